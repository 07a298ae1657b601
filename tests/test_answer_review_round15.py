"""Fifteenth round's rules. A count asked in the present is the latest said of the thing
counted ("How many shops stock Gwen's honey?" after the count grew chat by chat); a yes/no
after what was done, led by a plan, reads the first chat after it that tells how it went (a
trip "was cancelled" says no); a day and month said without a year take the year their
weekday or tense says; "How long is the boat?" asks a length; an amount paid "for" another
thing is no price of the asked one."""

from datetime import date

import pytest
from test_answer_conversation import noted_sessions


def _answer(searcher, question: str):
    """The answer words alone give (the default without stored embeddings)."""
    from kbsearch.answer.compose import answer

    return answer(searcher, question, rerank=False)


HIVES = [
    ("2023-02-11", [("Gwen", "Big news: my honey is now in four shops in Abergavenny! And I bought a 32-foot "
                             "Dutch barge called Heron for £41,000, her engine hasn't been serviced since 2016."),
                    ("Tomos", "A barge! You're mad.")],
     ["Gwen's Black Mountain honey is now stocked by four shops in Abergavenny",
      "Gwen bought a 32-foot Dutch barge called Heron for £41,000; her engine has not been serviced since 2016"]),
    ("2023-04-22", [("Tomos", "Heron passed her survey then? And Carys and I are planning a week in Lisbon in June."),
                    ("Gwen", "She did, I paid £600 for a year's mooring at Goytre Wharf.")],
     ["Heron passed her survey and Gwen paid £600 for a year's mooring at Goytre Wharf",
      "Tomos and his wife Carys are planning a week in Lisbon in June"]),
    ("2023-05-27", [("Tomos", "Lisbon's off, Carys broke her ankle at netball."),
                    ("Gwen", "Oh no, poor Carys! The honey is in seven shops now.")],
     ["Tomos's June trip to Lisbon was cancelled because Carys broke her ankle",
      "Gwen's honey is now sold in seven shops"]),
    ("2023-07-08", [("Gwen", "The choir came second at the Eisteddfod, behind a choir from Bala."),
                    ("Tomos", "Second is brilliant!")],
     ["Gwen's choir came second at the Eisteddfod, behind a choir from Bala"]),
    ("2023-10-21", [("Gwen", "Come to the Apple Day at the orchard! It's on Saturday 13 January."),
                    ("Tomos", "We'll be there.")],
     ["Gwen invited Tomos to the orchard's Apple Day on Saturday 13 January"]),
]


@pytest.fixture(scope="module")
def hives(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("hives"), "hive", HIVES)


def test_a_count_asked_in_the_present_is_the_latest_said(hives):
    # "seven shops" of May, not "four shops" of February, which says more of the question
    a = _answer(hives, "How many shops stock Gwen's honey?")
    assert a.short == "seven shops", (a.short, a.summary)


def test_a_count_asked_of_the_past_is_not_moved_to_the_latest(hives):
    a = _answer(hives, "How many shops stocked Gwen's honey in February 2023?")
    assert a.short != "seven shops", (a.short, a.summary)


def test_a_plan_is_no_yes_when_a_later_chat_says_it_was_cancelled(hives):
    a = _answer(hives, "Did Tomos and Carys go to Lisbon in June 2023?")
    assert a.short.startswith("No"), (a.short, a.summary)
    assert "cancelled" in a.summary.split(" — ")[0], a.summary


def test_a_second_place_is_no_win(hives):
    a = _answer(hives, "Did Gwen's choir win at the Eisteddfod?")
    assert a.short.startswith("No"), (a.short, a.summary)


BARGE = [
    ("2023-02-11", [("Gwen", "I bought a 32-foot Dutch barge called Heron! Her engine hasn't run since 2016."),
                    ("Tomos", "A barge! You're mad.")],
     ["Gwen bought a 32-foot Dutch barge called Heron; her engine has not run since 2016"]),
]


def test_how_long_a_thing_is_asks_a_length_not_since_when(tmp_path):
    # (a sentence giving a time about Heron may still lead: "How long is" does not say whether
    # a length or a time is asked, and the lead is chosen before the short answer is cut)
    a = _answer(noted_sessions(tmp_path, "barg", BARGE), "How long is Heron?")
    assert a.short == "32 feet", (a.short, a.summary)


