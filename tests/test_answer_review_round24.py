"""The twenty-fourth round's rules (bench/README "Twenty-fourth round"): a count that is no
clock time nor a game's name, doctors and ways of getting about as kinds of their own, a job
said in the user's notes or as who someone drives for, a search widened by the words of the
asked kind when the question's own find none, a pet named by its breed, a price asked as "How
much was …", a claim turned down, and what something cost in the end."""

from __future__ import annotations

import pytest

from test_answer_conversation import chats_archive

from kbsearch.answer.clauses import appositive_names
from kbsearch.answer.jobs import job_of
from kbsearch.answer.kinds import asked_thing, is_member
from kbsearch.answer.leading import PLANNED
from kbsearch.answer.short_count import count_of
from kbsearch.answer.asked import Asked
from kbsearch.answer.counted import counted_noun
from kbsearch.answer.short_who_where import who_of
from kbsearch.answer.short_yesno import yes_or_no
from kbsearch.answer.value_words import asks_money, plainly


def _answer(searcher, question: str):
    """The answer words alone give (the default without stored embeddings)."""
    from kbsearch.answer.compose import answer

    return answer(searcher, question, rerank=False)


def _words(question: str):
    """The question's content words, as the answer reads them (no stopwords)."""
    from kbsearch.text import STOPWORDS

    words = {w.strip("?,.").casefold() for w in question.split()} - STOPWORDS
    return lambda w: w.casefold() in words


@pytest.mark.parametrize("body,question,count", [
    # a clock time counts nothing ("4 PM")
    ("Nebraas plans to meet with the cats at 4 PM today.", "How many pets did Vanessa have?", ""),
    ("We left at 6pm and got back at 11 p.m.", "How many guests came?", ""),
    # "2k games" (NBA 2K) counts no dreams
    ("I know you said you play some 2k games", "How many strange dreams did Fahim have?", ""),
    # "once" opening a clause is no count
    ("Once i do the test ill let you know!", "How many pets did Vanessa have?", ""),
    # … and near-misses still count
    ("She has 3 pets now.", "How many pets does Vanessa have?", "3 pets"),
    ("We raised £2k for the hospice.", "How much did we raise for the hospice?", "£2k"),
    ("I went once a week.", "How often did I go?", "once a week"),
])
def test_a_count_is_no_clock_time_nor_a_name(body, question, count):
    assert count_of(body, question, False, _words(question)) == count


def test_what_something_cost_in_the_end_is_the_final_amount_of_the_clause_about_it():
    body = ("The loft conversion is finished, signed off by building control on 19 September 2025; the final "
            "bill was £49,650 including a second Velux window for £750; Anaya has moved into the loft; they "
            "paid £15,450 for the Corolla after negotiating £500 off")
    assert count_of(body, "How much did the loft conversion cost in the end?", False,
                    _words("How much did the loft conversion cost in the end?")) == "£49,650"


@pytest.mark.parametrize("question,kind", [
    ("Which doctors did Nicolas see?", "doctor"),
    ("What specialists has Priya been referred to?", "doctor"),
    ("What modes of transport did we use in Japan?", "transport"),
    ("What means of transport does Kevin take to work?", "transport"),
    ("What jobs has Tom had?", "job"),
])
def test_doctors_and_transport_are_kinds_of_their_own(question, kind):
    assert asked_thing(question).name == kind


def test_a_doctor_is_one_who_treats_and_transport_gets_about():
    doctor, transport = asked_thing("Which doctors did Nicolas see?"), asked_thing("What types of transport did we take?")
    assert is_member("a rheumatologist", doctor) and is_member("the internist", doctor)
    assert not is_member("lawyers", doctor) and not is_member("a cook", doctor)
    assert is_member("the subway", transport) and is_member("local flights", transport)
    assert not is_member("Turkey", transport) and not is_member("miso soup", transport)


def test_hair_colours_are_colours_and_more_breeds_are_breeds():
    colour = asked_thing("What colour is Kate's hair?")
    assert is_member("blonde", colour) and is_member("brunette", colour)
    breed = asked_thing("What breed is Sigrid's dog?")
    assert is_member("a four-year-old Finnish Lapphund", breed) and is_member("an elkhound", breed)


