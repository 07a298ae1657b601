"""The hostile-input suite (issue 19): bad values in chunk files, CSVs and queries end in one
clear stderr line and the documented exit code (0 found, 1 nothing found, 2 error), never a
traceback, and one bad file or row never stops searches of the rest of the archive.

Every case runs `kbsearch` as a separate process with a time limit, so a hang fails fast."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from archive_builder import ChatSpec, write_archive

TIME_LIMIT = 60  # seconds a case may take before it counts as a hang

GOOD = ChatSpec("aaaa0001", "MCP server timeout", "claude", "2025-01-01", ["dev.mcp.timeout"],
                [{"decisions": [{"decision": "raise the timeout to 120 s"}]}], ["the MCP server times out"])


def kbsearch(*args, env: dict | None = None) -> subprocess.CompletedProcess:
    proc = subprocess.run([sys.executable, "-m", "kbsearch", *map(str, args)], capture_output=True, text=True,
                          timeout=TIME_LIMIT, env={**os.environ, **(env or {})})
    assert "Traceback" not in proc.stderr, proc.stderr
    return proc


def one_line(proc: subprocess.CompletedProcess) -> str:
    lines = [line for line in proc.stderr.splitlines() if line.strip()]
    return lines[-1] if lines else ""


@pytest.fixture
def archive(tmp_path, monkeypatch) -> tuple[Path, Path]:
    """(index folder, root) of a two-chat archive: GOOD and a chat the case damages."""
    monkeypatch.setenv("KBSEARCH_CACHE_DIR", str(tmp_path / "cache"))
    bad = ChatSpec("bbbb0002", "Victim chat about gardening", "gemini", "2025-02-01", ["life.garden"], [{}], ["tomatoes"])
    root = tmp_path / "root"
    return write_archive(root, [GOOD, bad]), root


def victim(root: Path) -> Path:
    return next(root.rglob("*bbbb0002*.condensed.yml"))


@pytest.mark.parametrize("when", ["2024-02-30", "2024-13-45", "0000-01-01", "2024-02-30 25:61:00"])
def test_a_date_that_does_not_exist_in_a_chunk_file_stops_nothing(archive, when):
    index_dir, root = archive
    victim(root).write_text(f"summary: gardening notes\nwhen: {when}\ndecisions:\n- when: {when}\n", encoding="utf-8")
    for args in (["search", "MCP timeout", "-f", "jsonl"], ["answer", "What did we decide about the MCP timeout?"],
                 ["index", "build", "--full"], ["search", "gardening", "-f", "jsonl"]):
        proc = kbsearch(*args, "-i", index_dir)
        assert proc.returncode == 0, (args, proc.stderr)
    assert "bbbb0002" in proc.stdout  # the file itself is searchable, its date as text
    assert kbsearch("check", "-i", index_dir).returncode in (0, 1)


def test_a_value_the_parser_cannot_build_is_one_files_problem(archive):
    index_dir, root = archive
    victim(root).write_text("summary: deep\nx: " + "[" * 3000 + "]" * 3000 + "\n", encoding="utf-8")
    proc = kbsearch("search", "MCP timeout", "-f", "jsonl", "-i", index_dir)
    assert proc.returncode == 0 and "aaaa0001" in proc.stdout


@pytest.mark.parametrize("tokens", [".inf", "-.inf", ".nan", "100000000000000000000", "-5", "1e400"])
def test_token_counts_out_of_range_in_a_chunk_file_are_estimated(archive, tokens):
    index_dir, root = archive
    victim(root).write_text(
        f"summary: gardening\ncondensed_metadata:\n  condensed_tokens: {tokens}\n  original_tokens: {tokens}\n",
        encoding="utf-8")
    proc = kbsearch("search", "gardening", "-f", "jsonl", "-i", index_dir)
    assert proc.returncode == 0 and "bbbb0002" in proc.stdout
    assert kbsearch("stats", "-f", "json", "-i", index_dir).returncode == 0


@pytest.mark.parametrize("column,value", [
    ("message_count", "100000000000000000000"), ("message_count", "9" * 5000), ("message_count", "1e400"),
    ("chunk_count", "100000000000000000000"), ("chunk_num", "100000000000000000000"), ("size_bytes", "-1e30"),
])
def test_a_number_out_of_range_in_a_csv_is_a_skipped_row(archive, column, value):
    index_dir, _root = archive
    name = "condensed_index" if column in ("chunk_num", "size_bytes") else "chat_index"
    path = index_dir / f"{name}.latest.csv"
    lines = path.read_text(encoding="utf-8").splitlines(True)
    header = lines[0].rstrip("\n").split(",")
    at = header.index(column)
    for i, line in enumerate(lines[1:], 1):
        if "bbbb0002" in line:
            cells = line.rstrip("\n").split(",")
            cells[at] = value
            lines[i] = ",".join(cells) + "\n"
    path.write_text("".join(lines), encoding="utf-8")
    first = kbsearch("search", "MCP timeout", "-f", "jsonl", "-i", index_dir)
    assert first.returncode == 0 and "aaaa0001" in first.stdout, first.stderr
    assert "skipped 1 index row" in first.stderr  # said when the index is built
    stats = kbsearch("stats", "-f", "json", "-i", index_dir)
    assert stats.returncode == 0 and json.loads(stats.stdout)["rows_skipped"] == 1


@pytest.mark.parametrize("query", ["taxes before 0001-01-01", "taxes after 9999-12-31"])
def test_a_date_out_of_range_in_a_query_is_an_empty_range_not_a_crash(archive, query, tmp_path):
    index_dir, _root = archive
    for args in (["search", query], ["answer", query]):
        proc = kbsearch(*args, "-i", index_dir)
        assert proc.returncode == 2 and one_line(proc) == f"kbsearch: the time range is empty: no date is {query[6:]}"
    batch = tmp_path / "queries.txt"
    batch.write_text(f"{query}\nMCP timeout\n", encoding="utf-8")
    proc = kbsearch("search", "--batch", batch, "-f", "jsonl", "-i", index_dir)
    assert proc.returncode == 2 and "aaaa0001" in proc.stdout and "line 1: the time range is empty" in proc.stderr


def test_a_fault_of_kbsearch_is_one_line_and_exit_2_not_nothing_found(archive):
    index_dir, _root = archive
    code = ("import sys, kbsearch.ranking.search as s\n"
            "def boom(*a, **k): raise RuntimeError('simulated fault\\nsecond line')\n"
            "s.Searcher.search = boom\n"
            "from kbsearch.entry import main\n"
            "sys.argv = ['kbsearch', *sys.argv[1:]]\n"
            "main()\n")
    args = [sys.executable, "-c", code, "search", "MCP timeout", "-i", str(index_dir)]
    proc = subprocess.run(args, capture_output=True, text=True, timeout=TIME_LIMIT)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert one_line(proc) == ("kbsearch: internal error: RuntimeError: simulated fault second line "
                              "(run again with --debug for the traceback)")
    debug = subprocess.run([*args, "--debug"], capture_output=True, text=True, timeout=TIME_LIMIT)
    assert debug.returncode != 0 and "simulated fault" in debug.stderr and "Traceback" in debug.stderr


def _fifo_in_place_of(path: Path) -> None:
    path.unlink()
    os.mkfifo(path)


@pytest.mark.parametrize("which", ["raw", "condensed"])
def test_a_fifo_where_a_chunk_file_was_blocks_nothing(archive, which, tmp_path):
    """Opened with O_NONBLOCK and checked to be a regular file (chatfiles.open_regular)
    wherever a chunk file is read: after the index was built, and at the next build."""
    index_dir, root = archive
    assert kbsearch("index", "build", "-i", index_dir).returncode == 0
    files = [p for p in root.rglob("*bbbb0002*.yml")]
    target = next(p for p in files if p.name.endswith(".condensed.yml") == (which == "condensed"))
    _fifo_in_place_of(target)
    for what in ("raw", "both", "condensed", "artifacts"):
        proc = subprocess.run([sys.executable, "-m", "kbsearch", "retrieve", "-", "--what", what, "-d",
                               str(tmp_path / f"out-{what}"), "-i", str(index_dir)], input="bbbb0002\n",
                              capture_output=True, text=True, timeout=TIME_LIMIT)
        assert "Traceback" not in proc.stderr and proc.returncode in (0, 3), (what, proc.stderr)
        if proc.returncode == 3:
            assert f"not a file: {target} is a FIFO, device or folder: not read" in proc.stderr
    assert kbsearch("answer", "What about gardening?", "-i", index_dir).returncode in (0, 1)
    assert kbsearch("search", "MCP timeout", "-f", "jsonl", "-i", index_dir).returncode == 0
    assert kbsearch("index", "build", "--full", "-i", index_dir).returncode == 0
    assert kbsearch("check", "-i", index_dir).returncode in (0, 1)


def test_a_damaged_meta_value_makes_index_build_rebuild(archive):
    import sqlite3

    index_dir, root = archive
    assert kbsearch("index", "build", "-i", index_dir).returncode == 0
    db = next(Path(os.environ["KBSEARCH_CACHE_DIR"]).glob("*/index.sqlite"))
    conn = sqlite3.connect(db)
    conn.execute("UPDATE meta SET value = '{not json' WHERE key = 'signature'")
    conn.commit()
    conn.close()
    proc = kbsearch("index", "build", "-i", index_dir)
    # index build checks the index before it trusts it (issue 30): found at open, not by the update
    assert proc.returncode == 0 and "(the index is damaged: JSONDecodeError" in proc.stderr
    assert json.loads(proc.stdout)["fresh"] is True


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0, reason="making device nodes needs root")
def test_output_file_writes_into_a_device_and_never_replaces_it(archive, tmp_path):
    """--output-file given a device node (made here, never the real /dev) or a symlink to
    one: written into, not replaced by a regular file; a full device is an error."""
    import stat

    index_dir, _root = archive
    full, null, link = tmp_path / "full", tmp_path / "null", tmp_path / "link-to-full"
    os.mknod(full, stat.S_IFCHR | 0o666, os.makedev(1, 7))
    os.mknod(null, stat.S_IFCHR | 0o666, os.makedev(1, 3))
    link.symlink_to(full)
    for target, code in ((full, 2), (link, 2), (null, 0)):
        proc = kbsearch("search", "MCP timeout", "--output-file", target, "-i", index_dir)
        assert proc.returncode == code, proc.stderr
        if code == 2:
            assert one_line(proc) == f"kbsearch: cannot write {target}: No space left on device"
    assert stat.S_ISCHR(os.stat(full).st_mode) and stat.S_ISCHR(os.stat(null).st_mode) and link.is_symlink()


def test_output_file_through_a_symlink_replaces_the_file_it_names(archive, tmp_path):
    index_dir, _root = archive
    real = tmp_path / "notes" / "latest.md"
    real.parent.mkdir()
    real.write_text("old\n", encoding="utf-8")
    link = tmp_path / "latest-link.md"
    link.symlink_to(real)
    proc = kbsearch("search", "MCP timeout", "--output-file", link, "-i", index_dir)
    assert proc.returncode == 0, proc.stderr
    assert link.is_symlink() and "MCP server timeout" in real.read_text(encoding="utf-8")


def test_a_megabyte_cell_in_an_index_csv_stops_nothing(archive):
    index_dir, _root = archive
    path = index_dir / "chat_index.latest.csv"
    text = path.read_text(encoding="utf-8").replace("Victim chat about gardening", "garden " * 200_000)
    path.write_text(text, encoding="utf-8")
    proc = kbsearch("search", "MCP timeout", "-f", "jsonl", "-i", index_dir)
    assert proc.returncode == 0 and "aaaa0001" in proc.stdout
    assert "bbbb0002" in kbsearch("search", "garden", "-f", "jsonl", "-i", index_dir).stdout


BOMB = ("a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n"
        + "".join(f"{chr(98 + i)}: &{chr(98 + i)} [{','.join(['*' + chr(97 + i)] * 9)}]\n" for i in range(8)))


@pytest.mark.parametrize("which", ["condensed", "raw"])
def test_a_yaml_alias_bomb_in_a_chunk_file_is_read_as_text_everywhere(archive, which, tmp_path):
    """answer, retrieve --what artifacts and embed passages load chunk YAML whole
    (chatfiles.load_yaml): a billion laughs is refused before it is built."""
    index_dir, root = archive
    target = next(p for p in root.rglob("*bbbb0002*.yml") if p.name.endswith(".condensed.yml") == (which == "condensed"))
    target.write_text(BOMB + ("artifacts:\n- content: <antArtifact title=\"x\">code</antArtifact>\n"
                              if which == "raw" else "summary: garden bomb\n"), encoding="utf-8")
    assert kbsearch("answer", "What about the garden?", "-i", index_dir).returncode in (0, 1)
    proc = subprocess.run([sys.executable, "-m", "kbsearch", "retrieve", "-", "--what", "artifacts", "-d",
                           str(tmp_path / "out"), "-i", str(index_dir)], input="bbbb0002\n",
                          capture_output=True, text=True, timeout=TIME_LIMIT)
    assert "Traceback" not in proc.stderr and proc.returncode in (0, 1, 3), proc.stderr
    from kbsearch.archive.passages import chunk_passages

    assert isinstance(chunk_passages(target, None), list)  # what kbsearch embed reads


def test_the_expansion_check_refuses_bombs_and_self_reference_and_keeps_shared_nodes():
    from kbsearch.safeyaml import YamlBomb, load_yaml

    with pytest.raises(YamlBomb):
        load_yaml(BOMB)
    with pytest.raises(YamlBomb):
        load_yaml("a: &a [*a]")
    assert load_yaml("x: &s {k: [1, 2]}\ny: [*s, *s]\nwhen: 2024-02-30") == {
        "x": {"k": [1, 2]}, "y": [{"k": [1, 2]}, {"k": [1, 2]}], "when": "2024-02-30"}
    assert load_yaml("") is None


@pytest.mark.parametrize("which", ["synonyms", "settings"])
def test_a_yaml_alias_bomb_in_the_synonym_table_or_settings_is_one_line(archive, which, tmp_path):
    """synonyms.yaml and the settings file load through the same guarded loader (safeyaml)."""
    index_dir, _ = archive
    bomb = tmp_path / f"{which}.yaml"
    bomb.write_text(BOMB, encoding="utf-8")
    env = {"KBSEARCH_SYNONYMS" if which == "synonyms" else "KBSEARCH_CONFIG": str(bomb)}
    proc = kbsearch("search", "MCP timeout", "-f", "jsonl", "-i", index_dir, env=env)
    assert proc.returncode == 2 and str(bomb) in one_line(proc) and "aliases" in one_line(proc), proc.stderr


def _many_chats(n: int) -> list[ChatSpec]:
    words = "word " * 200
    return [ChatSpec(f"c{i:07d}", f"chat {i} about topic {i % 17}", "claude", f"2024-{1 + i % 12:02d}-{1 + i % 27:02d}",
                     [f"t.{i % 17}"], [{"summary": f"summary {i} {words}"}] * 3, [f"raw {words}"] * 3)
            for i in range(n)]


def test_builds_ingests_and_a_search_at_once_take_turns(tmp_path):
    """Two `index build --full`, two ingests and a search at once, three rounds, as real
    processes: each ends as documented (an ingest that finds another running says so,
    exit 2), none dies on the other's rename ("attempt to write a readonly database"),
    and the archive is searchable afterwards with every chat."""
    env = {**os.environ, "KBSEARCH_CACHE_DIR": str(tmp_path / "cache")}
    index_dir = write_archive(tmp_path / "root", _many_chats(600))
    export = Path(__file__).resolve().parent.parent / "examples" / "chats.jsonl"
    run = [sys.executable, "-m", "kbsearch"]
    for _ in range(3):
        commands = [["index", "build", "--full"]] * 2 + [["ingest", str(export), "--into", str(tmp_path / "root")]] * 2 \
            + [["search", "topic", "-f", "jsonl"]]
        procs = [subprocess.Popen(run + args + (["-i", str(index_dir)] if args[0] != "ingest" else []), env=env,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for args in commands]
        for args, proc in zip(commands, procs):
            _, stderr = proc.communicate(timeout=TIME_LIMIT * 3)
            assert "Traceback" not in stderr and "readonly" not in stderr, (args, stderr)
            busy = args[0] == "ingest" and proc.returncode == 2 and "another ingest" in stderr
            assert proc.returncode in ((0, 1) if args[0] == "ingest" else (0,)) or busy, (args, proc.returncode, stderr)
    found = kbsearch("stats", "-f", "json", "-i", index_dir, env={"KBSEARCH_CACHE_DIR": str(tmp_path / "cache")})
    assert json.loads(found.stdout)["chats"] >= 600, found.stdout


def _set_condensed_path(index_dir: Path, chat_id: str, value: str) -> None:
    import csv

    path = index_dir / "condensed_index.latest.csv"
    rows = list(csv.reader(path.open(encoding="utf-8")))
    for row in rows[1:]:
        if row[0] == chat_id:
            row[1] = value
    with path.open("w", newline="", encoding="utf-8") as fh:
        csv.writer(fh).writerows(rows)


@pytest.mark.parametrize("value", ["chats/" + "x" * 5000 + "/a.001.condensed.yml",
                                   "gemini/" + "y" * 300 + "/gemini.20250201.bbbb0002.v.001.condensed.yml"])
def test_a_path_too_long_for_the_file_system_is_a_skipped_row(archive, value):
    index_dir, _ = archive
    _set_condensed_path(index_dir, "bbbb0002", value)
    proc = kbsearch("search", "MCP timeout", "-f", "jsonl", "-i", index_dir)
    assert proc.returncode == 0 and "aaaa0001" in proc.stdout, proc.stderr
    assert "unusable path (File name too long)" in proc.stderr and len(proc.stderr) < 2000
    report = kbsearch("check", "-f", "json", "-i", index_dir)
    assert report.returncode == 1 and json.loads(report.stdout)["problem_counts"].get("unusable_path") == 1


def test_retrieve_where_every_file_was_refused_is_not_a_success(archive, tmp_path):
    """Rows leading out of the root are skipped when the CSVs load; asking for that chat
    then copies nothing, and says so (exit 3, one line naming the chat)."""
    index_dir, root = archive
    outside = tmp_path / "outside" / "x.001.condensed.yml"
    outside.parent.mkdir()
    outside.write_text("summary: canary text\n", encoding="utf-8")
    _set_condensed_path(index_dir, "bbbb0002", os.path.relpath(outside, root))
    proc = subprocess.run([sys.executable, "-m", "kbsearch", "retrieve", "-", "-d", str(tmp_path / "out"), "-i",
                           str(index_dir)], input="bbbb0002\n", capture_output=True, text=True, timeout=TIME_LIMIT)
    assert proc.returncode == 3 and "missing: bbbb0002" in proc.stderr, proc.stderr
    assert not any("canary" in p.read_text() for p in (tmp_path / "out").iterdir())


@pytest.mark.parametrize("line,says", [
    ('{"chat_id": "aaaa0001", "chunk": ' + "9" * 5000 + "}", "a number of 5,000 digits"),
    ('{"a": ' * 100_000 + "1" + "}" * 100_000, "nested too deep"),
    ("[" * 5000 + "]" * 5000, "expected a JSON record"),
])
def test_retrieve_stdin_with_a_huge_number_or_deep_nesting_is_one_line(archive, tmp_path, line, says):
    index_dir, _ = archive
    proc = subprocess.run([sys.executable, "-m", "kbsearch", "retrieve", "-", "-d", str(tmp_path / "out"), "-i",
                           str(index_dir)], input=line + "\n", capture_output=True, text=True, timeout=TIME_LIMIT)
    assert "Traceback" not in proc.stderr and proc.returncode == 2, proc.stderr
    assert says in one_line(proc) and "line 1" in one_line(proc) and len(proc.stderr) < 300


def test_an_index_csv_symlinked_outside_the_root_is_refused_inside_it_is_read(archive, tmp_path):
    index_dir, _ = archive
    topics = index_dir / "all_topics.latest.csv"
    elsewhere = tmp_path / "elsewhere.csv"
    elsewhere.write_bytes(topics.read_bytes())
    topics.unlink()
    topics.symlink_to(elsewhere)
    proc = kbsearch("search", "MCP timeout", "-f", "jsonl", "-i", index_dir)
    assert proc.returncode == 2 and "outside the archive root" in one_line(proc) and str(topics) in one_line(proc)
    inside = index_dir / "topics.2025-01-01.csv"
    inside.write_bytes(elsewhere.read_bytes())
    topics.unlink()
    topics.symlink_to(inside.name)  # a pipeline's `latest` link
    assert kbsearch("search", "MCP timeout", "-f", "jsonl", "-i", index_dir).returncode == 0


@pytest.mark.parametrize("damage", ["meta", "table", "garbage"])
def test_index_status_and_check_report_a_damaged_index(archive, damage):
    import sqlite3

    index_dir, _ = archive
    assert kbsearch("search", "MCP timeout", "-i", index_dir).returncode == 0
    index_file = Path(json.loads(kbsearch("index", "status", "-i", index_dir).stdout)["index_file"])
    if damage == "garbage":
        index_file.write_bytes(os.urandom(5000))
    else:
        conn = sqlite3.connect(index_file)
        conn.execute("UPDATE meta SET value = '{bad' WHERE key = 'signature'" if damage == "meta" else "DROP TABLE terms")
        conn.commit()
        conn.close()
    status = kbsearch("index", "status", "-i", index_dir)
    assert status.returncode == 2 and json.loads(status.stdout)["damaged"] is True and "damaged" in one_line(status)
    check = kbsearch("check", "-f", "json", "-i", index_dir)
    assert check.returncode == 1 and json.loads(check.stdout)["problem_counts"] == {"damaged_index": 1}
    assert kbsearch("search", "MCP timeout", "-f", "jsonl", "-i", index_dir).returncode == 0  # rebuilt
    assert kbsearch("index", "status", "-i", index_dir).returncode == 0


@pytest.fixture
def small_disk(tmp_path):
    """A 1 MiB tmpfs: room for the demo-sized index, not for its embeddings."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        pytest.skip("mounting a small tmpfs to fill needs root")
    mount = tmp_path / "small-disk"
    mount.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(mount)], capture_output=True).returncode:
        pytest.skip("mount -t tmpfs is not permitted here")
    yield mount
    subprocess.run(["umount", "-l", str(mount)], capture_output=True)


