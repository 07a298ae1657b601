"""Bytes to text and JSON for the parsers: odd encodings repaired with a note, malformed
JSON reported as one problem naming file, line and column."""

from __future__ import annotations

import codecs
import json

from .model import Problem


def decode(data: bytes, origin: str, notes: list[str]) -> str:
    """UTF-8 (with or without BOM) or UTF-16 with a BOM; invalid UTF-8 is repaired with
    U+FFFD and a note rather than dropping the whole file."""
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        try:
            return data.decode("utf-16")
        except UnicodeDecodeError:
            pass
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        notes.append(f"{origin}: invalid UTF-8 at byte {exc.start:,}, repaired with U+FFFD")
        return data.decode("utf-8-sig", errors="replace")


def load_json(text: str, origin: str) -> tuple[object, Problem | None]:
    try:
        return json.loads(text), None
    except json.JSONDecodeError as exc:
        return None, Problem(f"{origin}:{exc.lineno}:{exc.colno}", "malformed JSON", exc.msg)
    except RecursionError:
        return None, Problem(origin, "malformed JSON", "nested too deeply")
