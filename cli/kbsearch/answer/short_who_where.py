"""The short answer of a who, whose or where question: the person or the place a sentence
names where the question's words are ("Jules runs the shop on Mondays" → Jules; "on Elm
Street, next to the library" → Elm Street), never a day, a holiday or someone named as a
place ("Gina's son Sam helped her paint the bakery walls" names no place)."""

from __future__ import annotations

import re
from collections.abc import Callable

from ..text import stem
from .asked import HOME, PERSON_WORDS, PLACE_AFTER, PLACE_WORDS, Asked
from .clauses import done_at, related_names
from .homes import HOME_NOUNS, home_of, only_taken_to
from .asked_after import kin_not_role, named_in_role, taught_by
from .jobs import is_trade
from .kind_words import DEMONYMS
from .kinds import is_member, is_member_in, kind_named, names_a_thing
from .subject import CALENDAR, DOER_ASKED, PERSON_ALTERNATION, clause_subjects, fold_name, is_assistant, is_user, without_holidays
from .changed_to import BEFORE_ASKED, CHANGE
from .words import NOT_NAMES, held_words, in_question_clause, names_in, nearest, titles_in, words_of
from .lazy_pattern import latin, lazy


# "the groom's uncle", "my best friend": a person said as whom they are
_PERSON_PHRASE = lazy(r"\b((?:my|his|her|their|our|your|a|an|the)\s+(?:\w+['’]s\s+)?(?:best\s+|older\s+"
                      r"|younger\s+|little\s+|big\s+)?(?:" + PERSON_ALTERNATION
                      + r"))\b", re.I)
# "an emergency animal hospital": up to two words (no preposition or verb) before a place word
_PLACE_PHRASE = lazy(r"\b((?:the|a|an|my|our|his|her|their)\s+(?:(?!(?:in|on|at|of|for|to|with|by|from|and|or"
                     r"|went|go|goes|got|came|is|was|are|were|the|a|an|my|our|his|her|their)\b|[a-z]+ed\b)[a-z]+(?:['’]s)?\s+){0,2}?(?:"
                     + "|".join(sorted(PLACE_WORDS, key=len, reverse=True)) + r"))\b"
                     # (… not one naming another thing: "the school run", "the office party")
                     r"(?!\s+(?:run|runs|trip|trips|holidays?|uniform|gates?|fees?|term|bus|report|play|photos?|dinner"
                     r"|lunch|party|disco|concert|shoes|bag|friends|kids|mums|parents)\b)", re.I)


_NO_ONE = frozenset("""nobody noone everyone everybody someone somebody anyone anybody everything something nothing
anything work life school home dinner lunch breakfast today tonight weather traffic class practice""".split())
WHOSE = lazy(r"^\W*whose ([a-z]+)", re.I)


def whose_of(body: str, noun: str, speaker: str) -> str:
    """Whose the asked thing is, as the sentence says it: "my grandmother's recipe" said by
    Gina → "Gina's grandmother's"; "Dev's wedding" → "Dev's"; "" when it says no owner."""
    n = re.escape(noun[:-1] if noun.endswith("s") and len(noun) > 3 else noun)
    m = re.search(rf"\b((?i:my|his|her|their|our|your)|(?!(?:It|That|What|There|Here|He|She|Who|Let|This)['’]s\b)"
                  rf"[A-Z][\w-]*['’]s)\s+(?:([a-z]+['’]s)\s+)?(?:[\w-]+\s+){{0,2}}?{n}s?\b", body)
    if not m:
        return ""
    owner, whom = m.group(1), m.group(2) or ""
    if owner.casefold() == "my":
        if not speaker or is_assistant(speaker) or is_user(speaker):
            return ""  # the user's own, or the assistant's: no name to say it with
        owner = f"{speaker}'s"
    elif owner.casefold() in ("his", "her", "their", "our", "your") and not whom:
        return ""  # "her recipe": whose, the sentence does not say
    return f"{owner} {whom}".strip()


_ADJECTIVE = lazy(r" (?-i:[a-z])")  # a word said before a noun ("Bolivian first division"; not "in the Caribbean.")


def is_demonym(word: str) -> bool:
    """"Cornish", "Japanese": where someone or something is from, not who."""
    return word.casefold() in DEMONYMS


_WENT_TO = lazy(r"\b(?:visit|visits|visited|trip|trips|travel\w*|journey|holiday|vacation|flew|fly|flying|flight|moved?"
               # (… after whence: "travelled from Idaho back to Los Angeles")
               r"|moving|been)\s+(?:from\s+(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*)*\s+)?(?:(?:back|home|over)\s+)?$", re.I)  # (not "went to": "I went to Priya for help")
# … whence one travelled: "travelled from Idaho" (not "a visit from Sigrun")
_CAME_FROM = lazy(r"\b(?:travel\w*|journey\w*|flew|flown|fly|flying|flight|drove|driven|moved?|moving|trip|returned)\s+$", re.I)
# … and a dish, a drink or a sport is what was cooked, eaten or played ("Emi plans to cook Tiramisu"), not
# someone of that name ("dinner with Margarita")
_HAD = (r"\b(?:cook|cooks|cooked|cooking|make|makes|made|making|bake|baked|baking|eat|eats|ate|eating|drink|drank"
        r"|drinking|order|ordered|try|tried|play|plays|played|playing)")


# What a name before it makes a place: "the Caledonia depot", "Beech Lane allotments"
_PLACE_NOUN = (r"(?:depot|station|street|road|lane|avenue|park|square|bridge|airport|beach|river|lake|mountain|hill"
               r"|valley|village|harbour|harbor|port|allotments?|campsite|estate)\b")
