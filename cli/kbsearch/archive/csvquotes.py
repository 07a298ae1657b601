"""A CSV quoted cell that is never closed. The csv module reads such a file without an
error, and every row after the opening quote becomes part of that cell: `kbsearch check`
reports it, and ingest refuses to append rows that would vanish into it."""

from __future__ import annotations

import csv
import io

from .load import MAX_CELL


def unclosed_quote_line(text: str) -> int | None:
    """The line where a quoted cell opens that the CSV text never closes, or None. The csv
    module reads such a file without complaint, and every row after that line becomes part
    of the cell: the rows are lost to searches, and rows appended would be lost too."""
    if csv.field_size_limit() < MAX_CELL:
        csv.field_size_limit(MAX_CELL)
    stream = io.StringIO(text, newline="")
    reader = csv.reader(stream)
    start = end = lines = 0
    last_start_line = None
    for _ in reader:
        start, end, last_start_line, lines = end, stream.tell(), lines + 1, reader.line_num
    if last_start_line is None or not _ends_inside_quotes(text[start:end]):
        return None
    return last_start_line


def _ends_inside_quotes(record: str) -> bool:
    """Whether the csv module (default dialect, not strict) ends this record's text inside
    a quoted cell: a quote opens one only at the start of a cell, and "" inside is a quote."""
    state = "start"  # start of a cell, plain cell, quoted cell, quote seen in a quoted cell
    for char in record:
        if state == "quoted":
            if char == '"':
                state = "quote"
        elif state == "plain":
            if char in ",\r\n":
                state = "start"
        elif state == "quote" and char == '"':
            state = "quoted"
        elif char == '"' and state == "start":
            state = "quoted"
        else:
            state = "start" if char in ",\r\n" else "plain"
    return state == "quoted"
