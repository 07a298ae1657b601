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


def question_words(*words: str):
    """A test of whether a word is one of `words`, by stem (what compose's is_question_word answers)."""
    from kbsearch.text import stem

    asked = {stem(w.casefold()) for w in words}
    return lambda w: stem(w.casefold()) in asked


def answer_of(searcher, question: str):
    """The answer to `question`, lexical (no embeddings)."""
    from kbsearch.answer.compose import answer

    return answer(searcher, question, rerank=False)


def noted_sessions(folder, prefix: str, sessions, platform: str = "locomo") -> object:
    """One chat per (day, turns, notes), its condensed file holding the notes as outcomes
    and, run together, as its summary; the Searcher over them."""
    return chats_archive(folder, prefix, [(day, f"Session {i}", turns, {"summary": " ".join(notes), "outcomes": notes})
                                          for i, (day, turns, notes) in enumerate(sessions)], platform)


def chats_archive(folder, prefix: str, chats, platform: str) -> object:
    """One chat per (day, title, turns, condensed file), chat ids `prefix` and a number;
    the Searcher over them. A turn is (role, text), or (role, text, its message's timestamp)."""
    import yaml
    from archive_builder import ChatSpec, write_archive

    from kbsearch.ranking.search import Searcher

    archive = write_archive(folder / "a", [ChatSpec(f"{prefix}{i:04d}", title, platform, day, ["life"], [condensed], ["x"])
                                           for i, (day, title, _, condensed) in enumerate(chats)])
    for raw in archive.parent.rglob("*.001.yml"):
        cid = raw.name.split(".")[2]
        raw.write_text(yaml.safe_dump({"chat_id": cid, "messages": [
            {"role": turn[0], "content": turn[1], **({"timestamp": turn[2]} if len(turn) > 2 else {})}
            for turn in chats[int(cid[4:])][2]]}), encoding="utf-8")
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