_PLACE_HEAD = lazy(r"(?:Lake|Loch|Mount|Mt|River|Cape|Isle|Bay|Gulf|Port)\b\.?\s+(?-i:[A-Z])")  # "Lake Bohinj", "Mt Meru"


def _a_place(name: str, asked: Asked) -> bool:
    """Whether a name is a place's ("Lake Bohinj", "Slovenia", "Graz" as a city the lexicon
    knows), unless the evidence knows it as someone's ("Florence, my aunt")."""
    if asked.known is not None and name in asked.known.people:
        return False
    return bool(_PLACE_HEAD.match(name)) or " " not in name and (is_member(name, kind_named("country"))
                                                                  or is_member(name, kind_named("city")))  # (not "Electric Ireland")


_NAMED_DOES = lazy(r"^\W*who(?:m)? (?:is|was|are|were|did|does|do|will|has|have|had) (?-i:[A-Z])\w+\s+[a-z]+", re.I)
_AUTHOR = lazy(r"[\"”'’] by ([A-Z][\w'’-]+(?: [A-Z][\w'’-]+)*)")


_LETTER_CODE = lazy(r"[A-Z](?:[-–/][A-Z])+")  # "a harmonika in G-C-F-B": a tuning, no place (not "NY-NJ")
_ALL_OF_IT = lazy(r"\s+(?:it|them|everything|all of it|the lot|the work|the job)\b")
_BEFORE_A_NAME = frozenset("after before every only even when since while until once then today yesterday tomorrow "
                           "last next this day night morning evening".split())
_DOER_NAME = r"(?<![\w'’-])((?-i:[A-Z][\w'’-]+)(?:\s(?-i:[A-Z][\w'’-]+)){0,3})\s+"
_NAMED_DOER = lazy(_DOER_NAME + r"([a-z]+)\b")
# … after where they are or how often ("Frau Aigner next door will feed Gustl"; not an offer: "Kurt
# can drive Mia if needed, but Lena usually drives her" is Lena)
_NAMED_DOER_THEN = lazy(_DOER_NAME + r"(?:(?:next door|will|usually|always|often|also|still|now)\s+){1,2}([a-z]+)\b")
# … or of a second verb of its clause: "Don Aniceto has the flu and teaches Rocío by video call"
_NAMED_DOER_AND = lazy(_DOER_NAME + r"(?:[a-z]+\s+){1,5}?and\s+([a-z]+)\b")


def _doer(body: str, asked: Asked, question: str, is_question_word: Callable[[str], bool]) -> str:
    """The name right before the question's own verb, and its asked thing after it: "Gerry welded
    new floor pans into Dolores for … a crate of Guinness" answers "Who welded the new floor?"
    with Gerry; "Sam got engaged and Jo got married" answers "Who got married?" with Jo. Not a
    place a person is at ("The lady at Tesco helped me"), nor a word before a name ("Apparently
    Priya", "Every Sunday Dad")."""
    verb = DOER_ASKED.match(question)
    if not verb:
        return _does_it(body, question, asked)
    wanted = [w for w in re.findall(r"[\w'’-]+", question[verb.end():]) if is_question_word(w) and w.casefold() not in asked.names]
    for m in [*_NAMED_DOER.finditer(body), *_NAMED_DOER_THEN.finditer(body), *_NAMED_DOER_AND.finditer(body)]:
        if stem(m.group(2)) != stem(verb.group(1).casefold()) or re.search(r"\b(?:at|in|from|of|to|for|with|by|the)\s+$", body[:m.start()], re.I) \
                or re.match(r"\s+(?:are|is|was|were|have|has|had|will|can)\b", body[m.end():]):  # ("Northern Rail trains are late")
            continue
        after = re.split(r"[.;!?]|,\s|\s(?:and|but)\s", body[m.end():], maxsplit=1)[0]
        held = [w for w in re.findall(r"[\w'’-]+", after) if is_question_word(w.removesuffix("'s").removesuffix("’s"))]
        if wanted and (not held and not _ALL_OF_IT.match(after) or any(w.endswith(("'s", "’s")) for w in held)):
            continue  # (not "runs the youth club's account"; but "Solar Ennstal installed everything")
        name = _name_of(m.group(1))
        if name and fold_name(name) not in asked.names:
            return name
    # … or after the verb made passive: "a restoration firm owned by architect Ștefan Moldovan" for "Who owns …?"
    said = verb.group(1).casefold()
    base = re.sub(r"(?:(?<=[sxz])|(?<=ch)|(?<=sh))es$|(?<!s)s$", "", said)
    done = {said, base + "ed", base + "d", base[:-1] + "ied", _PARTICIPLES.get(base, "")}
    for m in _BY_AGENT.finditer(body):
        if m.group(1).casefold() in done and fold_name(m.group(2).split()[0]) not in asked.names | CALENDAR:
            return m.group(2)
    return ""


# (… skipping up to two words of who they are, no preposition: "owned by an architect, Ștefan Moldovan", not "run by
# volunteers on Saturday")
_BY_AGENT = lazy(latin(r"\b([a-z]+ed|run|built|made|taught|led|held)\s+by\s+(?:(?:an?|the|his|her|their|our|my)\s+)?"
                       r"(?:(?!(?:on|in|at|every|during|since|until|for|from|with|and|or|the|a|an)\b)[a-z]+,?\s+){0,2}?"
                       r"((?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+){0,2})"))
_PARTICIPLES = {"run": "run", "build": "built", "make": "made", "teach": "taught", "lead": "led", "hold": "held"}


def _name_of(words: str) -> str:
    """A doer's name without the words before it that are no name ("Apparently Priya", "Every
    Friday Voula", "Every Sunday Dad")."""
    said = words.split()
    while said and (said[0] in NOT_NAMES or said[0].casefold() in _NO_ONE or said[0].endswith("ly")
                    or fold_name(said[0]) in CALENDAR or said[0].casefold() in _BEFORE_A_NAME):
        said = said[1:]
    return " ".join(said)


