"""Renderers: each turns a `SearchResponse` into text (or a Rich renderable) and returns it.

The command decides where output goes; nothing here prints.

May use ingest/ and answer/ (the reports and answers it renders), ranking/ and everything
below; Rich only here and in commands/.
"""

from __future__ import annotations

from enum import Enum
from pathlib import Path


def result_paths(r, what: str) -> list[str]:
    """A result's chunk files: condensed, raw, or both (each chunk's condensed then raw)."""
    if what == "raw":
        return list(r.raw_paths)
    if what == "both":
        raw = {Path(p).name.removesuffix(".yml"): p for p in r.raw_paths}
        out = []
        for c in r.condensed_paths:
            out.append(c)
            key = Path(c).name.removesuffix(".condensed.yml")
            if key in raw:
                out.append(raw[key])
        return out
    return list(r.condensed_paths)


class Format(str, Enum):
    table = "table"
    md = "md"
    json = "json"
    jsonl = "jsonl"
    csv = "csv"
    tsv = "tsv"
    paths = "paths"


def render_text(response, fmt: Format, what: str = "condensed", null: bool = False) -> str:
    """Every format except the Rich table, as one string ending in a newline (or empty).
    `what` and `null` shape the paths format: which files, and NUL instead of newline."""
    if fmt is Format.md:
        from .markdown import search_markdown

        return search_markdown(response)
    if fmt is Format.json:
        from .jsonout import json_document

        return json_document(response)
    if fmt is Format.jsonl:
        from .jsonout import jsonl_lines

        return "".join(line + "\n" for line in jsonl_lines(response))
    if fmt in (Format.csv, Format.tsv):
        from .delimited import delimited

        return delimited(response, "\t" if fmt is Format.tsv else ",")
    if fmt is Format.paths:
        end = "\0" if null else "\n"
        return "".join(p + end for r in response.results for p in result_paths(r, what))
    raise ValueError(f"not a text format: {fmt}")
