"""The reason a why-question asks for, as a sentence gives it: the clause after a reason word
("because the nurses were so kind"), the cause before a consequence ("I lost my job, so I'm
starting a dance studio"), the rationale after a decision, or what it was done for ("… to
protect the blossom from a frost")."""

from __future__ import annotations

import re
from collections.abc import Callable

from .asked import REASON, SINCE_TIME
from .sentences import PARTS
from .words import PREPOSITIONS, clip_words, held_words
from .lazy_pattern import lazy

_PURPOSE = lazy(r"\b(?:in order to|so as to|to)\s+(?!(?:the|a|an|my|his|her|their|our|your|its|this|that|be|me|us|him|them"
                r"|it)\b)((?:look|care|pay|set|take|sort|save|fix|clear|move|help|make)\s+(?:after|for|up|over|out|into)(?=\s)"
                r"|[a-z]+)"  # ("to look after his mother", "to set up her own studio"; not "back to work after the birth")
                r"(?=\s+(?:the|a|an|my|his|her|their|our|its|it|them|him|me|us|some|more|all)\b)")
# ("forgot to pack", "started to learn": what one did, not what for)
_TAKES_TO = lazy(r"\b(?:forg[eo]t|start(?:ed|s)?|began|begin|want(?:ed|s)?|decid(?:ed|es|e)|tr(?:y|ied|ies)|learn(?:ed|t|s)?"
                 r"|need(?:ed|s)?|hop(?:ed|es|e)|plan(?:ned|s)?|manag(?:ed|es|e)|refus(?:ed|es|e)|agree(?:d|s)?|promis(?:ed|es|e)"
                 r"|continu(?:ed|es|e)|lov(?:ed|es|e)|lik(?:ed|es|e)|hat(?:ed|es|e)|prefer(?:red|s)?|going|used|able|have|has"
                 r"|had|got)\s*$", re.I)


_MOVED = lazy(r"\bafter\s+(?:(?:getting|growing|being)\s+)?(?:tir(?:ing|ed)\s+of|fed\s+up\s+(?:of|with)|sick\s+of)\b"
              r"|\bas\s+(?:an?\s+)?(?:companions?|company)\s+for\b"
              r"|\bout\s+of\s+(?:guilt|fear|curiosity|boredom|love|loyalty|necessity|spite|desperation)\b"
              r"|\b(?-i:[A-Z][\w'’-]+)\s+made\s+(?:him|her|them|me|us|(?-i:[A-Z][\w'’-]+))\s+promise\s+to\s+([a-z]+)", re.I)
def _opens_or_follows(before: str, is_question_word: Callable[[str], bool]) -> bool:
    """Whether a reason phrase opens its sentence (`before` it, nothing) or follows the
    question's words in it."""
    return not before.strip() or any(is_question_word(w) for w in before.split())


_NAMED_AFTER = lazy(r"\b(?:called|named)\b[^.;]{0,60}?\b(after\s+(?!(?:that|this|which|it)\b)[^.;,]+)", re.I)
_RESTATED = 2  # of the question's words (not its names), in a clause before "so": the asked thing, not its cause
_CONSEQUENCE = frozenset({"so i", "so we", "that's why", "as a result"})  # what follows is the effect (and ", so the …")


_THEY_AGAIN = lazy(r"\s*(?:then\s+|and\s+|so\s+)?(?:they|he|she|we)\s+(?-i:[a-z])", re.I)


def _clause_at(body: str, m: re.Match) -> str:
    """The clause of `body` holding `m`: from the last "; " or sentence end before it to the next
    (and the one before, where `m` opens its own: "switched in May; mainly because …")."""
    start = max(body.rfind("; ", 0, m.start()), body.rfind(". ", 0, m.start())) + 1
    if start and len(body[start:m.start()].split()) <= 3:
        start = max(body.rfind("; ", 0, start - 1), body.rfind(". ", 0, start - 1)) + 1
    ends = [i for i in (body.find("; ", m.end()), body.find(". ", m.end())) if i >= 0]
    return body[start:min(ends) if ends else len(body)]


