"""`kbsearch serve` run as a user runs it: a real process on a loopback port it picks,
spoken to over HTTP (urllib, and the MCP SDK's streamable HTTP client), stopped with
SIGTERM or Ctrl-C. Also the command's own help examples."""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import signal
import stat
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
import typer
from archive_builder import ChatSpec, write_archive
from serve_helpers import REPO, ServerProcess, server_env

from kbsearch.commands.app import app

TOKEN = "0123456789abcdef-test-token"


@pytest.fixture
def env(tmp_path):
    config = tmp_path / "config" / "config.yaml"
    config.parent.mkdir()
    config.write_text("rerank: false\n")
    return server_env(KBSEARCH_CONFIG=str(config))


def lines_after_start(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.strip()]


def test_serve_answers_logs_and_stops_on_sigterm_with_one_line(env):
    with ServerProcess(env=env) as server:
        assert server.url.startswith("http://127.0.0.1:")
        server.ready()
        status, headers, body = server.get("/api/search?q=mcp+timeout&n=3")
        assert status == 200 and json.loads(body)["results"][0]["chat_id"] == "9e4b1a7f"
        assert server.get("/api/chats/zzzz0000")[0] == 404
        server.wait_for(r"GET /api/chats/zzzz0000 404 [0-9.]+ ms")
        code = server.stop(signal.SIGTERM)
        lines = lines_after_start(server.stderr())
        assert code == 0
        assert lines[-1] == "kbsearch: stopped (SIGTERM)"
        assert " GET /api/search?q=mcp+timeout&n=3 200 " in "\n".join(lines)
        assert "Traceback" not in server.stderr() and "INFO" not in server.stderr()
        assert server.proc.stdout.read() == ""  # stdout stays clean


def test_ctrl_c_stops_it_with_one_line(env):
    with ServerProcess(env=env) as server:
        server.ready()
        assert server.stop(signal.SIGINT) == 0
        tail = lines_after_start(server.stderr())
        assert tail[-1] == "kbsearch: stopped (Ctrl-C)"
        assert "KeyboardInterrupt" not in server.stderr() and "interrupted" not in tail[-1]


def test_another_host_needs_a_token_made_once_and_kept(env, tmp_path):
    """127.0.0.2 is not the default, so it is served as the network would be (and the test
    still binds loopback only)."""
    token_file = tmp_path / "config" / "serve-token"
    with ServerProcess("--host", "127.0.0.2", env=env) as server:
        made = server.wait_for(r"open (http://127\.0\.0\.2:\d+/)\?token=(\S+) on your phone")
        token = made.group(2)
        assert stat.S_IMODE(token_file.stat().st_mode) == 0o600
        assert token_file.read_text().strip() == token
        assert server.get("/api/stats")[0] == 401
        assert server.get("/api/stats", {"Host": "mymac.local", "Authorization": "Bearer nope-nope-nope-nope"})[0] == 401
        server.ready({"Authorization": f"Bearer {token}"})
        status, headers, _ = server.get(f"/?token={token}")
        assert status == 303 and headers["location"] == "/"
        cookie = headers["set-cookie"].split(";")[0]
        status, _, body = server.get("/api/search?q=yaml", {"Cookie": cookie})
        assert status == 200 and json.loads(body)["results"]
        assert token not in server.stderr().split("on your phone", 1)[1]  # shown once, never logged
    with ServerProcess("--host", "127.0.0.2", env=env) as again:  # a restart: the same token, not shown
        again.wait_for(r"a token is needed: it is in ")
        assert token not in again.stderr()
        again.ready({"Authorization": f"Bearer {token}"})
        assert again.get("/api/stats", {"Authorization": f"Bearer {token}"})[0] == 200


