"""The thirtieth round's rules (bench/README "Thirtieth round"): a name the question says
short ("Tobi", as the friends call each other in their turns) is the whole name the notes
write ("Tobias"), when the notes write one name beginning with it and never the short one."""

from __future__ import annotations

import pytest

from test_answer_conversation import noted_sessions

from kbsearch.answer.evidence import Passage
from kbsearch.answer.nicknames import nicknames
from kbsearch.text import tokens


def _note(text: str, kind: str = "summary") -> Passage:
    return Passage(None, None, kind, text, 0, set(tokens(text)))


@pytest.mark.parametrize("notes, asked, found", [
    (["Tobias Lindqvist drives a tram in Gothenburg", "Magdalena's cat is called Pip"], {"tobi", "mags"}, {"tobi": "Tobias"}),
    (["Magdalena's brother Emil is a welder"], {"magda"}, {"magda": "Magdalena"}),
    # the notes write the short name too, or two names begin with it, or it is a word
    (["Tobi and Tobias went fishing"], {"tobi"}, {}),
    (["Tobias met Tobiah at the depot"], {"tobi"}, {}),
    (["Design work for the tram depot; the design was approved"], {"desi"}, {}),
    # too short to stand for one name, or a name only one letter longer
    (["Alberto fixed the boiler"], {"al"}, {}),
    (["Anna fixed the boiler"], {"ann"}, {}),
])
def test_a_short_name_is_the_one_whole_name_the_notes_write(notes, asked, found):
    assert nicknames(frozenset(asked), [_note(n) for n in notes]) == found


def test_raw_turns_are_not_where_the_whole_name_is_looked_for():
    assert nicknames(frozenset({"tobi"}), [_note("Tobias, you're late!", kind="raw")]) == {}


SESSIONS = [
    ("2024-05-04", [
        ("Tobi", "Mags! Guess who drove the new tram on route 11 this morning."),
        ("Mags", "No way. Did you ring the bell the whole way?"),
        ("Tobi", "Only twice. Saga from the depot filmed it, I'll send you the video."),
        ("Mags", "My brother Emil says welders get better tea breaks than tram drivers."),
        ("Tobi", "Your brother has never tasted depot coffee."),
    ], ["Tobias Lindqvist drove the new tram on route 11 in Gothenburg for the first time; his colleague Saga filmed it",
        "Magdalena's brother Emil is a welder at the shipyard in Gdynia"]),
    ("2024-06-15", [
        ("Mags", "We adopted a dog! A greyhound, three years old, called Pip."),
        ("Tobi", "A racing dog on a sofa, perfect."),
        ("Mags", "And Tobi, my sister Ola is a midwife now, she qualified last week."),
    ], ["Magdalena adopted Pip, a three-year-old greyhound",
        "Magdalena's sister Ola qualified as a midwife"]),
]


@pytest.fixture(scope="module")
def friends(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("round30"), "r30a", SESSIONS)


def _answer(searcher, question: str):
    from kbsearch.answer.compose import answer

    return answer(searcher, question, rerank=False)


@pytest.mark.parametrize("question, short", [
    ("What does Magda's brother do?", "welder"),
    ("What is the name of Mags's dog?", "Pip"),
    ("Who filmed Tobi driving the new tram?", "Saga"), ("Where does Tobi drive a tram?", "Gothenburg"),
])
def test_the_notes_whole_name_answers_for_the_short_one(friends, question, short):
    a = _answer(friends, question)
    assert short in a.short, (a.short, a.confidence, a.summary)
