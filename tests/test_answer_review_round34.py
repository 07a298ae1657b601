"""The thirty-fourth round's rules (bench/README "Thirty-fourth round"): a count so far is no
end, where a later chat gives one; a retake is no pass at the first try; no one says "she" of
herself; "called … smart" names nothing; a title read with the name after it; a date alone
answers no question after what is not a time; an age and a job said together; a weekday runs
on no place name; the numbered parts of a reply as what was advised first; and, where the lead
sentence gives no short answer, the best one plainly about whom the question asks."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from test_answer_conversation import answer_of, chats_archive, noted_sessions

from kbsearch.answer.asked import PLACE_AFTER, Asked
from kbsearch.answer.evidence import Passage
from kbsearch.answer.jobs import job_of
from kbsearch.answer.naming import NAMED
from kbsearch.answer.second_look import asks_a_time, bare_date, with_name

SESSIONS = [
    ("2025-02-08", [
        ("Ama", "Big year ahead. We placed 23 dogs in 2024 and the trust wants more this year."),
        ("Kofi", "You'll do it. My Module 15 exam is on 5 April, the last one before my licence."),
        ("Ama", "Good luck! My sister Efua got a new netball coach, a Dutch woman.")],
     ["Ama coordinates the guardian dog programme of the cheetah trust, which placed 23 dogs in 2024",
      "Kofi's Module 15 exam is on 5 April 2025"]),
    ("2025-06-28", [
        ("Kofi", "I passed! 88% on the retake, twenty minutes early."),
        ("Ama", "I knew you would. We've placed 34 dogs so far this year."),
        ("Kofi", "That's already over the target.")],
     ["Kofi passed his Module 15 retake on 14 June 2025 with 88%",
      "Ama's programme has placed 34 dogs so far in 2025"]),
    ("2025-10-04", [
        ("Ama", "News: the board chose me on 19 September to head the whole dog programme."),
        ("Kofi", "Congratulations, boss!")],
     ["The trust's board chose Ama on 19 September 2025 to head the guardian dog programme"]),
    ("2026-01-10", [
        ("Ama", "The programme placed 41 dogs in 2025 in all, eleven over the target."),
        ("Kofi", "And Efua?"),
        ("Ama", "She was called to the national netball squad's trial camp in Windhoek!")],
     ["The guardian dog programme placed 41 dogs in 2025",
      "Ama's sister Efua was called to the national netball trial camp in Windhoek in January 2026"]),
]


@pytest.fixture(scope="module")
def friends(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("round34"), "r34x", SESSIONS)


def test_a_count_so_far_is_no_end_where_a_later_chat_gives_one(friends):
    assert answer_of(friends, "How many dogs did Ama's programme place in 2025 in the end?").short == "41"


CANDLES = [
    ("2024-11-30", [("Nell", "Market season is mad. I've sold 46 candles so far this season."), ("Jo", "Brilliant!")],
     ["Nell has sold 46 candles so far this season at the Saturday market"]),
    ("2025-01-11", [("Nell", "Final count for the season: 132 candles sold."), ("Jo", "You should be proud.")],
     ["Nell sold 132 candles in the 2024 market season"]),
    ("2025-04-26", [("Nell", "Slow start: 18 candles sold so far this year."), ("Jo", "It's only April.")],
     ["Nell has sold 18 candles so far in 2025"]),
]


def test_a_count_so_far_stays_where_the_question_sets_its_day_or_a_later_one_is_so_far_too(tmp_path):
    s = noted_sessions(tmp_path, "r34c", CANDLES)
    # (the question's own day: no later count replaces it)
    assert answer_of(s, "How many candles did Nell sell in total by the end of November 2024?").short == "46"
    # (a later count so far, of another year, is no end of this one)
    assert answer_of(s, "How many candles did Nell sell in the 2024 season in the end?").short != "18"


def test_a_retake_is_no_pass_at_the_first_try(friends):
    assert answer_of(friends, "Did Kofi pass Module 15 on his first try?").short.startswith("No")
    # (a pass asked without "first" is still a pass)
    assert answer_of(friends, "Did Kofi pass Module 15?").short.startswith("Yes")


def test_no_one_says_she_of_herself(friends):
    # Ama's "She was called to the … trial camp" is of her sister: no yes about Ama
    assert not answer_of(friends, "Was Ama called to the national netball trial camp?").short.startswith("Yes")


def test_a_date_alone_answers_no_question_after_what_is_no_time(friends):
    a = answer_of(friends, "What is Ama's position at the trust now?")
    assert not bare_date(a.short)


@pytest.mark.parametrize("text, date", [("19 September 2025", True), ("in March 2024", True), ("2021", True),
                                        ("summer 2025", True), ("head of the programme", False), ("9 dogs", False)])
def test_a_bare_date(text, date):
    assert bare_date(text) == date


@pytest.mark.parametrize("question, time", [("What was the deadline?", True), ("What's her due date?", True),
                                            ("What is the wedding set for?", True), ("What was my retake rebooked for?", True),
                                            ("What is Ama's position at the trust now?", False),
                                            ("Which company installed our heat pump?", False)])
def test_a_question_after_a_time_in_other_words(question, time):
    assert asks_a_time(question) == time


@pytest.mark.parametrize("body, name", [
    ("the assistant called winter ski tuning smart, and Olivier agreed", None),
    ("a dog called Rex", "Rex"),
    # (a name that goes on: no judgement)
    ("a dog called biscuit who is smart", "biscuit who is smart"),
])
def test_called_smart_names_nothing(body, name):
    m = NAMED.search(body)
    assert (m.group(1) if m else None) == name


def test_an_age_and_a_job_said_together():
    body = "My sister Karine (she's 36 and a pharmacist in Québec City) is doing the 51 km skate."
    assert job_of(body, frozenset({"i"}), "user", ("my", "sister")) == "pharmacist"


@pytest.mark.parametrize("body, job", [
    # the relative asked opens the clause, unnamed
    ("Ndapi's father, retired after 28 years as an electrician at the Tsumeb copper mine, grows mahangu", "electrician"),
    # (not someone else of theirs, nor Ndapi herself)
    ("Ndapi's father's friend spent 28 years as an electrician", ""),
    ("Ndapi spent 28 years as an electrician", ""),
])
def test_a_job_of_the_relative_asked_unnamed(body, job):
    assert job_of(body, frozenset({"ndapi"}), "", ("Ndapi's", "dad")) == job


def test_a_weekday_runs_on_no_place_name():
    m = PLACE_AFTER.search("sleeping in a motel in Rivière-du-Loup Monday to Thursday")
    assert m.group(1) == "Rivière-du-Loup"


@pytest.mark.parametrize("question, first", [
    ("What did you tell me to put our savings into first?", 1),
    ("What did you suggest first to fix the leak?", 1),
    ("What did you tell me to put the money into last?", -1),
    # ("first" of something else is no ordinal of the advice)
    ("What did you tell me about my first car?", 0),
])
def test_advice_asked_first(question, first):
    assert Asked.of(question).ordinal == first


CHATS = [
    ("2025-02-23", "RRSP, TFSA or the RESP?", [
        ("user", "We have $9,000 in savings and $7,200 of RRSP room. We haven't put anything in Félix's RESP since 2022. "
                 "Where should the money go?"),
        ("assistant", "Good question. I'm not a financial planner, so treat this as a way of thinking it through.\n\n"
                      "## 1. Félix's RESP first\n"
                      "This is the best return available to you, and it's guaranteed:\n"
                      "- The federal **Canada Education Savings Grant** adds **20%** on the first $2,500 contributed each year.\n"
                      "- Quebec's **QESI** adds another **10%**.\n"
                      "- So **$2,500 in the RESP becomes $3,250** at once.\n\n"
                      "## 2. Your RRSP\n"
                      "At your income a $6,000 contribution brings back about $2,400 in tax.\n\n"
                      "## 3. A TFSA for emergencies\n"
                      "Keep three months of expenses where you can reach them.")],
     {"summary": "The user asked where to put $9,000 of savings; the assistant suggested the RESP, then the RRSP, then a TFSA."}),
]


@pytest.fixture(scope="module")
def assisted(tmp_path_factory):
    return chats_archive(tmp_path_factory.mktemp("round34a"), "r34a", CHATS, "chatgpt")


def test_what_was_advised_first_is_the_reply_s_first_numbered_part(assisted):
    assert "RESP" in answer_of(assisted, "What did you tell me to put our savings into first?").short


@pytest.mark.parametrize("short, text, named", [
    # a note's sentence cut after "Dr.": the name is the next one's first word
    ("Dr", "The user's father was diagnosed on 17 February 2025; his cardiologist Dr.", "Dr. Marinov"),
    # (no name after it: as it was)
    ("Dr", "His cardiologist is a Dr.", "Dr"),
    ("Marinov", "His cardiologist is Marinov.", "Marinov"),
])
def test_a_title_is_read_with_the_name_after_it(short, text, named):
    summary = f"{text} Marinov prescribed apixaban." if named == "Dr. Marinov" else text
    p = Passage(chat=None, chunk=SimpleNamespace(summary=summary), kind="summary", text=text, order=0)
    assert with_name(short, p) == named


def test_the_best_sentence_plainly_about_whom_the_question_asks(tmp_path):
    # the lead note names another dog's breed beside Caribou; a turn says Caribou's
    s = chats_archive(tmp_path, "r34b", [
        ("2025-01-26", "Training for a ski race", [
            ("user", "Patrick keeps Caribou for the race weekend. What should I eat the night before?"),
            ("assistant", "Pasta and an early night.")],
         {"summary": "Patrick keeps Caribou for the race weekend.",
          "decisions": [{"decision": "Patrick keeps Caribou for the weekend",
                         "rationale": "Caribou and Patrick's golden retriever Moka are friends"}]}),
        ("2025-04-27", "Keeping the household going", [
            ("user", "Meanwhile Olivier's shop is busy, and Caribou is a four-year-old Nova Scotia duck tolling retriever "
                     "who goes stir crazy without a swim. How do we keep her busy?"),
            ("assistant", "Puzzle feeders and a dog walker twice a week.")],
         {"summary": "The user asked how to keep the household and the dog going during her field season."})],
        "chatgpt")
    assert "retriever" in answer_of(s, "What breed is Caribou?").short