def test_a_full_disk_under_the_derived_data_is_one_line_and_leaves_nothing_behind(archive, small_disk):
    index_dir, _ = archive
    (small_disk / "filler").write_bytes(b"\0" * (1024 * 1024 - 8192))  # leave a page or two
    cache = {"KBSEARCH_CACHE_DIR": str(small_disk / "cache")}
    proc = kbsearch("search", "MCP timeout", "-f", "jsonl", "-i", index_dir, env=cache)
    # issue 30: a search needs no file of its own; it answers from an index built in memory
    assert proc.returncode == 0 and "aaaa0001" in proc.stdout, proc.stderr
    assert "cannot write derived data" in one_line(proc) and "in memory" in one_line(proc), proc.stderr
    assert "disk is full" in one_line(proc) or "No space" in one_line(proc)
    assert kbsearch("index", "build", "-i", index_dir, env=cache).returncode == 2  # asked to write: it cannot
    assert not [p for p in small_disk.rglob("*") if ".tmp" in p.name]


def test_embed_on_a_full_disk_is_one_line_and_leaves_no_temporary_matrix(small_disk):
    """The matrix is memory-mapped: writing into a page a full disk cannot back killed the
    process with SIGBUS (no message, a temporary file left); it is reserved first now."""
    import shutil

    index_dir = small_disk.parent / "demo" / "indexes"
    shutil.copytree(Path(__file__).resolve().parent.parent / "indexes", index_dir,
                    ignore=shutil.ignore_patterns(".kbsearch"))
    cache = {"KBSEARCH_CACHE_DIR": str(small_disk / "cache")}
    assert kbsearch("index", "build", "-i", index_dir, env=cache).returncode == 0
    proc = kbsearch("embed", "-i", index_dir, env=cache)
    assert proc.returncode == 2 and "cannot write embeddings" in one_line(proc) and "No space" in one_line(proc)
    assert not [p for p in small_disk.rglob("*") if ".tmp" in p.name]
    assert kbsearch("search", "MCP timeout", "--rerank", "-f", "jsonl", "-i", index_dir, env=cache).returncode == 0


