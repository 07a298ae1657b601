"""The twenty-third round's rules (bench/README "Twenty-third round"): a job said in a longer
phrase or as where someone works, who someone is by their job when no relation is said, a
place named with an initial, a markdown heading as a sentence of its own, a name given in a
quoted title or a renaming, and a sale's price."""

from __future__ import annotations

from datetime import date

import pytest

from test_answer_conversation import chats_archive, noted_sessions

from kbsearch.answer.asked import PLACE_AFTER, Asked
from kbsearch.answer.clauses import appositive_names, who_is_of
from kbsearch.answer.evidence import end_headings
from kbsearch.answer.jobs import job_of
from kbsearch.answer.naming import named_noun
from kbsearch.answer.value_words import asks_money
from kbsearch.answer.when import mentions
from kbsearch.answer.words import quotes


def _answer(searcher, question: str):
    """The answer words alone give (the default without stored embeddings)."""
    from kbsearch.answer.compose import answer

    return answer(searcher, question, rerank=False)


@pytest.mark.parametrize("body,name,job", [
    # a job phrase that runs on past four words ("… studying Humboldt penguins for …")
    ("Omar's partner Leila is a marine biologist studying Humboldt penguins for the university", "leila",
     "marine biologist"),
    ("Dara's brother Cian, who works on an oil rig and lives in Aberdeen, lent her £500", "cian", "works on an oil rig"),
    ("I work for the council.", "dev", "work for the council"),
    ("Sam works at Tesco in Leeds.", "sam", "works at Tesco"),
    ("Sam works at the weekend.", "sam", ""),
    ("Sam works on his novel every night.", "sam", ""),
])
def test_a_job_in_a_longer_phrase_or_where_they_work(body, name, job):
    assert job_of(body, {name}, "Dev") == job


def test_who_someone_is_by_their_job_when_no_relation_is_said():
    # (with where from, said right after it, since round 41)
    assert who_is_of("Ines met Tomas, a paramedic from Partick, at a ceilidh", "Tomas") == "a paramedic from Partick"
    assert who_is_of("Ines met Tomas at a ceilidh; her boyfriend Tomas, a paramedic, came too", "Tomas") \
        == "Ines's boyfriend"
    assert who_is_of("Ines met Tomas at a ceilidh", "Tomas") == ""


def test_a_place_named_with_an_initial_is_one_name():
    found = [m.group(1) for m in PLACE_AFTER.finditer("He started at the Vera C. Rubin Observatory on Cerro Pachón")]
    assert found == ["Vera C. Rubin Observatory"]


def test_born_on_a_day_alone_is_the_one_before_it_was_said():
    said = date(2024, 5, 25)
    assert [t.resolved for t in mentions("Little Nico. Born on the 9th at 3am, 3.4 kilos.", said)] == ["9 May 2024"]
    assert [t.resolved for t in mentions("She is due to be born on the 9th.", said)] == ["9 June 2024"]


def test_what_one_got_for_a_thing_is_money():
    assert asks_money("How much did I get for the old Corsa?")
    assert not asks_money("How much sleep did I get last night?")


def test_a_renaming_asks_the_things_name():
    assert named_noun("What did Nacho rename his boat?") == "boat"
    assert Asked.of("What did Nacho rename his boat?").naming == "boat"


def test_a_name_set_off_before_a_bracket():
    assert appositive_names("out on his dinghy, the Sally Anne (a 4 m Quintrex), from the beach", "dinghy") \
        == ["Sally Anne"]


def test_a_long_title_in_single_quotes_is_a_quote():
    body = "He finished the book; retitled 'Salt and Iron: The Ironworks and Foundries of the Severn Gorge, 1709-1900' (was 'Furnace')"
    assert quotes(body) == ["Salt and Iron: The Ironworks and Foundries of the Severn Gorge, 1709-1900", "Furnace"]


