"""The twentieth round's rules (bench/README "Twentieth round"): names written with a capital
outside A–Z, a place in the clause that holds the question's words, a reason only where one is
given, a relative's job with the relative named, and the breed of an animal asked as its kind."""

from __future__ import annotations

import pytest

from test_answer_conversation import noted_sessions

from kbsearch.answer.asked import FOR_A_LIVING, Asked
from kbsearch.answer.jobs import job_of, relative_named
from kbsearch.answer.kinds import asked_thing
from kbsearch.answer.short_who_where import where_of
from kbsearch.answer.short_why import why_of
from kbsearch.answer.words import names_in
from kbsearch.text import tokens


def words_of(question: str):
    """A question's words, as a test of a sentence's word."""
    own = set(tokens(question))
    return lambda w: bool(set(tokens(w)) & own)


def _answer(searcher, question: str):
    """The answer words alone give (the default without stored embeddings)."""
    from kbsearch.answer.compose import answer

    return answer(searcher, question, rerank=False)


FJORD = [
    ("2023-03-04", [("Sigrún", "The café is finally called Kaffi Ský. Ólafur drew the logo, a cup that is also a cloud."),
                    ("Ewan", "Brilliant. And my news: Kirsty said yes! On the summit of Ben Lomond, in the snow."),
                    ("Sigrún", "Finally! When's the wedding?"),
                    ("Ewan", "Next June, at Cottiers. My dad Alasdair is already writing a speech.")],
     ["Sigrún's café will be called Kaffi Ský; Ólafur designed its logo, a cup that is also a cloud",
      "Ewan proposed to Kirsty on the summit of Ben Lomond; the wedding will be at Cottiers next June",
      "Ewan's partner Kirsty (Kiki) is a speech therapist; Ewan's father Alasdair, a retired ferry skipper, is writing "
      "a speech"]),
    ("2023-05-20", [("Ewan", "We picked up Bracken on Saturday, a three-year-old rescue lurcher. He hates the hoover."),
                    ("Sigrún", "A lurcher! Does he run?"),
                    ("Ewan", "Like the wind, then sleeps for a day.")],
     ["Ewan and Kirsty adopted Bracken, a three-year-old rescue lurcher, who hates the hoover"]),
]


@pytest.fixture(scope="module")
def fjord(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("fjord"), "fjrd", FJORD)


def test_a_name_may_open_with_a_capital_outside_a_to_z():
    found = names_in("Linh said Đức drew it, and Émile came with Ólafur, Łukasz and Tùng.", set())
    assert found == ["Đức", "Émile", "Ólafur", "Łukasz", "Tùng"]


def test_who_did_it_is_a_name_with_an_accented_capital(fjord):
    a = _answer(fjord, "Who designed the logo for Sigrún's café?")
    assert a.short == "Ólafur"


def test_a_place_is_the_one_in_the_clause_of_the_question_words(fjord):
    a = _answer(fjord, "Where did Ewan propose to Kirsty?")
    assert a.short == "Ben Lomond"
    asked = Asked.of("Where did Ewan propose to Kirsty?")
    body = "Ewan proposed to Kirsty on the summit of Ben Lomond; the wedding will be at Cottiers next June"
    q = words_of("Where did Ewan propose to Kirsty?")
    assert where_of(body, asked, q) == "Ben Lomond"
    # … and where the question's words hold no place, the one after "at" as before
    assert where_of("The wedding will be at Cottiers next June", Asked.of("Where is the wedding?"),
                    words_of("Where is the wedding?")) == "Cottiers"


def test_a_failure_is_read_as_what_then_why():
    # A condensed failure's cause: its first whole clause, not twelve words cut mid-way.
    q = words_of("Why did the downloads time out?")
    body = ("ReadTimeout on one run in three. A single timeout=10 also sets the read timeout; the server takes up "
            "to 23 s to send the first byte.")
    assert why_of(body, q, kind="failures") == "A single timeout=10 also sets the read timeout"
    # … and a note's sentences alike ("Hamish sold his car. The insurance went up to £900"), but not its clauses
    assert why_of("Hamish sold his car. The insurance went up to £900 and he cycles anyway.", words_of(
        "Why did Hamish sell his car?"), kind="outcomes") == "The insurance went up to £900 and he cycles anyway"
    assert why_of("Hamish sold his car. The insurance went up.", words_of("Why did Hamish sell his car?"), kind="raw") == ""


