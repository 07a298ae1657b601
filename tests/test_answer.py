"""ANSWER mode's core: the offline answer's layout and citation invariants on the demo
archive, its JSON form, the Chatty acceptance query, an answer with nothing found, and
--llm with a fake model command (good, invented citation, none, failing, hanging, silent)
and the model's Short line (used when the evidence bears it out, else the offline short)."""

from __future__ import annotations

import json
import re
import shlex
import sys
import time
from datetime import date
from pathlib import Path

import pytest
from kbsearch.answer.compose import Answer, Source, answer, answer_text_citations, caveats_for
from kbsearch.errors import BadQuery, KbsearchError
from kbsearch.answer.llm import (
    LlmFailed,
    answer_with_llm,
    apply_reply,
    check_citations,
    load_template,
    parse_reply,
    parse_short,
    render_prompt,
    run_llm,
)
from kbsearch.answer.model import ShortItem
from kbsearch.render.answer_md import answer_markdown
from kbsearch.ranking.search import Searcher, SearchOptions

FAKE_LLM = Path(__file__).parent / "fake_llm.py"
CHATTY = "What problems have we had with Chatty?"
# The demo chats about problems with ChatGPT (d09e3c4a and e7c1a5d9 compare assistants).
RELEVANT = {"c81d4a27", "9d2ca6b8", "b67f1e0c", "a0c4d7e5", "e9d03b27", "d09e3c4a", "e7c1a5d9"}
NOTHING = "What do we know about zqxwvj?"
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December")


def fake(mode: str) -> str:
    return f"{shlex.quote(sys.executable)} {shlex.quote(str(FAKE_LLM))} {mode}"


@pytest.fixture
def demo(demo_dir) -> Searcher:
    return Searcher.open(demo_dir)


@pytest.fixture
def chatty(demo) -> Answer:
    return answer(demo, CHATTY)


def assert_invariants(a: Answer) -> None:
    """Every [n] resolves, every source is cited, numbering follows first citation,
    the details carry their own citations, and the token totals add up."""
    cited = answer_text_citations(a)
    numbers = [s.number for s in a.sources]
    assert numbers == list(range(1, len(a.sources) + 1))
    assert set(cited) == set(numbers), "a citation without a source, or a source never cited"
    assert list(dict.fromkeys(cited)) == numbers, "sources not numbered in order of first citation"
    # The summary states the answer; details hold what else supports it (none when the
    # lead sentences are all there is).
    assert re.search(r"\[\d+\]\.?$", a.summary) and len(a.details) <= 5
    for point in a.details:
        in_text = [int(n) for n in re.findall(r"\[(\d+)\]", point.text)]
        assert point.citations and list(dict.fromkeys(in_text)) == point.citations
        assert re.search(r"\[\d+\]\.?$", point.text), f"point does not end with its citations: {point.text}"
    running = 0
    for s in a.sources:
        running += s.tokens
        assert s.running_total == running
        assert s.paths and all(p in a.verification_paths for p in s.paths)
    assert a.total_source_tokens == running
    assert len(a.verification_paths) == len(set(a.verification_paths))
    assert all(Path(p).is_file() for p in a.verification_paths)


# -- the offline answer ----------------------------------------------------------------------


def test_demo_answer_keeps_the_citation_invariants(chatty):
    assert chatty.found
    assert_invariants(chatty)
    assert chatty.search_path.startswith("all layers merged (thorough)")
    assert chatty.summary and re.search(r"\[\d+\]", chatty.summary)


def test_other_questions_keep_the_invariants(demo):
    for question in ("What did we decide about memory slots?", "Why did we choose YAML?",
                     "How did we fix the MCP server timeout?", "What problems did we have with Claude?"):
        a = answer(demo, question)
        assert a.found, question
        assert_invariants(a)


