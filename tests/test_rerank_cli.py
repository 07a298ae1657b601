"""--rerank, kbsearch embed, similar and eval through the CLI, with the real model."""

import json

import pytest
from archive_builder import ChatSpec, write_archive
from cli_run import run
from kbsearch.semantic.rerank import fuse


def test_fusion_weighs_vector_and_lexical():
    assert fuse([1, 2, 3], {1: 3.0, 2: 2.0, 3: 1.0}, {}) == [1, 2, 3]  # no vectors: lexical order
    assert fuse([1, 2], {1: 1.0, 2: 0.9}, {1: 0.1, 2: 0.9}) == [2, 1]  # close lexically, far apart in meaning
    assert fuse([1, 2], {1: 1.0, 2: 0.1}, {1: 0.1, 2: 0.9}, weight=0.2) == [1, 2]
    # Vectors only for chats that are no candidates (a question whose words reach chats
    # with no stored passages): the lexical order, not a crash on min() of nothing.
    assert fuse([1, 2], {1: 1.0, 2: 0.5}, {7: 0.3}) == [1, 2]


def test_rerank_moves_the_chat_that_means_it_up(sem_archive):
    q = "cancelled plans because of illness"
    lexical = json.loads(run("search", q, "-i", sem_archive, "-f", "json", "--thorough").stdout)
    reranked = run("search", q, "-i", sem_archive, "-f", "json", "--thorough", "--rerank", "--explain")
    doc = json.loads(reranked.stdout)
    assert lexical["results"][0]["chat_id"] == "aaaa0002"  # "plans" in its title wins lexically
    assert doc["results"][0]["chat_id"] == "aaaa0001"
    assert doc["results"][0]["explain"]["similarity"] > doc["results"][1]["explain"]["similarity"]
    assert "embedded" in reranked.stderr  # the cache was filled for these candidates


def test_without_the_model_the_search_stays_lexical(sem_archive, monkeypatch):
    monkeypatch.setenv("KBSEARCH_NO_EMBEDDINGS", "1")
    r = run("search", "cancelled plans because of illness", "-i", sem_archive, "-f", "jsonl", "--thorough", "--rerank")
    assert r.exit_code == 0 and json.loads(r.stdout.splitlines()[0])["chat_id"] == "aaaa0002"
    assert r.stderr.count("rerank unavailable") == 1


def test_embed_command_then_similar(sem_archive):
    first = run("embed", "-i", sem_archive)
    assert first.exit_code == 0 and json.loads(first.stdout)["embedded"] == 3
    again = json.loads(run("embed", "-i", sem_archive).stdout)
    assert again["embedded"] == 0 and again["reused"] == 3
    r = run("similar", "aaaa0001", "-i", sem_archive, "-f", "json")
    doc = json.loads(r.stdout)
    assert doc["search_path"].startswith("embedding similarity") and doc["found"] == 2
    assert "aaaa0001" not in [x["chat_id"] for x in doc["results"]]
    assert run("similar", "ffff0000", "-i", sem_archive).exit_code == 1


def test_similar_falls_back_to_lexical(small_archive):
    r = run("similar", "a1b2c3d4", "-i", small_archive, "-f", "json")
    doc = json.loads(r.stdout)
    assert doc["search_path"].startswith("lexical") and "kbsearch embed" in r.stderr
    assert doc["results"][0]["chat_id"] == "b2c3d4e5"  # the other MCP server chat


def test_eval_command_on_a_tiny_qrels(small_archive, tmp_path):
    archives = tmp_path / "archives"
    archives.mkdir()
    (archives / "one").symlink_to(small_archive.parent, target_is_directory=True)
    qrels = tmp_path / "q.jsonl"
    qrels.write_text("\n".join(json.dumps(q) for q in [
        {"sample_id": "one", "qid": "1", "question": "MCP server timeout?", "category": 1, "relevant": ["a1b2c3d4"]},
        {"sample_id": "one", "qid": "2", "question": "invented references", "category": 2, "relevant": ["e5f6a7b8"]},
        {"sample_id": "one", "qid": "3", "question": "the of and", "category": 2, "relevant": ["c3d4e5f6"]},
    ]) + "\n")
    r = run("eval", qrels, "--archives", archives, "-f", "json")
    doc = json.loads(r.stdout)
    assert r.exit_code == 0 and doc["n"] == 3
    assert doc["overall"]["recall@1"] == pytest.approx(2 / 3, abs=1e-3)  # the stopword question finds nothing
    assert doc["by_category"]["1"]["mrr"] == 1.0
    assert "recall@5" in run("eval", qrels, "--archives", archives).stdout


def test_a_broken_torch_stops_neither_rerank_nor_embed(sem_archive, tmp_path):
    """A search never imports torch (the numpy runtime embeds the query), and `kbsearch
    embed` falls back to that runtime when torch cannot be imported."""
    import os
    import subprocess
    import sys

    shim = tmp_path / "shim"
    shim.mkdir()
    for name in ("torch", "sentence_transformers"):
        (shim / f"{name}.py").write_text("raise OSError('libtorch_cpu.so: cannot open shared object file')\n")
    env = {**os.environ, "PYTHONPATH": str(shim)}

    def kbsearch(*args):
        return subprocess.run([sys.executable, "-m", "kbsearch", *args, "-i", str(sem_archive)],
                              capture_output=True, text=True, env=env, timeout=120)

    r = kbsearch("search", "cancelled plans because of illness", "--thorough", "--rerank", "-f", "jsonl")
    assert r.returncode == 0 and r.stdout and "Traceback" not in r.stderr
    assert "rerank unavailable" not in r.stderr
    assert json.loads(r.stdout.splitlines()[0])["chat_id"] == "aaaa0001"  # reranked (lexically it is 2nd)
    done = kbsearch("embed")
    assert done.returncode == 0 and "Traceback" not in done.stderr
    assert json.loads(done.stdout)["engine"] == "numpy"


