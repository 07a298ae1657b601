"""The pieces of the short answer (answer/short.py) and of the subject check
(answer/subject.py), on hand-made sentences."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from kbsearch.answer.asked import Asked
from kbsearch.answer.evidence import Passage
from kbsearch.answer.phrase import phrase
from kbsearch.answer.short import short_of
from kbsearch.answer.words import items_of, same_item
from kbsearch.answer.subject import RIGHT, UNKNOWN, WRONG, QuestionSubject, is_boilerplate
from kbsearch.text import tokens

DEMO = Path(__file__).resolve().parents[1] / "indexes"


def passage(text: str, day: str = "2023-05-25", kind: str = "raw") -> Passage:
    chat = SimpleNamespace(result=SimpleNamespace(date=day, chat_id="abcd1234"))
    return Passage(chat, None, kind, text, 0, set(tokens(text)))


def words_of(question: str):
    own = set(tokens(question))
    return lambda w: bool(set(tokens(w)) & own)


def _noted(tmp_path, topic: str, chats):
    """An archive of REALTALK-like chats, each (chat_id, title, date, outcome note)."""
    from archive_builder import ChatSpec, write_archive

    return write_archive(tmp_path / "a", [ChatSpec(cid, title, "realtalk", day, [topic], [{"outcomes": [note]}], ["x"])
                                          for cid, title, day, note in chats])


def _with_turns(archive, turns: dict):
    """Each chat's raw turns replaced: {chat_id: [(speaker, text), …]}."""
    import yaml

    for raw in archive.parent.rglob("*.001.yml"):
        cid = raw.name.split(".")[2]
        raw.write_text(yaml.safe_dump({"chat_id": cid, "messages": [
            {"role": s, "content": t} for s, t in turns[cid]]}), encoding="utf-8")
    return archive


@pytest.mark.parametrize("question, text, day, short, stated", [
    ("When did Caroline go to the support group?", "Caroline: I went to the support group yesterday.", "2023-05-08",
     "7 May 2023", True),
    # A month to come: "is getting married in October", said in June, is this year's October.
    ("When is Dev getting married?", "Marcus: Dev is getting married in October!", "2023-06-17", "October 2023", True),
    ("When did Marcus go to Paris?", "Marcus: I went to Paris in October.", "2023-06-17", "October 2022", True),
    ("When did Melanie run the charity race?", "Melanie: I ran a charity race last week!", "2023-05-25",
     "the week before 25 May 2023", True),
    ("When did Melanie run the charity race?", "Melanie: I ran a charity race last Sunday.", "2023-05-25",
     "the Sunday before 25 May 2023", True),
    ("When did Kate start skiing?", "Kate: I've been skiing for 10 years now.", "2023-12-29", "since about 2013", True),
    ("When did Kate bake the cake?", "Kate: The cake turned out great.", "2024-01-03", "3 January 2024", False),
    # A time of life or of the year no calendar places is said as the sentence says it.
    ("When did Elise play chess?", "elise: I played chess for some years when I was in high school.", "2024-01-10",
     "when I was in high school", True),
    ("When does Elise stay at her beach house?", "elise: I spend a lot of time in the summer by my beach house.",
     "2024-01-06", "in the summer", True),
    ("What happened to Elise in the library?", "Elise fell asleep in the library due to fatigue.", "2024-01-05",
     "fell asleep", True),
    ("What happened with Vanessa's hand?", "Vanessa: I burned my hand with oil, ouch.", "2024-01-05",
     "burned my hand", True),
    ("In what region was Akib a few years ago?", "Akib: I was in Europe a few years ago.", "2024-01-05", "Europe",
     True),
    ("Where is Paola going with her friends?", "Paola is going to a small lounge with her friends.", "2024-01-05",
     "a small lounge", True),
    ("What year did Jon open the studio?", "Jon: I opened the studio in 2019.", "2024-01-03", "2019", True),
    ("At what time does Jon come home?", "Jon: I usually come home at 2:30 because of school.", "2024-01-03", "2:30",
     True),
    ("How long has Melanie been creating art?", "Melanie: I've been creating art for 7 years.", "2023-05-25",
     "7 years", True),
    ("How long has Nebraas not had a nosebleed?", "Nebraas: I haven't had a nosebleed since middle school but ok.",
     "2024-01-06", "since middle school", True),
    ("How much was I pre-approved for?", "user: I got pre-approved for $350,000 from Wells Fargo.", "2024-01-06",
     "$350,000", True),
    ("How many quotes did we get?", "user: We got 3 quotes for the heat pump.", "2024-01-06", "3", True),  # the question says what of
    ("Who recommended the book?", "Joanna: My sister Alice recommended the book.", "2024-01-06", "Alice", True),
    ("Who came along to the concert?", "Joanna: With Maria there, we came along to the concert in Lisbon.",
     "2024-01-06", "Maria", True),  # a name after "in" is a place
    ("Where are we going for the autumn leaves?", "6 nights Kyoto for the autumn leaves and 3 nights Osaka",
     "2024-06-19", "Kyoto", True),
    ("Why did we choose YAML?", "We chose YAML because people edit it by hand, and JSON has no comments.",
     "2024-06-19", "because people edit it by hand", True),
    ("Did Kate go skiing?", "Kate: I didn't go skiing after all.", "2024-06-19", "No", True),
    ("Where, besides the United States, has Elise been?", "Elise: After the United States I went to St. Moritz.",
     "2024-06-19", "St. Moritz", True),
    ("What is Nate's favorite video game?", "Nate: My favorite video game is Xenoblade Chronicles.", "2024-06-19",
     "Xenoblade Chronicles", True),
    ("What are the names of James's dogs?", "James: My dogs are named Ned and Daisy.", "2024-06-19", "Ned, Daisy", True),
    # The asked noun written right after a one-word answer names the thing whole.
    ("What kind of art does Caroline make?", "Caroline: Mostly I make abstract art.", "2024-06-19",
     "abstract art", True),
    # No number or length where the sentence gives none: an ordinal, "one of", "since" + a clause.
    ("How many dog names did Nebraas tell Vanessa about?", "Nebraas: I just ate my 2nd hotdog of the day.",
     "2024-06-19", "", False),
    ("How often does Nebraas have Japanese cheese?", "Nebraas: I like the one near my office.", "2024-06-19", "", False),
    ("How long has Elise been playing tennis?", "Elise: I play tennis since it keeps me fit.", "2024-06-19", "", False),
    ("How long has Elise been playing tennis?", "Elise: I have played tennis since middle school.", "2024-06-19",
     "since middle school", True),
    # "…, so I'm starting …": the reason is the clause before, the rest is what it caused.
    ("Why did Jon start his dance studio?", "Jon: I lost my job as a banker last month, so I'm starting my own "
     "dance studio.", "2023-05-08", "I lost my job as a banker last month", True),
    # "since I was 10": an age, the start of the length.
    ("How long has Jon been dancing?", "Jon: I've been dancing since I was 10, my mom took me to classes.",
     "2023-05-08", "since I was 10", True),
    # Two years or more in months, said in years: "235 months" is 19 years 7 months.
    ("How long is the loan?", "Simulation: 235 months and €78,704 interest.", "2023-09-13", "19 years 7 months", True),
    ("How long is the loan?", "The loan runs 36 months.", "2023-09-13", "3 years", True),
    ("How long is the lease?", "The lease is 18 months.", "2023-09-13", "18 months", True),
    # A trait of the person, said with "I'm …" (the sentence found by meaning: no question word in it)
    ("What is Caroline's relationship status?", "Caroline: I'm single right now and focusing on myself.",
     "2023-05-08", "single", True),
    ("What is Caroline's identity?", "Melanie: Caroline is a transgender woman, and proud of it.", "2023-05-08",
     "transgender woman", True),
    ("What is Caroline's relationship status?", "Melanie: Kevin is single again, poor guy.", "2023-05-08", "", False),
    ("What is Caroline's relationship status?", "Melanie: I'm single right now.", "2023-05-08", "", False),  # Melanie's
    # Who: the subject opening a clause; whose: the owner, "my" being the speaker.
    ("Who runs the shop on Mondays?", "Gina: Jules runs the shop on Mondays now.", "2024-01-13", "Jules", True),
    ("Who is Layla?", "Omar's sister Layla got into medical school", "2024-01-13", "Omar's sister", True),
    ("Whose recipe are the buns?", "Gina: It's my grandmother's recipe from Sweden.", "2023-05-20",
     "Gina's grandmother's", True),
    ("Whose wedding was in Vermont?", "Marcus gave the best man speech at Dev's wedding in Vermont", "2023-10-21",
     "Dev's", True),
    # Where: a street after "on"; a person, a day or a holiday is no place.
    ("Where is Gina's bakery?", "Gina signed the lease for her bakery on Elm Street, next to the library",
     "2023-03-05", "Elm Street", True),
    ("Where is Gina's bakery?", "Gina's son Sam helped her paint the bakery walls yellow", "2023-04-16", "", False),
    ("Where did Elise celebrate?", "Elise celebrated New Year's with her family", "2024-01-01", "", False),
    # What the asked noun "is"; what happened to a thing; a count of what the question names.
    ("What is Gina's New Year's resolution?", "Gina's resolution is to take one day off a week; Jules runs the shop",
     "2024-01-13", "take one day off a week", True),
    ("What happened to the gingerbread bakery?", "Gina's gingerbread bakery collapsed on Christmas Eve", "2024-01-13",
     "collapsed", True),
    ("What happened to the gingerbread bakery?", "Gina's kids want to build a gingerbread version of the bakery",
     "2023-12-02", "", False),
    ("How many whales did Omar count?", "They counted 140 gray whales", "2023-03-05", "140", True),
    ("How many stitches did Omar need?", "Omar: I fell and the board hit my head, I needed three stitches.",
     "2023-06-24", "three", True),
    # Found in review: the number stays whole; a unit asked is no thing counted; no owner in "It's";
    # the thing something happened to must be the subject.
    ("How many eggs did Gina use?", "Gina used a dozen eggs", "2023-06-24", "a dozen", True),
    ("How many views did the video get?", "The video got 3.5 million views", "2023-06-24", "3.5 million", True),
    ("How many days off does Gina get?", "Gina gets 25 days a year", "2023-06-24", "25 days", True),
    ("Whose recipe is it?", "Gina: It's my recipe, actually.", "2023-06-24", "Gina's", True),
    ("Whose car did Omar borrow?", "Omar: She's got a car so I borrowed it", "2023-06-24", "", False),
    ("Whose idea was the trip?", "user: It was my idea to go", "2023-06-24", "", False),
    ("Who did Kate go with?", "Kate & Elise went to Paris", "2023-06-24", "Elise", True),
    ("Who fixed the oven?", "Gina: Work was crazy today. The repairman came at noon", "2023-06-24", "", False),
    ("Where did Kate go?", "Kate went with my wife, Italy was amazing", "2023-06-24", "Italy", True),
    ("What happened to the bakery?", "Gina: a pipe burst and flooded the bakery last night", "2023-06-24", "", False),
    ("What happened to Omar's car?", "Omar: the car got towed last night", "2023-06-24", "towed", True),
])
def test_the_short_answer_of_a_sentence(question, text, day, short, stated):
    p = passage(text, day, "raw" if ": " in text[:20] else "summary")
    assert short_of(p, Asked.of(question), question, words_of(question)) == (short, stated)