@pytest.mark.parametrize("body,names,job", [
    # the user's own notes say "The user"
    ("The user, Siobhán, 44, is a dental hygienist at Douglas Road Dental in Cork, four days a week", {"i"},
     "dental hygienist"),
    ("The user is a paralegal at a firm in Leeds.", {"i"}, "paralegal"),
    ("The user is a paralegal at a firm in Leeds.", {"declan"}, ""),
    # who someone drives, writes or plays for
    ("Her husband Declan drives for Bus Éireann; she bought a camper", {"declan"}, "drives for Bus Éireann"),
    ("my husband Declan (he drives for Bus Éireann) is handy.", {"declan"}, "drives for Bus Éireann"),
    ("Declan drives for an hour every morning.", {"declan"}, ""),
    # a post said with no article ("worked as head chef"), a word that is none ("worked as hard")
    ("Sam has worked as head chef at Noma for years.", {"sam"}, "head chef"),
    ("Sam worked as hard as he could.", {"sam"}, ""),
    # where one works, then as what: the job
    ("I'm Callum, I work for a housing association in Inverness as a building surveyor.", {"i"}, "building surveyor"),
    ("I work for the council.", {"i"}, "work for the council"),
])
def test_a_job_in_the_users_notes_or_who_they_drive_for(body, names, job):
    assert job_of(body, names, "") == job


def test_a_pet_named_by_its_breed_or_said_to_be_one():
    assert appositive_names("I'm practising the bowline on Bosco's lead. Bosco is our greyhound, retired from racing.",
                            "dog", ("greyhound",)) == ["Bosco"]
    assert appositive_names("she practises the bowline on the lead of Bosco, their retired racing greyhound.",
                            "dog", ("greyhound",)) == ["Bosco"]
    assert appositive_names("Tom is my brother.", "brother") == ["Tom"]
    assert appositive_names("Bosco is our greyhound.", "cat") == []


@pytest.mark.parametrize("question,money", [
    ("How much was the sailing course?", True),
    ("How much were the tickets?", True),
    ("How much is a pint in Dublin?", True),
    ("How much was the rainfall?", False),
    ("How much is the weight limit?", False),
    ("How much is Leo sleeping?", False),
])
def test_how_much_was_a_thing_asks_its_price(question, money):
    assert asks_money(question) is money


def test_a_job_turned_down_is_no_and_an_offer_waits_for_its_outcome():
    words = _words("Did Sigrid accept the saturation diving job in Stavanger?")
    assert yes_or_no("Sigrid turned down the saturation diving job in Stavanger", True, words) == "No"
    assert PLANNED.search("A company in Stavanger offered Sigrid a saturation diving job; she must answer by March")
    # (a reason said with "not want to" is no plan: the sentence tells how it went)
    assert not PLANNED.search("Sigrid turned it down because she did not want to be away for 28 days")
    assert PLANNED.search("Sigrid wants to be away less")


def test_a_claim_turned_down_by_whom_the_question_names_is_no():
    words = _words("Did Zurich pay for the roof?")
    assert yes_or_no("Paying for the roof themselves. Zurich declined the claim as wear and tear", True, words) == "No"
    assert yes_or_no("Zurich paid for the roof in full.", True, words) == "Yes"
    # (someone else turning something down says nothing of it)
    assert yes_or_no("Zurich paid for the roof; the builder refused a tip.", True, words) == "Yes"


