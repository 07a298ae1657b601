"""Building the derived content index in full: one SQLite file holding chat and chunk
metadata plus per-field postings, built from the CSVs and the chunk files, reused until
they change (open.py decides when; update.py appends to it; read.py queries it).

Query time never re-reads the CSVs or the chunk files for scoring; it reads the
postings of the query's terms and the details of the results it shows.
"""

from __future__ import annotations

import json
import os
import secrets
import sqlite3
import time
from array import array
from collections import Counter
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from ..config import usable_cpus
from ..schema import PREFERABLE, signal_bits
from ..version import __version__
from ..wording import counted
from .format import (
    ARRAYS,
    CHAT_ARRAYS,
    FIELDS,
    FORMAT_VERSION,
    ID_RANK,
    SCHEMA,
    joined,
    chat_key,
    id_rank,
    signature,
)
from .tasks import in_parallel, index_task

if TYPE_CHECKING:
    from ..archive.load import Archive


def build(archive: Archive, dest: Path, on_progress: Callable[[int, int], None] | None = None,
          signature_: str | None = None, workers: int | None = None) -> Path:
    """Write `dest` (a .sqlite file) atomically: built under a temporary name, then renamed,
    so a reader never sees half an index and two builders never corrupt each other."""
    dest.parent.mkdir(parents=True, exist_ok=True)
    _remove_abandoned(dest)
    # Unique per builder (threads of one process too): each writes its own file.
    tmp = dest.with_name(f"{dest.name}.tmp-{os.getpid()}-{secrets.token_hex(4)}")
    tmp.unlink(missing_ok=True)
    conn = None  # (opened inside the try: a Ctrl-C right after the file is made still removes it)
    try:
        conn = sqlite3.connect(tmp)
        conn.executescript("PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF;" + SCHEMA)
        chats = sorted(archive.chats.values(), key=lambda c: (c.date_start or date.min, c.chat_id))
        builder = Builder(conn, archive, 0, 0, on_progress, sum(len(c.chunks) for c in chats))
        parts = None

        def flush_when_full() -> None:
            nonlocal parts
            if builder.pending > FLUSH_BYTES:
                parts = parts or _Parts(tmp)
                parts.flush(builder)

        builder.add_chats(chats, workers, flush_when_full)
        if parts is None:  # small archives: every posting is still in memory
            conn.executemany(
                "INSERT INTO terms VALUES (?,?,?,?,?,?)",
                ((t, n, *(builder.blob(f, t) for f in FIELDS)) for t, n in sorted(builder.df.items())),
            )
        else:
            parts.flush(builder)
            conn.executemany("INSERT INTO terms VALUES (?,?,?,?,?,?)", parts.merged(builder.df))
            parts.close()
        conn.executemany("INSERT INTO arrays VALUES (?,?)", ((k, v.tobytes()) for k, v in builder.arrays.items()))
        conn.execute("INSERT INTO arrays VALUES (?,?)", (ID_RANK, id_rank(builder.chat_ids).tobytes()))
        meta = build_meta(archive, signature_ or signature(archive.index_dir, archive.root), builder)
        conn.executemany("INSERT INTO meta VALUES (?,?)", ((k, json.dumps(v)) for k, v in meta.items()))
        conn.commit()
        conn.close()
        _remove_journals(dest)
        os.replace(tmp, dest)  # (… and so does one before it is renamed into place)
    except BaseException:
        if conn is not None:
            conn.close()
        tmp.unlink(missing_ok=True)
        tmp.with_name(tmp.name + ".parts").unlink(missing_ok=True)
        raise
    return dest


def _remove_journals(dest: Path) -> None:
    """The journal of the index being replaced (an update killed mid-transaction leaves
    one): beside the new file it would be rolled back into it, or make every read-only
    open fail with "attempt to write a readonly database". Writers hold the index lock."""
    for suffix in ("-journal", "-wal", "-shm"):
        dest.with_name(dest.name + suffix).unlink(missing_ok=True)


# A builder's temporary files untouched this long, whose process is gone, were abandoned
# (the builder was killed). A live build writes its main file all the time (its chunk
# rows, then its terms), even while its `.parts` file is only read; the margin is for
# builders this process cannot see (another host, another PID namespace).
ABANDONED_SECONDS = 600


