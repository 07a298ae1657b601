"""`kbsearch mcp` spoken to with raw JSON lines, as a careless or hostile client writes
them: every line gets an answer within a time limit, the server keeps serving on the same
connection, a call stuck on a file does not hold up the others, and a fault of kbsearch's
own is one line. Every wait here is bounded: a server that goes silent fails a test, it
does not hang it."""

import json
import os
import queue
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from kbsearch.commands.mcp_wire import (INVALID_PARAMS, INVALID_REQUEST, MAX_DEPTH, MAX_LINE_BYTES, PARSE_ERROR,
                                        Rejected, check_line)

REPO = Path(__file__).resolve().parent.parent
DEMO = REPO / "indexes"
SETTINGS = Path(__file__).parent / "fixtures" / "settings.yaml"
WAIT = 30  # seconds: any reply, however hostile its request, comes well within this


class RawServer:
    """A `kbsearch mcp` subprocess written to and read from line by line."""

    def __init__(self, base: Path):
        base.mkdir(parents=True, exist_ok=True)
        self.outputs = base / "outputs"
        self.cache = base / "cache"
        env = {**os.environ, "PYTHONPATH": str(REPO / "cli"), "KBSEARCH_CACHE_DIR": str(self.cache),
               "KBSEARCH_OUTPUTS_DIR": str(self.outputs), "KBSEARCH_CONFIG": str(SETTINGS)}
        self.stderr_path = base / "stderr.log"
        with open(self.stderr_path, "wb") as errlog:
            self.proc = subprocess.Popen([sys.executable, "-m", "kbsearch", "mcp", "--index-dir", str(DEMO)],
                                         stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=errlog, env=env)
        self._lines: queue.Queue = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        self.replies: dict = {}
        self._ids = 0
        try:
            init = self.request("initialize", {"protocolVersion": "2025-06-18", "capabilities": {},
                                               "clientInfo": {"name": "hostile", "version": "1"}}, timeout=120)
            assert init["result"]["serverInfo"]["name"] == "kbsearch"
            self.send({"jsonrpc": "2.0", "method": "notifications/initialized"})
        except BaseException:
            self.close()
            raise

    def _read(self) -> None:
        for line in self.proc.stdout:
            self._lines.put(json.loads(line))  # a reply that is not JSON fails the reading test

    def send(self, message) -> None:
        line = message if isinstance(message, bytes) else json.dumps(message).encode()
        self.proc.stdin.write(line + b"\n")
        self.proc.stdin.flush()

    def next_id(self) -> str:
        self._ids += 1
        return f"r{self._ids}"

    def reply_to(self, request_id, timeout: float = WAIT) -> dict:
        deadline = time.monotonic() + timeout
        while request_id not in self.replies:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                pytest.fail(f"no reply to {request_id!r} within {timeout} s; stderr: {self.stderr()[-2000:]}")
            try:
                message = self._lines.get(timeout=min(remaining, 1))
            except queue.Empty:
                continue
            if "id" in message:  # notifications (logs) are not replies
                self.replies[message["id"]] = message
        return self.replies.pop(request_id)

    def request(self, method: str, params: dict, timeout: float = WAIT) -> dict:
        request_id = self.next_id()
        self.send({"jsonrpc": "2.0", "id": request_id, "method": method, "params": params})
        return self.reply_to(request_id, timeout)

    def call(self, tool: str, arguments: dict) -> dict:
        """The result of a tools/call (a tool error included)."""
        return self.request("tools/call", {"name": tool, "arguments": arguments})["result"]

    def stderr(self) -> str:
        return self.stderr_path.read_text(errors="replace")

    def close(self) -> int | None:
        """Close stdin, as a client that leaves does; the server's exit status, or None
        when it was still running after WAIT seconds (it is killed then)."""
        try:
            self.proc.stdin.close()
        except BrokenPipeError:
            pass
        try:
            return self.proc.wait(timeout=WAIT)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait(timeout=WAIT)
            return None


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    srv = RawServer(tmp_path_factory.mktemp("hostile-mcp"))
    yield srv
    srv.close()


@pytest.fixture
def own_server(tmp_path):
    """A server for one test, which may do what the others must not see (stopped when the
    test ends, however it ends)."""
    srv = RawServer(tmp_path)
    yield srv
    srv.close()


def assert_still_serving(server: RawServer) -> None:
    result = server.call("get_chat", {"chat_id": "9e4b1a7f", "chunk": 1})
    assert not result.get("isError"), result
    assert result["structuredContent"]["chat_id"] == "9e4b1a7f"
    assert "Traceback" not in server.stderr()


def one_line(text: str) -> str:
    assert text and "\n" not in text, repr(text)
    return text


# -- lines that are not messages the server takes: a JSON-RPC error each --------------

REQUEST = '{"jsonrpc": "2.0", "id": "%s", "method": "tools/call", "params": {"name": "grep_search", "arguments": %s}}'

