"""The twenty-first round's rules (bench/README "Twenty-first round"): a job asked as it is now
or by its title, a job said after "and is now a", a name set off before "your cat", and the
user's relative's job in the notes of the user's own chat."""

from __future__ import annotations

import pytest

from test_answer_conversation import chats_archive, noted_sessions

from kbsearch.answer.asked import Asked
from kbsearch.answer.clauses import appositive_names
from kbsearch.answer.jobs import job_of
from kbsearch.answer.kinds import asked_thing


def _answer(searcher, question: str):
    """The answer words alone give (the default without stored embeddings)."""
    from kbsearch.answer.compose import answer

    return answer(searcher, question, rerank=False)


MOOR = [
    ("2023-03-04", [("Ines", "Tomás, guess what, I'm at the conservatoire full time from September."),
                    ("Tomás", "Amazing. I'm still shoeing horses every day, twelve years a farrier now.")],
     ["Tomás has been a farrier for twelve years; Ines starts at the conservatoire in September",
      "Ines's cat Pimenta knocked her metronome off the piano"]),
    ("2024-02-10", [("Tomás", "I shod my last horse on Friday. From now on I'm a full-time blacksmith."),
                    ("Ines", "The forge at last! What's first?"),
                    ("Tomás", "A railing for the town hall stairs. I hired Rui, a former knife-class student, as my striker.")],
     ["Tomás shod his last horse and is now a full-time blacksmith",
      "Tomás hired Rui, a former knife-class student, as his striker"]),
]


@pytest.fixture(scope="module")
def moor(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("moor"), "moor", MOOR)


@pytest.mark.parametrize("question", ["What is Tomás's job now?", "What is Tomás's job title?",
                                      "What is Tomás's job title now?", "What is Tomás's current job?"])
def test_a_job_asked_as_it_is_now_or_by_its_title(question):
    asked = Asked.of(question)
    assert asked.job and asked_thing(question) is not None and asked_thing(question).name == "job"


def test_now_after_another_kind_is_not_read_as_its_end():
    # (only a job: "What is Ana's car now?" reads as before)
    assert asked_thing("What is Ana's car now?") is None


def test_a_job_said_after_and_is_now_a():
    assert job_of("Tomás shod his last horse and is now a full-time blacksmith", {"tomás"}, "") == "full-time blacksmith"
    # … of the name before it, not of another one between
    assert job_of("Rui met Tomás and is now a full-time blacksmith", {"tomás"}, "") == ""


def test_a_job_got_is_a_job_said():
    assert job_of("Maya got the community midwifery team leader job", {"maya"}, "") == "community midwifery team leader"


def test_what_is_their_job_now_is_the_latest_job_said_of_them(moor):
    a = _answer(moor, "What is Tomás's job now?")
    assert a.short == "full-time blacksmith"


@pytest.mark.parametrize("body,names", [
    ("7. **Arrange someone for Figaro**, your cat, if you have a cat-sitter.", ["Figaro"]),
    ("Leave a key for Figaro, your cat.", ["Figaro"]),
    ("Leave a key for the neighbour, your cat-sitter.", []),
])
def test_a_name_set_off_before_your_cat(body, names):
    assert appositive_names(body, "cat", yours=True) == names  # (the assistant's "your")


@pytest.mark.parametrize("body,job", [
    ("The user's car is old; husband Olivier is a sound engineer at the opera house", "sound engineer"),
    ("The user's husband Olivier is a sound engineer at the opera house", "sound engineer"),
    # (another's husband in the note is not the user's)
    ("The user met Claire; her husband Marc is a sound engineer", ""),
])
def test_the_users_relative_in_a_note_of_their_chat(body, job):
    assert job_of(body, frozenset(), "", ("my", "husband")) == job


CHATS = [
    ("2025-02-08", "Choosing an electric car", [
        ("user", "We need to replace our car. My husband Olivier is a sound engineer at the opera and mostly cycles."),
        ("assistant", "Here is what to weigh: 1. **Range** for your longer trips. 2. **Home charging**.")],
     {"summary": "The user is replacing the family car; husband Olivier is a sound engineer at the opera and cycles to "
                 "work; the assistant listed range and home charging.",
      "outcomes": ["Shortlist of two cars"]}),
    ("2025-09-27", "Before the Japan trip", [
        ("user", "We fly to Japan on Saturday. Anything I'm forgetting?"),
        ("assistant", "1. **Check your passports**.\n2. **Arrange someone for Figaro**, your cat, if you have a cat-sitter.")],
     {"summary": "Before the trip: check passports; arrange someone for the cat",
      "outcomes": ["Neighbour feeds the cat"]}),
]


