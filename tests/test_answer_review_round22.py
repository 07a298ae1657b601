"""The twenty-second round's rules (bench/README "Twenty-second round"): a name set off after
its noun before any other name a who-reader would take, a relative's doing that is not the
asked person's, a count that measures something else, "N weeks ago today", a list for what the
question says it is for, an amount said with the asked thing, and yes/no read from "instead
of", "rather than" and another attempt."""

from __future__ import annotations

from datetime import date

import pytest

from test_answer_conversation import chats_archive, noted_sessions

from kbsearch.answer.asked import Asked
from kbsearch.answer.clauses import appositive_names
from kbsearch.answer.counted import counts
from kbsearch.answer.over_time import SO_FAR
from kbsearch.answer.short_yesno import yes_or_no
from kbsearch.answer.subject import RIGHT, WRONG, QuestionSubject
from kbsearch.answer.when import mentions
from kbsearch.text import tokens, word_root


def _answer(searcher, question: str):
    """The answer words alone give (the default without stored embeddings)."""
    from kbsearch.answer.compose import answer

    return answer(searcher, question, rerank=False)


def _words(question: str):
    asked = set(tokens(question))
    return lambda w: bool(set(tokens(w)) & asked)


def test_a_number_of_millilitres_counts_no_ewes():
    assert counts("Colostrum 50 ml/kg within two hours, tube if needed", "ewes") is False
    assert counts("Give 200 g of grit a week", "hens") is False
    assert counts("I've got about 400 ewes", "ewes") is True


def test_have_got_asks_what_one_has_not_a_total_so_far():
    assert not SO_FAR.search("How many ewes have I got?")
    assert SO_FAR.search("How many marathons has Orla run?")


@pytest.mark.parametrize("body,noun,names", [
    ("The vet is Huw Morgan at Tywi Vets in Llandeilo", "vet", ["Huw Morgan"]),
    ("Then Priya at Headingley Physio says rest", "physio", ["Priya"]),
    ("Appointment at Headingley Physio went well", "physio", []),
    ("Gina's bakery Rise & Shine had its grand opening", "bakery", ["Rise & Shine"]),
])
def test_names_set_off_by_their_noun_whole(body, noun, names):
    assert appositive_names(body, noun) == names


@pytest.mark.parametrize("text,resolved", [
    ("Moved into the new flat three weeks ago today.", "13 April 2024"),
    ("A year ago today we got the keys.", "4 May 2023"),
    ("Two months ago today I started.", "4 March 2024"),
    ("three weeks ago I moved", "the week of 8 April 2024"),  # (without "today": the week)
])
def test_n_weeks_ago_today_is_that_very_day(text, resolved):
    assert [t.resolved for t in mentions(text, date(2024, 5, 4))] == [resolved]


def test_died_and_dying_are_forms_of_die():
    assert word_root("died") == word_root("dying") == word_root("die")
    assert word_root("tied") == word_root("tie") != word_root("died")


@pytest.mark.parametrize("body,question,said", [
    ("The flock will stay at 400 ewes instead of growing to 450", "Am I still growing the flock to 450?", "No"),
    ("Revised application rather than an appeal, submitted 1 July", "Did we appeal the refusal?", "No"),
    ("I took the train rather than the plane", "Did I take the train?", "Yes"),
    ("Wanda passed her driving test at the second attempt", "Did Wanda pass her driving test at the first attempt?", "No"),
    ("Wanda passed her driving test at the first attempt", "Did Wanda pass her driving test at the first attempt?", "Yes"),
    ("Wanda passed her driving test at the second attempt", "Did Wanda pass her driving test?", "Yes"),
])
def test_yes_or_no_of_instead_rather_than_and_another_attempt(body, question, said):
    assert yes_or_no(body, True, _words(question)) == said


def test_what_an_asked_list_is_for():
    asked = Asked.of("What was the first step you gave me for my dog with kennel cough?")
    assert asked.ordinal == 1 and asked.purpose == frozenset({"dog", "kennel", "cough"})
    assert Asked.of("What was the first step you gave me?").purpose == frozenset()


