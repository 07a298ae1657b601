"""Hybrid ranking inside a search: the order semantic/rerank.py fuses, and the hits and
snippets of chats found by meaning alone (no query word reaches them)."""

from __future__ import annotations

import math

from ..wording import counted
from .bm25f import ChatHit, chat_docs


def hybrid_order(searcher, query: str, ranked: list[int], hits, notes: list[str],
                 allowed_chats: list[int] | None = None, boost_of=None) -> tuple[list[int], str]:
    """Hybrid ranking of the top candidates and the chats nearest by meaning: (order,
    "hybrid"); on any failure to load the model, (the lexical order, "lexical") and a
    note says why."""
    from ..semantic.embed import EmbeddingsUnavailable
    from ..semantic.rerank import rerank

    if searcher.rerank_failure:
        notes.append(searcher.rerank_failure)
        return ranked, "lexical"
    try:
        out = rerank(searcher.index, searcher.index_dir, query, ranked, lambda r: _unboosted(hits[r]),
                     searcher.settings.rerank_candidates,
                     allowed=set(allowed_chats) if allowed_chats is not None else None, boost_of=boost_of)
    except EmbeddingsUnavailable as exc:
        # Said once per process; later searches skip straight to the lexical order.
        searcher.rerank_failure = f"rerank unavailable, lexical ranking only: {exc}"
        notes.append(searcher.rerank_failure)
        searcher.notify(searcher.rerank_failure)
        return ranked, "lexical"
    if out.embedded_now:
        searcher.notify(f"embedded {counted(out.embedded_now, 'chunk')} for reranking (`kbsearch embed` does all at once)")
    for note in out.notes:
        notes.append(note)
        searcher.notify_once(note)
    if not out.similarity:
        return ranked, "lexical"  # not one candidate has vectors: the words alone ranked
    for row in out.added:
        hits[row] = _meaning_hit(searcher, row, out.best_passage.get(row))
    if out.added:
        notes.append(f"{counted(len(out.added), 'chat')} found by meaning alone (none of the query's words)")
    for row, sim in out.similarity.items():
        if row in hits:
            hits[row].similarity = sim
    return out.order, "hybrid"


def _unboosted(hit: ChatHit) -> float:
    """A hit's lexical score before its boosts: fusion applies them to the fused score."""
    return hit.score / math.prod(hit.boosts.values())


def _meaning_hit(searcher, row: int, best: tuple[str, int] | None) -> ChatHit:
    """The hit of a chat no query word reached: its chunk holding the best passage."""
    docs = [d for d in chat_docs(searcher.index, row) if d < searcher.index.n_chunks]
    if best:
        key, number = best
        chunks = searcher.index.chunks(docs)
        docs.sort(key=lambda d: chunks[d].condensed_path != key if d in chunks else True)
        hit = ChatHit(row, docs[:1])
        hit.passage = (key, number)
        return hit
    return ChatHit(row, docs[:1])


def meaning_snippet(passage: tuple[str, int], chunks) -> str:
    """The passage that made a chat close in meaning to the query, as the snippet."""
    from ..archive.passages import kept_chunk_passages

    key, number = passage
    chunk = next((c for c in chunks if c.condensed_path == key), None)
    if chunk is None:
        return ""
    texts = kept_chunk_passages(key, chunk.raw_path or "")
    return texts[number][:220] if 0 <= number < len(texts) else ""
