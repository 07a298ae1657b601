"""Every `Examples:` line of every command's --help runs, and gives what it illustrates.

Each example is run as written by a shell (in a temporary HOME and folder), with the few
things it names that are not kbsearch stood in for: `ollama` is tests/fake_llm.py, `fzf`
runs its --preview on the first line it is given, `my-exporter --jsonl` prints
examples/chats.jsonl, and the files an example reads (an export zip, conversations.json,
notes/, qrels) are made first. Each has a check of what the example is about: the chat an
answer cites first, the chats a search ranks first, the files a retrieve copies. The one
example that is not run (`claude mcp add`, another program) says why; the command it
registers is the `kbsearch mcp` example, which is run."""

import json
import os
import shutil
import stat
import subprocess
import sys
import zipfile
from pathlib import Path

import click
import pytest
import typer
from export_fixtures import write_chatgpt, write_claude, write_notes

from kbsearch.commands.app import app

REPO = Path(__file__).resolve().parents[1]
TESTS = Path(__file__).resolve().parent
BIN_DIR = Path(sys.executable).parent
REALTALK = REPO.parent / "shared" / "data" / "realtalk" / "archive"
CHATTY_PROBLEMS = {"a0c4d7e5", "e9d03b27", "b67f1e0c", "d09e3c4a", "c81d4a27", "9d2ca6b8", "e7c1a5d9", "6f1b8e3a"}


def help_examples() -> list[tuple[str, str]]:
    """(command path, example) for every example line of every command's help."""
    out = []

    def walk(cmd: click.Command, path: str) -> None:
        _, heading, rest = (cmd.help or "").partition("Examples:")
        if heading:
            out.extend((path, line.strip()) for line in rest.splitlines()
                       if line.strip() and line.strip() != "\b")
        for name, sub in getattr(cmd, "commands", {}).items():
            walk(sub, f"{path} {name}")

    walk(typer.main.get_command(app), "kbsearch")
    return out


def first_source(md: str) -> str:
    """The chat_id of source [1] in an answer's markdown."""
    line = next(line for line in md.splitlines() if line.startswith("[1] `"))
    return line.split("`")[1]


def jsonl(out: str) -> list[dict]:
    return [json.loads(line) for line in out.splitlines() if line.strip()]


def manifest_ids(folder: Path) -> set[str]:
    return {f["chat_id"] for f in json.loads((folder / "manifest.json").read_text())["files"]}


def check_answer_chatty(r, tmp):
    assert first_source(r.stdout) in CHATTY_PROBLEMS
    assert r.stdout.startswith("**Answer**:") or "**Answer**:" in r.stdout


def check_why_yaml(r, tmp):
    # the YAML decision chat (5e3b9f07) answers, not the Docker compose one
    assert "YAML instead of JSON" in r.stdout, r.stdout
    assert "Compose" not in r.stdout


def check_cli_evolve(r, tmp):
    assert first_source(r.stdout) in {"6a1f4c8e", "a3f09c1e", "6c2d8f4b", "93fb2c6e"}
    written = list((tmp / "outputs").glob("answer_*.md"))
    assert len(written) == 1 and "CLI" in written[0].read_text()


def check_ask_chatty(r, tmp):
    assert "mode: ANSWER" in r.stderr
    assert first_source(r.stdout) in CHATTY_PROBLEMS


def check_ask_find(r, tmp):
    assert "mode: SEARCH" in r.stderr
    rows = jsonl(r.stdout)
    assert 1 <= len(rows) <= 3
    assert {"memory", "slot"} <= set(rows[0]["title"].lower().replace("slots", "slot").split())
    assert all(row["date"] >= "2025-01-01" for row in rows)  # "last year" (these tests run from 2026)


def check_mcp_timeout(r, tmp):
    rows = jsonl(r.stdout)
    assert rows[0]["chat_id"] == "9e4b1a7f"
    # chats reached only through a synonym of one word come after, marked (issue 29, item 3)
    words = [row for row in rows if not row["through_synonyms_only"]]
    assert {"4d8a2f6c", "b2d7f4e0", "f38650c9"}.isdisjoint(row["chat_id"] for row in words)


