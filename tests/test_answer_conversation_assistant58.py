"""A fifty-eighth written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind with its questions and gold answers before any run of
`kbsearch answer` on it, and without reading the answer rules. Its questions are read by the
developer only after their first measure. A dendrochronologist in Cluj-Napoca, Romania, Irina
Mureșan, 34, who dates old timber from its tree rings, first as a postdoc at the university's
tree-ring lab and then at a heritage restoration firm, and lives with her partner Vlad, a route
setter at a climbing gym, and Zacuscă, a ginger cat. She chats with Claude from August 2025 to July
2026: coring a wooden church in Maramureș whose legend turns out wrong, a rent rise, her cat's
blocked bladder, training for the Cluj half marathon (and a sore Achilles), her father's hearing
aids, a job offer and the end of her grant, learning Hungarian for fieldwork in Székely villages,
dating a painted ceiling she may not drill, selling the old car, buying a flat, a proposal, a move
and a wedding whose date changes, with facts the user updates later (her job and pay, the tutor's
price, the moving day, the wedding date, Vlad's job).
bench/answer_conversations.py asks every question ("assistant 58")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_132 = [
 ("2025-08-09", "How to explain tree-ring coring to a village priest", [
   ("user", "Hi Claude. I'm Irina, I'm 34, and I'm a dendrochronologist: I date old timber from its tree rings. I'm a postdoc at the tree-ring lab of Babeș-Bolyai University in Cluj-Napoca, "
            "on a research grant that runs until 31 January 2026. Our project is dating the wooden churches of Maramureș. "
            "On Tuesday 19 August my lab technician Mihai and I are going to core the wooden church of Sfântul Nicolae in Breaza de Mara. The village says it was built in 1643, "
            "and there's even a painted date, 1643, on the lintel above the west door. The priest, Father Grigore Hotea, agreed on the phone, but he sounded nervous about us 'drilling holes in the church'. "
            "How do I explain what we do so he isn't worried, and so the village doesn't feel we've come to prove them wrong?"),
   ("assistant", "That's a very common worry, and a fair one: to most people 'drilling into the church' sounds like damage. The good news is that coring is about as gentle as any scientific sampling gets, "
                 "and the way you introduce it matters as much as the technique. Here's how I'd approach it.\n\n"
                 "## 1. Explain the hole in concrete terms\n"
                 "Abstract reassurance ('it's minimally invasive') doesn't calm anyone. Specifics do:\n"
                 "- **How big:** an increment borer is a hollow drill; the core that comes out is about **5 mm across**, thinner than a pencil.\n"
                 "- **Where:** only in places nobody sees: the underside of sill beams, logs hidden behind the iconostasis or the benches, the beams in the tower and the roof space. **Never in painted surfaces, carvings or the icons.**\n"
                 "- **Afterwards:** each hole is **plugged with a wooden dowel** of matching wood and is practically invisible.\n"
                 "- **Strength:** a 5 mm channel in a beam that is 25 to 30 cm thick doesn't weaken it in any meaningful way. Carpenters' own joints remove far more wood.\n\n"
                 "## 2. Show, don't tell\n"
                 "Bring **a core from a previous job** in a labelled straw or a mounted, sanded core, so Father Grigore can see and hold exactly what you take. "
                 "Many people relax the moment they see how small it is. If you can, show him the rings under a hand lens.\n\n"
                 "## 3. Explain cross-dating with an image people know\n"
                 "Something like: *'Every year a tree grows one ring, wide in good years and narrow in bad ones. All the oaks in a region share the same pattern of good and bad years, "
                 "like a barcode. We compare the barcode in your beams with a long reference barcode built from hundreds of dated trees, and where they match, we know the exact year of every ring.'*\n\n"
                 "## 4. Be honest about what the result can say\n"
                 "This is the part that protects everyone's feelings later:\n"
                 "- Tree rings date **when the tree was felled**, not when the church was built or painted, although in the past timber was usually used within a year or two of felling.\n"
                 "- If some beams still have their **bark edge**, you may get the exact winter of felling. Without it, you get an 'after' date.\n"
                 "- **The result may not match the tradition**, and that's not a verdict on the village. A painted date can commemorate an earlier church, a consecration, a repainting or a donor. "
                 "Say this *before* you sample, not after, so it doesn't sound like an excuse.\n\n"
                 "## 5. Make it their result too\n"
                 "- Offer to **come back and present the results** in the village, after the liturgy for example.\n"
                 "- Promise a **short written summary in Romanian** for the parish archive.\n"
                 "- Invite Father Grigore (or the church warden) to **be present while you core**. Seeing a careful, tidy team is the best reassurance.\n\n"
                 "## 6. Paperwork\n"
                 "If the church is a listed historic monument, you'll normally need the agreement of the county culture directorate and of the eparchy, as well as the parish. "
                 "Your lab has probably done this before, but it's worth having copies with you on the day.\n\n"
                 "Would you like a short script you could use when you arrive?"),
   ("user", "No need, that's plenty. The permit from the county culture directorate came through last week, and the Eparchy signed too. "
            "Vlad, my partner, is lending us his climbing harness and a rope so Mihai can reach the tower beams safely. Vlad is a route setter at Priza Boulder, a climbing gym in Mărăști, "
            "so he checked every knot twice. I'll bring a mounted core from the last church to show Father Grigore."),
   ("assistant", "Sounds well prepared, and having a climber check the rope work is a real plus. A few practical notes for the tower:\n\n"
                 "- **Anchor to something you've inspected**, not to an old beam you're about to date: old wood can have hidden rot.\n"
                 "- **Tether the borer** when working at height; dropping it from a bell tower is a hazard to anyone below and an expensive loss.\n"
                 "- **Label every core immediately** (beam, position, height, presence of bark edge), and photograph each sampling point before and after plugging.\n"
                 "- **Bring more dowels than you think you need.**\n\n"
                 "Good luck on the 19th, and I hope Father Grigore enjoys looking at the rings.")],
  {"summary": "The user, Irina Mureșan, 34, is a dendrochronologist, a postdoc at the tree-ring lab of Babeș-Bolyai University in Cluj-Napoca on a research grant ending 31 January 2026, dating the wooden churches of Maramureș; "
              "on 19 August 2025 she and lab technician Mihai will core the wooden church of Sfântul Nicolae in Breaza de Mara, which the village says dates from 1643 (a painted date on the west door lintel); "
              "the priest, Father Grigore Hotea, is nervous about 'drilling holes'; the assistant suggested explaining the 5 mm cores taken in hidden places and plugged with wooden dowels, showing a real core, "
              "explaining cross-dating as a barcode, saying in advance that tree rings date the felling and the result may not match tradition, offering a presentation and a written summary in Romanian, and keeping the permits at hand; "
              "the county culture directorate and the Eparchy have given permission; her partner Vlad, a route setter at Priza Boulder climbing gym in Mărăști, lent a harness and rope for the tower.",
   "procedures": [{"name": "Explaining coring to a parish", "steps": ["Say how big the hole is (5 mm core)", "Only hidden places, never painted surfaces", "Plug each hole with a wooden dowel", "Show a real core",
                   "Explain cross-dating as a barcode", "Say in advance that the result may differ from tradition", "Offer to present results and a written summary"]},
                  {"name": "Coring at height", "steps": ["Anchor to inspected structure", "Tether the borer", "Label and photograph every core", "Bring spare dowels"]}],
   "decisions": [{"decision": "Core the wooden church in Breaza de Mara on 19 August 2025 with Mihai", "rationale": "Part of the project dating the wooden churches of Maramureș"}],
   "outcomes": ["Permits from the county culture directorate and the Eparchy obtained"]}),
 ("2025-08-31", "Our rent is going up: stay, move or buy?", [
   ("user", "Our landlord, Mr. Cornel Bogdan, just told us that from 1 October the rent on our two-room flat in Gheorgheni goes up from 2,300 lei to 2,650 lei a month. We've been here four years. "
            "It's me, Vlad and our cat Zacuscă (Zacu for short, a seven-year-old ginger tom who honestly owns the flat more than we do). "
            "I earn 6,900 lei net on my grant, Vlad about 5,200 lei net at the gym. We have 62,000 lei saved. My grant ends in January and I don't know yet what comes after. "
            "Should we look for a cheaper rental, swallow it, or try to buy?"),
   ("assistant", "A 15% jump is a lot in one go, but before reacting it helps to separate three questions: what moving would really cost, what you could realistically negotiate, and whether buying is possible *now*.\n\n"
                 "## 1. What moving would cost\n"
                 "Even if you found a comparable flat at 2,300 lei, the switch isn't free:\n"
                 "- **Deposit** on the new flat: usually one or two months' rent, tied up for the whole contract.\n"
                 "- **Agency commission:** in Cluj often half a month's to a full month's rent if you go through an agency.\n"
                 "- **Movers, time off, overlapping rent.**\n"
                 "- **Zacu:** moving is stressful for cats, and it's not nothing.\n\n"
                 "At a 350 lei monthly difference, a move costing 4,000 to 6,000 lei takes more than a year to pay back. And Gheorgheni isn't getting cheaper; comparable two-room flats there are often advertised above 2,650 lei now.\n\n"
                 "## 2. Negotiate first\n"
                 "Landlords value reliable tenants who've paid on time for four years. You could:\n"
                 "- Ask for a **smaller increase**, say to 2,450 or 2,500 lei.\n"
                 "- Or accept the rise in exchange for **a guarantee of no further increase for 12 months**, a longer contract, or a repair you've been waiting for.\n\n"
                 "## 3. Buying: probably not yet\n"
                 "This is the honest part. Romanian banks look hard at income stability:\n"
                 "- **Your grant ends in January.** Most banks want a permanent contract (or a long track record) and won't count income that stops in five months.\n"
                 "- A standard mortgage usually needs a **15% down payment** plus notary fees, valuation and insurance, so with flats in Cluj where they are, 62,000 lei is a good start but likely not enough yet.\n"
                 "- Government-backed programmes with a lower deposit exist, but their rules change often; check the current conditions with the bank.\n\n"
                 "## Suggested plan\n"
                 "1. Negotiate with Mr. Bogdan this week.\n"
                 "2. Stay for now and **save a fixed amount every month** for the deposit.\n"
                 "3. Revisit buying **once you know where you'll be working** in February."),
   ("user", "I tried. Mr. Bogdan wouldn't go below 2,650 lei, but he agreed to no further increase until October 2026 and to finally fix the bathroom extractor fan. "
            "So we're staying, and we'll put 3,000 lei a month aside for a deposit. We'll look at buying once I know where I'm working."),
   ("assistant", "That's a good outcome: a year of certainty and a repair. With 62,000 lei now and 3,000 lei a month, you'd have roughly 80,000 lei by March, "
                 "which puts you in a much better position to talk to a bank once your next contract is clear. Keep the savings in a separate account so they don't quietly become holiday money.")],
  {"summary": "Landlord Cornel Bogdan is raising the rent on the user's two-room flat in Gheorgheni, Cluj-Napoca, from 2,300 to 2,650 lei a month from 1 October 2025; they've lived there four years with Vlad and their cat Zacuscă (Zacu), a seven-year-old ginger tom; "
              "she earns 6,900 lei net on her grant, Vlad about 5,200 lei net; savings 62,000 lei; her grant ends in January 2026; "
              "the assistant weighed the cost of moving, suggested negotiating, and said buying was probably premature because banks want a permanent contract and a 15% down payment; "
              "the landlord kept 2,650 lei but promised no further increase until October 2026 and to fix the bathroom extractor fan; they stay and save 3,000 lei a month for a deposit.",
   "decisions": [{"decision": "Stay in the Gheorgheni flat at 2,650 lei a month", "rationale": "Moving would cost more than it saves; no further increase until October 2026"},
                 {"decision": "Save 3,000 lei a month for a deposit and look at buying once her next job is known", "rationale": "Banks want a permanent contract; her grant ends in January 2026"}],
   "outcomes": ["Rent 2,650 lei from 1 October 2025", "Savings 62,000 lei"]}),
 ("2025-09-20", "The church isn't from 1643: how do I tell the village?", [
   ("user", "Results from Breaza de Mara. On 19 August we took 14 cores from the sill beams, the nave wall logs and the tower. Back in the lab, 11 of them cross-dated against our Maramureș oak chronology. "
            "Six still have the bark edge, and all six end with a complete latewood ring of 1717, so those trees were felled in the winter of 1717/1718. "
            "Two logs low down in the nave wall are much older: the last ring is 1581, with no sapwood, so felled some time after about 1590. They look reused, probably from an earlier church. "
            "So the church as it stands is not from 1643. Father Grigore has asked me to present the results after the liturgy on Sunday 5 October. The whole village is proud of '1643'. How do I do this without upsetting everyone?"),
   ("assistant", "You have a genuinely good story here, and the two older logs are the key to telling it well. The aim is for people to leave feeling their church is *more* interesting than they thought, not that they were wrong.\n\n"
                 "## 1. Open with what you share\n"
                 "Start by thanking the village and Father Grigore for their trust, and say in one sentence what you did: 14 tiny cores, all plugged, all in hidden places.\n\n"
                 "## 2. Tell it as the story of two churches\n"
                 "- **The church you stand in** was built from oaks felled in the winter of 1717/1718. In those days builders worked the timber green, so it was most likely raised in **1718 or soon after**.\n"
                 "- **But inside its walls are older logs**, from trees felled after about 1590. Builders didn't throw away good oak: these logs very probably came from **an earlier church on the same site**.\n"
                 "- So the tradition of a 17th-century church may well be true, just not for this building. The 1643 on the lintel could remember that earlier church, a consecration, or a date copied over when the door was repainted.\n\n"
                 "Frame it as *'the beams confirm there was a church here long before 1718'* rather than *'1643 is wrong'*.\n\n"
                 "## 3. Make the method visible\n"
                 "- Show a **core** and, if you can, an enlarged photo of the rings with 1717 marked on it.\n"
                 "- A simple **timeline banner**: ~1590 (older logs felled), 1643 (the painted date), winter 1717/1718 (felling), 1718 (likely construction), today.\n\n"
                 "## 4. Be clear about uncertainty\n"
                 "- 1717/1718 is very solid: six beams with bark edge, all the same winter.\n"
                 "- 'After about 1590' is a minimum, because the sapwood is missing.\n"
                 "- You can't say from tree rings alone when the older church was built, only that its timber is older.\n\n"
                 "## 5. Leave something behind\n"
                 "- A **two-page summary in Romanian** for the parish archive, with the cores' positions and the dates.\n"
                 "- Offer to answer questions afterwards, one to one. Some people won't ask in front of everybody.\n\n"
                 "## 6. Prepare for the hard question\n"
                 "Someone may say *'my grandfather said 1643, are you calling him a liar?'* A kind answer: *'Your grandfather was right that there was an old church here. The wood in these walls proves it. What we've added is the date when it was rebuilt.'*"),
   ("user", "The reused logs as the old church, that's lovely, and it's actually what I believe. I'll print a timeline banner (A1, 140 lei at a print shop near the university) and give Father Grigore a two-page summary in Romanian."),
   ("assistant", "Perfect. One small addition: put a photo of the sampling team *with* Father Grigore on the summary's first page, if you have one. "
                 "It turns a lab report into a piece of the village's own history, and that's usually what people keep.")],
  {"summary": "Results from Breaza de Mara: 14 cores taken on 19 August 2025 (sill beams, nave wall logs, tower), 11 cross-dated against the Maramureș oak chronology; six with bark edge all end in 1717, so felled in winter 1717/1718; "
              "two reused nave logs have a last ring of 1581 without sapwood, felled after about 1590, probably from an earlier church; the church is not from 1643 as the village believes; "
              "Father Grigore asked the user to present the results after the liturgy on 5 October 2025; the assistant suggested telling it as the story of two churches (the older logs prove an earlier church), "
              "showing a core and a timeline banner, being clear about uncertainty and leaving a two-page summary in Romanian; she will print an A1 timeline banner (140 lei).",
   "discoveries": ["The wooden church of Sfântul Nicolae in Breaza de Mara was built from oaks felled in winter 1717/1718, not in 1643", "Two nave logs felled after about 1590 were reused, probably from an earlier church"],
   "procedures": [{"name": "Presenting an unwelcome date to a village", "steps": ["Thank the village", "Tell it as the story of two churches", "Show a core and a timeline", "Be clear about uncertainty", "Leave a written summary", "Prepare a kind answer to the hard question"]}],
   "outcomes": ["14 cores, 11 cross-dated", "Felling date winter 1717/1718"]}),
 ("2025-10-12", "My cat couldn't pee: after the emergency vet", [
   ("user", "Scary weekend. On Friday night Zacu kept going in and out of the litter tray, straining and crying, and nothing was coming out. Vlad remembered reading that in male cats that's an emergency, "
            "so at 23:00 we drove him to the 24-hour VetNord clinic. Dr. Levente Kovács said his urethra was blocked with struvite crystals, put a catheter in under sedation and kept him two nights. "
            "We picked him up this morning. The bill was 1,850 lei. He's home on Royal Canin Urinary S/O wet food and painkillers, with a check-up in ten days. He spent the whole afternoon under the bed. "
            "How do I stop this from happening again? Vlad wants to buy a water fountain."),
   ("assistant", "I'm so glad you acted that night. Vlad was right: a blocked male cat is a true emergency, and you got Zacu help in time. "
                 "As an AI I can't examine Zacu, so Dr. Kovács's instructions come first, but here's what's generally known about preventing a repeat.\n\n"
                 "## What happened\n"
                 "Urethral obstruction is part of a group of problems called **FLUTD** (feline lower urinary tract disease). In males the urethra is narrow, and crystals, mucus plugs or spasm can block it. "
                 "Recurrence is common in the first weeks and months, so the next period matters.\n\n"
                 "## What helps\n"
                 "### 1. Water, water, water\n"
                 "Dilute urine is the single most important factor.\n"
                 "- **Wet food** rather than dry: it roughly triples the water a cat takes in.\n"
                 "- **A fountain:** many cats drink more from moving water. Vlad's idea is a good one.\n"
                 "- **Several water bowls** in different places, wide and shallow, away from the food and the litter.\n\n"
                 "### 2. The prescription diet, strictly\n"
                 "Urinary S/O is designed to dissolve struvite and make urine less favourable to crystals. It only works if it's **the only food**: no treats, no sharing the other cat food, no bits of ham.\n\n"
                 "### 3. Stress\n"
                 "Stress is a well-documented trigger in cats with urinary problems.\n"
                 "- **Litter trays:** the usual rule is one per cat plus one, in quiet spots.\n"
                 "- **Routine:** regular feeding times, play every day, hiding places up high.\n"
                 "- **Pheromone diffusers** (like Feliway) can help some cats during changes.\n\n"
                 "### 4. Weight and activity\n"
                 "Overweight, indoor, middle-aged males are the classic profile. Play sessions with a wand toy twice a day help both weight and stress.\n\n"
                 "## When to go back immediately\n"
                 "- Straining with little or no urine\n"
                 "- Crying in the tray, frequent visits\n"
                 "- Licking his genitals a lot\n"
                 "- Blood in the urine\n"
                 "- **No urine for 12 hours, vomiting or lethargy: emergency, day or night.**\n\n"
                 "Ask Dr. Kovács at the check-up whether he wants a urine test and how long Zacu should stay on S/O."),
   ("user", "Fountain bought: a Catit Flower fountain, 189 lei. He's deeply suspicious of it but he's drunk from it twice already. He'll only eat the S/O pouches if I warm them slightly."),
   ("assistant", "Warming the food is fine and very common: it makes it smell stronger, which cats like, just make sure it's only lukewarm. "
                 "Clean the fountain and change its filter as the maker recommends, because some cats stop drinking from a fountain that smells stale. "
                 "It might also help to note down roughly how often he uses the tray for the next week, so you notice any change quickly.")],
  {"summary": "On Friday night 10 October 2025 the user's cat Zacu (Zacuscă), a male, was straining with no urine; they took him at 23:00 to the 24-hour VetNord clinic, where Dr. Levente Kovács found a urethra blocked with struvite crystals, "
              "catheterised him under sedation and kept him two nights; bill 1,850 lei; he's on Royal Canin Urinary S/O wet food and painkillers with a check-up in ten days; "
              "the assistant (an AI that can't examine him) explained FLUTD and recommended more water (wet food, a fountain, several bowls), the prescription diet only, less stress (litter trays one per cat plus one, routine, pheromone diffusers), weight control, "
              "and the emergency signs; they bought a Catit Flower fountain (189 lei); Zacu eats the S/O pouches only slightly warmed.",
   "procedures": [{"name": "Preventing a repeat urinary blockage in a male cat", "steps": ["Wet food", "A water fountain and several bowls", "Prescription diet only", "One litter tray per cat plus one", "Routine and play", "Watch for straining; no urine for 12 hours is an emergency"]}],
   "decisions": [{"decision": "Buy a Catit Flower fountain for Zacu", "rationale": "Cats drink more from moving water; dilute urine prevents crystals"}],
   "outcomes": ["Zacu unblocked and home", "Vet bill 1,850 lei"]}),
 ("2025-11-02", "Training plan: under two hours at the Cluj half marathon", [
   ("user", "New project: I've signed up for the Cluj half marathon on Sunday 19 April 2026 (the entry was 180 lei) and I'd like to finish under two hours. "
            "At the moment I run three times a week along the Someș, 30 to 40 minutes each time, and my best 10 km this autumn is 56 minutes. "
            "My friend Bianca Rus, a dentist I know from university, signed up too. My sister Oana, who's a pharmacist in Brașov, is the real runner in the family: "
            "she did a 50 km trail race in Piatra Craiului last month and her advice is to 'just run more'. Can you give me a plan? Fieldwork days make my weeks unpredictable."),
   ("assistant", "Sub-two hours is a realistic goal with 24 weeks to go. Let's start with where you are.\n\n"
                 "## Where you are\n"
                 "A 56-minute 10 km usually predicts a half marathon somewhere around **2:03 to 2:06** today. Sub-two needs an average of **5:41 per km**. "
                 "Closing a gap of a few minutes over five months is very achievable for someone who's been running consistently.\n\n"
                 "## The shape of the plan\n"
                 "1. **Base (November to December):** build to four runs a week, mostly easy. Long run up to 12 km.\n"
                 "2. **Build (January to February):** add one quality session a week; long run up to 16 km.\n"
                 "3. **Specific (March):** race-pace work; long run peaks at **18 to 20 km** about four weeks before the race.\n"
                 "4. **Taper (the last two weeks of April):** less volume, a little intensity, lots of sleep.\n\n"
                 "## A typical week\n"
                 "- **Tuesday:** easy 40 to 50 min (6:30 to 7:00 per km; you should be able to talk).\n"
                 "- **Wednesday:** quality: intervals (e.g. 6 x 800 m) or a tempo run.\n"
                 "- **Friday:** easy 30 to 40 min, with a few strides.\n"
                 "- **Sunday:** long run, slow.\n"
                 "- **Two short strength sessions** (squats, lunges, calf raises, core): they prevent more injuries than any shoe.\n\n"
                 "## Fitting around fieldwork\n"
                 "- Treat the week as a **menu, not a timetable**: if you're in a village on Wednesday, swap the days.\n"
                 "- **Never put two hard days back to back**, and don't try to 'catch up' missed runs.\n"
                 "- A week in the field carrying a borer up church towers counts as training too; let the next week be easy.\n\n"
                 "## Winter in Cluj\n"
                 "- The riverside path can be icy in January; consider trail shoes or microspikes for those weeks.\n"
                 "- A headlamp and a reflective vest for dark evenings.\n\n"
                 "## About 'just run more'\n"
                 "Oana isn't wrong, but for a first half marathon *more* should mean **gradually more**: roughly no more than a 10% increase in weekly volume, with an easier week every fourth week."),
   ("user", "Four runs a week it is, long run on Sundays. Bianca and I will do the Wednesday intervals together on the track at Cluj Arena."),
   ("assistant", "A training partner for the hardest session of the week is the best motivation there is. Warm up for 10 to 15 minutes before the intervals, and if one of you has a bad day, run the reps at your own pace rather than chasing each other.")],
  {"summary": "The user signed up for the Cluj half marathon on 19 April 2026 (entry 180 lei), aiming to finish under two hours; she runs three times a week along the Someș, 30 to 40 minutes, and her 10 km best this autumn is 56 minutes; "
              "her friend Bianca Rus, a dentist from university, signed up too; her sister Oana, a pharmacist in Brașov, ran a 50 km trail race in Piatra Craiului in October 2025; "
              "the assistant estimated 2:03 to 2:06 today and 5:41 per km for sub-two, and gave a plan: base, build, specific (long run 18 to 20 km) and taper, four runs a week with one quality session and a Sunday long run, strength twice a week, "
              "flexibility around fieldwork, winter precautions and a 10% rule; she'll run four times a week with the long run on Sundays and Wednesday intervals with Bianca on the Cluj Arena track.",
   "procedures": [{"name": "Half marathon plan for sub-two hours", "steps": ["Base: four runs a week, mostly easy", "Build: one quality session a week", "Specific: race pace, long run 18 to 20 km", "Taper two weeks", "Strength twice a week", "No two hard days in a row"]}],
   "decisions": [{"decision": "Four runs a week, long run on Sundays", "rationale": "Training for a sub-two-hour Cluj half marathon on 19 April 2026"},
                 {"decision": "Wednesday intervals with Bianca on the Cluj Arena track", "rationale": "A partner for the hardest session"}]}),
 ("2025-11-23", "My dad refuses to get hearing aids", [
   ("user", "Family one. My dad, Ilie, is 67 and lives with my mum Doina in Bistrița. He was an electrician on the railway at CFR for 38 years before he retired, and all that noise has left its mark: "
            "this month an ENT doctor in Bistrița did an audiogram and found moderate hearing loss in both ears, and said he should have hearing aids. He refuses. "
            "He says they're 'for old men', and he remembers the big beige things his own father wore that whistled all the time. "
            "Mum says the TV is so loud the neighbours complain, and he's stopped going to his pensioners' club because he can't follow the conversations. How can I persuade him? (Mum used to teach chemistry, she's tried logic. It didn't work.)"),
   ("assistant", "This is one of the most common family standoffs there is, and pressure usually makes it worse. What tends to work is changing what hearing aids *mean* to him, and making the first step small.\n\n"
                 "## Why it matters\n"
                 "- **Social life:** giving up the pensioners' club is exactly the kind of withdrawal untreated hearing loss causes. People don't stop going because they don't like their friends, but because following a noisy conversation is exhausting.\n"
                 "- **Brain health:** large studies link untreated hearing loss in midlife and later life with a higher risk of cognitive decline, and some research suggests hearing aids may reduce that risk in people at higher risk. "
                 "It's an association still being studied, so I'd mention it gently, if at all, rather than as a threat.\n"
                 "- **Safety:** not hearing a car, a doorbell, a smoke alarm.\n\n"
                 "## His objections are reasonable, and out of date\n"
                 "- Today's **receiver-in-canal** aids are small, often grey or skin-coloured, and mostly hidden behind the ear.\n"
                 "- **Feedback whistling** is largely controlled by modern processing; a well-fitted aid rarely whistles.\n"
                 "- Many connect by **Bluetooth to the phone and the TV**, which could be an argument for an electrician who likes gadgets.\n\n"
                 "## How to approach him\n"
                 "1. **Ask, don't tell.** 'What do you miss most at the club?' gets further than 'you need hearing aids'.\n"
                 "2. **Propose a trial, not a purchase.** Many audiology shops in Romania offer a free trial of a week or two. 'Try them for two weeks, give them back if you hate them' removes the commitment.\n"
                 "3. **Let him choose** the model and colour; people wear what they picked.\n"
                 "4. **Mention the subsidy:** with an ENT prescription, the county health insurance house (CAS) pays part of the cost of a hearing aid every few years. The shop can tell you the current amount and paperwork.\n"
                 "5. **Find an ally he respects:** a friend from the railway who wears aids is worth ten speeches from his daughters.\n"
                 "6. **A stepping stone:** wireless TV headphones solve the neighbours' problem now and show him what clearer sound is like.\n\n"
                 "## What not to do\n"
                 "- Don't joke about his hearing in front of others.\n"
                 "- Don't repeat everything louder for him in a tone that says 'see?'.\n"
                 "- Don't make it a battle he has to win. It's his decision, and the more it feels like his, the more likely he'll wear them."),
   ("user", "Mum found an audiology shop near the station in Bistrița that does a free two-week trial. He agreed to 'have a look' in December, when Oana and I are home for Christmas, but only if nobody 'makes a fuss'."),
   ("assistant", "'Have a look' is a real yes in dad language. Keep it low-key: whoever goes with him should treat it like any other errand. "
                 "If he does take a pair home for the trial, the first days are often disappointing because everything sounds loud and tinny, so it helps if someone tells him beforehand that the brain needs a week or two to get used to them.")],
  {"summary": "The user's father Ilie, 67, a retired railway electrician (38 years at CFR), lives with her mother Doina, a retired chemistry teacher, in Bistrița; an ENT's audiogram in November 2025 showed moderate hearing loss in both ears and he refuses hearing aids "
              "('for old men', remembering his own father's whistling beige ones); the TV is too loud and he has stopped going to his pensioners' club; "
              "the assistant explained the social, cognitive (an association still being studied) and safety reasons, that modern receiver-in-canal aids are small and rarely whistle, and suggested asking rather than telling, a free trial, "
              "letting him choose, the CAS subsidy with an ENT prescription, an ally he respects and TV headphones as a stepping stone; "
              "her mother found an audiology shop near the station in Bistrița with a free two-week trial and he agreed to 'have a look' in December when the user and her sister Oana are home for Christmas.",
   "procedures": [{"name": "Persuading a reluctant parent to try hearing aids", "steps": ["Ask what he misses", "Propose a free trial, not a purchase", "Let him choose the model", "Mention the CAS subsidy", "Find an ally he respects", "TV headphones as a stepping stone"]}],
   "decisions": [{"decision": "Dad to look at hearing aids at a shop in Bistrița in December 2025", "rationale": "A free two-week trial, with no fuss"}]}),
 ("2025-12-14", "A job offer from a restoration firm, or stay at the university?", [
   ("user", "I need to think out loud. My grant ends on 31 January and I have two options.\n"
            "1) Prof. Horea Dumitrescu, who runs the lab, can extend me for six months at 5,500 lei net, while we apply for a bigger grant that may or may not be funded in the autumn.\n"
            "2) Carpatica Restaurări, a heritage restoration firm in Cluj owned by an architect, Ștefan Moldovan, has offered me a permanent contract as their timber and dendrochronology specialist: "
            "7,800 lei net, a company Dacia Duster for fieldwork, starting Monday 2 February. I'd be dating and assessing the timber in the churches, barns and old town houses they restore, mostly in Transylvania and a lot in Székely villages.\n"
            "I also saw an ad from the forestry research institute in Brașov, but that would mean moving, and Vlad's whole life is his gym here, so I haven't applied. "
            "I love research, but I've hated the last months of every grant, never knowing what comes next, and we want to buy a flat, and banks want a permanent contract. Help me think."),
   ("assistant", "It sounds like you already know a lot about what you want; let's lay it out so the decision feels less like a betrayal of research and more like a choice.\n\n"
                 "## Side by side\n"
                 "| | Lab extension | Carpatica Restaurări |\n"
                 "|---|---|---|\n"
                 "| Pay | 5,500 lei net | 7,800 lei net |\n"
                 "| Security | six months, then uncertain | permanent contract |\n"
                 "| Mortgage | very unlikely | realistic after probation |\n"
                 "| Work | research, publications | applied dating, restoration, lots of fieldwork |\n"
                 "| Extras | academic freedom | a company car, buildings you'd never get a grant for |\n\n"
                 "## The questions that decide it\n"
                 "1. **What do you want your working life to look like in five years?** If it's a professorship, the extension keeps that door wider open. If it's doing dendrochronology that changes how buildings are restored, Carpatica is a direct route.\n"
                 "2. **How much does uncertainty cost you?** You've said it plainly: the end of every grant is miserable. That's not a small factor; it's part of your quality of life.\n"
                 "3. **Can you keep a foot in research?** Often yes: restoration firms generate exactly the data that makes good papers, and labs like having a partner in industry.\n\n"
                 "## If you lean towards Carpatica, negotiate\n"
                 "An offer is a starting point. Things worth asking for:\n"
                 "- **Salary:** a counter-offer of around 8,500 lei net is reasonable for a specialist they can't easily replace.\n"
                 "- **Research time:** for example **one day a month** to keep working with the lab on publications, with the firm credited. It costs them little and benefits their reputation.\n"
                 "- **Fieldwork terms:** per diem (diurnă), overtime or time off in lieu for weekends in villages, who pays accommodation.\n"
                 "- **Equipment:** who owns the borer, the microscope, the software licences.\n"
                 "- **Probation:** in Romania usually up to 90 days for this kind of role; know what's expected by the end of it.\n\n"
                 "## About the Brașov ad\n"
                 "You've ruled it out for a good reason. It's fine to let it go.\n\n"
                 "## And Prof. Dumitrescu\n"
                 "Tell him early and warmly, and propose the collaboration yourself. Supervisors generally want their people to land somewhere good."),
   ("user", "I'll ask Ștefan for 8,500 lei net plus one day a month to keep working with the lab on publications. Prof. Dumitrescu said he'd be sad but he'd do the same in my place."),
   ("assistant", "That's a strong, fair counter-offer. A short email works well for this: thank Ștefan for the offer, say you're keen to join, then state the two requests clearly with one line of reasoning each "
                 "(your specialist experience; the lab collaboration keeps the firm visible in research). End by proposing a quick call. Good luck, and it's lovely that Prof. Dumitrescu took it that way.")],
  {"summary": "The user's grant ends on 31 January 2026; options: a six-month extension at the lab from Prof. Horea Dumitrescu at 5,500 lei net with an uncertain bigger grant, "
              "or a permanent contract at Carpatica Restaurări, a Cluj heritage restoration firm owned by architect Ștefan Moldovan, as timber and dendrochronology specialist for 7,800 lei net with a company Dacia Duster, starting 2 February 2026, "
              "much of the work in Transylvania and Székely villages; she saw but didn't apply to a forestry research institute job in Brașov, since it would mean moving and Vlad's life is his gym; "
              "she hates the uncertainty at the end of grants and they want a mortgage; the assistant compared the options, asked about five-year goals and the cost of uncertainty, and suggested negotiating (about 8,500 lei net, one research day a month, fieldwork terms, equipment, probation up to 90 days); "
              "she will ask for 8,500 lei net plus one day a month with the lab; Prof. Dumitrescu understands.",
   "decisions": [{"decision": "Lean towards the Carpatica Restaurări job and counter-offer 8,500 lei net plus one lab day a month", "rationale": "A permanent contract for security and a mortgage; she hates the end of grants"},
                 {"decision": "Not apply to the forestry research institute in Brașov", "rationale": "It would mean moving away from Cluj and Vlad's gym"}],
   "outcomes": ["Carpatica offer: 7,800 lei net, company Duster, start 2 February 2026"]}),
 ("2026-01-11", "Learning Hungarian for fieldwork in Székely villages", [
   ("user", "News: I took the Carpatica job! Ștefan agreed to 8,300 lei net and the lab day, so I start on Monday 2 February. "
            "A lot of the work is in Harghita and Covasna, in Reformed, Unitarian and Catholic churches and old barns, and in many of those villages the priest or the caretaker speaks only Hungarian, "
            "and the old parish records are in Hungarian too. I grew up in Bistrița hearing a bit of it, but I can't say much more than 'köszönöm'. "
            "I've found a tutor, Tünde Szabó, who teaches Hungarian to Romanian speakers: 80 lei for a 60-minute lesson, Tuesdays at 18:00 at her flat on Strada Horea. "
            "What else should I do so I can hold basic conversations by the summer?\n\n"
            "And good news from Bistrița: Dad has been wearing his hearing aids since Monday 5 January! On Christmas Eve Oana's daughter Maia, she's six, sang him a carol, and he couldn't make out the words. "
            "He went very quiet. On the 27th he went to the shop by himself."),
   ("assistant", "Congratulations on the job, and what a moment with your dad. It's often something exactly like that, a grandchild's voice, that changes a mind where every argument failed. I hope Maia knows what she did.\n\n"
                 "Now, Hungarian. It has a reputation, and it's partly deserved, but your goal is specific, which helps a lot.\n\n"
                 "## Set the right goal\n"
                 "By summer, aim for **survival conversation plus your work vocabulary**: greetings, introducing yourself and what you're doing, asking permission, asking about the building's history, small talk about weather, family, the village. "
                 "Not reading 18th-century parish registers yet.\n\n"
                 "## What makes Hungarian different\n"
                 "- **Agglutination:** meaning is built by adding endings (*templom* church, *templomban* in the church, *templomunkban* in our church).\n"
                 "- **Vowel harmony:** endings change to match the word's vowels.\n"
                 "- **Word order** follows focus rather than fixed rules.\n"
                 "- The good news: **spelling is regular** and stress is always on the first syllable.\n\n"
                 "## A weekly routine around Tünde's lessons\n"
                 "1. **Tuesday lesson** with Tünde: ask her to build part of each lesson around your real situations (arriving in a village, explaining coring).\n"
                 "2. **15 minutes a day of spaced repetition** (Anki or similar) with your own deck: *gerenda* (beam), *mennyezet* (ceiling), *kazetta* (coffer), *festett* (painted), *tetőszerkezet* (roof structure), "
                 "*harangtorony* (bell tower), *lelkész* (minister), *gondnok* (caretaker), *évgyűrű* (tree ring).\n"
                 "3. **A textbook for structure:** *MagyarOK* is widely used and well designed for adults.\n"
                 "4. **Listening:** Cluj has Hungarian-language radio and a daily paper; even 10 minutes while cooking trains your ear.\n"
                 "5. **The Hungarian Theatre of Cluj** often has surtitles in Romanian: enjoyable immersion.\n"
                 "6. **A phrase sheet for fieldwork** that Tünde checks: who you are, what you'll do, how small the holes are, thank you.\n\n"
                 "## Use the field\n"
                 "Caretakers and ministers are usually delighted when an outsider tries. Your first sentences will be clumsy; they'll still open doors that Romanian or English wouldn't."),
   ("user", "I've made an Anki deck called 'Gerenda', since it means beam. Vlad laughed and says he'll learn 'fogás' (hold) for the Hungarian climbers at the gym."),
   ("assistant", "A deck called 'Gerenda' is exactly the right spirit. And Vlad's right: learning the words for a shared passion is how most adults actually pick up a language. "
                 "You could trade: he teaches you the gym words, you teach him the church ones.")],
  {"summary": "The user accepted the Carpatica Restaurări job: Ștefan Moldovan agreed to 8,300 lei net and one lab day a month; she starts on 2 February 2026; much of the work is in Harghita and Covasna, where many priests and caretakers speak only Hungarian and the parish records are in Hungarian; "
              "she has a Hungarian tutor, Tünde Szabó, 80 lei per 60-minute lesson, Tuesdays at 18:00 on Strada Horea; "
              "her father Ilie has worn hearing aids since 5 January 2026, after failing to make out the carol his granddaughter Maia, six, Oana's daughter, sang to him on Christmas Eve; he went to the shop himself on 27 December; "
              "the assistant suggested aiming for survival conversation plus work vocabulary by summer, explained agglutination and vowel harmony, and proposed a routine: lessons built around real situations, daily spaced repetition with a work deck, the MagyarOK textbook, "
              "Hungarian radio, the Hungarian Theatre with surtitles and a fieldwork phrase sheet; she made an Anki deck called 'Gerenda' (beam).",
   "procedures": [{"name": "Learning Hungarian for fieldwork", "steps": ["Weekly lesson built around real situations", "15 minutes of spaced repetition a day", "MagyarOK textbook", "Hungarian radio", "Theatre with surtitles", "A checked fieldwork phrase sheet"]}],
   "decisions": [{"decision": "Took the Carpatica Restaurări job at 8,300 lei net plus one lab day a month, from 2 February 2026", "rationale": "A permanent contract"},
                 {"decision": "Hungarian lessons with Tünde Szabó on Tuesdays", "rationale": "Fieldwork in Székely villages where many people speak only Hungarian"}],
   "outcomes": ["Dad wears hearing aids since 5 January 2026"]}),
 ("2026-02-08", "Dating a painted ceiling I'm not allowed to drill", [
   ("user", "First week at Carpatica done. Nice colleagues; the Duster smells of someone else's cigarettes. First big project: the Reformed church in Mătișeni (Mátisfalva in Hungarian), near Odorheiu Secuiesc. "
            "It has a painted coffered ceiling, 96 fir panels, and one panel carries an inscription with the year 1742. Ștefan wants a dendro date for the restoration report that goes to the county heritage office. "
            "Obviously I can't core painted panels. They will come down for conservation, though. How would you plan this?\n\n"
            "(Zacu update: his check-up on 30 January was good, urine clear, but Dr. Kovács wants a second litter tray, so there's one in the hallway now.)"),
   ("assistant", "Good news about Zacu, and a second tray is a cheap insurance policy.\n\n"
                 "For the ceiling, the fact that the panels come down is what makes a non-invasive date possible. Here's a plan.\n\n"
                 "## 1. Work with the conservator from day one\n"
                 "- Agree **which surfaces you may touch**: usually the unpainted back and the **end grain** of each board.\n"
                 "- Ask whether you may **clean a narrow strip of end grain** with a scalpel or very fine sanding to make the rings readable. A few millimetres on an unpainted edge is often acceptable; get it in writing.\n"
                 "- Record each panel's **position in the ceiling grid** before it comes down, so your dates can be mapped.\n\n"
                 "## 2. Choose the panels\n"
                 "- Boards that are **radially cut** (rings perpendicular to the face) and have the **most rings**.\n"
                 "- Any board with **waney edge** or traces of bark: those are gold, because they give a felling date rather than an 'after' date.\n"
                 "- Aim for **at least 15 to 20 measurable series**, so the site chronology is robust.\n\n"
                 "## 3. Measure without sampling\n"
                 "- **High-resolution macro photographs** of the end grain with a scale, stitched if needed, then measured in your ring-width software.\n"
                 "- A **portable microscope or measuring stage** on site, if you have one.\n"
                 "- If a lab nearby has **micro-CT**, a few key panels could be scanned, but that's rarely necessary for fir boards with clear rings.\n\n"
                 "## 4. Dating fir\n"
                 "- You'll need **silver fir reference chronologies** for the Eastern Carpathians; check what exists and whether colleagues will share.\n"
                 "- Fir has **no visually distinct sapwood** like oak, so without waney edge you can only give a *terminus post quem*.\n"
                 "- Boards were trimmed, so the **outer rings are often missing**; expect 'after' dates on most panels.\n\n"
                 "## 5. Reporting\n"
                 "Keep one principle in mind from the start: **tree rings date the felling of the trees, not the painting of the ceiling.** The inscription is independent evidence; your job is to say whether the wood is consistent with it."),
   ("user", "The conservator, Eszter, will take the panels down in batches from March. I'll photograph the end grain of each one with the macro rig and measure in the lab software. "
            "Also: Ștefan says I can take the Duster home during fieldwork weeks, which makes Gogu, our old 2009 Dacia Logan, fairly pointless. Its ITP is due in April."),
   ("assistant", "That sounds like a solid setup. On Gogu: before the ITP is a natural moment to decide. Keeping an old car you barely use still costs the compulsory RCA insurance, the local car tax, the ITP and any repairs it needs to pass, "
                 "plus parking. If Vlad doesn't need it either, selling it in March or early April, while it still has a valid ITP, usually gets a better price and less haggling.")],
  {"summary": "The user's first week at Carpatica Restaurări is done; first big project: the painted coffered ceiling of the Reformed church in Mătișeni (Mátisfalva) near Odorheiu Secuiesc, 96 fir panels, one with an inscription of 1742; "
              "Ștefan Moldovan wants a dendro date for the restoration report for the county heritage office; the panels can't be cored but will come down for conservation; "
              "the assistant suggested agreeing with the conservator which surfaces may be touched (unpainted back and end grain), recording each panel's position, choosing radially cut boards with the most rings and any waney edge, "
              "at least 15 to 20 series, macro photographs measured in ring-width software, silver fir reference chronologies, and reporting that tree rings date the felling, not the painting; "
              "conservator Eszter will take the panels down in batches from March 2026; Zacu's check-up on 30 January 2026 was good, and Dr. Kovács asked for a second litter tray, now in the hallway; "
              "she can take the company Duster home on fieldwork weeks, which makes their old 2009 Dacia Logan, Gogu, fairly pointless; its ITP is due in April 2026.",
   "procedures": [{"name": "Dating a painted ceiling without sampling", "steps": ["Agree touchable surfaces with the conservator", "Record each panel's position", "Choose radially cut boards with the most rings and any waney edge",
                   "At least 15 to 20 series", "Macro photographs of the end grain", "Fir reference chronologies", "Report felling dates, not painting dates"]}],
   "decisions": [{"decision": "Photograph the end grain of each panel with the macro rig and measure in the lab software", "rationale": "The painted panels can't be cored"},
                 {"decision": "A second litter tray for Zacu in the hallway", "rationale": "Dr. Kovács's advice after the 30 January check-up"}]}),
 ("2026-03-01", "Three flats: which one should we make an offer on?", [
   ("user", "Flat hunting! Now that I have a permanent contract (my probation ends on 2 May but the bank says that's fine), Banca Transilvania has pre-approved us for a mortgage of up to 560,000 lei over 30 years. "
            "Savings are at 92,000 lei and my parents have offered 30,000 lei towards the deposit. We've seen three flats:\n"
            "- A: two rooms, 52 m², near Piața Mărăști, 4th floor of a 1978 block, renovated inside, asking €118,000. Vlad could cycle to Priza Boulder in 5 minutes. No parking space.\n"
            "- B: three rooms, 68 m², new build in Bună Ziua, €139,000 plus VAT questions, with an underground parking space.\n"
            "- C: three rooms, 74 m², in Florești, €96,000, lots of space, but the traffic into Cluj is notorious.\n"
            "We pay 2,650 lei rent now. Which would you go for and what should we offer?"),
   ("assistant", "Congratulations on the pre-approval. Let's look at money first, then each flat.\n\n"
                 "## What you can afford\n"
                 "With about 122,000 lei of your own (savings plus your parents' help), and keeping some aside for notary fees, valuation, insurance, moving and furniture, a price around **€115,000 to €120,000** "
                 "is comfortable. At roughly 6% interest over 30 years, borrowing around 470,000 lei means a monthly payment in the region of **2,800 lei**, close to your current rent.\n\n"
                 "## Flat A: Mărăști, €118,000\n"
                 "**For:** central, practical, already renovated, and Vlad's commute is ideal.\n"
                 "**Check:**\n"
                 "- **Top floor of a 1978 block:** ask when the **terrace roof** was last waterproofed, and look for damp stains on the ceilings.\n"
                 "- **No lift**, which matters with shopping, moving day and, one day perhaps, a pram.\n"
                 "- Whether the block has had **thermal rehabilitation**, and the monthly **association fees**.\n"
                 "- The **technical state of the block** (any structural report).\n\n"
                 "## Flat B: Bună Ziua, €139,000\n"
                 "**For:** new, a third room, parking.\n"
                 "**Against:** it's over your comfortable range before extras. With new builds, check **how VAT applies** to your purchase, what 'finished' includes, the **developer's track record**, and the traffic on the roads out of Bună Ziua at rush hour.\n\n"
                 "## Flat C: Florești, €96,000\n"
                 "**For:** the most space for the money.\n"
                 "**Against:** the commute. Florești's main road into Cluj is famous for jams, and with Vlad cycling and you going to the office or leaving for fieldwork, you'd be trading space for hours every week. "
                 "Resale can also be slower.\n\n"
                 "## My view\n"
                 "**A**, if the roof and the block check out. It fits your budget, your lives and your commute.\n\n"
                 "## The offer\n"
                 "- Ask the agent about **recent sale prices** in the same area, not asking prices.\n"
                 "- Cluj is a tight market, but a well-argued offer 5 to 7% below asking is normal to try.\n"
                 "- Decide your **walk-away price before** you make the offer, and make the offer conditional on the mortgage and the bank's valuation."),
   ("user", "We'll offer €110,000 on the Mărăști flat and go up to €115,000 at most. Vlad says four floors without a lift is free training."),
   ("assistant", "Good plan, and Vlad's attitude will be tested on moving day. Before signing anything, ask the administrator of the block for the date of the last roof repair in writing, "
                 "and ask the sellers for a certificate that there are no debts to the owners' association.")],
  {"summary": "Banca Transilvania pre-approved the user and Vlad for a mortgage up to 560,000 lei over 30 years; savings 92,000 lei plus 30,000 lei from her parents; her probation at Carpatica ends on 2 May 2026; rent is 2,650 lei; "
              "three flats: A, two rooms, 52 m², 4th (top) floor of a 1978 block near Piața Mărăști, renovated, €118,000, 5 minutes by bike from Vlad's gym, no parking; B, three rooms, 68 m², new build in Bună Ziua, €139,000, with parking; "
              "C, three rooms, 74 m², Florești, €96,000, bad traffic; the assistant estimated a comfortable price of €115,000 to €120,000 with a payment around 2,800 lei a month, "
              "recommended flat A if the terrace roof and the block check out, warned about B's price and VAT and C's commute, and suggested offering 5 to 7% below asking, conditional on the mortgage and valuation; "
              "they will offer €110,000 on the Mărăști flat and go up to €115,000 at most.",
   "decisions": [{"decision": "Offer €110,000 on the Mărăști flat, maximum €115,000", "rationale": "Fits the budget, central, Vlad's commute; the other two were too expensive or too far"}],
   "procedures": [{"name": "Checks before buying a top-floor flat in an old block", "steps": ["When was the terrace roof waterproofed", "Damp stains on ceilings", "Lift or not", "Thermal rehabilitation and association fees", "Structural state", "No debts to the owners' association"]}],
   "outcomes": ["Mortgage pre-approval up to 560,000 lei"]}),
 ("2026-03-22", "Sore Achilles four weeks before the half marathon", [
   ("user", "Running update. Last Sunday I did my longest run, 19 km in 2:02, and felt good. But since Wednesday's intervals my left Achilles is stiff in the morning and sore for the first ten minutes of a run, then better. "
            "On Friday I saw a physio, Alina Crișan: early Achilles tendinopathy, she says. She gave me heavy slow calf raises off a step and told me to drop intervals for two weeks. "
            "Also, Bianca has pulled out: she got a job in Vienna and moves on 1 April. So I'm on my own. The race is on 19 April. Can I still go under two hours?"),
   ("assistant", "First: 19 km in 2:02 is right where you need to be four weeks out, so most of your fitness is already built. Two weeks without intervals won't undo months of training. "
                 "I'm not a physiotherapist, so Alina's plan comes first; here's how it usually fits together.\n\n"
                 "## Managing the tendon\n"
                 "Tendons don't like sudden changes in load, and they respond well to the right kind of loading, which is what the calf raises are for.\n"
                 "- **Pain monitoring:** during a run, pain up to about 3 out of 10 is generally acceptable *if* it settles by the next morning. If the morning stiffness is worse the next day, the previous day was too much.\n"
                 "- **Do the calf raises faithfully.** They're the treatment, not an extra.\n"
                 "- **Avoid** hills, speedwork and very soft or worn-out shoes for now.\n\n"
                 "## The next four weeks\n"
                 "1. **Weeks 1 and 2 (to 5 April):** easy runs only, your usual four days if the tendon allows, long run kept at 14 to 16 km. Cycling can replace a run if needed.\n"
                 "2. **Week 3:** if the tendon is calm, **one run with 6 to 8 km at race pace** (about 5:40 per km).\n"
                 "3. **Week 4 (taper):** shorter easy runs, a few strides, plenty of sleep.\n\n"
                 "## Race day\n"
                 "- A proper **10-minute warm-up**, since your tendon is stiff at the start.\n"
                 "- Start at **5:45 to 5:50 per km** for the first 5 km, then settle into goal pace. A controlled start is worth more than any interval session you're missing.\n\n"
                 "## When to stop\n"
                 "Sudden sharp pain, a 'snap' sensation, swelling or pain when walking: stop and see Alina or a doctor.\n\n"
                 "So yes, sub-two is still realistic, maybe slightly less comfortable. And I'm sorry about Bianca; you'll have to tell her all about it."),
   ("user", "OK: easy runs only until 5 April, calf raises every day, and one 8 km at race pace on Wednesday 8 April if the tendon behaves."),
   ("assistant", "That's a sensible plan. Write the morning stiffness down every day, from 0 to 10: it's the simplest way to see whether things are going the right way, and it's reassuring to watch the numbers drop.")],
  {"summary": "The user's longest run was 19 km in 2:02 on 15 March 2026; since the following Wednesday's intervals her left Achilles is stiff in the morning; physio Alina Crișan diagnosed early Achilles tendinopathy, gave heavy slow calf raises and stopped intervals for two weeks; "
              "her friend Bianca pulled out of the race because she got a job in Vienna and moves on 1 April; the race is on 19 April 2026; "
              "the assistant (not a physiotherapist) said most fitness is built, explained pain monitoring (up to 3/10 if it settles by morning), suggested easy runs to 5 April, then one race-pace run, a taper, a 10-minute warm-up and a start at 5:45 to 5:50 per km; "
              "she'll run easy until 5 April, do calf raises daily and one 8 km at race pace on 8 April if the tendon behaves.",
   "procedures": [{"name": "Running with early Achilles tendinopathy before a race", "steps": ["Pain up to 3/10 if it settles by morning", "Calf raises daily", "No hills or speedwork", "Easy runs for two weeks", "One race-pace run if calm", "Taper", "Warm up well"]}],
   "decisions": [{"decision": "Easy runs only until 5 April 2026 and calf raises every day", "rationale": "Early Achilles tendinopathy, per physio Alina Crișan"}]}),
 ("2026-04-12", "Offer accepted! Mortgage, notary and moving", [
   ("user", "Big week! The owners of the Mărăști flat accepted €114,500 on Wednesday. The roof: the block association redid the terrace waterproofing in 2023, we saw the invoice. Notary signing is set for Thursday 21 May. "
            "Also, we sold Gogu on Saturday 4 April to a master's student from Turda for 8,000 lei. I have the Duster for fieldwork, Vlad cycles everywhere, and the new flat has no parking space anyway, so there was no point paying for an ITP. "
            "And at work I dated the roof of a merchant's house on Strada Matei Corvin in the old town, which Carpatica is restoring: the oak beams were felled in the winter of 1561/62, so the roof is the original Renaissance one. Ștefan was thrilled. "
            "What do we still need to do before the 21st, and when should I give notice to Mr. Bogdan? Our contract says 30 days."),
   ("assistant", "Congratulations on all three! A Renaissance roof in the middle of Cluj is a lovely find. Here's a checklist for the next five weeks.\n\n"
                 "## Before the signing\n"
                 "1. **Bank valuation:** the bank sends an authorised valuer; the mortgage depends on the value coming in at or above the price.\n"
                 "2. **Final mortgage approval** once the valuation is in, and the loan contract to read carefully (interest type, margin, early repayment terms).\n"
                 "3. **Insurance:** the compulsory home insurance (PAD), the property insurance the bank requires, and often life insurance assigned to the bank.\n"
                 "4. **Documents from the sellers,** usually gathered by the notary: the land register extract (extras de carte funciară), the energy performance certificate, the tax certificate from the local council, "
                 "and the certificate from the owners' association that there are no debts.\n"
                 "5. **The money:** the price is in euros; if your loan and savings are in lei, agree with the bank and the notary how and when the exchange happens, and at what rate.\n"
                 "6. **Notary fees and land registry fees:** ask the notary for an estimate now so there are no surprises.\n\n"
                 "## Giving notice\n"
                 "With 30 days' notice, give it **by 1 May** at the latest to leave at the end of May, but don't hand back the old flat before you have the keys to the new one. "
                 "If the signing slipped by a week, you'd want some slack. Check whether Mr. Bogdan would agree to a few extra days if needed.\n\n"
                 "## Moving\n"
                 "- Get **two or three quotes** from movers; a fourth floor without a lift costs more, so mention it.\n"
                 "- Transfer **electricity, gas and internet** into your names, and read the meters on the day.\n"
                 "- Plan Zacu's day separately: moving is exactly the kind of stress his bladder doesn't like."),
   ("user", "Notice given to Mr. Bogdan today for 31 May, and we'll move on Monday 1 June. A painter will redo the walls and sand the parquet in the last week of May."),
   ("assistant", "That's tight but workable: keys on the 21st, painter in the last week of May, move on 1 June. "
                 "Ask the painter for a firm finish date in writing, because parquet lacquer needs time to cure before furniture goes on it, and that's the step that most often slips.")],
  {"summary": "The owners of the Mărăști flat accepted the user's offer of €114,500 on 8 April 2026; the block's terrace waterproofing was redone in 2023; notary signing set for 21 May 2026; "
              "they sold Gogu, their 2009 Dacia Logan, on 4 April 2026 to a master's student from Turda for 8,000 lei, because she has the company Duster for fieldwork, Vlad cycles everywhere and the new flat has no parking space, so no point paying for an ITP; "
              "at work she dated the roof of a merchant's house on Strada Matei Corvin in Cluj's old town, restored by Carpatica: the oak beams were felled in winter 1561/62, the original Renaissance roof; "
              "the assistant listed the steps before signing (bank valuation, final approval, insurance including PAD, the sellers' documents, the euro exchange, notary fees), giving notice by 1 May, and moving tips; "
              "she gave notice to landlord Cornel Bogdan for 31 May and they plan to move on 1 June 2026; a painter will redo the walls and sand the parquet in the last week of May.",
   "decisions": [{"decision": "Sold Gogu for 8,000 lei", "rationale": "She has the company Duster, Vlad cycles, and the new flat has no parking space"},
                 {"decision": "Give notice for 31 May and move on 1 June 2026", "rationale": "Keys at the notary signing on 21 May"}],
   "discoveries": ["The roof of the merchant's house on Strada Matei Corvin is original Renaissance: oak felled in winter 1561/62"],
   "outcomes": ["Offer accepted at €114,500", "Notary signing 21 May 2026"]}),
 ("2026-04-26", "Half marathon done, and we're engaged", [
   ("user", "I did it! Cluj half marathon last Sunday: 1:57:12 chip time. The Achilles held, just a bit stiff the next day. "
            "And that evening Vlad took me up Cetățuia for the sunset and proposed! I said yes, obviously. We want something small: a civil ceremony at the town hall on Saturday 20 June and a lunch with family and friends. "
            "Two questions. What's a sensible recovery before my next goal, the 25 km Apuseni trail race on 27 September? And what do we need for a civil wedding in Cluj? "
            "Oana is running the Brașov half marathon on 24 May and has already announced she'll beat my time."),
   ("assistant", "Congratulations twice over: a sub-two half marathon and an engagement on the same day is quite a Sunday.\n\n"
                 "## Recovery\n"
                 "1. **This week and next:** easy running only, or cycling and walking. A race of 21 km leaves more fatigue than you feel.\n"
                 "2. **Keep the calf raises going** for at least another six to eight weeks. Tendons often feel better long before they're stronger.\n"
                 "3. **From mid-May:** back to four runs a week, still easy.\n\n"
                 "## Towards a 25 km trail race\n"
                 "Trail races are a different sport from road halves:\n"
                 "- **Elevation:** check the race's total climb; Apuseni routes can easily have 1,000 m or more. Add **hill walking and running** from June.\n"
                 "- **Downhills** are where legs get destroyed; practise them gradually.\n"
                 "- **Time on feet** matters more than pace: long runs measured in hours, not kilometres.\n"
                 "- **Kit:** trail shoes, a running vest with water, and a phone and a foil blanket if the race requires them.\n\n"
                 "## A civil wedding in Cluj-Napoca\n"
                 "Requirements change occasionally, so confirm with the civil status office, but typically:\n"
                 "1. **Book the date** with the civil status service (Starea Civilă) of Cluj-Napoca; Saturdays in summer fill up.\n"
                 "2. **File the declaration of marriage** in person, both of you, usually **at least 10 days before** the ceremony (it can be shortened only for good reasons).\n"
                 "3. **Documents:** identity cards, birth certificates (originals and copies), and the **prenuptial medical certificates**, which are only valid for a short time (usually 14 days), so time them carefully.\n"
                 "4. **Two witnesses** with their identity cards.\n"
                 "5. Decide beforehand **what surname** each of you will use after the marriage; you declare it when filing.\n\n"
                 "Enjoy this. You've had a big year already."),
   ("user", "We'll book the 20 June slot this week. Vlad's brother Andrei is a sous-chef on a cruise ship; we'll ask whether he can get leave."),
   ("assistant", "Fingers crossed for Andrei. Cruise contracts are often rigid, so it's worth asking him before the booking is final, and checking whether the town hall lets you change the date later without losing your slot.")],
  {"summary": "The user ran the Cluj half marathon on 19 April 2026 in 1:57:12 chip time; the Achilles held; that evening Vlad proposed on Cetățuia hill at sunset and she said yes; "
              "they plan a small civil ceremony at the town hall on 20 June 2026 and a lunch; her next goal is the 25 km Apuseni trail race on 27 September 2026; her sister Oana runs the Brașov half marathon on 24 May 2026; "
              "the assistant suggested two easy weeks, continuing the calf raises, then building towards the trail race with hills, downhills, time on feet and kit, "
              "and explained the civil wedding steps in Cluj-Napoca: book the date, file the declaration of marriage at least 10 days before, identity cards, birth certificates, prenuptial medical certificates (usually valid 14 days), two witnesses, choice of surname; "
              "Vlad's brother Andrei is a sous-chef on a cruise ship and they'll ask whether he can get leave.",
   "procedures": [{"name": "Civil wedding in Cluj-Napoca", "steps": ["Book the date with Starea Civilă", "File the declaration at least 10 days before", "Identity cards and birth certificates",
                   "Prenuptial medical certificates (valid about 14 days)", "Two witnesses", "Decide the surname"]}],
   "decisions": [{"decision": "A small civil wedding on 20 June 2026", "rationale": "They want something small with family and friends"}],
   "outcomes": ["Cluj half marathon 1:57:12 on 19 April 2026", "Engaged on 19 April 2026"]}),
 ("2026-05-17", "Moving a nervous cat, and the wedding date changes", [
   ("user", "Change of plans, twice. The painter can only finish on Friday 5 June, so the move is now Saturday 6 June instead of 1 June; Mr. Bogdan kindly lets us stay until then for 450 lei extra. "
            "And the wedding moves from 20 June to Saturday 12 September. Andrei's contract on the ship runs until the end of August and he can't get leave, and honestly, moving and getting married in the same month was madness. "
            "The town hall has confirmed 12 September at 13:00.\n\n"
            "Now, Zacu. He hates change. When we take him to the vet he yowls the whole 15-minute drive, and after the last visit he hid under the bed for a whole day. "
            "How do we move him with the least stress, given his bladder history? The new flat is on the 4th floor and has a balcony."),
   ("assistant", "Both changes sound wise, even if they didn't feel like it at first. Now for Zacu: with his history, planning his move is genuinely worth it, because stress is one of the triggers for cats with urinary problems.\n\n"
                 "## Before the move\n"
                 "- **Pheromone diffuser:** plug one in at the new flat a couple of days before he arrives, in the room he'll start in.\n"
                 "- **Keep his smells:** don't wash his blanket, bed or scratching post before the move. Familiar smells are his map.\n"
                 "- **Carrier practice:** leave the carrier open in the living room with a treat and a blanket in it, so it isn't only the 'vet box'.\n\n"
                 "## Moving day\n"
                 "1. **Shut him in the bathroom** (or the emptiest room) at the old flat with litter, water, food and his blanket, with a sign on the door: *CAT INSIDE, DO NOT OPEN.*\n"
                 "2. **Move him last**, once the van has gone, in the carrier **covered with a towel**.\n"
                 "3. At the new flat, **set up one room first**: litter tray, water, his food, the blanket, a hiding place. Let him stay there until the movers have left.\n"
                 "4. Open the rest of the flat **gradually** over a day or two.\n\n"
                 "## The first week\n"
                 "- **Same routine:** feeding times, the S/O food, play.\n"
                 "- **Both litter trays and the fountain** set up straight away.\n"
                 "- **Watch his urination closely for 72 hours:** straining, frequent trips, crying or nothing for 12 hours means straight to the vet.\n"
                 "- **Hiding for a day or two is normal.** Not eating for more than 24 hours isn't.\n\n"
                 "## The 4th floor and the balcony\n"
                 "Falls from balconies and windows are common in cats, especially in a new place. **Net the balcony** and check window stays before he explores.\n\n"
                 "## Admin\n"
                 "Update his **microchip registration** with your new address, and tell VetNord."),
   ("user", "Feliway diffuser ordered (119 lei with a refill). On moving day he'll stay in the bathroom of the old flat until the van has gone, and we'll take him over last. Vlad's putting a net on the balcony."),
   ("assistant", "That's a really good plan. Vlad will probably have the tidiest balcony net in Mărăști, given what he does for a living. Good luck on the 6th.")],
  {"summary": "The move to the Mărăști flat is now on 6 June 2026 instead of 1 June because the painter can only finish on 5 June; landlord Cornel Bogdan lets them stay until then for 450 lei extra; "
              "the wedding moves from 20 June to 12 September 2026 at 13:00 (confirmed by the town hall), because Vlad's brother Andrei's cruise ship contract runs until the end of August and he can't get leave, and moving and marrying in the same month was too much; "
              "Zacu hates change: he yowls in the car to the vet and hid under the bed for a day after the last visit; "
              "the assistant suggested a pheromone diffuser in the new flat, keeping his smells, carrier practice, shutting him in the bathroom on moving day and moving him last in a covered carrier, setting up one room first, "
              "the same routine, watching his urination for 72 hours, netting the balcony and updating his microchip; they ordered a Feliway diffuser (119 lei with a refill) and Vlad will net the balcony.",
   "procedures": [{"name": "Moving a stressed cat", "steps": ["Pheromone diffuser in the new flat", "Keep his smells", "Carrier practice", "Shut him in the bathroom on moving day", "Move him last in a covered carrier",
                   "One room first", "Same routine", "Watch urination for 72 hours", "Net the balcony", "Update the microchip"]}],
   "decisions": [{"decision": "Move on 6 June 2026 instead of 1 June", "rationale": "The painter can only finish on 5 June"},
                 {"decision": "Wedding moved from 20 June to 12 September 2026", "rationale": "Andrei's cruise ship contract runs to the end of August, and moving and marrying in the same month was too much"},
                 {"decision": "Feliway diffuser for Zacu's move", "rationale": "Stress can trigger his urinary problems"}]}),
 ("2026-06-14", "Ceiling results: can I write 'confirmed 1742'?", [
   ("user", "We moved on the 6th and it went fine. Zacu hid under the sofa for two days, then claimed the kitchen windowsill, and he's peeing normally.\n\n"
            "Work: the Mătișeni ceiling results are in. I measured 41 panels and 29 cross-dated against the fir chronology. On most of the dated panels the youngest rings fall between 1725 and 1739, "
            "and one panel still has its waney edge, with a last ring of 1739, so that tree was felled in the winter of 1739/40. Three panels are much older, felled after 1612; probably reused from an earlier ceiling. "
            "Ștefan wants to write 'dendrochronology confirms the 1742 date of the ceiling' in the report for the heritage office. I'm not comfortable with that. How do I put it?\n\n"
            "Other news: Tünde has put her price up to 95 lei from May, which is fair, and I can now chat with the caretaker in Mătișeni, Mr. Balázs, about the weather and his bees, slowly. "
            "And Oana did beat me: 1:49:30 in Brașov on 24 May."),
   ("assistant", "Glad the move went well and Zacu is already running the windowsill. On the report, your instinct is right, and the good news is that an honest sentence can still sound strong.\n\n"
                 "## Why 'confirms' is too strong\n"
                 "- Tree rings date the **felling of the trees**, not the painting. Timber could be stored, and a ceiling could be painted years after the boards went up.\n"
                 "- Only **one** panel has a waney edge; the others give 'after' dates.\n"
                 "- A reviewer at the heritage office who knows dendrochronology will notice the overstatement, and it undermines the rest of the report.\n\n"
                 "## What you can say, and it's a lot\n"
                 "Something like:\n\n"
                 "> *The ceiling boards are silver fir. 29 of 41 measured panels were dated. One panel retains its waney edge, giving a felling date of winter 1739/40; the youngest rings of the other panels fall between 1725 and 1739. "
                 "The timber is therefore **consistent with the painted date of 1742**, assuming the usual short interval between felling and use. Three panels, from trees felled after 1612, were reused from an earlier structure.*\n\n"
                 "## One line for the executive summary\n"
                 "> *Tree-ring dating of the ceiling boards (felling in winter 1739/40) is consistent with the painted date of 1742.*\n\n"
                 "## Talking to Ștefan\n"
                 "His aim is a clear, persuasive report, and that's legitimate. Frame it as protecting the firm: **'consistent with' is the phrase specialists expect**, and a precise claim is harder to challenge. "
                 "And the reused 1612 panels are a bonus story for the heritage office: evidence of an earlier painted or plank ceiling in the church.\n\n"
                 "Congratulations on the Hungarian, too: talking bees with a caretaker is real progress in five months."),
   ("user", "Ștefan agreed to 'consistent with the painted date of 1742'. He said as long as it fits in one sentence he can put it in the executive summary."),
   ("assistant", "That's a good result for everyone: the report stays accurate and Ștefan gets his headline sentence. Keep the full ring-width data and the cross-dating statistics in an appendix; heritage reviewers appreciate being able to check.")],
  {"summary": "The user moved to the Mărăști flat on 6 June 2026; Zacu hid under the sofa for two days, then claimed the kitchen windowsill, and is peeing normally; "
              "Mătișeni ceiling results: 41 panels measured, 29 cross-dated against the fir chronology; youngest rings between 1725 and 1739; one panel with waney edge, last ring 1739, felled in winter 1739/40; three panels reused, felled after 1612; "
              "Ștefan Moldovan wanted to write that dendrochronology confirms the 1742 date; the assistant advised that tree rings date the felling, not the painting, and suggested saying the timber is 'consistent with the painted date of 1742', with a one-line executive summary; "
              "Ștefan agreed; tutor Tünde raised her price to 95 lei from May 2026; the user can now chat slowly in Hungarian with the Mătișeni caretaker Mr. Balázs; her sister Oana ran the Brașov half marathon in 1:49:30 on 24 May 2026.",
   "discoveries": ["The Mătișeni ceiling boards were felled in winter 1739/40, consistent with the painted date of 1742", "Three Mătișeni panels were felled after 1612, reused from an earlier structure"],
   "decisions": [{"decision": "Report the Mătișeni ceiling as 'consistent with the painted date of 1742', not 'confirmed'", "rationale": "Tree rings date the felling, not the painting; only one panel has waney edge"}],
   "outcomes": ["Moved on 6 June 2026", "Tünde's lessons 95 lei from May 2026", "Oana's Brașov half marathon 1:49:30"]}),
 ("2026-07-05", "Wedding lunch budget for 12 September", [
   ("user", "Wedding planning. Civil ceremony at the Cluj-Napoca civil status office on Saturday 12 September at 13:00, then lunch at Conacul din Deal in Feleacu, 20 minutes away. "
            "55 guests; the menu is 260 lei per person plus drinks at about 70 lei per person. Total budget 30,000 lei. "
            "My mum keeps asking for a church wedding as well. We've said no: neither of us is religious and we'd rather put the money into the lunch and the flat. "
            "Dad says he'll give the toast, 'now that I can hear the room'. Other news: Vlad got promoted, he's been head route setter at Priza Boulder since 1 June, on 6,100 lei net. "
            "Can you make us a budget and a to-do timeline?"),
   ("assistant", "Congratulations to Vlad! And your dad's line is perfect; he should open the toast with it.\n\n"
                 "## Budget (30,000 lei)\n"
                 "| Item | Estimate |\n"
                 "|---|---|\n"
                 "| Lunch: 55 x 260 lei | 14,300 lei |\n"
                 "| Drinks: 55 x 70 lei | 3,850 lei |\n"
                 "| Photographer (ceremony and lunch) | 3,000 to 4,500 lei |\n"
                 "| Cake | 800 to 1,500 lei |\n"
                 "| Outfits | 2,500 to 4,000 lei |\n"
                 "| Flowers and simple decoration | 800 to 1,500 lei |\n"
                 "| Music (a DJ, or a playlist and a good speaker) | 0 to 2,000 lei |\n"
                 "| Civil status office fees, documents, medical certificates | a few hundred lei |\n"
                 "| **Buffer (about 10%)** | **2,500 to 3,000 lei** |\n\n"
                 "The lunch and drinks come to **18,150 lei**, so you have room for everything else if you stay near the middle of the ranges.\n\n"
                 "## Timeline\n"
                 "**July**\n"
                 "- Pay the venue deposit and get the menu, the drinks package and the cancellation terms in writing.\n"
                 "- Book the photographer.\n"
                 "- Choose your two witnesses.\n\n"
                 "**Early August**\n"
                 "- Send invitations with an RSVP date of **20 August**.\n"
                 "- Outfits and the cake.\n\n"
                 "**Late August**\n"
                 "- **Prenuptial medical certificates:** time them so they're still valid when you file.\n"
                 "- **File the declaration of marriage** at the civil status office, both of you in person, **by 1 September** at the latest (at least 10 days before).\n\n"
                 "**The week before**\n"
                 "- Final guest numbers to the venue.\n"
                 "- Seating plan, transport for older guests from the town hall to Feleacu.\n"
                 "- Rings, documents and witnesses' ID cards in one envelope.\n\n"
                 "## About the church question\n"
                 "It's your decision and you've made it for clear reasons. Your mum may feel better if she has a role on the day, perhaps a reading or a few words at the lunch."),
   ("user", "Venue deposit of 5,000 lei paid on Friday. Photographer booked: Raluca, 3,800 lei. And Oana will make the cake, she insists."),
   ("assistant", "Excellent: the two biggest bookings are done, and a cake from Oana is both cheaper and more personal. "
                 "You're now at about 22,000 lei committed with lunch, drinks and the photographer, which leaves a comfortable margin for outfits, flowers and the unexpected.")],
  {"summary": "The user and Vlad marry in a civil ceremony at the Cluj-Napoca civil status office on 12 September 2026 at 13:00, with lunch at Conacul din Deal in Feleacu: 55 guests, menu 260 lei per person plus drinks at about 70 lei per person, total budget 30,000 lei; "
              "her mother wants a church wedding as well, but they said no because neither is religious and they'd rather spend the money on the lunch and the flat; her father will give the toast 'now that I can hear the room'; "
              "Vlad has been head route setter at Priza Boulder since 1 June 2026, on 6,100 lei net; the assistant drew up a budget (lunch and drinks 18,150 lei, photographer, cake, outfits, flowers, music, fees, 10% buffer) "
              "and a timeline (deposit and photographer in July, invitations with RSVP by 20 August, medical certificates and filing the declaration by 1 September, final numbers the week before); "
              "they paid a 5,000 lei venue deposit, booked photographer Raluca for 3,800 lei, and Oana will make the cake.",
   "decisions": [{"decision": "No church wedding, only a civil ceremony", "rationale": "Neither of them is religious; the money goes to the lunch and the flat"},
                 {"decision": "Photographer Raluca for 3,800 lei", "rationale": "Within the photographer budget"}],
   "outcomes": ["Venue deposit 5,000 lei paid", "Vlad head route setter since 1 June 2026, 6,100 lei net"]}),
]

QUESTIONS_132 = [
 # single facts the user said about herself, her family, pets and things owned
 ("What's my cat called?", "Zacuscă (Zacu), a ginger tom"),
 ("Where does Vlad work?", "Priza Boulder, a climbing gym in Mărăști"),
 ("What does my sister do for a living?", "she's a pharmacist in Brașov"),
 ("Which vet sorted out Zacu's blockage?", "Dr. Levente Kovács at the 24-hour VetNord clinic"),
 ("Who teaches me Hungarian?", "Tünde Szabó"),
 ("What did we call our old car?", "Gogu (a 2009 Dacia Logan)"),
 ("Who owns the company I work for now?", "Ștefan Moldovan, an architect (Carpatica Restaurări)"),
 ("What did Dad do before he retired?", "he was an electrician on the railway (CFR) for 38 years"),
 ("What kind of flat did we buy?", "a two-room flat, 52 m², on the top (4th) floor of a 1978 block near Piața Mărăști (€114,500)"),
 # when
 ("When did Mihai and I core the church in Breaza de Mara?", "Tuesday 19 August 2025"),
 ("When did Zacu get blocked and end up at the emergency vet?", "Friday night, 10 October 2025"),
 ("When did I start at Carpatica Restaurări?", "Monday 2 February 2026"),
 ("When did I run the Cluj half marathon?", "Sunday 19 April 2026"),
 ("When did Vlad propose?", "the evening of Sunday 19 April 2026, after the half marathon, on Cetățuia hill"),
 # counts and amounts
 ("How much did Zacu's emergency vet visit cost?", "1,850 lei"),
 ("How many cores did we take from the church in Breaza de Mara?", "14 (11 cross-dated)"),
 ("How much did we sell Gogu for?", "8,000 lei"),
 # lists across chats
 ("Which flats did we look at before buying?", "a two-room flat near Piața Mărăști (€118,000 asking), a three-room new build in Bună Ziua (€139,000) and a three-room flat in Florești (€96,000)"),
 ("What have we done to keep Zacu's bladder from blocking again?", "Royal Canin Urinary S/O wet food, a Catit Flower water fountain, a second litter tray, and a Feliway diffuser for the move"),
 ("Which buildings have I dated since last summer?", "the wooden church of Sfântul Nicolae in Breaza de Mara (Maramureș), the painted ceiling of the Reformed church in Mătișeni near Odorheiu Secuiesc, and the roof of a merchant's house on Strada Matei Corvin in Cluj"),
 ("What races has Oana run?", "a 50 km trail race in Piatra Craiului (October 2025) and the Brașov half marathon (24 May 2026, 1:49:30)"),
 ("What were my options when my grant was running out?", "a six-month extension at the lab (5,500 lei net) or a permanent job at Carpatica Restaurări (7,800 lei net offered); I also saw a forestry institute job in Brașov but didn't apply"),
 # latest value of something that changed
 ("How much does a lesson with Tünde cost now?", "95 lei (since May 2026; it was 80 lei)"),
 ("What do I earn now?", "8,300 lei net a month at Carpatica Restaurări"),
 ("When's our wedding?", "Saturday 12 September 2026 at 13:00 (moved from 20 June)"),
 ("What's Vlad's job now?", "head route setter at Priza Boulder (since 1 June 2026)"),
 # yes/no
 ("Do we still have Gogu?", "No"),
 ("Are we having a church wedding too?", "No"),
 ("Does Dad wear his hearing aids now?", "Yes (since 5 January 2026)"),
 ("Did I get under two hours in the half marathon?", "Yes (1:57:12)"),
 # why
 ("Why did Dad finally agree to hearing aids?", "on Christmas Eve he couldn't make out the carol his granddaughter Maia sang to him"),
 ("Why am I learning Hungarian?", "for fieldwork in Székely villages in Harghita and Covasna: many priests and caretakers speak only Hungarian, and the parish records are in Hungarian"),
 ("Why did we push the wedding back?", "Vlad's brother Andrei's cruise ship contract runs to the end of August, and moving flat and marrying in the same month was too much"),
 ("Why did we get rid of Gogu?", "I have the company Duster for fieldwork, Vlad cycles everywhere, and the new flat has no parking space (so no point paying for its ITP)"),
 # what the assistant recommended
 ("What did you suggest I tell Father Grigore so he wouldn't worry about the drilling?", "that the cores are only 5 mm across, taken in hidden places, never in painted surfaces, and plugged with wooden dowels, so the beams aren't weakened; show him a real core"),
 ("How did you tell me to word the ceiling date in the Mătișeni report?", "say the timber (felled in winter 1739/40) is 'consistent with the painted date of 1742', not that it confirms it, since tree rings date the felling, not the painting"),
 # inference
 ("Would Zacu cope well with a long car trip?", "Likely no"),
 ("Would I take another short-term research grant if one came up?", "Likely no"),
 # not in the archive
 ("What's Vlad's mother called?", "Not mentioned in my chats"),
 ("Where are we going on our honeymoon?", "Not mentioned in my chats"),
]


def assistant_chats_58_at(folder):
    """The archive of CHATS_132 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a58c", CHATS_132, "claude")


@pytest.fixture(scope="module")
def assistant_chats_58(tmp_path_factory):
    return assistant_chats_58_at(tmp_path_factory.mktemp("assistant58"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_132, "assistant 58")


def test_the_archive_finds_the_wooden_church(assistant_chats_58):
    assert assistant_chats_58.search("Breaza").results
