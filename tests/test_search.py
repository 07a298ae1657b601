from datetime import date

import pytest

from kbsearch.errors import BadQuery
from kbsearch.ranking.search import SearchOptions, Searcher
from kbsearch.ranking.synonyms import parse_synonyms

SYN = parse_synonyms({
    "groups": [["cryptocurrency", "crypto", "bitcoin", "ethereum"], ["chatty", "chatgpt"],
               ["fabricat", "invent"], ["timeout", "hang"]],
    "stems": ["fabricat"],
})


@pytest.fixture
def searcher(small_archive):
    s = Searcher.open(small_archive)
    s.synonyms = SYN
    return s


def ids(resp):
    return [r.chat_id for r in resp.results]


def test_topics_layer_answers_and_best_match_first(searcher):
    resp = searcher.search("MCP timeout", SearchOptions(min_results=1))
    assert resp.layer == 1 and resp.search_path.startswith("Layer 1")
    assert ids(resp)[0] == "a1b2c3d4"
    assert resp.results[0].matched_terms == ["mcp", "timeout"]
    assert "system.mcp.timeout" in resp.results[0].matched_topics


def test_cascade_goes_on_when_a_layer_is_not_good_enough(searcher):
    resp = searcher.search("MCP timeout", SearchOptions(min_results=2))
    # Layer 1 has one chat with both words and others with one: not two strong matches.
    assert resp.layers_tried[0]["strong"] == 1 and resp.layers_tried[0]["found"] > 1
    assert resp.layer > 1 and [t["layer"] for t in resp.layers_tried][:2] == [1, 2]
    assert resp.results[0].chat_id == "a1b2c3d4"


def test_synonyms_reach_case_variants_and_say_so(searcher):
    resp = searcher.search("cryptocurrency", SearchOptions(min_results=1))
    assert ids(resp) == ["d4e5f6a7"]
    r = resp.results[0]
    assert resp.layer == 4 and r.matched_terms == []
    assert {s.synonym for s in r.synonym_matches} == {"bitcoin", "ethereum"}
    assert r.matching_chunks == [1, 2]
    assert "BITCOIN" in r.snippet or "Ethereum" in r.snippet


def test_no_synonyms_finds_nothing_for_a_word_never_written(searcher):
    resp = searcher.search("cryptocurrency", SearchOptions(use_synonyms=False))
    assert resp.results == [] and resp.found == 0


def test_original_terms_outrank_synonyms(searcher):
    resp = searcher.search("timeout", SearchOptions(thorough=True))
    originals = [r for r in resp.results if r.matched_terms]
    synonym_only = [r for r in resp.results if not r.matched_terms]
    assert originals and all(o.score > s.score for o in originals for s in synonym_only)


def test_stems_match_word_forms(searcher):
    resp = searcher.search("fabrication", SearchOptions(min_results=1))
    assert ids(resp) == ["e5f6a7b8"]


def test_time_filter_only_query_lists_the_month(searcher):
    resp = searcher.search("October")
    assert sorted(ids(resp)) == ["b2c3d4e5", "c3d4e5f6", "d4e5f6a7"]
    assert resp.filters == ["time: October (any year)"]
    assert resp.search_path.startswith("filters only")


def test_a_date_written_in_the_query_prefers_that_period_without_excluding(searcher):
    # "mcp 2024": the 2024 chat first, the 2025 one still there (it may be about 2024).
    resp = searcher.search("mcp server 2024", SearchOptions(thorough=True))
    assert ids(resp) == ["b2c3d4e5", "a1b2c3d4"]
    assert resp.filters == ["time: 2024 (2024-01-01 – 2024-12-31), preferred, not required"]
    preferred = {r.chat_id: r.score for r in resp.results}
    plain = {r.chat_id: r.score for r in searcher.search("mcp server", SearchOptions(thorough=True)).results}
    assert preferred["b2c3d4e5"] == pytest.approx(plain["b2c3d4e5"] * 1.5)
    assert preferred["a1b2c3d4"] == pytest.approx(plain["a1b2c3d4"])
    # Relative phrases and --since/--until still filter.
    today = date(2025, 3, 5)
    resp = searcher.search("mcp this month", SearchOptions(thorough=True, today=today))
    assert ids(resp) == ["a1b2c3d4"]
    resp = searcher.search("mcp server 2024", SearchOptions(thorough=True, until=date(2024, 12, 31)))
    assert ids(resp) == ["b2c3d4e5"]


def test_filters_combine_with_terms(searcher):
    resp = searcher.search("timeout", SearchOptions(platforms=["chatgpt"], thorough=True))
    assert ids(resp) == ["c3d4e5f6"]
    resp = searcher.search("mcp", SearchOptions(has=["procedures"]))
    assert ids(resp) == ["b2c3d4e5"]
    resp = searcher.search("mcp", SearchOptions(since=date(2025, 1, 1)))
    assert ids(resp) == ["a1b2c3d4"]


def test_ties_go_to_the_more_recent_chat(small_archive, tmp_path):
    from archive_builder import ChatSpec, write_archive

    idx = write_archive(tmp_path / "ties", [
        ChatSpec("aaaa1111", "Same words", date="2023-01-01", topics=["x.same"]),
        ChatSpec("bbbb2222", "Same words", date="2025-01-01", topics=["x.same"]),
    ])
    resp = Searcher.open(idx).search("same words")
    assert ids(resp) == ["bbbb2222", "aaaa1111"]


