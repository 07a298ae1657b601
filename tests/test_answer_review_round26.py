"""The twenty-sixth round's rules (bench/README "Twenty-sixth round"): a job asked of someone
that no sentence says is not stated (the demo's "What is my job?" once answered "medium" with
a CI job), nor by a later "at the moment" (the question's "moment"); a job said of someone by
first name and surname, or as what they leave another job to become; "Who is Pavol Ilavský?"
by the role before the name ("the head keeper Pavol Ilavský"), after a relation or a job; a month or holiday that opens
its own clause read in that clause's tense ("in May Radio Cordillera opens a studio", "who
leaves at Easter"); in a user's chats with an assistant, the user's own words before the
assistant's "your …" and the steps it gave, an age held only by a sentence saying one ("pays off
the old one" is none), a hound named beside its breed; a relative's job is theirs, not the owner's ("What is Zuzana's
mother's job?", "Nadia's grandfather was a forester"); what was called off or turned down
("called off his July 2024 trip", "so Facundo turned it down"), and for "Did … end up …?" a
later chat's outcome of a plan; a date moved ("postponed from 16 June to 8 September 2025": 8
September) and a plan said as a headline ("Kliimaexpert to install …, start 14 April") whose later
"Heat pump installed 5-7 May 2025" dates it; tickets bought for an event as a plan whose outcome a later chat tells ("sold our
Harbour Lights tickets"), and tickets sold as not going."""

from __future__ import annotations

from pathlib import Path

import pytest

from test_answer_conversation import chats_archive, noted_sessions

from datetime import date

from kbsearch.answer.clauses import who_is_of
from kbsearch.answer.jobs import job_of
from kbsearch.answer.short_yesno import yes_or_no
from kbsearch.answer.when import mentions
from kbsearch.ranking.search import Searcher


@pytest.fixture(scope="module")
def demo() -> Searcher:
    return Searcher.open(Path(__file__).resolve().parent.parent / "indexes")


def _answer(searcher, question: str):
    """The answer words alone give (the default without stored embeddings)."""
    from kbsearch.answer.compose import answer

    return answer(searcher, question, rerank=False)


@pytest.mark.parametrize("question", ["What is my job?", "What do I do for work?"])
def test_a_job_no_chat_says_is_not_stated(demo, question):
    # the demo's chats say "a nightly job", "the 3.10 matrix job", "hip strength work": no job of the user's
    a = _answer(demo, question)
    assert a.short == "" and a.confidence == "low", (a.short, a.confidence, a.summary)
    assert a.summary.startswith("No chat states this directly"), a.summary


SESSIONS = [
    ("2023-04-02", [
        ("Priya", "Oh, and we've bought tickets for Harbour Lights in July, our last festival before the baby."),
        ("Tomasz", "Jealous! Who's headlining?"),
        ("Priya", "No idea yet, we just like the sea swims in the morning."),
    ], ["Priya and Dev bought tickets for the Harbour Lights festival in July; Tomasz is repainting his kitchen"]),
    ("2023-06-24", [
        ("Priya", "So we've sold our Harbour Lights tickets, there's no way we'd go now."),
        ("Tomasz", "Because of the move?"),
        ("Priya", "The move, the baby, the lot. Next year."),
    ], ["Priya and Dev are moving to Whitstable in July, so they sold their Harbour Lights tickets"]),
    ("2023-09-09", [
        ("Tomasz", "Forty barrels toasted this week, I smell like a barbecue."),
        ("Priya", "How is the cooperage?"),
    ], ["Tomasz Wróbel is a cooper at Bednarstwo Kowal in Zielona Góra, where he toasts oak barrels"]),
    ("2024-01-13", [
        ("Tomasz", "I'm leaving the cooperage. The Winnica Pod Lasem people want me in their cellar."),
        ("Priya", "Nine years of barrels!"),
    ], ["Tomasz is leaving Bednarstwo Kowal after nine years to become cellar master at Winnica Pod Lasem, "
        "starting in February"]),
    ("2024-02-17", [
        ("Tomasz", "I found a Toyota Hilux, 2013, white, 180,000 kilometres."),
        ("Priya", "Finally a real car."),
    ], ["Tomasz is considering a white 2013 Toyota Hilux offered by a seller in Sulechów for 15,000 dollars"]),
    ("2024-03-23", [
        ("Tomasz", "The Hilux man wants 16,500 now. No way."),
        ("Priya", "Cheeky."),
    ], ["A week after the first viewing the seller of the Toyota Hilux raised his price from 15,000 to 16,500 "
        "dollars, so Tomasz turned it down; he will look at a grey Ford Ranger"]),
    ("2025-02-23", [
        ("Priya", "We picked the heat pump people, the cheapest quote."),
        ("Tomasz", "Which make?"),
    ], ["Kliimaexpert to install a Panasonic Aquarea heat pump for Priya for €9,800, start 14 April 2025"]),
    ("2025-05-11", [
        ("Priya", "It's in! Three days of drilling."),
        ("Tomasz", "Warm at last."),
    ], ["Heat pump installed 5-7 May 2025", "Priya's final bill was €10,350"]),
]


