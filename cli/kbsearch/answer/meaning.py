"""The question's meaning as one more signal for the answer's sentences, where `kbsearch
embed` stored passage vectors (or, with --rerank, by encoding the few it lacks).

Two uses, both through the vector of the passage a sentence was cut from (a raw turn or a
condensed item), against the question's, so that only the question is encoded:

- `fill`: a sentence that holds some of the question's words, whose passage is close in
  meaning to what is asked, holds the words it lacks ("I'm single right now" for "What is
  Caroline's relationship status?", "a difficult moment" for "a hard moment"). Closeness
  is measured against the question without the people it names: a passage that only
  names them ("Caroline and Melanie catch up") is close to any question about them.
- `blend`: sentences whose passage is close in meaning to the question gain on the others.

Without the model or a store nothing changes.

    meaning = Meaning(searcher, question, asked.names, stored_only=True)
    meaning.fill(candidates, required, name_concepts)  # before the sentences are weighed
    meaning.blend(candidates)                          # after
"""

from __future__ import annotations

import re

from ..ranking.search import Searcher
from ..text import tokens
from .evidence import TURN, Passage
from .when import MONTH_NAMES, WEEKDAYS

STORED_FLOOR = 0.85  # without --rerank a stored vector scales a sentence's score between this and 1
# A passage this close (all-MiniLM-L6-v2 cosine) to the question without its names holds the
# question's words it lacks. Dev set, hybrid (bench/README.md, issue 27's fifth round): short
# F1 0.263 -> 0.275 and a relevant chat cited 0.884 -> 0.920, with `low` answers holding the
# gold 0.24 of the time (0.20 let that rise to 0.27). On the demo no passage of a question it
# cannot answer ("What is my dog's name?") comes this close, and no answer changes.
MEANING_HOLDS = 0.25
MEANING = TURN + 0.05  # above a turn's: the sentence's own passage says it, in other words


def has_embeddings(searcher: Searcher) -> bool:
    """Whether `kbsearch embed` stored vectors for this archive that can be used: the
    same test as a search's default ranking (semantic/dense.py)."""
    from ..semantic.dense import unavailable

    return not searcher.rerank_failure and not unavailable(searcher.index_dir)


def without_names(question: str, names) -> str:
    """The question without the people it names ("What is relationship status?"); "" when
    no word is left. A person's name is a capitalised word of lowercase letters ("Caroline");
    "I", "CLI", "BTC" or "BitBox" name what is asked about, and stay."""
    folded = {n.casefold() for n in names} - set(MONTH_NAMES) - {d.casefold() for d in WEEKDAYS}  # "on 10 Feb" stays
    person = re.compile(r"\b([A-Z][a-z]+)(?:['’]s|s['’])?(?!\w)")
    bare = person.sub(lambda m: " " if m.group(1).casefold() in folded else m.group(0), question)
    bare = " ".join(bare.split())
    return bare if tokens(bare) else ""


class Meaning:
    """The question's vectors and the candidate passages', read once per answer."""

    def __init__(self, searcher: Searcher, question: str, names, stored_only: bool) -> None:
        self.searcher = searcher
        self.question = question
        self.bare = without_names(question, names)
        self.stored_only = stored_only
        self.vectors: dict = {}  # passage text -> vector
        self._asked = None  # (the question's vector, the bare question's) once encoded
        self._looked_up: set[tuple] = set()  # chunks whose stored vectors were read

    def fill(self, passages: list[Passage], required: int, unfilled: frozenset[int]) -> None:
        """Sentences holding some but fewer than `required` of the question's concepts,
        whose passage is MEANING_HOLDS close to the bare question, hold the rest (not the
        concepts in `unfilled`: the names the question says) at MEANING strength."""
        partial = [p for p in passages if p.score > 0 and 0 < p.matched < required]
        if not self.bare or not partial or not self._ready(partial):
            return
        bare = self._asked[1]
        for p in partial:
            if p.whole in self.vectors and float(self.vectors[p.whole] @ bare) >= MEANING_HOLDS:
                filled = [s or (0.0 if i in unfilled else MEANING) for i, s in enumerate(p.strengths)]
                if filled != p.strengths:
                    # The score stays the words' own (the blend then scales it by meaning):
                    # a sentence that says the question's words still goes first.
                    p.strengths = filled
                    p.matched = sum(1 for s in filled if s)
                    p.by_meaning = True

    def blend(self, passages: list[Passage]) -> None:
        """Scale each scored sentence's score by 0.5 + 0.5·cosine of its passage and the
        question (STORED_FLOOR … 1 with stored vectors alone); a sentence without a vector
        takes the median scale."""
        scored = [p for p in passages if p.score > 0 and p.matched]
        if not scored or not self._ready(scored):
            return
        q = self._asked[0]
        # Stored vectors alone (no --rerank) only nudge: a passage's vector speaks for every
        # sentence cut from it, and on the demo a full blend moved answers to the wrong sentence.
        low, span = (STORED_FLOOR, 1 - STORED_FLOOR) if self.stored_only else (0.5, 0.5)
        scales = {id(p): low + span * max(0.0, float(self.vectors[p.whole] @ q)) for p in scored if p.whole in self.vectors}
        middle = sorted(scales.values())[len(scales) // 2]
        for p in scored:
            p.score *= scales.get(id(p), middle)

    def _ready(self, passages: list[Passage]) -> bool:
        """Whether the question and some of `passages` have vectors: stored ones read, the
        rest encoded (unless stored_only), the question encoded once."""
        from ..semantic.embed import EmbeddingsUnavailable, encode

        if self.searcher.rerank_failure:
            return False
        # Most passages are the ones `kbsearch embed` stored (the same text from the same
        # files), so their vectors are read (each chunk looked up once), and only the rest
        # is encoded here.
        unread = [p for p in passages if p.whole not in self.vectors
                  and (p.chunk.condensed_path, p.chunk.raw_path) not in self._looked_up]
        if unread:
            self._looked_up.update((p.chunk.condensed_path, p.chunk.raw_path) for p in unread)
            self.vectors.update(_stored_vectors(self.searcher, unread))
        missing = [] if self.stored_only else list(dict.fromkeys(p.whole for p in passages if p.whole not in self.vectors))
        if not missing and not any(p.whole in self.vectors for p in passages):
            return False
        try:
            if self._asked is None:
                # One text per call: the search encoded the question already (a cache hit).
                q = encode([self.question])[0]
                self._asked = (q, encode([self.bare])[0] if self.bare not in ("", self.question) else q)
            if missing:
                self.vectors.update(zip(missing, encode(missing)))
        except EmbeddingsUnavailable as exc:
            self.searcher.rerank_failure = f"rerank unavailable, lexical ranking only: {exc}"
            self.searcher.notify(self.searcher.rerank_failure)
            return False
        return True


def _stored_vectors(searcher: Searcher, passages: list[Passage]) -> dict:
    """Passage text -> its vector in the archive's embedding store, for these passages'
    chunks; empty when there is no usable store."""
    from ..semantic.embed import EmbeddingStore

    chunks = {p.chunk.condensed_path: p.chunk.raw_path for p in passages}
    if not chunks:
        return {}
    try:
        store = EmbeddingStore.open(searcher.index_dir)
    except OSError:
        return {}
    try:
        return store.passage_vectors(list(chunks.items()))
    finally:
        store.close()
