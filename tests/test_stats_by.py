"""`kbsearch stats --by month|platform|topic`, SearchResponse.to_frame() and
kbsearch.frames (issue 21): the groups add up to what the archive holds, every format says
the same, and pandas stays off the paths that do not need it."""

from __future__ import annotations

import csv
import io
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from archive_builder import ChatSpec, write_archive
from cli_run import run

pd = pytest.importorskip("pandas", reason="pandas is a dependency: pip install -e .")

REPO = Path(__file__).resolve().parents[1]
GROUP_FIELDS = ["chats", "chunks", "condensed_bytes", "raw_bytes", "condensed_tokens", "raw_tokens"]


@pytest.fixture
def archive(tmp_path) -> Path:
    """Chats over three months of two years, out of order in the CSV, one listing a topic
    twice, one without topics, and an undated chat with no platform and no chunks."""
    chats = [
        ChatSpec("a0000001", "Later one", "claude", "2025-02-03", ["dev.mcp", "dev.python"], [{}, {}],
                 ["first chunk text", "second chunk text, a little longer"]),
        ChatSpec("a0000002", "Early one", "chatgpt", "2024-11-20", ["dev.python", "dev.python"], [{}], ["short"]),
        ChatSpec("a0000003", "Early two", "gemini", "2024-11-02", ["finance"], [{}], ["some raw text here"]),
        ChatSpec("a0000004", "Middle", "chatgpt", "2025-01-15", [], [{}], ["no topics at all"]),
    ]
    index_dir = write_archive(tmp_path / "archive", chats)
    with open(index_dir / "chat_index.latest.csv", "a", encoding="utf-8") as fh:
        fh.write("a0000005,Undated notes,,,,4,0\n")
    return index_dir


def stats_json(*args) -> dict:
    done = run("stats", *args, "-f", "json")
    assert done.exit_code == 0, done.stderr
    return json.loads(done.stdout)


def by_key(data: dict) -> dict[str, dict]:
    return {g[data["by"]]: g for g in data["groups"]}


def test_months_are_in_order_with_the_undated_last_and_add_up_to_the_archive(archive):
    whole = stats_json("-i", archive)
    data = stats_json("--by", "month", "-i", archive)
    assert data["by"] == "month" and data["tokens_estimated"] == whole["tokens_estimated"]
    assert [g["month"] for g in data["groups"]] == ["2024-11", "2025-01", "2025-02", "undated"]
    months = by_key(data)
    assert (months["2024-11"]["chats"], months["2024-11"]["chunks"]) == (2, 2)
    assert (months["2025-02"]["chats"], months["2025-02"]["chunks"]) == (1, 2)
    assert months["undated"] == {"month": "undated", **dict.fromkeys(GROUP_FIELDS, 0), "chats": 1}
    assert sum(g["chats"] for g in data["groups"]) == whole["chats"] == 5
    for ours, theirs in (("chunks", "chunks"), ("condensed_bytes", "condensed_bytes"), ("raw_bytes", "raw_bytes"),
                         ("condensed_tokens", "condensed_tokens"), ("raw_tokens", "raw_tokens")):
        assert sum(g[ours] for g in data["groups"]) == whole[theirs], ours


def test_platforms_go_by_chats_most_first_then_by_name(archive):
    data = stats_json("--by", "platform", "-i", archive)
    assert [(g["platform"], g["chats"]) for g in data["groups"]] == [
        ("chatgpt", 2), ("claude", 1), ("gemini", 1), ("unknown", 1)]


def test_a_chat_counts_once_under_each_of_its_topics(archive):
    data = stats_json("--by", "topic", "-i", archive)
    topics = by_key(data)
    assert list(topics) == ["dev.python", "dev.mcp", "finance"]  # the chats without topics are in none
    assert topics["dev.python"]["chats"] == 2  # a0000002 lists it twice: counted once
    assert topics["dev.python"]["chunks"] == 3
    assert topics["dev.mcp"]["raw_bytes"] == by_key(stats_json("--by", "month", "-i", archive))["2025-02"]["raw_bytes"]


