"""Time phrases in a sentence, resolved against the date of the chat that says them:
"yesterday" in the chat of 13 January 2024 is 12 January 2024, "for about 10 years now"
in a chat of December 2023 is since about 2013. An answer to a *when* question is often
only a relative phrase, and the chat's date is what turns it into an answer.

    mentions("I dyed my hair yesterday", date(2024, 1, 13))
    → [TimeMention("yesterday", "12 January 2024")]

Dates written out ("on 7 Jan", "in 2019", "2024-01-12") are mentions too, with the
chat's year added where the text leaves it out.
"""

from __future__ import annotations

import bisect
import calendar
import re
from dataclasses import dataclass
from functools import lru_cache
from datetime import date, timedelta
from .holidays import NAMES as HOLIDAY_NAMES, SEASONS as HOLIDAY_SEASONS, holiday_on
from .lazy_pattern import lazy

MONTH_NAMES = {m.casefold(): i for i, m in enumerate(calendar.month_name) if m}
MONTH_NAMES.update({m.casefold(): i for i, m in enumerate(calendar.month_abbr) if m})
MONTH_NAMES["sept"] = 9
WEEKDAYS = {d.casefold(): i for i, d in enumerate(calendar.day_name)}
NUMBER_WORDS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20,
    "thirty": 30, "couple of": 2, "a couple of": 2,
}
SEASONS = {"spring": 3, "summer": 6, "autumn": 9, "fall": 9, "winter": 12}
MAX_TEXT = 50_000  # characters of one text read for time phrases (a sentence is far shorter)
# A year on its own counts only in this range: "1000 steps" or "2500 kcal" are not years.
YEARS = range(1950, 2100)

_NUM = r"(\d{1,3}|a couple of|couple of|" + "|".join(sorted((w for w in NUMBER_WORDS if " " not in w), key=len, reverse=True)) + r")"
_UNIT = r"(day|week|month|year)s?"
_VAGUE = r"(a few|few|several|some|many|a couple|couple)"
_MONTH = r"(" + "|".join(sorted(MONTH_NAMES, key=len, reverse=True)) + r")\.?"
_DAY = r"(\d{1,2})(?:st|nd|rd|th)?"

