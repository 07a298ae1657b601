"""Renderers: each turns a `SearchResponse` into text (or a Rich renderable) and returns it.

The command decides where output goes; nothing here prints.
"""

from __future__ import annotations

from enum import Enum


class Format(str, Enum):
    table = "table"
    md = "md"
    json = "json"
    jsonl = "jsonl"
    csv = "csv"
    tsv = "tsv"
    paths = "paths"


def render_text(response, fmt: Format) -> str:
    """Every format except the Rich table, as one string ending in a newline (or empty)."""
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
        return "".join(p + "\n" for r in response.results for p in r.condensed_paths)
    raise ValueError(f"not a text format: {fmt}")
