"""Every line a client writes to `kbsearch mcp`, checked before the MCP SDK sees it.

The SDK's stdio reader drops a line it cannot validate without a word, so a client that
sent params as a list, a batch, "jsonrpc": "1.0", a number of 5,000 digits, nesting
100,000 deep or a lone surrogate waited for an answer that never came. Here each line is
parsed within limits; a bad one is answered with a JSON-RPC error (with its id when it
has one) and the connection goes on. Only well-formed messages reach the SDK.
"""

from __future__ import annotations

import json
import re
import sys
from contextlib import asynccontextmanager
from typing import Any, BinaryIO

import anyio
from anyio.abc import ObjectSendStream
from mcp.server.stdio import stdio_server
from mcp.shared.message import SessionMessage
from mcp.types import ErrorData, JSONRPCError, jsonrpc_message_adapter
from pydantic import ValidationError

PARSE_ERROR, INVALID_REQUEST, METHOD_NOT_FOUND, INVALID_PARAMS = -32700, -32600, -32601, -32602

# kbsearch registers no prompts or resources: the SDK would answer these with error code 0
# and log a traceback for a name it does not know.
NOT_SERVED = {"prompts/get": "kbsearch serves no prompts (prompts/list is empty)",
              "resources/read": "kbsearch serves no resources (resources/list is empty); use the tools"}

# Generous for a tool call (a query, a few options), small enough that a runaway client
# cannot make the server hold its garbage in memory.
MAX_LINE_BYTES = 4 * 2**20
# Tool arguments are flat; the SDK's own messages nest a few levels.
MAX_DEPTH = 32
# A request id, a count or a budget: 40 characters hold any of them (and any float).
MAX_NUMBER_CHARS = 40

# A JSON string (escapes included), so brackets inside strings are not counted as nesting.
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_BRACKET = re.compile(r"[\[\]{}]")


class Rejected(Exception):
    """A line that is not a message the server takes: what to answer, and to which id."""

    def __init__(self, code: int, reason: str, request_id: str | int | None = None):
        super().__init__(reason)
        self.code, self.reason, self.request_id = code, reason, request_id

    def reply(self) -> SessionMessage:
        return SessionMessage(JSONRPCError(jsonrpc="2.0", id=self.request_id,
                                           error=ErrorData(code=self.code, message=self.reason)))


class _LongNumber(str):
    """A number too long to take, kept as its text until the id is known (to answer it)."""


def check_line(line: bytes) -> dict[str, Any]:
    """The JSON-RPC message on this line. Raises Rejected saying what is wrong with it."""
    if len(line) > MAX_LINE_BYTES:
        raise Rejected(INVALID_REQUEST, f"a message over {MAX_LINE_BYTES:,} bytes is not read")
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise Rejected(PARSE_ERROR, f"not UTF-8 text (byte {exc.start} is {line[exc.start]:#04x})") from None
    if _depth(text) > MAX_DEPTH:
        raise Rejected(INVALID_REQUEST, f"nested more than {MAX_DEPTH} levels deep")
    try:
        message = json.loads(text, parse_int=_number, parse_float=_number, parse_constant=_no_constant)
    except ValueError as exc:
        raise Rejected(PARSE_ERROR, f"not JSON: {exc}") from None
    return _check_message(message)


def _depth(text: str) -> int:
    """How deep the arrays and objects nest, counted only as far as one level past the limit."""
    depth = deepest = 0
    for bracket in _BRACKET.finditer(_STRING.sub('""', text)):
        depth += 1 if bracket.group() in "[{" else -1
        deepest = max(deepest, depth)
        if deepest > MAX_DEPTH:
            break
    return deepest


def _number(text: str) -> int | float | _LongNumber:
    if len(text) > MAX_NUMBER_CHARS:
        return _LongNumber(text)
    return float(text) if any(c in text for c in ".eE") else int(text)


def _no_constant(name: str):
    raise ValueError(f"{name} is not a JSON value")


