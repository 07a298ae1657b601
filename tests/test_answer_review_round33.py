"""The thirty-third round's rules (bench/README "Thirty-third round"): a count asked as it is
now, from the latest sentence that gives one ("so she has 45 hives"), not from a later one
that gives none ("lost no hives") nor an older total; why a plan changed, from the sentence
that says the change and its reason, not the plan it changed; a plan called off by the end of
its chat; no name of the asked noun from a name a pronoun's owner has; what it cost in the end;
whom a "he" after "Now my dad." stands for; a driver told by what they drove."""

from __future__ import annotations

from dataclasses import replace

import pytest

from test_answer_conversation import answer_of, chats_archive, noted_sessions

from kbsearch.answer.evidence import Passage
from kbsearch.answer.gather import listed_step
from kbsearch.answer.jobs import job_of
from kbsearch.answer.naming import names_the_pronouns
from kbsearch.answer.short_count import count_of
from kbsearch.answer.subject import referent

SESSIONS = [
    ("2024-03-02", [
        ("Tomás", "Spring already! The almond trees are done and the bees are wild."),
        ("Kasia", "How many colonies did you bring through the winter?"),
        ("Tomás", "Thirty hives, every one alive. A first for me."),
        ("Kasia", "Well done. We're planning the Rysy climb for 12 July with Bogdan."),
        ("Tomás", "Why Rysy?"),
        ("Kasia", "It's the highest peak in Poland and Bogdan turns fifty this summer.")],
     ["Tomás has 30 hives, all alive after the winter",
      "Kasia plans to climb Rysy on 12 July 2024 with Bogdan. Bogdan turns fifty this summer"]),
    ("2024-07-06", [
        ("Kasia", "Change of plan: Rysy is now on 3 August. Storms are forecast for the whole week of the 12th."),
        ("Tomás", "Better safe. Here the wasps got into two hives, so I have 28 now."),
        ("Kasia", "Oh no. Are the others all right?"),
        ("Tomás", "Yes, I shut the entrances down and they held.")],
     ["Kasia moved Rysy to 3 August 2024. Storms forecast for the week of 12 July",
      "Wasps robbed two of Tomás's hives, so he has 28 hives"]),
    ("2025-05-10", [
        ("Tomás", "Swarm season. I caught four swarms and bought six nucs, so I have 38 hives now."),
        ("Kasia", "You'll need a bigger truck."),
        ("Tomás", "The Hilux copes. How's Bogdan's knee after Rysy?"),
        ("Kasia", "Fine! He still talks about the view.")],
     ["Tomás caught four swarms and bought six nucleus colonies, so he has 38 hives"]),
    ("2025-08-16", [
        ("Tomás", "A heatwave all July, 44 degrees, but I lost no hives this time."),
        ("Kasia", "How did you manage that?"),
        ("Tomás", "Shade cloth over every apiary, and water troughs filled twice a day.")],
     ["In a July 2025 heatwave of 44 °C Tomás lost no hives, thanks to shade cloth and water troughs"]),
]


@pytest.fixture(scope="module")
def friends(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("round33"), "r33x", SESSIONS)


def test_a_count_now_is_the_latest_one_given(friends):
    # not the older "28" nor "30", and not the later "lost no hives" (which gives none)
    assert answer_of(friends, "How many hives does Tomás have now?").short == "38"
    # (a count asked of the past is not the latest: the one of its time)
    assert answer_of(friends, "How many hives did Tomás have in March 2024?").short != "38"


def test_why_a_plan_moved_is_the_reason_for_the_change(friends):
    # the change and its reason, not the plan's own rationale ("Bogdan turns fifty")
    a = answer_of(friends, "Why did Kasia move the Rysy climb with Bogdan?")
    assert "Storms" in a.short and "fifty" not in a.short


def test_why_a_plan_was_made_is_still_the_plan_s_reason(friends):
    # a why-question after the plan itself is not asked after a change
    assert "fifty" in answer_of(friends, "Why did Kasia plan to climb Rysy?").short