@pytest.fixture(scope="module")
def lyon(tmp_path_factory):
    return chats_archive(tmp_path_factory.mktemp("lyon"), "lyon", CHATS, "chatgpt")


def test_the_users_relatives_job_from_the_notes(lyon):
    assert _answer(lyon, "What does my husband do for a living?").short == "sound engineer"


def test_our_cats_name_from_the_assistants_your_cat(lyon):
    assert _answer(lyon, "What's our cat's name?").short == "Figaro"


PLANS = [
    ("2024-10-26", [("Nacho", "The bus takes ninety minutes some days. I'm thinking of buying a motorbike."),
                    ("Noor", "Vale will hate that.")],
     ["Nacho's commute takes forty to ninety minutes by bus; he is thinking of buying a motorbike, which Vale dislikes",
      "Nacho bought a wooden dinghy named Margarita from Don Lucho, a fisherman in Quintero, for 350,000 pesos",
      "Nacho ordered new sails for the dinghy from Mar del Plata for 480,000 pesos",
      "Noor interviewed at Studio Corbeau, a studio in Mile End making a cozy game called Lanterne"]),
    ("2024-12-21", [("Noor", "Did you get the motorbike?"),
                    ("Nacho", "No, I decided against it. I take the bus and read.")],
     ["Nacho decided not to buy a motorbike and keeps taking the bus",
      "Noor will become lead tools programmer at Studio Corbeau in April"]),
]


@pytest.fixture(scope="module")
def plans(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("plans"), "plan", PLANS)


def test_a_thing_thought_of_is_a_plan_whose_outcome_answers(plans):
    a = _answer(plans, "Did Nacho buy a motorbike?")
    assert a.short == "No" and "decided not to buy" in a.summary


def test_the_thing_called_by_its_name(plans):
    assert _answer(plans, "What game is Studio Corbeau making?").short == "Lanterne"


def test_who_is_not_the_name_of_the_questions_thing(plans):
    assert _answer(plans, "Who did Nacho buy the dinghy from?").short == "Don Lucho"


@pytest.mark.parametrize("body,job", [
    ("Noor will become lead tools programmer at Studio Corbeau in April", "lead tools programmer"),
    ("Noor became a senior analyst in May", "senior analyst"),
    ("Noor became a mother in May", ""),
    ("Noor became friends with Ana", ""),
])
def test_a_post_become(body, job):
    assert job_of(body, {"noor"}, "") == job


def test_who_is_my_role_is_the_name_set_off_before_it(tmp_path):
    chats = [("2025-01-11", "Tax season at the practice", [
        ("user", "I run my own small accounting practice, Cabinet Roux, in Lyon. It's me, Karim, my senior assistant, "
                 "and an apprentice."),
        ("assistant", "That's a small team for tax season; here is a plan.")],
        {"summary": "The user runs her accounting practice, Cabinet Roux, in Lyon with Karim, her senior assistant for "
                    "eight years, and an apprentice", "outcomes": ["About 160 clients"]})]
    s = chats_archive(tmp_path, "lyo2", chats, "chatgpt")
    assert _answer(s, "Who is my senior assistant at the practice?").short == "Karim"


@pytest.mark.parametrize("body,answer", [
    ("Kanazawa was the surprise of the trip and nobody regrets skipping Hiroshima", "No"),
    ("We are declining the Hiroshima day trip", "No"),
    ("We went to Hiroshima on the Tuesday", "Yes"),
])
def test_a_place_skipped_was_not_gone_to(body, answer):
    from kbsearch.answer.short_yesno import yes_or_no

    asked = {"go", "hiroshima", "went"}
    assert yes_or_no(body, True, lambda w: w.casefold() in asked) == answer


def test_a_friend_called_by_name_is_still_who(tmp_path):
    s = noted_sessions(tmp_path, "frnd", [("2024-03-02", [("Ana", "I made a new friend at climbing, a friend called Sam."),
                                                           ("Ben", "Nice!")],
                                           ["Ana made a new friend at climbing called Sam"])])
    assert _answer(s, "Who is Ana's new friend?").short == "Sam"


