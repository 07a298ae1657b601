"""A fourth written archive of a user's chats with an assistant, built from the traps a
review of the assistant-archive rules found: breed words that are no dog ("lab results",
"a boxer", "the Greyhound bus"), "you" that does not ask what the assistant said ("Can you
remind me …"), a car named once, notes of "the user's wife", "5th Street" that is no
ordinal, an ETF named in capitals, a price among budgets, and a fact the user updates.
Its questions and gold answers were written before any run."""

import pytest

from test_answer_conversation import chats_archive

# (date, title, raw turns, condensed file)
CHATS_12 = [
 ("2024-01-20", "Starting Couch to 5K", [
   ("user", "I started Couch to 5K this month. I run twice a week, on Tuesdays and Saturdays. My shins ache after each run."),
   ("assistant", "Shin aches are common when starting out. Slow your pace, run on softer ground when you can, and check that your shoes are not worn out.")],
  {"summary": "The user started Couch to 5K, running twice a week on Tuesdays and Saturdays, and has aching shins; the assistant suggested a slower pace, softer ground and checking their shoes.",
   "outcomes": ["User runs twice a week, on Tuesdays and Saturdays", "The assistant suggested a slower pace and softer ground for the shin aches"]}),
 ("2024-02-05", "Cholesterol results and diet changes", [
   ("user", "My lab results came back: my LDL cholesterol is 4.1 mmol/L. My GP, Dr Alvarez, wants me to try diet changes for three months first."),
   ("assistant", "Here are three changes with good evidence behind them:\n"
                 "1. Swap butter for olive oil when you cook.\n"
                 "2. Eat oats for breakfast most days.\n"
                 "3. Aim for two portions of oily fish a week.")],
  {"summary": "The user's lab results showed LDL cholesterol of 4.1 mmol/L; their GP, Dr Alvarez, wants three months of diet changes first.",
   "outcomes": ["User's LDL cholesterol is 4.1 mmol/L", "The assistant suggested olive oil instead of butter, oats for breakfast and two portions of oily fish a week"]}),
 ("2024-03-02", "Bus trip to Boston", [
   ("user", "I'm taking the Greyhound bus from New York to Boston with my friend Marco on March 15. The ticket was $34. What should I bring for a 4-hour ride?"),
   ("assistant", "Bring a neck pillow, headphones, a charged power bank, water and snacks, and a layer, since buses are often cold.")],
  {"summary": "The user is taking the Greyhound bus from New York to Boston with their friend Marco on 15 March; the ticket cost $34.",
   "outcomes": ["User is travelling to Boston by Greyhound bus with their friend Marco", "The ticket cost $34"]}),
 ("2024-03-20", "Harness for a dog that pulls", [
   ("user", "My dog Juniper pulls so hard on walks that my shoulder hurts. She's a 3-year-old collie mix. What harness should I get?"),
   ("assistant", "For a strong puller I'd suggest a front-clip harness such as the Ruffwear Front Range. The lead clips at the chest, so when she pulls she turns towards you.")],
  {"summary": "The user's dog Juniper, a 3-year-old collie mix, pulls hard on walks; the assistant suggested a front-clip harness such as the Ruffwear Front Range.",
   "outcomes": ["User's dog is Juniper, a 3-year-old collie mix", "The assistant suggested the Ruffwear Front Range front-clip harness"]}),
 ("2024-04-02", "Gift for a nephew who boxes", [
   ("user", "My nephew Luca is an amateur boxer and his first fight is in April. He turns 17 next week. Gift ideas under £50?"),
   ("assistant", "Some ideas he would use:\n"
                 "1. Good hand wraps and a wrap-drying bag.\n"
                 "2. A speed skipping rope.\n"
                 "3. A gym bag with a separate shoe compartment.")],
  {"summary": "The user wants a gift under £50 for their nephew Luca, an amateur boxer turning 17 whose first fight is in April.",
   "outcomes": ["The assistant suggested hand wraps, a speed skipping rope or a gym bag"]}),
 ("2024-04-11", "Car failed its MOT", [
   ("user", "My 2016 Kia Picanto failed its MOT on the rear brakes. The garage quoted £180 to replace the pads and discs. Is that reasonable?"),
   ("assistant", "£180 for rear pads and discs on a small car is within the usual range in the UK, so it sounds fair. Ask whether the price includes the retest.")],
  {"summary": "The user's 2016 Kia Picanto failed its MOT on the rear brakes; the garage quoted £180 for pads and discs, which the assistant said is fair.",
   "outcomes": ["The garage quoted £180 for rear pads and discs"]}),
 ("2024-05-08", "Investing a work bonus", [
   ("user", "I got a £5,000 bonus at work and want to invest it for the long term. I already have an emergency fund of £6,000."),
   ("assistant", "I can't give personal financial advice, but a common approach is a low-cost global index fund. "
                 "I'd suggest VWRL, Vanguard's FTSE All-World ETF, held in a stocks and shares ISA. "
                 "Keep 10 percent of the bonus in cash as a contingency.")],
  {"summary": "The user got a £5,000 work bonus to invest and already has a £6,000 emergency fund; the assistant suggested the VWRL all-world ETF in a stocks and shares ISA.",
   "outcomes": ["User has an emergency fund of £6,000", "The assistant suggested VWRL in a stocks and shares ISA and keeping 10 percent in cash"]}),
 ("2024-06-01", "Packing for Lisbon", [
   ("user", "My flight to Lisbon is TP 1353 on June 20, leaving Heathrow at 7:40. What should I pack for a week?"),
   ("assistant", "For a week in Lisbon in June: light clothes, a light jacket for the evenings, comfortable shoes for the hills and cobbles, sunscreen and a refillable water bottle.")],
  {"summary": "The user flies to Lisbon on TP 1353 from Heathrow at 7:40 on 20 June and asked what to pack for a week.",
   "outcomes": ["User's flight is TP 1353 from Heathrow on 20 June"]}),
 ("2024-07-09", "Coffee near a Portland conference", [
   ("user", "I'm staying near 5th Street in Portland for a conference next week. Any good coffee shops nearby?"),
   ("assistant", "Three worth the walk:\n"
                 "1. Heart Coffee Roasters: light roasts and a calm room to work in.\n"
                 "2. Stumptown on 5th Street: the classic, with quick service.\n"
                 "3. Coava Coffee: pour-overs in a big airy space.")],
  {"summary": "The user is staying near 5th Street in Portland for a conference; the assistant recommended Heart Coffee Roasters, Stumptown and Coava Coffee.",
   "outcomes": ["The assistant recommended Heart Coffee Roasters, Stumptown on 5th Street and Coava Coffee"]}),
 ("2024-08-15", "Moving closer to my wife's new job", [
   ("user", "My wife Ana just started as a pharmacist at Boots in Leeds, so we're thinking about moving closer. I work from home as a civil engineer for Arup, so it's her commute that matters."),
   ("assistant", "Then look along the train lines into Leeds: Horsforth and Headingley have quick trains and good schools.")],
  {"summary": "The user's wife Ana started as a pharmacist at Boots in Leeds; the user, a civil engineer working from home for Arup, is thinking of moving closer. The assistant suggested Horsforth and Headingley.",
   "outcomes": ["The user's wife Ana works as a pharmacist at Boots in Leeds", "User works from home as a civil engineer for Arup"]}),
 ("2024-09-03", "Half marathon training", [
   ("user", "These days I run five times a week, with a long run on Sundays. My half marathon is in October."),
   ("assistant", "Great progress. Keep one weekly long run, make two of the other runs easy, and add a rest day after the long run.")],
  {"summary": "The user now runs five times a week with a long run on Sundays, training for a half marathon in October.",
   "outcomes": ["User runs five times a week, with a Sunday long run"]}),
]

