"""`kbsearch search` (with --batch, --output-file and --retrieve), `kbsearch synonyms` and
`kbsearch similar`."""

# No `from __future__ import annotations` here: Typer would then evaluate every parameter's
# annotation string when it builds the command (search: ~3.5 ms of each run).

import json
import sys
from pathlib import Path
from typing import Annotated, Optional

import typer

from ..errors import ExitStatus, KbsearchError
from ..ranking.choices import check_platforms
from ..ranking.results import rerun_args
from ..render import Format
from ..schema import WHAT
from ..wording import echo
from .shared import (
    DebugOpt,
    ForceOpt,
    FormatOpt,
    HasOpt,
    IndexDirOpt,
    NullOpt,
    PlatformOpt,
    RebuildOpt,
    RerankOpt,
    SinceOpt,
    StrictOpt,
    SynonymsOpt,
    UntilOpt,
    WhatOpt,
    check_has,
    emit,
    err,
    fail,
    format_opt,
    missing_rerank,
    open_searcher,
    parse_day,
    pick_format,
    print_response,
    stdout_is_terminal,
    write_markdown,
    write_retrieval,
)

# The options of a search, shared with `ask`.
MaxResultsOpt = Annotated[int, typer.Option("--max-results", "-n", min=1, help="How many results to show.")]
MaxTokensOpt = Annotated[Optional[int], typer.Option("--max-tokens", min=1, help="Token budget: of the top -n, in rank order, keep each result that still fits (one that would overflow is skipped).", show_default=False)]
GranularityOpt = Annotated[str, typer.Option("--granularity", "-g", help="One result per chat or per chunk: chat|chunk.")]
ThoroughOpt = Annotated[bool, typer.Option("--thorough", help="Run all four layers and merge, instead of stopping at the first good one.")]
NoSynonymsOpt = Annotated[bool, typer.Option("--no-synonyms", help="Search the words as typed only.")]
MinResultsOpt = Annotated[int, typer.Option("--min-results", min=1, help="Strong matches a layer needs before the cascade stops there.")]
ExplainOpt = Annotated[bool, typer.Option("--explain", help="Show how each score was made: terms, fields, synonyms, chunks, boosts.")]


