"""The home a "Where does Nell live now?" answers with: the dwelling a sentence says the asked
person moved into or took, whole ("Nell moved into the flat above the shop; …" → "the flat
above the shop"), for a home is as often "the rooms above the bakery" as a town's name."""

from __future__ import annotations

import re

from .lazy_pattern import lazy
from .subject import fold_name

_HOME_NOUNS = ("house|home|flat|apartment|bungalow|cottage|terrace|rooms|room|studio|loft|farmhouse|caravan|"
               "houseboat|maisonette|semi|townhouse|duplex|condo|place|annex|annexe|barn|croft|cabin")
_MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December"
# Where the dwelling's words end: a date, a time, a clause of its own, a companion ("with his cats")
_END = (r"(?=\s+(?:on|in|by|from|at the end of|after|before|since|around|last|next|this)\s+(?:\d|the\s+(?:\d|end|start|first|middle)"
        rf"|(?:{_MONTHS}|last|next|this|early|late|mid)\b)"
        r"|\s+(?:last|next|this)\s+(?:week|month|year|spring|summer|autumn|winter)\b"
        r"|\s+with\s+(?:his|her|their|my|our|the help)\b|\s+(?:but|so|where|when|which|because|after|while|once)\b"
        r"|\s+and\s+(?:is|are|was|were|will|has|have|had|then|now|got|their|his|her|she|he|they|I|we|it|\w+ed)\b"
        r"|\s*[;,.:!?()—–]|\s*$)")
_TAKEN = lazy(r"\b(?:(?:moved|moves|move|moving)\s+(?:in\s+)?(?:together\s+)?(?:in|into|to)"
              r"|(?:signed\s+a\s+lease|(?:an?\s+)?offer\s+accepted)\s+on|bought|renting|rents|rented)\s+"
              r"((?:the|a|an|his|her|their|our|my)\s+[^;,.:!?()—–]{1,80}?)" + _END, re.I)
_HOME_NOUN = lazy(rf"\b(?:{_HOME_NOUNS})\b", re.I)
_FIRST_PERSON = lazy(r"\b(?:I|(?i:we|my|our))\b")
_RELATIVE = lazy(r"['’]s\s+([a-z]+)\s+(?:live|lives|living|based)\b", re.I)
# (a home asked as it is now, after a move; "Where does Lucía live?" asks her town, "Valencia")
_NOW = lazy(r"^\W*where\b.*\b(?:now|currently|these days|at the moment|nowadays)\b", re.I)
_SAME = {"mum": "mother mom mam mum", "mother": "mother mom mam mum", "dad": "father dad", "father": "father dad"}


def home_of(body: str, names: frozenset[str], question: str) -> str:
    """The dwelling `body` says the asked one moved into, rented or bought, whole; "" when it
    says none, or says it of someone else ("Linh and Đức have moved into the rooms above the
    bakery" is no answer to where Linh's mother lives). Only of where one lives *now*."""
    if not _NOW.search(question):
        return ""
    relative = _RELATIVE.search(question)
    roles = set(_SAME.get(relative.group(1).casefold(), relative.group(1).casefold()).split()) if relative else set()
    for m in _TAKEN.finditer(body):
        if not _HOME_NOUN.search(m.group(1)):
            continue
        doer = re.split(r"[;.!?]", body[:m.start()])[-1]
        words = {w.casefold() for w in re.findall(r"[\w'’-]+", doer)}
        said = {fold_name(re.sub(r"['’]s$", "", w)) for w in words}
        if roles and not roles & words:
            continue
        if names & said or (not names and _FIRST_PERSON.search(question) and _FIRST_PERSON.search(doer)):
            return m.group(1)
    return ""
