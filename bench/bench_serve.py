"""`kbsearch serve` under load, on loopback only: warm /api/search latency inside the server
(its access log's ms) and for the whole request (a client on a kept-alive connection), then
N concurrent clients x M requests each (errors, p50/p95/max, requests per second).

    python bench/bench_serve.py -i /work/scale/a5k/indexes
    python bench/bench_serve.py -i /work/scale/a5k/indexes --rerank false --clients 100 --requests 20
    python bench/bench_serve.py -i /work/scale/a5k/indexes --workers 2      # kbsearch serve --workers 2

The queries are the archive's own topics (dots as spaces), a seeded sample, so every run of
one archive asks the same things. Bounded: at most --clients x --requests requests, each with
a 10 s timeout, the load phase stopped at --deadline seconds."""

from __future__ import annotations

import argparse
import csv
import http.client
import itertools
import json
import os
import random
import re
import signal
import statistics
import subprocess
import sys
import threading
import time
import urllib.parse
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def topics(index_dir: Path, n: int, seed: int) -> list[str]:
    path = next(p for p in (index_dir / "all_topics.latest.csv", index_dir / "all_topics.csv") if p.is_file())
    with open(path, newline="", encoding="utf-8") as f:
        names = sorted({row["topic"].replace(".", " ").replace("_", " ") for row in csv.DictReader(f)})
    return random.Random(seed).sample(names, min(n, len(names)))