SHED = [
    ("2025-02-01", "A tinnie for the grandkids", [
        ("user", "I've bought a second-hand tinnie for fishing with the grandkids. She's called Blue Heron, a 3.7 m Stacer."),
        ("assistant", "Lovely! Here's what to check on an older tinnie.\n\n## The hull\nLook for cracks near the transom.\n\n"
                      "## The motor\nStart it cold and let it idle for ten minutes.")],
     {"summary": "The user bought a second-hand tinnie, Blue Heron, a 3.7 m Stacer, for fishing with his grandchildren; "
                 "the assistant listed checks for the hull and the motor."}),
    ("2025-03-10", "Writing the club history", [
        ("user", "I've started writing the bowls club's history; working title 'Greens and Grudges'. About 10,000 words so far.")],
     {"summary": "The user is writing the bowls club's history, working title 'Greens and Grudges', 10,000 words so far."}),
    ("2025-08-02", "The book is done", [
        ("user", "The history is finished at 48,000 words and I've changed the title: it's now 'A Century on the Green: "
                 "Kingston Bowls Club, 1925-2025'.")],
     {"summary": "The user finished the bowls club history at 48,000 words; retitled 'A Century on the Green: Kingston "
                 "Bowls Club, 1925-2025' (was 'Greens and Grudges')."}),
    ("2025-09-20", "Selling the old Corolla", [
        ("user", "Sold the Corolla last Saturday: after two weeks of no-shows I dropped it to $9,900, and a student from "
                 "Sandy Bay paid $9,500 cash.")],
     {"summary": "The user sold his Corolla for $9,500 to a student from Sandy Bay after dropping the price to $9,900."}),
]


@pytest.fixture(scope="module")
def shed(tmp_path_factory):
    return chats_archive(tmp_path_factory.mktemp("shed"), "shd3", SHED, "chatgpt")


@pytest.mark.parametrize("question,short", [
    ("What's my boat called?", "Blue Heron"),
    ("What's the club history called?", "A Century on the Green: Kingston Bowls Club, 1925-2025"),
    ("How much did I get for the Corolla?", "$9,500"),
])
def test_the_shed_answers(shed, question, short):
    assert _answer(shed, question).short == short


def test_a_heading_is_a_sentence_of_its_own():
    # "## The motor\nStart it cold …" on one line read "The motor Start" as a motor named Start
    assert end_headings("Intro.\n\n## The motor\nStart it cold.") == "Intro.\n\n## The motor.\nStart it cold."
    assert end_headings("## Done.\nNext") == "## Done.\nNext" and end_headings("### 1. Plan:\nx") == "### 1. Plan:\nx"
    assert end_headings("C# is fine\n#hashtag") == "C# is fine\n#hashtag"


ROOF = [
    ("2024-01-20", [("Ines", "I met someone at Lorna's ceilidh. Tomas. He drives an ambulance."),
                    ("Ruth", "Ooh! And how is Sofia?")],
     ["Ines met Tomas, a paramedic from Partick, at her friend Lorna's ceilidh",
      "Ruth's sister Sofia, a dentist in Porto, is due to have a baby in May"]),
    ("2024-05-25", [("Ruth", "Sofia's baby is here! Nico. Born on the 9th at 3am, 3.4 kilos."),
                    ("Ines", "Congratulations, Auntie Ruth!")],
     ["Sofia had a son, Nico, in Porto; Ruth will be his godmother"]),
    ("2024-09-14", [("Ruth", "Tomas fixed my bike yesterday."),
                    ("Ines", "He fixes everything.")],
     ["Tomas fixed Ruth's bike"]),
]


@pytest.fixture(scope="module")
def roof(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("roof"), "roof", ROOF)


@pytest.mark.parametrize("question,short", [
    ("Who is Tomas?", "a paramedic from Partick"),
    ("When was Nico born?", "9 May 2024"),
])
def test_the_roof_answers(roof, question, short):
    assert _answer(roof, question).short == short


