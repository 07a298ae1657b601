"""Loading the three CSV indexes, whatever dialect of them the user's pipeline wrote.

This is the one place that knows the column variants (DESIGN §1): everything after it
sees `Archive`, `Chat` and `Chunk` with normalised fields.
"""

from __future__ import annotations

import codecs
import csv
import hashlib
import io
import os
import re
import stat
from collections import Counter
from dataclasses import dataclass, field
from datetime import date, datetime
from pathlib import Path
from typing import Callable, Iterator

from ..config import archive_root, find_index_files
from ..errors import BadIndex, BadIndexRow
from ..schema import SIGNALS, raw_name_for, raw_path_for
from ..wording import clipped, counted
from .safepath import InsideChecker
from .warm_folders import warming

# Each normalised field and the column names seen for it in the wild, in preference order.
ALIASES = {
    "chat_id": ("chat_id", "id", "conversation_id"),
    "chat_name": ("chat_name", "chat", "name"),
    "title": ("title", "chat_title"),
    "topic": ("topic", "topics", "tag"),
    "platform": ("platform", "source"),
    "date_start": ("date_start", "start_date", "date", "created", "created_at"),
    "date_end": ("date_end", "end_date", "updated", "updated_at"),
    "message_count": ("message_count", "messages", "msg_count", "num_messages"),
    "chunk_count": ("chunk_count", "chunks", "num_chunks"),
    "condensed_path": ("condensed_path", "filename", "path", "file", "condensed_file"),
    "chunk_num": ("chunk_num", "chunk", "chunk_number"),
    "size_bytes": ("size_bytes", "size", "bytes"),
    **{f"has_{s}": (f"has_{s}",) for s in SIGNALS},
}

CHAT_ID = re.compile(r"^(?=[0-9a-f]*[a-f])[0-9a-f]{8}$")
# platform.YYYYMMDD.chat_id.slug[.NNN[.condensed]][.yml]
CHAT_NAME = re.compile(
    r"^(?P<platform>[a-z0-9_-]+)\.(?P<date>\d{8})\.(?P<chat_id>[0-9a-f]{8})\.(?P<slug>[^.]+)"
    r"(?:\.(?P<chunk>\d{1,4}))?(?:\.(?P<type>condensed|raw|topics))?(?:\.(?:yml|yaml|csv))?$"
)


class Chunk:
    """One row of the condensed index. The path is kept as a string: a Path object costs
    ~500 bytes more, half a gigabyte for a million-chunk archive."""

    __slots__ = ("chunk_num", "path", "size_bytes")

    def __init__(self, chunk_num: int, condensed_path: Path | str, size_bytes: int | None = None):
        self.chunk_num, self.path, self.size_bytes = chunk_num, str(condensed_path), size_bytes

    @property
    def condensed_path(self) -> Path:
        return Path(self.path)

    @property
    def raw_path(self) -> Path | None:
        return raw_path_for(self.condensed_path)

    @property
    def raw(self) -> str | None:
        """raw_path as a string."""
        return raw_name_for(self.path)

    def __eq__(self, other) -> bool:
        if not isinstance(other, Chunk):
            return NotImplemented
        return (self.chunk_num, self.path, self.size_bytes) == (other.chunk_num, other.path, other.size_bytes)

    def __repr__(self) -> str:
        return f"Chunk({self.chunk_num!r}, {self.path!r}, {self.size_bytes!r})"


@dataclass(slots=True)
class Chat:
    chat_id: str
    title: str = ""
    platform: str = ""
    date_start: date | None = None
    date_end: date | None = None
    message_count: int = 0
    chunk_count: int = 0
    signals: set[str] = field(default_factory=set)
    topics: list[str] = field(default_factory=list)
    chunks: list[Chunk] = field(default_factory=list)


@dataclass
class Skipped:
    file: str
    line: int
    reason: str


