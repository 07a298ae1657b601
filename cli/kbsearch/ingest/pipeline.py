"""`kbsearch ingest`: exports in, archive out (DESIGN §1). Every conversation is planned
in memory — chunk files, topics, index rows — and compared with what the archive
already holds; only what differs is written, each file atomically, chunk files before
the indexes that name them. So re-ingesting the same export changes no byte, a grown
conversation rewrites only its own files and rows, and a killed ingest leaves the
previous indexes valid."""

from __future__ import annotations

import csv
import errno
import io
import os
import re
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from ..archive.chatfiles import load_yaml
from ..archive.safepath import is_inside
from ..text import estimate_tokens
from ..wording import counted
from . import yamlfmt
from .condense import condense
from .ids import CHAT_ID, chat_id_for, slug
from .journal import topmost_missing, undo
from .model import Conversation, Message, Problem, clean, iso, one_line
from .sources import read_inputs
from .store import (
    COLUMNS,
    TEMP_PREFIX,
    IndexTable,
    IngestError,
    IngestLock,
    existing_folder,
    ingest_lock,
    keep_mode,
    read_table,
    remove_stale_temps,
    stage,
)
from .topics import chat_topics

DEFAULT_CHUNK_SIZE = 50
MAX_LLM_TOPICS = 5
SIGNAL_SECTIONS = ("decisions", "discoveries", "procedures", "artifacts")
# Problems that are a normal part of real exports, not damage: they do not make the
# run "incomplete".
BENIGN = frozenset({"empty chat", "duplicate id", "not a chat export", "projects left out", "not a conversation"})
_PLATFORM = re.compile(r"[^a-z0-9_-]+")
# Index cells and folder names have to stay usable: a title is a line of a CSV every search
# loads (and part of a folder name), a platform names a folder.
TITLE_MAX = 1_000
PLATFORM_MAX = 40
TOPIC_MAX = 200
# What a hostile value can still raise while one conversation is planned (a name the file
# system refuses, a number or nesting past Python's limits): that chat is skipped alone.
PLAN_ERRORS = (OSError, ValueError, OverflowError, RecursionError)


@dataclass
class Options:
    root: Path
    source_format: str | None = None
    chunk_size: int = DEFAULT_CHUNK_SIZE
    dry_run: bool = False
    with_projects: bool = False
    condenser: Callable | None = None  # chunk → sections; the offline one when None


@dataclass
class ChatPlan:
    chat_id: str
    title: str
    platform: str
    status: str  # added, changed, unchanged
    chunks: int
    messages: int
    tokens: int
    folder: Path
    files: dict[Path, bytes] = field(default_factory=dict)  # only the files that differ
    rows: dict[str, list[dict]] = field(default_factory=dict)
    stale_chunks: int = 0


@dataclass
class Report:
    root: Path
    inputs: list[str]
    plans: list[ChatPlan] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    fallbacks: Counter = field(default_factory=Counter)
    dry_run: bool = False
    seconds: float = 0.0

    def count(self, status: str) -> int:
        return sum(1 for p in self.plans if p.status == status)

    @property
    def messages(self) -> int:
        return sum(p.messages for p in self.plans)

    @property
    def damaged(self) -> list[Problem]:
        return [p for p in self.problems if p.reason not in BENIGN]

    def summary(self) -> str:
        verb = "would ingest" if self.dry_run else "ingested"
        chunks = sum(p.chunks for p in self.plans)
        tokens = sum(p.tokens for p in self.plans)
        line = (f"{verb} {counted(len(self.plans), 'chat')} ({self.count('added'):,} new, "
                f"{self.count('changed'):,} changed, {self.count('unchanged'):,} unchanged): "
                f"{counted(chunks, 'chunk')}, {counted(self.messages, 'message')}, ~{counted(tokens, 'token')} "
                f"into {self.root}")
        if self.problems:
            reasons = Counter(p.reason for p in self.problems)
            line += f"; skipped {len(self.problems):,} (" + ", ".join(f"{n} {r}" for r, n in reasons.most_common()) + ")"
        if self.notes:
            line += f"; repaired {len(self.notes):,}"
        if self.fallbacks:
            line += f"; offline condensation for {counted(sum(self.fallbacks.values()), 'chunk')} the LLM could not do"
        return line