def test_a_relatives_doing_is_not_the_asked_persons_in_a_yes_or_no():
    note = "Priya's brother Dev in Leeds adopted a kitten"
    assert QuestionSubject.of("Did Priya adopt a pet?").about("", note) == WRONG
    # (… yet it may answer who did something to her, or a question after the brother)
    assert QuestionSubject.of("Who visited Priya?").about("", "Priya's brother Dev visited from Leeds") == RIGHT
    assert QuestionSubject.of("Did Priya's brother adopt a pet?").about("", note) == RIGHT
    # … and in their own words: "my sister Ada adopted a kitten" is no pet of the speaker's
    said = QuestionSubject.of("Did Tom adopt a pet?", {"Tom", "Lena"})
    assert said.about("Tom", "Other family news: my sister Ada in York adopted a kitten.") == WRONG


LEDGER = [
    ("2024-02-10", [("Lena", "Tom! Mum came down from Harrogate at last."),
                    ("Tom", "Marta! How is she?"),
                    ("Lena", "Bossy. She calls you Beanpole, by the way.")],
     ["Lena's mother Marta came down from Harrogate; she calls him Beanpole",
      "Tom's sister Ada in York adopted a grey kitten, Pip"]),
    ("2024-05-04", [("Tom", "Big news: moved into the new flat in Leith three weeks ago today."),
                    ("Lena", "And I have a dog! Biscuit. From the rescue in Leeds.")],
     ["Tom has moved into a flat in Leith",
      "Lena adopted Biscuit, a three-year-old terrier cross from the RSPCA in Leeds"]),
    ("2024-09-21", [("Lena", "Tom. Mochi died last Sunday."),
                    ("Tom", "Oh Lena, I'm so sorry. She was a grand old cat.")],
     ["Lena has repainted the kitchen; her cat Mochi died there at fifteen and is buried in the garden"]),
]


@pytest.fixture(scope="module")
def ledger(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("ledger"), "ldgr", LEDGER)


@pytest.mark.parametrize("question,short", [
    ("What is Lena's mother's name?", "Marta"),  # not "Beanpole", the name she gives Tom
    ("What is the name of Lena's dog?", "Biscuit"),  # not "RSPCA"
    ("When did Tom move into the flat in Leith?", "13 April 2024"),
    ("When did Lena's cat Mochi die?", "the Sunday before 21 September 2024"),  # the turn, not the note's day
])
def test_the_ledger_answers(ledger, question, short):
    assert _answer(ledger, question).short == short


def test_a_sisters_kitten_is_no_yes_that_tom_adopted_a_pet(ledger):
    a = _answer(ledger, "Did Tom adopt a pet?")
    assert a.short != "Yes" and a.confidence != "high"


def _chat(day, title, turns, summary, **more):
    return (day, title, turns, {"summary": summary, **more})


FARM = [
    _chat("2025-02-08", "Getting ready for the winter on a smallholding", [
        ("user", "Hi, I'm Ffion. I've got about 40 hens and two dogs. How do I get ready for winter?"),
        ("assistant", "Here's a plan:\n\n1. Check the dogs' vaccinations. Unvaccinated dogs are the main cause of kennel "
                      "cough spreading in a village.\n2. Insulate the hen house.\n3. Order feed early.")],
        "The user, Ffion, keeps about 40 hens and two dogs; the assistant gave a winter plan",
        procedures=[{"title": "Winter on a smallholding", "steps": ["Check the dogs' vaccinations", "Insulate the hen house",
                                                                    "Order feed early"]}]),
    _chat("2025-03-09", "Kennel cough and a sick hen", [
        ("user", "My dog Bran has kennel cough and one hen is off her food. What should I do?"),
        ("assistant", "I'm sorry, that's a rough week. Here's what to do:\n\n## Kennel cough\n"
                      "1. **Keep Bran away from other dogs** for two weeks.\n2. Use a harness, not a collar.\n"
                      "3. Call the vet if he goes off his food.\n\n"
                      "## The sick hen\n1. **Separate her** in a warm crate.\n2. Give 50 ml of electrolytes a day.")],
        "Bran has kennel cough and a hen is off her food; the assistant gave steps for both"),
    _chat("2025-04-12", "Building a workshop", [
        ("user", "We want a timber workshop. The builder estimated £40,000 plus £3,000 fees, and we need a tree survey, "
                 "which is £600 from an arborist. What are the pitfalls?"),
        ("assistant", "Check planning rules first.")],
        "The user wants a timber workshop; the builder estimates £40,000 plus £3,000 fees; a tree survey is needed",
        decisions=[{"decision": "Grow to 60 hens", "rationale": "Sell eggs at the gate"}]),
    _chat("2025-06-14", "The workshop refusal", [
        ("user", "The council refused the workshop. We're doing a revised plan, not an appeal."),
        ("assistant", "A revised plan is usually quicker.")],
        "The council refused the workshop; the user will submit a revised plan",
        decisions=[{"decision": "Revised application rather than an appeal", "rationale": "Quicker than an appeal"}]),
    _chat("2025-10-11", "Keeping the flock small", [
        ("user", "We've decided to stay at 40 hens instead of growing to 60: the eggs don't pay."),
        ("assistant", "That sounds sensible.")],
        "The user will keep 40 hens instead of growing to 60",
        decisions=[{"decision": "Keep the flock at 40 hens, not 60", "rationale": "Eggs at the gate don't pay"}]),
]