# A user's chats with an assistant: the facts said in passing, in other words than the question's.
_CHATS = [
    ("2025-01-19", "Where to start restoring a 1976 VW camper", [
        ("user", "Hi! I'm Siobhán, I'm 44 and I'm a dental hygienist at Douglas Road Dental in Cork. I've bought a "
                 "1976 VW camper and I want to restore it."),
        ("assistant", "Congratulations! Start with a full inspection: rust, brakes, engine, and a budget for each.")],
     {"summary": "The user, Siobhán, 44, is a dental hygienist at Douglas Road Dental in Cork; she bought a 1976 VW "
                 "camper to restore; the assistant suggested an inspection and a budget."}),
    ("2025-03-23", "Learning to sail", [
        ("user", "I've booked a sailing course in Crosshaven for €395. I'm practising the bowline on Bosco's lead. "
                 "Bosco is our greyhound, retired from racing, and he's not impressed."),
        ("assistant", "A bowline is the right knot to start with. Enjoy the course!")],
     {"summary": "The user booked a sailing course in Crosshaven for €395; she practises the bowline on the lead "
                 "of Bosco, their retired racing greyhound."}),
    ("2025-04-13", "Roof quotes", [
        ("user", "Zurich declined the claim as wear and tear, so we're paying for the roof ourselves. I have a quote "
                 "of €5,950 from Cronin Roofing for the new roof."),
        ("assistant", "Sorry about the claim. Get the quote itemised before you sign.")],
     {"summary": "Zurich declined the roof claim as wear and tear; Cronin Roofing quoted €5,950 for a new roof.",
      "decisions": [{"decision": "Paying for the roof themselves. Zurich declined the claim as wear and tear"}]}),
    ("2025-06-22", "Ceiling repair after the new roof", [
        ("user", "The roof is done! The final bill was €6,670: the €5,950 plus €720 for rotten deck boards."),
        ("assistant", "Great news. Let the ceiling dry out before you paint.")],
     {"summary": "The roof was finished on 6 June; final bill €6,670 (€5,950 plus €720 for rotten deck boards).",
      "outcomes": ["New roof finished 6 June 2025", "Final roof bill €6,670"]}),
]


@pytest.fixture(scope="module")
def siobhan(tmp_path_factory):
    return chats_archive(tmp_path_factory.mktemp("round24"), "r24c", _CHATS, "chatgpt")


@pytest.mark.parametrize("question,short", [
    ("What do I do for work?", "dental hygienist"),  # said in no words of the question
    ("What's our dog called?", "Bosco"),  # a greyhound, never called a dog
    ("How much was the sailing course?", "€395"),
    ("Did Zurich pay for the roof?", "No"),
    ("How much did the new roof cost in the end?", "€6,670"),  # the final bill, not the quote
    ("How old am I?", "44"),  # no word of the question in "The user, Siobhán, 44, is …"
])
def test_the_user_archive_answers_in_other_words(siobhan, question, short):
    assert _answer(siobhan, question).short == short


def test_a_hedged_how_question_is_the_how_question_and_its_count_keeps_the_hedge():
    assert plainly("About how many salmon escaped from the torn net pen?") == "How many salmon escaped from the torn net pen?"
    assert plainly("About the trip, when did we go?") == "About the trip, when did we go?"  # (no hedge of a number)
    assert plainly("About what did they argue?") == "About what did they argue?"
    assert counted_noun("How many salmon escaped from the torn net pen?") == "salmon"  # (no "did" after the noun)
    body = "a storm tore a three-metre hole in a net pen, but about 12,000 salmon escaped"
    question = "How many salmon escaped from the torn net pen?"
    assert count_of(body, question, False, _words(question)) == "about 12,000 salmon escaped"
    # (a bound, money or a measure keeps no hedge: "up to £92,000", "about 6 miles")
    assert count_of("The salary goes up to £92,000.", "What is my new salary?", False, _words("salary")) == "£92,000"
    assert count_of("I bike about 6 miles each way.", "How far does Marcus bike to work?", False,
                    _words("bike work")) == "6 miles"


def test_who_opens_the_clause_of_the_question_words_in_a_long_note():
    body = ("After three sailing sessions the user sails RS Quests with Gráinne; she suggested finishing the course, "
            "Level 3, joining a club; Tadhg finished Marigold's welding (sills, both rear arches) for €2,750")
    question = "Who did the welding on Marigold?"
    assert who_of("", body, Asked.of(question), _words(question), question) == "Tadhg"
    # (a name already in that clause answers as before; "The user" opens no one's clause)
    body = "Sailing lessons with Gráinne; the user is going to Lisbon with Tom in May"
    question = "Who am I going to Lisbon with?"
    assert who_of("", body, Asked.of(question), _words(question), question) == "Tom"