def ingest(paths: list[Path], options: Options, progress: Callable[[int, int], None] | None = None) -> Report:
    start = time.perf_counter()
    root = options.root.absolute()
    if options.chunk_size < 1:
        raise IngestError(f"--chunk-size must be at least 1, not {options.chunk_size}")
    index_dir = root / "indexes"
    report = Report(root, [str(p) for p in paths], dry_run=options.dry_run)
    batches = read_inputs(paths, options.source_format, options.with_projects)
    conversations: list[Conversation] = []
    for batch in batches:
        report.problems.extend(batch.problems)
        conversations.extend(batch.conversations)
    conversations = _usable(conversations, report)
    if not conversations:
        # Nothing to write: no indexes/ folder (which would hold only the lock, and which
        # a search would then fail to read) and no lock.
        report.seconds = time.perf_counter() - start
        return report
    tables = {kind: read_table(index_dir, kind) for kind in COLUMNS}
    if options.dry_run:
        return _plan_all(conversations, tables, options, root, report, progress, start)
    _prepare(root, index_dir)
    with ingest_lock(index_dir) as lock:
        _undo_killed_ingest(lock, root, index_dir)
        _plan_all(conversations, tables, options, root, report, progress, start, 2)
        lock.record([])
        try:
            _write(report, tables, lock, progress)
        except BaseException:
            # All or nothing: what this ingest wrote goes (a full disk, a refused write,
            # Ctrl-C), so the archive is as it was, files and indexes. Should the undo be
            # cut short, the record stays for the next ingest to finish it.
            undo(root, lock.entries())
            lock.finished()
            raise
        lock.finished()
    report.seconds = time.perf_counter() - start
    return report


def _undo_killed_ingest(lock: IngestLock, root: Path, index_dir: Path) -> None:
    """An ingest killed before its indexes were in place leaves what its record names:
    temporary files, chat files no index row names yet, chat folders it made, and the
    files it replaced kept aside; they are removed (and put back) here, before anything
    else is written. One killed after leaves only the files it replaced, kept aside."""
    remove_stale_temps(index_dir)
    undo(root, lock.entries())


def _prepare(root: Path, index_dir: Path) -> None:
    try:
        index_dir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise IngestError(f"cannot create {index_dir}: {exc.strerror or exc}") from None
    if not os.access(index_dir, os.W_OK) or not os.access(root, os.W_OK):
        raise IngestError(f"{root} is not writable; choose another folder with --into")


def _plan_all(conversations, tables, options, root, report, progress, start, phases: int = 1) -> Report:
    """Plan every conversation; `progress` gets (done, total) where total counts the
    writing phase too when there is one (`phases` 2)."""
    taken: dict[str, str] = {}  # chat_id → source key, for collisions within the run
    for n, conv in enumerate(conversations, 1):
        chat_id = _chat_id(conv, taken, tables, root)
        try:
            plan = _plan(conv, chat_id, tables, options, root, report)
        except PLAN_ERRORS as exc:
            report.problems.append(Problem(f"{conv.origin}: {conv.title[:60]!r}", "unusable values",
                                           f"{type(exc).__name__}: {exc}"[:200]))
            continue
        report.notes.extend(conv.notes)
        report.plans.append(plan)
        if progress:
            progress(n, phases * len(conversations))
    report.seconds = time.perf_counter() - start
    return report


def _usable(conversations: list[Conversation], report: Report) -> list[Conversation]:
    """Empty chats out; of two conversations with the same id, the longer (then later) one."""
    best: dict[tuple[str, str], Conversation] = {}
    order: list[tuple[str, str]] = []
    for conv in conversations:
        _sanitise(conv)
        if not any(m.text.strip() or m.thinking.strip() for m in conv.messages):
            report.problems.append(Problem(f"{conv.origin}: {conv.title[:60]!r}", "empty chat"))
            continue
        key = (conv.source, conv.source_id)
        kept = best.get(key)
        if kept is None:
            best[key] = conv
            order.append(key)
            continue
        winner, loser = (conv, kept) if (len(conv.messages), _end(conv)) > (len(kept.messages), _end(kept)) else (kept, conv)
        best[key] = winner
        report.problems.append(Problem(f"{loser.origin}: {loser.title[:60]!r}", "duplicate id",
                                       f"kept the copy with {counted(len(winner.messages), 'message')}"))
    return [best[k] for k in order]


