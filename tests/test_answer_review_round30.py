"""The thirtieth round's rules (bench/README "Thirtieth round"): a name the question says
short ("Tobi", as the friends call each other in their turns) is the whole name the notes
write ("Tobias"), when the notes write one name beginning with it and never the short one;
"Mum" is the name the chats give the user's mother; a relative's job said of the whole name
("Rocío Benítez's mother"); the doer of the asked verb, though it opens the note ("Frau Aigner
next door will feed Gustl"); a breed the lexicon does not know; a prize won with a place is
no win; more currencies; "these days" and "in the end" are not what a question is about."""

from __future__ import annotations

import pytest

from test_answer_conversation import answer_of, noted_sessions, question_words

from kbsearch.answer.evidence import Passage
from kbsearch.answer.nicknames import nicknames
from kbsearch.text import tokens




def _note(text: str, kind: str = "summary") -> Passage:
    return Passage(None, None, kind, text, 0, set(tokens(text)))


@pytest.mark.parametrize("notes, asked, found", [
    (["Tobias Lindqvist drives a tram in Gothenburg", "Magdalena's cat is called Pip"], {"tobi", "mags"}, {"tobi": "Tobias"}),
    (["Magdalena's brother Emil is a welder"], {"magda"}, {"magda": "Magdalena"}),
    # the notes write the short name too, or two names begin with it, or it is a word, a place, a day
    (["Tobi and Tobias went fishing"], {"tobi"}, {}),
    (["Tobias met Tobiah at the depot"], {"tobi"}, {}),
    (["Design work for the tram depot; the design was approved"], {"desi"}, {}),
    (["The user's sister is moving to Melbourne in June"], {"mel"}, {}),
    (["Every Wednesday the user's daughter plays netball"], {"wed"}, {}),
    # too short to stand for one name, or a name only one letter longer
    (["Alberto fixed the boiler"], {"al"}, {}),
    (["Anna fixed the boiler"], {"ann"}, {}),
])
def test_a_speakers_short_name_is_the_one_whole_name_the_notes_write(notes, asked, found):
    turns = [_note(f"{who.capitalize()}: Morning!", kind="raw") for who in asked]
    assert nicknames(frozenset(asked), [_note(n) for n in notes] + turns) == found


def test_a_short_name_no_one_speaks_by_is_no_nickname():
    notes = [_note("Danielle got a job at a bank in Leeds"), _note("user: my brother Dan is job hunting", "raw")]
    assert nicknames(frozenset({"dan"}), notes) == {}


def test_raw_turns_are_not_where_the_whole_name_is_looked_for():
    assert nicknames(frozenset({"tobi"}), [_note("Tobias, you're late!", kind="raw")]) == {}


SESSIONS = [
    ("2024-05-04", [
        ("Tobi", "Magda! Guess who drove the new tram on route 11 this morning."),
        ("Magda", "No way. Did you ring the bell the whole way?"),
        ("Tobi", "Only twice. Saga from the depot filmed it, I'll send you the video."),
        ("Magda", "My brother Emil says welders get better tea breaks than tram drivers."),
        ("Tobi", "Your brother has never tasted depot coffee."),
    ], ["Tobias Lindqvist drove the new tram on route 11 in Gothenburg for the first time; his colleague Saga filmed it",
        "Magdalena's brother Emil is a welder at the shipyard in Gdynia"]),
    ("2024-06-15", [
        ("Magda", "We adopted a dog! A greyhound, three years old, called Pip."),
        ("Tobi", "A racing dog on a sofa, perfect."),
        ("Magda", "And Tobi, my sister Ola is a midwife now, she qualified last week."),
    ], ["Magdalena adopted Pip, a three-year-old greyhound",
        "Magdalena's sister Ola qualified as a midwife"]),
]


@pytest.fixture(scope="module")
def friends(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("round30"), "r30a", SESSIONS)




@pytest.mark.parametrize("question, short", [
    ("What does Magda's brother do?", "welder"),
    ("What is the name of Magda's dog?", "Pip"),
    ("Who filmed Tobi driving the new tram?", "Saga"), ("Where does Tobi drive a tram?", "Gothenburg"),
])
def test_the_notes_whole_name_answers_for_the_short_one(friends, question, short):
    a = answer_of(friends, question)
    assert short in a.short, (a.short, a.confidence, a.summary)


