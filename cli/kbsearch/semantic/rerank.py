"""Hybrid ranking: the lexical top candidates and the chats nearest the query by meaning,
each scored by its best passage's cosine and fused with the lexical score. The fusion was
chosen by measurement on the dev set (see bench/README.md, "Issue 28")."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from ..index.read import ContentIndex

# Chosen on the dev set (bench/README.md, "Fusion"): the plateau ran from 0.4 to 0.6;
# reciprocal-rank fusion and rank-based lexical normalisation scored lower.
VECTOR_WEIGHT = 0.5
# How many chats nearest the query by meaning join the lexical candidates (dense.py).
DENSE_CANDIDATES = 20
# A chat that no query word reaches is shown only when it is plainly close in meaning:
# its best passage at least this cosine (all-MiniLM-L6-v2: unrelated text scores about
# 0.1-0.25, "coming down with the flu" to "felt sick with a fever" 0.37) and near the
# best candidate's.
DENSE_FLOOR = 0.35
DENSE_MARGIN = 0.15


@dataclass
class Reranked:
    order: list[int]  # chat rows: the fused candidates, then the rest in lexical order
    similarity: dict[int, float]  # chat row -> best passage cosine
    embedded_now: int = 0  # chunks embedded during this search (missing from the cache)
    added: list[int] = field(default_factory=list)  # chats reached by meaning alone, in `order`
    best_passage: dict[int, tuple[str, int]] = field(default_factory=dict)  # row -> (chunk key, passage number)
    notes: list[str] = field(default_factory=list)


def fuse(lexical: list[int], lexical_score: dict[int, float], similarity: dict[int, float],
         weight: float = VECTOR_WEIGHT, boost: dict[int, float] | None = None) -> list[int]:
    """Order the candidates `lexical` (best first) by weight·vector + (1-weight)·lexical,
    where vector is the best passage's cosine min-max normalised over the candidates and
    lexical is the score as a fraction of the best one."""
    if not similarity or not lexical:
        return list(lexical)
    sims = [similarity[r] for r in lexical if r in similarity]
    if not sims:  # vectors only for chats outside the candidates: nothing to weigh them by
        return list(lexical)
    lo, hi = min(sims), max(sims)
    top = max(lexical_score.get(r, 0.0) for r in lexical) or 1.0
    position = {r: i for i, r in enumerate(lexical)}

    def fused(r: int) -> float:
        if r not in similarity:
            vec = 0.5  # no passages to compare: neither near nor far
        else:
            vec = (similarity[r] - lo) / (hi - lo) if hi > lo else 0.0
        return (weight * vec + (1 - weight) * lexical_score.get(r, 0.0) / top) * (boost or {}).get(r, 1.0)

    return sorted(lexical, key=lambda r: (-fused(r), position[r]))


def rerank(
    index: ContentIndex,
    index_dir,
    query: str,
    ranked: list[int],
    score_of: Callable[[int], float],
    candidates: int,
    on_progress: Callable[[int, int], None] | None = None,
    allowed: set[int] | None = None,
    dense: int = DENSE_CANDIDATES,
    boost_of: Callable[[int], float] | None = None,
) -> Reranked:
    """Hybrid ranking: the lexical top `candidates` and the `dense` chats nearest by meaning
    (within `allowed` chat rows, when given) scored both ways and fused. `score_of(row)`:
    a lexical candidate's score before its boosts; `boost_of(row)`: the factor its boosts
    (a date the query names, a signal word) give, applied to the fused score so that a
    chat found by meaning gets it too. Raises embed.EmbeddingsUnavailable when the model
    cannot be loaded."""
    from .dense import chunk_means, nearest_chats
    from .embed import EmbeddingStore, NotEmbeddedYet, encode, rerank_scores

    top = ranked[:candidates]
    store = _store(index, index_dir, EmbeddingStore)
    if store.problem:
        # Rebuilt by `kbsearch embed`; a search must not overwrite it with its candidates' vectors.
        return Reranked(list(ranked), {}, notes=[f"the embedding store is damaged ({store.problem}): "
                                                 "ranked by words; `kbsearch embed` rebuilds it"])
    q = encode([query])[0]
    notes: list[str] = []
    near: list[int] = []
    if dense:
        means = chunk_means(store, index)
        if means is None and store.n_passages:
            notes.append("chats sharing no word with the query are not looked for until `kbsearch embed` "
                         "brings the embeddings up to date")
        near = nearest_chats(index, means, q, dense, allowed)
    lexical, in_top = set(ranked), set(top)
    pool = top + [row for row in near if row not in in_top]
    keys_by_chat: dict[str, list[str]] = {}
    row_of: dict[str, int] = {}
    chunk_rows: list[int] = []
    index.chats.prefetch(pool)
    chats = [index.chats[row] for row in pool]
    for chat in chats:
        chunk_rows.extend(range(chat.first_chunk, chat.first_chunk + chat.n_chunks))
    details = index.chunks(chunk_rows)  # one read for every candidate's chunks
    for row, chat in zip(pool, chats):
        keys_by_chat[chat.chat_id] = [details[r].condensed_path
                                      for r in range(chat.first_chunk, chat.first_chunk + chat.n_chunks) if r in details]
        row_of[chat.chat_id] = row
    embedded = 0
    try:
        embedded = store.update(index, on_progress, rows=chunk_rows, details=details).get("embedded", 0)
    except NotEmbeddedYet:
        # Too many to embed here: rank with the vectors there are, and say so.
        notes.append("some candidates have no embeddings yet and were ranked by their words alone "
                     "(`kbsearch embed` brings the embeddings up to date)")
    scores = rerank_scores(q, keys_by_chat, store)
    similarity = {row_of[chat_id]: s[0] for chat_id, s in scores.items()}
    best = {row_of[chat_id]: (s[2], s[1]) for chat_id, s in scores.items()}
    reach = max((similarity.get(r, -1.0) for r in top), default=-1.0)
    # A near chat the words reached below the cut joins the fusion with its lexical score;
    # one they did not reach at all must be plainly close in meaning.
    added = [row for row in pool[len(top):]
             if row in lexical or similarity.get(row, -1.0) >= max(DENSE_FLOOR, reach - DENSE_MARGIN)]
    joined = set(added)
    fused = top + added
    lexical_score = {r: score_of(r) for r in fused if r in lexical}
    boost = {r: boost_of(r) for r in fused} if boost_of else None
    order = fuse(fused, lexical_score, similarity, boost=boost) + [r for r in ranked[candidates:] if r not in joined]
    return Reranked(order, similarity, embedded, [r for r in added if r not in lexical], best, notes)


def _store(index: ContentIndex, index_dir, opener):
    """The archive's embedding store, kept on the open index between its searches while the
    store's files stay the same (a server's or a batch's searches then skip opening it,
    and the entries and chunk means it has read)."""
    kept = index.memo.get("embedding_store")
    if kept is not None and kept.unchanged():
        return kept
    store = opener.open(index_dir)
    index.memo["embedding_store"] = store
    return store