@pytest.mark.parametrize("lock", ["index.lock", "embeddings.lock"])
def test_a_lock_file_symlinked_elsewhere_is_refused_and_nothing_is_created_there(archive, tmp_path, lock):
    index_dir, _ = archive
    derived = Path(json.loads(kbsearch("index", "status", "-i", index_dir).stdout)["derived_dir"])
    derived.mkdir(parents=True, exist_ok=True)
    target = tmp_path / "elsewhere" / "planted"
    target.parent.mkdir()
    (derived / lock).unlink(missing_ok=True)
    (derived / lock).symlink_to(target)
    args = ["index", "build", "--full"] if lock == "index.lock" else ["embed"]
    proc = kbsearch(*args, "-i", index_dir)
    assert proc.returncode == 2 and "is a symlink: refused" in one_line(proc) and lock in one_line(proc), proc.stderr
    assert not target.exists()


@pytest.mark.parametrize("data", [b'{"chat_id": "\\ud800"}\n', b"aaaa0001\xff\xfe\n"])
def test_retrieve_stdin_that_is_not_utf8_is_one_line(archive, tmp_path, data):
    index_dir, _ = archive
    proc = subprocess.run([sys.executable, "-m", "kbsearch", "retrieve", "-", "-d", str(tmp_path / "out"), "-i",
                           str(index_dir)], input=data, capture_output=True, timeout=TIME_LIMIT)
    stderr = proc.stderr.decode()
    assert proc.returncode == 2 and "Traceback" not in stderr and "not UTF-8 text" in stderr and "line 1" in stderr


