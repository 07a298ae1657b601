"""The short answer of a *when* or *how long* question, cut from its sentence: the date the
sentence gives (resolved against the day it was said), the season its tense places, a time
of life it names ("when I was in high school"), a clock time for "at what time", else the
chat's date (not stated by the sentence); and the length of time it gives.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date

from ..text import STOPWORDS, stem
from .asked import DURATION, FREQUENCY
from .when import MOVING, TimeMention, long_date, mentions
from .words import CLAUSE, nearest, words_of
from .lazy_pattern import lazy

MAX_AT = 64  # question words and time phrases of one sentence weighed against each other, at most
# A gap between two times, not a time: "finished about 20 minutes ahead of me"
BY_THAT_MUCH = lazy(r"\s+(?:ahead|behind|faster|slower|quicker|earlier|later|longer|shorter|off|more|less)\b", re.I)
_SEASON = lazy(r"\b(?:in |during |over |this |last |next )?(?:the )?(spring|summer|autumn|fall|winter)"
               r"(?: break| vacation| holidays?)?\b", re.I)
_FUTURE = lazy(r"\b(will|plan|plans|planning|going to|gonna|next|want to|hope to|intend|about to)\b", re.I)
_PAST = lazy(r"\b(last|ago|went|was|were|had|did|spent|visited|travelled|traveled)\b", re.I)


def _clause_of(body: str, at: int) -> tuple[int, int]:
    """The span of the clause (between full stops, semicolons) holding position `at`."""
    start = max(body.rfind(x, 0, at) for x in (". ", "; ", "! ", "? "))
    ends = [i for i in (body.find(x, at) for x in (". ", "; ", "! ", "? ")) if i >= 0]
    return (start + 1 if start >= 0 else 0), (min(ends) if ends else len(body))


def _season(body: str, said: date, at: list[int]) -> str:
    """A season said without a year in the clause of the question's words, placed by the
    sentence's tense: "plans to visit … in the summer" (said in January 2024) → "summer
    2024", "went … last winter" → the winter before; "" when the tense does not say."""
    m = _SEASON.search(body)
    if not m or not re.match(r"(in|during|over|this|last|next)\b", m.group(0), re.I):
        return ""
    if not any(a <= m.start() < b for a, b in {_clause_of(body, x) for x in at}):
        return ""
    season = m.group(1).casefold()
    month = {"spring": 3, "summer": 6, "autumn": 9, "fall": 9, "winter": 12}[season]
    if _FUTURE.search(body):
        return f"{season} {said.year if month >= said.month else said.year + 1}"
    if _PAST.search(body):
        return f"{season} {said.year if month + 2 < said.month else said.year - 1}"
    return ""


def _vagueness(resolved: str) -> int:
    if re.match(r"(the )?\d{1,2} [A-Z]|\d{1,2} [A-Z]|the (monday|tuesday|wednesday|thursday|friday|saturday|sunday)",
                resolved, re.I):
        return 0
    if resolved.startswith(("the week", "the weekend")):
        return 1
    if re.match(r"[A-Z][a-z]+ \d{4}$", resolved):
        return 2
    return 3


# … said before "since": the time a thing was last done, not when it was done again ("had never turned since 1958";
# but "has not smoked since March 2019" is when Maria quit, "never in the office, since 2020" when Jo began)
_LAST_BEFORE = lazy(r"\b(?:(?:first|1st)(?:\s+time)?|never\s+(?:been|[a-z]+(?:ed|en|wn|ne|un|ng)))\s*[,!]?\s*$", re.I)


