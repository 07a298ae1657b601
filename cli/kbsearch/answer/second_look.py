"""A second look at a short answer. Where the lead sentence gives none, the best sentence
plainly about whom the question asks may ("What breed is Caribou?": the lead note names
Patrick's golden retriever Moka beside Caribou, a turn says "Caribou is a four-year-old Nova
Scotia duck tolling retriever"). A title is read with the name after it ("Dr. Marinov", not
"Dr"). And a date alone answers no question after what is not a time ("What is Ndapi's
position at the trust now?" is not "19 September 2025"). A why-question whose lead gives no
reason looks at the next best sentences for one ("Why did Renata's curling team need a new
skip?": a note of the team is the lead, a turn says "Deb's moving to Calgary in September … So
the team needs a new skip"), and so does a question after a relative's job. A probable yes
gives way to a no another sentence says of the asked thing ("Nino was offered the museum job" |
"Nino turned down the National Museum job"). And a job asked now is the one a later chat says
was taken.

    bare_date("19 September 2025") → True
    asks_a_time("What was the deadline?") → True
"""

from __future__ import annotations

import calendar
import re

from .asked import REASON, Asked
from .evidence import TURN, Passage
from .subject import RIGHT, WRONG
from .short_which import KNOWN_BY_NAME
from .short_yesno import PROBABLY_NO
from .value_words import MONEY
from .lazy_pattern import lazy

_MONTH = "(?:" + "|".join(m for m in calendar.month_name if m) + ")"
_BARE_DATE = lazy(rf"^(?:(?:on|in|since|by|from|until)\s+)?(?:(?:early|mid|late|the end of|the start of)\s+)?"
                  rf"(?:\d{{1,2}}\s+{_MONTH}(?:\s+\d{{4}})?|{_MONTH}(?:\s+\d{{4}})?|(?:19|20)\d\d"
                  rf"|(?:spring|summer|autumn|fall|winter)\s+(?:19|20)\d\d)$", re.I)
# A question after a time, in other words than "when": "What was the deadline?", "What's her due date?"
_TIME_WORDS = lazy(r"\b(?:dates?|days?|deadlines?|due|birthdays?|anniversar(?:y|ies)|when|years?|months?|weeks?|seasons?"
                   r"|periods?|times?|schedules?|timelines?|ages?|start|end|weekends?|holidays?|appointments?|since|until)\b",
                   re.I)


_BARE_TITLE = lazy(r"(?:Mr|Mrs|Ms|Mx|Miss|Dr|Prof|Professor|Sir|Dame)\.?", re.I)
_NAME_AFTER = lazy(r"\s+((?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)")


def with_name(text: str, p: Passage) -> str:
    """A short answer; one that is a title without its name, as a note's sentence was cut after
    it ("His cardiologist, Dr." | "Marinov, has put him on apixaban"), with the name that follows
    it there ("Dr. Marinov"); as it was where none does."""
    if not _BARE_TITLE.fullmatch(text.strip()):
        return text
    whole = p.source_text or (p.chunk.summary if p.chunk is not None else "") or p.text
    at = whole.find(p.text)
    name = _NAME_AFTER.match(whole, at + len(p.text)) if at >= 0 and p.text.rstrip().endswith(".") else None
    return f"{text.strip().rstrip('.')}. {name.group(1)}" if name else text


def bare_date(text: str) -> bool:
    """Whether a short answer is a date or a period and nothing else."""
    return bool(_BARE_DATE.match(text.strip()))


# … or by what was set or moved to it: "What is the wedding set for?", "What was my retake rebooked for?"
_SET_FOR = lazy(r"\b(?:set|booked|rebooked|scheduled|rescheduled|fixed|moved|postponed|pushed back|put back|brought forward"
                r"|planned|arranged|pencilled in|penciled in)\s+(?:for|to|until|till|on)\W*$", re.I)


def asks_a_time(question: str) -> bool:
    """Whether a question's words ask after a time, whatever its kind."""
    return bool(_TIME_WORDS.search(question) or _SET_FOR.search(question))


