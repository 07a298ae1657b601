"""BM25F scoring over the four fields, with query terms grouped into concepts.

A concept is one original query term with its synonyms. A document earns a concept's
score from the original term when it has it, otherwise (in synonym layers) a discounted
score from its best synonym, so original-term hits outrank synonym hits.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from ..index.format import FIELDS, INDEX_FIELDS
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


# From this many documents on, queries are scored with numpy when it is installed (see
# dense.py): the same floats, without a Python operation per matching document.
DENSE_MIN_DOCS = 50_000
# Concept masks are int64 bit sets there (Python ints here): longer queries stay here.
DENSE_MAX_CONCEPTS = 62


def use_dense(index: ContentIndex) -> bool:
    flag = index.memo.get("use_dense")
    if flag is None:
        flag = False
        if index.n_docs >= DENSE_MIN_DOCS:
            try:
                import numpy  # noqa: F401
                flag = True
            except ImportError:
                pass
        index.memo["use_dense"] = flag
    return flag


def merge_groups(index: ContentIndex, groups: list[Group]) -> Group | None:
    """Synonyms of one word scored as a single term (summed tf, idf of the union of their
    documents), so a rare synonym cannot outweigh the word's common, central spelling."""
    if not groups:
        return None
    if type(groups[0].index_tf) is dict:
        empty, add, union = dict, _add_into, lambda docs: set().union(*docs)
    else:  # groups from dense.build_group
        from . import arrays as dense

        empty, add, union = dense.empty, dense.add, dense.union

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


def idf(n_docs: int, df: int) -> float:
    return math.log(1 + (n_docs - df + 0.5) / (df + 0.5))


def chat_docs(index: ContentIndex, chat_row: int) -> range:
    """The scoring documents of a chat: its chunks, or one virtual document for a chat
    that has topic rows but no chunk files."""
    chat = index.chats[chat_row]
    if chat.n_chunks:
        return range(chat.first_chunk, chat.first_chunk + chat.n_chunks)
    return range(index.n_chunks + chat_row, index.n_chunks + chat_row + 1)


def resolve(index: ContentIndex, pattern: Pattern) -> list[str]:
    if pattern.prefix:
        return index.prefix_terms(pattern.text)
    return [pattern.text] if index.postings(pattern.text) is not None else []


def build_group(index: ContentIndex, pattern: Pattern) -> Group:
    """The hot path of a query (it runs over whole postings lists): written for CPython
    speed, with every sum taken in the same order as the plain loop would (0.0 + x == x, so
    a field's first term is a plain dict build)."""
    if use_dense(index):
        from . import arrays as dense

        return dense.build_group(index, pattern)
    terms = resolve(index, pattern)
    found = [(term, p) for term in terms if (p := index.postings(term)) is not None]
    ranges = index.chat_doc_ranges()

    def field_tf(f: str) -> dict[int, float]:
        w, b, lengths = FIELD_WEIGHT[f], FIELD_B[f], index.lengths[f]
        base, slope = 1 - b, b / index.avg_length[f]
        acc: dict[int, float] = {}
        for _, postings in found:
            pairs = postings[f]
            if not pairs:
                continue
            if f in INDEX_FIELDS:
                get = acc.get
                for chat_row, tf in zip(pairs[0::2], pairs[1::2]):
                    norm = w * tf / (base + slope * lengths[chat_row])
                    for d in ranges[chat_row]:
                        acc[d] = get(d, 0.0) + norm
            elif not acc:
                acc = {doc: w * tf / (base + slope * lengths[doc]) for doc, tf in zip(pairs[0::2], pairs[1::2])}
            else:
                get = acc.get
                for doc, tf in zip(pairs[0::2], pairs[1::2]):
                    acc[doc] = get(doc, 0.0) + w * tf / (base + slope * lengths[doc])
        return acc

    index_field_tf = {f: field_tf(f) for f in INDEX_FIELDS}

    def fill():
        tf = dict(index_field_tf)
        all_tf = dict(index_tf)
        for f in FIELDS:
            if f not in INDEX_FIELDS:
                tf[f] = field_tf(f)
                all_tf = _add_into(all_tf, tf[f])
        return tf, all_tf

    group = Group(pattern, terms, fill)
    index_tf: dict[int, float] = {}
    for f in INDEX_FIELDS:
        index_tf = _add_into(index_tf, index_field_tf[f])
    group.index_tf = index_tf

    def docs() -> set[int]:
        # The documents the terms reach in any field: the keys of all_tf, without computing it.
        out = set(index_tf)
        for _, postings in found:
            for f in FIELDS:
                if f not in INDEX_FIELDS and postings[f]:
                    out.update(postings[f][0::2])
        return out

    group.docs_when_read(docs)
    # One word reaches as many documents as its stored df (a set of them costs ~20 ms for
    # a word in half of a million chunks); several words' overlap must be counted.
    group.idf = idf(index.n_docs, index.df(found[0][0]) if len(found) == 1 else len(group.docs))
    return group


def _add_into(acc: dict[int, float], values: dict[int, float]) -> dict[int, float]:
    """acc[d] += values[d] for every d (missing as 0.0); may return a new dict."""
    if not acc:
        return dict(values)
    get = acc.get
    for doc, value in values.items():
        acc[doc] = get(doc, 0.0) + value
    return acc


def saturate(tf: float) -> float:
    return tf * (K1 + 1) / (tf + K1)


@dataclass
class LayerScores:
    """Per document: its score, and bit masks of the concepts it matched (bit i is
    concepts[i]) — any way, and by the original term."""

    score: dict[int, float] = field(default_factory=dict)
    matched: dict[int, int] = field(default_factory=dict)
    original: dict[int, int] = field(default_factory=dict)


def score_layer(concepts: list[Concept], content: bool, synonyms: bool, allowed_docs=None) -> LayerScores:
    """Score every document that the layer's fields and terms reach."""
    out = LayerScores()
    score, matched, original_mask = out.score, out.matched, out.original
    k1, k1p = K1, K1 + 1
    for i, c in enumerate(concepts):
        bit = 1 << i
        original = c.original.layer_tf(content)
        weight = c.original.idf
        s_get, m_get, o_get = score.get, matched.get, original_mask.get
        if not score and allowed_docs is None:
            # The first concept to score anything: no sums yet (0.0 + x == x), so plain
            # dict builds give the same values as the loop below, at C speed.
            score.update({doc: weight * (tf * k1p / (tf + k1)) for doc, tf in original.items()})
            matched.update(dict.fromkeys(original, bit))
            original_mask.update(dict.fromkeys(original, bit))
        else:
            for doc, tf in original.items():
                if allowed_docs is not None and doc not in allowed_docs:
                    continue
                # weight * saturate(tf), inlined
                score[doc] = s_get(doc, 0.0) + weight * (tf * k1p / (tf + k1))
                matched[doc] = m_get(doc, 0) | bit
                original_mask[doc] = o_get(doc, 0) | bit
        if not synonyms or c.synonym_union is None:
            continue
        weight = SYNONYM_WEIGHT * c.synonym_union.idf
        for doc, tf in c.synonym_union.layer_tf(content).items():
            if doc in original or (allowed_docs is not None and doc not in allowed_docs):
                continue
            score[doc] = s_get(doc, 0.0) + weight * (tf * k1p / (tf + k1))
            matched[doc] = m_get(doc, 0) | bit
    return out
