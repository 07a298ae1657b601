"""Answer sentences: the evidence passages cut into sentences (a raw turn's speaker kept),
each knowing the rest of its message and the message before it, then weighed for
answering this question — its rarest word must be in the sentence or its turn, and it
must hold the kind of thing the question asks for (a date for *when*, a place for
*where*, …) to keep its full score."""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from datetime import datetime
from functools import lru_cache
from pathlib import Path

from ..text import STOPWORDS, tokens
from .asked import CAME_COUNT, LIGHT, PEOPLE_COUNT, TROUBLE, WEAK, Asked, holds, tense_in
from .naming import NAMING, names_before, names_ending_in
from .subject import RIGHT, WRONG, QuestionSubject, by_assistant, fold_name, is_assistant, is_boilerplate, speaker_keys
from .evidence import SYNONYM, TURN, Concept, matches_pattern, parsed_files, parsed_chars, Passage, passage_words
from .value_words import MONEY, identifiers, paid_for_another, said_with
from .counted import NUMBER
from .short_count import group_size
from .when import long_date, mentions, parse_day, still_to_come, weekday_in
from .kinds import breed_named, is_member_in, kind_named
from .clauses import appositive_names
from .jobs import job_of, job_said
from .words import PREPOSITIONS, names_in, titles_in, words_of
from .lazy_pattern import lazy
from .list_of import ITEM as _ITEM, OTHER_PURPOSE, for_purpose, lists

_NOTHING: frozenset[str] = frozenset()
MIN_WORDS = 3  # a shorter piece ("Yes!", "Haha.") joins the sentence after it
TURNS_BACK = 2  # messages before a raw turn that count as its context (a reply may follow two)
ITEM_WORDS = 45  # a condensed item longer than this is cut into sentences
MAX_SENTENCE_WORDS = 70  # a longer run without a full stop is kept as it was windowed
UNFIT = 0.55  # score kept by a sentence without the asked kind of content
# A home said: "moved into a flat in Mutley", "lives in Leith", "bought a house in Hillsborough"
_HOME_SAID = lazy(r"\b(?:lives|lived|living|live\s+(?:in|at|with|near|on)|moved|moving|move|flat|apartment|bungalow"
                  # (not "painting a Russian country house for a Chekhov play", "the opera house")
                  r"|(?<!country )(?<!opera )(?<!coffee )(?<!doll's )(?<!full )(?<!tree )(?<!glass )(?<!auction )(?<!public )"
                  r"(?<!steak )(?<!in-)house(?! party| music| plants?| rules| wine| style| of (?!my|our|his|her|their)\b)"
                  r"|cottage|settled|based|renting|rents?|neighbou?rs?|address|mortgage"
                  r"|(?<!went )(?<!flew )(?<!came )(?<!drove )(?<!headed )(?<!going )(?<!back )home)\b", re.I)  # (not "flew home to Glasgow")
_REASONED = ("failures", "decisions")  # condensed items written as "what. why"
PARTS = lazy(r"(?<=[.;])\s+(?=[A-Z])")  # where a condensed item's parts meet ("Use YAML. YAML allows …")
CODE = 0.4  # a sentence that is source code
ASKING = 0.5  # a sentence that is itself a question is rarely the answer
NEAR_THE_DAY, NEAR_DAYS = 0.3, 14  # a chat within two weeks of it gains up to this share
# … counting each day as this many on the wrong side of it: a chat before the day seldom tells
# what was done on it, a chat after it seldom what is planned for it
AGAINST_TIME = 3
ON_THE_DAY = 1.5  # "what did she buy on 7 Jan 2024?": the chat of that day says
BY_SYNONYM = 0.8  # a sentence holding one of the question's main words only through a synonym
OTHER_SUBJECT = 0.35  # a sentence about someone else than the question asks about
UNNAMED = 0.6  # besides UNFIT: a sentence without "named", "called", "name is" for a question after a name
OTHER_TENSE = 0.8  # a plan, for a question after what was done ("I have an exam tomorrow"), or the other way
SAME_SUBJECT = 1.2  # a sentence that is plainly about whom the question asks
ANSWERED = 1.5  # a bare reply to the question asked, in other words ("What did you bake?" — "Conchas, …")
ASSISTANT_ON_USER = 0.7  # an assistant's sentence, for a question about the user's own facts
NOT_THE_ASSISTANTS = OTHER_SUBJECT  # the user's words or a note of them, for what the assistant said
UNNAMED_BRAND = 0.5  # at most this sure for "Which ETF …" of a sentence that names none
_SENTENCE_END = lazy(r"(?<=[.!?])[\"'”’)]*\s+(?=[\"'“(\[]?[A-Z0-9])")
_ABBREVIATIONS = frozenset("al e.g i.e etc vs dr mr mrs ms st mt no prof jr sr approx ca fig cf inc ltd co"
                           " ing mgr mudr dipl".split())  # (Central Europe's titles: "Ing. Petra Machalová")
