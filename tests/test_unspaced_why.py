"""Issue 21: results for Thai, Japanese and Chinese words name the word as typed (never
its internal letter pairs), a document holding only some pairs of a word does not match
it, answer details stay short, and a snippet is never a YAML key."""

from __future__ import annotations

import re

import pytest
from archive_builder import ChatSpec, write_archive

from kbsearch.ranking import bm25f
from kbsearch.ranking.search import SearchOptions, Searcher
from kbsearch.ranking.unspaced import PairRule, PairWord, pairs_required

THAI_LONG = "ฉันชอบดื่มกาแฟตอนเช้าเพราะช่วยให้ตื่นตัว" * 40  # 1,600 letters, no space

CHATS = [
    # Its decision holds กา and าแ, not แฟ: a passage about homework, not coffee.
    ChatSpec("th-coffee", "Morning drinks", raw=["เช้านี้ฉันดื่มกาแฟเย็นที่ร้านใกล้บ้าน รสชาติดีมาก"],
             chunks=[{"decisions": ["การบ้าน ทำแบบนี้ ทุกวัน ตอนเย็น หลัง เลิก เรียน แล้ว"]}]),
    # กา and าแ of กาแฟ (in การ and ทำแบบ), never แฟ: not about coffee.
    ChatSpec("th-homework", "Homework", raw=["การบ้านวันนี้ยากมาก ต้องทำแบบฝึกหัดคณิตศาสตร์"]),
    ChatSpec("th-long", "Long coffee notes", raw=[THAI_LONG],
             chunks=[{"decisions": ["ดื่มกาแฟดำ" + "ทุกวันตอนเช้าที่บ้านก่อนไปทำงาน" * 30]}]),
    ChatSpec("ja-ramen", "Ramen night", raw=["昨日は東京でラーメンを食べました。とても美味しかった。"]),
    ChatSpec("zh-ml", "Model training", raw=["我们讨论了机器学习的模型训练。"]),
    # 机器 and 学习, but not 器学: the machine broke, then "learn something new".
    ChatSpec("zh-machine", "Broken machine", raw=["这台机器坏了，学习新的东西吧。"]),
    # ラーメン, and a stray 机器 (a pair of 机器学习, which it does not hold whole).
    ChatSpec("ja-zh-mixed", "Ramen machine", raw=["ラーメンを作る机器を買った。"]),
    ChatSpec("en", "Plain English", raw=["We talked about coffee and machine learning."]),
]

QUOTED = re.compile(r"“([^”]*)”")


@pytest.fixture(scope="module")
def index_dir(tmp_path_factory):
    # Written as an ingest writes them: letters, not \u escapes (raw chunks are read as lines).
    return write_archive(tmp_path_factory.mktemp("unspaced"), CHATS, allow_unicode=True)


@pytest.fixture()
def searcher(index_dir):
    return Searcher.open(index_dir)


def _ids(resp) -> list[str]:
    return [r.chat_id for r in resp.results]


@pytest.mark.parametrize("word, expected", [
    ("กาแฟ", {"th-coffee", "th-long"}),
    ("ラーメン", {"ja-ramen", "ja-zh-mixed"}),
    ("机器学习", {"zh-ml"}),
])
def test_the_why_line_names_the_typed_word_and_no_letter_pair(searcher, word, expected):
    resp = searcher.search(word, SearchOptions(thorough=True))
    assert set(_ids(resp)) == expected
    assert resp.terms == [word]
    for r in resp.results:
        assert QUOTED.findall(r.why) == [word], r.why
        assert r.matched_terms == [word]
        assert word in r.snippet


def test_a_document_with_only_some_pairs_of_a_word_does_not_match_it(searcher):
    # The two documents hold 2 of 3 pairs: before, both were results.
    assert "zh-machine" not in _ids(searcher.search("机器学习", SearchOptions(thorough=True)))
    assert "th-homework" not in _ids(searcher.search("กาแฟ", SearchOptions(thorough=True)))


