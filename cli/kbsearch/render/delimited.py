"""CSV and TSV: one row per result, list fields joined with '|'."""

from __future__ import annotations

import csv
import io

COLUMNS = (
    "rank", "chat_id", "title", "platform", "date", "message_count", "chunk_count", "size_bytes",
    "tokens", "layer", "score", "signals", "matched_terms", "synonyms", "matching_chunks",
    "condensed_path", "why",
)


def row(r) -> list:
    return [
        r.rank, r.chat_id, r.title, r.platform, r.date, r.message_count, r.chunk_count, r.size_bytes,
        r.tokens, r.layer if r.layer is not None else "", f"{r.score:.4f}", "|".join(r.signals),
        "|".join(r.matched_terms), "|".join(f"{s.synonym}>{s.term}" for s in r.synonym_matches),
        "|".join(map(str, r.matching_chunks)), r.condensed_path, r.why,
    ]


def delimited(response, delimiter: str) -> str:
    if delimiter == "\t":
        # TSV has no quoting that cut and awk understand: flatten tabs and newlines instead.
        lines = [COLUMNS] + [row(r) for r in response.results]
        return "".join(
            "\t".join(" ".join(str(c).split()) for c in cells) + "\n" for cells in lines
        )
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(COLUMNS)
    writer.writerows(row(r) for r in response.results)
    return out.getvalue()
