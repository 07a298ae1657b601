"""The passages an embedding model reads for one chunk: short, self-contained pieces of
text taken from the condensed summary's sections and the raw chunk's turns.

all-MiniLM-L6-v2 reads at most 256 word pieces, so a passage holds at most ~180 words;
longer text is cut into overlapping windows of ~150 words. Reading never raises: a broken
or unreadable file gives what could be read (its paragraphs, or nothing).
"""

from __future__ import annotations

import contextlib
import os
import re
import unicodedata
from datetime import date, datetime, timezone
from pathlib import Path

from ..text import is_unspaced
from .chatfiles import load_yaml, read_text

MAX_WORDS = 180  # a passage longer than this is cut into windows
WINDOW_WORDS = 150
WINDOW_STRIDE = 120  # 30 words of overlap between windows
MIN_SENTENCE_WORDS = 8  # shorter summary sentences are merged with the next
PARAGRAPH_WORDS = 120  # plain-text fallback: short paragraphs are merged up to this size
# Thai, Japanese and Chinese have no spaces to count words by: a run of them is one "word",
# and a 1,500-character paragraph was one passage (and one answer detail). A passage with
# such a run (LONG_RUN characters without a space) is cut by characters instead: 200 of
# them are about as many word pieces as a window of words, and a readable detail.
LONG_RUN = 60
UNSPACED_CHARS = 200
UNSPACED_STRIDE = 160  # 40 characters of overlap

# Condensed sections in the order they are read; any other list-valued section follows.
SECTIONS = ("decisions", "failures", "procedures", "discoveries", "outcomes", "quotes", "artifacts")
# Keys that are bookkeeping (or code), never prose worth embedding.
SKIP_KEYS = frozenset(
    "id uuid chat_id platform timestamp time created_at updated_at dia_id chunk_num chunk "
    "session type language source original_tokens condensed_tokens reduction code".split()
)
ARTIFACT_KEYS = ("title", "name", "description")
_SPEAKER_KEYS = ("speaker", "role", "author", "sender", "name")
_TEXT_KEYS = ("content", "text", "clean_text", "message", "body", "value", "parts")
_MESSAGE_LISTS = ("messages", "turns", "conversation", "chat_messages", "dialogue")
_LABEL_KEYS = frozenset(("name", "title"))  # "name: steps…", "title: description"
# An item's headline comes first whatever the key order in the file ("failure. cause").
_HEADLINE_KEYS = ("decision", "failure", "discovery", "outcome", "procedure", "problem", "issue", "text", "quote")

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[\"'(\[]?[A-Z0-9])")
_PARAGRAPH = re.compile(r"\n\s*\n")


def chunk_passages(condensed_path: Path, raw_path: Path | None) -> list[str]:
    """The passages of one chunk: condensed summary sentences and section items, then the
    raw chunk's turns ("speaker: text"). Empty and repeated passages are dropped."""
    out: list[str] = []
    seen: set[str] = set()

    def add(text: str, prefix: str = "", day: str = "") -> None:
        for piece in windows(text):
            passage = f"{prefix}: {piece}" if prefix else piece
            if passage not in seen:
                seen.add(passage)
                out.append(passage)

    # A bad file gives what was read before it failed, never an exception.
    with contextlib.suppress(Exception):
        _condensed(Path(condensed_path), add)
    if raw_path is not None and Path(raw_path) != Path(condensed_path):
        with contextlib.suppress(Exception):
            raw_turns(Path(raw_path), add)
    return out


def windows(text: str) -> list[str]:
    """`text` with its whitespace collapsed, as one passage or as overlapping windows."""
    words = text.split()
    if not words:
        return []
    if any(len(w) > LONG_RUN and is_unspaced(w) for w in words):
        return _character_windows(" ".join(words))
    if len(words) <= MAX_WORDS:
        return [" ".join(words)]
    out = []
    start = 0
    while True:
        out.append(" ".join(words[start : start + WINDOW_WORDS]))
        if start + WINDOW_WORDS >= len(words):
            return out
        start += WINDOW_STRIDE


