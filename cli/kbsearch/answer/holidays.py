"""The days holidays fall on: "Christmas", "Boxing Day", "Easter", "Thanksgiving" … by their
names as a time phrase writes them (NAMES, a pattern's alternatives), each in a given year.
when.py reads the phrases ("the Saturday before Christmas") and says which year is meant.

    holiday_on("easter", 2024) → date(2024, 3, 31)
"""

from __future__ import annotations

import calendar
from datetime import date, timedelta

# (the pattern's names: each day below, "new year's" with or without its apostrophe)
NAMES = (r"christmas eve|christmas day|christmas|boxing day|new year['’]?s eve|new year['’]?s day|valentine['’]?s day"
         r"|halloween|bonfire night|guy fawkes night|good friday|easter sunday|easter monday|easter|thanksgiving"
         r"|memorial day|labou?r day|the fourth of july|st\.? patrick['’]?s day")  # (not "Independence Day", a film)
_FIXED = {"christmas": (12, 25), "christmas day": (12, 25), "christmas eve": (12, 24), "boxing day": (12, 26),
          "new years eve": (12, 31), "new years day": (1, 1), "valentines day": (2, 14), "halloween": (10, 31),
          "bonfire night": (11, 5), "guy fawkes night": (11, 5), "the fourth of july": (7, 4), "st patricks day": (3, 17)}
_AFTER_EASTER = {"easter": 0, "easter sunday": 0, "easter monday": 1, "good friday": -2}
# (a season's name alone: a date only after a preposition of time, "at Christmas"; not "did Christmas at my place")
SEASONS = frozenset({"christmas", "easter", "thanksgiving", "halloween"})


def _easter(year: int) -> date:
    """Easter Sunday of a year (the Gregorian computus: Meeus, Jones and Butcher)."""
    a, b, c = year % 19, year // 100, year % 100
    d, e = divmod(b, 4)
    g = (8 * b + 13) // 25
    h = (19 * a + b - d - g + 15) % 30
    i, k = divmod(c, 4)
    lw = (32 + 2 * e + 2 * i - h - k) % 7
    m = (a + 11 * h + 22 * lw) // 451
    month, day = divmod(h + lw - 7 * m + 114, 31)
    return date(year, month, day + 1)


def _nth_weekday(year: int, month: int, weekday: int, n: int) -> date:
    """The n-th such weekday of a month (n = -1: the last)."""
    days = [d for d in range(1, calendar.monthrange(year, month)[1] + 1) if date(year, month, d).weekday() == weekday]
    return date(year, month, days[n])


def holiday_on(name: str, year: int) -> date:
    key = name.casefold().replace("'", "").replace("’", "").replace(".", "")
    if key in _FIXED:
        return date(year, *_FIXED[key])
    if key in _AFTER_EASTER:
        return _easter(year) + timedelta(days=_AFTER_EASTER[key])
    if key == "thanksgiving":
        return _nth_weekday(year, 11, 3, 3)  # (the American one: the fourth Thursday of November)
    if key == "memorial day":
        return _nth_weekday(year, 5, 0, -1)
    return _nth_weekday(year, 9, 0, 0)  # Labor Day
