"""The twenty-fifth round's rules (bench/README "Twenty-fifth round"): a job said by its verb
("teaches at a primary school", "drives the 144 bus"), a sentence saying the asked job before
one that only names the person, a pet named beside a breed that is another word too ("Juno, a
two-year-old husky mix", "Moose, a Lab and shepherd mix"), a finishing time said in a turn of
the chat whose note names the race, money named with whose currency it is ("3,500 Canadian
dollars"), what someone gave up as no longer done, and an offer's later outcome."""

from __future__ import annotations

import pytest

from test_answer_conversation import noted_sessions

from kbsearch.answer.clauses import appositive_names
from kbsearch.answer.jobs import job_of
from kbsearch.answer.short_count import count_of
from kbsearch.answer.short_yesno import yes_or_no


def _answer(searcher, question: str):
    """The answer words alone give (the default without stored embeddings)."""
    from kbsearch.answer.compose import answer

    return answer(searcher, question, rerank=False)


@pytest.mark.parametrize("body,name,job", [
    # the verb says the job, as the one who does it
    ("Jamie had hoovered the skirting boards twice, and he teaches at a primary school so he's used to it.",
     "jamie", "teacher at a primary school"),
    ("Ruth teaches maths at a secondary school in Leeds.", "ruth", "maths teacher at a secondary school"),
    ("Callum has driven the number 50 bus, Digbeth to Maypole, for eleven years", "callum", "bus driver"),
    ("Callum moved to Worcester and now drives the 144 bus between Worcester and Birmingham", "callum", "bus driver"),
    ("Kofi drives a taxi at night.", "kofi", "taxi driver"),
    # … in the user's notes, after "who", at a named place, of a ferry
    ("The user, Inês, 42, teaches Year 3 part-time at a primary school in Mértola", "i",
     "Year 3 part-time teacher at a primary school"),
    ("The user, Farid, 51, has driven the number 83 bus in Marseille for twenty years", "i", "bus driver"),
    ("Bram drives the kids to school because his wife Lotte teaches chemistry at the Atheneum", "lotte",
     "chemistry teacher at the Atheneum"),
    ("Bram drives the kids to school because his wife Lotte teaches chemistry at the Atheneum", "bram", ""),
    ("My brother Ewan, who drives a ferry between Oban and Mull, came too", "ewan", "ferry driver"),
    # her age before the job
    ("Her daughter Sanna, 31, a nurse at Tays, is pregnant", "sanna", "nurse"),
    ("And big news: Sanna is pregnant! She's 31, a nurse at Tays, and the baby is due in December.", "sanna", "nurse"),
    # … not a drive that is no job, nor someone else's
    ("Ana drove the van to Cork on Friday.", "ana", ""),
    ("Kofi drove the kids to school.", "kofi", ""),
    ("Priya met Kofi and drove the bus home.", "kofi", ""),
])
def test_a_job_said_by_its_verb_is_its_doer(body, name, job):
    assert job_of(body, {name}, "Noor") == job


def test_a_pet_is_named_beside_its_breed_and_a_mix_of_it():
    assert appositive_names("Renata adopted Juno, a two-year-old husky mix with one blue eye", "dog",
                            ("husky",)) == ["Juno"]
    assert appositive_names("We met Biscuit, a collie cross from the shelter", "dog", ("collie",)) == ["Biscuit"]
    assert appositive_names("Callum has been fostering Moose, a three-legged Lab and shepherd mix of about four",
                            "dog", ("husky", "mix")) == ["Moose"]


@pytest.mark.parametrize("body,amount", [
    ("Callum bought Kittiwake, a wooden sloop, from a widow in Chester for 3,500 Canadian dollars", "3,500 Canadian dollars"),
    ("He paid 900 US dollars for it", "900 US dollars"),
    ("He paid 3,500 dollars for it", "3,500 dollars"),
])
def test_money_named_with_whose_currency_it_is(body, amount):
    question = "How much did Callum pay for the boat?"
    assert count_of(body, question, False, lambda w: w.casefold() in {"callum", "pay", "boat"}) == amount


