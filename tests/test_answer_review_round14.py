"""Fourteenth round's rules. First: a question that names a day ("What did Paola cook on
22.01.2024?") is answered from the chat of that day or, for what was done, of a day soon
after it — a chat before the day seldom tells what was done on it — and the numbers of that
date are no number the question says ("How many times … on 3 Jan 2024?": "3 times")."""

import pytest
from test_answer_conversation import noted_sessions


def _answer(searcher, question: str):
    """The answer words alone give (the default without stored embeddings)."""
    from kbsearch.answer.compose import answer

    return answer(searcher, question, rerank=False)


DAYS = [
    ("2024-01-17", [("Paola", "Long day, nine hours of lessons. I came home and cooked some pasta."),
                    ("Kevin", "Nice, what sauce?")],
     ["Paola had 9 hours of lessons", "Paola cooked some pasta"]),
    ("2024-01-23", [("Kevin", "Yoga again this morning."),
                    ("Paola", "I made that veggie stirfry yesterday, it was delicious.")],
     ["Kevin had a yoga session", "Paola cooked stirfry"]),
    ("2024-03-09", [("Paola", "Spring break is coming: on 16 March we're flying to Athens!"),
                    ("Kevin", "Jealous.")],
     ["Paola plans to go to Athens for spring break"]),
    ("2024-03-18", [("Paola", "Athens was amazing but now I'm planning a trip to Lisbon in May."),
                    ("Kevin", "You never stop.")],
     ["Paola is planning a trip to Lisbon"]),
    ("2024-04-03", [("Nicolas", "She didn't answer, so I tried calling her like 3 times to apologise."),
                    ("Nebraas", "Give her time.")],
     ["Nicolas called the girl to apologise"]),
]


@pytest.fixture(scope="module")
def days(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("days"), "days", DAYS)


def test_what_was_done_on_a_day_is_told_on_it_or_soon_after(days):
    # the chat of the 23rd tells of the 22nd; the one of the 17th, five days before, cannot
    a = _answer(days, "What food did Paola cook on 22.01.2024?")
    assert a.short.casefold() == "stirfry", (a.short, a.summary)


def test_the_numbers_of_a_named_day_are_no_number_the_question_says(days):
    a = _answer(days, "How many times did Nicolas call the girl to apologize on 3 Apr 2024?")
    assert a.short == "3 times", (a.short, a.summary)


@pytest.mark.parametrize("question, numbers", [
    ("How many times did Nicolas call on 3 Jan 2024?", set()),
    ("What did Paola cook on 22.01.2024?", set()),
    ("How many people came to the 2 shows in May 2023?", {"2"}),
])
def test_a_dates_numbers_are_not_the_questions_own(question, numbers):
    from kbsearch.answer.asked import Asked

    assert set(Asked.of(question).numbers) == numbers
