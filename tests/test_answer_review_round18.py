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
    # a sentence saying the asked deed itself is answered by its own yes or no, not guessed at
    assert likely("Is Ana likely to sell her boat?", "She said she would never sell the boat", words) == ""


# The review of these rules (helper-56) found them reversing what a chat states; each case stays fixed
STATED = [
    ("2024-03-02", [("Bea", "Sam said he'll stop by on Friday to drop off the drill."),
                    ("Cat", "Tom refused to join the book club, he says he reads too slowly."),
                    ("Bea", "Jake hates his job and is applying everywhere."),
                    ("Cat", "Dad loved the Orkney trip, he still talks about the standing stones."),
                    ("Bea", "Leo didn't stop talking about the zoo for a week, he adored the penguins."),
                    ("Cat", "I sold the Omega watch Dad gave me as a gift for my graduation."),
                    ("Bea", "I moved to Leeds in 2019 and Mum made me promise to call every Sunday.")],
     ["Sam will stop by on Friday to drop off the drill",
      "Tom refused to join the book club",
      "Bea's friend Jake hates his job and is applying for others",
      "Cat's dad loved the Orkney trip",
      "Leo adored the penguins at the zoo",
      "Cat sold the Omega watch her dad gave her as a gift for her graduation",
      "Bea moved to Leeds in 2019"]),
    ("2024-04-06", [("Cat", "Switched the energy to Octopus. Next month the fixed deal with EDF ends.")],
     ["Cat switched the energy to Octopus. Next month the fixed deal with EDF ends"]),
]


@pytest.fixture(scope="module")
def stated(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("stated"), "stt", STATED)


@pytest.mark.parametrize("question,first", [
    ("Would Sam stop by on Friday?", "Likely yes"),  # the chat says so: its own yes, said as likely
    ("Would Tom join the book club?", "Likely no"),  # … and its own no
    ("Would Jake leave his job?", "Likely yes"),  # one gives up what one hates
    ("Would Dad enjoy going back to Orkney?", "Likely yes"),  # asks of enjoying, not of leaving
    ("Would Leo enjoy a trip to the zoo?", "Likely yes"),  # "didn't stop talking" is no dislike
])
def test_a_would_question_is_not_answered_against_what_the_chat_says(stated, question, first):
    assert _answer(stated, question).short.split(",")[0] == first


def test_a_time_that_begins_another_clause_is_not_the_sentences_time(stated):
    assert "May" not in _answer(stated, "When did Cat switch to Octopus?").short


@pytest.mark.parametrize("question", ["Why did Cat sell the Omega watch?", "Why did Bea move to Leeds?"])
def test_a_phrase_about_something_else_is_no_reason(stated, question):
    short = _answer(stated, question).short
    assert "gift" not in short and "promise" not in short


BOUNDS = [
    ("2024-05-11", [("Orla", "Finished the Belfast marathon in 4 hours 12 minutes, so close!"),
                    ("Dec", "The under-10s lost the shield final at the Dungannon blitz by a point."),
                    ("Orla", "Isla plays fiddle in a ceilidh band now.")],
     ["Orla finished the Belfast marathon in 4 hours 12 minutes",
      "Declan's under-10s lost the shield final at the Dungannon blitz by a point",
      "Isla plays fiddle in a ceilidh band"]),
    ("2024-06-01", [("Dec", "Kenny says he can fit a new boiler for £3,400."),
                    ("Orla", "Good, get it done.")],
     ["Kenny quoted £3,400 for a new boiler"]),
    ("2024-06-22", [("Dec", "New boiler's in! It came to £3,150 in the end, he reused the old flue.")],
     ["Declan's new boiler was fitted for £3,150"]),
]


@pytest.fixture(scope="module")
def bounds(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("bounds"), "bnd", BOUNDS)