def test_an_amount_paid_for_another_thing_is_no_price_of_the_asked_one(hives):
    # "£600 for a year's mooring" shares the words "Gwen", "paid", "Heron" with the question
    a = _answer(hives, "How much did Gwen pay for Heron?")
    assert a.short == "£41,000", (a.short, a.summary)


def test_a_weekday_said_with_a_day_says_its_year(hives):
    # 13 January 2024 is a Saturday; 13 January 2023 was a Friday
    a = _answer(hives, "When is the Apple Day at the orchard?")
    assert a.short == "13 January 2024", (a.short, a.summary)


@pytest.mark.parametrize("text, said, resolved", [
    ("the wassail on Saturday 13 January", date(2023, 10, 21), "13 January 2024"),
    ("It is on Saturday the 13th of January", date(2023, 10, 21), "13 January 2024"),
    ("has 13 and 14 January off", date(2023, 12, 2), "14 January 2024"),  # half a year away: the nearer
    ("we went there on 28 December", date(2024, 1, 5), "28 December 2023"),
    ("they start on 13 May", date(2024, 6, 1), "13 May 2025"),  # to come, and this May is past
    ("The user starts at the Met Office on 13 May", date(2024, 4, 19), "13 May 2024"),  # "Met" is no past
    ("Ffion is getting married on 13 September", date(2025, 3, 1), "13 September 2025"),
    ("got a place on the course starting on 4 September", date(2023, 7, 22), "4 September 2023"),
    ("on 13 July", date(2023, 10, 21), "13 July 2023"),  # no tense, within half a year: this year
    ("on 13 January", date(2023, 10, 21), "13 January 2024"),  # … further: the nearer year
    ("Kirsty is pregnant and due in July", date(2023, 4, 29), "July 2023"),  # "due" is to come
])
def test_a_day_and_month_without_a_year(text, said, resolved):
    from kbsearch.answer.when import mentions

    assert mentions(text, said)[-1].resolved == resolved


@pytest.mark.parametrize("body, question_words, short", [
    ("The choir came second at the festival", {"choir", "win", "festival"}, "No"),
    ("The choir won the festival", {"choir", "win", "won", "festival"}, "Yes"),
    ("The trip to Skye was cancelled because of the rota", {"trip", "skye"}, "No"),
    ("My shift was cancelled, so we drove to Skye", {"drove", "skye"}, "Yes"),  # of another thing
])
def test_yes_or_no_without_not(body, question_words, short):
    from kbsearch.answer.short_yesno import yes_or_no

    assert yes_or_no(body, True, lambda w: w.casefold() in question_words) == short


def test_a_half_marathon_is_no_count_of_marathons():
    from kbsearch.answer.counted import counts

    assert counts("Rhys ran his first half marathon in 1 hour 52 minutes", "marathons") is False
    assert counts("Rhys has run two half marathons", "marathons") is True


@pytest.mark.parametrize("question, thing", [
    ("How much did Callum pay for Marigold?", "Marigold"),
    ("How much did the plumber quote for labour?", "labour"),
    ("How much does Megan charge for a day?", ""),  # a period, no thing
    ("How much did I pay?", ""),
])
def test_what_a_money_question_asks_the_amount_for(question, thing):
    from kbsearch.answer.value_words import paid_for

    assert paid_for(question) == thing


def test_an_amount_for_part_of_the_thing_is_not_ruled_out():
    # "£420 for pads and rotors" is the quote for the brakes: only less sure, never unfit
    from kbsearch.answer.value_words import paid_for_another

    assert paid_for_another("the mechanic quoted £420 for pads and rotors", "brakes")
    assert not paid_for_another("Callum bought Marigold for £18,500", "Marigold")
    assert not paid_for_another("paid £400 for two weeks", "Marigold")


@pytest.mark.parametrize("body, length", [
    ("a 57-foot narrowboat called Marigold", "57 feet"),
    ("a 10-mile walk along the Taff", "10 miles"),
    ("a 1-inch pipe", "1 inch"),
])
def test_a_measure_said_as_an_adjective(body, length):
    from kbsearch.answer.short_count import count_of

    assert count_of(body, "How long is it?") == length


NOTE = [
    ("2023-09-09", [("Hattie", "I can't come to the race, the pressing will be in full swing."),
                    ("Rory", "Fair enough.")],
     ["The race is on Sunday 1 October; Jamie and Kirsty will go to Inverness to watch",
      "Hattie cannot go to the race because the pressing will be in full swing"]),
]


