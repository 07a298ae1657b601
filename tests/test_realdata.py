"""The real REALTALK archives in ../shared/data load and answer (skipped when absent)."""

import json
from pathlib import Path

import pytest

from kbsearch.ranking.search import SearchOptions, Searcher

REALTALK = Path(__file__).resolve().parents[2] / "shared" / "data" / "realtalk" / "archive"
ARCHIVES = sorted(REALTALK.glob("*/indexes")) if REALTALK.is_dir() else []

pytestmark = pytest.mark.skipif(not ARCHIVES, reason=f"real data not present at {REALTALK} (fresh clone elsewhere)")


@pytest.mark.parametrize("index_dir", ARCHIVES, ids=lambda p: p.parent.name)
def test_real_archive_loads_without_skipped_rows(index_dir):
    s = Searcher.open(index_dir)
    assert len(s.index.chats) >= 10 and s.index.n_chunks >= 10
    assert s.index.meta["skipped"] == []


def test_real_questions_find_their_session_in_the_top_ten():
    """A sanity floor, not the quality target (that is `kbsearch eval`, issue 4)."""
    qrels = [json.loads(line) for line in (REALTALK / "qrels.jsonl").read_text().splitlines()]
    searchers = {}
    hits = total = 0
    for q in qrels[::7]:
        s = searchers.get(q["sample_id"]) or searchers.setdefault(
            q["sample_id"], Searcher.open(REALTALK / q["sample_id"] / "indexes"))
        resp = s.search(q["question"], SearchOptions(max_results=10, thorough=True))
        total += 1
        hits += any(r.chat_id in q["relevant"] for r in resp.results)
    assert total > 50 and hits / total > 0.6
