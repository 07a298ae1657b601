"""Counting a task's terms with numpy (term_bags.TaskBags) gives what counting document by
document gives (index.tasks.PlainTask, the way without numpy): postings, document
frequencies and lengths, for any texts, in any script."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from kbsearch.index import build as index_build
from kbsearch.index import tasks as index_tasks
from kbsearch.index.format import FIELDS
from kbsearch.archive.load import load_archive
from kbsearch.index.term_bags import TaskBags

# Words from several scripts, stopwords and punctuation, so that stemming, the unspaced
# scripts' letter pairs and the ASCII fast path all take part.
WORDS = ["the", "and", "Slots", "slot", "Memory", "café", "CAFE", "naïve", "don’t", "“quoted”", "x—y",
         "ราคาถูก", "東京タワー", "日本語", "ÅNGSTRÖM", "straße", "42", "a1b2", "under_score", "émigrés",
         "ﬁle", "𝑨𝑩", "Ὀδυσσεύς", "\u0301accent", "tab\tsep", "new\nline", "!!", "",
         "’\u0301x", "—\u0e31ก", "a…b", "•\u200bz", "°C"]

text = st.lists(st.sampled_from(WORDS), max_size=12).map(" ".join)
chunk = st.tuples(text, text)
chat = st.tuples(text, text, st.lists(chunk, max_size=4))


def _count(counter, chats):
    for topics, title, chunks in chats:
        counter.add_chat(topics, title)
        for condensed, raw in chunks:
            counter.add_chunk(condensed, raw)
    packed, df, lengths = counter.result()
    return packed, dict(df), lengths


@settings(max_examples=300, deadline=None)
@given(st.lists(chat, min_size=1, max_size=6), st.integers(0, 10**6), st.integers(0, 10**6))
def test_task_bags_count_like_documents_one_by_one(chats, chat_row, chunk_row):
    expected = _count(index_tasks.PlainTask(chat_row, chunk_row), chats)
    got = _count(TaskBags(chat_row, chunk_row, FIELDS), chats)
    assert got == expected


def test_both_ways_of_counting_write_the_same_index(tmp_path, monkeypatch, demo_dir):
    """The whole index, with workers too, on the demo archive."""
    from test_index_scale import _dump

    archive = load_archive(demo_dir)
    index_build.build(archive, tmp_path / "bags.sqlite", signature_="x", workers=1)
    monkeypatch.setattr(index_build, "PARALLEL_MIN_CHUNKS", 1)
    monkeypatch.setattr(index_build, "TASK_CHUNKS", 5)
    monkeypatch.setattr(index_tasks, "_task_counter", lambda chat_row, chunk_row: index_tasks.PlainTask(chat_row, chunk_row))
    index_build.build(archive, tmp_path / "plain.sqlite", signature_="x", workers=2)
    assert _dump(tmp_path / "bags.sqlite") == _dump(tmp_path / "plain.sqlite")


@settings(max_examples=100, deadline=None)
@given(st.lists(st.lists(chat, min_size=1, max_size=3), min_size=2, max_size=4), st.integers(0, 3))
def test_a_worker_counts_task_after_task_whether_or_not_it_forgets_its_words(tasks, max_words):
    """A worker's vocabulary (word → term number, letter pairs of unspaced words) lives on
    from task to task and starts afresh when full: both ways give each task its counts."""
    from kbsearch.index import term_bags

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(term_bags, "MAX_WORDS", max_words)
        mp.setattr(term_bags, "_VOCABULARY", term_bags.Vocabulary())
        for chats in tasks:
            expected = _count(index_tasks.PlainTask(7, 11), chats)
            assert _count(TaskBags(7, 11, FIELDS), chats) == expected
