"""Run the generated hostile cases (tests/hostile_gen.py) against a kbsearch tree and classify
what goes wrong.

    python bench/hostile_run.py --seed 11 --cases 300 [--tree PATH] [--workers 2]
    python bench/hostile_run.py --seed 11 --case 17 --keep      # one case, folder kept

Every kbsearch run is a subprocess of the tree's `cli/` with its own $KBSEARCH_CACHE_DIR,
$HOME, $TMPDIR and outputs folder inside the case's tmp folder, a time limit and a memory
limit. Failure classes:

  traceback     "Traceback" on stderr
  hang          killed at the time limit
  bad exit      exit code outside 0/1/2/3 (3 only for retrieve/ingest/--retrieve), a signal,
                or exit 1 with an exception name or "internal error" on stderr
  internal      exit 2 with "internal error": a fault of kbsearch's own, caught
  no clear line exit 2 with an empty stderr or more than a few lines
  outside root  the canary folder beside the root changed, its token showed up in any
                output or file the case wrote, or a file appeared outside root/outputs/cache/tmp
  lost chats    chats present before an ingest/build/kill are no longer found afterwards
  leftovers     disk cases: temporary files (*.tmp*, .kbsearch-ingest-*.tmp) left on the
                small disk after the command ended

MCP cases (a `kbsearch mcp` session of hostile lines) are judged per line: hang when a line
owed a reply gets none within MCP_WAIT s, the final valid call is not answered, or the server
does not exit once stdin closes; internal when a reply says "internal error"; bad exit when
the server dies mid-session or exits non-zero; no clear line when a stdout line is not JSON.
Disk cases mount a tmpfs (root only; else the case is reported skipped, with the reason).

Prints a summary and writes one JSON line per failing case (command, mutation, stderr tail).
"""

from __future__ import annotations

import argparse
import fnmatch
import json
import os
import queue
import re
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter, defaultdict
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests"))
import hostile_gen

DEFAULT_PYTHON = "/work/main/.venv/bin/python" if Path("/work/main/.venv/bin/python").exists() else sys.executable
ALLOWED_TOP = {"root", "inputs", "outputs", "cache", "tmp", "home", "canary", "logs", "disk"}
CLASSES = ["traceback", "hang", "bad exit", "internal", "no clear line", "outside root", "lost chats", "leftovers",
           "left behind", "no answer"]
MCP_WAIT = 30.0  # seconds any line owed a reply may wait for it
LEFTOVER_PATTERNS = ["*.tmp", "*.tmp*", "*.tmp-*", ".kbsearch-ingest-*.tmp"]
MEMORY_LIMIT = 4 << 30  # an alias bomb that gets built should fail, not take the machine down
PROGRESS = re.compile(r"^kbsearch: (building|updating|rebuilding) the content index|^kbsearch: serving |^\s*$")


@dataclass
class Result:
    args: list
    label: str
    rc: int | None
    stdout: bytes
    stderr: str
    seconds: float
    timed_out: bool = False
    killed: bool = False  # killed on purpose (kill -9 cases): not judged
    interrupted: bool = False  # sent SIGINT on purpose: exit 130 with one line is right
    must_answer: bool = False  # exit 0 or 1 only
    extra: list = field(default_factory=list)  # MCP sessions: (class, line label, detail) found along the way
    lines_log: list = field(default_factory=list)  # MCP sessions: each line and what came back


@dataclass
class Outcome:
    case: hostile_gen.Case
    mutation: str = ""
    failures: list = field(default_factory=list)  # dicts: class, command, rc, stderr_tail, signature
    runs: list = field(default_factory=list)  # every run: command label, exit code, seconds, key stderr line
    seconds: float = 0.0
    error: str = ""  # the case itself could not be prepared (a generator bug, not a kbsearch fault)
    skipped: str = ""  # the case could not run here (a disk case without root or tmpfs): why


# -- running --------------------------------------------------------------------------------


def case_env(tree: Path, work: Path) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith("KBSEARCH_") and k not in ("AI_ROOT", "PYTHONPATH")}
    env.update(PYTHONPATH=str(tree / "cli"), KBSEARCH_CACHE_DIR=str(work / "cache"), KBSEARCH_OUTPUTS_DIR=str(work / "outputs"),
               HOME=str(work / "home"), XDG_CACHE_HOME=str(work / "home" / ".cache"), TMPDIR=str(work / "tmp"),
               KBSEARCH_NO_EMBEDDINGS="1", COLUMNS="100")
    return env


