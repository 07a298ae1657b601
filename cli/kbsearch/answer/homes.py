"""The home a "Where does Nell live now?" answers with: the dwelling a sentence says the asked
person moved into or took, whole ("Nell moved into the flat above the shop; …" → "the flat
above the shop"), for a home is as often "the rooms above the bakery" as a town's name."""

from __future__ import annotations

import calendar
import re

from .lazy_pattern import lazy
from .subject import KIN, PERSON_ALTERNATION, fold_name

HOME_NOUNS = ("house|home|flat|apartment|bungalow|cottage|terrace|rooms|room|studio|loft|farmhouse|caravan|"
               "houseboat|maisonette|semi|townhouse|duplex|condo|place|annex|annexe|barn|croft|cabin")
_MONTHS = "|".join(m for m in calendar.month_name if m)
# Where the dwelling's words end: a date, a time, a clause of its own, a companion ("with his cats")
_END = (r"(?=\s+(?:on|in|by|from|at the end of|after|before|since|around|last|next|this)\s+(?:\d|the\s+(?:\d|end|start|first|middle)"
        rf"|(?:{_MONTHS}|last|next|this|early|late|mid)\b)"
        r"|\s+(?:last|next|this)\s+(?:week|month|year|spring|summer|autumn|winter)\b"
        r"|\s+with\s+(?:his|her|their|my|our|the help)\b|\s+(?:but|so|where|when|which|because|after|while|once)\b"
        r"|\s+and\s+(?:is|are|was|were|will|has|have|had|then|now|got|their|his|her|she|he|they|I|we|it|\w+ed)\b"
        r"|\s*[;,.:!?()—–]|\s*$)")
_TAKEN = lazy(r"\b(?:(?:moved|moves|move|moving)\s+(?:in\s+)?(?:together\s+)?(?:in|into|to)"
              # ("moved to Bloemfontein on 26 October 2024, into a garden cottage")
              r"|(?:moved|moves|moving)\s+to\s+(?P<town>(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)*)[^;,.:!?()—–]{0,60}?,\s+into"
              r"|(?:signed\s+a\s+lease|(?:an?\s+)?offer\s+accepted)\s+on|bought)\s+"
              r"(?P<home>(?:the|a|an|his|her|their|our|my)\s+[^;,.:!?()—–]{1,80}?)" + _END, re.I)
# (the dwelling is what the words are of: "a new sofa for the flat" is a sofa)
_HOME_NOUN = lazy(r"^\S+\s+(?:(?!(?:for|to|of|in|on|at|with|from|by|the|a|an)\b)[\w'’-]+\s+){0,3}?"
                  rf"(?:{HOME_NOUNS})(?:\s+(?:in|on|at|above|behind|below|beside|near|by|with|off|outside|inside|next|opposite"
                  r"|overlooking|of|that|which|where|for|from|across|along|up|down)\b|\s*$)", re.I)  # (not "a house plant")
# Who took it: the asked one (and whoever with them), or "I"/"we" ("the user" of a note), and no one else ("Nell's
# brother", "Nell helped Priya move into …"), not almost ("almost bought the cottage")
_DOER = lazy(r"^\s*(?:(?:then|and|finally|later|so)\s+)?(?P<who>(?-i:[A-Z])[\w'’-]*|we|i|the user)(?:\s+(?-i:[A-Z])[\w'’-]+)?(?:['’]s family)?"
             r"(?:\s+and\s+(?:(?-i:[A-Z])[\w'’-]*|her|his|their)(?:\s+[a-z]+)?)?"
             r"(?:\s+(?:have|has|had|finally|then|just|officially|now|both|all|will|plan to|plans to|planned to"
             r"|are going to|is going to|['’]ve|['’]d|recently|eventually|at last))*\s*$", re.I)
_FIRST_PERSON = lazy(r"\b(?:I|(?i:we|my|our))\b")
_RELATIVE = lazy(r"['’]s\s+([a-z]+)\s+(?:live|lives|living|based)\b", re.I)
# (a home asked as it is now, after a move; "Where does Lucía live?" asks her town, "Valencia")
_NOW = lazy(r"^\W*where\b.*\b(?:now|currently|these days|at the moment|nowadays)\b", re.I)
_GOES_ON = lazy(r"\s*(?:and|then|and then|later|finally|and later)?\s*", re.I)


def home_of(body: str, names: frozenset[str], question: str) -> str:
    """The dwelling `body` says the asked one moved into or bought, whole, the last it says;
    "" when it says none, or says it of someone else ("Nell's brother moved into …", "Nell
    helped Priya move into …"). Only of where one lives *now*, and not of a relative's home."""
    if not _NOW.search(question):
        return ""
    if _RELATIVE.search(question):
        return ""  # (a relative's home is read as any place is: "Linh's mother … moved to Hanoi")
    found = ""
    for m in _TAKEN.finditer(body):
        if not _HOME_NOUN.search(m.group("home")):
            continue
        doer = re.split(r"[;.!?]|,\s|\s(?:but|while|whereas)\s", body[:m.start()])[-1]
        if found and _GOES_ON.fullmatch(doer):  # ("…, then moved into a cottage": the same one, later)
            found = m.group("home")
            continue
        who = _DOER.match(doer)
        if not who:
            continue
        first = who.group("who")
        if fold_name(first) in names or (not names and _FIRST_PERSON.search(question) and first.casefold() in ("i", "we", "the user")):
            found = m.group("home")  # (the last said: "…, then moved into a cottage in Hebden Bridge")
            if m.group("town") and not re.search(r"\b(?-i:[A-Z])", found):
                found += f" in {m.group('town')}"  # ("moved to Leeds in May, into her boyfriend's flat": both)
    return found


