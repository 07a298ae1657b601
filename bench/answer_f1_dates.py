#!/usr/bin/env python3
"""The short answer's LoCoMo F1 on the dev set twice: against the gold answers as written,
and against the same gold answers with their dates written as LoCoMo writes them.

    python bench/realtalk_answers.py -o /tmp/rt_answers.jsonl
    python bench/answer_f1_dates.py /tmp/rt_answers.jsonl [--archives ../shared/data/realtalk/archive]
                                    [--no-rerank] [--limit N]

Why: LoCoMo's normalisation strips punctuation, so a REALTALK gold date "20.01.2024"
becomes the one token "20012024", which no answer that writes "20 January 2024" (as
LoCoMo's own golds do: "7 May 2023") can match: a right date scores 0. The second column
rewrites each date the gold writes in full (`when.mentions`: "20.01.2024", "02 Jan 2024",
"January 18, 2024") to "20 January 2024" before scoring, and changes nothing else. It is
a diagnostic for reading the dev numbers, not the benchmark's score: `kbsearch eval
--answers` reports that one.

Nothing is written; the output is a small table on stdout. Exit 2 when the data is missing.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "cli"))

from kbsearch.answer.asked import Asked  # noqa: E402
from kbsearch.answer.compose import answer  # noqa: E402
from kbsearch.answer.grading import token_f1  # noqa: E402
from kbsearch.answer.when import mentions  # noqa: E402
from kbsearch.ranking.search import Searcher  # noqa: E402


def dates_as_words(gold: str) -> str:
    """`gold` with each full date it writes as "20 January 2024"."""
    out = gold
    for m in mentions(gold, None):
        if not m.relative and m.phrase != m.resolved:
            out = out.replace(m.phrase, m.resolved, 1)
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("qrels", type=Path)
    ap.add_argument("--archives", type=Path, default=REPO.parent / "shared" / "data" / "realtalk" / "archive")
    ap.add_argument("--no-rerank", action="store_true", help="words alone (default: as a search decides)")
    ap.add_argument("--limit", type=int, default=0)
    args = ap.parse_args()
    if not args.qrels.is_file() or not args.archives.is_dir():
        print(f"answer_f1_dates: missing {args.qrels if not args.qrels.is_file() else args.archives}", file=sys.stderr)
        return 2
    rows = [json.loads(line) for line in args.qrels.read_text(encoding="utf-8").splitlines() if line.strip()]
    rows = [r for r in rows if r.get("answer")][:args.limit or None]
    searchers: dict[str, Searcher] = {}
    scores: dict[str, list[tuple[float, float]]] = defaultdict(list)
    for r in rows:
        sid = r["sample_id"]
        if sid not in searchers:
            searchers[sid] = Searcher.open(args.archives / sid / "indexes", None, strict=False)
        a = answer(searchers[sid], r["question"], rerank=False if args.no_rerank else None)
        pair = (token_f1(a.short, r["answer"]), token_f1(a.short, dates_as_words(r["answer"])))
        short_gold = len(r["answer"].split()) <= 4
        for key in ("all", f"asked: {Asked.of(r['question']).kind}", *(["gold of <= 4 words"] if short_gold else [])):
            scores[key].append(pair)
    print("| questions | n | short F1, gold as written | short F1, gold dates as words |")
    print("|---|---|---|---|")
    for key in sorted(scores, key=lambda k: (k != "all", k)):
        got = scores[key]
        print(f"| {key} | {len(got)} | {sum(a for a, _ in got) / len(got):.3f} | {sum(b for _, b in got) / len(got):.3f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
