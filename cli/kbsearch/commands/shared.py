"""What the commands share: the options every command takes (defined once), the parser
that lets --output-file and --retrieve stand alone, and the helpers for errors, opening a
searcher, dates, printing results and writing result files or retrieval folders."""

from __future__ import annotations

import os
import sys
from contextlib import contextmanager
from datetime import date
from pathlib import Path
from typing import Annotated, Optional

import typer
from typer.core import TyperCommand

from ..errors import ExitStatus, KbsearchError
from ..render import Format

IndexDirOpt = Annotated[
    Optional[Path],
    typer.Option(
        "--index-dir", "-i",
        help="The archive's indexes folder, with the three index CSVs (ingest --into takes the folder above it). "
        "Default: $KBSEARCH_INDEX_DIR, $AI_ROOT/ai_memories/40_histories/indexes (either one missing is an error), "
        "then the bundled demo archive.",
        show_default=False,
    ),
]
FormatOpt = Annotated[
    Optional[Format],
    typer.Option("--format", "-f", help="Output format. Default: table on a terminal, jsonl in a pipe.", show_default=False),
]


def format_opt(accepted: str, default: str):
    """-f of a command that prints fewer forms than a search: its help lists only those, with
    the real default, and pick_format refuses any other in one line."""
    return Annotated[
        Optional[str],
        typer.Option("--format", "-f", metavar=accepted, help=f"Output format. Default: {default}.",
                     show_default=False),
    ]


def pick_format(value: str | None, accepted: tuple[str, ...], command: str, hint: str = "") -> str | None:
    """The -f value a command accepts (any case), or one line saying which it does."""
    from ..wording import echo

    if value is None:
        return None
    if value.lower() in accepted:
        return value.lower()
    listed = ", ".join(accepted[:-1]) + f" or {accepted[-1]}"
    raise KbsearchError(f"{command} -f {echo(value)}: {command} prints {listed}{hint}")


