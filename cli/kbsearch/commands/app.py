"""The `kbsearch` command line: options in, core call, renderer out. No search logic here.

This module makes the Typer app and registers the commands, which live one family to a
module (search_cmds, answer_cmds, archive_cmds, index_cmds, ingest_cmds) over shared.py."""

from __future__ import annotations

import os
import sys
from typing import Annotated

import typer

from ..errors import ExitStatus
from ..version import __version__
from . import answer_cmds, archive_cmds, index_cmds, ingest_cmds, search_cmds
from .shared import OptionalValueCommand, err

app = typer.Typer(
    name="kbsearch",
    help="Search your archive of AI conversations (ChatGPT, Claude, Gemini) through its CSV indexes.",
    no_args_is_help=True,
    add_completion=False,
    rich_markup_mode="markdown",
    context_settings={"help_option_names": ["-h", "--help"]},
)


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


# The commands, in the order `kbsearch --help` lists them.
app.command(cls=OptionalValueCommand)(search_cmds.search)
app.command()(archive_cmds.stats)
app.command("synonyms")(search_cmds.synonyms_cmd)
app.command("retrieve")(archive_cmds.retrieve_cmd)
app.command()(archive_cmds.show)
app.command()(archive_cmds.check)
app.command("eval")(index_cmds.eval_cmd)
app.command(cls=OptionalValueCommand)(answer_cmds.answer)
app.command(cls=OptionalValueCommand)(answer_cmds.ask)
app.add_typer(index_cmds.index_app, name="index")
app.command()(search_cmds.similar)
app.command()(index_cmds.embed)
app.command()(ingest_cmds.ingest)
app.command("mcp")(ingest_cmds.mcp_cmd)


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
