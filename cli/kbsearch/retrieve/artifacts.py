"""Artifacts inside chunk files: the condensed `artifacts` section and Claude's inline
`<antArtifact …>…</antArtifact>` blocks in raw chunks, each to become a file of its own.

A condensed file often holds a cut-down copy of an artifact the raw chat has in full:
`chunk_artifacts` gives each artifact once, in full when the raw chat has it."""

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
    origin: str = ""  # "raw" (the full text in the chat) or "condensed" (perhaps an excerpt)

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
                            str(item.get("description") or ""), str(item["content"]), path, "condensed"))
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
                                attrs.get("identifier", ""), m.group(2).strip("\n"), path, "raw"))
    return out


def _strings(node) -> list[str]:
    if isinstance(node, str):
        return [node]
    if isinstance(node, dict):
        return [s for v in node.values() for s in _strings(v)]
    if isinstance(node, list):
        return [s for v in node for s in _strings(v)]
    return []


def chunk_artifacts(condensed: Path | None, raw: Path | None) -> list[Artifact]:
    """One chunk's artifacts, each once: every artifact of the raw chat in full, then the
    condensed file's artifacts that are not an excerpt (or copy) of one of those."""
    full = raw_artifacts(raw) if raw is not None else []
    excerpts = condensed_artifacts(condensed) if condensed is not None else []
    return full + [e for e in excerpts if not any(is_excerpt_of(e, f) for f in full)]


# A line that stands for left-out code in an excerpt: "...", "…", "# ...", "// ...".
_ELISION = re.compile(r"^[ \t]*(?:#|//|--|/\*)?[ \t]*(?:\.\.\.|…)[ \t]*(?:\*/)?[ \t]*$", re.M)
_UNNAMED = re.compile(r"artifact(?:_\d+)?")  # the names given to artifacts without a title
MIN_EXCERPT = 16  # characters without whitespace: a shorter piece is found anywhere by chance


def is_excerpt_of(excerpt: Artifact, full: Artifact) -> bool:
    """Whether a condensed artifact is a copy or a cut-down excerpt of a raw one: the same
    title (or file name), or its text found in the full text, whitespace ignored, the
    parts between elision lines ("...") in order."""
    if _same_name(excerpt.title, full.title):
        return True
    whole = _squeezed(full.content)
    pieces = [p for p in (_squeezed(part) for part in _ELISION.split(excerpt.content)) if p]
    if "".join(pieces) == whole:
        return True
    if sum(len(p) for p in pieces) < MIN_EXCERPT:
        return False
    at = 0
    for piece in pieces:
        found = whole.find(piece, at)
        if found < 0:
            return False
        at = found + len(piece)
    return True


def _same_name(a: str, b: str) -> bool:
    a, b = a.strip().casefold(), b.strip().casefold()
    if not a or not b or _UNNAMED.fullmatch(a) or _UNNAMED.fullmatch(b):
        return False
    if a == b:
        return True
    # "app.py" and "kbs/app.py": the same file when both name one with a file type.
    name_a, name_b = a.replace("\\", "/").rsplit("/", 1)[-1], b.replace("\\", "/").rsplit("/", 1)[-1]
    return name_a == name_b and bool(Path(name_a).suffix)


def _squeezed(text: str) -> str:
    return "".join(text.split())
