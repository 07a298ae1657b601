"""Kinds of things a question asks after, and the common words that name one.

"What desserts did Paola cook?" asks after a dessert: "I made lava cake yesterday"
answers it without the word "dessert", and "I went to the bank" does not, though both
sit in her chats. A small lexicon of everyday things (food, drinks, sports, activities,
animals, instruments, colours, ailments, languages, subjects, jobs) lets a sentence that
names one count as holding the question's word, and the short answer keep the things of
that kind and drop the rest.

    kind = asked_thing("What sports does Kevin like?")        # "sport"
    members_in("I watched basketball and some MMA", kind)     # ["basketball", "MMA"]
    is_member("bank", kind)                                    # False

General English only, written from common knowledge: a name of a thing the lexicon does
not know (a film's title, a game's) is a capitalised name, which the kinds of titles
accept instead.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from ..text import stem
from .lazy_pattern import lazy
from .subject import CALENDAR, fold_name
from .eaten import VERB_KINDS, dish_phrase, eaten_words, verb_kind
from .kind_words import (ACTIVITY, AILMENT, ANIMAL, BREED, CAR, CITY, COLOUR, COUNTRY, CRYPTO, CUISINE, DATABASE, DESSERT,
                         DOCTOR, DOSE_UNIT, DRINK, EDITOR, EVENT, FOOD, FRUIT, GAME, INSTRUMENT, JOB, LANGUAGE, LIBRARY, PET, PLANT,
                         PROGRAMMING, RACE, SPORT, SUBJECT, SURGERY, TICKERS, TRANSPORT, VEGETABLE)

# Kinds whose member words count only capitalised ("Oakfield Primary Academy"; not "my primary concern")
_CAPITALISED = frozenset({"country", "city", "school"})
# Makes that count only capitalised, being words or names too: "my Dodge", not "dodge the question"
_WORDS_TOO = frozenset({"dodge", "mercedes", "jeep", "mini", "smart", "seat", "transit"})
# A kind named by its lexicon's words alone: a car is a make ("Porto São Bento" is no car)
MEMBER_REQUIRED = frozenset({"car"})
# What a school's name says it is: "Oakfield Primary", "Lincoln Elementary"
_SCHOOL = "primary elementary academy kindergarten nursery preschool montessori".split()
_CAT_BREEDS = frozenset("siamese persian ragdoll bengal sphynx tabby maine coon british shorthair".split())
# The animal a breed is of: "my dog" is the greyhound a sentence names ("I'm adopting a
# rescue greyhound named Biscuit" names the user's dog).
# (Not the breeds that are other words too: "lab results", "a boxer", "a Persian rug", "Akita".)
_NOT_ONLY_BREEDS = frozenset("breed lab boxer husky shepherd maltese akita newfoundland pointer persian bengal siamese tabby"
                             " springer setter cocker"
                             .split())
_BREED_OF = {"dog": frozenset(stem(w) for w in BREED if " " not in w and w not in _CAT_BREEDS | _NOT_ONLY_BREEDS),
             "cat": frozenset(stem(w) for w in _CAT_BREEDS if w not in _NOT_ONLY_BREEDS)}


def breeds_of(word: str) -> frozenset[str]:
    """The stems of the breeds of the animal `word` names ("dog", "dogs"); empty for another word."""
    return _BREED_OF.get(stem(word.casefold()), frozenset())


def breed_names(word: str) -> tuple[str, ...]:
    """The breeds of the animal `word` names as written, of one word or more (not those that are
    other words too): a name set off beside one is the pet's ("Tomos, their Maine Coon", "Kenji's
    Shiba, Mochi"); () for another word."""
    animal = stem(word.casefold())
    if animal not in _BREED_OF:
        return ()
    return tuple(b for b in BREED if (b not in _NOT_ONLY_BREEDS or b in _NAMED_BESIDE)
                 and all(w in _CAT_BREEDS for w in b.split()) == (animal == "cat"))


# … though a name beside one of these is a pet's ("Juno, a two-year-old husky mix"), where
# they are other words elsewhere ("a husky voice")
_NAMED_BESIDE = frozenset({"husky", "siamese"})


