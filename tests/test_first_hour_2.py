"""A new user's first hour, second round (issue 29): the archive they meant, honest help,
results that belong. Each rough edge kept fixed."""

from __future__ import annotations

import json

import pytest

from test_first_hour import run

COMMANDS = [["search", "memory"], ["answer", "what about memory?"], ["stats"], ["check"], ["show", "9e4b1a7f"],
            ["similar", "9e4b1a7f"], ["index", "status"], ["embed"], ["mcp"]]


# -- 1. a configured archive that is missing is an error, never the demo -------------------

@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: " ".join(c[:2]))
def test_a_mistyped_ai_root_is_an_error_naming_the_variable_and_the_folder(tmp_path, monkeypatch, command):
    monkeypatch.setenv("AI_ROOT", str(tmp_path / "ai"))
    code, out, err = run(*command)
    wanted = tmp_path / "ai" / "ai_memories" / "40_histories" / "indexes"
    assert code == 2 and out == "" and err.count("\n") == 1, err
    assert err.startswith(f"kbsearch: $AI_ROOT is {tmp_path / 'ai'}, but {wanted} does not exist") and "internal" not in err


@pytest.mark.parametrize("command", COMMANDS[:4], ids=lambda c: c[0])
def test_a_missing_kbsearch_index_dir_is_an_error_naming_the_variable(tmp_path, monkeypatch, command):
    monkeypatch.setenv("KBSEARCH_INDEX_DIR", str(tmp_path / "nowhere"))
    code, out, err = run(*command)
    assert code == 2 and out == "" and err.count("\n") == 1
    assert err.startswith(f"kbsearch: $KBSEARCH_INDEX_DIR is {tmp_path / 'nowhere'}, which does not exist")


def test_kbsearch_index_dir_naming_a_file_is_an_error(tmp_path, monkeypatch):
    (tmp_path / "file").write_text("x")
    monkeypatch.setenv("KBSEARCH_INDEX_DIR", str(tmp_path / "file"))
    code, out, err = run("search", "memory")
    assert code == 2 and "which is not a folder" in err and out == ""


def test_a_missing_settings_file_named_by_kbsearch_config_is_an_error(tmp_path, monkeypatch):
    monkeypatch.setenv("KBSEARCH_CONFIG", str(tmp_path / "config.yaml"))
    code, out, err = run("search", "memory")
    assert code == 2 and out == ""
    assert err.splitlines(keepends=True)[-1] == f"kbsearch: $KBSEARCH_CONFIG is {tmp_path / 'config.yaml'}, which does not exist: point it at a " \
                  "settings file, or unset it to use ~/.config/kbsearch/config.yaml\n"


def test_with_nothing_configured_the_demo_is_searched_and_says_so():
    code, out, _ = run("stats", "-f", "json")
    assert code == 0 and json.loads(out)["index_source"] == "bundled demo archive"
    code, out, _ = run("search", "memory", "-n", "1")
    assert code == 0 and json.loads(out)["chat_id"] == "f0c93d7b"


def test_ingest_writes_into_the_configured_archive_even_before_it_exists(tmp_path, monkeypatch):
    from conftest import REPO

    monkeypatch.setenv("KBSEARCH_INDEX_DIR", str(tmp_path / "new" / "indexes"))
    code, _, err = run("ingest", REPO / "examples" / "chats.jsonl")
    assert code == 0, err
    assert (tmp_path / "new" / "indexes" / "chat_index.latest.csv").is_file()
    monkeypatch.delenv("KBSEARCH_INDEX_DIR")
    (tmp_path / "ai").mkdir()
    monkeypatch.setenv("AI_ROOT", str(tmp_path / "ai"))  # a root that exists gets its archive made
    assert run("ingest", REPO / "examples" / "chats.jsonl")[0] == 0
    assert (tmp_path / "ai" / "ai_memories" / "40_histories" / "indexes" / "chat_index.latest.csv").is_file()
    monkeypatch.setenv("AI_ROOT", str(tmp_path / "mistyped"))  # one that does not is refused
    code, _, err = run("ingest", REPO / "examples" / "chats.jsonl")
    assert code == 2 and "$AI_ROOT is" in err and not (tmp_path / "mistyped").exists()


# -- 2. ingest --into an indexes folder means its archive -------------------------------------

@pytest.mark.parametrize("name", ["indexes", "idx"])
def test_ingest_into_an_indexes_folder_writes_into_its_archive_and_says_so(tmp_path, name):
    from conftest import REPO

    export = REPO / "examples" / "chats.jsonl"
    if name == "indexes":  # a new folder named like an indexes folder
        into = tmp_path / "mine" / "indexes"
    else:  # an archive whose indexes folder has another name, made first through its root
        assert run("ingest", export, "--into", tmp_path / "mine")[0] == 0
        (tmp_path / "mine" / "indexes").rename(tmp_path / "mine" / name)
        into = tmp_path / "mine" / name
    code, out, err = run("ingest", export, "--into", into)
    assert code == 0, err
    assert err.splitlines()[0] == (f"kbsearch: --into {into} "
                                   + ("is named like an archive's indexes folder" if name == "indexes" else
                                      "holds an archive's index CSVs")
                                   + f": writing into its archive, {tmp_path / 'mine'} (--into takes the archive root, "
                                   "-i of the other commands its indexes folder)")
    assert not (into / "indexes").exists() and not (into / "chatgpt").exists()
    assert (tmp_path / "mine" / "chatgpt").is_dir() and (into / "chat_index.latest.csv").is_file()
    code, out, _ = run("search", "kombucha", "-i", into, "-f", "tsv")
    assert code == 0 and "c4131c16\tKombucha second fermentation" in out


def test_ingest_into_an_archive_root_says_nothing_about_it(tmp_path):
    from conftest import REPO

    code, _, err = run("ingest", REPO / "examples" / "chats.jsonl", "--into", tmp_path / "indexes-archive")
    assert code == 0 and "--into" not in err and (tmp_path / "indexes-archive" / "indexes").is_dir()
    code, _, err = run("ingest", REPO / "examples" / "chats.jsonl", "--into", tmp_path / "indexes-archive")
    assert code == 0 and "--into" not in err


def test_the_help_says_which_folder_each_option_takes():
    _, ingest_help, _ = run("ingest", "--help")
    _, search_help, _ = run("search", "--help")
    flat = " ".join(ingest_help.split()) + " " + " ".join(search_help.split())
    assert "Archive root to write: the folder that holds indexes/" in flat
    assert "The archive's indexes folder, with the three index CSVs (ingest --into takes the folder above it)" in flat