def test_chatty_acceptance(chatty):
    """The old tool's best moment: several cited categories of problems, no irrelevant source."""
    assert len(chatty.details) >= 3
    labels = [p.text.split(":", 1)[0] for p in chatty.details]
    assert len(set(labels)) == len(labels), labels
    assert all(p.citations for p in chatty.details)
    assert len(chatty.sources) >= 4
    assert {s.chat_id for s in chatty.sources} <= RELEVANT
    # Cited chats with failures sections lead with them: "problem" questions read failures.
    assert any(e.kind == "failures" for e in chatty.evidence)
    # The summary leads with a sentence that names a problem with ChatGPT, dated.
    assert "ChatGPT" in chatty.summary and " — in the chat of " in chatty.summary
    assert chatty.confidence in ("high", "medium")


def test_chatty_caveats_say_the_word_was_read_through_synonyms(chatty):
    text = " ".join(chatty.caveats)
    assert "“chatty” itself never appears" in text and "chatgpt" in text


def test_answer_is_deterministic(demo):
    assert answer(demo, CHATTY).to_dict() == answer(demo, CHATTY).to_dict()


def test_max_sources_is_respected(demo):
    a = answer(demo, CHATTY, max_sources=3)
    assert 1 <= len(a.sources) <= 3
    assert_invariants(a)


def test_json_form(chatty):
    d = json.loads(json.dumps(chatty.to_dict()))
    for key in ("question", "summary", "details", "caveats", "sources", "verification_paths",
                "total_source_tokens", "search_path"):
        assert key in d
    assert d["question"] == CHATTY
    assert all(set(p) == {"text", "citations", "score"} for p in d["details"])
    assert d["confidence"] in ("high", "medium", "low") and d["confidence_reason"]
    first = d["sources"][0]
    for key in ("number", "chat_id", "title", "platform", "date", "tokens", "running_total", "why", "paths"):
        assert key in first
    assert d["total_source_tokens"] == sum(s["tokens"] for s in d["sources"])
    assert d["total_source_tokens"] == d["sources"][-1]["running_total"]


def test_markdown_layout(chatty):
    md = answer_markdown(chatty)
    headings = ['## Question: "What problems have we had with Chatty?"', "### Answer", "**Summary**:",
                "**Details**:", "**Caveats**:", "### Sources", "**Running total**:", "### To Verify"]
    positions = [md.index(h) for h in headings]
    assert positions == sorted(positions)
    lines = md.splitlines()
    for s in chatty.sources:
        line = next(ln for ln in lines if ln.startswith(f"[{s.number}] "))
        assert re.fullmatch(
            rf"\[{s.number}\] `{s.chat_id}` - .+ \({s.platform}, \d{{4}}-\d{{2}}-\d{{2}}\) \| ~[\d,]+ tokens \| .+", line)
    numbered = [ln for ln in lines if re.match(r"\d+\. ", ln)]
    assert len(numbered) == len(chatty.details)
    assert f"~{chatty.total_source_tokens:,} tokens across {len(chatty.sources)} sources" in md
    for path in chatty.verification_paths:
        assert f"- `{path}`" in md


def test_nothing_found_gives_a_clear_empty_answer(demo):
    a = answer(demo, NOTHING)
    assert not a.found
    assert a.details == [] and a.sources == [] and a.verification_paths == [] and a.total_source_tokens == 0
    assert "nothing" in a.summary.casefold() or "no passage" in a.summary.casefold()
    assert a.caveats
    md = answer_markdown(a)
    assert "### Sources" in md and "None." in md and "### To Verify" in md
    assert "[1]" not in md
    assert json.loads(json.dumps(a.to_dict()))["sources"] == []


def test_a_question_without_words_is_a_bad_query(demo):
    with pytest.raises(BadQuery):
        answer(demo, "what is the?")


def test_thin_evidence_is_a_caveat(small_archive):
    a = answer(Searcher.open(small_archive), "What went wrong with ChatGPT references?")
    assert a.found and len(a.sources) < 3
    assert_invariants(a)
    assert any(c.startswith("Thin evidence") for c in a.caveats)
    assert a.sources[0].chat_id == "e5f6a7b8"