def test_a_search_filling_the_cache_does_not_make_it_complete(small_archive):
    run("search", "mcp", "-i", small_archive, "--rerank", "-f", "jsonl")  # embeds 2 of 5 chats
    r = run("similar", "a1b2c3d4", "-i", small_archive, "-f", "json")
    assert json.loads(r.stdout)["search_path"].startswith("lexical") and "kbsearch embed" in r.stderr


def test_eval_says_when_rerank_did_not_run(small_archive, tmp_path, monkeypatch):
    monkeypatch.setenv("KBSEARCH_NO_EMBEDDINGS", "1")
    archives = tmp_path / "archives"
    archives.mkdir()
    (archives / "one").symlink_to(small_archive.parent, target_is_directory=True)
    qrels = tmp_path / "q.jsonl"
    qrels.write_text(json.dumps({"sample_id": "one", "question": "mcp", "relevant": ["a1b2c3d4"]}) + "\n" +
                     json.dumps({"sample_id": "one", "question": "timeout", "relevant": ["c3d4e5f6"]}) + "\n")
    r = run("eval", qrels, "--archives", archives, "--rerank", "-f", "json")
    doc = json.loads(r.stdout)
    assert doc["options"]["rerank"] is False and "disabled by KBSEARCH_NO_EMBEDDINGS" in doc["notes"][0]
    assert r.stderr.count("rerank unavailable") == 1


def test_index_build_embed_then_a_reranked_search_embeds_nothing(small_archive):
    r = run("index", "build", "--embed", "-i", small_archive)
    assert r.exit_code == 0
    data = json.loads(r.stdout)
    assert data["fresh"] and data["embeddings"]["embedded"] == data["n_chunks"] and data["embeddings"]["seconds"] >= 0
    assert f"embedded {data['embeddings']['encoded']} passages of {data['n_chunks']} chunks in" in r.stderr
    searched = run("search", "mcp timeout", "-i", small_archive, "--rerank", "-f", "jsonl")
    assert searched.exit_code == 0 and "embedded" not in searched.stderr and "rerank unavailable" not in searched.stderr


def test_stored_embeddings_weigh_the_answer_without_rerank(tmp_path, auto_ranking):
    """Once `kbsearch embed` has run, the answer weighs each sentence by its passage's
    stored vector (only the question is encoded): "a hard time" finds "a difficult
    moment"; --no-rerank keeps the lexical answer."""
    chats = [
        ChatSpec("bbbb0001", "Joanna writing about her week", "chatgpt", "2024-05-01", ["writing.blog"],
                 [{"outcomes": ["Joanna wrote about the new sourdough recipe she tried this week."]}],
                 ["user: Joanna wrote about the sourdough recipe."]),
        ChatSpec("bbbb0002", "Blog", "claude", "2024-05-02", ["writing.blog"],
                 [{"outcomes": ["Joanna wrote about a difficult moment in her life, when she lost her job."]}],
                 ["user: Joanna wrote about losing her job."]),
    ]
    archive = write_archive(tmp_path / "mean", chats)
    q = "What did Joanna write about a hard time?"
    lexical = json.loads(run("answer", q, "-i", archive, "-f", "json", "--no-rerank").stdout)
    run("embed", "-i", archive)
    meant = json.loads(run("answer", q, "-i", archive, "-f", "json").stdout)
    assert lexical["sources"][0]["chat_id"] == "bbbb0001"  # its title says "writing" and "week"
    assert meant["sources"][0]["chat_id"] == "bbbb0002"
    assert json.loads(run("answer", q, "-i", archive, "-f", "json", "--no-rerank").stdout) == lexical
    # Each answer says which ranking found its chats.
    assert lexical["answered_by"] == "kbsearch (offline, lexical)" and meant["answered_by"] == "kbsearch (offline, hybrid)"


def test_a_sentence_close_in_meaning_answers_in_other_words(tmp_path, auto_ranking):
    """'I'm single right now' shares no word with "What is Caroline's relationship status?"
    beyond her name: words alone find nothing that states it; once `kbsearch embed` has
    run, the turn's stored vector holds the missing words by meaning, and the answer says
    so (medium: in other words than the question's)."""
    from archive_builder import conversation

    archive = conversation(tmp_path / "loco", ChatSpec(
        "cccc0001", "Session 1", "locomo", "2023-05-08", ["life"], [{"summary": "Caroline and Melanie catch up."}]), [
        ("Melanie", "How have you been? The kids kept me busy all week."),
        ("Caroline", "I'm single right now and focusing on myself, which feels good."),
        ("Melanie", "Good for you, that takes courage.")])
    q = "What is Caroline's relationship status?"
    lexical = json.loads(run("answer", q, "-i", archive, "-f", "json", "--no-rerank").stdout)
    assert lexical["short"] == "" and lexical["confidence"] == "low"
    run("embed", "-i", archive)
    meant = json.loads(run("answer", q, "-i", archive, "-f", "json").stdout)
    assert "single" in meant["short"], meant
    assert meant["confidence"] == "medium" and "close in meaning" in meant["confidence_reason"]
