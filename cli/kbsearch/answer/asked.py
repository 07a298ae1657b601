"""What a question asks for, and whether a sentence holds that kind of thing: a *when*
question wants a date or a relative time, *where* a place, *who* a person, *how many* a
number, *why* a reason, a yes/no question a statement about the asked fact.

    kind_of("When did Kate start skiing?")      → "when"
    holds("when", "I've been skiing for 10 years", said=date(2023, 12, 29), names=set())
    → True

Plain rules over English wording: deterministic, no model, and wrong in the harmless
direction (an unknown kind is "what", which asks nothing of the sentence's content).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from ..text import stem, tokens
from .kinds import KIND_OF_NAMED, Thing, asked_thing
from .asked_after import best_time_asked, race_time_asked, relative_asked
from .subject import PERSON_WORDS, dates_named, fold_name, without_holidays
from .value_words import (BRANDED, COST_END, HOW_OFTEN, HOW_OFTEN_ASKED, IDENTIFIER_ASKED, MEASURE, MEASURE_ASKED, MONEY,
                          NUMBER_OF_THING, RATE_ASKED, TOTAL, WHAT_PAID, asks_money, paid_for)
from .when import MONTH_NAMES, WEEKDAY_ASKED, WEEKDAYS, mentions, without_dates, without_month_days
from .counted import NUMBER as _NUMBER, counted_noun, counts, other_units_only, unit_asked
from .several import wants_several
from .lazy_pattern import latin, lazy
from .naming import CALLED, NAMES_OF, firm_kind, named_noun

WEAK = 0.3  # how surely a vague "in winter", "a friend", "at the gym" answers
WORDED = 0.75  # a number in words ("three quotes") is as often a count of something else
KINDS = ("when", "where", "who", "count", "duration", "why", "yesno", "what")

_AUX = ("do", "does", "did", "is", "are", "was", "were", "can", "could", "has", "have", "had", "will",
        "would", "should", "am", "shall", "may", "might", "must")
_STARTS = [
    ("when", lazy(r"^(when|since when|what (time|date|day|year|month)|(at|by|around|until) what time"
                  r"|which (day|date|year|month|evening|night|morning|afternoon)"
                  r"|(in|on|during) (what|which) (year|month|day|date|week)|how long ago)\b")),
    ("duration", lazy(r"^((for )?how long\b|how much time\b|what (was|is|were) [\w' ]*?(\w's|my|his|her|their|your)"
                      r" (?:(?:\d+k|\d+km|half|full|marathon|race|finishing|finish|run|running|swim|bike|cycle|triathlon|parkrun|5k|10k"
                      r"|best|fastest|quickest|personal|target|goal|winning)"
                      r" ){0,3}time(?=\s*(\?|$|in |at |for |on )))")),  # "What was Rosa's time …": how long it took
    ("count", lazy(r"^(how (many|much|often|old|far|big|tall|fast|heavy|slow|large|high|deep|expensive)|(what|which) (?:(?:monthly|weekly|yearly|annual|hourly|daily|nightly) )?(percentage|number|amount"
                   r"|price|rate|timeout|time limit|budget|salary|rent|temperature|speed|size|dose|dosage)|at what (age|price|turnover|income|salary|cost|speed|temperature|weight|height)|what (is|was|are|were) (the|my|our|his|her|their|[a-z]+'s) ([a-z]+(?:'s)? (?!numbers?\b))?(average|mean"
                   r"|total|number|amount|price|cost|distance|size|sum|rate|percentage|probability|expected value"
                   r"|budget|salary|rent|score|weight|height|age|speed|limit))\b"
                   r"|^what(?:['’]s| is| was| are| were) [\w'’ -]{0,40}?\b(?:dose|dosage)\b"  # "What's Kofi's metformin dose now?"
                   r"|" + WHAT_PAID)),  # "What did the tyres cost?", "What did I pay for the shed?"
    ("where", lazy(r"^(where|from where|(in|to|at) (what|which) (geographical |geographic )?(city|country|place"
                   r"|town|state|restaurant|store|shop|school|university|park|venue|location|region|area|part"
                   r"|continent|neighbou?rhood)|(what|which) (city|cities|country|countries|place"
                   r"|town|state|restaurant|store|shop|location|destination|region|continent|airport)s?)\b")),
    ("who", lazy(r"^(who|whom|whose|with whom|with who|which (friend|person|people|colleague|family member|vet|doctor|dentist"
                 r"|surgeon|consultant|physio|physiotherapist|engineer|accountant|lawyer|solicitor|midwife|tutor|builder|plumber"
                 r"|electrician|architect|photographer)|(what|which) is the name)\b")),
    ("why", lazy(r"^(why|how come|what (made|makes|caused|causes|motivated)|for what reason"
                 r"|what (is|was|are|were) (the (main )?reasons?|[\w.-]+['’]s? (main )?reasons? for))\b")),
    ("yesno", lazy(r"^(" + "|".join(_AUX) + r")\b")),
]

# Ordinary places; a capitalised word after "in/at/to/from" counts too.
PLACE_WORDS = frozenset("""
beach park restaurant cafe café coffee shop store mall market gym office home house apartment flat city
country town village museum mountain mountains lake river island school university college campus
library hospital clinic airport station hotel resort church temple bar pub club stadium theater theatre shelter
cinema studio zoo garden gallery forest trail downtown abroad overseas countryside kitchen backyard
lounge bakery salon spa pool court field arena hall concert festival camp farm suburbs suburb rescue sanctuary
center centre venue nursery waterpark aquarium playground bookstore supermarket
""".split())
PLACE_AFTER = lazy(r"\b(?:in|at|to|from|near|visit|visited|visiting|around|into|toward|towards|leaving|departing"
                    # "on Elm Street", never "on Monday", "on Netflix"; "at the Vera C. Rubin Observatory" (not "in Rivière-du-Loup Monday to …")
                    r"|on(?= (?:the )?(?:[A-Z][\w'’-]+ )+(?:Street|Avenue|Road|Lane|Boulevard|Drive|Square)\b))"
                    r" (?:the )?((?:(?:St|Mt|Ft)\. |(?:[A-Z]\. ){1,2})?[A-Z][\w'’-]+(?:(?: of| de| del| da| [A-Z]\.)? (?!(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b)[A-Z][\w'’-]+)*)")
# Someone's home named by its owner: "at my parents'", "at the neighbour's".
HOME = lazy(r"\b(?:at|to|from|in) ((?:my|our|his|her|their|the) [a-z]+(?:'s|s'|’s|s’))(?!\w)"  # (not "in his grandmother's garden")
            r"(?!\s+(?:back\s+|front\s+)?(?:" + "|".join(sorted(PLACE_WORDS, key=len, reverse=True)) + r")\b)", re.I)
_NAME = lazy(r"(?<![.!?]\s)(?<!^)\b([A-Z][a-z][\w'’-]*)")
REASON = lazy(r"\b(because|cause|since|so that|so i|so we|(?<=, )so (?:the|it|he|she|they|my|our|his|her|their|(?-i:[A-Z])[\w'’-]+)|due to"
               r"|thanks to|in order to|the reason"
               r"|that's why|that’s why|as a result|to help|to avoid|to make|to get|to keep|to save"
               r"|to be able)\b", re.I)
# "since 2020", "since last year": a time, not a reason
SINCE_TIME = lazy(r"since\s+(?:\d|then|last|early|late|yesterday|the (?:start|beginning|end)|"
                   + "|".join([*MONTH_NAMES, *WEEKDAYS]) + r")", re.I)
_LIST_MARK = lazy(r"^(?:[^:]{1,40}: )?\s*\d{1,2}[.)]\s+")  # "assistant: 2. ": a list item's own number
# A digit counts as a quantity unless it is part of a name or a formula's index ("int_0^1",
# "x2", "B12"): those hold digits and state no amount.
_QUANTITY = lazy(r"(?<![\w^\\])\d|[$€£¥%]")
_TIME_WORDS = lazy(r"\b(\d{1,2}(:\d\d)? ?(am|pm)|noon|midnight|morning|afternoon|evening|weekend"
                   r"|weekends|winter|summer|spring|autumn|christmas|easter|thanksgiving|new year'?s?"
                   r"|holidays?|vacation|semester|birthday|anniversary|" + "|".join(WEEKDAYS) + r"|" + "|".join(m for m in MONTH_NAMES if len(m) > 3
                                                                        and m not in ("march",)) + r")\b", re.I)
# "twice a week", "three times a day", "every day": how often, not how long.
FREQUENCY = r"(?<!once )(?<!twice )(?<!times )(?<!every )(?<!per )(?<!each )"
DURATION = lazy(FREQUENCY + r"\b(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|few|couple of|several"
                 r"|half an?) (minute|hour|day|night|week|month|year|semester|season)s?\b"
                 r"|\b(all (day|night|week)|overnight|since)\b", re.I)
# (not "a second pair", "an HR manager", "every 45 minutes"; but "four and a half hours", "1h 52m")
CLOCKED = lazy(r"(?<!every )(?<!each )\b(?:(?:\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven"
               r"|twelve|half an?)(?: and a half)? ?(?:seconds?|secs?|minutes?|mins?|hours?|hrs?)\b|\d+h(?: ?\d+m)?\b)", re.I)
# A length of time as a stopwatch writes it ("52:40", "2:07:45"), not a time of day ("at 7:40", "7:40 am")
STOPWATCH = lazy(r"(?<![\d:.])(?<!\bat )(?<!\bby )\d{1,2}:\d\d(?::\d\d)?(?![\d:]|\s?(?:am|pm|a\.m|p\.m|o['’]clock)\b)",
                 re.I)
# Words that start sentences or name no one.
_NOT_NAMES = frozenset({"I", "I'm", "I’m", "I've", "I’ve", "I'll", "I’ll", "I'd", "I’d", "OK", "Ok", "Okay",
                        "Yes", "No", "Hey", "Hi", "Hello", "Thanks", "Thank", "Oh", "Wow", "Haha", "Lol",
                        "The", "It", "That", "This", "What", "So", "And", "But"}) | {
    m.capitalize() for m in MONTH_NAMES} | {d.capitalize() for d in WEEKDAYS}

# Verbs and fillers that say little about which fact is asked: never the word a sentence
# must hold, and half the weight of the others.
LIGHT = frozenset(tokens(
    "go goes going went gone get gets got getting make makes made do does did doing start starts started "
    "begin began have has had take took come came use used like liked want wanted need needed try tried "
    "plan plans planned planning say said tell told think thought know knew feel felt see saw look looked "
    "give gave put keep kept let seem become became happen happened spend spent thing things way lot really "
    "taken given gotten begun also usually currently still recently moment ever morning afternoon evening night end"  # ("in the end": "the final bill")
))

# Common irregular past forms: a question asks "did she buy", the chat says "bought".
IRREGULAR = {
    "buy": "bought", "go": "went", "get": "got", "make": "made", "take": "took", "see": "saw",
    "come": "came", "give": "gave", "find": "found", "think": "thought", "tell": "told",
    "become": "became", "leave": "left", "feel": "felt", "bring": "brought", "begin": "began",
    "keep": "kept", "hold": "held", "write": "wrote", "stand": "stood", "hear": "heard", "meet": "met",
    "run": "ran", "pay": "paid", "sit": "sat", "speak": "spoke", "lead": "led", "grow": "grew",
    "lose": "lost", "fall": "fell", "send": "sent", "build": "built", "spend": "spent", "win": "won",
    "teach": "taught", "catch": "caught", "sell": "sold", "fight": "fought", "eat": "ate",
    "drink": "drank", "drive": "drove", "ride": "rode", "swim": "swam", "sing": "sang", "fly": "flew",
    "wear": "wore", "choose": "chose", "break": "broke", "forget": "forgot", "sleep": "slept",
    "read": "read", "cut": "cut", "put": "put", "set": "set", "hurt": "hurt", "quit": "quit",
    "know": "knew", "draw": "drew", "throw": "threw", "understand": "understood", "feed": "fed",
    "do": "did", "have": "had", "say": "said", "learn": "learnt", "dream": "dreamt", "burn": "burnt",
    "light": "lit", "lend": "lent", "bake": "baked", "shop": "shopped", "plan": "planned",
    "steal": "stole", "bite": "bit", "hide": "hid", "shake": "shook", "wake": "woke", "blow": "blew",
    "freeze": "froze", "forgive": "forgave", "bend": "bent", "dig": "dug", "hang": "hung", "rise": "rose",
    "seek": "sought", "shoot": "shot", "sink": "sank", "slide": "slid", "spin": "spun", "stick": "stuck",
    "sting": "stung", "strike": "struck", "swing": "swung", "tear": "tore", "ring": "rang", "dive": "dove",
    "bear": "bore", "deal": "dealt", "mean": "meant", "lay": "laid",
    # Three letters are too short for the search's word roots to pair: "try" finds no "tried".
    "try": "tried", "cry": "cried", "fry": "fried", "dry": "dried", "spy": "spied",
    "shine": "shone", "weep": "wept", "sweep": "swept", "creep": "crept", "bleed": "bled", "breed": "bred",
    "flee": "fled", "grind": "ground", "stink": "stank", "spit": "spat", "swear": "swore", "undo": "undid",
    "overcome": "overcame", "withdraw": "withdrew", "upset": "upset", "bet": "bet", "cost": "cost",
}


_RANK = lazy(r"^(what|which) place (did|does|do|has|have|had|will)\b.*\b(win|won|finish|finished|rank|ranked"
             r"|place|placed|come in|came in)\b(?!.*\b(to|from|at|in)\s*\??$)")


def _head(question: str) -> tuple[str, str]:
    """(kind, the words that say it: "how long", "what year"). The question's first
    clause decides ("Kate, when did…" too)."""
    q = " ".join(question.casefold().replace("’", "'").split())
    q = re.sub(r"^(so|and|but|also|ok|okay|hey|please|tell me|do you know|can you tell me),?\s+", "", q)
    q = re.sub(r"^(what|who|where|when|how)'s\b", r"\1 is", q)  # "What's the final price …"
    if _RANK.match(q):  # "What place did the team win?": a rank, not where
        return "what", ""
    for kind, pattern in _STARTS:
        m = pattern.search(q)
        if m:
            return kind, m.group(0)
    # "Kate, where does she work?" / "And when was it?"
    m = re.search(r"[,;:]\s*(when|where|who|why|how many|how much|how long)\b", q)
    if m:
        return _head(m.group(1))[0], m.group(1)
    return "what", ""


_ASKING = lazy(r"^\W*(what|which|tell me|list|name|give me|show me|find)\b", re.I)


def asks(text: str) -> bool:
    """Whether `text` asks something a few words can answer: a question ("… ?", "When did
    …", "Did …") or a request for a thing ("list …", "name …"), not search words alone
    ("mcp timeout", which gets the answer's sentences but no short answer). Text in
    another script is taken as a question: these rules read English only."""
    letters = [c for c in text if c.isalpha()]
    if sum(1 for c in letters if c.isascii()) * 2 < len(letters):
        return True
    return text.rstrip().endswith("?") or bool(_head(text)[1]) or bool(_ASKING.match(text))


_CHOICE = lazy(r"^\W*(?:do|does|did|is|are|was|were|will|would|can|could|should|has|have|had)\b(.+?)\s+or\s+(.+?)\W*$",
               re.I)
# "Where does Akib live, in a big city or in the suburbs?": the options close the question.
# (The word before the comma is in lower case: "When did Kate, Elise or Emi …" offers no choice.)
_CHOICE_AFTER = lazy(r"\b[a-z][\w'’-]*,\s*(?:in |at |on |to |with |for |by )?(.+?)\s+or\s+"
                     r"(?:in |at |on |to |with |for |by )?(.+?)\W*$")
# Words that end an option of "A or B …": what follows sets the scene ("part-time | in a shop").
_OPTION_END = frozenset("in on at by with for from to into about over under after before during since until than "
                        "as when while because if so and but".split())
_DETERMINERS = frozenset("a an the some his her their my our your its".split())
_NOT_CHOICE = frozenset("not maybe perhaps something anything anyone anybody somewhere".split())


# "What happened to Elise?", "What is wrong with Waffles?": the frame is asked, never in the answer.
HAPPENED = lazy(r"^\W*what(?:'s| has| had)? (happened|happens|happening)\b"
                r"|^\W*what(?:['’]s| is| was) (wrong) with\b", re.I)
PEOPLE_WORDS = "people|persons|guests|kids|children|friends|members|adults|attendees|players|participants"
HOW_MANY_PEOPLE = lazy(r"^\W*how many (" + PEOPLE_WORDS + r")\b", re.I)
PEOPLE_COUNT = lazy(r"\b(\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen"
                    r"|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety"
                    r"|a hundred|hundreds)\s+(?:\w+\s+)?("
                    + PEOPLE_WORDS + r")\b", re.I)

# … or as those who came: "97 came in the end", "about 40 turned up"
CAME_COUNT = lazy(r"(?:^|[:;,.!?]\s+|\b(?:and|but|so|then|only|about|around|nearly|over|just|almost)\s+)"
                  r"(\d{1,5})\s+(?:of (?:us|them)\s+)?"
                  r"(?:came|turned up|showed up|attended|joined|were there)\b", re.I)


def choice_options(question: str) -> tuple[str, ...]:
    """The two options of an either-or question ("Does Nebraas work full-time or part-time
    in a bubble tea shop?" → ("full-time", "part-time"); "a humanities or technical
    background" → ("humanities background", "technical background")); () for any other
    question, and for a yes/no one with an "or" ("any sisters or brothers?", "… or not?")."""
    after = None
    m = _CHOICE.match(question) or (after := _CHOICE_AFTER.search(question))
    if not m or re.search(r"\b(any|either|whether)\b", m.group(1), re.I):
        return ()
    right: list[str] = []
    for w in m.group(2).split():
        w = w.strip(",;:?!")
        if not right and w.casefold() in _DETERMINERS:
            continue
        if not w or w.casefold() in _OPTION_END or (right and len(right) >= 3):
            break
        right.append(w)
    # The whole option after a comma ("a big city"); before "or" in the question itself,
    # its last word ("work full-time").
    left = [w for w in m.group(1).split() if w.casefold() not in _DETERMINERS][-3 if after else -1:]
    if not right or not left or right[0].casefold() in _NOT_CHOICE:
        return ()
    options = (" ".join(left + right[1:]), " ".join(right))
    a, b = (set(tokens(x)) for x in options)
    if not a - b or not b - a:
        return ()
    return options


def kind_of(question: str) -> str:
    """One of KINDS."""
    return _head(question)[0]


_A_YEAR = lazy(r"\b(?:19|20)\d\d\b")
_LIVES = lazy(r"^\W*(?:where|(?:in )?(?:which|what) (?:city|town|country|village|suburb|neighbou?rhood|area|part of [\w ]+?))"
              r"\s+(?:does|do|did|has|have|is|are)\s+[^,]*\b(?:live|lived|living)\b", re.I)  # (… "is Refilwe living")


def holds(kind: str, text: str, said: date | None, names: frozenset[str] | set[str],
          numbers: frozenset[str] = frozenset(), counted: str = "", made: bool = False, often: bool = False,
          money: bool = False, measure: bool = False, clocked: bool = False, unit: str = "") -> float:
    """How surely `text` holds the kind of thing a `kind` question asks for: 1.0 for a
    date, a named place or person, a number; WEAK for a vaguer one ("in winter", "at the
    gym", "a friend", "a few"); 0.0 for none. `names` are the names the question itself
    says (a *who* answer names someone else). Other kinds ask nothing: 1.0."""
    if kind == "when":  # (for "What year is my Honda Civic?", a year alone: "my 2015 Honda Civic")
        return 1.0 if mentions(text, said) else WEAK if _TIME_WORDS.search(text) or made and _A_YEAR.search(text) \
            else 0.0
    if kind == "duration":  # (a race's time as a stopwatch gives it: "in 52:40", "2:07:45")
        if clocked:  # … and in hours, minutes, seconds only: "+10 km a week" is no finishing time
            return 1.0 if STOPWATCH.search(text) or CLOCKED.search(text) else 0.0
        return 1.0 if DURATION.search(text) or STOPWATCH.search(text) else 0.0
    if kind == "count":
        if often:  # "How often do I run?": a frequency, no other number ("Python 3.6")
            return 1.0 if HOW_OFTEN.search(text) else 0.0
        if money:  # "How much did I pay for the flat?": money, not "GPT-4"
            return 1.0 if MONEY.search(text) else 0.0
        if measure:  # "How big is the Docker image now?": "210 MB", not "python:3.12"
            return 1.0 if MEASURE.search(text) else WEAK if MONEY.search(text) else 0.0  # (not "saving €380 a year")
        if counted and counts(text, counted) is False:
            return 0.0  # "three weeks" is no number of whales
        if unit and other_units_only(text, unit):
            return 0.0  # "How many nights …": "3 miles" is no number of nights
        text = without_month_days(_LIST_MARK.sub("", text))  # "2. Enter the cost …", "on 3 January": no count
        if numbers:  # "U(0,1)": the question's own numbers are no answer
            text = re.sub(r"\w+", lambda m: "" if m.group(0).casefold() in numbers else m.group(0), text)
        if _QUANTITY.search(text):
            return 1.0
        words = {m.group(0).casefold() for m in _NUMBER.finditer(text)} - set("0123456789")
        return 0.0 if not words else WEAK if words <= {"few", "several", "couple", "dozens"} else WORDED
    if kind == "where":
        # Not a person the question names ("the speech at Dev's wedding" says where no more
        # than the question does).
        if any(m.group(1).split()[0] not in _NOT_NAMES and fold_name(m.group(1).split()[0]) not in names
               for m in PLACE_AFTER.finditer(text)) or HOME.search(text):
            return 1.0
        return WEAK if any(w in PLACE_WORDS for w in re.findall(r"[a-zé]+", text.casefold())) else 0.0
    if kind == "who":
        found = {m.group(1) for m in _NAME.finditer(_without_speaker(text))}
        if any(n not in _NOT_NAMES and n.casefold() not in names for n in found):
            return 1.0
        return WEAK if any(w in PERSON_WORDS for w in re.findall(r"[a-zé]+", text.casefold())) else 0.0
    if kind == "why":
        return 1.0 if any(not SINCE_TIME.match(text, m.start()) for m in REASON.finditer(text)) else 0.0
    return 1.0  # yes/no and open questions: the asked fact's words are the test


def _without_speaker(text: str) -> str:
    """A raw turn's "speaker: " label names who talks, not who the answer is."""
    head, sep, rest = text.partition(": ")
    return rest if sep and len(head.split()) <= 3 else text




def question_names(question: str) -> set[str]:
    """Capitalised words of the question after its first word, folded: the people and
    places it already names."""
    words = re.findall(latin(r"[A-Z][\w'’-]*"), without_holidays(question))[1:]
    return {fold_name(w) for w in words} - dates_named(question)


_NUMBER_WORDS = frozenset("one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty "
                          "fifty hundred thousand million dozen".split())
ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
            "ninth": 9, "tenth": 10, "last": -1, "final": -1}
# "the first step", not "the first thing I asked" (the earliest, not an item of a list).
_ADVISED_FIRST = lazy(r"\b(?:(?:suggest|recommend|advise|propose|tell me to do)(?:ed)? |(?:tell|told) me to\b[^?]{0,40}?\b(?:into|on|with) (?=(?:first|last)\W*$))(first|last)\b", re.I)  # "… suggest first to …?", "… savings into first?"
_ORDINAL = lazy(r"\b(" + "|".join(ORDINALS) + r"|\d{1,2}(?:st|nd|rd|th)) (?!(?-i:[A-Z]))(?:(?:step|stage|item|point|tip|phase|rule)s?\b"
                # "the third neighbourhood you recommended", "the 2nd book on your list": an
                # item of the list the assistant gave
                r"|(?=(?:[\w'’-]+ ){1,3}(?:(?:that|which) )?(?:you|the assistant) (?:recommended|suggested|mentioned"
                r"|listed|gave|named|proposed|provided|shared|offered|told|said)\b|(?:[\w'’-]+ ){1,3}(?:on|in|from) "
                r"(?:the|your|that) list\b))", re.I)


_YOU_ADVISED = lazy(r"\byou\s+(recommend|recommended|suggest|suggested|advise|advised|propose|proposed|tell me"
                    r"|told me|mention|mentioned|say|said|give me|gave me|list|listed)\b", re.I)


# "Which Postgres version …", "What version of Python …": the number after the name answers
VERSION_ASKED = lazy(r"\b(?:which|what) ([A-Za-z][\w.+#-]*) version\b"
                     r"|\bversion of (?:the |my |our |your )?([A-Za-z][\w.+#-]*)", re.I)
_STAYS = frozenset(tokens("trip trips stay visit holiday holidays vacation break"))


# A question after how things are now: the latest chat says it, and not what was sold
# "the final quote", "cost in the end": how a thing ended is asked
FIRST_TIME = lazy(r"\bfirst\b(?! (?:step|time I|thing|one|of)\b)", re.I)  # "first mentioned", not "the first step"
FINAL = lazy(r"\b(?:final|finally|in the end|eventually|end(?:ed)? up|actually|" + TOTAL + r")\b", re.I)
# … and what one paid: the price agreed, not the one first asked (nor what it costs now)
PAID = lazy(r"\bhow much did (?:i|we|you|he|she|they) (?:pay|spend)\b|^\W*what did\b.*\b" + COST_END
            + r"|^\W*what did (?:[\w'-]+ ){1,3}(?:pay|paying)\b", re.I)
NOW = lazy(r"\b(?:now|currently|still|these days|nowadays|at the moment|any more|anymore)\b", re.I)
BEFORE = lazy(r"\b(?:before|previously|used to|at first|originally)\b", re.I)  # "What was Jens's job before?"
# The verbs that only say one has a thing of the kind ("What car do I drive?")
_FRAMED = {"car": frozenset(tokens("drive drives driving own owns have has")),
           "school": frozenset(tokens("attend attends go goes")), "job": frozenset(tokens("hold holds held"))}


_MASS = frozenset({"food"})  # a kind word with no plural: singular, yet asking after several


def _plural(word: str) -> bool:
    """Whether a kind's word is written plural ("movies", not "movie", "series" or "class")."""
    return (word.endswith("s") and not word.endswith(("ss", "us", "is", "ics", "series", "species", "news"))
            and stem(word) != word)


def _thing(question: str, kind: str) -> Thing | None:
    """The kind of thing asked after: any for a what-question, a country or a city for a
    where-question."""
    thing = asked_thing(question) if kind in ("what", "where") else None
    return thing if kind == "what" or (thing is not None and thing.name in ("country", "city")) else None


@dataclass(frozen=True)
class Asked:
    """What a question asks for: its kind, the names it says itself, whether it wants several things."""

    kind: str
    names: frozenset[str]
    several: bool
    # Words of the question that are not about the asked fact: its question phrase ("how
    # long", "what year") and the dates it names, which a chat's date answers.
    skip: frozenset[str] = frozenset()
    days: frozenset[str] = frozenset()  # dates the question names, written out
    ordinal: int = 0  # "the final step" -1, "the second step" 2: which item of a numbered list
    numbers: frozenset[str] = frozenset()  # the digits the question itself writes ("U(0,1)")
    options: tuple[str, ...] = ()  # an either-or question's two options: the answer is one of them
    people: bool = False  # "How many people …": a number of people ("8 guests") answers, no other
    thing: Thing | None = None  # "What desserts …": the kind of thing asked after (kinds.py)
    favourite: bool = False  # "What is Audrey's favorite Thai dish?"
    trouble: bool = False  # "What is wrong with …?": a sentence telling of a problem answers
    doing: bool = False  # "What did Moon do?": what the sentence says its subject did answers
    # "What is the name of …", "What is … called?": a sentence that names it answers. The noun
    # named ("twins" of "What are the names of Rosa's twins?"), or "name" when the question says none.
    naming: str = ""
    tense: str = ""  # "past" ("When did Paola have an exam?"), "future" ("… going to …"), "" either
    counted: str = ""  # "How many whales …": the thing counted, when no unit of time or measure
    made: bool = False  # "What year is my Honda Civic?": a thing's year, not when something happened
    advised: bool = False  # "What did you suggest …?": what the assistant advised
    often: bool = False  # "How often …": a frequency answers
    money: bool = False  # "How much did I pay …": an amount of money answers
    paid_for: str = ""  # "How much did Callum pay for Marigold?": what the money asked was for
    measure: bool = False  # "How big …": a number with its unit answers
    listed: str = ""  # "the first book you recommended": what the list is of ("book")
    purpose: frozenset[str] = frozenset()  # "the first step … for ewes with twin lamb disease": what the list is for
    brand: str = ""  # "Which ETF did you suggest?": a thing known by its name ("etf")
    code: str = ""  # "What is my flight number?": an identifier ("TP 1353"), not a count; the noun ("flight")
    clocked: bool = False  # "What was my 10K time?": a time the clock gives ("52:40", "4 hours 52 minutes")
    unit: str = ""  # "How many nights …": what the unit measures ("time"); a number in another ("3 miles") answers not
    job: bool = False  # "What does Andrew do for work?": a job answers ("financial analyst")
    talked: bool = False  # "When did Fahim mention …?": the saying is in the chats; their date answers
    noun: str = ""  # "Which choir …", "What marathons …": the noun a name of the answer may end in
    naming_also: tuple[str, ...] = ()  # the naming noun's synonyms ("physio" for "physiotherapist"), set by compose
    firm: str = ""  # "What's my photography business called?": the kind of firm ("photography") its name may end in
    weekday: bool = False  # "Which evening is my Welsh class on now?": a day of the week answers
    lives: bool = False  # "Where does Isla live now?", "Which city …": a sentence of a home answers ("moved into a flat in Mutley")
    relative: tuple[str, str] = ()  # "What does Renata's brother do?": ("Renata's", "brother"), whose job is asked
    known: object = None  # the evidence's people and pets (name_roles.NameRoles), set by compose

    @classmethod
    def of(cls, question: str) -> "Asked":
        kind, head = _head(question)
        if kind == "what" and best_time_asked(question):  # "What is Otieno's half-marathon PB?": a time, as clocked
            kind = "duration"
        dated = [t for t in mentions(question, None) if not t.relative]
        skip = set(tokens(head)) | {w for t in dated for w in tokens(t.phrase)}
        happened = HAPPENED.match(question)
        if happened:  # "What happened to Elise …?": the asked frame, never in the answer
            skip |= set(tokens(happened.group(1) or happened.group(2)))
        if kind == "where" and " or " not in question and (lives := re.search(r"\b(live|lives|living|based|located)\b", question, re.I)):
            skip.add(lives.group(1).casefold())  # "Where does Lucía live?": "my friend Lucía in Valencia" says it
        if works := _WORKS_AT.search(question):  # "Which hospital does Keisha work at?": "a nurse at the Royal Sussex"
            skip.add(works.group(works.lastindex).casefold())
        paid = re.match(r"^\W*(?:how much |what(?:['’]s | ))(?:(?:did|do|does|will|would|was|is|were) )?.*?"
                        r"\b(pay|paying|spend|spending|charge|charging|cost)\b", question, re.I)
        if paid and (paid.group(0).lstrip().casefold().startswith("how") or asks_money(question)):
            # "How much did I pay for the Corolla?": "bought a used Toyota Corolla for £14,500"
            # (a what-question only where it asks for money: not "What does a cost function do?")
            # ("How much did our Lisbon flat cost?": "booked a flat in Alfama for 650 euros")
            skip.add(paid.group(1).casefold())
        advised = _YOU_ADVISED.search(question)
        if advised:  # "What dessert did you suggest?": the assistant's turn suggests it, seldom saying so
            skip |= set(tokens(advised.group(1)))
        skip |= {"version", "versions"} if VERSION_ASKED.search(question) else set()  # "We're on Postgres 15"
        # "What does Rhys do for a living?": "Rhys works … as a paramedic" need not say "living"
        skip |= {"work", "living", "earn", "earning", "make", "makes", "making"} if FOR_A_LIVING.search(question) else set()
        titled = re.search(r"\bjob (title|role|position)\b", question, re.I)
        if titled:  # "What is my job title?": "a new job as a UX designer" says it
            skip.add(titled.group(1).casefold())
        if kind == "duration" and question_names(question):
            # "How long is my Lisbon trip?": "going to Lisbon … for 5 days" is the trip
            skip |= {w for w in tokens(question) if w in _STAYS}
        coded = IDENTIFIER_ASKED.search(question) or NUMBER_OF_THING.search(question)
        if coded:  # "My flight is TP 1353" says no "number"; "the number of our plot" is no count
            skip, kind = skip | set(tokens(coded.group(2))), "what" if kind == "count" else kind
        people = HOW_MANY_PEOPLE.match(question)
        if people:  # "How many people was the lasagna for?": "8 guests" says it without "people"
            skip |= set(tokens(people.group(1)))
        kind_of_ = re.match(r"^\W*(?:what|which) (kinds?|types?|sorts?) of\b", question, re.I)
        skip |= set(tokens(kind_of_.group(1))) if kind_of_ else set()  # "What kind of Poke …": not "kind"
        if NAMES_OF.search(question):  # "the name of Amara's dog": naming is asked (a name answers), no word to hold
            skip |= {"name", "names"}
        elif CALLED.match(question):  # "What's my shop called?": "I run Leith Wheelworks, a bike shop"
            skip.add("called")
        naming = named_noun(question)
        firm = firm_kind(question, naming)
        if firm:  # "trading as Golau Photography" need not say "business"; a firm is no person
            skip |= set(tokens(naming))
            kind = "what" if kind == "who" else kind
        days = {t.resolved for t in dated}
        ordinal, listed, purpose = 0, "", frozenset()
        m = _ORDINAL.search(question) or _ADVISED_FIRST.search(question)
        if m:
            word = m.group(1).casefold()
            ordinal = ORDINALS[word] if word in ORDINALS else int(word[:-2])
            skip |= set(tokens(m.group(0)))
            noun = re.match(r"((?:[\w'’-]+ ){0,2}?[\w'’-]+) (?:(?:that|which) )?(?:you|the assistant|on|in|from)\b",
                            question[m.end():], re.I)
            if noun and not re.match(r"(?:step|stage|item|point|tip|phase|rule|one|thing)s?\b", noun.group(1).split()[-1], re.I):
                listed = noun.group(1).split()[-1].casefold()
            purpose = frozenset(tokens(aim.group(1))) if (aim := re.search(r"\b(?:for|to) (.+)", question[m.end():], re.I)) else purpose
        thing = _thing(question, kind)
        if thing is not None and thing.name in _FRAMED:  # "What car do I drive?": a car is driven, said or not
            skip |= {t for t in tokens(question) if t in _FRAMED[thing.name]}
        # "What food does Paola like?": a kind named without a number asks for all of it,
        # unless a day, a favourite or a first/last picks one.
        one = re.search(r"\b(favou?rite|first|last|best|main|usual|usually)\b", question, re.I)
        one_breed = thing is not None and thing.name == "breed" and not _plural(thing.word) or bool(KIND_OF_NAMED.match(question))
        several = wants_several(question) and not one_breed or (  # (one: "What kind of dog is Dougal?", "… animal is Cacho?")
            thing is not None and not one and (_plural(thing.word) or thing.word in _MASS and not days))
        # "When did Fahim and Akib discuss Kung Fu Panda?": the chats are the discussion; no
        # sentence in them says "discuss".
        skip |= {w for w in tokens(question) if w in _TALKED}
        talked = kind == "when" and bool(TOLD_IN_CHAT.search(question)) and not _TOLD_ELSEWHERE.search(question)
        if talked:  # … and a picture shared in a chat is seldom called one in its words; the
            # first time it was said is the earliest chat's (compose), no sentence says "first"
            skip |= {w for w in tokens(question) if w in _SHARED or w == "first"}
        if re.search(r"\bnew year['’]?s (?!eve|day|party|celebration|dinner)\w", question, re.I):
            # "Gina's New Year's resolution": which one, said by the chat's date; a sentence need
            # not say it ("Where did Elise celebrate the New Year?" does: it is what happened)
            skip |= set(tokens("new year"))
        if kind == "where" and several:  # "What cities has Marcus visited?": any place he tells of having been is one
            skip |= {w for w in tokens(question) if w in _WENT}
        return cls(kind, frozenset(question_names(question)), several, frozenset(skip),
                   frozenset(days), ordinal, frozenset(w for w in re.findall(r"\w+", without_dates(question).casefold())
                                                       if w.isdigit() or w in _NUMBER_WORDS),
                   choice_options(question) if kind == "yesno" or _CHOICE_AFTER.search(question) else (),
                   bool(people), thing, bool(re.search(r"\bfavou?rite\b", question, re.I)),
                   bool(happened and happened.group(2)), bool(_DOES.match(question)), naming,
                   tense_of(question), counted=counted_noun(question),
                   made=bool(re.match(r"^\W*(?:what|which) year (?:is|was|are|were)\b", question, re.I)),
                   advised=bool(advised and re.match(r"recommend|suggest|advise|propose|(?:tell|told) me\s+to\b", question[advised.start(1):], re.I)),
                   often=bool(HOW_OFTEN_ASKED.search(question)), code=coded.group(1).casefold() if coded else "",
                   money=kind == "count" and asks_money(question), listed=listed, purpose=purpose,
                   paid_for=paid_for(question) if kind == "count" and asks_money(question) else "",
                   measure=kind == "count" and bool(MEASURE_ASKED.search(question) or RATE_ASKED.search(question))
                   and not asks_money(question),
                   brand=branded.group(1).casefold() if (branded := BRANDED.match(question)) else "",
                   clocked=kind == "duration" and bool(re.match(r"^\W*what\b.*\btime\b", question, re.I)
                                                       or best_time_asked(question) or race_time_asked(question)),
                   unit=unit_asked(question) if kind == "count" else "",
                   job=kind == "what" and bool(JOB_ASKED.search(question)) and not _JOB_WANTED.search(question),
                   relative=relative_asked(question),
                   talked=talked, noun=noun.group(1).casefold() if (noun := WHICH_NOUN.match(question)) else "",
                   firm=firm, weekday=bool(WEEKDAY_ASKED.match(question)),
                   lives=bool(_LIVES.match(question)))


# A plan or a thing still to come ("I have an exam tomorrow", "we're gonna visit"), unless
# the sentence also tells of something done ("I went yesterday and will go again").
_FUTURE = lazy(r"\b(tomorrow|tonight|next (?:week|weekend|month|year|time|summer|winter|spring|fall|"
               + "|".join(WEEKDAYS) + r")|will|won'?t|gonna|going to|plan(?:s|ning)? (?:to|on)|about to|"
               r"upcoming|soon|later (?:today|this week)|in (?:a|an|two|three|a few|\d+) (?:days?|weeks?|months?))\b"
               r"|\w['’]ll\b", re.I)
_PAST = lazy(r"\b(yesterday|ago|last (?:night|week|weekend|month|year|time|summer|winter|spring|fall|"
             + "|".join(WEEKDAYS) + r")|earlier|already|did|was|were|had|went|got|came|made|took|saw|"
             r"finished|ended up|used to)\b", re.I)
_ASKS_FUTURE = lazy(r"\b(will|going to|gonna|plan(?:s|ned)? (?:to|on)|planning|intends? to|upcoming|"
                    r"in the future|would like to|hopes? to)\b", re.I)
_ASKS_PAST = lazy(r"^\W*(?:\w+\s+){0,3}?(did|was|were|had)\b", re.I)


TROUBLE = lazy(r"\b(problems?|issues?|sick|ill|illness|hurts?|hurt|injur\w*|broken|broke|pain\w*|infect\w*|"
               r"disease|trouble|fail(?:s|ed|ing|ures?)?|wrong|diagnos\w*|allerg\w*|ache\w*|sore|limp\w*)\b(?!-free)", re.I)
# … and the words that name one (the answer): not "failed", "wrong".
TROUBLE_NAMED = lazy(r"\b(problems?|issues?|illness|injur(?:y|ies)|pain(?!-free)|infections?|disease|trouble|"
                     r"failures?|allerg(?:y|ies)|ache|headache|stomachache|toothache|sore throat|fever|cold|flu)\b", re.I)
FOR_A_LIVING = lazy(r"\bdo(?:es)? for (?:work|a living)\b|\bmakes? for a living\b|\b(?:earns?|earning|make|makes|making) (?:a|his|her|their|my|our|your) living\b|^\W*what (?:does|(?P<past>did)) (?:(?-i:[A-Z][\w'’-]+)"
                   r"(?:(?-i: [A-Z][\w'’-]+)|['’]s [a-z]+(?: (?-i:[A-Z][\w'’-]+))?)?|(?:my|our|your|his|her|their) (?:husband|wife|partner|mum|mom"
                   r"|dad|mother|father|sister|brother|son|daughter|boyfriend|girlfriend|fiancée?|flatmate|roommate)(?: (?-i:[A-Z][\w'’-]+))?)"
                   r" do(?(past) before (?:he|she|they) retired"
                   r"|(?: now| these days)?)\W*$", re.I)  # "… for a living?", "What does Dewi do?" (not "… metformin do?")
JOB_ASKED = lazy(FOR_A_LIVING.pattern + r"|\b(?:jobs?|occupations?|professions?)\b(?! (?:interview|offer|search|hunt))|^\W*(?:what|which)"
                 r"(?: is| was|['’]s)? (?:[\w'’-]+ )?line of work\b|(?:^\W*(?:what|which) trade|['’]s (?:trade|craft))\b(?! (?:union|fair|show|deal|war|route|mark|beer|shop|stall|market))", re.I)
# … not a job wished for ("What kind of job would Muhhamed prefer?"): no job held answers that
_JOB_WANTED = lazy(r"\b(?:kinds?|types?|sorts?) of (?:job|occupation|profession)|\b(?:would|should|want|wants|prefer"
                   r"|dream|apply|applying)\b|\bthe job\b"  # (… nor a task: "How did the job go?")
                   r"|\b(?:worth|pays?|paid|salary|earns?)\b(?! (?:a|his|her|their|my|our|your) living)", re.I)  # (… nor its money: "What's the … job worth?")
_DOES = lazy(r"^\W*what (?:did|does|do|will|would|can) (?!you\b|i\b|we\b)[\w'’ ]+?(?<!\bto) do\b(?! for\b)", re.I)


_TALKED = frozenset(tokens("discuss discussed discussing discusses discussion talk talked talking mention mentioned "
                           "mentioning mentions chat chatted chatting conversation conversations"))
# "When did Fahim mention …?", "When did Nebraas show Nicolas the photo …?": the chat is the
# saying, so its date answers, not a time the sentence tells of ("… two weeks ago"). Not a
# talk held elsewhere: "When did Muhammad discuss his raise with his boss?"
TOLD_IN_CHAT = lazy(r"\b(?:discuss(?:ed|es|ing)?|talk(?:ed|s|ing)? (?:about|of)|mention(?:ed|s|ing)?"
                    # a picture to someone by name, the one chatted with ("sent Nebraas a photo", "showed
                    # Nicolas the photo"), not "sent the wedding photos to the client", "shared it on TikTok"
                    r"|(?:sen[dt]s?|show(?:ed|n|s)?|shar(?:e|ed|es))(?: to)? (?-i:[A-Z])[\w'’]+(?:\s+[\w'’]+){0,2}?\s+"
                    r"(?:photos?|pictures?|pics?|images?|selfies?|videos?|screenshots?|links?)"
                    r"|(?:sen[dt]s?|show(?:ed|n|s)?|shar(?:e|ed|es))(?:\s+[\w'’]+){1,3}?\s+(?:photos?|pictures?|pics?"
                    r"|images?|selfies?|videos?|screenshots?|links?)(?:\s+[\w'’]+){0,4}?\s+(?:to|with) (?-i:[A-Z])\w*)\b", re.I)
_TOLD_ELSEWHERE = lazy(r"\bwith (?:his|her|their|my|our|the|a|an) |\bto (?:his|her|their|my|our) ", re.I)
_SHARED = frozenset(tokens("send sent sends show showed shown shows share shared shares photo photos picture pictures "
                           "pic pics image images selfie selfies video videos screenshot screenshots link links"))
_WORKS_AT = lazy(r"^\W*(?:what|which) (?:hospital|school|shop|store|office|restaurant|cafe|café|bar|pub|hotel|clinic"
                 r"|practice|surgery|university|college|bank|factory|warehouse|library|gym|nursery|pharmacy|salon|studio"
                 r"|lab|garage|bakery|site) (?:does|did|do|will) [\w'’ ]+? (work(?:s|ed|ing)?)(?: (?:at|for|in))?\W*$"
                 r"|^\W*who\b.*\bat (work)\W*$", re.I)  # ("Who's my boss at work?": "My boss, Dr. Anneliese Brandt")
# … its head noun: the last word before the verb ("Which Japanese exams has Noor taken?": exams)
WHICH_NOUN = lazy(r"^\W*(?:what|which) (?!(?:is|was|are|were|did|does|do|has|have|had|will|would|can|could|kinds?"
                  r"|types?|sorts?)\b)(?:[\w'’-]+ ){0,2}?((?-i:[a-z])+)(?= (?:is|was|are|were|did|does|do|has|have"
                  r"|had|am|will|would|can|could)\b)", re.I)
_WENT = frozenset(tokens("visit visited visiting travel traveled travelled traveling travelling been gone"))


def tense_of(question: str) -> str:
    """"future" for a question after a plan ("When is Paola going to Athens?", "What does
    Kate plan …"), "past" for one after what was done ("When did Paola have an exam?"), ""
    when it does not say."""
    if _ASKS_FUTURE.search(question):
        return "future"
    return "past" if _ASKS_PAST.search(question) else ""


def tense_in(text: str) -> str:
    """"future" for a sentence that tells only of a plan or a thing to come, "past" for one
    that tells only of what was done, "" for both or neither."""
    future, past = bool(_FUTURE.search(text)), bool(_PAST.search(text))
    return "future" if future and not past else "past" if past and not future else ""