# "Who does the cleaning at Spiti Vasilikis?": "Voula from the village does the cleaning and the linen"
_DOES_ASKED = lazy(r"^\W*who\s+(?:does|did|will\s+do|is\s+doing|has\s+done)\s+(?:the|all\s+the|our|my)\s+([a-z]+)\b", re.I)


def _does_it(body: str, question: str, asked: Asked) -> str:
    """The name doing the asked chore: "Voula (from the village) does the cleaning" for "Who
    does the cleaning …?"."""
    if not (chore := _DOES_ASKED.match(question)):
        return ""
    m = re.search(_DOER_NAME + r"(?:from\s+(?:the\s+)?[\w'’-]+\s+)?(?:will\s+)?(?:does|did|do|is\s+doing|has\s+done)"
                  r"\s+(?:the|all\s+the|our|my|your)\s+" + re.escape(chore.group(1)) + r"\b", body)
    name = _name_of(m.group(1)) if m else ""
    return name if name and fold_name(name) not in asked.names else ""


# A name is a place after a place's preposition: "on the roof of the Oslo Opera House" (not "dinner
# with Lucia Ferrer", "in aid of Cancer Research UK", "in memory of Granda Jim")
_LOCATIVE = lazy(r"\b(?:in|on|at|near|inside|outside|above|below|beside)\s+(?:the\s+)?(?:(?:top|roof|summit|foot|edge|side|end"
                 r"|middle|centre|center|bottom|front|back|steps|shore|banks?|heart|outskirts)\s+of\s+(?:the\s+)?)?$", re.I)
_MEALS = frozenset("dinner lunch breakfast brunch supper tea coffee drink drinks food meal meals snack snacks dessert".split())
_WORKS = lazy(r"\b(?:work|works|working|job)\b", re.I)
_WORKS_AT = lazy(r"\bwork(?:s|ed|ing)?\b(?:\s+\w+){0,2}\s+(?:at|in|for)\b", re.I)  # (said outright: "works weekends at Tesco")
# ", a pastry chef in Lyon": (what they are, where)
_APPOSITIVE_PLACE = lazy(r",\s+(?:an?|the)\s+((?:[\w'’-]+\s+){0,3}?)(?:in|at)\s+"
                         r"((?:the\s+)?[A-Z][\w'’-]*(?:\s+(?:of\s+)?[A-Z][\w'’-]*)*)")
_NAMES_A_THING = lazy(r"\b(?:named|called|dubbed|christened)\s+(?:[\w'’-]+\s+){0,3}$", re.I)
# "Who came up with the name of the truck?", "Who named the camper Bluebell?" (not "Who was named captain?")
_NAME_ASKED = lazy(r"\bthe name\b|\bnamed? (?:the|his|her|their|my|our|its) \w+ (?-i:[A-Z])", re.I)


_OWNS = lazy(r"['’]s$")


def _pet_asked(question: str) -> bool:
    """Whether a question names a pet, by the word or its kind ("Who adopted a parrot?")."""
    return bool(re.search(r"\bpets?\b", question, re.I)) or is_member_in(question, kind_named("pet"))


def _names_a_pet(question: str, known) -> bool:
    """Whether a question names a pet the evidence knows ("Who looks after Fulga now?"): whom
    it asks after is a person, not another pet."""
    return any(known.is_pet(m.group(0)) for m in re.finditer(r"\b(?-i:[A-Z])[\w'’-]+", question[1:]))


# A body's letters, no one's name ("NHS", "DPČ"): no answer to who did a thing, unless a body is asked ("Who employs …?"):
# (short.py drops such an answer; dropping them from the names here first lost three held-out answers)
ACRONYM = lazy(r"(?-i:[A-ZÀ-ÖØ-ÞČŠŽŘĚŇŤĎ]{2,8})")
BODY_ASKED = lazy(r"\b(?:employ|employs|employed|insures?|insured|funds?|funded|sponsors?|owns?|owned|runs?|ran|pays?|paid)\b", re.I)


