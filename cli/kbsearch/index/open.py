"""Opening the content index of an archive: reused while the CSVs are unchanged, updated
when rows were appended, rebuilt otherwise; and `kbsearch index status`."""

from __future__ import annotations

import errno
import json
import os
import sqlite3
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Callable

from ..config import archive_root, derived_dir, find_index_files
from ..errors import BadIndex, BadIndexRow
from ..wording import counted
from .format import FORMAT_VERSION, signature
from .read import ContentIndex

# The CSV loader, the YAML reader and the builder are imported only when an index is
# (re)built or updated: a query against a fresh index never needs them.


def status(index_dir: Path, check_files: bool = False) -> dict:
    """What `kbsearch index status` reports: where the derived data is, how big, when it
    was built and updated, and whether it is fresh. The CSVs' signature is one stat per
    CSV; `check_files` also compares every chunk file's size and time (O(chunks))."""
    index_dir = Path(index_dir)
    find_index_files(index_dir)  # a folder that is not an archive: the error every command gives
    root = archive_root(index_dir)
    folder = derived_dir(index_dir)
    path = folder / "index.sqlite"
    out: dict = {"index_dir": str(index_dir.resolve()), "derived_dir": str(folder), "index_file": str(path),
                 "built": path.is_file()}
    out["derived_bytes"] = sum(f.stat().st_size for f in folder.rglob("*") if f.is_file()) if folder.is_dir() else 0
    if not path.is_file():
        out["fresh"] = False
        return out
    out["index_bytes"] = path.stat().st_size
    index = None
    try:
        index = ContentIndex(path)  # what a search's open checks: tables, meta, array sizes
        meta, conn = index.meta, index.conn
        out.update({k: meta.get(k) for k in ("format_version", "kbsearch_version", "built_at", "updated_at",
                                             "update", "n_chats", "n_chunks")})
        out["n_terms"] = conn.execute("SELECT count(*) FROM terms").fetchone()[0]
        current = meta.get("format_version") == FORMAT_VERSION
        out["csv_unchanged"] = meta.get("signature") == signature(index_dir, root)
        out["fresh"] = current and out["csv_unchanged"]
        if check_files and current:
            from ..archive.load import load_archive
            from .update import diff

            started = time.perf_counter()
            new, changed, removed = diff(conn, load_archive(index_dir, root=root), check_files=True)
            out.update(new_chats=len(new), changed_chats=len(changed), removed_chats=len(removed),
                       check_seconds=round(time.perf_counter() - started, 2))
            out["fresh"] = out["fresh"] and not (new or changed or removed)
    except (sqlite3.DatabaseError, KeyError, ValueError) as exc:
        out.update(fresh=False, damaged=True, problem=f"the index is damaged ({type(exc).__name__}: {exc}); "
                                                      "the next search rebuilds it, as does `kbsearch index build`")
    finally:
        if index is not None:
            index.close()
    return out


def open_index(
    index_dir: Path,
    strict: bool = False,
    rebuild: bool = False,
    on_build: Callable[[str], None] | None = None,
    on_progress: Callable[[int, int], None] | None = None,
    check_files: bool = False,
) -> ContentIndex:
    """The content index for `index_dir`, brought up to date first when the CSVs changed
    (or, with `check_files`, when any chunk file did): new chats are appended, anything
    else rebuilds it in full. When the CSVs only grew, only their new rows are read."""
    index_dir = Path(index_dir)
    root = archive_root(index_dir)
    try:
        return _open_index(index_dir, root, strict, rebuild, on_build, on_progress, check_files)
    except CannotWriteDerived as exc:
        if check_files:  # `index build` is asked to write: its failure is the answer
            raise
        # A search needs no file of its own to answer: the index is built in memory for
        # this run (every run, until there is room).
        if on_build:
            on_build(f"{exc}; building the index in memory for this run (slower, every run, until it can be written)")
        return _in_memory(index_dir, root, strict, on_progress)


class CannotWriteDerived(BadIndex):
    """Derived data that cannot be written (a full disk, read-only media, no cache folder)."""


