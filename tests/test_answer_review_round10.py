"""Misfires a review (helper-21) found in the tenth round's rules, each fixed and kept
fixed here: a day of the month alone, a who-answer's name, a change of value, a list's
introduction, a rate, money by the period, a finishing time, names joined by "of"."""

from datetime import date

import pytest

from test_answer_conversation import chats_archive
from test_answer_short_pieces import passage

SAID = date(2025, 10, 5)


@pytest.mark.parametrize("text, resolved", [
    ("Finn's fever finally broke on the 3rd day.", []),  # an ordinal of a thing, no date
    ("We moved into the new flat on the 4th floor.", []),
    ("It stopped hurting after the 2nd physio session.", []),
    ("I've booked the restaurant for our anniversary dinner on the 14th.", ["14 October 2025"]),  # arranged: to come
    ("I was told the new boiler will be fitted on the 20th.", ["20 October 2025"]),
    ("We were hoping to fly out on the 25th.", ["25 October 2025"]),
    ("The parcel arrived on the 3rd.", ["3 October 2025"]),
])
def test_a_day_of_the_month_alone(text, resolved):
    from kbsearch.answer.when import mentions

    assert [t.resolved for t in mentions(text, SAID)] == resolved


def test_a_name_before_a_number_is_still_someone():
    from kbsearch.answer.asked import Asked
    from kbsearch.answer.short_who_where import who_of

    never = lambda w: False  # noqa: E731
    assert who_of("user", "I still owe Sarah 80 euro for my ticket.", Asked.of("Who do I owe money to?"), never) == "Sarah"
    assert who_of("user", "I rang Declan 3 times today.", Asked.of("Who did I ring?"), never) == "Declan"
    assert who_of("user", "My Dell XPS 13 died after the spill.", Asked.of("Who spilled juice?"), never) != "Dell XPS"


def test_a_role_is_named_only_by_the_same_role_of_the_same_person():
    from kbsearch.answer.short_who_where import named_role

    assert named_role("the doctor", ["Our GP, Dr Aoife Kelly, was closed."]) == ""  # a doctor is not the GP
    assert named_role("Rob's mother", ["My mum Sheila brought dinner."]) == ""  # the user's mum, not Rob's
    assert named_role("my family", ["The family Christmas dinner was fun."]) == ""  # a group names no one
    assert named_role("their mother", ["Our mum Christmas shopping."]) == ""  # a holiday is no name


def test_a_rate_paid_by_the_hour_is_money_and_a_verb_asks_no_price():
    from kbsearch.answer.short_count import count_of
    from kbsearch.answer.value_words import asks_money

    assert count_of("The electrician's hourly rate is €60 plus 23% VAT.", "What was the hourly rate?") == "€60"
    assert count_of("We took the 5-year fixed rate at 3.65%.", "What rate did we fix the mortgage at?") == "3.65%"
    assert not asks_money("How much is Leo sleeping a night?")
    assert not asks_money("How much is the baby drinking a day?")
    assert asks_money("How much is the allotment a year?")


def test_a_finishing_time_in_words_and_in_letters():
    from kbsearch.answer.asked import CLOCKED

    for said in ("I finished the Dublin marathon in four and a half hours.", "Done in 1h 52m!", "half an hour"):
        assert CLOCKED.search(said), said
    for said in ("I bought a second pair of shoes.", "I met an HR manager.", "Eat every 45 minutes."):
        assert not CLOCKED.search(said), said


def _listed(intro, items):
    from kbsearch.answer.gather import list_after

    p = passage(intro)
    p.source_text = intro + "\n" + "\n".join(f"{i}. {x}" for i, x in enumerate(items, 1))
    return list_after(p)


def test_a_list_of_what_not_to_take_is_no_suggestion():
    assert _listed("assistant: I'm not a doctor, but these painkillers are not suggested for a child his age:",
                   ["Aspirin.", "Codeine.", "Solpadeine."]) == []
    assert _listed("assistant: I'm not a doctor, but these are commonly recommended:",
                   ["Oats.", "Nuts.", "Olive oil."]) == ["Oats", "Nuts", "Olive oil"]


