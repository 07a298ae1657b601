"""What a numbered list is of and what it is for, as the words around it say: "Three worth
booking:" lists no books; "## Twin lamb disease" heads the steps for twin lamb disease, not a
lambing plan's item that names the disease in passing."""

from __future__ import annotations

import contextlib
import re
from pathlib import Path

from ..archive.passages import raw_turns
from ..text import tokens
from .evidence import Passage
from .lazy_pattern import lazy
from .words import clip_words

ITEM = lazy(r"(?:^|(?<=[\s:]))(\d{1,2})[.)]\s+(?=[\"'“*_A-Z])")  # a numbered item's number: "1. ", "2) "
OTHER_PURPOSE = 0.6  # a list for something else than the question says ("preparing for lambing", not "twin lamb disease")
_HEADING = lazy(r"^#+\s*(.+)$|^(.+):\s*$", re.M)
_NUMBERED_HEADING = lazy(r"^#{1,4}\s*(\d{1,2})[.)]\s+(.+?)\s*$", re.M)  # "## 1. Félix's RESP first"


def lists(p: Passage, noun: str) -> bool:
    """Whether the list a passage is of says it lists `noun`s: in the words before its first
    item, the request before it, the procedure's name or the chat's title."""
    intro = [_intro(p), p.before, p.chat.result.title]
    said = set(re.findall(r"[a-z]+", " ".join(intro).casefold()))  # (word forms: "booking" is no "book")
    return bool({noun, noun + "s", noun + "es", noun[:-1] + "ies" if noun.endswith("y") else noun} & said)


def for_purpose(p: Passage, body: str, purpose: frozenset[str]) -> bool:
    """Whether the list a passage (of words `body`) is of says it is for all but one of the
    `purpose` words: in the heading right above its item (else the words before its first item,
    or a procedure's name), the request before it or the chat's title."""
    whole = p.whole
    at = whole.find(body[:40]) if p.kind != "procedures" else -1
    heads = list(_HEADING.finditer(whole, 0, at)) if at > 0 else []
    intro = heads[-1].group(0) if heads else _intro(p)
    said = set(tokens(" ".join([intro, p.before, p.chat.result.title])))
    return len(purpose & said) >= max(1, len(purpose) - 1)


def _intro(p: Passage) -> str:
    """The words before a passage's list: before its first item, or a procedure's name."""
    first = ITEM.search(p.whole) if p.kind != "procedures" else None
    return p.whole[:first.start()] if first else p.whole.split(":")[0]


# Where a list item's own words end: its heading, or a comma that goes on to why or how
# ("Oats and barley, for their soluble fibre").
_ITEM_END = lazy(r"\s*[:—–]\s|(?<=[.!?])(?<!\bSt\.)(?<!\bDr\.)(?<!\bMr\.)(?<!\bMrs\.)(?<!\bMs\.)(?<!\bvs\.)"
                 r"(?<!\be\.g\.)(?<!\bi\.e\.)(?<!\betc\.)\s|,\s+(?=(?:for|as|so|because|since|which|to|if|unless|but"
                 r"|and then)\b)")
# An item's heading that is no item: "Pro: it's cheap", "Tip: …" — the words after it are
_LABEL = lazy(r"(?:pros?|cons?|tip|note|warning|option|example|why|how|cost|price|step \d+)$", re.I)


def item_heads(pieces: list[str]) -> list[str]:
    """Each numbered list item's own words, up to where they end ("1. **Oats and barley**, for
    their soluble fibre" → "Oats and barley"); an item with none is left out."""
    heads = []
    for piece in pieces:
        text = re.sub(r"^\s*\d{1,2}[.)]\s+", "", piece).replace("**", "").replace("__", "")
        parts = _ITEM_END.split(text, maxsplit=1)
        if _LABEL.fullmatch(parts[0].strip()) and len(parts) > 1:
            parts = _ITEM_END.split(parts[1], maxsplit=1)
        head = clip_words(parts[0].rstrip("."))
        if head:
            heads.append(head)
    return heads


def numbered_headings(p: Passage, said: str) -> list[str]:
    """The markdown headings that number the parts of the raw message a turn's sentence `said`
    is of ("## 1. Félix's RESP first", "## 2. Your RRSP"), in their order; read again from its
    file, as a passage keeps no line breaks."""
    path = p.chunk.raw_path if p.chunk is not None else ""
    said = " ".join(said.split())[:80]
    messages: list[str] = []
    if path and said:
        with contextlib.suppress(Exception):  # (a file gone or bad since: no headings)
            raw_turns(Path(path), lambda text, speaker="", day="": messages.append(text))
    whole = next((m for m in messages if said in " ".join(m.split())), "")
    return [h for _, h in sorted((int(n), h) for n, h in _NUMBERED_HEADING.findall(whole))]
