"""Whole-process time of one command, for one or more source trees, in the same run.

    python bench/bench_startup.py                         # this checkout
    python bench/bench_startup.py --tree /tmp/before      # this checkout and another one
    python bench/bench_startup.py --runs 30 -- search "MCP timeout" -f jsonl

Each run is a fresh `python` process that imports kbsearch from the tree's `cli/` folder and
calls its console-script entry point, as `kbsearch …` does; stdout and stderr go to
/dev/null, as in a pipe. Runs alternate between the trees, so a busier moment of the machine
falls on both alike. Each tree searches its own bundled demo archive, whose derived index is
built by a warm-up run first. Prints a markdown table of the median and the 10th and 90th
percentile, in milliseconds. Use the same Python environment for both trees (the one with
kbsearch's dependencies installed).
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
DEFAULT_COMMAND = ["search", "MCP timeout", "-f", "jsonl"]
LAUNCH = "import sys; sys.path.insert(0, sys.argv.pop(1)); from kbsearch.entry import main; sys.argv[0] = 'kbsearch'; main()"


def run(tree: Path, command: list[str]) -> float:
    started = time.perf_counter()
    subprocess.run([sys.executable, "-c", LAUNCH, str(tree / "cli"), *command],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    return time.perf_counter() - started


def percentile(values: list[float], p: float) -> float:
    values = sorted(values)
    k = (len(values) - 1) * p
    lo, hi = int(k), min(int(k) + 1, len(values) - 1)
    return values[lo] + (values[hi] - values[lo]) * (k - lo)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tree", action="append", type=Path, default=[], help="another source tree (repeatable)")
    ap.add_argument("--runs", type=int, default=21)
    ap.add_argument("command", nargs="*", help="the kbsearch arguments (after --)")
    args = ap.parse_args()
    command = args.command or DEFAULT_COMMAND
    trees = [HERE.parent, *args.tree]
    for tree in trees:
        if not (tree / "cli" / "kbsearch" / "entry.py").is_file():
            raise SystemExit(f"bench_startup: {tree} is not a kbsearch checkout (no cli/kbsearch/entry.py)")
        run(tree, command)  # warm-up: builds the demo's derived index, fills the page cache
    times: dict[Path, list[float]] = {tree: [] for tree in trees}
    for _ in range(args.runs):
        for tree in trees:
            times[tree].append(run(tree, command))
    print(f"`kbsearch {' '.join(command)}`, {args.runs} runs each, alternating\n")
    print("| tree | p10 ms | median ms | p90 ms |")
    print("|---|---|---|---|")
    for tree, values in times.items():
        ms = [v * 1000 for v in values]
        print(f"| {tree} | {percentile(ms, 0.1):.0f} | {statistics.median(ms):.0f} | {percentile(ms, 0.9):.0f} |")


if __name__ == "__main__":
    main()
