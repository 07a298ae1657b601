"""Questions after a kind of thing ("What desserts did Paola cook?"): the kind is read
from the question (answer/kinds.py), a sentence naming one of it counts as holding the
question's word, and the short answer keeps the things of that kind."""

from __future__ import annotations

import pytest

from kbsearch.answer.kinds import asked_thing, is_member, members_in
from kbsearch.text import STOPWORDS


@pytest.mark.parametrize("question, kind", [
    ("What desserts did Paola cook?", "dessert"),
    ("What kind of cuisines does Kevin like?", "cuisine"),
    ("What are Paola's hobbies?", "activity"),
    ("Which sports does Elise play?", "sport"),
    ("What pet Akib would like to get?", "pet"),
    ("What animals did Nadia see on the hike?", "animal"),
    ("What drinks does Vanessa like?", "drink"),
    ("What is my favourite sport?", "sport"),
    ("What instruments does Melanie play?", "instrument"),
    ("What health problems did Nicolas have?", "ailment"),
    ("What video games did Aqib play?", "game"),
    ("What TV show was Kate watching?", "film"),
    ("What book did Fahim start to read?", "book"),
    ("Which famous people does Aqib admire?", "person"),
    ("What countries has Kate visited?", "country"),
    ("In what countries has Paola been?", "country"),
    ("Which cities have we planned trips to?", "city"),
    ("Which cryptocurrencies have I bought?", "crypto"),
    ("Which IDE do I use?", "editor"),  # a cue written in capitals (was a KeyError)
    ("What LGBTQ+ events has Caroline participated in?", "event"),
    ("What's my favourite IDE?", "editor"),
    ("What foods doesn't Nicolas like?", "food"),
    ("What countries except the US has Kevin been to?", "country"),
    ("Which doctors are Nicolas and Nebraas discussing?", "doctor"),  # a doctor by what they treat, not any job
    ("What types of transport are Nicolas and Nebraas discussing?", "transport"),
    ("What programming languages did I use?", "programming"),
    ("Which Python libraries did we try?", "library"),
    ("What databases did we use?", "database"),
    ("What vegetables did I prep?", "vegetable"),
    ("Which languages does Emi speak?", "language"),
])
def test_the_kind_asked_after_is_read_from_the_question(question, kind):
    thing = asked_thing(question)
    assert thing is not None and thing.name == kind


@pytest.mark.parametrize("question", [
    "What did Kevin say about the exam?", "What is the name of Vanessa's dog?", "When did Kate cook pasta?",
    "What happened to Elise?", "What is the capital of Mongolia?",
    "What did Kevin show his mom?",  # "show" is the verb here
    "What types of books does Paola like?",  # a genre, not a title
    # The kind's word describing another noun names no kind of thing asked.
    "What token limit did Claude have?", "What coffee shop did we go to?", "What course of action did we choose?",
    "What language model did I use?", "Which city council meeting was it?", "Which people came to the party?"])
def test_a_question_after_no_kind_of_thing_has_none(question):
    assert asked_thing(question) is None


def _stop(word: str) -> bool:
    return word.casefold() in STOPWORDS


