"""The twenty-seventh round's rules (bench/README "Twenty-seventh round"): a dose asked is
an amount with its unit ("What's my amlodipine dose now?" → "10 mg", "What dose of
gliclazide was Mum on?" → "80 mg twice a day", the one by the medicine's name), and a user's
sentence that opens with someone else yet says the user's own thing the question asks of
("Dr Reid has doubled my amlodipine to 10 mg") is the user's."""

from __future__ import annotations

import pytest

from test_answer_conversation import chats_archive

from kbsearch.answer.subject import RIGHT, WRONG, QuestionSubject


def _answer(searcher, question: str):
    """The answer words alone give (the default without stored embeddings)."""
    from kbsearch.answer.compose import answer

    return answer(searcher, question, rerank=False)


CHATS = [
    ("2024-02-06", "Home blood pressure readings", [
        ("user", "Went to Dr Shona Reid for a check and my blood pressure was 158/96. She's started me on "
                 "amlodipine 5 mg once a day and wants a week of home readings."),
        ("assistant", "Take two readings morning and evening, seated, after five minutes' rest."),
    ], {"summary": "The user's GP found high blood pressure and started a daily tablet"}),
    ("2024-03-04", "Mum's dizzy spells", [
        ("user", "Mum is 71 and has type 2 diabetes. She's on metformin 1 g twice a day, gliclazide 80 mg twice a "
                 "day and atorvastatin 20 mg. She gets sweaty and dizzy late in the morning."),
        ("assistant", "Sulfonylureas such as gliclazide can cause low blood sugar; ask her GP for a review."),
    ], {"summary": "The user's mother has dizzy spells; the assistant suggested a medication review"}),
    ("2024-05-07", "Puffy ankles", [
        ("user", "Bad news. At the pre-op my blood pressure was 162/98. Dr Reid has doubled my amlodipine to 10 mg, "
                 "and now my ankles are a bit puffy. Is that normal?"),
        ("assistant", "Ankle swelling is a common side effect, worse at higher doses. Raise your feet when you sit."),
    ], {"summary": "The GP increased the user's tablet dose and the user has puffy ankles"}),
]


@pytest.fixture(scope="module")
def doses(tmp_path_factory):
    return chats_archive(tmp_path_factory.mktemp("round27"), "r27a", CHATS, "chatgpt")


@pytest.mark.parametrize("question, short", [
    ("What's my amlodipine dose now?", "10 mg"),  # (the 5 mg of February was raised in May)
    ("What dose of gliclazide is Mum on?", "80 mg twice a day"),  # (not metformin's "1 g twice")
])
def test_a_dose_is_the_amount_by_the_medicine(doses, question, short):
    a = _answer(doses, question)
    assert a.short == short, (a.short, a.confidence, a.summary)


def test_a_users_sentence_saying_the_users_own_asked_thing_is_the_users():
    q = QuestionSubject.of("What's my amlodipine dose now?", speakers={"user", "assistant"})
    assert q.about("user", "Dr Reid has doubled my amlodipine to 10 mg, and now my ankles are a bit puffy.") == RIGHT
    # … not one opening with someone else and saying nothing of the user's asked thing
    assert q.about("user", "Lena takes amlodipine too, 5 mg.") == WRONG


KNEE = [
    ("2024-03-27", "Getting ready for a knee replacement", [
        ("user", "I'm having my left knee replaced at the Royal Infirmary on 14 May. Craig will run the shop."),
        ("assistant", "Getting stronger beforehand really helps. Here's a plan: quad sets, heel slides, bridges."),
    ], {"summary": "The user is preparing for a left knee replacement in May with prehab exercises"}),
    ("2024-04-02", "Servicing contract for a bakery", [
        ("user", "The bakery wants its three cargo bikes serviced at the end of every month. What date should I invoice?"),
        ("assistant", "Invoice on the last working day of the month, with payment due in 14 days."),
    ], {"summary": "The user will service a bakery's cargo bikes at the end of each month"}),
    ("2024-05-07", "Blood pressure and the knee operation", [
        ("user", "Bad news. At the pre-op my blood pressure was 162/98, so they've postponed the knee operation to 4 June."),
        ("assistant", "That's a common reason to postpone; keep taking your readings."),
    ], {"summary": "The user's knee operation was postponed because of high blood pressure at the pre-op check"}),
]


@pytest.fixture(scope="module")
def knee(tmp_path_factory):
    return chats_archive(tmp_path_factory.mktemp("round27k"), "r27k", KNEE, "chatgpt")