# A kind by the words a question names it with ("What dishes …", "favourite sport"),
# the common words that name one of it, and whether a capitalised name is one too (a
# game's title, a dish's name).
_KINDS = {
    "dessert": ("dessert desserts sweets", DESSERT, False),
    "food": ("food foods dish dishes meal meals snack snacks recipe recipes "
             "treat treats pasta sauce sauces breakfast lunch dinner", FOOD, False),
    "cuisine": ("cuisine cuisines", CUISINE, True),
    "drink": ("drink drinks beverage beverages tea teas coffee cocktail cocktails", DRINK, False),
    "sport": ("sport sports", SPORT, False),
    "activity": ("activity activities hobby hobbies pastime pastimes exercise exercises interest interests",
                 ACTIVITY, False),
    "game": ("game games", GAME, True),
    "animal": ("animal animals", ANIMAL, False),
    # a breed is a pet too ("a rescue greyhound"), but not one that is another word ("a boxer")
    "pet": ("pet pets", [*PET, *(b for b in BREED if b not in _NOT_ONLY_BREEDS)], False),
    "breed": ("breed breeds", BREED, False),
    "instrument": ("instrument instruments", INSTRUMENT, False),
    "colour": ("colour colours color colors", COLOUR, False),
    "ailment": ("ailment, ailments, illness, illnesses, disease, diseases, symptom, symptoms, injury, injuries, "
                "health problem, health problems, health issue, health issues", AILMENT, False),
    "surgery": ("operation operations surgery surgeries", SURGERY, False),
    "language": ("language languages", [*LANGUAGE, *PROGRAMMING], False),  # "learning Rust" is a language too
    "subject": ("subject subjects course courses major", SUBJECT, False),
    "job": ("job title, job titles, job, jobs, career, careers, profession, professions, occupation", JOB, False),
    "doctor": ("doctor doctors specialist specialists", DOCTOR, False),
    "transport": ("transport, transports, transportation, means of transport, modes of transport, mode of transport",
                  TRANSPORT, False),
    "country": ("country countries", COUNTRY, False),
    "city": ("city cities town towns", CITY, False),
    "crypto": ("cryptocurrency cryptocurrencies crypto cryptos coin coins token tokens", [*CRYPTO, *TICKERS], False),
    "programming": ("programming language, programming languages, coding language, coding languages", PROGRAMMING,
                    False),
    "library": ("library libraries framework frameworks package packages", LIBRARY, False),
    "database": ("database databases", DATABASE, False),
    "editor": ("editor editors IDE IDEs", EDITOR, False),
    "vegetable": ("vegetable vegetables veggie veggies", VEGETABLE, False),
    "event": ("event events", EVENT, True),
    "fruit": ("fruit fruits", FRUIT, False),
    # Things known by their names alone: a title, a person.
    "book": ("book books novel novels", [], True),
    "film": ("movie movies film films show shows series sitcom sitcoms cartoon cartoons documentary documentaries",
             [], True),
    "music": ("song songs album albums band bands tune tunes track tracks", [], True),
    "plant": ("plant plants houseplant houseplants", PLANT, False),
    "race": ("race races", RACE, True),
    "car": ("car cars vehicle vehicles van vans", CAR, True),
    "school": ("school schools", _SCHOOL, True),
    "person": ("celebrity, celebrities, sportsman, sportsmen, athlete, athletes, actor, actors, actress, actresses, "
               "author, authors, singer, singers, famous people", [], True),
}
_PHRASES = {kind: [w for w in words if " " in w] for kind, (_, words, _) in _KINDS.items()}
_CUE = {w.strip().casefold(): kind for kind, (cues, _, _) in _KINDS.items()
        for w in (cues.split(",") if "," in cues else cues.split())}


def _forms(word: str) -> tuple[str, ...]:
    """A word's singular and plural as the S-stemmer leaves them ("dish", "dishe"; "cookie",
    "cooky"): a sentence's word is matched in either form."""
    plural = word + ("es" if word.endswith(("s", "x", "ch", "sh", "o", "z")) else "s")
    return stem(word), stem(plural)


