"""Option values that must name something the archive has (a platform): an unknown one is
a mistake to point out, not a filter that quietly matches nothing."""

from __future__ import annotations

from ..errors import BadQuery
from ..wording import echo

SUGGEST_CUTOFF = 60  # rapidfuzz ratio: "chatgtp" → "chatgpt" (86), "gpt" → "chatgpt" (60)


def closest(value: str, choices: list[str]) -> str | None:
    from rapidfuzz import fuzz, process

    best = process.extractOne(value, choices, scorer=fuzz.ratio, score_cutoff=SUGGEST_CUTOFF)
    return best[0] if best else None


def check_platforms(asked: list[str], known: list[str]) -> None:
    """Raise BadQuery for the first platform in `asked` the archive has no chat from."""
    folded = {k.casefold() for k in known}
    for value in asked:
        if value.casefold() in folded:
            continue
        has = ", ".join(known) or "none"
        guess = closest(value.casefold(), sorted(folded))
        hint = f"did you mean --platform {guess}?" if guess else "use one of those"
        raise BadQuery(f"--platform {echo(value)}: this archive has no chat from it (its platforms: {has}); {hint}")


def describe_filters(tfilter, opts) -> list[str]:
    """The filters a search ran with, as its response lists them (time, platform, has)."""
    out = []
    if tfilter:
        out.append(f"time: {tfilter.describe()}")
    if opts.platforms:
        out.append("platform: " + ", ".join(opts.platforms))
    if opts.has:
        out.append("has: " + ", ".join(opts.has))
    return out