def _sanitise(conv: Conversation) -> None:
    """Lone surrogates out of every field that becomes a file name, an id or YAML: a
    parser that missed one must not crash the run halfway through writing. Title and
    platform become index cells and folder names: one line, no control characters, cut
    to a length every reader copes with."""
    conv.source_id = clean(conv.source_id)
    title, platform = one_line(clean(conv.title), TITLE_MAX), one_line(clean(conv.platform), PLATFORM_MAX)
    for what, before, limit in (("title", conv.title, TITLE_MAX), ("platform", conv.platform, PLATFORM_MAX)):
        if len(before) > limit and len(" ".join(before.split())) > limit:
            conv.notes.append(f"{conv.origin}: {what} of {len(before):,} characters cut to {limit:,}")
    conv.title, conv.platform = title or "Untitled", platform
    for m in conv.messages:
        m.role, m.text, m.thinking, m.language = clean(m.role), clean(m.text), clean(m.thinking), clean(m.language)


def _end(conv: Conversation) -> str:
    return iso(conv.end())


def _chat_id(conv: Conversation, taken: dict[str, str], tables: dict[str, IndexTable], root: Path) -> str:
    key = f"{conv.source}\x00{conv.source_id}"

    def is_free(cid: str) -> bool:
        if cid in taken:
            return taken[cid] == key
        if not any(cid in t.chat_ids() for t in tables.values()):
            return True
        # The archive has this chat: ours to update only if ingest made it from this same
        # source; a chat from the user's own pipeline (no record) is never overwritten.
        return _recorded_source(cid, tables["condensed"], root) == key

    cid = chat_id_for(conv.source, conv.source_id, is_free)
    taken[cid] = key
    return cid


HEADER_LIMIT = 1 << 20  # the source record sits before the messages, after the title


def _recorded_source(chat_id: str, condensed: IndexTable, root: Path) -> str | None:
    """The source key recorded in an existing chat's first raw chunk by an earlier ingest,
    or None (no such file, or not made by ingest)."""
    folder = existing_folder(condensed, chat_id, root)
    if folder is None:
        return None
    # The first chunk's raw file, named like the index row's condensed file.
    named = [folder / Path(condensed.cell(row, "condensed_path")).name.replace(".condensed.yml", ".yml")
             for row in condensed.rows_of(chat_id)]
    for raw in sorted(p for p in named if p.name.endswith(".001.yml")) or sorted(folder.glob("*.001.yml")):
        try:
            with open(raw, encoding="utf-8", errors="replace") as fh:
                head = fh.read(HEADER_LIMIT)
        except OSError:
            return None
        end = head.find("\nmessages:")
        if end < 0:
            continue
        from yaml import YAMLError

        try:
            record = load_yaml(head[:end])
        except (YAMLError, ValueError, RecursionError):  # ValueError: chatfiles.YamlBomb
            continue
        if isinstance(record, dict) and "source" in record and "source_id" in record:
            return f"{record['source']}\x00{record['source_id']}"
    return None


def _day(conv: Conversation) -> str:
    start = conv.start()
    return start.strftime("%Y%m%d") if start else "00000000"


