"""The short answer on conversations between two friends, one chat a day, written for this
test in the style of a multi-session chat benchmark: what a user of a personal archive
asks about the people in it."""

from __future__ import annotations

import pytest

TURNS = [
    [("Caroline", "I've been researching adoption agencies lately, it's a big step."),
     ("Melanie", "That's wonderful, you'd be a great mom.")],
    [("Melanie", "I love pottery, camping, painting and swimming with the kids."), ("Caroline", "You're always so busy!")],
    [("Caroline", "I moved from Sweden 4 years ago."), ("Melanie", "Do you miss it?")],
    [("Melanie", "I play the clarinet and the violin."), ("Caroline", "So talented.")],
    [("Melanie", "I just painted a sunset over the lake last week."), ("Caroline", "Send me a photo!")],
    [("Melanie", 'I read "Charlotte\'s Web" to the kids and "Nothing is Impossible" for myself.'),
     ("Caroline", "Nice picks.")],
    [("Caroline", "I've decided to pursue counseling for transgender people."), ("Melanie", "That's a great path.")],
    [("Caroline", "Last week I went to the pride parade, and then I gave a school speech about it."),
     ("Melanie", "So proud of you!")],
]


def _sessions(folder, prefix: str, pair: str, turns) -> object:
    """One chat a day, each holding one session's raw turns; the Searcher over them."""
    import yaml
    from archive_builder import ChatSpec, write_archive

    from kbsearch.ranking.search import Searcher

    archive = write_archive(folder / "a", [
        ChatSpec(f"{prefix}{i:04d}", f"Session {i}", "locomo", f"2023-05-{8 + i:02d}", ["life"],
                 [{"summary": f"{pair} catch up, session {i}."}], ["x"]) for i in range(len(turns))])
    for raw in archive.parent.rglob("*.001.yml"):
        cid = raw.name.split(".")[2]
        raw.write_text(yaml.safe_dump({"chat_id": cid, "messages": [
            {"role": s, "content": t} for s, t in turns[int(cid[4:])]]}), encoding="utf-8")
    return Searcher.open(archive)


@pytest.fixture(scope="module")
def friends(tmp_path_factory):
    return _sessions(tmp_path_factory.mktemp("friends"), "cafe", "Caroline and Melanie", TURNS)


TURNS_2 = [
    [("Jon", "I lost my job as a banker last month, so I'm starting my own dance studio."),
     ("Gina", "Wow, that's brave! I opened my clothing store online after losing my job too.")],
    [("Gina", "My favorite book is Little Women, I read it every winter."),
     ("Jon", "Nice, I've been reading The Art of Dance lately.")],
    [("Jon", "We went camping at Yosemite with my brother last weekend."),
     ("Gina", "Sounds lovely, I went to Paris with my sister in March.")],
    [("Gina", "My dog Max is a golden retriever, he's 3 years old."), ("Jon", "I have two cats, Luna and Milo.")],
    [("Jon", "I've been dancing since I was 10, my mom took me to classes."), ("Gina", "That's why you're so good!")],
    [("Gina", "I work as a marketing consultant now, mostly for small shops."), ("Jon", "That fits you.")],
]


@pytest.fixture(scope="module")
def dancers(tmp_path_factory):
    return _sessions(tmp_path_factory.mktemp("dancers"), "beef", "Jon and Gina", TURNS_2)


@pytest.mark.parametrize("pair, question, short", [
    ("friends", "What did Caroline research?", "adoption agencies"),
    ("friends", "What activities does Melanie partake in?", "pottery, camping, painting, swimming"),
    ("friends", "Where did Caroline move from 4 years ago?", "Sweden"),
    ("friends", "What instruments does Melanie play?", "clarinet, violin"),
    ("friends", "What did Melanie paint recently?", "sunset"),
    ("friends", "What books has Melanie read?", "Charlotte's Web, Nothing is Impossible"),
    ("friends", "When did Melanie paint a sunset?", "the week before 12 May 2023"),
    ("friends", "When did Caroline move from Sweden?", "2019"),
    ("friends", "What events has Caroline been to?", "pride parade, school speech"),
    ("dancers", "Why did Jon start his dance studio?", "I lost my job as a banker last month"),
    ("dancers", "What is Gina's favorite book?", "Little Women"),
    ("dancers", "Where did Jon go camping?", "Yosemite"),
    ("dancers", "What is the name of Gina's dog?", "Max"),
    ("dancers", "How long has Jon been dancing?", "since Jon was 10"),  # said of him, not "since I was 10"
    ("dancers", "Who did Jon go camping with?", "Jon's brother"),
    ("dancers", "What does Gina do for work?", "marketing consultant"),
    ("dancers", "Where did Gina go with her sister?", "Paris"),
    ("dancers", "What kind of dog is Max?", "golden retriever"),
    ("dancers", "How old is Max?", "3 years old"),
])
def test_the_short_answer_about_a_friend(request, pair, question, short):
    from kbsearch.answer.compose import answer

    a = answer(request.getfixturevalue(pair), question, rerank=False)
    assert a.short == short, (a.short, a.summary)
    assert a.confidence != "low"