def _built_index(index_dir: Path) -> Path:
    assert kbsearch("index", "build", "--full", "-i", index_dir).returncode == 0
    return Path(json.loads(kbsearch("index", "status", "-i", index_dir).stdout)["index_file"])


def test_an_emptied_table_is_found_at_open_and_rebuilt(archive):
    import sqlite3

    index_dir, _ = archive
    conn = sqlite3.connect(_built_index(index_dir))
    conn.execute("DELETE FROM chats")
    conn.commit()
    conn.close()
    proc = kbsearch("answer", "What did we decide about the MCP timeout?", "-i", index_dir)
    assert proc.returncode == 0 and "table chats ends at row None" in proc.stderr, proc.stderr


@pytest.mark.parametrize("journal", ["killed update", "garbage"])
def test_a_journal_left_beside_the_index_stops_no_search(archive, journal):
    """An update killed mid-transaction leaves a hot journal read-only opens cannot roll
    back ('attempt to write a readonly database'): rolled back, or the index rebuilt
    without it; never an error on every later run."""
    index_dir, _ = archive
    index_file = _built_index(index_dir)
    if journal == "garbage":
        index_file.with_name(index_file.name + "-journal").write_bytes(os.urandom(4096))
    else:
        subprocess.run([sys.executable, "-c", f"""
import os, sqlite3
conn = sqlite3.connect({str(index_file)!r})
conn.execute("PRAGMA cache_size=1")
conn.execute("BEGIN IMMEDIATE")
conn.execute("UPDATE chunks SET body = body || 'x' || hex(randomblob(300))")
os._exit(9)"""], timeout=TIME_LIMIT)
        assert index_file.with_name(index_file.name + "-journal").exists()
    for _ in range(2):
        proc = kbsearch("search", "MCP timeout", "-f", "jsonl", "-i", index_dir)
        assert proc.returncode == 0 and "aaaa0001" in proc.stdout, proc.stderr