def test_what_someone_gave_up_is_not_still_done():
    words = {"ines", "inês", "still", "teaching", "chemistry"}
    assert yes_or_no("Inês has left her teaching job at the school to run her honey business", True,
                     lambda w: w.casefold() in words).startswith("No")
    assert yes_or_no("Inês still teaches chemistry twelve hours a week", True,
                     lambda w: w.casefold() in words | {"teaches"}) == "Yes"
    # (… and "left" answers no only what is asked as still done: "Did Inês leave her job?")
    assert yes_or_no("Inês has left her teaching job", True, lambda w: w.casefold() in {"inês", "teaching", "job"}) == "Yes"


SESSIONS = [
    ("2022-02-12", [
        ("Marcus", "The social worker came round today! Jamie had hoovered the skirting boards twice, and he teaches "
                   "at a primary school so he's used to inspections."),
        ("Noor", "Ha! How did it go?"),
        ("Marcus", "Really well. Priya stayed two hours and asked about our support network."),
    ], ["Marcus, a junior doctor in A&E, and his husband Jamie had their first home visit from adoption "
        "social worker Priya", "Jamie gave Marcus a second-hand guitar for his 30th birthday"]),
    ("2022-03-20", [
        ("Noor", "Meet Juno! Well, meet Renata's new dog, she sent me a photo."),
        ("Marcus", "Those eyes! One blue, one brown?"),
    ], ["Renata adopted Juno, a two-year-old husky mix with one blue and one brown eye, from a rescue in Selkirk",
        "Marcus and Jamie did a three-day adoption preparation course"]),
    ("2022-05-14", [
        ("Marcus", "We were approved by the panel! Jamie cried, I cried, Priya cried."),
        ("Noor", "Amazing news!"),
    ], ["Marcus and Jamie were approved by the adoption panel", "Marcus and Jamie bought tickets for a festival"]),
    ("2022-10-08", [
        ("Noor", "So? The Truro half? Tell me everything!"),
        ("Tamsin", "Sorry! It was two weeks ago tomorrow, Sunday the 23rd. 1:52:30. I finished! Kerensa paid her "
                   "tenner at the finish line."),
        ("Noor", "Under two hours! I'm so proud of you."),
        ("Tamsin", "Kerensa finished about 20 minutes ahead of me, but she's been running for years."),
    ], ["Tamsin finished the Truro half marathon and won her bet with Kerensa", "Noor is training for a 10K"]),
    ("2023-03-09", [
        ("Callum", "I bought a boat! Well, a wreck. Her name's Kittiwake."),
        ("Noor", "A sailing boat? You can't sail."),
        ("Callum", "I'll learn. She needs six new planks first."),
    ], ["Callum bought Kittiwake, a 24-foot wooden sloop built in 1961, and is restoring her in Dave's barn",
        "Callum has been fostering Moose, a three-legged Lab and shepherd mix of about four"]),
    ("2023-06-15", [
        ("Noor", "Did you decide about the school's offer?"),
        ("Inês", "The school offered me a full-time post of 22 hours a week. I have to answer by the end of July."),
    ], ["The school in Mértola offered Inês a full-time teaching post of 22 hours a week; she must answer by July"]),
    ("2023-07-28", [
        ("Inês", "I said no to the school. The bees need me."),
        ("Noor", "Good for you."),
    ], ["Inês turned down the full-time teaching post and keeps her 12 hours a week for her bees"]),
    ("2023-10-26", [
        ("Inês", "Dad had a stroke. The ambulance came in twenty minutes and took him to Beja."),
        ("Noor", "Oh no. How is he?"),
    ], ["Inês's father Joaquim had a stroke at home in Serpa and was treated at the Hospital José Joaquim Fernandes "
        "in Beja", "The new roof was quoted at €6,800"]),
    ("2024-02-03", [
        ("Inês", "The roofer sent his invoice, a bit more than the quote."),
        ("Noor", "They always do."),
    ], ["Final roof cost €7,150 all in, scaffolding included"]),
    ("2024-10-26", [
        ("Priya", "The steward vote is done. I've been the shop steward for fifteen years, and they kept me on."),
        ("Noor", "Fifteen years!"),
    ], ["Priya has been the shop steward for fifteen years and was re-elected when the steward election closed"]),
]


@pytest.fixture(scope="module")
def friends(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("round25"), "r25", SESSIONS)


def test_the_sentence_saying_the_asked_job_answers_before_one_naming_the_person(friends):
    a = _answer(friends, "What does Jamie do for a living?")
    assert a.short == "teacher at a primary school"
    assert a.confidence == "high"


