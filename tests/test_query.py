from datetime import date

import pytest
from hypothesis import given, strategies as st

from kbsearch.query import detect_mode, parse_query
from kbsearch.text import fold, stem, tokens

TODAY = date(2026, 11, 25)  # a Wednesday


def test_tokens_fold_case_accents_and_plurals():
    assert tokens("BITCOIN Café slots QUERIES") == ["bitcoin", "cafe", "slot", "query"]
    assert stem("class") == "class" and stem("status") == "status"
    assert fold("ÉTÉ") == "ete"


def test_stopwords_and_fillers_dropped():
    q = parse_query("What problems have we had with Chatty?", TODAY)
    assert q.terms == ["problem", "chatty"]
    assert q.mode == "answer"


def test_filler_kept_when_it_is_the_only_word():
    assert parse_query("chat", TODAY).terms == ["chat"]


@pytest.mark.parametrize(
    "text, start, end, month",
    [
        ("notes from today", date(2026, 11, 25), date(2026, 11, 25), None),
        ("yesterday", date(2026, 11, 24), date(2026, 11, 24), None),
        ("this week", date(2026, 11, 23), date(2026, 11, 25), None),
        ("last week", date(2026, 11, 16), date(2026, 11, 22), None),
        ("last 3 days", date(2026, 11, 23), date(2026, 11, 25), None),
        ("in October", None, None, 10),
        ("October 2024", date(2024, 10, 1), date(2024, 10, 31), None),
        ("2024", date(2024, 1, 1), date(2024, 12, 31), None),
        ("since March", date(2026, 3, 1), None, None),
        ("since December", date(2025, 12, 1), None, None),
        ("on 2025-02-03", date(2025, 2, 3), date(2025, 2, 3), None),
    ],
)
def test_time_phrases(text, start, end, month):
    q = parse_query(text, TODAY)
    assert q.time is not None
    assert (q.time.start, q.time.end, q.time.month) == (start, end, month)


def test_time_words_leave_the_terms():
    q = parse_query("MCP timeout last week", TODAY)
    assert q.terms == ["mcp", "timeout"]
    assert q.time.label == "last week"


def test_may_is_a_month_only_in_context():
    assert parse_query("may the tests pass", TODAY).time is None
    assert parse_query("crypto in May", TODAY).time.month == 5


def test_signals_and_modes():
    q = parse_query("YAML decision", TODAY)
    assert q.signals == ["decisions"] and q.terms == ["yaml", "decision"] and q.mode == "search"
    assert detect_mode("find memory slots") == "search"
    assert detect_mode("how did we fix the MCP timeout") == "answer"
    assert parse_query("find memory slots", TODAY).terms == ["memory", "slot"]


@given(st.text(max_size=200))
def test_parse_never_fails_and_terms_come_from_the_text(text):
    q = parse_query(text, TODAY)
    folded = set(tokens(text))
    assert all(t in folded for t in q.terms)
    assert len(q.terms) == len(set(q.terms))
    assert q.mode in ("search", "answer")