_PATTERNS = [
    # "Christmas", "the Saturday before Christmas", "the weekend after Easter", "last Halloween"
    ("holiday", lazy(r"\b(?:(?:the\s+)?(day|weekend|week|" + "|".join(WEEKDAYS) + r")\s+(before|after)\s+)?"
                     r"(?:(on|at|before|after|by|until|till|since|around)\s+)?(?:(last|this|next)\s+)?(" + HOLIDAY_NAMES
                     + r")\b(?:,?\s+((?:19|20)\d\d)\b)?", re.I)),
    ("day_before", lazy(r"\bthe day before yesterday\b", re.I)),
    ("day_after", lazy(r"\bthe day after tomorrow\b", re.I)),
    ("yesterday", lazy(r"\b(?:yesterday|last night)\b", re.I)),
    ("tomorrow", lazy(r"\btomorrow\b", re.I)),
    ("ago_today", lazy(r"\b" + _NUM + r" " + _UNIT + r" ago today\b", re.I)),  # "three weeks ago today": that day
    ("today", lazy(r"\b(today|tonight|this (?:morning|afternoon|evening))\b", re.I)),
    ("ago", lazy(r"\b" + _NUM + r" " + _UNIT + r" ago\b", re.I)),
    # No number: "a few years ago", "in a few weeks" are said as they are, against the day.
    ("vague_ago", lazy(r"\b" + _VAGUE + r" " + _UNIT + r" ago\b", re.I)),
    ("vague_in", lazy(r"\bin " + _VAGUE + r" " + _UNIT + r"\b", re.I)),
    ("in_n", lazy(r"\bin " + _NUM + r" " + _UNIT + r"\b", re.I)),
    ("for_n", lazy(r"\bfor (?:about |around |over |almost |nearly |roughly |more than |)" + _NUM + r" "
                   + _UNIT + r"\b", re.I)),
    # "the week before last", "the Wednesday before last": one more back than "last week"
    # (not "a week before last Christmas", "the Friday before last month's meeting")
    ("before_last", lazy(r"\b(?:the )?(week|weekend|month|year|" + "|".join(WEEKDAYS) + r") before last\b"
                         r"(?!\s+(?:year|month|week|weekend|night|time|christmas|easter|summer|winter|spring|autumn|\w+day"
                         r"|\w+['’]s)\b)", re.I)),
    ("rel_unit", lazy(r"\b(last|this|next|past|coming) (week|weekend|month|year)\b", re.I)),
    ("rel_season", lazy(r"\b(last|this|next) (spring|summer|autumn|fall|winter)\b", re.I)),
    # (not one the date follows: "on Monday 3 November" is 3 November)
    ("rel_weekday", lazy(r"\b(last|this|next|on|this past|this coming) (" + "|".join(WEEKDAYS) + r")\b"
                         r"(?!,?\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?\s+(?:" + "|".join(MONTH_NAMES) + r")\b)", re.I)),
    ("iso", lazy(r"\b(\d{4})-(\d{2})-(\d{2})\b")),
    ("dotted", lazy(r"\b(\d{1,2})[./](\d{1,2})[./](\d{4})\b")),
    # "from 3 to 13 August": the day it began, besides the one it ended ("13 August", below)
    ("range_start", lazy(r"\b(?:from |between )?" + _DAY + r"\s?(?:to|and|until|till|-|–)\s?(?=" + _DAY + r"(?: of)? "
                         + _MONTH + r"(?:,? (\d{4}))?\b)", re.I)),
    ("day_month", lazy(r"\b" + _DAY + r"(?: of)? " + _MONTH + r"(?:,? (\d{4}))?\b", re.I)),
    ("month_day", lazy(r"\b" + _MONTH + r" " + _DAY + r"\b(?:,? (\d{4}))?", re.I)),
    ("month_year", lazy(r"\b(?:in |since |during |by |until )?" + _MONTH + r",? (\d{4})\b", re.I)),
    ("year", lazy(r"\b(?:in|since|from|until|by|around|during|back in) (\d{4})\b", re.I)),
    # "we now fly out on the 25th", said on 5 October: a day of this month or the next
    # (… and no ordinal of a thing: "on the 3rd day", "on the 4th floor", "after the 2nd session")
    ("day_alone", lazy(r"\b(?:on|by|until|till|from|before|after|since) the (\d{1,2})(?:st|nd|rd|th)\b"
                       r"(?=\s*(?:[.,;:!?)]|$|(?:and|but|so|because|at|in|for|to|with|when|then|instead|or|as|if"
                       r"|until|this|next|which|since|after|before|we|i|he|she|they|it|you|was|were|is|went|will)\b))", re.I)),
    # "I started in September", said on 13 November 2024: September 2024.
    ("month_alone", lazy(r"\b(in|since|during|early|late|mid|last|this|next|by|until) (?:-)?("
                         + "|".join(calendar.month_name[1:]) + r")\b(?!,? \d)", re.I)),
    # … or a break named by its month: "in the October school holidays", "over the May bank holiday"
    ("month_break", lazy(r"\b(in|during|over|for|at) the (" + "|".join(calendar.month_name[1:])
                         + r") (?:school |bank |long |half[- ]term )?(?:holidays?|half[- ]term|break|week|weekend|recess"
                           r"|vacation)\b", re.I)),
]
# Every pattern above holds a digit or one of these words: a sentence without any has no
# time phrase (most sentences, and the patterns are many).
_GATE = lazy(r"\d|\b(yesterday|tomorrow|today|tonight|night|ago|morning|afternoon|evening|(?:day|week|weekend|month"
             r"|year)s?|spring|summer|autumn|fall|winter|christmas|easter|halloween|thanksgiving|fourth|"
             + "|".join([*WEEKDAYS, *MONTH_NAMES]) + r")\b", re.I)
# Perfect tense: "for 10 years" means "since 2013" only in "I've been skiing for 10 years".
_PERFECT = lazy(r"\b(been|have|has|'ve|’ve)\b", re.I)
# "may" and "march" are months only next to a day or a year (the patterns above need one).
_AMBIGUOUS_MONTHS = frozenset({"may", "march"})


@dataclass(frozen=True)
class TimeMention:
    phrase: str  # as written in the sentence
    resolved: str  # what it means, written out ("12 January 2024", "the week of 1 May 2023")
    relative: bool  # resolved against the chat's date (else written out in the text)


def long_date(d: date) -> str:
    return f"{d.day} {calendar.month_name[d.month]} {d.year}"


def month_year(year: int, month: int) -> str:
    return f"{calendar.month_name[month]} {year}"


def _number(text: str) -> int | None:
    text = text.casefold()
    if text.isdigit():
        return int(text)
    return NUMBER_WORDS.get(text)


def _shift_months(d: date, months: int) -> tuple[int, int]:
    n = d.year * 12 + d.month - 1 + months
    return n // 12, n % 12 + 1


