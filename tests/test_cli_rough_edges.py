"""Rough edges a new user hit in `search`, `ask`, `answer` and `retrieve` (issue 21): a token
budget that gave up at the first result too large, option values nobody checked, `ask`
without the options of the modes it runs, time phrases --since refused, long queries
echoed whole and a closed pipe read as "nothing found"."""

import json

from cli_run import run


def jsonl(text: str) -> list[dict]:
    return [json.loads(line) for line in text.splitlines()]


def manifest_of(folder):
    return json.loads((folder / "manifest.json").read_text())


# -- 1. --max-tokens keeps going down the ranking ---------------------------------------

def test_a_budget_skips_a_result_too_large_and_keeps_a_smaller_one_below_it():
    tokens = [r["tokens"] for r in jsonl(run("search", "memory").stdout)]
    assert tokens[0] > tokens[1], "the demo's best 'memory' match must be the larger one for this test"
    budget = tokens[1]
    r = run("search", "memory", "--max-tokens", budget)
    shown = jsonl(r.stdout)
    assert r.exit_code == 0, r.stderr
    # Greedy by rank over the top 10: whatever fits in what is left of the budget.
    expected, used = [], 0
    for t in tokens:
        if used + t <= budget:
            expected.append(t)
            used += t
    assert [s["tokens"] for s in shown] == expected and sum(expected) <= budget
    left_out = len(tokens) - len(expected)
    assert f"--max-tokens {budget}: {left_out} of the top {len(tokens)} left out" in r.stderr


def test_when_nothing_fits_the_smallest_is_named_and_chunks_suggested():
    tokens = [r["tokens"] for r in jsonl(run("search", "memory").stdout)]
    r = run("search", "memory", "--max-tokens", min(tokens) - 1)
    assert r.exit_code == 1 and r.stdout == ""
    line = r.stderr.strip().splitlines()[-1]
    assert f"the smallest of the top {len(tokens)} is {min(tokens):,} tokens" in line
    assert "-g chunk" in line
    r = run("search", "memory", "--max-tokens", 1, "-g", "chunk")
    assert r.exit_code == 1 and "-g chunk" not in r.stderr and "raise --max-tokens" in r.stderr


def test_retrieve_leaves_out_a_file_too_large_and_copies_a_smaller_one_after_it(small_archive, tmp_path):
    full = tmp_path / "full"
    run("retrieve", "-", "-i", small_archive, "--dir", full, input="a1b2c3d4\nc3d4e5f6\ne5f6a7b8\n")
    sizes = {f["chat_id"]: f["tokens"] for f in manifest_of(full)["files"]}
    big, *rest = sorted(sizes, key=sizes.get, reverse=True)
    small = rest[-1]
    assert sizes[big] > sizes[small]
    dest = tmp_path / "budget"
    r = run("retrieve", "-", "-i", small_archive, "--dir", dest, "--max-tokens", sizes[small],
            input=f"{big}\n{small}\n")
    statuses = {f["chat_id"]: f["status"] for f in manifest_of(dest)["files"]}
    assert r.exit_code == 0 and statuses == {big: "left out", small: "copied"}
    assert "1 left out" in r.stderr


def test_search_retrieve_follows_the_same_rule(tmp_path):
    results = jsonl(run("search", "memory").stdout)
    budget = results[1]["tokens"]
    dest = tmp_path / "out"
    r = run("search", "memory", "--max-tokens", budget, "--retrieve", dest, "-f", "jsonl")
    assert r.exit_code == 0, r.stderr
    copied = [f for f in manifest_of(dest)["files"] if f["status"] == "copied"]
    assert {f["chat_id"] for f in copied} == {s["chat_id"] for s in jsonl(r.stdout)}
    assert sum(f["tokens"] for f in copied) <= budget


# -- 5. a long query is not echoed whole ----------------------------------------------

LONG = "zzqx " * 1000


def short_lines(stderr: str) -> bool:
    return bool(stderr) and all(len(line) <= 200 for line in stderr.splitlines())


def test_a_long_query_is_cut_in_every_message_that_echoes_it():
    r = run("search", LONG)
    assert r.exit_code == 1 and short_lines(r.stderr) and "(5,000 characters)" in r.stderr
    r = run("search", "--batch", "-", input=LONG + "\n")
    assert r.exit_code == 1 and short_lines(r.stderr) and "line 1: no matches for 'zzqx" in r.stderr
    r = run("search", "the " * 1000)
    assert r.exit_code == 2 and short_lines(r.stderr) and "has no words to search for" in r.stderr
    r = run("ask", "find " + LONG)
    assert r.exit_code == 1 and short_lines(r.stderr)
    r = run("answer", LONG + "?")
    assert r.exit_code == 1 and all(len(line) <= 200 for line in r.stderr.splitlines())
    r = run("ask", LONG + "?")
    assert r.exit_code == 1 and short_lines(r.stderr)


def test_a_short_query_is_echoed_as_typed():
    r = run("search", "zzqx qqxz")
    assert "no matches for 'zzqx qqxz'" in r.stderr and "characters)" not in r.stderr


# -- 6. a reader that stops early is not "nothing found" -------------------------------

