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
    """What a sentence says was done as the assistant advised, "" for none: the clause before
    ", as the assistant suggested", or, where that is only who did it or when ("The user, as
    the assistant suggested, booked a sports physio"; "In April, as …, she went back to
    running"), the clause after it; none where the advice was not taken ("kept the old collar
    rather than the harness, as the assistant suggested")."""
    told = _AS_ADVISED.search(body)
    if not told:
        return ""
    what = told.group("what").strip()
    if _NOT_TAKEN.search(what):
        return ""
    if _FORECAST.match(body, told.end()):
        return ""  # "came back normal, as the assistant suggested it might": a forecast, no advice
    if _OPENER.match(what) or len(what.split()) <= 3 and what[:1].isupper():
        after = re.split(r"[.;!?]|,\s+(?:but|and|so|which|while)\b", body[told.end():].lstrip(" ,"), maxsplit=1)[0]
        return re.sub(r"^(?:the user|she|he|they|we|I)\s+", "", after.strip(), flags=re.I)  # (what was done, not who)
    return what


_NOT_TAKEN = lazy(r"\b(?:rather than|instead of|not|never|didn['’]t|did not|ignored)\b", re.I)
# when or why, not what: "In April", "Last week", "After two weeks of no progress" (who: a few capitalised words)
_OPENER = lazy(r"(?:in|on|at|after|before|since|because|when|once|during|by|following|within|last|this|next|then|so"
               r"|and)\b", re.I)
_FORECAST = lazy(r"\s+(?:it|they|this|that|he|she)\s+(?:might|would|could|will|may)\b", re.I)
