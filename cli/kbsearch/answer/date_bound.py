"""Yes or no to a question that bounds an event by a day ("Was the phinisi launched before
Christmas?", "Did we get the returns filed by the May deadline?", "Was the pirogue launched on
27 September as first planned?"), read from the day a
sentence gives the event, held against the bound: "the launch moves from 20 December 2025 to
17 January 2026" answers "No (17 January 2026)". The latest chat that dates the event
decides, as a date moved is told later.

    bounded_event("Was the phinisi launched before Christmas?") → ("was the phinisi launched", "before", "christmas")
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Callable
from datetime import date, datetime, timedelta

from ..text import STOPWORDS
from .evidence import Passage
from .porter import stem
from .lazy_pattern import lazy
from .whose_deed import another_did_it
from .subject import WRONG
from .holidays import NAMES as HOLIDAY_NAMES, holiday_on
from .when import MONTH_NAMES, MOVING, long_date, mentions, parse_day

_BOUNDED = lazy(r"^\W*((?:did|was|were|has|had)\s+.+?)\s+(before|after|by)\s+(?:the\s+)?(.+?)\W*$", re.I)
# … or set on a day, as a plan held or not ("Was the Kayar pirogue launched on 27 September as first planned?")
_PLANNED_ON = lazy(r"^\W*((?:did|was|were|has|had)\s+.+)\s+(on|in)\s+(?:the\s+)?(.+?),?\s+as\s+(?:(?:he|she|they|we|I|you)\s+)?"
                   r"(?:first\s+|originally\s+|initially\s+)?(?:planned|scheduled|intended|hoped|booked)\W*$", re.I)
_MONTH = "|".join(m for m in calendar.month_name if m)
_WEEKDAY = "|".join(calendar.day_name)
# the bound itself: a holiday, a day of a month, or a month (its end for "by" and "after": "by the May deadline")
_HOLIDAY = lazy(rf"^(?:{HOLIDAY_NAMES})(?:\s+((?:19|20)\d\d))?$", re.I)
_DAY = lazy(rf"^(?:(?:{_WEEKDAY}),?\s+)?(?:(\d{{1,2}})(?:st|nd|rd|th)?\s+({_MONTH})|({_MONTH})\s+(\d{{1,2}})(?:st|nd|rd|th)?)(?:,?\s+((?:19|20)\d\d))?$", re.I)
_MONTH_BOUND = lazy(rf"^(?:(?:the\s+)?(end|start|beginning)\s+of\s+)?({_MONTH})(?:\s+((?:19|20)\d\d))?(?:\s+deadline)?$", re.I)
# "moves from 20 December 2025 to (the spring tide on) 17 January 2026": the day it went to
_FROM = lazy(rf"\b(?:{MOVING}|moves?|moving|changed|changes|shifted|shifts|switched|bumped)\s+(?:[\w'’-]+\s+){{0,4}}?from\s+(?:[\w'’-]+\s+)?$",
             re.I)  # (not a span: "visited … from Friday 1 August to Monday 4 August")
_TO = lazy(r"^\s*(?:to|until|till)\b[^.;]{0,30}$", re.I)
_MOVED = lazy(rf"\b(?:{MOVING})\b", re.I)
_MOVED_TO_MONTH = lazy(rf"\b(?:{MOVING})\s+(?:to|until|till)\s+(?:early\s+|mid-?\s*|late\s+)?({_MONTH})\b(?:\s+((?:19|20)\d\d))?", re.I)
# a day said as a bound or denied, not the event's ("didn't file it before 31 January", "wasn't on 20 December",
# "postponed until after Easter"), and a verb of a hope or a plan ("should arrive on 20 December")
_BOUND_BEFORE = lazy(r"\b(?:before|by|after|ahead\s+of|no\s+later\s+than|in\s+time\s+for)\s+(?:the\s+)?$", re.I)
_DENIED = lazy(r"\b(?:not|never|wasn['’]?t|weren['’]?t|didn['’]?t|isn['’]?t|hasn['’]?t|haven['’]?t|won['’]?t)\b|n['’]t\b", re.I)
_HOPED = lazy(r"\b(?:should|hope\s+to|hoping\s+to|hopefully|expected\s+to|expect\s+to|due\s+to|supposed\s+to|meant\s+to"
              r"|might|may|could)\s+(?:\w+\s+)?$", re.I)
# … moved after it, in the same sentence: "set for 1 November, but it's been postponed to 15 January"
_MOVED_AFTER = lazy(rf"^[^.;!?]*?\b(?:{MOVING}|moves?|moving|rescheduled)\s+(?:[\w'’-]+\s+){{0,2}}?(?:back\s+)?(?:to|until|till)\s+", re.I)
NEAR_CHARS = 60  # how far after the event's verb a day is still its day
EVENT_WORDS_HELD = 2  # of the asked event's words, a sentence's that dates it
BOUND_NEAR_CHARS = 40  # how far after a bound's name the day it falls on is said ("Tết was on 17 February 2026")


def bounded_event(question: str) -> tuple[str, str, str] | None:
    """(the event asked, "before"/"after"/"by" or "on"/"in" as planned, the bound) of a yes/no
    question bounded by a day."""
    m = _PLANNED_ON.match(question) or _BOUNDED.match(question)
    return (m.group(1).casefold(), m.group(2).casefold(), m.group(3).casefold()) if m else None


def _bound_days(bound: str, near: date) -> tuple[date, date] | None:
    """The first and last day a bound means, of the year nearest `near` where it gives none."""
    def nearest(day_in: Callable[[int], date]) -> date:
        return min((day_in(near.year + k) for k in (-1, 0, 1)), key=lambda d: abs((d - near).days))
    if m := _HOLIDAY.match(bound):
        name = re.sub(r"['’.]", "", m.group(0).rsplit(" ", 1)[0] if m.group(1) else m.group(0)).casefold()
        day = holiday_on(name, int(m.group(1))) if m.group(1) else nearest(lambda y: holiday_on(name, y))
        return day, day
    if m := _DAY.match(bound):
        month, day = MONTH_NAMES[(m.group(2) or m.group(3)).casefold()], int(m.group(1) or m.group(4))
        if day > calendar.monthrange(2000, month)[1]:
            return None
        got = date(int(m.group(5)), month, day) if m.group(5) else nearest(lambda y: date(y, month, min(day, calendar.monthrange(y, month)[1])))
        return got, got
    if m := _MONTH_BOUND.match(bound):
        month = MONTH_NAMES[m.group(2).casefold()]
        first = date(int(m.group(3)), month, 1) if m.group(3) else nearest(lambda y: date(y, month, 15)).replace(day=1)
        last = first.replace(day=calendar.monthrange(first.year, month)[1])
        edge = (m.group(1) or "").casefold()
        return (first, first + timedelta(days=9)) if edge in ("start", "beginning") else (last - timedelta(days=9), last) if edge else (first, last)
    return None


def _bound_said(bound: str, candidates: list[Passage]) -> tuple[date, date] | None:
    """The day a sentence gives a bound the calendar does not know ("Tết was on 17 February 2026")."""
    for p in candidates:
        for m in re.finditer(rf"(?<![\w'’-]){re.escape(bound)}(?![\w'’-])", p.text, re.I):
            near = p.text[m.end():m.end() + BOUND_NEAR_CHARS]
            said = mentions(near, parse_day(p.said_on))
            if said and near.find(said[0].phrase) <= BOUND_NEAR_CHARS // 2 and (days := _days_of(said[0].resolved)):
                return days
    return None


def _days_of(resolved: str) -> tuple[date, date] | None:
    """The first and last day of a resolved time ("17 January 2026", "January 2026")."""
    for form, whole_month in (("%d %B %Y", False), ("%B %Y", True)):
        try:
            day = datetime.strptime(resolved, form).date()
        except ValueError:
            continue
        return (day, day.replace(day=calendar.monthrange(day.year, day.month)[1])) if whole_month else (day, day)
    return None


def _event_day(p: Passage, verb: str, event: frozenset[str] = frozenset(), question: str = "") -> tuple[date, date] | None:
    """The day a sentence gives the event: the first time said within NEAR_CHARS after its
    verb (or a word of its stem: "the launch moves …"), the one moved to after "from … to"; in
    a sentence holding EVENT_WORDS_HELD of the `event`'s words (stems), not only the verb ("The
    first frost in Gyumri on 12 November" is no visit to Gyumri)."""
    said_words = [(m.end(), stem(m.group(0).casefold())) for m in re.finditer(r"[\w'’-]+", p.text)]
    if len(event & {w for _, w in said_words}) < min(EVENT_WORDS_HELD, len(event)):
        return None
    # (… or, where it says not the verb, after a word that moves it: "Maya's house purchase is delayed to December")
    ends = [end for end, w in said_words if w == verb] or [m.end() for m in _MOVED.finditer(p.text)]
    # (not a verb of a hope, nor another's deed in its clause: "Kasia arrives on 12 June" for "Did Tomek arrive …?")
    ends = [e for e in ends if not _HOPED.search(p.text[max(0, e - 60):e].rsplit(" ", 1)[0] + " ")
            and not another_did_it(question, re.split(r"[,;.!?]\s|\s(?:and|but)\s", p.text[:e])[-1])]
    if not ends:
        return None
    said = parse_day(p.said_on)
    for t in mentions(p.text, said):
        at = p.text.find(t.phrase)
        if at < 0 or not any(0 <= at - e <= NEAR_CHARS and not _DENIED.search(p.text[e:at]) for e in ends) \
                or _BOUND_BEFORE.search(p.text[max(0, at - 30):at]) or re.match(r"(?:before|after|by|until|till)\b", t.phrase, re.I):
            continue
        rest = p.text[at + len(t.phrase):]
        moved = [u for u in mentions(rest, said)[:1] if _FROM.search(p.text[:at]) and _TO.match(rest[:rest.find(u.phrase)])
                 or (after := _MOVED_AFTER.match(rest)) and rest.find(u.phrase) == after.end()]
        if (days := _days_of((moved or [t])[0].resolved)) is not None:
            first = _days_of(t.resolved) if moved else None
            if first and days[0] < first[0]:  # (a day moved to, said with no year, is after the one it left)
                days = tuple(d.replace(year=d.year + 1) if not (d.month == 2 and d.day == 29) else d for d in days)
            return days
    # (a month moved to, said bare: "delayed to December", of the chat's year or the next)
    m = next((m for m in _MOVED_TO_MONTH.finditer(p.text) if any(abs(m.start() - e) <= NEAR_CHARS for e in ends)), None)
    if m is None or said is None:
        return None
    month = MONTH_NAMES[m.group(1).casefold()]
    first = date(int(m.group(2)) if m.group(2) else said.year + (month < said.month), month, 1)
    return first, first.replace(day=calendar.monthrange(first.year, month)[1])


