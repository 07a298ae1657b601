"""A thing the question names with a word that says which ("acacia honey", "the red car"): a
sentence naming the same thing with another such word ("28 kg of linden honey") is of another
kind of it, and weighs less as evidence of the one asked."""

from __future__ import annotations

import re

from ..text import STOPWORDS, stem
from .lazy_pattern import lazy

OTHER_KIND = 0.5  # of a sentence's score, where it names the asked thing with another word that says which
_WORD_PAIR = lazy(r"(?<![\w'’-])((?-i:[a-z])[a-z-]{2,})(?= ((?-i:[a-z])[a-z-]{2,})(?![\w'’-]))")  # (each pair, overlapping)
# Words before a noun that say no kind of it ("first marathon", "new job", "half marathon" is one)
_NO_KIND = frozenset("""first second third last next new old own other same big small little whole full half every each
much many more most less few several another any some such very really just only still also even ever never usually
current latest recent previous early late final main""".split())
_VERBS = frozenset("""get got go went make made take took do did have had start started stop stopped buy bought pay paid call
called play played work worked keep kept give gave find found see saw meet met""".split())


def _plain_word(word: str) -> bool:
    low = word.casefold()
    return low not in STOPWORDS and low not in _NO_KIND and low not in _VERBS and not low.endswith(("ing", "ed", "ly"))


def modified_nouns(question: str) -> list[tuple[str, str]]:
    """(the word that says which, the noun) of each such pair the question says: [("acacia",
    "honey")] of "How much acacia honey did Janez harvest in 2025?"."""
    return [(stem(m.group(1)), stem(m.group(2))) for m in _WORD_PAIR.finditer(question)
            if _plain_word(m.group(1)) and _plain_word(m.group(2))]


def said_pairs(texts: list[str], pairs: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The pairs that some text says as the question does ("9 kg of acacia honey"): only where
    the asked kind is said does another kind of the thing weigh less ("weird dreams" is no other
    kind of "strange dreams" where no chat says "strange dreams")."""
    return [(which, noun) for which, noun in pairs if any(
        stem(m.group(1)) == which and stem(m.group(2)) == noun for text in texts for m in _WORD_PAIR.finditer(text))]


def another_kind(text: str, pairs: list[tuple[str, str]]) -> bool:
    """Whether a sentence names an asked noun after another word that says which ("linden
    honey" for "acacia honey") with an amount (the one that competes with the asked kind's), and
    never says the question's own word."""
    if not pairs or not re.search(r"\d", text):
        return False
    said = {stem(w) for w in re.findall(r"[a-z][a-z-]+", text.casefold())}
    for which, noun in pairs:
        if which in said:
            continue
        for m in _WORD_PAIR.finditer(text):
            if stem(m.group(2)) == noun and _plain_word(m.group(1)) and stem(m.group(1)) != which:
                return True
    return False