def _limit_memory() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))


def label_of(args: list) -> str:
    words = [a if isinstance(a, str) else a.decode("utf-8", "replace") for a in args]
    head = words[:2] if words[0] == "index" else words[:1]
    if "--retrieve" in words:
        head.append("--retrieve")
    return " ".join(head)


def run_stage(stage: list, python: str, env: dict, work: Path, limit: float, counter: list) -> list[Result]:
    """Start the stage's runs at once, each with stdin/stdout/stderr in files, and wait."""
    logs = work / "logs"
    procs = []
    for run in stage:
        counter[0] += 1
        n = counter[0]
        stdin_path = logs / f"{n}.in"
        stdin_path.write_bytes(run.stdin or b"")
        # closed once the process has ended, below: runs of one stage overlap
        files = [open(stdin_path, "rb"), open(logs / f"{n}.out", "wb"), open(logs / f"{n}.err", "wb")]  # noqa: SIM115
        argv = [python, "-m", "kbsearch", *run.args]
        proc = subprocess.Popen(argv, stdin=subprocess.PIPE if run.stdin_open else files[0], stdout=files[1],
                                stderr=files[2], env=env, cwd=work,
                                start_new_session=True, preexec_fn=_limit_memory)  # noqa: PLW1509 - only setrlimit
        if run.stdin_open:  # written, and left open until the process ends
            threading.Thread(target=_feed, args=(proc.stdin, run.stdin or b""), daemon=True).start()
        procs.append((run, proc, files, n, time.monotonic()))
    results = []
    for run, proc, files, n, t0 in procs:
        wait = run.kill_after if run.kill_after is not None else limit
        timed_out = killed = False
        if run.sigint_after is not None:
            try:
                proc.wait(timeout=max(0.0, t0 + run.sigint_after - time.monotonic()))
            except subprocess.TimeoutExpired:
                proc.send_signal(signal.SIGINT)  # the process alone, as a terminal's Ctrl-C reaches it
        try:
            proc.wait(timeout=max(0.0, t0 + wait - time.monotonic()))
        except subprocess.TimeoutExpired:
            _kill_group(proc)
            killed, timed_out = run.kill_after is not None, run.kill_after is None
        if proc.stdin is not None:
            try:
                proc.stdin.close()
            except OSError:
                pass
        for f in files:
            f.close()
        results.append(Result(run.args, label_of(run.args), proc.returncode, (logs / f"{n}.out").read_bytes(),
                              (logs / f"{n}.err").read_bytes().decode("utf-8", "replace"), time.monotonic() - t0,
                              timed_out, killed or run.kill_after is not None, run.sigint_after is not None,
                              run.must_answer))
    return results


def _feed(pipe, data: bytes) -> None:
    try:
        pipe.write(data)
        pipe.flush()
    except (OSError, ValueError):
        pass


def _kill_group(proc: subprocess.Popen) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    proc.wait()


# -- an MCP session -------------------------------------------------------------------------


def _reply_text(message: dict) -> str:
    """What a reply says: its error message, or its tool result's text."""
    if "error" in message and isinstance(message["error"], dict):
        return str(message["error"].get("message", ""))
    result = message.get("result")
    if isinstance(result, dict) and isinstance(result.get("content"), list):
        return " ".join(str(c.get("text", "")) for c in result["content"] if isinstance(c, dict))[:2000]
    return "(result)" if "result" in message else json.dumps(message)[:200]


