"""An opened index's chats, chunks and topics as pandas DataFrames (`kbsearch.frames`,
`kbsearch stats --by`).

pandas is imported inside each function: a search never loads it (about 0.3 s)."""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

from ..schema import PREFERABLE
from .read import ContentIndex

if TYPE_CHECKING:
    import pandas as pd

# Per chat, what its chunks add up to (the same names as `kbsearch stats -f json`).
TOTALS = ("chunks", "condensed_bytes", "raw_bytes", "condensed_tokens", "raw_tokens")
_EPOCH_ORDINAL = date(1970, 1, 1).toordinal()
UNDATED = "undated"  # the month of a chat without a start date


def chat_totals(index: ContentIndex) -> pd.DataFrame:
    """One row per chat row (0 … n_chats-1, a chat without chunks all zeros): TOTALS, and
    whether every chunk's tokens were counted (`tokens_counted`, False: estimated).

    One SQL aggregate over the chunks table: at a million chunks, reading its rows into
    pandas to group them there took longer here than SQLite's own grouping (~1.8 s against
    1.0-1.5 s)."""
    import pandas as pd

    rows = index.conn.execute(
        "SELECT chat_row, COUNT(*), SUM(cond_bytes), SUM(raw_bytes), SUM(cond_tokens), SUM(raw_tokens),"
        " MIN(tokens_counted) FROM chunks GROUP BY chat_row").fetchall()
    frame = pd.DataFrame.from_records(rows, columns=["chat_row", *TOTALS, "tokens_counted"], index="chat_row")
    frame = frame.reindex(pd.RangeIndex(index.n_chats, name="chat_row"), fill_value=0)
    frame["tokens_counted"] = frame["tokens_counted"].astype(bool) | (frame["chunks"] == 0)
    return frame.astype({c: "int64" for c in TOTALS})


def chat_months(index: ContentIndex) -> pd.Series:
    """Per chat row, the month its chat started as YYYY-MM ("undated" when it has no date),
    from the stored per-chat array of start days: no row of the chats table is read."""
    import pandas as pd

    ordinals = pd.Series(index.array("chat_start").tolist(), dtype="int64")
    dated = ordinals > 0
    days = pd.to_datetime(ordinals[dated] - _EPOCH_ORDINAL, unit="D")
    months = pd.Series(UNDATED, index=ordinals.index, dtype=object)
    months[dated] = days.dt.strftime("%Y-%m")
    months.index.name = "chat_row"
    return months


def chats_frame(index: ContentIndex) -> pd.DataFrame:
    """One row per chat, in index order: its CSV fields (dates as datetimes, NaT when
    undated), one has_* column per signal, its topics as a list, and TOTALS."""
    import pandas as pd

    frame = pd.read_sql_query(
        "SELECT row AS chat_row, chat_id, title, platform, date_start, date_end, message_count, chunk_count,"
        " signals, topics FROM chats ORDER BY row", index.conn, index_col="chat_row")
    for column in ("date_start", "date_end"):
        frame[column] = pd.to_datetime(frame[column].replace("", None), format="%Y-%m-%d")
    signals = frame.pop("signals").str.split(",")
    for signal in PREFERABLE:
        frame[f"has_{signal}"] = signals.map(lambda found, s=signal: s in found)
    frame["topics"] = frame["topics"].map(topic_list)
    frame = frame.join(chat_totals(index)[list(TOTALS)])
    return frame.reset_index(drop=True)


def chunks_frame(index: ContentIndex) -> pd.DataFrame:
    """One row per chunk, in index order: its chat_id and number, both files' paths, sizes
    and tokens, whether the tokens were counted, and its condensed summary (not its text)."""
    import pandas as pd

    frame = pd.read_sql_query(
        "SELECT chats.chat_id, chunk_num, condensed_path, raw_path, cond_bytes AS condensed_bytes, raw_bytes,"
        " cond_tokens AS condensed_tokens, raw_tokens, tokens_counted, summary"
        " FROM chunks JOIN chats ON chats.row = chunks.chat_row ORDER BY chunks.row", index.conn)
    frame["tokens_counted"] = frame["tokens_counted"].astype(bool)
    return frame


def topics_frame(index: ContentIndex) -> pd.DataFrame:
    """One row per (chat, topic), in index order then the topic's order in the CSV."""
    import pandas as pd

    chats = pd.read_sql_query("SELECT chat_id, topics FROM chats ORDER BY row", index.conn)
    return chats_topics(chats)[["chat_id", "topic"]].reset_index(drop=True)


def chats_topics(chats: pd.DataFrame) -> pd.DataFrame:
    """`chats` (a `topics` column of newline-separated topics) with one row per topic in a
    `topic` column, each keeping its chat's index label; a topic listed twice for a chat
    counts once, and a chat without topics is left out."""
    exploded = chats.assign(topic=chats["topics"].map(topic_list)).explode("topic")
    return exploded.dropna(subset=["topic"]).drop(columns="topics")


def topic_list(text: str) -> list[str]:
    """A chat's stored topics (one a line) as a list, each once, in the CSV's order."""
    return list(dict.fromkeys(t for t in text.split("\n") if t))