def test_a_page_damaged_under_a_query_is_one_line_and_the_same_run_answers(archive):
    """Opening checks the tables and arrays, not every page: a damaged page of the terms
    table is met by the query. The index is removed and rebuilt, and the query answered in
    the same run, with one line (issue 30: it exited 2 and the query was lost); a --batch
    from stdin, which cannot be read twice, still exits 2 and the next run rebuilds."""
    import sqlite3

    index_dir, _ = archive
    index_file = _built_index(index_dir)
    conn = sqlite3.connect(index_file)
    (root_page,) = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = 'terms'").fetchone()
    conn.close()
    with index_file.open("r+b") as fh:
        fh.seek((root_page - 1) * 4096)
        fh.write(os.urandom(4096))
    pristine = index_file.read_bytes()
    proc = kbsearch("search", "MCP timeout", "-f", "jsonl", "-i", index_dir)
    assert proc.returncode == 0 and "aaaa0001" in proc.stdout, proc.stderr
    assert proc.stderr.splitlines() == [f"kbsearch: {index_file}: the index is damaged (database disk image is "
                                        "malformed); rebuilding it and running again"]
    index_file.write_bytes(pristine)  # damaged again
    batch = subprocess.run([sys.executable, "-m", "kbsearch", "search", "--batch", "-", "-i", str(index_dir)],
                           input="MCP timeout\n", capture_output=True, text=True, timeout=TIME_LIMIT)
    assert batch.returncode == 2 and "next run rebuilds it" in one_line(batch) and not index_file.exists()
    again = kbsearch("search", "MCP timeout", "-f", "jsonl", "-i", index_dir)
    assert again.returncode == 0 and "aaaa0001" in again.stdout, again.stderr


