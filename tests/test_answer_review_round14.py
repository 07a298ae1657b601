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


# A firm or a person known by where they work: "What's my photography business called?" is
# answered by "trading as Golau Photography" (the word "business" need not be said), "the name
# of our vet practice" by "Kelvin Vets", "What's my physio called?" by "Priya at Headingley Physio".
FIRMS = [
    ("2024-04-09", [("Aled", "I've been a wedding photographer in Cardiff since 2019, trading as Golau Photography."),
                    ("Bryn", "Good name.")],
     ["Aled is a wedding photographer in Cardiff"]),
    ("2024-05-14", [("Aled", "Our collie is limping. The vet at Kelvin Vets says it's early hip dysplasia."),
                    ("Bryn", "Poor thing.")],
     ["Aled's collie has early hip dysplasia"]),
    ("2024-06-02", [("Bryn", "I twisted my knee. Priya at Headingley Physio says it's a grade 1 sprain."),
                    ("Aled", "Rest it!")],
     ["Bryn sprained his knee and is seeing a physio"]),
]


@pytest.fixture(scope="module")
def firms(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("firms"), "firm", FIRMS)


@pytest.mark.parametrize("question, short", [
    ("What's Aled's photography business called?", "Golau Photography"),
    ("What's the name of Aled's vet practice?", "Kelvin Vets"),
    ("What's Bryn's physio called?", "Priya"),
])
def test_a_firm_or_its_worker_is_named_by_the_firms_own_name(firms, question, short):
    a = _answer(firms, question)
    assert a.short == short, (a.short, a.summary)


@pytest.mark.parametrize("question, kind", [
    ("What's my photography business called?", "photography"),
    ("What's the name of our vet practice?", "vet"),
    ("What's Tom's plumbing company called?", "plumbing"),
    ("What's my shop called?", ""),  # no kind said: the noun must be
    ("What's the name of the new shop?", ""),  # "new" is no kind of shop
    ("What's the name of my dog?", ""),  # a dog is no firm
])
def test_the_kind_of_firm_a_naming_question_says(question, kind):
    from kbsearch.answer.naming import firm_kind, named_noun

    assert firm_kind(question, named_noun(question)) == kind


@pytest.mark.parametrize("body, word, names", [
    ("The vet at Kelvin Vets says so", "vet", ["Kelvin Vets"]),
    ("trading as Golau Photography.", "photography", ["Golau Photography"]),
    ("My vet said so", "vet", []),  # the word alone names nothing
    ("We use Kelvin vets now", "vet", []),  # not written as a name
])
def test_names_that_end_in_what_they_are(body, word, names):
    from kbsearch.answer.naming import names_ending_in

    assert names_ending_in(body, word) == names


# Yes/no: a word that says no without "not" ("failed", "avoid", "cancelled") negates the
# clause, unless the question says it too.
NOES = [
    ("2024-02-10", [("Marcus", "Bad news: I failed my driving test on Friday, I stalled at the roundabout."),
                    ("Jo", "Oh no, you'll pass next time.")],
     ["Marcus failed his driving test"]),
    ("2024-03-02", [("Jo", "The blight got my tomatoes."),
                    ("Marcus", "Avoid composting the blighted leaves, bag them up instead.")],
     ["Jo's tomatoes got blight"]),
    ("2024-04-20", [("Jo", "We cancelled the Skye trip because of the ferry strike."),
                    ("Marcus", "Such a shame.")],
     ["Jo cancelled the trip to Skye"]),
]


@pytest.fixture(scope="module")
def noes(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("noes"), "noes", NOES)


@pytest.mark.parametrize("question, first", [
    ("Did Marcus pass his driving test?", "No"),
    ("Did Marcus fail his driving test?", "Yes"),  # the question says "fail" itself
    ("Should Jo compost the blighted leaves?", "No"),
    ("Did Jo go on the Skye trip?", "No"),
])
def test_a_word_that_says_no_answers_no(noes, question, first):
    a = _answer(noes, question)
    assert a.short.split(",")[0] == first, (a.short, a.summary)