_SPEAKER = lazy(r"^([^:\n]{1,40}): ")
_WE = lazy(r"\b(we|we're|we’re|we've|we’ve|we'd|we’d|we'll|we’ll|us|our|ours)\b", re.I)


def _pieces(text: str) -> list[str]:
    """`text` cut at sentence ends, except after an abbreviation or an initial."""
    out, start = [], 0
    for m in _SENTENCE_END.finditer(text):
        word = text[start:m.start()].rsplit(None, 1)[-1] if text[start:m.start()].strip() else ""
        if word.rstrip(".\"'”’)").casefold() in _ABBREVIATIONS or re.fullmatch(r"[A-Z]\.", word):
            continue
        out.append(text[start:m.start()])
        start = m.end()
    out.append(text[start:])
    return out


def split(text: str) -> list[str]:
    """Sentences of `text`; a piece shorter than MIN_WORDS words joins the next."""
    out: list[str] = []
    pending = ""
    for piece in _pieces(text.strip()):
        pending = f"{pending} {piece}" if pending else piece
        if len(pending.split()) >= MIN_WORDS:
            out.append(pending)
            pending = ""
    if pending:
        if out:
            out[-1] = f"{out[-1]} {pending}"
        else:
            out.append(pending)
    return out


def _copy(p: Passage, **changes) -> Passage:
    """dataclasses.replace without running __init__ again: thousands per answer."""
    q = object.__new__(Passage)
    q.__dict__.update(p.__dict__)
    q.__dict__.update(changes)
    return q


def forget() -> None:
    """Drop what this process kept of chunk files and sentences read before (a benchmark
    times an answer whose files were never read with it)."""
    parsed_files.clear()
    parsed_chars[0] = 0
    _cut.cache_clear()


def _holds_any(concepts: list[Concept]):
    """A test of whether words (of a passage of a kind) hold any of the concepts: one set
    lookup for their words, a prefix test for their stems, instead of a test per pattern."""
    exact = frozenset(p.text for c in concepts for p in (c.original, *c.synonyms) if not p.prefix and not c.pairs) \
        | frozenset(m for c in concepts for m in c.members)  # "a rescue greyhound" holds "dog"
    prefixes = tuple(p.text for c in concepts for p in (c.original, *c.synonyms) if p.prefix and not c.pairs)
    kinds = frozenset(k for c in concepts for k in c.section_kinds)
    paired = [c for c in concepts if c.pairs]

    def holds_any(toks: frozenset[str], kind: str) -> bool:
        return (kind in kinds or not exact.isdisjoint(toks) or bool(prefixes) and any(t.startswith(prefixes) for t in toks)
                or any(c.strength(toks, kind, _NOTHING) for c in paired))
    return holds_any


MIN_ITEMS = 3
MAX_LIST_CHARS = 30_000  # a longer passage is no list to read item by item
ITEM_MAX_WORDS = 90  # a longer numbered item is cut into its sentences after all


def list_items(body: str) -> list[str]:
    """A numbered list's items, whole ("8. Final review: read it once more …"), with the
    text before the list as a piece of its own; [] when `body` holds no list of at least
    MIN_ITEMS items numbered 1, 2, 3, … An item is the answer to "what is the final step",
    not a sentence cut from its middle."""
    if len(body) > MAX_LIST_CHARS:
        return []
    found = [m for m in _ITEM.finditer(body)]
    numbered, expect = [], 1
    for m in found:
        if int(m.group(1)) == expect:
            numbered.append(m)
            expect += 1
    if len(numbered) < MIN_ITEMS:
        return []
    pieces = [body[:numbered[0].start()].strip()] if body[:numbered[0].start()].strip() else []
    for a, b in zip(numbered, [*numbered[1:], None]):
        item = body[a.start():b.start() if b else len(body)].strip()
        pieces += split(item) if len(item.split()) > ITEM_MAX_WORDS else [item]
    return [x for x in pieces if x]