@pytest.mark.parametrize("question,asked", [
    ("What does Ewan's partner Kirsty do?", True),
    ("What does Linh's brother Tùng do?", True),
    ("What did Ewan's dad do before he retired?", True),
    ("What does Dewi do?", True),
    ("What did Moon do?", False),  # what happened, not a job
    ("What did Ewan's dad do at the wedding?", False),
    ("What does metformin do?", False),
])
def test_a_job_asked_of_a_relative_named_or_retired(question, asked):
    assert bool(FOR_A_LIVING.search(question)) is asked


@pytest.mark.parametrize("relative,body,names", [
    (("Ewan's", "dad"), "Ewan ran a PB; his father Alasdair, a retired ferry skipper, watched", {"alasdair"}),
    (("Ewan's", "dad"), "Kirsty ran a PB; her father Hamish, a joiner, watched", set()),  # her father, not Ewan's
    (("Ewan's", "dad"), "Ewan ran a PB at Pollok parkrun; his father Ally watched", {"ally"}),  # (a place between)
    (("Ewan's", "dad"), "Ewan visited Kirsty's parents; her father Hamish is a joiner", set()),  # someone else between
    (("Ailsa's", "brother"), "Ailsa met Fraser at the ceilidh; his brother Ross is a pilot", set()),
    (("Ewan's", "partner"), "Ewan's wife Kirsty is a speech therapist", {"kirsty"}),
    (("Ewan's", "mum"), "Ewan's mother Isla came", {"isla"}),
])
def test_a_relative_named_by_another_word_or_by_the_notes_subject(relative, body, names):
    assert relative_named(relative, body, "") == names


def test_a_job_said_after_a_nickname_in_brackets():
    body = "Ewan's partner Kirsty (Kiki) is a speech therapist"
    assert job_of(body, {"kirsty"}, "", ("Ewan's", "partner")) == "speech therapist"


def test_a_relatives_job_with_the_relative_named(fjord):
    assert _answer(fjord, "What does Ewan's partner Kirsty do?").short == "speech therapist"
    assert "ferry skipper" in _answer(fjord, "What did Ewan's dad do before he retired?").short


@pytest.mark.parametrize("question,word", [("What kind of dog is Bracken?", "dog"), ("What breed of dog is Bracken?", "dog"),
                                           ("What type of cat is Mochi?", "cat")])
def test_the_kind_of_an_animal_is_its_breed(question, word):
    thing = asked_thing(question)
    assert thing is not None and thing.name == "breed" and thing.word == word
    assert not Asked.of(question).several
    assert Asked.of("What kind of dogs does Ewan like?").several
    assert asked_thing("What kind of car is it?") is None or asked_thing("What kind of car is it?").name != "breed"


def test_what_kind_of_dog_is_answered_by_its_breed(fjord):
    assert "lurcher" in _answer(fjord, "What kind of dog is Bracken?").short


def test_a_reason_from_a_turn_of_the_lead_chat(tmp_path):
    # The note says what happened; the turn says why, of "it" (the boiler of its turn's first sentence).
    chats = [("2024-01-20", [("Moira", "The boiler's finally in. Gregor fitted it on Friday, two days late because the "
                                        "flue kit hadn't arrived."),
                             ("Ailsa", "At last! Warm again?"), ("Moira", "Toasty.")],
              ["Moira's new boiler was fitted two days late", "Moira's house is warm again"])]
    a = _answer(noted_sessions(tmp_path, "brlr", chats), "Why was the boiler late?")
    assert a.short == "because the flue kit hadn't arrived"


@pytest.mark.parametrize("text,said,resolved", [
    ("Ewan proposed during a five-day trip in the October school holidays", (2023, 11, 12), "October 2023"),
    ("We went up over the May bank holiday", (2023, 11, 12), "May 2023"),
    ("We're off to Skye in the February half-term", (2023, 11, 12), "February 2024"),
    ("Completion is expected in November", (2023, 9, 9), "November 2023"),
    ("The baby is expected in February", (2023, 9, 9), "February 2024"),
    ("We expected rain in August", (2023, 9, 9), "August 2023"),  # a past "expected"
])
def test_a_month_named_by_its_break_or_expected(text, said, resolved):
    from datetime import date

    from kbsearch.answer.when import mentions
    assert [m.resolved for m in mentions(text, date(*said))] == [resolved]
    assert mentions("The October sun was lovely", date(*said)) == []


def test_when_a_proposal_in_the_october_holidays(tmp_path):
    chats = [("2023-11-12", [("Ewan", "We went to Oslo for the October week and I proposed on the last evening!"),
                             ("Sigrún", "Finally!")],
              ["Ewan proposed to Kirsty in Oslo during the October school holidays; she said yes"])]
    assert _answer(noted_sessions(tmp_path, "oslo", chats), "When did Ewan propose to Kirsty?").short == "October 2023"


