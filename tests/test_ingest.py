"""kbsearch ingest: every export format and its quirks, the archive it writes, and the
promises about repeatability, safety and bad input."""

from __future__ import annotations

import hashlib
import json
import os
import shlex
import sys
import zipfile
from pathlib import Path

import export_fixtures as fx
import pytest
import yaml
from cli_run import run
from kbsearch.archive.load import load_archive
from kbsearch.ingest import Options, ingest
from kbsearch.ingest.ids import CHAT_ID, chat_id_for

HERE = Path(__file__).parent
FAKE_LLM = f"{shlex.quote(sys.executable)} {shlex.quote(str(HERE / 'fake_condense_llm.py'))}"


def snapshot(root: Path) -> dict[str, tuple[str, int]]:
    """Every file under root: (sha256, mtime_ns)."""
    return {str(p.relative_to(root)): (hashlib.sha256(p.read_bytes()).hexdigest(), p.stat().st_mtime_ns)
            for p in sorted(root.rglob("*")) if p.is_file() and not p.name.startswith(".kbsearch-ingest.lock")}


def raw_of(root: Path, chat_id: str, chunk: int = 1) -> dict:
    path = next(root.rglob(f"*.{chat_id}.*.{chunk:03d}.yml"))
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def condensed_of(root: Path, chat_id: str, chunk: int = 1) -> dict:
    path = next(root.rglob(f"*.{chat_id}.*.{chunk:03d}.condensed.yml"))
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def by_title(report):
    return {p.title: p for p in report.plans}


# -- formats -------------------------------------------------------------------------


def test_chatgpt_follows_the_current_branch_and_keeps_tool_turns(tmp_path):
    export = fx.write_chatgpt(tmp_path / "conversations.json")
    report = ingest([export], Options(root=tmp_path / "a"))
    (plan,) = report.plans
    raw = raw_of(tmp_path / "a", plan.chat_id)
    roles = [(m["role"], m.get("kind", "")) for m in raw["messages"]]
    assert roles == [("user", ""), ("assistant", ""), ("assistant", "code"), ("tool", "execution_output"),
                     ("assistant", "")]
    texts = " ".join(m["content"] for m in raw["messages"])
    assert "regenerated" not in texts and "\ue200" not in texts and "turn0search1" not in texts
    assert raw["messages"][2]["language"] == "python"
    assert any("1 edited or regenerated branch left out" in n for n in report.notes)
    condensed = condensed_of(tmp_path / "a", plan.chat_id)
    kinds = [a["type"] for a in condensed["artifacts"]]
    assert kinds == ["code", "tool_output"]


def test_claude_old_format_is_sorted_and_its_tags_separated(tmp_path):
    export = fx.write_claude(tmp_path / "export")
    report = ingest([export], Options(root=tmp_path / "a"))
    plans = by_title(report)
    assert set(plans) == {"Tide table page", "Kayak roll practice"}  # projects only with --projects
    assert [(p.reason, p.detail) for p in report.problems] == [("projects left out", "1 project(s); add --projects to ingest them")]
    assert not report.damaged
    raw = raw_of(tmp_path / "a", plans["Tide table page"].chat_id)
    first, second = raw["messages"]
    assert first["role"] == "user" and "Brest" in first["content"] and "[files: tides.png]" in first["content"]
    assert "antThinking" not in second["content"] and second["thinking"].startswith("A self-contained")
    assert "<antArtifact" in second["content"]  # kept inline: retrieval reads it from the raw chunk too
    artifact = condensed_of(tmp_path / "a", plans["Tide table page"].chat_id)["artifacts"][0]
    assert artifact["type"] == "text/html" and artifact["title"] == "Tide table"
    assert artifact["content"].startswith("<!DOCTYPE html>")


def test_claude_new_format_uses_content_blocks(tmp_path):
    export = fx.write_claude(tmp_path / "export")
    report = ingest([export], Options(root=tmp_path / "a"))
    raw = raw_of(tmp_path / "a", by_title(report)["Kayak roll practice"].chat_id)
    answer = raw["messages"][1]
    assert answer["content"] == "Start with hip snaps at the pool edge, then use a paddle float."
    assert answer["thinking"] == "The user wants drills."


def test_claude_projects_become_chats_when_asked(tmp_path):
    export = fx.write_claude(tmp_path / "export")
    report = ingest([export], Options(root=tmp_path / "a", with_projects=True))
    project = by_title(report)["Project: Garden plans"]
    raw = raw_of(tmp_path / "a", project.chat_id)
    assert [m["role"] for m in raw["messages"]] == ["project", "document"]
    assert "cedar" in raw["messages"][1]["content"]


def test_takeout_html_cards_become_chats(tmp_path):
    export = fx.write_takeout_html(tmp_path / "MyActivity.html")
    report = ingest([export], Options(root=tmp_path / "a"))
    plans = by_title(report)
    cats = plans["Why do cats knead blankets?"]
    assert cats.platform == "gemini"
    raw = raw_of(tmp_path / "a", cats.chat_id)
    assert raw["messages"][1]["content"] == "Kneading is a kitten habit & a sign of comfort."
    assert raw["messages"][0]["timestamp"] == "2025-03-03T20:15:02Z"  # CET has no offset: read as UTC
    light = plans["How much light do tomato seedlings need?"]
    assert light.platform == "google_ai_mode" and light.messages == 4
    raw = raw_of(tmp_path / "a", light.chat_id)
    assert raw["messages"][0]["timestamp"] == "2026-07-16T03:09:25Z"
    assert "FollowUp" not in raw["messages"][1]["content"]
    assert raw["messages"][3]["content"] == "Shorter days, so less light."


def test_takeout_json(tmp_path):
    export = fx.write_takeout_json(tmp_path / "MyActivity.json")
    report = ingest([export], Options(root=tmp_path / "a"))
    plans = by_title(report)
    raw = raw_of(tmp_path / "a", plans["What is a barometer for?"].chat_id)
    assert raw["messages"][1]["content"] == "It measures air pressure."
    assert plans["Used an Assistant feature"].messages == 1


def test_generic_jsonl(tmp_path):
    export = fx.write_jsonl(tmp_path / "chats.jsonl")
    report = ingest([export], Options(root=tmp_path / "a"))
    plans = by_title(report)
    trip = plans["Lisbon trip planning"]
    assert trip.platform == "chatgpt" and trip.messages == 2 and CHAT_ID.match(trip.chat_id)
    raw = raw_of(tmp_path / "a", trip.chat_id)
    assert raw["messages"][1]["timestamp"] == "2024-04-01T08:01:00Z"  # epoch seconds
    fern = next(p for p in report.plans if p.chat_id == "c0ffee42")  # 8 hex with a letter: kept
    assert fern.platform == "claude" and fern.title == "Did you water the fern?"
    raw = raw_of(tmp_path / "a", "c0ffee42")
    assert [m["role"] for m in raw["messages"]] == ["Maya", "Jonas"]
    assert raw["messages"][1]["timestamp"] == "2024-05-02T08:01:00Z"


