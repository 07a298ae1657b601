"""JSON document and JSON Lines."""

from __future__ import annotations

import json
from typing import Iterator


def json_document(response) -> str:
    return json.dumps(response.to_dict(), ensure_ascii=False, indent=2) + "\n"


def jsonl_lines(response) -> Iterator[str]:
    """One result per line (SearchResponse.records)."""
    for record in response.records():
        yield json.dumps(record, ensure_ascii=False)
