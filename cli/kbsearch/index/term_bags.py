"""Counting the terms of many documents at once, for index builds.

An index build used to count each document's terms in a dict and append each (term,
document) pair to the postings in Python: two Python steps per pair, ~0.6 ms of a chunk's
~1.1 ms. Here each document's words are mapped to term numbers in C (a dict lookup
through `map`) as soon as they are split, and a worker's task (a few hundred chunks) lets
numpy sort and count the (term, document) pairs: Python runs once per distinct word a
worker sees and once per term of a task, not once per pair. The terms and counts are
those of `text.term_counts`, document by document (tests compare the two).
"""

from __future__ import annotations

import numpy as np

from ..text import letter_pairs, term_of, words_of, degapped, fold

# Words a worker remembers (with their terms) before starting afresh: bounds its memory
# on an archive of many rare words; the numbers are only used within one task.
MAX_WORDS = 500_000
# A stopword's number; a word of an unspaced script gets UNSPACED - k, its letter pairs
# being the k-th list in Vocabulary.pairs (they are counted one by one).
STOPWORD, UNSPACED = -1, -2
CHAT_FIELDS = ("topics", "title")  # one document a chat; the other fields, one a chunk


class Vocabulary(dict):
    """word → term number, filled on first sight (STOPWORD, or UNSPACED - k: see above)."""

    def __init__(self) -> None:
        super().__init__()
        self.terms: list[str] = []
        self.numbers: dict[str, int] = {}
        self.pairs: list[list[int]] = []

    def __missing__(self, word: str) -> int:
        term = term_of(word)
        if term is None:
            number = STOPWORD
        elif term == "":
            number = UNSPACED - len(self.pairs)
            self.pairs.append([self.number(pair) for pair in letter_pairs(word)])
        else:
            number = self.number(term)
        self[word] = number
        return number

    def number(self, term: str) -> int:
        found = self.numbers.get(term)
        if found is None:
            found = self.numbers[term] = len(self.terms)
            self.terms.append(term)
        return found

    def reset_if_full(self) -> None:
        if len(self) > MAX_WORDS or len(self.terms) > MAX_WORDS:
            self.clear()
            self.terms.clear()
            self.numbers.clear()
            self.pairs.clear()


_NONE = np.empty(0, dtype=np.int64)


class FieldBag:
    """One field's term numbers for a run of documents, numbered 0, 1, 2, … in the order
    added. A text's words are numbered as soon as they are split: kept as strings until the
    task's end (~180K of them in a task of 256 chunks), each was fetched from memory again
    to be looked up and once more to be freed (~6 % of the workers' time, `perf`)."""

    def __init__(self, vocab: Vocabulary) -> None:
        self.vocab = vocab
        self.terms: list[np.ndarray] = []
        self.sizes: list[int] = []

    def add(self, text: str) -> None:
        words = words_of(fold(degapped(text))) if text else ()
        self.sizes.append(len(words))
        if words:
            self.terms.append(np.fromiter(map(self.vocab.__getitem__, words), dtype=np.int64, count=len(words)))

    def pairs(self) -> tuple[np.ndarray, np.ndarray]:
        """(term numbers, document numbers) of every term occurrence, stopwords left out."""
        terms = np.concatenate(self.terms) if self.terms else _NONE
        docs = np.repeat(np.arange(len(self.sizes), dtype=np.int64), self.sizes)
        unspaced = terms <= UNSPACED
        keep = terms >= 0
        if not unspaced.any():
            return terms[keep], docs[keep]
        extra_terms, extra_docs = [], []
        lists = self.vocab.pairs
        for code, doc in zip(terms[unspaced].tolist(), docs[unspaced].tolist()):
            numbers = lists[UNSPACED - code]
            extra_terms.extend(numbers)
            extra_docs.extend([doc] * len(numbers))
        return (np.concatenate([terms[keep], np.array(extra_terms, dtype=np.int64)]),
                np.concatenate([docs[keep], np.array(extra_docs, dtype=np.int64)]))


class Counted:
    """A field's (term, document) pairs counted: sorted by term, then document."""

    def __init__(self, terms: np.ndarray, docs: np.ndarray, n_docs: int):
        self.lengths = np.bincount(docs, minlength=n_docs)
        n_docs = max(n_docs, 1)  # no documents: no pairs either
        keys, self.tf = _unique(terms * n_docs + docs)
        self.terms, self.docs = keys // n_docs, keys % n_docs

    def packed(self, first_row: int, vocab: Vocabulary) -> dict[str, bytes]:
        """{term: its postings as (row, count) uint32 pairs}, rows numbered from first_row."""
        if not len(self.terms):
            return {}
        flat = np.empty(2 * len(self.terms), dtype=np.uint32)
        flat[0::2] = self.docs + first_row
        flat[1::2] = self.tf
        blob = flat.tobytes()
        starts = np.flatnonzero(np.diff(self.terms)) + 1
        bounds = (np.concatenate([[0], starts, [len(self.terms)]]) * 8).tolist()
        names = vocab.terms
        return {
            names[t]: blob[a:b]
            for t, a, b in zip(self.terms[np.concatenate([[0], starts])].tolist(), bounds, bounds[1:])
        }


