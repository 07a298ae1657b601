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


# A year of two friends' chats, each with condensed notes as the archive keeps them (the
# summary the notes run together, the outcomes one per line): (day, turns, notes).
SESSIONS_4 = [
 ("2023-01-14",[("Priya","Happy new year, Marcus! I finally signed up for pottery classes at the community center."),
   ("Marcus","Nice! I spent the holidays in Lisbon with my brother Dev. We ate pastel de nata every single day."),
   ("Priya","Jealous. My cousin's wedding in Jaipur is next month, so I'm learning a dance for the sangeet."),
   ("Marcus","You'll crush it.")],
  ["Priya signed up for pottery classes at the community center","Marcus spent the holidays in Lisbon with his brother Dev","Priya is learning a dance for her cousin's wedding in Jaipur"]),
 ("2023-02-25",[("Marcus","I got promoted to senior software engineer yesterday!"),
   ("Priya","Congrats!! That's huge. How are you celebrating?"),
   ("Marcus","Dinner at a sushi place with my team on Friday."),
   ("Priya","I just got back from Jaipur. The wedding was beautiful and I didn't trip once during the dance.")],
  ["Marcus got promoted to senior software engineer","Marcus is celebrating with his team at a sushi place","Priya came back from her cousin's wedding in Jaipur"]),
 ("2023-03-18",[("Priya","My first pottery piece is done, a lopsided blue mug. I love it anyway."),
   ("Marcus","Ha, the lopsided ones have character. I started learning Portuguese on Duolingo."),
   ("Priya","Because of Lisbon?"),
   ("Marcus","Exactly, Dev and I want to go back in the fall and actually talk to people.")],
  ["Priya finished her first pottery piece, a blue mug","Marcus started learning Portuguese on Duolingo","Marcus and Dev plan to go back to Lisbon in the fall"]),
 ("2023-04-08",[("Marcus","I adopted two guinea pigs, Biscuit and Waffles."),
   ("Priya","Those names! I'm allergic to most furry animals so I'm stuck with my fish, Captain."),
   ("Marcus","Captain is a great name for a fish."),
   ("Priya","He's a betta. He judges me every morning.")],
  ["Marcus adopted two guinea pigs named Biscuit and Waffles","Priya has a betta fish named Captain","Priya is allergic to most furry animals"]),
 ("2023-05-06",[("Priya","I ran the Brooklyn half marathon last Sunday. My knees are still mad at me."),
   ("Marcus","Respect. I can barely run for a bus. What was your time?"),
   ("Priya","2 hours 14 minutes, a personal best!"),
   ("Marcus","Incredible. I've been biking to work instead of driving, it's about 6 miles each way.")],
  ["Priya ran the Brooklyn half marathon","Priya set a personal best of 2 hours 14 minutes","Marcus bikes to work, about 6 miles each way"]),
 ("2023-06-17",[("Marcus","Dev is getting married in October! I'm the best man."),
   ("Priya","Oh wow, congratulations to him! Have you started the speech?"),
   ("Marcus","Not yet. I'm terrified of public speaking, honestly."),
   ("Priya","Join Toastmasters, it helped my sister Anika a lot when she started teaching.")],
  ["Marcus's brother Dev is getting married in October","Marcus will be the best man","Priya recommended Toastmasters to Marcus"]),
 ("2023-07-22",[("Priya","I quit my job at the bank! I'm going back to school for a master's in public health."),
   ("Marcus","That's brave. Where?"),
   ("Priya","Columbia, starting in September."),
   ("Marcus","Amazing. I joined Toastmasters like you said, gave my first speech on Tuesday about guinea pigs.")],
  ["Priya quit her job at the bank","Priya will study for a master's in public health at Columbia","Marcus joined Toastmasters and gave his first speech about guinea pigs"]),
 ("2023-08-19",[("Marcus","I spent last weekend camping in the Adirondacks with some friends from work."),
   ("Priya","Did you see any bears?"),
   ("Marcus","Just a porcupine, thankfully. We also went kayaking on Lake Placid."),
   ("Priya","I've never kayaked. I spent my weekend glazing three bowls for my mom's birthday.")],
  ["Marcus went camping in the Adirondacks with friends from work","Marcus went kayaking on Lake Placid","Priya glazed three bowls for her mom's birthday"]),
 ("2023-09-30",[("Priya","Grad school is intense. I have three papers due next week."),
   ("Marcus","You've got this. Favorite class so far?"),
   ("Priya","Epidemiology, definitely. The professor used to work at the CDC."),
   ("Marcus","Cool. I finished writing the best man speech, it's four minutes long.")],
  ["Priya has three papers due next week","Priya's favorite class is epidemiology","Marcus finished writing his best man speech"]),
 ("2023-10-28",[("Marcus","The wedding was last Saturday and the speech went great. People laughed at the right parts!"),
   ("Priya","I knew it! Where was the wedding?"),
   ("Marcus","At a barn in Vermont, the leaves were incredible."),
   ("Priya","Sounds magical. I've been volunteering at a free clinic in Harlem on weekends.")],
  ["Marcus gave the best man speech at Dev's wedding","Dev's wedding was at a barn in Vermont","Priya volunteers at a free clinic in Harlem on weekends"]),
 ("2023-11-25",[("Priya","Thanksgiving at my place this year, I made a pumpkin curry and my dad brought biryani."),
   ("Marcus","That sounds better than turkey. I went to Lisbon with Dev and his wife after all, and I ordered coffee in Portuguese!"),
   ("Priya","Duolingo paid off!"),
   ("Marcus","Obrigado. Waffles the guinea pig is sick though, the vet says it's a tooth problem.")],
  ["Priya hosted Thanksgiving and made a pumpkin curry","Marcus went back to Lisbon with Dev and his wife","Marcus's guinea pig Waffles has a tooth problem"]),
 ("2023-12-16",[("Marcus","Waffles is better, the vet trimmed his teeth. I'm thinking of getting a third guinea pig."),
   ("Priya","Ha, it's a slippery slope. I'm going to Mumbai for the winter break to see my grandmother."),
   ("Marcus","How long will you be there?"),
   ("Priya","Three weeks. I'll bring you back some masala chai.")],
  ["Waffles recovered after the vet trimmed his teeth","Marcus is thinking of getting a third guinea pig","Priya is going to Mumbai for three weeks to see her grandmother"]),
]


