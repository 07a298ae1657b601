"""A seeded generator of hostile cases for kbsearch (the generated hostile-input run).

A case is (a fresh archive in a tmp folder, a mutation, kbsearch command lines, optional
stdin). `generate(seed, n)` returns n `Case`s; `case.prepare(work)` builds everything under
`work` and returns a `Plan` the runner (bench/hostile_run.py) executes. Everything random is
drawn from `random.Random` seeded by (seed, case number), so a seed always gives the same
cases, and one case can be re-made alone from its seed and number.

A case's folder `work` holds:
  root/      the archive (root/indexes/ holds the three CSVs)
  inputs/    exports fed to `kbsearch ingest`, batch files
  outputs/   where retrievals go ($KBSEARCH_OUTPUTS_DIR)
  cache/     the derived index ($KBSEARCH_CACHE_DIR)
  tmp/       $TMPDIR
  home/      $HOME: kbsearch has no business writing here
  canary/    files outside the root whose token must never show up anywhere
"""

# ruff: noqa: UP031 - the MCP lines are JSON templates full of braces: % reads better than format()

from __future__ import annotations

import csv
import hashlib
import json
import os
import random
import shutil
import sqlite3
import stat
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

try:  # importable both from tests/ (pytest) and from bench/ (sys.path set by the runner)
    import export_fixtures as fx
    from archive_builder import ChatSpec, write_archive
except ImportError:  # pragma: no cover
    from tests import export_fixtures as fx
    from tests.archive_builder import ChatSpec, write_archive

TESTS_DIR = Path(__file__).resolve().parent
DEMO_INDEXES = TESTS_DIR.parent / "indexes"
EXAMPLE_JSONL = TESTS_DIR.parent / "examples" / "chats.jsonl"
FORMATS = ["jsonl", "json", "tsv", "md", "table", "csv"]
WHATS = ["raw", "condensed", "both", "artifacts"]
MARK = "quokka"  # a word in every good chat's title: one search finds them all (lost-chats check)


# -- what a case is -----------------------------------------------------------------------


@dataclass
class Run:
    """One kbsearch process: its arguments (str, or bytes to pass undecodable argv), stdin,
    and, for kill -9 cases, when to kill it (a killed run is not judged)."""
    args: list
    stdin: bytes | None = None
    kill_after: float | None = None
    sigint_after: float | None = None  # Ctrl-C (SIGINT) this many seconds in: exit 130 and one line, or done before
    stdin_open: bool = False  # stdin a pipe left open until the process ends (as an assistant runs `kbsearch mcp`)
    must_answer: bool = False  # exit 0 or 1 only: what the run meets costs a rebuild or memory, not the answer


Stage = "list[Run] | Callable[[], str]"  # runs started at once, or a mutation between runs


@dataclass
class Plan:
    mutation: str
    stages: list = field(default_factory=list)
    index_dir: Path | None = None
    survivors: list[str] = field(default_factory=list)  # chat ids that must still be found at the end
    token: str = ""  # the canary's unique word
    names_canary: bool = False  # the command itself names a canary file as its input: reading it is allowed
    env: dict = field(default_factory=dict)  # environment set over the runner's (e.g. the cache on the small disk)
    tmpfs: int | None = None  # disk cases: mount a tmpfs of this many bytes at work/disk before the stages
    forbidden: list = field(default_factory=list)  # paths that must not exist afterwards (written outside outputs)
    unchanged: list = field(default_factory=list)  # folders nothing may be written in (a folder that is not an archive)
    no_orphans: bool = False  # at the end, `check` finds no chat folder that no index row names
    modes: dict = field(default_factory=dict)  # file -> permission bits it must have at the end (-1: 0666 less the umask)


@dataclass
class Case:
    seed: int
    number: int
    category: str
    kind: str

    @property
    def name(self) -> str:
        return f"{self.seed}-{self.number:04d}-{self.category}-{self.kind}"

    def prepare(self, work: Path) -> Plan:
        rng = random.Random(f"{self.seed}/{self.number}")
        ctx = Ctx(work, rng, "qzcanary" + hashlib.sha1(self.name.encode()).hexdigest()[:12])
        plan = KINDS[self.category][self.kind](ctx)
        plan.token = ctx.token
        if plan.index_dir is None:
            plan.index_dir = ctx.index_dir
        return plan


# -- the case's folder --------------------------------------------------------------------


class Ctx:
    """A case's folder and its random source, with the helpers every kind uses."""

    def __init__(self, work: Path, rng: random.Random, token: str):
        self.work, self.rng = work, rng
        self.root, self.inputs, self.outputs = work / "root", work / "inputs", work / "outputs"
        self.cache, self.canary = work / "cache", work / "canary"
        for d in (self.root, self.inputs, self.outputs, self.cache, work / "tmp", work / "home", self.canary):
            d.mkdir(parents=True, exist_ok=True)
        self.index_dir = self.root / "indexes"
        self.disk = work / "disk"  # the tmpfs mount point of disk cases (mounted by the runner)
        self.token = token
        self.chat_ids: list[str] = []
        self._write_canary()

    def _write_canary(self) -> None:
        """Chunk-shaped files outside the root: if kbsearch reads one, its token shows up."""
        body = f"summary: zanzibar {self.token}\ndecisions:\n- decision: zanzibar {self.token}\n"
        (self.canary / "secret.condensed.yml").write_text(body)
        (self.canary / "secret.yml").write_text(f"chat_id: cccc9999\nmessages:\n- role: user\n  content: zanzibar {self.token}\n")
        chat = self.canary / "claude.20250101.cccc9999.zanzibar"
        chat.mkdir()
        (chat / "claude.20250101.cccc9999.zanzibar.001.condensed.yml").write_text(body)
        (chat / "claude.20250101.cccc9999.zanzibar.001.yml").write_text(body)

    # archives
    def archive(self, n_good: int = 3, demo: bool = False) -> Path:
        """A builder archive: n_good chats titled with MARK plus the victim bbbb0002 that
        mutations damage. demo=True copies the bundled demo archive instead."""
        if demo:
            shutil.copytree(DEMO_INDEXES, self.index_dir, ignore=shutil.ignore_patterns(".kbsearch"))
            self.chat_ids = [r["chat_id"] for r in self.rows("chats")]
            return self.index_dir
        topics = ["dev.mcp.timeout", "food.bread.sourdough", "life.garden.tomato", "dev.python.asyncio"]
        chats = []
        for i in range(n_good):
            chats.append(ChatSpec(f"aaaa{i:04d}", f"{MARK} notes {i} about {topics[i % 4].split('.')[-1]}",
                                  ["claude", "chatgpt", "gemini"][i % 3], f"2025-{1 + i % 12:02d}-{1 + i % 28:02d}",
                                  [topics[i % 4]], [{"decisions": [{"decision": f"raise the timeout to {i} s"}],
                                                     "artifacts": [{"title": "snippet", "type": "code", "language": "python", "content": "print(1)"}]}],
                                  [f"the {topics[i % 4]} question number {i}"]))
        chats.append(ChatSpec("bbbb0002", "Victim chat about gardening", "gemini", "2025-02-01", ["life.garden"],
                              [{}], ["tomatoes in the shade"]))
        write_archive(self.root, chats)
        self.chat_ids = [c.chat_id for c in chats]
        return self.index_dir

    def good_ids(self) -> list[str]:
        return [c for c in self.chat_ids if c.startswith("aaaa")]

    def csv_path(self, kind: str) -> Path:
        name = {"topics": "all_topics", "chats": "chat_index", "chunks": "condensed_index"}[kind]
        return next(p for p in (self.index_dir / f"{name}.latest.csv", self.index_dir / f"{name}.csv") if p.exists())

    def rows(self, kind: str) -> list[dict]:
        with open(self.csv_path(kind), newline="", encoding="utf-8") as fh:
            return list(csv.DictReader(fh))

    def write_rows(self, kind: str, rows: list[dict], header: list[str] | None = None) -> None:
        header = header or list(rows[0].keys())
        with open(self.csv_path(kind), "w", newline="", encoding="utf-8") as fh:
            w = csv.DictWriter(fh, header, extrasaction="ignore")
            w.writeheader()
            w.writerows(rows)

    def victim(self, which: str = "condensed") -> Path:
        pattern = "*bbbb0002*.condensed.yml" if which == "condensed" else "*bbbb0002*.001.yml"
        return next(self.root.rglob(pattern))

    # commands
    def pick(self, seq):
        return self.rng.choice(seq)

    def archive_command(self, query: str | None = None) -> list:
        """One of the commands that read an archive, with -i."""
        q = query or self.pick(["MCP timeout", "gardening", MARK, "tomatoes shade", "zanzibar", "decision timeout"])
        out = self.outputs / f"r{self.rng.randrange(1000)}"
        choices = [
            ["search", q, "-f", self.pick(FORMATS)],
            ["search", q, "-f", "jsonl", "-n", "50"],
            ["answer", f"What did we decide about {q}?", "-f", self.pick(["md", "json", "table"])],
            ["check", "-f", self.pick(["json", "table", "tsv"])],
            ["stats", "-f", self.pick(["json", "table"])],
            ["index", "build", "--full"],
            ["index", "build"],
            ["index", "status", "--check-files"],
            ["retrieve", "-", "--what", self.pick(WHATS), "-d", str(out)],  # chat ids on stdin (see commands)
            ["search", q, "--retrieve", str(out), "--what", self.pick(WHATS)],
            ["show", "bbbb0002"],
        ]
        return self.pick(choices) + ["-i", str(self.index_dir)]

    def commands(self, query: str | None = None, most: int = 2) -> list:
        """One to `most` archive commands, each its own stage (run one after the other)."""
        stages = []
        for _ in range(self.rng.randint(1, most)):
            args = self.archive_command(query)
            # retrieve's SOURCE is a file or - (stdin): give it chat ids, the victim's among them
            stdin = "\n".join(self.chat_ids[-2:]).encode() + b"\n" if args[:2] == ["retrieve", "-"] else None
            stages.append([Run(args, stdin=stdin)])
        return stages


# -- hostile values -----------------------------------------------------------------------

HUGE_NUMBERS = ["100000000000000000000", "9" * 5000, "1e400", "-1e400", "-5", "nan", "inf", "-0", "0x10", "1_000",
                "99999999999999999999999999999999999999.5", " 7 ", ""]
BAD_DATES = ["0000-01-01", "2024-02-30", "2024-13-45", "-0001-01-01", "99999-12-31", "2024-02-30T25:61:00",
             "1e400", "9" * 5000, "", "yesterday", "2025-01-01T00:00:00+99:00", "0001-01-01", "9999-12-31"]