def test_a_total_is_no_list():
    assert not Asked.of("How much did the trip cost me all up?").several
    assert not Asked.of("How much did we spend on the trip, all told?").several
    assert Asked.of("What are all the places we stayed?").several


@pytest.mark.parametrize("body,question,day", [
    # the date in the clause of the question's last word, the event it names
    ("The book arrived from the printer on 2 September 2025; the launch is at Fullers on Thursday 18 September 2025",
     "When was my book launch?", "18 September 2025"),
    ("The book arrived from the printer on 2 September 2025; the launch is at Fullers on Thursday 18 September 2025",
     "When did my book arrive?", "2 September 2025"),
])
def test_a_date_in_the_clause_of_the_event_asked(body, question, day):
    from kbsearch.answer.short_time import when_of

    asked = {w.casefold() for w in question.rstrip("?").split()}
    assert when_of(body, date(2025, 9, 10), lambda w: w.casefold() in asked, question.rstrip("?").split()[-1])[0] == day


KNEE = [
    ("2025-02-03", "Knee replacement booked", [
        ("user", "I'm booked in for a knee replacement with Mr Patel on Wednesday 14 May.")],
     {"summary": "The user's knee replacement with Mr Patel is booked for 14 May 2025.",
      "outcomes": ["Knee replacement booked for 14 May 2025"]}),
    ("2025-03-27", "Knee replacement moved", [
        ("user", "The hospital rang: Mr Patel's list on the 14th is cancelled, so the knee replacement is now on Wednesday 4 June.")],
     {"summary": "The user's knee replacement was moved from 14 May to 4 June 2025 because Mr Patel's list was cancelled.",
      "outcomes": ["Knee replacement moved to 4 June 2025"]}),
]


@pytest.fixture(scope="module")
def knee(tmp_path_factory):
    return chats_archive(tmp_path_factory.mktemp("knee"), "kne3", KNEE, "chatgpt")


def test_a_plan_moved_later_is_when_it_happened(knee):
    assert _answer(knee, "When did I have my knee replacement?").short == "4 June 2025"


def test_the_people_and_pets_the_chats_name():
    from kbsearch.answer.name_roles import NameRoles

    roles = NameRoles.of(["The user, Graham, 67, has a red kelpie Nell, 4; Bev will walk Nell twice a day",
                          "Eilidh adopted Biscuit, a retired racing greyhound, in March",
                          "Rodrigo's sister Francisca lives in Santiago; surgery with Mr Anand Rao",
                          "Sam, a dog lover, came round"], {"Eilidh", "user"})
    assert roles.pets == {"Nell", "Biscuit"}  # (not "Sam, a dog lover")
    assert {"Eilidh", "Francisca", "Anand"} <= roles.people and "user" not in roles.people
    assert roles.is_pet("Nell's") and not roles.is_pet("Bev")


TRIP = [
    ("2024-01-20", [("Eilidh", "Biscuit says hello from the couch."),
                    ("Rodrigo", "Francisca says hello from Santiago.")],
     ["Eilidh has a retired racing greyhound called Biscuit; Rodrigo's sister Francisca is a dentist in Santiago"]),
    ("2024-11-23", [("Eilidh", "Home from Chile! Santiago, then Vicuña, then Valparaíso."),
                    ("Rodrigo", "You saw more of Chile than I have.")],
     ["Eilidh visited Chile in November 2024: Santiago with Francisca, a night in Vicuña and a day in Valparaíso"]),
    ("2025-02-01", [("Graham", "Knee's booked. Bev next door will walk Nell while I'm in hospital."),
                    ("Eilidh", "Good, Nell needs her walks.")],
     ["Graham has a red kelpie, Nell; his knee replacement is booked for March and Bev next door will walk Nell"]),
]


@pytest.fixture(scope="module")
def trip(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("trip"), "trp3", TRIP)


