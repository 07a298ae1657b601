"""A written archive of a user's chats with an AI assistant (ChatGPT and Claude, ten chats
over 2024, with condensed notes), in the style of the long-memory benchmarks' user–assistant
histories: "I / my" questions about the user's own facts, questions about what the
assistant recommended, and a fact the user later updates. Its questions and gold answers
were written before any run; the first measure was taken on it untuned. The cases below are
answers a user must get; bench/answer_conversations.py asks all of its questions."""

import pytest

from test_answer_conversation import noted_sessions

SESSIONS_9 = [
 ("2024-02-03", [
   ("user", "I'm adopting a rescue greyhound named Biscuit next Saturday! She's 4 years old. What should I buy before she arrives?"),
   ("assistant", "Congratulations on adopting Biscuit! Greyhounds make wonderful companions. Here are the essentials to get before she arrives:\n"
                 "1. A martingale collar, since greyhounds have narrow heads and can slip out of regular collars.\n"
                 "2. A thick, soft dog bed, because greyhounds have little body fat and get sore lying on hard floors.\n"
                 "3. A warm coat for cold or wet walks.\n"
                 "4. A crate or a quiet corner where she can retreat.\n"
                 "5. Food: ask the rescue which food she is on and keep her on it for the first weeks."),
   ("user", "Thanks! The rescue is Second Chance Greyhounds in Leeds, they said she was a racing dog until last year."),
   ("assistant", "That's great to know. Retired racers are often new to stairs and household noises, so give her time to settle in.")],
  ["User is adopting Biscuit, a 4-year-old rescue greyhound, from Second Chance Greyhounds in Leeds",
   "The assistant recommended a martingale collar, a thick dog bed, a warm coat, a crate and keeping her usual food",
   "Biscuit was a racing dog until last year"]),
 ("2024-02-20", [
   ("user", "I just got pre-approved for a mortgage of £240,000 with Nationwide. The flat I like costs £265,000. How big a deposit do I need?"),
   ("assistant", "As an AI, I can't give personalised financial advice, but here is the arithmetic. The price is £265,000 and the loan is £240,000, "
                 "so you would need a deposit of at least £25,000, about 9.4% of the price. Remember to budget for solicitor's fees, a survey and "
                 "possibly an arrangement fee on top of the deposit."),
   ("user", "I have £31,000 saved, so I should be fine."),
   ("assistant", "That leaves you about £6,000 for fees and moving costs, which is a sensible cushion.")],
  ["User got pre-approved for a £240,000 mortgage with Nationwide",
   "The flat the user likes costs £265,000, so the deposit needed is at least £25,000",
   "User has £31,000 saved"]),
 ("2024-03-09", [
   ("user", "I'm hosting a dinner for my sister's 30th birthday next Friday, 8 people, and one of them is vegan. Can you suggest a main course everyone can eat?"),
   ("assistant", "Here are three mains that work for everyone:\n"
                 "1. Mushroom and chestnut Wellington: rich and festive, and easy to slice at the table.\n"
                 "2. Thai green curry with tofu: quick to make and easy to scale up.\n"
                 "3. Roasted cauliflower steaks with romesco sauce: colourful and light."),
   ("user", "I'll go with the Wellington. My sister's name is Hannah, by the way, and she loves lemon desserts."),
   ("assistant", "Then a lemon olive-oil cake would be perfect for Hannah: it's bright, moist, and easy to make vegan.")],
  ["User is hosting a dinner for 8 people for their sister Hannah's 30th birthday; one guest is vegan",
   "The assistant suggested a mushroom and chestnut Wellington, a Thai green curry with tofu, or roasted cauliflower steaks with romesco",
   "User chose the Wellington; the assistant suggested a lemon olive-oil cake for dessert"]),
 ("2024-04-02", [
   ("user", "I start my new job as a UX designer at Monzo on April 15 and I'm nervous about the first week. Any tips?"),
   ("assistant", "Feeling nervous is completely normal. A few things that help in a new design role:\n"
                 "1. Ask your manager for a 30-60-90 day plan so you know what success looks like.\n"
                 "2. Book short one-to-ones with each of your teammates.\n"
                 "3. Keep a notes document of names, acronyms and open questions.\n"
                 "4. Ship something small in your first two weeks."),
   ("user", "Good idea. My manager is called Priya and the team is 6 people."),
   ("assistant", "A team of six is a nice size: you'll be able to meet everyone in your first few days.")],
  ["User starts a new job as a UX designer at Monzo on 15 April",
   "User's manager is Priya and the team has 6 people",
   "The assistant suggested asking for a 30-60-90 day plan, one-to-ones with teammates, a notes document and shipping something small early"]),
 ("2024-05-11", [
   ("user", "I've been running 3 times a week since January and I want to do my first half marathon, the Great North Run on September 8. My current long run is 8 km. Can you make me a plan?"),
   ("assistant", "That's a great goal, and you have plenty of time. Here's the outline of a 16-week plan:\n"
                 "- Keep your three runs a week: one long run, one easy run and one with some faster intervals.\n"
                 "- Add 1 to 2 km to your long run each week.\n"
                 "- Peak with a long run of 18 to 19 km about three weeks before race day.\n"
                 "- Taper for the last two weeks."),
   ("user", "Perfect, thanks.")],
  ["User has been running 3 times a week since January and is training for their first half marathon, the Great North Run on 8 September",
   "User's current long run is 8 km",
   "The assistant made a 16-week plan peaking with an 18 to 19 km long run three weeks before race day"]),
 ("2024-06-22", [
   ("user", "The leaves on my fiddle leaf fig are getting brown spots. It sits by a south-facing window and I water it every 5 days."),
   ("assistant", "I'm not a botanist, but brown spots on a fiddle leaf fig are most often caused by overwatering. "
                 "Water it only when the top 5 cm of soil is dry, which will probably be about every 10 days, "
                 "and make sure the pot has drainage holes."),
   ("user", "Oh no, I've been drowning it. I'll cut back.")],
  ["User's fiddle leaf fig has brown spots on its leaves; it sits by a south-facing window and was watered every 5 days",
   "The assistant said overwatering is the likely cause and suggested watering about every 10 days, when the top 5 cm of soil is dry"]),
 ("2024-07-14", [
   ("user", "I'm going to Lisbon with my partner Tom for 5 days in August. Which neighbourhoods would you recommend staying in?"),
   ("assistant", "Lisbon has lovely neighbourhoods to stay in:\n"
                 "1. Alfama: the old Moorish quarter, with narrow streets and fado bars.\n"
                 "2. Príncipe Real: leafy and quiet, with good restaurants.\n"
                 "3. Chiado: central and elegant, close to shops and the river."),
   ("user", "We just booked a flat in Alfama for 650 euros for the whole stay."),
   ("assistant", "Great choice! Don't miss the view from the Miradouro de Santa Luzia, a five-minute walk away.")],
  ["User is going to Lisbon with their partner Tom for 5 days in August",
   "The assistant recommended Alfama, Príncipe Real and Chiado",
   "User booked a flat in Alfama for 650 euros"]),
 ("2024-08-30", [
   ("user", "Quick update: I now run 4 times a week and my long run is up to 16 km. But the outside of my left knee hurts after about 10 km."),
   ("assistant", "Well done on the progress! Pain on the outside of the knee that comes on after a set distance is often IT band syndrome, "
                 "but I can't diagnose you, so please see a physiotherapist. In the meantime, foam roll your outer thigh and strengthen your hips "
                 "with clamshells and side planks."),
   ("user", "Thanks, my physio appointment is on Tuesday.")],
  ["User now runs 4 times a week and their long run is 16 km",
   "The outside of the user's left knee hurts after about 10 km; the assistant suggested it may be IT band syndrome",
   "The assistant suggested foam rolling, clamshells and side planks; user has a physio appointment on Tuesday"]),
 ("2024-09-10", [
   ("user", "I finished the Great North Run in 2:07:45! My knee held up fine."),
   ("assistant", "Congratulations, that's a fantastic time for a first half marathon!"),
   ("user", "Thanks! Next I want to learn Spanish before I visit my friend Lucía in Valencia next spring. Which app should I use?"),
   ("assistant", "Popular options are Duolingo, which is free and game-like; Babbel, which has structured grammar lessons; "
                 "and Pimsleur, which is audio-based and good for speaking."),
   ("user", "I'll try Babbel.")],
  ["User finished the Great North Run in 2:07:45",
   "User wants to learn Spanish before visiting their friend Lucía in Valencia next spring",
   "The assistant compared Duolingo, Babbel and Pimsleur; user chose Babbel"]),
 ("2024-10-05", [
   ("user", "Biscuit had her teeth cleaned at the vet today. It cost £380! The vet said she's a healthy weight at 29 kg."),
   ("assistant", "Ouch, dental work is expensive, but it's good news about her weight. Daily chews or brushing a few times a week will help keep her teeth clean."),
   ("user", "I'll get her some dental chews.")],
  ["User's greyhound Biscuit had her teeth cleaned at the vet for £380",
   "Biscuit is a healthy weight at 29 kg"]),
]

