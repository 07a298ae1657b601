"""The number a how-many / how-much / how-old / how-often question asks for, as a sentence
gives it: "£25,000" by the asked noun, "7 years old", "every 10 days", "8 guests"."""

from __future__ import annotations

import re
from collections.abc import Callable

from ..text import STOPWORDS, stem
from .asked import CAME_COUNT, HOW_MANY_PEOPLE, IRREGULAR, PEOPLE_COUNT
from .asked_after import relative_asked
from .counted import counted_word, same_unit
from .difference import MORE_ASKED, difference
from .value_words import (BOUGHT, CURRENCY, DOSE, DOSE_UNITS, HOW_OFTEN, HOW_OFTEN_ASKED, MEASURE_ASKED, MONEY_UNIT, PAY_ASKED, RATE_ASKED,
                          SIGN, TOTAL, UNIT, asks_money)
from .jobs import says_relative
from .when import without_dates
from .words import CLAUSE, PREPOSITIONS, nearest
from .lazy_pattern import lazy

_NUMBER = lazy(r"(?<![\w.])(" + SIGN + r"\s?\d(?:[\d,]*\d)?(?:\.\d+)?(?:\s?(?:k|m|million|billion|thousand)\b)?"
               r"|\d+\s?/\s?\d+(?![\d/])"
               r"|\d(?:[\d,]*\d)?(?:\.\d+)?\s?(?:%|percent|k\b)?"
               r"|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|a)\s+(?:hundred|thousand)"
               r"(?:\s+and\s+(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five"
               r"|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen"
               r"|fifteen|sixteen|seventeen|eighteen|nineteen))?\b"
               r"|\b(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-(?:one|two|three|four|five|six|seven|eight"
               r"|nine)|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen"
               r"|sixteen|seventeen|eighteen|nineteen|sixty|seventy|eighty|ninety|twenty|thirty"
               r"|forty|fifty|hundred|a hundred|a thousand|a dozen|dozens|a couple|once|twice)\b)", re.I)


_FRACTION = lazy(r"\\d?frac\s*\{\s*([^{}]{1,20}?)\s*\}\s*\{\s*([^{}]{1,20}?)\s*\}")
_MATH_DELIMITER = lazy(r"\\[()\[\]]")


def plain_maths(text: str) -> str:
    return _MATH_DELIMITER.sub(" ", _FRACTION.sub(r"\1/\2", text)) if "\\" in text else text


_ONE_AS_PRONOUN = lazy(r"\b(?:the|this|that|which|each|every|quick|last|first|next|new|old|big|small|little|good|bad"
                       r"|only|another|any|no|right|wrong|same|other|nice|best|better|latest)\s+$", re.I)
# … where no noun follows it ("only one car" counts)
_NO_NOUN = lazy(r"\s*(?:[.,;:!?)]|$)|\s+(?:down|up|in|on|at|for|to|from|with|left|too|again|is|was|will|that|which)\b", re.I)
# A question's word that says what the next amount is for: "… and a full day for £1,850"
_INTRODUCES = lazy(r"[\w'’ -]{0,25}?\b(?:for|at|costs?|is|was|are|were)\s*", re.I)
ITEM_NUMBER = lazy(r"^\s*\d{1,2}[.)]\s+")  # a numbered list item's own number
# An age as chats say it: "a 3-year-old", "41 years old", "I'm 41", "she turned 7".
_AGE = lazy(r"\b(\d{1,3})(?:[- ](?:years?|yrs?)[- ]old|[- ]year[- ]olds?\b|(?=[- ](?:months?|weeks?)[- ]old))"
            r"|\b(?:aged?|turn(?:ed|s|ing)?|i'm|i’m|i am|he's|she's|he is|she is|they're)\s+(\d{1,3})\b(?![.,]?\d)"
            r"(?!\s*(?:%|percent|minutes|hours|days|weeks|km|kg|euros?|dollars?|€|\$))"
            # "Rosa's twins Lily and Leo are seven": a number said as what someone is, alone
            r"|(?<!\bwho )(?<!\bwhich )(?<!\bthat )(?<!\bit )(?<!\bthis )\b(?:are|is|was|were|turned|turns)"  # (not "one who is one")
            r"\s+(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?=\s*(?:[.,!;]|$|now\b|this\b|next\b))", re.I)


