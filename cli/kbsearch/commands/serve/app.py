"""The server's ASGI app: the JSON API, the web page and its files, the OpenAPI document
and MCP over streamable HTTP, behind the access log and the guard."""

from __future__ import annotations

import contextlib
from importlib.resources import files
from pathlib import Path

from mcp.server.transport_security import TransportSecuritySettings
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from ..mcp_server import build_server
from .access_log import AccessLog
from .api import Api, error
from .guard import MAX_BODY_BYTES, Guard
from .live import ReadOnlyTools
from .openapi import openapi_document

STATIC = Path(str(files(__package__) / "static"))
# The page runs only its own script and styles, and is never framed by another site.
PAGE_HEADERS = {
    "content-security-policy": "default-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'self'; "
                               "frame-ancestors 'none'",
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "x-frame-options": "DENY",
}


def build_app(archive: ReadOnlyTools, token: str | None, loopback: bool, log_stream=None):
    """The whole server as one ASGI app. `archive.start()` runs when the app starts."""
    mcp = build_server(archive)
    # The guard checks Host and Origin for every path, /mcp included: the SDK's own check
    # would refuse the names a phone uses for this machine.
    mcp_app = mcp.streamable_http_app(
        streamable_http_path="/mcp", stateless_http=True, json_response=True,
        max_request_body_size=MAX_BODY_BYTES,
        transport_security=TransportSecuritySettings(enable_dns_rebinding_protection=False))

    @contextlib.asynccontextmanager
    async def lifespan(app):
        archive.start()
        async with mcp.session_manager.run():
            yield

    async def page(request: Request):
        return FileResponse(STATIC / "index.html", headers={**PAGE_HEADERS, "cache-control": "no-cache"})

    async def openapi(request: Request):
        return JSONResponse(openapi_document())

    async def not_found(request: Request, exc: HTTPException):
        if exc.status_code == 405:
            return error(405, f"{request.method} is not served on {request.url.path}: the server is read-only "
                              "(GET), /mcp takes POST")
        return error(exc.status_code, f"nothing at {request.url.path[:200]}: see /api/openapi.json"
                     if exc.status_code == 404 else str(exc.detail))

    routes = [
        Route("/", page),
        Route("/api/openapi.json", openapi),
        *Api(archive).routes(),
        *mcp_app.routes,
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]
    app = Starlette(routes=routes, lifespan=lifespan, exception_handlers={HTTPException: not_found})
    return AccessLog(Guard(_Headers(app), token, loopback), log_stream)


class _Headers:
    """The page's security headers on every response (the API's JSON too: nosniff)."""

    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)

        async def with_headers(message):
            if message["type"] == "http.response.start":
                have = {name.lower() for name, _ in message.get("headers", [])}
                extra = [(k.encode(), v.encode()) for k, v in PAGE_HEADERS.items() if k.encode() not in have]
                message = {**message, "headers": [*message.get("headers", []), *extra]}
            await send(message)

        await self.app(scope, receive, with_headers)
