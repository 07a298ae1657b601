"""Clauses a sentence says of someone, as short answers: what they did ("Elise fell asleep
in the library" → "fell asleep"), the trouble they have ("a tooth problem"), and what they
realised, learned or said ("The best part was realizing I'm stronger than I thought" → "I'm
stronger than I thought")."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

from ..text import STOPWORDS
from ..text import stem as word_stem
from .asked import IRREGULAR, PERSON_WORDS, TROUBLE_NAMED, Asked
from .jobs import is_trade, job_of
from .kinds import PEOPLE_OF, kind_named
from .naming import named_thing
from .subject import PERSON_ALTERNATION, fold_name, is_user
from .words import CLAUSE, NOT_NAMES, PREPOSITIONS, boundary, is_edge, trim, words_of
from .lazy_pattern import latin, lazy

PREDICATE_WORDS = 6


def trouble(body: str, is_question_word: Callable[[str], bool]) -> str:
    """The trouble a sentence names, with the words before it that say which ("a tooth
    problem" → "tooth problem") and, within its clause, the ones after it up to the
    question's last word ("pain on the outside of the right knee after 8 km" → "pain on the
    outside of the right knee"); "" when it names none."""
    m = TROUBLE_NAMED.search(body)
    if not m:
        return ""
    ws = words_of(body)
    k = next((i for i, w in enumerate(ws) if w.start() >= m.start()), None)
    if k is None:
        return ""
    start = k
    while start > 0 and k - start < 2 and not boundary(body, ws[start - 1], ws[start], True) \
            and ws[start - 1].group(0).casefold() not in STOPWORDS and not is_question_word(ws[start - 1].group(0)) \
            and not is_edge(ws[start - 1].group(0)) and ws[start - 1].group(0).casefold() not in PREPOSITIONS:
        start -= 1
    end = k
    for j in range(k + 1, min(len(ws), k + 1 + PREDICATE_WORDS + 2)):
        if boundary(body, ws[j - 1], ws[j], True) or ws[j].group(0).casefold() in CLAUSE:
            break
        if is_question_word(ws[j].group(0)):
            end = j
    return body[ws[start].start():ws[end].end()]


# A trip and what it was for: "went … to Costa Rica to plant trees in a cloud forest".
_PURPOSE = lazy(r"\b(?:went|go|goes|going|travel\w*|flew|drove|head\w*|trip|visit\w*|moved)\b[^.;!?]{0,60}?"
                r"\b(?:to|in) [A-Z][\w'’-]+(?: [A-Z][\w'’-]+){0,3} to "
                r"((?!the\b|a\b|an\b|my\b|his\b|her\b|their\b|our\b)[a-z]+\b[^.;!?,]{0,80})")


def predicate(body: str, asked: Asked, places: bool = False, thing: str = "", lone: frozenset[str] = frozenset()) -> str:
    """What a sentence says its subject did, for "What happened to Elise …?": the words
    after the person's name (or "I", or the `thing` it happened to) up to a clause's end or
    a preposition ("Elise fell asleep in the library" → "fell asleep"; "The gingerbread
    bakery collapsed on Christmas Eve" → "collapsed"); "" when the sentence names no one asked.
    `lone`: the names the question says alone, a person's rather than a word of a longer name,
    found first ("Ella" of "What does Ella do at St Magnus Cathedral?", not "Magnus and Shona …")."""
    ws = words_of(body)
    at = next((k for k, m in enumerate(ws) if fold_name(m.group(0)) in lone), None)
    at = at if at is not None else next((k for k, m in enumerate(ws) if fold_name(m.group(0)) in asked.names
                                         or m.group(0) in ("I", "I've", "I’ve", *(("We", "we") if places else ()))
                                         or thing and m.group(0).casefold() == thing.casefold()), None)
    if at is None or thing and at + 1 < len(ws) and (ws[at + 1].group(0).casefold() in PREPOSITIONS | _WHEN | _JOINS
                                                      or boundary(body, ws[at], ws[at + 1], True)):
        return ""  # "… flooded the bakery last night": the thing is no subject there
    purpose = _PURPOSE.search(body, ws[at].end()) if places else None
    if purpose:  # "went on a volunteer trip to Costa Rica to plant trees …": what was done there
        return " ".join(purpose.group(1).split()[:PREDICATE_WORDS + 2])
    out: list[str] = []
    for k in range(at + 1, min(len(ws), at + 1 + PREDICATE_WORDS)):
        w = ws[k].group(0)
        if boundary(body, ws[k - 1], ws[k], True) or w.casefold() in CLAUSE or w.casefold() in _WHEN or (
                out and w.casefold() in PREPOSITIONS and not places):
            break
        out.append(w)
    else:
        if at + 1 + PREDICATE_WORDS < len(ws) and not boundary(body, ws[at + PREDICATE_WORDS], ws[at + 1 + PREDICATE_WORDS], True):
            # cut short mid-clause: not on a place half said ("plays chess at a cafe near")
            last = max((i for i, w in enumerate(out) if i > 1 and w.casefold() in PREPOSITIONS), default=len(out))
            out = out[:last]
    return " ".join(trim(out)) if any(not is_edge(w) for w in out) else ""


_JOINS = frozenset("and or but so the a an that which who".split())
_WHEN = frozenset("last yesterday today tonight tomorrow next this every".split())  # "got towed | last night"


# "What did Nadia realize after the 10K?": the clause after the verb is what she realised.
SAID_ASKED = lazy(r"^\W*what (?:did|does|do|has|have|had) [\w'’ -]+? (realize|realise|learn|discover|notice"
                  r"|decide|find out|think|feel|believe|say|tell|mention|admit|promise)\b", re.I)
_SAID_FORMS = {"realize": r"realiz\w*|realis\w*", "realise": r"realiz\w*|realis\w*", "learn": r"learn\w*",
               "discover": r"discover\w*", "notice": r"notic\w*", "decide": r"decid\w*",
               "find out": r"f(?:ound|ind|inding) out", "think": r"think\w*|thought", "feel": r"feel\w*|felt",
               "believe": r"believ\w*", "say": r"say\w*|said", "tell": r"tell\w*|told(?: \w+)?",
               "mention": r"mention\w*", "admit": r"admit\w*", "promise": r"promis\w*"}
SAID_WORDS = 12


def said_clause(body: str, question: str) -> str:
    """The clause after the verb a question asks with ("realizing I'm stronger than I
    thought" → "I'm stronger than I thought"), up to its sentence's end; "" without one."""
    asked = SAID_ASKED.match(question)
    if not asked:
        return ""
    # Not a form in progress ("I've been learning pottery … and I learned to center clay").
    m = next((x for x in re.finditer(r"\b(?:" + _SAID_FORMS[asked.group(1).casefold()] + r")\b(?: that\b| how\b)?[ ,:]+"
                                      r"([^.!?;]+)", body, re.I)
              if not re.search(r"\b(?:been|am|are|i['’]m|we['’]re)\s+$", body[:x.start()], re.I)), None)
    if not m:
        return ""
    words = m.group(1).split()
    return " ".join(words[:SAID_WORDS]).rstrip(" ,") if len(words) >= 2 else ""


_DESCRIBES = 3  # words before the asked noun that say which one: "used Trek road bike"
_NOT_WHICH = frozenset("new old first last other same such own whole entire full very".split())


def noun_phrase(body: str, noun: str, is_question_word: Callable[[str], bool]) -> str:
    """For "What grade does Rosa teach?": the asked noun where the sentence says it, with
    the words before it that say which ("sixth grade") and the nouns right after it
    ("sixth grade science"); "" when no word comes before it."""
    ws = words_of(body)
    k = next((i for i, m in enumerate(ws) if m.group(0).casefold() in (noun.casefold(), noun.casefold() + "s")), None)
    if k is None:
        return ""

    def describes(j: int) -> bool:
        w = ws[j].group(0)
        return not (is_edge(w) or w.casefold() in _NOT_WHICH or w.casefold() in PREPOSITIONS or is_question_word(w)
                    or re.search(r"['’]s?$", w))

    start = k
    while start > 0 and k - start < _DESCRIBES and not boundary(body, ws[start - 1], ws[start], True) and describes(start - 1):
        start -= 1
    if start < k - 1 and ws[start].group(0).casefold().endswith(("ing", "ed")):
        start += 1  # "teaching sixth grade": a verb, while "swimming lessons" names the lessons
    if start == k:
        return ""
    end = k
    while end + 1 < len(ws) and end - k < 2 and not boundary(body, ws[end], ws[end + 1], True) and describes(end + 1) \
            and ws[end + 1].group(0).islower() and not ws[end + 1].group(0).endswith(("ed", "ing", "ly")):
        end += 1
    return body[ws[start].start():ws[end].end()]


def appositive_names(body: str, noun: str, also: tuple[str, ...] = (), yours: bool = False) -> list[str]:
    """The names written right after the noun a naming question asks of ("my twins, Lily and
    Leo, keep asking" → Lily, Leo; "my dog Sumo sat" → Sumo; "his quiz team, the Quizzly
    Bears, won" → Quizzly Bears), or by one of the words `also`
    ("The physio, Kirsty, wants" for "physiotherapist"). `yours`: the assistant's "your" is the
    user's ("Figaro, your cat"); a friend's is the other one's."""
    if not noun or noun == "name":
        return []
    stem = noun[:-1] if noun.endswith("s") and len(noun) > 3 else noun
    # (… and a short noun as its letters: "her GP, Dr. Samir Haddad" for "gp")
    stems = "|".join(re.escape(w) for w in (stem, *PEOPLE_OF.get(noun.casefold(), ()), *also, *[noun.upper()] * (len(noun) <= 3)))
    out: list[str] = []
    # (a name of a few words, each capitalised: "her own cider label, Crooked Ladder", "my sister Kirsty Jones")
    # ("Rise & Shine"; "my GP, Dr. Samir Haddad": a title with its dot)
    name = latin(r"(?:(?:Dr|Mr|Mrs|Ms|Prof)\.\s+)?[A-Z][\w'’-]+(?:\s+(?:&\s+)?(?!I\b)[A-Z][\w'’-]+){0,2}")
    # (each name may say its age: "our kids Fien (13) and Lander (10)", "Ruby who's 9 and Oscar who's 6", "Mila, 7, and Teo")
    aged = rf"(?:{name})(?:\s*\(\d{{1,2}}\)|\s+who(?:'s|’s|\s+is)\s+\d{{1,2}}\b|,\s+\d{{1,2}}\b(?=,|\s+and\b))?"
    for m in re.finditer(rf"\b(?:{stems})s?(?:,\s+(?P<the>[Tt]he\s+)?|\s+)((?:{aged})(?:(?:,\s*(?:and\s+)?|\s+and\s+){aged})*)",
                         body):
        if m.group("the") and not _THE_NAME_ENDS.match(body, m.end()) or m.group("the") and m.group(2).isupper():
            continue  # "my boss, the CEO", "our quiz team, the Crown regulars": a kind, not a name
        listed = _AGE_SAID.sub("", m.group(2))
        names = [re.sub(r"['’]s$", "", n) for n in re.split(r",\s*(?:and\s+)?|\s+and\s+", listed)]  # "sister Hannah's 30th"
        names = [" ".join(_named_words(n.split())) for n in names]
        if not any(n in NOT_NAMES for n in names):  # "the twins Saturday", "the twins I'm raising"
            out += [n for n in names if n not in out]
    # … or right before it, set off by a comma or said to be one: "I've run Leith Wheelworks, a bike
    # repair shop", "Bosco is our greyhound"
    # (not an item of a list, "the CLI, the MCP server and …", nor a noun of another:
    # "Dave, the shop owner", "Sarah, the cat sitter")
    for m in re.finditer(latin(rf"(?<![\w'’-])(?<!\b[Tt]he )(?<!\b[Aa]n )(?<!\b[Aa] )((?:[A-Z][\w'’&-]+\s+){{0,3}}[A-Z][\w'’-]+)(?:\*\*|__)?(?:,|\s+is)\s+"
                         rf"(?:a|an|the|my|our|his|her|their{'|your' if yours else ''})\s+"  # (a breed in capitals: "my Labrador")
                         rf"(?:(?!(?:for|of|with|to|in|on|at|from|by|about)\b)[\w-]+\s+){{0,4}}?(?i:{stems})s?\b"
                         rf"(?:\s+(?:mix|cross|puppy|pup|kitten))?"  # ("Juno, a two-year-old husky mix with …")
                         rf"(?!\s+(?!(?:on|in|at|of|for|with|from|near|by|and|that|which|who|is|was|has|had|will|since)\b)"
                         rf"[a-z])(?![\w-])"), body):
        words = m.group(1).split()
        if len(words) > 1 and re.fullmatch(r"\W*(?:\d+\.\s*)?(?:\*\*|__)?", body[:m.start()]):
            words = words[1:]  # a step's verb opens the sentence: "**Feed Figaro**, your cat"
        listed = re.match(r"[^.;!?]*?,?\s+and\s+(?:the|a|an|my|our)\b", body[m.end():])  # "…, and a script": a list
        acronym = len(words) == 1 and words[0].isupper() and len(words[0]) <= 4  # "the kbs CLI, the MCP server"
        if not any(w in NOT_NAMES for w in words) and " ".join(words) not in out and not listed and not acronym:
            out.append(" ".join(words))
    # … or by where they work, for someone's job: "Priya at Headingley Physio says …" names the
    # physio (not "Tom at Pure Gym" the gym; nor a sentence's first word, unless the saying
    # follows: "Appointment at Headingley Physio went well")
    if word_stem(noun.casefold()) not in kind_named("job").members:
        return out
    for m in re.finditer(rf"(?<![\w'’-])((?:[A-Z][\w'’-]+\s+)?[A-Z][\w'’-]+)\s+(?:at|from)\s+(?:the\s+)?(?:[A-Z][\w'’&-]*\s+){{1,3}}"
                         rf"(?i:{stems})s?\b(\s+(?:says|said|told|thinks|thought|reckons|recommended|suggested|wants"
                         rf"|diagnosed|signed))?", body):
        words = m.group(1).split()  # (a first and last name: "Huw Morgan at Tywi Vets")
        if len(words) > 1 and (words[0] in NOT_NAMES or words[0].casefold() in STOPWORDS | _SENTENCE_ADVERBS):
            words = words[1:]
        start = m.end(1) - len(" ".join(words))
        first = not body[:start].strip() or body[:start].rstrip()[-1] in ".!?:;"
        if words[0] not in NOT_NAMES and words[0].casefold() not in STOPWORDS and " ".join(words) not in out \
                and (m.group(2) or not first):
            out.append(" ".join(words))
    return out


_AGE_SAID = lazy(r"\s*\(\d{1,2}\)|\s+who(?:'s|’s|\s+is)\s+\d{1,2}\b|,\s+\d{1,2}\b(?=,|\s+and\b|$)")  # "Fien (13)", "Ruby who's 9", "Mila, 7,"
# "Luckily Rhodri at Kelvin Vets": no first name
_SENTENCE_ADVERBS = frozenset("""luckily finally thankfully eventually apparently hopefully unfortunately fortunately
sadly obviously suddenly recently honestly actually basically anyway yesterday today tomorrow""".split())
# … a name after "the" is one only where it ends a phrase: "the Quizzly Bears, won"
_THE_NAME_ENDS = lazy(r"\s*(?:[,.;:!?)]|\s\(|$|\s(?:and|who|which|won|came|played|is|are|was|were)\b)")


def _named_words(words: list[str]) -> list[str]:
    """A name's words up to one that is no part of a name ("the twins Lily Saturday": Lily)."""
    cut = next((i for i, w in enumerate(words) if i and w in NOT_NAMES), len(words))
    return words[:cut]


# Who someone is to another, for "Who is Alfie?": the people words and more kin and roles
_KIN = "|".join(sorted(PERSON_WORDS | frozenset(
    "grandson granddaughter grandchild grandkid nephew niece flatmate housemate stepson stepdaughter stepmother "
    "stepfather stepmum stepdad mum nan gran granny godson goddaughter godmother godfather bestie landlord "
    "landlady tutor vet physio director conductor instructor trainer mechanic dentist apprentice pupil".split()),
    key=len, reverse=True))


_RELATED = lazy(rf"\b(?:{PERSON_ALTERNATION})\s+([A-Z][\w'’-]+)", re.I)  # not "my wife, Italy was amazing"


def related_names(body: str) -> set[str]:
    """Names written right after who they are to someone ("my son Sam", "her coach Dana")."""
    return {m.group(1) for m in _RELATED.finditer(body) if m.group(1)[0].isupper() and m.group(1) not in NOT_NAMES}


def relation_of(body: str, name: str, speaker: str = "") -> str:
    """Who `name` is to someone, as the sentence says it ("a name his boyfriend Jonas came up
    with" → "Felix's boyfriend" in a note that opens with "Felix's …"; "Jonas, my boyfriend"
    said by Felix → "Felix's boyfriend"); "" when it says no relation. A name and surname
    ("Pavol Ilavský") is read whole, then by the first name ("Pavol says …")."""
    if " " in name:
        return _relation_of(body, name, speaker) or _relation_of(body, name.split()[0], speaker)
    return _relation_of(body, name, speaker)


def _relation_of(body: str, name: str, speaker: str = "") -> str:
    n = re.escape(name)
    owned = re.search(latin(rf"\b([A-Z][\w-]+)['’]s\s+((?:best |older |younger |little |big )?(?:{_KIN}))\s+{n}\b"), body)
    if owned:  # "Omar's sister Layla got into medical school"
        return f"{owned.group(1)}'s {owned.group(2)}"
    # (one word may say which: "his allotment neighbour Ravi")
    m = re.search(rf"\b(my|his|her|their|our|your)\s+((?:best |older |younger |little |big |(?-i:[a-z]+) )?(?:{_KIN}))\s+{n}\b"
                  rf"|\b{n},?\s+(?:is\s+)?(my|his|her|their|our|your)\s+((?:best |older |younger |little |big )?"
                  rf"(?:{_KIN}))\b", body, re.I)
    if not m:
        # "The user and partner Lena …", a note of the user's own archive: the user's partner
        theirs = re.search(rf"\b(?:the user|I)\s+and\s+(?:(?:my|his|her|their)\s+)?({_KIN})\s+{n}\b", body, re.I)
        return f"your {theirs.group(1).casefold()}" if theirs else _role_of(body, name, speaker)
    whose, relation = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
    if not m.group(1) and relation.split()[-1].casefold() in _MANY_KIN:
        return _role_of(body, name, speaker)  # "with Marta, his parents and Inês": a list, not who Marta is
    whose = whose.casefold()
    if whose in ("my", "our") and is_user(speaker):
        return f"your {relation}"  # the user's own words: "my partner Lena" is your partner
    owner = speaker if whose in ("my", "our") and speaker else ""  # "Our grandson Alfie", said by Harold
    if whose in ("his", "her") and not owner:
        owner = _opener(body, name)
    return f"{owner}'s {relation}" if owner else f"{whose} {relation}"


def who_is_of(body: str, name: str, speaker: str = "") -> str:
    """"Who is Aidan?": who he is to someone ("Eilidh's boyfriend"), else his job as the
    sentence says it ("Eilidh met Aidan, a paramedic, …" → "a paramedic"), else the role it
    gives him in a trade's word ("under the head keeper Pavol Ilavský" → "the head keeper");
    "" for none."""
    return relation_of(body, name, speaker) or job_as_who(body, name, speaker) or _trade_role(body, name) \
        or _named_as(body, name, speaker) or _said_before(body, name) or named_thing(body, name)


def _said_before(body: str, name: str) -> str:
    """Who a sentence says someone is before their name, set off by commas, with what it says they
    did: "a Dutch hiker, Marieke, broke her ankle on the path" → "a Dutch hiker who broke her ankle"."""
    m = re.search(r"\b([Aa]n?\s+(?:(?:[a-z][\w-]*|[A-Z][a-z]+)\s+){0,3}[a-z][\w-]*),\s+" + re.escape(name)
                  + r",\s+((?:(?!(?:on|in|at|for|to|from|with|and|but|while|when)\b)[a-z][\w'’-]*\s*){1,4})", body)
    if not m or not (is_trade(last := m.group(1).split()[-1]) or last in PERSON_WORDS or last.endswith(("er", "or", "ist", "ian"))) \
            or not ((did := m.group(2).split()[0]).endswith("ed") or did in IRREGULAR.values()):
        return ""  # (of someone, who did a thing: not "Thanks a lot, Karel, you saved my evening")
    return f"{m.group(1)} who {m.group(2).strip()}"


def _named_as(body: str, name: str, speaker: str) -> str:
    """What a sentence says `name` is the name of: "Othmane's one-eyed grey yard cat is Kaptan"
    → "Othmane's one-eyed grey yard cat" (a pet, a boat, anyone said by what they are)."""
    m = re.search(rf"(?:^|[,;:(]\s+|\b(?:and|but|while)\s+)((?-i:[A-Z])[\w'’-]+['’]s|(?i:my|our|his|her|their))"
                  rf"\s+((?:(?-i:[a-z])[\w-]*\s+){{0,4}}?(?-i:[a-z])[\w-]*)\s+(?:is|was|is called|was called|is named|was named)"
                  rf"\s+{re.escape(name)}\b(?!['’])", body)
    if not m or m.group(2).split()[-1] in STOPWORDS:
        return ""
    whose = "your" if m.group(1).casefold() in ("my", "our") and is_user(speaker) else m.group(1)
    return f"{whose} {m.group(2)}"


def _trade_role(body: str, name: str) -> str:
    for n in dict.fromkeys((name, name.split()[0])):  # (the whole name, then the first: "the head keeper Pavol")
        m = re.search(rf"\bthe\s+((?:(?-i:[a-z]+) ){{0,2}}?{_TRADE_WORD}),?\s+{re.escape(n)}\b", body)
        if m:
            return f"the {m.group(1)}" if is_trade(m.group(1).split()[-1]) else ""  # (not "the lovely Pavol")
    return ""


def job_as_who(body: str, name: str, speaker: str = "") -> str:
    """The job the sentence gives `name`, said as who they are ("a paramedic"), or ""."""
    job = job_of(body, {fold_name(name.split()[0])}, speaker)  # (of "Pavol Ilavský", "Pavol" and the surname)
    if not job or re.match(r"(?:works?|runs?|owns?|teach|taught|lectures)\b", job):
        return job  # ("works on an oil rig" says it whole)
    # (… with where it is done, as the sentence says it right after the name: "Marta, a physiotherapist from
    # Rafael's running club, …", not the place of another clause)
    at = re.search(rf"\b{re.escape(name)},\s+(?:an?\s+)?{re.escape(job)}(\s+(?!on\s+(?:\w+\s+)?way\b)(?:from|at|in|on|for)\s+[^,;:.!?()]{{1,60}}?)(?=[,;:.!?()]|\s+(?:who|which|that|and|but|since)\b|$)", body)
    where = at.group(1) if at and len(at.group(1).split()) <= _WHERE_WORDS else ""
    return f"{'an' if job[0].casefold() in 'aeiou' else 'a'} {job}{where}"


_WHERE_WORDS = 7


_MANY_KIN = frozenset("parents kids children friends sisters brothers cousins grandparents neighbours neighbors colleagues "
                      "twins siblings grandchildren".split())
# "What did Harold spend his voucher on?": the question ends on the preposition its verb takes
_ENDS_ON = lazy(r"^\W*what (?:did|does|do|will|would|has|have|had|is|was|are|were) (?:[\w'’-]+ ){1,8}?"
                r"(on|for|with|about|into|from|at|to|in)\W*$", re.I)
_OBJECT_ENDS = lazy(r"[,.;:!?)\"“”]|\s(?:and|but|which|who|because|so|when|while|after|before|since|until|as|if|last|this"
                    r"|next|yesterday|today|on|at|for|with|in|to|from)\b")


# "How did Refilwe and Rocío meet?", "How did you two first meet?"
_MET_ASKED = lazy(r"^\W*how did\s+(.+?)\s+(?:first\s+)?meet\W*$", re.I)
# … and a sentence's how: "met on a language-exchange app in April 2020" (not "met in person",
# "met up", nor only a time: "met in 2016")
_MET = lazy(r"\bmet\s+((?:in\s+(?:(?:early|late|mid-?)\s*|(?-i:[A-Z])[a-z]+\s+)?\d{4}\s+)?"  # (its year first: "met in 2015 at a camp")
            r"(?!(?:in\s+person|up|again|once|twice)\b)(?!in\s+(?:\d|(?:early|late|mid)\b|(?-i:[A-Z])[a-z]+\s+\d))"
            r"(?:on|at|in|through|via|while|during|over|online|as|(?-i:[a-z]{3,}ing))\b[^.;!?]*)", re.I)
_MET_ENDS = lazy(r",\s|\s(?:and|but|so|which|who)\s|\s[–—-]\s", re.I)


_PAIR_MET = lazy(r"^\W*(?:where|when|how)\s+did\s+((?-i:[A-Z])[\w'’-]+)\s+and\s+((?-i:[A-Z])[\w'’-]+)\s+(?:first\s+)?meet\b", re.I)


def met_another(body: str, question: str) -> bool:
    """For "Where did Rannvá and Othmane first meet?", whether a sentence says one of them met
    the other's relative or friend ("Rannvá met Othmane's girlfriend Salma"), not each other."""
    pair = _PAIR_MET.match(question)
    return bool(pair) and any(re.search(rf"\b{re.escape(a)}\b(?!['’]s)[^.;!?]*?\bmet\s+(?:up\s+with\s+)?{re.escape(b)}['’]s\b", body)
                              for a, b in (pair.groups(), pair.groups()[::-1]))


def how_met(body: str, question: str) -> str | None:
    """For "How did X and Y meet?", how a sentence naming one of them before its "met" says they
    met ("on a language-exchange app in April 2020"), "" where it says not; None for another question."""
    asked = _MET_ASKED.match(question)
    if not asked:
        return None
    names = {w for w in re.findall(r"[A-Z][\w'’-]+", asked.group(1))} or {"We", "we", "I"}
    for m in _MET.finditer(body):
        clause = re.split(r"[.;!?]\s|,\s", body[:m.start()])[-1]
        # (… as the ones who met, not as an owner: "Sam's parents met at a barn dance")
        if any(re.search(rf"\b{re.escape(n)}\b(?!['’]s)", clause) for n in names) or re.search(r"\b(?:we|they)\s+$", clause, re.I):
            return _MET_ENDS.split(m.group(1), maxsplit=1)[0].strip()
    return ""


def object_after(body: str, question: str, is_question_word: Callable[[str], bool]) -> str:
    """What a sentence says the question's verb went to, for a question that ends on its
    preposition: "… a £25 voucher, which he spent on secateurs" → "secateurs" for "What did
    Harold spend his voucher on?" (the verb: a word of the question, or its past)."""
    m = _ENDS_ON.match(question)
    if not m:
        return ""
    prep = m.group(1).casefold()
    past = {IRREGULAR[w] for w in re.findall(r"[a-z]+", question.casefold()) if w in IRREGULAR}
    for w in words_of(body)[:-1]:
        word = w.group(0).casefold()
        if word not in past and (word in STOPWORDS or not is_question_word(w.group(0))):
            continue
        at = re.match(rf"(?:\s+(?:it|them|that|this|him|her|some|most|all|half|the rest|the money))?\s+{prep}\s+"
                      r"(?:(?:a|an|the|some|most|all|many|his|her|my|our|their|your)\s+)?", body[w.end():], re.I)
        if at:
            rest = body[w.end() + at.end():]
            end = _OBJECT_ENDS.search(rest)
            got = rest[:end.start() if end else len(rest)].strip()
            if got and len(got.split()) <= 6:
                return got
    return ""


def _role_of(body: str, name: str, speaker: str) -> str:
    """Who `name` is by a role the sentence gives with "a" or "the", as someone's: "Kenta, a
    tutor in Osaka" in a note on Noor → "Noor's tutor"; "The director, Bernadette, says …"
    said by Callum → "Callum's director"; "a tutor called Kenta"; "Tigran opened his workshop with
    apprentice Narek" → "Tigran's apprentice"."""
    n = re.escape(name)
    m = re.search(rf"\b{n},\s+(?:a|an|the)\s+((?:(?-i:[a-z]+) ){{0,2}}?(?:{_KIN}))\b"
                  rf"|\b(?:a|an|the|with(?=\s+(?:{_KIN})\b))\s+((?:(?-i:[a-z]+) ){{0,2}}?(?:{_KIN})),?\s+(?:(?:called|named)\s+)?{n}\b"
                  rf"|\b(?:a|an|the)\s+((?:(?-i:[a-z]+) ){{0,2}}?(?:{_KIN}))(?:\s+[\w-]+){{0,3}}?\s+(?:called|named)\s+{n}\b",
                  body, re.I)
    if not m:
        return ""
    relation = next(g for g in m.groups() if g)
    owner = speaker if speaker and speaker != name else _opener(body, name)
    return f"{owner}'s {relation}" if owner else ""


_TO_A_PLACE = frozenset("to at in into from near on onto across through around towards toward past via".split())  # (not "with Raj")


def _opener(body: str, name: str) -> str:
    """The name a note opens with ("Harold planted his beans; his neighbour Ravi …"), whose
    "his" it is; "" for an opening word that is no name ("Last week her flatmate Zoe …",
    "Sadly his grandson …"), after a phrase of when or where ("At the launch Babacar swam …, with his teacher …")."""
    opener = re.match(r"\s*(?:(?:At|In|On|After|Before|During|Over|By)\s+(?:the|a|an|this|that|last)\s+(?-i:[a-z][\w-]*\s+){1,2},?\s*)?"
                      r"([A-Z][\w-]+)(?:['’]s\b|\s)", body)
    word = opener.group(1) if opener else ""
    if opener and opener.start(1) > len(body) - len(body.lstrip()) and (any(  # (… and no one named after it: "At the party
            # Hana met Tomo and his …"; a place is no one: "moved to Split with his wife", "at Café Nero with her coach")
            m.group(1).casefold() not in _TO_A_PLACE and m.group(2) != "I"
            for m in re.finditer(r"(\w+)\s+([A-Z][\w'’-]*)", body[opener.end(1):max(opener.end(1), body.find(name))]))
            or body[:opener.start(1)].split()[-1].casefold() in _TO_A_PLACE):  # (nor a place: "After the interview in Accra Ama …")
        return ""
    if not word or word == name or word.casefold() in STOPWORDS or word in NOT_NAMES or word.endswith("ly") \
            or word.casefold() in _OPENERS:
        return ""
    return word


_TRADE_WORD = r"(?-i:[a-z]{4,}(?:er|or|ist|ian|man|woman))"  # (shaped like one: is_trade says which)


_OPENERS = frozenset("last yesterday today tonight tomorrow this next when after before since while once then "
                     "sadly luckily finally also anyway so but and".split())


# "What did Tomas bake for the bake sale?": the verb a what-question asks the object of, after
# its subject ("Audrey's dog", "Amara and Kwame", "Mel and her kids"); not one that says nothing
# of what was done ("do", "say", "get")
_SUBJECT_THEN_VERB = (r"(?:(?:[A-Z][\w'’-]*['’]s\s+[a-z]+|[A-Z][\w'’-]*|and|(?:his|her|their|the|my|our|your)\s+[a-z]+)\s+)+?"
                      r"(?!(?:and|his|her|their|the|my|our|your)\b)([a-z]+)\b")
_DONE_ASKED = lazy(r"^\W*(?i:what\s+(?:did|does|do|has|have|had))\s+" + _SUBJECT_THEN_VERB)
# … or after the noun it asks for: "play" of "What part did Zain play in the Christmas play?"
_DONE_NOUN_ASKED = lazy(r"^\W*(?i:what\s+(?:(?:kinds?|types?|sorts?)\s+of\s+)?[a-z]+\s+(?:did|has|have|had))\s+"
                        + _SUBJECT_THEN_VERB)
DONE = 1.3  # score gained by a sentence saying the asked verb as done, for a what-question after its object
_SAYS_NOTHING_DONE = frozenset("do does did be been have has get got go say said think feel want like "
                               "call called name named".split())  # (a name is the naming rules')
_PAST_FORMS = frozenset(IRREGULAR.values())


# … and the one a yes/no question asks whether it was done: "cover" of "Did Nell's insurance
# cover the books?", "make" of "Did Tariq make the final?"; or a count how much of: "sell" of
# "How much did I sell the Broadwood for?"
_DONE_IF_ASKED = lazy(r"^\W*(?i:how (?:much|many(?: [a-z]+){1,2}) )?(?i:did|has|have|had)\s+"
                      r"(?:(?:[A-Z][\w'’-]*['’]s\s+[a-z]+|[A-Z][\w'’-]*|and|you|we|he|she|they|it"
                      r"|(?:his|her|their|the|my|our|your)\s+[a-z]+)\s+)+?(?!(?:and|his|her|their|the|my|our|your)\b)([a-z]+)\b")


def done_verb(question: str, yesno: bool = False, noun: bool = False) -> str:
    """The verb a what-question asks what was done with ("bake" of "What did Tomas bake for
    the bake sale?"), or a yes/no or how-much question whether or how much it was done
    (`yesno`), or, after the noun a what-question asks for (`noun`), the verb it asks what was
    done as ("play" of "What part did Zain play?"); or ""."""
    m = (_DONE_IF_ASKED if yesno else _DONE_NOUN_ASKED if noun else _DONE_ASKED).match(question)
    verb = m.group(1) if m else ""
    if yesno and verb:  # "Did I ever finish …", "Did the new sofa arrive?": the word after, a verb
        after = re.match(r"\s+([a-z]+)\b", question[m.end():])
        noun_next = bool(re.search(r"\b(?:(?:the|my|his|her|their|our|your)\s+[a-z]+|and)\s+$", question[:m.start(1)]))
        if verb in _NOT_VERBS or noun_next and after and after.group(1) not in _AFTER_VERB:
            verb = after.group(1) if after else ""
    return verb if verb not in _SAYS_NOTHING_DONE else ""


_NOT_VERBS = frozenset("ever already actually both not really just also still finally even all never".split())
# What follows a verb, not a noun: "cover *the* books", "make *it*", "go *to* …"
_AFTER_VERB = frozenset("the a an his her their my our your its to in on at for with from up out off back down over any "
                        "all it them him me us you this that these those some".split())


@functools.lru_cache(maxsize=256)  # (asked of every candidate sentence: one pattern per verb)
def _done_forms(verb: str) -> re.Pattern:
    # (a participle the question says: "What has Melanie painted?"; not "feed")
    bases = {verb, verb[:-2], verb[:-1]} - {""} if verb.endswith("ed") and len(verb) > 4 and verb[-3] != "e" else {verb}
    forms = [rf"{re.escape(b[:-1] if b.endswith('e') else b)}(?:ed|es|ing)|{re.escape(b)}[sd]" for b in bases]
    forms += [rf"{re.escape(b[:-1])}ie[sd]" for b in bases if re.search(r"[^aeiou]y$", b)]  # "studied"
    forms += [rf"{re.escape(b + b[-1])}(?:ed|ing)" for b in bases if re.search(r"[^aeiou][aeiou][bdgkmnprt]$", b)]  # "knitted"
    forms += [re.escape(IRREGULAR[b]) for b in bases if b in IRREGULAR]
    return re.compile(rf"\b(?:{'|'.join(forms)})\b", re.I)


_KIN_DID = lazy(r"(?<!and )(?<!with )\b(?:my|his|her|their|our)\s+([a-z]+)\s+$", re.I)  # (not "Rosie and her kids made")


def _kin_did(body: str, m: re.Match, is_question_word: Callable[[str], bool]) -> bool:
    """Whether the verb at `m` is done by a relative the question does not name ("my mother | brought")."""
    kin = _KIN_DID.search(body, max(0, m.start() - 30), m.start())
    return bool(kin) and not is_question_word(kin.group(1)) and kin.group(1).casefold() in PERSON_WORDS


def done_by_kin(body: str, verb: str, is_question_word: Callable[[str], bool]) -> bool:
    """Whether a sentence says the asked verb done only by a relative the question does not name:
    "my mother brought us three hens" answers nothing of "What did Liis bring?"."""
    done = list(_done_forms(verb).finditer(body[:MAX_OBJECT_CHARS]))
    return bool(done) and all(_kin_did(body, m, is_question_word) for m in done)


def done_at(text: str, verb: str) -> int:
    """Where a sentence first says the verb as done, in a form the question does not write ("studied"
    of "study"), or -1."""
    m = _done_forms(verb).search(text)
    return m.start() if m else -1


def says_done(text: str, verb: str, yesno: bool = False) -> bool:
    """Whether a sentence says the verb as done, in a form the question does not write
    ("Tomas baked conchas"; not "ran a bake sale"), or as the question's own past ("What has
    Melanie painted?": "Melanie painted a sunrise"); for a yes/no question (`yesno`), in its
    own form too, as a "not" says it ("Tariq did not make the final"; not "you'll pass next time")."""
    return bool(_done_forms(verb).search(text)) or yesno and bool(
        re.search(rf"(?:\b(?:not|never|did)|n['’]t)\s+{re.escape(verb)}\b", text, re.I))


_TO_WHOM = frozenset("him her them me us you".split())
_PARTICLES = frozenset("up out off down over away back as".split())
_AUXILIARIES = frozenset("has have had is was were are been be will would can could should".split())
_OBJECT_ENDS_AT = frozenset("every each last next again too also ago".split())  # "pastel de nata | every single day"


def _and_more(word: str) -> bool:
    """Whether "and" before `word` goes on with the object ("bowls and cups", "a robot and a
    taco"), not into a clause of its own ("and went home", "and Lucia made …", "and we …")."""
    low = word.casefold()
    return bool(word) and (low in ("a", "an", "the", "some") or word[:1].islower() and low not in STOPWORDS
                           and not low.endswith("ed") and low not in _PAST_FORMS)


_DETERMINERS = frozenset("a an the some his her their my our your its this that these those".split())
DONE_OBJECT_WORDS = 6  # the object of a done verb, at most
MAX_OBJECT_CHARS = 2_000  # … looked for this far into a sentence
_IDIOM = frozenset("sure friends it up money lot certain".split())


def done_object(body: str, verb: str, is_question_word: Callable[[str], bool]) -> str:
    """What a sentence says the asked verb was done to: "willow lanterns" of "Rosie and her
    kids made willow lanterns at the Dales craft day in Reeth" for "What did Rosie and her
    kids make at the Dales craft day?", "a dinosaur plectrum" of "Leo gave him a dinosaur
    plectrum" — its words up to a preposition, a clause or a comma; "" when they are the
    question's own."""
    for m in _done_forms(verb).finditer(body[:MAX_OBJECT_CHARS]):
        if _kin_did(body, m, is_question_word):
            continue  # another did it: "my mother brought us three hens" for "What did Liis bring?"
        # (a number keeps its separators: "earns | 6,900 lei", not "6")
        words = re.findall(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+\.\d+|[\w'’&-]+|[^\w\s]", body[m.end():m.end() + 200])[:DONE_OBJECT_WORDS + 4]
        while words and words[0].casefold() in _PARTICLES:
            words = words[1:]  # "dress | up as | a robot"
        if words and words[0].casefold() in _IDIOM:
            continue  # "made sure everyone had a drink", "made friends", "made it"
        # (whom for, as the question says it: "bought her mum | flowers and a scarf")
        while len(words) > 2 and words[0].casefold() in _DETERMINERS and is_question_word(words[1]) \
                and words[1][:1].islower():
            words = words[2:]
        if words and words[0].casefold() in _AUXILIARIES:
            continue  # "The solar panel Jamie and I fitted | has been brilliant": its object came before it
        if len(words) > 1 and (words[0].casefold() in _TO_WHOM or words[0][:1].isupper() and is_question_word(words[0])) \
                and words[1].casefold() in _DETERMINERS:
            words = words[1:]  # "gave him | a plectrum", "made Rosa | a medal"
        out: list[str] = []
        for k, w in enumerate(words):
            low = w.casefold()
            after = words[k + 1] if k + 1 < len(words) else ""
            if not out and low in _DETERMINERS:
                continue
            if not re.match(r"[\w'’&-]", w) or low in PREPOSITIONS or low in CLAUSE or low in _OBJECT_ENDS_AT \
                    or low in _TO_WHOM and out or low == "and" and not _and_more(after):
                break
            out.append(w)
            if len(out) >= DONE_OBJECT_WORDS:
                break
        if out and not all(is_question_word(w) or w.casefold() in STOPWORDS for w in out):
            return " ".join(out)
    return ""
