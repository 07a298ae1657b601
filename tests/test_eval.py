import json

import pytest

from kbsearch.ranking.eval import BadQrels, Qrel, metrics, ndcg_at, read_qrels, reciprocal_rank, recall_at, run_eval


def test_metrics_against_hand_computed_values():
    ranked = ["a", "x", "b", "y", "z", "c"]
    rel = {"a", "b", "c"}
    assert recall_at(ranked, rel, 1) == pytest.approx(1 / 3)
    assert recall_at(ranked, rel, 2) == pytest.approx(1 / 3)
    assert recall_at(ranked, rel, 5) == pytest.approx(2 / 3)
    assert recall_at(ranked, rel, 10) == pytest.approx(1.0)
    assert reciprocal_rank(["x", "y", "b"], rel) == pytest.approx(1 / 3)
    assert reciprocal_rank(["x"], rel) == 0.0
    # DCG = 1/log2(2) + 1/log2(4) + 1/log2(7); IDCG = 1 + 1/log2(3) + 1/log2(4)
    dcg = 1 + 0.5 + 1 / 2.807354922057604
    idcg = 1 + 1 / 1.584962500721156 + 0.5
    assert ndcg_at(ranked, rel) == pytest.approx(dcg / idcg)
    assert metrics([], rel)["mrr"] == 0.0


def test_run_eval_averages_overall_and_per_category(tmp_path):
    qrels = [Qrel("s1", "1", "q one", "1", ["a"]), Qrel("s1", "2", "q two", "2", ["b"]), Qrel("s2", "3", "q three", "2", ["c"])]
    answers = {"q one": ["a", "b"], "q two": ["a", "b"], "q three": ["x"]}
    opened = []

    def factory(folder):
        opened.append(folder.parent.name)
        return lambda q: answers[q]

    r = run_eval(qrels, tmp_path, factory)
    assert opened == ["s1", "s2"]  # each archive opened once
    assert r.overall["mrr"] == pytest.approx((1 + 0.5 + 0) / 3)
    assert r.overall["recall@1"] == pytest.approx(1 / 3)
    assert r.by_category["2"]["n"] == 2 and r.by_category["2"]["recall@2"] == pytest.approx(0.5)


def test_bad_qrels_name_the_line(tmp_path):
    f = tmp_path / "q.jsonl"
    f.write_text(json.dumps({"sample_id": "s", "question": "q", "relevant": ["a"]}) + "\n{bad\n")
    with pytest.raises(BadQrels, match="line 2"):
        read_qrels(f)
