"""How sure a short answer is, once it is cut: a sentence that states the asked fact (high)
may still give it in words that are not the answer — the chat's date where no sentence
says one, a phrase naming no thing of the asked kind, one common word, one item of a list."""

from __future__ import annotations

import re

from ..text import STOPWORDS
from ..wording import counted
from .asked import IRREGULAR, Asked
from .clauses import done_verb, says_done
from .evidence import Passage
from .kinds import is_member
from .lazy_pattern import lazy
from .lead import Confidence
from .sentences import speaker_of
from .subject import fold_name
from .short import WHO_IS  # ("Who is Jonas?": who he is to someone answers)


# (… unless a start is asked: "When did I start …", "… become vegetarian", "… get Biscuit", "… take up Welsh")
_START_ASKED = lazy(r"\b(?:start|started|begin|began|since|move|moved|join|joined|become|became|go|went|get|got|adopt"
                    r"|adopted|buy|bought|take up|took up|have|had|live|lived)\b", re.I)


BEGIN_ASKED = lazy(r"\b(?:start|started|begin|began)\b", re.I)
BEGUN = lazy(r"\b(?:start\w*|beg[ai]n\w*|began|begun|first|new|since|join\w*|took up|taken up|opened|launched"
             r"|from\s+\d{1,2}(?:st|nd|rd|th)?\s+(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*)\b", re.I)  # ("course from 12 March")
# … and says it began in so many words, and when, right after ("I start in his job on Monday 20 April")
BEGAN = lazy(r"\b(?i:start\w*|beg[ai]n\w*|began|begun|join\w*|took up|taken up)\b[^.;!?]{0,30}?\b(?:(?:Mon|Tues|Wednes|Thurs|Fri"
             r"|Satur|Sun)day|January|February|March|April|May|June|July|August|September|October|November|December"
             r"|(?:19|20)\d\d|next|last|tomorrow|yesterday)\b")


_OBJECT_ASKED = lazy(r"^\W*what (?:do|does|did|will|would|has|have|had)\b", re.I)  # "What does Nell use …?"
# A verb with its object: "raised 800 dollars", "drove the moving truck" (not "used food truck")
_DONE_THING = lazy(r"(\w+)\s+(?:the|a|an|his|her|their|my|our|your|its|some|\d[\d,.]*|one|two|three|four|five|six"
                   r"|seven|eight|nine|ten|twelve|twenty)\b", re.I)


# A name and what they do to a thing: "Craig registers the warranty"
_CLAUSE = lazy(r"[A-Z][\w'’-]+ (?!is\b|was\b|has\b)[a-z]+s (?:the|a|an|his|her|their|my|our|your|its)\b")
# … unless a deed or words are asked: "What does Craig do with the warranty?", "What did they agree?"
_DOES = lazy(r"^\W*what (?:do|does|did|will|would|should)\b.*\b(?:do|agree|decide|say|tell|promise|plan)\b", re.I)
_SOMEONE = lazy(r"(?:an?|some|someone|somebody|one of)\s+(?!(?-i:[A-Z]))", re.I)


# "Who is my Spanish tutor?", "Who was Kevin's coach?": someone asked by their role
_ROLE_ASKED = lazy(r"^\W*who(?:['’]s| is| was| are| were)\s+(?:my|our|his|her|their|the|[A-Z][\w-]*['’]s)\s+"
                   r"(?:[\w-]+\s+){0,2}?([a-z]+)(?:\s+(?:now|then|today|currently|these days|at the moment))?\W*$", re.I)
ROLE_REACH = 6  # words between a name and the role it is given ("a new manager, his name is Tomasz")


