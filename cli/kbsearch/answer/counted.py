"""What a how-many question counts: the thing ("How many whales …" → whales) or the unit
("How many nights …" → time), and whether a sentence's numbers count it ("140 gray whales",
not "three weeks"; "5 nights", not "3 miles")."""

from __future__ import annotations

import re

from ..text import STOPWORDS, stem
from .lazy_pattern import lazy

NUMBER = lazy(r"(\d|[$€£¥%]|\b(once|twice|thrice|one|two|three|four|five|six|seven|eight|nine|ten"
              r"|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty"
              r"|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|dozen"
              r"|half|couple|few|several|dozens)\b)", re.I)


_HOW_MANY_NOUN = lazy(r"^\W*how many ((?:[\w-]+ ){0,4}?)(?:did|does|do|has|have|had|is|are|was|were|will"
                      r"|would|can|could)\b", re.I)
_UNITS = frozenset("""time times minute minutes hour hours day days night nights week weeks month months year years
mile miles kilometer kilometers km meter meters pound pounds kilo kilos dollar dollars percent""".split())


# What a unit measures: "How many nights …" is answered in time, not in miles
UNIT_OF = {**{w: "time" for w in ("minute minutes hour hours day days night nights week weeks fortnight fortnights month "
                                   "months year years").split()},
           **{w: "distance" for w in "mile miles kilometer kilometers kilometre kilometres km meter meters metre metres".split()},
           **{w: "weight" for w in "kilo kilos kg gram grams stone lbs".split()}}
_MEASURED = lazy(r"(?<![\w.,])(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|a few|several|an?|half an?)"
                 r"\s?(" + "|".join(sorted(UNIT_OF, key=len, reverse=True)) + r")\b", re.I)


def unit_asked(question: str) -> str:
    """What a how-many question's unit measures ("How many nights …" → "time"), or ""."""
    m = _HOW_MANY_NOUN.match(question)
    words = m.group(1).casefold().split() if m else []
    return UNIT_OF.get(words[0], "") if len(words) == 1 else ""


def other_units_only(text: str, unit: str) -> bool:
    """Whether every number of `text` measures something else than `unit`, by the unit written
    after it ("about 3 miles" for nights; not "a week and 4 miles", nor "in 2015, 5 miles")."""
    measured = [UNIT_OF[m.group(1).casefold()] for m in _MEASURED.finditer(text)]
    numbers = len(re.findall(r"(?<![\w.,])\d[\d,.]*", text))
    return bool(measured) and unit not in measured and numbers <= len(measured)


def counted_noun(question: str) -> str:
    """The thing a how-many question counts ("How many whales did Omar count?" → "whales"),
    when it is no unit of time or measure."""
    m = _HOW_MANY_NOUN.match(question)
    words = m.group(1).casefold().split(" of ")[0].split() if m else []  # "loaves of sourdough": loaves
    if not words and (first := _COUNTED_FIRST.match(question)):  # "How many salmon escaped?"
        words = [first.group(1).casefold()]
    return words[-1] if words and not _UNITS.intersection(words) else ""  # not "days off", "weeks pregnant"


def counted_word(question: str) -> str:
    """The word a how-many question counts, a unit too ("sessions", "times", "euros"), or the
    word right after "how many" where a verb follows it ("How many couples booked me?"); ""."""
    m = _HOW_MANY_NOUN.match(question)
    words = m.group(1).casefold().split() if m else []
    if words and re.fullmatch(r"[a-z-]{3,}", words[-1]):
        return words[-1]
    first = _COUNTED_FIRST.match(question)
    return first.group(1).casefold() if first else ""


_COUNTED_FIRST = lazy(r"^\W*how many ([a-z-]{3,})\s+(?!of\b)[a-z]+(?:ed|s)\b", re.I)


def counts(text: str, noun: str) -> bool | None:
    """Whether `text` gives a number of `noun` ("140 gray whales"): True; False when each of
    its numbers counts time instead ("three weeks on a boat counting whales"); None when
    it cannot be told."""
    key = stem(noun)
    found = [m for m in NUMBER.finditer(text) if m.group(0).casefold() != "half"]  # "a half marathon" counts none
    if not found:
        return None
    after = [[stem(w) for w in re.findall(r"[a-zA-Z]+", text[m.end():m.end() + 60])[:3]] for m in found]
    if any(key in ws for ws in after):
        return True
    # ("Colostrum 50 ml/kg within two hours" counts no ewes; "3 kg" does count kilograms)
    return False if all(ws and (ws[0] in _TIME_STEMS or ws[0] in _MEASURE_STEMS and not same_unit(ws[0], noun))
                        for ws in after) else None


_TIME_STEMS = frozenset(stem(w) for w in "minute hour day night week month year".split())


_MEASURE_STEMS = frozenset("ml l litre liter mg g gram kg kilo lb km m cm mm metre meter mile".split())  # (as stem() leaves them)
# A unit as written short and in full: "3 kg" is a number of kilograms
_UNIT_NAMES = {"ml": "millilitre milliliter", "l": "litre liter", "litre": "litre", "liter": "liter", "mg": "milligram",
               "g": "gram", "kg": "kilogram kilo", "kilo": "kilogram kilo", "lb": "pound", "km": "kilometre kilometer",
               "m": "metre meter", "cm": "centimetre centimeter", "mm": "millimetre millimeter", "metre": "metre",
               "meter": "meter", "mile": "mile"}


def same_unit(unit: str, words: str) -> bool:
    """Whether `words` (a question, a counted noun) say the measure `unit` is in, short or in
    full ("kg" for "How many kilograms …", "days" for "How many days a year …")."""
    unit = stem(unit.casefold())
    said = {stem(w) for w in re.findall(r"[a-z]+", words.casefold())}
    return unit in said or any(stem(n) in said or stem(n + "s") in said for n in _UNIT_NAMES.get(unit, "").split())


_MEASURE_AFTER = lazy(r"(?:[.,]\d+)?\s?(?:mm|cm|m|km|kg|g|lbs?|ft|metres?|meters?|kilos?|kilograms?|grams?|litres?|liters?|ml)\b")


def counted_things(text: str) -> frozenset[str]:
    """The stems of the words the numbers of `text` count, a few words on from each, no unit
    of time ("pub" of "now sold in nine pubs", "tree" of "120 new Yarlington Mill trees"):
    two sentences counting the same thing say two values of it."""
    out: set[str] = set()
    for m in NUMBER.finditer(text):
        if m.group(0).casefold() == "half" or not m.group(0)[:1].isalpha() and re.match(r"\d", text[m.end():m.end() + 1]):
            continue
        if _MEASURE_AFTER.match(text, m.end()):
            continue  # "a 2.9 m croc" measures one, counts none
        words = [w for w in re.findall(r"[a-zA-Z]+", text[m.end():m.end() + 40])[:4] if w.casefold() not in STOPWORDS]
        out.update(s for s in (stem(w.casefold()) for w in words[:3]) if s not in _TIME_STEMS)
    return frozenset(out)
