"""Parsing a query: content terms, time intent, content signals and the mode it asks for."""

from __future__ import annotations

import calendar
import re
from dataclasses import dataclass, field
from datetime import date

from ..errors import BadQuery
from ..text import STOPWORDS, WORD_PATTERN, fold, is_unspaced, word_terms, words
from . import timerange

_QUERY_WORD = re.compile(r"\d{4}-\d{2}-\d{2}|" + WORD_PATTERN)

SEARCH_VERBS = frozenset("find search list show lookup locate grep get".split())
QUESTION_WORDS = frozenset(
    "what why how when who whom whose which where did do does is are was were can could "
    "should would will have has had".split()
)
# Words about the archive itself: noise when other terms are present.
FILLERS = frozenset(
    "chat chats conversation conversations talk talked discuss discussed discussion mention "
    "mentioned said tell anything everything".split()
)
SIGNAL_WORDS = {
    "decisions": {"decision", "decisions", "decide", "decided", "chose", "choose", "chosen", "choice"},
    "discoveries": {"discovery", "discoveries", "discovered", "learned", "learnt", "insight", "insights", "til"},
    "procedures": {"procedure", "procedures", "steps", "howto", "recipe", "guide", "setup", "workflow"},
    "artifacts": {"artifact", "artifacts", "script", "scripts", "snippet", "snippets", "diagram", "code"},
    "failures": {"problem", "problems", "issue", "issues", "bug", "bugs", "failure", "failures", "failed",
                 "broke", "broken", "trouble", "mistake", "mistakes", "wrong"},
}


@dataclass
class ParsedQuery:
    text: str
    terms: list[str] = field(default_factory=list)
    time: timerange.TimeFilter | None = None
    signals: list[str] = field(default_factory=list)
    mode: str = "search"  # "search" | "answer"
    surface: dict[str, str] = field(default_factory=dict)  # term -> the word as typed
    # A typed word of an unspaced script (Thai, Japanese…) -> its letter-pair terms.
    pair_words: dict[str, list[str]] = field(default_factory=dict)


def detect_mode(text: str) -> str:
    ws = words(text)
    if not ws:
        return "search"
    if ws[0] in SEARCH_VERBS and _is_command(ws):
        return "search"
    if text.rstrip().endswith("?") or ws[0] in QUESTION_WORDS:
        return "answer"
    return "search"


def _is_command(ws: list[str]) -> bool:
    """'find memory slots' and 'show me the timeouts' lead with a command; 'search
    engine' and 'list comprehension' are topics."""
    following = ws[1:]
    content = [w for w in following if w not in STOPWORDS]
    return bool(following) and (following[0] in STOPWORDS or len(content) >= 2)


def parse_query(text: str, today: date | None = None) -> ParsedQuery:
    today = today or date.today()
    folded = _QUERY_WORD.findall(fold(text))
    time, rest = timerange.extract(folded, today)
    mode = detect_mode(text)
    if rest and rest[0] in SEARCH_VERBS and _is_command(rest):
        rest = rest[1:]
    signals = [s for s, ws in SIGNAL_WORDS.items() if any(w in ws for w in rest)]
    terms: list[str] = []
    surface: dict[str, str] = {}
    pair_words: dict[str, list[str]] = {}
    for w in rest:
        if w in STOPWORDS or "-" in w:
            continue
        parts = word_terms(w)
        if is_unspaced(w):
            pair_words[w] = list(dict.fromkeys(parts))
        for t in parts:
            if t not in terms:
                terms.append(t)
                surface[t] = w
    if any(t not in FILLERS for t in terms):
        terms = [t for t in terms if t not in FILLERS]
    return ParsedQuery(text=text, terms=terms, time=time, signals=signals, mode=mode, surface=surface,
                       pair_words=pair_words)


def time_bound(text: str, today: date, end: bool = False) -> date:
    """A --since (first day) or --until (last day) value: YYYY, YYYY-MM, YYYY-MM-DD, a
    month name, or any time phrase a query takes ('last week', 'last 3 days', 'this
    month', 'October 2024', 'before 2024'). ValueError, saying why, when it is none."""
    try:
        return timerange.parse_bound(text, today, end=end)
    except ValueError:
        pass
    try:
        parsed = parse_query(text, today)
    except BadQuery as exc:  # shaped like a date that is not one (2025-02-30)
        raise ValueError(str(exc)) from None
    tf = parsed.time
    if tf is None or parsed.terms:
        raise ValueError("expected YYYY, YYYY-MM, YYYY-MM-DD or a time phrase ('October', 'October 2024', "
                         "'today', 'yesterday', 'last week', 'last 3 days', 'this month', 'since March')")
    if tf.month and not (tf.start or tf.end):  # "in October": the last October, as "October" is
        return timerange.parse_bound(calendar.month_name[tf.month], today, end=end)
    bound = tf.end if end else tf.start
    if bound is None:
        raise ValueError(f"the phrase has no {'last' if end else 'first'} day; give it to {'--since' if end else '--until'}")
    return bound