@pytest.fixture(scope="module")
def farm(tmp_path_factory):
    return chats_archive(tmp_path_factory.mktemp("farm"), "frm2", FARM, "claude")


@pytest.mark.parametrize("question,short", [
    ("How many hens have I got?", "40"),  # not "50 ml" of electrolytes
    ("What was the first step you gave me for my dog with kennel cough?", "Keep Bran away from other dogs for two weeks"),
    ("How much did the tree survey cost?", "£600"),  # not the £3,000 fees of the note
])
def test_the_farm_answers(farm, question, short):
    assert _answer(farm, question).short == short


@pytest.mark.parametrize("question", ["Did we appeal the workshop refusal?", "Am I still growing the flock to 60 hens?"])
def test_the_farm_says_no(farm, question):
    assert _answer(farm, question).short.startswith("No")


def test_jobs_asked_in_the_plural_are_the_jobs_said_of_them(tmp_path):
    sessions = [
        ("2024-02-10", [("Ayo", "Seven years as a tower controller at the airport this month."),
                        ("Lin", "And the tri club? Still training with coach Otieno?")],
         ["Ayo, a tower controller at the airport for seven years, trains with coach Otieno's tri squad"]),
        ("2025-01-25", [("Ayo", "I got it! Watch supervisor from February."), ("Lin", "Boss Ayo!")],
         ["Ayo was promoted to watch supervisor at the airport from 1 February"]),
        ("2025-03-08", [("Ayo", "Customs looked at me like I was a smuggler."), ("Lin", "Ha!")],
         ["Ayo brought back two bottles of pisco"]),
    ]
    s = noted_sessions(tmp_path, "jobz", sessions)
    short = _answer(s, "What jobs has Ayo had?").short
    assert set(short.split(", ")) == {"tower controller", "watch supervisor"}  # not "coach", nor "smuggler"


@pytest.mark.parametrize("body,names,speaker,job", [
    ("Wanjiru's brother Mwangi, who runs a bicycle shop in Nakuru, has a bike for her", {"mwangi"}, "", "runs a bicycle shop"),
    ("Gina runs her own café on Elm Street", {"gina"}, "", "runs her own café"),
    ("Mo runs a marathon every year", {"mo"}, "", ""),
    ("Customs looked at me like I was a smuggler.", {"noor"}, "Noor", ""),
])
def test_running_a_business_is_a_job_and_a_likeness_is_none(body, names, speaker, job):
    from kbsearch.answer.jobs import job_of

    assert job_of(body, names, speaker) == job


def test_what_did_you_suggest_first_asks_the_first_item():
    asked = Asked.of("What did you suggest first to bring down the farm's carbon footprint?")
    assert asked.ordinal == 1 and {"carbon", "footprint"} <= asked.purpose