# (question, words the short answer must hold), written before any run
TRAP_CASES = [
    ("What is my dog's name?", "Juniper"),
    ("What breed is my dog?", "collie"),
    ("What car do I drive?", "Kia Picanto"),
    ("How much did the garage quote for the brakes?", "£180"),
    ("Which ETF did you suggest?", "VWRL"),
    ("How much of the bonus did you suggest I keep in cash?", "10 percent"),
    ("How big is my emergency fund?", "£6,000"),
    ("What is my flight number?", "TP 1353"),
    ("Can you remind me which airport my Lisbon flight leaves from?", "Heathrow"),
    ("Which coffee shop on 5th Street did you recommend?", "Stumptown"),
    ("What was the second coffee shop you recommended?", "Stumptown"),
    ("What is my job?", "civil engineer"),
    ("Where does my wife work?", "Boots"),
    ("How often do I run now?", "five times a week"),
    ("How much did I pay for the bus ticket?", "$34"),
    ("What is my LDL cholesterol?", "4.1"),
]


@pytest.fixture(scope="module")
def trap_chats(tmp_path_factory):
    return chats_archive(tmp_path_factory.mktemp("traps"), "cafe", CHATS_12, "chatgpt")


@pytest.mark.parametrize("question, holds", TRAP_CASES)
def test_the_short_answer_past_the_traps(trap_chats, question, holds):
    from kbsearch.answer.compose import answer

    a = answer(trap_chats, question, rerank=False)
    assert holds.casefold() in a.short.casefold(), (a.short, a.summary)


