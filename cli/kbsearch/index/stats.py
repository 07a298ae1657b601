"""What an archive holds, as `kbsearch stats` reports it."""

from __future__ import annotations

from collections import Counter

from .read import ContentIndex


def archive_stats(index: ContentIndex, source: str) -> dict:
    conn = index.conn
    cond_bytes, raw_bytes, cond_tokens, raw_tokens, counted = conn.execute(
        "SELECT COALESCE(SUM(cond_bytes),0), COALESCE(SUM(raw_bytes),0), COALESCE(SUM(cond_tokens),0),"
        " COALESCE(SUM(raw_tokens),0), COALESCE(MIN(tokens_counted),1) FROM chunks"
    ).fetchone()
    distinct_topics = len({t for (topics,) in conn.execute("SELECT topics FROM chats") for t in topics.split("\n") if t})
    dates = sorted(c.date_start for c in index.chats if c.date_start)
    ends = sorted((c.date_end or c.date_start) for c in index.chats if c.date_start)
    platforms = Counter(c.platform or "unknown" for c in index.chats)
    signals = Counter(s for c in index.chats for s in c.signals)
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
        "messages": sum(c.message_count for c in index.chats),
        "condensed_bytes": cond_bytes,
        "raw_bytes": raw_bytes,
        "condensed_tokens": cond_tokens,
        "raw_tokens": raw_tokens,
        "tokens_estimated": not counted,
        "platforms": dict(platforms.most_common()),
        "signals": dict(signals.most_common()),
        "date_first": dates[0].isoformat() if dates else None,
        "date_last": ends[-1].isoformat() if ends else None,
        "vocabulary": conn.execute("SELECT COUNT(*) FROM terms").fetchone()[0],
        "rows_skipped": len(skipped),
        "rows_skipped_by_reason": dict(reasons.most_common()),
        "skipped_rows": [{"file": f, "line": n, "reason": r} for f, n, r in skipped],
        "file_problems": [{"file": f, "problem": p} for f, p in index.meta["problems"]],
    }
