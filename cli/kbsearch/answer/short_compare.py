"""Yes or no to a question that sets a bound — "Did Orla finish the marathon in under four
hours?", "Did the kitchen cost more than £10,000?" — read by comparing the amount the
sentence states with the bound ("she finished in 4 hours 12 minutes": no), not from the words
"finished" and "marathon", which any answer holds. Where the clause says no, states two
amounts of the kind or a range ("£8,500, plus £2,000 for the appliances", "between £4,000 and
£6,000"), it is not compared: the sentence's own yes or no answers."""

from __future__ import annotations

import re
from collections.abc import Callable

from ..text import STOPWORDS
from .clauses import done_verb, says_done
from .evidence import Passage
from .subject import WRONG
from .lazy_pattern import latin, lazy
from .likely import CAN_ASKED, LIKELY_NO, LIKELY_YES, inferred, likely
from .short_yesno import (AMOUNT_CLAUSE_BREAK, MONTHS, PROBABLY_NO, PROBABLY_YES, clauses_of, held_clause, parted_with,
                          said_of_another, yes_or_no)
from .words import held_words, in_question_clause
from .when import NUMBER_WORDS

_WORD_NUMBER = "|".join(w for w in sorted(NUMBER_WORDS, key=len, reverse=True) if " " not in w)
_AMOUNT = rf"(\d[\d,]*(?:\.\d+)?|{_WORD_NUMBER})"
_UNIT = r"(hours?|hrs?|minutes?|mins?|seconds?|secs?|km|kilometres?|kilometers?|miles?|kg|kilos?|metres?|meters?)"
_BOUND = lazy(r"\b(under|less than|fewer than|below|within|at most|no more than|over|more than|above|at least)\s+"
              rf"(?=[£$€]?\s?{_AMOUNT})", re.I)
# a bound that is only aimed at, budgeted or quoted: "hoped to run it in under 30 minutes"
_AIMED = lazy(r"\b(?:hop(?:e|ed|es|ing)|want(?:ed|s|ing)?|aim(?:ed|s|ing)?|target|goal|budget(?:ed)?|quot(?:e|ed|es)"
              r"|spec|specs|planned|plans?|try|tried|trying|should|promis(?:e|ed|es)|like to|love to)\b", re.I)
_LESS = ("under", "less than", "fewer than", "below", "within", "at most", "no more than")
_UNITS = {"hour": ("time", 3600), "hr": ("time", 3600), "minute": ("time", 60), "min": ("time", 60),
          "second": ("time", 1), "sec": ("time", 1), "km": ("km", 1), "kilometre": ("km", 1), "kilometer": ("km", 1),
          "mile": ("km", 1.609), "kg": ("kg", 1), "kilo": ("kg", 1), "metre": ("m", 1), "meter": ("m", 1)}
_SCALE = {"k": 1e3, "thousand": 1e3, "m": 1e6, "million": 1e6, "bn": 1e9, "billion": 1e9}
_MONEY = lazy(r"([£$€])\s?(\d[\d,]*(?:\.\d+)?)\s*(k|thousand|m|million|bn|billion)?\b", re.I)
_CLOCK = lazy(r"\b(\d{1,2}):([0-5]\d):([0-5]\d)\b")  # a finishing time: 4:12:30
# "4 hours 12 minutes", "an hour and 40 minutes", "18 km"
_MEASURE = lazy(rf"\b{_AMOUNT}\s*{_UNIT}\b(?:\s*(?:and\s+)?(\d{{1,2}})\s*(?:minutes?|mins?)\b)?", re.I)
_NOT = lazy(r"\b(?:not|never|didn['’]?t|wasn['’]?t|weren['’]?t|couldn['’]?t|failed|nearly|almost|short of)\b", re.I)
_RANGE = lazy(r"\bbetween\b.*\band\b|\d\s*(?:-|–|to)\s*[£$€]?\d|\bplus\b|\banother\b|\bon top\b", re.I)


def _number(text: str) -> float | None:
    text = text.casefold().replace(",", "")
    return NUMBER_WORDS.get(text) if not text[:1].isdigit() else float(text)