def check_batch(r, tmp):
    rows = jsonl(r.stdout)
    queries = [row["query"] for row in rows]
    n = queries.count("crypto")
    assert n >= 1 and queries == ["crypto"] * n + ["CLI evolution"] * (len(rows) - n) and len(rows) > n
    assert "crypto" in rows[0]["matched_terms"] and "cli" in rows[n]["matched_terms"]


def check_retrieve_yaml_both(r, tmp):
    folder = next((tmp / "outputs").glob("retrieval_*"))
    files = json.loads((folder / "manifest.json").read_text())["files"]
    assert files[0]["chat_id"] == "5e3b9f07" and {f["kind"] for f in files} == {"condensed", "raw"}


def check_paths_wc(r, tmp):
    lines = r.stdout.splitlines()
    assert lines[-1].endswith(" total") and len(lines) >= 3
    assert int(lines[-1].split()[0]) == sum(int(line.split()[0]) for line in lines[:-1])


def check_gold_answers(r, tmp):
    rows = jsonl((tmp.parents[1] / "rt_example.jsonl").read_text())
    assert len(rows) > 600 and sum(bool(row["answer"]) for row in rows) > 600


def check_memory_slots_ids(r, tmp):
    ids = r.stdout.split()
    assert ids[0] in {"f0c93d7b", "2f8d6a1b"} and len(ids) >= 3


def check_stats(r, tmp):
    assert "chats          50" in r.stdout


def check_stats_chats(r, tmp):
    assert r.stdout.strip() == "50"


def check_stats_month(r, tmp):
    assert r.stdout.splitlines()[1].split()[0] == "2022-12"


def check_stats_topic_csv(r, tmp):
    lines = (tmp / "topics.csv").read_text().splitlines()
    assert lines[0].startswith("topic,chats,") and len(lines) > 40


def check_retrieve_yaml(r, tmp):
    assert "5e3b9f07" in manifest_ids(tmp / "out")


def check_retrieve_both(r, tmp):
    folder = Path(r.stdout.strip())
    files = json.loads((folder / "manifest.json").read_text())["files"]
    assert {f["chat_id"] for f in files} == {"9e4b1a7f", "5e3b9f07"}
    assert {f["kind"] for f in files} == {"condensed", "raw"}


def check_retrieve_artifacts(r, tmp):
    files = json.loads((tmp / "artifacts" / "manifest.json").read_text())["files"]
    assert files and all(f["kind"] == "artifact" for f in files)
    assert any(f["destination"].endswith(".html") for f in files)


def check_show(r, tmp):
    first = r.stdout.splitlines()[0]
    assert first.startswith("# ── claude.20251014.9e4b1a7f.") and first.endswith(".001.condensed.yml ──")


def check_show_raw_chunk(r, tmp):
    assert r.stdout.startswith("chat_id: 9e4b1a7f\n") and "\nchunk_num: 2\n" in r.stdout


def check_fzf_preview(r, tmp):
    first_path, preview = r.stdout.splitlines()[:2]  # a path, then what `show PATH` prints: the file
    assert "memory" in first_path and preview == Path(first_path).read_text().splitlines()[0]


def check_check(r, tmp):
    assert r.returncode == 0 and "50" in r.stdout


def check_check_json(r, tmp):
    assert json.loads(r.stdout) == {}


def check_eval(r, tmp):
    assert "recall@5" in r.stdout.replace(" ", "").lower() or "R@5" in r.stdout
    assert "overall" in r.stdout


def check_eval_json(r, tmp):
    overall = json.loads(r.stdout)
    assert overall["recall@5"] >= 0.5 and overall["mrr"] > 0


def check_eval_answers(r, tmp):
    assert "short F1" in r.stdout and "overall" in r.stdout


def check_index_build(r, tmp):
    assert json.loads(r.stdout)["fresh"] is True


def check_index_build_embed(r, tmp):
    assert json.loads(r.stdout)["fresh"] is True and "embed" in r.stderr.lower()


def check_status(r, tmp):
    assert json.loads(r.stdout)["n_chats"] == 50


def check_status_fresh(r, tmp):
    assert r.stdout.strip() == "true"


def check_embed(r, tmp):
    done = json.loads(r.stdout)
    assert done["embedded"] + done["reused"] >= 3


