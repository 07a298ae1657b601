"""The archive an ingest writes into: its existing index rows (whatever columns the
user's pipeline wrote), atomic file replacement, and the lock that keeps two ingests
apart."""

from __future__ import annotations

import csv
import io
import json
import os
import re
import stat
import sys
from contextlib import contextmanager
from pathlib import Path

from ..archive.csvquotes import unclosed_quote_line
from ..archive.load import ALIASES, split_chat_name
from ..errors import KbsearchError

INDEX_NAMES = {
    "topics": ("all_topics.latest.csv", "all_topics.csv"),
    "chats": ("chat_index.latest.csv", "chat_index.csv"),
    "condensed": ("condensed_index.latest.csv", "condensed_index.csv"),
}
COLUMNS = {
    "topics": ["topic", "chat_id", "platform", "date_start", "date_end", "message_count",
               "has_decisions", "has_discoveries", "has_procedures", "has_artifacts"],
    "chats": ["chat_id", "title", "platform", "date_start", "date_end", "message_count", "chunk_count",
              "size_bytes", "tokens"],
    "condensed": ["chat_id", "condensed_path", "chunk_num", "platform", "size_bytes", "tokens"],
}
# The loader's names for each column (start_date, filename, chat_name…): a row written into
# an existing index fills the columns that index already has, as the loader will read them.
_CANONICAL: dict[str, str] = {}
for _column, _names in ALIASES.items():
    for _name in _names:
        _CANONICAL.setdefault(_name, _column)
TEMP_PREFIX = ".kbsearch-ingest-"


class IngestError(KbsearchError):
    pass


def archive_of(into: Path) -> tuple[Path, str]:
    """(archive root, a note or "") for what --into names. --into takes an archive's root,
    the other commands' -i its indexes folder; given the indexes folder (one holding an index
    CSV, or named `indexes` without an `indexes/` of its own), ingest means its archive and
    says so, instead of building a second archive inside it that no search would find."""
    into = Path(into).expanduser()
    if (into / "indexes").is_dir():
        return into, ""
    holds_index = any((into / name).is_file() for names in INDEX_NAMES.values() for name in names)
    if holds_index or into.absolute().name == "indexes":
        root = into.absolute().parent
        what = "holds an archive's index CSVs" if holds_index else "is named like an archive's indexes folder"
        return root, (f"--into {into} {what}: writing into its archive, {root} (--into takes the archive root, "
                      "-i of the other commands its indexes folder)")
    return into, ""


class IndexTable:
    """One index CSV: its header and rows, each row tagged with its chat_id."""

    def __init__(self, kind: str, path: Path, header: list[str], rows: list[tuple[str, dict]], exists: bool,
                 raw: list[str] | None = None, head: str = "", newline: str = "\n", bom: bool = False):
        self.kind, self.path, self.header, self.rows, self.exists = kind, path, header, rows, exists
        # The file's own text of each row, its header line, line ending and BOM: rows of
        # other chats are written back exactly as they were.
        self.raw, self.head, self.newline, self.bom = raw, head, newline, bom
        self._by_chat: dict[str, list[dict]] | None = None

    def _grouped(self) -> dict[str, list[dict]]:
        if self._by_chat is None:
            self._by_chat = {}
            for cid, row in self.rows:
                self._by_chat.setdefault(cid, []).append(row)
        return self._by_chat

    def chat_ids(self):
        return self._grouped().keys()

    def rows_of(self, chat_id: str) -> list[dict]:
        return self._grouped().get(chat_id, [])

    def cell(self, row: dict, column: str) -> str:
        """Our column's value in a row of this table, under whichever name it uses."""
        for name in ALIASES.get(column, (column,)):
            if name in row:
                return row[name] or ""
        if column == "chat_id":
            return (split_chat_name(self.cell(row, "chat_name")) or {}).get("chat_id", "")
        return ""

    def to_row(self, ours: dict) -> dict:
        """Our row in this table's own columns."""
        return {name: ours.get(_CANONICAL.get(name, name), "") for name in self.header}

    def _format(self, rows: list[dict]) -> str:
        out = io.StringIO()
        writer = csv.DictWriter(out, fieldnames=self.header, lineterminator=self.newline, extrasaction="ignore")
        for ours in rows:
            writer.writerow(self.to_row(ours))
        return out.getvalue()

    def replaced(self, new_rows: dict[str, list[dict]]) -> bytes:
        """The file with the rows of every chat in `new_rows` replaced (in place of its
        first old row, or appended); every other byte as it was (UTF-8)."""
        parts = ["\ufeff" if self.bom else ""]
        if self.raw is None:  # a new file
            parts.append(",".join(self.header) + self.newline)
        else:
            parts.append(self.head)
        done: set[str] = set()
        raws = self.raw if self.raw is not None else [None] * len(self.rows)
        for (cid, _), raw in zip(self.rows, raws):
            if cid in new_rows:
                if cid not in done:
                    done.add(cid)
                    parts.append(self._format(new_rows[cid]))
                continue
            parts.append(raw)
        added = [rows for cid, rows in new_rows.items() if cid not in done]
        if added:
            if parts[-1] and not parts[-1].endswith(("\n", "\r")):
                parts.append(self.newline)
            parts.extend(self._format(rows) for rows in added)
        return "".join(parts).encode("utf-8")


