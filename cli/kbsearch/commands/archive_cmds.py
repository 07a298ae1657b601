"""Commands over the archive's files: `kbsearch stats`, `retrieve`, `show` and `check`."""

# No `from __future__ import annotations` here: Typer would then evaluate every parameter's
# annotation string when it builds the command (search: ~3.5 ms of each run).

import json
import os
import sys
from pathlib import Path
from typing import Annotated, Optional

import typer

from ..errors import ExitStatus, KbsearchError
from ..schema import WHAT
from ..wording import counted
from .shared import (
    DebugOpt,
    ForceOpt,
    IndexDirOpt,
    RebuildOpt,
    StrictOpt,
    WhatOpt,
    emit,
    err,
    fail,
    format_opt,
    open_searcher,
    pick_format,
    stdout_is_terminal,
    write_retrieval,
)


ByOpt = Annotated[
    Optional[str],
    typer.Option("--by", help="Counts, sizes and tokens per month (of each chat's start date; chats without one "
                 "under \"undated\"), platform or topic (a chat counts under each of its topics). Formats: "
                 "a table with bars (default), json, jsonl, csv, tsv.", metavar="month|platform|topic",
                 show_default=False),
]


StatsFormatOpt = format_opt("text|table|json|jsonl|csv|tsv", "text; with --by a table with bars on a terminal, text "
                            "in a pipe (csv and tsv need --by; table is text without --by)")
CheckFormatOpt = format_opt("text|json|jsonl", "text (jsonl: the json on one line)")


def stats(
    fmt: StatsFormatOpt = None,
    by: ByOpt = None,
    index_dir: IndexDirOpt = None,
    strict: StrictOpt = False,
    rebuild: RebuildOpt = False,
    debug: DebugOpt = False,
) -> None:
    """What the archive holds: topics, chats, chunks, sizes, platforms, dates, skipped rows.

    Examples:

        kbsearch stats

        kbsearch stats -f json | jq .chats

        kbsearch stats --by month

        kbsearch stats --by topic -f csv > topics.csv
    """
    from ..config import resolve_index_dir

    try:
        folder, source = resolve_index_dir(index_dir)
        if by is not None:
            by = _group_key(by)
            fmt = pick_format(fmt, ("table", "text", "json", "jsonl", "csv", "tsv"), "stats --by")
        else:
            hint = " (csv and tsv need --by month|platform|topic)" if (fmt or "").lower() in ("csv", "tsv") else ""
            fmt = pick_format(fmt, ("text", "table", "json", "jsonl"), "stats", hint)
        searcher = open_searcher(folder, None, strict, rebuild)
        if by is not None:
            from ..index.stats import grouped_stats

            data = grouped_stats(searcher.index, by)
        else:
            from ..index.stats import archive_stats

            data = archive_stats(searcher.index, source)
    except KbsearchError as exc:
        raise fail(exc, debug) from None
    if by is not None:
        _print_grouped(data, fmt)
    elif fmt in ("json", "jsonl"):
        emit(json.dumps(data, ensure_ascii=False, indent=None if fmt == "jsonl" else 2) + "\n")
    else:
        from ..render.stats_text import stats_text

        emit(stats_text(data))


def _group_key(by: str) -> str:
    """--by's value, any case, checked before the index is opened."""
    from ..index.stats import GROUP_KEYS

    if by.lower() not in GROUP_KEYS:
        raise KbsearchError(f"--by {by!r}: expected month, platform or topic")
    return by.lower()


def _print_grouped(data: dict, fmt) -> None:
    """stats --by: a Rich table on a colour terminal (or with -f table), plain text in a pipe
    or with NO_COLOR, every group in json, jsonl, csv and tsv."""
    from ..render import stats_text as out

    if fmt == "json":
        emit(json.dumps(data, ensure_ascii=False, indent=2) + "\n")
    elif fmt == "jsonl":
        emit("".join(json.dumps(g, ensure_ascii=False) + "\n" for g in data["groups"]))
    elif fmt in ("csv", "tsv"):
        emit(out.stats_by_delimited(data, "\t" if fmt == "tsv" else ","))
    elif fmt == "table" or (fmt is None and stdout_is_terminal() and not os.environ.get("NO_COLOR")):
        from rich.console import Console

        from ..render.stats_table import stats_by_view

        console = Console()
        console.print(stats_by_view(data, console.width))
    else:
        emit(out.stats_by_text(data))


def retrieve_cmd(
    source: Annotated[str, typer.Argument(help="FILE or - (stdin): JSONL from `kbsearch search -f jsonl`, chat_ids, or chunk paths, one per line.")] = "-",
    dest: Annotated[Optional[Path], typer.Option("--dir", "-d", help="Destination folder. Default: outputs/retrieval_YYYYMMDD_HHMMSS/.", show_default=False)] = None,
    what: WhatOpt = "condensed",
    max_tokens: Annotated[Optional[int], typer.Option("--max-tokens", min=1, help="Copy, in order, each file that still fits this many tokens; the manifest lists the rest as left out.", show_default=False)] = None,
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
    from ..retrieve.copy_out import parse_requests, plan, requests_about

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
            err(f"none of the {counted(len(unknown), 'chat_id')} asked for is in {searcher.index_dir}: {', '.join(unknown[:5])}")
            raise typer.Exit(ExitStatus.NOT_FOUND)
        report = write_retrieval(searcher, items, unknown, dest, what, max_tokens, force, {**requests_about(requests), "mode": "retrieve"})
    except KbsearchError as exc:
        raise fail(exc, debug) from None
    emit(f"{report.folder}\n")  # the data: where the files are (cd "$(kbsearch retrieve …)")
    raise typer.Exit(ExitStatus.INCOMPLETE if report.incomplete else ExitStatus.FOUND)


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


def check(
    fmt: CheckFormatOpt = None,
    index_dir: IndexDirOpt = None,
    debug: DebugOpt = False,
) -> None:
    """Check the indexes against the files: missing files, size mismatches, duplicate chat_ids,
    rows escaping the archive root, unparseable dates, invalid YAML, has_* flags that disagree.

    Exit status: 0 clean, 1 problems found (a damaged derived index among them: the next
    search rebuilds it), 2 could not run.

    Examples:

        kbsearch check

        kbsearch check -f json | jq '.problem_counts'
    """
    from ..archive.check import Problem, check_archive, check_text
    from ..config import resolve_index_dir
    from ..index.open import status

    try:
        fmt = pick_format(fmt, ("text", "json", "jsonl"), "check")
        folder = resolve_index_dir(index_dir)[0]
        report = check_archive(folder)
        derived = status(folder)
        if derived.get("damaged"):
            report.problems.append(Problem("damaged_index", derived["index_file"], None, derived["problem"]))
    except KbsearchError as exc:
        raise fail(exc, debug) from None
    if fmt in ("json", "jsonl"):
        indent = None if fmt == "jsonl" else 2
        emit(json.dumps(report.to_dict(), ensure_ascii=False, indent=indent) + "\n")
    else:
        emit(check_text(report))
    raise typer.Exit(ExitStatus.NOT_FOUND if report.problems else ExitStatus.FOUND)