@pytest.mark.parametrize("body,question,count", [
    ("Nacho has worked for five years as a nurse; Noor has a rabbit, Pistache", "How many rabbits does Noor have now?", ""),
    ("I adopted a rabbit two weeks ago, a brown one called Noisette.", "How many rabbits does Noor have?", ""),
    ("We kept 12 hens and sold the eggs for two years", "How many hens did we keep?", "12 hens"),
])
def test_a_count_of_a_thing_is_no_time_nor_a_pronoun(body, question, count):
    from kbsearch.answer.short_count import count_of

    assert count_of(body, question) == count


@pytest.mark.parametrize("body,question,said", [
    # (the option taken holds the question's own word, or the turned-down one is another thing)
    ("Gina took a bank loan rather than a loan from her parents", "Did Gina get a bank loan?", "Yes"),
    ("We booked Madeira rather than Lanzarote this winter", "Are we going to Madeira this winter?", "Yes"),
    ("Instead of flying to Bergen, Sindre is taking the ferry", "Is Sindre going to Bergen?", "Yes"),
    ("Dev and Arjun will fly via Dubai rather than direct from Heathrow", "Are Dev and Arjun flying direct?", "No"),
    ("The user will keep 40 hens instead of growing to 60", "Am I still growing the flock to 60 hens?", "No"),
])
def test_instead_of_turns_down_only_what_it_names(body, question, said):
    assert yes_or_no(body, True, _words(question)) == said


@pytest.mark.parametrize("body,noun,names", [
    ("We walk her in Barna Woods, a great spot for dogs", "dog", []),  # a spot, not a dog
    ("Luckily Rhodri at Kelvin Vets saw Ziggy the same day", "vet", ["Rhodri"]),
])
def test_no_appositive_across_a_preposition_nor_an_adverb_as_a_first_name(body, noun, names):
    assert appositive_names(body, noun) == names


def test_a_unit_in_short_is_the_unit_asked_in_full():
    from kbsearch.answer.counted import same_unit
    from kbsearch.answer.short_count import count_of

    assert counts("I picked 3 kg in eight minutes", "kilograms") is None
    assert same_unit("kg", "How many kilograms of strawberries?") and same_unit("ml", "How many millilitres?")
    assert count_of("I picked 3 kg of strawberries in 8 minutes", "How many kilograms of strawberries did I pick?") == "3 kg"
    assert count_of("I get 25 days of annual leave.", "How many days a year do I get off?") == "25 days"


def test_three_months_ago_today_in_a_leap_year():
    assert [t.resolved for t in mentions("Three months ago today I opened the shop.", date(2024, 5, 31))] == ["29 February 2024"]


def test_a_decision_answers_a_yes_or_no_only_when_it_turns_something_down(tmp_path):
    chats = [_chat("2025-03-01", "Dad's 70th", [("user", "Dad's 70th is in May. Any ideas?"), ("assistant", "A dinner out?")],
                   "The user plans Dad's 70th", decisions=[{"decision": "Book a vegetarian menu at the Green Room",
                                                            "rationale": "Dad and Mum are vegetarian"}]),
             _chat("2025-04-01", "The extension", [("user", "The council said no."), ("assistant", "You can resubmit.")],
                   "The council refused the extension",
                   decisions=[{"decision": "Resubmit the plans rather than an appeal", "rationale": "Quicker"}])]
    s = chats_archive(tmp_path, "dcsn", chats, "claude")
    assert _answer(s, "Did we appeal the extension refusal?").short.startswith("No")
    a = _answer(s, "Am I vegetarian?")
    assert not (a.short.startswith("Yes") and a.confidence == "high")


@pytest.mark.parametrize("question,job", [("What does my husband do?", True), ("What does my wife do now?", True),
                                          ("What did my dad do before he retired?", True), ("What does my dog do?", False)])
def test_what_a_relative_does_asks_their_job(question, job):
    assert Asked.of(question).job is job



def test_a_plural_relative_after_a_name_is_a_list_not_who_they_are():
    from kbsearch.answer.clauses import relation_of

    body = "Rafael played his first concert, with Marta, his parents and Inês with the twins in the audience"
    assert relation_of(body, "Marta") == ""
    assert relation_of("Jonas, my boyfriend, came too", "Jonas", "Felix") == "Felix's boyfriend"