@pytest.fixture(scope="module")
def friends(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("round26"), "r26", SESSIONS)


def test_tickets_bought_are_a_plan_a_later_chat_tells_the_outcome_of(friends):
    a = _answer(friends, "Did Priya go to the Harbour Lights festival in 2023?")
    assert a.short.startswith("No"), (a.short, a.summary)
    lead = a.summary.split("[1]")[0]
    assert "Harbour Lights tickets" in lead and "24 June 2023" in lead, lead


@pytest.mark.parametrize("body,answer", [
    ("So we've sold our Harbour Lights tickets, there's no way we'd go now.", "No"),
    ("We gave away the tickets in the end.", "No"),
    ("We sold the car and bought tickets for Harbour Lights.", "Yes"),  # (tickets bought, not sold)
])
def test_tickets_sold_are_not_going(body, answer):
    words = {"priya", "go", "harbour", "lights", "festival"}
    assert yes_or_no(body, True, lambda w: w.lower() in words) == answer


def test_the_job_now_is_the_one_left_for(friends):
    a = _answer(friends, "What does Tomasz do for a living at the moment?")
    assert a.short == "cellar master", (a.short, a.summary)


@pytest.mark.parametrize("body,name,job", [
    # by first name and surname, or the surname after a word that is no name
    ("Facundo Aguirre is a cooper at Tonelería Cuyo in Maipú, where he toasts oak barrels", "facundo", "cooper"),
    ("Facundo Aguirre, a cooper at Tonelería Cuyo, came too", "facundo", "cooper"),
    ("Later Mili is a nurse.", "mili", "nurse"),
    ("Facundo Aguirre is a cooper at Tonelería Cuyo", "mili", ""),
    # what they leave a job to become, but not what they want to become
    ("Facundo is leaving Tonelería Cuyo after eleven years to become cellar master at Bodega Los Alerces",
     "facundo", "cellar master"),
    ("Mili wants to become a nurse.", "mili", ""),
])
def test_a_job_said_of_first_name_and_surname(body, name, job):
    assert job_of(body, {name}, "Zuzana") == job


def test_who_someone_is_by_the_role_before_their_whole_name():
    body = ("Zuzana Hrnčiarová works as assistant keeper at Chata pod Svišťovkou, in ten-day shifts under the head "
            "keeper Pavol Ilavský")
    assert who_is_of(body, "Pavol Ilavský") == "the head keeper"
    assert who_is_of("We met the lovely Pavol at the hut.", "Pavol") == ""  # (no role)


