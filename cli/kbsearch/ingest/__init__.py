"""Ingesting chat exports (ChatGPT, Claude, Google Takeout, JSONL, notes) into an archive:
reading each format, splitting chats into chunks, condensing them (offline, or through the
local-LLM bridge of answer/), and writing chunk files and CSV rows the way the user's own
pipeline does, atomically.

May use answer/ (its LLM bridge), ranking/ and everything below; never rendering or the
command line."""

from .pipeline import DEFAULT_CHUNK_SIZE, Options, Report, ingest
from .sources import FORMATS, InputError
from .store import IngestError, archive_of

__all__ = ["DEFAULT_CHUNK_SIZE", "FORMATS", "IngestError", "InputError", "Options", "Report", "archive_of", "ingest"]
