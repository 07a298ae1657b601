"""`kbsearch serve --workers N`: N forked processes serving one port, each with its own warm
archive (index, embedding model, response cache). A search is CPU under one GIL, so one
process answers on one core at a time; processes answer on all of them (bench/README.md,
issue 31).

Each worker gets a listening socket of its own on the same port (SO_REUSEPORT, where the
kernel spreads new connections evenly over them); elsewhere they share one. The parent
only supervises: it binds the sockets before forking (so a port in use is said once, before
anything starts), passes Ctrl-C or SIGTERM on as one SIGTERM per worker (a second one as
SIGUSR1: stop without waiting for open connections; workers ignore Ctrl-C's own SIGINT),
and starts a new worker in place of one that died."""

from __future__ import annotations

import os
import signal
import socket
import sys
import time
from typing import Callable

# A worker that dies this soon after its start, this many times in a row, is not started
# again: something is wrong with every start (the parent says what and stops).
QUICK_DEATH_S = 5.0
QUICK_DEATHS = 4
STOP_SIGNALS = {signal.SIGINT: "Ctrl-C", signal.SIGTERM: "SIGTERM"}


def sockets_for(first: socket.socket, count: int, bind: Callable[[str, int], socket.socket]) -> list[socket.socket]:
    """`count` listening sockets on `first`'s address: `first` and, with SO_REUSEPORT, new
    ones bound beside it (the kernel balances connections over them); else `first` shared."""
    if count <= 1 or not reuse_port():
        return [first] * max(count, 1)
    host, port = first.getsockname()[:2]
    out = [first]
    try:
        for _ in range(count - 1):
            out.append(bind(host, port, reuse_port=True))
    except BaseException:
        for sock in out[1:]:
            sock.close()
        raise
    return out


def reuse_port() -> bool:
    # Linux balances SO_REUSEPORT listeners; BSD and macOS give every connection to one.
    return sys.platform.startswith("linux") and hasattr(socket, "SO_REUSEPORT")


def supervise(sockets: list[socket.socket], run_worker: Callable[[socket.socket], int],
              notify: Callable[[str], None]) -> tuple[int, str]:
    """Fork one worker per socket (run_worker(sock) is its whole life, its return value its
    exit status), start another in place of one that dies, and wait for them all: (exit
    status, what stopped them)."""
    workers: dict[int, tuple[int, float]] = {}  # pid -> (slot, started)
    stopped_by = ""
    quick_deaths = 0
    status = 0

    def stop(sig, frame):
        nonlocal stopped_by
        again = bool(stopped_by)
        stopped_by = stopped_by or STOP_SIGNALS.get(sig, str(sig))
        for pid in list(workers):
            try:
                os.kill(pid, signal.SIGUSR1 if again else signal.SIGTERM)
            except ProcessLookupError:
                pass

    parent = os.getpid()

    def start(slot: int) -> None:
        pid = os.fork()
        if pid == 0:  # the worker: never returns into the parent's stack
            code = 1
            try:
                signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent handles Ctrl-C and says so
                signal.signal(signal.SIGTERM, signal.SIG_DFL)  # until the server installs its own
                _end_with(parent)
                for other in {id(s): s for s in sockets}.values():
                    if other is not sockets[slot]:
                        other.close()
                code = run_worker(sockets[slot])
            except BaseException as exc:  # one line, as the command line would say it
                notify(f"a worker failed: {type(exc).__name__}: {' '.join(str(exc).split())[:300]}")
            finally:
                sys.stderr.flush()
                os._exit(code)
        workers[pid] = (slot, time.monotonic())

    before = {sig: signal.signal(sig, stop) for sig in STOP_SIGNALS}
    try:
        for slot in range(len(sockets)):
            start(slot)
        while workers:
            try:
                pid, wait_status = os.wait()
            except ChildProcessError:
                break
            if pid not in workers:
                continue
            slot, started = workers.pop(pid)
            code = os.waitstatus_to_exitcode(wait_status)
            if stopped_by:
                status = status or (code if code > 0 else 0)
                continue
            quick_deaths = quick_deaths + 1 if time.monotonic() - started < QUICK_DEATH_S else 0
            why = f"exit status {code}" if code >= 0 else f"signal {signal.Signals(-code).name}"
            if quick_deaths >= QUICK_DEATHS:
                notify(f"worker {pid} ended ({why}), the {quick_deaths}th in a row within "
                       f"{QUICK_DEATH_S:.0f} s of its start: stopping the others")
                stopped_by, status = "workers kept failing", 1
                stop(signal.SIGTERM, None)
                continue
            notify(f"worker {pid} ended ({why}); starting another")
            start(slot)
    finally:
        for sig, handler in before.items():
            signal.signal(sig, handler)
    return status, stopped_by


def _end_with(parent: int) -> None:
    """A worker whose parent is killed (SIGKILL: no time to stop it) gets SIGTERM, rather
    than serving on alone with no one to stop it (Linux; elsewhere it lives on)."""
    if not sys.platform.startswith("linux"):
        return
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        PR_SET_PDEATHSIG = 1
        libc.prctl(PR_SET_PDEATHSIG, int(signal.SIGTERM), 0, 0, 0)
    except (OSError, AttributeError):
        return
    if os.getppid() != parent:  # it died before the request was made
        os.kill(os.getpid(), signal.SIGTERM)