@pytest.mark.parametrize("question, body, found", [
    ("What desserts did Paola cook?", "I made lava cake yesterday, and chocolate cookies for my brother.",
     ["lava cake", "chocolate cookies"]),
    ("What sports does Kevin like?", "I went to the bank, then watched basketball and some MMA.", ["basketball", "MMA"]),
    ("What pets does Vanessa have?", "My cat and my dog get along, but the pets hate the vet.", ["cat", "dog"]),
    # The kind's own word alone names none; with a word before it, it names one.
    ("What teas does Nicolas like?", "I love tea, especially ginger tea.", ["ginger tea"]),
    ("What food does Paola like?", "I went to the bank and the gym.", []),
    # A country of two words is named whole.
    ("What countries has Kate visited?", "We went to New Zealand, then Italy and the United States, and Miami.",
     ["New Zealand", "United States", "Italy"]),
    ("What countries did Nicolas mention?", "Tell us about the turkey you ate in Turkey, and the US trip.", ["Turkey", "US"]),
    # A ticker only in capitals: "sol" and "link" are words.
    ("Which cryptocurrencies have I bought?", "I bought some SOL and Bitcoin; sol means sun, see the link.",
     ["SOL", "Bitcoin"]),
    # Words of a two-word name are no names alone; a contraction or a name is no modifier.
    ("What foods did we eat?", "The sum of the numbers is ten, so dim the lights.", []),
    ("Which cities did I visit?", "I had lunch with Louis and Jose in Town Hall, then flew to Goa and Fez.", ["Goa", "Fez"]),
    ("What programming languages did I use?", "I used C++ C# and Notepad++ today.", ["C++", "C#"]),
    ("What activities does Kate like?", "I'm reading and I'll run later.", ["reading", "run"]),
    # A city is a name: a neighbourhood or a word it is not ("Alfama", "nice") is none.
    ("Which cities have we planned trips to?", "We land in Lisbon, stay in Alfama, then Porto and New York: nice.",
     ["New York", "Lisbon", "Porto"]),
    # An assistant archive's kinds: "C++" is a word, "go" (the verb) is no language.
    ("What programming languages did I use?", "I go back to Rust, then port the C++ bits and some Python.",
     ["Rust", "C++", "Python"]),
    ("Which Python libraries did we try?", "We used pandas and numpy, then switched to Polars.",
     ["pandas", "numpy", "Polars"]),
])
def test_the_things_of_the_kind_a_sentence_names(question, body, found):
    assert members_in(body, asked_thing(question), _stop) == found


def test_a_word_for_the_kind_is_no_thing_of_it():
    food = asked_thing("What food does Paola like?")
    assert is_member("shrimp scampi", food) and is_member("Pizza", food)
    assert not is_member("bank", food) and not is_member("food", food) and not is_member("breakfast", food)


def _archive(tmp_path, turns):
    """A REALTALK-like archive, one chat a day, each of the given raw turns."""
    import yaml
    from archive_builder import ChatSpec, write_archive

    archive = write_archive(tmp_path / "a", [
        ChatSpec(f"caca000{i}", f"Session {i}", "realtalk", f"2024-01-1{i}", ["life"],
                 [{"summary": f"Paola and Kevin talk, session {i}."}], ["x"]) for i in range(len(turns))])
    for raw in archive.parent.rglob("*.001.yml"):
        i = int(raw.name.split(".")[2][-1])
        raw.write_text(yaml.safe_dump({"chat_id": raw.name.split(".")[2], "messages": [
            {"role": s, "content": t} for s, t in turns[i]]}), encoding="utf-8")
    return archive


def test_a_list_of_things_gathers_only_things_of_the_kind(tmp_path):
    from kbsearch.answer.compose import answer
    from kbsearch.ranking.search import Searcher

    archive = _archive(tmp_path, [
        [("Paola", "My favorite dessert to cook is lava cake, I made one again last night."),
         ("Kevin", "Nice! I went to the bank today.")],
        [("Paola", "I also cook macarons for dessert when my brother visits, he loves them."),
         ("Kevin", "I had a quiet session at the library.")],
    ])
    a = answer(Searcher.open(archive), "What desserts did Paola cook?", rerank=False)
    items = [i.strip() for i in a.short.split(",")]
    assert "lava cake" in items and "macarons" in items, (a.short, a.summary)
    assert not {"bank", "session", "library"} & {i.casefold() for i in items}, a.short


def test_a_phrase_that_names_no_thing_of_the_kind_is_not_high(tmp_path):
    from kbsearch.answer.compose import answer
    from kbsearch.ranking.search import Searcher

    archive = _archive(tmp_path, [
        [("Kevin", "For physical activity I did something really fulfilling this morning."),
         ("Paola", "Sounds great.")],
    ])
    a = answer(Searcher.open(archive), "What physical activity did Kevin do?", rerank=False)
    assert a.short == "fulfilling" and a.confidence == "medium", (a.short, a.confidence)
    assert "names no activity" in a.confidence_reason