def _beside(name: str, role: str, text: str) -> bool:
    """Whether `text` writes `name` within ROLE_REACH words of the role noun (or its plural)."""
    named = [w.casefold() for w in re.findall(r"[\w'’-]+", name) if w.casefold() not in _TITLES]
    if not named:
        return True
    words = [w.casefold() for w in re.findall(r"[\w'’-]+", text)]
    at_role = [i for i, w in enumerate(words) if re.sub(r"['’]s$", "", w) in (role, role + "s")]
    hired = rf"\b{re.escape(named[0])}[^.;!?]*\bas\s+(?:his|her|my|their|our|the|a|an)\s+(?:[\w-]+\s+)?{re.escape(role)}\b"
    return any(abs(i - j) <= ROLE_REACH for i, w in enumerate(words) if w.startswith(named[0]) for j in at_role) \
        or bool(re.search(hired, text, re.I))  # "Wes hired Marcus, 19, a former student, as his striker"


_TITLES = frozenset("dr mr mrs ms miss prof sir the".split())


def _a_past(word: str) -> bool:
    """A verb in the past, written lowercase (a title is capitalised: "Creed 3"), and not one
    whose past is its present too ("read twelve books", "set a goal")."""
    return word[:1].islower() and (word.endswith("ed") and len(word) > 4 or word in _PAST)


_PAST = frozenset(past for base, past in IRREGULAR.items() if past != base)


# A participle's verb ("Has Tove seen …?": "saw"), besides the past's ("sold": "sell")
_PARTICIPLES = {**{past: base for base, past in IRREGULAR.items()}, **dict(w.split(":") for w in """
taken:take seen:see been:be gone:go done:do given:give written:write eaten:eat driven:drive ridden:ride known:know
grown:grow thrown:throw flown:fly drawn:draw shown:show chosen:choose spoken:speak broken:break stolen:steal
forgotten:forget gotten:get begun:begin sung:sing swum:swim won:win worn:wear fallen:fall hidden:hide""".split())}


_BEEN = lazy(r"\b(?:been|went|gone|visited|travell?ed|flew|was\s+in|were\s+in|stayed|spent|returned|back\s+from"
             r"|first\s+time\s+in)\b", re.I)


def _says_verb(text: str, verb: str) -> bool:
    """Whether a sentence says the asked verb in any form: its own ("sold"), or its base's ("saw" of "seen")."""
    if verb == "been":  # ("Has Idir ever been to Estonia?": not "Estonia will be a new planet")
        return bool(_BEEN.search(text))
    bases = {verb, _PARTICIPLES.get(verb, verb)}
    return any(says_done(text, b, True) or re.search(rf"\b{re.escape(b)}\b", text, re.I) for b in bases)


