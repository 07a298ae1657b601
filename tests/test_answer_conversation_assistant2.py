"""A second written archive of a user's chats with an AI assistant (ten chats over 2024,
with condensed notes): "I / my" questions, what the assistant listed, and facts the user
later updates (a car sold, more practice a day). Written with its questions and gold
answers after the rules for the first assistant archive were tuned and before any run on
this one: its first measure is the held-out figure for those rules. The cases below are
answers a user must get; bench/answer_conversations.py asks all of its questions."""

import pytest

from test_answer_conversation import noted_sessions

SESSIONS_10 = [
 ("2024-01-08", [
   ("user", "My daughter Maya turns 7 on January 20 and she wants a dinosaur party. We're expecting 12 kids. Any ideas for activities?"),
   ("assistant", "A dinosaur party for a 7-year-old sounds like great fun! Some activities that work well with a group of 12:\n"
                 "1. A fossil dig: bury plastic dinosaur bones in a sandbox and hand out brushes.\n"
                 "2. A dinosaur egg hunt with plastic eggs hiding small toys.\n"
                 "3. A volcano cake that 'erupts' with dry ice, if an adult handles it."),
   ("user", "Love the fossil dig! We'll hold the party at the community hall on Birch Road."),
   ("assistant", "Perfect, a hall gives you room for the dig and for running around.")],
  ["User's daughter Maya turns 7 on 20 January and wants a dinosaur party; 12 kids are expected",
   "The assistant suggested a fossil dig, a dinosaur egg hunt and a volcano cake",
   "The party will be at the community hall on Birch Road"]),
 ("2024-01-25", [
   ("user", "My 2015 Honda Civic makes a grinding noise when I brake. The mechanic quoted £420 for new pads and rotors. Is that fair?"),
   ("assistant", "A grinding noise when braking usually means the pads are worn down to the metal backing plate, so it's worth fixing soon. "
                 "£420 for pads and rotors on both front wheels is within the normal range for a Civic in the UK."),
   ("user", "OK, I'll get it done at Kwik Fit on Saturday.")],
  ["User's 2015 Honda Civic makes a grinding noise when braking; the mechanic quoted £420 for pads and rotors",
   "The assistant said the pads are probably worn to the metal and the quote is within the normal range",
   "User will get the brakes done at Kwik Fit on Saturday"]),
 ("2024-02-14", [
   ("user", "I've been diagnosed with high cholesterol, my LDL is 4.9. My doctor, Dr. Okonkwo, wants me to try diet changes for 3 months before considering statins. What should I change?"),
   ("assistant", "I'm not a doctor, but these diet changes are commonly recommended for lowering LDL:\n"
                 "1. Oats and barley, for their soluble fibre.\n"
                 "2. A handful of unsalted nuts a day.\n"
                 "3. Oily fish such as salmon or mackerel twice a week.\n"
                 "4. Olive oil instead of butter."),
   ("user", "I already eat porridge every morning, so that's a start.")],
  ["User has high cholesterol with an LDL of 4.9; their doctor, Dr. Okonkwo, wants them to try diet changes for 3 months before statins",
   "The assistant suggested oats and barley, nuts, oily fish twice a week and olive oil instead of butter",
   "User eats porridge every morning"]),
 ("2024-03-03", [
   ("user", "Big news: I got promoted to senior engineer at Deliveroo! My salary goes up to £92,000."),
   ("assistant", "Congratulations, that's a big step! It's a good moment to agree on what success looks like in the new role with your manager."),
   ("user", "Good point. I'm getting a new manager too, his name is Tomasz.")],
  ["User was promoted to senior engineer at Deliveroo; their salary rises to £92,000",
   "User's new manager is Tomasz"]),
 ("2024-04-12", [
   ("user", "I started learning the cello three weeks ago! My teacher, Ines, says I should practise 20 minutes a day. Any tips for a beginner?"),
   ("assistant", "How exciting! Twenty minutes a day is a great habit. Work through Suzuki Book 1 alongside your lessons, "
                 "record yourself once a week, and keep your bow hand relaxed."),
   ("user", "Thanks! My cello is rented for £35 a month for now.")],
  ["User started learning the cello three weeks ago; their teacher Ines says to practise 20 minutes a day",
   "The assistant recommended Suzuki Book 1 and recording themselves once a week",
   "User rents their cello for £35 a month"]),
 ("2024-05-20", [
   ("user", "We're flying to Tokyo on June 14 for 10 days with the kids. Which areas would you suggest staying in?"),
   ("assistant", "Tokyo is very family-friendly. Three good bases:\n"
                 "1. Shinjuku: great transport links and lots of restaurants.\n"
                 "2. Asakusa: quieter and traditional, near the Senso-ji temple.\n"
                 "3. Shibuya: lively, with plenty of shopping."),
   ("user", "We booked a hotel in Asakusa, a five-minute walk from Senso-ji.")],
  ["User is flying to Tokyo with the kids on 14 June for 10 days",
   "The assistant suggested Shinjuku, Asakusa and Shibuya",
   "User booked a hotel in Asakusa near Senso-ji"]),
 ("2024-06-30", [
   ("user", "Back from Tokyo! Maya's favourite part was the teamLab museum."),
   ("assistant", "Welcome back! teamLab is magical for kids."),
   ("user", "Also, I sold my Honda Civic and bought a used Toyota Corolla hybrid for £14,500.")],
  ["User is back from Tokyo; Maya's favourite part was the teamLab museum",
   "User sold their Honda Civic and bought a used Toyota Corolla hybrid for £14,500"]),
 ("2024-08-09", [
   ("user", "My tomato plants have yellow leaves at the bottom. I grow them in grow bags on my balcony."),
   ("assistant", "Yellowing lower leaves on tomatoes are most often a sign of nitrogen deficiency, especially in grow bags, which run out of nutrients quickly. "
                 "Feed them with a liquid tomato feed every week and remove the worst leaves."),
   ("user", "I use Tomorite, I'll feed them more often.")],
  ["User's tomato plants, grown in grow bags on the balcony, have yellow lower leaves",
   "The assistant said it is most likely a nitrogen deficiency and suggested a weekly liquid tomato feed",
   "User uses Tomorite"]),
 ("2024-09-02", [
   ("user", "Maya started Year 3 today at Oakfield Primary. Her teacher is Mrs. Adeyemi. How can I help her settle in?"),
   ("assistant", "Ask her about one good thing from each day, keep the mornings calm, and get to know Mrs. Adeyemi at the first parents' evening.")],
  ["Maya started Year 3 at Oakfield Primary; her teacher is Mrs. Adeyemi",
   "The assistant suggested asking about one good thing each day and keeping mornings calm"]),
 ("2024-10-19", [
   ("user", "I played my first cello recital today! I played The Swan by Saint-Saëns."),
   ("assistant", "Congratulations! The Swan is a beautiful choice for a first recital."),
   ("user", "Thanks! I now practise 40 minutes a day.")],
  ["User played their first cello recital, The Swan by Saint-Saëns",
   "User now practises the cello 40 minutes a day"]),
]