@pytest.mark.parametrize("said, short, level", [
    ("Today I explored opportunities at the gallery downtown.", "opportunities", "medium"),
    ("Today I explored Japanese woodblock prints at the gallery downtown.", "Japanese woodblock prints", "high"),
])
def test_one_common_word_cut_from_a_sentence_is_not_high(tmp_path, said, short, level):
    from kbsearch.answer.compose import answer
    from kbsearch.ranking.search import Searcher

    archive = _archive(tmp_path, [[("Paola", said), ("Kevin", "Sounds great.")]])
    a = answer(Searcher.open(archive), "What did Paola explore?", rerank=False)
    assert (a.short, a.confidence) == (short, level), a.confidence_reason


def test_a_title_is_answered_by_the_name_the_sentence_gives(tmp_path):
    from kbsearch.answer.compose import answer
    from kbsearch.ranking.search import Searcher

    archive = _archive(tmp_path, [[("Kate", "I was watching the show everyone talks about, Money Heist, until 2 am."),
                                   ("Elise", "I have not seen it yet.")]])
    a = answer(Searcher.open(archive), "What TV show was Kate watching?", rerank=False)
    assert a.short == "Money Heist", (a.short, a.summary)


def test_a_where_question_after_countries_is_answered_with_countries(tmp_path):
    from kbsearch.answer.compose import answer
    from kbsearch.ranking.search import Searcher

    archive = _archive(tmp_path, [[("Kate", "I visited Indonesia with Lisa and Mexico with my friends from UCLA."),
                                   ("Elise", "Wow, lucky you.")]])
    a = answer(Searcher.open(archive), "What countries has Kate visited?", rerank=False)
    assert a.short == "Indonesia, Mexico", (a.short, a.summary)


def test_a_list_of_things_reads_the_turns_of_every_candidate_chat(tmp_path):
    """Things of a kind are named in passing: a list question reads the raw turns of all
    the chats the search found, not only of the best five."""
    import yaml
    from archive_builder import ChatSpec, write_archive

    from kbsearch.answer.compose import answer
    from kbsearch.ranking.search import Searcher

    desserts = ["tiramisu", "macarons", "brownies", "cheesecake", "pudding", "tarts", "muffins"]
    archive = write_archive(tmp_path / "a", [
        ChatSpec(f"dede000{i}", f"Baking day {i}", "realtalk", f"2024-01-1{i}", ["baking"],
                 [{"summary": f"Paola talks about a dessert she cooks {when}."}], ["x"])
        for i, when in enumerate(["for her family on Sunday", "with her mother at Easter", "after a long school week",
                                  "to celebrate her exam results", "when friends come over", "for a bake sale at school",
                                  "on a rainy afternoon at home"])])
    for raw in archive.parent.rglob("*.001.yml"):
        cid = raw.name.split(".")[2]
        raw.write_text(yaml.safe_dump({"chat_id": cid, "messages": [
            {"role": "Paola", "content": f"Today I cooked {desserts[int(cid[-1])]} for dessert, my family loved it."},
            {"role": "Kevin", "content": "Sounds delicious."}]}), encoding="utf-8")
    a = answer(Searcher.open(archive), "What desserts did Paola cook?", rerank=False)
    items = {i.text for i in a.short_items}
    assert len(items & set(desserts)) >= 6, a.short


@pytest.mark.parametrize("question, several", [
    ("What food does Paola like?", True),
    ("What food did Kevin cook?", True),
    ("What food did Paola cook on 22.01.2024?", False),  # a day picks one meal
    ("What is my favourite food?", False),
    ("What dish did both Kate and Elise cook?", False),  # a count noun in the singular
    ("What movies Akib watched?", True),  # a kind in the plural, without "did"
    ("What movie did Akib watch on 31 December?", False),
    ("What class does Emi take?", False),
])
def test_a_kind_named_without_a_number_asks_for_all_of_it(question, several):
    from kbsearch.answer.asked import Asked

    assert Asked.of(question).several is several


