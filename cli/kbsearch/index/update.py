"""Bringing a built index up to date in place: chats new since the build are appended
(their postings as segments), anything else asks for a full rebuild."""

from __future__ import annotations

import json
import sqlite3
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from ..wording import counted
from .build import Builder, build_meta
from .format import (
    FIELDS,
    FORMAT_VERSION,
    ID_RANK,
    joined,
    chat_key,
    files_key,
    id_rank,
)

if TYPE_CHECKING:
    from ..archive.load import Archive


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
            return f"{counted(len(changed), 'chat')} changed, e.g. {changed[0]}"
        if removed:
            return f"{counted(len(removed), 'chat')} removed"
        if not new and previous.get("signature") == signature_:
            return None
        new.sort(key=lambda c: (c.date_start or date.min, c.chat_id))
        if on_note:
            on_note(f"updating the content index for {archive.index_dir}: "
                    f"{counted(len(new), 'new chat')}, {counted(sum(len(c.chunks) for c in new), 'chunk')}")
        builder = Builder(conn, archive, previous["n_chats"], previous["n_chunks"], on_progress,
                           sum(len(c.chunks) for c in new))
        builder.add_chats(new)
        _merge_terms(conn, builder)
        for name, values in builder.arrays.items():
            (blob,) = conn.execute("SELECT data FROM arrays WHERE name = ?", (name,)).fetchone()
            conn.execute("UPDATE arrays SET data = ? WHERE name = ?", (blob + values.tobytes(), name))
        ids = [cid for (cid,) in conn.execute("SELECT chat_id FROM chats ORDER BY row")]
        conn.execute("UPDATE arrays SET data = ? WHERE name = ?", (id_rank(ids).tobytes(), ID_RANK))
        meta = build_meta(archive, signature_, builder, previous)
        conn.executemany("INSERT OR REPLACE INTO meta VALUES (?,?)", ((k, json.dumps(v)) for k, v in meta.items()))
        conn.commit()
        return None
    finally:
        conn.rollback()
        conn.close()


class NotAppended(Exception):
    """update() was given only the appended CSV rows, and they are not enough: the CSVs
    must be read in full."""


# An update appends each word's new postings as a segment of its own: rewriting the words'
# blobs (they grow with the archive) was most of an update (100K chunks: 3.5 of 5.5 s).
# When a word would get this many segments, they are folded into its `terms` row instead
# (one rewrite per MAX_SEGMENTS updates), so a query reads a bounded number of rows per word.
MAX_SEGMENTS = 16


def _merge_terms(conn: sqlite3.Connection, builder: Builder) -> None:
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
        merged = joined([base, *segments, (n, *added)], range(1, len(FIELDS) + 1))
        conn.execute("UPDATE terms SET df = ?, topics = ?, title = ?, condensed = ?, raw = ? WHERE term = ?",
                     (base[0] + sum(s[0] for s in segments) + n, *merged, term))
        conn.execute("DELETE FROM segments WHERE term = ?", (term,))
