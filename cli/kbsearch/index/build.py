"""The derived content index: one SQLite file holding chat and chunk metadata plus
per-field postings, built from the CSVs and the chunk files, reused until they change.

Query time never re-reads the CSVs or the chunk files for scoring; it reads the
postings of the query's terms and the details of the results it shows.
"""

from __future__ import annotations

import gc
import hashlib
import json
import os
import secrets
import sqlite3
import stat
import sys
import time
from array import array
from collections import Counter
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from ..version import __version__
from ..config import archive_root, derived_dir, find_index_files, usable_cpus
from ..errors import BadIndex, BadIndexRow
from ..archive.safepath import InsideChecker
from ..schema import PREFERABLE
from ..text import TOKENIZER_VERSION, estimate_tokens, term_counts

if TYPE_CHECKING:
    from ..archive.load import Archive

# The CSV loader and the YAML reader are imported only when an index is (re)built:
# a query against a fresh index never needs them.

# 4: per-row arrays as blobs, freshness keys per chat (incremental updates)
# 5: postings added by updates kept in segments (no blob rewrites)
FORMAT_VERSION = 5
INDEX_FIELDS = ("topics", "title")  # chat level
CONTENT_FIELDS = ("condensed", "raw")  # chunk level
FIELDS = INDEX_FIELDS + CONTENT_FIELDS
MAX_BODY_CHARS = 20_000
MAX_PREFIX_EXPANSION = 200



def signature(index_dir: Path, root: Path) -> str:
    files = find_index_files(index_dir)
    parts = [FORMAT_VERSION, TOKENIZER_VERSION, str(root.resolve())]
    for kind in sorted(files):
        st = files[kind].stat()
        parts.append([files[kind].name, st.st_size, st.st_mtime_ns])
    return json.dumps(parts)


@dataclass
class ChatRow:
    row: int
    chat_id: str
    title: str
    platform: str
    date_start: date | None
    date_end: date | None
    message_count: int
    chunk_count: int
    signals: frozenset[str]
    first_chunk: int
    n_chunks: int


@dataclass
class ChunkDetails:
    row: int
    chunk_num: int
    condensed_path: str
    raw_path: str
    cond_bytes: int
    raw_bytes: int
    cond_tokens: int
    raw_tokens: int
    tokens_counted: bool
    summary: str


def _pack(pairs: list[int]) -> bytes:
    return array("I", pairs).tobytes()


def _unpack(blob: bytes | None) -> array:
    out = array("I")
    if blob:
        out.frombytes(blob)
    return out


SCHEMA = """
    CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT);
    CREATE TABLE arrays(name TEXT PRIMARY KEY, data BLOB);
    CREATE TABLE chats(row INTEGER PRIMARY KEY, chat_id TEXT, title TEXT, platform TEXT,
        date_start TEXT, date_end TEXT, message_count INT, chunk_count INT, signals TEXT,
        topics TEXT, first_chunk INT, n_chunks INT, key TEXT, files_key TEXT);
    CREATE TABLE chunks(row INTEGER PRIMARY KEY, chat_row INT, chunk_num INT,
        condensed_path TEXT, raw_path TEXT, cond_bytes INT, raw_bytes INT, cond_tokens INT,
        raw_tokens INT, tokens_counted INT, summary TEXT, body TEXT);
    CREATE TABLE terms(term TEXT PRIMARY KEY, df INT, topics BLOB, title BLOB,
        condensed BLOB, raw BLOB) WITHOUT ROWID;
    CREATE TABLE segments(term TEXT, seq INT, df INT, topics BLOB, title BLOB,
        condensed BLOB, raw BLOB, PRIMARY KEY (term, seq)) WITHOUT ROWID;
"""
# A term's postings are its `terms` row followed by its `segments` rows in seq order (each
# field's blobs concatenated), and its document frequency the sum of their df. A full
# build writes `terms` only; an update appends segments instead of rewriting blobs
# (see _merge_terms).
# Per-row arrays, kept as blobs (one read each at open, no parsing).
ARRAYS = tuple(f"len_{f}" for f in FIELDS) + ("chunk_chat",)


