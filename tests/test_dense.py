"""Large archives are scored with numpy (dense.py): every answer must be the pure path's,
to the last bit of every score. Both paths run here on the same small archives, the
numpy one forced by lowering the size it starts at."""

from __future__ import annotations

import json
import shutil
from datetime import date

import numpy as np
import pytest

from kbsearch.ranking import bm25f
from kbsearch.ranking.search import Searcher, SearchOptions


QUERIES = [
    "MCP timeout", "memory slots", "python", "decision", "What problems have we had with Chatty?",
    "YAML decision", "recipe for dinner", "travel plans 2024", "October", "last month server",
    "zxqv nonexistent", "memor*", "timeout server python garden", "bitcoin", "slots", "decisions about docker",
]
OPTIONS = [
    {}, {"thorough": True}, {"granularity": "chunk", "max_results": 50}, {"content_only": True},
    {"use_synonyms": False}, {"platforms": ["claude"]}, {"since": date(2025, 1, 1)}, {"explain": True, "max_results": 30},
    {"has": ["decisions"], "thorough": True}, {"has": ["decisions", "procedures"], "thorough": True},
    {"platforms": ["claude", "gemini"], "since": date(2024, 6, 1)},
]


def _everything(searcher: Searcher) -> list:
    out = []
    for query in QUERIES:
        for opts in OPTIONS:
            options = SearchOptions(today=date(2026, 11, 25), **opts)
            r = searcher.rank(query, options)
            # Every ranked chat with its exact score, coverage, masks and documents, not
            # only the shown ones: the order of the whole list is the result.
            out.append([query, opts, r.layer, r.path, r.tried,
                        [(row, r.hits[row].score, r.hits[row].coverage, r.hits[row].matched,
                          r.hits[row].original, r.hits[row].docs, r.hits[row].boosts) for row in r.ranked],
                        sorted((d, s) for d, s in r.doc_scores.items())])
            response = searcher.search(query, options).to_dict()
            response.pop("elapsed_ms")
            out.append(json.dumps(response, sort_keys=True, default=str))
    return out


def _both(index_dir, monkeypatch):
    monkeypatch.setattr(bm25f, "DENSE_MIN_DOCS", 10**12)
    pure = Searcher.open(index_dir)
    assert not bm25f.use_dense(pure.index)
    expected = _everything(pure)
    monkeypatch.setattr(bm25f, "DENSE_MIN_DOCS", 0)
    dense = Searcher.open(index_dir)
    assert bm25f.use_dense(dense.index)
    return expected, _everything(dense)


def test_the_dense_path_answers_exactly_as_the_pure_one_on_the_demo(demo_dir, tmp_path, monkeypatch):
    index_dir = tmp_path / "indexes"
    shutil.copytree(demo_dir, index_dir, ignore=shutil.ignore_patterns(".kbsearch"))
    expected, got = _both(index_dir, monkeypatch)
    assert sum(1 for x in expected if isinstance(x, list) and x[5]) > 50  # most queries found something
    for e, g in zip(expected, got):
        assert e == g


def test_the_dense_path_answers_exactly_as_the_pure_one_on_an_updated_archive(tmp_path, monkeypatch):
    # Chats without chunk files (virtual documents after every chunk), several chunks per
    # chat, postings in segments after an update: the shapes the vectorised code handles.
    from test_index_scale import _generated, _grown_incrementally

    index_dir = _generated(tmp_path / "root")
    with open(next(index_dir.glob("chat_index*.csv")), "a", encoding="utf-8") as fh:
        fh.write("eeeeeeee,Python memory without files,claude,2024-05-01,2024-05-01,3,0\n")
    with open(next(index_dir.glob("all_topics*.csv")), "a", encoding="utf-8") as fh:
        fh.write("dev.python.memory,eeeeeeee,claude,2024-05-01,2024-05-01,3,false,false,false,false\n")
    _grown_incrementally(index_dir, tmp_path / "cache", monkeypatch, [])
    expected, got = _both(index_dir, monkeypatch)
    for e, g in zip(expected, got):
        assert e == g


def test_sparse_values_read_like_the_dicts_they_replace():
    from kbsearch.ranking.arrays import SparseTf, add

    a = SparseTf(np.array([1, 5, 9]), np.array([0.5, 1.5, 2.5]))
    assert a.get(5) == 1.5 and a.get(4) is None and a.get(4, 0.0) == 0.0 and 9 in a and 2 not in a
    assert dict(a.items()) == {1: 0.5, 5: 1.5, 9: 2.5} and len(a) == 3 and list(a) == [1, 5, 9]
    with pytest.raises(KeyError):
        a[2]
    b = add(a, SparseTf(np.array([0, 5]), np.array([0.25, 0.1])))
    assert dict(b.items()) == {0: 0.25, 1: 0.5, 5: 1.5 + 0.1, 9: 2.5}
    for doc in range(300):  # past the lookups after which a dict is built
        assert b.get(doc) == dict(b.items()).get(doc)