def _plan(conv: Conversation, chat_id: str, tables: dict[str, IndexTable], options: Options, root: Path,
          report: Report) -> ChatPlan:
    platform = _PLATFORM.sub("_", conv.platform.lower()).strip("_") or "other"
    folder = _folder(tables["condensed"], chat_id, root) or None
    day = _day(conv)
    if folder is None:
        base = f"{platform}.{day}.{chat_id}.{slug(conv.title)}"
        year_month = f"{day[:4]}/{day[4:6]}" if day != "00000000" else "undated"
        folder = root / platform / year_month / base
    base = folder.name
    chunks = [conv.messages[i:i + options.chunk_size] for i in range(0, len(conv.messages), options.chunk_size)]
    files: dict[Path, bytes] = {}
    condensed_rows, sections_seen, raw_bytes = [], set(), 0
    texts: list[tuple[str, float]] = []
    llm_topics: list[str] = []
    reused = 0
    for num, messages in enumerate(chunks, 1):
        raw_name = f"{base}.{num:03d}.yml"
        raw = _raw_yaml(conv, chat_id, platform, num, messages).encode("utf-8")
        condensed_path = folder / f"{base}.{num:03d}.condensed.yml"
        previous = _reusable(folder / raw_name, raw, condensed_path)
        if previous is not None:
            # An LLM is slow and not deterministic: a chunk whose messages did not change
            # keeps the condensation a model wrote, with or without --llm this time.
            condensed, sections = previous
            reused += 1
        else:
            sections = _condense(messages, conv.title, platform, f"{num} of {len(chunks)}", options, report)
            by_llm = bool(sections.pop("_by_llm", False))
            llm_topics.extend(sections.pop("_topics", []))
            condensed = _condensed_yaml(raw_name, raw, sections, by_llm).encode("utf-8")
        sections_seen.update(k for k in sections if k in SIGNAL_SECTIONS)
        files[folder / raw_name] = raw
        files[condensed_path] = condensed
        raw_bytes += len(raw)
        summary = sections.get("summary", "")
        texts.append((summary if isinstance(summary, str) else "", 1.0))
        texts.extend((m.text, 1.0 if m.role == "user" else 0.5) for m in messages if not m.kind)
        condensed_rows.append({"chat_id": chat_id, "condensed_path": condensed_path.relative_to(root).as_posix(),
                               "chunk_num": str(num), "platform": platform, "size_bytes": str(len(condensed)),
                               "tokens": str(estimate_tokens(len(condensed))), "chat_name": base})
    topics_path = folder / f"{base}.topics.csv"
    kept = _topics_in(topics_path) if reused and topics_path.is_file() else []
    topics = list(dict.fromkeys(kept + llm_topics))[:MAX_LLM_TOPICS] or chat_topics(conv.title, texts)
    topics = [t for t in dict.fromkeys(one_line(t, TOPIC_MAX) for t in topics) if t]
    start, end = conv.start(), conv.end()
    common = {"chat_id": chat_id, "platform": platform, "date_start": start.strftime("%Y-%m-%d") if start else "",
              "date_end": end.strftime("%Y-%m-%d") if end else "", "message_count": str(len(conv.messages)),
              "chat_name": base}
    flags = {f"has_{s}": "true" if s in sections_seen else "false" for s in SIGNAL_SECTIONS}
    topic_rows = [{"topic": t, **common, **flags} for t in topics]
    files[topics_path] = _csv(COLUMNS["topics"], topic_rows).encode("utf-8")
    chat_row = {**common, "title": " ".join(conv.title.split()), "chunk_count": str(len(chunks)),
                "size_bytes": str(raw_bytes), "tokens": str(estimate_tokens(raw_bytes))}
    rows = {"chats": [chat_row], "condensed": condensed_rows, "topics": topic_rows}
    changed_files = {p: data for p, data in files.items() if not _same(p, data)}
    old_rows = {kind: tables[kind].rows_of(chat_id) for kind in rows}
    rows_changed = any(
        [tables[kind].to_row(r) for r in rows[kind]] != old_rows[kind] for kind in rows)
    existed = any(old_rows.values())
    status = "added" if not existed else ("changed" if changed_files or rows_changed else "unchanged")
    old_chunks = len(old_rows["condensed"])
    return ChatPlan(chat_id, chat_row["title"], platform, status, len(chunks), len(conv.messages),
                    estimate_tokens(raw_bytes), folder, changed_files,
                    rows if status != "unchanged" else {}, max(0, old_chunks - len(chunks)))


def _folder(condensed: IndexTable, chat_id: str, root: Path) -> Path | None:
    folder = existing_folder(condensed, chat_id, root)
    if folder is not None and CHAT_ID.match(chat_id) and f".{chat_id}." in f".{folder.name}.":
        return folder
    return None


