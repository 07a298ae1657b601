"""What every request passes before it reaches an endpoint: size limits, the Host header
(DNS rebinding), cross-origin refusal and the token. Plain ASGI, so it covers /mcp too.

A browser page from elsewhere can make a browser send requests here: on the loopback
default a rebound name (evil.example resolving to 127.0.0.1) is refused by its Host
header; on the network the token is needed, and the cookie that carries it is
SameSite=Strict and HttpOnly, so no other site's page can send or read it."""

from __future__ import annotations

import json
import re
from http.cookies import CookieError, SimpleCookie
from urllib.parse import parse_qsl, quote, urlencode

from .token import same_token

MAX_URL_BYTES = 8 * 1024  # a query is at most 1,000 characters; percent-encoding triples it
MAX_BODY_BYTES = 1024 * 1024  # /mcp's JSON-RPC messages: a tool call with a query is a few hundred bytes
COOKIE = "kbsearch_token"
LOOPBACK_NAMES = ("127.0.0.1", "localhost", "[::1]")
_HOST = re.compile(r"(?P<name>\[[0-9a-fA-F:.]+\]|[^:]+)(?::(?P<port>[0-9]{1,5}))?")
COOKIE_DAYS = 400  # browsers cap a cookie's life at 400 days


def is_loopback(host: str) -> bool:
    """The hosts served without a token (the issue: any other --host needs one)."""
    return host in ("127.0.0.1", "localhost", "::1")


async def send_json(send, status: int, message: str, headers: list | None = None) -> None:
    body = json.dumps({"error": message, "status": status}, ensure_ascii=False).encode("utf-8")
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()),
                            (b"cache-control", b"no-store"), *(headers or [])]})
    await send({"type": "http.response.body", "body": body})


class Guard:
    """ASGI middleware. `token` None: no token asked (the loopback default); `loopback`:
    the Host header must name this machine."""

    def __init__(self, app, token: str | None, loopback: bool):
        self.app, self.token, self.loopback = app, token, loopback

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        headers = _headers(scope)
        problem = self._refusal(scope, headers)
        if problem:
            return await send_json(send, *problem)
        if self.token is not None:
            outcome = self._authorised(scope, headers)
            if outcome == "set-cookie":
                return await self._set_cookie(scope, send)
            if outcome != "ok":
                return await send_json(send, 401, outcome, [(b"www-authenticate", b'Bearer realm="kbsearch"')])
        if "transfer-encoding" in headers:  # no Content-Length to judge it by: read it here, within the limit
            body = await _read_body(receive)
            if body is None:
                return await send_json(send, 413, f"the request body is over {MAX_BODY_BYTES:,} bytes: "
                                                  "the rest was not read")
            receive = _replay(body, receive)
        await self.app(scope, receive, send)

    def _refusal(self, scope, headers) -> tuple[int, str] | None:
        target = len(scope.get("raw_path") or scope["path"].encode()) + len(scope.get("query_string", b""))
        if target > MAX_URL_BYTES:
            return 414, f"the URL is {target:,} bytes long: at most {MAX_URL_BYTES:,} are read"
        length = headers.get("content-length", "0")
        if not length.isdigit():
            return 400, "Content-Length is not a number"
        if int(length) > MAX_BODY_BYTES:
            return 413, f"the request body is {int(length):,} bytes: at most {MAX_BODY_BYTES:,} are read"
        host = headers.get("host", "")
        match = _HOST.fullmatch(host)
        if match is None:
            return 400, "the Host header is missing or malformed"
        if self.loopback and match["name"].lower() not in LOOPBACK_NAMES:
            return 421, (f"Host {host[:100]!r} is not this machine: the server answers requests for 127.0.0.1 "
                         "and localhost only (start it with --host to serve the network)")
        origin = headers.get("origin")
        if origin is not None and origin.lower() not in (f"http://{host}".lower(), f"https://{host}".lower()):
            return 403, f"cross-origin requests are refused (Origin {origin[:100]!r})"
        if headers.get("sec-fetch-site") == "cross-site":
            return 403, "cross-site requests are refused"
        return None

    def _authorised(self, scope, headers) -> str:
        """"ok", "set-cookie" (a right token in the URL), or why the request is refused."""
        query = parse_qsl(scope.get("query_string", b"").decode("latin-1"), keep_blank_values=True)
        in_url = [v for k, v in query if k == "token"]
        if in_url:
            if len(in_url) == 1 and same_token(in_url[0], self.token):
                return "set-cookie"
            return "the token in the URL is wrong: open the URL `kbsearch serve` printed"
        auth = headers.get("authorization")
        if auth is not None:
            scheme, _, given = auth.partition(" ")
            if scheme.lower() == "bearer" and same_token(given.strip(), self.token):
                return "ok"
            return "the Authorization header's token is wrong (expected: Authorization: Bearer TOKEN)"
        cookie = _cookie(headers.get("cookie", ""))
        if cookie is not None:
            if same_token(cookie, self.token):
                return "ok"
            return "the token cookie is wrong (the token changed?): open the URL `kbsearch serve` printed"
        return ("a token is needed: send Authorization: Bearer TOKEN, or open the URL with ?token=TOKEN "
                "that `kbsearch serve` printed")

    async def _set_cookie(self, scope, send) -> None:
        """The token from the URL into a cookie, and the same URL without it: the token
        does not stay in the address bar, the history or a shared link."""
        query = parse_qsl(scope.get("query_string", b"").decode("latin-1"), keep_blank_values=True)
        rest = urlencode([(k, v) for k, v in query if k != "token"])
        location = quote(scope["path"], safe="/") + (f"?{rest}" if rest else "")
        cookie = (f"{COOKIE}={self.token}; Path=/; HttpOnly; SameSite=Strict; "
                  f"Max-Age={COOKIE_DAYS * 86400}")
        await send({"type": "http.response.start", "status": 303,
                    "headers": [(b"location", location.encode("utf-8")), (b"set-cookie", cookie.encode()),
                                (b"cache-control", b"no-store"), (b"referrer-policy", b"no-referrer"),
                                (b"content-length", b"0")]})
        await send({"type": "http.response.body", "body": b""})


def _headers(scope) -> dict[str, str]:
    """Header names lower-cased; a repeated header keeps its first value."""
    out: dict[str, str] = {}
    for name, value in scope.get("headers", []):
        out.setdefault(name.decode("latin-1").lower(), value.decode("latin-1"))
    return out


def _cookie(header: str) -> str | None:
    try:
        jar = SimpleCookie(header)
    except CookieError:
        return None
    morsel = jar.get(COOKIE)
    return morsel.value if morsel is not None else None


async def _read_body(receive) -> bytes | None:
    """The whole body, or None as soon as it passes MAX_BODY_BYTES."""
    parts, size = [], 0
    while True:
        message = await receive()
        if message["type"] != "http.request":
            return b"".join(parts)
        parts.append(message.get("body", b""))
        size += len(parts[-1])
        if size > MAX_BODY_BYTES:
            return None
        if not message.get("more_body", False):
            return b"".join(parts)


def _replay(body: bytes, receive):
    """receive() for the app: the body read already, then the connection's own messages."""
    sent = False

    async def again():
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return again
