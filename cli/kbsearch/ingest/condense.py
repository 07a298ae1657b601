"""Offline condensation of one chunk: a short extractive summary and the sections the
user's pipeline writes (decisions, discoveries, procedures, failures, outcomes,
artifacts), found by phrasing and structure. Deterministic: the same messages always give
the same dictionary. Only sections with content are returned."""

from __future__ import annotations

import re

from .model import Message

MAX_ITEMS = 4
MAX_SENTENCE_CHARS = 300
SUMMARY_WORDS = 45  # per quoted turn

_FENCE_OPEN = re.compile(r"^(```|~~~)[ \t]*([\w+#.-]*)")
_ARTIFACT_OPEN = re.compile(r"<antArtifact\b([^>]*)>")
_ARTIFACT_CLOSE = "</antArtifact>"
_ATTR = re.compile(r'(\w+)="([^"]*)"')
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\n+")
_MARKUP = re.compile(r"[*_`#>]+")
_NUMBERED = re.compile(r"^\s*(\d{1,2})[.)]\s+(.+)$")

_DECISION = re.compile(
    r"\b(?:I'll go with|I will go with|I'm going with|I am going with|I've decided|I have decided|I decided|"
    r"we decided|we've decided|we'll go with|let's go with|let's use|let's stick with|decided to|settled on|"
    r"I chose|we chose|going to use|the decision)\b", re.IGNORECASE)
_DISCOVERY = re.compile(
    r"\b(?:turns out|turned out|I found that|found out|I realized|I realised|TIL|the root cause|"
    r"the (?:real )?(?:problem|issue|bug|cause|reason) (?:is|was)|interestingly|it seems that|"
    r"the key (?:insight|finding) is)\b", re.IGNORECASE)
_FAILURE = re.compile(
    r"(?:Traceback \(most recent call last\)|\b\w*(?:Error|Exception)\b:|\berror:|\bfailed\b|\bfails\b|"
    r"doesn't work|does not work|isn't working|not working|\bcrash(?:es|ed)?\b|segmentation fault|"
    r"command not found|permission denied|\bno such file\b)", re.IGNORECASE)
_OUTCOME = re.compile(
    r"\b(?:it works|that worked|works now|working now|fixed it|that fixed|solved it|problem solved|"
    r"all tests pass|it's working|that did it|success(?:fully)?)\b", re.IGNORECASE)
_RATIONALE = re.compile(r"\b(?:because|since|as it|so that)\b\s*(.+)$", re.IGNORECASE)
_USERS = ("user", "human")


def condense(messages: list[Message], title: str) -> dict:
    sections: dict = {}
    summary = _summary(messages, title)
    if summary:
        sections["summary"] = summary
    decisions, discoveries, failures, outcomes = [], [], [], []
    for m in messages:
        prose = _prose(m.text)
        if m.kind in ("execution_output", "tool_output"):
            first = _first_failure_line(m.text)
            if first:
                _add(failures, {"failure": first})
            continue
        for sentence in _sentences(prose):
            if _DECISION.search(sentence):
                item = {"decision": sentence}
                why = _RATIONALE.search(sentence)
                if why and len(why.group(1)) > 10:
                    item["rationale"] = why.group(1).rstrip(".")
                _add(decisions, item)
            elif _DISCOVERY.search(sentence):
                _add(discoveries, sentence)
            elif m.role.lower() in _USERS and _OUTCOME.search(sentence):
                _add(outcomes, sentence)
        if m.role.lower() in _USERS:
            first = _first_failure_line(prose)
            if first:
                _add(failures, {"failure": first})
    for key, values in (("decisions", decisions), ("failures", failures), ("procedures", _procedures(messages)),
                        ("discoveries", discoveries), ("outcomes", outcomes), ("artifacts", artifacts(messages))):
        if values:
            sections[key] = values
    return sections


def _add(items: list, item) -> None:
    if len(items) < MAX_ITEMS and item not in items:
        items.append(item)


def _clip(text: str, limit: int = MAX_SENTENCE_CHARS) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rsplit(" ", 1)[0] + "…"


def fences(text: str) -> list[tuple[int, int, str, str]]:
    """Closed ``` / ~~~ code blocks as (start, end, language, body), found line by line
    (a regex over a message full of unclosed fences takes minutes)."""
    out = []
    pos, opened = 0, None
    for line in text.splitlines(keepends=True):
        if opened is None:
            match = _FENCE_OPEN.match(line)
            if match:
                opened = (pos, match.group(1), match.group(2), pos + len(line))
        elif line.strip() == opened[1]:
            start, _, language, body_start = opened
            out.append((start, pos + len(line), language, text[body_start:pos]))
            opened = None
        pos += len(line)
    return out


def antartifacts(text: str) -> list[tuple[int, int, dict, str]]:
    """Closed <antArtifact …>…</antArtifact> blocks as (start, end, attributes, body)."""
    out, pos = [], 0
    while True:
        match = _ARTIFACT_OPEN.search(text, pos)
        if not match:
            return out
        close = text.find(_ARTIFACT_CLOSE, match.end())
        if close < 0:
            return out
        out.append((match.start(), close + len(_ARTIFACT_CLOSE), dict(_ATTR.findall(match.group(1))),
                    text[match.end():close]))
        pos = close + len(_ARTIFACT_CLOSE)


