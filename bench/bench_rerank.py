"""Ranking quality on the dev set, rerank latency and embedding throughput.

    python bench/bench_rerank.py                 # needs ../shared/data/realtalk and the rerank extra

Prints: `kbsearch eval` lexical and reranked (Recall@k, MRR, nDCG@10); the time to rerank
the top 50 of a query once the model is loaded and the embeddings are cached; passages
embedded per second. Derived data goes to a temporary cache folder (first run embeds the
dev set: about two minutes on 2 cores).
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REALTALK = HERE.parent.parent / "shared" / "data" / "realtalk" / "archive"


def main() -> None:
    if not (REALTALK / "qrels.jsonl").is_file():
        sys.exit(f"bench_rerank: the dev set is not at {REALTALK}")
    os.environ.setdefault("KBSEARCH_CACHE_DIR", tempfile.mkdtemp(prefix="kbsearch-bench-rerank-"))
    from kbsearch.semantic.embed import EmbeddingStore, bulk_model, encode, engine
    from kbsearch.ranking.eval import DEPTH, read_qrels, report_text, run_eval
    from kbsearch.semantic.rerank import rerank
    from kbsearch.ranking.search import SearchOptions, Searcher

    qrels = read_qrels(REALTALK / "qrels.jsonl")
    searchers: dict[Path, Searcher] = {}

    def factory(rerank_on: bool):
        def make(folder: Path):
            s = searchers.get(folder) or searchers.setdefault(folder, Searcher.open(folder))
            opts = SearchOptions(max_results=DEPTH, rerank=rerank_on)
            return lambda q: s.ranked_chat_ids(q, opts, DEPTH)
        return make

    print("## Lexical")
    print(report_text(run_eval(qrels, REALTALK, factory(False), {"rerank": False})))

    t = time.perf_counter()
    print(f"bulk runtime: {engine(bulk_model())}")
    print(f"model load: {time.perf_counter() - t:.1f} s")
    t = time.perf_counter()
    n_passages = 0
    for folder in sorted(REALTALK.glob("*/indexes")):
        s = searchers.get(folder) or searchers.setdefault(folder, Searcher.open(folder))
        stats = EmbeddingStore.open(folder).update(s.index)
        n_passages += stats["encoded"]
    elapsed = time.perf_counter() - t
    if n_passages:
        print(f"embedding the dev set: {n_passages} passages in {elapsed:.1f} s = {n_passages / elapsed:.0f} passages/s")

    print("\n## Reranked (top 50, fused with the lexical score)")
    print(report_text(run_eval(qrels, REALTALK, factory(True), {"rerank": True})))

    # Rerank latency alone: lexical ranking done, model loaded, embeddings cached.
    times = []
    for q in qrels[:200]:
        s = searchers[REALTALK / q.sample_id / "indexes"]
        try:
            r = s.rank(q.question, SearchOptions(max_results=DEPTH, rerank=False))
        except Exception:
            continue
        started = time.perf_counter()
        rerank(s.index, s.index_dir, q.question, r.ranked, {x: r.hits[x].score for x in r.ranked}, 50)
        times.append((time.perf_counter() - started) * 1000)
    times.sort()
    print(f"rerank of the top 50 (cached embeddings, model loaded): p50 {statistics.median(times):.1f} ms, "
          f"p95 {times[int(len(times) * 0.95)]:.1f} ms over {len(times)} questions")
    texts = [q.question for q in qrels[:256]]
    t = time.perf_counter()
    encode(texts)
    print(f"query encoding throughput: {len(texts) / (time.perf_counter() - t):.0f} questions/s")


if __name__ == "__main__":
    main()