@pytest.mark.parametrize("text,said,resolved", [
    ("at the farewell for her and the head keeper Pavol Ilavský, who leaves at Easter, the porter Maroš carried "
     "up a cake", date(2025, 2, 22), "20 April 2025"),
    ("At Easter we went to Rome.", date(2025, 4, 5), "31 March 2024"),
    ("And Mili has news: in May Radio Cordillera opens a small studio in Tunuyán, and she asked for it and got it.",
     date(2025, 4, 5), "May 2025"),
    ("In May we moved to Leeds.", date(2025, 4, 5), "May 2024"),
    # (review 7) a month opening a clause in the present is to come; "ends" is scheduled
    ("In June the choir sings at the Song Festival in Tallinn.", date(2024, 4, 20), "June 2024"),
    ("In April the library's foundation stone is laid.", date(2025, 1, 18), "April 2025"),
    ("The fixed rate ends in June.", date(2025, 2, 20), "June 2025"),
    ("In June we always go to the coast.", date(2025, 8, 5), "June 2025"),  # (a habit: the last one)
    ("In August Lucía and Javi moved into a flat in the Actur district", date(2024, 9, 21), "August 2024"),
])
def test_a_time_read_in_the_tense_of_its_own_clause(text, said, resolved):
    assert [m.resolved for m in mentions(text, said)][-1] == resolved


CHATS = [
    ("2025-01-12", "Heat pump or gas boiler", [
        ("user", "Hi! I'm Liis, I'm 39 and I restore church organs for a living. Our gas boiler is dying."),
        ("assistant", "Here is how people usually compare an air-to-water heat pump with a new boiler."),
    ], {"summary": "The user, Liis, 39, restores church organs; she is replacing a gas boiler"}),
    ("2025-03-09", "Learning the kannel", [
        ("user", "I signed up for a kannel course. Muki howls when I play. He's our Estonian hound, four years old."),
        ("assistant", "A hound joining in is practically a folk tradition."),
    ], {"summary": "The user signed up for a kannel course; Muki, their four-year-old Estonian hound, howls when she plays"}),
    ("2025-09-21", "Fixed or exchange electricity price", [
        ("user", "Our June bill on Elektrum's exchange price was €61 and August was €96. Should we fix?"),
        ("assistant", "Your network charges from Elektrilevi stay the same whichever supplier you pick. A fixed price "
                      "suits your first winter with the heat pump."),
        ("user", "Going with Alexela's 12-month fixed price at 12.4 c/kWh from 1 October."),
    ], {"summary": "The user compared electricity offers after a €96 August bill; the assistant explained fixed and "
                   "exchange prices", "procedures": [{"name": "Moving a mortgage to another bank", "steps": [
                       "Compare the margins", "Sign at the notary; the new bank pays off the old one"]}]}),
]


@pytest.fixture(scope="module")
def liis(tmp_path_factory):
    return chats_archive(tmp_path_factory.mktemp("round26c"), "r26c", CHATS, "claude")


@pytest.mark.parametrize("question,short", [
    ("How old am I?", "39"),  # (not the steps' "pays off the old one")
    ("What's our dog called?", "Muki"),  # "Muki, their four-year-old Estonian hound"
])
def test_the_users_own_facts_over_the_assistants_words(liis, question, short):
    a = _answer(liis, question)
    assert a.short == short, (a.short, a.summary)


def test_the_assistants_your_is_no_answer_of_the_users_own(liis):
    # "Your network charges from Elektrilevi …" is the assistant's, about the user, not the user's supplier
    a = _answer(liis, "Who's my electricity supplier now?")
    assert a.short != "Elektrilevi", (a.short, a.summary)


@pytest.mark.parametrize("body,speaker,job", [
    ("Nadia's grandfather was a forester", "", "forester"),
    ("My grandfather was a forester, and he always said you plant trees for people you'll never meet.", "Nadia",
     "forester"),
    ("My grandfather was a forester", "Priya", ""),  # (Priya's grandfather)
    ("Nadia is a nurse at the Royal Sussex", "", ""),  # (her own job)
])
def test_a_relatives_job_is_theirs_not_the_owners(body, speaker, job):
    assert job_of(body, {"nadia"}, speaker, ("Nadia's", "grandfather")) == job


