"""The caveats an answer carries: thin evidence, sources far apart in time, sources that
disagree, words matched only through synonyms, words read as another spelling."""

from __future__ import annotations

from datetime import date

from ..wording import counted
from .evidence import Concept, Passage
from .lead import values
from .model import Source

MIN_SOURCES = 3  # fewer cited chats than this is "thin evidence"
OLD_SPAN_DAYS = 730  # oldest cited source more than ~2 years before the newest


def concepts_never_seen(concepts: list[Concept], resp) -> list[tuple[str, list[str]]]:
    """Query words that no result has in its own spelling, with the synonyms that stood in."""
    out = []
    for c in concepts:
        if any(c.term in r.matched_terms for r in resp.results):
            continue
        used: list[str] = []
        for r in resp.results:
            for m in r.synonym_matches:
                if m.term == c.term and m.synonym not in used:
                    used.append(m.synonym)
        if used:
            out.append((c.term, used))
    return out


def caveats_for(sources: list[Source], unseen: list[tuple[str, list[str]]], corrections: list[dict],
                partial: bool = False) -> list[str]:
    """Thin evidence, sources far apart in time, synonym-only matches, guessed words."""
    out = []
    if partial:
        out.append("No passage matches every part of the question; these match most of it.")
    if sources and len(sources) < MIN_SOURCES:
        out.append(f"Thin evidence: only {counted(len(sources), 'source')}; "
                   f"read {'it' if len(sources) == 1 else 'them'} before relying on this.")
    dated = [(date.fromisoformat(s.date), s.number) for s in sources if _is_date(s.date)]
    if len(dated) >= 2:
        (oldest, n_old), (newest, n_new) = min(dated), max(dated)
        if (newest - oldest).days > OLD_SPAN_DAYS:
            years = (newest - oldest).days / 365.25
            out.append(f"Sources span {years:.1f} years ([{n_old}] {oldest} to [{n_new}] {newest}): "
                       "older ones may be out of date or contradicted by newer ones.")
    for term, synonyms in unseen:
        out.append(f"“{term}” itself never appears; it was read as {', '.join(synonyms)} (synonyms).")
    only = [s for s in sources if s.via_synonyms]
    if only:
        refs = "".join(f"[{s.number}]" for s in only)
        out.append(f"{refs} matched the question only through synonyms: check they are about what you meant.")
    for c in corrections:
        out.append(f"“{c['from']}” was read as “{c['to']}” (no match for the word as typed).")
    return out


def _is_date(value: str) -> bool:
    try:
        date.fromisoformat(value)
    except (TypeError, ValueError):
        return False
    return True


def sources_differ(best: Passage, other: Passage, numbers: dict[str, int], kind: str) -> str:
    """The caveat for two sources that disagree, the later chat named as such."""
    a, b = sorted((best, other), key=lambda p: (p.said_on, numbers[p.chat.result.chat_id]))

    def says(p: Passage) -> str:
        shown = ", ".join(sorted(values(p, kind)))
        return f"[{numbers[p.chat.result.chat_id]}] ({p.said_on or 'undated'}) says {shown}"

    later = "; the later chat may correct the earlier" if a.chat is not b.chat and a.said_on != b.said_on else ""
    return f"Sources differ: {says(a)}, {says(b)}{later}."