def _unit(word: str) -> tuple[str, float]:
    word = word.casefold()
    return _UNITS.get(word if word == "km" else word.rstrip("s"), ("", 0.0))


def _amounts(text: str, family: str) -> list[float]:
    """The amounts of the `family` ("money", "time", "km" …) the text states, in its base unit."""
    if family == "money":
        return [float(m.group(2).replace(",", "")) * _SCALE.get((m.group(3) or "").casefold(), 1) for m in _MONEY.finditer(text)]
    out = [int(m.group(1)) * 3600 + int(m.group(2)) * 60 + int(m.group(3)) for m in _CLOCK.finditer(text)] \
        if family == "time" else []
    for m in _MEASURE.finditer(text):
        kind, factor = _unit(m.group(2))
        if kind == family and (n := _number(m.group(1))) is not None:
            out.append(n * factor + (int(m.group(3)) * 60 if m.group(3) and kind == "time" else 0))
    return out


def _family(text: str) -> str:
    """The kind of amount a bound's text starts with: money, or a unit's family."""
    if _MONEY.match(text):
        return "money"
    m = _MEASURE.match(text)
    return _unit(m.group(2))[0] if m else ""


# A bound on the clock with no seconds: "Did I get under 2:10 in the half marathon?" (hours and minutes)
_HOURS_MINUTES = lazy(r"(\d{1,2}):([0-5]\d)\b(?!:)")
_MINUTES_FROM = 10  # a bound's "45:00" is minutes and seconds; "2:10", hours and minutes


def _bound_of(question: str, text: str = "") -> tuple[re.Match | None, str, list[float]]:
    """The bound a question sets, the kind of its amount and the amount, in its base unit; a clock's
    "45:00" or "12:30" read as minutes and seconds or as hours and minutes, whichever is nearer the
    times `text` states (an Ironman's "12:04:33", a 10K's "52 minutes"), minutes and seconds where it states none."""
    bound = _BOUND.search(question)
    if bound and (clock := _HOURS_MINUTES.match(question, bound.end())):
        hours, minutes = int(clock.group(1)) * 3600 + int(clock.group(2)) * 60, int(clock.group(1)) * 60 + int(clock.group(2))
        said = [v for v in _amounts(text, "time") if v > 0]

        def off(limit: int) -> float:  # (how far, as a ratio, the nearest time said is from the bound)
            return min(max(v / limit, limit / v) for v in said)
        return bound, "time", [hours if int(clock.group(1)) < _MINUTES_FROM or said and off(hours) < off(minutes) else minutes]
    family = _family(question[bound.end():]) if bound else ""
    return bound, family, _amounts(question[bound.end():], family) if family else []


# A time said as a past one beside an aim: "aiming for under 2:10, after last year's 2:14:02"
_PAST_TIME = lazy(r"\b(?:last\s+(?:year|time)['’]?s?|previous|personal\s+best|PB)\W+(?:[\w'’-]+\W+){0,2}?\d[\d:.,]*", re.I)
# A time of a run done again, not the one asked ("ran the half marathon route again … at an easy pace in 2:15:10")
_REPEAT_WORDS = r"again|easy|recovery|re-?runs?"
_REPEATED = lazy(rf"\b(?:{_REPEAT_WORDS})\b", re.I)


