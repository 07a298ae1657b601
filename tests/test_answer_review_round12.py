"""Twelfth round's rules, and the misfires a review of them found. First: a question after when
something was said in the chats ("When did Akib first mention …?", "When did Nebraas show Nicolas
the photo …?") is answered by the date of the chat that says it (the earliest, for "first"), not
by a time the sentence tells of; a talk held elsewhere ("… discuss it with his boss") is not."""

import pytest
from test_answer_conversation import chats_archive, noted_sessions


def _answer(searcher, question: str):
    """The answer words alone give (the default without stored embeddings)."""
    from kbsearch.answer.compose import answer

    return answer(searcher, question, rerank=False)


SESSIONS = [
    ("2024-01-07", [("Akib", "I've been tinkering with a time machine design in my garage, started it last week."),
                    ("Fahim", "Ha, a time machine? Keep me posted."),
                    ("Akib", "Also my boss wants me to lead the Jupiter project next month.")],
     ["Akib is tinkering with a time machine design in his garage"]),
    ("2024-01-11", [("Akib", "The time machine design is coming along, I rebuilt the frame two days ago."),
                    ("Fahim", "Nice, send pictures!"),
                    ("Akib", "This is a bubble tea I made today, by the way."),
                    ("Fahim", "Looks great. I discussed my raise with my boss on Monday 8 January, he said maybe.")],
     ["Akib rebuilt the time machine frame", "Akib made a bubble tea"]),
    ("2024-01-15", [("Fahim", "Did you finish the time machine design?"),
                    ("Akib", "Almost, the time machine design needs a new power unit next week.")],
     ["Akib's time machine design needs a new power unit"]),
]


@pytest.fixture(scope="module")
def friends(tmp_path_factory):
    # A later chat is about the machine (its title says so) and ranks first.
    titles = ["Weekend plans", "Akib's time machine design", "Catching up"]
    return chats_archive(tmp_path_factory.mktemp("friends"), "cdcd", [
        (day, title, turns, {"summary": " ".join(notes), "outcomes": notes})
        for title, (day, turns, notes) in zip(titles, SESSIONS)], "locomo")


@pytest.mark.parametrize("question, short", [
    # the earliest chat that says it, not "last week" inside it, nor the best-scoring later chat
    ("When did Akib first mention the time machine design?", "7 January 2024"),
    # a photo shown in a chat is seldom called one in its words; the chat's own day answers
    ("When did Akib show Fahim the photo of the bubble tea he made?", "11 January 2024"),
])
def test_when_something_was_said_is_the_date_of_the_chat_that_says_it(friends, question, short):
    a = _answer(friends, question)
    assert a.short == short, (a.short, a.confidence, a.summary)


@pytest.mark.parametrize("question, talked", [
    ("When did Akib first mention the time machine?", True),
    ("When did Fahim and Akib discuss the Jupiter project?", True),
    ("When did Nebraas show Nicolas the photo of the bubble tea she made?", True),
    ("When did Fahim tell Akib about his brother's accident?", False),  # the accident's day, told in a chat
    ("When did Jon say his flight lands?", False),  # what was said is asked: "lands on 14 March"
    ("When did Sam send the wedding photos to the client?", False),  # sent elsewhere
    ("When did Noor share the video of the cat on TikTok?", False),
    ("When did Sam send a photo of the cake to Noor?", True),  # to the one chatted with
    ("When did Fahim discuss his raise with his boss?", False),  # a talk held elsewhere
    ("When did Akib send the parcel?", False),  # a thing sent is no picture in a chat
    ("When did Akib build the time machine?", False),
    ("What did Akib mention about the time machine?", False),  # not after a date
])
def test_a_question_after_when_it_was_said(question, talked):
    from kbsearch.answer.asked import Asked

    assert Asked.of(question).talked is talked


@pytest.mark.parametrize("body, name, relation", [
    ("Harold planted his runner beans; his allotment neighbour Ravi on plot 28 gave him rhubarb crowns", "Ravi",
     "Harold's allotment neighbour"),  # one word says which neighbour
    ("Our grandson Alfie looked after the allotment while we were away.", "Alfie", "Harold's grandson"),  # said by Harold
    ("Harold's grandson Alfie, eleven, looked after the allotment", "Alfie", "Harold's grandson"),
    ("Alfie entered a giant sunflower and will stay with Harold and Margaret", "Alfie", ""),
])
def test_who_someone_is_to_another(body, name, relation):
    from kbsearch.answer.clauses import relation_of

    speaker = "Harold" if body.startswith("Our") else ""
    assert relation_of(body, name, speaker) == relation


