"""Time ANSWER mode (the offline answer, issue 20) in-process and as whole processes.

    python bench/bench_answer.py --chunks 5000          # a generated 5,000-chunk archive (seed 0)
    python bench/bench_answer.py --index-dir PATH       # any archive
    python bench/bench_answer.py --chunks 5000 --realtalk   # also the 10 REALTALK archives

In-process: one Searcher opened once (the first search builds the derived index, done before
timing), `kbsearch.answer.compose.answer(searcher, question)` for each of QUESTIONS, one
warm-up round, then --rounds timed rounds; p50 / p95 / max ms per question kind (the kinds
`answer/asked.py` tells apart) and overall. The budget is 30 ms p95 at 5K chunks; above it
the slowest question is run under cProfile and the top cumulative functions in
kbsearch/answer/ and kbsearch/archive/ are printed (where the time goes; nothing changed).
Whole process: `kbsearch answer Q -f json --no-rerank` for one question of each kind,
--process-runs times each, stdout to /dev/null; `kbsearch --version` for the start-up alone.
--realtalk: the same in-process timing over ../shared/data/realtalk/archive/<chat>/indexes
with --realtalk-sample questions per chat from its qrels.jsonl (seeded); skipped with a
message when that folder is absent.

Derived data goes to a temporary cache folder unless KBSEARCH_CACHE_DIR is set; --chunks
generates into a new temporary folder each run, as bench_search.py does (~5 s at 5K).
Prints markdown tables; see bench/README.md for the numbers measured so far.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import random
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

from bench_cache import use_temporary_cache_unless_set

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # as the kbsearch command sets it (entry.py)

HERE = Path(__file__).resolve().parent
CLI = HERE.parent / "cli"
REALTALK = HERE.parent.parent / "shared" / "data" / "realtalk" / "archive"
BUDGET_MS = 30.0
# Worded for make_archive.py's text (hh-rlhf and REALTALK turns); the ones marked "none"
# match nothing in it. Kind as answer/asked.py's kind_of says; checked at start.
QUESTIONS = [
    ("when", "When did Kevin go to the basketball game?"),
    ("when", "When did you start hiking in Idaho?"),
    ("when", "When is the zxqv flarbnog festival?"),  # none
    ("where", "Where can I find good hiking trails?"),
    ("where", "Where does basketball player Russell Westbrook live?"),
    ("where", "Which restaurant has the best coffee?"),
    ("who", "Who is the Dean of Students?"),
    ("who", "Who did Kevin watch basketball with?"),
    ("who", "Who is Liza?"),
    ("count", "How many years has she been cooking?"),
    ("count", "How much does a wedding cost?"),
    ("count", "How many stages does the video interview have?"),
    ("duration", "How long does a video interview take?"),
    ("duration", "How long have you been playing guitar?"),
    ("duration", "How long did the qworp vintrel last?"),  # none
    ("why", "Why are police officers so power hungry?"),
    ("why", "Why do the neighbor's dogs keep barking?"),
    ("why", "What made you start hiking?"),
    ("yesno", "Did Kevin enjoy the basketball game?"),
    ("yesno", "Is it legal to put a tracker on my daughter's phone?"),
    ("yesno", "Was the interview recorded?"),
    ("what", "What recipe did you cook for dinner?"),
    ("what", "What movie did you watch with your sister?"),
    ("what", "What is a blorfen snarkle?"),  # none
]


def percentile(values: list[float], p: float) -> float:
    values = sorted(values)
    k = (len(values) - 1) * p
    lo, hi = int(k), min(int(k) + 1, len(values) - 1)
    return values[lo] + (values[hi] - values[lo]) * (k - lo)


def stats(values: list[float]) -> str:
    return f"{percentile(values, 0.5):.1f} / {percentile(values, 0.95):.1f} / {max(values):.1f}"


def answer_once(searcher, question: str, cold: bool = False):
    """(ms, the answer or None when refused). `cold`: as if no chunk file had been read in
    this process before (a long-lived process keeps the passages of the files it read)."""
    from kbsearch.answer.compose import answer
    from kbsearch.answer.sentences import forget
    from kbsearch.errors import KbsearchError

    if cold:
        forget()
    started = time.perf_counter()
    try:
        a = answer(searcher, question)
    except KbsearchError:
        a = None
    return (time.perf_counter() - started) * 1000, a


def time_questions(searcher, questions: list[tuple[str, str]], rounds: int, cold: bool = False) -> dict[str, list[float]]:
    """question -> ms per timed round, after one warm-up round."""
    for _, q in questions:
        answer_once(searcher, q)
    times: dict[str, list[float]] = defaultdict(list)
    for _ in range(rounds):
        for _, q in questions:
            times[q].append(answer_once(searcher, q, cold)[0])
    return times


def open_searcher(index_dir: Path):
    from kbsearch.ranking.search import Searcher

    started = time.perf_counter()
    searcher = Searcher.open(index_dir, on_build=lambda m: print(f"  {m}", file=sys.stderr))
    searcher.search("warm up")  # the first search builds / loads the derived index
    return searcher, time.perf_counter() - started


def kind_table(questions: list[tuple[str, str]], times: dict[str, list[float]]) -> list[str]:
    from kbsearch.answer.asked import KINDS

    by_kind: dict[str, list[float]] = defaultdict(list)
    count: dict[str, int] = defaultdict(int)
    for kind, q in questions:
        by_kind[kind] += times[q]
        count[kind] += 1
    lines = ["| kind | questions | p50 / p95 / max ms |", "|---|---|---|"]
    for kind in KINDS:
        if by_kind[kind]:
            lines.append(f"| {kind} | {count[kind]} | {stats(by_kind[kind])} |")
    everything = [t for ts in times.values() for t in ts]
    lines.append(f"| **all** | {len(questions)} | **{stats(everything)}** |")
    return lines


def in_process(index_dir: Path, rounds: int) -> tuple[dict[str, list[float]], object]:
    from kbsearch.answer.asked import kind_of

    wrong = [(k, q, kind_of(q)) for k, q in QUESTIONS if kind_of(q) != k]
    if wrong:
        raise SystemExit(f"QUESTIONS with another kind than listed: {wrong}")
    searcher, open_s = open_searcher(index_dir)
    print(f"\n## In-process, {index_dir}: {searcher.index.n_chunks} chunks, {len(searcher.index.chats)} chats "
          f"(open + first search {open_s:.2f} s), {len(QUESTIONS)} questions, 1 warm-up + {rounds} rounds\n")
    times = time_questions(searcher, QUESTIONS, rounds)
    print("Files read before in this process (a long-lived process: MCP server, eval, --batch):\n")
    print("\n".join(kind_table(QUESTIONS, times)))
    cold = time_questions(searcher, QUESTIONS, rounds, cold=True)
    print("\nNo file read before (each answer parses its chunk files; the OS file cache is warm):\n")
    print("\n".join(kind_table(QUESTIONS, cold)))
    print("\n| kind | question | p50 ms | max ms | confidence | sources | summary |")
    print("|---|---|---|---|---|---|---|")
    for kind, q in QUESTIONS:
        a = answer_once(searcher, q)[1]
        conf, n, summary = (a.confidence, len(a.sources), a.summary) if a else ("refused", 0, "")
        summary = " ".join(summary.split())[:60].replace("|", "/")
        print(f"| {kind} | {q} | {percentile(times[q], 0.5):.1f} | {max(times[q]):.1f} | {conf} | {n} | {summary} |")
    return times, searcher


def profile(searcher, question: str, repeats: int = 5, top: int = 15) -> None:
    """The top cumulative functions of kbsearch/answer/ and kbsearch/archive/ over `repeats`
    answers of `question` (per-answer ms), and the search's share for scale."""
    from kbsearch.answer.compose import answer

    prof = cProfile.Profile()
    prof.enable()
    for _ in range(repeats):
        answer(searcher, question)
    prof.disable()
    st = pstats.Stats(prof)
    total = st.total_tt * 1000 / repeats
    rows = []
    for (file, line, func), (_cc, nc, tt, ct, _callers) in st.stats.items():
        path = file.replace(os.sep, "/")
        part = next((p for p in ("kbsearch/answer/", "kbsearch/archive/", "kbsearch/ranking/search.py")
                     if p in path), None)
        if part:
            rows.append((ct * 1000 / repeats, tt * 1000 / repeats, nc // repeats,
                         f"{path.split('kbsearch/', 1)[1]}:{line}({func})"))
    rows.sort(reverse=True)
    searched = next((r for r in rows if r[3].endswith("(search)")), None)
    print(f"\n## cProfile: {question!r}, {repeats} answers, {total:.1f} ms per answer under the profiler\n")
    print("| cumulative ms | own ms | calls | function |")
    print("|---|---|---|---|")
    shown = 0
    for cum, own, calls, name in rows:
        if name.startswith("ranking/") and not name.endswith("(search)"):
            continue
        print(f"| {cum:.1f} | {own:.1f} | {calls} | {name} |")
        shown += 1
        if shown >= top:
            break
    if searched:
        print(f"\n(the search inside it, ranking/search.py: {searched[0]:.1f} ms cumulative per answer)")


