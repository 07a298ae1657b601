"""Scoring with numpy arrays, for archives large enough to need it.

The same arithmetic as plain.py and cascade.py, operation for operation and in the same
order, so every score is the same float: a word in half of a million chunks costs the
pure-Python path about a second per layer (dict operations per matching document), and a
few milliseconds here. Used when the index has bm25f.DENSE_MIN_DOCS documents or more
(bm25f.use_dense): below that the pure path is fast enough, and importing numpy (~0.1 s)
would cost a short search more than it saves. numpy is a dependency; an environment
without it gets the pure path. tests/test_dense.py runs both paths on the same archives
and compares every result.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Iterator

import numpy as np

from ..index.format import FIELDS, ID_RANK, INDEX_FIELDS
from . import bm25f
from .bm25f import (
    FIELD_B,
    FIELD_WEIGHT,
    K1,
    OTHER_CHUNKS_WEIGHT,
    STRONG_COVERAGE,
    SYNONYM_WEIGHT,
    ChatHit,
    Group,
    coverage,
    idf,
    resolve,
)

if TYPE_CHECKING:
    from ..index.read import ContentIndex
    from .bm25f import Concept
    from .synonyms import Pattern

class SparseTf:
    """Per-document values as sorted document ids and their values: the read side of the
    dicts the pure path builds (get, in, [], items, len). Lookups search the ids; after
    many of them (a chunk-granularity sort reads every document) a dict is built once."""

    __slots__ = ("ids", "vals", "_dict", "_lookups")

    def __init__(self, ids: np.ndarray, vals: np.ndarray):
        self.ids, self.vals = ids, vals
        self._dict: dict[int, float] | None = None
        self._lookups = 0

    def get(self, doc: int, default=None):
        if self._dict is not None:
            return self._dict.get(doc, default)
        self._lookups += 1
        if self._lookups > 256:
            self._dict = dict(zip(self.ids.tolist(), self.vals.tolist()))
            return self._dict.get(doc, default)
        i = int(np.searchsorted(self.ids, doc))
        if i < len(self.ids) and self.ids[i] == doc:
            return float(self.vals[i])
        return default

    def __contains__(self, doc: int) -> bool:
        return self.get(doc) is not None

    def __getitem__(self, doc: int) -> float:
        value = self.get(doc)
        if value is None:
            raise KeyError(doc)
        return value

    def __len__(self) -> int:
        return len(self.ids)

    def __bool__(self) -> bool:
        return len(self.ids) > 0

    def __iter__(self) -> Iterator[int]:
        return iter(self.ids.tolist())

    def keys(self) -> list[int]:
        return self.ids.tolist()

    def values(self) -> list[float]:
        return self.vals.tolist()

    def items(self):
        return zip(self.ids.tolist(), self.vals.tolist())


_EMPTY_IDS = np.zeros(0, dtype=np.int64)


def empty() -> SparseTf:
    return SparseTf(_EMPTY_IDS, np.zeros(0))


def add(acc: SparseTf, values: SparseTf) -> SparseTf:
    """plain._add_into: acc[d] = acc.get(d, 0.0) + values[d] (0.0 + x is x exactly)."""
    if not len(acc):
        return SparseTf(values.ids, values.vals)
    if not len(values):
        return acc
    ids = union([acc.ids, values.ids])
    vals = np.zeros(len(ids))
    vals[np.searchsorted(ids, acc.ids)] = acc.vals
    at = np.searchsorted(ids, values.ids)
    vals[at] = vals[at] + values.vals
    return SparseTf(ids, vals)


def union(sorted_ids: list[np.ndarray]) -> np.ndarray:
    """The sorted union of sorted, duplicate-free id arrays (at least one). np.union1d
    hashes in numpy 2.4 (825 ms for two arrays of 500K and 400K ids); sorting runs that are
    already in order and dropping equal neighbours takes 12 ms."""
    ids = np.sort(np.concatenate(sorted_ids), kind="stable")
    return ids[np.r_[True, ids[1:] != ids[:-1]]] if len(ids) else ids


class Arrays:
    """The index's per-row arrays as numpy arrays, made once per open index."""

    def __init__(self, index: "ContentIndex"):
        self.n_chunks = index.n_chunks
        n_chats = len(index.chats)
        self.n_ids = index.n_chunks + n_chats  # chunk rows, then one virtual document per chat
        # uint32 views of the stored blobs: a query converts only the rows it touches.
        self.lengths = {f: _u32(index.array(f"len_{f}")) for f in FIELDS}
        n_chunks = _u32(index.array("chat_nchunks")).astype(np.int64)
        first = _u32(index.array("chat_first")).astype(np.int64)
        rows = np.arange(n_chats, dtype=np.int64)
        self.chat_first = np.where(n_chunks > 0, first, index.n_chunks + rows)
        self.chat_ndocs = np.maximum(n_chunks, 1)
        self.chunk_chat = _u32(index.chunk_chat)
        self._doc_chat: np.ndarray | None = None

    def chat_of(self, docs: np.ndarray) -> np.ndarray:
        """The chat row of each document id (a chunk's chat; a virtual document's own)."""
        chunk = docs < self.n_chunks
        out = docs - self.n_chunks
        out[chunk] = self.chunk_chat[docs[chunk]]
        return out

    @property
    def doc_chat(self) -> np.ndarray:
        """chat_of over every document id, made when a filter needs it."""
        if self._doc_chat is None:
            self._doc_chat = self.chat_of(np.arange(self.n_ids, dtype=np.int64))
        return self._doc_chat


