"""Time a full index build's phases in one process: loading the CSVs, the chunk phase (the
workers reading and tokenising chunk files), writing the postings batches, merging them;
and the CPU of this process and of its worker processes, per chunk.

    python bench/build_phases.py INDEX_DIR [--workers N] [--cold] [--set NAME=VALUE ...]

The index is written to a temporary file and deleted: the archive's own index is left as
it is. --cold drops the page cache first (root only: `sync; echo 3 >
/proc/sys/vm/drop_caches`), so no chunk file is cached. --set changes a module constant of
kbsearch.index.build for the run (for example TASK_CHUNKS=64 or FLUSH_BYTES=4194304),
for before/after comparisons on the same archive.
"""

from __future__ import annotations

import argparse
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def cpu() -> tuple[float, float, float, float]:
    me, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime, me.ru_stime, children.ru_utime, children.ru_stime


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("index_dir", type=Path)
    ap.add_argument("--workers", type=int, default=None, help="worker processes (default: what a build starts)")
    ap.add_argument("--cold", action="store_true", help="drop the page cache first (needs root)")
    ap.add_argument("--set", action="append", default=[], metavar="NAME=VALUE")
    args = ap.parse_args()

    from kbsearch.index import build as index_build
    from kbsearch.archive import load as archive

    for setting in args.set:
        name, _, value = setting.partition("=")
        if not hasattr(index_build, name):
            raise SystemExit(f"index_build has no {name}")
        setattr(index_build, name, int(value))
    if args.cold:
        subprocess.run(["sync"], check=True)
        try:
            Path("/proc/sys/vm/drop_caches").write_text("3\n")
        except OSError as exc:
            raise SystemExit(f"--cold: cannot drop the page cache ({exc.strerror}); run as root") from None

    marks: dict[str, float] = {}
    flushing = [0.0]
    start = time.perf_counter()
    merged, flush = index_build._Parts.merged, index_build._Parts.flush

    def timed_merged(self, df):
        marks["chunk phase ends"] = time.perf_counter() - start
        yield from merged(self, df)
        marks["merge ends"] = time.perf_counter() - start

    def timed_flush(self, builder):
        t = time.perf_counter()
        flush(self, builder)
        flushing[0] += time.perf_counter() - t

    index_build._Parts.merged, index_build._Parts.flush = timed_merged, timed_flush
    before = cpu()
    loaded = archive.load_archive(args.index_dir)
    marks["load ends"] = time.perf_counter() - start
    with tempfile.TemporaryDirectory(prefix="kbsearch-phases-") as scratch:
        index_build.build(loaded, Path(scratch) / "index.sqlite", workers=args.workers)
    marks["total"] = time.perf_counter() - start
    after = cpu()
    n = sum(len(c.chunks) for c in loaded.chats.values())
    main_user, main_sys, workers_user, workers_sys = (b - a for a, b in zip(before, after))
    print(f"{n} chunks; " + ", ".join(f"{k} {v:.1f} s" for k, v in marks.items()) +
          f"; writing postings batches {flushing[0]:.1f} s")
    print(f"CPU: main process {main_user:.1f} s user + {main_sys:.1f} s system, workers {workers_user:.1f} + "
          f"{workers_sys:.1f} s; a chunk: main {(main_user + main_sys) / n * 1e3:.3f} ms, workers "
          f"{workers_user / n * 1e3:.3f} + {workers_sys / n * 1e3:.3f} ms")


if __name__ == "__main__":
    sys.exit(main())