@pytest.mark.parametrize("question, body, not_who", [
    ("Who does Emi meet once a month?", 'For instance, this month we\'re reading "Becoming" by Michelle Obama.',
     {"Becoming", "Michelle Obama"}),  # a title, its author
    ("Who does Emi meet once a month?", "Emi plans to cook Tiramisu.", {"Tiramisu"}),  # a dish
    ("Who has traveled the most?", "My favourite travel memory is my visit to the Grand Canyon.", {"Grand Canyon"}),
])
def test_a_who_answer_is_no_title_author_dish_or_place(question, body, not_who):
    from kbsearch.answer.asked import Asked
    from kbsearch.answer.short_who_where import who_of

    asked = Asked.of(question)
    assert who_of("Emi", body, asked, lambda w: False) not in not_who


def test_who_wrote_it_is_its_author():
    from kbsearch.answer.asked import Asked
    from kbsearch.answer.short_who_where import who_of

    body = 'We\'re reading "Becoming" by Michelle Obama.'
    assert who_of("Emi", body, Asked.of("Who wrote the book Emi is reading?"), lambda w: w == "wrote") == "Michelle Obama"


GARDEN = [
    ("2023-03-18", [("Keisha", "My flatmate Zoe and I adopted a rescue greyhound yesterday! He's called Bolt."),
                    ("Harold", "A greyhound that doesn't run.")],
     ["Keisha and her flatmate Zoe adopted a rescue greyhound called Bolt"]),
    ("2023-07-08", [("Harold", "Our grandson Alfie looked after the allotment while we were away."),
                    ("Keisha", "Lovely. I named my new bike the Pickle.")],
     ["Harold's grandson Alfie looked after the allotment"]),
    ("2024-06-15", [("Harold", "Alfie entered a giant sunflower in the show and will stay with us and Margaret."),
                    ("Keisha", "Brilliant.")],
     ["Alfie entered a giant sunflower in the show and will stay with Harold and Margaret for August"]),
]


@pytest.fixture(scope="module")
def garden(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("garden"), "gagr", GARDEN)


@pytest.mark.parametrize("question, short", [
    ("What is the name of Keisha's dog?", "Bolt"),  # "called Bolt", not her flatmate Zoe
    ("Who is Alfie?", "Harold's grandson"),  # the sentence that says who he is, not "… with Harold and Margaret"
])
def test_names_and_who_someone_is(garden, question, short):
    a = _answer(garden, question)
    assert a.short == short, (a.short, a.confidence, a.summary)


def test_what_place_one_works_at_needs_no_word_work():
    from kbsearch.answer.asked import Asked

    assert "work" in Asked.of("Which hospital does Keisha work at?").skip  # "a nurse at the Royal Sussex"
    assert "work" not in Asked.of("Where does Keisha work?").skip  # (her name alone would be all left to hold)


def test_kinds_of_things_that_stand_for_a_word_and_other_ways_of_saying():
    from kbsearch.answer.kinds import kind_marks, members_for
    from kbsearch.answer.naming import named_noun
    from kbsearch.answer.short_time import duration_of
    from kbsearch.text import stem

    assert stem("transplant") in members_for("operation") and stem("bypass") in members_for("surgery")
    # "hip replacement", by its mark; never "replacement" alone ("a phone screen replacement")
    assert stem("replacement") not in members_for("operation")
    assert set(kind_marks("Margaret had a hip replacement")) & members_for("operation")
    assert not set(kind_marks("My phone screen replacement cost 120 pounds")) & members_for("operation")
    assert not members_for("holiday")
    married = lambda w: w in ("married", "marry")  # noqa: E731
    assert duration_of("We spent a week away for our 40th wedding anniversary.", married) == "40 years"
    assert duration_of("We spent a week away for our 40th wedding anniversary.") == "a week"  # not asked
    assert named_noun("What nickname did Zoe give Keisha's bike?") == "bike"


