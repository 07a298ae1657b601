"""Running the server: the socket, the token, the lines a person reads on stderr, and a
graceful stop on Ctrl-C or SIGTERM."""

from __future__ import annotations

import contextlib
import errno
import os
import signal
import socket
import threading
from pathlib import Path
from typing import Callable

import uvicorn

from ...config import resolve_index_dir
from ...errors import KbsearchError
from .guard import is_loopback
from .live import ReadOnlyTools
from .token import check_token, stored_token, token_path

MAX_CONNECTIONS = 1000
WORKER_READY_S = 60.0  # a worker of --workers serves once its index is open, or after this (a long first build)
SIGNAL_NAMES = {signal.SIGINT: "Ctrl-C", signal.SIGTERM: "SIGTERM"}


class _Server(uvicorn.Server):
    """uvicorn's server, stopping on SIGINT/SIGTERM without re-raising the signal after
    (uvicorn does, and the process would die of it or print a KeyboardInterrupt)."""

    stopped_by = ""
    # A worker of --workers hears only its parent (workers.py): SIGTERM to finish what it
    # has open, however often it comes (a service manager may send its own too), and
    # SIGUSR1, the parent's second Ctrl-C, to stop at once.
    worker = False

    @contextlib.contextmanager
    def capture_signals(self):
        if threading.current_thread() is not threading.main_thread():
            yield
            return

        def stop(sig, frame):
            self.stopped_by = self.stopped_by or SIGNAL_NAMES.get(sig, str(sig))
            if sig == signal.SIGUSR1 or (self.should_exit and not self.worker):
                self.force_exit = True  # a second Ctrl-C: do not wait for open connections
            self.should_exit = True

        signals = (signal.SIGTERM, signal.SIGUSR1) if self.worker else tuple(SIGNAL_NAMES)
        before = {sig: signal.signal(sig, stop) for sig in signals}
        try:
            yield
        finally:
            for sig, handler in before.items():
                signal.signal(sig, handler)


def bind(host: str, port: int, reuse_port: bool = False) -> socket.socket:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    # IPPROTO_TCP named: asyncio sets TCP_NODELAY only on sockets whose proto says TCP, and
    # without it a kept-alive connection waits ~40 ms per response (Nagle and delayed ACKs).
    sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    if reuse_port:  # --workers: a socket per worker on one port (workers.py)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
    try:
        sock.bind((host, port))
    except (socket.gaierror, OverflowError) as exc:
        sock.close()
        raise KbsearchError(f"--host {host!r}: not a name or address this machine has ({exc})") from None
    except OSError as exc:
        sock.close()
        if exc.errno == errno.EADDRNOTAVAIL:
            raise KbsearchError(f"--host {host!r}: not an address of this machine ({exc.strerror}); "
                                "0.0.0.0 listens on all of them") from None
        hint = ("another program is using it: pick another with --port, or --port 0 for any free one"
                if exc.errno == errno.EADDRINUSE else "check --host and --port")
        raise KbsearchError(f"cannot listen on {host}:{port} ({exc.strerror or exc}): {hint}") from None
    sock.listen(2048)
    sock.set_inheritable(True)
    return sock


def url_host(host: str) -> str:
    """The host to put in the URL a person opens: for 0.0.0.0 this machine's address on
    the network (from the route a UDP socket would take; nothing is sent)."""
    if host not in ("0.0.0.0", "::"):
        return f"[{host}]" if ":" in host else host
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.168.255.255", 9))
            return probe.getsockname()[0]
    except OSError:
        return socket.gethostname()


def pick_token(host: str, given: str | None, notify: Callable[[str], None]) -> tuple[str | None, str]:
    """(the token, how to say it): none on loopback unless given; on any other host the
    one given, else the stored one, made on first start."""
    if given is not None:
        return check_token(given), "given"
    if is_loopback(host):
        return None, ""
    token, made = stored_token()
    return token, "made" if made else "stored"


def serve(index_dir: Path | None, synonyms: Path | None, host: str, port: int, token: str | None,
          notify: Callable[[str], None], log_stream=None, workers: int = 1) -> int:
    from . import workers as processes
    from .app import build_app

    if token is not None:
        check_token(token)
    if workers > 1 and not hasattr(os, "fork"):
        raise KbsearchError("--workers above 1 needs a system that can fork processes (Linux, macOS); "
                            "leave it out here")
    many = workers > 1
    sock = bind(host, port, reuse_port=many and processes.reuse_port())
    try:
        sockets = processes.sockets_for(sock, workers, bind)
    except BaseException:
        sock.close()
        raise
    try:
        token, how = pick_token(host, token, notify)  # after binding: a host that cannot be served makes none
    except BaseException:
        for s in set(sockets):
            s.close()
        raise
    port = sock.getsockname()[1]
    base = f"http://{url_host(host)}:{port}/"
    processes_note = f" by {workers} worker processes" if many else ""
    folder, source = resolve_index_dir(index_dir)
    notify(f"serving {folder} ({source}) at {base}{processes_note} (API: {base}api/openapi.json, MCP: {base}mcp); "
           "Ctrl-C stops")
    if how == "made":
        notify(f"open {base}?token={token} on your phone or browser (the token is shown once; "
               f"it is kept in {token_path()})")
    elif how == "stored":
        notify(f"a token is needed: it is in {token_path()} (open {base}?token=TOKEN, or send "
               "Authorization: Bearer TOKEN)")
    elif how == "given":
        notify(f"a token is needed: open {base}?token=TOKEN with the --token given, or send Authorization: Bearer")

    def run(listening: socket.socket, worker: bool) -> str:
        archive = ReadOnlyTools(index_dir, synonyms, notify)
        if worker:
            # Open the index before taking requests, which meanwhile wait in this worker's
            # socket queue: the kernel spreads connections over the workers, so one still
            # opening would answer 503 while its sibling answered 200 (a client that just
            # had a result got "being built"). One process alone answers 503 at once instead.
            archive.start()
            archive.wait_ready(WORKER_READY_S)
        app = build_app(archive, token, is_loopback(host), log_stream)
        # Past MAX_CONNECTIONS open at once, uvicorn answers 503 at once instead of queueing more.
        config = uvicorn.Config(app, log_config=None, log_level="warning", access_log=False, lifespan="on",
                                timeout_graceful_shutdown=5, server_header=False, date_header=False,
                                limit_concurrency=MAX_CONNECTIONS)
        server = _Server(config)
        server.worker = worker
        server.run(sockets=[listening])
        return server.stopped_by

    def worker(listening: socket.socket) -> int:
        run(listening, True)
        return 0

    try:
        if many:
            code, stopped_by = processes.supervise(sockets, worker, notify)
        else:
            code, stopped_by = 0, run(sock, False)
    finally:
        for s in set(sockets):
            s.close()
    notify(f"stopped ({stopped_by or 'the server ended'})")
    return code