@pytest.mark.parametrize("text", ["350,000 pesos", "750 million đồng", "1,200 złoty", "90 lari", "3,000 kroner", "2 million dong"])
def test_money_in_a_currency_by_its_name(text):
    from kbsearch.answer.value_words import MONEY

    assert MONEY.search(f"He paid {text} for it")


@pytest.mark.parametrize("body,another", [
    ("Nacho ordered new sails for the dinghy from Mar del Plata for 480,000 pesos", True),
    ("Nacho bought a wooden dinghy from Don Lucho for 350,000 pesos", False),
    ("He bought the rechargeable ones from Hear Clearly after all, and they came down to £2,650", False),
    ("I bought it from a dealer for £300", False),
])
def test_an_amount_paid_for_another_thing_before_it(body, another):
    from kbsearch.answer.value_words import paid_for_another

    assert paid_for_another(body, "the dinghy") is another


def test_what_was_paid_for_the_thing_not_its_parts(plans):
    a = _answer(plans, "How much did Nacho pay for the dinghy?")
    assert a.short == "350,000 pesos"


def test_a_note_that_says_the_words_together_beats_one_that_scatters_them():
    import kbsearch.answer.evidence as E
    from kbsearch.ranking.synonyms import Pattern

    class P:  # the fields _spread reads
        def __init__(self, text):
            self.text, self.kind, self.strengths = text, "summary", [E.ORIGINAL, E.ORIGINAL]

    concepts = [E.Concept(w, Pattern(w), [], frozenset()) for w in ("sister", "bike")]
    scattered = P("The user's sister visited in May; the user bought a bike in June")
    together = P("The user moved in May; her sister bought a bike in June")
    assert E._spread(scattered, concepts) == E.SPREAD < 1.0
    assert E._spread(together, concepts) == 1.0
    assert E._spread(P("Her sister bought a bike in June"), concepts) == 1.0  # (one part: nothing to scatter)


def test_steps_advised_are_no_event_for_when(tmp_path):
    chats = [("2025-01-25", "Dad's memory", [
        ("user", "My dad keeps forgetting things. What should I do?"),
        ("assistant", "1. **Book an appointment with his GP** and ask for a referral to a memory clinic.\n2. **Go with him**.")],
        {"summary": "The user's father is forgetful; the assistant suggested first steps",
         "procedures": [{"name": "First steps for a parent's memory problems",
                         "steps": ["GP appointment and memory clinic referral", "Go with him"]}]}),
        ("2025-03-22", "Dad's diagnosis", [
            ("user", "Dad went to the memory clinic on Tuesday 18 March. It's early Alzheimer's."),
            ("assistant", "I'm sorry. Here is what can help now.")],
         {"summary": "The user's father went to the memory clinic on 18 March 2025 and was diagnosed with early Alzheimer's",
          "outcomes": ["Memory clinic 18 March 2025"]})]
    s = chats_archive(tmp_path, "mem1", chats, "chatgpt")
    assert _answer(s, "When was Dad's appointment at the memory clinic?").short == "18 March 2025"


# Fixes from helper-73's review (186 questions against the start code: 30 better, 15 worse)

@pytest.mark.parametrize("body,name,job", [
    ("Mara's apprentice Jonah passed his exams and is now a qualified farrier", "mara", ""),
    ("Mara's apprentice Jonah passed his exams and is now a qualified farrier", "jonah", "qualified farrier"),
    ("Dele's flatmate Tunde gave up blacksmithing and is now a chef", "tunde", "chef"),
    ("Dele's flatmate Tunde gave up blacksmithing and is now a chef", "dele", ""),
    ("Dele wants to become a midwife and applied for the course", "dele", ""),
])
def test_and_is_now_a_is_said_of_the_clauses_last_name_and_a_wish_is_no_post(body, name, job):
    assert job_of(body, {name}, "") == job


def test_your_cat_is_the_users_only_from_the_assistant():
    body = "Give Pepper, your cat, a cuddle from me."
    assert appositive_names(body, "cat") == []  # a friend's "your" is the other one's
    assert appositive_names(body, "cat", yours=True) == ["Pepper"]  # (not "Give Pepper")


def test_a_person_asked_who_is_still_named_by_called(tmp_path):
    s = noted_sessions(tmp_path, "flat", [("2024-05-04", [("Ana", "I've got a flatmate named Bea now, she's lovely."),
                                                           ("Ben", "And our five-a-side team has a captain called Sven.")],
                                           ["Ana has a new flatmate named Bea",
                                            "Ben's five-a-side team has a captain called Sven"])])
    assert _answer(s, "Who is Ana's flatmate?").short == "Bea"


