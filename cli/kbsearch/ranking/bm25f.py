"""What the two BM25F paths share: the field weights and constants, the types they score
(a pattern's Group, a query word's Concept, a chat's ChatHit), idf and saturation, how
synonym groups merge, coverage, and the rule that picks the path for an index.

plain.py scores with dicts in plain Python; arrays.py with numpy, for large archives. Both
import this module and neither imports the other; cascade.py, above both, picks one per
query (use_dense) and runs the layers.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Callable
from dataclasses import dataclass, field

from ..index.format import FIELDS
from ..index.read import ContentIndex
from .synonyms import Pattern

K1 = 1.2
FIELD_WEIGHT = {"topics": 3.0, "title": 2.5, "condensed": 1.5, "raw": 1.0}
FIELD_B = {"topics": 0.3, "title": 0.3, "condensed": 0.75, "raw": 0.75}
SYNONYM_WEIGHT = 0.6


class Group:
    """The vocabulary terms one pattern stands for, with their per-field normalised tf.

    `index_tf` (topics and title, small) is computed at once; `tf` and `all_tf`, which
    cover the large content postings, only when first read: a query answered by the
    topics layers never normalises them. `idf` needs only how many documents the terms
    reach: a single word's stored df, else the size of the union of their postings."""

    def __init__(self, pattern: Pattern, terms: list[str], fill=None):
        self.pattern = pattern
        self.terms = terms
        self.idf = 0.0
        # Summed over the topics-layer fields, and over all fields: what the layers score.
        self.index_tf: dict[int, float] = {}
        self._docs: set[int] | None = set()
        self._docs_fill = None  # () -> docs, when not computed yet
        self._fill = fill  # () -> (tf by field, all_tf)
        self._tf: dict[str, dict[int, float]] | None = None
        self._all_tf: dict[int, float] | None = None

    @property
    def docs(self) -> set[int]:
        """Every document the terms reach, in any field. Only synonyms merged into one
        term need it (the idf of their union): a single word's count is its stored df."""
        if self._docs is None:
            self._docs, self._docs_fill = self._docs_fill(), None
        return self._docs

    @docs.setter
    def docs(self, value: set[int]) -> None:
        self._docs, self._docs_fill = value, None

    def docs_when_read(self, fill) -> None:
        """Compute `docs` with fill() on first read, not now."""
        self._docs, self._docs_fill = None, fill

    def _compute(self) -> None:
        if self._fill is None:
            self._tf, self._all_tf = {f: {} for f in FIELDS}, {}
        else:
            self._tf, self._all_tf = self._fill()
            self._fill = None

    @property
    def tf(self) -> dict[str, dict[int, float]]:
        if self._tf is None:
            self._compute()
        return self._tf

    @property
    def all_tf(self) -> dict[int, float]:
        if self._all_tf is None:
            self._compute()
        return self._all_tf

    def layer_tf(self, content: bool) -> dict[int, float]:
        return self.all_tf if content else self.index_tf


@dataclass
class Concept:
    term: str
    original: Group
    synonyms: list[Group]  # each synonym on its own, to say which one matched
    weight: float
    synonym_union: Group | None = None  # all synonyms as one term: what is scored


STRONG_COVERAGE = 2 / 3  # with two words of similar rarity, both; a much rarer word alone is enough
OTHER_CHUNKS_WEIGHT = 0.1


@dataclass(slots=True)  # one per matching chat: tens of thousands per query at 100K chunks
class ChatHit:
    chat_row: int
    docs: list[int]
    score: float = 0.0
    coverage: float = 0.0
    matched: int = 0  # concept bit mask, any way
    original: int = 0  # concept bit mask, by the original term
    boosts: dict[str, float] = field(default_factory=dict)  # factors applied after scoring
    similarity: float | None = None  # best passage cosine, when reranked
    passage: tuple[str, int] | None = None  # (chunk key, passage number): a chat found by meaning alone


# From this many documents on, queries are scored with numpy when it is installed (see
# arrays.py): the same floats, without a Python operation per matching document.
DENSE_MIN_DOCS = 50_000
# Concept masks are int64 bit sets there (Python ints here): longer queries stay here.
DENSE_MAX_CONCEPTS = 62