StrictOpt = Annotated[bool, typer.Option("--strict", help="Treat bad index rows as errors (exit 2) instead of skipping them.")]
DebugOpt = Annotated[bool, typer.Option("--debug", help="Show a traceback on errors.")]
RerankOpt = Annotated[
    Optional[bool],
    typer.Option("--rerank/--no-rerank", help="Hybrid ranking (words fused with sentence embeddings, which also "
                 "find chats close in meaning that share no word with the query) or words alone. Default: hybrid "
                 "wherever `kbsearch embed` has run and the rerank extra is installed, unless the settings file's "
                 "`rerank` says otherwise. --rerank embeds a few missing passages itself.",
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
SinceOpt = Annotated[Optional[str], typer.Option("--since", help="Only chats from this date on: YYYY, YYYY-MM, YYYY-MM-DD, or any time phrase a query takes ('October', 'last week', 'last 3 days', 'this month', 'yesterday').", show_default=False)]
UntilOpt = Annotated[Optional[str], typer.Option("--until", help="Only chats up to this date (the same forms as --since; 'last week' ends on its Sunday).", show_default=False)]
PlatformOpt = Annotated[Optional[list[str]], typer.Option("--platform", "-p", help="Only this platform (repeatable); one the archive has (chatgpt, claude, gemini…; `kbsearch stats` lists them).", show_default=False)]
HasOpt = Annotated[Optional[list[str]], typer.Option("--has", help="Only chats with this section (repeatable): decisions, discoveries, procedures, artifacts.", show_default=False)]
LlmTimeoutOpt = Annotated[Optional[float], typer.Option("--llm-timeout", min=1, help="Seconds to wait for --llm (default 120, or llm.timeout in the settings).", show_default=False)]


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


_muted: list[str] = []
_wrote = False


def err(message: str) -> None:
    """Messages for people go to stderr; stdout carries data only."""
    if any(message.startswith(prefix) for prefix in _muted):
        return
    # One write with its newline: stderr writes through, and print's two writes let a Ctrl-C
    # land between them ("… (2 chats, 2 chunks)kbsearch: interrupted" on one line).
    sys.stderr.write(f"kbsearch: {message}\n")
    sys.stderr.flush()


def mute(prefix: str) -> None:
    """Say no more messages starting with `prefix` (one already said what they would)."""
    _muted.append(prefix)


def wrote_output() -> bool:
    """Whether this run has written anything to stdout (through emit or print_rich)."""
    return _wrote


def _writing() -> None:
    global _wrote
    _wrote = True


def stdout_is_terminal() -> bool:
    return sys.stdout.isatty()


def fail(exc: Exception, debug: bool) -> typer.Exit:
    if debug:
        raise exc
    err(str(exc))
    return typer.Exit(ExitStatus.ERROR)


def open_searcher(index_dir: Path | None, synonyms: Path | None, strict: bool, rebuild: bool = False):
    from ..ranking.search import Searcher

    return Searcher.open(index_dir, synonyms, strict=strict, rebuild=rebuild, on_build=err)


def missing_rerank(searcher, rerank: bool | None) -> bool:
    """--rerank (or the settings' `rerank: true`) without the rerank extra: the searcher
    ranks lexically and its one note names what is missing and the install command, where
    the model's own failure would only say "run kbsearch embed" (which cannot run either).
    True when the extra is missing and reranking was asked for."""
    from ..config import extra_missing_line

    wanted = searcher.settings.rerank if rerank is None else rerank
    if not wanted:
        return False
    line = extra_missing_line("rerank", "--rerank")
    if line and not searcher.rerank_failure:
        searcher.rerank_failure = f"rerank unavailable, lexical ranking only: {line}"
    return line is not None


def parse_day(value: str | None, option: str, end: bool = False) -> date | None:
    from ..ranking.query import time_bound
    from ..wording import echo

    if value is None:
        return None
    try:
        return time_bound(value, date.today(), end=end)
    except ValueError as exc:
        raise KbsearchError(f"{option} {echo(value)}: {exc}") from None


def check_has(has: list[str] | None) -> None:
    from ..schema import SIGNALS
    from ..wording import echo

    for s in has or []:
        if s not in SIGNALS:
            raise KbsearchError(f"--has {echo(s)}: expected one of {', '.join(SIGNALS)}")


def emit(text: str) -> None:
    _writing()
    try:
        sys.stdout.write(text)
        sys.stdout.flush()
    except BrokenPipeError:
        raise reader_gone() from None


def reader_gone() -> typer.Exit:
    """The reader of stdout (head, fzf) went away: exit 0, as when it reads everything.
    Left to Typer, a closed pipe exits 1, which reads as "nothing found"; a --batch that
    `head` stops is where that showed."""
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # the exit's own flush goes nowhere
    return typer.Exit(ExitStatus.FOUND)


def print_rich(renderable, console=None) -> None:
    """A Rich view to stdout (on `console`, or a new one), with the closed pipe treated as in `emit`."""
    from rich.console import Console

    _writing()
    try:
        (console or Console()).print(renderable)
    except BrokenPipeError:
        raise reader_gone() from None


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

        console = Console()
        print_rich(search_view(response, console.width), console)
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


def chunk_rows(index_dir: Path) -> int:
    """About how many chunks an archive has: the condensed index's lines less its header
    (a cheap count for advice lines; 0 when it cannot be read)."""
    from ..config import find_index_files

    try:
        path = find_index_files(index_dir)["condensed"]
        with open(path, "rb") as f:
            return max(0, sum(block.count(b"\n") for block in iter(lambda: f.read(1 << 20), b"")) - 1)
    except (KbsearchError, OSError, KeyError):
        return 0


def require_extra(extra: str, what: str) -> None:
    """Exit 2 with one line naming the missing piece and the install command when the
    optional `extra` that `what` needs is not installed."""
    from ..config import extra_missing_line

    missing = extra_missing_line(extra, what)
    if missing:
        err(missing)
        raise typer.Exit(ExitStatus.ERROR)


def load_extra(extra: str, what: str, load):
    """`load()` (the import of `what`'s own module) once `extra` is installed: a package its
    own dependencies need that is missing is the same one line and exit 2, not a traceback."""
    require_extra(extra, what)
    try:
        return load()
    except ModuleNotFoundError as exc:
        if (exc.name or "kbsearch").startswith("kbsearch"):
            raise
        from ..config import install_command

        err(f"{what} needs the {extra} extra ({exc.name} is missing): {install_command(extra)}")
        raise typer.Exit(ExitStatus.ERROR) from None


def words_only_chosen() -> bool:
    """Whether the settings file says `rerank: false` (an unreadable one says nothing here:
    the command that reads it for real reports it)."""
    from ..settings import BadSettings, load_settings

    try:
        return load_settings().rerank is False
    except BadSettings:
        return False
