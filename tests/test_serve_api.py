"""`kbsearch serve`'s JSON API: every endpoint answers with what the CLI prints with
`-f json` for the same request on the demo archive, and every bad request gets one JSON
error with a fitting status."""

from __future__ import annotations

import json
import threading

import pytest
from cli_run import run
from serve_helpers import DEMO, isolated, served

from kbsearch.commands.serve import live
from kbsearch.commands.serve.params import MAX_QUERY_CHARS


@pytest.fixture(scope="module")
def demo(tmp_path_factory):
    with isolated(tmp_path_factory), served() as (client, log):
        yield client


def cli_json(*args) -> dict:
    r = run(*args, "-i", DEMO, "-f", "json")
    assert r.exit_code in (0, 1), r.stderr
    return json.loads(r.stdout)


def without_timing(d: dict) -> dict:
    return {k: v for k, v in d.items() if k != "elapsed_ms"}


@pytest.mark.parametrize("query, params, args", [
    ("mcp timeout", {}, []),
    ("yaml decision", {"n": "3", "granularity": "chunk"}, ["-n", "3", "-g", "chunk"]),
    ("timeout", {"platform": "claude", "since": "2024", "has": "decisions"},
     ["--platform", "claude", "--since", "2024", "--has", "decisions"]),
    ("memory", {"max_tokens": "900", "until": "2025-06", "rerank": "false"},
     ["--max-tokens", "900", "--until", "2025-06", "--no-rerank"]),
])
def test_search_is_what_the_cli_prints(demo, query, params, args):
    got = demo.get("/api/search", params={"q": query, **params})
    assert got.status_code == 200, got.text
    assert got.headers["content-type"] == "application/json"
    assert without_timing(got.json()) == without_timing(cli_json("search", query, *args))
    assert got.json()["results"], "the case should find something"


def test_answer_is_what_the_cli_prints(demo):
    got = demo.get("/api/answer", params={"q": "Why did we pick YAML?"})
    assert got.status_code == 200, got.text
    data = got.json()
    assert data.pop("found") is True
    assert data == cli_json("answer", "Why did we pick YAML?")
    assert data["short"] and data["sources"] and data["confidence"] in ("high", "medium", "low")


def test_answer_takes_filters_and_n(demo):
    data = demo.get("/api/answer", params={"q": "What problems have we had with Chatty?", "n": "2",
                                           "platform": "chatgpt"}).json()
    assert 0 < len(data["sources"]) <= 2 and {s["platform"] for s in data["sources"]} == {"chatgpt"}
    assert {k: v for k, v in data.items() if k != "found"} == cli_json(
        "answer", "What problems have we had with Chatty?", "--max-sources", "2", "--platform", "chatgpt")


def test_chat_is_what_show_prints(demo):
    data = demo.get("/api/chats/9e4b1a7f").json()
    assert data["text"] == run("show", "9e4b1a7f", "-i", DEMO).stdout
    assert data["chat_id"] == "9e4b1a7f" and data["chunks"] == [1, 2] and data["raw"] is False
    raw = demo.get("/api/chats/9e4b1a7f", params={"raw": "true"}).json()
    assert raw["text"] == run("show", "9e4b1a7f", "--raw", "-i", DEMO).stdout and raw["raw"] is True


def test_a_chunk_has_its_text_and_its_sections_or_turns(demo):
    condensed = demo.get("/api/chats/9e4b1a7f/chunks/2").json()
    assert condensed["text"] == run("show", "9e4b1a7f", "--chunk", "2", "-i", DEMO).stdout
    assert condensed["sections"]["summary"] and condensed["turns"] == []
    raw = demo.get("/api/chats/9e4b1a7f/chunks/2?raw=1").json()
    assert raw["text"] == run("show", "9e4b1a7f", "--chunk", "2", "--raw", "-i", DEMO).stdout
    roles = {t["role"] for t in raw["turns"]}
    assert roles == {"user", "assistant"} and all(t["content"] for t in raw["turns"])


def test_stats_and_similar_are_what_the_cli_prints(demo):
    assert demo.get("/api/stats").json() == cli_json("stats")
    got = demo.get("/api/similar/5e3b9f07", params={"n": "3"}).json()
    assert without_timing(got) == without_timing(cli_json("similar", "5e3b9f07", "-n", "3"))
    assert len(got["results"]) == 3 and "5e3b9f07" not in {r["chat_id"] for r in got["results"]}


def test_the_openapi_document_describes_every_endpoint(demo):
    doc = demo.get("/api/openapi.json").json()
    assert doc["openapi"].startswith("3.")
    assert set(doc["paths"]) == {"/api/search", "/api/answer", "/api/chats/{chat_id}", "/api/chats/{chat_id}/chunks/{chunk}",
                                 "/api/stats", "/api/similar/{chat_id}", "/", "/mcp"}
    search = {p["name"] for p in doc["paths"]["/api/search"]["get"]["parameters"]}
    assert search == {"q", "n", "since", "until", "platform", "has", "granularity", "rerank", "max_tokens"}
    # and the API takes what the document names
    routes = {r.path for r in demo.app.app.app.app.routes if hasattr(r, "path")}
    assert set(doc["paths"]) <= routes


