"""Retrieval into folders, manifests, safety of paths, and the failure cases."""

import errno
import hashlib
import json
import os
from pathlib import Path

import pytest
from archive_builder import ChatSpec, write_archive
from cli_run import run

ARTIFACT_RAW = (
    "Here it is.\n<antArtifact identifier=\"todo-cli\" type=\"application/vnd.ant.code\" "
    "language=\"python\" title=\"todo_cli.py\">\nimport sys\nprint(sys.argv)\n</antArtifact>\nDone."
)


@pytest.fixture
def art_archive(tmp_path):
    chats = [
        ChatSpec("aa11bb22", "Todo CLI in Python", "claude", "2025-02-01", ["dev.cli.todo"],
                 [{"artifacts": [{"type": "diagram", "language": "mermaid", "title": "Flow",
                                  "description": "flow", "content": "graph TD; A-->B"}]}],
                 [ARTIFACT_RAW]),
        ChatSpec("cc33dd44", "Landing page", "claude", "2025-03-01", ["dev.web.html"],
                 [{"artifacts": [{"type": "document", "title": "Notes", "content": "# Notes\nhello"}]}, {}],
                 ["<p>html</p>", "second chunk about the landing page"]),
    ]
    return write_archive(tmp_path / "arch", chats)


def manifest_of(folder: Path) -> dict:
    return json.loads((folder / "manifest.json").read_text())


def test_search_retrieve_copies_matching_chunks_with_a_checked_manifest(small_archive, tmp_path):
    dest = tmp_path / "out"
    r = run("search", "bitcoin ethereum", "-i", small_archive, "--thorough", "--retrieve", dest, "--what", "both", "-f", "jsonl")
    assert r.exit_code == 0, r.stderr
    doc = manifest_of(dest)
    assert doc["query"] == "bitcoin ethereum" and doc["what"] == "both" and doc["kbsearch_version"]
    assert doc["totals"]["files"] == 4  # two chunks, condensed + raw
    for f in doc["files"]:
        data = (dest / f["destination"]).read_bytes()
        assert f["status"] == "copied" and hashlib.sha256(data).hexdigest() == f["sha256"]
        assert f["bytes"] == len(data) and f["chat_id"] == "d4e5f6a7" and f["why"]
    md = (dest / "MANIFEST.md").read_text()
    assert "| running total |" in md and f"{doc['totals']['tokens']:,} |" in md
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".partial")]


def test_default_folder_is_timestamped_under_outputs(small_archive, tmp_path, monkeypatch):
    monkeypatch.setenv("KBSEARCH_OUTPUTS_DIR", str(tmp_path / "outputs"))
    for _ in range(2):
        assert run("search", "mcp", "-i", small_archive, "--retrieve", "-f", "jsonl").exit_code == 0
    folders = sorted((tmp_path / "outputs").glob("retrieval_*"))
    assert len(folders) == 2 and all((f / "manifest.json").is_file() for f in folders)


def test_artifacts_become_files_with_fitting_extensions(art_archive, tmp_path):
    dest = tmp_path / "arts"
    r = run("retrieve", "-", "-i", art_archive, "--what", "artifacts", "--dir", dest, input="aa11bb22\ncc33dd44\n")
    assert r.exit_code == 0, r.stderr
    names = sorted(p.name for p in dest.iterdir() if not p.name.lower().startswith("manifest"))
    assert names == ["aa11bb22.todo_cli_in_python.Flow.mmd", "aa11bb22.todo_cli_in_python.todo_cli.py",
                     "cc33dd44.landing_page.Notes.md"]
    assert (dest / "aa11bb22.todo_cli_in_python.todo_cli.py").read_text() == "import sys\nprint(sys.argv)"
    kinds = {f["kind"] for f in manifest_of(dest)["files"]}
    assert kinds == {"artifact"}


FULL_APP = ("import typer\n\napp = typer.Typer(add_completion=True, no_args_is_help=True)\n\n"
            "@app.command()\ndef search(terms: list[str], limit: int = 10) -> None:\n"
            "    hits = run_search(terms, limit=limit)\n    print_hits(hits)\n    raise typer.Exit(0 if hits else 1)\n")
FULL_PLOT = "def plot(rows):\n    xs = [r.x for r in rows]\n    ys = [r.y for r in rows]\n    return chart(xs, ys)\n"


