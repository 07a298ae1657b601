"""`kbsearch answer` and `kbsearch ask` (ANSWER or SEARCH mode, by the phrasing)."""

# No `from __future__ import annotations` here: Typer would then evaluate every parameter's
# annotation string when it builds the command (search: ~3.5 ms of each run).

import json
from typing import Annotated, Optional

import typer

from ..errors import ExitStatus, KbsearchError
from ..render import Format
from ..schema import WHAT
from .search_cmds import (
    ExplainOpt,
    GranularityOpt,
    MaxTokensOpt,
    MinResultsOpt,
    NoSynonymsOpt,
    ThoroughOpt,
    search,
)
from .shared import (
    DebugOpt,
    ForceOpt,
    FormatOpt,
    HasOpt,
    IndexDirOpt,
    LlmTimeoutOpt,
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
    pick_format,
    parse_day,
    print_rich,
    stdout_is_terminal,
    write_markdown,
    write_retrieval,
)


def answer_flow(question: str, fmt, max_sources, since, until, platform, has, rerank, llm, llm_timeout,
                output_file, retrieve, what, force, index_dir, synonyms, debug, strict=False, rebuild=False) -> None:
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
        check_has(has)
        options = SearchOptions(since=parse_day(since, "--since"), until=parse_day(until, "--until", end=True),
                                platforms=list(platform or []), has=list(has or []))
        searcher = open_searcher(index_dir, synonyms, strict, rebuild)
        command = llm or searcher.settings.llm_command
        timeout = llm_timeout if llm_timeout is not None else searcher.settings.llm_timeout
        if missing_rerank(searcher, rerank):  # one line naming the missing piece, then the lexical answer
            err(searcher.rerank_failure)
            rerank = False
        if command:
            result, warning = answer_with_llm(searcher, question, command, timeout, max_sources=max_sources,
                                              rerank=rerank, options=options)
            if warning:
                err(warning)
        else:
            # Hybrid where `kbsearch embed` has run, and the stored vectors weigh the
            # sentences, unless --no-rerank or the settings file's `rerank: false`.
            result = offline_answer(searcher, question, max_sources=max_sources, rerank=rerank, options=options)
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
        from ..errors import BadQuery

        if isinstance(exc, BadQuery) and str(exc).startswith("query "):  # the search's words; here it is a question
            exc = BadQuery("question " + str(exc).removeprefix("query ").replace("words to search for", "words to answer"))
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




MAX_SOURCES = 6
MaxSourcesOpt = Annotated[Optional[int], typer.Option(
    "--max-sources", min=1, show_default=False,
    help=f"Most sources an answer cites (default {MAX_SOURCES}, and a list's items may add the chats they come from).")]


AnswerFormatOpt = format_opt("md|json|jsonl|table", "md (rendered on a terminal, markdown text in a pipe); table is "
                             "the rendered view anywhere, jsonl the json on one line")


def answer(
    question: Annotated[str, typer.Argument(help="A question about your archive.")],
    fmt: AnswerFormatOpt = None,
    max_sources: MaxSourcesOpt = None,
    since: SinceOpt = None,
    until: UntilOpt = None,
    platform: PlatformOpt = None,
    has: HasOpt = None,
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
    try:
        picked = pick_format(fmt, ("md", "json", "jsonl", "table"), "answer")
    except KbsearchError as exc:
        raise fail(exc, debug) from None
    answer_flow(question, Format(picked) if picked else None, max_sources, since, until, platform, has, rerank, llm,
                llm_timeout, output_file, retrieve, what, force, index_dir, synonyms, debug)


# `ask` options that one mode only uses: named on stderr when given in the other mode.
SEARCH_ONLY = ("--max-tokens", "--granularity", "--thorough", "--no-synonyms", "--min-results", "--null", "--explain")
ANSWER_ONLY = ("--max-sources", "--llm", "--llm-timeout")


def ask(
    query: Annotated[str, typer.Argument(help="A question (answered) or a search (find/list/show …).")],
    fmt: FormatOpt = None,
    max_results: Annotated[Optional[int], typer.Option("--max-results", "-n", min=1, help="How many results (SEARCH mode, default 10) or sources (ANSWER mode, as --max-sources).", show_default=False)] = None,
    max_sources: Annotated[Optional[int], typer.Option("--max-sources", min=1, help=f"ANSWER mode: most sources the answer cites (default {MAX_SOURCES}).", show_default=False)] = None,
    max_tokens: MaxTokensOpt = None,
    granularity: GranularityOpt = "chat",
    thorough: ThoroughOpt = False,
    no_synonyms: NoSynonymsOpt = False,
    synonyms: SynonymsOpt = None,
    min_results: MinResultsOpt = 3,
    since: SinceOpt = None,
    until: UntilOpt = None,
    platform: PlatformOpt = None,
    has: HasOpt = None,
    rerank: RerankOpt = None,
    llm: LlmOpt = None,
    llm_timeout: LlmTimeoutOpt = None,
    output_file: Annotated[Optional[str], typer.Option("--output-file", "-o", help="Also write the markdown to outputs/, or to PATH.", show_default=False, metavar="[PATH]")] = None,
    retrieve: Annotated[Optional[str], typer.Option("--retrieve", help="Also copy the found or cited chats into DIR (default outputs/retrieval_…/) with a manifest.", show_default=False, metavar="[DIR]")] = None,
    what: WhatOpt = "condensed",
    force: ForceOpt = False,
    null: NullOpt = False,
    explain_: ExplainOpt = False,
    index_dir: IndexDirOpt = None,
    strict: StrictOpt = False,
    rebuild: RebuildOpt = False,
    debug: DebugOpt = False,
) -> None:
    """Answer or search, by the phrasing: a question ("what…", "why…", "…?") gets ANSWER mode,
    anything else (and "find/search/list/show …") SEARCH mode. Says on stderr which it chose.

    Takes the options of both modes; one the chosen mode does not use is named on stderr.

    Examples:

        kbsearch ask "What problems have we had with Chatty?"

        kbsearch ask "find memory slots" -n 3 --since "last year"
    """
    from ..ranking.query import detect_mode

    mode = detect_mode(query)
    err(f"mode: {mode.upper()} (from the phrasing; `kbsearch answer` or `kbsearch search` to choose)")
    given = {"--max-tokens": max_tokens is not None, "--granularity": granularity != "chat", "--thorough": thorough,
             "--no-synonyms": no_synonyms, "--min-results": min_results != 3, "--null": null, "--explain": explain_,
             "--max-sources": max_sources is not None, "--llm": llm is not None, "--llm-timeout": llm_timeout is not None}
    unused = [name for name in (SEARCH_ONLY if mode == "answer" else ANSWER_ONLY) if given[name]]
    if unused:
        other = "search" if mode == "answer" else "answer"
        err(f"{mode.upper()} mode does not use {', '.join(unused)} (options of `kbsearch {other}`)")
    if mode == "answer":
        answer_flow(query, fmt, max_sources or max_results, since, until, platform, has, rerank, llm,
                    llm_timeout, output_file, retrieve, what, force, index_dir, synonyms, debug, strict, rebuild)
    search(query=query, max_results=max_results or 10, max_tokens=max_tokens, granularity=granularity, fmt=fmt,
           thorough=thorough, no_synonyms=no_synonyms, synonyms=synonyms, min_results=min_results, since=since,
           until=until, platform=platform, has=has, output_file=output_file, retrieve=retrieve, what=what,
           force=force, null=null, explain_=explain_, rerank=rerank, index_dir=index_dir, strict=strict,
           rebuild=rebuild, debug=debug)