def test_a_relative_asked_before_a_thing_of_theirs():
    from kbsearch.answer.asked import Asked

    assert Asked.of("What is Zuzana's mother's job?").relative == ("Zuzana's", "mother")
    assert Asked.of("What does Owen's sister's boyfriend do?").relative == ()  # (a relative's relative)


def test_a_plan_a_later_chat_turned_down_did_not_end_up_done(friends):
    a = _answer(friends, "Did Tomasz end up buying the Toyota Hilux?")
    assert a.short.startswith("No"), (a.short, a.summary)


@pytest.mark.parametrize("body,answer", [
    ("Facundo Aguirre called off his July 2024 trip to Slovakia because a Chilean winery ordered 300 barrels",
     "No"),
    ("The seller of the Toyota Hilux raised his price to 16,500 dollars, so Facundo turned it down", "No"),
    ("Facundo made it to Slovakia in the end and loved the Toyota Hilux", "Yes"),
])
def test_called_off_and_turned_down_say_no(body, answer):
    words = {"facundo", "make", "slovakia", "july", "2024", "buying", "toyota", "hilux"}
    assert yes_or_no(body, True, lambda w: w.lower() in words) == answer


def test_a_headline_plan_is_dated_by_the_later_outcome(friends):
    a = _answer(friends, "When was the heat pump installed?")
    assert a.short == "5 May 2025", (a.short, a.summary)


@pytest.mark.parametrize("body,said,when", [
    ("Tõnu's hip replacement was postponed from 16 June to 8 September 2025 because the hospital cut planned "
     "operations", date(2025, 6, 8), "8 September 2025"),
    ("The hip replacement trip is from 16 June to 8 September 2025, the whole summer", date(2025, 6, 8),
     "16 June 2025"),  # (a range: when it starts)
])
def test_a_date_moved_is_the_one_it_moved_to(body, said, when):
    from kbsearch.answer.short_time import when_of

    assert when_of(body, said, lambda w: w.lower() in {"hip", "replacement"}) == (when, True)


def test_a_job_or_relation_before_a_trades_role():
    # (the review's "Who is Padraig?": "an arborist", not "Declan's arborist")
    assert who_is_of("Declan hired the arborist Padraig, an arborist from Cork, to take down the ash",
                     "Padraig") == "an arborist from Cork"


def test_what_does_a_first_name_and_surname_do_asks_a_job():
    from kbsearch.answer.asked import Asked

    assert Asked.of("What does Kaarel Mets do?").job and Asked.of("What does Einar Solberg do?").job
    assert job_of("My friend Camila Rojas is leaving the Naval Museum after ten years to become director of the "
                  "new maritime archive.", {"camila", "rojas"}, "Marisol") == "director of the new maritime archive"


def test_an_offer_made_is_not_undone_by_its_refusal():
    # (the review's "Did the inspector offer to waive the fine?": yes, though the board turned that down)
    body = ("The Directorate's inspector, Marit Holm, offered to waive the fine if we upgrade the nets by summer; "
            "the board turned that down as too expensive, so we'll pay the fine.")
    offer = {"inspector", "offer", "waive", "fine"}
    assert yes_or_no(body, True, lambda w: w.lower() in offer, verb_in=lambda c: "offered" in c) == "Yes"
    accept = {"board", "accept", "inspector", "offer"}  # ("the board turned that down")
    assert yes_or_no(body, True, lambda w: w.lower() in accept, verb_in=lambda c: "accepted" in c) == "No"


def test_results_later_do_not_date_the_thing_done():
    from kbsearch.answer.leading import _done_on

    assert _done_on("Heat pump installed 5-7 May 2025")
    assert not _done_on("Since the colonoscopy I've been fine; they removed two small polyps and the results came "
                        "back on 12 November, all benign.")
    assert not _done_on("The red panda cubs were named Juniper and Tansy by public vote")  # (Juniper is no June)