def test_an_artifact_the_raw_chat_has_in_full_is_written_once_in_full(tmp_path):
    raw = (f'<antArtifact identifier="app" language="python" title="kbs/app.py">\n{FULL_APP}</antArtifact>\n'
           f'and <antArtifact identifier="plot" language="python" title="Plotting helper">\n{FULL_PLOT}</antArtifact>')
    condensed = {"artifacts": [
        # Cut down and reworded: matched by its file name.
        {"type": "code", "language": "python", "title": "kbs/app.py",
         "content": "app = typer.Typer(no_args_is_help=True)\n\n@app.command()\ndef search(...):\n    ...\n"},
        # Another name, but its text (whitespace aside, "..." for what was left out) is in the full one.
        {"type": "code", "language": "python", "title": "plot.py",
         "content": "def plot(rows):\n  xs = [r.x for r in rows]\n  # ...\n  return chart(xs, ys)"},
        # Only in the condensed file: kept, and the manifest says so.
        {"type": "code", "language": "sql", "title": "schema", "content": "CREATE TABLE chats (id TEXT PRIMARY KEY);"},
    ]}
    idx = write_archive(tmp_path / "arch", [ChatSpec("ee55ff66", "Kbs app", "claude", "2025-06-17", ["dev.cli"],
                                                     [condensed], [raw])])
    dest = tmp_path / "arts"
    r = run("retrieve", "-", "-i", idx, "--what", "artifacts", "--dir", dest, input="ee55ff66\n")
    assert r.exit_code == 0, r.stderr
    files = {f["destination"]: f for f in manifest_of(dest)["files"]}
    assert sorted(files) == ["ee55ff66.kbs_app.Plotting_helper.py", "ee55ff66.kbs_app.kbs_app.py",
                             "ee55ff66.kbs_app.schema.sql"]
    assert (dest / "ee55ff66.kbs_app.kbs_app.py").read_text() == FULL_APP.strip("\n")
    assert (dest / "ee55ff66.kbs_app.Plotting_helper.py").read_text() == FULL_PLOT.strip("\n")
    assert {name: f["from"] for name, f in files.items()} == {
        "ee55ff66.kbs_app.Plotting_helper.py": "raw", "ee55ff66.kbs_app.kbs_app.py": "raw",
        "ee55ff66.kbs_app.schema.sql": "condensed"}
    md = (dest / "MANIFEST.md").read_text()
    assert "`ee55ff66.kbs_app.kbs_app.py` (in full, from the raw chat)" in md
    assert "`ee55ff66.kbs_app.schema.sql` (from the condensed file: may be an excerpt)" in md


def test_an_excerpt_matches_its_artifact_by_name_or_text_and_nothing_else():
    from kbsearch.retrieve.artifacts import Artifact, is_excerpt_of

    def art(title, content):
        return Artifact(title, "", "python", "", content, Path("x.yml"))

    full = art("kbs/app.py", FULL_APP)
    assert is_excerpt_of(art("app.py", "print()"), full)  # the same file name
    assert is_excerpt_of(art("KBS/APP.PY", "print()"), full)
    assert is_excerpt_of(art("Search command", "@app.command()\ndef search(terms: list[str], limit: int = 10) -> None:"), full)
    assert is_excerpt_of(art("artifact_1", " ".join(FULL_APP.split("\n"))), full)  # whitespace aside, the same
    assert not is_excerpt_of(art("cli.py", "print('other code entirely, long enough')"), full)
    assert not is_excerpt_of(art("Search", "raise typer.Exit(0 if hits else 1)\n...\nimport typer"), full)  # out of order
    assert not is_excerpt_of(art("x", "import typer"), full)  # too short to tell
    assert not is_excerpt_of(art("artifact_2", "print('x')"), art("artifact", "print('y')"))  # untitled both


def test_budget_stops_copying_and_the_manifest_says_what_was_left_out(small_archive, tmp_path):
    full = tmp_path / "full"
    run("retrieve", "-", "-i", small_archive, "--dir", full, input="a1b2c3d4\nd4e5f6a7\n")
    first = manifest_of(full)["files"][0]["tokens"]
    dest = tmp_path / "b"
    r = run("retrieve", "-", "-i", small_archive, "--dir", dest, "--max-tokens", first + 1, input="a1b2c3d4\nd4e5f6a7\n")
    doc = manifest_of(dest)
    statuses = [f["status"] for f in doc["files"]]
    assert r.exit_code == 0 and statuses == ["copied", "left out", "left out"]
    assert doc["totals"]["tokens"] == first and doc["totals"]["left_out"] == 2
    assert "Left out (budget)" in (dest / "MANIFEST.md").read_text()