@lru_cache(maxsize=1 << 16)
def _cut(speaker: str, body: str) -> tuple[tuple[str, frozenset[str]], ...]:
    """(text, words) of each sentence of a passage's body, its speaker put back in front
    (kept: the same passages come back in question after question)."""
    pieces = list_items(body) or (split(body) if len(body.split()) <= 4 * MAX_SENTENCE_WORDS else [body])
    texts = [f"{speaker}: {piece}" if speaker else piece for piece in pieces]
    return tuple((text, passage_words(text)) for text in texts)


def speaker_of(p: Passage) -> tuple[str, str]:
    """(speaker, text) of a raw turn "speaker: text"; ("", text) otherwise."""
    if p.kind == "raw":
        m = _SPEAKER.match(p.text)
        if m:
            return m.group(1), p.text[m.end():]
    return "", p.text


def sentences(passages: list[Passage], concepts: list[Concept],
              together: frozenset[str] = frozenset()) -> tuple[list[Passage], int]:
    """(every passage that, with the turns before it, holds one of the `concepts`, as its
    sentences, in order; how many passages were left out). A raw turn's sentences carry
    the turn's other words and the previous TURNS_BACK turns of the same chunk as their
    turn context. `together`: the people a question names (folded); "we" in the turn of
    one of them brings the others into a sentence's context ("Where are Andrew and Tessa
    moving?": Andrew's "We're moving to Maplewood")."""
    others = {n: frozenset(tokens(" ".join(together - {n}))) for n in together} if len(together) > 1 else {}
    out: list[Passage] = []
    previous: dict[int, list[Passage]] = {}  # id(chunk) -> its last raw turns, latest first
    unread = 0
    holds_any = _holds_any(concepts)
    for p in passages:
        speaker, body = speaker_of(p)
        earlier = previous.get(id(p.chunk), []) if p.kind == "raw" else []
        before = earlier[0] if earlier else None
        if p.kind == "raw":
            previous[id(p.chunk)] = [p, *earlier[:TURNS_BACK - 1]]
        turn = p.toks.union(*(q.toks for q in earlier)) if earlier else p.toks
        if others and speaker and _WE.search(body):
            turn = turn.union(*(others[k] for k in speaker_keys(speaker) if k in others))
        if concepts and not holds_any(turn, p.kind):
            unread += 1  # nothing of the question here: no sentence of it could be evidence
            continue
        # A condensed item is one curated statement ("decision; rationale"): kept whole
        # unless it runs long. A raw turn is cut into its sentences.
        long = p.kind == "raw" or len(body.split()) > ITEM_WORDS
        pieces = _cut(speaker, body) if long else ((p.text, p.toks),)
        if len(pieces) == 1 and not before:
            # (A turn's own words are no context of its own; the people "we" brings in are.)
            out.append(_copy(p, order=len(out), turn=turn if turn is not p.toks else frozenset(), before=""))
        else:
            asked = reply_to(before, speaker, body) if before else ""
            for n, (text, toks) in enumerate(pieces):
                out.append(_copy(p, text=text, order=len(out), toks=toks | passage_words(asked) if asked and not n
                                 else toks, turn=turn, before=before.text if before else "", source_text=p.text,
                                 answers=asked if not n else ""))
    return out, unread


# What another speaker asks of the one who replies: "What was your time?", "Where?"
_ASKS_YOU = lazy(r"^(what|what's|whats|which|whose|where|when|who|how (many|much|long|far|old|often))\b[^?]*\?$", re.I)
# A reply that opens like this says more than an item: "Yes, …", "I think …", "Haha …"
_NO_FRAGMENT = frozenset("""yes yeah yep yup no nope nah oh ah aw haha hahaha lol lmao well hmm honestly actually
thanks thank sure ok okay absolutely definitely totally exactly same probably maybe perhaps nothing mostly
kinda pretty i i'm im i've i'd i'll we we're it it's that that's this you you're he she they there
not just so wow omg hey hi um uh good great really right what how why where when who which""".split())
_CLAUSE_WORDS = lazy(r"\b(i|i'm|i’m|i've|i’ve|we|we're|we’re|he|she|they|it|it's|it’s|you|which|who|that|this"
                     r"|there|is|was|are|were|am|be|been|has|have|had|do|does|did|will|would|can|could|should"
                     r"|must|may|might)\b", re.I)