def test_the_page_and_its_files(demo):
    page = demo.get("/")
    assert page.status_code == 200 and "text/html" in page.headers["content-type"]
    assert 'id="q"' in page.text and "autofocus" in page.text
    assert "default-src 'self'" in page.headers["content-security-policy"]
    # nothing from another host: no CDN, no font service
    assert "http://" not in page.text and "https://" not in page.text
    for name in ("app.js", "app.css"):
        f = demo.get(f"/static/{name}")
        assert f.status_code == 200 and f.content
        assert "https://" not in f.text and "http://" not in f.text


BAD = [
    ("/api/search", {}, 400, "q is missing or empty"),
    ("/api/search", {"q": "  "}, 400, "q is missing or empty"),
    ("/api/search", {"q": "the of and"}, 400, "has no words to search for"),
    ("/api/search", {"q": "x", "n": "0"}, 400, "n 0: expected a whole number from 1 to 100"),
    ("/api/search", {"q": "x", "n": "abc"}, 400, "n 'abc'"),
    ("/api/search", {"q": "x", "n": "1e400"}, 400, "n '1e400'"),
    ("/api/search", {"q": "x", "n": "9" * 5000}, 400, "expected a whole number"),
    ("/api/search", {"q": "x", "since": "2025-02-30"}, 400, "since '2025-02-30'"),
    ("/api/search", {"q": "x", "since": "2025", "until": "2024"}, 400, "the time range is empty"),
    ("/api/search", {"q": "x", "has": "secrets"}, 400, "has 'secrets': expected one of"),
    ("/api/search", {"q": "x", "granularity": "word"}, 400, "granularity 'word'"),
    ("/api/search", {"q": "x", "platform": "myspace"}, 400, "this archive has no chat from it"),
    ("/api/search", {"q": "x", "rerank": "maybe"}, 400, "rerank 'maybe': expected true or false"),
    ("/api/search", {"q": "x", "format": "md"}, 400, "unknown parameter 'format'"),
    ("/api/search", {"q": "x" * (MAX_QUERY_CHARS + 1)}, 400, f"at most {MAX_QUERY_CHARS:,} are taken"),
    ("/api/search", {"q": "a\x00b"}, 400, "NUL"),
    ("/api/answer", {"q": "the?"}, 400, "question 'the?' has no words to answer"),
    ("/api/answer", {"q": "why", "max_tokens": "3"}, 400, "unknown parameter 'max_tokens'"),
    ("/api/chats/zzzz0000", {}, 404, "no chat 'zzzz0000'"),
    ("/api/chats/9e4b1a7f/chunks/9", {}, 404, "chat 9e4b1a7f has no chunk 9 (it has: 1, 2)"),
    ("/api/chats/9e4b1a7f/chunks/0", {}, 400, "expected a chunk number from 1"),
    ("/api/chats/9e4b1a7f", {"raw": "perhaps"}, 400, "raw 'perhaps'"),
    ("/api/similar/zzzz0000", {}, 404, "no chat 'zzzz0000'"),
    ("/api/stats", {"q": "x"}, 400, "unknown parameter 'q'"),
    ("/api/nothing", {}, 404, "nothing at /api/nothing"),
]


@pytest.mark.parametrize("path, params, status, message", BAD, ids=[f"{b[0]}-{b[3][:30]}" for b in BAD])
def test_a_bad_request_gets_one_json_line_and_its_status(demo, path, params, status, message):
    got = demo.get(path, params=params)
    assert got.status_code == status, got.text
    body = got.json()
    assert body["status"] == status and message in body["error"], body
    assert "\n" not in body["error"] and "Traceback" not in got.text


def test_the_server_is_read_only(demo):
    for method in ("post", "put", "delete", "patch"):
        got = getattr(demo, method)("/api/search?q=x")
        assert got.status_code == 405 and "read-only" in got.json()["error"]


def test_503_while_the_index_is_being_built(tmp_path, small_archive, monkeypatch):
    """Requests that come before the index is open are told to come back, not made to wait."""
    release = threading.Event()
    real_open = live.Searcher.open

    def slow_open(*args, **kwargs):
        release.wait(30)
        return real_open(*args, **kwargs)

    monkeypatch.setattr(live.Searcher, "open", slow_open)
    from kbsearch.commands.serve.app import build_app
    from starlette.testclient import TestClient

    archive = live.ReadOnlyTools(small_archive, None, lambda m: None)
    with TestClient(build_app(archive, None, True), base_url="http://127.0.0.1") as client:
        for path in ("/api/search?q=mcp", "/api/stats", "/api/chats/a1b2c3d4", "/api/answer?q=why"):
            got = client.get(path)
            assert got.status_code == 503 and got.headers["retry-after"] == "2", got.text
            assert "being built" in got.json()["error"]
        assert client.get("/").status_code == 200  # the page loads meanwhile, and retries
        release.set()
        assert archive.wait_ready(30)
        assert client.get("/api/search?q=mcp").status_code == 200


