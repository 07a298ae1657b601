"""Reading small user-edited YAML files (synonyms, settings) without paying for a YAML
parser on every search: the parsed data is cached as JSON, keyed by the file's path,
size and modification time."""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

from .config import user_cache_dir

CACHE_VERSION = 1


class YamlFileError(Exception):
    """Unreadable or invalid YAML: the message names the file (and line, when known)."""


def load_yaml_file(path: Path):
    """The data in `path` (None for an empty file). Raises FileNotFoundError, YamlFileError."""
    path = Path(path)
    cached = _cache_path(path)  # raises FileNotFoundError for a missing file
    try:
        return json.loads(cached.read_text(encoding="utf-8"))["data"]
    except (OSError, ValueError, KeyError):
        pass  # no usable cache: parse below
    data = _parse(path)
    tmp = cached.with_name(f"{cached.name}.{os.getpid()}.tmp")
    try:
        cached.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_text(json.dumps({"data": data}), encoding="utf-8")
        os.replace(tmp, cached)
    except (OSError, TypeError, ValueError):  # a cache we cannot write (a full disk) only costs speed
        _drop(tmp)
    except BaseException:  # Ctrl-C mid-write: the half-written file is ours to remove
        _drop(tmp)
        raise
    return data


def _drop(tmp: Path) -> None:
    try:
        tmp.unlink(missing_ok=True)
    except OSError:
        pass


def _cache_path(path: Path) -> Path:
    st = path.stat()
    key = f"{path.resolve()}:{st.st_size}:{st.st_mtime_ns}:{CACHE_VERSION}"
    return user_cache_dir() / "yaml" / (hashlib.sha1(key.encode()).hexdigest()[:20] + ".json")


def _parse(path: Path):
    import yaml

    from .safeyaml import YamlBomb, load_yaml

    try:
        text = path.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        raise YamlFileError(f"{path}: cannot read ({getattr(exc, 'strerror', None) or exc})") from None
    try:
        return load_yaml(text)
    except YamlBomb as exc:
        raise YamlFileError(f"{path}: refused ({exc})") from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" line {mark.line + 1}" if mark else ""
        problem = getattr(exc, "problem", None) or "invalid YAML"
        raise YamlFileError(f"{path}:{where}: invalid YAML ({problem})") from None