def test_a_list_of_places_holds_no_person(trip):
    short = _answer(trip, "Which places did Eilidh visit in Chile?").short
    assert "Vicuña" in short and "Francisca" not in short


def test_a_pet_is_no_one_asked_who(trip):
    assert _answer(trip, "Who is Graham's knee surgeon?").short != "Nell"


def test_a_thing_lost_is_no_yes_that_it_was_got():
    from kbsearch.answer.short_compare import yes_or_no_asked

    asked = {"eilidh", "flat", "shawlands"}
    said = "Eilidh lost the Shawlands flat: she offered £171,500 and it sold for £183,000"
    assert yes_or_no_asked("Did Eilidh get the flat in Shawlands?", said, True, lambda w: w.casefold() in asked) == "No"
    # (… but a lost thing says nothing of another asked: "Did Eilidh lose weight?")
    assert yes_or_no_asked("Did Eilidh sell the flat?", "Eilidh sold the flat; she lost the garden",
                           True, lambda w: w.casefold() in asked) == "Yes"


def test_going_back_to_a_place_one_misses_is_likely():
    from kbsearch.answer.likely import LIKELY_NO, LIKELY_YES, likely

    words = {"eilidh", "go", "back", "chile", "jake", "job", "old"}
    said = "Eilidh: I'm back, I'm jet-lagged, it's been dark since four o'clock and I miss Chile so much I could cry."
    assert likely("Would Eilidh go back to Chile?", said, lambda w: w.casefold() in words) == LIKELY_YES
    assert likely("Would Jake go back to his old job?", "Jake left the job in May.", lambda w: w.casefold() in words) \
        == LIKELY_NO


FAMILY = [
    ("2024-01-20", [("Rodrigo", "And Francisca, my sister the dentist in Santiago, is pregnant — my father is thrilled."),
                    ("Ines", "Wonderful news!")],
     ["Rodrigo's family news: his sister is pregnant, due in May"]),
]


@pytest.fixture(scope="module")
def family(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("family"), "fam3", FAMILY)


def test_a_relatives_name_is_not_another_relatives(family):
    # "the name of Rodrigo's father": no sentence names his father, and his sister is no answer
    assert _answer(family, "What is the name of Rodrigo's father?").short == ""


HOOK = [
    ("2025-04-15", "Nell and the fish hook", [
        ("user", "Awful weekend: Nell grabbed a baited hook off the deck and swallowed it. The vet got it out by endoscope."),
        ("assistant", "I'm glad she's all right. Keep hooks in a lidded box, bait up only when she is settled, and teach "
                      "a solid \"leave it\".")],
     {"summary": "The user's kelpie Nell swallowed a baited hook on Sunday while out on the boat; the vet removed it by "
                 "endoscope; the assistant suggested a lidded box for hooks, baiting up when Nell is settled and teaching "
                 "\"leave it\"."}),
]


@pytest.fixture(scope="module")
def hook(tmp_path_factory):
    return chats_archive(tmp_path_factory.mktemp("hook"), "hok3", HOOK, "chatgpt")


def test_what_was_done_to_a_thing_over_a_quote_elsewhere(hook):
    assert _answer(hook, "What did Nell swallow?").short == "baited hook"
    assert _answer(hook, "What should I teach Nell?").short == "leave it"  # (a quote still answers)


