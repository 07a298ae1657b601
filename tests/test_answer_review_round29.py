"""The twenty-ninth round's rules (bench/README "Twenty-ninth round"): where someone lives
*now* is the home a sentence says they moved into or bought, whole ("the flat above
the shop", not the award the same note names), never someone else's ("Where does Linh's
mother live now?" is not answered by Linh's own move); a job is said of a name set off by
who they are ("Anke, Panduleni's girlfriend, is an architect"); of two amounts, the one the
question's words come before ("a half day for £1,200 and a full day for £1,850"); "one" in
"Quick one." or "the last one down" counts nothing; "How much a month did switching … save
us?" asks money."""

from __future__ import annotations

import pytest

from test_answer_conversation import answer_of, noted_sessions, question_words

from kbsearch.answer.homes import home_of
from kbsearch.answer.jobs import job_of
from kbsearch.answer.short_count import count_of
from kbsearch.answer.value_words import asks_money




@pytest.mark.parametrize("body, names, question, home", [
    ("Nell moved into the flat above the shop; The Tidemark was shortlisted at the Lincolnshire Business Awards",
     {"nell"}, "Where does Nell live now?", "the flat above the shop"),
    ("Nacho and Vale moved into a house with a blue door and a patio on Cerro Alegre on 1 May",
     {"nacho"}, "Where does Nacho live now?", "a house with a blue door and a patio on Cerro Alegre"),
    ("Lena and Theo signed a lease on a two-bedroom brick house in Clintonville and will move in on March 1",
     {"lena"}, "Where does Lena live now?", "a two-bedroom brick house in Clintonville"),
    ("Rafael moved into his late grandmother's house with his cats, helped by Marta",
     {"rafael"}, "Where does Rafael live now?", "his late grandmother's house"),
    ("We finally moved into the cottage in Aldeburgh last week", set(), "Where do we live now?",
     "the cottage in Aldeburgh"),
    # someone else's move, a move to no dwelling, a question of the town
    ("Linh and Đức have moved into the rooms above the bakery", {"linh"}, "Where does Linh's mother live now?", ""),
    ("Priya moved into the flat above the shop", {"nell"}, "Where does Nell live now?", ""),
    ("Nell moved to the city to be near the shop", {"nell"}, "Where does Nell live now?", ""),
    ("Lucía moved into a flat in Valencia", {"lucia"}, "Where does Lucía live?", ""),
])
def test_the_home_moved_into_is_where_one_lives_now(body, names, question, home):
    assert home_of(body, frozenset(names), question) == home


SESSIONS = [
    ("2024-02-03", [
        ("Orla", "Big news, we got the keys! Cian and I moved into the cottage behind the forge on Saturday."),
        ("Bea", "Amazing! Is the stove working?"),
        ("Orla", "It smokes, but Cian swept the chimney. Oh, and our shop won Best Newcomer at the Galway Business Awards."),
    ], ["Orla Byrne moved into the cottage behind the forge with Cian; their shop won Best Newcomer at the Galway Business Awards.",
        "Cian swept the chimney of the cottage's smoky stove."]),
    ("2024-03-10", [
        ("Bea", "Mam has moved in with my aunt in Ennis since the fall."),
        ("Orla", "How's she finding it?"),
        ("Bea", "Loves it. I'm still in the flat on Dock Road, the rent went up again."),
    ], ["Bea Walsh's mother moved in with Bea's aunt in Ennis after a fall.",
        "Bea still rents the flat on Dock Road; the rent went up again."]),
]


@pytest.fixture(scope="module")
def friends(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("round29"), "r29a", SESSIONS)




def test_where_one_lives_now_is_the_home_not_the_award(friends):
    a = answer_of(friends, "Where does Orla live now?")
    assert a.short == "the cottage behind the forge with Cian", (a.short, a.confidence, a.summary)


def test_a_job_said_of_a_name_set_off_by_who_they_are():
    body = "Anke, Panduleni's girlfriend, is an architect and finished the drawings for a house in Henties Bay"
    assert job_of(body, {"anke"}, "") == "architect"
    assert job_of(body, {"panduleni"}, "") == ""  # (hers, not his)


def test_of_two_amounts_the_one_after_the_question_words():
    body = "Right now I do a half day for £1,200 and a full day for £1,850, and I just take £200 to hold a date."
    assert count_of(body, "What do I charge for a full day now?",
                    is_question_word=question_words("charge", "full", "day")) == "£1,850"
    assert count_of(body, "What do I charge for a half day now?",
                    is_question_word=question_words("charge", "half", "day")) == "£1,200"


@pytest.mark.parametrize("body, question", [
    ("Quick one. We pay A1 98 leva a month for three mobile numbers.", "How many numbers do we have with A1?"),
    ("Check the gondola's operating times, including the last one down.", "What number should I save for mountain rescue?"),
])
def test_one_as_a_pronoun_counts_nothing(body, question):
    assert count_of(body, question) not in ("one", "one numbers")


def test_a_saving_asked_in_many_words_is_money():
    assert asks_money("How much a month did switching from A1 to Vivacom save us?")
    assert not asks_money("How much time a week did switching to the new rota save us?")
