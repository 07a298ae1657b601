"""Exceptions the core raises; the CLI turns each into one stderr line and an exit code."""

from enum import IntEnum


class ExitStatus(IntEnum):
    FOUND = 0
    NOT_FOUND = 1
    ERROR = 2


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


class OutputError(KbsearchError):
    """A result file or folder that could not be written."""
