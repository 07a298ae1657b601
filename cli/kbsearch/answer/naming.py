"""Questions after a name: which noun's name is asked ("What is the name of Keisha's dog?",
"What's my shop called?", "What nickname did Zoe give the bike?"), the words by which a
sentence names something, and a firm known by its own name ("Kelvin Vets")."""

from __future__ import annotations

import re

from ..text import STOPWORDS
from .lazy_pattern import lazy

# A name given: "named Blueberry", "Her name's Kittiwake", "trading as …", "calls him Sindano" (not
# where the name comes from: "Pombero is named after a night creature")
# … nor a judgement: "called winter ski tuning smart" (lower-case words ending in how it was judged)
_JUDGED = (r"(?-i:[a-z])[\w'’-]*(?:\s+(?!(?:who|which|that|is|was|and|but)\b)[\w'’-]+){0,4}?\s+(?:smart|wise|sensible|clever|brilliant|genius|risky|reckless|mad|crazy"
           r"|silly|stupid|unfair|fair|reasonable|realistic|unrealistic|ambitious|a (?:good|bad|great) idea|a mistake)\b")
NAMED = lazy(r"\b(?:named|called|name is|name['’]s|names are|name was|names were|trading as|trades as|trade as|known as"
             r"|nicknamed(?: (?:it|him|her|them|me|us|you|(?-i:[A-Z])[\w'’-]+)(?=\s+(?:the\s+)?(?-i:[A-Z])))?"  # ("nicknamed me the Mole")
             r"|(?:calls|call|nicknames?|renamed)(?: (?:it|him|her|them|me|us|you|(?-i:[A-Z])[\w'’-]+))?(?=\s+(?:the\s+)?(?-i:[A-Z])))(?!\s+(?-i:after)\b)\s+(?!" + _JUDGED + r")((?:[A-Za-z][\w'’-]*"
             r"(?:,\s*|\s+and\s+|\s+&\s+|\s+)?){1,6})", re.I)

# What a name comes from is no name: "Bruno is named after a footballer from Porto"
NAMED_AFTER = lazy(r"\s*,?\s*\b(?:(?:is|was)\s+)?(?:(?:named|called)\s+(?-i:after)\b[^;.!?]*"
                  r"|named\s+for\s+(?:his|her|its|their|the|a|an|my|our)\b[^,;.!?]*)",
                  re.I)  # (not "After Hours"; "is named for his coffee-brown colour", up to a comma: "…, is called Baba Joseph's")
_ASKS_NAME = lazy(r"\b(names?|called)\b", re.I)
# "What nickname did Zoe give Keisha's bike?": the bike is what is named
# … and "What did Nacho rename his boat?", "What did Lachlan call his van?" (its owner naming it;
# not "What did the shelter call my cat?", a name another gave)
_NICKNAME = lazy(r"\b(?:nickname (?:did|does|do|has|have) [\w'’ ]+? give |(?:did|does|do|has|have) [\w'’ ]+? rename "
                 r"|(?:did|does|do|has|have) (?:(?:i|we) (?:call|name) (?=my |our )|[\w'’ ]+? (?:call|name) (?=his |her |their )))"
                 r"(?:[\w-]+['’]s |the |his |her |their |my |our |your )?(?:[a-z-]+ ){0,2}"
                 r"(?!(?:it|me|him|her|them|us|you|this|that)\W*$)((?-i:[a-z-]+))\W*$", re.I)
NAMES_OF = lazy(r"\bnames? of (?:(?:the|his|her|their|my|our|your) )?(?:\w+['’]s? )?((?:[a-z]+ ){0,2}[a-z]+)"  # ("of the user's puppy")
                r"|\b(\w+)['’]s? names?\b", re.I)
_WHO_ARE = lazy(r"^\W*who (?:are|were) (?:[\w-]+['’]s|my|his|her|their|our|your) (kids|children|siblings|grandchildren|grandkids"
                r"|sons|daughters|brothers|sisters|parents|cousins)\W*$", re.I)