def test_a_given_token_on_loopback_is_asked_for_too(env):
    with ServerProcess("--token", TOKEN, env=env) as server:
        assert server.get("/api/stats")[0] == 401
        server.ready({"Authorization": f"Bearer {TOKEN}"})
        assert server.get("/api/stats", {"Authorization": f"Bearer {TOKEN}"})[0] == 200


@pytest.mark.parametrize("args, message", [
    (["--token", "short"], "at least 16 printable ASCII characters"),
    (["--host", "nowhere.invalid"], "--host 'nowhere.invalid'"),
    (["--port", "99999"], "99999"),
    (["-i", "/nonexistent/indexes"], "/nonexistent/indexes"),
])
def test_a_bad_start_is_one_line_and_exit_2(env, args, message):
    r = subprocess.run([*ServerProcess.command(), *args], env=env, capture_output=True, text=True, timeout=60)
    assert r.returncode == 2, r.stderr
    # Click's usage error (Usage:, Try…, Error:) counts as one line, as everywhere in the CLI
    said = [line for line in r.stderr.splitlines() if line.strip() and not line.startswith(("Usage:", "Try "))]
    assert message in r.stderr and len(said) == 1 and "Traceback" not in r.stderr, r.stderr


def test_a_port_in_use_is_one_line_and_exit_2(env):
    with ServerProcess(env=env) as first:
        port = first.url.rsplit(":", 1)[1].strip("/")
        r = subprocess.run([*ServerProcess.command(), "--port", port], env=env, capture_output=True, text=True,
                           timeout=60)
        assert r.returncode == 2 and "cannot listen on 127.0.0.1:" in r.stderr and "Traceback" not in r.stderr


def test_mcp_over_http_has_the_four_tools(env):
    from mcp import ClientSession
    from mcp.client.streamable_http import streamable_http_client

    async def session(url):
        async with streamable_http_client(url + "mcp") as streams:
            async with ClientSession(streams[0], streams[1]) as s:
                await s.initialize()
                names = {t.name for t in (await s.list_tools()).tools}
                found = await s.call_tool("search_knowledge_base", {"query": "mcp timeout", "mode": "search"})
                chat = await s.call_tool("get_chat", {"chat_id": "9e4b1a7f", "chunk": 1})
                refused = await s.call_tool("search_knowledge_base", {"query": "mcp", "output_file": "x.md"})
                escape = await s.call_tool("get_chat", {"chat_id": "../../pyproject.toml"})
                return names, found, chat, refused, escape

    with ServerProcess(env=env) as server:
        server.ready()
        names, found, chat, refused, escape = asyncio.run(asyncio.wait_for(session(server.url), 60))
        api = json.loads(server.get("/api/search?q=mcp+timeout")[2])
    assert names == {"search_knowledge_base", "grep_search", "get_chat", "get_search_stats"}
    assert not found.is_error
    assert [r["chat_id"] for r in found.structured_content["results"]] == [r["chat_id"] for r in api["results"]]
    assert not chat.is_error and chat.structured_content["chunks"] == [1]
    assert refused.is_error and "read-only" in refused.content[0].text
    assert escape.is_error and "[build-system]" not in escape.content[0].text


def test_concurrent_clients_all_get_answers(env):
    paths = ["/api/search?q=mcp+timeout", "/api/search?q=yaml&n=3", "/api/stats", "/api/chats/9e4b1a7f",
             "/api/similar/5e3b9f07?n=3", "/api/answer?q=Why+did+we+pick+YAML%3F", "/api/chats/9e4b1a7f/chunks/2?raw=1"]
    with ServerProcess(env=env) as server:
        server.ready()
        with ThreadPoolExecutor(32) as pool:
            statuses = list(pool.map(lambda i: server.get(paths[i % len(paths)])[0], range(320)))
        deadline = time.monotonic() + 10  # a line is written once its response has gone
        while len(logged := [ln for ln in server.stderr().splitlines() if " GET /api/" in ln]) < 320 \
                and time.monotonic() < deadline:
            time.sleep(0.05)
    assert statuses.count(200) == 320, {s: statuses.count(s) for s in set(statuses)}
    assert len(logged) >= 320  # every request in the access log (and ready()'s own)