def test_ingest_of_nothing_readable_is_nothing_to_ingest(tmp_path):
    export = tmp_path / "export.json"
    export.write_bytes(bytes(range(256)) * 20)
    proc = kbsearch("ingest", export, "--into", tmp_path / "archive")
    assert proc.returncode == 1 and "binary file" in proc.stderr, proc.stderr


def test_retrieve_into_a_folder_name_too_long_is_one_line(archive, tmp_path):
    index_dir, _ = archive
    (tmp_path / "outputs").mkdir()
    dest = tmp_path / "outputs" / ("x" * 300)
    proc = subprocess.run([sys.executable, "-m", "kbsearch", "retrieve", "-", "-d", str(dest), "-i", str(index_dir)],
                          input="aaaa0001\n", capture_output=True, text=True, timeout=TIME_LIMIT)
    assert proc.returncode == 2 and "File name too long" in one_line(proc) and "internal error" not in proc.stderr


def test_postings_no_build_wrote_are_damage_not_an_internal_error(archive):
    import sqlite3

    index_dir, _ = archive
    index_file = _built_index(index_dir)
    conn = sqlite3.connect(index_file)
    conn.execute("UPDATE terms SET topics = randomblob(7), title = randomblob(7), condensed = randomblob(7), "
                 "raw = randomblob(7), df = randomblob(7)")
    conn.commit()
    conn.close()
    proc = kbsearch("search", "MCP timeout", "-f", "jsonl", "-i", index_dir)
    assert proc.returncode == 0 and "aaaa0001" in proc.stdout, proc.stderr
    assert "malformed postings" in one_line(proc) and "rebuilding it and running again" in one_line(proc)