def when_of(body: str, said: date | None, is_question_word: Callable[[str], bool] = lambda w: False,
            head: str = "") -> tuple[str, bool]:
    """(the date sentence `body` gives, True) or (its chat's date `said`, False). Of several
    time phrases, the one in the clause of the question's words, nearest them; first, one in
    the clause of `head`, the question's last word, which names the event ("When was my book
    launch?": "the book arrived on 2 September; the launch is on 18 September")."""
    found = mentions(body, said)
    if not is_question_word("last"):  # ("for the first time since 1958": when it was last, not now)
        found = [t for t in found if not (t.phrase.casefold().startswith("since ")
                                          and _LAST_BEFORE.search(body, 0, max(0, body.find(t.phrase))))]
    at = [m.start() for m in words_of(body) if is_question_word(m.group(0))]
    spans = {_clause_of(body, a) for a in at[:MAX_AT]}  # the clauses of the question's words
    if found and at:
        at = at[:MAX_AT]
        places = {t.phrase: body.find(t.phrase) for t in found[:MAX_AT]}
        near = [t for t in found[:MAX_AT] if any(a <= places[t.phrase] < b for a, b in spans)]
        # … or the fragment right after that clause, which gives its time: "I bought a campervan. Last Saturday."
        # (a time alone, or before a comma: not "Next month the fixed deal ends", another thing's time)
        near = near or [t for t in found[:MAX_AT] if any(
            not re.sub(r"[\s.!?;]", "", body[b:places[t.phrase]]) and len(body[places[t.phrase]:].split(".")[0].split()) <= 8
            and re.match(r"\s*(?:[,.!?;]|$)", body[places[t.phrase] + len(t.phrase):]) for _, b in spans)]
        # A day says more than a week, a week more than a month or a year; then the nearest.
        heads = [_clause_of(body, m.start()) for m in words_of(body) if head and stem(m.group(0).casefold()) == stem(head)]
        found = sorted(near, key=lambda t: (_vagueness(t.resolved), not any(a <= places[t.phrase] < b for a, b in heads),
                                            min(abs(places[t.phrase] - a) for a in at))) if near else []
    if found:
        t = _moved_to(body, found[0], found)
        if t.relative and said:
            m = re.fullmatch(r"(last|past|next|coming|this) (week|weekend)", t.phrase.casefold())
            if m and m.group(1) != "this":
                side = "before" if m.group(1) in ("last", "past") else "after"
                return f"the {m.group(2)} {side} {long_date(said)}", True
            m = re.fullmatch(r"(last|next) (monday|tuesday|wednesday|thursday|friday|saturday|sunday)", t.phrase.casefold())
            if m:
                side = "before" if m.group(1) == "last" else "after"
                return f"the {m.group(2).capitalize()} {side} {long_date(said)}", True
        season = _SEASON.search(body)
        if season and re.fullmatch(r"\d{4}", t.resolved):  # "last year for spring break" → spring 2023
            return f"{season.group(1).casefold()} {t.resolved}", True
        return t.resolved, True
    if said:
        seasonal = _season(body, said, at)
        if seasonal:
            return seasonal, True
    # A time of life or of the year that no calendar places ("when I was in high school",
    # "in the summer", "as a kid"): said as the sentence says it, not the chat's date.
    # (… in the clause of the question's words, where it says them: not "she turns six in the spring" of an implant)
    period = next((m for m in _PERIOD.finditer(body) if not spans or any(a <= m.start() < b for a, b in spans)), None)
    if period:
        return period.group(0), True
    return (long_date(said), False) if said else ("", False)


_MOVED_VERB = lazy(rf"\b(?:{MOVING}|changed)\b", re.I)


def _moved_to(body: str, t: TimeMention, found: list[TimeMention]) -> TimeMention:
    """The time a sentence moves `t` to ("postponed from 16 June to 8 September 2025": 8
    September), else `t`."""
    at = body.find(t.phrase)  # (… moved from it: not a range, "the trip is from 23 September to 7 October")
    if at < 0 or not re.search(r"\bfrom\s+$", body[:at]) or not _MOVED_VERB.search(body, max(0, at - 70), at):
        return t
    after = at + len(t.phrase)
    return next((u for u in found if (b := body.find(u.phrase, after)) > after
                 and re.fullmatch(r"\s+(?:to|until|till)\s+", body[after:b])), t)


_PERIOD = lazy(r"\b(?:when (?:i|he|she|we|they) (?:was|were) (?:still )?(?:a |an |in |at )?(?:little |young )?"
               r"(?:kid|child|teen|teenager|student|baby|boy|girl|young|younger|high school|middle school|college"
               r"|university|elementary school|school)|as an? (?:kid|child|teenager|teen|student|baby)"
               r"|(?:in|during|over) the (?:spring|summer|autumn|fall|winter)|growing up)\b", re.I)


# "since" before these gives a reason or a clause, not a start: "since it rained", "since my
# girlfriend works there", "since then".
_NO_SINCE = frozenset("it its my your his her their our we you they he she i that this then there these those "
                      "everyone everything nobody someone".split())


# "our 40th wedding anniversary" tells how long two are married, as no length in it does
_ANNIVERSARY = lazy(r"\b(\d{1,2})(?:st|nd|rd|th) wedding anniversary\b"
                    r"|\b(?:our|their) (\d{1,2})(?:st|nd|rd|th) anniversary\b", re.I)  # (not "the bakery's 25th")


# An amount before "a year", "an hour": a rate, no length ("worth about €4,000 a year more", "60 km a day")
_RATE_BEFORE = lazy(r"(?:[$€£¥₹]\s?\d[\d,.]*|\d[\d,.]*\s*(?:k|km|kilometres?|kilometers?|miles?|mi|kg|kilos?|litres?|liters?"
                    r"|euros?|dollars?|pounds|quid|bucks|hours?|hrs?|times|sessions|shifts|[A-Z]{3}))\s+(?:more\s+|less\s+|extra\s+)?$")
_AGO = lazy(r"\s+ago\b", re.I)  # ("bought a 2015 Golf a year ago": a time, no rate)


def _a_rate(body: str, m: re.Match, group: int = 0) -> bool:
    """Whether the "a year", "an hour" `m` found is a rate, after an amount, and not a time ago."""
    return bool(re.match(r"an? ", m.group(group), re.I)) and bool(_RATE_BEFORE.search(body, 0, m.start(group))) \
        and not _AGO.match(body, m.end(group))