def check_ingest_chatgpt(r, tmp):
    assert r.stdout.startswith("added\t") and "Sourdough" in r.stdout
    assert (tmp.parents[1] / "ai/40_histories/indexes").is_dir()


def check_ingest_dry_run(r, tmp):
    assert r.stdout.startswith("would add\t")
    assert "Kombucha" not in r.stdout


def check_ingest_notes(r, tmp):
    assert "Rye bread notes" in r.stdout and "Standup about the flaky deploy" in r.stdout


def check_ingest_jsonl(r, tmp):
    assert "Kombucha second fermentation" in r.stdout


def check_mcp(r, tmp):
    names = {t["name"] for t in json.loads(r.stdout.splitlines()[1])["result"]["tools"]}
    assert names == {"search_knowledge_base", "grep_search", "get_chat", "get_search_stats"}


def check_mcp_archive(r, tmp):
    check_mcp(r, tmp)
    assert "40_histories" in r.stderr


def check_yaml_decision(r, tmp):
    assert "1. **`5e3b9f07` – Choosing YAML for the condensed chat files**" in r.stdout


def check_october_claude(r, tmp):
    rows = jsonl(r.stdout)
    assert rows and all(row["platform"] == "claude" and row["date"][5:7] == "10" for row in rows)
    assert len(list((tmp / "outputs").glob("search_*"))) == 1


def check_synonyms_chatty(r, tmp):
    assert r.stdout.startswith("chatty (looked up as chatty) → chatgpt")


def check_synonyms_json(r, tmp):
    assert "fabricat" in json.dumps(json.loads(r.stdout))


def check_similar(r, tmp):
    # the YAML decision chat's neighbours: chats about the condensed files' format or YAML
    assert jsonl(r.stdout)[0]["chat_id"] != "5e3b9f07"


def check_similar_titles(r, tmp):
    titles = r.stdout.splitlines()
    assert len(titles) == 3 and "Choosing YAML for the condensed chat files" not in titles


MCP_SESSION = "\n".join([
    '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2024-11-05",'
    '"capabilities":{},"clientInfo":{"name":"t","version":"1"}}}',
    '{"jsonrpc":"2.0","method":"notifications/initialized"}',
    '{"jsonrpc":"2.0","id":2,"method":"tools/list"}', ""])

