"""What was baked, cooked, eaten or drunk: "What did Gina bake for the county fair?" asks for a
food where no noun names the kind, and the answer is the dish the sentence says after its verb,
whole ("a lemon drizzle", "millionaire's shortbread", "sticky toffee pudding") — not a word of a
name ("On Cape Cod we ate …", "at Pizza Express"), nor a pet that ate ("Biscuit the dog ate a sock")."""

from __future__ import annotations

import re

from .lazy_pattern import lazy

VERB_KINDS = {"bake": "food", "cook": "food", "eat": "food", "drink": "drink"}
# (not "What did Ana cook the steak in?": a pan, the thing cooked being said; nor what the
# assistant suggested cooking: its suggestion is read whole)
_ASKED = lazy(r"^\W*what\s+(?:did|does|do|will|would|has|have|had)\s+(?!.*\b(?:you|suggest\w*|recommend\w*|advis\w*)\b)"
              r"(?:[\w'’-]+\s+){1,3}?(bake|cook|eat|drink)\b"
              r"(?=\s*(?:[?.!]|$)|\s+(?:for|at|on|in|during|when|while|after|before|with|to)\b)", re.I)
_DONE = lazy(r"\b(?:bak(?:e|ed|es|ing)|cook(?:ed|s|ing)?|ate|eat(?:s|ing|en)?|dr[ai]nk(?:s|ing)?|drunk)\b", re.I)
# Words that end a dish's phrase: "a lemon drizzle for Sophie", "pizza outdoors"
_ENDS = frozenset("""for at on in with and or to from of by the a an this that these those last yesterday today every all
while when after before outdoors together again too instead then there here was were is are be been had has have got
tasted looked went came made my his her their our your its""".split())
_MOST = 3  # words a dish's phrase grows by on either side of the lexicon's word


def verb_kind(question: str) -> tuple[str, str]:
    """(the verb, the kind it asks: "food", "drink") for "What did Gina bake …?"; ("", "") else."""
    m = _ASKED.match(question)
    return (m.group(1).casefold(), VERB_KINDS[m.group(1).casefold()]) if m else ("", "")


def eaten_words(body: str, words: list[re.Match]) -> list[re.Match]:
    """The words of a sentence that may name what was eaten: after its verb, and no word of a
    name of two or more capitalised words ("Cape Cod", "Pizza Express")."""
    done = _DONE.search(body)
    return [w for w in words if (not done or w.start() > done.end()) and not (w.group(0)[:1].isupper() and (
        re.search(r"[A-Z][\w'’-]*\s+$", body[:w.start()]) or re.match(r"\s+[A-Z]", body[w.end():])))]


def _joined(body: str, a: re.Match, b: re.Match) -> bool:
    return not body[a.end():b.start()].strip()


def dish_phrase(body: str, words: list[re.Match], start: int, end: int) -> tuple[int, int]:
    """The dish around the lexicon's word (`start`..`end` of `words`), grown over the lowercase
    words joined to it: "lemon drizzle", "sticky toffee pudding", "millionaire's shortbread"."""
    def grows(w: re.Match) -> bool:
        return w.group(0)[:1].islower() and w.group(0).casefold() not in _ENDS
    for _ in range(_MOST):
        if start > 0 and _joined(body, words[start - 1], words[start]) and grows(words[start - 1]):
            start -= 1
    for _ in range(_MOST):
        if end + 1 < len(words) and _joined(body, words[end], words[end + 1]) and grows(words[end + 1]):
            end += 1
    return start, end