HOSTILE = {
    "params as a list": ('{"jsonrpc": "2.0", "id": "list", "method": "tools/list", "params": [1, 2]}',
                         INVALID_PARAMS, "list", "params must be an object"),
    "a lone surrogate": (REQUEST % ("surrogate", '{"query": "caf\\ud800"}'), INVALID_REQUEST, "surrogate",
                         "lone surrogate"),
    "a 5,000-digit number": (REQUEST % ("digits", '{"query": "x", "max_results": %s}' % ("9" * 5000)),
                             INVALID_REQUEST, "digits", "5,000 characters"),
    "nesting 100,000 deep": ('{"jsonrpc": "2.0", "id": "deep", "method": "tools/list", "params": {"x": %s}}'
                             % ("[" * 100_000 + "]" * 100_000), INVALID_REQUEST, None, "nested more than"),
    "jsonrpc 1.0": ('{"jsonrpc": "1.0", "id": "v1", "method": "tools/list"}', INVALID_REQUEST, "v1",
                    '"jsonrpc" must be "2.0"'),
    "a batch": ('[{"jsonrpc": "2.0", "id": "b1", "method": "tools/list"}]', INVALID_REQUEST, None, "batch"),
    "not JSON": ('{"jsonrpc": "2.0", "id": "broken", "method": ', PARSE_ERROR, None, "not JSON"),
    "NaN": (REQUEST % ("nan", '{"query": "x", "max_results": NaN}'), PARSE_ERROR, None, "NaN"),
    "an id that is an object": ('{"jsonrpc": "2.0", "id": {"a": 1}, "method": "tools/list"}', INVALID_REQUEST,
                                None, "id must be"),
    "no method, no result": ('{"jsonrpc": "2.0", "id": "what"}', INVALID_REQUEST, "what", "not a JSON-RPC"),
    # Found by the generated run: the reply copied the id and could not be written, and the
    # server died (ExceptionGroup, exit 2) with stdin still open.
    "an id holding a lone surrogate": ('{"jsonrpc": "2.0", "id": "\\ud800", "method": "tools/list"}',
                                       INVALID_REQUEST, None, "lone surrogate"),
    "an id that is null": ('{"jsonrpc": "2.0", "id": null, "method": "tools/list"}', INVALID_REQUEST, None,
                           "id must not be null"),
    "prompts/get": ('{"jsonrpc": "2.0", "id": "prompt", "method": "prompts/get", "params": {"name": "x"}}',
                    -32601, "prompt", "serves no prompts"),
}


@pytest.mark.parametrize("name", HOSTILE)
def test_a_hostile_line_gets_an_error_reply_and_the_server_goes_on(server, name):
    line, code, request_id, reason = HOSTILE[name]
    server.send(line.encode())
    reply = server.reply_to(request_id)
    assert reply["error"]["code"] == code
    assert reason in one_line(reply["error"]["message"])
    assert_still_serving(server)


def test_bytes_that_are_not_utf8_get_a_parse_error(server):
    server.send(b'{"jsonrpc": "2.0", "id": "latin1", "method": "tools/list", "params": {"q": "caf\xe9"}}')
    reply = server.reply_to(None)
    assert reply["error"]["code"] == PARSE_ERROR and "not UTF-8" in reply["error"]["message"]
    assert_still_serving(server)


def test_a_line_over_the_size_limit_is_refused_and_skipped_whole(server):
    # The rest of the line is read and dropped: none of it is taken for a message of its own.
    server.send(b'{"jsonrpc": "2.0", "id": "big", "method": "tools/list", "params": {"q": "'
                + b"x" * MAX_LINE_BYTES + b'"}}')
    reply = server.reply_to(None)
    assert reply["error"]["code"] == INVALID_REQUEST and "bytes is not read" in reply["error"]["message"]
    assert_still_serving(server)
    assert not server.replies


def test_max_results_of_a_billion_is_a_one_line_tool_error(server):
    result = server.call("grep_search", {"query": "crypto", "max_results": 10**9})
    assert result["isError"] is True
    text = one_line(result["content"][0]["text"])
    assert "max_results" in text and "less than or equal to 100" in text and "1000000000" in text
    assert "pydantic" not in text
    assert_still_serving(server)


def test_a_notification_with_bad_params_is_answered_without_an_id(server):
    server.send(b'{"jsonrpc": "2.0", "method": "notifications/initialized", "params": "yes"}')
    reply = server.reply_to(None)
    assert reply["error"]["code"] == INVALID_PARAMS
    assert_still_serving(server)


# -- calls that take long, and calls that fail -------------------------------------------


def _drain(fifo: Path, into: list) -> None:
    with open(fifo, encoding="utf-8") as fh:  # opening lets the stuck writer through
        into.append(fh.read())