MEMORY_DIRS = ("/dev/shm",)  # RAM-backed; else the temporary folder


def _in_memory(index_dir: Path, root: Path, strict: bool, on_progress) -> ContentIndex:
    """The content index built where it costs memory, not the archive's disk, opened, and
    its file unlinked at once: the open connection keeps reading it, and nothing is left
    behind when the process ends."""
    import shutil
    import tempfile

    from ..archive.load import load_archive
    from .build import build

    places = [d for d in MEMORY_DIRS if os.path.isdir(d) and os.access(d, os.W_OK)] + [tempfile.gettempdir()]
    archive = load_archive(index_dir, root=root, strict=strict)
    failure: Exception | None = None
    for place in places:
        try:
            folder = Path(tempfile.mkdtemp(prefix="kbsearch-memory-", dir=place))
        except OSError as exc:
            failure = exc
            continue
        try:
            path = build(archive, folder / "index.sqlite", on_progress, signature(index_dir, root))
            return ContentIndex(path)
        except (OSError, sqlite3.OperationalError) as exc:
            failure = exc
        finally:
            shutil.rmtree(folder, ignore_errors=True)
    raise CannotWriteDerived(f"cannot build the content index in memory either ({failure}): free some space, or "
                             "point KBSEARCH_CACHE_DIR at a disk with room")


def _open_index(index_dir: Path, root: Path, strict: bool, rebuild: bool, on_build, on_progress,
                check_files: bool) -> ContentIndex:
    path = derived_dir(index_dir) / "index.sqlite"
    reuse = not rebuild and not check_files
    if reuse and path.is_file():
        index, _ = _fresh(path, signature(index_dir, root), strict)
        if index is not None:
            return index
    with _writers_take_turns(path.parent, on_build):
        # Taken in turn: the one before may have just brought the index up to date (or the
        # CSVs changed while this one waited), so look again.
        current = signature(index_dir, root)
        damaged = None
        if check_files and not rebuild and path.is_file():
            damaged = _pages_damaged(path)  # `index build` trusts nothing it has not read
        if reuse and path.is_file():
            index, damaged = _fresh(path, current, strict)
            if damaged and _rolled_back(path):
                index, damaged = _fresh(path, current, strict)
            if index is not None:
                return index
        return _bring_up_to_date(index_dir, root, path, current, damaged, strict, rebuild, on_build, on_progress,
                                 check_files)


FULL_DISK_HINT = " (free some space, or point KBSEARCH_CACHE_DIR at a disk with room; the CSVs are untouched)"


# What SQLite says of a file it cannot read as the database it was: not "locked" or "busy".
DAMAGE_SIGNS = ("malformed", "not a database", "no such table", "no such column", "disk image")


def discard_damaged(exc: Exception) -> list[Path]:
    """Remove the index whose query raised `exc`, when `exc` says its file is damaged:
    derived data, rebuilt by the next run, instead of failing every run the same way.
    Only an index read by kbsearch.index's own code is blamed (damage in another SQLite
    file, such as the embeddings store, removes nothing), and only while its name still
    names the file that was read. Returns what was removed."""
    index = _index_that_failed(exc)
    if index is None:
        return []
    with _writers_take_turns(index.path.parent, None):
        try:
            st = os.stat(index.path)
            if (st.st_dev, st.st_ino) != index.identity:
                return []  # already rebuilt by another run
            index.path.unlink()
        except OSError:
            return []
    return [index.path]


