"""`kbsearch stats --by` on a terminal (Rich), fitted to the terminal's width.

Wide enough, the table is the plain text view's, with a coloured bar. Narrower, it gives
ground in this order, and never silently: shorter headers and compact numbers (12.3K,
33.8KB) with a shorter bar; no bar; long keys (topic names) cut with "…"; then the
numeric columns from the right (raw tokens first, chats never). Whatever is left out is
named in one dim line under the table.
"""

from __future__ import annotations

from rich import box
from rich.console import Group
from rich.table import Table
from rich.text import Text

from .stats_text import BAR_WIDTH, COLUMNS, bar, group_cells, shown_groups

MIN_BAR = 4  # a bar shorter than this says too little to be worth its room
MIN_KEY = 10  # keys (topic names) are cut to no fewer cells than this
# Compact headers, two lines each, no wider than the compact numbers under them.
SHORT_HEADERS = ("chats", "chunks", "cond\nsize", "cond\ntok", "raw\nsize", "raw\ntok")
# The order numeric columns go in when even compact ones do not fit (chats stays).
DROP_ORDER = ("raw tokens", "raw", "tokens", "condensed", "chunks")
# What the left-out line calls each column: its full header, "tokens" said in full.
NAMES = {"tokens": "condensed tokens", "condensed": "condensed size", "raw": "raw size"}


def _scaled(n: float, units: tuple[tuple[str, float], ...], beyond: str) -> str:
    """n in the first unit that keeps it under 1,000 (one decimal under 100)."""
    for unit, scale in units:
        v = n / scale
        if round(v, 1) < 100:
            return f"{v:.1f}{unit}"
        if round(v) < 1000:
            return f"{v:.0f}{unit}"
    return beyond


def compact_count(n: int) -> str:
    """A count in at most 5 cells: 9,999, 12.3K, 123K, 1.2M, 12.3M, 123M…"""
    if n < 10_000:
        return f"{n:,}"
    return _scaled(n, (("K", 1e3), ("M", 1e6), ("G", 1e9)), f"{n / 1e12:.0f}T")


def compact_bytes(n: int) -> str:
    """A size in at most 6 cells: 812B, 9.9KB, 33.8KB, 123KB, 1.2MB…"""
    if n < 1024:
        return f"{n}B"
    return _scaled(n, (("KB", 1024), ("MB", 1024 ** 2), ("GB", 1024 ** 3)), f"{n / 1024 ** 4:.0f}TB")


def compact_cells(g: dict, by: str, estimated: bool) -> list[str]:
    est = "~" if estimated else ""
    return [str(g[by]), compact_count(g["chats"]), compact_count(g["chunks"]), compact_bytes(g["condensed_bytes"]),
            est + compact_count(g["condensed_tokens"]), compact_bytes(g["raw_bytes"]), est + compact_count(g["raw_tokens"])]


def _widths(headers, rows) -> list[int]:
    return [max(len(line) for cell in [h, *(r[i] for r in rows)] for line in cell.split("\n"))
            for i, h in enumerate(headers)]


def fit(d: dict, width: int) -> dict:
    """The layout for `width` cells: headers, rows, which columns (indexes into the row
    cells; 0 is the key), the key's width, the bar's width (0: none), what is left out."""
    by = d["by"]
    groups, _ = shown_groups(d)
    headers = [by, *COLUMNS]
    rows = [group_cells(g, by, d["tokens_estimated"]) for g in groups]
    widths = _widths(headers, rows)
    # The full table: one cell of padding either side of each column and one of border,
    # counted with a cell to spare (as before narrow terminals were fitted: wide output
    # stays as it was).
    room = width - sum(widths) - 3 * (len(widths) + 1)
    if room + 1 >= MIN_BAR:
        return {"compact": False, "headers": headers, "rows": rows, "columns": list(range(len(headers))),
                "key_width": widths[0], "bar": max(MIN_BAR, min(BAR_WIDTH, room)), "left_out": [], "keys_cut": False}
    headers = [by, *SHORT_HEADERS]
    rows = [compact_cells(g, by, d["tokens_estimated"]) for g in groups]
    widths = _widths(headers, rows)
    columns = list(range(len(headers)))
    left_out: list[str] = []

    def used(key_width: int) -> int:  # compact columns are two cells apart, no edges
        return key_width + sum(widths[i] for i in columns[1:]) + 2 * (len(columns) - 1)

    room = width - used(widths[0]) - 2
    if room >= MIN_BAR:
        return {"compact": True, "headers": headers, "rows": rows, "columns": columns, "key_width": widths[0],
                "bar": min(BAR_WIDTH, room), "left_out": [], "keys_cut": False}
    left_out.append("bar")
    key_width = max(min(widths[0], MIN_KEY), width - used(0))
    for name in DROP_ORDER:
        if used(key_width) <= width:
            break
        columns.remove(COLUMNS.index(name) + 1)
        left_out.append(NAMES.get(name, name))
        key_width = max(min(widths[0], MIN_KEY), width - used(0))
    key_width = min(key_width, widths[0])
    left_out[1:] = sorted(left_out[1:], key=lambda n: [NAMES.get(c, c) for c in COLUMNS].index(n))
    return {"compact": True, "headers": headers, "rows": rows, "columns": columns, "key_width": key_width,
            "bar": 0, "left_out": left_out, "keys_cut": key_width < widths[0]}


def left_out_line(layout: dict, by: str, width: int) -> str:
    """One line naming what the table leaves out at this width, or ""."""
    parts = list(layout["left_out"])
    if not parts and not layout["keys_cut"]:
        return ""
    said = [f"{', '.join(parts[:-1])} and {parts[-1]}" if len(parts) > 1 else parts[0]] if parts else []
    said = [f"{said[0]} left out"] if said else []
    if layout["keys_cut"]:
        said.append(f"long {by} names cut")
    return f"({' and '.join(said)} at {width} columns: widen the terminal or use -f tsv)"


def stats_by_view(d: dict, width: int):
    """The terminal view for a console `width` cells wide: every number that fits, never
    one cut, the bar as long as the room left (up to BAR_WIDTH), and a line on what is not shown."""
    by = d["by"]
    groups, notes = shown_groups(d)
    layout = fit(d, width)
    if layout["compact"]:
        table = Table(title=f"Chats by {by}", title_justify="left", box=box.SIMPLE_HEAD, show_edge=False,
                      padding=(0, 1, 0, 0), pad_edge=False)
    else:
        table = Table(title=f"Chats by {by}", title_justify="left", box=box.SIMPLE_HEAD, show_edge=False)
    for n in layout["columns"]:
        if n == 0:
            table.add_column(layout["headers"][0], no_wrap=True, overflow="ellipsis",
                             min_width=layout["key_width"], max_width=layout["key_width"])
        else:
            table.add_column(layout["headers"][n], justify="right", no_wrap=True)
    if layout["bar"]:
        table.add_column("", no_wrap=True, style="cyan", overflow="crop")
    largest = max((g["chats"] for g in groups), default=0)
    for g, cells in zip(groups, layout["rows"]):
        row = [cells[n] for n in layout["columns"]]
        table.add_row(*row, *([bar(g["chats"], largest, layout["bar"])] if layout["bar"] else []))
    line = left_out_line(layout, by, width)
    return Group(table, *([Text(line, style="dim")] if line else []), *(Text(n, style="dim") for n in notes))