# "What's my shop called?": the noun is what is named
CALLED = lazy(r"^\W*what(?:['’]s| is| was| are| were) (?:(?:my|our|the|his|her|their|your) )?"
              r"(?:(?:[\w-]+ )?[\w-]+['’]s )?"  # ("the Guèye family's new pirogue")
              r"(?:[a-z-]+ ){0,2}([a-z-]+) called\W*$", re.I)


def named_noun(question: str) -> str:
    """The noun whose name a question asks ("dog" of "What is the name of Keisha's dog?",
    "shop" of "What's my shop called?"), "name" when it says none, "" when it asks no name."""
    # (a thing's nickname, not a person's: "… give Keisha?" names no noun; "Who are Rodrigo's
    # siblings?" asks their names)
    nick = _NICKNAME.search(question) or _WHO_ARE.match(question)
    if nick:
        return nick.group(1).casefold()
    if not _ASKS_NAME.search(question):  # ("What nickname did Zena get after her swim?": her own, a name)
        return "nickname" if re.search(r"\bnicknames?\b", question, re.I) else ""
    m = NAMES_OF.search(question)
    if not m:
        called = CALLED.match(question)
        return called.group(1).casefold() if called else "name"
    if m.group(2):
        return m.group(2).casefold()
    # "the name of Amara's childhood dog": its last word, before one that leads on ("… they went to")
    words = m.group(1).split()  # as written: "the books Tim read" stops at "Tim"
    cut = next((i for i, w in enumerate(words) if w.casefold() in STOPWORDS or (i and w[:1].isupper())), len(words))
    return words[:cut][-1].casefold() if words[:cut] else "name"


# A name given right before it is quoted: "retitled 'Oil on the Water'", "called 'Nell'"
# (… and the new one of a change: "renamed it from 'The Salt Orchard' to 'Windfall'")
TITLED = lazy(r"\b(?:(?:re)?titled|called|named|title(?: is| was|['’]s)?(?: now)?|(?:changed|renamed|retitled)\b[^.;!?]{0,80}\bto)"
              r"\W{0,3}$", re.I)
NAMING = lazy(r"\b((?:re)?named|called|calling|name is|names are|name was|names were|name['’]s|trading as|trades as|trade as"
              r"|known as|(?:re)?titled|title is|title was|title['’]s|working title)\b", re.I)


# A place or firm known by its own name, which need not say what it is: "What's my photography
# business called?" is answered by "trading as Golau Photography", "the name of our vet
# practice" by "Kelvin Vets".
_FIRMS = frozenset("business company firm practice agency shop store brand label studio surgery clinic startup "
                   "venture outfit".split())
_OWNER = frozenset("my our his her their your the".split())
_NOT_KINDS = frozenset("new old local current first last main favourite favorite little big small other own family "
                       "usual best".split())


def firm_kind(question: str, noun: str) -> str:
    """The word that says what kind of firm a naming question asks the name of ("photography"
    of "What's my photography business called?", "vet" of "the name of our vet practice"),
    or "" when it names none."""
    if noun not in _FIRMS:
        return ""
    words = re.findall(r"[\w'’-]+", question)
    for owner, kind, named in zip(words, words[1:], words[2:]):
        if named.casefold() == noun and (owner.casefold() in _OWNER or re.search(r"['’]s$", owner)) \
                and kind.islower() and kind not in STOPWORDS and kind not in _NOT_KINDS:
            return kind
    return ""


def names_ending_in(body: str, word: str) -> list[str]:
    """The capitalised names in `body` that end in `word` or its plural ("Kelvin Vets" for
    "vet", "Golau Photography" for "photography"), with the words a firm's name goes on with
    ("Bright Smile Dental Practice"); the word itself is no name, nor a run of capitalised
    words that holds a small word ("Out Of Hours Vet") or runs on into another ("the Senior
    Dental Nurse")."""
    out = []
    stem_ = re.escape(word[:-1] if word.endswith("s") and len(word) > 3 else word)
    for m in re.finditer(rf"(?<![\w'’-])((?:[A-Z][\w'’&-]*\s+){{1,3}})((?i:{stem_})s?)\b((?:\s+{_FIRM_WORDS})*)", body):
        words = m.group(1).split()
        while words and words[0].casefold() in STOPWORDS:  # "The Kelvin Vets", "My Vets"
            words = words[1:]
        if not words or not m.group(2)[:1].isupper() or any(w.casefold() in STOPWORDS for w in words):
            continue
        if re.match(r"\s+[A-Z]", body[m.end():]) or re.search(r"[A-Z][\w'’&-]*\s+$", body[:m.start()]):
            continue  # part of a longer run: "Senior Dental Nurse", "Out Of Hours Vet"
        out.append(" ".join([*words, m.group(2), *m.group(3).split()]))
    return out