# A name of two words is matched whole only ("dim sum", "New Zealand": not "sum", "New").
# Places are written capitalised; places, coins and software are names, each one a thing
# (no plural to match, and "C++ C#" is two of them, where "shrimp scampi" is one dish).
_PROPER = frozenset({"country", "city"})
_NAMES_ONLY = _PROPER | {"crypto", "programming", "library", "database", "editor"}
_MEMBERS = {kind: frozenset(f for w in words if " " not in w for f in ((stem(w),) if kind in _NAMES_ONLY else _forms(w)))
            for kind, (_, words, _) in _KINDS.items()}
_PHRASE_RE = {kind: lazy(r"\b(?:" + "|".join(map(re.escape, ps)) + r")\b", re.I) for kind, ps in _PHRASES.items() if ps}
_NAMES = {kind for kind, (_, _, named) in _KINDS.items() if named}
_CUES = "|".join(sorted(_CUE, key=len, reverse=True))
_AUX = r"(?:did|does|do|am|is|are|was|were|has|have|had|will|would|can|could|should|might|may)(?:n['’]?t)?\b"
# … and it ends the noun phrase: a verb, a pronoun, a name, a preposition or the end follows,
# not another noun it would only describe ("What token limit …", "What coffee shop …").
_ENDS = (r"(?=\s*(?:[?.,!;:)]|$)|\s+(?:" + _AUX + r"|(?:i|we|you|they|he|she|it|my|your|our|his|her|their|the|a|an"
         r"|in|on|at|for|with|to|from|about|that|which|who|people|except|besides|other|apart|outside|like|such"
         r"|including|live|lives|lived|grow|grows|grew|sleep|sleeps|stay|stays|stayed)\b|(?-i:[A-Z])))")  # ("What pets live with …")
# The kind word as the question writes it: after "what/which" (through "kind of", "are Paola's", an
# adjective or two, never an auxiliary: "What did Kevin show?"), after "favourite"; a job before "now".
_ASKED = lazy(r"^\W*(?:(?:in|at|from|to|for|with|on|of|about)\s+)?(?:what|which)\s+(?:(?:kinds?|types?|sorts?)\s+of\s+)?"
              r"(?:(?:are|were)\s+(?:some|the|all|any)(?:\s+of\s+(?:the|his|her|their|my|our|your))?\s+)?"  # "What are some video games …"
              r"(?:(?:are|were|is|was)\s+(?:the\s+)?[\w.-]+(?:'s|’s|s'|s’)\s+)?"
              r"(?:(?!" + _AUX + r")[\w'’+-]+\s+){0,2}?(" + _CUES + r")" + _ENDS
              + r"|\bfavou?rite\s+(?:[a-z'’-]+\s+)?(" + _CUES + r")" + _ENDS
              # "What are the names of Nebraas's pets?"
              + r"|^\W*(?:what|which)\s+(?:are|were|is|was)\s+the\s+names?\s+of\s+(?:(?:the|his|her|their|my|our)\s+"
              r"|[\w.-]+(?:'s|’s|s'|s’)\s+)?(" + _CUES + r")" + _ENDS, re.I)
_BREED_ASKED = lazy(r"^\W*(?:what|which)\s+(?:kind|type|sort|breed)\s+of\s+([a-z]+)\s+(?:is|was)\s+(?!(?:the|a|an|it|this|that)\b)"
                    r"(?-i:[A-Z])[\w'’-]*\W*$", re.I)
_KEPT = lazy(r"\b(?:live|lives|lived|living) (?:with\b|in (?:[\w'’-]+ ){0,2}(?:house|home|flat)\b)|\b(?:does|do|did) (?:[\w'’-]+ ){1,2}(?:have|own|keep)\b", re.I)
_JOB_NOW = lazy(r"\b(jobs?|job titles?|careers?|occupations?) (?:now|currently|nowadays|these days)\b", re.I)
_WORD = lazy(r"[A-Za-zÀ-ÿ][\w'’-]*(?:\+\+|#(?!\w))?")  # "C++", "C#" are words too


@dataclass(frozen=True)
class Thing:
    """The kind of thing a question asks after: its name, the word the question names it
    with, the stems of the words that name one."""

    name: str
    word: str
    members: frozenset[str]
    named: bool  # a capitalised name may be one too (a game's title, a film's, a person's)


