"""HTML fragments to plain text (Takeout cards): block tags become line breaks, list
items become "- " lines, entities are decoded. Small on purpose: Takeout's markup is
simple and regular."""

from __future__ import annotations

import html
import re

_BREAKS = re.compile(r"<\s*(?:br|/p|/div|/h[1-6]|/li|/tr|/pre|/blockquote)\s*/?\s*>", re.IGNORECASE)
_OPEN_BLOCK = re.compile(r"<\s*(?:p|div|h[1-6]|tr|pre|blockquote)(?:\s[^>]*)?>", re.IGNORECASE)
_ITEM = re.compile(r"<\s*li(?:\s[^>]*)?>", re.IGNORECASE)
_TAG = re.compile(r"<[^>]*>")
_BLANKS = re.compile(r"\n\s*\n\s*\n+")
_SPACES = re.compile(r"[ \t\u00a0\u202f]+")


def to_text(fragment: str) -> str:
    text = _BREAKS.sub("\n", fragment)
    text = _OPEN_BLOCK.sub("\n", text)
    text = _ITEM.sub("\n- ", text)
    text = html.unescape(_TAG.sub("", text))
    lines = [_SPACES.sub(" ", line).strip() for line in text.splitlines()]
    return _BLANKS.sub("\n\n", "\n".join(lines)).strip()