# A count asked of what one has now ("How many hens does Oskar have?"; not "did … have")
_HAVE_ASKED = lazy(r"^\W*how many\b(?!.*\b(?:did|had|was|were|before|first)\b).*\b(?:have|has|got)\b", re.I)
_HELD_BEFORE = lazy(r"\b(?:has|have|['’]s got|['’]ve got|with|now|total of)\s+(?:about |around |nearly |just |only )?$", re.I)
_NOTHING_AFTER = lazy(r"\s*(?:[,.;:!?)]|$|and\b|now\b|in total\b|altogether\b)", re.I)
_BARE_COUNT = lazy(r"\s*(?:(?:about|around|nearly|almost|over|roughly|maybe)\s+)?(?:\d{1,3}(?![.,]\d)|ten|twelve|fifteen|twenty"
                   r"|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred|hundreds)\b(?=\s*[.!,]|\s*$)", re.I)
_USER_AGE = lazy(r"\b[Tt]he user(?:,\s+[A-Z][\w'’-]+(?:\s+\([A-Z][\w'’-]+\))?(?:\s+[A-Z][\w'’-]+)?)?,\s+(\d{1,3}),"
                 r"|\b[Tt]he user is (\d{1,3})\b(?!\s*(?:%|minutes|hours|km|kg))")
_MY_AGE = lazy(r"\b(?:i'm|i’m|i am|i turned|i turn|i'll be|i’ll be)\s+(\d{1,3})\b(?![.,:]?\d)(?!\s*(?:%|minutes|hours|km|kg))",
               re.I)


# "How much deposit …", "How much rent …": the noun the amount is of (not "How much did …").
_HOW_MUCH_NOUN = lazy(r"^\W*how much (?!(?:is|was|are|were|do|does|did|have|has|had|will|would|can|could|should|money"
                      r"|time|longer|more|less|of)\b)([a-z]{3,})\b", re.I)


_PERCENT_ASKED = lazy(r"\bpercent(?:age)?\b|\bwhat share\b", re.I)
# A question after where a change ended ("now", "in the end", "How slow did it get?") …
_END_ASKED = lazy(r"\b(?:now|currently|these days|in the end|end up|ended up|final|finally|get|got|become|became"
                  r"|grow|grew|drop|dropped|fall|fell|rise|rose)\b", re.I)
# … and the number a sentence says it ended at: "from 40 ms to 9 seconds", "from 5% to 7%"
HOW_MANY = lazy(r"^\W*how many\b", re.I)
_BOUND = lazy(r"\b(?:up to|as many as|a maximum of|maximum of|max\.?|at most|room for|capacity (?:of|for))\s+$", re.I)
_FINAL_ASKED = lazy(r"\b(?:in the end|final|finally|end(?:ed)? up|" + TOTAL + r")\b", re.I)
_FINAL_BEFORE = lazy(r"\b(?:final|finally|in the end|ended up|came to|" + TOTAL + r")\b[^;!?]{0,45}$", re.I)
_EARLIER_ASKED = lazy(r"\b(?:first|originally|at first|initially)\b", re.I)
_LATER_ONE = lazy(r"\b(?:second|another|replacement|new)\b[^;.!?]{0,60}$", re.I)  # ("a second implant for 4,200 Kč (up from …")
_UP_FROM = lazy(r"\b(?:up|down)\s+from\s+$", re.I)  # (the amount a change started from)
_FROM_BEFORE = lazy(r"\bfrom\s+\S+(?:\s+\S+){0,4}\s+(?:to|up to|down to)\s+$", re.I)  # ("from Rp 85 million a year to")


_MEASURED_AFTER = lazy(r"\s*((?:minutes?|hours?|days?|nights?|weeks?|months?|years?|ml|kg|km|mg|g|l|litres?|liters?|miles?"
                      r"|degrees?)\b|°\s?[CF]?)", re.I)  # ("a 44 °C heatwave" counts no hives)
