"""Bytes to text and JSON for the parsers: odd encodings repaired with a note, malformed
JSON reported as one problem naming file, line and column."""

from __future__ import annotations

import codecs
import json

from .model import Problem


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


def load_json(text: str, origin: str) -> tuple[object, Problem | None]:
    try:
        return json.loads(text), None
    except json.JSONDecodeError as exc:
        return None, Problem(f"{origin}:{exc.lineno}:{exc.colno}", "malformed JSON", exc.msg)
    except RecursionError:
        return None, Problem(origin, "malformed JSON", "nested too deeply")