def test_markdown_folder(tmp_path):
    notes = fx.write_notes(tmp_path / "notes")
    report = ingest([notes], Options(root=tmp_path / "a"))
    plans = by_title(report)
    assert set(plans) == {"Rye bread notes", "Standup about the flaky deploy", "plain"}
    bread = raw_of(tmp_path / "a", plans["Rye bread notes"].chat_id)
    assert [m["role"] for m in bread["messages"]] == ["user", "assistant"]
    assert bread["messages"][0]["timestamp"].startswith("2024-09-12")
    standup = raw_of(tmp_path / "a", plans["Standup about the flaky deploy"].chat_id)
    assert standup["messages"][0]["content"] == "the deploy failed again with a timeout"
    assert plans["Standup about the flaky deploy"].platform == "notes"
    assert raw_of(tmp_path / "a", plans["plain"].chat_id)["messages"][0]["role"] == "note"
    assert any("modification time" in n for n in report.notes)


def test_zip_exports_are_read_in_place(tmp_path):
    export = fx.write_claude(tmp_path / "export", projects=False)
    archive = tmp_path / "claude-export.zip"
    with zipfile.ZipFile(archive, "w") as z:
        for f in export.iterdir():
            z.write(f, f"data-2025/{f.name}")
    report = ingest([archive], Options(root=tmp_path / "a"))
    assert {p.title for p in report.plans} == {"Tide table page", "Kayak roll practice"}


def test_from_names_the_format(tmp_path):
    export = tmp_path / "dump.txt"
    fx.write_jsonl(export)
    r = run("ingest", export, "--into", tmp_path / "a", "--from", "jsonl")
    assert r.exit_code == 0 and r.stdout.count("added\t") == 2
    r = run("ingest", export, "--into", tmp_path / "b", "--from", "whatsapp")
    assert r.exit_code == 2 and "--from must be one of" in r.stderr


def test_standard_input_takes_json_lines_or_an_export(tmp_path):
    body = "".join(json.dumps(line) + "\n" for line in fx.jsonl_lines())
    r = run("ingest", "-", "--into", tmp_path / "a", input=body)
    assert r.exit_code == 0 and r.stdout.count("added\t") == 2
    r = run("ingest", "-", "--into", tmp_path / "b", input=json.dumps([fx.chatgpt_conversation()]))
    assert r.exit_code == 0 and "Sourdough starter smells of acetone" in r.stdout


# -- the archive it writes -------------------------------------------------------------


def test_the_archive_loads_and_has_everything_design_names(tmp_path):
    fx.write_chatgpt(tmp_path / "in" / "conversations.json") if (tmp_path / "in").mkdir() is None else None
    report = ingest([tmp_path / "in"], Options(root=tmp_path / "a"))
    (plan,) = report.plans
    archive = load_archive(tmp_path / "a" / "indexes")
    assert not archive.skipped
    chat = archive.chats[plan.chat_id]
    assert chat.title == "Sourdough starter smells of acetone" and chat.platform == "chatgpt"
    assert str(chat.date_start) == "2023-11-14" and chat.message_count == 5 and chat.chunk_count == 1
    assert chat.topics and all(t.count(".") >= 2 and t == t.lower() for t in chat.topics)
    assert "artifacts" in chat.signals
    folder = chat.chunks[0].condensed_path.parent
    assert folder.relative_to(tmp_path / "a").as_posix().startswith("chatgpt/2023/11/chatgpt.20231114.")
    assert (folder / f"{folder.name}.topics.csv").read_text().splitlines()[0].startswith("topic,chat_id,platform")
    for name in ("chat_index", "condensed_index"):
        header = (tmp_path / "a" / "indexes" / f"{name}.latest.csv").read_text().splitlines()[0]
        assert header.endswith("size_bytes,tokens")
    meta = condensed_of(tmp_path / "a", plan.chat_id)["condensed_metadata"]
    assert meta["source"].endswith(".001.yml") and meta["original_tokens"] > 0 and meta["reduction"].endswith("%")


def test_chunks_hold_chunk_size_messages(tmp_path):
    lines = [{"chat_id": "long", "role": "user" if i % 2 == 0 else "assistant", "text": f"message number {i}",
              "timestamp": 1_700_000_000 + i} for i in range(7)]
    export = fx.write_jsonl(tmp_path / "long.jsonl", lines)
    (plan,) = ingest([export], Options(root=tmp_path / "a", chunk_size=3)).plans
    assert plan.chunks == 3
    assert [len(raw_of(tmp_path / "a", plan.chat_id, n)["messages"]) for n in (1, 2, 3)] == [3, 3, 1]
    assert load_archive(tmp_path / "a" / "indexes").chats[plan.chat_id].chunk_count == 3


def test_condensation_finds_sections_by_phrasing(tmp_path):
    lines = [
        {"chat_id": "deploy", "role": "user", "text": "The deploy failed: Error: connection refused on port 5432."},
        {"chat_id": "deploy", "role": "assistant", "text": "To fix it:\n1. Start Postgres\n2. Open the port\n3. Retry the deploy"},
        {"chat_id": "deploy", "role": "user",
         "text": "Turns out the firewall blocked it. We decided to use the managed database because backups are included. It works now."},
    ]
    (plan,) = ingest([fx.write_jsonl(tmp_path / "d.jsonl", lines)], Options(root=tmp_path / "a")).plans
    c = condensed_of(tmp_path / "a", plan.chat_id)
    assert c["failures"][0]["failure"].startswith("The deploy failed")
    assert c["procedures"][0] == {"name": "To fix it", "steps": ["Start Postgres", "Open the port", "Retry the deploy"]}
    assert c["decisions"][0]["rationale"] == "backups are included"
    assert c["discoveries"] == ["Turns out the firewall blocked it."]
    assert c["outcomes"] == ["It works now."]
    assert set(c) == {"condensed_metadata", "summary", "decisions", "failures", "procedures", "discoveries", "outcomes"}
    flags = load_archive(tmp_path / "a" / "indexes").chats[plan.chat_id].signals
    assert flags == {"decisions", "discoveries", "procedures"}


