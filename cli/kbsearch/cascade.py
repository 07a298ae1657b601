"""The four-layer cascade: topics then content, original terms then synonyms.

Layers nest (each reaches everything the one before did), so SEARCH mode can stop at
the first layer whose answer is good enough and THOROUGH mode is simply the last layer.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .content_index import CONTENT_FIELDS, INDEX_FIELDS, ContentIndex
from .rank import Concept, DocMatch, doc_chat, score_layer

STRONG_COVERAGE = 0.5
OTHER_CHUNKS_WEIGHT = 0.1


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
class ChatHit:
    chat_row: int
    score: float = 0.0
    coverage: float = 0.0
    docs: list[tuple[int, DocMatch]] = field(default_factory=list)
    concepts: dict[str, tuple] = field(default_factory=dict)
    layer: int = 4

    @property
    def best_doc(self) -> int:
        return max(self.docs, key=lambda d: d[1].score)[0]


@dataclass
class CascadeOutcome:
    layer: Layer | None
    tried: list[tuple[Layer, int, int]]  # (layer, strong chats, all chats)
    hits: dict[int, ChatHit]
    note: str = ""


def aggregate(index: ContentIndex, concepts: list[Concept], matches: dict[int, DocMatch]) -> dict[int, ChatHit]:
    """Chunk scores to chat scores: the best chunk, plus a little for every other one."""
    total_weight = sum(c.weight for c in concepts) or 1.0
    weight = {c.term: c.weight for c in concepts}
    hits: dict[int, ChatHit] = {}
    for doc, m in matches.items():
        hit = hits.setdefault(doc_chat(index, doc), None) or ChatHit(doc_chat(index, doc))
        hits[hit.chat_row] = hit
        hit.docs.append((doc, m))
        for term, how in m.concepts.items():
            if term not in hit.concepts or (how[0] == "original" and hit.concepts[term][0] != "original"):
                hit.concepts[term] = how
    for hit in hits.values():
        scores = sorted((m.score for _, m in hit.docs), reverse=True)
        hit.score = scores[0] + OTHER_CHUNKS_WEIGHT * sum(scores[1:4])
        hit.coverage = sum(weight[t] for t in hit.concepts) / total_weight
        hit.docs.sort(key=lambda d: d[0])
        hit.layer = earliest_layer(concepts, [d for d, _ in hit.docs])
    return hits


def earliest_layer(concepts: list[Concept], docs: list[int]) -> int:
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
) -> CascadeOutcome:
    layers = [l for l in LAYERS if use_synonyms or not l.synonyms]
    if thorough:
        layers = layers[-1:]
    tried: list[tuple[Layer, int, int]] = []
    last: tuple[Layer, dict[int, ChatHit]] | None = None
    for layer in layers:
        matches = score_layer(concepts, layer.content, layer.synonyms, allowed_docs)
        hits = aggregate(index, concepts, matches)
        strong = sum(1 for h in hits.values() if h.coverage >= STRONG_COVERAGE)
        tried.append((layer, strong, len(hits)))
        if hits:
            last = (layer, hits)
        if strong >= min_results and not thorough:
            return CascadeOutcome(layer, tried, hits)
    if last is None:
        return CascadeOutcome(None, tried, {})
    note = "" if thorough else f"no layer reached {min_results} strong matches; showing the widest"
    return CascadeOutcome(last[0], tried, last[1], note)
