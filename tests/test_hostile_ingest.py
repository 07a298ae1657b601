"""Hostile input for `kbsearch ingest`: every case ends in the documented exit status (0
done, 1 nothing to ingest, 2 error with nothing written, 3 done with items skipped), one
clear stderr line for an error, no traceback, no hang, nothing written outside the
archive root, and an archive that every later search can still read.

Each case runs `kbsearch` as a separate process with a time limit (test_hostile.kbsearch)."""

from __future__ import annotations

import errno
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from test_hostile import TIME_LIMIT, kbsearch, one_line

from kbsearch.ingest import IngestError, Options, ingest

KOMBUCHA = {"chat_id": "good1", "title": "Kombucha second fermentation", "platform": "chatgpt",
            "timestamp": "2025-01-01T10:00:00Z", "role": "user", "text": "how do I get more fizz in kombucha"}
INDEX_FILES = ("chat_index.latest.csv", "all_topics.latest.csv", "condensed_index.latest.csv")


@pytest.fixture(autouse=True)
def _own_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("KBSEARCH_CACHE_DIR", str(tmp_path / "cache"))


def jsonl(path: Path, *records: dict | str) -> Path:
    path.write_text("".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in records), encoding="utf-8")
    return path


def message(chat_id: str, text: str, **fields) -> dict:
    return {"chat_id": chat_id, "role": "user", "text": text, "timestamp": "2025-02-01T10:00:00Z", **fields}


def indexes(root: Path) -> dict[str, bytes]:
    return {name: (root / "indexes" / name).read_bytes() for name in INDEX_FILES}


def temps(root: Path) -> list[Path]:
    return [p for p in root.rglob(".kbsearch-ingest-*.tmp")]


def searchable(root: Path, query: str) -> str:
    proc = kbsearch("search", query, "-f", "tsv", "-i", root / "indexes")
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def chatgpt_conversation(conv_id: str, title: str, text: str, create_time=1735725600) -> dict:
    return {"id": conv_id, "conversation_id": conv_id, "title": title, "create_time": create_time,
            "current_node": "n2", "mapping": {
                "n1": {"id": "n1", "parent": None, "children": ["n2"], "message": None},
                "n2": {"id": "n2", "parent": "n1", "children": [], "message": {
                    "author": {"role": "user"}, "create_time": create_time,
                    "content": {"content_type": "text", "parts": [text]}}}}}


# 2. An index whose quoted cell never closes.

def test_an_unclosed_quote_in_the_chat_index_is_refused_and_checked(tmp_path):
    root = tmp_path / "archive"
    assert kbsearch("ingest", jsonl(tmp_path / "a.jsonl", KOMBUCHA), "--into", root).returncode == 0
    chats = root / "indexes" / "chat_index.latest.csv"
    header, row = chats.read_text(encoding="utf-8").splitlines()
    opened = row.replace(",Kombucha", ',"Kombucha', 1)
    chats.write_text(f"{header}\n{opened}\n", encoding="utf-8")
    before = indexes(root)
    folders = sorted(root.rglob("*"))

    proc = kbsearch("ingest", jsonl(tmp_path / "b.jsonl", message("bread1", "sourdough starter")), "--into", root)
    assert proc.returncode == 2
    assert one_line(proc) == (f"kbsearch: {chats}: line 2: a quoted cell is never closed (a \" is missing); "
                              "fix that row (kbsearch check lists it), then run ingest again")
    assert indexes(root) == before and sorted(root.rglob("*")) == folders

    check = kbsearch("check", "-i", root / "indexes")
    assert check.returncode == 1
    assert f"unclosed_quote: {chats}:2: a quoted cell opens here and is never closed" in check.stdout


def test_quoted_cells_that_close_are_no_unclosed_quote():
    from kbsearch.archive.load import unclosed_quote_line

    for text in ('a,b\n1,"x, ""y"""\n', 'a,b\n1,"two\nlines"\n', 'a,b\n1,x"y\n', 'a,b\n1,"x"y\n', ""):
        assert unclosed_quote_line(text) is None, text
    assert unclosed_quote_line('a,b\n1,x\n2,"open\n3,y\n') == 3
    assert unclosed_quote_line('a,b\n\n1,"open') == 3