@pytest.mark.parametrize("question,first", [
    ("Did Orla finish the Belfast marathon in under four hours?", "No"),  # 4 hours 12 is not under four
    ("Did Orla finish the Belfast marathon in under five hours?", "Yes"),
    ("Did the under-10s win the shield final?", "No"),  # a final lost is no win, whatever the final's name
])
def test_a_bound_or_a_lost_final_says_no(bounds, question, first):
    assert _answer(bounds, question).short.split(",")[0] == first


def test_what_a_thing_cost_is_what_was_paid_not_the_quote(bounds):
    assert _answer(bounds, "How much did the new boiler cost?").short == "£3,150"


def test_a_fiddle_is_an_instrument(bounds):
    assert _answer(bounds, "What instrument does Isla play?").short == "fiddle"


@pytest.mark.parametrize("question,body,got", [
    ("Did Orla finish in under four hours?", "She finished in 4 hours 12 minutes", "No"),
    ("Did Orla finish in under 4 hours?", "Her time was 3:58:10", "Yes"),
    ("Did the kitchen cost more than £10,000?", "The kitchen came to £13,650", "Yes"),
    ("Did the kitchen cost more than £10k?", "The kitchen came to £9,800", "No"),
    ("Did Ana run more than 10 miles?", "She ran 18 km on Sunday", "Yes"),  # 18 km is 11 miles
    ("Did Ana run more than 10 miles?", "She ran for two hours", ""),  # no distance said: not compared
    ("Did Ana run a marathon?", "She ran 42 km", ""),  # no bound asked
])
def test_a_bound_is_compared_with_the_amount_of_its_kind(question, body, got):
    from kbsearch.answer.short_compare import compared

    assert compared(question, body, lambda w: True) == got


@pytest.mark.parametrize("question,several", [
    ("Who has worked for Declan?", True),  # everyone so far
    ("What have we bought for Moss?", True),
    ("Where has Isla dived?", True),
    ("Who has traveled the most?", False),  # one: the most
    ("What has Isla been doing lately?", False),
    ("Who has Isla been dating?", False),
])
def test_a_question_in_the_perfect_asks_for_everything_so_far(question, several):
    from kbsearch.answer.asked import Asked

    assert Asked.of(question).several == several


WHOSE_WORDS = [
    ("2025-07-01", "Orkney", [("user", "We're off to Orkney on the 19th. What shouldn't we miss?"),
                              ("assistant", "Skara Brae, the Ring of Brodgar, and the ferry to Hoy to see the Old Man of Hoy."),
                              ("user", "Maeshowe too, I'll book it this week.")],
     {"summary": "The user is going to Orkney; the assistant suggested Skara Brae, the Ring of Brodgar and Hoy"}),
    ("2025-07-28", "Back from Orkney", [("user", "Orkney was magic: Skara Brae, the Italian Chapel and a boat over to Hoy. "
                                                 "Maeshowe was sold out by the time I got round to booking. "
                                                 "We skipped the whale watching, Tiago gets seasick."),
                                        ("assistant", "That sounds wonderful.")],
     {"summary": "Back from Orkney (Skara Brae, the Italian Chapel, Hoy); Maeshowe was sold out",
      "outcomes": ["Skipped the whale watching because Tiago gets seasick"]}),
]


@pytest.fixture(scope="module")
def whose_words(tmp_path_factory):
    from test_answer_conversation import chats_archive

    return chats_archive(tmp_path_factory.mktemp("whose"), "wsw", WHOSE_WORDS, "claude")


@pytest.mark.parametrize("question,first", [
    ("Did we get into Maeshowe?", "No"),  # it was sold out
    ("Did we go whale watching?", "No"),  # it was skipped
])
def test_sold_out_and_skipped_say_no(whose_words, question, first):
    assert _answer(whose_words, question).short.split(",")[0] == first



