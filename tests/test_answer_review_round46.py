"""The forty-sixth round's rules (bench/README "Forty-sixth round"): a yes/no question that
bounds an event by a day ("Was the phinisi launched before Christmas?", "… by the May
deadline?", "… before Tết?") is answered from the day the latest chat gives the event (the day
it was moved to), held against the bound, whose day is the calendar's or one a sentence says;
and "Did Ablaye beat Boy Mballing?" asks a win, which "lost his fight to Boy Mballing" says no.
Then a thing declined for an amount in any currency's sign, a breed said whole, where one was
only taken, a note's "the user" moving home, a yes/no answered by another's deed; and review
30's guards."""

from __future__ import annotations

from datetime import date

import pytest

from test_answer_conversation import answer_of, chats_archive, noted_sessions

from kbsearch.answer.date_bound import bounded_event
from kbsearch.answer.short_yesno import yes_or_no


def _words(*said: str):
    return lambda w: w.casefold() in said


@pytest.mark.parametrize("question, asked", [
    ("Was the phinisi launched before Christmas?", ("was the phinisi launched", "before", "christmas")),
    ("Did we get all the corporate returns filed by the May deadline?",
     ("did we get all the corporate returns filed", "by", "may deadline")),
    ("Did the Melbourne fish sauce arrive before Tết?", ("did the melbourne fish sauce arrive", "before", "tết")),
])
def test_an_event_bounded_by_a_day(question, asked):
    assert bounded_event(question) == asked


def test_a_day_asked_as_first_planned():
    assert bounded_event("Was the Kayar pirogue launched on 27 September as first planned?") \
        == ("was the kayar pirogue launched", "on", "27 september")
    assert bounded_event("Did Nino get to Gyumri in June as she first planned?") == ("did nino get to gyumri", "in", "june")
    assert bounded_event("Did Nino get to Gyumri in June?") is None


@pytest.mark.parametrize("question", ["Was the phinisi launched?", "When was the phinisi launched?",
                                      "Is Akbar's boat ready before Christmas?"])
def test_no_event_bounded_by_a_day(question):
    assert bounded_event(question) is None


CHATS = [
    ("2025-03-08", "The phinisi contract", [
        ("user", "Keel laying after Lebaran, around mid-April; launch target Saturday 20 December 2025."),
        ("assistant", "Tie each payment to a milestone anyone can see: 15% at launch, 5% on delivery.")],
     {"summary": "Fitri's yard signed the Layar Biru phinisi contract on 10 March 2025; keel laying mid-April 2025, "
                 "launch target 20 December 2025", "outcomes": ["Launch target 20 December 2025"]}),
    ("2025-10-04", "The engine is late", [
        ("user", "The Yanmar engine arrives at the end of November and Dad insists it goes in first. The launch moves from "
                 "20 December 2025 to the spring tide on 17 January 2026."),
        ("assistant", "Treat it as a client delay and get a signed addendum with the new launch date.")],
     {"summary": "The Yanmar engine for the phinisi arrives late; the launch moves from 20 December 2025 to the spring tide "
                 "on 17 January 2026",
      "outcomes": ["Launch moved to 17 January 2026"]}),
    ("2026-02-24", "Fish sauce for Tết", [
        ("user", "The Melbourne sauce arrived on 3 February and cleared customs on 6 February, in time for the holiday."),
        ("assistant", "Well done! That was close.")],
     {"summary": "Tết was on 17 February 2026; the Melbourne shipment arrived on 3 February 2026 and cleared customs on "
                 "6 February 2026", "outcomes": ["Melbourne shipment arrived 3 February 2026"]}),
    ("2025-05-24", "Returns season over", [
        ("user", "We filed the last corporate return on Monday 19 May 2025 at 11pm, a day early. No penalties!"),
        ("assistant", "Congratulations to the whole practice.")],
     {"summary": "The practice filed its last corporate return on Monday 19 May 2025, a day before the 20 May deadline",
      "outcomes": ["All corporate returns filed on 19 May 2025"]}),
]