def test_a_dog_named_beside_a_breed_that_is_another_word_too(friends):
    assert _answer(friends, "What is Renata's dog called?").short == "Juno"


def test_a_finishing_time_said_in_a_turn_of_the_chat_whose_note_says_the_race(friends):
    # (the note says she finished, her turn the time; a gap "20 minutes ahead of me" is none)
    assert _answer(friends, "What was Tamsin's time in the Truro half marathon?").short == "1:52:30"
    assert _answer(friends, "How long did it take Tamsin to run the Truro half marathon?").short == "1:52:30"


def test_a_sailboat_is_named_by_a_sentence_about_a_sloop_and_a_dog_by_a_mix_of_breeds(friends):
    assert _answer(friends, "What is the name of the sailboat Callum is restoring?").short == "Kittiwake"
    assert _answer(friends, "What is Callum's three-legged dog called?").short == "Moose"


def test_an_offer_turned_down_later_answers_whether_it_was_taken(friends):
    # (the outcome need not say every word the offer did: "turned down the full-time teaching post")
    assert _answer(friends, "Did Inês accept the full-time teaching post she was offered?").short.startswith("No")


@pytest.mark.parametrize("body,question,count", [
    # the part is what the question's verb did, not another one ("sold 60 of her 80 jars"), the whole what was had
    ("Inês sold 60 of her 80 jars of honey at 6 euros each on her first day at the market",
     "How many jars did Inês sell on her first market day?", "60"),
    ("We ate 4 of our 12 eggs", "How many eggs did we eat?", "4"),
    ("We ate 4 of Aino's 12 eggs", "How many eggs did we eat?", "4"),
    ("The user, Inês, 42, teaches Year 3 part-time; last autumn she sold 60 of her 80 jars at the market",
     "How many jars did I sell last autumn?", "60"),
    ("The user, Inês, 42, teaches Year 3 part-time; last autumn she sold 60 of her 80 jars at the market",
     "How many jars did I have last autumn?", "80 jars"),
    # (… the whole only of the noun counted, and below a plain count of it)
    ("Sanna sold 45 of her 60 jars of rhubarb jam; Bolt stole 3 of the 20 waffles", "How many waffles did Bolt steal?", "3"),
    ("Sanna sold 45 of her 60 jars of rhubarb jam; Bolt stole 3 of the 20 waffles", "How many jars of jam did Sanna make?",
     "60 jars"),
    ("The user sold 140 of her 200 jars at the market; a shop in Lisbon wants 30 jars a month",
     "How many jars does the Lisbon shop want?", "30 jars"),
    ("The varnish blistered on 3 of the 8 hatches", "How many hatches blistered?", "3"),
    ("The varnish blistered on 3 of the 8 hatches", "How many hatches are there?", "8 hatches"),
    # a temperature counts no hives
    ("In a 44 °C heatwave in late June Inês lost no hives", "How many hives does Inês have now?", ""),
    ("It was 30 degrees and we saw 4 hives", "How many hives did we see?", "4 hives"),
])
def test_a_part_of_a_whole_and_a_temperature(body, question, count):
    # (the question's words and their past forms, as the answer reads them: "sell" holds "sold")
    words = {w.strip("?").casefold() for w in question.split()}
    words |= {past for verb, past in (("sell", "sold"), ("eat", "ate"), ("see", "saw"), ("steal", "stole"), ("make", "made"))
              if verb in words}
    assert count_of(body, question, False, lambda w: w.casefold() in words) == count


def test_who_of_a_note_of_several_parts_is_named_in_the_part_of_the_question():
    from kbsearch.answer.asked import Asked
    from kbsearch.answer.short_who_where import who_of

    question = "Who designed the label for Inês's honey?"
    body = ("Inês will start selling her honey in 2024 under the name Mel da Azenha, after a ruined watermill below "
            "her main apiary; her cousin Sara, a packaging designer in Porto, is designing the label")
    words = {"designed", "designing", "label", "inês", "honey"}
    assert who_of("", body, Asked.of(question), lambda w: w.casefold() in words, question) == "Sara"
    # (… the nearest name where no part holds more of them: "Mel" names the honey, Sara designs nothing here)
    assert who_of("", "Inês sells her honey as Mel da Azenha; Sara lives in Porto", Asked.of(question),
                  lambda w: w.casefold() in words, question) == "Mel"