def test_the_yaml_cache_leaves_no_temporary_file_when_it_cannot_write(tmp_path, monkeypatch):
    """Found by the generated run on a full tmpfs: the parse is still returned, the
    half-written cache file is removed."""
    from kbsearch import yamlcache

    monkeypatch.setenv("KBSEARCH_CACHE_DIR", str(tmp_path / "cache"))
    source = tmp_path / "synonyms.yaml"
    source.write_text("groups:\n- [chatgpt, chatty]\n", encoding="utf-8")

    def full(*_args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(yamlcache.os, "replace", full)
    assert yamlcache.load_yaml_file(source) == {"groups": [["chatgpt", "chatty"]]}
    assert not [p for p in (tmp_path / "cache").rglob("*") if p.is_file()]


def test_ctrl_c_while_the_yaml_cache_is_written_leaves_no_temp_file(tmp_path, monkeypatch):
    """Found by CI: Ctrl-C 0.15 s into `search --rebuild` left `cache/yaml/….json.PID.tmp`."""
    from kbsearch import yamlcache

    monkeypatch.setenv("KBSEARCH_CACHE_DIR", str(tmp_path / "cache"))
    source = tmp_path / "synonyms.yaml"
    source.write_text("groups:\n- [chatgpt, chatty]\n", encoding="utf-8")

    def ctrl_c(*_args):
        raise KeyboardInterrupt

    monkeypatch.setattr(yamlcache.os, "replace", ctrl_c)
    with pytest.raises(KeyboardInterrupt):
        yamlcache.load_yaml_file(source)
    assert not [p for p in (tmp_path / "cache").rglob("*") if p.is_file()]


def test_a_chunk_of_one_endless_sentence_is_searched_in_bounded_time(archive):
    """Found by the generated run: a 6 MB condensed file without a sentence break made
    every search matching it scan the rest of the text once per hit (over 100 s)."""
    index_dir, root = archive
    victim(root).write_text("summary: " + "tomatoes shade " * 400_000 + "\n", encoding="utf-8")
    proc = kbsearch("search", "tomatoes shade", "-f", "jsonl", "-i", index_dir)
    assert proc.returncode == 0 and "bbbb0002" in proc.stdout
    snippet = json.loads(proc.stdout.splitlines()[0])["snippet"]
    assert "tomatoes" in snippet and len(snippet) < 400


@pytest.mark.parametrize("question", ["When did the tomatoes ripen?", "Did the tomatoes ripen?",
                                      "What are the names of the tomatoes?", "How long did the tomatoes take?"])
def test_a_chunk_of_endless_time_phrases_is_answered_in_bounded_time(archive, question):
    """The short answer weighed every time phrase of a sentence against every question word
    (found while building it: 166 s for one 1 MB run of 'yesterday … last week …')."""
    index_dir, root = archive
    raw = next(root.rglob("*bbbb0002*.001.yml"))
    body = "yesterday in May 2023 last week tomatoes ripen " * 25_000
    raw.write_text(f"messages:\n- role: user\n  content: '{body}'\n", encoding="utf-8")
    victim(root).write_text("summary: " + body + "\n", encoding="utf-8")
    proc = kbsearch("answer", question, "-f", "json", "-i", index_dir)
    assert proc.returncode in (0, 1), proc.stderr
    assert len(json.loads(proc.stdout)["short"].split()) <= 20


def _damage_error_in(module: str, index) -> Exception:
    """A SQLite damage error raised by code of `module` that holds `index` in a local."""
    import sqlite3

    scope = {"__name__": module, "sqlite3": sqlite3}
    exec("def query(index):\n    raise sqlite3.DatabaseError('database disk image is malformed')\n", scope)
    try:
        scope["query"](index)
    except sqlite3.DatabaseError as exc:
        return exc
    raise AssertionError("no error")


def test_only_the_index_a_damage_error_came_from_is_removed_and_only_if_unchanged(archive):
    """Damage met in another SQLite file (the embeddings store) removes no content index;
    an index opened before a rebuild never removes the rebuilt one."""
    from kbsearch.index.open import discard_damaged
    from kbsearch.index.read import ContentIndex

    index_dir, _ = archive
    index_file = _built_index(index_dir)
    old = ContentIndex(index_file)
    assert discard_damaged(_damage_error_in("kbsearch.semantic.embed", old)) == []
    assert index_file.exists()
    _built_index(index_dir)  # rebuilt: a new file under the same name
    assert discard_damaged(_damage_error_in("kbsearch.index.read", old)) == [] and index_file.exists()
    current = ContentIndex(index_file)
    assert discard_damaged(_damage_error_in("kbsearch.index.read", current)) == [index_file]
    assert not index_file.exists()
    old.close()
    current.close()


def test_a_searcher_lent_out_when_damage_was_found_is_not_pooled_again(archive):
    """MCP calls run at once: one finds the index damaged (and removes it) while another
    holds a Searcher of the same file; that one is closed when it comes back, so no later
    call reads the removed file, or removes the rebuilt one."""
    from kbsearch.commands.mcp_tools import ArchiveTools
    from kbsearch.errors import BadIndex

    index_dir, _ = archive
    _built_index(index_dir)
    tools = ArchiveTools(index_dir)
    with tools._searcher() as held:
        with pytest.raises(BadIndex, match="the index is damaged"):
            with tools._searcher() as failing:
                raise _damage_error_in("kbsearch.index.read", failing.index)
        assert held is not failing
    assert tools._idle == []
    with tools._searcher() as fresh:  # a new one, on the rebuilt index
        assert fresh is not held and fresh.index.path.exists()
