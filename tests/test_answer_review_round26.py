"""The twenty-sixth round's rules (bench/README "Twenty-sixth round"): a job asked of someone
that no sentence says is not stated (the demo's "What is my job?" once answered "medium" with
a CI job); tickets bought for an event as a plan whose outcome a later chat tells ("sold our
Harbour Lights tickets"), and tickets sold as not going."""

from __future__ import annotations

from pathlib import Path

import pytest

from test_answer_conversation import noted_sessions

from kbsearch.answer.short_yesno import yes_or_no
from kbsearch.ranking.search import Searcher


@pytest.fixture(scope="module")
def demo() -> Searcher:
    return Searcher.open(Path(__file__).resolve().parent.parent / "indexes")


def _answer(searcher, question: str):
    """The answer words alone give (the default without stored embeddings)."""
    from kbsearch.answer.compose import answer

    return answer(searcher, question, rerank=False)


@pytest.mark.parametrize("question", ["What is my job?", "What do I do for work?"])
def test_a_job_no_chat_says_is_not_stated(demo, question):
    # the demo's chats say "a nightly job", "the 3.10 matrix job", "hip strength work": no job of the user's
    a = _answer(demo, question)
    assert a.short == "" and a.confidence == "low", (a.short, a.confidence, a.summary)
    assert a.summary.startswith("No chat states this directly"), a.summary


SESSIONS = [
    ("2023-04-02", [
        ("Priya", "Oh, and we've bought tickets for Harbour Lights in July, our last festival before the baby."),
        ("Tomasz", "Jealous! Who's headlining?"),
        ("Priya", "No idea yet, we just like the sea swims in the morning."),
    ], ["Priya and Dev bought tickets for the Harbour Lights festival in July; Tomasz is repainting his kitchen"]),
    ("2023-06-24", [
        ("Priya", "So we've sold our Harbour Lights tickets, there's no way we'd go now."),
        ("Tomasz", "Because of the move?"),
        ("Priya", "The move, the baby, the lot. Next year."),
    ], ["Priya and Dev are moving to Whitstable in July, so they sold their Harbour Lights tickets"]),
]


@pytest.fixture(scope="module")
def friends(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("round26"), "r26", SESSIONS)


def test_tickets_bought_are_a_plan_a_later_chat_tells_the_outcome_of(friends):
    a = _answer(friends, "Did Priya go to the Harbour Lights festival in 2023?")
    assert a.short.startswith("No"), (a.short, a.summary)
    lead = a.summary.split("[1]")[0]
    assert "Harbour Lights tickets" in lead and "24 June 2023" in lead, lead


@pytest.mark.parametrize("body,answer", [
    ("So we've sold our Harbour Lights tickets, there's no way we'd go now.", "No"),
    ("We gave away the tickets in the end.", "No"),
    ("We sold the car and bought tickets for Harbour Lights.", "Yes"),  # (tickets bought, not sold)
])
def test_tickets_sold_are_not_going(body, answer):
    words = {"priya", "go", "harbour", "lights", "festival"}
    assert yes_or_no(body, True, lambda w: w.lower() in words) == answer
