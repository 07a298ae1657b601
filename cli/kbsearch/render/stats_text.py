"""`kbsearch stats` as aligned text."""

from __future__ import annotations

from .sizes import human_bytes


def stats_text(d: dict) -> str:
    est = "~" if d["tokens_estimated"] else ""
    rows = [
        ("index folder", f"{d['index_dir']} ({d['index_source']})"),
        ("archive root", d["archive_root"]),
        ("derived data", f"{d['derived_data']} (built {d['built_at']})"),
        ("topics", f"{d['topic_rows']:,} rows, {d['distinct_topics']:,} distinct"),
        ("chats", f"{d['chats']:,}"),
        ("chunks", f"{d['chunks']:,}"),
        ("messages", f"{d['messages']:,}"),
        ("condensed", f"{human_bytes(d['condensed_bytes'])}, {est}{d['condensed_tokens']:,} tokens"),
        ("raw", f"{human_bytes(d['raw_bytes'])}, {est}{d['raw_tokens']:,} tokens"),
        ("platforms", ", ".join(f"{p} {n}" for p, n in d["platforms"].items()) or "–"),
        ("signals", ", ".join(f"{s} {n}" for s, n in d["signals"].items()) or "–"),
        ("dates", f"{d['date_first']} → {d['date_last']}" if d["date_first"] else "–"),
        ("vocabulary", f"{d['vocabulary']:,} terms"),
        ("rows skipped", f"{d['rows_skipped']}" + (
            " (" + ", ".join(f"{n} {r}" for r, n in d["rows_skipped_by_reason"].items()) + ")"
            if d["rows_skipped"] else "")),
    ]
    for kind, path in d["index_files"].items():
        rows.insert(1, (f"{kind} csv", path))
    width = max(len(k) for k, _ in rows)
    out = [f"{k:<{width}}  {v}" for k, v in rows]
    for s in d["skipped_rows"][:20]:
        out.append(f"  skipped {s['file']}:{s['line']}: {s['reason']}")
    if len(d["skipped_rows"]) > 20:
        out.append(f"  … and {len(d['skipped_rows']) - 20} more (kbsearch stats -f json)")
    for p in d["file_problems"][:20]:
        out.append(f"  problem {p['file']}: {p['problem']}")
    return "\n".join(out) + "\n"