@dataclass
class Archive:
    index_dir: Path
    root: Path
    files: dict[str, Path]
    chats: dict[str, Chat]
    skipped: list[Skipped]
    # Per CSV kind, what was read (csv_state): lets the next load read only appended rows.
    csv_state: dict[str, dict] = field(default_factory=dict)
    # Set by load_appended: the csv_state the appended rows follow; `chats` then holds only
    # the chats of those rows.
    appended_to: dict[str, dict] | None = None

    def skipped_summary(self) -> str:
        """One line for stderr: how many rows were skipped and why."""
        if not self.skipped:
            return ""
        reasons = Counter(s.reason.split(":")[0] for s in self.skipped)
        parts = ", ".join(f"{n} {r}" for r, n in reasons.most_common())
        return f"skipped {counted(len(self.skipped), 'index row')} ({parts}); `kbsearch stats` lists them"


def _plain_relative(cell: str) -> bool:
    """A relative path with nothing Path would normalise away or that could climb out:
    no leading or trailing slash, no empty, `.` or `..` part, no NUL."""
    if not cell or cell[0] == "/" or cell[-1] == "/" or "//" in cell or "\x00" in cell:
        return False
    framed = f"/{cell}/"
    return "/./" not in framed and "/../" not in framed


def parse_date(value: str) -> date | None:
    """ISO dates, datetimes and compact YYYYMMDD; empty means unknown. Raises ValueError."""
    found = _DATES.get(value)
    if found is None:
        found = _parse_date(value)
        if len(_DATES) < 100_000:  # a chat's dates recur on each of its topic rows
            _DATES[value] = found
    return found


_DATES: dict[str, date | None] = {}


def _parse_date(value: str) -> date | None:
    value = value.strip()
    if not value:
        return None
    if len(value) == 8 and value.isdigit():
        return date(int(value[:4]), int(value[4:6]), int(value[6:]))
    if len(value) >= 10 and value[4] == "-":
        return date.fromisoformat(value[:10])
    return datetime.fromisoformat(value.replace("Z", "+00:00")).date()


# The csv module refuses a cell over 131,072 characters, which stopped every search of an
# archive with one long title or pasted cell; a cell is bounded by its file instead.
MAX_CELL = 1 << 30


def _allow_long_cells() -> None:
    if csv.field_size_limit() < MAX_CELL:
        csv.field_size_limit(MAX_CELL)


def parse_bool(value: str) -> bool:
    return value.strip().casefold() in {"true", "1", "yes", "y", "t"}


# A count, size or chunk number beyond this is not one (SQLite's INTEGER ends at 2**63 - 1).
MAX_COUNT = 2**53


def parse_int(value: str) -> int | None:
    """The cell as an int, None when empty; ValueError (the row is skipped and counted)
    for anything that is not a count of a usable size."""
    value = value.strip()
    if not value:
        return None
    if len(value) > 40:  # int() of thousands of digits is refused (or slow): not a count
        raise ValueError(f"{value[:20]!r}… ({len(value)} characters) is not a count")
    if value.isascii() and value.isdigit():  # the usual cell: no float detour
        number = int(value)
    else:
        try:
            number = int(float(value))
        except OverflowError:  # "inf", "1e400"
            raise ValueError(f"{value!r} is not a count") from None
    if abs(number) > MAX_COUNT:
        raise ValueError(f"{value!r} is out of range for a count")
    return number


def split_chat_name(name: str) -> dict[str, str] | None:
    m = CHAT_NAME.match(name.strip())
    if not m or not CHAT_ID.match(m["chat_id"]):
        return None
    return m.groupdict()


def title_from_slug(slug: str) -> str:
    text = slug.replace("_", " ").replace("-", " ").strip()
    return text[:1].upper() + text[1:]


def decode_csv(path: Path, state: dict | None = None) -> str:
    """A CSV file's text: UTF-8 (BOM or not), UTF-16 with a BOM, else cp1252. `state`, when
    given, receives the file's size, hash and whether it was UTF-8 (see csv_state)."""
    return open_csv(path, state).read()


