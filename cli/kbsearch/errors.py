"""Exceptions the core raises; the CLI turns each into one stderr line and an exit code."""

from enum import IntEnum


class ExitStatus(IntEnum):
    FOUND = 0
    NOT_FOUND = 1
    ERROR = 2
    INCOMPLETE = 3  # a retrieval that could not copy everything it was asked for


class KbsearchError(Exception):
    """Base class: the message is a complete sentence naming what and where."""


class IndexNotFound(KbsearchError):
    pass


class BadIndex(KbsearchError):
    """An index file that cannot be used at all (missing column, unreadable)."""


class BadIndexRow(KbsearchError):
    """A row that had to be skipped; raised only in strict mode."""


class BadSynonyms(KbsearchError):
    pass


class BadQuery(KbsearchError):
    pass


class NotFound(KbsearchError):
    """Nothing by that name (a chat_id, a chunk): exit 1, like grep finding nothing."""


class PathEscapes(KbsearchError):
    """A path that leads outside the archive root (.., an absolute path, a symlink)."""


class OutputError(KbsearchError):
    """A result file or folder that could not be written."""