def run_until_the_reader_stops(*args, stdin: str, lines: int = 2):
    """`kbsearch ARGS < stdin | head -LINES`: (exit status of kbsearch, its stderr)."""
    import subprocess
    import sys

    proc = subprocess.Popen([sys.executable, "-m", "kbsearch", *map(str, args)], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    proc.stdin.write(stdin)
    proc.stdin.close()
    read = [proc.stdout.readline() for _ in range(lines)]
    proc.stdout.close()  # as head does: whatever kbsearch writes next meets a closed pipe
    stderr = proc.stderr.read()
    return proc.wait(timeout=120), read, stderr


def test_a_batch_whose_reader_stops_early_exits_0():
    # 100 results of ~1.5 KB each: more than a pipe buffers, so a write meets the closed pipe.
    status, read, stderr = run_until_the_reader_stops("search", "--batch", "-", "-n", "1", stdin="memory\n" * 100)
    assert all(json.loads(line)["query"] == "memory" for line in read)
    assert status == 0, stderr
    assert "Traceback" not in stderr and "nothing found" not in stderr



# -- 2. values that must name something the archive has --------------------------------

def test_an_unknown_platform_is_an_error_naming_the_platforms_and_the_closest():
    r = run("search", "memory", "--platform", "chatgtp")
    assert r.exit_code == 2 and r.stdout == ""
    [line] = r.stderr.strip().splitlines()
    assert "--platform 'chatgtp'" in line and "chatgpt, claude, gemini" in line
    assert line.endswith("did you mean --platform chatgpt?")
    r = run("search", "memory", "--platform", "zzz")
    assert r.exit_code == 2 and "did you mean" not in r.stderr and "chatgpt, claude, gemini" in r.stderr
    r = run("search", "memory", "--platform", "Claude", "-n", "1")
    assert r.exit_code == 0 and jsonl(r.stdout)[0]["platform"] == "claude"


def test_an_unknown_platform_is_one_error_in_answer_ask_and_batch():
    r = run("answer", "why did we pick yaml?", "-p", "gemeni")
    assert r.exit_code == 2 and "did you mean --platform gemini?" in r.stderr
    r = run("ask", "find memory slots", "-p", "gemeni")
    assert r.exit_code == 2 and "did you mean --platform gemini?" in r.stderr
    r = run("search", "--batch", "-", "-p", "chatgtp", input="memory\nyaml\n")
    assert r.exit_code == 2 and len(r.stderr.strip().splitlines()) == 1 and "chatgpt" in r.stderr
    r = run("search", "memory", "--platform", "x" * 10000)
    assert r.exit_code == 2 and len(r.stderr) < 300


def test_answer_checks_has_as_search_does():
    r = run("answer", "why did we pick yaml?", "--has", "decisons")
    assert r.exit_code == 2 and "--has 'decisons': expected one of decisions" in r.stderr


# -- 3. ask takes the options of both modes --------------------------------------------

def test_ask_in_search_mode_takes_the_search_options(tmp_path):
    r = run("ask", "memory", "-n", "2", "--max-tokens", "5000", "--thorough", "-p", "claude", "--since", "2024",
            "--retrieve", tmp_path / "out")
    assert r.exit_code == 0, r.stderr
    shown = jsonl(r.stdout)
    assert len(shown) <= 2 and all(s["platform"] == "claude" and s["date_end"] >= "2024" for s in shown)
    assert "mode: SEARCH" in r.stderr and "does not use" not in r.stderr
    assert manifest_of(tmp_path / "out")["files"]
    assert jsonl(r.stdout) == jsonl(run("search", "memory", "-n", "2", "--max-tokens", "5000", "--thorough", "-p", "claude",
                                        "--since", "2024").stdout)


def test_ask_in_answer_mode_takes_the_answer_options_and_names_the_search_ones_it_ignores():
    r = run("ask", "What problems have we had with Chatty?", "-n", "1", "-p", "chatgpt", "-f", "json", "--thorough")
    assert r.exit_code == 0, r.stderr
    doc = json.loads(r.stdout)
    assert len(doc["sources"]) == 1 and doc["sources"][0]["platform"] == "chatgpt"
    assert "ANSWER mode does not use --thorough" in r.stderr
    r = run("ask", "find memory slots", "--llm", "false")
    assert r.exit_code == 0 and "SEARCH mode does not use --llm" in r.stderr


# -- 4. --since/--until take the time phrases a query takes ----------------------------

def filter_of(*args) -> str:
    r = run("search", "memory", "-f", "json", *args)
    assert r.exit_code in (0, 1), r.stderr
    return json.loads(r.stdout)["filters"][0]


def test_since_and_until_take_last_week_as_the_query_does():
    from datetime import date

    from kbsearch.ranking.query import parse_query

    week = parse_query("last week", date.today()).time
    assert filter_of("--since", "last week", "--until", "last week") == f"time: {week.start} – {week.end}"
    assert filter_of("--since", "Last Week") == f"time: {week.start} – …"


def test_since_and_until_take_every_time_phrase_of_the_readme():
    for phrase in ("today", "yesterday", "this week", "last week", "last 3 days", "this month", "since March",
                   "October", "in October", "October 2024", "2024", "2024-10", "2024-10-05", "last year"):
        assert filter_of("--since", phrase).startswith("time: "), phrase
    for phrase in ("last week", "before 2024", "October 2024", "yesterday", "until 2024-10-05"):
        assert filter_of("--until", phrase).startswith("time: …"), phrase


def test_a_since_that_is_not_a_time_phrase_is_one_clear_error():
    r = run("search", "memory", "--since", "memory")
    assert r.exit_code == 2 and r.stderr.startswith("kbsearch: --since 'memory': expected YYYY")
    assert "last week" in r.stderr and len(r.stderr.strip().splitlines()) == 1
    r = run("search", "memory", "--until", "since March")
    assert r.exit_code == 2 and "--until 'since March': the phrase has no last day; give it to --since" in r.stderr
    r = run("answer", "why yaml?", "--since", "2025-02-30")
    assert r.exit_code == 2 and "is not a valid date" in r.stderr
    assert "any time phrase a query takes" in " ".join(run("search", "--help").stdout.replace("│", " ").split())