def build(archive: Archive, dest: Path, on_progress: Callable[[int, int], None] | None = None,
          signature_: str | None = None, workers: int | None = None) -> Path:
    """Write `dest` (a .sqlite file) atomically: built under a temporary name, then renamed,
    so a reader never sees half an index and two builders never corrupt each other."""
    dest.parent.mkdir(parents=True, exist_ok=True)
    _remove_abandoned(dest)
    # Unique per builder (threads of one process too): each writes its own file.
    tmp = dest.with_name(f"{dest.name}.tmp-{os.getpid()}-{secrets.token_hex(4)}")
    tmp.unlink(missing_ok=True)
    conn = sqlite3.connect(tmp)
    try:
        conn.executescript("PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF;" + SCHEMA)
        chats = sorted(archive.chats.values(), key=lambda c: (c.date_start or date.min, c.chat_id))
        builder = _Builder(conn, archive, 0, 0, on_progress, sum(len(c.chunks) for c in chats))
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
        meta = _meta(archive, signature_ or signature(archive.index_dir, archive.root), builder)
        conn.executemany("INSERT INTO meta VALUES (?,?)", ((k, json.dumps(v)) for k, v in meta.items()))
        conn.commit()
    except BaseException:
        conn.close()
        tmp.unlink(missing_ok=True)
        tmp.with_name(tmp.name + ".parts").unlink(missing_ok=True)
        raise
    conn.close()
    os.replace(tmp, dest)
    return dest


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

    def flush(self, builder: "_Builder") -> None:
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
                    yield (term, df[term], *_joined(batches, range(len(FIELDS))))
                term, batches = row[0], []
            batches.append(row[1:])
        if term is not None:
            yield (term, df[term], *_joined(batches, range(len(FIELDS))))

    def close(self) -> None:
        self.conn.close()
        self.path.unlink(missing_ok=True)


def _meta(archive: Archive, signature_: str, builder: "_Builder", previous: dict | None = None) -> dict:
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
        "csv_state": archive.csv_state,
    }


def chat_key(chat) -> str:
    """What a chat's index rows were built from, as far as the CSVs say: its fields, topics
    and chunk files' names. Compared for every chat when a CSV changes (no file access)."""
    parts: list = [chat.title, chat.platform, str(chat.date_start), str(chat.date_end), chat.message_count,
                   chat.chunk_count, sorted(chat.signals), chat.topics,
                   [[c.chunk_num, c.path] for c in chat.chunks]]
    return hashlib.blake2b(json.dumps(parts, default=str).encode(), digest_size=12).hexdigest()


def files_key(chat) -> str:
    """The size and modification time of each of a chat's chunk files (condensed and raw):
    one stat per file, so compared only on request (`kbsearch index build/status`)."""
    return files_key_of([(c.path, c.raw) for c in chat.chunks])


def files_key_of(paths: list[tuple[str, str | None]], stats: dict[str, tuple[int, int]] | None = None) -> str:
    """files_key from (condensed, raw) paths, with the stats already taken when given."""
    parts = []
    for pair in paths:
        for path in pair:
            parts.extend(_stat(path) if stats is None else stats.get(str(path), (0, 0)))
    return hashlib.blake2b(json.dumps(parts).encode(), digest_size=12).hexdigest()


def _stat(path: Path | str | None) -> tuple[int, int]:
    return _file_stat(path)[0]


def _file_stat(path: Path | str | None) -> tuple[tuple[int, int], bool]:
    """((size, modification time), is a regular file) from one stat; ((0, 0), False) for a
    missing file."""
    if path is None:
        return (0, 0), False
    try:
        st = os.stat(path)
    except OSError:
        return (0, 0), False
    return (st.st_size, st.st_mtime_ns), stat.S_ISREG(st.st_mode)