def _monday(d: date) -> date:
    return d - timedelta(days=d.weekday())


def _span(unit: str, d: date, steps: int) -> str:
    """The day, week, month or year `steps` units away from `d`, written out."""
    unit = unit.casefold().rstrip("s")
    if unit == "day":
        return long_date(d + timedelta(days=steps))
    if unit == "week":
        return f"the week of {long_date(_monday(d + timedelta(weeks=steps)))}"
    if unit == "month":
        return month_year(*_shift_months(d, steps))
    return str(d.year + steps) if 1 <= d.year + steps <= 9999 else ""


_NOT = lazy(r"\b(?:not|never|haven't|hasn't|hadn't|didn't|n't)\b|n't\b", re.I)
# The verbs that move a date ("postponed from 16 June to 8 September")
MOVING = "moved|postponed|rescheduled|pushed back|brought forward|put back|put off|delayed"
# "left" the past of leaving, not the side: "a left knee replacement in May" is to come
_LEFT = (r"(?<!\ba )(?<!\bthe )(?<!\bmy )(?<!\bhis )(?<!\bher )(?<!\bour )(?<!\btheir )(?<!\byour )(?<!\bon )(?<!\bturn )"
         r"left(?! (?:knee|hip|leg|arm|hand|foot|eye|ear|side|shoulder|wrist|ankle|elbow|lane|turn|wing|breast|lung|kidney)\b)")
_FUTURE_TENSE = lazy(r"\b(will|'ll|’ll|going to|gonna|plan|plans|planning|want to|hope to|about to)\b", re.I)
_PAST_TENSE = lazy(r"\b(was|were|had|did|went|took|saw|got|came|made|spent|visited|captured|\w{3,}ed"
                  r"|(?<!\bbe )born)\b", re.I)  # ("Born on the 9th", not "due to be born on the 9th")
# More pasts ("The choir sang at a street party on Thursday"), where nothing in the sentence
# is now or to come ("I bought tickets for the gig on Friday, can't wait!", "she's visiting on Sunday")
_IRREGULAR_PAST = lazy(r"\b(died|sang|gave|ran|won|lost|met|bought|" + _LEFT + r"|began|ate|drank|wrote|found|flew|drove|swam|fell|broke"
                       r"|sold|brought|caught|taught|felt|kept|slept|heard|held|paid|rode|threw|wore|woke|sat|stood|grew"
                       r"|shot|led|built|dug|fed|hung|shook|spoke|stole)\b", re.I)
_NOW_OR_TO_COME = lazy(r"\b(?:is|are|am)\b|['’](?:s|re)\s+\w+ing\b|can['’]?t wait|\bneed to\b|\bwill\b|['’]ll\b"
                       r"|\bgoing to\b|\bgonna\b|\?", re.I)
_PROGRESSIVE = lazy(r"\b(?:is|are|am|i['’]m|we['’]re|they['’]re|he['’]s|she['’]s)\s+(?!(?:amazing|interesting|exciting"
                    r"|boring|annoying|relaxing|tiring|loving|charming|stunning|confusing|surprising)\b)\w+ing\b", re.I)
# Past beyond doubt, in the words before a month (not "getting married", whose "-ed" is no past).
_PAST_AUX = lazy(r"\b(was|were|had|did|went|took|saw|came|spent|visited|met|gave|got|made|bought|" + _LEFT + r"|began|"
                 r"started|adopted|moved|never|yesterday|ago|last|been|happened)\b", re.I)
# A present that tells of a date ahead: "I move there in April", "it comes out in January", "it's in June".
_SCHEDULED = lazy(r"\b(?:move|moves|start|starts|begin|begins|open|opens|come out|comes out|launch|launches|ends|expires"
                  r"|leave|leaves|return|returns|arrive|arrives|graduate|graduates|turns|due|scheduled"
                  r"|(?<=\w )(?<!\bi )(?<!\bwe )(?<!\bthey )(?<!\bhe )(?<!\bshe )(?<!\byou )(?<!\bthan )expected)\b"  # (not "we expected", "later than expected")
                  r"|(?:['’]re|['’]m|\bis|\bare|\bam)\s+off\b|\bit['’]s(?: in| on)?\s*$", re.I)  # "It's in June", not "It's been freezing in …"
_ARRANGED = lazy(r"\b(?:will|'ll|’ll|going to|gonna|hop(?:e|es|ed|ing) to|want(?:s|ed)? to|plan\w* to|about to"
                 r"|book\w*|schedul\w*|arrang\w*|due|told)\b", re.I)
