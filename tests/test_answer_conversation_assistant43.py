"""A forty-third written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind with its questions and gold answers before any run of
`kbsearch answer` on it, and without reading the answer rules. Its questions are read by the
developers after its first measure. A gemmologist in Kandy, Sri Lanka, Ishara Senanayake, 34 then
35, who grades blue sapphires at the Kandy Gem Testing Laboratory and lives with her husband
Chamath, a music teacher who leads his school's drum troupe, their daughter Senuli and Bruno, a
street dog they took in. She chats with Claude from December 2024 to November 2025: Senuli's first
year of school and a bout of dengue, a second-hand bike and a charity hill ride that is postponed,
her father's diabetes in Matale (tablets instead of insulin, a low-sugar scare that cancels a trip),
a proposal for a new spectrometer, a cousin's stone she won't certify, a job offer in Colombo, a
promotion, the nanny's pay, a car they don't buy, a rent rise and a move, four days in Jaffna and a
kitten, with facts the user updates later (her job, the rent, the nanny's pay, her father's
medicines and HbA1c, the date of the ride and of the move).
bench/answer_conversations.py asks every question ("assistant 43")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_102 = [
 ("2024-12-08", "Getting my shy six-year-old ready for Grade 1", [
   ("user", "Hi Claude. I'm Ishara, I'm 34 and I live in Kandy, Sri Lanka. I'm a gemmologist at the Kandy Gem Testing Laboratory on Peradeniya Road: most of my day is grading blue sapphires under the microscope, checking them for heat treatment and signing the reports. "
            "My question is about my daughter Senuli. She's six and she starts Grade 1 at Kandy Girls' Model School on Thursday 30 January. We had the interview in October and got the letter last week (we got in on the distance points, we rent an annex in Ampitiya, about 2 km away). "
            "She has been at a small Montessori near home for two years and she loves it, but she's shy with new adults and she keeps telling me she 'can't read yet' and the big girls will laugh at her. "
            "My husband Chamath teaches music at Hillside College, so he finishes early some days, but most afternoons Seetha akka, who has looked after Senuli since she was a baby, collects her and stays until I'm home at about 5.30. How do we get her ready without making it a big scary thing?"),
   ("assistant", "Congratulations on the place, and it's completely normal for a six-year-old to feel like this before a big change. The good news is that you have seven weeks, a settled home routine and an adult Senuli already trusts for the afternoons. Here's a plan.\n\n"
                 "## 1. Take the pressure off reading\n"
                 "Grade 1 in Sri Lanka isn't built on the assumption that children arrive reading. The first term is mostly about settling in: activities, songs, drawing, speaking and listening, and getting used to the classroom. Tell her that plainly:\n"
                 "- \"Grade 1 is where you *learn* to read. Nobody expects you to know already.\"\n"
                 "- If she likes, keep reading *to* her every night; that builds the foundations better than drilling letters.\n"
                 "- Avoid buying workbooks in a panic over the holidays. Play letter games only if she enjoys them.\n\n"
                 "## 2. Make the school familiar before day one\n"
                 "1. **Walk or drive past the school** a few times in December and January, and point out the gate, where Seetha akka will wait, and where you'll say goodbye.\n"
                 "2. **Try on the uniform and shoes** at home, and let her wear them for an hour or two so they feel like hers.\n"
                 "3. **Practise the practical things:** opening her lunch box and water bottle by herself, going to the toilet alone, asking 'Miss, may I go to the toilet?'.\n"
                 "4. **Read or invent stories** about a girl starting school. Children often rehearse their worries through a character.\n\n"
                 "## 3. Build the routine now\n"
                 "- Move bedtime and waking time gradually towards the school timetable over the last two weeks of January, not the night before.\n"
                 "- A simple picture chart (wake, wash, uniform, breakfast, school bag) gives a shy child a sense of control.\n\n"
                 "## 4. The first weeks\n"
                 "- **Keep goodbyes short and warm.** Lingering usually makes tears worse. A small ritual (a special handshake, a note in the lunch box) helps.\n"
                 "- **Tell the class teacher** that she's shy with new adults and may be quiet for a while. Teachers are used to this and often pair shy children with a kind classmate.\n"
                 "- **Expect tiredness and some wobbles**, often in the second or third week rather than the first, once the novelty wears off.\n"
                 "- **Ask specific questions** after school (\"Who did you sit next to?\", \"What was the best bit?\") rather than \"How was school?\".\n\n"
                 "## 5. Seetha akka's role\n"
                 "Since she'll do most pick-ups, it's worth making sure the school has her name on the list of people allowed to collect Senuli, and that she and you use the same words about school, so Senuli hears one consistent, cheerful message.\n\n"
                 "## When to seek more help\n"
                 "If after the first half-term she's still distressed every morning, not eating, or having stomach aches only on school days, have a gentle chat with the class teacher, and if it persists, her paediatrician.\n\n"
                 "Would you like a simple morning picture chart you could print and colour with her?"),
   ("user", "That's reassuring, thank you. For the first term Grade 1 finishes at 11.30, so Seetha akka will collect her every day and give her lunch at home. And we have a secret weapon: our dog Bruno, a brown street dog we took in back in 2022, walks them to the gate every morning. Senuli says Bruno will 'wait for her'. Maybe the chart, yes."),
   ("assistant", "Bruno waiting for her is a wonderful thing to lean on; a familiar animal at the gate can be very comforting for a shy child (just check the school is fine with a dog outside at drop-off time).\n\n"
                 "## A morning chart\n"
                 "1. Wake up and hug Bruno\n"
                 "2. Wash and brush teeth\n"
                 "3. Put on uniform\n"
                 "4. Breakfast\n"
                 "5. Check the school bag (water bottle, lunch box, handkerchief)\n"
                 "6. Walk to school with Seetha akka and Bruno\n\n"
                 "Let her draw the pictures for each step herself; she'll be much more likely to follow a chart she made. Good luck for the 30th!")],
  {"summary": "The user, Ishara, 34, lives in Kandy, Sri Lanka, and is a gemmologist at the Kandy Gem Testing Laboratory on Peradeniya Road, grading blue sapphires, checking them for heat treatment and signing reports; "
              "her daughter Senuli, six, starts Grade 1 at Kandy Girls' Model School on Thursday 30 January 2025 (admitted on distance points; the family rents an annex in Ampitiya, about 2 km away); Senuli is shy and worried she can't read yet; "
              "her husband Chamath teaches music at Hillside College; Seetha akka, who has looked after Senuli since she was a baby, collects her in the afternoons; "
              "the assistant said Grade 1 doesn't expect reading, and suggested visiting the school beforehand, trying on the uniform, practising lunch box and toilet routines, shifting bedtime gradually, short goodbyes, telling the class teacher she is shy, and putting Seetha akka on the pick-up list; "
              "Grade 1 finishes at 11.30 in the first term; their dog Bruno, a brown street dog taken in in 2022, walks Senuli to the school gate; the assistant drafted a morning picture chart.",
   "procedures": [{"name": "Preparing a shy child for Grade 1", "steps": ["Say Grade 1 is where you learn to read", "Visit the school beforehand", "Try on the uniform", "Practise lunch box and toilet routines",
                   "Shift bedtime gradually", "Short, warm goodbyes", "Tell the class teacher she's shy", "Put the nanny on the pick-up list"]}],
   "outcomes": ["Senuli starts Grade 1 at Kandy Girls' Model School on 30 January 2025", "Morning picture chart drafted"]}),
 ("2024-12-29", "Choosing a second-hand bike for Kandy's hills", [
   ("user", "New year, new me. I sit at a microscope eight hours a day and I've put on 6 kg since Senuli was born. My sister Nilmini, who's a nurse in Dubai, runs half marathons and keeps sending me her times (she did 1:58 in November, show-off), but running bores me to tears. "
            "I want a bicycle. Problem: Kandy is all hills. My budget is about LKR 150,000. A new Giant Escape 3 at the bike shop on Peradeniya Road is LKR 210,000, too much. I've found three second-hand ones:\n"
            "- a 2021 Giant Escape 3 (hybrid, flat bar) in Peradeniya for LKR 145,000, ridden maybe 1,000 km;\n"
            "- a 2019 Trek Marlin 5 mountain bike in Katugastota for LKR 160,000;\n"
            "- a local single-speed city bike for LKR 38,000.\n"
            "Which one, and what should I check before paying?"),
   ("assistant", "Cycling is a great choice, and hills are good training once you have the right gears. Here's how I'd think about your three options.\n\n"
                 "## The single-speed: rule it out\n"
                 "On Kandy's gradients, one gear means walking up most hills. It's cheap for a reason; it would probably put you off cycling within a month.\n\n"
                 "## Giant Escape 3 vs Trek Marlin 5\n"
                 "| | Giant Escape 3 (2021) | Trek Marlin 5 (2019) |\n"
                 "|---|---|---|\n"
                 "| Type | Hybrid: lighter, faster on tarmac | Hardtail mountain bike: heavier, knobbly tyres |\n"
                 "| Best for | Road rides, club rides, long distances | Estate roads, gravel, rough tracks |\n"
                 "| Gears | Wide range, good for climbing | Very low gears, also good for climbing |\n"
                 "| Price | LKR 145,000 (within budget) | LKR 160,000 (over budget) |\n\n"
                 "If most of your riding will be on roads, including the longer Sunday rides clubs do out of Kandy, the **Escape 3** is the better fit. If you dream of the estate tracks around Hanthana, the Marlin makes more sense.\n\n"
                 "## What to check before you pay\n"
                 "1. **Frame size:** stand over it; you want a few centimetres of clearance. Ask to test ride it uphill.\n"
                 "2. **Frame and fork:** look for cracks, especially around the welds, the head tube and the bottom bracket. Dents in an aluminium frame are a reason to walk away.\n"
                 "3. **Drivetrain:** a very worn chain, hooked teeth on the chainrings or cassette, or gears that skip under load mean a few thousand rupees of parts soon.\n"
                 "4. **Brakes:** they should bite firmly without the lever touching the bar.\n"
                 "5. **Wheels:** spin them; they should run true, with no wobble and no grinding in the hubs.\n"
                 "6. **Proof of ownership:** ask for the original receipt or at least a photo of the seller with the bike over time; stolen bikes do circulate.\n\n"
                 "## Budget for the extras\n"
                 "- A **helmet** (non-negotiable on Kandy's roads)\n"
                 "- Front and rear **lights**, a lock, a bottle cage, a small pump and spare tube\n"
                 "- Possibly a **service** at a bike shop after purchase\n\n"
                 "## Starting out\n"
                 "Begin with short rides of 30 to 45 minutes on quieter roads, early in the morning before traffic and heat, and add distance slowly. A local club is a great way to learn safe routes and climb with others."),
   ("user", "Done! I bought the Giant Escape 3 yesterday for LKR 145,000. Frame clean, the seller had the original receipt, chain a bit worn so I'll get it serviced. Plus a helmet for LKR 12,500. "
            "And I'm going to join the Kandy Hill Riders, a club that leaves from the lake round at 6 every Sunday morning."),
   ("assistant", "Congratulations, that sounds like a good buy, and a receipt is exactly the reassurance you want. Get the chain replaced at the service if it's past its wear limit; a worn chain quickly wears out the cassette too.\n\n"
                 "For your first Hill Riders outings, tell the ride leader you're new, ride at the back of the group, carry water and a snack, and don't be shy about turning back early. Enjoy it!")],
  {"summary": "The user wants to get fit (she sits at a microscope all day and has gained 6 kg since Senuli was born); her sister Nilmini, a nurse in Dubai, runs half marathons (1:58 in November 2024), but running bores the user, so she wants a bicycle for Kandy's hills with a budget of about LKR 150,000; "
              "options: a 2021 Giant Escape 3 hybrid for LKR 145,000, a 2019 Trek Marlin 5 for LKR 160,000, a single-speed for LKR 38,000 (a new Escape 3 is LKR 210,000); "
              "the assistant ruled out the single-speed, favoured the Escape 3 for road and club rides, and listed checks (frame size, cracks, drivetrain, brakes, wheels, proof of ownership) and extras (helmet, lights, lock, pump, service); "
              "she bought the 2021 Giant Escape 3 on 28 December 2024 for LKR 145,000 and a helmet for LKR 12,500, and will join the Kandy Hill Riders, who ride from the lake at 6 am on Sundays.",
   "decisions": [{"decision": "Buy the second-hand 2021 Giant Escape 3", "rationale": "Within budget, better for road and club rides than the mountain bike; the seller had the receipt"},
                 {"decision": "Join the Kandy Hill Riders", "rationale": "Learn safe routes and ride with others"}],
   "procedures": [{"name": "Checking a second-hand bike", "steps": ["Frame size and uphill test ride", "Frame and fork for cracks", "Chain and cogs", "Brakes", "Wheels true", "Proof of ownership"]}],
   "outcomes": ["Giant Escape 3 bought for LKR 145,000", "Helmet LKR 12,500"]}),
 ("2025-01-19", "My father's HbA1c is 9.1% and he refuses insulin", [
   ("user", "I need help understanding my father's blood test. My father Sunil is 69, a retired postmaster, and lives in Matale with my mother Kusum, who was a primary school teacher. He's had type 2 diabetes for about eight years and takes metformin 500 mg twice a day. "
            "On Monday his HbA1c came back at 9.1%. His doctor at the diabetes clinic at Matale Base Hospital, Dr. Ranjith Abeykoon, said it was time to think about insulin. Dad refused on the spot: he's terrified of needles, he fainted at a blood donation camp in 1987 and still tells everyone about it. "
            "He drinks four cups of milk tea a day with two spoons of sugar in each, and eats a big mound of rice at lunch and dinner. What does 9.1 actually mean, and are there options other than insulin?"),
   ("assistant", "I'm sorry, that's a worrying result to hear about from a distance. I'm not a doctor, and decisions about your father's treatment belong with Dr. Abeykoon, but here's what the number means and what is usually discussed at this point.\n\n"
                 "## What HbA1c 9.1% means\n"
                 "HbA1c reflects the average blood sugar over the last two to three months. **9.1% corresponds to an average glucose of roughly 214 mg/dL.** For most older adults with type 2 diabetes the target is around **7%** (sometimes a little higher, up to 7.5 to 8%, for people over 70 or with other conditions, to avoid lows). So his diabetes is clearly not controlled on metformin alone, and over years that raises the risk of damage to the eyes, kidneys, nerves, feet and heart.\n\n"
                 "## Options besides insulin\n"
                 "Insulin is often suggested when HbA1c is this high, but it isn't the only route. Doctors commonly consider:\n"
                 "- **Increasing metformin** towards the usual maximum dose, if his kidneys are fine.\n"
                 "- **Adding a sulfonylurea** (such as gliclazide): cheap and effective, but it can cause **hypoglycaemia (low blood sugar)**, especially in older people who skip meals.\n"
                 "- **Adding a DPP-4 inhibitor** (such as sitagliptin): gentler, with a low risk of lows, but more expensive.\n"
                 "- **SGLT2 inhibitors** (such as empagliflozin or dapagliflozin), which also protect the heart and kidneys.\n\n"
                 "It's worth asking Dr. Abeykoon directly: *\"If he won't accept insulin now, what's the best tablet combination, and at what HbA1c would insulin become unavoidable?\"*\n\n"
                 "## About the needles\n"
                 "Many people imagine insulin as a big hospital syringe. Modern **insulin pens** use needles of 4 to 6 mm that are thinner than the lancet for a finger-prick test, and most people say they barely feel them. He may never need it, but it can help to let him see and hold one.\n\n"
                 "## Changes at home that make a real difference\n"
                 "1. **The tea:** four cups with two spoons each is about eight teaspoons (roughly 32 g) of sugar a day. Cut to one spoon, then half, then none; taste adapts in a few weeks.\n"
                 "2. **The rice:** try the quarter-plate idea: half the plate vegetables and mallum, a quarter protein (fish, dhal, egg, chicken), and only a quarter rice. Red rice or kurakkan is a little better than white rice, but the portion matters most.\n"
                 "3. **Walking:** 20 to 30 minutes after the evening meal lowers the after-meal sugar spike.\n"
                 "4. **Regular meals:** especially important if a sulfonylurea is added.\n\n"
                 "## Warning signs\n"
                 "Very high sugars with extreme thirst, passing lots of urine, drowsiness or confusion need prompt medical attention."),
   ("user", "He went back on Friday. Dr. Abeykoon agreed to give tablets a chance: metformin up to 1 g twice a day and gliclazide 40 mg in the morning, and a new HbA1c in April. If it's not better by then, he says insulin is back on the table. Amma has already cut his tea to one spoon. Anything we should watch for with the new tablet?"),
   ("assistant", "That's a reasonable plan, and it gives your father three months to show the tablets and diet can work.\n\n"
                 "## Watch for low blood sugar (the main risk with gliclazide)\n"
                 "**Signs:** sweating, shaking, a pounding heart, hunger, irritability, confusion or unusual behaviour, and in severe cases drowsiness or collapse.\n\n"
                 "**What your mother should do if he's awake and can swallow:**\n"
                 "1. Give **15 g of fast sugar**: about three teaspoons of sugar dissolved in water, or half a glass of fruit juice.\n"
                 "2. Recheck after 15 minutes (if they have a glucometer) and repeat if still low.\n"
                 "3. Then give a snack with starch, such as bread or a couple of biscuits.\n"
                 "4. If he is drowsy, can't swallow or doesn't improve, **call 1990 (Suwa Seriya) or take him to hospital**.\n\n"
                 "**To prevent lows:** he should never skip breakfast after taking gliclazide, and be careful on days he's unwell or not eating.\n\n"
                 "## Other tips\n"
                 "- A **home glucometer** would help Dr. Abeykoon judge the doses; a few morning readings a week is enough.\n"
                 "- Metformin can upset the stomach at higher doses; taking it with food helps.\n"
                 "- Keep the April appointment even if he feels fine.")],
  {"summary": "The user's father Sunil, 69, a retired postmaster, lives in Matale with her mother Kusum, a retired primary school teacher; he has had type 2 diabetes for about eight years on metformin 500 mg twice a day; "
              "on 13 January 2025 his HbA1c was 9.1%; Dr. Ranjith Abeykoon of the diabetes clinic at Matale Base Hospital suggested insulin, which her father refused because he is terrified of needles (he fainted at a blood donation camp in 1987); "
              "he drinks four cups of milk tea a day with two spoons of sugar each and eats large portions of rice; "
              "the assistant (not a doctor) explained that 9.1% is an average glucose of about 214 mg/dL against a target of around 7%, listed tablet options (more metformin, a sulfonylurea such as gliclazide with a risk of lows, a DPP-4 inhibitor such as sitagliptin, SGLT2 inhibitors), described modern insulin pens, and suggested less sugar in tea, the quarter-plate idea, walking after meals and regular meals; "
              "on 17 January 2025 Dr. Abeykoon raised metformin to 1 g twice a day and added gliclazide 40 mg in the morning, with a new HbA1c in April 2025 and insulin back on the table if not better; her mother cut his tea to one spoon of sugar; "
              "the assistant explained how to recognise and treat a hypo (15 g of fast sugar, recheck, a starchy snack, call 1990 if drowsy) and suggested a home glucometer.",
   "decisions": [{"decision": "Father to try tablets instead of insulin: metformin 1 g twice a day plus gliclazide 40 mg, HbA1c recheck in April 2025", "rationale": "He refused insulin because he's terrified of needles"},
                 {"decision": "Mother cuts his tea to one spoon of sugar", "rationale": "Eight teaspoons of sugar a day in tea"}],
   "procedures": [{"name": "Treating a hypo at home", "steps": ["15 g of fast sugar (three teaspoons in water)", "Recheck after 15 minutes and repeat if low", "A starchy snack", "Call 1990 or go to hospital if drowsy or not improving"]}],
   "outcomes": ["Father's HbA1c 9.1% on 13 January 2025"]}),
 ("2025-02-09", "Writing a proposal for a new FTIR spectrometer", [
   ("user", "Work question. Our lab director, Lionel Perera, has asked me to write the proposal to the board for a new FTIR spectrometer. Ours is a 2009 model; it broke down for three weeks last November and we had to courier stones to a lab in Colombo, which cost us money and two of our regular dealers. "
            "For blue sapphires the FTIR is how we look for the hydroxyl bands, like the 3309 band, that point to heating, so without it we can't issue a full report. We issue about 1,800 reports a year and a coloured stone report costs the client LKR 6,500. "
            "Two quotes: a Thermo Fisher Nicolet from their Colombo agent at LKR 9.8 million with one year of service, and a Bruker Alpha II at LKR 11.2 million with three years of service. The board meets in April. How should I structure it so they actually say yes?"),
   ("assistant", "Boards say yes to proposals that make a problem concrete, show the cost of doing nothing, and make the decision easy. Here's a structure that works well for an equipment request.\n\n"
                 "## 1. One-paragraph summary (put the ask first)\n"
                 "\"We request approval to replace the laboratory's 2009 FTIR spectrometer, at a cost of LKR X, to protect our ability to issue full sapphire reports.\" Board members often read only this paragraph, so it must stand alone.\n\n"
                 "## 2. The problem\n"
                 "- The current instrument is **16 years old**; spare parts and support are increasingly hard to get.\n"
                 "- **The November breakdown:** three weeks without FTIR, stones couriered to Colombo, extra costs, delays and **two regular dealers lost**. Give real numbers: how many reports were delayed, what the courier and outside testing cost.\n"
                 "- Why FTIR is essential: without it you can't check for the hydroxyl features associated with heat treatment, so you can't issue a complete report on a blue sapphire.\n\n"
                 "## 3. The cost of doing nothing\n"
                 "Work it out in rupees. At 1,800 reports a year and LKR 6,500 each, the lab earns about **LKR 11.7 million a year** from reports. A breakdown of three weeks is roughly 100 reports, about **LKR 650,000** of work at risk, before counting lost clients and reputation. A second breakdown in a busy season would cost more.\n\n"
                 "## 4. The options\n"
                 "| | Thermo Fisher Nicolet | Bruker Alpha II |\n"
                 "|---|---|---|\n"
                 "| Price | LKR 9.8 million | LKR 11.2 million |\n"
                 "| Service included | 1 year | 3 years |\n"
                 "| Local support | Colombo agent | ask |\n\n"
                 "Ask both suppliers for the price of service contracts in years 2 and 3, training, and the response time for repairs. The cheaper instrument may not be cheaper over five years.\n\n"
                 "## 5. Recommendation and payback\n"
                 "Recommend one option clearly and explain why. Payback can be framed as avoided losses (breakdowns, outsourced tests) plus any new work the instrument allows, for example faster turnaround.\n\n"
                 "## 6. Risks and implementation\n"
                 "Installation, training, validation against reference stones, and what happens to the old instrument (a backup, or sold).\n\n"
                 "## Tips\n"
                 "- Keep it to **three or four pages** with an appendix for the quotes.\n"
                 "- Ask Lionel to review a draft; he'll know which board members worry about what.\n"
                 "- One photo or chart (reports delayed in November, for example) is worth a page of text."),
   ("user", "Very helpful. The courier and Colombo testing cost us LKR 380,000 in November and 96 reports were delayed. I'll recommend the Thermo: the Colombo agent is a 20-minute call away and the 9.8 fits the budget Lionel hinted at. "
            "Unrelated: I started spoken Tamil classes last Saturday, the 1st, every Saturday morning at a language centre near the clock tower, with a lovely teacher, Mrs. Vasanthi Jeyarajah. A lot of our clients are Tamil-speaking gem dealers and I'm tired of needing a colleague to translate. Also we're planning a family trip to Jaffna in the April holidays. Any tips for learning as an adult?"),
   ("assistant", "Those numbers make the case far stronger: LKR 380,000 and 96 delayed reports in a single breakdown is exactly the kind of concrete cost a board responds to. Put them in the first page.\n\n"
                 "## Learning Tamil as an adult\n"
                 "1. **Little and often:** 15 minutes a day beats two hours on Saturday only. Review the week's phrases on the bus or at lunch.\n"
                 "2. **Learn phrases for your real situations:** greetings, numbers, carats, colours, prices, 'when do you need the report?'. You'll use them the next day, which makes them stick.\n"
                 "3. **Speak from week one**, badly. Your clients will likely be delighted that you're trying.\n"
                 "4. **Listen a lot:** Tamil songs, films with subtitles, radio. Your ear for spoken Tamil, which differs a lot from written Tamil, matters most.\n"
                 "5. **Use the Jaffna trip as a goal:** aim to order food, ask directions and chat with your guesthouse host in Tamil. Jaffna Tamil has its own accent and words, so ask Mrs. Jeyarajah about it.\n\n"
                 "Good luck with both the board and the classes!")],
  {"summary": "Lab director Lionel Perera asked the user to write a proposal to the board (meeting in April 2025) for a new FTIR spectrometer: the lab's 2009 instrument broke down for three weeks in November 2024, stones were couriered to Colombo (LKR 380,000, 96 reports delayed) and two regular dealers were lost; "
              "the FTIR detects hydroxyl bands such as 3309 that indicate heating in blue sapphire; the lab issues about 1,800 reports a year at LKR 6,500 each; quotes: Thermo Fisher Nicolet LKR 9.8 million with one year of service, Bruker Alpha II LKR 11.2 million with three years; "
              "the assistant suggested a structure (the ask first, the problem, the cost of doing nothing, options, recommendation and payback, risks) and asking for later service costs; she will recommend the Thermo; "
              "she started spoken Tamil classes on Saturday 1 February 2025 near the Kandy clock tower with teacher Mrs. Vasanthi Jeyarajah, because many clients are Tamil-speaking gem dealers; the family plans a Jaffna trip in the April holidays; the assistant gave tips for adult language learning.",
   "decisions": [{"decision": "Recommend the Thermo Fisher Nicolet FTIR at LKR 9.8 million", "rationale": "Colombo agent close by for support, and it fits the budget Lionel hinted at"},
                 {"decision": "Take spoken Tamil classes on Saturday mornings", "rationale": "Many clients are Tamil-speaking gem dealers and she is tired of needing a translator"}],
   "procedures": [{"name": "Structure of an equipment proposal", "steps": ["The ask first", "The problem with real numbers", "The cost of doing nothing", "Options compared", "Recommendation and payback", "Risks and implementation"]}],
   "outcomes": ["November 2024 breakdown cost LKR 380,000 and delayed 96 reports"]}),
 ("2025-03-02", "Car imports are back: should we buy a car?", [
   ("user", "Yesterday was my 35th birthday, Chamath and Senuli made me a very lopsided chocolate cake. Now a money question. Since the government lifted the ban on importing vehicles in February, everyone in Kandy is talking about buying a car. We don't have one: Chamath rides a Honda Dio scooter and I take tuk-tuks (PickMe) or the bus, which is about LKR 18,000 a month. "
            "Options we've seen: a new Suzuki Wagon R hybrid imported by a dealer for LKR 7.6 million, or a 2014 Toyota Aqua, used, for LKR 8.3 million (yes, used cars cost more than new small ones right now). "
            "We have LKR 2.4 million in a fixed deposit and a leasing company offered 13% over five years for the rest. Chamath earns about LKR 120,000 and I earn LKR 265,000 a month. Our rent is LKR 60,000. Is this sensible?"),
   ("assistant", "It's a big decision, and the post-ban market is unusually volatile, so it's worth slowing down. I'm not a financial adviser; here's a way to look at it.\n\n"
                 "## What the car would really cost each month\n"
                 "Take the Wagon R at LKR 7.6 million with LKR 2.4 million down:\n"
                 "- **Leasing LKR 5.2 million at 13% over five years:** roughly **LKR 118,000 a month**.\n"
                 "- **Insurance** (comprehensive, required with a lease): roughly LKR 15,000 to 20,000 a month spread over the year.\n"
                 "- **Fuel, servicing, tyres, parking, licence:** perhaps LKR 20,000 to 30,000 a month for town driving.\n\n"
                 "That's about **LKR 155,000 to 170,000 a month**, against LKR 18,000 you spend on tuk-tuks and buses now. It would be around 40% of your combined take-home pay, on top of LKR 60,000 of rent.\n\n"
                 "## The other costs\n"
                 "- **Your fixed deposit** is probably your emergency fund. Emptying it into a down payment leaves you exposed if someone in the family falls ill or you need to move.\n"
                 "- **Depreciation:** prices that rose sharply because of the ban may fall as imports resume, so a car bought at the peak can lose value quickly.\n\n"
                 "## When a car does make sense\n"
                 "- Regular trips you can't easily make otherwise (for example visiting family out of town often).\n"
                 "- Safety needs, such as late-night travel with a child.\n"
                 "- If your work or housing changes and public transport stops working for you.\n\n"
                 "## A middle path\n"
                 "1. **Wait three to six months** and watch prices as more imports arrive.\n"
                 "2. **Keep the fixed deposit intact** as an emergency fund; aim for three to six months of expenses.\n"
                 "3. **Hire a car with driver** for the occasional long trip (Matale, Jaffna) instead; even several trips a year cost a fraction of ownership.\n"
                 "4. **Revisit the question** with a clear trigger, such as a change of job or house."),
   ("user", "Ouch, 160,000 a month puts it in perspective. We'll wait and decide in July. My parents are only 45 minutes away in Matale, and for Jaffna we'd hire a van anyway."),
   ("assistant", "That sounds sensible. Between now and July, it might help to note every month what you actually spend on transport, so that if you do revisit it you're comparing a real number. Happy belated birthday!")],
  {"summary": "The user turned 35 on 1 March 2025; since the vehicle import ban was lifted in February 2025 they considered buying a car: a new imported Suzuki Wagon R hybrid at LKR 7.6 million or a used 2014 Toyota Aqua at LKR 8.3 million; "
              "they have no car (Chamath rides a Honda Dio scooter, she spends about LKR 18,000 a month on PickMe tuk-tuks and buses), LKR 2.4 million in a fixed deposit, leasing at 13% over five years; Chamath earns about LKR 120,000 and she earns LKR 265,000 a month; rent LKR 60,000; "
              "the assistant (not a financial adviser) estimated LKR 155,000 to 170,000 a month to own the Wagon R, warned against emptying the fixed deposit and about post-ban depreciation, and suggested waiting three to six months, keeping the emergency fund, and hiring a car with driver for long trips; "
              "they decided to wait and decide in July 2025.",
   "decisions": [{"decision": "Wait and decide about a car in July 2025", "rationale": "About LKR 160,000 a month to own against LKR 18,000 on tuk-tuks and buses; keep the fixed deposit as an emergency fund"}],
   "outcomes": ["User's salary LKR 265,000 a month", "Rent LKR 60,000 a month"]}),
 ("2025-03-23", "My husband's cousin wants me to certify his padparadscha", [
   ("user", "Awkward one. Chamath's cousin Dinesh Rathnayake is a gem trader in Ratnapura. He has a 3.2 carat stone he's selling as a padparadscha to a buyer in Bangkok, and he wants a report from our lab. He called me directly and asked me to 'do it personally, so it's quick', and he hinted twice that 'the colour is definitely padparadscha'. "
            "Between us, from the photo it looks more pinkish-orange than a classic padparadscha, and it might be heated. I don't want a family fight but I also don't want to lose my name over this. What do I do?"),
   ("assistant", "You're right to feel uneasy: this is a textbook conflict of interest, and how you handle it protects both you and the lab. The good news is that there's a clean, standard way to do it that doesn't require you to judge Dinesh at all.\n\n"
                 "## Why you shouldn't test it yourself\n"
                 "- A lab report is only worth something if it's **independent**. If a buyer later learns the gemmologist was the seller's relative, the report, and possibly the lab's reputation, is compromised, whatever the result.\n"
                 "- It also protects *you*: if the result disappoints Dinesh, it won't be 'Ishara's' verdict.\n\n"
                 "## What to do\n"
                 "1. **Declare the conflict to Lionel in writing** (a short email is enough): the client is your husband's cousin, you won't be involved in testing or reporting.\n"
                 "2. **Ask that another gemmologist handles the stone** through the lab's normal intake, with the usual queue, fees and procedures.\n"
                 "3. **Don't give Dinesh any informal opinion** on the colour or treatment, not even 'off the record'. Anything you say can end up quoted to his buyer.\n"
                 "4. **Don't discuss the result** with the colleague who tests it, before or after.\n\n"
                 "## What to say to Dinesh\n"
                 "Keep it warm and make it about the rules, not about him:\n"
                 "> \"Dinesh aiya, because we're family, lab rules don't allow me to test your stone. That's actually better for you: your buyer can trust the report completely. Please bring it in through the front desk and my colleague will handle it like any other stone.\"\n\n"
                 "## If he pushes\n"
                 "Repeat the same line, calmly. If it becomes a family issue, Chamath can explain it to his side of the family; it helps if he understands why beforehand.\n\n"
                 "A note on the colour: whether a stone qualifies as 'padparadscha' is a judgement that labs make against their own criteria and master stones, so it's exactly the kind of call that must be made by someone with no stake in it."),
   ("user", "Done. I emailed Lionel on Monday, and my colleague Fathima Rizwan will test it through the normal intake. Dinesh sulked for two days but Chamath backed me completely. "
            "Happier news: last Sunday I did my first long ride with the Kandy Hill Riders, 40 km out to the Victoria Reservoir and back, and I didn't walk a single hill! I've signed up for the Hill Country Charity Ride on Sunday 22 June: Kandy to Nuwara Eliya, 78 km, money for the children's wards at Kandy Teaching Hospital. My fundraising target is LKR 75,000."),
   ("assistant", "Well handled on both fronts. A written declaration and normal intake is exactly right, and Chamath's support makes it much easier.\n\n"
                 "And 40 km without walking, less than three months after buying the bike, is a great sign. Kandy to Nuwara Eliya is a serious climb (Nuwara Eliya sits at about 1,900 m), so over the next three months it's worth building up your longest Sunday ride gradually, by about 10% a week, and adding one midweek hill session. We can work out a proper plan closer to the time if you like.")],
  {"summary": "Chamath's cousin Dinesh Rathnayake, a gem trader in Ratnapura, asked the user to personally test and report a 3.2 carat stone he is selling as a padparadscha to a buyer in Bangkok; she suspects it is more pinkish-orange and possibly heated; "
              "the assistant called it a conflict of interest and advised declaring it to Lionel in writing, having another gemmologist test it through normal intake, giving Dinesh no informal opinion and not discussing the result, and suggested wording that makes it about lab rules; "
              "she emailed Lionel on 17 March 2025 and her colleague Fathima Rizwan will test the stone through normal intake; Dinesh sulked but Chamath backed her; "
              "on 16 March 2025 she rode 40 km to the Victoria Reservoir and back with the Kandy Hill Riders without walking; she signed up for the Hill Country Charity Ride on Sunday 22 June 2025, Kandy to Nuwara Eliya, 78 km, for the children's wards at Kandy Teaching Hospital, with a target of LKR 75,000.",
   "decisions": [{"decision": "Declare the conflict of interest and let Fathima Rizwan test Dinesh's padparadscha through normal intake", "rationale": "Dinesh is Chamath's cousin; a report is only worth something if it is independent"},
                 {"decision": "Sign up for the Hill Country Charity Ride on 22 June 2025", "rationale": "Raises money for the children's wards at Kandy Teaching Hospital"}],
   "outcomes": ["First long club ride: 40 km to the Victoria Reservoir and back on 16 March 2025", "Fundraising target LKR 75,000"]}),
 ("2025-04-20", "A fair raise for our nanny after Avurudu", [
   ("user", "Avurudu is over and it was not the holiday we planned. We were meant to take the April school holidays for Jaffna, but on Friday the 11th Amma found Thaththa sweating and confused at 11 in the morning; a neighbour checked his sugar and it was 48. "
            "He'd taken his gliclazide and then skipped breakfast because he was fasting for a blood test. They kept him two nights at Matale Base Hospital. Dr. Abeykoon has stopped the gliclazide and put him on sitagliptin 50 mg with the metformin. So we cancelled Jaffna and spent the New Year in Matale with them. "
            "His April HbA1c was 7.9%, so at least the tablets are working, and there's no talk of insulin for now.\n\n"
            "My actual question: Seetha akka has been with us for five years and she asked for a raise. She gets LKR 35,000 a month for weekday afternoons (roughly 11 to 6 now that Senuli finishes at 11.30), plus her lunch. We gave her LKR 10,000 as an Avurudu gift. We're thinking of LKR 40,000 from April. Is that fair? Should we be paying EPF for her?"),
   ("assistant", "I'm sorry about your father; that must have been frightening for your mother. It's a relief that it was caught quickly and that the new combination has a much lower risk of lows. It might be worth making sure your parents now have a glucometer and some sugar sachets at home, just in case.\n\n"
                 "## Is LKR 40,000 fair?\n"
                 "A few ways to look at it:\n"
                 "- **Her hours have grown:** Grade 1 finishing at 11.30 means she's now doing about seven hours a day, five days a week, around 150 hours a month. At LKR 35,000 that's about LKR 230 an hour; at LKR 40,000 about LKR 265.\n"
                 "- **Cost of living:** prices in Sri Lanka rose steeply in 2022 and 2023, and although inflation has since fallen, wages for many domestic workers haven't caught up.\n"
                 "- **Minimum wage:** the national minimum wage for private-sector workers was raised in 2025; check the current figure with the Department of Labour, since household workers are often treated differently, but it's a useful floor to compare against.\n"
                 "- **Value to you:** five years of continuity and a child who adores her are worth a great deal; replacing her would be hard.\n\n"
                 "A 14% raise to **LKR 40,000** is reasonable and generous by local standards, especially combined with the Avurudu gift and lunch.\n\n"
                 "## EPF and ETF\n"
                 "Domestic workers employed in private households have generally not been covered by the compulsory EPF and ETF schemes, but the rules and their interpretation have been under discussion. **Check with the Department of Labour or an accountant.** Even if it isn't required, some families contribute to a savings account in the worker's name, which she may value more.\n\n"
                 "## Put it in writing\n"
                 "A one-page agreement helps both sides: pay, hours, the days off (poya days? school holidays?), annual leave, the Avurudu bonus, and what happens if Senuli is ill at home. Review it every April.\n\n"
                 "## Jaffna\n"
                 "The August school holidays could be a good second chance, and it's cooler than April in the north."),
   ("user", "Yes, she gets poya days off already. We told her yesterday: LKR 40,000 from April, and she was very happy. And some good news from work: the board approved the FTIR! The Thermo one, LKR 9.8 million, delivery and installation in July. Lionel said my proposal was the clearest he'd seen in years."),
   ("assistant", "Congratulations! That's a real achievement, and it's a good sign for your standing at the lab. When it arrives, plan time for validation: run your reference stones, heated and unheated, through both instruments for a couple of weeks before you switch over completely, and document the results. It will also make any future audit straightforward.")],
  {"summary": "The April 2025 family trip to Jaffna was cancelled because on Friday 11 April the user's father was found sweating and confused with a blood sugar of 48 (he took gliclazide and skipped breakfast while fasting for a blood test); he spent two nights at Matale Base Hospital; "
              "Dr. Abeykoon stopped gliclazide and started sitagliptin 50 mg with metformin; they spent the Sinhala and Tamil New Year in Matale; his April HbA1c was 7.9% and insulin is off the table for now; "
              "nanny Seetha akka, with the family five years, earns LKR 35,000 a month for weekday afternoons (about 11 to 6) plus lunch and got a LKR 10,000 Avurudu gift; "
              "the assistant judged a raise to LKR 40,000 reasonable (about 150 hours a month), suggested checking the minimum wage and EPF/ETF rules with the Department of Labour and a written agreement reviewed every April, and suggested Jaffna in August; "
              "they raised Seetha akka to LKR 40,000 from April 2025 (she has poya days off); the board approved the Thermo FTIR at LKR 9.8 million, delivery and installation in July 2025; the assistant suggested validating it against reference stones.",
   "decisions": [{"decision": "Raise Seetha akka's pay from LKR 35,000 to LKR 40,000 a month from April 2025", "rationale": "Her hours grew since Grade 1 ends at 11.30, five years with the family, cost of living"},
                 {"decision": "Cancel the April Jaffna trip", "rationale": "Father hospitalised with low blood sugar on 11 April"},
                 {"decision": "Father's gliclazide stopped; sitagliptin 50 mg added to metformin", "rationale": "Hypoglycaemia on gliclazide"}],
   "outcomes": ["Father's HbA1c 7.9% in April 2025", "Board approved the Thermo FTIR at LKR 9.8 million, installation July 2025"]}),
 ("2025-05-18", "A job offer in Colombo: gem buyer for an exporter", [
   ("user", "I need to think out loud. Ratna Lanka Exports, a jewellery exporter in Colombo 3, has offered me a job as their head gem buyer: LKR 420,000 a month plus a travel allowance, against my LKR 265,000 at the lab. "
            "They met me at the Facets gem show and liked that I can grade and talk to dealers. The catch: they want me in the Colombo office most of the week. The train from Kandy is about two and a half to three hours each way. "
            "Chamath's job is at Hillside College in Kandy, Senuli has just settled in Grade 1 (she has a best friend now, Thisuri), and my parents in Matale need us more since Thaththa's hospital scare. I have to answer by 1 June. Lionel is supposed to retire next year, but nobody has said who replaces him. Help?"),
   ("assistant", "This is a genuinely good problem to have, and it's worth separating the money from everything else. I can't make the choice for you, but here's a framework.\n\n"
                 "## 1. The real money\n"
                 "The gross difference is LKR 155,000 a month, but compare what's left at the end:\n"
                 "- **Commuting daily** (five to six hours a day) is rarely sustainable; realistically you'd need a room in Colombo for part of the week. A room or shared flat could cost **LKR 50,000 to 80,000 a month**.\n"
                 "- **Train tickets, meals, more childcare** at home (Seetha akka for longer hours, or evenings).\n"
                 "- **Tax:** the higher salary moves more of your income into higher APIT brackets.\n"
                 "After all that, the gain may be a fraction of the headline figure.\n\n"
                 "## 2. The family\n"
                 "- Senuli is six and has just settled. Weekday absence at this age is noticed.\n"
                 "- Chamath would be doing most weekday parenting alone.\n"
                 "- Your parents: Matale is 45 minutes from Kandy, but three hours from Colombo.\n\n"
                 "## 3. The career\n"
                 "- **Buying is a different job** from testing: negotiation, travel, sales targets. Do you want that, or is it the money and the title?\n"
                 "- **The lab's succession:** if Lionel retires next year, you may be a natural candidate. It's entirely fair to ask him directly before you decide.\n\n"
                 "## 4. Negotiate before you decide\n"
                 "Ask Ratna Lanka whether they'd accept **two or three days in Colombo** and the rest from Kandy (you could meet Kandy and Ratnapura dealers on their behalf). Their answer tells you a lot about how they'd treat you.\n\n"
                 "## 5. A quick test\n"
                 "Imagine it's a year from now and you said yes. Then imagine you said no. Which version of you feels more regret? Write both down.\n\n"
                 "Whatever you choose, it's worth telling Lionel that you had a serious outside offer: it's useful information for the lab."),
   ("user", "I asked. They'll go down to four days a week in Colombo, not fewer. And I asked Lionel: he said he 'can't promise anything but the board knows my name'. Hmm."),
   ("assistant", "Four days in Colombo is effectively moving there during the week, so it comes down to whether you want that life for the next few years. Lionel's answer is cautious, as it has to be, but 'the board knows my name' after the FTIR proposal is not nothing. You might write down your top three priorities for the next two years and see which option serves them.")],
  {"summary": "Ratna Lanka Exports, a jewellery exporter in Colombo 3, offered the user a job as head gem buyer at LKR 420,000 a month plus travel allowance (she earns LKR 265,000 at the lab), met at the Facets gem show; it would mean working in Colombo, 2.5 to 3 hours by train each way; "
              "Chamath works in Kandy, Senuli has settled in Grade 1 (best friend Thisuri), and her parents in Matale need more help since her father's hospital scare; she must answer by 1 June 2025; Lionel Perera is expected to retire in 2026 with no successor named; "
              "the assistant suggested comparing net money (a Colombo room at LKR 50,000 to 80,000, travel, childcare, tax), family impact, whether she wants a buying job, asking Lionel about succession, negotiating fewer days in Colombo, and a regret test; "
              "Ratna Lanka will not go below four days a week in Colombo; Lionel said he can't promise anything but the board knows her name.",
   "outcomes": ["Colombo offer: LKR 420,000 a month, at least four days a week in Colombo", "Answer due 1 June 2025"]}),
 ("2025-06-08", "Training for a 78 km ride that climbs to Nuwara Eliya", [
   ("user", "Update: I turned down the Colombo job on Monday 2 June. Four days a week away from Senuli and Chamath wasn't a life I wanted, and I don't want to be three hours from my parents right now. Funny twist: they then offered it to my colleague Fathima Rizwan, who's single and from Colombo, and she said yes. She leaves us at the end of June and starts there on 1 July. I'll miss her.\n\n"
            "Now the ride. The organisers have postponed the Hill Country Charity Ride from 22 June to Sunday 27 July, because the Disaster Management Centre issued landslide warnings for the Nuwara Eliya district and parts of the A5 near Ramboda in the monsoon rains. Fine by me: more training time. "
            "My longest so far was last Sunday, a 62 km loop out to Hanguranketha and back with about 1,100 m of climbing, in 4 hours 20. The charity ride is 78 km with about 1,750 m of climbing. Seven weeks. Can you give me a plan? I can ride Sunday with the club, one weekday evening and one early Saturday before Tamil class."),
   ("assistant", "Congratulations on making a decision you're at peace with; that's worth more than the salary difference. And seven weeks is a comfortable amount of time to get from 62 km to 78 km with more climbing.\n\n"
                 "## The plan (three rides a week)\n"
                 "| Week | Saturday (early, 60 to 75 min) | Weekday evening (45 to 60 min) | Sunday (club) |\n"
                 "|---|---|---|---|\n"
                 "| 1 (8 June) | Easy spin | 4 x 5 min hill repeats | 55 km, rolling |\n"
                 "| 2 | Easy spin | 5 x 5 min hill repeats | 65 km, 1,200 m climbing |\n"
                 "| 3 | Easy spin | 5 x 6 min hill repeats | 70 km, 1,400 m |\n"
                 "| 4 (recovery) | Easy spin | Easy ride | 45 km, easy |\n"
                 "| 5 | Easy spin | 6 x 6 min hill repeats | 75 km, 1,500 m |\n"
                 "| 6 | Easy spin | 4 x 8 min steady climb | 80 km or a long climb such as Kandy to Hanthana |\n"
                 "| 7 (event week) | 30 min with a few short efforts | Easy 30 min | **27 July: the ride** |\n\n"
                 "## Climbing\n"
                 "- **Pace:** on a long climb, ride at a pace where you could still speak in short sentences. The climb to Nuwara Eliya is long rather than steep, so pacing matters more than strength.\n"
                 "- **Gears:** check with the bike shop that your Escape 3 has its lowest gear in good shape; a fresh chain and a proper service before the event are worthwhile.\n"
                 "- **It's fine to walk** a steep section. Nobody hands out medals for not walking.\n\n"
                 "## Fuel and water\n"
                 "- Eat something every 30 to 45 minutes after the first hour: bananas, bread with jam, dates, a few biscuits. Aim for about 40 to 60 g of carbohydrate an hour.\n"
                 "- Drink regularly; take two bottles and know where the refill points are.\n"
                 "- Practise eating on your Sunday rides, never try something new on the day.\n\n"
                 "## Monsoon safety\n"
                 "- Wet descents: brake earlier and more gently, avoid painted lines and manhole covers.\n"
                 "- Bright clothing and a rear light even in daylight, since buses on the A5 are fast.\n"
                 "- Check the weather and road updates the evening before each long ride.\n\n"
                 "## The week before\n"
                 "Sleep, eat normally with a bit more rice the day before, lay out everything on Saturday evening, and enjoy the descent at the end, it's a long way down to Kandy by van!"),
   ("user", "Perfect, printing it. I'm at LKR 52,000 of my 75,000 target. Chamath's drum troupe at Hillside is doing a fundraising performance at the school on 12 July, with the proceeds going to my ride. Bless him."),
   ("assistant", "That's a lovely gesture, and a performance is a great way to reach people who wouldn't otherwise give. At LKR 52,000 with seven weeks to go you're in a strong position. A short update with a photo from a training ride, sent to the people who've already given, often brings in a second wave of donations, too.")],
  {"summary": "The user turned down the Colombo job on Monday 2 June 2025 because four days a week away from Senuli and Chamath wasn't the life she wanted and she didn't want to be three hours from her parents; Ratna Lanka Exports then offered it to her colleague Fathima Rizwan, who accepted, leaves the lab at the end of June and starts in Colombo on 1 July 2025; "
              "the Hill Country Charity Ride was postponed from 22 June to Sunday 27 July 2025 because of landslide warnings from the Disaster Management Centre for the Nuwara Eliya district and the A5 near Ramboda during the monsoon; "
              "her longest ride so far was on 1 June 2025, a 62 km loop to Hanguranketha with about 1,100 m of climbing in 4 hours 20; the charity ride is 78 km with about 1,750 m of climbing; "
              "the assistant gave a seven-week plan (Saturday easy spin, weekday hill repeats, Sunday club ride building to 80 km, a recovery week), advice on pacing climbs, gears, eating 40 to 60 g of carbohydrate an hour and monsoon safety; "
              "she has raised LKR 52,000 of LKR 75,000; Chamath's drum troupe at Hillside College performs on 12 July 2025 to raise money for her ride.",
   "decisions": [{"decision": "Turn down the Colombo job at Ratna Lanka Exports", "rationale": "Four days a week away from her daughter and husband, and three hours from her parents"},
                 {"decision": "Follow a seven-week training plan for the charity ride on 27 July 2025", "rationale": "The ride was postponed, giving more time to build from 62 km to 78 km"}],
   "procedures": [{"name": "Seven-week hill ride training plan", "steps": ["Saturday easy spin", "Weekday hill repeats", "Sunday club ride building from 55 km to 80 km", "Recovery in week 4", "Easy event week"]}],
   "outcomes": ["Longest ride 62 km to Hanguranketha on 1 June 2025", "LKR 52,000 raised of LKR 75,000", "Fathima Rizwan leaves the lab for Ratna Lanka Exports on 1 July 2025"]}),
 ("2025-06-22", "Dengue: my daughter's platelets are falling", [
   ("user", "I'm writing from Kandy Teaching Hospital. Senuli has dengue. Her fever started on Tuesday, 39.5, and on Thursday the NS1 test was positive and her platelets were 85,000, so the paediatrician, Dr. Kumari Wijesekara, admitted her that afternoon. "
            "On Friday the platelets dropped to 42,000 and I nearly fainted. Yesterday 51,000, this morning 64,000. The fever went on Friday night. They have her on a fluid chart and measure everything she drinks and pees. She weighs 20 kg. "
            "At home I'd only given her paracetamol because the pharmacist said so. Is it normal that they're so calm about a count of 42,000? Will she need a platelet transfusion? What should we watch for?"),
   ("assistant", "I'm so sorry, this is frightening for any parent, especially watching the numbers drop. From what you describe, Senuli is in good hands and the trend is encouraging. I'm not a doctor, so Dr. Wijesekara's team comes first, but here's what is usually going on.\n\n"
                 "## How dengue usually runs\n"
                 "1. **Febrile phase** (about days 1 to 3): high fever, aches, tiredness.\n"
                 "2. **Critical phase** (around the time the fever settles, usually days 3 to 6, for 24 to 48 hours): this is when plasma can leak out of the blood vessels, and why doctors watch fluids and urine so closely. **The fever going away does not mean she's out of danger yet**; the critical phase often starts then.\n"
                 "3. **Recovery phase:** the platelets rise, appetite returns, and sometimes a rash appears.\n\n"
                 "## About the platelets\n"
                 "- A count of 42,000 looks alarming, but **low platelets are expected in dengue**, and on their own they're not what makes it dangerous. Leaking plasma is.\n"
                 "- Platelet transfusions are **not routinely given** just because the number is low; they're usually reserved for significant bleeding. So the team's calm is normal and appropriate.\n"
                 "- **Rising from 42,000 to 51,000 to 64,000 is a good sign**: it often means she's moving into the recovery phase.\n\n"
                 "## Warning signs to tell the nurses about straight away\n"
                 "- Tummy pain, especially if it's getting worse\n"
                 "- Repeated vomiting, or refusing to drink\n"
                 "- Unusual drowsiness, restlessness or irritability\n"
                 "- Bleeding from gums or nose, blood in vomit or stools, black stools\n"
                 "- Passing much less urine than usual\n"
                 "- Cold, clammy hands and feet\n\n"
                 "## Medicines\n"
                 "- **Paracetamol only**, at the dose the doctors give you (usually about 15 mg per kg, so around 300 mg for 20 kg, no more often than every six hours). You did exactly the right thing.\n"
                 "- **No ibuprofen, aspirin, diclofenac or other anti-inflammatory painkillers**: they increase the risk of bleeding. Check any cold or pain syrup too.\n\n"
                 "## After she comes home\n"
                 "- Tiredness can last a couple of weeks; a gradual return to school is fine.\n"
                 "- **Mosquito control:** Aedes mosquitoes breed in small pockets of clean water: plant pot saucers, blocked gutters, coconut shells, old tyres, water tanks without lids, even a bottle cap. Do a weekly clean-up round the house and garden, and use repellent and nets while she recovers, since an infected person can pass the virus to mosquitoes.\n"
                 "- A second dengue infection with a different type can be more severe, so prevention matters for the whole family.\n\n"
                 "How are you and Chamath holding up? Make sure one of you sleeps."),
   ("user", "Thank you, I needed that. Dr. Wijesekara says no transfusion, the numbers are going the right way and she might go home on Tuesday if the count keeps rising. Chamath and I are taking turns at night and Seetha akka brings food every day. Senuli is bored, which the nurses say is a great sign."),
   ("assistant", "Boredom is an excellent sign! Some ideas for the last days: colouring, stickers, audiobooks, and video calls with her grandparents in Matale. And when you get home, the mosquito clean-up is a job Senuli can 'inspect' with you; children often love being the dengue detective.")],
  {"summary": "The user's daughter Senuli has dengue: fever of 39.5 from Tuesday 17 June 2025; on Thursday 19 June the NS1 test was positive with platelets at 85,000 and paediatrician Dr. Kumari Wijesekara admitted her to Kandy Teaching Hospital; platelets fell to 42,000 on 20 June, then 51,000 and 64,000 on 22 June; the fever ended on the night of 20 June; she weighs 20 kg and had only paracetamol at home; "
              "the assistant (not a doctor) explained the febrile, critical and recovery phases (the critical phase often starts as the fever settles), that low platelets are expected and transfusions aren't routine without bleeding, that rising counts are encouraging, listed warning signs, "
              "said to give paracetamol only (about 15 mg/kg, no more than six-hourly) and no ibuprofen, aspirin, diclofenac or other NSAIDs, and advised weekly mosquito clean-ups, repellent and nets; "
              "Dr. Wijesekara said no transfusion was needed and Senuli might go home on Tuesday 24 June; Chamath and the user take turns at night and Seetha akka brings food.",
   "procedures": [{"name": "Dengue warning signs to report", "steps": ["Worsening tummy pain", "Repeated vomiting or refusing to drink", "Drowsiness or restlessness", "Any bleeding or black stools", "Much less urine", "Cold, clammy hands and feet"]},
                  {"name": "Mosquito clean-up", "steps": ["Empty plant pot saucers", "Clear gutters", "Remove coconut shells, tyres, bottle caps", "Cover water tanks", "Repellent and nets while recovering"]}],
   "decisions": [{"decision": "No platelet transfusion for Senuli", "rationale": "Platelets rising and no bleeding"}],
   "outcomes": ["Senuli admitted with dengue on 19 June 2025", "Lowest platelet count 42,000 on 20 June 2025"]}),
 ("2025-07-13", "Our rent is going up to LKR 75,000: stay or move?", [
   ("user", "First, Senuli came home on Tuesday 24 June after five nights, and she was back at school on the 30th. Thank you for being my 2 am companion.\n\n"
            "Now: our landlord Mr. Wimalasena told us the rent on the annex in Ampitiya goes from LKR 60,000 to LKR 75,000 from 1 August. We've been there four years. "
            "Meanwhile Chamath found a two-bedroom house with a small garden in Katugastota, five minutes' walk from Hillside College, for LKR 68,000, with six months' advance. The owner can give it to us from 1 October. "
            "Downsides: it's further from my lab (about 35 minutes by bus, or I could cycle) and Senuli's school is 20 minutes away by van. "
            "And by the way, we've settled the car question: no car. Prices haven't come down much, the fixed deposit stays where it is, and if we move Chamath can walk to work. What do you think about the move?"),
   ("assistant", "So glad Senuli is home and back at school. Now, the move.\n\n"
                 "## The numbers\n"
                 "| | Stay (Ampitiya) | Move (Katugastota) |\n"
                 "|---|---|---|\n"
                 "| Rent | LKR 75,000 | LKR 68,000 |\n"
                 "| Yearly rent | LKR 900,000 | LKR 816,000 |\n"
                 "| Upfront | none | six months' advance: LKR 408,000 (refundable in principle) |\n"
                 "| Moving costs | none | lorry, helpers, repairs: perhaps LKR 40,000 to 60,000 |\n"
                 "| Transport | as now | school van for Senuli (perhaps LKR 6,000 to 8,000 a month), bus for you |\n\n"
                 "So the saving is about LKR 7,000 a month before the school van, which largely cancels it out. **Financially it's close to a draw; the decision is about space and daily life.**\n\n"
                 "## What you gain by moving\n"
                 "- Two bedrooms instead of an annex, and a garden for Bruno and Senuli.\n"
                 "- Chamath's walk to work, which frees the scooter and simplifies the mornings.\n"
                 "- Independence from a landlord who has just raised the rent by 25%.\n\n"
                 "## What to check before you sign\n"
                 "1. **Water:** is it on the main supply, and is there a tank? How often does it run out in the dry season?\n"
                 "2. **Damp and roof:** look at ceilings and corners after heavy rain.\n"
                 "3. **Drainage and mosquitoes:** after dengue, check gutters, drains and anything that collects water.\n"
                 "4. **The lease:** a written agreement with the rent fixed for at least two years, how and when the advance is returned, and who pays for repairs.\n"
                 "5. **Landslide risk:** parts of the Kandy district are in NBRO landslide hazard zones; it's worth asking or checking, especially on a slope.\n"
                 "6. **Neighbours and dogs:** how will Bruno fit in?\n\n"
                 "## The gap until October\n"
                 "Ask Mr. Wimalasena whether he'll keep the current rent, or a smaller rise, for August and September if you give notice now that you're leaving at the end of September. Many landlords prefer a smooth handover to an empty annex.\n\n"
                 "And on the car: I think that's a sound decision, especially with the move."),
   ("user", "He agreed to LKR 65,000 for August and September. We've signed for Katugastota: LKR 68,000 a month fixed for two years, six months' advance paid, moving on 1 October. The house is on the main water line with a tank, and Bruno already dug a hole in the garden during the visit."),
   ("assistant", "That's a good outcome all round: a fixed rent for two years is valuable. For the move, book the lorry early (the start of the month is busy), change your address with the bank, school and employer, and keep Bruno with a friend or shut in a quiet room on moving day so he doesn't bolt in the chaos.")],
  {"summary": "Senuli came home from hospital on Tuesday 24 June 2025 after five nights and returned to school on 30 June; landlord Mr. Wimalasena is raising the rent on their annex in Ampitiya from LKR 60,000 to LKR 75,000 from 1 August 2025 (they have lived there four years); "
              "Chamath found a two-bedroom house with a garden in Katugastota, five minutes' walk from Hillside College, for LKR 68,000 with six months' advance, available from 1 October (35 minutes by bus to her lab, 20 minutes by van to Senuli's school); "
              "they decided not to buy a car (prices still high, the fixed deposit stays, Chamath could walk to work); "
              "the assistant found the move roughly neutral financially (about LKR 7,000 a month saved, offset by a school van) and a question of space and daily life, listed checks (water, damp, drainage and mosquitoes, a written lease, NBRO landslide zones, neighbours) and suggested negotiating the rent until the move; "
              "Mr. Wimalasena agreed to LKR 65,000 for August and September; they signed for the Katugastota house at LKR 68,000 a month fixed for two years, paid six months' advance and plan to move on 1 October 2025.",
   "decisions": [{"decision": "No car", "rationale": "Prices haven't come down, keep the fixed deposit, Chamath can walk to work after the move"},
                 {"decision": "Move to a two-bedroom house in Katugastota at LKR 68,000 a month from 1 October 2025", "rationale": "The Ampitiya rent is rising to LKR 75,000; more space, a garden, and Chamath can walk to work"}],
   "outcomes": ["Senuli discharged on 24 June 2025 after five nights", "Rent LKR 65,000 for August and September 2025", "Katugastota lease: LKR 68,000 fixed for two years"]}),
 ("2025-08-03", "I finished the ride, and I've been offered the lab manager job", [
   ("user", "I DID IT. Last Sunday, Kandy to Nuwara Eliya, 78 km and about 1,750 m of climbing in 5 hours 12 minutes. I walked maybe 400 m on the steep bit after Ramboda and I don't care. Chamath and Senuli were at the finish by Gregory Lake with a sign Senuli painted. "
            "With the Hillside drum performance I raised LKR 86,500, way over my 75,000 target, all for the children's wards at Kandy Teaching Hospital, where Senuli was in June. I cried a bit at that.\n\n"
            "And then on Wednesday Lionel called me in. He's retiring early, at the end of this month, because his son in Melbourne has had twins and he and his wife want to be there. The board has offered me his job: laboratory manager from Monday 1 September, LKR 340,000 a month. "
            "I'm 35, and two of the people I'd manage are older than me, including Upul, our senior technician, who's 58 and has been there since the lab opened. Should I negotiate, and how do I start well?"),
   ("assistant", "Congratulations twice over! Finishing a 78 km climb to Nuwara Eliya seven months after buying a second-hand bike is a huge achievement, and raising LKR 86,500 for the ward that looked after Senuli makes it even more meaningful. Eat well and take a few easy days this week.\n\n"
                 "And the promotion is richly deserved. Here's how to approach it.\n\n"
                 "## Before you accept: what to clarify (and gently negotiate)\n"
                 "1. **The job description:** what the board expects in the first year (turnaround times, income, accreditation?). Get it in writing.\n"
                 "2. **Salary:** LKR 340,000 is a 28% rise. It's reasonable to ask whether it reflects the full responsibility, or to ask for a **review after six months**, once you've shown results.\n"
                 "3. **Your replacement at the bench:** with Fathima gone and you moving up, the lab is two gemmologists short. Ask for approval to **hire at least one gemmologist** now; otherwise you'll be managing and grading full time.\n"
                 "4. **Training:** a management or leadership course, and a budget for your own continuing education.\n"
                 "5. **Handover time with Lionel:** ask him to list the clients, suppliers and board members you need to know, and to introduce you personally before he leaves.\n\n"
                 "## Managing people older and longer-serving than you\n"
                 "- **Meet each person one-to-one** in your first two weeks. Ask: *What works well here? What frustrates you? What should I not change?*\n"
                 "- **With Upul especially:** his 25-odd years are an asset. Ask his advice openly and give him visible ownership of something he knows best (the instruments, the reference collection, training new staff). People rarely resist a manager who clearly respects them.\n"
                 "- **Don't change everything at once.** Listen for a month, fix one or two visible annoyances quickly, and save bigger changes for later.\n"
                 "- **Be consistent and fair:** the hardest shift is from colleague to manager; friendships stay, but decisions must be the same for everyone.\n\n"
                 "## Your first 90 days\n"
                 "| Period | Focus |\n"
                 "|---|---|\n"
                 "| Weeks 1 to 4 | Listen, meet staff, clients and the board, learn the finances |\n"
                 "| Weeks 5 to 8 | Hire a gemmologist, agree priorities with the board |\n"
                 "| Weeks 9 to 12 | First improvements: turnaround times, the new FTIR fully in service |\n\n"
                 "You've already shown the board you can make a clear case; use the same approach for what the lab needs now."),
   ("user", "I accepted this morning, with a salary review in March and approval to hire one gemmologist straight away. The new FTIR went in on 15 July and we've been running it alongside the old one, so that's one thing off my list. "
            "Also, Chamath's drummers are in the Perahera processions this week, they walk in the last two nights. Senuli is beside herself."),
   ("assistant", "Congratulations, Madam Manager! A March review and a hire approved on day one are both excellent results. Running the two FTIRs side by side was exactly the right way to validate it.\n\n"
                 "Enjoy the Perahera: few children get to watch their father drum in it. Earplugs for Senuli might not be a bad idea near the drummers, and a cushion for the long wait on the pavement!")],
  {"summary": "On Sunday 27 July 2025 the user completed the Hill Country Charity Ride from Kandy to Nuwara Eliya, 78 km with about 1,750 m of climbing, in 5 hours 12 minutes, walking about 400 m after Ramboda; Chamath and Senuli met her at Gregory Lake; "
              "with the Hillside College drum performance she raised LKR 86,500 (target LKR 75,000) for the children's wards at Kandy Teaching Hospital; "
              "lab director Lionel Perera is retiring early at the end of August 2025 because his son in Melbourne has twins; the board offered her the job of laboratory manager from Monday 1 September 2025 at LKR 340,000 a month; she will manage older staff including Upul, the 58-year-old senior technician; "
              "the assistant suggested clarifying the job description, asking for a salary review, approval to hire a gemmologist, training and a handover with Lionel, one-to-ones with each person, giving Upul ownership of what he knows best, and a 90-day plan; "
              "she accepted with a salary review in March 2026 and approval to hire one gemmologist; the new FTIR was installed on 15 July 2025 and is running alongside the old one; Chamath's drum troupe walks in the last two nights of the Kandy Esala Perahera.",
   "decisions": [{"decision": "Accept the laboratory manager job from 1 September 2025 at LKR 340,000 a month", "rationale": "Lionel Perera retires at the end of August; a salary review in March and a new gemmologist were agreed"}],
   "procedures": [{"name": "First 90 days as a new manager", "steps": ["Weeks 1 to 4: listen, meet staff, clients and board, learn the finances", "Weeks 5 to 8: hire a gemmologist, agree priorities", "Weeks 9 to 12: first improvements"]}],
   "outcomes": ["Charity ride completed on 27 July 2025 in 5 h 12 min", "Raised LKR 86,500 for the children's wards at Kandy Teaching Hospital", "New FTIR installed on 15 July 2025"]}),
 ("2025-08-17", "Four days in Jaffna with a six-year-old", [
   ("user", "Second attempt at Jaffna! School holidays, and I start the new job on 1 September, so it's now or never. (Chamath's shoulders have just about recovered from two nights of drumming in the Perahera; Senuli waved at him the whole way past.) We leave Kandy early on Sunday 24 August and come back on Thursday 28th. "
            "We've hired a van with a driver, Nimal, who my cousin uses, for LKR 95,000 for the whole trip including fuel, and booked the Green Palmyrah Guesthouse in Nallur for four nights at LKR 14,000 a night. "
            "Wish list: Nallur Kandaswamy Kovil, Jaffna Fort, the public library, Casuarina beach, the ferry to Delft island to see the wild ponies (Senuli's top priority), Point Pedro, and Keerimalai springs. Senuli is six, Chamath gets car-sick on bends. Can you help me organise the days? And I get to try my Tamil!"),
   ("assistant", "How exciting, and a lovely reward before the new job. Jaffna is a fascinating place for a child, and the flat roads will be kind to Chamath after the hill country. Here's a plan that keeps the driving sensible and leaves room for heat and tiredness.\n\n"
                 "## Day 1 (Sunday 24 August): the drive\n"
                 "- Kandy to Jaffna on the **A9** via Dambulla, Vavuniya, Kilinochchi and Elephant Pass is about 320 km, **seven to eight hours** with stops. Leave by 5 am.\n"
                 "- The first hour out of Kandy is the only really winding part, so Chamath should sit in front, eat lightly and take his travel-sickness tablet before leaving.\n"
                 "- Stop in Vavuniya for lunch; arrive mid-afternoon and rest at the guesthouse.\n\n"
                 "## Day 2 (Monday 25): the city\n"
                 "- **Early morning:** Nallur Kandaswamy Kovil. Men remove their shirts to enter, women should cover shoulders and legs; everyone leaves shoes outside. The evening pooja is also magical if you prefer.\n"
                 "- **Mid-morning:** Jaffna Public Library, which is beautiful and has a moving history worth explaining simply to Senuli.\n"
                 "- **Late afternoon:** Jaffna Fort, when it's cooler; walk the ramparts at sunset.\n\n"
                 "## Day 3 (Tuesday 26): Delft island\n"
                 "- Drive to **Kurikadduwan jetty** on Punkudutivu (about an hour) for the ferry, which takes about an hour.\n"
                 "- **Ferries are weather-dependent** and can be crowded; get there early, and have a back-up plan if the sea is rough.\n"
                 "- On Delft, hire a tractor or van to see the **wild ponies**, the giant baobab and the coral walls.\n"
                 "- Back-up if the ferry doesn't run: **Casuarina beach** in Karainagar, shallow and calm, ideal for a six-year-old.\n\n"
                 "## Day 4 (Wednesday 27): the north coast\n"
                 "- **Keerimalai springs** (separate bathing areas for men and women) and the coast road to **Point Pedro**, the northernmost point of Sri Lanka.\n"
                 "- If Delft happened, this is the day for **Casuarina beach** instead; you may not fit everything, and that's fine.\n\n"
                 "## Day 5 (Thursday 28): home\n"
                 "An early start, back in Kandy by mid-afternoon.\n\n"
                 "## Practical notes\n"
                 "- **Heat:** August in Jaffna is hot and dry, often 33 to 35 °C. Do outdoor sights early or late, rest at midday, hats and lots of water.\n"
                 "- **Food:** Jaffna crab curry, odiyal kool, thosai, and Jaffna mangoes if any are left. Ask for less chilli for Senuli.\n"
                 "- **Tamil practice:** greetings (vanakkam), thank you (nanri), 'how much?' (evvalavu?), and 'less spicy please'. People in Jaffna are usually delighted when visitors try.\n"
                 "- **The driver:** agree Nimal's meals and lodging arrangements in advance if they aren't in the price."),
   ("user", "Brilliant. Nimal's lodging is included, the guesthouse has a room for drivers. Senuli is practising 'vanakkam' on Bruno. Seetha akka will stay at ours to feed him while we're away."),
   ("assistant", "Perfect. Bruno will be the best Tamil-speaking dog in Ampitiya. Have a wonderful trip, and fingers crossed for calm seas and the ponies.")],
  {"summary": "The family plans a trip to Jaffna from Sunday 24 to Thursday 28 August 2025, before the user starts as lab manager on 1 September; they hired a van with driver Nimal (used by her cousin) for LKR 95,000 including fuel and his lodging, and booked the Green Palmyrah Guesthouse in Nallur for four nights at LKR 14,000 a night; "
              "wish list: Nallur Kandaswamy Kovil, Jaffna Fort, the public library, Casuarina beach, the Delft island ferry to see the wild ponies (Senuli's top priority), Point Pedro and Keerimalai springs; Chamath gets car-sick on bends; "
              "the assistant planned the A9 drive via Dambulla, Vavuniya and Kilinochchi (about 320 km, seven to eight hours), a city day (Nallur with dress code, the library, the fort at sunset), Delft from Kurikadduwan jetty with Casuarina beach as back-up if the sea is rough, Keerimalai and Point Pedro, and gave tips on heat, food and Tamil phrases; "
              "Seetha akka will stay at their home to feed Bruno; Chamath drummed on the last two nights of the Perahera.",
   "procedures": [{"name": "Jaffna itinerary", "steps": ["Day 1: A9 drive via Dambulla and Vavuniya", "Day 2: Nallur Kovil, public library, Jaffna Fort", "Day 3: Delft island by ferry, or Casuarina beach", "Day 4: Keerimalai and Point Pedro", "Day 5: drive home"]}],
   "decisions": [{"decision": "Hire a van with driver Nimal for LKR 95,000 and stay at the Green Palmyrah Guesthouse in Nallur", "rationale": "No car; Nimal is used by her cousin"}],
   "outcomes": ["Jaffna trip booked for 24 to 28 August 2025"]}),
 ("2025-09-21", "Three weeks as lab manager: hiring, and a senior technician who likes paper", [
   ("user", "Back from Jaffna and three weeks into the job. Quick trip report first, because you planned it: the drive was fine, Chamath survived the bends. Monday we did Nallur (Senuli was fascinated by the bells), the public library and the fort at sunset, just as you said. "
            "Tuesday the Delft ferry was cancelled because the sea was too rough, so no ponies, big tears, and we went to Casuarina beach instead, where she forgot all about the ponies within ten minutes. Wednesday morning Keerimalai, but we skipped Point Pedro because Senuli was exhausted and we just slept in the afternoon. "
            "And I spoke Tamil! The guesthouse owner, Mrs. Thevarajah, chatted with me for twenty minutes over breakfast. Also Senuli turned seven on Friday, the 19th; we had a small party at home with a Frozen cake and eight little girls from her class.\n\n"
            "Now work. Two things:\n"
            "1. Hiring: I interviewed three gemmologists for the bench. My choice is Ruvini Dassanayake, 29, FGA, four years at a lab in Ratnapura, very careful with paperwork. She can start on Monday 6 October. The other two were a fresh graduate and a man who kept checking his phone.\n"
            "2. Upul, our senior technician, 58. I want to move sample intake from the big paper register to a simple digital log, because we lose time finding stones and clients call to ask where their report is. Upul says the register has worked for 25 years and 'computers lose things'. He isn't rude, but he drags his feet. How do I handle him?"),
   ("assistant", "What a trip, and what a month! Casuarina beach as the consolation prize sounds like it worked perfectly, and twenty minutes of Tamil over breakfast is a real milestone; Mrs. Jeyarajah will be proud. Happy seventh birthday to Senuli, too.\n\n"
                 "## 1. Hiring Ruvini\n"
                 "She sounds like a strong choice: qualified, experienced in a working lab, and careful with documentation, which matters enormously for reports that can be challenged. Before she starts:\n"
                 "- Send a **written offer** with salary, probation period (often three or six months), hours and duties.\n"
                 "- **Check references**, ideally with her current lab's manager.\n"
                 "- Plan her **first two weeks**: lab procedures, your reporting standards and master stones, the new FTIR, and a period where you or Upul double-check her reports.\n\n"
                 "## 2. Upul and the paper register\n"
                 "His resistance is understandable: the register is *his* system, it has worked, and a digital log makes him a beginner again. Some approaches that usually work:\n\n"
                 "1. **Ask before you tell.** Sit with him and ask what makes the register reliable and what goes wrong with it. He'll probably name the problems himself (finding entries, illegible handwriting, answering client calls).\n"
                 "2. **Make him the designer.** Ask him to decide what columns the digital log needs, based on the register. People support what they help build.\n"
                 "3. **Run both in parallel** for a month, just as you did with the FTIR. It answers 'computers lose things' with evidence, and keeps the paper as a safety net.\n"
                 "4. **Back-ups:** show him that the log is backed up daily (cloud and an external drive). His fear of losing records is legitimate; address it.\n"
                 "5. **Keep it simple:** a shared spreadsheet with a form for intake is enough to start. No one needs a complicated system.\n"
                 "6. **Give credit publicly** when it works: 'Upul's log'.\n\n"
                 "## If he still drags his feet\n"
                 "After a fair trial, be clear and kind in a one-to-one: the decision is made, here's why, here's the support you'll get. Respect for experience doesn't mean the old way is permanent.\n\n"
                 "How are you finding the job overall?"),
   ("user", "Exhausting but good. And one bit of family news: Thaththa's HbA1c in September was 7.4%, the best in years. Amma has him on one spoon of sugar in his tea and a 20-minute walk to the temple every evening. Dr. Abeykoon is keeping metformin and sitagliptin as they are."),
   ("assistant", "That's wonderful: from 9.1% in January to 7.4% is a big improvement, and close to the usual target, without insulin and without further lows. Your mother deserves a lot of credit; the tea and the evening walk are exactly the kind of daily changes that add up. Regular checks of his feet, eyes and kidneys at the clinic are still worthwhile once a year.")],
  {"summary": "The family went to Jaffna from 24 to 28 August 2025: Nallur Kovil, the public library and Jaffna Fort at sunset on Monday; the Delft ferry was cancelled on Tuesday because the sea was too rough, so no ponies, and they went to Casuarina beach instead; Keerimalai on Wednesday morning but they skipped Point Pedro because Senuli was exhausted; "
              "the user spoke Tamil for twenty minutes with the guesthouse owner, Mrs. Thevarajah; Senuli turned seven on Friday 19 September 2025 with a party at home and a Frozen cake; "
              "three weeks into the lab manager job she chose Ruvini Dassanayake, 29, FGA, four years at a lab in Ratnapura, as the new gemmologist, starting Monday 6 October 2025; senior technician Upul, 58, resists moving sample intake from the paper register to a digital log; "
              "the assistant suggested a written offer, references and an induction plan for Ruvini, and for Upul: ask before telling, make him the designer, run both systems in parallel for a month, daily back-ups, a simple spreadsheet, public credit, then a clear decision; "
              "her father's HbA1c in September 2025 was 7.4%, with one spoon of sugar in his tea and a 20-minute evening walk to the temple; Dr. Abeykoon is keeping metformin and sitagliptin unchanged.",
   "decisions": [{"decision": "Hire Ruvini Dassanayake as a gemmologist from 6 October 2025", "rationale": "Qualified (FGA), four years in a Ratnapura lab, careful with paperwork"},
                 {"decision": "Move sample intake to a digital log, run in parallel with the paper register for a month", "rationale": "Time lost finding stones and answering clients; Upul fears losing records"}],
   "procedures": [{"name": "Bringing a reluctant senior colleague along", "steps": ["Ask before telling", "Make him the designer", "Run both systems in parallel", "Show the back-ups", "Keep it simple", "Give credit publicly"]}],
   "outcomes": ["Father's HbA1c 7.4% in September 2025", "Delft ferry cancelled because of rough seas"]}),
 ("2025-10-12", "Introducing a kitten to our dog after the move", [
   ("user", "We've moved! Not on the 1st as planned: the previous tenants only left on the 2nd, so we moved on Saturday 4 October, and the Ampitiya landlord let us stay the extra days for nothing. Katugastota is lovely, the garden has a jak tree and Chamath walks to school in five minutes.\n\n"
            "And we have a new member of the family. On Tuesday Chamath found a kitten crying behind the drums in the school music room, about eight weeks old, a little grey tabby girl. Nobody claimed her, so she came home in his lunch bag. Senuli named her Mali (she says it means little sister). "
            "The problem is Bruno. He's about five, very sweet with people, but at the old place he chased every cat off the wall. Right now Mali lives in the spare room with the door shut. How do I introduce them without anyone getting hurt? And what does a kitten need from the vet?"),
   ("assistant", "Congratulations on the move and on Mali! Many dogs who chase cats outside learn to live peacefully with a cat indoors, especially with a kitten and a patient introduction. The key is to go slowly and let Bruno practise being calm.\n\n"
                 "## Stage 1: Separate, but sharing smells (about a week)\n"
                 "- Keep Mali in the spare room with her food, water, litter tray and a hiding place (a cardboard box works).\n"
                 "- **Swap scents:** rub a cloth on Mali's cheeks and put it near Bruno's bed, and vice versa. Swap their bedding every day or two.\n"
                 "- Let Mali explore the rest of the house while Bruno is out on a walk.\n\n"
                 "## Stage 2: Seeing each other through a barrier\n"
                 "- Use a baby gate, a screen door or the door opened a few centimetres with a doorstop.\n"
                 "- **Bruno on a lead**, at a distance where he can look at Mali without lunging or fixating.\n"
                 "- **Reward calm:** every time Bruno looks at Mali and then looks away or at you, give him a treat. Keep sessions short (five minutes), several times a day.\n"
                 "- If he stares, whines or stiffens, increase the distance. You're teaching him that the kitten means good things when he's calm.\n\n"
                 "## Stage 3: Supervised time in the same room\n"
                 "- Bruno still on a lead (or a long line), after a good walk so he's tired.\n"
                 "- Mali must always have **escape routes**: high shelves, furniture, a room Bruno can't reach.\n"
                 "- Gradually increase time together; **never leave them alone unsupervised** until you've seen weeks of relaxed behaviour.\n\n"
                 "## Warning signs\n"
                 "Fixed staring, trembling with excitement, a lowered 'stalking' posture or snapping mean stop and go back a stage. A chase with a small kitten can end badly in a second.\n\n"
                 "## The vet\n"
                 "- **Health check and deworming** now, and flea treatment suitable for kittens (never use a dog product on a cat).\n"
                 "- **Vaccinations:** the core kitten vaccines usually start at about eight to nine weeks, with boosters a few weeks later.\n"
                 "- **Rabies vaccination:** important in Sri Lanka, usually given from about three months; make sure Bruno's is up to date too.\n"
                 "- **Spaying** at around five to six months, to avoid surprise litters.\n"
                 "- The **veterinary teaching hospital at Peradeniya** or a private vet in Kandy can do all of this."),
   ("user", "We took her to the Peradeniya vet hospital yesterday: 900 g, dewormed, first vaccine done, rabies in December. We're on stage 2. Bruno whines at the gate but he takes the treats. Senuli has made Mali a bed out of her old school bag."),
   ("assistant", "Whining and still taking treats is a good sign: he's interested but able to think. Keep the sessions short and end on a calm moment. 900 g at eight to nine weeks is a healthy weight. And a bed made from a school bag is the best kind. Let me know how stage 3 goes.")],
  {"summary": "The family moved to the rented house in Katugastota on Saturday 4 October 2025, not 1 October as planned, because the previous tenants left on 2 October; the Ampitiya landlord let them stay the extra days free; the garden has a jak tree and Chamath walks five minutes to school; "
              "on Tuesday 7 October 2025 Chamath found an eight-week-old grey tabby kitten behind the drums in the Hillside College music room and brought her home; Senuli named her Mali; their dog Bruno, about five, used to chase cats off the wall; "
              "the assistant gave a three-stage introduction (separate rooms and scent swapping, seeing each other through a barrier with Bruno on a lead and rewarded for calm, supervised time with escape routes), warning signs, and vet needs (deworming, kitten flea treatment, core vaccines, rabies vaccination, spaying at five to six months); "
              "at the Peradeniya veterinary teaching hospital Mali weighed 900 g, was dewormed and had her first vaccine, with rabies due in December 2025; they are on stage 2.",
   "procedures": [{"name": "Introducing a kitten to a dog", "steps": ["Separate rooms and swap scents", "Meet through a barrier with the dog on a lead, reward calm", "Supervised time together with escape routes", "Never leave them alone until relaxed for weeks"]}],
   "outcomes": ["Moved to Katugastota on 4 October 2025", "Kitten Mali adopted in October 2025", "Mali 900 g, dewormed, first vaccine"]}),
 ("2025-10-26", "A parcel of 'unheated' sapphires that weren't", [
   ("user", "Need a sounding board on a delicate report. A dealer from Beruwala we've worked with for years, Mr. Farook, submitted 40 blue sapphires last week, 1 to 4 carats each, all declared 'unheated, Ceylon'. He wants them certified for a buyer in Geneva. "
            "Ruvini (she started on the 6th and she's excellent) did the microscopy and I did the FTIR on the new Thermo. Results: 14 of the 40 show the 3309 band series. Under the microscope, 9 of those 14 also have partly dissolved silk and small discoid fractures round crystals, classic signs of heating. "
            "The other 5 have the 3309 band but the inclusions look untouched. The remaining 26 look unheated on everything we have. Mr. Farook will not be happy. How do I word the reports and handle the conversation?"),
   ("assistant", "This is exactly the situation where a lab earns its reputation, and you're approaching it the right way by separating what the evidence shows from what the client hoped for. I'm not a substitute for your lab's own standards and the criteria the major labs publish, but here's a framework.\n\n"
                 "## 1. Sort the stones by strength of evidence\n"
                 "| Group | Evidence | Typical conclusion |\n"
                 "|---|---|---|\n"
                 "| 9 stones | 3309 series **and** altered inclusions (dissolved silk, discoid fractures) | **Indications of heating** |\n"
                 "| 5 stones | 3309 series, inclusions unaltered | More cautious: many labs treat the 3309 series in Sri Lankan sapphire as a strong indication of heating, but it is not conclusive on its own. Consider further testing or a wording such as 'indications of heating' only if your lab's criteria support it from FTIR alone |\n"
                 "| 26 stones | No indications | **No indications of heating** |\n\n"
                 "Note the careful wording labs use: **'no indications of heating'** rather than 'unheated'. No test can prove a negative; a report states what was and wasn't detected.\n\n"
                 "## 2. For the 5 borderline stones\n"
                 "- Re-run the FTIR at a different orientation and check the spectra against your reference stones (the validation set you built in July).\n"
                 "- A second gemmologist's independent look at the inclusions (you and Ruvini swap).\n"
                 "- If doubt remains, say so: some labs issue a report that gives the spectral observations without a firm conclusion, or recommend submission to a lab with additional techniques.\n\n"
                 "## 3. The conversation with Mr. Farook\n"
                 "1. **Call him before he receives the reports**; no one likes surprises on paper.\n"
                 "2. **Stick to facts:** 'Of the 40 stones, 26 show no indications of heating. 9 show clear indications. For 5 the evidence is mixed and we'd like to run further tests.'\n"
                 "3. **Don't speculate about blame.** Heated stones often enter a parcel long before the dealer who submits it; he may have been misled by his own supplier.\n"
                 "4. **Don't negotiate the result.** Offer to show him the spectra and the inclusions under the microscope; transparency builds trust even when the news is bad.\n"
                 "5. **Document everything:** the intake record, the spectra, the photomicrographs and who examined each stone.\n\n"
                 "## 4. Consistency\n"
                 "Whatever rule you apply to the 5 borderline stones, apply it to every client from now on, and write it into the lab's procedures. That's what makes your reports defensible in Geneva or anywhere else."),
   ("user", "Called him on Friday. He was upset for about a minute, then admitted he bought 15 of the stones from a new supplier in Chanthaburi and had doubts himself. He asked us to retest the 5 borderline ones with extra spectra; Ruvini will do them blind. "
            "And, believe it or not, Upul now loves the digital log: he found a client's stone in ten seconds on Thursday and told everyone."),
   ("assistant", "That's about the best outcome you could have hoped for: an honest client, a clear process for the borderline stones, and an independent second look. And Upul finding a stone in ten seconds and telling everyone is worth more than any memo you could write. Well done.")],
  {"summary": "Beruwala dealer Mr. Farook, a client for years, submitted 40 blue sapphires of 1 to 4 carats declared unheated Ceylon, for a buyer in Geneva; Ruvini Dassanayake (started 6 October 2025) did the microscopy and the user the FTIR on the new Thermo; "
              "the assistant advised sorting by strength of evidence, wording reports as 'indications of heating' or 'no indications of heating', further tests and an independent second look for the borderline stones, calling the client before the reports, sticking to facts without blame or negotiation, documenting everything and applying a consistent rule written into the lab's procedures; "
              "on 24 October 2025 Mr. Farook admitted he bought 15 stones from a new supplier in Chanthaburi and had doubts; he asked for the 5 borderline stones to be retested with extra spectra, which Ruvini will do blind; senior technician Upul now likes the digital intake log.",
   "discoveries": ["14 of the 40 sapphires showed the 3309 band series on FTIR", "9 of those 14 also had partly dissolved silk and discoid fractures, indicating heating",
                   "5 stones showed the 3309 series with unaltered inclusions (borderline)", "26 stones showed no indications of heating"],
   "decisions": [{"decision": "Retest the 5 borderline stones with extra spectra, done blind by Ruvini", "rationale": "The 3309 series alone is not conclusive"}],
   "outcomes": ["Mr. Farook accepted the results", "Upul uses the digital intake log"]}),
 ("2025-11-09", "Planning 2026: budget, Sri Pada and maybe a 100 km ride", [
   ("user", "Time to plan next year. Where things stand:\n"
            "- I earn LKR 340,000 a month now as lab manager (review in March), Chamath about LKR 120,000.\n"
            "- Rent LKR 68,000, fixed until October 2027.\n"
            "- Seetha akka: since the move she takes two buses to reach us, so from November we pay her LKR 45,000 including her bus fare.\n"
            "- School van for Senuli LKR 7,500 a month.\n"
            "- Fixed deposit still LKR 2.4 million, renewing in December at about 9%.\n"
            "- We send my parents LKR 25,000 a month.\n"
            "Work is calmer: our new lab technician, Hasitha Kumara, started on Monday 3 November, so with Ruvini the bench is full again. I finished level 2 of Tamil in October and start level 3 with Mrs. Jeyarajah in January.\n\n"
            "Plans: my sister Nilmini is flying home from Dubai on 18 December for three weeks, the first time in two years. In January the three of us (Chamath, Nilmini and me) want to climb Sri Pada. Nilmini says she'll 'run up it', of course. "
            "And the Kandy Hill Riders are doing a 100 km ride to Mahiyangana down the 18 bends in March. I'm very tempted. How should we organise the money, and any tips for Sri Pada?"),
   ("assistant", "What a year you've had: a new job, a move, a kitten, a 78 km climb and a lot of Tamil. Let's set 2026 up well. (I'm not a financial adviser; treat this as a starting framework.)\n\n"
                 "## 1. Your monthly picture\n"
                 "| Income | LKR |\n"
                 "|---|---|\n"
                 "| Your salary (gross) | 340,000 |\n"
                 "| Chamath (gross) | 120,000 |\n\n"
                 "| Fixed outgoings | LKR |\n"
                 "|---|---|\n"
                 "| Rent | 68,000 |\n"
                 "| Seetha akka | 45,000 |\n"
                 "| School van | 7,500 |\n"
                 "| Your parents | 25,000 |\n"
                 "| **Total fixed** | **145,500** |\n\n"
                 "After tax (APIT on your salary), food, utilities, transport and school costs, you should still have a meaningful surplus now that you've had a 28% rise. **Decide where it goes before it disappears into everyday spending.**\n\n"
                 "## 2. A simple order of priorities\n"
                 "1. **Emergency fund:** your LKR 2.4 million fixed deposit covers roughly six months of essential costs, which is a healthy level. Keep it.\n"
                 "2. **A standing monthly transfer** of a fixed amount (for example LKR 50,000 to 60,000) on payday into a separate savings account or a second fixed deposit.\n"
                 "3. **Senuli's education fund:** even LKR 10,000 a month, started now, builds a useful sum by the time she's in her O/Ls and A/Ls.\n"
                 "4. **Your parents:** your father's health is better, but it's worth setting aside a small medical buffer for them, since hospital stays and medicines come without warning.\n"
                 "5. **Fun money:** Nilmini's visit, Sri Pada, the bike. Budget it openly so you enjoy it without guilt.\n\n"
                 "## 3. Sri Pada in January\n"
                 "- **Season:** the pilgrimage season runs from the December poya (Unduvap) to Vesak in May; January is peak season, so **avoid weekends and poya days** if you can, or expect long queues.\n"
                 "- **Route:** the Hatton (Nallathanni) route is the shortest and most popular, roughly 5,500 steps and about 1,000 m of climbing; most people take three to four hours up.\n"
                 "- **Timing:** start around 2 am to reach the summit for sunrise.\n"
                 "- **Pack:** warm layers (it's near freezing at the top before dawn), a rain jacket, a torch, water, snacks, some cash for tea stalls.\n"
                 "- **The descent** is harder on the legs than the climb; walking poles help. Expect sore calves for two days.\n"
                 "- Nilmini can run up it if she likes; the summit will wait for you!\n\n"
                 "## 4. The 100 km to Mahiyangana\n"
                 "It suits you: after 78 km with 1,750 m of climbing, 100 km with a big descent down the 18 bends is a natural next step. Two things to think about: descending those hairpins safely (practise braking before bends, not in them) and getting back to Kandy afterwards. "
                 "If you sign up, a 10-week build from January would fit neatly after Sri Pada."),
   ("user", "Good. We'll set up a LKR 50,000 standing order and LKR 10,000 for Senuli from December. Sri Pada on a weekday in the second week of January, from Hatton. I'll decide about Mahiyangana after Nilmini's visit, but honestly I've already looked at the route three times."),
   ("assistant", "Looking at the route three times sounds like a decision already made! Enjoy Nilmini's visit, and good luck on the mountain.")],
  {"summary": "Planning for 2026: the user earns LKR 340,000 a month as lab manager (review in March 2026), Chamath about LKR 120,000; rent LKR 68,000 fixed until October 2027; "
              "since the move Seetha akka takes two buses, so from November 2025 she is paid LKR 45,000 a month including bus fare; school van LKR 7,500 a month; fixed deposit LKR 2.4 million renewing in December at about 9%; they send her parents LKR 25,000 a month; "
              "new lab technician Hasitha Kumara started on Monday 3 November 2025, so with Ruvini the bench is full; she finished level 2 of Tamil in October 2025 and starts level 3 with Mrs. Jeyarajah in January 2026; "
              "her sister Nilmini flies home from Dubai on 18 December 2025 for three weeks, the first time in two years; the user, Chamath and Nilmini plan to climb Sri Pada in January 2026; she is tempted by the Kandy Hill Riders' 100 km ride to Mahiyangana down the 18 bends in March 2026; "
              "the assistant (not a financial adviser) listed fixed outgoings of LKR 145,500, and suggested keeping the fixed deposit as an emergency fund, a standing monthly transfer, an education fund for Senuli, a medical buffer for her parents and budgeted fun money, gave Sri Pada tips (avoid weekends and poya days, Hatton route, about 5,500 steps, start around 2 am, warm layers) and said the 100 km ride suits her; "
              "they will set up a LKR 50,000 standing order and LKR 10,000 a month for Senuli from December 2025, and climb Sri Pada from Hatton on a weekday in the second week of January 2026; she'll decide about Mahiyangana after Nilmini's visit.",
   "decisions": [{"decision": "Pay Seetha akka LKR 45,000 a month from November 2025", "rationale": "She now takes two buses to reach the new house; the amount includes her bus fare"},
                 {"decision": "LKR 50,000 monthly standing order to savings and LKR 10,000 a month for Senuli from December 2025", "rationale": "Decide where the surplus goes before it is spent"},
                 {"decision": "Climb Sri Pada from Hatton on a weekday in the second week of January 2026", "rationale": "Avoid weekend and poya crowds"}],
   "outcomes": ["Hasitha Kumara started as lab technician on 3 November 2025", "Tamil level 2 finished in October 2025"]}),
]

QUESTIONS_102 = [
 # single facts the user said about herself, her family and people around her
 ("What does Chamath do for a living?", "he teaches music at Hillside College in Kandy (and leads its drum troupe)"),
 ("What's the name of my Tamil teacher?", "Mrs. Vasanthi Jeyarajah"),
 ("Who is Dad's diabetes doctor?", "Dr. Ranjith Abeykoon, at the diabetes clinic of Matale Base Hospital"),
 ("Which school does Senuli go to?", "Kandy Girls' Model School"),
 ("What does my sister do for work?", "she's a nurse in Dubai"),
 ("What did my father do before he retired?", "he was a postmaster"),
 ("Who drove us around on the Jaffna trip?", "Nimal, a driver with a van (LKR 95,000 for the trip)"),
 # when
 ("When was Senuli's first day of Grade 1?", "Thursday 30 January 2025"),
 ("When did Senuli go into hospital with dengue?", "Thursday 19 June 2025"),
 ("When did I ride from Kandy to Nuwara Eliya?", "Sunday 27 July 2025 (postponed from 22 June)"),
 ("When did I start as lab manager?", "Monday 1 September 2025"),
 ("What day did we actually move to Katugastota?", "Saturday 4 October 2025 (not 1 October as planned)"),
 # counts and amounts
 ("How much did I pay for my bike?", "LKR 145,000 (a second-hand 2021 Giant Escape 3)"),
 ("How much money did I raise with the charity ride?", "LKR 86,500 (target LKR 75,000), for the children's wards at Kandy Teaching Hospital"),
 ("How many nights was Senuli in hospital with dengue?", "five (19 to 24 June 2025)"),
 # lists across chats
 ("What pets do we have?", "Bruno, a brown street dog, and Mali, a grey tabby kitten (since October 2025)"),
 ("Which long rides have I done this year?", "40 km to the Victoria Reservoir and back (16 March), a 62 km loop to Hanguranketha (1 June) and the 78 km Kandy to Nuwara Eliya charity ride (27 July 2025)"),
 ("What did we end up seeing in Jaffna?", "Nallur Kovil, the public library, Jaffna Fort, Casuarina beach and Keerimalai springs (Delft and Point Pedro were skipped)"),
 ("Who has left the lab this year?", "Fathima Rizwan (to Ratna Lanka Exports in Colombo, end of June 2025) and Lionel Perera (retired at the end of August 2025)"),
 ("Who have I hired since I became lab manager?", "Ruvini Dassanayake, a gemmologist (from 6 October 2025), and Hasitha Kumara, a lab technician (from 3 November 2025)"),
 # latest value of something that changed
 ("What's my job now?", "laboratory manager at the Kandy Gem Testing Laboratory (since 1 September 2025; before that a gemmologist there)"),
 ("How much rent are we paying now?", "LKR 68,000 a month (Katugastota, fixed for two years)"),
 ("How much do we pay Seetha akka these days?", "LKR 45,000 a month including her bus fare (from November 2025; it was 35,000, then 40,000 from April)"),
 ("What was Dad's most recent HbA1c?", "7.4% (September 2025)"),
 ("Which diabetes medicines is Dad on now?", "metformin 1 g twice a day and sitagliptin 50 mg (gliclazide was stopped after his April hypo)"),
 # yes/no
 ("Did we buy a car in the end?", "No"),
 ("Did Senuli need a platelet transfusion?", "No"),
 ("Did the board approve the new FTIR?", "Yes (the Thermo Fisher Nicolet, LKR 9.8 million, installed July 2025)"),
 ("Did Chamath drum in the Perahera this year?", "Yes (his troupe walked in the last two nights)"),
 # why
 ("Why did I turn down the job in Colombo?", "they wanted me in Colombo four days a week, away from Senuli and Chamath, and three hours from my parents"),
 ("Why didn't I test Dinesh's padparadscha myself?", "he's Chamath's cousin, so it was a conflict of interest (Fathima tested it through normal intake)"),
 ("Why was the charity ride moved from June to July?", "landslide warnings for the Nuwara Eliya district and the A5 near Ramboda in the monsoon rains"),
 ("Why did we call off the Jaffna trip in April?", "Dad was in hospital with low blood sugar (a hypo on 11 April)"),
 # what the assistant recommended
 ("What did you tell me I could give Senuli for the dengue fever?", "paracetamol only, about 15 mg/kg no more than six-hourly; no ibuprofen, aspirin, diclofenac or other NSAIDs"),
 ("What did you advise when Dinesh asked me to certify his stone?", "declare the conflict to Lionel in writing, have another gemmologist test it through normal intake, and give Dinesh no informal opinion"),
 # inference
 ("Would Dad agree to start insulin injections?", "Likely no (he's terrified of needles)"),
 ("Would I take a job that meant living in Colombo during the week?", "Likely no"),
 ("Am I likely to do the 100 km ride to Mahiyangana?", "Likely yes"),
 # not in the archive
 ("What's Seetha akka's surname?", "Not mentioned in my chats"),
 ("Which hospital does Nilmini work at in Dubai?", "Not mentioned in my chats"),
]


def assistant_chats_43_at(folder):
    """The archive of CHATS_102 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a43c", CHATS_102, "claude")


@pytest.fixture(scope="module")
def assistant_chats_43(tmp_path_factory):
    return assistant_chats_43_at(tmp_path_factory.mktemp("assistant43"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_102, "assistant 43")


def test_the_archive_finds_the_padparadscha(assistant_chats_43):
    assert assistant_chats_43.search("padparadscha").results