LATER = [
    ("2023-08-19", [("Keisha", "I bought a secondhand Dawes road bike for £220. Zoe calls it the Pickle."),
                    ("Harold", "The Pickle! Margaret had a hip replacement on Tuesday, she's walking with a frame.")],
     ["Keisha bought a secondhand Dawes road bike, which Zoe calls the Pickle",
      "Harold's wife Margaret had a hip replacement"]),
    ("2023-09-16", [("Keisha", "Work is busy, I'm a nurse at the Royal Sussex County Hospital now."),
                    ("Harold", "Good for you.")],
     ["Keisha is a nurse at the Royal Sussex County Hospital"]),
]


@pytest.fixture(scope="module")
def later(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("later"), "galt", LATER)


@pytest.mark.parametrize("question, short", [
    ("What operation did Margaret have?", "hip replacement"),
    ("What nickname did Zoe give Keisha's bike?", "Pickle"),
    ("Which hospital does Keisha work at?", "Royal Sussex County Hospital"),
])
def test_things_asked_in_other_words(later, question, short):
    a = _answer(later, question)
    assert a.short == short, (a.short, a.confidence, a.summary)


@pytest.mark.parametrize("text, quoted", [
    ("Zoe made me a banner that said 'Run Keisha Run'.", ["Run Keisha Run"]),  # single quotes, as British English
    ("He said ‘Bye now’ and left.", ["Bye now"]),
    ("Keisha's bike and the kids' toys", []),  # apostrophes quote nothing
    ("I loved the '90s and 'Friends' too", ["Friends"]),
])
def test_single_quotes_quote(text, quoted):
    from kbsearch.answer.words import quotes

    assert quotes(text) == quoted


@pytest.mark.parametrize("body, question, got", [
    ("Harold won a £25 garden centre voucher, which he spent on secateurs.",
     "What did Harold spend his garden centre voucher on?", "secateurs"),
    ("Keisha is allergic to most furry animals.", "What is Keisha allergic to?", "furry animals"),
    ("Harold won a £25 voucher.", "What did Harold spend his voucher on?", ""),  # not said
    ("He spent it on secateurs.", "What did Harold spend?", ""),  # no preposition asked
])
def test_what_a_verb_went_to(body, question, got):
    from kbsearch.answer.asked import IRREGULAR
    from kbsearch.answer.clauses import object_after

    words = {w.casefold() for w in question.replace("?", "").split()}
    words |= {IRREGULAR[w] for w in words if w in IRREGULAR}
    assert object_after(body, question, lambda w: w.casefold() in words) == got


def test_a_weekday_told_with_an_irregular_past_is_the_one_before():
    from datetime import date

    from kbsearch.answer.when import mentions

    said = date(2022, 6, 4)  # a Saturday
    assert [t.resolved for t in mentions("The choir sang at a street party on Thursday, on Park Road.", said)] \
        == ["2 June 2022"]
    assert [t.resolved for t in mentions("She gave birth on Wednesday.", said)] == ["1 June 2022"]


KITTENS = [
    ("2023-08-19", [("Noor", "I'm back fostering! A pregnant cat called Clementine, and she had five kittens on Wednesday."),
                    ("Callum", "Five! Congratulations to Clementine.")],
     ["Noor is fostering a cat called Clementine, who gave birth to five kittens"]),
]


@pytest.fixture(scope="module")
def kittens(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("kittens"), "kitt", KITTENS)


@pytest.mark.parametrize("question, short", [
    # the note gives no day; the turn it condenses does ("on Wednesday"), in other words ("had five kittens")
    ("When did Clementine give birth?", "16 August 2023"),
])
def test_a_note_without_a_day_is_dated_by_the_turn_it_condenses(kittens, question, short):
    a = _answer(kittens, question)
    assert a.short == short, (a.short, a.confidence, a.summary)


@pytest.mark.parametrize("body, name, speaker, relation", [
    ("Noor is learning Japanese with Kenta, a tutor in Osaka, over Zoom every Thursday", "Kenta", "", "Noor's tutor"),
    ("Bass. The director, Bernadette, says I have a voice like a foghorn.", "Bernadette", "Callum", "Callum's director"),
    ("I have lessons every Thursday with a tutor in Osaka called Kenta.", "Kenta", "Noor", "Noor's tutor"),
    ("The mechanic, Stan, was great.", "Stan", "", ""),  # whose mechanic, the sentence does not say
])
def test_who_someone_is_by_a_role(body, name, speaker, relation):
    from kbsearch.answer.clauses import relation_of

    assert relation_of(body, name, speaker) == relation


