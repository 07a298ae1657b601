"""Chats reached only through synonyms of words that other chats hold as typed.

"MCP timeout" reaches a trip plan through `timed` alone (a synonym of timeout) while a dozen
chats hold "timeout" itself: such a chat is not about the query, only near one of its words.
The rule, for any query: a query word counts as matched *directly* by a chat that holds it
as typed (or another form of it), or through a synonym when no chat holds it as typed (a
nickname such as "Chatty" is reached only through its synonyms). A chat that matches no
query word directly, but some through synonyms, comes after every other chat (those that
match a word directly, and those found by meaning) and is marked, so no view shows it beside
chats that match the query itself. Chats found by meaning alone are not affected.
"""

from __future__ import annotations

from collections.abc import Mapping

# The why line of such a chat begins with this (every output format carries the why line).
WHY_PREFIX = "only through synonyms: "


def through_synonyms_only(hits: Mapping) -> set[int]:
    """Rows of the chats whose every matched query word came through a synonym, where
    other chats hold that word as typed."""
    dense = getattr(hits, "synonym_only_rows", None)
    if dense is not None:  # arrays.DenseHits: the same rule over its arrays
        return dense()
    typed = 0
    for hit in hits.values():
        typed |= hit.original
    return {row for row, hit in hits.items()
            if hit.matched and not hit.original and not hit.matched & ~typed}


def synonyms_last(ranked: list[int], weak: set[int]) -> list[int]:
    """The ranking with the chats reached only through synonyms moved after all others,
    each group in its own order."""
    if not weak:
        return ranked
    return [row for row in ranked if row not in weak] + [row for row in ranked if row in weak]
