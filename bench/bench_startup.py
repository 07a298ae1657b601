"""Whole-process time of kbsearch commands, as a person or a script starts them.

    python bench/bench_startup.py                                  # the suite, on the bundled demo
    python bench/bench_startup.py --index-dir /tmp/bench5k/indexes # the suite, on another archive
    python bench/bench_startup.py --tree /tmp/before               # also another checkout, alternating
    python bench/bench_startup.py --runs 30 -- search "MCP timeout" -f jsonl   # one command
    python bench/bench_startup.py --importtime                     # where a search's start goes

Each run is a fresh `python` process that imports kbsearch from the tree's `cli/` folder and
calls its console-script entry point, as `kbsearch …` does. Output goes to /dev/null (a
pipe's view), or to a pseudo-terminal for the `table` row (what a person at a terminal
waits for). Runs alternate between the trees, so a busier moment of the machine falls on
all alike, after one warm-up run each (which builds a missing derived index). Without
--index-dir each tree searches its own bundled demo. The `--rerank` row needs embeddings
(`kbsearch embed` first) and the rerank extra; a tree whose --rerank loads torch takes
seconds a run, so give it fewer --runs. Prints a markdown table of p50 and p95 in ms.
"""

from __future__ import annotations

import argparse
import json
import os
import pty
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
LAUNCH = "import sys; sys.path.insert(0, sys.argv.pop(1)); from kbsearch.entry import main; sys.argv[0] = 'kbsearch'; main()"
SUITE = [
    ("--version", ["--version"], False),
    ("search, jsonl in a pipe", ["search", "MCP timeout", "-f", "jsonl"], False),
    ("search, table on a terminal", ["search", "MCP timeout"], True),
    ("search --rerank, jsonl", ["search", "MCP timeout", "-f", "jsonl", "--rerank"], False),
    ("answer, json", ["answer", "Why did we pick YAML?", "-f", "json"], False),
    ("show CHAT", ["show", "CHAT"], False),
    ("stats", ["stats"], False),
]


def command_line(tree: Path, args: list[str]) -> list[str]:
    return [sys.executable, "-c", LAUNCH, str(tree / "cli"), *args]


def run(tree: Path, args: list[str], terminal: bool = False) -> float:
    started = time.perf_counter()
    if not terminal:
        subprocess.run(command_line(tree, args), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        return time.perf_counter() - started
    master, slave = pty.openpty()
    env = {**os.environ, "COLUMNS": "120", "LINES": "40"}
    proc = subprocess.Popen(command_line(tree, args), stdout=slave, stderr=subprocess.DEVNULL, env=env)
    os.close(slave)
    try:
        while os.read(master, 65536):  # drain: a full terminal buffer would stall the writer
            pass
    except OSError:  # EIO: the writer closed its end
        pass
    proc.wait()
    os.close(master)
    return time.perf_counter() - started


def percentile(values: list[float], p: float) -> float:
    values = sorted(values)
    k = (len(values) - 1) * p
    lo, hi = int(k), min(int(k) + 1, len(values) - 1)
    return values[lo] + (values[hi] - values[lo]) * (k - lo)


def first_chat(tree: Path, index_args: list[str]) -> str:
    out = subprocess.run(command_line(tree, ["search", "MCP timeout", "-f", "jsonl", "-n", "1", *index_args]),
                         capture_output=True, text=True, check=False).stdout
    return json.loads(out.splitlines()[0])["chat_id"] if out.strip() else "none"


def importtime(tree: Path, index_args: list[str], top: int) -> None:
    done = subprocess.run([sys.executable, "-X", "importtime", *command_line(tree, ["search", "MCP timeout", "-f",
                           "jsonl", *index_args])[1:]], capture_output=True, text=True, check=False)
    rows = []
    for line in done.stderr.splitlines():
        if line.startswith("import time:") and "|" in line and "self [us]" not in line:
            self_us, cumulative_us, name = (part.strip() for part in line[len("import time:"):].split("|"))
            rows.append((int(self_us), int(cumulative_us), name))
    print(f"\n`python -X importtime` of `kbsearch search \"MCP timeout\" -f jsonl` ({tree}): the {top} largest self times\n")
    print("| module | self ms | cumulative ms |")
    print("|---|---|---|")
    for self_us, cumulative_us, name in sorted(rows, reverse=True)[:top]:
        print(f"| {name} | {self_us / 1000:.1f} | {cumulative_us / 1000:.1f} |")
    print(f"\n(all imports: {sum(r[0] for r in rows) / 1000:.0f} ms of self time)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tree", action="append", type=Path, default=[], help="another checkout to time alongside (repeatable)")
    ap.add_argument("--index-dir", type=Path, help="the archive the commands search (default: each tree's demo)")
    ap.add_argument("--runs", type=int, default=15)
    ap.add_argument("--importtime", action="store_true", help="also list the largest import costs of a search")
    ap.add_argument("command", nargs="*", help="one kbsearch command to time instead of the suite (after --)")
    args = ap.parse_args()
    trees = [HERE.parent, *args.tree]
    for tree in trees:
        if not (tree / "cli" / "kbsearch" / "entry.py").is_file():
            raise SystemExit(f"bench_startup: {tree} is not a kbsearch checkout (no cli/kbsearch/entry.py)")
    index_args = ["-i", str(args.index_dir)] if args.index_dir else []
    suite = [(" ".join(args.command), args.command, False)] if args.command else SUITE
    print(f"{args.runs} runs per command and tree, alternating; archive: {args.index_dir or 'each tree’s demo'}\n")
    print("| command | " + " | ".join(f"{t} p50 / p95 ms" for t in trees) + " |")
    print("|---|" + "---|" * len(trees))
    chats = {tree: first_chat(tree, index_args) for tree in trees}
    for label, base, terminal in suite:
        per_tree = {}
        for tree in trees:
            line = [chats[tree] if a == "CHAT" else a for a in base]
            per_tree[tree] = line + (index_args if base != ["--version"] else [])
            run(tree, per_tree[tree], terminal)  # warm-up
        times: dict[Path, list[float]] = {tree: [] for tree in trees}
        for _ in range(args.runs):
            for tree in trees:
                times[tree].append(run(tree, per_tree[tree], terminal) * 1000)
        cells = [f"{percentile(v, 0.5):.0f} / {percentile(v, 0.95):.0f}" for v in times.values()]
        print(f"| {label} | " + " | ".join(cells) + " |", flush=True)
    if args.importtime:
        importtime(trees[0], index_args, 15)


if __name__ == "__main__":
    main()