def test_an_open_answer_is_the_phrase_next_to_the_question_words():
    q = words_of("What kind of content did Joanna share that someone wrote her a letter about?")
    got = phrase("Someone wrote Joanna a touching letter after reading a blog post she made about a hard moment", q)
    assert "blog post" in got and len(got.split()) <= 12
    assert phrase("Nothing of the question here at all", q) == ""


def test_a_phrase_ends_where_a_preposition_sets_the_scene():
    q = words_of("What did Elise buy on 7 Jan 2024?")
    assert phrase("Elise buys water and breakfast bars at Walmart.", q) == "water and breakfast bars"


def test_list_items_split_and_match():
    assert items_of("Smite and Animal Crossing") == ["Smite", "Animal Crossing"]
    assert items_of("Ned, Daisy, and Max") == ["Ned", "Daisy", "Max"]
    assert same_item("the dog park", "dog park") and not same_item("Ned", "Max")


def test_who_a_sentence_is_about():
    q = QuestionSubject.of("How long has Melanie been creating art?", {"Melanie", "Caroline"})
    assert q.about("", "Caroline has been creating art since the age of 17") == WRONG
    assert q.about("Caroline", "I've been painting for years") == WRONG
    assert q.about("Melanie", "I've been painting for years") == RIGHT
    assert q.about("Caroline", "Melanie showed me her paintings") == RIGHT
    assert q.about("", "The gallery opens at nine") == UNKNOWN
    # Named, but in another person's sentence (two notes run together): not plainly hers.
    q = QuestionSubject.of("When was Elise in Hawaii?", {"Elise", "Kevin"})
    assert q.about("", "Kevin plans to visit Hawaii in the summer Elise went to a party") == UNKNOWN
    assert q.about("", "Elise went to Hawaii in the summer") == RIGHT


def test_a_question_about_the_user_and_the_assistant():
    q = QuestionSubject.of("What was the amount I was pre-approved for when I got my mortgage from Wells Fargo?")
    assert q.first_person
    assert q.about("user", "I got pre-approved for $350,000 from Wells Fargo") == RIGHT
    assert q.about("assistant", "You were pre-approved for $350,000") == RIGHT
    assert q.about("assistant", "I recommend a fixed rate") == WRONG
    # Advice questions are answered by the assistant's words: no subject to check.
    assert not QuestionSubject.of("How do I fix the MCP timeout?").first_person


@pytest.mark.parametrize("text, boilerplate", [
    ("As an AI language model, I don't have personal experience with mortgages.", True),
    ("I'm a new conversation each time you interact with me, so I don't recall you getting pre-approved.", True),
    ("I don't have access to your previous conversations.", True),
    ("Congratulations on the pre-approval of $350,000!", False),
    ("Step 8, final review: read the story once more before it is published.", False),
])
def test_assistant_boilerplate(text, boilerplate):
    assert is_boilerplate(text) is boilerplate


def test_a_numbered_list_is_cut_into_whole_items_and_the_asked_one_answers(tmp_path):
    from archive_builder import ChatSpec, write_archive

    from kbsearch.answer.compose import answer
    from kbsearch.answer.sentences import list_items
    from kbsearch.ranking.search import Searcher

    steps = ("Fact-checking a story, step by step: 1. Verify sources: confirm who said what. "
             "2. Check the numbers: recompute every figure. This includes examining the historical background. "
             "3. Revising the story: fix what failed. 4. Final review: read the whole story once more before it is "
             "published.")
    assert [i.split(":")[0] for i in list_items(steps)] == [
        "Fact-checking a story, step by step", "1. Verify sources", "2. Check the numbers", "3. Revising the story",
        "4. Final review"]
    import yaml

    archive = write_archive(tmp_path / "a", [ChatSpec(
        "cccc0001", "Fact-checking a news story", "chatgpt", "2024-03-01", ["news.fact_checking"], [{}], ["x"])])
    raw = next(archive.parent.rglob("*.001.yml"))
    raw.write_text(yaml.safe_dump({"chat_id": "cccc0001", "messages": [
        {"role": "user", "content": "What are the steps of fact-checking a news story?"},
        {"role": "assistant", "content": steps}]}), encoding="utf-8")
    a = answer(Searcher.open(archive), "What is the final step in the fact-checking process for a news story?")
    assert a.short == "Final review"
    assert "4. Final review: read the whole story once more" in a.summary


@pytest.mark.parametrize("question, step, of", [
    ("What is the last step of moving bitcoin to the hardware wallet?", "Withdraw a small test amount", 5),
    ("What is the second step of moving BTC to a hardware wallet?", "Store backups in two places", 2),
])
def test_the_asked_step_of_a_condensed_procedure_answers(question, step, of):
    # The demo's cold-storage chat: its summary ("The user moved 0.31 BTC to a hardware
    # wallet") holds every word of the question and no step; its procedure holds five.
    from kbsearch.answer.compose import answer
    from kbsearch.ranking.search import Searcher

    a = answer(Searcher.open(DEMO), question)
    assert a.short.startswith(step)
    assert a.summary.startswith(f"Move BTC from an exchange to a hardware wallet, step {of} of 5: {step}")
    assert a.confidence == "high" and a.sources[0].chat_id == "8a4f2d6b"


def test_a_step_is_read_from_the_procedures_list_and_a_missing_one_is_low():
    # The demo's Douro day has three steps, the last holding "; " itself.
    from kbsearch.answer.compose import answer
    from kbsearch.ranking.search import Searcher

    searcher = Searcher.open(DEMO)
    last = answer(searcher, "What is the last step of the Douro valley day without a car?")
    assert last.short == "Return on an afternoon train; check the seasonal timetable a week before"
    assert "step 3 of 3" in last.summary
    fourth = answer(searcher, "What is the fourth step of the Douro valley day without a car?")
    assert fourth.short == "" and fourth.confidence == "low"
    assert fourth.confidence_reason == "the closest procedure has only 3 steps"


@pytest.mark.parametrize("text, titles", [
    ('Emi reads "Where the Crawdads Sing" by Delia Owens.', ["Where the Crawdads Sing"]),
    ('I love "Up" and "The Notebook".', ["Up", "The Notebook"]),
    ('"Charlotte\'s Web" and "Nothing is Impossible"', ["Charlotte's Web", "Nothing is Impossible"]),
    ('Dry run picked person.lena.allergy ("Lena is allergic to cashews").', []),  # a saying
    ('Then "read everything about X and summarise" as the task.', []),  # an instruction
    ('It failed with "KeyError: chunk_num".', []),  # an error message
    ('My notes say "MOVE BITCOIN OFF KRAKEN" since spring.', []),  # shouted, not a title
])
def test_a_quote_is_a_title_only_when_it_looks_like_one(text, titles):
    from kbsearch.answer.words import titles_in

    assert titles_in(text) == titles


def _two_friends(tmp_path, turns):
    import yaml
    from archive_builder import ChatSpec, write_archive

    archive = write_archive(tmp_path / "a", [ChatSpec("dddd0001", "Art and weekends", "realtalk", "2023-05-25",
                                                      ["hobbies.art"], [{}], ["x"])])
    raw = next(archive.parent.rglob("*.001.yml"))
    raw.write_text(yaml.safe_dump({"chat_id": "dddd0001", "messages": [
        {"role": speaker, "content": text} for speaker, text in turns]}), encoding="utf-8")
    return archive


