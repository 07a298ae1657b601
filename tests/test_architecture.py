"""The package's rooms and what may import what (DESIGN.md §4): the import-linter contracts
in pyproject.toml hold, and they do catch what they forbid."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
PACKAGE = REPO / "cli" / "kbsearch"
MAX_MODULE_LINES = 600


def _lint_imports(package_parent: Path) -> subprocess.CompletedProcess:
    beside = Path(sys.executable).with_name("lint-imports")
    command = str(beside) if beside.exists() else shutil.which("lint-imports")
    if command is None:
        pytest.fail("lint-imports is not installed: pip install -e '.[test]'")
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(package_parent)}
    return subprocess.run([command, "--no-cache", "--no-logo", str(REPO / "pyproject.toml")],
                          capture_output=True, text=True, timeout=120, env=env, cwd=package_parent)


def test_the_import_contracts_hold():
    done = _lint_imports(REPO / "cli")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 broken" in done.stdout


def _copy_with(tmp_path: Path, module: str, line: str) -> Path:
    """A copy of the package with `line` added at the top of `module` (a path in it)."""
    copy = tmp_path / "cli"
    shutil.copytree(PACKAGE, copy / "kbsearch", ignore=shutil.ignore_patterns("__pycache__"))
    path = copy / "kbsearch" / module
    text = path.read_text()
    head, _, rest = text.partition("from __future__ import annotations\n")
    path.write_text(f"{head}from __future__ import annotations\n{line}\n{rest}")
    return copy


@pytest.mark.parametrize("module,line,broken", [
    ("archive/check.py", "from ..commands import app", "Layers"),  # an upward import
    ("ranking/plain.py", "from . import cascade", "No import circles"),  # plain <-> cascade
    ("index/read.py", "import rich", "Typer and Rich"),
    ("ranking/query.py", "import numpy", "numpy"),
    ("render/stats_text.py", "import pandas", "pandas only where"),
    ("archive/load.py", "import sentence_transformers", "No torch"),
])
def test_the_contracts_catch_what_they_forbid(tmp_path, module, line, broken):
    done = _lint_imports(_copy_with(tmp_path, module, line))
    assert done.returncode != 0
    assert f"{broken}" in done.stdout.split("Broken contracts", 1)[-1], done.stdout


def test_no_module_is_over_600_lines():
    long = {str(p.relative_to(PACKAGE)): n for p in PACKAGE.rglob("*.py")
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_MODULE_LINES}
    assert not long, f"split these where their parts part: {long}"


def test_every_folder_says_what_it_is_and_what_it_may_use():
    for init in PACKAGE.glob("*/__init__.py"):
        doc = ast.get_docstring(ast.parse(init.read_text(encoding="utf-8"))) or ""
        assert len(doc) > 150 and "may use" in doc.lower(), f"{init}: say what the part is and what it may use"


def test_the_distribution_lists_every_part():
    import tomllib

    listed = set(tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    parts = {".".join(p.parent.relative_to(PACKAGE.parent).parts) for p in PACKAGE.rglob("__init__.py")}
    assert parts <= listed, f"add to [tool.setuptools] packages, or a built wheel lacks them: {parts - listed}"
