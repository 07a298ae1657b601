"""`kbsearch eval`: retrieval quality against relevance judgements, through the same
search pipeline the CLI uses."""

from __future__ import annotations

import json
import math
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import KbsearchError

KS = (1, 2, 5, 10)
DEPTH = 100  # results fetched per question; MRR looks this deep


class BadQrels(KbsearchError):
    pass


@dataclass
class Qrel:
    sample_id: str
    qid: str
    question: str
    category: str
    relevant: list[str]
    answer: str = ""  # the gold answer, for `kbsearch eval --answers`; most qrels have none


def recall_at(ranked: list[str], relevant: set[str], k: int) -> float:
    return len(relevant.intersection(ranked[:k])) / len(relevant) if relevant else 0.0


def reciprocal_rank(ranked: list[str], relevant: set[str]) -> float:
    for i, chat_id in enumerate(ranked, 1):
        if chat_id in relevant:
            return 1.0 / i
    return 0.0


def ndcg_at(ranked: list[str], relevant: set[str], k: int = 10) -> float:
    dcg = sum(1.0 / math.log2(i + 1) for i, c in enumerate(ranked[:k], 1) if c in relevant)
    ideal = sum(1.0 / math.log2(i + 1) for i in range(1, min(len(relevant), k) + 1))
    return dcg / ideal if ideal else 0.0


def metrics(ranked: list[str], relevant: set[str]) -> dict[str, float]:
    out = {f"recall@{k}": recall_at(ranked, relevant, k) for k in KS}
    out["mrr"] = reciprocal_rank(ranked, relevant)
    out["ndcg@10"] = ndcg_at(ranked, relevant)
    return out


def read_qrels(path: Path) -> list[Qrel]:
    try:
        lines = Path(path).read_text(encoding="utf-8-sig").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise BadQrels(f"{path}: cannot read ({getattr(exc, 'strerror', None) or exc})") from None
    out = []
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            d = json.loads(line)
            gold = d.get("answer")
            out.append(Qrel(str(d["sample_id"]), str(d.get("qid", f"{d['sample_id']}/{n}")), str(d["question"]),
                            str(d.get("category", "")), [str(r) for r in d["relevant"]],
                            "" if gold is None else str(gold).strip()))
        except (json.JSONDecodeError, KeyError, TypeError) as exc:
            raise BadQrels(f"{path}: line {n}: expected {{sample_id, question, relevant:[…]}} ({exc})") from None
    if not out:
        raise BadQrels(f"{path}: no questions")
    return out


@dataclass
class EvalReport:
    n: int
    overall: dict[str, float]
    by_category: dict[str, dict[str, float]]
    mean_ms: float
    options: dict = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)

    def to_dict(self) -> dict:
        def r4(d: dict) -> dict:
            return {k: (round(v, 4) if isinstance(v, float) else v) for k, v in d.items()}

        return {"n": self.n, "overall": r4(self.overall), "by_category": {c: r4(v) for c, v in self.by_category.items()},
                "mean_query_ms": round(self.mean_ms, 2), "options": self.options, "notes": self.notes}


def run_eval(qrels: list[Qrel], archives: Path, search_factory, options: dict | None = None) -> EvalReport:
    """`search_factory(index_dir)` returns a function query -> ranked chat_ids; one per
    archive, opened once."""
    searches: dict[str, object] = {}
    sums: dict[str, float] = defaultdict(float)
    by_cat: dict[str, dict[str, float]] = defaultdict(lambda: defaultdict(float))
    counts: dict[str, int] = defaultdict(int)
    elapsed = 0.0
    for q in qrels:
        search = searches.get(q.sample_id)
        if search is None:
            folder = Path(archives) / q.sample_id / "indexes"
            search = searches[q.sample_id] = search_factory(folder)
        started = time.perf_counter()
        try:
            ranked = search(q.question)
        except KbsearchError:
            ranked = []  # a question with nothing searchable finds nothing
        elapsed += time.perf_counter() - started
        m = metrics(ranked, set(q.relevant))
        counts[q.category] += 1
        for key, value in m.items():
            sums[key] += value
            by_cat[q.category][key] += value
    n = len(qrels)
    overall = {k: v / n for k, v in sums.items()}
    categories = {c: {"n": counts[c], **{k: v / counts[c] for k, v in vals.items()}}
                  for c, vals in sorted(by_cat.items())}
    return EvalReport(n, overall, categories, elapsed / n * 1000, options or {})


def report_text(r: EvalReport) -> str:
    keys = [f"recall@{k}" for k in KS] + ["mrr", "ndcg@10"]
    head = f"{'':>12} {'n':>5} " + " ".join(f"{k:>9}" for k in keys)
    rows = [head, f"{'overall':>12} {r.n:>5} " + " ".join(f"{r.overall[k]:>9.3f}" for k in keys)]
    for cat, vals in r.by_category.items():
        rows.append(f"{'category ' + cat:>12} {vals['n']:>5} " + " ".join(f"{vals[k]:>9.3f}" for k in keys))
    rows.append(f"mean query time {r.mean_ms:.1f} ms" + (f"; options: {r.options}" if r.options else ""))
    rows += r.notes
    return "\n".join(rows) + "\n"