def _unique(values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """np.unique(values, return_counts=True) by sorting: numpy 2 finds unique values by
    hashing, several times slower on these arrays (~5 ms a task, measured)."""
    values = np.sort(values)
    if not len(values):
        return values, np.empty(0, dtype=np.int64)
    starts = np.flatnonzero(np.concatenate(([True], values[1:] != values[:-1])))
    return values[starts], np.diff(np.append(starts, len(values)))


class TaskBags:
    """A task's chats and chunks, counted at the end (content_index._index_task): the same
    calls and results as content_index.PlainTask."""

    def __init__(self, chat_row: int, chunk_row: int, fields: tuple[str, ...]) -> None:
        _VOCABULARY.reset_if_full()
        self.chat_row, self.chunk_row, self.fields = chat_row, chunk_row, fields
        self.bags = {f: FieldBag(_VOCABULARY) for f in fields}
        self.chat_chunks: list[int] = []

    def add_chat(self, topics: str, title: str) -> None:
        for name, text in zip(CHAT_FIELDS, (topics, title)):
            self.bags[name].add(text)
        self.chat_chunks.append(0)

    def add_chunk(self, condensed: str, raw: str) -> None:
        self.bags["condensed"].add(condensed)
        self.bags["raw"].add(raw)
        self.chat_chunks[-1] += 1

    def result(self) -> tuple[list[dict[str, bytes]], dict[str, int], dict[str, bytes]]:
        """(per field {term: packed postings}, {term: documents}, per field its documents'
        lengths as uint32 bytes)."""
        vocab = _VOCABULARY
        n_chats = len(self.chat_chunks)
        n_chunks = sum(self.chat_chunks)
        packed, lengths, chunk_pairs = [], {}, []
        for name in self.fields:
            chat_level = name in CHAT_FIELDS
            terms, docs = self.bags[name].pairs()
            n_docs = n_chats if chat_level else n_chunks
            counted = Counted(terms, docs, n_docs)
            packed.append(counted.packed(self.chat_row if chat_level else self.chunk_row, vocab))
            lengths[name] = counted.lengths.astype(np.uint32).tobytes()
            chunk_pairs.append(_per_chunk(terms, docs, self.chat_chunks) if chat_level else (terms, docs))
        # A chat without chunks counts once, as a document of its own after the chunks.
        return packed, document_frequencies(chunk_pairs, n_chunks + self.chat_chunks.count(0), vocab), lengths


def _per_chunk(terms: np.ndarray, chats: np.ndarray, chat_chunks: list[int]) -> tuple[np.ndarray, np.ndarray]:
    """A chat field's (term, chat) pairs as (term, chunk) pairs for each of the chat's
    chunks; a chat without chunks gets one document numbered after all the chunks."""
    sizes = np.array(chat_chunks, dtype=np.int64)
    firsts = np.cumsum(sizes) - sizes
    empty = sizes == 0
    firsts[empty] = sizes.sum() + np.arange(int(empty.sum()))
    sizes[empty] = 1
    reps = sizes[chats]
    out_terms = np.repeat(terms, reps)
    offsets = np.arange(len(out_terms), dtype=np.int64) - np.repeat(np.cumsum(reps) - reps, reps)
    return out_terms, np.repeat(firsts[chats], reps) + offsets


def document_frequencies(parts: list[tuple[np.ndarray, np.ndarray]], n_docs: int, vocab: Vocabulary) -> dict[str, int]:
    """{term: documents holding it} from (term numbers, document numbers) pairs of any
    fields, a pair counted once however often it occurs."""
    terms = np.concatenate([t for t, _ in parts])
    docs = np.concatenate([d for _, d in parts])
    n_docs = max(n_docs, 1)
    keys, _ = _unique(terms * n_docs + docs)
    numbers, counts = _unique(keys // n_docs)
    names = vocab.terms
    return {names[t]: n for t, n in zip(numbers.tolist(), counts.tolist())}


_VOCABULARY = Vocabulary()  # per process: a forked worker starts from its parent's copy