# The same traps on the demo archive, where the user's own chats hold them
DEMO_CASES = [
    ("How often do I run?", "3 times a week"),  # the user's own words; not "Python 3.6" of "running kbs on 3.6"
    ("What was the first book you recommended?", "On Writing Well"),  # not step 1 of a day trip
    ("Which ETF did you suggest?", "FTSE All-World"),  # not "€200 ETF" of option 2
    ("Which ETF did I choose?", "FTSE All-World"),
]
# … and questions it holds no answer to, whose near words once made one up
DEMO_UNANSWERED = [
    "What car do I drive?",  # "Porto São Bento" of "a day without a car"
    "What is my flight number?",  # "20-27" of "a trip (20-27 September)"
    "How much did I pay for the flat?",  # "4" of "ChatGPT-4"
]


@pytest.fixture(scope="module")
def demo():
    from pathlib import Path

    from kbsearch.ranking.search import Searcher

    return Searcher.open(Path(__file__).resolve().parent.parent / "indexes")


@pytest.mark.parametrize("question, holds", DEMO_CASES)
def test_the_demo_past_the_traps(demo, question, holds):
    from kbsearch.answer.compose import answer

    a = answer(demo, question, rerank=False)
    assert holds.casefold() in a.short.casefold(), (a.short, a.summary)


@pytest.mark.parametrize("question", DEMO_UNANSWERED)
def test_no_short_answer_made_of_near_words(demo, question):
    from kbsearch.answer.compose import answer

    a = answer(demo, question, rerank=False)
    assert a.short == "" and a.confidence != "high", (a.short, a.confidence, a.summary)


def test_what_the_question_asks_of_the_words_it_uses():
    from kbsearch.answer.asked import Asked
    from kbsearch.answer.value_words import plainly
    from kbsearch.answer.subject import QuestionSubject

    assert Asked.of("What is my flight number?").kind != "count" and Asked.of("What is my flight number?").code
    assert Asked.of("What is our bathroom budget?").kind == "count"
    assert Asked.of("Which coffee shop on 5th Street did you recommend?").ordinal == 0  # a street, no list item
    assert Asked.of("What was the first book you recommended?").listed == "book"
    assert plainly("Can you remind me which airport my flight leaves from?") == "Which airport my flight leaves from?"
    assert plainly("Can you suggest a dessert?") == "Can you suggest a dessert?"
    # "you" asks what the assistant said only as the one who said it
    assert QuestionSubject.of("What did you recommend for Biscuit?").addressed
    assert QuestionSubject.of("Which neighbourhoods would you recommend?").addressed
    assert not QuestionSubject.of("Can you tell me my dog's name?").addressed
    assert not QuestionSubject.of("What did I tell you about my knee?").addressed


def test_a_note_of_the_users_wife_is_about_her():
    from kbsearch.answer.subject import RIGHT, WRONG, QuestionSubject

    me = QuestionSubject.of("What is my job?")
    assert me.about("", "The user's wife Ana works as a pharmacist at Boots in Leeds") == WRONG
    assert me.about("user", "My wife just started as a pharmacist") == WRONG
    assert me.about("", "User works from home as a civil engineer for Arup") == RIGHT
    assert QuestionSubject.of("Where does my wife work?").about("", "The user's wife Ana works at Boots") == RIGHT
    assert me.about("user", "My wife and I moved to Leeds") != WRONG  # about them both
    assert me.about("user", "My wife Ana and I moved to Leeds") != WRONG


