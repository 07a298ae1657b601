"""The derived content index: one SQLite file holding chat and chunk metadata plus
per-field postings, built from the CSVs and the chunk files, reused until they change.

Query time never re-reads the CSVs or the chunk files for scoring; it reads the
postings of the query's terms and the details of the results it shows.
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
from array import array
from collections import Counter
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from . import __version__
from .config import archive_root, derived_dir, find_index_files
from .errors import BadIndex, BadIndexRow
from .safepath import is_inside
from .schema import PREFERABLE
from .text import TOKENIZER_VERSION, estimate_tokens, tokens

if TYPE_CHECKING:
    from .archive import Archive

# The CSV loader and the YAML reader are imported only when an index is (re)built:
# a query against a fresh index never needs them.

FORMAT_VERSION = 3
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


def build(archive: Archive, dest: Path, on_progress: Callable[[int, int], None] | None = None, signature_: str | None = None) -> Path:
    """Write `dest` (a .sqlite file) atomically: built under a temporary name, then renamed,
    so a reader never sees half an index and two builders never corrupt each other."""
    dest.parent.mkdir(parents=True, exist_ok=True)
    tmp = dest.with_name(f"{dest.name}.tmp-{os.getpid()}")
    tmp.unlink(missing_ok=True)
    conn = sqlite3.connect(tmp)
    try:
        _write(conn, archive, on_progress, signature_ or signature(archive.index_dir, archive.root))
        conn.commit()
    except BaseException:
        conn.close()
        tmp.unlink(missing_ok=True)
        raise
    conn.close()
    os.replace(tmp, dest)
    return dest


def _write(conn: sqlite3.Connection, archive: Archive, on_progress, signature_: str) -> None:
    from .chatfiles import read_condensed, read_raw

    conn.executescript(
        """
        PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF;
        CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT);
        CREATE TABLE chats(row INTEGER PRIMARY KEY, chat_id TEXT, title TEXT, platform TEXT,
            date_start TEXT, date_end TEXT, message_count INT, chunk_count INT, signals TEXT,
            topics TEXT, first_chunk INT, n_chunks INT);
        CREATE TABLE chunks(row INTEGER PRIMARY KEY, chat_row INT, chunk_num INT,
            condensed_path TEXT, raw_path TEXT, cond_bytes INT, raw_bytes INT, cond_tokens INT,
            raw_tokens INT, tokens_counted INT, summary TEXT, body TEXT);
        CREATE TABLE terms(term TEXT PRIMARY KEY, df INT, topics BLOB, title BLOB,
            condensed BLOB, raw BLOB) WITHOUT ROWID;
        """
    )
    chats = sorted(archive.chats.values(), key=lambda c: (c.date_start or date.min, c.chat_id))
    postings: dict[str, dict[str, list[int]]] = {f: {} for f in FIELDS}
    df: Counter[str] = Counter()
    lengths: dict[str, array] = {f: array("I") for f in FIELDS}
    chunk_chat = array("I")
    problems: list[list[str]] = []
    total_chunks = sum(len(c.chunks) for c in chats)
    done = 0
    chunk_row = 0
    for chat_row, chat in enumerate(chats):
        chat_terms: set[str] = set()
        for fname, text in (("topics", " ".join(chat.topics)), ("title", chat.title)):
            counts = Counter(tokens(text))
            lengths[fname].append(sum(counts.values()))
            for term, tf in counts.items():
                postings[fname].setdefault(term, []).extend((chat_row, tf))
            chat_terms.update(counts)
        signals = set(chat.signals)
        first = chunk_row
        for chunk in chat.chunks:
            cond = read_condensed(chunk.condensed_path)
            if cond.problem:
                problems.append([str(chunk.condensed_path), cond.problem])
            raw_path = chunk.raw_path
            if raw_path is not None and raw_path.exists() and not is_inside(archive.root, raw_path):
                problems.append([str(raw_path), "outside the archive root: not read"])
                raw_path = None
            raw_text, raw_problem = read_raw(raw_path) if raw_path is not None and raw_path.is_file() else ("", "")
            if raw_problem:
                problems.append([str(raw_path), raw_problem])
            signals.update(s for s in PREFERABLE if s in cond.sections)
            chunk_terms = set(chat_terms)
            for fname, text in (("condensed", cond.text), ("raw", raw_text)):
                counts = Counter(tokens(text))
                lengths[fname].append(sum(counts.values()))
                for term, tf in counts.items():
                    postings[fname].setdefault(term, []).extend((chunk_row, tf))
                chunk_terms.update(counts)
            df.update(chunk_terms)
            cond_bytes = _size(chunk.condensed_path)
            raw_bytes = _size(raw_path) if raw_path is not None else 0
            counted = cond.condensed_tokens is not None
            conn.execute(
                "INSERT INTO chunks VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
                (
                    chunk_row, chat_row, chunk.chunk_num, str(chunk.condensed_path),
                    str(raw_path) if raw_bytes else "", cond_bytes, raw_bytes,
                    cond.condensed_tokens if counted else estimate_tokens(cond_bytes),
                    cond.original_tokens if cond.original_tokens is not None else estimate_tokens(raw_bytes),
                    int(counted), cond.summary, cond.text[:MAX_BODY_CHARS],
                ),
            )
            chunk_chat.append(chat_row)
            chunk_row += 1
            done += 1
            if on_progress:
                on_progress(done, total_chunks)
        if not chat.chunks:
            # A chat known only from the topics or chat index still answers topic searches.
            df.update(chat_terms)
        conn.execute(
            "INSERT INTO chats VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
            (
                chat_row, chat.chat_id, chat.title, chat.platform,
                chat.date_start.isoformat() if chat.date_start else "",
                (chat.date_end or chat.date_start).isoformat() if chat.date_start else "",
                chat.message_count, chat.chunk_count,
                ",".join(s for s in PREFERABLE if s in signals), "\n".join(chat.topics),
                first, chunk_row - first,
            ),
        )
    vocab = sorted(df)
    conn.executemany(
        "INSERT INTO terms VALUES (?,?,?,?,?,?)",
        (
            (t, df[t], *(_pack(postings[f][t]) if t in postings[f] else None for f in FIELDS))
            for t in vocab
        ),
    )
    meta = {
        "format_version": FORMAT_VERSION,
        "kbsearch_version": __version__,
        "signature": signature_,
        "built_at": time.strftime("%Y-%m-%dT%H:%M:%S"),
        "index_dir": str(archive.index_dir.resolve()),
        "root": str(archive.root.resolve()),
        "files": {k: str(v) for k, v in archive.files.items()},
        "n_chats": len(chats),
        "n_chunks": chunk_row,
        "n_docs": chunk_row + sum(1 for c in chats if not c.chunks),
        "n_topic_rows": sum(len(c.topics) for c in chats),
        "skipped": [[s.file, s.line, s.reason] for s in archive.skipped],
        "problems": problems,
    }
    for fname in FIELDS:
        meta[f"len_{fname}"] = lengths[fname].tobytes().hex()
    meta["chunk_chat"] = chunk_chat.tobytes().hex()
    conn.executemany("INSERT INTO meta VALUES (?,?)", ((k, json.dumps(v)) for k, v in meta.items()))


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0


class ContentIndex:
    """A built index opened for querying."""

    def __init__(self, path: Path):
        self.path = path
        self.conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True, check_same_thread=False)
        self.meta = {k: json.loads(v) for k, v in self.conn.execute("SELECT key, value FROM meta")}
        self.n_chunks: int = self.meta["n_chunks"]
        self.n_docs: int = self.meta["n_docs"]
        self.lengths = {f: _from_hex(self.meta[f"len_{f}"]) for f in FIELDS}
        self.avg_length = {f: (sum(v) / len(v) if len(v) else 1.0) or 1.0 for f, v in self.lengths.items()}
        self.chunk_chat = _from_hex(self.meta["chunk_chat"])
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
        self._by_id: dict[str, ChatRow] | None = None

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
                "SELECT topics, title, condensed, raw FROM terms WHERE term = ?", (term,)
            ).fetchone()
            self._postings[term] = None if row is None else {f: _unpack(b) for f, b in zip(FIELDS, row)}
        return self._postings[term]

    def index_vocabulary(self) -> list[str]:
        """Words of topics and titles: what a misspelt query word is corrected towards."""
        return [t for (t,) in self.conn.execute("SELECT term FROM terms WHERE topics IS NOT NULL OR title IS NOT NULL")]

    def prefix_terms(self, prefix: str) -> list[str]:
        rows = self.conn.execute(
            "SELECT term FROM terms WHERE term >= ? AND term < ? ORDER BY df DESC LIMIT ?",
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


def _from_hex(value: str) -> array:
    out = array("I")
    out.frombytes(bytes.fromhex(value))
    return out


def _date(value: str) -> date | None:
    return date.fromisoformat(value) if value else None


def open_index(
    index_dir: Path,
    strict: bool = False,
    rebuild: bool = False,
    on_build: Callable[[str], None] | None = None,
    on_progress: Callable[[int, int], None] | None = None,
) -> ContentIndex:
    """The content index for `index_dir`, (re)built first when the CSVs changed."""
    index_dir = Path(index_dir)
    root = archive_root(index_dir)
    current = signature(index_dir, root)
    path = derived_dir(index_dir) / "index.sqlite"
    if not rebuild and path.is_file():
        try:
            index = ContentIndex(path)
            if index.meta.get("signature") == current and index.meta.get("format_version") == FORMAT_VERSION:
                _check_strict(index, strict)
                return index
            index.close()
        except (sqlite3.DatabaseError, KeyError, ValueError):
            pass  # a corrupt or foreign cache is rebuilt below
    from .archive import load_archive

    archive = load_archive(index_dir, root=root, strict=strict)
    if on_build:
        n = sum(len(c.chunks) for c in archive.chats.values())
        on_build(f"building the content index for {index_dir} ({len(archive.chats)} chats, {n} chunks)")
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


def _check_strict(index: ContentIndex, strict: bool) -> None:
    if strict and index.meta["skipped"]:
        file, line, reason = index.meta["skipped"][0]
        raise BadIndexRow(f"{Path(index.meta['index_dir']) / file}: line {line}: {reason}")