# A group's size, said after its noun: "caseload rose to 58", "a class of 28", "the choir is now 40"
_GROUP_SIZE = lazy(r"\b((?-i:[a-z])[\w'’-]+)\s+(?:(?:rose|grew|went\s+up|jumped|climbed|fell|dropped|went\s+down|is|was|stands|stood)"
                   r"\s+(?:(?:now\s+)?(?:to|at)\s+)?|of\s+|(?:is|was)\s+now\s+)(?:about\s+|around\s+)?(?!(?:19|20)\d\d\b)(\d{1,4})\b(?![.,:]\d)"
                   # … and nothing after it that makes it a score, an age or a share ("3 points clear", "6 and 7 year olds", "20%")
                   r"(?=\s*(?:[,.;:!?)]|$|(?:at|in|on|by|for|from|this|last|now|so|but|when|after|before|since|strong|people"
                   r"|members|kids|children|students|pupils|players|singers|of\s+them)\b))", re.I)
_WHOSE_WHOLE = r"(?:(?:the|my|his|her|our|their|your)\s+|(?-i:[A-Z])[\w'’-]*['’]s\s+)?(?:last\s+|first\s+)?"
# The whole of a part, right before its number, with the verb of the part: "sold 60 of her |80"
_PART_OF_DONE = lazy(r"\b([A-Za-z]+)(?:\s+(?:on|in|at|for|to|with|by|from))?\s+[\d,.]+\s+(?:out\s+)?of\s+"
                     + _WHOSE_WHOLE + r"$", re.I)
# … the verb before a part's number ("blistered on |3 of the 8 hatches")
_VERB_BEFORE = lazy(r"([A-Za-z]*)(?:\s+(?:on|in|at|for|to|with|by|from))?\s*$", re.I)


_PAST_FORMS = frozenset(IRREGULAR.values())


def _whole_after(noun: str) -> re.Pattern:
    """After a part's number, its whole of the counted noun: "60| of her 80 jars"."""
    return re.compile(r"\s*(?:out\s+)?of\s+" + _WHOSE_WHOLE + r"[\d,.]+\s+(?:[\w-]+\s+)?(?:[\w-]+\s+of\s+(?:[\w-]+\s+)?)?"
                      + noun, re.I)
# A measure said as an adjective: "a 57-foot narrowboat", "a 10-mile walk"
_HYPHENED = lazy(r"-(foot|mile|metre|meter|kilometre|kilometer|inch|acre|litre|liter|yard)\b", re.I)
# A sale: "sold it for", "went for", "sold to a teacher for"; not a price asked ("listed it for £400")
_SOLD_ASKED = lazy(r"\b(?:sell|sold|get for|got for)\b", re.I)  # ("How much did I get for the car?")
# What a thing cost, asked and said: "How much did the repair cost?", "the bill came to £340", "bill 1,850 lei"
_COST_ASKED = lazy(r"\b(?:cost|costs|bill)\b", re.I)  # (a bill of its own, not "my phone bill", "the electricity bill")
_BILLED = lazy(r"(?:^|[;:,(]\s*|\b(?:the|a|final|total)\s+)(?:bill|invoice)\b(?:\s+(?:was|came to|of|for it|for that))?\s*:?", re.I)
_SOLD = lazy(r"\b(?:sold|went)\b(?: (?:it|them|her|him|one|mine))?(?: to [^,.;!?]{1,30}?)? for\b", re.I)
_ASKING = lazy(r"\b(?:listed|priced|asking|advertised|offered|quoted|bought|paid)\b(?:\s+(?:it|them|her|him))?\s*$", re.I)
ASKING_REACH = 20  # characters before a "for" read for a price asked or paid
PAID_REACH = 12  # characters from a paying verb to the amount it paid ("settled on £2,300", "bought it for £350")
NEAR_WORDS = 30  # characters either side of an amount where the question's words count as about it


# A count said as a guess: "about 12,000 salmon escaped" is "about 12,000" (not a bound: "up to
# £92,000" is no salary, nor money, an age or a measure: "about 6 miles" is 6 miles)
_HEDGED = r"\b(about|around|roughly|approximately|nearly|almost)\s+"


# "How many dives has Isla logged now?": the number of the latest one ("her 138th dive")
_SO_FAR_ASKED = lazy(r"^\W*how many\s+([a-z]+)\b.*\b(?:has|have)\b", re.I)
_ORDINAL_OF = lazy(r"\b(\d{1,5})(?:st|nd|rd|th)\s+([a-z]+)")