@pytest.mark.parametrize("question,body,stopped", [
    ("Did Bracken reach the summit of Ben Lomond?", "Ewan climbed Ben Lomond with Kirsty; Bracken stopped after an hour", True),
    ("Did Bracken reach the summit?", "Bracken turned back at the snow line, Ewan went on", True),
    ("Did Ewan reach the summit?", "Ewan reached the summit; Bracken stopped after an hour", False),  # someone else stopped
    ("Did Ewan finish the race?", "Ewan stopped for water at 10 km and finished in 1:52", False),  # a pause
    ("Did Ewan finish the race?", "Ewan stopped at 30 km, then walked on and finished in 4:52", False),  # then finished
    ("Did Ewan finish the race?", "Ewan dropped out at 30 km with cramp", True),
    ("Did Ewan enjoy the race?", "Ewan stopped at 10 km", False),  # not an end reached
])
def test_one_who_stopped_on_the_way_did_not_reach_it(question, body, stopped):
    from kbsearch.answer.short_compare import stopped_short
    assert stopped_short(question, body) is stopped


@pytest.mark.parametrize("body,names,job", [
    ("Ewan started as lead EV technician on 1 February", {"ewan"}, "lead EV technician"),
    ("Kirsty was promoted to head teacher in May", {"kirsty"}, "head teacher"),
    ("Kirsty was promoted to the first team in May", {"kirsty"}, ""),  # no job word
    ("Ewan was promoted to senior technician", {"ewan"}, "senior technician"),
    ("Ewan started as a bus mechanic at the Govan depot", {"ewan"}, "bus mechanic"),
    ("Ewan started to run again", {"ewan"}, ""),
])
def test_a_post_started_or_promoted_to(body, names, job):
    assert job_of(body, names, "") == job


def test_a_joiner_is_a_job_and_a_captain_is_not():
    assert job_of("Kirsty, a joiner from Inverness, rehung the doors", {"kirsty"}, "") == "joiner"
    # (a captain is as often a team's: "Ewan is the club captain at the golf club; he is a lawyer" — review 2)
    assert job_of("Ewan is the club captain at the golf club; he is a lawyer", {"ewan"}, "") == "lawyer"


def test_a_question_names_someone_with_an_accented_capital(tmp_path):
    from kbsearch.answer.asked import question_names
    assert question_names("What does Đức do for Émile and Tùng?") == {"đức", "émile", "tùng"}
    chats = [("2023-06-03", [("Linh", "Đức drew three logos on napkins last night."), ("Fraser", "Is he still at the games "
                                                                                             "company?")],
              ["Linh's boyfriend Đức, a graphic designer at a gaming company, has sketched logos for the bakery"])]
    a = _answer(noted_sessions(tmp_path, "duc_", chats), "What does Linh's boyfriend Đức do?")
    assert a.short == "graphic designer"


def test_who_came_up_with_a_name_is_not_the_name_itself(tmp_path):
    chats = [("2023-02-18", [("Kenji", "I named the truck Tako Loco, my nephew came up with it."),
                             ("Rosa", "Ha, I love it.")],
              ["Kenji named his food truck Tako Loco"])]
    a = _answer(noted_sessions(tmp_path, "tako", chats), "Who came up with the name of the truck?")
    assert a.short == "Kenji's nephew"


@pytest.mark.parametrize("body,meaning", [
    ("Otieno and Akinyi's son Omondi was born at 5:40 am; in Luo the name means born in the early morning",
     "born in the early morning"),
    ("Mây. It means cloud, that was Mum's idea", "cloud"),
    ("The tattoo represents her late grandmother, she said", "her late grandmother"),
    ("He's a captain now, he says it means more paperwork", ""),  # what it brings, not what a word means
    ("The bakery opened on Friday", ""),
])
def test_what_a_name_means(body, meaning):
    from kbsearch.answer.meant import MEANS_ASKED, meaning_of
    assert meaning_of(body) == meaning
    assert MEANS_ASKED.match("What does the name Omondi mean?") and MEANS_ASKED.match("What does Mây stand for?")
    assert not MEANS_ASKED.match("What does Omondi do?")


def test_what_a_name_means_is_answered_by_its_meaning(tmp_path):
    chats = [("2023-07-22", [("Otieno", "Omondi. In Luo it means born in the early morning, so he chose his own name."),
                             ("Renata", "He's perfect.")],
              ["Otieno and Akinyi's son Omondi was born at 5:40 am; in Luo the name means born in the early morning"])]
    a = _answer(noted_sessions(tmp_path, "omon", chats), "What does the name Omondi mean?")
    assert a.short == "born in the early morning"


