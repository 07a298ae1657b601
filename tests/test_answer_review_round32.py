"""The thirty-second round's rules (bench/README "Thirty-second round"): where someone lives,
read from the sentence that says it of them (and from where they moved to since), not from a
note that names them beside another place; a note's no, said plainly; a bound a sentence says
was kept ("under four hours"); a name "named for" its colour."""

from __future__ import annotations

import pytest

from test_answer_conversation import answer_of, noted_sessions, question_words

from kbsearch.answer.short_compare import compared

SESSIONS = [
    ("2024-10-05", [
        ("Ana", "Rui! How is Porto treating you?"),
        ("Rui", "Wet. My sister Marta lives in Faro and keeps sending me photos of the sun."),
        ("Ana", "My sister Inês lives in Lagos, she does the same to me. And I live in Coimbra, where it rains too."),
        ("Rui", "How is Pimenta?"),
        ("Ana", "Pimenta ate a sock on Sunday. The vet says she is fine."),
        ("Rui", "And the choir?"),
        ("Ana", "The Larks sing in the county final in May. We have practice every Thursday.")],
     ["Ana lives in Coimbra and sings in a choir",
      "Ana's dog Pimenta, adopted as a puppy at the Coimbra market, weighs 20 kg and is named for her pepper-black coat",
      "Rui's sister Marta lives in Faro and sends him photos of the sun",
      "Ana's sister Inês lives in Lagos",
      "Ana's choir, the Larks, will sing in the county final in May 2025"]),
    ("2025-05-20", [
        ("Ana", "Big news: I moved! I moved into a flat in Braga on 3 May, near the cathedral."),
        ("Rui", "Braga! And the county final?"),
        ("Ana", "The Larks came second, behind a choir from Viseu. Still proud."),
        ("Rui", "Second is great. And your half marathon?"),
        ("Ana", "I ran it in 1:58:10, under two hours for the first time!"),
        ("Rui", "Any holiday plans?"),
        ("Ana", "Funchal in June! I fly from Porto on 2 June and come home on 9 June.")],
     ["Ana moved into a flat in Braga on 3 May 2025",
      "The Larks came second in the county final on 17 May 2025, behind a choir from Viseu",
      "Ana ran the Coimbra half marathon in 1:58:10, under two hours",
      "Ana booked a trip to Madeira now: Porto to Funchal on 2 June 2025, home on 9 June"]),
]


@pytest.fixture(scope="module")
def friends(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("round32"), "r32x", SESSIONS)


@pytest.mark.parametrize("question, short", [
    # where one lives: from where they moved to since, over where they lived before
    ("Where does Ana live now?", "a flat in Braga"),
    # the sentence about whom the question asks, of that owner ("Ana's sister", not Rui's)
    ("Where does Ana's sister live?", "Lagos"),
    ("Where does Rui's sister live?", "Faro"),
    # a name "named for" what it comes from is still the name
    ("What's the name of Ana's dog?", "Pimenta"),
])
def test_the_short_answer(friends, question, short):
    assert answer_of(friends, question).short == short


def test_a_note_telling_another_outcome_says_no_plainly(friends):
    a = answer_of(friends, "Did the Larks win the county final?")
    assert a.short == "No"


@pytest.mark.parametrize("question, body, said", [
    # the bound asked, said as kept
    ("Did Kirsty run her marathon in under four hours?",
     "Kirsty ran Melbourne on Sunday in 3:52:40, under four hours for her first marathon!", "Yes"),
    ("Did Ana run the half marathon in under two hours?", "I ran it in 1:58:10, under two hours for the first time!", "Yes"),
    # … not when the sentence says it was not
    ("Did Kirsty run her marathon in under four hours?", "Kirsty ran 4:05:12, not under four hours this time", ""),
    # … and a time alone is still compared
    ("Did Kirsty run her marathon in under four hours?", "Kirsty ran the Melbourne marathon in 4:12:30", "No"),
])
def test_a_bound_said_as_kept(question, body, said):
    words = question_words("kirsty", "ana", "run", "ran", "marathon", "half", "under", "four", "two", "hours")
    assert compared(question, body, words) == said


