"""Lexical answers do not move when the index's storage or the start-up path changes: every
query below, on a generated archive (built, then grown by an update, then built afresh),
gives responses whose digests were recorded before such a change (snapshot file). The
pure and the numpy path both answer, the numpy one forced as in test_dense.py.

`UPDATE_SNAPSHOTS=1` rewrites the snapshot; do that only for a change meant to alter
rankings, and say so in the commit."""

from __future__ import annotations

import hashlib
import json
import os
import random
from datetime import date, timedelta
from pathlib import Path

import numpy  # noqa: F401 - imported, so a forced numpy path is taken by every query (bm25f.choose_path)
import pytest
from archive_builder import ChatSpec, write_archive

from kbsearch.errors import BadQuery
from kbsearch.ranking import bm25f
from kbsearch.ranking.search import Searcher, SearchOptions

SNAPSHOT = Path(__file__).parent / "snapshots" / "lexical_generated.txt"

WORDS = (
    "timeout server python bitcoin memory slots garden recipe travel decision docker kubernetes latency "
    "postgres index query cache vector embedding budget invoice tomato basil sourdough flight hotel visa "
    "guitar chord piano lesson running marathon knee injury mortgage loan interest tax refund yaml config "
    "deploy rollback incident outage retry backoff socket proxy nginx certificate renewal domain email"
).split()
QUERIES = [
    "MCP timeout", "server timeout", "python memory", "docker deploy rollback", "sourdough recipe",
    "marathon knee", "tax refund 2024", "decisions about postgres", "latenc*", "what did we decide about nginx",
    "zxqv nonexistent", "last year travel visa", "memory slots garden", "certificate renewal email",
    "in 2024", "decisions",
]
OPTIONS = [
    {}, {"thorough": True}, {"granularity": "chunk", "max_results": 40}, {"content_only": True},
    {"use_synonyms": False}, {"platforms": ["claude"]}, {"since": date(2025, 1, 1)},
    {"explain": True, "max_results": 30}, {"has": ["decisions"], "thorough": True},
    {"platforms": ["chatgpt", "gemini"], "since": date(2024, 6, 1)}, {"max_results": 200},
]


def _chats(seed: int, n: int, first_id: int) -> list[ChatSpec]:
    rnd = random.Random(seed)
    out = []
    for i in range(n):
        words = rnd.sample(WORDS, 6)
        # Few distinct days, so equal scores and equal dates happen and the chat id decides.
        day = date(2023, 1, 1) + timedelta(days=rnd.randrange(0, 1400, 7))
        n_chunks = rnd.choice([0, 1, 1, 2, 3, 4]) if i % 9 else 0
        chunks = [
            {"decisions": [{"decision": f"use {rnd.choice(words)}"}]} if rnd.random() < 0.3 else {}
            for _ in range(n_chunks)
        ]
        raw = [" ".join(rnd.choice(words) for _ in range(rnd.randrange(5, 60))) for _ in range(n_chunks)]
        topics = [f"{rnd.choice(['dev', 'life', 'work'])}.{words[0]}.{words[1]}", f"misc.{words[2]}"]
        # Ids not in date order: a full build numbers chats by (date, id), an update appends.
        chat_id = f"{(first_id + i) * 2654435761 % 2**32:08x}"
        out.append(ChatSpec(chat_id, f"{words[0].title()} and {words[1]} {i % 5}", rnd.choice(["claude", "chatgpt", "gemini"]),
                            day.isoformat(), topics, chunks or [{}], raw, rnd.randrange(2, 300)))
        if n_chunks == 0:
            out[-1].chunks, out[-1].raw = [], []
        if i % 10 == 3:  # a twin on the same day: the same score, so only the chat id orders them
            twin = ChatSpec(**{**vars(out[-1]), "chat_id": f"{(first_id + i) * 40503 % 2**32:08x}"})
            out.append(twin)
    return out


def _responses(index_dir: Path, cache: Path, root: Path, monkeypatch) -> list[str]:
    monkeypatch.setenv("KBSEARCH_CACHE_DIR", str(cache))
    lines = []
    for dense in (False, True):
        monkeypatch.setattr(bm25f, "DENSE_MIN_DOCS", 0 if dense else 10**12)
        searcher = Searcher.open(index_dir)
        assert bm25f.use_dense(searcher.index) is dense
        for query in QUERIES:
            for opts in OPTIONS:
                try:
                    response = searcher.search(query, SearchOptions(today=date(2026, 11, 25), **opts)).to_dict()
                except BadQuery as exc:
                    lines.append(f"{'dense' if dense else 'pure '} | {query} | {json.dumps(opts, default=str)} | {exc}")
                    continue
                response.pop("elapsed_ms")
                text = json.dumps(response, sort_keys=True, default=str).replace(str(root), "<root>")
                top = ",".join(r["chat_id"] for r in response["results"][:5])
                digest = hashlib.sha256(text.encode()).hexdigest()[:16]
                lines.append(f"{'dense' if dense else 'pure '} | {query} | {json.dumps(opts, default=str)} | "
                             f"{response['found']} | {top} | {digest}")
        searcher.index.close()
    return lines


def test_lexical_answers_on_a_generated_archive_are_unchanged(tmp_path, monkeypatch):
    root = tmp_path / "root"
    index_dir = write_archive(root, _chats(7, 260, 1))
    first = _responses(index_dir, tmp_path / "cache", root, monkeypatch)
    # Grown: new chats appended to the CSVs (an incremental update), dates among the old ones.
    grown = _chats(8, 60, 1000)
    write_archive(root / "more", grown)
    for name in ("all_topics", "chat_index", "condensed_index"):
        extra = (root / "more" / "indexes" / f"{name}.latest.csv").read_text(encoding="utf-8").splitlines(True)[1:]
        with open(index_dir / f"{name}.latest.csv", "a", encoding="utf-8") as fh:
            fh.writelines(line.replace("claude/", "more/claude/").replace("chatgpt/", "more/chatgpt/")
                          .replace("gemini/", "more/gemini/") if name == "condensed_index" else line for line in extra)
    notes: list[str] = []
    monkeypatch.setenv("KBSEARCH_CACHE_DIR", str(tmp_path / "cache"))
    updated = Searcher.open(index_dir, on_build=notes.append)
    assert updated.index.meta["update"].startswith(f"added {len(grown)} chats"), (updated.index.meta["update"], notes)
    updated.index.close()
    after_update = _responses(index_dir, tmp_path / "cache", root, monkeypatch)
    fresh = _responses(index_dir, tmp_path / "cache-fresh", root, monkeypatch)
    assert after_update == fresh
    actual = "\n".join(["# built", *first, "# grown by an update (a fresh build answers the same)", *after_update]) + "\n"
    if os.environ.get("UPDATE_SNAPSHOTS"):
        SNAPSHOT.write_text(actual, encoding="utf-8")
    assert SNAPSHOT.is_file(), f"no snapshot {SNAPSHOT}: run with UPDATE_SNAPSHOTS=1 to record it"
    expected = SNAPSHOT.read_text(encoding="utf-8")
    assert sum(1 for line in actual.splitlines() if "| 0 |" not in line) > 200  # most queries found something
    if actual != expected:
        changed = [a for a, e in zip(actual.splitlines(), expected.splitlines()) if a != e]
        pytest.fail(f"{len(changed)} responses differ from the snapshot, e.g. {changed[:2]}")
