"""Writing result files: atomically, and never over another run's file."""

from __future__ import annotations

import os
import secrets
import stat
import sys
import time
from pathlib import Path

from ..archive.safepath import is_inside
from ..config import outputs_dir
from ..errors import OutputError


class OutsideOutputs(OutputError):
    """A path a client asked to write to that leads out of the outputs folder."""


def client_path(requested: str, allow_outside: bool = False) -> Path:
    """Where to write for a path a client (an MCP assistant) named: a relative path is
    taken inside the outputs folder; one that leads out of it (`..`, an absolute path
    elsewhere, a symlink) is refused unless `allow_outside`."""
    base = outputs_dir().absolute()
    if "\0" in requested:  # no file system takes it; Path would fail deep in a write
        raise OutputError(f"{requested!r}: a path cannot hold a NUL character")
    path = Path(requested).expanduser()
    if not path.is_absolute():
        path = base / path
    if not allow_outside and not is_inside(base, path):
        raise OutsideOutputs(
            f"{requested!r} is outside the outputs folder {base}: refused; give a name inside it "
            "(settings: mcp.allow_paths_outside_outputs: true lifts this)"
        )
    return path


def timestamped_path(kind: str, folder: Path | None = None, suffix: str = ".md") -> Path:
    folder = folder or outputs_dir()
    return folder / f"{kind}_{time.strftime('%Y%m%d_%H%M%S')}{suffix}"


def write_new(path: Path, text: str, replace: bool = False) -> Path:
    """Write `text` to `path` whole or not at all. Unless `replace`, an existing file is
    never touched: a counter suffix (`_2`, `_3`…) is added instead, so two runs in the
    same second both keep their results.

    Modes are what the user expects of a file a command writes: a new file follows the
    umask (0644 under 022), as `>` in a shell does; a replaced file keeps its permission
    bits (and its owner, when this process may give it). A symlink stays a link: the file
    it names is replaced, and keeps its mode."""
    path = Path(path)
    if str(path) == "-":
        return _write_through(path, text)
    try:
        st = os.stat(path)  # through symlinks: what a write would reach
    except (FileNotFoundError, NotADirectoryError):
        st = None  # a new file (or a folder that cannot be made: said below)
    except OSError as exc:
        raise OutputError(f"cannot write {path}: {exc.strerror or exc}") from None
    if st is not None and not stat.S_ISREG(st.st_mode) and not stat.S_ISDIR(st.st_mode):
        # A device, FIFO or socket is written into, never replaced by a file of ours.
        return _write_through(path, text)
    if path.is_symlink():
        path = path.resolve()  # the file the link names is replaced, not the link
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise OutputError(f"cannot create folder {path.parent}: {exc.strerror or exc}") from None
    if path.is_dir():
        raise OutputError(f"{path} is a folder; give a file name or omit the path")
    fd, tmp = _temp_in(path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            if replace:
                _keep_mode_of(path, fh.fileno())
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        if replace:
            os.replace(tmp, path)
            return path
        candidate, n = path, 1
        while True:
            try:
                _claim(tmp, candidate)
                break
            except FileExistsError:
                n += 1
                candidate = path.with_name(f"{path.stem}_{n}{path.suffix}")
        return candidate
    except OSError as exc:
        raise OutputError(f"cannot write {path}: {exc.strerror or exc}") from None
    finally:
        Path(tmp).unlink(missing_ok=True)


def _write_through(path: Path, text: str) -> Path:
    """Write into `path` as it is (standard output for "-"): a failed write, such as a
    full device, is an OutputError."""
    try:
        if str(path) == "-":
            sys.stdout.write(text)
            sys.stdout.flush()
        else:
            with open(path, "w", encoding="utf-8", newline="\n") as fh:
                fh.write(text)
    except OSError as exc:
        raise OutputError(f"cannot write {path}: {exc.strerror or exc}") from None
    return path


def _claim(tmp: str, name: Path) -> None:
    """Give the finished temp file `name`, failing if that name exists: no race with
    another run writing the same name."""
    try:
        os.link(tmp, name)
    except FileExistsError:
        raise
    except OSError:
        # Filesystems without hard links: reserve the name exclusively, then move in.
        os.close(os.open(name, os.O_CREAT | os.O_EXCL | os.O_WRONLY))
        os.replace(tmp, name)


def _keep_mode_of(path: Path, fd: int) -> None:
    """The file about to replace `path` takes its permission bits, and its owner and group
    when this process may set them (root replacing a user's notes.md leaves it theirs)."""
    try:
        st = os.stat(path)
    except OSError:
        return  # a new file: the umask's mode, from _temp_in
    if not stat.S_ISREG(st.st_mode):
        return
    try:
        os.fchown(fd, st.st_uid, st.st_gid)
    except OSError:
        pass  # not ours to give away: the file becomes the writer's, as `cp` makes it
    os.fchmod(fd, stat.S_IMODE(st.st_mode) & 0o777)


TEMP_TRIES = 100


def _temp_in(folder: Path) -> tuple[int, str]:
    """A new temporary file in `folder`, created with mode 0666 less the umask (mkstemp's
    0600 would end up on the result file)."""
    flags = os.O_RDWR | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
    for _ in range(TEMP_TRIES):
        name = os.path.join(folder, f".kbsearch-{secrets.token_hex(6)}.tmp")
        try:
            return os.open(name, flags, 0o666), name
        except FileExistsError:
            continue
        except OSError as exc:
            raise OutputError(f"cannot write in {folder}: {exc.strerror or exc}") from None
    raise OutputError(f"cannot write in {folder}: no unused temporary name")
