"""Time the content index's life cycle on a generated archive: full build, the freshness
checks, and the incremental update after adding chats. Each step runs in a child process,
so its wall time and peak memory (ru_maxrss) are its own.

    python bench/bench_index.py ARCHIVE_DIR [--add-percent 1] [--skip-build]

ARCHIVE_DIR is a make_archive.py archive (its indexes/ folder is searched). --add-percent
CHANGES THE ARCHIVE (make_archive.py --add-percent): run it on a copy you can regenerate.
Derived data goes to $KBSEARCH_CACHE_DIR (a temporary folder, removed at the end, when unset).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

from bench_cache import use_temporary_cache_unless_set

HERE = Path(__file__).resolve().parent
STEP = """
import json, sys, time
from pathlib import Path
from kbsearch.index import open as index_open
index_dir, what = Path(sys.argv[1]), sys.argv[2]
t = time.perf_counter()
if what == "status":
    out = index_open.status(index_dir)
elif what == "check":
    out = index_open.status(index_dir, check_files=True)
else:
    notes = []
    index_open.open_index(index_dir, rebuild=what == "full", on_build=notes.append).close()
    out = {"notes": notes}
out["seconds"] = time.perf_counter() - t
print(json.dumps(out))
"""


def step(index_dir: Path, what: str) -> dict:
    t = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", STEP, str(index_dir), what], stdout=subprocess.PIPE, text=True)
    sampler = TreeMemory(proc.pid)
    sampler.start()
    stdout = proc.stdout.read()
    _, status, usage = os.wait4(proc.pid, 0)  # this child's own peak RSS (KiB on Linux)
    sampler.stop()
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode:
        raise SystemExit(f"step {what} failed with status {proc.returncode}")
    data = json.loads(stdout)
    data.update(wall=time.perf_counter() - t, peak_mib=usage.ru_maxrss / 1024,
                tree_rss_mib=sampler.peak_rss / 2**20, tree_pss_mib=sampler.peak_pss / 2**20)
    return data


class TreeMemory(threading.Thread):
    """Peak memory of a process and its children (a build's worker processes) summed, sampled
    every second from /proc: RSS counts pages the forked workers share with their parent
    once per process, PSS splits them (what the machine really gives up). Linux only; 0
    elsewhere."""

    def __init__(self, pid: int):
        super().__init__(daemon=True)
        self.pid, self.peak_rss, self.peak_pss = pid, 0, 0
        self._done = threading.Event()

    def run(self) -> None:
        while not self._done.wait(1.0):
            rss = pss = 0
            for pid in [self.pid, *self._children(self.pid)]:
                try:
                    for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
                        if line.startswith("Rss:"):
                            rss += int(line.split()[1]) * 1024
                        elif line.startswith("Pss:"):
                            pss += int(line.split()[1]) * 1024
                except (OSError, ValueError):
                    pass
            self.peak_rss, self.peak_pss = max(self.peak_rss, rss), max(self.peak_pss, pss)

    @staticmethod
    def _children(pid: int) -> list[int]:
        try:
            kids = [int(k) for k in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
        except (OSError, ValueError):
            return []
        return kids + [g for k in kids for g in TreeMemory._children(k)]

    def stop(self) -> None:
        self._done.set()
        self.join()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("archive", type=Path)
    ap.add_argument("--add-percent", type=float, default=0)
    ap.add_argument("--skip-build", action="store_true", help="keep the index that is there")
    args = ap.parse_args()
    use_temporary_cache_unless_set()
    index_dir = args.archive / "indexes"
    rows = []

    def run(name: str, what: str) -> None:
        rows.append((name, step(index_dir, what)))
        print(_row(*rows[-1]), file=sys.stderr, flush=True)  # kept should a later step fail

    if not args.skip_build:
        run("full build", "full")
    run("open, index fresh (what a search pays)", "open")
    run("`index status` (CSV signature only)", "status")
    run("`index status --check-files` (stat of every chunk file)", "check")
    if args.add_percent:
        t = time.perf_counter()
        added = subprocess.run([sys.executable, str(HERE / "make_archive.py"), str(args.archive), "--add-percent",
                                str(args.add_percent)], check=False, capture_output=True, text=True)
        if added.returncode:
            raise SystemExit(f"make_archive.py --add-percent failed: {added.stderr.strip()}")
        print(f"added {args.add_percent}% chats in {time.perf_counter() - t:.1f} s", file=sys.stderr)
        run(f"incremental update after --add-percent {args.add_percent:g}", "open")
    status = step(index_dir, "status")
    print(f"\n{status['n_chats']} chats, {status['n_chunks']} chunks, {status['n_terms']} terms; derived data "
          f"{status['derived_bytes'] / 2**20:.0f} MiB ({status['derived_dir']})\n")
    print("| step | wall | in-process | peak RSS (main process) | peak of all processes: RSS / PSS | notes |")
    print("|---|---|---|---|---|---|")
    for name, d in rows:
        print(_row(name, d))


def _row(name: str, d: dict) -> str:
    peak = f"{d['peak_mib']:.0f} MiB"
    tree = f"{d['tree_rss_mib']:.0f} / {d['tree_pss_mib']:.0f} MiB"
    notes = "; ".join(d.get("notes", [])) or (f"check {d['check_seconds']} s" if "check_seconds" in d else "")
    return f"| {name} | {d['wall']:.2f} s | {d['seconds']:.2f} s | {peak} | {tree} | {notes} |"


if __name__ == "__main__":
    main()