def test_csv_changes_are_picked_up_without_failing_a_request(env, tmp_path):
    chats = [ChatSpec("a1b2c3d4", "Quokka habitats", topics=["animals.quokka"], raw=["quokkas on Rottnest"])]
    index_dir = write_archive(tmp_path / "archive", chats)
    with ServerProcess("-i", str(index_dir), env=env) as server:
        server.ready()
        assert json.loads(server.get("/api/search?q=wombat")[2])["results"] == []
        failures, seen, stop = [], [], threading.Event()

        def keep_searching():
            while not stop.is_set():
                status, _, body = server.get("/api/search?q=wombat")
                if status != 200:
                    failures.append((status, body[:200]))
                elif json.loads(body)["results"]:
                    seen.append(time.monotonic())

        readers = [threading.Thread(target=keep_searching) for _ in range(4)]
        for t in readers:
            t.start()
        time.sleep(0.3)
        write_archive(tmp_path / "archive", chats + [
            ChatSpec("b2c3d4e5", "Wombat burrows", topics=["animals.wombat"], raw=["a wombat digs"])])
        deadline = time.monotonic() + 30
        while not seen and time.monotonic() < deadline:
            time.sleep(0.05)
        stop.set()
        for t in readers:
            t.join()
        assert seen, server.stderr()
        assert failures == []
        assert "changed; updating the index in the background" in server.stderr()


def _children(pid: int) -> list[int]:
    found = []
    for stat_file in Path("/proc").glob("[0-9]*/stat"):
        try:
            after_name = stat_file.read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if int(after_name[1]) == pid:
            found.append(int(stat_file.parent.name))
    return found


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the workers are looked for in /proc")
@pytest.mark.parametrize("sig, said", [(signal.SIGTERM, "SIGTERM"), (signal.SIGINT, "Ctrl-C")])
def test_workers_share_the_port_a_dead_one_is_replaced_and_all_stop_together(env, sig, said):
    with ServerProcess("--workers", "2", env=env) as server:
        server.wait_for(r"at http://127\.0\.0\.1:\d+/ by 2 worker processes ")
        # No ready() first: each worker opens the index before it takes a request, so none
        # answers 503 while its sibling answers 200 (requests wait in its queue meanwhile).
        with ThreadPoolExecutor(8) as pool:  # new connections each: the kernel spreads them
            statuses = list(pool.map(lambda i: server.get(f"/api/search?q=yaml&n={1 + i % 10}")[0], range(80)))
        assert statuses.count(200) == 80
        workers = _children(server.proc.pid)
        assert len(workers) == 2
        os.kill(workers[0], signal.SIGKILL)
        server.wait_for(rf"worker {workers[0]} ended \(signal SIGKILL\); starting another")
        deadline = time.monotonic() + 30
        while len(now := _children(server.proc.pid)) < 2 and time.monotonic() < deadline:
            time.sleep(0.05)
        assert len(now) == 2 and workers[1] in now
        assert [server.get("/api/search?q=mcp+timeout&n=3")[0] for _ in range(10)] == [200] * 10
        assert server.stop(sig) == 0
        assert lines_after_start(server.stderr())[-1] == f"kbsearch: stopped ({said})"
        assert "Traceback" not in server.stderr()
        assert not [pid for pid in now if Path(f"/proc/{pid}").exists()]  # none left serving on its own


def serve_help_examples() -> list[str]:
    command = typer.main.get_command(app).commands["serve"]
    return [line.strip() for line in command.help.partition("Examples:")[2].splitlines()
            if line.strip() and line.strip() != "\b"]