# A query whose words reach fewer documents than this runs the pure path even on a large
# archive unless numpy is imported already: in a process started for one search, importing
# numpy (~45 ms) costs more than the pure path's extra work (100K chunks: a query reaching
# 3K documents scores in 20-30 ms either way; one reaching 13K took 330 ms pure, 47 dense).
PURE_MAX_REACH = 10_000


def use_dense(index: ContentIndex) -> bool:
    """Whether queries on this index are scored with numpy: from DENSE_MIN_DOCS documents
    on, when numpy is installed; a search then decides per query (choose_path)."""
    flag = index.memo.get("use_dense")
    if flag is None:
        flag = index.memo["use_dense"] = _dense_possible(index)
    return flag


def _dense_possible(index: ContentIndex) -> bool:
    flag = index.memo.get("dense_possible")
    if flag is None:
        flag = False
        if index.n_docs >= DENSE_MIN_DOCS:
            try:
                import numpy  # noqa: F401
                flag = True
            except ImportError:
                pass
        index.memo["dense_possible"] = flag
    return flag


def choose_path(index: ContentIndex, reach: Callable[[int], int], filtered: bool) -> bool:
    """Set the path of the query about to run: numpy where possible and the query is
    filtered, or numpy is imported already, or its words reach PURE_MAX_REACH documents
    (`reach(limit)` counts them, and may stop once past the limit). The paths give the
    same answers to the last bit (tests/test_dense.py); only their speed differs."""
    dense = index.n_docs >= DENSE_MIN_DOCS and (
        "numpy" in sys.modules or filtered or reach(PURE_MAX_REACH) >= PURE_MAX_REACH
    ) and _dense_possible(index)  # last: it imports numpy
    index.memo["use_dense"] = dense
    return dense


def idf(n_docs: int, df: int) -> float:
    return math.log(1 + (n_docs - df + 0.5) / (df + 0.5))


def chat_docs(index: ContentIndex, chat_row: int) -> range:
    """The scoring documents of a chat: its chunks, or one virtual document for a chat
    that has topic rows but no chunk files."""
    first, count = index.array("chat_first")[chat_row], index.array("chat_nchunks")[chat_row]
    if count:
        return range(first, first + count)
    return range(index.n_chunks + chat_row, index.n_chunks + chat_row + 1)


def resolve(index: ContentIndex, pattern: Pattern) -> list[str]:
    if pattern.prefix:
        return index.prefix_terms(pattern.text)
    return [pattern.text] if index.postings(pattern.text) is not None else []


def saturate(tf: float) -> float:
    return tf * (K1 + 1) / (tf + K1)


def coverage(weights: list[float], mask: int) -> float:
    """The share of the query's weight that the concepts in `mask` (bit i: concept i) carry."""
    return sum(w for i, w in enumerate(weights) if mask >> i & 1) / (sum(weights) or 1.0)


def merge_groups(index: ContentIndex, groups: list[Group], empty, add, union) -> Group | None:
    """Synonyms of one word scored as a single term (summed tf, idf of the union of their
    documents), so a rare synonym cannot outweigh the word's common, central spelling.
    `empty`, `add` and `union` are the path's own operations on per-document values and
    document sets (plain.py: dicts and sets; arrays.py: SparseTf and sorted id arrays)."""
    if not groups:
        return None

    def fill():
        tf = {f: empty() for f in FIELDS}
        all_tf = empty()
        for g in groups:
            for f in FIELDS:
                tf[f] = add(tf[f], g.tf[f])
            all_tf = add(all_tf, g.all_tf)
        return tf, all_tf

    merged = Group(Pattern("|".join(str(g.pattern) for g in groups)), [t for g in groups for t in g.terms], fill)
    merged.index_tf = empty()
    for g in groups:
        merged.index_tf = add(merged.index_tf, g.index_tf)
    if len(groups) == 1:
        merged.docs_when_read(lambda: groups[0].docs)
        merged.idf = groups[0].idf
    else:
        merged.docs = union([g.docs for g in groups])
        merged.idf = idf(index.n_docs, len(merged.docs))
    return merged