def test_which_towns_hospital_is_the_town_it_is_in(friends):
    assert _answer(friends, "Which town's hospital treated Inês's father after his stroke?").short == "Beja"


def test_what_something_cost_in_the_end_is_held_by_a_note_saying_the_final_cost(friends):
    # ("in the end" is held by "Final roof cost …", a later chat than the quote)
    assert _answer(friends, "How much did the roof cost in the end?").short == "€7,150"


@pytest.mark.parametrize("body,words,answer", [
    # what is turned down may be named by the head of its noun phrase
    ("The user turned down the shipwright job at the Cygnet yard because she would miss teaching",
     {"accept", "job", "cygnet", "yard"}, "No"),
    ("I skipped the morning run but went to the lake", {"go", "lake", "went"}, "Yes"),
    ("We cancelled the Skye trip", {"go", "skye", "trip"}, "No"),
])
def test_a_word_saying_no_of_the_asked_thing_as_its_object(body, words, answer):
    assert yes_or_no(body, True, lambda w: w.casefold() in words) == answer


def test_a_refusal_beside_a_plan_of_its_own_still_tells_how_the_offer_went():
    from kbsearch.answer.leading import _tells_outcome

    assert _tells_outcome("user: I turned down the full-time teaching post, I'll stay part-time for the bees.")
    assert not _tells_outcome("user: I'll offer them €4.80 a jar.")


def test_her_names_x_names_the_boat(friends):
    assert _answer(friends, "What is Callum's boat called?").short == "Kittiwake"


def test_whether_an_offer_was_made_is_not_how_it_went(friends):
    assert _answer(friends, "Did the school offer Inês a full-time teaching post?").short.startswith("Yes")


def test_a_time_of_hours_and_bare_minutes_and_how_long_a_run_took():
    from kbsearch.answer.asked import Asked
    from kbsearch.answer.short_time import duration_of

    assert duration_of("My 80 km training ride took 3 hours 20 and I was wrecked") == "3 hours 20"
    assert duration_of("I rode 3 hours 20 km") == "3 hours"  # (a distance after it)
    assert Asked.of("How long did Aino's 15 km training run take?").clocked
    assert not Asked.of("How long did the meeting take?").clocked


def test_a_states_start_is_no_time_of_an_event(friends):
    # ("since about 2009" says since when she has been steward, not when the election closed)
    assert not _answer(friends, "When did the shop steward election close?").short.startswith("since")
    assert _answer(friends, "When did Priya start as shop steward?").short == "since about 2009"


HEARTBURN = [
    ("2025-03-02", "Heartburn at night", [
        ("user", "I've had heartburn most nights this month and I'm tired all the time. What can I do?"),
        ("assistant", "Here are some things that often help:\n1. Eat your last meal three hours before bed.\n"
                      "2. Raise the head of your bed by 10 to 15 cm.\n3. Cut down the caffeine.\n4. Keep a food diary.")],
     {"summary": "The user has heartburn most nights and feels tired; the assistant suggested meal timing, raising "
                 "the bed head, less caffeine and a food diary.",
      "procedures": [{"name": "Easing night-time heartburn", "steps": [
          "Eat your last meal three hours before bed", "Raise the head of your bed by 10 to 15 cm",
          "Cut down the caffeine", "Keep a food diary"]}]}),
]


def test_an_ordinal_of_the_question_is_no_typo(tmp_path):
    # ("third" is said by no chat, "tired" is: the search took one for the other, and found no step)
    from test_answer_conversation import chats_archive

    from kbsearch.ranking.search import SearchOptions

    searcher = chats_archive(tmp_path, "r25h", HEARTBURN, "chatgpt")
    assert not searcher.search("the third thing you suggested for my heartburn", SearchOptions()).corrections
    assert searcher.search("heartbrun", SearchOptions()).corrections  # (a typo still is one)
    assert "caffeine" in _answer(searcher, "What was the third thing you suggested for my heartburn?").short


def test_the_final_amount_said_a_few_words_after_final():
    # (found by review 5 against this round's "in the end" rule: the note's other price came first)
    body = ("The final bill for Naledi's grommets was R21,400 because the anaesthetist billed separately; the user "
            "took the hospital's payment plan; the follow-up hearing test cost R650 and was perfect")
    question = "How much did the grommets cost in the end?"
    words = {"grommets", "cost", "end"}
    assert count_of(body, question, False, lambda w: w.casefold() in words) == "R21,400"