def test_csv_tsv_and_jsonl_carry_every_group_as_json_does(archive):
    data = stats_json("--by", "month", "-i", archive)
    for fmt, sep in (("csv", ","), ("tsv", "\t")):
        done = run("stats", "--by", "month", "-i", archive, "-f", fmt)
        assert done.exit_code == 0, done.stderr
        rows = list(csv.DictReader(io.StringIO(done.stdout), delimiter=sep))
        assert list(rows[0]) == ["month", *GROUP_FIELDS]
        assert [{k: (v if k == "month" else int(v)) for k, v in r.items()} for r in rows] == data["groups"]
    done = run("stats", "--by", "month", "-i", archive, "-f", "jsonl")
    assert [json.loads(line) for line in done.stdout.splitlines()] == data["groups"]


def test_the_text_view_has_a_bar_per_group_scaled_to_the_largest(archive):
    from kbsearch.render.stats_text import BAR_WIDTH

    done = run("stats", "--by", "platform", "-i", archive)
    assert done.exit_code == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].split() == ["platform", "chats", "chunks", "condensed", "tokens", "raw", "raw", "tokens"]
    bars = {line.split()[0]: re.search(r"[█▏▎▍▌▋▊▉]*$", line).group() for line in lines[1:]}
    assert bars["chatgpt"] == "█" * BAR_WIDTH  # 2 chats, the largest
    assert bars["claude"] == "█" * (BAR_WIDTH // 2)  # 1 of 2
    assert "\x1b[" not in done.stdout  # plain text in a pipe


def test_the_bar_is_eighths_of_a_cell():
    from kbsearch.render.stats_text import bar

    assert bar(10, 10, 4) == "████"
    assert bar(5, 10, 4) == "██"
    assert bar(1, 80, 4) == "▏"  # never invisible while the group has chats
    assert bar(0, 10, 4) == ""
    assert bar(3, 8, 1) == "▍"


def test_a_terminal_gets_the_rich_table_and_no_color_the_plain_text(archive, monkeypatch):
    from kbsearch.commands import archive_cmds

    monkeypatch.setattr(archive_cmds, "stdout_is_terminal", lambda: True)
    rich = run("stats", "--by", "month", "-i", archive)
    assert rich.exit_code == 0 and rich.stdout.startswith("Chats by month")
    assert "───" in rich.stdout
    monkeypatch.setenv("NO_COLOR", "1")
    plain = run("stats", "--by", "month", "-i", archive)
    assert plain.stdout.startswith("month ") and "───" not in plain.stdout


def test_the_topic_view_shows_the_most_used_and_says_how_many_more(demo_dir):
    from kbsearch.render.stats_text import TOP_TOPICS

    done = run("stats", "--by", "topic", "-i", demo_dir)
    everything = stats_json("--by", "topic", "-i", demo_dir)["groups"]
    lines = done.stdout.splitlines()
    assert len(lines) == 1 + TOP_TOPICS + 2
    assert "a chat counts under each of its topics" in done.stdout
    assert lines[-1].startswith(f"… and {len(everything) - TOP_TOPICS} more topics")


@pytest.mark.parametrize("args, message", [
    (["--by", "weekday"], "--by 'weekday': expected month, platform or topic"),
    (["--by", "month", "-f", "md"], "stats --by -f 'md': stats --by prints table, text, json, jsonl, csv or tsv"),
    (["-f", "csv"], "(csv and tsv need --by month|platform|topic)"),
])
def test_a_wrong_value_is_one_line_and_exit_2(archive, args, message):
    done = run("stats", *args, "-i", archive)
    assert done.exit_code == 2
    assert done.stderr.count("\n") == 1 and message in done.stderr
    assert done.stdout == ""


def test_by_takes_any_case(archive):
    assert stats_json("--by", "Platform", "-i", archive)["by"] == "platform"


def test_to_frame_has_the_rows_and_columns_of_jsonl(demo_dir):
    import kbsearch

    response = kbsearch.search("MCP timeout", demo_dir, max_results=4)
    frame = response.to_frame()
    done = run("search", "MCP timeout", "-i", demo_dir, "-n", "4", "-f", "jsonl")
    records = [json.loads(line) for line in done.stdout.splitlines()]
    assert list(frame.columns) == list(records[0])
    assert len(frame) == len(records) == 4
    for column in ("query", "layer_answered", "rank", "chat_id", "title", "tokens", "signals", "condensed_paths"):
        assert frame[column].tolist() == [r[column] for r in records], column
    empty = kbsearch.search("zzqxv nothingmatchesthis", demo_dir).to_frame()
    assert empty.empty and list(empty.columns) == list(frame.columns)


def test_the_archive_frames_agree_with_stats(archive):
    from kbsearch import frames

    whole = stats_json("-i", archive)
    chats, chunks, topics = frames.chats(archive), frames.chunks(archive), frames.topics(archive)
    assert len(chats) == whole["chats"] and len(chunks) == whole["chunks"]
    assert chats["raw_tokens"].sum() == chunks["raw_tokens"].sum() == whole["raw_tokens"]
    assert chats["condensed_bytes"].sum() == whole["condensed_bytes"]
    undated = chats.set_index("chat_id").loc["a0000005"]
    assert pd.isna(undated["date_start"]) and undated["chunks"] == 0 and undated["topics"] == []
    assert chats.set_index("chat_id").loc["a0000001", "date_start"] == pd.Timestamp("2025-02-03")
    assert chunks.groupby("chat_id").size()["a0000001"] == 2
    assert sorted(topics.itertuples(index=False, name=None)) == [
        ("a0000001", "dev.mcp"), ("a0000001", "dev.python"), ("a0000002", "dev.python"), ("a0000003", "finance")]


def test_the_readme_python_example_runs(tmp_path):
    readme = (REPO / "README.md").read_text()
    (example,) = [b for b in re.findall(r"```python\n(.*?)```", readme, re.S) if "frames" in b]
    done = subprocess.run([sys.executable, "-c", example], capture_output=True, text=True, cwd=tmp_path, timeout=300)
    assert done.returncode == 0, done.stderr
    assert "MCP server timeout" in done.stdout  # the first result's title
    assert "2025" in done.stdout and "chatgpt" in done.stdout


def test_a_piped_stats_by_loads_pandas_and_not_rich(demo_dir):
    from test_startup_imports import imported

    run("index", "build", "-i", demo_dir)
    heavy = imported("stats", "--by", "month", "-i", str(demo_dir))
    assert "pandas" in heavy and "rich" not in heavy


# Narrow terminals (issue 29, item 9): every column is on screen or named in the one line
# under the table that says what is left out; nothing vanishes silently.
ALL_COLUMNS = {"chats", "chunks", "condensed size", "condensed tokens", "raw size", "raw tokens", "bar"}
HEADER_NAMES = {"chats": "chats", "chunks": "chunks", "condensed": "condensed size", "tokens": "condensed tokens",
                "raw": "raw size", "raw tokens": "raw tokens", "cond size": "condensed size",
                "cond tok": "condensed tokens", "raw size": "raw size", "raw tok": "raw tokens"}


def table_at(width: int, *args, monkeypatch) -> str:
    monkeypatch.setenv("COLUMNS", str(width))  # the width Rich's Console takes
    done = run(*args, "-f", "table")
    assert done.exit_code == 0, done.stderr
    return done.stdout


def shown_and_left_out(out: str) -> tuple[set[str], set[str]]:
    """The columns a `stats --by` table shows (by its one- or two-line header) and the
    ones its left-out line names."""
    lines = out.splitlines()
    rule = next(i for i, line in enumerate(lines) if line.lstrip().startswith("───"))
    head = lines[1:rule]
    if len(head) == 1:
        labels = re.split(r"\s{2,}", head[0].strip())[1:]
    else:  # two lines, right-aligned: a bottom word and the top word ending in the same cell
        tops = {m.end(): m.group() for m in re.finditer(r"\S+", head[0])}
        labels = [(tops[m.end()] + " " if m.end() in tops else "") + m.group()
                  for m in re.finditer(r"\S+", head[1])][1:]
    shown = {HEADER_NAMES[label] for label in labels}
    if re.search("[█▏▎▍▌▋▊▉]", lines[rule + 1]):
        shown.add("bar")
    note = re.search(r"\((.*?) left out", " ".join(lines[rule + 1:]))
    left_out = set(re.split(r", | and ", note.group(1))) if note else set()
    return shown, left_out


@pytest.mark.parametrize("width", [60, 40])
@pytest.mark.parametrize("by", ["platform", "topic", "month"])
def test_a_narrow_terminal_shows_each_column_or_says_it_left_it_out(demo_dir, monkeypatch, width, by):
    out = table_at(width, "stats", "--by", by, "-i", demo_dir, monkeypatch=monkeypatch)
    assert max(len(line) for line in out.splitlines()) <= width
    shown, left_out = shown_and_left_out(out)
    assert shown | left_out == ALL_COLUMNS and not shown & left_out, (shown, left_out)
    assert "chats" in shown
    if left_out:
        flat = " ".join(out.split())
        assert re.search(rf"\(bar[^()]* left out( and long topic names cut)? at {width} columns: widen the terminal "
                         r"or use -f tsv\)", flat), flat
    if width == 40:  # the bar goes first, then the numbers from the right
        assert {"bar", "raw tokens", "raw size"} <= left_out


def test_at_60_columns_platforms_keep_every_number_and_a_short_bar(demo_dir, monkeypatch):
    out = table_at(60, "stats", "--by", "platform", "-i", demo_dir, monkeypatch=monkeypatch)
    assert shown_and_left_out(out) == (ALL_COLUMNS, set())
    chatgpt = next(line for line in out.splitlines() if line.startswith("chatgpt"))
    assert chatgpt.split()[:7] == ["chatgpt", "18", "21", "33.8KB", "8,656", "70.7KB", "18.1K"]


def test_long_topic_names_are_cut_visibly_and_said_to_be(demo_dir, monkeypatch):
    out = table_at(60, "stats", "--by", "topic", "-i", demo_dir, monkeypatch=monkeypatch)
    flat = " ".join(out.split())
    assert "long topic names cut at 60 columns" in flat and "…" in out


def test_a_wide_terminal_keeps_the_full_table_and_says_nothing_is_left_out(demo_dir, monkeypatch):
    out = table_at(120, "stats", "--by", "topic", "-i", demo_dir, monkeypatch=monkeypatch)
    assert out.splitlines()[1].split() == ["topic", "chats", "chunks", "condensed", "tokens", "raw", "raw", "tokens"]
    assert shown_and_left_out(out) == (ALL_COLUMNS, set())
    assert "left out" not in out and "…" not in out.split("a chat counts")[0]


def test_compact_numbers():
    from kbsearch.render.stats_table import compact_bytes, compact_count

    assert [compact_count(n) for n in (0, 9_999, 10_000, 18_094, 99_949, 99_950, 123_456, 999_499, 999_500,
                                       1_234_567)] == [
        "0", "9,999", "10.0K", "18.1K", "99.9K", "100K", "123K", "999K", "1.0M", "1.2M"]
    assert [compact_bytes(n) for n in (812, 1024, 34_611, 102_349, 1024 ** 2 - 1, 5 * 1024 ** 3)] == [
        "812B", "1.0KB", "33.8KB", "100KB", "1.0MB", "5.0GB"]



@pytest.mark.parametrize("width", [60, 40])
def test_search_tables_at_narrow_widths_keep_every_fact_of_a_result(demo_dir, monkeypatch, width):
    out = table_at(width, "search", "mcp timeout", "-n", "3", "-i", demo_dir, monkeypatch=monkeypatch)
    assert max(len(line) for line in out.splitlines()) <= width
    records = [json.loads(line) for line in run("search", "mcp timeout", "-n", "3", "-i", demo_dir,
                                                 "-f", "jsonl").stdout.splitlines()]
    words = out.replace("│", " ").split()
    for r in records:
        for fact in (r["chat_id"], r["platform"], r["date"], f"{r['tokens']:,}", *r["title"].split()):
            assert fact in words, fact