def test_mum_is_the_name_the_chats_give_the_users_mother():
    notes = [_note("The user's mother Hermine, 79, a widow, lives in Garsten"), _note("Gustl has a thyroid problem")]
    assert nicknames(frozenset({"mum"}), notes) == {"mum": "Hermine"}
    assert nicknames(frozenset({"dad"}), [_note("Peter, the user's father, fell"), _note("user: my dad Peter is 80", "raw")]) \
        == {"dad": "Peter"}
    # two names, or another speaker's "my mum", or none; not a mother-in-law, an aunt, a day, a title
    assert nicknames(frozenset({"mum"}), [_note("my mum Hermine"), _note("my mum Rosa")]) == {}
    assert nicknames(frozenset({"mum"}), [_note("Brigitte, the user's mother-in-law, is a pharmacist")]) == {}
    assert nicknames(frozenset({"mum"}), [_note("Anke, the user's mother's sister, lives in Kiel")]) == {}
    assert nicknames(frozenset({"mum"}), [_note("user: I saw my mum Friday", "raw")]) == {}
    assert nicknames(frozenset({"dad"}), [_note("The user's father Dr Okafor retired"), _note("user: my dad FaceTimed", "raw")]) == {}
    assert nicknames(frozenset({"mum"}), [_note("Desi: my mum Rumyana is a coach", "raw")]) == {}
    assert nicknames(frozenset({"mum"}), [_note("The user's mother fell")]) == {}


@pytest.mark.parametrize("body, question, job", [
    ("Rocío Benítez's family drank carrulím, a Paraguayan shot of caña; her mother Nidia is a notary",
     "What does Rocío's mother do for a living?", "notary"),
    ("Rocío Benítez's mother is a magistrate in Oshakati", "What does Rocío's mother do for a living?", "magistrate"),
    ("Refilwe's brother Tumelo, an actuarial trainee in Johannesburg, writes his exams",
     "What line of work is Refilwe's brother in?", "actuarial trainee"),
    # another is named in between: "her" is hers
    ("Rocío Benítez met Kirsty; her mother Nidia is a notary", "What does Rocío's mother do for a living?", ""),
])
def test_a_relatives_job_said_of_the_whole_name(body, question, job):
    from kbsearch.answer.asked import Asked
    from kbsearch.answer.jobs import job_of

    asked = Asked.of(question)
    assert asked.job and job_of(body, asked.names, "", asked.relative) == job


def test_a_name_is_not_given_by_what_it_is_named_after():
    from kbsearch.answer.naming import NAMED

    assert not NAMED.search("Rocío's cat Pombero is named after a night creature of Paraguayan folklore")
    assert NAMED.search("a cat named Pombero").group(1).strip() == "Pombero"


def test_living_these_days_asks_the_home_and_not_a_day():
    from kbsearch.answer.asked import Asked
    from kbsearch.answer.homes import home_of

    question = "Where is Refilwe living these days?"
    assert Asked.of(question).lives
    body = "Refilwe moved to Bloemfontein on 26 October 2024, into a garden cottage in Westdene rented from an elderly couple"
    assert home_of(body, frozenset({"refilwe"}), question) == "a garden cottage in Westdene rented from an elderly couple"


@pytest.mark.parametrize("body, question, who", [
    ("Don Aniceto has the flu and teaches Rocío Benítez by video call; the contest is streamed on the festival's Facebook page",
     "Who teaches Rocío the harp?", "Don Aniceto"),
    ("Markus will stay with Mum in Garsten, and Frau Aigner next door will feed Gustl", "Who feeds Gustl when we're away?",
     "Frau Aigner"),
    ("We're live! Solar Ennstal installed everything from 14 to 16 April and Netz OÖ swapped the meter on 23 April.",
     "Who installed our solar panels?", "Solar Ennstal"),
])
def test_the_doer_of_the_asked_verb(tmp_path, body, question, who):
    turns = [("user", "Quick update on everything."), ("assistant", "Thanks for the update!")]
    archive = noted_sessions(tmp_path, "r30b", [("2025-04-27", turns, [body, "Gerry welded new floor pans into Dolores"])])
    a = answer_of(archive, question)
    assert a.short == who, (a.short, a.confidence, a.summary)


def test_a_doer_question_is_of_the_one_it_names_though_another_opens_the_note():
    from kbsearch.answer.subject import RIGHT, WRONG, QuestionSubject

    q = QuestionSubject.of("Who feeds Gustl when we're away?")
    assert q.about("", "Markus will stay with Mum, and Frau Aigner next door will feed Gustl") == RIGHT
    assert QuestionSubject.of("What does Gustl eat?").about("", "Markus feeds his dog Rex") == WRONG


@pytest.mark.parametrize("body, breed", [
    ("Refilwe's dog Mielie is a Karoo Africanis; Rocío's cat Pombero is grey", "Karoo Africanis"),
    ("Mielie is a big Jack Russell", "Jack Russell"),
    ("Mielie is a rescue from Calvinia", ""),
    ("Refilwe's dog Mielie is a Karoo Africanis weighing 31 kilos", "Karoo Africanis"),
    ("Mielie was a Christmas present", ""),
    ("Bongani is a Karoo Africanis", ""),
])
def test_a_breed_the_lexicon_does_not_know_said_of_the_one_asked(body, breed):
    from kbsearch.answer.kinds import breed_named

    assert breed_named(body, {"mielie"}) == breed


