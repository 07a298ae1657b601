"""ChatGPT data export (`conversations.json`): each conversation is a tree of message
nodes; the conversation the user saw is the path from `current_node` back to the root."""

from __future__ import annotations

import re

from .model import Batch, Conversation, Message, Problem, clean_text, from_epoch

# Newer exports wrap citations in private-use characters: "\ue200cite\ue202turn0search3\ue201".
_CITATION = re.compile("\ue200[^\ue201]*\ue201")
_PRIVATE_USE = re.compile("[\ue000-\uf8ff]")
# Content types that are the model's own bookkeeping, not conversation.
_SKIP_TYPES = frozenset({"user_editable_context", "model_editable_context", "reasoning_recap", "system_error"})


def looks_like(obj) -> bool:
    first = _first(obj)
    return isinstance(first, dict) and isinstance(first.get("mapping"), dict)


def _first(obj):
    if isinstance(obj, list) and obj:
        return obj[0]
    return None


def strip_markers(text: str) -> str:
    return _PRIVATE_USE.sub("", _CITATION.sub("", text))


def parse(obj, origin: str) -> Batch:
    batch = Batch(source="chatgpt")
    if not isinstance(obj, list):
        batch.problems.append(Problem(origin, "not a ChatGPT export", "expected a list of conversations"))
        return batch
    for n, item in enumerate(obj, 1):
        where = f"{origin}: conversation {n}"
        if not isinstance(item, dict) or not isinstance(item.get("mapping"), dict):
            batch.problems.append(Problem(where, "missing fields", "no mapping"))
            continue
        conv = _conversation(item, origin, where)
        if isinstance(conv, Problem):
            batch.problems.append(conv)
        else:
            batch.conversations.append(conv)
    return batch


def _conversation(item: dict, origin: str, where: str) -> Conversation | Problem:
    mapping: dict = item["mapping"]
    source_id = str(item.get("conversation_id") or item.get("id") or "")
    title = str(item.get("title") or "").strip()
    conv = Conversation("chatgpt", source_id, title, "chatgpt", created=from_epoch(item.get("create_time")),
                        origin=origin)
    if not source_id:
        # No id to keep ids stable with: the title and creation time stand in for it.
        conv.source_id = f"{title}\x00{item.get('create_time')}"
        conv.notes.append(f"{where}: no conversation_id, derived from title and time")
    path = _current_path(mapping, item.get("current_node"))
    left_out = sum(max(0, len(mapping.get(node, {}).get("children") or []) - 1) for node in path)
    for node_id in path:
        message = _message((mapping.get(node_id) or {}).get("message"), f"{where}, node {node_id}", conv.notes)
        if message is not None:
            conv.messages.append(message)
    if left_out:
        conv.notes.append(f"{where}: {left_out} edited or regenerated branch{'es' if left_out > 1 else ''} left out")
    if not conv.title:
        first_user = next((m.text for m in conv.messages if m.role == "user"), "")
        conv.title = " ".join(first_user.split())[:80] or "Untitled"
    return conv


def _current_path(mapping: dict, current) -> list[str]:
    """Node ids from the root to `current_node` (or, when that is missing, to the most
    recently created leaf), guarding against cycles in a damaged file."""
    if current not in mapping:
        leaves = [k for k, v in mapping.items() if isinstance(v, dict) and not v.get("children")]
        current = max(leaves, key=lambda k: _created(mapping[k]), default=None)
    path, seen = [], set()
    while current is not None and current in mapping and current not in seen:
        seen.add(current)
        path.append(current)
        current = (mapping[current] or {}).get("parent")
    return path[::-1]


def _created(node: dict) -> float:
    message = node.get("message") or {}
    value = message.get("create_time")
    return float(value) if isinstance(value, (int, float)) else 0.0


def _message(message, where: str, notes: list[str]) -> Message | None:
    if not isinstance(message, dict):
        return None
    metadata = message.get("metadata") or {}
    if metadata.get("is_visually_hidden_from_conversation"):
        return None
    role = str((message.get("author") or {}).get("role") or "unknown")
    content = message.get("content") or {}
    ctype = str(content.get("content_type") or "text")
    if ctype in _SKIP_TYPES:
        return None
    kind, language, thinking = "", "", ""
    if ctype == "code":
        kind, language, text = "code", str(content.get("language") or ""), str(content.get("text") or "")
        if language == "unknown":
            language = "python"  # the code interpreter's language; the export says "unknown"
    elif ctype == "execution_output":
        kind, text = "execution_output", str(content.get("text") or "")
    elif ctype == "thoughts":
        thinking = "\n\n".join(str(t.get("content") or "") for t in content.get("thoughts") or [] if isinstance(t, dict))
        text = ""
    elif "parts" in content:
        text = "\n".join(_part(p) for p in content.get("parts") or [])
    else:
        text = str(content.get("text") or content.get("result") or "")
    text = strip_markers(clean_text(text, where, notes)).strip()
    if role == "system" and not text:
        return None
    if not text and not thinking:
        return None
    if role == "tool" and not kind:
        kind = "tool_output"
    return Message(role, text, from_epoch(message.get("create_time")), kind, language, thinking.strip())


def _part(part) -> str:
    if isinstance(part, str):
        return part
    if isinstance(part, dict):
        if part.get("content_type") == "image_asset_pointer":
            return "[image]"
        if isinstance(part.get("text"), str):
            return part["text"]
        return f"[{part.get('content_type') or 'attachment'}]"
    return ""