def test_the_questions_own_number_written_with_commas_is_no_answer():
    from kbsearch.answer.short_count import count_of

    # (the real Google Takeout export asks this, in Thai; the assistant answers "500,000 cents = 5,000 USD")
    assert count_of("500,000 cents equal 5,000 US dollars", "How much is 500000 cent in USD?") == "5,000"


def test_a_breed_that_is_another_word_too_names_no_dog():
    from kbsearch.answer.kinds import breeds_of
    from kbsearch.text import stem

    dog = breeds_of("dog")
    assert stem("greyhound") in dog and stem("whippet") in dog  # "a rescue greyhound named Biscuit"
    assert not {stem(w) for w in ("lab", "boxer", "husky", "shepherd")} & dog  # "my lab results", "an amateur boxer"


def test_the_users_own_number_leads_over_a_note_of_a_plan():
    from kbsearch.answer.compose import answer
    from kbsearch.ranking.search import Searcher
    from pathlib import Path

    demo = Searcher.open(Path(__file__).resolve().parent.parent / "indexes")
    # "Our emergency fund in a Tagesgeld account is €9,400", not the note "Split €650/month
    # into €450 emergency fund and €200 ETF savings plan"
    assert answer(demo, "How big is our emergency fund?", rerank=False).short == "€9,400"


def test_what_a_thing_cost_is_said_without_cost():
    from kbsearch.answer.asked import Asked

    # "We just booked a flat in Alfama for 650 euros" answers it: the amount says "cost"
    assert "cost" in Asked.of("How much did our Lisbon flat cost?").skip
    assert "pay" in Asked.of("How much did I pay for the Corolla?").skip


def test_words_a_statement_of_it_need_not_say():
    from kbsearch.answer.asked import Asked
    from kbsearch.answer.kinds import asked_thing, is_member

    assert "title" in Asked.of("What is my job title?").skip  # "a new job as a UX designer"
    assert "trip" in Asked.of("How long is my Lisbon trip?").skip  # "going to Lisbon … for 5 days"
    plant = asked_thing("What houseplant do I have?")
    assert plant is not None and is_member("fiddle leaf fig", plant) and is_member("monstera", plant)


def test_what_a_review_of_these_rules_found():
    from kbsearch.answer.asked import Asked
    from kbsearch.answer.kinds import asked_thing, members_in
    from kbsearch.answer.short_count import count_of
    from kbsearch.answer.subject import RIGHT, WRONG, QuestionSubject
    from kbsearch.answer.value_words import asks_money, identifiers

    me = QuestionSubject.of("What is my job title?")
    for said in ("My boss promoted me to senior data analyst", "My doctor appointment is on Friday",
                 "My kids think I earn a lot", "My partner Ana Silva and I live in Leeds", "Our family budget is £2,400"):
        assert me.about("user", said) == RIGHT, said  # the user's own, though a relative opens it
    assert QuestionSubject.of("What is my cat's name?").about("user", "Our neighbours' cat Tom keeps coming in") == WRONG
    assert not asks_money("What amount of water should I drink?") and not asks_money("How much memory did it save?")
    assert Asked.of("What is my arrival time in Lisbon?").kind != "duration"  # a time of day, not a race's time
    assert count_of("I put 7 per cent of my salary in", "What percentage of my salary goes into my pension?") == "7%"
    assert count_of("The image shrank from 1.9 GB to 210 MB", "How big was the image before the rebuild?") == "1.9 GB"
    assert count_of("Our flat is 65 m² with two bedrooms", "How big is our flat?") == "65 m²"
    assert identifiers("We're in room 412 on the fourth floor", "room") == ["412"]
    car = asked_thing("What car do I drive?")
    assert members_in("i drive a mazda cx-5 now", car, lambda w: w in ("a", "i")) == ["mazda cx-5"]
    assert members_in("The Skoda Octavia I drive is fine", car, lambda w: w.casefold() == "the") == ["Skoda Octavia"]
    assert not members_in("I had to dodge the question", car, lambda w: False)