def test_signal_word_prefers_chats_with_that_section(searcher):
    resp = searcher.search("mcp decision", SearchOptions(thorough=True))
    assert resp.results[0].chat_id == "a1b2c3d4" and resp.results[0].has_decisions


def test_chunk_granularity_and_token_budget(searcher):
    resp = searcher.search("bitcoin ethereum", SearchOptions(granularity="chunk", thorough=True))
    assert [(r.chat_id, r.chunk) for r in resp.results] == [("d4e5f6a7", 1), ("d4e5f6a7", 2)] or \
        [(r.chat_id, r.chunk) for r in resp.results] == [("d4e5f6a7", 2), ("d4e5f6a7", 1)]
    chunks = searcher.search("timeout hang", SearchOptions(granularity="chunk", thorough=True, max_results=50))
    scores = [r.score for r in chunks.results]
    assert scores == sorted(scores, reverse=True) and all(r.chunk is not None for r in chunks.results)
    full = searcher.search("mcp", SearchOptions(thorough=True))
    budget = full.results[0].tokens
    cut = searcher.search("mcp", SearchOptions(thorough=True, max_tokens=budget))
    assert len(cut.results) == 1 and cut.left_out_by_budget == full.found - 1
    assert cut.total_tokens <= budget


def test_sizes_are_reported(searcher):
    r = searcher.search("mcp").results[0]
    assert r.size_bytes > 0 and r.tokens > 0 and r.tokens_estimated
    assert r.raw_bytes > 0 and r.condensed_path.endswith(".condensed.yml")


def test_a_query_of_stopwords_is_an_error(searcher):
    with pytest.raises(BadQuery, match="no words to search"):
        searcher.search("the of and")


def test_index_is_reused_and_rebuilt_when_csvs_change(small_archive):
    messages = []
    Searcher.open(small_archive, on_build=messages.append)
    Searcher.open(small_archive, on_build=messages.append)
    assert len([m for m in messages if m.startswith("building")]) == 1
    with (small_archive / "all_topics.latest.csv").open("a") as fh:
        fh.write("extra.topic.zebra,a1b2c3d4,claude,2025-03-02,2025-03-02,10,false,false,false,false\n")
    s = Searcher.open(small_archive, on_build=messages.append)
    assert len([m for m in messages if m.startswith("building")]) == 2
    assert [r.chat_id for r in s.search("zebra").results] == ["a1b2c3d4"]


def test_derived_data_beside_the_csvs_or_in_the_user_cache(small_archive, monkeypatch, tmp_path):
    from kbsearch import config

    monkeypatch.delenv("KBSEARCH_CACHE_DIR")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert config.derived_dir(small_archive) == small_archive.resolve() / ".kbsearch"
    # A read-only archive (tests run as root here, so simulate the refusal):
    monkeypatch.setattr(config, "_writable", lambda folder: False)
    folder = config.derived_dir(small_archive)
    assert folder.is_relative_to(tmp_path / "xdg" / "kbsearch")
    assert Searcher.open(small_archive).index.path.is_relative_to(folder)


def test_broken_chunk_files_are_reported_and_still_searchable(small_archive):
    import json as _json

    from typer.testing import CliRunner

    from kbsearch.commands.app import app

    root = small_archive.parent
    condensed = sorted(root.rglob("*.condensed.yml"))
    condensed[0].write_text("summary: [unclosed\n  zebrafish: here\n")  # invalid YAML
    condensed[1].write_bytes(b"\x00\x01binary\x00")
    raw = sorted(p for p in root.rglob("*.yml") if not p.name.endswith(".condensed.yml"))
    raw[2].write_bytes("messages:\n- content: caf\xe9 \xff\xfe odd bytes".encode("latin-1"))
    messages = []
    s = Searcher.open(small_archive, on_build=messages.append)
    assert any(m.startswith("2 chunk files had problems") for m in messages), messages
    assert [r.chat_id for r in s.search("zebrafish").results]  # broken YAML is indexed as text
    r = CliRunner().invoke(app, ["stats", "-i", str(small_archive), "-f", "json"])
    problems = {p["problem"] for p in _json.loads(r.stdout)["file_problems"]}
    assert problems == {"invalid YAML at line 2", "binary file"}


def test_typos_are_corrected_towards_topics_titles_and_synonyms(searcher):
    resp = searcher.search("cryptocurency", SearchOptions(min_results=1))
    assert resp.corrections == [{"from": "cryptocurency", "to": "cryptocurrency"}]
    assert [r.chat_id for r in resp.results] == ["d4e5f6a7"]
    assert "cryptocurency → cryptocurrency" in resp.notes[0]
    assert searcher.search("portfolo").results[0].chat_id == "d4e5f6a7"  # a title word
    assert searcher.search("xqzvw").corrections == []  # nothing close: no guess
    assert searcher.search("mcp").corrections == []  # words that match are never "corrected"


def test_other_word_forms_are_found_as_synonyms(searcher):
    # "build" is written only as "Building" (a title): found through text.word_root,
    # scored and shown like a synonym, below the word as typed.
    resp = searcher.search("build")
    assert "b2c3d4e5" in ids(resp)
    hit = next(r for r in resp.results if r.chat_id == "b2c3d4e5")
    assert not hit.matched_terms and {s.synonym for s in hit.synonym_matches} == {"building"}
