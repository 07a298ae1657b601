"""A sixth written archive of a user's chats with an AI assistant, in the user's own condensed
format, written blind with its questions and gold answers before any run on it (main at
d731c77): it is held out, and its first measure is the held-out figure of the rules at that
commit. A secondary-school geography teacher and parent in Dublin over 2025: lessons, a
daughter's nut allergy, a used car, an allotment, Spanish, a budget, a mortgage and a house
move, a charity cycle, a broken laptop, an anniversary trip and a lasagne for guests, with
facts the user updates later. bench/answer_conversations.py asks every question
("assistant 5")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_14 = [
 ("2025-01-08", "Plate tectonics lesson for second years", [
   ("user", "I teach geography at Ardmore Community College. I need a lesson on plate tectonics for my 2nd years next week: 28 students, 60-minute periods, mixed ability. Can you plan it?"),
   ("assistant", "Here's a structure for a 60-minute lesson:\n"
                 "1. Starter (10 min): give groups a cut-up world map and ask them to fit the continents together like a jigsaw.\n"
                 "2. Explain the structure of the Earth and the three boundary types (constructive, destructive, conservative) with a labelled diagram.\n"
                 "3. Model the boundaries with Oreo biscuits: pull the halves apart, push them together and slide them past each other.\n"
                 "4. Case study: the 2011 Tohoku earthquake and tsunami in Japan.\n"
                 "5. Exit ticket: each student names one boundary type and one landform it creates."),
   ("user", "Love the biscuit idea. I'll check nobody in the class has a dairy or wheat allergy first.")],
  {"summary": "The user, a geography teacher at Ardmore Community College, planned an hour-long plate tectonics lesson for a 2nd year class of 28.",
   "procedures": [{"name": "Plate tectonics lesson", "steps": ["Continent jigsaw starter", "Earth structure and the three boundary types",
                   "Biscuit model of the boundaries", "Tohoku 2011 case study", "Exit ticket"]}]}),
 ("2025-01-26", "Maya's reaction at a party", [
   ("user", "My daughter Maya (she's 7) came out in hives after a peanut butter cookie at her friend Ella's birthday party yesterday, and her lips swelled a bit. "
            "Our GP, Dr Aoife Kelly, has referred her to the allergy clinic in Crumlin. The appointment is on 14 March. What should we do until then?"),
   ("assistant", "I'm not a doctor, but this is the usual advice while you wait for an allergy assessment:\n"
                 "1. Keep a non-drowsy children's antihistamine at home and in your bag.\n"
                 "2. Avoid peanuts and anything that 'may contain' nuts until she's been tested.\n"
                 "3. Call 112 or 999 straight away if she ever has trouble breathing, a hoarse voice or becomes floppy.\n"
                 "4. Tell her school and anyone who minds her."),
   ("user", "Thanks. Rob is going to tell the school tomorrow.")],
  {"summary": "The user's daughter Maya, 7, had hives and a swollen lip after a peanut butter cookie at a party; the GP referred her to the Crumlin allergy clinic, appointment 14 March.",
   "outcomes": ["Maya avoids nuts until she is tested", "The assistant advised antihistamine, avoiding nuts and calling 112/999 for breathing trouble"]}),
 ("2025-02-11", "Choosing a used car", [
   ("user", "We need a second car now that Finn is in creche across town. My budget is €12,000. I'm torn between a 2018 Toyota Yaris hybrid with 68,000 km at €13,450 and a 2017 Skoda Fabia with 92,000 km at €9,800."),
   ("assistant", "The Yaris is over budget, but hybrids from that era are very reliable and cheap to run in town. Whichever you pick, check:\n"
                 "1. The NCT certificate and when it's next due.\n"
                 "2. A Cartell history check for finance, write-offs and mileage.\n"
                 "3. The full service history.\n"
                 "4. A test drive that includes a stretch of motorway.\n"
                 "5. An independent mechanic's inspection before you pay."),
   ("user", "The dealer came down to €12,900 on the Yaris and the history check was clean, so we're buying it. Collecting it Saturday.")],
  {"summary": "The user compared a 2018 Toyota Yaris hybrid and a 2017 Skoda Fabia on a €12,000 budget and bought the Yaris after the dealer dropped the price.",
   "decisions": [{"decision": "Buy the 2018 Toyota Yaris hybrid", "rationale": "Reliable and cheap to run; the dealer came down in price and the history check was clean"}]}),
 ("2025-03-02", "Learning Spanish before Seville", [
   ("user", "Rob and I are planning a trip to Seville in October for our anniversary and I want to speak some Spanish by then. I've got about 20 minutes a day. Where should I start?"),
   ("assistant", "Seven months is enough to get to a comfortable basic level. I'd suggest:\n"
                 "1. Duolingo or a similar app for 10 minutes a day to build vocabulary.\n"
                 "2. The Coffee Break Spanish podcast, which is good for listening and pronunciation.\n"
                 "3. A weekly conversation lesson with a tutor on italki.\n"
                 "4. Learning the phrases you'll actually need: ordering food, directions, small talk."),
   ("user", "My commute is 25 minutes each way, so I'll do the podcast in the car, and I'll book a tutor once a week.")],
  {"summary": "The user is learning Spanish for an October anniversary trip to Seville with Rob, using a podcast on the commute and a weekly tutor.",
   "outcomes": ["The assistant suggested an app, the Coffee Break Spanish podcast, an italki tutor and practical phrases",
                "The user will listen to the podcast while driving and book a tutor once a week"]}),
 ("2025-03-15", "Maya's allergy test results", [
   ("user", "We were at Crumlin yesterday. The skin prick test confirmed Maya's peanut allergy, and she reacted to cashew too. "
            "The consultant, Dr Mahon, prescribed two Jext 150 adrenaline pens. They checked Finn while we were there and he has no allergies at all. What should I sort out with her school?"),
   ("assistant", "Here's what schools usually need:\n"
                 "1. A written allergy action plan signed by the consultant or GP.\n"
                 "2. One adrenaline pen kept at school, the other travelling with her.\n"
                 "3. Training for her teacher and the staff on yard duty.\n"
                 "4. A note in your calendar for the pens' expiry dates."),
   ("user", "Her teacher Ms Doyle has already done the training. Relief.")],
  {"summary": "Maya's skin prick test at Crumlin confirmed a peanut allergy and a cashew allergy; she has two adrenaline pens. Finn was tested and is clear.",
   "outcomes": ["Maya must avoid peanuts and cashews", "Her teacher Ms Doyle is trained to use the pen"]}),
 ("2025-04-05", "Starting an allotment", [
   ("user", "I finally got an allotment! Plot 23 at St Anne's, 5 by 10 metres, €140 a year. My dad Gerry is coming on Saturday to help me dig it over. What should I plant first in April?"),
   ("assistant", "April is a great time to start. In order of priority:\n"
                 "1. First early potatoes such as Charlotte.\n"
                 "2. Broad beans.\n"
                 "3. Onion sets.\n"
                 "4. Lettuce and radish, sown a short row every two weeks.\n"
                 "Cover the parts you aren't using yet with black plastic to keep the weeds down."),
   ("user", "Gerry has a sack of Charlotte seed potatoes already, so those go in first.")],
  {"summary": "The user got plot 23 at St Anne's allotments for €140 a year and will start with potatoes, broad beans, onions and salad; their father is helping dig.",
   "outcomes": ["Charlotte potatoes go in first", "Unused ground gets covered with black plastic"]}),
 ("2025-04-28", "Household budget before buying", [
   ("user", "Rob and I want to get on top of our money before we buy a house. I take home €3,100 a month and Rob takes home €2,800. Rent is €2,150 and Finn's creche is €900. "
            "We've saved €31,000 towards a €45,000 deposit."),
   ("assistant", "Together you bring home €5,900 a month. After rent and creche you have €2,850 for everything else. A few suggestions:\n"
                 "1. Set up a standing order to a separate savings account on payday, so saving happens first.\n"
                 "2. Track every spend for one month to see where the rest goes.\n"
                 "3. Keep an emergency fund of three months' essentials apart from the deposit.\n"
                 "At €1,200 a month you'd have the remaining €14,000 in about 12 months."),
   ("user", "OK, €1,200 a month it is, by standing order on the 25th.")],
  {"summary": "The user and Rob budgeted to finish a €45,000 house deposit, having €31,000 saved, and set up a standing order to save each month.",
   "decisions": [{"decision": "Save €1,200 a month by standing order", "rationale": "Reaches the deposit in about a year"}]}),
 ("2025-05-19", "Mortgage approval in principle", [
   ("user", "Good news: Bank of Ireland gave us mortgage approval in principle for €380,000. Houses we like in Glasnevin, 3-bed semis, are around €425,000. Fixed or variable?"),
   ("assistant", "With rates where they are, many buyers fix for the certainty. A longer fix protects you if rates rise, but break fees apply if you sell or switch early. "
                 "Also budget for stamp duty at 1% and around €3,000 in legal fees on top of your deposit."),
   ("user", "We'll take the 5-year fixed at 3.65% when we draw down. We also hit the full deposit earlier than planned thanks to Rob's bonus.")],
  {"summary": "The user and Rob got approval in principle for a mortgage and are looking at 3-bed semis in Glasnevin; they chose a five-year fixed rate.",
   "decisions": [{"decision": "5-year fixed rate at 3.65%", "rationale": "Certainty of repayments"}],
   "outcomes": ["The full deposit is saved"]}),
 ("2025-06-14", "Offer accepted on the house", [
   ("user", "Our offer was accepted on the 3-bed semi in Glasnevin! The asking price was €425,000 and we got it for €418,000. With our €45,000 deposit, what will the repayments be?"),
   ("assistant", "Congratulations! That leaves a mortgage of €373,000. Over 30 years at your 3.65% fixed rate the repayment is about €1,706 a month, less than the €2,150 you pay in rent now."),
   ("user", "The solicitor thinks we can close in late August.")],
  {"summary": "The user's offer of €418,000 on a Glasnevin house was accepted below the asking price; the mortgage is €373,000 and closing is expected in late August.",
   "outcomes": ["Monthly repayment about €1,706 over 30 years"]}),
 ("2025-07-03", "Training for a 100 km charity cycle", [
   ("user", "My friend Siobhán talked me into the Tour de Burren on 6 September, 100 km. I cycle twice a week at the moment and my longest ride so far is 45 km. Can you give me a plan?"),
   ("assistant", "You have nine weeks, which is plenty. Here's a plan:\n"
                 "1. Add 10 km to your weekend long ride each week until you reach 90 km.\n"
                 "2. Do one midweek session of hill repeats.\n"
                 "3. Practise eating and drinking on the bike: something small every 45 minutes.\n"
                 "4. Get the bike serviced two weeks before the event, not the day before."),
   ("user", "Siobhán is lending me her spare saddle bag. I'll start the long rides this weekend.")],
  {"summary": "The user is training for the 100 km Tour de Burren with a friend, building the long ride by 10 km a week from 45 km.",
   "procedures": [{"name": "Tour de Burren training", "steps": ["Long ride +10 km a week up to 90 km", "Weekly hill repeats",
                   "Eat something every 45 minutes on the bike", "Bike service two weeks before"]}]}),
 ("2025-08-24", "Moving house with two small children", [
   ("user", "We got the keys on Friday 22 August and moved in yesterday. Careful Moves did the removal for €1,650, and Rob's mum Bernie minded Maya and Finn all day. "
            "Finn won't sleep in his new room though. Any tips?"),
   ("assistant", "That's very common after a move. A few things that help:\n"
                 "1. Keep exactly the same bedtime routine as in the old house.\n"
                 "2. Set up his room first, with his own bedding and toys where he can see them.\n"
                 "3. Use a night light for the first few weeks.\n"
                 "4. Let him help choose something for the room, like a poster."),
   ("user", "He picked a dinosaur poster and slept through last night.")],
  {"summary": "The user's family moved into the Glasnevin house; a removal firm did the move and Rob's mother minded the children. Finn struggled to sleep at first.",
   "outcomes": ["Finn settled after choosing a dinosaur poster for his room"]}),
 ("2025-09-07", "Tour de Burren done", [
   ("user", "I did the Tour de Burren yesterday! 100 km in 4 hours 52 minutes. Siobhán finished about 20 minutes ahead of me. My legs are dead. How should I recover?"),
   ("assistant", "Well done! For recovery: an easy spin or a walk today, plenty of protein and fluids, and no hard efforts for about a week.")],
  {"summary": "The user completed the 100 km Tour de Burren with Siobhán and asked about recovery.",
   "outcomes": ["The user finished the event", "Easy week of recovery"]}),
 ("2025-09-22", "Laptop after a juice spill", [
   ("user", "Finn knocked a cup of apple juice over my laptop last night, a 2019 Dell XPS 13. It won't turn on now. What do I do?"),
   ("assistant", "Act quickly:\n"
                 "1. Don't try to switch it on again.\n"
                 "2. Unplug the charger and any accessories.\n"
                 "3. Stand it upside down, open like a tent, so the liquid drains out.\n"
                 "4. Leave it to dry for at least 48 hours. Rice doesn't help.\n"
                 "5. If it still won't start, take it to a repair shop: juice is sugary and can corrode the board."),
   ("user", "Took it to PC Doctor in Phibsborough. They quoted €320 for a new keyboard."),
   ("assistant", "That's a reasonable price for an XPS keyboard replacement, if that's all that's wrong."),
   ("user", "Update: they opened it up and the motherboard is damaged too, so the repair is now €690. Not worth it on a six-year-old laptop, so I've ordered a Lenovo ThinkPad E14 for €879.")],
  {"summary": "The user's Dell XPS 13 stopped working after a juice spill; the repair turned out too expensive and they ordered a new laptop.",
   "decisions": [{"decision": "Replace the laptop instead of repairing it", "rationale": "The motherboard was damaged and the laptop is six years old"}]}),
 ("2025-10-05", "Seville anniversary trip", [
   ("user", "It's our 10th wedding anniversary on 26 October and Rob and I are going to Seville from 24 to 28 October, staying in a hotel in the Santa Cruz quarter. "
            "Bernie is minding the kids again. I've upped my italki lessons with Lucía to twice a week, Tuesdays and Thursdays. What shouldn't we miss?"),
   ("assistant", "I don't have personal experience of Seville, but these are the most recommended:\n"
                 "1. The Real Alcázar: book tickets online, they sell out.\n"
                 "2. The cathedral, and climb the Giralda tower.\n"
                 "3. A flamenco show at Casa de la Memoria.\n"
                 "4. Tapas in Triana, across the river.\n"
                 "5. Plaza de España in the late afternoon light."),
   ("user", "Ryanair just moved our outbound flight, so we now fly out on the 25th and have three nights instead of four."),
   ("assistant", "Three nights is still enough for all five if you book the Alcázar and the flamenco ahead.")],
  {"summary": "The user and Rob are going to Seville for their 10th wedding anniversary, staying in Santa Cruz; the outbound flight was moved a day later. The user now has Spanish lessons with Lucía.",
   "outcomes": ["The assistant suggested the Real Alcázar, the cathedral and Giralda, flamenco, tapas in Triana and Plaza de España"]}),
 ("2025-12-02", "Scaling lasagne for a birthday", [
   ("user", "Finn turns 5 on Saturday and we're having 12 adults for lunch. My lasagne recipe serves 4: 500 g beef mince, one 400 g tin of tomatoes, 250 g ricotta and 9 sheets of pasta. How do I scale it?"),
   ("assistant", "Going from 4 to 12 servings means tripling everything:\n"
                 "1. 1.5 kg beef mince.\n"
                 "2. Three 400 g tins of tomatoes.\n"
                 "3. 750 g ricotta.\n"
                 "4. 27 sheets of pasta.\n"
                 "Bake it as three normal-sized dishes rather than one giant one, about 45 minutes at 180°C, so the middle cooks through. "
                 "And check any shop-bought pesto or sauces for nuts, given Maya's allergy."),
   ("user", "Three dishes it is. I'll make them Friday night.")],
  {"summary": "The user tripled a four-serving lasagne recipe for twelve adults at Finn's fifth birthday lunch, to bake as three dishes.",
   "outcomes": ["Make three dishes and bake about 45 minutes at 180°C", "Check sauces for nuts because of Maya's allergy"]}),
 ("2025-12-10", "Mock exam revision for sixth years", [
   ("user", "My 6th year geography class has their mocks in February. There are 22 of them and I see them 5 times a week. How should I structure revision after Christmas?"),
   ("assistant", "A structure that works well:\n"
                 "1. Start every class with a short retrieval quiz on older topics.\n"
                 "2. Work through past paper questions topic by topic, marking them with the official marking schemes.\n"
                 "3. Give a week to finishing the fieldwork report.\n"
                 "4. From week four, set one timed long question a week under exam conditions."),
   ("user", "Good. The timed questions start the week of 26 January then.")],
  {"summary": "The user planned Leaving Cert mock revision for a sixth-year geography class: retrieval quizzes, past papers, fieldwork and timed questions.",
   "procedures": [{"name": "Mock revision", "steps": ["Retrieval quiz at the start of every class", "Past paper questions with marking schemes",
                   "A week on the fieldwork report", "Weekly timed long question from week four"]}]}),
]

# (question, gold short answer), written before any run
QUESTIONS_14 = [
 ("What subject do I teach?", "geography"),
 ("How many students are in my 2nd year class?", "28"),
 ("What did you suggest for modelling the plate boundaries?", "Oreo biscuits"),
 ("What is Maya allergic to?", "peanuts and cashews"),
 ("When was Maya's allergy appointment?", "14 March 2025"),
 ("Who referred Maya to the allergy clinic?", "Dr Aoife Kelly"),
 ("Whose party was Maya at when she had the reaction?", "Ella"),
 ("How many adrenaline pens did Maya get?", "two"),
 ("Does Finn have any allergies?", "No"),
 ("What car did I buy?", "2018 Toyota Yaris hybrid"),
 ("How much did I pay for the car?", "€12,900"),
 ("What was the second check you said to do on a used car?", "a Cartell history check"),
 ("Which podcast did you recommend for learning Spanish?", "Coffee Break Spanish"),
 ("How long is my drive to work?", "25 minutes"),
 ("How often do I have Spanish lessons now?", "twice a week"),
 ("Who is my Spanish tutor?", "Lucía"),
 ("What's my allotment plot number?", "23"),
 ("How much is the allotment a year?", "€140"),
 ("Who's helping me dig over the allotment?", "Gerry"),
 ("How much do I take home each month?", "€3,100"),
 ("How much were we putting aside each month for the deposit?", "€1,200"),
 ("Which bank approved our mortgage?", "Bank of Ireland"),
 ("What rate did we fix the mortgage at?", "3.65%"),
 ("How much did we pay for the house?", "€418,000"),
 ("What will our monthly mortgage repayment be?", "€1,706"),
 ("When did we get the keys to the new house?", "22 August 2025"),
 ("Who minded the children on moving day?", "Bernie"),
 ("What event did I train for with Siobhán?", "Tour de Burren"),
 ("What was my time for the Tour de Burren?", "4 hours 52 minutes"),
 ("How often did you tell me to eat on the bike?", "every 45 minutes"),
 ("Who spilled juice on my laptop?", "Finn"),
 ("What laptop did I order?", "Lenovo ThinkPad E14"),
 ("How much was the final repair quote for the Dell?", "€690"),
 ("When do we fly out to Seville now?", "25 October 2025"),
 ("Which part of Seville are we staying in?", "Santa Cruz"),
 ("How much mince do I need for the lasagne?", "1.5 kg"),
]


def assistant_chats_5_at(folder):
    """The archive of CHATS_14 under `folder`; the Searcher over it."""
    return chats_archive(folder, "cdcd", CHATS_14, "claude")


@pytest.fixture(scope="module")
def assistant_chats_5(tmp_path_factory):
    return assistant_chats_5_at(tmp_path_factory.mktemp("assistant5"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_14, "assistant 5")


# Its misses fixed with general rules after the held-out measure (0.265)
ASSISTANT_5_CASES = [
    # The sentence says the keys and the date; "the new house" is the rest of its chat
    ("When did we get the keys to the new house?", "22 August 2025"),
    ("What will our monthly mortgage repayment be?", "€1,706"),  # "mortgage": the chat's summary says it
    # The note says "the GP", "their father", "Rob's mother"; a turn of its chat names them
    ("Who referred Maya to the allergy clinic?", "Dr Aoife Kelly"),
    ("Who's helping me dig over the allotment?", "Gerry"),
    ("Who minded the children on moving day?", "Bernie"),
    ("Which bank approved our mortgage?", "Bank of Ireland"),  # a name opening its sentence, joined by "of"
    ("What event did I train for with Siobhán?", "Tour de Burren"),  # the event's whole name, not its "Tour"
    ("How much is the allotment a year?", "€140"),  # a price by the year is money, not "plot 23"
    ("What rate did we fix the mortgage at?", "3.65%"),  # a rate: the percentage, not "3-bed"
    ("How often did you tell me to eat on the bike?", "every 45 minutes"),  # not item 1's "each week"
    # The note says Maya's allergies and "Finn … is clear"; Finn's own turn says it of him
    ("Does Finn have any allergies?", "No"),
    ("Which podcast did you recommend for learning Spanish?", "Coffee Break Spanish"),  # the name before the noun
    # The price agreed, not the one asked first; the quote as it ended; the flight as it is now
    ("How much did I pay for the car?", "€12,900"),  # "The dealer came down to €12,900"
    ("How much was the final repair quote for the Dell?", "€690"),  # "so the repair is now €690"
    ("When do we fly out to Seville now?", "25 October 2025"),  # "we now fly out on the 25th", said 5 October
    ("Whose party was Maya at when she had the reaction?", "Ella's"),  # the note says "a party"; its chat, whose
    ("What laptop did I order?", "Lenovo ThinkPad E14"),  # the name after the question's verb, not "six-year-old laptop"
]


@pytest.mark.parametrize("question, short", ASSISTANT_5_CASES)
def test_the_short_answer_in_a_teachers_chats(assistant_chats_5, question, short):
    from kbsearch.answer.compose import answer

    a = answer(assistant_chats_5, question, rerank=False)
    assert a.short == short, (a.short, a.summary)
    assert a.confidence != "low"


def test_words_the_rest_of_the_chat_says_set_the_scene():
    """A sentence holding the question's main words but one its chat says elsewhere states
    part of it (medium), not nothing (low); it must still hold half the question itself."""
    from kbsearch.answer.asked import Asked
    from kbsearch.answer.lead import confidence
    from test_answer_short_pieces import passage

    best = passage("user: We got the keys on Friday 22 August and moved in yesterday.", day="2025-08-24")
    best.strengths = [1.0, 0.6, 0.0]  # key, new (its turn), house (another sentence of the chat)
    asked, weights = Asked.of("When did we get the keys to the new house?"), [3.2, 2.4, 2.1]
    assert confidence(best, asked, weights, False, False, False).level == "low"
    assert confidence(best, asked, weights, False, False, False, elsewhere=frozenset({2})).level == "medium"
    best.strengths = [0.0, 0.6, 0.0]  # the keys are not in it: the chat's words do not make it a statement
    assert confidence(best, asked, weights, False, False, False, elsewhere=frozenset({0, 2})).level == "low"


def test_a_role_is_named_where_its_chat_names_it():
    from kbsearch.answer.short_who_where import named_role

    said = ["Our GP, Dr Aoife Kelly, has referred her.", "My dad Gerry is coming on Saturday.", "Rob's mum Bernie minded them."]
    assert named_role("the GP", said) == "Dr Aoife Kelly"
    assert named_role("their father", said) == "Gerry"  # "dad" is the same role
    assert named_role("Rob's mother", said) == "Bernie"
    assert named_role("Siobhán", said) == ""  # a name already
    assert named_role("their sister", said) == ""  # no sentence names her
    assert named_role("the GP", ["The GP said Yes to the referral."]) == ""  # "Yes" names no one


def test_names_that_open_a_sentence_whole():
    from kbsearch.answer.words import names_in

    assert names_in("Good news: Bank of Ireland gave us approval.", set()) == ["Bank of Ireland"]
    assert names_in("Tour de Burren training: long rides.", set()) == ["Tour de Burren"]
    assert names_in("Great news: we got it.", set()) == []  # a sentence's first word alone is no name


def test_a_finishing_time_is_in_hours_and_minutes(assistant_chats_5):
    """"What was my time for …?" asks what a clock gives: not "a week" of the training
    plan, nor the "every 45 minutes" of eating on the bike."""
    from kbsearch.answer.asked import CLOCKED, Asked, holds
    from kbsearch.answer.compose import answer

    assert Asked.of("What was my time for the Tour de Burren?").clocked
    assert not Asked.of("How long is my drive to work?").clocked
    assert holds("duration", "100 km in 4 hours 52 minutes.", None, frozenset(), clocked=True) == 1.0
    assert holds("duration", "Long ride +10 km a week; eat every 45 minutes", None, frozenset(), clocked=True) == 0.0
    assert not CLOCKED.search("every 45 minutes")
    assert answer(assistant_chats_5, "What was my time for the Tour de Burren?", rerank=False).short != "a week"


def test_the_question_asks_money_by_the_period_and_a_rate_as_a_measure():
    from kbsearch.answer.asked import Asked
    from kbsearch.answer.value_words import HOW_OFTEN, asks_money

    assert asks_money("How much is the allotment a year?")
    assert not asks_money("How much water do I drink a day?")
    assert Asked.of("What rate did we fix the mortgage at?").measure
    assert HOW_OFTEN.search("something small every 45 minutes").group(0) == "every 45 minutes"


def test_a_sentence_says_the_words_of_someone_else_only_beside_the_subject():
    from kbsearch.answer.leading import clause_about_another
    from kbsearch.answer.evidence import Concept, Pattern
    from test_answer_short_pieces import passage

    allergy = [Concept("allergy", Pattern("allerg", prefix=True), [], frozenset())]
    both = passage("Maya's test confirmed a peanut allergy. Finn was tested and is clear.", kind="summary")
    assert clause_about_another(both, allergy, [0], frozenset({"finn"}))
    assert not clause_about_another(both, allergy, [0], frozenset({"maya"}))
    # Finn is not named at all: the sentence may be about his dog, his class …
    alone = passage("Pixie has an allergy to chicken.", kind="summary")
    assert not clause_about_another(alone, allergy, [0], frozenset({"finn"}))


def test_a_day_of_the_month_alone_is_placed_by_the_tense():
    from datetime import date

    from kbsearch.answer.when import mentions

    said = date(2025, 10, 5)
    assert [t.resolved for t in mentions("we now fly out on the 25th", said)] == ["25 October 2025"]
    assert [t.resolved for t in mentions("the party is on the 2nd", said)] == ["2 November 2025"]
    assert [t.resolved for t in mentions("the parcel arrived on the 3rd", said)] == ["3 October 2025"]
    assert [t.resolved for t in mentions("it came on the 30th", said)] == ["30 September 2025"]
    assert [t.resolved for t in mentions("born on the 5th of May", said)] == ["5 May 2025"]  # a month said: as before


def test_a_settled_value_is_asked_after():
    from kbsearch.answer.asked import FINAL, PAID
    from kbsearch.answer.leading import CHANGED, NOW_SAID

    assert FINAL.search("How much was the final repair quote?") and PAID.search("How much did I pay for the car?")
    assert FINAL.search("How much did the kitchen cost in the end?")
    assert not FINAL.search("How much was the first quote?") and not PAID.search("How much was the first quote?")
    assert CHANGED.search("The dealer came down to €12,900 on the Yaris") and NOW_SAID.search("the repair is now €690")


def test_the_name_before_the_asked_noun():
    from kbsearch.answer.short_which import named_after

    assert named_after("I listen to the Coffee Break Spanish podcast daily.", "podcast", frozenset()) == "Coffee Break Spanish"
    assert named_after("We got him from the Cats Protection shelter in Bath.", "shelter", frozenset()) == "Cats Protection"
    is_q = lambda w: w.casefold() in {"python", "version"}  # noqa: E731
    assert named_after("ChatGPT forgot my Python version.", "version", frozenset(), is_q) == ""  # the question's own word