def test_chat_ids_are_stable_and_kept_when_they_already_are_ids():
    assert chat_id_for("jsonl", "c0ffee42") == "c0ffee42"
    assert chat_id_for("jsonl", "12345678") != "12345678"  # all digits would read as a date
    derived = chat_id_for("chatgpt", "966da5c4-5bb7-4e4d-ab6d-a7316b96266e")
    assert CHAT_ID.match(derived) and derived == chat_id_for("chatgpt", "966da5c4-5bb7-4e4d-ab6d-a7316b96266e")
    assert chat_id_for("claude", "966da5c4-5bb7-4e4d-ab6d-a7316b96266e") != derived
    moved = chat_id_for("chatgpt", "966da5c4-5bb7-4e4d-ab6d-a7316b96266e", lambda cid: cid != derived)
    assert moved != derived and CHAT_ID.match(moved)


def test_same_export_in_another_run_gives_the_same_ids(tmp_path):
    export = fx.write_claude(tmp_path / "export")
    first = {p.title: p.chat_id for p in ingest([export], Options(root=tmp_path / "a")).plans}
    second = {p.title: p.chat_id for p in ingest([export], Options(root=tmp_path / "b")).plans}
    assert first == second


# -- repeatability and safety -------------------------------------------------------------


def test_reingesting_the_same_export_changes_no_byte(tmp_path):
    inputs = [fx.write_chatgpt(tmp_path / "conversations.json"), fx.write_jsonl(tmp_path / "c.jsonl"),
              fx.write_takeout_html(tmp_path / "MyActivity.html")]
    root = tmp_path / "a"
    ingest(inputs, Options(root=root))
    before = snapshot(root)
    report = ingest(inputs, Options(root=root))
    assert report.count("unchanged") == len(report.plans) == 5
    assert snapshot(root) == before


def test_a_grown_conversation_updates_only_its_own_files_and_rows(tmp_path):
    lines = fx.jsonl_lines()
    export = fx.write_jsonl(tmp_path / "c.jsonl", lines)
    root = tmp_path / "a"
    ingest([export], Options(root=root, chunk_size=2))
    before = snapshot(root)
    index_before = {n: (root / "indexes" / n).read_text().splitlines() for n in
                    ("chat_index.latest.csv", "condensed_index.latest.csv", "all_topics.latest.csv")}
    grown = lines + [{"chat_id": "trip-2024", "role": "user", "text": "Add a day trip to Sintra.",
                      "timestamp": "2024-04-02T09:00:00Z"}]
    report = ingest([fx.write_jsonl(export, grown)], Options(root=root, chunk_size=2))
    status = {p.chat_id: p.status for p in report.plans}
    assert sorted(status.values()) == ["changed", "unchanged"]
    trip = next(cid for cid, s in status.items() if s == "changed")
    after = snapshot(root)
    changed = {k for k in after if before.get(k) != after[k]}
    assert changed == {k for k in after if f".{trip}." in k and (k.endswith(".002.yml") or k.endswith(
        ".002.condensed.yml") or k.endswith(".topics.csv"))} | {k for k in changed if k.startswith("indexes/")}
    assert not any(f".{trip}." in k and ".001." in k for k in changed)  # its first chunk is as it was
    for name, old in index_before.items():
        new = (root / "indexes" / name).read_text().splitlines()
        assert [r for r in new if trip not in r] == [r for r in old if trip not in r], name
    assert load_archive(root / "indexes").chats[trip].message_count == 3


def test_dry_run_lists_and_writes_nothing(tmp_path):
    export = fx.write_jsonl(tmp_path / "c.jsonl", extra="{broken\n")
    root = tmp_path / "a"
    r = run("ingest", export, "--into", root, "--dry-run")
    assert not root.exists()
    lines = r.stdout.splitlines()
    assert sum(line.startswith("would add\t") for line in lines) == 2 and not any(
        line.startswith(("added", "changed")) for line in lines)
    assert any(line.startswith("skipped\tmalformed JSON") and "c.jsonl:5:2" in line for line in lines)
    assert "would ingest 2 chats" in r.stderr and r.exit_code == 3
    doc = json.loads(run("ingest", export, "--into", root, "--dry-run", "-f", "json").stdout)
    assert doc["dry_run"] is True and [c["status"] for c in doc["chats"]] == ["added", "added"]  # fields as in a run
    assert doc["counts"] == {"added": 2, "changed": 0, "unchanged": 0} and not root.exists()
    run("ingest", export, "--into", root)
    fx.write_jsonl(export, fx.jsonl_lines() + [{"chat_id": "c0ffee42", "role": "Maya", "text": "Thanks!"}])
    before = snapshot(root)
    r = run("ingest", export, "--into", root, "--dry-run")
    assert r.stdout.splitlines() == ["would change\tc0ffee42\t1\t3\tDid you water the fern?"]
    assert snapshot(root) == before
    r = run("ingest", export, "--into", root)  # the run itself says what it did
    assert r.stdout.splitlines() == ["changed\tc0ffee42\t1\t3\tDid you water the fern?"]


def not_an_export(path: Path) -> Path:
    """JSON that is a conversation of a kind no exporter writes (REALTALK's shape)."""
    path.write_text(json.dumps({"name": {"speaker_1": "Emi", "speaker_2": "Elise"}, "session_1": [
        {"clean_text": "Hey! How are you?", "speaker": "Emi", "date_time": "29.12.2023, 22:42:04", "dia_id": "D1:1"}]}))
    return path


def test_a_json_file_that_is_no_export_is_one_line_exit_1_and_writes_nothing(tmp_path):
    root = tmp_path / "a"
    single = not_an_export(tmp_path / "Chat_1.json")
    r = run("ingest", single, "--into", root)
    assert r.exit_code == 1 and r.stdout == ""
    assert r.stderr.splitlines() == [
        f"kbsearch: nothing to ingest: {single}: not a chat export (JSON, but not a ChatGPT, Claude or Takeout "
        "export); for an export detection missed, name its format with --from; other chats can be converted to "
        "JSON Lines (README: \"Your own chats\")"]
    assert not root.exists()  # no indexes/ holding only a lock, which a search would fail to read

    folder = tmp_path / "raw"
    folder.mkdir()
    for n in (1, 2, 3):
        not_an_export(folder / f"Chat_{n}.json")
    r = run("ingest", folder, "--into", root)
    assert r.exit_code == 1 and len(r.stderr.splitlines()) == 1, r.stderr
    assert r.stderr.startswith(f"kbsearch: nothing to ingest: {folder / 'Chat_1.json'} and 2 more files: "
                               "not a chat export (no conversations in it); for an export detection missed")
    assert not root.exists()
    r = run("ingest", single, "--into", root, "--dry-run", "-f", "json")
    assert r.exit_code == 1 and json.loads(r.stdout)["skipped"][0]["reason"] == "not a chat export"

    # Beside an export it is skipped with its line; the export is ingested (no damage: exit 0).
    r = run("ingest", fx.write_jsonl(tmp_path / "c.jsonl"), single, "--into", root)
    assert r.exit_code == 0, r.stderr
    assert f"kbsearch: {single}: not a chat export (JSON, but not a ChatGPT, Claude or Takeout export)" in r.stderr
    assert sorted(p.name for p in (root / "indexes").iterdir()) == [
        "all_topics.latest.csv", "chat_index.latest.csv", "condensed_index.latest.csv"]  # and no lock file


