"""The short answer of a which-question read by its noun: the name that says the asked word
("Which university …" → "the University of Vermont"), a thing known by its maker, the name
a sentence gives right after or before the noun ("the local fitter Dan Hughes", "the Coffee
Break Spanish podcast"), the name given where the noun is not said ("… with Nationwide"),
or the noun with the words that say which ("sixth grade science")."""

from __future__ import annotations

import re
from collections.abc import Callable

from .asked import Asked
from .clauses import done_object, done_verb, noun_phrase
from .subject import CALENDAR, PERSON_WORDS, fold_name
from .short_who_where import is_demonym
from .words import NOT_NAMES, REACH, clip_words, names_in, nearest, words_of
from .lazy_pattern import lazy

# ("What was the charity … for?"; not a thing said in general: "What was the reason …?", "… the problem …?")
_THE_NOUN_ASKED = lazy(r"^\W*what (?:was|is) the (?!(?:thing|reason|problem|issue|plan|idea|point|question|way|cost|price"
                       r"|matter|deal|difference|catch|trouble|news|story)\b)([a-z]+) (?!(?:name|called)\b)", re.I)
_NOT_A_DEED = frozenset("the a an our my his her their your its we i you he she they it this that these those there "
                        "is was are were has had have".split())
_KIND_OF = lazy(r"^\W*(?:which|what) (?:kind|type|sort)s? of ", re.I)

_WHICH = lazy(r"^\W*(?:which|what) (?:(?:kind|type|sort)s? of )?(?:(?!(?:did|does|do|am|is|was|are|were|has|have|will)\b)"
              r"[a-z]+ )??((?-i:[a-z]+|[A-Z]{2,5})) (?:did|does|do|am|is|was|are|were|has|have|will)\b"
              r"|^\W*which (?!(?:is|are|was|were|has|have|had|do|does|did|will|would|can|could|should)\b)([a-z]+)"
              r" (?!is|was|has|does)[a-z]+(?:s|ed)\b",  # "Which knee hurts?", "Which bank approved …?"
              re.I)


def which_noun(question: str) -> str:
    """The noun a which-question asks after ("band" of "Which band did Daniel tour with?"), folded; "" for none."""
    which = _WHICH.match(question)
    return next(g for g in which.groups() if g).casefold() if which else ""


_DOCTORS = frozenset("doctor doctors physician gp surgeon dentist consultant specialist orthopaedist orthopedist".split())
_DR = lazy(r"\bDr\.?\s+((?-i:[A-Z])[\w'’-]+)(?:\s+(?-i:[A-Z])[\w'’-]+)?")
# A verb and the name right after it, as its object: "ordered a Lenovo ThinkPad E14"
_VERB_OBJECT = lazy(r"\b([a-z]{3,})\s+(?:(?:a|an|the|my|our|his|her|their|some)\s+)?"
                    r"([A-Z][\w'’-]*(?:\s+(?:[A-Z][\w'’-]*|[A-Z]*\d[\w-]*))*)")