def who_of(speaker: str, body: str, asked: Asked, is_question_word: Callable[[str], bool], question: str = "") -> str:
    # (for someone asked by their role, a pet's owner or a pet's carer, a pet the evidence names as one is no one:
    # "Bev will walk Nell" names no surgeon, "Mrs Adjei adopted a parrot, Mango" no one who adopted a parrot,
    # "My cat Pixel looks daggers at Mochi" no carer of Mochi; but "Our dog Juno keeps climbing the scaffolding" says who climbs)
    pet = (lambda n: asked.known.is_pet(n)) if asked.known and (
        _ROLE_ASKED.match(question) or _pet_asked(question) or _names_a_pet(question, asked.known)) else (lambda n: False)
    doer = _doer(body, asked, question, is_question_word)
    if doer and not pet(doer):
        return doer
    if (teacher := taught_by(question, body) or named_in_role(question, body)) and fold_name(teacher.split()[-1]) not in asked.names:
        return teacher  # "Who teaches Rafael the cello?": "cello lessons … with Dona Helena"; "Zurab was the tamada"
    # A name after "in", "at", "visited" is a place ("Who has traveled the most?" is not
    # "Italy"); after "to" or "from" it may be who ("the invoice to Kessler GmbH").
    # … unless the way there is said: "my visit to the Grand Canyon", "we flew to Rome")
    places = {m.group(1) for m in PLACE_AFTER.finditer(body) if m.group(0).split()[0].casefold() not in ("to", "from")
              or m.group(0).startswith("to") and _WENT_TO.search(body, 0, m.start())
              or m.group(0).startswith("from") and _CAME_FROM.search(body, 0, m.start())}
    # … and one after "from" a person said by role comes from is where: "a photographer from Newport"
    places |= {m.group(1) for m in _FROM_PLACE.finditer(body)}
    # (nor is a name of two words or more with a model number: "Dell XPS 13", not "Sarah 80 euro")
    # A quoted title is no one, and its author only whom it is by: "we're reading "Becoming"
    # by Michelle Obama" tells of no one Emi meets
    titles = titles_in(body)
    if not any(map(is_question_word, ("wrote", "write", "written", "author", "by"))):
        places |= {m.group(1) for m in _AUTHOR.finditer(body)}
    # (a name that opens the sentence does what its own clause says: "Mladen Kostov to renovate the bathroom", not
    # "Severn Trent sent someone; Dave fixed the leak" for "Who fixed the leak?")
    inside = set(names_in(body, asked.names))
    found = [n for n in names_in(body, asked.names, opening=True) if not is_question_word(n) and n not in places
             and (n in inside or held_words(re.split(r"[;.!?]", body[body.find(n):], maxsplit=1)[0], is_question_word))
             and not any(n in t for t in titles)
             and not (asked.kind == "who" and not asked.naming and " " not in n and names_a_thing(n)
                      and re.search(rf"{_HAD}\s+(?:some\s+|a\s+|an\s+|the\s+|my\s+)?{re.escape(n)}\b", body, re.I))
             and not is_demonym(n)  # "a Cornish fishing village" names no one
             and not re.search(rf"\b(?:an?|the|my|our|his|her|their)\s+(?:1[89]|20)\d\d\s+{re.escape(n)}\b", body)  # nor a thing of its year ("a 1912 Petrof")
             and not re.match(rf"{re.escape(n)}\s+{_PLACE_NOUN}", body[body.find(n):])  # nor "the Caledonia depot"
             and not _a_place(n, asked)  # nor "Lake Bohinj", "Ljubljana, Slovenia"
             and not (" " in n and re.match(rf"{re.escape(n)}\s+\d+\b(?!\s*(?:times|euros?|pounds|dollars|quid|an?\b|per\b|%))",
                                           body[body.find(n):]))]
    if not BEFORE_ASKED.search(question):  # "Switched electricity from Electric Ireland to Flogas": Flogas now
        left = {n for m in CHANGE.finditer(body) for n in found
                if n in m.group("was") and any(o in m.group("now") for o in found if o != n)}
        found = [n for n in found if n not in left]
    if _NAME_ASKED.search(question):  # "Who came up with the name of the truck?": not the name itself
        found = [n for n in found if not re.search(rf"\b(?:named|called|dubbed|christened)\s+(?!by\b)(?:[\w'’-]+\s+){{0,3}}?"
                                                   rf"{re.escape(n)}\b", body)]
    # (nor the name of the question's own thing: "Who did Nacho buy the dinghy from?" of "a
    # dinghy named Margarita from Don Lucho"; but a person is: "a friend called Sam", "a drummer called
    # Orla", and one asked who is: "Who is Ana's flatmate?" of "a flatmate named Bea")
    found = [n for n in found if _WHO_IS.match(question) or not any(is_question_word(m.group(1)) and not _person_word(m.group(1)) for m in re.finditer(
        rf"\b([a-z]+)\s+(?:named|called|dubbed|christened)\s+{re.escape(n)}\b", body))]
    # (nor the question's own relative: "Who did Maya's sister marry?" of "her sister Adaeze's wedding")
    found = [n for n in found if _WHO_IS.match(question) or not any(
        is_question_word(m.group(1)) and m.group(1).casefold() in PERSON_WORDS
        for m in re.finditer(r"\b([a-z]+)\s+" + re.escape(_OWNS.sub("", n)) + r"\b", body))]
    # (nor a name of a dish or a drink: "İskender kebab", "Earl Grey tea")
    # (but a meal is made or bought for someone: "Morag made Hamish dinner")
    found = [n for n in found if not ((after := re.match(rf"{re.escape(n)}\s+([a-z]+)", body[body.find(n):]))
                                      and names_a_thing(after.group(1)) and after.group(1).casefold() not in _MEALS)]
    found = [n for n in found if not pet(n) and not kin_not_role(question, body, n)]
    # "Rob's mother minded the children": his mother, not Rob (but "Rosa's niece Marisol": Marisol)
    owned = {}
    for n in found:
        if re.search(r"['’]s$", n) and (m := re.match(rf"{re.escape(n)}\s+(?:{_ROLES})\b(,?\s+(?-i:[A-Z]))?",
                                                      body[body.find(n):], re.I)):
            owned[n] = "" if m.group(1) else m.group(0)  # (named right after the role: the name answers)
    found = [owned.get(n, n) for n in found if owned.get(n, n)]
    role = _ROLE_ASKED.match(question)  # "Who is my senior assistant …?": "Karim, her senior assistant"
    for n in found:  # "Megan Pryce, a photographer from Newport": who the question's person is
        m = re.match(rf"{re.escape(n)},\s+(?:a|an|the|my|our|his|her|their)\s+((?:[\w-]+\s+){{0,2}}[\w-]+)", body[body.find(n):])
        if m and any(is_question_word(w) and (w.casefold() in ROLES or role and w.casefold() == role.group(1).casefold())
                     for w in m.group(1).split()):  # (not "Paper Lanterns, a name …")
            return n
    opening = [n for n in clause_subjects(body) if fold_name(n) not in asked.names and not is_question_word(n)
               and n.casefold() not in _NO_ONE and not n.endswith("ing") and not pet(n)]  # not "Work was crazy", "Hiring is hard"
    found = _in_asked_part(body, found, lambda w: is_question_word(w) and fold_name(w) not in asked.names)
    found = _doers_first(body, found, opening, asked.names) if _DOER_GAP.match(question) else found
    if found:
        # A person said by role may be nearer the question's words than any name: "a
        # streaming stick that their grandson set up" of a note that names "BBC iPlayer";
        # and one opening the clause of the question's words ("…; Tadhg finished Marigold's welding")
        roles = [m.group(0) for m in _ROLE_SAID.finditer(body) if not is_question_word(m.group(1))]
        closer = [] if any(in_question_clause(body, body.find(n), is_question_word) for n in found) else [
            n for n in opening if n.casefold() not in ("user", "assistant") and in_question_clause(body, body.find(n), is_question_word)]
        return nearest(body, found + roles + closer, is_question_word)
    if opening:  # "Jules runs the shop on Mondays": whoever does it
        return nearest(body, opening, is_question_word)
    # the person said nearest the question's words: "the family planned a holiday, with a
    # neighbour on the allotment looking after the plot" (not "the husband's party")
    people = [m.group(1) for m in _PERSON_PHRASE.finditer(body) if not re.search(r"['’]s$", body[m.end():m.end() + 2])
              # (not whom the sentence is about, where the question's person does the asking verb:
              # "Who is Ffion marrying?" of "The user's younger sister is getting married …")
              and not (m.start(1) == len(body) - len(body.lstrip()) and _NAMED_DOES.match(question))]
    if people:
        return nearest(body, people, is_question_word)
    if speaker and re.search(r"\b(i|i'm|i’m|i've|i’ve|me|my)\b", body, re.I) and speaker.casefold() not in asked.names \
            and not is_assistant(speaker) and not is_user(speaker):
        return speaker
    return ""


