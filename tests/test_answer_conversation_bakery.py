"""Another written conversation (a baker and a marine-biology student over a year, with
condensed notes), written with its questions and gold answers before any run: the first
measure of this round was taken on it untuned (mean F1 0.626). The cases below are answers a
user must get; bench/answer_conversations.py asks all of its questions."""

import pytest

from test_answer_conversation import noted_sessions

SESSIONS_8 = [
 ("2023-03-05",[("Gina","Omar! Guess what, I finally signed the lease for my bakery. It's on Elm Street, right next to the library."),
   ("Omar","Gina, congrats! What are you going to call it?"),
   ("Gina","Rise & Shine. My daughter Ruby picked the name."),
   ("Omar","Perfect. I just got back from a research cruise off Baja California, three weeks on a boat counting gray whales."),
   ("Gina","That sounds amazing. Did you get seasick?"),
   ("Omar","Only the first two days. We counted 140 whales in total.")],
  ["Gina signed the lease for her bakery on Elm Street, next to the library","The bakery is called Rise & Shine, a name her daughter Ruby picked","Omar spent three weeks on a research cruise off Baja California counting gray whales","They counted 140 gray whales"]),
 ("2023-04-16",[("Omar","How's the bakery coming along?"),
   ("Gina","The ovens arrived on Thursday! My son Sam helped me paint the walls yellow last weekend."),
   ("Omar","Yellow is a happy color. I started learning to surf, a friend from my lab takes me out at Sunset Cliffs on Saturdays."),
   ("Gina","Have you stood up yet?"),
   ("Omar","Twice, for about three seconds each. My board is an old blue longboard I bought for 80 dollars."),
   ("Gina","Ha! That's a start.")],
  ["Gina's bakery ovens arrived","Gina's son Sam helped her paint the bakery walls yellow","Omar started learning to surf at Sunset Cliffs on Saturdays with a friend from his lab","Omar bought an old blue longboard for 80 dollars"]),
 ("2023-05-20",[("Gina","We opened! Rise & Shine had its grand opening yesterday."),
   ("Omar","I knew it! What sold best?"),
   ("Gina","The cardamom buns sold out by ten in the morning. It's my grandmother's recipe from Sweden."),
   ("Omar","I need to try those. I have news too: I'm presenting my whale research at a conference in Lisbon in July."),
   ("Gina","Lisbon! Are you nervous?"),
   ("Omar","Terrified. My advisor, Dr. Reyes, made me practice the talk five times already.")],
  ["Gina's bakery Rise & Shine had its grand opening","The cardamom buns, made from her grandmother's Swedish recipe, sold out by ten in the morning","Omar will present his whale research at a conference in Lisbon in July","Omar's advisor Dr. Reyes made him practice the talk five times"]),
 ("2023-06-24",[("Omar","Gina, I stood up on the board for a whole wave this morning!"),
   ("Gina","Finally! How did it feel?"),
   ("Omar","Like flying. Then I fell and the board hit my head, I needed three stitches."),
   ("Gina","Oh no, be careful! Ruby broke her arm falling off the monkey bars on Tuesday, so I've had enough of hospitals this week."),
   ("Omar","Poor Ruby! Is she okay?"),
   ("Gina","She's proud of her purple cast. All her friends signed it.")],
  ["Omar rode a whole wave on his surfboard for the first time","Omar fell and his board hit his head; he needed three stitches","Gina's daughter Ruby broke her arm falling off the monkey bars","Ruby has a purple cast that her friends signed"]),
 ("2023-07-29",[("Gina","How was Lisbon?"),
   ("Omar","The talk went great! Someone from the Monterey Bay Aquarium asked for my slides afterwards."),
   ("Gina","That's amazing. Did you get to explore?"),
   ("Omar","I ate grilled sardines every night and took the old tram 28 up the hills."),
   ("Gina","Jealous. We had a hot month here, I started making ice cream sandwiches with the leftover cookies and kids line up for them."),
   ("Omar","Business genius.")],
  ["Omar's talk at the Lisbon conference went well; someone from the Monterey Bay Aquarium asked for his slides","In Lisbon Omar ate grilled sardines and took tram 28","Gina started making ice cream sandwiches with leftover cookies"]),
 ("2023-09-09",[("Omar","I got an offer for a summer internship at the Monterey Bay Aquarium next year!"),
   ("Gina","Because of the slides?! Omar, that's wonderful."),
   ("Omar","Exactly because of them. I'll be working on sea otter research."),
   ("Gina","Sea otters, cutest job ever. Sam started kindergarten on Wednesday; he cried, I cried."),
   ("Omar","Aww. Does he like his teacher?"),
   ("Gina","He loves her. Her name is Ms. Patel and she has a class hamster called Nugget.")],
  ["Omar got an offer for a summer internship at the Monterey Bay Aquarium, working on sea otter research","Gina's son Sam started kindergarten","Sam's teacher is Ms. Patel, who has a class hamster called Nugget"]),
 ("2023-10-21",[("Gina","I entered the county fair baking contest with my apple pie and won first prize!"),
   ("Omar","Of course you did. What did you win?"),
   ("Gina","A blue ribbon and 500 dollars, which I'm putting towards a second oven."),
   ("Omar","Smart. I've been playing chess at a cafe near campus every Tuesday night to relax."),
   ("Gina","Are you any good?"),
   ("Omar","I beat a 70-year-old named Walter last week, after losing to him eleven times.")],
  ["Gina won first prize at the county fair baking contest with her apple pie","She won a blue ribbon and 500 dollars, which she is putting towards a second oven","Omar plays chess at a cafe near campus every Tuesday night to relax","Omar beat Walter after losing to him eleven times"]),
 ("2023-12-02",[("Omar","I'm spending Christmas with my family in Amman this year, first time in four years."),
   ("Gina","Four years! Your mom must be thrilled."),
   ("Omar","She's already planning to cook mansaf for twenty people."),
   ("Gina","We're staying home. The kids want to build a gingerbread version of the bakery."),
   ("Omar","Send me a picture when it's done."),
   ("Gina","Will do. I also hired my first employee, a pastry student named Jules.")],
  ["Omar is spending Christmas with his family in Amman, the first time in four years","Omar's mom plans to cook mansaf for twenty people","Gina's kids want to build a gingerbread version of the bakery","Gina hired her first employee, a pastry student named Jules"]),
 ("2024-01-13",[("Gina","Happy new year! How was Amman?"),
   ("Omar","Loud, warm, perfect. My little sister Layla got into medical school while I was there."),
   ("Gina","Congrats to her! The gingerbread bakery collapsed on Christmas Eve, Sam ate the roof."),
   ("Omar","That's the best ending. What's your resolution?"),
   ("Gina","To take one day off a week. Jules runs the shop on Mondays now."),
   ("Omar","Good for you. Mine is to finally finish my thesis draft by March.")],
  ["Omar's sister Layla got into medical school","Gina's gingerbread bakery collapsed on Christmas Eve and Sam ate the roof","Gina's resolution is to take one day off a week; Jules runs the shop on Mondays","Omar plans to finish his thesis draft by March"]),
]


