"""A built index opened for querying: per-row arrays read once, postings and chunk
details fetched per query, nothing of the CSVs or chunk files read."""

from __future__ import annotations

import json
import os
import sqlite3
from array import array
from collections.abc import Iterator, Sequence
from datetime import date
from pathlib import Path

from .format import ARRAYS, FIELDS, FORMAT_VERSION, ID_RANK, PER_CHUNK, TABLES, ChatRow, ChunkDetails, joined, unpack

MAX_PREFIX_EXPANSION = 200
KEPT_CHUNKS = 50_000  # chunk details kept read (a few hundred bytes each)


class ContentIndex:
    """A built index opened for querying. Opening reads the meta row and nothing else: a
    per-row array is read when first asked for (one blob), a chat's row when a result
    shows it, so the cost of an open does not grow with the archive."""

    def __init__(self, path: Path):
        self.path = Path(path)
        self.conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True, check_same_thread=False)
        try:
            # Which file this is: one found damaged later is removed only if the name still
            # names it, not a rebuilt index renamed into its place since (open.discard_damaged).
            st = os.stat(path)
            self.identity = (st.st_dev, st.st_ino)
            self.meta = {k: json.loads(v) for k, v in self.conn.execute("SELECT key, value FROM meta")}
            self.n_chunks: int = self.meta["n_chunks"]
            self.n_docs: int = self.meta["n_docs"]
            self.n_chats: int = self.meta["n_chats"]
            self.chats = ChatTable(self.conn, self.n_chats)
            if self.meta.get("format_version") == FORMAT_VERSION:  # another format is rebuilt anyway
                self._check_tables()
                self._check_arrays()
        except BaseException:
            self.conn.close()
            raise
        self._arrays: dict[str, memoryview] = {}
        self._postings: dict[str, dict[str, array] | None] = {}
        self._df: dict[str, int] = {}
        self._prefixes: dict[str, list[str]] = {}
        # What other modules compute once per open index (arrays.py's arrays, use_dense).
        self.memo: dict[str, object] = {}
        self._ranges: list[range] | None = None
        self._chunks: dict[int, ChunkDetails] = {}
        self._sort_keys: tuple[list[int], list[int]] | None = None

    def _check_tables(self) -> None:
        """Every table of the schema is there (sqlite_master is a few rows) and the chats and
        chunks tables hold as many rows as the meta says: a table dropped or emptied by hand
        fails the open, where the index is rebuilt, not a query. Raises ValueError."""
        have = {name for (name,) in self.conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        missing = TABLES - have
        if missing:
            raise ValueError(f"table {', '.join(sorted(missing))} is missing")
        # Rows are numbered from 0 in both tables; the last one is a B-tree lookup, not a count.
        for table, rows in (("chats", self.n_chats), ("chunks", self.n_chunks)):
            (last,) = self.conn.execute(f"SELECT max(row) FROM {table}").fetchone()
            if (last if last is not None else -1) != rows - 1:
                raise ValueError(f"table {table} ends at row {last}, not {rows - 1}")

    def _check_arrays(self) -> None:
        """Every per-row array is there with one value per row (its blob's size, which
        SQLite knows without reading it): a damaged index fails here, at open, where it
        is rebuilt, and not in the middle of a query. Raises ValueError."""
        sizes = dict(self.conn.execute("SELECT name, length(data) FROM arrays"))
        for name in (*ARRAYS, ID_RANK):
            rows = self.n_chunks if name in PER_CHUNK else self.n_chats
            if sizes.get(name) != 4 * rows:
                raise ValueError(f"array {name} holds {sizes.get(name)} bytes, not {4 * rows}")

    def array(self, name: str) -> memoryview:
        """One of format.ARRAYS (or ID_RANK) as uint32 values (indexable, iterable), read once."""
        found = self._arrays.get(name)
        if found is None:
            row = self.conn.execute("SELECT data FROM arrays WHERE name = ?", (name,)).fetchone()
            if row is None:
                raise KeyError(f"array {name}")
            found = self._arrays[name] = _from_blob(row[0])
        return found

    @property
    def lengths(self) -> dict[str, memoryview]:
        return {f: self.array(f"len_{f}") for f in FIELDS}

    @property
    def avg_length(self) -> dict[str, float]:
        sums = self.meta["length_sums"]
        return {f: (sums[f] / n if (n := len(self.array(f"len_{f}"))) else 1.0) or 1.0 for f in FIELDS}

    @property
    def chunk_chat(self) -> memoryview:
        return self.array("chunk_chat")

    def chat_doc_ranges(self) -> list[range]:
        """Per chat row, its scoring documents (bm25f.chat_docs), computed once."""
        if self._ranges is None:
            n = self.n_chunks
            self._ranges = [
                range(first, first + count) if count else range(n + row, n + row + 1)
                for row, (first, count) in enumerate(zip(self.array("chat_first"), self.array("chat_nchunks")))
            ]
        return self._ranges

    def sort_keys(self) -> tuple[list[int], list[int]]:
        """Per chat row, (-ordinal of date_start, position of the chat id in string order):
        the tie-breaks of a ranking (an undated chat sorts as date.min)."""
        if self._sort_keys is None:
            self._sort_keys = ([-(d or 1) for d in self.array("chat_start")], self.array(ID_RANK).tolist())
        return self._sort_keys

    def chat_by_id(self, chat_id: str) -> ChatRow | None:
        return self.chats.by_id(chat_id)

    def platforms(self) -> list[str]:
        """The platforms the archive has chats from, in the order they first appear."""
        return [p for (p,) in self.conn.execute(
            "SELECT platform FROM chats WHERE platform != '' GROUP BY platform ORDER BY MIN(row)")]

    def platform_rows(self, platforms: set[str]) -> list[int]:
        """The rows of the chats from these platforms, in row order."""
        marks = ",".join("?" * len(platforms))
        return [r for (r,) in self.conn.execute(
            f"SELECT row FROM chats WHERE platform IN ({marks}) ORDER BY row", sorted(platforms))]

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
                for stored in (row, *segments):
                    _check_postings(term, stored)
                self._df[term] = row[-1] + sum(s[-1] for s in segments)
                if segments:
                    row = joined([row, *segments], range(len(FIELDS)))
            self._postings[term] = None if row is None else {f: unpack(b) for f, b in zip(FIELDS, row)}
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
        # Kept: a search resolves a prefix when it picks its scoring path and again when
        # it scores (bm25f.choose_path, then build_group).
        found = self._prefixes.get(prefix)
        if found is None:
            found = self._prefixes[prefix] = self._prefix_terms(prefix)
        return found

    def _prefix_terms(self, prefix: str) -> list[str]:
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
        """Details of these chunks, without their (large) text body. Kept once read (up to
        KEPT_CHUNKS): the same candidates' chunks are asked for by search after search of a
        long-lived process, and an open index's rows do not change."""
        kept = self._chunks
        unread = [r for r in chunk_rows if r not in kept]
        if len(kept) + len(unread) > KEPT_CHUNKS:
            kept.clear()
            unread = list(chunk_rows)
        for start in range(0, len(unread), 500):
            batch = unread[start : start + 500]
            marks = ",".join("?" * len(batch))
            for r in self.conn.execute(
                "SELECT row, chunk_num, condensed_path, raw_path, cond_bytes, raw_bytes, cond_tokens,"
                f" raw_tokens, tokens_counted, summary FROM chunks WHERE row IN ({marks})",
                batch,
            ):
                kept[r[0]] = ChunkDetails(*r[:8], bool(r[8]), r[9])
        out = {}
        for start in range(0, len(chunk_rows), 500):  # in the order the queries gave (callers' dicts follow it)
            for r in sorted(set(chunk_rows[start : start + 500])):
                if r in kept:
                    out[r] = kept[r]
        if len(kept) > KEPT_CHUNKS:  # one call larger than the bound (the whole archive): not kept
            kept.clear()
        return out

    def chat_rows_saying(self, globs: list[str], limit: int = 20) -> list[int]:
        """The chats (rows, first ones first) whose condensed text matches one of `globs`
        (SQLite GLOB: case-sensitive, `*`, `?`, `[0-9]`): for a fact no search word says,
        as an age ("The user, Siobhán, 44, …"). A scan of the text, run only when asked."""
        if not globs:
            return []
        where = " OR ".join("body GLOB ?" for _ in globs)
        return [row for (row,) in self.conn.execute(
            f"SELECT DISTINCT chat_row FROM chunks WHERE {where} ORDER BY chat_row LIMIT ?", [*globs, limit])]

    def bodies(self, chunk_rows: list[int]) -> dict[int, str]:
        """The condensed text of these chunks, for snippets."""
        marks = ",".join("?" * len(chunk_rows))
        return dict(self.conn.execute(f"SELECT row, body FROM chunks WHERE row IN ({marks})", chunk_rows))

    def close(self) -> None:
        self.conn.close()


class ChatTable(Sequence[ChatRow]):
    """The chats table as a sequence of ChatRow, read row by row as results need them (a
    query shows tens of chats out of up to hundreds of thousands). Reading them all, which
    iteration and a long run of lookups do, takes one query and is then kept."""

    # After this many single-row reads, the rest is read at once: one query beats many.
    SINGLE_READS = 256

    def __init__(self, conn: sqlite3.Connection, n_chats: int):
        self.conn, self.n = conn, n_chats
        self._rows: dict[int, ChatRow] = {}
        self._all: list[ChatRow] | None = None
        self._by_id: dict[str, ChatRow] | None = None
        self._reads = 0

    def __len__(self) -> int:
        return self.n

    def __getitem__(self, row):  # type: ignore[override]
        if self._all is not None or isinstance(row, slice):
            return self.all()[row]
        if row < 0:
            row += self.n
        found = self._rows.get(row)
        if found is None:
            if not 0 <= row < self.n:
                raise IndexError(f"chat row {row} out of range")
            self._reads += 1
            if self._reads > self.SINGLE_READS:
                return self.all()[row]
            self.prefetch([row])
            found = self._rows[row]
        return found

    def __iter__(self) -> Iterator[ChatRow]:
        return iter(self.all())

    def prefetch(self, rows) -> None:
        """Read these rows now, in one query per 500 (rows already read are skipped)."""
        wanted = sorted({r for r in rows if r not in self._rows}) if self._all is None else []
        for start in range(0, len(wanted), 500):
            batch = wanted[start : start + 500]
            marks = ",".join("?" * len(batch))
            for r in self.conn.execute(f"{_CHAT_SELECT} WHERE row IN ({marks})", batch):
                self._rows[r[0]] = _chat_row(r)

    def all(self) -> list[ChatRow]:
        if self._all is None:
            self._all = [_chat_row(r) for r in self.conn.execute(f"{_CHAT_SELECT} ORDER BY row")]
            self._rows = {}
        return self._all

    def by_id(self, chat_id: str) -> ChatRow | None:
        if self._all is not None:
            if self._by_id is None:
                self._by_id = {c.chat_id: c for c in self._all}
            return self._by_id.get(chat_id)
        r = self.conn.execute(f"{_CHAT_SELECT} WHERE chat_id = ?", (chat_id,)).fetchone()
        if r is None:
            return None
        return self._rows.setdefault(r[0], _chat_row(r))


_CHAT_SELECT = ("SELECT row, chat_id, title, platform, date_start, date_end, message_count, chunk_count,"
                " signals, first_chunk, n_chunks FROM chats")


def _chat_row(r: tuple) -> ChatRow:
    row, cid, title, platform, ds, de, mc, cc, sig, first, n = r
    return ChatRow(row, cid, title, platform, _date(ds), _date(de), mc, cc,
                   frozenset(s for s in sig.split(",") if s), first, n)


class DamagedIndex(sqlite3.DatabaseError):
    """Stored values SQLite reads fine but no build wrote: what a damaged page or a hand
    edit leaves. A DatabaseError, so it is handled as SQLite's own damage is."""


def _check_postings(term: str, stored: tuple) -> None:
    """A term's row holds (doc, tf) uint32 pairs per field and an integer df; anything else
    would fail deep inside scoring (a TypeError, a ValueError) instead of being damage."""
    *blobs, df = stored
    if not isinstance(df, int) or any(b is not None and (not isinstance(b, bytes) or len(b) % 8) for b in blobs):
        raise DamagedIndex(f"malformed postings for the word {term!r}")


def _from_blob(value: bytes) -> memoryview:
    """The blob's uint32 values, without copying them (1M chunks: 7 ms saved a search)."""
    if len(value) % 4:
        raise ValueError(f"an array blob of {len(value)} bytes is not uint32 values")
    return memoryview(value).cast("I")


def _date(value: str) -> date | None:
    return date.fromisoformat(value) if value else None
