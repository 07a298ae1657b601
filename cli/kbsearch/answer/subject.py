"""Who a sentence is about, and whether that is who the question asks about.

"How long has Melanie been creating art?" is not answered by "Caroline has been creating
art since the age of 17", however many words they share. A sentence is about the people it
names as its subject (a condensed summary's "Caroline has …"), and a raw turn in the first
person is about its speaker ("Caroline: I've been painting for years"). A question in the
first person ("What was I pre-approved for?") asks about the user: what the user said of
themselves is the evidence, and an assistant's boilerplate ("As an AI language model, I
don't have personal experience …") never is.

    q = QuestionSubject.of("How long has Melanie been creating art?", speakers={"melanie", "caroline"})
    q.about("Caroline", "I've been painting for years")  → WRONG (RIGHT, UNKNOWN or WRONG)

Plain rules over English wording, wrong in the harmless direction: a sentence whose subject
cannot be told is UNKNOWN and keeps its score.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .when import MONTH_NAMES, WEEKDAYS
from .lazy_pattern import lazy

RIGHT, UNKNOWN, WRONG = 1, 0, -1

USER_SPEAKERS = frozenset({"user", "human", "me", "you", "customer", "prompt"})
ASSISTANT_SPEAKERS = frozenset({"assistant", "ai", "chatgpt", "gpt", "claude", "gemini", "bard", "model", "bot",
                                "system", "tool", "copilot", "response"})

# What an assistant says about itself instead of answering.
BOILERPLATE = lazy(
    r"\b(as an? (ai|artificial intelligence|language model|large language model|digital assistant|virtual assistant)"
    r"|i('m| am) (just |only )?(an? )?(ai|language model|computer program|chatbot|virtual assistant|machine)"
    r"|i('m| am) a new conversation|each time you interact with me|(don't|do not|cannot|can't|won't) (have )?"
    r"(the ability to )?(recall|remember|retain|access) (our |your |any |previous |past |personal )"
    r"|(don't|do not) have (personal|access to (your |personal |previous )|the ability|feelings|emotions|opinions"
    r"|preferences|a body|memories|memory of)"
    r"|i('m| am) (not able|unable) to (recall|remember|access|browse|see)"
    r"|i (can't|cannot|can not) (browse|access the internet|provide personal)"
    r"|my (knowledge|training) (cutoff|cut-off|data))",
    re.I,
)
PERSON_WORDS = frozenset("""
friend friends mom mother dad father parents sister brother sibling siblings boss manager colleague
colleagues coworker coworkers wife husband partner girlfriend boyfriend roommate cousin aunt uncle
grandma grandmother grandpa grandfather teacher doctor neighbor neighbour son daughter kid kids child
children family coach therapist classmate classmates mentor fiancé fiance fiancée nephew niece grandson
granddaughter stepson stepdaughter stepmother stepfather
""".split())
PERSON_ALTERNATION = "|".join(sorted(PERSON_WORDS, key=len, reverse=True))  # for a pattern: the longest first
# The user's parents and grandparents as a question names them ("When did Mum fall?"), and
# the words the chats say them by ("my mum Hermine", "the user's mother Hermine")
KIN = {**dict.fromkeys(("mum", "mom", "mam", "mama", "mother"), "mother|mum|mom|mam|mama"),
       **dict.fromkeys(("dad", "papa", "father"), "father|dad|papa"),
       **dict.fromkeys(("gran", "granny", "grandma", "nan", "nana", "grandmother"), "grandmother|gran|granny|grandma|nan|nana"),
       **dict.fromkeys(("grandad", "grandpa", "granddad", "grandfather"), "grandfather|grandad|granddad|grandpa")}
_FIRST_PERSON = lazy(r"\b(i|i'm|i’m|i've|i’ve|i'd|i’d|i'll|i’ll|me|my|mine|myself)\b", re.I)
_OURS = lazy(r"\b(we|our|ours|we're|we’re|we've|we’ve)\b", re.I)  # (not "for us": "we" or "our" is the subject)
_SECOND_PERSON = lazy(r"\b(you|your|yours|yourself|you're|you’re|you've|you’ve)\b", re.I)
# How condensed notes name the archive's owner: "User is adopting …", "the user's left knee".
_THE_USER = lazy(r"\b(?:the )?user(?:'s|’s)?\b", re.I)
# A note of what the assistant said ("the assistant suggested a lemon olive-oil cake"; not a
# transcript's "The assistant: To turn this into a bash command …")
_THE_ASSISTANT = lazy(r"\bassistant(?:['’]s (?:advice|suggestion|recommendation)|,? (?:suggested|suggests|recommended"
                      r"|recommends|said|says|advised|proposed|told|explained|listed|gave|mentioned|compared|made"
                      r"|thinks|thought|warned|noted))\b", re.I)
# "The user's wife Ana works as a pharmacist", "My wife just started at Boots", "Our neighbours'
# cat Tom …": about the wife, the neighbours, not the one who asks "What is my job?" — when the
# relative (with a name or two) goes on to do something and the sentence says no "I" or "me"
# ("My wife and I moved", "My boss promoted me", "My doctor appointment is …" are the user's).
_RELATIVE_OPENS = lazy(r"^\W*(?:my|our|(?:the )?user['’]s) (?:(?!(?:" + "|".join(PERSON_WORDS) + r")\b)[a-z]+ )?("
                       + PERSON_ALTERNATION
                       + r")(?:s|es)?(?:['’]s?)?(?:,? (?-i:[A-Z])[\w'’-]+(?: (?-i:[A-Z])[\w'’-]+)?,?)?"
                       r" (?:(?:just|also|now|recently|already|still|finally) )?(?:(?-i:[A-Z])|is\b|was\b|has\b|had\b"
                       r"|got\b|works?\b|started\b|became\b|[a-z]+(?<!s)s\b|[a-z]+ed\b|cat\b|dog\b)", re.I)
# "Sindre's sister Tone in Bodø adopted a kitten": of the sister, not of Sindre (the one whose she is)
_NAMED_RELATIVE_OPENS = lazy(r"^\W*((?-i:[A-Z])[\w-]+)['’]s (?:[a-z]+ )?(" + PERSON_ALTERNATION
                             + r")(?:s|es)?,? (?-i:[A-Z])", re.I)
# (of a time asked: "What food was at Tomas's party?" is answered by his sister's note of it)
_OWN_THING = lazy(r"^\W*when\b.*\b(?-i:[A-Z])[\w-]*['’]s\s+(?!(?:grand|step)?(?:" + PERSON_ALTERNATION
                  + r")(?:s|es)?\b)[a-z]", re.I)
# … nor is a meeting asked of them ("How did Sam and I meet?") one of their relatives': "Sam's parents met at a barn dance"
_MEET_ASKED = lazy(r"^\W*(?:where|how|when)\s+did\b.*\bmeet\b", re.I)
_RELATIVES_MET = lazy(r"^\W*((?-i:[A-Z])[\w-]+)['’]s (?:[a-z]+ )?(?:" + PERSON_ALTERNATION
                      + r")(?:s|es)?\b[^.;]{0,40}?\bmet\b", re.I)
_YESNO = lazy(r"\W*(?:did|does|do|is|was|has|have|had|will|can)\b", re.I)
# "Who welded the new floor …?": the verb a doer is asked of (not "Who is …", "Who did …")
DOER_ASKED = lazy(r"^\W*who\s+(?!(?:is|was|are|were|did|does|do|has|have|had|will|would|can|could|should)\b)([a-z]+)\b", re.I)
_QUESTION_RELATIVES = lazy(r"\b(?:my|our|(?-i:[A-Z])[\w-]+['’]s)\s+(?:[a-z]+\s+)?(" + PERSON_ALTERNATION
                           + r")\b", re.I)
# A question after what the assistant said: "What did you recommend?", "the tips you gave me",
# "your advice"; not "Can you tell me …", "What did I tell you about …"
_ADDRESSED = lazy(r"\b(?:did|do|would|have|had) you\b(?! (?:remember|recall|know)\b)|(?<!can )(?<!could )(?<!will )\byou(?:['’]ve| have| had)? "
                  r"(?:recommend|suggest|advis|propos|mention|say|said|tell|told|give|gave|list|name|wr[io]te|came up"
                  r"|come up|warn|explain|call)\w*|\byour (?:advice|suggestions?|recommendations?|list|answer|tips?"
                  r"|opinion|idea)\b", re.I)
_QUESTION_FIRST_PERSON = lazy(r"\b(i|me|my|mine|myself|we|us|our|ours|i'm|i’m|i've|i’ve|i'd|i’d)\b", re.I)
# "How do I …", "What should we …": advice is asked for, and the assistant's words are it.
_ASKS_ADVICE = lazy(r"^\s*(how (do|can|should|would|could|to)|(what|which) (should|could|would|can)"
                    r"|(can|could|should|would) (i|we)|is there a way)\b"
                    r"|\b(?:do|does) (?:i|we) (?:have|need) to\b"  # ("At what turnover do I have to register …")
                    r"|^\s*how (?:did|do|have) (?:i|we) (?:fix|solve|sort|get round|work round)", re.I)  # (… or how it was done)
_CAPITAL = lazy(r"[A-Z][a-zA-Z'’-]+")
# The user's own thing a question asks of, and a user's sentence says: "my amlodipine dose"
_OWNED = lazy(r"\b(?:my|our)\s+([a-z]+)(?:\s+([a-z]+))?", re.I)
# Capitalised words that open sentences without naming anyone.
_NOT_SUBJECTS = frozenset("""
i i'm i’m i've i’ve i'll i’ll i'd i’d the a an it its this that these those there here they he she we you my our
his her their your what when where who why how which yes no ok okay hey hi hello thanks thank oh wow haha lol so
and but or if then also after before during in on at for with from to by as today yesterday tomorrow last next
both each every some many most all one two three sure well great good nice maybe just let please sorry
four five six seven eight nine ten eleven twelve twenty thirty forty fifty hundred thousand million half
first second third
bad big small sad happy funny weird strange best worst better worse little quick short long
news update anyway honestly luckily sadly unfortunately fortunately apparently actually
""".split())  # "Four hundred dollars!" opens with a number, not with someone who "hundred"s ("Bad news: …" with no one)
# Days, months and holidays are capitalised and name no one: "Who runs the shop on Mondays?"
# asks about nobody, "Gina's New Year's resolution" about Gina alone.
CALENDAR = frozenset(
    set(MONTH_NAMES) | {d + s for d in WEEKDAYS for s in ("", "s")}
    | set("christmas xmas easter thanksgiving halloween hanukkah passover ramadan eid diwali hogmanay".split()))
_HOLIDAY = lazy(r"\bNew Years?(?:['’]s?)?(?: Eve| Day)?\b|\b(?:Christmas|Easter|Thanksgiving|Halloween|Boxing"
                r"|Memorial|Labou?r|Independence|Mother['’]?s|Father['’]?s|Valentine['’]?s"
                r"|(?:St\.? )?Patrick['’]?s) (?:Eve|Day)\b")
# … but a month may be someone: "What did June bake?" asks about June, "in June" about a time.
_NAMES_TOO = frozenset({"may", "june", "april", "august", "jan"})
_AS_DATE = lazy(r"\b(?:on|in|since|last|next|every|this|of|by|until|till|before|after|early|late|mid|from"
                r"|through)\s+$", re.I)
_NOT_SUBJECTS = _NOT_SUBJECTS | (CALENDAR - _NAMES_TOO)


def dates_named(text: str) -> set[str]:
    """The folded calendar words of `text` that say a time ("on Mondays", "in June", "May
    5"), not a person named June or May."""
    out = set()
    for m in re.finditer(r"[A-Z][a-z]+", text):
        word = m.group(0).casefold()
        if word in CALENDAR and (word not in _NAMES_TOO or _AS_DATE.search(text[:m.start()])
                                 or re.match(r"\s*\d", text[m.end():])):
            out.add(word)
    return out


def without_holidays(text: str, keep_length: bool = False) -> str:
    """The text without holiday names of several words ("New Year's Eve", "Mother's Day"),
    whose capitals name no one (blanked where they stood, with `keep_length`)."""
    return _HOLIDAY.sub((lambda m: " " * len(m.group(0))) if keep_length else " ", text)


def is_boilerplate(text: str) -> bool:
    return bool(BOILERPLATE.search(text))


def is_assistant(speaker: str) -> bool:
    return speaker.casefold() in ASSISTANT_SPEAKERS


def by_assistant(speaker: str, body: str) -> bool:
    """Whether a sentence is the assistant's: its turn, or a note that opens "The assistant …"."""
    return is_assistant(speaker) or not speaker and bool(_ASSISTANT_NOTE.match(body))


_ASSISTANT_NOTE = lazy(r"\s*(?:the )?assistant\b", re.I)


def is_user(speaker: str) -> bool:
    return speaker.casefold() in USER_SPEAKERS


def fold_name(word: str) -> str:
    """A name as compared: folded, without a possessive ("Kate’s" → "kate")."""
    return re.split(r"['’]", word.casefold(), maxsplit=1)[0]


def subject_names(body: str) -> set[str]:
    """The folded name a sentence opens with as the subject of its verb ("Caroline has been …"
    → {"caroline"}; not "Planning a trip …"), with a second one joined by "and" ("Kate and
    Elise went …"), or after whom they are to the speaker ("My neighbor Mr. Okafor grows …")."""
    return {fold_name(w) for w in _opening(body)}


def _opening(body: str) -> list[str]:
    m = _OPENS.match(body)
    return [w for w in m.group(2, 3) if w and fold_name(w) not in _NOT_SUBJECTS] if m else []


def clause_subjects(body: str) -> list[str]:
    """The names that open a sentence's clauses as their subjects, as written ("… a week;
    Jules runs the shop on Mondays" → Jules): a capitalised first word names someone only
    when a verb follows it."""
    return [w for clause in re.split(r"[.;!?]\s+|\s+[—–]\s+", body) for w in _opening(clause)]


_OPENS = lazy(r"\s*((?:(?:[Mm]y|[Hh]is|[Hh]er|[Oo]ur|[Tt]heir) [a-z]+ )?(?:(?:Mr|Mrs|Ms|Dr)\.? )?)"
              r"([A-Z][a-zA-Z'’-]+)(?:\s+and\s+([A-Z][a-zA-Z'’-]+))?(?:\s+(?:next door|across the (?:road|street)|upstairs|downstairs))?"
              r"\s+(?:is|was|has|had|does|did|will|would"
              r"|can|could|should|may|might|must|'s|’s|made|went|got|took|saw|came|gave|found|said|told|felt"
              r"|bought|ran|left|met|began|wrote|won|spent|kept|brought|[a-z]+(?:s|ed))\b")


def introduces_another(body: str) -> bool:
    """Whether a sentence opens with someone else as its subject, said as whom they are to
    the speaker ("My neighbor Mr. Okafor grows okra")."""
    m = _OPENS.match(body)
    return bool(m and m.group(1))


def speaker_keys(speaker: str) -> set[str]:
    """The folded names a speaker label answers to: "Fahim Khan" is named "Fahim" too."""
    said_by = speaker.casefold().strip()
    first = said_by.split()[0] if " " in said_by else ""
    return {said_by, first} - {""} if first not in _NOT_SUBJECTS else {said_by}


SPELLING_CUTOFF = 70  # rapidfuzz ratio: "Muhammad" is "Muhhamed" (75), "Aqib" "Akib" (75); "Kate" no "Kevin" (44)


def spelled_as(name: str, keys: frozenset[str]) -> str:
    """The speaker name a question's `name` misspells ("muhammad" → "muhhamed"), or `name`:
    users spell the people they chat with as they hear them. Only one speaker near enough,
    with the same first letter, is taken for it."""
    if name in keys or len(name) < 3 or not keys:
        return name
    from rapidfuzz import fuzz

    near = [k for k in keys if " " not in k and k[0] == name[0] and fuzz.ratio(name, k) >= SPELLING_CUTOFF]
    return near[0] if len(near) == 1 else name


# A name written before what happens or stands there is a place: "the Oban trip", "the Canton flat"
# (nouns only: "did Paola visit" is someone)
_PLACE_OF = lazy(r"\b([A-Z][\w'’-]*) (?:trip|trips|holiday|holidays|vacation|flat|apartment|office"
                 r"|hotel|festival|marathon|branch|campus)\b")


@dataclass(frozen=True)
class QuestionSubject:
    """The people a question is about: the names it says that are people of the archive
    (speakers, or names the question puts where a person goes), or the user for a question
    in the first person."""

    names: frozenset[str]
    first_person: bool
    speakers: frozenset[str]  # folded speaker labels of the evidence's raw turns
    # "What did you recommend?", "How often did you tell me to water it?": asked of the
    # assistant, whose turns and the notes of what it said answer, not the user's own words
    addressed: bool = False
    relatives: frozenset[str] = frozenset()  # "my wife": the person words the question says are the user's
    # "Did Sindre adopt a pet?": asked whether they did it, which their sister doing it is not
    # (yet "Who visited Audrey?" is answered by "Audrey's sister Mia visited")
    yesno: bool = False
    # "What's my amlodipine dose?": the words the question says are the user's own (no
    # person's), so "Dr Reid has doubled my amlodipine to 10 mg" is of the user's dose
    owned: frozenset[str] = frozenset()
    # "Who feeds Gustl?", "Who installed our solar panels?": whoever does it opens the sentence,
    # and is no one the question asks about
    doer: bool = False
    # "When is Sigrid's birthday?": the time of a named person's thing is asked, which a sentence opening with
    # their relative ("Sigrid's grandmother Solveig celebrated her 90th birthday") tells of the relative
    own_thing: bool = False
    met: bool = False  # "How did Sam and I meet?"

    @classmethod
    def of(cls, question: str, speakers: set[str] | frozenset[str] = frozenset(),
           known: frozenset[str] | set[str] = frozenset()) -> "QuestionSubject":
        words = _CAPITAL.findall(without_holidays(question))
        first = question.lstrip()[:1].isupper()
        dates = dates_named(question)
        names = {fold_name(w) for w in (words[1:] if first else words)
                 if fold_name(w) not in _NOT_SUBJECTS - _NAMES_TOO | dates}
        names -= {fold_name(m.group(1)) for m in _PLACE_OF.finditer(question)}  # "the Oban trip" is no one
        personal = bool(_QUESTION_FIRST_PERSON.search(question)) and not _ASKS_ADVICE.search(question)
        keys = frozenset(k for s in speakers for k in speaker_keys(s))
        # Both spellings: the archive's notes may write the name as the question does.
        # (A name the evidence writes is someone of its own: "Andrea" is not the speaker Andrew.)
        return cls(frozenset(names | {spelled_as(n, keys) for n in names if n not in known}), personal, keys,
                   bool(_ADDRESSED.search(question)),
                   frozenset(m.casefold() for m in _QUESTION_RELATIVES.findall(question)), bool(_YESNO.match(question)),
                   frozenset(w for w in _owned(question) if w not in PERSON_WORDS and len(w) > 2) if personal else frozenset(),
                   bool(DOER_ASKED.match(question)), bool(_OWN_THING.search(question)), bool(_MEET_ASKED.match(question)))

    def about(self, speaker: str, body: str, before_speaker: str = "", replying: bool = False, earlier: str = "") -> int:
        """RIGHT when the sentence is about whom the question asks, WRONG when it is about
        someone else, UNKNOWN when it cannot be told. `replying`: the sentence answers what
        the turn before asked of its speaker ("What was your time?" — "58 minutes.");
        `earlier`: the sentences of its turn before it, where a "she" of it may be named."""
        said = self._about(speaker, body, before_speaker, replying, earlier)
        if said != WRONG or not self.doer or self.names & self.speakers:
            return said
        # (someone else opening it is whom a doer question asks after: of the question where it
        # names whom it asks of, "Frau Aigner next door will feed Gustl", or says the user, "Solar
        # Ennstal installed our panels"; not "Marek fixed his daughter's bike" for "Who fixed my bike?")
        if self.names:
            return RIGHT if {fold_name(w) for w in _CAPITAL.findall(body)} & self.names else WRONG
        return UNKNOWN if _FIRST_PERSON.search(body) or _OURS.search(body) or _THE_USER.search(body) else WRONG

    def _about(self, speaker: str, body: str, before_speaker: str, replying: bool, earlier: str) -> int:
        said_by = speaker.casefold()
        if self.met and not self.relatives and (met := _RELATIVES_MET.match(body)) and fold_name(met.group(1)) in self.names:
            return WRONG  # ("How did Sam and I meet?": "Sam's parents met at a barn dance")
        if self.addressed and not self.names & self.speakers:
            if is_assistant(said_by) or not said_by and _THE_ASSISTANT.search(body):
                return RIGHT
            if is_user(said_by) or not said_by:
                return UNKNOWN  # the user's words (or a note of them) are not what the assistant said
        if replying and said_by in self.speakers and self.names & self.speakers:
            return RIGHT if speaker_keys(speaker) & self.names else WRONG
        if self.first_person and not self.names & self.speakers:
            relative = _RELATIVE_OPENS.match(body)
            if relative and (not said_by or is_user(said_by)) and not (
                    _FIRST_PERSON.search(body, relative.end() - 1) or _OURS.search(body, relative.end() - 1)
                    or _THE_USER.search(body, relative.end() - 1)):
                return RIGHT if relative.group(1).casefold() in self.relatives else WRONG
            opens = subject_names(body) - self.names
            if not said_by and _THE_USER.search(body) and opens <= {"user"}:
                # A condensed note says "the user" of the one who asks "my …" (plainly theirs
                # unless the question names another too: "What did Biscuit do before I adopted her?")
                return UNKNOWN if self.names else RIGHT
            if opens and not (said_by and _FIRST_PERSON.match(body)) and not (
                    is_user(said_by) and self.owned & _owned(body)):
                return WRONG  # "Lena is vegetarian" does not say the user is
            if is_assistant(said_by):
                # The assistant speaks of the user as "you"; of itself as "I".
                return RIGHT if _SECOND_PERSON.search(body) and not _FIRST_PERSON.search(body) else WRONG
            # ("Our emergency fund is €9,400": the user's household is theirs too)
            return RIGHT if is_user(said_by) and (_FIRST_PERSON.search(body) or _OURS.search(body)) else UNKNOWN
        if not self.names:
            return UNKNOWN
        folded = {fold_name(w) for w in _CAPITAL.findall(body)}
        opens = subject_names(body)
        kin = _NAMED_RELATIVE_OPENS.match(body)
        if kin and (self.yesno or self.own_thing) and fold_name(kin.group(1)) in self.names and not self.relatives \
                and not {fold_name(w) for w in clause_subjects(body)} & self.names:
            return WRONG  # (unless a clause of it opens with them, or the question asks of a relative)
        if folded & self.names:
            # "Kevin plans to visit Hawaii … Elise went to …": named, but someone else's.
            return UNKNOWN if opens and not opens & self.names else RIGHT
        if said_by and _FIRST_PERSON.search(body) and said_by in self.speakers:
            # A first-person turn is about its speaker, when the question's names are
            # speakers' names here (REALTALK labels may differ from the names used).
            if speaker_keys(speaker) & self.names:
                # "Other family news: my sister Tone in Bodø adopted a kitten": of the sister
                kin = [part for part in re.split(r":\s+", body) if (m := _RELATIVE_OPENS.match(part))
                       and not _FIRST_PERSON.search(part, m.end() - 1) and not _OURS.search(part, m.end() - 1)]
                if kin and self.yesno and not self.relatives:
                    return WRONG
                # "My neighbor Mr. Okafor grows okra": said by them, of another.
                return UNKNOWN if introduces_another(body) and not opens & self.names else RIGHT
            if self.names & self.speakers:
                return WRONG
        if self.yesno and said_by and speaker_keys(speaker) & self.names and _HE_SHE_OPENS.match(body) \
                and not _FIRST_PERSON.search(body) and not _OURS.search(body):  # (not "He proposed! We're engaged")
            return WRONG  # "Ndapi: She was called to the trial camp": no one says "she" of herself
        if said_by and _SECOND_PERSON.search(body) and before_speaker.casefold() in self.names and not opens:
            return RIGHT
        if opens and not opens & self.names:
            return WRONG
        if _THIRD_PERSON.search(body) and referent(earlier) & self.names:
            return RIGHT  # "Skye had her check-up yesterday. … she's had 12 sessions now."
        others = {fold_name(w) for w in clause_subjects(body)}
        if others and not said_by and not opens and not others & self.names:
            return WRONG  # a note's "The Loch Ness Marathon is on Sunday; Jamie and Kirsty will go to watch" is not of Hattie
        return UNKNOWN


def _owned(text: str) -> frozenset[str]:
    """The words `text` says are the user's own ("amlodipine", "dose" of "my amlodipine dose"), folded."""
    return frozenset(w.casefold() for m in _OWNED.finditer(text) for w in m.groups() if w)


def users_note_naming(text: str, names: frozenset[str]) -> bool:
    """Whether a condensed note says "the user" and every name a question says ("OSCE" of
    "Did I pass my prescribing OSCE?": "The user passed her prescribing OSCE")."""
    return bool(names) and bool(_THE_USER_THEMSELF.search(text)) \
        and names <= {fold_name(w) for w in _CAPITAL.findall(text)} | {"i"}


_THE_USER_THEMSELF = lazy(r"\bthe user\b(?!['’]s)", re.I)  # (not "The user's husband ran …")


_THIRD_PERSON = lazy(r"\b(?:she|he|her|him|his|hers)\b", re.I)
_HE_SHE_OPENS = lazy(r"\W*(?:she|he)(?:['’]s|['’]d|['’]ll)?\b", re.I)
_OPENS_WITH_PRONOUN = lazy(r"\W*(?:she|he|they|it)(?:['’]s|['’]d|['’]ll)?\b", re.I)
REFERENT_REACH = 3  # sentences back


def referent(earlier: str) -> set[str]:
    """Whom a pronoun of the next sentence stands for: the name the nearest of the last few
    sentences of `earlier` opens with as its subject, past the ones that open with a pronoun
    ("Skye had her check-up yesterday. She's down to 21kg." → {"skye"}); empty when none does."""
    sentences = re.split(r"(?<=[.!?])\s+", earlier.strip())[-REFERENT_REACH:]
    for at in range(len(sentences) - 1, -1, -1):
        sentence = sentences[at]
        named = subject_names(sentence) or {fold_name(m.group(1)) for m in [_APPOSED.match(sentence)] if m}
        kin = _MY_KIN.match(sentence)
        if kin:  # "My dad, Zdzisław, 68, lives …", "Now my dad." (whom the next sentences are of)
            return named | {kin.group(1).casefold()}
        if named:
            # ("Now my dad. Zdzisław, 68, lives in Zamość …": the name and the kin before it)
            heading = _MY_KIN.fullmatch(sentences[at - 1].strip()) if at else None
            return named | ({heading.group(1).casefold()} if heading else set())
        if not _OPENS_WITH_PRONOUN.match(sentence):
            return set()
    return set()


# A sentence of someone the user's kin: "My dad, Zdzisław, …", "Now my dad." ("my dad" as its subject)
_MY_KIN = lazy(r"\W*(?:(?:now|and|so|then|as for|about)\s+)?my\s+(" + "|".join(KIN) + r")\b(?!['’]s)(?:[^.!?]*[.!?]|\s*,?)", re.I)
_APPOSED = lazy(r"\W*([A-Z][\w'’-]+),\s+(?:\d{1,3}|aged \d{1,3}),\s+[a-z]+")  # "Zdzisław, 68, lives …"