# A chef and a teacher over a year (notes as the archive keeps them): a food truck, a
# triathlon, twins; "What grade does Rosa teach?", "How long is the bike leg?", "March 4th".
SESSIONS_6 = [
 ("2023-01-21",[("Kenji","Rosa! I finally did it, I quit the restaurant and bought a used food truck."),
   ("Rosa","What?! That's amazing! What are you going to serve?"),
   ("Kenji","Japanese street food. Takoyaki, yakisoba, and my mom's curry buns."),
   ("Rosa","I'd eat there every day. My school just started a robotics club and I'm running it."),
   ("Kenji","Of course you are. How many kids signed up?"),
   ("Rosa","Fourteen! And my twins, Lily and Leo, keep asking to join even though they're only seven.")],
  ["Kenji quit the restaurant and bought a used food truck","Kenji will serve Japanese street food: takoyaki, yakisoba and his mom's curry buns","Rosa is running the new robotics club at her school","Fourteen kids signed up for the robotics club","Rosa's twins Lily and Leo are seven"]),
 ("2023-02-18",[("Rosa","I signed up for my first triathlon! It's in June, in Lake Tahoe."),
   ("Kenji","Whoa. Can you swim?"),
   ("Rosa","Barely, that's the scary part. I've been taking lessons at the Y twice a week."),
   ("Kenji","You'll get there. I named the truck Tako Loco, my nephew came up with it."),
   ("Rosa","Ha! I love it. When do you open?"),
   ("Kenji","March 4th, at the farmers market on Elm Street.")],
  ["Rosa signed up for her first triathlon in June in Lake Tahoe","Rosa takes swimming lessons at the Y twice a week","Kenji named his food truck Tako Loco","Kenji's nephew came up with the name","Tako Loco opens on March 4th at the farmers market on Elm Street"]),
 ("2023-03-11",[("Kenji","Opening day was insane. We sold out of takoyaki in two hours."),
   ("Rosa","I told you! I'm so proud of you. The kids loved the curry buns by the way."),
   ("Kenji","Tell them thank you. My dog Sumo sat by the truck all day like a mascot."),
   ("Rosa","Sumo the mascot! What breed is he again?"),
   ("Kenji","A shiba inu. He's grumpy with everyone except kids."),
   ("Rosa","Sounds like my principal.")],
  ["Tako Loco sold out of takoyaki in two hours on opening day","Kenji's dog Sumo is a shiba inu","Sumo sat by the truck all day"]),
 ("2023-04-15",[("Rosa","Our robotics team won second place at the regional competition last Saturday!"),
   ("Kenji","No way! What did the robot do?"),
   ("Rosa","It sorted recycling by color. The kids named it Trashy McTrashface."),
   ("Kenji","That's the best name I've ever heard."),
   ("Rosa","How's the truck?"),
   ("Kenji","Busy. I hired my first employee, a culinary student named Marisol.")],
  ["Rosa's robotics team won second place at the regional competition","The robot sorted recycling by color and was named Trashy McTrashface","Kenji hired his first employee, a culinary student named Marisol"]),
 ("2023-05-20",[("Kenji","My parents flew in from Osaka to see the truck. My dad cried a little."),
   ("Rosa","Aww! Did they like the food?"),
   ("Kenji","My mom said the curry buns were almost as good as hers. Almost."),
   ("Rosa","High praise. I did a practice triathlon last weekend, a sprint distance."),
   ("Kenji","How did it go?"),
   ("Rosa","I finished in 1 hour 32 minutes, and I only panicked once in the water.")],
  ["Kenji's parents flew in from Osaka to see the truck","Kenji's mom said the curry buns were almost as good as hers","Rosa did a sprint practice triathlon","Rosa finished in 1 hour 32 minutes"]),
 ("2023-06-24",[("Rosa","I did it!! I finished the Lake Tahoe triathlon last Sunday."),
   ("Kenji","ROSA! Congratulations! How do you feel?"),
   ("Rosa","Sore but so happy. Lily and Leo made me a medal out of cardboard before the race."),
   ("Kenji","That's the real medal. I'm catering my first wedding next month, 120 guests."),
   ("Rosa","Whose wedding?"),
   ("Kenji","Marisol's sister. She wanted takoyaki instead of cake.")],
  ["Rosa finished the Lake Tahoe triathlon","Lily and Leo made Rosa a cardboard medal","Kenji is catering his first wedding next month for 120 guests","The wedding is for Marisol's sister"]),
 ("2023-08-05",[("Kenji","The wedding went great, but the truck's generator died halfway through."),
   ("Rosa","Oh no! What did you do?"),
   ("Kenji","The groom's uncle is an electrician, he fixed it in twenty minutes."),
   ("Rosa","Wedding miracle. We just got back from camping at Yosemite with the twins."),
   ("Kenji","How was it?"),
   ("Rosa","Leo caught his first fish and Lily refused to leave the tent because of a spider.")],
  ["The truck's generator died at the wedding and the groom's uncle, an electrician, fixed it","Rosa went camping at Yosemite with the twins","Leo caught his first fish","Lily was scared of a spider"]),
 ("2023-09-16",[("Rosa","School started again. I'm teaching sixth grade science this year instead of fifth."),
   ("Kenji","Big kids now. Do you like it?"),
   ("Rosa","I love it, we're dissecting owl pellets next week."),
   ("Kenji","Gross and amazing. I've been thinking about opening a real restaurant."),
   ("Rosa","Seriously? Where?"),
   ("Kenji","There's an empty bakery on Elm Street, right by the market. The rent is steep though.")],
  ["Rosa is teaching sixth grade science this year","Kenji is thinking about opening a restaurant in an empty bakery on Elm Street","The rent is steep"]),
 ("2023-10-28",[("Kenji","Sumo got into a bag of chocolate on Tuesday, we spent the night at the emergency vet."),
   ("Rosa","Oh no, is he okay?!"),
   ("Kenji","He's fine now, but the bill was 900 dollars. Worth it."),
   ("Rosa","Of course. The twins dressed up as a robot and a taco for Halloween, in your honor."),
   ("Kenji","Stop, I'm crying. Send pictures."),
   ("Rosa","Already sent!")],
  ["Sumo ate chocolate and went to the emergency vet","The vet bill was 900 dollars","Lily and Leo dressed up as a robot and a taco for Halloween"]),
 ("2023-12-09",[("Kenji","I signed the lease on the bakery! The restaurant opens in spring."),
   ("Rosa","KENJI! What will you call it?"),
   ("Kenji","Hana, after my grandmother."),
   ("Rosa","That's beautiful. I've started training for a half Ironman next September."),
   ("Kenji","You're unstoppable. What's the hardest part?"),
   ("Rosa","The bike. 56 miles is a long way to sit on a tiny seat.")],
  ["Kenji signed the lease on the bakery","Kenji's restaurant will be called Hana, after his grandmother","The restaurant opens in spring","Rosa is training for a half Ironman next September","The bike leg is 56 miles"]),
 ("2024-02-10",[("Rosa","How's the renovation going?"),
   ("Kenji","Slow. The inspector made us redo the kitchen vents, so we're opening in April instead of March."),
   ("Rosa","Ugh, inspectors. I bought a road bike yesterday, it's a used Trek."),
   ("Kenji","Nice! What color?"),
   ("Rosa","Midnight blue. The twins named it Blueberry."),
   ("Kenji","Of course they did.")],
  ["Hana's opening moved to April because the kitchen vents had to be redone","Rosa bought a used Trek road bike, midnight blue, named Blueberry by the twins"]),
]


@pytest.fixture(scope="module")
def chef(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("chef"), "cafe", SESSIONS_6)


