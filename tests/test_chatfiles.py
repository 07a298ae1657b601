"""read_text: whole files, the size cap, empty and binary files; raw_text's line filter."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from kbsearch.archive import chatfiles


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


def test_a_folder_a_file_that_tells_no_size_and_one_read_in_pieces(tmp_path, monkeypatch):
    assert chatfiles.read_text(tmp_path) == ("", "not a regular file: not read")  # a folder, a FIFO, a device
    proc = chatfiles.Path("/proc/self/status")
    if proc.exists():  # size 0 to stat, text to read
        text, problem = chatfiles.read_text(proc)
        assert "Pid:" in text and problem == ""
    whole = tmp_path / "whole.yml"
    whole.write_text("content: " + "word " * 3000, encoding="utf-8")
    real_read = chatfiles.os.read
    monkeypatch.setattr(chatfiles.os, "read", lambda fd, n: real_read(fd, min(n, 1000)))  # as a pipe might
    assert chatfiles.read_text(whole) == (whole.read_text(encoding="utf-8"), "")


def _raw_text_by_pattern(text: str) -> str:
    """raw_text as it was first written: the key pattern tried on every line with a colon."""
    from kbsearch.archive.chatfiles import _KEY_LINE, _META_KEYS

    kept = []
    for line in text.splitlines():
        m = _KEY_LINE.match(line) if ":" in line else None
        if m is None:
            kept.append(line)
        elif m.group(1).casefold() not in _META_KEYS:
            kept.append(line[m.end():])
    return "\n".join(kept)


_LINE = st.lists(
    st.sampled_from(["", " ", "  ", "\t", "- ", "-", "role", "ROLE", "Content", "content", "chat_id", "x-y", "_k",
                     "ſession", "ﬁ", "é", ":", ": ", ":\t", "::", "a:b", "#", "'", "hi there", "2024-01-01T10:00",
                     "\r", "\u2028", "\x0b", "\u3042"]),
    max_size=8,
).map("".join)


@given(st.lists(_LINE, max_size=12).map("\n".join))
@settings(max_examples=400, deadline=None)
def test_raw_text_keeps_and_drops_the_lines_the_key_pattern_says(text):
    assert chatfiles.raw_text(text)[0] == _raw_text_by_pattern(text)
    assert chatfiles.raw_text(text)[0] == _raw_text_by_pattern(text)  # with the heads remembered
