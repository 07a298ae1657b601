"""The thirty-eighth round's rules (bench/README "Thirty-eighth round"): an unsure answer to a question
of what would be ("Would Facundo know …?", not "Can …?") says it is a guess, "Likely yes" or "Likely
no", and "Likely no" of what the one asked turned down; "get to know each other" is asked as "meet",
and how two met is what a sentence says after their "met" ("met on a language-exchange app"), not a
relative's ("Sam's parents met …"); the job one has now is not one a sentence says was left ("left
his job as a bus driver"), nor sure where a later chat says a job was left; a post said bare after
"started as" or "promoted to" ("head of the puppet workshop") is a job, the user's own in a note
too, and a head of a family, team or club is none; "What does X make for a living?" asks a job, and
what one makes for a living answers it; a ferry or fire captain is a job (a club captain is not),
and "before she retired" need not be said by the sentence that tells her job; "420 лв" and "₺350"
are money; "Which doctor …?" is answered by the name "Dr." titles."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from test_answer_conversation import answer_of, noted_sessions

from kbsearch.answer.asked import Asked
from kbsearch.answer.clauses import how_met
from kbsearch.answer.concepts_asked import light_words
from kbsearch.answer.jobs import job_of, left_later, works_as
from kbsearch.answer.likely import asks_would, likely
from kbsearch.answer.short_count import count_of
from kbsearch.answer.short_which import named_by_noun
from kbsearch.answer.subject import WRONG, QuestionSubject
from kbsearch.answer.value_words import plainly

SESSIONS = [
    ("2025-03-02", [
        ("Tomás", "Work is fine. Still on the 612 bus route, six mornings a week."),
        ("Ines", "Do you still think about the brigade?"),
        ("Tomás", "Every day. I sent the application on Friday.")],
     ["Tomás sent his application to the forest fire brigade",
      "Ines and Tomás met at a summer school in Uppsala in 2016",
      "Ines spent ten years as a cooper at a barrel workshop in Maipú, repairing and toasting oak barrels",
      "Ines's father Arne was a ferry captain on the Hardangerfjord for 30 years, out of Norheimsund"]),
    ("2025-08-16", [
        ("Tomás", "The brigade called: I start on the 1st of December!"),
        ("Ines", "And the bus?"),
        ("Tomás", "I handed back my keys yesterday.")],
     ["Tomás got a place in the forest fire brigade from 1 December and left his job as a bus driver"]),
    ("2025-11-09", [
        ("Ines", "Valparaíso was wonderful. Your mother's empanadas!"),
        ("Tomás", "She asks when you're coming back.")],
     ["Ines visited Tomás in Valparaíso in October 2025, the first time they met in person since 2019, and met his mother"]),
]


@pytest.fixture(scope="module")
def friends(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("round38"), "r38x", SESSIONS)


def test_an_unsure_answer_to_a_would_question_says_it_is_a_guess(friends):
    got = answer_of(friends, "Would Ines know how to fix a leaking oak barrel?")
    assert got.short in ("Likely yes", "Likely no")
    assert str(got.confidence) != "high"


def test_only_what_would_be_is_answered_as_a_guess():
    assert asks_would("Would Ines enjoy a whale-watching tour?") and asks_would("Is Wes likely to sell the anvil?")
    assert asks_would("Might Yasmine attempt a full marathon?")
    # ("Can Nebraas be considered …?" is answered "Yes, probably", as its "Yes, he can" is)
    assert not asks_would("Can Nebraas be considered a loyal partner?") and not asks_would("Could I compost the tops?")


def test_what_one_turned_down_one_would_not_take_to():
    body = ("Idir accepted a job teaching scenic painting at the film institute, and turned down a five-month shoot "
            "in Jordan because he wants to be home while Yanis is small")
    asked = {"idir", "accept", "accepted", "long", "film", "shoot", "far", "home", "moment"}
    assert likely("Would Idir accept a long film shoot far from home at the moment?", body,
                  lambda w: w.casefold() in asked) == "Likely no"
    # (a refusal of another thing is no no: "turned down the Leeds offer" says nothing of a shoot)
    other = "Idir turned down the Leeds offer and loves long film shoots"
    assert likely("Would Idir accept a long film shoot far from home at the moment?", other,
                  lambda w: w.casefold() in asked) == "Likely yes"
    # (… nor a refusal by someone else, nor music turned down: review 20)
    assert likely("Would Kwesi buy a narrowboat?", "The bank declined Kwesi's loan for a narrowboat; Kwesi has wanted a "
                  "narrowboat for years", lambda w: w.casefold() in {"kwesi", "buy", "narrowboat"}) == "Likely yes"
    assert likely("Would Kwesi enjoy a music festival?", "Kwesi turned down the music at his party",
                  lambda w: w.casefold() in {"kwesi", "enjoy", "music", "festival"}) == "Likely yes"
    assert likely("Would Dad accept help with the garden?", "Dad refused help with the garden last spring",
                  lambda w: w.casefold() in {"dad", "accept", "help", "garden"}) == "Likely no"
    assert likely("Would Dad accept help with the garden?", "The user's dad (78, bad back) refused help with the garden again",
                  lambda w: w.casefold() in {"dad", "accept", "help", "garden"}) == "Likely no"


def test_getting_to_know_each_other_is_asked_as_meeting(friends):
    assert plainly("Where did Ines and Tomás first get to know each other?") == "Where did Ines and Tomás first meet?"
    assert plainly("How did they come to know one another?") == "How did they meet?"
    assert plainly("Do you know each other well?") == "Do you know each other well?"
    assert answer_of(friends, "Where did Ines and Tomás get to know each other?").short == "Uppsala"


def test_how_two_met_is_what_follows_their_met():
    assert how_met("Refilwe and Rocío met on a language-exchange app in April 2020 and have never met in person",
                   "How did Refilwe and Rocío meet?") == "on a language-exchange app in April 2020"
    assert how_met("We met through a friend at university, which was lovely", "How did you and Sam meet?") \
        == "through a friend at university"
    assert how_met("Ndapi and Kagiso met in 2015 at a youth camp in Kasane, when Ndapi was a student",
                   "How did Ndapi and Kagiso first meet?") == "in 2015 at a youth camp in Kasane"
    assert how_met("We met picking grapes at the harvest in Beaune", "How did we meet?") == "picking grapes at the harvest in Beaune"
    assert how_met("Refilwe and Rocío met in person for the first time in May", "How did Refilwe and Rocío meet?") == ""
    assert how_met("Refilwe and Rocío met in April 2020", "How did Refilwe and Rocío meet?") == ""
    assert how_met("Refilwe and Rocío met on an app", "Where did Refilwe and Rocío meet?") is None
    # (… as the ones who met, not as an owner: review 20)
    assert how_met("Sam's parents met at a barn dance in Carmarthen in 1979", "How did Sam and I meet?") == ""


def test_a_meeting_asked_is_not_a_relatives_meeting():
    subject = QuestionSubject.of("Where did Sam and I meet?")
    assert subject.about("", "Sam's parents met at a barn dance in Carmarthen in 1979") == WRONG
    assert subject.about("", "The user and Sam met while volunteering at a dog shelter in Cardiff") != WRONG
    assert QuestionSubject.of("How did Sam's parents meet?").about("", "Sam's parents met at a barn dance") != WRONG


def test_how_two_met_is_not_read_from_their_later_meeting(friends):
    assert answer_of(friends, "How did Ines and Tomás meet?").short == "at a summer school in Uppsala in 2016"


def test_a_job_left_is_not_the_job_now():
    text = "Tomás got a place in the forest fire brigade and left his job as a bus driver"
    assert job_of(text, {"tomás"}, "", former=False) == ""
    assert job_of(text, {"tomás"}, "") == "bus driver"  # (as "What jobs has Tomás had?" reads it)
    # (a job only thought of leaving is still held: review 20)
    for held in ("Bethan might leave her job as a vet", "Nadia is thinking about quitting her job as a vet",
                 "Bethan is leaving her job as a vet in March"):
        assert job_of(held, {"bethan", "nadia"}, "", former=False) == "vet", held
    assert works_as("She quit her job as a nurse.", former=False) == []
    assert works_as("She quit her job as a nurse.") == ["a nurse"]
    assert works_as("He now works as a porter at the station", former=False) == ["a porter at the station"]


def test_the_job_now_is_not_read_from_a_job_left(friends):
    got = answer_of(friends, "What is Tomás's job now?")
    assert "bus driver" not in got.short.casefold() and str(got.confidence) != "high"


def test_a_job_now_is_not_sure_where_a_later_chat_tells_of_a_job_left():
    said = SimpleNamespace(said_on="2025-03-02", text="Tomás drives the 612 bus in Valparaíso")
    later = SimpleNamespace(said_on="2025-11-09", text="Tomás got a place in the brigade and left his bus driving job")
    other = SimpleNamespace(said_on="2025-11-09", text="Ines left her job at the bank")
    assert left_later(said, [said, later], frozenset({"tomás"}))
    assert not left_later(said, [said, other], frozenset({"tomás"}))
    assert not left_later(later, [said, later], frozenset({"tomás"}))  # (said before it)


def test_a_head_of_a_family_team_or_club_is_no_job():
    for said in ("Jo became head of the family after Dad died", "Noor became chair of the book club",
                 "Pål was promoted to captain of the first team at Odda FK"):
        assert job_of(said, {"jo", "noor", "pål"}, "") == "", said


def test_a_post_said_bare_is_a_job():
    assert job_of("The user started as head of the puppet workshop on Monday 2 February 2026", {"i"}, "user") \
        == "head of the puppet workshop"
    assert job_of("Maya was promoted to head of science in May", {"maya"}, "") == "head of science"


def test_what_one_makes_for_a_living_asks_a_job():
    assert Asked.of("What does Eirik make for a living?").job and Asked.of("What does Eirik do for a living?").job
    assert not Asked.of("What does Eirik make for dinner?").job and not Asked.of("What did I make for work on Friday?").job
    # (… and what one makes for a living answers it: review 20)
    assert job_of("Eirik makes Hardanger fiddles for a living in Bergen", {"eirik"}, "") == "Hardanger fiddles"


def test_a_captain_by_trade_is_a_job_and_a_club_captain_is_not():
    assert job_of("Tomasz is a fire captain in Thunder Bay", {"tomasz"}, "") == "fire captain"
    assert job_of("Ewan is the club captain at the golf club; he is a lawyer", {"ewan"}, "") == "lawyer"


def test_a_job_before_retiring_is_told_without_the_word(friends):
    assert {"retired", "retire"} <= light_words("What did Ines's father do before he retired?")
    assert "retired" not in light_words("When did Ines's father retire?")
    assert answer_of(friends, "What did Ines's father do before he retired?").short == "ferry captain"


def test_money_in_leva_and_other_signs_is_money():
    assert count_of("The vet bill came to 420 лв in the end", "How much was the vet bill?") == "420 лв"
    assert count_of("The ferry ticket was ₺350 each way", "How much was the ferry ticket?") == "₺350"


def test_which_doctor_is_the_one_a_title_names():
    body = "Her GP referred her to an orthopaedist, Dr. Todor Marinov, who diagnosed De Quervain's tendinitis"
    asked = Asked.of("Which doctor diagnosed my thumb problem?")
    got, noun, _ = named_by_noun(body, asked, "Which doctor diagnosed my thumb problem?",
                                 lambda w: w.casefold() in {"diagnosed", "thumb", "problem"}, "user")
    assert (got, noun) == ("Dr. Todor Marinov", "doctor")