def _character_windows(text: str) -> list[str]:
    """Overlapping windows of UNSPACED_CHARS characters; a cut never parts a letter from
    the marks on it (Thai vowels and tones are marks)."""
    if len(text) <= UNSPACED_CHARS:
        return [text]
    out = []
    start = 0
    while True:
        end = _letter_end(text, start + UNSPACED_CHARS)
        out.append(text[start:end].strip())
        if end >= len(text):
            return out
        start = _letter_end(text, start + UNSPACED_STRIDE)


def _letter_end(text: str, pos: int) -> int:
    while pos < len(text) and unicodedata.category(text[pos]).startswith("M"):
        pos += 1
    return min(pos, len(text))


def parse_file(path: Path):
    """(parsed YAML or None, the file's text)."""
    text, _problem = read_text(path)
    if not text.strip():
        return None, ""
    try:
        return load_yaml(text), text
    except Exception:  # noqa: BLE001 - YAMLError, or a recursion/encoding error deep inside
        return None, text


def _condensed(path: Path, add) -> None:
    data, text = parse_file(path)
    if not isinstance(data, dict):
        paragraphs(text, add)
        return
    summary = data.get("summary")
    if isinstance(summary, str):
        for sentence in sentences(summary):
            add(sentence)
    elif summary is not None:
        add(item_text(summary))
    keys = [k for k in SECTIONS if k in data]
    keys += [k for k in data if k not in SECTIONS and k not in ("summary", "condensed_metadata")
             and isinstance(data[k], list) and str(k) not in SKIP_KEYS]
    for key in keys:
        value = data[key]
        items = value if isinstance(value, list) else [value]
        for item in items:
            if key == "artifacts" and isinstance(item, dict):
                add(item_text({k: item[k] for k in ARTIFACT_KEYS if k in item}))  # not the code
            else:
                add(item_text(item))


def raw_turns(path: Path, add) -> None:
    data, text = parse_file(path)
    messages = None
    if isinstance(data, dict):
        messages = next((data[k] for k in _MESSAGE_LISTS if isinstance(data.get(k), list)), None)
    elif isinstance(data, list) and data and all(isinstance(m, dict) for m in data):
        messages = data
    if messages is None:
        paragraphs(text, add)
        return
    for message in messages:
        if isinstance(message, dict):
            speaker = next((message[k] for k in _SPEAKER_KEYS if isinstance(message.get(k), str)), "")
            body = next((message[k] for k in _TEXT_KEYS if message.get(k) not in (None, "")), None)
            add(item_text(body) if body is not None else "", " ".join(speaker.split()), message_day(message))
        else:
            add(item_text(message))


_TIME_KEYS = ("timestamp", "time", "created_at", "create_time", "date", "timestamp_ms")
_ISO_DAY = re.compile(r"^\s*(\d{4})-(\d{2})-(\d{2})")
_DOTTED_DAY = re.compile(r"^\s*(\d{1,2})\.(\d{1,2})\.(\d{4})\b")  # "17.01.2024, 07:42:27": day first


def message_day(message: dict) -> str:
    """The day a message was written, as an ISO date ("2024-01-18"), when it carries a
    readable time ("2024-01-18T08:09:24Z", epoch seconds, "18.01.2024, 08:09:24"); else "".
    A chat that runs over days says "yesterday" on each of them."""
    for key in _TIME_KEYS:
        value = message.get(key)
        if value is None or value == "" or isinstance(value, bool):
            continue
        try:
            if isinstance(value, str) and value.strip().replace(".", "", 1).isdigit():
                value = float(value)  # epoch seconds written as a string
            if isinstance(value, datetime):
                day = value.date()  # its own day, as an ISO string's date part is
            elif isinstance(value, date):
                day = value
            elif isinstance(value, (int, float)):
                if value < 1e8:  # no time of a message ("time": 12)
                    continue
                day = datetime.fromtimestamp(value / 1000 if value > 1e11 else value, timezone.utc).date()
            elif (m := _ISO_DAY.match(str(value))) is not None:
                day = date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
            elif (m := _DOTTED_DAY.match(str(value))) is not None:
                day = date(int(m.group(3)), int(m.group(2)), int(m.group(1)))
            else:
                continue
        except (ValueError, OverflowError, OSError):
            continue
        return day.isoformat() if 1970 <= day.year <= 2200 else ""
    return ""