def test_high_confidence_needs_a_sentence_plainly_about_the_person_asked(tmp_path):
    from kbsearch.answer.compose import answer
    from kbsearch.ranking.search import Searcher

    # Neither turn says whose art it is: Melanie's question about herself is not the answer.
    archive = _two_friends(tmp_path, [
        ("Melanie", "How long has the art been going on at the studio?"),
        ("Caroline", "Creating art there since 2016, every single week."),
        ("Melanie", "Wow, that is a long time.")])
    a = answer(Searcher.open(archive), "How long has Melanie been creating art?")
    assert a.confidence != "high", (a.confidence, a.summary)
    # Said by Melanie of herself, it is.
    archive = _two_friends(tmp_path / "b", [
        ("Caroline", "Do you still paint?"),
        ("Melanie", "I have been creating art since 2016, every single week."),
        ("Caroline", "Wow, that is a long time.")])
    a = answer(Searcher.open(archive), "How long has Melanie been creating art?")
    assert a.confidence == "high" and "2016" in a.short, (a.confidence, a.short, a.summary)


def test_near_items_are_the_things_named_where_the_question_words_are():
    from kbsearch.answer.gather import near_items

    asked = {"sport", "sports", "play", "playing", "elise", "cuisine"}
    q = lambda w: w.casefold() in asked  # noqa: E731
    assert near_items("This helped me adapt to other racket sports, like padel.", q) == ["padel"]
    assert near_items("I started playing padel in my free time with friends who enjoy playing tennis.", q) == [
        "padel", "tennis"]
    assert "Japanese" in near_items("Yes, I do enjoy Sushi, Japanese cuisine is one of my favourites.", q)
    # Time words, light verbs, adverbs and the archive's people are no things.
    assert near_items("We had a busy day playing competitively with Kevin.", q, frozenset({"kevin"})) == []
    # A name far from the question's words is no item of it.
    got = near_items("I play tennis on Sundays, and yesterday the server said the DB password was wrong.", q)
    assert "tennis" in got and "DB" not in got, got


def test_a_list_question_gathers_the_items_of_several_chats(tmp_path):
    from archive_builder import ChatSpec, write_archive

    from kbsearch.answer.compose import answer
    from kbsearch.ranking.search import Searcher

    turns = {"eeee0001": [("Kevin", "Do you do any sports?"),
                          ("Elise", "I play tennis every week, sports keep me sane.")],
             "eeee0002": [("Kevin", "What did you do this weekend?"),
                          ("Elise", "I started playing padel with friends, a fun sport with walls.")]}
    archive = _with_turns(write_archive(tmp_path / "a", [ChatSpec(cid, "Weekend chat", "realtalk", f"2024-01-0{i}",
                                                                  ["sports"], [{}], ["x"])
                                                         for i, cid in enumerate(turns, 1)]), turns)
    a = answer(Searcher.open(archive), "What sports does Elise play?")
    got = [i.text.casefold() for i in a.short_items]
    assert "tennis" in got and "padel" in got, a.short
    cited = {a.sources[i.citations[0] - 1].chat_id for i in a.short_items if i.text.casefold() in ("tennis", "padel")}
    assert cited == set(turns), (a.short_items, a.sources)


def test_light_words_do_not_count_towards_what_evidence_must_hold(tmp_path):
    from kbsearch.answer.compose import answer
    from kbsearch.ranking.search import Searcher

    # "plans" and "come" are light: the first sentence holds Kate and her birthday, which is
    # the fact; the second holds Kate and the two light words only.
    archive = _noted(tmp_path, "life", [
        ("ffff0001", "Weekend", "2024-01-10", "Kate's birthday dinner at the lake house was exactly what she hoped for."),
        ("ffff0002", "Plans", "2024-01-11", "Kate plans to come to the party if her train is on time.")])
    a = answer(Searcher.open(archive), "Did Kate's birthday plans come true?")
    assert a.sources and a.sources[0].chat_id == "ffff0001", a.summary


def test_a_sentence_with_the_asked_kind_of_thing_leads_over_a_restatement(tmp_path):
    from archive_builder import ChatSpec, write_archive

    from kbsearch.answer.compose import answer
    from kbsearch.ranking.search import Searcher

    archive = write_archive(tmp_path / "a", [ChatSpec(
        "abab0001", "Sunday meal prep", "chatgpt", "2024-03-03", ["cooking.meal_prep"],
        [{"summary": "The user asked how long the Sunday meal prep would take."}],
        ["The meal prep was done in 2 hours."])])
    a = answer(Searcher.open(archive), "How long did the Sunday meal prep take?")
    # The summary holds more of the question's words; the turn holds the length asked.
    assert a.short == "2 hours", (a.short, a.summary)
    assert a.summary.startswith("user: “The meal prep was done in 2 hours.”"), a.summary


def test_a_place_named_with_an_abbreviation_is_whole():
    from kbsearch.answer.asked import PLACE_AFTER

    found = [m.group(1) for m in PLACE_AFTER.finditer("I went skiing in St. Moritz, then drove to Mt. Hood.")]
    assert found == ["St. Moritz", "Mt. Hood"]


def test_an_open_question_about_someone_named_reads_their_own_turns(tmp_path):
    from archive_builder import ChatSpec, write_archive

    from kbsearch.answer.compose import answer
    from kbsearch.ranking.search import Searcher

    # Three chats' notes mention Fahim and a book (enough evidence not to read more), the
    # title is only in his own words.
    notes = ["Fahim started to read a new book.", "Fahim finished the book he had at the beach.",
             "Fahim wants a book for his birthday from Akib."]
    chats = [ChatSpec(f"adad000{i}", f"Fahim and Akib, session {i}", "realtalk", f"2024-01-0{i}", ["books"],
                      [{"summary": note}], ["x"]) for i, note in enumerate(notes, 1)]
    archive = _with_turns(write_archive(tmp_path / "a", chats), {
        c.chat_id: [("Akib", "What are you reading these days?"),
                    ("Fahim", "I picked up a book called Ducks, Newburyport." if c.chat_id == "adad0001"
                     else "Nice weather today.")] for c in chats})
    a = answer(Searcher.open(archive), "What book did Fahim pick up?")
    assert any(e.kind == "raw" and "Newburyport" in e.text for e in a.evidence), [e.text for e in a.evidence]


def test_a_result_in_latex_is_a_number_and_a_formula_index_is_none():
    from kbsearch.answer.asked import holds

    q = "What is the average distance between two random variables in U(0,1)?"
    said = r"The average distance between \( x \) and \( y \) drawn from \( U(0,1) \) is \( \frac{1}{3} \)."
    assert short_of(passage(f"assistant: {said}"), Asked.of(q), q, words_of(q)) == ("1/3", True)
    # The bounds of an integral and a variable's index are no amount.
    numbers = Asked.of(q).numbers
    assert holds("count", r"E[|x-y|] = \int_0^1 \int_0^1 |x-y| \, dx \, dy", None, frozenset(), numbers) == 0.0
    assert holds("count", "x2 and B12 are names", None, frozenset()) == 0.0
    assert holds("count", "It costs $40.", None, frozenset()) == 1.0


def test_of_several_numbers_the_one_in_the_clause_of_the_question_words_answers():
    q = "How long until the mortgage is paid off without overpayments?"
    text = "Simulation: 235 months and €78,704 interest without overpayments; 162 months and €53,201 with €5,000 per year."
    assert short_of(passage(text, kind="outcomes"), Asked.of(q), q, words_of(q))[0] == "19 years 7 months"


def _one_chat(tmp_path, title, condensed, turns=None):
    from archive_builder import ChatSpec, write_archive

    archive = write_archive(tmp_path / "a", [ChatSpec("acac0001", title, "chatgpt", "2024-03-03", ["life"],
                                                      [condensed], ["x"])])
    return _with_turns(archive, {"acac0001": turns}) if turns else archive


def test_a_note_giving_the_asked_number_is_about_its_chats_subject(tmp_path):
    from kbsearch.answer.compose import answer
    from kbsearch.ranking.search import Searcher

    # "mortgage" is only in the chat's title: the note still states how long, not "no chat".
    archive = _one_chat(tmp_path, "Mortgage overpayment numbers", {"outcomes": [
        "Simulation: 235 months and €78,704 interest without overpayments; 162 months with €5,000 per year."]})
    a = answer(Searcher.open(archive), "How long until the mortgage is paid off without overpayments?")
    assert a.confidence != "low" and a.short == "19 years 7 months", (a.confidence, a.short, a.summary)


def test_a_light_word_in_the_chats_title_is_held_by_its_sentences(tmp_path):
    from kbsearch.answer.compose import answer
    from kbsearch.ranking.search import Searcher

    # "planned" is light and only in the title; the sentence holds the trip.
    archive = _one_chat(tmp_path, "Lisbon trip plan", {"summary": "A week-long trip to Lisbon and Porto in September."})
    a = answer(Searcher.open(archive), "Where have we planned a trip to?")
    assert a.confidence != "low" and "Lisbon" in a.short, (a.confidence, a.short, a.summary)