def test_raw_turns_are_the_fallback_when_condensed_files_say_too_little(small_archive):
    a = answer(Searcher.open(small_archive), "Which crypto fees were high?")
    assert_invariants(a)
    assert [e.kind for e in a.evidence] == ["raw"]
    assert "Ethereum gas fees were high" in a.summary
    assert any(p.endswith(".002.yml") for p in a.verification_paths), "the cited raw chunk is to be verified"


def test_search_filters_narrow_the_evidence(demo):
    a = answer(demo, CHATTY, options=SearchOptions(since=date(2024, 1, 1)))
    assert a.found and all(s.date >= "2024-01-01" for s in a.sources)
    assert_invariants(a)


def _source(n: int, day: str, via_synonyms: bool = False) -> Source:
    return Source(n, f"c{n}", "t", "chatgpt", day, 10, False, 10 * n, "why", [f"p{n}"], via_synonyms)


def test_old_and_synonym_only_sources_are_caveats():
    sources = [_source(1, "2025-01-01"), _source(2, "2024-06-01"), _source(3, "2022-03-01", via_synonyms=True)]
    caveats = caveats_for(sources, [("chatty", ["chatgpt"])], [{"from": "chaty", "to": "chatty"}])
    text = "\n".join(caveats)
    assert "Sources span 2.8 years ([3] 2022-03-01 to [1] 2025-01-01)" in text
    assert "[3] matched the question only through synonyms" in text
    assert "“chatty” itself never appears" in text and "“chaty” was read as “chatty”" in text
    assert not any(c.startswith("Thin evidence") for c in caveats)
    recent = caveats_for([_source(1, str(date(2024, 1, 1))), _source(2, "2023-06-01")], [], [])
    assert any(c.startswith("Thin evidence: only 2 sources") for c in recent)
    assert not any("span" in c for c in recent)


# -- the prompt and the citation check -------------------------------------------------------


def test_prompt_template_documents_and_fills_its_placeholders(chatty):
    template = load_template()
    for placeholder in ("{question}", "{evidence}", "{sources}"):
        assert placeholder in template.split("-->")[0], f"{placeholder} is not documented"
    prompt = render_prompt(template, CHATTY, chatty.evidence, chatty.sources)
    assert "<!--" not in prompt and "{question}" not in prompt and "{evidence}" not in prompt
    assert f"Question: {CHATTY}" in prompt
    for e in chatty.evidence:
        assert f"[{e.source}] {e.chat_id} – " in prompt
    for s in chatty.sources:
        assert f"[{s.number}] {s.chat_id} – {s.title} ({s.platform}, {s.date}), ~{s.tokens:,} tokens" in prompt


def test_prompt_placeholders_are_filled_once():
    from kbsearch.answer.compose import Evidence

    evidence = [Evidence(1, "abcd1234", "T", "2024-01-01", "summary", "a passage naming {sources}", "p", 1.0)]
    prompt = render_prompt("Q: {question}\nE:\n{evidence}\nS:\n{sources}\n{other}", "q {evidence}?", evidence)
    assert prompt == ("Q: q {evidence}?\nE:\n[1] abcd1234 – T (2024-01-01): a passage naming {sources}\n"
                      "S:\n[1] abcd1234 – T (2024-01-01)\n{other}")


@pytest.mark.parametrize("text, n, problems", [
    ("Fine [1][2]. More [2].", 2, []),
    ("Listed [1, 2] and ranged [1-2].", 2, []),
    ("Invented [9] and [1].", 6, ["the answer cites [9], but there are only sources [1]–[6]"]),
    ("Zero [0].", 1, ["the answer cites [0], but there is only source [1]"]),
    ("No citations at all.", 3, ["the answer cites no sources"]),
])
def test_check_citations(text, n, problems):
    assert check_citations(text, n) == problems