def test_where_a_thing_was_found_is_the_place_phrase_not_a_name_after_it(tmp_path):
    sessions = [("2024-06-08", [("Rafael", "Two kittens under the lemon tree in my grandmother's garden! I kept them."),
                                ("Tamsin", "Names?"), ("Rafael", "Sardinha and Bifana.")],
                 ["Rafael found two abandoned kittens in his grandmother's garden and adopted them: Sardinha, a grey "
                  "tabby, and Bifana, a ginger"])]
    s = noted_sessions(tmp_path, "kitn", sessions)
    assert _answer(s, "Where did Rafael find the kittens?").short == "his grandmother's garden"


def test_a_place_word_naming_another_thing_is_no_place():
    from kbsearch.answer.short_who_where import where_of

    asked = Asked.of("Where does my brother live?")
    body = "Sanjay can do the school run tomorrow, and my brother-in-law will check on the loft"
    assert where_of(body, asked, _words("Where does my brother live?"), "Where does my brother live?") != "the school"


@pytest.mark.parametrize("question,body", [
    ("Who did Maya's sister marry?", "Maya will be maid of honour at her sister Adaeze's wedding in Manchester"),
    ("What is Tamsin's mother's name?", "Tamsin's nan left hospital and is staying with Tamsin's mum in Helston"),
])
def test_no_answer_is_the_asked_relative_nor_a_place_after_a_preposition(tmp_path, question, body):
    s = noted_sessions(tmp_path, "kinz", [("2024-04-22", [("Maya", "Big news from the family."), ("Tamsin", "Tell me!")],
                                             [body])])
    a = _answer(s, question)
    assert a.short not in ("Adaeze's", "Adaeze", "Helston")


def test_a_wedding_word_finds_a_fiance(tmp_path):
    chats = [_chat("2025-09-02", "A maid of honour speech", [
        ("user", "Ffion's wedding is a week on Saturday. Her fiancé Dewi is a sheep farmer from Llandeilo."),
        ("assistant", "Here's a structure for the speech.")], "The user is writing a speech for their sister's wedding")]
    s = chats_archive(tmp_path, "ffon", chats, "claude")
    assert _answer(s, "Who is Ffion marrying?").short == "Dewi"
    from pathlib import Path

    from kbsearch.ranking.synonyms import load_synonyms

    table = load_synonyms(Path(__file__).resolve().parent.parent / "synonyms.yaml")
    assert "fiance" in {p.text for p in table.expand("marry")}
    assert "infirmary" in {p.text for p in table.expand("hospital")}


def test_the_number_of_a_thing_is_its_identifier_not_a_count():
    asked = Asked.of("What's the number of our allotment plot?")
    assert asked.kind == "what" and asked.code == "plot"
    assert Asked.of("What is the number of people in the choir?").kind == "count"


def test_the_assistants_advice_is_no_yes_that_we_did_it(tmp_path):
    chats = [_chat("2025-06-18", "Planning Kerala", [
        ("user", "Rough plan: Kochi, Munnar, a houseboat in Alleppey, then a few days on the beach at Varkala. We go in July."),
        ("assistant", "July is monsoon season on the Kerala coast, so expect heavy showers. Keep Varkala flexible if you can, "
                      "in case the sea is too rough."),
        ("user", "Monsoon, hmm. We can't change the dates because of school. We'll keep all four places for now.")],
        "The user plans a family trip to Kerala in July: Kochi, Munnar, an Alleppey houseboat and Varkala")]
    a = _answer(chats_archive(tmp_path, "krla", chats, "gemini"), "Did we go to Varkala?")
    assert not (a.short == "Yes" and a.confidence == "high")


def test_litres_and_metres_measure_as_their_stems_are_written():
    # (the S-stemmer leaves "litres" as "litre": no "litr")
    assert counts("We drank 2 litres of water", "glasses") is False
    assert counts("a 40 metres fence", "posts") is False
    assert counts("We drank 2 litres of water", "litres") is True