def test_a_yes_or_no_about_the_user_is_high_only_from_a_sentence_about_them(tmp_path):
    from kbsearch.answer.compose import answer
    from kbsearch.ranking.search import Searcher

    # A general fact about vegetarians says nothing of whether the user is one.
    archive = _one_chat(tmp_path, "Cheese for the dinner", {
        "discoveries": ["Traditional Parmigiano uses animal rennet; strict vegetarians need another hard cheese."]})
    a = answer(Searcher.open(archive), "Am I vegetarian?")
    assert a.confidence != "high", (a.confidence, a.short, a.summary)
    # Said by the user of themselves, it is.
    archive = _one_chat(tmp_path / "b", "Cheese for the dinner", {"summary": "Cheese for a dinner party."},
                        [("user", "I have been vegetarian since 2015, so which hard cheese works?"),
                         ("assistant", "Look for a cheese made with microbial rennet.")])
    a = answer(Searcher.open(archive), "Am I vegetarian?")
    assert a.short == "Yes" and a.confidence == "high", (a.confidence, a.short, a.summary)


@pytest.mark.parametrize("question, options", [
    ("Does Nebraas work full-time or part-time in a bubble tea shop?", ("full-time", "part-time")),
    ("Does Akib mostly cook simple or complex food?", ("simple food", "complex food")),
    ("Did we pick YAML or JSON for the condensed files?", ("YAML", "JSON")),
    ("Where does Akib live, in a big city or in the suburbs?", ("big city", "suburbs")),
    ("When did Kate, Elise or Emi travel?", ()),  # people listed, no choice offered
    ("Does Fahim have any sisters or brothers?", ()),  # a yes/no question with an "or"
    ("Is it raining or not?", ()),
    ("What did we pick, YAML or JSON?", ("YAML", "JSON")),  # the options close the question
])
def test_the_options_of_an_either_or_question(question, options):
    from kbsearch.answer.asked import choice_options

    assert choice_options(question) == options


def test_an_either_or_question_is_answered_with_the_option_a_sentence_names(tmp_path):
    from kbsearch.answer.compose import answer
    from kbsearch.ranking.search import Searcher

    archive = _one_chat(tmp_path, "Jobs and studies", {"summary": "Talking about jobs and studies."},
                        [("user", "Do you work at the shop every day?"),
                         ("assistant", "How is the bubble tea shop going?"),
                         ("user", "I work part-time at the bubble tea shop while I study.")])
    a = answer(Searcher.open(archive), "Do I work full-time or part-time at the bubble tea shop?")
    assert a.short == "part-time", (a.short, a.summary)
    assert "part-time" in a.summary.split(" — ")[0], a.summary  # the summary says what the answer says
    # Negated, the other one: never "Yes" or "No" to an either-or question.
    archive = _one_chat(tmp_path / "b", "Jobs and studies", {"summary": "Talking about jobs and studies."},
                        [("user", "I don't work full-time at the bubble tea shop, I have classes.")])
    a = answer(Searcher.open(archive), "Do I work full-time or part-time at the bubble tea shop?")
    assert a.short == "part-time", (a.short, a.summary)


def test_a_time_of_day_in_the_question_need_not_be_in_the_evidence(tmp_path):
    from kbsearch.answer.compose import answer
    from kbsearch.ranking.search import Searcher

    # "in the evening" narrows the question; the note that answers it need not say it.
    archive = _one_chat(tmp_path, "Work and an evening at home", {"outcomes": ["Paola has a virtual book club meeting."]})
    # (The answer names the meeting with the words that say which: "virtual book club meeting".)
    a = answer(Searcher.open(archive), "Which meeting did Paola have in the evening?")
    assert a.confidence != "low" and a.short == "virtual book club meeting", (a.confidence, a.short, a.summary)


def test_a_sentence_that_says_the_asked_day_counts_as_of_that_day(tmp_path):
    from kbsearch.answer.compose import answer
    from kbsearch.ranking.search import Searcher

    # Said on 10 January, "yesterday" is the 9th the question asks about; the book started
    # in the chat of the 15th is another one.
    archive = _noted(tmp_path, "books", [
        ("aeae0001", "Books", "2024-01-10", 'Paola started to read "The Alchemist" yesterday.'),
        ("aeae0002", "Books again", "2024-01-15", 'Paola started to read the "Where the Crawdads Sing" with her friends.')])
    a = answer(Searcher.open(archive), "Which book did Paola start to read on 09.01.2024?")
    assert a.short == "The Alchemist", (a.short, a.summary)


def test_a_form_of_a_light_word_is_no_answer_phrase():
    q = "What movie did Paola watch?"
    assert short_of(passage("Paola plans to watch a movie.", kind="outcomes"), Asked.of(q), q, words_of(q)) == ("", False)


def test_only_a_sentence_about_the_same_person_contradicts_the_answer(tmp_path):
    from archive_builder import ChatSpec, write_archive

    from kbsearch.answer.compose import answer
    from kbsearch.ranking.search import Searcher

    # The user's own "I started running in 2021" is the answer; a log line of another chat
    # with "run", "start" and a date is not about the user starting to run.
    turns = {"afaf0001": [("user", "I started running in 2021 and kept it to three runs a week.")],
             "afaf0002": [("user", "Numbers: the nightly run starts the indexer, 12 new chunks last night.")]}
    archive = _with_turns(write_archive(tmp_path / "a", [
        ChatSpec(cid, title, "chatgpt", day, ["life"], [{}], ["x"])
        for cid, title, day in (("afaf0001", "Running", "2025-07-15"), ("afaf0002", "Indexer logs", "2025-10-14"))]),
        turns)
    a = answer(Searcher.open(archive), "When did I start running?")
    assert a.short == "2021" and not any(c.startswith("Sources differ") for c in a.caveats), (a.short, a.caveats)


def test_how_many_times_counts_the_chats_that_tell_of_it(tmp_path):
    from kbsearch.answer.compose import answer
    from kbsearch.ranking.search import Searcher

    # No sentence gives a number; two chats tell of Vanessa seeing her toxic ex, one of
    # something else.
    notes = {"baba0001": "Vanessa met her toxic ex-partner at the grocery store.",
             "baba0002": "Vanessa saw her toxic ex-partner again at the gym.",
             "baba0003": "Vanessa adopted a cat from the shelter."}
    archive = _noted(tmp_path, "life", [(cid, "Catching up", f"2024-01-0{i}", note)
                                        for i, (cid, note) in enumerate(notes.items(), 1)])
    a = answer(Searcher.open(archive), "How many times did Vanessa see her toxic ex-partner?")
    assert a.short == "2 times" and a.confidence == "medium" and "counted" in a.confidence_reason, (
        a.short, a.confidence, a.confidence_reason)
    assert {a.sources[n - 1].chat_id for n in a.short_items[0].citations} == {"baba0001", "baba0002"}


def test_one_counted_thing_is_singular():
    q = "How many times did Akib mention his ear?"
    assert short_of(passage("Akib: My ear? I mentioned just one, then stopped."), Asked.of(q), q, words_of(q)) == (
        "one time", True)


def test_a_numbered_items_number_is_no_count():
    from kbsearch.answer.asked import holds

    q = "How much does the model cost per input token?"
    text = "assistant: 2. Enter the cost per input token, or click a preset for the model."
    assert holds("count", text, None, frozenset()) < 1.0
    assert short_of(passage(text), Asked.of(q), q, words_of(q))[0] != "2"


def test_a_missing_light_word_does_not_make_an_answer_low(tmp_path):
    from kbsearch.answer.compose import answer
    from kbsearch.ranking.search import Searcher

    # "recently" is light: the note states what happened to Vanessa's hand without it.
    archive = _one_chat(tmp_path, "Cooking at home", {"outcomes": ["Vanessa burned her hand with oil."]})
    a = answer(Searcher.open(archive), "What happened with Vanessa's hand recently?")
    assert a.confidence != "low" and a.short == "burned her hand", (a.confidence, a.short, a.summary)


@pytest.mark.parametrize("question, text, short", [
    # A quote that echoes the question is cut to what it adds.
    ("What is Lena allergic to?", 'Dry-run eviction picked person.lena.allergy ("Lena is allergic to cashews").',
     "cashews"),
    # "name" as a verb, and a quoted log line far from the question's words: nothing.
    ("What did I name my novella's main character?", 'assistant: The log says "Could not connect to MCP server kb" '
     "every time the app starts up in the morning.", ""),
    # A clause in front of the question's words is no name of the thing.
    ("Which python version do I use?", "user: So the scorecard: Claude and Gemini found the cause, ChatGPT invented "
     "a function and forgot my Python version.", ""),
    # An age is an age: the user's own for "How old am I?", never another number.
    ("How old am I?", "user: Got my blood test from the routine check-up (I'm 41). Values: LDL 162.", "41"),
    ("How old am I?", "user: Adding chilli only to adult portions makes one curry work for a 4-year-old.", ""),
    ("How old is our child?", "assistant: A household with a child needs 3-6 months of expenses saved.", ""),
    ("How old is our child?", "user: We have a 3-year-old and a dog.", "3 years old"),
    # A time or a pace is one word.
    ("What is the best pace for my half marathon?", "assistant: 2:10 for a half is 6:10/km, your easy pace.", "2:10"),
])
def test_short_answers_a_user_would_not_take_for_junk(question, text, short):
    assert short_of(passage(text), Asked.of(question), question, words_of(question))[0] == short


