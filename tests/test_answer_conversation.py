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


def _sessions(folder, prefix: str, pair: str, turns, dates=None) -> object:
    """One chat a day (or on `dates`), each holding one session's raw turns; the Searcher
    over them."""
    import yaml
    from archive_builder import ChatSpec, write_archive

    from kbsearch.ranking.search import Searcher

    archive = write_archive(folder / "a", [
        ChatSpec(f"{prefix}{i:04d}", f"Session {i}", "locomo", dates[i] if dates else f"2023-05-{8 + i:02d}", ["life"],
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


# Longer turns, several facts each, two people with look-alike lives (a dog each, a sport
# each), answers that reply to the turn before ("How much did it go for?" "Four hundred
# dollars!"), over six months.
TURNS_3 = [
 [("Audrey","Hey Andrew! Guess what, I adopted a puppy yesterday. She's a border collie and I named her Pixie."),
  ("Andrew","No way, congrats! I've been wanting a dog forever but my apartment in the city doesn't allow pets."),
  ("Audrey","That's rough. Pixie is already chewing on everything, especially my running shoes."),
  ("Andrew","Ha, welcome to dog life. I spent my weekend hiking at Bear Mountain with my girlfriend Tessa.")],
 [("Andrew","Work has been crazy, I'm a financial analyst and we have quarterly reports due."),
  ("Audrey","I don't miss office life at all. Since I started working as a freelance illustrator I set my own hours."),
  ("Andrew","What are you drawing these days?"),
  ("Audrey","Mostly children's book covers. I just finished one for a story about a brave little fox.")],
 [("Audrey","I took Pixie to her first agility class last Saturday. She was the fastest dog there!"),
  ("Andrew","That's amazing. Tessa and I tried a new Thai restaurant downtown, the green curry was incredible."),
  ("Audrey","I love Thai food. My favorite dish is pad see ew."),
  ("Andrew","We should all go together sometime.")],
 [("Andrew","Big news: Tessa and I are looking at apartments in the suburbs so we can finally get a dog."),
  ("Audrey","Yes!! What breed are you thinking?"),
  ("Andrew","Probably a beagle. Tessa grew up with one."),
  ("Audrey","Beagles are sweet but loud. Pixie barks at every squirrel in the park.")],
 [("Audrey","I ran my first half marathon this morning! It took me 2 hours and 5 minutes."),
  ("Andrew","Wow, congratulations! I could never run that far, I stick to rock climbing."),
  ("Audrey","Climbing looks so hard. How long have you been doing it?"),
  ("Andrew","About three years now. I go to the climbing gym twice a week.")],
 [("Andrew","We signed the lease! We're moving to Maplewood next month."),
  ("Audrey","That's so exciting. Is there a park nearby for a future dog?"),
  ("Andrew","Yes, there's a huge dog park two blocks away."),
  ("Audrey","Pixie approves. By the way, I started volunteering at the animal shelter on Sundays.")],
 [("Audrey","My sister Mia visited from Portland last week. We went to the aquarium and ate way too much ice cream."),
  ("Andrew","Sounds fun! My parents came over too, my mom brought her famous lasagna."),
  ("Audrey","Lasagna is the best comfort food."),
  ("Andrew","Agreed. Dad spent the whole visit fixing our leaky sink.")],
 [("Andrew","We adopted a beagle puppy from the shelter! His name is Toby."),
  ("Audrey","Finally! I'm so happy for you. Pixie and Toby need a playdate."),
  ("Andrew","Definitely. Toby howls at the mailman every single day."),
  ("Audrey","Classic beagle. I'm illustrating a book about a howling dog right now, what a coincidence.")],
 [("Audrey","I'm training for a full marathon in October, it's in Chicago."),
  ("Andrew","You're unstoppable. I injured my wrist climbing, so I'm taking a break for a month."),
  ("Audrey","Oh no, take care of that wrist."),
  ("Andrew","The doctor said it's just a sprain. I'm using the time to learn to bake sourdough.")],
 [("Andrew","Tessa and I got engaged at the top of Bear Mountain yesterday!"),
  ("Audrey","Oh my gosh, congratulations!! When's the wedding?"),
  ("Andrew","Next June, at a vineyard in Napa."),
  ("Audrey","I'm tearing up. Pixie and I will be there.")],
 [("Audrey","I sold my first painting at a gallery downtown, a watercolor of the harbor at dawn."),
  ("Andrew","That's huge! How much did it go for?"),
  ("Audrey","Four hundred dollars! I'm using it to buy Pixie a new agility tunnel."),
  ("Andrew","Toby is jealous. He only got a squeaky duck this week.")],
 [("Andrew","My sourdough finally came out right, I've baked five loaves since the injury."),
  ("Audrey","You have to bring me one. My wrist would never survive kneading dough."),
  ("Andrew","Deal. Toby stole half a loaf off the counter yesterday, though."),
  ("Audrey","That beagle nose never stops. Pixie just got her agility certificate, by the way!")],
]
DATES_3 = ["2023-03-04","2023-03-18","2023-04-02","2023-04-20","2023-05-06","2023-05-27","2023-06-10","2023-06-30","2023-07-15","2023-08-05","2023-08-26","2023-09-09"]


@pytest.fixture(scope="module")
def neighbours(tmp_path_factory):
    return _sessions(tmp_path_factory.mktemp("neighbours"), "abcd", "Audrey and Andrew", TURNS_3, DATES_3)


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
    ("neighbours", "What is the name of Andrew's dog?", "Toby"),  # "His name is Toby", not "my girlfriend Tessa"
    ("neighbours", "What is the name of Audrey's dog?", "Pixie"),  # not "Sundays"
    ("neighbours", "What does Andrew do for work?", "financial analyst"),  # "Work has been crazy, I'm a …"
    ("neighbours", "What does Audrey do for work?", "freelance illustrator"),
    ("neighbours", "How long has Andrew been rock climbing?", "About three years"),  # not "twice a week"
    ("neighbours", "How much did Audrey's painting sell for?", "Four hundred dollars"),  # the reply to "How much …?"
    ("neighbours", "Where does Audrey volunteer?", "the animal shelter"),
    ("neighbours", "What did Toby steal?", "half a loaf off the counter"),  # "stole"
    ("neighbours", "Where did Andrew and Tessa get engaged?", "Bear Mountain"),
    ("neighbours", "When did Audrey adopt Pixie?", "3 March 2023"),
    ("neighbours", "When did Andrew and Tessa get engaged?", "4 August 2023"),
    ("neighbours", "Where is Audrey's full marathon?", "Chicago"),
    ("neighbours", "What did Andrew's dad fix?", "leaky sink"),
    ("neighbours", "Where are Andrew and Tessa moving?", "Maplewood"),  # Andrew's "We're moving to Maplewood"
    ("neighbours", "What breed is Andrew's dog?", "beagle"),  # not "I've been wanting a dog forever"
    ("neighbours", "How did Andrew injure his wrist?", "climbing"),  # "I injured my wrist climbing"
])
def test_the_short_answer_about_a_friend(request, pair, question, short):
    from kbsearch.answer.compose import answer

    a = answer(request.getfixturevalue(pair), question, rerank=False)
    assert a.short == short, (a.short, a.summary)
    assert a.confidence != "low"
