"""Time the default search once embeddings exist (hybrid ranking), in-process and as whole
processes, beside the same searches ranked by words alone.

    python bench/bench_hybrid.py                                  # the bundled demo archive
    python bench/bench_hybrid.py --index-dir PATH                 # any archive (embeds it first if needed)
    python bench/bench_hybrid.py --chunks 100000 --synthetic      # generated; random vectors, see below
    python bench/bench_hybrid.py --index-dir PATH --encode-every-query   # and a row without kept query vectors

`kbsearch embed` is timed when it runs here. `--synthetic` fills the embedding store with
seeded random unit vectors instead of running the model (every chunk's real passages are
still read and counted, so the matrix has its real size): a search's latency does not
depend on the values, and embedding 100K chunks with the model takes hours on 2 cores.
Derived data goes to $KBSEARCH_CACHE_DIR, else a temporary folder (bench_cache.py).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # as the kbsearch command sets it (entry.py)

from bench_cache import use_temporary_cache_unless_set
from bench_search import QUERIES, percentile

HERE = Path(__file__).resolve().parent
KBSEARCH = [str(Path(sys.executable).parent / "kbsearch")]


def ensure_embedded(index_dir: Path, synthetic: bool) -> str:
    from kbsearch.ranking.search import Searcher
    from kbsearch.semantic.dense import chunk_means, unavailable
    from kbsearch.semantic.embed import EmbeddingStore

    if not unavailable(index_dir):
        return "embeddings already there"
    searcher = Searcher.open(index_dir, on_build=lambda m: print(f"  {m}", file=sys.stderr))
    started = time.perf_counter()
    if synthetic:
        import numpy as np

        from kbsearch.semantic import embed

        rng = np.random.default_rng(28)

        def fill(self, matrix, pending, bulk):
            for start, passages in pending:
                v = rng.standard_normal((len(passages), embed.DIM), dtype=np.float32)
                matrix[start : start + len(passages)] = v / np.linalg.norm(v, axis=1, keepdims=True)
            return len(pending)

        embed.EmbeddingStore._encode_into = fill
        embed.bulk_model = lambda: None
        embed.engine = lambda model: "synthetic"
        store = EmbeddingStore.open(index_dir)
        stats = store.update(searcher.index)
        chunk_means(EmbeddingStore.open(index_dir), searcher.index, rebuild_any=True)
        how = "synthetic vectors"
    else:
        done = subprocess.run([*KBSEARCH, "embed", "-i", str(index_dir)], capture_output=True, text=True, check=True)
        import json

        stats = json.loads(done.stdout)
        how = f"kbsearch embed ({stats.get('engine', '?')})"
    seconds = time.perf_counter() - started
    return (f"{how}: {stats['passages']:,} passages of {searcher.index.n_chunks:,} chunks in {seconds:.0f} s"
            + ("" if synthetic else f" = {stats['encoded'] / max(seconds, 1e-9):.0f} passages/s with model load"))


def in_process(index_dir: Path, rounds: int, rerank: bool | None, encode_each: bool = False) -> dict:
    from kbsearch.ranking.search import Searcher, SearchOptions
    from kbsearch.semantic import models

    searcher = Searcher.open(index_dir)
    opts = SearchOptions(rerank=rerank)
    rankings = set()
    for q in QUERIES:  # warm: the model loaded, postings cached, as in --batch or a server
        rankings.add(searcher.search(q, opts).ranking)
    times = []
    for _ in range(rounds):
        for q in QUERIES:
            if encode_each:  # the process keeps its last 16 queries' vectors: these 14 would all be kept
                models._recent.clear()
            t = time.perf_counter()
            searcher.search(q, opts)
            times.append((time.perf_counter() - t) * 1000)
    return {"p50": percentile(times, 0.5), "p95": percentile(times, 0.95), "ranking": "/".join(sorted(rankings))}


def whole_process(index_dir: Path, repeats: int, extra: list[str]) -> dict:
    times = []
    for _ in range(repeats):
        for q in QUERIES:
            t = time.perf_counter()
            subprocess.run([*KBSEARCH, "search", q, "-i", str(index_dir), "-f", "jsonl", *extra],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
            times.append(time.perf_counter() - t)
    return {"p50": percentile(times, 0.5) * 1000, "p95": percentile(times, 0.95) * 1000}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--index-dir", type=Path)
    ap.add_argument("--chunks", type=int, help="generate an archive of this many chunks first")
    ap.add_argument("--synthetic", action="store_true", help="random vectors instead of the model (see above)")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--process-repeats", type=int, default=2)
    ap.add_argument("--encode-every-query", action="store_true",
                    help="also time the in-process searches with each query encoded anew (no kept query vector)")
    args = ap.parse_args()
    use_temporary_cache_unless_set()
    if args.chunks:
        out = Path(tempfile.mkdtemp(prefix=f"kbsearch-bench-hybrid-{args.chunks}-")) / "archive"
        subprocess.run([sys.executable, str(HERE / "make_archive.py"), str(out), "--chunks", str(args.chunks)],
                       check=True)
        index_dir = out / "indexes"
    else:
        index_dir = (args.index_dir or HERE.parent / "indexes").resolve()
    subprocess.run([*KBSEARCH, "index", "build", "-i", str(index_dir)], stdout=subprocess.DEVNULL, check=True)
    print(f"archive: {index_dir}; {ensure_embedded(index_dir, args.synthetic)}")
    print("| ranking | in-process p50 / p95 ms | whole process p50 / p95 ms |")
    print("|---|---|---|")
    for label, rerank, extra in (("default (hybrid)", None, []), ("--no-rerank (words)", False, ["--no-rerank"])):
        ip = in_process(index_dir, args.rounds, rerank)
        wp = whole_process(index_dir, args.process_repeats, extra)
        print(f"| {label}, ran {ip['ranking']} | {ip['p50']:.1f} / {ip['p95']:.1f} | {wp['p50']:.0f} / {wp['p95']:.0f} |")
        if args.encode_every_query and rerank is None:
            ip = in_process(index_dir, args.rounds, rerank, encode_each=True)
            print(f"| {label}, every query encoded anew | {ip['p50']:.1f} / {ip['p95']:.1f} | (as above) |")
    print(f"OPENBLAS_NUM_THREADS in this process: {os.environ.get('OPENBLAS_NUM_THREADS', 'unset')}")


if __name__ == "__main__":
    main()
