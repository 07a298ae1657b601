"""Ingest throughput on real dialogue text.

    python bench/bench_ingest.py [--repeat N]      # needs ../shared/data/hh-rlhf

Converts the 2,312 hh-rlhf harmless-base test dialogues (the `chosen` side, turns split at
"\\n\\nHuman:" / "\\n\\nAssistant:") to the generic JSONL format in a temporary folder,
then times `kbsearch ingest` in-process into a fresh archive (messages per second), the
same ingest again (nothing changed: the re-ingest cost), and one whole-process run.
Nothing of the text is kept or printed.
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
HH = HERE.parent.parent / "shared" / "data" / "hh-rlhf" / "harmless-base_test.jsonl.gz"
TURN = re.compile(r"\n\n(Human|Assistant):")


def hh_to_jsonl(source: Path, out: Path) -> int:
    """One chat per dialogue, one line per turn; returns the number of messages."""
    n = 0
    with gzip.open(source, "rt", encoding="utf-8") as fh, open(out, "w", encoding="utf-8") as dst:
        for i, line in enumerate(fh):
            dialogue = json.loads(line)["chosen"]
            parts = TURN.split(dialogue)[1:]
            for k in range(0, len(parts) - 1, 2):
                text = parts[k + 1].strip()
                if not text:
                    continue
                role = "user" if parts[k] == "Human" else "assistant"
                dst.write(json.dumps({"chat_id": f"hh-{i}", "platform": "claude", "role": role, "text": text,
                                      "timestamp": 1_700_000_000 + i * 3600 + k}) + "\n")
                n += 1
    return n


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="fresh ingests to time (default 3)")
    args = parser.parse_args()
    if not HH.is_file():
        sys.exit(f"bench_ingest: the hh-rlhf data is not at {HH}")
    from kbsearch.ingest import Options, ingest

    work = Path(tempfile.mkdtemp(prefix="kbsearch-bench-ingest-"))
    source = work / "hh.jsonl"
    messages = hh_to_jsonl(HH, source)
    print(f"input: {messages:,} messages in {source.stat().st_size / 2**20:.1f} MiB of JSONL")
    fresh = []
    for r in range(args.repeat):
        root = work / f"archive{r}"
        t = time.perf_counter()
        report = ingest([source], Options(root=root))
        fresh.append(time.perf_counter() - t)
        assert report.messages == messages and not report.damaged, report.summary()
    chats = len(report.plans)
    chunks = sum(p.chunks for p in report.plans)
    best, median = min(fresh), statistics.median(fresh)
    print(f"fresh ingest: {chats:,} chats, {chunks:,} chunks; median {median:.2f} s "
          f"(best {best:.2f} s) = {messages / median:,.0f} messages/s (best {messages / best:,.0f})")
    t = time.perf_counter()
    again = ingest([source], Options(root=work / "archive0"))
    elapsed = time.perf_counter() - t
    assert again.count("unchanged") == chats, again.summary()
    print(f"re-ingest, nothing changed: {elapsed:.2f} s = {messages / elapsed:,.0f} messages/s, 0 files written")
    t = time.perf_counter()
    subprocess.run([sys.executable, "-m", "kbsearch", "ingest", str(source), "--into", str(work / "archive_cli")],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    elapsed = time.perf_counter() - t
    print(f"whole process (kbsearch ingest): {elapsed:.2f} s = {messages / elapsed:,.0f} messages/s")
    du = sum(f.stat().st_size for f in (work / "archive0").rglob("*") if f.is_file())
    print(f"archive written: {du / 2**20:.1f} MiB apparent; work folder {work} (delete it when done)")


if __name__ == "__main__":
    main()