@pytest.mark.parametrize("body,answer", [
    ("I bought noise-cancelling headphones in the sale", "Yes"),
    ("I bought him a skipping rope for his birthday", "Yes"),
])
def test_a_compound_or_a_noun_says_no_no(body, answer):
    from kbsearch.answer.short_yesno import yes_or_no

    asked = {"buy", "bought", "headphones", "rope", "jump"}
    assert yes_or_no(body, True, lambda w: w.casefold() in asked) == answer


def test_lei_of_flowers_are_no_money():
    from kbsearch.answer.value_words import MONEY

    # (Romania's and Moldova's "lei" are money since round 41: "sold the car for 8,000 lei"; the garlands
    # are the flowers said with them)
    assert not MONEY.search("We ordered 40 lei of orchids and plumeria for the guests")
    assert not MONEY.search("The dancers wore 12 lei made of fresh flowers")


def test_a_bare_husband_after_another_person_is_not_the_users():
    assert job_of("The user's colleague Anne will feed the cat; husband Marc is a pilot", frozenset(), "",
                  ("my", "husband")) == ""


@pytest.mark.parametrize("body,short", [
    ("I bought a Honda Vision for 7,200,000 đồng last week", "7,200,000 đồng"),
    ("I bought a Honda Vision for 31.5 million đồng last week", "31.5 million đồng"),
])
def test_an_amount_in_millions_of_a_currency_by_name(body, short):
    from kbsearch.answer.short_count import count_of

    assert count_of(body, "How much did I pay for the motorbike?") == short


def test_a_job_asked_in_the_present_is_the_latest(tmp_path):
    s = noted_sessions(tmp_path, "mara", [
        ("2023-03-04", [("Mara", "Four years a mountain guide now and my knees know it."), ("Ben", "Ha!")],
         ["Mara has been a mountain guide for four years"]),
        ("2024-06-01", [("Mara", "First month as a countryside ranger done!"), ("Ben", "Congrats!")],
         ["Mara has finished her first month as a countryside ranger"])])
    assert _answer(s, "What does Mara do for a living?").short == "countryside ranger"
    assert _answer(s, "What is Mara's job?").short == "countryside ranger"


@pytest.mark.parametrize("body,asked,reason", [
    ("Bad news though: the pub double-booked the room, so the party's moved to Saturday 21 June.", {"party", "moved"},
     "the pub double-booked the room"),
    ("The flue kit hadn't arrived, so it went in two days late.", {"late", "went"}, "The flue kit hadn't arrived"),
    # ("so that" is a purpose, and a sentence that opens with "so" gives no cause)
    ("So the party's moved to Saturday.", {"party", "moved"}, ""),
])
def test_the_cause_before_so_the(body, asked, reason):
    from kbsearch.answer.short_why import why_of

    assert why_of(body, lambda w: w.casefold() in asked, "raw") == reason


def test_why_a_name_is_what_it_is_named_after():
    from kbsearch.answer.short_why import why_of

    asked = {"called", "shop", "tidemark"}
    body = "The shop will be called The Tidemark after a painted line on the wall showing the 1947 flood"
    assert why_of(body, lambda w: w.casefold() in asked, "outcomes").startswith("after a painted line")
    # (not a time after: only a name asked)
    assert why_of("We called the vet after that", lambda w: w.casefold() in {"vet"}, "raw") == ""


# Fixes from helper-74's review (223 new questions in 11 archives against the start code: 16 better, 9 worse)

def test_another_persons_job_in_the_sentence_is_no_answer(tmp_path):
    s = noted_sessions(tmp_path, "enzo", [
        ("2024-03-09", [("Dario", "Enzo's partner Ines flies for TAP now."), ("Lena", "Fancy!")],
         ["Enzo's partner Ines is a pilot for TAP"])])
    a = _answer(s, "What is Enzo's job now?")
    assert a.short != "pilot" and a.confidence != "high"


def test_works_as_after_someone_elses_name_is_of_the_named_one():
    body = "Dev's wife Priti left the hospital and now works as a locum pharmacist"
    assert job_of(body, {"priti"}, "") == "locum pharmacist"
    assert job_of(body, {"dev"}, "") == ""