def whole_process(index_dir: Path, runs: int) -> None:
    exe = Path(sys.executable).parent / "kbsearch"
    cmd = [str(exe)] if exe.exists() else [sys.executable, "-m", "kbsearch"]
    env = {**os.environ, "PYTHONPATH": str(CLI)}
    where = subprocess.run([sys.executable, "-c", "import kbsearch; print(kbsearch.__file__)"], env=env,
                           capture_output=True, text=True).stdout.strip()
    picked: dict[str, str] = {}
    for kind, q in QUESTIONS:
        picked.setdefault(kind, q)
    times: dict[str, list[float]] = defaultdict(list)
    for _ in range(runs):  # alternate questions, so a busy moment falls on all alike
        for kind, q in picked.items():
            t = time.perf_counter()
            subprocess.run([*cmd, "answer", q, "-i", str(index_dir), "-f", "json", "--no-rerank"],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, check=False)
            times[kind].append((time.perf_counter() - t) * 1000)
    version = []
    for _ in range(runs):
        t = time.perf_counter()
        subprocess.run([*cmd, "--version"], stdout=subprocess.DEVNULL, env=env, check=True)
        version.append((time.perf_counter() - t) * 1000)
    print(f"\n## Whole process: `{Path(cmd[0]).name} answer Q -f json --no-rerank`, {runs} runs per question "
          f"(kbsearch from {where})\n")
    print("| kind | question | p50 ms | p95 ms |")
    print("|---|---|---|---|")
    for kind, q in picked.items():
        print(f"| {kind} | {q} | {percentile(times[kind], 0.5):.0f} | {percentile(times[kind], 0.95):.0f} |")
    everything = [t for ts in times.values() for t in ts]
    print(f"| **all** | {len(everything)} runs | **{percentile(everything, 0.5):.0f}** "
          f"| {percentile(everything, 0.95):.0f} |")
    print(f"| (start-up, its fast path) | `kbsearch --version` | {percentile(version, 0.5):.0f} | {percentile(version, 0.95):.0f} |")