def _condense(messages: list[Message], title: str, platform: str, chunk_label: str, options: Options,
              report: Report) -> dict:
    if options.condenser is not None:
        try:
            return options.condenser(messages, title, platform, chunk_label)
        except Exception as exc:  # any LLM failure: this chunk gets the offline condensation
            report.fallbacks[str(exc)[:120]] += 1
    return condense(messages, title)


def _reusable(raw_path: Path, raw: bytes, condensed_path: Path) -> tuple[bytes, dict] | None:
    """The existing condensation of an unchanged chunk, when a model wrote it."""
    if not _same(raw_path, raw) or not condensed_path.is_file():
        return None
    from yaml import YAMLError

    try:
        data = condensed_path.read_bytes()
        if b"condensed_by: llm" not in data[:1024]:
            return None  # offline: recomputed, which gives the same bytes
        sections = load_yaml(data.decode("utf-8"))
    except (OSError, UnicodeDecodeError, YAMLError, ValueError, RecursionError):  # ValueError: YamlBomb
        return None
    return (data, sections) if isinstance(sections, dict) else None


def _topics_in(path: Path) -> list[str]:
    try:
        with open(path, encoding="utf-8", newline="") as fh:
            return [row["topic"] for row in csv.DictReader(fh) if row.get("topic")]
    except (OSError, UnicodeDecodeError, KeyError, csv.Error):
        return []


def _raw_yaml(conv: Conversation, chat_id: str, platform: str, num: int, messages: list[Message]) -> str:
    doc = {"chat_id": chat_id, "title": " ".join(conv.title.split()), "platform": platform, "chunk_num": num,
           "source": conv.source, "source_id": conv.source_id, "messages": []}
    for m in messages:
        item = {"role": m.role}
        if m.timestamp:
            item["timestamp"] = iso(m.timestamp)
        if m.kind:
            item["kind"] = m.kind
        if m.language:
            item["language"] = m.language
        item["content"] = m.text
        if m.thinking:
            item["thinking"] = m.thinking
        doc["messages"].append(item)
    return yamlfmt.dump(doc)


def _condensed_yaml(raw_name: str, raw: bytes, sections: dict, by_llm: bool = False) -> str:
    body = yamlfmt.dump(sections) if sections else ""
    original = estimate_tokens(len(raw))
    condensed = estimate_tokens(len(body.encode("utf-8")))
    reduction = f"{round(100 * (1 - condensed / original))}%" if original else "0%"
    meta = {"condensed_metadata": {"source": raw_name, "original_tokens": original,
                                   "condensed_tokens": condensed, "reduction": reduction,
                                   "condensed_by": "llm" if by_llm else "offline"}}
    return yamlfmt.dump(meta) + body


def _csv(columns: list[str], rows: list[dict]) -> str:
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=columns, lineterminator="\n", extrasaction="ignore")
    writer.writeheader()
    writer.writerows(rows)
    return out.getvalue()


def _same(path: Path, data: bytes) -> bool:
    try:
        if path.stat().st_size != len(data):
            return False
        return path.read_bytes() == data
    except OSError:
        return False


