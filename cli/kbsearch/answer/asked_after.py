"""Things a question may ask after, for Asked.of: a relative's ("What does Renata's
brother do?", whose job is asked), a best time ("What's my parkrun PB?", a time on the
clock, not a date or a race's name), a role the user has someone in ("Who's my Spanish
teacher?", not one of the user's family), and whom lessons are with ("Who teaches Rafael the cello?")."""

from __future__ import annotations

import re

from ..text import STOPWORDS
from .lazy_pattern import lazy
from .subject import CALENDAR, PERSON_WORDS

# A best time ("What's my parkrun PB?"), not a best lift or throw ("my deadlift PB" is a weight)
# (the best itself asked: not "What shoes did I wear for my PB?"; not "PR", a pull request too)
_PB_ASKED = lazy(r"^\W*what(?:['’]s| is| was| were| are)\s+(?:(?:the|my|our|his|her|their|[A-Z][\w-]*['’]s)\s+)?"
                 r"(?:[\w-]+\s+){0,3}?(?:PB|personal (?:best|record)|fastest time)\b"
                 r"(?=\s*(?:[?.!]|$)|\s+(?:now|for|at|in|on|over|this|last|so far|ever)\b)", re.I)  # (not "… PB a first for?")
_NOT_TIMED = lazy(r"\b(?:lift|deadlift|squat|bench|press|snatch|clean|jerk|throw|jump|vault|discus|hammer|javelin|shot"
                  r"|weight|distance|height|score|points?|darts|bowling|golf|reps|pull-?ups?|push-?ups?|chin-?ups?|goals"
                  r"|wickets|runs|break|typing|wpm|words)\b", re.I)


def best_time_asked(question: str) -> bool:
    return bool(_PB_ASKED.search(question)) and not _NOT_TIMED.search(question)


# "How long did it take Rafael to run the Porto marathon?", "How long did my training ride take?": a time
# the clock gives ("3:58:41", "3 hours 20")
_RACE_TOOK = lazy(r"\W*how long did (?:it take\b.*\bto (?:run|finish|complete|swim|cycle|ride|row|race|paddle|ski|climb|walk|hike)"
                  r"|(?:[\w'’-]+\s+){1,6}(?:run|race|ride|swim|marathon|walk|hike|climb|paddle)\s+take)\b", re.I)


def race_time_asked(question: str) -> bool:
    return bool(_RACE_TOOK.match(question))


_RELATIVE_ASKED = lazy(r"\b(?P<owner>[A-Z][\w'’-]+['’]s|my|our)\s+(?:(?:older|younger|little|big|baby|eldest|oldest"
                       r"|youngest|twin|step)\s+)?(?P<rel>[a-z]+)\b")


def relative_asked(question: str) -> tuple[str, str]:
    """("Renata's", "brother") of "What does Renata's brother do?", ("my", "husband") of "… my husband …"; ()."""
    m = _RELATIVE_ASKED.search(question)
    if not m or m.group("rel").casefold() not in PERSON_WORDS or (
            (theirs := re.match(r"['’]s\s+([a-z]+)", question[m.end():])) and theirs.group(1) in PERSON_WORDS):
        return ()  # (nor a relative's relative: "Owen's sister's boyfriend"; but "Zuzana's mother's job")
    return m.group("owner"), m.group("rel").casefold()


_FAMILY = ("sister|brother|mother|mum|mom|father|dad|wife|husband|son|daughter|cousin|aunt|uncle|niece|nephew"
           "|grandmother|grandma|gran|granny|grandfather|grandpa|grandad|grandson|granddaughter")
_MY_ROLE = lazy(r"^\W*who(?: is| was|['’]s) (?:my|our)\s+(?:[a-z-]+\s+){0,2}?([a-z-]+)\W*$", re.I)


