"""Hostile input for `kbsearch ingest`: every case ends in the documented exit status (0
done, 1 nothing to ingest, 2 error with nothing written, 3 done with items skipped), one
clear stderr line for an error, no traceback, no hang, nothing written outside the
archive root, and an archive that every later search can still read.

Each case runs `kbsearch` as a separate process with a time limit (test_hostile.kbsearch)."""

from __future__ import annotations

import errno
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from test_hostile import TIME_LIMIT, kbsearch, one_line

from kbsearch.ingest import IngestError, Options, ingest

KOMBUCHA = {"chat_id": "good1", "title": "Kombucha second fermentation", "platform": "chatgpt",
            "timestamp": "2025-01-01T10:00:00Z", "role": "user", "text": "how do I get more fizz in kombucha"}
INDEX_FILES = ("chat_index.latest.csv", "all_topics.latest.csv", "condensed_index.latest.csv")


@pytest.fixture(autouse=True)
def _own_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("KBSEARCH_CACHE_DIR", str(tmp_path / "cache"))


def jsonl(path: Path, *records: dict | str) -> Path:
    path.write_text("".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in records), encoding="utf-8")
    return path


def message(chat_id: str, text: str, **fields) -> dict:
    return {"chat_id": chat_id, "role": "user", "text": text, "timestamp": "2025-02-01T10:00:00Z", **fields}


def indexes(root: Path) -> dict[str, bytes]:
    return {name: (root / "indexes" / name).read_bytes() for name in INDEX_FILES}


def temps(root: Path) -> list[Path]:
    return [p for p in root.rglob(".kbsearch-ingest-*.tmp")]


def searchable(root: Path, query: str) -> str:
    proc = kbsearch("search", query, "-f", "tsv", "-i", root / "indexes")
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def chatgpt_conversation(conv_id: str, title: str, text: str, create_time=1735725600) -> dict:
    return {"id": conv_id, "conversation_id": conv_id, "title": title, "create_time": create_time,
            "current_node": "n2", "mapping": {
                "n1": {"id": "n1", "parent": None, "children": ["n2"], "message": None},
                "n2": {"id": "n2", "parent": "n1", "children": [], "message": {
                    "author": {"role": "user"}, "create_time": create_time,
                    "content": {"content_type": "text", "parts": [text]}}}}}


# 1. An ingest that exits 0 leaves an archive every search can read.

@pytest.mark.parametrize("title", ["x\u0000y kombucha", "kombucha \u001b[31mred\u0007 \u0085 end",
                                   "kombucha " + "a" * 140_000])
def test_a_hostile_jsonl_title_leaves_a_searchable_archive(tmp_path, title):
    root = tmp_path / "archive"
    proc = kbsearch("ingest", jsonl(tmp_path / "chats.jsonl", {**KOMBUCHA, "title": title}), "--into", root)
    assert proc.returncode == 0, proc.stderr
    assert "kombucha" in searchable(root, "kombucha").lower()
    chats = (root / "indexes" / "chat_index.latest.csv").read_text(encoding="utf-8")
    assert not any(c in chats for c in "\x00\x07\x1b\x85") and len(chats) < 2_000
    raw = next(root.rglob("*.001.yml")).read_text(encoding="utf-8")
    assert "\x00" not in raw and "\x1b" not in raw


def test_a_claude_name_over_the_csv_cell_limit_is_cut(tmp_path):
    export = tmp_path / "conversations.json"
    export.write_text(json.dumps([{"uuid": "u-1", "name": "kombucha " + "b" * 140_000,
                                   "created_at": "2025-01-01T10:00:00Z", "chat_messages": [
                                       {"sender": "human", "text": "kombucha fizz", "created_at": "2025-01-01T10:00:00Z"}]}]),
                      encoding="utf-8")
    root = tmp_path / "archive"
    proc = kbsearch("ingest", export, "--into", root)
    assert proc.returncode == 0, proc.stderr
    assert "title of 140,009 characters cut to 1,000" in proc.stderr
    assert "kombucha" in searchable(root, "kombucha fizz").lower()


