"""Words of scripts written without spaces (Thai, Japanese, Chinese…) in a query.

Such a word is indexed and searched as its overlapping letter pairs (text.letter_pairs), one
concept per pair. A pair alone says little: "กา" sits in กาแฟ (coffee), การ, กาย and
most Thai text, so a document counts as matching a typed word only when it holds
enough of the word's pairs (PAIRS_REQUIRED). Pairs stay internal: people read the word
they typed (search.py's why line, snippet and matched terms).

A query without such a word builds no rule, so Latin-script ranking is untouched.
"""

from __future__ import annotations

from dataclasses import dataclass

from .bm25f import K1, SYNONYM_WEIGHT, Concept


def pairs_required(n_pairs: int) -> int:
    """How many of a word's n distinct pairs a document must hold to match the word.

    All of them up to four pairs (five letters: most Thai, Japanese and Chinese words), so
    机器学习 does not match a text with 机器 and 学习 apart but not 器学. Longer words
    (compounds, phrases typed without a space) may miss one pair in five: a spelling
    variant or a particle inside a long compound should not lose the whole word. Without
    word positions in the index, the pairs need not be adjacent: holding (nearly) all of
    them is the test; a stray pair or two never is."""
    return n_pairs - n_pairs // 5 if n_pairs > 4 else n_pairs


@dataclass(frozen=True)
class PairWord:
    word: str  # as typed (folded)
    mask: int  # bits of the concepts that are its pairs
    required: int


@dataclass(frozen=True)
class PairRule:
    words: tuple[PairWord, ...]

    @property
    def bits(self) -> int:
        out = 0
        for w in self.words:
            out |= w.mask
        return out

    def kept(self, matched: int) -> int:
        """The concept bits of `matched` that count: every bit of other concepts, and the
        pairs of each word the document holds enough of (a pair shared by two words
        counts when either word does)."""
        out = matched & ~self.bits
        for w in self.words:
            if (matched & w.mask).bit_count() >= w.required:
                out |= matched & w.mask
        return out


def rule_for(words: dict[str, list[str]], terms: list[str]) -> PairRule | None:
    """The rule for a query whose `terms` (one concept each, in order) include the pairs
    of `words` (typed word -> its terms); None when no word has two pairs or more."""
    position = {t: i for i, t in enumerate(terms)}
    out = []
    for word, parts in words.items():
        bits = {position[t] for t in parts if t in position}
        if len(bits) >= 2:
            out.append(PairWord(word, sum(1 << i for i in bits), pairs_required(len(bits))))
    return PairRule(tuple(out)) if out else None


def word_of(words: dict[str, list[str]]) -> dict[str, str]:
    """term -> the typed word it is a pair of (the first such word)."""
    out: dict[str, str] = {}
    for word, parts in words.items():
        for t in parts:
            out.setdefault(t, word)
    return out


def as_typed(terms: list[str], words: dict[str, list[str]]) -> list[str]:
    """The query's terms for people: each word's pairs replaced by the word, once."""
    word = word_of(words)
    return list(dict.fromkeys(word.get(t, t) for t in terms))


def _contribution(c: Concept, doc: int, content: bool, synonyms: bool) -> float:
    """What concept `c` added to a document's layer score: plain.score_layer's terms."""
    k1, k1p = K1, K1 + 1
    tf = c.original.layer_tf(content).get(doc)
    if tf is not None:
        return c.original.idf * (tf * k1p / (tf + k1))
    if synonyms and c.synonym_union is not None:
        tf = c.synonym_union.layer_tf(content).get(doc)
        if tf is not None:
            return SYNONYM_WEIGHT * c.synonym_union.idf * (tf * k1p / (tf + k1))
    return 0.0


def apply(rule: PairRule, scores, concepts: list[Concept], content: bool, synonyms: bool):
    """A layer's scores without the pairs that do not count: their bits cleared, their
    score taken off, a document left with none dropped. Either path's scores (plain
    LayerScores or arrays.DenseScores)."""
    if isinstance(scores.matched, dict):
        return _apply_plain(rule, scores, concepts, content, synonyms)
    from . import arrays

    return arrays.keep_pairs(rule, scores, concepts, content, synonyms)


def _apply_plain(rule: PairRule, scores, concepts, content: bool, synonyms: bool):
    score, matched, original = scores.score, scores.matched, scores.original
    for doc, mask in list(matched.items()):
        kept = rule.kept(mask)
        if kept == mask:
            continue
        if not kept:
            del score[doc], matched[doc]
            original.pop(doc, None)
            continue
        dropped = mask & ~kept
        total = score[doc]
        for i, c in enumerate(concepts):  # in the order score_layer added them
            if dropped >> i & 1:
                total -= _contribution(c, doc, content, synonyms)
        score[doc], matched[doc] = total, kept
        if doc in original:
            original[doc] &= kept
    return scores
