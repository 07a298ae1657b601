"""What every source parser produces: conversations of plain messages, plus the problems
met on the way (each skipped or repaired with a reason, never raised)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime, timezone

# A message longer than this is cut (with a note): one pasted log must not make a chunk
# file that no editor, YAML parser or embedding model can handle.
MAX_MESSAGE_CHARS = 200_000


@dataclass
class Message:
    role: str  # user, assistant, tool, system, or a speaker's name
    text: str
    timestamp: datetime | None = None
    kind: str = ""  # "" for plain text; code, execution_output, … for tool turns
    language: str = ""
    thinking: str = ""  # a model's visible reasoning, kept apart from what it said


@dataclass
class Conversation:
    source: str  # the format it came from: chatgpt, claude, takeout, jsonl, markdown
    source_id: str  # the export's own id (stable across exports)
    title: str
    platform: str  # chatgpt, claude, gemini, or what a JSONL line says
    messages: list[Message] = field(default_factory=list)
    created: datetime | None = None
    origin: str = ""  # file (and line) it was read from, for messages
    notes: list[str] = field(default_factory=list)  # repairs worth telling the user

    def start(self) -> datetime | None:
        stamps = [m.timestamp for m in self.messages if m.timestamp]
        return min(stamps) if stamps else self.created

    def end(self) -> datetime | None:
        stamps = [m.timestamp for m in self.messages if m.timestamp]
        return max(stamps) if stamps else self.created


@dataclass
class Problem:
    where: str  # "file", "file:line", "file:line:col" or "file: conversation …"
    reason: str  # short and countable: "malformed JSON", "empty chat", …
    detail: str = ""

    def line(self) -> str:
        return f"{self.where}: {self.reason}" + (f" ({self.detail})" if self.detail else "")


@dataclass
class Batch:
    """One input's conversations and problems."""

    conversations: list[Conversation] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    source: str = ""


# What reading a shape no export has been seen to use can raise: the item is skipped alone.
PARSE_ERRORS = (TypeError, AttributeError, ValueError, KeyError, RecursionError, OverflowError)


class Unreadable:
    """Stands in for a list item the JSON reader could parse but not use (a number past
    Python's digit limit): parse_each reports it as that item's problem."""

    def __init__(self, reason: str, detail: str):
        self.reason, self.detail = reason, detail


def parse_each(obj, origin: str, source: str, what: str, label: str, parse_one) -> Batch:
    """A list export item by item: `parse_one(item, where)` gives a Conversation, a
    Problem or None (nothing to say); an item it cannot read is one problem, never a crash."""
    batch = Batch(source=source)
    if not isinstance(obj, list):
        batch.problems.append(Problem(origin, f"not a {what}", f"expected a list of {label}s"))
        return batch
    for n, item in enumerate(obj, 1):
        where = f"{origin}: {label} {n}"
        if isinstance(item, Unreadable):
            batch.problems.append(Problem(where, item.reason, item.detail))
            continue
        try:
            result = parse_one(item, where)
        except PARSE_ERRORS as exc:
            result = Problem(where, f"malformed {label}", f"{type(exc).__name__}: {exc}"[:200])
        if isinstance(result, Problem):
            batch.problems.append(result)
        elif result is not None:
            batch.conversations.append(result)
    return batch


def utc(value: datetime | None) -> datetime | None:
    if value is None:
        return None
    if value.tzinfo is None:
        return value.replace(tzinfo=timezone.utc)
    return value.astimezone(timezone.utc)


def from_epoch(value) -> datetime | None:
    try:
        seconds = float(value)
    except (TypeError, ValueError, OverflowError):  # OverflowError: an int of 400 digits
        return None
    if seconds > 1e11:  # milliseconds
        seconds /= 1000
    try:
        return datetime.fromtimestamp(seconds, tz=timezone.utc)
    except (OverflowError, OSError, ValueError):
        return None


def from_iso(value) -> datetime | None:
    """ISO 8601 (with Z or an offset, or naive = UTC), or epoch seconds as a number or
    a string of digits."""
    if value is None or value == "":
        return None
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return from_epoch(value)
    text = str(value).strip()
    if text.replace(".", "", 1).isdigit():
        return from_epoch(text)
    if text.endswith(("Z", "z")):
        text = text[:-1] + "+00:00"
    try:
        return utc(datetime.fromisoformat(text))
    except ValueError:
        return None


def iso(value: datetime | None) -> str:
    return utc(value).strftime("%Y-%m-%dT%H:%M:%SZ") if value else ""


_SURROGATE = re.compile("[\ud800-\udfff]")
# Control characters (NUL, ESC, DEL, C1): in an index cell a NUL makes the whole CSV look
# binary to its loader, and ESC in a title printed to a terminal is an escape sequence.
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f]")


def clean(text: str) -> str:
    """Lone surrogates (legal as JSON escapes, not encodable as UTF-8) become U+FFFD."""
    return _SURROGATE.sub("\ufffd", text) if _SURROGATE.search(text) else text


def one_line(text: str, limit: int) -> str:
    """Text for an index cell or a file name: control characters and runs of white space
    as single spaces, at most `limit` characters."""
    if _CONTROL.search(text):
        text = _CONTROL.sub(" ", text)
    return " ".join(text[:limit * 2].split())[:limit].rstrip()


def text_of(value) -> str:
    """A field that should be text: strings as they are, numbers written out, anything
    else (objects, lists, null) empty."""
    if isinstance(value, str):
        return value
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return str(value)
    return ""


def clean_text(text: str, where: str, notes: list[str]) -> str:
    """NULs out (they break YAML and every text tool), and huge messages cut."""
    if _SURROGATE.search(text):
        text = clean(text)
        notes.append(f"{where}: invalid characters (lone surrogates) replaced")
    if "\x00" in text:
        text = text.replace("\x00", "")
        notes.append(f"{where}: NUL characters removed")
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    if len(text) > MAX_MESSAGE_CHARS:
        notes.append(f"{where}: message of {len(text):,} characters cut to {MAX_MESSAGE_CHARS:,}")
        text = text[:MAX_MESSAGE_CHARS] + "\n[… cut by kbsearch ingest]"
    return text
