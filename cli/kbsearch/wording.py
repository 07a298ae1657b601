"""How counts and long values read in messages, the same way everywhere: "1 chat",
"2,312 chats", and a pasted page cut to a readable line."""

from __future__ import annotations

ECHO_LIMIT = 80  # characters of a query (or any value) a message repeats


def counted(n: int, noun: str, plural: str = "") -> str:
    """`n` with thousands separators and `noun` in the number it needs; `plural` for nouns
    that do not just take an s ("1 match" / "3 matches")."""
    return f"{n:,} {noun if n == 1 else plural or noun + 's'}"


def clipped(value: str, most: int = ECHO_LIMIT) -> str:
    """`value` as it is when short, else cut to about `most` characters, ending in "…"."""
    return value if len(value) <= most else value[: most - 1].rstrip() + "…"


def echo(text: str, limit: int = ECHO_LIMIT) -> str:
    """`text` quoted for a message, cut to about `limit` characters: a pasted page echoed
    whole would bury the one line that says what happened."""
    if len(text) <= limit:
        return repr(text)
    return repr(clipped(text, limit)) + f" ({len(text):,} characters)"