# 2. An index whose quoted cell never closes.

def test_an_unclosed_quote_in_the_chat_index_is_refused_and_checked(tmp_path):
    root = tmp_path / "archive"
    assert kbsearch("ingest", jsonl(tmp_path / "a.jsonl", KOMBUCHA), "--into", root).returncode == 0
    chats = root / "indexes" / "chat_index.latest.csv"
    header, row = chats.read_text(encoding="utf-8").splitlines()
    opened = row.replace(",Kombucha", ',"Kombucha', 1)
    chats.write_text(f"{header}\n{opened}\n", encoding="utf-8")
    before = indexes(root)
    folders = sorted(root.rglob("*"))

    proc = kbsearch("ingest", jsonl(tmp_path / "b.jsonl", message("bread1", "sourdough starter")), "--into", root)
    assert proc.returncode == 2
    assert one_line(proc) == (f"kbsearch: {chats}: line 2: a quoted cell is never closed (a \" is missing); "
                              "fix that row (kbsearch check lists it), then run ingest again")
    assert indexes(root) == before and sorted(root.rglob("*")) == folders

    check = kbsearch("check", "-i", root / "indexes")
    assert check.returncode == 1
    assert f"unclosed_quote: {chats}:2: a quoted cell opens here and is never closed" in check.stdout


def test_quoted_cells_that_close_are_no_unclosed_quote():
    from kbsearch.archive.csvquotes import unclosed_quote_line

    for text in ('a,b\n1,"x, ""y"""\n', 'a,b\n1,"two\nlines"\n', 'a,b\n1,x"y\n', 'a,b\n1,"x"y\n', ""):
        assert unclosed_quote_line(text) is None, text
    assert unclosed_quote_line('a,b\n1,x\n2,"open\n3,y\n') == 3
    assert unclosed_quote_line('a,b\n\n1,"open') == 3


# 3. Values past Python's limits: that item is skipped (or its value ignored), the run goes on.

DEEP = '{"chat_id": "deep1", "role": "user", "text": "hi", "x": ' + "[" * 100_000 + "]" * 100_000 + "}"
HUGE_INT = '{"chat_id": "huge1", "role": "user", "text": "hi", "n": ' + "9" * 5_000 + "}"


@pytest.mark.parametrize("line,where,reason", [
    (HUGE_INT, "bad.jsonl:2", "number too long"),
    (DEEP, "bad.jsonl:2", "malformed JSON (nested too deeply)"),
])
def test_a_jsonl_line_past_pythons_limits_is_skipped_alone(tmp_path, line, where, reason):
    root = tmp_path / "archive"
    proc = kbsearch("ingest", jsonl(tmp_path / "bad.jsonl", KOMBUCHA, line), "--into", root)
    assert proc.returncode == 3, proc.stderr
    assert any(where in ln and reason in ln for ln in proc.stderr.splitlines()), proc.stderr
    assert "kombucha" in searchable(root, "kombucha").lower()


@pytest.mark.parametrize("stamp", ["1e400", "1" + "0" * 400, "-1" + "0" * 400])
def test_a_jsonl_timestamp_out_of_range_is_ignored_with_a_note(tmp_path, stamp):
    root = tmp_path / "archive"
    line = '{"chat_id": "late1", "role": "user", "text": "sourdough starter", "timestamp": ' + stamp + "}"
    proc = kbsearch("ingest", jsonl(tmp_path / "t.jsonl", KOMBUCHA, line), "--into", root)
    assert proc.returncode == 0, proc.stderr
    assert "t.jsonl:2: unreadable timestamp" in proc.stderr
    assert "sourdough" in searchable(root, "sourdough").lower()


