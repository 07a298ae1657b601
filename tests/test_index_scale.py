"""The content index answers exactly as a freshly built one does, after incremental
updates too (issue 7): on the demo archive and on a small generated archive."""

from __future__ import annotations

import csv
import os
import shutil
import time
from datetime import date
from pathlib import Path
from types import SimpleNamespace

import pytest

from archive_builder import ChatSpec, write_archive
from kbsearch import config
from kbsearch.index import build as index_build
from kbsearch.index import format as index_format
from kbsearch.index import open as index_open
from kbsearch.index import update as index_update
from kbsearch.ranking.search import SearchOptions, Searcher

QUERIES = [
    ("MCP timeout", {}),
    ("memory slots", {}),
    ("python", {"thorough": True}),
    ("bitcoin", {"granularity": "chunk"}),
    ("server", {"since": None, "platforms": ["claude"]}),
    ("timeout", {"content_only": True}),
    ("zxqv nonexistent", {}),
    ("decision", {"use_synonyms": False}),
]


def _drop_chats(index_dir: Path, keep) -> dict[Path, str]:
    """Rewrite the three CSVs without the chats `keep` rejects; return the full texts."""
    full = {}
    for path in sorted(index_dir.glob("*.csv")):
        text = path.read_text(encoding="utf-8")
        full[path] = text
        rows = list(csv.reader(text.splitlines()))
        col = rows[0].index("chat_id")
        with open(path, "w", newline="", encoding="utf-8") as fh:
            csv.writer(fh).writerows([rows[0]] + [r for r in rows[1:] if keep(r[col])])
    return full


def _answers(searcher: Searcher) -> list:
    out = []
    for query, opts in QUERIES:
        r = searcher.search(query, SearchOptions(**opts))
        out.append((query, r.layer, r.found, r.search_path,
                    [(x.chat_id, round(x.score, 9), x.why, x.snippet, x.matching_chunks, x.layer) for x in r.results]))
    return out


def _fresh(index_dir: Path, cache: Path, monkeypatch) -> Searcher:
    monkeypatch.setenv("KBSEARCH_CACHE_DIR", str(cache))
    return Searcher.open(index_dir, rebuild=True)


def _grown_incrementally(index_dir: Path, cache: Path, monkeypatch, notes: list[str]) -> Searcher:
    """Index the archive without a third of its chats, then put them back: the next open
    appends them instead of rebuilding."""
    monkeypatch.setenv("KBSEARCH_CACHE_DIR", str(cache))
    ids = sorted({r["chat_id"] for r in csv.DictReader(open(next(index_dir.glob("chat_index*.csv")), encoding="utf-8"))})
    dropped = set(ids[::3])
    full = _drop_chats(index_dir, lambda cid: cid not in dropped)
    Searcher.open(index_dir).index.close()
    for path, text in full.items():
        path.write_text(text, encoding="utf-8")
        os.utime(path, ns=(path.stat().st_mtime_ns + 10**9,) * 2)  # a new signature even on coarse clocks
    searcher = Searcher.open(index_dir, on_build=notes.append)
    assert searcher.index.meta["update"] == f"added {len(dropped)} chats, {_chunks(index_dir, dropped)} chunks"
    return searcher


def _chunks(index_dir: Path, chat_ids: set[str]) -> int:
    rows = csv.DictReader(open(next(index_dir.glob("condensed_index*.csv")), encoding="utf-8"))
    return sum(1 for r in rows if r["chat_id"] in chat_ids)


def _generated(root: Path) -> Path:
    words = ["timeout", "server", "python", "bitcoin", "memory", "slots", "garden", "recipe", "travel", "decision"]
    chats = []
    for i in range(30):
        w1, w2 = words[i % len(words)], words[(i * 3 + 1) % len(words)]
        chats.append(ChatSpec(
            f"{i:08x}", f"{w1.title()} notes {i}", ["claude", "chatgpt", "gemini"][i % 3],
            f"202{3 + i % 3}-0{1 + i % 9}-1{i % 10}", [f"dev.{w1}.{w2}", f"misc.{w2}"],
            [{"decisions": [{"decision": f"use {w2}"}]} if i % 4 == 0 else {}, {}][: 1 + i % 2],
            [f"we talked about {w1} and {w2} " * (1 + i % 5), f"more on {w2} memory"],
        ))
    return write_archive(root, chats)