def test_a_sentence_naming_both_options_tells_which_it_prefers():
    from kbsearch.answer.gather import _preferred

    marks = [{"yaml"}, {"json"}]
    assert _preferred("Use YAML instead of JSON for the condensed files.", marks) == 0
    assert _preferred("We moved the files from YAML to JSON.", marks) == 1
    assert _preferred("JSON rather than YAML, for speed.", marks) == 1
    assert _preferred("YAML vs JSON: both have fans.", marks) is None


def test_someones_home_is_a_place():
    from kbsearch.answer.asked import holds

    q = "Where is the steel plate with my recovery words?"
    text = "user: Words on paper in the home safe and on a steel plate at my parents'."
    assert short_of(passage(text), Asked.of(q), q, words_of(q)) == ("my parents'", True)
    assert holds("where", "I left it at the neighbour's", None, frozenset()) == 1.0


def test_since_and_a_date_is_no_reason():
    q = "Why did the bank statement downloads time out?"
    text = "All 36 monthly statements since 2020 downloaded with zero failures and 2 logged 503 retries."
    assert short_of(passage(text, kind="outcomes"), Asked.of(q), q, words_of(q)) == ("", False)
    text = "The downloads timed out since the server takes 23 s before the first byte."
    assert short_of(passage(text, kind="outcomes"), Asked.of(q), q, words_of(q))[0].startswith("since the server takes")


def test_how_many_people_is_a_number_of_people():
    q = "How many people was the lasagna for?"
    text = "The user scaled a 4-person lasagna for 8 guests in a 24x36 cm tin."
    assert short_of(passage(text, kind="summary"), Asked.of(q), q, words_of(q)) == ("8 guests", True)
    assert short_of(passage("A fact in the 410k-token upload (the lasagna tin size) was lost.", kind="failures"),
                    Asked.of(q), q, words_of(q)) == ("", False)


def test_another_chat_agrees_only_with_the_same_number():
    from kbsearch.answer.lead import agreement

    best = passage("The user scaled the lasagna for 8 guests.", kind="summary")
    same = passage("Dinner for 8 guests went well with the lasagna.", kind="outcomes")
    other = passage("The lasagna tin was 24 cm wide, 410k tokens later.", kind="failures")
    for p in (best, same, other):
        p.strengths = [1.0]
    assert agreement(best, [other], [1.0], kind="count") is False
    assert agreement(best, [same], [1.0], kind="count") is True


def test_an_adjective_alone_is_no_list_item():
    from kbsearch.answer.gather import near_items

    q = lambda w: w.casefold() in {"drink", "drinks", "like"}  # noqa: E731
    got = near_items("I like my drinks cold, and drinks like iced lychee tea.", q)
    assert "cold" not in got and any("lychee" in x for x in got), got


def test_when_a_turn_of_the_chat_tells_the_time_with_an_unclear_subject(tmp_path):
    """The note says what happened; a turn of the same chat says when, though its subject is
    "she" and "we": its "tomorrow" dates it, not the chat's own date."""
    from kbsearch.answer.compose import answer
    from kbsearch.ranking.search import Searcher

    archive = _with_turns(_noted(tmp_path, "books", [
        ("bcbc0001", "Book club", "2024-01-11", "Nicolas is going to start the book club with Nebraas.")]),
        {"bcbc0001": [("Nicolas", "Nah she said shes free tomorrow, and then we are gonna start the book club."),
                      ("Nebraas", "Oh nice, have fun.")]})
    a = answer(Searcher.open(archive), "When will Nicolas start the book club?", rerank=False)
    assert a.short == "12 January 2024", (a.short, a.summary)


def test_a_turn_that_dates_another_event_gives_no_time(tmp_path):
    """A turn of the lead's chat gives the time only when it says what the note says: "trying
    to rush to gold before January 10th" holds "try" but not the eggs, so the chat's own date
    answers "When did Muhhamed try cooking eggs?"."""
    from kbsearch.answer.compose import answer
    from kbsearch.ranking.search import Searcher

    archive = _with_turns(_noted(tmp_path, "games", [
        ("eeee0001", "Breakfast and games", "2024-01-02", "Muhhamed attempted to make eggs Sunnyside up for breakfast.")]),
        {"eeee0001": [("Muhhamed", "I recently tried making eggs Sunnyside up for breakfast."),
                      ("Muhhamed", "A new season starts January 10th, so I am trying to rush to gold before then."),
                      ("Fahim", "Good luck with both.")]})
    a = answer(Searcher.open(archive), "When did Muhhamed try cooking eggs Sunnyside up?", rerank=False)
    assert a.short == "2 January 2024", (a.short, a.summary)


def test_a_chat_near_the_day_the_question_names_goes_first(tmp_path):
    """No chat is of 24 January: the one two days off leads over one eight days off, which
    says as much (a day recalled is often a day or two off the chat that tells of it)."""
    from kbsearch.answer.compose import answer
    from kbsearch.ranking.search import Searcher

    archive = _noted(tmp_path, "life", [
        ("ffee0001", "Paola exploring", "2024-01-16", "Paola is exploring opportunities to support education in her city."),
        ("ffee0002", "Yoga", "2024-01-26", "Paola has been exploring some new yoga poses at home.")])
    a = answer(Searcher.open(archive), "What did Paola explore on 24.01.2024?", rerank=False)
    assert a.sources[0].chat_id == "ffee0002" and "yoga" in a.short, (a.short, a.summary)


def test_a_trait_is_what_the_sentence_says_the_asked_person_is():
    from kbsearch.answer.short import _complement

    assert _complement("I'm single right now.", {"caroline"}, "Caroline") == "single"
    assert _complement("I'm single right now.", {"caroline"}, "Melanie") == ""  # Melanie's own
    assert _complement("I'm single right now.", set(), "user", mine=True) == "single"  # "What is my …?"
    assert _complement("Caroline is a transgender woman.", {"caroline"}, "Melanie") == "a transgender woman"
    assert _complement("Caroline's ex is a jerk.", {"caroline"}, "Melanie") == ""  # about the ex
    assert _complement("She's a nurse.", {"caroline"}, "Melanie") == ""  # whose?
    assert _complement("It's a great day. Ian is a plumber.", {"caroline"}, "Caroline") == ""


def test_closeness_in_meaning_is_measured_without_the_names_asked():
    from kbsearch.answer.meaning import without_names

    assert without_names("What is Caroline's relationship status?", {"caroline"}) == "What is relationship status?"
    assert without_names("What do Fahim and Muhhamed both like?", {"fahim", "muhhamed"}) == "What do and both like?"
    assert without_names("Who is Kate?", {"kate"}) == ""  # nothing asked but who
    assert without_names("Where is Paola going on 10 Feb?", {"paola", "feb"}) == "Where is going on 10 Feb?"
    # What is asked about stays: "I", an acronym, a product's name.
    assert without_names("When did I move BTC to the BitBox?", {"i", "btc", "bitbox"}) == \
        "When did I move BTC to the BitBox?"


def test_a_word_inside_inline_code_is_no_evidence():
    # The demo's home-server chat checks a port with `sudo ss -ltnp 'sport = :80'`: that is
    # a command, not the user's sport.
    from kbsearch.answer.compose import answer
    from kbsearch.answer.evidence import passage_words
    from kbsearch.ranking.search import Searcher

    assert "sport" not in passage_words("Check with `sudo ss -ltnp 'sport = :80'`.")
    assert "sport" in passage_words("I do sport on Sundays, `make test` on Mondays.")
    a = answer(Searcher.open(DEMO), "What sports do I do?")
    assert "8b3c6d1f" not in {s.chat_id for s in a.sources}, [s.title for s in a.sources]


@pytest.mark.parametrize("text, speaker, said", [
    ("since I was 10", "Jon", "since Jon was 10"),
    ("my brother", "Jon", "Jon's brother"),
    ("burned my hand", "Vanessa", "burned Vanessa's hand"),
    ("I lost my job as a banker", "Jon", "I lost my job as a banker"),  # a clause of theirs, as said
    ("Me Before You", "Paola", "Me Before You"),  # a title
    ("since I was 10", "user", "since I was 10"),  # the user's own words stay theirs
    ("my brother", "assistant", "my brother"),
])
def test_a_persons_own_words_are_said_of_them(text, speaker, said):
    from kbsearch.answer.third_person import in_third_person

    assert in_third_person(text, speaker) == said


@pytest.mark.parametrize("question, day, short", [
    # Asked after what was done: the exam she had, not the one she has tomorrow.
    ("When did Paola have an exam?", "2024-01-13", "13 January 2024"),
    # Asked after a plan: the exam to come.
    ("When is Paola going to have an exam?", "2024-01-18", "19 January 2024"),
])
def test_a_question_s_tense_picks_the_event_done_or_the_plan(tmp_path, question, day, short):
    from kbsearch.answer.compose import answer
    from kbsearch.ranking.search import Searcher

    archive = _with_turns(_noted(tmp_path, "life", [
        ("ffaa0001", "Exams", "2024-01-18", "Paola and Kevin talk about school."),
        ("ffaa0002", "Results", "2024-01-13", "Paola and Kevin talk about school.")]), {
        "ffaa0001": [("Paola", "As for me, I have an exam tomorrow and I have been studying all day."),
                     ("Kevin", "Good luck!")],
        "ffaa0002": [("Paola", "I had an exam today, which I did great on."), ("Kevin", "Congrats!")]})
    a = answer(Searcher.open(archive), question, rerank=False)
    assert a.short == short, (a.short, a.summary)