_COMMUTE_ASKED = lazy(r"^\W*how (?:do|does|did|has|have|will|is|was) (?:[\w'’-]+ ){1,3}?(?:get|got|gotten|go|gone|getting|going"
                      r"|travel\w*|commut\w*) to (?:work|school|college|uni|university|the office|class)\b", re.I)  # (not "get into university")


def asked_thing(question: str) -> Thing | None:
    """The kind of thing `question` asks after, or None ("What did Kevin say?")."""
    if _COMMUTE_ASKED.match(question):  # "How has Callum got to work?": by what, never what he works as
        return Thing("transport", "transport", _MEMBERS["transport"], False)
    animal = _BREED_ASKED.match(question)  # "What kind of dog is Dougal?": a breed
    if animal and breeds_of(animal.group(1)):
        return Thing("breed", animal.group(1).casefold(), _MEMBERS["breed"], False)
    m = _ASKED.search(question) or _ASKED.search(_JOB_NOW.sub(r"\1", question))
    if not m:
        verb, kind = verb_kind(question)  # "What did Gina bake?" asks a food
        return Thing(kind, verb, _MEMBERS[kind], kind in _NAMES) if kind else None
    word = next(g for g in m.groups() if g).casefold()
    kind = _CUE[word]
    if kind == "animal" and _KEPT.search(question):  # "What animals live with Refilwe?": her pets
        kind = "pet"
    if not _KINDS[kind][1] and re.search(r"\b(?:kinds?|types?|sorts?|genres?) of\b", m.group(0), re.I):
        return None  # "What types of books …" asks for a genre, not a title
    return Thing(kind, word, _MEMBERS[kind], kind in _NAMES)


# "Mielie is a Karoo Africanis", "Sam's dog Koda is a Norwegian buhund", "Chiñi, a Peruvian hairless dog": a breed
# the lexicon does not know, said of the one asked (or of their pet); "a Bergamasco puppy": one said before the animal
_KIND_WORD = r"(?!(?:from|in|at|of|with|for|to|on|by|and|but|who|that|which|called|named|\w+ing|\d[\w,.]*)\b)[\w'’-]+"
_IS_A_NAMED_KIND = lazy(r"(?<![\w'’-])(?:((?-i:[A-Z])[\w'’-]+)['’]s\s+[a-z]+\s+)?((?-i:[A-Z])[\w'’-]+)"
                        r"(?:,?\s+(?:is|was)|(?P<comma>,))\s+an?\s+"
                        rf"(?P<kind>(?:{_KIND_WORD}\s+){{0,3}}{_KIND_WORD})")
# The animals a breed is said of, as written and as tokens() stems them alike
_ANIMALS = frozenset("puppy pup dog kitten cat horse pony mare stallion foal rabbit bunny".split())
_ANIMAL_WORDS = "(?:" + "|".join(sorted(_ANIMALS, key=len, reverse=True)) + ")"
# (… with a word in lower case after a word of where it is from: "a Peruvian hairless dog", not "a Facebook lost dog post")
_NAMED_BEFORE = lazy(r"\ban?\s+((?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?"
                     r"|(?-i:[A-Z])[a-z]+(?:an|ese|ish|ch)\s+(?-i:[a-z])[a-z-]+)\s+" + _ANIMAL_WORDS + r"\b")


def _named(words: str) -> bool:
    caps = [w for w in words.split() if w[:1].isupper()]
    return bool(caps) and not any(fold_name(w) in _NO_BREED for w in caps)


def _animal_last(words: str) -> bool:
    last = words.split()[-1].casefold()
    return last in _ANIMALS or last.endswith("s") and last[:-1] in _ANIMALS


def breed_named(body: str, names: frozenset[str] | set[str]) -> str:
    """The breed `body` says one of `names` (or their pet) is, with a capital the lexicon does not
    know ("Karoo Africanis", "Australian cattle dog"; not "a Christmas present", "a Tuesday
    regular"), or the one said before the animal ("got a Bergamasco puppy called Koda", "a
    Peruvian hairless dog"); or ""."""
    for m in _IS_A_NAMED_KIND.finditer(body):
        whose = {fold_name(m.group(i) or "") for i in (1, 2)}
        # (set off by a comma, a person is said so too: "Sam, a Norwegian teacher" is no breed; a dog is "…, a … dog")
        if whose & set(names) and _named(m.group("kind")) and (not m.group("comma") or _animal_last(m.group("kind"))):
            return re.sub(r"^(?:[a-z][\w'’-]*\s+)+(?=[A-Z])", "", m.group("kind"))  # (not "big" of "a big Jack Russell")
    return next((m.group(1) for m in _NAMED_BEFORE.finditer(body) if _named(m.group(1))), "")