def test_ranking_arrays_orders_like_the_rounded_key_sort():
    # search._rank sorts by (-round(score, 9), date key, chat id, row); scores that differ
    # below the 9th decimal tie there, however they compare as floats.
    import random

    from kbsearch.ranking.arrays import DenseHits

    rng = random.Random(7)
    for _ in range(200):
        n = rng.randint(1, 60)
        base = rng.choice([1.0, 3.5, 12.25, 0.123456789])
        scores = [base + rng.choice([0, 1e-10, 4e-10, 5e-10, 6e-10, 1e-9, 1.5e-9, 3e-9, 1e-3]) * rng.randint(0, 3)
                  for _ in range(n)]
        rows = sorted(rng.sample(range(500), n))
        date_key = np.array([rng.randint(-3, 0) for _ in range(500)])
        id_rank = np.array(rng.sample(range(500), 500))
        hits = DenseHits(np.array(rows), np.arange(n), np.arange(n), np.arange(n) + 1, np.array(scores),
                         np.ones(n), np.ones(n, dtype=np.int64), np.ones(n, dtype=np.int64))
        expected = sorted(rows, key=lambda r: (-round(scores[rows.index(r)], 9), date_key[r], id_rank[r], r))
        assert hits.ranked(date_key, id_rank) == expected


def test_boost_settings_take_the_per_chat_path_and_agree(demo_dir, tmp_path, monkeypatch):
    from kbsearch.settings import Settings

    index_dir = tmp_path / "indexes"
    shutil.copytree(demo_dir, index_dir, ignore=shutil.ignore_patterns(".kbsearch"))
    answers = []
    for threshold in (10**12, 0):
        monkeypatch.setattr(bm25f, "DENSE_MIN_DOCS", threshold)
        searcher = Searcher.open(index_dir)
        searcher.settings = Settings(freshness=0.3, half_life_days=90)
        out = []
        for query in QUERIES[:8]:
            r = searcher.search(query, SearchOptions(today=date(2026, 11, 25), explain=True)).to_dict()
            r.pop("elapsed_ms")
            out.append(r)
        answers.append(json.dumps(out, sort_keys=True, default=str))
    assert answers[0] == answers[1]
    assert '"freshness"' in answers[0]


def test_each_query_takes_the_path_that_costs_less_in_a_fresh_process(demo_dir, tmp_path, monkeypatch):
    """bm25f.choose_path: on a large archive a query reaching few documents runs the pure
    path (no numpy import), one reaching many, or a filtered one, runs numpy's; once numpy
    is imported every query runs numpy's."""
    import sys

    index_dir = tmp_path / "indexes"
    shutil.copytree(demo_dir, index_dir, ignore=shutil.ignore_patterns(".kbsearch"))
    monkeypatch.setattr(bm25f, "DENSE_MIN_DOCS", 0)
    searcher = Searcher.open(index_dir)
    searcher.index.memo["dense_possible"] = True
    monkeypatch.delitem(sys.modules, "numpy")  # as in a process that has not imported it
    reached = []

    def reach(query):
        reached.clear()
        bm25f.choose_path(searcher.index, lambda limit: reached.append(limit) or searcher._reach(
            searcher_terms(query), True, limit), False)
        return bm25f.use_dense(searcher.index)

    def searcher_terms(query):
        from kbsearch.ranking.query import parse_query
        return parse_query(query, date(2026, 11, 25)).terms

    monkeypatch.setattr(bm25f, "PURE_MAX_REACH", 10**9)
    assert reach("MCP timeout") is False and reached == [10**9]
    monkeypatch.setattr(bm25f, "PURE_MAX_REACH", 5)
    assert reach("MCP timeout") is True
    assert searcher._reach(searcher_terms("MCP timeout"), True, 5) >= 5
    assert searcher._reach(searcher_terms("zxqv"), True, 5) == 0
    monkeypatch.setattr(bm25f, "PURE_MAX_REACH", 10**9)
    assert bm25f.choose_path(searcher.index, lambda limit: 0, filtered=True) is True
    monkeypatch.setitem(sys.modules, "numpy", np)
    assert bm25f.choose_path(searcher.index, lambda limit: 0, filtered=False) is True
    # A small archive never takes numpy's path.
    monkeypatch.setattr(bm25f, "DENSE_MIN_DOCS", 10**12)
    searcher.index.memo.pop("dense_possible")
    assert bm25f.choose_path(searcher.index, lambda limit: 10**9, filtered=True) is False
