"""Google Takeout "My Activity" for Gemini Apps (and the same card layout for AI Mode):
`MyActivity.html` or `MyActivity.json`. Each card is one exchange — a prompt and the
response, or several of them — and becomes one chat."""

from __future__ import annotations

import re
from datetime import datetime, timedelta, timezone

from .htmltext import to_text
from .model import (
    PARSE_ERRORS,
    Batch,
    Conversation,
    Message,
    Problem,
    clean_text,
    from_iso,
    parse_each,
    text_of,
)

_CARD = re.compile(r'<div class="outer-cell[^"]*"')
_HEADER = re.compile(r'<p class="mdl-typography--title">(.*?)<', re.DOTALL)
_BODY = re.compile(r'<div class="content-cell[^"]*mdl-cell--6-col[^"]*mdl-typography--body-1">(.*?)'
                   r'</div><div class="content-cell', re.DOTALL)
_DATE = re.compile(r"<br>\s*([A-Z][a-z]{2,8}\.? \d{1,2}, \d{4}, \d{1,2}:\d{2}(?::\d{2})?[\s\u202f]*[AP]M"
                   r"(?:\s*[A-Z]{2,5}(?:[+-]\d{1,2}(?::?\d{2})?)?)?)\s*<br>")
_PROMPT_MARK = re.compile(r"<p>\s*<strong>\s*Your prompt:?\s*</strong>\s*(?:<br>)?", re.IGNORECASE)
_RESPONSE_MARK = re.compile(r"<p>\s*<strong>[^<]*response:?\s*</strong>\s*(?:<br>)?", re.IGNORECASE)
_PROMPTED = re.compile(r"^\s*(?:Prompted|Asked|Searched for)\s+", re.IGNORECASE)
# Markup the model left in its answer as text: "<FollowUp>…</FollowUp>", "<inline entity(…)>".
_MODEL_TAGS = re.compile(r"</?FollowUp>|<inline entity\([^)]*\)>|</inline>")
_MONTHS = {m: i for i, m in enumerate("jan feb mar apr may jun jul aug sep oct nov dec".split(), 1)}


def looks_like_html(text: str) -> bool:
    return "outer-cell" in text and "mdl-typography--title" in text


def looks_like_json(obj) -> bool:
    return isinstance(obj, list) and bool(obj) and isinstance(obj[0], dict) and "header" in obj[0] and "time" in obj[0]


def platform_for(product: str) -> str:
    name = product.strip().lower()
    if "gemini" in name or "bard" in name:
        return "gemini"
    return "google_" + re.sub(r"[^a-z0-9]+", "_", name).strip("_") if name else "gemini"


def parse_time(text: str) -> datetime | None:
    """'Jul 16, 2026, 10:09:25 AM GMT+07:00' (a narrow no-break space before AM in
    newer exports) → UTC. A zone without an offset is read as UTC."""
    m = re.match(r"([A-Za-z]{3})[a-z]*\.? (\d{1,2}), (\d{4}), (\d{1,2}):(\d{2})(?::(\d{2}))?[\s\u202f]*([AP]M)"
                 r"(?:\s*[A-Z]{2,5}([+-])(\d{1,2})(?::?(\d{2}))?)?", text.strip())
    if not m or m.group(1).lower() not in _MONTHS:
        return None
    hour = int(m.group(4)) % 12 + (12 if m.group(7) == "PM" else 0)
    try:
        local = datetime(int(m.group(3)), _MONTHS[m.group(1).lower()], int(m.group(2)), hour, int(m.group(5)),
                         int(m.group(6) or 0))
    except ValueError:
        return None
    offset = timedelta(0)
    if m.group(8):
        offset = timedelta(hours=int(m.group(9)), minutes=int(m.group(10) or 0))
        if m.group(8) == "-":
            offset = -offset
    return (local - offset).replace(tzinfo=timezone.utc)


