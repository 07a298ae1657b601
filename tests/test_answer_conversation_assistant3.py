"""A third written archive of a user's chats with an AI assistant, in the user's own
condensed format (titles as ChatGPT names chats, a prose summary, then decisions, outcomes
and procedures), with "I / my" questions, what the assistant recommended, and facts the
user updates later. Written with its questions and gold answers after the rules for the
first two assistant archives were tuned and before any run on this one: its first measure
is the held-out figure for those rules. bench/answer_conversations.py asks every question."""

import pytest

from test_answer_conversation import chats_archive

# (date, title, raw turns, condensed file)
CHATS_11 = [
 ("2024-01-14", "Choosing a first puppy breed", [
   ("user", "We're getting our first puppy in March! My partner Sam and I live in a small flat in Bristol. We're torn between a cavapoo and a whippet."),
   ("assistant", "Both can suit flat life. A cavapoo is affectionate and adaptable but needs regular grooming every 6 to 8 weeks. "
                 "A whippet is calm indoors, sheds little and needs one or two good runs a day."),
   ("user", "We've decided on a whippet. The breeder is in Devon and the puppy will be 9 weeks old when we collect her."),
   ("assistant", "Lovely! Whippets feel the cold, so get her a fleece jumper for winter walks.")],
  {"summary": "The user and their partner Sam, who live in a small flat in Bristol, compared a cavapoo and a whippet for their first puppy and chose a whippet from a breeder in Devon, to be collected at 9 weeks old in March.",
   "decisions": ["Chose a whippet over a cavapoo: calm indoors, sheds little"],
   "outcomes": ["The puppy will be collected in March at 9 weeks old from a breeder in Devon",
                "The assistant suggested a fleece jumper for winter walks"]}),
 ("2024-03-16", "Naming and settling the new whippet puppy", [
   ("user", "She's home! We named her Pepper. She cried the first two nights in her crate."),
   ("assistant", "That's very normal. Put the crate next to your bed for the first week, add something that smells of you, and take her out to toilet right before bed."),
   ("user", "Moving the crate worked, she slept through last night.")],
  {"summary": "The user's whippet puppy, named Pepper, came home and cried the first two nights in her crate; moving the crate next to the bed, as the assistant suggested, worked.",
   "outcomes": ["The puppy is named Pepper", "Pepper slept through the night once the crate was next to the bed"]}),
 ("2024-04-03", "Preparing for a data analyst interview", [
   ("user", "I have a second-round interview for a data analyst job at the Met Office next Thursday. They said there'll be a SQL test. How should I prepare?"),
   ("assistant", "Here's a focused plan for the week:\n"
                 "1. Practise window functions such as ROW_NUMBER and LAG, they come up a lot.\n"
                 "2. Review joins and GROUP BY with HAVING.\n"
                 "3. Do two timed practice tests on StrataScratch.\n"
                 "4. Prepare a two-minute story about a project where your analysis changed a decision."),
   ("user", "Great. I currently work at Aviva as a junior analyst, so I'll use my churn model project as the story.")],
  {"summary": "The user, a junior analyst at Aviva, prepared for a second-round data analyst interview at the Met Office with a SQL test.",
   "procedures": [{"name": "Preparing for a SQL interview", "steps": ["Practise window functions such as ROW_NUMBER and LAG",
                   "Review joins and GROUP BY with HAVING", "Do two timed practice tests on StrataScratch",
                   "Prepare a two-minute project story"]}],
   "outcomes": ["The user will tell the story of their churn model project"]}),
 ("2024-04-19", "Negotiating the Met Office job offer", [
   ("user", "I got the job at the Met Office! They offered £41,000. Should I negotiate?"),
   ("assistant", "Congratulations! It's usually reasonable to ask. Given your experience, asking for £44,000 with a short reason is fair; the worst case is they say no."),
   ("user", "They came back with £43,000 and I accepted. I start on May 13.")],
  {"summary": "The user got a data analyst job at the Met Office, negotiated the offer from £41,000 to £43,000 and accepted; they start on 13 May.",
   "decisions": ["Accepted £43,000 after asking for £44,000"],
   "outcomes": ["The user starts at the Met Office on 13 May"]}),
 ("2024-05-25", "Planning a bathroom renovation budget", [
   ("user", "We want to redo our bathroom. We've got a budget of £6,500. The plumber, Gary, quoted £2,800 for labour."),
   ("assistant", "With £2,800 on labour you have £3,700 for materials. A typical split: about £1,200 for the suite, £900 for tiles, £600 for a shower, "
                 "and keep around 10 percent as a contingency for surprises behind the walls."),
   ("user", "Makes sense. We're going with grey hexagon tiles.")],
  {"summary": "The user planned a £6,500 bathroom renovation: the plumber Gary quoted £2,800 for labour, leaving £3,700 for materials; they chose grey hexagon tiles.",
   "decisions": ["Grey hexagon tiles for the bathroom"],
   "outcomes": ["The assistant suggested keeping about 10 percent as a contingency"]}),
 ("2024-07-06", "Best man speech for my brother's wedding", [
   ("user", "I'm the best man at my brother Leo's wedding on August 24 in Cornwall. Can you help me structure the speech? I have about five minutes."),
   ("assistant", "A five-minute speech fits this structure:\n"
                 "1. Thank the hosts and introduce yourself.\n"
                 "2. One funny story about Leo growing up.\n"
                 "3. How Leo changed after meeting his partner.\n"
                 "4. A toast to the couple."),
   ("user", "His fiancée is called Amira. The funny story will be the time Leo got stuck on the school roof.")],
  {"summary": "The user is best man at their brother Leo's wedding to Amira on 24 August in Cornwall and structured a five-minute speech with the assistant.",
   "outcomes": ["The funny story will be Leo getting stuck on the school roof",
                "The speech ends with a toast to the couple"]}),
 ("2024-08-28", "Pepper's vet visit and diet", [
   ("user", "Pepper had her booster jabs today. She weighs 11 kg now and the vet said she's a bit underweight. She eats 2 meals a day."),
   ("assistant", "Whippets are naturally lean, but if the vet says underweight, a third small meal at lunchtime often helps young whippets gain steadily. Weigh her again in a month."),
   ("user", "OK, three meals a day from now on.")],
  {"summary": "Pepper had her booster vaccinations; at 11 kg the vet found her slightly underweight, and the user moved her from two to three meals a day.",
   "outcomes": ["Pepper weighs 11 kg", "Pepper now eats three meals a day"]}),
 ("2024-09-14", "Learning Python for work", [
   ("user", "At the Met Office everyone uses Python, and I only know SQL and Excel. What's a good way to learn?"),
   ("assistant", "Start with the free Python course on Kaggle, then work through 'Python for Data Analysis' by Wes McKinney, "
                 "and rebuild one of your SQL reports in pandas."),
   ("user", "I'll start with Kaggle this weekend.")],
  {"summary": "The user, who knows SQL and Excel, is learning Python for their job at the Met Office.",
   "outcomes": ["The assistant recommended the Kaggle Python course, 'Python for Data Analysis' by Wes McKinney and rebuilding a SQL report in pandas",
                "The user will start with Kaggle"]}),
 ("2024-10-02", "The wedding speech went well", [
   ("user", "The wedding was amazing and the speech got big laughs, especially the school roof story. Amira's dad asked for a copy!"),
   ("assistant", "That's wonderful, well done!")],
  {"summary": "The best man speech at Leo and Amira's wedding went well; the school roof story got big laughs and Amira's dad asked for a copy."}),
 ("2024-11-09", "Bathroom renovation finished over budget", [
   ("user", "The bathroom's finally done! It ended up costing £7,200 because Gary found rotten floorboards."),
   ("assistant", "That's exactly what a contingency is for. Enjoy the new bathroom!")],
  {"summary": "The bathroom renovation is finished; it cost £7,200, over the £6,500 budget, because the plumber found rotten floorboards.",
   "outcomes": ["Final cost £7,200"]}),
]