_NAMED_THING_ASKED = lazy(r"^\W*(?:what|which|who|whose|where)\b", re.I)  # (not "How does Muhammad view …?")


def plainly_stating(lead: list[Passage], pool: list[Passage], names_at: frozenset[int], asked: Asked,
                    question: str) -> Passage | None:
    """Where the lead sentence is not plainly about whom the question asks, the best `pool`
    sentence that is, naming them in its own words when the question names them (not a turn's
    "She still supports Celtic" of Fraser's sister, in a chat where Fraser talks); for a
    question after a thing, a person or a place only, not an identifier ("What is my flight number?")."""
    if lead[0].about == RIGHT or asked.kind not in ("what", "who", "where") or asked.code \
            or not _NAMED_THING_ASKED.match(question):
        return None
    return next((p for p in others(lead, pool)
                 if p.about == RIGHT and p.fits and all(p.strengths[i] > TURN for i in names_at)), None)


def others(lead: list[Passage], pool: list[Passage]) -> list[Passage]:
    """`pool`'s sentences that are not the lead's, best first."""
    return [p for p in sorted(pool, key=lambda p: -p.score) if all(p is not q for q in lead)]


# (a reason word, or a consequence opening the sentence: a sentence that says none may still be
# read as a decision and its rationale, which is no reason for the question it does not lead)
_SAYS_WHY = lazy(rf"{REASON.pattern}|^(?:[^:]{{1,40}}:\s+)?\W*so\b", re.I)
ELSEWHERE_LOOKS = 3  # the pool's best sentences read for what the lead does not give (further ones are seldom it)


_INCLUDING = lazy(r"\b(?:including|incl|inclusive of)\b", re.I)


def said_elsewhere(lead: list[Passage], pool: list[Passage], asked: Asked) -> list[Passage]:
    """The best `pool` sentences (not the lead's, not about someone else) that may give what a
    lead gave not: for a why-question, those saying a reason (whether one gives it, the
    reason's own reading decides: "So the team needs a new skip" holds no reason word, its
    turn's sentence before is the reason), each holding OWN_WORDS_HELD of the question's words
    itself (not "Though I was late for my shift because I had to wait in for the fitter" for
    "Why was the boiler late?", whose boiler is its turn's); for a relative's job ("What does my
    sister do?"), those naming the relative; for a thing known by its name ("Which band …?"), those
    saying its noun; for a price where the lead's is a total "including" things, those stating an
    amount of money. Best first."""
    if asked.kind == "why":
        def says(p: Passage) -> bool:
            return bool(_SAYS_WHY.search(p.text)) and holds_its_words(p)
    elif asked.job and asked.relative:
        def says(p: Passage) -> bool:
            return bool(re.search(rf"\b{re.escape(asked.relative[1])}s?\b", p.text, re.I))
    elif asked.noun in KNOWN_BY_NAME:  # "Which band …?": a sentence that says "band" ("the folk band Szalona's tour")
        def says(p: Passage) -> bool:
            return bool(re.search(rf"\b{re.escape(asked.noun)}s?\b", p.text, re.I))
    elif asked.money and _INCLUDING.search(lead[0].text):  # ("costing £1,140 return" for a lead's total)
        def says(p: Passage) -> bool:
            return bool(MONEY.search(p.text)) and holds_its_words(p)
    else:
        return []
    return [p for p in others(lead, pool) if p.about != WRONG and says(p)][:ELSEWHERE_LOOKS]


# … asked of something done or not ("Did Nino accept the job?", "Has Fraser met her mother?"), not of
# what someone is or thinks ("Can Nebraas be considered a loyal partner?"), where a no said
# beside it is seldom of it
EVENT_ASKED = lazy(r"^\W*(?:did|has|have|had)\b", re.I)
# "Did Liis make it to the Rose Festival?" asks whether a plan held; a sentence that only makes the
# plan ("Idir invited Liis to the Rose Festival in May 2025", "Cata plans to visit Bergen") says not
# that it did
_MADE_IT_ASKED = lazy(r"^\W*did\b.*\b(?:make\s+it|get\s+to|manage\s+to)\b", re.I)
_PLANNED = lazy(r"\b(?:plans?|planning|planned|invited|invites|promised|promises|hopes?|hoping|will|is\s+going\s+to"
                r"|are\s+going\s+to|wants?\s+to)\b|['’]ll\b", re.I)