def compared(question: str, body: str, is_question_word: Callable[[str], bool]) -> str:
    """"Yes" or "No" where the question sets a bound and the clause of the question's words
    states one amount of the same kind; else ""."""
    bound, family, limits = _bound_of(question, body)
    if not limits:
        return ""
    clause = held_clause(body, is_question_word, AMOUNT_CLAUSE_BREAK)  # (not cut at "£1.2m")
    limit = limits[0]
    less = bound.group(1).casefold() in _LESS
    inclusive = bound.group(1).casefold() in ("within", "at most", "no more than", "at least")

    def holds(value: float) -> bool:
        return (value <= limit if inclusive else value < limit) if less else (value >= limit if inclusive else value > limit)
    said = [m for m in _BOUND.finditer(clause) if m.group(1).casefold() == bound.group(1).casefold()
            and _amounts(clause[m.end():], family)[:1] == limits[:1] and not _AIMED.search(clause[:m.start()])]
    if said and not _NOT.search(clause):
        # the bound said held: "in 3:52:40, under four hours for her first marathon" (every other
        # amount the sentence gives holding it too: not "quoted under £8,000 but paid £9,300")
        others = _amounts(body, family)
        if limit in others:
            others.remove(limit)
        if all(holds(v) for v in others):
            return "Yes"
    values = _amounts(clause, family)
    if len(values) != 1 or _NOT.search(clause) or _RANGE.search(clause) \
            or any(m.group(0).casefold() not in question.casefold() for m in _REPEATED.finditer(clause)):
        return ""
    return "Yes" if holds(values[0]) else "No"


def states_bound(question: str, text: str) -> bool:
    """Whether the text states an amount of the kind the question's bound sets, other than the bound."""
    _, family, limits = _bound_of(question, text)
    return bool(limits) and bool(set(_amounts(text, family)) - {limits[0]})


# … not another's time, nor a time in training, unless the question says so ("her sister Ana finished in 1:54:20")
_ANOTHER_RUN = lazy(rf"\b(?:training|practice|practis\w*|rehears\w*|{_REPEAT_WORDS}"  # ("the route again, easy, 2:15:10")
                    r"|sister|brother|mum|mom|dad|wife|husband|partner|friend"
                    r"|son|daughter|cousin|colleague)\b", re.I)
SAID_SHARE = 0.35  # of the best's score (which the bound's own words raise), kept by a sentence stating an amount of its kind


def compared_first(kept: list[Passage], candidates: list[Passage], question: str, required: int) -> list[Passage]:
    """For a question that sets a bound ("Did I get under two hours in the half marathon?"), where
    the best sentence states no amount of its kind (a plan: "Training for a sub-two-hour half
    marathon"), or says the bound as an aim ("aiming for under 2:10 …; she runs 10 km in about 56 minutes"),
    the best that does goes first: of that chat's day or later, holding the question's
    words but one, not an amount aimed at ("hoping to run it in under two hours"), nor one of
    another person or of training."""
    bound, family, limits = _bound_of(question, kept[0].text if kept else "")
    # (… where the best says the bound only as an aim, whatever else it states: "aiming for under 2:10 …")
    aimed = bound and re.search(rf"(?:{_AIMED.pattern})\W+(?:[\w'’-]+\W+){{0,3}}?"
                                rf"{re.escape(' '.join(question[bound.start():].split()[:2]))}", kept[0].text, re.I) if kept else None
    # (… a result beside the aim, within half and twice the bound, is still one: "in 2:08:55, hoping to go under 2:10")
    if not limits or not kept or (any(limits[0] / 2 <= v <= limits[0] * 2 and v != limits[0]
                                      for v in _amounts(_PAST_TIME.sub(" ", kept[0].text), family))
                                  if aimed else _amounts(kept[0].text, family)):
        return kept
    best = kept[0]
    # (… in all of the question's words where the best gave the aim: on the bench, one with a word fewer
    # stated too little of it to be answered)
    said = max((p for p in candidates if p.matched >= (required if aimed else max(1, required - 1)) and p.about != WRONG
                and p.score >= best.score * SAID_SHARE and p.said_on >= best.said_on
                and set(_amounts(p.text, family)) - {limits[0]} and not _AIMED.search(p.text)
                and all(m.group(0).casefold() in question.casefold() for m in _ANOTHER_RUN.finditer(p.text))),
               key=lambda p: p.score, default=None)
    return kept if said is None else [said] + [p for p in kept if p is not said]


# "Did Dougal reach the summit?": an end reached, said not reached by one who stopped on the way
_REACH_ASKED = lazy(r"^\W*(?:did|has|have|had|was|were)\s+(?:(?-i:([A-Z][\w'’-]+))\s+)?.*?\b(?:reach(?:ed)?|finish(?:ed)?"
                    r"|complete[ds]?|make it|made it|get to the (?:top|summit|end)|summit(?:ed)?)\b", re.I)