def _restated(cause: str, is_question_word: Callable[[str], bool]) -> bool:
    """Whether the clause before a "so" is the asked thing itself: it says the question's own
    amount and another of its words ("The vendors agreed to knock $6,000 off, so …" for "Why did
    the vendors take $6,000 off?"; not "Kemi's gym membership went up to £60 a month, so …")."""
    return any(is_question_word(n) for n in re.findall(r"\d[\d,.]*\d|\d", cause)) \
        and held_words(cause, lambda w: not w[:1].isupper() and is_question_word(w)) >= _RESTATED


_SINCE_WHEN = lazy(r"\s+(?:(?!(?:no|every|some|any)thing\b)(?-i:[a-z]+ing)\b|(?:about\s+|around\s+)?\d|then\b|last\b|early\b|(?-i:[A-Z])[a-z]+\s+\d)", re.I)
# A reply's words, which say no cause: "Not much. So I'm raising the price."
_REPLY = lazy(r"(?:not\s+)?(?:much|really|quite|yet|at all|sure)|yes|no|yeah|nope|ok|okay|true|exactly|of course|fair enough"
              r"|well|right|indeed|no idea|who knows", re.I)
_SENTENCES = lazy(r"(?<=\.)\s+(?=[A-Z])")  # where a note's sentences meet, not its clauses