class _Builder:
    """Appends chats' rows and postings, numbering chats and chunks from where the index
    left off (0 for a full build). The chunk files are read and their postings built per
    task (_index_task, in worker processes for large archives); the builder only joins
    each task's packed postings onto its own and writes the rows."""

    def __init__(self, conn: sqlite3.Connection, archive: Archive, chat_row: int, chunk_row: int,
                 on_progress=None, total: int = 0):
        self.conn, self.archive = conn, archive
        self.chat_row, self.chunk_row = chat_row, chunk_row
        # Per field, each term's packed postings so far (_pack format, appended task by task).
        self.postings: dict[str, dict[str, bytearray]] = {f: {} for f in FIELDS}
        self.df: Counter[str] = Counter()
        self.arrays: dict[str, array] = {k: array("I") for k in ARRAYS}
        self.problems: list[list[str]] = []
        self.empty_chats = 0
        self.added_chats = 0
        self.pending = 0  # bytes held in self.postings, with a rough cost per term
        self.on_progress, self.total, self.done = on_progress, total, 0

    def summary(self) -> str:
        return f"added {self.added_chats} chats, {self.done} chunks"

    def blob(self, field: str, term: str) -> bytes | None:
        found = self.postings[field].get(term)
        return bytes(found) if found is not None else None

    def add_task(self, chats: list, result: tuple) -> None:
        """Append what _index_task returned for `chats` (numbered from this builder's
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
            results = ((batch, _index_task(root, task)) for batch, task in tasks)
        else:
            results = _in_parallel(tasks, root, workers)
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
TASKS_PER_WORKER = 2


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
    all _index_task needs, as plain values (sent to a worker process): its first chat and
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


def _index_task(root: str, task: tuple, readers: int = 0) -> tuple:
    """Read and tokenise a task's chunk files (in a worker process, or in-process) and
    return what the builder appends: per field {term: packed postings} with the task's
    row numbers, {term: documents}, the per-row arrays' bytes, the chunks' table rows,
    per chat (preferable sections found, files_key), problems, and the count of chats
    without chunk files. With `readers`, that many threads read the files ahead."""
    from ..archive.chatfiles import parse_condensed, raw_text, read_raw

    chat_row, chunk_row, specs = task
    pairs = [(cond, raw) for _, _, chunks in specs for _, cond, raw in chunks]
    texts = _reader_pool(readers).map(_read_pair, pairs) if readers else map(_read_pair, pairs)
    counter = _task_counter(chat_row, chunk_row)
    chunk_chat = array("I")
    rows, chat_parts, problems = [], [], []
    # The condensed files were checked at load; a raw file sits in the same folder, so
    # only a raw file that is itself a symlink (not read ahead) can lead out.
    inside = InsideChecker(Path(root))
    row = chat_row
    for topics, title, chunks in specs:
        counter.add_chat(topics, title)
        sections: set[str] = set()
        stats: dict[str, tuple[int, int]] = {}
        for chunk_num, cond_path, raw_path in chunks:
            cond_read, raw_read = next(texts)
            cond = parse_condensed(*cond_read)
            if cond.problem:
                problems.append([cond_path, cond.problem])
            cond_stat = _stat(cond_path)
            raw_stat, raw_is_file = _file_stat(raw_path)
            stats[cond_path] = cond_stat
            stats[str(raw_path)] = raw_stat
            raw = ""
            if not raw_is_file:
                raw_path = None
            elif raw_read is None and not inside(Path(raw_path)):  # read ahead only when not a symlink
                problems.append([raw_path, "outside the archive root: not read"])
                raw_path = None
            else:
                raw, raw_problem = raw_text(*raw_read) if raw_read is not None else read_raw(raw_path)
                if raw_problem:
                    problems.append([raw_path, raw_problem])
            sections.update(s for s in PREFERABLE if s in cond.sections)
            counter.add_chunk(cond.text, raw)
            cond_bytes = cond_stat[0]
            raw_bytes = raw_stat[0] if raw_path is not None else 0
            counted = cond.condensed_tokens is not None
            rows.append((
                chunk_row, row, chunk_num, cond_path, raw_path if raw_bytes else "", cond_bytes, raw_bytes,
                cond.condensed_tokens if counted else estimate_tokens(cond_bytes),
                cond.original_tokens if cond.original_tokens is not None else estimate_tokens(raw_bytes),
                int(counted), cond.summary, cond.text[:MAX_BODY_CHARS],
            ))
            chunk_chat.append(row)
            chunk_row += 1
        chat_parts.append((sections, files_key_of([(c, r) for _, c, r in chunks], stats)))
        row += 1
    packed, df, lengths = counter.result()
    arrays = {f"len_{f}": data for f, data in lengths.items()}
    arrays["chunk_chat"] = chunk_chat.tobytes()
    empty_chats = sum(1 for _, _, chunks in specs if not chunks)
    return packed, df, arrays, rows, chat_parts, problems, empty_chats


def _task_counter(chat_row: int, chunk_row: int):
    """What counts a task's terms (rows numbered from chat_row and chunk_row): with numpy's
    sorting when it is installed (it is a dependency), else document by document in
    dicts. Both give the same postings, document frequencies and lengths."""
    try:
        from .term_bags import TaskBags
    except ImportError:
        return PlainTask(chat_row, chunk_row)
    return TaskBags(chat_row, chunk_row, FIELDS)


class PlainTask:
    """A task's postings counted document by document (term_bags.TaskBags without numpy)."""

    def __init__(self, chat_row: int, chunk_row: int) -> None:
        self.postings: dict[str, dict[str, list[int]]] = {f: {} for f in FIELDS}
        self.lengths = {f: array("I") for f in FIELDS}
        self.df: Counter[str] = Counter()
        self.chat_terms: set[str] = set()
        self.chat_row, self.chunk_row = chat_row, chunk_row
        self.pending_chat = False

    def add_chat(self, topics: str, title: str) -> None:
        self._close_chat()
        self.chat_terms = set()
        for name, text in (("topics", topics), ("title", title)):
            self.chat_terms.update(_count_into(self.postings[name], self.lengths[name], text, self.chat_row))
        self.chat_row += 1
        self.pending_chat = True

    def add_chunk(self, condensed: str, raw: str) -> None:
        terms = set(self.chat_terms)
        for name, text in (("condensed", condensed), ("raw", raw)):
            terms.update(_count_into(self.postings[name], self.lengths[name], text, self.chunk_row))
        self.df.update(terms)
        self.chunk_row += 1
        self.pending_chat = False

    def _close_chat(self) -> None:
        if self.pending_chat:  # a chat without chunks still answers topic searches
            self.df.update(self.chat_terms)
        self.pending_chat = False

    def result(self) -> tuple[list[dict[str, bytes]], Counter[str], dict[str, bytes]]:
        """(per field {term: packed postings}, {term: documents}, per field its documents'
        lengths as bytes)."""
        self._close_chat()
        packed = [{term: _pack(pairs) for term, pairs in self.postings[f].items()} for f in FIELDS]
        return packed, self.df, {f: self.lengths[f].tobytes() for f in FIELDS}