def test_bad_input_is_skipped_with_a_reason_never_a_crash(tmp_path):
    good = fx.write_jsonl(tmp_path / "good.jsonl")
    broken = tmp_path / "conversations.json"
    broken.write_text('[{"title": "x", "mapping": {}\n  "oops"]')
    invalid = tmp_path / "latin.jsonl"
    invalid.write_bytes(b'{"chat_id": "caf\xe9", "role": "user", "text": "caf\xe9 au lait"}\n')
    huge = tmp_path / "huge.jsonl"
    fx.write_jsonl(huge, [{"chat_id": "big", "role": "user", "text": "x" * 250_000},
                          {"chat_id": "nul", "role": "user", "text": "a\u0000b"},
                          {"chat_id": "empty", "role": "user", "text": "   "},
                          {"role": "user", "text": "no chat id"},
                          {"chat_id": "notext", "role": "user"}])
    duplicate = fx.write_chatgpt(tmp_path / "dup" / "conversations.json", [fx.chatgpt_conversation()] * 2) \
        if (tmp_path / "dup").mkdir() is None else None
    r = run("ingest", good, broken, invalid, huge, duplicate, "--into", tmp_path / "a", "-f", "json")
    assert r.exit_code == 3, r.stderr
    doc = json.loads(r.stdout)
    reasons = sorted(s["reason"] for s in doc["skipped"])
    assert reasons == ["duplicate id", "empty chat", "malformed JSON", "missing fields", "missing fields"]
    malformed = next(s for s in doc["skipped"] if s["reason"] == "malformed JSON")
    assert malformed["where"] == f"{broken}:2:3"
    assert any("not UTF-8 (byte 16), read as Windows-1252" in n for n in doc["repaired"]) and any("cut to 200,000" in n for n in doc["repaired"])
    assert any("NUL" in n for n in doc["repaired"])
    titles = {c["title"] for c in doc["chats"]}
    assert {"Lisbon trip planning", "café au lait", "Sourdough starter smells of acetone"} <= titles
    assert "skipped 5 (2 missing fields" in r.stderr.splitlines()[-1]
    big = next(c for c in doc["chats"] if c["title"].startswith("xxx"))
    assert len(raw_of(tmp_path / "a", big["chat_id"])["messages"][0]["content"]) < 201_000


def test_missing_input_and_unwritable_root_are_one_line_errors(tmp_path):
    r = run("ingest", tmp_path / "nope.json", "--into", tmp_path / "a")
    assert r.exit_code == 2 and r.stderr.strip() == f"kbsearch: {tmp_path / 'nope.json'}: no such file or folder"
    assert not (tmp_path / "a").exists()
    blocker = tmp_path / "file.txt"
    blocker.write_text("a file where a folder must go")
    r = run("ingest", fx.write_jsonl(tmp_path / "c.jsonl"), "--into", blocker / "archive")
    assert r.exit_code == 2 and r.stderr.startswith(f"kbsearch: cannot create {blocker / 'archive' / 'indexes'}")
    assert len(r.stderr.strip().splitlines()) == 1 and blocker.read_text() == "a file where a folder must go"


def test_a_failed_index_write_is_one_line_and_leaves_a_loadable_archive(tmp_path, monkeypatch):
    from kbsearch.ingest import pipeline

    root = tmp_path / "a"
    export = fx.write_jsonl(tmp_path / "c.jsonl")
    ingest([export], Options(root=root))
    before = snapshot(root)
    fx.write_jsonl(export, fx.jsonl_lines() + [{"chat_id": "c0ffee42", "role": "Maya", "text": "More."}])
    real = pipeline.stage

    def full_disk(path, data, durable=True):
        if path.name == "chat_index.latest.csv":  # the last of the three: the others are staged
            raise OSError(28, "No space left on device")
        return real(path, data, durable)

    monkeypatch.setattr(pipeline, "stage", full_disk)
    r = run("ingest", export, "--into", root)
    assert r.exit_code == 2 and r.stderr.strip().splitlines() == [
        f"kbsearch: cannot write {root / 'indexes' / 'chat_index.latest.csv'}: No space left on device; "
        "the indexes are as they were: free some space, then run ingest again"]
    assert not list((root / "indexes").glob(".kbsearch-ingest-*"))
    assert load_archive(root / "indexes", strict=True).chats["c0ffee42"].message_count == 2
    assert {k: v for k, v in snapshot(root).items() if k.startswith("indexes/")} == \
        {k: v for k, v in before.items() if k.startswith("indexes/")}


def test_nothing_is_written_outside_the_root(tmp_path):
    lines = [{"chat_id": "../../escape", "platform": "../../../etc", "title": "../../x", "role": "user",
              "text": "where do I land?"}]
    root = tmp_path / "deep" / "a"
    ingest([fx.write_jsonl(tmp_path / "e.jsonl", lines)], Options(root=root))
    written = [p for p in tmp_path.rglob("*") if p.is_file() and p.name != "e.jsonl"]
    assert written and all(root in p.parents for p in written)


def test_existing_rows_of_other_chats_and_foreign_columns_are_kept(tmp_path):
    root = tmp_path / "a"
    (root / "indexes").mkdir(parents=True)
    folder = root / "claude" / "2024" / "01" / "claude.20240101.abcdef12.mine"
    folder.mkdir(parents=True)
    (folder / "claude.20240101.abcdef12.mine.001.condensed.yml").write_text("summary: my own chat\n")
    (root / "indexes" / "chat_index.csv").write_text("chat_name,start_date,message_count,chunk_count,notes\n"
                                                     "claude.20240101.abcdef12.mine,2024-01-01,4,1,keep me\n")
    (root / "indexes" / "condensed_index.csv").write_text(
        "chat_name,filename,chunk_num\nclaude.20240101.abcdef12.mine,"
        "claude/2024/01/claude.20240101.abcdef12.mine/claude.20240101.abcdef12.mine.001.condensed.yml,1\n")
    (root / "indexes" / "all_topics.csv").write_text("topic,chat_name\nme.mine,claude.20240101.abcdef12.mine\n")
    ingest([fx.write_jsonl(tmp_path / "c.jsonl")], Options(root=root))
    chats = (root / "indexes" / "chat_index.csv").read_text().splitlines()
    assert chats[0] == "chat_name,start_date,message_count,chunk_count,notes"
    assert chats[1] == "claude.20240101.abcdef12.mine,2024-01-01,4,1,keep me"
    assert any(line.startswith("claude.20240502.c0ffee42.did_you_water_the_fern,2024-05-02,2,1,") for line in chats)
    archive = load_archive(root / "indexes")
    assert not archive.skipped and {"abcdef12", "c0ffee42"} <= set(archive.chats)
    assert not (root / "indexes" / "chat_index.latest.csv").exists()


