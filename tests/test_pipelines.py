"""Real shell pipelines with the installed command: search → jq → retrieve, paths → xargs."""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

BIN_DIR = Path(sys.executable).parent


def sh(script: str, cwd: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "PATH": f"{BIN_DIR}{os.pathsep}{os.environ['PATH']}"}
    return subprocess.run(["bash", "-c", "set -o pipefail; " + script], capture_output=True, text=True,
                          cwd=cwd, env=env, timeout=120)


needs_jq = pytest.mark.skipif(not shutil.which("jq"), reason="jq is not installed (apt-get install jq)")


@needs_jq
def test_search_jq_retrieve(demo_dir, tmp_path):
    r = sh("kbsearch search yaml -f jsonl | jq -c 'select(.has_decisions)' | kbsearch retrieve - --dir out/", tmp_path)
    assert r.returncode == 0, r.stderr
    doc = json.loads((tmp_path / "out" / "manifest.json").read_text())
    chats = {f["chat_id"] for f in doc["files"]}
    assert "5e3b9f07" in chats and "a9e3c7f1" not in chats  # the YAML chat without decisions is filtered out


def test_paths_into_xargs_with_and_without_nul(demo_dir, tmp_path):
    plain = sh("kbsearch search 'memory slots' -f paths | xargs wc -c | tail -n 1", tmp_path)
    nul = sh("kbsearch search 'memory slots' -f paths -0 | xargs -0 wc -c | tail -n 1", tmp_path)
    assert plain.returncode == nul.returncode == 0
    assert plain.stdout == nul.stdout and plain.stdout.strip().endswith("total")
    raw = sh("kbsearch search 'memory slots' -f paths --what raw -n 3", tmp_path)
    assert raw.stdout and all(p.endswith(".yml") and ".condensed." not in p for p in raw.stdout.split())


def test_show_accepts_what_paths_prints(demo_dir, tmp_path):
    """What `fzf --preview 'kbsearch show {}'` runs for each line."""
    r = sh("kbsearch search 'MCP timeout' -f paths -n 1 | head -n 1 | xargs -I{} kbsearch show {}", tmp_path)
    assert r.returncode == 0 and r.stdout.startswith("condensed_metadata:")


def test_show_by_chat_id_chunk_and_raw(demo_dir, tmp_path):
    both = sh("kbsearch show 9e4b1a7f", tmp_path).stdout
    assert both.count("# ── ") == 2  # two chunks, each under its file name
    second = sh("kbsearch show 9e4b1a7f --chunk 2 --raw", tmp_path)
    assert second.returncode == 0 and second.stdout.startswith("chat_id: 9e4b1a7f")
    missing = sh("kbsearch show 9e4b1a7f --chunk 7", tmp_path)
    assert missing.returncode == 1 and "has no chunk 7 (it has: 1, 2)" in missing.stderr
    assert sh("kbsearch show ffff0000", tmp_path).returncode == 1
