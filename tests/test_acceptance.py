"""The user's seven recorded test queries, on the bundled demo archive."""

import json
from datetime import date
from pathlib import Path

from typer.testing import CliRunner

from kbsearch.commands.app import app

runner = CliRunner()
REPO = Path(__file__).resolve().parents[1]
SNAPSHOTS = Path(__file__).parent / "snapshots"


def search(*args):
    r = runner.invoke(app, ["search", *args, "-f", "json"], catch_exceptions=False)
    assert r.exit_code in (0, 1), r.stderr
    return json.loads(r.stdout)


def demo_text_containing(word: str) -> list[Path]:
    return [p for p in (REPO / "indexes").rglob("*") if p.is_file() and word in p.read_text(errors="ignore").casefold()]


def test_1_mcp_timeout_puts_the_one_timeout_chat_first(demo_dir):
    doc = search("MCP timeout")
    assert doc["results"][0]["chat_id"] == "9e4b1a7f"
    assert doc["results"][0]["matched_terms"] == ["mcp", "timeout"]
    assert doc["results"][0]["score"] > doc["results"][1]["score"]


def test_2_memory_slots_finds_many_each_with_why(demo_dir):
    doc = search("memory slots")
    assert doc["found"] >= 10
    for r in doc["results"][:5]:
        assert r["why"].startswith("matches") and r["snippet"]
        assert {"memory", "slot"} <= set(r["matched_terms"])


def test_3_october_is_a_time_filter_with_patterns(demo_dir):
    doc = search("October", "-n", "50")
    assert doc["filters"] == ["time: October (any year)"]
    assert doc["found"] >= 7
    for r in doc["results"]:
        start, end = date.fromisoformat(r["date"]), date.fromisoformat(r["date_end"])
        assert start.month == 10 or end.month == 10
    # No search words: richer chats (more sections) rank first.
    richness = [len(r["signals"]) for r in doc["results"]]
    assert richness == sorted(richness, reverse=True) and richness[0] > richness[-1]
    md = runner.invoke(app, ["search", "October", "-f", "md"]).stdout
    assert "**Filters**: time: October (any year)" in md
    assert "### Patterns Noticed" in md and "Recurring themes:" in md


def test_4_yaml_decision_puts_the_decision_chat_first(demo_dir):
    doc = search("YAML decision")
    top = doc["results"][0]
    assert top["chat_id"] == "5e3b9f07" and top["has_decisions"] and "decisions" in top["signals"]
    md = runner.invoke(app, ["search", "YAML decision", "-f", "md"]).stdout
    first = md.split("\n1. ", 1)[1].split("\n2. ", 1)[0]
    assert "5e3b9f07" in first and "Signals: decisions" in first


def test_5_cli_evolution_spans_years(demo_dir):
    doc = search("CLI evolution")
    ids = [r["chat_id"] for r in doc["results"]]
    assert {"a3f09c1e", "6a1f4c8e", "93fb2c6e", "6c2d8f4b"} <= set(ids)
    years = {r["date"][:4] for r in doc["results"] if r["chat_id"] in ids[:4]}
    assert len(years) >= 3 and all(r["date"] for r in doc["results"])


def test_6_cryptocurrency_finds_other_spellings_in_any_case(demo_dir):
    assert demo_text_containing("cryptocurrency") == []  # the word is never written
    doc = search("cryptocurrency")
    ids = {r["chat_id"] for r in doc["results"]}
    assert {"5b7e2d90", "8a4f2d6b", "c4e07a5b"} <= ids
    by_id = {r["chat_id"]: r for r in doc["results"]}
    assert "bitcoin" in {s["synonym"] for s in by_id["8a4f2d6b"]["synonym_matches"]}
    assert "BITCOIN" in json.dumps(by_id["8a4f2d6b"]["snippet"]) or "BITCOIN" in by_id["8a4f2d6b"]["title"]


def test_7_chatty_reaches_chatgpt_problems_through_synonyms(demo_dir):
    assert demo_text_containing("chatty") == []
    doc = search("What problems have we had with Chatty?")
    problems = {"c81d4a27", "9d2ca6b8", "b67f1e0c", "a0c4d7e5", "e9d03b27"}
    top = doc["results"][:6]
    assert problems <= {r["chat_id"] for r in top}  # all five ChatGPT problem chats lead
    assert {"c81d4a27", "e9d03b27"} <= {r["chat_id"] for r in doc["results"][:5]}  # fabrication, trust
    for r in top:
        assert {"term": "chatty", "synonym": "chatgpt"} in [
            {"term": s["term"], "synonym": s["synonym"]} for s in r["synonym_matches"]]
        assert "“chatty” via synonym chatgpt" in r["why"]
        if r["chat_id"] in problems:
            assert r["platform"] == "chatgpt"


def test_markdown_layout_snapshot(demo_dir):
    """One full markdown result, compared with tests/snapshots (UPDATE_SNAPSHOTS=1 rewrites it)."""
    import os

    md = runner.invoke(app, ["search", "YAML decision", "-f", "md", "-n", "3"]).stdout
    md = md.replace(str(REPO), "<repo>")
    snap = SNAPSHOTS / "search_yaml_decision.md"
    if os.environ.get("UPDATE_SNAPSHOTS"):
        snap.write_text(md)
    assert md == snap.read_text()
