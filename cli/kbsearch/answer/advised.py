"""What a note says the assistant advised: "the assistant suggested A, B and C" (its
items, in order), "…; moving the crate next to the bed, as the assistant suggested, worked"
(the advice itself).

    suggested_items("The assistant suggested a discount, a surcharge and notice")
        → ["a discount", "a surcharge", "notice"]
    as_advised("…; moving the crate next to the bed, as the assistant suggested, worked")
        → "moving the crate next to the bed"
"""

from __future__ import annotations

import re

from .lazy_pattern import lazy

_SUGGESTED = lazy(r"\b(?:suggested|recommended|advised|proposed|listed)\s+([^.;:]+)")
# the clause before ", as the assistant suggested": after the start, a ";" or ":", or a comma
_AS_ADVISED = lazy(r"(?:^|[;:]\s*|,\s*(?:and\s+)?)(?P<what>[^,;:]{3,80}?),?\s+as\s+(?:the assistant|you|the AI|ChatGPT"
                   r"|Claude|Gemini)\s+(?:had\s+)?(?:suggested|recommended|advised|proposed)\b")


def suggested_items(body: str) -> list[str]:
    """The items a note says were suggested ("the assistant suggested A, B and C"), in order;
    "…, and giving parents and carers notice" is one item, "… a discount and notice" two."""
    told = _SUGGESTED.search(body)
    if not told:
        return []
    *items, last = [x.strip() for x in told.group(1).split(",")]
    return items + ([last.split(None, 1)[-1]] if re.match(r"(?:and|or)\s", last) else last.split(" and ", 1))


def as_advised(body: str) -> str:
    """What a sentence says was done as the assistant advised, "" for none."""
    told = _AS_ADVISED.search(body)
    return told.group("what").strip() if told else ""