def test_never_overwrite_unless_forced(small_archive, tmp_path):
    dest = tmp_path / "same"
    assert run("retrieve", "-", "-i", small_archive, "--dir", dest, input="a1b2c3d4\n").exit_code == 0
    name = manifest_of(dest)["files"][0]["destination"]
    assert run("retrieve", "-", "-i", small_archive, "--dir", dest, input="a1b2c3d4\n").exit_code == 0
    second = json.loads((dest / "manifest_2.json").read_text())
    assert second["files"][0]["status"] == "already present" and second["files"][0]["destination"] == name
    (dest / name).write_text("edited by the user")
    run("retrieve", "-", "-i", small_archive, "--dir", dest, input="a1b2c3d4\n")
    assert (dest / name).read_text() == "edited by the user"
    third = json.loads((dest / "manifest_3.json").read_text())
    assert third["files"][0]["destination"] != name and third["files"][0]["destination"].endswith(".condensed.yml")
    run("retrieve", "-", "-i", small_archive, "--dir", dest, "--force", input="a1b2c3d4\n")
    assert (dest / name).read_text() != "edited by the user"


def test_missing_source_is_listed_and_the_rest_copied(small_archive, tmp_path):
    raw = next(small_archive.parent.rglob("claude.20250302.a1b2c3d4.*.001.yml"))
    raw.unlink()
    dest = tmp_path / "m"
    r = run("retrieve", "-", "-i", small_archive, "--dir", dest, "--what", "both", input="a1b2c3d4\n")
    assert r.exit_code == 3 and "missing:" in r.stderr
    statuses = {f["kind"]: f["status"] for f in manifest_of(dest)["files"]}
    assert statuses == {"condensed": "copied", "raw": "missing"}


def test_unknown_chat_ids_and_bad_input_lines(small_archive, tmp_path):
    r = run("retrieve", "-", "-i", small_archive, "--dir", tmp_path / "u", input="a1b2c3d4\nffff9999\n")
    assert r.exit_code == 3 and manifest_of(tmp_path / "u")["totals"]["unknown_chat_ids"] == ["ffff9999"]
    r = run("retrieve", "-", "-i", small_archive, "--dir", tmp_path / "bad", input="a1b2c3d4\n{not json\n")
    assert r.exit_code == 2 and "stdin: line 2: not valid JSON" in r.stderr
    assert not (tmp_path / "bad").exists()


def test_jsonl_records_keep_their_chunks(small_archive, tmp_path):
    lines = [json.dumps({"chat_id": "d4e5f6a7", "chunk": 2}), json.dumps({"chat_id": "a1b2c3d4", "matching_chunks": [1]})]
    dest = tmp_path / "j"
    assert run("retrieve", "-", "-i", small_archive, "--dir", dest, input="\n".join(lines)).exit_code == 0
    assert [(f["chat_id"], f["chunk"]) for f in manifest_of(dest)["files"]] == [("d4e5f6a7", 2), ("a1b2c3d4", 1)]


# -- hostile paths ----------------------------------------------------------------


def hostile_archive(tmp_path) -> Path:
    """Index rows that point outside the archive root in three ways."""
    idx = write_archive(tmp_path / "root" / "archive", [ChatSpec("a1a1a1a1", "Good chat", topics=["x.good"])])
    secret = tmp_path / "secret.condensed.yml"
    secret.write_text("summary: secret outside the archive\n")
    link_dir = idx.parent / "claude" / "2025" / "01"
    os.symlink(secret, link_dir / "claude.20250115.b2b2b2b2.linked.001.condensed.yml")
    with (idx / "condensed_index.latest.csv").open("a") as fh:
        fh.write("c3c3c3c3,../../secret.condensed.yml,1,claude,10\n")
        fh.write(f"d4d4d4d4,{secret},1,claude,10\n")
        fh.write("b2b2b2b2,claude/2025/01/claude.20250115.b2b2b2b2.linked.001.condensed.yml,1,claude,10\n")
    return idx