def test_an_ingest_killed_at_any_point_leaves_valid_indexes(tmp_path):
    import signal
    import subprocess
    import time

    lines = [{"chat_id": f"chat-{i}", "title": f"Chat {i} about topic {i % 7}", "role": "user" if k % 2 == 0 else "assistant",
              "text": f"message {k} of chat {i}: gardening tomatoes number {i}", "timestamp": 1_700_000_000 + i * 100 + k}
             for i in range(600) for k in range(6)]
    export = fx.write_jsonl(tmp_path / "many.jsonl", lines)
    root = tmp_path / "a"
    ingest([fx.write_jsonl(tmp_path / "first.jsonl")], Options(root=root))
    cmd = [sys.executable, "-m", "kbsearch", "ingest", str(export), "--into", str(root)]
    outcomes = []
    for delay in (0.3, 0.6, 0.9, 1.2, 1.6, 2.0, 2.5):
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(delay)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        archive = load_archive(root / "indexes", strict=True)  # raises on any row naming a missing file
        outcomes.append(len(archive.chats))
        assert {"c0ffee42"} <= set(archive.chats)
    assert outcomes == sorted(outcomes)  # never fewer chats than before
    assert subprocess.run(cmd, capture_output=True).returncode == 0
    assert len(load_archive(root / "indexes", strict=True).chats) == 602
    assert not list((root / "indexes").glob(".kbsearch-ingest-*.tmp"))


def test_a_second_ingest_at_the_same_time_is_refused(tmp_path):
    import fcntl

    root = tmp_path / "a"
    (root / "indexes").mkdir(parents=True)
    with open(root / "indexes" / ".kbsearch-ingest.lock", "a") as fh:
        fcntl.flock(fh.fileno(), fcntl.LOCK_EX)
        r = run("ingest", fx.write_jsonl(tmp_path / "c.jsonl"), "--into", root)
    assert r.exit_code == 2 and "another ingest is writing" in r.stderr


def test_into_defaults_to_the_configured_archive_never_the_demo(tmp_path, monkeypatch):
    export = fx.write_jsonl(tmp_path / "c.jsonl")
    r = run("ingest", export)
    assert r.exit_code == 2 and "--into" in r.stderr
    root = tmp_path / "mine"
    (root / "indexes").mkdir(parents=True)
    monkeypatch.setenv("KBSEARCH_INDEX_DIR", str(root / "indexes"))
    r = run("ingest", export)
    assert r.exit_code == 0 and (root / "indexes" / "chat_index.latest.csv").is_file()


# -- --llm ------------------------------------------------------------------------------


def test_llm_condensation_is_validated_and_falls_back_per_chunk(tmp_path, monkeypatch):
    calls = tmp_path / "calls.txt"
    monkeypatch.setenv("FAKE_LLM_CALLS", str(calls))
    export = fx.write_jsonl(tmp_path / "c.jsonl")
    root = tmp_path / "a"
    r = run("ingest", export, "--into", root, "--llm", f"{FAKE_LLM} fenced")
    assert r.exit_code == 0, r.stderr
    c = condensed_of(root, "c0ffee42")
    assert c["summary"] == 'The fake model condensed "Did you water the fern?" into one line.'
    assert c["decisions"] == [{"decision": "Keep the fake model", "rationale": "it is fast"}]
    assert load_archive(root / "indexes").chats["c0ffee42"].topics == ["testing.fake_llm.condense", "testing.fake_llm"]
    # Unchanged chunks keep their condensation: no second call, no byte changed.
    before, n_calls = snapshot(root), len(calls.read_text().splitlines())
    run("ingest", export, "--into", root, "--llm", f"{FAKE_LLM} good")
    assert snapshot(root) == before and len(calls.read_text().splitlines()) == n_calls
    for mode in ("prose", "shape", "topics", "fail"):
        other = tmp_path / mode
        r = run("ingest", export, "--into", other, "--llm", f"{FAKE_LLM} {mode}")
        assert r.exit_code == 0, (mode, r.stderr)
        assert "offline condensation for 2 chunks" in r.stderr, mode
        assert condensed_of(other, "c0ffee42")["summary"].startswith("Did you water the fern?")


# -- real exports and round trips ------------------------------------------------------------


def test_round_trip_ingest_search_retrieve(tmp_path):
    root = tmp_path / "a"
    assert run("ingest", fx.write_claude(tmp_path / "export"), "--into", root).exit_code == 0
    r = run("search", "tide table Brest", "-i", root / "indexes", "-f", "jsonl", "-n", "1")
    hit = json.loads(r.stdout.splitlines()[0])
    assert hit["title"] == "Tide table page"
    r = run("retrieve", "-", "-i", root / "indexes", "--what", "artifacts", "--dir", tmp_path / "out",
            input=hit["chat_id"] + "\n")
    assert r.exit_code == 0
    files = [p.name for p in (tmp_path / "out").iterdir() if not p.name.startswith(("manifest", "MANIFEST"))]
    assert files == [f"{hit['chat_id']}.tide_table_page.Tide_table.html"]


def test_progress_and_summary_go_to_stderr_and_json_to_stdout(tmp_path):
    export = fx.write_jsonl(tmp_path / "c.jsonl")
    r = run("ingest", export, "--into", tmp_path / "a", "-f", "json")
    doc = json.loads(r.stdout)
    assert doc["counts"] == {"added": 2, "changed": 0, "unchanged": 0} and doc["messages"] == 4
    last = r.stderr.strip().splitlines()[-1]
    assert last.startswith("kbsearch: ingested 2 chats (2 new, 0 changed, 0 unchanged): 2 chunks, 4 messages, ~")
    r = run("ingest", export, "--into", tmp_path / "a")
    assert r.exit_code == 0 and r.stdout == "" and "(0 new, 0 changed, 2 unchanged)" in r.stderr


def test_yaml_written_by_hand_reads_back_exactly():
    from hypothesis import given, settings
    from hypothesis import strategies as st
    from kbsearch.ingest.yamlfmt import dump

    tricky = st.sampled_from(["", " ", "\n", "a\n", "a\n\n", " a\nb", "\n a", "  \n x", "yes", "No", "a: b",
                              "a #b", "- x", "1.5", "~", "null", "x\t\ny", "a\n \nb", "ไทย\nx", "A\n", "\u2028x\ny"])
    text = st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=60) | tricky
    leaf = text | st.integers() | st.booleans() | st.none() | st.floats(allow_nan=False)
    keys = st.sampled_from(["role", "content", "steps", "a_b", "decision: x", "#tag", "yes", ""]) | text
    tree = st.recursive(leaf, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
        keys, inner, max_size=3), max_leaves=8)

    @settings(max_examples=400, deadline=None)
    @given(st.dictionaries(keys, tree, min_size=1, max_size=3))
    def round_trip(doc):
        assert yaml.safe_load(dump(doc)) == doc

    round_trip()


