"""`kbsearch check`: the indexes against the files they name."""

from __future__ import annotations

import os
import re
from collections import Counter
from dataclasses import asdict, dataclass, field
from pathlib import Path

from ..errors import BadIndex
from ..schema import SIGNALS
from ..wording import counted
from .chatfiles import read_condensed
from .csvquotes import unclosed_quote_line
from .load import ALIASES, decode_csv, load_archive
from .safepath import is_inside

# Skip reasons from the loader, by their first words, and the problem kind they are.
KINDS = {
    "missing file": "missing_file",
    "unusable path": "unusable_path",
    "outside the archive root": "outside_root",
    "empty chat_id": "empty_chat_id",
    "duplicate chat_id": "duplicate_chat_id",
    "duplicate chunk": "duplicate_chunk",
    "unparseable value": "unparseable_value",
    "unparseable chunk_count": "unparseable_value",
    "empty topic": "empty_topic",
    "empty condensed_path": "empty_path",
}


@dataclass
class Problem:
    kind: str
    file: str
    line: int | None
    detail: str


@dataclass
class CheckReport:
    index_dir: str
    archive_root: str
    chats: int = 0
    chunk_files: int = 0
    problems: list[Problem] = field(default_factory=list)

    def by_kind(self) -> dict[str, int]:
        return dict(Counter(p.kind for p in self.problems).most_common())

    def to_dict(self) -> dict:
        return {**{k: v for k, v in asdict(self).items() if k != "problems"},
                "problem_counts": self.by_kind(), "problems": [asdict(p) for p in self.problems]}


def check_archive(index_dir: Path) -> CheckReport:
    archive = load_archive(Path(index_dir))
    report = CheckReport(str(archive.index_dir), str(archive.root), chats=len(archive.chats))
    report.problems.extend(_unclosed_quotes(archive.files))
    for s in archive.skipped:
        head = s.reason.split(":")[0]
        kind = next((k for prefix, k in KINDS.items() if head.startswith(prefix)), "bad_row")
        report.problems.append(Problem(kind, str(archive.index_dir / s.file), s.line, s.reason))
    for chat in archive.chats.values():
        in_files: set[str] = set()
        unreadable = False
        for chunk in chat.chunks:
            report.chunk_files += 1
            path = chunk.condensed_path
            actual = path.stat().st_size
            if chunk.size_bytes is not None and chunk.size_bytes != actual:
                report.problems.append(Problem("size_mismatch", str(path), None,
                                               f"index says {chunk.size_bytes} bytes, file has {actual}"))
            condensed = read_condensed(path)
            if condensed.problem:
                kind = "invalid_yaml" if "YAML" in condensed.problem else "unreadable_file"
                report.problems.append(Problem(kind, str(path), None, condensed.problem))
                unreadable = True
            raw = chunk.raw_path
            if raw is not None and raw.exists() and not is_inside(archive.root, raw):
                report.problems.append(Problem("outside_root", str(raw), None, "raw chunk leads outside the archive root"))
            in_files.update(s for s in SIGNALS if s in condensed.sections)
        if chat.chunks and not unreadable:  # a broken file's sections are unknown, not absent
            for s in SIGNALS:
                if (s in chat.signals) != (s in in_files):
                    said = "true" if s in chat.signals else "false"
                    report.problems.append(Problem(
                        "flag_mismatch", str(archive.files["topics"]), None,
                        f"chat {chat.chat_id}: has_{s} is {said} in the index but the condensed files "
                        f"{'lack' if s in chat.signals else 'have'} a {s} section"))
    report.problems.extend(_orphan_folders(archive))
    return report


CHUNK_FILE = re.compile(r"\.\d{3,}(?:\.condensed)?\.ya?ml$")


def _orphan_folders(archive) -> list[Problem]:
    """Chat folders under the root holding chunk files that no index row names: what an
    ingest that failed or was killed left (the next ingest removes what its record names),
    or files copied in by hand. Hidden folders, the index folder and symlinked folders are
    not entered."""
    named = {os.path.normpath(os.path.dirname(archive.root / c.path)) for chat in archive.chats.values()
             for c in chat.chunks}
    named |= _folders_in_rows(archive)  # rows skipped for another reason name their folder too
    index_dir = os.path.normpath(archive.index_dir)
    problems = []
    for folder, dirs, files in os.walk(archive.root, onerror=lambda exc: None):
        dirs[:] = sorted(d for d in dirs if not d.startswith(".") and os.path.join(folder, d) != index_dir)
        chunks = [f for f in files if CHUNK_FILE.search(f)]
        if chunks and os.path.normpath(folder) not in named:
            problems.append(Problem("orphan_folder", folder, None,
                                    f"{counted(len(chunks), 'chunk file')} that no index row names (left by an ingest "
                                    "that failed or was killed? the next ingest removes what it recorded; "
                                    "otherwise move or delete the folder)"))
    return problems


def _folders_in_rows(archive) -> set[str]:
    """The folder of every path cell of the condensed index, usable row or not."""
    import csv
    import io
    import sys

    try:
        text = decode_csv(archive.files["condensed"])
    except (OSError, ValueError, BadIndex):
        return set()
    csv.field_size_limit(sys.maxsize)
    folders = set()
    try:
        for row in csv.DictReader(io.StringIO(text)):
            cell = next((row[name] for name in ALIASES["condensed_path"] if row.get(name)), None)
            if cell and "\0" not in cell:
                folders.add(os.path.normpath(os.path.dirname(archive.root / cell)))
    except csv.Error:
        pass
    return folders


def _unclosed_quotes(files: dict[str, Path]) -> list[Problem]:
    """A quoted cell that is never closed swallows every row after it without an error."""
    problems = []
    for path in dict.fromkeys(files.values()):
        try:
            line = unclosed_quote_line(decode_csv(path))
        except (OSError, ValueError, BadIndex):  # unreadable: the load itself says so
            continue
        if line is not None:
            problems.append(Problem("unclosed_quote", str(path), line,
                                    "a quoted cell opens here and is never closed: every row after it is "
                                    "read as part of that cell; add the missing \""))
    return problems


def check_text(report: CheckReport) -> str:
    lines = [f"checked {counted(report.chats, 'chat')}, {counted(report.chunk_files, 'chunk file')} in {report.index_dir}"]
    if not report.problems:
        return lines[0] + ": no problems\n"
    lines[0] += f": {counted(len(report.problems), 'problem')} (" + ", ".join(f"{n} {k}" for k, n in report.by_kind().items()) + ")"
    for p in report.problems:
        where = f"{p.file}:{p.line}" if p.line else p.file
        lines.append(f"{p.kind}: {where}: {p.detail}")
    return "\n".join(lines) + "\n"