_NO_BREED = CALENDAR | {"birthday", "valentine"}  # ("a Christmas present", "a Tuesday regular", "a Birthday surprise")


def thing_words(thing: Thing) -> list[str]:
    """The words the lexicon knows for things of the kind, as written ("toyota", "land rover")."""
    return list(_KINDS[thing.name][1])


def kind_named(name: str) -> Thing:
    """The kind `name` ("job") as a question after it would ask it."""
    return Thing(name, name, _MEMBERS[name], name in _NAMES)


def is_member(item: str, thing: Thing) -> bool:
    """Whether a few words name a thing of that kind: one of them is a common word for
    one ("lava cake", "shrimp scampi"), and they are not the question's word alone ("tea")."""
    if _names_whole(item, thing):
        return True
    words = _WORD.findall(item)
    if len(words) == 1 and stem(words[0].casefold()) == stem(thing.word):
        return False
    return any(_is_member_word(w, thing) for w in words)


# A title in quotes names a book, a film, a song or a show: a sentence's words hold this
# mark when it quotes one (evidence.passage_words), so 'Emi reads "Where the Crawdads
# Sing"' holds the word "books" of "What books did Emi read?".
QUOTED_TITLE = "\x00quoted"
_TITLES = frozenset({"book", "film", "music"})
# … and one unquoted after reading, watching or learning it marks its own kind only ("I'm
# reading Hamnet" holds "books", not "songs")
UNQUOTED_TITLE = {kind: "\x00title:" + kind for kind in _TITLES}


# The people a word for several of them is made of: "Gina's kids" are "my daughter Ruby" and
# "my son Sam" (for a question after their names).
PEOPLE_OF = {"kids": ("son", "daughter"), "children": ("son", "daughter"), "siblings": ("brother", "sister"),
             "parents": ("mom", "dad", "mother", "father"), "grandparents": ("grandma", "grandpa", "grandmother",
                                                                          "grandfather"),
             "grandchildren": ("grandson", "granddaughter"), "grandkids": ("grandson", "granddaughter"),
             # (a pet by what it is: "our border collie Skye", "our cat, Tattie")
             "pets": tuple(w for w in _KINDS["pet"][1] if " " not in w and w != "pet")}
# … and those that stand for their people wherever a question says them ("Who is in Harold's
# family?": "my wife Margaret", "our daughter Helen")
_PEOPLE_IN = {"family": tuple("wife husband son daughter mum mom dad mother father brother sister grandson granddaughter "
                              "grandma grandpa grandmother grandfather nan gran aunt uncle cousin nephew niece".split()),
              "grandchildren": PEOPLE_OF["grandchildren"], "grandkids": PEOPLE_OF["grandkids"]}
# … and a dose is said by its unit: "doubled my amlodipine to 10 mg"
_UNITS_OF = dict.fromkeys(("dose", "doses", "dosage"), tuple(w for u in DOSE_UNIT for w in ((u, u + "s") if len(u) > 3 else (u,))))
# … and what one earns by its name: "Interpreting income June to November: 61,400 Kč"
_UNITS_OF |= dict.fromkeys(("earn", "earns", "earned", "earning", "earnings"), ("income", "salary", "wage", "wages", "earnings"))
_MARRIED = ("married", "marry", "marries", "wed")  # a wedding, but for its date ("Karim married Maya … in front of 160 guests";
# not "getting married in October", said in June, for "When was Dev's wedding?")
# … and, of an amount asked, a rate by its span: "my hourly rate" is "650 Kč an hour", "the monthly rent" "13,500 Kč a month"
_SPANS = {stem(span + "ly"): (span,) for span in ("hour", "week", "month", "year")} | {stem("daily"): ("day",)}
# Whom a verb of a who-question is to the subject: "Who is Ffion marrying?" is her fiancé
# or husband, "Who is Kevin dating?" his girlfriend, "Who teaches Noor?" her teacher.
_WHO_BY = {stem(verb): frozenset(map(stem, people.split())) for verbs, people in (
    ("marry marries marrying married wed weds engaged", "fiancé fiance fiancée fiancee husband wife partner"),
    ("date dates dating", "boyfriend girlfriend partner"),
    ("teach teaches teaching taught", "teacher tutor instructor"),
    ("coach coaches coaching coached", "coach trainer")) for verb in verbs.split()}