def _u32(values) -> np.ndarray:
    return np.frombuffer(values, dtype=np.uint32)


def merge_groups(index: "ContentIndex", groups: list[Group]) -> Group | None:
    """bm25f.merge_groups over SparseTf values and sorted id arrays."""
    return bm25f.merge_groups(index, groups, empty, add, union)


def arrays(index: "ContentIndex") -> Arrays:
    cached = index.memo.get("dense_arrays")
    if cached is None:
        cached = index.memo["dense_arrays"] = Arrays(index)
    return cached


def _pairs(postings) -> tuple[np.ndarray, np.ndarray]:
    a = np.frombuffer(postings, dtype=np.uint32)
    return a[0::2].astype(np.int64), a[1::2].astype(np.float64)


def build_group(index: "ContentIndex", pattern: "Pattern") -> Group:
    """plain.build_group, with SparseTf in place of dicts."""
    a = arrays(index)
    terms = resolve(index, pattern)
    found = [(term, p) for term in terms if (p := index.postings(term)) is not None]

    def field_tf(f: str) -> SparseTf:
        w, b = FIELD_WEIGHT[f], FIELD_B[f]
        base, slope = 1 - b, b / index.avg_length[f]
        lengths = a.lengths[f]
        acc = empty()
        for _, postings in found:
            if not postings[f]:
                continue
            rows, tf = _pairs(postings[f])
            norm = w * tf / (base + slope * lengths[rows].astype(np.float64))
            if f in INDEX_FIELDS:
                # Chat rows to their documents: every chunk of the chat gets the chat's value.
                counts = a.chat_ndocs[rows]
                starts = np.repeat(a.chat_first[rows], counts)
                offsets = np.arange(int(counts.sum())) - np.repeat(np.cumsum(counts) - counts, counts)
                ids, vals = starts + offsets, np.repeat(norm, counts)
                if len(ids) > 1 and not (ids[1:] > ids[:-1]).all():  # virtual documents sort last
                    order = np.argsort(ids, kind="stable")
                    ids, vals = ids[order], vals[order]
                acc = add(acc, SparseTf(ids, vals))
            else:
                acc = add(acc, SparseTf(rows, norm))
        return acc

    index_field_tf = {f: field_tf(f) for f in INDEX_FIELDS}
    index_tf = empty()
    for f in INDEX_FIELDS:
        index_tf = add(index_tf, index_field_tf[f])

    def fill():
        tf = dict(index_field_tf)
        all_tf = index_tf
        for f in FIELDS:
            if f not in INDEX_FIELDS:
                tf[f] = field_tf(f)
                all_tf = add(all_tf, tf[f])
        return tf, all_tf

    def docs() -> np.ndarray:
        parts = [index_tf.ids] + [_pairs(p[f])[0] for _, p in found for f in FIELDS if f not in INDEX_FIELDS and p[f]]
        return union(parts)

    group = Group(pattern, terms, fill)
    group.index_tf = index_tf
    group.docs_when_read(docs)
    group.idf = idf(index.n_docs, index.df(found[0][0]) if len(found) == 1 else len(group.docs))
    return group


class DenseScores:
    """plain.LayerScores as arrays over the documents the layer scored (ascending ids):
    score, and the concept masks (matched any way, matched by the original term). Sized by
    the query's postings, never by the archive."""

    def __init__(self, docs: np.ndarray, score: np.ndarray, matched: np.ndarray, original: np.ndarray):
        self.docs, self.score, self.matched, self.original = docs, score, matched, original

    def scored(self) -> np.ndarray:
        return self.docs

    def as_dict(self) -> SparseTf:
        return SparseTf(self.docs, self.score)


