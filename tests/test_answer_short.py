"""The short answer (`Answer.short`): the answer itself in a few words, checked against gold
answers read by hand from the demo archive (tests/fixtures/demo_answers.jsonl), and on the
real exports in ../shared/data (skipped when absent).

Each gold row is `{question, kind, short, chat_ids}` (+ `not` for the traps): `short` is the
answer as a person would write it ("" when no chat states it), `chat_ids` the chats that
state it, `not` the words of the near miss the short must not give — another person's fact
(`subject_trap`) or an assistant's boilerplate (`boilerplate`). The demo holds all three
situations on purpose: a list gathered across chats (the user's sports: running in one chat,
strength training in another), a wrong-subject trap (the user started running in 2021; their
sister Anna "has been running for 10 years") and boilerplate beside the user's own statement
("I'm a new conversation each time…", "As an AI language model…").
"""

from __future__ import annotations

import json
import re
from collections import Counter
from contextlib import contextmanager
from pathlib import Path

import pytest
from cli_run import run

from kbsearch.answer.grading import token_f1  # LoCoMo's F1, as kbsearch eval --answers reports it
from kbsearch.answer.compose import answer
from kbsearch.ranking.search import Searcher
from kbsearch.text import tokens

TESTS = Path(__file__).resolve().parent
DEMO = TESTS.parent / "indexes"
GOLD_FILE = TESTS / "fixtures" / "demo_answers.jsonl"
GOLD = [json.loads(line) for line in GOLD_FILE.read_text(encoding="utf-8").splitlines() if line.strip()]
KINDS = ("when", "where", "who", "count", "duration", "why", "yesno", "what", "list", "subject_trap",
         "boilerplate", "none")
ANSWERED = [g for g in GOLD if g["kind"] != "none"]


# Questions the short answer still gets wrong on the demo (issue 27's closing note lists why):
# strict xfails, so each one that starts passing is noticed and moved out of this list.
KNOWN_MISSES = frozenset({
    'Who is the main character of my novella?',
    'How long did the green curry paste take to make?',
    'How long did the Sunday meal prep take?',
    'Why did the bank statement downloads time out?',
    'Why did we choose YAML for the condensed files?',
    'Why did I go with the allergy hook for my blog post?',
    'Was my 2022 crypto gain taxable?',
    'What was the first victim of the slot eviction dry run?',
    'What sports do I do?',
    'How old am I?',
    'Am I vegetarian?',
})
CITED_MISSES = frozenset({"How old am I?"})
OTHER_PERSON_MISSES: frozenset[str] = frozenset()


def _marked(rows, misses):
    return [pytest.param(g, marks=pytest.mark.xfail(strict=True, reason="known miss of the short answer"))
            if g["question"] in misses else g for g in rows]

SHARED = TESTS.parents[1] / "shared" / "data"
EXPORTS = SHARED / "exports"
needs_exports = pytest.mark.skipif(not EXPORTS.is_dir(),
                                   reason=f"real exports not found at {EXPORTS} (fresh clone elsewhere)")


def _ids(rows):
    return [f"{g['kind']}: {g['question']}" for g in rows]


def _of(*kinds):
    return [g for g in GOLD if g["kind"] in kinds]