def run_mcp(session, python: str, env: dict, work: Path, limit: float, counter: list) -> Result:
    """A `kbsearch mcp` server fed the session's lines; every wait is bounded."""
    counter[0] += 1
    n = counter[0]
    logs = work / "logs"
    wait = min(limit, MCP_WAIT)
    t0 = time.monotonic()
    with open(logs / f"{n}.err", "wb") as err:
        proc = subprocess.Popen([python, "-m", "kbsearch", *session.args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                stderr=err, env=env, cwd=work, start_new_session=True, preexec_fn=_limit_memory)  # noqa: PLW1509
    incoming: queue.Queue = queue.Queue()
    raw = bytearray()

    def read() -> None:
        for line in proc.stdout:
            raw.extend(line)
            try:
                message = json.loads(line)
            except ValueError:
                message = {"_not_json": line[:200].decode("utf-8", "replace")}
            incoming.put(message if isinstance(message, dict) else {"_not_json": str(message)[:200]})
        incoming.put(None)

    threading.Thread(target=read, daemon=True).start()
    extra, log = [], []
    known = {line.rid for line in session.lines if line.rid is not None} | {"init"}
    labels = {line.rid: line.label for line in session.lines if line.rid is not None}
    state = {"eof": False}

    def write(data: bytes) -> str:
        """'' when written, else what went wrong (a write that blocks for good is a hang)."""
        box = []

        def w() -> None:
            try:
                proc.stdin.write(data + b"\n")
                proc.stdin.flush()
                box.append("")
            except (OSError, ValueError) as exc:
                box.append(f"{type(exc).__name__}")
        t = threading.Thread(target=w, daemon=True)
        t.start()
        t.join(wait)
        return box[0] if box else "blocked"

    def take(deadline: float):
        """The next reply (a message with an id, or a stdout line that is not JSON), None at EOF or the deadline."""
        while not state["eof"]:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return None
            try:
                message = incoming.get(timeout=min(remaining, 0.5))
            except queue.Empty:
                continue
            if message is None:
                state["eof"] = True
                return None
            if "_not_json" in message:
                extra.append(("no clear line", "stdout", f"a stdout line that is not JSON: {message['_not_json'][:100]!r}"))
                continue
            if "id" not in message:
                continue  # a notification (a log line)
            text = _reply_text(message)
            if "internal error" in text:
                label = labels.get(message["id"], f"id {str(message['id'])[:20]}")
                extra.append(("internal", label, text[:300]))
            return message
        return None

    def died(after: str) -> None:
        proc.wait(timeout=wait) if proc.poll() is None else None
        extra.append(("bad exit", after, f"the server exited (rc={proc.returncode}) mid-session"))

    try:
        if write(_init_line()) or take(time.monotonic() + max(limit, 60)) is None:
            if state["eof"]:
                died("initialize")
            else:
                extra.append(("hang", "initialize", "no reply to initialize"))
            return _mcp_result(session, proc, raw, logs / f"{n}.err", t0, extra, log, wait)
        write(b'{"jsonrpc": "2.0", "method": "notifications/initialized"}')
        pending = []  # burst: lines owed a reply
        for line in session.lines:
            problem = write(line.data)
            if problem:
                if state["eof"] or proc.poll() is not None:
                    died(line.label)
                else:
                    extra.append(("hang", line.label, f"writing the line {problem} for {wait:.0f} s (the server stopped reading)"))
                break
            if not line.reply:
                time.sleep(0.05)
                continue
            if session.burst:
                pending.append(line)
                continue
            deadline = time.monotonic() + wait
            while True:
                message = take(deadline)
                if message is None or message["id"] not in known or message["id"] == line.rid:
                    break  # stale replies to other known ids are skipped
            if message is None:
                if state["eof"]:
                    died(line.label)
                    break
                extra.append(("hang", line.label, f"no reply within {wait:.0f} s" + (" (the final valid call)" if line.final else "")))
                break
            log.append({"label": line.label[:120], "reply": _reply_text(message)[:200]})
        if pending:
            deadline = time.monotonic() + wait
            while pending:
                message = take(deadline)
                if message is None:
                    break
                match = next((p for p in pending if p.rid is not None and p.rid == message["id"]), None)
                if match is None:  # id null or unknown: a line whose id could not be read
                    match = next((p for p in pending if p.rid is None or p.rid not in known), None) or \
                        next((p for p in pending if not p.final), None)
                if match is not None:
                    pending.remove(match)
                    log.append({"label": match.label[:120], "reply": _reply_text(message)[:200]})
            if pending and state["eof"]:
                died(pending[0].label)
            for p in pending if not state["eof"] else []:
                extra.append(("hang", p.label, f"no reply within {wait:.0f} s (burst)" + (" (the final valid call)" if p.final else "")))
        return _mcp_result(session, proc, raw, logs / f"{n}.err", t0, extra, log, wait)
    finally:
        if proc.poll() is None:
            _kill_group(proc)


def _init_line() -> bytes:
    return json.dumps({"jsonrpc": "2.0", "id": "init", "method": "initialize",
                       "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                                  "clientInfo": {"name": "hostile-gen", "version": "1"}}}).encode()


def _mcp_result(session, proc, raw, err_path: Path, t0: float, extra: list, log: list, wait: float) -> Result:
    """Close stdin (the client leaves): the server must exit, with 0."""
    try:
        proc.stdin.close()
    except OSError:
        pass
    try:
        proc.wait(timeout=wait)
        if proc.returncode != 0 and not any(e[0] == "bad exit" for e in extra):
            extra.append(("bad exit", "stdin closed", f"the server exited with {proc.returncode}"))
    except subprocess.TimeoutExpired:
        extra.append(("hang", "stdin closed", f"the server did not exit within {wait:.0f} s of stdin closing"))
        _kill_group(proc)
    time.sleep(0.1)  # the reader thread's last lines
    return Result(session.args, "mcp", proc.returncode, bytes(raw), err_path.read_bytes().decode("utf-8", "replace"),
                  time.monotonic() - t0, timed_out=any(e[0] == "hang" for e in extra), extra=extra, lines_log=log)


def mcp_failures(res: Result, work: Path) -> list[dict]:
    out = []
    if "Traceback" in res.stderr:
        out.append(failure("traceback", res, work))
    for cls, label, detail in res.extra:
        blurred = re.sub(r"\d+", "N", re.sub(r"/[^\s:'\"]+", "<path>", detail.replace(str(work), "$CASE")))
        out.append({"class": cls, "command": f"kbsearch mcp « {label[:200]}", "detail": detail.replace(str(work), "$CASE"),
                    "rc": res.rc, "stderr_tail": "\n".join(res.stderr.replace(str(work), "$CASE").splitlines()[-8:])[-2000:],
                    "signature": f"mcp {re.sub(r'[0-9]+', 'N', label)[:60]}: {blurred[:120]}"})
    return out


# -- a small disk ---------------------------------------------------------------------------


def mount_tmpfs(path: Path, size: int) -> str:
    """'' when a tmpfs of `size` bytes is mounted at path, else why not."""
    if os.geteuid() != 0:
        return "not root: a tmpfs cannot be mounted"
    path.mkdir(exist_ok=True)
    try:
        done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size},mode=0755", "kbsearch-hostile", str(path)],
                              capture_output=True, text=True, timeout=30, check=False)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return f"mount -t tmpfs failed: {exc}"
    return f"mount -t tmpfs failed: {done.stderr.strip()[:200]}" if done.returncode else ""


def umount(path: Path) -> None:
    subprocess.run(["umount", "-l", str(path)], capture_output=True, timeout=30, check=False)


def leftovers(disk: Path) -> list[str]:
    found = []
    for dirpath, dirs, files in os.walk(disk):
        for name in dirs + files:
            if name != "filler" and any(fnmatch.fnmatch(name, pat) for pat in LEFTOVER_PATTERNS):
                found.append(str((Path(dirpath) / name).relative_to(disk)))
    return found


# -- judging --------------------------------------------------------------------------------


def significant_lines(stderr: str) -> list[str]:
    """stderr lines without progress lines; a Typer usage-error box counts as one line."""
    lines = [ln for ln in stderr.splitlines() if not PROGRESS.search(ln)]
    if any("─ Error ─" in ln for ln in lines):
        box = [ln.strip("│ ").strip() for ln in lines if ln.startswith("│")]
        return [" ".join(box)]
    return lines


def key_line(res: Result) -> str:
    lines = significant_lines(res.stderr)
    if "Traceback" in res.stderr:
        tail = [ln for ln in res.stderr.splitlines() if ln.strip() and not ln.startswith(" ")]
        return tail[-1] if tail else "Traceback"
    if res.timed_out:
        return "(timed out)"
    return lines[0] if lines else "(empty stderr)"


def signature(res: Result, work: Path) -> str:
    """A grouping key: the command and its key stderr line with paths and numbers blurred."""
    line = key_line(res).replace(str(work), "$CASE")
    line = re.sub(r"/[^\s:'\"]+", "<path>", line)
    line = re.sub(r"\d+", "N", line)
    return f"{res.label}: {line[:140]}"


def judge_run(res: Result) -> list[str]:
    if res.killed:
        return []
    classes = []
    if "Traceback" in res.stderr or "Fatal Python error" in res.stderr:
        classes.append("traceback")
    if res.timed_out:
        return classes + ["hang"]
    rc = res.rc
    if res.interrupted and rc == 130:  # Ctrl-C: `kbsearch: interrupted`, and nothing else
        if significant_lines(res.stderr) != ["kbsearch: interrupted"]:
            classes.append("no clear line")
        return classes
    if res.must_answer and rc not in (0, 1):
        classes.append("no answer")
    may_3 = res.label in ("retrieve", "ingest") or res.label.endswith("--retrieve")
    exceptionish = re.search(r"\b[A-Z]\w*(Error|Exception)\b:|internal error", res.stderr)
    if rc not in (0, 1, 2, 3) or (rc == 3 and not may_3) or (rc == 1 and exceptionish):
        classes.append("bad exit")
    if rc == 2 and "internal error" in res.stderr:
        classes.append("internal")
    if rc == 2 and not (1 <= len(significant_lines(res.stderr)) <= 4):
        classes.append("no clear line")
    return classes


def snapshot(folder: Path) -> dict:
    """Listing, sizes and mtimes of a folder, symlinks not followed."""
    out = {}
    for dirpath, dirs, files in os.walk(folder):
        for name in dirs + files:
            p = Path(dirpath) / name
            st = p.lstat()
            out[str(p.relative_to(folder))] = (st.st_mode, st.st_size, st.st_mtime_ns)
    return out


def token_in_files(work: Path, token: bytes) -> list[str]:
    """Regular files the case wrote (all but the canary and inputs) that contain the token."""
    hits = []
    for top in ALLOWED_TOP - {"canary", "inputs"}:
        for dirpath, _dirs, files in os.walk(work / top):
            for name in files:
                p = Path(dirpath) / name
                try:
                    st = p.lstat()
                    if st.st_mode & 0o170000 != 0o100000 or (top == "logs" and name.endswith(".in")):
                        continue
                    with open(p, "rb") as fh:
                        if token in fh.read().lower():
                            hits.append(str(p.relative_to(work)))
                except OSError:
                    continue
    return hits


def outside_root(work: Path, plan, canary_before: dict, results: list[Result]) -> list[str]:
    problems = []
    after = snapshot(work / "canary")
    if after != canary_before:
        changed = sorted(set(after.items()) ^ set(canary_before.items()))
        problems.append(f"canary folder changed: {changed[:3]}")
    token = plan.token.encode()
    if plan.names_canary:  # a file the user names as input may be read (and quoted in an error)
        token = b"\0never\0"
    for res in results:
        if token in res.stdout.lower() or token in res.stderr.lower().encode():
            problems.append(f"canary token in the output of {res.label}")
    hits = token_in_files(work, token)
    if hits:
        problems.append(f"canary token in files: {hits[:3]}")
    extra = sorted(set(os.listdir(work)) - ALLOWED_TOP)
    if extra:
        problems.append(f"created outside root/outputs/cache/tmp: {extra}")
    written = [str(p).replace(str(work), "$CASE") for p in getattr(plan, "forbidden", []) if os.path.lexists(p)]
    if written:
        problems.append(f"written outside the outputs folder: {written[:3]}")
    home = snapshot(work / "home")
    if home:
        problems.append(f"written under $HOME: {sorted(home)[:3]}")
    return problems


def left_behind(plan, unchanged_before: dict) -> list[str]:
    """Folders nothing may be written in that changed; files whose mode is not the one
    expected (-1: 0666 less the umask, what a new file gets)."""
    problems = []
    for folder, before in unchanged_before.items():
        after = snapshot(Path(folder)) if Path(folder).is_dir() else None
        if after != before:
            made = sorted(set(after or {}) - set(before or {}))
            problems.append(f"written in {folder}: {made[:3] or 'changed'}")
    umask = _umask()
    for path, mode in plan.modes.items():
        want = 0o666 & ~umask if mode == -1 else mode
        try:
            have = os.stat(path).st_mode & 0o777
        except OSError:
            continue  # not written: judged by the run's exit code
        if have != want:
            problems.append(f"{path} has mode {have:o}, not {want:o}")
    return problems


def _umask() -> int:
    """This process's umask, read without setting it (os.umask would, for every thread)."""
    try:
        with open("/proc/self/status", encoding="ascii") as fh:
            return next(int(line.split()[1], 8) for line in fh if line.startswith("Umask:"))
    except (OSError, StopIteration, ValueError):
        return 0o022


def lost_chats(plan, results: list[Result]) -> list[str]:
    """Survivors missing from the final search's output or from the chat index CSV."""
    final = next((r for r in reversed(results) if r.label == "search"), results[-1])  # the check run after it aside
    csvs = list(Path(plan.index_dir).glob("chat_index*.csv")) if Path(plan.index_dir).is_dir() else []
    csv_text = b"".join(p.read_bytes() for p in csvs if p.is_file())
    lost = [c for c in plan.survivors if c.encode() not in final.stdout or c.encode() not in csv_text]
    return [f"{len(lost)} of {len(plan.survivors)} chats lost: {lost[:5]}"] if lost else []


# -- one case -------------------------------------------------------------------------------


def run_case(case: hostile_gen.Case, opts) -> Outcome:
    out = Outcome(case)
    work = Path(tempfile.mkdtemp(prefix=f"kbh-{case.number:04d}-", dir=opts.base))
    t0 = time.monotonic()
    mounted = None
    try:
        try:
            plan = case.prepare(work)
        except Exception as exc:  # noqa: BLE001 - a generator bug is reported, not raised
            out.error = f"{type(exc).__name__}: {exc}"
            return out
        out.mutation = plan.mutation
        (work / "logs").mkdir()
        env = {**case_env(opts.tree, work), **plan.env}
        canary_before = snapshot(work / "canary")
        unchanged_before = {str(p): snapshot(p) if p.is_dir() else None for p in plan.unchanged}
        results, counter = [], [0]
        if plan.tmpfs:
            why = mount_tmpfs(work / "disk", plan.tmpfs)
            if why:
                out.skipped = why
                return out
            mounted = work / "disk"
        try:
            for stage in plan.stages:
                if isinstance(stage, hostile_gen.McpSession):
                    results.append(run_mcp(stage, opts.python, env, work, opts.limit, counter))
                elif callable(stage):
                    stage()
                else:
                    results += run_stage(stage, opts.python, env, work, opts.limit, counter)
        except Exception as exc:  # noqa: BLE001 - the runner's own trouble is reported with the case
            out.error = f"runner: {type(exc).__name__}: {str(exc)[:300]}"
            return out
        if plan.survivors:  # the lost-chats check is a search of its own, judged like the rest
            check = [hostile_gen.Run(["search", hostile_gen.MARK, "-f", "jsonl", "-n", "1000", "-i", str(plan.index_dir)])]
            results += run_stage(check, opts.python, env, work, opts.limit, counter)
        behind = left_behind(plan, unchanged_before)
        if plan.no_orphans and Path(plan.index_dir, "chat_index.latest.csv").exists():
            (checked,) = run_stage([hostile_gen.Run(["check", "-f", "json", "-i", str(plan.index_dir)])], opts.python,
                                   {**env, **{"KBSEARCH_CACHE_DIR": str(work / "cache")}}, work, opts.limit, counter)
            results.append(checked)
            try:
                orphans = [p["file"] for p in json.loads(checked.stdout)["problems"] if p["kind"] == "orphan_folder"]
            except (ValueError, KeyError, TypeError):
                orphans = []
            if orphans:
                behind.append(f"{len(orphans)} chat folders no index row names: {orphans[:2]}")
        out.runs = [{"label": r.label, "rc": r.rc, "seconds": round(r.seconds, 2), "killed": r.killed,
                     "line": key_line(r).replace(str(work), "$CASE")[:200],
                     **({"lines": r.lines_log} if r.label == "mcp" else {})} for r in results]
        for res in results:
            if res.label == "mcp":
                out.failures += mcp_failures(res, work)
                continue
            for cls in judge_run(res):
                out.failures.append(failure(cls, res, work))
        if mounted is not None:
            left = leftovers(mounted)
            if left:
                out.failures.append({"class": "leftovers", "detail": f"left on the disk: {left[:5]}",
                                     "signature": f"leftovers: {results[-1].label if results else ''}: "
                                                  + ", ".join(sorted({re.sub(r'[0-9a-f]{6,}|\d+', 'N', Path(x).name) for x in left}))[:100],
                                     "commands": [shown(r.args, work) for r in results]})
        for problem in behind:
            out.failures.append({"class": "left behind", "detail": problem.replace(str(work), "$CASE"),
                                 "signature": f"left behind: {plan.mutation[:40]}: {re.sub(r'[0-9]+', 'N', problem.replace(str(work), '$CASE'))[:80]}",
                                 "commands": [shown(r.args, work) for r in results]})
        for problem in outside_root(work, plan, canary_before, results):
            out.failures.append({"class": "outside root", "detail": problem, "signature": f"outside root: {problem[:60]}"})
        if plan.survivors:
            for problem in lost_chats(plan, results):
                out.failures.append({"class": "lost chats", "detail": problem,
                                     "signature": f"lost chats: {plan.mutation[:50]}",
                                     "commands": [shown(r.args, work) for r in results]})
        if opts.verbose:
            for res in results:
                print(f"  [{case.number}] {shown(res.args, work)[:150]} -> rc={res.rc} {res.seconds:.1f}s "
                      f"{key_line(res)[:100]!r}", flush=True)
    finally:
        out.seconds = time.monotonic() - t0
        if mounted is not None:
            if opts.keep:  # the tmpfs goes with the unmount: keep a copy of it
                shutil.copytree(mounted, work / "disk-kept", symlinks=True, ignore=shutil.ignore_patterns("filler"),
                                dirs_exist_ok=True)
            umount(mounted)
        if opts.keep:
            print(f"case folder kept: {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)
    return out


def shown(args: list, work: Path) -> str:
    words = [a if isinstance(a, str) else repr(a) for a in args]
    text = " ".join(w if len(w) < 200 else w[:60] + f"…<{len(w)} chars>" for w in words)
    return "kbsearch " + text.replace(str(work), "$CASE")


def failure(cls: str, res: Result, work: Path) -> dict:
    tail = "\n".join(res.stderr.replace(str(work), "$CASE").splitlines()[-8:])[-2000:]
    return {"class": cls, "command": shown(res.args, work), "rc": res.rc, "seconds": round(res.seconds, 2),
            "stderr_tail": tail, "signature": signature(res, work)}


# -- the whole run --------------------------------------------------------------------------


def run_all(opts) -> list[Outcome]:
    if opts.only:  # the seed's cases of one category (drawn from a longer list, so still deterministic)
        cases = [c for c in hostile_gen.generate(opts.seed, opts.cases * 40) if c.category == opts.only][:opts.cases]
    else:
        cases = hostile_gen.generate(opts.seed, opts.cases)
    if opts.case is not None:
        cases = [c for c in cases if c.number == opts.case]
    done = []
    lock = threading.Lock()

    def one(case):
        outcome = run_case(case, opts)
        with lock:
            done.append(outcome)
            if not opts.quiet:
                mark = ",".join(sorted({f["class"] for f in outcome.failures})) or ("GEN-ERROR" if outcome.error else
                                                                                  "skipped" if outcome.skipped else "ok")
                print(f"[{len(done):3d}/{len(cases)}] {case.name:40s} {outcome.seconds:5.1f}s {mark}", flush=True)
        return outcome

    with ThreadPoolExecutor(max_workers=opts.workers) as pool:
        list(pool.map(one, cases))
    return sorted(done, key=lambda o: o.case.number)


def summarize(outcomes: list[Outcome], seconds: float, opts) -> str:
    per_cat = Counter(o.case.category for o in outcomes)
    failing_cat = Counter(o.case.category for o in outcomes if o.failures)
    per_class = Counter()
    for o in outcomes:
        for cls in {f["class"] for f in o.failures}:
            per_class[cls] += 1
    lines = [f"seed {opts.seed}, {len(outcomes)} cases, tree {opts.tree}, {seconds:.0f} s wall, {opts.workers} workers", "",
             f"{'category':12s} {'cases':>6s} {'failing':>8s}"]
    lines += [f"{c:12s} {per_cat[c]:6d} {failing_cat[c]:8d}" for c in hostile_gen.WEIGHTS]
    lines += ["", f"{'class':14s} {'cases':>6s}"] + [f"{c:14s} {per_class[c]:6d}" for c in CLASSES]
    skipped = [o for o in outcomes if o.skipped]
    if skipped:
        lines += ["", f"{len(skipped)} cases skipped (neither passing nor failing): "
                      + "; ".join(sorted({o.skipped for o in skipped}))[:300]]
    gen_errors = [o for o in outcomes if o.error]
    if gen_errors:
        lines += ["", f"{len(gen_errors)} cases could not be prepared (generator bugs):"]
        lines += [f"  {o.case.name}: {o.error}" for o in gen_errors[:10]]
    groups = defaultdict(list)
    for o in outcomes:
        for sig in {(f["class"], f["signature"]) for f in o.failures}:
            groups[sig].append(o.case.number)
    lines += ["", "failure signatures (class | command: key stderr line | count | cases):"]
    for (cls, sig), nums in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        lines.append(f"  {cls:13s} | {sig} | {len(nums)} | {nums[:6]}")
    return "\n".join(lines)


def write_failures(outcomes: list[Outcome], path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w", encoding="utf-8") as fh:
        for o in outcomes:
            if o.failures or o.error or o.skipped:
                fh.write(json.dumps({"case": o.case.name, "seed": o.case.seed, "number": o.case.number,
                                     "category": o.case.category, "kind": o.case.kind, "mutation": o.mutation,
                                     "error": o.error, "skipped": o.skipped, "failures": o.failures}, ensure_ascii=False) + "\n")


def write_runs(outcomes: list[Outcome], path: Path) -> None:
    """Every run of every case, failing or not: to see exit codes per command and what was said."""
    with open(path, "w", encoding="utf-8") as fh:
        for o in outcomes:
            fh.writelines(json.dumps({"case": o.case.name, "mutation": o.mutation, **run}, ensure_ascii=False) + "\n" for run in o.runs)


def parse(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--cases", type=int, default=300)
    ap.add_argument("--tree", type=Path, default=HERE.parent, help="kbsearch tree to test (its cli/ is run)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--limit", type=float, default=60.0, help="seconds a kbsearch run may take")
    ap.add_argument("--python", default=DEFAULT_PYTHON)
    ap.add_argument("--out", type=Path, help="failures JSONL (default outputs/hostile/failures-SEED.jsonl)")
    ap.add_argument("--base", type=Path, default=None, help="folder for the cases' tmp folders")
    ap.add_argument("--case", type=int, help="run only this case number (of the seed's cases)")
    ap.add_argument("--only", choices=list(hostile_gen.KINDS), help="only cases of this category")
    ap.add_argument("--keep", action="store_true", help="keep each case's folder")
    ap.add_argument("--verbose", "-v", action="store_true", help="print every command, exit code and key stderr line")
    ap.add_argument("--quiet", "-q", action="store_true")
    opts = ap.parse_args(argv)
    opts.tree = opts.tree.resolve()
    opts.workers = max(1, min(opts.workers, 2))  # 2 shared cores
    opts.out = opts.out or HERE.parent / "outputs" / "hostile" / f"failures-{opts.seed}.jsonl"
    return opts


def tree_state(tree: Path) -> dict:
    """The tree's own demo archive must not change either (every case names its own -i)."""
    return snapshot(tree / "indexes")


def main(argv=None) -> int:
    opts = parse(argv)
    before = tree_state(opts.tree)
    t0 = time.monotonic()
    outcomes = run_all(opts)
    seconds = time.monotonic() - t0
    print(summarize(outcomes, seconds, opts))
    if tree_state(opts.tree) != before:
        print(f"WARNING: {opts.tree}/indexes changed during the run (outside every case's root)")
    write_failures(outcomes, opts.out)
    runs = opts.out.with_name(opts.out.name.replace("failures", "runs"))
    runs = runs if runs != opts.out else opts.out.with_suffix(".runs.jsonl")
    write_runs(outcomes, runs)
    print(f"failing cases written to {opts.out}; every run to {runs}")
    return 1 if any(o.failures or o.error for o in outcomes) else 0


if __name__ == "__main__":
    sys.exit(main())