def _remove_abandoned(dest: Path) -> None:
    """Delete the temporary files of builds that were killed before they could clean up
    (`index.sqlite.tmp-PID-…` and its `.parts`): each can hold gigabytes. Never fails a
    build: what cannot be judged or removed is left."""
    for path in dest.parent.glob(f"{dest.name}.tmp-*"):
        stem = path.name.removesuffix(".parts")
        try:
            pid = int(stem[len(dest.name) + 5:].split("-")[0])
            touched = max((p.stat().st_mtime for p in (path.with_name(stem), path.with_name(stem + ".parts"))
                           if p.exists()), default=0)
            if pid == os.getpid() or time.time() - touched < ABANDONED_SECONDS or not path.is_file():
                continue
            os.kill(pid, 0)  # raises ProcessLookupError when there is no such process
        except ProcessLookupError:
            try:
                path.unlink()
            except OSError:
                pass
        except (ValueError, OverflowError, OSError):  # another name, a pid out of range, another user's process
            continue


# Postings held in memory before a full build writes them out (packed, 8 bytes a
# document and field, plus TERM_BYTES a term), so the builder's memory does not grow with
# the archive: 100K chunks hold 157 MiB of postings, 1M ~1.6 GiB. With 256 MiB here the
# 1M build peaked at 1.8 GiB (all processes, PSS), near the 2 GiB aimed for.
FLUSH_BYTES = 64 * 2**20


class _Parts:
    """A full build's postings written out in batches (in a scratch SQLite file beside the
    index), then concatenated per term: batches number documents in increasing order, so
    each term's postings stay sorted. Rows are appended (a rowid table, each batch in term
    order) and indexed by term once, at the end: inserting into a table keyed by (term,
    batch) wrote into pages all over a file of gigabytes, ~2 s a batch at 1M chunks while
    the workers waited (12 batches of 64 MiB: 13.2 s keyed, 3.0 s appended)."""

    def __init__(self, tmp: Path):
        self.path = tmp.with_name(tmp.name + ".parts")
        self.path.unlink(missing_ok=True)
        self.conn = sqlite3.connect(self.path)
        self.conn.executescript(
            "PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF;"
            "CREATE TABLE parts(term TEXT, batch INT, topics BLOB, title BLOB, condensed BLOB, raw BLOB);"
        )
        self.batch = 0

    def flush(self, builder: "Builder") -> None:
        postings = builder.postings
        terms = sorted(set().union(*(postings[f] for f in FIELDS)))
        self.conn.executemany(
            "INSERT INTO parts VALUES (?,?,?,?,?,?)",
            ((t, self.batch, *(builder.blob(f, t) for f in FIELDS)) for t in terms),
        )
        self.conn.commit()
        self.batch += 1
        builder.postings = {f: {} for f in FIELDS}
        builder.pending = 0

    def merged(self, df: Counter):
        self.conn.execute("CREATE INDEX parts_order ON parts(term, batch)")
        rows = self.conn.execute("SELECT term, topics, title, condensed, raw FROM parts ORDER BY term, batch")
        term, batches = None, []
        for row in rows:
            if row[0] != term:
                if term is not None:
                    yield (term, df[term], *joined(batches, range(len(FIELDS))))
                term, batches = row[0], []
            batches.append(row[1:])
        if term is not None:
            yield (term, df[term], *joined(batches, range(len(FIELDS))))

    def close(self) -> None:
        self.conn.close()
        self.path.unlink(missing_ok=True)


def build_meta(archive: Archive, signature_: str, builder: "Builder", previous: dict | None = None) -> dict:
    now = time.strftime("%Y-%m-%dT%H:%M:%S")
    n_chats, n_chunks = builder.chat_row, builder.chunk_row
    appended = previous is not None and archive.appended_to is not None  # `archive` holds only new chats
    return {
        "format_version": FORMAT_VERSION,
        "kbsearch_version": __version__,
        "signature": signature_,
        "built_at": previous["built_at"] if previous else now,
        "updated_at": now,
        "update": builder.summary() if previous else "full build",
        "index_dir": str(archive.index_dir.resolve()),
        "root": str(archive.root.resolve()),
        "files": {k: str(v) for k, v in archive.files.items()},
        "n_chats": n_chats,
        "n_chunks": n_chunks,
        "n_docs": n_chunks + builder.empty_chats + (previous["n_docs"] - previous["n_chunks"] if previous else 0),
        "n_topic_rows": sum(len(c.topics) for c in archive.chats.values())
        + (previous["n_topic_rows"] if appended else 0),
        "skipped": (previous["skipped"] if appended else []) + [[s.file, s.line, s.reason] for s in archive.skipped],
        "problems": (previous["problems"] if previous else []) + builder.problems,
        # What a field's average length is computed from, so opening need not sum its array.
        "length_sums": {f: (previous["length_sums"][f] if previous else 0) + sum(builder.arrays[f"len_{f}"])
                        for f in FIELDS},
        "csv_state": archive.csv_state,
    }


