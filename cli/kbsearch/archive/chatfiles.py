"""Reading chunk files: the condensed YAML's sections and the raw chunk's turns as text."""

from __future__ import annotations

import os
import re
import stat
from dataclasses import dataclass, field
from pathlib import Path

from ..safeyaml import YamlBomb, load_yaml  # noqa: F401  (chunk files' loader, re-exported)

MAX_FILE_BYTES = 16 * 1024 * 1024

# Keys whose values are bookkeeping, not conversation: indexing them only adds noise.
_META_KEYS = frozenset(
    "chat_id id uuid platform timestamp time created_at updated_at dia_id chunk_num "
    "chunk session role type language source original_tokens condensed_tokens reduction".split()
)


@dataclass
class CondensedText:
    text: str = ""
    summary: str = ""
    sections: set[str] = field(default_factory=set)
    condensed_tokens: int | None = None
    original_tokens: int | None = None
    problem: str = ""


class NotARegularFile(OSError):
    """A FIFO, device, socket or folder where a file was expected: never read (a FIFO
    would block the reader forever, a device never ends)."""


def open_regular(path: Path | str) -> int:
    """A read-only descriptor of `path`, which must be a regular file (symlinks followed).
    O_NONBLOCK makes opening a FIFO return at once instead of waiting for a writer; for a
    regular file it changes nothing. Raises OSError (NotARegularFile for the others)."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise NotARegularFile(f"{path}: not a regular file")
    except BaseException:
        os.close(fd)
        raise
    return fd


def read_bytes(path: Path | str) -> bytes:
    """The whole content of a regular file (OSError otherwise)."""
    with os.fdopen(open_regular(path), "rb") as fh:
        return fh.read()


def read_text(path: Path | str) -> tuple[str, str]:
    """(text, problem): a file's text, or "" and why it could not be read."""
    try:
        # os.open/os.read, not open(): a build reads two small files a chunk, and a file
        # object (a buffered reader over a raw one) cost as much again as the reading.
        fd = open_regular(path)
        try:
            size = os.fstat(fd).st_size
            # Asking for the size the file has (one byte more, to see it grow), not for the
            # cap: Python allocates what is asked, so every read mapped, touched and
            # unmapped 16 MiB (30-45 against 68-139 µs a small file, most of it system time).
            limit = min(size + 1, MAX_FILE_BYTES) if size else MAX_FILE_BYTES
            data = os.read(fd, limit)
            if data and len(data) != size and len(data) < limit:  # it changed size, or tells none (/proc)
                data = _read_on(fd, data, limit)
        finally:
            os.close(fd)
    except NotARegularFile:
        return "", "not a regular file: not read"
    except OSError as exc:
        return "", f"cannot read ({exc.strerror or exc})"
    if b"\x00" in data[:8192]:
        return "", "binary file"
    problem = f"larger than {MAX_FILE_BYTES // 2**20} MiB, read in part" if size > MAX_FILE_BYTES else ""
    return data.decode("utf-8", errors="replace"), problem


def _read_on(fd: int, data: bytes, limit: int) -> bytes:
    """`data` and what follows it, up to `limit` bytes in all or the end of the file (a
    read may return less than asked)."""
    parts, got = [data], len(data)
    while got < limit:
        more = os.read(fd, limit - got)
        if not more:
            break
        parts.append(more)
        got += len(more)
    return b"".join(parts)


def read_condensed(path: Path | str) -> CondensedText:
    return parse_condensed(*read_text(path))


def parse_condensed(text: str, problem: str = "") -> CondensedText:
    """A condensed file's sections from its text (and the problem read_text gave)."""
    if not text:
        return CondensedText(problem=problem)
    from yaml import YAMLError

    from .yaml_strings import Strings, TooManyAliases, loader_for, top_entries

    loader = loader_for(text)
    try:
        node = loader.get_single_node()
        entries = top_entries(node) if node is not None else None
        if entries is None:
            entries = loader.construct_document(node) if node is not None else None
        if not isinstance(entries, dict):
            return CondensedText(text=text, summary=text[:300], problem="YAML is not a mapping")
        strings = Strings(loader, budget=4 * len(text) + 1000)
        meta = strings.mapping(entries.get("condensed_metadata")) or {}
        result = CondensedText(problem=problem)
        if isinstance(meta, dict):
            result.condensed_tokens = _int(strings.value(meta.get("condensed_tokens")))
            result.original_tokens = _int(strings.value(meta.get("original_tokens")))
        parts = []
        for key, value in entries.items():
            if key == "condensed_metadata" or not strings.present(value):
                continue
            result.sections.add(str(key))
            parts.extend(strings.of(value))
        summary = strings.value(entries.get("summary"))
    except YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}" if mark else ""
        # Still searchable as plain text: a broken file should not vanish from results.
        return CondensedText(text=text, summary=text[:300], problem=f"invalid YAML{where}")
    except TooManyAliases:
        return CondensedText(text=text, summary=text[:300], problem="YAML aliases repeat without end: read as text")
    except (ValueError, OverflowError, RecursionError, MemoryError, TypeError) as exc:
        # A value the parser cannot build (nesting thousands deep, ...): one file's problem,
        # never the build's; the file stays searchable as text.
        return CondensedText(text=text, summary=text[:300], problem=f"unreadable YAML ({type(exc).__name__}): read as text")
    finally:
        loader.dispose()
    result.summary = summary.strip() if isinstance(summary, str) else ""
    result.text = "\n".join(parts)
    return result


