"""Baselines for bench_search.py's queries: the old tool's per-query file scan, ripgrep,
and kbsearch's indexed path, on the same archive and the same query words.

    python bench/bench_baselines.py --index-dir /tmp/bench100k/indexes [--rounds 1]

The old tool (the grep agent kbsearch replaces) kept no index: every search read the
topics CSV, then every condensed and raw chunk file, with a case-insensitive substring
test for each query word, in four layers (topics with the original words, topics with
synonyms, content with the original words, content with synonyms), stopping at the first
layer that found anything. `old_scan` re-implements that; `old_content` is its content
layers alone, done generously in one pass (each file read once for both layers).
`ripgrep` runs `rg -i -F -l` with the original words and their synonyms over the same
chunk files (one process per query, page cache warm, both cores). kbsearch is timed on
the same content layers (`SearchOptions(content_only=True)`, what MCP grep_search runs)
in-process with the index open, and as the full cascade.

Query words come from kbsearch's own parser and synonym table, so every method looks
for the same strings. Prints a markdown table (medians and p95 over the queries).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import time
from pathlib import Path

from bench_cache import use_temporary_cache_unless_set

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from bench_search import QUERIES, percentile  # noqa: E402


def chunk_files(index_dir: Path) -> list[Path]:
    """Every condensed file and its raw sibling, resolved as kbsearch resolves the CSV's
    condensed_path cells (the old tool read the same files)."""
    from kbsearch.archive.load import load_archive

    out = []
    for chat in load_archive(index_dir).chats.values():
        for chunk in chat.chunks:
            for path in (chunk.condensed_path, chunk.raw_path):
                if path is not None and path.is_file():
                    out.append(path)
    return out


def query_words(searcher, query: str) -> tuple[list[str], list[str]]:
    """(original words, synonym words): plain strings, as a grep tool would search them."""
    from kbsearch.ranking.query import parse_query

    terms = parse_query(query).terms
    syns = []
    for t in terms:
        syns += [p.text for p in searcher.synonyms.expand(t)]
    return terms, [s for s in dict.fromkeys(syns) if s not in terms]


def scan_files(files: list[Path], words: list[str]) -> set[Path]:
    hits = set()
    for path in files:
        try:
            text = path.read_text(encoding="utf-8", errors="replace").lower()
        except OSError:
            continue
        if any(w in text for w in words):
            hits.add(path)
    return hits


def scan_topics(topics_csv: Path, words: list[str]) -> set[str]:
    hits = set()
    with open(topics_csv, encoding="utf-8") as f:
        for line in f:
            low = line.lower()
            if any(w in low for w in words):
                hits.add(line.split(",", 2)[1] if line.count(",") >= 2 else line)
    return hits


def old_scan(index_dir: Path, files: list[Path], terms: list[str], syns: list[str]) -> int:
    """The old tool's cascade; the CSV and the files are re-read per query, as it did."""
    from kbsearch.config import find_index_files

    topics_csv = find_index_files(index_dir)["topics"]
    for layer in (lambda: scan_topics(topics_csv, terms), lambda: scan_topics(topics_csv, terms + syns),
                  lambda: scan_files(files, terms), lambda: scan_files(files, terms + syns)):
        found = layer()
        if found:
            return len(found)
    return 0


def old_content(files: list[Path], terms: list[str], syns: list[str]) -> int:
    return len(scan_files(files, terms + syns)) if terms else 0


def ripgrep(rg: str, folders: list[str], words: list[str]) -> int:
    if not words:
        return 0
    args = [rg, "-i", "-F", "-l", "--no-messages"]
    for w in words:
        args += ["-e", w]
    # rg has no --files-from; the chunk files are every *.yml under the platform folders.
    args += ["-g", "*.yml", "--", *folders]
    out = subprocess.run(args, capture_output=True, text=True)
    return out.stdout.count("\n")


def timed(fn) -> tuple[float, object]:
    t = time.perf_counter()
    value = fn()
    return time.perf_counter() - t, value


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--index-dir", type=Path, required=True)
    ap.add_argument("--rounds", type=int, default=1, help="repeats of the slow baselines per query")
    ap.add_argument("--skip-old-cascade", action="store_true", help="time only the old tool's content layers")
    args = ap.parse_args()
    use_temporary_cache_unless_set()
    from kbsearch.config import archive_root
    from kbsearch.ranking.search import SearchOptions, Searcher

    index_dir = args.index_dir.absolute()
    root = archive_root(index_dir)
    searcher = Searcher.open(index_dir, on_build=lambda m: print(f"  {m}", file=sys.stderr))
    t, files = timed(lambda: chunk_files(index_dir))
    print(f"{len(files)} chunk files listed in {t:.2f} s", file=sys.stderr)
    for f in files:  # warm the page cache once, so every method reads from memory
        f.read_bytes()
    rg = shutil.which("rg")
    # rg has no --files-from: it walks the top folders that hold the chunk files.
    folders = sorted({str(root / f.relative_to(root).parts[0]) for f in files if f.is_relative_to(root)})
    rows: dict[str, list[float]] = {k: [] for k in ("old", "old_content", "rg", "kb_content", "kb")}
    for q in QUERIES:
        terms, syns = query_words(searcher, q)
        if not terms:
            continue  # a time filter alone ("last week"): nothing for a grep to look for
        for _ in range(args.rounds):
            if not args.skip_old_cascade:
                rows["old"].append(timed(lambda: old_scan(index_dir, files, terms, syns))[0])
            rows["old_content"].append(timed(lambda: old_content(files, terms, syns))[0])
            if rg:
                rows["rg"].append(timed(lambda: ripgrep(rg, folders, terms + syns))[0])
        searcher.search(q, SearchOptions(content_only=True))  # warm, as the other rows are
        searcher.search(q)
        for _ in range(5):
            rows["kb_content"].append(timed(lambda: searcher.search(q, SearchOptions(content_only=True)))[0])
            rows["kb"].append(timed(lambda: searcher.search(q))[0])
        print(f"  {q!r}: words {terms} + {len(syns)} synonyms; old content "
              f"{rows['old_content'][-1]:.2f} s, rg {rows['rg'][-1] if rows['rg'] else float('nan'):.2f} s, "
              f"kbsearch content {rows['kb_content'][-1] * 1000:.1f} ms", file=sys.stderr)
    names = {
        "old": "old tool, four-layer scan (stops at the first layer with a hit)",
        "old_content": "old tool, content layers (3+4, one pass over every file)",
        "rg": "ripgrep, content layers (`rg -i -F -l`, words + synonyms)",
        "kb_content": "kbsearch, content layers (in-process, index open)",
        "kb": "kbsearch, full cascade (in-process, index open)",
    }
    print(f"\n{searcher.index.n_chunks} chunks, {len(files)} files; {len(rows['kb'])// 5} queries with words\n")
    print("| method | p50 | p95 | p50 vs kbsearch content |")
    print("|---|---|---|---|")
    base = percentile(rows["kb_content"], 0.5)
    for key, values in rows.items():
        if values:
            p50, p95 = percentile(values, 0.5), percentile(values, 0.95)
            print(f"| {names[key]} | {p50 * 1000:.1f} ms | {p95 * 1000:.1f} ms | {p50 / base:.0f}× |")


if __name__ == "__main__":
    main()
