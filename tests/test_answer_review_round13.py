"""Thirteenth round's rules, and the misfires a review of them found. First: a question after
someone's pets ("What pets does Keisha have?") is answered by each pet's name with what it is
("Bolt (greyhound), Miso (kitten)"), where a sentence gives its name, and a breed is a pet."""

import pytest
from test_answer_conversation import noted_sessions


def _answer(searcher, question: str):
    """The answer words alone give (the default without stored embeddings)."""
    from kbsearch.answer.compose import answer

    return answer(searcher, question, rerank=False)


PETS = [
    ("2024-03-02", [("Keisha", "My flatmate and I adopted a rescue greyhound yesterday! He's called Bolt."),
                    ("Harold", "Lovely. Margaret wants roast chicken for dinner tonight.")],
     ["Keisha adopted a rescue greyhound called Bolt"]),
    ("2024-05-11", [("Keisha", "Bolt stole a whole roast chicken off the counter last weekend."),
                    ("Harold", "Ha! What a thief.")],
     ["Keisha's greyhound Bolt stole a roast chicken"]),
    ("2024-07-20", [("Keisha", "We adopted a black kitten two weeks ago. Her name is Miso."),
                    ("Harold", "Does Bolt mind?")],
     ["Keisha took in a black kitten"]),
    ("2024-08-03", [("Harold", "Our cat Tibbles caught a mouse."), ("Keisha", "Good cat!")],
     ["Harold's cat Tibbles caught a mouse"]),
]


@pytest.fixture(scope="module")
def pets(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("pets"), "pets", PETS)


def test_pets_are_named_with_what_they_are(pets):
    # a breed counts as a pet, no roast chicken, not Harold's cat, and a pet no sentence
    # found names stays (the note says "a black kitten"; its name is in a turn not read)
    a = _answer(pets, "What pets does Keisha have?")
    assert sorted(a.short.split(", ")) == ["Bolt (greyhound)", "black kitten"], (a.short, a.summary)


@pytest.mark.parametrize("body, kind, named", [
    ("Marcus has two guinea pigs, Biscuit and Waffles", "guinea pigs", ["Biscuit (guinea pig)", "Waffles (guinea pig)"]),
    ("Tomas adopted a gray tabby cat named Mochi", "tabby cat", ["Mochi (tabby cat)"]),
    ("We adopted a beagle puppy from the shelter! His name is Toby.", "beagle puppy", ["Toby (beagle puppy)"]),
    ("We adopted a black kitten. Her name is Miso.", "black kitten", ["Miso (kitten)"]),
    ("I have a dog. My sister's cat is called Luna.", "dog", ["dog"]),  # another's pet is named after it
    ("Keisha's greyhound Bolt slept", "greyhound", ["Bolt (greyhound)"]),
    ("The vet said my dog Keisha needs a diet", "dog", ["dog"]),  # a person of the archive is no pet's name
])
def test_a_pet_is_named_only_by_its_own_name(body, kind, named):
    from kbsearch.answer.gather import _named_pets

    assert _named_pets(body, kind, frozenset({"keisha"})) == named
