"""read_text: whole files, the size cap, empty and binary files."""

from __future__ import annotations

from kbsearch import chatfiles


def test_a_file_is_read_whole_and_a_large_one_up_to_the_cap(tmp_path, monkeypatch):
    small, large, empty = tmp_path / "small.yml", tmp_path / "large.yml", tmp_path / "empty.yml"
    small.write_text("summary: café\n" * 20, encoding="utf-8")
    large.write_bytes(b"x" * 1000)
    empty.write_bytes(b"")
    monkeypatch.setattr(chatfiles, "MAX_FILE_BYTES", 700)
    assert chatfiles.read_text(small) == ("summary: café\n" * 20, "")
    text, problem = chatfiles.read_text(large)
    assert text == "x" * 700 and problem == "larger than 0 MiB, read in part"
    assert chatfiles.read_text(empty) == ("", "")


def test_binary_and_missing_files_say_why(tmp_path):
    binary = tmp_path / "b.yml"
    binary.write_bytes(b"ab\x00cd")
    assert chatfiles.read_text(binary) == ("", "binary file")
    text, problem = chatfiles.read_text(tmp_path / "missing.yml")
    assert text == "" and problem.startswith("cannot read")
