import csv
import io
import json

import pytest
from cli_run import run, runner
from kbsearch import __version__
from kbsearch.commands.app import app


def test_version():
    r = run("--version")
    assert r.exit_code == 0 and r.stdout.strip() == f"kbsearch {__version__}"


def test_pipe_default_is_jsonl_with_data_only_on_stdout(small_archive):
    r = run("search", "MCP timeout", "-i", small_archive)
    assert r.exit_code == 0
    records = [json.loads(line) for line in r.stdout.splitlines()]
    assert records[0]["chat_id"] == "a1b2c3d4" and records[0]["rank"] == 1
    assert all(rec["query"] == "MCP timeout" for rec in records)
    assert "building the content index" in r.stderr


def test_json_document(small_archive):
    r = run("search", "mcp", "-i", small_archive, "-f", "json", "--min-results", "2")
    doc = json.loads(r.stdout)
    assert doc["found"] == doc["showing"] == 2
    assert doc["search_path"].startswith("Layer") and doc["layer"] == 1
    assert {"chat_id", "size_bytes", "tokens", "why", "layer", "matched_terms"} <= set(doc["results"][0])


def test_nothing_found_exits_1_and_errors_exit_2(small_archive, tmp_path):
    r = run("search", "zzzqqq", "-i", small_archive)
    assert r.exit_code == 1 and r.stdout == ""
    r = run("search", "mcp", "-i", tmp_path / "missing")
    assert r.exit_code == 2 and r.stdout == ""
    assert r.stderr.startswith("kbsearch: index folder") and "Traceback" not in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1


def test_bad_synonyms_file_is_one_line_and_exit_2(small_archive, tmp_path):
    bad = tmp_path / "syn.yaml"
    bad.write_text("groups: [[a, b]\n")
    r = run("search", "mcp", "-i", small_archive, "--synonyms", bad)
    assert r.exit_code == 2 and str(bad) in r.stderr and "invalid YAML" in r.stderr


def test_strict_turns_bad_rows_into_errors(small_archive):
    with (small_archive / "chat_index.latest.csv").open("a") as fh:
        fh.write(",No id,claude,2025-01-01,,1,1\n")
    r = run("search", "mcp", "-i", small_archive)
    assert r.exit_code == 0 and "skipped 1 index row (1 empty chat_id)" in r.stderr
    r = run("search", "mcp", "-i", small_archive, "--strict")
    assert r.exit_code == 2 and "empty chat_id" in r.stderr


@pytest.mark.parametrize("fmt", ["csv", "tsv"])
def test_delimited_formats(small_archive, fmt):
    r = run("search", "mcp", "-i", small_archive, "-f", fmt)
    rows = list(csv.reader(io.StringIO(r.stdout), delimiter="," if fmt == "csv" else "\t"))
    assert rows[0][:2] == ["rank", "chat_id"] and len(rows) == 3
    assert all(len(row) == len(rows[0]) for row in rows)


def test_paths_format(small_archive):
    r = run("search", "bitcoin", "-i", small_archive, "-f", "paths", "--thorough")
    paths = r.stdout.splitlines()
    assert len(paths) == 2 and all(p.endswith(".condensed.yml") for p in paths)


def test_markdown_format(small_archive):
    r = run("search", "MCP timeout", "-i", small_archive, "-f", "md")
    assert r.stdout.startswith('## Search: "MCP timeout"')
    for part in ("**Found**:", "**Search path**:", "**Total size**:", "### Most Relevant",
                 "Why relevant:", "### Patterns Noticed", "### To Go Deeper"):
        assert part in r.stdout


def test_table_format_renders_rich(small_archive):
    r = run("search", "mcp", "-i", small_archive, "-f", "table", "--min-results", "2")
    assert r.exit_code == 0 and "a1b2c3d4" in r.stdout and "Layer 1" in r.stdout


def test_output_file_default_name_never_collides(small_archive, tmp_path, monkeypatch):
    out = tmp_path / "outs"
    monkeypatch.setenv("KBSEARCH_OUTPUTS_DIR", str(out))
    for args in (["--output-file", "-f", "json"], ["-f", "json", "--output-file"]):
        r = run("search", "mcp", "-i", small_archive, *args)
        assert r.exit_code == 0 and "wrote " in r.stderr
        json.loads(r.stdout)  # stdout still carries only the data
    files = sorted(out.glob("search_*.md"))
    assert len(files) == 2
    assert all(f.read_text().startswith('## Search: "mcp"') for f in files)
    assert not list(out.glob(".kbsearch-*"))  # no temp files left behind


def test_output_file_explicit_path_and_unwritable_folder(small_archive, tmp_path):
    target = tmp_path / "r" / "mine.md"
    r = run("search", "mcp", "-i", small_archive, "--output-file", target, "-f", "jsonl")
    assert r.exit_code == 0 and target.read_text().startswith("## Search")
    blocker = tmp_path / "file"
    blocker.write_text("x")
    r = run("search", "mcp", "-i", small_archive, "--output-file", blocker / "x.md", "-f", "jsonl")
    assert r.exit_code == 2 and "cannot create folder" in r.stderr


