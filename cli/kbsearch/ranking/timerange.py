"""Time intent in a query: 'yesterday', 'last 3 days', 'in October', '2024', 'since March'."""

from __future__ import annotations

import calendar
import re
from dataclasses import dataclass
from datetime import date, timedelta

from ..errors import BadQuery

MONTHS = {m.casefold(): i for i, m in enumerate(calendar.month_name) if m}
MONTHS.update({m.casefold(): i for i, m in enumerate(calendar.month_abbr) if m})
MONTHS["sept"] = 9
UNITS = {"day": 1, "days": 1, "week": 7, "weeks": 7, "month": 30, "months": 30, "year": 365, "years": 365}
YEAR = re.compile(r"^(19|20)\d\d$")
# Month names that are also ordinary words count as months only in a time-like context.
AMBIGUOUS_MONTHS = frozenset({"may", "march"})
PREPOSITIONS = frozenset({"in", "during", "since", "before", "after", "until", "from", "of", "on", "by"})
ISO_DAY = re.compile(r"^\d{4}-\d{2}-\d{2}$")


@dataclass(frozen=True)
class TimeFilter:
    start: date | None = None
    end: date | None = None
    month: int | None = None  # a month in any year ("October")
    label: str = ""
    # A date written in a query ("in 2022", "on 5 January 2024") often names what a chat
    # is about rather than when it took place ("taxes for 2022", asked in 2023): such a
    # date prefers the chats of that period instead of excluding the others. Relative
    # phrases (yesterday, this week, since …) and --since/--until do filter.
    soft: bool = False

    def matches(self, start: date | None, end: date | None) -> bool:
        if start is None:
            return False
        end = end or start
        if self.start and end < self.start:
            return False
        if self.end and start > self.end:
            return False
        if self.month:
            # Months counted from year 0: the span [first, last] holds this month of some
            # year when it is 12 months long or the month falls inside it. The same answer
            # as testing each year with _month_overlaps, without building dates (this runs
            # for every chat of the archive).
            first, last = start.year * 12 + start.month - 1, end.year * 12 + end.month - 1
            return last - first >= 11 or (self.month - 1 - first) % 12 <= last - first
        return True

    def describe(self) -> str:
        if self.month and not self.start:
            return f"{self.label} (any year)"
        s = self.start.isoformat() if self.start else "…"
        e = self.end.isoformat() if self.end else "…"
        return f"{self.label} ({s} – {e})" if self.label else f"{s} – {e}"


def _month_overlaps(year: int, month: int, start: date, end: date) -> bool:
    first = date(year, month, 1)
    last = date(year, month, calendar.monthrange(year, month)[1])
    return start <= last and end >= first


def _month_range(year: int, month: int) -> tuple[date, date]:
    return date(year, month, 1), date(year, month, calendar.monthrange(year, month)[1])


def _last_month_named(month: int, today: date) -> int:
    """The year of the most recent such month, this one included."""
    return today.year if month <= today.month else today.year - 1


def parse_bound(text: str, today: date, end: bool = False) -> date:
    """A date word: YYYY, YYYY-MM, YYYY-MM-DD, a month name, today, yesterday (a --since or
    --until value may also be a phrase: query.time_bound)."""
    text = text.strip().casefold()
    if text == "today":
        return today
    if text == "yesterday":
        return today - timedelta(days=1)
    if YEAR.match(text):
        return date(int(text), 12, 31) if end else date(int(text), 1, 1)
    m = re.match(r"^(\d{4})-(\d{1,2})$", text)
    if m:
        first, last = _month_range(int(m[1]), int(m[2]))
        return last if end else first
    if text in MONTHS:
        first, last = _month_range(_last_month_named(MONTHS[text], today), MONTHS[text])
        return last if end else first
    return date.fromisoformat(text)


def _bound_or_none(text: str, today: date, end: bool = False) -> date | None:
    """A date for a word after since/before/…; None when the word is not a date at all.
    A word shaped like a date that is not one (2025-02-30) is an error, not a search word."""
    try:
        return parse_bound(text, today, end=end)
    except ValueError:
        if re.fullmatch(r"\d{4}-\d{1,2}(-\d{1,2})?", text):
            raise BadQuery(f"{text!r} is not a valid date") from None
        return None


