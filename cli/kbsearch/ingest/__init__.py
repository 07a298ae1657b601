"""Ingesting chat exports (ChatGPT, Claude, Google Takeout, JSONL, notes) into an archive."""

from .pipeline import DEFAULT_CHUNK_SIZE, Options, Report, ingest
from .sources import FORMATS, InputError
from .store import IngestError

__all__ = ["DEFAULT_CHUNK_SIZE", "FORMATS", "IngestError", "InputError", "Options", "Report", "ingest"]