def pct(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


class Server:
    def __init__(self, index_dir: Path, env: dict, workers: int | None = None):
        self.log_path = Path(f"/tmp/kbsearch-bench-serve-{os.getpid()}.log")
        self.log = open(self.log_path, "w+")
        extra = ["--workers", str(workers)] if workers else []
        self.proc = subprocess.Popen([sys.executable, "-m", "kbsearch", "serve", "-i", str(index_dir), "--port", "0",
                                      *extra], stdout=subprocess.DEVNULL, stderr=self.log, env=env)
        deadline = time.monotonic() + 120
        while not (found := re.search(r"at http://127\.0\.0\.1:(\d+)/", self.log_path.read_text())):
            if time.monotonic() > deadline or self.proc.poll() is not None:
                raise SystemExit(f"the server did not start: {self.log_path.read_text()}")
            time.sleep(0.05)
        self.port = int(found.group(1))

    def server_ms(self, path_prefix: str, since_line: int) -> list[float]:
        lines = self.log_path.read_text().splitlines()[since_line:]
        return [float(m.group(1)) for line in lines
                if f" GET {path_prefix}" in line and (m := re.search(r" 200 ([0-9.]+) ms$", line))]

    def lines(self) -> int:
        return len(self.log_path.read_text().splitlines())

    def stop(self) -> str:
        self.proc.send_signal(signal.SIGTERM)
        self.proc.wait(30)
        self.log.close()
        last = self.log_path.read_text().splitlines()[-1]
        self.log_path.unlink()
        return last


def get(conn: http.client.HTTPConnection, path: str) -> tuple[int, bytes]:
    conn.request("GET", path, headers={"Host": "127.0.0.1"})
    response = conn.getresponse()
    return response.status, response.read()


def search_path(query: str, extra: dict, unique: int | None = None) -> str:
    """With `unique`, a request no earlier one made, so the server's response cache cannot
    answer it: a token budget no result reaches, different each time (same results)."""
    params = {"q": query, **extra}
    if unique is not None:
        params["max_tokens"] = str(10**8 + unique)
    return "/api/search?" + urllib.parse.urlencode(params)


def load(server, queries, extra, args, unique: bool) -> None:
    latencies, errors, lock = [], [], threading.Lock()
    counter = itertools.count(10_000)  # past the sequential phase's requests
    stop_at = time.monotonic() + args.deadline
    barrier = threading.Barrier(args.clients)

    def client(number: int) -> None:
        rng = random.Random(f"{args.seed}/{number}")
        c = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
        barrier.wait()
        for _ in range(args.requests):
            if time.monotonic() > stop_at:
                with lock:
                    errors.append("deadline")
                break
            t = time.perf_counter()
            try:
                serial = next(counter) if unique else None
                status, body = get(c, search_path(queries[serial % len(queries)] if unique else rng.choice(queries),
                                                  extra, None if serial is None else serial // len(queries)))
                ok = status == 200
            except (OSError, http.client.HTTPException) as exc:
                ok, status = False, type(exc).__name__
                c.close()
                c = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
            with lock:
                latencies.append((time.perf_counter() - t) * 1000)
                if not ok:
                    errors.append(status)
        c.close()

    mark = server.lines()
    threads = [threading.Thread(target=client, args=(n,)) for n in range(args.clients)]
    t0 = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    wall = time.perf_counter() - t0
    time.sleep(0.3)
    inside = server.server_ms("/api/search", mark)
    what = "every request new (cache misses)" if unique else f"queries drawn from the {len(queries)} topics"
    print(f"load, {what}: {args.clients} clients x {args.requests} requests = {len(latencies)} in {wall:.1f} s "
          f"({len(latencies) / wall:.0f}/s); errors {len(errors)}{' ' + str(sorted(set(map(str, errors)))) if errors else ''}; "
          f"whole request p50 {statistics.median(latencies):.0f} ms p95 {pct(latencies, 95):.0f} ms "
          f"max {max(latencies):.0f} ms; inside the server p50 {statistics.median(inside):.1f} ms "
          f"p95 {pct(inside, 95):.1f} ms")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("-i", "--index-dir", type=Path, default=REPO / "indexes")
    ap.add_argument("--queries", type=int, default=50)
    ap.add_argument("--sequential", type=int, default=300, help="warm requests one after another")
    ap.add_argument("--clients", type=int, default=100)
    ap.add_argument("--requests", type=int, default=20, help="per client")
    ap.add_argument("--rerank", choices=("true", "false"), help="passed to every search (default: as the settings say)")
    ap.add_argument("--deadline", type=float, default=300)
    ap.add_argument("--seed", type=int, default=31)
    ap.add_argument("--workers", type=int, help="passed to kbsearch serve (default: the server's, one process)")
    ap.add_argument("--load", choices=("both", "repeat", "unique"), default="both",
                    help="the load phase with queries repeating (the cache answers most), every request new, or both")
    args = ap.parse_args()

    env = {**os.environ, "PYTHONPATH": str(REPO / "cli") + os.pathsep + os.environ.get("PYTHONPATH", "")}
    extra = {"rerank": args.rerank} if args.rerank else {}
    queries = topics(args.index_dir, args.queries, args.seed)
    server = Server(args.index_dir, env, args.workers)
    started = time.monotonic()
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
    while get(conn, "/api/stats")[0] == 503:
        time.sleep(0.1)
    ready = time.monotonic() - started
    for q in queries:  # warm: every query once (the OS cache, each query's first use)
        get(conn, search_path(q, extra))
    # With --workers, every worker too: the kernel gives each new connection to one of them,
    # so enough connections reach them all (each has its own index, model and cache).
    for _ in range(4 * (args.workers or 1) if (args.workers or 1) > 1 else 0):
        other = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
        while get(other, "/api/stats")[0] == 503:
            time.sleep(0.1)
        for q in queries:
            get(other, search_path(q, extra))
        other.close()

    mark = server.lines()
    whole = []
    for i in range(args.sequential):
        t = time.perf_counter()
        status, body = get(conn, search_path(queries[i % len(queries)], extra, unique=i // len(queries)))
        whole.append((time.perf_counter() - t) * 1000)
        assert status == 200, body[:200]
    conn.close()
    time.sleep(0.2)
    inside = server.server_ms("/api/search", mark)
    found = json.loads(body)
    print(f"archive {args.index_dir}: {found['index_dir']}; ready in {ready:.1f} s; ranking {found['results'][0]['ranking'] if found['results'] else '-'}")
    print(f"sequential warm /api/search, {len(whole)} requests (each one new: no cache hit): inside the server p50 {statistics.median(inside):.1f} ms "
          f"p95 {pct(inside, 95):.1f} ms; whole request p50 {statistics.median(whole):.1f} ms p95 {pct(whole, 95):.1f} ms")

    for unique in [u for u in (False, True) if args.load in ("both", ("repeat", "unique")[u])]:
        load(server, queries, extra, args, unique)
    print(f"stop: {server.stop()}")


if __name__ == "__main__":
    main()