class Builder:
    """Appends chats' rows and postings, numbering chats and chunks from where the index
    left off (0 for a full build). The chunk files are read and their postings built per
    task (index_task, in worker processes for large archives); the builder only joins
    each task's packed postings onto its own and writes the rows."""

    def __init__(self, conn: sqlite3.Connection, archive: Archive, chat_row: int, chunk_row: int,
                 on_progress=None, total: int = 0):
        self.conn, self.archive = conn, archive
        self.chat_row, self.chunk_row = chat_row, chunk_row
        # Per field, each term's packed postings so far (pack format, appended task by task).
        self.postings: dict[str, dict[str, bytearray]] = {f: {} for f in FIELDS}
        self.df: Counter[str] = Counter()
        self.arrays: dict[str, array] = {k: array("I") for k in ARRAYS}
        self.chat_ids: list[str] = []  # of the chats this builder added, in row order
        self.problems: list[list[str]] = []
        self.empty_chats = 0
        self.added_chats = 0
        self.pending = 0  # bytes held in self.postings, with a rough cost per term
        self.on_progress, self.total, self.done = on_progress, total, 0

    def summary(self) -> str:
        return f"added {counted(self.added_chats, 'chat')}, {counted(self.done, 'chunk')}"

    def blob(self, field: str, term: str) -> bytes | None:
        found = self.postings[field].get(term)
        return bytes(found) if found is not None else None

    def add_task(self, chats: list, result: tuple) -> None:
        """Append what index_task returned for `chats` (numbered from this builder's
        current rows when the task was made)."""
        postings, df, arrays, chunk_rows, chat_parts, problems, empty_chats = result
        for fname, packed in zip(FIELDS, postings):
            mine = self.postings[fname]
            get, before = mine.get, len(mine)
            for term, blob in packed.items():
                found = get(term)
                if found is None:
                    mine[term] = bytearray(blob)
                else:
                    found += blob
            self.pending += sum(map(len, packed.values())) + TERM_BYTES * (len(mine) - before)
        self.df.update(df)
        for name, data in arrays.items():
            self.arrays[name].frombytes(data)
        self.problems.extend(problems)
        self.empty_chats += empty_chats
        taken = 0
        for chat, (sections, fkey) in zip(chats, chat_parts):
            signals = set(chat.signals).union(sections)
            first, n = self.chunk_row, len(chat.chunks)
            self.chunk_row += n
            # A chat's chunk rows, then its own row, as the index was always written: the
            # same tables in the same order give the same file, page for page.
            self.conn.executemany("INSERT INTO chunks VALUES (?,?,?,?,?,?,?,?,?,?,?,?)", chunk_rows[taken:taken + n])
            taken += n
            self.conn.execute(
                "INSERT INTO chats VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                (
                    self.chat_row, chat.chat_id, chat.title, chat.platform,
                    chat.date_start.isoformat() if chat.date_start else "",
                    (chat.date_end or chat.date_start).isoformat() if chat.date_start else "",
                    chat.message_count, chat.chunk_count,
                    ",".join(s for s in PREFERABLE if s in signals), "\n".join(chat.topics),
                    first, n, chat_key(chat), fkey,
                ),
            )
            self.chat_ids.append(chat.chat_id)
            for name, value in zip(CHAT_ARRAYS, (
                first, n, chat.date_start.toordinal() if chat.date_start else 0,
                (chat.date_end or chat.date_start).toordinal() if chat.date_start else 0,
                signal_bits(signals),
            )):
                self.arrays[name].append(value)
            self.chat_row += 1
            self.added_chats += 1
        self.done += len(chunk_rows)
        if self.on_progress:
            self.on_progress(self.done, self.total)

    def add_chats(self, chats: list, workers: int | None = None, after_each: Callable[[], None] | None = None) -> None:
        """Index `chats` in order, a task of task_chunks() chunks at a time; their chunk
        files are read and tokenised by worker processes when there are enough of them to
        pay for starting the workers. `after_each` runs after each task is added."""
        n_chunks = sum(len(c.chunks) for c in chats)
        workers = build_workers(n_chunks) if workers is None else workers
        tasks = _tasks(chats, self.chat_row, self.chunk_row, task_chunks(n_chunks, workers))
        root = str(self.archive.root)
        if workers < 2 or n_chunks < PARALLEL_MIN_CHUNKS:
            results = ((batch, index_task(root, task)) for batch, task in tasks)
        else:
            results = in_parallel(tasks, root, workers)
        try:
            for batch, result in results:
                self.add_task(batch, result)
                if after_each:
                    after_each()
        finally:
            close = getattr(results, "close", None)
            if close:  # stops the workers at once when adding a task failed
                close()