_KEY_LINE = re.compile(r"^[ \t]*(?:- )?[ \t]*([A-Za-z_][\w-]*):(?:[ \t]|$)")


def read_raw(path: Path | str) -> tuple[str, str]:
    """(conversation text, problem). Raw chunks are the bulk of an archive, so they are
    read as lines, not parsed as YAML (which is ~10x slower): bookkeeping keys'
    lines are dropped and other keys' names removed. Any text format works the same way."""
    return raw_text(*read_text(path))


# The raw text of chunks whose snippets a search has shown, kept while the file stays the
# same (inode, size, mtime): a long-lived process (kbsearch serve, mcp, --batch) shows the
# same chats' snippets search after search, and reading and stripping one was an eighth of
# a search there. Small files only: the memory stays a few megabytes.
KEPT_RAW = 256
KEPT_RAW_CHARS = 256 * 1024
_kept_raw: dict[tuple, tuple[str, str]] = {}


def kept_raw(path: str) -> tuple[str, str]:
    """read_raw(path), read again only when the file changes."""
    try:
        st = os.stat(path)
        key = (path, st.st_ino, st.st_size, st.st_mtime_ns)
    except (OSError, ValueError):
        return read_raw(path)
    hit = _kept_raw.pop(key, None)
    if hit is None:
        hit = read_raw(path)
        if len(hit[0]) > KEPT_RAW_CHARS:
            return hit
    _kept_raw[key] = hit  # most recent last
    while len(_kept_raw) > KEPT_RAW:
        try:  # `kbsearch mcp` may run two calls at once: another may have taken it meanwhile
            _kept_raw.pop(next(iter(_kept_raw)), None)
        except (StopIteration, RuntimeError):
            break
    return hit


def raw_text(text: str, problem: str = "") -> tuple[str, str]:
    """read_raw from a file's text (and the problem read_text gave)."""
    if not text:
        return "", problem
    kept = []
    verdicts = _KEY_VERDICTS
    if len(verdicts) > _MAX_VERDICTS:
        verdicts.clear()
    for line in text.splitlines():
        # A key line has a colon; most continuation lines of a message have none.
        colon = line.find(":")
        if colon < 0:
            kept.append(line)
            continue
        # Whether a line is a key line, and which, depends only on its text up to the
        # character after its first colon (a key holds no colon): the same few heads
        # ("- role: ", "  content: ") recur on most lines, and a dict lookup is a few
        # times cheaper than the pattern.
        head = line[:colon + 2]
        verdict = verdicts.get(head)
        if verdict is None:
            verdict = verdicts[head] = _verdict(head)
        if verdict == _KEEP:
            kept.append(line)
        elif verdict != _DROP:
            kept.append(line[verdict:])
    return "\n".join(kept), problem


_KEEP, _DROP = 0, -1
_KEY_VERDICTS: dict[str, int] = {}
_MAX_VERDICTS = 10_000


def _verdict(head: str) -> int:
    """For a line starting with `head`: _KEEP it whole (not a key line), _DROP it (a
    bookkeeping key), or keep what follows its first n characters (the key's name)."""
    m = _KEY_LINE.match(head)
    if m is None:
        return _KEEP
    return _DROP if m.group(1).casefold() in _META_KEYS else m.end()


# Token counts beyond this are not counts (SQLite's INTEGER holds 2**63 - 1): unknown.
MAX_COUNT = 2**53


def _int(value) -> int | None:
    try:
        number = int(value)
    except (TypeError, ValueError, OverflowError):  # OverflowError: int(float("inf"))
        return None
    return number if 0 <= number <= MAX_COUNT else None