# Every question with its gold answer, written with the sessions above and before any run.
QUESTIONS_10 = [
 ("What is my daughter's name?", "Maya"), ("How old is Maya turning?", "7"),
 ("What theme does Maya want for her party?", "dinosaur"), ("How many kids are coming to Maya's party?", "12"),
 ("Where is Maya's party?", "community hall on Birch Road"), ("What was the first activity you suggested for the party?", "fossil dig"),
 ("What year is my Honda Civic?", "2015"), ("How much did the mechanic quote for my brakes?", "£420"),
 ("Where am I getting my brakes fixed?", "Kwik Fit"), ("What noise does my car make when I brake?", "grinding"),
 ("What is my LDL?", "4.9"), ("Who is my doctor?", "Dr. Okonkwo"),
 ("How long should I try diet changes before statins?", "3 months"),
 ("What was the third diet change you suggested?", "oily fish such as salmon or mackerel twice a week"),
 ("What do I eat every morning?", "porridge"),
 ("What was I promoted to?", "senior engineer"), ("What is my new salary?", "£92,000"),
 ("Who is my new manager?", "Tomasz"), ("Which company do I work for?", "Deliveroo"),
 ("What instrument am I learning?", "cello"), ("Who is my cello teacher?", "Ines"),
 ("How much is my cello rental?", "£35 a month"), ("What book did you recommend for the cello?", "Suzuki Book 1"),
 ("When did I start learning the cello?", "March 2024"),
 ("When am I flying to Tokyo?", "14 June 2024"), ("How long is our Tokyo trip?", "10 days"),
 ("Where did we book our hotel in Tokyo?", "Asakusa"), ("What was the second area you suggested in Tokyo?", "Asakusa"),
 ("What was Maya's favourite part of Tokyo?", "teamLab museum"), ("What car do I drive now?", "Toyota Corolla hybrid"),
 ("How much did I pay for the Corolla?", "£14,500"), ("What car did I sell?", "Honda Civic"),
 ("Where do I grow my tomatoes?", "grow bags on my balcony"),
 ("What did you say was wrong with my tomato plants?", "nitrogen deficiency"), ("What tomato feed do I use?", "Tomorite"),
 ("What school does Maya go to?", "Oakfield Primary"), ("Who is Maya's teacher?", "Mrs. Adeyemi"),
 ("When did Maya start Year 3?", "2 September 2024"),
 ("What piece did I play at my cello recital?", "The Swan"), ("How long do I practise the cello each day now?", "40 minutes"),
 ("When was my first cello recital?", "19 October 2024"),
]