JOBS = [
    ("2022-04-23", [("Callum", "I got the boat's engine running on Sunday. A mechanic called Stan helped me, it cost £600."),
                    ("Noor", "Brilliant!")],
     ["Callum got the boat's engine running with the help of a mechanic called Stan, for £600"]),
]


def test_a_job_of_someone_else_is_not_the_persons(tmp_path):
    a = _answer(noted_sessions(tmp_path, "jobs", JOBS), "What is Callum's job?")
    assert a.short != "mechanic" and a.confidence != "high", (a.short, a.confidence)


def test_a_reply_fragment_answers_what_the_turn_before_asked():
    from kbsearch.answer.sentences import said_after_first

    asked = {"voice", "part", "sing"}
    body = "Bass. The director, Bernadette, says I have a voice like a foghorn."
    question_word = lambda w: w.casefold() in asked  # noqa: E731  ("What voice part does Callum sing?")
    assert not said_after_first(body, question_word, "What part do you sing?")  # the fragment answers it
    assert said_after_first(body, question_word)  # asked of no question before: the rest says "voice"
    realised = lambda w: w.casefold() in {"realized", "realizing"}  # noqa: E731
    assert said_after_first("58 minutes. The best part was realizing I could do it.", realised, "What was your time?")


@pytest.mark.parametrize("body, noun, names", [
    ("Noor, I've joined a choir! The Moseley Community Choir, we rehearse on Tuesdays.", "choir",
     ["Moseley Community Choir"]),
    ("I finished the Brighton Marathon and signed up for the Manchester Marathon.", "marathons",
     ["Brighton Marathon", "Manchester Marathon"]),
    ("Callum's choir sang at Birmingham Cathedral.", "choir", []),  # a choir, unnamed
])
def test_names_of_things_of_a_kind(body, noun, names):
    from kbsearch.answer.words import names_of_noun

    assert names_of_noun(body, noun) == names


@pytest.mark.parametrize("question, noun", [
    ("Which Japanese exams has Noor taken?", "exams"),  # the head noun, not its modifier
    ("Which course am I starting with?", "course"),
    ("What did Harold buy?", ""),
])
def test_the_noun_a_question_asks_after(question, noun):
    from kbsearch.answer.asked import Asked

    assert Asked.of(question).noun == noun


RACES = [
    ("2023-04-22", [("Keisha", "I finished the Brighton Marathon last Sunday in 4 hours 12 minutes."),
                    ("Harold", "Brilliant!")],
     ["Keisha finished the Brighton Marathon in 4 hours 12 minutes"]),
    ("2024-04-20", [("Keisha", "I ran the Manchester Marathon on Sunday, 3 hours 58, fourteen minutes faster!"),
                    ("Harold", "Amazing. Our choir sang at the cathedral."),
                    ("Harold", "I joined the Beech Lane Choir in March, my neighbour dragged me along.")],
     ["Keisha ran the Manchester Marathon in 3 hours 58 minutes", "Harold joined the Beech Lane Choir"]),
]


@pytest.fixture(scope="module")
def races(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("races"), "race", RACES)


@pytest.mark.parametrize("question, short", [
    ("Which choir did Harold join?", "Beech Lane Choir"),
    ("Which marathons has Keisha run?", "Manchester Marathon, Brighton Marathon"),  # not "3 hours 58", "Sunday"
])
def test_which_thing_is_the_name_that_ends_in_its_noun(races, question, short):
    a = _answer(races, question)
    assert a.short == short, (a.short, a.confidence, a.summary)


FAMILY = [
    ("2023-07-08", [("Harold", "We've just got back from the Lake District. Our grandson Alfie looked after the allotment."),
                    ("Keisha", "Lovely!")],
     ["Harold and his wife Margaret spent a week in the Lake District; Harold's grandson Alfie looked after the allotment"]),
    ("2023-12-16", [("Harold", "Our daughter Helen is bringing Alfie and his sister Poppy down from Leeds. The Moseley Choir "
                               "is singing carols on our street too.")],
     ["Harold's daughter Helen is bringing Alfie and his sister Poppy from Leeds for Christmas"]),
]


