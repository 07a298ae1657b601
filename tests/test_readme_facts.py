"""Issue 29, item 11: the README, `embed --help` and the advice line after ingest agree on
what embedding costs, and what the README says Ctrl-C does to `kbsearch mcp` is so."""

import re
import signal
import subprocess
import sys
import time
from pathlib import Path

from cli_run import run

from kbsearch.semantic.dense import embed_cost

REPO = Path(__file__).resolve().parents[1]
README = " ".join((REPO / "README.md").read_text().split())
KBSEARCH = Path(sys.executable).parent / "kbsearch"


def test_readme_embed_help_and_the_advice_give_the_same_speed_and_times():
    help_text = " ".join(run("embed", "--help").stdout.split())
    for text in (README, help_text):
        assert "about 240 passages a second" in text or "about 240 a second" in text
        assert "130 passages a second" not in text
        assert "about 2 minutes for 1,000 chunks" in text
        assert re.search(r"about 3 hours for 100,000", text)
    assert embed_cost(1000) == "about 2 min"
    assert embed_cost(100_000).startswith("about 2.") or embed_cost(100_000).startswith("about 3.")


def test_the_advice_counts_one_chunk_in_the_singular(small_archive):
    from kbsearch.semantic import dense

    line = dense.advice(small_archive, 1)  # no embeddings there
    assert "about 10 s for 1 chunk" in line and "1 chunks" not in line


def test_ctrl_c_stops_mcp_as_the_readme_says(tmp_path):
    assert "Ctrl-C (SIGINT) stops the server at once, with exit status 130" in README
    server = subprocess.Popen([str(KBSEARCH), "mcp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
    server.stdin.write('{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2024-11-05",'
                       '"capabilities":{},"clientInfo":{"name":"t","version":"1"}}}\n')
    server.stdin.flush()
    assert '"id":1' in server.stdout.readline()  # serving
    sent = time.monotonic()
    server.send_signal(signal.SIGINT)
    out, err = server.communicate(timeout=30)
    assert server.returncode == 130
    assert time.monotonic() - sent < 10
    assert "Traceback" not in err and "internal error" not in err
    # (The archive is indexed first when this session's cache has no index yet.)
    said = [line for line in err.splitlines() if not line.startswith(("kbsearch: serving ", "kbsearch: building "))]
    assert said == ["kbsearch: interrupted"]
