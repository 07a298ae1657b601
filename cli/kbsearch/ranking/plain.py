"""BM25F scoring over the four fields in plain Python (dicts per document; arrays.py does
the same with numpy for large archives), with query terms grouped into concepts.

A concept is one original query term with its synonyms. A document earns a concept's
score from the original term when it has it, otherwise (in synonym layers) a discounted
score from its best synonym, so original-term hits outrank synonym hits.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..index.format import FIELDS, INDEX_FIELDS
from ..index.read import ContentIndex
from . import bm25f
from .bm25f import (
    FIELD_B,
    FIELD_WEIGHT,
    K1,
    SYNONYM_WEIGHT,
    Concept,
    Group,
    idf,
    resolve,
)
from .synonyms import Pattern


def merge_groups(index: ContentIndex, groups: list[Group]) -> Group | None:
    """bm25f.merge_groups over dicts and sets."""
    return bm25f.merge_groups(index, groups, dict, _add_into, lambda docs: set().union(*docs))


def build_group(index: ContentIndex, pattern: Pattern) -> Group:
    """The hot path of a query (it runs over whole postings lists): written for CPython
    speed, with every sum taken in the same order as the plain loop would (0.0 + x == x, so
    a field's first term is a plain dict build)."""
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