def test_a_note_whose_clauses_are_of_other_people_is_not_about_whom_the_question_asks(tmp_path):
    a = _answer(noted_sessions(tmp_path, "note", NOTE), "Did Hattie go to watch Rory's race?")
    assert not a.short.startswith("Yes"), (a.short, a.summary)
    assert "Hattie cannot go" in a.summary.split(" — ")[0], a.summary


NAMES = [
    ("2023-03-18", [("Hattie", "Dad handed the orchard over to me! And I'm launching my own label: Crooked Ladder."),
                    ("Rory", "Brilliant.")],
     ["Hattie's father handed the Lower Bryn orchard near Ledbury over to her",
      "Hattie is launching her own cider label, Crooked Ladder"]),
    ("2023-07-22", [("Rory", "I'm an uncle! Kirsty had a wee boy on Monday, Finn."),
                    ("Hattie", "Congratulations!")],
     ["Rory's sister Kirsty gave birth to a boy called Finn"]),
    ("2023-04-29", [("Hattie", "We had a frost on Tuesday, so we were up all night lighting candles."),
                    ("Rory", "I ran the Inverness half in 1 hour 44 minutes, a personal best!")],
     ["Hattie stayed up all night lighting candles between the rows to protect the blossom from a frost",
      "Rory ran the Inverness half marathon in 1 hour 44 minutes, a personal best"]),
]


@pytest.fixture(scope="module")
def names(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("names"), "name", NAMES)


@pytest.mark.parametrize("question, short", [
    ("What is the name of Rory's sister?", "Kirsty"),  # "sister Kirsty", not "a boy called Finn"
    ("What is the name of Hattie's cider label?", "Crooked Ladder"),  # a name of two words, whole
    ("What is the name of the orchard Hattie took over?", "Lower Bryn"),  # "the Lower Bryn orchard"
    ("What is Rory's best half marathon time?", "1 hour 44 minutes"),  # a time asked, not "what"
])
def test_names_and_times(names, question, short):
    a = _answer(names, question)
    assert a.short == short, (a.short, a.summary)


def test_why_is_answered_by_what_it_was_done_for(names):
    a = _answer(names, "Why did Hattie stay up all night?")
    assert a.short == "to protect the blossom from a frost", (a.short, a.summary)


@pytest.mark.parametrize("body, question_words, reason", [
    ("We stayed up lighting candles to protect the blossom", {"stayed"}, "to protect the blossom"),
    ("She wants to buy a car", {"want", "buy", "car"}, ""),  # the question's own verb: no purpose
    ("We went to the shop", {"went"}, ""),  # a place, not a purpose
])
def test_a_purpose_clause(body, question_words, reason):
    from kbsearch.answer.short_why import why_of as _why

    assert _why(body, lambda w: w.casefold() in question_words) == reason


@pytest.mark.parametrize("body, noun, found", [
    ("handed the Lower Bryn orchard over to her", "orchard", ["Lower Bryn"]),
    ("Rory's dog sleeps all day", "dog", []),  # an owner, not a name
    ("We sat in the orchard", "orchard", []),
])
def test_a_name_written_before_its_noun(body, noun, found):
    from kbsearch.answer.naming import names_before

    assert names_before(body, noun) == found


BOAT = [
    ("2022-07-30", [("Callum", "Erin turns ten in September and wants to rename the boat the Unicorn Express."),
                    ("Noor", "Ha! Meanwhile my Jack Russell, Pip, ate a sock.")],
     ["Erin, who turns ten in September, wants to rename the boat the Unicorn Express",
      "Noor's Jack Russell Pip ate a sock"]),
]


@pytest.mark.parametrize("question, short", [
    ("What breed is Pip?", "Jack Russell"),  # a breed the lexicon lacked
    ("What name did Erin want to give the boat?", "Unicorn Express"),  # "rename" says "name"
    ("When does Erin turn ten?", "September 2022"),  # "turns" is to come
])
def test_breeds_renaming_and_birthdays(tmp_path, question, short):
    a = _answer(noted_sessions(tmp_path, "boat", BOAT), question)
    assert a.short == short, (a.short, a.summary)