# A word of dwelling, or of going for good: a sentence with none, whose places all follow a verb of
# taking or a trip's "to", says where one went or was taken ("went back to Kaduna", "emigrated to Canada")
_DWELLS = lazy(r"\b(?:live[sd]?|living|moved|moving|relocated|settled|based|home|house|flat|apartment|back|for good"
               r"|emigrat\w*|return\w*|stay\w*)\b", re.I)
_TAKEN_TO = lazy(r"\b(?:take|takes|took|taking|taken|bring|brings|brought|bringing|drive|drives|drove|driving|driven"
                 r"|fly|flies|flew|flying|send|sends|sent|sending|escort\w*|accompan\w*|visit\w*|trip|travel\w*)\b"
                 r"(?:\s+[\w'’-]+){0,4}\s*$", re.I)


def only_taken_to(body: str, places: list) -> bool:
    """Whether every place `body` gives (PLACE_AFTER's matches) follows "to" or "into" after a
    verb of taking or travelling, and it says nothing of a home ("Take Naomi Dalyop to JUTH on
    22 May", "flying to Accra to see his parents"): no answer to where one lives."""
    return bool(places) and all(m.group(0).split()[0].casefold() in ("to", "into")
                                and _TAKEN_TO.search(body[max(0, m.start() - 60):m.start()]) for m in places) \
        and not _DWELLS.search(body)


# Where one lives, said so ("my sister Claire lives in Bordeaux"), or moved to, of whom a question asks
_PARENTS = "Mum|Mom|Dad|Mam|Gran|Grandma|Grandpa|Nan"  # as a question names them ("Where does Mum live?")
_KIN_ASKED = lazy(r"\b(?:(my|our|(?-i:[A-Z])[\w-]+)(?:['’]s)?\s+(?:[a-z]+\s+)?(" + PERSON_ALTERNATION
                 + r")|(?-i:(" + _PARENTS + r")))\b", re.I)
_KIN_SAID = lazy(r"\b([\w'’-]+)\s+(?:[a-z]+\s+)?(" + PERSON_ALTERNATION + "|" + _PARENTS + r")\b", re.I)
_FIRST_ASKED = lazy(r"\b(?:I|(?i:we|my|our))\b")
_FAMILY_OF = lazy(r"['’]s\s+(family|household)\b", re.I)
_SOMEONE_ELSE = lazy(r"\b(?:his|her|their|its|my|our)\s+\w+|['’]s\b|\b(?:before|after|when|while|because|as|since|until|who|whose"
                     r"|which|that|where|but)\b", re.I)  # ("Linh and Đức have moved" is theirs)
_HOME_SAID = lazy(r"\b(?:(?:lives|live|living|based|settled)\s+(?:in|at|near|on|outside|just outside)"
                 r"|(?:moved|relocated)\s+(?:in\s+)?(?:to|into))\b", re.I)


def home_told(body: str, names: frozenset[str], question: str) -> bool:
    """Whether a clause says where whom the question asks of lives or moved to: the relative it
    asks of ("Sigrid's grandmother", "Mum": not a clause of Sigrid's), else the name it asks of,
    else "I" or "we" for a question of one's own home."""
    kin = _KIN_ASKED.search(question)
    word = (kin.group(2) or kin.group(3)).casefold() if kin else ""
    kin_words = set(KIN.get(word, word).split("|"))  # ("Mum" is said "mother" too)
    # whose: "my sister", "the user's sister", "Sigrid's grandmother" (not "Rory's grandmother")
    owners = {"my", "our", "user's", "user’s", "i", "we"} if not kin or not kin.group(1) or kin.group(1).casefold() in ("my", "our") \
        else {kin.group(1).casefold() + "'s", kin.group(1).casefold() + "’s"}
    first = not kin and not names and _FIRST_ASKED.search(question)

    def of_them(clause: str) -> bool:
        clause = _FAMILY_OF.sub(r" \1", clause)  # "Otieno's family moved into …" is Otieno's move too
        toks = {t.casefold() for t in re.findall(r"[\w'’-]+", clause)}
        if kin:
            return any(m.group(2).casefold() in kin_words and (not kin.group(1) or m.group(1).casefold() in owners)
                       for m in _KIN_SAID.finditer(clause)) or bool(kin.group(3) and toks & kin_words)
        if names:  # the name as the doer, nothing between it and the verb that is someone else's
            # (not "Ravi's sister Anjali moved to …", "Ana lived in Braga before her parents moved to Porto")
            at = [m.end() for m in re.finditer(r"[\w'’-]+", clause)
                  if fold_name(m.group(0)) in names and not m.group(0).endswith(("'s", "’s"))]
            return bool(at) and not _SOMEONE_ELSE.search(clause[at[-1]:])
        return bool(first and toks & {"i", "we"})  # (not "my sister lives in …")
    return any(of_them(re.split(r"[.;,:!?]\s", body[:m.start()])[-1]) for m in _HOME_SAID.finditer(body))
