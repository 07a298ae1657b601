"""Claude.ai export (`conversations.json`, optionally `projects.json`), both formats:
older messages carry `text` with inline <antArtifact>/<antThinking> tags and are not in
time order; newer ones carry `content` blocks (text, thinking, tool_use, tool_result)."""

from __future__ import annotations

import json
import re
from datetime import datetime, timezone

from .model import (
    Batch,
    Conversation,
    Message,
    Problem,
    clean_text,
    from_iso,
    parse_each,
    text_of,
)

_THINKING = re.compile(r"<antThinking>(.*?)</antThinking>\s*", re.DOTALL)
_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
_ROLES = {"human": "user", "assistant": "assistant"}


def looks_like(obj) -> bool:
    return isinstance(obj, list) and bool(obj) and isinstance(obj[0], dict) and "chat_messages" in obj[0]


def looks_like_projects(obj) -> bool:
    return isinstance(obj, list) and bool(obj) and isinstance(obj[0], dict) and "docs" in obj[0] and (
        "prompt_template" in obj[0] or "is_starter_project" in obj[0])


def parse(obj, origin: str) -> Batch:
    def one(item, where: str):
        if not isinstance(item, dict) or not isinstance(item.get("chat_messages"), list):
            return Problem(where, "missing fields", "no chat_messages")
        return _conversation(item, origin, where)

    return parse_each(obj, origin, "claude", "Claude export", "conversation", one)


def _conversation(item: dict, origin: str, where: str) -> Conversation:
    source_id = text_of(item.get("uuid"))
    conv = Conversation("claude", source_id, text_of(item.get("name")).strip(), "claude",
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
        conv.messages.extend(_messages(raw[i], f"{where}, message {i + 1}", conv.notes))
    if not conv.title:
        first_user = next((m.text for m in conv.messages if m.role == "user"), "")
        conv.title = " ".join(first_user.split())[:80] or "Untitled"
    return conv


def _messages(item: dict, where: str, notes: list[str]) -> list[Message]:
    """One chat message as one or more turns: the text (with any thinking kept apart), and
    each tool call and tool result as a turn of its own, so tool output never passes for
    what the assistant said."""
    sender = text_of(item.get("sender"))
    role = _ROLES.get(sender, sender or "unknown")
    when = from_iso(item.get("created_at"))
    blocks = item.get("content")
    out: list[Message] = []
    texts: list[str] = []
    thinking: list[str] = []

    def flush() -> None:
        text = clean_text("\n\n".join(t.strip() for t in texts if t.strip()), where, notes)
        think = clean_text("\n\n".join(t.strip() for t in thinking if t.strip()), where, notes)
        if text or think:
            out.append(Message(role, text, when, "", "", think))
        texts.clear()
        thinking.clear()

    if isinstance(blocks, list) and blocks:
        for block in blocks:
            if not isinstance(block, dict):
                continue
            btype = block.get("type")
            if btype == "text":
                texts.append(text_of(block.get("text")))
            elif btype == "thinking":
                thinking.append(text_of(block.get("thinking")))
            elif btype in ("tool_use", "tool_result"):
                flush()
                if btype == "tool_use":
                    call = f"{text_of(block.get('name')) or 'tool'} {json.dumps(block.get('input'), ensure_ascii=False)}"
                    out.append(Message(role, clean_text(call, where, notes), when, "tool_use"))
                else:
                    result = clean_text(_tool_result(block.get("content")), where, notes).strip()
                    if result:
                        out.append(Message("tool", result, when, "tool_output"))
    else:
        text = text_of(item.get("text"))
        thinking.extend(m.group(1) for m in _THINKING.finditer(text))
        texts.append(_THINKING.sub("", text))
    attachments = item.get("attachments") if isinstance(item.get("attachments"), list) else []
    for attachment in attachments:
        if isinstance(attachment, dict) and text_of(attachment.get("extracted_content")):
            name = text_of(attachment.get("file_name")) or "file"
            texts.append(f"[attachment: {name}]\n{text_of(attachment['extracted_content'])}")
    files = item.get("files") if isinstance(item.get("files"), list) else []
    names = [text_of(f.get("file_name")) for f in files if isinstance(f, dict) and text_of(f.get("file_name"))]
    if names:
        texts.append("[files: " + ", ".join(names) + "]")
    flush()
    return out


def _tool_result(content) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(text_of(c.get("text")) for c in content if isinstance(c, dict))
    return ""


def parse_projects(obj, origin: str) -> Batch:
    """Each project becomes a chat: its description and instructions, then one message
    per document, so project knowledge is searchable beside the conversations."""

    def one(item, where: str):
        if not isinstance(item, dict) or not text_of(item.get("uuid")):
            return Problem(where, "missing fields", "no uuid")
        name = text_of(item.get("name")).strip() or "Untitled project"
        conv = Conversation("claude-project", text_of(item["uuid"]), f"Project: {name}", "claude",
                            created=from_iso(item.get("created_at")), origin=origin)
        intro = "\n\n".join(s for s in (text_of(item.get("description")).strip(),
                                       text_of(item.get("prompt_template")).strip()) if s)
        if intro:
            conv.messages.append(Message("project", clean_text(intro, where, conv.notes), conv.created))
        docs = item.get("docs") if isinstance(item.get("docs"), list) else []
        for doc in docs:
            if isinstance(doc, dict) and text_of(doc.get("content")).strip():
                text = f"[document: {text_of(doc.get('filename')) or 'untitled'}]\n{text_of(doc['content']).strip()}"
                conv.messages.append(Message("document", clean_text(text, where, conv.notes),
                                             from_iso(doc.get("created_at")) or conv.created))
        return conv

    return parse_each(obj, origin, "claude", "Claude projects file", "project", one)
