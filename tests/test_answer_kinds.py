"""ANSWER mode states the answer (issue 20): one question of each kind on the demo archive,
the summary's lead sentence dated and its relative time resolved against the chat's date,
the confidence levels, sources that disagree, and a question no chat answers. Plus the
pieces: what a question asks for, time phrases resolved, sentences cut."""

from __future__ import annotations

import json
from datetime import date

import pytest
from archive_builder import ChatSpec, write_archive
from cli_run import run
from kbsearch.answer.asked import Asked, holds, kind_of
from kbsearch.answer.compose import answer
from kbsearch.answer.sentences import split
from kbsearch.answer.when import TimeMention, mentions
from kbsearch.ranking.search import Searcher


@pytest.fixture
def demo(demo_dir) -> Searcher:
    return Searcher.open(demo_dir)


def cited_ids(a) -> set[str]:
    return {s.chat_id for s in a.sources}


# -- one question of each kind on the demo archive ------------------------------------------


def test_when_resolves_next_week_against_the_chats_date(demo):
    a = answer(demo, "When is the second heat pump quote?")
    assert a.asked == "when" and a.confidence == "high"
    assert a.summary.startswith("user: “Second quote already scheduled for next week.”")
    # The chat of Wednesday 3 September 2025: next week is the week of Monday 8 September.
    assert "in the chat of 3 September 2025 (“next week” → the week of 8 September 2025) [1]." in a.summary
    assert a.sources[0].chat_id == "9b6a1e3d"


def test_when_resolves_last_week(demo):
    a = answer(demo, "When did ChatGPT catch the substring issue?")
    assert a.asked == "when"
    assert "“last week” → the week of 28 August 2023" in a.summary  # chat of 7 September 2023
    assert a.sources[0].chat_id == "d09e3c4a"


def test_where_names_the_place(demo):
    a = answer(demo, "Where are we going for the autumn leaves?")
    assert a.asked == "where" and a.confidence == "high"
    assert "Kyoto" in a.summary and a.sources[0].chat_id == "b2d7f4e0"


def test_how_much_gives_the_amount(demo):
    a = answer(demo, "How much was the heat pump quote?")
    assert a.asked == "count"
    assert "€32,000" in a.summary.split(" [1]")[0]


def test_how_many_gives_the_number(demo):
    a = answer(demo, "How many guests was the lasagna for?")
    assert a.asked == "count" and "8 guests" in a.summary


def test_who_names_someone_other_than_the_question(demo):
    a = answer(demo, "Who is the Q3 invoice for?")
    assert a.asked == "who" and "Kessler GmbH" in a.summary


def test_yes_no_question_gets_the_statement_about_the_fact(demo):
    a = answer(demo, "Is Lena vegetarian?")
    assert a.asked == "yesno"
    assert "Lena is vegetarian" in a.summary


def test_why_is_answered_by_a_decisions_rationale_in_any_words(demo):
    # "Use YAML instead of JSON for condensed files. YAML allows comments, …": no "because",
    # yet the decision's second sentence is its reason.
    a = answer(demo, "Why did we choose YAML?")
    assert a.asked == "why" and "YAML" in a.summary
    assert a.short.startswith("YAML allows comments") and a.confidence == "high", (a.short, a.confidence_reason)


def test_why_without_a_reason_is_medium(tmp_path):
    archive = write_archive(tmp_path / "a", [ChatSpec(
        "dada0001", "Config format", "claude", "2024-02-01", ["config.format"],
        [{"summary": "We looked at config formats.", "decisions": ["Use TOML for the config file."]}], ["x"])])
    a = answer(Searcher.open(archive), "Why did we choose TOML for the config file?")
    assert a.asked == "why" and "TOML" in a.summary
    assert a.short == "" and a.confidence == "medium" and "no sentence gives a reason" in a.confidence_reason


def test_low_confidence_says_no_chat_states_it(demo):
    # The heat pump chat compares a quote with the gas bills: nothing says it was bought.
    a = answer(demo, "When did we buy the heat pump?")
    assert a.confidence == "low"
    assert a.summary.startswith("No chat states this directly; the closest is ")
    assert a.sources  # the closest sentence is still cited


def test_a_question_no_chat_answers(demo):
    a = answer(demo, "What is the capital of Mongolia?")
    assert a.confidence == "low" and not a.sources and not a.details
    assert "no passage that answers this" in a.summary or "nothing on this" in a.summary


def test_json_and_markdown_carry_the_confidence(demo_dir):
    r = run("answer", "When is the second heat pump quote?", "-f", "json", "-i", demo_dir)
    assert r.exit_code == 0, r.output
    d = json.loads(r.stdout)
    assert d["confidence"] == "high" and d["asked"] == "when" and d["confidence_reason"]
    assert all(isinstance(p["score"], float) for p in d["details"])
    r = run("answer", "When is the second heat pump quote?", "-f", "md", "-i", demo_dir)
    assert "**Confidence**: high — a sentence states it" in r.stdout