QUESTIONS_11 = [
 ("What breed is my puppy?", "whippet"), ("What is my puppy's name?", "Pepper"),
 ("What other breed did I consider?", "cavapoo"), ("Where do I live?", "Bristol"), ("Who is my partner?", "Sam"),
 ("Where is the breeder?", "Devon"), ("How old was Pepper when we collected her?", "9 weeks"),
 ("What did you suggest to stop Pepper crying at night?", "put the crate next to your bed"),
 ("What job did I interview for?", "data analyst"), ("Where did I interview?", "Met Office"),
 ("Where did I work before the Met Office?", "Aviva"), ("What project will I talk about in my interview?", "churn model"),
 ("What was the first thing you told me to practise for the SQL test?", "window functions such as ROW_NUMBER and LAG"),
 ("Which site did you suggest for practice tests?", "StrataScratch"),
 ("What salary was I first offered?", "£41,000"), ("What salary did I accept?", "£43,000"),
 ("When do I start at the Met Office?", "13 May 2024"),
 ("What is our bathroom budget?", "£6,500"), ("Who is our plumber?", "Gary"),
 ("How much did the plumber quote for labour?", "£2,800"), ("What tiles did we choose?", "grey hexagon tiles"),
 ("How much did the bathroom cost in the end?", "£7,200"), ("Why did the bathroom go over budget?", "rotten floorboards"),
 ("Whose wedding am I the best man at?", "my brother Leo's"), ("Where is Leo's wedding?", "Cornwall"),
 ("When is Leo's wedding?", "24 August 2024"), ("Who is Leo marrying?", "Amira"),
 ("What funny story did I tell in my speech?", "Leo got stuck on the school roof"),
 ("How long is my speech?", "five minutes"), ("Who asked for a copy of my speech?", "Amira's dad"),
 ("How much does Pepper weigh?", "11 kg"), ("How many meals a day does Pepper eat now?", "three"),
 ("What programming language am I learning?", "Python"),
 ("What book did you recommend for learning Python?", "Python for Data Analysis"),
 ("Which course am I starting with?", "Kaggle Python course"),
]


def assistant_chats_3_at(folder):
    """The archive of CHATS_11 under `folder`; the Searcher over it."""
    return chats_archive(folder, "beaf", CHATS_11, "chatgpt")


@pytest.fixture(scope="module")
def assistant_chats_3(tmp_path_factory):
    return assistant_chats_3_at(tmp_path_factory.mktemp("assistant3"))


ASSISTANT_3_CASES = [
    ("How much did the plumber quote for labour?", "£2,800"),  # the amount by "quoted … for labour", not the budget
    ("What salary did I accept?", "£43,000"),  # "from £41,000 to £43,000 and accepted"
    ("What is our bathroom budget?", "£6,500"),  # "over the £6,500 budget"
    ("What breed is my puppy?", "whippet"),
]


@pytest.mark.parametrize("question, short", ASSISTANT_3_CASES)
def test_the_short_answer_in_the_users_own_condensed_format(assistant_chats_3, question, short):
    from kbsearch.answer.compose import answer

    a = answer(assistant_chats_3, question, rerank=False)
    assert a.short == short, (a.short, a.summary)
    assert a.confidence != "low"
