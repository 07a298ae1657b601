"""The installed `kbsearch` command in real subprocesses and pipes."""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

BIN = Path(sys.executable).parent / "kbsearch"


def kb(*args, cwd=None, env_extra=None, input=None):
    env = {**os.environ, **(env_extra or {})}
    return subprocess.run([str(BIN), *map(str, args)], capture_output=True, text=True, cwd=cwd, env=env,
                          input=input, timeout=60)


@pytest.fixture(autouse=True)
def needs_installed_command():
    if not BIN.exists():
        pytest.fail(f"console script not installed at {BIN}: run `pip install -e '.[test]'` first")


def test_python_dash_m_and_console_script_agree():
    a = kb("--version")
    b = subprocess.run([sys.executable, "-m", "kbsearch", "--version"], capture_output=True, text=True)
    assert a.returncode == b.returncode == 0 and a.stdout == b.stdout


def test_demo_archive_is_the_default_from_any_folder(tmp_path, demo_dir):
    r = kb("search", "memory", "--format", "json", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    doc = json.loads(r.stdout)
    assert doc["found"] > 0 and Path(doc["index_dir"]).resolve() == demo_dir.resolve()


def test_a_real_pipe_into_a_json_consumer(small_archive):
    """`kbsearch search … | jq -r .chat_id`, with jq when installed, else python -c."""
    consumer = ["jq", "-r", ".chat_id"] if shutil.which("jq") else [
        sys.executable, "-c", "import json,sys\nfor l in sys.stdin: print(json.loads(l)['chat_id'])"]
    producer = subprocess.Popen([str(BIN), "search", "MCP timeout", "-i", str(small_archive)],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    out = subprocess.run(consumer, stdin=producer.stdout, capture_output=True, text=True, timeout=60)
    producer.stdout.close()
    assert producer.wait(timeout=60) == 0
    assert out.stdout.splitlines()[0] == "a1b2c3d4"


def test_closed_pipe_is_not_a_traceback(small_archive):
    r = subprocess.run(f"'{BIN}' search mcp -i '{small_archive}' -f md -n 50 | head -n 1",
                       shell=True, capture_output=True, text=True, timeout=60)
    assert r.stdout.startswith("## Search") and "Traceback" not in r.stderr


def test_no_color_and_non_tty_output_has_no_escape_codes(small_archive):
    r = kb("search", "mcp", "-i", small_archive, "-f", "table", env_extra={"NO_COLOR": "1"})
    assert "\x1b[" not in r.stdout and "a1b2c3d4" in r.stdout


def test_env_var_precedence(small_archive, tmp_path):
    r = kb("stats", "-f", "json", env_extra={"KBSEARCH_INDEX_DIR": str(small_archive)})
    assert json.loads(r.stdout)["index_source"] == "$KBSEARCH_INDEX_DIR"
    ai_root = tmp_path / "ai"
    (ai_root / "ai_memories" / "40_histories").mkdir(parents=True)
    shutil.copytree(small_archive.parent, ai_root / "ai_memories" / "40_histories", dirs_exist_ok=True)
    r = kb("stats", "-f", "json", env_extra={"AI_ROOT": str(ai_root)})
    assert json.loads(r.stdout)["index_source"] == "$AI_ROOT"
    r = kb("stats", "-f", "json", "-i", small_archive, env_extra={"AI_ROOT": str(ai_root)})
    assert json.loads(r.stdout)["index_source"] == "--index-dir"


def test_lexical_search_does_not_import_torch():
    code = "import sys, kbsearch.commands.app, kbsearch.ranking.search; sys.exit('torch' in sys.modules or 'pandas' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0


def test_version_alone_is_answered_without_importing_the_cli():
    code = ("import sys\nsys.argv = ['kbsearch', '{flag}']\nfrom kbsearch.entry import main\nmain()\n"
            "print('typer' in sys.modules, 'kbsearch.commands.app' in sys.modules)")
    for flag in ("--version", "-V"):
        r = subprocess.run([sys.executable, "-c", code.format(flag=flag)], capture_output=True, text=True, timeout=60)
        assert r.returncode == 0 and r.stdout.splitlines()[1] == "False False", r.stdout + r.stderr
        assert r.stdout.splitlines()[0] == kb("--version").stdout.strip()
    cli = subprocess.run([sys.executable, "-c", "import sys; sys.argv = ['kbsearch', '--version']\n"
                          "from kbsearch.commands.app import main; main()"], capture_output=True, text=True, timeout=60)
    assert cli.stdout == kb("--version").stdout  # the same line as the CLI's own option
