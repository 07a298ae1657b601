"""Artifacts inside chunk files: the condensed `artifacts` section and Claude's inline
`<antArtifact …>…</antArtifact>` blocks in raw chunks, each to become a file of its own."""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from pathlib import Path

from ..archive.chatfiles import load_yaml, read_text

EXT_BY_LANGUAGE = {
    "python": ".py", "py": ".py", "bash": ".sh", "sh": ".sh", "shell": ".sh", "zsh": ".sh",
    "yaml": ".yml", "yml": ".yml", "json": ".json", "html": ".html", "markdown": ".md", "md": ".md",
    "mermaid": ".mmd", "sql": ".sql", "javascript": ".js", "js": ".js", "typescript": ".ts", "ts": ".ts",
    "jsx": ".jsx", "tsx": ".tsx", "css": ".css", "toml": ".toml", "ini": ".ini", "csv": ".csv",
    "rust": ".rs", "go": ".go", "java": ".java", "c": ".c", "cpp": ".cpp", "ruby": ".rb", "r": ".r",
    "svg": ".svg", "xml": ".xml", "dockerfile": ".dockerfile", "text": ".txt", "plaintext": ".txt",
}
EXT_BY_TYPE = {
    "text/markdown": ".md", "text/html": ".html", "application/vnd.ant.mermaid": ".mmd",
    "image/svg+xml": ".svg", "application/vnd.ant.react": ".jsx", "document": ".md",
    "diagram": ".mmd", "config": ".yml", "text/plain": ".txt",
}
_TAG = re.compile(r"<antArtifact\b([^>]*)>(.*?)</antArtifact>", re.S)
_ATTR = re.compile(r'([\w-]+)\s*=\s*"([^"]*)"')
_UNSAFE = re.compile(r"[^\w.-]+")
MAX_NAME_BYTES = 200  # file systems allow 255; leave room for a _2 suffix


@dataclass
class Artifact:
    title: str
    kind: str
    language: str
    description: str
    content: str
    source: Path

    @property
    def extension(self) -> str:
        suffix = Path(self.title).suffix.lower()
        if suffix and 1 < len(suffix) <= 6 and suffix[1:].isalnum():
            return ""  # the title already names its file type (todo_cli.py)
        return EXT_BY_LANGUAGE.get(self.language.casefold()) or EXT_BY_TYPE.get(self.kind.casefold()) or ".txt"

    def file_name(self, chat_id: str, chat_slug: str) -> str:
        name = _UNSAFE.sub("_", self.title.strip()).strip("._") or "artifact"
        full = f"{chat_id}.{chat_slug}.{name}{self.extension}"
        if len(full.encode()) <= MAX_NAME_BYTES:
            return full
        # Long (often non-Latin) titles: cut by bytes, keep a hash so names stay distinct.
        digest = hashlib.sha1(full.encode()).hexdigest()[:8]
        room = MAX_NAME_BYTES - len(f"{chat_id}..{digest}{self.extension}".encode()) - 1
        head = f"{chat_slug}.{name}".encode()[:room].decode("utf-8", errors="ignore")
        return f"{chat_id}.{head}.{digest}{self.extension}"


def slug(text: str) -> str:
    return _UNSAFE.sub("_", text.casefold()).strip("._")[:60] or "chat"


def condensed_artifacts(path: Path) -> list[Artifact]:
    text, _ = read_text(path)
    try:
        data = load_yaml(text) if text else None
    except Exception:  # an invalid file has no artifacts to offer; `kbsearch check` reports it
        return []
    items = data.get("artifacts") if isinstance(data, dict) else None
    out = []
    for i, item in enumerate(items if isinstance(items, list) else [], 1):
        if isinstance(item, str):
            item = {"content": item}
        if not isinstance(item, dict) or not str(item.get("content") or "").strip():
            continue
        title = str(item.get("title") or item.get("name") or item.get("description") or f"artifact_{i}")
        out.append(Artifact(title[:80], str(item.get("type") or ""), str(item.get("language") or ""),
                            str(item.get("description") or ""), str(item["content"]), path))
    return out


def raw_artifacts(path: Path) -> list[Artifact]:
    text, _ = read_text(path)
    if "<antArtifact" not in text:
        return []
    try:
        data = load_yaml(text)
        texts = _strings(data) if isinstance(data, (dict, list)) else [text]
    except Exception:  # not YAML: search the file as it is
        texts = [text]
    out = []
    for t in texts:
        for m in _TAG.finditer(t):
            attrs = dict(_ATTR.findall(m.group(1)))
            title = attrs.get("title") or attrs.get("identifier") or "artifact"
            out.append(Artifact(title, attrs.get("type", ""), attrs.get("language", ""),
                                attrs.get("identifier", ""), m.group(2).strip("\n"), path))
    return out


def _strings(node) -> list[str]:
    if isinstance(node, str):
        return [node]
    if isinstance(node, dict):
        return [s for v in node.values() for s in _strings(v)]
    if isinstance(node, list):
        return [s for v in node for s in _strings(v)]
    return []
