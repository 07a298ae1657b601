"""Explaining a hit to a person: which terms matched where, and a snippet that shows it."""

from __future__ import annotations

import re
from pathlib import Path

from .chatfiles import read_text
from .text import tokens

SNIPPET_CHARS = 220
_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n+")
FIELD_NAMES = {"topics": "topics", "title": "title", "condensed": "condensed summary", "raw": "raw chat"}


def matched_topics(topics: list[str], vocab: set[str]) -> list[str]:
    return [t for t in topics if vocab.intersection(tokens(t))]


def best_passage(texts: list[str], vocab: set[str]) -> str:
    """The sentence that carries the most distinct matched terms, trimmed around the first."""
    best, best_hits = "", 0
    for text in texts:
        for sentence in _SENTENCE.split(text):
            sentence = sentence.strip()
            if not sentence:
                continue
            hits = len(vocab.intersection(tokens(sentence)))
            if hits > best_hits:
                best, best_hits = sentence, hits
    return trim(best, vocab)


def trim(sentence: str, vocab: set[str]) -> str:
    sentence = " ".join(sentence.split())
    if len(sentence) <= SNIPPET_CHARS:
        return sentence
    first = len(sentence)
    for m in re.finditer(r"[^\W_]+", sentence):
        if tokens(m.group()) and tokens(m.group())[0] in vocab:
            first = m.start()
            break
    start = max(0, min(first - 60, len(sentence) - SNIPPET_CHARS))
    cut = sentence[start : start + SNIPPET_CHARS].strip()
    return ("…" if start else "") + cut + ("…" if start + SNIPPET_CHARS < len(sentence) else "")


def raw_passage(path: str, vocab: set[str]) -> str:
    """A matching line of a raw chunk, read only for results being shown."""
    if not path:
        return ""
    text, _ = read_text(Path(path))
    lines = [line.strip().removeprefix("content:").removeprefix("text:").strip(" |-") for line in text.splitlines()]
    return best_passage([line for line in lines if line], vocab)


def why_line(parts: list[tuple[str, str, list[str]]]) -> str:
    """parts: (query term, what matched — the term itself or a synonym, fields)."""
    originals = [(t, f) for t, m, f in parts if m == t]
    synonyms = [(t, m, f) for t, m, f in parts if m != t]
    pieces = []
    for term, fields in originals:
        pieces.append(f"“{term}” in {', '.join(FIELD_NAMES[f] for f in fields)}")
    for term, match, fields in synonyms:
        pieces.append(f"“{match}” (synonym of {term}) in {', '.join(FIELD_NAMES[f] for f in fields)}")
    return "matches " + "; ".join(pieces) if pieces else ""
