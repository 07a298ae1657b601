"""Retrieval: copying what a search found out of the archive into a folder, with a
manifest that says exactly what was copied, how big it is, and what was not.

The folder appears whole or not at all: everything is written into a hidden staging
folder beside it and renamed into place at the end.
"""

from __future__ import annotations

import hashlib
import json
import os
import secrets
import shutil
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

from ..archive.chatfiles import NotARegularFile, read_bytes
from ..archive.safepath import is_inside
from ..config import outputs_dir
from ..errors import KbsearchError, OutputError
from ..index.format import ChunkDetails
from ..index.read import ContentIndex
from ..schema import WHAT, raw_path_for
from ..text import estimate_tokens
from ..version import __version__
from ..wording import counted, echo
from .artifacts import chunk_artifacts, slug

MANIFEST_JSON = "manifest.json"
MANIFEST_MD = "MANIFEST.md"


@dataclass
class Request:
    """Retrieve these chunks of one chat (None: all of them)."""

    chat_id: str
    chunks: list[int] | None = None
    why: str = ""
    query: str | None = None  # the search a JSONL record came from


@dataclass
class Item:
    chat_id: str
    title: str
    platform: str
    date: str
    chunk: int | None
    kind: str  # condensed | raw | artifact
    source: str
    name: str
    tokens: int
    tokens_estimated: bool
    why: str
    path: Path | None = None  # a file to copy
    content: bytes | None = None  # or bytes to write (artifacts)
    origin: str = ""  # an artifact's: "raw" (in full) or "condensed" (perhaps an excerpt)


@dataclass
class Record:
    chat_id: str
    title: str
    platform: str
    date: str
    chunk: int | None
    kind: str
    source: str
    destination: str
    bytes: int
    tokens: int
    tokens_estimated: bool
    sha256: str
    why: str
    status: str  # copied | already present | missing | refused | not a file | left out
    origin: str = ""  # "from" in the manifest: raw | condensed for an artifact, else empty


@dataclass
class Report:
    folder: Path
    manifest: Path
    records: list[Record] = field(default_factory=list)
    unknown: list[str] = field(default_factory=list)

    def count(self, status: str) -> int:
        return sum(1 for r in self.records if r.status == status)

    @property
    def incomplete(self) -> bool:
        """Something asked for could not be delivered (left out by the budget is not that)."""
        return bool(self.count("missing") or self.count("refused") or self.count("not a file") or self.unknown)


class RetrievalError(KbsearchError):
    pass


# -- planning ---------------------------------------------------------------------


def plan(index: ContentIndex, requests: list[Request], what: str, root: Path) -> tuple[list[Item], list[str]]:
    """The files to write for these requests, and the chat_ids the index does not know.
    Files outside `root` are planned too, so that writing can record them as refused."""
    if what not in WHAT:
        raise RetrievalError(f"--what must be one of {', '.join(WHAT)}, not {what!r}")
    items: list[Item] = []
    unknown: list[str] = []
    for req in merge_requests(requests):
        chat = index.chat_by_id(req.chat_id) or index.chat_by_id(req.chat_id.casefold())
        if chat is None:
            unknown.append(req.chat_id)
            continue
        all_chunks = index.chat_chunks(chat)
        chunks = [c for c in all_chunks if req.chunks is None or c.chunk_num in req.chunks]
        meta = dict(chat_id=chat.chat_id, title=chat.title, platform=chat.platform,
                    date=chat.date_start.isoformat() if chat.date_start else "", why=req.why)
        if not all_chunks:  # every row of it was skipped (outside the root, missing): say so
            items.append(Item(**meta, chunk=None, kind=what, name="", tokens=0, tokens_estimated=False,
                              source=f"{chat.chat_id} (no chunk row of it could be read; `kbsearch stats` lists skipped rows)"))
        for c in chunks:
            items.extend(_chunk_items(c, what, meta, slug(chat.title), root))
        known = {c.chunk_num for c in all_chunks}
        for n in req.chunks or []:
            if n not in known:  # asked for, not there: say so rather than copy nothing quietly
                items.append(Item(**meta, chunk=n, kind=what, source=f"{chat.chat_id} chunk {n}", name="",
                                  tokens=0, tokens_estimated=False))
    return items, unknown


def merge_requests(requests: list[Request]) -> list[Request]:
    """One request per chat, in first-seen order; chunk lists are united."""
    merged: dict[str, Request] = {}
    for r in requests:
        known = merged.get(r.chat_id)
        if known is None:
            merged[r.chat_id] = Request(r.chat_id, None if r.chunks is None else list(r.chunks), r.why)
        elif known.chunks is not None:
            known.chunks = None if r.chunks is None else known.chunks + [c for c in r.chunks if c not in known.chunks]
    return list(merged.values())