# -- the real exports in ../shared/data --------------------------------------------------------

SHARED = Path(__file__).resolve().parents[2] / "shared" / "data"
EXPORTS = SHARED / "exports"
REALTALK_RAW = SHARED / "realtalk" / "raw"
needs_exports = pytest.mark.skipif(not EXPORTS.is_dir(), reason=f"real exports not found at {EXPORTS}")


@needs_exports
def test_real_exports_of_every_kind(tmp_path):
    r = run("ingest", EXPORTS, "--into", tmp_path / "a", "--projects", "-f", "json")
    assert r.exit_code == 0, r.stderr
    doc = json.loads(r.stdout)
    by_platform: dict[str, int] = {}
    for chat in doc["chats"]:
        by_platform[chat["platform"]] = by_platform.get(chat["platform"], 0) + 1
    assert by_platform == {"chatgpt": 1, "claude": 4, "google_ai_mode": 16}
    assert {s["reason"] for s in doc["skipped"]} <= {"not a chat export"}
    root = tmp_path / "a"
    archive = load_archive(root / "indexes", strict=True)
    chatgpt = next(c for c in archive.chats.values() if c.platform == "chatgpt")
    raw = raw_of(root, chatgpt.chat_id)
    kinds = {m.get("kind", "") for m in raw["messages"]}
    assert {"code", "execution_output"} <= kinds and "system" not in {m["role"] for m in raw["messages"]}
    stamps = [m["timestamp"] for m in raw["messages"]]
    assert stamps == sorted(stamps)
    old_claude = next(c for c in archive.chats.values() if c.title == "LLM Pricing Calculator")
    raw = raw_of(root, old_claude.chat_id)
    stamps = [m["timestamp"] for m in raw["messages"]]
    assert stamps == sorted(stamps) and raw["messages"][0]["role"] == "user"
    assert not any("<antThinking>" in m["content"] for m in raw["messages"])
    new_claude = next(c for c in archive.chats.values() if c.title == "Bleep bloop")
    answer = raw_of(root, new_claude.chat_id)["messages"][1]
    assert answer["thinking"] and answer["thinking"] not in answer["content"]
    assert r.stderr.strip().splitlines()[-1].startswith("kbsearch: ingested 21 chats (21 new")


@needs_exports
def test_artifacts_of_the_real_claude_export_are_retrieved_once_each(tmp_path):
    root = tmp_path / "a"
    run("ingest", EXPORTS / "claude" / "claude-to-sqlite__tests__artifacts.json", "--into", root)
    r = run("search", "LLM pricing calculator", "-i", root / "indexes", "-f", "jsonl", "-n", "1")
    chat_id = json.loads(r.stdout.splitlines()[0])["chat_id"]
    r = run("retrieve", "-", "-i", root / "indexes", "--what", "artifacts", "--dir", tmp_path / "out", input=chat_id + "\n")
    assert r.exit_code == 0, r.stderr
    files = sorted(p for p in (tmp_path / "out").iterdir() if not p.name.lower().startswith("manifest"))
    assert len(files) == 10 and all(p.suffix == ".html" for p in files)
    assert all(p.read_text().lstrip().lower().startswith("<!doctype html") for p in files)


def realtalk_to_jsonl(out: Path) -> dict[str, list[dict]]:
    """REALTALK's chats in the generic JSONL format, one chat per session; returns the
    lines by chat id."""
    from datetime import datetime

    chats: dict[str, list[dict]] = {}
    with open(out, "w", encoding="utf-8") as fh:
        for source in sorted(REALTALK_RAW.glob("Chat_*.json")):
            data = json.loads(source.read_text(encoding="utf-8"))
            for key in sorted((k for k in data if k.startswith("session_") and k[8:].isdigit()), key=lambda k: int(k[8:])):
                chat_id = f"{source.stem}-{key}"
                for turn in data[key]:
                    when = datetime.strptime(turn["date_time"], "%d.%m.%Y, %H:%M:%S").isoformat()
                    line = {"chat_id": chat_id, "title": f"{source.stem.replace('_', ' ')} {key.replace('_', ' ')}",
                            "platform": "realtalk", "timestamp": when, "role": turn["speaker"],
                            "text": turn["clean_text"]}
                    chats.setdefault(chat_id, []).append(line)
                    fh.write(json.dumps(line, ensure_ascii=False) + "\n")
    return chats


@pytest.mark.skipif(not REALTALK_RAW.is_dir(), reason=f"REALTALK chats not found at {REALTALK_RAW}")
def test_the_realtalk_files_as_they_are_are_no_export(tmp_path):
    for given in (REALTALK_RAW / "Chat_1_Emi_Elise.json", REALTALK_RAW):
        r = run("ingest", given, "--into", tmp_path / "a")
        assert r.exit_code == 1 and len(r.stderr.splitlines()) == 1 and "not a chat export" in r.stderr, r.stderr
        assert not (tmp_path / "a").exists()