def who_by(word: str) -> frozenset[str]:
    """The stems of whom a who-question's verb asks after ("fiancé", "husband" … for "marrying")."""
    return _WHO_BY.get(stem(word.casefold()), frozenset())


# Kinds whose things stand for their word wherever a question says it, not only after
# "what/which": "When did Margaret have her operation?" is told as "a hip replacement".
_WHEREVER = ("surgery", "breed", "race")  # (a breed of two words: "Jack Russell", never "Russell" alone)


@functools.cache  # a question's word, asked twice per question (compose)
def members_for(word: str, kind: str = "") -> frozenset[str]:
    """The stems that hold a question's word besides itself: the breeds of "dog", the
    operations of "operation" (a name of two words, "hip replacement", by its mark: see
    kind_marks), and for where one works (`kind` "where"), the jobs ("a nurse in A&E at the
    Royal Infirmary" says where Eilidh works); empty for another word."""
    folded = stem(word.casefold())
    found = breeds_of(word) | frozenset(map(stem, _PEOPLE_IN.get(word.casefold()) or _UNITS_OF.get(word.casefold(), ())))
    if kind == "count":
        found |= frozenset(map(stem, _SPANS.get(folded, ())))
    if folded == stem("wedding") and kind != "when":
        found |= frozenset(map(stem, _MARRIED))
    if folded == "work" and kind == "where":
        found |= _MEMBERS["job"]
    if kind == "who":  # "Who is Ffion marrying?": "her fiancé Dewi" says it
        found |= who_by(word)
    for kind in _WHEREVER:
        if any(stem(cue) == folded for cue in _KINDS[kind][0].split()):
            found |= (_MEMBERS[kind] - {folded}) | {_MARK + kind}
    return found


_MARK = "\x00kind:"


def kind_marks(text: str, words: frozenset[str] | set[str] | None = None) -> list[str]:
    """The marks a passage's words gain for the names of two words it says of a kind that
    stands for its word anywhere ("Margaret had a hip replacement": the surgery mark), so a
    question's "operation" is held by them, and not by "a phone screen replacement".
    `words`: the passage's tokens, when known (a name is looked for only where its last word is)."""
    marks = [_MARK + kind for kind in _WHEREVER
             if (words is None or _LAST_WORDS[kind] & words) and _PHRASE_RE[kind].search(text)]
    # (… and a breed the lexicon does not know, said before the animal: "Chiñi, a Peruvian hairless dog")
    if _MARK + "breed" not in marks and (words is None or _ANIMALS & words) \
            and any(_named(m.group(1)) for m in _NAMED_BEFORE.finditer(text)):
        marks.append(_MARK + "breed")
    return marks


# The last word of each name of two words, stemmed as tokens() does: a cheap test before the pattern
_LAST_WORDS = {kind: frozenset(stem(p.split()[-1]) for p in _PHRASES[kind]) for kind in _WHEREVER}


def member_stems(thing: Thing) -> frozenset[str]:
    """The stems a sentence's lowercased words are matched against (text.tokens's form):
    not the kind's own word, nor a ticker or a short name that lowercase makes a word
    ("us", "dot", "link"); for a title, the mark of a quoted one."""
    if thing.name in _TITLES:
        return frozenset({QUOTED_TITLE, UNQUOTED_TITLE[thing.name]})
    if thing.name in _WHEREVER:
        return (thing.members - {stem(thing.word)}) | {_MARK + thing.name}
    ambiguous = TICKERS if thing.name == "crypto" else {m for m in thing.members if len(m) <= 3} \
        if thing.name in _PROPER else set()
    return thing.members - {stem(thing.word)} - ambiguous


