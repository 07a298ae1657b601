"""Hostile input for the short answer (answer/short.py) and the --llm reply reader
(answer/llm.py): long runs with no sentence break, runs of capitalised words or spaces, huge
citation numbers, text whose letters carry combining marks.

Written by a review of 8108708..7a287ae. Every test here FAILED AT 7a287ae; each docstring
says whether the cause is new in that range ("new") or older code the new code also reaches
("older"). A timed case runs in a child process with a hard limit, so a quadratic case fails in
seconds instead of hanging the suite; once linear, each takes a small part of its limit (the clock
starts after the imports).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import time
import unicodedata
from pathlib import Path

import pytest
from archive_builder import ChatSpec, write_archive

TESTS = Path(__file__).resolve().parent
# Hang guards, not speed targets (bench/ measures speed): generous for a loaded 2-core CI
# machine, far below what the quadratic cases took (25 s to minutes).
LIMIT = 10.0  # seconds a whole `kbsearch answer` may take (linear code: < 0.5 s on these inputs)
FUNCTION_LIMIT = 5.0  # seconds one function call may take (linear code: < 0.1 s on these inputs)
HARD = LIMIT + 5  # a child is killed after this: a quadratic case fails here, not in minutes

_PRELUDE = """
import sys, time
sys.path.insert(0, {tests!r})
from datetime import date
from kbsearch.answer import llm, sentences, short, subject, when
from kbsearch.answer.asked import Asked
from test_answer_short_pieces import passage, words_of
"""


def _run(argv: list[str], timeout: float) -> subprocess.CompletedProcess | None:
    """The finished process, or None when it was killed after `timeout` seconds."""
    try:
        return subprocess.run(argv, capture_output=True, text=True, timeout=timeout, env=os.environ.copy())
    except subprocess.TimeoutExpired:
        return None


def _timed(code: str, limit: float = FUNCTION_LIMIT) -> None:
    """Run `code` in a fresh interpreter; fail when it raises or takes `limit` seconds or more
    (the clock starts after the imports)."""
    program = _PRELUDE.format(tests=str(TESTS)) + "t0 = time.perf_counter()\n" + textwrap.dedent(code) \
        + "\nprint('ELAPSED', time.perf_counter() - t0)\n"
    proc = _run([sys.executable, "-c", program], HARD)
    if proc is None:
        pytest.fail(f"still running after {HARD:g} s (limit {limit:g} s)")
    assert proc.returncode == 0, proc.stderr[-2000:]
    elapsed = float(proc.stdout.rsplit("ELAPSED", 1)[1])
    assert elapsed < limit, f"took {elapsed:.2f} s (limit {limit:g} s)"


# --- the short answer: long sentences -------------------------------------------------------


def test_a_who_short_answer_reads_a_long_sentence_only_around_the_question_words():
    """new: short_of cuts a body over MAX_BODY_CHARS, but _who calls speaker_of(p) again and
    hands the whole 200 KB to names_in (short.py _who); ~8 s at bd38c3f."""
    _timed("""
        q = "Who went skiing with Kate?"
        p = passage("Bob: Kate went skiing with " + "Abc, " * 40_000)
        got, _ = short.short_of(p, Asked.of(q), q, words_of(q))
        assert got == "Abc", got
    """)


@pytest.mark.parametrize("run", ["Abc, ", "Abc. ", "St. ", "Alpha of the "])
def test_names_in_is_linear_in_the_length_of_the_sentence(run):
    """new: names_in re-searches the whole text before each capitalised word
    (`re.search(r"[.!?;:]\\s*$", body[:m.start()])`): quadratic, 2-8 s on 150-200 KB."""
    _timed(f"""
        names = short.names_in("Kate met " + {run!r} * (200_000 // len({run!r})), frozenset({{"kate"}}))
        assert len(names) <= 3, names[:5]
    """)


@pytest.mark.parametrize("run", ["1,", "1.", "1-", "1 ", "5%", "A1"])
def test_the_value_patterns_are_linear(run):
    """new (value_words.py MONEY, MEASURE, IDENTIFIER): a digit run could start a match at every
    digit and backtrack to its end, so a pasted list of 10,000 characters of numbers took 18-65 s
    in `holds` (a review's "How big is the customer export?" answer: 15 s)."""
    _timed(f"""
        from kbsearch.answer.value_words import IDENTIFIER, MEASURE, MONEY
        text = {run!r} * (100_000 // len({run!r}))
        for rx in (MONEY, MEASURE, IDENTIFIER):
            rx.findall(text)
    """)


def test_for_n_years_without_a_perfect_tense_is_linear():
    """older (when._resolve, reached by short_of and holds): each 'for 3 years' searches the
    whole text for a perfect tense (`_PERFECT.search(m.string)`), so 50 KB of them take ~4.5 s
    even with MAX_TEXT."""
    _timed("""
        found = when.mentions("Kate skiing for 3 years " * 2_100, date(2024, 1, 3))
        assert found == [], found[:3]
    """)


def test_a_month_to_come_is_read_from_its_own_clause_in_linear_time():
    """new in 26d4b6e..a7511c5 (when._resolve, month_alone): each "in October" searched the whole
    text for a future or progressive tense, so "in October we are playing " 800 times took
    1.3 s; each now reads the 80 characters before it."""
    _timed("""
        found = when.mentions("in October we are playing " * 800, date(2023, 6, 15))
        assert {t.resolved for t in found} <= {"October 2023", "October 2022"}, found[:3]
    """)


# --- the --llm reply reader ------------------------------------------------------------------


@pytest.mark.parametrize("line", ["Sources" + " " * 600 + "x", " " * 50_000, "\t" * 50_000],
                         ids=["sources-600-spaces-x", "50k-spaces", "50k-tabs"])
def test_a_reply_line_of_spaces_does_not_stall_the_reply_reader(line):
    """older (llm._SECTION_END, run by answer_part on every reply line): `^\\s*(?:#+\\s*)?\\**\\s*`
    and the `\\s*\\**\\s*:?\\s*\\**\\s*$` tail backtrack over a run of spaces, O(n^2)-O(n^4):
    'Sources' + 800 spaces + 'x' takes 83 s, and `answer --llm` runs it twice."""
    _timed(f"""
        body = llm.answer_part("Summary: Kate went skiing [1].\\n" + {line!r})
        assert body.startswith("Summary")
    """)


def test_a_reply_line_of_spaces_does_not_stall_the_short_line_reader():
    """new: llm._SHORT, `^\\s*(?:#+\\s*)?[*_]*\\s*short…`: two \\s* side by side backtrack over
    a line of spaces (split_short and parse_reply match every line): ~10 s on 50,000 spaces."""
    _timed("""
        short_line, _ = llm.split_short("Summary: Kate went skiing [1].\\n" + " " * 50_000 + "\\nShort: Utah [1]")
        assert short_line == "Utah [1]", short_line
    """)


def test_a_citation_number_too_long_for_int_is_a_refused_short_line_not_a_crash():
    """new: parse_short calls int() on every [digits]; 5,000 digits is over Python's
    int-from-string limit, so read_short raises ValueError, which apply_reply does not catch
    (only LlmFailed): `answer --llm` ends in 'internal error', exit 2. check_citations (older)
    has the same int()."""
    from kbsearch.answer.llm import check_citations, read_short
    from kbsearch.localllm import LlmFailed

    huge = "[" + "1" * 5000 + "]"
    try:
        read_short(f"Utah {huge}", [], 1)
    except LlmFailed:
        pass
    except ValueError as exc:
        pytest.fail(f"read_short raised {exc!r:.80}, not LlmFailed")
    else:
        pytest.fail("read_short accepted a Short line citing a source that does not exist")
    try:
        assert check_citations(f"Kate went skiing {huge}.", 1)  # a problem listed, not raised
    except ValueError as exc:
        pytest.fail(f"check_citations raised {exc!r:.80}")


# --- end to end ------------------------------------------------------------------------------


def _kbsearch(*args, timeout: float = 60) -> subprocess.CompletedProcess | None:
    proc = _run([sys.executable, "-m", "kbsearch", *map(str, args)], timeout)
    assert proc is None or "Traceback" not in proc.stderr, proc.stderr
    return proc


def _one_chat_archive(tmp_path: Path, summary: str) -> Path:
    """An archive whose only chat's condensed summary is `summary`, its content index built."""
    chat = ChatSpec("bbbb0002", "Misc notes", "claude", "2024-01-04", ["life.misc"], [{"summary": summary}],
                    ["nothing here"])
    index_dir = write_archive(tmp_path / "root", [chat])
    _kbsearch("index", "build", "-i", index_dir)
    return index_dir


def _answer_in_time(*args) -> subprocess.CompletedProcess:
    start = time.perf_counter()
    proc = _kbsearch("answer", *args, timeout=HARD + 1)
    if proc is None:
        pytest.fail(f"kbsearch answer still running after {HARD + 1:g} s (limit {LIMIT:g} s)")
    elapsed = time.perf_counter() - start
    assert proc.returncode in (0, 1), proc.stderr
    assert "internal error" not in proc.stderr, proc.stderr
    assert elapsed < LIMIT, f"kbsearch answer took {elapsed:.2f} s"
    return proc


@pytest.mark.parametrize("question, summary", [
    # new: _who reads the whole sentence (see above); 2.0 s at 60 KB, ~40 s at 300 KB
    ("Who went skiing with Kate?", "Kate went skiing with " + "Abc, " * 30_000),
    # older: 'for N years' without a perfect tense (see above); 6.2 s at 60 KB
    ("When did Kate start skiing?", "Kate skiing for 3 years " * 2_500),
], ids=["who-150KB-of-names", "when-60KB-of-for-3-years"])
def test_answer_over_one_long_summary_sentence_takes_bounded_time(tmp_path, question, summary):
    index_dir = _one_chat_archive(tmp_path, summary)
    proc = _answer_in_time(question, "-f", "json", "-i", index_dir)
    if proc.returncode == 0:
        assert len(json.loads(proc.stdout)["short"]) < 400


@pytest.fixture
def evil_llm(tmp_path) -> Path:
    """A stand-in LLM printing a well-cited summary, then the line given as its argument."""
    script = tmp_path / "evil_llm.py"
    script.write_text("import sys\nsys.stdin.read()\n"
                      "print('Summary: Kate will go skiing in Utah [1].')\n"
                      "print(sys.argv[1].replace('<SP>', ' '))\n", encoding="utf-8")
    return script


@pytest.mark.parametrize("line", ["Short: Utah [" + "1" * 5000 + "]", "Sources" + " " * 600 + "x"],
                         ids=["short-line-5000-digit-citation", "sources-600-spaces-x"])
def test_answer_with_a_hostile_llm_reply_falls_back_or_reads_it_in_time(tmp_path, evil_llm, line):
    """new (the Short line's citation: exit 2 'internal error: ValueError') and older (the
    spaces: 25 s for a 609-character line). DESIGN §3: on failure the offline answer is used,
    with a warning."""
    chat = ChatSpec("aaaa0001", "Kate skiing trip", "claude", "2024-01-03", ["life.skiing"],
                    [{"decisions": [{"decision": "Kate will go skiing in Utah"}]}], ["Kate: skiing is fun"])
    index_dir = write_archive(tmp_path / "root", [chat])
    _kbsearch("index", "build", "-i", index_dir)
    command = f"{sys.executable} {evil_llm} {line.replace(' ', '<SP>')}"
    proc = _answer_in_time("Where will Kate go skiing?", "-f", "json", "-i", index_dir, "--llm", command)
    assert proc.returncode == 0
    assert json.loads(proc.stdout)["summary"]


# --- wrong output on hostile text (not slow, not a crash) --------------------------------------


@pytest.mark.parametrize("food", ["กินข้าวมันไก่ที่ร้านอาหาร", unicodedata.normalize("NFD", "crème brûlée"),
                                  "नमस्ते खाना"], ids=["thai", "nfd-latin", "devanagari"])
def test_the_short_answer_keeps_the_marks_on_its_letters(food):
    """new: short._WORD is `[\\w][\\w'’&+/-]*`, and combining marks (Thai vowels and tones,
    Devanagari matras, decomposed accents) are not \\w, so phrase() cuts words at every mark
    and joins the pieces with spaces: 'ก นข าวม นไก ท ร านอาหาร', 'cre me bru le e'. The
    module docstring promises 'every short answer is words of its sentence'. text.WORD_PATTERN
    already knows the marks."""
    from test_answer_short_pieces import passage, words_of

    from kbsearch.answer.asked import Asked
    from kbsearch.answer.short import short_of

    q = "What food did Kate eat?"
    text = f"Kate: my food was {food}"
    got, _ = short_of(passage(text), Asked.of(q), q, words_of(q))
    assert got and got in text, got


def test_a_names_answer_leaves_out_the_asked_person_written_with_a_curly_apostrophe():
    """new: names_in folds "Kate's" to "kate" with split("'") only, so "Kate’s" (iOS and most
    chat exports write ’) is listed as a name: 'Kate’s, Rex, Bo'. subject._fold and
    asked.question_names fold both apostrophes."""
    from test_answer_short_pieces import passage, words_of

    from kbsearch.answer.asked import Asked
    from kbsearch.answer.short import short_of

    q = "What are the names of Kate's dogs?"
    got, _ = short_of(passage("Bob: we walked Kate’s dogs Rex and Bo"), Asked.of(q), q, words_of(q))
    assert got == "Rex, Bo", got


@pytest.mark.parametrize("question", ["Which IDE do I use?", "What " + "favourite " * 5000 + "food?",
                                      "What 🍕 foods does Kai like?", "Which " + "C++ " * 10_000 + "languages?"])
def test_a_question_after_a_kind_of_thing_answers_in_time(question):
    """kinds.asked_thing on odd questions: a cue written in capitals ("IDE") once raised
    KeyError; long or odd ones must take bounded time."""
    from kbsearch.answer.asked import Asked

    started = time.perf_counter()
    Asked.of(question)
    assert time.perf_counter() - started < 2.0


def test_a_turn_of_thousands_of_names_is_read_around_the_question_words():
    # One 60,000-character turn of names and no sentence end took minutes to gather list
    # items from (every item compared with every name); it is read in a window now.
    from kbsearch.answer.gather import near_items

    body = " ".join(f"walked with Zed{i} and Ann{i}," for i in range(3000))
    got = near_items(body, lambda w: w.casefold() == "walked")
    assert got and len(" ".join(got)) < 5000


def test_a_count_question_over_a_long_run_of_numbers_answers_in_time():
    """review: asked.counts read all the text after every number (quadratic): one `holds` took
    3.8 s on 50,000 characters of numbers, 20 s on 100,000. It reads 60 characters after each."""
    import time

    from kbsearch.answer.asked import holds

    text = "12 34 56 weeks, " * 6_000  # ~96,000 characters
    t = time.perf_counter()
    assert holds("count", text, None, set(), counted="whales") == 0.0
    assert time.perf_counter() - t < 5.0