@pytest.fixture(scope="module")
def dated(tmp_path_factory):
    return chats_archive(tmp_path_factory.mktemp("round46b"), "r46b", CHATS, "claude")


@pytest.mark.parametrize("question, short", [
    ("Was the phinisi launched before Christmas?", "No (17 January 2026)"),
    ("Did the Melbourne sauce arrive before Tết?", "Yes (3 February 2026)"),
    ("Did the Melbourne sauce arrive after Easter?", "No (3 February 2026)"),
    ("Did we get all the corporate returns filed by the May deadline?", "Yes (19 May 2025)"),
    ("Was the phinisi launched on 20 December as first planned?", "No (17 January 2026)"),
])
def test_the_day_of_the_event_against_the_bound(dated, question, short):
    assert answer_of(dated, question).short == short


def test_a_loss_says_no_to_a_win_asked_as_beating():
    from kbsearch.answer.whose_deed import beaten_said
    said = "Ablaye Sène lost his fight to Boy Mballing in Joal on 28 December 2025 in about forty seconds"
    assert beaten_said("Did Ablaye beat Boy Mballing?", said) == "No"
    assert beaten_said("Did Ablaye beat Boy Saloum?", "Ablaye beat Boy Saloum in three minutes on 27 April 2025") == ""
    asked = _words("ablaye", "beat", "boy", "mballing")
    assert yes_or_no("Ablaye beat Boy Saloum in three minutes on 27 April 2025", True, asked) == "Yes"


SESSIONS = [
    ("2025-06-10", [("Babacar", "Ablaye beat Boy Saloum in Mbour, three minutes! 1,500,000 francs."),
                    ("Carys", "A champion!")],
     ["Ablaye Sène beat Boy Saloum in three minutes on 27 April 2025 in Mbour, earning 1,500,000 CFA francs"]),
    ("2026-01-10", [("Babacar", "Forty seconds. The beach was wet, Ablaye slipped, and Boy Mballing just pushed him down."),
                    ("Carys", "Poor Ablaye.")],
     ["Ablaye Sène lost his fight to Boy Mballing in Joal on 28 December 2025 in about forty seconds after slipping "
      "on wet sand"]),
    ("2023-10-28", [("Maya", "The chain collapsed, so the house purchase is delayed to December. So much for November."),
                    ("Callum", "Ugh, I'm sorry.")],
     ["Maya's house purchase is delayed to December because the chain collapsed"]),
]


@pytest.fixture(scope="module")
def friends(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("round46"), "r46x", SESSIONS)


def test_a_month_moved_to_said_bare(friends):
    assert answer_of(friends, "Did Maya's house purchase complete in November as planned?").short == "No (December 2023)"


def test_a_fight_lost_to_the_one_asked(friends):
    assert answer_of(friends, "Did Ablaye beat Boy Mballing?").short == "No"
    assert answer_of(friends, "Did Ablaye beat Boy Saloum?").short.startswith("Yes")


def test_the_bound_is_the_year_nearest_the_event():
    from kbsearch.answer.date_bound import _bound_days
    assert _bound_days("christmas", date(2026, 1, 17)) == (date(2025, 12, 25), date(2025, 12, 25))
    assert _bound_days("may deadline", date(2025, 5, 19)) == (date(2025, 5, 1), date(2025, 5, 31))
    assert _bound_days("15 march", date(2024, 2, 1)) == (date(2024, 3, 15), date(2024, 3, 15))
    assert _bound_days("end of june", date(2024, 2, 1)) == (date(2024, 6, 21), date(2024, 6, 30))
    assert _bound_days("the wedding", date(2024, 2, 1)) is None