def _chunk_items(c: ChunkDetails, what: str, meta: dict, chat_slug: str, root: Path) -> list[Item]:
    condensed = Path(c.condensed_path)
    raw = Path(c.raw_path) if c.raw_path else raw_path_for(condensed)
    out = []
    if raw is None and what in ("raw", "both"):
        out.append(Item(**meta, chunk=c.chunk_num, kind="raw", source=f"{condensed} (no raw file named for it)",
                        name="", tokens=0, tokens_estimated=False))
    if what in ("condensed", "both"):
        out.append(Item(**meta, chunk=c.chunk_num, kind="condensed", source=str(condensed), name=condensed.name,
                        tokens=c.cond_tokens, tokens_estimated=not c.tokens_counted, path=condensed))
    if what in ("raw", "both") and raw is not None:
        out.append(Item(**meta, chunk=c.chunk_num, kind="raw", source=str(raw), name=raw.name,
                        tokens=c.raw_tokens, tokens_estimated=True, path=raw))
    if what == "artifacts":
        sources = [p for p in (condensed, raw) if p is not None and p.is_file()]
        outside = [p for p in sources if not is_inside(root, p)]
        for p in outside:  # never parsed: recorded as refused when written
            out.append(Item(**meta, chunk=c.chunk_num, kind="artifact", source=str(p), name=p.name,
                            tokens=0, tokens_estimated=False, path=p))
        readable = [p for p in sources if p not in outside]
        # Each artifact once: in full from the raw chat, the condensed copy only when the
        # raw chat does not have it (the condensed one is often cut down).
        found = chunk_artifacts(condensed if condensed in readable else None, raw if raw in readable else None)
        for a in found:
            data = a.content.encode("utf-8")
            out.append(Item(**meta, chunk=c.chunk_num, kind="artifact", source=f"{a.source}#{a.title}",
                            name=a.file_name(meta["chat_id"], chat_slug), tokens=estimate_tokens(len(data)),
                            tokens_estimated=True, content=data, origin=a.origin))
    return out


# -- writing ----------------------------------------------------------------------


def default_folder() -> Path:
    return outputs_dir() / f"retrieval_{time.strftime('%Y%m%d_%H%M%S')}"


def write(
    items: list[Item],
    folder: Path | None,
    *,
    root: Path,
    max_tokens: int | None = None,
    force: bool = False,
    about: dict | None = None,
    unknown: list[str] | None = None,
) -> Report:
    """Copy `items` into `folder` (default outputs/retrieval_YYYYMMDD_HHMMSS), never over a
    different file unless `force`, and write manifest.json and MANIFEST.md.

    A new folder is staged beside its final name and renamed into place: it appears whole
    or not at all. Into an existing folder (yours, perhaps with its own permissions) the
    files are moved one by one after checking that every move can succeed."""
    named = folder is not None
    folder = (Path(folder) if named else _unused(default_folder())).absolute()
    _check_destination(folder)
    merging = folder.is_dir()
    try:
        folder.parent.mkdir(parents=True, exist_ok=True)
        # Not mkdtemp: its 0700 would stick to the published folder; mkdir honours the umask.
        stage = folder.parent / f".{folder.name}.{os.getpid()}.{secrets.token_hex(4)}.partial"
        stage.mkdir()
    except OSError as exc:
        raise OutputError(f"cannot write in {folder.parent}: {exc.strerror or exc}") from None
    try:
        existing = set(os.listdir(folder)) if merging else set()
        report = Report(folder, folder / MANIFEST_JSON, unknown=list(unknown or []))
        taken: set[str] = set()
        used = 0
        for item in items:
            status, data = _read(item, root)
            # Greedy in the order asked, as a search's --max-tokens: a file too large for
            # what is left of the budget is left out, and a smaller one after it may fit.
            if status == "ok" and max_tokens is not None and used + item.tokens > max_tokens:
                status = "left out"
            if status != "ok":
                report.records.append(_record(item, "", 0, "", status))
                continue
            digest = hashlib.sha256(data).hexdigest()
            name, present = _name_for(item.name, digest, folder, existing, taken, force)
            taken.add(name)
            if not present:
                _write_bytes(stage / name, data)
            used += item.tokens
            report.records.append(_record(item, name, len(data), digest, "already present" if present else "copied"))
        manifest_name = _unused_name(MANIFEST_JSON, existing | taken, force)
        md_name = _unused_name(MANIFEST_MD, existing | taken, force)
        report.manifest = folder / manifest_name
        document = manifest(report, about or {}, max_tokens)
        _write_bytes(stage / manifest_name, (json.dumps(document, ensure_ascii=False, indent=2) + "\n").encode())
        _write_bytes(stage / md_name, manifest_markdown(document).encode())
        if merging:
            _merge(stage, folder)
        else:
            report.folder = folder = _rename_new(stage, folder, retry_elsewhere=not named)
            report.manifest = folder / manifest_name
    except OSError as exc:
        shutil.rmtree(stage, ignore_errors=True)
        raise OutputError(f"cannot write {folder}: {exc.strerror or exc}; nothing was written") from None
    except BaseException:
        shutil.rmtree(stage, ignore_errors=True)
        raise
    return report


