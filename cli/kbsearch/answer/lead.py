"""The answer's lead: the one or two sentences that state it, written with their
speaker, their chat's date and any relative time resolved against that date; how sure
the answer is (high, medium, low, with the reason); and whether the sources disagree."""

from __future__ import annotations

import re
from dataclasses import dataclass

from .asked import Asked
from .evidence import CONDENSED_SECTIONS, CONTEXT, TURN, jaccard, Passage
from .sentences import asked_step, own_share, procedure_steps, speaker_of
from .subject import RIGHT
from .themes import CITATION_LIKE
from .when import long_date, mentions, parse_day
from .lazy_pattern import lazy

LEAD_SHARE = 0.8  # a second lead sentence scores at least this share of the first …
SEVERAL_SHARE = 0.6  # … or this share when the question asks for several things
PART = 0.5  # … and a sentence holding less than this share states nothing of it
PART_CONCEPTS = 4  # … in a question of at least so many concepts
STATES = 0.75  # share of the question's weight a sentence and its turn must hold to state it
AGREE_SHARE = 0.6  # a sentence this close to the best one can contradict it
LEAD_WORDS = 40
CONTEXT_WORDS = 14
_NUMBER = lazy(r"\b(\d+(?:[.,]\d+)?|once|twice|one|two|three|four|five|six|seven|eight|nine|ten"
               r"|eleven|twelve|twenty|thirty|hundred|thousand|dozen)\b", re.I)
_PLACE = lazy(r"\b(?:in|at|to|from) (?:the )?([A-Z][\w'’-]+(?: [A-Z][\w'’-]+)*)")


@dataclass
class Confidence:
    level: str  # high, medium or low
    reason: str


def clip(text: str, n_words: int) -> str:
    ws = text.split()
    if len(ws) <= n_words:
        return text
    return " ".join(ws[:n_words]).rstrip(",;:") + " …"


def _plain(text: str) -> str:
    """Evidence text without citation-like "[3]" of its own, or a closing full stop."""
    return CITATION_LIKE.sub(r"(\1)", text.strip()).rstrip(" .;:,")


def leads(kept: list[Passage], asked: Asked) -> list[Passage]:
    """The best sentence, and a second from another chat when it is nearly as good (and,
    when the first holds the asked kind of thing, holds it too)."""
    best = kept[0]
    share = SEVERAL_SHARE if asked.several else LEAD_SHARE
    for p in kept[1:]:
        if p.chat is best.chat or p.score < best.score * share or (best.fits and not p.fits):
            continue
        if best.about == RIGHT and p.about != RIGHT:  # the first is plainly about whom it asks: so is the second
            continue
        if jaccard(p.toks, best.toks) >= 0.5:
            continue
        return [best, p]
    return [best]


def _times(p: Passage) -> str:
    _, body = speaker_of(p)
    said = parse_day(p.said_on)
    return "; ".join(f"“{t.phrase}” → {t.resolved}" for t in mentions(body, said) if t.relative)


def _chat_date(p: Passage) -> str:
    said, begun = parse_day(p.said_on), parse_day(p.chat.result.date)
    if said and begun and said != begun:  # a chat that ran over days: the day of its message
        return f"the chat of {long_date(begun)}, on {long_date(said)}"
    return f"the chat of {long_date(said)}" if said else "an undated chat"


def statement(p: Passage, number: int, ordinal: int = 0) -> str:
    """One lead sentence as the summary says it: quoted with its speaker (a raw turn) or
    as written (a condensed item), where and when it was said, relative times resolved.
    A sentence that answers the turn before it brings that turn along. For a question
    after the `ordinal` step (-1: the last), a condensed procedure says that step."""
    speaker, body = speaker_of(p)
    steps = procedure_steps(p) if ordinal else []
    step = asked_step(steps, ordinal)
    if step:
        body = f"{body.partition(': ')[0]}, step {step[0]} of {len(steps)}: {step[1]}"
    text = _plain(clip(body, LEAD_WORDS))
    if speaker:
        said = f"{speaker}: “{text}{'' if text.endswith(('?', '!', '…')) else '.'}”"
    else:
        said = text
    if p.before and own_share(p) < 0.5:
        before_speaker, before_body = speaker_of(Passage(p.chat, p.chunk, "raw", p.before, 0))
        asked = clip(" ".join(before_body.split()), CONTEXT_WORDS)
        said = f"{before_speaker or 'Asked'}: “{asked}” — {said}"
    times = _times(p)
    times = f" ({times})" if times else ""
    return f"{said} — in {_chat_date(p)}{times} [{number}]."


def detail(p: Passage, number: int, n_words: int, asked: Asked) -> str:
    """A supporting sentence: clipped, relative times resolved, dated for a *when* question."""
    text = _plain(clip(p.text, n_words))
    notes = "; ".join(n for n in (_chat_date(p) if asked.kind == "when" else "", _times(p)) if n)
    return f"{text}{f' ({notes})' if notes else ''} [{number}]"