@pytest.mark.parametrize("body,words,answer", [
    # tickets refunded (review 7's "Did Henrik go to Nattjazz?")
    ("Nattjazz cancelled the Saturday and Henrik's ticket was refunded", {"henrik", "go", "nattjazz"}, "No"),
    ("Nattjazz cancelled the Saturday, so I got my ticket refunded.", {"henrik", "go", "nattjazz"}, "No"),
    ("I got a refund for the Comic Expo tickets, a client deadline clashed.", {"go", "comic", "expo"}, "No"),
    # a trip called off, named by where it went
    ("Oskar called off his August trip to Lapland because Lumi got sick", {"oskar", "go", "lapland"}, "No"),
    ("Oskar called off his August trip to Tallinn and went to Lapland", {"oskar", "go", "lapland"}, "Yes"),
])
def test_a_refund_or_a_trip_called_off_says_no(body, words, answer):
    assert yes_or_no(body, True, lambda w: w.lower() in words) == answer


@pytest.mark.parametrize("body,names,speaker,relative,job", [
    # (review 7) a relative's job, the relative named after a pronoun of the one named before it
    ("Marisol's brother Tomás is a crane operator at the port; his wife Paula is a marine biologist", {"tomas"}, "",
     ("Tomás's", "wife"), "marine biologist"),
    ("Fraser visited Kirsty's parents; her father Hamish is a bus driver", {"fraser"}, "", ("Fraser's", "father"), ""),
    # … or in a note of the user's chat, "her" of "The user …"
    ("The user will take a letterpress course; her sister Anjali is a midwife", {"i"}, "", ("my", "sister"), "midwife"),
])
def test_a_relative_named_after_a_pronoun(body, names, speaker, relative, job):
    assert job_of(body, names, speaker, relative) == job


@pytest.mark.parametrize("question,short", [
    ("What was my grandfather's job?", "typesetter"),  # "my grandfather was a typesetter in Leicester"
    ("What is my job?", "illustrator"),  # (not the grandfather's)
])
def test_the_users_relatives_job_and_the_users_own(question, short, tmp_path):
    chats = [("2024-10-20", "Letterpress", [
        ("user", "I'm an illustrator in Bristol. I want to try letterpress: my grandfather was a typesetter in "
                 "Leicester, that's where my love of letters comes from."),
        ("assistant", "Letterpress studios often run weekend courses."),
    ], {"summary": "The user, an illustrator in Bristol, wants to learn letterpress"})]
    a = _answer(chats_archive(tmp_path, "r26g", chats, "claude"), question)
    assert a.short == short, (a.short, a.summary)


def test_no_job_of_the_person_asked_from_their_fathers(tmp_path):
    chats = [("2024-02-10", "Session 0", [
        ("Lucía", "Lovely. My dad says hi. He's been a bus mechanic at the depot in Delicias for thirty years."),
        ("Oskar", "Say hi back!"),
    ], {"summary": "Lucía's father has been a bus mechanic at the depot in Delicias for thirty years"})]
    a = _answer(chats_archive(tmp_path, "r26h", chats, "locomo"), "What is Lucía's job?")
    assert a.short != "bus mechanic", (a.short, a.summary)


def test_the_users_job_said_by_its_verb_is_found(tmp_path):
    # (review 6's "What is my job?" of Farid: once "not stated", as the chats saying "job" say someone else's)
    chats = [
        ("2025-03-01", "A sportive plan", [
            ("user", "I've signed up for the Mont Ventoux sportive on 14 June. Can you give me a 12-week plan?"),
            ("assistant", "Two easy rides and one long ride a week to start."),
        ], {"summary": "The user, Farid, 36, has driven the number 83 bus in Marseille for nine years; he signed "
                       "up for the Mont Ventoux sportive"}),
        ("2025-05-20", "Leïla's new start", [
            ("user", "My wife Leïla has left her teaching job after twelve years. How can I support her?"),
            ("assistant", "Ask what she needs; listen more than you advise."),
        ], {"summary": "The user's wife Leïla has left her teaching job after twelve years at the collège"}),
    ]
    a = _answer(chats_archive(tmp_path, "r26j", chats, "chatgpt"), "What is my job?")
    assert a.short == "bus driver", (a.short, a.summary)