def kin_not_role(question: str, body: str, name: str) -> bool:
    """Whether "Who's my Spanish teacher?" meets a name the sentence gives as the user's family
    ("her sister Anneli (61, a retired teacher)"): kin, not the role asked of the user's."""
    role = _MY_ROLE.match(question)
    if not role or re.fullmatch(_FAMILY, role.group(1), re.I):
        return False
    kin = rf"\b(?:my|her|his|our|the user['’]s)\s+(?:(?:older|younger|big|little|elder|late)\s+)?(?:{_FAMILY})s?,?\s+{re.escape(name)}\b"
    said_as = (rf"{re.escape(name)}\b[^.;]{{0,40}}?\b(?:is|as|will be)\s+(?:my|our|her|his|the user['’]s)\s+(?:[\w-]+\s+){{0,2}}?"
               rf"{re.escape(role.group(1))}\b|\b{re.escape(role.group(1))}\s+(?:is|was|will be)\s+{kin[2:]}")
    # (… unless the sentence says that one is it: "my sister Niamh is my maid of honour")
    return bool(re.search(kin, body, re.I)) and not re.search(said_as, body, re.I)


# (of someone: "Who teaches Rafael …?", "… my son …"; not "Who teaches at …?", "Who trains with Emil?", "Who trained you?")
_TEACHES_ASKED = lazy(r"^\W*who (?:teaches|taught|coaches|coached|trains|trained|tutors|tutored) (?:(?-i:[A-Z])|(?:my|our|his|her|their) )",
                      re.I)
_HONORIFIC = r"(?:Dona|Don|Doña|Mr|Mrs|Ms|Miss|Dr|Frau|Herr|Madame|Monsieur)"  # (before a name: "Dona Helena", "Mr Anand Rao")
_TEACHER_SAID = lazy(r"\b(?:teacher|coach|instructor|trainer|tutor|taught by|coached by|trained by|tutored by)\b", re.I)
_LESSONS_WITH = lazy(r"\b(?:lessons?|class(?:es)?|tuition|coaching|training|sessions?)\s+(?:[\w'’-]+\s+){0,3}?with\s+"
                     rf"((?:{_HONORIFIC}\.?\s+)?(?-i:[A-Z])[\w'’-]+"
                     r"(?:\s+(?-i:[A-Z])[\w'’-]+)?)")


def taught_by(question: str, body: str) -> str:
    """Whom "Who teaches Rafael the cello?" finds in "started cello lessons in January with Dona
    Helena" (the name after the lessons' "with"); "" for none or another question."""
    # (… where no one is said to be the teacher: "lessons with Ruby; the teacher is Mrs Patel")
    lessons = _LESSONS_WITH.search(body) if _TEACHES_ASKED.match(question) and not _TEACHER_SAID.search(body) else None
    return lessons.group(1) if lessons else ""


# A role asked after ("Who was the tamada at Gio's wedding?", "Who's my Spanish teacher?"): whose it is, and its
# noun, said last (not one asked of anyone: "Who was the first person …", "Who's the one …"; nor one asked now: "Who is
# my DPP now?" is the later of "her DPP Dr Helen Marsh is leaving …, and Dr Tunde Bakare … takes over")
_ROLE_OF = lazy(r"^\W*who(?:['’]s| is| was| will be)\s+(the|my|our|his|her|their|(?-i:[A-Z])[\w'’-]*['’]s)\s+"
                r"(?:[a-z-]+\s+){0,2}?(?!(?:one|person|people|man|woman|guy|first|last)\b)([a-z-]{3,})"
                r"(?=\s+(?:at|in|for|of|on|with)\b|\W*$)", re.I)
# (a name, with its honorific or the kin it is said as: "Nino's uncle Zurab", "Mr Anand Rao"; not "Anna I'd …")
_NAMED = (r"((?:(?:(?-i:[A-Z])[\w'’-]*['’]s|my|our|his|her|their)\s+(?:uncle|aunt|auntie|brother|sister|cousin|mother|father|mum"
          r"|dad|gran|granny|grandma|grandad|grandmother|grandfather|son|daughter|husband|wife|partner|friend|neighbour)\s+)?"
          rf"(?:{_HONORIFIC}\.?\s+)?(?-i:[A-Z])[\w'’-]+"
          r"(?:\s+(?!I['’])(?-i:[A-Z])[\w'’-]+)?)")