def _index_that_failed(exc: Exception) -> ContentIndex | None:
    """The open index in the innermost frames of `exc`'s traceback that belong to
    kbsearch.index; None when the innermost kbsearch code is elsewhere."""
    if not isinstance(exc, sqlite3.DatabaseError) or not any(sign in str(exc) for sign in DAMAGE_SIGNS):
        return None
    frames = []
    tb = exc.__traceback__
    while tb is not None:
        if tb.tb_frame.f_globals.get("__name__", "").startswith("kbsearch."):
            frames.append(tb.tb_frame)
        tb = tb.tb_next
    inner: list = []  # the frames of kbsearch.index's code, innermost first
    for frame in reversed(frames):
        if not frame.f_globals["__name__"].startswith("kbsearch.index."):
            break
        inner.append(frame)
        found = next((v for v in frame.f_locals.values() if isinstance(v, ContentIndex)), None)
        if found is not None:
            return found
    if not inner:
        return None
    # A part of the index (its chat table) read the damaged page: the ContentIndex holding
    # that connection, further out (a Searcher's `index`).
    conns = {id(c) for frame in inner for v in frame.f_locals.values()
             if type(v).__module__.startswith("kbsearch.index.") and (c := getattr(v, "conn", None)) is not None}
    for frame in frames:
        for value in frame.f_locals.values():
            for candidate in (value, getattr(value, "index", None) if type(value).__module__.startswith("kbsearch.")
                              else None):
                if isinstance(candidate, ContentIndex) and id(candidate.conn) in conns:
                    return candidate
    return None


def _rolled_back(path: Path) -> bool:
    """An update killed mid-transaction leaves a journal that read-only opens cannot roll
    back ("attempt to write a readonly database"); one read-write open does, and the index
    is as it was before that update. True when there was a journal to try."""
    if not path.with_name(path.name + "-journal").exists():
        return False
    try:
        conn = sqlite3.connect(path, timeout=60)
        try:
            conn.execute("SELECT count(*) FROM meta").fetchone()
        finally:
            conn.close()
    except sqlite3.DatabaseError:
        pass  # a journal that is not one: the rebuild removes it
    return True


def _fresh(path: Path, current: str, strict: bool) -> tuple[ContentIndex | None, str | None]:
    """(the index at `path` when it was built from these CSVs, else None; why it cannot be
    read, when it cannot)."""
    try:
        index = ContentIndex(path)
        if index.meta.get("signature") == current and index.meta.get("format_version") == FORMAT_VERSION:
            try:
                _check_strict(index, strict)
            except BadIndexRow:
                index.close()
                raise
            return index, None
        index.close()
        return None, None
    except (sqlite3.DatabaseError, KeyError, ValueError) as exc:
        return None, f"the index is damaged: {type(exc).__name__} {exc}"  # rebuilt by the caller


@contextmanager
def _writers_take_turns(folder: Path, on_note: Callable[[str], None] | None):
    """One process at a time updates or rebuilds an archive's index. A build replaces the
    file by renaming; a process still writing to the file it had opened would then be
    writing to a deleted file ("attempt to write a readonly database"). Readers of a fresh
    index never wait. The lock is the open file's: a killed holder releases it."""
    try:
        import fcntl
    except ImportError:  # no flock (Windows): builds still replace the file atomically
        yield
        return
    lock = folder / "index.lock"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd = os.open(lock, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC, 0o644)
    except OSError as exc:
        what = "is a symlink: refused" if exc.errno == errno.ELOOP else (exc.strerror or str(exc))
        if exc.errno == errno.ELOOP:
            raise BadIndex(f"cannot lock {lock}: {what}") from None
        raise CannotWriteDerived(f"cannot write derived data to {folder}: {what} (its lock file {lock.name})") from None
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            if on_note:
                on_note(f"waiting for another kbsearch that is updating the index in {folder}")
            fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)


