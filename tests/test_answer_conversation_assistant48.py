"""A forty-eighth written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind with its questions and gold answers fixed before any run of
`kbsearch answer` on it, and without reading the answer rules. Its questions are read by the
developer only after their first measure. A taxidermist in Akureyri, north Iceland, Ásdís
Kristjánsdóttir, 38, who has her own workshop, Hamskipti, and lives with her partner Gunnar
("Gunni"), a snowplough and road-maintenance driver for the Road Administration, their son Kári
and Snúður, a ginger cat. She chats with Claude from June 2025 to May 2026: pricing her reindeer
mounts before the hunting season and raising them later, a part-time post as a preparator at the
Natural Science Institute that grows from 60% to 80%, a cough from workshop solvents, training on
roller skis and skate skis for the Fossavatn ski marathon (an entry that goes from 25 to 50 km),
a ferry trip to the Faroes called off when their old Land Cruiser blows its head gasket, the car
later sold, her mother's broken wrist on the ice, Christmas with the family and her parents' move
from Húsavík to a flat in Akureyri (a handover that slips), with facts the user updates later (the
workshop rent, her prices, her hours, the race distance, the moving date).
bench/answer_conversations.py asks every question ("assistant 48")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_112 = [
 ("2025-06-08", "Am I charging enough for reindeer mounts?", [
   ("user", "Hi Claude. Some background first: I'm Ásdís, I'm 38 and I'm a taxidermist in Akureyri, in the north of Iceland. I trained for three years with Lars-Erik Holm in Östersund, Sweden, "
            "came home in 2016 and have run my own workshop since 2018. It's called Hamskipti and it's a rented garage unit on Draupnisgata in the industrial area; the rent is 95,000 ISK a month. "
            "Most of my work is reindeer heads for hunters: the reindeer season in East Iceland opens on 15 July for bulls, and from August the hunters start bringing me heads, so my busy time is August to December. "
            "I also do salmon skin mounts for the fishermen on the Laxá and the odd fox. My prices right now: a reindeer shoulder mount is 380,000 ISK, a European mount (cleaned skull and antlers on a board) is 65,000 ISK. "
            "A shoulder mount takes me roughly 55 hours, and the form, glass eyes and tanning materials come to about 70,000 ISK because I import the forms from Sweden. "
            "Six hunters have already booked heads for this season. I have a feeling I'm too cheap. Am I?"),
   ("assistant", "Short answer: very probably, yes. Let's check it with your own numbers rather than a feeling.\n\n"
                 "## 1. What a shoulder mount actually pays you\n"
                 "- Price: 380,000 ISK\n"
                 "- Materials (form, eyes, tanning): about 70,000 ISK\n"
                 "- Left for your time: **310,000 ISK for ~55 hours, so about 5,600 ISK an hour**\n\n"
                 "That figure still has to cover the workshop rent (95,000 ISK a month, or 1,140,000 ISK a year), electricity for the freezers, insurance, tools, your pension contributions and the hours nobody pays for: "
                 "answering hunters, skinning out heads that arrive badly caped, paperwork, cleaning. Once those are spread over the year, your real hourly rate is lower than what many tradespeople charge in Akureyri.\n\n"
                 "## 2. A quick way to set a price\n"
                 "1. **Decide the hourly rate you need** to make a living (for example, what a skilled tradesperson earns plus the overheads of being self-employed).\n"
                 "2. **Add up your yearly overheads** and divide them by the number of mounts you realistically finish in a year.\n"
                 "3. **Price = hours × rate + materials + your share of overheads.**\n"
                 "4. **Sanity-check against the market**: what do the other taxidermists in Iceland, and in Norway and Sweden, charge for a reindeer shoulder mount? Hunters compare.\n\n"
                 "## 3. How to raise prices without losing clients\n"
                 "- **Raise by a clear step, around 10%**, rather than a little every few months. 380,000 to about 420,000 ISK is the kind of step clients accept when it comes with notice.\n"
                 "- **Announce it with a date** (for example on your website and in a message to past clients): 'From 1 January, a shoulder mount is ...'.\n"
                 "- **Honour the bookings you already have** at the old price. The six hunters who have booked should get what they were quoted; that goodwill is worth more than the difference.\n"
                 "- **Take a deposit** of 30 to 50% when a head comes in. It covers your materials and filters out the hunters who never collect.\n"
                 "- **Put the delivery time in writing**, since in a busy season that is what clients complain about most.\n\n"
                 "## 4. Other levers\n"
                 "- A higher price for **rush jobs** or heads that arrive badly caped or spoiled.\n"
                 "- **Storage fees** for finished mounts not collected within, say, three months.\n\n"
                 "I'm not an accountant, so it's worth checking the VAT side with one: if your turnover goes above the threshold you'll need to charge VAT, and that changes the sums again."),
   ("user", "That's sobering, 5,600 an hour. OK: I'll keep 380,000 for this season because of the six bookings, and go to 420,000 from 1 January 2026. Deposit 40% when the head comes in. "
            "Gunni (my partner, he drives a snowplough for Vegagerðin in winter and does road maintenance in summer) says I should have done this two years ago."),
   ("assistant", "That's a solid plan, and Gunni has a point. One small suggestion: write the new price and the date on the booking form you give this season's hunters, so that the ones who come back next year aren't surprised. Good luck with the season.")],
  {"summary": "The user, Ásdís, 38, is a taxidermist in Akureyri, north Iceland; she trained for three years with Lars-Erik Holm in Östersund, Sweden, came home in 2016 and has run her own workshop, Hamskipti, since 2018, in a rented garage unit on Draupnisgata (rent 95,000 ISK a month); "
              "most of her work is reindeer heads for hunters (season from 15 July, busy August to December), plus salmon skin mounts and the odd fox; a reindeer shoulder mount costs 380,000 ISK (about 55 hours, 70,000 ISK of materials) and a European mount 65,000 ISK; six hunters have booked for the 2025 season; "
              "the assistant worked out that she earns about 5,600 ISK an hour before overheads, explained pricing by hours, materials and overheads, and advised a clear rise of about 10% announced with a date, honouring existing bookings, a 30 to 50% deposit and written delivery times, and checking VAT with an accountant; "
              "her partner Gunni drives a snowplough for Vegagerðin in winter and does road maintenance in summer.",
   "decisions": [{"decision": "Keep the shoulder mount at 380,000 ISK for the 2025 season and raise it to 420,000 ISK from 1 January 2026", "rationale": "Six hunters have already booked at the old price"},
                 {"decision": "Take a 40% deposit when a head comes in", "rationale": "Covers materials and filters out clients who never collect"}],
   "discoveries": ["A shoulder mount pays her about 5,600 ISK an hour before overheads"],
   "procedures": [{"name": "Setting a taxidermy price", "steps": ["Decide the hourly rate needed", "Spread yearly overheads over the mounts finished", "Hours × rate + materials + overheads", "Check against other taxidermists"]}],
   "outcomes": ["Six reindeer heads booked for the 2025 season"]}),
 ("2025-06-29", "Roller skis: a summer plan for Fossavatn next April", [
   ("user", "New project. I want to ski the Fossavatn ski marathon in Ísafjörður next spring. I've skied classic at Hlíðarfjall for fun for years on my old Madshus skis, but I've never trained properly, "
            "and everyone says skating is the best training even if you race classic. So I bought skate roller skis on Tuesday for 54,000 ISK. My sister Bryndís (41, she's a midwife at Landspítali in Reykjavík) "
            "is the real athlete in the family: she's running the Laugavegur ultra on 12 July, 55 km from Landmannalaugar to Þórsmörk. She says I'm mad to start with roller skis because they have no brakes. "
            "Can you give me a plan for the summer and autumn? I can train four times a week, but September to December is my busiest time in the workshop."),
   ("assistant", "Fossavatn is a wonderful goal, and starting in June gives you ten months, which is plenty. Bryndís is right about one thing: **roller skis have no brakes**, so safety comes first.\n\n"
                 "## Safety on roller skis\n"
                 "- **Helmet always**, and consider wrist guards and knee pads for the first weeks.\n"
                 "- Start on a **flat, smooth, car-free path**: a closed car park or a quiet cycle path along the fjord is ideal. Avoid downhills until you can snowplough-stop and step-turn confidently.\n"
                 "- **Bright clothing**, and never roller ski on a road in poor light.\n"
                 "- Use **roller ski pole tips** (carbide ferrules); normal snow baskets slip on tarmac.\n\n"
                 "## A rough plan\n"
                 "### July to August: technique and base\n"
                 "1. Two sessions a week of **technique on roller skis**, 30 to 45 minutes, working on balance and weight transfer (V1 and V2).\n"
                 "2. Two sessions a week of **running or hill walking**, easy, 45 to 90 minutes. Your mountains are the best training you have.\n"
                 "3. A **lesson or two** if the ski club runs summer sessions; an hour with a coach saves weeks of bad habits.\n\n"
                 "### September to December: keep it ticking over\n"
                 "Since the workshop is busiest then, aim for **three shorter sessions a week** rather than dropping training completely: one roller ski, one run, one strength session (core, legs, arms for double poling).\n\n"
                 "### From the first snow: ski\n"
                 "Build up to one long session a week (2 to 3 hours by February) plus two shorter ones, and do some sessions **on classic skis** if you race classic.\n\n"
                 "## Before you commit\n"
                 "Decide which distance you want. The long race is a serious day out; a shorter distance in year one is a perfectly respectable way to learn the course and the logistics.\n\n"
                 "Good luck to Bryndís on the 12th!"),
   ("user", "Thanks. The Akureyri ski club (Skíðafélag Akureyrar) has a masters group that starts in November, I'll join that. Meanwhile Kári, my son (he's 10), is at Þór's football school every morning this month, "
            "so I can roller ski on the path along Drottningarbraut at 9 before I go to the workshop."),
   ("assistant", "That's a perfect arrangement: Drottningarbraut's path is flat and long, and a fixed slot while Kári is at football makes it a habit rather than a decision. Joining the masters group in November will make the winter part much easier to keep up.")],
  {"summary": "The user wants to ski the Fossavatn ski marathon in Ísafjörður in spring 2026; she has skied classic for fun at Hlíðarfjall on old Madshus skis and bought skate roller skis for 54,000 ISK; "
              "her sister Bryndís, 41, a midwife at Landspítali in Reykjavík, runs the 55 km Laugavegur ultra on 12 July 2025; "
              "the assistant advised safety first (helmet, flat car-free paths, carbide pole tips, bright clothes) and a plan: technique and base in July and August, three shorter sessions a week in her busy September to December, skiing from the first snow with a long weekly session, and choosing a distance; "
              "she will join the Skíðafélag Akureyrar masters group from November and roller ski on the Drottningarbraut path while her son Kári, 10, is at Þór's football school.",
   "decisions": [{"decision": "Train for Fossavatn 2026 starting on skate roller skis", "rationale": "Skating is good training even for a classic race"},
                 {"decision": "Join the Skíðafélag Akureyrar masters group in November", "rationale": "Coached winter training"}],
   "procedures": [{"name": "Roller ski safety", "steps": ["Helmet always", "Flat car-free path first", "Bright clothing", "Carbide pole tips"]}],
   "outcomes": ["Bought skate roller skis for 54,000 ISK"]}),
 ("2025-07-20", "Packing for the Norræna ferry to the Faroes, and a sister who pulled out", [
   ("user", "Two things. First, Bryndís didn't finish Laugavegur: she pulled out at Emstrur with a calf strain, about 20 km from the end. She's gutted and talking about trying again next year. "
            "How long should she wait before running again? Second, we're going to the Faroe Islands in August! We leave Akureyri on Monday 11 August, drive to Seyðisfjörður, take the Norræna on Tuesday the 12th and we're back in Seyðisfjörður on Tuesday the 19th. "
            "Car plus a cabin for the three of us came to 312,000 ISK return. We're taking our old Land Cruiser, a 2007 120-series with 310,000 km on it; Kári calls it the Beast. "
            "Our neighbour Ragnheiður will feed Snúður, our ginger cat (he's six). What should we pack and what should we check on the car before the drive?"),
   ("assistant", "Sorry to hear about Bryndís; pulling out at Emstrur with a calf strain was the sensible call, even if it doesn't feel like it.\n\n"
                 "## Bryndís's calf\n"
                 "I'm not a doctor or physio, and the right answer depends on how bad the strain is, but in general:\n"
                 "- **A mild strain** often allows easy running after one to three weeks, once she can walk, hop and rise onto her toes without pain.\n"
                 "- **A moderate strain** can take four to eight weeks, and coming back too early is the classic way to turn one injury into a season.\n"
                 "- A **physio assessment** is worth it if she's planning another ultra; calf strains have a habit of recurring without strength work.\n\n"
                 "## Checking the Beast before the trip\n"
                 "A 2007 Land Cruiser with 310,000 km is usually unbreakable, but an 18-year-old car on a long drive deserves a look:\n"
                 "1. **Coolant level and condition, and the radiator hoses.** Overheating is the most common breakdown on long climbs, and the road over Möðrudalsöræfi and down to Seyðisfjörður has plenty.\n"
                 "2. **Oil level** and any leaks.\n"
                 "3. **Tyres and the spare**, including pressures with the car loaded.\n"
                 "4. **Brakes**, especially for the descent into Seyðisfjörður.\n"
                 "5. **Lights** and wipers.\n"
                 "If it hasn't had a service this year, book one now: a garage can spot a weeping hose or a tired water pump in ten minutes.\n\n"
                 "## Packing for the Faroes\n"
                 "- **Layers and proper waterproofs**: the Faroes in August are mild but wet and windy, very like home.\n"
                 "- **Walking boots** for the cliff paths, and binoculars.\n"
                 "- **Seasickness tablets** for the crossing, especially for Kári; the North Atlantic can be lively even in summer.\n"
                 "- **A cabin bag** with what you need overnight, since you can't go down to the car deck during the crossing.\n"
                 "- **Euro or Danish krónur as a back-up**, though cards work almost everywhere.\n"
                 "- Check your **car insurance covers the Faroes** and carry the green card if your insurer requires it.\n\n"
                 "Have a wonderful week!"),
   ("user", "The Beast had a service in March, but I'll ask the garage to look at the hoses. Gunni says a Land Cruiser will outlive us all."),
   ("assistant", "Let's hope he's right! A quick look at the cooling system is cheap insurance either way. Enjoy the Faroes.")],
  {"summary": "The user's sister Bryndís did not finish the Laugavegur ultra on 12 July 2025: she pulled out at Emstrur with a calf strain and may try again in 2026; "
              "the family plans a trip to the Faroe Islands: leaving Akureyri on Monday 11 August 2025, the Norræna ferry from Seyðisfjörður on 12 August, back on 19 August, car and cabin 312,000 ISK return, in their 2007 Land Cruiser 120 with 310,000 km (Kári calls it the Beast); "
              "neighbour Ragnheiður will feed their ginger cat Snúður, six; "
              "the assistant (not a doctor) gave rough return-to-running times for a calf strain and suggested a physio, a pre-trip check of the coolant, hoses, oil, tyres, brakes and lights, and a packing list (waterproofs, boots, seasickness tablets, a cabin bag, insurance green card).",
   "procedures": [{"name": "Checking an old car before a long drive", "steps": ["Coolant and radiator hoses", "Oil level and leaks", "Tyres and spare", "Brakes", "Lights and wipers"]}],
   "outcomes": ["Bryndís pulled out of Laugavegur at Emstrur with a calf strain", "Faroes trip booked for 11 to 19 August 2025 for 312,000 ISK"]}),
 ("2025-08-13", "The Beast blew its head gasket: repair it or replace it?", [
   ("user", "Well. The Land Cruiser will not outlive us all. Last Saturday, driving back from my parents' in Húsavík, the temperature gauge went up at Ljósavatnsskarð and there was white smoke from the exhaust. "
            "We stopped, it was towed to Akureyri, and Siggi at the garage on Óseyri says it's a blown head gasket and a warped cylinder head. Repair: 640,000 ISK, ready in about ten days. "
            "So the Faroes are off: we couldn't get another car in time and Smyril Line only refunded 70% because we cancelled inside the 30 days. "
            "The Beast is worth maybe 900,000 ISK in working order. Is it mad to spend 640,000 on it? We can't really afford a newer car right now, with reindeer heads only just starting to come in (I have nine in the freezer)."),
   ("assistant", "Sorry, that's a miserable way to lose a holiday. Let's separate the emotional part from the numbers.\n\n"
                 "## Repair vs. replace\n"
                 "**The case for repairing (640,000 ISK):**\n"
                 "- You know the car's history. A replacement at a similar price would be someone else's unknown problems.\n"
                 "- The rest of a Land Cruiser 120 (frame, gearbox, four-wheel drive) is often good for a long time if it has been maintained and the chassis isn't rusty.\n"
                 "- A new head gasket and a skimmed or replaced head effectively **reset the weakest part** of the engine.\n"
                 "- It buys you time to replace the car when you can afford it, rather than now, in a hurry.\n\n"
                 "**The case against:**\n"
                 "- 640,000 ISK on a car worth about 900,000 is a big share of its value.\n"
                 "- At 310,000 km, **other things will follow**: water pump, injectors, clutch, and above all rust in the chassis, which is what usually kills old 4x4s in a salty-road country.\n\n"
                 "## Questions to ask Siggi\n"
                 "1. **Why did the gasket go?** If it's a failed water pump or radiator, fix the cause too, or the new gasket will go the same way.\n"
                 "2. **Has he checked for oil in the coolant or coolant in the oil** (a cracked head or block would change everything)?\n"
                 "3. **What's the chassis like?** Ask him to look underneath while it's on the lift. If the frame is badly rusted, don't spend the money.\n"
                 "4. Is there a **warranty** on the repair?\n\n"
                 "If Siggi says the frame is sound and the cause is found, repairing is a reasonable bridge to a planned replacement in a year or two. If he hesitates about the frame, I'd put the 640,000 ISK towards another car instead."),
   ("user", "Siggi looked underneath and said 'some rust, nothing urgent' and the cause was an old radiator, which he'll replace inside the same price. So we're repairing it. "
            "Instead of the Faroes we'll borrow Dad's Skoda and go camping in Ásbyrgi for a few nights from tomorrow. Kári is more excited about Ásbyrgi than he ever was about the ferry."),
   ("assistant", "A sensible decision, and Ásbyrgi in August is hard to beat: the Botnstjörn pond, the walk up Eyjan and the echo rocks at Hljóðaklettar are all great with a ten-year-old. Keep an eye on that 'some rust' at the next inspection, though; it's the thing most likely to decide the Beast's future.")],
  {"summary": "On Saturday 9 August 2025, driving back from her parents' in Húsavík, the Land Cruiser (the Beast) overheated at Ljósavatnsskarð with white smoke; Siggi at the garage on Óseyri found a blown head gasket and a warped cylinder head, caused by an old radiator; repair 640,000 ISK including a new radiator; "
              "the Faroes trip was called off (Smyril Line refunded 70%); the car is worth about 900,000 ISK; she has nine reindeer heads in the freezer; "
              "the assistant weighed repair against replacement, suggested asking why the gasket failed, checking for a cracked head and the chassis rust, and a warranty; "
              "they decided to repair it (Siggi found 'some rust, nothing urgent') and to go camping in Ásbyrgi instead, borrowing her dad's Skoda.",
   "decisions": [{"decision": "Repair the Land Cruiser for 640,000 ISK", "rationale": "The cause (an old radiator) was found and the chassis has only some rust; they can't afford a newer car now"},
                 {"decision": "Cancel the Faroes trip and camp in Ásbyrgi instead", "rationale": "The car broke down two days before they were due to leave"}],
   "discoveries": ["The head gasket failed because of an old radiator"],
   "outcomes": ["Faroes trip called off; 70% refunded", "Nine reindeer heads in the freezer by mid-August"]}),
 ("2025-09-07", "A part-time job offer from the Natural Science Institute", [
   ("user", "I need help thinking something through. The Natural Science Institute (Náttúrufræðistofnun) has an office in Akureyri with the natural history collections, and Guðrún Elva Halldórsdóttir, the head of collections there, "
            "has offered me a 60% post as a preparator: preparing and conserving specimens, study skins, skeletons, some exhibition mounts. It's on the public-sector scale, about 520,000 ISK a month before tax for 60%, "
            "with a pension fund, sick pay and holidays. Start date would be Wednesday 1 October. "
            "The thing is, Hamskipti is my baby. But the income is very seasonal: from August to December I can't keep up, and from February to June I earn almost nothing and live off the autumn. "
            "Last year I had to borrow from Gunni in May. I'm at 12 reindeer heads now and the season runs to 20 September. Can I do both?"),
   ("assistant", "This is a big decision, so let's lay it out. I can't know which you'll be happier with, but I can help you see the trade-offs clearly.\n\n"
                 "## What the post gives you\n"
                 "- **A floor under your income all year**, exactly in the months when Hamskipti earns nothing.\n"
                 "- **Pension contributions and sick pay**, which self-employed people in Iceland often under-provide for themselves.\n"
                 "- **Professional standing**: museum preparation is a different and respected side of your craft, and contacts in the collections world.\n"
                 "- **Colleagues**, which many one-person workshops quietly miss.\n\n"
                 "## What it costs you\n"
                 "- **Time in the busy season.** 60% is three days a week. Twelve-plus reindeer heads at ~55 hours each is roughly 700 hours of work, which on two days a week plus Saturdays is most of a year.\n"
                 "- **Energy**: handling specimens all day and then again in the evening is tiring, and it's the same kind of fine, focused work.\n"
                 "- **Flexibility**: no more dropping everything when a hunter turns up with a head on a Tuesday.\n\n"
                 "## How to make both work\n"
                 "1. **Negotiate the days**: ask whether your 60% can be three full days (say Monday to Wednesday), leaving two weekdays for the workshop.\n"
                 "2. **Be honest with hunters about delivery times**: with the post, a shoulder mount booked in September might be ready in spring rather than by Christmas. Write it on the booking form.\n"
                 "3. **Cap the number of heads** you take next season.\n"
                 "4. **Check for conflicts of interest** with the Institute: private commercial work on the side is usually fine, but ask, especially about protected species.\n"
                 "5. **Give it a trial period** in your head: decide in spring whether the balance works.\n\n"
                 "On what you've told me, the post solves your biggest problem, which is the empty months, without making you give up the workshop."),
   ("user", "I've said yes. Guðrún Elva agreed to Monday to Wednesday, and she says workshop work on the side is fine as long as I don't do protected birds privately. Hamskipti stays open Thursdays, Fridays and Saturdays. "
            "I'll tell this season's hunters their mounts will be ready by May 2026. Oh, and Ásbyrgi was lovely: four nights, Kári shouted at the echo rocks for an hour."),
   ("assistant", "Congratulations, Ásdís! Three full days and a clear rule on protected birds is a good deal. And putting May on the booking form now will save you a lot of awkward conversations in December.")],
  {"summary": "Guðrún Elva Halldórsdóttir, head of collections at the Natural Science Institute's Akureyri office, offered the user a 60% post as a preparator (specimens, study skins, skeletons, exhibition mounts) at about 520,000 ISK a month before tax, with a pension fund and sick pay, from Wednesday 1 October 2025; "
              "her workshop income is very seasonal (overloaded August to December, almost nothing February to June; last year she borrowed from Gunni in May); she has 12 reindeer heads so far and the season runs to 20 September; "
              "the assistant set out the security, pension, sick pay and colleagues against the time and energy in the busy season, and suggested three full days, honest delivery times, a cap on heads, checking conflicts of interest and reviewing in spring; "
              "she accepted: Monday to Wednesday at the Institute, Hamskipti open Thursday to Saturday, no protected birds privately; this season's mounts to be ready by May 2026; the family camped four nights in Ásbyrgi instead of the Faroes.",
   "decisions": [{"decision": "Accept the 60% preparator post at the Natural Science Institute from 1 October 2025 and keep Hamskipti open Thursday to Saturday", "rationale": "A steady income, pension and sick pay, since the workshop earns almost nothing from February to June"},
                 {"decision": "Tell this season's hunters their mounts will be ready by May 2026", "rationale": "Less workshop time with the new post"}],
   "outcomes": ["Camped four nights in Ásbyrgi in August 2025 instead of the Faroes", "12 reindeer heads booked by 7 September 2025"]}),
 ("2025-10-12", "First weeks as a preparator, and helping Kári practise the trumpet", [
   ("user", "Update: I started at the Institute on 1 October and I love it. My first job is re-cataloguing the bird study skins, about 2,300 of them, some from the 1950s with labels in pencil, into the new collections database. "
            "And on Thursday a white-beaked dolphin that stranded in Eyjafjörður came in, so I'll be preparing its skeleton over the winter. The reindeer season ended on 20 September with 14 heads in total, so Hamskipti is full until spring. "
            "My question is about Kári, though: he started trumpet at the Akureyri music school (Tónlistarskólinn á Akureyri) in September, and practising is a daily battle. He's supposed to do 20 minutes a day. How do I help without nagging?"),
   ("assistant", "Congratulations on the new job; a 1950s study skin collection with pencil labels sounds like a preparator's dream and a cataloguer's puzzle.\n\n"
                 "As for the trumpet, practice battles at ten are completely normal, especially in the first term when it mostly sounds like an elephant. Some things that help many families:\n\n"
                 "## Make it a routine, not a decision\n"
                 "1. **Same time every day**, attached to something that already happens: straight after school snack, or before screen time. Kids argue less about things that are simply 'what happens at 4'.\n"
                 "2. **Shorter is fine.** Two sessions of 10 minutes often go better than one of 20 for a beginner's lips, which tire fast on a brass instrument.\n\n"
                 "## Give each session a goal\n"
                 "- Ask the teacher for **three specific things per week** (a scale, a piece, a tricky bar) and write them on a card on the music stand.\n"
                 "- 'Play the first line three times without a split note' is more motivating than '20 minutes'.\n\n"
                 "## Make it social\n"
                 "- **An audience**: a weekly two-minute 'concert' for you, Gunni, or grandparents on a video call.\n"
                 "- **Play along** with recordings of tunes he actually likes; many beginner books come with backing tracks.\n"
                 "- Ask the music school about **a band or ensemble**: brass players often find their motivation in a group.\n\n"
                 "## What to avoid\n"
                 "- Practice as a **punishment** or as the price of screen time every single day, which turns it into a chore.\n"
                 "- Correcting every note yourself: leave the teaching to the teacher, and just notice effort.\n\n"
                 "If the battle is still daily by Christmas, talk to his teacher: sometimes the piece is too hard, or the mouthpiece doesn't suit him."),
   ("user", "The video concert for Mum and Dad in Húsavík is a great idea, Dad will love it: he played the tuba in the Húsavík brass band when he was young, before he went to sea as a trawler engineer."),
   ("assistant", "Then Kári has a grandfather who knows exactly how an elephant-noise first term sounds! A weekly Sunday concert for his afi might do more for his practice than any chart.")],
  {"summary": "The user started at the Natural Science Institute on Wednesday 1 October 2025; her first job is re-cataloguing about 2,300 bird study skins (some from the 1950s) into the collections database, and a white-beaked dolphin that stranded in Eyjafjörður came in for her to prepare its skeleton over the winter; "
              "the reindeer season ended on 20 September 2025 with 14 heads, so Hamskipti is full until spring; her son Kári started trumpet at Tónlistarskólinn á Akureyri in September and is meant to practise 20 minutes a day; "
              "the assistant suggested a fixed time, shorter sessions, three weekly goals from the teacher, a weekly concert, playing along, an ensemble, and not using practice as punishment; "
              "her father played the tuba in the Húsavík brass band when young, before going to sea as a trawler engineer; Kári will give weekly video concerts to his grandparents.",
   "procedures": [{"name": "Helping a child practise an instrument", "steps": ["Same time every day", "Two short sessions", "Three weekly goals on a card", "A weekly concert", "Play along with recordings", "Join an ensemble"]}],
   "outcomes": ["Reindeer season ended with 14 heads", "Started at the Institute on 1 October 2025"]}),
 ("2025-10-26", "A cough that won't go away: is it my workshop?", [
   ("user", "I've had a dry cough for about five weeks. It's worse on my workshop days (Thursday to Saturday) and better on Sundays and at the Institute. "
            "In the workshop I degrease skins with a solvent degreaser, I use borax powder on the skins, and I tan with a commercial tanning agent. Since it got cold I keep the garage door shut, and there's no real ventilation. "
            "I don't smoke and I've never had asthma. Should I be worried? I really can't afford to stop working with 14 heads waiting."),
   ("assistant", "As an AI I can't diagnose you, and a cough lasting more than three weeks is worth a visit to your GP whatever the cause. But the pattern you describe, worse on workshop days and better away from it, "
                 "is exactly what doctors look for when they suspect something at work, so it's worth taking seriously now.\n\n"
                 "## See your GP\n"
                 "- Tell them precisely what you use: **solvent degreaser (bring the product name and safety data sheet), borax powder and the tanning agent**, and that the cough improves on days off.\n"
                 "- Ask about a **spirometry test** (a breathing test) to check for asthma, including occupational asthma, and whether it should be repeated before and after a workshop day.\n"
                 "- Go sooner, or urgently, if you get **wheezing, breathlessness, chest pain, fever or blood** in what you cough up.\n\n"
                 "## Protect your lungs in the meantime\n"
                 "1. **A proper respirator**, not a dust mask: a **half-mask with combined A2P3 filters** (A for organic vapours like solvents, P3 for fine dust such as borax). It must fit: a beard or a poor seal makes it useless. Change the filters as the maker says.\n"
                 "2. **Ventilation at the source**: an extraction fan over the bench where you degrease, ducted outside, does more than opening the door, and keeps the heat in better than working in a draught.\n"
                 "3. **Substitute the worst product**: there are **water-based degreasers** for taxidermy and tanning. Replacing the solvent removes the problem instead of filtering it.\n"
                 "4. **Handle borax damp**: apply it without making clouds, and never dry-sweep it; wipe or vacuum with a HEPA vacuum.\n"
                 "5. **Keep lids on**, don't eat or drink in the workshop, and store solvents in a ventilated cabinet.\n\n"
                 "Substitution, then ventilation, then the respirator is the usual order of priorities in occupational health, but since the respirator is the quickest to get, start with that while you sort the rest."),
   ("user", "I've booked Dr. Halldóra Jónsdóttir at Heilsugæslan on Thursday the 30th, and I've ordered a 3M half-mask with A2P3 filters, 14,500 ISK. Bryndís the midwife says I'm an idiot for working in a closed garage with solvents, which is fair."),
   ("assistant", "Good, the GP visit and the mask are the two right first steps. Take the product names to Dr. Halldóra, and if she sends you for spirometry, try to note how you feel on the day. Sisters are often right, annoyingly.")],
  {"summary": "The user has had a dry cough for about five weeks, worse on her workshop days (Thursday to Saturday) and better on Sundays and at the Institute; she uses a solvent degreaser, borax powder and a tanning agent in a closed garage with no real ventilation; she doesn't smoke and has no asthma; "
              "the assistant (an AI, not able to diagnose) said a cough over three weeks needs a GP, and to bring the product names and ask about spirometry; red flags need urgent care; "
              "it recommended a half-mask respirator with A2P3 filters, an extraction fan over the degreasing bench, replacing the solvent with a water-based degreaser, handling borax damp and never dry-sweeping it, and no eating in the workshop; "
              "she booked Dr. Halldóra Jónsdóttir at Heilsugæslan Akureyri for Thursday 30 October 2025 and ordered a 3M half-mask with A2P3 filters for 14,500 ISK.",
   "decisions": [{"decision": "See Dr. Halldóra Jónsdóttir on 30 October 2025 about the cough", "rationale": "A cough of five weeks that is worse on workshop days"},
                 {"decision": "Wear a 3M half-mask respirator with A2P3 filters in the workshop", "rationale": "Protects against solvent vapour and borax dust while she sorts the ventilation"}],
   "procedures": [{"name": "Protecting the lungs in a taxidermy workshop", "steps": ["Replace the solvent degreaser with a water-based one", "Extraction fan over the bench, ducted outside", "Half-mask with A2P3 filters", "Handle borax damp, never dry-sweep", "No eating or drinking in the workshop"]}]}),
 ("2025-11-16", "Spirometry was normal; skate skis and a race entry", [
   ("user", "Good news: the spirometry on Monday 3 November was normal. Dr. Halldóra says it's not asthma, it's irritation from the solvent fumes, and if I fix the workshop it should settle. "
            "So Gunni fitted an extraction fan over the fleshing bench last weekend (38,000 ISK, ducted through the wall) and I've switched to a water-based degreaser. With the mask, the cough is almost gone. "
            "Now skiing: I've joined the Skíðafélag Akureyrar masters group, Tuesdays and Thursdays at 19:00 on the lit trail in Kjarnaskógur, and I bought Fischer skate skis for 89,900 ISK. "
            "And I've entered Fossavatn: the 25 km, on Saturday 18 April 2026. I was in Reykjavík on the 12th and 13th for a collections workshop at the Institute's headquarters in Garðabær and had dinner with Bryndís, who says 25 is the sensible choice. "
            "How should I structure the winter so I arrive in April in good shape?"),
   ("assistant", "That's a great result on every front: a normal spirometry, a fixed workshop and a race on the calendar.\n\n"
                 "## Winter plan to 18 April\n"
                 "You have about 22 weeks. A simple structure:\n\n"
                 "### November to December: base (6 to 7 weeks)\n"
                 "- **Two club sessions** (Tuesday and Thursday) for technique.\n"
                 "- **One longer easy session** at the weekend, building from 60 to 90 minutes.\n"
                 "- Keep one **strength session** a week; your workshop hours make this the one to protect.\n\n"
                 "### January to February: build (8 weeks)\n"
                 "- Long session grows to **2 to 2.5 hours**, mostly on classic skis since the race is classic technique.\n"
                 "- One session a week with **intervals**, e.g. 4 × 6 minutes hard on a climb at Hlíðarfjall.\n"
                 "- Every fourth week, **ease off** to let the body absorb the training.\n\n"
                 "### March to early April: specific (5 to 6 weeks)\n"
                 "- A couple of sessions **at or longer than race distance**, at race effort in the middle part.\n"
                 "- **Practise eating and drinking** while skiing: sports drink and a gel or a snack every 30 to 40 minutes.\n"
                 "- **Waxing**: learn grip wax for different snow, or arrange for your skis to be waxed for the day.\n\n"
                 "### The last 10 days: taper\n"
                 "Cut the volume by about half, keep a little intensity, sleep, and don't try anything new.\n\n"
                 "Since your busiest workshop months overlap with the base phase, remember the rule from the summer: three shorter sessions beat none."),
   ("user", "Perfect. My classic skis are the old Madshus ones; the club waxes for members before races, so that's sorted."),
   ("assistant", "Then you're in good shape. Make sure you do plenty of long sessions on the Madshus skis from January, so your classic legs are ready for the race.")],
  {"summary": "The user's spirometry on Monday 3 November 2025 was normal: Dr. Halldóra says it is not asthma but irritation from the solvent fumes; Gunni fitted an extraction fan over the fleshing bench (38,000 ISK, ducted through the wall) and she switched to a water-based degreaser; with the mask the cough is almost gone; "
              "she joined the Skíðafélag Akureyrar masters group (Tuesdays and Thursdays at 19:00 on the lit trail in Kjarnaskógur), bought Fischer skate skis for 89,900 ISK and entered the Fossavatn 25 km on Saturday 18 April 2026; "
              "she was in Reykjavík on 12 and 13 November 2025 for a collections workshop at the Institute's headquarters in Garðabær and had dinner with Bryndís; "
              "the assistant gave a 22-week plan: base in November and December, build in January and February with long classic sessions and intervals, race-specific work and feeding practice in March, a 10-day taper; the club waxes members' skis before races.",
   "decisions": [{"decision": "Enter the Fossavatn 25 km on 18 April 2026", "rationale": "Bryndís says it is the sensible choice for a first year"},
                 {"decision": "Switch to a water-based degreaser and fit an extraction fan over the fleshing bench", "rationale": "The cough was irritation from solvent fumes"}],
   "discoveries": ["The cough is not asthma: the spirometry was normal and the cause is irritation from solvent fumes"],
   "outcomes": ["Cough almost gone", "Bought Fischer skate skis for 89,900 ISK"]}),
 ("2025-12-10", "Mum broke her wrist on the ice", [
   ("user", "Bad week. On Sunday my mum, Sigríður (67, a retired school cook), slipped on the ice outside the Kjörbúðin shop in Húsavík and broke her right wrist. It was displaced, so the ambulance brought her to Sjúkrahúsið á Akureyri, "
            "and yesterday they operated and put a plate in. She'll be in a splint for about six weeks and then physio. She's right-handed, so she can't cook, drive or do her hair, and Dad (he's 70) is hopeless in a kitchen. "
            "We've decided Christmas will be at our house in Akureyri this year instead of at theirs in Húsavík: Mum and Dad, Bryndís and her husband Stefán (he flies for Icelandair) are coming, and Gunni's sister Þóra, who runs a guesthouse at Mývatn, with her black Labrador Tinna. "
            "Gunni is on standby for the snowplough on Öxnadalsheiði from the 24th to the 26th, as usual. How do I make this easy for Mum, and how do we stop her falling again?"),
   ("assistant", "I'm sorry, Ásdís; a broken wrist at 67 is painful and, for someone who has always been the one doing the cooking, very frustrating. Here are some ideas for the next weeks and for the longer term. I'm not a doctor, so her team's instructions come first.\n\n"
                 "## While her wrist heals\n"
                 "- **Swelling:** keeping the hand raised above the heart and moving the fingers often, as her team will probably tell her, helps a lot in the first week or two.\n"
                 "- **One-handed living:** an electric can opener, pump dispensers, pre-cut vegetables, a non-slip mat under plates, slip-on shoes, front-opening clothes. Dry shampoo or a weekly hairdresser visit for her hair.\n"
                 "- **Dad in the kitchen:** this might be his moment. A few simple dishes Mum can talk him through, or a batch of frozen meals from you and Bryndís, so he isn't starting from nothing.\n"
                 "- **Physio:** start it as soon as the team allows; wrist stiffness is the usual long-term complaint, and the exercises matter.\n\n"
                 "## Christmas at yours\n"
                 "- Give Mum a **job she can do one-handed and sitting down**, like decorating the laufabrauð or being in charge of the music: feeling useful will matter to her.\n"
                 "- With a cat and a Labrador in the same house, plan **a room Snúður can retreat to**, with his litter tray, food and water, and let them meet only on his terms.\n\n"
                 "## Preventing another fall\n"
                 "1. **Ice cleats** (mannbroddar) on her outdoor shoes all winter; they make a real difference in Icelandic winters.\n"
                 "2. **Grit or salt** on their steps and path, and good outside lighting.\n"
                 "3. **Ask about a bone density scan**: a wrist fracture from a simple fall at 67 is often the first sign of osteoporosis, and treating it early prevents a hip fracture later.\n"
                 "4. **Balance and strength**: classes for older adults, or tai chi, reduce falls.\n"
                 "5. **Eyesight and medication review**, since dizziness or poor vision cause many falls."),
   ("user", "Good point about the bone scan, I'll tell Bryndís to push for it, she's better at pushing doctors than me. Their house in Húsavík has eleven steep steps up to the front door, which I've been worried about for years."),
   ("assistant", "Eleven steep steps in a north Iceland winter is a real risk. A solid handrail on both sides is the quick fix; in the longer run it may be worth a gentle conversation about how long the house will suit them.")],
  {"summary": "On Sunday 7 December 2025 the user's mother Sigríður, 67, a retired school cook, slipped on the ice outside the Kjörbúðin shop in Húsavík and broke her right wrist (displaced); she was taken to Sjúkrahúsið á Akureyri and operated on with a plate on 9 December 2025; about six weeks in a splint, then physio; "
              "her father is 70; Christmas 2025 will be at the user's house in Akureyri: her parents, Bryndís and her husband Stefán (an Icelandair pilot), and Gunni's sister Þóra, who runs a guesthouse at Mývatn, with her black Labrador Tinna; Gunni is on snowplough standby on Öxnadalsheiði from 24 to 26 December; "
              "the assistant (not a doctor) suggested raising the hand, one-handed aids, Dad cooking, early physio, a one-handed job for Mum at Christmas, a retreat room for Snúður, and to prevent falls: ice cleats, grit, a bone density scan, balance classes and a review of eyesight and medication; "
              "the Húsavík house has eleven steep steps to the front door.",
   "decisions": [{"decision": "Host Christmas 2025 in Akureyri instead of Húsavík", "rationale": "Mum broke her wrist and can't cook"}],
   "procedures": [{"name": "Preventing another fall", "steps": ["Ice cleats on outdoor shoes", "Grit and lighting on the steps", "Bone density scan", "Balance and strength classes", "Eyesight and medication review"]}],
   "outcomes": ["Mum's right wrist plated at Sjúkrahúsið á Akureyri on 9 December 2025"]}),
 ("2026-01-11", "New year, new rent, and the Beast fails its inspection", [
   ("user", "Happy new year! Christmas went well apart from the animals: Snúður took one look at Tinna, went up on top of the wardrobe in our bedroom and hissed at anyone who came near for two days. Tinna just wanted to be friends. "
            "Mum managed to do the laufabrauð one-handed and Dad made the hangikjöt under her orders. Gunni was called out on the 25th for eleven hours. "
            "Now money. My landlord put the workshop rent up from 95,000 to 110,000 ISK a month from 1 January, because of the property tax and the index. My new prices also started on 1 January: 420,000 ISK for a shoulder mount and 70,000 for a European mount. "
            "And on Tuesday the Beast failed its inspection: Siggi's 'some rust' is now rust through the chassis frame, and we have a month to fix it. Siggi quotes 900,000 ISK for the frame. "
            "Gunni gave me a Garmin Forerunner 165 for Christmas for the skiing, so at least I can measure how slow I am. What should we do about the car?"),
   ("assistant", "Happy new year! Two days on top of the wardrobe is a very cat way of making his views known.\n\n"
                 "## The Land Cruiser\n"
                 "With the numbers you have, this one is fairly clear:\n"
                 "- **Frame repair: 900,000 ISK**, on a car that was worth about 900,000 in working order and now can't pass inspection.\n"
                 "- You've already put **640,000 ISK** into the engine in August. That money is gone either way; it shouldn't make you spend more (it's a classic sunk cost).\n"
                 "- Chassis rust rarely stops at what the garage can see. A frame repair often uncovers more.\n\n"
                 "I'd **not repair it**. Options:\n"
                 "1. **Sell it as it is** to someone who wants it for parts or for farm use off public roads. Old Land Cruisers have a loyal market; the new engine and radiator will add value for a buyer who can weld.\n"
                 "2. **Replace it** with something newer, planned around your real needs: winter driving, Gunni's shifts, trips to Húsavík, skis and, for you, the occasional reindeer head in the back.\n\n"
                 "## The rent and your prices\n"
                 "The timing worked out: the rent rises by 15,000 ISK a month (180,000 a year), and the rise from 380,000 to 420,000 on a shoulder mount covers that with about five mounts. "
                 "Check with your accountant whether the rent rise is fully deductible for Hamskipti, which it normally is for business premises.\n\n"
                 "Enjoy the Garmin, and be kind to yourself about the numbers it shows for the first few weeks."),
   ("user", "I think we'll sell it. A farmer in Eyjafjörður has already asked about it. Mum and Dad have also started saying, half-joking, that maybe they should move to Akureyri. Dad says he'd never give up his boat though."),
   ("assistant", "That sounds right for the Beast. As for your parents, 'half-joking' after a fall and a Christmas away from those eleven steps is often how that conversation starts. If they bring it up again, it might be worth taking it seriously.")],
  {"summary": "At Christmas 2025 the user's cat Snúður hid on top of the wardrobe and hissed for two days because of Þóra's Labrador Tinna; Mum did the laufabrauð one-handed and Dad made the hangikjöt; Gunni was called out for eleven hours on 25 December; "
              "the workshop rent went up from 95,000 to 110,000 ISK a month from 1 January 2026 (property tax and indexation); her new prices started on 1 January 2026: 420,000 ISK for a shoulder mount and 70,000 ISK for a European mount; "
              "on Tuesday 6 January 2026 the Land Cruiser failed its inspection with rust through the chassis frame; Siggi quoted 900,000 ISK; Gunni gave her a Garmin Forerunner 165 for Christmas; "
              "the assistant advised not repairing it (the 640,000 ISK engine repair is a sunk cost; frame rust spreads) and selling it for parts or farm use, then replacing it; her price rise covers the rent rise; "
              "they will sell it (a farmer in Eyjafjörður is interested); her parents are half-joking about moving to Akureyri, but Dad says he'd never give up his boat.",
   "decisions": [{"decision": "Sell the Land Cruiser rather than repair the frame", "rationale": "Rust through the chassis frame failed the inspection and the 900,000 ISK repair equals the car's value"}],
   "discoveries": ["Snúður hides from dogs: two days on top of the wardrobe when Tinna came for Christmas"],
   "outcomes": ["Workshop rent 110,000 ISK a month from 1 January 2026", "Shoulder mount 420,000 ISK and European mount 70,000 ISK from 1 January 2026", "The Beast failed its inspection on 6 January 2026"]}),
 ("2026-02-01", "Replacing the Land Cruiser, and Kári's 11th birthday", [
   ("user", "We sold the Beast to the farmer in Eyjafjörður for 450,000 ISK, new engine and all. Now we're choosing a replacement and we're down to two: a 2021 Toyota RAV4 plug-in hybrid with 62,000 km for 5,890,000 ISK, "
            "or a 2019 Mitsubishi Outlander PHEV with 98,000 km for 4,300,000 ISK. We need four-wheel drive, we drive Akureyri to Húsavík a lot (about 75 km each way), and I carry skis and sometimes a reindeer head. "
            "Also Kári turns 11 on Saturday 14 February and wants a party at home with eight boys from his class, which terrifies me. One thing at a time: which car?"),
   ("assistant", "Both are sensible choices for north Iceland; here's how they compare on what you've told me.\n\n"
                 "## Toyota RAV4 plug-in hybrid (2021, 62,000 km, 5,890,000 ISK)\n"
                 "- **Electric range** of roughly 60 to 75 km in mild weather; less in an Akureyri winter, perhaps 40 to 50 km. Your Húsavík trips would be partly on petrol either way.\n"
                 "- Strong **reliability record** and a good Toyota dealer network in Akureyri.\n"
                 "- **Lower mileage and newer**, and likely some of the manufacturer's battery warranty left: check the dates.\n"
                 "- **1.6 million ISK more.**\n\n"
                 "## Mitsubishi Outlander PHEV (2019, 98,000 km, 4,300,000 ISK)\n"
                 "- Older battery technology with a **shorter electric range** (often 30 to 40 km in winter), and batteries lose capacity with age: ask for a **battery health report**.\n"
                 "- Very popular in Iceland, so parts and mechanics who know it are easy to find.\n"
                 "- **Cheaper to buy**, which leaves money for good winter tyres.\n\n"
                 "## What I'd check on either\n"
                 "1. **Battery state of health** in writing.\n"
                 "2. **Service history** and any recalls done.\n"
                 "3. **Underneath**: after the Beast, you know to look for rust.\n"
                 "4. **Winter tyres** included, and whether studded.\n"
                 "5. A **test drive** up towards Vaðlaheiði, loaded, to feel the petrol engine when the battery is empty.\n\n"
                 "If the budget allows it, the RAV4's lower mileage and stronger battery make it the safer long-term buy. If you'd rather keep 1.6 million in the bank, the Outlander is a good car provided the battery report is decent.\n\n"
                 "And for the birthday: eight eleven-year-olds is survivable with a plan. Ask me when you get to it!"),
   ("user", "The Outlander's battery report came back at 71%, so we bought the RAV4 yesterday. Grey, studded tyres, and the battery warranty runs to 2029. The party will be pizza and a trumpet performance by the birthday boy, whether the guests like it or not."),
   ("assistant", "A good buy, and 71% would have meant a noticeably shorter winter range on the Outlander. Enjoy the RAV4, and good luck to the guests at the trumpet recital.")],
  {"summary": "The user sold the Land Cruiser to a farmer in Eyjafjörður for 450,000 ISK; replacement options were a 2021 Toyota RAV4 plug-in hybrid (62,000 km, 5,890,000 ISK) and a 2019 Mitsubishi Outlander PHEV (98,000 km, 4,300,000 ISK); they need four-wheel drive, drive Akureyri to Húsavík often (about 75 km each way) and carry skis and reindeer heads; "
              "the assistant compared winter electric range, reliability, battery warranty and price, and advised checking battery health, service history, rust, winter tyres and a loaded test drive; "
              "the Outlander's battery report was 71%, so on 31 January 2026 they bought the grey RAV4 with studded tyres (battery warranty to 2029); "
              "Kári turns 11 on Saturday 14 February 2026 and will have a party at home with eight boys from his class, pizza and a trumpet performance.",
   "decisions": [{"decision": "Buy the 2021 Toyota RAV4 plug-in hybrid for 5,890,000 ISK", "rationale": "The Outlander's battery health was only 71%; the RAV4 has lower mileage and battery warranty to 2029"},
                 {"decision": "Sell the Land Cruiser to a farmer in Eyjafjörður for 450,000 ISK", "rationale": "It failed its inspection with chassis rust"}],
   "procedures": [{"name": "Checking a used plug-in hybrid", "steps": ["Battery state of health in writing", "Service history and recalls", "Rust underneath", "Winter tyres", "Loaded test drive"]}],
   "outcomes": ["Bought the RAV4 on 31 January 2026", "Kári's 11th birthday party on 14 February 2026"]}),
 ("2026-02-22", "Helping Mum and Dad find a flat in Akureyri", [
   ("user", "It's happening: Mum and Dad have decided to sell the house in Húsavík and move to Akureyri. Since Mum's fall they're both nervous about the ice and those eleven steps, the garden is too big for Dad now, "
            "they want to be near us and Kári, and near the hospital. Mum's wrist is out of the splint and she's doing physio at SAk twice a week. Dad is grumbling but agreed, on one condition: his boat Sæunn stays in Húsavík harbour, "
            "and he'll drive over to fish from it in summer. He said he'd sell his Skoda before he sold that boat. "
            "They've seen two flats. One is a ground-floor flat in Naustahverfi, lovely, 64.9 million ISK, but a long way from the town centre and the bus is infrequent. The other is on Skarðshlíð, 52 million, but on the third floor with no lift, so that's out. "
            "Next Saturday they're seeing one on Hrafnagilsstræti. What should they look for, as people in their late sixties and seventy?"),
   ("assistant", "That's a big step for them, and it sounds like they've reached it for the right reasons. Here's a checklist for the Hrafnagilsstræti viewing and any others, with an eye on the next twenty years rather than the next two.\n\n"
                 "## Access\n"
                 "1. **Ground floor or a lift**: you've already ruled out Skarðshlíð for this, rightly.\n"
                 "2. **The path from the car to the door**: steps, slopes, and whether the housing association (húsfélag) clears snow and grits.\n"
                 "3. **A walk-in shower** or one that can be converted, rather than a bath.\n"
                 "4. **Door widths and thresholds**, in case of a walker or wheelchair one day.\n\n"
                 "## Location\n"
                 "- **Walking distance** to a shop, the health centre and a bus stop. Hrafnagilsstræti is close to the centre and the swimming pool, which matters more the older they get.\n"
                 "- **Parking** for Dad's car, since he'll be driving to Húsavík.\n\n"
                 "## The building\n"
                 "- Ask the húsfélag for **minutes of recent meetings**: planned works (roof, windows, facade) and the **repair fund**. A big bill in two years is common in older blocks.\n"
                 "- Monthly **common charges** and what they include (heating, snow clearing, cleaning).\n"
                 "- **Storage** for Dad's fishing gear.\n\n"
                 "## The sale in Húsavík\n"
                 "- Sell and buy in a coordinated way: agree a **handover date** on the new flat that gives them time to sell, or make the purchase conditional on the sale.\n"
                 "- A good estate agent (fasteignasali) will advise on the order; in a small market like Húsavík, sales can take a few months.\n\n"
                 "And let Dad choose something that's his: a good parking space, a storeroom for the gear, a window with a view of the fjord. It will make the move easier for him."),
   ("user", "Love the idea of letting Dad choose something. The Hrafnagilsstræti flat has a storeroom in the basement, so we'll sell it to him as the 'boat shed'."),
   ("assistant", "A 'boat shed' in the basement is a perfect way to put it. Good luck on Saturday.")],
  {"summary": "The user's parents decided to sell their house in Húsavík and move to Akureyri: since Mum's fall they are nervous about the ice and the eleven steps, the garden is too big for Dad, and they want to be near the family, Kári and the hospital; Mum's wrist is out of the splint and she has physio at SAk twice a week; "
              "Dad's condition is that his boat Sæunn stays in Húsavík harbour (he said he'd sell his Skoda before the boat); flats seen: a ground-floor flat in Naustahverfi for 64.9 million ISK (far from the centre, infrequent bus) and a third-floor flat without a lift on Skarðshlíð for 52 million ISK (ruled out); they will see a flat on Hrafnagilsstræti on Saturday 28 February 2026; "
              "the assistant gave a checklist: ground floor or lift, the path and snow clearing, a walk-in shower, door widths, walking distance to shops, health centre and bus, parking, the húsfélag minutes and repair fund, common charges, storage, coordinating the sale and purchase, and letting Dad choose something of his own; "
              "the Hrafnagilsstræti flat has a basement storeroom, to be Dad's 'boat shed'.",
   "decisions": [{"decision": "Her parents will sell the Húsavík house and move to Akureyri", "rationale": "Mum's fall, the ice and the steps, a garden too big for Dad, and to be near the family and the hospital"},
                 {"decision": "Dad keeps his boat Sæunn in Húsavík harbour", "rationale": "His condition for agreeing to the move"}],
   "procedures": [{"name": "Viewing a flat for older parents", "steps": ["Ground floor or a lift", "Path, snow clearing and gritting", "Walk-in shower", "Door widths", "Walking distance to shops, health centre and bus", "Húsfélag minutes and repair fund", "Coordinate sale and purchase"]}],
   "outcomes": ["Skarðshlíð flat ruled out (third floor, no lift)"]}),
 ("2026-03-15", "Going to 80% at the Institute, and switching to the 50 km", [
   ("user", "Lots of news. First, Guðrún Elva asked me to go up to 80% from 1 March, because the Institute got a grant for a new exhibition in Akureyri and I'm to mount the centrepiece: a gyrfalcon that was found dead under a power line near Mývatn. "
            "I said yes. So now it's Monday to Thursday at the Institute and Hamskipti only on Fridays and Saturdays. I've finished 9 of my 14 reindeer heads. "
            "Second, Mum and Dad loved Hrafnagilsstræti: ground floor, a lift for visitors, two minutes from the pool. Their offer was accepted, and they take over the flat on 1 May. The Húsavík house has a buyer too. "
            "Third: on Saturday the 7th I did a 42 km classic session at Hlíðarfjall and felt strong the whole way, and Jóhann, our club coach, said I should do the full 50 km at Fossavatn instead of the 25. I've switched my entry (6,000 ISK extra). "
            "Is that reckless, five weeks out? And how on earth do I finish five reindeer heads by May with only two days a week?"),
   ("assistant", "Congratulations on all three! Let's take the two questions in turn.\n\n"
                 "## Is the 50 km reckless?\n"
                 "Not on what you describe. The best predictor of finishing a long ski race is having done **a session close to race distance comfortably**, and a strong 42 km five weeks out is just that. Some points:\n"
                 "- **Don't add volume now**: the fitness for 18 April is mostly already built. One more long session (3 to 3.5 hours) in the next two weeks, then taper.\n"
                 "- **Pace the first half easy.** The commonest mistake in a first 50 km is racing the first 20.\n"
                 "- **Feeding**: at the 50 km distance, eat and drink at every station, whether you feel like it or not.\n"
                 "- **Cut-off times**: check the race's time limits at the checkpoints so you know your margin.\n\n"
                 "## Five reindeer heads by May on two days a week\n"
                 "Five shoulder mounts at ~55 hours is about 275 hours. On Fridays and Saturdays that's roughly 17 weeks, so **May isn't realistic** for all of them. Options:\n"
                 "1. **Tell the five hunters now**, honestly, with a new date (say, July). Most clients accept a delay announced early; they don't accept one discovered on collection day.\n"
                 "2. **Batch the work**: do all five capes' finishing steps together rather than one head at a time.\n"
                 "3. **Offer a small goodwill gesture** (free delivery, a discount on next season's European mount) to the ones who mind most.\n"
                 "4. **For next season, cap bookings** to what two days a week can handle: perhaps six or seven heads.\n\n"
                 "Your working life has changed a lot since June; it's worth letting Hamskipti's size change with it."),
   ("user", "You're right about May. I'll write to the five hunters tonight with 15 July as the new date and free delivery. And next season I'll take eight heads at most."),
   ("assistant", "That's fair to them and to you. Good luck with the gyrfalcon, and with the taper.")],
  {"summary": "From 1 March 2026 the user works 80% at the Natural Science Institute (Monday to Thursday) because of a grant for a new exhibition in Akureyri; she will mount its centrepiece, a gyrfalcon found dead under a power line near Mývatn; Hamskipti is now open only on Fridays and Saturdays; she has finished 9 of her 14 reindeer heads; "
              "her parents' offer on the ground-floor flat on Hrafnagilsstræti (lift, two minutes from the pool) was accepted, with handover on 1 May 2026, and the Húsavík house has a buyer; "
              "on Saturday 7 March 2026 she skied 42 km classic at Hlíðarfjall feeling strong, and on coach Jóhann's advice switched her Fossavatn entry from 25 km to 50 km (6,000 ISK extra); "
              "the assistant said the switch is reasonable (no extra volume, easy first half, eat at every station, check cut-offs) and that five heads at ~55 hours on two days a week won't be done by May, so tell the hunters early, batch the work, offer a gesture and cap next season's bookings; "
              "she will give the five hunters 15 July 2026 as the new date with free delivery and take at most eight heads next season.",
   "decisions": [{"decision": "Go up to 80% at the Institute from 1 March 2026", "rationale": "A grant for a new exhibition whose centrepiece, a gyrfalcon, she will mount"},
                 {"decision": "Switch the Fossavatn entry from 25 km to 50 km", "rationale": "A strong 42 km session on 7 March and her coach Jóhann's advice"},
                 {"decision": "Move the last five reindeer mounts to 15 July 2026 with free delivery, and take at most eight heads next season", "rationale": "Only two workshop days a week"}],
   "outcomes": ["Parents' offer on the Hrafnagilsstræti flat accepted; handover 1 May 2026", "9 of 14 reindeer heads finished"]}),
 ("2026-04-26", "Fossavatn done: recovery, and a moving date that slips", [
   ("user", "I DID IT. Saturday before last, 50 km at Fossavatn in 3:41:12. The first 30 km were glorious, the last climb was hell, and I cried at the finish in Ísafjörður. Gunni and Kári drove over with me and we stayed two nights at a guesthouse in town; "
            "Ragnheiður next door fed Snúður. I'm already thinking about next year: I want to go under 3:30. Bryndís says she's entering Laugavegur again on 18 July, so we'll both have a revenge race. "
            "Less good: Mum and Dad's move is delayed. The woman selling the Hrafnagilsstræti flat is moving into a new-build in Hagar, and it isn't finished, so she can't hand over until Friday 15 May instead of 1 May. "
            "Their buyers in Húsavík want to move in on 5 May. How should I recover from the race, and what do we do with my parents for ten days?"),
   ("assistant", "Congratulations, Ásdís! A first 50 km in 3:41 is a really solid result, and crying at the finish is practically part of the course.\n\n"
                 "## Recovering from the race\n"
                 "- **The first week**: easy walking, swimming or cycling only. Long ski races leave muscle damage and a tired immune system even when you feel fine.\n"
                 "- **Sleep and food**: extra protein and carbohydrate for a few days, and as much sleep as your Institute hours allow.\n"
                 "- **Weeks two to three**: short easy sessions if you want; no intervals.\n"
                 "- **Then plan next season**: going from 3:41 to under 3:30 is realistic with a second winter of structured training, more long classic sessions and some work on the climbs, where most of the time is lost.\n\n"
                 "## The ten-day gap\n"
                 "The handover slipping to 15 May while the Húsavík buyers arrive on 5 May leaves your parents without a home for about ten days. Options:\n"
                 "1. **Ask the Húsavík buyers** whether they can move in on 15 May instead, or rent the house back for ten days. Some buyers agree if they're flexible.\n"
                 "2. **Store the furniture** with a moving company, which often offers short-term storage, and have them **stay with you**.\n"
                 "3. **Ask the seller's agent** whether your parents could move their boxes into the storeroom or garage early.\n\n"
                 "Whichever you choose, get the new dates **in writing from both agents**, and check that the purchase contract's handover date has been formally changed."),
   ("user", "The Húsavík buyers won't budge, so Mum and Dad will stay with us from 5 to 15 May, with the furniture in storage. Gunni says it's ten days; Snúður says it's ten days too many."),
   ("assistant", "Ten days goes quicker with a plan: give them a room of their own and a job or two. And Snúður will forgive everyone eventually.")],
  {"summary": "On Saturday 18 April 2026 the user skied the Fossavatn 50 km in 3:41:12; Gunni and Kári came to Ísafjörður and they stayed two nights at a guesthouse; neighbour Ragnheiður fed Snúður; she wants to go under 3:30 next year; Bryndís will run Laugavegur again on 18 July 2026; "
              "her parents' handover of the Hrafnagilsstræti flat moved from 1 May to Friday 15 May 2026 because the seller's new-build flat in Hagar isn't finished; their Húsavík buyers move in on 5 May; "
              "the assistant advised a recovery plan (easy first week, sleep and food, no intervals for three weeks) and said under 3:30 is realistic with another winter; for the gap, asking the buyers, storage and staying with family, or early use of the storeroom, with new dates in writing; "
              "her parents will stay with the family from 5 to 15 May with their furniture in storage.",
   "decisions": [{"decision": "Her parents stay with the family from 5 to 15 May 2026 with their furniture in storage", "rationale": "The flat's handover moved to 15 May and the Húsavík buyers move in on 5 May"},
                 {"decision": "Aim to ski Fossavatn again in 2027 in under 3:30", "rationale": "She loved the race and thinks she can improve on the climbs"}],
   "outcomes": ["Finished the Fossavatn 50 km in 3:41:12 on 18 April 2026", "Parents' handover moved from 1 May to 15 May 2026"]}),
 ("2026-05-10", "Faroes, take two, and should Hamskipti take an apprentice?", [
   ("user", "Two planning questions. One: we've rebooked the Faroes! Norræna from Seyðisfjörður on Tuesday 23 June, back on the 30th, in the RAV4 this time, 331,000 ISK for the car and a cabin. Kári has asked whether we can stop at Ásbyrgi on the way home 'for old times' sake'. "
            "Two: a young woman, Embla, who just finished a biology degree in Reykjavík, has written asking if she could apprentice with me at Hamskipti. With the Institute at 80% I only have Fridays and Saturdays, "
            "and I still have five heads to finish by 15 July. Part of me thinks an apprentice would let the workshop grow again; part of me thinks I don't have the time to teach. What do you think?"),
   ("assistant", "Lovely news about the Faroes. As for Embla, it's a good question to ask before saying yes, because an apprentice changes the workshop more than it first appears.\n\n"
                 "## What an apprentice gives you\n"
                 "- **Hands for the routine work**: skinning out, fleshing, salting, cleaning skulls for European mounts. That's a lot of hours per head.\n"
                 "- In a year or two, **someone who can carry Hamskipti** when you're at the Institute.\n"
                 "- The satisfaction of passing the craft on, as Lars-Erik did for you.\n\n"
                 "## What it costs\n"
                 "- **Teaching time**: in the first months an apprentice slows you down. With two workshop days a week and five overdue heads, the timing is hard.\n"
                 "- **Pay and paperwork**: an employee means wages, tax, insurance and a written agreement; even an unpaid trial period needs insurance and clear terms.\n"
                 "- **Safety**: your solvent and borax lesson applies doubly to someone new; they need their own respirator and training.\n\n"
                 "## A middle way\n"
                 "1. **Meet her** and see her hands at work: a trial Saturday on something simple.\n"
                 "2. **Start after 15 July**, once the overdue heads are out of the door.\n"
                 "3. **Begin with a short, defined period** (for example, August to December, the reindeer season) with clear tasks and a review at the end.\n"
                 "4. **Check with Guðrún Elva** whether the Institute ever takes interns: part of Embla's training could sit there, which would suit her biology degree.\n\n"
                 "On balance: yes to Embla, but not now; from late summer, on a trial."),
   ("user", "That's where I landed too. I've invited her for a trial Saturday on 20 June, before the Faroes, and told her a proper start could be in August."),
   ("assistant", "A good plan, and it gives you both a chance to see whether it works before either commits. Enjoy the Faroes, finally!")],
  {"summary": "The family rebooked the Faroes trip: the Norræna from Seyðisfjörður on Tuesday 23 June 2026, back on 30 June, in the RAV4, 331,000 ISK for car and cabin; Kári wants to stop at Ásbyrgi on the way home; "
              "Embla, who just finished a biology degree in Reykjavík, asked to apprentice at Hamskipti; the user works 80% at the Institute, has only Fridays and Saturdays and five heads to finish by 15 July 2026; "
              "the assistant set out what an apprentice gives (routine work, someone to carry the workshop, passing on the craft) and costs (teaching time, pay and paperwork, safety training), and suggested a trial, starting after 15 July, a defined period with a review, and asking the Institute about internships; "
              "she invited Embla for a trial Saturday on 20 June 2026, with a proper start possible in August.",
   "decisions": [{"decision": "Rebook the Faroes trip for 23 to 30 June 2026", "rationale": "The August 2025 trip was called off when the Land Cruiser broke down"},
                 {"decision": "Trial Saturday with Embla on 20 June 2026 and a possible apprenticeship from August", "rationale": "No time to teach until the overdue heads are finished by 15 July"}],
   "outcomes": ["Faroes ferry rebooked for 331,000 ISK"]}),
 ("2026-05-24", "Mum and Dad have moved in: making the flat safe", [
   ("user", "They're in! The keys came on Friday the 15th as promised, the movers brought everything from storage the same afternoon, and by Sunday Mum had the kitchen exactly as it was in Húsavík. "
            "Ten days with us went fine, even Snúður came down from the wardrobe by day four. Dad has already driven to Húsavík twice to take Sæunn out, he says the cod are biting. "
            "Now Mum's physio, Hulda at SAk, says her wrist has about 80% of its strength back and she's discharged. Her bone scan showed osteopenia, so she's on calcium and vitamin D and has started a balance class for over-65s at the pool. "
            "What should we change in the flat to make it safer for the long run? It's a 1970s ground-floor flat with a bath and a shower over it."),
   ("assistant", "Wonderful news, and a kitchen set up in two days is a very good sign for how the move will go for your mum.\n\n"
                 "## Safer for the long run\n"
                 "### Bathroom (where most falls at home happen)\n"
                 "1. **Grab rails** by the bath, the shower and the toilet, fixed into the wall properly, not suction ones.\n"
                 "2. **A non-slip mat** in the bath and outside it, or better, in time, **replace the bath with a walk-in shower**. It's the single most useful change in a 1970s flat.\n"
                 "3. **A bath board or shower stool** in the meantime.\n\n"
                 "### Floors and lighting\n"
                 "- Remove or tape down **loose rugs**, and check for trailing cables.\n"
                 "- **Night lights** between the bedroom and the bathroom; motion-sensor ones are cheap and need no wiring.\n"
                 "- Good light at the **entrance**, where they'll come in with shopping and wet boots.\n\n"
                 "### Kitchen\n"
                 "- Everyday things between **waist and shoulder height**, so nobody climbs on chairs.\n"
                 "- A **sturdy step stool** with a handrail for the rest.\n\n"
                 "### Outside\n"
                 "- Ask the húsfélag about **snow clearing and gritting** of the path before next winter, and keep **ice cleats** by the door.\n\n"
                 "### Support\n"
                 "The municipality's home care service can do a **home safety assessment**, often with an occupational therapist, and may help with the cost of aids. It's worth asking now rather than after another fall.\n\n"
                 "Osteopenia with calcium, vitamin D and a balance class is exactly the right response; her GP will probably repeat the scan in a couple of years."),
   ("user", "Dad has already said he'll put up the grab rails himself, and Gunni has been told to supervise. Mum wants the walk-in shower before Christmas."),
   ("assistant", "Then you have a plan and two people to argue about the drill. Enjoy having them ten minutes away.")],
  {"summary": "The user's parents moved into the Hrafnagilsstræti flat in Akureyri on Friday 15 May 2026 after ten days with the family; Snúður came down from the wardrobe by day four; Dad has driven to Húsavík twice to take his boat Sæunn out fishing for cod; "
              "Mum's physiotherapist Hulda at SAk discharged her with about 80% of her wrist strength back; her bone scan showed osteopenia, so she takes calcium and vitamin D and has started a balance class for over-65s at the pool; "
              "the assistant suggested grab rails, non-slip mats and eventually a walk-in shower, removing loose rugs, night lights, lighting at the entrance, keeping things between waist and shoulder height, a step stool with a handrail, snow clearing and ice cleats, and a home safety assessment from the municipality's home care service; "
              "Dad will fit the grab rails with Gunni supervising; Mum wants a walk-in shower before Christmas 2026.",
   "procedures": [{"name": "Making an older person's flat safer", "steps": ["Grab rails in the bathroom", "Non-slip mats, then a walk-in shower", "Remove loose rugs", "Night lights", "Everyday things at waist to shoulder height", "Snow clearing and ice cleats", "Home safety assessment"]}],
   "outcomes": ["Parents moved into the Hrafnagilsstræti flat on 15 May 2026", "Mum discharged from physio with about 80% wrist strength", "Mum's bone scan showed osteopenia"]}),
]

QUESTIONS_112 = [
 # single facts the user said about herself, her family, pets and things owned
 ("How old am I?", "38"),
 ("What's our cat called?", "Snúður (a ginger cat)"),
 ("What does Gunni do for work?", "he drives a snowplough for Vegagerðin (the Road Administration) in winter and does road maintenance in summer"),
 ("What's my workshop called?", "Hamskipti (a rented garage unit on Draupnisgata, Akureyri)"),
 ("Where did I learn taxidermy?", "three years with Lars-Erik Holm in Östersund, Sweden"),
 ("What's Bryndís's job?", "midwife at Landspítali in Reykjavík"),
 ("Which instrument is Kári learning?", "the trumpet"),
 ("What kind of dog does Þóra have?", "a black Labrador (Tinna)"),
 ("Where did we go on holiday instead of the Faroes?", "camping in Ásbyrgi (four nights, August 2025)"),
 # when
 ("When did I start at the Natural Science Institute?", "Wednesday 1 October 2025"),
 ("When did the Land Cruiser break down?", "Saturday 9 August 2025"),
 ("When did Mum fall and break her wrist?", "Sunday 7 December 2025"),
 ("When is Kári's birthday?", "14 February (he turned 11 in 2026)"),
 ("When did Mum and Dad move into their Akureyri flat?", "Friday 15 May 2026 (the handover was first set for 1 May)"),
 # counts and amounts
 ("How much did the head gasket repair cost?", "640,000 ISK"),
 ("How many reindeer heads did I take in last season?", "14"),
 ("What did I pay for my skate skis?", "89,900 ISK (Fischer)"),
 # lists across chats
 ("What have I worked on at the Institute?", "re-cataloguing about 2,300 bird study skins, the skeleton of a stranded white-beaked dolphin, and mounting a gyrfalcon for a new exhibition"),
 ("What ski gear have I got since I started training for Fossavatn?", "skate roller skis (54,000 ISK), Fischer skate skis (89,900 ISK) and a Garmin Forerunner 165 (a Christmas present from Gunni)"),
 ("What did I change in the workshop because of my cough?", "a 3M half-mask with A2P3 filters, an extraction fan over the fleshing bench, and a water-based degreaser instead of the solvent"),
 ("Which flats did Mum and Dad look at in Akureyri?", "a ground-floor flat in Naustahverfi, a third-floor flat on Skarðshlíð with no lift, and the one on Hrafnagilsstræti they bought"),
 ("Who came to ours for Christmas?", "Mum and Dad, Bryndís and her husband Stefán, and Gunni's sister Þóra with her Labrador Tinna"),
 # latest value of something that changed
 ("What's my job now?", "preparator at the Natural Science Institute in Akureyri at 80% (since 1 March 2026; 60% from October 2025), with Hamskipti on Fridays and Saturdays"),
 ("How much is the workshop rent now?", "110,000 ISK a month (from 1 January 2026; it was 95,000)"),
 ("What do I charge for a reindeer shoulder mount now?", "420,000 ISK (from 1 January 2026; it was 380,000)"),
 ("Which distance did I ski at Fossavatn?", "50 km (switched from the 25 km in March 2026)"),
 # yes/no
 ("Did we make it to the Faroes?", "No (the August 2025 trip was called off; rebooked for 23 June 2026)"),
 ("Did I close Hamskipti when I took the Institute job?", "No"),
 ("Did Mum need an operation on her wrist?", "Yes (a plate, on 9 December 2025)"),
 ("Did I finish Fossavatn?", "Yes (50 km in 3:41:12)"),
 # why
 ("Why did I take the job at the Institute?", "for a steady income, pension and sick pay, since the workshop earns almost nothing from February to June"),
 ("Why did Mum and Dad decide to move to Akureyri?", "after Mum's fall: the ice and the steep steps, a garden too big for Dad, and to be near us, Kári and the hospital"),
 ("Why was my parents' move pushed back?", "the seller's new-build flat in Hagar wasn't finished, so she couldn't hand over until 15 May"),
 # what the assistant recommended
 ("What did you recommend about my cough from the workshop?", "see the GP and ask for spirometry, wear a half-mask respirator with A2P3 filters, put an extraction fan over the bench, switch to a water-based degreaser and never dry-sweep the borax"),
 ("What did you tell me about raising my prices?", "a clear rise of about 10% (to about 420,000 ISK) announced with a date, honour existing bookings at the old price, take a 30 to 50% deposit and put delivery times in writing"),
 # inference
 ("Would Dad sell his boat if we asked him to?", "Likely no"),
 ("Would Snúður be happy if we got a dog?", "Likely no"),
 ("Am I likely to ski Fossavatn again?", "Likely yes"),
 # not in the archive
 ("How much did Mum and Dad pay for the Hrafnagilsstræti flat?", "Not mentioned in my chats"),
 ("What's the name of Kári's trumpet teacher?", "Not mentioned in my chats"),
]


def assistant_chats_48_at(folder):
    """The archive of CHATS_112 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a48c", CHATS_112, "claude")


@pytest.fixture(scope="module")
def assistant_chats_48(tmp_path_factory):
    return assistant_chats_48_at(tmp_path_factory.mktemp("assistant48"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_112, "assistant 48")


def test_the_archive_finds_the_workshop(assistant_chats_48):
    assert assistant_chats_48.search("Hamskipti").results