# … said by them, with nothing stopped after it (not a pause or another thing stopped: "stopped
# for water", "stopped at a café", "stopped smoking", "stopped the car", "withdrew £200", "gave up football")
_END = r"\s*(?:[,.;:!?]|$)|\s+(?:after|halfway|half way|short|before|near|with|because|due|early|\d)"
_STOPPED = (rf"\s+(?:(?:had to|just|then|finally|eventually)\s+)?(?:stopped(?={_END})|(?:gave up|turned (?:back|round|around)"
            rf"|dropped out|pulled out|withdrew|had to stop|didn['’]t make it|did not make it|never made it)"
            rf"(?={_END}|\s+(?:at|in|on)\b))")  # ("turned back at the snow line"; "stopped at a café" is a pause)
_REACHED = lazy(r"\b(?:reached|finished|completed|made it|summited|got to the (?:top|summit|end)|(?:walked|climbed|went|hiked|ran)"
                r" (?:up )?to the (?:top|summit)|crossed the (?:line|finish)|graduated)\b", re.I)


def stopped_short(question: str, body: str) -> bool:
    """Whether a sentence says the one a reach-question names stopped on the way: a part of it
    naming them says they stopped and none says the end was reached ("Fraser climbed Bidean
    nam Bian with Kirsty; Dougal stopped after an hour"; not "Ewan stopped at 30 km, then
    walked on and finished", nor "…; she finished Couch to 5K in April")."""
    asked = _REACH_ASKED.match(question)
    if not asked or not asked.group(1):
        return False
    parts = re.split(r"[.;!?]\s", body)
    theirs = [c for c in parts if re.search(rf"\b{re.escape(asked.group(1))}\b", c)]
    if any(_REACHED.search(c) for c in parts if not re.search(r"\b(?-i:[A-Z])", c[1:])):
        return False  # (a part naming no one else: of them)
    said = rf"\b{re.escape(asked.group(1))}(?!['’]s){_STOPPED}"
    return any(re.search(said, c, re.I) for c in theirs) and not any(_REACHED.search(c) for c in theirs)


# "Did Eilidh get the flat in Shawlands?": "Eilidh lost the Shawlands flat" (a thing one tried for)
# (not "Did Kwame get a new phone?", of "Kwame lost his phone on the train")
_GOT_ASKED = lazy(r"^\W*(?:did|has|have|had)\s+(?:[\w'’-]+\s+){1,3}?(?:get|buy|win|secure|land)\b"
                  r"(?!.*\b(?:new|another|replacement|second|other)\b)", re.I)
_LOST_THING = lazy(r"\b(?:lost|missed out on)\s+(?:the|her|his|my|our|their|a|an)\s+((?:[\w'’-]+\s+){0,2}[\w'’-]+)", re.I)
# … or another buyer got it: "we went up to $612,000 … and it sold for $641,000 to a couple"
_SOLD_AWAY = lazy(r"\b(?:we|i)\s+(?:were|was|got)\s+outbid\b|\b(?:it|they)\s+(?:was\s+|were\s+)?sold\s+(?:for\s+(?:\S+\s+){1,3}?)?to\s+"
                  r"(?:a|an|another|other|someone|somebody|some)\b|\bwent\s+to\s+(?:another|a\s+higher)\s+(?:buyer|bidder|offer)\b",
                  re.I)


def _sold_away(body: str, is_question_word: Callable[[str], bool]) -> bool:
    """Whether another buyer got the asked thing: a clause saying so holds a word of the
    question, or says "it" after one that does ("… the red cottage; it sold for 2.4 million to a
    couple"; not "got the Rolleiflex; the Hasselblad went to a higher bidder")."""
    for m in _SOLD_AWAY.finditer(body):
        before = re.split(r"[;.!?]\s", body[:m.start()])
        said_it = re.match(r"(?:it|they)\b", m.group(0), re.I) or re.fullmatch(r"\s*(?:(?:and|but|so)\s+)?(?:it|they)\s+",
                                                                           before[-1], re.I)
        if in_question_clause(body, m.start(), is_question_word) \
                or said_it and len(before) > 1 and held_words(before[-2], is_question_word):
            return True
    return False


