"""`kbsearch answer` and `kbsearch ask` (ANSWER or SEARCH mode, by the phrasing)."""

# No `from __future__ import annotations` here: Typer would then evaluate every parameter's
# annotation string when it builds the command (search: ~3.5 ms of each run).

import json
from typing import Annotated, Optional

import typer

from ..errors import ExitStatus, KbsearchError
from ..render import Format
from ..schema import WHAT
from .search_cmds import search
from .shared import (
    DebugOpt,
    ForceOpt,
    FormatOpt,
    IndexDirOpt,
    LlmTimeoutOpt,
    RerankOpt,
    SynonymsOpt,
    WhatOpt,
    emit,
    err,
    fail,
    open_searcher,
    parse_day,
    print_rich,
    stdout_is_terminal,
    write_markdown,
    write_retrieval,
)


def answer_flow(question: str, fmt, max_sources, since, until, platform, has, rerank, llm, llm_timeout,
                output_file, retrieve, what, force, index_dir, synonyms, debug) -> None:
    """ANSWER mode, shared by `answer` and `ask`: the answer on stdout, files on request."""
    from ..answer.compose import answer as offline_answer
    from ..answer.llm import answer_with_llm
    from ..ranking.search import SearchOptions
    from ..render.answer_md import answer_markdown

    report = None
    try:
        if fmt not in (None, Format.md, Format.json, Format.jsonl, Format.table):
            raise KbsearchError(f"an answer prints as md (default) or json, not {fmt.value}")
        if what not in WHAT:
            raise KbsearchError(f"--what {what!r}: expected one of {', '.join(WHAT)}")
        options = SearchOptions(since=parse_day(since, "--since"), until=parse_day(until, "--until", end=True),
                                platforms=list(platform or []), has=list(has or []))
        searcher = open_searcher(index_dir, synonyms, False)
        command = llm or searcher.settings.llm_command
        timeout = llm_timeout if llm_timeout is not None else searcher.settings.llm_timeout
        use_rerank = searcher.settings.rerank if rerank is None else rerank
        if command:
            result, warning = answer_with_llm(searcher, question, command, timeout, max_sources=max_sources,
                                              rerank=use_rerank, options=options)
            if warning:
                err(warning)
        else:
            result = offline_answer(searcher, question, max_sources=max_sources, rerank=use_rerank, options=options)
        text = answer_markdown(result)
        if retrieve is not None and result.sources:
            from ..config import archive_root
            from ..retrieve.copy_out import answer_requests, plan

            items, unknown = plan(searcher.index, answer_requests(result), what, archive_root(searcher.index_dir))
            report = write_retrieval(searcher, items, unknown, retrieve or None, what, None, force,
                                     {"query": question, "mode": "answer"})
        if output_file is not None:
            write_markdown(text, output_file, "answer")
    except KbsearchError as exc:
        raise fail(exc, debug) from None
    if fmt in (Format.json, Format.jsonl):
        emit(json.dumps(result.to_dict(), ensure_ascii=False, indent=None if fmt is Format.jsonl else 2) + "\n")
    elif fmt is Format.table or (fmt is None and stdout_is_terminal()):
        from rich.markdown import Markdown

        print_rich(Markdown(text))
    else:
        emit(text)
    if report is not None and report.incomplete:
        raise typer.Exit(ExitStatus.INCOMPLETE)
    raise typer.Exit(ExitStatus.FOUND if result.found else ExitStatus.NOT_FOUND)


LlmOpt = Annotated[Optional[str], typer.Option("--llm", help="A local command (ollama, llm, an agent CLI) that gets the prompts/answer.md prompt on stdin and writes the answer; its citations are checked, and the offline answer is used if they fail.", show_default=False)]




MaxSourcesOpt = Annotated[int, typer.Option("--max-sources", min=1, help="Most sources an answer cites.")]


def answer(
    question: Annotated[str, typer.Argument(help="A question about your archive.")],
    fmt: FormatOpt = None,
    max_sources: MaxSourcesOpt = 6,
    since: Annotated[Optional[str], typer.Option("--since", help="Only chats from this date on.", show_default=False)] = None,
    until: Annotated[Optional[str], typer.Option("--until", help="Only chats up to this date.", show_default=False)] = None,
    platform: Annotated[Optional[list[str]], typer.Option("--platform", "-p", help="Only this platform (repeatable).", show_default=False)] = None,
    has: Annotated[Optional[list[str]], typer.Option("--has", help="Only chats with this section (repeatable).", show_default=False)] = None,
    rerank: RerankOpt = None,
    llm: LlmOpt = None,
    llm_timeout: LlmTimeoutOpt = None,
    output_file: Annotated[Optional[str], typer.Option("--output-file", "-o", help="Also write the answer to outputs/answer_YYYYMMDD_HHMMSS.md, or to PATH.", show_default=False, metavar="[PATH]")] = None,
    retrieve: Annotated[Optional[str], typer.Option("--retrieve", help="Also copy the cited chats into DIR (default outputs/retrieval_…/) with a manifest.", show_default=False, metavar="[DIR]")] = None,
    what: WhatOpt = "condensed",
    force: ForceOpt = False,
    synonyms: SynonymsOpt = None,
    index_dir: IndexDirOpt = None,
    debug: DebugOpt = False,
) -> None:
    """ANSWER mode: a short answer with numbered citations, from the archive itself (offline),
    or written by a local LLM over the same evidence (--llm).

    Exit status: 0 answered, 1 nothing in the archive answers it, 2 error.

    Examples:

        kbsearch answer "What problems have we had with Chatty?"

        kbsearch answer "Why did we pick YAML?" -f json | jq -r .summary

        kbsearch answer "How did the CLI evolve?" --llm "ollama run llama3.2" --output-file
    """
    answer_flow(question, fmt, max_sources, since, until, platform, has, rerank, llm, llm_timeout,
                output_file, retrieve, what, force, index_dir, synonyms, debug)


def ask(
    query: Annotated[str, typer.Argument(help="A question (answered) or a search (find/list/show …).")],
    fmt: FormatOpt = None,
    max_sources: MaxSourcesOpt = 6,
    rerank: RerankOpt = None,
    llm: LlmOpt = None,
    llm_timeout: LlmTimeoutOpt = None,
    output_file: Annotated[Optional[str], typer.Option("--output-file", "-o", help="Also write the markdown to outputs/, or to PATH.", show_default=False, metavar="[PATH]")] = None,
    synonyms: SynonymsOpt = None,
    index_dir: IndexDirOpt = None,
    debug: DebugOpt = False,
) -> None:
    """Answer or search, by the phrasing: a question ("what…", "why…", "…?") gets ANSWER mode,
    anything else (and "find/search/list/show …") SEARCH mode. Says on stderr which it chose.

    Examples:

        kbsearch ask "What problems have we had with Chatty?"

        kbsearch ask "find memory slots"
    """
    from ..ranking.query import detect_mode

    mode = detect_mode(query)
    err(f"mode: {mode.upper()} (from the phrasing; `kbsearch answer` or `kbsearch search` to choose)")
    if mode == "answer":
        answer_flow(query, fmt, max_sources, None, None, None, None, rerank, llm, llm_timeout,
                    output_file, None, "condensed", False, index_dir, synonyms, debug)
    # The other options keep their defaults, which are the function's own.
    search(query=query, fmt=fmt, rerank=rerank, output_file=output_file, synonyms=synonyms,
           index_dir=index_dir, debug=debug)
