"""A built index opened for querying: per-row arrays read once, postings and chunk
details fetched per query, nothing of the CSVs or chunk files read."""

from __future__ import annotations

import json
import sqlite3
from array import array
from datetime import date
from pathlib import Path

from .format import FIELDS, ChatRow, ChunkDetails, _joined, _unpack

MAX_PREFIX_EXPANSION = 200


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
