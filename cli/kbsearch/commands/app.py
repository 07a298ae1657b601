"""The `kbsearch` command line: options in, core call, renderer out. No search logic here."""

from __future__ import annotations

import json
import os
import sys
from contextlib import contextmanager
from datetime import date
from pathlib import Path
from typing import Annotated, Optional

import typer
from typer.core import TyperCommand

from ..errors import ExitStatus, KbsearchError
from ..ranking.results import rerun_args
from ..render import Format
from ..schema import SIGNALS, WHAT
from ..version import __version__

app = typer.Typer(
    name="kbsearch",
    help="Search your archive of AI conversations (ChatGPT, Claude, Gemini) through its CSV indexes.",
    no_args_is_help=True,
    add_completion=False,
    rich_markup_mode="markdown",
    context_settings={"help_option_names": ["-h", "--help"]},
)


# -- shared options (defined once, used by every command) ---------------------------

IndexDirOpt = Annotated[
    Optional[Path],
    typer.Option(
        "--index-dir", "-i",
        help="Folder with the three index CSVs. Default: $KBSEARCH_INDEX_DIR, "
        "$AI_ROOT/ai_memories/40_histories/indexes, then the bundled demo archive.",
        show_default=False,
    ),
]
FormatOpt = Annotated[
    Optional[Format],
    typer.Option("--format", "-f", help="Output format. Default: table on a terminal, jsonl in a pipe.", show_default=False),
]
StrictOpt = Annotated[bool, typer.Option("--strict", help="Treat bad index rows as errors (exit 2) instead of skipping them.")]
DebugOpt = Annotated[bool, typer.Option("--debug", help="Show a traceback on errors.")]
RerankOpt = Annotated[
    Optional[bool],
    typer.Option("--rerank/--no-rerank", help="Rerank the top results with sentence embeddings (default: the settings "
                 "file's `rerank`). Needs `pip install 'kbsearch[rerank]'`; without it the search stays lexical.",
                 show_default=False),
]
RebuildOpt = Annotated[
    bool,
    typer.Option("--rebuild", help="Rebuild the content index first (it is rebuilt by itself when a CSV changes; "
                 "use this after editing chunk files by hand)."),
]
WhatOpt = Annotated[
    str,
    typer.Option("--what", help="Which files: condensed, raw, both, or artifacts (each artifact as a file of its own)."),
]
ForceOpt = Annotated[bool, typer.Option("--force", help="Replace files of the same name in the destination.")]
NullOpt = Annotated[bool, typer.Option("--null", "-0", help="With -f paths: end each path with NUL (for xargs -0).")]
SynonymsOpt = Annotated[
    Optional[Path],
    typer.Option("--synonyms", help="Synonym table to use instead of the default synonyms.yaml.", show_default=False),
]


class OptionalValueCommand(TyperCommand):
    """Lets `--output-file` and `--retrieve` stand alone (Typer has no optional-value options).

    The word after one is its value when the query was already given before it (`search
    memory -o notes.md`), when --batch is used, or when the word looks like a path (ends in
    .md or contains a /); `--output-file=PATH` always works. Otherwise the word is left
    for the query and the default timestamped name is used."""

    optional_value = {"--output-file": "--output-file", "-o": "--output-file", "--retrieve": "--retrieve"}

    def parse_args(self, ctx, args):
        takes_value = {
            name
            for p in self.params
            if getattr(p, "param_type_name", "") == "option" and not getattr(p, "is_flag", False)
            and not getattr(p, "count", False)
            for name in p.opts
        }
        out, positional_seen, i = [], False, 0
        while i < len(args):
            arg = args[i]
            if arg in self.optional_value:
                nxt = args[i + 1] if i + 1 < len(args) else None
                path_like = nxt is not None and (nxt.endswith((".md", ".markdown")) or "/" in nxt or os.sep in nxt)
                name = self.optional_value[arg]
                if nxt is not None and not nxt.startswith("-") and (positional_seen or path_like):
                    out += [f"{name}={nxt}"]
                    i += 2
                    continue
                out.append(f"{name}=")
            elif arg == "--":
                out += args[i:]
                break
            elif arg.startswith("-") and arg != "-":
                out.append(arg)
                if arg in takes_value and i + 1 < len(args):
                    out.append(args[i + 1])
                    positional_seen |= arg == "--batch"
                    i += 1
            else:
                out.append(arg)
                positional_seen = True
            i += 1
        return super().parse_args(ctx, out)


