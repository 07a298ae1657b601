"""What a note says the assistant advised: "the assistant suggested A, B and C" (its
items, in order), "…; moving the crate next to the bed, as the assistant suggested, worked"
(the advice itself).

    suggested_items("The assistant suggested a discount, a surcharge and notice")
        → ["a discount", "a surcharge", "notice"]
    as_advised("…; moving the crate next to the bed, as the assistant suggested, worked")
        → "moving the crate next to the bed"
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..text import STOPWORDS
from .lazy_pattern import lazy
from .short_count import ITEM_NUMBER
from .words import clip_words, held_words, words_of

_SUGGESTED = lazy(r"\b(?:suggested|recommended|advised|proposed|listed)\s+([^.;:]+)")
# the clause before ", as the assistant suggested": after the start, a ";" or ":", or a comma
_AS_ADVISED = lazy(r"(?:^|[;:]\s*|,\s*(?:and\s+)?)(?P<what>[^,;:]{3,80}?),?\s+as\s+(?:the assistant|you|the AI|ChatGPT"
                   r"|Claude|Gemini)\s+(?:had\s+)?(?:suggested|recommended|advised|proposed)\b")


def suggested_items(body: str) -> list[str]:
    """The items a note says were suggested ("the assistant suggested A, B and C"), in order;
    "…, and giving parents and carers notice" is one item, "… a discount and notice" two."""
    told = _SUGGESTED.search(body)
    if not told:
        return []
    *items, last = [x.strip() for x in told.group(1).split(",")]
    return items + ([last.split(None, 1)[-1]] if re.match(r"(?:and|or)\s", last) else last.split(" and ", 1))


def as_advised(body: str) -> str:
    """What a sentence says was done as the assistant advised, "" for none: the clause before
    ", as the assistant suggested", or, where that is only who did it or when ("The user, as
    the assistant suggested, booked a sports physio"; "In April, as …, she went back to
    running"), the clause after it; none where the advice was not taken ("kept the old collar
    rather than the harness, as the assistant suggested")."""
    told = _AS_ADVISED.search(body)
    if not told:
        return ""
    what = told.group("what").strip()
    if _NOT_TAKEN.search(what):
        return ""
    if _FORECAST.match(body, told.end()):
        return ""  # "came back normal, as the assistant suggested it might": a forecast, no advice
    if _OPENER.match(what) or len(what.split()) <= 3 and what[:1].isupper():
        after = re.split(r"[.;!?]|,\s+(?:but|and|so|which|while)\b", body[told.end():].lstrip(" ,"), maxsplit=1)[0]
        return re.sub(r"^(?:the user|she|he|they|we|I)\s+", "", after.strip(), flags=re.I)  # (what was done, not who)
    return what


_NOT_TAKEN = lazy(r"\b(?:rather than|instead of|not|never|didn['’]t|did not|ignored)\b", re.I)
# when or why, not what: "In April", "Last week", "After two weeks of no progress" (who: a few capitalised words)
_OPENER = lazy(r"(?:in|on|at|after|before|since|because|when|once|during|by|following|within|last|this|next|then|so"
               r"|and)\b", re.I)
_FORECAST = lazy(r"\s+(?:it|they|this|that|he|she)\s+(?:might|would|could|will|may)\b", re.I)


METHOD_WORDS = 16


def method_of(body: str, is_question_word: Callable[[str], bool], procedure: bool = False) -> str:
    """What a sentence says was (or is to be) done, for "How did we fix …?": its first
    sentence whole when short, else its first clause ("Treat 60 s as a hard limit for any
    MCP tool call and warm up …" → "Treat 60 s as a hard limit for any MCP tool call");
    after a procedure's title that restates the question, its first step."""
    text = ITEM_NUMBER.sub("", body).replace("**", "").replace("__", "")
    sections = re.split(r"\s*#{1,6}\s+", text)
    held = [held_words(section, is_question_word) for section in sections]
    best = max(range(len(sections)), key=lambda i: (held[i], -i))
    if held[best] > held[0]:
        # "Do the home exercises every day … ## The carillon. I'd pause the lessons until …": the
        # part under the heading the question names; its advice follows the heading
        heading, _, rest = sections[best].strip().partition(". ")
        if len(heading.split()) <= HEADING_WORDS and not rest.strip():
            return ""  # (a heading alone, its advice in the next part: "… Here's what can help. ## While he waits.")
        text = rest if len(heading.split()) <= HEADING_WORDS else sections[best]
    said = re.split(r"(?<=[.!?])\s+(?=[A-Z])", text.strip())
    # (not the kind words before the advice: "Congratulations, Priyanka!", "I'm sorry, a postponement is hard.")
    first = next((x for x in said if not _KIND_WORDS.match(x)), said[0]).rstrip(" .")
    head, colon, tail = first.partition(": ")
    content = [w for w in words_of(head) if w.group(0).casefold() not in STOPWORDS]
    if colon and tail and (procedure or held_words(head, is_question_word) * 2 >= len(content)):
        # "Move BTC … to a hardware wallet: Create the wallet …; Store backups in two places …":
        # the step that holds most of the question's words, the first of equals.
        steps = re.split(r";\s+", tail)
        first = max(steps, key=lambda x: (held_words(x, is_question_word), -steps.index(x)))
    if _LEAD_IN.match(first) and not tail:
        return ""  # "Here's how to make a safe start as a new prescriber:" says what follows, no advice
    if len(first.split()) > METHOD_WORDS:
        parts = re.split(r",\s+|;\s+|\s+[—–-]\s+|\s+and\s+(?=[a-z]+\s)", first, maxsplit=1)
        # (the main clause, not one that only sets the time: "Before you compare prices, ask each …")
        first = parts[1] if len(parts) > 1 and _SETS_THE_TIME.match(parts[0]) else parts[0]
    return clip_words(first)


HEADING_WORDS = 6  # a section's heading, at most
_KIND_WORDS = lazy(r"\W*(?:congratulations|well done|good news|great news|good luck|i['’]m (?:so )?sorry|sorry|thanks"
                  r"|thank you|what a\b|that['’]s (?:great|wonderful|brilliant|lovely|exciting|fantastic)|how exciting)", re.I)
_LEAD_IN = lazy(r"\W*(?:here(?:['’]s| is| are)|these are|the following)\b", re.I)
_SETS_THE_TIME = lazy(r"\W*(?:before|after|when|whenever|once|while|until|as soon as|if)\b", re.I)


# a short answer of dates, amounts and names only: no advice ("3 March 2025", "R128,000", "Sebastopol")
_DEED_ADVISED = lazy(r"^\W*(?:what|how)\s+did\s+you\s+[^?]*?\b(?:to\s+do|me\s+to|for\s+\w+ing)\b", re.I)  # a deed asked
_NO_ADVICE = lazy(r"(?:(?:[A-Z][\w'’.-]*|[^\w\s]?\d[\d,.:]*\w*|of|the|and|in|on)[\s,]*)+")


def no_advice(question: str, shorts: list[str]) -> bool:
    """Whether short answers to "What did you tell me to do …?" are dates, amounts and names
    only, which advise no deed ("3 March 2025", "R128,000", "Sebastopol")."""
    return bool(_DEED_ADVISED.match(question)) and all(_NO_ADVICE.fullmatch(t) for t in shorts)


# What a note says the assistant told the user to do: "the assistant (not a vet) said not to wait but to
# take him to a vet the same day", "the assistant advised the user to get a survey first" (not "you":
# in an assistant's turn, that is the user)
_TOLD_TO = lazy(r"\b(?i:the assistant|the AI)|\b(?:ChatGPT|Claude|Gemini)")
_TOLD = lazy(r"(?:\s*\([^)]{0,40}\))?\s+(?:said|told\s+(?:the user|her|him|them|me)|advised(?:\s+(?:the user|her|him|them|me))?"
             r"|urged(?:\s+(?:the user|her|him|them|me))?|recommended|suggested)\s+"
             # (a thing to do: not "said to the user that …", "suggested to Maya's teacher …", "said to expect a bill")
             r"((?:not\s+)?to\s+(?!(?:the|a|an|her|him|them|me|us|you|my|his|their|our|its|expect|be)\b)(?-i:[a-z])[^.;:!?]{2,})", re.I)


def told_to(body: str) -> str:
    """What a note says the assistant told the user to do, from its "to" on ("not to wait but to
    take him to a vet the same day"), up to the sentence's end; "" for none."""
    told = next((t for m in _TOLD_TO.finditer(body) if (t := _TOLD.match(body, m.end()))), None)
    # (… up to the next thing it did: ", explained the rules", or what was done instead: ", but she booked …")
    return re.split(r"\s+(?:—|–)\s+|,\s+(?:which|while|but|and the user)\b|,\s+(?:and\s+)?(?=[a-z]+ed\b)", told.group(1),
                    maxsplit=1)[0].strip() if told else ""