# example → (its check, stdin, runs only with the real data)
EXAMPLES = {
    'kbsearch search "MCP timeout"': (check_mcp_timeout, None, False),
    'kbsearch search "memory slots" -f jsonl | jq -r .chat_id': (check_memory_slots_ids, None, False),
    "kbsearch search \"memory slots\" -f jsonl | jq -r '.chat_id'": (check_memory_slots_ids, None, False),
    "printf 'crypto\\nCLI evolution\\n' | kbsearch search --batch -": (check_batch, None, False),
    'kbsearch search "YAML decision" --retrieve --what both': (check_retrieve_yaml_both, None, False),
    'kbsearch search "memory" -f paths -0 | xargs -0 wc -c': (check_paths_wc, None, False),
    'python bench/realtalk_answers.py -o /tmp/rt_answers.jsonl': (check_gold_answers, None, True),
    'kbsearch stats': (check_stats, None, False),
    'kbsearch answer "What problems have we had with Chatty?"': (check_answer_chatty, None, False),
    'kbsearch answer "Why did we pick YAML?" -f json | jq -r .summary': (check_why_yaml, None, False),
    'kbsearch answer "How did the CLI evolve?" --llm "ollama run llama3.2" --output-file': (check_cli_evolve, None, False),
    'kbsearch ask "What problems have we had with Chatty?"': (check_ask_chatty, None, False),
    'kbsearch ask "find memory slots" -n 3 --since "last year"': (check_ask_find, None, False),
    'kbsearch stats -f json | jq .chats': (check_stats_chats, None, False),
    'kbsearch stats --by month': (check_stats_month, None, False),
    'kbsearch stats --by topic -f csv > topics.csv': (check_stats_topic_csv, None, False),
    "kbsearch search \"yaml\" -f jsonl | jq -c 'select(.has_decisions)' | kbsearch retrieve - --dir out/":
        (check_retrieve_yaml, None, False),
    "printf '9e4b1a7f\\n5e3b9f07\\n' | kbsearch retrieve --what both": (check_retrieve_both, None, False),
    'kbsearch search "antArtifact" -f jsonl | kbsearch retrieve --what artifacts --dir artifacts/':
        (check_retrieve_artifacts, None, False),
    'kbsearch show 9e4b1a7f': (check_show, None, False),
    'kbsearch show 9e4b1a7f --chunk 2 --raw': (check_show_raw_chunk, None, False),
    "kbsearch search memory -f paths | fzf --preview 'kbsearch show {}'": (check_fzf_preview, None, False),
    'kbsearch check': (check_check, None, False),
    "kbsearch check -f json | jq '.problem_counts'": (check_check_json, None, False),
    'kbsearch eval ../shared/data/realtalk/archive/qrels.jsonl --archives ../shared/data/realtalk/archive':
        (check_eval, None, True),
    'kbsearch eval qrels.jsonl -a archives/ --thorough -f json | jq .overall': (check_eval_json, None, True),
    'kbsearch eval /tmp/rt_answers.jsonl -a ../shared/data/realtalk/archive --answers': (check_eval_answers, None, True),
    'kbsearch index build': (check_index_build, None, False),
    'kbsearch index build --full -i ~/ai/40_histories/indexes': (check_index_build, None, False),
    'kbsearch index build --embed': (check_index_build_embed, None, False),
    'kbsearch index status': (check_status, None, False),
    'kbsearch index status --check-files | jq .fresh': (check_status_fresh, None, False),
    'kbsearch embed': (check_embed, None, False),
    'kbsearch embed -i ~/ai/40_histories/indexes': (check_embed, None, False),
    'kbsearch ingest ~/Downloads/chatgpt-export.zip --into ~/ai/40_histories': (check_ingest_chatgpt, None, False),
    'kbsearch ingest conversations.json --from claude --into ~/ai/40_histories --dry-run':
        (check_ingest_dry_run, None, False),
    'kbsearch ingest notes/ --from markdown --into ~/ai/40_histories': (check_ingest_notes, None, False),
    'my-exporter --jsonl | kbsearch ingest - --into ~/ai/40_histories': (check_ingest_jsonl, None, False),
    'kbsearch mcp': (check_mcp, MCP_SESSION, False),
    'kbsearch mcp --index-dir ~/ai/40_histories/indexes': (check_mcp_archive, MCP_SESSION, False),
    'claude mcp add kbsearch -- kbsearch mcp': None,  # another program; registers the `kbsearch mcp` above
    # A server runs until stopped: tests/test_serve_process.py::test_the_help_examples_run runs these
    # three (on a port it picks, 127.0.0.2 for 0.0.0.0) and checks what each gives.
    'kbsearch serve': None,
    'kbsearch serve --host 0.0.0.0 --port 8765': None,
    "curl -s 'http://127.0.0.1:8765/api/search?q=mcp+timeout&n=3' | jq -r '.results[].title'": None,
    'kbsearch search "YAML decision" -f md': (check_yaml_decision, None, False),
    'kbsearch search "October" --platform claude --output-file': (check_october_claude, None, False),
    'kbsearch synonyms chatty': (check_synonyms_chatty, None, False),
    'kbsearch synonyms fabrication -f json': (check_synonyms_json, None, False),
    'kbsearch similar 5e3b9f07': (check_similar, None, False),
    'kbsearch similar 5e3b9f07 -n 3 -f jsonl | jq -r .title': (check_similar_titles, None, False),
}


def test_every_help_example_is_listed_here():
    shown = {example for _, example in help_examples()}
    assert shown == set(EXAMPLES), (f"new: {sorted(shown - set(EXAMPLES))}; gone: {sorted(set(EXAMPLES) - shown)}")