def test_a_huge_number_in_a_chatgpt_export_skips_that_conversation(tmp_path):
    bad = json.dumps(chatgpt_conversation("c-2", "Bad one", "nothing")).replace('"create_time": 1735725600',
                                                                                '"create_time": ' + "7" * 5_000, 1)
    export = tmp_path / "conversations.json"
    export.write_text("[" + json.dumps(chatgpt_conversation("c-1", "Kombucha fizz", "kombucha fizz")) + ", " + bad + ", "
                      + json.dumps(chatgpt_conversation("c-3", "Sourdough", "sourdough starter")) + "]",
                      encoding="utf-8")
    root = tmp_path / "archive"
    proc = kbsearch("ingest", export, "--into", root)
    assert proc.returncode == 3, proc.stderr
    assert f"{export}: conversation 2: number too long" in proc.stderr
    assert "kombucha" in searchable(root, "kombucha").lower() and "sourdough" in searchable(root, "sourdough").lower()


def test_a_huge_number_in_the_first_conversation_still_finds_the_format(tmp_path):
    bad = chatgpt_conversation("c-1", "Bad one", "x")
    bad["mapping"]["n2"]["message"]["weight"] = 1
    text = json.dumps([bad, chatgpt_conversation("c-2", "Kombucha fizz", "kombucha fizz")]).replace(
        '"weight": 1', '"weight": ' + "1" * 4_400)
    export = tmp_path / "conversations.json"
    export.write_text(text, encoding="utf-8")
    proc = kbsearch("ingest", export, "--into", tmp_path / "archive")
    assert proc.returncode == 3 and f"{export}: conversation 1: number too long" in proc.stderr, proc.stderr


@pytest.mark.parametrize("stamp", ["1" + "0" * 400, "1e400"])
def test_a_chatgpt_create_time_out_of_range_is_no_time(tmp_path, stamp):
    text = json.dumps([chatgpt_conversation("c-1", "Kombucha fizz", "kombucha fizz")]).replace("1735725600", stamp)
    export = tmp_path / "conversations.json"
    export.write_text(text, encoding="utf-8")
    root = tmp_path / "archive"
    proc = kbsearch("ingest", export, "--into", root)
    assert proc.returncode == 0, proc.stderr
    assert "kombucha" in searchable(root, "kombucha").lower()
    assert (root / "chatgpt" / "undated").is_dir()


def test_a_platform_of_100000_characters_is_cut_to_a_folder_name(tmp_path):
    root = tmp_path / "archive"
    proc = kbsearch("ingest", jsonl(tmp_path / "p.jsonl", {**KOMBUCHA, "platform": "p" * 100_000}), "--into", root)
    assert proc.returncode == 0, proc.stderr
    assert "platform of 100,000 characters cut to 40" in proc.stderr
    assert (root / ("p" * 40)).is_dir()
    assert "kombucha" in searchable(root, "kombucha").lower()


BOMB = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{chr(98 + i)}: &{chr(98 + i)} [*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, "
    f"*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}]\n" for i in range(8))


@pytest.mark.parametrize("front,code,expect", [
    ("title: Kombucha zero\ndate: 0000-00-00\n", 0, "no date in front matter"),
    ("title: Kombucha bomb\n" + BOMB, 3, "bomb.md: malformed front matter"),
])
def test_hostile_front_matter_in_a_note(tmp_path, front, code, expect):
    notes = tmp_path / "notes"
    notes.mkdir()
    (notes / "good.md").write_text("# Sourdough\n\nUser: sourdough starter\n", encoding="utf-8")
    (notes / ("bomb.md" if code else "zero.md")).write_text(f"---\n{front}---\nUser: kombucha fizz\n", encoding="utf-8")
    root = tmp_path / "archive"
    started = time.monotonic()
    proc = kbsearch("ingest", notes, "--into", root)
    assert time.monotonic() - started < TIME_LIMIT / 2
    assert proc.returncode == code, proc.stderr
    assert expect in proc.stderr
    assert "sourdough" in searchable(root, "sourdough").lower()


# 4. A full disk: one line, the indexes as they were.