def _bring_up_to_date(index_dir: Path, root: Path, path: Path, current: str, damaged: str | None, strict: bool,
                      rebuild: bool, on_build, on_progress, check_files: bool) -> ContentIndex:
    from ..archive.load import load_appended, load_archive
    from .build import build
    from .update import NotAppended, update

    reason = "no index yet" if rebuild or not path.is_file() else damaged
    archive = None
    if reason is None and not check_files:
        # Rows appended to the CSVs (what an ingest does) are read alone, not the whole
        # CSVs again; anything else falls back to the full load below.
        try:
            previous = _read_meta(path).get("csv_state")
            tail = load_appended(index_dir, previous, root=root, strict=strict) if previous else None
            # Any reason to rebuild is found again, and acted on, after the full load.
            if tail is not None and update(path, tail, current, on_progress, on_build) is None:
                archive = tail
        except (NotAppended, sqlite3.DatabaseError, ValueError):
            pass  # the full load below: an unreadable index is handled there
        except OSError as exc:
            raise _cannot_write(path, exc) from exc
    if archive is None:
        archive = load_archive(index_dir, root=root, strict=strict)
    if reason is None and archive.appended_to is None:
        try:
            reason = update(path, archive, current, on_progress, on_build, check_files)
        except (sqlite3.DatabaseError, ValueError, KeyError, TypeError) as exc:
            # A damaged index (a meta value that is not JSON, a missing key): derived data,
            # rebuilt below.
            reason = f"the index could not be updated ({type(exc).__name__}: {exc})"
        except OSError as exc:
            raise _cannot_write(path, exc) from exc
    if reason is not None:
        if on_build:
            n = sum(len(c.chunks) for c in archive.chats.values())
            why = "" if reason == "no index yet" else f" ({reason})"
            on_build(f"building the content index for {index_dir} ({counted(len(archive.chats), 'chat')}, "
                     f"{counted(n, 'chunk')}){why}")
        try:
            # The signature taken before loading: CSVs that change during the build make the
            # next run rebuild instead of being recorded as indexed.
            build(archive, path, on_progress, current)
        except (OSError, sqlite3.OperationalError) as exc:  # SQLite says "database or disk is full"
            raise _cannot_write(path, exc) from exc
    try:
        index = ContentIndex(path)
    except (sqlite3.DatabaseError, KeyError, ValueError) as exc:
        if reason is not None:
            raise  # just built: not damage met on disk
        # An update found nothing to do, or appended to an index damaged where it did not
        # read: rebuilt now, not left for a search to meet.
        if on_build:
            on_build(f"rebuilding the content index for {index_dir} (the index is damaged: "
                     f"{type(exc).__name__}: {' '.join(str(exc).split())[:200]})")
        try:
            build(archive, path, on_progress, current)
        except (OSError, sqlite3.OperationalError) as exc2:
            raise _cannot_write(path, exc2) from exc2
        index = ContentIndex(path)
    if on_build:
        if archive.skipped:
            on_build(archive.skipped_summary())
        if index.meta["problems"]:
            first = index.meta["problems"][0]
            on_build(f"{counted(len(index.meta['problems']), 'chunk file')} had problems, e.g. {first[0]}: {first[1]}")
    return index


def _cannot_write(path: Path, exc: Exception) -> BadIndex:
    full = "full" in str(exc) or getattr(exc, "errno", 0) == errno.ENOSPC
    return CannotWriteDerived(f"cannot write derived data to {path.parent}: "
                              f"{getattr(exc, 'strerror', None) or exc}{FULL_DISK_HINT if full else ''}")


def _pages_damaged(path: Path) -> str | None:
    """Why the index at `path` cannot be trusted, reading every page (SQLite's quick_check:
    each page and row well formed) and what opening checks; None when it can."""
    try:
        index = ContentIndex(path)
    except (sqlite3.DatabaseError, KeyError, ValueError) as exc:
        return f"the index is damaged: {type(exc).__name__} {exc}"
    try:
        problems = [row[0] for row in index.conn.execute("PRAGMA quick_check(3)")]
    except sqlite3.DatabaseError as exc:
        problems = [str(exc)]
    finally:
        index.close()
    if problems == ["ok"]:
        return None
    return "the index is damaged: " + "; ".join(" ".join(p.split())[:120] for p in problems)


def _read_meta(path: Path) -> dict:
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=60)
    try:
        return {k: json.loads(v) for k, v in conn.execute("SELECT key, value FROM meta")}
    finally:
        conn.close()


def _check_strict(index: ContentIndex, strict: bool) -> None:
    if strict and index.meta["skipped"]:
        file, line, reason = index.meta["skipped"][0]
        raise BadIndexRow(f"{Path(index.meta['index_dir']) / file}: line {line}: {reason}")
