#!/usr/bin/env python3
"""Rebuild the CSV indexes of the bundled demo archive from its chat files.

The chat files under ``indexes/chats/<platform>/<YYYY>/<MM>/<chat dir>/`` are the
source of truth:

* ``<stem>.NNN.yml``            raw chunk (chat_id, title, platform, chunk_num, messages)
* ``<stem>.NNN.condensed.yml``  condensed chunk (summary, decisions, ... artifacts)
* ``<stem>.topics.csv``         per-chat topics; only the ``topic`` column is read

where ``<stem>`` is ``<platform>.<YYYYMMDD>.<chat_id>.<title_slug>``.

From them this script (re)writes, deterministically (chats sorted by date_start, then
chat_id):

* ``all_topics.latest.csv``       one row per (topic, chat) with dates, counts and has_* flags
* ``chat_index.latest.csv``       one row per chat
* ``condensed_index.latest.csv``  one row per condensed chunk, path relative to indexes/
* every per-chat ``topics.csv``   with the same columns as all_topics, filled in

``--check`` writes nothing: it verifies that the chat files are consistent and that the
CSVs on disk are exactly what a rebuild would produce (flags, counts, dates, paths that
exist, byte sizes). Exit codes: 0 ok, 1 CSVs stale, 2 chat files inconsistent.

Only the standard library and PyYAML are used.
"""

from __future__ import annotations

import argparse
import csv
import io
import re
import sys
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

import yaml

PLATFORMS = ("chatgpt", "claude", "gemini")
SIGNAL_SECTIONS = ("decisions", "discoveries", "procedures", "artifacts")
ALL_SECTIONS = ("summary", "decisions", "failures", "procedures", "discoveries",
                "outcomes", "quotes", "artifacts")

TOPICS_HEADER = ["topic", "chat_id", "platform", "date_start", "date_end", "message_count",
                 "has_decisions", "has_discoveries", "has_procedures", "has_artifacts"]
CHAT_HEADER = ["chat_id", "title", "platform", "date_start", "date_end", "message_count",
               "chunk_count"]
CONDENSED_HEADER = ["chat_id", "condensed_path", "chunk_num", "platform", "size_bytes"]

DIR_RE = re.compile(r"^(?P<platform>[a-z]+)\.(?P<ymd>\d{8})\.(?P<chat_id>[0-9a-f]{8})\.(?P<slug>[a-z0-9_]+)$")
TOPIC_RE = re.compile(r"^[a-z0-9_]+(\.[a-z0-9_]+)+$")


class ArchiveError(Exception):
    """A chat folder does not follow the demo archive layout."""


@dataclass
class Chunk:
    num: int
    raw_path: Path
    condensed_path: Path
    messages: int
    first: datetime
    last: datetime
    sections: set[str]
    condensed_size: int


@dataclass
class Chat:
    chat_id: str
    title: str
    platform: str
    folder: Path
    topics: list[str]
    chunks: list[Chunk] = field(default_factory=list)

    @property
    def date_start(self) -> str:
        return min(c.first for c in self.chunks).date().isoformat()

    @property
    def date_end(self) -> str:
        return max(c.last for c in self.chunks).date().isoformat()

    @property
    def message_count(self) -> int:
        return sum(c.messages for c in self.chunks)

    def has(self, section: str) -> bool:
        return any(section in c.sections for c in self.chunks)


def _bool(value: bool) -> str:
    return "true" if value else "false"


def _load_yaml(path: Path) -> dict:
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except yaml.YAMLError as exc:
        raise ArchiveError(f"{path}: invalid YAML: {exc}") from None
    if not isinstance(data, dict):
        raise ArchiveError(f"{path}: expected a mapping at the top level")
    return data


def _read_topics(path: Path) -> list[str]:
    if not path.exists():
        raise ArchiveError(f"{path}: missing per-chat topics file")
    with path.open(newline="", encoding="utf-8") as fh:
        rows = list(csv.reader(fh))
    if not rows or rows[0][:1] != ["topic"]:
        raise ArchiveError(f"{path}: first column must be 'topic'")
    topics: list[str] = []
    for row in rows[1:]:
        if not row or not row[0].strip():
            continue
        topic = row[0].strip()
        if not TOPIC_RE.match(topic):
            raise ArchiveError(f"{path}: topic {topic!r} is not dotted snake_case")
        if topic not in topics:
            topics.append(topic)
    if not topics:
        raise ArchiveError(f"{path}: no topics")
    return topics