# Every question with its gold answer, written with the sessions above and before any run.
QUESTIONS_9 = [
 ("What breed is my dog?", "greyhound"), ("What is my dog's name?", "Biscuit"),
 ("How old was Biscuit when I adopted her?", "4 years old"), ("Which rescue did I adopt Biscuit from?", "Second Chance Greyhounds"),
 ("What kind of collar did you recommend for Biscuit?", "martingale collar"), ("What did Biscuit do before I adopted her?", "racing dog"),
 ("How much was I pre-approved for?", "£240,000"), ("Which lender pre-approved my mortgage?", "Nationwide"),
 ("How much does the flat I like cost?", "£265,000"), ("How much deposit do I need for the flat?", "£25,000"),
 ("How much have I saved?", "£31,000"),
 ("What main course did I choose for my sister's birthday dinner?", "mushroom and chestnut Wellington"),
 ("What was the second main course you suggested?", "Thai green curry with tofu"), ("What is my sister's name?", "Hannah"),
 ("How many people came to Hannah's birthday dinner?", "8"), ("What dessert did you suggest for Hannah?", "lemon olive-oil cake"),
 ("How old is Hannah turning?", "30"),
 ("Where do I work?", "Monzo"), ("What is my job title?", "UX designer"), ("When did I start my new job?", "15 April 2024"),
 ("Who is my manager?", "Priya"), ("How many people are on my team?", "6"),
 ("Which half marathon did I train for?", "Great North Run"), ("When was my half marathon?", "8 September 2024"),
 ("How often do I run now?", "4 times a week"), ("How long should my longest training run be?", "18 to 19 km"),
 ("What houseplant do I have?", "fiddle leaf fig"), ("How often did you tell me to water my fiddle leaf fig?", "every 10 days"),
 ("What was causing the brown spots on my fig?", "overwatering"),
 ("Who am I going to Lisbon with?", "Tom"), ("How long is my Lisbon trip?", "5 days"),
 ("Where did we book our stay in Lisbon?", "Alfama"), ("How much did our Lisbon flat cost?", "650 euros"),
 ("What was the third neighbourhood you recommended in Lisbon?", "Chiado"),
 ("Which knee hurts?", "left knee"), ("What did you think my knee pain could be?", "IT band syndrome"),
 ("What exercises did you suggest for my knee?", "clamshells, side planks"), ("When is my physio appointment?", "Tuesday"),
 ("What was my half marathon time?", "2:07:45"), ("What language am I learning?", "Spanish"),
 ("Which app did I pick for learning Spanish?", "Babbel"), ("Who am I visiting in Valencia?", "Lucía"),
 ("Where does Lucía live?", "Valencia"), ("What cities am I planning to visit?", "Lisbon, Valencia"),
 ("How much did Biscuit's teeth cleaning cost?", "£380"), ("How much does Biscuit weigh?", "29 kg"),
 ("When did Biscuit have her teeth cleaned?", "5 October 2024"), ("What will I get Biscuit for her teeth?", "dental chews"),
]


