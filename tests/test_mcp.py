"""`kbsearch mcp`: the real server in a subprocess, spoken to with the MCP SDK's own stdio
client, its answers checked against the CLI's JSON for the same query on the demo archive."""

import asyncio
import json
import os
import subprocess
import sys
import threading
from concurrent.futures import Future
from pathlib import Path

import pytest
from archive_builder import ChatSpec, write_archive
from mcp import ClientSession, StdioServerParameters, stdio_client

from kbsearch.ranking.search import SearchOptions, Searcher
from kbsearch.settings import BadSettings, parse_settings

REPO = Path(__file__).resolve().parent.parent
DEMO = REPO / "indexes"
SETTINGS = Path(__file__).parent / "fixtures" / "settings.yaml"
TOOLS = {"search_knowledge_base", "grep_search", "get_chat", "get_search_stats"}


class Server:
    """A `kbsearch mcp` subprocess with a connected ClientSession, usable from plain
    (synchronous) tests: the session lives in an event loop on a thread of its own, so
    one server serves the whole module instead of one per test."""

    def __init__(self, env: dict, stderr_path: Path, *args: str):
        self.env = env
        self.stderr_path = stderr_path
        self._errlog = open(stderr_path, "w")
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, daemon=True)
        self._thread.start()
        self._ready: Future = Future()
        params = StdioServerParameters(command=sys.executable, args=["-m", "kbsearch", "mcp", *args], env=env)
        self._main = asyncio.run_coroutine_threadsafe(self._serve(params), self._loop)
        self.session: ClientSession = self._ready.result(timeout=120)

    async def _serve(self, params):
        self._stop = asyncio.Event()
        try:
            async with stdio_client(params, errlog=self._errlog) as (read, write):
                async with ClientSession(read, write) as session:
                    await session.initialize()
                    self._ready.set_result(session)
                    await self._stop.wait()
        except BaseException as exc:
            if not self._ready.done():
                self._ready.set_exception(exc)
            raise

    def _run(self, coro, timeout=120):
        return asyncio.run_coroutine_threadsafe(coro, self._loop).result(timeout)

    def call(self, tool: str, arguments: dict | None = None):
        return self._run(self.session.call_tool(tool, arguments or {}))

    def data(self, tool: str, arguments: dict | None = None) -> dict:
        """The structured result of a call that must succeed."""
        result = self.call(tool, arguments)
        assert not result.is_error, result.content[0].text
        # The text block carries the same JSON, for clients that read only text.
        assert json.loads(result.content[0].text) == result.structured_content
        return result.structured_content

    def list_tools(self):
        return self._run(self.session.list_tools()).tools

    def stderr(self) -> str:
        self._errlog.flush()
        return self.stderr_path.read_text()

    def close(self):
        self._loop.call_soon_threadsafe(self._stop.set)
        self._main.result(timeout=60)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout=10)
        self._errlog.close()


def server_env(base: Path, config: Path = SETTINGS, outputs: Path | None = None) -> dict:
    """What tests/conftest.py gives every test: no developer archive, cache, outputs or
    settings (the server inherits only these and the SDK's safe defaults, PATH, HOME…)."""
    return {
        # The server runs this tree's kbsearch, not the one the venv has installed.
        "PYTHONPATH": str(REPO / "cli"),
        "KBSEARCH_CACHE_DIR": str(base / "cache"),
        "KBSEARCH_OUTPUTS_DIR": str(outputs or base / "mcp-outputs"),
        "KBSEARCH_CONFIG": str(config),
    }


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    base = tmp_path_factory.getbasetemp()
    srv = Server(server_env(base), tmp_path_factory.mktemp("mcp") / "stderr.log", "--index-dir", str(DEMO))
    yield srv
    srv.close()


@pytest.fixture
def outputs(server) -> Path:
    return Path(server.env["KBSEARCH_OUTPUTS_DIR"])


