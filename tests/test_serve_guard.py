"""What keeps strangers out of `kbsearch serve`: the token (header, cookie, URL), the Host
header on loopback (DNS rebinding), cross-origin refusal, size limits, ids that try to
name files, and the access log (which never shows the token)."""

from __future__ import annotations

import os
import stat

import pytest
from serve_helpers import isolated, served

from kbsearch.commands.serve import token as tokens
from kbsearch.commands.serve.guard import COOKIE, MAX_BODY_BYTES, MAX_URL_BYTES
from kbsearch.errors import KbsearchError

TOKEN = "s3cret-token-for-tests-0123456789"


@pytest.fixture(scope="module")
def loopback(tmp_path_factory):
    with isolated(tmp_path_factory), served() as (client, log):
        client.log = log
        yield client


@pytest.fixture(scope="module")
def network(tmp_path_factory):
    """As on --host 0.0.0.0: a token, and any Host name (a phone may use the machine's name)."""
    with isolated(tmp_path_factory), served(token=TOKEN, loopback=False) as (client, log):
        client.log = log
        yield client


# -- the token -------------------------------------------------------------------------------

def test_no_token_is_401_everywhere(network):
    for path in ("/", "/api/search?q=mcp", "/api/stats", "/api/chats/9e4b1a7f", "/static/app.js",
                 "/api/openapi.json", "/nothing"):
        got = network.get(path)
        assert got.status_code == 401, path
        assert "a token is needed" in got.json()["error"]
        assert got.headers["www-authenticate"].startswith("Bearer")
    assert network.post("/mcp", json={}).status_code == 401


def test_a_wrong_token_is_401(network):
    for headers in ({"Authorization": "Bearer wrong-token-wrong-token"}, {"Authorization": f"Basic {TOKEN}"},
                    {"Authorization": f"Bearer {TOKEN}x"}, {"Authorization": f"Bearer {TOKEN[:-1]}"},
                    {"Cookie": f"{COOKIE}=nope"}):
        got = network.get("/api/stats", headers=headers)
        assert got.status_code == 401, headers
        assert "wrong" in got.json()["error"]
    assert network.get("/?token=wrong").status_code == 401


def test_the_bearer_header_lets_in(network):
    got = network.get("/api/search?q=mcp+timeout", headers={"Authorization": f"Bearer {TOKEN}"})
    assert got.status_code == 200 and got.json()["results"]


def test_a_token_in_the_url_only_sets_the_cookie(network):
    got = network.get(f"/?q=mcp&token={TOKEN}")
    assert got.status_code == 303
    assert got.headers["location"] == "/?q=mcp"  # the token leaves the address bar
    cookie = got.headers["set-cookie"]
    assert cookie.startswith(f"{COOKIE}={TOKEN};") and "HttpOnly" in cookie and "SameSite=Strict" in cookie
    # on the API too: no data for a token in a URL (it would sit in logs and histories)
    api = network.get(f"/api/search?q=mcp&token={TOKEN}")
    assert api.status_code == 303 and api.content == b""
    odd = network.get(f"/api/chats/é?token={TOKEN}&raw=1")  # a Location header is ASCII
    assert odd.status_code == 303 and odd.headers["location"] == "/api/chats/%C3%A9?raw=1"
    network.cookies.clear()


def test_the_cookie_lets_in(network):
    got = network.get("/api/stats", headers={"Cookie": f"{COOKIE}={TOKEN}"})
    assert got.status_code == 200 and got.json()["chats"] == 50


def test_tokens_are_compared_in_constant_time(monkeypatch):
    seen = []
    real = tokens.hmac.compare_digest
    monkeypatch.setattr(tokens.hmac, "compare_digest", lambda a, b: seen.append((a, b)) or real(a, b))
    assert tokens.same_token(TOKEN, TOKEN) and not tokens.same_token("x" * 40, TOKEN)
    assert not tokens.same_token(None, TOKEN) and not tokens.same_token("\udcff" * 20, TOKEN)
    assert len(seen) == 3


def test_the_token_is_made_once_and_kept_0600(tmp_path):
    path = tmp_path / "settings" / "serve-token"
    first, made = tokens.stored_token(path)
    assert made and len(first) >= 32
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    again, made_again = tokens.stored_token(path)
    assert again == first and not made_again
    path.chmod(0o644)
    with pytest.raises(KbsearchError, match="readable by others"):
        tokens.stored_token(path)


@pytest.mark.parametrize("given", ["short", "has a space in it somewhere", "ünïcödé-token-0123456789", ""])
def test_a_weak_or_odd_token_is_refused(given):
    with pytest.raises(KbsearchError, match="at least 16 printable ASCII"):
        tokens.check_token(given)


# -- Host, Origin ---------------------------------------------------------------------------

@pytest.mark.parametrize("host", ["evil.example", "evil.example:8765", "127.0.0.1.nip.io", "192.168.1.20:8765",
                                  "localhost.evil.example"])
def test_a_foreign_host_header_is_refused_on_loopback(loopback, host):
    got = loopback.get("/api/stats", headers={"Host": host})
    assert got.status_code == 421 and "is not this machine" in got.json()["error"]


@pytest.mark.parametrize("host", ["127.0.0.1:8765", "localhost:8765", "LOCALHOST", "[::1]:8765", "127.0.0.1"])
def test_this_machine_s_names_are_taken(loopback, host):
    assert loopback.get("/api/stats", headers={"Host": host}).status_code == 200


