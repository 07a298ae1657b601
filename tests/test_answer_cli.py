"""`kbsearch answer` and `kbsearch ask` through the CLI."""

import json
import shlex
import sys
from pathlib import Path

from cli_run import run

FAKE_LLM = Path(__file__).parent / "fake_llm.py"
CHATTY = "What problems have we had with Chatty?"


def test_answer_markdown_and_json(demo_dir):
    md = run("answer", CHATTY, "-f", "md")
    assert md.exit_code == 0
    for part in ('## Question: "What problems have we had with Chatty?"', "### Answer", "**Summary**:",
                 "**Details**:", "**Caveats**:", "### Sources", "### To Verify"):
        assert part in md.stdout
    doc = json.loads(run("answer", CHATTY, "-f", "json").stdout)
    assert set(doc) >= {"question", "summary", "details", "caveats", "sources", "verification_paths",
                        "total_source_tokens", "search_path"}
    assert len(doc["sources"]) >= 4 and len(doc["details"]) >= 3


def test_nothing_answers_exit_1(demo_dir):
    r = run("answer", "zxqvw flurbl?", "-f", "json")
    assert r.exit_code == 1 and json.loads(r.stdout)["sources"] == []


def test_ask_picks_the_mode_and_says_so(demo_dir):
    r = run("ask", CHATTY, "-f", "json")
    assert r.exit_code == 0 and "mode: ANSWER" in r.stderr and "summary" in json.loads(r.stdout)
    r = run("ask", "find memory slots", "-f", "json")
    assert r.exit_code == 0 and "mode: SEARCH" in r.stderr and json.loads(r.stdout)["found"] >= 10


def test_llm_answer_and_fallback_through_the_cli(demo_dir):
    good = f"{shlex.quote(sys.executable)} {shlex.quote(str(FAKE_LLM))} good"
    r = run("answer", CHATTY, "--llm", good, "-f", "json")
    doc = json.loads(r.stdout)
    assert r.exit_code == 0 and doc["answered_by"].startswith("LLM (") and "not used" not in r.stderr
    assert doc["summary"].startswith("The fake model answers")
    bad = f"{shlex.quote(sys.executable)} {shlex.quote(str(FAKE_LLM))} invented"
    r = run("answer", CHATTY, "--llm", bad, "-f", "json")
    assert r.exit_code == 0 and "offline answer instead" in r.stderr
    assert json.loads(r.stdout)["sources"]


def with_short(monkeypatch, *items):
    """The offline composer, as if it had found this short answer: (text, citations) items."""
    from dataclasses import replace

    from kbsearch.answer import compose, meaning
    from kbsearch.answer.model import ShortItem

    real = compose.answer

    def answer(*args, **kwargs):
        a = real(*args, **kwargs)
        short_items = [ShortItem(text, cites) for text, cites in items]
        return replace(a, short=", ".join(i.text for i in short_items), short_items=short_items)

    monkeypatch.setattr(compose, "answer", answer)


def test_the_short_answer_is_the_first_line_of_every_view(demo_dir, monkeypatch):
    with_short(monkeypatch, ("Ned", [1]), ("Daisy", [1]), ("Max", [2]))
    doc = json.loads(run("answer", CHATTY, "-f", "json").stdout)
    assert doc["short"] == "Ned, Daisy, Max"
    assert doc["short_items"] == [{"text": "Ned", "citations": [1]}, {"text": "Daisy", "citations": [1]},
                                  {"text": "Max", "citations": [2]}]
    line = json.loads(run("answer", CHATTY, "-f", "jsonl").stdout.splitlines()[0])
    assert line["short"] == doc["short"] and line["short_items"] == doc["short_items"]
    assert json.loads(run("ask", CHATTY, "-f", "json").stdout)["short_items"] == doc["short_items"]
    cited = f"Ned [1], Daisy [1], Max [2] ({doc['confidence']} confidence)"
    md = run("answer", CHATTY, "-f", "md").stdout
    assert md.split("### Answer\n\n", 1)[1].startswith(f"**Answer**: {cited}\n\n**Summary**: ")
    # The terminal view draws the same markdown; in a pipe, and with NO_COLOR, it stays plain text.
    for no_color in (None, "1"):
        if no_color:
            monkeypatch.setenv("NO_COLOR", no_color)
        table = run("answer", CHATTY, "-f", "table").stdout
        assert "\x1b" not in table and "**" not in table
        lines = [ln.strip() for ln in table.splitlines() if ln.strip()]
        after = lines[lines.index("Answer") + 1:]  # the heading, then the short answer
        assert after[0] == f"Answer: {cited}" and after[1].startswith("Summary: ")