def paragraphs(text: str, add) -> None:
    """Plain text: paragraphs, short neighbours merged up to PARAGRAPH_WORDS words."""
    pending: list[str] = []
    size = 0
    for para in _PARAGRAPH.split(text):
        n = len(para.split())
        if not n:
            continue
        if pending and size + n > PARAGRAPH_WORDS:
            add(" ".join(pending))
            pending, size = [], 0
        pending.append(para)
        size += n
    if pending:
        add(" ".join(pending))


def sentences(text: str) -> list[str]:
    """Sentences of `text`; one shorter than MIN_SENTENCE_WORDS joins the next."""
    out: list[str] = []
    pending = ""
    for sentence in _SENTENCE_END.split(text.strip()):
        pending = f"{pending} {sentence}" if pending else sentence
        if len(pending.split()) >= MIN_SENTENCE_WORDS:
            out.append(pending)
            pending = ""
    if pending:
        if out and len(pending.split()) < MIN_SENTENCE_WORDS:
            out[-1] = f"{out[-1]} {pending}"
        else:
            out.append(pending)
    return out


def item_text(item) -> str:
    """One section item as a line of prose: a dict's prose values in order ("name: step;
    step", "speaker: text"), a list's items joined, a scalar as is."""
    if isinstance(item, str):
        return item
    if isinstance(item, dict):
        speaker = next((item[k] for k in ("speaker", "role", "author") if isinstance(item.get(k), str)), "")
        parts = []
        labels = []
        keys = [k for k in _HEADLINE_KEYS if k in item] + [k for k in item if k not in _HEADLINE_KEYS]
        for key in keys:
            value = item[key]
            key = str(key)
            if key in SKIP_KEYS or key in ("speaker", "role", "author") or value in (None, "", [], {}):
                continue
            text = item_text(value)
            if key in _LABEL_KEYS and isinstance(value, str):
                labels.append(text)
            elif text.strip():
                parts.append(text)
        body = _join(parts)
        if labels:
            body = f"{_join(labels)}: {body}" if body else _join(labels)
        return f"{speaker}: {body}" if speaker and body else body
    if isinstance(item, list):
        return "; ".join(t for t in (item_text(v) for v in item) if t.strip())
    if item is None or isinstance(item, bool):
        return ""
    return str(item)


def _join(parts: list[str]) -> str:
    """Parts as sentences: a full stop added where a part does not end one."""
    out = []
    for part in parts:
        part = part.strip()
        if not part:
            continue
        if out and out[-1][-1] not in ".!?:;":
            out[-1] += "."
        out.append(part)
    return " ".join(out)


# A chunk's passages as its files give them, kept while neither file changes: every answer
# that weighs sentences by meaning reads the passage vectors of its chunks (and a search's
# meaning-only hits their snippet), and parsing their YAML again was a third of an
# answer's time (MCP server, eval, --batch, kbsearch serve).
KEPT_CHUNKS = 4096
_kept: dict[tuple, list[str]] = {}


def _file_stamp(path: str) -> tuple:
    try:
        st = os.stat(path)
    except (OSError, ValueError):
        return ()
    return (st.st_ino, st.st_size, st.st_mtime_ns)


def kept_chunk_passages(condensed: str, raw: str) -> list[str]:
    """chunk_passages(condensed, raw or None), parsed once while neither file changes."""
    key = (condensed, raw, _file_stamp(condensed), _file_stamp(raw) if raw else ())
    hit = _kept.pop(key, None)
    if hit is None:
        hit = chunk_passages(Path(condensed), Path(raw) if raw else None)
    _kept[key] = hit  # most recent last
    while len(_kept) > KEPT_CHUNKS:
        _kept.pop(next(iter(_kept)))
    return hit
