"""What the derived index file holds: its format version, fields, tables and per-row
arrays, the packed postings, the row types read back, and the keys that tell when a
chat's rows are stale (the CSVs' signature, a chat's key and its files' key).

Shared by the builder, the updater and the reader, which import it and not each other."""

from __future__ import annotations

import hashlib
import json
import os
import re
import stat
from array import array
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from ..config import find_index_files
from ..text import TOKENIZER_VERSION

# 4: per-row arrays as blobs, freshness keys per chat (incremental updates)
# 5: postings added by updates kept in segments (no blob rewrites)
# 6: per-chat arrays (chunk range, dates, signals, chat id order) and an index on chat_id,
#    so opening reads no chat's row; the length sums in meta
FORMAT_VERSION = 6
INDEX_FIELDS = ("topics", "title")  # chat level
CONTENT_FIELDS = ("condensed", "raw")  # chunk level
FIELDS = INDEX_FIELDS + CONTENT_FIELDS
MAX_BODY_CHARS = 20_000


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


def pack(pairs: list[int]) -> bytes:
    return array("I", pairs).tobytes()


def unpack(blob: bytes | None) -> array:
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
    CREATE UNIQUE INDEX chats_by_id ON chats(chat_id);
    CREATE TABLE chunks(row INTEGER PRIMARY KEY, chat_row INT, chunk_num INT,
        condensed_path TEXT, raw_path TEXT, cond_bytes INT, raw_bytes INT, cond_tokens INT,
        raw_tokens INT, tokens_counted INT, summary TEXT, body TEXT);
    CREATE TABLE terms(term TEXT PRIMARY KEY, df INT, topics BLOB, title BLOB,
        condensed BLOB, raw BLOB) WITHOUT ROWID;
    CREATE TABLE segments(term TEXT, seq INT, df INT, topics BLOB, title BLOB,
        condensed BLOB, raw BLOB, PRIMARY KEY (term, seq)) WITHOUT ROWID;
"""
TABLES = frozenset(re.findall(r"CREATE TABLE (\w+)", SCHEMA))


# A term's postings are its `terms` row followed by its `segments` rows in seq order (each
# field's blobs concatenated), and its document frequency the sum of their df. A full
# build writes `terms` only; an update appends segments instead of rewriting blobs
# (see _merge_terms).
# Per-row arrays, kept as blobs of uint32 (read when first needed, no parsing), appended to
# by an update: each field's lengths (chat rows for the index fields, chunk rows for the
# content fields) and each chunk's chat row, from the indexing tasks; per chat row, from the
# builder, what a query needs over every chat without reading the chats table: its first
# chunk row and chunk count, the ordinals of its first and last day (0: undated), its
# signals as bits of schema.PREFERABLE.
TASK_ARRAYS = tuple(f"len_{f}" for f in FIELDS) + ("chunk_chat",)
CHAT_ARRAYS = ("chat_first", "chat_nchunks", "chat_start", "chat_end", "chat_signals")
ARRAYS = TASK_ARRAYS + CHAT_ARRAYS
PER_CHUNK = frozenset(("len_condensed", "len_raw", "chunk_chat"))  # the rest: one value per chat
# Per chat row, its chat id's position in string order (the last tie-break of a ranking):
# rewritten whole by a build and by every update, since new ids fall anywhere in that order.
ID_RANK = "chat_id_rank"


def id_rank(chat_ids: list[str]) -> array:
    """Per row, the position of its chat id among all of them in Python's string order."""
    out = array("I", bytes(4 * len(chat_ids)))
    for position, row in enumerate(sorted(range(len(chat_ids)), key=chat_ids.__getitem__)):
        out[row] = position
    return out


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
            parts.extend(size_mtime(path) if stats is None else stats.get(str(path), (0, 0)))
    return hashlib.blake2b(json.dumps(parts).encode(), digest_size=12).hexdigest()


def size_mtime(path: Path | str | None) -> tuple[int, int]:
    return file_stat(path)[0]


def file_stat(path: Path | str | None) -> tuple[tuple[int, int], bool]:
    """((size, modification time), is a regular file) from one stat; ((0, 0), False) for a
    missing file."""
    if path is None:
        return (0, 0), False
    try:
        st = os.stat(path)
    except OSError:
        return (0, 0), False
    return (st.st_size, st.st_mtime_ns), stat.S_ISREG(st.st_mode)


def joined(rows: list, columns) -> list[bytes | None]:
    """Per column, the rows' postings blobs concatenated in order (None when all empty)."""
    return [b"".join(row[i] or b"" for row in rows) or None for i in columns]
