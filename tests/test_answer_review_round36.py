"""The thirty-sixth round's rules (bench/README "Thirty-sixth round"): a "what kind of …" question
of a thing the kinds' lexicon does not know is answered by the words set before the asked noun, or
before a word of its kind ("an old blue longboard", "a 1974 wooden Snipe dinghy"); a currency's code
after the amount ("54,000 ISK") and more currencies' names ("6,500 escudos") are money; "has seen A
but no B" says no of B; "hired by … as a zodiac driver" says a job taken; a person's nickname asked
is the name others call them ("nicknames her Sereia"); a note that is no decision says its why as a
purpose in its own sentence ("to look after his mother"); a trade said by its verb ("fishes octopus
off Sagres") is a job; a trip called off is no, however many words come before "trip to"; where
the best is the user's own word of a value now, a later note naming no one is the user's too."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from test_answer_conversation import answer_of, noted_sessions

from kbsearch.answer.jobs import job_of
from kbsearch.answer.kind_of import kind_asked, kind_phrase
from kbsearch.answer.leading import latest_first
from kbsearch.answer.naming import NAMED, named_noun
from kbsearch.answer.short_why import why_of
from kbsearch.answer.short_yesno import yes_or_no
from kbsearch.answer.subject import RIGHT
from kbsearch.answer.value_words import MONEY

SESSIONS = [
    ("2025-03-02", [
        ("Ines", "Grandad's anvil arrived from Porto at last. A 1910 Peter Wright, 150 pounds, older than the house."),
        ("Bram", "Lovely. Mine is a railway track offcut, ha."),
        ("Ines", "And I'm still a field technician on the beaver programme, catching about ten a week.")],
     ["Ines inherited her grandfather Duarte's 1910 Peter Wright anvil; it arrived from Porto",
      "Ines works as a field technician on the provincial beaver-control programme"]),
    ("2025-06-14", [
        ("Ines", "Lena wants a croquembouche as the wedding cake, and I said I'd try to make it."),
        ("Bram", "Brave! How many choux is that?"),
        ("Ines", "About 200. Also the programme is cut from September, so I applied to drive zodiacs.")],
     ["Lena wants a croquembouche as the wedding cake; Ines will make it with about 200 choux",
      "The beaver programme is cut from September; Ines applied to drive zodiacs for an expedition company"]),
    ("2025-09-20", [
        ("Ines", "I got it! Polar Tern, from November."),
        ("Bram", "Parabéns! And the bag?"),
        ("Ines", "And I swam the Drake Plunge, 400 metres in four degrees!"),
        ("Ines", "The sail loft charges 6,500 escudos a bag, and the skates cost me 54,000 ISK in Reykjavik.")],
     ["Ines was hired by Austral Polar Expeditions as a zodiac driver on the Polar Tern, from November 2025",
      "Ines has seen gentoo and chinstrap penguins but no emperor penguins",
      "Ines swam the Drake Plunge off the Polar Tern; after it the crew nicknames her Pinguina (penguin)",
      "Ines's father Duarte, 66, fishes octopus off Sagres in his boat Amélia"]),
]


@pytest.fixture(scope="module")
def friends(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("round36"), "r36x", SESSIONS)


def test_a_kind_asked_is_the_words_before_the_noun(friends):
    assert answer_of(friends, "What kind of anvil did Ines inherit from her grandfather?").short == "1910 Peter Wright anvil"
    assert answer_of(friends, "What kind of wedding cake will Ines make for Lena?").short == "croquembouche"


def test_which_noun_a_kind_question_asks():
    assert kind_asked("What kind of boat is Nacho restoring?") == "boat"
    assert kind_asked("What kind of wedding cake will Linh make?") == "wedding cake"
    # (a list's items, each, and a dog's breed, are asked otherwise)
    assert kind_asked("What type of movies do Fahim and Muhammad like?") == ""
    assert kind_asked("What kind of dog does Nino have?") == ""
    assert kind_asked("What did Omar buy?") == ""


def test_a_kind_is_set_before_the_noun_or_a_word_of_its_kind():
    assert kind_phrase("My board is an old blue longboard I bought for 80 dollars", "surfboard") == "old blue longboard"
    assert kind_phrase("Nacho bought a 1974 wooden Snipe sailing dinghy named Margarita", "boat") == \
        "1974 wooden Snipe sailing dinghy"
    assert kind_phrase("He ate at his father Lieven's chip shop in Aalst", "business") == "chip shop"
    # (no kind: a bare noun, weak words, a count, verbs before it)
    assert kind_phrase("Omar rode a whole wave on his surfboard", "surfboard") == ""
    assert kind_phrase("We bought a new boiler", "boiler") == ""
    assert kind_phrase("There are three shops in the village", "business") == ""
    assert kind_phrase("Chuchu the dog eats everything except dog food", "dog") == ""
    # (a make is a name: "old combi" is none)
    assert kind_phrase("We had the old combi boiler taken out", kind_asked("What make of boiler did we get?")) == ""
    assert kind_phrase("We went for a Worcester Bosch boiler", kind_asked("What make of boiler did we get?")) == \
        "Worcester Bosch boiler"


def test_a_currency_code_after_the_amount_is_money(friends):
    assert MONEY.search("the skates cost me 54,000 ISK")
    assert MONEY.search("a rent of 95,000 to 110,000 NOK")
    assert MONEY.search("6,500 escudos a bag") and MONEY.search("about 2 million kip")
    assert not MONEY.search("I wrote 5 PHP scripts") and not MONEY.search("3 isk")
    assert answer_of(friends, "How much does the sail loft charge for a bag?").short == "6,500 escudos"


def test_but_no_says_no_of_what_the_held_clause_lacks():
    asked = lambda w: w.casefold() in {"ines", "seen", "emperor", "penguins"}  # noqa: E731
    said = "Ines has seen gentoo and chinstrap penguins but no emperor penguins"
    assert yes_or_no(said, True, asked) == "No"
    assert yes_or_no("Ines has seen gentoo and emperor penguins but no orcas", True, asked) == "Yes"


def test_hired_as_says_a_job_taken(friends):
    said = "Ines was hired by Austral Polar Expeditions as a zodiac driver on the Polar Tern"
    assert job_of(said, frozenset({"ines"}), "", ("", "")) == "zodiac driver"
    assert answer_of(friends, "What does Ines do for work now?").short == "zodiac driver"


def test_a_persons_nickname_is_the_name_others_call_them():
    assert named_noun("What nickname did Zena get after her swim?") == "nickname"
    assert named_noun("What nickname did Zoe give Keisha's bike?") == "bike"
    assert named_noun("What did Zena get after her swim?") == ""


def test_a_nickname_given_to_whom_it_asks_answers(friends):
    assert answer_of(friends, "What nickname did Ines get after her swim?").short == "Pinguina"


def test_a_notes_why_is_its_purpose_before_the_next_clause():
    asked = lambda w: w.casefold() in {"yannick", "decide", "sell", "loft"}  # noqa: E731
    said = ("Yannick will retire to Concarneau in 2026 to look after his 91-year-old mother and offered to sell Zena "
            "his loft; Zena has 400,000 escudos saved")
    assert why_of(said, asked, "outcomes") == "to look after his 91-year-old mother"
    # (a decision's rationale still follows it; and a name's why is no purpose)
    assert why_of("Use YAML instead of JSON. YAML allows comments in the config", lambda w: w.casefold() in {"yaml"},
                  "decisions") == "YAML allows comments in the config"
    assert why_of("Wes bought the barn to turn into a forge called Cold Creek Forge", lambda w: w.casefold() in
                  {"forge", "called", "cold", "creek"}, "outcomes") == ""


# helper-156's review of the round (review 18): each input it found misread

def test_review_18_a_currency_code_is_money_only_after_an_amount_that_ends_there():
    assert MONEY.search("the AMD 7800 XT graphics card cost me £480").group(0).startswith("£")
    assert not MONEY.search("COP28") and not MONEY.search("40 CAD drawings") and not MONEY.search("3 AMD machines")


def test_review_18_a_hire_hoped_for_refused_or_done_to_another_is_no_job():
    names = frozenset({"ana"})
    assert job_of("Ana hopes to be hired by the coastguard as a radio operator", names, "", ("", "")) == ""
    assert job_of("Ana was not hired by the coastguard as a radio operator", names, "", ("", "")) == ""
    assert job_of("Ana hired her nephew as a cashier", names, "", ("", "")) == ""
    assert job_of("I was hired by Fenwick Logistics as a transport planner", frozenset({"user"}), "user", ("", "")) == \
        "transport planner"


def test_review_18_but_no_other_is_no_no():
    asked = lambda w: w.casefold() in {"ana", "visit", "museums", "paris"}  # noqa: E731
    assert yes_or_no("Ana visited the Musée d'Orsay but no other museums", True, asked) == "Yes"


def test_review_18_a_place_gone_back_to_is_no_purpose_and_a_purpose_ends_before_another_deed():
    back = lambda w: w.casefold() in {"ana", "back", "work"}  # noqa: E731
    assert why_of("Ana went back to work after the birth in March. The savings had run out", back, "outcomes") == \
        "The savings had run out"
    moves = lambda w: w.casefold() in {"diego", "move", "cadiz"}  # noqa: E731
    assert why_of("Diego moves to Cádiz in May to take over his father's tapas bar and will fly from Jerez", moves,
                  "outcomes") == "to take over his father's tapas bar"


def test_review_18_a_kinds_compound_and_a_singular_ending_in_s():
    assert kind_phrase("We keep the tins in an oak cupboard by the door", "keyboard") == ""
    assert kind_asked("What kind of bus does Ana drive?") == "bus"


def test_review_18_a_nickname_after_nicknamed_me():
    assert NAMED.search("My team nicknamed me the Mole after the tunnel job").group(1).split()[1] == "Mole"
    assert NAMED.search("the beach nicknamed Zena Sereia after her swim").group(1).split()[0] == "Sereia"


def test_a_trade_said_by_its_verb_is_a_job(friends):
    assert job_of("Hywel farms sheep near Ruthin and sings in a choir", frozenset({"hywel"}), "", ("", "")) == \
        "farms sheep near Ruthin"
    assert job_of("Tom fishes on Sundays with his son", frozenset({"tom"}), "", ("", "")) == ""  # (a pastime)
    assert answer_of(friends, "How does Ines's father earn his living?").short == "fishes octopus off Sagres in his boat Amélia"


def test_a_trip_called_off_is_no_whatever_its_words_before():
    asked = lambda w: w.casefold() in {"ines", "mindelo", "carnival"}  # noqa: E731
    assert yes_or_no("Ines cancelled her February 2026 carnival visit to Mindelo", True, asked) == "No"
    assert yes_or_no("Ines cancelled her dentist visit and flew to Mindelo", True, asked) == "Yes"


def test_a_later_note_naming_no_one_is_the_users_value_now():
    best = SimpleNamespace(kind="raw", text="user: Right now I charge 380,000 ISK for a reindeer shoulder mount.", about=RIGHT,
                           score=0.72, fits=True, said_on="2025-06-08", matched=3, chat=None, source_text="",
                           strengths=[1, 1, 1], toks=set())
    note = SimpleNamespace(kind="outcomes", text="Shoulder mount 420,000 ISK from 1 January 2026", about=0, score=0.67,
                           fits=True, said_on="2026-01-11", matched=2, chat=None, source_text="", strengths=[0, 1, 1],
                           toks=set())
    now = latest_first([best, note], [best, note], 2, now=True, question="What do I charge for a reindeer shoulder mount now?")
    assert now[0] is note
    # (… only of now: what was paid is not read from a note naming no one)
    paid = latest_first([best, note], [best, note], 2, now=False, question="What did I pay for a reindeer shoulder mount?")
    assert paid[0] is best
