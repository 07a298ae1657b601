"""The terminal view (Rich). Imported only when stdout is a terminal."""

from __future__ import annotations

from rich.console import Group
from rich.table import Table
from rich.text import Text

from ..ranking.explain import explain_line
from .markdown import ONLY_SYNONYMS_HEADING, ONLY_SYNONYMS_NOTE
from .sizes import human_bytes, token_text

SHORT = {"decisions": "+dec", "discoveries": "+disc", "procedures": "+proc", "artifacts": "+art"}


# Below this many cells the chat and size columns would squeeze titles to a word a line:
# they go into the title's cell, on a first line of their own.
NARROW = 56


def search_view(resp, width: int | None = None) -> Group:
    """The results as a Rich table for a console `width` cells wide (None: wide enough)."""
    unit = "chats" if resp.granularity == "chat" else "chunks"
    header = Text.assemble(
        ("Search ", "bold"), (f"“{resp.query}”", "bold cyan"),
        f"  found {resp.found} {unit}, showing {resp.showing}  ·  ",
        (resp.search_path, "magenta"),
        # Lexical is the plain case; hybrid changes the order, so it says so.
        ("  ·  ranked by words and meaning" if resp.ranking == "hybrid" else "", "magenta"),
    )
    parts = [header]
    if resp.filters:
        parts.append(Text("Filters: " + "; ".join(resp.filters), style="yellow"))
    for note in resp.notes:
        parts.append(Text(note, style="dim"))
    if not resp.results:
        parts.append(Text("Nothing fits the token budget." if resp.found else "No matches.", style="bold red"))
        return Group(*parts)
    narrow = width is not None and width < NARROW
    table = Table(show_lines=False, expand=True, pad_edge=False)
    table.add_column("#", justify="right", style="dim", no_wrap=True)
    if not narrow:
        table.add_column("chat", no_wrap=True)
    # fold: a word longer than the column breaks across lines instead of losing its end.
    table.add_column("chat · title · why relevant" if narrow else "title · why relevant", ratio=1, overflow="fold")
    if not narrow:
        table.add_column("size", justify="right", no_wrap=True)
    for i, r in enumerate(resp.results):
        if r.through_synonyms_only and (i == 0 or not resp.results[i - 1].through_synonyms_only):
            table.add_section()
            note = Text(f"{ONLY_SYNONYMS_HEADING}: {ONLY_SYNONYMS_NOTE}", style="bold yellow")
            table.add_row("", note) if narrow else table.add_row("", "", note, "")
        chat = Text(r.chat_id, style="bold")
        chat.append(f"\n{r.platform}" + (f" #{r.chunk}" if r.chunk is not None else ""), style="dim")
        chat.append(f"\n{r.date}")
        body = Text(r.title, style="bold")
        if r.signals:
            body.append("  " + " ".join(SHORT[s] for s in r.signals), style="green")
        if r.why:
            body.append("\n" + r.why, style="cyan")
        if r.explain:
            body.append("\n" + explain_line(r.explain), style="dim")
        if r.snippet:
            snippet = r.snippet if len(r.snippet) <= 160 else r.snippet[:159] + "…"
            body.append("\n“" + snippet + "”", style="italic")
        size = f"{human_bytes(r.size_bytes)}\n{token_text(r.tokens, r.tokens_estimated)}"
        size += f"\nlayer {r.layer}" if r.layer else ""
        if narrow:  # every cell's facts, one line above the title
            facts = Text(r.chat_id, style="bold")
            facts.append(" · " + " · ".join(str(chat).split("\n")[1:] + size.split("\n")) + "\n", style="dim")
            table.add_row(str(r.rank), facts + body)
        else:
            table.add_row(str(r.rank), chat, body, size)
    parts.append(table)
    total = f"Total: {human_bytes(resp.total_bytes)}, {token_text(resp.total_tokens, resp.tokens_estimated)}"
    if resp.max_tokens is not None:
        total += f"  (budget {resp.max_tokens:,}, {resp.left_out_by_budget} left out)"
    parts.append(Text(total, style="dim"))
    if resp.patterns:
        parts.append(Text("Patterns: " + " · ".join(resp.patterns), style="dim"))
    return Group(*parts)
