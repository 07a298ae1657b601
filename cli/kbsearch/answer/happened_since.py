"""Whether a thing has happened, asked of a history: a "never" said once is undone by a later
chat telling it happened. "Have Refilwe and Rocío met in person?" is led by the April 2024
note "… have never met in person"; the May 2025 note "… the first time they met in person"
answers it.

    asks_since("Have Refilwe and Rocío met in person?") → True
    asks_since("Is Inês still teaching?") → False
"""

from __future__ import annotations

import re

from .evidence import TURN, Passage
from .subject import PERSON_ALTERNATION
from .lazy_pattern import lazy
from .when import MONTH_NAMES, parse_day

# "Have … met …?", "Has … ever …?", "Did … ever …?" (not a state asked now: "Has Ioana still …?")
_SINCE_ASKED = lazy(r"^\W*(?:(?:have|has)\b(?!.*\b(?:still|now|currently|any\s?more)\b)|(?:did|do|does)\b.*\bever\b)",
                    re.I)
_NEVER = lazy(r"\b(?:never|not\s+yet|yet\s+to|have\s+not|has\s+not)\b|\b(?:haven|hasn)['’]t\b", re.I)
_NOT = lazy(r"\b(?:not|no|never|nor|yet\s+to|cancell?ed|called\s+off|postponed|hopes?|plans?|planning|wants?|would"
            r"|will|going\s+to|booked)\b|n['’]t\b", re.I)
_DAY = lazy(r"\b(?:(\d{1,2})\s+(" + "|".join(MONTH_NAMES) + r")(?:\s+((?:19|20)\d\d))?|(" + "|".join(MONTH_NAMES)
            + r")\s+((?:19|20)\d\d))\b", re.I)
SINCE_SHARE = 0.5  # of the "never"'s score, kept by the later sentence telling it happened


def asks_since(question: str) -> bool:
    """Whether a yes/no question asks whether a thing has happened by now, at any time."""
    return bool(_SINCE_ASKED.match(question))


def _ahead(p: Passage) -> bool:
    """Whether a sentence names a day after the one it was said on: what it tells is to come ("flies
    to Osaka on 2 December 2025, her first time in Japan", said in October)."""
    said = parse_day(p.said_on)
    return said is not None and any(
        (int(m.group(3) or m.group(5) or said.year), MONTH_NAMES[(m.group(2) or m.group(4)).casefold()], int(m.group(1) or 28))
        > (said.year, said.month, said.day) for m in _DAY.finditer(p.text))


def _owner_only(text: str, question: str) -> bool:
    """Whether a name the question asks of is said in `text` only as the owner of someone else
    ("Lena met Ama's brother Kofi" for "Has Ama met Jonas's sister?")."""
    return any(re.search(rf"\b{re.escape(n)}['’]s\s+(?:[a-z]+\s+)?(?:{PERSON_ALTERNATION})\b", text)
               and not re.search(rf"\b{re.escape(n)}\b(?!['’]s)", text)
               for n in re.findall(r"(?<!^)\b(?-i:[A-Z])[\w-]+\b(?!['’]s)", question.strip()))


def happened_since(kept: list[Passage], candidates: list[Passage], main: frozenset[int],
                   names: frozenset[int] = frozenset(), question: str = "") -> list[Passage]:
    """`kept`, with the first sentence of a later chat first where the best says "never" of the
    asked thing and that one, as much about whom the question asks, says each main word and
    name the best does (`main`, `names`: the question's main words and names, by their place)
    with no "not", plan or hope (not "Lena met Ama's brother" for "Has Ama met Jonas's sister?")."""
    best = kept[0]
    if not _NEVER.search(best.text):
        return kept
    said = [i for i in main | names if best.strengths[i] > TURN]
    told = min((p for p in candidates if p.said_on > best.said_on and p.about >= best.about
                and said and all(p.strengths[i] > TURN for i in said) and p.matched >= best.matched
                and p.score >= best.score * SINCE_SHARE and not _NOT.search(p.text) and not _ahead(p)
                and not _owner_only(p.text, question)),
               key=lambda p: (p.said_on, -p.score), default=None)
    return kept if told is None else [told] + [p for p in kept if p is not told]
