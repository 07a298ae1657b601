"""The thirty-seventh round's rules (bench/README "Thirty-seventh round"): a yes read from a sentence
that does not say the asked verb is no more than medium; a "never" is undone by a later chat telling
it happened; a count asked now may come from a later "now has eight" in fewer of the question's
words; a house sold to someone else was not got; a date asked of what is to come is the day a
sentence as late moved it to; a place asked with a verb is the one said after that verb; a trade
is told by its verb of a relative too ("Oskar's mother weaves rugs"), and "What is X's craft?" asks
a job; "How much more … than …?" is the gap of two amounts a sentence sets against each other; a
reason said in a clause holding none of the question's words is another thing's; a named person's
thing's time ("When is Oskar's birthday?") is not told by a sentence opening with their relative."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from test_answer_conversation import answer_of, noted_sessions

from kbsearch.answer.asked import JOB_ASKED, Asked
from kbsearch.answer.difference import MORE_ASKED, difference
from kbsearch.answer.happened_since import asks_since, happened_since
from kbsearch.answer.jobs import job_of
from kbsearch.answer.lead import Confidence
from kbsearch.answer.over_time import moved_first
from kbsearch.answer.short_compare import yes_or_no_asked
from kbsearch.answer.short_why import why_of
from kbsearch.answer.subject import RIGHT, WRONG, QuestionSubject
from kbsearch.answer.tempered import tempered

SESSIONS = [
    ("2025-02-08", [
        ("Oskar", "I bought two beehives from the co-op and put them behind the boathouse."),
        ("Wen", "Bees! And did you two ever meet Marta in person?"),
        ("Oskar", "Never, only on video calls. My mother weaves rugs and sells them at the Saturday market, by the way.")],
     ["Oskar bought two beehives from the co-op and keeps them behind the boathouse in Vänersborg",
      "Oskar and Wen have never met Marta in person; they talk on video calls",
      "Oskar's mother weaves rugs and sells them at the Saturday market in Vänersborg",
      "Wen, a luthier in Tainan, studied instrument making for three years at the Cremona violin school in Italy"]),
    ("2025-05-17", [
        ("Oskar", "We went to the auction for the red cottage in Trollhättan: we stopped at 2.1 million and it sold for "
                  "2.4 million to a couple from Gothenburg."),
        ("Wen", "Oh no. Next one will be yours."),
        ("Oskar", "Also my sister Liv flies to Lima on 3 June for her fieldwork.")],
     ["Oskar went up to 2.1 million kronor at the auction for the red cottage in Trollhättan; it sold for 2.4 million "
      "kronor to a couple from Gothenburg",
      "Oskar's sister Liv flies to Lima on 3 June 2025 for her fieldwork",
      "Liv's visa is delayed, so the university moves Liv's Lima trip to 9 September 2025",
      "Wen's wife Mei teaches a class of 28 at a primary school in Tainan"]),
    ("2025-09-20", [
        ("Oskar", "Marta came to Vänersborg last week, the first time we met in person!"),
        ("Wen", "Finally. How are the bees?"),
        ("Oskar", "I caught a swarm and split one, so I have four hives now.")],
     ["Marta visited Oskar in Vänersborg in September 2025, the first time they met in person",
      "Oskar caught a swarm and split a hive and now has four"]),
]


@pytest.fixture(scope="module")
def friends(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("round37"), "r37x", SESSIONS)


def test_a_count_asked_now_comes_from_a_later_now_has(friends):
    assert answer_of(friends, "How many beehives does Oskar have now?").short == "four"


def test_a_never_is_undone_by_a_later_chat_telling_it_happened(friends):
    assert asks_since("Have Oskar and Marta met in person?") and asks_since("Did Oskar ever meet Marta?")
    assert not asks_since("Has Oskar still got the bees?") and not asks_since("Did Oskar meet Marta?")
    assert answer_of(friends, "Has Oskar met Marta in person?").short == "Yes"


def _sure_of_yes(question: str, text: str) -> str:
    """How sure a "Yes" read from `text` is, once tempered."""
    found = [("Yes", SimpleNamespace(text=text))]
    return tempered(Confidence("high", "a sentence states it"), found, True, Asked.of(question), question).level


def _passage(text: str, said_on: str, score: float, strengths: list[float]) -> SimpleNamespace:
    return SimpleNamespace(kind="outcomes", text=text, about=RIGHT, score=score, fits=True, said_on=said_on,
                           matched=sum(1 for s in strengths if s), strengths=strengths)


def test_a_later_never_or_plan_does_not_undo_it():
    never = _passage("Oskar has never met Marta in person", "2025-02-08", 1.0, [1, 1, 1])
    plan = _passage("Oskar will meet Marta in person in October", "2025-09-20", 0.9, [1, 1, 1])
    assert happened_since([never, plan], [never, plan], frozenset({0, 1, 2}))[0] is never
    met = _passage("Oskar met Marta in person at last", "2025-09-20", 0.9, [1, 1, 1])
    assert happened_since([never, met], [never, met], frozenset({0, 1, 2}))[0] is met
    earlier = _passage("Oskar met Marta in person at last", "2024-09-20", 0.9, [1, 1, 1])
    assert happened_since([never, earlier], [never, earlier], frozenset({0, 1, 2}))[0] is never


def test_a_house_sold_to_someone_else_was_not_got(friends):
    asked = lambda w: w.casefold() in {"oskar", "cottage", "trollhattan", "trollhättan"}  # noqa: E731
    sold = "Oskar went up to 2.1 million kronor at the auction for the red cottage; it sold for 2.4 million kronor to a couple"
    assert yes_or_no_asked("Did Oskar get the cottage in Trollhättan?", sold, True, asked) == "No"
    assert yes_or_no_asked("Did Oskar get the cottage in Trollhättan?", "Oskar got the red cottage for 2.1 million kronor",
                           True, asked) == "Yes"
    assert answer_of(friends, "Did Oskar get the cottage in Trollhättan?").short == "No"


def test_a_date_to_come_is_the_day_it_was_moved_to(friends):
    assert answer_of(friends, "When is Liv flying to Lima?").short == "9 September 2025"
    plan = _passage("Liv flies to Lima on 3 June 2025", "2025-05-17", 1.0, [1, 1, 1])
    other = _passage("The clinic moves Liv's check-up to 9 September 2025", "2025-05-17", 0.9, [1, 0, 0])
    assert moved_first([plan, other], [plan, other], "When is Liv flying to Lima?")[0] is plan  # (the move of another thing)
    other = _passage("The clinic moved the check-up from 3 June to 9 September 2025", "2025-05-17", 0.9, [1, 1, 0])
    assert moved_first([plan, other], [plan, other], "When is Liv flying to Lima?")[0] is plan


def test_a_yes_from_a_sentence_not_saying_the_verb_is_no_more_than_medium():
    assert _sure_of_yes("Did we buy the Hyundai?", "Kaloyan has fallen in love with a 2019 Hyundai i30 wagon") == "medium"
    assert _sure_of_yes("Did we buy the Hyundai?", "We bought the Hyundai i30 wagon for 24,500 leva") == "high"
    assert _sure_of_yes("Did Oskar sell the boat?", "Oskar sold the boat to a neighbour in May") == "high"


def test_a_reason_in_a_clause_of_another_thing_is_no_answer():
    asked = lambda w: w.casefold() in {"buying", "buy", "huonville"}  # noqa: E731
    said = ("The user and Dev want to buy their first home, looking at Kingston and Huonville; her father's surgery was "
            "postponed to 5 August because he had a chest infection; Leon suggests pre-approval")
    assert why_of(said, asked, "summary") == ""
    assert why_of("They chose Huonville because Dev got a posting at its ambulance station", asked, "summary") == \
        "because Dev got a posting at its ambulance station"


def test_a_place_asked_with_a_verb_is_the_one_after_it(friends):
    assert answer_of(friends, "Where did Wen study instrument making?").short == "Cremona"


def test_a_trade_of_a_relative_told_by_its_verb(friends):
    assert JOB_ASKED.search("What is Oskar's mother's craft?") and not JOB_ASKED.search("What's the craft beer called?")
    assert job_of("Oskar's mother weaves rugs and sells them at the Saturday market", frozenset({"oskar"}), "",
                  ("Oskar's", "mother")) == "weaves rugs"
    assert job_of("Wen's wife Mei teaches a class of 28 at a primary school in Tainan", frozenset({"mei"}), "") == \
        "teacher at a primary school"
    # (a count of hives is a pastime as often as a living; "What craft did Priya take up?" asks none)
    assert job_of("Jonas keeps about 4 hives on the roof of his block", frozenset({"jonas"}), "") == ""
    assert not JOB_ASKED.search("What craft did Priya take up?")
    assert answer_of(friends, "What is Oskar's mother's craft?").short.startswith("weaves rugs")


def test_how_much_more_is_the_gap_of_two_amounts_set_against_each_other():
    assert MORE_ASKED.match("How much more did the quartz worktop cost than oak?")
    assert not MORE_ASKED.match("How much did the quartz worktop cost?")
    assert difference("Ailsa wanted quartz, costing £2,300 instead of £1,150") == "£1,150"
    assert difference("a flat in Verdun for $1,450 a month, compared with $780 for her half") == "$670"
    assert difference("the rent went up from $480 to $510 a week") == "$30"
    assert difference("they paid 38,000 shillings instead of 21,000 shillings") == "17,000 shillings"
    # (no gap of two amounts of one kind: a score, a price against a time)
    assert difference("the Hawks won 4 against 2") == ""
    assert difference("costing £2,300 instead of 3 weeks") == ""


def test_a_named_persons_thing_is_not_told_by_a_sentence_opening_with_their_relative():
    told = "Oskar's grandmother Britt celebrated her 90th birthday in Borås on 4 January 2025"
    assert QuestionSubject.of("When is Oskar's birthday?").about("", told) == WRONG
    assert QuestionSubject.of("How old is Oskar's grandmother?").about("", told) != WRONG
    assert QuestionSubject.of("When is Oskar's birthday?").about("", "Oskar turned 35 on 3 July 2025") != WRONG


# helper-161's review of the round (review 19): each input it found misread

def test_review_19_a_verb_said_as_its_participle_or_its_past_is_said():
    assert _sure_of_yes("Has Callum sold his Brompton?", "Callum sold his Brompton for £700 in March") == "high"
    assert _sure_of_yes("Has Tove seen the northern lights?", "Tove saw the northern lights twice in Abisko") == "high"
    assert _sure_of_yes("Have I taken my driving test?", "I took my driving test on 12 May") == "high"


def test_review_19_a_never_is_not_undone_by_anothers_relative_or_a_trip_to_come():
    never = _passage("Ama has never met Jonas's sister Lena", "2025-02-01", 1.0, [1, 1, 1])
    kin = _passage("Jonas's sister Lena met Ama's brother Kofi at a conference", "2025-06-01", 0.9, [1, 1, 1])
    assert happened_since([never, kin], [never, kin], frozenset({1}), frozenset({0, 2}),
                          "Has Ama met Jonas's sister?")[0] is never
    japan = _passage("The user has never been to Japan", "2025-02-02", 1.0, [1, 1])
    trip = _passage("The user flies to Osaka on 2 December, her first time in Japan", "2025-10-11", 0.9, [1, 1])
    assert happened_since([japan, trip], [japan, trip], frozenset({1}), frozenset(), "Have I been to Japan?")[0] is japan


def test_review_19_another_thing_sold_away_or_moved_is_not_the_asked_ones():
    asked = lambda w: w.casefold() in {"jonas", "rolleiflex"}  # noqa: E731
    said = "Jonas got the Rolleiflex for 300 euros; the Hasselblad went to a higher bidder"
    assert yes_or_no_asked("Did Jonas get the Rolleiflex?", said, True, asked) == "Yes"
    plan = _passage("Ama's thesis defence is on 12 December 2025", "2025-09-01", 1.0, [1, 1, 1])
    for moved in ("Ama's thesis supervisor moved his sabbatical to January 2026",
                  "Ama moved her thesis reading group to 10 November"):
        other = _passage(moved, "2025-10-01", 0.9, [1, 1, 0])
        assert moved_first([plan, other], [plan, other], "When is Ama's thesis defence?")[0] is plan


def test_review_19_a_place_after_the_verb_is_no_ones_name(friends):
    assert answer_of(friends, "Where did Wen study instrument making?").short == "Cremona"
    from kbsearch.answer.short_who_where import where_of
    from dataclasses import replace

    from kbsearch.answer.name_roles import NameRoles
    asked = replace(Asked.of("Where did Duarte propose?"), known=NameRoles(people=frozenset({"Inês", "Duarte"})))
    words = lambda w: w.casefold() in {"duarte", "propose"}  # noqa: E731
    assert where_of("Duarte proposed to Inês at Cabo da Roca at sunset", asked, words, "Where did Duarte propose?") != "Inês"
    bought = Asked.of("Where did Jonas buy his Leica?")
    assert where_of("Jonas bought his Leica from Felix, a photographer in Leipzig", bought,
                    lambda w: w.casefold() in {"jonas", "buy", "leica"}, "Where did Jonas buy his Leica?") != "Felix"


def test_review_19_a_gap_is_of_the_asked_things_amounts_and_of_money_where_money_is_asked():
    rent = lambda w: w.casefold() in {"rent", "bristol", "bath"}  # noqa: E731
    said = "Her salary went up from £31,000 to £34,000 in Bristol; rent in Bristol is £1,250 a month against £980 in Bath"
    assert difference(said, rent, True) == "£270"
    cost = lambda w: w.casefold() in {"saturday", "pottery", "class", "cost"}  # noqa: E731
    assert difference("The Saturday class went from 2 hours to 3 hours and costs €25 against €18", cost, True) == "€7"


def test_review_19_a_reason_opening_its_own_clause_is_of_the_clause_before():
    asked = lambda w: w.casefold() in {"switch", "monzo"}  # noqa: E731
    assert why_of("I switched to Monzo in May; mainly because the overdraft fees were killing me", asked, "raw") == \
        "because the overdraft fees were killing me"


def test_a_thing_done_asked_in_the_present_is_its_object():
    from kbsearch.answer.clauses import done_verb
    assert done_verb("What does Liis's father rent out to tourists?") == "rent"
    assert done_verb("What does Liis do for work?") == ""  # (no deed: a job)
    said = "her father Peeter, who drove the school bus for 30 years, now rents his smoke sauna to tourists"
    from kbsearch.answer.clauses import done_object
    assert done_object(said, "rent", lambda w: w.casefold() in {"father", "rent", "tourists"}) == "smoke sauna"


def test_been_to_is_said_by_a_visit_not_by_be():
    assert _sure_of_yes("Has Idir ever been to Estonia?", "Idir: Estonia will be a new planet.") == "medium"
    assert _sure_of_yes("Has Idir ever been to Estonia?", "Idir went to Estonia in July for the Hanseatic Days") == "high"
    assert _sure_of_yes("Has Aoife been to Japan?", "Aoife and Rashid are just back from Japan, they loved Kyoto") == "high"
    assert _sure_of_yes("Has Jonas been to Ghana?", "Jonas spent two weeks in Accra, his first time in Ghana") == "high"