def test_tense_of_a_question_and_of_a_sentence():
    from kbsearch.answer.asked import tense_in, tense_of

    assert tense_of("When did Paola have an exam?") == "past"
    assert tense_of("When is Paola going to Athens?") == "future"
    assert tense_of("When does Kate plan to visit Rome?") == "future"
    assert tense_of("Did Kate's birthday plans come true?") == "past"  # "plans" is a noun here
    assert tense_of("Where does Kate work?") == ""
    assert tense_in("I have an exam tomorrow") == "future"
    assert tense_in("I had an exam today") == "past"
    assert tense_in("I went yesterday and I'll go again next week") == ""  # both: it says nothing


def test_a_speaker_is_named_by_their_first_name(tmp_path):
    # The chat labels the speaker "Fahim Khan"; the question says "Fahim": his own words are
    # about him (they were left "unknown", and a note about another chat won).
    from kbsearch.answer.subject import RIGHT, QuestionSubject, speaker_keys

    assert speaker_keys("Fahim Khan") == {"fahim khan", "fahim"}
    assert speaker_keys("Akib") == {"akib"}
    q = QuestionSubject.of("What book did Fahim pick up?", {"Fahim Khan", "Akib"})
    assert q.about("Fahim Khan", "I picked up a new book: Ducks, Newburyport") == RIGHT


def test_one_word_that_names_nothing_is_no_short_answer(tmp_path):
    # "new" from "Fahim started to read a new book." names no book: no short answer, rather
    # than a word cut from the sentence; a sentence nearly as good that names one gives it.
    from kbsearch.answer.compose import answer
    from kbsearch.answer.gather import _names_nothing
    from kbsearch.ranking.search import Searcher

    assert _names_nothing("new") and _names_nothing("decided") and _names_nothing("especially")
    assert not _names_nothing("cooking") and not _names_nothing("Newburyport") and not _names_nothing("pasta")
    archive = _noted(tmp_path, "life", [
        ("ffab0001", "Reading", "2024-01-01", "Fahim started to read a new book."),
        ("ffab0002", "Party", "2024-01-02", "Akib had a party at his home.")])
    a = answer(Searcher.open(archive), "What book did Fahim start to read?", rerank=False)
    assert a.sources and a.sources[0].chat_id == "ffab0001" and a.short == "", (a.short, a.summary)


def test_a_word_no_sentence_says_keeps_an_answer_from_high(tmp_path):
    # Nothing in the archive says "irresponsible": a sentence about Nicolas and "person"
    # states nothing about it, so the answer is at most medium and hedged.
    from kbsearch.answer.compose import answer
    from kbsearch.ranking.search import Searcher

    archive = _noted(tmp_path, "life", [
        ("ffac0001", "Meeting", "2024-01-02", "Nicolas is excited to meet her in person."),
        ("ffac0002", "Work", "2024-01-03", "Nicolas skipped work again.")])
    a = answer(Searcher.open(archive), "Is Nicolas an irresponsible person?", rerank=False)
    assert a.confidence == "medium" and "irresponsible" in a.confidence_reason, (a.confidence, a.confidence_reason)
    assert a.short == "Yes, probably"
    # The same question with the word said is answered plainly.
    archive = _noted(tmp_path / "b", "life", [
        ("ffac0003", "Meeting", "2024-01-02", "Nicolas is an irresponsible person, says Vanessa.")])
    a = answer(Searcher.open(archive), "Is Nicolas an irresponsible person?", rerank=False)
    assert a.confidence == "high" and a.short == "Yes", (a.confidence, a.confidence_reason)


def test_a_summary_written_as_its_notes_run_together_is_cut_into_them(tmp_path):
    # REALTALK's condensed summaries are the outcomes joined with spaces, no full stops: the
    # short answer for Kevin comes from Kevin's note, not from "Elise took a walk in Houston".
    import yaml

    from kbsearch.answer.compose import answer
    from kbsearch.answer.evidence import _at_items
    from kbsearch.ranking.search import Searcher

    notes = ["Kevin is going to the waterpark with his family", "Elise got a peppermint latte in the morning",
             "Elise took a morning walk in Houston"]
    assert _at_items(" ".join(notes), {"outcomes": notes}) == notes
    assert _at_items("One sentence. Another one.", {"outcomes": ["Another one."]}) == ["One sentence. Another one."]
    archive = _noted(tmp_path, "life", [("ffad0001", "Holidays", "2023-12-30", notes[0])])
    condensed = next(archive.parent.rglob("*.condensed.yml"))
    condensed.write_text(yaml.safe_dump({"summary": " ".join(notes), "outcomes": notes}), encoding="utf-8")
    a = answer(Searcher.open(archive), "Where did Kevin go with his family?", rerank=False)
    assert "Houston" not in a.short and "Houston" not in a.summary.split(" — ")[0], (a.short, a.summary)


@pytest.mark.parametrize("item, junk", [
    ("doesn't remember", True), ("isn't gonna come true", True), ("might help", True), ("possible", True),
    ("managed", True), ("strange", False), ("Vinland Saga", False), ("reading some manga", False),
])
def test_a_list_item_names_a_thing_not_a_clause(item, junk):
    from kbsearch.answer.gather import _not_a_thing

    assert _not_a_thing(item, frozenset()) is junk


@pytest.mark.parametrize("text, resolved", [
    ("Dev is getting married in October!", "October 2023"),  # to come
    ("We're going to Rome in September", "September 2023"),
    ("I went to Paris in October.", "October 2022"),  # done
    # Done, though the sentence has "-ing" or "'ll" elsewhere: only the clause before the month counts.
    ("She's amazing, we met in May.", "May 2023"),
    ("I started running in January and I'm loving it.", "January 2023"),
    ("We adopted Toby in February and he's doing great.", "February 2023"),
    ("I'll never forget the concert in April.", "April 2023"),
    ("I'm reading the book she gave me in January.", "January 2023"),
    # A present that tells of a date ahead.
    ("I got into the program, I move there in September.", "September 2023"),
    ("The album comes out in November.", "November 2023"),
    ("I signed up for a triathlon! It's in August.", "August 2023"),
])
def test_a_month_without_a_year_is_placed_by_its_own_clause(text, resolved):
    from datetime import date

    from kbsearch.answer.when import mentions

    assert [m.resolved for m in mentions(text, date(2023, 6, 15))] == [resolved]


def test_a_question_about_the_past_with_next_or_want_is_past():
    from kbsearch.answer.asked import tense_of

    assert tense_of("What did Kate do next?") == "past"
    assert tense_of("What did Kate want to buy?") == "past"


def test_a_summary_quoting_a_note_is_not_cut():
    from kbsearch.answer.evidence import _at_items

    text = "We decided to use YAML because it allows comments and block strings."
    assert _at_items(text, {"decisions": ["use YAML because it allows comments"]}) == [text]


def test_nouns_that_look_like_adverbs_are_answers():
    from kbsearch.answer.gather import _names_nothing

    assert not any(_names_nothing(w) for w in ("family", "assembly", "hundred", "cold"))


def test_we_in_a_chunk_s_first_turn_brings_the_others_named(tmp_path):
    from kbsearch.answer.compose import answer
    from kbsearch.ranking.search import Searcher

    archive = _with_turns(_noted(tmp_path, "life", [("ffae0001", "News", "2023-05-27", "Andrew has news.")]), {
        "ffae0001": [("Andrew", "We're moving to Maplewood next month."), ("Audrey", "So exciting!")]})
    # Andrew's turn opens its chunk: "we" still brings Tessa and Mia in (it did not, and the
    # answer was low, with nothing).
    a = answer(Searcher.open(archive), "Where are Andrew, Tessa and Mia moving?", rerank=False)
    assert a.short == "Maplewood" and a.confidence != "low", (a.short, a.confidence, a.summary)


def test_what_is_wrong_is_the_trouble_the_sentence_names():
    from kbsearch.answer.compose import answer
    from kbsearch.ranking.search import Searcher

    a = answer(Searcher.open(DEMO), "What is wrong with my knee?", rerank=False)
    assert a.short == "pain on the outside of the right knee", (a.short, a.summary)


def test_words_about_the_conversation_itself_are_not_asked_of_a_sentence():
    # The chats are the discussion: no sentence in them says "discuss" or "talked about".
    from kbsearch.answer.asked import Asked
    from kbsearch.text import tokens

    assert set(tokens("discuss")) <= Asked.of("When did Fahim and Akib discuss Kung Fu Panda?").skip
    assert set(tokens("discussed")) <= Asked.of("What films have Nicolas and Nebraas discussed?").skip
    assert set(tokens("talk")) <= Asked.of("What did Caroline and Melanie talk about?").skip
    assert not set(tokens("buy")) & Asked.of("What did Kate buy?").skip