@contextmanager
def _test_env(tmp_path_factory):
    """The environment conftest's `isolated_env` gives each test, for a module-wide fixture
    (made before that function-scoped one runs): the session's cache, no user settings."""
    with pytest.MonkeyPatch.context() as mp:
        for var in ("KBSEARCH_INDEX_DIR", "AI_ROOT", "KBSEARCH_SYNONYMS", "NO_COLOR", "FORCE_COLOR"):
            mp.delenv(var, raising=False)
        mp.setenv("KBSEARCH_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "cache"))
        mp.setenv("KBSEARCH_OUTPUTS_DIR", str(tmp_path_factory.getbasetemp() / "outputs"))
        mp.setenv("KBSEARCH_CONFIG", str(TESTS / "fixtures" / "settings.yaml"))
        yield


class Answers:
    """Each question answered once per module, on one opened Searcher."""

    def __init__(self, searcher: Searcher):
        self.searcher = searcher
        self.done: dict = {}

    def __call__(self, question: str):
        if question not in self.done:
            self.done[question] = answer(self.searcher, question)
        return self.done[question]


@pytest.fixture(scope="module")
def demo_answers(tmp_path_factory) -> Answers:
    """conftest's `demo_dir` (the bundled demo, as tests/test_answer_kinds.py uses it), opened
    once for the module."""
    if not (DEMO / "chat_index.latest.csv").is_file():
        pytest.fail(f"the bundled demo archive is missing at {DEMO}")
    with _test_env(tmp_path_factory):
        return Answers(Searcher.open(DEMO))


# -- comparing a short answer with the gold one -------------------------------------------------


def _first_word(text: str) -> str:
    m = re.match(r"\W*(\w+)", text)
    return m.group(1).casefold() if m else ""


def states(gold: str, short: str) -> bool:
    """Whether `short` says what `gold` says: the same "Yes"/"No" first, and every content
    word of gold (kbsearch.text.tokens: folded, stopwords dropped, stemmed)."""
    if _first_word(gold) in ("yes", "no") and _first_word(short) != _first_word(gold):
        return False
    return set(tokens(gold)) <= set(tokens(short))


def items(text: str) -> list[str]:
    """A list answer's items: "Kyoto, Osaka, Lisbon and Porto" → four."""
    return [i.strip() for i in re.split(r"[,;]|\band\b", text) if i.strip()]


def mentions(text: str, phrase: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(phrase)}(?!\w)", text, re.I) is not None


def lead_of(summary: str) -> str:
    """The summary's lead: its text up to the first citation."""
    m = re.search(r"\[\d+\]", summary)
    return summary[: m.end()] if m else summary


# -- the gold file itself -------------------------------------------------------------------------


def _demo_chat_text() -> dict[str, str]:
    """chat_id → its raw turns, condensed files and its date written out, as one text."""
    from datetime import date

    from kbsearch.answer.when import long_date

    texts: dict[str, str] = {}
    for folder in (DEMO / "chats").glob("*/*/*/*"):
        chat_id = folder.name.split(".")[2]
        day = folder.name.split(".")[1]
        parts = [long_date(date(int(day[:4]), int(day[4:6]), int(day[6:])))]
        parts += [p.read_text(encoding="utf-8") for p in sorted(folder.glob("*.yml"))]
        texts[chat_id] = "\n".join(parts)
    return texts


def test_the_gold_file_covers_every_kind_with_answers_its_chats_state():
    assert len(GOLD) >= 30
    counts = Counter(g["kind"] for g in GOLD)
    assert set(counts) == set(KINDS) and min(counts.values()) >= 2, counts
    assert len({g["question"] for g in GOLD}) == len(GOLD)
    texts = _demo_chat_text()
    for g in GOLD:
        assert set(g) <= {"question", "kind", "short", "chat_ids", "not"}, g
        assert len(g["short"].split()) <= 12, g
        if g["kind"] == "none":
            assert g["short"] == "" and g["chat_ids"] == [], g
            continue
        assert g["short"] and g["chat_ids"] and set(g["chat_ids"]) <= set(texts), g
        stated = set(tokens("\n".join(texts[c] for c in g["chat_ids"])))
        for item in items(g["short"]) if g["kind"] == "list" else [g["short"]]:
            said = re.sub(r"^(yes|no)\b\W*", "", item, flags=re.I)  # "Yes"/"No" is read, not quoted
            assert set(tokens(said)) <= stated, (g["question"], item)
        if g["kind"] in ("subject_trap", "boilerplate"):
            # The near miss is really in the archive, or the trap tests nothing.
            everything = "\n".join(texts.values())
            assert g["not"] and any(mentions(everything, n) for n in g["not"]), g
        if g["kind"] == "list":
            assert len(items(g["short"])) >= 2
            # Gathered across chats: no single chat states every item.
            assert not any(all(set(tokens(i)) <= set(tokens(texts[c])) for i in items(g["short"]))
                           for c in g["chat_ids"]), g


# -- the short answer on the demo archive ---------------------------------------------------------


@pytest.mark.parametrize("gold", _marked(ANSWERED, KNOWN_MISSES), ids=_ids(ANSWERED))
def test_short_states_the_gold_answer(demo_answers, gold):
    a = demo_answers(gold["question"])
    if gold["kind"] == "list":
        said = items(a.short)
        assert "," in a.short, f"not a comma-separated list: {a.short!r}"
        missing = [i for i in items(gold["short"]) if not any(set(tokens(i)) <= set(tokens(s)) for s in said)]
        assert not missing, f"{a.short!r} lacks {missing} (gold {gold['short']!r})"
    else:
        assert states(gold["short"], a.short), f"short {a.short!r}, gold {gold['short']!r}"
    assert len(a.short.split()) <= 15, f"not short: {a.short!r}"


@pytest.mark.parametrize("gold", _marked(ANSWERED, CITED_MISSES), ids=_ids(ANSWERED))
def test_a_chat_that_states_it_is_cited(demo_answers, gold):
    a = demo_answers(gold["question"])
    assert set(gold["chat_ids"]) & {s.chat_id for s in a.sources}, [s.chat_id for s in a.sources]


@pytest.mark.parametrize("gold", _of("none"), ids=_ids(_of("none")))
def test_no_short_when_no_chat_states_it(demo_answers, gold):
    a = demo_answers(gold["question"])
    assert a.short == "" and a.short_items == []
    assert a.confidence == "low"


@pytest.mark.parametrize("gold", _marked(_of("subject_trap"), OTHER_PERSON_MISSES), ids=_ids(_of("subject_trap")))
def test_short_is_not_another_persons_fact(demo_answers, gold):
    a = demo_answers(gold["question"])
    stated = [n for n in gold["not"] if mentions(a.short, n)]
    assert not stated, f"the short {a.short!r} gives another person's fact: {stated}"
    lead = lead_of(a.summary)
    about_someone_else = any(mentions(lead, n) for n in gold["not"]) and not states(gold["short"], lead)
    if about_someone_else:
        assert a.confidence != "high", f"high confidence in a lead about someone else: {lead!r}"


@pytest.mark.parametrize("gold", _of("boilerplate"), ids=_ids(_of("boilerplate")))
def test_assistant_boilerplate_is_never_the_answer(demo_answers, gold):
    a = demo_answers(gold["question"])
    for n in gold["not"]:
        assert not mentions(a.short, n), f"boilerplate {n!r} in the short {a.short!r}"
        assert not mentions(a.summary, n), f"boilerplate {n!r} in the summary {a.summary!r}"


@pytest.mark.parametrize("gold", GOLD, ids=_ids(GOLD))
def test_the_json_carries_the_short(demo_answers, gold):
    a = demo_answers(gold["question"])
    d = a.to_dict()
    assert d["short"] == a.short
    assert isinstance(a.short, str) and a.short == a.short.strip()


def test_short_answers_match_the_gold_set_on_average(demo_answers):
    scores = {g["question"]: token_f1(demo_answers(g["question"]).short, g["short"]) for g in ANSWERED}
    mean = sum(scores.values()) / len(scores)
    worst = sorted(scores.items(), key=lambda kv: kv[1])[:8]
    # 0.584 when this test was last moved (0.563 before the list and subject work): a floor
    # against going back.
    assert mean >= 0.55, f"mean token F1 {mean:.3f} over {len(scores)} questions; lowest: {worst}"


def test_a_reason_is_the_sentence_right_after_its_decision():
    from kbsearch.answer.short_why import why_of as _why

    body = ("Use YAML instead of JSON for condensed files. YAML allows comments and readable diffs. "
            "JSON escaped every newline.")
    asked = {"yaml", "json", "condensed", "files", "use", "choose"}
    got = _why(body, lambda w: w.casefold() in asked)
    assert got.startswith("YAML allows comments"), got  # not the later aside with fewer question words


def test_token_f1():
    assert token_f1("The week before 7 September 2023", "the week before 7 September 2023") == 1.0
    assert token_f1("", "Kyoto") == 0.0 and token_f1("Kyoto", "") == 0.0
    assert token_f1("€32,000", "€32,000 all-in") == pytest.approx(2 * 1.0 * (2 / 4) / (1.0 + 2 / 4))


# -- real exports ---------------------------------------------------------------------------------

# (question, what the answer must say: patterns matched case-insensitively in the short and in
#  the summary, what the assistant said around it that is no answer)
REAL = {
    # A user statement (Claude, old export format): the disclaimer the user dictated.
    "claude-user-statement": (
        "When were the prices in the LLM pricing calculator correct?",
        [r"\b16(th)?\b", r"\boct(ober)?\b", r"\b2024\b"],
        ["Certainly!", "I'll add the disclaimer", "I apologize"],
    ),
    # ChatGPT's tool-using answer, with apologies and retries before the result (1/3).
    "chatgpt-result-after-apologies": (
        "What is the average distance between two random variables in U(0,1)?",
        [r"1\s*/\s*3|\\frac\{1\}\{3\}|one.third"],
        ["My apologies", "Let me correct", "Let me try again", "Let me compute"],
    ),
    # A how-to (Google Takeout, AI Mode, Thai), answered with numbered steps: dial 003 + 856.
    "takeout-how-to": (
        "โทรศัพท์ AIS ไปประเทศลาวต้องกดรหัสอะไร",
        [r"\b003\b", r"\b856\b"],
        ["รบกวนบอกข้อมูลเพิ่มเติม", "ผมจะได้ช่วย", "สามารถแจ้งให้ผมแนะนำ"],
    ),
}


@pytest.fixture(scope="module")
def real_answers(tmp_path_factory) -> Answers:
    root = tmp_path_factory.mktemp("real_exports") / "archive"
    with _test_env(tmp_path_factory):
        r = run("ingest", EXPORTS, "--into", root, "--projects")
        assert r.exit_code == 0, r.stderr
        return Answers(Searcher.open(root / "indexes"))


REAL_CASES = list(REAL)


@needs_exports
@pytest.mark.parametrize("field", ["summary", "short"])
@pytest.mark.parametrize("name", REAL_CASES)
def test_real_export_states_the_answer_not_boilerplate(real_answers, name, field):
    question, keys, boilerplate = REAL[name]
    a = real_answers(question)
    text = getattr(a, field)
    for b in boilerplate:
        assert b.casefold() not in text.casefold(), f"boilerplate {b!r} in the {field}: {text[:300]!r}"
    missing = [k for k in keys if not re.search(k, text, re.I)]
    assert not missing, f"the {field} lacks {missing}: {text[:300]!r}"
    assert a.to_dict()[field] == text