# (… its head noun, the phrase's last word: "including ear drops" is no price of the ear)
_INCLUDED = lazy(r"\b(?:including|incl\.?|inclusive\s+of)\s+(?:the\s+|all\s+|his\s+|her\s+|their\s+|my\s+|our\s+)?"
                 r"(?:[a-z]+\s+){0,2}?([a-z]+)(?=\s*(?:[,.;:)!?]|$)|\s+(?:and|for|in|at|on|from|with|but|so)\b)", re.I)


def _only_included(body: str, question: str, is_question_word: Callable[[str], bool]) -> bool:
    """Whether a question word the sentence says only as part of a total ("£2,300 including the
    flights") is the thing whose price is asked: the total is another's (not where the question
    asks for the total itself: "… including breakfast?")."""
    if re.search(r"\b(?:including|incl|inclusive|with|plus|total)\b", question, re.I):
        return False
    return any(is_question_word(m.group(1)) and len(re.findall(rf"\b{re.escape(m.group(1))}\b", body, re.I)) == 1
               for m in _INCLUDED.finditer(body))


def count_of(body: str, question: str, bare: bool = False,
             is_question_word: Callable[[str], bool] = lambda w: False) -> str:
    """The number a how-many / how-much / how-old / how-often question asks for, as `body` says
    it (with its unit, and a hedge said before it); "" where it says none. `bare`: a reply
    that may be the number alone ("About sixty.")."""
    if MORE_ASKED.match(question) and (gap := difference(body, is_question_word, asks_money(question))):
        return gap  # ("How much more did the quartz cost than oak?": "£2,300 instead of £1,150")
    if asks_money(question) and _only_included(body, question, is_question_word):
        return ""  # "Eilidh's trip to Chile cost about £2,300 including the flights" is no price of the flights
    got = _count_of(body, question, bare, is_question_word)
    if got and re.match(r"\W*how long\b", question, re.I) and re.match(SIGN, got):
        return ""  # a length is never money: "worth about €4,000 a year more" for "How long is Tadhg's route?"
    if not got and (counted := _SO_FAR_ASKED.match(question)):  # "her 138th dive" (not "her 40th birthday" of guests)
        got = next((m.group(1) for m in _ORDINAL_OF.finditer(body) if stem(m.group(2)) == stem(counted.group(1).casefold())), "")
    first = got.split()[0] if got else ""
    counted = first[:1].isdigit() and HOW_MANY.match(question) and not asks_money(question)
    hedged = re.search(_HEDGED + re.escape(first) + r"(?![\d,.]*\d)", body, re.I) if counted else None
    return f"{hedged.group(1).casefold()} {got}" if hedged else got


def group_size(body: str, is_question_word: Callable[[str], bool]) -> str:
    """The size a sentence says of the question's group of people, after its noun: "Lena's
    caseload rose to 58" for "How many kids were on Lena's caseload?"; "" for none."""
    sized = next((m for m in _GROUP_SIZE.finditer(body) if is_question_word(m.group(1))
                  and not _MEASURED_AFTER.match(body, m.end())), None)
    return sized.group(2) if sized else ""


