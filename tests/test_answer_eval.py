"""`kbsearch eval --answers`: answers graded against gold answers (issue 20), and the script
that joins the REALTALK qrels with theirs."""

import json
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest
from cli_run import run

from kbsearch.answer.grading import (
    answer_tokens,
    date_words,
    f1_score,
    grade,
    gold_words,
    list_items,
    report_text,
    run_answer_eval,
    terms,
    token_f1,
)
from kbsearch.answer.porter import stem
from kbsearch.errors import BadQuery
from kbsearch.ranking.eval import Qrel, read_qrels

REPO = Path(__file__).resolve().parent.parent
REALTALK = REPO.parent / "shared" / "data" / "realtalk"


def fake_answer(summary, details=(), cited=(), confidence=None, short=None):
    """Only the public fields grading reads; `confidence` and `short` are left out when
    None, as in answers written before they existed."""
    a = SimpleNamespace(summary=summary, details=[SimpleNamespace(text=t, citations=[1]) for t in details],
                        sources=[SimpleNamespace(chat_id=c) for c in cited])
    if confidence is not None:
        a.confidence = confidence
    if short is not None:
        a.short = short
    return a


def test_gold_words_keep_content_and_normalise_numbers_and_months():
    assert gold_words("No, she was with her friend.") == ["friend"]
    assert gold_words("Yes, she does.") == []
    assert gold_words("Photographs and paintings") == ["photograph", "painting"]
    # one date in three spellings gives the same words
    assert set(gold_words("On January 17, 2024.")) == set(terms("17.01.2024")) == set(terms("2024-01-17")) == {"1", "17", "2024"}
    assert gold_words("06 Jan 2024") == ["6", "1", "2024"]
    assert terms("she may come on May 5") == ["come", "5", "5"]  # "may" is a month only next to a number
    assert terms("in 2024 [1]") == ["2024"]  # a citation marker is not the number 1


def test_run_answer_eval_against_hand_computed_values(tmp_path):
    qrels = [
        Qrel("s1", "1", "What does she make?", "1", ["a"], "Photographs and paintings"),
        Qrel("s1", "2", "When did she eat popcorn?", "2", ["b"], "On January 17, 2024."),
        Qrel("s2", "3", "the of and", "2", ["c"], "Yes, she does."),
        Qrel("s2", "4", "How many cats does Kate have?", "1", ["c"], "3 cats"),
    ]
    answers = {
        # the plural gold word "paintings" is found as "painting", "photograph" only in the details
        "What does she make?": fake_answer("The paintings [1]", ["Photograph of a lake [1]"], ["a"], "high"),
        "When did she eat popcorn?": fake_answer("On 17 January 2024 [1]", [], ["x"], "low"),
        "How many cats does Kate have?": fake_answer("Kate has cats [1]", [], ["c"], "high"),
    }
    opened = []

    def factory(folder):
        opened.append(folder.parent.name)

        def answer_of(question):
            if question not in answers:
                raise BadQuery("nothing to search for")
            return answers[question]
        return answer_of

    r = run_answer_eval(qrels, tmp_path, factory)
    assert opened == ["s1", "s2"]  # each archive opened once
    o = r.overall
    assert (o["n"], o["graded"]) == (4, 3)  # "Yes, she does." grades no words
    assert o["summary_contains"] == pytest.approx(1 / 3)  # only the date is all in the summary
    assert o["answer_contains"] == pytest.approx(2 / 3)
    assert o["gold_word_recall"] == pytest.approx((1 + 1 + 0.5) / 3)
    # "cat" is in the question, so only "3" is new, and it is missing
    assert o["new_word_recall"] == pytest.approx((1 + 1 + 0) / 3)
    assert o["evidence_cited"] == pytest.approx(2 / 4) and o["answered"] == pytest.approx(3 / 4)
    lengths = [len("The paintings [1]") + len("Photograph of a lake [1]"), len("On 17 January 2024 [1]"), 0,
               len("Kate has cats [1]")]
    assert o["chars"] == pytest.approx(sum(lengths) / 4)
    c1, c2 = r.by_category["1"], r.by_category["2"]
    assert (c1["n"], c1["answer_contains"], c1["gold_word_recall"]) == (2, 0.5, 0.75)
    assert (c2["n"], c2["graded"], c2["summary_contains"], c2["evidence_cited"]) == (2, 1, 1.0, 0.0)
    assert r.confidence == {"high": 2, "medium": 0, "low": 1}
    assert r.by_confidence["high"] == {"n": 2, "graded": 2, "answer_contains": 0.5, "short_f1": 0.0}  # no short
    assert r.by_confidence["low"]["answer_contains"] == 1.0 and "medium" not in r.by_confidence
    assert any("no content word" in n for n in r.notes) and any("nothing to search" in n for n in r.notes)
    doc = r.to_dict()
    assert doc["overall"]["answer_contains"] == 0.6667 and doc["confidence"]["high"] == 2
    text = report_text(r)
    assert "in summary" in text and "category 2" in text
    assert "      high     2     0.500    0.000" in text  # confidence, n, in answer, short F1


