"""Claude.ai export (`conversations.json`, optionally `projects.json`), both formats:
older messages carry `text` with inline <antArtifact>/<antThinking> tags and are not in
time order; newer ones carry `content` blocks (text, thinking, tool_use, tool_result)."""

from __future__ import annotations

import json
import re
from datetime import datetime, timezone

from .model import Batch, Conversation, Message, Problem, clean_text, from_iso

_THINKING = re.compile(r"<antThinking>(.*?)</antThinking>\s*", re.DOTALL)
_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
_ROLES = {"human": "user", "assistant": "assistant"}


def looks_like(obj) -> bool:
    return isinstance(obj, list) and bool(obj) and isinstance(obj[0], dict) and "chat_messages" in obj[0]


def looks_like_projects(obj) -> bool:
    return isinstance(obj, list) and bool(obj) and isinstance(obj[0], dict) and "docs" in obj[0] and (
        "prompt_template" in obj[0] or "is_starter_project" in obj[0])


def parse(obj, origin: str) -> Batch:
    batch = Batch(source="claude")
    if not isinstance(obj, list):
        batch.problems.append(Problem(origin, "not a Claude export", "expected a list of conversations"))
        return batch
    for n, item in enumerate(obj, 1):
        where = f"{origin}: conversation {n}"
        if not isinstance(item, dict) or not isinstance(item.get("chat_messages"), list):
            batch.problems.append(Problem(where, "missing fields", "no chat_messages"))
            continue
        batch.conversations.append(_conversation(item, origin, where))
    return batch


def _conversation(item: dict, origin: str, where: str) -> Conversation:
    source_id = str(item.get("uuid") or "")
    conv = Conversation("claude", source_id, str(item.get("name") or "").strip(), "claude",
                        created=from_iso(item.get("created_at")), origin=origin)
    if not source_id:
        conv.source_id = f"{conv.title}\x00{item.get('created_at')}"
        conv.notes.append(f"{where}: no uuid, derived from name and time")
    raw = [m for m in item["chat_messages"] if isinstance(m, dict)]
    # Older exports list messages out of order; sorting is stable, so equal or missing
    # times keep the file's order.
    stamps = [from_iso(m.get("created_at")) for m in raw]
    order = sorted(range(len(raw)), key=lambda i: (stamps[i] is None, stamps[i] or _EPOCH, i))
    for i in order:
        message = _message(raw[i], f"{where}, message {i + 1}", conv.notes)
        if message is not None:
            conv.messages.append(message)
    if not conv.title:
        first_user = next((m.text for m in conv.messages if m.role == "user"), "")
        conv.title = " ".join(first_user.split())[:80] or "Untitled"
    return conv


def _message(item: dict, where: str, notes: list[str]) -> Message | None:
    role = _ROLES.get(str(item.get("sender") or ""), str(item.get("sender") or "unknown"))
    blocks = item.get("content")
    texts, thinking, kind = [], [], ""
    if isinstance(blocks, list) and blocks:
        for block in blocks:
            if not isinstance(block, dict):
                continue
            btype = block.get("type")
            if btype == "text":
                texts.append(str(block.get("text") or ""))
            elif btype == "thinking":
                thinking.append(str(block.get("thinking") or ""))
            elif btype == "tool_use":
                texts.append(f"[tool call: {block.get('name') or 'tool'}] {json.dumps(block.get('input'), ensure_ascii=False)}")
            elif btype == "tool_result":
                texts.append(_tool_result(block.get("content")))
                kind = "tool_output"
    else:
        text = str(item.get("text") or "")
        thinking.extend(m.group(1) for m in _THINKING.finditer(text))
        texts.append(_THINKING.sub("", text))
    for attachment in item.get("attachments") or []:
        if isinstance(attachment, dict) and attachment.get("extracted_content"):
            texts.append(f"[attachment: {attachment.get('file_name') or 'file'}]\n{attachment['extracted_content']}")
    files = [f.get("file_name") for f in item.get("files") or [] if isinstance(f, dict) and f.get("file_name")]
    if files:
        texts.append("[files: " + ", ".join(files) + "]")
    text = clean_text("\n\n".join(t.strip() for t in texts if t.strip()), where, notes)
    think = clean_text("\n\n".join(t.strip() for t in thinking if t.strip()), where, notes)
    if not text and not think:
        return None
    return Message(role, text, from_iso(item.get("created_at")), kind, "", think)


def _tool_result(content) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(str(c.get("text") or "") for c in content if isinstance(c, dict))
    return ""


def parse_projects(obj, origin: str) -> Batch:
    """Each project becomes a chat: its description and instructions, then one message
    per document, so project knowledge is searchable beside the conversations."""
    batch = Batch(source="claude")
    if not isinstance(obj, list):
        batch.problems.append(Problem(origin, "not a Claude projects file", "expected a list of projects"))
        return batch
    for n, item in enumerate(obj, 1):
        where = f"{origin}: project {n}"
        if not isinstance(item, dict) or not item.get("uuid"):
            batch.problems.append(Problem(where, "missing fields", "no uuid"))
            continue
        name = str(item.get("name") or "Untitled project").strip()
        conv = Conversation("claude-project", str(item["uuid"]), f"Project: {name}", "claude",
                            created=from_iso(item.get("created_at")), origin=origin)
        intro = "\n\n".join(s for s in (str(item.get("description") or "").strip(),
                                       str(item.get("prompt_template") or "").strip()) if s)
        if intro:
            conv.messages.append(Message("project", clean_text(intro, where, conv.notes), conv.created))
        for doc in item.get("docs") or []:
            if isinstance(doc, dict) and str(doc.get("content") or "").strip():
                text = f"[document: {doc.get('filename') or 'untitled'}]\n{str(doc['content']).strip()}"
                conv.messages.append(Message("document", clean_text(text, where, conv.notes),
                                             from_iso(doc.get("created_at")) or conv.created))
        batch.conversations.append(conv)
    return batch