VISITS = [
    ("2025-03-02", [("Nino", "I'll come to Gyumri in June, I promise!"), ("Tigran", "I'll hold you to it.")],
     ["Nino plans to visit Tigran in Gyumri in June 2025"]),
    ("2025-05-31", [("Nino", "Bad news: a guide went on leave, so I've moved my Gyumri visit from June to early August."),
                    ("Tigran", "August is better anyway, the apricots.")],
     ["Nino postponed her June visit to Gyumri to early August because a guide, Eka, went on maternity leave"]),
    ("2025-08-10", [("Nino", "Home again. Four days in Gyumri went too fast."), ("Tigran", "Come back soon.")],
     ["Nino Beridze visited Tigran in Gyumri from Friday 1 August to Monday 4 August 2025"]),
    ("2025-11-23", [("Tigran", "First frost here. The facade waits till March."), ("Nino", "Poor stones.")],
     ["The first frost in Gyumri on 12 November 2025 stopped the Rustaveli Street facade"]),
]


@pytest.fixture(scope="module")
def visits(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("round46v"), "r46v", VISITS)


def test_a_visit_is_dated_by_when_it_began_not_by_a_frost_in_its_town(visits):
    # (a span "from … to …" is no day moved to; a sentence of the town alone dates no visit)
    assert answer_of(visits, "Did Nino get to Gyumri in June as she first planned?").short == "No (1 August 2025)"


# The round's second rules: a thing declined for an amount in another currency's sign, a
# breed of capitals or one not listed before, where one was taken is not where one lives, a
# note's "the user" moving home, and a yes/no said of another who did the asked deed.

def test_a_counter_offer_in_naira_or_rupees_declined_says_no():
    asked = _words("accept", "counter-offer")
    assert yes_or_no("Priya accepted the Pune offer and declined the ₹20,000 counter-offer", True, asked) == "No"
    assert yes_or_no("Priya accepted the ₹20,000 counter-offer", True, asked) == "Yes"


DOGS = [
    ("2025-04-02", [("Eilis", "Murphy ate a whole loaf off the counter. Kerry Blue terriers have no shame."),
                    ("Tunde", "Ha! Bramble would never.")],
     ["Eilis's dog Murphy is a Kerry Blue terrier who ate a loaf off the counter",
      "Tunde's dog Bramble, a three-year-old fawn Boerboel, guards the yard in Ibadan"]),
]


@pytest.fixture(scope="module")
def dogs(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("round46d"), "r46d", DOGS)


def test_a_breed_of_capitals_and_one_newly_listed(dogs):
    assert answer_of(dogs, "What breed of dog is Murphy?").short == "Kerry Blue terrier"
    assert "Boerboel" in answer_of(dogs, "What breed is Bramble?").short


def test_where_one_was_taken_is_not_where_one_lives():
    from kbsearch.answer.asked import PLACE_AFTER
    from kbsearch.answer.homes import only_taken_to

    def places(body):
        return list(PLACE_AFTER.finditer(body))
    taken = "Take Naomi Dalyop to JUTH on 22 May 2025."
    assert only_taken_to(taken, places(taken))
    for body in ("Naomi moved to Barkin Ladi in 2019.", "Naomi lives in Barkin Ladi.", "She took Naomi to JUTH from Barkin Ladi."):
        assert not only_taken_to(body, places(body)), body


MUM = [
    ("2025-05-17", "Mum alone", [("user", "My mum, Agnes, is 70 and she's lived alone in Drumcondra since Dad died."),
                    ("assistant", "That's a lot for her to manage alone.")],
     {"summary": "The user's mother Agnes, 70, has lived alone in Drumcondra since her husband died",
      "decisions": [{"decision": "Take Agnes to the Mater on 22 May 2025", "rationale": "Her blood pressure was 172/104"}]}),
]


@pytest.fixture(scope="module")
def mum(tmp_path_factory):
    return chats_archive(tmp_path_factory.mktemp("round46m"), "r46m", MUM, "claude")


def test_where_mum_lives_is_not_the_hospital_she_is_taken_to(mum):
    assert answer_of(mum, "Where does Mum live?").short == "Drumcondra"


def test_a_note_says_the_user_moved_home():
    from kbsearch.answer.homes import home_of
    said = "The user's family moved to the Lamingo bungalow on 14 February 2026; the dog explored the wall"
    assert home_of(said, frozenset(), "Where do we live now?") == "the Lamingo bungalow"
    assert home_of("The user's sister moved into a flat in Leeds on 2 May", frozenset(), "Where do we live now?") == ""