@pytest.fixture(scope="module")
def assistant_chats_2(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("assistant2"), "fade", SESSIONS_10, platform="claude")


ASSISTANT_2_CASES = [
    # The note "User booked a hotel in Asakusa" leaves out Tokyo; the user's turn of that
    # chat says it (the turn before names Tokyo): stated, not hedged.
    ("Where did we book our hotel in Tokyo?", "Asakusa"),
    # "now": the latest chat's 40 minutes, not the teacher's 20 of months before; and not "a day"
    ("How long do I practise the cello each day now?", "40 minutes"),
    ("What was the second area you suggested in Tokyo?", "Asakusa"),  # the assistant's item 2
    ("Who is my doctor?", "Dr. Okonkwo"),
    ("What is my new salary?", "£92,000"),
]


@pytest.mark.parametrize("question, short", ASSISTANT_2_CASES)
def test_the_short_answer_in_a_second_archive_of_chats_with_an_assistant(assistant_chats_2, question, short):
    from kbsearch.answer.compose import answer

    a = answer(assistant_chats_2, question, rerank=False)
    assert a.short == short, (a.short, a.summary)
    assert a.confidence != "low"


def test_a_list_introduced_is_answered_with_its_items(assistant_chats_2):
    """"These diet changes are commonly recommended:" leads; its numbered items, each up to
    where its own words end, are the answer, not a phrase of the introduction."""
    from kbsearch.answer.compose import answer

    a = answer(assistant_chats_2, "What diet changes did you suggest?", rerank=False)
    assert a.short == ("Oats and barley, A handful of unsalted nuts a day, Oily fish such as salmon or mackerel "
                       "twice a week, Olive oil instead of butter"), (a.short, a.summary)
    third = answer(assistant_chats_2, "What was the third diet change you suggested?", rerank=False)
    assert third.short.casefold().startswith("oily fish"), third.short


def test_only_a_sentence_that_introduces_the_list_gives_its_items():
    from kbsearch.answer.gather import list_after
    from test_answer_short_pieces import passage

    turn = "assistant: Try these:\n1. Oats, for fibre.\n2. Nuts: a handful.\n3. Oily fish twice a week."
    intro = passage("assistant: Try these:")
    intro.source_text = turn
    assert list_after(intro) == ["Oats", "Nuts", "Oily fish twice a week"]
    item = passage("assistant: 2. Nuts: a handful.")
    item.source_text = turn
    assert list_after(item) == []
    plain = passage("assistant: Try these: oats and nuts.")  # no list follows
    plain.source_text = "assistant: Try these: oats and nuts."
    assert list_after(plain) == []
    paragraph = "assistant: A FTSE All-World ETF is the simplest choice for you. Here is how to set it up:"
    said = passage(paragraph)  # the paragraph says the answer itself
    said.source_text = paragraph + "\n1. A broker.\n2. A plan.\n3. A rule."
    assert list_after(said) == []


@pytest.mark.parametrize("question, short", [
    ("What school does Maya go to?", "Oakfield Primary"),  # a school's name says "Primary", not "Year 3"
    ("What piece did I play at my cello recital?", "Swan"),  # the name after "played", where "piece" is not said
    # No chat says "car", "drive" or "sell": the search is widened to "sold" and the makes of cars
    ("What car did I sell?", "Honda Civic"),
    ("What car do I drive now?", "Toyota Corolla"),  # the latest, and not the one sold
    ("What year is my Honda Civic?", "2015"),  # "my 2015 Honda Civic": a thing's year, not the chat's
    ("How much did I pay for the Corolla?", "£14,500"),  # "bought … for £14,500": "pay" is the asked frame
    ("What tomato feed do I use?", "Tomorite"),  # the user's "I use Tomorite", not the assistant's suggestion
])
def test_a_thing_known_by_its_name(assistant_chats_2, question, short):
    from kbsearch.answer.compose import answer

    assert answer(assistant_chats_2, question, rerank=False).short == short
