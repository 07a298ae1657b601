"""`kbsearch ingest`: chat exports into an archive, and `kbsearch mcp`: the archive served to
AI assistants over the Model Context Protocol."""

# No `from __future__ import annotations` here: Typer would then evaluate every parameter's
# annotation string when it builds the command (search: ~3.5 ms of each run).

from pathlib import Path
from typing import Annotated, Optional

import typer

from ..errors import ExitStatus, KbsearchError
from .shared import (
    words_only_chosen,
    load_extra,
    chunk_rows,
    DebugOpt,
    IndexDirOpt,
    LlmTimeoutOpt,
    SynonymsOpt,
    emit,
    err,
    fail,
    progress_bar,
)


# --from values a user may try, and where that history really comes from.
HINTS = {
    "gemini": ": Gemini history comes from Google Takeout (My Activity → Gemini Apps): --from takeout",
    "bard": ": Bard (now Gemini) history comes from Google Takeout (My Activity → Gemini Apps): --from takeout",
    "google": ": Gemini history comes from Google Takeout: --from takeout",
    "openai": ": a ChatGPT data export is --from chatgpt",
    "anthropic": ": a Claude.ai export is --from claude",
    "md": ": notes are --from markdown",
    "json": ": an export's conversations.json is --from chatgpt or --from claude; JSON Lines are --from jsonl",
}


def ingest(
    paths: Annotated[list[Path], typer.Argument(help="Export files (conversations.json, a .zip, MyActivity.html/.json, .jsonl), folders (an unzipped export, notes), or - for standard input (JSON Lines).", show_default=False)],
    into: Annotated[Optional[Path], typer.Option("--into", help="Archive root to write: the folder that holds indexes/ and the chat folders (the other commands' -i take its indexes/ folder; given that, ingest writes into its archive). Default: the archive the other commands search, never the demo.", show_default=False)] = None,
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
    from ..ingest import FORMATS, IngestError, InputError, Options, archive_of
    from ..ingest import ingest as run_ingest
    from ..render import ingest_out

    if source is not None and source not in FORMATS:
        hint = HINTS.get(source.lower(), "")
        err(f"--from must be one of {', '.join(FORMATS)}, not {source!r}{hint}")
        raise typer.Exit(ExitStatus.ERROR)
    if fmt not in (None, "text", "json"):
        err(f"--format must be text or json for ingest, not {fmt!r}")
        raise typer.Exit(ExitStatus.ERROR)
    try:
        root = into if into is not None else _configured_archive()
        if into is not None:
            root, note = archive_of(into)
            if note:
                err(note)
        condenser = None
        if llm:
            from ..ingest.llm_condense import LlmCondenser
            from ..settings import load_settings

            timeout = llm_timeout if llm_timeout is not None else load_settings().llm_timeout
            condenser = LlmCondenser(llm, timeout)
        options = Options(root=root.expanduser(), source_format=source, chunk_size=chunk_size, dry_run=dry_run,
                          with_projects=projects, condenser=condenser)
        with progress_bar("planning chats (dry run)" if dry_run else "ingesting chats") as advance:
            report = run_ingest(paths, options, advance)
    except (IngestError, InputError) as exc:
        err(str(exc))
        raise typer.Exit(ExitStatus.ERROR) from None
    except OSError as exc:  # a write no step names met a full disk or a refusal: still one line
        err(f"cannot write {exc.filename or 'into the archive'}: {exc.strerror or exc}; "
            "the indexes are as they were: fix that, then run ingest again")
        raise typer.Exit(ExitStatus.ERROR) from None
    except KbsearchError as exc:
        raise fail(exc, debug) from None
    emit(ingest_out.as_json(report) if fmt == "json" else ingest_out.lines(report))
    if not report.plans:  # no export, nothing readable (a binary file, every line bad): nothing done
        for line in ingest_out.nothing_lines(report):
            err(line)
        raise typer.Exit(ExitStatus.NOT_FOUND)
    for line in ingest_out.problem_lines(report):
        err(line)
    if not dry_run:
        _embed_advice(report)  # before the summary: scripts read the summary as the last line
    err(report.summary() + f" in {report.seconds:.1f} s")
    raise typer.Exit(ExitStatus.INCOMPLETE if report.damaged else ExitStatus.FOUND)


def _embed_advice(report) -> None:
    """After a real ingest, the one line on ranking by meaning (semantic.dense.advice)."""
    from ..semantic.dense import advice

    index_dir = Path(report.root) / "indexes"
    new = sum(p.chunks for p in report.plans if p.status in ("added", "changed"))
    line = advice(index_dir, chunk_rows(index_dir), new, words_only=words_only_chosen())
    if line:
        err(line)


def _configured_archive() -> Path:
    """--into's default: the archive the other commands search, never the bundled demo."""
    from ..config import DEMO_SOURCE, archive_root, resolve_index_dir
    from ..errors import BadQuery

    index_dir, origin = resolve_index_dir(None, must_exist=False)
    if origin == DEMO_SOURCE:
        raise BadQuery("no archive is configured (KBSEARCH_INDEX_DIR or AI_ROOT); say where to write with --into ROOT")
    return archive_root(index_dir)


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
    from ..config import resolve_index_dir

    try:  # a configured archive that is not there stops the server before a client connects
        resolve_index_dir(index_dir)
    except KbsearchError as exc:
        raise fail(exc, debug) from None
    def load():
        from .mcp_server import serve

        return serve

    serve = load_extra("mcp", "`kbsearch mcp`", load)
    serve(index_dir, synonyms, debug, notify=err)