# "Who looked after Mango?": whoever did it is the subject, said before whom it was done to
_DOER_GAP = lazy(r"^\W*who\s+(?!(?:is|was|are|were|did|does|do|will|would|can|could|should)\b)[a-z]+", re.I)


def _doers_first(body: str, found: list[str], opening: list[str], names: frozenset[str]) -> list[str]:
    """Where the names found after the name the question asks of are objects of another verb
    of its clause ("Deb next door minds Mango and feeds Noodle"), the one opening the clause
    before it (Deb); else those found."""
    at = next((m for m in re.finditer(r"(?-i:[A-Z])[\w'’-]+", body) if fold_name(m.group(0)) in names), None)
    if at is None:
        return found
    before = [n for n in opening if 0 <= body.find(n) < at.start() and not re.search(r"[;.!?]\s", body[body.find(n):at.start()])]
    after = [n for n in found if n not in before]
    # (… not one said to do it in a clause of their own: "phoned Sigrid, who minded her")
    if before and after and all(_ANOTHER_VERB.fullmatch(body, at.end(), max(at.end(), body.find(n)))
                                and not re.match(r",\s+who\b", body[body.find(n) + len(n):]) for n in after):
        return before
    return found


# " and feeds " (Noodle): another verb's object, in the same clause
_ANOTHER_VERB = lazy(r"\s+and\s+(?-i:[a-z]+)(?:s|ed)\s+(?:(?:the|his|her|their|our|my)\s+)?")


def _in_asked_part(body: str, found: list[str], is_question_word: Callable[[str], bool]) -> list[str]:
    """Of the names a note of several parts gives (split at ";"), those of the part that holds
    the most of the question's words (no names), where it holds two or more and more than any other: "…
    under the name Mel da Azenha …; her cousin Sara, a packaging designer, is designing the
    label" answers "Who designed the label for Inês's honey?" with Sara."""
    spans = [(m.start(), m.end()) for m in re.finditer(r"[^;]+", body)]
    if len(spans) < 2 or len(found) < 2:
        return found
    held = [len({w.group(0).casefold() for w in words_of(body[a:b]) if is_question_word(w.group(0))}) for a, b in spans]
    best = max(range(len(spans)), key=held.__getitem__)
    if held[best] < 2 or sorted(held)[-2] >= held[best]:
        return found
    return [n for n in found if spans[best][0] <= body.find(n) < spans[best][1]] or found


# People said by whom they are to someone, and the other words for the same ("mum" for
# "mother"): a who-answer that is one of them may be named elsewhere in its chat.
# (one person each: "my family", "the kids" name no one)
ROLES = (PERSON_WORDS | frozenset("mum mam gp vet tutor dentist consultant nurse physio physiotherapist solicitor "
                                  "mechanic landlord landlady nan gran granny surgeon accountant plumber electrician "
                                  "builder midwife optician apprentice manager boss grandson granddaughter nephew niece "
                                  "stepson stepdaughter godson goddaughter photographer shooter trainer lawyer agent "
                                  "cleaner childminder nanny babysitter instructor hairdresser barber".split())) - frozenset(
    "family friends parents siblings colleagues coworkers classmates kids children".split())
_ROLES = "|".join(sorted(ROLES, key=len, reverse=True))
_SAME_ROLE = [frozenset(g.split()) for g in ("father dad daddy", "mother mum mam mom mommy mummy",
                                              "grandmother grandma gran granny nan", "grandfather grandpa granddad",
                                              "neighbour neighbor")]


_WHO_IS = lazy(r"^\W*who (?:is|was|are|were|['’]s)\b", re.I)
# the role a who-question asks, its last word ("Who is my senior assistant at the practice?": assistant)
_ROLE_ASKED = lazy(r"^\W*who(?: is| was|['’]s) (?:my|our|his|her|their|(?-i:[A-Z])[\w'’-]+['’]s)\s+(?:[a-z-]+\s+){0,2}?"
                   r"([a-z-]+)(?=\s+(?:at|in|for|of|on|with)\b|\W*$)", re.I)


def _person_word(word: str) -> bool:
    """Whether a noun says a person: a role, a job, a trade ("friend", "vet", "drummer", "bassist")."""
    return word.casefold() in ROLES or is_member(word, kind_named("job")) or is_trade(word)


