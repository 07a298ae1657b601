"""Ctrl-C at any moment: exit 130 and one stderr line, `kbsearch: interrupted`, never a
traceback or a `Fatal Python error`.

The line is written when the signal arrives, once. While Python imports what a command
needs (start-up) there is nothing to undo, so the process ends there and then; once a
command runs, KeyboardInterrupt is raised instead, so that `finally` blocks remove the
temporary files they own, and the command line turns it into exit 130. A second Ctrl-C
while that unwinds ends the process at once. A server (`kbsearch mcp`) ends at once on the
first: its daemon threads may hold stdin's or stdout's lock, which an orderly shutdown would
wait on (`_enter_buffered_busy`), and whatever it was writing is left as after a kill, which
every writer already survives."""

from __future__ import annotations

import os
import signal

INTERRUPTED = 130  # 128 + SIGINT, what a shell reports for a process Ctrl-C ended
_said = False


def say_interrupted() -> None:
    """`kbsearch: interrupted` on stderr, once per process."""
    global _said
    if not _said:
        _said = True
        try:
            os.write(2, b"kbsearch: interrupted\n")
        except OSError:
            pass


def quit_now(signum=None, frame=None) -> None:
    say_interrupted()
    os._exit(INTERRUPTED)


def _unwind(signum, frame) -> None:
    say_interrupted()
    _install(quit_now)
    raise KeyboardInterrupt


def quit_at_once() -> None:
    """From now on Ctrl-C ends the process at once (start-up, servers)."""
    _install(quit_now)


def unwind_on_interrupt() -> None:
    """From now on Ctrl-C raises KeyboardInterrupt (a command that may own files to undo)."""
    _install(_unwind)


def ignore_interrupts() -> None:
    """For worker processes: the parent that forked them handles Ctrl-C and stops them."""
    _install(signal.SIG_IGN)


def finished() -> None:
    """The command is done: stdout is flushed (a Ctrl-C during that still ends the process
    with the line), then Ctrl-C is ignored until the process has ended. (Python's shutdown
    puts back the default handler, death by SIGINT, for any handler but "ignore"; blocking
    the signal would hold it back in this thread only.)"""
    import sys

    try:
        sys.stdout.flush()
    except (OSError, ValueError):
        pass  # a reader gone: the command line's own handling has said what it needs
    _install(signal.SIG_IGN)


def _install(handler) -> None:
    try:
        signal.signal(signal.SIGINT, handler)
    except (ValueError, OSError, AttributeError):  # not the main thread (kbsearch embedded): left as it is
        pass