def _count_into(field: dict[str, list[int]], lengths: array, text: str, row: int) -> dict[str, int]:
    """Add a text's terms to a field's postings as (row, count) pairs and its length to
    the field's lengths; returns the counts."""
    counts = term_counts(text)
    lengths.append(sum(counts.values()))
    for term, tf in counts.items():
        field.setdefault(term, []).extend((row, tf))
    return counts


# Threads per worker process reading a task's files ahead of its tokenising: a cold disk
# answers each small read in ~0.2-0.4 ms, and at 1M chunks (2M files, not cached) the
# workers, reading one file at a time, spent half their time waiting for it.
READER_THREADS = 4
_READERS = None


def _reader_pool(threads: int):
    # One per process, made by the process that uses it: threads do not survive a fork.
    global _READERS
    if _READERS is None or _READERS[0] != os.getpid():
        from concurrent.futures import ThreadPoolExecutor

        _READERS = (os.getpid(), ThreadPoolExecutor(threads, thread_name_prefix="kbsearch-read"))
    return _READERS[1]


def _read_pair(pair: tuple[str, str | None]) -> tuple[tuple[str, str], tuple[str, str] | None]:
    """read_text of a chunk's condensed file, and of its raw file when that is a regular
    file and not a symlink (None otherwise: the caller checks where a symlink leads
    before reading it). The condensed file's place was checked when the CSVs were loaded."""
    from ..archive.chatfiles import read_text

    cond_path, raw_path = pair
    raw = None
    if raw_path is not None:
        try:
            if stat.S_ISREG(os.lstat(raw_path).st_mode):
                raw = read_text(raw_path)
        except OSError:
            pass
    return read_text(cond_path), raw


