"""What kind of thing a sentence says a thing is, where the question asks it of a thing the
kinds' lexicon does not know. "What kind of surfboard does Omar have?" is answered by "My board
is an old blue longboard" ("old blue longboard"), "What kind of anvil did Wes inherit?" by "his
grandfather Earl's 1910 Peter Wright anvil" ("1910 Peter Wright anvil"), "What kind of wedding
cake will Linh make?" by "Mo wants a croquembouche as the wedding cake" ("croquembouche"), and
"What kind of business does Wout's father run?" by "his father's chip shop" ("chip shop"): the
words set before the asked noun, or before a word that is one of its kind.

    kind_asked("What kind of boat is Nacho restoring?")        # "boat"
    kind_phrase("He bought a 1974 wooden Snipe dinghy", "boat")  # "1974 wooden Snipe dinghy"
"""

from __future__ import annotations

import re

from ..text import STOPWORDS, stem
from .evidence import Passage
from .kinds import breeds_of
from .lazy_pattern import lazy
from .second_look import ELSEWHERE_LOOKS, holds_its_words, others
from .subject import RIGHT, WRONG

KIND_OF_ASKED = lazy(r"^\W*(?:what|which)\s+(?:kind|type|sort|make|model|brand|style)\s+of\s+"
                     r"((?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*)\s+(?:did|does|do|is|was|are|were|has|have|had|will|would|can"
                     r"|could|should)\b", re.I)

# Words that are of a general noun's kind without holding it (General English): "a chip shop" is a
# business, "a Snipe dinghy" a boat, "a second-hand Yamaha acoustic" a guitar.
_OF_KIND = {
    "business": "shop salon bakery restaurant café cafe bar pub farm garage studio store clinic workshop agency firm company"
                " stall kiosk takeaway hotel guesthouse hostel bakehouse butcher's butchery deli pharmacy nursery brewery"
                " winery laundrette launderette",
    "boat": "dinghy yacht kayak canoe sailboat trawler skiff catamaran rowboat dory launch ketch sloop schooner cruiser",
    "guitar": "acoustic electric ukulele",
    "bike": "bicycle tandem e-bike",
}
# Modifiers that say no kind: "a new boiler", "my old board", "three shops" (nor does a count, or a deed
# done to it: "the restored dinghy")
_WEAK = frozenset("new old own first last other same little big small nice lovely favourite favorite current next whole only"
                  " second third main very good great beautiful real proper lot bit couple few several many amazing awesome"
                  " wonderful delicious special perfect fantastic incredible gorgeous cute usual"
                  " one two three four five six seven eight nine ten".split())
_MAKE = lazy(r"^\W*(?:what|which)\s+(?:make|model|brand)\b", re.I)
MAKE_MARK = " \x00make"
_WORD = lazy(r"[\w'’-]+|[^\w\s]")
MAX_MODIFIERS = 4
_DETERMINERS = frozenset("a an the my his her their our your its this that these those".split())
# Everyday compounds that end as another's head does without being of its kind: a "cupboard" is no
# keyboard, a "skateboard" no surfboard
_OTHER_COMPOUNDS = frozenset("cupboard cardboard clipboard dashboard keyboard skateboard snowboard surfboard billboard floorboard"
                             " sideboard scoreboard blackboard whiteboard switchboard chessboard headboard aboard overboard"
                             " onboard footstool bookcase suitcase staircase showcase briefcase".split())
_SINGULAR_IN_S = frozenset("lens canvas gas atlas bias alias chaos series species news".split())
_AFTER_PHRASE = frozenset("named called".split())  # ("a … Snipe sailing dinghy named Margarita")


def kind_asked(question: str) -> str:
    """The noun a "what kind of …" question asks the kind of ("wedding cake"), after MAKE_MARK where
    it asks a make ("What make of boiler …?": a make is a name, not "old combi"); "" for another question."""
    m = KIND_OF_ASKED.match(question)
    if not m or _plural(m.group(1).split()[-1]) or breeds_of(m.group(1).split()[-1]):
        return ""  # (not "What type of movies …": the items themselves, each; nor a dog's kind: its breed)
    return m.group(1).casefold() + (MAKE_MARK if _MAKE.match(question) else "")


