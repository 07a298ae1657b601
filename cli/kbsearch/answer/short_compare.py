"""Yes or no to a question that sets a bound — "Did Orla finish the marathon in under four
hours?", "Did the kitchen cost more than £10,000?" — read by comparing the amount the
sentence states with the bound ("she finished in 4 hours 12 minutes": no), not from the words
"finished" and "marathon", which any answer holds."""

from __future__ import annotations

import re
from collections.abc import Callable

from .lazy_pattern import lazy
from .likely import inferred, likely
from .short_yesno import held_clause, yes_or_no
from .when import NUMBER_WORDS

_WORD_NUMBER = "|".join(w for w in sorted(NUMBER_WORDS, key=len, reverse=True) if " " not in w and len(w) > 2)
_AMOUNT = rf"(\d[\d,]*(?:\.\d+)?|{_WORD_NUMBER})"
_BOUND = lazy(r"\b(under|less than|fewer than|below|within|at most|no more than|over|more than|above|at least)\s+"
              rf"([£$€])?{_AMOUNT}\s*(k\b|hours?|hrs?|minutes?|mins?|seconds?|secs?|km|kilometres?|kilometers?|miles?"
              r"|kg|kilos?|metres?|meters?)?", re.I)
_LESS = ("under", "less than", "fewer than", "below", "within", "at most", "no more than")
_UNITS = {"hour": ("time", 3600), "hr": ("time", 3600), "minute": ("time", 60), "min": ("time", 60),
          "second": ("time", 1), "sec": ("time", 1), "km": ("km", 1), "kilometre": ("km", 1), "kilometer": ("km", 1),
          "mile": ("km", 1.609), "kg": ("kg", 1), "kilo": ("kg", 1), "metre": ("m", 1), "meter": ("m", 1)}
_MONEY = lazy(r"([£$€])\s?(\d[\d,]*(?:\.\d+)?)\s*(k\b|thousand\b)?", re.I)
_CLOCK = lazy(r"\b(\d{1,2}):([0-5]\d):([0-5]\d)\b")  # a finishing time: 4:12:30
_MEASURE = lazy(rf"\b{_AMOUNT}\s*(hours?|hrs?|minutes?|mins?|seconds?|secs?|km|kilometres?|kilometers?|miles?|kg|kilos?"
                r"|metres?|meters?)\b(?:\s*(?:and\s+)?(\d{1,2})\s*(?:minutes?|mins?)\b)?", re.I)


def _number(text: str) -> float | None:
    text = text.casefold().replace(",", "")
    return NUMBER_WORDS.get(text) if not text[:1].isdigit() else float(text)


def _unit(word: str) -> tuple[str, float]:
    word = word.casefold().rstrip("s") if word.casefold() not in ("km",) else "km"
    return _UNITS.get(word, ("", 0.0))


def _stated(clause: str, family: str) -> float | None:
    """The first amount of the `family` ("money", "time", "km" …) the clause states, in its base unit."""
    if family == "money":
        m = _MONEY.search(clause)
        return float(m.group(2).replace(",", "")) * (1000 if m.group(3) else 1) if m else None
    if family == "time" and (m := _CLOCK.search(clause)):
        return int(m.group(1)) * 3600 + int(m.group(2)) * 60 + int(m.group(3))
    for m in _MEASURE.finditer(clause):
        kind, factor = _unit(m.group(2))
        if kind == family and (n := _number(m.group(1))) is not None:
            return n * factor + (int(m.group(3)) * 60 if m.group(3) and kind == "time" else 0)
    return None


def compared(question: str, body: str, is_question_word: Callable[[str], bool]) -> str:
    """"Yes" or "No" where the question sets a bound and the sentence's clause of the question's
    words states an amount of the same kind; else ""."""
    bound = _BOUND.search(question)
    if not bound:
        return ""
    limit = _number(bound.group(3))
    if limit is None:
        return ""
    if bound.group(2):
        family, factor = "money", 1000 if (bound.group(4) or "").casefold() == "k" else 1
    else:
        family, factor = _unit(bound.group(4) or "")
    if not family:
        return ""
    value = _stated(held_clause(body, is_question_word), family)
    if value is None:
        return ""
    limit *= factor
    less = bound.group(1).casefold() in _LESS
    inclusive = bound.group(1).casefold() in ("within", "at most", "no more than", "at least")
    holds = (value <= limit if inclusive else value < limit) if less else (value >= limit if inclusive else value > limit)
    return "Yes" if holds else "No"


def yes_or_no_asked(question: str, body: str, sure: bool, is_question_word: Callable[[str], bool]) -> str:
    """The yes/no short answer a sentence gives: an inference for a would-question ("Likely
    no"), a comparison for a bound ("No": 4 hours 12 minutes is not under four hours), else
    the sentence's own yes or no."""
    # (a sentence that states it — `sure` — answers with its own yes or no: "the vet does home visits")
    got = (not sure and likely(question, body, is_question_word)) or compared(question, body, is_question_word) \
        or yes_or_no(body, sure, is_question_word)
    if not sure and inferred(question):  # "Is Nell likely to go?": "Likely yes", in the question's word
        return {"Yes, probably": "Likely yes", "No, probably not": "Likely no"}.get(got, got)
    return got
