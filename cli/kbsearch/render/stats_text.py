"""`kbsearch stats` as aligned text."""

from __future__ import annotations

from ..wording import counted
from .sizes import human_bytes


def stats_text(d: dict) -> str:
    est = "~" if d["tokens_estimated"] else ""
    rows = [
        ("index folder", f"{d['index_dir']} ({d['index_source']})"),
        ("archive root", d["archive_root"]),
        ("derived data", f"{d['derived_data']} (built {d['built_at']})"),
        ("topics", f"{counted(d['topic_rows'], 'row')}, {d['distinct_topics']:,} distinct"),
        ("chats", f"{d['chats']:,}"),
        ("chunks", f"{d['chunks']:,}"),
        ("messages", f"{d['messages']:,}"),
        ("condensed", f"{human_bytes(d['condensed_bytes'])}, {est}{d['condensed_tokens']:,} tokens"),
        ("raw", f"{human_bytes(d['raw_bytes'])}, {est}{d['raw_tokens']:,} tokens"),
        ("platforms", ", ".join(f"{p} {n}" for p, n in d["platforms"].items()) or "–"),
        ("signals", ", ".join(f"{s} {n}" for s, n in d["signals"].items()) or "–"),
        ("dates", f"{d['date_first']} → {d['date_last']}" if d["date_first"] else "–"),
        ("vocabulary", f"{d['vocabulary']:,} terms"),
        ("rows skipped", f"{d['rows_skipped']}" + (
            " (" + ", ".join(f"{n} {r}" for r, n in d["rows_skipped_by_reason"].items()) + ")"
            if d["rows_skipped"] else "")),
    ]
    for kind, path in d["index_files"].items():
        rows.insert(1, (f"{kind} csv", path))
    width = max(len(k) for k, _ in rows)
    out = [f"{k:<{width}}  {v}" for k, v in rows]
    for s in d["skipped_rows"][:20]:
        out.append(f"  skipped {s['file']}:{s['line']}: {s['reason']}")
    if len(d["skipped_rows"]) > 20:
        out.append(f"  … and {len(d['skipped_rows']) - 20} more (kbsearch stats -f json)")
    for p in d["file_problems"][:20]:
        out.append(f"  problem {p['file']}: {p['problem']}")
    return "\n".join(out) + "\n"


# `kbsearch stats --by`: one row per group, with a bar of its chats scaled to the largest.
BAR_WIDTH = 24
EIGHTHS = " ▏▎▍▌▋▊▉"  # the partial last cell of a bar, by eighths
COLUMNS = ("chats", "chunks", "condensed", "tokens", "raw", "raw tokens")
TOP_TOPICS = 40  # a real archive has thousands of topics: the text view shows the most used


def bar(value: int, largest: int, width: int = BAR_WIDTH) -> str:
    """`value` as block characters, `width` cells for `largest`; never empty unless 0."""
    if value <= 0 or largest <= 0:
        return ""
    eighths = max(1, round(value * width * 8 / largest))
    return "█" * (eighths // 8) + EIGHTHS[eighths % 8].strip()


def group_cells(g: dict, by: str, estimated: bool) -> list[str]:
    """A group's row as text: its key, counts, sizes and tokens."""
    est = "~" if estimated else ""
    return [str(g[by]), f"{g['chats']:,}", f"{g['chunks']:,}", human_bytes(g["condensed_bytes"]),
            f"{est}{g['condensed_tokens']:,}", human_bytes(g["raw_bytes"]), f"{est}{g['raw_tokens']:,}"]


def shown_groups(d: dict) -> tuple[list[dict], list[str]]:
    """The groups a text view shows, and the notes under it (topics cut to the most used;
    a chat counted once per topic)."""
    groups, notes = d["groups"], []
    if d["by"] == "topic":
        notes.append("a chat counts under each of its topics, so the rows add up to more than the archive")
        if len(groups) > TOP_TOPICS:
            notes.append(f"… and {counted(len(groups) - TOP_TOPICS, 'more topic')} (kbsearch stats --by topic -f csv)")
            groups = groups[:TOP_TOPICS]
    if not d["groups"]:
        notes.append("no chat has a topic" if d["by"] == "topic" else "the archive has no chats")
    return groups, notes


def stats_by_text(d: dict) -> str:
    """Plain aligned text (a pipe, NO_COLOR): a header, one line per group, a bar of chats."""
    by = d["by"]
    groups, notes = shown_groups(d)
    rows = [[by, *COLUMNS]] + [group_cells(g, by, d["tokens_estimated"]) for g in groups]
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    largest = max((g["chats"] for g in groups), default=0)
    out = []
    for i, cells in enumerate(rows):
        line = "  ".join(c.ljust(w) if n == 0 else c.rjust(w) for n, (c, w) in enumerate(zip(cells, widths)))
        out.append((line + "  " + bar(groups[i - 1]["chats"], largest)).rstrip() if i else line)
    return "\n".join(out + notes) + "\n"


def stats_by_delimited(d: dict, sep: str) -> str:
    """CSV or TSV: a header of the key and the JSON names, one line per group (all of them)."""
    import csv
    import io

    out = io.StringIO()
    writer = csv.writer(out, delimiter=sep, lineterminator="\n")
    names = [d["by"], "chats", "chunks", "condensed_bytes", "raw_bytes", "condensed_tokens", "raw_tokens"]
    writer.writerow(names)
    writer.writerows([g[n] for n in names] for g in d["groups"])
    return out.getvalue()