def test_answers_without_confidence_say_so(tmp_path):
    r = run_answer_eval([Qrel("s", "1", "q", "1", ["a"], "cats")], tmp_path,
                        lambda folder: lambda q: fake_answer("cats [1]", cited=["a"]))
    assert r.confidence == {} and r.by_confidence == {} and "no confidence" in report_text(r)
    assert r.overall["summary_contains"] == 1.0


# NLTK 3.10's PorterStemmer().stem (its default mode, which LoCoMo's F1 uses) on the examples of
# Porter's paper and on the words where that mode differs from the 1980 algorithm.
PORTER = {
    "caresses": "caress", "ponies": "poni", "ties": "tie", "cats": "cat", "feed": "feed", "agreed": "agre",
    "plastered": "plaster", "bled": "bled", "motoring": "motor", "sing": "sing", "conflated": "conflat",
    "troubled": "troubl", "sized": "size", "hopping": "hop", "tanned": "tan", "falling": "fall", "hissing": "hiss",
    "fizzed": "fizz", "failing": "fail", "filing": "file", "happy": "happi", "sky": "sky", "relational": "relat",
    "conditional": "condit", "rational": "ration", "digitizer": "digit", "radically": "radic",
    "differently": "differ", "vietnamization": "vietnam", "predication": "predic", "operator": "oper",
    "feudalism": "feudal", "decisiveness": "decis", "hopefulness": "hope", "callousness": "callous",
    "sensibiliti": "sensibl", "triplicate": "triplic", "formative": "form", "formalize": "formal",
    "electrical": "electr", "goodness": "good", "revival": "reviv", "allowance": "allow", "inference": "infer",
    "airliner": "airlin", "gyroscopic": "gyroscop", "adjustable": "adjust", "defensible": "defens",
    "irritant": "irrit", "replacement": "replac", "adjustment": "adjust", "dependent": "depend",
    "adoption": "adopt", "communism": "commun", "activate": "activ", "angulariti": "angular",
    "homologous": "homolog", "effective": "effect", "bowdlerize": "bowdler", "probate": "probat", "rate": "rate",
    "cease": "ceas", "controll": "control", "roll": "roll", "running": "run", "happily": "happili",
    "generalization": "gener", "paintings": "paint", "painting": "paint",
    # NLTK's own rules: short words kept, irregular forms, y -> i only after a consonant, ...
    "is": "is", "as": "as", "day": "day", "days": "day", "say": "say", "enjoy": "enjoy", "try": "tri",
    "tried": "tri", "tries": "tri", "fly": "fli", "flies": "fli", "dies": "die", "died": "die", "dying": "die",
    "lying": "lie", "news": "news", "hopefully": "hope", "geology": "geolog",
}


def test_porter_stems_as_nltk_does():
    assert {w: stem(w) for w in PORTER} == PORTER
    assert stem("Running") == "run" and stem("") == "" and stem("2023") == "2023"