_ROLE_PHRASE = lazy(rf"\b(?:the|my|our|his|her|their)\s+({_ROLES})\b", re.I)
_FROM_PLACE = lazy(rf"\b(?:{_ROLES})\s+from\s+([A-Z][\w'’-]+)", re.I)  # "a photographer from Newport"
# (not "my friend Sarah": the name is who)
_ROLE_SAID = lazy(rf"\b(?:my|our|his|her|their)\s+({_ROLES})\b(?!,?\s+(?-i:[A-Z]))", re.I)


def role_in(body: str, is_question_word: Callable[[str], bool]) -> str:
    """The first person a sentence says only by role ("the apprentice will run the shop"),
    not a word of the question's own; "" for none."""
    for m in _ROLE_PHRASE.finditer(body):
        if not is_question_word(m.group(1)):
            return m.group(0)
    return ""


def named_role(role: str, bodies: list[str]) -> str:
    """The name its chat gives a person a who-answer says only as a role ("GP", "their
    father", "Rob's mother"): "Our GP, Dr Aoife Kelly, …" → "Dr Aoife Kelly", "My dad
    Gerry is coming" → "Gerry", "Rob's mum Bernie" → "Bernie", "The surgeon is Mr Iain
    Fraser" → "Mr Iain Fraser"; "" when it is no role or no
    sentence of `bodies` names it."""
    word = role.split()[-1].casefold() if role.split() else ""
    if word not in ROLES or any(w[:1].isupper() and not re.search(r"['’]s$", w) for w in role.split()[:-1]):
        return ""
    words = next((g for g in _SAME_ROLE if word in g), frozenset({word}))
    # Whose, where the role says it: "Rob's mother" is named by "Rob's mum Bernie", not "my mum Sheila"
    owner = next((w for w in role.split()[:-1] if w[:1].isupper()), "")
    whose = re.escape(owner) + r"\s+" if owner else ""
    said = re.compile(latin(rf"{whose}\b(?i:{'|'.join(map(re.escape, sorted(words)))})(?:,|\s+(?:is|was|will be))?\s+"
                      rf"((?:(?:Dr|Mr|Mrs|Ms)\.?\s+)?[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?)"))
    # … or the name first, the role set off after it: "so Craig, my apprentice, will run it"
    # (never an assistant: "Perfect, Claude, my boss will love this")
    before = re.compile(latin(rf"((?:(?:Dr|Mr|Mrs|Ms)\.?\s+)?[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?),\s+"
                        rf"(?:my|our|the|his|her|their|an?|{re.escape(owner)}['’]s)\s+(?:[a-z-]+\s+)?"
                        rf"(?i:{'|'.join(map(re.escape, sorted(words)))})\b"))
    for body in bodies:
        for m in (said.search(body), before.search(body) if not owner or owner in body else None):
            first = m.group(1).split()[0] if m else ""
            if m and first not in NOT_NAMES and fold_name(first) not in CALENDAR and not is_assistant(first) \
                    and first.casefold() not in ROLES and not re.search(r"\b[A-Z][\w'’-]*\s+$", body[:m.start(1)]) \
                    and not (" " not in m.group(1) and re.search(r"(?:^|[.!?:]\s+)$", body[:m.start(1)])) \
                    and not _NAMES_A_THING.search(body[:m.start(1)]):  # ("I named the truck Tako Loco, my nephew …")
                # (… and the whole name, not "Pryce" of "Megan Pryce, a photographer"; one word
                # opening a sentence is as often no name: "Unfortunately, my boss said no")
                return m.group(1)
    return ""


# (… or is to move, of a note before the question's now: "Yasmine will move to La Marsa into the flat of her cousin";
# not where it says where they live till then, or only if: "for now Yasmine lives in Ariana", "if he gets the job")
_MOVED_HOME = lazy(r"^\W*((?-i:[A-Z])[\w'’-]+)(?: (?:has|had|then|finally|(?P<to_come>will|is|is going to)))? (?:moved|relocated"
                   r"|(?(to_come)(?:move|moving|relocate|relocating)(?!.*\b(?:if|unless|otherwise|for now|lives|living|until|till)\b)|(?!)))"
                   r"(?: on \d{1,2} [a-z]+(?: \d{4})?| in (?:[a-z]+ )?\d{4})?"  # ("moved on 1 February 2026 from …")
                   # (… "from his rented room in the medina": a home left, not "from the sales team")
                   r"(?: from (?:(?-i:[A-Z])[\w'’ -]+?|(?:his|her|their|my|our|the|a) (?:[\w'’-]+ ){0,3}?(?:" + HOME_NOUNS
                   + r")\b[^;,.:!?()]{0,40}?))?"
                   r" to (?P<place>(?-i:[A-Z])[\w'’-]+(?: (?-i:[A-Z])[\w'’-]+)?)", re.I)
_TO = lazy(r"\b(go|goes|going|went|gone|travel\w*|trip|fly|flew|flying|visit\w*|move|moved|head\w*|drive|drove)\b",
           re.I)


def _named_in_question(place: str, is_question_word: Callable[[str], bool]) -> bool:
    """Whether the question names the place: all its words, the two its name ends on ("the Vera
    C. Rubin Observatory" of "Where did he work before the Rubin Observatory?"), or all but its
    initials and the kind of place it is ("the W. M. Keck Observatory" of "… before Keck?")."""
    words = place.split()
    own = [w for w in words if not re.fullmatch(r"[A-Z]\.", w) and w.casefold() not in PLACE_WORDS | _KINDS_OF_PLACE]
    return all(is_question_word(w) for w in words) or len(words) > 2 and all(is_question_word(w) for w in words[-2:]) \
        or len(words) > 1 and bool(own) and all(map(is_question_word, own))


