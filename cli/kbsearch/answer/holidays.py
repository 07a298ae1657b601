"""Holidays as dates: "Christmas", "Boxing Day", "Easter", "Thanksgiving" …, and a day, a
weekend, a week or a weekday before or after one ("the Saturday before Christmas"). A
holiday said with no "last", "this" or "next" is the one nearest the day it was said, or the
next one when the sentence speaks of what is to come ("we'll be there on Christmas Day"). A
season's name alone is a date only after a preposition of time ("at Christmas", "by Easter";
not "did Christmas at my place", "gifts for Christmas", "Christmas party").

    resolve_holiday(("saturday", "before", None, None, "christmas"), date(2024, 1, 6), False)
    → "23 December 2023"
"""

from __future__ import annotations

import calendar
from datetime import date, timedelta

# (the pattern's names: each day below, "new year's" with or without its apostrophe)
NAMES = (r"christmas eve|christmas day|christmas|boxing day|new year['’]?s eve|new year['’]?s day|valentine['’]?s day"
         r"|halloween|bonfire night|guy fawkes night|good friday|easter sunday|easter monday|easter|thanksgiving"
         r"|memorial day|labou?r day|independence day|the fourth of july|st\.? patrick['’]?s day")
_FIXED = {"christmas": (12, 25), "christmas day": (12, 25), "christmas eve": (12, 24), "boxing day": (12, 26),
          "new years eve": (12, 31), "new years day": (1, 1), "valentines day": (2, 14), "halloween": (10, 31),
          "bonfire night": (11, 5), "guy fawkes night": (11, 5), "independence day": (7, 4),
          "the fourth of july": (7, 4), "st patricks day": (3, 17)}
_AFTER_EASTER = {"easter": 0, "easter sunday": 0, "easter monday": 1, "good friday": -2}
_SEASONS = frozenset({"christmas", "easter", "thanksgiving", "halloween"})
_WEEKDAYS = {name.casefold(): i for i, name in enumerate(calendar.day_name)}


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


def _near(name: str, said: date, which: str | None, future: bool) -> date:
    if which == "this":
        return holiday_on(name, said.year)
    if which == "next" or which is None and future:
        on = holiday_on(name, said.year)
        return on if on > said or which is None and on == said else holiday_on(name, said.year + 1)
    if which is None:  # "working Christmas Day" said on 16 December: the one coming
        return min((holiday_on(name, said.year + k) for k in (0, -1, 1)), key=lambda d: (abs((d - said).days), d > said))
    on = holiday_on(name, said.year)
    return on if on < said else holiday_on(name, said.year - 1)


def _long(d: date) -> str:
    return f"{d.day} {calendar.month_name[d.month]} {d.year}"


def resolve_holiday(groups: tuple, said: date, future: bool) -> str:
    """What a holiday phrase means: (its unit or weekday before or after, "before"/"after",
    a preposition, "last"/"this"/"next", the holiday's name), folded; "" for none."""
    unit, side, preposition, which, name = groups
    if name in _SEASONS and not (unit or preposition or which):
        return ""
    day = _near(name, said, which, future)
    step = -1 if side == "before" else 1
    if unit == "day":
        return _long(day + timedelta(days=step))
    if unit == "week":
        return f"the week {side} {_long(day)}"
    if unit == "weekend":
        saturday = day + timedelta(days=step * ((step * (5 - day.weekday())) % 7 or 7))
        return f"the weekend of {_long(saturday)}"
    if unit in _WEEKDAYS:
        return _long(day + timedelta(days=step * ((step * (_WEEKDAYS[unit] - day.weekday())) % 7 or 7)))
    return _long(day)