def against_bound(question: str, candidates: list[Passage]) -> tuple[str, Passage] | None:
    """("Yes"/"No" with the event's day, the sentence giving it) for a question bounding an
    event by a day, from the latest of `candidates` (not about someone else) that dates the
    event by its verb (the asked event's last word: "launched", "arrive", "filed"); None where
    none does or the day and the bound overlap."""
    asked = bounded_event(question)
    if asked is None:
        return None
    event, side, bound = asked
    verb = stem(event.split()[-1])
    words = frozenset(stem(w) for w in re.findall(r"[\w'’-]+", event)[1:] if w not in STOPWORDS)
    dated = [(p, days) for p in candidates if p.about != WRONG and (days := _event_day(p, verb, words, question)) is not None]
    if not dated:
        return None
    p, (first, last) = max(dated, key=lambda x: (x[0].said_on or "", x[0].score))
    limits = _bound_days(bound, first) or _bound_said(bound, [p for p, _ in dated] + candidates)
    if limits is None:
        return None
    if side == "before":
        yes = last < limits[0] if last < limits[0] or first >= limits[0] else None
    elif side == "after":
        yes = first > limits[1] if first > limits[1] or last <= limits[1] else None
    elif side == "by":
        yes = last <= limits[1] if last <= limits[1] or first > limits[1] else None
    else:  # (on the day planned: within it, or wholly off it)
        yes = limits[0] <= first and last <= limits[1] if limits[0] <= first and last <= limits[1] \
            or last < limits[0] or first > limits[1] else None
    if yes is None:
        return None
    day = long_date(first) if first == last else f"{calendar.month_name[first.month]} {first.year}"
    return f"{'Yes' if yes else 'No'} ({day})", p