def test_reply_sources_are_cut_to_the_cited_and_renumbered(chatty):
    offline = chatty.sources
    a = apply_reply(chatty, "<think>[7]</think>**Summary**: x [3].\n\n**Details**:\n1. y [3, 1].\n", "LLM (test)")
    assert a.summary == "x [1]." and [p.text for p in a.details] == ["y [1][2]."]
    assert [(s.number, s.chat_id) for s in a.sources] == [(1, offline[2].chat_id), (2, offline[0].chat_id)]
    assert_invariants(a)
    with pytest.raises(LlmFailed, match="no summary"):
        apply_reply(chatty, "**Details**:\n1. a point [1]", "LLM (test)")


def test_parse_reply_reads_labelled_and_plain_replies():
    summary, points = parse_reply("**Summary**: Short [1].\n\n**Details**:\n1. One [1].\n   continued.\n2. Two [2].")
    assert summary == "Short [1]." and points == ["One [1]. continued.", "Two [2]."]
    summary, points = parse_reply("It is short [1].\n\nA first point [1].\n\nA second [2].")
    assert summary == "It is short [1]." and points == ["A first point [1].", "A second [2]."]


# -- running the command ---------------------------------------------------------------------


def test_run_llm_passes_the_prompt_on_stdin():
    echo = f"{shlex.quote(sys.executable)} -c 'import sys; print(sys.stdin.read().upper())'"
    assert run_llm(echo, "héllo [1]", timeout=30) == "HÉLLO [1]"


@pytest.mark.parametrize("command, reason", [
    ("kbsearch-no-such-llm --flag", "LLM command not found: kbsearch-no-such-llm"),
    ("'unbalanced", "cannot read the LLM command"),
    ("   ", "no LLM command given"),
])
def test_run_llm_reports_commands_that_cannot_run(command, reason):
    with pytest.raises(LlmFailed, match=re.escape(reason)) as info:
        run_llm(command, "prompt", timeout=5)
    assert isinstance(info.value, KbsearchError)


def test_llm_good_answer_replaces_summary_and_details(demo, tmp_path, monkeypatch):
    record = tmp_path / "prompt.txt"
    monkeypatch.setenv("FAKE_LLM_PROMPT_FILE", str(record))
    offline = answer(demo, CHATTY)
    a, warning = answer_with_llm(demo, CHATTY, fake("good"), timeout=30)
    assert warning is None
    assert a.summary.startswith("The fake model answers “What problems have we had with Chatty?”")
    assert [p.text for p in a.details] == ["The first theme, from the first source [1].",
                                           "The second theme, drawn from two more sources [2][3]."]
    assert [p.citations for p in a.details] == [[1], [2, 3]]
    assert "LLM" in a.answered_by
    assert_invariants(a)
    # kbsearch's own sources, cut to the ones the model cited: [1], then [2][3] of the offline list.
    assert [s.chat_id for s in a.sources] == [s.chat_id for s in offline.sources[:3]]
    prompt = record.read_text(encoding="utf-8")
    assert f"Question: {CHATTY}" in prompt
    assert all(f"[{e.source}] {e.chat_id} – " in prompt for e in offline.evidence)
    # The fake's Short line is the first three words of the first passage of [1]: borne out, so used.
    passage = next(e.text for e in offline.evidence if e.source == 1)
    short = " ".join(re.findall(r"[^\W_]+", passage)[:3])
    assert a.short == short and a.short_items == [ShortItem(short, [1])]
    assert a.short_cited == f"{short} [1]"
    assert answer_markdown(a).split("### Answer\n\n", 1)[1].startswith(f"**Answer**: {short} [1] (")


def cited_chats(a: Answer) -> list[tuple[str, list[str]]]:
    """The short answer's items with the chats they cite (numbers change with renumbering)."""
    by_number = {s.number: s.chat_id for s in a.sources}
    return [(i.text, [by_number[n] for n in i.citations]) for i in a.short_items]


def with_short(a: Answer, *items: tuple[str, list[int]]) -> Answer:
    """`a` as if the offline composer had found this short answer."""
    from dataclasses import replace

    short_items = [ShortItem(text, cites) for text, cites in items]
    return replace(a, short=", ".join(i.text for i in short_items), short_items=short_items)


