"""Two things a question may ask after, for Asked.of: a relative's ("What does Renata's
brother do?", whose job is asked) and a best time ("What's my parkrun PB?", a time on the
clock, not a date or a race's name)."""

from __future__ import annotations

import re

from .lazy_pattern import lazy
from .subject import PERSON_WORDS

# A best time ("What's my parkrun PB?"), not a best lift or throw ("my deadlift PB" is a weight)
_PB_ASKED = lazy(r"\b(?:PB|personal (?:best|record)|fastest time)\b", re.I)  # (not "PR": a pull request too)
_NOT_TIMED = lazy(r"\b(?:lift|deadlift|squat|bench|press|snatch|throw|jump|weight|distance)\b", re.I)


def best_time_asked(question: str) -> bool:
    return bool(_PB_ASKED.search(question)) and not _NOT_TIMED.search(question)


_RELATIVE_ASKED = lazy(r"\b(?P<owner>[A-Z][\w'’-]+['’]s|my|our)\s+(?:(?:older|younger|little|big|baby|eldest|oldest"
                       r"|youngest|twin|step)\s+)?(?P<rel>[a-z]+)\b")


def relative_asked(question: str) -> tuple[str, str]:
    """("Renata's", "brother") of "What does Renata's brother do?", ("my", "husband") of "… my husband …"; ()."""
    m = _RELATIVE_ASKED.search(question)
    return (m.group("owner"), m.group("rel").casefold()) if m and m.group("rel").casefold() in PERSON_WORDS else ()
