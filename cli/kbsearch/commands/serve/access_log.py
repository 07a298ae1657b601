"""One stderr line per request: when, who, method, path, status, milliseconds. A token
in the URL is never written (the log may be shared to report a problem)."""

from __future__ import annotations

import re
import sys
import time
from typing import Callable, TextIO

_TOKEN = re.compile(r"(^|&)token=[^&]*")


def log_target(scope) -> str:
    query = scope.get("query_string", b"").decode("latin-1")
    query = _TOKEN.sub(r"\1token=(hidden)", query)
    return scope["path"] + (f"?{query}" if query else "")


class AccessLog:
    def __init__(self, app, stream: TextIO | None = None, clock: Callable[[], float] = time.perf_counter):
        self.app, self.stream, self.clock = app, stream, clock

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        started, status = self.clock(), 0
        target = log_target(scope)  # now: routing rewrites the scope's path and root_path

        async def noted(message):
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
            await send(message)

        try:
            await self.app(scope, receive, noted)
        finally:
            ms = (self.clock() - started) * 1000
            client = (scope.get("client") or ("-",))[0]
            line = (f"{time.strftime('%H:%M:%S')} {client} {scope['method']} {target[:300]} "
                    f"{status or '-'} {ms:.1f} ms")
            print(line, file=self.stream or sys.stderr, flush=True)