def test_a_misspelt_speaker_name_is_that_speaker():
    # Users write the names they hear: "Muhammad" for the speaker "Muhhamed", "Aqib" for "Akib".
    from kbsearch.answer.subject import RIGHT, WRONG, QuestionSubject, spelled_as

    keys = frozenset({"muhhamed", "akib", "kate", "kevin"})
    assert spelled_as("muhammad", keys) == "muhhamed"
    assert spelled_as("aqib", keys) == "akib"
    assert spelled_as("kat", keys) == "kate"
    assert spelled_as("karl", keys) == "karl"  # near no one, or near two ("kate", "kevin"): itself
    assert spelled_as("mohammed", frozenset({"muhhamed", "mohammad"})) == "mohammed"
    q = QuestionSubject.of("What book did Muhammad read?", {"Muhhamed", "Akib"})
    assert {"muhammad", "muhhamed"} <= q.names  # the notes may spell it as the question does
    assert q.about("Muhhamed", "I'm reading A Little Life") == RIGHT
    assert q.about("Akib", "I'm reading Dune") == WRONG


def test_a_whole_name_is_one_item_not_its_last_word():
    from kbsearch.answer.gather import near_items

    q = lambda w: w.casefold() in {"game", "games", "play", "playing"}  # noqa: E731
    assert near_items("Right now, I'm just playing the new Call of Duty game", q) == ["Call of Duty"]


def test_a_clock_time_is_no_count_and_how_much_time_is_how_long():
    q = "How much time does Muhhamed spend on the road to work?"
    assert Asked.of(q).kind == "duration"
    q = "How much did Akib pay for the ticket?"
    text = "Akib: I got home at 2:30 and paid 40 dollars for the ticket."
    assert short_of(passage(text), Asked.of(q), q, words_of(q))[0] == "40 dollars"


@pytest.mark.parametrize("asked, reply, answers", [
    ("Tomas: Amazing! What was your time?", "Nadia: 58 minutes. The best part was the finish.", True),
    ("Nadia: That's wonderful! What did you bake?", "Tomas: Conchas, my grandma's way, and Lucia made lemon bars.", True),
    ("Nadia: What are you growing?", "Tomas: Tomatoes, basil and peppers in mine.", True),
    # Not a bare item: a "yes", a clause of its own, a question that asks nothing of the replier.
    ("Tomas: What was your time?", "Nadia: Honestly, I forgot to check.", False),
    ("Tomas: What did you do today?", "Nadia: Today, I went hiking.", False),
    ("Tomas: What do you think?", "Nadia: Time travel would be fascinating.", False),
    ("Tomas: I ran too.", "Nadia: 58 minutes for me.", False),
    ("Nadia: What was your time?", "Nadia: 58 minutes.", False),  # the same speaker: no reply
])
def test_a_bare_reply_answers_the_question_before_it(asked, reply, answers):
    from kbsearch.answer.sentences import reply_to, speaker_of

    speaker, body = speaker_of(passage(reply))
    assert bool(reply_to(passage(asked), speaker, body)) is answers


def test_a_bare_reply_gives_its_item_and_is_about_who_replied():
    from kbsearch.answer.sentences import reply_items
    from kbsearch.answer.subject import RIGHT, WRONG, QuestionSubject

    assert reply_items("Conchas, my grandma's way, and Lucia made lemon bars.", False) == ["Conchas"]
    assert reply_items("Read twelve books, one a month.", False) == ["Read twelve books"]
    assert reply_items("Tomatoes, basil and peppers in mine.", False) == ["Tomatoes", "basil", "peppers"]
    q = QuestionSubject.of("What was Nadia's 10K time?", {"Nadia", "Tomas"})
    assert q.about("Nadia", "58 minutes.", "Tomas", replying=True) == RIGHT
    assert q.about("Tomas", "58 minutes.", "Nadia", replying=True) == WRONG


def test_a_reply_to_the_question_asked_answers_it(tmp_path):
    from test_answer_conversation import noted_sessions

    from kbsearch.answer.compose import answer

    s = noted_sessions(tmp_path, "cafe", [
        ("2023-04-15", [("Nadia", "I ran my first 10K for a charity that fights childhood hunger."),
                        ("Tomas", "Amazing! What was your time?"), ("Nadia", "58 minutes. I'm stronger than I thought.")],
         ["Nadia ran her first 10K for a charity that fights childhood hunger"]),
        ("2023-12-30", [("Nadia", "What's your new year's resolution?"), ("Tomas", "Read twelve books, one a month.")],
         ["Tomas talked about his plans for the new year"])])
    assert answer(s, "What was Nadia's 10K time?", rerank=False).short == "58 minutes"
    assert answer(s, "What is Tomas's New Year's resolution?", rerank=False).short == "Read twelve books"


def test_my_neighbor_named_is_the_subject_not_the_speaker():
    from kbsearch.answer.subject import UNKNOWN, QuestionSubject, subject_names

    assert subject_names("My neighbor Mr. Okafor grows okra") == {"okafor"}
    q = QuestionSubject.of("What does Nadia grow?", {"Nadia", "Tomas"})
    assert q.about("Nadia", "My neighbor Mr. Okafor grows okra, he says it reminds him of Lagos.") == UNKNOWN


def test_a_title_and_its_name_are_one():
    q = "Who is taking over Nadia's garden?"
    assert short_of(passage("Nadia: I'm handing the garden over to Mr. Okafor, he'll take care of it."),
                    Asked.of(q), q, words_of(q))[0] == "Mr. Okafor"


def test_pets_are_no_wild_animals():
    from kbsearch.answer.kinds import asked_thing, is_member

    pet, animal = asked_thing("What pets does Tomas have?"), asked_thing("What animals did Nadia see?")
    assert is_member("cat", pet) and not is_member("monkeys", pet) and not is_member("beaver", pet)
    assert is_member("beaver", animal) and is_member("cat", animal)


def test_which_thing_is_the_name_that_says_it():
    q = "Which university did Nadia get into?"
    text = "Nadia was accepted into a master's program in environmental science at the University of Vermont"
    assert short_of(passage(text, kind="summary"), Asked.of(q), q, words_of(q))[0] == "University of Vermont"


def test_a_reply_whose_later_sentence_holds_the_question_answers_there():
    from kbsearch.answer.sentences import said_after_first

    q = lambda w: w.casefold() in {"realize", "realizing", "10k", "nadia"}  # noqa: E731
    assert said_after_first("58 minutes. The best part was realizing I'm stronger than I thought.", q)
    assert not said_after_first("58 minutes. It was so hard.", q)


@pytest.mark.parametrize("question, text, short", [
    ("What did Nadia realize after the 10K?", "Nadia: 58 minutes. The best part was realizing I'm stronger than I thought.",
     "I'm stronger than I thought"),
    ("What did Marcus learn from the workshop?", "Marcus: I learned that you should always glaze the inside first.",
     "you should always glaze the inside first"),
    ("What did Priya decide?", "Priya: After a long talk we decided to move to Denver next spring.",
     "to move to Denver next spring"),
])
def test_what_someone_realised_or_learned_is_the_clause_after_it(question, text, short):
    assert short_of(passage(text), Asked.of(question), question, words_of(question))[0] == short


def test_how_someone_came_to_harm_is_read_from_a_note_too():
    q = "How did Nadia sprain her ankle?"
    got = short_of(passage("Nadia sprained her ankle at the climbing gym", kind="summary"), Asked.of(q), q, words_of(q))
    assert got == ("climbing gym", True)


def test_list_items_are_no_authors_numbers_or_someones_attribute():
    from kbsearch.answer.gather import near_items

    q = lambda w: w.casefold() in {"books", "book", "reading", "read", "tomas", "tomas's"}  # noqa: E731
    assert near_items("I'm reading Braiding Sweetgrass by Robin Wall Kimmerer, it's about plants.", q) == [
        "Braiding Sweetgrass"]
    assert near_items("Tomas's resolution is to read twelve books", q, frozenset({"tomas"})) == []


def test_what_someone_did_on_a_trip_is_what_the_trip_was_for():
    q = "What did Nadia do in Costa Rica?"
    text = "Nadia went on a volunteer trip to Costa Rica to plant trees in a cloud forest"
    assert short_of(passage(text, kind="summary"), Asked.of(q), q, words_of(q))[0] == "plant trees in a cloud forest"


def test_a_turn_holding_more_of_the_question_goes_before_a_note_nearly_as_good(tmp_path):
    # The note "Lily and Leo dressed up …" does not say "twins"; Rosa's turn does.
    from test_answer_conversation import noted_sessions

    from kbsearch.answer.compose import answer

    s = noted_sessions(tmp_path, "cafe", [
        ("2023-10-28", [("Rosa", "Of course. The twins dressed up as a robot and a taco for Halloween, in your honor."),
                        ("Kenji", "Stop, I'm crying. Send pictures.")],
         ["Lily and Leo dressed up as a robot and a taco for Halloween"])])
    a = answer(s, "What did the twins dress up as for Halloween?", rerank=False)
    assert a.confidence != "low" and "twins" in a.summary.split("—")[0], a.summary


