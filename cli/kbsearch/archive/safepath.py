"""Keeping every read inside the archive root: `..`, absolute paths elsewhere and
symlinks that lead out are refused, whatever an index row says."""

from __future__ import annotations

import os
from pathlib import Path

from ..errors import PathEscapes


def is_inside(root: Path, path: Path) -> bool:
    """True when `path`, with every symlink followed, lies within `root`."""
    try:
        return Path(path).resolve().is_relative_to(Path(root).resolve())
    except (OSError, RuntimeError):  # a symlink loop
        return False


class InsideChecker:
    """is_inside for many files under one root, as loading an archive's index needs: each
    folder is resolved once (a chat folder holds all its chunk files), and a file that is
    not itself a symlink resolves to its resolved folder plus its name, which is what
    Path.resolve gives. At 100,000 chunks this cut loading the CSVs by about half
    (bench/README.md). Make one per load: a folder swapped for a symlink later is not seen."""

    def __init__(self, root: Path):
        self.root = Path(root).resolve()
        self._folders: dict[str, Path] = {}
        self._inside: dict[str, bool] = {}
        self._real_folders: dict[str, str] = {}
        self._root_str = str(self.root)
        self._root_prefix = self._root_str.rstrip("/") + "/"

    def check_str(self, path: str, is_link: bool | None = None) -> bool:
        """self(path) for an absolute, normalised path string (no `.`/`..` parts), as the
        loader has for each CSV row: the folder's answer is kept, not its resolved Path.
        `is_link`: whether the file is a symlink, when the caller has just looked."""
        try:
            if os.path.islink(path) if is_link is None else is_link:
                return Path(path).resolve().is_relative_to(self.root)
            folder = path.rpartition("/")[0] or "/"
            inside = self._inside.get(folder)
            if inside is None:
                real = self._real(folder)
                inside = self._inside[folder] = real == self._root_str or real.startswith(self._root_prefix)
            return inside
        except (OSError, RuntimeError):  # a symlink loop
            return False

    def _real(self, folder: str) -> str:
        """os.path.realpath of a normalised absolute folder, from its parent's when the folder
        is not a symlink itself: one lookup a folder, not one per part of its path (at 1M
        chunks, ~200,000 chat folders share a few parents)."""
        found = self._real_folders.get(folder)
        if found is None:
            parent, _, name = folder.rpartition("/")
            if not name or os.path.islink(folder):
                found = os.path.realpath(folder)
            else:
                found = self._real(parent or "/").rstrip("/") + "/" + name
            self._real_folders[folder] = found
        return found

    def __call__(self, path: Path) -> bool:
        path = Path(path)
        try:
            if not path.is_absolute() or path.name in ("", ".", "..") or os.path.islink(path):
                return path.resolve().is_relative_to(self.root)
            key = str(path.parent)
            folder = self._folders.get(key)
            if folder is None:
                folder = self._folders[key] = path.parent.resolve()
            return (folder / path.name).is_relative_to(self.root)
        except (OSError, RuntimeError):  # a symlink loop
            return False


def ensure_inside(root: Path, path: Path) -> Path:
    if not is_inside(root, path):
        raise PathEscapes(f"{path} is outside the archive root {root}: refused")
    return Path(path)