_HABIT = lazy(r"\b(usually|always|every|often|normally|typically)\b", re.I)
_CLAUSE_BREAK = lazy(r"[.;:!?]|,\s|\b(?:and|but|because|so|when|while|which|that)\b", re.I)


def _clause_before(text: str, at: int) -> str:
    """The clause leading up to position `at`, of its 80 characters before at most."""
    return _CLAUSE_BREAK.split(text[max(0, at - 80):at])[-1]


def _tells_past(clause: str, told: str | None = None) -> bool:
    """Whether a clause tells of the past (read in `told`, its words a test may narrow), and
    not of what is arranged: "I've booked the restaurant for …", "we were hoping to fly out
    on …" are to come."""
    told = clause if told is None else told
    return bool(_PAST_AUX.search(told) or _PAST_TENSE.search(told)) and not _ARRANGED.search(clause)


def _past_shown(words: str) -> bool:
    """Whether words around a month tell of the past, by a verb or a recalling ("Kofi recalls a dust storm in …")."""
    return _tells_past(words) or bool(_IRREGULAR_PAST.search(words) or _RECALLED.search(words))


_RECALLED = lazy(r"\b(?:recall|recalls|remember|remembers|reminisc\w*|looks? back)\b", re.I)


def _to_come(text: str, at: int) -> bool:
    """Whether the clause leading up to a month at `at` tells of what is to come ("Dev is
    getting married in …", "we'll go in …"; not "we met in …", "I'm reading the book she
    gave me in …"). Only the 80 characters before it are read: a long run costs no more."""
    clause = _clause_before(text, at)
    if not clause.strip(" \t\"“”'-—"):  # the month opens its clause: "in May Radio Cordillera opens a studio",
        after = re.split(r"[.;:!?]|,\s", text[at:at + 80])[0]  # "In June the choir sings …": said in the present, to come
        # (read up to its punctuation: "In August Lucía and Javi moved …" is past)
        return not (_PAST_AUX.search(after) or _PAST_TENSE.search(after) or _IRREGULAR_PAST.search(after)
                    or _HABIT.search(after))
    return bool(_FUTURE_TENSE.search(clause) or _PROGRESSIVE.search(clause)
                or _SCHEDULED.search(clause) and not _HABIT.search(clause)) and not _PAST_AUX.search(clause)


def _scheduled(clause: str) -> bool:
    """Whether a clause says a thing to come in the present ("Pavol, who leaves at Easter")."""
    return bool(_FUTURE_TENSE.search(clause) or _SCHEDULED.search(clause)) and not _HABIT.search(clause) \
        and not _PAST_AUX.search(clause) and not _PAST_TENSE.search(clause)


def _signed_up(text: str, at: int) -> bool:
    """Whether the clause leading up to a month at `at` signs up or books for something: the
    month is of the year it was said in, to come or past ("Rosa signed up for her first
    triathlon in June", said in February, is this June; "I signed up for PureGym in
    January", said in March, this January)."""
    clause = _clause_before(text, at)
    return bool(_SIGNED_UP.search(clause)) or bool(_ENTERED_IN.search(clause)) \
        and not _PAST_TENSE.search(text, at + 3, at + 80)


_SIGNED_UP = lazy(r"\b(?:sign(?:ed|s)? up|register(?:ed|s)?|enrol(?:l?ed|s)?|entered|booked|tickets?) (?:for|to|on)\b", re.I)
# … or someone entered in one ("Dai has entered me in the carving competition … in July"), when no
# outcome follows ("… in July and I came third!", told in January, is last July)
_ENTERED_IN = lazy(r"\b(?:entered|enrolled|signed up|registered) (?:me|him|her|us|them|[A-Z][a-z]+) (?:in|for)\b", re.I)


# "in nine years" looking back: after a "first" or a "not" in its clause
_LOOKS_BACK = lazy(r"(?:\b(?:first|not|never)\b|n't\b)[^.;:,!?]*$", re.I)  # (in its clause: "but we'll move in two years")
BACK_REACH = 60  # characters before "in nine years" read for it


@lru_cache(maxsize=8)
def _has_perfect(text: str) -> bool:
    return bool(_PERFECT.search(text))


def _last_weekday(said: date, weekday: int) -> date:
    """The last such weekday before the day said ("last Wednesday"; a week back on a Wednesday)."""
    return said - timedelta(days=(said.weekday() - weekday) % 7 or 7)


def _next_weekday(said: date, weekday: int) -> date:
    """The next such weekday after the day said ("next Wednesday"; a week on, on a Wednesday)."""
    return said + timedelta(days=(weekday - said.weekday()) % 7 or 7)