def test_how_much_of_a_stuff_is_a_measure_with_its_unit():
    from kbsearch.answer.asked import holds

    question = "How much electricity do we use a year?"
    assert Asked.of(question).measure and not Asked.of("How much did the sofa cost?").measure
    assert not Asked.of("How much time do we have?").measure
    # (a saving in euros states no use of electricity; "5,200 kWh" does)
    assert holds("count", "Switched to Flogas; estimated saving €380 a year", None, set(), measure=True) < 1.0
    assert holds("count", "We use about 5,200 kWh a year.", None, set(), measure=True) == 1.0
    assert count_of("paying €215 a month, using about 5,200 kWh a year", question, False, _words(question)) == "5,200 kWh"


def test_a_change_from_one_to_another_answers_with_the_one_now():
    body = "Switched electricity from Electric Ireland to Flogas, smart time-of-use plan."
    question = "Who's my electricity supplier now?"
    assert who_of("", body, Asked.of(question), _words(question), question) == "Flogas"
    question = "Who was my electricity supplier before?"
    assert who_of("", body, Asked.of(question), _words(question), question) == "Electric Ireland"


def test_an_age_no_word_of_the_question_finds_is_read_where_it_is_written():
    from kbsearch.answer.found_chats import age_globs

    assert count_of("The user, Siobhán, 44, is a dental hygienist at Douglas Road Dental", "How old am I?") == "44"
    assert count_of("The user is 52 and farms near Llandovery.", "How old am I?") == "52"
    assert count_of("The user spent 45 minutes on the phone.", "How old am I?") == ""
    assert count_of("Maren, 31, is a civil engineer in Toronto.", "How old is Maren?") == "31"
    assert age_globs("How old am I?") and age_globs("What's my age?") and age_globs("How old is Maren?")[0] == "*Maren, [1-9][0-9],*"
    assert age_globs("How old was the house?") == [] and age_globs("When did I start?") == []


def test_the_index_finds_the_chats_whose_notes_say_a_shape(siobhan):
    found = siobhan.chats_saying(["*The user, *, [1-9][0-9], *"])
    assert [r.date for r in found] == ["2025-01-19"]
    assert siobhan.chats_saying(["*no such text*"]) == [] and siobhan.chats_saying([]) == []


def test_a_colour_is_the_one_of_whom_the_question_asks():
    from kbsearch.answer.words import in_clause_naming

    body = "Gráinne's hair is silver now; Kuba dyed his hair blond"
    assert in_clause_naming(body, body.find("silver"), {"gráinne"})
    assert not in_clause_naming(body, body.find("blond"), {"gráinne"})
    assert not in_clause_naming(body, body.find("silver"), set())


def test_a_job_of_a_place_and_the_users_job_asked_with_my():
    assert job_of("The user, Ingrid, 41, is the site manager of a salmon farm off Hitra", {"i"}, "") == "site manager"
    assert job_of("Grace retires after 31 years as headteacher of a primary school", {"grace"}, "") == "headteacher"


def test_a_refusal_by_the_named_body_and_what_it_changed_to():
    from kbsearch.answer.changed_to import now_of

    words = _words("Did the board accept the inspector's offer?")
    assert yes_or_no("The board turned it down at the March meeting.", True, words) == "No"
    assert yes_or_no("The board accepted the offer; the union refused.", True, words) == "Yes"
    assert now_of("Cathal switched from the Galway route to the Cork route in March.", "Galway route",
                  "Which route does Cathal drive now?") == "Cork route"
    assert now_of("We switched her from Nan to Infacare last week.", "Nan", "Which formula does Naledi drink now?") \
        == "Infacare"
    assert now_of("We switched her from Nan to Infacare last week.", "Nan", "Which formula did she drink before?") == "Nan"
    assert now_of("We switched her from Nan to Infacare last week.", "Infacare", "Which formula now?") == "Infacare"