def _plural(word: str) -> bool:
    """Whether a noun is written plural ("movies", "dreams"; not "bus", "lens", "canvas", "glass")."""
    w = word.casefold()
    return w.endswith("s") and not w.endswith(("ss", "us", "is")) and w not in _SINGULAR_IN_S


def _heads(noun: str) -> tuple[frozenset[str], tuple[str, ...]]:
    """The stems a word heading the asked thing has (the noun's last word's, and its kind's), and
    the endings of a compound of it ("surfboard": a "longboard" is a board)."""
    last = noun.split()[-1]
    stems = {stem(last), *(stem(w) for w in _OF_KIND.get(last, "").split())}
    endings = tuple(last[i:] for i in range(3, len(last) - 4))  # (of five letters or more: not "oard")
    return frozenset(stems), endings


def kind_phrase(text: str, noun: str) -> str:
    """The words that say what kind of `noun` `text` names, with the word they are set before; ""
    where it names none (a bare "his surfboard", "three shops")."""
    noun, make = noun.removesuffix(MAKE_MARK), noun.endswith(MAKE_MARK)
    heads, endings = _heads(noun)
    own = set(noun.split())
    words = [m.group(0) for m in _WORD.finditer(text)]
    as_the = re.search(r"\b(?:an?|the)\s+([\w'’-]+(?:\s+[\w'’-]+){0,2}?)\s+as\s+(?:the|an?|their|her|his|my|our|your)\s+"
                       + r"\s+".join(map(re.escape, noun.split())) + r"\b", text, re.I)
    if as_the and not any(w.casefold() in STOPWORDS for w in as_the.group(1).split()):
        return as_the.group(1)  # "Mo wants a croquembouche as the wedding cake"
    for i, w in enumerate(words):
        low = w.casefold()
        if not (stem(low) in heads or low not in _OTHER_COMPOUNDS and any(low.endswith(e) and len(low) > len(e) + 1
                                                                           for e in endings)):
            continue
        if not _ends_phrase(words, i):
            continue  # a head ends its phrase ("a second-hand Yamaha acoustic he found"; not "dog food")
        mods: list[str] = []
        for before in reversed(words[max(0, i - MAX_MODIFIERS):i]):
            b = before.casefold()
            if b in STOPWORDS or not re.match(r"\w", b) or re.search(r"['’]s$", b):
                break
            mods.insert(0, before)
        opener = words[i - len(mods) - 1].casefold() if i - len(mods) > 0 else ""
        if opener and opener not in _DETERMINERS and not re.search(r"['’]s$", opener):
            continue  # a phrase set off by a determiner only ("the dog eats everything except dog food" names no kind)
        if any(m.casefold() not in _WEAK | own and not re.fullmatch(r"\d{1,3}|[a-z]{3,}ed", m) for m in mods) \
                and (not make or any(m[0].isupper() for m in mods)):
            return " ".join([*mods, w])
    return ""


def _ends_phrase(words: list[str], i: int) -> bool:
    """Whether the word at `i` ends its noun phrase: the sentence's end, a mark, or a word of no kind after it."""
    return i + 1 >= len(words) or not re.match(r"\w", words[i + 1]) or words[i + 1].casefold() in STOPWORDS | _AFTER_PHRASE


def holds_kind(short: str, noun: str) -> bool:
    """Whether a short answer already says a kind of `noun` ("second-hand Askeladden boat")."""
    return bool(kind_phrase(short, noun))


def kind_said(lead: list[Passage], pool: list[Passage], more: list[Passage], noun: str) -> list[tuple[str, Passage]]:
    """The kind of `noun` the best sentence saying one says: the lead's, the pool's ELSEWHERE_LOOKS
    best (not about someone else), then `more` sentences plainly about whom it asks or holding
    two of its words themselves, best first (not Bea's brother's boat for Nacho's); cited; [] where
    none says one."""
    ranked = [*lead, *[p for p in others(lead, pool) if p.about != WRONG][:ELSEWHERE_LOOKS],
              *sorted((p for p in more if p.about == RIGHT or p.about != WRONG and holds_its_words(p)),
                      key=lambda p: -p.score)]
    return next(([(kind, p)] for p in ranked if (kind := kind_phrase(p.text, noun))), [])
