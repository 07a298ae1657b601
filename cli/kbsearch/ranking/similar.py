"""`kbsearch similar`: the chats most like one chat, by their embeddings when the archive
has them, else by its topics and title used as a query."""

from __future__ import annotations

import time

from ..errors import BadQuery, NotFound
from ..index.format import FIELDS
from . import cascade
from .bm25f import chat_docs
from .patterns import notice
from .results import SearchResponse
from .options import SearchOptions


def similar_chats(searcher, chat_id: str, opts: SearchOptions) -> SearchResponse:
    """The chats most like one chat: by the mean of their passage embeddings when the
    embedding cache covers the archive (`kbsearch embed`), else lexically, by its topics
    and title used as a query."""
    started = time.perf_counter()
    chat = searcher.index.chat_by_id(chat_id) or searcher.index.chat_by_id(chat_id.casefold())
    if chat is None:
        raise NotFound(f"no chat {chat_id!r} in {searcher.index_dir}")
    notes: list[str] = []
    scores = _by_embeddings(searcher, chat, notes)
    method = "embedding similarity (mean of passages)"
    if scores is None:
        method = "lexical similarity (its topics and title as the query)"
        topics = searcher.index.topics([chat.row]).get(chat.row, [])
        words = " ".join([chat.title, *(t.replace(".", " ").replace("_", " ") for t in topics)])
        try:
            r = searcher.rank(words, SearchOptions(thorough=True, rerank=False, min_results=1))
            scores = {row: r.hits[row].score for row in r.ranked}
        except BadQuery:
            scores = {}
    scores.pop(chat.row, None)
    ranked = sorted(scores, key=lambda row: -scores[row])
    hits = {row: cascade.ChatHit(row, list(chat_docs(searcher.index, row)), score=scores[row]) for row in ranked}
    results, _, topics = searcher._results(ranked, hits, {}, [], FIELDS, opts)
    for res in results:
        res.why = f"{method.split(' (')[0]} {res.score:.2f} to {chat.chat_id} ({chat.title})"
    by_id = {searcher.index.chats[row].chat_id: t for row, t in topics.items()}
    return SearchResponse(
        query=f"similar to {chat.chat_id}", terms=[], mode="similar", layer=None, search_path=method,
        layers_tried=[], filters=[], found=len(ranked), results=results,
        total_bytes=sum(r.size_bytes for r in results), total_tokens=sum(r.tokens for r in results),
        tokens_estimated=any(r.tokens_estimated for r in results), max_tokens=opts.max_tokens,
        left_out_by_budget=0, patterns=notice(results, by_id), granularity="chat",
        index_dir=str(searcher.index_dir), notes=notes, elapsed_ms=(time.perf_counter() - started) * 1000,
    )

def _by_embeddings(searcher, chat, notes: list[str]) -> dict[int, float] | None:
    from ..semantic.embed import (
        EmbeddingStore,
        EmbeddingsUnavailable,
        chat_similarities,
    )

    try:
        store = EmbeddingStore.open(searcher.index_dir)
    except EmbeddingsUnavailable as exc:
        notes.append(f"embeddings unavailable ({exc}); lexical similarity instead")
        return None
    if not store.is_complete(searcher.index):
        if store.missing(searcher.index):
            notes.append("the embedding cache does not cover this archive (run `kbsearch embed`); "
                         "lexical similarity instead")
            return None
        try:
            store.update(searcher.index)  # every chunk is there: a check of what changed
        except EmbeddingsUnavailable as exc:
            notes.append(f"embeddings unavailable ({exc}); lexical similarity instead")
            return None
    scores = chat_similarities(store, searcher.index, chat.row)
    if scores is None:
        notes.append("this chat has no embedded passages; lexical similarity instead")
    return scores
