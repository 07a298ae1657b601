"""Questions whose answer changed over time, and what the later chat must say to answer
them: how many came ("72 turned up in the end", not the "about 60" planned), how it turned
out ("Did Keisha get her bike back?"), a price now ("How much is the storage a month?", after
it came down) and a count so far ("How many sessions has Skye had?"); and a later chat that
says the asked value changed, for the value it now gives; and a date asked of what is to come
that a sentence as late moves ("… and moves Japan to 13 October 2026"), for the day it moved to."""

from __future__ import annotations

import re

from ..text import tokens
from .asked import CAME_COUNT
from .evidence import Passage
from .lazy_pattern import lazy
from .sentences import own_share, speaker_of
from .subject import WRONG, is_assistant
from .when import MONTH_NAMES, MOVING

# How many came, as it ended ("72 turned up in the end", not the "about 60" planned)
CAME_ASKED = lazy(r"^\W*how many\b.*\b(?:came|attended|turned up|showed up|went)\b", re.I)
# A yes/no after how it turned out: "Did Keisha get her bike back?" (the latest chat says)
OUTCOME = lazy(r"\b(?:back|yet|still|ever)\b", re.I)
# A price in the present ("How much is the storage a month?": after it came down)
PRESENT_PRICE = lazy(r"^\W*how much (?:is|are|does|do)\b(?!.*\b(?:before|first|originally|at first)\b)", re.I)
# A count so far ("How many sessions has Skye had?"): the latest total, where a later chat says
# it is one now ("she's had 12 sessions now"), not a plan ("2 marathons planned")
# (not "How many ewes have I got?": what one has, as "do I have")
SO_FAR = lazy(r"^\W*how many\b(?=.*\b(?:has|have)\b)(?!.*\b(?:before|first|last|got)\b)", re.I)
# A count asked in the present ("How many pubs sell Crooked Ladder?", "How many trees are in
# the orchard?"), not of a time past: the latest said of the thing counted
PAST_SAID = lazy(r"\b(?:did|was|were|had|ago|last|(?:19|20)\d\d)\b", re.I)
SO_FAR_SAID = lazy(r"\b(?:now|so far|in total|altogether|to date|already)\b", re.I)


def later_says(question: str):
    """What a later chat's sentence must say to answer before the best one: that the count is
    one so far, that people came; None when any may."""
    return SO_FAR_SAID if SO_FAR.search(question) else CAME_COUNT if CAME_ASKED.search(question) else None


# A later chat saying the thing changed ("the monthly fee went up"), without its new value
_WENT_UP = lazy(r"\b(?:went|gone|goes|going) (?:up|down)\b|\b(?:increased|decreased|doubled|halved|upped)\b"
               r"|\b(?i:new (?:personal best|pb|record|best))\b")  # ("ran it in 1:28:47, a new personal best")


def changed_later(best: Passage, candidates: list[Passage], required: int) -> Passage | None:
    """For a value asked as it is now, where a later chat says it changed ("The bakery customer
    added another cargo bike and the monthly fee went up"), that chat's best sentence giving a
    value of the asked kind, not the assistant's ("so we've agreed £215 a month for all four now")."""
    # (… a sentence that says the asked thing changed in its own words: not "Everything has gone up")
    told = [p for p in candidates if p.said_on > best.said_on and p.about != WRONG and p.matched >= max(1, required)
            and own_share(p) >= 0.5 and _WENT_UP.search(p.text)]
    chats = {id(p.chat) for p in told}
    return max((p for p in candidates if id(p.chat) in chats and p.fits and p.about != WRONG
                and p.matched >= max(1, required - 1) and own_share(p) >= 0.5 and not is_assistant(speaker_of(p)[0])),
               key=lambda p: (p.said_on, p.score), default=None)


# A date moved to a day: "moves Japan to 13 October 2026", "postponed the trip until March"
_MOVED_TO = lazy(rf"\b(?:{MOVING}|moves?|moving)\b(?P<what>(?:\s+[\w'’-]+){{0,4}}?)\s+(?:to|until|till)\s+(?:(?:early|mid|late|the)\s+)?"
                 rf"(?:\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?)?(?:{'|'.join(MONTH_NAMES)})\b", re.I)
MOVED_SHARE = 0.5  # of the best's score, kept by a sentence as late saying the date moved


def moved_first(kept: list[Passage], candidates: list[Passage], question: str) -> list[Passage]:
    """`kept`, with the latest sentence first that says the asked date moved to a day, where the
    best does not: of no earlier chat, as much about whom the question asks, holding all of the
    question's words the best does but one, moving a thing `question` names ("Jude … booked
    three weeks in Japan flying out on Tuesday 21 April" | "Jude has the ablation on 14 April 2026
    and moves Japan to 13 October 2026"; not "the exam was moved from 20 February to 10 April", of a trip)."""
    best = kept[0]
    asked = set(tokens(question))

    def moves_it(text: str) -> bool:
        """Whether the thing moved is the question's: its head noun, or a name said with it, is a word
        of the question ("moves Liv's Lima trip to", "Masuria charter moved to"; not "moved his
        sabbatical to" for the thesis defence, nor "moved her driving lesson to" for the theory exam)."""
        for m in _MOVED_TO.finditer(text):
            what = m.group("what").split()
            if not what or what[0].casefold() == "from":  # ("wedding moved from August to …": the subject)
                what = re.split(r"[;:,.!?]\s", text[:m.start()])[-1].split()[-5:]
                what = what[:-1] if what and what[-1].casefold() in ("was", "is", "been", "were", "has", "had") else what
            said = [w for w in what if w[:1].isupper()] + what[-1:]
            if any(asked & set(tokens(w)) for w in said):
                return True
        return False
    if moves_it(best.text):
        return kept
    moved = max((p for p in candidates if p is not best and p.said_on >= best.said_on and p.about >= best.about
                 and p.fits >= best.fits and p.matched >= max(1, best.matched - 1) and p.score >= best.score * MOVED_SHARE
                 and moves_it(p.text)), key=lambda p: (p.said_on, p.score), default=None)
    return kept if moved is None else [moved] + [p for p in kept if p is not moved]