def test_token_f1_against_hand_computed_values():
    assert token_f1("7 May 2023", "7 May 2023") == 1.0
    # week befor 25 may 2023 / week of 15 may 2023: 3 shared of 5 each, P = R = 0.6
    assert token_f1("the week before 25 May 2023", "week of 15 May 2023") == pytest.approx(0.6)
    # a gold list: each gold item against its best predicted item, averaged over the gold items
    assert token_f1("Ned, Max", "Ned, Daisy, Max") == pytest.approx((1 + 0 + 1) / 3)
    assert token_f1("Max, Ned, Daisy", "Ned, Daisy, Max") == 1.0
    # articles (and "and", as LoCoMo drops it too) and punctuation do not count
    assert answer_tokens("The cat, and a dog!") == ["cat", "dog"] and token_f1("The cat!", "a cat.") == 1.0
    assert f1_score("paintings", "painting") == 1.0  # stemmed
    assert f1_score("Ned", "Ned Daisy") == pytest.approx(2 * 1 * 0.5 / 1.5)  # P 1, R 1/2
    assert f1_score("dog dog cat", "dog cat cat") == pytest.approx(2 / 3)  # overlap counted with repeats
    assert token_f1("", "7 May 2023") == 0.0 and token_f1("7 May", "") == 0.0 and token_f1("cats", "dogs") == 0.0
    # a date's comma makes no list: plain F1, 3 of the gold's 4 tokens (on januari 17 2024), P 1
    assert list_items("On January 17, 2024.") == ["On January 17 2024."]
    assert list_items("December, 29 2023") == ["December 29 2023"] and list_items("a, b,, c,") == ["a", "b", "c"]
    assert token_f1("17 January 2024", "On January 17, 2024.") == pytest.approx(2 * 0.75 / 1.75)


def test_date_words_of_a_gold_answer():
    assert date_words("On January 17, 2024.") == ["17", "1", "2024"]
    assert date_words("On 02.01.2024.") == ["2", "1", "2024"] and date_words("In 2022.") == ["2022"]
    assert date_words("On  December, 27 2023") == ["12", "27", "2023"]  # when.mentions misses it: terms() reads it
    assert date_words("3 cats") == [] and date_words("Yes, she does.") == []


def test_report_over_fake_answers_gives_f1_and_date_rates_per_category(tmp_path):
    qrels = [
        Qrel("s", "1", "Who came?", "1", ["a"], "Ned, Daisy, Max"),
        Qrel("s", "2", "What does she make?", "1", ["a"], "Photographs and paintings"),
        Qrel("s", "3", "When did she go?", "2", ["a"], "7 May 2023"),
        Qrel("s", "4", "When did he eat?", "2", ["a"], "On January 17, 2024."),
        Qrel("s", "5", "Does she?", "2", ["a"], "Yes, she does."),
    ]
    answers = {
        "Who came?": fake_answer("Ned and Max came [1]", cited=["a"], confidence="high", short="Ned, Max"),
        "What does she make?": fake_answer("She paints paintings [1]", cited=["a"], confidence="medium",
                                           short="paintings"),
        "When did she go?": fake_answer("On 7 May 2023 [1]", cited=["a"], confidence="high", short="7 May 2023"),
        "When did he eat?": fake_answer("In January 2024 [1]", cited=["a"], confidence="low", short=""),
        "Does she?": fake_answer("Yes, she does [1]", cited=["a"], confidence="high", short="Yes"),
    }
    r = run_answer_eval(qrels, tmp_path, lambda folder: answers.__getitem__)
    # short F1: 2/3 (list); 2/3 (paint of photograph paint); 1; 0 (empty); 1/2 (yes of yes / she doe)
    # summary F1 (citations left out): ned max came against each item: 1/2, 0, 1/2 -> 1/3;
    # she paint paint / photograph paint: 1 shared, P 1/3, R 1/2 -> 0.4; on 7 may 2023: P 3/4, R 1 -> 6/7;
    # in januari 2024 / on januari 17 2024: P 2/3, R 1/2 -> 4/7; yes / she does: 1
    short = [2 / 3, 2 / 3, 1.0, 0.0, 0.5]
    summary = [1 / 3, 0.4, 6 / 7, 4 / 7, 1.0]
    c1, c2, o = r.by_category["1"], r.by_category["2"], r.overall
    assert c1["short_f1"] == pytest.approx(2 / 3) and c1["summary_f1"] == pytest.approx((1 / 3 + 0.4) / 2)
    assert c2["short_f1"] == pytest.approx(0.5) and c2["summary_f1"] == pytest.approx((6 / 7 + 4 / 7 + 1) / 3)
    assert o["short_f1"] == pytest.approx(sum(short) / 5) and o["summary_f1"] == pytest.approx(sum(summary) / 5)
    # every gold word in the short: only "7 May 2023"; "Yes, she does." has none to check
    assert c1["short_contains"] == 0.0 and c2["short_contains"] == 0.5 and o["short_contains"] == pytest.approx(1 / 4)
    # the dates: 7 May 2023 is in both; 17 January 2024 in neither (the summary lacks the 17)
    assert (c1["dated"], c1["when_date_in_short"], c1["when_date_in_summary"]) == (0, None, None)
    assert (c2["dated"], c2["when_date_in_short"], c2["when_date_in_summary"]) == (2, 0.5, 0.5)
    assert r.by_confidence["high"]["short_f1"] == pytest.approx((2 / 3 + 1 + 0.5) / 3)
    assert r.by_confidence["low"]["short_f1"] == 0.0
    doc = r.to_dict()
    assert doc["overall"]["short_f1"] == round(sum(short) / 5, 4) and doc["by_category"]["1"]["when_date_in_short"] is None
    text = report_text(r)
    tables = text[:text.index("mean answer time")].splitlines()  # the notes after them are prose
    assert max(len(line) for line in tables) <= 100
    assert "short F1" in text and "summary F1" in text and "date in short" in text and "short has gold" in text
    assert "category 1    0.667      0.367          0.000     0             -               -\n" in text


