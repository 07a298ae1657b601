"""A name the question says short that the notes write whole: friends call each other
"Desi" and "Pandu" in their turns, and so does the user asking, while the summariser writes
"Desislava" and "Panduleni". For this question the whole name is the same person: it holds
the name's word and is the asked person wherever a sentence says it. So is the name of the
user's "Mum" or "Dad", where the chats name them ("The user's mother Hermine, 79, …")."""

from __future__ import annotations

import re
from dataclasses import replace

from ..ranking.synonyms import Pattern
from .evidence import Concept, Passage
from .lazy_pattern import latin, lazy
from .subject import CALENDAR, KIN, fold_name, is_user

_NAME = lazy(latin(r"\b[A-Z][a-z]+"))
_PLACE_BEFORE = lazy(r"\b(?:in|to|from|at|near|of|via)\s+(?:the\s+)?$", re.I)  # ("moving to Melbourne": a place)
SHORTEST = 3  # "Al" is the start of too many names to stand for one
LONGER_BY = 2  # "Ann" is not short for "Anne"'s misspelling "Anna": a nickname leaves letters out


def nicknames(names: frozenset[str] | set[str], passages: list[Passage]) -> dict[str, str]:
    """{short: whole} for each asked name (folded) that labels a speaker of the raw turns and
    that the notes never write, when the notes write exactly one name beginning with it, as a
    person's (not "Melbourne" of "Mel", after "in"/"to", nor a day), never written small (a word,
    not a name: "Design" at a sentence's start); the whole name as written. And for "Mum",
    "Dad", the one name the notes or the user's turns give the user's mother, father."""
    notes = [p for p in passages if p.kind != "raw"]
    written = frozenset().union(*(p.toks for p in notes)) if notes else frozenset()
    said_by = {p.text.partition(": ")[0].casefold() for p in passages if p.kind == "raw"}
    out: dict[str, str] = {}
    for short in names:
        if short in KIN:
            if kin := _kin_named(KIN[short], [p.text for p in notes] + [p.text for p in passages if p.kind == "raw"
                                                                         and is_user(p.text.partition(": ")[0])]):
                out[short] = kin
            continue
        if len(short) < SHORTEST or " " in short or short in written or short not in said_by:
            continue
        whole = {m.group(0) for p in notes if short in p.text.casefold()
                 for m in _NAME.finditer(p.text) if m.group(0).casefold().startswith(short)
                 and not _PLACE_BEFORE.search(p.text, 0, m.start())}
        whole = {w for w in whole if len(w) >= len(short) + LONGER_BY and not _small_word(notes, w.casefold())
                 and fold_name(w) not in CALENDAR}
        if len({w.casefold() for w in whole}) == 1:
            out[short] = whole.pop()
    return out


def _kin_named(kin: str, texts: list[str]) -> str:
    """The one name `texts` give the user's relative said by `kin` ("mother|mum|…"): "my mum
    Hermine", "The user's mother Hermine, 79", "Hermine, the user's mother"; "" for none or two
    (not a mother-in-law's, a mother's sister's, a day's: "I saw my mum Friday", a title's)."""
    said = re.compile(latin(rf"\b(?:(?i:the user)['’]s|(?i:my|our)) (?i:{kin})(?![-'’]),? ([A-Z][a-z]+)(?![\w'’-])"
                            rf"|\b([A-Z][a-z]+), (?:(?i:the user)['’]s|(?i:my|our)) (?i:{kin})(?![\w'’-])"))
    found = {m.group(1) or m.group(2) for t in texts for m in said.finditer(t)}
    found = {n for n in found if fold_name(n) not in CALENDAR and n not in _TITLES}
    return found.pop() if len(found) == 1 else ""


_TITLES = frozenset("Dr Mr Mrs Ms Miss Prof Sir Dame New".split())


def _small_word(notes: list[Passage], word: str) -> bool:
    """Whether some note writes `word` in small letters (a word, then, not a name)."""
    small = re.compile(r"(?<![\w'’-])" + re.escape(word) + r"(?![\w-])")
    return any(small.search(p.text) for p in notes)


def called_also(concepts: list[Concept], aliases: dict[str, str]) -> list[Concept]:
    """The question's words with each short name's whole one as good as the name itself."""
    out = []
    for c in concepts:
        whole = fold_name(aliases.get(c.term, ""))
        out.append(replace(c, synonyms=[*c.synonyms, Pattern(whole)], forms=(*c.forms, Pattern(whole))) if whole else c)
    return out


def whole_names(aliases: dict[str, str]) -> frozenset[str]:
    """The whole names of `aliases`, folded as names are compared."""
    return frozenset(fold_name(w) for w in aliases.values())


def named_also(asked, aliases: dict[str, str]):
    """`asked` (anything with the `names` it asks about) naming each whole name too; a relative
    of the short name's ("Pandu's brother") is the whole one's, as the notes write it."""
    if not aliases:
        return asked
    owner = getattr(asked, "relative", ())[:1]
    if owner and (whole := aliases.get(fold_name(owner[0]))):
        asked = replace(asked, relative=(whole + owner[0][len(fold_name(owner[0])):], *asked.relative[1:]))
    return replace(asked, names=asked.names | whole_names(aliases))
