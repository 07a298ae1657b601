"""Rough edges a new user met in the first hour (issue 21), each kept fixed."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

TIME_LIMIT = 120


def run(*args, tty: bool = False) -> tuple[int, str, str]:
    """kbsearch as a process; with `tty`, its stdout is a terminal (a pseudo-terminal)."""
    cmd = [sys.executable, "-m", "kbsearch", *map(str, args)]
    if not tty:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=TIME_LIMIT)
        return proc.returncode, proc.stdout, proc.stderr
    main, child = os.openpty()
    proc = subprocess.Popen(cmd, stdout=child, stderr=subprocess.PIPE, text=True)
    os.close(child)
    chunks = []
    while True:
        try:
            data = os.read(main, 65536)
        except OSError:  # the terminal closed with the process
            break
        if not data:
            break
        chunks.append(data)
    os.close(main)
    stderr = proc.stderr.read()
    return proc.wait(timeout=TIME_LIMIT), b"".join(chunks).decode().replace("\r\n", "\n"), stderr


@pytest.mark.parametrize("command", [["index", "status"], ["stats"], ["check"], ["index", "build"]])
def test_every_command_says_the_same_of_an_index_folder_that_does_not_exist(tmp_path, command):
    code, out, err = run(*command, "-i", tmp_path / "nowhere")
    assert code == 2 and out == "" and err.strip() == f"kbsearch: index folder {tmp_path / 'nowhere'} does not exist"


@pytest.mark.parametrize("command", [["index", "status"], ["index", "build"]])
def test_index_json_is_indented_on_a_terminal_and_one_line_in_a_pipe(command):
    assert run("index", "build")[0] == 0
    code, piped, _ = run(*command)
    assert code == 0 and piped.count("\n") == 1 and json.loads(piped)["fresh"] is True
    code, shown, _ = run(*command, tty=True)
    assert code == 0 and shown.count("\n") > 5 and json.loads(shown) == {**json.loads(piped), **{
        k: json.loads(shown)[k] for k in ("built_at", "updated_at", "derived_bytes", "index_bytes")}}


def test_counts_read_as_words_do():
    from kbsearch.wording import clipped, counted, echo

    assert [counted(n, "chat") for n in (0, 1, 2, 2312)] == ["0 chats", "1 chat", "2 chats", "2,312 chats"]
    assert counted(3, "match", "matches") == "3 matches" and counted(1, "match", "matches") == "1 match"
    assert clipped("x" * 5000) == "x" * 79 + "…" and clipped("short") == "short"
    assert echo("y" * 5000) == repr("y" * 79 + "…") + " (5,000 characters)" and echo("q") == "'q'"


def test_one_chat_is_one_chat_in_messages(tmp_path, monkeypatch):
    from archive_builder import ChatSpec, write_archive

    monkeypatch.setenv("KBSEARCH_CACHE_DIR", str(tmp_path / "cache"))
    index_dir = write_archive(tmp_path / "root", [ChatSpec("aaaa0001", "Only chat", "claude", "2025-01-01", ["x"])])
    code, out, err = run("check", "-i", index_dir)
    assert code == 0 and out.startswith("checked 1 chat, 1 chunk file in ")
    code, _, err = run("index", "build", "--full", "-i", index_dir)
    assert "(1 chat, 1 chunk)" in err and "1 chats" not in err


def _all_commands() -> list[list[str]]:
    from kbsearch.commands.app import COMMANDS

    out = [[name] for name, *_ in COMMANDS if name != "index"]
    return out + [["index", sub] for sub in ("build", "status")] + [[]]


@pytest.mark.parametrize("command", _all_commands(), ids=lambda c: " ".join(c) or "kbsearch")
def test_help_reads_at_80_columns_in_one_style(command):
    """Plain Click help (no panels), rewrapped to the terminal but for the examples, which
    are kept whole, one per line, indented alike: copyable at any width."""
    proc = subprocess.run([sys.executable, "-m", "kbsearch", *command, "--help"], capture_output=True, text=True,
                          timeout=TIME_LIMIT, env={**os.environ, "COLUMNS": "80"})
    assert proc.returncode == 0 and "╭" not in proc.stdout
    lines = proc.stdout.splitlines()
    examples = set()
    if "  Examples:" in lines:
        start = lines.index("  Examples:") + 2
        while start < len(lines) and lines[start].startswith("      "):
            examples.add(start)
            start += 1
        assert examples, "an Examples heading with nothing under it"
        assert all(not lines[i].startswith("       ") for i in examples)  # one indent, no wrapped halves
    too_wide = [line for i, line in enumerate(lines) if len(line) > 80 and i not in examples]
    assert not too_wide, too_wide
    # Descriptions keep at least 44 of the 80 columns (Rich's panels left them ~22): a
    # description's continuation lines start at column 36 at most.
    indents = [len(line) - len(line.lstrip()) for i, line in enumerate(lines) if i not in examples and line.strip()]
    assert max(indents) <= 36, max(indents)