_RELATIVE = lazy(r"\s*(?:which|who|whom|whose)\b", re.I)
FRAGMENT_WORDS = 6  # a reply whose first clause has at most this many words may be an item
_CLAUSE_END = lazy(r"[,;:—(]| - ")  # where a reply's first clause ends ("Conchas, my grandma's way")
_ITEMS = lazy(r",\s*(?:and\s+)?|\s+and\s+")  # "Tomatoes, basil and peppers"


def reply_to(before: Passage, speaker: str, body: str) -> str:
    """The question of the turn `before` that a turn's first sentence answers as a bare item
    ("What was your time?" — "58 minutes."), or "". Only another speaker's question, asked
    after a what, where, how many …, and a reply with no subject or "yes" of its own."""
    asker, asked = speaker_of(before)
    if not asker or not speaker or asker == speaker:
        return ""
    question = _pieces(asked.strip())[-1].strip()
    if not _ASKS_YOU.match(question):
        return ""
    sentence = _pieces(body.strip())[0]
    if sentence.rstrip().endswith("?"):
        return ""  # "Wait, which one?" asks back
    head, *rest = _CLAUSE_END.split(sentence, maxsplit=1)
    first = head.split()
    if not first or len(first) > FRAGMENT_WORDS or first[0].casefold().strip(".!'’\"“") in _NO_FRAGMENT:
        return ""
    # "Today, I went …": a clause, not an item; "A blue ribbon and 500 dollars, which I'm
    # putting towards a second oven": an item, and what became of it.
    if _CLAUSE_WORDS.search(head if rest and _RELATIVE.match(rest[0]) else sentence):
        return ""
    return question


def reply_items(body: str, several: bool) -> list[str]:
    """What a bare reply names: its first clause ("Conchas, my grandma's way, …" →
    "Conchas"), or for a list its first sentence's items ("Tomatoes, basil and peppers in
    mine." → Tomatoes, basil, peppers), each up to a preposition that sets the scene."""
    first = _pieces(body.strip())[0].strip()
    whole = _ITEMS.split(first)
    if not several and not ("," in first and re.search(r"\band\b", first) and all(len(x.split()) <= 3 for x in whole)):
        first = _CLAUSE_END.split(first, maxsplit=1)[0]  # a list of short items is a list all the same
    out = []
    first = first.strip(" .!?\"'“”")
    for item in _ITEMS.split(first) if "," in first else [first]:  # "Mac and cheese!" is one
        words = item.split()
        cut = next((i for i, w in enumerate(words) if i and w.casefold() in PREPOSITIONS), len(words))
        if words[:cut]:
            out.append(" ".join(words[:cut]))
    return out


def said_after_first(body: str, is_question_word: Callable[[str], bool], answers: str = "") -> bool:
    """Whether the question is said after a reply's first sentence more than in the question
    that sentence `answers` ("58 minutes. The best part was realizing …" answers what was
    realized there, not with its time; "Bass. The director says I have a voice like a foghorn"
    answers "What voice part does Callum sing?" as "What part do you sing?" asked it)."""
    rest = " ".join(_pieces(body.strip())[1:])  # the first sentence as reply_to and reply_items cut it

    def held(text: str) -> int:
        return len({m.group(0).casefold() for m in words_of(text)
                    if m.group(0).casefold() not in STOPWORDS and is_question_word(m.group(0))})
    return held(rest) > held(answers) if answers else bool(held(rest))


def question_words(question: str, concepts) -> Callable[[str], bool]:
    """A test of whether a word of a sentence is one of the question's own (its words,
    their synonyms and forms, the names it says)."""
    own = set(tokens(question))
    patterns = [pat for c in concepts for pat in (c.original, *c.synonyms)]

    def is_question_word(word: str) -> bool:
        toks = set(tokens(word))
        if not toks:
            return False
        return bool(toks & own) or any(matches_pattern(pat, toks) for pat in patterns)
    return is_question_word