# -- sources that disagree --------------------------------------------------------------------


def test_sources_giving_different_dates_are_a_caveat_and_lower_the_confidence(tmp_path):
    chats = [
        ChatSpec("aaaa1111", "Dentist appointment", "claude", "2025-03-03", ["health.dentist"], [{}],
                 ["user: The dentist appointment is on 12 March 2025, the clinic confirmed it."]),
        ChatSpec("bbbb2222", "Dentist moved", "claude", "2025-03-10", ["health.dentist"], [{}],
                 ["user: The dentist appointment moved, it is on 19 March 2025 now, the clinic called."]),
    ]
    a = answer(Searcher.open(write_archive(tmp_path / "a", chats)), "When is the dentist appointment?")
    assert a.asked == "when" and a.confidence == "medium"
    differs = [c for c in a.caveats if c.startswith("Sources differ")]
    assert differs and "12 March 2025" in differs[0] and "19 March 2025" in differs[0]
    assert "the later chat may correct the earlier" in differs[0]


# -- the pieces ---------------------------------------------------------------------------


@pytest.mark.parametrize("question, kind", [
    ("When did Kate start skiing?", "when"), ("What year did we move?", "when"),
    ("Where did Elise go skiing?", "where"), ("Which city is the conference in?", "where"),
    ("Who gave the talk?", "who"), ("How many slots are there?", "count"), ("How much did it cost?", "count"),
    ("How long did the flu last?", "duration"), ("Why did we choose YAML?", "why"),
    ("Did Elise spend the day alone?", "yesno"), ("Is Lena vegetarian?", "yesno"),
    ("What problems have we had with ChatGPT?", "what"), ("Kate, when was the trip?", "when"),
])
def test_what_a_question_asks_for(question, kind):
    assert kind_of(question) == kind


@pytest.mark.parametrize("question, several", [
    ("What cuisines does Elise like?", True), ("Which TV shows did Kevin watch?", True),
    ("What books has Melanie read?", True), ("What genres of films did Nebraas mention?", True),
    ("What are Kate's hobbies?", True),
    ("What class does she take?", False), ("What bus does he take?", False), ("What is this?", False),
    ("What does Melanie's son like?", False), ("What did Kate make?", False),
    ("What hardware wallet did I go with?", False),
    ("Where has Emi traveled?", True), ("Where did Emi go on Sunday?", False),
])
def test_a_plural_noun_after_what_asks_for_a_list(question, several):
    assert Asked.of(question).several is several


@pytest.mark.parametrize("text, asking", [
    ("mcp timeout", False), ("heat pump quote", False), ("heat pump quote?", True),
    ("When is the Leipzig half marathon", True), ("Did the recovery test work", True),
    ("what problems have we had with chatty", True), ("list the cities we planned trips to", True),
    ("โทรศัพท์ AIS ไปประเทศลาวต้องกดรหัสอะไร", True),  # another script: taken as a question
])
def test_search_words_alone_ask_for_no_short_answer(text, asking):
    from kbsearch.answer.asked import asks

    assert asks(text) is asking


def test_the_question_phrase_and_named_dates_are_not_what_is_asked_about():
    a = Asked.of("What did Elise buy on 7 Jan 2024?")
    assert {"7", "jan", "2024"} <= a.skip and a.days == {"7 January 2024"}
    assert "long" in Asked.of("How long did the flu last?").skip


@pytest.mark.parametrize("text, said, resolved", [
    ("I dyed my hair yesterday", date(2024, 1, 13), ["12 January 2024"]),
    ("I've been skiing for about 10 years now", date(2023, 12, 29), ["since about 2013"]),
    ("Second quote already scheduled for next week.", date(2025, 9, 3), ["the week of 8 September 2025"]),
    ("last month I was in Las Vegas", date(2024, 1, 7), ["December 2023"]),
    ("This picture was captured by my friend this summer", date(2024, 1, 14), ["summer 2023"]),
    ("We will go to Greece this summer", date(2024, 1, 14), ["summer 2024"]),
    ("we met two weeks ago", date(2024, 1, 13), ["the week of 25 December 2023"]),
    ("next Friday then", date(2024, 1, 13), ["19 January 2024"]),
    ("last weekend we hiked", date(2024, 1, 15), ["the weekend of 13 January 2024"]),
    ("on 7 Jan I bought water", date(2024, 1, 8), ["7 January 2024"]),
    ("29.12.2023 was fun", None, ["29 December 2023"]),
    ("May I ask something?", date(2024, 1, 8), []),
    ("I'm going to Paris for 2 weeks", date(2024, 1, 8), []),  # not "since": no perfect tense
    ("Last night I went to a concert", date(2023, 5, 8), ["7 May 2023"]),
    # A weekday alone is placed by the tense (8 May 2023 is a Monday); without one, not at all.
    ("On Saturday we went hiking", date(2023, 5, 8), ["6 May 2023"]),
    ("On Friday I will pick it up", date(2023, 5, 8), ["12 May 2023"]),
    ("The shop opens on Friday", date(2023, 5, 8), []),
    # No number: said as it is, against the day (against the year, for years).
    ("A few years ago, I visited Crete", date(2024, 1, 22), ["a few years before 2024"]),
    ("I'll see them in a few weeks", date(2024, 1, 12), ["a few weeks after 12 January 2024"]),
    ("a couple years ago we moved", date(2024, 1, 12), ["2022"]),
    ("I haven't seen him in a few years", date(2024, 1, 5), ["a few years before 2024"]),  # the perfect looks back
    ("a couple years ago", date(1, 1, 1), []),  # before year 1: nothing
])
def test_time_phrases_resolved_against_the_date_said(text, said, resolved):
    assert [t.resolved for t in mentions(text, said)] == resolved


