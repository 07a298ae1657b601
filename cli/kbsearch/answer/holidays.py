"""Holidays as dates: "Christmas", "Boxing Day", "Easter", "Thanksgiving" …, and a day, a
weekend, a week or a weekday before or after one ("the Saturday before Christmas"). A
holiday of no year written and no "last" or "next" is the one before the day said in a past
sentence ("I started after Christmas"), the one after it in a sentence of what is to come
("I'll be back the Monday after New Year's Day"), and otherwise the nearest ("I'm working
Christmas Day", said on 16 December). A
season's name alone is a date only after a preposition of time ("at Christmas", "by Easter";
not "did Christmas at my place", "gifts for Christmas", "Christmas party").

    resolve_holiday(("saturday", "before", None, None, "christmas", None), date(2024, 1, 6), "past")
    → "23 December 2023"
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


def _derived(name: str, year: int, unit: str | None, side: str | None) -> date:
    """The day a phrase means in one year: the holiday, or the day, weekday or weekend
    (its Saturday) before or after it; a week is named by the holiday's own day."""
    day = holiday_on(name, year)
    step = -1 if side == "before" else 1
    if unit == "day":
        return day + timedelta(days=step)
    if unit == "weekend":  # (the weekend before Easter Sunday is the one before Easter's own)
        saturday = day - timedelta(days=day.weekday() - 5) if day.weekday() >= 5 else None
        if saturday is not None:
            return saturday + timedelta(days=7 * step)
        return day + timedelta(days=step * ((step * (5 - day.weekday())) % 7 or 7))
    if unit in _WEEKDAYS:
        return day + timedelta(days=step * ((step * (_WEEKDAYS[unit] - day.weekday())) % 7 or 7))
    return day


def _when(name: str, said: date, unit: str | None, side: str | None, which: str | None, tense: str) -> date:
    """The day meant: of the year written, or of "last/next" Christmas before or after the day
    said; else the one that lies before the day said in a past sentence, after it in one of
    what is to come, and otherwise the nearest."""
    days = [(_derived(name, said.year + k, unit, side), holiday_on(name, said.year + k)) for k in (-1, 0, 1)]
    if which == "last":
        return max(d for d, h in days if h < said)
    if which == "next":
        return min(d for d, h in days if h > said)
    if tense == "past" and (past := [d for d, _ in days if d <= said]):
        return max(past)
    if tense == "future" and (future := [d for d, _ in days if d >= said]):
        return min(future)
    return min((d for d, _ in days), key=lambda d: (abs((d - said).days), d > said))


def _long(d: date) -> str:
    return f"{d.day} {calendar.month_name[d.month]} {d.year}"


def resolve_holiday(groups: tuple, said: date, tense: str) -> str:
    """What a holiday phrase means: (its unit or weekday before or after, "before"/"after",
    a preposition, "last"/"this"/"next", the holiday's name, a year written after it), folded;
    `tense`: "past", "future" or "" of its sentence; "" for none."""
    unit, side, preposition, which, name, year = groups
    if name in _SEASONS and not (unit or preposition or which or year):
        return ""
    if year:
        day = _derived(name, int(year), unit, side)
    else:
        day = _when(name, said, unit, side, None if which == "this" else which, tense)
    if unit == "week":
        return f"the week {side} {_long(day)}"
    if unit == "weekend":
        return f"the weekend of {_long(day)}"
    return _long(day)
