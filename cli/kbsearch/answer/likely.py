"""Would-questions, answered by inference: "Would Lena enjoy a whale-watching tour?", "Is Wes
likely to sell his grandfather's anvil?". No chat says "Lena would enjoy it"; what one says of
her and the thing ("she saw a humpback whale off Húsavík and loved it") makes it likely or not.

The answer says it is an inference — "Likely yes", "Likely no" — never a plain yes: a person
who reads it learns what the archive points to and that no chat states it.

- A thing one would take to ("enjoy", "visit", "join", "be at") is likely, unless the sentence
  tells of dislike or fear of it ("she gets seasick", "he hates crowds") or says no of it.
- A thing one would give up ("sell", "quit", "give up", "go back to", "move away") is unlikely,
  unless the sentence tells of meaning to ("thinking of selling the anvil"): people keep what
  they tell of keeping, and a job they left ("shod his last horse") is one they left.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .lazy_pattern import lazy
from .short_yesno import held_clause

# "Would …", "Could …", "Might …", or "likely" anywhere: "Is Wes likely to …", "Would Maya likely …"
_INFERRED = lazy(r"^\s*(?:would|might)\b|\b(?:likely|unlikely)\b", re.I)
# What one would leave behind ("go back to" before "go": it is the leaving of what one left)
_GIVE_UP = lazy(r"\b(?:giv(?:e|ing)\s+up|sell|selling|quit|quitting|leave|leaving|rehome|rehoming|retire|abandon"
                r"|divorce|ditch|drop\s+out|stop|stopping|close\s+(?:down|the|her|his|their)|get\s+rid|break\s+up"
                r"|split\s+up|(?:go|going|move|moving)\s+back|return(?:ing)?\s+to|(?:move|relocate)\s+(?:away|out|abroad|to)"
                r"|give\s+(?:\w+\s+){0,3}up)\b", re.I)
# … and what one would take to
_TAKE_TO = lazy(r"\b(?:enjoy|like|love|appreciate|want|be\s+(?:interested|keen|excited|happy|glad|up\s+for|in|at|there)"
                r"|visit|attend|join|go|come|take\s+part|sign\s+up|try|read|watch|play|see|do|adopt|get|buy|run|enter"
                r"|travel|compete|race|perform|take\s+up|learn|continue|keep)\b", re.I)
# A sentence telling of meaning to: "thinking of selling", "she wants to quit"
_MEANING_TO = lazy(r"\b(?:thinking\s+(?:of|about)|consider(?:s|ing)?|tempted|want(?:s|ed)?\s+to|plan(?:s|ning)?\s+to"
                   r"|going\s+to|gonna|hop(?:e|es|ing)\s+to|ready\s+to|looking\s+(?:to|at)|might|may|about\s+to"
                   r"|decided\s+to|fed\s+up)\b", re.I)
# … or of dislike, fear or an end: "she gets seasick", "hates crowds", "never again"
_AVERSE = lazy(r"\b(?:hat(?:e|es|ed|ing)|dislik(?:e|es|ed)|can['’]?t\s+stand|cannot\s+stand|scared|afraid|terrified"
               r"|frightened|phobia|fear|not\s+(?:a\s+fan|into|interested|keen|for\s+me)|never\s+again|allergic|seasick"
               r"|carsick|sick|bored|boring|miserable|awful|nightmare|hopeless|no\s+interest|done\s+with|gave\s+up"
               r"|quit|stopped|worst|dread(?:s|ed)?|nervous|anxious)\b", re.I)
_NOT = lazy(r"\b(?:not|never|no|don['’]?t|doesn['’]?t|didn['’]?t|won['’]?t|isn['’]?t|wasn['’]?t|can['’]?t)\b", re.I)


def inferred(question: str) -> str:
    """"give up" or "take to" when the question asks what someone would likely do ("Would Nell
    consider going back to insurance?", "Would Leo enjoy a natural history museum?"); else ""."""
    if not _INFERRED.search(question):
        return ""
    if _GIVE_UP.search(question):
        return "give up"
    return "take to" if _TAKE_TO.search(question) else ""


def likely(question: str, body: str, is_question_word: Callable[[str], bool]) -> str:
    """"Likely yes" or "Likely no", inferred from the sentence `body` that holds the question's
    words, for a question `inferred` reads; else ""."""
    how = inferred(question)
    if not how:
        return ""
    clause = held_clause(body, is_question_word)
    if how == "give up":  # kept, unless the sentence tells of meaning to let it go
        meant = _MEANING_TO.search(clause) and _GIVE_UP.search(clause) and not _NOT.search(clause)
        return "Likely yes" if meant else "Likely no"
    return "Likely no" if _AVERSE.search(clause) or _NOT.search(clause) else "Likely yes"


_ASKED_OF = lazy(r"^\s*(?:would|is|are|will|might|does|do|was|were)\s+([\w'’-]+)", re.I)


def grounds_word(term: str, question: str) -> bool:
    """Whether a word of the question could ground an inference: not its asking ("enjoy",
    "likely", "sell") nor whom it asks of ("Declan"; "Dolores", the van he would sell, does)."""
    asked_of = _ASKED_OF.match(question)
    return not (_GIVE_UP.fullmatch(term) or _TAKE_TO.fullmatch(term) or _INFERRED.fullmatch(term)
                or term in ("consider", "still", "soon", "ever", "another", "again")
                or asked_of and term == asked_of.group(1).casefold().removesuffix("'s").removesuffix("’s"))