# The second review (helper-58): would-questions never plain and high, dislikes read as
# dislikes, bounds compared only where one amount of the kind is plainly said
SECOND = [
    ("2024-09-07", [("Ana", "Sam hates the idea of selling the house, it was his mum's."),
                    ("Bo", "Mia doesn't like swimming, she never has."),
                    ("Ana", "Ana is not keen on hiking at all."),
                    ("Bo", "Jake is scared he'll lose his job at the bank."),
                    ("Ana", "Omar sold his bike last year."),
                    ("Bo", "Sam's flat in Leith sold for £1.2 million."),
                    ("Ana", "Kai lost 4kg in March and another 3kg in April."),
                    ("Bo", "The drive to Leeds took an hour and 40 minutes."),
                    ("Ana", "Ben didn't swim 2 km in the end, he stopped at 1,500 metres."),
                    ("Bo", "Jo nearly missed the flight to Rome."),
                    ("Ana", "Ben stayed at an Airbnb in Porto as the hotel was fully booked.")],
     ["Sam hates the idea of selling the house", "Mia doesn't like swimming", "Ana is not keen on hiking",
      "Jake is scared he'll lose his job at the bank", "Omar sold his bike last year",
      "Sam's flat in Leith sold for £1.2 million", "Kai lost 4kg in March and another 3kg in April",
      "The drive to Leeds took an hour and 40 minutes", "Ben didn't swim 2 km, he stopped at 1,500 metres",
      "Jo nearly missed the flight to Rome", "Ben stayed at an Airbnb in Porto as the hotel was fully booked"]),
]


@pytest.fixture(scope="module")
def second(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("second"), "snd", SECOND)


@pytest.mark.parametrize("question,first", [
    ("Would Sam sell the house?", "Likely no"),  # he hates the idea, whatever is said of selling
    ("Would Mia enjoy a swimming lesson?", "Likely no"),  # "doesn't like" is no liking
    ("Would Ana enjoy a hiking holiday?", "Likely no"),  # "not keen"
    ("Would Jake quit his job?", "Likely no"),  # afraid of losing it is no hating it
    ("Would Omar sell his car?", "Likely no"),  # he sold his bike, not his car
    ("Did Sam's flat sell for more than £500,000?", "Yes"),  # £1.2 million
    ("Did the drive to Leeds take more than 90 minutes?", "Yes"),  # an hour and 40 minutes
    ("Did Jo catch the flight to Rome?", "Yes"),  # "nearly missed" is no "missed"
    ("Did Ben stay in Porto?", "Yes"),  # the hotel was booked up, not Porto
])
def test_the_second_reviews_cases(second, question, first):
    a = _answer(second, question)
    assert a.short.split(",")[0] == first
    assert not (a.short.startswith("Likely") and a.confidence == "high")


@pytest.mark.parametrize("question", ["Did Kai lose more than 5kg?", "Did Ben swim more than 1.8 km?"])
def test_two_amounts_or_a_no_are_not_compared(second, question):
    from kbsearch.answer.short_compare import compared

    body = {"Did Kai lose more than 5kg?": "Kai lost 4kg in March and another 3kg in April",
            "Did Ben swim more than 1.8 km?": "Ben didn't swim 2 km in the end, he stopped at 1,500 metres"}[question]
    assert compared(question, body, lambda w: w.casefold() in {"kai", "lose", "lost", "ben", "swim"}) == ""


@pytest.mark.parametrize("question,several", [
    ("What has Ana named her new puppy?", False),  # one name
    ("What has Jon been diagnosed with?", False),
    ("Who has the keys to the allotment shed?", False),
    ("Who have been Isla's dive buddies?", True),
])
def test_the_perfect_asks_for_a_list_only_with_a_verb_of_things_done(question, several):
    from kbsearch.answer.asked import Asked

    assert Asked.of(question).several == several


def test_a_dish_keeps_its_joined_words():
    from kbsearch.answer.kinds import asked_thing, members_in

    food = asked_thing("What did Marcus eat in Lisbon?")
    assert members_in("We ate pastel de nata every single day.", food, lambda w: False) == ["pastel de nata"]


DOERS = [
    ("2023-12-09", [("Dec", "Gerry welded new floor pans into Dolores for £350 and a crate of Guinness."),
                    ("Isla", "Legend. Someone from the Monterey Bay Aquarium asked for my slides!")],
     ["Gerry welded new floor pans into Dolores for £350 and a crate of Guinness",
      "Someone from the Monterey Bay Aquarium asked for Isla's slides"]),
]