def _in_parallel(tasks, root: str, workers: int):
    """(chats, _index_task result) for each of `tasks` in the order given, computed by
    `workers` processes. Tasks are submitted a few at a time, so results never pile up."""
    import multiprocessing
    from collections import deque
    from concurrent.futures import ProcessPoolExecutor

    # fork on Linux: spawn and forkserver re-run the caller's main script in each worker,
    # which breaks any script that calls kbsearch without an `if __name__ == "__main__"`
    # guard. The workers only read files; what they use is imported before forking, so
    # no import lock held by another thread (the MCP server's) is inherited. Elsewhere
    # (macOS, Windows) fork is unsafe or missing: spawn.
    from ..archive import chatfiles

    chatfiles.load_yaml("a: 1")  # imports the YAML parser
    from ..archive import yaml_strings  # noqa: F401
    try:
        from . import term_bags  # noqa: F401  numpy: imported once, its pages shared with the workers
    except ImportError:
        pass
    context = multiprocessing.get_context("fork" if sys.platform.startswith("linux") else "spawn")
    pool = ProcessPoolExecutor(workers, mp_context=context)
    # Forked workers share the parent's pages until something writes to them, and a
    # garbage collection in a worker writes to every object it visits: objects frozen
    # before the fork are never visited (at 1M chunks the loaded archive is ~0.6 GiB, which
    # each worker would otherwise copy). With fork, the first submit starts every worker.
    gc.freeze()
    try:
        pending: deque = deque()
        for batch, task in tasks:
            pending.append((batch, pool.submit(_index_task, root, task, READER_THREADS)))
            gc.unfreeze()
            if len(pending) >= workers * TASKS_PER_WORKER:
                done, future = pending.popleft()
                yield done, future.result()
        while pending:
            done, future = pending.popleft()
            yield done, future.result()
    finally:
        gc.unfreeze()
        pool.shutdown(wait=True, cancel_futures=True)


def diff(conn: sqlite3.Connection, archive: Archive, check_files: bool = False) -> tuple[list, list[str], list[str]]:
    """(chats not indexed yet, ids of indexed chats that changed, ids of indexed chats no
    longer in the archive). With `check_files`, a chat whose chunk files changed size or
    time counts as changed: one stat per file, O(chunks) (see bench/README.md)."""
    stored = {cid: (key, fkey) for cid, key, fkey in conn.execute("SELECT chat_id, key, files_key FROM chats")}
    new, changed = [], []
    for chat in archive.chats.values():
        keys = stored.pop(chat.chat_id, None)
        if keys is None:
            new.append(chat)
        elif keys[0] != chat_key(chat) or (check_files and keys[1] != files_key(chat)):
            changed.append(chat.chat_id)
    return new, changed, sorted(stored)


def update(path: Path, archive: Archive, signature_: str, on_progress=None,
           on_note: Callable[[str], None] | None = None, check_files: bool = False) -> str | None:
    """Bring an existing index up to date in place by appending the chats that are new
    since it was built; only their chunk files are read. Returns None when done, or why a
    full rebuild is needed instead (a chat changed or was removed: its old postings cannot
    be taken out without the text they came from). `archive` may hold only the chats of
    rows appended to the CSVs (archive.load_appended); NotAppended is raised when those
    rows are not enough to go on (the caller then loads the CSVs in full).

    One SQLite write transaction: readers keep seeing the old index until the commit, and a
    second process updating at the same time waits, then finds the work done."""
    conn = sqlite3.connect(path, timeout=600)
    try:
        conn.execute("BEGIN IMMEDIATE")
        previous = {k: json.loads(v) for k, v in conn.execute("SELECT key, value FROM meta")}
        if previous.get("format_version") != FORMAT_VERSION:
            return "the index format changed"
        if previous.get("signature") == signature_ and not check_files:
            return None  # another process has just done it
        if archive.appended_to is not None:
            # Only the appended rows were read: valid when they follow exactly what this
            # index was built from, no earlier row was skipped (a skipped row's chat id
            # would change how a later row of that chat reads) and every chat in them is new.
            if previous.get("csv_state") != archive.appended_to or previous.get("skipped"):
                raise NotAppended
            known = {cid for (cid,) in conn.execute("SELECT chat_id FROM chats")}
            if not known.isdisjoint(archive.chats):
                raise NotAppended
            new, changed, removed = list(archive.chats.values()), [], []
        else:
            new, changed, removed = diff(conn, archive, check_files)
        if changed:
            return f"{len(changed)} chats changed, e.g. {changed[0]}"
        if removed:
            return f"{len(removed)} chats were removed"
        if not new and previous.get("signature") == signature_:
            return None
        new.sort(key=lambda c: (c.date_start or date.min, c.chat_id))
        if on_note:
            on_note(f"updating the content index for {archive.index_dir}: "
                    f"{len(new)} new chats, {sum(len(c.chunks) for c in new)} chunks")
        builder = _Builder(conn, archive, previous["n_chats"], previous["n_chunks"], on_progress,
                           sum(len(c.chunks) for c in new))
        builder.add_chats(new)
        _merge_terms(conn, builder)
        for name, values in builder.arrays.items():
            (blob,) = conn.execute("SELECT data FROM arrays WHERE name = ?", (name,)).fetchone()
            conn.execute("UPDATE arrays SET data = ? WHERE name = ?", (blob + values.tobytes(), name))
        meta = _meta(archive, signature_, builder, previous)
        conn.executemany("INSERT OR REPLACE INTO meta VALUES (?,?)", ((k, json.dumps(v)) for k, v in meta.items()))
        conn.commit()
        return None
    finally:
        conn.rollback()
        conn.close()