CAME_AS = frozenset("rescue rescued stray adopted".split())  # how a pet came, not what it is
# Words that stop a thing's name on its left: verbs that take it ("made lava cake",
# "love pho") and quantity words.
_TAKES = frozenset("""
made make makes making ate eat eats eating love loves loved like likes liked enjoy enjoys enjoyed tried try tries
had have has got get gets bought buy buys ordered order orders cooked cook cooks baked bake bakes want wants
wanted play plays played watch watches watched prefer prefers preferred do does did went go goes doing
some more any much many lot lots bit little few favorite favourite favourites favorites use uses using keep keeps
need needs start starts stop stops see sees let lets try trying started stopped
seen saw great good nice cute lovely beautiful younger older new old other another same
one two three four five six seven eight nine ten
""".split()) | CAME_AS  # (nor a count, nor praise, age or how a pet came: "two cats", "great
# cat", "younger cat", "rescue lurcher" are cats and a lurcher)
_KIND_WORDS = frozenset(f for w in """
food dish meal dessert snack recipe treat breakfast lunch dinner brunch drink beverage sport activity hobby pastime
exercise interest animal pet instrument colour color ailment illness disease symptom injury health language
subject course major job career profession occupation game cuisine fruit vegetable veggie seafood library
framework package database editor cryptocurrency crypto coin token event""".split()
                        for f in _forms(w))


def _is_member_word(word: str, thing: Thing) -> bool:
    """One word naming a thing of the kind; never a word that names a kind ("pets",
    "breakfast", "sport"), which says what kind it is, not which one."""
    if thing.name in _CAPITALISED and not (word[:1].isupper() and (len(word) > 2 or word.isupper())):
        return False  # a country or a city is a name: "Turkey", "US", "Goa", not "turkey" or "us"
    if thing.name == "car" and word.casefold() in _WORDS_TOO and not word[:1].isupper():
        return False  # (other makes count in lowercase too: "i drive a mazda cx-5")
    if thing.name == "crypto" and word.casefold() in TICKERS and not word.isupper():
        return False  # "sol", "dot", "link" are words; "SOL" is a coin
    key = stem(word.casefold())
    return key in thing.members and key not in _KIND_WORDS


_NO_ONE_KINDS = ("dessert", "food", "drink", "sport", "ailment")
_DISH_JOINS = frozenset("de del della di da au aux alla alle al con".split())
# … but people are called these too
_GIVEN_NAMES = frozenset("olive pepper ginger basil candy cherry honey rose ruby amber jade hazel violet coco "
                         "brandy sherry clementine apple berry peaches nutmeg cinnamon sage rosemary".split())


def names_a_thing(word: str) -> bool:
    """Whether one word is a common word for a dish, a drink, a sport … ("Tiramisu"): no
    one a who-question asks after."""
    folded = word.casefold()
    return folded not in _GIVEN_NAMES and any(f in _MEMBERS[kind] for kind in _NO_ONE_KINDS for f in _forms(folded))


def is_member_in(body: str, thing: Thing) -> bool:
    """Whether a sentence names a thing of the kind ("a beagle puppy": a breed)."""
    return bool(_PHRASE_RE.get(thing.name) and _PHRASE_RE[thing.name].search(body)) or any(
        _is_member_word(w, thing) for w in _WORD.findall(body))


def says_kind(body: str, noun: str) -> bool:
    """Whether a sentence says `noun` ("Mateo also has a dog") or names a thing of its kind
    ("Bosco is our greyhound"); not "his boat Graciela" for "dog"."""
    return any(stem(w.casefold()) == stem(noun.casefold()) for w in _WORD.findall(body)) \
        or noun in _MEMBERS and is_member_in(body, kind_named(noun))