def _holiday_day(name: str, year: int, unit: str | None, side: str | None) -> date:
    """The day a holiday phrase means in one year: the holiday, or the day, weekday or weekend
    (its Saturday) before or after it; a week is named by the holiday's own day."""
    day = holiday_on(name, year)
    if unit == "day":
        return day + timedelta(days=-1 if side == "before" else 1)
    if unit == "weekend" and day.weekday() >= 5:  # (the weekend before Easter Sunday is the one before Easter's own)
        return day - timedelta(days=day.weekday() - 5) + timedelta(days=-7 if side == "before" else 7)
    weekday = 5 if unit == "weekend" else WEEKDAYS.get(unit or "")
    if weekday is None:
        return day
    return _last_weekday(day, weekday) if side == "before" else _next_weekday(day, weekday)


def _holiday(groups: tuple, said: date, tense: str) -> str:
    """What a holiday phrase means ("the Saturday before Christmas", said on 6 January 2024: 23
    December 2023): its groups (a unit or weekday before or after, "before"/"after", a
    preposition, "last"/"this"/"next", the holiday, a year written after it), folded. With a
    year, of that year; else of "last"/"next" Christmas before or after the day said; else the
    one before the day said in a past sentence (`tense`), after it in one of what is to come,
    and otherwise the nearest ("I'm working Christmas Day", said on 16 December)."""
    unit, side, preposition, which, name, year = groups
    if name in HOLIDAY_SEASONS and not (unit or preposition or which or year):
        return ""
    if year:
        day = _holiday_day(name, int(year), unit, side)
    else:
        days = [(_holiday_day(name, said.year + k, unit, side), holiday_on(name, said.year + k)) for k in (-1, 0, 1)]
        if which == "last":
            day = max(d for d, h in days if h < said)
        elif which == "next":
            day = min(d for d, h in days if h > said)
        elif tense == "past" and (past := [d for d, _ in days if d <= said]):
            day = max(past)
        elif tense == "future" and (future := [d for d, _ in days if d >= said]):
            day = min(future)
        else:
            day = min((d for d, _ in days), key=lambda d: (abs((d - said).days), d > said))
    if unit == "week":
        return f"the week {side} {long_date(day)}"
    if unit == "weekend":
        return f"the weekend of {long_date(day)}"
    return long_date(day)


def _this_saturday(said: date) -> date:
    """The Saturday of this weekend: the one coming, or the one begun when said on a weekend."""
    return said + timedelta(days=5 - said.weekday()) if said.weekday() <= 5 else said - timedelta(days=1)


