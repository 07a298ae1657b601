"""Finding and reading what the user points `kbsearch ingest` at: export files, export
zips, Takeout folders, JSONL files and folders of notes, by format detection or `--from`."""

from __future__ import annotations

import sys
import zipfile
from pathlib import Path, PurePosixPath

from . import chatgpt, claude, jsonl, markdown, takeout
from .model import Batch, Problem, Unreadable
from .textio import decode, load_json

FORMATS = ("chatgpt", "claude", "takeout", "jsonl", "markdown")
# Files of a Claude export that hold no conversations.
_IGNORED = frozenset({"users.json", "memories.json", "user.json", "message_feedback.json", "shared_conversations.json"})
# A file that reads but holds no export's conversations, named or met in a folder: skipped
# with this reason, which is no damage (a file given alone gives exit 1, nothing to ingest).
NOT_AN_EXPORT = "not a chat export"
MAX_INPUT_BYTES = 2 * 2**30  # a whole-file JSON export is parsed in memory (several times its size)


class InputError(Exception):
    """An input that cannot be read at all (missing, unreadable): a fatal one-line error."""


def read_inputs(paths: list[Path], fmt: str | None, with_projects: bool) -> list[Batch]:
    batches: list[Batch] = []
    for path in paths:
        if str(path) == "-":
            # A pipe: JSON Lines unless it starts like a JSON export or --from says otherwise.
            data = sys.stdin.buffer.read()
            looks_json = data.lstrip()[:1] in (b"[", b"{") and fmt is None and not _is_jsonl(data)
            name = "stdin.json" if looks_json else "stdin.jsonl" if fmt in (None, "jsonl") else "stdin"
            batches.append(_dated(parse_bytes(data, "<stdin>", name, fmt, with_projects)))
            continue
        if not path.exists():
            raise InputError(f"{path}: no such file or folder")
        if path.is_dir():
            batches.extend(_folder(path, fmt, with_projects))
        elif zipfile.is_zipfile(path):
            batches.extend(_zip(path, fmt, with_projects))
        else:
            batches.append(_file(path, fmt, with_projects))
    return batches


def _is_jsonl(data: bytes) -> bool:
    """Several lines that each hold a JSON object: JSON Lines, not one JSON document."""
    lines = [ln for ln in data.splitlines()[:3] if ln.strip()]
    return len(lines) > 1 and all(ln.lstrip().startswith(b"{") and ln.rstrip().endswith(b"}") for ln in lines)


def _read_bytes(path: Path) -> bytes:
    try:
        size = path.stat().st_size
        if size > MAX_INPUT_BYTES:
            raise InputError(f"{path}: {size / 2**30:.1f} GiB is more than ingest reads at once "
                             f"({MAX_INPUT_BYTES // 2**30} GiB); split the export")
        return path.read_bytes()
    except OSError as exc:
        raise InputError(f"{path}: cannot read ({exc.strerror or exc})") from None


def _file(path: Path, fmt: str | None, with_projects: bool) -> Batch:
    data = _read_bytes(path)
    if fmt == "markdown" or (fmt is None and path.name.lower().endswith(markdown.SUFFIXES)):
        return _note(path, data, path.name)
    batch = parse_bytes(data, str(path), path.name, fmt, with_projects)
    return _dated(batch)


def _dated(batch: Batch) -> Batch:
    """A conversation with no time at all (JSONL without timestamps) is filed as undated:
    dating it by its file would change the archive whenever the file is copied."""
    for conv in batch.conversations:
        if conv.start() is None:
            conv.notes.append(f"{conv.origin}: {conv.title[:60]!r} has no timestamps; filed as undated")
    return batch


def _note(path: Path, data: bytes, relative: str) -> Batch:
    if b"\x00" in data[:8192]:
        return Batch(problems=[Problem(str(path), "binary file", "not text")])
    notes: list[str] = []
    batch = markdown.parse_file(decode(data, relative, notes), relative, path.stat().st_mtime, str(path.resolve()))
    for conv in batch.conversations:
        conv.origin = str(path)
        conv.notes.extend(notes)
    for problem in batch.problems:
        problem.where = str(path)
    return batch


def parse_bytes(data: bytes, origin: str, name: str, fmt: str | None, with_projects: bool) -> Batch:
    notes: list[str] = []
    if b"\x00" in data[:8192] and not data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return Batch(problems=[Problem(origin, "binary file", "not text")])
    text = decode(data, origin, notes)
    batch = _parse_text(text, origin, name, fmt, with_projects)
    if notes:
        for conv in batch.conversations[:1]:
            conv.notes.extend(notes)
        if not batch.conversations:
            batch.problems.extend(Problem(origin, "repaired", n) for n in notes)
    return batch


