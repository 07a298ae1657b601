"""Explaining a hit to a person: which terms matched where, and a snippet that shows it."""

from __future__ import annotations

import re

from ..archive.chatfiles import kept_raw
from ..text import is_unspaced

SNIPPET_CHARS = 220
MAX_MATCHES = 200
# Japanese and Chinese full stops end a sentence with no space after them.
_BOUNDARY = re.compile(r"[.!?](?=\s)|[。！？]|\n")
_SENTENCE_BREAK = re.compile(r"[.!?]\s+|[。！？]|\n")  # a full stop inside "compose.yml" is not one
FIELD_NAMES = {"topics": "topics", "title": "title", "condensed": "summary", "raw": "chat text"}
FIELDS_ORDER = tuple(FIELD_NAMES)


def term_regex(vocab: set[str]) -> re.Pattern | None:
    """Matches any word that index-normalises to one of `vocab` (or starts like a stem):
    index terms lost their plural endings, so match their beginnings."""
    if not vocab:
        return None
    roots = sorted({t[:-1] if len(t) > 3 and t[-1] in "ye" else t for t in vocab}, key=len, reverse=True)
    # Letter pairs of unspaced scripts (Thai, Chinese…) sit inside words: no \b for them.
    spaced = [r for r in roots if r.isascii() or not is_unspaced(r)]
    unspaced = [r for r in roots if r not in spaced]
    parts = []
    if spaced:
        parts.append(r"\b(?:" + "|".join(map(re.escape, spaced)) + r")\w*")
    if unspaced:
        parts.append("(?:" + "|".join(map(re.escape, unspaced)) + ")")
    return re.compile("|".join(parts), re.IGNORECASE)


def matched_topics(topics: list[str], pattern: re.Pattern | None) -> list[str]:
    if pattern is None:
        return []
    return [t for t in topics if pattern.search(t.replace(".", " ").replace("_", " "))]


def best_passage(texts: list[str], pattern: re.Pattern | None) -> str:
    """The sentence carrying the most distinct matched words, trimmed around the first.
    Only sentences around regex hits are looked at, so long texts stay cheap."""
    if pattern is None:
        return ""
    best, best_score = "", 0
    for text in texts:
        seen_starts = set()
        for n, m in enumerate(pattern.finditer(text)):
            if n >= MAX_MATCHES:
                break
            start = _sentence_start(text, m.start())
            if start in seen_starts:
                continue
            seen_starts.add(start)
            end = _sentence_end(text, m.end())
            sentence = text[start:end]
            score = len({w.group().casefold() for w in pattern.finditer(sentence)})
            if score > best_score:
                best, best_score = sentence, score
    return trim(best, pattern)


# How far a sentence is looked for on either side of a hit: text with no sentence break
# (a 6 MB run of words) must cost a window per hit, not the rest of the text per hit.
SENTENCE_REACH = 600


def _sentence_start(text: str, pos: int) -> int:
    window = max(0, pos - SENTENCE_REACH)
    start = window
    for m in _SENTENCE_BREAK.finditer(text, window, pos):
        start = m.end()
    return start


def _sentence_end(text: str, pos: int) -> int:
    m = _BOUNDARY.search(text, pos, pos + SENTENCE_REACH)
    return m.start() + 1 if m else min(len(text), pos + SENTENCE_REACH)


def trim(sentence: str, pattern: re.Pattern) -> str:
    sentence = " ".join(sentence.split()).strip(" -|")
    if len(sentence) <= SNIPPET_CHARS:
        return sentence
    m = pattern.search(sentence)
    first = m.start() if m else 0
    start = max(0, min(first - 60, len(sentence) - SNIPPET_CHARS))
    cut = sentence[start : start + SNIPPET_CHARS].strip()
    return ("…" if start else "") + cut + ("…" if start + SNIPPET_CHARS < len(sentence) else "")


def raw_passage(path: str, pattern: re.Pattern | None) -> str:
    """A matching passage of a raw chunk, read only for results being shown: from its
    text as the index reads it (read_raw, kept: bookkeeping lines dropped, key names taken off),
    so a snippet is what was said, never a YAML key ("thinking:", "content: |-")."""
    if not path or pattern is None:
        return ""
    text, _ = kept_raw(path)
    return best_passage([text], pattern)


def why_line(parts: list[tuple[str, str, list[str]]]) -> str:
    """parts: (query term, what matched — the term itself or a synonym, fields).
    One clause per query term: where it matched, or through which synonyms."""
    clauses: dict[str, tuple[list[str], list[str]]] = {}
    for term, match, fields in parts:
        synonyms, where = clauses.setdefault(term, ([], []))
        if match != term:
            synonyms.append(match)
        where.extend(f for f in fields if f not in where)
    pieces = []
    for term, (synonyms, fields) in clauses.items():
        where = ", ".join(FIELD_NAMES[f] for f in FIELDS_ORDER if f in fields)
        via = f" via synonym {', '.join(synonyms)}" if synonyms else ""
        pieces.append(f"“{term}”{via} ({where})")
    return "matches " + "; ".join(pieces) if pieces else ""
