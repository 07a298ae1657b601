"""Reading a large archive's chunk folders ahead of the CSV loader, in a second process.

Loading the condensed CSV looks up every chunk file (is it there, a regular file, inside
the archive). When the folders are not cached, each lookup waits for the disk: at a
million chunks the load took 112 s instead of 36 s, on one CPU while the other idled. A
helper process lists each chunk folder in CSV order, four at a time, which brings the
folders' directory blocks into the kernel's cache; the loader's lookups, and the index
build's reads after them, then find them there (the load took 71 s, and 55-62 s with four
folders listed at a time instead of one). The helper only reads: when it fails or falls
behind, the loader does the same lookups itself, as it would without it.
"""

from __future__ import annotations

import csv
import os
import sys
import threading
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from ..config import usable_cpus

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

# Below this size (about 40,000 rows) the folders are few and the loader fast enough.
WARM_MIN_BYTES = 8 * 2**20

# The helper imports this module and config only, with the package's parent folder put
# first on its path, so it finds the same kbsearch as the process that started it.
_HELPER = (
    "import sys; sys.path.insert(0, sys.argv[1]); from kbsearch.archive.warm_folders import list_folders; "
    "list_folders(sys.argv[2], sys.argv[3], sys.argv[4].split(','))"
)


def folders_named(csv_path: str | Path, root: str | Path, aliases: list[str] | tuple[str, ...]) -> Iterator[str]:
    """The folders of the files a CSV's path column names (the first of `aliases` in its
    header; relative cells are taken from `root`), in row order, a folder once per run of
    rows in it. Read as UTF-8 whatever the file is: a cell that is not a usable path only
    costs a failed listing."""
    with open(csv_path, encoding="utf-8-sig", errors="replace", newline="") as fh:
        rows = csv.reader(fh)
        header = [h.strip().casefold() for h in next(rows, [])]
        column = next((header.index(a) for a in aliases if a in header), None)
        if column is None:
            return
        last = None
        for row in rows:
            if column < len(row):
                folder = os.path.dirname(os.path.join(root, row[column].strip()))
                if folder != last:
                    last = folder
                    yield folder


def _list(folder: str) -> None:
    with os.scandir(folder) as entries:
        for _ in entries:
            pass


# Folders listed at once: a folder not cached waits for the disk, which answers several
# requests at a time; the listing itself takes little CPU.
LISTING_THREADS = 4


def list_folders(csv_path: str | Path, root: str | Path, aliases: list[str] | tuple[str, ...],
                 visit: Callable[[str], None] = _list, threads: int = LISTING_THREADS) -> None:
    """The helper's work: `visit` (list) each folder of folders_named, `threads` at a time
    (in row order when 1). Any error ends it quietly: nothing depends on it having run."""
    try:
        os.nice(5)  # never in the loader's way, should there be no CPU to spare after all
    except (AttributeError, OSError):
        pass
    folders = folders_named(csv_path, root, aliases)
    lock = threading.Lock()

    def work() -> None:
        while True:
            try:
                with lock:  # one generator for all: each folder is listed once
                    folder = next(folders, None)
            except (OSError, ValueError, csv.Error):
                return
            if folder is None:
                return
            try:
                visit(folder)
            except (OSError, ValueError):  # ValueError: a NUL in the cell
                pass

    others = [threading.Thread(target=work, daemon=True) for _ in range(threads - 1)]
    try:
        for thread in others:
            thread.start()
        work()
        for thread in others:
            thread.join()
    except KeyboardInterrupt:
        pass


@contextmanager
def warming(csv_path: Path, root: Path, aliases: tuple[str, ...]) -> Iterator[None]:
    """While the block runs, a helper process lists the folders of the files `csv_path`
    names, when the CSV is large and there is a CPU to spare; it is stopped when the
    block ends, finished or not."""
    import subprocess

    helper = None
    try:
        if usable_cpus() > 1 and csv_path.stat().st_size >= WARM_MIN_BYTES:
            package_parent = str(Path(__file__).resolve().parents[2])
            helper = subprocess.Popen(
                [sys.executable, "-c", _HELPER, package_parent, str(csv_path), str(root), ",".join(aliases)],
                stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            )
    except OSError:  # no helper: the loader does the same work itself
        helper = None
    try:
        yield
    finally:
        if helper is not None:
            helper.kill()
            helper.wait()