@pytest.mark.parametrize("mode, reason", [
    ("short-unsupported", "the Short line's “zanzibar” is not in the evidence it cites ([1])"),
    ("no-short", "the reply has no Short line"),
])
def test_llm_short_that_is_not_borne_out_keeps_the_offline_short(demo, monkeypatch, mode, reason):
    import kbsearch.answer.llm as llm

    plain = answer(demo, CHATTY)
    offline = with_short(plain, ("Sycophancy", [2]))
    monkeypatch.setattr(llm, "answer", lambda *args, **kwargs: offline)
    a, warning = answer_with_llm(demo, CHATTY, fake(mode), timeout=30)
    assert warning == f"LLM short answer not used, the offline short answer kept: {reason}"
    # The model's summary and details are used all the same.
    assert a.summary.startswith("The fake model answers") and "LLM" in a.answered_by
    assert a.short == "Sycophancy" and cited_chats(a) == [("Sycophancy", [plain.sources[1].chat_id])]
    # Numbered as the offline answer numbers them: the summary, the short answer, the details.
    numbers = [s.number for s in a.sources]
    assert numbers == list(range(1, len(numbers) + 1)) and a.short_items[0].citations == [2]
    monkeypatch.setattr(llm, "answer", lambda *args, **kwargs: plain)
    if not plain.short:
        a, warning = answer_with_llm(demo, CHATTY, fake(mode), timeout=30)
        assert warning == f"LLM short answer not used, no short answer shown: {reason}"
        assert a.short == "" and a.short_items == [] and "**Answer**" not in answer_markdown(a)


def passage_words(a: Answer, source: int, n: int = 2) -> str:
    """`n` longer words of the first passage cited as `source`."""
    text = next(e.text for e in a.evidence if e.source == source)
    return " ".join([w for w in re.findall(r"[^\W_]+", text) if len(w) > 3][:n])


def test_llm_short_list_items_carry_their_own_citations(chatty):
    one, three = passage_words(chatty, 1), passage_words(chatty, 3)
    reply = (f"**Short answer:** {one} [1], {three} [3], and {one} again [1]\n\n"
             "**Summary**: x [3].\n\n**Details**:\n1. y [1].\n")
    warnings: list[str] = []
    a = apply_reply(chatty, reply, "LLM (test)", warnings)
    assert warnings == [] and a.summary == "x [1]."
    # Renumbered with the sources: offline [3] is now [1], offline [1] is [2].
    assert a.short == f"{one}, {three}, {one} again"
    assert [(i.text, i.citations) for i in a.short_items] == [(one, [2]), (three, [1]), (f"{one} again", [2])]
    assert a.short_cited == f"{one} [2], {three} [1], {one} again [2]"
    # An item without a citation of its own takes the line's: checked against all of them.
    a = apply_reply(chatty, f"SHORT: {one}, {three} [1][3].\n\nSummary: x [1].", "LLM (test)", warnings)
    assert warnings == [] and [(i.text, i.citations) for i in a.short_items] == [(one, [1, 2]), (three, [1, 2])]


@pytest.mark.parametrize("line", ["Short: {w} [1]", "**Short**: {w} [1]", "**Short:** {w} [1].", "short answer: {w} [1]",
                                  "### Short: {w} [1]", "Short: “{w}” [1]"])
def test_llm_short_line_is_read_in_the_forms_models_write(chatty, line):
    w = passage_words(chatty, 1)
    warnings: list[str] = []
    a = apply_reply(chatty, line.format(w=w) + "\n**Summary**: x [1].", "LLM (test)", warnings)
    assert warnings == [] and a.short == w and a.summary == "x [1]." and a.details == []