def score_layer(index: "ContentIndex", concepts: list["Concept"], content: bool, synonyms: bool,
                allowed_docs=None) -> DenseScores:
    """plain.score_layer: the same sums, in the same order."""
    allowed = allowed_docs  # a mask over document ids (allowed_docs below), or None
    k1, k1p = K1, K1 + 1
    # Per concept, (bit, is the original term, weight, ids, tf) in the order they are summed.
    parts = []
    for i, c in enumerate(concepts):
        bit = 1 << i
        original = c.original.layer_tf(content)
        ids, tf = original.ids, original.vals
        if allowed is not None:
            keep = allowed[ids]
            ids, tf = ids[keep], tf[keep]
        parts.append((bit, True, c.original.idf, ids, tf))
        if not synonyms or c.synonym_union is None:
            continue
        syn = c.synonym_union.layer_tf(content)
        ids, tf = syn.ids, syn.vals
        keep = ~np.isin(ids, original.ids, assume_unique=True)
        if allowed is not None:
            keep &= allowed[ids]
        parts.append((bit, False, SYNONYM_WEIGHT * c.synonym_union.idf, ids[keep], tf[keep]))
    docs = union([p[3] for p in parts]) if parts else _EMPTY_IDS
    score = np.zeros(len(docs))
    matched = np.zeros(len(docs), dtype=np.int64)
    original_mask = np.zeros(len(docs), dtype=np.int64)
    for bit, is_original, weight, ids, tf in parts:
        at = np.searchsorted(docs, ids)
        score[at] = score[at] + weight * (tf * k1p / (tf + k1))
        matched[at] |= bit
        if is_original:
            original_mask[at] |= bit
    return DenseScores(docs, score, matched, original_mask)


def keep_pairs(rule, scores: DenseScores, concepts: list["Concept"], content: bool, synonyms: bool) -> DenseScores:
    """unspaced.apply on arrays: the same subtractions, per document in concept order."""
    matched = scores.matched
    kept = matched & ~rule.bits
    for w in rule.words:
        held = matched & w.mask
        count = sum((held >> i) & 1 for i in range(len(concepts)) if w.mask >> i & 1)
        kept |= np.where(count >= w.required, held, 0)
    dropped = matched & ~kept
    score = scores.score.copy()
    k1, k1p = K1, K1 + 1
    for i, c in enumerate(concepts):
        at = np.flatnonzero((dropped >> i) & 1)
        if not len(at):
            continue
        docs = scores.docs[at]
        tf, found = _lookup(c.original.layer_tf(content), docs)
        part = np.where(found, c.original.idf * (tf * k1p / (tf + k1)), 0.0)
        if synonyms and c.synonym_union is not None:
            stf, sfound = _lookup(c.synonym_union.layer_tf(content), docs)
            weight = SYNONYM_WEIGHT * c.synonym_union.idf
            part = np.where(~found & sfound, weight * (stf * k1p / (stf + k1)), part)
        score[at] = score[at] - part
    keep = kept != 0
    return DenseScores(scores.docs[keep], score[keep], kept[keep], scores.original[keep] & kept[keep])