def tempered(sure: Confidence, found: list[tuple[str, Passage]], stated: bool, asked: Asked,
             question: str = "") -> Confidence:
    """`sure` (high), or medium with the reason the short answer `found` to `question` is less
    sure than its sentence; `stated`: the lead sentence itself states it."""
    if not stated:
        return Confidence("medium", "inferred: no sentence gives it; the chat's date is the closest"
                          if asked.kind == "when" else "the summary's sentence does not name it; other sentences do")
    if asked.thing is not None and not any(
            is_member(text, asked.thing) or (asked.thing.named and text[:1].isupper()) for text, _ in found):
        return Confidence("medium", f"inferred: the phrase names no {asked.thing.name} that kbsearch recognises")
    if asked.kind == "when" and found and found[0][0].startswith("since") and not _START_ASKED.search(question):
        # "since about 2021" says how long a state has lasted, seldom the day a thing was done
        return Confidence("medium", "inferred: a sentence says since when, not the day it was done")
    if asked.kind == "when" and found and BEGIN_ASKED.search(question) and not BEGUN.search(found[0][1].text):
        # "When did Keisha begin working in the NICU?": not "Keisha is working Christmas Day on the NICU"
        return Confidence("medium", "inferred: the sentence gives a day, but does not say it began then")
    if asked.kind == "what" and found and not asked.doing \
            and (asked.noun or asked.thing is not None or _OBJECT_ASKED.match(question)) \
            and (verb := _DONE_THING.match(found[0][0])) and _a_past(verb.group(1)):
        # "What did Tomas bake?" — "raised 800 dollars": a thing was asked, and a deed came back
        return Confidence("medium", "inferred: a thing was asked; the sentence's words tell what was done")
    if asked.kind == "what" and found and not asked.doing and _CLAUSE.match(found[0][0]) and not _DOES.match(question):
        # "What make of boiler did we get?" — "Craig registers the warranty": a clause, no thing
        return Confidence("medium", "inferred: a thing was asked; the words tell what someone does")
    if (role := _ROLE_ASKED.match(question)) and role.group(1).casefold() not in STOPWORDS \
            and not any(_beside(text, role.group(1), p.text) for text, p in found):  # (not "Who is the Q3 invoice for?")
        # "Who is my Spanish tutor?" — "Rob" of "a trip to Seville with Rob, … and a weekly tutor"
        return Confidence("medium", f"inferred: the sentence names someone, but not as the {role.group(1)}")
    if asked.kind == "who" and not WHO_IS.match(question) and all(_SOMEONE.match(text) for text, _ in found):
        # "Who looked after the allotment?" — "a neighbour": someone unnamed (not "the groom's uncle")
        return Confidence("medium", "inferred: the sentence names no one, only someone")
    if asked.kind == "yesno" and found and found[0][0] == "Yes" \
            and (verb := done_verb(question, True) or ("been" if re.search(r"\bbeen\s+to\b", question, re.I) else "")) \
            and not _says_verb(found[0][1].text, verb):
        # "Did we buy the Hyundai?" — "he's fallen in love with a 2019 Hyundai i30": the thing, not its doing
        return Confidence("medium", f"inferred: the sentence does not say “{verb}”")
    if asked.doing:
        # "What did Moon do?": a sentence tells one thing Moon did; others may tell more.
        return Confidence("medium", "a sentence tells one thing done; other chats may tell more")
    if asked.kind == "what" and asked.thing is None and len(found) == 1 and re.fullmatch(r"[a-z][a-z'’-]*", found[0][0]):
        # One common word cut from a sentence ("new", "due", "trip") is as often the
        # sentence's wrong word as the answer (dev set: F1 0.19 against 0.36 for the other
        # high answers to a what-question).
        return Confidence("medium", "a sentence states it; its few words are one common word of it")
    if asked.several and len({id(p) for _, p in found}) > 1:
        # A list gathered from several sentences is seldom whole: no one of them states it.
        return Confidence("medium", f"a list gathered from {counted(len({id(p) for _, p in found}), 'sentence')}; "
                                    "other chats may name more")
    if asked.several and len(found) == 1 and asked.kind in ("what", "where", "who"):
        # "What video games did Aqib play?" — "Call of Duty": one item is seldom the whole
        # list (dev set: 1 in 5 such answers held the gold).
        return Confidence("medium", "one item found; other chats may name more")
    return sure


_BOTH_ASKED = lazy(r"\b([A-Z][\w'’-]+) and ([A-Z][\w'’-]+)\b")


def one_left_out(p: Passage, names: frozenset[str], question: str, people: frozenset[str]) -> str:
    """The one of two people a question asks about together ("Where did Rocío and Emil first
    meet?") whom the sentence neither names nor is said by, where it names another person of
    the archive (`people`) instead and no "we" or "they" ("Rocío met Diego, a PE teacher in
    Tarija"), or "": of both, a sentence about one and someone else states nothing for certain."""
    both = _BOTH_ASKED.search(question)
    if not both or not {fold_name(both.group(1)), fold_name(both.group(2))} <= names or _TOGETHER.search(p.text):
        return ""
    said = {fold_name(w) for w in re.findall(r"[\w'’-]+", p.text)} | {fold_name(speaker_of(p)[0] or "")}
    others = ({fold_name(n) for n in people} & said | {fold_name(n) for n in _DESCRIBED.findall(p.text)}) - names
    return next((n for n in both.groups() if fold_name(n) not in said), "") if others else ""


_DESCRIBED = lazy(r"\b([A-Z][\w'’-]+), (?:a|an) \w")  # a person said with what they are: "Diego, a PE teacher"
_TOGETHER = lazy(r"\b(?:we|us|our|they|them|their|both|together|couple|parents|family|kids|children|siblings|twins|brothers"
                 r"|sisters|I|me|my|you|your)\b", re.I)  # (said of both, or by one to the other)