@pytest.fixture(scope="module")
def doers(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("doers"), "dor", DOERS)


@pytest.mark.parametrize("question,short", [
    ("Who welded the new floor into the campervan?", "Gerry"),  # the name before the asked verb, not "Guinness"
    ("Who asked for Isla's slides?", "Monterey Bay Aquarium"),  # a name of three words, whole
])
def test_who_did_it_is_the_name_before_the_asked_verb(doers, question, short):
    assert _answer(doers, question).short == short


HOMES = [
    ("2024-02-03", [("Isla", "Rhys and I moved into a flat in Mutley last weekend!")],
     ["Isla and Rhys moved into a flat in Mutley"]),
    ("2024-10-19", [("Isla", "I gave my talk at Queen's in Belfast on Friday and stayed with Declan.")],
     ["Isla gave her talk at Queen's in Belfast and stayed with Declan"]),
]


@pytest.fixture(scope="module")
def homes(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("homes"), "hom", HOMES)


def test_where_someone_lives_is_read_from_a_sentence_of_a_home(homes):
    # not Queen's, where she went later; the home whole (round 29)
    assert _answer(homes, "Where does Isla live now?").short == "a flat in Mutley"


# The third review (helper-59): the doer, the home and the dish
THIRD = [
    ("2024-05-04", [("Ana", "Sam got engaged in June and Jo got married in August."),
                    ("Bea", "The lady at Tesco helped me carry the shopping to the car."),
                    ("Ana", "Apparently Priya organised the whole surprise party."),
                    ("Bea", "Northern Rail trains are always late so Coach Rita trains me at the gym."),
                    ("Ana", "The Co-op Bank runs the youth club's account but Denise runs the club itself."),
                    ("Bea", "I baked a lemon drizzle for Sophie's birthday."),
                    ("Ana", "On Cape Cod we mostly ate lobster rolls and clam chowder."),
                    ("Bea", "Biscuit the dog ate a sock.")],
     ["Sam got engaged in June and Jo got married in August", "A lady at Tesco helped Bea carry the shopping",
      "Priya organised the surprise party", "Coach Rita trains Bea at the gym", "Denise runs the youth club",
      "Bea baked a lemon drizzle for Sophie's birthday", "Ana ate lobster rolls and clam chowder on Cape Cod",
      "Biscuit the dog ate a sock"]),
]


@pytest.fixture(scope="module")
def third(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("third"), "thd", THIRD)


@pytest.mark.parametrize("question,not_short", [
    ("Who got married?", "Sam"),  # the name whose verb holds the asked thing
    ("Who helped Bea carry the shopping?", "Tesco"),  # a place one is at is no doer
    ("Who organised the surprise party?", "Apparently Priya"),  # no adverb in a name
    ("Who trains Bea?", "Northern Rail"),  # "trains are": a noun
    ("Who runs the youth club?", "Co-op Bank"),  # "the youth club's account" is not the club
    ("What did Ana eat on Cape Cod?", "Cod"),  # no word of a place's name
    ("What did Biscuit eat?", "Biscuit"),  # what was eaten comes after the verb
])
def test_the_third_reviews_cases(third, question, not_short):
    assert not_short not in _answer(third, question).short


def test_a_dish_is_taken_whole(third):
    assert _answer(third, "What did Bea bake for Sophie's birthday?").short == "lemon drizzle"


def test_a_question_whose_thing_no_chat_says_is_not_high(demo_dir):
    """'10K' is a word too, though it holds a digit: no demo chat says it, so a sourdough
    starter that "doubles within 4-8 hours" states no answer to whether I ran it in under an hour."""
    from kbsearch.ranking.search import Searcher

    a = _answer(Searcher.open(demo_dir), "Did I run the 10K in under an hour?")
    assert a.confidence != "high" and "10k" in a.confidence_reason