def err(message: str) -> None:
    """Messages for people go to stderr; stdout carries data only."""
    print(f"kbsearch: {message}", file=sys.stderr, flush=True)


def stdout_is_terminal() -> bool:
    return sys.stdout.isatty()


def fail(exc: Exception, debug: bool) -> typer.Exit:
    if debug:
        raise exc
    err(str(exc))
    return typer.Exit(ExitStatus.ERROR)


def version_callback(value: bool) -> None:
    if value:
        print(f"kbsearch {__version__}")
        raise typer.Exit()


@app.callback()
def root(
    version: Annotated[
        bool, typer.Option("--version", "-V", callback=version_callback, is_eager=True, help="Print the version and exit.")
    ] = False,
) -> None:
    """Search your archive of AI conversations through its CSV indexes.

    Examples:

        kbsearch search "MCP timeout"

        kbsearch search "memory slots" -f jsonl | jq -r .chat_id

        kbsearch stats
    """


def open_searcher(index_dir: Path | None, synonyms: Path | None, strict: bool, rebuild: bool = False):
    from ..ranking.search import Searcher

    return Searcher.open(index_dir, synonyms, strict=strict, rebuild=rebuild, on_build=err)


def parse_day(value: str | None, option: str, end: bool = False) -> date | None:
    from ..ranking.timerange import parse_bound

    if value is None:
        return None
    try:
        return parse_bound(value, date.today(), end=end)
    except ValueError:
        raise KbsearchError(f"{option} {value!r}: expected YYYY, YYYY-MM, YYYY-MM-DD, a month name, today or yesterday") from None


def emit(text: str) -> None:
    sys.stdout.write(text)
    sys.stdout.flush()


