"""The SEARCH markdown layout of the old tool: header, Most Relevant, Patterns Noticed,
To Go Deeper."""

from __future__ import annotations

import shlex

from ..ranking.explain import explain_line
from ..wording import counted
from .sizes import human_bytes, token_text

ONLY_SYNONYMS_HEADING = "Also, only through synonyms"
ONLY_SYNONYMS_NOTE = "These chats hold none of the query's words, only synonyms of words the chats above hold."


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _result_block(r) -> list[str]:
    chunk = f" chunk {r.chunk}" if r.chunk is not None else ""
    lines = [
        f"{r.rank}. **`{r.chat_id}`{chunk} – {_one_line(r.title)}** ({r.platform}, {r.date or 'undated'})"
        f" | {human_bytes(r.size_bytes)}, {token_text(r.tokens, r.tokens_estimated)}"
    ]
    why = r.why + (f": “{r.snippet}”" if r.snippet else "")
    if why:
        lines.append(f"   - Why relevant: {why}")
    if r.matched_topics:
        lines.append("   - Topics: " + ", ".join(f"`{t}`" for t in r.matched_topics[:5]))
    if r.signals:
        lines.append("   - Signals: " + ", ".join(r.signals))
    meaning_only = r.similarity is not None and not r.matched_terms and not r.synonym_matches
    found_in = f"Layer {r.layer}" if r.layer else ("meaning (no query word)" if meaning_only else "filter")
    chunks = ", ".join(map(str, r.matching_chunks)) or "–"
    lines.append(f"   - Found in: {found_in} · {counted(r.message_count, 'message')} · chunks {chunks} of {r.chunk_count}")
    if r.condensed_path:
        lines.append(f"   - Path: `{r.condensed_path}`")
    if r.explain:
        lines.append(f"   - Explain: {explain_line(r.explain)}")
    return lines


def search_markdown(resp) -> str:
    out = [f'## Search: "{resp.query}"', ""]
    unit = "chats" if resp.granularity == "chat" else "chunks"
    out.append(f"**Found**: {resp.found} {unit} | **Showing**: {resp.showing}")
    out.append(f"**Search path**: {resp.search_path}")
    if resp.ranking == "hybrid":
        out.append("**Ranking**: hybrid (words and sentence embeddings fused)")
    if resp.filters:
        out.append("**Filters**: " + "; ".join(resp.filters))
    out.append(
        f"**Total size**: {human_bytes(resp.total_bytes)} "
        f"({token_text(resp.total_tokens, resp.tokens_estimated)})"
    )
    if resp.max_tokens is not None:
        out.append(f"**Token budget**: {resp.max_tokens:,} ({resp.left_out_by_budget} left out)")
    for note in resp.notes:
        out.append(f"**Note**: {note}")
    out.append("")
    if not resp.results:
        out += ["Nothing fits the token budget." if resp.found else "No matches.", "", "### To Go Deeper", ""]
        out += _deeper(resp)
        return "\n".join(out) + "\n"
    out += ["### Most Relevant", ""]
    for i, r in enumerate(resp.results):
        if r.through_synonyms_only and (i == 0 or not resp.results[i - 1].through_synonyms_only):
            out += [f"### {ONLY_SYNONYMS_HEADING}", "", ONLY_SYNONYMS_NOTE, ""]
        out += _result_block(r)
        out.append("")
    if resp.patterns:
        out += ["### Patterns Noticed", ""]
        out += [f"- {p}" for p in resp.patterns]
        out.append("")
    out += ["### To Go Deeper", ""]
    out += _deeper(resp)
    return "\n".join(out) + "\n"


def _index_args(args: list[str]) -> list[str]:
    """Of the options a search used, the ones `kbsearch show` also takes."""
    return args[args.index("--index-dir"):][:2] if "--index-dir" in args else []


def _deeper(resp) -> list[str]:
    def command(*extra: str) -> str:
        return "`" + shlex.join(["kbsearch", "search", resp.query, *resp.rerun_args, *extra]) + "`"

    lines = []
    if resp.results:
        top = resp.results[0]
        show = ["kbsearch", "show", top.chat_id, *_index_args(resp.rerun_args)]
        lines.append(f"- Read the top chat: `{shlex.join(show)}`")
    if resp.layer is not None and resp.layer < 4:
        lines.append(f"- Search every layer: {command('--thorough')}")
    if resp.found > resp.showing:
        lines.append(f"- See all {resp.found}: {command('-n', str(resp.found))}")
    if not resp.results:
        lines.append("- Try fewer or broader words, or check `kbsearch synonyms WORD`")
    lines.append(f"- Machine-readable: {command('-f', 'jsonl')}")
    if resp.results:
        lines.append(f"- Copy these chats out, with a manifest: {command('--retrieve')}")
    return lines + [""]