_LINE = re.compile(r"[^\r\n]*(?:\r\n|\n|\r)|[^\r\n]+$")


def _records(text: str):
    """(fields, the record's own text) for each CSV record, quoted newlines included."""
    consumed: list[str] = []

    def lines():
        for line in _LINE.findall(text):
            consumed.append(line)
            yield line

    for fields in csv.reader(lines()):
        raw = "".join(consumed)
        consumed.clear()
        yield fields, raw


def read_table(index_dir: Path, kind: str) -> IndexTable:
    for name in INDEX_NAMES[kind]:
        path = index_dir / name
        if path.is_file():
            break
    else:
        return IndexTable(kind, index_dir / INDEX_NAMES[kind][0], list(COLUMNS[kind]), [], False)
    from ..archive.load import decode_csv  # the loader's own decoding: BOM, UTF-16, cp1252

    try:
        text = decode_csv(path)
        bom = path.read_bytes()[:3] == b"\xef\xbb\xbf"
    except OSError as exc:
        raise IngestError(f"cannot read {path}: {exc.strerror or exc}") from None
    csv.field_size_limit(sys.maxsize)  # a long title or pasted cell is no reason to fail
    try:
        records = list(_records(text))
    except csv.Error as exc:
        raise IngestError(f"cannot read {path}: {exc}; fix or move it, then run ingest again") from None
    open_at = unclosed_quote_line(text)
    if open_at is not None:
        # Rows written after it would be read as part of that cell, and lost.
        raise IngestError(f"{path}: line {open_at}: a quoted cell is never closed (a \" is missing); "
                          "fix that row (kbsearch check lists it), then run ingest again")
    if not records or not records[0][0]:
        return IndexTable(kind, path, list(COLUMNS[kind]), [], True)
    (header, head), body = records[0], records[1:]
    newline = "\r\n" if head.endswith("\r\n") else "\n"
    table = IndexTable(kind, path, header, [], True, [], head, newline, bom)
    for fields, raw in body:
        row = dict(zip(header, fields))
        cid = table.cell(row, "chat_id") if fields else ""
        if fields and not cid:
            cid = (split_chat_name(Path(table.cell(row, "condensed_path")).name) or {}).get("chat_id", "")
        table.rows.append((cid, row))
        table.raw.append(raw)
    table._by_chat = None
    return table


def existing_folder(table: IndexTable, chat_id: str, root: Path) -> Path | None:
    """Where the archive already keeps this chat's files (so a renamed chat keeps its
    folder), if that is a folder inside the root. The path is only normalised here, not
    resolved (thousands of chats); writing checks the real location once per folder."""
    for row in table.rows_of(chat_id):
        cell = table.cell(row, "condensed_path")
        if not cell:
            continue
        path = Path(os.path.normpath(root / cell))  # an absolute cell replaces root
        folder = path.parent
        if folder != root and root in folder.parents and folder.is_dir():
            return folder
    return None


def stage(path: Path, data: bytes, durable: bool = True) -> Path:
    """Write `data` to a temp file beside `path` and return it, ready for os.replace. The
    temp name is fixed (ingests hold a lock), which is cheaper than mkstemp for thousands
    of files; a leftover of a killed run is removed first, and never followed if it is a
    symlink."""
    tmp = path.with_name(f"{TEMP_PREFIX}{path.name}.tmp")
    tmp.unlink(missing_ok=True)
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o644)
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            if durable:
                fh.flush()
                os.fsync(fh.fileno())
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    return tmp


def write_atomic(path: Path, data: bytes, durable: bool = False) -> None:
    """Write to a temp file in the same folder, then rename over `path`: a reader (or a
    killed ingest) sees the old file or the new one, never half of one. A file replaced
    (an index CSV) keeps its permission bits."""
    tmp = stage(path, data, durable)
    try:
        keep_mode(tmp, path)
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def keep_mode(tmp: Path, path: Path) -> None:
    """The staged file `tmp`, about to replace `path`, takes `path`'s permission bits (a new
    file keeps the umask's)."""
    try:
        st = os.stat(path, follow_symlinks=False)
    except FileNotFoundError:
        return
    if stat.S_ISREG(st.st_mode) and stat.S_IMODE(st.st_mode) & 0o777 != stat.S_IMODE(os.stat(tmp).st_mode):
        os.chmod(tmp, stat.S_IMODE(st.st_mode) & 0o777)


def remove_stale_temps(folder: Path) -> None:
    """Temp files an interrupted ingest left (only ours, by their prefix; a symlink is
    removed, never followed)."""
    try:
        leftovers = list(folder.glob(f"{TEMP_PREFIX}*.tmp"))
    except OSError:
        return
    for tmp in leftovers:
        try:
            tmp.unlink(missing_ok=True)
        except OSError:  # a folder of that name: not ours
            pass


