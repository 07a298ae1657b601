"""Bytes to text and JSON for the parsers: odd encodings repaired with a note, malformed
JSON reported as one problem naming file, line and column."""

from __future__ import annotations

import codecs
import json
import sys

from .model import Problem, Unreadable

# Python refuses to turn more digits than this into an int (sys.get_int_max_str_digits)
# and json.loads raises ValueError from deep inside the parse: one such number anywhere
# would lose the whole export.
MAX_INT_DIGITS = getattr(sys, "get_int_max_str_digits", lambda: 0)() or 4300
TOO_LONG = "number too long"


class _TooLongNumber:
    """What a number past MAX_INT_DIGITS parses to: found afterwards, its item skipped."""

    __slots__ = ()


_TOO_LONG = _TooLongNumber()


def decode(data: bytes, origin: str, notes: list[str]) -> str:
    """UTF-8 (with or without BOM) or UTF-16 with a BOM; other bytes are read as
    Windows-1252 or, failing that, repaired with U+FFFD — always with a note, never by
    dropping the whole file."""
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        try:
            return data.decode("utf-16")
        except UnicodeDecodeError:
            pass
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        bad = exc.start
    repaired = data.decode("utf-8-sig", errors="replace")
    if any(ord(c) > 127 and c != "\ufffd" for c in repaired):
        # Valid multi-byte UTF-8 elsewhere: a damaged UTF-8 file, not another encoding.
        notes.append(f"{origin}: invalid UTF-8 at byte {bad:,}, repaired with U+FFFD")
        return repaired
    # Text tools on Windows still write cp1252; undefined bytes (0x81…) become U+FFFD.
    notes.append(f"{origin}: not UTF-8 (byte {bad:,}), read as Windows-1252")
    return data.decode("cp1252", errors="replace")


def loads(text: str) -> tuple[object, bool]:
    """json.loads, and whether some number was past MAX_INT_DIGITS (and is _TOO_LONG in
    the result). Raises JSONDecodeError and RecursionError as json.loads does."""
    found: list[bool] = []

    def parse_int(digits: str):
        if len(digits) - digits.startswith("-") <= MAX_INT_DIGITS:
            return int(digits)
        found.append(True)
        return _TOO_LONG

    return json.loads(text, parse_int=parse_int), bool(found)


def problem_of(exc: Exception, origin: str, line: int | None = None) -> Problem:
    """The problem a JSON text that loads() refused is, named by file and line (`line`: of
    a JSON Lines file, whose every line is a text of its own)."""
    if isinstance(exc, json.JSONDecodeError):
        return Problem(f"{origin}:{line or exc.lineno}:{exc.colno}", "malformed JSON", exc.msg)
    where = f"{origin}:{line}" if line else origin
    if isinstance(exc, RecursionError):
        return Problem(where, "malformed JSON", "nested too deeply")
    return Problem(where, "malformed JSON", f"{exc}"[:200])


def load_json(text: str, origin: str) -> tuple[object, Problem | None]:
    """A whole-file export. A list item (conversation, activity) holding a number past
    MAX_INT_DIGITS becomes an Unreadable, so only that item is skipped."""
    try:
        obj, too_long = loads(text)
    except (ValueError, RecursionError) as exc:  # JSONDecodeError is a ValueError
        return None, problem_of(exc, origin)
    if too_long:
        obj = _mark_too_long(obj)
        if obj is _TOO_LONG:
            return None, Problem(origin, TOO_LONG, f"more than {MAX_INT_DIGITS:,} digits")
    return obj, None


def _mark_too_long(obj):
    """`obj` with each list item that holds a _TOO_LONG replaced by an Unreadable; or
    _TOO_LONG itself when it is not a list of items to skip one by one."""
    items = obj.get("conversations") if isinstance(obj, dict) else obj
    if not isinstance(items, list):
        return _TOO_LONG if holds_too_long(obj) else obj
    for n, item in enumerate(items):
        if holds_too_long(item):
            items[n] = Unreadable(TOO_LONG, f"a number of more than {MAX_INT_DIGITS:,} digits")
    return obj


def holds_too_long(value) -> bool:
    """Whether a parsed value holds a _TOO_LONG anywhere (walked without recursion: the
    parser allows deeper nesting than Python's stack)."""
    stack = [value]
    while stack:
        item = stack.pop()
        if item is _TOO_LONG:
            return True
        if isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return False
