"""The question's words as the kind of question reads them: a naming noun that a breed or a
synonym holds ("Bosco, our retired greyhound" for "dog"), a kind's members ("lava cake" for
"desserts"), a job or an age said of whom it asks as the mark of its word, and the words that
say what is asked, not what about (dropped)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import NamedTuple

from ..ranking.synonyms import Pattern
from ..text import stem, tokens, word_root
from .asked import FINAL, LIGHT, Asked
from .evidence import Concept
from .found_chats import AGE_SAID, HOW_OLD
from .jobs import JOB_SAID, JOB_WORDS
from .lazy_pattern import lazy
from .kinds import PEOPLE_OF, breed_names, member_stems, members_for


_ENDED = frozenset(stem(w) for w in ("final", "total", "altogether"))


_THESE_DAYS = lazy(r"\bthese days\b", re.I)
_IN_THE_END = lazy(r"\bin the end\b|\bend(?:ed)? up\b", re.I)  # (… and "did we end up paying")


def light_words(question: str) -> frozenset[str]:
    """The words that weigh half and need not be said (asked.LIGHT), with "days" where the
    question asks "these days": when, not what about, though "These days I'm writing …" says it;
    and "part" of "taken part in", which a sentence says as "came second at", "ran"; "end" of "in the
    end", which "paid 4,000,000 guaraníes" tells without it (not "the harvest ended well"); "retired" of
    "do before she retired", which a job said in the past tells."""
    return LIGHT | ({"day"} if _THESE_DAYS.search(question) else set()) | ({"part"} if _TAKE_PART.search(question) else set()) \
        | ({"end"} if _IN_THE_END.search(question) else set()) \
        | ({"retired", "retire"} if _BEFORE_RETIRING.search(question) else set())


# "What did Eirik's mother do before she retired?": her job, which "was a ferry captain" tells
# without the word
_BEFORE_RETIRING = lazy(r"\bbefore\s+(?:he|she|they|i|you|we)\s+retired\b", re.I)
_TAKE_PART = lazy(r"\b(?:take|takes|taking|taken|took)\s+part\b", re.I)


# "What hobbies or pastimes …", "races or competitions", "send or bring": either word says it
_OR = lazy(r"\b([\w'’-]+)\s+or\s+([\w'’-]+)\b", re.I)


def _either(concepts: list[Concept], question: str) -> list[Concept]:
    """The concepts with each pair the question joins by "or" made one, held by either word."""
    for m in _OR.finditer(question):
        a = next((c for c in concepts if c.term in tokens(m.group(1))), None)
        b = next((c for c in concepts if c.term in tokens(m.group(2))), None)
        if a is not None and b is not None and a is not b:
            one = replace(a, synonyms=[*a.synonyms, *b.synonyms], members=a.members | b.members | {b.term},
                          section_kinds=a.section_kinds | b.section_kinds)
            concepts = [one if c is a else c for c in concepts if c is not b]
    return concepts


class ConceptsAsked(NamedTuple):
    concepts: list[Concept]
    asked: Asked
    job_names: frozenset[str]  # whose job is asked ("i" for the user's), or none
    job_only: bool  # the question asks nothing but the job ("What do I do for work?")
    # "for a living", held only by a sentence saying the job: it joins the concepts where
    # a passage read says one ("Sanna is pregnant! She's 31, a nurse at Tays")
    job_said_words: list[Concept]
    either: int = 0  # pairs of the question's words joined by "or" and made one ("courses or classes")


def concepts_asked(concepts: list[Concept], question: str) -> ConceptsAsked:
    """The question's concepts (evidence.question_concepts) fitted to what it asks, with Asked."""
    asked = Asked.of(question)
    if asked.naming:  # "What's my physiotherapist called?": "The physio, Kirsty, wants …" (not "forged" of "forge")
        breeds = breed_names(asked.naming)  # "Bosco, our retired greyhound" for "dog"
        asked = replace(asked, naming_also=tuple(p.text for c in concepts if c.term == stem(asked.naming) for p in c.synonyms
                                                 if p.text.isalpha() and not p.prefix and word_root(p.text) != word_root(asked.naming))
                       + breeds + (("mix",) if breeds else ()))  # ("Moose, a three-legged Lab and shepherd mix")
        # … and a note's "Renata adopted Juno, a two-year-old husky mix" holds the word "dog"
        bred = frozenset(stem(b) for b in breeds if " " not in b)
        concepts = [replace(c, members=c.members | bred) if bred and c.term == stem(asked.naming) else c for c in concepts]
    if asked.thing is not None:  # "What desserts …": "lava cake" holds the word "desserts"
        kind_words = set(tokens(asked.thing.word))
        concepts = [replace(c, members=member_stems(asked.thing)) if c.term in kind_words else c for c in concepts]
    concepts = [replace(c, members=c.members | got) if (got := members_for(c.term, asked.kind)) else c for c in concepts]
    job_names = asked.names if asked.job else frozenset()  # "What is Wes's job now?": "Wes … is now a blacksmith" holds "job"
    if asked.job and not job_names and re.search(r"\bmy\b", question, re.I):
        job_names = frozenset({"i"})  # "What is my job?": the user's, as "What do I do for work?" asks it
        asked = asked if asked.relative else replace(asked, names=job_names)  # (… or "my grandfather's")
    concepts = [replace(c, members=c.members | {JOB_SAID}) if job_names and c.term in JOB_WORDS else c for c in concepts]
    concepts = [replace(c, members=c.members | {AGE_SAID}) if c.term in ("old", "age") else c for c in concepts]
    if HOW_OLD.match(question):  # "How old am I?": a sentence saying the age, not "pays off the old one"
        concepts = [replace(c, original=Pattern(AGE_SAID), synonyms=[], forms=()) if c.term == "old" else c
                    for c in concepts]
    if FINAL.search(question):  # "How much did the sauna cost in the end?": "Final sauna cost €33,600 all in"
        concepts = [replace(c, members=c.members | _ENDED) if c.term == "end" else c for c in concepts]
    job_only = bool(job_names) and all(c.term in JOB_WORDS for c in concepts)  # "What do I do for work?"
    if asked.naming in PEOPLE_OF:  # "the names of Gina's kids": "my son Sam" holds the word "kids"
        kids = frozenset(tokens(" ".join(PEOPLE_OF[asked.naming])))
        concepts = [replace(c, members=kids) if c.term in tokens(asked.naming) else c for c in concepts]
    # "How long", "what year" and the dates a question names say what is asked, not what
    # about: the search used them, the sentences are not scored on them.
    # (… though "for a living" joins in where a passage read says the job of whom it asks,
    # "Sanna is pregnant! She’s 31, a nurse at Tays" — in compose)
    # (held only by the mark, not by the word: "where she has worked for 22 years" says no job)
    job_said_words = [replace(c, original=Pattern(JOB_SAID), synonyms=[], forms=(), section_kinds=frozenset())
                      for c in concepts if c.term in asked.skip and JOB_SAID in c.members and not job_only
                      and not asked.relative]
    # (… but "old" of "How old is Pieter?" is held only by a sentence saying his age: "Pieter, 9")
    aged = bool(HOW_OLD.match(question))
    # (… nor are "these days": "Where is Refilwe living these days?" is not of "Heritage Day")
    now = {"day"} if _THESE_DAYS.search(question) else set()
    concepts = [c for c in concepts if c.term not in asked.skip | now or aged and c.term == "old"] or concepts
    paired = _either(concepts, question) if not asked.options else concepts  # (not "simple or complex food": which one)
    return ConceptsAsked(paired, asked, job_names, job_only, job_said_words, len(concepts) - len(paired))