# A vet tech student and a musician: a band, an album, a cat that breaks a cello; "Who is
# Jonas?", "What kind of cat …", "I move there in April" said in February.
SESSIONS_7 = [
 ("2023-02-04",[("Amara","Felix! I got into the vet tech program in Denver. I move there in April."),
   ("Felix","Amara, that's huge! You've wanted this since you were a kid."),
   ("Amara","Since I was eight and our dog Biscuit got hit by a car and the vet saved him."),
   ("Felix","I remember Biscuit. Three legs and still the fastest dog on the block."),
   ("Amara","Ha, yes. How's the album coming along?"),
   ("Felix","Slowly. We recorded four songs last weekend in my friend's basement studio.")],
  ["Amara got into the vet tech program in Denver and moves there in April","Amara has wanted to be a vet since her dog Biscuit was saved by a vet when she was eight","Felix's band recorded four songs in a friend's basement studio"]),
 ("2023-03-11",[("Felix","We picked a name for the band finally: The Paper Lanterns."),
   ("Amara","Love it! Who came up with it?"),
   ("Felix","Jonas did. He said our songs sound like lights floating over water."),
   ("Amara","Your boyfriend is a poet. I sold my car yesterday, Denver has good buses."),
   ("Felix","Brave. How much did you get for it?"),
   ("Amara","Three thousand dollars. It was a 2009 Honda Civic with a broken radio.")],
  ["Felix's band is called The Paper Lanterns, a name his boyfriend Jonas came up with","Amara sold her car, a 2009 Honda Civic, for three thousand dollars"]),
 ("2023-04-22",[("Amara","I'm in Denver! My apartment is tiny but it has a balcony with a view of the mountains."),
   ("Felix","Send pictures! How was the drive?"),
   ("Amara","My brother Kwame drove the moving truck, we did it in two days and listened to a whole audiobook."),
   ("Felix","Which one?"),
   ("Amara","Project Hail Mary. Kwame cried at the end, don't tell him I told you."),
   ("Felix","Your secret is safe. I adopted a cat from the shelter, an orange tabby named Pickles.")],
  ["Amara moved to Denver; her apartment has a balcony with a view of the mountains","Amara's brother Kwame drove the moving truck","They listened to Project Hail Mary","Felix adopted an orange tabby cat named Pickles from the shelter"]),
 ("2023-05-27",[("Felix","The Paper Lanterns played our first real show last Friday, at the Blue Moth bar."),
   ("Amara","Nooo, I missed it! How many people came?"),
   ("Felix","About sixty. Jonas counted."),
   ("Amara","That's a real crowd! School is intense, we practiced drawing blood on dogs this week."),
   ("Felix","Did you faint?"),
   ("Amara","Almost. The dog was calmer than me.")],
  ["The Paper Lanterns played their first show at the Blue Moth bar","About sixty people came to the show","Amara practiced drawing blood on dogs at school"]),
 ("2023-07-01",[("Amara","I started volunteering at a wildlife rescue on weekends. Last week we released a hawk."),
   ("Felix","That's so cool. Was it hurt?"),
   ("Amara","Broken wing, it took two months to heal."),
   ("Felix","Pickles would not approve of you helping birds."),
   ("Amara","Ha! How's the little monster?"),
   ("Felix","She knocked my cello off its stand on Tuesday. The bridge snapped and the repair cost 250 dollars.")],
  ["Amara volunteers at a wildlife rescue on weekends","Amara helped release a hawk whose broken wing took two months to heal","Pickles knocked Felix's cello off its stand and the repair cost 250 dollars"]),
 ("2023-08-19",[("Felix","Big news: we're opening for Hollow Pines at the Riverside Festival in September!"),
   ("Amara","WHAT. That's a huge band! How did that happen?"),
   ("Felix","Their drummer saw our show at the Blue Moth and sent us a message."),
   ("Amara","I'm flying back for it, no question."),
   ("Felix","You'd better. How's Kwame?"),
   ("Amara","He got engaged to his girlfriend Nia last weekend, on a hike at Red Rocks.")],
  ["The Paper Lanterns will open for Hollow Pines at the Riverside Festival in September","Hollow Pines' drummer saw their show at the Blue Moth","Amara's brother Kwame got engaged to Nia on a hike at Red Rocks"]),
 ("2023-09-30",[("Amara","The festival was the best night of my year. You were incredible."),
   ("Felix","I'm still shaking. We sold out of all our T-shirts."),
   ("Amara","And Jonas crying in the front row!"),
   ("Felix","Don't tell him you saw that. What's next for you?"),
   ("Amara","Exams in two weeks, then my clinical placement at an emergency animal hospital."),
   ("Felix","You'll be amazing at it.")],
  ["Amara flew back for the Riverside Festival","The Paper Lanterns sold out of their T-shirts","Amara has exams in two weeks, then a clinical placement at an emergency animal hospital"]),
 ("2023-11-11",[("Felix","We finished the album! It's called Small Fires and it comes out in January."),
   ("Amara","Small Fires! How many songs?"),
   ("Felix","Eleven. The last one is about my grandmother's garden in Lyon."),
   ("Amara","I'm going to cry. My placement is wild, yesterday a husky swallowed a sock."),
   ("Felix","Is he okay?"),
   ("Amara","He's fine after surgery, and the owner brought us donuts.")],
  ["Felix's band finished the album Small Fires, which comes out in January","The album has eleven songs","The last song is about Felix's grandmother's garden in Lyon","A husky swallowed a sock and had surgery"]),
 ("2024-01-20",[("Amara","Small Fires is on repeat in my apartment. My neighbors probably hate me."),
   ("Felix","Thank you! It got reviewed in a local magazine, they called it warm and strange."),
   ("Amara","Both true. I passed my certification exam on Monday!"),
   ("Felix","Amara!! So you're officially a vet tech?"),
   ("Amara","Officially. I start at the emergency hospital full time in February."),
   ("Felix","We're celebrating when you visit.")],
  ["A local magazine reviewed Small Fires and called it warm and strange","Amara passed her certification exam","Amara starts full time at the emergency hospital in February"]),
]