LOCK_NAME = ".kbsearch-ingest.lock"


class IngestLock:
    """The lock an ingest holds while it writes. Its file lists the folders the holder is
    writing in (one JSON string a line, relative to the root) until it has finished, so
    the next ingest can remove the temp files of one that was killed there. A finished
    ingest removes the file; only a killed one leaves it."""

    def __init__(self, fd: int, path: Path):
        self.fd, self.path = fd, path

    def entries(self) -> list:
        """What a killed ingest recorded (empty after a finished one): the folders it was
        writing in (strings), per chat folder what it wrote there ({"folder", "made",
        "new", "replaced"}), and {"committed": true} once its indexes were in place."""
        try:
            size = os.fstat(self.fd).st_size
            os.lseek(self.fd, 0, os.SEEK_SET)
            data = os.read(self.fd, size) if size else b""
        except OSError:
            return []
        out = []
        for line in data.decode("utf-8", "replace").splitlines():
            try:
                out.append(json.loads(line))
            except (ValueError, RecursionError):
                continue
        return out

    def unfinished_folders(self) -> list[str]:
        """The folders a killed ingest was writing in (empty after a finished one)."""
        folders = [e for e in self.entries() if isinstance(e, str)]
        folders += [e["folder"] for e in self.entries() if isinstance(e, dict) and isinstance(e.get("folder"), str)]
        return list(dict.fromkeys(folders))

    def record(self, entries: list) -> None:
        """Start the record anew with `entries`."""
        self._write(entries, truncate=True)

    def append(self, entries: list) -> None:
        """Add to the record; written before what it describes is done."""
        self._write(entries, truncate=False)

    def _write(self, entries: list, truncate: bool) -> None:
        data = "".join(json.dumps(e, ensure_ascii=False) + "\n" for e in entries).encode("utf-8", "surrogatepass")
        try:
            if truncate:
                os.ftruncate(self.fd, 0)
            os.lseek(self.fd, 0, os.SEEK_END)
            view = memoryview(data)
            while view:
                view = view[os.write(self.fd, view):]
        except OSError as exc:
            raise IngestError(f"cannot write {self.path}: {exc.strerror or exc}; "
                              "free some space or fix its permissions, then run ingest again") from None

    def finished(self) -> None:
        """Everything is written: the lock file goes, so a finished ingest leaves none
        behind. It is removed while still locked, and only if the name is still this file;
        an ingest that opened it meanwhile finds, once it holds its lock, that the name
        no longer leads to what it locked, and opens the lock anew."""
        try:
            os.ftruncate(self.fd, 0)
        except OSError:
            pass  # the next ingest only sweeps a few folders more
        if _path_is(self.path, self.fd):
            try:
                os.unlink(self.path)
            except OSError:  # a read-only folder, or Windows (an open file stays): left, empty
                pass


@contextmanager
def ingest_lock(index_dir: Path):
    """One ingest at a time per archive: a second one fails at once with a clear line. The
    lock file is never followed if it is a symlink (it could lead out of the archive)."""
    lock_path = index_dir / LOCK_NAME
    fd = _locked(lock_path, index_dir)
    try:
        yield IngestLock(fd, lock_path)
    finally:
        os.close(fd)


LOCK_TRIES = 20  # each retry means another ingest finished just then; more is not a race


def _locked(lock_path: Path, index_dir: Path) -> int:
    """The lock file, opened and locked. A finished ingest removes it while it still holds
    the lock, so a file opened just before that is no lock any more: after locking, the
    name must still lead to the file locked, or it is opened again."""
    for _ in range(LOCK_TRIES):
        fd = _open_lock(lock_path)
        try:
            import fcntl

            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except ImportError:  # no flock (Windows): go on unlocked
            return fd
        except OSError:
            os.close(fd)
            raise IngestError(f"another ingest is writing to {index_dir}; try again when it has finished") from None
        if _path_is(lock_path, fd):
            return fd
        os.close(fd)
    raise IngestError(f"{lock_path} keeps being replaced while ingest locks it; "
                      "let the other ingests finish, then run ingest again")


def _path_is(path: Path, fd: int) -> bool:
    """Whether `path` (not followed) is the file open as `fd`."""
    try:
        named, opened = os.stat(path, follow_symlinks=False), os.fstat(fd)
    except OSError:
        return False
    return (named.st_dev, named.st_ino) == (opened.st_dev, opened.st_ino)


def _open_lock(lock_path: Path) -> int:
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(lock_path, flags, 0o644)
    except OSError as exc:
        if lock_path.is_symlink():
            raise IngestError(f"{lock_path} is a symbolic link; ingest does not follow it: "
                              "remove it, then run ingest again") from None
        raise IngestError(f"cannot open {lock_path}: {exc.strerror or exc}") from None
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise IngestError(f"{lock_path} is not a regular file; remove it, then run ingest again")
    return fd