def stand_ins(bin_dir: Path) -> None:
    def script(name: str, body: str) -> None:
        path = bin_dir / name
        path.write_text(f"#!/bin/sh\n{body}\n")
        path.chmod(path.stat().st_mode | stat.S_IXUSR)

    script("ollama", f'exec "{sys.executable}" "{TESTS / "fake_llm.py"}" good')
    script("my-exporter", f'cat "{REPO / "examples" / "chats.jsonl"}"')
    # fzf: prints its first input line, then what --preview prints for it
    script("fzf", 'IFS= read -r first; printf "%s\\n" "$first"; '
                  'preview=$(printf "%s" "$2" | sed "s|{}|$first|"); sh -c "$preview"')


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    """A HOME with the files the examples read, the stand-ins on PATH and the ingested
    archive ~/ai/40_histories (ingest examples first, the rest in the help's order)."""
    home = tmp_path_factory.mktemp("home")
    (home / "bin").mkdir()
    stand_ins(home / "bin")
    (home / "Downloads").mkdir()
    export = write_chatgpt(home / "conversations-chatgpt.json")
    with zipfile.ZipFile(home / "Downloads" / "chatgpt-export.zip", "w") as zf:
        zf.write(export, "conversations.json")
    shutil.copy(write_claude(home / "claude-export") / "conversations.json", home / "conversations.json")
    write_notes(home / "notes")
    if REALTALK.is_dir():
        lines = (REALTALK / "qrels.jsonl").read_text().splitlines()[:12]
        (home / "qrels.jsonl").write_text("\n".join(lines) + "\n")
        (home / "archives").symlink_to(REALTALK)
        subprocess.run([sys.executable, str(REPO / "bench" / "realtalk_answers.py"), "-o", str(home / "rt_all.jsonl")],
                       check=True, capture_output=True)
        answers = (home / "rt_all.jsonl").read_text().splitlines()[:12]
        (home / "rt_answers.jsonl").write_text("\n".join(answers) + "\n")
    return home


def ordered(examples):
    first = [e for e in examples if "ingest" in e]
    return first + [e for e in examples if e not in first]


# Not run (no skip to count): another program's command line; `kbsearch mcp`, which it
# registers, is an example of its own and runs.
RUNNABLE = [e for e in ordered(list(EXAMPLES)) if EXAMPLES[e] is not None]


@pytest.mark.parametrize("example", RUNNABLE)
def test_help_example_gives_what_it_illustrates(example, home):
    check, stdin, real_data = EXAMPLES[example]
    if real_data and not REALTALK.is_dir():
        pytest.skip(f"needs the REALTALK data in {REALTALK}")
    # the gold answers go to a file of the test's; eval --answers reads 12 of them
    made = "rt_example.jsonl" if example.startswith("python ") else "rt_answers.jsonl"
    command = example.replace("/tmp/rt_answers.jsonl", str(home / made))
    if example.startswith("python "):
        command = command.replace("python ", f'"{sys.executable}" ', 1)
    if stdin:  # the server answers what it has read before stdin ends: keep it open a moment
        (home / "session.txt").write_text(stdin)
        command, stdin = f"(cat {home / 'session.txt'}; sleep 5) | {command}", None
    work = home / "work" / str(abs(hash(example)))
    work.mkdir(parents=True, exist_ok=True)
    for name in ("conversations.json", "notes", "qrels.jsonl", "archives"):
        if (home / name).exists() and not (work / name).exists():
            (work / name).symlink_to(home / name)
    env = {**os.environ, "HOME": str(home), "KBSEARCH_OUTPUTS_DIR": str(work / "outputs"),
           "KBSEARCH_CACHE_DIR": str(home / "cache"),  # its own: the embed examples fill it
           "PATH": f"{home / 'bin'}{os.pathsep}{BIN_DIR}{os.pathsep}{os.environ['PATH']}"}
    for var in ("KBSEARCH_INDEX_DIR", "AI_ROOT", "KBSEARCH_CONFIG"):  # a user's defaults
        env.pop(var, None)
    # `../shared/...` is written from the checkout: run those from it (they write nothing there)
    cwd = REPO if "../shared" in command or "bench/" in command else work
    r = subprocess.run(command, shell=True, capture_output=True, text=True, cwd=cwd, env=env,
                       input=stdin, timeout=300)
    assert "Traceback" not in r.stderr and "internal error" not in r.stderr, r.stderr
    assert r.returncode == 0, f"{command}\n{r.stderr}"
    check(r, work)