def realtalk(rounds: int, per_chat: int, seed: int) -> None:
    from kbsearch.answer.asked import kind_of

    qrels_path = REALTALK / "qrels.jsonl"
    if not qrels_path.is_file():
        print(f"\n--realtalk: skipped, {qrels_path} is absent (see ../shared/data/README.md)")
        return
    by_chat: dict[str, list[str]] = defaultdict(list)
    for line in qrels_path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            q = json.loads(line)
            by_chat[q["sample_id"]].append(q["question"])
    rng = random.Random(seed)
    all_pairs: list[tuple[str, str]] = []
    all_times: dict[str, list[float]] = {}
    rows = []
    for chat in sorted(by_chat, key=lambda c: int(c.split("_")[1])):
        index_dir = REALTALK / chat / "indexes"
        if not index_dir.is_dir():
            print(f"  {chat}: no indexes/ folder, skipped", file=sys.stderr)
            continue
        questions = rng.sample(by_chat[chat], min(per_chat, len(by_chat[chat])))
        pairs = [(kind_of(q), q) for q in questions]
        searcher, _ = open_searcher(index_dir)
        times = time_questions(searcher, pairs, rounds)
        searcher.index.close()
        flat = [t for ts in times.values() for t in ts]
        rows.append(f"| {chat} | {searcher.index.n_chunks} | {len(pairs)} | {stats(flat)} |")
        all_pairs += pairs
        all_times.update(times)
    if not rows:
        print("\n--realtalk: skipped, no archive with an indexes/ folder")
        return
    print(f"\n## REALTALK, in-process: {per_chat} qrels questions per chat (seed {seed}), "
          f"1 warm-up + {rounds} rounds\n")
    print("| chat | chunks | questions | p50 / p95 / max ms |")
    print("|---|---|---|---|")
    print("\n".join(rows))
    print()
    print("\n".join(kind_table(all_pairs, all_times)))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--index-dir", type=Path)
    ap.add_argument("--chunks", type=int, help="generate an archive of this many chunks first (seed 0)")
    ap.add_argument("--rounds", type=int, default=7, help="timed in-process rounds (at least 5)")
    ap.add_argument("--process-runs", type=int, default=5, help="whole-process runs per question (0: none)")
    ap.add_argument("--realtalk", action="store_true", help="also time the 10 REALTALK archives")
    ap.add_argument("--realtalk-sample", type=int, default=12, help="qrels questions per REALTALK chat")
    ap.add_argument("--no-profile", action="store_true", help="no cProfile even over budget")
    args = ap.parse_args()
    sys.stdout.reconfigure(line_buffering=True)  # tables and stderr progress in order
    if args.rounds < 5:
        ap.error("--rounds must be at least 5")
    use_temporary_cache_unless_set()
    if args.chunks:
        out = Path(tempfile.mkdtemp(prefix=f"kbsearch-bench-{args.chunks}-")) / "archive"
        t = time.perf_counter()
        subprocess.run([sys.executable, str(HERE / "make_archive.py"), str(out), "--chunks", str(args.chunks),
                        "--seed", "0"], check=True)
        print(f"generated {args.chunks} chunks in {time.perf_counter() - t:.1f} s at {out}", file=sys.stderr)
        index_dir = out / "indexes"
    else:
        from kbsearch.config import resolve_index_dir

        index_dir = args.index_dir or resolve_index_dir(None)[0]
    times, searcher = in_process(index_dir, args.rounds)
    p95 = percentile([t for ts in times.values() for t in ts], 0.95)
    verdict = "within" if p95 <= BUDGET_MS else "OVER"
    print(f"\noverall p95 {p95:.1f} ms: {verdict} the {BUDGET_MS:.0f} ms budget")
    if p95 > BUDGET_MS and not args.no_profile:
        slowest = max(times, key=lambda q: percentile(times[q], 0.5))
        profile(searcher, slowest)
    if args.process_runs:
        whole_process(index_dir, args.process_runs)
    if args.realtalk:
        realtalk(args.rounds, args.realtalk_sample, seed=0)


if __name__ == "__main__":
    main()
