"""The README's promises: its test command is what CI runs, and every kbsearch command it
shows runs on the bundled demo archive."""

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
README = (REPO / "README.md").read_text()
BIN_DIR = Path(sys.executable).parent


def shell_lines() -> list[str]:
    lines = []
    for block in re.findall(r"```(?:sh|bash|console)\n(.*?)```", README, re.S):
        for line in block.splitlines():
            if line.startswith("$ "):
                lines.append(line[2:])
    return lines


def test_ci_runs_the_readme_test_command():
    ci = (REPO / ".ci" / "run").read_text().strip().splitlines()[-1]
    assert ci in shell_lines(), "the last line of .ci/run must be a command shown in the README"


def test_readme_has_exactly_two_setup_commands():
    setup = [line for line in shell_lines() if line.startswith("python3 -m venv")]
    assert len(setup) == 2


COMMANDS = [line for line in shell_lines() if line.startswith("kbsearch")]


def in_a_checkout_copy(tmp_path: Path) -> Path:
    """README commands run from the checkout; its examples/ folder is what they may read."""
    shutil.copytree(REPO / "examples", tmp_path / "examples")
    return tmp_path


@pytest.mark.parametrize("command", COMMANDS)
def test_readme_command_runs(command, tmp_path):
    in_a_checkout_copy(tmp_path)
    env = {**os.environ, "PATH": f"{BIN_DIR}{os.pathsep}{os.environ['PATH']}",
           "KBSEARCH_OUTPUTS_DIR": str(tmp_path / "outputs")}
    r = subprocess.run(command, shell=True, capture_output=True, text=True, cwd=tmp_path, env=env, timeout=120)
    assert r.returncode == 0, f"{command}\n{r.stderr}"
    assert r.stdout.strip(), command
    assert "Traceback" not in r.stderr


def test_readme_shows_commands():
    assert len(COMMANDS) >= 5


def console_examples() -> list[tuple[str, list[str]]]:
    """(command, the output lines the README shows for it; '...' marks elided lines)."""
    examples = []
    for block in re.findall(r"```console\n(.*?)```", README, re.S):
        command, shown = None, []
        for line in block.splitlines():
            if line.startswith("$ "):
                if command:
                    examples.append((command, shown))
                command, shown = line[2:], []
            elif line.strip() and line.strip() != "...":
                shown.append(line.rstrip())
        if command:
            examples.append((command, shown))
    return [e for e in examples if e[0].startswith("kbsearch") and e[1]]


@pytest.mark.parametrize("command, shown", console_examples(), ids=lambda x: x if isinstance(x, str) else "")
def test_readme_output_is_what_the_command_prints(command, shown, tmp_path):
    in_a_checkout_copy(tmp_path)
    env = {**os.environ, "PATH": f"{BIN_DIR}{os.pathsep}{os.environ['PATH']}",
           "KBSEARCH_OUTPUTS_DIR": str(tmp_path / "outputs")}
    r = subprocess.run(command, shell=True, capture_output=True, text=True, cwd=tmp_path, env=env, timeout=120)
    printed = [line.rstrip() for line in r.stdout.splitlines()]
    missing = [line for line in shown if line not in printed]
    assert not missing, f"README shows lines that `{command}` does not print:\n" + "\n".join(missing)
