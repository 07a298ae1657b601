"""The four-layer cascade: topics then content, original terms then synonyms.

Layers nest (each reaches everything the one before did), so SEARCH mode can stop at
the first layer whose answer is good enough and THOROUGH mode is simply the last layer.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import partial

from ..index.format import CONTENT_FIELDS, INDEX_FIELDS
from ..index.read import ContentIndex
from . import plain, unspaced
from .bm25f import (
    DENSE_MAX_CONCEPTS,
    OTHER_CHUNKS_WEIGHT,
    STRONG_COVERAGE,
    ChatHit,
    Concept,
    Group,
    coverage,
    use_dense,
)
from .plain import LayerScores, score_layer
from .synonyms import Pattern
from .unspaced import PairRule


@dataclass(frozen=True)
class Layer:
    number: int
    name: str
    content: bool
    synonyms: bool

    def __str__(self) -> str:
        return f"Layer {self.number} – {self.name}"


LAYERS = (
    Layer(1, "topics index, original terms", False, False),
    Layer(2, "topics index, with synonyms", False, True),
    Layer(3, "content, original terms", True, False),
    Layer(4, "content, with synonyms", True, True),
)


@dataclass
class CascadeOutcome:
    layer: Layer | None
    tried: list[tuple[Layer, int, int]]  # (layer, strong chats, all chats)
    hits: dict[int, ChatHit]
    doc_scores: dict[int, float] = field(default_factory=dict)
    note: str = ""


def aggregate(index: ContentIndex, concepts: list[Concept], scores: LayerScores) -> dict[int, ChatHit]:
    """Chunk scores to chat scores: the best chunk, plus a little for the next few."""
    weights = [c.weight for c in concepts]
    chunk_chat, n_chunks = index.chunk_chat, index.n_chunks
    by_chat: dict[int, list[int]] = {}
    get = by_chat.get
    for doc in scores.score:
        row = chunk_chat[doc] if doc < n_chunks else doc - n_chunks
        docs = get(row)
        if docs is None:
            by_chat[row] = [doc]
        else:
            docs.append(doc)
    coverage_of: dict[int, float] = {}
    hits: dict[int, ChatHit] = {}
    score, matched_of, original_of = scores.score, scores.matched, scores.original
    for row, docs in by_chat.items():
        if len(docs) == 1:
            doc = docs[0]
            total, matched, original = score[doc], matched_of[doc], original_of.get(doc, 0)
        else:
            ranked = sorted([score[d] for d in docs], reverse=True)
            total = ranked[0] + OTHER_CHUNKS_WEIGHT * sum(ranked[1:4])
            matched = original = 0
            for d in docs:
                matched |= matched_of[d]
                original |= original_of.get(d, 0)
            docs.sort()
        share = coverage_of.get(matched)
        if share is None:
            share = coverage_of[matched] = coverage(weights, matched)
        hits[row] = ChatHit(row, docs, total, share, matched, original)
    return hits


def earliest_layer(concepts: list[Concept], docs: list[int]) -> int:
    """The first layer that reaches these documents (computed for shown results only)."""
    def has(groups, fields) -> bool:
        return any(g.tf[f].get(d) for g in groups for f in fields for d in docs)

    originals = [c.original for c in concepts]
    synonyms = [g for c in concepts for g in c.synonyms]
    if has(originals, INDEX_FIELDS):
        return 1
    if has(synonyms, INDEX_FIELDS):
        return 2
    if has(originals, CONTENT_FIELDS):
        return 3
    return 4


def run(
    index: ContentIndex,
    concepts: list[Concept],
    allowed_docs: set[int] | None,
    thorough: bool,
    use_synonyms: bool,
    min_results: int,
    content_only: bool = False,
    pair_rule: PairRule | None = None,
) -> CascadeOutcome:
    layers = [l for l in LAYERS if (use_synonyms or not l.synonyms) and (l.content or not content_only)]
    if thorough:
        layers = layers[-1:]
    tried: list[tuple[Layer, int, int]] = []
    last = None
    if use_dense(index) and len(concepts) <= DENSE_MAX_CONCEPTS:
        from . import arrays

        score, strong_of, hits_of = (partial(arrays.score_layer, index), arrays.strong_chats, arrays.aggregate)
        doc_scores = arrays.DenseScores.as_dict
    else:
        score, strong_of, hits_of = score_layer, strong_chats, aggregate
        doc_scores = _doc_scores
        if allowed_docs is not None and not isinstance(allowed_docs, (set, frozenset)):  # arrays.py's mask
            allowed_docs = set(allowed_docs.nonzero()[0].tolist())
    for layer in layers:
        scores = score(concepts, layer.content, layer.synonyms, allowed_docs)
        if pair_rule is not None:  # a query with a Thai, Japanese or Chinese word (unspaced.py)
            scores = unspaced.apply(pair_rule, scores, concepts, layer.content, layer.synonyms)
        # Chat hits are built only for the layer that answers: for the others, the count
        # of strong chats is enough, and it needs only the concept masks.
        strong, found = strong_of(index, concepts, scores)
        tried.append((layer, strong, found))
        if found:
            last = (layer, scores)
        if strong >= min_results and not thorough:
            return CascadeOutcome(layer, tried, hits_of(index, concepts, scores), doc_scores(scores))
    if last is None:
        return CascadeOutcome(None, tried, {})
    layer, scores = last
    outcome = CascadeOutcome(layer, tried, hits_of(index, concepts, scores), doc_scores(scores))
    if not thorough:
        outcome.note = f"no layer reached {min_results} strong matches; showing the widest"
    return outcome


def _doc_scores(scores: LayerScores) -> dict[int, float]:
    return scores.score


def strong_chats(index: ContentIndex, concepts: list[Concept], scores: LayerScores) -> tuple[int, int]:
    """(chats whose coverage reaches STRONG_COVERAGE, chats matched): what aggregate()'s
    hits would count, without building them."""
    weights = [c.weight for c in concepts]
    chunk_chat, n_chunks = index.chunk_chat, index.n_chunks
    masks: dict[int, int] = {}
    get = masks.get
    for doc, m in scores.matched.items():
        row = chunk_chat[doc] if doc < n_chunks else doc - n_chunks
        masks[row] = get(row, 0) | m
    strong = 0
    for m, n in Counter(masks.values()).items():
        if coverage(weights, m) >= STRONG_COVERAGE:
            strong += n
    return strong, len(masks)


def build_group(index: ContentIndex, pattern: Pattern) -> Group:
    """The vocabulary terms a pattern stands for, scored by the path this index uses."""
    if use_dense(index):
        from . import arrays

        return arrays.build_group(index, pattern)
    return plain.build_group(index, pattern)


def merge_groups(index: ContentIndex, groups: list[Group]) -> Group | None:
    """Synonym groups merged into one term (bm25f.merge_groups), by the path that built them."""
    if groups and type(groups[0].index_tf) is not dict:  # groups from arrays.build_group
        from . import arrays

        return arrays.merge_groups(index, groups)
    return plain.merge_groups(index, groups)