def parse_html(text: str, origin: str) -> Batch:
    batch = Batch(source="takeout")
    starts = [m.start() for m in _CARD.finditer(text)]
    for n, start in enumerate(starts, 1):
        end = starts[n] if n < len(starts) else len(text)
        card = text[start:end]
        where = f"{origin}: card {n}"
        header = _HEADER.search(card)
        body = _BODY.search(card)
        if not body:
            batch.problems.append(Problem(where, "missing fields", "no content cell"))
            continue
        product = to_text(header.group(1)) if header else ""
        try:
            conv = _card(product, body.group(1), where, origin)
        except PARSE_ERRORS as exc:
            conv = Problem(where, "malformed card", f"{type(exc).__name__}: {exc}"[:200])
        if isinstance(conv, Problem):
            batch.problems.append(conv)
        else:
            batch.conversations.append(conv)
    if not starts:
        batch.problems.append(Problem(origin, "not a Takeout My Activity page", "no activity cards"))
    return batch


def _card(product: str, body: str, where: str, origin: str) -> Conversation | Problem:
    date = _DATE.search(body)
    when = parse_time(date.group(1)) if date else None
    stamp = date.group(1) if date else ""
    pairs: list[tuple[str, str]] = []
    prompts = list(_PROMPT_MARK.finditer(body))
    if prompts:
        for i, mark in enumerate(prompts):
            segment = body[mark.end(): prompts[i + 1].start() if i + 1 < len(prompts) else len(body)]
            response = _RESPONSE_MARK.search(segment)
            if response:
                pairs.append((to_text(segment[:response.start()]), to_text(segment[response.end():])))
            else:
                pairs.append((to_text(segment), ""))
    elif date:
        pairs.append((_PROMPTED.sub("", to_text(body[:date.start()])), to_text(body[date.end():])))
    else:
        pairs.append((_PROMPTED.sub("", to_text(body)), ""))
    return _conversation(product, pairs, when, where, origin, stamp)


def _conversation(product: str, pairs, when, where: str, origin: str, stamp: str = "") -> Conversation | Problem:
    notes: list[str] = []
    messages = []
    for prompt, response in pairs:
        prompt, response = _MODEL_TAGS.sub("", prompt), _MODEL_TAGS.sub("", response)
        if prompt.strip():
            messages.append(Message("user", clean_text(prompt.strip(), where, notes), when))
        if response.strip():
            messages.append(Message("assistant", clean_text(response.strip(), where, notes), when))
    if not messages:
        return Problem(where, "empty chat", "no prompt or response text")
    first = next((m.text for m in messages if m.role == "user"), messages[0].text)
    title = " ".join(first.split())[:80]
    # Takeout gives cards no id: the product, the time as written (readable or not) and
    # the first exchange identify one.
    reply = next((m.text for m in messages if m.role == "assistant"), "")
    source_id = f"{product}\x00{stamp or (when.isoformat() if when else '')}\x00{first[:200]}\x00{reply[:200]}"
    conv = Conversation("takeout", source_id, title, platform_for(product), messages, when, origin, notes)
    if when is None:
        conv.notes.append(f"{where}: no readable time")
    return conv


def parse_json(obj, origin: str) -> Batch:
    def one(item, where: str):
        if not isinstance(item, dict) or not text_of(item.get("title")):
            return Problem(where, "missing fields", "no title")
        title = text_of(item["title"])
        items = item.get("safeHtmlItem") if isinstance(item.get("safeHtmlItem"), list) else []
        html_parts = [text_of(h.get("html")) for h in items if isinstance(h, dict)]
        response = "\n\n".join(to_text(h) for h in html_parts if h.strip())
        if not _PROMPTED.match(title) and not response:
            # "Used Gemini Apps", "Gave feedback": activity, not a conversation.
            return Problem(where, "not a conversation", title[:60])
        prompt = _PROMPTED.sub("", title)
        return _conversation(text_of(item.get("header")), [(prompt, response)], from_iso(item.get("time")),
                             where, origin, text_of(item.get("time")))

    return parse_each(obj, origin, "takeout", "Takeout My Activity file", "item", one)