# "Could we …?" (of likely.CAN_ASKED, "Can I …?", "Could we …?": what may or can be done, where the sentence says it may not)
_COULD = lazy(r"^\W*could\b", re.I)
_AS_INFERENCE = {PROBABLY_YES: LIKELY_YES, PROBABLY_NO: LIKELY_NO}  # an unsure yes or no, said as inferred
_BARRED = lazy(r"\b(?:can\s+never|could\s+never|(?:(?:is|are|was|were)(?:n['’]t|\s+not)|not)\s+(?:allowed|permitted)"
               r"|forbids?|forbidden|banned|prohibited|no\s+longer\s+(?:able|allowed))\b", re.I)  # (not "can't wait")


def _barred(text: str, is_question_word: Callable[[str], bool]) -> bool:
    """Whether a part of `text` that says of the question's thing bars it: "we can never have a cat",
    "Dogs aren't permitted in national parks, including Cradle Mountain" (not "Dogs aren't
    permitted, but cats are fine" for "Can we get a cat?")."""
    return any(_BARRED.search(part) and held_words(part, is_question_word)
               for part in re.split(r";|\s(?:but|although|though|however|whereas)\s", text))


def _next_said(body: str, whole: str) -> str:
    """The sentence right after `body` in the turn it was cut from ("… in the Bonfim flat? The new
    lease says dogs aren't permitted."), or ""."""
    at = whole.find(body)
    return re.split(r"(?<=[.!?])\s+", whole[at + len(body):].strip(), maxsplit=1)[0] if at >= 0 and body else ""


_PRIZE_ASKED = lazy(r"\bwin (?:anything|a prize|any prizes?|money|a medal|an award|a voucher)\b", re.I)


_DONE_IN_MONTH = lazy(r"^\W*(?:did|was|were|had)\b.*\b(?:in|during) (" + "|".join(MONTHS) + r")\b", re.I)
_MONTH_SAID = lazy(r"\b(" + "|".join(MONTHS) + r")\b", re.I)
_PLANNING = lazy(r"\b(?:plans?|planning|planned|will|going to|hopes?|hoping|wants? to|booked for|scheduled|due)\b", re.I)


def elsewhen(question: str, body: str) -> bool:
    """A past yes/no question after a month ("Did Daniel visit Tromsø in December 2024?"), of
    a sentence that tells it done in other months only ("visited Sigrid in Tromsø from 7 to 14
    February 2025"): not in the month asked. Not of a plan ("plans to visit … in February")."""
    asked = _DONE_IN_MONTH.match(question)
    said = {m.group(1).casefold() for m in _MONTH_SAID.finditer(body)}
    return bool(asked) and bool(said) and asked.group(1).casefold() not in said and not _PLANNING.search(body)


_OWNER = lazy(r"\b((?-i:[A-Z])[\w-]+)['’]s\b", re.I)  # "Bollie's knee"