def open_csv(path: Path, state: dict | None = None) -> io.TextIOWrapper:
    """The CSV file as a text stream, decoded as decode_csv says. Decoded as it is read:
    io.StringIO would hold the whole text at 4 bytes a character, which for a
    million-chunk index is more than everything loaded from it."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise BadIndex(f"{path}: cannot read ({exc.strerror or exc})") from exc
    if b"\x00" in data[:4096] and not data.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise BadIndex(f"{path}: looks binary, not a CSV file")
    if state is not None:
        state.update(path=str(path), size=len(data), hash=_digest(data), utf8=False, ends_line=data.endswith(b"\n"))
    encoding, errors = "cp1252", "replace"  # what Windows spreadsheet tools write; every byte decodes
    for candidate in ("utf-8-sig", "utf-16"):
        if candidate == "utf-16" and not data.startswith((b"\xff\xfe", b"\xfe\xff")):
            continue
        try:
            codecs.decode(data, candidate)  # validates; the text is decoded again as read
        except UnicodeDecodeError:
            continue
        encoding, errors = candidate, "strict"
        if state is not None:
            state["utf8"] = candidate == "utf-8-sig"
        break
    # newline="": line breaks inside quoted cells stay as written (the csv module's rule).
    return io.TextIOWrapper(io.BytesIO(data), encoding=encoding, errors=errors, newline="")


def _digest(data: bytes) -> str:
    return hashlib.blake2b(data, digest_size=16).hexdigest()


def read_rows(path: Path, required: list[tuple[str, ...]],
              state: dict | None = None) -> tuple[dict[str, int], Iterator[tuple[int, dict]]]:
    """Rows as dicts keyed by normalised field name, with their line numbers, parsed as they
    are consumed (a million-row CSV is never held as a million dicts).

    `required` lists alternatives: each tuple needs at least one of its fields present.
    `state`, when given, receives what load_appended needs to read only rows added later,
    once every row has been consumed.
    """
    _allow_long_cells()
    reader = csv.reader(open_csv(path, state))
    try:
        header = next(reader)
    except StopIteration:
        raise BadIndex(f"{path}: empty file, expected a header row") from None
    except csv.Error as exc:
        raise BadIndex(f"{path}: not a readable CSV ({exc})") from None
    mapping = _mapping(path, header, required)

    def at_end(lines: int, last: list[str]) -> None:
        if state is not None:
            # A file that ended inside an open quote reads without error (the csv module is
            # lenient), and rows appended to it would belong to that quoted cell: such a
            # file's last cell ends with a line break (clean files' rows never do; a quoted
            # cell that really ends with one is refused too, which only costs a full load).
            state.update(header=header, lines=lines, clean_end=not (last and last[-1].endswith(("\n", "\r"))))

    return mapping, _rows(path, reader, mapping, 0, at_end)


def _mapping(path: Path, header: list[str], required: list[tuple[str, ...]]) -> dict[str, int]:
    columns = [h.strip().casefold() for h in header]
    mapping: dict[str, int] = {}
    for fieldname, aliases in ALIASES.items():
        for alias in aliases:
            if alias in columns:
                mapping[fieldname] = columns.index(alias)
                break
    for alternatives in required:
        if not any(a in mapping for a in alternatives):
            raise BadIndex(
                f"{path}: missing required column {' or '.join(alternatives)} "
                f"(header has: {', '.join(columns) or 'nothing'})"
            )
    return mapping


def _rows(path: Path, reader, mapping: dict[str, int], line_offset: int,
          at_end: Callable[[int, list[str]], None]) -> Iterator[tuple[int, dict]]:
    """The non-blank rows with their line numbers; then at_end(lines read, last row read,
    blank or not)."""
    row: list[str] = []
    items = list(mapping.items())
    try:
        for row in reader:
            if not "".join(row).strip():  # a blank row: every cell empty or spaces
                continue
            yield line_offset + reader.line_num, {f: (row[i] if i < len(row) else "") for f, i in items}
    except csv.Error as exc:
        raise BadIndex(f"{path}: line {line_offset + reader.line_num}: {exc}") from None
    at_end(reader.line_num, row)


class _FileName:
    """A condensed_path cell's file-name parts (split_chat_name), parsed when first asked
    for: they only fill what a row and its chat lack, which for most rows is nothing."""

    __slots__ = ("_parts", "cell", "plain")

    def __init__(self, cell: str, plain: bool):
        self.cell, self.plain, self._parts = cell, plain, None

    def parts(self) -> dict[str, str]:
        if self._parts is None:
            self._parts = split_chat_name(self.cell.rpartition("/")[2] if self.plain else Path(self.cell).name) or {}
        return self._parts


class _Loader:
    def __init__(self, index_dir: Path, root: Path | None, strict: bool):
        self.index_dir = index_dir
        self.root = root or archive_root(index_dir)
        self.strict = strict
        self.chats: dict[str, Chat] = {}
        self.skipped: list[Skipped] = []
        self.inside = InsideChecker(self.root)  # every chunk path is checked: folders resolved once
        # Normalised: check_str reads folder names literally, and `-i ../x/indexes` gives
        # a root like /work/main/../x, whose `..` made every row look outside the archive.
        root = os.path.normpath(str(self.root))
        self.root_prefix = (root.rstrip("/") + "/") if self.root.is_absolute() and os.sep == "/" else ""
        self.states: dict[str, dict] = {}

    def read(self, kind: str, path: Path, required: list[tuple[str, ...]]) -> Iterator[tuple[int, dict]]:
        state = self.states[kind] = {}
        return read_rows(path, required, state)[1]

    def skip(self, path: Path, line: int, reason: str) -> None:
        if self.strict:
            raise BadIndexRow(f"{path}: line {line}: {reason}")
        self.skipped.append(Skipped(path.name, line, reason))

    def identify(self, row: dict[str, str]) -> tuple[str, dict[str, str] | None]:
        """chat_id, plus the parts of a `chat_name` column when the row has one."""
        parts = split_chat_name(row["chat_name"]) if row.get("chat_name") else None
        chat_id = (row.get("chat_id") or "").strip()
        if not chat_id and parts:
            chat_id = parts["chat_id"]
        return chat_id, parts

    def chat_for(self, chat_id: str) -> Chat:
        chat = self.chats.get(chat_id)
        if chat is None:
            chat = self.chats[chat_id] = Chat(chat_id)
        return chat

    def fill(self, chat: Chat, row: dict[str, str], parts: dict[str, str] | None, path: Path, line: int) -> bool:
        """Copy the row's common fields into the chat; False (and a skip) on a bad value."""
        try:
            start = parse_date(row.get("date_start", ""))
            end = parse_date(row.get("date_end", ""))
            messages = parse_int(row.get("message_count", ""))
        except ValueError as exc:
            self.skip(path, line, f"unparseable value: {exc}")
            return False
        if start is None and parts:
            start = parse_date(parts["date"])
        chat.date_start = chat.date_start or start
        chat.date_end = chat.date_end or end or start
        if messages and not chat.message_count:
            chat.message_count = messages
        platform = (row.get("platform") or (parts or {}).get("platform") or "").strip()
        chat.platform = chat.platform or platform.casefold()
        for s in SIGNALS:
            if parse_bool(row.get(f"has_{s}", "")):
                chat.signals.add(s)
        return True

    def load_chats(self, path: Path) -> None:
        rows = self.read("chats", path, [("chat_id", "chat_name")])
        seen: set[str] = set()
        for line, row in rows:
            chat_id, parts = self.identify(row)
            if not chat_id:
                self.skip(path, line, "empty chat_id")
                continue
            if chat_id in seen:
                self.skip(path, line, f"duplicate chat_id: {chat_id}")
                continue
            seen.add(chat_id)
            chat = self.chat_for(chat_id)
            if not self.fill(chat, row, parts, path, line):
                del self.chats[chat_id]
                continue
            chat.title = (row.get("title") or "").strip() or (
                title_from_slug(parts["slug"]) if parts else chat.title
            )
            try:
                chat.chunk_count = parse_int(row.get("chunk_count", "")) or 0
            except ValueError:
                self.skip(path, line, f"unparseable chunk_count {row.get('chunk_count')!r}")

    def load_topics(self, path: Path) -> None:
        rows = self.read("topics", path, [("topic",), ("chat_id", "chat_name")])
        for line, row in rows:
            chat_id, parts = self.identify(row)
            topic = (row.get("topic") or "").strip()
            if not chat_id:
                self.skip(path, line, "empty chat_id")
                continue
            if not topic:
                self.skip(path, line, "empty topic")
                continue
            chat = self.chat_for(chat_id)
            if not self.fill(chat, row, parts, path, line):
                continue
            if topic not in chat.topics:
                chat.topics.append(topic)

    def resolve(self, value: str, plain: bool | None = None) -> tuple[str | None, str]:
        """(the file a condensed_path cell names, or None and why not). Absolute, relative
        to the archive root or to the index folder; an absolute path from another machine
        is re-rooted by its tail (the `platform/YYYY/MM/...` part). Files outside the
        archive root are refused. `plain`: _plain_relative(value), when the caller knows."""
        value = value.strip()
        if self.root_prefix and (_plain_relative(value) if plain is None else plain):
            # The usual cell, `platform/YYYY/MM/folder/file` under the root, handled as a
            # string: this is most of the time of loading a large archive's CSVs, and the
            # string is exactly what Path(root) / value would give.
            full = self.root_prefix + value
            try:
                mode = os.lstat(full).st_mode  # one lookup says both: a file, and not a symlink
            except OSError:
                mode = 0
            if stat.S_ISREG(mode) or (stat.S_ISLNK(mode) and os.path.isfile(full)):
                if not self.inside.check_str(full, is_link=stat.S_ISLNK(mode)):
                    return None, f"outside the archive root: {value}"
                return full, ""
        try:
            return self._resolve_path(value)
        except OSError as exc:  # a name too long for the file system, a loop of symlinks
            return None, f"unusable path ({exc.strerror or exc}): {clipped(value, 200)}"

    def _resolve_path(self, value: str) -> tuple[str | None, str]:
        candidate = Path(value)
        found = None
        if candidate.is_absolute():
            if candidate.is_file():
                found = candidate
            else:
                parts = candidate.parts[1:]
                tails = (Path(*parts[k:]) for k in range(max(0, len(parts) - 6), len(parts)))
                found = next((b / t for t in tails for b in (self.root, self.index_dir) if (b / t).is_file()), None)
        else:
            found = next((b / candidate for b in (self.root, self.index_dir) if (b / candidate).is_file()), None)
        if found is None:
            return None, f"missing file: {clipped(value, 200)}"
        if not self.inside(found):
            return None, f"outside the archive root: {clipped(value, 200)}"
        return str(found), ""

    def load_condensed(self, path: Path) -> None:
        rows = self.read("condensed", path, [("condensed_path",)])
        for line, row in rows:
            cell = (row.get("condensed_path") or "").strip()
            if not cell:
                self.skip(path, line, "empty condensed_path")
                continue
            plain = _plain_relative(cell)
            named = _FileName(cell, plain)
            chat_id, _ = self.identify(row)
            chat_id = chat_id or named.parts().get("chat_id", "")
            if not chat_id:
                self.skip(path, line, "empty chat_id")
                continue
            resolved, problem = self.resolve(cell, plain)
            if resolved is None:
                self.skip(path, line, problem)
                continue
            try:
                num = parse_int(row.get("chunk_num", "")) or int(named.parts().get("chunk") or 1)
                size = parse_int(row.get("size_bytes", ""))
            except ValueError as exc:
                self.skip(path, line, f"unparseable value: {exc}")
                continue
            chat = self.chat_for(chat_id)
            if not chat.platform:
                chat.platform = ((row.get("platform") or "") or named.parts().get("platform", "")).casefold()
            if chat.date_start is None and named.parts():
                try:
                    chat.date_start = chat.date_end = parse_date(named.parts()["date"])
                except ValueError:  # "00000000" and the like: a name, not a date
                    pass
            if not chat.title and named.parts():
                chat.title = title_from_slug(named.parts()["slug"])
            chunks = chat.chunks
            # The chat's highest chunk number is kept last (_finish sorts them), so a row
            # in chunk order, the usual, is known new without looking at the others.
            if not chunks or num > chunks[-1].chunk_num:
                chunks.append(Chunk(num, resolved, size))
            elif any(c.chunk_num == num for c in chunks):
                self.skip(path, line, f"duplicate chunk {num} of chat {chat_id}")
            else:
                chunks.insert(len(chunks) - 1, Chunk(num, resolved, size))


