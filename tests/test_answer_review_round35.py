"""The thirty-fifth round's rules (bench/README "Thirty-fifth round"): a why-question whose lead
gives no reason, and a question after a relative's job whose lead names none, look at the next
best sentences; a consequence opening a turn's sentence ("So the team …") has its reason in the
sentence before; a probable yes gives way to a no another sentence says of the asked thing;
"earn a living" asks a job; a named person's salary and a charge by the hour ask money; a name
in a list may say its age; "not feeling well" is no no, "pulled out of" is; an offer is no taking; a job taken after the employer's name
("accepted the Dunedin City Council heritage stonemason job") is a job, and a later chat's job
taken leads a job asked now."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from test_answer_conversation import answer_of, chats_archive, noted_sessions

from kbsearch.answer.asked import Asked
from kbsearch.answer.clauses import appositive_names, who_is_of
from kbsearch.answer.jobs import job_of
from kbsearch.answer.second_look import EVENT_ASKED, said_elsewhere
from kbsearch.answer.subject import RIGHT
from kbsearch.answer.short_compare import yes_or_no_asked
from kbsearch.answer.short_yesno import yes_or_no

SESSIONS = [
    ("2025-02-09", [
        ("Rina", "My curling team lost the club final on the last rock. I play third for Dora."),
        ("Tamar", "So close! How's the museum thing going?"),
        ("Rina", "I applied for the education job at the National Museum in Lisbon. My brother Duarte says go for it, "
                 "he's a paragliding instructor in Serra da Estrela and takes risks for a living.")],
     ["Rina, a cave guide in Mira de Aire, plays third on a curling team skipped by Dora; they lost the club final",
      "Rina applied for an education officer job at the National Museum in Lisbon",
      "Rina's brother Duarte is a paragliding instructor in Serra da Estrela"]),
    ("2025-05-31", [
        ("Rina", "They offered me the museum job! 2,200 euros a month, against the 1,400 I earn at the cave."),
        ("Tamar", "Wow. Will you take it?"),
        ("Rina", "I don't know yet.")],
     ["Rina was offered the education officer job at the National Museum in Lisbon at 2,200 euros a month, "
      "against the 1,400 euros she earns as a cave guide"]),
    ("2025-07-06", [
        ("Rina", "Dora's moving to Porto in September to be near her daughter. So the team needs a new skip and "
                 "everyone is looking at me."),
        ("Tamar", "And Lisbon?"),
        ("Rina", "I said no. I'm staying in the caves.")],
     ["Rina turned down the National Museum job in Lisbon on 30 June 2025 because her partner got a promotion",
      "Rina's curling team will need a new skip in the autumn"]),
    ("2025-10-12", [
        ("Rina", "I'm senior guide now, at 1,900 euros a month."),
        ("Tamar", "Parabéns!")],
     ["Rina became senior guide at the cave on 1 October 2025; her salary is now 1,900 euros a month"]),
]


@pytest.fixture(scope="module")
def friends(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("round35"), "r35x", SESSIONS)


def test_a_why_whose_lead_gives_no_reason_reads_the_turn_before_a_so(friends):
    a = answer_of(friends, "Why did Rina's curling team need a new skip?")
    assert "Dora's moving to Porto" in a.short


def test_a_probable_yes_gives_way_to_a_no_said_of_the_asked_thing(friends):
    assert answer_of(friends, "Did Rina accept the museum job in Lisbon?").short.startswith("No")


def test_earning_a_living_asks_a_job(friends):
    assert Asked.of("How does Rina's brother earn his living?").job
    assert answer_of(friends, "How does Rina's brother earn his living?").short == "paragliding instructor"
    assert Asked.of("How has Tom been making a living?").job


def test_a_named_persons_salary_asks_money(friends):
    assert Asked.of("What is Rina's salary now?").money
    assert Asked.of("What is Rina's brother's salary?").money
    assert "1,900" in answer_of(friends, "What is Rina's salary now?").short


def test_a_charge_by_the_hour_asks_money():
    assert Asked.of("What do I charge an hour for lettering commissions now?").money
    assert not Asked.of("How does Tom make a living?").money


def test_only_something_done_or_not_takes_a_no_said_beside_it():
    assert EVENT_ASKED.match("Did Nino accept the job?") and EVENT_ASKED.match("Has Fraser met her mother?")
    assert not EVENT_ASKED.match("Can Nebraas be considered a loyal partner?")
    assert not EVENT_ASKED.match("Does Kevin have an athletic build?")


def _words(*ws):
    return lambda w: w.casefold() in ws


def test_not_feeling_well_is_no_no():
    assert yes_or_no("Nicolas is sick and not feeling well", True, _words("sick", "nicolas")) == "Yes"
    assert yes_or_no("Nicolas is not sick any more", True, _words("sick", "nicolas")) == "No"
    # (… unless how he feels is asked; nor is any other "not good" a yes)
    assert yes_or_no("Nicolas is not feeling well", True, _words("nicolas", "feeling", "well")) == "No"
    assert yes_or_no("Tom is not good at chess", True, _words("tom", "good", "chess")) == "No"
    assert yes_or_no("The soup was not good", True, _words("soup")) == "No"
    assert yes_or_no("Ana was not feeling well so she stayed home from the party", True, _words("ana", "party")) == "No"


def test_an_offer_is_no_taking():
    asked = _words("zofia", "take", "job", "piano", "teacher")
    assert yes_or_no_asked("Did Zofia take the job?", "A music school offered Zofia a job", True, asked) == "Yes, probably"
    assert yes_or_no_asked("Did Zofia take the job?", "Zofia took the job at the music school", True, asked) == "Yes"
    assert yes_or_no_asked("Did Zofia take the job?", "Zofia was offered the job, which starts in March", True,
                           asked) == "Yes, probably"
    assert yes_or_no_asked("Did Zofia take the train?", "The station offers a shuttle", True, _words("train", "zofia")) == "Yes"


def test_pulling_out_is_a_no():
    assert yes_or_no("Zofia pulled out of the choir tour in May", True, _words("zofia", "choir", "tour")) == "No"
    assert yes_or_no("I dropped out of the race at 20 km", True, _words("race")) == "No"
    assert yes_or_no("Zofia went on the choir tour", True, _words("zofia", "choir", "tour")) == "Yes"
    assert yes_or_no("Ana pulled out of the station car park at six", True, _words("ana", "park", "station")) == "Yes"


def test_a_name_in_a_list_may_say_its_age():
    assert appositive_names("We live in Mechelen with our kids Fien (13) and Lander (10).", "kids") == ["Fien", "Lander"]
    assert appositive_names("My grandkids, Ruby who's 9 and Oscar who's 6, love the beach.", "grandkids") == ["Ruby", "Oscar"]
    assert appositive_names("my twins, Lily and Leo, keep asking", "twins") == ["Lily", "Leo"]
    assert appositive_names("Our kids Mila, 7, and Teo, 4, love it.", "kids") == ["Mila", "Teo"]


def test_a_role_after_with_is_whose_it_is_only_right_before_the_name():
    assert who_is_of("Tigran opened his workshop with apprentice Narek, 19", "Narek") == "Tigran's apprentice"
    assert "Tigran's" not in who_is_of("Tigran went with your tutor Narek", "Narek")


def test_a_relatives_job_is_looked_for_in_the_next_sentences_naming_them():
    lead = [SimpleNamespace(score=0.84, about=RIGHT, text="The user turned 40; her sister Isla's present is coming")]
    job = SimpleNamespace(score=0.63, about=RIGHT, text="The user and her sister Isla, 35, a physiotherapist in Queenstown")
    other = SimpleNamespace(score=0.70, about=RIGHT, text="Hemi gave her six letter-cutting chisels")
    assert said_elsewhere(lead, [*lead, other, job], Asked.of("What does my sister do?")) == [job]
    # (the relative's own word: not "song" for "son")
    song = SimpleNamespace(score=0.70, about=RIGHT, text="Felix sang a song about Sonia")
    assert said_elsewhere(lead, [*lead, song], Asked.of("What does my son do?")) == []
    # (nor for a question after anything else)
    assert said_elsewhere(lead, [*lead, other, job], Asked.of("What did Hemi give me?")) == []


def test_a_job_taken_after_the_employers_name_is_a_job():
    assert job_of("The user accepted the Dunedin City Council heritage stonemason job at $79,500", {"i"}, "") \
        == "heritage stonemason"
    assert job_of("Maya got the head pharmacist job", {"maya"}, "") == "head pharmacist"
    assert job_of("I took the council job!", {"i"}, "user") == ""  # (no job said)
    # (a rank is no employer; an offer turned down is no job; "an" is a whole word)
    assert job_of("I accepted the Deputy head teacher job", {"i"}, "user") == "Deputy head teacher"
    assert job_of("The user got the Asda pharmacy manager job offer but turned it down", {"i"}, "") == ""
    assert job_of("Maya got an accountant job", {"maya"}, "") == "accountant"


MASON = [
    ("2025-02-08", "Stone dust and my lungs", [
        ("user", "I'm Morag, I'm 39 and I'm a monumental mason in Invercargill: I cut and letter headstones. "
                 "My job fills the shed with stone dust."),
        ("assistant", "Stone dust is a real risk; let's look at masks and extraction.")],
     {"summary": "The user, Morag, 39, is a monumental mason in Invercargill who cuts and letters headstones"}),
    ("2025-07-19", "Moving to Dunedin", [
        ("user", "Update: I took the council job! Now we need to move."),
        ("assistant", "Congratulations! Let's plan the move.")],
     {"summary": "The user accepted the Dunedin City Council heritage stonemason job at $79,500 plus $3,000 towards "
                 "moving costs; the move to Dunedin is planned for late August"}),
]


def test_a_later_job_taken_leads_a_job_asked_now(tmp_path):
    s = chats_archive(tmp_path, "r35m", MASON, "claude")
    assert answer_of(s, "What's my job now?").short == "heritage stonemason"
    # (… and the job before is the one said first, though the later note says "job" too, where the
    # earlier chat is read: one that never says "job" is not, bench/README "Thirty-fifth round")
    assert answer_of(s, "What was my job before?").short == "monumental mason"
