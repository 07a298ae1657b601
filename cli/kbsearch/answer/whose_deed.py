"""Whose deed a yes/no question asks, and whether a sentence says it of someone else: "On
Saturday Tsiory beat Dadatoa Zafy" answers nothing of "Would Donncha be likely to beat Dadatoa
Zafy?"; and a win asked as beating someone, told as who lost to whom ("Ablaye Sène lost his
fight to Boy Mballing" is a no to "Did Ablaye beat Boy Mballing?")."""

from __future__ import annotations

import functools
import re

from ..text import STOPWORDS
from .asked import IRREGULAR
from .lazy_pattern import lazy
from .subject import fold_name
from .words import NOT_NAMES


# "Would Donncha be likely to beat Dadatoa Zafy?": whom it asks of, and the deed
_DOER_ASKED = lazy(r"^\W*(?i:did|does|do|would|will|could|can|has|have)\s+((?-i:[A-Z])[\w'’-]+)\s+"
                   r"(?i:(?:be\s+)?(?:likely|able)\s+to\s+|ever\s+|really\s+|actually\s+)?([a-z]+)\b")


@functools.lru_cache(maxsize=64)  # (asked of every candidate sentence of a yes/no question: parsed once)
def _deed_asked(question: str) -> tuple[str, re.Pattern, re.Pattern, re.Pattern] | None:
    """Whom a yes/no question asks a deed of; the patterns of them named, of a pronoun doing the
    deed, and of a name doing it; None where it asks no deed ("Does Kevin a …")."""
    m = _DOER_ASKED.match(question)
    verb = m.group(2).casefold() if m else ""
    if not m or m.group(1) in NOT_NAMES or verb in STOPWORDS or len(verb) < 3:
        return None
    forms = "|".join(map(re.escape, sorted({verb, verb + "s", verb + "es", verb + "ed", verb + "d", IRREGULAR.get(verb, verb)})))
    return (m.group(1), re.compile(rf"\b{re.escape(m.group(1))}", re.I),  # (or by a longer name: "Pandu" of "Panduleni")
            re.compile(rf"\b(?:he|she|they|I|we)\s+(?:[a-z]+ly\s+|(?:had|has|have|would|will|then|just|also|finally)\s+)*(?:{forms})\b", re.I),
            re.compile(r"\b([A-Z][\w'’-]+)\s+(?:(?:had|has|have|finally|then|just|also)\s+)?(?i:" + forms + r")\b"))


def another_did_it(question: str, body: str) -> bool:
    """Whether the sentence says the asked deed of another, named right before it, and never
    names whom the question asks of ("On Saturday Tsiory beat Dadatoa Zafy at fanorona" for
    "Would Donncha be likely to beat Dadatoa Zafy?"): it answers nothing of them. One said by a
    pronoun may be them ("He went, and Sarah went too")."""
    deed = _deed_asked(question)
    if deed is None:
        return False
    name, named, by_pronoun, by_name = deed
    if named.search(body) or by_pronoun.search(body):
        return False
    return any(not name.startswith(n.group(1)) and n.group(1) not in NOT_NAMES for n in by_name.finditer(body))


# "Did Ablaye beat Boy Mballing?": a win over someone, told as who lost to whom
_BEAT_ASKED = lazy(r"^\W*(?i:did|has|have|had|would|will|could|can)\s+((?-i:[A-Z])[\w'’-]+)(?:\s+(?-i:[A-Z])[\w'’-]+)*\s+"
                   r"(?i:(?:be\s+)?(?:likely|able)\s+to\s+)?(?i:beat|defeat)\s+((?-i:[A-Z])[\w'’-]+)")
_LOSS_TO = lazy(r"\b(?i:lost|loses|lose|losing|(?:was|were|got)\s+(?:beaten|defeated))\b[^.;]{0,40}?\b(?i:to|against|by)\s+"
                r"((?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)*)")


def beaten_said(question: str, body: str) -> str:
    """"No" where the sentence says the one asked lost to the other ("Ablaye Sène lost his fight
    to Boy Mballing" for "Did Ablaye beat Boy Mballing?"), "Yes" where the other lost to them
    ("Chelsea lost 2-1 to Arsenal" for "Did Arsenal beat Chelsea?"); "" where it says neither.
    The loser is the nearest of the two named before the loss ("Donncha walked …, lost to Zafy")."""
    m = _BEAT_ASKED.match(question)
    if not m:
        return ""

    def side(name: str) -> str:
        folded = fold_name(name)
        return next((k for k, n in (("asked", m.group(1)), ("other", m.group(2)))
                     if folded.startswith(fold_name(n)) or fold_name(n).startswith(folded)), "")
    for loss in _LOSS_TO.finditer(body):
        to = next((k for k in map(side, loss.group(1).split()) if k), "")  # ("lost to Dadatoa Zafy")
        loser = next((k for k in reversed([side(n) for n in re.findall(r"\b[A-Z][\w'’-]+", body[:loss.start()])]) if k), "")
        if to and loser and to != loser:
            return "No" if loser == "asked" else "Yes"
    return ""