def cli(*args: str, status: int = 0) -> subprocess.CompletedProcess:
    """The CLI, with the environment the autouse fixture set (the same cache and settings)."""
    r = subprocess.run([sys.executable, "-m", "kbsearch", *args, "--index-dir", str(DEMO)],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == status, r.stderr
    return r


def without_timing(doc: dict) -> dict:
    return {k: v for k, v in doc.items() if k != "elapsed_ms"}


# -- the tools and their schemas -------------------------------------------------------


def test_lists_the_four_tools_with_schemas_an_assistant_can_act_on(server):
    tools = {t.name: t for t in server.list_tools()}
    assert set(tools) == TOOLS
    for tool in tools.values():
        assert len(tool.description) > 80, tool.name
        for name, prop in tool.input_schema["properties"].items():
            assert prop.get("description"), f"{tool.name}.{name} has no description"
    search = tools["search_knowledge_base"].input_schema
    assert search["required"] == ["query"]
    assert search["properties"]["mode"]["enum"] == ["auto", "search", "answer"]
    assert search["properties"]["granularity"]["enum"] == ["chat", "chunk"]
    assert search["properties"]["max_results"]["default"] == 10
    # The old server's signature, so prompts written for it keep working.
    assert list(search["properties"])[:9] == ["query", "mode", "use_synonyms", "max_results", "granularity",
                                               "max_tokens", "output_file", "retrieve_artifacts", "retrieval_dir"]
    grep = tools["grep_search"].input_schema
    assert grep["properties"]["return_format"]["enum"] == ["condensed", "full"]
    assert list(tools["get_chat"].input_schema["properties"]) == ["chat_id", "chunk", "raw"]
    assert tools["get_chat"].annotations.read_only_hint is True


def test_search_is_what_the_cli_prints_as_json(server):
    got = server.data("search_knowledge_base", {"query": "MCP timeout", "max_results": 3})
    assert got["mode"] == "search" and got["mode_chosen_by"] == "phrasing"
    expected = json.loads(cli("search", "MCP timeout", "-n", "3", "-f", "json").stdout)
    assert without_timing({k: got[k] for k in expected}) == without_timing(expected)
    assert got["search_path"] == "Layer 4 – content, with synonyms"
    assert got["total_tokens"] == sum(r["tokens"] for r in got["results"]) > 0
    assert got["markdown"] == cli("search", "MCP timeout", "-n", "3", "-f", "md").stdout
    assert got["output_file"] is None and got["retrieval"] is None


def test_search_options_reach_the_search(server):
    chunks = server.data("search_knowledge_base", {"query": "memory slots", "mode": "search",
                                                   "granularity": "chunk", "max_results": 4})
    expected = json.loads(cli("search", "memory slots", "-g", "chunk", "-n", "4", "-f", "json").stdout)
    assert [(r["chat_id"], r["chunk"]) for r in chunks["results"]] == \
        [(r["chat_id"], r["chunk"]) for r in expected["results"]]
    budget = server.data("search_knowledge_base", {"query": "memory slots", "mode": "search", "max_tokens": 1500})
    assert 0 < budget["total_tokens"] <= 1500 and budget["max_tokens"] == 1500
    # "Chatty" is the user's nickname for ChatGPT: only the synonym table knows it.
    plain = server.data("search_knowledge_base", {"query": "Chatty", "mode": "search", "use_synonyms": False})
    assert plain["found"] == 0 and json.loads(cli("search", "Chatty", "--no-synonyms", "-f", "json",
                                                  status=1).stdout)["found"] == 0
    assert server.data("search_knowledge_base", {"query": "Chatty", "mode": "search"})["found"] > 0


def test_a_question_is_answered_as_the_cli_answers_it(server):
    question = "What problems have we had with Chatty?"
    got = server.data("search_knowledge_base", {"query": question, "max_results": 6})
    assert got["mode"] == "answer" and got["mode_chosen_by"] == "phrasing"
    expected = json.loads(cli("answer", question, "--max-sources", "6", "-f", "json").stdout)
    assert {k: got[k] for k in expected} == expected
    assert got["sources"] and got["total_source_tokens"] == got["sources"][-1]["running_total"]
    assert got["markdown"] == cli("answer", question, "--max-sources", "6", "-f", "md").stdout
    # The short answer first, as the CLI gives it: "" and no **Answer** line when no sentence states it.
    assert isinstance(got["short"], str) and got["short"] == ", ".join(i["text"] for i in got["short_items"])
    assert ("**Answer**: " in got["markdown"]) == bool(got["short"])
    # The caller's choice wins over the phrasing.
    searched = server.data("search_knowledge_base", {"query": question, "mode": "search"})
    assert searched["mode"] == "search" and searched["mode_chosen_by"] == "caller" and searched["results"]


def test_an_answer_carries_its_short_answer(demo_dir, monkeypatch):
    """In process, with the composer made to find a short answer: the tool's result carries
    `short` and `short_items` beside the summary, and its markdown leads with them."""
    from dataclasses import replace

    from kbsearch.answer import compose
    from kbsearch.answer.model import ShortItem
    from kbsearch.commands.mcp_tools import ArchiveTools

    real = compose.answer
    items = [ShortItem("Ned", [1]), ShortItem("Max", [2])]
    monkeypatch.setattr(compose, "answer", lambda *a, **k: replace(real(*a, **k), short="Ned, Max", short_items=items))
    got = ArchiveTools(demo_dir).search_knowledge_base("What problems have we had with Chatty?", mode="answer")
    assert got["short"] == "Ned, Max"
    assert got["short_items"] == [{"text": "Ned", "citations": [1]}, {"text": "Max", "citations": [2]}]
    assert json.loads(json.dumps(got)) == got  # what the server sends as the structured result
    answer_part = got["markdown"].split("### Answer\n\n", 1)[1]
    assert answer_part.startswith(f"**Answer**: Ned [1], Max [2] ({got['confidence']} confidence)\n\n**Summary**: ")


def test_grep_search_reads_content_layers_only(server):
    # The full cascade answers "crypto" from the topics (layer 1); grep goes to the text.
    assert json.loads(cli("search", "crypto", "-f", "json").stdout)["layer"] == 1
    full = server.data("grep_search", {"query": "crypto", "return_format": "full"})
    assert full["layer"] in (3, 4) and full["search_path"].startswith(("Layer 3", "Layer 4"))
    assert {t["layer"] for t in full["layers_tried"]} <= {3, 4}
    condensed = server.data("grep_search", {"query": "crypto"})
    assert [r["chat_id"] for r in condensed["results"]] == [r["chat_id"] for r in full["results"]]
    assert set(condensed["results"][0]) < set(full["results"][0]) | {"synonym_matches"}
    assert {"why", "snippet", "tokens", "condensed_path"} <= set(condensed["results"][0])
    exact = server.data("grep_search", {"query": "crypto", "use_synonyms": False, "max_results": 2})
    assert exact["layer"] == 3 and exact["showing"] <= 2


@pytest.mark.parametrize("args", [("9e4b1a7f",), ("9e4b1a7f", "--chunk", "2", "--raw")])
def test_get_chat_is_the_text_kbsearch_show_prints(server, args):
    arguments = {"chat_id": args[0]}
    if len(args) > 1:
        arguments.update(chunk=2, raw=True)
    got = server.data("get_chat", arguments)
    assert got["text"] == cli("show", *args).stdout
    assert got["bytes"] == len(got["text"].encode("utf-8")) and got["tokens"] > 0
    assert got["chunks"] == ([2] if len(args) > 1 else [1, 2])
    assert got["title"] == "MCP server timeout in Claude Desktop for knowledge search"


def test_get_search_stats_is_what_kbsearch_stats_reports(server):
    got = server.data("get_search_stats")
    assert got == json.loads(cli("stats", "-f", "json").stdout)
    assert got["chats"] == 50 and got["index_source"] == "--index-dir"


# -- errors --------------------------------------------------------------------------


@pytest.mark.parametrize("tool, arguments, message", [
    ("search_knowledge_base", {"query": "  "}, "query is empty"),
    ("search_knowledge_base", {"query": "the of and"}, "no words to search for"),
    ("search_knowledge_base", {"query": "MCP", "mode": "grep"}, "mode"),
    ("search_knowledge_base", {"query": "MCP", "max_results": 0}, "max_results"),
    ("search_knowledge_base", {"query": "MCP", "max_tokens": -5}, "max_tokens"),
    ("search_knowledge_base", {}, "query"),
    ("grep_search", {"query": "MCP", "return_format": "yaml"}, "return_format"),
    ("get_chat", {"chat_id": "ffffffff"}, "no chat 'ffffffff'"),
    ("get_chat", {"chat_id": "9e4b1a7f", "chunk": 9}, "has no chunk 9"),
    ("get_chat", {"chat_id": "../../../etc/passwd"}, "takes a chat_id"),
    ("no_such_tool", {}, "Unknown tool"),
])
def test_bad_arguments_are_tool_errors_and_the_server_lives_on(server, tool, arguments, message):
    result = server.call(tool, arguments)
    assert result.is_error
    assert message in result.content[0].text
    assert server.data("get_search_stats")["chats"] == 50
    assert "Traceback" not in server.stderr()


@pytest.mark.parametrize("arguments", [
    {"retrieve_artifacts": True, "retrieval_dir": "{outside}"},
    {"retrieval_dir": "../escaped"},
    {"output_file": "{outside}/notes.md"},
    {"output_file": "../escaped.md"},
])
def test_a_path_outside_the_outputs_folder_is_refused(server, outputs, tmp_path, arguments):
    outside = tmp_path / "elsewhere"
    arguments = {k: v.format(outside=outside) if isinstance(v, str) else v for k, v in arguments.items()}
    result = server.call("search_knowledge_base", {"query": "MCP timeout", **arguments})
    assert result.is_error
    assert "is outside the outputs folder" in result.content[0].text
    assert "mcp.allow_paths_outside_outputs" in result.content[0].text
    assert not outside.exists()
    assert not (outputs.parent / "escaped").exists() and not (outputs.parent / "escaped.md").exists()


def test_a_symlink_out_of_the_outputs_folder_is_refused(server, outputs, tmp_path):
    outputs.mkdir(parents=True, exist_ok=True)
    link = outputs / "link-out"
    link.symlink_to(tmp_path, target_is_directory=True)
    try:
        result = server.call("search_knowledge_base", {"query": "MCP timeout", "retrieval_dir": "link-out/copy"})
        assert result.is_error and "is outside the outputs folder" in result.content[0].text
        assert not (tmp_path / "copy").exists()
    finally:
        link.unlink()


# -- files inside the outputs folder ------------------------------------------------------


def test_retrieval_into_the_outputs_folder(server, outputs):
    got = server.data("search_knowledge_base", {"query": "MCP timeout", "mode": "search", "max_results": 2,
                                                "retrieve_artifacts": True, "retrieval_dir": "mcp-timeout"})
    retrieval = got["retrieval"]
    assert Path(retrieval["folder"]) == (outputs / "mcp-timeout").absolute()
    manifest = json.loads(Path(retrieval["manifest"]).read_text())
    assert manifest["query"] == "MCP timeout" and manifest["mode"] == "search"
    expected_files = sum(len(r["matching_chunks"]) for r in got["results"])
    assert retrieval["files"] == manifest["totals"]["files"] == expected_files and retrieval["complete"]
    copied = {f["destination"] for f in manifest["files"]}
    assert copied <= {p.name for p in (outputs / "mcp-timeout").iterdir()}


def test_an_answer_retrieves_its_sources_by_default_folder(server, outputs):
    got = server.data("search_knowledge_base", {"query": "Why did we pick YAML?", "retrieve_artifacts": True})
    assert got["mode"] == "answer"
    folder = Path(got["retrieval"]["folder"])
    assert folder.parent == outputs.absolute() and folder.name.startswith("retrieval_")
    manifest = json.loads(Path(got["retrieval"]["manifest"]).read_text())
    assert {f["chat_id"] for f in manifest["files"]} == {s["chat_id"] for s in got["sources"]}


def test_output_file_is_written_inside_the_outputs_folder_and_never_replaced(server, outputs):
    first = server.data("search_knowledge_base", {"query": "MCP timeout", "mode": "search",
                                                  "output_file": "notes/timeout.md"})
    assert Path(first["output_file"]) == (outputs / "notes" / "timeout.md").absolute()
    assert Path(first["output_file"]).read_text() == first["markdown"]
    second = server.data("search_knowledge_base", {"query": "memory slots", "mode": "search",
                                                   "output_file": "notes/timeout.md"})
    assert Path(second["output_file"]).name == "timeout_2.md"
    assert Path(first["output_file"]).read_text() == first["markdown"]
    stamped = server.data("search_knowledge_base", {"query": "Why did we pick YAML?", "output_file": True})
    assert Path(stamped["output_file"]).parent == outputs.absolute()
    assert Path(stamped["output_file"]).name.startswith("answer_")


# -- the process --------------------------------------------------------------------------


def test_logs_go_to_stderr(server):
    assert f"kbsearch: serving {DEMO} (--index-dir) over MCP on stdio" in server.stderr()


def test_stdout_carries_only_protocol(tmp_path, demo_dir):
    """By hand, without the SDK's client (which would skip a stray line): a fresh cache
    makes the server build its index and say so, and none of that may reach stdout."""
    messages = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize",
         "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                    "clientInfo": {"name": "test", "version": "0"}}},
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        {"jsonrpc": "2.0", "id": 2, "method": "tools/call",
         "params": {"name": "search_knowledge_base", "arguments": {"query": "MCP timeout"}}},
        {"jsonrpc": "2.0", "id": 3, "method": "tools/call",
         "params": {"name": "get_chat", "arguments": {"chat_id": "nope"}}},
    ]
    env = {**os.environ, **server_env(tmp_path)}
    proc = subprocess.Popen([sys.executable, "-m", "kbsearch", "mcp", "-i", str(demo_dir)], env=env,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    replies = []
    try:
        for message in messages:
            proc.stdin.write(json.dumps(message) + "\n")
            proc.stdin.flush()
            if "id" in message:
                line = proc.stdout.readline()
                replies.append(json.loads(line))
        proc.stdin.close()  # end of input ends the server
        rest, stderr = proc.stdout.read(), proc.stderr.read()
        assert proc.wait(timeout=30) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
    assert rest == ""
    assert [r["id"] for r in replies] == [1, 2, 3] and all(r["jsonrpc"] == "2.0" for r in replies)
    assert replies[0]["result"]["serverInfo"]["name"] == "kbsearch"
    assert replies[1]["result"]["structuredContent"]["results"][0]["chat_id"] == "9e4b1a7f"
    assert replies[2]["result"]["isError"] is True
    assert "building the content index" in stderr


def test_a_broken_index_folder_is_a_tool_error_not_a_dead_server(tmp_path):
    srv = Server(server_env(tmp_path), tmp_path / "stderr.log", "--index-dir", str(tmp_path / "missing"))
    try:
        result = srv.call("get_search_stats")
        assert result.is_error and "does not exist" in result.content[0].text
        result = srv.call("search_knowledge_base", {"query": "MCP"})
        assert result.is_error and "does not exist" in result.content[0].text
    finally:
        srv.close()


def test_the_server_follows_the_indexes_when_they_change(tmp_path):
    """A server runs for days while the pipeline rewrites the CSVs: it reopens them."""
    chats = [ChatSpec("a1b2c3d4", "MCP server timeout", topics=["system.mcp.timeout"])]
    index_dir = write_archive(tmp_path / "archive", chats)
    srv = Server(server_env(tmp_path), tmp_path / "stderr.log", "--index-dir", str(index_dir))
    try:
        assert srv.data("get_search_stats")["chats"] == 1
        assert srv.call("get_chat", {"chat_id": "b2c3d4e5"}).is_error
        write_archive(tmp_path / "archive", chats + [ChatSpec("b2c3d4e5", "Vector search notes",
                                                              topics=["dev.search.vectors"])])
        assert srv.data("get_search_stats")["chats"] == 2
        assert srv.data("get_chat", {"chat_id": "b2c3d4e5"})["title"] == "Vector search notes"
        assert srv.data("grep_search", {"query": "vector"})["results"][0]["chat_id"] == "b2c3d4e5"
        assert "changed; reopening" in srv.stderr()
    finally:
        srv.close()


def test_settings_may_allow_paths_outside_outputs(tmp_path):
    config = tmp_path / "config.yaml"
    config.write_text("mcp:\n  allow_paths_outside_outputs: true\n")
    srv = Server(server_env(tmp_path, config), tmp_path / "stderr.log", "--index-dir", str(DEMO))
    try:
        got = srv.data("search_knowledge_base", {"query": "MCP timeout", "mode": "search", "max_results": 1,
                                                 "retrieval_dir": str(tmp_path / "elsewhere")})
        assert Path(got["retrieval"]["folder"]) == tmp_path / "elsewhere"
        assert (tmp_path / "elsewhere" / "manifest.json").is_file()
    finally:
        srv.close()


def test_reranking_server_loads_the_model_once_and_keeps_it(tmp_path, tmp_path_factory, demo_embedded):
    """With `rerank: true` the server loads the model before the first call, and every
    search reranks as the CLI does without loading it again."""
    config = tmp_path / "config.yaml"
    config.write_text("rerank: true\n")
    question = "What problems have we had with Chatty?"
    # The session's cache, where demo_embedded put the demo's embeddings.
    srv = Server(server_env(tmp_path_factory.getbasetemp(), config), tmp_path / "stderr.log", "--index-dir", str(DEMO))
    try:
        first = srv.data("search_knowledge_base", {"query": question, "mode": "search", "max_results": 3})
        second = srv.data("search_knowledge_base", {"query": question, "mode": "search", "max_results": 3})
    finally:
        srv.close()
    # In this process, where tests/test_embed.py has usually loaded the model already.
    searcher = Searcher.open(DEMO)
    expected = [x.chat_id for x in searcher.search(question, SearchOptions(max_results=3, rerank=True)).results]
    lexical = [x.chat_id for x in searcher.search(question, SearchOptions(max_results=3, rerank=False)).results]
    assert expected != lexical, "the demo question no longer tells reranked from lexical order"
    assert [x["chat_id"] for x in first["results"]] == [x["chat_id"] for x in second["results"]] == expected
    assert not any("rerank unavailable" in n for n in first["notes"] + second["notes"])
    # Loading the model takes seconds; a warm one scores three dozen passages in far less.
    assert second["elapsed_ms"] < 1000


# -- without the server ------------------------------------------------------------------


def test_the_command_line_never_imports_the_sdk():
    code = ("import sys\nsys.argv = ['kbsearch', '--version']\nfrom kbsearch.commands.app import app\n"
            "try:\n    app()\nexcept SystemExit:\n    pass\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('mcp', 'pydantic', 'anyio')))")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert r.stdout.splitlines() == ["kbsearch 0.1.0", "[]"], r.stderr


def test_without_the_sdk_the_command_says_how_to_install_it():
    code = ("import sys\nsys.modules['mcp'] = None  # as if not installed\n"
            "sys.argv = ['kbsearch', 'mcp']\nfrom kbsearch.commands.app import main\nmain()")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert r.returncode == 2 and r.stdout == ""
    # a checkout's own install command (issue 29): pip install -e '.[mcp]' there
    assert "(mcp is missing)" in r.stderr and "install -e '.[mcp]'" in r.stderr and "Traceback" not in r.stderr


def test_mcp_settings_are_checked():
    assert parse_settings({"mcp": {"allow_paths_outside_outputs": True}}, "s").mcp_allow_paths_outside_outputs
    assert not parse_settings({}, "s").mcp_allow_paths_outside_outputs
    with pytest.raises(BadSettings, match="must be true or false"):
        parse_settings({"mcp": {"allow_paths_outside_outputs": "yes"}}, "s")
    with pytest.raises(BadSettings, match="mcp: expected a mapping"):
        parse_settings({"mcp": {"allow_anything": True}}, "s")
