"""What an ingest records in its lock file while it writes, and undoing it: the chat files
it made, the folders it made, the files it replaced (kept aside until its indexes are in
place). A failed ingest undoes itself; a killed one is undone by the next."""

from __future__ import annotations

import os
from pathlib import Path

from ..archive.safepath import is_inside
from .store import TEMP_PREFIX, remove_stale_temps


def undo(root: Path, entries: list) -> None:
    """Undo what an ingest's record says it wrote, unless it says the indexes were
    committed (then only its temporary and kept-aside files go). Never fails: what cannot
    be removed is left, and `kbsearch check` lists chat folders no index names."""
    committed = any(isinstance(e, dict) and e.get("committed") is True for e in entries) or any(
        _in_place(root, e["indexes"]) for e in entries if isinstance(e, dict) and isinstance(e.get("indexes"), list))
    for entry in reversed(entries):
        relative = entry if isinstance(entry, str) else entry.get("folder") if isinstance(entry, dict) else None
        if not isinstance(relative, str) or not _plain_relative(relative):
            continue
        folder = root / relative
        try:
            if not is_inside(root, folder):
                continue
        except (OSError, ValueError):
            continue
        remove_stale_temps(folder)
        if not isinstance(entry, dict):
            continue
        for name in _names(entry.get("replaced")):
            kept = folder / f"{TEMP_PREFIX}{name}.old"
            try:
                if committed:
                    kept.unlink(missing_ok=True)
                elif os.path.lexists(kept):
                    os.replace(kept, folder / name)
            except OSError:
                pass
        if committed:
            continue
        for name in _names(entry.get("new")):
            try:
                (folder / name).unlink(missing_ok=True)
            except OSError:
                pass
        made = entry.get("made")
        if isinstance(made, str) and _plain_relative(made) and (folder == root / made or (root / made) in folder.parents):
            place = folder
            while True:
                try:
                    place.rmdir()  # only when empty: a user's file in it keeps it
                except OSError:
                    break
                if place == root / made:
                    break
                place = place.parent


def _in_place(root: Path, indexes: list) -> bool:
    """Whether any of the index files an ingest recorded (relative path, inode of the file
    it renamed there) is in place: then its indexes were committed."""
    for item in indexes:
        if isinstance(item, list) and len(item) == 2 and isinstance(item[0], str) and isinstance(item[1], int):
            try:
                if _plain_relative(item[0]) and os.stat(root / item[0]).st_ino == item[1]:
                    return True
            except (OSError, ValueError):
                continue
    return False


def _plain_relative(path: str) -> bool:
    parts = path.split("/")
    return bool(path) and not path.startswith("/") and "\0" not in path and all(p not in ("", ".", "..") for p in parts)


def _names(value) -> list[str]:
    if not isinstance(value, list):
        return []
    return [n for n in value if isinstance(n, str) and n and "/" not in n and "\0" not in n and n not in (".", "..")]


def topmost_missing(folder: Path, root: Path) -> str | None:
    """The outermost folder on the way from `root` to `folder` that does not exist yet
    (what mkdir -p is about to make), relative to root; None when `folder` exists."""
    top = None
    place = folder
    while place != root and root in place.parents and not os.path.lexists(place):
        top = place
        place = place.parent
    return top.relative_to(root).as_posix() if top is not None else None