def _check_message(message: Any) -> dict[str, Any]:
    if isinstance(message, list):
        raise Rejected(INVALID_REQUEST, "a batch (JSON array) is not taken: send one message per line")
    if not isinstance(message, dict):
        raise Rejected(INVALID_REQUEST, f"a JSON-RPC message is a JSON object, not {type(message).__name__}")
    request_id = message.get("id")
    if request_id is not None and (isinstance(request_id, bool) or not isinstance(request_id, (str, int))):
        raise Rejected(INVALID_REQUEST, "id must be a string or an integer")
    if "id" in message and request_id is None and "method" in message:
        raise Rejected(INVALID_REQUEST, "id must not be null: leave it out for a notification")
    if _bad_value(request_id):  # answered with id null: the reply could not be written with it
        raise Rejected(INVALID_REQUEST, f"id: {_bad_value(request_id)}")
    if message.get("jsonrpc") != "2.0":
        raise Rejected(INVALID_REQUEST, f'"jsonrpc" must be "2.0", not {_short(message.get("jsonrpc"))}', request_id)
    problem = _bad_value(message)
    if problem:
        raise Rejected(INVALID_REQUEST, problem, request_id)
    if "method" in message and not isinstance(message["method"], str):
        raise Rejected(INVALID_REQUEST, "method must be a string", request_id)
    if message.get("method") in NOT_SERVED:
        raise Rejected(METHOD_NOT_FOUND, NOT_SERVED[message["method"]], request_id)
    if "params" in message and not isinstance(message["params"], dict):
        raise Rejected(INVALID_PARAMS, f"params must be an object, not {_json_type(message['params'])}", request_id)
    try:
        jsonrpc_message_adapter.validate_python(message, by_name=False)
    except ValidationError as exc:
        first = exc.errors(include_url=False)[0]
        where = ".".join(str(part) for part in first["loc"])
        raise Rejected(INVALID_REQUEST, f"not a JSON-RPC request, notification or response ({where}: "
                                        f"{first['msg']})", request_id) from None
    return message


def _bad_value(value: Any) -> str:
    """What makes a value unusable (a number too long, a string that is not Unicode), or ""."""
    if isinstance(value, _LongNumber):
        return f"a number of {len(value):,} characters: at most {MAX_NUMBER_CHARS} are taken"
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError as exc:
            return f"a string holds a lone surrogate (\\u{ord(value[exc.start]):04x}), which is not Unicode text"
        return ""
    children = [*value.keys(), *value.values()] if isinstance(value, dict) else value if isinstance(value, list) else ()
    return next((problem for child in children if (problem := _bad_value(child))), "")


def _json_type(value: Any) -> str:
    return {list: "an array", str: "a string", bool: "a boolean", type(None): "null"}.get(type(value), "a number")


def _short(value: Any) -> str:
    return json.dumps(value)[:40]


class CheckedLines:
    """The client's messages, one per line, as the SDK's stdio reader iterates them; a bad
    line is answered through `rejections` and skipped."""

    def __init__(self, wire: BinaryIO, rejections: ObjectSendStream[SessionMessage]):
        self.wire, self.rejections = wire, rejections

    def __aiter__(self) -> CheckedLines:
        return self

    async def __anext__(self) -> str:
        while True:
            line = await anyio.to_thread.run_sync(self._read_line, abandon_on_cancel=True)
            if not line:
                raise StopAsyncIteration
            if not line.strip():
                continue
            try:
                return json.dumps(check_line(line))
            except Rejected as bad:
                await self.rejections.send(bad.reply())

    def _read_line(self) -> bytes:
        """One line, or of a longer one its first MAX_LINE_BYTES + 1 bytes (check_line
        refuses it) after the rest is read and thrown away."""
        line = self.wire.readline(MAX_LINE_BYTES + 1)
        if len(line) > MAX_LINE_BYTES and not line.endswith(b"\n"):
            while (more := self.wire.readline(2**20)) and not more.endswith(b"\n"):
                pass
        return line


@asynccontextmanager
async def checked_stdio():
    """The SDK's stdio transport (stdout kept for protocol messages alone), reading the
    client's lines through CheckedLines."""
    answers, rejections = anyio.create_memory_object_stream[SessionMessage](16)
    async with stdio_server(stdin=CheckedLines(sys.stdin.buffer, answers)) as (read_stream, write_stream):
        async with anyio.create_task_group() as tg:
            tg.start_soon(_send_all, rejections, write_stream)
            yield read_stream, write_stream
            tg.cancel_scope.cancel()


async def _send_all(replies, write_stream) -> None:
    try:
        async for reply in replies:
            await write_stream.send(reply)
    except (anyio.ClosedResourceError, anyio.BrokenResourceError):
        pass  # the server has stopped: the client is gone
