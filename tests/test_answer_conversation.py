"""The short answer on a conversation between two friends, one chat a day, written for this
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


@pytest.fixture(scope="module")
def friends(tmp_path_factory):
    import yaml
    from archive_builder import ChatSpec, write_archive

    from kbsearch.ranking.search import Searcher

    archive = write_archive(tmp_path_factory.mktemp("friends") / "a", [
        ChatSpec(f"cafe{i:04d}", f"Session {i}", "locomo", f"2023-05-{8 + i:02d}", ["life"],
                 [{"summary": f"Caroline and Melanie catch up, session {i}."}], ["x"]) for i in range(len(TURNS))])
    for raw in archive.parent.rglob("*.001.yml"):
        cid = raw.name.split(".")[2]
        raw.write_text(yaml.safe_dump({"chat_id": cid, "messages": [
            {"role": s, "content": t} for s, t in TURNS[int(cid[4:])]]}), encoding="utf-8")
    return Searcher.open(archive)


@pytest.mark.parametrize("question, short", [
    ("What did Caroline research?", "adoption agencies"),
    ("What activities does Melanie partake in?", "pottery, camping, painting, swimming"),
    ("Where did Caroline move from 4 years ago?", "Sweden"),
    ("What instruments does Melanie play?", "clarinet, violin"),
    ("What did Melanie paint recently?", "sunset"),
    ("What books has Melanie read?", "Charlotte's Web, Nothing is Impossible"),
    ("When did Melanie paint a sunset?", "the week before 12 May 2023"),
    ("When did Caroline move from Sweden?", "2019"),
    ("What events has Caroline been to?", "pride parade, school speech"),
])
def test_the_short_answer_about_a_friend(friends, question, short):
    from kbsearch.answer.compose import answer

    a = answer(friends, question, rerank=False)
    assert a.short == short, (a.short, a.summary)
    assert a.confidence != "low"