CHATS = [
    ("2025-01-20", "Dad keeps forgetting things", [
        ("user", "My dad Bernard is 79 and lives alone in Tournus. He left the oven on twice this month. "
                 "My sister Claire lives in Nantes, so I'm the one who's close by. What should I do?"),
        ("assistant", "I'm sorry, that's worrying. Start with a GP appointment and go with him.")],
     {"summary": "The user's father Bernard, 79, lives alone in Tournus and left the oven on twice; the assistant "
                 "suggested a GP appointment"}),
    ("2025-07-02", "Choosing a care home for Dad", [
        ("user", "Dad fell at night. Claire and I visited three care homes near Chalon and chose Les Acacias."),
        ("assistant", "That sounds like a careful choice. Personalise his room and visit often at first.")],
     {"summary": "After a fall at night, the user and Claire chose the care home Les Acacias in Chalon for Bernard, "
                 "from 1 September 2025"}),
    ("2025-09-14", "A weekend away", [
        ("user", "We're off to Dijon for the weekend with Claire's kids. Any ideas for rainy days?"),
        ("assistant", "The Musée des Beaux-Arts and the covered market are good in the rain.")],
     {"summary": "The user is going to Dijon for a weekend with Claire's children; the assistant suggested museums"}),
]


@pytest.fixture(scope="module")
def family(tmp_path_factory):
    from test_answer_conversation import chats_archive

    return chats_archive(tmp_path_factory.mktemp("round32b"), "r32c", CHATS, "chatgpt")


def test_where_a_relative_lives_is_the_sentence_that_says_so(family):
    # (not the town of a note that names her beside another place: "… and Claire chose Les Acacias in Chalon")
    assert answer_of(family, "Where does my sister live?").short == "Nantes"


def test_where_one_lives_in_the_written_archives(tmp_path_factory):
    from test_answer_conversation_assistant18 import assistant_chats_18_at
    from test_answer_conversation_fjord import SESSIONS_61
    from test_answer_conversation_shaw import SESSIONS_95

    a18 = assistant_chats_18_at(tmp_path_factory.mktemp("r32a18"))
    # "My sister Claire lives in Bordeaux", over "the user and Claire chose the EHPAD … in Mâcon"
    assert answer_of(a18, "Where does my sister live?").short == "Bordeaux"
    assert answer_of(a18, "Which town does my dad live in?").short == "Mâcon"
    shaw = noted_sessions(tmp_path_factory.mktemp("r32shaw"), "shaw", SESSIONS_95)
    # "moved into a flat in Njiro, Arusha" (July 2025), over "Neema Lyimo lives in Moshi" (2024)
    assert answer_of(shaw, "Where does Neema live these days?").short == "a flat in Njiro"
    fjord = noted_sessions(tmp_path_factory.mktemp("r32fjord"), "fjrd", SESSIONS_61)
    # her grandmother's town, not where Sigrid moved
    assert answer_of(fjord, "Where does Sigrid's grandmother live?").short == "Svolvær"


@pytest.mark.parametrize("question, body, said", [
    # review 13: a bound that was only hoped for, budgeted or quoted, with the real amount beside it
    ("Did Joe run the parkrun in under 30 minutes?", "Joe hoped to run the parkrun in under 30 minutes; he finished in 31:05", "No"),
    ("Did Mateo's kitchen cost under £8,000?", "Mateo was quoted under £8,000 for his kitchen but paid £9,300", "No"),
    ("Did the bake sale raise over £600?", "The bake sale raised over £600 for the hospice", "Yes"),
])
def test_a_bound_only_aimed_at_is_no_bound_kept(question, body, said):
    words = question_words("joe", "mateo", "run", "parkrun", "under", "over", "minutes", "kitchen", "cost", "bake", "sale", "raise")
    assert compared(question, body, words) == said