def search(
    query: Annotated[Optional[str], typer.Argument(help="What to look for. Words, time phrases ('in October', 'last week') and signal words ('decision').", show_default=False)] = None,
    max_results: MaxResultsOpt = 10,
    max_tokens: MaxTokensOpt = None,
    granularity: GranularityOpt = "chat",
    fmt: FormatOpt = None,
    thorough: ThoroughOpt = False,
    no_synonyms: NoSynonymsOpt = False,
    synonyms: SynonymsOpt = None,
    min_results: MinResultsOpt = 3,
    since: SinceOpt = None,
    until: UntilOpt = None,
    platform: PlatformOpt = None,
    has: HasOpt = None,
    output_file: Annotated[Optional[str], typer.Option("--output-file", "-o", help="Also write the markdown result to outputs/search_YYYYMMDD_HHMMSS.md, or to PATH when one follows (a name ending in .md, or containing /, or --output-file=PATH).", show_default=False, metavar="[PATH]")] = None,
    batch: Annotated[Optional[str], typer.Option("--batch", help="Run one query per line of FILE (or - for stdin); prints one JSONL stream.", show_default=False)] = None,
    retrieve: Annotated[Optional[str], typer.Option("--retrieve", help="Also copy the matching files into DIR (default outputs/retrieval_YYYYMMDD_HHMMSS/) with manifest.json and MANIFEST.md.", show_default=False, metavar="[DIR]")] = None,
    what: WhatOpt = "condensed",
    force: ForceOpt = False,
    null: NullOpt = False,
    explain_: ExplainOpt = False,
    rerank: RerankOpt = None,
    index_dir: IndexDirOpt = None,
    strict: StrictOpt = False,
    rebuild: RebuildOpt = False,
    debug: DebugOpt = False,
) -> None:
    """Search the archive: the four-layer cascade (topics, topics+synonyms, content, content+synonyms).

    Exit status: 0 found, 1 nothing found, 2 error, 3 found but --retrieve could not copy
    every file (missing or outside the archive; see the manifest).

    Examples:

        kbsearch search "MCP timeout"

        kbsearch search "YAML decision" -f md

        kbsearch search "memory slots" -f jsonl | jq -r '.chat_id'

        kbsearch search "October" --platform claude --output-file

        printf 'crypto\\nCLI evolution\\n' | kbsearch search --batch -

        kbsearch search "YAML decision" --retrieve --what both

        kbsearch search "memory" -f paths -0 | xargs -0 wc -c
    """
    from ..ranking.search import SearchOptions

    try:
        if (query is None) == (batch is None):
            raise KbsearchError("give a QUERY or --batch FILE (one of them)")
        check_has(has)
        options = SearchOptions(
            max_results=max_results, max_tokens=max_tokens, granularity=granularity,
            thorough=thorough, use_synonyms=not no_synonyms, min_results=min_results,
            since=parse_day(since, "--since"), until=parse_day(until, "--until", end=True),
            platforms=list(platform or []), has=list(has or []), explain=explain_, rerank=rerank,
        )
        if batch is not None and fmt not in (None, Format.jsonl):
            raise KbsearchError(f"--batch prints one JSONL stream; -f {fmt.value} is not available with it")
        if batch is not None and (output_file is not None or retrieve is not None):
            raise KbsearchError("--output-file and --retrieve act on one search; they are not available with --batch")
        if what not in WHAT:
            raise KbsearchError(f"--what {what!r}: expected one of {', '.join(WHAT)}")
        if fmt is Format.paths and what == "artifacts":
            raise KbsearchError("-f paths prints chunk files (--what condensed, raw or both); artifacts become files with --retrieve")
        searcher = open_searcher(index_dir, synonyms, strict, rebuild)
        if missing_rerank(searcher, rerank):  # said once here; the search then ranks lexically
            err(searcher.rerank_failure)
        if batch is not None:
            # Once, not as an error on every line.
            check_platforms(options.platforms, searcher.platforms())
            raise typer.Exit(run_batch(searcher, batch, options, debug))
        response = searcher.search(query, options)
        response.rerun_args = rerun_args(index_dir, synonyms, no_synonyms, since, until, platform, has)
        fmt = fmt or (Format.table if stdout_is_terminal() else Format.jsonl)
        # Files first: if one cannot be written, stdout has not been half-used.
        report = None
        if retrieve is not None and response.results:
            report = retrieve_results(searcher, response, retrieve or None, what, max_tokens, force)
        elif retrieve is not None:
            err("nothing to retrieve: the search found nothing")
        if output_file is not None:
            from ..render.markdown import search_markdown

            write_markdown(search_markdown(response), output_file, "search")
        print_response(response, fmt, what, null)
        if fmt is not Format.table:  # the table shows all of this itself
            say_what_was_found(response, fmt)
    except KbsearchError as exc:
        raise fail(exc, debug) from None
    if report is not None and report.incomplete:
        raise typer.Exit(ExitStatus.INCOMPLETE)
    raise typer.Exit(ExitStatus.FOUND if response.results else ExitStatus.NOT_FOUND)


def say_what_was_found(response, fmt) -> None:
    """stderr lines beside the data: corrected words, results the budget left out, nothing found."""
    query = echo(response.query)
    if fmt is not Format.md:
        for c in response.corrections:
            err(f"searched “{c['to']}” for “{c['from']}”, which matches nothing")
    budget, left_out = response.max_tokens, response.left_out_by_budget
    if response.results and left_out:
        err(f"--max-tokens {budget}: {left_out} of the top {left_out + len(response.results)} left out "
            f"(each would overflow the budget)")
    elif response.found and not response.results:
        # A chat is all its matching chunks; one chunk alone is often small enough.
        remedy = "raise --max-tokens" + (", or -g chunk for single chunks" if response.granularity == "chat" else "")
        err(f"{response.found} found for {query}, but none fits --max-tokens {budget} (the smallest of the "
            f"top {left_out} is {response.smallest_left_out:,} tokens): {remedy}")
    elif not response.results:
        where = f" ({'; '.join(response.filters)})" if response.filters else ""
        err(f"no matches for {query}{where}")


def retrieve_results(searcher, response, folder: str | None, what: str, max_tokens, force: bool):
    from ..config import archive_root
    from ..retrieve.copy_out import plan, search_requests

    items, unknown = plan(searcher.index, search_requests(response), what, archive_root(searcher.index_dir))
    about = {"query": response.query, "mode": response.mode, "search_path": response.search_path}
    return write_retrieval(searcher, items, unknown, folder, what, max_tokens, force, about)