def test_a_breed_question_is_not_answered_by_what_else_the_dog_did(tmp_path):
    turns = [("Refilwe", "Mielie found a porcupine again."), ("Rocío", "Poor girl!")]
    notes = ["On 30 July 2024 Refilwe's dog Mielie got fourteen porcupine quills in her nose; a vet removed them",
             "Refilwe's dog Mielie is a Karoo Africanis"]
    a = answer_of(noted_sessions(tmp_path, "r30c", [("2024-08-03", turns, notes)]), "What kind of dog is Mielie?")
    assert a.short == "Karoo Africanis", (a.short, a.confidence, a.summary)


def test_a_prize_won_with_a_place_is_no_win():
    from kbsearch.answer.short_yesno import yes_or_no

    asked = question_words("Rocío", "win", "young", "harpists", "contest")
    body = ("Rocío Benítez came third of fourteen harpists in the young harpists' contest in Asunción and won a "
            "diploma, a set of strings and 2,000,000 guaraníes")
    assert yes_or_no(body, True, asked) == "No"
    assert yes_or_no("Rocío Benítez won the young harpists' contest after she came third last year", True, asked) == "Yes"


@pytest.mark.parametrize("text", ["paid 4,000,000 guaraníes", "bought it for N$38,500", "2,500 kwacha", "900 birr"])
def test_more_currencies_are_money(text):
    from kbsearch.answer.value_words import MONEY

    assert MONEY.search(text)


def test_in_the_end_is_not_what_a_cost_is_about(tmp_path):
    turns = [("Rocío", "I have my harp!"), ("Refilwe", "Finally!")]
    notes = ["The cooperative's 2024 harvest ended well; the carving on Rocío's harp is a passion flower",
             "Rocío collected her harp from Gilberto Ayala in Luque and paid 4,000,000 guaraníes after a discount"]
    a = answer_of(noted_sessions(tmp_path, "r30d", [("2024-11-02", turns, notes)]), "What did Rocío's harp cost in the end?")
    assert a.short == "4,000,000 guaraníes", (a.short, a.confidence, a.summary)


def test_cancelling_ones_part_in_it_is_not_going():
    from kbsearch.answer.short_yesno import yes_or_no

    asked = question_words("Refilwe", "go", "Otter", "Trail", "hike")
    body = "Refilwe cancelled her part in an October 2024 hike on the Otter Trail with friends from SALT because of the move"
    assert yes_or_no(body, True, asked) == "No"


def test_someone_not_said_did_not_go_with_the_one_who_went(tmp_path):
    turns = [("Rocío", "I'm back from South Africa!"), ("Refilwe", "Already missing you.")]
    notes = ["Rocío Benítez visited Refilwe Mokoena in South Africa from 10 to 24 May 2025; they saw the Milky Way"]
    archive = noted_sessions(tmp_path, "r30e", [("2025-06-07", turns, notes)])
    assert answer_of(archive, "Did Federico travel to South Africa with Rocío?").short.startswith("No")
    assert answer_of(archive, "Did Rocío travel to South Africa with Refilwe?").short.startswith("Yes")


def test_getting_ready_for_a_plan_or_putting_it_at_risk_tells_no_outcome():
    from kbsearch.answer.leading import PLANNED, _tells_outcome

    assert PLANNED.search("Desislava has asked for leave from 8 to 22 March 2025 for her trip to Namibia")
    assert not _tells_outcome("a refresher week is set for 24 to 28 March 2025, which puts her March trip at risk")
    assert _tells_outcome("Desislava cancelled her trip to Namibia of 8 to 22 March 2025")


def test_a_quoted_title_set_off_by_the_asked_noun(tmp_path):
    turns = [("Rocío", "He chose 'Pájaro Campana', the most famous Paraguayan harp piece, with the bird calls."),
             ("Refilwe", "You'll be amazing.")]
    notes = ["Rocío entered the young harpists' contest in Asunción"]
    archive = noted_sessions(tmp_path, "r30f", [("2024-11-02", turns, notes)])
    a = answer_of(archive, "Which piece did Rocío play at the harp contest?")
    assert a.short == "Pájaro Campana", (a.short, a.confidence, a.summary)


@pytest.mark.parametrize("question, kind", [
    ("What animals live with Refilwe?", "pet"),
    ("What pets live with Refilwe?", "pet"),
    ("What plants grow in my garden?", "plant"),
    ("What animals did we see in Etosha?", "animal"),
])
def test_a_kind_asked_before_a_verb_of_living(question, kind):
    from kbsearch.answer.kinds import asked_thing

    assert asked_thing(question).name == kind


