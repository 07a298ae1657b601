"""Time lexical searches in-process and as whole processes.

    python bench/bench_search.py                       # the bundled demo archive
    python bench/bench_search.py --chunks 5000         # a generated 5,000-chunk archive
    python bench/bench_search.py --index-dir PATH      # any archive

Prints a markdown table; see bench/README.md for the numbers measured so far.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench_cache import use_temporary_cache_unless_set

HERE = Path(__file__).resolve().parent
QUERIES = [
    "MCP timeout", "memory slots", "October", "YAML decision", "CLI evolution", "cryptocurrency",
    "What problems have we had with Chatty?", "python", "sleep schedule advice", "zxqv nonexistent",
    "last week", "recipe for dinner", "how do I fix the error", "travel plans 2024",
]


def percentile(values: list[float], p: float) -> float:
    values = sorted(values)
    k = (len(values) - 1) * p
    lo, hi = int(k), min(int(k) + 1, len(values) - 1)
    return values[lo] + (values[hi] - values[lo]) * (k - lo)


def in_process(index_dir: Path, rounds: int) -> dict:
    from kbsearch.ranking.search import Searcher

    started = time.perf_counter()
    searcher = Searcher.open(index_dir, on_build=lambda m: print(f"  {m}", file=sys.stderr))
    open_s = time.perf_counter() - started
    for q in QUERIES:  # warm: postings cached per process, as in --batch or a server
        searcher.search(q)
    times = []
    for _ in range(rounds):
        for q in QUERIES:
            t = time.perf_counter()
            searcher.search(q)
            times.append((time.perf_counter() - t) * 1000)
    cold = []
    for q in QUERIES:  # a fresh process's first query: postings read from SQLite
        fresh = Searcher.open(index_dir)
        t = time.perf_counter()
        fresh.search(q)
        cold.append((time.perf_counter() - t) * 1000)
        fresh.index.close()
    return {"open_s": open_s, "p50": percentile(times, 0.5), "p95": percentile(times, 0.95),
            "cold_p50": percentile(cold, 0.5), "cold_p95": percentile(cold, 0.95),
            "chunks": searcher.index.n_chunks, "chats": len(searcher.index.chats)}


def whole_process(index_dir: Path, repeats: int) -> dict:
    exe = Path(sys.executable).parent / "kbsearch"
    cmd = [str(exe)] if exe.exists() else [sys.executable, "-m", "kbsearch"]
    times = []
    for _ in range(repeats):
        for q in QUERIES:
            t = time.perf_counter()
            subprocess.run([*cmd, "search", q, "-i", str(index_dir), "-f", "jsonl"],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
            times.append(time.perf_counter() - t)
    t = time.perf_counter()
    for _ in range(5):
        subprocess.run([*cmd, "--version"], stdout=subprocess.DEVNULL, check=True)
    version_s = (time.perf_counter() - t) / 5
    return {"p50": percentile(times, 0.5), "p95": percentile(times, 0.95), "version_s": version_s}


def imports_torch() -> bool:
    code = "import sys, kbsearch.commands.app, kbsearch.ranking.search; sys.exit(1 if 'torch' in sys.modules else 0)"
    return subprocess.run([sys.executable, "-c", code]).returncode == 1


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--index-dir", type=Path)
    ap.add_argument("--chunks", type=int, help="generate an archive of this many chunks first")
    ap.add_argument("--rounds", type=int, default=20)
    ap.add_argument("--process-repeats", type=int, default=3)
    args = ap.parse_args()
    use_temporary_cache_unless_set()
    if args.chunks:
        out = Path(tempfile.mkdtemp(prefix=f"kbsearch-bench-{args.chunks}-"))
        t = time.perf_counter()
        subprocess.run([sys.executable, str(HERE / "make_archive.py"), str(out), "--chunks", str(args.chunks)], check=True)
        print(f"generated {args.chunks} chunks in {time.perf_counter() - t:.1f} s at {out}", file=sys.stderr)
        index_dir = out / "indexes"
    else:
        from kbsearch.config import resolve_index_dir

        index_dir = args.index_dir or resolve_index_dir(None)[0]
    ip = in_process(index_dir, args.rounds)
    wp = whole_process(index_dir, args.process_repeats)
    print("\n| archive | chats | chunks | in-process p50 / p95 (warm) | first query in a fresh process p50 / p95 "
          "| whole process p50 / p95 | --version | torch imported |")
    print("|---|---|---|---|---|---|---|---|")
    print(f"| {index_dir} | {ip['chats']} | {ip['chunks']} | {ip['p50']:.2f} / {ip['p95']:.2f} ms "
          f"| {ip['cold_p50']:.2f} / {ip['cold_p95']:.2f} ms | {wp['p50']:.3f} / {wp['p95']:.3f} s "
          f"| {wp['version_s']:.3f} s | {'YES' if imports_torch() else 'no'} |")
    print(f"\n(index open/build: {ip['open_s']:.2f} s; {len(QUERIES)} queries × {args.rounds} rounds in-process, "
          f"× {args.process_repeats} whole-process)")


if __name__ == "__main__":
    main()
