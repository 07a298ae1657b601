"""Running the real `kbsearch` Typer app in-process, as the CLI tests do."""

from kbsearch.commands.app import app
from typer.testing import CliRunner

runner = CliRunner()


def run(*args, input=None):
    """`kbsearch ARGS…` with `input` on stdin; exceptions propagate (no silent exit 1)."""
    return runner.invoke(app, [str(a) for a in args], input=input, catch_exceptions=False)
