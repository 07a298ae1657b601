"""The thirty-ninth round's rules (bench/README "Thirty-ninth round"): a group's size said after
its noun ("caseload rose to 61") counts its people; a word quoted in lower case ("her first word,
'dog', while …") is a quote; a name asked of a kind ("Tomek's dog") is not one given to a thing
of another kind ("his boat Marta", "a kitten … named him Smok"); a which-question of a thing known
by its name ("Which band …?") is not answered by words in lower case or a word of where one is
from; a who-question takes a name of two or three words that opens a note ("Piotr Wrona to retile
the kitchen"), never a place's ("Lake Bled", "Slovenia"); "When did I start …?" is answered by a
sentence that says the start and its day, not by a date of another thing; a trip asked after
("Did Halima make it to Piran?") was not made when the sentence says it was done online; a thing
named with another word that says which ("linden honey" for "acacia honey") weighs less; a guess
of what one would enjoy takes what a chat says of their liking or dislike of it, wherever it is
("he hates fireworks more than anything"); and a why-answer is not the asked thing restated before
its "so"."""

from __future__ import annotations

import pytest

from test_answer_conversation import answer_of, noted_sessions

from kbsearch.answer.asked import Asked
from kbsearch.answer.short_compare import yes_or_no_asked
from kbsearch.answer.short_count import count_of, group_size
from kbsearch.answer.short_which import unnamed_answer
from kbsearch.answer.short_who_where import who_of
from kbsearch.answer.short_why import why_of
from kbsearch.answer.likely import leaning
from kbsearch.answer.modifiers import another_kind, modified_nouns
from kbsearch.answer.tempered import BEGAN
from kbsearch.answer.words import names_in, quotes

SESSIONS = [
    ("2025-03-08", [
        ("Halima", "The station in Piran wants me at their workshop in September!"),
        ("Matej", "Piran is ninety minutes from my door. You'll stay with us."),
        ("Halima", "If the visa comes in time. Ayla said her first word yesterday, by the way."),
        ("Matej", "And my niece Lara is getting the old Petrof once I've finished it.")],
     ["Halima is invited to speak at a workshop on seaweed farming in Piran on 16–18 September 2025",
      "Halima's daughter Ayla said her first word, 'dog', while pointing at a cow",
      "Lena's caseload rose to 61 at the start of the school year; she and Tomek are now a couple",
      "Tomek's father Bogdan, 63, fishes herring from his boat Marta, named after Tomek's mother"]),
    ("2025-06-14", [
        ("Matej", "Rehearsals start in August and I'm learning Danish on Duolingo for the Copenhagen show."),
        ("Halima", "Which band is it again?"),
        ("Matej", "Szalona, the folk band from Kraków. Sixteen shows.")],
     ["Szalona's tour rehearsals start on 4 August 2025; Matej is learning Danish on Duolingo",
      "Matej will be sound engineer on the folk band Szalona's sixteen-show tour, from Berlin to Lisbon",
      "Tomek's partner Ewa found a grey kitten in the boatshed and named him Smok; Tomek also has a dog, Kropka",
      "Piotr Wrona to retile Halima's kitchen for 7,400 shillings, start 3 March 2025"]),
    ("2025-09-27", [
        ("Halima", "I gave my talk online in the end, the connection dropped twice."),
        ("Matej", "And the visa?"),
        ("Halima", "It came on the 22nd, after the workshop.")],
     ["Halima gave her talk to the Piran workshop online on 17 September 2025; her visa arrived only on 22 September, "
      "after the workshop",
      "Halima's old team leader Rowan still holds the cooperative's record harvest from 2014",
      "Rowan moves to Pemba and Halima starts in his job as team leader on Monday 6 October 2025"]),
    ("2025-11-08", [
        ("Matej", "Bonfire weekend was awful here. Pilchard shook in the bath all evening, he hates fireworks more than anything."),
        ("Halima", "Poor thing. Dad's bees?"),
        ("Matej", "Dad got 28 kg of linden honey in July, at least.")],
     ["Janez harvested 28 kg of linden honey from his hives in July 2025, the best honey harvest in years",
      "A late frost at the end of April damaged the acacia blossom; Janez got only 9 kg of acacia honey from his hives"]),
    ("2026-02-21", [
        ("Halima", "Rafael wants us all at the Festival of the Sea in June, with the fireworks over the harbour."),
        ("Matej", "Pilchard will stay with my sister then.")],
     ["Rafael invited Halima and Matej to the Festival of the Sea in June 2026; Pilchard will stay with Matej's sister"]),
]