def duration_of(body: str, is_question_word: Callable[[str], bool] = lambda w: False) -> str:
    years = _ANNIVERSARY.search(body)
    if years and (is_question_word("married") or is_question_word("together")):
        n = int(years.group(1) or years.group(2))
        return f"{n} year{'s' if n != 1 else ''}"
    found = [m.group(1) for m in re.finditer(FREQUENCY + r"\b((?:about |around |almost |nearly |over |more than |less than )?(?:\d+|a|an|one|two|three|four"
                  r"|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|few|couple of|several|half an?)"
                  r"(?: and a half)? ?(?:minute|min|hour|hr|h|day|night|week|month|year|semester|season|decade)s?"
                  r"(?: and a half)?(?:,? (?:and )?\d+ ?(?:minute|min|second|sec|month|week|day)s?"
                  # (not a difference after it: "4 hours 30 minutes, 15 minutes longer than last year")
                  r"(?!\s+(?:longer|shorter|more|less|better|worse|faster|slower|quicker|than|behind|ahead|off|up|down)\b)){0,2})\b",
                  body, re.I)
             if not _a_rate(body, m, 1)]
    # Not the length the question already says: "40 minutes a day" for "… each day?"
    found = [f for f in found if not is_question_word(f.split()[-1])] or found
    if found:
        got = nearest(body, found, is_question_word)
        # ("took 3 hours 20": the minutes said bare after the hours)
        bare = re.search(re.escape(got) + r"\s+(\d{1,2})\b(?!\s*(?:%|°|[.,:]\d|(?:km|k|mi|miles?|kg|m|metres?|meters?|people"
                         r"|times|euros?|dollars?|pounds?)\b))", body) if re.search(r"\b(?:hours?|hrs?|h)$", got) else None
        return _in_years(f"{got} {bare.group(1)}" if bare else got)
    m = re.search(r"\bsince ((?:the age of |i was |he was |she was |they were )?[\w'’]+(?: [\w'’]+){0,3})", body, re.I)
    young = m and re.match(r"(?:i|he|she|they|we) (?:was|were) (?:\d+|a kid|a child|a teen(?:ager)?|little|young|small)",
                           m.group(1), re.I)
    if young:  # "since I was 10": an age, the start of the length
        return f"since {young.group(0)}"
    if m and m.group(1).split()[0].casefold() not in _NO_SINCE:  # "since it …", "since my girlfriend …": a reason
        words = []
        for w in m.group(1).split():
            if w.casefold() in CLAUSE or (words and w.casefold() in STOPWORDS and w.casefold() not in ("of", "i")):
                break
            words.append(w)
        if words:
            return f"since {' '.join(words)}"
    m = next((d for d in DURATION.finditer(body) if not _a_rate(body, d)), None)
    return m.group(0) if m and m.group(0).casefold() != "since" else ""  # "since" alone says no length


def _in_years(length: str) -> str:
    """A length of two years or more given in months, as one says it: "235 months" ->
    "19 years 7 months" (the summary still quotes the sentence)."""
    m = re.fullmatch(r"((?:about |around |almost |nearly |over |more than |less than )?)(\d+) ?months?", length, re.I)
    if not m or int(m.group(2)) < 24:
        return length
    years, months = divmod(int(m.group(2)), 12)
    return f"{m.group(1)}{years} years" + (f" {months} month{'s' if months > 1 else ''}" if months else "")


CLOCK_ASKED = lazy(r"^\W*(?:(?:at|by|around|until) )?what time\b", re.I)
CLOCK = lazy(r"\b(?:\d{1,2}(?::\d\d)?\s?(?:am|pm|a\.m\.|p\.m\.)|\d{1,2}:\d\d|noon|midnight)(?!\w)", re.I)
# "When does Kuba train?" asks what he does as a rule: a time of day said with it answers
# ("trains at 4 PM every day"), where the sentence names no date
_HABIT_ASKED = lazy(r"^\W*when (?:does|do)\b", re.I)
_EVERY = lazy(r"\s+(?:every (?:day|morning|evening|night|week|weekday|weekend)|each (?:day|week)|daily"
              r"|on (?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekdays|weekends))\b", re.I)


def clock_of(body: str, question: str, said: date | None, is_question_word: Callable[[str], bool]) -> str:
    """The time of day a "What time …" question asks ("7:30"), or a habit's ("When does Kuba
    train?": "4 PM every day"); "" when the question asks neither or the sentence says none."""
    habit = bool(_HABIT_ASKED.match(question)) and not mentions(body, said)
    if not (CLOCK_ASKED.search(question) or habit):
        return ""
    clock = list(CLOCK.finditer(body))
    if not clock:
        return ""
    got = nearest(body, [m.group(0) for m in clock], is_question_word)
    every = _EVERY.match(body, next(m for m in clock if m.group(0) == got).end()) if habit else None
    return got + every.group(0) if every else got