def _mounted_tmpfs(folder: Path, size: str) -> bool:
    folder.mkdir()
    if sys.platform != "linux" or os.geteuid() != 0:
        return False
    proc = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(folder)],
                          capture_output=True, timeout=30)
    return proc.returncode == 0


@pytest.fixture
def small_disk(tmp_path):
    folder = tmp_path / "small"
    if not _mounted_tmpfs(folder, "600k"):
        pytest.skip("needs root and mount -t tmpfs (Linux) to make a small file system")
    yield folder
    subprocess.run(["umount", "-l", str(folder)], capture_output=True, timeout=30)


def test_an_ingest_into_a_full_disk_is_one_line_and_leaves_the_archive(tmp_path, small_disk):
    root = small_disk / "archive"
    assert kbsearch("ingest", jsonl(tmp_path / "a.jsonl", KOMBUCHA), "--into", root).returncode == 0
    before = indexes(root)
    many = [message(f"chat{i}", f"sourdough note {i} " + "flour water salt " * 300, title=f"Bread {i}")
            for i in range(400)]
    proc = kbsearch("ingest", jsonl(tmp_path / "many.jsonl", *many), "--into", root)
    assert proc.returncode == 2
    assert "No space left on device" in one_line(proc) and "then run ingest again" in one_line(proc)
    assert len([ln for ln in proc.stderr.splitlines() if ln.strip()]) == 1
    assert indexes(root) == before and not temps(root)
    assert "kombucha" in searchable(root, "kombucha").lower()


@pytest.mark.parametrize("phase", ["chunk files", "indexes"])
def test_no_space_while_writing_is_an_ingest_error(tmp_path, monkeypatch, phase):
    from kbsearch.ingest import pipeline

    root = tmp_path / "archive"
    ingest([jsonl(tmp_path / "a.jsonl", KOMBUCHA)], Options(root=root))
    before = indexes(root)

    files_before = sorted(p for p in root.rglob("*") if "indexes" not in p.parts)
    real_stage = pipeline.stage

    def full(path, *args, **kwargs):  # chunk files and indexes are both written aside first
        if (path.parent.name == "indexes") == (phase == "indexes"):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real_stage(path, *args, **kwargs)

    monkeypatch.setattr(pipeline, "stage", full)
    with pytest.raises(IngestError, match="No space left on device; the indexes are as they were: free some space"):
        ingest([jsonl(tmp_path / "b.jsonl", message("bread1", "sourdough starter"))], Options(root=root))
    assert indexes(root) == before
    # issue 30: the chat files it wrote (and their folders) are gone too
    assert sorted(p for p in root.rglob("*") if "indexes" not in p.parts) == files_before


# 5. Temp files of killed ingests.

