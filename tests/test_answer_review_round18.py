"""Eighteenth round's rules. A would-question is answered as an inference, "Likely yes" or
"Likely no", from what a chat says of the person and the thing: a thing one takes to is
likely unless a sentence tells of dislike or fear of it; a thing one would give up is
unlikely unless a sentence tells of meaning to. A time said in the fragment right after the
sentence ("I bought a campervan. Last Saturday.") is that sentence's time. A reason said as
what moved someone ("after tiring of the bus", "as a companion for Dolly") is a reason."""

import pytest
from test_answer_conversation import noted_sessions

from kbsearch.answer.likely import grounds_word, inferred, likely


def _answer(searcher, question: str):
    """The answer words alone give (the default without stored embeddings)."""
    from kbsearch.answer.compose import answer

    return answer(searcher, question, rerank=False)


HARBOUR = [
    ("2023-05-13", [("Ffion", "I bought a narrowboat. Last Saturday. She's called Heron and she leaks a bit."),
                    ("Gwen", "A boat! You hate being cold though."),
                    ("Ffion", "I love her already. And Dad gave me his old telescope, I've been out on the roof "
                              "looking at Saturn every clear night."),
                    ("Gwen", "I'm thinking of selling my piano, nobody plays it."),
                    ("Ffion", "Tomos still gets seasick on the ferry, so no sailing for him.")],
     ["Ffion bought a narrowboat called Heron the Saturday before",
      "Ffion has been stargazing from the roof with her dad's old telescope",
      "Gwen is thinking of selling her piano",
      "Ffion's brother Tomos gets seasick on the ferry"]),
    ("2023-07-01", [("Gwen", "Started cycling to work after tiring of the bus. Forty minutes each way."),
                    ("Ffion", "Good for you. I got a second cat as a companion for Mabli, she was lonely."),
                    ("Gwen", "Two cats on a narrowboat, brave.")],
     ["Gwen started cycling to work after tiring of the bus",
      "Ffion got a second cat as a companion for her cat Mabli"]),
]


@pytest.fixture(scope="module")
def harbour(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("harbour"), "hbr", HARBOUR)


@pytest.mark.parametrize("question,short", [
    ("Would Ffion enjoy stargazing at an observatory?", "Likely yes"),  # she stargazes from the roof
    ("Is Ffion likely to sell Heron?", "Likely no"),  # a thing one has is kept …
    ("Is Gwen likely to sell her piano?", "Likely yes"),  # … unless a sentence tells of meaning to let it go
    ("Would Tomos enjoy a sailing holiday?", "Likely no"),  # seasick
])
def test_a_would_question_is_answered_as_an_inference(harbour, question, short):
    a = _answer(harbour, question)
    assert a.short == short and a.confidence != "high"


def test_a_time_in_the_fragment_after_the_sentence_is_its_time(harbour):
    assert _answer(harbour, "When did Ffion buy the narrowboat?").short == "the Saturday before 13 May 2023"


@pytest.mark.parametrize("question,words", [
    ("Why did Gwen start cycling to work?", "tiring of the bus"),
    ("Why did Ffion get a second cat?", "companion for her cat Mabli"),
])
def test_what_moved_someone_is_a_reason(harbour, question, words):
    assert words in _answer(harbour, question).short


@pytest.mark.parametrize("question,how", [
    ("Would Nell consider going back to work in insurance?", "give up"),
    ("Is Dana likely to move to Arizona?", "give up"),
    ("Would Leo enjoy a natural history museum?", "take to"),
    ("Is Maya likely to be in Manchester at Christmas?", "take to"),
    ("Could I go to a pub quiz on Wednesday?", ""),  # whether one can, not whether one would
    ("Would Hattie be able to take a week off in October?", ""),  # nor what one is able to do
    ("Did Ffion buy a boat?", ""),
])
def test_which_questions_ask_an_inference(question, how):
    assert inferred(question) == how


def test_the_asking_words_and_whom_it_asks_of_ground_nothing():
    question = "Is Declan likely to sell Dolores soon?"
    assert not grounds_word("declan", question) and not grounds_word("sell", question)
    assert not grounds_word("likely", question) and grounds_word("dolores", question)


def test_an_inference_is_read_from_the_clause_of_the_question_words():
    def words(w: str) -> bool:
        return w.casefold() in {"sailing", "boat", "sea"}

    # the dislike is in another clause than the question's words: it does not count
    assert likely("Would Ana enjoy a sailing trip?", "She loves sailing, but she hates the cold", words) == "Likely yes"
    assert likely("Would Ana enjoy a sailing trip?", "She is terrified of sailing since the storm", words) == "Likely no"
    assert likely("Is Ana likely to sell her boat?", "She said she would never sell the boat", words) == "Likely no"