def test_hostile_rows_are_refused_and_never_read(tmp_path):
    idx = hostile_archive(tmp_path)
    r = run("search", "secret", "-i", idx, "--thorough")
    assert r.exit_code == 1 and "3 outside the archive root" in r.stderr
    r = run("check", "-i", idx, "-f", "json")
    kinds = [p["kind"] for p in json.loads(r.stdout)["problems"]]
    assert r.exit_code == 1 and kinds.count("outside_root") == 3
    r = run("retrieve", "-", "-i", idx, "--dir", tmp_path / "h", input="c3c3c3c3\nd4d4d4d4\nb2b2b2b2\n")
    assert r.exit_code == 1 and "none of the 3 chat_ids" in r.stderr and not (tmp_path / "h").exists()


def test_a_symlink_planted_after_indexing_is_refused_at_retrieval(small_archive, tmp_path):
    run("search", "mcp", "-i", small_archive)  # index built while the file is genuine
    condensed = next(small_archive.parent.rglob("claude.20250302.a1b2c3d4.*.condensed.yml"))
    outside = tmp_path / "outside.yml"
    outside.write_text("summary: not yours\n")
    condensed.unlink()
    os.symlink(outside, condensed)
    r = run("retrieve", "-", "-i", small_archive, "--dir", tmp_path / "s", input="a1b2c3d4\n")
    assert r.exit_code == 3 and "refused:" in r.stderr
    assert manifest_of(tmp_path / "s")["files"][0]["status"] == "refused"
    assert not list((tmp_path / "s").glob("*.condensed.yml"))


def test_show_refuses_paths_outside_the_root(small_archive, tmp_path):
    outside = tmp_path / "claude.20250101.abcd1234.x.001.condensed.yml"
    outside.write_text("summary: outside\n")
    r = run("show", outside, "-i", small_archive)
    assert r.exit_code == 2 and "outside the archive root" in r.stderr and r.stdout == ""
    inside_but_not_a_chunk = small_archive / "chat_index.latest.csv"
    r = run("show", inside_but_not_a_chunk, "-i", small_archive)
    assert r.exit_code == 1 and "not a chunk file" in r.stderr


# -- failures ---------------------------------------------------------------------


def test_destination_that_is_a_file(small_archive, tmp_path):
    target = tmp_path / "afile"
    target.write_text("keep me")
    r = run("retrieve", "-", "-i", small_archive, "--dir", target, input="a1b2c3d4\n")
    assert r.exit_code == 2 and "is not a folder" in r.stderr and target.read_text() == "keep me"


def test_unwritable_destination(small_archive, tmp_path, monkeypatch):
    def refuse(self, *a, **k):
        raise PermissionError(errno.EACCES, "Permission denied")

    run("stats", "-i", small_archive)  # the index exists; only the destination is refused
    monkeypatch.setattr(Path, "mkdir", refuse)
    r = run("retrieve", "-", "-i", small_archive, "--dir", tmp_path / "ro" / "x", input="a1b2c3d4\n")
    assert r.exit_code == 2 and "Permission denied" in r.stderr and len(r.stderr.strip().splitlines()) == 1


def test_full_disk_leaves_nothing_half_written(small_archive, tmp_path, monkeypatch):
    from kbsearch.retrieve import copy_out as retrieve

    real = retrieve._write_bytes
    calls = []

    def fill_up(path, data):
        calls.append(path)
        if len(calls) == 2:
            raise OSError(errno.ENOSPC, "No space left on device")
        real(path, data)

    monkeypatch.setattr(retrieve, "_write_bytes", fill_up)
    dest = tmp_path / "full"
    r = run("retrieve", "-", "-i", small_archive, "--dir", dest, "--what", "both", input="a1b2c3d4\n")
    assert r.exit_code == 2 and "No space left on device" in r.stderr and "nothing was written" in r.stderr
    assert not dest.exists() and list(tmp_path.glob(".full.*")) == []


# The real Claude export's artifacts: tests/test_ingest.py, once `kbsearch ingest` has made
# an archive of it.