# What a term's entry costs in a builder's postings besides its bytes (the bytearray and
# the dict slot), counted so that a vocabulary of many rare words also triggers a flush.
TERM_BYTES = 120

# Below this many chunks a build or update reads them in-process: starting worker
# processes (~0.3 s, each importing the YAML reader) would cost more than it saves.
PARALLEL_MIN_CHUNKS = 1000
# Chunks per task sent to a worker (at least TASK_CHUNKS, at most MAX_TASK_CHUNKS, and
# TASKS_EACH tasks a worker or more, so that no worker is left with a long last task), and
# tasks in flight per worker: results come back in order and at most this many are held,
# so memory stays bounded at any archive size. A task's postings arrive packed per term,
# so the fewer tasks, the less the builder (one process) does per term: on the 5K archive,
# 64 → 256 → 512 chunks a task took the main process from 0.23-0.25 to 0.17-0.19 and 0.15 ms
# a chunk (three runs each); at 100K (cached), 256 → 1024 took it from 0.157-0.169 to
# 0.106-0.133 ms (2048: 0.110-0.118).
TASK_CHUNKS = 256
MAX_TASK_CHUNKS = 1024
TASKS_EACH = 16


def task_chunks(n_chunks: int, workers: int) -> int:
    return max(TASK_CHUNKS, min(MAX_TASK_CHUNKS, n_chunks // (max(workers, 1) * TASKS_EACH)))


# From this many chunks on, a build starts one worker more than there are CPUs: the chunk
# files (~6.6 KB a chunk) are then unlikely to be all in the page cache, and a worker
# waiting on the disk leaves its CPU idle. 100K chunks on 2 CPUs: not cached, 2 workers
# 159 s, 3 workers 122 s; cached, 103 s and 115 s (bench/README.md).
EXTRA_WORKER_CHUNKS = 200_000


def build_workers(n_chunks: int = 0) -> int:
    """Processes reading chunk files during a build: one per CPU this process may use
    (YAML parsing and tokenising are CPU-bound), plus one for a large archive, at most 8."""
    n = usable_cpus()
    if n > 1 and n_chunks >= EXTRA_WORKER_CHUNKS:
        n += 1
    return max(1, min(n, 8))


def _tasks(chats: list, chat_row: int, chunk_row: int, chunks_each: int):
    """(chats, task) for consecutive runs of `chats` of about `chunks_each` chunks. A task is
    all index_task needs, as plain values (sent to a worker process): its first chat and
    chunk row, and per chat the topics, title and (chunk number, condensed path, raw path)
    of each chunk."""
    batch, specs, size = [], [], 0
    first_chat, first_chunk = chat_row, chunk_row
    for chat in chats:
        batch.append(chat)
        specs.append((" ".join(chat.topics), chat.title, [(c.chunk_num, c.path, c.raw) for c in chat.chunks]))
        size += len(chat.chunks)
        if size >= chunks_each:
            yield batch, (first_chat, first_chunk, specs)
            first_chat, first_chunk = first_chat + len(batch), first_chunk + size
            batch, specs, size = [], [], 0
    if batch:
        yield batch, (first_chat, first_chunk, specs)
