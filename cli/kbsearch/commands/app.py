"""The `kbsearch` command line: options in, core call, renderer out. No search logic here.

This module makes the Typer app and registers the commands, which live one family to a
module (search_cmds, answer_cmds, archive_cmds, index_cmds, ingest_cmds) over shared.py.

A run registers only the command it was asked for, when the first argument names one:
Typer turns every registered command's signature into Click parameters before it parses
anything (15 commands: ~15 ms of a ~0.1 s start), and each command family's module is
imported only for its own commands. `kbsearch`, `kbsearch --help` and anything that is not
a command name get the whole app, so the list of commands and Click's own errors are as
they always were.
"""

import importlib
import inspect
import os
import sys
from typing import Annotated

import typer

from ..errors import ExitStatus
from ..version import __version__
from . import shared
from .shared import OptionalValueCommand, err

# (command name, module, attribute, how to register), in the order `kbsearch --help` lists them.
COMMANDS = (
    ("search", "search_cmds", "search", "optional-values"),
    ("stats", "archive_cmds", "stats", ""),
    ("synonyms", "search_cmds", "synonyms_cmd", ""),
    ("retrieve", "archive_cmds", "retrieve_cmd", ""),
    ("show", "archive_cmds", "show", ""),
    ("check", "archive_cmds", "check", ""),
    ("eval", "index_cmds", "eval_cmd", ""),
    ("answer", "answer_cmds", "answer", "optional-values"),
    ("ask", "answer_cmds", "ask", "optional-values"),
    ("index", "index_cmds", "index_app", "group"),
    ("similar", "search_cmds", "similar", ""),
    ("embed", "index_cmds", "embed", ""),
    ("ingest", "ingest_cmds", "ingest", ""),
    ("mcp", "ingest_cmds", "mcp_cmd", ""),
    ("serve", "serve_cmds", "serve_cmd", ""),
)


def version_callback(value: bool) -> None:
    if value:
        print(f"kbsearch {__version__}")
        raise typer.Exit()


def root(
    version: Annotated[
        bool, typer.Option("--version", "-V", callback=version_callback, is_eager=True, help="Print the version and exit.")
    ] = False,
) -> None:
    """Search your archive of AI conversations (ChatGPT, Claude, Gemini) through its CSV indexes.

    Examples:

        kbsearch search "MCP timeout"

        kbsearch search "memory slots" -f jsonl | jq -r .chat_id

        kbsearch stats
    """


def build_app(only: str | None = None) -> typer.Typer:
    """The Typer app with every command, or with the command `only` alone."""
    app = typer.Typer(
        name="kbsearch",
        help=examples_as_written(inspect.cleandoc(root.__doc__)),
        no_args_is_help=True,
        add_completion=False,
        rich_markup_mode=None,
        context_settings={"help_option_names": ["-h", "--help"]},
    )
    app.callback()(root)
    for name, module, attribute, how in COMMANDS:
        if only is not None and name != only:
            continue
        target = getattr(importlib.import_module(f"{__package__}.{module}"), attribute)
        if how == "group":
            app.add_typer(target, name=name)
        elif how == "optional-values":
            app.command(name, cls=OptionalValueCommand)(target)
        else:
            app.command(name)(target)
    _plain_help(app)
    return app


def _plain_help(app: typer.Typer) -> None:
    """Each command's help with its examples kept as written, and the first clause as what
    a command list shows of it (groups too)."""
    for info in app.registered_commands:
        if info.help is None and info.callback is not None and info.callback.__doc__:
            info.help = examples_as_written(inspect.cleandoc(info.callback.__doc__))
            info.short_help = info.short_help or first_clause(info.help)
    for group in app.registered_groups:
        about = group.typer_instance.info.help
        if isinstance(about, str) and not group.short_help:
            group.short_help = first_clause(about)
        _plain_help(group.typer_instance)


def first_clause(doc: str) -> str:
    """What a command list shows of a command: its help up to the first colon, full stop or
    comma outside parentheses, past its first SHORTEST_CLAUSE characters (Click would cut
    the whole first sentence at the column's width, mid-word)."""
    text = " ".join(doc.split("\n\n")[0].split())
    depth = 0
    for i, char in enumerate(text):
        depth += {"(": 1, ")": -1}.get(char, 0)
        if depth == 0 and i >= SHORTEST_CLAUSE and text[i:i + 2] in (": ", ". ", ", "):
            return text[:i]
    return text.rstrip(".")


SHORTEST_CLAUSE = 20  # "ANSWER mode" alone says too little


def examples_as_written(doc: str) -> str:
    """A command's help with its examples as one paragraph Click keeps as written (`\\b`):
    Click rewraps every other paragraph to the terminal's width, which would break a long
    example in the middle of its command, and would space them out one per paragraph."""
    prose, heading, rest = doc.partition("Examples:")
    examples = [line for line in rest.splitlines() if line.strip()]
    if not heading or not examples or not all(line.startswith("    ") for line in examples):
        return doc
    return prose + heading + "\n\n\b\n" + "\n".join(examples)


def __getattr__(name: str):
    # `from kbsearch.commands.app import app` (tests, embedding): the whole app, made once.
    if name == "app":
        globals()["app"] = built = build_app()
        return built
    raise AttributeError(name)


def main() -> None:
    asked = sys.argv[1] if len(sys.argv) > 1 else None
    app = build_app(asked if asked in {c[0] for c in COMMANDS} else None)
    for attempt in (1, 2):
        try:
            app()
        except KeyboardInterrupt:
            from ..interrupt import INTERRUPTED, say_interrupted

            say_interrupted()
            sys.exit(INTERRUPTED)
        except BrokenPipeError:
            # The reader (head, fzf) went away: not an error worth a traceback.
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
            sys.exit(ExitStatus.FOUND)
        except Exception as exc:  # a fault of kbsearch's: never read as "nothing found" (exit 1)
            if "--debug" in sys.argv[1:]:
                raise  # Typer's hook prints the traceback
            text = " ".join(str(exc).split())[:300]
            if "sqlite3" in sys.modules:  # only a run that opened an index can have met a damaged one
                from ..index.open import discard_damaged

                removed = discard_damaged(exc)
                if removed and attempt == 1 and _can_run_again(asked):
                    # Derived data: rebuilt (in the same run, one line) and the command run
                    # again, so the user's query is not lost to damage it did not cause.
                    err(f"{removed[0]}: the index is damaged ({text}); rebuilding it and running again")
                    shared.mute("building the content index")
                    continue
                if removed:
                    err(f"{removed[0]}: the index is damaged ({text}); it was removed, and the next run rebuilds it")
                    sys.exit(ExitStatus.ERROR)
            err(f"internal error: {type(exc).__name__}: {text} (run again with --debug for the traceback)")
            sys.exit(ExitStatus.ERROR)


def _can_run_again(command: str | None) -> bool:
    """Whether running the command a second time repeats nothing the user saw: nothing was
    written to stdout yet, and it reads no stdin (`--batch -`, `retrieve -`) that the first
    run consumed."""
    args = sys.argv[2:]
    return (command not in (None, "ingest", "mcp") and not shared.wrote_output()
            and "-" not in args and not any(a == "--batch" or a.startswith("--batch=") for a in args))
