"""'Patterns noticed': a few thematic lines about a result set, computed, not invented."""

from __future__ import annotations

from collections import Counter

from ..wording import counted
from .results import Result


def theme_of(topic: str) -> str:
    parts = topic.split(".")
    return ".".join(parts[:2]) if len(parts) > 1 else parts[0]


def notice(results: list[Result], topics: dict[str, list[str]]) -> list[str]:
    """topics: chat_id -> all its topics (not only the matched ones)."""
    if not results:
        return []
    lines = []
    themes = Counter()
    for r in results:
        themes.update({theme_of(t) for t in topics.get(r.chat_id, [])})
    common = [(t, n) for t, n in sorted(themes.items(), key=lambda tn: (-tn[1], tn[0]))[:4] if n > 1]
    if common:
        lines.append("Recurring themes: " + ", ".join(f"{t} ({counted(n, 'chat')})" for t, n in common))
    platforms = Counter(r.platform for r in results)
    lines.append("Platforms: " + ", ".join(f"{p} {n}" for p, n in sorted(platforms.items(), key=lambda pn: (-pn[1], pn[0]))))
    dates = sorted(r.date for r in results if r.date)
    if dates:
        years = Counter(d[:4] for d in dates)
        span = f"{dates[0]} → {dates[-1]}"
        if len(years) > 1:
            span += " (" + ", ".join(f"{y}: {n}" for y, n in sorted(years.items())) + ")"
        lines.append("Time span: " + span)
    signals = Counter(s for r in results for s in r.signals)
    if signals:
        lines.append(
            "Signals: " + ", ".join(f"{n} with {s}" for s, n in signals.most_common())
        )
    return lines