def speakers(candidates: list[Passage]) -> set[str]:
    """The speaker labels of the raw turns among `candidates`."""
    return {speaker_of(p)[0] for p in candidates if p.kind == "raw"} - {""}


def fit(candidates: list[Passage], concepts: list[Concept], weights: list[float], asked: Asked,
        least: int = 1, subject: QuestionSubject | None = None) -> None:
    """Weigh each scored sentence for answering the question: without one of its words
    that is not a light one like "go", in the sentence or its turn, it is no evidence; without
    the asked kind of content it keeps UNFIT of its score; a question keeps ASKING of it;
    one from a chat of a day the question names gains ON_THE_DAY. An assistant's
    boilerplate ("As an AI language model …") is no evidence; a sentence about someone else
    than `subject` keeps OTHER_SUBJECT of its score."""
    heavy = [i for i, c in enumerate(concepts) if weights[i] and c.term not in LIGHT]
    # "What book / film / song …": a title (quoted or capitalised) or a person's name answers,
    # never a name the question or the chat's speakers already say.
    titled = frozenset({fold_name(n) for n in asked.names} | {fold_name(n) for n in (subject.speakers if subject else ())}
                       | {"i"}) if asked.thing is not None and asked.thing.named and not asked.thing.members else frozenset()
    kinded = asked.thing if asked.kind == "what" and asked.thing is not None and asked.thing.members \
        and not asked.thing.named and not asked.naming and not asked.several else None
    # … unless it states the asked favourite itself: "My favorite dish is pad see ew" names one
    # the lexicon does not know.
    favourite = re.compile(r"\bfavou?rite (?:[\w-]+ )?" + re.escape(kinded.word) + r"\b", re.I) \
        if kinded is not None and asked.favourite else None
    brand_skip = frozenset(fold_name(n) for n in asked.names) | {"i"}
    # The list must be of the asked things, when any list the evidence holds says what it lists
    # ("Three worth booking:" of restaurants says it of none: then any list is read)
    listed = asked.listed if asked.listed and any(lists(p, asked.listed) for p in candidates
                                                  if p.kind == "procedures" or _ITEM.match(speaker_of(p)[1])) else ""
    # … and be for what the question says, when a list the evidence holds says it is
    purpose = asked.purpose if asked.purpose and any(for_purpose(p, speaker_of(p)[1], asked.purpose) for p in candidates
                                                     if p.kind == "procedures" or _ITEM.match(speaker_of(p)[1])) else frozenset()
    asked_words = {c.term for c in concepts}
    terms = asked_words | {t for c in concepts for t in tokens(" ".join(f.text for f in c.forms))} \
        | asked.skip  # "How many people came?" is asked in "How many people came to the first show?"
    for p in candidates:
        if p.matched < least:  # too little of the question to be evidence: left as it is
            continue
        if heavy and len(concepts) > 1 and not any(p.strengths[i] >= TURN for i in heavy):
            p.matched = 0  # light words ("go", "start") and a chat's title never carry it alone
            continue
        speaker, body = speaker_of(p)
        if speaker and is_assistant(speaker) and is_boilerplate(body):
            p.matched = 0
            continue
        if subject is not None:
            before = _SPEAKER.match(p.before)
            whole = p.source_text[m.end():] if (m := _SPEAKER.match(p.source_text)) else p.source_text
            p.about = subject.about(speaker, body, before.group(1) if before else "", replying=bool(p.answers),
                                    earlier=whole[:max(0, whole.find(body))])
            if p.about == WRONG:
                p.score *= OTHER_SUBJECT
            elif p.about == RIGHT and (subject.first_person and speaker and not is_assistant(speaker)
                                       or subject.names & subject.speakers
                                       or subject.addressed):
                # a person's own words (a thing named is no subject; nor is "the user" of a
                # note, as every note of the user's own archive is about them; nor the
                # assistant's "your margin is …", of the user in no words of theirs)
                p.score *= SAME_SUBJECT
            elif subject.first_person and (by_assistant(speaker, body)  # its turn, or "The assistant suggested …"
                                           or p.kind == "procedures" and asked.kind not in ("how", "why")
                                           and not asked.ordinal and not subject.addressed):
                p.score *= ASSISTANT_ON_USER  # (… or the steps it gave: "Moving a mortgage to another bank: …")
            elif subject.addressed and any(is_assistant(k) for k in subject.speakers):
                p.score *= NOT_THE_ASSISTANTS  # "What did you suggest?" of the user's own words
        asked_before = set(tokens(p.answers)) if p.answers else set()
        if asked_before and asked_before <= terms:  # ("What about you?" asks nothing the question does)
            p.score *= ANSWERED
        elif p.answers:  # it answers another question ("What's your resolution?" — "Read twelve books"): no item
            p.answers = ""
        if any(p.strengths[i] == SYNONYM for i in heavy):
            p.score *= BY_SYNONYM  # "gym" for "running": near the question, not its words
        said = parse_day(p.said_on)
        surely = holds(asked.kind, body, said, asked.names, asked.numbers, asked.counted, asked.made, asked.often,
                       asked.money, asked.measure, asked.clocked, asked.unit)
        if asked.weekday:  # "Which evening is my Welsh class on?": "moved to Thursdays", not "from 8 April"
            surely = 1.0 if weekday_in(body) else 0.0
        if asked.code:  # an identifier is asked: one written as such states it
            surely = 1.0 if identifiers(body, asked.code) else 0.0
        if asked.kind == "why" and p.kind in _REASONED and len(PARTS.split(body)) > 1:
            surely = 1.0  # a failure and its cause, a decision and its rationale: a reason, in any words
        if asked.lives and not _HOME_SAID.search(body):
            surely = min(surely, WEAK)  # "gave her talk at Queen's" is where she went, not where she lives
        if asked.trouble and not TROUBLE.search(body):
            surely = 0.0  # "What is wrong with Waffles?": "Waffles … has a tooth problem", not "… named Waffles"
        if asked.naming and not NAMING.search(body) \
                and not appositive_names(body, asked.naming, asked.naming_also, is_assistant(speaker)) \
                and not (asked.firm and (names_ending_in(body, asked.firm) or names_ending_in(body, asked.naming))) \
                and not names_before(body, asked.naming):
            # "What is the name of Andrew's dog?": "His name is Toby" says it; "… my girlfriend
            # Tessa" names someone else, and "I've been wanting a dog forever" no one.
            p.score *= UNNAMED
            surely = 0.0
        if asked.paid_for and surely and paid_for_another(body, asked.paid_for):
            # "How much did Callum pay for Marigold?": not surely "paid £1,050 for a year's canal licence"
            # (nor surely not: "£420 for pads and rotors" is the quote for the brakes)
            surely = min(surely, WEAK)
        if asked.kind == "count" and surely and ";" in body and not said_with(
                body, lambda part: sum(1 for i in heavy if concepts[i].strength(set(tokens(part)), p.kind, set())),
                MONEY if asked.money else NUMBER):
            surely = 0.0  # "£85,000 plus £6,500 fees; a bat survey is needed": no cost of the survey
        if asked.people and not (PEOPLE_COUNT.search(body) or CAME_COUNT.search(body)
                                 or group_size(body, lambda w: w.casefold() in asked_words)):
            surely = 0.0  # "the 410k-token upload" is no number of people
        their_job = bool(asked.job and asked.names and job_of(body, asked.names, speaker, asked.relative))
        if kinded is not None and not is_member_in(body, kinded) and not (favourite and favourite.search(body)) \
                and not their_job and not (kinded.name == "breed" and breed_named(body, asked.names)):
            # ("nine years as a claims handler", "Mielie is a Karoo Africanis": a kind the lexicon does not know)
            surely = 0.0  # "What breed is Andrew's dog?": "I've been wanting a dog forever" names none
        if asked.brand and not any(n.casefold() != asked.brand and not set(tokens(n)) <= asked_words
                                   for n in names_in(body, brand_skip)):
            surely = min(surely, UNNAMED_BRAND)  # "Which ETF did you suggest?": "€200 ETF" names none
        if titled and not _names_a_title(body, titled, concepts):
            surely = 0.0  # "Fahim started to read a new book." names no book
        not_theirs = asked.job and asked.names and not their_job  # "Marcus, a junior doctor, and his husband Jamie"
        if asked.job and not their_job and not is_member_in(body, kind_named("job")) and not job_said(body):
            surely = 0.0  # "What does Rhys do for a living?": "Rhys and I are moving" names no job
        elif not_theirs:
            surely = min(surely, WEAK)  # a job, not Jamie's
        p.fits = surely > 0 and not not_theirs
        p.score *= UNFIT + (1 - UNFIT) * surely
        if body.rstrip().endswith("?"):
            p.score *= ASKING
        if looks_like_code(body):
            p.score *= CODE  # a program states nothing in words
        if asked.days and said is not None:
            p.score *= _day_fit(body, said, asked.days, asked.tense)
        if asked.ordinal:
            p.score *= ordinal_fit(asked.ordinal, p, body, listed) * (OTHER_PURPOSE if purpose and not for_purpose(p, body, purpose) else 1.0)
        if asked.tense and tense_in(body) not in ("", asked.tense):
            p.score *= OTHER_TENSE
        elif asked.kind == "when" and asked.tense == "past" and said is not None \
                and (told := [t for t in mentions(body, said) if t.relative]) \
                and all(still_to_come(t.resolved, said) for t in told):
            p.score *= OTHER_TENSE  # "When did Rosa finish the triathlon?": "signed up for … in June", said in February