def test_batch_from_stdin(small_archive):
    r = run("search", "--batch", "-", "-i", small_archive, input="mcp\n\n# comment\nbitcoin\n")
    records = [json.loads(line) for line in r.stdout.splitlines()]
    assert r.exit_code == 0
    assert {rec["query"] for rec in records} == {"mcp", "bitcoin"}
    assert [rec["rank"] for rec in records if rec["query"] == "mcp"] == [1, 2]


def test_batch_reports_bad_lines_and_goes_on(small_archive, tmp_path):
    f = tmp_path / "q.txt"
    f.write_text("the\nmcp\n")
    r = run("search", "--batch", f, "-i", small_archive)
    assert r.exit_code == 2 and "line 1" in r.stderr
    assert json.loads(r.stdout.splitlines()[0])["query"] == "mcp"


def test_query_and_batch_are_exclusive(small_archive):
    r = run("search", "-i", small_archive)
    assert r.exit_code == 2 and "give a QUERY" in r.stderr


def test_bad_option_values(small_archive):
    assert run("search", "x", "-i", small_archive, "--has", "nonsense").exit_code == 2
    r = run("search", "x", "-i", small_archive, "--since", "someday")
    assert r.exit_code == 2 and "--since 'someday'" in r.stderr
    assert run("search", "x", "-i", small_archive, "-g", "page").exit_code == 2


def test_stats_text_and_json(small_archive):
    r = run("stats", "-i", small_archive, "-f", "json")
    d = json.loads(r.stdout)
    assert (d["chats"], d["chunks"], d["topic_rows"]) == (5, 6, 8)
    assert d["platforms"] == {"claude": 2, "chatgpt": 2, "gemini": 1}
    assert d["date_first"] == "2023-10-05" and d["rows_skipped"] == 0
    r = run("stats", "-i", small_archive)
    assert "chunks" in r.stdout and "rows skipped" in r.stdout


def test_synonyms_command(tmp_path):
    r = run("synonyms", "Chatty")
    assert r.exit_code == 0 and "chatgpt" in r.stdout
    r = run("synonyms", "fabrication", "-f", "json")
    assert json.loads(r.stdout)["looked_up_as"] == "fabricat*"
    assert run("synonyms", "zzzq").exit_code == 1


def test_every_command_has_help_with_an_example():
    for name in ("search", "stats", "synonyms", "retrieve", "show", "check", "answer", "ask", "eval", "embed", "similar"):
        r = run(name, "--help")
        assert r.exit_code == 0 and "kbsearch " + name in r.stdout, name


def test_a_budget_smaller_than_the_best_match_says_so(small_archive):
    r = run("search", "mcp", "-i", small_archive, "--max-tokens", "1", "-f", "md")
    assert r.exit_code == 1
    assert "Nothing fits the token budget." in r.stdout
    assert "none fits --max-tokens 1" in r.stderr


def test_failed_output_file_leaves_stdout_empty(small_archive, tmp_path):
    blocker = tmp_path / "file.txt"
    blocker.write_text("x")
    r = run("search", "mcp", "-i", small_archive, "-f", "md", "--output-file", blocker / "x.md")
    assert r.exit_code == 2 and r.stdout == ""


def test_output_file_word_after_the_query_is_its_path(small_archive, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    r = run("search", "mcp", "-i", small_archive, "-o", "notes", "-f", "jsonl")
    assert r.exit_code == 0 and (tmp_path / "notes").read_text().startswith('## Search: "mcp"')


@pytest.mark.parametrize(
    "args, message",
    [
        (["search", "--batch", "-", "-f", "md"], "-f md is not available"),
        (["search", "--batch", "-", "--output-file"], "not available with --batch"),
        (["stats", "-f", "csv"], "stats prints text"),
        (["search", "mcp", "--since", "2025", "--until", "2024"], "time range is empty"),
        (["search", "since 2025-02-30"], "is not a valid date"),
    ],
)
def test_option_combinations_that_cannot_work_are_refused(small_archive, args, message):
    r = runner.invoke(app, [*args, "-i", str(small_archive)], input="mcp\n", catch_exceptions=False)
    assert r.exit_code == 2 and message in r.stderr and r.stdout == ""


def test_to_go_deeper_repeats_the_options_used(small_archive):
    r = run("search", "mcp", "-i", small_archive, "--platform", "claude", "-f", "md", "-n", "1")
    assert f"--index-dir {small_archive} --platform claude -n 2" in r.stdout


def test_rebuild_picks_up_edited_chunk_files(small_archive):
    run("search", "mcp", "-i", small_archive)
    condensed = sorted(small_archive.parent.rglob("*.condensed.yml"))[0]
    condensed.write_text(condensed.read_text() + "outcomes: [zebrafish appeared]\n")
    assert run("search", "zebrafish", "-i", small_archive).exit_code == 1  # CSVs unchanged: cached
    r = run("search", "zebrafish", "-i", small_archive, "--rebuild")
    assert r.exit_code == 0 and "building the content index" in r.stderr


def test_paths_are_absolute_even_for_a_relative_index_dir(small_archive, monkeypatch):
    monkeypatch.chdir(small_archive.parent)
    r = run("search", "mcp", "-i", "indexes", "-f", "paths")
    assert r.stdout and all(p.startswith("/") for p in r.stdout.split())