def _resolve(kind: str, m: re.Match, said: date) -> str:
    g = [x.casefold() if x else x for x in m.groups()]
    if kind == "holiday":
        # (its own clause first: "Pavol Ilavský, who leaves at Easter, the porter Maroš carried …")
        own = _clause_before(m.string, m.start()) + " " + _CLAUSE_BREAK.split(m.string[m.end():m.end() + 60])[0]
        tense = "future" if _scheduled(own) or _FUTURE_TENSE.search(m.string) \
            else "past" if _PAST_TENSE.search(m.string) else ""
        return _holiday(tuple(g), said, tense)
    if kind == "day_before":
        return long_date(said - timedelta(days=2))
    if kind == "day_after":
        return long_date(said + timedelta(days=2))
    if kind == "yesterday":
        return long_date(said - timedelta(days=1))
    if kind == "tomorrow":
        return long_date(said + timedelta(days=1))
    if kind == "today":
        return long_date(said)
    if kind in ("vague_ago", "vague_in"):
        if g[0] in ("a couple", "couple"):  # "a couple years ago": two, as "a couple of years ago"
            return _span(g[1], said, -2 if kind == "vague_ago" else 2)
        few, unit = ("a few" if g[0] == "few" else g[0]), g[1]
        anchor = str(said.year) if unit == "year" else long_date(said)
        # "I haven't seen him in a few years": the perfect looks back.
        back = kind == "vague_ago" or _has_perfect(m.string) or bool(_NOT.search(m.string))
        return f"{few} {unit}s {'before' if back else 'after'} {anchor}"
    if kind == "ago_today":
        n, unit = _number(g[0]), g[1].casefold()
        if n is None or n > 200:
            return ""
        if unit in ("month", "year"):
            y, mo = _shift_months(said, -n * (12 if unit == "year" else 1))
            return long_date(date(y, mo, min(said.day, calendar.monthrange(y, mo)[1])))
        return long_date(said - timedelta(days=n * (7 if unit == "week" else 1)))
    if kind in ("ago", "in_n", "for_n"):
        n = _number(g[0])
        if n is None or n > 200:
            return ""
        if kind == "in_n" and (back := _LOOKS_BACK.search(m.string, max(0, m.start() - BACK_REACH), m.start())) \
                and not _FUTURE_TENSE.search(back.group(0)):
            return ""  # "the first cubs at the park in nine years", "not seen him in three years": no date to come
        if kind == "for_n":
            if not _has_perfect(m.string):
                return ""
            start = _span(g[1], said, -n)
            return f"since about {start}" if g[1].startswith(("year", "month")) else f"since {start}"
        return _span(g[1], said, -n if kind == "ago" else n)
    if kind == "before_last":
        if g[0] in WEEKDAYS:  # the one before last Wednesday
            return long_date(_last_weekday(said, WEEKDAYS[g[0]]) - timedelta(days=7))
        if g[0] == "weekend":
            return f"the weekend of {long_date(_this_saturday(said) - timedelta(days=14))}"
        return _span(g[0], said, -2)
    if kind == "rel_unit":
        which, unit = g
        steps = {"last": -1, "past": -1, "this": 0, "next": 1, "coming": 1}[which]
        if unit == "weekend":
            saturday = _this_saturday(said)
            if steps < 0:
                saturday -= timedelta(days=7)
            elif steps > 0 and said.weekday() >= 5:
                saturday += timedelta(days=7)
            return f"the weekend of {long_date(saturday)}"
        return _span(unit, said, steps)
    if kind == "rel_season":
        which, season = g
        first = SEASONS[season]
        year = said.year
        if which == "last":
            year -= 0 if said.month > first + 2 else 1
        elif which == "this" and said.month < first and _PAST_TENSE.search(m.string):
            year -= 1  # "this summer" said in January, of what was: the summer before
        elif which == "next":
            year += 1 if said.month >= first else 0
        return f"{season} {year}"
    if kind == "rel_weekday":
        which, day = g
        target = WEEKDAYS[day]
        if which == "this":
            return long_date(_monday(said) + timedelta(days=target))
        # "On Saturday we went hiking", said on a Monday: the Saturday before; "on Friday
        # I will …": the one coming. Neither tense shown: unresolved.
        ahead = which in ("next", "this coming") or (which == "on" and bool(_FUTURE_TENSE.search(m.string)))
        back = which in ("last", "this past") or (which == "on" and not ahead and bool(
            _PAST_TENSE.search(m.string) or _IRREGULAR_PAST.search(m.string) and not _NOW_OR_TO_COME.search(m.string)))
        if ahead:
            return long_date(_next_weekday(said, target))
        if back:
            return long_date(_last_weekday(said, target))
        return ""
    if kind == "day_alone":
        # A day of the month alone: the one before the day it was said when the clause tells
        # of the past ("it arrived on the 3rd"), else the one to come ("we fly out on the 25th").
        day = int(g[0])
        months = [_shift_months(said, k) for k in (-1, 0, 1)]
        days = [date(y, mo, day) for y, mo in months if day <= calendar.monthrange(y, mo)[1]]
        # (… or the words after it do: "The wedding on the 21st was magic")
        clause = _clause_before(m.string, m.start()) + " " \
            + (verb.group(0) if (verb := _VERB_NEXT.match(m.string, m.end())) else "")
        if _tells_past(clause):
            before = [d for d in days if d <= said]
            return long_date(before[-1]) if before else ""
        after = [d for d in days if d >= said]
        return long_date(after[0]) if after else ""
    if kind in ("month_alone", "month_break"):
        which, name = g
        which = which if kind == "month_alone" or which == "in" else "during"
        month = MONTH_NAMES[name]
        if name in _AMBIGUOUS_MONTHS and not m.group(2)[:1].isupper():
            return ""  # "in may be", "in march order"
        # "Dev is getting married in October" (said in June): the October to come.
        ahead = which in ("next", "by", "until") or (which in ("in", "during", "early", "late", "mid")
                                                     and _to_come(m.string, m.start()))
        if which == "this" or which == "in" and _signed_up(m.string, m.start()):
            year = said.year
        elif ahead:
            year = said.year + (1 if month < said.month or (which == "next" and month == said.month) else 0)
        elif which in ("in", "during", "early", "late", "mid") and (month - said.month) % 12 < (said.month - month) % 12 \
                and (not _past_shown(_clause_before(m.string, m.start()) + " " + m.string[m.end():m.end() + 60])
                     or _MOVED_TO_MONTH.search(_clause_before(m.string, m.start()))):
            # no tense shown, or a date moved to it: the nearer ("I can enter … in January", "the open day was
            # moved from Easter to late May", said in January)
            year = said.year + (1 if month < said.month else 0)
        else:
            year = said.year - (1 if month > said.month or (which == "last" and month == said.month) else 0)
        return month_year(year, month)
    return ""


