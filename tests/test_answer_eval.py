"""`kbsearch eval --answers`: answers graded against gold answers (issue 20), and the script
that joins the REALTALK qrels with theirs."""

import json
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest
from cli_run import run

from kbsearch.answer.grading import gold_words, report_text, run_answer_eval, terms
from kbsearch.errors import BadQuery
from kbsearch.ranking.eval import Qrel, read_qrels

REPO = Path(__file__).resolve().parent.parent
REALTALK = REPO.parent / "shared" / "data" / "realtalk"


def fake_answer(summary, details=(), cited=(), confidence=None):
    """Only the public fields grading reads; `confidence` is left out when None, as in
    answers written before it existed."""
    a = SimpleNamespace(summary=summary, details=[SimpleNamespace(text=t, citations=[1]) for t in details],
                        sources=[SimpleNamespace(chat_id=c) for c in cited])
    if confidence is not None:
        a.confidence = confidence
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
    assert r.by_confidence["high"] == {"n": 2, "graded": 2, "answer_contains": 0.5}
    assert r.by_confidence["low"]["answer_contains"] == 1.0 and "medium" not in r.by_confidence
    assert any("no content word" in n for n in r.notes) and any("nothing to search" in n for n in r.notes)
    doc = r.to_dict()
    assert doc["overall"]["answer_contains"] == 0.6667 and doc["confidence"]["high"] == 2
    text = report_text(r)
    assert "in summary" in text and "category 2" in text and "high 2 (in answer 0.500)" in text


def test_answers_without_confidence_say_so(tmp_path):
    r = run_answer_eval([Qrel("s", "1", "q", "1", ["a"], "cats")], tmp_path,
                        lambda folder: lambda q: fake_answer("cats [1]", cited=["a"]))
    assert r.confidence == {} and r.by_confidence == {} and "no confidence" in report_text(r)
    assert r.overall["summary_contains"] == 1.0


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
    for key in ("summary_contains", "answer_contains", "gold_word_recall", "new_word_recall", "evidence_cited", "answered"):
        assert 0.0 <= doc["overall"][key] <= 1.0, key
    assert doc["overall"]["evidence_cited"] > 0 and doc["mean_answer_ms"] > 0
    assert {"confidence", "by_confidence", "notes", "options"} <= set(doc)
    text = run("eval", qrels, "-a", demo_archives, "--answers", "--limit", "1").stdout
    assert "in answer" in text and "overall     1" in text


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
