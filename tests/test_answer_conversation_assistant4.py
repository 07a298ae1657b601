"""A fifth written archive of a user's chats with an AI assistant, in the user's own condensed
format, written with its questions and gold answers after every rule of the ninth round was
in (main at 5918e12) and before any run on it: its first measure is the held-out figure of
those rules. A software developer's year: code questions, a kitchen renovation, a cat, a
trip, money and a running plan, with facts the user updates later. bench/answer_conversations.py
asks every question ("assistant 4")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_13 = [
 ("2024-01-09", "Postgres query suddenly slow", [
   ("user", "Our orders query in Postgres went from 40 ms to 9 seconds after we passed 2 million rows. It filters on customer_id and sorts by created_at. We're on Postgres 15."),
   ("assistant", "The usual cause is a missing composite index, so Postgres scans and sorts the whole table. Create an index on (customer_id, created_at DESC), "
                 "then run EXPLAIN ANALYZE to check that the plan uses an index scan instead of a sequential scan."),
   ("user", "Added the composite index and the query is back to 35 ms.")],
  {"summary": "The user's orders query on Postgres 15 slowed from 40 ms to 9 seconds at 2 million rows; a composite index on (customer_id, created_at DESC) brought it back to 35 ms.",
   "decisions": [{"decision": "Add a composite index on (customer_id, created_at DESC)", "rationale": "The query filters on customer_id and sorts by created_at"}],
   "outcomes": ["The query runs in 35 ms again"]}),
 ("2024-02-17", "Adopting a cat from the shelter", [
   ("user", "We're adopting a 2-year-old tabby from the Cats Protection shelter in Bath on Saturday. The shelter named him Mr Whiskers but we're calling him Miso. What do we need?"),
   ("assistant", "Here's a starter list:\n"
                 "1. A litter tray and unscented clumping litter.\n"
                 "2. The same food the shelter feeds him, for the first two weeks.\n"
                 "3. A scratching post at least 80 cm tall.\n"
                 "4. A quiet room where he can hide while he settles in."),
   ("user", "Great. My partner Jonas is already shopping for the scratching post.")],
  {"summary": "The user and their partner Jonas are adopting a 2-year-old tabby, named Mr Whiskers by the Cats Protection shelter in Bath and renamed Miso.",
   "outcomes": ["The cat is called Miso; the shelter had named him Mr Whiskers",
                "The assistant suggested a litter tray, the shelter's food, a tall scratching post and a quiet room"]}),
 ("2024-03-05", "Kitchen renovation quotes", [
   ("user", "We got three quotes for the kitchen: £18,500 from Wren, £14,200 from a local fitter called Dan Hughes, and £16,900 from Howdens. Our budget is £16,000."),
   ("assistant", "Only Dan Hughes's quote is under your £16,000 budget. Before choosing, check what each quote includes: worktops, appliances, plumbing and electrical work, removal of the old kitchen, and VAT."),
   ("user", "Dan's includes everything except appliances. We're going with Dan Hughes, work starts April 8.")],
  {"summary": "The user compared three kitchen quotes against a £16,000 budget and chose the local fitter Dan Hughes at £14,200, without appliances; work starts 8 April.",
   "decisions": [{"decision": "Go with Dan Hughes at £14,200", "rationale": "The only quote under the £16,000 budget"}],
   "outcomes": ["Kitchen work starts on 8 April"]}),
 ("2024-04-12", "Learning Rust: ownership errors", [
   ("user", "I'm learning Rust for a side project, a CLI that renames photos by their EXIF date. I keep getting 'borrow of moved value' errors."),
   ("assistant", "That error means a value was moved into a function or variable and then used again. Pass a reference (&path) instead of the value, or clone it if you really need two owners. "
                 "For learning, I'd recommend the official book, The Rust Programming Language, chapter 4 on ownership.")],
  {"summary": "The user is learning Rust by building a CLI that renames photos by their EXIF date and asked about 'borrow of moved value' errors.",
   "outcomes": ["The assistant explained moves and suggested passing references instead of values",
                "The assistant recommended The Rust Programming Language, chapter 4 on ownership"]}),
 ("2024-05-20", "Miso's vet visit", [
   ("user", "Miso has been scratching his ears a lot. The vet, Dr Patel at Widcombe Vets, found ear mites and prescribed drops for 3 weeks. It cost £68."),
   ("assistant", "Ear mites are common and very treatable. Finish the whole course even if he looks better, and wash his bedding so they don't come back.")],
  {"summary": "The user's cat Miso had ear mites; Dr Patel at Widcombe Vets prescribed three weeks of ear drops for £68.",
   "outcomes": ["Miso has ear mites and is on ear drops for 3 weeks", "The vet visit cost £68"]}),
 ("2024-06-03", "Planning a week in Copenhagen", [
   ("user", "Jonas and I are going to Copenhagen from July 14 to 20. We'll rent bikes. What should we not miss?"),
   ("assistant", "A few highlights:\n"
                 "1. Cycle along the harbour to the Little Mermaid and Kastellet.\n"
                 "2. Spend an evening at Tivoli Gardens.\n"
                 "3. Swim at the Islands Brygge harbour bath.\n"
                 "4. Take a day trip to the Louisiana Museum of Modern Art."),
   ("user", "We booked a hotel in Vesterbro for 6 nights, about £1,100 in total.")],
  {"summary": "The user and Jonas planned a week in Copenhagen from 14 to 20 July, by bike, with a hotel in Vesterbro for 6 nights at about £1,100.",
   "outcomes": ["The assistant suggested the harbour ride to the Little Mermaid, Tivoli Gardens, the Islands Brygge harbour bath and the Louisiana Museum",
                "The user booked a hotel in Vesterbro for 6 nights, about £1,100"]}),
 ("2024-07-29", "Pension contributions", [
   ("user", "I earn £58,000 and put 5% into my workplace pension; my employer matches up to 7%. Should I increase mine?"),
   ("assistant", "If your employer matches up to 7%, raising your contribution to 7% gets you the full match, which is free money. "
                 "At £58,000 you're a higher-rate taxpayer on part of your income, so pension contributions also save you 40% tax on that part."),
   ("user", "Done, I've raised it to 7% from September.")],
  {"summary": "The user, earning £58,000, raised their workplace pension contribution from 5% to 7% from September to get the employer's full match.",
   "decisions": [{"decision": "Raise the pension contribution from 5% to 7%", "rationale": "The employer matches up to 7%"}]}),
 ("2024-08-22", "Docker image too big", [
   ("user", "Our Python API's Docker image is 1.9 GB. It's built on python:3.12 and installs build tools for psycopg."),
   ("assistant", "Use a multi-stage build: compile wheels in a builder stage, then copy only the wheels into a python:3.12-slim final image. "
                 "Use psycopg[binary] if you don't need to compile, and add a .dockerignore for tests and .git."),
   ("user", "Multi-stage with the slim image got it down to 210 MB.")],
  {"summary": "The user's Python API Docker image shrank from 1.9 GB to 210 MB with a multi-stage build on python:3.12-slim.",
   "procedures": [{"name": "Shrinking a Python Docker image", "steps": ["Build wheels in a builder stage", "Copy only the wheels into a python:3.12-slim image",
                   "Use psycopg[binary] where nothing needs compiling", "Add a .dockerignore for tests and .git"]}],
   "outcomes": ["The image is now 210 MB"]}),
 ("2024-09-14", "10K training plan", [
   ("user", "I'm running the Bath 10K on November 10. I run twice a week now, 5 km each time, about 31 minutes. I'd like to finish under 55 minutes."),
   ("assistant", "Very doable. Add a third run each week: one easy run, one with 6 x 400 m intervals, and a long run building from 6 km to 11 km. Keep the long run slow.")],
  {"summary": "The user is training for the Bath 10K on 10 November, aiming to finish under 55 minutes; they run twice a week, 5 km in about 31 minutes.",
   "outcomes": ["The assistant suggested three runs a week: an easy run, 6 x 400 m intervals and a long run building to 11 km"]}),
 ("2024-11-11", "Bath 10K result", [
   ("user", "I ran the Bath 10K yesterday in 52:40! I'm running three times a week now. What next?"),
   ("assistant", "Congratulations, that's well under your goal. A half marathon in spring would be a natural next step.")],
  {"summary": "The user finished the Bath 10K in 52:40, under their 55-minute goal, and now runs three times a week.",
   "outcomes": ["Bath 10K time: 52:40", "The user now runs three times a week"]}),
 ("2024-12-02", "Kitchen finished", [
   ("user", "The kitchen is finally finished, three weeks late because the worktop was cut wrong. Final cost was £15,300 with the extra electrics."),
   ("assistant", "Congratulations! £15,300 still keeps you under your £16,000 budget.")],
  {"summary": "The user's kitchen was finished three weeks late, after a worktop was cut wrong; the final cost was £15,300 with extra electrics.",
   "outcomes": ["The kitchen cost £15,300 in the end", "It finished three weeks late because the worktop was cut wrong"]}),
]

# (question, gold short answer), written before any run
QUESTIONS_13 = [
 ("How slow did the orders query get?", "9 seconds"),
 ("What index did you suggest for the orders query?", "(customer_id, created_at DESC)"),
 ("Which Postgres version are we on?", "15"),
 ("What is my cat's name?", "Miso"),
 ("What did the shelter call my cat?", "Mr Whiskers"),
 ("Where did we adopt Miso from?", "Cats Protection shelter in Bath"),
 ("How old was Miso when we adopted him?", "2 years old"),
 ("Who is my partner?", "Jonas"),
 ("Which kitchen fitter did we choose?", "Dan Hughes"),
 ("How much was the Howdens quote?", "£16,900"),
 ("What was our kitchen budget?", "£16,000"),
 ("When did the kitchen work start?", "8 April 2024"),
 ("How much did the kitchen cost in the end?", "£15,300"),
 ("Why was the kitchen late?", "the worktop was cut wrong"),
 ("What language am I learning for my side project?", "Rust"),
 ("What does my side project do?", "renames photos by their EXIF date"),
 ("What book did you recommend for learning Rust?", "The Rust Programming Language"),
 ("What did the vet find in Miso's ears?", "ear mites"),
 ("Who is Miso's vet?", "Dr Patel"),
 ("How much did the vet visit cost?", "£68"),
 ("When are we going to Copenhagen?", "14 to 20 July 2024"),
 ("Where is our hotel in Copenhagen?", "Vesterbro"),
 ("What was the second thing you suggested in Copenhagen?", "Tivoli Gardens"),
 ("How much do I earn?", "£58,000"),
 ("What percentage do I put into my pension now?", "7%"),
 ("How big was our Docker image?", "1.9 GB"),
 ("What base image did you suggest for the Docker image?", "python:3.12-slim"),
 ("How big is the Docker image now?", "210 MB"),
 ("What race did I train for?", "Bath 10K"),
 ("What was my 10K time?", "52:40"),
 ("How often do I run now?", "three times a week"),
 ("Did I finish the 10K under 55 minutes?", "Yes"),
]


def assistant_chats_4_at(folder):
    """The archive of CHATS_13 under `folder`; the Searcher over it."""
    return chats_archive(folder, "abba", CHATS_13, "chatgpt")


@pytest.fixture(scope="module")
def assistant_chats_4(tmp_path_factory):
    return assistant_chats_4_at(tmp_path_factory.mktemp("assistant4"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_13, "assistant 4")


# Its misses fixed with general rules after the held-out measure (0.545)
ASSISTANT_4_CASES = [
    ("What was my 10K time?", "52:40"),  # a race's time as a stopwatch gives it
    ("Who is Miso's vet?", "Dr Patel"),  # "…; Dr Patel at Widcombe Vets prescribed …"
    ("Which kitchen fitter did we choose?", "Dan Hughes"),  # "the local fitter Dan Hughes"
    ("What book did you recommend for learning Rust?", "The Rust Programming Language"),  # "the official book, The …"
]


@pytest.mark.parametrize("question, short", ASSISTANT_4_CASES)
def test_the_short_answer_in_a_developers_chats(assistant_chats_4, question, short):
    from kbsearch.answer.compose import answer

    a = answer(assistant_chats_4, question, rerank=False)
    assert a.short == short, (a.short, a.summary)
    assert a.confidence != "low"


@pytest.mark.parametrize("question, short", [
    ("How slow did the orders query get?", "9 seconds"),  # where "from 40 ms to 9 seconds" ended
    ("How big is the Docker image now?", "210 MB"),  # a size with its unit, not "python:3.12"
    ("How big was our Docker image?", "1.9 GB"),
])
def test_a_measure_with_its_unit_and_where_a_change_ended(assistant_chats_4, question, short):
    from kbsearch.answer.compose import answer

    assert answer(assistant_chats_4, question, rerank=False).short == short


def test_now_is_where_the_same_chat_says_it_changed(assistant_chats_4):
    """"I put 5% into my pension" scores best; "Done, I've raised it to 7%" later in that chat,
    by the same speaker, says how it is now. Without "now" the first figure still answers."""
    from kbsearch.answer.compose import answer

    a = answer(assistant_chats_4, "What percentage do I put into my pension now?", rerank=False)
    assert a.short == "7%", (a.short, a.summary)
    assert answer(assistant_chats_4, "What percentage did I put into my pension?", rerank=False).short == "5%"


def test_a_change_is_said_by_the_best_sentences_speaker():
    from kbsearch.answer.leading import CHANGED, latest_first
    from test_answer_short_pieces import passage

    first = passage("user: I put 5% into my pension.")
    theirs = passage("assistant: Raising it to 7% gets you the full match.")
    mine = passage("user: Done, I've raised it to 7% from September.")
    for p, score in ((first, 1.0), (theirs, 0.9), (mine, 0.6)):
        p.score, p.chat, p.matched = score, first.chat, 2
    assert latest_first([first], [first, theirs], 2) == [first]  # the assistant's advice is no change
    assert latest_first([first], [first, theirs, mine], 2)[0] is mine
    mine.score = 0.4  # too far below the best
    assert latest_first([first], [first, theirs, mine], 2) == [first]
    assert not CHANGED.search("I changed my mind about the trip.")


def test_a_percentage_is_asked_as_one():
    from kbsearch.answer.short_count import count_of

    assert count_of("I earn £58,000 and put 5% into my pension", "What percentage do I put into my pension?") == "5%"


@pytest.mark.parametrize("question, short", [
    ("Which Postgres version are we on?", "15"),  # the number after the name; "version" need not be said
    ("What language am I learning for my side project?", "Rust"),  # a programming language is a language
])
def test_a_version_and_a_language(assistant_chats_4, question, short):
    from kbsearch.answer.compose import answer

    assert answer(assistant_chats_4, question, rerank=False).short == short