def test_who_is_in_a_family_is_everyone_named_with_who_they_are(tmp_path):
    a = _answer(noted_sessions(tmp_path, "fami", FAMILY), "Who is in Harold's family?")
    assert set(a.short.split(", ")) == {"Margaret", "Alfie", "Helen", "Poppy"}, (a.short, a.summary)
    a = _answer(noted_sessions(tmp_path / "b", "fami", FAMILY), "What are the names of Harold's grandchildren?")
    assert "Alfie" in a.short.split(", "), (a.short, a.summary)  # "grandson Alfie" is one of his grandchildren


@pytest.mark.parametrize("body, not_who, who", [
    ("The family planned a week in a Cornish fishing village, with a neighbour on the allotment looking after the plot.",
     {"Cornish"}, "a neighbour"),  # a demonym is no one; the person nearest the question's words
    ("After the husband's surprise party, a neighbour on the allotment was looking after the plot.",
     {"the husband"}, "a neighbour"),  # (not whose party it was)
])
def test_who_is_no_demonym_and_the_person_nearest(body, not_who, who):
    from kbsearch.answer.asked import Asked
    from kbsearch.answer.short_who_where import who_of

    question = "Who looked after the allotment while we were in Cornwall?"
    words = {"looked", "looking", "after", "allotment", "cornwall"}
    got = who_of("", body, Asked.of(question), lambda w: w.casefold() in words)
    assert got not in not_who and got == who


# Misfires a review of this round (helper-28) found, each fixed and kept fixed here.
REVIEWED = [
    ("2024-03-13", [("Noor", "We adopted a kitten today! My old cat Tom died last Monday, so it's bittersweet."),
                    ("Ellie", "Ellie said the housewarming party is on Saturday, are you coming?")],
     ["Noor adopted a kitten; her old cat Tom had died"]),
    ("2024-04-10", [("Sam", "I bought tickets for the Arctic Monkeys gig on Friday, can't wait!"),
                    ("Noor", "The bakery where Tom and I work had its 25th anniversary, we gave out free cake."),
                    ("Sam", "My phone screen replacement cost 120 pounds.")],
     ["Sam bought tickets for the Arctic Monkeys gig", "Noor's bakery had its 25th anniversary",
      "Sam paid 120 pounds for a phone screen replacement"]),
    ("2024-05-08", [("Noor", "I had dinner with Margarita at the new Thai place, then went hiking with Viola."),
                    ("Sam", "When my laptop died I went to Priya for help, she fixed it in an hour.")],
     ["Noor had dinner with Margarita and went hiking with Viola", "Priya fixed Sam's laptop"]),
]


@pytest.fixture(scope="module")
def reviewed(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("reviewed"), "revi", REVIEWED)


@pytest.mark.parametrize("question, wrong", [
    ("When did Noor adopt the kitten?", "the Monday before 13 March 2024"),  # another clause's day
    ("When is the Arctic Monkeys gig?", "5 April 2024"),  # to come, though the tickets were bought
    ("What surgery did Sam have?", "screen replacement"),  # a phone's, no operation
    ("How long have Noor and Tom been together?", "25 years"),  # the bakery's anniversary
    ("Who did Noor have dinner with?", ""),  # Margarita is someone, not a cocktail here
    ("Who did Noor go hiking with?", ""),
    ("Who fixed Sam's laptop?", ""),  # "went to Priya" is no place
])
def test_reviewed_misfires_stay_fixed(reviewed, question, wrong):
    a = _answer(reviewed, question)
    assert a.short != wrong, (a.short, a.confidence, a.summary)


@pytest.mark.parametrize("body, name, relation", [
    ("Last week her flatmate Zoe moved out of Keisha's flat", "Zoe", "her flatmate"),  # "Last" is no one
    ("Yesterday his neighbour Ravi gave Harold rhubarb crowns", "Ravi", "his neighbour"),
    ("Sadly his grandson Alfie couldn't come", "Alfie", "his grandson"),
])
def test_whose_relation_is_a_name_not_an_opening_word(body, name, relation):
    from kbsearch.answer.clauses import relation_of

    assert relation_of(body, name) == relation
