"""How counts and long values read in messages, the same way everywhere: "1 chat",
"2,312 chats", and a 5,000-character value cut to a readable line."""

from __future__ import annotations


def counted(n: int, noun: str, plural: str = "") -> str:
    """`n` with thousands separators and `noun` in the number it needs; `plural` for nouns
    that do not just take an s ("1 match" / "3 matches")."""
    return f"{n:,} {noun if n == 1 else plural or noun + 's'}"


def clipped(value: str, most: int = 80) -> str:
    """`value` as it is when short, else its first `most` characters ending in "..."."""
    return value if len(value) <= most else value[:most - 3] + "..."