def why_of(body: str, is_question_word: Callable[[str], bool] = lambda w: False, kind: str = "decisions") -> str:
    """`kind`: the passage's (Passage.kind): a decision or a failure may be written "what. why" or
    "what; why", another note "what. why" only ("… who quoted £1,800 for a rebuild; Declan wants to
    paint her burnt orange" gives no reason); a turn of the chat is not (its next sentence is seldom
    the reason)."""
    named_asked = is_question_word("called") or is_question_word("named")
    named = _NAMED_AFTER.search(body) if named_asked else None
    if named:  # "Why is the shop called The Tidemark?": "… will be called The Tidemark after a painted line …"
        return clip_words(named.group(1))
    # (", so Facundo's exam was moved": the clause before is the reason only where this one is the question's
    # thing; not "…, so Dr Perrin booked an arthroscopy" for "Why was my knee surgery postponed?")
    found = [m for m in REASON.finditer(body) if not SINCE_TIME.match(body, m.start()) and not (
        re.match(r"so (?-i:[A-Z])", m.group(0), re.I)
        and held_words(re.split(r"[.;!?]|,\s", body[m.end():], maxsplit=1)[0], is_question_word) < 1)]
    if not found:
        # A decision and its rationale ("Use YAML instead of JSON. YAML allows comments …"):
        # the sentence that is not the question's is the reason. (Not in a turn: "If a defect
        # is marked 'dangerous', you mustn't drive the car" follows what failed, but says no why.)
        parts = [x for x in (PARTS if kind in ("decisions", "failures") else _SENTENCES).split(body) if x.strip()] \
            if kind != "raw" else []
        purpose = next((m for m in _PURPOSE.finditer(body) if not is_question_word(m.group(1))
                        and not _TAKES_TO.search(body[max(0, m.start() - 30):m.start()])), None) \
            if not named_asked else None  # (a name's why is no purpose: "bought the barn to turn into a forge")
        # (a note that is no decision says its why in its own sentence: "Yannick will retire to Concarneau to
        # look after his mother and offered to sell Zena his loft; Zena has 400,000 escudos saved")
        if len(parts) > 1 and not (purpose and kind != "decisions" and held_words(PARTS.split(body[:purpose.start()])[-1],
                                                                                     is_question_word)):
            # The rationale follows its decision: the first later sentence that is not
            # another restatement of the question (it holds at most one more of its words).
            held = [held_words(x, is_question_word) for x in parts[1:]]
            reason = next(x for x, h in zip(parts[1:], held) if h <= min(held) + 1)
            first = reason.split("; ")[0].rstrip(".")  # a whole clause, not twelve words cut mid-way
            return clip_words(first if len(first.split()) >= 4 else reason)
        # What it was done for, where no reason word says why: "… lighting candles between the
        # rows to protect the blossom from a frost" (not the question's own verb: "want to buy a car")
        if purpose:
            # (… up to another deed: "… and offered to sell …", "… and will fly")
            return clip_words(re.split(r"[.;!?]|,\s+(?:but|and|so|which|while)\b|\s+and\s+(?=(?:[a-z]+ed|will|would|is|was|has|had)\b)",
                                       body[purpose.start():], maxsplit=1)[0])
        # … or what moved it: "after tiring of cycling to work", "as companions for Dolly",
        # "out of guilt", "Jess made Callum promise to sell it"
        # (after the question's words in one sentence; a promise only to do the asked deed)
        # ("After tiring of the bus, Gwen started cycling": at the sentence's start, before them)
        moved = next((m for m in _MOVED.finditer(body) if (is_question_word(m.group(1)) if m.group(1) else _opens_or_follows(
            re.split(r"[.;!?]\s", body[:m.start()])[-1], is_question_word))), None)
        return clip_words(re.split(r"[.;!?]|,\s+(?:but|and|so|which|while)\b|,\s+(?-i:[A-Z])", body[moved.start():],
                                   maxsplit=1)[0]) if moved else ""
    if kind != "decisions" and held_words(body, is_question_word):
        # (a reason in a clause of its own that holds none of the question's words is another thing's:
        # "…; her father's Mohs surgery was postponed … because he had a chest infection; …" for
        # "Why did we end up buying in Huonville?")
        # (… but one whose subject is the question's, said again by "they": "X and Y bought a house …; they
        # move out of their flat … because Elin needs her own room")
        found = [m for m in found if held_words(_clause_at(body, m), is_question_word)
                 or _THEY_AGAIN.match(_clause_at(body, m)) and held_words(body[:body.rfind(";", 0, m.start())], is_question_word) > 1]
        if not found:
            return ""
    # "since" is as often a time as a reason: another reason word goes first.
    m = next((m for m in found if m.group(0).casefold() != "since"), found[0])
    if m.group(0).casefold() == "since" and _SINCE_WHEN.match(body, m.end()):
        return ""  # a time: "wears both hearing aids since joining a model railway club", "since 2019"
    if m.group(0).casefold().replace("’", "'") in _CONSEQUENCE or re.match(r"so (?!that)", m.group(0), re.I):
        # "I lost my job, so I'm starting a dance studio": the reason is the clause before.
        cause = re.split(r"[.;:!?]\s", body[:m.start()].rstrip(" .;!?"))[-1].strip(" ,")  # (not "Bad news though:")
        cause = re.sub(r"^(?:and|but|well|so)\s+", "", cause, flags=re.I)
        last = re.split(r",\s+(?:and\s+)?then\s+", cause)[-1]  # "Introductions start soon, then | he moves in"
        cause = last if len(last.split()) >= 3 else cause
        if len(cause.split()) >= 2 and not _restated(cause, is_question_word) and not _REPLY.fullmatch(cause):
            return clip_words(cause)
        # "So we've sold our tickets": what followed, never the reason; nor the asked thing itself
        return ""  # ("The vendors agreed to knock $6,000 off, so …" for "Why did the vendors take $6,000 off?")
    rest = body[m.start():]
    rest = re.split(r"[.;!?]|,\s+(?:but|and|so|which|while)\b", rest, maxsplit=1)[0]
    if re.search(r"(?:^|[,;]\s*|\band\s+)$", body[:m.start()]):  # a reason put first, with no comma after it:
        words = rest.split()  # "… and because the family is in mourning | Ndèye and Cheikh's wedding was moved"
        at = next((i for i, w in enumerate(words) if i >= 3 and w[:1].isupper() and is_question_word(w.strip(",.;:!?'’s"))
                   and words[i - 1].casefold() not in PREPOSITIONS | {"of"}), len(words))  # (a name opening the clause; not "in Mechelen")
        rest = " ".join(words[:at])
    return clip_words(rest)