def named_by_noun(body: str, asked: Asked, question: str, is_question_word: Callable[[str], bool],
                  speaker: str) -> tuple[str, str, str]:
    """(the answer the asked noun finds, or ""; the noun; the noun with the words that say
    which, for the short answer to fall back on)."""
    noun = which_noun(question)
    named = [n for n in names_in(body, asked.names) if noun and noun in n.casefold().split() and n.casefold() != noun]
    if not named and noun in _DOCTORS:  # "Which doctor …": "Dr. Todor Marinov", the title says it
        named = [m.group(0) for m in _DR.finditer(body) if fold_name(m.group(1)) not in asked.names]
    if named:  # "Which university …": "the University of Vermont", the name that says the word asked
        return clip_words(nearest(body, named, is_question_word)), noun, ""
    if asked.brand:  # "Which ETF did I choose?": "Vanguard FTSE All-World Accumulating … as the ETF"
        opening = re.match(r"\W*((?:[A-Z][\w'’-]+ ){1,5}[A-Z][\w'’-]+)", body)  # a note opens with it
        named = [n for n in ([opening.group(1)] if opening else []) + names_in(body, asked.names | {"i"})
                 if n.casefold() != asked.brand and not is_question_word(n) and n.split()[0] not in NOT_NAMES]
        if named:
            return clip_words(max(named, key=lambda n: len(n.split()))), noun, ""
    if noun and (titled := re.search(rf"['‘\"“]([^'’\"”]{{2,60}})['’\"”],\s+(?:the|a|an)\s+(?:[\w'’-]+\s+){{0,4}}?{re.escape(noun)}s?\b",
                                     body, re.I)):
        return clip_words(titled.group(1)), noun, ""  # "'Pájaro Campana', the most famous Paraguayan harp piece"
    called = named_after(body, noun, asked.names, is_question_word) if noun and not _KIND_OF.match(question) else ""
    if called:  # "Which kitchen fitter did we choose?": "the local fitter Dan Hughes"
        return clip_words(called), noun, ""
    if noun and asked.thing is None:  # "What laptop did I order?": "I've ordered a Lenovo ThinkPad E14"
        for m in _VERB_OBJECT.finditer(body):
            verb, name = m.group(1), m.group(2)
            if verb.casefold() != noun and is_question_word(verb) and not is_question_word(name) \
                    and verb.casefold() not in PERSON_WORDS \
                    and name.split()[0] not in NOT_NAMES and fold_name(name.split()[0]) not in asked.names:
                return clip_words(name), noun, ""
    if (the := _THE_NOUN_ASKED.match(question)) and (what := re.search(
            rf"\b(?:an?|the)\s+{re.escape(the.group(1))}\s+(?:that|which)\s+((?:[a-z]+\s+){{0,5}}[a-z]+)(?=\s*(?:[,.;:!?]|$))", body)) \
            and what.group(1).split()[0] not in _NOT_A_DEED \
            and not re.search(rf"[A-Z][\w'’-]*,\s+{re.escape(what.group(0).split()[0])}\s", body[max(0, what.start() - 40):what.end()]):
        # (a deed: not "that our neighbours recommended"; nor of a thing with a name: "Perfect Days, a film that …")
        return clip_words(what.group(1)), noun, ""  # "What was the charity Nadia ran for?": "a charity that fights childhood hunger"
    # The asked noun with the words that say which: "sixth grade science" for "What grade …".
    described = noun_phrase(body, noun, is_question_word) if noun else ""
    if noun and not described and asked.thing is None and not as_noun(body, noun) \
            and (verb := done_verb(question, noun=True)) and (done := done_object(body, verb, is_question_word)) \
            and not is_question_word(done.split()[-1]):  # (not what the question names: "played | my first recital")
        # "What part did Zain play in the Christmas play?": "Zain played the innkeeper", the
        # object of the asked verb where the asked word is not said, before any name near it
        return clip_words(done), noun, ""
    if noun and not described and asked.thing is None and not asked.several and noun != "one" \
            and (re.match(r"\W*(?:\w+ )?which\b", question, re.I) or not as_noun(body, noun)):
        # "Which lender pre-approved my mortgage?": "… with Nationwide", the name the sentence
        # gives where it does not say the asked word (no day, no one speaking, not the user)
        # … after the question's words, as an object is ("Claude … forgot my Python version"
        # names no version)
        skip = asked.names | {fold_name(speaker), "user"} | CALENDAR
        at = [m.end() for m in words_of(body) if is_question_word(m.group(0))]
        named = [n for n in names_in(body, skip) if not is_question_word(n) and fold_name(n.split()[0]) not in CALENDAR
                 and any(0 <= body.find(n) - a <= REACH for a in at)]
        if named:
            return clip_words(nearest(body, named, is_question_word)), noun, described
    if described and _KIND_OF.match(question):  # "What kind of cat …": "orange tabby cat" ("abstract art"), not its name
        return clip_words(described), noun, described
    return "", noun, described


# What is known by its name: "Which band …?" is answered "Kilele", never "Norwegian on Duolingo"
KNOWN_BY_NAME = frozenset("""band club team company firm garage station ship app organisation organization charity bank
lender insurer hospital brand label newspaper magazine podcast channel website supplier provider choir orchestra agency
rescue shelter""".split())  # (not an airline, "Norwegian", nor a place one may say as "the little tapas place")
_NAME_JOINS = frozenset("of the de du da la le del von van y and & upon on-sea".split())