# Review 11's probes (helper-125): what the round's rules must not do


def test_a_prize_is_a_win_when_anything_won_is_asked():
    from kbsearch.answer.short_yesno import yes_or_no

    body = "My strawberry jam came second at the village show and won a rosette"
    assert yes_or_no(body, True, question_words("win", "village", "show"), prize_asked=True) == "Yes"
    assert yes_or_no(body, True, question_words("jam", "win", "village", "show")) == "No"


@pytest.mark.parametrize("notes, question, short", [
    (["Kurt can drive Mia to school on Mondays if needed, but Lena usually drives her"], "Who drives Mia to school?", "Lena"),
    (["Jo would kindly water the plants if we asked, but Ravi waters the plants anyway"], "Who waters the plants?", "Ravi"),
    (["The user's puppy Bruno is named after a Brazilian footballer from Porto Alegre"], "What is the name of the user's puppy?",
     "Bruno"),
    (["Nell moved to Leeds in May, into her boyfriend's flat above a bakery"], "Where does Nell live now?",
     "her boyfriend's flat above a bakery in Leeds"),
])
def test_review_11_answers(tmp_path, notes, question, short):
    turns = [("user", "Quick update."), ("assistant", "Thanks!")]
    a = answer_of(noted_sessions(tmp_path, "r30g", [("2024-04-13", turns, notes)]), question)
    assert a.short == short, (a.short, a.confidence, a.summary)


def test_what_is_no_person_money_or_place_stays_so():
    from kbsearch.answer.asked import Asked
    from kbsearch.answer.jobs import job_of
    from kbsearch.answer.naming import NAMED
    from kbsearch.answer.value_words import MONEY

    assert not MONEY.search("booked 10 Guaraní lessons") and not MONEY.search("2 soles and mussels")
    assert job_of("Lena is dating a Frenchman; his father Jacques is a plumber", {"lena"}, "", ("Lena's", "father")) == ""
    assert job_of("Bert is the unofficial mayor of the user's street", {"bert"}, "") == ""
    assert NAMED.search("a bar called After Hours")
    assert not Asked.of("What does Tomás like about his line of work?").job


def test_a_hyphenated_pair_of_state_codes_is_still_a_place():
    from kbsearch.answer.short_who_where import _LETTER_CODE

    assert _LETTER_CODE.fullmatch("G-C-F-B") and not _LETTER_CODE.fullmatch("NY-NJ")


def test_what_was_decided_is_answered_by_the_decision_itself():
    from kbsearch.answer.short import _DECIDED_ASKED, _decision

    item = "Get two more quotes with room-by-room heat load calculations; proceed if net cost stays under €18,000"
    assert _decision(item, "decisions") == "Get two more quotes with room-by-room heat load calculations"
    assert _decision("A human hook that is accurate because eviction was only a dry run", "decisions") \
        == "A human hook that is accurate"
    assert _decision("The installer quoted €32,000", "summary") == ""
    assert _DECIDED_ASKED.match("What did we decide about the heat pump?")
    assert not _DECIDED_ASKED.match("What did we decide to buy?")  # (what was bought is asked)


def test_the_demos_heat_pump_decision_is_said_first(demo_dir, monkeypatch, tmp_path):
    from kbsearch.ranking.search import Searcher

    monkeypatch.setenv("KBSEARCH_CACHE_DIR", str(tmp_path))
    a = answer_of(Searcher.open(demo_dir), "What did we decide about the heat pump?")
    assert a.short.startswith("Get two more quotes"), (a.short, a.summary)


@pytest.mark.parametrize("question, body, elsewhen", [
    ("Did Daniel visit Tromsø in December 2024?", "Daniel visited Sigrid in Tromsø from 7 to 14 February 2025", True),
    ("Did Dad's operation go ahead in June?", "Dad had his operation on 8 September, all went well", True),
    # the month asked is said too, or it is a plan, or no month is said, or no month is asked
    ("Did we go to Skye in August?", "We drove to Skye on 28 July and stayed till 5 August", False),
    ("Did Daniel visit Tromsø in December 2024?", "Daniel plans to visit Sigrid in Tromsø in February 2025", False),
    ("Did Daniel visit Tromsø in December 2024?", "Daniel loved Tromsø", False),
    ("Did Daniel visit Tromsø?", "Daniel visited Sigrid in Tromsø from 7 to 14 February 2025", False),
])
def test_done_in_another_month_only_is_not_done_in_the_month_asked(question, body, elsewhen):
    from kbsearch.answer.short_compare import elsewhen as told_elsewhen

    assert told_elsewhen(question, body) is elsewhen
