"""Many passages at once (`kbsearch embed`) through torch: all-MiniLM-L6-v2's transformer
run directly, not through sentence-transformers' encode. Batches are cut by tokens, not by
count: the texts are sorted by length and a batch holds about TOKENS_PER_BATCH tokens, so
short passages (most are) go many at a time and padding stays small. The pooling is the
model's: the mean over the real tokens, then L2 normalisation.

On the 2-core machine of bench/README.md this encodes the dev set at 243 passages/s against
sentence-transformers' 168, and the matrix products then run at the CPU's float32 peak.
KBSEARCH_EMBED_BFLOAT16=1, on a CPU whose oneDNN has bfloat16 kernels (AVX-512 BF16, AMX),
runs the products in bfloat16 under autocast (LayerNorm, softmax and pooling stay float32):
385 passages/s, vectors to cosine >= 0.9999 of float32's, but the dev set's reranked
recall@5 moved from 0.821 to 0.820 (one question of 679), so it is not the default.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

import numpy as np

from .minilm import MAX_TOKENS

TOKENS_PER_BATCH = 2048


class TorchEncoder:
    """encode(texts) -> float32 (len(texts), dim), rows L2-normalised."""

    def __init__(self, folder: Path):
        import torch
        from tokenizers import Tokenizer
        from transformers import AutoModel

        self.torch = torch
        self.model = AutoModel.from_pretrained(str(folder)).eval()
        self.dim = int(self.model.config.hidden_size)
        self.tokenizer = Tokenizer.from_file(str(Path(folder) / "tokenizer.json"))
        self.tokenizer.no_padding()
        self.tokenizer.enable_truncation(MAX_TOKENS)
        self.bfloat16 = _bfloat16_wanted(torch)
        self.engine = "torch (bfloat16)" if self.bfloat16 else "torch"

    def encode(self, texts: list[str]) -> np.ndarray:
        torch = self.torch
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        if not texts:
            return out
        ids = [e.ids for e in self.tokenizer.encode_batch(list(texts))]
        order = sorted(range(len(texts)), key=lambda i: len(ids[i]))
        mixed = torch.autocast("cpu", dtype=torch.bfloat16) if self.bfloat16 else contextlib.nullcontext()
        with torch.inference_mode(), mixed:
            for batch in _batches(order, ids):
                length = len(ids[batch[-1]])  # sorted: the last is the longest
                tokens = torch.zeros((len(batch), length), dtype=torch.long)
                mask = torch.zeros((len(batch), length), dtype=torch.long)
                for row, i in enumerate(batch):
                    tokens[row, : len(ids[i])] = torch.tensor(ids[i])
                    mask[row, : len(ids[i])] = 1
                hidden = self.model(input_ids=tokens, attention_mask=mask,
                                    token_type_ids=torch.zeros_like(tokens)).last_hidden_state.float()
                weights = mask.unsqueeze(-1).float()
                pooled = (hidden * weights).sum(1) / weights.sum(1).clamp(min=1e-9)
                out[batch] = torch.nn.functional.normalize(pooled, dim=1).numpy()
        return out


def _batches(order: list[int], ids: list[list[int]]):
    """Runs of `order` (sorted by length) whose padded size stays within TOKENS_PER_BATCH."""
    start = 0
    while start < len(order):
        end = start + 1
        while end < len(order) and (end - start + 1) * len(ids[order[end]]) <= TOKENS_PER_BATCH:
            end += 1
        yield order[start:end]
        start = end


def _bfloat16_wanted(torch) -> bool:
    """KBSEARCH_EMBED_BFLOAT16=1, on a CPU that runs bfloat16 products natively (elsewhere
    they are emulated, and slower than float32)."""
    if os.environ.get("KBSEARCH_EMBED_BFLOAT16", "").strip() in ("", "0"):
        return False
    with contextlib.suppress(Exception):  # an older torch without the probe: float32
        return bool(torch.ops.mkldnn._is_mkldnn_bf16_supported())
    return False