def load_chat(folder: Path, index_dir: Path) -> Chat:
    m = DIR_RE.match(folder.name)
    if not m or m["platform"] not in PLATFORMS:
        raise ArchiveError(f"{folder}: folder name is not <platform>.<YYYYMMDD>.<chat_id>.<slug>")
    if not re.search(r"[a-f]", m["chat_id"]):
        raise ArchiveError(f"{folder}: chat_id {m['chat_id']} has no hex letter")
    rel = folder.relative_to(index_dir / "chats").parts
    if rel[:3] != (m["platform"], m["ymd"][:4], m["ymd"][4:6]):
        raise ArchiveError(f"{folder}: must live under chats/{m['platform']}/{m['ymd'][:4]}/{m['ymd'][4:6]}/")

    stem = folder.name
    raw_re = re.compile(re.escape(stem) + r"\.(\d{3})\.yml$")
    cond_re = re.compile(re.escape(stem) + r"\.(\d{3})\.condensed\.yml$")
    raws, conds = {}, {}
    for p in folder.iterdir():
        if (mm := cond_re.match(p.name)):
            conds[int(mm[1])] = p
        elif (mm := raw_re.match(p.name)):
            raws[int(mm[1])] = p
        elif p.name != f"{stem}.topics.csv":
            raise ArchiveError(f"{p}: unexpected file in chat folder")
    if not raws:
        raise ArchiveError(f"{folder}: no raw chunks")
    if sorted(raws) != list(range(1, len(raws) + 1)) or sorted(conds) != sorted(raws):
        raise ArchiveError(f"{folder}: chunk numbers must run 001..N with one raw and one condensed file each")

    chat = Chat(chat_id=m["chat_id"], title="", platform=m["platform"], folder=folder,
                topics=_read_topics(folder / f"{stem}.topics.csv"))
    for num in sorted(raws):
        raw = _load_yaml(raws[num])
        for key, want in (("chat_id", chat.chat_id), ("platform", chat.platform), ("chunk_num", num)):
            if str(raw.get(key)) != str(want):
                raise ArchiveError(f"{raws[num]}: {key} is {raw.get(key)!r}, expected {want!r}")
        title = str(raw.get("title") or "").strip()
        if not title:
            raise ArchiveError(f"{raws[num]}: missing title")
        if chat.title and title != chat.title:
            raise ArchiveError(f"{raws[num]}: title differs from chunk 001")
        chat.title = title
        if re.sub(r"[^a-z0-9]+", "_", title.lower()).strip("_") != m["slug"]:
            raise ArchiveError(f"{raws[num]}: title does not match the folder slug {m['slug']}")
        messages = raw.get("messages") or []
        if not messages:
            raise ArchiveError(f"{raws[num]}: no messages")
        stamps = []
        for i, msg in enumerate(messages):
            if msg.get("role") not in ("user", "assistant") or not str(msg.get("content") or "").strip():
                raise ArchiveError(f"{raws[num]}: message {i} needs role user|assistant and content")
            try:
                stamps.append(datetime.fromisoformat(str(msg.get("timestamp"))))
            except ValueError:
                raise ArchiveError(f"{raws[num]}: message {i} has a bad timestamp") from None
        if stamps != sorted(stamps):
            raise ArchiveError(f"{raws[num]}: timestamps are not in order")

        cond = _load_yaml(conds[num])
        meta = cond.get("condensed_metadata") or {}
        if meta.get("source") != raws[num].name:
            raise ArchiveError(f"{conds[num]}: condensed_metadata.source must be {raws[num].name}")
        unknown = set(cond) - set(ALL_SECTIONS) - {"condensed_metadata"}
        if unknown:
            raise ArchiveError(f"{conds[num]}: unknown sections {sorted(unknown)}")
        if not cond.get("summary"):
            raise ArchiveError(f"{conds[num]}: missing summary")
        sections = {s for s in ALL_SECTIONS if cond.get(s)}
        chat.chunks.append(Chunk(num=num, raw_path=raws[num], condensed_path=conds[num],
                                 messages=len(messages), first=stamps[0], last=stamps[-1],
                                 sections=sections, condensed_size=conds[num].stat().st_size))
    if chat.chunks[0].first.strftime("%Y%m%d") != m["ymd"]:
        raise ArchiveError(f"{folder}: folder date {m['ymd']} != first message date {chat.date_start}")
    for a, b in zip(chat.chunks, chat.chunks[1:]):
        if b.first < a.last:
            raise ArchiveError(f"{b.raw_path}: starts before the previous chunk ends")
    return chat


def load_archive(index_dir: Path) -> list[Chat]:
    chats_root = index_dir / "chats"
    folders = sorted({p.parent for p in chats_root.rglob("*.condensed.yml")}
                     | {p.parent for p in chats_root.rglob("*.topics.csv")})
    chats = [load_chat(f, index_dir) for f in folders]
    seen: dict[str, Path] = {}
    for c in chats:
        if c.chat_id in seen:
            raise ArchiveError(f"duplicate chat_id {c.chat_id}: {seen[c.chat_id]} and {c.folder}")
        seen[c.chat_id] = c.folder
    chats.sort(key=lambda c: (c.date_start, c.chat_id))
    return chats


def _csv_text(header: list[str], rows: list[list]) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(header)
    w.writerows(rows)
    return buf.getvalue()