CHATS = [
    ("2025-11-02", "The kitchen is finished", [
        ("user", "The kitchen is done and paid for! It went over because the fitter found rotten joists under the old units."),
        ("assistant", "Congratulations. Keep the invoice and the guarantee for the worktop together.")],
     {"summary": "The user's kitchen renovation is finished.", "outcomes": ["Final renovation cost 31,800 zł"]}),
    ("2026-01-10", "Saving plan for 2026", [
        ("user", "We want to rebuild our savings after the kitchen renovation. How much should we keep aside?"),
        ("assistant", "The kitchen renovation cost you most of your savings, so the end goal now is an emergency fund: you have "
                      "9,000 zł now, so put 600 zł a month into a separate account before anything else.")],
     {"summary": "The assistant suggested an emergency fund of three to six months of outgoings, 600 zł a month."}),
    ("2025-06-01", "Riga in July or the new kitchen", [
        ("user", "Help me decide. Since March Marek and I have been planning to go to Riga for eight days, 10 to 18 "
                 "July, with a day trip to Jurmala. The kitchen fitter can only start on 14 July."),
        ("assistant", "## Weighing it up\n- Riga will still be there next summer.\n"
                      "- A fitter who can start in July is rare.\n\nI'd move the trip."),
        ("user", "You're right. We're calling it off and going next year.")],
     {"summary": "The user and Marek had planned eight days in Riga from 10 to 18 July 2025; the kitchen fitter "
                 "can only start on 14 July; they called off the trip until 2026.",
      "decisions": [{"decision": "Called off the July 2025 trip to Riga",
                     "rationale": "The kitchen fitter starts on 14 July and cannot be moved"}]}),
    ("2025-04-12", "Choosing kitchen worktops", [
        ("user", "Oak or quartz for the worktops? We cook a lot and Marek is careless with hot pans."),
        ("assistant", "Quartz copes better with heat marks than oiled oak, though neither likes a pan straight off the hob.")],
     {"summary": "The user compared oak and quartz worktops and chose quartz for its resistance to heat and stains.",
      "decisions": [{"decision": "Quartz worktops", "rationale": "More resistant to heat and stains than oak"}]}),
    ("2025-08-30", "A weekend in Gdansk", [
        ("user", "We want to go to Gdansk for a weekend in September instead. Where should we stay?"),
        ("assistant", "The Main Town is walkable and close to the Motlawa; Oliwa is quieter.")],
     {"summary": "The user plans a weekend in Gdansk in September 2025 and asked where to stay."}),
]


@pytest.fixture(scope="module")
def assisted(tmp_path_factory):
    return chats_archive(tmp_path_factory.mktemp("round33a"), "r33a", CHATS, "chatgpt")


def test_a_plan_called_off_by_the_end_of_its_chat_is_no(assisted):
    # the turn tells the plan; the chat's own decision says it was called off
    a = answer_of(assisted, "Did we go to Riga in July?")
    assert a.short.startswith("No")


def test_a_name_of_whom_a_pronoun_stands_for_is_not_the_asked_noun_s(tmp_path):
    # "His real name is Tadeusz but only his teacher uses it" names the boy, not his teacher
    s = noted_sessions(tmp_path, "r33n", [("2025-02-01", [
        ("Kasia", "Miś started school on Monday! We call him Miś because he was so round as a baby. "
                  "His real name is Tadeusz but only his teacher uses it."),
        ("Tomás", "And did he like it?"),
        ("Kasia", "He came home with a drawing of a bee and a sticker on his nose.")],
        ["Kasia's son Miś started school on 27 January 2025"])])
    assert answer_of(s, "What is the name of Miś's teacher?").short != "Tadeusz"


@pytest.mark.parametrize("body, another", [
    ("Her real name is Ngoc Anh but only the teacher uses it.", True),
    # (the noun said after the name, doing nothing with it: the pronoun may be the noun's own)
    ("His name is Dario Ferri and he's the only coach there with a licence.", False),
])
def test_a_name_of_whom_a_pronoun_stands_for(body, another):
    noun = "teacher" if "teacher" in body else "coach"
    assert names_the_pronouns(body, body.index(" is ") + 4, noun) == another