def test_relax_and_unwind_are_one_word_for_the_default_synonyms():
    # (Not "named"/"called": a synonym's words join the typo corrector's vocabulary, and
    # "cancelled" was then read as "called".)
    from kbsearch.config import default_synonyms_path
    from kbsearch.ranking.synonyms import load_synonyms

    groups = load_synonyms(default_synonyms_path()).groups
    assert any({"relax", "unwind", "calm"} <= set(g) for g in groups)
    assert not any("called" in g for g in groups)


@pytest.mark.parametrize("question, text, short", [
    ("What grade does Rosa teach?", "Rosa is teaching sixth grade science this year", "sixth grade science"),
    ("What club does Rosa run?", "Rosa is running the new robotics club at her school", "robotics club"),
    ("What place did Rosa's robotics team win?", "Rosa's robotics team won second place at the regional competition",
     "second place"),
    ("How old are Rosa's twins?", "Rosa's twins Lily and Leo are seven", "seven"),
    ("How many kids signed up for the robotics club?", "Fourteen kids signed up for the robotics club", "Fourteen"),
])
def test_which_one_a_rank_an_age_and_a_count_in_words(question, text, short):
    assert short_of(passage(text, kind="summary"), Asked.of(question), question, words_of(question))[0] == short


@pytest.mark.parametrize("question, text, short", [
    ("When did Tako Loco open?", "Tako Loco opens on March 4th at the farmers market on Elm Street", "4 March 2023"),
    ("Who fixed the generator?", "The generator died and the groom's uncle, an electrician, fixed it", "the groom's uncle"),
    ("How often does Rosa take swimming lessons?", "Rosa takes swimming lessons at the Y twice a week", "twice a week"),
    ("How long is the bike leg of the half Ironman?", "Rosa: The bike. 56 miles is a long way to sit on a tiny seat.",
     "56 miles"),
    ("What was Rosa's time in the practice triathlon?", "Rosa: I finished in 1 hour 32 minutes.", "1 hour 32 minutes"),
    ("What are the names of Rosa's twins?", "Rosa: My twins, Lily and Leo, keep asking to join.", "Lily, Leo"),
    ("What did the twins name Rosa's bike?", "Rosa bought a road bike named Blueberry by the twins", "Blueberry"),
])
def test_dates_people_lengths_and_names_as_friends_write_them(question, text, short):
    assert short_of(passage(text, "2023-02-18"), Asked.of(question), question, words_of(question))[0] == short


def test_may_or_march_in_lower_case_with_a_number_is_no_date():
    from kbsearch.answer.when import mentions, parse_day

    said = parse_day("2023-02-18")
    assert [m.resolved for m in mentions("It opens March 4.", said)] == ["4 March 2023"]
    assert mentions("may 4 of us come?", said) == [] and mentions("I ran in march 4 times", said) == []


@pytest.mark.parametrize("question, text, short", [
    ("Where does Amara volunteer?", "Amara: I started volunteering at a wildlife rescue on weekends.", "a wildlife rescue"),
    ("Where will Amara do her clinical placement?",
     "Amara has exams in two weeks, then a clinical placement at an emergency animal hospital",
     "an emergency animal hospital"),
    ("How many people came to the show?", "Felix: About sixty. Jonas counted.", "About sixty"),  # a bare reply
    ("How many people came to the party?", "Felix: 2019, the party was huge.", ""),  # no reply: a year counts no one
])
def test_a_place_of_common_words_and_a_bare_count(question, text, short):
    p = passage(text)
    if "About sixty" in text:
        p.answers = "How many people came?"
    assert short_of(p, Asked.of(question), question, words_of(question))[0] == short


def test_the_name_of_a_noun_asks_for_names_only():
    q = "What was the name of Amara's childhood dog?"
    asked = Asked.of(q)
    assert asked.naming == "dog" and {"name", "names"} <= asked.skip
    assert short_of(passage("Amara: Since I was eight and our dog Biscuit got hit by a car."), asked, q,
                    words_of(q))[0] == "Biscuit"
    q = "What are the names of Vanessa's pets?"
    assert short_of(passage("Vanessa: My dog loves the park."), Asked.of(q), q, words_of(q))[0] == ""


def test_an_object_ends_where_and_starts_the_next_thing_done():
    q = "What did the husky swallow?"
    held = lambda w: w.casefold() in {"husky", "swallow", "swallowed"}  # noqa: E731
    assert short_of(passage("A husky swallowed a sock and had surgery", kind="summary"), Asked.of(q), q,
                    held)[0] == "sock"


@pytest.mark.parametrize("text, name, speaker, relation", [
    ("Felix's band is called The Paper Lanterns, a name his boyfriend Jonas came up with", "Jonas", "",
     "Felix's boyfriend"),
    ("Jonas, my boyfriend, counted them.", "Jonas", "Felix", "Felix's boyfriend"),
    ("My brother Kwame drove the truck.", "Kwame", "Amara", "Amara's brother"),
    ("Jonas counted them.", "Jonas", "", ""),
])
def test_who_someone_is_is_their_relation(text, name, speaker, relation):
    from kbsearch.answer.clauses import relation_of

    assert relation_of(text, name, speaker) == relation


def test_what_kind_of_thing_is_the_words_that_say_its_kind():
    q = "What kind of cat did Felix adopt?"
    text = "Felix adopted an orange tabby cat named Pickles from the shelter"
    assert short_of(passage(text, kind="summary"), Asked.of(q), q, words_of(q))[0] == "orange tabby cat"


@pytest.mark.parametrize("question, kind", [
    ("What is your time zone?", "what"),  # not how long
    ("What place did Maria take her kids to?", "where"),  # a place, not a rank
    ("What place did the team win?", "what"),
])
def test_what_a_question_asks_is_not_taken_from_one_word(question, kind):
    assert Asked.of(question).kind == kind


def test_review_cases_of_the_seventh_round_stay_fixed():
    from kbsearch.answer.clauses import appositive_names, predicate
    from kbsearch.answer.sentences import reply_items
    from kbsearch.answer.when import mentions, parse_day

    assert reply_items("Mac and cheese!", False) == ["Mac and cheese"]
    assert Asked.of("What are the names of the books Tim read?").naming == "books"
    assert appositive_names("I took the twins Saturday to the zoo", "twins") == []
    assert [m.resolved for m in mentions("It's crazy how much happened in March.", parse_day("2024-06-15"))] == [
        "March 2024"]
    assert [m.resolved for m in mentions("I usually start school in September.", parse_day("2024-10-15"))] == [
        "September 2024"]
    assert predicate("I went hiking to get some air", Asked.of("What did I do?"), places=True) != "get some air"
    q = "How often does Rosa swim?"
    assert short_of(passage("Rosa: She swims 3 times a week now."), Asked.of(q), q, words_of(q))[0] == "3 times a week"
    q = "Where did Amara's friends go?"
    assert short_of(passage("Amara: My friends went home early."), Asked.of(q), q, words_of(q))[0] != \
        "My friends went home"


def test_one_item_for_a_list_question_is_not_high(tmp_path):
    from test_answer_conversation import noted_sessions

    from kbsearch.answer.compose import answer

    s = noted_sessions(tmp_path, "cafe", [
        ("2023-12-28", [("Akib", "Right now, I'm just playing the new Call of Duty game."), ("Fahim", "Nice.")],
         ["Akib plays video games"])])
    a = answer(s, "What video games did Akib play?", rerank=False)
    assert a.short == "Call of Duty" and a.confidence == "medium", (a.short, a.confidence, a.confidence_reason)


def test_days_months_and_holidays_name_no_one():
    assert Asked.of("Who runs the shop on Mondays?").names == frozenset()
    assert Asked.of("What is Gina's New Year's resolution?").names == {"gina"}
    assert QuestionSubject.of("What did Kate do on Christmas Eve?").names == {"kate"}
    assert QuestionSubject.of("Who is Eve?").names == {"eve"}  # a name all the same
    assert Asked.of("Where did Kate go in New York?").names >= {"new", "york"}


def test_a_month_may_be_someones_name():
    assert Asked.of("What did June bake?").names == {"june"}
    assert Asked.of("What did Kate do in June?").names == {"kate"}
    assert QuestionSubject.of("What did June bake?", {"June Carter"}).names == {"june"}
    assert QuestionSubject.of("What did Kate do on New Years Eve?").names == {"kate"}


def test_a_count_of_time_is_no_count_of_the_things_asked():
    from kbsearch.answer.asked import counted_noun, holds

    assert counted_noun("How many whales did Omar count?") == "whales"
    assert counted_noun("How many loaves of sourdough has Andrew baked?") == "loaves"
    assert counted_noun("How many times did he go?") == ""
    assert holds("count", "Omar spent three weeks counting gray whales", None, set(), counted="whales") == 0.0
    assert holds("count", "They counted 140 gray whales", None, set(), counted="whales") == 1.0


def test_a_reply_that_goes_on_with_which_is_still_a_bare_reply():
    from kbsearch.answer.sentences import reply_to

    asked = passage("Omar: Of course you did. What did you win?")
    assert reply_to(asked, "Gina", "A blue ribbon and 500 dollars, which I'm putting towards a second oven.") \
        == "What did you win?"
    assert reply_to(asked, "Gina", "Today, I went to the fair.") == ""  # a clause of its own
    assert reply_to(asked, "Gina", "Wait, which one?") == ""  # asks back