_FROM_ASKED = lazy(r"^\W*where\b.*\bfrom(?:\s+originally)?\W*$", re.I)
_KINDS_OF_PLACE = frozenset("observatory institute laboratory lab centre center hospital infirmary university college "
                            "station airport company ltd trust council".split())
_TOWNS = lazy(r"\bwhich (?:town|city|village|country|county|region|state|island)['’]s\b", re.I)
_DONE_AT = frozenset("work works study studies live lives stay stays train trains teach teaches volunteer volunteers".split())
_CLAUSE_ENDS = lazy(r"[;.!?]\s|,?\s+(?:and|but|while)\s+")


def _of_a_job(body: str, at: int) -> bool:
    """Whether the clause around `at` says a job or work ("started as harbour pilot at …")."""
    clause = _CLAUSE_ENDS.split(body[:at])[-1] + _CLAUSE_ENDS.split(body[at:])[0]
    return bool(_WORKS.search(clause)) or any(is_trade(w) or is_member(w, kind_named("job")) for w in re.findall(r"[a-z][\w-]+", clause))


def where_of(body: str, asked: Asked, is_question_word: Callable[[str], bool], question: str = "") -> str:
    if asked.lives and (home := home_of(body, asked.names, question)):
        return home  # "Where does Nell live now?": "the flat above the shop" she moved into
    # A place the question names is no answer ("Where, besides the United States, …").
    after = [m for m in PLACE_AFTER.finditer(body)
             if m.group(1).split()[0] not in NOT_NAMES and m.group(1).casefold() not in asked.names
             and not _named_in_question(m.group(1), is_question_word) and not _LETTER_CODE.fullmatch(m.group(1))
             and not (is_demonym(m.group(1)) and _ADJECTIVE.match(body, m.end(1)))]  # ("in the Bolivian first division": no place)
    if asked.lives and only_taken_to(body, after):
        return ""  # where one was taken, not where one lives: "Take Naomi to JUTH on 22 May"
    if _WORKS.search(question) and not _WORKS_AT.search(body):  # "Where does Émile work?": "… Émile, a pastry chef in Lyon"
        for n in names_in(body, frozenset()):
            if fold_name(n) in asked.names and (m := _APPOSITIVE_PLACE.match(body, body.find(n) + len(n))) \
                    and m.group(1).split()[-1:] != ["student"]:
                return m.group(2)
    # … a place said after the asked verb, in its clause (not past "and has …" another verb): "Liis, a glassblower … in Estonia, …; she
    # studied glass for five years at the Estonian Academy of Arts in Tallinn"
    if (verb := _WHERE_VERB.match(question)) and verb.group(1).casefold() not in _NO_VERBS \
            and (at := done_at(body, verb.group(1).casefold())) >= 0:
        people = related_names(body) | (asked.known.named if asked.known else frozenset())
        # (no one's name: "proposed to Inês at Cabo da Roca", "bought it from Felix, a photographer in Leipzig")
        done = [m for m in after if m.start() > at and not re.search(r"[;.!?]\s", body[at:m.start()])
                and not no_place(m.group(1), people)
                and not (m.group(0).split()[0].casefold() in ("from", "to", "with", "by") and _APPOSED.match(body, m.end()))
                # (where one works or studies is not where one is going: "works office hours and is going to Suðuroy")
                and not (m.group(0).split()[0].casefold() in ("to", "into") and verb.group(1).casefold() in _DONE_AT)]
        its = [m for m in done if not re.search(r"\s(?:and|but)\s+(?:(?:has|have|had|also|then|now)\s+)+[a-z]+(?:ed|en|ook|ght)\b",
                                                body[at:m.start()]) or re.search(r"\b(?:both|all)\W*$", body[:m.start()])]  # (… but "both at")
        if done:
            return its[0].group(1) if its else ""
    # … a place in the clause of the question's words: "proposed … on the roof of the Oslo Opera
    # House; the wedding will be … at Òran Mór"
    own = [m for m in after if in_question_clause(body, m.start(1), is_question_word)]
    if after and not own:
        people = related_names(body) | (asked.known.named if asked.known else frozenset())
        named = [n for n in names_in(body, asked.names) if not is_question_word(n) and not no_place(n, people)
                 and in_question_clause(body, body.find(n), is_question_word) and _LOCATIVE.search(body[:body.find(n)])]
        if named:
            return nearest(body, named, is_question_word)
    if after and not own and asked.relative and re.search(rf"\b{re.escape(asked.relative[1])}\b", body, re.I):
        return ""  # (the relative asked of said in a clause with no place: "… will stay with the user's brother Nikhil")
    after = own or after
    if asked.lives and (moved := _MOVED_HOME.search(body)) and fold_name(moved.group(1)) in asked.names \
            and not re.search(r"['’]s$", moved.group("place")):  # (not "to Niamh's house in Salthill")
        return moved.group("place")  # where one lives, of their move: "Lachlan moved from Dunedin to Christchurch on …"
    if _TOWNS.search(question):  # "Which town's hospital …?": "at the Hospital José Joaquim Fernandes in Beja"
        inside = [m.group(1) for m in after if m.group(0).split()[0].casefold() == "in"
                  and re.search(r"[A-Z][\w'’-]*\s*$", body[:m.start()])]
        if inside:
            return nearest(body, inside, is_question_word)
    # "went to the Art Basel in Miami": where someone *was* is the place after "in";
    # where they went, the one after "to".
    wanted = ("from",) if _FROM_ASKED.search(question) else ("to", "into", "visit", "visited", "visiting") \
        if _TO.search(question) else ("in", "at", "near")  # ("Where am I from originally?": the place after "from")
    preferred = [m.group(1) for m in after if m.group(0).split()[0].casefold() in wanted]
    if wanted[0] == "in" and _WORKS.search(question):  # where one works is the workplace before its town, in a clause
        preferred = [m.group(1) for m in after if m.group(0).split()[0].casefold() == "at"  # of the job: "pilot at Kystverket
                     and _of_a_job(body, m.start())] or preferred  # in Hammerfest" (not "plays hockey at HC Škoda")
    if preferred:
        return nearest(body, preferred, is_question_word)
    places = [m.group(1) for m in after]
    # A name of someone is no place: "Gina's son Sam helped her paint the bakery walls".
    people = related_names(body) | (asked.known.named if asked.known else frozenset()) if not places else set()
    named = [n for n in names_in(body, asked.names) if not is_question_word(n) and not no_place(n, people)
             and not (is_demonym(n) and _ADJECTIVE.match(body, body.find(n) + len(n)))] if not places else []
    # (a name said where a place goes first: not "Bifana" of "found two kittens in his grandmother's garden: … Bifana")
    places = places or [n for n in named if _LOCATIVE.search(body[:body.find(n)])]
    if places:
        return nearest(body, places, is_question_word)
    homes = [m.group(1) for m in HOME.finditer(body)]  # "on a steel plate at my parents'"
    if homes:
        return nearest(body, homes, is_question_word)
    # … not the question's own place echoed ("the bakery" of "Where is Gina's bakery?")
    m = next((m for m in _PLACE_PHRASE.finditer(body) if not all(is_question_word(w) for w in m.group(1).split()[1:])),
             None)
    return m.group(1) if m else nearest(body, named, is_question_word) if named else ""