def test_temp_files_of_a_killed_ingest_are_gone_after_the_next_one(tmp_path):
    root = tmp_path / "archive"
    assert kbsearch("ingest", jsonl(tmp_path / "a.jsonl", KOMBUCHA), "--into", root).returncode == 0
    many = jsonl(tmp_path / "many.jsonl", *[message(f"chat{i}", f"sourdough {i} " + "flour " * 100) for i in range(3000)])
    proc = subprocess.Popen([sys.executable, "-m", "kbsearch", "ingest", str(many), "--into", str(root)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + TIME_LIMIT
    while proc.poll() is None and time.monotonic() < deadline and len(list((root / "other").glob("*/*/*"))) < 20:
        time.sleep(0.02)
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=TIME_LIMIT)
    if proc.returncode != -signal.SIGKILL:
        pytest.skip("the ingest finished before it could be killed")
    # What a kill between writing a temp file and renaming it leaves, in a folder the killed
    # ingest was writing (besides any such file the kill really left).
    folder = next(p for p in (root / "other").glob("*/*/*") if p.is_dir())
    (folder / ".kbsearch-ingest-x.001.yml.tmp").write_bytes(b"half")
    (root / "indexes" / ".kbsearch-ingest-chat_index.latest.csv.tmp").write_bytes(b"half")

    lock = root / "indexes" / ".kbsearch-ingest.lock"
    assert lock.is_file()  # a killed ingest leaves its lock, naming the folders it was writing

    done = kbsearch("ingest", jsonl(tmp_path / "b.jsonl", message("bread1", "sourdough rye")), "--into", root)
    assert done.returncode == 0, done.stderr
    assert temps(root) == [] and not lock.exists()


# 6. The lock file.

def test_a_symlinked_lock_file_is_refused_and_nothing_is_written_outside(tmp_path):
    root = tmp_path / "archive"
    assert kbsearch("ingest", jsonl(tmp_path / "a.jsonl", KOMBUCHA), "--into", root).returncode == 0
    lock = root / "indexes" / ".kbsearch-ingest.lock"
    assert not lock.exists()  # a finished ingest leaves no lock file
    outside = tmp_path / "outside"
    outside.mkdir()
    lock.symlink_to(outside / "victim")
    before, files = indexes(root), sorted(root.rglob("*"))

    proc = kbsearch("ingest", jsonl(tmp_path / "b.jsonl", message("bread1", "sourdough")), "--into", root)
    assert proc.returncode == 2
    assert one_line(proc) == (f"kbsearch: {lock} is a symbolic link; ingest does not follow it: "
                              "remove it, then run ingest again")
    assert list(outside.iterdir()) == [] and indexes(root) == before and sorted(root.rglob("*")) == files


def test_a_lock_file_that_is_a_fifo_is_refused(tmp_path):
    root = tmp_path / "archive"
    assert kbsearch("ingest", jsonl(tmp_path / "a.jsonl", KOMBUCHA), "--into", root).returncode == 0
    lock = root / "indexes" / ".kbsearch-ingest.lock"
    os.mkfifo(lock)
    proc = kbsearch("ingest", jsonl(tmp_path / "b.jsonl", message("bread1", "sourdough")), "--into", root)
    assert proc.returncode == 2 and one_line(proc).endswith("is not a regular file; remove it, then run ingest again")


def test_a_finished_ingest_leaves_no_lock_file_and_the_archive_searches(tmp_path):
    root = tmp_path / "archive"
    lock = root / "indexes" / ".kbsearch-ingest.lock"
    for _ in range(2):  # writing, then nothing to change
        assert kbsearch("ingest", jsonl(tmp_path / "a.jsonl", KOMBUCHA), "--into", root).returncode == 0
        assert not lock.exists()
    assert not list((root / "indexes").glob(".kbsearch-ingest*"))
    assert "Kombucha" in searchable(root, "kombucha fizz")


def test_a_lock_file_removed_by_the_ingest_that_held_it_is_not_a_lock(tmp_path, monkeypatch):
    """The race of removing the lock file: ingest B opens it, ingest A (holding the lock)
    finishes and removes it, B locks the file no name leads to any more. B must notice and
    lock the file of that name instead, or B and a third ingest C would both hold "the" lock."""
    import fcntl

    from kbsearch.ingest import store

    index_dir = tmp_path / "indexes"
    index_dir.mkdir()
    path = index_dir / store.LOCK_NAME
    real_open = store._open_lock
    opened: list[int] = []

    def open_then_removed(lock_path):
        fd = real_open(lock_path)
        if not opened:  # A finishes between B's open and B's flock
            os.unlink(lock_path)
        opened.append(fd)
        return fd

    monkeypatch.setattr(store, "_open_lock", open_then_removed)
    with store.ingest_lock(index_dir) as lock:
        assert len(opened) == 2  # the removed file was let go and the lock opened anew
        assert os.fstat(lock.fd).st_ino == os.stat(path).st_ino
        with open(path, "rb") as other:  # C, locking the file of that name, finds it taken
            with pytest.raises(BlockingIOError):
                fcntl.flock(other.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        lock.finished()
        assert not path.exists()