def _write(report: Report, tables: dict[str, IndexTable], lock: IngestLock, progress=None) -> None:
    """All or nothing: every chat file is written aside first (a full disk stops here,
    and the caller removes what was written), then each is renamed into place (a file
    it replaces kept aside under another name until the end), then a sync, then the
    three indexes, each replaced whole. Before a chat folder is written in, the lock's
    record says what will be new there and what replaced, so a killed ingest is undone
    by the next one; {"committed": true} once the indexes are in place."""
    root = report.root
    checked: dict[Path, bool] = {}  # month folder → inside the root (resolving is costly)
    total = len(report.plans)
    staged_files: list[tuple[Path, Path, bool]] = []  # (temp file, its place, replaces a file)
    for n, plan in enumerate(report.plans, 1):
        if progress and n % 50 == 0:
            progress(total + n, 2 * total)
        if not plan.files:
            continue
        try:
            parent = plan.folder.parent
            if parent not in checked:
                checked[parent] = is_inside(root, parent)
            # The month folder is resolved once; a chat folder that is itself a symlink is
            # resolved too (os.replace never follows the file names inside it).
            inside = checked[parent] and (not plan.folder.is_symlink() or is_inside(root, plan.folder))
            if not inside or plan.folder.name in ("", ".", ".."):
                raise IngestError(f"refusing to write outside the archive root: {plan.folder}")
            made = topmost_missing(plan.folder, root)
            replaces = {path: os.path.lexists(path) for path in plan.files}
            lock.append([{"folder": plan.folder.relative_to(root).as_posix(), "made": made,
                          "new": [p.name for p, old in replaces.items() if not old],
                          "replaced": [p.name for p, old in replaces.items() if old]}])
            plan.folder.mkdir(parents=True, exist_ok=True)
            remove_stale_temps(plan.folder)
            for path, data in plan.files.items():
                tmp = stage(path, data, durable=False)
                staged_files.append((tmp, path, replaces[path]))
                keep_mode(tmp, path)
        except OSError as exc:
            raise _cannot_write(f"in {plan.folder}", exc) from None
    kept: list[Path] = []
    for tmp, path, replaced in staged_files:
        try:
            if replaced:  # kept aside (a second name, no copy) until the indexes are in place
                aside = path.with_name(f"{TEMP_PREFIX}{path.name}.old")
                aside.unlink(missing_ok=True)
                try:
                    os.link(path, aside)
                    kept.append(aside)
                except OSError:
                    pass  # no hard links here: replaced without a way back, as before
            os.replace(tmp, path)
        except OSError as exc:
            raise _cannot_write(f"in {path.parent}", exc) from None
    for plan in report.plans:
        if plan.files and plan.stale_chunks:
            report.notes.append(f"{plan.chat_id}: {plan.stale_chunks} chunk files from a longer earlier version "
                                "are no longer indexed (left in place)")
    updates = {kind: {p.chat_id: p.rows[kind] for p in report.plans if p.rows} for kind in COLUMNS}
    if not any(updates.values()):
        _committed(lock, kept)
        return
    if hasattr(os, "sync"):
        os.sync()
    # All three are written and synced aside first, then renamed in one go: a full disk
    # or a refused write leaves every index as it was.
    staged: list[tuple[Path, Path]] = []
    try:
        for kind in ("condensed", "topics", "chats"):
            table = tables[kind]
            data = table.replaced(updates[kind])
            if table.exists and _same(table.path, data):
                continue
            target = _index_target(table.path, root)
            try:
                staged.append((stage(target, data), target))
                keep_mode(*staged[-1])
            except OSError as exc:
                raise _cannot_write(str(table.path), exc) from None
        # Which files the indexes will be (a rename keeps a file's inode): once any of them
        # is in place, a killed run's record reads as committed, and is not undone.
        lock.append([{"indexes": [[os.path.relpath(target, root), os.stat(tmp).st_ino] for tmp, target in staged]}])
        for tmp, target in staged:
            try:
                os.replace(tmp, target)
            except OSError as exc:
                raise _cannot_write(str(target), exc) from None
    finally:
        for tmp, _ in staged:
            tmp.unlink(missing_ok=True)
    _committed(lock, kept)


def _committed(lock: IngestLock, kept: list[Path]) -> None:
    """The indexes are in place: the replaced files kept aside are no longer needed."""
    try:
        lock.append([{"committed": True}])
    except IngestError:
        pass  # the record cannot grow (a full disk); the indexes' inodes say the same
    for aside in kept:
        try:
            aside.unlink(missing_ok=True)
        except OSError:
            pass


def _cannot_write(what: str, exc: OSError) -> IngestError:
    hint = "free some space" if exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)) else "fix that"
    return IngestError(f"cannot write {what}: {exc.strerror or exc}; the indexes are as they were: "
                       f"{hint}, then run ingest again")


def _index_target(path: Path, root: Path) -> Path:
    """An index file that is a symlink (all_topics.latest.csv → a dated file) is updated
    through it, so the link stays a link; its target must lie inside the archive."""
    if not path.is_symlink():
        return path
    target = path.resolve()
    if not is_inside(root, target):
        raise IngestError(f"{path} links outside the archive root ({target}); not written")
    return target