def _cut(text: str, spans) -> str:
    if not spans:
        return text
    parts, last = [], 0
    for start, end, *_ in spans:
        parts.append(text[last:start])
        parts.append(" ")
        last = end
    parts.append(text[last:])
    return "".join(parts)


def _prose(text: str) -> str:
    """The text without code blocks or artifacts: phrasing rules read sentences, not code."""
    text = _cut(text, antartifacts(text))
    return _cut(text, fences(text))


def _sentences(text: str) -> list[str]:
    out = []
    for part in _SENTENCE_END.split(text):
        part = _MARKUP.sub("", part).strip(" -•\t")
        if 3 <= len(part.split()) and len(part) <= 2 * MAX_SENTENCE_CHARS:
            out.append(_clip(part))
    return out


def _words(text: str, limit: int) -> str:
    words = _MARKUP.sub("", _prose(text)).split()
    return " ".join(words[:limit]) + ("…" if len(words) > limit else "")


def _speaker(role: str) -> str:
    lowered = role.lower()
    if lowered in _USERS:
        return "The user"
    if lowered in ("assistant", "model", "ai"):
        return "The assistant"
    return role


def _summary(messages: list[Message], title: str) -> str:
    """The chunk in a few sentences: its title, the first question and the first reply,
    and where it ended when the chunk is long. Extractive, so it never invents."""
    spoken = [m for m in messages if m.text.strip() and not m.kind]
    if not spoken:
        return ""
    parts = [title.rstrip(".") + "."] if title else []
    first = spoken[0]
    parts.append(f"{_speaker(first.role)}: {_words(first.text, SUMMARY_WORDS)}")
    reply = next((m for m in spoken[1:] if m.role != first.role), None)
    if reply is not None:
        parts.append(f"{_speaker(reply.role)}: {_words(reply.text, SUMMARY_WORDS)}")
    if len(spoken) >= 6:
        last = spoken[-1]
        parts.append(f"Last, {_speaker(last.role).replace('The ', 'the ', 1)}: {_words(last.text, SUMMARY_WORDS // 2)}")
    return "\n".join(parts)


def _first_failure_line(text: str) -> str:
    for line in text.splitlines():
        if _FAILURE.search(line) and len(line.strip()) >= 8:
            return _clip(_MARKUP.sub("", line).strip(), 200)
    return ""


def _procedures(messages: list[Message]) -> list[dict]:
    """Numbered lists of three or more steps in the assistant's turns, named by the line
    that introduces them."""
    found: list[dict] = []
    for m in messages:
        if m.role.lower() in _USERS or m.kind:
            continue
        lines = _prose(m.text).splitlines()
        i = 0
        while i < len(lines) and len(found) < MAX_ITEMS:
            match = _NUMBERED.match(lines[i])
            if not match or match.group(1) != "1":
                i += 1
                continue
            steps, j, expected = [], i, 1
            while j < len(lines):
                step = _NUMBERED.match(lines[j])
                if step and int(step.group(1)) == expected:
                    steps.append(_clip(_MARKUP.sub("", step.group(2)), 200))
                    expected += 1
                elif lines[j].strip() and not lines[j].startswith((" ", "\t")) and not step:
                    break
                j += 1
            if len(steps) >= 3:
                intro = next((ln for ln in reversed(lines[:i]) if ln.strip()), "")
                name = _clip(_MARKUP.sub("", intro).strip().rstrip(":"), 120) or f"Steps ({len(steps)})"
                found.append({"name": name, "steps": steps})
            i = max(j, i + 1)
    return found


def artifacts(messages: list[Message]) -> list[dict]:
    """Code blocks and <antArtifact>s the assistant wrote, and tool turns (code run,
    its output): type, description, content — what `--what artifacts` extracts."""
    found: list[dict] = []
    seen: set[str] = set()

    def add(item: dict) -> None:
        key = item["content"]
        if key.strip() and key not in seen:
            seen.add(key)
            found.append(item)

    for m in messages:
        if m.kind == "code":
            item = {"type": "code", "language": m.language} if m.language else {"type": "code"}
            add({**item, "description": "Code run by the tool", "content": m.text})
            continue
        if m.kind in ("execution_output", "tool_output"):
            add({"type": "tool_output", "description": "Output of the tool", "content": m.text})
            continue
        if m.role.lower() in _USERS:
            continue
        for _, _, attrs, body in antartifacts(m.text):
            # The type as Claude wrote it (text/html, application/vnd.ant.code…): retrieval
            # picks the file extension from it.
            item = {"type": attrs.get("type") or "text/markdown"}
            if attrs.get("language"):
                item["language"] = attrs["language"]
            item["title"] = attrs.get("title") or attrs.get("identifier") or "artifact"
            item["description"] = attrs.get("title") or attrs.get("identifier") or "Artifact"
            item["content"] = body.strip("\n")
            add(item)
        text = _cut(m.text, antartifacts(m.text))
        for start, _, language, body in fences(text):
            body = body.rstrip("\n")
            if body.count("\n") < 2 and len(body) < 80:
                continue  # a one-liner in passing, not an artifact
            before = text[:start].rstrip().splitlines()
            intro = _clip(_MARKUP.sub("", before[-1]).strip().rstrip(":"), 150) if before else ""
            item = {"type": "code"}
            if language:
                item["language"] = language.lower()
            item["description"] = intro or "Code block"
            item["content"] = body
            add(item)
    return found