def test_a_list_item_is_not_cut_at_an_abbreviation_or_its_label():
    assert _listed("assistant: Places worth a visit:", ["St. Stephen's Green for a walk.", "Dr. Quirkey's Emporium.",
                                                        "Install Python 3.12, e.g. via pyenv."]) \
        == ["St. Stephen's Green for a walk", "Dr. Quirkey's Emporium", "Install Python 3.12, e.g. via pyenv"]
    assert _listed("assistant: Weighed up:", ["Pro: it's cheap.", "Con: it's slow.", "Pro: easy setup."]) \
        == ["it's cheap", "it's slow", "easy setup"]


def test_names_joined_by_of_open_a_sentence_only_as_names():
    from kbsearch.answer.words import names_in

    assert names_in("Because of Sam, we finished by six.", set()) == []
    assert names_in("Most of Galway lost power.", set()) == []
    assert names_in("Royal Bank of Scotland approved it.", set()) == ["Royal Bank of Scotland"]


def test_which_reads_no_verb_as_its_noun():
    from kbsearch.answer.short_which import _WHICH

    assert _WHICH.match("Which were delivered late?") is None
    assert _WHICH.match("Which bank approved our mortgage?").group(2) == "bank"


CHATS = [
    ("2025-05-10", "Swimming test nerves", [("user", "Maya is nervous about her swimming test on Saturday.")],
     {"summary": "Maya is nervous she won't pass her swimming test on Saturday."}),
    ("2025-05-18", "Swimming test result", [("user", "Great news from the weekend!")],
     {"summary": "Ella's mum confirmed Maya passed her swimming test. Maya was thrilled and wants a party."}),
    ("2025-06-02", "New TV", [
        ("user", "I bought a Samsung TV for the living room for €899 last week."),
        ("user", "Annoyingly the same TV is now €749 in the sale.")],
     {"summary": "The user bought a Samsung TV for €899; it is now on sale for €749."}),
    ("2025-01-26", "Maya's hives", [
        ("user", "Maya came out in hives at a party. Our GP has referred her to the allergy clinic in Crumlin, "
                 "they'll write with a date."),
        ("assistant", "Keep antihistamine to hand until then."),
        ("user", "Also, her dentist appointment is on 14 March, should I mention it to the dentist?"),
        ("assistant", "Yes, tell the dentist about the suspected allergy.")],
     {"summary": "Maya had hives; referred to Crumlin allergy clinic."}),
]


@pytest.fixture(scope="module")
def reviewed(tmp_path_factory):
    return chats_archive(tmp_path_factory.mktemp("round10"), "rtrt", CHATS, "claude")


def test_a_sentence_naming_the_subject_anywhere_may_be_about_them(reviewed):
    """"Ella's mum confirmed Maya passed her swimming test" is about Maya, though Ella's mum opens it."""
    from kbsearch.answer.compose import answer

    a = answer(reviewed, "Did Maya pass her swimming test?", rerank=False)
    assert a.short.startswith("Yes"), (a.short, a.summary)


def test_what_was_paid_is_not_what_it_costs_now(reviewed):
    from kbsearch.answer.compose import answer

    a = answer(reviewed, "How much did I pay for the TV?", rerank=False)
    assert a.short == "€899", (a.short, a.summary)


def test_the_chats_other_words_lift_no_answer_without_the_asked_value(reviewed):
    """Another sentence's "appointment" (the dentist's) sets no scene for a sentence with no date."""
    from kbsearch.answer.compose import answer

    a = answer(reviewed, "When is Maya's allergy appointment?", rerank=False)
    assert a.short not in ("26 January 2025", "14 March 2025"), (a.short, a.confidence, a.summary)


def test_an_age_written_beside_the_name():
    from kbsearch.answer.short_count import count_of

    said = "We're taking Fiona's two, Isla (9) and Jamie (12), to Oban in the caravan."
    assert count_of(said, "How old is Jamie?") == "12"
    assert count_of(said, "How old is Isla?") == "9"
    assert count_of("Jamie (2023 intake) starts soon.", "How old is Jamie?") == ""  # no age in brackets


def test_the_role_a_who_question_asks_is_named_where_its_chat_names_it():
    from kbsearch.answer.short_who_where import named_role

    assert named_role("surgeon", ["I'm having my left knee replaced on 14 May.", "The surgeon is Mr Iain Fraser."]) \
        == "Mr Iain Fraser"
    assert named_role("surgeon", ["The surgeon is happy with it."]) == ""