def noted_sessions(folder, prefix: str, sessions) -> object:
    """One chat per (day, turns, notes), its condensed file holding the notes as outcomes
    and, run together, as its summary; the Searcher over them."""
    import yaml
    from archive_builder import ChatSpec, write_archive

    from kbsearch.ranking.search import Searcher

    archive = write_archive(folder / "a", [
        ChatSpec(f"{prefix}{i:04d}", f"Session {i}", "locomo", day, ["life"], [{"summary": " ".join(notes), "outcomes": notes}],
                 ["x"]) for i, (day, _, notes) in enumerate(sessions)])
    for raw in archive.parent.rglob("*.001.yml"):
        cid = raw.name.split(".")[2]
        raw.write_text(yaml.safe_dump({"chat_id": cid, "messages": [
            {"role": s, "content": t} for s, t in sessions[int(cid[4:])][1]]}), encoding="utf-8")
    return Searcher.open(archive)


@pytest.fixture(scope="module")
def classmates(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("classmates"), "dcba", SESSIONS_4)


# Two friends over a year, with condensed notes, in the style of the benchmark's single-hop
# questions: why someone chose a path, what they realised, a reply that is only an item
# ("What was your time?" — "58 minutes."), people introduced by whom they are ("My
# neighbor Mr. Okafor grows okra").
SESSIONS_5 = [
 ("2023-03-04",[("Nadia","Hey Tomas! Long time no talk. I just got back from a volunteer trip to Costa Rica, we were planting trees in a cloud forest."),
   ("Tomas","That sounds incredible! What got you into that?"),
   ("Nadia","My grandfather was a forester, and he always said you plant trees for people you'll never meet. It stuck with me."),
   ("Tomas","That's beautiful. I've been stuck at home studying for my nursing exam, it's in two weeks."),
   ("Nadia","You'll do great. What made you choose nursing?"),
   ("Tomas","When my mom was in the hospital the nurses were so kind to her, I wanted to be that for someone else.")],
  ["Nadia went on a volunteer trip to Costa Rica to plant trees in a cloud forest","Nadia's grandfather was a forester","Tomas is studying for his nursing exam","Tomas chose nursing because of the nurses who cared for his mom"]),
 ("2023-03-25",[("Tomas","I passed the nursing exam! I found out on Thursday."),
   ("Nadia","Congratulations!! I knew you would. How are you celebrating?"),
   ("Tomas","My sister Lucia is throwing me a small party with tamales, our grandma's recipe."),
   ("Nadia","Yum. I started a community garden at my apartment complex, we have twelve plots so far."),
   ("Tomas","Twelve already? What are you growing?"),
   ("Nadia","Tomatoes, basil and peppers in mine. My neighbor Mr. Okafor grows okra, he says it reminds him of Lagos.")],
  ["Tomas passed his nursing exam","Tomas's sister Lucia is throwing him a party with tamales","Nadia started a community garden at her apartment complex with twelve plots","Nadia grows tomatoes, basil and peppers"]),
 ("2023-04-15",[("Nadia","I ran my first 10K for a charity that fights childhood hunger. It was so hard but so worth it."),
   ("Tomas","Amazing! What was your time?"),
   ("Nadia","58 minutes. The best part was realizing I'm stronger than I thought."),
   ("Tomas","That's a great lesson. I started my first job on the night shift at St. Mary's hospital, in the pediatric ward."),
   ("Nadia","Nights must be tough."),
   ("Tomas","They are, but the kids make it worth it. One boy drew me a picture of a dragon wearing scrubs.")],
  ["Nadia ran her first 10K for a charity that fights childhood hunger","Nadia learned she is stronger than she thought","Tomas started working night shifts in the pediatric ward at St. Mary's hospital"]),
 ("2023-05-13",[("Tomas","I adopted a cat last weekend! She's a gray tabby, I named her Mochi."),
   ("Nadia","Mochi! That's adorable. How is she settling in?"),
   ("Tomas","She hides under the bed all day and comes out at 3 am to knock things off the counter."),
   ("Nadia","Classic cat. I have news too, I got accepted into a master's program in environmental science."),
   ("Tomas","That's huge! Where?"),
   ("Nadia","The University of Vermont. I start in the fall, so I have to leave my garden behind.")],
  ["Tomas adopted a gray tabby cat named Mochi","Nadia was accepted into a master's program in environmental science at the University of Vermont","Nadia starts in the fall"]),
 ("2023-06-10",[("Nadia","I've been so anxious about moving. To calm down I've been doing yoga every morning and journaling at night."),
   ("Tomas","That's smart. For me it's cooking, I made my grandma's mole from scratch yesterday. It took six hours."),
   ("Nadia","Six hours! Was it worth it?"),
   ("Tomas","Totally. Lucia cried a little, she said it tasted exactly like grandma's."),
   ("Nadia","That's so sweet. I'm handing the garden over to Mr. Okafor, he'll take care of it.")],
  ["Nadia is anxious about moving and does yoga every morning and journals at night","Tomas cooked his grandma's mole from scratch","Nadia is handing the garden over to Mr. Okafor"]),
 ("2023-07-08",[("Tomas","I went to a concert last night, Arctic Monkeys! First concert since the pandemic."),
   ("Nadia","Jealous! I saw Hozier in Boston two weeks ago, he played Take Me to Church as the encore."),
   ("Tomas","Nice. Mochi finally sleeps on my bed now, by the way."),
   ("Nadia","Aww, she trusts you now. I'm reading Braiding Sweetgrass by Robin Wall Kimmerer, it's about plants and gratitude."),
   ("Tomas","Sounds like your kind of book. I'm halfway through The Body Keeps the Score for work.")],
  ["Tomas went to an Arctic Monkeys concert","Nadia saw Hozier in Boston","Nadia is reading Braiding Sweetgrass","Tomas is reading The Body Keeps the Score"]),
 ("2023-08-26",[("Nadia","I moved to Burlington last Saturday! My apartment looks out over Lake Champlain."),
   ("Tomas","That view must be unreal. How's the new place?"),
   ("Nadia","Small but cozy. I bought a secondhand bike to get around, it's bright orange."),
   ("Tomas","Ha, you won't lose it. I got switched to day shifts, finally. I can sleep like a normal person."),
   ("Nadia","That's great news. Do you still like the pediatric ward?"),
   ("Tomas","I love it. I'm thinking about becoming a pediatric nurse practitioner someday.")],
  ["Nadia moved to Burlington, her apartment looks out over Lake Champlain","Nadia bought a bright orange secondhand bike","Tomas switched to day shifts","Tomas is thinking about becoming a pediatric nurse practitioner"]),
 ("2023-09-23",[("Tomas","How is grad school going?"),
   ("Nadia","Busy! My research is on how beavers restore wetlands. I spend Fridays in the field counting dams."),
   ("Tomas","Beavers! I did not see that coming."),
   ("Nadia","They're engineers, honestly. How's Mochi?"),
   ("Tomas","Chubby. The vet put her on a diet, she's 14 pounds."),
   ("Nadia","Poor Mochi. I joined a climbing gym here, my friend Priscilla from class got me into it.")],
  ["Nadia's research is on how beavers restore wetlands","Tomas's cat Mochi was put on a diet","Nadia joined a climbing gym with her classmate Priscilla"]),
 ("2023-10-21",[("Nadia","I fell at the climbing gym on Wednesday and sprained my ankle. Crutches for two weeks."),
   ("Tomas","Oh no! Keep it elevated and ice it twenty minutes at a time."),
   ("Nadia","Yes, nurse. I'm missing my field days, which is the worst part."),
   ("Tomas","I'm sorry. I ran a bake sale at the hospital for the pediatric ward and we raised 800 dollars for new toys."),
   ("Nadia","That's wonderful! What did you bake?"),
   ("Tomas","Conchas, my grandma's way, and Lucia made lemon bars.")],
  ["Nadia sprained her ankle at the climbing gym","Tomas ran a bake sale that raised 800 dollars for toys for the pediatric ward","Tomas baked conchas and Lucia made lemon bars"]),
 ("2023-11-25",[("Tomas","Happy Thanksgiving weekend! Did you go home?"),
   ("Nadia","No, I stayed in Burlington and hosted a Friendsgiving for six classmates. I made a squash lasagna."),
   ("Tomas","Fancy. We had the whole family at Lucia's, my uncle Rafael drove up from San Antonio."),
   ("Nadia","How's the ankle of mine, you ask? Healed, I'm back climbing, carefully."),
   ("Tomas","Ha, good. I signed up for a Spanish sign language course, a lot of our families speak it."),
   ("Nadia","That's so thoughtful.")],
  ["Nadia hosted a Friendsgiving for six classmates and made a squash lasagna","Tomas's uncle Rafael drove up from San Antonio","Nadia's ankle healed and she is climbing again","Tomas signed up for a sign language course"]),
 ("2023-12-30",[("Nadia","I'm going to Iceland in February with Priscilla to see the northern lights!"),
   ("Tomas","Bucket list! I've always wanted to go."),
   ("Nadia","Come with us! Though I know you're saving for the nurse practitioner program."),
   ("Tomas","Exactly, I applied to Vanderbilt last week. Fingers crossed."),
   ("Nadia","They'd be lucky to have you. What's your new year's resolution?"),
   ("Tomas","Read twelve books, one a month. And teach Mochi to high-five.")],
  ["Nadia is going to Iceland in February with Priscilla","Tomas applied to the nurse practitioner program at Vanderbilt","Tomas's resolution is to read twelve books"]),
 ("2024-02-24",[("Nadia","Iceland was magical. We saw the northern lights on our third night, green and purple."),
   ("Tomas","I'm so jealous. I got into Vanderbilt!!"),
   ("Nadia","TOMAS! That's incredible, congratulations!"),
   ("Tomas","I start in August. I'll have to move to Nashville, Lucia is already sad."),
   ("Nadia","Nashville is great. And Mochi can high-five yet?"),
   ("Tomas","She high-fives for treats only. Smart girl.")],
  ["Nadia saw the northern lights in Iceland","Tomas got into Vanderbilt","Tomas will move to Nashville in August"]),
]


