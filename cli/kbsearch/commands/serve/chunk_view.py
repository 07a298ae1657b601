"""One chunk as the web page shows it: besides its text (what `kbsearch show --chunk N`
prints), the condensed summary's sections, or the raw chunk's turns, read from that text."""

from __future__ import annotations

import yaml

from ...safeyaml import YamlBomb, load_yaml

SECTIONS = ("summary", "decisions", "failures", "procedures", "discoveries", "outcomes", "quotes", "artifacts")


def chunk_view(chat: dict) -> dict:
    try:
        data = load_yaml(chat["text"])
    except (YamlBomb, ValueError, RecursionError, yaml.YAMLError):  # not YAML: still shown, as text
        data = None
    if not isinstance(data, dict):
        return {**chat, "turns": [], "sections": {}}
    if chat["raw"]:
        turns = [{"role": str(m.get("role", "")), "timestamp": str(m.get("timestamp", "") or ""),
                  "content": str(m.get("content", "") or "")}
                 for m in data.get("messages") or [] if isinstance(m, dict)]
        return {**chat, "turns": turns, "sections": {}}
    sections = {k: data[k] for k in SECTIONS if data.get(k)}
    return {**chat, "turns": [], "sections": _plain(sections)}


def _plain(value):
    """YAML values as JSON ones (a date is written as its ISO text)."""
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    return str(value)
