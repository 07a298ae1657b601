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
      "Ewan's partner Kirsty (Kiki) is a speech therapist; his father Alasdair, a retired ferry skipper, is writing a "
      "speech"]),
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


def test_a_note_of_several_facts_gives_no_reason_from_another_fact():
    q = words_of("Why is Sigrún's café called Kaffi Ský?")
    body = "Sigrún's café will be called Kaffi Ský; Ólafur designed its logo, a cup that is also a cloud"
    assert why_of(body, q, reasoned=False) == ""


def test_a_failure_is_read_as_what_then_why():
    # A condensed failure's cause: its first whole clause, not twelve words cut mid-way.
    q = words_of("Why did the downloads time out?")
    body = ("ReadTimeout on one run in three. A single timeout=10 also sets the read timeout; the server takes up "
            "to 23 s to send the first byte.")
    assert why_of(body, q, reasoned=True) == "A single timeout=10 also sets the read timeout"
    assert "single timeout" not in why_of(body, q, reasoned=False)


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