def _parse_text(text: str, origin: str, name: str, fmt: str | None, with_projects: bool) -> Batch:
    lower = name.lower()
    if fmt == "markdown" or (fmt is None and lower.endswith(markdown.SUFFIXES)):
        return markdown.parse_file(text, name, 0.0)
    if fmt == "jsonl" or (fmt is None and lower.endswith(".jsonl")):
        return jsonl.parse(text, origin)
    looks_html = not text.lstrip().startswith(("[", "{"))
    if (fmt == "takeout" and looks_html) or (fmt is None and lower.endswith((".html", ".htm"))):
        if takeout.looks_like_html(text):
            return takeout.parse_html(text, origin)
        return Batch(problems=[Problem(origin, NOT_AN_EXPORT, "an HTML file that is not a Takeout My Activity page")])
    obj, problem = load_json(text, origin)
    if problem:
        return Batch(problems=[problem])
    if isinstance(obj, dict) and isinstance(obj.get("conversations"), list):
        obj = obj["conversations"]
    probe = _probe(obj)
    if claude.looks_like_projects(probe):
        if with_projects:
            return claude.parse_projects(obj, origin)
        return Batch(source="claude", problems=[Problem(origin, "projects left out",
                                                        f"{len(obj)} project(s); add --projects to ingest them")])
    if fmt == "chatgpt" or (fmt is None and chatgpt.looks_like(probe)):
        return chatgpt.parse(obj, origin)
    if fmt == "claude" or (fmt is None and claude.looks_like(probe)):
        return claude.parse(obj, origin)
    if fmt == "takeout" or (fmt is None and takeout.looks_like_json(probe)):
        return takeout.parse_json(obj, origin)
    if obj == [] or obj == {}:
        return Batch()
    return Batch(problems=[Problem(origin, NOT_AN_EXPORT, "JSON, but not a ChatGPT, Claude or Takeout export")])


def _probe(obj):
    """The export as format detection sees it: detection looks at the first item, which
    must not be one the JSON reader could not use."""
    if isinstance(obj, list) and obj and isinstance(obj[0], Unreadable):
        return [item for item in obj if not isinstance(item, Unreadable)][:1]
    return obj


def _zip(path: Path, fmt: str | None, with_projects: bool) -> list[Batch]:
    batches = []
    try:
        with zipfile.ZipFile(path) as archive:
            for info in sorted(archive.infolist(), key=lambda i: i.filename):
                member = PurePosixPath(info.filename)
                if info.is_dir() or not _wanted(member.name, fmt):
                    continue
                if info.file_size > MAX_INPUT_BYTES:
                    batches.append(Batch(problems=[Problem(f"{path}!{info.filename}", "too large",
                                                           f"{info.file_size:,} bytes")]))
                    continue
                data = archive.read(info)
                batch = parse_bytes(data, f"{path}!{info.filename}", member.name, fmt, with_projects)
                batches.append(_dated(_found(batch)))
    except (zipfile.BadZipFile, OSError, RuntimeError) as exc:
        raise InputError(f"{path}: cannot read the zip ({exc})") from None
    return batches


def _wanted(name: str, fmt: str | None) -> bool:
    """Which files of an export folder or zip hold chats: by name, since exports carry
    other JSON too (users, feedback, a chat.html rendering of everything)."""
    lower = name.lower()
    if lower in _IGNORED or lower.startswith("."):
        return False
    if fmt == "markdown":
        return lower.endswith(markdown.SUFFIXES)
    if lower.endswith(".jsonl"):
        return fmt in (None, "jsonl")
    if fmt == "jsonl":
        return False
    return lower.endswith((".json", ".html", ".htm"))


def _found(batch: Batch) -> Batch:
    """A file met while scanning a folder or zip that is no export is one an export
    carries beside its chats (users.json, an HTML rendering): said more shortly."""
    for problem in batch.problems:
        if problem.reason == NOT_AN_EXPORT:
            problem.detail = "no conversations in it"
    return batch


def _folder(folder: Path, fmt: str | None, with_projects: bool) -> list[Batch]:
    """An unzipped export, a Takeout folder, JSONL files, notes — or a mix of them. Files
    that are no export are skipped quietly; notes are read unless another --from is named."""
    batches: list[Batch] = []
    if fmt != "markdown":
        exports = sorted(p for p in folder.rglob("*") if p.is_file() and _wanted(p.name, fmt)
                         and not any(part.startswith(".") for part in p.relative_to(folder).parts))
        batches += [_found(_file(p, fmt, with_projects)) for p in exports]
    if fmt in (None, "markdown"):
        batches += [_note(path, _read_bytes(path), path.relative_to(folder).as_posix())
                    for path in markdown.files_in(folder)]
    if not batches:
        batches.append(Batch(problems=[Problem(str(folder), "nothing to ingest",
                                               "no conversations.json, MyActivity file, .jsonl, .md or .txt")]))
    return batches