def test_a_call_stuck_on_a_file_does_not_hold_up_the_next(server):
    # A FIFO where the markdown should go: writing into it waits for a reader, for good.
    server.outputs.mkdir(parents=True, exist_ok=True)
    fifo = server.outputs / "stuck.md"
    os.mkfifo(fifo)
    slow = server.next_id()
    server.send({"jsonrpc": "2.0", "id": slow, "method": "tools/call",
                 "params": {"name": "search_knowledge_base",
                            "arguments": {"query": "MCP timeout", "mode": "search", "output_file": "stuck.md"}}})
    fast = server.call("grep_search", {"query": "crypto"})
    assert not fast.get("isError") and fast["structuredContent"]["found"] > 0
    assert slow not in server.replies  # still writing: it was the slow one that waited
    assert_still_serving(server)

    read: list = []
    reader = threading.Thread(target=_drain, args=(fifo, read), daemon=True)
    reader.start()
    result = server.reply_to(slow)["result"]
    reader.join(WAIT)
    assert not result.get("isError"), result
    assert result["structuredContent"]["output_file"] == str(fifo)
    assert read == [result["structuredContent"]["markdown"]]


def test_a_call_stuck_for_good_does_not_keep_the_server_alive(own_server):
    srv = own_server
    srv.outputs.mkdir(parents=True, exist_ok=True)
    os.mkfifo(srv.outputs / "never-read.md")
    srv.send({"jsonrpc": "2.0", "id": "stuck", "method": "tools/call",
              "params": {"name": "search_knowledge_base",
                         "arguments": {"query": "MCP timeout", "mode": "search", "output_file": "never-read.md"}}})
    assert not srv.call("get_search_stats", {}).get("isError")
    assert srv.close() == 0, srv.stderr()
    assert "Traceback" not in srv.stderr()


def test_a_fault_of_kbsearch_is_one_line_naming_it(own_server):
    srv = own_server
    assert not srv.call("get_search_stats", {}).get("isError")  # the index is built
    # The derived index changed under the running server into values no check catches: a
    # posting whose document number is past the end (whole, well-formed uint32 pairs).
    (index,) = srv.cache.rglob("index.sqlite")
    with sqlite3.connect(index) as conn:
        assert conn.execute("UPDATE terms SET condensed = x'FFFFFF7F01000000' WHERE term = 'crypto'").rowcount == 1
    conn.close()
    result = srv.call("grep_search", {"query": "crypto", "use_synonyms": False})
    assert result["isError"] is True
    text = one_line(result["content"][0]["text"])
    assert text.startswith("Error executing tool grep_search: internal error: IndexError: ")
    assert_still_serving(srv)
    assert srv.close() == 0
    assert "Traceback" not in srv.stderr()


# -- the line checks themselves -------------------------------------------------------------


def test_brackets_and_digits_inside_strings_are_text_not_structure():
    deep_text = "[" * (MAX_DEPTH * 4) + "9" * 5000
    message = check_line(json.dumps({"jsonrpc": "2.0", "id": 1, "method": "tools/call",
                                     "params": {"name": "grep_search", "arguments": {"query": deep_text}}}).encode())
    assert message["params"]["arguments"]["query"] == deep_text


def test_nesting_up_to_the_limit_is_taken_and_past_it_refused():
    def nested(depth: int) -> bytes:
        inner = "[" * (depth - 2) + "]" * (depth - 2)  # the message and its params are two levels
        return f'{{"jsonrpc": "2.0", "id": 1, "method": "m", "params": {{"x": {inner}}}}}'.encode()

    assert check_line(nested(MAX_DEPTH))["id"] == 1
    with pytest.raises(Rejected, match="nested more than"):
        check_line(nested(MAX_DEPTH + 1))


def test_ordinary_numbers_keep_their_type():
    message = check_line(b'{"jsonrpc": "2.0", "id": 7, "method": "m", "params": {"a": 12, "b": -1.5e3, "c": 0.25}}')
    assert message["params"] == {"a": 12, "b": -1500.0, "c": 0.25} and isinstance(message["params"]["a"], int)


@pytest.mark.parametrize("argument", ["output_file", "retrieval_dir"])
def test_a_nul_in_a_path_a_client_names_is_one_line_refusal(server, argument):
    result = server.call("search_knowledge_base", {"query": "timeout", argument: "a\u0000b.md"})
    assert result["isError"] is True
    text = one_line(result["content"][0]["text"])
    assert "NUL" in text and "internal error" not in text
    assert_still_serving(server)


def test_an_index_damaged_under_the_server_is_rebuilt_and_the_call_answered(own_server):
    """Issue 30: the call that meets the damage is run again on the rebuilt index (it was
    a tool error before, and only the next call was answered)."""
    srv = own_server
    assert not srv.call("get_search_stats", {}).get("isError")
    (index,) = srv.cache.rglob("index.sqlite")
    with sqlite3.connect(index) as conn:  # postings that are not whole (doc, tf) pairs
        assert conn.execute("UPDATE terms SET condensed = x'010203' WHERE term = 'crypto'").rowcount == 1
    conn.close()
    result = srv.call("grep_search", {"query": "crypto", "use_synonyms": False})
    assert not result.get("isError"), result
    assert "5b7e2d90" in result["content"][0]["text"]
    with sqlite3.connect(index) as conn:  # rebuilt (its inode may be the removed file's, reused)
        (blob,) = conn.execute("SELECT condensed FROM terms WHERE term = 'crypto'").fetchone()
    conn.close()
    assert blob != bytes([1, 2, 3])
    assert "the index is damaged (malformed postings" in srv.stderr()
    assert_still_serving(srv)