def unnamed_answer(question: str, short: str) -> bool:
    """Whether a which-question asks after a thing known by its name ("Which band …", "Which
    garage …") and `short` is no name: a word in lower case ("pays double", "daughter"), or a
    word of where one is from alone ("Namibian"); not the noun said with which ("robotics club"). A
    surname or first name asked is always a name."""
    noun = which_noun(question)
    words = re.sub(r"['’]s\b", "", short).split()
    if _SURNAME_ASKED.search(question):  # "What was Orla's surname before she married?": never "postman"
        return not any(w[:1].isupper() for w in words)
    if noun and len(words) > 1 and words[-1].casefold() in (noun, noun + "s") \
            and all(w in _SAYS_NOT_WHICH for w in words[:-1]):  # (in lower case: not "New College", "The Gym")
        return True  # "Which bank …?": "another bank"; "What tablet …?": "a daily tablet" says not which
    return noun in KNOWN_BY_NAME and bool(words) and words[-1].casefold() not in (noun, noun + "s") and (
        any(w.islower() and w.casefold() not in _NAME_JOINS for w in words)  # (not "easyJet")
        or all(is_demonym(w) or _FROM_WORD.fullmatch(w) or w.casefold() in _NAME_JOINS for w in words))


# Words before the asked noun that tell no one which it is ("another bank", "the new one")
_SAYS_NOT_WHICH = frozenset("""a an the another other different new old same current usual daily regular local my our your
his her their its this that some""".split())
_SURNAME_ASKED = lazy(r"\b(?:surname|maiden\s+name|family\s+name|last\s+name|first\s+name|middle\s+name)s?\b", re.I)
_FROM_WORD = lazy(r"[A-Z][a-z]+(?:ian|ean|ese|ish)")  # ("Namibian", "Sudanese"; for a name known by, a word of where from)


def named_after(body: str, noun: str, skip: frozenset[str],
                 is_question_word: Callable[[str], bool] = lambda w: False) -> str:
    """The name a sentence gives right after the asked noun, as whom or what it is ("the local
    fitter Dan Hughes", "the official book, The Rust Programming Language", "a game called Lanterne"), else before it as
    what it is ("Kelham Wall, the bouldering centre"), or right before it ("the Coffee Break
    Spanish podcast"); "" for none, or
    for one the question names (`skip`, folded: "My dog Max" of "What kind of dog is Max?")."""
    for m in re.finditer(rf"\b{re.escape(noun)}s?,?\s+(?:(?:called|named|titled)\s+)?((?:(?:Dr|Mr|Mrs|Ms)\.?\s+)?(?:The\s+)?[A-Z][\w'’-]+"
                         rf"(?:\s+(?:of\s+)?[A-Z][\w'’-]+){{0,4}})", body):
        name = re.sub(r"['’]s$", "", m.group(1))  # ("the folk band Szalona's tour": Szalona)
        if (name.split()[0] not in NOT_NAMES or name.startswith("The ")) and fold_name(name.split()[-1]) not in skip:
            return name
    # … or before it, described: "Kelham Wall, the bouldering centre near Kelham Island"
    for m in re.finditer(rf"\b((?:[A-Z][\w'’&-]*\s+){{0,4}}[A-Z][\w'’&-]*),\s+(?:the|a|an|our|my|his|her|their)\s+"
                         rf"(?:[\w'’-]+\s+){{0,2}}{re.escape(noun)}s?\b", body):
        name = m.group(1)
        if name.split()[0] not in NOT_NAMES and not all(fold_name(w) in skip or is_question_word(w) for w in name.split()):
            return name
    # … or right before it: "the Coffee Break Spanish podcast", "the Cats Protection shelter"
    for m in re.finditer(rf"\b(?:the|a|an|my|our|your|his|her|their)\s+((?:[A-Z][\w'’-]*\s+(?:(?:of|de)\s+)?)+){re.escape(noun)}s?\b",
                         body):
        name = m.group(1).strip()  # (the question's own words are no answer, but may be part of one)
        if name.split()[0] not in NOT_NAMES and not all(fold_name(w) in skip or is_question_word(w) for w in name.split()):
            return name
    return ""


def as_noun(body: str, noun: str) -> bool:
    """Whether the sentence says the word as a noun ("football matches"), not only as a verb
    ("I'll feed them" for "What tomato feed …")."""
    return any(not _AS_VERB.search(body[:m.start()]) for m in re.finditer(rf"\b{re.escape(noun)}(?:s|es)?\b", body, re.I))


_AS_VERB = lazy(r"(?:\bto|['’]ll|\bwill|\bwould|\bcan|\bI|\bwe|\byou|\bthey|\bdon['’]t)\s+$", re.I)
