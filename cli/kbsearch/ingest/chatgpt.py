"""ChatGPT data export (`conversations.json`): each conversation is a tree of message
nodes; the conversation the user saw is the path from `current_node` back to the root."""

from __future__ import annotations

import json
import re

from .model import (
    Batch,
    Conversation,
    Message,
    Problem,
    clean_text,
    from_epoch,
    parse_each,
    text_of,
)

# Newer exports wrap citations in private-use characters: "\ue200cite\ue202turn0search3\ue201".
_CITATION = re.compile("\ue200[^\ue201]*\ue201")
# Only the marker block: other private-use characters (icon fonts) are the user's text.
_MARKER_CHARS = re.compile("[\ue200-\ue2ff]")
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
    """Citation markers out; an entity marker keeps the name it displays."""
    return _MARKER_CHARS.sub("", _CITATION.sub(_marker_text, text))


def _marker_text(match: re.Match) -> str:
    body = match.group()[1:-1]
    kind, _, rest = body.partition("\ue202")
    if kind == "entity":
        try:
            value = json.loads(rest)
        except ValueError:
            return ""
        if isinstance(value, list) and len(value) > 1 and isinstance(value[1], str):
            return value[1]
    return ""


def parse(obj, origin: str) -> Batch:
    def one(item, where: str):
        if not isinstance(item, dict) or not isinstance(item.get("mapping"), dict):
            return Problem(where, "missing fields", "no mapping")
        return _conversation(item, origin, where)

    return parse_each(obj, origin, "chatgpt", "ChatGPT export", "conversation", one)


def _conversation(item: dict, origin: str, where: str) -> Conversation | Problem:
    mapping: dict = {k: v for k, v in item["mapping"].items() if isinstance(v, dict)}
    source_id = text_of(item.get("conversation_id")) or text_of(item.get("id"))
    title = text_of(item.get("title")).strip()
    conv = Conversation("chatgpt", source_id, title, "chatgpt", created=from_epoch(item.get("create_time")),
                        origin=origin)
    if not source_id:
        # No id to keep ids stable with: the title and creation time stand in for it.
        conv.source_id = f"{title}\x00{item.get('create_time')}"
        conv.notes.append(f"{where}: no conversation_id, derived from title and time")
    path = _current_path(mapping, item.get("current_node"))
    left_out = sum(max(0, len(_children(mapping.get(node, {}))) - 1) for node in path)
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
    if not isinstance(current, str) or current not in mapping:
        leaves = [k for k, v in mapping.items() if not _children(v)]
        current = max(leaves, key=lambda k: _created(mapping[k]), default=None)
    path, seen = [], set()
    while isinstance(current, str) and current in mapping and current not in seen:
        seen.add(current)
        path.append(current)
        current = mapping[current].get("parent")
    return path[::-1]


def _children(node: dict) -> list:
    children = node.get("children")
    return children if isinstance(children, list) else []


def _created(node: dict) -> float:
    message = node.get("message")
    value = message.get("create_time") if isinstance(message, dict) else None
    try:
        return float(value) if isinstance(value, (int, float)) else 0.0
    except OverflowError:  # an int of hundreds of digits: no time a leaf was made
        return 0.0


def _message(message, where: str, notes: list[str]) -> Message | None:
    if not isinstance(message, dict):
        return None
    metadata = message.get("metadata") if isinstance(message.get("metadata"), dict) else {}
    if metadata.get("is_visually_hidden_from_conversation"):
        return None
    author = message.get("author")
    role = text_of(author.get("role") if isinstance(author, dict) else author) or "unknown"
    content = message.get("content")
    if not isinstance(content, dict):
        content = {"content_type": "text", "parts": [content]}
    ctype = text_of(content.get("content_type")) or "text"
    if ctype in _SKIP_TYPES:
        return None
    kind, language, thinking = "", "", ""
    if ctype == "code":
        kind, language, text = "code", text_of(content.get("language")), text_of(content.get("text"))
        if language == "unknown":
            # The export says "unknown" for the code interpreter's Python; other tools' calls
            # (browsing, memory) are not Python.
            language = "python" if message.get("recipient") == "python" else ""
    elif ctype == "execution_output":
        kind, text = "execution_output", text_of(content.get("text"))
    elif ctype == "thoughts":
        thoughts = content.get("thoughts") if isinstance(content.get("thoughts"), list) else []
        thinking = "\n\n".join(text_of(t.get("content")) for t in thoughts if isinstance(t, dict))
        text = ""
    elif "parts" in content:
        parts = content.get("parts")
        text = "\n".join(_part(p) for p in (parts if isinstance(parts, list) else [parts]))
    else:
        text = text_of(content.get("text")) or text_of(content.get("result"))
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