def members_in(body: str, thing: Thing, stop) -> list[str]:
    """The things of `thing`'s kind a sentence names, each with the word before it that
    names which one ("lava cake", "shrimp scampi", "Italian food"), in order. `stop(word)`:
    a word that is never part of one (the question's own words, stopwords)."""
    out: list[str] = []
    for m in _names_whole(body, thing):  # "New Zealand", "the United States", "ice cream"
        out.append(m.group(0))
        body = body[:m.start()] + " " * (m.end() - m.start()) + body[m.end():]
    words = list(_WORD.finditer(body))
    if thing.word in VERB_KINDS:
        words = eaten_words(body, words)
    k = 0
    while k < len(words):
        if not _is_member_word(words[k].group(0), thing):
            k += 1
            continue
        start = end = k
        while thing.name not in _NAMES_ONLY and end + 1 < len(words) and _is_member_word(words[end + 1].group(0), thing) \
                and not _apart(body, words[end], words[end + 1]):
            end += 1
        while thing.name in _NO_ONE_KINDS and end + 2 < len(words) and words[end + 1].group(0) in _DISH_JOINS \
                and not _apart(body, words[end], words[end + 1]) and not _apart(body, words[end + 1], words[end + 2]):
            # "pastel de nata", "pain au chocolat", "spaghetti alle vongole", "pasta de la casa"
            end += 3 if words[end + 2].group(0) in ("la", "le", "les") and end + 3 < len(words) else 2
        while thing.name in MEMBER_REQUIRED and end + 1 < len(words) and not _apart(body, words[end], words[end + 1]) \
                and (words[end + 1].group(0)[:1].isupper() and not re.match(r"I\b", words[end + 1].group(0))
                     or any(c.isdigit() for c in words[end + 1].group(0))):  # (not "… Skoda Octavia I drive")
            end += 1  # the model after the make: "Kia Picanto", "Mazda CX-5"
        if start > 0 and thing.name not in _NAMES_ONLY and not _apart(body, words[start - 1], words[start]):
            before = words[start - 1].group(0)
            if before.casefold() not in _TAKES and not stop(before) and not before.casefold().endswith("ed") \
                    and not re.search(r"['’+#]", before):  # "I'm reading", "Notepad++ C#": no modifier
                start -= 1
                while thing.name == "breed" and start > 0 and end - start < 3 and words[start].group(0)[:1].isupper() \
                        and words[start - 1].group(0)[:1].isupper() and not _apart(body, words[start - 1], words[start]) \
                        and not stop(words[start - 1].group(0)) and not re.search(r"['’]", words[start - 1].group(0)):
                    start -= 1  # a breed's name of capitals: "a Kerry Blue terrier", "a West Highland terrier"
        if thing.word in VERB_KINDS:  # the whole dish: "a lemon drizzle", "millionaire's shortbread"
            start, end = dish_phrase(body, words, start, end)
        if start < end or stem(words[start].group(0).casefold()) != stem(thing.word):
            out.append(body[words[start].start():words[end].end()])  # "ginger tea" for "What teas …", not "tea"
        k = end + 1
    return list(dict.fromkeys(out))


def _names_whole(text: str, thing: Thing) -> list[re.Match]:
    """The things of two words or more `text` names ("ice cream", "New Zealand"; a place
    only capitalised)."""
    whole = _PHRASE_RE.get(thing.name)
    if whole is None:
        return []
    return [m for m in whole.finditer(text) if thing.name not in _PROPER or m.group(0)[:1].isupper()]


def _apart(body: str, a, b) -> bool:
    """Whether punctuation or an "and" stands between two words."""
    between = body[a.end():b.start()]
    return bool(between.strip()) or a.group(0).casefold() in ("and", "or") or b.group(0).casefold() in ("and", "or")


KIND_OF_NAMED = lazy(r"^\W*what (?:kind|type|sort) of ([a-z]+) (?:is|was) ((?-i:[A-Z])[\w'’-]+)\W*$", re.I)


def kind_of_named(question: str, body: str, thing: Thing) -> str:
    """The member of the asked kind a sentence gives the name the question asks of: "What kind
    of animal is Cacho?" of "Rocío's parrot Cacho" or "Cacho, a parrot" -> "parrot"; or ""."""
    asked = KIND_OF_NAMED.match(question)
    if not asked:
        return ""
    name = re.escape(asked.group(2))
    before = re.search(rf"\b([a-z]+)\s+{name}\b", body)  # ("her parrot Cacho"; not "saw a fox, Bruno barked")
    after = re.search(rf"\b{name}(?:,|\s+(?:is|was))\s+(?:a|an|the|our|my|his|her|their)\s+([a-z-]+)(?:\s+([a-z]+))?", body)
    said = ([before.group(1)] if before else []) + ([w for w in after.groups() if w] if after else [])  # ("a grey parrot")
    return next((w for w in said if is_member(w, thing) and w != thing.word), "")