def test_a_missing_or_malformed_host_is_400(loopback):
    assert loopback.get("/api/stats", headers={"Host": "a:b:c"}).status_code == 400


def test_on_the_network_any_host_name_with_the_token(network):
    got = network.get("/api/stats", headers={"Host": "mymac.local:8765", "Authorization": f"Bearer {TOKEN}"})
    assert got.status_code == 200


@pytest.mark.parametrize("headers", [{"Origin": "http://evil.example"}, {"Origin": "null"},
                                     {"Origin": "http://127.0.0.1:9999"}, {"Sec-Fetch-Site": "cross-site"}])
def test_cross_origin_requests_are_refused(loopback, headers):
    got = loopback.get("/api/search?q=mcp", headers=headers)
    assert got.status_code == 403 and "refused" in got.json()["error"]
    assert "access-control-allow-origin" not in got.headers
    pre = loopback.options("/api/search", headers={**headers, "Access-Control-Request-Method": "GET"})
    assert pre.status_code in (403, 405) and "access-control-allow-origin" not in pre.headers


def test_the_page_s_own_origin_is_taken(loopback):
    got = loopback.get("/api/search?q=mcp", headers={"Origin": "http://127.0.0.1:8765",
                                                     "Sec-Fetch-Site": "same-origin"})
    assert got.status_code == 200


# -- sizes -----------------------------------------------------------------------------------

def test_an_oversize_url_is_414(loopback):
    got = loopback.get("/api/search?q=" + "x" * MAX_URL_BYTES)
    assert got.status_code == 414 and "at most" in got.json()["error"]


def test_an_oversize_body_is_413(loopback):
    declared = loopback.post("/mcp", content=b"{}", headers={"Content-Length": str(MAX_BODY_BYTES + 1),
                                                              "Content-Type": "application/json"})
    assert declared.status_code == 413

    def chunks():  # no Content-Length: counted as it comes
        for _ in range(MAX_BODY_BYTES // 65536 + 2):
            yield b" " * 65536

    streamed = loopback.post("/mcp", content=chunks(), headers={"Content-Type": "application/json",
                                                                "Accept": "application/json, text/event-stream"})
    assert streamed.status_code == 413


def test_a_bad_content_length_is_400(loopback):
    got = loopback.post("/mcp", content=b"{}", headers={"Content-Length": "-5"})
    assert got.status_code == 400


# -- names that try to reach files ---------------------------------------------------------------

ESCAPES = [
    "/api/chats/..", "/api/chats/../../../etc/passwd", "/api/chats/%2e%2e", "/api/chats/%2e%2e%2f%2e%2e%2fetc",
    "/api/chats/..%2f..%2fpyproject.toml", "/api/chats/..%252f..%252fpyproject.toml",
    "/api/chats/9e4b1a7f%2f..%2f..%2f..%2fpyproject.toml", "/api/chats/%2fetc%2fpasswd",
    "/api/chats/9e4b1a7f.condensed.yml", "/api/chats/~root", "/api/chats/9e4b1a7f%00",
    "/api/chats/9e4b1a7f/chunks/..%2f1", "/api/chats/9e4b1a7f/chunks/-1", "/api/chats/9e4b1a7f/chunks/1e3",
    "/api/chats/9e4b1a7f/chunks/" + "9" * 5000, "/api/similar/..%2f..%2fpyproject.toml",
    "/static/../pyproject.toml", "/static/..%2f..%2f..%2f..%2fpyproject.toml", "/static/%2e%2e/api.py",
    "/static/../../../../../../etc/passwd", "/..%2fpyproject.toml", "/api/chats/%5c..%5c..%5cpyproject.toml",
]


@pytest.mark.parametrize("path", ESCAPES)
def test_ids_that_name_files_reach_nothing(loopback, path):
    got = loopback.get(path)
    assert got.status_code in (400, 404), (path, got.status_code)
    assert got.json()["error"] and "\n" not in got.json()["error"]
    for secret in ("[build-system]", "root:x:0", "import ", "condensed_metadata"):
        assert secret not in got.text


def test_the_mcp_tools_over_http_write_nothing(loopback, tmp_path):
    outputs = os.environ.get("KBSEARCH_OUTPUTS_DIR")
    before = sorted(os.listdir(outputs)) if outputs and os.path.isdir(outputs) else []
    tools = loopback.archive
    with pytest.raises(KbsearchError, match="read-only"):
        tools.search_knowledge_base("mcp", output_file=True)
    with pytest.raises(KbsearchError, match="read-only"):
        tools.search_knowledge_base("mcp", retrieval_dir="../../x")
    assert tools.search_knowledge_base("mcp timeout", mode="search")["results"]
    assert (sorted(os.listdir(outputs)) if outputs and os.path.isdir(outputs) else []) == before


# -- the access log ------------------------------------------------------------------------------

def test_every_request_is_logged_without_the_token(network):
    network.get(f"/?q=yaml&token={TOKEN}")
    network.get("/api/stats", headers={"Authorization": f"Bearer {TOKEN}"})
    network.get("/api/stats")
    lines = network.log.getvalue().splitlines()
    assert TOKEN not in network.log.getvalue()
    assert any(" GET /?q=yaml&token=(hidden) 303 " in line for line in lines)
    assert any(" GET /api/stats 200 " in line and line.endswith(" ms") for line in lines)
    assert any(" GET /api/stats 401 " in line for line in lines)