def states(p: Passage, weights: list[float], share: float = STATES, light: frozenset[int] = frozenset()) -> bool:
    """Whether the sentence, with its turn, holds (nearly) all the question's weight. A
    `light` concept ("planned", "went") is held by its chat's title or topics too: a
    sentence of the chat "Lisbon and Porto trip plan" states where a trip was planned."""
    total = sum(weights)
    held = sum(w for i, (w, s) in enumerate(zip(weights, p.strengths)) if s >= TURN or (i in light and s >= CONTEXT))
    return not total or held >= share * total - 1e-9


def values(p: Passage, kind: str) -> set[str]:
    """What a sentence says the asked thing is: its dates (when), numbers, or places."""
    _, body = speaker_of(p)
    if kind == "when":
        return {t.resolved for t in mentions(body, parse_day(p.said_on))}
    if kind in ("count", "duration"):
        return {m.group(1).casefold() for m in _NUMBER.finditer(body)}
    if kind == "where":
        return {m.group(1) for m in _PLACE.finditer(body)}
    return set()


def agreement(best: Passage, cited: list[Passage], weights: list[float], light: frozenset[int] = frozenset(),
              kind: str = "what") -> bool:
    """Whether a sentence of another chat states the question's fact too: for a question
    after a date, number or place, the same one (not merely the question's words)."""
    mine = values(best, kind)
    return any(p.chat is not best.chat and states(p, weights, light=light) and own_share(p) >= 0.5
               and (not mine or bool(values(p, kind) & mine)) for p in cited)


def disagreement(best: Passage, cited: list[Passage], asked: Asked, weights: list[float],
                 light: frozenset[int] = frozenset()) -> Passage | None:
    """A cited sentence of another chat, about the same fact and nearly as good, that
    gives another date, number or place than the best one; None when they agree."""
    mine = values(best, asked.kind)
    if not mine:
        return None
    for p in cited:
        if p.chat is best.chat or not p.fits or p.score < best.score * AGREE_SHARE or not states(p, weights, light=light):
            continue
        if best.about == RIGHT and p.about != RIGHT:  # only a sentence about the same one contradicts it
            continue
        theirs = values(p, asked.kind)
        if theirs and not theirs & mine:
            return p
    return None


def confidence(best: Passage, asked: Asked, weights: list[float], partial: bool, differs: bool,
               agrees: bool, light: frozenset[int] = frozenset(), elsewhere: frozenset[int] = frozenset()) -> Confidence:
    """high: one sentence states the asked fact (with the asked kind of thing in it, or,
    for an open question, with every word of the question) and no source says otherwise;
    medium: it is inferred (from the chat's date or the turn before), stated only in
    part, or sources differ; low: no sentence holds the question's words (some are only
    in a chat's title or topics). `elsewhere`: the concepts another sentence of the best
    one's chat holds."""
    typed = asked.kind not in ("what", "yesno")
    stated = states(best, weights, light=light)
    # Part of a short question is no statement of it: "when did we buy the heat pump?" is
    # not answered by a to-do line about the heat pump.
    # A condensed note that gives the asked kind of thing (a number for "how long") is
    # about its chat's subject: the words of the chat's title count as the note's own here
    # ("Simulation: 235 months … without overpayments" in "mortgage overpayment numbers").
    framed = light
    if typed and best.fits and best.kind in CONDENSED_SECTIONS:
        framed = frozenset(range(len(weights)))
    # A light word ("recently", "went") missing makes a sentence no less a statement of
    # the rest: it counts towards high, not towards low.
    # So does a word the rest of its chat says ("the new house" for "We got the keys on
    # Friday 22 August"), where the sentence holds PART of the question itself.
    main = [0.0 if i in light and not s else w for i, (w, s) in enumerate(zip(weights, best.strengths))]
    if typed and not best.fits:
        elsewhere = frozenset()  # … where it gives the asked value: a dentist's appointment sets no allergy clinic's date
    scene = [0.0 if i in elsewhere and s < (CONTEXT if i in framed else TURN) else w
             for i, (w, s) in enumerate(zip(main, best.strengths))]
    share = PART if sum(1 for w in weights if w) >= PART_CONCEPTS else STATES
    # (… and the words its chat's title says too are its chat's subject: "The bill came to
    # £7,140" of the chat "Self-assessment for the bike shop", whose note says them again)
    titled = framed | frozenset(i for i in elsewhere if best.strengths[i] >= CONTEXT)
    if partial or not states(best, scene, share, framed) or not states(best, main, PART, titled):
        return Confidence("low", "no chat states this directly")
    if not stated:
        return Confidence("medium", "a sentence states part of it")
    if typed and not best.fits:
        what = {"when": "a date", "where": "a place", "who": "a person", "count": "a number",
                "duration": "a length of time", "why": "a reason"}[asked.kind]
        extra = "; the chat's date is the closest" if asked.kind == "when" else ""
        return Confidence("medium", f"inferred: no sentence gives {what}{extra}")
    if differs:
        return Confidence("medium", "sources differ (see the caveats)")
    if own_share(best) < 0.5:
        return Confidence("medium", "inferred: the sentence answers the turn before it")
    if not typed and not states(best, weights, 1.0, light):
        # Nothing to check the sentence against (no date, place, number asked): it must
        # hold every word of the question.
        return Confidence("medium", "a sentence states most of it")
    return Confidence("high", "a sentence states it" + (" and another chat agrees" if agrees else ""))