@pytest.fixture(scope="module")
def assistant_chats(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("assistant"), "face", SESSIONS_9, platform="chatgpt")


ASSISTANT_CASES = [
    ("How much deposit do I need for the flat?", "£25,000"),  # the amount by "deposit", not the price before it
    ("Which lender pre-approved my mortgage?", "Nationwide"),  # the name the sentence gives for "which lender"
    ("Which half marathon did I train for?", "Great North Run"),  # "the Great North Run" whole
    ("Which knee hurts?", "left knee"),
    ("What was the second main course you suggested?", "Thai green curry with tofu"),  # item 2 of the assistant's list
    ("What was the third neighbourhood you recommended in Lisbon?", "Chiado"),
    ("What is my sister's name?", "Hannah"),  # "their sister Hannah's 30th birthday": no "'s"
    ("Who is my manager?", "Priya"),
    ("How much was I pre-approved for?", "£240,000"),  # not "£240,000 m" of "£240,000 mortgage"
    ("Who am I going to Lisbon with?", "Tom"),
    # Asked of the assistant: its words, not the user's "I water it every 5 days"
    ("How often did you tell me to water my fiddle leaf fig?", "every 10 days"),
    ("Where do I work?", "Monzo"),  # "my new job … at Monzo" (job and work are synonyms)
    ("Where does Lucía live?", "Valencia"),  # "my friend Lucía in Valencia": "live" is the asked frame
    ("How much does Biscuit weigh?", "29 kg"),  # "a healthy weight at 29 kg"
    ("What language am I learning?", "Spanish"),
    ("What is my dog's name?", "Biscuit"),  # "a rescue greyhound named Biscuit next Saturday": a greyhound is a dog
]


