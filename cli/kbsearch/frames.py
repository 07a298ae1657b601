"""An archive as pandas DataFrames, for notebooks:

    from kbsearch import frames
    chats = frames.chats()        # one row per chat
    chunks = frames.chunks()      # one row per chunk file
    topics = frames.topics()      # one row per (chat, topic)

Each takes the archive's index folder (default: as `kbsearch` finds it, README "Which
archive it searches") and reads the derived content index, built or brought up to date
first when the CSVs changed. A search's results: `kbsearch.search(...).to_frame()`.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from .config import resolve_index_dir
from .index import frames as index_frames
from .index.open import open_index

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["chats", "chunks", "topics"]


def chats(index_dir: str | Path | None = None) -> pd.DataFrame:
    """One row per chat: chat_id, title, platform, date_start and date_end (datetimes, NaT
    when undated), message_count, chunk_count, topics (a list), has_decisions …
    has_failures, and what its chunks add up to: chunks, condensed_bytes, raw_bytes,
    condensed_tokens, raw_tokens."""
    return _read(index_dir, index_frames.chats_frame)


def chunks(index_dir: str | Path | None = None) -> pd.DataFrame:
    """One row per chunk: chat_id, chunk_num, condensed_path, raw_path, condensed_bytes,
    raw_bytes, condensed_tokens, raw_tokens, tokens_counted (False: estimated), summary."""
    return _read(index_dir, index_frames.chunks_frame)


def topics(index_dir: str | Path | None = None) -> pd.DataFrame:
    """One row per topic of a chat: chat_id, topic."""
    return _read(index_dir, index_frames.topics_frame)


def _read(index_dir, make_frame):
    """`make_frame` over the archive's content index, closed again once the frame is made."""
    index = open_index(resolve_index_dir(Path(index_dir) if index_dir is not None else None)[0])
    try:
        return make_frame(index)
    finally:
        index.close()