@pytest.fixture(scope="module")
def friends(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("round39"), "r39x", SESSIONS)


def test_a_groups_size_said_after_its_noun_counts_its_people(friends):
    assert answer_of(friends, "How many kids were on Lena's caseload?").short == "61"
    asked = {"kids", "lena", "caseload"}
    assert group_size("Lena's caseload rose to 61 at the start of the school year", lambda w: w.casefold() in asked) == "61"
    # (not a measure, a year, or an age said of the person: "rose to 58 minutes", "Lena was 34 then")
    assert count_of("The caseload rose to 58 minutes", "How many kids were on Lena's caseload?",
                    is_question_word=lambda w: w.casefold() in asked) == ""
    assert group_size("Lena was 34 then, the start of 2023", lambda w: w.casefold() in asked) == ""


def test_a_word_quoted_in_lower_case_is_a_quote(friends):
    assert quotes("Ayla said her first word, 'dog', while pointing at a cow") == ["dog"]
    assert quotes("rock 'n' roll on the twins' radio") == []  # (an apostrophe is no quote)
    assert answer_of(friends, "What was Ayla's first word?").short == "dog"


def test_a_name_asked_of_a_kind_is_not_one_of_another_kind(friends):
    got = answer_of(friends, "What's the name of Tomek's dog?")
    assert got.short == "Kropka"


def test_a_thing_known_by_its_name_is_not_answered_by_common_words(friends):
    assert unnamed_answer("Which band did Matej go on tour with?", "Danish on Duolingo")
    assert unnamed_answer("Which radio station is Pandu's show on?", "Namibian")
    assert not unnamed_answer("Which band did Matej go on tour with?", "Szalona")
    # (the noun said with which is an answer: "robotics club"; and any answer to a question of no such noun)
    assert not unnamed_answer("What club does Rosa run?", "robotics club")
    assert not unnamed_answer("Which bus did you take?", "the night bus")
    assert answer_of(friends, "Which band did Matej go on tour with?").short == "Szalona"


def test_a_who_answer_may_open_a_note_and_is_never_a_place(friends):
    body = "Piotr Wrona to retile the kitchen for 7,400 shillings, start 3 March 2025"
    assert names_in(body, frozenset()) == []  # (a sentence's first words, as any name reader reads them)
    assert names_in(body, frozenset(), opening=True) == ["Piotr Wrona"]
    assert names_in("Key Points: call the bank", frozenset(), opening=True) == []  # (a heading)
    assert answer_of(friends, "Who retiled Halima's kitchen?").short == "Piotr Wrona"
    question = "Who did Matej fix up the old piano for?"
    asked = {"matej", "fix", "old", "piano"}
    said = "Petra, still a mechanic on the cable car above Lake Bled, while I sit at a piano in Ljubljana, Slovenia"
    assert who_of("Matej", said, Asked.of(question), lambda w: w.casefold() in asked, question) in ("", "Petra")


def test_when_a_start_is_asked_the_sentence_that_says_it_answers(friends):
    assert BEGAN.search("Halima starts in his job as team leader on Monday 6 October 2025")
    assert not BEGAN.search("the crew starts at 5:30") and not BEGAN.search("she may start soon")
    assert answer_of(friends, "When did Halima start as team leader?").short == "6 October 2025"


def test_a_trip_is_not_made_where_the_thing_was_done_online(friends):
    question = "Did Halima make it to Piran for the September 2025 workshop?"
    asked = {"halima", "make", "piran", "september", "workshop"}
    body = "Halima gave her talk to the Piran workshop online on 17 September 2025"
    assert yes_or_no_asked(question, body, False, lambda w: w.casefold() in asked) == "No"
    # (one who went and also streamed it went: "spoke in Piran, and the talk was shown online" is no no of being there)
    there = "Halima spoke in Piran, and the talk was shown online"
    assert yes_or_no_asked(question, there, False, lambda w: w.casefold() in asked) != "No"
    assert answer_of(friends, question).short == "No"


def test_another_kind_of_the_asked_thing_weighs_less(friends):
    pairs = modified_nouns("How much acacia honey did Janez harvest in 2025?")
    assert pairs == [("acacia", "honey")]
    assert another_kind("Janez harvested 28 kg of linden honey in July 2025", pairs)
    assert not another_kind("Janez got only 9 kg of acacia honey from his hives", pairs)
    assert not another_kind("the honey was late", pairs)  # (no other word that says which)
    # (… nor where it says no amount: "a really wild dream" is no other kind of "strange dreams" to count)
    assert not another_kind("Had a really wild dream today", modified_nouns("How many strange dreams did Fahim have?"))
    assert modified_nouns("How many half marathons has Rory run?") == []  # ("half" says no kind)
    assert answer_of(friends, "How much acacia honey did Janez harvest in 2025?").short == "9 kg"