@pytest.fixture(scope="module")
def band(tmp_path_factory):
    return noted_sessions(tmp_path_factory.mktemp("band"), "beef", SESSIONS_7)


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
    ("nurse", "What pets does Tomas have?", "Mochi (tabby cat)"),  # not "Arctic Monkeys, Beavers"
    ("nurse", "What kind of cat is Mochi?", "gray tabby cat"),
    ("chef", "What grade does Rosa teach?", "sixth grade science"),  # not "science this year"
    ("chef", "What are the names of Rosa's twins?", "Lily, Leo"),  # "Rosa's twins Lily and Leo", not "Blueberry"
    ("chef", "When did Tako Loco open?", "4 March 2023"),  # "opens on March 4th"
    ("chef", "How many kids signed up for the robotics club?", "Fourteen"),  # (the question says what of)
    ("chef", "How old are Rosa's twins?", "seven"),
    ("chef", "How long is the bike leg of the half Ironman?", "56 miles"),  # a length, not a time
    ("chef", "Who fixed the generator?", "the groom's uncle"),
    ("chef", "How often does Rosa take swimming lessons?", "twice a week"),
    ("chef", "What place did Rosa's robotics team win?", "second place"),  # a rank, not where
    ("band", "When does Amara move to Denver?", "April 2023"),  # "I move there in April", said in February
    ("band", "Who is Jonas?", "Felix's boyfriend"),
    ("band", "What kind of cat did Felix adopt?", "orange tabby cat"),  # not "Pickles"
    ("band", "What was the name of Amara's childhood dog?", "Biscuit"),  # "our dog Biscuit"
    ("band", "Where does Amara volunteer?", "a wildlife rescue"),
]


@pytest.mark.parametrize("pair, question, short", CASES)
def test_the_short_answer_about_a_friend(request, pair, question, short):
    from kbsearch.answer.compose import answer

    a = answer(request.getfixturevalue(pair), question, rerank=False)
    assert a.short == short, (a.short, a.summary)
    assert a.confidence != "low"


def assert_golds_and_benched(questions, name: str) -> None:
    """Every question of a written archive has a gold answer, and bench/answer_conversations.py
    asks them under `name` ("assistant 4")."""
    import importlib.util
    from pathlib import Path

    assert len(questions) >= 30 and all(q and g for q, g in questions)
    bench = Path(__file__).resolve().parent.parent / "bench" / "answer_conversations.py"
    spec = importlib.util.spec_from_file_location("answer_conversations", bench)
    assert name in bench.read_text(encoding="utf-8") and spec is not None


def test_the_conversation_bench_asks_every_question():
    # bench/answer_conversations.py asks the written conversations every question, the missed
    # ones too: it runs from a checkout and prints one row per conversation.
    import subprocess
    import sys
    from pathlib import Path

    bench = Path(__file__).resolve().parent.parent / "bench" / "answer_conversations.py"
    names = ("neighbours", "classmates", "nurse", "chef", "band", "bakery")  # (all 151 take minutes: these six)
    done = subprocess.run([sys.executable, str(bench), *(a for n in names for a in ("--only", n))], capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    rows = [line for line in done.stdout.splitlines()
            if line.startswith(("| neighbours", "| classmates", "| nurse", "| chef", "| band", "| bakery"))]
    assert len(rows) == 6 and all(0.0 < float(r.split("|")[3]) <= 1.0 for r in rows), done.stdout