def test_the_asked_deed_done_by_another():
    from kbsearch.answer.whose_deed import another_did_it
    question = "Would Donncha be likely to beat Dadatoa Zafy at fanorona?"
    assert another_did_it(question, "On Saturday 19 April Tsiory beat Dadatoa Zafy at fanorona for the first time")
    assert not another_did_it(question, "Donncha lost to Dadatoa Zafy at fanorona in nine minutes")
    assert not another_did_it("Did Pandu finish the Desert Dash?", "Panduleni finished the Desert Dash in 19 hours")
    assert not another_did_it("Did I beat Zafy?", "Tsiory beat Zafy")


GAMES = [
    ("2025-04-27", [("Tsiory", "I beat Zafy at last! Eleven pieces in one move."), ("Donncha", "Brilliant!")],
     ["On Saturday 19 April 2025 Tsiory beat Dadatoa Zafy at fanorona for the first time"]),
    ("2025-11-02", [("Donncha", "Zafy destroyed me. Nine minutes."), ("Tsiory", "He does that.")],
     ["On his trip Donncha walked in Marojejy and lost to Dadatoa Zafy at fanorona in nine minutes in Sambava"]),
]


@pytest.fixture(scope="module")
def games(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("round46g"), "r46g", GAMES)


def test_a_win_asked_of_one_is_not_anothers(games):
    assert answer_of(games, "Did Donncha beat Zafy at fanorona?").short == "No"
    assert answer_of(games, "Would Donncha be likely to beat Dadatoa Zafy at fanorona?").short == "Likely no"


def test_a_question_of_being_asks_no_deed_of_another():
    from kbsearch.answer.whose_deed import another_did_it
    assert not another_did_it("Is Kevin a vegetarian?", "Wow that salmon looks good, Im a big fan of fish")
    assert not another_did_it("Was Elise a proponent of a healthy diet?", "Emi: Great job, Im a fan")


# Review 30's guards (a helper's probes of the round's code against the start's): each failed
# on b0bc2b6.

@pytest.mark.parametrize("question, said, got", [
    ("Did Arsenal beat Chelsea?", "Chelsea lost 2-1 to Arsenal on Saturday.", "Yes"),
    ("Did Bello beat Kwame?", "Kwame lost his fight to Bello in round three, but Bello lost the title bout to Okoye later.", "Yes"),
    ("Did Dani beat Rafa in the club final?", "Rafa lost to Dani in the club final on Sunday.", "Yes"),
    ("Did Ife beat her PB at the Bristol half?", "I came second in my age group at the Bristol half and beat my PB by three minutes!", ""),
])
def test_who_lost_to_whom(question, said, got):
    from kbsearch.answer.whose_deed import beaten_said
    assert beaten_said(question, said) == got


def test_a_placing_is_no_no_to_beating_a_record():
    asked = _words("ife", "beat", "pb", "bristol", "half")
    assert yes_or_no("I came second in my age group at the Bristol half and beat my PB by three minutes!", True, asked) == "Yes"


@pytest.mark.parametrize("body, length", [
    ("The drive to Inverness took 4 hours 30 minutes, 15 minutes longer than last year.", "4 hours 30 minutes"),
    ("My 1500 m took 3 minutes 20 seconds, 20 seconds better than May.", "3 minutes 20 seconds"),
    ("She finished in 3 hours 52 minutes 10 seconds.", "3 hours 52 minutes 10 seconds"),
])
def test_a_length_is_not_joined_to_its_difference(body, length):
    from kbsearch.answer.short_time import duration_of
    assert duration_of(body) == length


@pytest.mark.parametrize("body", ["Mum went back to Kaduna for good last year.", "Leo emigrated to Canada in 2022.",
                                  "Ayo returned to Ibadan after the divorce.",
                                  "My brother Hamza went to Dubai for work two years ago and never came back."])
def test_going_for_good_is_where_one_lives(body):
    from kbsearch.answer.asked import PLACE_AFTER
    from kbsearch.answer.homes import only_taken_to
    assert not only_taken_to(body, list(PLACE_AFTER.finditer(body)))