def test_review_near_misses_of_the_rounds_rules():
    from kbsearch.answer.likely import LIKELY_NO, likely
    from kbsearch.answer.short_compare import yes_or_no_asked

    # a job set off by a comma after a longer appositive ("…del Sur, the boat of his brother-in-law Joaquín, …")
    assert job_of("We sailed on the Estrella del Sur, the boat of his brother-in-law Joaquín, a fisherman, at dawn",
                  {"joaquín"}, "") == "fisherman"
    # "lost his phone" is no No to a new one
    words = {"kwame", "phone", "new"}
    assert yes_or_no_asked("Did Kwame get a new phone?", "Kwame lost his phone on the train from York", True,
                           lambda w: w.casefold() in words) == "Yes"
    # "I don't miss London one bit" is no going back
    asked = {"kwame", "move", "back", "london"}
    assert likely("Would Kwame move back to London?", "Kwame: I don't miss London one bit, the rent alone.",
                  lambda w: w.casefold() in asked) == LIKELY_NO
    # the new name of a change, not the old: "changed the title from 'X' to 'Y'"
    from kbsearch.answer.naming import TITLED
    body = "I've changed the title from 'The Salt Orchard' to 'Windfall'"
    assert TITLED.search(body, 0, body.find("Windfall")) and not TITLED.search(body, 0, body.find("The Salt"))
    # a place written with its initials first
    assert [m.group(1) for m in PLACE_AFTER.finditer("She works at the W. M. Keck Observatory")] == ["W. M. Keck Observatory"]


PETS = [
    ("2024-03-02", [("Ama", "Mrs Owusu next door adopted a parrot! Mango. He says good morning at five."),
                    ("Jonas", "And our dog Juno keeps climbing the scaffolding on the cabin.")],
     ["Ama's neighbour Mrs Owusu adopted a parrot, Mango",
      "Jonas's dog Juno, a retired sheepdog, keeps climbing the scaffolding on his cabin"]),
]


@pytest.fixture(scope="module")
def pets(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("pets"), "pet3", PETS)


@pytest.mark.parametrize("question,short", [
    ("Who keeps climbing the scaffolding?", "Juno"),  # (a pet may be who did it …)
    ("Who adopted a parrot?", "Mrs Owusu"),  # (… not who had a pet)
    ("Who is Mrs Owusu?", "Ama's neighbour"),
])
def test_a_pet_as_who_did_it_and_not_as_its_owner(pets, question, short):
    assert _answer(pets, question).short == short


SIBLINGS = [
    ("2024-02-10", [("Rodrigo", "My sister Francisca is pregnant, and my brother Matías still lives in a wetsuit in Pichilemu."),
                    ("Eilidh", "And Javiera?"),
                    ("Rodrigo", "Javiera is counting penguins in Coquimbo.")],
     ["Rodrigo's sister Francisca is pregnant; his brother Matías runs a surf school in Pichilemu",
      "Rodrigo's partner Javiera studies penguins in Coquimbo"]),
]


@pytest.fixture(scope="module")
def siblings(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("siblings"), "sib3", SIBLINGS)


@pytest.mark.parametrize("question", ["Who are Rodrigo's siblings?", "What are the names of Rodrigo's siblings?"])
def test_who_are_someones_kin_asks_their_names(siblings, question):
    assert set(_answer(siblings, question).short.split(", ")) == {"Francisca", "Matías"}


def test_a_comment_in_a_code_block_is_no_heading():
    code = "Try this:\n\n```python\n# Initialize variables\nx = 0\n```\n\n## Why it works\nIt counts."
    assert end_headings(code) == code.replace("## Why it works", "## Why it works.")
    assert end_headings("    # an indented code comment\nx = 1") == "    # an indented code comment\nx = 1"


RACES = [
    ("2023-04-08", [("Otieno", "Ran the Dunga Hill Half in 1:31:05, a personal best!"),
                    ("Renata", "Amazing!")],
     ["Otieno ran the Dunga Hill Half Marathon in 1:31:05, a personal best"]),
    ("2023-12-09", [("Otieno", "Kisumu Lakeside Half: 1:28:47. Under 1:30 at last."),
                    ("Renata", "Under ninety minutes!")],
     ["Otieno ran the Kisumu Lakeside Half in 1:28:47, a new personal best under 1:30"]),
]


@pytest.fixture(scope="module")
def races(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("races"), "rac3", RACES)


def test_a_new_personal_best_is_the_best_now(races):
    assert _answer(races, "What is Otieno's half-marathon personal best now?").short == "1:28:47"