def test_a_trade_called_by_name_is_who(tmp_path):
    from kbsearch.answer.short_who_where import _person_word

    assert all(_person_word(w) for w in ("drummer", "bassist", "baker")) and not _person_word("dinghy")
    s = noted_sessions(tmp_path, "band", [
        ("2024-02-03", [("Ravi", "Fin left the band, so we took on a drummer called Orla."), ("Lena", "Good luck!")],
         ["After Fin left, Ravi's band took on a drummer called Orla"])])
    assert _answer(s, "Who did Ravi's band take on as drummer after Fin left?").short == "Orla"


def test_advised_steps_scatter_by_their_shape():
    import kbsearch.answer.evidence as E
    from kbsearch.ranking.synonyms import Pattern

    class P:
        text, kind, strengths = "Half marathon plan: three runs a week; long run to 18 km", "procedures", [1.0, 1.0]

    concepts = [E.Concept(w, Pattern(w), [], frozenset()) for w in ("marathon", "long")]
    assert E._spread(P(), concepts) == 1.0


def test_a_training_plan_leads_to_what_was_run(tmp_path):
    chats = [("2024-07-06", "Half marathon training", [
        ("user", "I've entered the Manchester half marathon in October. Can you give me a plan?"),
        ("assistant", "1. **Three runs a week**.\n2. **A long run** rising to 18 km.")],
        {"summary": "The user entered the Manchester half marathon in October; the assistant gave a plan",
         "procedures": [{"name": "Half marathon plan", "steps": ["Three runs a week", "Long run rising to 18 km"]}]}),
        ("2024-10-19", "After the half", [
            ("user", "Done! I finished the Manchester half marathon in 1:58:40."), ("assistant", "Congratulations!")],
         {"summary": "The user finished the Manchester half marathon in 1:58:40, under two hours",
          "outcomes": ["Manchester half marathon in 1:58:40"]})]
    s = chats_archive(tmp_path, "hm01", chats, "chatgpt")
    assert _answer(s, "Did I run the Manchester half marathon?").short.startswith("Yes")


def test_a_job_before_is_the_first_and_in_a_month_is_that_months(tmp_path):
    chats = [("2024-02-10", "Selling bread at the market", [
        ("user", "I bake sourdough in Frome and want a market stall. My wife Priti is a hospital pharmacist."),
        ("assistant", "Here is how to register a home food business.")],
        {"summary": "The user bakes sourdough and wants a market stall from March 2024; his wife Priti is a hospital "
                    "pharmacist", "outcomes": ["Register as a food business"]}),
        ("2024-10-05", "A baker for Fridays", [
            ("user", "I hired a part-time baker. And Priti left the hospital, she works as a locum pharmacist now."),
            ("assistant", "Great news on both.")],
         {"summary": "The user hired a part-time baker called Sian; the user's wife Priti left the hospital and now "
                     "works as a locum pharmacist", "outcomes": ["Sian started on 27 September 2024"]})]
    s = chats_archive(tmp_path, "loaf", chats, "chatgpt")
    assert _answer(s, "What is Priti's job now?").short == "locum pharmacist"
    assert _answer(s, "What was Priti's job in February 2024?").short == "hospital pharmacist"
    assert _answer(s, "What was Priti's job before?").short == "hospital pharmacist"


@pytest.mark.parametrize("said,days,near", [
    ((2024, 2, 10), {"February 2024"}, 1.0), ((2024, 10, 5), {"February 2024"}, 0.0),
    ((2022, 9, 10), {"2022"}, 1.0), ((2023, 1, 21), {"2022"}, 0.0),
])
def test_a_chat_of_the_month_or_year_asked_is_near(said, days, near):
    from datetime import date

    from kbsearch.answer.sentences import _nearness

    assert _nearness(date(*said), frozenset(days)) == near


def test_my_job_is_not_a_clause_of_a_sentence_naming_a_job_in_passing(tmp_path):
    # (the demo's "What is my job?" gave "twice a week and only progresses the long" at high)
    chats = [("2025-01-22", "Knee pain when running", [
        ("user", "My knee hurts after long runs. What should I change?"),
        ("assistant", "Keep 3 runs a week, add hip strength work twice a week, and see a physio if it persists.")],
        {"summary": "The plan keeps 3 runs a week, adds hip strength work twice a week and only progresses the long "
                    "run after pain-free runs; seeing a physio if no improvement in 2-3 weeks",
         "outcomes": ["Hip strength work twice a week"]})]
    s = chats_archive(tmp_path, "knee", chats, "chatgpt")
    a = _answer(s, "What is my job?")
    assert a.short == "" and a.confidence != "high"
