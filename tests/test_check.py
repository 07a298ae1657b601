import json

from cli_run import run


def test_demo_archive_is_clean(demo_dir):
    r = run("check")
    assert r.exit_code == 0 and "no problems" in r.stdout


def test_every_kind_of_problem_is_found(small_archive):
    root = small_archive.parent
    (root.parent / "outside.condensed.yml").write_text("summary: not in the archive\n")
    condensed = sorted(root.rglob("*.condensed.yml"))
    condensed[0].write_text("summary: [broken\n")  # invalid YAML
    condensed[1].write_text(condensed[1].read_text() + "artifacts: [{content: x}]\n")  # flag disagrees, size too
    with (small_archive / "chat_index.latest.csv").open("a") as fh:
        fh.write("a1b2c3d4,Again,claude,2025-03-02,,3,1\n")  # duplicate chat_id
        fh.write("f0f0f0f0,Bad date,claude,2025-13-45,,3,1\n")
    with (small_archive / "condensed_index.latest.csv").open("a") as fh:
        fh.write("e5f6a7b8,claude/nowhere.condensed.yml,2,claude,5\n")  # missing file
        fh.write("e5f6a7b8,../outside.condensed.yml,3,claude,5\n")  # escapes the root
    r = run("check", "-i", small_archive, "-f", "json")
    assert r.exit_code == 1
    counts = json.loads(r.stdout)["problem_counts"]
    for kind in ("invalid_yaml", "flag_mismatch", "size_mismatch", "duplicate_chat_id", "unparseable_value",
                 "missing_file", "outside_root"):
        assert counts.get(kind), (kind, counts)
    text = run("check", "-i", small_archive).stdout
    assert text.splitlines()[0].startswith("checked 5 chats") and "duplicate_chat_id:" in text


def test_check_cannot_run_without_indexes(tmp_path):
    r = run("check", "-i", tmp_path)
    assert r.exit_code == 2 and "all_topics" in r.stderr