def run_batch(searcher, source: str, options, debug: bool) -> int:
    from ..render.jsonout import jsonl_lines

    try:
        if source == "-":
            lines = sys.stdin.read().splitlines()
        else:
            lines = Path(source).read_text(encoding="utf-8-sig").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise KbsearchError(f"--batch {source}: cannot read ({getattr(exc, 'strerror', None) or exc})") from None
    found = errors = 0
    for number, line in enumerate(lines, 1):
        query = line.strip()
        if not query or query.startswith("#"):
            continue
        try:
            response = searcher.search(query, options)
        except KbsearchError as exc:
            if debug:
                raise
            err(f"--batch {source}: line {number}: {exc}")
            errors += 1
            continue
        found += bool(response.results)
        if not response.results:
            err(f"--batch {source}: line {number}: no matches for {echo(query)}")
        emit("".join(line + "\n" for line in jsonl_lines(response)))
    if errors:
        return ExitStatus.ERROR
    return ExitStatus.FOUND if found else ExitStatus.NOT_FOUND


SynonymsFormatOpt = format_opt("text|json|jsonl", "text (json: one object, or a list for several words; jsonl: "
                               "one word a line)")


def synonyms_cmd(
    term: Annotated[str, typer.Argument(help="A word to expand.")],
    synonyms: SynonymsOpt = None,
    fmt: SynonymsFormatOpt = None,
    debug: DebugOpt = False,
) -> None:
    """Show what a word expands to: its synonym groups, stems and compound expansions.

    Examples:

        kbsearch synonyms chatty

        kbsearch synonyms fabrication -f json
    """
    from ..config import default_synonyms_path
    from ..ranking.synonyms import load_synonyms
    from ..text import tokens

    try:
        fmt = pick_format(fmt, ("text", "json", "jsonl"), "synonyms")
        table = load_synonyms(synonyms or default_synonyms_path())
    except KbsearchError as exc:
        raise fail(exc, debug) from None
    normalised = tokens(term)
    if not normalised:
        err(f"{term!r} has no searchable word (stopword or punctuation)")
        raise typer.Exit(ExitStatus.NOT_FOUND)
    records = []
    for word in normalised:
        records.append(
            {
                "term": word,
                "looked_up_as": str(table.pattern(word)),
                "synonyms": [str(p) for p in table.expand(word)],
                "compounds": [
                    {"when": when, "add": add} for when, add in table.compounds if word in when
                ],
                "source": table.source,
            }
        )
    if fmt == "json":
        emit(json.dumps(records if len(records) > 1 else records[0], ensure_ascii=False, indent=2) + "\n")
    elif fmt == "jsonl":
        emit("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records))
    else:
        for r in records:
            syn = ", ".join(r["synonyms"]) or "(no synonyms)"
            emit(f"{r['term']} (looked up as {r['looked_up_as']}) → {syn}\n")
            for c in r["compounds"]:
                emit(f"  with {' + '.join(c['when'])}: also {', '.join(c['add'])}\n")
    found = any(r["synonyms"] or r["compounds"] for r in records)
    raise typer.Exit(ExitStatus.FOUND if found else ExitStatus.NOT_FOUND)


def similar(
    chat_id: Annotated[str, typer.Argument(help="The chat to find relatives of.")],
    max_results: Annotated[int, typer.Option("--max-results", "-n", min=1, help="How many chats to show.")] = 10,
    fmt: FormatOpt = None,
    index_dir: IndexDirOpt = None,
    debug: DebugOpt = False,
) -> None:
    """The chats most similar to one chat: by sentence embeddings when `kbsearch embed` has
    run, otherwise lexically (its topics and title as the query).

    Examples:

        kbsearch similar 5e3b9f07

        kbsearch similar 5e3b9f07 -n 3 -f jsonl | jq -r .title
    """
    from ..errors import NotFound
    from ..ranking.search import SearchOptions

    try:
        searcher = open_searcher(index_dir, None, False)
        response = searcher.similar(chat_id, SearchOptions(max_results=max_results))
    except NotFound as exc:
        err(str(exc))
        raise typer.Exit(ExitStatus.NOT_FOUND) from None
    except KbsearchError as exc:
        raise fail(exc, debug) from None
    _note_similar(response.notes)
    print_response(response, fmt or (Format.table if stdout_is_terminal() else Format.jsonl))
    raise typer.Exit(ExitStatus.FOUND if response.results else ExitStatus.NOT_FOUND)


def _note_similar(notes: list[str]) -> None:
    """similar's notes; when it fell back to lexical similarity for want of embeddings and
    the rerank extra is missing, one line that names the missing piece and the install
    command, as `kbsearch embed` does, not advice to run embed."""
    from ..config import extra_missing_line

    about_vectors = [n for n in notes if n.startswith(("embeddings unavailable", "the embedding cache does not cover"))]
    line = extra_missing_line("rerank", "`kbsearch similar` by embeddings") if about_vectors else None
    for note in notes:
        if line is None or note not in about_vectors:
            err(note)
    if line:
        err(f"lexical similarity: {line}")