@pytest.fixture(scope="module")
def bakery(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("bakery"), "bake", SESSIONS_8)


BAKERY_CASES = [
    ("Where is Gina's bakery?", "Elm Street"),  # "on Elm Street", not her son Sam
    ("What is the name of Gina's bakery?", "Rise & Shine"),
    ("Who runs the shop on Mondays?", "Jules"),  # a clause's subject; "Mondays" names no one
    ("Who is Layla?", "Omar's sister"),  # "Omar's sister Layla"
    ("What is Gina's New Year's resolution?", "take one day off a week"),  # "resolution is to …"
    ("What are the names of Gina's kids?", "Sam, Ruby"),  # "daughter Ruby", "son Sam": her kids
    ("How many whales did Omar count?", "140"),  # not "three weeks"; the question says of what
    ("How many stitches did Omar need?", "three"),
    ("What prize did Gina win at the county fair?", "A blue ribbon and 500 dollars"),  # the reply to "What did you win?"
    ("What happened to the gingerbread bakery?", "collapsed"),
    ("Whose recipe are the cardamom buns?", "her grandmother's"),
    ("What does Omar do to relax?", "plays chess at a cafe"),  # not cut off at "near"
]


@pytest.mark.parametrize("question, short", BAKERY_CASES)
def test_the_short_answer_in_the_bakery_conversation(bakery, question, short):
    from kbsearch.answer.compose import answer

    a = answer(bakery, question, rerank=False)
    assert a.short == short, (a.short, a.summary)
    assert a.confidence != "low"


def test_no_person_day_or_holiday_is_a_place(bakery):
    from kbsearch.answer.compose import answer

    short = answer(bakery, "What places has Omar traveled to?", rerank=False).short
    for wrong in ("Christmas", "Layla", "Dr. Reyes"):
        assert wrong not in short, short
    assert "Lisbon" in short and "Amman" in short, short