class NotAppended(Exception):
    """update() was given only the appended CSV rows, and they are not enough: the CSVs
    must be read in full."""


def status(index_dir: Path, check_files: bool = False) -> dict:
    """What `kbsearch index status` reports: where the derived data is, how big, when it
    was built and updated, and whether it is fresh. The CSVs' signature is one stat per
    CSV; `check_files` also compares every chunk file's size and time (O(chunks))."""
    index_dir = Path(index_dir)
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
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=60)
    try:
        meta = {k: json.loads(v) for k, v in conn.execute("SELECT key, value FROM meta")}
        out.update({k: meta.get(k) for k in ("format_version", "kbsearch_version", "built_at", "updated_at",
                                             "update", "n_chats", "n_chunks")})
        out["n_terms"] = conn.execute("SELECT count(*) FROM terms").fetchone()[0]
        current = meta.get("format_version") == FORMAT_VERSION
        out["csv_unchanged"] = meta.get("signature") == signature(index_dir, root)
        out["fresh"] = current and out["csv_unchanged"]
        if check_files and current:
            from ..archive.load import load_archive

            started = time.perf_counter()
            new, changed, removed = diff(conn, load_archive(index_dir, root=root), check_files=True)
            out.update(new_chats=len(new), changed_chats=len(changed), removed_chats=len(removed),
                       check_seconds=round(time.perf_counter() - started, 2))
            out["fresh"] = out["fresh"] and not (new or changed or removed)
    except (sqlite3.DatabaseError, KeyError, ValueError) as exc:
        out.update(fresh=False, problem=f"unreadable index ({exc}); it is rebuilt on the next search")
    finally:
        conn.close()
    return out


# An update appends each word's new postings as a segment of its own: rewriting the words'
# blobs (they grow with the archive) was most of an update (100K chunks: 3.5 of 5.5 s).
# When a word would get this many segments, they are folded into its `terms` row instead
# (one rewrite per MAX_SEGMENTS updates), so a query reads a bounded number of rows per word.
MAX_SEGMENTS = 16


def _merge_terms(conn: sqlite3.Connection, builder: _Builder) -> None:
    """New documents have higher row numbers than every indexed one, so each term's
    postings stay sorted by appending (as a new segment, or to its blobs when folding).

    Which terms exist is read in one scan and terms are written in order: one lookup per
    term cost ~50 us each (pages read at random), the scan ~25 ms for 14K terms."""
    known = {t for (t,) in conn.execute("SELECT term FROM terms")}
    n_segments = dict(conn.execute("SELECT term, count(*) FROM segments GROUP BY term"))
    for term in sorted(builder.df):
        n = builder.df[term]
        added = [builder.blob(f, term) for f in FIELDS]
        if term not in known:
            conn.execute("INSERT INTO terms VALUES (?,?,?,?,?,?)", (term, n, *added))
            continue
        k = n_segments.get(term, 0)
        if k + 1 < MAX_SEGMENTS:
            conn.execute("INSERT INTO segments VALUES (?,?,?,?,?,?,?)", (term, k, n, *added))
            continue
        segments = conn.execute("SELECT df, topics, title, condensed, raw FROM segments WHERE term = ? ORDER BY seq",
                                (term,)).fetchall()
        (base,) = conn.execute("SELECT df, topics, title, condensed, raw FROM terms WHERE term = ?", (term,)).fetchall()
        merged = _joined([base, *segments, (n, *added)], range(1, len(FIELDS) + 1))
        conn.execute("UPDATE terms SET df = ?, topics = ?, title = ?, condensed = ?, raw = ? WHERE term = ?",
                     (base[0] + sum(s[0] for s in segments) + n, *merged, term))
        conn.execute("DELETE FROM segments WHERE term = ?", (term,))