def extract(words: list[str], today: date) -> tuple[TimeFilter | None, list[str]]:
    """Find one time expression in folded words; return it and the words left over."""
    n = len(words)
    for i, w in enumerate(words):
        nxt = words[i + 1] if i + 1 < n else ""
        nxt2 = words[i + 2] if i + 2 < n else ""
        prev = words[i - 1] if i > 0 else ""
        span, tf = 0, None
        if w == "today":
            span, tf = 1, TimeFilter(today, today, label="today")
        elif w == "yesterday":
            y = today - timedelta(days=1)
            span, tf = 1, TimeFilter(y, y, label="yesterday")
        elif w in ("this", "last", "past") and nxt in ("week", "month", "year"):
            span, tf = 2, _named_period(w, nxt, today)
        elif w in ("last", "past") and nxt.isdigit() and nxt2 in UNITS:
            try:
                start = today - timedelta(days=int(nxt) * UNITS[nxt2] - 1)
            except OverflowError:
                start = date.min
            span, tf = 3, TimeFilter(start, today, label=f"{w} {nxt} {nxt2}")
        elif w in ("since", "after", "before", "until") and nxt:
            bound = _bound_or_none(nxt, today, end=w in ("after", "until"))
            if bound is None:
                continue
            # since/until include the period named; after/before exclude it.
            try:
                if w == "after":
                    bound += timedelta(days=1)
                elif w == "before":
                    bound -= timedelta(days=1)
            except OverflowError:
                raise BadQuery(f"the time range is empty: no date is {w} {nxt}") from None
            start, end = (bound, None) if w in ("since", "after") else (None, bound)
            span, tf = 2, TimeFilter(start, end, label=f"{w} {nxt}")
        elif w in MONTHS and (
            w not in AMBIGUOUS_MONTHS or prev in PREPOSITIONS or YEAR.match(nxt) or len(words) == 1
        ):
            month = MONTHS[w]
            name = calendar.month_name[month]
            if YEAR.match(nxt):
                first, last = _month_range(int(nxt), month)
                span, tf = 2, TimeFilter(first, last, label=f"{name} {nxt}", soft=True)
            else:
                span, tf = 1, TimeFilter(month=month, label=name, soft=True)
        elif YEAR.match(w) and int(w) <= today.year + 1:
            span, tf = 1, TimeFilter(date(int(w), 1, 1), date(int(w), 12, 31), label=w, soft=True)
        elif ISO_DAY.match(w):
            d = _bound_or_none(w, today)
            span, tf = 1, TimeFilter(d, d, label=w, soft=True)
        if tf is not None:
            rest = words[:i] + words[i + span :]
            if rest[i - 1 : i] in (["in"], ["during"], ["from"], ["on"]):
                rest = rest[: i - 1] + rest[i:]
            return tf, rest
    return None, words


def _named_period(which: str, unit: str, today: date) -> TimeFilter:
    label = f"{which} {unit}"
    if unit == "week":
        monday = today - timedelta(days=today.weekday())
        if which == "this":
            return TimeFilter(monday, today, label=label)
        return TimeFilter(monday - timedelta(days=7), monday - timedelta(days=1), label=label)
    if unit == "month":
        if which == "this":
            return TimeFilter(today.replace(day=1), today, label=label)
        last_end = today.replace(day=1) - timedelta(days=1)
        return TimeFilter(last_end.replace(day=1), last_end, label=label)
    if which == "this":
        return TimeFilter(date(today.year, 1, 1), today, label=label)
    return TimeFilter(date(today.year - 1, 1, 1), date(today.year - 1, 12, 31), label=label)


def combine(a: TimeFilter | None, since: date | None, until: date | None) -> TimeFilter | None:
    """Merge --since/--until options into a filter parsed from the query."""
    if since is None and until is None:
        return a
    base = a or TimeFilter()
    start = max(filter(None, [base.start, since]), default=None)
    end = min(filter(None, [base.end, until]), default=None)
    label = base.label
    return TimeFilter(start, end, base.month, label)