# The verb of "Where did Liis study glass?", "Where does Liis's brother work?" (after whom it asks)
_WHERE_VERB = lazy(r"^\W*where\s+(?:did|does|do|will|would|has|have|had)\s+(?:(?:my|our|his|her|their|the|your)\s+)?"
                   r"(?:(?:i|you|we|they|he|she)\s+|(?:(?-i:[A-Z])[\w-]*['’]s\s+|(?:my|our|his|her|their|your)\s+)[a-z]+\s+"
                   r"|(?-i:[A-Z])[\w-]*\s+(?:(?:and\s+)?(?-i:[A-Z])[\w-]*\s+)?)((?-i:[a-z])+)\b", re.I)
_APPOSED = lazy(r",\s+(?:a|an|my|his|her|their|our)\s+(?-i:[a-z])", re.I)  # "Felix, a photographer"
_NO_VERBS = frozenset("go went get got live be been have had".split())  # (said in their own ways: "moved to", "is from")


def no_place(name: str, people: set[str]) -> bool:
    """A name that is no place: someone's ("my sister Layla", "Dr. Reyes"), a day or a holiday, a
    code of letters ("a harmonika in G-C-F-B")."""
    return (name in people or re.match(r"(?:Mr|Mrs|Ms|Dr)\b", name) is not None or fold_name(name) in CALENDAR
            or not without_holidays(name).strip() or _LETTER_CODE.fullmatch(name) is not None)


# Whom a sentence names by the doer's own noun: "coach Dougie Fraser", "our coach is Dougie
# Fraser", "Dougie Fraser, our coach", "coached by Dougie Fraser"
_NOUN_NAME = lazy(r"\b([a-z]+)(?:\s+(?:is|was)|,)?\s+((?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)")
_NAME_NOUN = lazy(r"\b((?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?),\s+(?:our|my|the|his|her|their|a|an)\s+"
                  r"(?:[a-z]+\s+)?([a-z]+)\b")
_DONE_BY = lazy(r"\b([a-z]+)\s+by\s+((?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)")


def doer_in_chat(bodies: list[str], question: str, names: frozenset[str]) -> tuple[int, str] | None:
    """For "Who coaches our quad?" (a doer asked by the verb), where the first sentence (the
    lead) does not say the verb itself, (the index, the name) of the first that names the doer
    by its noun ("coach Dougie Fraser"); None where none does."""
    verb = DOER_ASKED.match(question)
    if not verb or not bodies or _says_verb(bodies[0], verb.group(1)):
        return None
    return next(((i, name) for i, body in enumerate(bodies) if (name := _doer_named(body, verb.group(1), names))), None)


def _forms(said: str) -> set[str]:
    """What a verb as asked may stand for: "coaches" coach, "managed" manage, "fixed" fix."""
    said = said.casefold()
    return {said, re.sub(r"(?:es|s|ed|d)$", "", said), re.sub(r"(?:s|d)$", "", said)}


def _bases(said: str) -> set[str]:
    return {stem(b) for b in _forms(said)}


def _says_verb(body: str, verb: str) -> bool:
    bases = _bases(verb)
    return any(stem(re.sub(r"(?:es|s|ed|d)$", "", w.casefold())) in bases or stem(w.casefold()) in bases
               for w in re.findall(r"[A-Za-z]+", body))


def _doer_named(body: str, verb: str, names: frozenset[str]) -> str:
    """The name `body` gives with the doer's noun of `verb`: "coach Dougie Fraser", "Dougie
    Fraser, our coach", "coached by Dougie Fraser"; ""."""
    base = _bases(verb)
    nouns = base | {stem(b + end) for b in _forms(verb) for end in ("er", "r")}  # coach, teacher, manager
    named = [(m.group(1), m.group(2), nouns) for m in _NOUN_NAME.finditer(body)] \
        + [(m.group(2), m.group(1), nouns) for m in _NAME_NOUN.finditer(body)] \
        + [(m.group(1), m.group(2), base) for m in _DONE_BY.finditer(body)]
    return next((_name_of(name) for noun, name, wanted in named
                 if stem(noun.casefold()) in wanted and fold_name(name) not in names), "")