def _lookup(values: "SparseTf", docs: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(values at `docs`, 0 where absent; whether present)."""
    if not len(values.ids):
        return np.zeros(len(docs)), np.zeros(len(docs), dtype=bool)
    pos = np.minimum(np.searchsorted(values.ids, docs), len(values.ids) - 1)
    found = values.ids[pos] == docs
    return np.where(found, values.vals[pos], 0.0), found


def _chat_masks(a: Arrays, docs: np.ndarray, masks: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(chat rows with a scored document, ascending; the OR of their documents' masks)."""
    rows = a.chat_of(docs)
    order = np.argsort(rows, kind="stable")
    rows, masks = rows[order], masks[order]
    starts = np.flatnonzero(np.r_[True, rows[1:] != rows[:-1]]) if len(rows) else _EMPTY_IDS
    return rows[starts], np.bitwise_or.reduceat(masks, starts) if len(rows) else _EMPTY_IDS


def strong_chats(index: "ContentIndex", concepts: list["Concept"], scores: DenseScores) -> tuple[int, int]:
    """cascade.strong_chats."""

    a = arrays(index)
    docs = scores.scored()
    _, masks = _chat_masks(a, docs, scores.matched)
    weights = [c.weight for c in concepts]
    strong = 0
    values, counts = np.unique(masks, return_counts=True)
    for m, n in zip(values.tolist(), counts.tolist()):
        if coverage(weights, m) >= STRONG_COVERAGE:
            strong += n
    return strong, len(masks)


def aggregate(index: "ContentIndex", concepts: list["Concept"], scores: DenseScores) -> "DenseHits":
    """cascade.aggregate: the best chunk, plus OTHER_CHUNKS_WEIGHT × the next three."""

    a = arrays(index)
    docs = scores.scored()
    rows = a.chat_of(docs)
    doc_score = scores.score
    # Grouped by chat, best score first within a chat (ties: either, the values are the same).
    order = np.lexsort((-doc_score, rows))
    rows_s, score_s = rows[order], doc_score[order]
    n = len(rows_s)
    starts = np.flatnonzero(np.r_[True, rows_s[1:] != rows_s[:-1]]) if n else _EMPTY_IDS
    ends = np.r_[starts[1:], n] if n else _EMPTY_IDS
    size = ends - starts
    total = score_s[starts].copy()
    # sum(ranked[1:4]) adds from 0 in order: r1, then r2, then r3.
    rest = np.zeros(len(starts))
    for k in (1, 2, 3):
        has = size > k
        rest[has] = rest[has] + score_s[starts[has] + k]
    multi = size > 1
    total[multi] = total[multi] + OTHER_CHUNKS_WEIGHT * rest[multi]
    matched = np.bitwise_or.reduceat(scores.matched[order], starts) if n else _EMPTY_IDS
    original = np.bitwise_or.reduceat(scores.original[order], starts) if n else _EMPTY_IDS
    weights = [c.weight for c in concepts]
    masks, inverse = np.unique(matched, return_inverse=True)
    shares = np.array([coverage(weights, m) for m in masks.tolist()])[inverse] if n else np.zeros(0)
    # Each chat's documents in ascending order: docs are sorted, so a stable sort by chat keeps that.
    return DenseHits(rows_s[starts], docs[np.argsort(rows, kind="stable")], starts, ends, total, shares,
                     matched, original)


class DenseHits(Mapping):
    """cascade.aggregate's {chat row: ChatHit} as arrays: a query can match a hundred
    thousand chats and show ten, so a ChatHit is made only for a chat that is looked up
    (and kept, so changes to it stay). `ranked` orders them without making any."""

    def __init__(self, rows, docs, starts, ends, score, coverage, matched, original):
        self.rows, self.docs, self.starts, self.ends = rows, docs, starts, ends
        self.score, self.coverage, self.matched, self.original = score, coverage, matched, original
        self.boosts: dict[str, tuple[float, np.ndarray]] = {}  # name -> (factor, which chats)
        self._made: dict[int, "ChatHit"] = {}
        self._position = {row: i for i, row in enumerate(rows.tolist())} if len(rows) < 2000 else None

    def _index(self, row: int) -> int | None:
        if self._position is not None:
            return self._position.get(row)
        i = int(np.searchsorted(self.rows, row))
        return i if i < len(self.rows) and self.rows[i] == row else None

    def __getitem__(self, row: int) -> "ChatHit":
        hit = self._made.get(row)
        if hit is None:
            i = self._index(row)
            if i is None:
                raise KeyError(row)
            boosts = {name: factor for name, (factor, which) in self.boosts.items() if which[i]}
            hit = self._made[row] = ChatHit(
                row, self.docs[self.starts[i]:self.ends[i]].tolist(), float(self.score[i]),
                float(self.coverage[i]), int(self.matched[i]), int(self.original[i]), boosts,
            )
        return hit

    def __contains__(self, row) -> bool:
        return row in self._made or self._index(row) is not None

    def __setitem__(self, row: int, hit: "ChatHit") -> None:
        """A chat the words did not reach (hybrid ranking's meaning-only candidates):
        looked up like the others, not counted among the matches."""
        self._made[row] = hit

    def __iter__(self):
        return iter(self.rows.tolist())

    def __len__(self) -> int:
        return len(self.rows)

    def synonym_only_rows(self) -> set[int]:
        """weak.through_synonyms_only over the arrays (chats set one by one are found by
        meaning alone: never among them)."""
        if not len(self.rows):
            return set()
        typed = int(np.bitwise_or.reduce(self.original))
        weak = (self.original == 0) & (self.matched != 0) & ((self.matched & ~np.int64(typed)) == 0)
        return set(self.rows[weak].tolist())

    def boost(self, name: str, factor: float, which: np.ndarray) -> None:
        """hit.boosts[name] = factor and hit.score *= factor for the chats `which` marks
        (boosts are applied in the order given, as the pure loop does)."""
        self.boosts[name] = (factor, which)
        self.score[which] = self.score[which] * factor

    def ranked(self, date_key: np.ndarray, id_rank: np.ndarray) -> list[int]:
        """search._rank's order, (-round(score, 9), date key, chat id, row), without a tuple
        per chat: sorted by exact score first, then chats whose rounded scores are equal
        are found among neighbours (round is monotonic) and ordered by the other keys."""
        if self._made:
            raise RuntimeError("ranked() after hits were changed one by one")
        n = len(self.rows)
        if n == 0:
            return []
        order = np.argsort(-self.score, kind="stable")
        s = self.score[order]
        same = s[1:] == s[:-1]
        for i in np.flatnonzero(~same & (s[:-1] - s[1:] < 1e-8)).tolist():
            same[i] = round(float(s[i]), 9) == round(float(s[i + 1]), 9)
        run = np.r_[0, np.cumsum(~same)]
        rows = self.rows[order]
        final = np.lexsort((rows, id_rank[rows], date_key[rows], run))
        return rows[final].tolist()


def rank_keys(index: "ContentIndex") -> tuple[np.ndarray, np.ndarray]:
    """Per chat row, search._rank's tie-breaks as arrays: the date key, and the chat id's
    position in string order (stored by the build). Made once per open index."""
    cached = index.memo.get("dense_rank_keys")
    if cached is None:
        start = _u32(index.array("chat_start")).astype(np.int64)
        cached = index.memo["dense_rank_keys"] = (-np.maximum(start, 1), _u32(index.array(ID_RANK)).astype(np.int64))
    return cached


def chat_arrays(index: "ContentIndex") -> dict[str, np.ndarray]:
    """Per chat row, what the time, section and signal filters and boosts test, made once
    per open index (only a query with such a filter or boost needs them)."""
    cached = index.memo.get("dense_chat_arrays")
    if cached is None:
        start = _u32(index.array("chat_start")).astype(np.int64)
        end = _u32(index.array("chat_end")).astype(np.int64)
        cached = index.memo["dense_chat_arrays"] = {
            "dated": start > 0,
            "start": start,
            "end": end,
            "first_month": _months(start),
            "last_month": _months(end),
            "signals": _u32(index.array("chat_signals")).astype(np.int64),
        }
    return cached


# date.toordinal() of 1970-01-01, numpy's day 0.
_EPOCH_ORDINAL = 719_163


def _months(ordinals: np.ndarray) -> np.ndarray:
    """year * 12 + month - 1 of each date given as an ordinal (0 for 0: undated)."""
    days = (ordinals - _EPOCH_ORDINAL).astype("datetime64[D]")
    months = days.astype("datetime64[M]").astype(np.int64) + 1970 * 12
    return np.where(ordinals > 0, months, 0)


def signal_chats(index: "ContentIndex", rows: np.ndarray, signals: list[str]) -> np.ndarray:
    """Which of these chats have one of the signals (search._rank's signal boost)."""
    from ..schema import signal_bits

    bits = signal_bits(signals)
    return (chat_arrays(index)["signals"][rows] & bits) != 0


def date_chats(index: "ContentIndex", rows: np.ndarray, tfilter) -> np.ndarray:
    """TimeFilter.matches(date_start, date_end) for these chats."""
    c = chat_arrays(index)
    start, end = c["start"][rows], c["end"][rows]
    ok = c["dated"][rows].copy()
    if tfilter.start:
        ok &= end >= tfilter.start.toordinal()
    if tfilter.end:
        ok &= start <= tfilter.end.toordinal()
    if tfilter.month:
        first, last = c["first_month"][rows], c["last_month"][rows]
        ok &= (last - first >= 11) | ((tfilter.month - 1 - first) % 12 <= last - first)
    return ok


def allowed_chats(index: "ContentIndex", tfilter, platforms: set[str], has: list[str]) -> list[int]:
    """search._allowed_chats: the chat rows that pass the time, platform and section filters."""
    from ..schema import PREFERABLE, signal_bits

    c = chat_arrays(index)
    rows = np.arange(len(index.chats), dtype=np.int64)
    ok = date_chats(index, rows, tfilter) if tfilter else np.ones(len(rows), dtype=bool)
    if platforms:
        ok &= np.isin(rows, np.array(index.platform_rows(platforms), dtype=np.int64))
    if has:
        if any(s not in PREFERABLE for s in has):
            return []
        bits = signal_bits(has)
        ok &= (c["signals"] & bits) == bits
    return np.flatnonzero(ok).tolist()


def allowed_docs(index: "ContentIndex", chat_rows: list[int]) -> np.ndarray:
    """The documents of these chats, as a mask over document ids (what score_layer takes)."""
    a = arrays(index)
    chats = np.zeros(len(index.chats), dtype=bool)
    chats[np.array(chat_rows, dtype=np.int64)] = True
    return chats[a.doc_chat]
