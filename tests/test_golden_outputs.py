"""Byte-for-byte guard on what the commands print and what the index holds.

Recorded before the package moved into folders (issue 17) and kept since: a change that is
meant to move code, not to change behaviour, must leave every file here unchanged.
`UPDATE_SNAPSHOTS=1 pytest tests/test_golden_outputs.py` rewrites them when a change of
output is intended (and the diff then shows what changed)."""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import sqlite3
from pathlib import Path

import pytest
from cli_run import run

GOLDEN = Path(__file__).parent / "snapshots" / "golden"
QUERIES = ["MCP timeout", "memory slots", "October", "YAML decision", "CLI evolution",
           "cryptocurrency", "What problems have we had with Chatty?"]
QUESTIONS = ["What problems have we had with Chatty?", "Why did we pick YAML?",
             "How did we fix the MCP timeout?"]
# Volatile by nature: when the index was written, the files' modification times (a
# fresh clone's differ) that the signature and each chat's files_key hold, and the chat key,
# a hash over absolute paths (the fields it hashes are compared in their own columns).
VOLATILE_META = {"built_at", "updated_at", "signature"}
VOLATILE_COLUMNS = {"chats": {"files_key", "key"}}


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")


def _commands() -> list[tuple[str, list[str]]]:
    cases = []
    for q in QUERIES:
        for fmt in ("md", "json", "tsv"):
            cases.append((f"search_{_slug(q)}.{fmt}", ["search", q, "-f", fmt]))
    for q in QUESTIONS:
        cases.append((f"answer_{_slug(q)}.json", ["answer", q, "-f", "json"]))
    cases += [("stats.txt", ["stats"]), ("stats.json", ["stats", "-f", "json"]), ("check.txt", ["check"])]
    return cases


HELP = [[], ["search"], ["stats"], ["synonyms"], ["retrieve"], ["show"], ["check"], ["eval"], ["answer"], ["ask"],
        ["index"], ["index", "build"], ["index", "status"], ["similar"], ["embed"], ["ingest"], ["mcp"],
        ["serve"]]


@pytest.fixture(scope="module")
def archive(tmp_path_factory, demo_dir_path=Path(__file__).resolve().parents[1] / "indexes") -> Path:
    root = tmp_path_factory.mktemp("golden")
    dest = root / "indexes"
    shutil.copytree(demo_dir_path, dest, ignore=shutil.ignore_patterns(".kbsearch"))
    return dest


@pytest.fixture(autouse=True)
def own_cache(archive, monkeypatch):
    """This module's derived data apart from other tests', so that its index is the only one."""
    monkeypatch.setenv("KBSEARCH_CACHE_DIR", str(archive.parent / "cache"))


def _normalise(text: str, archive: Path) -> str:
    text = text.replace(str(archive.parent), "<root>").replace(os.environ["KBSEARCH_CACHE_DIR"], "<cache>")
    text = re.sub(r"indexes-[0-9a-f]{16}", "indexes-<hash>", text)
    text = re.sub(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?", "<time>", text)
    return re.sub(r'("elapsed_ms": ?)[0-9.]+', r"\g<1>0", text)


def _index_digest(archive: Path) -> str:
    """SHA-256 of every table of the derived index, rows in key order, paths made relative."""
    found = list(Path(os.environ["KBSEARCH_CACHE_DIR"]).glob("indexes-*/index.sqlite"))
    found += list(archive.glob(".kbsearch/index.sqlite"))
    assert len(found) == 1, found
    path = found[0]
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    digest = hashlib.sha256()
    tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table' ORDER BY name")]
    for table in tables:
        digest.update(f"table {table}\n".encode())
        columns = [c[1] for c in conn.execute(f"PRAGMA table_info({table})") if c[1] not in VOLATILE_COLUMNS.get(table, ())]
        order = ", ".join(str(i + 1) for i in range(min(2, len(columns))))
        for row in conn.execute(f"SELECT {', '.join(columns)} FROM {table} ORDER BY {order}"):
            if table == "meta" and row[0] in VOLATILE_META:
                continue
            digest.update(_normalise(repr(row), archive).encode() + b"\n")
    conn.close()
    return digest.hexdigest()


def _check(name: str, actual: str) -> None:
    snap = GOLDEN / name
    if os.environ.get("UPDATE_SNAPSHOTS"):
        snap.write_text(actual, encoding="utf-8")
    assert snap.is_file(), f"no snapshot {snap}: run with UPDATE_SNAPSHOTS=1 to record it"
    assert actual == snap.read_text(encoding="utf-8"), f"{name} differs from its snapshot"


def test_index_file_is_unchanged(archive):
    r = run("index", "build", "-i", archive)
    assert r.exit_code == 0, r.stderr
    _check("index.sha256", _index_digest(archive) + "\n")


@pytest.mark.parametrize("command", HELP, ids=[" ".join(c) or "kbsearch" for c in HELP])
def test_help_is_unchanged(command, monkeypatch):
    monkeypatch.setenv("COLUMNS", "100")  # Rich wraps help to the terminal's width
    monkeypatch.setenv("TERMINAL_WIDTH", "100")
    r = run(*command, "--help")
    _check(f"help_{'_'.join(command) or 'kbsearch'}.txt", f"exit {r.exit_code}\n--- stdout\n{r.stdout}--- stderr\n{r.stderr}")


@pytest.mark.parametrize("command", HELP[1:], ids=[" ".join(c) for c in HELP[1:]])
def test_help_is_the_same_when_only_that_command_is_registered(command, monkeypatch):
    """`kbsearch CMD …` registers CMD alone (commands/app.py's main): the same help."""
    from typer.testing import CliRunner

    from kbsearch.commands.app import build_app

    monkeypatch.setenv("COLUMNS", "100")
    monkeypatch.setenv("TERMINAL_WIDTH", "100")
    r = CliRunner().invoke(build_app(only=command[0]), [*command, "--help"], catch_exceptions=False)
    _check(f"help_{'_'.join(command)}.txt", f"exit {r.exit_code}\n--- stdout\n{r.stdout}--- stderr\n{r.stderr}")


@pytest.mark.parametrize("name,args", _commands(), ids=[c[0] for c in _commands()])
def test_command_output_is_unchanged(archive, name, args):
    run("index", "build", "-i", archive)
    r = run(*args, "-i", archive)
    recorded = f"exit {r.exit_code}\n--- stdout\n{r.stdout}--- stderr\n{r.stderr}"
    _check(name, _normalise(recorded, archive))