@pytest.fixture(scope="module")
def nurse(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("nurse"), "feed", SESSIONS_5)


CASES = [
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
    ("neighbours", "What is Audrey's favorite Thai dish?", "pad see ew"),  # a dish the lexicon does not know
    ("neighbours", "What does Toby do every day?", "howls at the mailman"),  # what he does, places and all
    ("neighbours", "How did Andrew injure his wrist?", "climbing"),  # "I injured my wrist climbing"
    ("classmates", "Where was Dev's wedding?", "Vermont"),  # not "the speech at Dev's wedding"
    ("classmates", "When was Dev's wedding?", "the Saturday before 28 October 2023"),  # "The wedding was last Saturday"
    ("classmates", "What are the names of Marcus's guinea pigs?", "Biscuit, Waffles"),
    ("classmates", "When did Marcus get promoted?", "24 February 2023"),
    ("classmates", "What is Priya allergic to?", "furry animals"),
    ("classmates", "What kind of fish is Captain?", "betta fish"),  # the kind with its noun, as "abstract art"
    ("classmates", "How far does Marcus bike to work?", "6 miles"),
    ("classmates", "When did Marcus give his first Toastmasters speech?", "18 July 2023"),
    ("classmates", "When is Dev getting married?", "October 2023"),  # said in June: the October to come
    ("classmates", "What was Priya's first pottery piece?", "blue mug"),  # "…, a blue mug", not "done"
    ("classmates", "What is wrong with Waffles?", "tooth problem"),  # not "… named Biscuit and Waffles"
    ("classmates", "What is Marcus afraid of?", "public speaking"),  # "terrified of"
    ("classmates", "What cities has Marcus visited?", "Lisbon"),  # "spent the holidays in Lisbon": no "visited"
    ("classmates", "What did Marcus eat in Lisbon?", "pastel de nata"),  # "We ate …", not the turn's "… brother Dev"
    ("nurse", "What was Nadia's 10K time?", "58 minutes"),  # "What was your time?" — "58 minutes."
    ("nurse", "What is Tomas's New Year's resolution?", "Read twelve books"),  # the reply, not "toys"
    ("nurse", "What does Nadia grow in her garden?", "Tomatoes, basil, peppers"),  # not Mr. Okafor's okra
    ("nurse", "Who is taking over Nadia's garden?", "Mr. Okafor"),  # not "Mr"
    ("nurse", "Which university did Nadia get into?", "University of Vermont"),
    ("nurse", "What did Nadia realize after the 10K?", "I'm stronger than I thought"),
    ("nurse", "What did Nadia do in Costa Rica?", "plant trees in a cloud forest"),  # not "volunteer trip"
    ("nurse", "How did Nadia sprain her ankle?", "climbing gym"),
    ("nurse", "What pets does Tomas have?", "cat"),  # not "Arctic Monkeys, Beavers"
    ("nurse", "What kind of cat is Mochi?", "gray tabby cat"),
]


@pytest.mark.parametrize("pair, question, short", CASES)
def test_the_short_answer_about_a_friend(request, pair, question, short):
    from kbsearch.answer.compose import answer

    a = answer(request.getfixturevalue(pair), question, rerank=False)
    assert a.short == short, (a.short, a.summary)
    assert a.confidence != "low"


def test_the_conversation_bench_asks_every_question():
    # bench/answer_conversations.py asks the written conversations every question, the missed
    # ones too: it runs from a checkout and prints one row per conversation.
    import subprocess
    import sys
    from pathlib import Path

    bench = Path(__file__).resolve().parent.parent / "bench" / "answer_conversations.py"
    done = subprocess.run([sys.executable, str(bench)], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    rows = [line for line in done.stdout.splitlines() if line.startswith(("| neighbours", "| classmates", "| nurse"))]
    assert len(rows) == 3 and all(0.0 < float(r.split("|")[3]) <= 1.0 for r in rows), done.stdout
