"""Issue 29, item 3: a chat reached only through a synonym of a word that other chats hold as
typed ("MCP timeout" → a trip plan through `timed`) is ranked after the chats that match
the query, and marked so in every format; a word no chat holds (a nickname) keeps its
synonyms as strong as the word."""

import json

import pytest
from cli_run import run

from kbsearch.ranking import bm25f
from kbsearch.ranking.bm25f import ChatHit
from kbsearch.ranking.search import SearchOptions, Searcher
from kbsearch.ranking.weak import synonyms_last, through_synonyms_only

SYNONYM_ONLY = {"4d8a2f6c", "b2d7f4e0", "f38650c9"}  # Lisbon, Kyoto, the todo list: "timeout" via timed/deadline


def test_the_rule_over_hits():
    # concept 0 ("mcp"), concept 1 ("timeout"); masks: matched any way, matched as typed
    hits = {
        0: ChatHit(0, [0], 9.0, matched=0b11, original=0b11),
        1: ChatHit(1, [1], 5.0, matched=0b11, original=0b01),  # mcp typed, timeout by synonym: kept
        2: ChatHit(2, [2], 4.0, matched=0b10, original=0b00),  # timeout by synonym only: weak
        3: ChatHit(3, [3], 3.0, matched=0b00, original=0b00),  # found by meaning alone: not weak
    }
    assert through_synonyms_only(hits) == {2}
    assert synonyms_last([2, 0, 3, 1], {2}) == [0, 3, 1, 2]
    # nobody holds word 1 as typed (a nickname): its synonyms count as the word
    nickname = {0: ChatHit(0, [0], 1.0, matched=0b10, original=0), 1: ChatHit(1, [1], 1.0, matched=0b11, original=0b01)}
    assert through_synonyms_only(nickname) == set()


def test_mcp_timeout_ranks_and_marks_them_after_the_chats_about_the_query(demo_dir):
    rows = json.loads(run("search", "MCP timeout", "-i", demo_dir, "-f", "json", "--no-rerank").stdout)["results"]
    flags = [r["through_synonyms_only"] for r in rows]
    assert {r["chat_id"] for r in rows if r["through_synonyms_only"]} == SYNONYM_ONLY
    assert flags == sorted(flags)  # all marked ones after all others
    assert all(r["why"].startswith("only through synonyms: ") == r["through_synonyms_only"] for r in rows)
    # a chat holding "mcp" as typed and "timeout" only through deadline is no such chat
    assert not next(r for r in rows if r["chat_id"] == "f0c93d7b")["through_synonyms_only"]


@pytest.mark.parametrize("fmt", ["md", "table"])
def test_the_views_put_them_under_a_heading_of_their_own(demo_dir, fmt):
    out = run("search", "MCP timeout", "-i", demo_dir, "-f", fmt, "--no-rerank").stdout
    heading = out.index("Also, only through synonyms")
    assert out.index("Lisbon and Porto") > heading > out.index("MCP tool schemas for search")
    assert out.count("Also, only through synonyms") == 1


def test_tsv_says_it_in_the_why_column(demo_dir):
    lines = run("search", "MCP timeout", "-i", demo_dir, "-f", "tsv", "--no-rerank").stdout.splitlines()
    marked = [line.split("\t")[1] for line in lines[1:] if line.split("\t")[-1].startswith("only through synonyms: ")]
    assert set(marked) == SYNONYM_ONLY


def test_a_nickname_reached_only_through_synonyms_is_not_marked(demo_dir):
    rows = json.loads(run("search", "What problems have we had with Chatty?", "-i", demo_dir, "-f", "json",
                          "--no-rerank").stdout)["results"]
    assert rows[0]["chat_id"] == "e7c1a5d9" and not any(r["through_synonyms_only"] for r in rows)


def test_the_array_scorer_marks_the_same_chats(demo_dir, monkeypatch):
    marked = {}
    for dense in (False, True):
        monkeypatch.setattr(bm25f, "DENSE_MIN_DOCS", 0 if dense else 10**12)
        searcher = Searcher.open(demo_dir)
        assert bm25f.use_dense(searcher.index) is dense
        response = searcher.search("MCP timeout", SearchOptions(rerank=False))
        marked[dense] = [(r.chat_id, r.through_synonyms_only) for r in response.results]
        searcher.index.close()
    assert marked[True] == marked[False] and {c for c, m in marked[True] if m} == SYNONYM_ONLY


@pytest.mark.usefixtures("auto_ranking")
def test_hybrid_ranking_keeps_them_last(demo_embedded):
    rows = json.loads(run("search", "MCP timeout", "-i", demo_embedded, "-f", "json", "-n", "20").stdout)["results"]
    assert rows[0]["ranking"] == "hybrid"
    flags = [r["through_synonyms_only"] for r in rows]
    assert flags == sorted(flags) and SYNONYM_ONLY <= {r["chat_id"] for r in rows if r["through_synonyms_only"]}
