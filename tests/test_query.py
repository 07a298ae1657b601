from datetime import date

import pytest
from hypothesis import given, strategies as st

from kbsearch.ranking.query import detect_mode, parse_query
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
    from kbsearch.errors import BadQuery

    try:
        q = parse_query(text, TODAY)
    except BadQuery as exc:  # only for date-shaped words that are not dates
        assert "is not a valid date" in str(exc)
        return
    folded = set(tokens(text))
    assert all(t in folded for t in q.terms)
    assert len(q.terms) == len(set(q.terms))
    assert q.mode in ("search", "answer")


@pytest.mark.parametrize(
    "text, terms",
    [
        ("find memory slots", ["memory", "slot"]),
        ("show me the MCP timeouts", ["mcp", "timeout"]),
        ("search engine", ["search", "engine"]),
        ("list comprehension", ["list", "comprehension"]),
        ("grep script", ["grep", "script"]),
    ],
)
def test_a_leading_verb_is_dropped_only_when_it_is_a_command(text, terms):
    assert parse_query(text, TODAY).terms == terms


@pytest.mark.parametrize(
    "text, start, end",
    [
        ("before 2024", None, date(2023, 12, 31)),
        ("after 2024", date(2025, 1, 1), None),
        ("until March", None, date(2026, 3, 31)),
        ("before March", None, date(2026, 2, 28)),
        ("last 99999999 days", date.min, TODAY),
    ],
)
def test_before_and_after_exclude_the_period_named(text, start, end):
    q = parse_query(text, TODAY)
    assert (q.time.start, q.time.end) == (start, end)


def test_ambiguous_words_are_not_always_time():
    assert parse_query("March madness bracket", TODAY).time is None
    assert parse_query("crypto 2048", TODAY).time is None
    assert parse_query("in March", TODAY).time.month == 3


def test_a_date_shaped_word_that_is_no_date_is_an_error():
    from kbsearch.errors import BadQuery

    with pytest.raises(BadQuery, match="2025-02-30"):
        parse_query("since 2025-02-30", TODAY)


def test_word_root_joins_inflected_forms_only():
    from kbsearch.text import word_root

    assert word_root("watched") == word_root("watching") == word_root("watch")
    assert word_root("running") == word_root("run")
    assert word_root(stem("movies")) == word_root("movie")  # the S-stemmer gives "movy"
    assert word_root("agreed") == word_root("agree")
    assert word_root("thing") == "thing" and word_root("need") == "need"  # too short to strip
    assert word_root("falling") == "fall" and word_root("class") == "class"
    assert word_root("cooker") != word_root("cook")  # derivational endings are left alone


def test_scripts_with_marks_and_without_spaces_are_searchable(tmp_path):
    from archive_builder import ChatSpec, write_archive
    from kbsearch.ranking.search import Searcher
    from kbsearch.text import tokens

    assert tokens("Café CRÈME") == ["cafe", "creme"]  # Latin accents still fold away
    assert tokens("नमस्ते दुनिया") == ["नमस्ते", "दुनिया"]  # vowel signs stay inside the word
    assert tokens("วีซ่า") == ["วีซ่", "ซ่า"]  # Thai: letters with their marks, in pairs
    assert tokens("東京の天気") == ["東京", "京の", "の天", "天気"]
    assert tokens("iPhoneราคา") == ["iphone", "รา", "าค", "คา"]
    assert parse_query("ต่อวีซ่า").terms == ["ต่อ", "อวี", "วีซ่", "ซ่า"]
    idx = write_archive(tmp_path / "a", [
        ChatSpec("aa11bb22", "การต่อวีซ่าติดตามคู่สมรส", "gemini", "2025-01-01", ["travel.visa.thai"], [{}],
                 ["ต้องใช้เอกสารอะไรบ้าง"]),
        ChatSpec("cc33dd44", "ดริปกาแฟแล้วมีรสขม", "gemini", "2025-01-02", ["food.coffee.thai"], [{}], ["กาแฟ"]),
    ])
    resp = Searcher.open(idx).search("วีซ่า")
    assert [r.chat_id for r in resp.results] == ["aa11bb22"]


_TEXT = st.text(
    alphabet=st.one_of(
        st.characters(codec="utf-8", exclude_categories=("Cs",)),
        st.sampled_from("aéÉ_ -'\n0Zße\u0301\u0e01\u0e34\u0e48\u3042\u4e2d\u0915\u093f\u2028\u00a0\x1c\u2019\U0001d468.\t"),
    ),
    max_size=60,
)


@given(_TEXT)
def test_the_build_side_word_finder_and_counter_agree_with_the_plain_ones(text):
    # The index build takes faster paths (ASCII / no marks, counts per distinct word);
    # they must give exactly the terms the query side and the uncached path compute.
    from collections import Counter

    from kbsearch.text import _WORD, term_counts, words_of

    assert words_of(fold(text)) == _WORD.findall(fold(text))
    assert term_counts(text) == Counter(tokens(text))
    assert term_counts(text * 3) == Counter(tokens(text * 3))
    odd = text + "\udc80" + text  # a lone surrogate: the pattern alone
    assert words_of(fold(odd)) == _WORD.findall(fold(odd))
    # fold decomposes the whole text at once: the same as decomposing each non-ASCII run
    # (ASCII characters never reorder with marks), which is what it did before.
    assert fold(odd) == _fold_by_runs(odd)


def _fold_by_runs(text):
    import re
    import unicodedata

    def strip(m):
        return "".join(c for c in unicodedata.normalize("NFKD", m.group()) if not "\u0300" <= c <= "\u036f")

    return re.sub(r"[^\x00-\x7f]+", strip, text.casefold())


def test_the_common_gaps_are_neither_word_characters_nor_marks_nor_unspaced_letters():
    import re

    from kbsearch import text

    for c in text._COMMON_GAPS:
        assert not re.search(text.WORD_PATTERN, c), repr(c)
        assert not re.search(f"[{text.MARKS}{text._UNSPACED_CHARS}]", c), repr(c)
    assert text.words("it\u2019s \u201cfine\u201d \u2014 ok\u2026") == ["it", "s", "fine", "ok"]