def _names_a_title(body: str, skip: frozenset[str], concepts: list[Concept]) -> bool:
    """Whether a sentence names a title: quotes one, or has a capitalised name (other than
    `skip`) in a sentence of it that holds one of the question's words ("I started reading
    Vinland Saga"; not "Akib had a New Years party." beside "Fahim read a new book.")."""
    if titles_in(body):
        return True
    for sentence in split(body):
        if names_in(sentence, skip):
            words = tokens(sentence)
            if any(c.strength(words, "", set()) for c in concepts):
                return True
    return False


def _day_fit(body: str, said, days: frozenset[str], tense: str = "") -> float:
    """How a sentence's score is weighed for a question that names `days`: ON_THE_DAY when
    it tells of one of them (it says that day itself, "yesterday" said on 10 January for 9
    January; or its chat is of that day and it names no other day); 1 when it names another
    day; else up to 1 + NEAR_THE_DAY for a chat near one of them."""
    told = {t.resolved for t in mentions(body, said)}
    other_days = {d for d in told - days if _A_DAY.match(d)}  # "this week" names no other day
    if told & days or (long_date(said) in days and not other_days):
        return ON_THE_DAY
    return 1.0 if other_days else 1 + NEAR_THE_DAY * _nearness(said, days, tense)


def _nearness(said, days: frozenset[str], tense: str = "") -> float:
    """1 for a chat of a day the question names, falling to 0 two weeks away: a day recalled
    or written down is often a day or two off the chat that tells of it. For a question
    after what was done (`tense` "past"), a chat before the day falls AGAINST_TIME times as
    fast; after a plan ("future"), a chat after it."""
    near = 0.0
    for day in days:
        when = _day_of(day, said.year)
        if when is None and (_month_of(day) == (said.year, said.month) or day == str(said.year)):
            near = 1.0  # a chat of the month or year asked ("What was Priti's job in February 2024?", "… in 2022?")
        elif when is not None:
            off = (said - when).days
            if (tense == "past" and off < 0) or (tense == "future" and off > 0):
                off *= AGAINST_TIME
            near = max(near, 1 - min(abs(off), NEAR_DAYS) / NEAR_DAYS)
    return near


