"""The phrase a sentence adds to the question's words, for an open *what* answer: the run of
words within one clause that are not the question's, next to those that are, scored by how
near they sit and how much they name ("a BitBox02 hardware wallet")."""

from __future__ import annotations

import re
from collections.abc import Callable

from .subject import without_holidays
from .words import CLAUSE, EDGE, MAX_WORDS, PREPOSITIONS, SUBJECTS, boundary, is_edge, trim, words_of
from .lazy_pattern import lazy

SPAN_WORDS = 8  # an open answer's phrase, at most
TITLE_CHARS = 80  # a title's colon comes this soon ("Breaking in a new sauna stove: …")
_ENDS_PHRASE = CLAUSE | SUBJECTS
# "pastel de nata | every single day", "named Biscuit | next Saturday"
WHEN_WORDS = frozenset("every each yesterday today tonight tomorrow next last soon ago".split())
_PRONOUNS = frozenset("i im me my we us our you your he him his she her they them their it".split())
_VERB_AFTER_AND = lazy(r"(?i:had|has|have|was|were|is|are|went|got|did|made|took|came|then|ended|started|left|needed)")


def phrase(body: str, is_question_word: Callable[[str], bool], several: bool = False, least: float = 0.0) -> str:
    """The phrase a sentence adds to the question's words: the run of words, within one
    clause, that are not the question's, next to those that are (after them first), its
    edge words trimmed. "" when the sentence adds nothing (or nothing scoring `least`).
    A holiday is none of it ("new" of a question is not the "New" of "New Year's Day")."""
    body = without_holidays(body, keep_length=True)
    ws = words_of(body)
    if not ws:
        return ""
    q = [is_question_word(m.group(0)) for m in ws]
    if not any(q):
        return ""
    last_q = max(k for k in range(len(ws)) if q[k])
    best, best_score = "", 0.0
    i = 0
    while i < len(ws):
        if q[i]:
            i += 1
            continue
        j = i
        run = [ws[i]]
        while j + 1 < len(ws) and not q[j + 1] and not boundary(body, ws[j], ws[j + 1], not several) \
                and ws[j + 1].group(0).casefold() not in _ENDS_PHRASE \
                and not (ws[j + 1].group(0).casefold() == "and" and j + 2 < len(ws)
                         and _VERB_AFTER_AND.fullmatch(ws[j + 2].group(0))):  # "a sock | and had surgery"
            j += 1
            run.append(ws[j])
        if ws[i].group(0).casefold() in CLAUSE:
            run = run[1:]
        words = trim([m.group(0) for m in run])
        cut = next((k for k, w in enumerate(words) if k and (w.casefold() in PREPOSITIONS or w.casefold() in WHEN_WORDS)),
                   len(words))
        words = trim(words[:cut])
        content = [w for w in words if not is_edge(w)  # (nor a title's opening verb: "Breaking in a new sauna stove: …")
                   and not (len(words) == 1 and re.fullmatch(r"[A-Z][a-z]+ing", w) and not body[:ws[i].start()].strip()
                            and ":" in body[:TITLE_CHARS])]
        if content:
            # … or the appositive right after them: "her first pottery piece, a blue mug"
            after = i > 0 and q[i - 1] and (not boundary(body, ws[i - 1], ws[i], True) or (
                ws[i].group(0).casefold() in ("a", "an") and body[ws[i - 1].end():ws[i].start()].strip() == ","))
            # The nearest question word before the run, through edge words only.
            k = i - 1
            while k >= 0 and not q[k] and ws[k].group(0).casefold() in EDGE and not boundary(body, ws[k], ws[k + 1], True):
                k -= 1
            near_after = k >= 0 and q[k] and not boundary(body, ws[k], ws[k + 1], True)
            before = j + 1 < len(ws) and q[j + 1] and not boundary(body, ws[j], ws[j + 1], True)
            last = i > last_q  # after every question word: the object
            score = min(len(content), 4) * 0.5 + (2.0 if after or near_after else 0.0) + (0.5 if before else 0.0)
            score += 1.0 if last and (after or near_after) else 0.0
            if before and len(words) <= 3 and (words[-1][:1].isupper() or words[-1][:1].isdigit()):
                score += 1.5  # "a BitBox02 hardware wallet": the name right in front of the asked noun
            score += 0.5 * sum(1 for w in content if w[:1].isupper() or w[:1].isdigit())
            score += 0.3 if len(content) >= 2 else 0.0
            score -= 0.4 * max(0, len(words) - SPAN_WORDS) + 0.3 * max(0, len(words) - 4)
            score -= 0.7 * sum(1 for w in words if w.casefold() in _PRONOUNS)
            if least and not (after or near_after or (before and len(words) <= 3)):
                score = 0.0  # asked for a phrase by the question's words: this one is not
            if score > best_score:
                best, best_score = " ".join(words[:SPAN_WORDS if not several else MAX_WORDS]), score
        i = j + 1
    return best.strip(" ,") if best_score >= least else ""