def test_read_qrels_keeps_the_gold_answer_and_old_qrels_still_load(tmp_path):
    f = tmp_path / "q.jsonl"
    f.write_text("\n".join(json.dumps(d) for d in [
        {"sample_id": "s", "qid": "1", "question": "q", "relevant": ["a"], "answer": "Chest and abs"},
        {"sample_id": "s", "qid": "2", "question": "q", "relevant": ["a"], "answer": 3},
        {"sample_id": "s", "qid": "3", "question": "q", "relevant": ["a"]},
    ]) + "\n")
    assert [q.answer for q in read_qrels(f)] == ["Chest and abs", "3", ""]


@pytest.fixture
def demo_archives(demo_dir, tmp_path) -> Path:
    """A folder of archives holding one sample, "demo": the bundled archive. The link is
    to the folder holding indexes/, since the CSVs' paths are read from there."""
    archives = tmp_path / "archives"
    archives.mkdir()
    (archives / "demo").symlink_to(demo_dir.parent, target_is_directory=True)
    return archives


def test_eval_answers_on_a_tiny_qrels_over_the_demo_archive(demo_archives, tmp_path):
    qrels = tmp_path / "q.jsonl"
    qrels.write_text("\n".join(json.dumps(q) for q in [
        {"sample_id": "demo", "qid": "1", "question": "What timeout did requests raise when downloading bank statements?",
         "category": 1, "relevant": ["e04b7f13"], "answer": "A ReadTimeout after 10 seconds"},
        {"sample_id": "demo", "qid": "2", "question": "crypto taxes from exchange exports", "category": 2,
         "relevant": ["5b7e2d90"], "answer": "Yes"},
        {"sample_id": "demo", "qid": "3", "question": "the of and", "category": 2, "relevant": ["a3f09c1e"],
         "answer": "grep"},
    ]) + "\n")
    r = run("eval", "--answers", qrels, "--archives", demo_archives, "-f", "json")
    assert r.exit_code == 0, r.stderr
    doc = json.loads(r.stdout)
    assert doc["n"] == 3 and doc["overall"]["graded"] == 2 and set(doc["by_category"]) == {"1", "2"}
    for key in ("summary_contains", "answer_contains", "gold_word_recall", "new_word_recall", "evidence_cited", "answered",
                "short_f1", "summary_f1", "short_contains"):
        assert 0.0 <= doc["overall"][key] <= 1.0, key
    assert doc["overall"]["dated"] == 0 and doc["overall"]["when_date_in_short"] is None
    assert set(doc["by_confidence"].get("low", {"short_f1": 0})) >= {"short_f1"}
    assert doc["overall"]["evidence_cited"] > 0 and doc["mean_answer_ms"] > 0
    assert {"confidence", "by_confidence", "notes", "options"} <= set(doc)
    text = run("eval", qrels, "-a", demo_archives, "--answers", "--limit", "1").stdout
    assert "in answer" in text and "overall     1" in text and "short F1" in text


