"""The helper that lists chunk folders ahead of the CSV loader (warm_folders)."""

import subprocess
import sys

from kbsearch.archive import load as archive, warm_folders
from kbsearch.archive.load import load_archive


def _condensed_csv(index_dir):
    return next(p for p in index_dir.iterdir() if p.name.startswith("condensed_index"))


def test_folders_named_in_row_order(small_archive):
    index_dir = small_archive
    root = index_dir.parent
    csv_path = _condensed_csv(index_dir)
    seen = list(warm_folders.folders_named(csv_path, root, archive.ALIASES["condensed_path"]))
    expected = []
    for chunk in (c for chat in load_archive(index_dir).chats.values() for c in chat.chunks):
        folder = str(chunk.condensed_path.parent)
        if not expected or expected[-1] != folder:
            expected.append(folder)
    assert sorted(seen) == sorted(expected) and len(seen) == len(set(seen))
    visited = []
    warm_folders.list_folders(csv_path, root, archive.ALIASES["condensed_path"], visit=visited.append, threads=1)
    assert visited == seen
    visited.clear()
    warm_folders.list_folders(csv_path, root, archive.ALIASES["condensed_path"], visit=visited.append, threads=4)
    assert sorted(visited) == sorted(seen)


def test_helper_ends_quietly_on_any_csv(tmp_path, small_archive):
    """The helper's output is thrown away when the loader starts it: here it is kept, so
    an exception in it (which would make it useless without anyone noticing) fails."""
    bad = tmp_path / "bad.csv"
    bad.write_bytes(b"filename\n\xff\xfe\x00odd/\x00path\nx" + b"y" * 200_000 + b"\n\"open quote\n")
    no_column = tmp_path / "no_column.csv"
    no_column.write_text("chat_id,topic\na1b2c3d4,x\n")
    for csv_path in (_condensed_csv(small_archive), bad, no_column, tmp_path / "missing.csv"):
        done = subprocess.run(
            [sys.executable, "-c", warm_folders._HELPER, str(warm_folders.Path(warm_folders.__file__).parents[2]),
             str(csv_path), str(small_archive.parent), ",".join(archive.ALIASES["condensed_path"])],
            check=False, capture_output=True, text=True, timeout=60,
        )
        assert (done.returncode, done.stderr) == (0, ""), csv_path


def test_load_with_helper_is_the_same_and_leaves_no_process(small_archive, monkeypatch):
    plain = load_archive(small_archive)
    started = []
    popen = subprocess.Popen

    def recording(*args, **kwargs):
        started.append(popen(*args, **kwargs))
        return started[-1]

    monkeypatch.setattr(warm_folders, "WARM_MIN_BYTES", 0)
    monkeypatch.setattr(warm_folders, "usable_cpus", lambda: 2)
    monkeypatch.setattr(subprocess, "Popen", recording)
    warmed = load_archive(small_archive)
    assert len(started) == 1 and started[0].poll() is not None  # stopped when the load ended
    assert warmed.chats == plain.chats and warmed.skipped == plain.skipped


def test_no_helper_for_a_small_csv_or_one_cpu(small_archive, monkeypatch):
    started = []
    monkeypatch.setattr(subprocess, "Popen", lambda *a, **k: started.append(a))
    load_archive(small_archive)
    monkeypatch.setattr(warm_folders, "WARM_MIN_BYTES", 0)
    monkeypatch.setattr(warm_folders, "usable_cpus", lambda: 1)
    load_archive(small_archive)
    assert started == []