def test_relative_phrases_need_the_date_said():
    assert mentions("yesterday", None) == []


def test_times_beyond_the_calendar_resolve_to_nothing():
    # Hostile input: chat dates at the ends of the calendar, numbers out of range.
    assert mentions("yesterday, two weeks ago, last Monday", date(1, 1, 1)) == []
    # A month or year past 9999 is only text ("March 10000"); a day or week past it is nothing.
    assert mentions("tomorrow, next week, next Friday, in 3 months", date(9999, 12, 31)) == [
        TimeMention("in 3 months", "March 10000", True)]
    assert [t.resolved for t in mentions("999 days ago and 10 years ago", date(2024, 1, 1))] == ["2014"]
    # An impossible day keeps what it does say: the month.
    assert [t.resolved for t in mentions("on 31 February 2024 and 2024-13-45", date(2024, 1, 1))] == ["February 2024"]


@pytest.mark.parametrize("kind, text, surely", [
    ("when", "I went there last week", 1.0), ("when", "We go in winter", 0.3), ("when", "I like it", 0.0),
    ("where", "I moved to Lisbon", 1.0), ("where", "I was at the gym", 0.3), ("where", "It was fine", 0.0),
    ("who", "Kate: I met Tom there", 1.0), ("who", "with a friend", 0.3), ("who", "Kate: it was fine", 0.0),
    ("count", "It cost €40", 1.0), ("count", "three quotes", 0.75), ("count", "a lot", 0.0),
    ("why", "because the timeout was too short", 1.0), ("why", "It was short", 0.0),
])
def test_holds_the_asked_kind_of_thing(kind, text, surely):
    assert holds(kind, text, date(2024, 1, 13), {"kate"}) == surely


def test_sentences_are_not_cut_after_abbreviations():
    assert split("Müller et al. 2020 found it. I skied in St. Moritz. Yes! I went there.") == [
        "Müller et al. 2020 found it.", "I skied in St. Moritz.", "Yes! I went there."]


def test_an_answer_from_chats_at_the_ends_of_the_calendar(tmp_path):
    chats = [
        ChatSpec("aaaa1111", "Old dentist", "claude", "0001-01-01", ["health.dentist"], [{}],
                 ["The dentist appointment was yesterday, and two weeks ago."]),
        ChatSpec("bbbb2222", "Late dentist", "claude", "9999-12-31", ["health.dentist"], [{}],
                 ["The dentist appointment is tomorrow, next week or in 999 days."]),
    ]
    a = answer(Searcher.open(write_archive(tmp_path / "a", chats)), "When is the dentist appointment?")
    assert {s.chat_id for s in a.sources} == {"aaaa1111", "bbbb2222"}
    assert "in the chat of 31 December 9999" in a.summary and "in the chat of 1 January 1 " in a.summary


def test_an_either_or_question_is_answered_with_an_option(demo):
    # The demo decided for YAML; a note of the user's own chat answers "we".
    a = answer(demo, "Did we pick YAML or JSON for the condensed files?")
    assert a.short == "YAML" and a.confidence == "high", (a.short, a.confidence, a.confidence_reason)
    a = answer(demo, "What did we pick for the condensed files, YAML or JSON?")
    assert a.short == "YAML", (a.short, a.summary)


@pytest.mark.parametrize("question, short", [
    # What was decided, not a word cut from between the question's words ("request").
    ("How did we fix the MCP timeout?", "Treat 60 s as a hard limit for any MCP tool call"),
    # A procedure's title restates the question: its step answers.
    ("How do I move BTC to a hardware wallet?", "Create the wallet on the device and write the 24 words"),
])
def test_a_how_question_is_answered_with_what_was_done(demo, question, short):
    a = answer(demo, question)
    assert a.short == short, (a.short, a.summary)


def test_an_answer_says_which_ranking_found_its_chats(demo):
    # The demo has no embeddings in the tests' cache: lexical. (A hybrid answer is checked
    # in test_rerank_cli.py, on an archive with stored vectors.)
    assert answer(demo, "When is the second heat pump quote?").answered_by == "kbsearch (offline, lexical)"
    assert answer(demo, "What is the capital of Mongolia?").answered_by == "kbsearch (offline, lexical)"
