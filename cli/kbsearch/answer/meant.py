"""What a name, a word or a sign means, as a sentence says it: "What does the name Omondi
mean?" — "in Luo the name means born in the early morning" → "born in the early morning"."""

from __future__ import annotations

import re

from .lazy_pattern import lazy

MEANS_ASKED = lazy(r"^\W*what\s+(?:does|did|do)\s+.+?\s+(?:mean|symboli[sz]e|represent|stand for)\W*$", re.I)
_MEANS = lazy(r"\b(?:means|meaning|symboli[sz]es|symboli[sz]ed|represents|represented|stands for|stood for)"
              r"\s+(?:that\s+|to\s+(?:be|say)\s+)?(?P<what>[^.;!?]+)", re.I)
_ENDS = lazy(r",\s+(?:so|and|but|which|because|he|she|they|we|i|it)\b|\s+(?:so|because)\s|[,(—–]", re.I)


def meaning_of(body: str) -> str:
    """What a sentence says something means, up to the end of its clause; "" for none."""
    m = _MEANS.search(body)
    if not m:
        return ""
    what = _ENDS.split(m.group("what"), maxsplit=1)[0].strip(" '\"“”‘’")
    return what if what and not re.match(r"(?:more|less|a lot|nothing|everything)\b", what, re.I) else ""
