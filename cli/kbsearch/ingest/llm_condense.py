"""Condensation by a local LLM (`kbsearch ingest --llm "CMD"`): `prompts/condense.md`
rendered per chunk, piped to the command, and the reply validated against the condensed
schema. Any failure raises, and the pipeline falls back to the offline condensation for
that chunk, so a flaky model never costs a chunk."""

from __future__ import annotations

import re

from ..config import PACKAGE_DIR, project_dir
from ..localllm import LlmFailed, run_llm
from ..safeyaml import YamlBomb, load_yaml
from .condense import artifacts
from .model import Message, iso

MAX_PROMPT_CHARS = 60_000  # a chunk of 50 long messages is cut to stay in a small model's context
_PLACEHOLDER = re.compile(r"\{(title|platform|chunk|messages)\}")
_LEADING_COMMENT = re.compile(r"\A\s*<!--.*?-->\s*", re.DOTALL)
_FENCE = re.compile(r"^```[\w-]*\s*\n(.*?)\n```\s*$", re.DOTALL | re.MULTILINE)
TOPIC = re.compile(r"^[a-z0-9]+(?:_[a-z0-9]+)*(?:\.[a-z0-9]+(?:_[a-z0-9]+)*){1,3}$")
LIST_SECTIONS = ("decisions", "discoveries", "procedures", "failures", "outcomes")


def default_template_path():
    bundled = PACKAGE_DIR / "defaults" / "prompts" / "condense.md"
    if bundled.is_file():
        return bundled
    return (project_dir() or PACKAGE_DIR) / "prompts" / "condense.md"


class LlmCondenser:
    """Callable per chunk: (messages, title, platform, "2 of 3") → sections (with "_topics" when the model gave
    valid ones). Raises LlmFailed with a one-line reason."""

    def __init__(self, command: str, timeout: float | None, template: str | None = None):
        self.command, self.timeout = command, timeout
        if template is None:
            path = default_template_path()
            try:
                template = path.read_text(encoding="utf-8")
            except OSError as exc:
                raise LlmFailed(f"cannot read the prompt template {path}: {exc.strerror or exc}") from None
        self.template = _LEADING_COMMENT.sub("", template, count=1)

    def __call__(self, messages: list[Message], title: str, platform: str, chunk_label: str) -> dict:
        body = "\n\n".join(f"[{m.role}{', ' + iso(m.timestamp) if m.timestamp else ''}]\n{m.text}" for m in messages)
        if len(body) > MAX_PROMPT_CHARS:
            body = body[:MAX_PROMPT_CHARS] + "\n[… cut]"
        values = {"title": title, "platform": platform, "chunk": chunk_label, "messages": body}
        prompt = _PLACEHOLDER.sub(lambda m: values[m.group(1)], self.template)
        reply = run_llm(self.command, prompt, self.timeout)
        sections = parse_reply(reply)
        found = artifacts(messages)
        if found:
            sections["artifacts"] = found
        sections["_by_llm"] = True
        return sections


def parse_reply(reply: str) -> dict:
    """The model's YAML as condensed sections, or LlmFailed saying what was wrong."""
    import yaml

    fenced = _FENCE.search(reply)
    text = fenced.group(1) if fenced else reply
    try:
        data = load_yaml(text)
    except yaml.YAMLError as exc:
        raise LlmFailed(f"reply is not YAML: {str(exc).splitlines()[0]}") from None
    except (YamlBomb, RecursionError) as exc:
        raise LlmFailed(f"reply is not usable YAML: {exc}") from None
    if not isinstance(data, dict):
        raise LlmFailed("reply is not a YAML mapping")
    summary = data.get("summary")
    if not isinstance(summary, str) or not summary.strip():
        raise LlmFailed("reply has no summary")
    sections: dict = {"summary": " ".join(summary.split())}
    for key in LIST_SECTIONS:
        value = data.get(key)
        if value in (None, [], ""):
            continue
        if not isinstance(value, list) or not all(_valid_item(key, item) for item in value):
            raise LlmFailed(f"reply's {key} section does not have the documented shape")
        sections[key] = value
    topics = data.get("topics") or []
    if not isinstance(topics, list) or not all(isinstance(t, str) and TOPIC.match(t) for t in topics):
        raise LlmFailed("reply's topics are not dotted snake_case")
    if topics:
        sections["_topics"] = list(dict.fromkeys(topics))[:5]
    return sections


def _valid_item(key: str, item) -> bool:
    if isinstance(item, str):
        return bool(item.strip()) and key != "procedures"
    if not isinstance(item, dict) or not item:
        return False
    if key == "procedures":
        steps = item.get("steps")
        return isinstance(item.get("name"), str) and isinstance(steps, list) and all(isinstance(s, str) for s in steps)
    return all(isinstance(v, (str, int, float)) for v in item.values())