def _day_of(written: str, year: int):
    """The date of a day written out ("24 January 2024"; "24 January" in `year`), else None
    (a month, a week)."""
    for text in (written, f"{written} {year}"):
        try:
            return datetime.strptime(text, "%d %B %Y").date()
        except ValueError:
            continue
    return None


def _month_of(written: str) -> tuple[int, int] | None:
    """(year, month) of a month written out ("February 2024"), else None."""
    try:
        when = datetime.strptime(written, "%B %Y")
    except ValueError:
        return None
    return when.year, when.month


_A_DAY = lazy(r"\d{1,2} [A-Z][a-z]+ \d{4}$")


def own_share(p: Passage) -> float:
    """How much of what the sentence matched is in its own words (1.0: all of it)."""
    matched = [s for s in p.strengths if s]
    return sum(1 for s in matched if s > TURN) / len(matched) if matched else 0.0


ORDINAL_FIT = 1.6  # the numbered item a "what is the final / second step?" question asks for
# Any other sentence: another item of the list, or a sentence of no list at all ("The user
# moved 0.31 BTC to a hardware wallet" holds the question's words, and no step).
NOT_THE_ITEM = 0.6
# … unless it says an order itself ("Finally, withdraw the rest").
_SAYS_ORDER = lazy(r"\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|lastly|final|"
                   r"finally)\b", re.I)