def _topic_rows(chat: Chat) -> list[list]:
    flags = [_bool(chat.has(s)) for s in SIGNAL_SECTIONS]
    return [[t, chat.chat_id, chat.platform, chat.date_start, chat.date_end, chat.message_count, *flags]
            for t in chat.topics]


def render(chats: list[Chat], index_dir: Path) -> dict[Path, str]:
    """Return {path: expected file content} for every file this script owns."""
    out: dict[Path, str] = {}
    out[index_dir / "all_topics.latest.csv"] = _csv_text(
        TOPICS_HEADER, [row for c in chats for row in _topic_rows(c)])
    out[index_dir / "chat_index.latest.csv"] = _csv_text(
        CHAT_HEADER, [[c.chat_id, c.title, c.platform, c.date_start, c.date_end, c.message_count,
                       len(c.chunks)] for c in chats])
    out[index_dir / "condensed_index.latest.csv"] = _csv_text(
        CONDENSED_HEADER, [[c.chat_id, k.condensed_path.relative_to(index_dir).as_posix(), k.num,
                            c.platform, k.condensed_size] for c in chats for k in c.chunks])
    for c in chats:
        out[c.folder / f"{c.folder.name}.topics.csv"] = _csv_text(TOPICS_HEADER, _topic_rows(c))
    return out


def verify_csvs(index_dir: Path, chats: list[Chat]) -> list[str]:
    """Independent checks of the CSVs on disk against the chat files."""
    problems: list[str] = []
    by_id = {c.chat_id: c for c in chats}

    def rows(name: str) -> list[dict]:
        path = index_dir / name
        if not path.exists():
            problems.append(f"{name}: missing")
            return []
        with path.open(newline="", encoding="utf-8") as fh:
            return list(csv.DictReader(fh))

    for r in rows("condensed_index.latest.csv"):
        p = index_dir / r["condensed_path"]
        if not p.is_file():
            problems.append(f"condensed_index: {r['condensed_path']} does not exist")
        elif str(p.stat().st_size) != r["size_bytes"]:
            problems.append(f"condensed_index: size of {r['condensed_path']} is {p.stat().st_size}, CSV says {r['size_bytes']}")
    chat_rows = rows("chat_index.latest.csv")
    if sorted(r["chat_id"] for r in chat_rows) != sorted(by_id):
        problems.append("chat_index: chat ids differ from the chat folders")
    for r in chat_rows:
        c = by_id.get(r["chat_id"])
        if c and (r["message_count"], r["chunk_count"]) != (str(c.message_count), str(len(c.chunks))):
            problems.append(f"chat_index: counts of {c.chat_id} do not match its files")
    for r in rows("all_topics.latest.csv"):
        c = by_id.get(r["chat_id"])
        if c is None:
            problems.append(f"all_topics: unknown chat {r['chat_id']}")
            continue
        for s in SIGNAL_SECTIONS:
            if r[f"has_{s}"] != _bool(c.has(s)):
                problems.append(f"all_topics: has_{s} of {c.chat_id} is {r[f'has_{s}']}, files say {_bool(c.has(s))}")
        if r["topic"] not in c.topics:
            problems.append(f"all_topics: topic {r['topic']} not in {c.chat_id}'s topics.csv")
    return problems


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--index-dir", type=Path, default=Path(__file__).resolve().parents[1] / "indexes",
                    help="archive index folder (default: the repository's indexes/)")
    ap.add_argument("--check", action="store_true", help="verify only, write nothing")
    args = ap.parse_args(argv)
    index_dir: Path = args.index_dir.resolve()

    try:
        chats = load_archive(index_dir)
    except ArchiveError as exc:
        print(f"build_demo_indexes: {exc}", file=sys.stderr)
        return 2
    if not chats:
        print(f"build_demo_indexes: no chats under {index_dir / 'chats'}", file=sys.stderr)
        return 2
    expected = render(chats, index_dir)

    if args.check:
        stale = [p for p, text in expected.items()
                 if not p.exists() or p.read_text(encoding="utf-8") != text]
        problems = [f"{p.relative_to(index_dir)}: out of date" for p in stale]
        problems += verify_csvs(index_dir, chats)
        for line in problems:
            print(f"build_demo_indexes: {line}", file=sys.stderr)
        if problems:
            return 1
        chunks = sum(len(c.chunks) for c in chats)
        print(f"ok: {len(chats)} chats, {chunks} chunks, "
              f"{sum(len(c.topics) for c in chats)} topic rows", file=sys.stderr)
        return 0

    written = 0
    for path, text in expected.items():
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            tmp = path.with_name(path.name + ".tmp")
            tmp.write_text(text, encoding="utf-8")
            tmp.replace(path)
            written += 1
    print(f"{len(chats)} chats, {sum(len(c.chunks) for c in chats)} chunks; "
          f"{written} file(s) updated in {index_dir}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