def test_a_person_word_before_a_name_is_no_verb_of_its_object(tmp_path):
    # "brother Tomasz" is no "ordered a Lenovo": the name after a relative is no thing done
    chats = [("2023-04-08", [("Renata", "Tomasz came to Baba's party."), ("Otieno", "Ouma has started a boda-boda business!")],
              ["Renata's brother Tomasz, a fire captain, came to Baba's party; Otieno's brother Ouma started a boda-boda "
               "business"])]
    a = _answer(noted_sessions(tmp_path, "ouma", chats), "What business does Otieno's brother Ouma run?")
    assert a.short == "boda-boda business"


# Fixes from helper-68's review (156 questions against the start code): each a misfire it found.
@pytest.mark.parametrize("question,body,stopped", [
    ("Did Callum reach the top of the Old Man of Storr?", "Callum walked to the top of the Storr, then stopped at a café",
     False),
    ("Did Thảo finish her nursing degree?", "Thảo gave up her café job to finish her nursing degree; she graduated in July",
     False),
    ("Did Aisha finish the marathon?", "Aisha stopped twice with cramp but crossed the line in 4:31", False),
    ("Did Ewan make it to the wedding?", "Ewan stopped at his mum's in Perth on the way to the wedding", False),
    ("Did Morag finish Couch to 5K?", "Morag stopped smoking in January; she finished Couch to 5K in April", False),
    ("Did Morag finish the kitchen?", "Morag pulled out the old units herself; the fitters finished the kitchen", False),
])
def test_a_pause_or_another_thing_stopped_is_no_stop_on_the_way(question, body, stopped):
    from kbsearch.answer.short_compare import stopped_short
    assert stopped_short(question, body) is stopped


@pytest.mark.parametrize("question,body,place", [
    ("Where did Mia and Tomás have dinner?", "Mia and Tomás had dinner with Lucia Ferrer on Friday; they ate at Dishoom",
     "Dishoom"),
    ("Where did Ailsa buy her bike?", "Ailsa bought a Brompton; she got it ex-display at Evans Cycles in Glasgow",
     "Evans Cycles"),
    ("Where does Émile work?", "Đức spent two weeks in Đà Nẵng with Émile, a pastry chef in Lyon", "Lyon"),
    ("Where did Đức spend two weeks with Émile?", "Đức spent two weeks in Đà Nẵng with Émile, a pastry chef in Lyon",
     "Đà Nẵng"),
])
def test_a_place_and_not_a_name_in_the_question_clause(question, body, place):
    assert where_of(body, Asked.of(question), words_of(question), question) == place


@pytest.mark.parametrize("question,body,who", [
    ("Who brought the beer to Ömer's housewarming?",
     "Ömer cooked İskender kebab for twenty people; his sister Şebnem made the desserts and Jonas from work brought beer",
     "Jonas"),
    ("Who was named captain for the final?", "The coach named Rosa's niece Marisol captain for the final", "Marisol"),
    ("Who did the coach name captain for the final?", "The coach named Rosa's niece Marisol captain for the final",
     "Marisol"),
])
def test_who_is_no_dish_nor_a_role_named_right_after(question, body, who):
    from kbsearch.answer.short_who_where import who_of
    assert who_of("", body, Asked.of(question), words_of(question), question) == who


@pytest.mark.parametrize("body,names,job", [
    ("Fraser started as a bus mechanic at the Govan depot and is now workshop supervisor", {"fraser"}, ""),
    ("Mia started as a nurse at the Western General but retrained as a midwife", {"mia"}, "midwife"),
])
def test_a_first_post_is_no_job_now(body, names, job):
    assert job_of(body, names, "") == job


def test_a_kind_of_thing_for_an_animal_is_no_breed():
    assert asked_thing("What kind of dog toys does Bracken like?") is None or \
        asked_thing("What kind of dog toys does Bracken like?").name != "breed"
    assert asked_thing("What kinds of dogs does Aisha walk?") is None or \
        asked_thing("What kinds of dogs does Aisha walk?").name != "breed"


def test_expected_said_after_a_comma_is_past():
    from datetime import date

    from kbsearch.answer.when import mentions
    said = date(2023, 6, 10)
    assert [m.resolved for m in mentions("Morag's new kitchen, expected in March, finally arrived in May", said)][0] \
        == "March 2023"


def test_a_reason_in_a_turn_must_be_of_the_thing(tmp_path):
    chats = [("2024-01-20", [("Leila", "The boiler's in at last! Though I was late for my shift because I had to wait in "
                                        "for the fitter."), ("Moira", "Ha.")],
              ["Leila's new boiler was fitted two days late"])]
    assert _answer(noted_sessions(tmp_path, "leil", chats), "Why was the boiler late?").short == ""