@pytest.mark.skipif(not REALTALK_RAW.is_dir(), reason=f"REALTALK chats not found at {REALTALK_RAW}")
def test_realtalk_as_generic_jsonl_round_trip(tmp_path):
    chats = realtalk_to_jsonl(tmp_path / "realtalk.jsonl")
    root = tmp_path / "a"
    r = run("ingest", tmp_path / "realtalk.jsonl", "--into", root)
    assert r.exit_code == 0, r.stderr
    archive = load_archive(root / "indexes", strict=True)
    assert len(archive.chats) == len(chats) and sum(c.message_count for c in archive.chats.values()) == \
        sum(len(v) for v in chats.values())
    # A long message of one session, searched for in its own words, finds that session.
    chat_key, lines = sorted(chats.items())[len(chats) // 2]
    text = max((line["text"] for line in lines), key=len)
    r = run("search", text, "-i", root / "indexes", "-f", "jsonl", "-n", "3")
    hits = [json.loads(line) for line in r.stdout.splitlines()]
    wanted = lines[0]["title"]
    assert wanted in [h["title"] for h in hits], (text, [h["title"] for h in hits])
    chat_id = next(h["chat_id"] for h in hits if h["title"] == wanted)
    r = run("retrieve", "-", "-i", root / "indexes", "--what", "both", "--dir", tmp_path / "out", input=chat_id + "\n")
    assert r.exit_code == 0
    copied = [p.name for p in (tmp_path / "out").iterdir()]
    assert sum(name.endswith(".condensed.yml") for name in copied) == archive.chats[chat_id].chunk_count
    raw_copy = next(p for p in (tmp_path / "out").iterdir() if p.name.endswith(".001.yml"))
    assert text in [m["content"] for m in yaml.safe_load(raw_copy.read_text(encoding="utf-8"))["messages"]]


# -- found in review: each of these once lost data or crashed -----------------------------------


def _upstream_archive(root: Path) -> Path:
    """An archive the user's own pipeline wrote: chat_name columns, no ingest record."""
    folder = root / "claude" / "2025" / "11" / "claude.20251104.f38650c9.reviewing"
    folder.mkdir(parents=True)
    (folder / "claude.20251104.f38650c9.reviewing.001.yml").write_text("messages:\n- role: user\n  content: upstream\n")
    (folder / "claude.20251104.f38650c9.reviewing.001.condensed.yml").write_text("summary: upstream\n")
    (root / "indexes").mkdir()
    (root / "indexes" / "chat_index.csv").write_text(
        'chat_name,start_date,message_count,chunk_count,notes\r\n'
        'claude.20251104.f38650c9.reviewing,2025-11-04,2,1,"keep, me",extra\r\n')
    (root / "indexes" / "condensed_index.csv").write_text(
        "chat_name,filename,chunk_num\r\nclaude.20251104.f38650c9.reviewing,"
        "claude/2025/11/claude.20251104.f38650c9.reviewing/claude.20251104.f38650c9.reviewing.001.condensed.yml,1\r\n")
    (root / "indexes" / "all_topics.csv").write_text("topic,chat_name\r\nme.review,claude.20251104.f38650c9.reviewing\r\n")
    return folder


def test_a_chat_of_the_users_own_pipeline_is_never_taken_over(tmp_path):
    root = tmp_path / "a"
    folder = _upstream_archive(root)
    before = {p.name: p.read_bytes() for p in folder.iterdir()}
    index_before = (root / "indexes" / "chat_index.csv").read_bytes()
    lines = [{"chat_id": "f38650c9", "title": "Same id, other chat", "role": "user", "text": "mine",
              "timestamp": "2025-01-01T00:00:00Z"}]
    (plan,) = ingest([fx.write_jsonl(tmp_path / "c.jsonl", lines)], Options(root=root)).plans
    assert plan.chat_id != "f38650c9" and CHAT_ID.match(plan.chat_id)
    assert {p.name: p.read_bytes() for p in folder.iterdir()} == before
    after = (root / "indexes" / "chat_index.csv").read_bytes()
    assert after.startswith(index_before)  # the user's rows, CRLF, quoting and extra cell, as they were
    assert after[len(index_before):].endswith(b"\r\n") and b"Same id" not in after  # chat_name columns only
    assert plan.chat_id.encode() in after


def test_notes_with_the_same_name_in_different_folders_stay_two_chats(tmp_path):
    for name in ("projA", "projB"):
        (tmp_path / name).mkdir()
        (tmp_path / name / "README.md").write_text(f"# Notes of {name}\n\nUser: what is {name} about?\n")
    root = tmp_path / "a"
    both = ingest([tmp_path / "projA" / "README.md", tmp_path / "projB" / "README.md"], Options(root=root))
    assert len(both.plans) == 2 and not both.problems
    one = ingest([tmp_path / "projA"], Options(root=tmp_path / "b"))
    files_a = snapshot(tmp_path / "b")
    other = ingest([tmp_path / "projB"], Options(root=tmp_path / "b"))
    assert one.plans[0].chat_id != other.plans[0].chat_id and other.plans[0].status == "added"
    assert all(snapshot(tmp_path / "b")[k] == v for k, v in files_a.items() if not k.startswith("indexes/"))


def test_a_models_condensation_survives_plain_reruns_and_offline_ones_are_upgraded(tmp_path, monkeypatch):
    export = fx.write_jsonl(tmp_path / "c.jsonl")
    root = tmp_path / "a"
    ingest([export], Options(root=root))
    assert condensed_of(root, "c0ffee42")["condensed_metadata"]["condensed_by"] == "offline"
    r = run("ingest", export, "--into", root, "--llm", f"{FAKE_LLM} good")
    assert "changed\tc0ffee42" in r.stdout
    assert condensed_of(root, "c0ffee42")["condensed_metadata"]["condensed_by"] == "llm"
    before = snapshot(root)
    report = ingest([export], Options(root=root))  # no --llm this time
    assert report.count("unchanged") == 2 and snapshot(root) == before


def test_a_source_id_with_a_newline_is_recognised_on_every_run(tmp_path):
    lines = [{"chat_id": "a\nb", "role": "user", "text": "hello", "timestamp": 1_700_000_000}]
    export = fx.write_jsonl(tmp_path / "c.jsonl", lines)
    ids = {ingest([export], Options(root=tmp_path / "a")).plans[0].chat_id for _ in range(3)}
    assert len(ids) == 1 and len(load_archive(tmp_path / "a" / "indexes").chats) == 1


def test_a_chat_folder_that_is_a_symlink_out_of_the_root_is_refused(tmp_path):
    export = fx.write_jsonl(tmp_path / "c.jsonl")
    root = tmp_path / "a"
    (plan,) = [p for p in ingest([export], Options(root=root)).plans if p.chat_id == "c0ffee42"]
    outside = tmp_path / "outside"
    outside.mkdir()
    for f in plan.folder.iterdir():
        f.rename(outside / f.name)  # the chat's files now live outside, reached by a link
    plan.folder.rmdir()
    plan.folder.symlink_to(outside)
    before = snapshot(outside)
    grown = fx.jsonl_lines() + [{"chat_id": "c0ffee42", "role": "Maya", "text": "And the cactus?"}]
    r = run("ingest", fx.write_jsonl(export, grown), "--into", root)
    assert r.exit_code == 2 and "refusing to write outside the archive root" in r.stderr
    assert snapshot(outside) == before


def test_odd_values_in_valid_json_never_crash(tmp_path):
    good = fx.chatgpt_conversation()
    odd = [
        {**fx.chatgpt_conversation("c2"), "mapping": {"a": None, "b": {"parent": "a", "children": 3, "message": None}}},
        {**fx.chatgpt_conversation("c3"), "current_node": ["x"]},
        {**fx.chatgpt_conversation("c4"), "title": 42},
    ]
    odd[1]["mapping"]["u1"]["message"]["content"] = "plain string content"
    odd[1]["mapping"]["a1"]["message"]["author"] = "assistant"
    odd[1]["mapping"]["a2"]["message"]["metadata"] = "x"
    fx.write_chatgpt(tmp_path / "conversations.json", [good] + odd)
    claude = fx.claude_old("u-odd")
    claude["chat_messages"][0]["attachments"] = 5
    claude["chat_messages"][1]["files"] = [{"file_name": 7}]
    claude["name"] = "bad \ud800 title"
    (tmp_path / "claude").mkdir()
    (tmp_path / "claude" / "conversations.json").write_text(json.dumps([claude]))
    (tmp_path / "MyActivity.json").write_text(json.dumps([
        {"header": "Gemini Apps", "title": "Prompted hi", "time": "2025-01-01T00:00:00Z", "safeHtmlItem": True},
        {"header": "Gemini Apps", "title": "Used Gemini Apps", "time": "2025-01-02T00:00:00Z"}]))
    r = run("ingest", tmp_path / "conversations.json", tmp_path / "claude", tmp_path / "MyActivity.json",
            "--into", tmp_path / "a", "-f", "json")
    assert r.exit_code in (0, 3) and "Traceback" not in r.stderr, r.stderr
    doc = json.loads(r.stdout)
    titles = {c["title"] for c in doc["chats"]}
    assert {"Sourdough starter smells of acetone", "bad \ufffd title", "hi", "42"} <= titles
    assert any(s["reason"] == "not a conversation" for s in doc["skipped"])
    assert load_archive(tmp_path / "a" / "indexes", strict=True).chats


def test_json_lines_may_hold_unicode_line_separators(tmp_path):
    export = tmp_path / "c.jsonl"
    export.write_text(json.dumps({"chat_id": "x1", "role": "user", "text": "one\u2028two\x85three"},
                                 ensure_ascii=False) + "\n", encoding="utf-8")
    report = ingest([export], Options(root=tmp_path / "a"))
    assert not report.problems and report.plans[0].messages == 1


def test_claude_tool_calls_and_results_are_turns_of_their_own(tmp_path):
    conv = fx.claude_new("t-1")
    conv["chat_messages"][1]["content"] = [
        {"type": "text", "text": "Let me check the tide tables."},
        {"type": "tool_use", "name": "web_search", "input": {"query": "Brest tides"}},
        {"type": "tool_result", "content": [{"type": "text", "text": "High tide 06:12"}]},
        {"type": "text", "text": "High tide is at 06:12, so launch at 05:30."},
    ]
    (tmp_path / "e").mkdir()
    (tmp_path / "e" / "conversations.json").write_text(json.dumps([conv]))
    (plan,) = ingest([tmp_path / "e"], Options(root=tmp_path / "a")).plans
    messages = raw_of(tmp_path / "a", plan.chat_id)["messages"]
    assert [(m["role"], m.get("kind", "")) for m in messages] == [
        ("user", ""), ("assistant", ""), ("assistant", "tool_use"), ("tool", "tool_output"), ("assistant", "")]
    assert messages[-1]["content"] == "High tide is at 06:12, so launch at 05:30."


def test_unclosed_fences_and_artifact_tags_do_not_stall(tmp_path):
    text = "```py\n" * 3000 + "<antArtifact title=\"x\">" * 2000 + "\nI decided to stop here because it loops."
    lines = [{"chat_id": "x2", "role": "user", "text": text, "timestamp": 1_700_000_000}]
    (plan,) = ingest([fx.write_jsonl(tmp_path / "c.jsonl", lines)], Options(root=tmp_path / "a")).plans
    assert "decisions" in condensed_of(tmp_path / "a", plan.chat_id)


def test_a_notes_folder_with_other_files_still_reads_the_notes(tmp_path):
    notes = fx.write_notes(tmp_path / "notes")
    (notes / "settings.json").write_text('{"theme": "dark"}')
    report = ingest([notes], Options(root=tmp_path / "a"))
    assert len(report.plans) == 3 and [p.reason for p in report.problems] == ["not a chat export"]


def test_chatgpt_entity_markers_keep_the_name_they_show(tmp_path):
    conv = fx.chatgpt_conversation()
    conv["mapping"]["a2"]["message"]["content"]["parts"] = [
        "Visit \ue200entity\ue202[\"city\",\"Brest\",\"port\"]\ue201 at dawn\ue200cite\ue202turn0search1\ue201. \uf8ff"]
    fx.write_chatgpt(tmp_path / "conversations.json", [conv])
    (plan,) = ingest([tmp_path / "conversations.json"], Options(root=tmp_path / "a")).plans
    assert raw_of(tmp_path / "a", plan.chat_id)["messages"][-1]["content"] == "Visit Brest at dawn. \uf8ff"


def test_takeout_cards_with_the_same_prompt_stay_apart(tmp_path):
    card = fx.GEMINI_CARD
    html = fx.TAKEOUT_HEAD + card.format(prompt="Hi", when="3 มี.ค. 2025", response="First answer") + \
        card.format(prompt="Hi", when="3 มี.ค. 2025", response="Second answer") + "</div></body></html>"
    (tmp_path / "MyActivity.html").write_text(html, encoding="utf-8")
    report = ingest([tmp_path / "MyActivity.html"], Options(root=tmp_path / "a"))
    assert len(report.plans) == 2 and not report.problems


def test_a_file_without_timestamps_is_undated_and_copying_it_changes_nothing(tmp_path):
    lines = [{"chat_id": "n1", "title": "Undated", "role": "user", "text": "no time at all"}]
    export = fx.write_jsonl(tmp_path / "c.jsonl", lines)
    root = tmp_path / "a"
    (plan,) = ingest([export], Options(root=root)).plans
    assert plan.folder.parent.name == "undated" and ".00000000." in plan.folder.name
    before = snapshot(root)
    os.utime(export, (1_000_000_000, 1_000_000_000))  # a fresh copy of the same file
    assert ingest([export], Options(root=root)).plans[0].status == "unchanged" and snapshot(root) == before
    assert load_archive(root / "indexes", strict=True).chats[plan.chat_id].date_start is None


def test_an_existing_index_with_a_huge_cell_is_read(tmp_path):
    root = tmp_path / "a"
    ingest([fx.write_jsonl(tmp_path / "c.jsonl")], Options(root=root))
    index = root / "indexes" / "chat_index.latest.csv"
    index.write_text(index.read_text() + 'abcdef12,"' + "x" * 300_000 + '",other,2024-01-01,2024-01-01,1,1,1,1\n')
    lines = fx.jsonl_lines() + [{"chat_id": "c0ffee42", "role": "Maya", "text": "One more."}]
    report = ingest([fx.write_jsonl(tmp_path / "c.jsonl", lines)], Options(root=root))
    assert report.count("changed") == 1
    assert ("x" * 300_000) in index.read_text()