def _joined(rows: list, columns) -> list[bytes | None]:
    """Per column, the rows' postings blobs concatenated in order (None when all empty)."""
    return [b"".join(row[i] or b"" for row in rows) or None for i in columns]


class ContentIndex:
    """A built index opened for querying."""

    def __init__(self, path: Path):
        self.path = path
        self.conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True, check_same_thread=False)
        self.meta = {k: json.loads(v) for k, v in self.conn.execute("SELECT key, value FROM meta")}
        self.n_chunks: int = self.meta["n_chunks"]
        self.n_docs: int = self.meta["n_docs"]
        arrays = {name: _from_blob(data) for name, data in self.conn.execute("SELECT name, data FROM arrays")}
        self.lengths = {f: arrays[f"len_{f}"] for f in FIELDS}
        self.avg_length = {f: (sum(v) / len(v) if len(v) else 1.0) or 1.0 for f, v in self.lengths.items()}
        self.chunk_chat = arrays["chunk_chat"]
        self.chats: list[ChatRow] = [
            ChatRow(
                row, cid, title, platform, _date(ds), _date(de), mc, cc,
                frozenset(s for s in sig.split(",") if s), first, n,
            )
            for row, cid, title, platform, ds, de, mc, cc, sig, first, n in self.conn.execute(
                "SELECT row, chat_id, title, platform, date_start, date_end, message_count,"
                " chunk_count, signals, first_chunk, n_chunks FROM chats ORDER BY row"
            )
        ]
        self._postings: dict[str, dict[str, array] | None] = {}
        self._df: dict[str, int] = {}
        # What other modules compute once per open index (dense.py's arrays, use_dense).
        self.memo: dict[str, object] = {}
        self._by_id: dict[str, ChatRow] | None = None
        self._ranges: list[range] | None = None
        self._sort_keys: tuple[list[int], list[str]] | None = None

    def chat_doc_ranges(self) -> list[range]:
        """Per chat row, its scoring documents (rank.chat_docs), computed once."""
        if self._ranges is None:
            n = self.n_chunks
            self._ranges = [
                range(c.first_chunk, c.first_chunk + c.n_chunks) if c.n_chunks else range(n + c.row, n + c.row + 1)
                for c in self.chats
            ]
        return self._ranges

    def sort_keys(self) -> tuple[list[int], list[str]]:
        """Per chat row, (-ordinal of date_start, chat id): the tie-breaks of a ranking."""
        if self._sort_keys is None:
            self._sort_keys = ([-(c.date_start or date.min).toordinal() for c in self.chats],
                               [c.chat_id for c in self.chats])
        return self._sort_keys

    def chat_by_id(self, chat_id: str) -> ChatRow | None:
        if self._by_id is None:
            self._by_id = {c.chat_id: c for c in self.chats}
        return self._by_id.get(chat_id)

    def chat_chunks(self, chat: ChatRow) -> list[ChunkDetails]:
        rows = list(range(chat.first_chunk, chat.first_chunk + chat.n_chunks))
        details = self.chunks(rows)
        return [details[r] for r in rows if r in details]

    def postings(self, term: str) -> dict[str, array] | None:
        """Per field, interleaved (doc, tf) pairs; docs are chat rows for the index
        fields and chunk rows for the content fields. None when the term is unknown."""
        if term not in self._postings:
            row = self.conn.execute(
                "SELECT topics, title, condensed, raw, df FROM terms WHERE term = ?", (term,)
            ).fetchone()
            if row is not None:
                segments = self.conn.execute(
                    "SELECT topics, title, condensed, raw, df FROM segments WHERE term = ? ORDER BY seq", (term,)
                ).fetchall()
                self._df[term] = row[-1] + sum(s[-1] for s in segments)
                if segments:
                    row = _joined([row, *segments], range(len(FIELDS)))
            self._postings[term] = None if row is None else {f: _unpack(b) for f, b in zip(FIELDS, row)}
        return self._postings[term]

    def df(self, term: str) -> int:
        """How many documents (chunks, and chats without chunk files) contain the term in
        any field, its chat's topics and title included: the size of the union of its
        postings, which the build counted, so a query need not compute it."""
        return self._df[term] if self.postings(term) is not None else 0

    def index_vocabulary(self) -> list[str]:
        """Words of topics and titles: what a misspelt query word is corrected towards."""
        return [t for (t,) in self.conn.execute(
            "SELECT term FROM terms WHERE topics IS NOT NULL OR title IS NOT NULL"
            " UNION SELECT term FROM segments WHERE topics IS NOT NULL OR title IS NOT NULL")]

    def prefix_terms(self, prefix: str) -> list[str]:
        # Ties in term order: the order a plain `ORDER BY df DESC` gave (rows are read in
        # term order), now said, so an updated index and a fresh one agree.
        rows = self.conn.execute(
            "SELECT term FROM terms t WHERE term >= ? AND term < ? ORDER BY"
            " df + coalesce((SELECT sum(s.df) FROM segments s WHERE s.term = t.term), 0) DESC, term LIMIT ?",
            (prefix, prefix + "\U0010ffff", MAX_PREFIX_EXPANSION),
        )
        return [r[0] for r in rows]

    def topics(self, chat_rows: list[int]) -> dict[int, list[str]]:
        marks = ",".join("?" * len(chat_rows))
        rows = self.conn.execute(f"SELECT row, topics FROM chats WHERE row IN ({marks})", chat_rows)
        return {r: [t for t in topics.split("\n") if t] for r, topics in rows}

    def chunks(self, chunk_rows: list[int]) -> dict[int, ChunkDetails]:
        """Details of these chunks, without their (large) text body."""
        out = {}
        for start in range(0, len(chunk_rows), 500):
            batch = chunk_rows[start : start + 500]
            marks = ",".join("?" * len(batch))
            for r in self.conn.execute(
                "SELECT row, chunk_num, condensed_path, raw_path, cond_bytes, raw_bytes, cond_tokens,"
                f" raw_tokens, tokens_counted, summary FROM chunks WHERE row IN ({marks})",
                batch,
            ):
                out[r[0]] = ChunkDetails(*r[:8], bool(r[8]), r[9])
        return out

    def bodies(self, chunk_rows: list[int]) -> dict[int, str]:
        """The condensed text of these chunks, for snippets."""
        marks = ",".join("?" * len(chunk_rows))
        return dict(self.conn.execute(f"SELECT row, body FROM chunks WHERE row IN ({marks})", chunk_rows))

    def close(self) -> None:
        self.conn.close()


