"""A real browser on `kbsearch serve`'s page: headless Chromium (Debian's package, which
.ci/run installs) opens it, types a query, sees the first result, opens the answer and
the chat, at phone width and at desktop width. Skipped without Chromium, except in CI
(CI=true), where a missing browser is a failure.

KBSEARCH_SCREENSHOTS=DIR keeps the screenshots there (bench/README.md, issue 31)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from cdp_pipe import Browser, find_browser
from serve_helpers import ServerProcess, server_env

BROWSER = find_browser()
if BROWSER is None:
    if os.environ.get("CI") == "true":
        pytest.fail("CI=true but no Chromium: .ci/run installs it (apt-get install -y chromium)", pytrace=False)
    pytest.skip("no Chromium (apt-get install -y chromium); the page is still tested over HTTP in "
                "test_serve_api.py", allow_module_level=True)

QUERY = "mcp timeout"
FIRST = "MCP server timeout in Claude Desktop for knowledge search"
SIZES = {"phone": dict(width=390, height=844, mobile=True, scale=2),
         "desktop": dict(width=1280, height=860, mobile=False, scale=1)}


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    config = tmp_path_factory.mktemp("browser") / "config.yaml"
    config.write_text("rerank: false\n")
    with ServerProcess(env=server_env(KBSEARCH_CONFIG=str(config))) as running:
        running.ready()
        yield running


def shots(tmp_path: Path) -> Path:
    return Path(os.environ.get("KBSEARCH_SCREENSHOTS") or tmp_path)


@pytest.mark.parametrize("size", list(SIZES))
def test_type_a_query_see_the_first_result_open_its_answer_and_its_chat(server, size, tmp_path):
    with Browser(BROWSER) as b:
        b.viewport(**SIZES[size])
        b.goto(server.url)
        assert b.wait("document.activeElement && document.activeElement.id") == "q"  # / focuses the box
        b.type(QUERY)
        b.press_enter()
        first = b.wait("document.querySelector('#results .result h2 a')?.textContent")
        assert first == FIRST
        assert b.js("location.search") == "?q=mcp+timeout"  # the URL holds the query: bookmarkable
        meta = b.js("document.querySelector('#results .result .meta').textContent")
        assert "2025-10-14" in meta and "claude" in meta and "tokens" in meta
        assert b.js("document.querySelector('#results .result .why').textContent").startswith("matches")
        if size == "phone":  # tap targets a thumb can hit
            small = b.js("[...document.querySelectorAll('button, .actions a')].filter("
                         "e => e.getBoundingClientRect().height < 44).length")
            assert small == 0
            assert b.js("document.documentElement.scrollWidth <= window.innerWidth")  # no sideways scrolling
        b.screenshot(shots(tmp_path) / f"serve-{size}.png")

        b.click("#ask")  # the answer to the same words: search words get the summary first, no short answer
        summary = b.wait("document.querySelector('#answer .summary')?.textContent")
        assert summary and "[1]" in summary
        assert b.js("document.querySelector('#answer .short')") is None
        assert b.js("location.search") == "?q=mcp+timeout&answer=1"
        cited = b.js("document.querySelector('#answer .summary a.cite').getAttribute('href')")
        assert cited == "/?chat=9e4b1a7f"  # its citation links to its chat
        assert b.js("document.querySelector('#answer .sources li a').textContent") == FIRST
        b.screenshot(shots(tmp_path) / f"serve-{size}-answer.png")

        b.click("#answer .summary a.cite")  # and the chat behind it
        assert b.wait("document.querySelectorAll('#turns .turn').length") >= 2
        assert b.js("document.querySelector('#chat h1').textContent") == FIRST
        assert b.js("document.querySelector('#summary .condensed .text').textContent").startswith("The kb MCP")
        roles = b.js("[...document.querySelectorAll('#turns .turn .role')].map(e => e.textContent.split(' ')[0])")
        assert {"user", "assistant"} <= set(roles)
        b.screenshot(shots(tmp_path) / f"serve-{size}-chat.png")

        b.js("history.back()")  # back to the answer, as the phone's back gesture does
        assert b.wait("!document.getElementById('answer').hidden && document.querySelector('#answer .summary')")

        # A question gets the answer itself first, in a few words, cited.
        b.goto(server.url + "?q=When+is+the+Leipzig+half+marathon%3F&answer=1")
        short = b.wait("document.querySelector('#answer .short')?.textContent")
        assert short.startswith("27 April 2025") and "[1]" in short


def test_a_shared_search_link_opens_its_results(server):
    with Browser(BROWSER) as b:
        b.viewport(**SIZES["desktop"])
        b.goto(server.url + "?q=yaml+decision")
        assert b.wait("document.querySelector('#results .result h2 a')?.textContent")
        assert b.js("document.getElementById('q').value") == "yaml decision"


def test_an_error_is_shown_on_the_page(server):
    with Browser(BROWSER) as b:
        b.goto(server.url + "?chat=zzzz0000")
        said = b.wait("document.getElementById('status').className === 'error' && "
                      "document.getElementById('status').textContent")
        assert "no chat 'zzzz0000'" in said