def _count_of(body: str, question: str, bare: bool, is_question_word: Callable[[str], bool]) -> str:
    written = body
    body = ITEM_NUMBER.sub("", plain_maths(body))  # "2. Enter …": the item's number is no count
    if not re.search(r"\bhow old\b|\b(?:what|which) (?:day|date)\b", question, re.I):
        body = without_dates(body)  # "On 3 January I called mum twice": twice
    if HOW_MANY_PEOPLE.match(question):  # "for 8 guests", not the "4-person" recipe it scaled
        counted = PEOPLE_COUNT.search(body) or (_BARE_COUNT.match(body) if bare else None)  # … a reply's "About sixty."
        if not counted and (came := CAME_COUNT.search(body)):
            return came.group(1)  # "97 came in the end"
        return counted.group(0).strip() if counted else group_size(body, is_question_word)
    if re.search(r"\bhow old\b", question, re.I):  # an age, never any number of the sentence
        if re.search(r"\bhow old am i\b", question, re.I):  # the user's own: "I'm 41", not "a 4-year-old"
            age = _MY_AGE.search(body) or _USER_AGE.search(written)  # … or a note's "The user, Siobhán, 44, is …"
            return (age.group(1) or age.group(2)) if age else ""
        whom = re.search(r"(?i:\bhow old (?:is|was|are|were|will)) ([A-Z][\w'’-]+)", question)
        kin = relative_asked(question)  # "How old is Meerim's mother?": not "Saira turned 85" of her grandmother
        if kin and kin[0].casefold() not in ("my", "our") and not says_relative(body, kin):  # (but "our child": "a 3-year-old")
            return ""
        bracketed = re.search(rf"\b{re.escape(whom.group(1))}(?:\s*\((\d{{1,3}})\)|,\s+(\d{{1,3}})(?:[,;)]|\.(?!\d)|$))", written) \
            if whom else None  # ("children Liezl, 13, and Pieter, 9; a 1970s house")
        if bracketed:  # "Isla (9) and Jamie (12)": an age as chats write it beside the name
            return bracketed.group(1) or bracketed.group(2)  # (or set off by commas: "Maren, 31, is …")
        age = _AGE.search(body)
        if not age or whom and (other := re.search(r"\b([A-Z][\w'’-]+),\s+(?:an?\s+)?$", body[:age.start()])) \
                and other.group(1) != whom.group(1):
            return ""  # (not another's: "Verena hired Jonas, a 21-year-old student" for "How old is Verena?")
        number = age.group(1) or age.group(2) or age.group(3)
        after = body[age.end():]
        # "3 years old", "he's 3 years old", "a 4-year-old", "6 months old": the unit the sentence says
        if re.match(r"[- ]months?[- ]old", after) or re.search(r"months?", age.group(0)):
            return f"{number} months old"
        if re.match(r"[- ]weeks?[- ]old", after):  # a puppy's "9 weeks old"
            return f"{number} weeks old"
        if age.group(1) or re.match(r"[- ](?:years?|yrs?)[- ]old", after):
            return f"{number} years old"
        return number
    if HOW_OFTEN_ASKED.search(question):  # "every 10 days", "2-3 times a week": how often, whole, or none
        often = [m.group(1) for m in HOW_OFTEN.finditer(body)]
        return nearest(body, often, is_question_word) if often else ""
    asked_money = asks_money(question)
    taken = {w.casefold() for w in re.findall(r"\w+", without_dates(question))}  # "3 times" on 3 Jan 2024
    numbers = list(_NUMBER.finditer(body))
    of = _HOW_MUCH_NOUN.match(question)
    at = [w.start() for w in re.finditer(r"\b" + re.escape(of.group(1)), body, re.I)] if of else []
    paid: list[int] = []
    if not at and asked_money and len(numbers) > 1:
        # "How much did the plumber quote for labour?": "a £6,500 renovation: the plumber Gary
        # quoted £2,800 for labour" — the amount by the question's words
        at = [w.start() for w in re.finditer(r"[A-Za-z][\w'’-]+", body) if is_question_word(w.group(0))]
        if _SOLD_ASKED.search(question):  # "I bought it for £200 and sold it for £350": what it sold for …
            paid = [m.end() for m in _SOLD.finditer(body)] or [
                m.end() for m in re.finditer(r"\bfor\b", body, re.I)  # … or "listed at £1,600, for £1,400"
                if not _ASKING.search(body, max(0, m.start() - ASKING_REACH), m.start())] \
                or [m.end() for m in BOUGHT.finditer(body)]  # … or what the buyer paid ("a nurse paid $12,800")
        elif PAY_ASKED.search(question):  # "I offered £5,500 and we settled on £5,800": what was paid
            paid = [m.end() for m in BOUGHT.finditer(body)]
        if at:  # (… in a clause of the question's words: not "; they paid £15,450 for the Corolla")
            paid = [a for a in paid if any(not re.search(r"[;.!?]\s", body[min(a, w):max(a, w)]) for w in at)]
        if _COST_ASKED.search(question):  # "What did the vet visit cost?": "…; bill 1,850 lei; … a fountain (189 lei)"
            paid += [m.end() for m in _BILLED.finditer(body)]  # (a note's bill is its own clause)
        at += paid
    if (dosed := _DOSE_OF.search(question)) and not asked_money:
        # "What dose of gliclazide was Mum on?": "metformin 1 g twice a day, gliclazide 80 mg
        # twice a day" — the amount right after the medicine's name (or "10 mg of …" before it), or none
        drug = re.escape(dosed.group(1) or dosed.group(2))
        numbers = [m for m in numbers if re.search(rf"\b{drug}\w*(?:\s+[a-z]+){{0,2}}\s*$", body[max(0, m.start() - 40):m.start()], re.I)
                   or re.match(rf"\s*(?:mg|mcg|g|ml)\s+of\s+{drug}", body[m.end():], re.I)]
    if at and len(numbers) > 1:
        # "How much deposit do I need?": "costs £265,000, so the deposit needed is at least
        # £25,000" — the amount by the asked noun.
        # (An amount of money first, where money is asked: "€32,000", not "18,000 kWh".)
        # (Of two as near, the one with more of the question's words about it: "raise the full
        # day to £2,250, especially since Megan's going up to £350 a day" is £350 for "How
        # much does Megan charge for a day?")
        amounts = list(numbers)  # (the list sorted is empty while it sorts)

        def near(m: re.Match) -> int:
            # (… and not the next amount's own words: "a half day for £1,200 and a full day for £1,850")
            return -len({body[a:a + 20].split()[0].casefold() for a in at
                         if abs(m.start() - a) <= NEAR_WORDS and not re.search(r"[,;:.!?]", body[min(m.end(), a):max(m.start(), a)])
                         and not (a > m.end() and any(n.start() > a and _INTRODUCES.fullmatch(body, a, n.start())
                                                      for n in amounts))})

        # (… in the part of a note, split at ";", that says the most of the question: "a beginners' kannel
        # course …: ten Wednesday evenings, €160, …; she likes a kannel by Jaan Soosaar for €420")
        def part_held(m: re.Match) -> int:
            part = body[body.rfind(";", 0, m.start()) + 1:(body.find(";", m.end()) + 1 or len(body) + 1) - 1]
            return -len({w.group(0).casefold() for w in re.finditer(r"[A-Za-z][\w'’-]+", part) if is_question_word(w.group(0))})

        def in_money(m: re.Match) -> bool:  # ("S/ 1,150", "95 soles a night", "3,000 of the 7,400 dirhams")
            whole = _OF_WHOLE.match(body, m.end())
            return bool(re.match(SIGN, m.group(1)) or MONEY_UNIT.match(body, whole.end() if whole else m.end()))

        numbers.sort(key=lambda m: (part_held(m), min((asked_money and not in_money(m),
                                                       bool(re.search(r"[,;:.!?]", body[min(m.end(), a):max(m.start(), a)])),
                                                       near(m), abs(m.start() - a)) for a in at)))
        if paid:  # (… and one right after the paying verb first of all: "offered £2,100 … settled on £2,300")
            numbers.sort(key=lambda m: not any(0 <= m.start() - a <= PAID_REACH
                                               and not re.search(r"[,;:.!?]", body[a:m.start()]) for a in paid))
    counted = counted_word(question)
    if counted and not asked_money and not at:
        # "How many hydrotherapy sessions …?": "£38 a session, eight sessions to start with" is
        # eight — a price counts nothing, and a number said with the noun counted comes first
        noun = re.escape(counted.rstrip("s"))
        if noun not in ("pound", "euro", "dollar", "quid", "buck", "cent", "penny", "pence"):  # "How many euros …": money
            numbers = [m for m in numbers if not re.match(SIGN, m.group(1))]
        # (of "sold 60 of her 80 jars", the part counts what the question's verb did: 60 sold,
        # and the whole what was had: 80; "3 of 5 citations", "2 of the last 3 times")
        part_of = _whole_after(noun)

        def other_deed(verb: str) -> bool:  # a verb said of the part that is not the question's ("sold" for "have")
            return (verb.casefold() in _PAST_FORMS or verb.casefold().endswith("ed")) and not is_question_word(verb)

        def rank(m: re.Match) -> int:  # 0: counts the noun, 1: a whole of what another verb did, 2: counts none
            # (… or its measure: "60 jars of rhubarb jam" for "How many jars of jam …")
            said = bool(re.match(rf"\s*(?:[\w-]+\s+)?(?:[\w-]+\s+of\s+(?:[\w-]+\s+)?)?{noun}", body[m.end():], re.I))
            if whole := _PART_OF_DONE.search(body, 0, m.start(1)):
                return 1 if said and other_deed(whole.group(1)) else 2
            if part_of.match(body, m.end(1)):
                return 2 if other_deed(_VERB_BEFORE.search(body, 0, m.start(1)).group(1)) else 0
            return 0 if said else 2
        numbers.sort(key=rank)
        if _HAVE_ASKED.search(question):
            # "How many hens does Oskar have?": the total held ("bought three more hens and has seven",
            # "two students left, leaving the user with 9"), not what came or went
            numbers.sort(key=lambda m: not (_HELD_BEFORE.search(body, max(0, m.start() - 30), m.start(1)) and (
                rank(m) == 0 or _NOTHING_AFTER.match(body, m.end()))))
        # (… a bound last: "takes up to 50 tents and there were maybe 30")
        numbers.sort(key=lambda m: bool(_BOUND.search(body, max(0, m.start() - 25), m.start())))
        # (… and one that measures time or a quantity counts no rabbits: "two weeks ago", "50 ml")
        numbers = [m for m in numbers if not (unit := _MEASURED_AFTER.match(body, m.end())) or same_unit(unit.group(1), question)]
    if MEASURE_ASKED.search(question) and not asked_money and any(re.match(UNIT, body[m.end():], re.I) for m in numbers):
        numbers = [m for m in numbers if re.match(UNIT, body[m.end():], re.I) or m.group(1).strip().endswith("%")]
    if _PERCENT_ASKED.search(question):  # "What percentage do I put into my pension?": "7%", not "£58,000"
        numbers = [m for m in numbers if m.group(1).strip().endswith(("%", "percent"))
                   or re.match(r"\s?per ?cent\b", body[m.end():], re.I)]
        spelled = [m for m in numbers if not m.group(1).strip().endswith(("%", "percent"))]
        if spelled and len(spelled) == len(numbers):  # "7 per cent"
            return spelled[0].group(1).strip() + "%"
    elif RATE_ASKED.search(question) and not asked_money:  # "What rate did we fix the mortgage at?": a percentage
        numbers = [m for m in numbers if m.group(1).strip().endswith(("%", "percent"))] or numbers
    if _END_ASKED.search(question) and not re.search(r"\b(?:before|originally|at first|initially|used to)\b", question, re.I):
        # "How big is the Docker image now?": "shrank from 1.9 GB to 210 MB" — where it ended
        numbers.sort(key=lambda m: not _FROM_BEFORE.search(body[max(0, m.start() - 60):m.start()]))
        if _FINAL_ASKED.search(question):  # "the final bill was £49,650 …; they paid £15,450 for the Corolla"
            numbers.sort(key=lambda m: not _FINAL_BEFORE.search(body[max(0, m.start() - 60):m.start()]))
    elif _EARLIER_ASKED.search(question) and not re.search(r"\bfirst\b[^;.!?\d]{0,25}\d", body, re.I):
        # "What did the first implant cost?": "a second one for 4,200 Kč (up from 3,900 Kč)" (not "the first race had 140, up from 90")
        numbers.sort(key=lambda m: not (_UP_FROM.search(body, max(0, m.start() - 12), m.start()) and _LATER_ONE.search(body, 0, m.start())))
    for m in numbers:
        value = m.group(1).strip()
        digits = re.findall(r"\d+", value)
        if value.casefold() in taken or re.fullmatch(r"(19|20)\d\d", value) \
                or digits and (set(digits) <= taken or "".join(digits) in taken):  # "500,000" of "500000 cent"
            continue
        rest = body[m.end():]
        if asked_money and (whole := _OF_WHOLE.match(rest)) and (money := MONEY_UNIT.match(rest, whole.end())):
            return f"{value} {money.group(1)}"  # "got back 3,000 of the 7,400 dirhams": the part, in the whole's money
        if asked_money and not (re.match(SIGN, value) or CURRENCY.match(rest)):
            continue  # "How much did I pay for the flat?": an amount of money, not "GPT-4"
        if counted and not asked_money and value.casefold().endswith("k") \
                and not re.match(rf"\s*(?:[\w-]+\s+)?{re.escape(counted.rstrip('s'))}", rest, re.I):
            continue  # "How many strange dreams …?": "some 2k games" (a game's name) counts no dreams
        if re.match(SIGN, value) or value.endswith(("%", "percent", "k")):
            return value
        if re.match(r"(?:st|nd|rd|th)\b|:\d\d|\s?(?:[ap]\.?m\b\.?|o['’]clock\b)", rest, re.I) \
                or re.search(r"\d:$", body[:m.start(1)]):
            continue  # "the 2nd hotdog", "home at 2:30", "at 4 PM": an ordinal or a clock time counts nothing
        if value.casefold() == "once" and re.match(r"\s+(?:i|you|we|they|he|she|it|the|my|your|our|his|her|their|this|that)\b",
                                                   rest, re.I):
            continue  # "Once I do the test": a conjunction, no count
        if value.casefold() == "one" and re.match(r"\s+(?:of|near|day|thing|more|other|another|way|called|named)\b", rest, re.I):
            continue  # "one of them", "the one near": no count
        if value.casefold() == "one" and _ONE_AS_PRONOUN.search(body[:m.start(1)]) and _NO_NOUN.match(rest):
            continue  # "Quick one.", "the last one down", "a new one": a thing, no count
        often = re.match(r"\s*(?:times\s+)?(?:a|an|per|every|each)\s+(?:day|week|month|year|night|morning|weekend)\b",
                         rest, re.I)
        if often and (value.casefold() in ("once", "twice") or re.match(r"\s*times\b", rest)):
            return value + " " + often.group(0).strip()  # "twice a week", "3 times a week": how often, whole
        hyphened = _HYPHENED.match(rest)
        if hyphened:  # "a 57-foot narrowboat": 57 feet
            word = hyphened.group(1).casefold()
            plural = {"foot": "feet", "inch": "inches"}.get(word, word + "s")
            return f"{value} {word if value.casefold() in ('1', 'one') else plural}"
        if asked_money and (money := MONEY_UNIT.match(rest)):
            return f"{value} {money.group(1)}"  # "7,200,000 đồng", not "… đồng last"
        if dosed and (dose := _DOSE.match(rest)):
            return value + " " + " ".join(dose.group(0).split())  # "80 mg twice a day", whole
        unit = re.match(r"\s*((?:[^\W\d_][\w'’-]*\s+){0,1}[^\W\d_][\w'’-]*)", rest)  # ("450 million đồng")
        if unit:
            tail = [w for w in unit.group(1).split() if w.casefold() not in STOPWORDS]
            words = unit.group(1).split()
            if words and words[0].casefold() in STOPWORDS:
                return value
            # ("five sessions instead of six": the unit ends before what it replaced)
            if tail and len(words) == 2 and words[1].casefold() in STOPWORDS | CLAUSE | PREPOSITIONS | {"instead", "rather"}:
                return f"{value} {words[0]}"
            return f"{value} {' '.join(words)}" if tail else value
        return value
    return ""


# A part of an amount said before the whole, whose money the whole names: " of the 7,400" (dirhams)
_OF_WHOLE = lazy(r"\s*(?:out\s+)?of\s+(?:the\s+|my\s+|our\s+|his\s+|her\s+|their\s+)?\d(?:[\d,.]*\d)?")


# A dose's unit and how often it is taken: " mg twice a day", " tablets daily"
_DOSE = lazy(r"\s*(?:" + DOSE_UNITS + r"|g)\b(?:\s+(?:(?:once|twice|\w+ times)"
             r"\s+(?:a|per|each)\s+(?:day|week)|daily|a day|a week|at night|in the morning|every (?:morning|evening|night|day)"
             r"|(?:when|as) needed))?", re.I)
# The medicine a dose is asked of: "What dose of gliclazide …", "my amlodipine dose"
_DOSE_OF = lazy(r"\b(?:" + DOSE + r") of ([a-z][\w-]+)|\b(?!(?:what|which|the|my|our|his|her|their|your|a|daily|current|new"
                r"|starting|same|usual|last|first)\b)([a-z][\w-]+) (?:" + DOSE + r")\b(?!.*\bdose of\b)", re.I)