ODD_TEXT = ["\u202eevil\u202c", "e\u0301\u0301\u0301" * 50, "\u200b\u200d\ufeff", "👩‍👩‍👧‍👦" * 20, "ﬁle ＭＣＰ",
            "İıI", "\ud7ff\ue000\uffff", "\x00", "\x1b[31mred\x1b[0m", "a\r\nb", "\u2028\u2029", "🙂" * 3000]
REGEX = [".*(a+)+$", "[", "\\", "(?P<x", "*", "+?", "$(rm -rf /)", "'); DROP TABLE chats;--", "\"", "NEAR(a b)",
         "a AND OR NOT b", "-mcp", "title:mcp", "%_%", "{{7*7}}", "${HOME}", "..", "/etc/passwd"]


def long_path_component(rng: random.Random) -> str:
    return "x" * rng.choice([255, 256, 300])


# -- category: CSV mutations --------------------------------------------------------------


def csv_malformed_row(ctx: Ctx) -> Plan:
    ctx.archive()
    path = ctx.csv_path(ctx.pick(["topics", "chats", "chunks"]))
    bad = ctx.pick(['a,b,"c', "only_one_field", ",,,,,,,,,,,,,,,,,,,,,,,,,", 'x"y,z"w,1', "\x1a\x1a", "\r\r\r"])
    with open(path, "a", encoding="utf-8", newline="") as fh:
        fh.write(bad + "\n")
    return Plan(f"append malformed row {bad!r} to {path.name}", ctx.commands())


def csv_unclosed_quote(ctx: Ctx) -> Plan:
    ctx.archive()
    path = ctx.csv_path(ctx.pick(["topics", "chats", "chunks"]))
    text = path.read_text(encoding="utf-8").splitlines(keepends=True)
    at = ctx.rng.randrange(1, len(text))
    text[at] = '"' + text[at]
    path.write_text("".join(text), encoding="utf-8")
    return Plan(f"unclosed quote at line {at + 1} of {path.name}", ctx.commands())


def csv_nul_bytes(ctx: Ctx) -> Plan:
    ctx.archive()
    path = ctx.csv_path(ctx.pick(["topics", "chats", "chunks"]))
    data = bytearray(path.read_bytes())
    for _ in range(ctx.rng.randint(1, 5)):
        data.insert(ctx.rng.randrange(len(data)), 0)
    path.write_bytes(bytes(data))
    return Plan(f"NUL bytes inside {path.name}", ctx.commands())


def csv_encoding(ctx: Ctx) -> Plan:
    ctx.archive()
    kind = ctx.pick(["topics", "chats", "chunks"])
    rows = ctx.rows("chats")
    rows[-1]["title"] = "Victim chat about gardening café naïve"
    ctx.write_rows("chats", rows)
    path = ctx.csv_path(kind)
    enc = ctx.pick(["utf-8-sig", "utf-16", "utf-16-le", "latin-1", "utf-32", "cp1252"])
    path.write_bytes(path.read_text(encoding="utf-8").encode(enc, errors="replace"))
    return Plan(f"{path.name} re-encoded as {enc}", ctx.commands())