def ordinal_fit(ordinal: int, p: Passage, body: str, listed: str = "") -> float:
    """ORDINAL_FIT for the item `ordinal` asks for (-1: the last) of the numbered list the
    sentence was cut from, or for a condensed procedure that has that step; 1.0 for a
    sentence that says an order in words; NOT_THE_ITEM for any other, and for a list that
    is not of the `listed` things ("the first book you recommended" is no step of a day trip's
    plan, whose second step says "Book a quinta")."""
    if listed and not lists(p, listed):
        return NOT_THE_ITEM
    if p.kind == "procedures":
        return ORDINAL_FIT if asked_step(procedure_steps(p), ordinal) else NOT_THE_ITEM
    m = _ITEM.match(body)
    if not m:
        return 1.0 if _SAYS_ORDER.search(body) else NOT_THE_ITEM
    number = int(m.group(1))
    if ordinal > 0:
        return ORDINAL_FIT if number == ordinal else NOT_THE_ITEM
    items = list_items(p.source_text) if p.source_text else []
    last = max((int(x.group(1)) for x in (_ITEM.match(i) for i in items) if x), default=0)
    return ORDINAL_FIT if number == last and last >= MIN_ITEMS else NOT_THE_ITEM


def asked_step(steps: list[str], ordinal: int) -> tuple[int, str] | None:
    """(its number, the step) of the `ordinal` step (-1: the last) of `steps`; None when
    there is no such step ("the tenth step" of five)."""
    if not steps or ordinal == 0 or ordinal > len(steps):
        return None
    k = len(steps) if ordinal < 0 else ordinal
    return k, steps[k - 1]


def procedure_steps(p: Passage) -> list[str]:
    """The steps of the condensed procedure a passage is, as its file lists them ("Move BTC
    to a hardware wallet" with its `steps:`); [] for fewer than MIN_ITEMS or another passage.
    Read from the file, not cut from the passage's prose: a step may hold "; " itself."""
    path = getattr(p.chunk, "condensed_path", None)
    if p.kind != "procedures" or not path:
        return []
    try:
        st = os.stat(path)
    except (OSError, ValueError):
        return []
    for text, steps in _procedures(path, st.st_mtime_ns, st.st_size):
        if text == p.text or (len(p.text) > 60 and text.startswith(p.text[:60])):
            return list(steps) if len(steps) >= MIN_ITEMS else []
    return []


@lru_cache(maxsize=256)
def _procedures(path: str, _mtime: int, _size: int) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(the passage text, its steps) of each procedure of a condensed file with a list of steps."""
    from ..archive.passages import item_text, parse_file

    data, _ = parse_file(Path(path))
    items = data.get("procedures") if isinstance(data, dict) else None
    out = []
    for item in items if isinstance(items, list) else []:
        steps = item.get("steps") if isinstance(item, dict) else None
        if isinstance(steps, list):
            text = " ".join(item_text(item).split())
            out.append((text, tuple(t for t in (" ".join(item_text(s).split()) for s in steps) if t)))
    return tuple(out)


_CODE = lazy(r"(^|\s)(import \w|from \w+ import|def \w+\(|return |print\(|for \w+ in |\w+ = [\w\[({'\"]"
             r"|np\.|plt\.|self\.|\w+\(\)|#include|console\.log|function \w)")


def looks_like_code(text: str) -> bool:
    """Whether a sentence is source code rather than prose (two or more code-like pieces)."""
    return len(_CODE.findall(text)) >= 2