def test_a_stray_pair_of_another_word_neither_shows_nor_scores(searcher, index_dir, monkeypatch):
    both = searcher.search("ラーメン 机器学习", SearchOptions(thorough=True))
    by_id = {r.chat_id: r for r in both.results}
    assert set(by_id) == {"ja-ramen", "zh-ml", "ja-zh-mixed"}
    mixed = by_id["ja-zh-mixed"]
    assert QUOTED.findall(mixed.why) == ["ラーメン"] and mixed.matched_terms == ["ラーメン"]
    assert both.terms == ["ラーメン", "机器学习"]
    # Its stray 机器 adds nothing: the same score as for ラーメン alone.
    alone = {r.chat_id: r for r in searcher.search("ラーメン", SearchOptions(thorough=True)).results}
    assert mixed.score == pytest.approx(alone["ja-zh-mixed"].score, rel=1e-12)


def test_the_dense_path_keeps_and_drops_the_same_pairs(index_dir, monkeypatch):
    def run():
        s = Searcher.open(index_dir)
        return [(r.chat_id, r.score, r.why, r.matched_terms)
                for q in ("ラーメン 机器学习", "กาแฟ", "机器学习 coffee")
                for r in s.search(q, SearchOptions(thorough=True)).results]

    monkeypatch.setattr(bm25f, "DENSE_MIN_DOCS", 10**12)
    pure = run()
    monkeypatch.setattr(bm25f, "DENSE_MIN_DOCS", 0)
    assert run() == pure
    assert ("zh-machine" not in {row[0] for row in pure}) and pure


def test_a_latin_word_beside_a_thai_one_matches_as_before(searcher):
    resp = searcher.search("coffee กาแฟ", SearchOptions(thorough=True))
    assert "en" in _ids(resp)  # coffee alone is enough, as for any two-word query
    assert QUOTED.findall(next(r for r in resp.results if r.chat_id == "en").why) == ["coffee"]


def test_how_many_pairs_a_word_needs():
    assert [pairs_required(n) for n in (2, 3, 4, 5, 9, 10, 12)] == [2, 3, 4, 4, 8, 8, 10]
    rule = PairRule((PairWord("abc", 0b0111, 3), PairWord("xyz", 0b1100, 2)))
    assert rule.kept(0b10000 | 0b0011) == 0b10000  # other concepts stay; 2 of 3 pairs go
    assert rule.kept(0b0111) == 0b0111
    assert rule.kept(0b1100) == 0b1100  # bit 2 is shared: it counts when "xyz" does


def test_answer_details_and_sources_name_the_word_and_stay_short(searcher):
    from kbsearch.answer.compose import answer

    a = answer(searcher, "กาแฟ?")
    assert a.sources and "กาแฟ" in a.summary
    for s in a.sources:
        assert QUOTED.findall(s.why) == ["กาแฟ"], s.why
    for text in [a.summary, *(d.text for d in a.details)]:
        assert len(text) <= 600, len(text)  # a 1,600-letter run was one detail
        assert "การบ้าน" not in text  # two of the three pairs of กาแฟ are not evidence
    assert all("กาแฟ" in e.text for e in a.evidence)


def test_a_snippet_from_a_raw_chunk_is_never_a_yaml_key(tmp_path):
    """The newer Claude export's thinking block is written as a `thinking: |-` key of the
    message: searching "thinking" showed the snippet `thinking:` (the key line, read from
    the file's YAML text) instead of the sentence that holds the word."""
    import export_fixtures as fx

    from kbsearch.ingest import Options, ingest

    chat = fx.claude_new()
    chat["chat_messages"][1]["content"][0]["thinking"] = "Still thinking about drills.\nHip snaps come first."
    ingest([fx.write_claude(tmp_path / "export", [chat], projects=False)], Options(root=tmp_path / "a"))
    raw = next((tmp_path / "a").rglob("*.001.yml")).read_text(encoding="utf-8")
    assert "  thinking: |-\n" in raw  # what the ingester writes: the key this is about
    s = Searcher.open(tmp_path / "a" / "indexes")
    for query, snippet in (("thinking", "Still thinking about drills."), ("paddle", None)):
        (r,) = s.search(query).results
        assert not re.match(r"\s*[\w-]+:", r.snippet), r.snippet
        if snippet:
            assert r.snippet == snippet
