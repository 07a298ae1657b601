"""--explain, the settings file, and the freshness and usage boosts."""

from datetime import date

import pytest
from typer.testing import CliRunner

from kbsearch.commands.app import app
from kbsearch.ranking.search import SearchOptions, Searcher
from kbsearch.settings import BadSettings, Settings, load_settings, parse_settings

runner = CliRunner()


def test_explain_adds_up(small_archive):
    s = Searcher.open(small_archive)
    r = s.search("mcp timeout decision", SearchOptions(thorough=True, explain=True)).results[0]
    e = r.explain
    assert r.chat_id == "a1b2c3d4" and e["boosts"] == {"signal": 1.3}
    assert sum(t["score"] for t in e["terms"]) == pytest.approx(e["best_chunk_score"], abs=1e-3)
    assert (e["best_chunk_score"] + e["other_chunks"]) * 1.3 == pytest.approx(e["score"], abs=1e-3)
    mcp = next(t for t in e["terms"] if t["term"] == "mcp")
    assert mcp["matched"] == "original" and {"topics", "title"} <= set(mcp["tf"])
    md = runner.invoke(app, ["search", "mcp timeout", "-i", str(small_archive), "--explain", "-f", "md"]).stdout
    assert "- Explain: score " in md and "[topics" in md


def test_explain_names_the_synonym(small_archive):
    s = Searcher.open(small_archive)
    s.synonyms = __import__("kbsearch.ranking.synonyms", fromlist=["x"]).parse_synonyms({"groups": [["crypto", "bitcoin"]]})
    e = s.search("crypto", SearchOptions(explain=True, min_results=1)).results[0].explain
    assert e["terms"][0]["matched"] == "synonym" and e["terms"][0]["via"] == ["bitcoin"]


def test_settings_file_is_validated(tmp_path, monkeypatch):
    monkeypatch.delenv("KBSEARCH_CONFIG", raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))
    assert load_settings() == Settings()  # no file at the default place: defaults
    monkeypatch.setenv("KBSEARCH_CONFIG", str(tmp_path / "missing.yaml"))
    with pytest.raises(BadSettings, match=r"\$KBSEARCH_CONFIG is .*missing.yaml, which does not exist"):
        load_settings()
    cfg = tmp_path / "c.yaml"
    cfg.write_text("rerank: true\nboosts: {freshness: 0.5, usage: 1}\n")
    monkeypatch.setenv("KBSEARCH_CONFIG", str(cfg))
    s = load_settings()
    assert (s.rerank, s.freshness, s.usage, s.half_life_days) == (True, 0.5, 1.0, 180.0)
    for bad, message in [("[1]", "mapping"), ("colour: red", "unknown setting"), ("rerank: 3", "true or false"),
                         ("boosts: {freshness: -1}", "boosts.freshness must be"), ("boosts: {speed: 1}", "unknown key")]:
        with pytest.raises(BadSettings, match=message):
            parse_settings(__import__("yaml").safe_load(bad), "c.yaml")


def test_a_bad_settings_file_is_one_line_and_exit_2(small_archive, tmp_path, monkeypatch):
    cfg = tmp_path / "c.yaml"
    cfg.write_text("boosts: [oops\n")
    monkeypatch.setenv("KBSEARCH_CONFIG", str(cfg))
    r = runner.invoke(app, ["search", "mcp", "-i", str(small_archive)])
    assert r.exit_code == 2 and str(cfg) in r.stderr and "invalid YAML" in r.stderr


def test_freshness_boost_prefers_recent_chats_only_when_configured(small_archive):
    s = Searcher.open(small_archive)
    opts = SearchOptions(thorough=True, today=date(2025, 3, 10), explain=True)
    plain = [r.chat_id for r in s.search("timeout", opts).results]
    s.settings = Settings(freshness=5.0, half_life_days=30)
    fresh = s.search("timeout", opts).results
    assert "freshness" in fresh[0].explain["boosts"]
    assert fresh[0].date >= max(r.date for r in fresh[1:])
    assert plain != [r.chat_id for r in fresh] or len(plain) == 1


def test_usage_boost_counts_retrievals(small_archive, tmp_path):
    before = Searcher.open(small_archive).search("timeout", SearchOptions(thorough=True)).results
    last = before[-1].chat_id
    for _ in range(3):
        runner.invoke(app, ["retrieve", "-", "-i", str(small_archive), "--dir", str(tmp_path / "r"), "--force"], input=f"{last}\n")
    s = Searcher.open(small_archive)
    s.settings = Settings(usage=10.0)
    after = s.search("timeout", SearchOptions(thorough=True, explain=True)).results
    assert after[0].chat_id == last and after[0].explain["boosts"]["usage"] > 1


def test_explain_sums_in_layers_without_synonyms(demo_dir):
    s = Searcher.open(demo_dir)
    resp = s.search("chatgpt hallucination", SearchOptions(explain=True))
    assert resp.layer in (1, 3)
    for r in resp.results[:3]:
        e = r.explain
        assert sum(t["score"] for t in e["terms"]) == pytest.approx(e["best_chunk_score"], abs=1e-3)


def test_typo_guards_and_the_word_as_typed(demo_dir):
    from kbsearch.ranking.synonyms import parse_synonyms

    s = Searcher.open(demo_dir)
    resp = s.search("memroys")
    assert resp.corrections == [{"from": "memroys", "to": "memory"}]  # the word as typed, not its stem
    assert s._correct("revolution", s.synonyms) is None  # not "evolution": a typo keeps its first letter
    s.synonyms = parse_synonyms({"groups": [["authority", "power"]]})
    s._vocabulary = None
    assert s._correct("authorit", s.synonyms) is None  # the start of a longer word is not a typo
    assert s._correct("authroity", s.synonyms) == "authority"


def test_a_bad_settings_file_does_not_break_commands_that_do_not_rank(small_archive, tmp_path, monkeypatch):
    cfg = tmp_path / "c.yaml"
    cfg.write_text("rerank: [oops\n")
    monkeypatch.setenv("KBSEARCH_CONFIG", str(cfg))
    assert runner.invoke(app, ["stats", "-i", str(small_archive)]).exit_code == 0
    assert runner.invoke(app, ["show", "a1b2c3d4", "-i", str(small_archive)]).exit_code == 0
    assert runner.invoke(app, ["search", "mcp", "-i", str(small_archive)]).exit_code == 2