def _check_destination(folder: Path) -> None:
    for p in (folder, *folder.parents):
        try:
            found = p.exists()
        except OSError as exc:  # a name too long for the file system
            raise OutputError(f"cannot write {folder}: {exc.strerror or exc}; nothing was written") from None
        if found:
            if not p.is_dir():
                raise OutputError(f"{p} exists and is not a folder")
            return


def _rename_new(stage: Path, folder: Path, retry_elsewhere: bool) -> Path:
    """Publish a new folder in one rename. If another run took the name meanwhile, a
    default-named folder moves on to the next free name; a named one is an error."""
    while True:
        if folder.exists():
            if not retry_elsewhere:
                raise OutputError(f"{folder} appeared while this retrieval was being written; nothing was written there")
            folder = _unused(folder)
            continue
        try:
            os.rename(stage, folder)
            return folder
        except OSError:
            if not folder.exists():
                raise


def _merge(stage: Path, folder: Path) -> None:
    """Move staged files into an existing folder; roll back if any move fails."""
    entries = sorted(os.listdir(stage))
    for entry in entries:  # check everything before moving anything
        target = folder / entry
        if target.is_dir():
            raise OutputError(f"{target} is a folder; cannot put a file there; nothing was written")
    moved: list[Path] = []
    try:
        for entry in entries:
            os.replace(stage / entry, folder / entry)
            moved.append(folder / entry)
    except OSError:
        for path in moved:
            try:
                os.replace(path, stage / path.name)
            except OSError:
                pass
        raise
    stage.rmdir()


def _read(item: Item, root: Path) -> tuple[str, bytes]:
    if item.content is not None:
        return "ok", item.content
    path = item.path
    if path is None or not path.exists():
        return "missing", b""
    if not is_inside(root, path):
        return "refused", b""
    try:
        return "ok", read_bytes(path)
    except NotARegularFile:
        return "not a file", b""  # a FIFO would block the copy forever, a device never end
    except OSError:
        return "missing", b""


def _record(item: Item, destination: str, size: int, digest: str, status: str) -> Record:
    return Record(item.chat_id, item.title, item.platform, item.date, item.chunk, item.kind, item.source,
                  destination, size, item.tokens, item.tokens_estimated, digest, item.why, status, item.origin)


def _name_for(name: str, digest: str, folder: Path, existing: set[str], taken: set[str], force: bool) -> tuple[str, bool]:
    """(destination name, whether an identical file is already there)."""
    candidate, n = name, 1
    stem, suffix = _split(name)
    while True:
        if candidate not in taken:
            if candidate not in existing or force:
                return candidate, False
            if _same_file(folder / candidate, digest):
                return candidate, True
        n += 1
        candidate = f"{stem}_{n}{suffix}"


def _unused_name(name: str, existing: set[str], force: bool) -> str:
    if force or name not in existing:
        return name
    stem, suffix = _split(name)
    n = 2
    while f"{stem}_{n}{suffix}" in existing:
        n += 1
    return f"{stem}_{n}{suffix}"


def _split(name: str) -> tuple[str, str]:
    for double in (".condensed.yml", ".condensed.yaml"):
        if name.endswith(double):
            return name[: -len(double)], double
    p = Path(name)
    return p.stem, p.suffix


def _unused(folder: Path) -> Path:
    candidate, n = folder, 1
    while candidate.exists():
        n += 1
        candidate = folder.with_name(f"{folder.name}_{n}")
    return candidate


def _same_file(path: Path, digest: str) -> bool:
    try:
        return path.is_file() and _sha256(path) == digest
    except OSError:  # unreadable: not ours to compare, so not the same
        return False


def _sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def _write_bytes(path: Path, data: bytes) -> None:
    with open(path, "wb") as fh:
        fh.write(data)
        fh.flush()
        os.fsync(fh.fileno())