@app.command(cls=OptionalValueCommand)
def search(
    query: Annotated[Optional[str], typer.Argument(help="What to look for. Words, time phrases ('in October', 'last week') and signal words ('decision').", show_default=False)] = None,
    max_results: Annotated[int, typer.Option("--max-results", "-n", min=1, help="How many results to show.")] = 10,
    max_tokens: Annotated[Optional[int], typer.Option("--max-tokens", min=1, help="Keep results while their total tokens fit this budget.", show_default=False)] = None,
    granularity: Annotated[str, typer.Option("--granularity", "-g", help="One result per chat or per chunk: chat|chunk.")] = "chat",
    fmt: FormatOpt = None,
    thorough: Annotated[bool, typer.Option("--thorough", help="Run all four layers and merge, instead of stopping at the first good one.")] = False,
    no_synonyms: Annotated[bool, typer.Option("--no-synonyms", help="Search the words as typed only.")] = False,
    synonyms: SynonymsOpt = None,
    min_results: Annotated[int, typer.Option("--min-results", min=1, help="Strong matches a layer needs before the cascade stops there.")] = 3,
    since: Annotated[Optional[str], typer.Option("--since", help="Only chats from this date on (YYYY, YYYY-MM, YYYY-MM-DD, month name).", show_default=False)] = None,
    until: Annotated[Optional[str], typer.Option("--until", help="Only chats up to this date.", show_default=False)] = None,
    platform: Annotated[Optional[list[str]], typer.Option("--platform", "-p", help="Only this platform (repeatable): chatgpt, claude, gemini…", show_default=False)] = None,
    has: Annotated[Optional[list[str]], typer.Option("--has", help="Only chats with this section (repeatable): decisions, discoveries, procedures, artifacts.", show_default=False)] = None,
    output_file: Annotated[Optional[str], typer.Option("--output-file", "-o", help="Also write the markdown result to outputs/search_YYYYMMDD_HHMMSS.md, or to PATH when one follows (a name ending in .md, or containing /, or --output-file=PATH).", show_default=False, metavar="[PATH]")] = None,
    batch: Annotated[Optional[str], typer.Option("--batch", help="Run one query per line of FILE (or - for stdin); prints one JSONL stream.", show_default=False)] = None,
    retrieve: Annotated[Optional[str], typer.Option("--retrieve", help="Also copy the matching files into DIR (default outputs/retrieval_YYYYMMDD_HHMMSS/) with manifest.json and MANIFEST.md.", show_default=False, metavar="[DIR]")] = None,
    what: WhatOpt = "condensed",
    force: ForceOpt = False,
    null: NullOpt = False,
    explain_: Annotated[bool, typer.Option("--explain", help="Show how each score was made: terms, fields, synonyms, chunks, boosts.")] = False,
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
        for s in has or []:
            if s not in SIGNALS:
                raise KbsearchError(f"--has {s!r}: expected one of {', '.join(SIGNALS)}")
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
        if batch is not None:
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
        if fmt not in (Format.table, Format.md):
            for c in response.corrections:
                err(f"searched “{c['to']}” for “{c['from']}”, which matches nothing")
        if not response.results and fmt is not Format.table:
            if response.found:
                err(f"{response.found} found for {query!r}, but none fits --max-tokens {max_tokens}")
            else:
                where = f" ({'; '.join(response.filters)})" if response.filters else ""
                err(f"no matches for {query!r}{where}")
    except KbsearchError as exc:
        raise fail(exc, debug) from None
    if report is not None and report.incomplete:
        raise typer.Exit(ExitStatus.INCOMPLETE)
    raise typer.Exit(ExitStatus.FOUND if response.results else ExitStatus.NOT_FOUND)


def retrieve_results(searcher, response, folder: str | None, what: str, max_tokens, force: bool):
    from ..config import archive_root
    from ..retrieve.copy_out import plan, search_requests

    items, unknown = plan(searcher.index, search_requests(response), what, archive_root(searcher.index_dir))
    about = {"query": response.query, "mode": response.mode, "search_path": response.search_path}
    return write_retrieval(searcher, items, unknown, folder, what, max_tokens, force, about)


def write_retrieval(searcher, items, unknown, folder, what, max_tokens, force, about):
    from ..retrieve.copy_out import deliver, report_lines

    report = deliver(searcher, items, unknown, folder, what, max_tokens=max_tokens, force=force, about=about)
    for line in report_lines(report):
        err(line)
    return report


def print_response(response, fmt: Format, what: str = "condensed", null: bool = False) -> None:
    """A search-shaped response to stdout: the Rich view, or one of the text formats."""
    if fmt is Format.table:
        from rich.console import Console

        from ..render.table import search_view

        Console().print(search_view(response))
    else:
        from ..render import render_text

        emit(render_text(response, fmt, what=what, null=null))


def write_markdown(text: str, output_file: str, kind: str) -> None:
    """--output-file: PATH as given, or outputs/{kind}_YYYYMMDD_HHMMSS.md (never clobbered)."""
    from ..retrieve.outputs import timestamped_path, write_new

    if output_file:
        path = write_new(Path(output_file), text, replace=True)
    else:
        path = write_new(timestamped_path(kind), text)
    err(f"wrote {path}")


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
            err(f"--batch {source}: line {number}: no matches for {query!r}")
        emit("".join(line + "\n" for line in jsonl_lines(response)))
    if errors:
        return ExitStatus.ERROR
    return ExitStatus.FOUND if found else ExitStatus.NOT_FOUND


@app.command()
def stats(
    fmt: FormatOpt = None,
    index_dir: IndexDirOpt = None,
    strict: StrictOpt = False,
    rebuild: RebuildOpt = False,
    debug: DebugOpt = False,
) -> None:
    """What the archive holds: topics, chats, chunks, sizes, platforms, dates, skipped rows.

    Examples:

        kbsearch stats

        kbsearch stats -f json | jq .chats
    """
    from ..config import resolve_index_dir
    from ..index.stats import archive_stats

    try:
        folder, source = resolve_index_dir(index_dir)
        if fmt not in (None, Format.json, Format.jsonl, Format.table):
            raise KbsearchError(f"stats prints text (default), json or jsonl, not {fmt.value}")
        searcher = open_searcher(folder, None, strict, rebuild)
        data = archive_stats(searcher.index, source)
    except KbsearchError as exc:
        raise fail(exc, debug) from None
    if fmt in (Format.json, Format.jsonl):
        emit(json.dumps(data, ensure_ascii=False, indent=None if fmt is Format.jsonl else 2) + "\n")
        return
    from ..render.stats_text import stats_text

    emit(stats_text(data))


@app.command("synonyms")
def synonyms_cmd(
    term: Annotated[str, typer.Argument(help="A word to expand.")],
    synonyms: SynonymsOpt = None,
    fmt: FormatOpt = None,
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
    if fmt in (Format.json, Format.jsonl):
        emit(json.dumps(records if len(records) > 1 else records[0], ensure_ascii=False, indent=2) + "\n")
    else:
        for r in records:
            syn = ", ".join(r["synonyms"]) or "(no synonyms)"
            emit(f"{r['term']} (looked up as {r['looked_up_as']}) → {syn}\n")
            for c in r["compounds"]:
                emit(f"  with {' + '.join(c['when'])}: also {', '.join(c['add'])}\n")
    found = any(r["synonyms"] or r["compounds"] for r in records)
    raise typer.Exit(ExitStatus.FOUND if found else ExitStatus.NOT_FOUND)


@app.command("retrieve")
def retrieve_cmd(
    source: Annotated[str, typer.Argument(help="FILE or - (stdin): JSONL from `kbsearch search -f jsonl`, chat_ids, or chunk paths, one per line.")] = "-",
    dest: Annotated[Optional[Path], typer.Option("--dir", "-d", help="Destination folder. Default: outputs/retrieval_YYYYMMDD_HHMMSS/.", show_default=False)] = None,
    what: WhatOpt = "condensed",
    max_tokens: Annotated[Optional[int], typer.Option("--max-tokens", min=1, help="Stop copying when this many tokens would be exceeded.", show_default=False)] = None,
    force: ForceOpt = False,
    index_dir: IndexDirOpt = None,
    debug: DebugOpt = False,
) -> None:
    """Copy chats out of the archive into a folder, with manifest.json and MANIFEST.md;
    print the folder's path.

    Exit status: 0 all copied, 1 nothing asked for, 2 error (nothing written),
    3 written but some files were missing, refused or unknown.

    Examples:

        kbsearch search "yaml" -f jsonl | jq -c 'select(.has_decisions)' | kbsearch retrieve - --dir out/

        printf '9e4b1a7f\\n5e3b9f07\\n' | kbsearch retrieve --what both

        kbsearch search "antArtifact" -f jsonl | kbsearch retrieve --what artifacts --dir artifacts/
    """
    from ..config import archive_root
    from ..retrieve.copy_out import parse_requests, plan

    try:
        if what not in WHAT:
            raise KbsearchError(f"--what {what!r}: expected one of {', '.join(WHAT)}")
        try:
            text = sys.stdin.read() if source == "-" else Path(source).read_text(encoding="utf-8-sig")
        except (OSError, UnicodeDecodeError) as exc:
            raise KbsearchError(f"{source}: cannot read ({getattr(exc, 'strerror', None) or exc})") from None
        # NUL-separated input (from -f paths -0) works as well as lines.
        requests = parse_requests(text.replace("\0", "\n").splitlines(), "stdin" if source == "-" else source)
        if not requests:
            err(f"nothing to retrieve: {'stdin' if source == '-' else source} has no chat_ids")
            raise typer.Exit(ExitStatus.NOT_FOUND)
        searcher = open_searcher(index_dir, None, False)
        items, unknown = plan(searcher.index, requests, what, archive_root(searcher.index_dir))
        if not items and unknown:
            err(f"none of the {len(unknown)} chat_ids is in {searcher.index_dir}: {', '.join(unknown[:5])}")
            raise typer.Exit(ExitStatus.NOT_FOUND)
        report = write_retrieval(searcher, items, unknown, dest, what, max_tokens, force, {"query": None, "mode": "retrieve"})
    except KbsearchError as exc:
        raise fail(exc, debug) from None
    emit(f"{report.folder}\n")  # the data: where the files are (cd "$(kbsearch retrieve …)")
    raise typer.Exit(ExitStatus.INCOMPLETE if report.incomplete else ExitStatus.FOUND)


@app.command()
def show(
    ident: Annotated[str, typer.Argument(help="A chat_id, or a chunk file path (as `-f paths` prints).", metavar="CHAT_ID|PATH")],
    chunk: Annotated[Optional[int], typer.Option("--chunk", "-c", help="Only this chunk.", show_default=False)] = None,
    raw: Annotated[bool, typer.Option("--raw", help="The raw chunk instead of the condensed one.")] = False,
    index_dir: IndexDirOpt = None,
    debug: DebugOpt = False,
) -> None:
    """Print a chat's condensed (or raw) text: for reading, or for fzf's preview.

    Examples:

        kbsearch show 9e4b1a7f

        kbsearch show 9e4b1a7f --chunk 2 --raw

        kbsearch search memory -f paths | fzf --preview 'kbsearch show {}'
    """
    from ..config import archive_root
    from ..errors import NotFound
    from ..index.show import show_text

    try:
        searcher = open_searcher(index_dir, None, False)
        text = show_text(searcher.index, archive_root(searcher.index_dir), ident, chunk, raw)
    except NotFound as exc:
        err(str(exc))
        raise typer.Exit(ExitStatus.NOT_FOUND) from None
    except KbsearchError as exc:
        raise fail(exc, debug) from None
    emit(text)


@app.command()
def check(
    fmt: FormatOpt = None,
    index_dir: IndexDirOpt = None,
    debug: DebugOpt = False,
) -> None:
    """Check the indexes against the files: missing files, size mismatches, duplicate chat_ids,
    rows escaping the archive root, unparseable dates, invalid YAML, has_* flags that disagree.

    Exit status: 0 clean, 1 problems found, 2 could not run.

    Examples:

        kbsearch check

        kbsearch check -f json | jq '.problem_counts'
    """
    from ..archive.check import check_archive, check_text
    from ..config import resolve_index_dir

    try:
        if fmt not in (None, Format.json, Format.jsonl, Format.table):
            raise KbsearchError(f"check prints text (default) or json, not {fmt.value}")
        report = check_archive(resolve_index_dir(index_dir)[0])
    except KbsearchError as exc:
        raise fail(exc, debug) from None
    if fmt in (Format.json, Format.jsonl):
        indent = None if fmt is Format.jsonl else 2
        emit(json.dumps(report.to_dict(), ensure_ascii=False, indent=indent) + "\n")
    else:
        emit(check_text(report))
    raise typer.Exit(ExitStatus.NOT_FOUND if report.problems else ExitStatus.FOUND)


@app.command("eval")
def eval_cmd(
    qrels: Annotated[Path, typer.Argument(help="JSONL of {sample_id, qid, question, category, relevant:[chat_id…]}.")],
    archives: Annotated[Path, typer.Option("--archives", "-a", help="Folder holding one archive per sample_id, each with its own indexes/.")],
    fmt: FormatOpt = None,
    thorough: Annotated[bool, typer.Option("--thorough", help="Run all four layers for every question.")] = False,
    no_synonyms: Annotated[bool, typer.Option("--no-synonyms", help="Search the words as typed only.")] = False,
    synonyms: SynonymsOpt = None,
    limit: Annotated[Optional[int], typer.Option("--limit", min=1, help="Only the first N questions (quick checks).", show_default=False)] = None,
    rerank: RerankOpt = None,
    debug: DebugOpt = False,
) -> None:
    """Measure ranking quality: Recall@1/2/5/10, MRR and nDCG@10, overall and per category,
    through the same search pipeline as `kbsearch search`.

    Examples:

        kbsearch eval ../shared/data/realtalk/archive/qrels.jsonl --archives ../shared/data/realtalk/archive

        kbsearch eval qrels.jsonl -a archives/ --thorough -f json | jq .overall
    """
    from ..ranking.eval import DEPTH, read_qrels, report_text, run_eval
    from ..ranking.search import Searcher, SearchOptions

    options = SearchOptions(max_results=DEPTH, thorough=thorough, use_synonyms=not no_synonyms, rerank=rerank)
    opened: list = []

    def factory(folder: Path):
        searcher = Searcher.open(folder, synonyms, on_build=err)
        opened.append(searcher)
        return lambda question: searcher.ranked_chat_ids(question, options, DEPTH)

    try:
        if not archives.is_dir():
            raise KbsearchError(f"--archives {archives}: not a folder")
        questions = read_qrels(qrels)[:limit]
        report = run_eval(questions, archives, factory, {"thorough": thorough, "synonyms": not no_synonyms})
        wanted = rerank if rerank is not None else (opened[0].settings.rerank if opened else False)
        failure = next((s.rerank_failure for s in opened if s.rerank_failure), "")
        report.options["rerank"] = bool(wanted and not failure)
        if failure:
            report.notes.append(f"asked to rerank, but: {failure}")
    except KbsearchError as exc:
        raise fail(exc, debug) from None
    if fmt in (Format.json, Format.jsonl):
        emit(json.dumps(report.to_dict(), indent=2) + "\n")
    else:
        emit(report_text(report))


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
        from rich.console import Console
        from rich.markdown import Markdown

        Console().print(Markdown(text))
    else:
        emit(text)
    if report is not None and report.incomplete:
        raise typer.Exit(ExitStatus.INCOMPLETE)
    raise typer.Exit(ExitStatus.FOUND if result.found else ExitStatus.NOT_FOUND)


LlmOpt = Annotated[Optional[str], typer.Option("--llm", help="A local command (ollama, llm, an agent CLI) that gets the prompts/answer.md prompt on stdin and writes the answer; its citations are checked, and the offline answer is used if they fail.", show_default=False)]
LlmTimeoutOpt = Annotated[Optional[float], typer.Option("--llm-timeout", min=1, help="Seconds to wait for --llm (default 120, or llm.timeout in the settings).", show_default=False)]
MaxSourcesOpt = Annotated[int, typer.Option("--max-sources", min=1, help="Most sources an answer cites.")]


@app.command(cls=OptionalValueCommand)
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


@app.command(cls=OptionalValueCommand)
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


index_app = typer.Typer(
    help="The derived content index: build or update it, or see what is built.",
    no_args_is_help=True, add_completion=False, context_settings={"help_option_names": ["-h", "--help"]},
)
app.add_typer(index_app, name="index")


@index_app.command("build")
def index_build(
    index_dir: IndexDirOpt = None,
    full: Annotated[bool, typer.Option("--full", help="Rebuild from scratch instead of appending new chats.")] = False,
    strict: StrictOpt = False,
    debug: DebugOpt = False,
) -> None:
    """Bring the content index up to date now: new chats are appended (only their files are
    read); a chat whose CSV rows or chunk files changed, or that was removed, rebuilds it in
    full. Unlike a search, this also stats every chunk file, so edits made without a CSV
    change are found. Prints the index status as JSON.

    Examples:

        kbsearch index build

        kbsearch index build --full -i ~/ai/40_histories/indexes
    """
    from ..config import resolve_index_dir
    from ..index.open import open_index, status

    try:
        folder = resolve_index_dir(index_dir)[0]
        with progress_bar("indexing chunks") as advance:
            open_index(folder, strict=strict, rebuild=full, on_build=err, on_progress=advance, check_files=True).close()
        emit(json.dumps(status(folder), ensure_ascii=False) + "\n")
    except KbsearchError as exc:
        raise fail(exc, debug) from None


@index_app.command("status")
def index_status(
    index_dir: IndexDirOpt = None,
    check_files: Annotated[bool, typer.Option("--check-files", help="Also compare every chunk file's size and time "
                                              "with the index (one stat per file).")] = False,
    debug: DebugOpt = False,
) -> None:
    """What is built, where, how big and how fresh, as JSON. `fresh` is false when a CSV
    changed since the index was built (the next search updates it).

    Examples:

        kbsearch index status

        kbsearch index status --check-files | jq .fresh
    """
    from ..config import resolve_index_dir
    from ..index.open import status

    try:
        data = status(resolve_index_dir(index_dir)[0], check_files=check_files)
    except KbsearchError as exc:
        raise fail(exc, debug) from None
    emit(json.dumps(data, ensure_ascii=False, indent=2) + "\n")


@app.command()
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
    for note in response.notes:
        err(note)
    print_response(response, fmt or (Format.table if stdout_is_terminal() else Format.jsonl))
    raise typer.Exit(ExitStatus.FOUND if response.results else ExitStatus.NOT_FOUND)


@app.command()
def embed(
    index_dir: IndexDirOpt = None,
    debug: DebugOpt = False,
) -> None:
    """Compute the sentence embeddings --rerank uses, for every chunk that changed since
    the last run (the first run reads everything: minutes for thousands of chunks).

    Examples:

        kbsearch embed

        kbsearch embed -i ~/ai/40_histories/indexes
    """
    from ..semantic.embed import EmbeddingStore, EmbeddingsUnavailable

    try:
        searcher = open_searcher(index_dir, None, False)
        store = EmbeddingStore.open(searcher.index_dir)
        if store.problem:
            err(f"embedding cache rebuilt: {store.problem}")
        with progress_bar("embedding chunks") as advance:
            stats = store.update(searcher.index, advance)
    except EmbeddingsUnavailable as exc:
        err(f"cannot embed: {exc}")
        raise typer.Exit(ExitStatus.ERROR) from None
    except KbsearchError as exc:
        raise fail(exc, debug) from None
    emit(json.dumps(stats) + "\n")


@app.command()
def ingest(
    paths: Annotated[list[Path], typer.Argument(help="Export files (conversations.json, a .zip, MyActivity.html/.json, .jsonl), folders (an unzipped export, notes), or - for standard input (JSON Lines).", show_default=False)],
    into: Annotated[Optional[Path], typer.Option("--into", help="Archive root to write (indexes/ and chat folders); default: the configured archive.", show_default=False)] = None,
    source: Annotated[Optional[str], typer.Option("--from", help="Input format when detection is not enough: chatgpt, claude, takeout, jsonl or markdown.", show_default=False)] = None,
    chunk_size: Annotated[int, typer.Option("--chunk-size", help="Messages per chunk.")] = 50,
    dry_run: Annotated[bool, typer.Option("--dry-run", help="List what would be added, changed and skipped; write nothing.")] = False,
    projects: Annotated[bool, typer.Option("--projects", help="Also ingest Claude projects.json documents, each project as a chat.")] = False,
    llm: Annotated[Optional[str], typer.Option("--llm", help="A local command that condenses each chunk from prompts/condense.md; validated, with the offline condensation as fallback.", show_default=False)] = None,
    llm_timeout: LlmTimeoutOpt = None,
    fmt: Annotated[Optional[str], typer.Option("--format", "-f", help="Output: text (a line per chat added or changed) or json.", show_default=False)] = None,
    debug: DebugOpt = False,
) -> None:
    """Turn chat exports into an archive (chunks, condensed files, topics, the three
    index CSVs) that every other command searches. Re-running changes only what changed.

    Examples:

        kbsearch ingest ~/Downloads/chatgpt-export.zip --into ~/ai/40_histories

        kbsearch ingest conversations.json --from claude --into ~/ai/40_histories --dry-run

        kbsearch ingest notes/ --from markdown --into ~/ai/40_histories

        my-exporter --jsonl | kbsearch ingest - --into ~/ai/40_histories
    """
    from ..ingest import FORMATS, IngestError, InputError, Options
    from ..ingest import ingest as run_ingest
    from ..render import ingest_out

    if source is not None and source not in FORMATS:
        err(f"--from must be one of {', '.join(FORMATS)}, not {source!r}")
        raise typer.Exit(ExitStatus.ERROR)
    if fmt not in (None, "text", "json"):
        err(f"--format must be text or json for ingest, not {fmt!r}")
        raise typer.Exit(ExitStatus.ERROR)
    try:
        root = into if into is not None else _configured_archive()
        condenser = None
        if llm:
            from ..ingest.llm_condense import LlmCondenser
            from ..settings import load_settings

            timeout = llm_timeout if llm_timeout is not None else load_settings().llm_timeout
            condenser = LlmCondenser(llm, timeout)
        options = Options(root=root.expanduser(), source_format=source, chunk_size=chunk_size, dry_run=dry_run,
                          with_projects=projects, condenser=condenser)
        with progress_bar("ingesting chats") as advance:
            report = run_ingest(paths, options, advance)
    except (IngestError, InputError) as exc:
        err(str(exc))
        raise typer.Exit(ExitStatus.ERROR) from None
    except KbsearchError as exc:
        raise fail(exc, debug) from None
    emit(ingest_out.as_json(report) if fmt == "json" else ingest_out.lines(report))
    for line in ingest_out.problem_lines(report):
        err(line)
    err(report.summary() + f" in {report.seconds:.1f} s")
    if report.damaged:
        raise typer.Exit(ExitStatus.INCOMPLETE)
    raise typer.Exit(ExitStatus.FOUND if report.plans else ExitStatus.NOT_FOUND)


def _configured_archive() -> Path:
    """--into's default: the archive the other commands search, never the bundled demo."""
    from ..config import archive_root, resolve_index_dir
    from ..errors import BadQuery

    index_dir, origin = resolve_index_dir(None)
    if origin == "bundled demo archive":
        raise BadQuery("no archive is configured (KBSEARCH_INDEX_DIR or AI_ROOT); say where to write with --into ROOT")
    return archive_root(index_dir)


@app.command("mcp")
def mcp_cmd(
    index_dir: IndexDirOpt = None,
    synonyms: SynonymsOpt = None,
    debug: Annotated[bool, typer.Option("--debug", help="Log the protocol and tool calls in detail (stderr).")] = False,
) -> None:
    """Serve the archive to AI assistants (Claude Desktop, Claude Code…) over the Model
    Context Protocol on stdio: tools search_knowledge_base, grep_search, get_chat and
    get_search_stats. Needs `pip install 'kbsearch[mcp]'`. Logs go to stderr; stdout
    carries the protocol only. Paths a client names stay inside the outputs folder.

    Examples:

        kbsearch mcp

        kbsearch mcp --index-dir ~/ai/40_histories/indexes

        claude mcp add kbsearch -- kbsearch mcp
    """
    try:
        from .mcp_server import serve
    except ModuleNotFoundError as exc:
        if not (exc.name or "").startswith(("mcp", "pydantic")):
            raise
        err(f"`kbsearch mcp` needs the MCP SDK ({exc.name} is missing): pip install 'kbsearch[mcp]'")
        raise typer.Exit(ExitStatus.ERROR) from None
    serve(index_dir, synonyms, debug, notify=err)


@contextmanager
def progress_bar(label: str):
    """A Rich progress bar on a terminal (stderr); silence in a pipe or a log."""
    if not sys.stderr.isatty():
        yield lambda done, total: None
        return
    from rich.console import Console
    from rich.progress import Progress

    with Progress(console=Console(stderr=True), transient=True) as progress:
        task = progress.add_task(label, total=None)
        yield lambda done, total: progress.update(task, completed=done, total=total)


def main() -> None:
    try:
        app()
    except KeyboardInterrupt:
        err("interrupted")
        sys.exit(130)
    except BrokenPipeError:
        # The reader (head, fzf) went away: not an error worth a traceback.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        sys.exit(ExitStatus.FOUND)