def test_raw_and_artifact_files_leading_outside_are_never_read(small_archive, tmp_path):
    secret = tmp_path / "secret.yml"
    secret.write_text('messages:\n- content: zanzibar <antArtifact title="stolen">hunter2</antArtifact>\n')
    raw = next(small_archive.parent.rglob("claude.20250302.a1b2c3d4.*.001.yml"))
    raw.unlink()
    os.symlink(secret, raw)
    r = run("search", "zanzibar", "-i", small_archive, "--rebuild", "--thorough")
    assert r.exit_code == 1 and "outside the archive root" in r.stderr
    r = run("retrieve", "-", "-i", small_archive, "--what", "artifacts", "--dir", tmp_path / "a", input="a1b2c3d4\n")
    assert r.exit_code == 3 and not list((tmp_path / "a").glob("*stolen*"))
    assert [f["status"] for f in manifest_of(tmp_path / "a")["files"]] == ["refused"]
    condensed = raw.with_name(raw.name.replace(".001.yml", ".001.condensed.yml"))
    r = run("show", condensed, "--raw", "-i", small_archive)
    assert r.exit_code == 2 and "outside the archive root" in r.stderr and "hunter2" not in r.stdout
    r = run("check", "-i", small_archive, "-f", "json")
    assert "outside_root" in json.loads(r.stdout)["problem_counts"]


def test_merge_into_an_existing_folder_checks_before_moving(small_archive, tmp_path):
    dest = tmp_path / "mine"
    dest.mkdir(mode=0o700)
    inode = dest.stat().st_ino
    assert run("retrieve", "-", "-i", small_archive, "--dir", dest, input="a1b2c3d4\n").exit_code == 0
    assert dest.stat().st_ino == inode and (dest.stat().st_mode & 0o777) == 0o700  # your folder stays yours
    name = manifest_of(dest)["files"][0]["destination"]
    (dest / name).unlink()
    (dest / name).mkdir()  # a folder where a file must go
    before = sorted(os.listdir(dest))
    r = run("retrieve", "-", "-i", small_archive, "--dir", dest, "--force", input="a1b2c3d4\n")
    assert r.exit_code == 2 and "is a folder" in r.stderr and sorted(os.listdir(dest)) == before


def test_default_folders_of_concurrent_runs_never_merge(small_archive, tmp_path, monkeypatch):
    from kbsearch.retrieve import copy_out as retrieve

    fixed = tmp_path / "outputs" / "retrieval_same_second"
    monkeypatch.setattr(retrieve, "default_folder", lambda: fixed)
    real_rename = retrieve._rename_new

    def late(stage, folder, retry_elsewhere):
        if not folder.exists() and folder == fixed:  # another run publishes first
            fixed.mkdir(parents=True)
        return real_rename(stage, folder, retry_elsewhere)

    monkeypatch.setattr(retrieve, "_rename_new", late)
    r = run("retrieve", "-", "-i", small_archive, input="a1b2c3d4\n")
    assert r.exit_code == 0 and r.stdout.strip().endswith("retrieval_same_second_2")
    assert os.listdir(fixed) == []


def test_missing_chunks_unknown_case_and_nul_input(small_archive, tmp_path):
    r = run("retrieve", "-", "-i", small_archive, "--dir", tmp_path / "c", input='{"chat_id": "A1B2C3D4", "chunk": 9}\n')
    assert r.exit_code == 3
    assert [(f["chunk"], f["status"]) for f in manifest_of(tmp_path / "c")["files"]] == [(9, "missing")]
    paths = sorted(str(p) for p in small_archive.parent.rglob("*d4e5f6a7*.condensed.yml"))
    r = run("retrieve", "-", "-i", small_archive, "--dir", tmp_path / "n", input="\0".join(paths) + "\0")
    assert r.exit_code == 0 and manifest_of(tmp_path / "n")["totals"]["files"] == 2


def test_long_non_latin_artifact_titles_fit_the_file_system(tmp_path):
    title = "日本語のとても長いタイトル" * 12
    idx = write_archive(tmp_path / "u", [ChatSpec("ab12cd34", "日本語のチャット", "claude", "2025-01-01", ["x.y"],
                                                   [{"artifacts": [{"title": title, "language": "python", "content": "x = 1"}]}])])
    r = run("retrieve", "-", "-i", idx, "--what", "artifacts", "--dir", tmp_path / "o", input="ab12cd34\n")
    assert r.exit_code == 0, r.stderr
    name = manifest_of(tmp_path / "o")["files"][0]["destination"]
    assert len(name.encode()) <= 200 and name.endswith(".py") and name.startswith("ab12cd34.")


def test_no_folder_when_the_search_finds_nothing(small_archive, tmp_path):
    r = run("search", "qqxyzzy", "-i", small_archive, "--retrieve", tmp_path / "none")
    assert r.exit_code == 1 and not (tmp_path / "none").exists()