_HAPPENED = lazy(r"\b(?:went|visited|made\s+it|got\s+to|arrived|saw|watched|attended|came|was\s+there|were\s+there"
                 r"|reached|finished|managed|spent|stayed|back\s+from|took|joined|loved|enjoyed|won|played|ran|raced|did"
                 r"|performed|competed|danced|sang|met)\b", re.I)


def unmade(found: list, question: str) -> list:
    """A made-it question's probable yes, "No, probably not" where its sentence only makes the plan."""
    text = found[0][1].text
    if _MADE_IT_ASKED.match(question) and _PLANNED.search(text) and not _HAPPENED.search(text):
        return [(PROBABLY_NO, found[0][1]), *found[1:]]
    return found


OWN_WORDS_HELD = 2  # of the question's words, a sentence's own that what it says elsewhere is of the asked thing


def no_elsewhere(lead: list[Passage], pool: list[Passage]) -> list[Passage]:
    """The sentences whose no a yes/no question's probable yes gives way to ("Nino was offered the
    museum job" | "Nino turned down the National Museum job"): the lead's others, then the best
    of `pool`; each holding at least OWN_WORDS_HELD of the question's words itself, not only in its
    turn or chat (not a friend's "I don't know if I want to stay dry" for "Did Sigrid see the concert?")."""
    ranked = [*lead[1:], *[p for p in others(lead, pool) if p.about != WRONG][:ELSEWHERE_LOOKS]]
    return [p for p in ranked if holds_its_words(p)]


def holds_its_words(p: Passage) -> bool:
    """Whether a sentence holds OWN_WORDS_HELD of the question's words itself, not only in its turn or chat."""
    return sum(s > TURN for s in p.strengths) >= OWN_WORDS_HELD


# A job taken: "accepted the … job", "took the job", "started as …", "promoted to …", "appointed as …", "hired by
# Austral Polar Expeditions as a zodiac driver" (not an offer: "got a new job offer from Arup")
_JOB_TAKEN = lazy(r"\b(?:accepted|took|got|landed|started|began)\s+(?:(?:the|an?|her|his|my|their|new)\s+)+(?:[\w'’-]+\s+){0,6}?"
                  r"(?:job|post|role|position)\b(?!\s+offers?\b)|\b(?:started|began)\s+(?:work\s+)?as\b|\bpromoted\s+to\b"
                  r"|\b(?:was|were|got|been)\s+(?:just\s+|finally\s+)?(?:hired|recruited|taken\s+on)\s+(?:(?:by|at)\s+)?"
                  r"(?:[\w'’&-]+\s+){0,5}?as\b"
                  r"|\bappointed\s+(?:as\s+)?(?:an?\s+|the\s+)?(?-i:[a-z])", re.I)
LATER_JOB_SHARE = 0.5  # of the best sentence's score, a later one saying a job taken scores


def later_job_first(kept: list[Passage], candidates: list[Passage]) -> list[Passage]:
    """For a job asked now ("What's my job now?"), a later chat's sentence saying a job taken
    ("The user accepted the Dunedin City Council heritage stonemason job") first, over the
    best one's earlier "I'm a monumental mason", where it scores LATER_JOB_SHARE of it."""
    best = kept[0]
    taken = [p for p in candidates if (p.said_on or "") > (best.said_on or "") and p.fits and p.about >= best.about
             and p.matched >= best.matched and p.score >= best.score * LATER_JOB_SHARE and _JOB_TAKEN.search(p.text)]
    if not taken:
        return kept
    latest = max(taken, key=lambda p: (p.said_on, p.score))
    return [latest] + [p for p in kept if p is not latest]