def test_without_a_short_answer_the_summary_comes_first(demo_dir, monkeypatch):
    with_short(monkeypatch)
    doc = json.loads(run("answer", CHATTY, "-f", "json").stdout)
    assert doc["short"] == "" and doc["short_items"] == []
    md = run("answer", CHATTY, "-f", "md").stdout
    assert "**Answer**" not in md and md.split("### Answer\n\n", 1)[1].startswith("**Summary**: ")
    lines = [ln.strip() for ln in run("answer", CHATTY, "-f", "table").stdout.splitlines() if ln.strip()]
    assert lines[lines.index("Answer") + 1].startswith("Summary: ")


def test_llm_short_answer_through_the_cli(demo_dir):
    fake = f"{shlex.quote(sys.executable)} {shlex.quote(str(FAKE_LLM))}"
    r = run("answer", CHATTY, "--llm", f"{fake} good", "-f", "md")
    assert r.exit_code == 0 and "not used" not in r.stderr
    assert r.stdout.split("### Answer\n\n", 1)[1].startswith("**Answer**: ")
    r = run("answer", CHATTY, "--llm", f"{fake} short-unsupported", "-f", "json")
    assert r.exit_code == 0 and json.loads(r.stdout)["summary"].startswith("The fake model answers")
    assert "LLM short answer not used" in r.stderr and "“zanzibar” is not in the evidence it cites" in r.stderr


def test_answer_output_file_and_retrieve(demo_dir, tmp_path, monkeypatch):
    monkeypatch.setenv("KBSEARCH_OUTPUTS_DIR", str(tmp_path / "outputs"))
    r = run("answer", CHATTY, "--output-file", "--retrieve", tmp_path / "cited", "-f", "json")
    assert r.exit_code == 0, r.stderr
    files = list((tmp_path / "outputs").glob("answer_*.md"))
    assert len(files) == 1 and files[0].read_text().startswith('## Question: "What problems')
    manifest = json.loads((tmp_path / "cited" / "manifest.json").read_text())
    assert manifest["mode"] == "answer" and manifest["totals"]["files"] >= 4


RELEVANT = {"c81d4a27", "9d2ca6b8", "b67f1e0c", "a0c4d7e5", "e9d03b27", "d09e3c4a", "e7c1a5d9"}


def test_answer_with_embeddings_and_without_the_model(demo_embedded, monkeypatch):
    r = run("answer", CHATTY, "--rerank", "-f", "json")
    assert "rerank unavailable" not in r.stderr
    doc = json.loads(r.stdout)
    assert len(doc["sources"]) >= 4 and {s["chat_id"] for s in doc["sources"]} <= RELEVANT
    monkeypatch.setenv("KBSEARCH_NO_EMBEDDINGS", "1")
    r = run("answer", CHATTY, "--rerank", "-f", "json")
    assert r.exit_code == 0 and r.stderr.count("rerank unavailable") == 1
    assert {s["chat_id"] for s in json.loads(r.stdout)["sources"]} <= RELEVANT


def test_answer_rerank_reads_stored_passage_vectors(demo_embedded, monkeypatch):
    """With `kbsearch embed` done, answer --rerank reads the evidence passages' vectors from
    the store and encodes only the question; encoding every passage itself (no store)
    gives the same sources."""
    from kbsearch.answer import compose, meaning
    from kbsearch.ranking.search import Searcher
    from kbsearch.semantic import embed

    encoded: list[int] = []
    real = embed.encode
    monkeypatch.setattr(embed, "encode", lambda texts, bulk=False: encoded.append(len(texts)) or real(texts, bulk))
    questions = [CHATTY, "How did we fix the MCP timeout?"]
    with_store = []
    for q in questions:
        encoded.clear()
        with_store.append(compose.answer(Searcher.open(), q, rerank=True).to_dict())
        # One text per call: the question (the search's, then the answer's, a cache hit) and
        # the question without the names it says.
        assert encoded and set(encoded) == {1}, encoded
    monkeypatch.setattr(meaning, "_stored_vectors", lambda searcher, passages: {})
    for q, doc in zip(questions, with_store):
        encoded.clear()
        alone = compose.answer(Searcher.open(), q, rerank=True).to_dict()
        assert max(encoded) > 10  # every passage encoded here
        assert [s["chat_id"] for s in alone["sources"]] == [s["chat_id"] for s in doc["sources"]]
