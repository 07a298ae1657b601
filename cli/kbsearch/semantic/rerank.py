"""Reranking the lexical top candidates with sentence embeddings, fused with the lexical
score. The fusion was chosen by measurement on the dev set (see bench/README.md)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ..index.read import ContentIndex

# Chosen on the dev set (bench/README.md, "Fusion"): the plateau ran from 0.4 to 0.6;
# reciprocal-rank fusion and rank-based lexical normalisation scored lower.
VECTOR_WEIGHT = 0.5


@dataclass
class Reranked:
    order: list[int]  # chat rows: the reranked candidates, then the rest in lexical order
    similarity: dict[int, float]  # chat row -> best passage cosine
    embedded_now: int = 0  # chunks embedded during this search (missing from the cache)


def fuse(lexical: list[int], lexical_score: dict[int, float], similarity: dict[int, float],
         weight: float = VECTOR_WEIGHT) -> list[int]:
    """Order the candidates `lexical` (best first) by weight·vector + (1-weight)·lexical,
    where vector is the best passage's cosine min-max normalised over the candidates and
    lexical is the score as a fraction of the best one."""
    if not similarity or not lexical:
        return list(lexical)
    sims = [similarity[r] for r in lexical if r in similarity]
    lo, hi = min(sims), max(sims)
    top = max(lexical_score.get(r, 0.0) for r in lexical) or 1.0
    position = {r: i for i, r in enumerate(lexical)}

    def fused(r: int) -> float:
        if r not in similarity:
            vec = 0.5  # no passages to compare: neither near nor far
        else:
            vec = (similarity[r] - lo) / (hi - lo) if hi > lo else 0.0
        return weight * vec + (1 - weight) * lexical_score.get(r, 0.0) / top

    return sorted(lexical, key=lambda r: (-fused(r), position[r]))


def rerank(
    index: ContentIndex,
    index_dir,
    query: str,
    ranked: list[int],
    lexical_score: dict[int, float],
    candidates: int,
    on_progress: Callable[[int, int], None] | None = None,
) -> Reranked:
    """Raises embed.EmbeddingsUnavailable when the model cannot be loaded."""
    from .embed import EmbeddingStore, rerank_scores

    top = ranked[:candidates]
    keys_by_chat: dict[str, list[str]] = {}
    row_of: dict[str, int] = {}
    chunk_rows: list[int] = []
    index.chats.prefetch(top)
    for row in top:
        chat = index.chats[row]
        keys_by_chat[chat.chat_id] = [c.condensed_path for c in index.chat_chunks(chat)]
        row_of[chat.chat_id] = row
        chunk_rows.extend(range(chat.first_chunk, chat.first_chunk + chat.n_chunks))
    store = EmbeddingStore.open(index_dir)
    stats = store.update(index, on_progress, rows=chunk_rows)
    scores = rerank_scores(query, keys_by_chat, store)
    similarity = {row_of[chat_id]: s[0] for chat_id, s in scores.items()}
    order = fuse(top, lexical_score, similarity) + ranked[candidates:]
    return Reranked(order, similarity, stats.get("embedded", 0))