def test_what_it_cost_in_the_end_is_the_final_sum_said(assisted):
    # the sentence saying the final bill, over a later chat's other amount
    assert answer_of(assisted, "What did the kitchen renovation cost in the end?").short == "31,800 zł"


@pytest.mark.parametrize("body, job", [
    # a driver told by what they drove, with what it carried
    ("Stanisław drove freight trains for PKP Cargo for thirty-five years", "train driver"),
    ("Stanisław drove freight locomotives until he retired", "locomotive driver"),
    ("Stanisław drove a red car to Chełm", ""),
])
def test_a_driver_told_by_what_they_drove(body, job):
    assert job_of(body, {"stanisław"}, "user") == job


@pytest.mark.parametrize("earlier, whom", [
    ("Now my dad. Stanisław, 70, lives in Chełm with my mum.", {"dad", "stanisław"}),
    ("My mum, Halina, keeps bees.", {"mum"}),
    ("Skye had her check-up yesterday.", {"skye"}),
    # (a kin said as an object is no subject: "She" may be Ana)
    ("I told my dad about Ana.", set()),
])
def test_whom_a_pronoun_stands_for(earlier, whom):
    assert referent(earlier) == whom


@pytest.mark.parametrize("body, question, count", [
    # what one has now: the total held, not what came or went
    ("Oskar bought three more hens and has seven", "How many hens does Oskar have?", "seven"),
    ("Two students left in June, leaving the user with 9", "How many students do I have?", "9"),
    # (another noun held is no count of the asked one)
    ("Marta has 3 kids and 40 hives", "How many hives does Marta have?", "40 hives"),
    # (nor is it asked of the past)
    ("Oskar sold two of his hens and had four left", "How many hens did Oskar sell?", "two"),
])
def test_a_count_held_now(body, question, count):
    assert count_of(body, question) == count


def test_the_first_thing_advised_is_the_first_item_of_the_list_the_reply_opens(tmp_path):
    s = chats_archive(tmp_path, "r33f", [("2025-10-04", "Starting as a new childminder", [
        ("user", "I got my registration! I start as a registered childminder in Tarnów next month with two children."),
        ("assistant", "Congratulations, Ola! That's a year of evening courses paying off. Here's how to make a calm start "
                      "as a new childminder:\n\n## Your first weeks as a childminder\n\n"
                      "1. **Write a settling-in plan with each family.** Agree short days at the start and how you'll share news.\n"
                      "2. **Check your insurance covers outings.** Many policies don't by default.\n"
                      "3. **Keep a daily diary for each child.** Parents love it and inspectors ask for it.")],
        {"summary": "The user is starting as a registered childminder in Tarnów; the assistant gave a list for a calm start."})],
        "chatgpt")
    a = answer_of(s, "What was the first thing you told me to do as a new childminder?")
    assert a.short.startswith("Write a settling-in plan")


@pytest.mark.parametrize("ordinal, step", [(1, "Write a settling-in plan with each family"),
                                           (-1, "Keep a daily diary for each child"), (5, "")])
def test_the_asked_item_of_the_list_a_reply_opens(ordinal, step):
    whole = ("assistant: Congratulations, Ola! Here's how to make a calm start as a new childminder:\n\n"
             "1. **Write a settling-in plan with each family.** Agree short days.\n"
             "2. **Check your insurance covers outings.** Many policies don't.\n"
             "3. **Keep a daily diary for each child.** Inspectors ask for it.")
    lead = Passage(chat=None, chunk=None, kind="raw", order=0, source_text=whole,
                   text="assistant: Here's how to make a calm start as a new childminder:")
    assert listed_step(lead, ordinal) == step
    # (not from an item of the list itself, nor from the user's own list)
    assert listed_step(replace(lead, text="assistant: 2. **Check your insurance covers outings.**"), ordinal) == ""
    assert listed_step(replace(lead, text=lead.text.replace("assistant", "user"),
                               source_text=whole.replace("assistant", "user")), ordinal) == ""