def load_archive(index_dir: Path, root: Path | None = None, strict: bool = False) -> Archive:
    """Read and normalise the three CSVs. Raises IndexNotFound/BadIndex for unusable
    files; bad rows are skipped and listed in `Archive.skipped` (or raised when strict)."""
    index_dir = Path(index_dir).absolute()
    files = find_index_files(index_dir)
    loader = _Loader(index_dir, root, strict)
    with warming(files["condensed"], loader.root, ALIASES["condensed_path"]):
        loader.load_chats(files["chats"])
        loader.load_topics(files["topics"])
        loader.load_condensed(files["condensed"])
    _finish(loader)
    return Archive(index_dir, loader.root, files, loader.chats, loader.skipped, loader.states)


def _finish(loader: _Loader) -> None:
    for chat in loader.chats.values():
        chat.chunks.sort(key=lambda c: c.chunk_num)
        chat.chunk_count = max(chat.chunk_count, len(chat.chunks))
        if not chat.title:
            chat.title = chat.topics[0] if chat.topics else chat.chat_id


class _NotAppended(Exception):
    """A CSV changed in some other way than rows added at its end."""


class _AppendedLoader(_Loader):
    """Reads only the bytes each CSV gained since `previous` (a csv_state), with the header
    and line numbers of the whole file."""

    def __init__(self, index_dir: Path, root: Path | None, strict: bool, previous: dict[str, dict]):
        super().__init__(index_dir, root, strict)
        self.previous = previous

    def read(self, kind: str, path: Path, required: list[tuple[str, ...]]) -> Iterator[tuple[int, dict]]:
        old = self.previous.get(kind) or {}
        if not (old.get("utf8") and old.get("ends_line") and old.get("clean_end")) or old.get("path") != str(path):
            raise _NotAppended(kind)
        try:
            data = path.read_bytes()
        except OSError:
            raise _NotAppended(kind) from None
        size = old["size"]
        if len(data) < size or _digest(data[:size]) != old["hash"]:
            raise _NotAppended(kind)
        if b"\x00" in data[:4096]:  # the full load refuses the file: let it say so
            raise _NotAppended(kind)
        try:
            # The old bytes were UTF-8 ending with a line break, so the whole file decodes
            # as UTF-8 exactly when the tail does: the full load would read the same text.
            tail = data[size:].decode("utf-8")
        except UnicodeDecodeError:
            raise _NotAppended(kind) from None
        _allow_long_cells()
        reader = csv.reader(io.StringIO(tail, newline=""))
        state = self.states[kind] = dict(old, size=len(data), hash=_digest(data), ends_line=data.endswith(b"\n"))
        del data

        def at_end(lines: int, last: list[str]) -> None:
            state.update(lines=old["lines"] + lines,
                         clean_end=old["clean_end"] if not tail else not (last and last[-1].endswith(("\n", "\r"))))

        return _rows(path, reader, _mapping(path, old["header"], required), old["lines"], at_end)


def load_appended(index_dir: Path, previous: dict[str, dict], root: Path | None = None,
                  strict: bool = False) -> Archive | None:
    """The chats of the rows appended to the CSVs since they were read as `previous`
    (Archive.csv_state of that load), read without the rows that were there: None when a
    CSV changed in any other way (or its encoding, last line or a quote left open make a
    tail unsafe to read alone), and the full load_archive is needed.

    The result holds only the chats of the appended rows; whether they are all new (no
    row added to a chat that was there) is for the caller to check against its index."""
    index_dir = Path(index_dir).absolute()
    files = find_index_files(index_dir)
    loader = _AppendedLoader(index_dir, root, strict, previous)
    try:
        loader.load_chats(files["chats"])
        loader.load_topics(files["topics"])
        loader.load_condensed(files["condensed"])
    except _NotAppended:
        return None
    _finish(loader)
    return Archive(index_dir, loader.root, files, loader.chats, loader.skipped, loader.states, previous)