def test_a_date_asked_in_the_end_is_where_a_later_chat_moved_it(knee):
    a = _answer(knee, "What date was the knee surgery in the end?")
    assert a.short == "4 June 2024", (a.short, a.summary)


@pytest.mark.parametrize("text, resolved", [
    ("The user is preparing for a left knee replacement in May.", "May 2024"),  # "left": the side, not leaving
    ("She left her job in May.", "May 2023"),
    ("He left in May for Spain.", "May 2023"),
])
def test_left_is_a_past_only_as_leaving(text, resolved):
    from datetime import date

    from kbsearch.answer.when import mentions

    assert [t.resolved for t in mentions(text, date(2024, 3, 27))] == [resolved]


MOVE = [
    ("2024-09-14", [
        ("Lachlan", "Still in Dunedin, still lettering shop windows. Tui says hi."),
        ("Iga", "Say hi back! Dawid's dad lives in Jelenia Góra, we visit him in October."),
    ], ["Lachlan Ashdown is a signwriter in Dunedin", "Iga will visit Dawid's father in Jelenia Góra in October"]),
    ("2025-04-26", [
        ("Lachlan", "Done it. Drove Doris up with Tui on the 5th and started at the Court Theatre on the 14th."),
        ("Iga", "A real scenic artist now!"),
    ], ["Lachlan moved from Dunedin to Christchurch on 5 April 2025 and started as scenic artist at the Court Theatre"]),
    ("2025-06-21", [
        ("Lachlan", "I'm painting a Russian country house for a Chekhov play. Birch trees everywhere."),
        ("Iga", "Send photos!"),
    ], ["Lachlan is painting a Russian country house for a Chekhov play at the Court Theatre",
        "For the October visit Lachlan wants to see Iga's father in Jelenia Góra"]),
]


@pytest.fixture(scope="module")
def moved(tmp_path_factory):
    from test_answer_conversation import noted_sessions

    return noted_sessions(tmp_path_factory.mktemp("round27m"), "r27m", MOVE)


@pytest.mark.parametrize("question", ["Which city does Lachlan live in now?", "Where does Lachlan live now?"])
def test_where_one_lives_is_where_they_moved_to(moved, question):
    # (not the later "country house" of a play, nor the town of someone else's father)
    a = _answer(moved, question)
    assert a.short == "Christchurch", (a.short, a.summary)


@pytest.mark.parametrize("text, said, resolved", [
    ("And Wiktor says I can enter my first tournament in January, the amateur cup.", (2024, 12, 14), "January 2025"),
    ("We had snow in January.", (2024, 12, 14), "January 2024"),  # a past shown: the January before
    ("The old oven broke down in January.", (2024, 12, 14), "January 2024"),
    ("Kofi recalls a terrible dust storm in January", (2023, 11, 25), "January 2023"),  # recalled: past
])
def test_a_month_with_no_tense_shown_is_the_nearer_one(text, said, resolved):
    from datetime import date

    from kbsearch.answer.when import mentions

    assert [t.resolved for t in mentions(text, date(*said))] == [resolved]


@pytest.mark.parametrize("question, noun", [
    ("What did Lachlan call his van?", "van"),
    ("What did we call our boat?", "boat"),
    ("What did Nacho rename his boat?", "boat"),
    ("What did the shelter call my cat?", ""),  # a name another gave: not the owner's naming
    ("What did you call it?", ""),
])
def test_a_name_the_owner_gave_is_a_naming_question(question, noun):
    from kbsearch.answer.naming import named_noun

    assert named_noun(question) == noun


@pytest.mark.parametrize("question, body, count", [
    ("What dose of lisinopril is Kofi on?", "Kofi is on metformin 500 mg twice a day and lisinopril 10 mg every morning",
     "10 mg every morning"),
    ("What's Kofi's metformin dose now?", "Kofi is on metformin 500 mg twice a day and lisinopril 10 mg every morning",
     "500 mg twice a day"),
    # (no amount by the medicine asked: none, not sertraline's)
    ("What dose of propranolol do I take?", "takes sertraline 50 mg a day for anxiety and propranolol when needed", ""),
    ("How old is Pieter?", "her husband owns a bicycle shop; children Liezl, 13, and Pieter, 9; a 1970s house", "9"),
    ("How old is Sindre?", "From one who talks to pilots to one who is one.", ""),
])
def test_a_dose_or_an_age_is_the_one_by_the_name(question, body, count):
    from kbsearch.answer.short_count import count_of

    assert count_of(body, question) == count