_FIRM_WORDS = r"(?:Practice|Services|Studio|Studios|Ltd|Limited|Clinic|Centre|Center|Group|Company|Surgery|Hospital)"


def names_before(body: str, noun: str) -> list[str]:
    """The capitalised names written right before the asked noun, as what it is called ("the
    Lower Bryn orchard" for "What is the name of the orchard …?"); not a name that owns it
    ("Rory's dog"), nor a sentence's first words ("Lower Bryn orchard is …" may be a title), nor
    one word ("the Italian restaurant")."""
    if not noun or noun == "name":
        return []
    stem_ = re.escape(noun[:-1] if noun.endswith("s") and len(noun) > 3 else noun)
    out = []
    for m in re.finditer(rf"\b(?:the|our|my|his|her|their)\s+((?:[A-Z][\w'’&-]*\s+){{1,3}}){stem_}s?\b", body):
        words = m.group(1).split()
        # (one word is as often what kind it is: "the Italian restaurant", "the English teacher",
        # "the Christmas market", "the MCP server")
        if len(words) > 1 and not any(w.casefold() in STOPWORDS or re.search(r"['’]s$", w) for w in words):
            out.append(" ".join(words))
    return out


# "Her real name is Ngoc Anh": the name of whom a pronoun stands for
_PRONOUN_NAME = lazy(r"\b(?:her|his|their)\s+(?:(?:real|full|first|last|middle|proper|given|maiden)\s+)?name(?:\s+is|['’]s|\s+was)\s*$", re.I)


def names_the_pronouns(body: str, start: int, noun: str) -> bool:
    """Whether the name at body[start:] is of whom a pronoun stands for, where the noun asked
    after is said only after it, doing something ("Her real name is Ngoc Anh but only the
    teacher uses it": no name of the teacher's; not "His name is Dario and he's the only coach")."""
    return bool(_PRONOUN_NAME.search(body[:start])) and not re.search(rf"\b{noun}", body[:start], re.I) \
        and bool(re.search(rf"\b(?:the|his|her|their|my|our)\s+{noun}s?\s+(?:\w+ly\s+)?(?!is\b|was\b|has\b)[a-z]+s\b",
                                   body[start:], re.I))


def named_thing(body: str, name: str) -> str:
    """What "named it …" names, the last thing the sentence says was got, with "a": "bought a Tabaski ram …; his daughter
    Aïda named it Général" → "a Tabaski ram" (not "a shelter" of "adopted a cat from a shelter", nor "joined a choir")."""
    at = re.search(rf"\b(?:named|called)\s+(?:it|him|her)\s+{re.escape(name)}\b", body)
    things = list(re.finditer(rf"\b(?i:{_GOT})\s+([Aa]n?\s+(?:[\w-]+\s+){{0,2}}?(?-i:[a-z])[\w-]*)(?=\s+(?:{_ENDS_THING})\b"
                              r"|\s*[,;.(]|\s*$)", body[:at.start()])) if at else []
    return things[-1].group(1) if things else ""


# (got: bought, adopted, was given, inherited, won …, also for oneself: "bought herself a puppy")
_GOT = (r"(?:bought|buys|adopted|adopts|got|gets|had|has|have|found|rescued|took\s+in|brought(?:\s+home)?|planted|received|made"
        r"|bred|inherited|won|launched|welcomed|hatched|gave\s+birth\s+to|(?:was|were)\s+given)"
        r"(?:\s+(?:herself|himself|themselves|myself|ourselves|themself))?")
_ENDS_THING = "on|in|at|for|from|with|to|of|by|under|near|into|that|which|and|named|called"

