"""Build small archives in the user's format for tests (never from shared data)."""

from __future__ import annotations

import csv
from dataclasses import dataclass, field
from pathlib import Path

import yaml


@dataclass
class ChatSpec:
    chat_id: str
    title: str
    platform: str = "claude"
    date: str = "2025-01-15"
    topics: list[str] = field(default_factory=list)
    chunks: list[dict] = field(default_factory=lambda: [{}])  # condensed dicts
    raw: list[str] = field(default_factory=list)  # raw text per chunk
    messages: int = 10


def slug(title: str) -> str:
    return "_".join(title.lower().split())


def write_archive(root: Path, chats: list[ChatSpec], latest: bool = True, allow_unicode: bool = False) -> Path:
    """Write chat files and the three CSVs under root; return the index folder. With
    `allow_unicode`, non-ASCII text is written as itself, as an ingest writes it (raw
    chunks are read as lines, so a \\u escape is not the letter it stands for)."""
    index_dir = root / "indexes"
    index_dir.mkdir(parents=True, exist_ok=True)
    suffix = ".latest.csv" if latest else ".csv"
    topic_rows, chat_rows, cond_rows = [], [], []
    for c in chats:
        ymd = c.date.replace("-", "")
        name = f"{c.platform}.{ymd}.{c.chat_id}.{slug(c.title)}"
        folder = root / c.platform / c.date[:4] / c.date[5:7] / name
        folder.mkdir(parents=True, exist_ok=True)
        flags = {s: any(ch.get(s) for ch in c.chunks) for s in ("decisions", "discoveries", "procedures", "artifacts")}
        for i, condensed in enumerate(c.chunks, 1):
            raw_text = c.raw[i - 1] if i - 1 < len(c.raw) else ""
            raw = {"chat_id": c.chat_id, "messages": [{"role": "user", "content": raw_text or c.title}]}
            (folder / f"{name}.{i:03d}.yml").write_text(yaml.safe_dump(raw, allow_unicode=allow_unicode), encoding="utf-8")
            path = folder / f"{name}.{i:03d}.condensed.yml"
            path.write_text(yaml.safe_dump({"summary": c.title, **condensed}, allow_unicode=allow_unicode), encoding="utf-8")
            cond_rows.append([c.chat_id, str(path.relative_to(root)), i, c.platform, path.stat().st_size])
        for t in c.topics:
            topic_rows.append([t, c.chat_id, c.platform, c.date, c.date, c.messages, *map(str, flags.values())])
        chat_rows.append([c.chat_id, c.title, c.platform, c.date, c.date, c.messages, len(c.chunks)])
    _csv(index_dir / f"all_topics{suffix}", ["topic", "chat_id", "platform", "date_start", "date_end", "message_count",
         "has_decisions", "has_discoveries", "has_procedures", "has_artifacts"], topic_rows)
    _csv(index_dir / f"chat_index{suffix}", ["chat_id", "title", "platform", "date_start", "date_end",
         "message_count", "chunk_count"], chat_rows)
    _csv(index_dir / f"condensed_index{suffix}", ["chat_id", "condensed_path", "chunk_num", "platform", "size_bytes"], cond_rows)
    return index_dir


def conversation(root: Path, spec: ChatSpec, turns: list[tuple[str, str]]) -> Path:
    """A one-chat archive whose raw chunk is `turns` ((speaker, text), …): a conversation
    between people, or a user and an assistant. Returns the index folder."""
    index_dir = write_archive(root, [spec])
    raw = next(index_dir.parent.rglob(f"*.{spec.chat_id}.*.001.yml"))
    raw.write_text(yaml.safe_dump({"chat_id": spec.chat_id, "messages": [
        {"role": speaker, "content": text} for speaker, text in turns]}), encoding="utf-8")
    return index_dir


def _csv(path: Path, header: list[str], rows: list[list]) -> None:
    with open(path, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(header)
        w.writerows(rows)
