"""What an archive holds, as `kbsearch stats` reports it."""

from __future__ import annotations

from collections import Counter

from ..schema import PREFERABLE
from .read import ContentIndex


def archive_stats(index: ContentIndex, source: str) -> dict:
    conn = index.conn
    cond_bytes, raw_bytes, cond_tokens, raw_tokens, counted = conn.execute(
        "SELECT COALESCE(SUM(cond_bytes),0), COALESCE(SUM(raw_bytes),0), COALESCE(SUM(cond_tokens),0),"
        " COALESCE(SUM(raw_tokens),0), COALESCE(MIN(tokens_counted),1) FROM chunks"
    ).fetchone()
    distinct_topics = len({t for (topics,) in conn.execute("SELECT topics FROM chats") for t in topics.split("\n") if t})
    # Aggregates in SQL and over the stored per-chat arrays: no ChatRow is made (a million
    # chunks: ~200,000 chats).
    first, last, messages = conn.execute(
        "SELECT MIN(NULLIF(date_start, '')), MAX(CASE WHEN date_start != '' THEN date_end END),"
        " COALESCE(SUM(message_count), 0) FROM chats").fetchone()
    platforms: Counter[str] = Counter()
    for platform, n in conn.execute("SELECT platform, COUNT(*) FROM chats GROUP BY platform ORDER BY MIN(row)"):
        platforms[platform or "unknown"] += n
    bits = Counter(index.array("chat_signals"))
    signals = Counter({s: sum(n for b, n in bits.items() if b >> i & 1) for i, s in enumerate(PREFERABLE)})
    skipped = index.meta["skipped"]
    reasons = Counter(r.split(":")[0] for _, _, r in skipped)
    return {
        "index_dir": index.meta["index_dir"],
        "index_source": source,
        "archive_root": index.meta["root"],
        "index_files": index.meta["files"],
        "derived_data": str(index.path),
        "built_at": index.meta["built_at"],
        "topic_rows": index.meta["n_topic_rows"],
        "distinct_topics": distinct_topics,
        "chats": len(index.chats),
        "chunks": index.n_chunks,
        "messages": messages,
        "condensed_bytes": cond_bytes,
        "raw_bytes": raw_bytes,
        "condensed_tokens": cond_tokens,
        "raw_tokens": raw_tokens,
        "tokens_estimated": not counted,
        "platforms": dict(platforms.most_common()),
        "signals": {s: n for s, n in signals.most_common() if n},
        "date_first": first,
        "date_last": last,
        "vocabulary": conn.execute("SELECT COUNT(*) FROM terms").fetchone()[0],
        "rows_skipped": len(skipped),
        "rows_skipped_by_reason": dict(reasons.most_common()),
        "skipped_rows": [{"file": f, "line": n, "reason": r} for f, n, r in skipped],
        "file_problems": [{"file": f, "problem": p} for f, p in index.meta["problems"]],
    }


# `kbsearch stats --by KEY`: what a chat is grouped under.
GROUP_KEYS = ("month", "platform", "topic")


def grouped_stats(index: ContentIndex, by: str) -> dict:
    """Chats, chunks, bytes and tokens per month (a chat's start date), platform or topic (a
    chat counts under each of its topics), as {"by", "tokens_estimated", "groups"}: groups
    are dicts of plain ints, months in order (undated last), the rest by chats, most first.

    The per-chat sums come from one SQL aggregate and the month from the stored per-chat
    array of start days; pandas joins and groups them (frames.py)."""
    from .frames import TOTALS, chat_totals

    if by not in GROUP_KEYS:
        raise ValueError(f"group by {by!r}: expected one of {', '.join(GROUP_KEYS)}")
    totals = chat_totals(index)
    per_chat = totals.join(_chat_keys(index, by), how="inner")
    # Grouping sorts by the key: months in order ("undated" after every YYYY-MM), names A-Z.
    groups = per_chat.groupby(by).agg(chats=("chunks", "size"), **{t: (t, "sum") for t in TOTALS})
    if by != "month":  # most chats first; the stable sort keeps names A-Z among equals
        groups = groups.sort_values("chats", ascending=False, kind="stable")
    # to_dict gives Python ints (pandas boxes numpy scalars), ready for json.dumps.
    records = groups.reset_index().to_dict("records")
    return {"by": by, "tokens_estimated": not bool(totals["tokens_counted"].all()), "groups": records}


def _chat_keys(index: ContentIndex, by: str):
    """Per chat row, what it is grouped under (a topic: one row per topic of the chat)."""
    import pandas as pd

    from .frames import chat_months, chats_topics

    if by == "month":
        return chat_months(index).rename("month")
    if by == "platform":
        rows = index.conn.execute("SELECT row, platform FROM chats").fetchall()
        platforms = pd.DataFrame.from_records(rows, columns=["chat_row", "platform"], index="chat_row")
        return platforms["platform"].replace("", "unknown")
    chats = pd.read_sql_query("SELECT row AS chat_row, topics FROM chats", index.conn, index_col="chat_row")
    return chats_topics(chats)["topic"]