def test_a_pronoun_or_the_speaker_may_be_the_one_asked():
    from kbsearch.answer.whose_deed import another_did_it
    assert not another_did_it("Did Tom go to the gig?", "He went, and Sarah went too.")
    assert not another_did_it("Did Noor pass the exam?", "She passed! Asma passed with 80.")
    assert not another_did_it("Did Ben finish the marathon?", "I finished in 3:45 and Chloe finished in 4:10.")
    assert not another_did_it("Did Kemi visit Lagos?", "Kemi: I visited Lagos in March, and Tunde visited Abuja the same week.")


@pytest.mark.parametrize("question, asked", [
    ("Did Callum complete on the house in July as planned?", ("did callum complete on the house", "in", "july")),
    ("Did the team arrive in Rome on 3 May as planned?", ("did the team arrive in rome", "on", "3 may")),
    ("Did we move in on 2 January as planned?", ("did we move in", "on", "2 january")),
])
def test_the_plan_is_the_last_day_before_as_planned(question, asked):
    assert bounded_event(question) == asked


PLANS = [
    ("2025-02-06", "Tax", [("user", "I didn't manage to file the tax return before 31 January, I finally filed it on 4 February and paid the £100 penalty."),
                           ("assistant", "Sorry about the penalty.")], {"summary": "The user filed the tax return late."}),
    ("2025-10-02", "Sea Wren", [("user", "The launch of the Sea Wren moves from 20 December to 17 January, the engine is late."),
                                ("assistant", "Tell the client now.")], {"summary": "The Sea Wren launch moves."}),
    ("2026-02-01", "Sea Wren again", [("user", "The client is still annoyed the Sea Wren launch wasn't on 20 December like we promised. We launched her on 17 January in the end."),
                                      ("assistant", "She'll forget once she sails.")], {"summary": "The Sea Wren was launched."}),
    ("2025-10-20", "App", [("user", "The app launch was set for 1 November, but it's been postponed to 15 January."),
                           ("assistant", "Use the time for testing.")], {"summary": "The app launch was postponed."}),
    ("2025-12-01", "Tallinn", [("user", "The Tallinn shipment should arrive on 20 December, fingers crossed."),
                               ("assistant", "Fingers crossed!")], {"summary": "A shipment from Tallinn is on its way."}),
    ("2024-03-10", "Roof", [("user", "The roofers postponed Callum's roof job until after Easter, now it's 28 April."),
                            ("assistant", "At least the weather will be better.")], {"summary": "Callum's roof job was postponed."}),
    ("2025-06-01", "Guests", [("user", "My cousin Kasia arrives on 12 June, and Tomek lands on 16 June, the wedding is on 14 June."),
                              ("assistant", "A busy week!")], {"summary": "Wedding guests arrive."}),
]


@pytest.fixture(scope="module")
def plans(tmp_path_factory):
    return chats_archive(tmp_path_factory.mktemp("round46p"), "r46p", PLANS, "chatgpt")


@pytest.mark.parametrize("question, wrong", [
    ("Did I file the tax return by the January deadline?", "Yes (31 January 2025)"),
    ("Was the Sea Wren launched before Christmas?", "Yes (20 December 2025)"),
    ("Did we launch the app before Christmas?", "Yes (1 November 2025)"),
    ("Did the Tallinn shipment arrive before Christmas?", "Yes (20 December 2025)"),
    ("Did Tomek arrive before the wedding?", "Yes (12 June 2025)"),
])
def test_no_day_denied_bounded_hoped_or_anothers(plans, question, wrong):
    assert answer_of(plans, question).short != wrong


def test_a_day_moved_to_after_the_first(plans):
    assert answer_of(plans, "Did we launch the app before Christmas?").short == "No (15 January 2026)"


def test_a_holiday_said_as_a_bound_is_not_the_days_event(plans):
    assert answer_of(plans, "Was Callum's roof job done after Easter?").short == "Yes (28 April 2024)"
    assert answer_of(plans, "Was Callum's roof job done before Easter?").short == "No (28 April 2024)"