def csv_huge_cell(ctx: Ctx) -> Plan:
    ctx.archive()
    rows = ctx.rows("chats")
    size = ctx.pick([200_000, 1_000_000, 5_000_000])
    col = ctx.pick(["title", "chat_id", "platform", "date_start"])
    rows[-1][col] = ctx.pick(["gardening ", "x", "é"]) * (size // 10)
    ctx.write_rows("chats", rows)
    return Plan(f"chat_index {col} cell of ~{size // 10 * 10} chars", ctx.commands())


def csv_number(ctx: Ctx) -> Plan:
    ctx.archive()
    kind, col = ctx.pick([("chats", "message_count"), ("chats", "chunk_count"), ("chunks", "chunk_num"),
                          ("chunks", "size_bytes"), ("topics", "message_count")])
    value = ctx.pick(HUGE_NUMBERS)
    rows = ctx.rows(kind)
    victims = [r for r in rows if r["chat_id"] == "bbbb0002"] or rows[-1:]
    for r in victims:
        r[col] = value
    ctx.write_rows(kind, rows)
    return Plan(f"{kind} {col} = {value[:30]!r}{'…' if len(value) > 30 else ''}", ctx.commands())


def csv_date(ctx: Ctx) -> Plan:
    ctx.archive()
    kind = ctx.pick(["chats", "topics"])
    col = ctx.pick(["date_start", "date_end"])
    value = ctx.pick(BAD_DATES)
    rows = ctx.rows(kind)
    for r in rows:
        if r["chat_id"] == "bbbb0002":
            r[col] = value
    ctx.write_rows(kind, rows)
    return Plan(f"{kind} {col} = {value[:30]!r}", ctx.commands())


def csv_missing_column(ctx: Ctx) -> Plan:
    ctx.archive()
    kind = ctx.pick(["topics", "chats", "chunks"])
    rows = ctx.rows(kind)
    col = ctx.pick(list(rows[0].keys()))
    header = [h for h in rows[0] if h != col]
    ctx.write_rows(kind, rows, header)
    return Plan(f"column {col} removed from {kind} CSV", ctx.commands())


def csv_empty(ctx: Ctx) -> Plan:
    ctx.archive()
    path = ctx.csv_path(ctx.pick(["topics", "chats", "chunks"]))
    how = ctx.pick(["zero bytes", "header only", "only newlines", "BOM only"])
    body = {"zero bytes": b"", "header only": path.read_bytes().splitlines(keepends=True)[0],
            "only newlines": b"\n\n\n", "BOM only": b"\xef\xbb\xbf"}[how]
    path.write_bytes(body)
    return Plan(f"{path.name}: {how}", ctx.commands())


def csv_line_endings(ctx: Ctx) -> Plan:
    ctx.archive()
    path = ctx.csv_path(ctx.pick(["topics", "chats", "chunks"]))
    end = ctx.pick([b"\r", b"\r\r\n", b"\n\n"])
    path.write_bytes(path.read_bytes().replace(b"\r\n", b"\n").replace(b"\n", end))
    return Plan(f"{path.name} line endings {end!r}", ctx.commands())


def csv_duplicate_ids(ctx: Ctx) -> Plan:
    ctx.archive()
    rows = ctx.rows("chats")
    rows += [dict(rows[0], title="a duplicate " + MARK)] * ctx.rng.randint(1, 50)
    ctx.write_rows("chats", rows)
    return Plan("chat_index rows with a duplicated chat_id", ctx.commands())


def _set_path(ctx: Ctx, value: str) -> None:
    rows = ctx.rows("chunks")
    for r in rows:
        if r["chat_id"] == "bbbb0002":
            r["condensed_path"] = value
    ctx.write_rows("chunks", rows)


def csv_path_escape(ctx: Ctx) -> Plan:
    """condensed_path rows leading outside the root (to the canary) or impossible paths."""
    ctx.archive()
    secret = ctx.canary / "secret.condensed.yml"
    value = ctx.pick([
        "../canary/secret.condensed.yml", "indexes/../../canary/secret.condensed.yml", str(secret),
        str(secret).replace("/", "//"), "./../canary/./secret.condensed.yml", "/" + "a" * 5000 + ".condensed.yml",
        "/".join(long_path_component(ctx.rng) for _ in range(3)) + ".condensed.yml",
        "gemini/2025/02/" + "é" * 150 + ".condensed.yml", "~/secret.condensed.yml", "file:///etc/passwd", "\\..\\..\\canary",
        str(ctx.canary / "claude.20250101.cccc9999.zanzibar" / "claude.20250101.cccc9999.zanzibar.001.condensed.yml"),
        "gemini/../../canary/secret.condensed.yml\x00.yml",
    ])
    _set_path(ctx, value)
    return Plan(f"victim condensed_path = {value[:80]!r}", ctx.commands(ctx.pick(["zanzibar", "gardening", None])))


def csv_symlink_out(ctx: Ctx) -> Plan:
    """A chunk file, a chat folder or a CSV itself is a symlink leading out of the root."""
    ctx.archive()
    what = ctx.pick(["condensed", "raw", "folder", "csv", "indexes"])
    if what in ("condensed", "raw"):
        target = ctx.victim(what)
        target.unlink()
        target.symlink_to(ctx.canary / ("secret.condensed.yml" if what == "condensed" else "secret.yml"))
    elif what == "folder":
        folder = ctx.victim().parent
        shutil.rmtree(folder)
        fake = ctx.canary / folder.name
        fake.mkdir()
        for f in (ctx.canary / "claude.20250101.cccc9999.zanzibar").iterdir():
            (fake / f.name.replace("claude.20250101.cccc9999.zanzibar", folder.name)).write_text(f.read_text())
        folder.symlink_to(fake)
    elif what == "csv":
        path = ctx.csv_path("chunks")
        outside = ctx.canary / "condensed_index.csv"
        rows = path.read_text().rstrip("\n") + f"\ncccc9999,{ctx.canary}/secret.condensed.yml,1,claude,10\n"
        outside.write_text(rows)
        path.unlink()
        path.symlink_to(outside)
    else:  # a chunk path through a symlinked folder inside the root that points out
        (ctx.root / "gemini" / "link").symlink_to(ctx.canary)
        _set_path(ctx, "gemini/link/secret.condensed.yml")
    return Plan(f"symlink out of the root: {what}", ctx.commands(ctx.pick(["zanzibar", "gardening"])))


def csv_special_file(ctx: Ctx) -> Plan:
    """A CSV replaced by a folder, a FIFO, a /dev/null-like device node or a dangling symlink."""
    ctx.archive()
    path = ctx.csv_path(ctx.pick(["topics", "chats", "chunks"]))
    how = ctx.pick(["folder", "fifo", "device", "dangling symlink", "self symlink"])
    path.unlink()
    _make_special(path, how)
    return Plan(f"{path.name} is a {how}", ctx.commands())


def _make_special(path: Path, how: str) -> None:
    if how == "folder":
        path.mkdir()
    elif how == "fifo":
        os.mkfifo(path)
    elif how == "device":  # a char device like /dev/null (1, 3), made in the case's tmp folder only
        try:
            os.mknod(path, 0o600 | stat.S_IFCHR, os.makedev(1, 3))
        except PermissionError:
            os.mkfifo(path)
    elif how == "dangling symlink":
        path.symlink_to(path.parent / "does-not-exist")
    else:
        path.symlink_to(path.name)


# -- category: chunk YAML mutations -------------------------------------------------------


def _alias_bomb(levels: int) -> str:
    lines = ['a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for i in range(1, levels):
        lines.append(f"a{i}: &a{i} [" + ",".join([f"*a{i - 1}"] * 9) + "]")
    return "summary: bomb\n" + "\n".join(lines) + "\n"


def yaml_body(ctx: Ctx) -> tuple[str, bytes]:
    """(description, bytes) of a hostile chunk file."""
    rng = ctx.rng
    kind = ctx.pick(["bad yaml", "impossible date", "alias bomb", "deep flow", "deep block", "binary", "huge",
                     "huge line", "many keys", "python tag", "wrong top type", "multi doc", "utf16", "bad utf8",
                     "numbers", "merge keys", "recursive alias", "empty"])
    if kind == "bad yaml":
        body = ctx.pick(["summary: [unclosed\n", "summary: x\n\tdecisions: - y\n", ": :\n- - :\n", "'\n", "%YAML 9.9\n---\nx: 1\n",
                         "summary: x\nsummary: y\n", "? [a, b]\n: c\n", "summary: !!binary '@@@'\n", "- &a\n- *b\n"])
    elif kind == "impossible date":
        d = ctx.pick(BAD_DATES[:6] + ["2024-02-30 25:61:00", "10000-01-01"])
        body = f"summary: gardening\nwhen: {d}\ndecisions:\n- when: {d}\n  decision: {d}\n"
    elif kind == "alias bomb":
        body = _alias_bomb(rng.choice([6, 9, 12]))
    elif kind == "deep flow":
        n = rng.choice([1000, 10_000, 100_000])
        body = "summary: deep\nx: " + "[" * n + "]" * n + "\n"
    elif kind == "deep block":
        n = rng.choice([500, 3000, 20_000])
        body = "summary: deep\n" + "".join(" " * i + "k:\n" for i in range(n))
    elif kind == "binary":
        body = bytes(rng.randrange(256) for _ in range(rng.choice([100, 10_000, 200_000])))
        return kind, body
    elif kind == "huge":
        body = "summary: gardening\ndecisions:\n" + "- decision: tomatoes need shade and water\n" * rng.choice([100_000, 250_000])
    elif kind == "huge line":
        body = "summary: " + "gardening " * rng.choice([500_000, 2_000_000]) + "\n"
    elif kind == "many keys":
        body = "summary: x\n" + "".join(f"k{i}: v{i}\n" for i in range(rng.choice([50_000, 200_000])))
    elif kind == "python tag":
        pwned = ctx.work / "pwned"
        body = (f"summary: !!python/object/apply:os.system ['touch {pwned}']\n"
                f"decisions: !!python/object/apply:subprocess.call [['touch', '{pwned}']]\n")
    elif kind == "wrong top type":
        body = ctx.pick(["- a\n- b\n", "just a string\n", "42\n", "null\n", "summary:\n  - [1, 2]\ndecisions: 7\n",
                         "summary: {a: b}\ndecisions: [1, null, [2]]\nartifacts: yes\n"])
    elif kind == "multi doc":
        body = "summary: one\n---\nsummary: two\n---\n" * rng.choice([1, 1000])
    elif kind == "utf16":
        return kind, "summary: gardening tomatoes\n".encode("utf-16")
    elif kind == "bad utf8":
        return kind, b"summary: garden\xff\xfe\xed\xa0\x80 tomatoes\x00\n"
    elif kind == "numbers":
        v = ctx.pick(HUGE_NUMBERS)
        body = f"summary: gardening\ncondensed_metadata:\n  condensed_tokens: {v}\n  original_tokens: {v}\nchunk: {v}\n"
    elif kind == "merge keys":
        body = "base: &b {summary: gardening}\n" + "".join(f"m{i}: {{<<: *b}}\n" for i in range(1000))
    elif kind == "recursive alias":
        body = "summary: &a [*a]\n"
    else:
        body = ""
    return kind, body.encode("utf-8")


def yaml_mutation(ctx: Ctx) -> Plan:
    ctx.archive()
    which = ctx.pick(["condensed", "raw"])
    kind, body = yaml_body(ctx)
    ctx.victim(which).write_bytes(body)
    return Plan(f"{which} chunk file: {kind} ({len(body)} bytes)", ctx.commands())


def yaml_special_file(ctx: Ctx) -> Plan:
    ctx.archive()
    which = ctx.pick(["condensed", "raw"])
    how = ctx.pick(["folder", "fifo", "device", "dangling symlink", "self symlink"])
    path = ctx.victim(which)
    path.unlink()
    _make_special(path, how)
    return Plan(f"{which} chunk file is a {how}", ctx.commands())


def yaml_missing(ctx: Ctx) -> Plan:
    ctx.archive()
    how = ctx.pick(["file", "folder"])
    if how == "file":
        ctx.victim(ctx.pick(["condensed", "raw"])).unlink()
    else:
        shutil.rmtree(ctx.victim().parent)
    return Plan(f"victim chunk {how} deleted", ctx.commands())


# -- category: queries and options --------------------------------------------------------


def _query_value(ctx: Ctx):
    kind = ctx.pick(["odd unicode", "surrogate bytes", "huge", "regex", "many words", "empty", "dash"])
    if kind == "odd unicode":
        return kind, ctx.pick(ODD_TEXT)
    if kind == "surrogate bytes":  # undecodable argv: Python sees lone surrogates (surrogateescape)
        return kind, ctx.pick([b"garden \xed\xa0\x80", b"\xff\xfe", b"mcp \xc3", b"\xf4\x90\x80\x80"])
    if kind == "huge":
        # one argv string may hold at most 128 KiB (Linux MAX_ARG_STRLEN): stay under it
        return kind, ctx.pick(["a", "mcp ", "é", "🙂"]) * ctx.rng.choice([10_000, 25_000])
    if kind == "regex":
        return kind, ctx.pick(REGEX)
    if kind == "many words":
        return kind, " ".join(f"w{ctx.rng.randrange(10**6)}" for _ in range(ctx.rng.choice([1000, 10_000])))
    if kind == "empty":
        return kind, ctx.pick(["", " ", "\t\n", "   \u3000"])
    return kind, ctx.pick(["-", "--", "-n", "--help-me"])


def query_text(ctx: Ctx) -> Plan:
    ctx.archive(demo=ctx.rng.random() < 0.3)
    kind, q = _query_value(ctx)
    cmd = ctx.pick([["search", q, "-f", ctx.pick(FORMATS)], ["answer", q, "-f", ctx.pick(["md", "json"])],
                    ["search", q, "--explain", "-f", "json"], ["synonyms", q]])
    if cmd[0] == "search" and ctx.rng.random() < 0.3:
        cmd = ["search", "--", q, "-f", "jsonl"]
    return Plan(f"query: {kind}", [[Run(cmd + ["-i", str(ctx.index_dir)])]])


def query_dates(ctx: Ctx) -> Plan:
    ctx.archive(demo=ctx.rng.random() < 0.5)
    opt = ctx.pick(["--since", "--until"])
    value = ctx.pick(BAD_DATES + ["before 0001-01-01", "last 100000000000000000000 days", "1e400 days ago"])
    how = ctx.pick(["option", "in query"])
    if how == "option":
        args = ["search", "timeout", opt, value]
    else:
        args = ["search", f"timeout {ctx.pick(['before', 'after', 'since', 'in'])} {value}"]
    if ctx.rng.random() < 0.3:
        args[0:1] = ["answer"]
    return Plan(f"date {how}: {opt} {value[:40]!r}", [[Run(args + ["-f", "jsonl", "-i", str(ctx.index_dir)])]])


def query_numbers(ctx: Ctx) -> Plan:
    ctx.archive()
    opt = ctx.pick(["-n", "--max-tokens", "--min-results", "--max-sources", "--llm-timeout"])
    value = ctx.pick(["0", "-1", str(10**12), "9" * 5000, "1e400", "nan", "inf", "-0", "0x10", "", "1.5"])
    cmd = "answer" if opt in ("--max-sources", "--llm-timeout") else ctx.pick(["search", "search"])
    return Plan(f"{cmd} {opt} {value[:30]!r}", [[Run([cmd, "timeout", opt, value, "-i", str(ctx.index_dir)])]])


def query_bad_option(ctx: Ctx) -> Plan:
    ctx.archive()
    args = ctx.pick([["search", "mcp", "-f", ctx.pick(["bogus", "", "JSON", "paths\x00", "jsonl "])],
                     ["search", "mcp", "--what", ctx.pick(["everything", "", "RAW"])],
                     ["search", "mcp", "--granularity", ctx.pick(["word", ""])],
                     ["search", "mcp", "--platform", ctx.pick(["../..", "", "x" * 10000, "*"])],
                     ["search", "mcp", "--has", ctx.pick(["nothing", "", "decisions,", "*"])],
                     ["retrieve", "aaaa0000", "--what", ctx.pick(["everything", ""])],
                     ["stats", "-f", "paths"], ["check", "-f", "paths"], ["search", "mcp", "-0", "-f", "jsonl"],
                     ["search", "mcp", "--synonyms", str(ctx.canary / "secret.yml")],
                     ["search", "mcp", "--synonyms", str(ctx.inputs / "missing.yaml")],
                     ["search", "mcp", "-o", str(ctx.outputs / "no" / "such" / "dir" / "x.json")],
                     ["search", "mcp", "-o", str(ctx.outputs)],
                     ["index", "build", "--full", "--strict"],
                     ["search", "mcp", "--index-dir", str(ctx.inputs / "nowhere")],
                     ["search", "mcp", "--index-dir", str(ctx.csv_path("chats"))]])
    if "--index-dir" not in args:
        args = args + ["-i", str(ctx.index_dir)]
    # --synonyms naming the canary: the user named that file as input, so reading (and caching its parse) is allowed
    return Plan(f"option: {' '.join(map(str, args[:5]))[:80]}", [[Run(args)]], names_canary=str(ctx.canary) in " ".join(map(str, args)))


def query_batch(ctx: Ctx) -> Plan:
    ctx.archive()
    # (no FIFO: reading a pipe the user names blocks until someone writes, as cat does)
    kind = ctx.pick(["empty lines", "nul", "long line", "bad utf8", "many lines", "crlf", "folder", "device",
                     "missing", "utf16", "stdin"])
    path = ctx.inputs / "batch.txt"
    stdin = None
    bodies = {"empty lines": b"\n\n  \n\t\n", "nul": b"mcp\x00timeout\n\x00\n", "long line": b"garden " * 200_000 + b"\n",
              "bad utf8": b"garden\xff\n\xed\xa0\x80\n", "many lines": b"mcp\ngarden\n" * 2000, "crlf": b"mcp\r\ngarden\r\n\r\n",
              "utf16": "mcp\ngarden\n".encode("utf-16")}
    if kind in bodies:
        path.write_bytes(bodies[kind])
    elif kind in ("folder", "device"):
        _make_special(path, kind)
    elif kind == "stdin":
        path, stdin = "-", ctx.pick([b"", b"\x00\x00", b"mcp\n" * 5000, b"\xff\xfe\n", b"x" * 1_000_000])
    return Plan(f"--batch {kind}", [[Run(["search", "--batch", str(path), "-i", str(ctx.index_dir)], stdin=stdin)]])


def query_retrieve_args(ctx: Ctx) -> Plan:
    ctx.archive()
    source = ctx.pick(["..", "../canary/secret.condensed.yml", str(ctx.canary / "secret.condensed.yml"),
                       "aaaa*", "a" * 5000, "bbbb0002/../../canary", str(ctx.victim()), "\x1b[2J", "-", "",
                       str(ctx.canary / "claude.20250101.cccc9999.zanzibar" / "claude.20250101.cccc9999.zanzibar.001.condensed.yml")])
    out = ctx.outputs / ctx.pick(["r", "deep/er/r", "x" * 300, "r\nnewline"])
    on_stdin = source != "-" and ctx.rng.random() < 0.5  # the odd value as SOURCE (a file name) or as a stdin line
    args = ["retrieve", "-" if on_stdin else source, "--what", ctx.pick(WHATS), "-d", str(out), "-i", str(ctx.index_dir)]
    stdin = (source.encode() + b"\n") if on_stdin else (b"aaaa0000\n" if source == "-" else None)
    return Plan(f"retrieve {'stdin line' if on_stdin else 'SOURCE'} {source[:60]!r}", [[Run(args, stdin=stdin)]],
                names_canary=str(ctx.canary) in source and not on_stdin)


# -- category: retrieve - (stdin) ---------------------------------------------------------


def retrieve_stdin(ctx: Ctx) -> Plan:
    ctx.archive()
    secret = str(ctx.canary / "secret.condensed.yml")
    kind, body = ctx.pick([
        ("deep JSON", ("{\"chat_id\": \"aaaa0000\", \"x\": " + "[" * 100_000 + "]" * 100_000 + "}\n")),
        ("deep JSON object", "{\"chat_id\": \"aaaa0000\", \"x\": " + "{\"a\":" * 50_000 + "1" + "}" * 50_000 + "}\n"),
        ("5000-digit chunk", "{\"chat_id\": \"aaaa0000\", \"chunk\": " + "9" * 5000 + "}\n"),
        ("5000-digit chunks", "{\"chat_id\": \"aaaa0000\", \"matching_chunks\": [" + "1" * 5000 + "]}\n"),
        ("1e400 chunk", "{\"chat_id\": \"aaaa0000\", \"chunk\": 1e400}\n"),
        ("negative chunk", "{\"chat_id\": \"aaaa0000\", \"chunk\": -1}\n{\"chat_id\": \"aaaa0001\", \"chunk\": 0}\n"),
        ("huge chunk", "{\"chat_id\": \"aaaa0000\", \"chunk\": 100000000000000000000}\n"),
        ("NaN", "{\"chat_id\": \"aaaa0000\", \"chunk\": NaN, \"why\": Infinity}\n"),
        ("id with ..", "{\"chat_id\": \"../canary/secret\"}\n../canary\n{\"chat_id\": \"..\"}\n"),
        ("absolute path", secret + "\n"),
        ("relative path out", "../canary/claude.20250101.cccc9999.zanzibar/claude.20250101.cccc9999.zanzibar.001.condensed.yml\n"),
        ("id with NUL", "{\"chat_id\": \"aaaa\\u00000000\"}\naaaa\x000000\n"),
        ("id is a list", "{\"chat_id\": [\"aaaa0000\"]}\n"),
        ("not an object", "[1,2]\n\"aaaa0000\"\nnull\n"),
        ("bad JSON", "{\"chat_id\": \"aaaa0000\"\n{'chat_id': 1}\n"),
        ("lone surrogate", "{\"chat_id\": \"\\ud800\"}\n"),
        ("why huge", "{\"chat_id\": \"aaaa0000\", \"why\": \"" + "w" * 1_000_000 + "\"}\n"),
        ("many lines", "aaaa0000\n" * 50_000),
        ("chunk path 300-byte name", "gemini/" + "x" * 300 + ".001.condensed.yml\n"),
        ("empty", ""), ("blank and comments", "\n# c\n   \n"),
    ])
    data = body.encode("utf-8", errors="surrogatepass")
    if ctx.rng.random() < 0.15:
        kind, data = kind + " + binary", data + bytes(ctx.rng.randrange(256) for _ in range(200))
    out = ctx.outputs / "r"
    args = ["retrieve", "-", "--what", ctx.pick(WHATS), "-d", str(out), "-i", str(ctx.index_dir)]
    return Plan(f"retrieve - stdin: {kind}", [[Run(args, stdin=data)]])


# -- category: ingest of mutated exports --------------------------------------------------


def _jsonl_lines(ctx: Ctx) -> tuple[str, list]:
    """(description, lines) of a JSONL export with one hostile value."""
    base = [json.loads(line) for line in EXAMPLE_JSONL.read_text(encoding="utf-8").splitlines() if line.strip()]
    first = base[0]
    kind = ctx.pick(["NUL title", "huge title", "huge timestamp", "1e400 timestamp", "negative timestamp",
                     "bad date", "deep text", "deep line", "id with ..", "long id", "huge text", "huge role",
                     "text not string", "surrogate", "many chats"])
    if kind == "NUL title":
        first["title"] = "Kombucha\x00 second\x00"
    elif kind == "huge title":
        first["title"] = "Kombucha " * 25_000
    elif kind == "huge timestamp":  # written by hand: json.dumps refuses ints over 4,300 digits
        digits = "1" + "0" * 400 if ctx.rng.random() < 0.5 else "9" * 5000
        first["timestamp"] = "@TS@"
        return kind, [json.dumps(x).replace('"@TS@"', digits) for x in base]
    elif kind == "1e400 timestamp":
        first["timestamp"] = float("inf")
    elif kind == "negative timestamp":
        first["timestamp"] = ctx.pick([-10**20, -1, -62135596801])
    elif kind == "bad date":
        first["timestamp"] = ctx.pick(BAD_DATES)
    elif kind == "deep text":  # built as text: json.dumps itself cannot nest this deep
        n = ctx.rng.choice([500, 5000])
        first["text"] = "@DEEP@"
        return kind, [json.dumps(x).replace('"@DEEP@"', '{"a": ' * n + '"x"' + "}" * n) for x in base]
    elif kind == "deep line":
        return kind, [json.dumps(first), "{\"text\": " + "[" * 100_000 + "]" * 100_000 + "}"]
    elif kind == "id with ..":
        for line in base:
            if line.get("chat_id") == first["chat_id"]:
                line["chat_id"] = ctx.pick(["../../canary/x", "/etc", "..", "a/b", ".", "\x00", "CON"])
    elif kind == "long id":
        for line in base:
            if line.get("chat_id") == first["chat_id"]:
                line["chat_id"] = "k" * ctx.rng.choice([300, 5000])
    elif kind == "huge text":
        first["text"] = "fizz " * ctx.rng.choice([50_000, 1_000_000])
    elif kind == "huge role":
        first["role"] = "r" * 300_000
    elif kind == "text not string":
        first["text"] = ctx.pick([None, 7, ["a", "b"], {"x": 1}, True])
    elif kind == "surrogate":
        return kind, ["{\"chat_id\": \"s1\", \"title\": \"\\ud800 lone\", \"role\": \"user\", \"text\": \"\\udfff x\"}"]
    else:
        # not titled with MARK: 3,000 new matches would crowd the old chats out of the lost-chats search
        base = [{"chat_id": f"m{i}", "title": f"bulk export {i}", "role": "user", "text": f"message {i} about kombucha",
                 "timestamp": 1_700_000_000 + i} for i in range(3000)]
    return kind, [json.dumps(x) if not isinstance(x, str) else x for x in base]


def _write_export(ctx: Ctx) -> tuple[str, Path, list]:
    """(description, path, extra ingest args) of one mutated export of some format."""
    fmt = ctx.pick(["jsonl", "jsonl", "chatgpt", "claude", "takeout", "markdown", "raw bytes"])
    if fmt == "jsonl":
        kind, lines = _jsonl_lines(ctx)
        path = ctx.inputs / "chats.jsonl"
        path.write_text("\n".join(lines) + "\n", encoding="utf-8", errors="surrogatepass")
        if ctx.rng.random() < 0.15:
            enc = ctx.pick(["utf-8-sig", "utf-16"])
            path.write_bytes(path.read_text(encoding="utf-8").encode(enc, errors="surrogatepass"))
            kind += f" in {enc}"
        return f"jsonl: {kind}", path, []
    if fmt == "chatgpt":
        conv = fx.chatgpt_conversation()
        kind = ctx.pick(["NUL title", "huge title", "cycle", "deep chain", "1e400 time", "no mapping", "bad current"])
        if kind == "NUL title":
            conv["title"] = "Sour\x00dough"
        elif kind == "huge title":
            conv["title"] = "T" * 200_000
        elif kind == "cycle":
            conv["mapping"]["root"]["parent"] = "a2"
            conv["mapping"]["a2"]["children"] = ["root"]
        elif kind == "deep chain":
            n = ctx.rng.choice([2000, 20_000])
            mapping = {f"n{i}": {"id": f"n{i}", "parent": f"n{i - 1}" if i else None, "children": [f"n{i + 1}"] if i < n - 1 else [],
                                 "message": {"id": f"n{i}", "author": {"role": "user" if i % 2 else "assistant"}, "create_time": 1.7e9 + i,
                                             "content": {"content_type": "text", "parts": [f"m{i}"]}}} for i in range(n)}
            conv.update(mapping=mapping, current_node=f"n{n - 1}")
        elif kind == "1e400 time":
            conv["create_time"] = 10**400
            conv["mapping"]["u1"]["message"]["create_time"] = -1e300
        elif kind == "no mapping":
            conv["mapping"] = ctx.pick([None, [], "x"])
        else:
            conv["current_node"] = "nowhere"
        path = ctx.inputs / "conversations.json"
        text = json.dumps([conv]) if kind != "1e400 time" else json.dumps([conv]).replace("1" + "0" * 400, "1e400")
        path.write_text(text)
        return f"chatgpt: {kind}", path, ["--from", "chatgpt"]
    if fmt == "claude":
        conv = fx.claude_new()
        kind = ctx.pick(["huge name", "messages not list", "bad created_at", "NUL text", "deep content"])
        if kind == "huge name":
            conv["name"] = "N" * 200_000
        elif kind == "messages not list":
            conv["chat_messages"] = ctx.pick([{"a": 1}, "x", None, 5])
        elif kind == "bad created_at":
            for m in conv["chat_messages"]:
                m["created_at"] = ctx.pick(BAD_DATES)
        elif kind == "NUL text":
            conv["chat_messages"][0]["text"] = "\x00" * 1000
        else:
            conv["chat_messages"][0]["content"] = "@DEEP@"
        folder = fx.write_claude(ctx.inputs / "claude", [conv])
        if kind == "deep content":  # built as text: json.dumps itself cannot nest this deep
            deep = '[' + '{"type": "tool_use", "input": ' * 3000 + '{"type": "text", "text": "x"}' + "}" * 3000 + "]"
            path = folder / "conversations.json"
            path.write_text(path.read_text().replace('"@DEEP@"', deep))
        return f"claude: {kind}", folder, ["--from", "claude"]
    if fmt == "takeout":
        kind = ctx.pick(["deep divs", "garbage html", "bad dates"])
        path = ctx.inputs / "MyActivity.html"
        if kind == "deep divs":
            path.write_text(fx.TAKEOUT_HEAD + "<div>" * 50_000 + "</div>" * 10 + "</body></html>")
        elif kind == "garbage html":
            path.write_bytes(b"<html>\x00\xff<div class='outer-cell" + bytes(range(256)) * 100)
        else:
            path.write_text(fx.TAKEOUT_HEAD + fx.GEMINI_CARD.format(prompt="cats", when="Feb 30, 0000, 99:99:99 PM XYZ",
                                                                    response="r") + "</div></body></html>")
        return f"takeout: {kind}", path, ["--from", "takeout"]
    if fmt == "markdown":
        folder = fx.write_notes(ctx.inputs / "notes")
        kind, front = ctx.pick([
            ("unclosed front matter", "---\ntitle: x\n"), ("bomb front matter", "---\n" + _alias_bomb(10) + "---\nUser: hi\n"),
            ("impossible date", "---\ntitle: t\ndate: 2024-02-30\n---\nUser: hi\n"), ("title list", "---\ntitle: [a, b]\nid: ../../x\n---\nhi\n"),
            ("python tag", f"---\ntitle: !!python/object/apply:os.system ['touch {ctx.work / 'pwned'}']\n---\nhi\n"),
            ("binary", "\x00\x01\x02 binary"), ("huge title", "---\ntitle: " + "t" * 200_000 + "\n---\nUser: hi\n"),
            ("deep front matter", "---\ntitle: " + "[" * 5000 + "]" * 5000 + "\n---\nhi\n")])
        (folder / "hostile.md").write_text(front, encoding="utf-8")
        return f"markdown: {kind}", folder, ["--from", "markdown"]
    path = ctx.inputs / ctx.pick(["x.jsonl", "conversations.json"])
    path.write_bytes(bytes(ctx.rng.randrange(256) for _ in range(5000)))
    return "raw bytes export", path, []


def ingest_mutated(ctx: Ctx) -> Plan:
    into_existing = ctx.rng.random() < 0.5
    if into_existing:
        ctx.archive()
    desc, path, extra = _write_export(ctx)
    args = ["ingest", str(path), "--into", str(ctx.root), *extra]
    if ctx.rng.random() < 0.3:
        args += ["-f", "json"]
    if ctx.rng.random() < 0.15:
        args += ["--dry-run"]
    stages = [[Run(args)], [Run(["search", ctx.pick(["kombucha", MARK, "hi"]), "-f", "jsonl", "-i", str(ctx.index_dir)])]]
    return Plan(f"ingest {desc}", stages, survivors=ctx.good_ids() if into_existing else [])


def ingest_special(ctx: Ctx) -> Plan:
    ctx.archive()
    # (a FIFO as the export is left out: reading a pipe the user named must block, as cat does)
    how = ctx.pick(["symlink loop export", "folder named .jsonl", "lock is a symlink out", "lock is a fifo", "stdin", "index dir is a file"])
    path = ctx.inputs / "x.jsonl"
    stdin = None
    if how == "symlink loop export":
        path.symlink_to(path.name)
    elif how == "folder named .jsonl":
        path.mkdir()
    else:
        shutil.copy(EXAMPLE_JSONL, path)
    if how == "lock is a symlink out":
        (ctx.index_dir / ".kbsearch-ingest.lock").symlink_to(ctx.canary / "lockfile")
    elif how == "lock is a fifo":
        os.mkfifo(ctx.index_dir / ".kbsearch-ingest.lock")
    elif how == "stdin":
        path, stdin = "-", EXAMPLE_JSONL.read_bytes() + b"\x00\xff{\n"
    args = ["ingest", str(path), "--into", str(ctx.root)]
    if how == "index dir is a file":
        shutil.rmtree(ctx.index_dir)
        ctx.index_dir.write_text("not a folder")
        return Plan(f"ingest: {how}", [[Run(args)]])
    return Plan(f"ingest: {how}", [[Run(args, stdin=stdin)], [Run(["search", MARK, "-f", "jsonl", "-n", "100", "-i", str(ctx.index_dir)])]],
                survivors=ctx.good_ids())


# -- category: the derived index, damaged -------------------------------------------------


def _index_file(ctx: Ctx) -> Path:
    return next(ctx.cache.rglob("index.sqlite"))


def _damage(ctx: Ctx, how: str) -> Callable[[], str]:
    def damage() -> str:
        db = _index_file(ctx)
        if how == "truncate":
            size = db.stat().st_size
            with open(db, "r+b") as fh:
                fh.truncate(ctx.rng.choice([0, 100, size // 2, size - 1]))
        elif how == "garbage":
            db.write_bytes(bytes(ctx.rng.randrange(256) for _ in range(ctx.rng.choice([10, 5000, 100_000]))))
        elif how == "garbage pages":
            data = bytearray(db.read_bytes())
            start = ctx.rng.randrange(100, len(data) - 4096)
            data[start:start + 4096] = bytes(ctx.rng.randrange(256) for _ in range(4096))
            db.write_bytes(bytes(data))
        elif how == "folder":
            db.unlink()
            db.mkdir()
        elif how == "hot journal":
            Path(str(db) + "-journal").write_bytes(b"\xd9\xd5\x05\xf9\x20\xa1\x63\xd7" + bytes(600))
        else:
            con = sqlite3.connect(db)
            sql = {"meta format": "UPDATE meta SET value='\"x\"' WHERE key='format_version'",
                   "meta counts": "UPDATE meta SET value='-1' WHERE key IN ('n_chats','n_chunks')",
                   "meta huge": "UPDATE meta SET value='" + "9" * 5000 + "' WHERE key='n_chunks'",
                   "meta garbage json": "UPDATE meta SET value='{{{' WHERE key IN ('signature','csv_state','files')",
                   "meta deleted": "DELETE FROM meta",
                   "drop table": f"DROP TABLE {ctx.pick(['terms', 'chats', 'chunks', 'arrays', 'segments'])}",
                   "terms garbage": "UPDATE terms SET " + "term=term",  # replaced below
                   "chats emptied": "DELETE FROM chats"}[how]
            if how == "terms garbage":
                cols = [r[1] for r in con.execute("PRAGMA table_info(terms)")]
                sql = "UPDATE terms SET " + ", ".join(f"{c}=randomblob(7)" for c in cols if c != "term")
            con.execute(sql)
            con.commit()
            con.close()
        return how
    return damage


def derived_damaged(ctx: Ctx) -> Plan:
    ctx.archive()
    how = ctx.pick(["truncate", "garbage", "garbage pages", "folder", "hot journal", "meta format", "meta counts",
                    "meta huge", "meta garbage json", "meta deleted", "drop table", "terms garbage", "chats emptied"])
    after = ctx.pick([["index", "status"], ["index", "status", "--check-files"], ["check"], ["stats", "-f", "json"],
                      ["search", MARK, "-f", "jsonl"], ["answer", "what about the timeout?"], ["index", "build"],
                      ["search", "gardening", "-f", "tsv"]])
    stages = [[Run(["index", "build", "--full", "-i", str(ctx.index_dir)])], _damage(ctx, how),
              [Run(after + ["-i", str(ctx.index_dir)], must_answer=after[0] in ("search", "stats", "answer"))]]
    return Plan(f"derived index damaged: {how}", stages)


def derived_env(ctx: Ctx) -> Plan:
    """The cache folder itself is odd: a file, a FIFO, a symlink out."""
    ctx.archive()
    how = ctx.pick(["cache is a file", "cache index is a symlink out", "cache index is a fifo"])
    stages = [[Run(["index", "build", "--full", "-i", str(ctx.index_dir)])]]

    def mutate() -> str:
        db = _index_file(ctx)
        if how == "cache is a file":
            shutil.rmtree(ctx.cache)
            ctx.cache.write_text("x")
        elif how == "cache index is a symlink out":
            db.unlink()
            db.symlink_to(ctx.canary / "secret.yml")
        else:
            db.unlink()
            os.mkfifo(db)
        return how
    stages += [mutate, [Run(["search", MARK, "-f", "jsonl", "-i", str(ctx.index_dir)])]]
    return Plan(f"derived: {how}", stages)


# -- categories: kill -9, concurrency -----------------------------------------------------


def _big_export(ctx: Ctx, n: int) -> Path:
    path = ctx.inputs / "big.jsonl"
    with open(path, "w", encoding="utf-8") as fh:
        for i in range(n):
            fh.writelines(json.dumps({"chat_id": f"big{i}", "title": f"Kombucha batch {i}", "role": "user" if j % 2 == 0 else "assistant",
                                     "text": f"batch {i} message {j}: sugar, tea, fizz and a warm room", "timestamp": 1_700_000_000 + i * 60 + j}) + "\n" for j in range(4))
    return path


def kill_ingest(ctx: Ctx) -> Plan:
    ctx.archive(n_good=5)
    export = _big_export(ctx, ctx.rng.choice([500, 2000]))
    when = round(ctx.rng.uniform(0.4, 3.0), 2)
    ingest = ["ingest", str(export), "--into", str(ctx.root)]
    search = ["search", MARK, "-f", "jsonl", "-n", "100", "-i", str(ctx.index_dir)]
    stages = [[Run(ingest, kill_after=when)], [Run(search)]]
    again = ctx.rng.random() < 0.5
    if again:  # and a second ingest finishes what the first began (and undoes what it left)
        stages += [[Run(ingest)], [Run(["search", "kombucha batch", "-f", "jsonl", "-i", str(ctx.index_dir)])]]
    return Plan(f"kill -9 an ingest after {when} s, then search", stages, survivors=ctx.good_ids(), no_orphans=again)


def kill_build(ctx: Ctx) -> Plan:
    ctx.archive(n_good=ctx.rng.choice([50, 300]))
    when = round(ctx.rng.uniform(0.3, 1.5), 2)
    stages = [[Run(["index", "build", "--full", "-i", str(ctx.index_dir)], kill_after=when)],
              [Run(["search", MARK, "-f", "jsonl", "-n", "1000", "-i", str(ctx.index_dir)])],
              [Run(["index", "status", "-i", str(ctx.index_dir)])]]
    return Plan(f"kill -9 index build --full after {when} s, then search", stages, survivors=ctx.good_ids())


def concurrent_builds(ctx: Ctx) -> Plan:
    ctx.archive(n_good=ctx.rng.choice([20, 200]))
    idx = ["-i", str(ctx.index_dir)]
    first = [[Run(["index", "build", *idx])]] if ctx.rng.random() < 0.5 else []
    together = [Run(["index", "build", "--full", *idx]), Run(["index", "build", "--full", *idx]),
                Run(["search", MARK, "-f", "jsonl", "-n", "1000", *idx])]
    return Plan(f"two index build --full and a search at once{' (index built before)' if first else ''}",
                first + [together], survivors=ctx.good_ids())


def concurrent_ingests(ctx: Ctx) -> Plan:
    ctx.archive(n_good=5)
    export = _big_export(ctx, 300)
    idx = ["-i", str(ctx.index_dir)]
    together = [Run(["ingest", str(export), "--into", str(ctx.root)]), Run(["ingest", str(EXAMPLE_JSONL), "--into", str(ctx.root)]),
                Run(["search", MARK, "-f", "jsonl", "-n", "100", *idx])]
    return Plan("two ingests into one archive and a search at once", [together, [Run(["search", MARK, "-f", "jsonl", "-n", "100", *idx])]],
                survivors=ctx.good_ids(), no_orphans=True)


# -- category: the MCP server, spoken to with hostile lines -------------------------------


@dataclass
class McpLine:
    """One line written to `kbsearch mcp`. `reply`: an answer is owed, with id `rid` (or
    with id null, when the server cannot read the line's id). `final`: the closing valid
    call, which must be answered."""
    data: bytes
    label: str
    rid: object = None
    reply: bool = True
    final: bool = False


@dataclass
class McpSession:
    """A `kbsearch mcp` server run as a stage of its own: the handshake, then `lines` one
    at a time (each waits for its reply) or, `burst`, all written before any is awaited;
    then stdin is closed and the server must exit."""
    args: list
    lines: list
    burst: bool = False


def _rpc(rid, method: str, params=None, **extra) -> bytes:
    message = {"jsonrpc": "2.0", "id": rid, "method": method, **extra}
    if params is not None:
        message["params"] = params
    return json.dumps(message).encode()


def _call(rid, tool: str, arguments) -> bytes:
    return _rpc(rid, "tools/call", {"name": tool, "arguments": arguments})


def _raw_call(rid, tool: str, arguments_text: str) -> bytes:
    """A tools/call whose arguments are given as JSON text (to hold what json.dumps won't write)."""
    return ('{"jsonrpc": "2.0", "id": %s, "method": "tools/call", "params": {"name": "%s", "arguments": %s}}'
            % (json.dumps(rid), tool, arguments_text)).encode()


def _mcp_hostile(ctx: Ctx, rid: str) -> McpLine:
    """One hostile line (or a valid call with hostile arguments), drawn from every kind below."""
    pick, rng = ctx.pick, ctx.rng
    secret = str(ctx.canary / "secret.condensed.yml")
    kind = pick(["params type", "surrogate", "long number", "deep", "jsonrpc", "batch", "huge line", "not json",
                 "not utf8", "nan", "unknown method", "unknown tool", "arguments", "max_results", "query",
                 "get_chat", "output_file", "retrieval_dir", "odd id", "notification", "answer victim"])
    if kind == "params type":
        value = pick(["[1, 2]", '"yes"', "5", "null", "true"])
        method = pick(["tools/list", "tools/call", "initialize", "ping"])
        return McpLine(('{"jsonrpc": "2.0", "id": "%s", "method": "%s", "params": %s}' % (rid, method, value)).encode(),
                       f"params {value} for {method}", rid)
    if kind == "surrogate":
        where = pick(["query", "key", "tool", "id"])
        if where == "query":
            return McpLine(_raw_call(rid, pick(["grep_search", "search_knowledge_base"]), '{"query": "caf\\ud800"}'), "lone surrogate in query", rid)
        if where == "key":
            return McpLine(_raw_call(rid, "grep_search", '{"query": "x", "\\udfff": 1}'), "lone surrogate in a key", rid)
        if where == "tool":
            return McpLine(_raw_call(rid, "get_\\ud800chat", '{"chat_id": "aaaa0000"}'), "lone surrogate in tool name", rid)
        return McpLine(b'{"jsonrpc": "2.0", "id": "\\ud800", "method": "tools/list"}', "lone surrogate id", None)
    if kind == "long number":
        digits = "9" * rng.choice([41, 4301, 5000])
        where = pick(["max_results", "chunk", "id", "max_tokens"])
        if where == "id":
            return McpLine(('{"jsonrpc": "2.0", "id": %s, "method": "tools/list"}' % digits).encode(), f"{len(digits)}-digit id", None)
        tool = "get_chat" if where == "chunk" else "search_knowledge_base"
        first = '"chat_id": "aaaa0000"' if where == "chunk" else '"query": "timeout"'
        return McpLine(_raw_call(rid, tool, '{%s, "%s": %s}' % (first, where, digits)), f"{len(digits)}-digit {where}", rid)
    if kind == "deep":
        n = rng.choice([33, 1000, 100_000])
        inner = pick(["[" * n + "]" * n, '{"a":' * n + "1" + "}" * n])
        return McpLine(('{"jsonrpc": "2.0", "id": "%s", "method": "tools/call", "params": {"name": "grep_search", '
                        '"arguments": {"query": "x", "deep": %s}}}' % (rid, inner)).encode(), f"nesting {n} deep", rid)
    if kind == "jsonrpc":
        value = pick(['"1.0"', '"2"', "2.0", "null", '"2.0 "'])
        return McpLine(('{"jsonrpc": %s, "id": "%s", "method": "tools/list"}' % (value, rid)).encode(), f"jsonrpc {value}", rid)
    if kind == "batch":
        items = [_rpc(f"{rid}b{i}", "tools/list").decode() for i in range(rng.randint(0, 3))]
        return McpLine(("[" + ", ".join(items) + "]").encode(), f"batch of {len(items)}", None)
    if kind == "huge line":
        size = rng.randint(1, 8) * 2**20 - rng.randrange(1000)
        how = pick(["query", "garbage", "string"])
        if how == "query":
            words = pick(["timeout ", "a", "é", "quokka gardening "])
            text = words * (size // len(json.dumps(words)[1:-1]))  # é is written \\u00e9: 6 bytes
            return McpLine(_call(rid, pick(["grep_search", "search_knowledge_base"]), {"query": text}),
                           f"~{size >> 20} MiB query of {words.strip()!r}", rid)
        if how == "garbage":
            return McpLine(b"{" * size, f"{size >> 20} MiB of '{{'", None)
        return McpLine(_call(rid, "get_chat", {"chat_id": "aaaa0000", "pad": "x" * size}), f"{size >> 20} MiB padded get_chat", rid)
    if kind == "not json":
        return McpLine(pick([b'{"jsonrpc": "2.0", "id": "x", "method": ', b"hello", b"{", b"{}}", b"\x00\x00\x00",
                             b"'single'", b'{"a": 1,}', b"\x1b[2J"]), "not JSON", None)
    if kind == "not utf8":
        body = pick([b'{"jsonrpc": "2.0", "id": "%s", "method": "tools/list", "params": {"q": "caf\xe9"}}' % rid.encode(),
                     b"\xff\xfe\x00\x00", b'{"q": "\xc0\xaf"}', _rpc(rid, "tools/list").decode().encode("utf-16"),
                     bytes(rng.randrange(128, 256) for _ in range(200))])
        return McpLine(body, "not UTF-8", None)
    if kind == "nan":
        value = pick(["NaN", "Infinity", "-Infinity"])
        return McpLine(_raw_call(rid, "grep_search", '{"query": "x", "max_results": %s}' % value), f"max_results {value}", None)
    if kind == "unknown method":
        method, params = pick([("tools/explode", {}), ("resources/read", {"uri": "file://" + secret}),
                               ("resources/list", {}), ("prompts/get", {"name": "x"}), ("", {}), ("rpc.discover", None),
                               ("completion/complete", {"ref": {"type": "ref/prompt", "name": "x"}, "argument": {"name": "a", "value": "b"}}),
                               ("logging/setLevel", {"level": "bogus"}), ("initialize", {"protocolVersion": "1900-01-01"}),
                               ("tools/list", {"cursor": "9" * 30})])
        return McpLine(_rpc(rid, method, params), f"method {method!r}", rid)
    if kind == "unknown tool":
        name = pick(["rm", "../get_chat", "", "GET_CHAT", "get_chat ", "__init__", "x" * 10_000])
        return McpLine(_call(rid, name, {"chat_id": "aaaa0000"}), f"tool {name[:20]!r}", rid)
    if kind == "arguments":
        tool, args = pick([("grep_search", {}), ("search_knowledge_base", {"query": "x", "evil": 1}),
                           ("grep_search", {"query": ["a", "b"]}), ("grep_search", {"query": 5}),
                           ("search_knowledge_base", {"query": None}), ("grep_search", {"query": {"$ne": 1}}),
                           ("search_knowledge_base", {"query": "x", "use_synonyms": "yes"}),
                           ("search_knowledge_base", {"query": "x", "mode": "delete"}),
                           ("search_knowledge_base", {"query": "x", "granularity": "byte", "what": "everything"}),
                           ("get_chat", {}), ("get_chat", {"chat_id": 12345678}), ("get_chat", {"chat_id": "aaaa0000", "raw": "no"}),
                           ("get_search_stats", {"x": 1}), ("grep_search", {"query": "x", "return_format": "xml"}),
                           ("get_chat", {"chat_id": ["aaaa0000"]})])
        if rng.random() < 0.2:
            return McpLine(_rpc(rid, "tools/call", {"name": tool, "arguments": pick([[1], "x", None, 5])}), f"{tool} arguments not an object", rid)
        return McpLine(_call(rid, tool, args), f"{tool} arguments {json.dumps(args)[:40]}", rid)
    if kind == "max_results":
        value = pick(["0", "-1", "1000000000", "1e400", "-1e400", "1.5", '"10"', "true", "101", "1e-400"])
        field_ = pick(["max_results", "max_tokens"])
        tool = "grep_search" if field_ == "max_results" and rng.random() < 0.5 else "search_knowledge_base"
        return McpLine(_raw_call(rid, tool, '{"query": "timeout", "%s": %s}' % (field_, value)), f"{tool} {field_}={value}", rid)
    if kind == "query":
        q = pick([*ODD_TEXT, *REGEX, "x" * rng.choice([25_000, 200_000, 900_000]), " ".join(["word"] * 10_000), " ", "",
                  "before 0001-01-01", "last 100000000000000000000 days", "in 99999", "since 0000-00-00", "zanzibar",
                  "What did we decide about " + "why " * 5000 + "?"])
        tool = pick(["grep_search", "search_knowledge_base"])
        args = {"query": q}
        if tool == "search_knowledge_base":
            args["mode"] = pick(["auto", "search", "answer"])
            if rng.random() < 0.3:
                args["granularity"] = "chunk"
        return McpLine(_call(rid, tool, args), f"{tool} query {q[:20]!r}", rid)
    if kind == "get_chat":
        chat = pick(["../canary/secret", secret, "../../etc/passwd", "bbbb0002/../../canary", "cccc9999", "bbbb0002\x00",
                     " ", "", "%2e%2e%2fcanary", "BBBB0002", "aaaa0000/../bbbb0002", "~", "*", "a" * 5000,
                     str(ctx.canary / "claude.20250101.cccc9999.zanzibar"), "bbbb0002", "aaaa0000"])
        args = {"chat_id": chat}
        if rng.random() < 0.5:
            args["chunk"] = pick([0, -1, 10**9, 99, 1, 2])
        if rng.random() < 0.5:
            args["raw"] = True
        return McpLine(_call(rid, "get_chat", args), f"get_chat {json.dumps(args)[:60]}", rid)
    if kind in ("output_file", "retrieval_dir"):
        target = pick(["../canary/x.md", secret, "../canary/secret.condensed.yml", str(ctx.work / "evil.md"),
                       "../root/evil.md", "../home/evil.md", "~/evil.md", "../inputs/evil.md", "sub/dir/ok.md", "",
                       ".", "..", "x" * 300 + ".md", "a\x00b.md", str(ctx.outputs / "abs.md"), "../outputs2/x.md",
                       "../canary", str(ctx.canary)])
        args = {"query": pick(["timeout", "gardening", MARK]), "mode": pick(["search", "answer"])}
        if kind == "output_file":
            args["output_file"] = target if rng.random() < 0.85 else True
        else:
            args["retrieval_dir"] = target
            args["what"] = pick(WHATS)
        return McpLine(_call(rid, "search_knowledge_base", args), f"{kind} {str(target)[:50]!r}", rid)
    if kind == "odd id":
        value = pick(['{"a": 1}', "true", "1.5", "null", "[1]", '"' + "i" * 10_000 + '"', "-0", '""'])
        return McpLine(('{"jsonrpc": "2.0", "id": %s, "method": "tools/list"}' % value).encode(), f"id {value[:20]}",
                       json.loads(value) if value.startswith('"') or value == "-0" else None)
    if kind == "notification":
        body = pick([b'{"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": "nope"}}',
                     b'{"jsonrpc": "2.0", "method": "notifications/initialized"}', b"   ", b"",
                     b'{"jsonrpc": "2.0", "id": "stray", "result": {}}', b'{"jsonrpc": "2.0", "method": "notifications/unknown"}'])
        return McpLine(body, "notification or blank", None, reply=False)
    # answer victim: a search, an answer or a read over the victim (whose chunk may be damaged)
    tool, args = pick([("get_chat", {"chat_id": "bbbb0002"}), ("get_chat", {"chat_id": "bbbb0002", "raw": True}),
                       ("search_knowledge_base", {"query": "What about gardening tomatoes?", "mode": "answer"}),
                       ("search_knowledge_base", {"query": "gardening", "mode": "search", "retrieve_artifacts": True, "what": "both"}),
                       ("grep_search", {"query": "tomatoes shade", "return_format": "full"})])
    return McpLine(_call(rid, tool, args), f"{tool} on the victim {json.dumps(args)[:50]}", rid)


def _damage_victim(ctx: Ctx) -> str:
    """The victim chat's condensed (or raw) chunk damaged: what the answers and reads meet."""
    which = ctx.pick(["condensed", "raw"])
    path = ctx.victim(which)
    how = ctx.pick(["garbage", "deep", "bomb", "symlink to canary", "fifo", "deleted", "huge", "empty", "python tag"])
    if how == "garbage":
        path.write_bytes(bytes(ctx.rng.randrange(256) for _ in range(5000)))
    elif how == "deep":
        path.write_text("summary: " + "[" * 50_000 + "]" * 50_000 + "\n")
    elif how == "bomb":
        path.write_text(_alias_bomb(ctx.rng.choice([6, 8])))
    elif how == "symlink to canary":
        path.unlink()
        path.symlink_to(ctx.canary / ("secret.condensed.yml" if which == "condensed" else "secret.yml"))
    elif how == "fifo":
        path.unlink()
        os.mkfifo(path)
    elif how == "deleted":
        path.unlink()
    elif how == "huge":
        path.write_text("summary: " + "tomatoes shade " * 400_000 + "\n")
    elif how == "empty":
        path.write_bytes(b"")
    else:
        path.write_text(f"summary: !!python/object/apply:os.system ['touch {ctx.work / 'pwned'}']\n")
    return f"victim {which} chunk: {how}"


def _mcp_plan(ctx: Ctx, damaged: bool) -> Plan:
    ctx.archive()
    what = _damage_victim(ctx) if damaged else "clean archive"
    lines = []
    n = ctx.rng.randint(6, 16)
    for i in range(n):
        lines.append(_mcp_hostile(ctx, f"h{i}"))
        if ctx.rng.random() < 0.25:  # valid calls mixed in
            tool, args = ctx.pick([("get_search_stats", {}), ("grep_search", {"query": "timeout"}),
                                   ("get_chat", {"chat_id": "aaaa0001", "chunk": 1}),
                                   ("search_knowledge_base", {"query": MARK, "max_results": 5})])
            lines.append(McpLine(_call(f"v{i}", tool, args), f"valid {tool}", f"v{i}"))
    tool, args = ctx.pick([("get_search_stats", {}), ("search_knowledge_base", {"query": MARK, "mode": "search"}),
                           ("grep_search", {"query": "question number"}), ("get_chat", {"chat_id": "aaaa0000"})])
    lines.append(McpLine(_call("final", tool, args), f"final valid {tool}", "final", final=True))
    burst = ctx.rng.random() < 0.25
    forbidden = [ctx.work / "evil.md", ctx.root / "evil.md", ctx.inputs / "evil.md", ctx.work / "pwned",
                 ctx.work / "outputs2", ctx.canary / "x.md"]
    session = McpSession(["mcp", "-i", str(ctx.index_dir)], lines, burst)
    desc = f"mcp, {what}: {len(lines)} lines{' in a burst' if burst else ''}: " + "; ".join(x.label for x in lines[:-1])
    return Plan(desc[:600], [session], forbidden=forbidden)


def mcp_session(ctx: Ctx) -> Plan:
    return _mcp_plan(ctx, damaged=False)


def mcp_damaged(ctx: Ctx) -> Plan:
    return _mcp_plan(ctx, damaged=True)


# -- category: a full disk (a small tmpfs, mounted by the runner) -------------------------

DISK_LEFT = [0, 1, 512, 4096, 16_384, 65_536, 262_144, None]  # bytes left free by the filler (None: no filler)


def _disk_size(ctx: Ctx, holds: int = 0) -> int:
    """A seeded tmpfs size from 64 KiB to 2 MiB, at least `holds` bytes plus 64 KiB."""
    size = ctx.rng.choice([64, 128, 256, 512, 1024, 2048]) * 1024
    return max(size, -(-(holds + 65_536) // 4096) * 4096)


def _tree_bytes(folder: Path) -> int:
    """What the folder takes on a tmpfs: every file rounded up to whole pages."""
    return sum(-(-p.stat().st_size // 4096) * 4096 + 4096 for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def _fill(disk: Path, left: int | None) -> Callable[[], str]:
    def fill() -> str:
        if left is None:
            return "no filler"
        st = os.statvfs(disk)
        want = st.f_bavail * st.f_frsize - left
        written = 0
        try:
            with open(disk / "filler", "wb") as fh:
                while written < want:
                    written += fh.write(bytes(min(2**20, want - written)))
        except OSError:
            pass
        st = os.statvfs(disk)
        return f"filler leaves {st.f_bavail * st.f_frsize} bytes"
    return fill


def _unfill(disk: Path) -> Callable[[], str]:
    def unfill() -> str:
        (disk / "filler").unlink(missing_ok=True)
        return "filler removed"
    return unfill


def _disk_plan(ctx: Ctx, desc: str, size: int, left, stages: list, **kw) -> Plan:
    return Plan(f"{desc}; tmpfs {size // 1024} KiB, {'no filler' if left is None else f'{left} bytes left'}",
                [_fill(ctx.disk, left), *stages], tmpfs=size, **kw)


def disk_cache(ctx: Ctx) -> Plan:
    """$KBSEARCH_CACHE_DIR on the small disk: building the derived index runs out of space."""
    demo = ctx.rng.random() < 0.3
    ctx.archive(n_good=ctx.pick([3, 40]), demo=demo)
    size, left = _disk_size(ctx), ctx.pick(DISK_LEFT)
    idx = ["-i", str(ctx.index_dir)]
    cmd = ctx.pick([["search", "timeout", "-f", "jsonl"], ["stats", "-f", "json"], ["answer", "What about the timeout?"],
                    ["index", "build", "--full"], ["index", "build"], ["embed"], ["check"], ["index", "status"]])
    stages = [[Run(cmd + idx, must_answer=cmd[0] in ("search", "stats", "answer"))]]
    if ctx.rng.random() < 0.5:  # and again with space freed: the next run must work
        stages += [_unfill(ctx.disk), [Run(["search", MARK if not demo else "mcp", "-f", "jsonl", *idx])]]
    return _disk_plan(ctx, f"cache on a small disk ({'demo' if demo else 'builder'} archive): {' '.join(cmd)}", size, left,
                      stages, env={"KBSEARCH_CACHE_DIR": str(ctx.disk / "cache")})


def disk_ingest(ctx: Ctx) -> Plan:
    """ingest --into a folder on the small disk: empty, or holding a copy of an archive."""
    existing = ctx.rng.random() < 0.6
    holds = 0
    if existing:
        ctx.archive(n_good=ctx.pick([3, 20]))
        holds = _tree_bytes(ctx.root)
    export = ctx.pick(["example", "big", "big"])
    path = EXAMPLE_JSONL if export == "example" else _big_export(ctx, ctx.pick([100, 1000, 4000]))
    size, left = _disk_size(ctx, holds), ctx.pick(DISK_LEFT)
    root = ctx.disk / "root"
    stages = []
    if existing:
        def copy_in() -> str:
            shutil.copytree(ctx.root, root, symlinks=True)
            return "archive copied onto the disk"
        stages.append(copy_in)
    ingest = ["ingest", str(path), "--into", str(root)]
    stages += [[Run(ingest)], [Run(["search", MARK, "-f", "jsonl", "-n", "100", "-i", str(root / "indexes")])]]
    if ctx.rng.random() < 0.4:
        stages += [_unfill(ctx.disk), [Run(ingest)]]
    stages = [stages[0], _fill(ctx.disk, left), *stages[1:]] if existing else [_fill(ctx.disk, left), *stages]
    return Plan(f"ingest {export} export into {'a copied archive' if existing else 'an empty folder'} on a small disk; "
                f"tmpfs {size // 1024} KiB, {'no filler' if left is None else f'{left} bytes left'}",
                stages, tmpfs=size, index_dir=root / "indexes", survivors=ctx.good_ids() if existing else [],
                no_orphans=True)


def disk_retrieve(ctx: Ctx) -> Plan:
    demo = ctx.rng.random() < 0.5
    ctx.archive(demo=demo)
    size, left = _disk_size(ctx), ctx.pick(DISK_LEFT)
    out = ctx.disk / ctx.pick(["r", "deep/er/r"])
    what = ctx.pick(WHATS)
    idx = ["-i", str(ctx.index_dir)]
    if ctx.rng.random() < 0.5:
        run = Run(["retrieve", "-", "--what", what, "-d", str(out), *idx], stdin="\n".join(ctx.chat_ids).encode() + b"\n")
    else:
        run = Run(["search", "mcp" if demo else MARK, "-n", "100", "--retrieve", str(out), "--what", what, *idx])
    return _disk_plan(ctx, f"retrieve --what {what} onto a small disk ({'demo' if demo else 'builder'} archive)", size, left, [[run]])


def disk_output(ctx: Ctx) -> Plan:
    demo = ctx.rng.random() < 0.5
    ctx.archive(demo=demo)
    size, left = _disk_size(ctx), ctx.pick(DISK_LEFT)
    out = str(ctx.disk / ctx.pick(["out.md", "sub/out.md"]))
    idx = ["-i", str(ctx.index_dir)]
    cmd = ctx.pick([["search", "mcp" if demo else MARK, "-n", "1000", "--output-file", out],
                    ["search", "timeout", f"--output-file={out}", "-f", "json"],
                    ["answer", "What did we decide about the timeout?", "-o", out]])
    return _disk_plan(ctx, f"{cmd[0]} --output-file onto a small disk", size, left, [[Run(cmd + idx)]])


# -- issue 30: nothing left behind ----------------------------------------------------------


def query_not_archive(ctx: Ctx) -> Plan:
    """`-i` a folder that is not an archive (empty, one CSV of three, the user's notes): the
    error comes first, and nothing is created in it (nor in the cache)."""
    ctx.archive()
    plain = ctx.inputs / "plain"
    plain.mkdir()
    what = ctx.pick(["empty", "one csv", "notes"])
    if what == "one csv":
        shutil.copy(ctx.csv_path("chats"), plain / "chat_index.latest.csv")
    elif what == "notes":
        (plain / "notes.md").write_text("mine\n", encoding="utf-8")
    args = ctx.archive_command()
    args[args.index("-i") + 1] = str(plain)
    stdin = b"aaaa0000\n" if args[:2] == ["retrieve", "-"] else None
    # (the cache may get the synonym table's parse, which is no archive's: only `plain` is judged)
    return Plan(f"-i a folder that is not an archive ({what}): {args[0]}", [[Run(args, stdin=stdin)]],
                unchanged=[plain])


def query_output_mode(ctx: Ctx) -> Plan:
    """--output-file: a new file follows the umask; a replaced file keeps its mode, through
    a symlink too."""
    ctx.archive()
    how = ctx.pick(["new", "existing", "symlink"])
    target = ctx.outputs / ctx.pick(["notes.md", "sub/notes.md"])
    modes = {}
    if how == "new":
        modes[target] = -1
    else:
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text("old\n", encoding="utf-8")
        mode = ctx.pick([0o600, 0o640, 0o644, 0o664, 0o666])
        target.chmod(mode)
        modes[target] = mode
        if how == "symlink":
            link = ctx.outputs / "link.md"
            link.symlink_to(target)
            target = link
    cmd = ctx.pick([["search", MARK, "--output-file", str(target)], ["search", "timeout", f"--output-file={target}"],
                    ["answer", "What did we decide about the timeout?", "-o", str(target)]])
    return Plan(f"--output-file, {how} file", [[Run(cmd + ["-i", str(ctx.index_dir)])]], modes=modes)


INIT_LINES = (b'{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2024-11-05",'
              b'"capabilities":{},"clientInfo":{"name":"hostile","version":"1"}}}\n'
              b'{"jsonrpc":"2.0","method":"notifications/initialized"}\n')


def interrupt_command(ctx: Ctx) -> Plan:
    """Ctrl-C at a seeded moment, from start-up to the end: exit 130 and `kbsearch:
    interrupted`, or the command finished before it."""
    ctx.archive(n_good=ctx.pick([3, 40, 200]))
    if ctx.rng.random() < 0.2:
        args = ["ingest", str(_big_export(ctx, ctx.pick([100, 1000]))), "--into", str(ctx.root)]
        survivors = ctx.good_ids()
    else:
        args, survivors = ctx.archive_command(), []
    when = round(ctx.rng.choice([ctx.rng.uniform(0.0, 0.3), ctx.rng.uniform(0.3, 2.0)]), 3)
    stdin = "\n".join(ctx.chat_ids[-2:]).encode() + b"\n" if args[:2] == ["retrieve", "-"] else None
    return Plan(f"Ctrl-C after {when} s: {args[0]}", [[Run(args, stdin=stdin, sigint_after=when)]],
                survivors=survivors, no_orphans=bool(survivors))


def interrupt_mcp(ctx: Ctx) -> Plan:
    """`kbsearch mcp` on a pipe left open, as an assistant runs it, then Ctrl-C (it exited
    134, `_enter_buffered_busy … daemon threads`, one time in three)."""
    ctx.archive()
    calls = b"".join(b'{"jsonrpc":"2.0","id":%d,"method":"tools/call","params":{"name":"search_knowledge_base",'
                     b'"arguments":{"query":"timeout"}}}\n' % n for n in range(2, 2 + ctx.rng.randint(0, 12)))
    when = round(ctx.rng.uniform(0.05, 2.5), 3)
    return Plan(f"Ctrl-C the MCP server after {when} s", [[Run(["mcp", "-i", str(ctx.index_dir)], stdin=INIT_LINES + calls,
                                                               sigint_after=when, stdin_open=True)]])


# -- the registry and the generator -------------------------------------------------------

KINDS: dict[str, dict[str, Callable[[Ctx], Plan]]] = {
    "csv": {"malformed_row": csv_malformed_row, "unclosed_quote": csv_unclosed_quote, "nul_bytes": csv_nul_bytes,
            "encoding": csv_encoding, "huge_cell": csv_huge_cell, "number": csv_number, "date": csv_date,
            "missing_column": csv_missing_column, "empty": csv_empty, "line_endings": csv_line_endings,
            "duplicate_ids": csv_duplicate_ids, "path_escape": csv_path_escape, "symlink_out": csv_symlink_out,
            "special_file": csv_special_file},
    "yaml": {"mutation": yaml_mutation, "special_file": yaml_special_file, "missing": yaml_missing},
    "query": {"text": query_text, "dates": query_dates, "numbers": query_numbers, "bad_option": query_bad_option,
              "batch": query_batch, "retrieve_args": query_retrieve_args, "not_archive": query_not_archive,
              "output_mode": query_output_mode},
    "stdin": {"retrieve": retrieve_stdin},
    "ingest": {"mutated": ingest_mutated, "special": ingest_special},
    "derived": {"damaged": derived_damaged, "env": derived_env},
    "kill": {"ingest": kill_ingest, "build": kill_build},
    "concurrent": {"builds": concurrent_builds, "ingests": concurrent_ingests},
    "mcp": {"session": mcp_session, "damaged": mcp_damaged},
    "disk": {"cache": disk_cache, "ingest": disk_ingest, "retrieve": disk_retrieve, "output": disk_output},
    "interrupt": {"command": interrupt_command, "mcp": interrupt_mcp},
}
# share of cases per category; within one, kinds are weighted by how many variants they hold
WEIGHTS = {"csv": 17, "yaml": 16, "query": 17, "stdin": 9, "ingest": 14, "derived": 8, "kill": 3, "concurrent": 3,
           "mcp": 8, "disk": 5, "interrupt": 4}
KIND_WEIGHTS = {("yaml", "mutation"): 6, ("csv", "path_escape"): 2, ("csv", "symlink_out"): 2, ("ingest", "mutated"): 4,
                ("derived", "damaged"): 3, ("query", "text"): 2}


def generate(seed: int, n: int) -> list[Case]:
    """n cases: every (category, kind) once first (in a seeded order), then weighted draws."""
    rng = random.Random(seed)
    every = [(c, k) for c in KINDS for k in KINDS[c]]
    rng.shuffle(every)
    picks = every[:n]
    cats = list(WEIGHTS)
    while len(picks) < n:
        cat = rng.choices(cats, [WEIGHTS[c] for c in cats])[0]
        kinds = list(KINDS[cat])
        picks.append((cat, rng.choices(kinds, [KIND_WEIGHTS.get((cat, k), 1) for k in kinds])[0]))
    return [Case(seed, i, c, k) for i, (c, k) in enumerate(picks)]
