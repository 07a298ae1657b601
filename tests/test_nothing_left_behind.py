"""Nothing left behind (issue 30): a folder that is not an archive gets no derived data,
output files get the modes users expect, Ctrl-C is one line, a damaged index costs a rebuild
and not the query, a failed or killed ingest leaves no chat files behind.

Every case runs `kbsearch` as a separate process with a time limit, so a hang fails fast."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from test_hostile import GOOD, TIME_LIMIT, archive, kbsearch, one_line  # noqa: F401 (archive: a fixture)

REPO = Path(__file__).resolve().parent.parent


# 2. Derived data only beside an archive

@pytest.mark.parametrize("command", [["search", "foo"], ["stats"], ["show", "aaaa0001"], ["answer", "what is foo?"],
                                     ["index", "build"], ["index", "status"], ["check"], ["similar", "aaaa0001"],
                                     ["embed"]])
def test_a_folder_that_is_not_an_archive_gets_nothing_written_in_it(tmp_path, command):
    """The error comes first: no `.kbsearch/` (or lock) in the folder, nothing in the cache."""
    folder, cache = tmp_path / "empty", tmp_path / "cache"
    folder.mkdir()
    (folder / "notes.txt").write_text("mine\n", encoding="utf-8")
    for env in ({"KBSEARCH_CACHE_DIR": str(cache)}, {"KBSEARCH_CACHE_DIR": "", "XDG_CACHE_HOME": str(cache)}):
        proc = kbsearch(*command, "-i", folder, env=env)
        assert proc.returncode == 2 and "no all_topics" in one_line(proc), proc.stderr
        assert sorted(p.name for p in folder.iterdir()) == ["notes.txt"]
        assert not cache.exists() or not [p for p in cache.rglob("*") if folder.name in p.name]
