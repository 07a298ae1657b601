"""JSON document and JSON Lines."""

from __future__ import annotations

import json
from typing import Iterator


def json_document(response) -> str:
    return json.dumps(response.to_dict(), ensure_ascii=False, indent=2) + "\n"


def jsonl_lines(response) -> Iterator[str]:
    """One result per line, each carrying its query and search path so a stream of
    several queries (--batch) stays self-describing."""
    for r in response.results:
        record = {"query": response.query, "layer_answered": response.layer, **r.to_dict()}
        yield json.dumps(record, ensure_ascii=False)