def test_the_help_examples_run(env):
    """As written, but on a port the test picks, and 127.0.0.2 standing for 0.0.0.0 (tests
    bind loopback only)."""
    examples = serve_help_examples()
    assert examples == ["kbsearch serve", "kbsearch serve --host 0.0.0.0 --port 8765",
                        "curl -s 'http://127.0.0.1:8765/api/search?q=mcp+timeout&n=3' | jq -r '.results[].title'"]
    with ServerProcess(env=env) as server:  # `kbsearch serve`
        server.ready()
        port = server.url.rsplit(":", 1)[1].strip("/")
        if shutil.which("curl") and shutil.which("jq"):
            r = subprocess.run(examples[2].replace("8765", port), shell=True, capture_output=True, text=True,
                               timeout=30)
            titles = r.stdout.splitlines()
        else:  # what the pipe prints, without curl and jq
            titles = [x["title"] for x in json.loads(server.get("/api/search?q=mcp+timeout&n=3")[2])["results"]]
        assert titles[0] == "MCP server timeout in Claude Desktop for knowledge search" and len(titles) == 3
    args = examples[1].split()[2:]
    args[args.index("0.0.0.0")], args[args.index("8765")] = "127.0.0.2", "0"
    with ServerProcess(*args, env=env) as network:
        network.wait_for(r"on your phone")
        assert network.get("/api/stats")[0] == 401


def readme_serve_lines() -> list[str]:
    import re

    readme = (REPO / "README.md").read_text()
    section = readme.split("## In a browser, on a phone: `kbsearch serve`", 1)[1].split("\n## ", 1)[0]
    lines = []
    for block in re.findall(r"```sh\n(.*?)```", section, re.S):
        lines += [line.split("  #")[0].strip() for line in block.splitlines() if line.strip()]
    return lines


def test_the_readme_serve_examples_run(env):
    """The README's serve commands (on a port the test picks, 127.0.0.2 standing for
    0.0.0.0) and its curl lines against them: without a token on 127.0.0.1, with one
    (Authorization: Bearer $TOKEN) where the server asks for it."""
    lines = readme_serve_lines()
    serves = [line for line in lines if line.startswith("kbsearch serve")]
    curls = [line for line in lines if line.startswith("curl ")]
    assert len(serves) == 3 and len(curls) == 2 and len(lines) == 5
    with ServerProcess(*serves[0].split()[2:], env=env) as open_server, \
            ServerProcess("--token", TOKEN, env=env) as token_server:
        open_server.ready()
        token_server.ready({"Authorization": f"Bearer {TOKEN}"})
        out = {}
        for line in curls:
            server = token_server if "Authorization" in line else open_server
            command = line.replace("http://127.0.0.1:8765/", server.url)
            r = subprocess.run(command, shell=True, capture_output=True, text=True, timeout=30,
                               env={**env, "TOKEN": TOKEN})
            assert r.returncode == 0 and r.stdout.strip(), (command, r.stderr)
            out[line] = r.stdout
        # and without the token, the second line's server says so
        assert token_server.get("/api/answer?q=Why+did+we+pick+YAML%3F")[0] == 401
        short = json.loads(open_server.get("/api/answer?q=Why+did+we+pick+YAML%3F")[2])["short"]
    search, answer = out[curls[0]].splitlines(), out[curls[1]].strip()
    assert search[0] == "2025-10-14  MCP server timeout in Claude Desktop for knowledge search" and len(search) == 3
    assert answer == short and short  # the answer work may change the words; the line prints them
    args = serves[1].split()[2:]
    args[args.index("0.0.0.0")] = "127.0.0.2"
    with ServerProcess(*args, env=env) as network:
        network.wait_for(r"on your phone")
        assert network.get("/api/stats")[0] == 401
    with ServerProcess(*serves[2].split()[2:], env=env) as workers:
        workers.wait_for(r"by 2 worker processes")
        assert json.loads(workers.get("/api/search?q=mcp+timeout&n=3")[2])["results"][0]["chat_id"] == "9e4b1a7f"