def test_eval_answers_without_gold_answers_is_one_clear_error(demo_archives, tmp_path):
    qrels = tmp_path / "q.jsonl"
    qrels.write_text(json.dumps({"sample_id": "demo", "question": "timeout", "relevant": ["e04b7f13"]}) + "\n")
    r = run("eval", qrels, "-a", demo_archives, "--answers")
    assert r.exit_code == 2 and r.stdout == ""
    assert r.stderr.count("\n") == 1 and "no question has a gold `answer`" in r.stderr


@pytest.mark.skipif(not (REALTALK / "archive" / "qrels.jsonl").is_file(),
                    reason=f"real data not present at {REALTALK} (fresh clone elsewhere)")
def test_realtalk_answers_script_and_eval_on_its_first_rows(tmp_path):
    out = tmp_path / "rt_answers.jsonl"
    done = subprocess.run([sys.executable, str(REPO / "bench" / "realtalk_answers.py"), "--data", str(REALTALK),
                           "-o", str(out)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    rows = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert len(rows) >= 600 and all(isinstance(r["answer"], str) and r["answer"] for r in rows)
    assert all(isinstance(r["evidence"], list) for r in rows) and "679/679" in done.stderr
    first = tmp_path / "first30.jsonl"
    first.write_text("".join(json.dumps(r) + "\n" for r in rows[:30]), encoding="utf-8")
    r = run("eval", first, "--archives", REALTALK / "archive", "--answers", "-f", "json")
    assert r.exit_code == 0, r.stderr
    assert json.loads(r.stdout)["n"] == 30


def test_a_thousands_separator_is_not_a_list():
    from kbsearch.answer.grading import list_items, token_f1

    assert list_items("€32,000 all-in") == ["€32000 all-in"]
    assert token_f1("€32,000", "€32,000 all-in") == pytest.approx(2 / 3)


def test_the_dates_as_words_diagnostic_rewrites_only_full_dates(tmp_path):
    """bench/answer_f1_dates.py: a gold "On 20.01.2024." is scored as "On 20 January 2024.",
    which the right short answer matches; under LoCoMo's normalisation as written it cannot."""
    import importlib.util

    from kbsearch.answer.grading import token_f1

    spec = importlib.util.spec_from_file_location("answer_f1_dates", REPO / "bench" / "answer_f1_dates.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    assert mod.dates_as_words("On 20.01.2024.") == "On 20 January 2024."
    assert mod.dates_as_words("on 12 Jan 2024") == "on 12 January 2024"
    assert mod.dates_as_words("a few years ago") == "a few years ago"
    assert token_f1("20 January 2024", "On 20.01.2024.") == 0.0
    assert token_f1("20 January 2024", mod.dates_as_words("On 20.01.2024.")) == pytest.approx(6 / 7)  # "on" unmatched
    qrels = tmp_path / "q.jsonl"
    qrels.write_text(json.dumps({"sample_id": "demo", "qid": "demo/1", "question": "When did we buy the heat pump?",
                                 "category": 2, "relevant": [], "answer": "On 20.01.2024."}) + "\n", encoding="utf-8")
    archives = tmp_path / "archives"
    (archives / "demo").mkdir(parents=True)
    (archives / "demo" / "indexes").symlink_to(REPO / "indexes")
    done = subprocess.run([sys.executable, str(REPO / "bench" / "answer_f1_dates.py"), str(qrels), "--archives",
                           str(archives), "--no-rerank"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "| all | 1 |" in done.stdout


def test_the_answer_contains_what_its_short_line_says():
    """`in answer` reads the whole answer: the short line ("12 January 2024", resolved from
    "tomorrow") is its first line, though the summary names the chat's date."""
    q = Qrel("s", "1", "When did Nicolas start the book club?", "2", ["c"], "On 12.01.2024.")
    a = fake_answer("Nicolas: “tomorrow we start the book club” — in the chat of 11 January 2024 [1]", [], ["c"],
                    "high", short="12 January 2024")
    g = grade(a, q)
    assert g.answer_contains is True and g.summary_contains is False
    assert grade(fake_answer(a.summary, [], ["c"], "high"), q).answer_contains is False
