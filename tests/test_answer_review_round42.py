"""The forty-second round's rules (bench/README "Forty-second round"): a number keeps its
thousands separator as the object of a verb ("earns 7,450 kronor", not "7"); a cost asked is
the bill a note states on its own ("…; bill 2,340 zł; …"); where one works is the workplace
after "at" before the town it is in, and never a place one is going "to"; "Where has Ilse
climbed?" and "Where did we go on trips this year?" ask for every place; Czech crowns,
rupiah and ringgit are money; a change "from Rp 40 million to Rp 65 million" ends at the
second amount, and "the first" asked is the amount a change went "up from"; "earn" is held by
an income, "hourly" by "an hour"; "What monthly rent …?" asks for an amount; and "Ing."
is a title that ends no sentence."""

from __future__ import annotations

import pytest

from test_answer_conversation import answer_of, noted_sessions

from kbsearch.answer.asked import Asked
from kbsearch.answer.clauses import done_object
from kbsearch.answer.kinds import members_for
from kbsearch.answer.sentences import split
from kbsearch.answer.several import wants_several
from kbsearch.answer.short_count import count_of
from kbsearch.answer.short_who_where import where_of
from kbsearch.answer.value_words import MONEY
from kbsearch.text import tokens

SESSIONS = [
    ("2025-04-12", [
        ("Ilse", "Bruno is home! Two nights at the clinic after the surgery."),
        ("Maren", "Poor boy. Was it expensive?"),
        ("Ilse", "The bill was 2,340 zł. And we bought him a pet fountain for 149 zł, he loves it.")],
     ["Ilse's dog Bruno had surgery and stayed two nights at the clinic; bill 2,340 zł; Ilse also bought Bruno a pet fountain (149 zł)",
      "Maren started as a harbour pilot at Kystverket in Hammerfest on 3 March 2025 and works nights; she is going to Vardø next week"]),
    ("2025-09-20", [
        ("Maren", "My interpreting income from May to August was 48,200 Kč, can you believe it?"),
        ("Ilse", "Brilliant! And what do you charge now?"),
        ("Maren", "From September my rate is 700 Kč an hour.")],
     ["Maren's interpreting income from May to August 2025 was 48,200 Kč",
      "From September 2025 Maren's rate is 700 Kč an hour",
      "Ilse and Maren agreed a monthly rent of 9,800 Kč for the shared studio"]),
]


@pytest.fixture(scope="module")
def friends(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("round42"), "r42x", SESSIONS)


def _asked(*words: str):
    return lambda w: w.casefold() in words


def test_a_number_done_to_keeps_its_separators():
    said = "Tove earns 7,450 kronor net on her contract, Pär about 5,100."
    assert done_object(said, "earn", _asked("tove", "earn")) == "7,450 kronor net"


def test_a_cost_asked_is_the_bill_a_note_states_on_its_own(friends):
    said = "Bruno had surgery and stayed two nights; bill 2,340 zł; they also bought a pet fountain (149 zł) for Bruno"
    question = "How much did Bruno's vet stay cost?"
    assert count_of(said, question, is_question_word=_asked("bruno", "vet", "stay", "cost")) == "2,340 zł"
    assert answer_of(friends, "How much did Bruno's surgery cost?").short == "2,340 zł"


def test_where_one_works_is_the_workplace_not_its_town_nor_a_trip():
    question = "Where does Maren work now?"
    going = "Maren started as harbour pilot at Kystverket on 3 March and works nights and is going to Vardø next week"
    assert where_of(going, Asked.of(question), _asked("maren", "work"), question) == "Kystverket"
    question = "Where does Maren work?"
    town = "Maren is a harbour pilot at Kystverket in Hammerfest"
    assert where_of(town, Asked.of(question), _asked("maren", "work"), question) == "Kystverket"


def test_places_climbed_or_of_a_years_trips_are_a_list():
    assert wants_several("Where has Ilse climbed?")
    assert wants_several("Where did we go on trips this year?")
    assert not wants_several("Where did Marcus spend the holidays?")
    assert not wants_several("Where does Ilse live?")


def test_crowns_rupiah_and_ringgit_are_money(friends):
    assert all(MONEY.search(said) for said in ("it was 3,900 Kč", "Rp 110 million", "RM 45 a night"))
    assert answer_of(friends, "How much did Maren earn from interpreting between May and August?").short == "48,200 Kč"


def test_a_change_ends_at_its_second_amount_and_began_at_the_first():
    said = "The party budget rose from Rp 40 million to Rp 65 million as the list grew"
    assert count_of(said, "What was the party budget in the end?", is_question_word=_asked("party", "budget", "end")) \
        == "Rp 65 million"
    said = "Lotte had her second filling for 2,150 Kč (up from 1,800 Kč)"
    assert count_of(said, "How much did Lotte's first filling cost?",
                    is_question_word=_asked("lotte", "first", "filling", "cost")) == "1,800 Kč"


def test_earn_is_held_by_an_income_and_hourly_by_an_hour(friends):
    assert set(tokens("income salary")) <= members_for("earn")
    assert set(tokens("hour")) <= members_for("hourly")
    assert answer_of(friends, "What's Maren's hourly rate now?").short == "700 Kč"


def test_what_monthly_rent_asks_an_amount(friends):
    assert Asked.of("What monthly rent did Ilse and Maren agree for the studio?").kind == "count"
    assert answer_of(friends, "What monthly rent did Ilse and Maren agree for the studio?").short == "9,800 Kč"


def test_ing_is_a_title_not_a_sentence_end():
    assert split("My accountant is Ing. Tomáš Novák, who files my return. He charges 4,000 Kč.") == [
        "My accountant is Ing. Tomáš Novák, who files my return.", "He charges 4,000 Kč."]