@pytest.mark.parametrize("body, question, told", [
    ("Ravi lives in St Thomas, Exeter, in a rented room", "Where does Ravi live?", True),
    # someone else's move: the owner's relative, the parents of a child
    ("Ravi's sister Anjali moved to Bristol for her PhD", "Where does Ravi live?", False),
    ("Ana lived in Braga as a child before her parents moved to Porto", "Where does Ana live?", False),
    ("Ben's team moved to the fourth floor of the office", "Where does Ben live?", False),
    # … a family's move is theirs, and a relative is read with its owner
    ("Otieno's family moved into their new house in Kisian", "Where does Otieno live now?", True),
    ("Rory's grandmother lives in Oban", "Where does Sigrid's grandmother live?", False),
    ("My sister Claire lives in Bordeaux", "Where does my sister live?", True),
    # (not a club moved to Thursdays: no one asked of moves there)
    ("Our book club moved to Thursdays", "Where does Ana live?", False),
])
def test_a_home_told_of_whom_the_question_asks(body, question, told):
    from kbsearch.answer.asked import Asked
    from kbsearch.answer.homes import home_told

    assert home_told(body, Asked.of(question).names, question) is told


@pytest.mark.parametrize("text, turned", [
    ("The Owls came third in the league but took the cup", True),
    ("Chloe's team lost in the group stage before beating them in the final", True),
    ("Chloe stopped playing netball for a month and is back training twice a week", True),
    # … not a turn that says no again
    ("Ibou passed the written test but failed the fitness test", False),
    ("Gary was cheapest but had no insurance-backed guarantee", False),
    ("The Larks came second in the county final", False),
])
def test_a_note_that_turns_keeps_its_no_hedged(text, turned):
    from kbsearch.answer.short_yesno import turns

    assert turns(text) is turned


def test_named_for_reaches_only_its_own_clause(tmp_path):
    s = noted_sessions(tmp_path, "r32n", [("2025-03-01", [("Neema", "The new place opens on Monday!")],
                                          ["Neema's second bakery, named for her late father, is called Baba Joseph's"])])
    assert answer_of(s, "What's the name of Neema's second bakery?").short == "Baba Joseph's"


@pytest.mark.parametrize("bodies, question, doer", [
    # the doer named by its noun in the lead's chat, where the lead does not say the verb
    (["I'm in a quad with Priya Nair and Sue McAllister", "Our coach is Dougie Fraser, a retired PE teacher"],
     "Who coaches our quad?", (1, "Dougie Fraser")),
    (["Lachlan learns Polish on Zoom", "his teacher Pani Krystyna is a retired teacher from Łódź"],
     "Who teaches Lachlan Polish?", (1, "Pani Krystyna")),
    (["The new kitchen went in last May", "It was fitted by Tom Reed and his son"], "Who fitted the kitchen?", (1, "Tom Reed")),
    # … not where the lead says the verb itself: its doer is read from it
    (["Bernie minded the children on moving day", "Maya, our childminder, was away"], "Who minded the children?", None),
    # … nor for a question that asks no doer by its verb
    (["Our coach is Dougie Fraser"], "Who is Priya?", None),
])
def test_a_doer_named_by_its_noun(bodies, question, doer):
    from kbsearch.answer.short_who_where import doer_in_chat

    assert doer_in_chat(bodies, question, frozenset()) == doer


def test_who_coaches_in_a_written_archive(tmp_path):
    from test_answer_conversation_assistant40 import assistant_chats_40_at

    # (not "Priya Nair" of "I'm in a quad with Priya Nair …", `high` before)
    assert answer_of(assistant_chats_40_at(tmp_path), "Who coaches our quad?").short == "Dougie Fraser"


@pytest.mark.parametrize("question, shorts, none", [
    # a deed asked of the assistant's advice is no date, amount or name
    ("What did you tell me to do before Mum's Pflegegeld assessment?", ["3 March 2025"], True),
    ("What did you recommend for paying for the solar?", ["R128,000"], True),
    ("What did you tell me to do before putting in an offer on a house?", ["Sebastopol"], True),
    ("What did you tell me to do about the damp?", ["open the windows every morning"], False),
    # … a thing asked may be a name or a number
    ("Which podcast did you recommend for learning Spanish?", ["Coffee Break Spanish"], False),
    ("What number did you tell me to save for mountain rescue?", ["1470"], False),
])
def test_advice_asked_as_a_deed(question, shorts, none):
    from kbsearch.answer.advised import no_advice

    assert no_advice(question, shorts) is none