# -- a retrieval for a search or an answer -----------------------------------------


def search_requests(response) -> list[Request]:
    """What a search found, as requests: each chat's matching chunks (or its one chunk)."""
    return [Request(r.chat_id, [r.chunk] if r.chunk is not None else r.matching_chunks, r.why)
            for r in response.results]


def answer_requests(answer) -> list[Request]:
    """The chats an answer cites, whole."""
    return [Request(src.chat_id, None, src.why) for src in answer.sources]


def deliver(searcher, items: list[Item], unknown: list[str], folder: Path | None, what: str, *,
            max_tokens: int | None = None, force: bool = False, about: dict | None = None) -> Report:
    """Write planned `items` from `searcher`'s archive (see `write`) and log the chats
    delivered, which the optional usage boost reads."""
    from ..config import archive_root
    from .usage import record

    about = {**(about or {}), "index_dir": str(searcher.index_dir), "what": what}
    report = write(items, Path(folder) if folder else None, root=archive_root(searcher.index_dir),
                   max_tokens=max_tokens, force=force, about=about, unknown=unknown)
    record(searcher.index_dir, [r.chat_id for r in report.records if r.status in ("copied", "already present")],
           about.get("query"))
    return report


def report_lines(report: Report) -> list[str]:
    """What a retrieval did, for people: a summary, then each file refused or missing."""
    copied = report.count("copied") + report.count("already present")
    parts = [f"retrieved {counted(copied, 'file')} into {report.folder}"]
    for status in ("missing", "refused", "not a file", "left out"):
        if report.count(status):
            parts.append(f"{report.count(status)} {status}")
    if report.unknown:
        parts.append(f"{counted(len(report.unknown), 'unknown chat_id')}")
    lines = ["; ".join(parts) + f" (see {report.manifest.name})"]
    for r in report.records:
        if r.status == "refused":
            lines.append(f"refused: {r.source} is outside the archive root")
        elif r.status == "not a file":
            lines.append(f"not a file: {r.source} is a FIFO, device or folder: not read")
        elif r.status == "missing":
            lines.append(f"missing: {r.source}")
    return lines


# -- manifests --------------------------------------------------------------------


def manifest(report: Report, about: dict, max_tokens: int | None) -> dict:
    delivered = [r for r in report.records if r.status in ("copied", "already present")]
    return {
        "kbsearch_version": __version__,
        "created": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
        **about,
        "folder": str(report.folder),
        "max_tokens": max_tokens,
        "totals": {
            "files": len(delivered),
            "bytes": sum(r.bytes for r in delivered),
            "tokens": sum(r.tokens for r in delivered),
            "tokens_estimated": any(r.tokens_estimated for r in delivered),
            "missing": report.count("missing"),
            "refused": report.count("refused"),
            "not_a_file": report.count("not a file"),
            "left_out": report.count("left out"),
            "unknown_chat_ids": report.unknown,
        },
        "files": [_file_entry(r) for r in report.records],
    }


def _file_entry(record: Record) -> dict:
    """A record as the manifest has it: `from` (a Python keyword, so `origin` here) says
    where an artifact's text came from: "raw" (in full) or "condensed" (perhaps an excerpt)."""
    entry = asdict(record)
    entry["from"] = entry.pop("origin") or None
    return entry


def manifest_markdown(doc: dict) -> str:
    t = doc["totals"]
    lines = [
        f"# Retrieval: {doc.get('query') or '; '.join(doc.get('queries') or []) or 'from a list'}",
        "",
        f"- Created: {doc['created']} by kbsearch {doc['kbsearch_version']}",
        f"- Index: `{doc.get('index_dir', '')}`",
        f"- What: {doc.get('what', '')}" + (f" · budget {doc['max_tokens']:,} tokens" if doc["max_tokens"] else ""),
        f"- Copied: {counted(t['files'], 'file')}, {counted(t['bytes'], 'byte')}, {'~' if t['tokens_estimated'] else ''}"
        f"{counted(t['tokens'], 'token')}",
    ]
    for key, label in (("missing", "Missing"), ("refused", "Refused (outside the archive)"),
                       ("not_a_file", "Not a regular file (not read)"), ("left_out", "Left out (budget)")):
        if t.get(key):
            lines.append(f"- {label}: {t[key]}")
    if t["unknown_chat_ids"]:
        lines.append("- Unknown chat_ids: " + ", ".join(t["unknown_chat_ids"]))
    lines += ["", "| # | file | chat | chunk | bytes | tokens | running total | why relevant |", "|---|---|---|---|---|---|---|---|"]
    running = 0
    delivered = [f for f in doc["files"] if f["status"] in ("copied", "already present")]
    for i, f in enumerate(delivered, 1):
        running += f["tokens"]
        why = " ".join(f["why"].split()).replace("|", "\\|")
        lines.append(f"| {i} | `{f['destination']}`{ORIGIN_NOTES.get(f.get('from'), '')} | "
                     f"`{f['chat_id']}` {_cell(f['title'])} ({f['date']}) | "
                     f"{f['chunk'] if f['chunk'] is not None else ''} | {f['bytes']:,} | {f['tokens']:,} | {running:,} | {why} |")
    others = [f for f in doc["files"] if f["status"] not in ("copied", "already present")]
    if others:
        lines += ["", "## Not copied", ""]
        lines += [f"- {f['status']}: `{f['source']}` (`{f['chat_id']}`, {f['tokens']:,} tokens)" for f in others]
    return "\n".join(lines) + "\n"


