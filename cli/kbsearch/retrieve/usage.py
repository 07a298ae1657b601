"""How often each chat was retrieved: an append-only log beside the derived data, written
by `--retrieve` and `kbsearch retrieve`, read for the optional usage boost."""

from __future__ import annotations

import json
import time
from collections import Counter
from pathlib import Path

from ..config import derived_dir

LOG_NAME = "usage.jsonl"


def log_path(index_dir: Path) -> Path:
    return derived_dir(index_dir) / LOG_NAME


def record(index_dir: Path, chat_ids: list[str], query: str | None) -> None:
    """Append one line per chat; a log that cannot be written only loses the boost."""
    stamp = time.strftime("%Y-%m-%dT%H:%M:%S")
    lines = "".join(json.dumps({"time": stamp, "chat_id": c, "query": query}) + "\n" for c in dict.fromkeys(chat_ids))
    try:
        with open(log_path(index_dir), "a", encoding="utf-8") as fh:
            fh.write(lines)  # one write: lines from concurrent runs do not interleave
    except OSError:
        pass


def counts(index_dir: Path) -> Counter[str]:
    out: Counter[str] = Counter()
    try:
        text = log_path(index_dir).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return out
    for line in text.splitlines():
        try:
            out[json.loads(line)["chat_id"]] += 1
        except (ValueError, KeyError, TypeError):
            continue  # a torn or foreign line is skipped, not fatal
    return out