@pytest.mark.parametrize("short, reason", [
    ("Zanzibar [1]", "the Short line's “zanzibar” is not in the evidence it cites ([1])"),
    ("Zanzibar", "the Short line's “zanzibar” is not in any evidence passage"),
    ("{w} [9]", "the Short line cites [9], but there are only sources"),
    ("none", "the reply's Short line gives no answer"),
    ("{w} and then " + "more words " * 6 + "[1]", "the reply's Short line has 16 words, more than 12"),
    ("{w} 1999 [1]", "the Short line's “1999” is not in the evidence it cites ([1])"),
])
def test_llm_short_that_fails_its_check_keeps_the_offline_short(chatty, short, reason):
    w = passage_words(chatty, 1)
    offline = with_short(chatty, ("kept", [1]))
    warnings: list[str] = []
    a = apply_reply(offline, f"Short: {short.format(w=w)}\n\n**Summary**: x [1].", "LLM (test)", warnings)
    assert len(warnings) == 1 and warnings[0].startswith("LLM short answer not used, the offline short answer kept: ")
    assert reason in warnings[0], warnings[0]
    assert a.short == "kept" and a.short_items == [ShortItem("kept", [1])] and a.summary == "x [1]."


def test_llm_short_may_use_the_passage_date_and_yes(chatty):
    e = next(e for e in chatty.evidence if e.source == 2)
    d = date.fromisoformat(e.date)
    written = f"{d.day} {MONTHS[d.month - 1]} {d.year}"  # the passage's date, as a model may write it
    warnings: list[str] = []
    a = apply_reply(chatty, f"Short: Yes, {written} [2]\n\nSummary: x [2].", "LLM (test)", warnings)
    assert warnings == [] and a.short == f"Yes, {written}"
    assert [i.citations for i in a.short_items] == [[1], [1]]


def test_parse_short_splits_items_but_not_numbers():
    assert parse_short("£4,200 [1]") == ("£4,200", [ShortItem("£4,200", [1])])
    assert parse_short("Ned [1, 2], Daisy, or Max [3].") == (
        "Ned, Daisy, Max", [ShortItem("Ned", [1, 2]), ShortItem("Daisy", [1, 2, 3]), ShortItem("Max", [3])])


@pytest.mark.parametrize("mode, reason", [
    ("invented", "the answer cites [9], but there are only sources"),
    ("none", "the answer cites no sources"),
    ("fail", "the LLM command failed (exit 3): loading model... | error: model 'tiny' not found"),
    ("empty", "the LLM command printed nothing"),
])
def test_llm_failures_fall_back_to_the_offline_answer(demo, mode, reason):
    offline = answer(demo, CHATTY)
    a, warning = answer_with_llm(demo, CHATTY, fake(mode), timeout=30)
    assert warning is not None and reason in warning, warning
    assert warning.startswith("LLM answer not used, offline answer instead: ")
    assert a.to_dict() == offline.to_dict()


def test_llm_that_hangs_is_stopped_at_the_timeout(demo):
    started = time.monotonic()
    a, warning = answer_with_llm(demo, CHATTY, fake("hang"), timeout=1)
    assert time.monotonic() - started < 10
    assert "timed out after 1 s" in warning
    assert a.to_dict() == answer(demo, CHATTY).to_dict()


def test_llm_command_not_found_falls_back(demo):
    a, warning = answer_with_llm(demo, CHATTY, "kbsearch-no-such-llm", timeout=5)
    assert "LLM command not found: kbsearch-no-such-llm" in warning
    assert a.found and a.answered_by.startswith("kbsearch")


def test_llm_missing_template_falls_back(demo, tmp_path):
    a, warning = answer_with_llm(demo, CHATTY, fake("good"), timeout=30, template_path=tmp_path / "nope.md")
    assert "cannot read the prompt template" in warning and a.found


def test_llm_is_not_asked_when_nothing_is_found(demo, tmp_path, monkeypatch):
    record = tmp_path / "prompt.txt"
    monkeypatch.setenv("FAKE_LLM_PROMPT_FILE", str(record))
    a, warning = answer_with_llm(demo, NOTHING, fake("good"), timeout=30)
    assert not a.found and "not asked" in warning
    assert not record.exists()
