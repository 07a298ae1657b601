"""The `kbsearch` command's entry point. `kbsearch --version` alone is answered before the
CLI is imported: Typer and the commands cost ~90 ms of a ~0.2 s start, and scripts call
--version to check the tool is there."""

from __future__ import annotations

import os
import sys


def main() -> None:
    from .interrupt import INTERRUPTED, finished, quit_at_once, quit_now, say_interrupted, unwind_on_interrupt

    quit_at_once()  # imports only until the command runs: nothing to undo
    if sys.argv[1:] in (["--version"], ["-V"]):
        from .version import __version__

        try:
            print(f"kbsearch {__version__}", flush=True)  # what the CLI's own --version prints
        except BrokenPipeError:  # the reader went away: no traceback, as in app.main
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return
    if not any(a in ("embed", "--embed") for a in sys.argv[1:]):
        # A search encodes one short query: OpenBLAS's threads only fight for the cores
        # (with another process busy, one query took 0.26 s on 2 threads, ~0.01 s on one).
        # Bulk embedding keeps them. Set before numpy is first imported; a user's own wins.
        os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    from .commands.app import main as cli_main

    if sys.argv[1:2] != ["mcp"]:  # a server ends at once (see interrupt.py)
        unwind_on_interrupt()
    try:
        cli_main()
    except KeyboardInterrupt:  # met outside the command (Typer turns its own into exit 130)
        say_interrupted()
        sys.exit(INTERRUPTED)
    finally:
        # The command has finished: its exit code stands, whatever Ctrl-C comes while
        # Python shuts down. A first Ctrl-C just as it finished may still raise here (the
        # handler raises only once; a second one quits at once).
        try:
            quit_at_once()
        except KeyboardInterrupt:
            quit_now()
        finished()