def test_a_guess_takes_what_a_chat_says_of_a_liking_or_dislike(friends):
    asked = {"pilchard", "enjoy", "fireworks", "firework", "festival", "sea"}
    question = "Would Pilchard enjoy the fireworks at the Festival of the Sea?"
    said = "Pilchard shook in the bath all evening, he hates fireworks more than anything."
    assert leaning(question, said, lambda w: w.casefold() in asked, "Matej") == "Likely no"
    # (no leaning: a plan says none; a name alone grounds none; a relative asked of is no one named)
    assert leaning(question, "Pilchard will stay with Matej's sister", lambda w: w.casefold() in asked) == ""
    assert leaning("Would Lena's father enjoy the fireworks?", said, lambda w: w.casefold() in asked) == ""
    assert leaning(question, "Lena: I will never live it down, the Festival", lambda w: w.casefold() in asked, "Lena") == ""
    assert answer_of(friends, question).short == "Likely no"


def test_a_why_answer_is_not_the_asked_thing_restated():
    asked = {"vendors", "take", "6,000", "off", "price"}
    body = "The vendors agreed to knock $6,000 off, so it's $579,000 now."
    assert why_of(body, lambda w: w.casefold().strip("$") in asked, "raw") == ""
    # (a cause before "so" that is another thing is the reason: "Nell's insurance does not cover …, so she is closing")
    closing = "Nell's insurance does not cover cellar contents, so she is closing for a week"
    assert why_of(closing, lambda w: w.casefold() in {"nell", "close", "closing", "shop", "week"}, "raw").startswith(
        "Nell's insurance does not cover")


def test_review_21_guards():
    # (a size is no score, age range or share: review 21)
    people = lambda w: w.casefold() in {"kids", "class", "players", "team", "caseload", "choir", "bea", "tariq"}  # noqa: E731
    for said in ("Bea's class is 6 and 7 year olds", "Tariq's team was 3 points clear at the top",
                 "Lena's caseload grew 20% this year", "The choir was 2 down at half time"):
        assert group_size(said, people) == "", said
    # (an airline may be called by a demonym, a firm's name may open in lower case)
    assert not unnamed_answer("Which airline did Horsefly fly to Oslo?", "Norwegian")
    assert not unnamed_answer("Which company did we book with?", "easyJet")
    # (one who got there and followed the rest online got there)
    question = "Did I get to the Cardiff housing summit?"
    asked = {"get", "got", "cardiff", "housing", "summit"}
    for said in ("I got to the Cardiff housing summit on the Monday; the Tuesday sessions of the summit I followed online",
                 "The user attended the Cardiff housing summit on Monday and followed Tuesday's sessions online"):
        assert yes_or_no_asked(question, said, False, lambda w: w.casefold() in asked) != "No", said
    # (a name opening a clause of another deed is not who did the asked one)
    question = "Who fixed the leak at Dana's?"
    said = "Severn Trent sent someone to check the meter; Dave from next door fixed the leak"
    assert who_of("", said, Asked.of(question), lambda w: w.casefold() in {"fixed", "fix", "leak", "dana"}, question) \
        != "Severn Trent"
    # (a cause before "so" that repeats the question's words, but not its amount, is the reason)
    said = "Kemi's gym membership went up to £60 a month, so she cancelled it"
    assert why_of(said, lambda w: w.casefold() in {"kemi", "cancel", "gym", "membership"}, "summary").startswith(
        "Kemi's gym membership went up")
    # (someone else's liking, a refusal to miss, and "the kids", whom no name says)
    jazz = lambda w: w.casefold() in {"kemi", "enjoy", "jazz", "night"}  # noqa: E731
    assert leaning("Would Kemi enjoy the jazz night?", "Kemi's husband Tunde loves jazz", jazz) == ""
    arsenal = lambda w: w.casefold() in {"nadia", "go", "arsenal", "match", "kwesi", "game"}  # noqa: E731
    assert leaning("Would Nadia go to an Arsenal match with Kwesi?", "Nadia refuses to miss a single Arsenal home game",
                   arsenal) == "Likely yes"
    assert leaning("Would the kids enjoy the zoo?", "my sister hates the zoo", lambda w: w.casefold() in {"kids", "zoo"}) == ""
