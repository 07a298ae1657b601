"""The text of a chat or chunk file, for reading or for `fzf --preview`."""

from __future__ import annotations

from pathlib import Path

from ..archive.chatfiles import read_text
from ..archive.load import split_chat_name
from ..archive.safepath import ensure_inside
from ..errors import KbsearchError, NotFound
from ..schema import raw_path_for
from .read import ContentIndex


def looks_like_path(ident: str) -> bool:
    return "/" in ident or ident.endswith((".yml", ".yaml", ".md", ".txt"))


def show_text(index: ContentIndex, root: Path, ident: str, chunk: int | None = None, raw: bool = False) -> str:
    if looks_like_path(ident):
        if chunk is not None:
            raise KbsearchError("--chunk goes with a chat_id; a path already names its chunk")
        path = Path(ident).expanduser()
        if split_chat_name(path.name) is None:
            raise NotFound(f"{ident}: not a chunk file of the archive")
        if raw:
            path = raw_path_for(path)
            if path is None:
                raise NotFound(f"{ident}: no raw file belongs to it")
        if not path.is_file():
            raise NotFound(f"{path}: no such file")
        ensure_inside(root, path)
        return _read(path)
    chat = index.chat_by_id(ident.strip()) or index.chat_by_id(ident.strip().casefold())
    if chat is None:
        raise NotFound(f"no chat {ident!r} in {index.meta['index_dir']}")
    chunks = index.chat_chunks(chat)
    if chunk is not None:
        chunks = [c for c in chunks if c.chunk_num == chunk]
        if not chunks:
            have = ", ".join(str(c.chunk_num) for c in index.chat_chunks(chat)) or "none"
            raise NotFound(f"chat {chat.chat_id} has no chunk {chunk} (it has: {have})")
    if not chunks:
        raise NotFound(f"chat {chat.chat_id} has no chunk files in the index")
    parts = []
    for c in chunks:
        path = Path(c.raw_path) if raw else Path(c.condensed_path)
        if raw and not c.raw_path:
            raise NotFound(f"chat {chat.chat_id} chunk {c.chunk_num} has no raw file")
        ensure_inside(root, path)
        text = _read(path)
        parts.append(text if len(chunks) == 1 else f"# ── {path.name} ──\n{text}")
    return "\n".join(p if p.endswith("\n") else p + "\n" for p in parts)


def _read(path: Path) -> str:
    text, problem = read_text(path)
    if problem and not text:
        raise KbsearchError(f"{path}: {problem}")
    return text