def test_a_list_keeps_only_the_things_of_sentences_about_the_asked_person(tmp_path):
    """A note of several sentences: the things of the one about Kevin are no answer about
    Paola."""
    from archive_builder import ChatSpec, write_archive

    from kbsearch.answer.compose import answer
    from kbsearch.ranking.search import Searcher

    archive = write_archive(tmp_path / "a", [ChatSpec(
        "fafa0001", "Cooking", "realtalk", "2024-01-10", ["cooking"],
        [{"summary": "Kevin and his mom cooked lasagna together. Paola made macarons and pancakes for her mom."}],
        ["x"])])
    a = answer(Searcher.open(archive), "What food did Paola make?", rerank=False)
    items = {i.text for i in a.short_items}
    assert {"macarons", "pancakes"} <= items and "lasagna" not in items, a.short


def test_a_title_question_is_answered_by_a_quoted_title_not_a_note_that_names_none(tmp_path):
    """'Fahim started to read a new book.' (the chat's note) holds every word of "What book
    did Fahim start to read?" and no book; Fahim's own turn quotes the title, without the
    word "book"."""
    from archive_builder import ChatSpec, conversation

    from kbsearch.answer.compose import answer
    from kbsearch.ranking.search import Searcher

    archive = conversation(tmp_path / "a", ChatSpec(
        "fbfb0001", "Session 1", "realtalk", "2024-01-01", ["life"],
        [{"summary": "Akib had a New Years party. Fahim started to read a new book."}]), [
        ("Akib", "The party was loud, we went to bed at 3."),
        ("Fahim", "I started reading \"Ducks, Newburyport\" last night, it is one long sentence."),
        ("Akib", "That sounds like a lot.")])
    a = answer(Searcher.open(archive), "What book did Fahim start to read?", rerank=False)
    assert a.short == "Ducks, Newburyport", (a.short, a.summary)
    assert "Ducks, Newburyport" in a.summary


def test_a_list_of_titles_is_the_asked_persons_quoted_titles_whole(tmp_path):
    from archive_builder import ChatSpec, write_archive

    from kbsearch.answer.compose import answer
    from kbsearch.ranking.search import Searcher

    archive = write_archive(tmp_path / "a", [
        ChatSpec("fcfc0001", "Session 1", "realtalk", "2024-01-06", ["life"],
                 [{"summary": "Paola watches the film \"The Grand Budapest Hotel\" all day."}], ["x"]),
        ChatSpec("fcfc0002", "Session 2", "realtalk", "2024-01-21", ["life"],
                 [{"summary": "Emi re-watches her favorite film \"Friends with Benefits\". "
                              "Paola watched the film \"La La Land\" again."}], ["x"])])
    a = answer(Searcher.open(archive), "What films did Paola watch?", rerank=False)
    items = {i.text for i in a.short_items}
    assert {"The Grand Budapest Hotel", "La La Land"} <= items, a.short
    assert "Friends with Benefits" not in items, a.short


def test_a_list_gathered_from_several_sentences_is_not_high(tmp_path):
    """No one sentence states a list gathered across chats, and more may be named elsewhere:
    at most medium. One sentence that names every item may still be high."""
    from kbsearch.answer.compose import answer
    from kbsearch.ranking.search import Searcher

    archive = _archive(tmp_path, [
        [("Paola", "My favorite dessert to cook is lava cake, I made one again last night."),
         ("Kevin", "Nice!")],
        [("Paola", "I also cook macarons for dessert when my brother visits, he loves them."),
         ("Kevin", "Lucky brother.")],
        [("Melanie", "I play the clarinet and the violin in the town orchestra."), ("Kevin", "So talented.")],
    ])
    searcher = Searcher.open(archive)
    gathered = answer(searcher, "What desserts did Paola cook?", rerank=False)
    assert {i.text for i in gathered.short_items} >= {"lava cake", "macarons"}
    assert gathered.confidence == "medium" and "a list gathered from 2 sentences" in gathered.confidence_reason
    one = answer(searcher, "What instruments does Melanie play?", rerank=False)
    assert one.short == "clarinet, violin" and one.confidence == "high", (one.short, one.confidence_reason)
