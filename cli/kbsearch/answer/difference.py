"""How much more or less one amount is than another, where one sentence gives both: "How much
more did the quartz worktop cost than oak?" of "… costing £2,300 instead of £1,150" is £1,150.

    difference("Ailsa wanted quartz, costing £2,300 instead of £1,150") → "£1,150"
    difference("the rent went up from $480 to $510 a week") → "$30"
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .lazy_pattern import lazy
from .value_words import MONEY
from .words import held_words

# "How much more …than …?", "How much cheaper was …than …?"
MORE_ASKED = lazy(r"^\W*how much (?:more|less|cheaper|dearer|extra|higher|lower)\b.*\bthan\b", re.I)
_AMOUNT = r"(?:(?P<{0}s>[£$€¥₹]|[A-Z]{{1,2}}\$)\s?(?P<{0}>\d[\d,]*(?:\.\d+)?)|(?P<{0}n>\d[\d,]*(?:\.\d+)?)\s(?P<{0}w>[a-z]+))"
# two amounts set against each other: "£2,300 instead of £1,150", "$1,450 a month, compared with $780", "from $480 to $510"
_PAIR = lazy(_AMOUNT.format("a") + r"[^.;:!?£$€]{0,30}?\b(?:instead of|compared (?:with|to)|against|versus|vs\.?|rather than|than"
             r"|up from|down from|not)\s+(?:the\s+|about\s+|just\s+)?" + _AMOUNT.format("b")
             + r"|\bfrom\s+" + _AMOUNT.format("c") + r"\s+to\s+" + _AMOUNT.format("d"))


def _value(text: str) -> float:
    return float(text.replace(",", ""))


def _written(value: float, decimals: bool) -> str:
    return f"{value:,.2f}" if decimals and value != int(value) else f"{int(round(value)):,}"


def difference(body: str, is_question_word: Callable[[str], bool] = lambda w: False, money: bool = False) -> str:
    """The difference of two amounts of one kind `body` sets against each other, with its sign or
    unit, from the clause holding most of the question's words (not "salary went up from £31,000 to
    £34,000" for the rent); of money only, where `money` is asked ("costs €25 against €18", not "went
    from 2 hours to 3 hours"); "" where it sets none."""
    def held(m: re.Match) -> int:
        return held_words(re.split(r"[;.!?]\s", body[:m.start()])[-1] + re.split(r"[;.!?]\s", body[m.start():])[0],
                          is_question_word)
    for m in sorted(_PAIR.finditer(body), key=lambda m: -held(m)):
        first, second = ("a", "b") if m.group("a") or m.group("an") else ("c", "d")
        sign, other = m.group(first + "s") or "", m.group(second + "s") or ""
        unit, other_unit = m.group(first + "w") or "", m.group(second + "w") or ""
        one, two = m.group(first) or m.group(first + "n"), m.group(second) or m.group(second + "n")
        if sign != other or unit != other_unit and (unit and other_unit or sign):
            continue  # (not "£2,300 instead of 3 weeks", nor "$40 against 40 kg")
        if not (sign or unit or other_unit):
            continue  # (bare numbers: "4 against 2" is a score)
        if money and not sign and not MONEY.search(f"1 {unit or other_unit}"):
            continue
        gap = abs(_value(one) - _value(two))
        if not gap:
            continue
        said = _written(gap, "." in one or "." in two)
        return f"{sign}{said}" if sign else f"{said} {unit or other_unit}"
    return ""
