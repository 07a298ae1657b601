"""A folder of markdown or text files, one chat per file. Turns are recognised by a
speaker label on its own line or leading a line ("## User", "**Assistant:**",
"Human: …"); a file without labels is one note. Optional YAML front matter may give
title, date, platform and id."""

from __future__ import annotations

import re
from datetime import datetime, timezone
from pathlib import Path

from ..safeyaml import YamlBomb, load_yaml
from .model import Batch, Conversation, Message, Problem, clean_text, from_iso

SUFFIXES = (".md", ".markdown", ".txt")
_USER = ("user", "human", "you", "me", "prompt", "question")
_ASSISTANT = ("assistant", "ai", "chatgpt", "gpt", "claude", "gemini", "bard", "model", "bot", "answer", "response")
_LABELS = "|".join(_USER + _ASSISTANT + ("system",))
_LABEL = re.compile(
    rf"^(?:#{{1,6}}\s*)?(?:\*\*|__)?\s*({_LABELS})\s*(?:\*\*|__)?\s*:?\s*(?:\*\*|__)?\s*(?::\s*)?(.*)$", re.IGNORECASE)
_FRONT = re.compile(r"\A---\s*\n(.*?)\n---\s*\n", re.DOTALL)
_HEADING = re.compile(r"^#\s+(.+)$", re.MULTILINE)
_DATE_IN_NAME = re.compile(r"(\d{4})-?(\d{2})-?(\d{2})")


def files_in(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if p.suffix.lower() in SUFFIXES and p.is_file()
                  and not any(part.startswith(".") for part in p.relative_to(folder).parts))


def parse_file(text: str, relative: str, mtime: float, key: str = "") -> Batch:
    """One note as a chat. `key` identifies the file for a stable chat_id (its absolute
    path, so two README.md in different folders stay two chats); front matter `id`
    overrides it, which keeps ids when notes move."""
    batch = Batch(source="markdown")
    notes: list[str] = []
    try:
        meta, body = _front_matter(text)
    except YamlBomb:
        batch.problems.append(Problem(relative, "malformed front matter",
                                      "its YAML aliases expand far beyond its size; fix the front matter"))
        return batch
    title = str(meta.get("title") or "").strip()
    if not title:
        heading = _HEADING.search(body)
        title = heading.group(1).strip() if heading else Path(relative).stem.replace("_", " ").replace("-", " ")
    when = from_iso(meta.get("date")) if meta.get("date") else None
    if when is None:
        found = _DATE_IN_NAME.search(Path(relative).name)
        if found:
            try:
                when = datetime(int(found.group(1)), int(found.group(2)), int(found.group(3)), tzinfo=timezone.utc)
            except ValueError:
                when = None
    if when is None:
        when = datetime.fromtimestamp(mtime, tz=timezone.utc)
        notes.append(f"{relative}: no date in front matter or file name; the file's modification time is used")
    messages = [Message(role, clean_text(text, relative, notes), when) for role, text in _turns(body)]
    conv = Conversation("markdown", str(meta.get("id") or key or relative), title,
                        str(meta.get("platform") or "notes").strip().lower() or "notes",
                        messages, when, relative, notes)
    batch.conversations.append(conv)
    return batch


def _front_matter(text: str) -> tuple[dict, str]:
    match = _FRONT.match(text)
    if not match:
        return {}, text
    import yaml

    try:
        meta = load_yaml(match.group(1))  # impossible dates (0000-00-00) stay text
    except (yaml.YAMLError, RecursionError):
        return {}, text
    return (meta if isinstance(meta, dict) else {}), text[match.end():]


def _turns(body: str) -> list[tuple[str, str]]:
    turns: list[tuple[str, list[str]]] = []
    in_fence = False
    for line in body.splitlines():
        if line.lstrip().startswith(("```", "~~~")):
            in_fence = not in_fence
        label = None if in_fence else _LABEL.match(line)
        if label and _is_label(line, label):
            turns.append((_role(label.group(1)), [label.group(2)] if label.group(2).strip() else []))
        elif turns:
            turns[-1][1].append(line)
        elif line.strip() and not line.startswith("# "):
            turns.append(("note", [line]))
    return [(role, "\n".join(lines).strip()) for role, lines in turns if "\n".join(lines).strip()]


def _is_label(line: str, match: re.Match) -> bool:
    """A label is marked up (heading, bold) or followed by a colon: "User: hi" is a turn,
    "User experience matters" is not."""
    stripped = line.strip()
    marked = stripped.startswith(("#", "**", "__"))
    colon = re.match(rf"^(?:\*\*|__)?\s*(?:{_LABELS})\s*(?:\*\*|__)?\s*:", stripped, re.IGNORECASE)
    return bool(colon) or (marked and not match.group(2).strip())


def _role(label: str) -> str:
    label = label.lower()
    if label in _USER:
        return "user"
    if label in _ASSISTANT:
        return "assistant"
    return label