def yes_or_no_asked(question: str, body: str, sure: bool, is_question_word: Callable[[str], bool], whole: str = "") -> str:
    """The yes/no short answer a sentence gives: an inference for a would-question ("Likely
    no"), a comparison for a bound ("No": 4 hours 12 minutes is not under four hours), else
    the sentence's own yes or no — for a would-question said as likely, as no chat states
    what someone would do ("Maya said she'd definitely come": "Likely yes")."""
    if CAN_ASKED.match(question) and (_barred(body, is_question_word) or _barred(_next_said(body, whole), is_question_word)):
        return LIKELY_NO if inferred(question) or _COULD.match(question) else "No" if sure else PROBABLY_NO
    if inferred(question):
        got = likely(question, body, is_question_word) or yes_or_no(body, False, is_question_word)
        return _AS_INFERENCE.get(got, got)
    if said_of_another(body, is_question_word):
        return ""  # "Have I ever run a marathon?": "her sister Josée, … who runs marathons" says it of her
    verb = done_verb(question, True)
    verb = "" if verb in ("win", "won") else verb  # (a win is read by the clause of its place: "came second")

    def goes_on(clause: str) -> bool:
        """The clause says the asked verb of the thing before it, naming nothing else ("…; it
        did not leak"; not "Omar finished his night shift, but …" for "Did Omar finish the marathon?")."""
        return says_done(clause, verb, True) and not any(
            w.casefold() not in STOPWORDS and not is_question_word(w) and not says_done(w, verb, True)
            for w in re.findall(r"[\w'’-]+", clause))
    if stopped_short(question, body) or _GOT_ASKED.search(question) and (any(
            any(is_question_word(w) for w in m.group(1).split()) for m in _LOST_THING.finditer(body))
            or _sold_away(body, is_question_word)):
        return "No" if sure else PROBABLY_NO
    if elsewhen(question, body):  # "Did Daniel visit Tromsø in December 2024?": "visited … from 7 to 14 February 2025"
        return "No" if sure else PROBABLY_NO
    clauses = clauses_of(body)
    if _THERE_ASKED.search(question) and any(_REMOTE.search(c) and held_words(c, is_question_word) and not any(
            is_question_word(m.group(1)) for m in _BEING_AT.finditer(c)) for c in clauses) and not any(
            _GOT_THERE.search(c) and not _REMOTE.search(c) and held_words(c, is_question_word) for c in clauses):
        # "Did Halima make it to Piran?": "gave her talk to the Piran workshop online" (not "spoke in Piran …",
        # nor "I got to the summit on the Monday; the Tuesday sessions I followed online")
        return "No"
    if another_named(question, body):  # "… stood on top of Kilimanjaro?": "I stood on top of Meru … behind Kilimanjaro"
        return "No" if sure else PROBABLY_NO
    if pace := raced_against(question, body):  # "Was Liis faster than her brother?": her 5:38:20 to his 4:05
        return pace
    got = compared(question, body, is_question_word) or ("No" if parted_with(question, body, is_question_word) else "") or yes_or_no(
        body, sure, is_question_word, goes_on if verb else None, (lambda c: says_done(c, verb, True)) if verb else None,
        bool(_PRIZE_ASKED.search(question)), frozenset(m.casefold() for m in _OWNER.findall(question)))
    if got == "Yes" and _TAKE_ASKED.search(question) and _OFFERED.search(body) and not _TAKEN.search(body):
        got = PROBABLY_YES  # ("A music school offered Zofia a job" says no taking of it)
    # ("Could Griet talk with a deaf visitor?", unsure: an inference, said as one)
    return _AS_INFERENCE.get(got, got) if _COULD.match(question) else got


_NAME_AFTER = lazy(r"\b([a-z]+\s+(?:of|to|in|at|on))\s+([A-Z][\w'’-]+)")  # "top of Kilimanjaro"


def another_named(question: str, body: str) -> bool:
    """Whether the sentence says the question's words before a name of a place or thing with
    another name after them, never with the asked one, which it names elsewhere ("stood on top
    of Meru … behind Kilimanjaro" for "Has Neema ever stood on top of Kilimanjaro?")."""
    for m in _NAME_AFTER.finditer(question):
        words, name = m.group(1), m.group(2)
        if words.split()[0] in STOPWORDS:
            continue
        after = re.findall(rf"\b{re.escape(words)}\s+(?:the\s+)?({latin('[A-Z]')}[\w'’-]+)", body, re.I)
        # (the asked name said too, of something else: not "a course in Pasay" for "… in Manila?"; and never after the
        # same preposition: not "to Taiwan in 2019 and to Korea last autumn", "Diego is at Cambridge; Ana is at Oxford")
        prep = words.split()[-1]
        if after and name not in after and all(n[0].isupper() for n in after) and re.search(rf"\b{re.escape(name)}\b", body) \
                and not re.search(rf"\b{prep}\s+(?:the\s+)?{re.escape(name)}\b", body, re.I):
            return True
    return False