_NOTED = [
    ("2025-02-01", "Night shifts and sleep", [
        ("user", "Any tips for sleeping after night shifts? The station rota is brutal this month."),
        ("assistant", "Blackout blinds, a fixed anchor sleep and no caffeine in the last four hours of a shift.")],
     {"summary": "The user, Rhiannon, 29, is a paramedic with the Welsh Ambulance Service in Bangor; the assistant "
                 "suggested blackout blinds, an anchor sleep and no late caffeine."}),
    ("2025-03-09", "Buying a kayak", [
        ("user", "I want a sit-on-top kayak for the Menai Strait, budget £600."),
        ("assistant", "Look at second-hand sit-on-tops from the big makers; check the hull for cracks.")],
     {"summary": "The user wants a sit-on-top kayak for the Menai Strait, budget £600."}),
]


@pytest.fixture(scope="module")
def rhiannon(tmp_path_factory):
    return chats_archive(tmp_path_factory.mktemp("round24b"), "r24d", _NOTED, "chatgpt")


@pytest.mark.parametrize("question", ["What is my job?", "What do I do for work?"])
def test_the_users_job_said_only_in_the_notes(rhiannon, question):
    assert _answer(rhiannon, question).short == "paramedic"


@pytest.mark.parametrize("body,question,amount", [
    ("The grommets cost R18,500 in the end, R21,400 with the anaesthetist.", "How much did the grommets cost?", "R18,500"),
    ("The fishing licence was NOK 500 for the year.", "How much was the fishing licence?", "NOK 500"),
    ("We paid CHF 1,200 for the course.", "How much did we pay for the course?", "CHF 1,200"),
    ("The tickets were US$40 each.", "How much were the tickets?", "US$40"),
    # (a code is one only in capitals and right before a number: "r5", "R&D" are none)
    ("We spent r5 on the R&D budget, 40 euros in all.", "How much did we spend?", "40 euros"),
])
def test_a_currency_code_before_the_amount_is_money(body, question, amount):
    assert count_of(body, question, False, _words(question)) == amount


def test_a_pet_set_off_beside_its_breed_of_two_words_or_in_capitals():
    from kbsearch.answer.kinds import breed_names

    cats, dogs = breed_names("cat"), breed_names("dog")
    assert "maine coon" in cats and "finnish lapphund" in dogs and "boxer" not in dogs and breed_names("owl") == ()
    assert appositive_names("Tomos, their Maine Coon, is huge", "cat", cats) == ["Tomos"]
    assert appositive_names("Ruby, an eight-week-old Finnish Lapphund", "dog", dogs) == ["Ruby"]
    # (a breed in capitals before a name is no pet's: "the Greyhound Trust, Lyon")
    assert appositive_names("We adopted her through the Greyhound Trust, Lyon branch", "dog", dogs) == []


def test_a_bound_is_no_count_a_saving_is_money_and_a_physio_no_doctor():
    question = "How many tents were at the festival?"
    assert count_of("The field takes up to 50 tents and there were maybe 30 tents this year.", question, False,
                    _words(question)) == "30 tents"
    assert asks_money("How much did Mireille save with the heat pump?") and asks_money("How much have I saved?")
    assert not asks_money("How much time did we save?") and not asks_money("How much electricity did we save?")
    doctor = asked_thing("Which doctors did Yolanda see?")
    assert is_member("a rheumatologist", doctor) and not is_member("her physiotherapist", doctor)


def test_a_habit_asked_when_is_its_time_of_day():
    from datetime import date

    from kbsearch.answer.short_time import clock_of

    words = _words("When does Kuba train?")
    assert clock_of("Training is at 4 PM every day.", "When does Kuba train?", date(2024, 2, 10), words) == "4 PM every day"
    assert clock_of("Haruto has judo at 4 PM on Thursdays.", "When does Haruto have judo?", date(2024, 2, 10),
                    _words("When does Haruto have judo?")) == "4 PM on Thursdays"
    # (a date said is the answer of its own; a when-question in the past asks no habit)
    assert clock_of("The course starts on 10 May at 9am.", "When does the course start?", date(2024, 2, 10), words) == ""
    assert clock_of("We left at 6pm.", "When did we leave?", date(2024, 2, 10), words) == ""
    assert clock_of("We left at 6pm.", "What time did we leave?", date(2024, 2, 10), words) == "6pm"
