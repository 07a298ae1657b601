"""Stable chat ids and file-name slugs for ingested conversations."""

from __future__ import annotations

import hashlib
import re
import unicodedata

CHAT_ID = re.compile(r"^(?=[0-9a-f]*[a-f])[0-9a-f]{8}$")
_SLUG_CHARS = re.compile(r"[^a-z0-9]+")
SLUG_MAX = 60


def chat_id_for(source: str, source_id: str, is_free=lambda cid: True) -> str:
    """The source's own id when it already is one (8 hex characters with a letter), else
    8 hex characters of a hash of the source and its id: the same export always gives
    the same ids. An id with no letter would read as a date, so the next window of the
    hash is taken; `is_free` (False for the id of another conversation) moves a collision
    along too."""
    candidate = source_id.strip().lower()
    if CHAT_ID.match(candidate) and is_free(candidate):
        return candidate
    salt = 0
    while True:
        digest = hashlib.sha256(f"{source}\x00{source_id}\x00{salt or ''}".encode("utf-8")).hexdigest()
        for start in range(0, len(digest) - 7):
            window = digest[start:start + 8]
            if CHAT_ID.match(window) and is_free(window):
                return window
        salt += 1


def slug(title: str, fallback: str = "chat") -> str:
    """ASCII snake_case from a title, at most SLUG_MAX characters, cut at a word."""
    ascii_text = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode("ascii")
    words = [w for w in _SLUG_CHARS.split(ascii_text.lower()) if w]
    out = ""
    for word in words:
        candidate = f"{out}_{word}" if out else word
        if len(candidate) > SLUG_MAX:
            break
        out = candidate
    return out or (words[0][:SLUG_MAX] if words else fallback)