@pytest.mark.parametrize("question, verb", [
    ("What did Tomas bake for the bake sale?", "bake"),
    ("What did Audrey's dog chew on?", "chew"),
    ("What did Amara and Kwame listen to?", "listen"),
    ("What did Mel and her kids make during the pottery workshop?", "make"),
    ("What has Melanie painted?", "painted"),
    ("What did the robot do?", ""),  # says nothing of what was done
    ("What does Tomas do to relax?", ""),  # not after what was done
])
def test_the_verb_a_what_question_asks_the_object_of(question, verb):
    from kbsearch.answer.clauses import done_verb

    assert done_verb(question) == verb


@pytest.mark.parametrize("text, verb, done", [
    ("Tomas baked conchas", "bake", True),
    ("Tomas ran a bake sale", "bake", False),  # the question's word as a noun
    ("they made bowls", "make", True),
    ("Melanie painted a sunrise", "painted", True),
    ("I bought a car", "buy", True),
])
def test_a_sentence_saying_the_verb_as_done(text, verb, done):
    from kbsearch.answer.clauses import says_done

    assert says_done(text, verb) is done


@pytest.mark.parametrize("body, verb, obj", [
    ("Rosie and her kids made willow lanterns at the Dales craft day in Reeth", "make", "willow lanterns"),
    ("Marcus played Silent Night on Christmas Eve and Leo gave him a dinosaur plectrum", "give", "dinosaur plectrum"),
    ("Lily and Leo made Rosa a cardboard medal", "make", "cardboard medal"),  # to whom, then what
    ("Sumo ate chocolate and went to the vet", "eat", "chocolate"),  # "and" into a clause of its own
    ("The twins dressed up as a robot and a taco for Halloween", "dress", "robot and a taco"),  # "and" goes on
    ("I ate pastel de nata every single day", "eat", "pastel de nata"),
    ("The solar panel Jamie and I fitted has been brilliant", "fitted", ""),  # its object came before it
    ("I bought it yesterday", "buy", ""),  # a pronoun names nothing
])
def test_what_a_sentence_says_the_asked_verb_was_done_to(body, verb, obj):
    from kbsearch.answer.clauses import done_object

    assert done_object(body, verb, lambda w: w.casefold() in {"rosa", "marcus", "leo"}) == obj


@pytest.mark.parametrize("question", [
    "What is Marcus's reason for learning Here Comes the Sun?",
    "What was the reason Jon quit?",
    "What are Melanie's main reasons for running?",
])
def test_a_reason_asked_as_what_is_a_why_question(question):
    from kbsearch.answer.asked import kind_of

    assert kind_of(question) == "why"


KEYS = [
    ("2022-02-12", [("Rosie", "Guess who owns a watermill? I got the keys to Ashby Mill on Wednesday!"),
                    ("Marcus", "No way!")],
     ["Rosie got the keys to Ashby Mill, a 1780s watermill near Masham whose wheel has not turned since 1958; "
      "she paid with her savings and an inheritance from her gran Edie"]),
    ("2022-08-06", [("Marcus", "The panel said yes! Introductions start soon, then he moves in at the end of the month. "
                               "So we've sold our Green Man tickets, there's no way we'd go now."),
                    ("Rosie", "Best reason ever to miss a festival.")],
     ["The matching panel approved Marcus and Jamie to adopt Leo"]),
]


@pytest.fixture(scope="module")
def keys(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("keys"), "keys", KEYS)


def test_a_since_is_no_date_of_an_event(keys):
    # the note's only date is when the wheel stopped; the turn it condenses dates the keys
    a = _answer(keys, "When did Rosie get the keys to the mill?")
    assert a.short == "9 February 2022", (a.short, a.summary)


def test_a_consequence_is_answered_by_the_sentence_before_it(keys):
    a = _answer(keys, "Why did Marcus and Jamie sell their Green Man tickets?")
    assert a.short == "he moves in at the end of the month", (a.short, a.summary)


def test_a_kept_sentence_merged_from_a_turn_and_its_note_has_theme_words():
    # told_turn_first keeps a copy of a turn with its note's strengths: not one of the pool
    from dataclasses import replace
    from types import SimpleNamespace

    from kbsearch.answer.evidence import Passage
    from kbsearch.answer.themes import _theme_vectors
    from kbsearch.text import tokens

    def passage(text):
        chat = SimpleNamespace(result=SimpleNamespace(date="2022-02-12", chat_id="abcd1234"))
        return Passage(chat, None, "raw", text, 0, set(tokens(text)))
    pool = [passage("the wheel turned at the mill"), passage("the mill wheel is oak")]
    copy = replace(pool[0], score=2.0)
    assert set(_theme_vectors([copy], pool, [], None)[id(copy)]) == {"wheel", "mill"}  # (words of both)


