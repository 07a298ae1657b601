"""Generic JSON Lines, one message per line:

    {"chat_id": "…", "title": "…", "platform": "…", "timestamp": "2025-01-02T10:00:00Z",
     "role": "user", "text": "…"}

`conversation_id` may stand for `chat_id`, `content` for `text`; `timestamp` is ISO 8601
or epoch seconds; `role` is free text (user, assistant, or a speaker's name). Messages
keep the file's order within their chat; chats keep the order they first appear in."""

from __future__ import annotations

from .model import Batch, Conversation, Message, Problem, clean_text, from_iso, text_of
from .textio import MAX_INT_DIGITS, TOO_LONG, loads, problem_of

ID_KEYS = ("chat_id", "conversation_id")
TEXT_KEYS = ("text", "content")


def parse(text: str, origin: str) -> Batch:
    batch = Batch(source="jsonl")
    chats: dict[str, Conversation] = {}
    # split("\n"), not splitlines(): U+2028 and friends are legal inside JSON strings.
    for lineno, line in enumerate(text.split("\n"), 1):
        if not line.strip():
            continue
        where = f"{origin}:{lineno}"
        try:
            record, too_long = loads(line)
        except (ValueError, RecursionError) as exc:  # JSONDecodeError is a ValueError
            batch.problems.append(problem_of(exc, origin, lineno))
            continue
        if too_long:
            batch.problems.append(Problem(where, TOO_LONG, f"a number of more than {MAX_INT_DIGITS:,} digits"))
            continue
        if not isinstance(record, dict):
            batch.problems.append(Problem(where, "missing fields", "a line must be a JSON object"))
            continue
        chat_key = next((text_of(record[k]) for k in ID_KEYS if text_of(record.get(k))), "")
        if not chat_key:
            batch.problems.append(Problem(where, "missing fields", "no chat_id or conversation_id"))
            continue
        body = next((record[k] for k in TEXT_KEYS if isinstance(record.get(k), str)), None)
        if body is None:
            batch.problems.append(Problem(where, "missing fields", "no text"))
            continue
        conv = chats.get(chat_key)
        if conv is None:
            conv = chats[chat_key] = Conversation("jsonl", chat_key, "", "", origin=origin)
        if not conv.title and text_of(record.get("title")).strip():
            conv.title = text_of(record["title"]).strip()
        if not conv.platform and text_of(record.get("platform")).strip():
            conv.platform = text_of(record["platform"]).strip()
        stamp = from_iso(record.get("timestamp"))
        if record.get("timestamp") not in (None, "") and stamp is None:
            conv.notes.append(f"{where}: unreadable timestamp {str(record['timestamp'])[:40]!r} ignored")
        body = clean_text(body, where, conv.notes).strip()
        if body:
            role = (text_of(record.get("role")) or text_of(record.get("speaker"))).strip() or "unknown"
            conv.messages.append(Message(role, body, stamp))
    for conv in chats.values():
        if not conv.title:
            first = next((m.text for m in conv.messages), "")
            conv.title = " ".join(first.split())[:80] or "Untitled"
        conv.platform = conv.platform or "other"
        conv.created = conv.start()
        batch.conversations.append(conv)
    return batch