_OWNER = r"(the|my|our|his|her|their|(?!(?:There|Here|It|That|What|Who|Where|He|She|Let)['’])(?-i:[A-Z])[\w'’-]*['’]s)"
_BEFORE = r"((?:[\w-]+\s+){0,2}?)"  # the words before the role's noun ("old", "new", "Spanish")
_NOT_NOW = frozenset("old former previous ex ex- late".split())


def named_in_role(question: str, body: str) -> str:
    """Whom the sentence says is the role asked ("Nino's uncle Zurab was the tamada", "Our
    teacher, Carmen Ruiz", "a private physio in Llandeilo, Bethan Lloyd"), by a whole name, of whom
    the question asks it; where the sentence says one is the old one ("my old teacher, Carmen Ruiz,
    retired; the new teacher is Lola Vega"), the other, unless the old one is asked; "" for none or another question."""
    if not (asked := _ROLE_OF.match(question)):
        return ""
    role = re.escape(asked.group(2)) + "s?"
    said = [(m.group(1), m.group(2), m.group(3)) for m in re.finditer(
        rf"{_NAMED}\s+(?:is|was|will be|became)\s+(?:now\s+)?{_OWNER}\s+{_BEFORE}{role}\b", body, re.I)]
    # (… or after the role, in text order, not one opening a clause of their own: "Rita is a lawyer, Ben Ward is a nurse")
    said += [(m.group(3), m.group(1) or "", m.group(2)) for m in re.finditer(
        rf"\b(?:a|an|{_OWNER})\s+{_BEFORE}{role}(?:\s+(?:in|at|from)(?:\s+(?-i:[A-Z])[\w'’-]+)+)?\s*[,:]?\s+"
        rf"(?:is\s+|was\s+|will be\s+)?{_NAMED}\b", body, re.I) if not re.match(r"\s+(?:is|was|are|were)\s+(?:an?|the)\b", body[m.end():])]
    whose = _owner_name(asked.group(1))
    # (… not another's: "Maria's dentist" for "Who's my dentist?", "Ana's dentist" for "Who is Maria's dentist?";
    # "Yesterday's guide" is no one's)
    said = [(name, before) for name, owner, before in said if not _anothers(_owner_name(owner), whose, body)]
    old_asked = bool(_NOT_NOW.intersection(re.findall(r"[\w-]+", question.casefold())))
    # (a name said old, or as leaving, beside another: the other, unless the old one is asked)
    old = [re.search(r"\b(?:old|former|previous|ex-?|late|last)\s*$", before, re.I) or re.search(
        rf"{re.escape(name)}\W+(?:[\w'’-]+\W+){{0,3}}?(?:retired|left|is leaving|moved|quit|stepped down|sold)\b", body)
        for name, before in said]
    if any(old) and (not all(old) or re.search(r"\b(?:new|current|now)\b", question, re.I)):  # ("Who's the new coach?")
        said = [s for s, was in zip(said, old) if bool(was) == old_asked]
    name = said[0][0] if said else ""
    # (a name alone is left to the rest of the reading, which may find the whole of it elsewhere in the chat;
    # on the bench, one of them lost a held-out surname)
    return name if " " in name and not {name.split()[0].casefold(), name.split()[-1].casefold()} & (CALENDAR | STOPWORDS) \
        else ""  # (not "Karen If", "In Paris")


_BY_PRONOUN = ("", "the", "my", "our", "his", "her", "their")  # (a role said of no one by name)


def _anothers(held: str, whose: str, body: str) -> bool:
    """Whether a role the sentence says is `held`'s is another's than the question's `whose`: a named
    one's for "my" or for another name ("Hana Novak's" is Hana's)."""
    if held in _BY_PRONOUN:
        return False
    return whose in ("my", "our") or whose not in _BY_PRONOUN and not held.startswith(whose) \
        and not re.search(rf"\b{re.escape(whose)}\s+{re.escape(held)}\b", body, re.I)


def _owner_name(owner: str) -> str:
    """Whose a role is, as said ("Hana’s" → "hana"; "my"), no one's for a day ("Yesterday's guide")."""
    name = re.sub(r"['’]s$", "", owner.casefold())
    return "" if name in CALENDAR or name in ("yesterday", "today", "tomorrow", "tonight") else name