# The review of this round's rules (helper-38): each misfire it found, kept fixed.
@pytest.mark.parametrize("text, said, resolved", [
    ("Priya's daughter Maya was born on 2 February", date(2023, 9, 10), "2 February 2023"),  # a past kept past
    ("Sam started his new job at Barclays on 3 March", date(2023, 10, 15), "3 March 2023"),
    ("I visited Rome on 20 June", date(2023, 12, 30), "20 June 2023"),
])
def test_review_a_past_day_said_months_later_stays_past(text, said, resolved):
    from kbsearch.answer.when import mentions

    assert mentions(text, said)[-1].resolved == resolved


@pytest.mark.parametrize("body, question_words, short", [
    ("Tomos and Carys's first flight to Lisbon was cancelled, but they got there a day late", {"tomos", "lisbon", "go"},
     "Yes"),  # a part of the journey called off, not the trip
    ("Sam won the final after he came second in the heats", {"sam", "win", "won", "final"}, "Yes"),
    ("Gwen won the Eisteddfod and Bala came second", {"gwen", "win", "won", "eisteddfod"}, "Yes"),
])
def test_review_yes_or_no(body, question_words, short):
    from kbsearch.answer.short_yesno import yes_or_no

    assert yes_or_no(body, True, lambda w: w.casefold() in question_words) == short


@pytest.mark.parametrize("body, reason", [
    ("My mum got ill, as you know, so I moved back to Inverness.", "My mum got ill, as you know"),
    ("Sam went to London for work and forgot to pack her charger", ""),  # no purpose: what she forgot
    ("She quit her job and started to learn the piano", ""),
])
def test_review_reasons(body, reason):
    from kbsearch.answer.short_why import why_of

    assert why_of(body, lambda w: w.casefold() in {"moved", "inverness", "went", "london", "quit", "job"}) == reason


def test_review_objects_and_verbs():
    from kbsearch.answer.clauses import done_object, says_done

    asked = {"sam", "buy", "mum", "mother", "day", "vet", "find", "ears", "ear", "make"}
    q = lambda w: w.casefold() in asked  # noqa: E731
    assert done_object("Sam bought her mum flowers and a scarf for Mother's Day", "buy", q) == "flowers and a scarf"
    assert done_object("The vet found ear mites and prescribed drops", "find", q) == "ear mites"
    assert done_object("Sam made sure everyone had a drink", "make", q) == ""  # an idiom, no object
    assert says_done("Sam studied law", "study") and says_done("she knitted a hat", "knit")
    assert not says_done("Sam paid the vet fees", "feed")


def test_review_names_measures_and_money():
    import time

    from kbsearch.answer.naming import names_before
    from kbsearch.answer.value_words import MEASURE, paid_for

    assert names_before("Sam went to the Italian restaurant near the station", "restaurant") == []
    assert MEASURE.search("a 2-in-1 laptop with a 13 inch screen").group(0) == "13 inch"
    started = time.perf_counter()
    paid_for("How much did I pay " + "pay for x " * 1600 + ". y")
    assert time.perf_counter() - started < 1.0  # was cubic: over two minutes


COUNTS = [
    ("2023-02-11", [("Gwen", "My honey is now stocked in seven shops!"), ("Tomos", "Brilliant.")],
     ["Gwen's honey is now stocked in seven shops across Monmouthshire"]),
    ("2023-05-20", [("Gwen", "Two shops in Cardiff turned down my honey."), ("Tomos", "Their loss.")],
     ["Two shops in Cardiff turned down Gwen's honey"]),
    ("2023-06-01", [("Noor", "I walked my dog Bella with my neighbour Russell."), ("Tomos", "Nice.")],
     ["Noor walked her dog Bella with her neighbour Russell"]),
]


def test_review_counts_and_breeds(tmp_path):
    archive = noted_sessions(tmp_path, "cnts", COUNTS)
    a = _answer(archive, "How many shops stock Gwen's honey?")
    assert a.short == "seven shops", (a.short, a.summary)  # not a later count of those that said no
    a = _answer(archive, "What breed is Noor's dog Bella?")
    assert a.confidence != "high", (a.short, a.summary)  # "Russell" alone is a name, no breed