_MOVED_TO_MONTH = lazy(rf"\b(?:{MOVING})\b[^.;!?]*\b(?:to|until|till)\s+(?:the\s+)?$", re.I)
_VERB_NEXT = lazy(r"\s*(?:was|were|went|had|did|came|is|are|will)\b")  # the verb right after a day ("on the 21st was")


def _absolute(kind: str, m: re.Match, said: date | None) -> str:
    g = m.groups()
    try:
        if kind == "iso":
            return long_date(date(int(g[0]), int(g[1]), int(g[2])))
        if kind == "dotted":
            return long_date(date(int(g[2]), int(g[1]), int(g[0])))
        if kind == "range_start":
            month = MONTH_NAMES[g[2].casefold()]
            year = int(g[3]) if g[3] else (_year_of(m, said, month, int(g[1])) or said.year if said else None)
            if int(g[0]) > int(g[1]):  # "from 28 to 4 August": 28 July
                year, month = (year - 1, 12) if month == 1 and year else (year, month - 1 or 12)
            return long_date(date(year, month, int(g[0]))) if year else f"{int(g[0])} {calendar.month_name[month]}"
        if kind in ("day_month", "month_day"):
            day, month = (g[0], g[1]) if kind == "day_month" else (g[1], g[0])
            year = int(g[2]) if g[2] else (said.year if said else None)
            if not g[2] and said:
                year = _year_of(m, said, MONTH_NAMES.get(month.casefold(), 0), int(day)) or year
            if month.casefold() in _AMBIGUOUS_MONTHS and not g[2] and kind == "month_day" \
                    and not (month[:1].isupper() and (not re.search(r"(?:^|[.!?:]\s*)$", m.string[:m.start()])
                                                      or re.search(r"\d(?:st|nd|rd|th)\b", m.group(0)))):
                return ""  # "may 4 of us come", not "March 4th" or "… on May 7"
            if year is None:
                return f"{int(day)} {calendar.month_name[MONTH_NAMES[month.casefold()]]}"
            return long_date(date(year, MONTH_NAMES[month.casefold()], int(day)))
        if kind == "month_year":
            year = int(g[1])
            return month_year(year, MONTH_NAMES[g[0].casefold()]) if year in YEARS else ""
        if kind == "year":
            return g[0] if int(g[0]) in YEARS else ""
    except (ValueError, KeyError):
        return ""
    return ""


def _year_of(m: re.Match, said: date, month: int, day: int) -> int:
    """The year of a day and month said without one: the year it was said in, unless the
    weekday said with it is another year's ("Saturday 13 January", said in October 2023:
    2024), the clause tells of what is to come and the day is past ("they start on 13 May",
    said in June: next May), or the day is more than half a year away ("has 13 and 14 January
    off", said on 2 December: the January after; "on 28 December", said on 5 January: the
    December before)."""
    options = {}
    for y in (said.year - 1, said.year, said.year + 1):
        try:
            options[y] = date(y, month, day)
        except (ValueError, OverflowError):
            pass
    if said.year not in options:
        return 0
    base = options[said.year]
    named = _WEEKDAY_BEFORE.search(m.string[max(0, m.start() - 20):m.start()])
    if named:
        weekday = WEEKDAYS[named.group(1).casefold()]
        if base.weekday() != weekday:
            fits = [d for d in options.values() if d.weekday() == weekday]
            return min(fits, key=lambda d: abs((d - said).days)).year if fits else said.year
        return said.year
    if _to_come(m.string, m.start()):
        return said.year + 1 if base < said and said.year + 1 in options else said.year
    # (a past verb moves no day back: "got a place on the course starting on 4 September", said in
    # July; but it keeps one in the past: "Maya was born on 2 February", said in September)
    if abs((base - said).days) > HALF_A_YEAR:
        clause = _clause_before(m.string, m.start())
        past = _tells_past(clause, re.sub(r"(?<=\s)[A-Z][\w'’-]*", "", clause))  # (its own words: "the Met Office")
        near = [d for d in options.values() if d <= said or not past]
        return min(near or options.values(), key=lambda d: abs((d - said).days)).year
    return said.year