def _archive(kind: str, tmp_path: Path, demo_dir: Path) -> Path:
    """A copy of the demo archive, or the generated one: its index folder."""
    if kind == "generated":
        return _generated(tmp_path / "root")
    index_dir = tmp_path / "root" / "indexes"
    shutil.copytree(demo_dir, index_dir, ignore=shutil.ignore_patterns(".kbsearch"))
    return index_dir


@pytest.mark.parametrize("archive", ["demo", "generated"])
def test_incremental_update_answers_like_a_fresh_build(archive, tmp_path, demo_dir, monkeypatch):
    index_dir = _archive(archive, tmp_path, demo_dir)
    notes: list[str] = []
    updated = _grown_incrementally(index_dir, tmp_path / "cache-a", monkeypatch, notes)
    assert any(n.startswith("updating the content index") for n in notes), notes
    fresh = _fresh(index_dir, tmp_path / "cache-b", monkeypatch)
    assert fresh.index.meta["update"] == "full build"
    assert updated.index.n_docs == fresh.index.n_docs
    assert updated.index.avg_length == fresh.index.avg_length
    assert _answers(updated) == _answers(fresh)


def _index_then_append(index_dir: Path, cache: Path, monkeypatch, extra: dict[str, str] | None = None) -> None:
    """Index the archive without its last third of chats (their rows end each CSV), then
    write the CSVs back whole, plus `extra` lines at the end of the named CSVs."""
    monkeypatch.setenv("KBSEARCH_CACHE_DIR", str(cache))
    ids = sorted({r["chat_id"] for r in csv.DictReader(open(next(index_dir.glob("chat_index*.csv")), encoding="utf-8"))})
    later = set(ids[2 * len(ids) // 3:])
    full = {path: path.read_bytes() for path in index_dir.glob("*.csv")}
    _drop_chats(index_dir, lambda cid: cid not in later)
    for path, data in full.items():
        assert data.startswith(path.read_bytes())  # the later chats' rows are appended
    Searcher.open(index_dir).index.close()
    for path, data in full.items():
        path.write_bytes(data + (extra or {}).get(path.name.split("_")[0], "").encode())
        os.utime(path, ns=(path.stat().st_mtime_ns + 10**9,) * 2)


def test_rows_appended_to_the_csvs_are_read_alone(tmp_path, monkeypatch):
    """An update after rows were appended (what an ingest does) reads only the new rows,
    and answers exactly as a fresh build."""
    from kbsearch.archive import load as archive_module

    index_dir = _generated(tmp_path / "root")
    # A bad appended row is skipped with its line number in the whole file, as a full load says.
    _index_then_append(index_dir, tmp_path / "cache-a", monkeypatch, {"chat": "ffffffff,Bad,claude,someday,,1,1\r\n"})
    full_load = archive_module.load_archive

    def refused(*args, **kwargs):
        raise AssertionError("the CSVs were read in full")

    monkeypatch.setattr(archive_module, "load_archive", refused)
    notes: list[str] = []
    updated = Searcher.open(index_dir, on_build=notes.append)
    assert updated.index.meta["update"] == "added 10 chats, 15 chunks", notes
    assert updated.index.meta["csv_state"] == {k: dict(v, path=str(v["path"])) for k, v in
                                               full_load(index_dir).csv_state.items()}
    monkeypatch.setattr(archive_module, "load_archive", full_load)
    fresh = _fresh(index_dir, tmp_path / "cache-b", monkeypatch)
    assert updated.index.n_docs == fresh.index.n_docs and updated.index.avg_length == fresh.index.avg_length
    assert updated.index.meta["n_topic_rows"] == fresh.index.meta["n_topic_rows"]
    assert updated.index.meta["skipped"] == fresh.index.meta["skipped"] == [["chat_index.latest.csv", 32,
                                                                            "unparseable value: Invalid isoformat string: 'someday'"]]
    assert _answers(updated) == _answers(fresh)


def _postings_by_chat(index, term: str) -> dict:
    chunk = {r: (cid, num) for r, cid, num in index.conn.execute(
        "SELECT chunks.row, chat_id, chunk_num FROM chunks JOIN chats ON chats.row = chunks.chat_row")}
    chat = {c.row: c.chat_id for c in index.chats}
    out = {}
    for field, pairs in index.postings(term).items():
        key = chat if field in index_format.INDEX_FIELDS else chunk
        out[field] = sorted((key.get(pairs[i], pairs[i]), pairs[i + 1]) for i in range(0, len(pairs), 2))
    return out


def test_updates_that_append_segments_answer_like_a_fresh_build(tmp_path, monkeypatch):
    """Updates add postings as segments, folded back every MAX_SEGMENTS updates: postings,
    document frequencies, prefix expansions and answers stay those of a fresh build.
    Five rounds of appended chats."""
    monkeypatch.setattr(index_update, "MAX_SEGMENTS", 3)
    index_dir = _generated(tmp_path / "root")
    monkeypatch.setenv("KBSEARCH_CACHE_DIR", str(tmp_path / "cache-a"))
    full = {path: path.read_bytes() for path in index_dir.glob("*.csv")}
    for cut in (10, 14, 18, 22, 26, 30):  # the first `cut` chats (ids 0..cut-1), then more
        for path, data in full.items():
            lines = data.splitlines(keepends=True)
            path.write_bytes(b"".join(lines[:1] + [ln for ln in lines[1:] if int(ln.split(b",")[1 if path.name.startswith("all") else 0], 16) < cut]))
            os.utime(path, ns=(path.stat().st_mtime_ns + 10**9,) * 2)
        updated = Searcher.open(index_dir)
        assert updated.index.meta["update"].startswith("added 4 chats" if cut > 10 else "full build")
    assert updated.index.conn.execute("SELECT count(*) FROM segments").fetchone()[0] > 0
    fresh = _fresh(index_dir, tmp_path / "cache-b", monkeypatch)
    terms = [t for (t,) in fresh.index.conn.execute("SELECT term FROM terms")]
    assert terms == [t for (t,) in updated.index.conn.execute("SELECT term FROM terms")]
    # Row numbers differ (an update numbers new chats after the old ones): compare by chat.
    assert all(_postings_by_chat(updated.index, t) == _postings_by_chat(fresh.index, t) for t in terms)
    df = ("SELECT term, df + coalesce((SELECT sum(s.df) FROM segments s WHERE s.term = t.term), 0)"
          " FROM terms t ORDER BY term")
    assert list(updated.index.conn.execute(df)) == list(fresh.index.conn.execute(df))
    for prefix in ("", "s", "m", "ti", "de"):
        assert updated.index.prefix_terms(prefix) == fresh.index.prefix_terms(prefix)
    assert sorted(updated.index.index_vocabulary()) == sorted(fresh.index.index_vocabulary())
    assert _answers(updated) == _answers(fresh)


def assert_rebuilt_in_full_for_one_changed_chat(index_dir):
    notes: list[str] = []
    searcher = Searcher.open(index_dir, on_build=notes.append)
    assert any("1 chat changed, e.g. 00000000" in n for n in notes), notes
    assert searcher.index.meta["update"] == "full build"
    assert searcher.search("zebra").results


def test_an_appended_row_of_an_indexed_chat_rebuilds_in_full(tmp_path, monkeypatch):
    index_dir = _generated(tmp_path / "root")
    _index_then_append(index_dir, tmp_path / "cache", monkeypatch,
                       {"all": "dev.zebra,00000000,claude,2023-01-10,2023-01-10,4,False,False,False,False\r\n"})
    assert_rebuilt_in_full_for_one_changed_chat(index_dir)


def test_a_chat_changed_in_the_csvs_rebuilds_in_full(tmp_path, monkeypatch):
    index_dir = _generated(tmp_path / "root")
    monkeypatch.setenv("KBSEARCH_CACHE_DIR", str(tmp_path / "cache"))
    Searcher.open(index_dir).index.close()
    csv_file = next(index_dir.glob("chat_index*.csv"))
    csv_file.write_text(csv_file.read_text(encoding="utf-8").replace("Timeout notes 0,", "Zebra notes 0,"),
                        encoding="utf-8")
    os.utime(csv_file, ns=(csv_file.stat().st_mtime_ns + 10**9,) * 2)
    assert_rebuilt_in_full_for_one_changed_chat(index_dir)


def test_chunk_edits_without_a_csv_change_are_found_by_a_file_check(tmp_path, monkeypatch):
    index_dir = _generated(tmp_path / "root")
    monkeypatch.setenv("KBSEARCH_CACHE_DIR", str(tmp_path / "cache"))
    Searcher.open(index_dir).index.close()
    chunk = next((tmp_path / "root").rglob("*.001.condensed.yml"))
    chunk.write_text(chunk.read_text(encoding="utf-8") + "extra: zebra\n", encoding="utf-8")
    assert not Searcher.open(index_dir).search("zebra").results  # queries trust the CSVs' signature
    status = index_open.status(index_dir, check_files=True)
    assert status["changed_chats"] == 1 and not status["fresh"]
    index_open.open_index(index_dir, check_files=True).close()
    assert Searcher.open(index_dir).search("zebra").results


def test_two_builders_at_once_leave_a_whole_index(tmp_path, monkeypatch):
    index_dir = _generated(tmp_path / "root")
    monkeypatch.setenv("KBSEARCH_CACHE_DIR", str(tmp_path / "cache"))
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(2) as pool:
        indexes = list(pool.map(lambda _: index_open.open_index(index_dir, rebuild=True), range(2)))
    assert all(i.n_chunks == indexes[0].n_chunks for i in indexes)
    assert not list(config.derived_dir(index_dir).glob("*.tmp-*"))
    reopened = index_open.open_index(index_dir)
    assert reopened.meta["n_chats"] == 30


def test_index_commands(small_archive):
    import json

    from typer.testing import CliRunner

    from kbsearch.commands.app import app

    runner = CliRunner()
    before = json.loads(runner.invoke(app, ["index", "status", "-i", str(small_archive)]).stdout)
    assert before["built"] is False and before["fresh"] is False
    built = runner.invoke(app, ["index", "build", "-i", str(small_archive)])
    assert built.exit_code == 0, built.output
    status = json.loads(runner.invoke(app, ["index", "status", "-i", str(small_archive), "--check-files"]).stdout)
    assert status["fresh"] and status["n_chats"] == 5 and status["changed_chats"] == 0
    assert status["index_bytes"] > 0 and status["update"] == "full build"
    for name in ("build", "status"):
        assert "kbsearch index " + name in runner.invoke(app, ["index", name, "--help"]).stdout


def test_a_build_removes_what_killed_builds_left_and_nothing_else(tmp_path):
    import subprocess
    import sys

    from kbsearch.archive.load import load_archive

    gone = subprocess.Popen([sys.executable, "-c", "pass"])
    gone.wait()  # a pid no process has now
    dest = tmp_path / "derived" / "index.sqlite"
    dest.parent.mkdir()
    old, recent = time.time() - 3600, time.time()
    files = {
        f"index.sqlite.tmp-{gone.pid}-ab12cd34": (old, False),
        f"index.sqlite.tmp-{gone.pid}-ab12cd34.parts": (old, False),
        f"index.sqlite.tmp-{gone.pid}-ef56ab78": (recent, True),  # may still be starting
        f"index.sqlite.tmp-{os.getppid()}-00000000": (old, True),  # a live process
        "index.sqlite.tmp-notapid": (old, True),
        "index.sqlite.tmp-99999999999999999999-ab": (old, True),  # no such pid can exist
        "notes.txt": (old, True),
    }
    for name, (mtime, _) in files.items():
        (dest.parent / name).write_bytes(b"x")
        os.utime(dest.parent / name, (mtime, mtime))
    odd = dest.parent / f"index.sqlite.tmp-{gone.pid}-folder"  # not a file: left, and no crash
    odd.mkdir()
    os.utime(odd, (old, old))
    files[odd.name] = (old, True)
    index_build.build(load_archive(_generated(tmp_path / "root")), dest, signature_="x")
    assert dest.is_file()
    assert {p.name for p in dest.parent.iterdir()} == {"index.sqlite"} | {n for n, (_, kept) in files.items() if kept}


def test_a_build_in_batches_writes_the_same_index(tmp_path, monkeypatch):
    """Large archives write postings out in batches (bounded memory); the index is the same."""
    from kbsearch.archive.load import load_archive

    archive = load_archive(_generated(tmp_path / "root"))
    index_build.build(archive, tmp_path / "a.sqlite", signature_="x")
    monkeypatch.setattr(index_build, "TASK_CHUNKS", 3)
    monkeypatch.setattr(index_build, "FLUSH_BYTES", 50)  # written out after every task
    flushes = []
    original = index_build._Parts.flush
    monkeypatch.setattr(index_build._Parts, "flush",
                        lambda self, builder: (flushes.append(len(builder.df)), original(self, builder)))
    index_build.build(archive, tmp_path / "b.sqlite", signature_="x")
    assert len(flushes) > 10
    assert _dump(tmp_path / "a.sqlite") == _dump(tmp_path / "b.sqlite")
    assert not list(tmp_path.glob("*.parts"))


def _dump(path):
    """Every table of an index, meta without its timestamps."""
    import sqlite3

    conn = sqlite3.connect(path)
    tables = [list(conn.execute(f"SELECT * FROM {t} ORDER BY 1, 2")) for t in ("terms", "segments", "chats", "chunks",
                                                                              "arrays")]
    meta = [row for row in conn.execute("SELECT * FROM meta ORDER BY 1") if row[0] not in ("built_at", "updated_at")]
    conn.close()
    return tables + [meta]


def test_chunk_files_read_by_worker_processes_give_the_same_index(tmp_path, monkeypatch):
    """Builds and updates read chunk files in parallel past PARALLEL_MIN_CHUNKS; rows keep
    their order, so the index is byte for byte the one read in-process."""
    from kbsearch.archive.load import load_archive

    archive = load_archive(_generated(tmp_path / "root"))
    index_build.build(archive, tmp_path / "a.sqlite", signature_="x", workers=1)
    monkeypatch.setattr(index_build, "PARALLEL_MIN_CHUNKS", 1)
    monkeypatch.setattr(index_build, "TASK_CHUNKS", 3)
    monkeypatch.setattr(index_build, "FLUSH_BYTES", 50)  # batches written out while workers run
    index_build.build(archive, tmp_path / "b.sqlite", signature_="x", workers=2)
    assert _dump(tmp_path / "a.sqlite") == _dump(tmp_path / "b.sqlite")


@pytest.mark.parametrize("workers", [1, 2])
def test_a_raw_file_linked_out_of_the_root_is_not_read(workers, tmp_path, monkeypatch):
    # Worker processes read raw files ahead in threads: only regular files, so a symlink
    # is still checked before anything behind it is read, with or without workers.
    import json
    import sqlite3

    from kbsearch.archive.load import load_archive

    index_dir = _generated(tmp_path / "root")
    outside = tmp_path / "outside.yml"
    outside.write_text("content: zanzibarsecret\n")
    archive = load_archive(index_dir)
    raw = Path(next(iter(archive.chats.values())).chunks[0].raw)
    raw.unlink()
    raw.symlink_to(outside)
    monkeypatch.setattr(index_build, "PARALLEL_MIN_CHUNKS", 1)
    monkeypatch.setattr(index_build, "TASK_CHUNKS", 3)
    opened = []
    from kbsearch.archive import chatfiles

    read_text = chatfiles.read_text
    monkeypatch.setattr(chatfiles, "read_text", lambda path: (opened.append(str(path)), read_text(path))[1])
    dest = tmp_path / "index.sqlite"
    index_build.build(archive, dest, signature_="x", workers=workers)
    if workers == 1:  # in-process, so every file read is seen here (workers read in their own)
        assert str(raw) not in opened and str(outside) not in opened and len(opened) > 50
    conn = sqlite3.connect(dest)
    assert conn.execute("SELECT count(*) FROM terms WHERE term = 'zanzibarsecret'").fetchone() == (0,)
    problems = json.loads(conn.execute("SELECT value FROM meta WHERE key = 'problems'").fetchone()[0])
    assert [str(raw), "outside the archive root: not read"] in problems


def test_the_folder_cached_root_check_agrees_with_is_inside(tmp_path):
    from kbsearch.archive.safepath import InsideChecker, is_inside

    root, outside = tmp_path / "root", tmp_path / "outside"
    (root / "chats" / "a").mkdir(parents=True)
    outside.mkdir()
    (outside / "secret.yml").write_text("x")
    (root / "chats" / "a" / "ok.yml").write_text("x")
    (root / "chats" / "escape").symlink_to(outside)
    (root / "chats" / "a" / "link.yml").symlink_to(outside / "secret.yml")
    paths = [root / "chats" / "a" / "ok.yml", root / "chats" / "escape" / "secret.yml",
             root / "chats" / "a" / "link.yml", root / "chats" / "a" / ".." / ".." / ".." / "outside" / "secret.yml",
             root / "chats" / "a" / "missing.yml", outside / "secret.yml"]
    check = InsideChecker(root)
    assert [check(p) for p in paths] == [is_inside(root, p) for p in paths] == [True, False, False, False, True, False]


def test_the_string_root_check_agrees_with_is_inside(tmp_path):
    # check_str resolves each folder from its parent's answer: symlinked folders at any
    # depth, a root reached through a symlink, and a sibling whose name starts like the root's.
    from kbsearch.archive.safepath import InsideChecker, is_inside

    root = tmp_path / "root"
    (root / "chats" / "a" / "deep").mkdir(parents=True)
    (tmp_path / "root2").mkdir()
    (tmp_path / "outside" / "x").mkdir(parents=True)
    (root / "chats" / "inner").symlink_to(root / "chats" / "a")
    (root / "chats" / "escape").symlink_to(tmp_path / "outside")
    (root / "chats" / "a" / "deep" / "up").symlink_to(tmp_path / "root2")
    (tmp_path / "alias").symlink_to(root)
    (root / "chats" / "a" / "link.yml").symlink_to(tmp_path / "outside" / "x")
    names = ["chats/a/f.yml", "chats/inner/f.yml", "chats/inner/deep/f.yml", "chats/escape/f.yml",
             "chats/escape/x/f.yml", "chats/a/deep/up/f.yml", "chats/a/link.yml", "chats/missing/f.yml", "f.yml"]
    for base in (root, tmp_path / "alias"):
        check = InsideChecker(base)
        paths = [f"{base}/{name}" for name in names] + [f"{tmp_path}/root2/f.yml", f"{tmp_path}/alias/chats/a/f.yml"]
        assert [check.check_str(p) for p in paths] == [is_inside(base, Path(p)) for p in paths]
        assert [check.check_str(p) for p in paths] == [True, True, True, False, False, False, False, True, True,
                                                        False, True]


def test_plain_and_dotted_cells_load_the_same_files_and_refuse_the_same_escapes(tmp_path):
    # Plain relative cells are resolved as strings (the loader's fast path), cells like
    # "./x" through pathlib: both must give the same paths and the same refusals.
    from kbsearch.archive.load import load_archive

    root, outside = tmp_path / "root", tmp_path / "outside"
    idx = root / "indexes"
    idx.mkdir(parents=True)
    (outside / "far").mkdir(parents=True)
    good = root / "chatgpt" / "2025" / "01" / "chatgpt.20250101.a1a1a1a1.good"
    good.mkdir(parents=True)
    (good / "chatgpt.20250101.a1a1a1a1.good.001.condensed.yml").write_text("summary: fine\n")
    (outside / "far" / "chatgpt.20250101.b2b2b2b2.far.001.condensed.yml").write_text("summary: secret\n")
    (root / "chatgpt" / "2025" / "02").mkdir()
    (root / "chatgpt" / "2025" / "02" / "chatgpt.20250201.b2b2b2b2.far").symlink_to(outside / "far")
    cells = ["chatgpt/2025/01/chatgpt.20250101.a1a1a1a1.good/chatgpt.20250101.a1a1a1a1.good.001.condensed.yml",
             "chatgpt/2025/02/chatgpt.20250201.b2b2b2b2.far/chatgpt.20250101.b2b2b2b2.far.001.condensed.yml"]
    loaded = []
    for prefix in ("", "./"):
        (idx / "chat_index.csv").write_text("chat_id,title\na1a1a1a1,Good\nb2b2b2b2,Far\n")
        (idx / "all_topics.csv").write_text("topic,chat_id\nx.y,a1a1a1a1\n")
        rows = "".join(f"{cid},{prefix}{cell},1\n" for cid, cell in zip(["a1a1a1a1", "b2b2b2b2"], cells))
        (idx / "condensed_index.csv").write_text("chat_id,condensed_path,chunk_num\n" + rows)
        archive = load_archive(idx)
        loaded.append(([c.path for c in archive.chats["a1a1a1a1"].chunks], archive.chats["b2b2b2b2"].chunks,
                       [s.reason.split(":")[0] for s in archive.skipped]))
    assert loaded[0] == loaded[1]
    assert loaded[0] == ([str(good / "chatgpt.20250101.a1a1a1a1.good.001.condensed.yml")], [],
                         ["outside the archive root"])


@pytest.mark.parametrize("archive", ["demo", "generated"])
def test_stored_df_is_the_number_of_documents_a_word_reaches(archive, tmp_path, demo_dir, monkeypatch):
    # A single word's idf is taken from the df the build stored instead of counting the
    # union of its postings: both must agree, after a full build and after an update.
    from kbsearch.ranking.bm25f import idf
    from kbsearch.ranking.cascade import build_group
    from kbsearch.ranking.synonyms import Pattern

    index_dir = _archive(archive, tmp_path, demo_dir)
    updated = _grown_incrementally(index_dir, tmp_path / "cache-a", monkeypatch, [])
    fresh = _fresh(index_dir, tmp_path / "cache-b", monkeypatch)
    if archive == "generated":  # words already indexed got segments: their df is summed
        assert updated.index.conn.execute("SELECT count(*) FROM segments").fetchone()[0] > 0
    for searcher in (updated, fresh):
        index = searcher.index
        vocabulary = [t for (t,) in index.conn.execute("SELECT term FROM terms")]
        assert len(vocabulary) > 40
        for term in vocabulary:
            group = build_group(index, Pattern(term))
            assert index.df(term) == len(group.docs) > 0, term
            assert group.idf == idf(index.n_docs, len(group.docs))


@pytest.mark.parametrize("cpus, chunks, expected", [(1, 10**6, 1), (2, 1000, 2), (2, 200_000, 3), (16, 10**6, 8)])
def test_build_workers_one_per_cpu_and_one_more_when_large(cpus, chunks, expected, monkeypatch):
    monkeypatch.setattr(index_build.os, "sched_getaffinity", lambda pid: set(range(cpus)), raising=False)
    assert index_build.build_workers(chunks) == expected


@pytest.mark.parametrize("chunks, workers, expected", [(5000, 2, 256), (20_000, 3, 416), (100_000, 2, 1024), (10**6, 3, 1024), (10, 1, 256)])
def test_tasks_grow_with_the_archive_but_leave_every_worker_many(chunks, workers, expected):
    assert index_build.task_chunks(chunks, workers) == expected
    chats = [SimpleNamespace(topics=[], title="t", chunks=[SimpleNamespace(chunk_num=1, path="p", raw=None)] * 7)] * (chunks // 7)
    sizes = [len(batch) * 7 for batch, _ in index_build._tasks(chats, 0, 0, expected)]
    assert sum(sizes) == chunks // 7 * 7 and max(sizes) < expected + 7


@pytest.mark.parametrize("dense", [False, True])
def test_a_search_reads_only_the_chat_rows_it_shows(dense, tmp_path, monkeypatch):
    """Opening reads no chat row and a query reads the rows of the chats it shows (read.py's
    ChatTable), with and without filters, so an open does not grow with the archive."""
    import numpy  # noqa: F401 - imported: the forced numpy path is taken by every query
    from kbsearch.ranking import bm25f

    index_dir = _generated(tmp_path / "root")
    monkeypatch.setenv("KBSEARCH_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(bm25f, "DENSE_MIN_DOCS", 0 if dense else 10**12)
    Searcher.open(index_dir).index.close()  # built here
    searcher = Searcher.open(index_dir)
    table = searcher.index.chats
    assert table._rows == {} and table._all is None
    options = [SearchOptions(max_results=3), SearchOptions(max_results=3, platforms=["gemini"], since=date(2024, 1, 1)),
               SearchOptions(max_results=3, has=["decisions"])]
    for opts in options:
        response = searcher.search("memory", opts)
        assert response.results
        assert table._all is None
        assert {c.chat_id for c in table._rows.values()} >= {r.chat_id for r in response.results}
    assert len(table._rows) <= 9 < len(table)
    # chat_by_id reads one row; iterating reads them all, once.
    some = searcher.index.chat_by_id(response.results[0].chat_id)
    assert some is not None and searcher.index.chat_by_id("ffffffff") is None
    assert [c.row for c in table] == list(range(len(table)))
    assert table._all is not None and searcher.index.chat_by_id(some.chat_id) == some


@pytest.mark.parametrize("damage", ["array row gone", "array blob cut short", "meta row gone", "not sqlite"])
def test_a_damaged_index_is_rebuilt_at_open_not_failed_mid_query(damage, tmp_path, monkeypatch):
    """Arrays are read when a query first needs them, so open checks their sizes: a damaged
    derived index is found there and rebuilt, and the search answers as before."""
    import sqlite3

    from cli_run import run

    index_dir = _generated(tmp_path / "root")
    monkeypatch.setenv("KBSEARCH_CACHE_DIR", str(tmp_path / "cache"))
    before = run("search", "memory python", "-i", index_dir, "-f", "jsonl")
    assert before.exit_code == 0 and before.stdout
    path = config.derived_dir(index_dir) / "index.sqlite"
    if damage == "not sqlite":
        path.write_bytes(b"garbage" * 1000)
    else:
        conn = sqlite3.connect(path)
        if damage == "array row gone":
            conn.execute("DELETE FROM arrays WHERE name = 'chat_first'")
        elif damage == "array blob cut short":
            conn.execute("UPDATE arrays SET data = substr(data, 1, 8) WHERE name = 'len_condensed'")
        else:
            conn.execute("DELETE FROM meta WHERE key = 'n_chats'")
        conn.commit()
        conn.close()
    after = run("search", "memory python", "-i", index_dir, "-f", "jsonl")
    assert after.exit_code == 0, after.stderr
    assert "Traceback" not in after.stderr and "building the content index" in after.stderr
    assert after.stdout == before.stdout


def test_stats_from_sql_and_arrays_agree_with_the_chat_rows(tmp_path, monkeypatch):
    """index/stats.py aggregates without reading every chat's row: the same counts, dates
    and signals as the rows give (an undated chat and an empty platform included)."""
    from collections import Counter

    from kbsearch.index.stats import archive_stats

    index_dir = _generated(tmp_path / "root")
    with open(next(index_dir.glob("chat_index*.csv")), "a", encoding="utf-8") as fh:
        fh.write("eeeeeeee,Undated notes,,,,4,0\n")
    monkeypatch.setenv("KBSEARCH_CACHE_DIR", str(tmp_path / "cache"))
    searcher = Searcher.open(index_dir)
    stats = archive_stats(searcher.index, "test")
    rows = list(searcher.index.chats)
    assert any(c.date_start is None for c in rows)
    assert stats["messages"] == sum(c.message_count for c in rows)
    assert stats["platforms"] == dict(Counter(c.platform or "unknown" for c in rows))
    assert stats["signals"] == dict(Counter(s for c in rows for s in c.signals))
    assert stats["date_first"] == min(c.date_start for c in rows if c.date_start).isoformat()
    assert stats["date_last"] == max(c.date_end for c in rows if c.date_start).isoformat()