# "Was Liis faster than her brother?", "Did Mateo beat his sister in the Marcha Blanca?": two race times
_PACE_ASKED = lazy(r"^\W*(?i:was|were|is|did)\s+(?P<a>[A-Z][\w'’-]+)\s+(?:(?P<cmp>faster|quicker|slower)\s+than|beat|outrun)\s+"
                   r"(?:(?:his|her|their|my)\s+)?(?P<b>[\w'’-]+)")
_RACE_TIME = lazy(r"\b(\d{1,2}):([0-5]\d)(?::([0-5]\d))?(?![\d:])|\b(\d{1,2})\s*h(?:ours?|rs?)?\s+(?:and\s+)?(\d{1,2})\s*min")
_PART = lazy(r";|,\s+(?:and|while|but)\s+|\s+while\s+")  # (each one's clause)


def _race_time(text: str) -> tuple[int, int] | None:
    """The last race time a clause states (its first, "who usually runs 3:30", is seldom the race's),
    as (parts, seconds): "5:38:20" and "1 h 58 min" in seconds, "4:05" as two parts read as hours and
    minutes, which only another two-part time compares with as written."""
    m = None
    for m in _RACE_TIME.finditer(text):
        pass
    if not m:
        return None
    if m.group(4):
        return 3, int(m.group(4)) * 3600 + int(m.group(5)) * 60
    first, second = int(m.group(1)), int(m.group(2))
    return (3, first * 3600 + second * 60 + int(m.group(3))) if m.group(3) else (2, first * 60 + second)


def raced_against(question: str, body: str) -> str:
    """"Yes" or "No" where the question asks whether one was faster than (or beat) another and
    the sentence gives each of them a time in a clause of their own; else ""."""
    asked = _PACE_ASKED.match(question)
    if not asked:
        return ""
    times: dict[str, tuple[int, int]] = {}
    for part in _PART.split(body):
        for who in ("a", "b"):
            if re.search(rf"\b{re.escape(asked.group(who))}\b", part) and (t := _race_time(part)) is not None:
                times.setdefault(who, t)
    if len(times) < 2:
        return ""
    (parts_a, a), (parts_b, b) = times["a"], times["b"]
    if parts_a != parts_b:  # ("5:38:20" against "4:05": the shorter one in hours and minutes)
        a, b = (a * 60 if parts_a == 2 else a), (b * 60 if parts_b == 2 else b)
    if a == b:
        return ""
    faster = a < b
    return "Yes" if faster != (asked.group("cmp") or "").casefold().startswith("slow") else "No"


# "Did Halima make it to Piran …?": being there, which a thing done from afar is not
_THERE_ASKED = lazy(r"^\W*(?:did|was|were|has|have|had)\b.*\b(?:make it to|get to|got to|go to|gone to|travel(?:led)? to|fly to|flown to"
                    r"|be there|been there|in person|attend in person)\b", re.I)
_GOT_THERE = lazy(r"\b(?:got|get|made it|went|came|flew|travelled|traveled|arrived)\s+(?:to|in|at)\b|\battended\b", re.I)
_BEING_AT = lazy(r"\b(?:in|at)\s+((?-i:[A-Z])[\w'’-]+)")
_REMOTE = lazy(r"\b(?:online|remotely|by video|(?:on|via|over|by) (?:zoom|teams|skype|video(?: call)?)|virtually|by videolink)\b", re.I)
# "Did Zofia take / accept the job?": an offer of it is no taking
_TAKE_ASKED = lazy(r"^\W*(?:did|has|have|had)\b.*\b(?:take|taken|accept|accepted)\b.*\b(?:job|post|role|position|offer|place)\b",
                  re.I)
_OFFERED = lazy(r"\b(?:offered|offering|offers?)\b", re.I)
# (not "the job, which starts in March": the job's start, not hers)
_TAKEN = lazy(r"\b(?:accept(?:ed|s|ing)?|took|tak(?:es|ing)|taken|said\s+yes|signed|started|joined)\b", re.I)