def _from_blob(value: bytes) -> array:
    out = array("I")
    out.frombytes(value)
    return out


def _date(value: str) -> date | None:
    return date.fromisoformat(value) if value else None


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
    current = signature(index_dir, root)
    path = derived_dir(index_dir) / "index.sqlite"
    if not rebuild and not check_files and path.is_file():
        try:
            index = ContentIndex(path)
            if index.meta.get("signature") == current and index.meta.get("format_version") == FORMAT_VERSION:
                _check_strict(index, strict)
                return index
            index.close()
        except (sqlite3.DatabaseError, KeyError, ValueError):
            pass  # a corrupt or foreign cache is rebuilt below
    from ..archive.load import load_appended, load_archive

    reason = "no index yet" if rebuild or not path.is_file() else None
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
            raise BadIndex(f"cannot write derived data to {path.parent}: {exc.strerror or exc}") from exc
    if archive is None:
        archive = load_archive(index_dir, root=root, strict=strict)
    if reason is None and archive.appended_to is None:
        try:
            reason = update(path, archive, current, on_progress, on_build, check_files)
        except sqlite3.DatabaseError as exc:
            reason = f"the index could not be updated ({exc})"
        except OSError as exc:
            raise BadIndex(f"cannot write derived data to {path.parent}: {exc.strerror or exc}") from exc
    if reason is not None:
        if on_build:
            n = sum(len(c.chunks) for c in archive.chats.values())
            why = "" if reason == "no index yet" else f" ({reason})"
            on_build(f"building the content index for {index_dir} ({len(archive.chats)} chats, {n} chunks){why}")
        try:
            # The signature taken before loading: CSVs that change during the build make the
            # next run rebuild instead of being recorded as indexed.
            build(archive, path, on_progress, current)
        except OSError as exc:
            raise BadIndex(f"cannot write derived data to {path.parent}: {exc.strerror or exc}") from exc
    index = ContentIndex(path)
    if on_build:
        if archive.skipped:
            on_build(archive.skipped_summary())
        if index.meta["problems"]:
            first = index.meta["problems"][0]
            on_build(f"{len(index.meta['problems'])} chunk files had problems, e.g. {first[0]}: {first[1]}")
    return index


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