HALF_A_YEAR = 183  # days: a day and month said further off than this without a tense is of the nearer year
_WEEKDAY_BEFORE = lazy(r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday),?\s+(?:the\s+)?$", re.I)


def mentions(text: str, said: date | None) -> list[TimeMention]:
    """The time phrases of `text`, each with what it means; relative ones only when the
    date the text was said on is known. Overlapping phrases: the first pattern wins."""
    text = text[:MAX_TEXT]
    if not _GATE.search(text):
        return []
    out: list[tuple[int, TimeMention]] = []
    starts: list[int] = []  # the phrases taken so far, which never overlap: sorted by start …
    ends: list[int] = []  # … with their ends, so an overlap is found next to where a phrase would go
    for kind, pattern in _PATTERNS:
        for m in pattern.finditer(text):
            i = bisect.bisect_left(starts, m.start())
            if (i < len(starts) and starts[i] < m.end()) or (i > 0 and ends[i - 1] > m.start()):
                continue
            relative = kind not in ("iso", "dotted", "range_start", "day_month", "month_day", "month_year", "year")
            try:
                if relative:
                    resolved = _resolve(kind, m, said) if said else ""
                else:
                    resolved = _absolute(kind, m, said)
            except (OverflowError, ValueError):  # "yesterday" said on 1 January of year 1
                resolved = ""
            if not resolved:
                continue
            starts.insert(i, m.start())
            ends.insert(i, m.end())
            out.append((m.start(), TimeMention(m.group(0), resolved, relative)))
    return [t for _, t in sorted(out, key=lambda x: x[0])]


def still_to_come(resolved: str, said: date) -> bool:
    """Whether a resolved time ("18 June 2023", "June 2023") lies wholly after the day it
    was said on: what was then a plan."""
    parts = resolved.split()
    try:
        if len(parts) == 3 and parts[1].casefold() in MONTH_NAMES:
            return date(int(parts[2]), MONTH_NAMES[parts[1].casefold()], int(parts[0])) > said
        if len(parts) == 2 and parts[0].casefold() in MONTH_NAMES:
            return (int(parts[1]), MONTH_NAMES[parts[0].casefold()]) > (said.year, said.month)
    except ValueError:
        return False
    return False


# "Which evening is my Welsh class on now?", "What day does the market run?": a day of the week
WEEKDAY_ASKED = lazy(r"^\W*(?:on )?(?:which|what) (?:day|evening|night|morning|afternoon)s?(?: of the week)?"
                     r" (?:is|are|does|do)\b", re.I)
_WEEKDAY_SAID = lazy(r"\b(" + "|".join(WEEKDAYS) + r")s?\b", re.I)


def weekday_in(text: str) -> str:
    """The last day of the week a sentence names ("moved to Thursdays" → "Thursday"), not one
    it says no of ("on Thursdays now, not Wednesdays"), or ""."""
    days = [m.group(1) for m in _WEEKDAY_SAID.finditer(text) if not _NOT_THE_DAY.search(text, 0, m.start())]
    return days[-1].capitalize() if days else ""


_NOT_THE_DAY = lazy(r"\b(?:not|no longer|instead of|rather than)\s+(?:on\s+)?$", re.I)


def without_dates(text: str) -> str:
    """`text` with the dates it writes out blanked: their numbers are no count or amount it
    says ("How many times did Nicolas call on 3 Jan 2024?", "On 3 January I called mum
    twice"), a day of a month with no year too."""
    for t in mentions(text, None):
        if not t.relative:
            text = text.replace(t.phrase, " " * len(t.phrase))
    return without_month_days(text)


def without_month_days(text: str) -> str:
    """`text` with its days of a month ("3 January", "March 3rd") blanked."""
    return _DAY_OF_MONTH.sub(lambda m: " " * len(m.group(0)), text)


_MONTH_WORD = "|".join(sorted((m for m in MONTH_NAMES if m != "may"), key=len, reverse=True))
_DAY_OF_MONTH = lazy(rf"\b\d{{1,2}}(?:st|nd|rd|th)?(?:\s+of)?\s+(?:{_MONTH_WORD}|May)\b\.?"
                     rf"|\b(?:{_MONTH_WORD}|May)\.?\s+\d{{1,2}}(?:st|nd|rd|th)?\b(?!\s*(?:%|[a-z]))", re.I)


@lru_cache(maxsize=4096)
def parse_day(value: str) -> date | None:
    """A chat's ISO date, or None when it has none or an unusable one."""
    try:
        return date.fromisoformat(str(value)[:10])
    except (TypeError, ValueError):
        return None
