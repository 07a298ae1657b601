"""What something is now, where the sentence that answers says it changed: "We switched
her from Nan to Infacare" answers "Which formula does Naledi drink now?" with Infacare, not
Nan; "What did we use before?" keeps Nan."""

from __future__ import annotations

import re

from .lazy_pattern import lazy

_OWNER = r"(?:the|my|our|his|her|their|your|an?)\s+"
CHANGE = lazy(r"\b(?:switch(?:ed|ing)?|mov(?:ed|ing)|chang(?:ed|ing)|went|swapp(?:ed|ing)|transferr(?:ed|ing)|upgrad(?:ed|ing)"
               r"|replac(?:ed|ing))\b[^.;!?]{0,40}?\bfrom\s+(?:" + _OWNER + r")?(?P<was>[^.;!?]{1,40}?)\s+(?:to|with|for)\s+"
               r"(?:" + _OWNER + r")?(?P<now>[^.;!?,]{1,40}?)(?=\s+(?:in|on|at|since|last|this|after|because|when|and|but|so"
               r"|which|as|from|for)\b|\s*[.;!?,)]|\s*$)", re.I)
BEFORE_ASKED = lazy(r"\b(?:before|previous|previously|old|former|formerly|used to|originally|at first|first|last)\b", re.I)


def now_of(body: str, got: str, question: str) -> str:
    """`got`, or what it changed to where `body` says it changed from it ("switched from the
    Galway route to the Cork route": "Cork route"), unless the question asks what was before."""
    if not got or BEFORE_ASKED.search(question):
        return got
    for m in CHANGE.finditer(body):
        was = m.group("was").casefold()
        if got.casefold() in was or was in got.casefold():
            return m.group("now").strip()
    return got