def test_what_the_assistant_suggested_is_its_list_item_not_its_greeting(assistant_chats):
    from kbsearch.answer.compose import answer

    a = answer(assistant_chats, "What kind of collar did you recommend for Biscuit?", rerank=False)
    assert a.short.startswith("martingale collar"), (a.short, a.summary)
    a = answer(assistant_chats, "What dessert did you suggest for Hannah?", rerank=False)
    assert "olive-oil cake" in a.short and a.confidence != "low", (a.short, a.summary)


@pytest.mark.parametrize("question, short", ASSISTANT_CASES)
def test_the_short_answer_in_the_users_chats_with_an_assistant(assistant_chats, question, short):
    from kbsearch.answer.compose import answer

    a = answer(assistant_chats, question, rerank=False)
    assert a.short == short, (a.short, a.summary)
    assert a.confidence != "low"


def test_a_note_about_the_user_is_about_whoever_asks_my():
    from kbsearch.answer.subject import RIGHT, WRONG, QuestionSubject

    me = QuestionSubject.of("What breed is my dog?")
    assert me.about("", "User is adopting Biscuit, a 4-year-old rescue greyhound") == RIGHT
    assert me.about("", "The outside of the user's left knee hurts after about 10 km") == RIGHT
    assert me.about("", "Lena is vegetarian") == WRONG  # someone else's note stays someone else's


def test_an_ordinal_of_what_the_assistant_listed():
    from kbsearch.answer.asked import Asked

    assert Asked.of("What was the third neighbourhood you recommended in Lisbon?").ordinal == 3
    assert Asked.of("What was the 7th job in the list you provided?").ordinal == 7
    assert Asked.of("What was the first thing I asked?").ordinal == 0  # the earliest, no list item
