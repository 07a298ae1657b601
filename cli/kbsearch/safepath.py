"""Keeping every read inside the archive root: `..`, absolute paths elsewhere and
symlinks that lead out are refused, whatever an index row says."""

from __future__ import annotations

from pathlib import Path

from .errors import PathEscapes


def is_inside(root: Path, path: Path) -> bool:
    """True when `path`, with every symlink followed, lies within `root`."""
    try:
        return Path(path).resolve().is_relative_to(Path(root).resolve())
    except (OSError, RuntimeError):  # a symlink loop
        return False


def ensure_inside(root: Path, path: Path) -> Path:
    if not is_inside(root, path):
        raise PathEscapes(f"{path} is outside the archive root {root}: refused")
    return Path(path)