ORIGIN_NOTES = {"raw": " (in full, from the raw chat)",
                "condensed": " (from the condensed file: may be an excerpt)"}


def _cell(text: str) -> str:
    return " ".join(text.split()).replace("|", "\\|")


# -- input for `kbsearch retrieve` ------------------------------------------------


def requests_about(requests: list[Request]) -> dict:
    """What a manifest says of where a list of requests came from: the search whose JSONL
    it is (`query`), or each of several (`queries`, query null), or nothing known."""
    queries = list(dict.fromkeys(r.query for r in requests if r.query))
    if len(queries) > 1:
        return {"query": None, "queries": queries}
    return {"query": queries[0] if queries else None}


def parse_requests(lines: list[str], source: str) -> list[Request]:
    """Requests from `kbsearch search -f jsonl` records, bare chat_ids or chunk file paths,
    one per line. A line that is none of these is an error naming its line number."""
    from ..archive.load import split_chat_name

    requests = []
    for number, line in enumerate(lines, 1):
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        where = f"{source}: line {number}"
        if not _is_text(text):
            raise RetrievalError(f"{where}: not UTF-8 text")
        if text.startswith("{"):
            try:
                record = json.loads(text, parse_int=_small_int)
            except json.JSONDecodeError as exc:
                raise RetrievalError(f"{where}: not valid JSON ({exc.msg})") from None
            except (ValueError, RecursionError) as exc:  # a 5,000-digit number; nesting past the stack
                raise RetrievalError(f"{where}: not a usable JSON record ({_reason(exc)})") from None
            chat_id = record.get("chat_id") if isinstance(record, dict) else None
            if not isinstance(chat_id, str) or not chat_id:
                raise RetrievalError(f"{where}: a JSON record needs a chat_id")
            if not _is_text(chat_id):  # "\ud800": an escape JSON allows and no file name holds
                raise RetrievalError(f"{where}: the chat_id is not UTF-8 text")
            if isinstance(record.get("chunk"), int):
                chunks = [record["chunk"]]
            elif isinstance(record.get("matching_chunks"), list) and record["matching_chunks"]:
                chunks = [c for c in record["matching_chunks"] if isinstance(c, int)]
            else:
                chunks = None
            query = record.get("query")
            query = query if isinstance(query, str) and query.strip() and _is_text(query) else None
            requests.append(Request(chat_id, chunks, str(record.get("why") or ""), query))
        elif "/" in text or text.endswith((".yml", ".yaml")):
            parts = split_chat_name(Path(text).name)
            if parts is None:
                raise RetrievalError(f"{where}: {echo(text, 60)} is not a chunk file name of the archive")
            chunk = int(parts["chunk"]) if parts["chunk"] else None
            requests.append(Request(parts["chat_id"], None if chunk is None else [chunk]))
        elif len(text.split()) == 1 and len(text) <= MAX_CHAT_ID:
            requests.append(Request(text))
        else:
            raise RetrievalError(f"{where}: expected a JSON record, a chat_id or a chunk path, got {echo(text, 60)}")
    return requests


MAX_CHAT_ID = 200  # characters: real ids are 8-36; a longer word is not one


def _is_text(text: str) -> bool:
    """False for a string holding lone surrogates: bytes that were not UTF-8 on the way in."""
    try:
        text.encode("utf-8")
        return True
    except UnicodeEncodeError:
        return False


def _small_int(digits: str) -> int:
    if len(digits.lstrip("-")) > 18:
        raise ValueError(f"a number of {len(digits):,} digits")
    return int(digits)


def _reason(exc: BaseException) -> str:
    return "nested too deep" if isinstance(exc, RecursionError) else str(exc)