def test_an_archive_that_cannot_be_opened_says_why_on_every_request(tmp_path):
    broken = tmp_path / "indexes"
    broken.mkdir()
    (broken / "chat_index.latest.csv").write_text("nothing,here\n1,2\n")
    archive = live.ReadOnlyTools(broken, None, lambda m: None)
    from kbsearch.commands.serve.app import build_app
    from starlette.testclient import TestClient

    with TestClient(build_app(archive, None, True), base_url="http://127.0.0.1") as client:
        archive.wait_ready(30)
        got = client.get("/api/search?q=x")
        assert got.status_code == 503 and got.json()["error"] and "\n" not in got.json()["error"]


def test_a_repeated_request_is_answered_from_the_cache_until_the_index_changes(demo):
    first = demo.get("/api/search", params={"q": "sourdough starter", "n": "4"})
    again = demo.get("/api/search", params={"n": "4", "q": "sourdough starter"})
    assert first.headers["x-kbsearch-cache"] == "miss" and again.headers["x-kbsearch-cache"] == "hit"
    assert again.content == first.content
    assert demo.get("/api/search", params={"q": "sourdough starter", "n": "5"}).headers["x-kbsearch-cache"] == "miss"
    assert demo.get("/api/chats/zzzz0000").status_code == 404  # errors are not kept
    assert demo.get("/api/chats/zzzz0000").status_code == 404
    demo.archive.generation += 1  # what a refresh of the index does
    assert demo.get("/api/search", params={"q": "sourdough starter", "n": "4"}).headers["x-kbsearch-cache"] == "miss"


def test_an_answer_made_on_the_index_before_a_refresh_is_not_kept():
    from kbsearch.commands.serve.cache import ResponseCache

    class Request:
        class url:
            path = "/api/search"
        query_params = type("Q", (), {"multi_items": lambda self: [("q", "x")]})()

    cache = ResponseCache(max_entries=2)
    old = cache.key(Request, 1)
    cache.key(Request, 2)  # another request saw the refreshed index meanwhile
    cache.put(old, b"{}")
    assert cache.get(cache.key(Request, 2)) is None
    for n in range(3):  # and it stays within its bounds
        cache.put((2, "/p", (("n", str(n)),), None), b"x")
    assert len(cache._entries) == 2


def test_a_fault_of_kbsearch_s_own_is_one_json_line_and_the_server_goes_on(tmp_path, monkeypatch):
    from kbsearch.ranking.search import Searcher

    notes = []
    with served(notes=notes) as (client, log):
        monkeypatch.setattr(Searcher, "similar", lambda self, *a, **k: 1 / 0)
        got = client.get("/api/similar/5e3b9f07")
        assert got.status_code == 500
        assert got.json()["error"] == "internal error: ZeroDivisionError: division by zero"
        assert any("internal error: ZeroDivisionError" in n for n in notes)
        assert client.get("/api/stats").status_code == 200


def test_a_derived_index_damaged_while_serving_is_rebuilt(small_archive):
    """The derived index overwritten with garbage under a running server: requests are told
    to come back (503) while it is rebuilt from the CSVs, then answered; never a 500."""
    notes = []
    with served(small_archive, notes=notes) as (client, log):
        assert client.get("/api/search?q=timeout").status_code == 200
        path = client.archive._live.index.path
        with open(path, "r+b") as f:  # in place: the open connections read the garbage too
            f.seek(0)
            f.write(b"garbage!" * 4096)
        statuses = []
        for n in range(200):
            got = client.get(f"/api/search?q=bitcoin&n={n % 50 + 1}")
            statuses.append(got.status_code)
            if got.status_code == 200 and got.json()["results"]:
                break
            assert got.status_code == 503, got.text
            import time
            time.sleep(0.05)
        assert statuses[-1] == 200 and 500 not in statuses, statuses
        assert any("damaged" in n for n in notes), notes


def test_a_call_stuck_in_the_core_makes_the_others_503_not_wait_for_ever(monkeypatch):
    from kbsearch.ranking.search import Searcher

    release = threading.Event()
    real = Searcher.similar
    monkeypatch.setattr(Searcher, "similar", lambda self, *a, **k: release.wait(20) and real(self, *a, **k))
    with served() as (client, log):
        client.archive.busy_seconds = 0.5
        stuck = threading.Thread(target=client.get, args=("/api/similar/5e3b9f07",))
        stuck.start()
        import time
        time.sleep(0.2)
        got = client.get("/api/search?q=yaml")
        assert got.status_code == 503 and "busy" in got.json()["error"] and got.headers["retry-after"] == "2"
        release.set()
        stuck.join(20)
        assert client.get("/api/search?q=yaml").status_code == 200
