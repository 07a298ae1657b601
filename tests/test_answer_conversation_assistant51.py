"""A fifty-first written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind: its questions and gold answers were fixed before any run of
`kbsearch answer` on it, by a writer who did not read the answer code. It is HELD OUT: the
developers never read its questions or golds, only its score. Elena Kosovel, 36 then 37, of
Trieste, Italy, a former container-ship chief officer who is training as a harbour pilot in the
Port of Trieste, lives with her partner Stefano Bertoli, a sound engineer, and their grey cat Bora.
She chats with ChatGPT from August 2025 to July 2026: studying for the pilot's exam around a
24-hour duty roster (a mentor everyone calls Barba Franco, an exam that is moved, the licence and
her first solo ship), crewing on a friend's boat in the Barcolana against her sister Mojca's boat,
buying a flat in Roiano (three viewings, an offer, a deed that slips to January, two mortgage
offers, the bora whistling through the windows), her father's atrial fibrillation and beehives, a
cardioversion that is called off, Stefano's move from the opera house to RAI, her mother's 70th,
the cat's teeth and kidneys, a stolen scooter, a Slovene course, and a summer holiday that changes
from the Azores to Corsica, with facts the user updates later (her job, her age, the hive count,
the honey price, how she gets to work). bench/answer_conversations.py asks every question
("assistant 51")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_118 = [
 ("2025-08-10", "Study plan for my harbour pilot exam around a 24-hour roster", [
   ("user", "Ciao! I'm Elena Kosovel, I'm 36 and I live in Trieste. Since April I've been a trainee harbour pilot (allieva pilota) with the pilots' corporation of the Port of Trieste. "
            "Before that I spent nine years as a deck officer on container ships, the last three as chief officer, but four-month contracts away from home were wearing me down, and I wanted to actually live with my partner Stefano instead of video-calling him from the Red Sea. "
            "To get my licence I need 150 supervised manoeuvres with a licensed pilot on board, and then I have to pass the exam in front of a commission at the Capitaneria (the harbour master's office), which should be some time in February. "
            "I'm at 58 manoeuvres so far, mostly crude oil tankers at the SIOT terminal in the bay of Muggia and the Turkish ro-ro ferries. My mentor is Franco Gregori, a senior pilot with thirty years in the port; everybody calls him Barba Franco (barba means uncle in Triestine). "
            "My problem is studying: I follow Barba Franco's roster, 24 hours on duty and 48 off, and on duty I can be called out at any hour. How do I organise studying for the exam around that?"),
   ("assistant", "Congratulations on the move from the bridge to the pilot ladder: it's a rare career step, and nine years of watchkeeping and three as chief officer are a strong base. Here's a way to structure the next six months.\n\n"
                 "*A caveat first: as an AI I don't have the official exam programme for the Trieste pilotage exam. Ask the corporation or the Capitaneria for the current syllabus and, if possible, for the kinds of questions recent candidates were asked.*\n\n"
                 "## 1. What the exam is likely to cover\n"
                 "Pilot exams in Italian ports usually lean heavily on **local knowledge** and **ship handling**:\n"
                 "- **Port regulations:** the harbour master's ordinances on navigation, speed limits, anchorages, dangerous cargo and the use of tugs.\n"
                 "- **The port itself:** every berth, its length and depth, the approaches, the breakwaters, the anchorage areas and the terminals (SIOT, the container terminal, the ro-ro berths, the passenger terminal).\n"
                 "- **Weather limits:** how the bora affects each manoeuvre, and when operations are suspended.\n"
                 "- **Ship handling:** tugs and their positions, wind effect on high-sided ships, squat and bank effect, anchoring, single and twin screw, thrusters.\n"
                 "- **COLREGs and VHF procedure**, including communications with the VTS and the tugs.\n"
                 "- **Emergencies:** engine or steering failure during a manoeuvre, fire, pollution, man overboard.\n\n"
                 "## 2. A rhythm that fits 24 on, 48 off\n"
                 "Think of your roster as a three-day cycle:\n"
                 "1. **Duty day:** no formal studying. Instead, after every manoeuvre, write a **five-line debrief** in a notebook: ship, berth, wind, tugs used, what Barba Franco did and why. This is the most valuable study you'll do.\n"
                 "2. **First day off:** recovery. Sleep, then at most an hour of light revision (flashcards, the debrief notebook).\n"
                 "3. **Second day off:** your **main study block**, two sessions of 90 minutes with a proper break, on one topic at a time.\n\n"
                 "## 3. Techniques that work for local knowledge\n"
                 "- **Draw the port from memory**, then check it against the chart. Start with the outline, then add berths, depths and lights. Repeat weekly until it's clean.\n"
                 "- **Flashcards** for berth lengths, depths and regulation numbers: spaced repetition apps are ideal for short gaps on duty.\n"
                 "- **Talk through manoeuvres out loud**: 'Ro-ro, 200 metres, bora 25 knots from ENE, berthing port side to: which tugs, where, what speed?'\n\n"
                 "## 4. Use your mentor\n"
                 "Ask Barba Franco for a **mock oral** once a month, and later once a week. Experienced pilots usually know exactly what the commission likes to ask.\n\n"
                 "## 5. Track your manoeuvres\n"
                 "At 58 of 150 in four months, you're on track for a winter finish, but quiet weeks happen. Keep a simple log with the date, ship type and berth so you can show the commission the variety you've covered.\n\n"
                 "Would you like a month-by-month plan from now to February?"),
   ("user", "Maybe later. The drawing-from-memory idea is good: Barba Franco says the old pilots had to draw the whole port on a blackboard at their exam. Stefano has already bought me a whiteboard for the kitchen, which our cat Bora keeps walking across."),
   ("assistant", "Then you have the perfect training ground, with a feline examiner who checks the berths for you. Take a photo of each drawing before Bora edits it: comparing your drawings week by week is a nice way to see the gaps close.")],
  {"summary": "The user, Elena Kosovel, 36, of Trieste, has been a trainee harbour pilot with the pilots' corporation of the Port of Trieste since April 2025, after nine years as a deck officer on container ships (the last three as chief officer); "
              "she needs 150 supervised manoeuvres and then an exam at the Capitaneria, expected in February 2026; she has done 58, mostly crude oil tankers at the SIOT terminal and Turkish ro-ro ferries; her mentor is senior pilot Franco Gregori, known as Barba Franco; "
              "she works a 24-hours-on, 48-off roster; the assistant outlined the likely exam topics (port regulations, berths, bora limits, ship handling, COLREGs, VHF, emergencies), a three-day study cycle, drawing the port from memory, flashcards, mock orals with her mentor and a manoeuvre log; "
              "her partner Stefano bought a whiteboard; their cat is Bora.",
   "procedures": [{"name": "Studying for a pilot exam on a 24-on/48-off roster", "steps": ["Five-line debrief after every manoeuvre on duty", "First day off: recovery and light revision", "Second day off: two 90-minute study blocks",
                   "Draw the port from memory weekly", "Flashcards for berths and depths", "Monthly mock orals with the mentor", "Keep a manoeuvre log"]}],
   "decisions": [{"decision": "Practise drawing the port from memory on a kitchen whiteboard", "rationale": "The old pilots had to draw the whole port at their exam"}],
   "outcomes": ["58 of 150 supervised manoeuvres done by August 2025"]}),
 ("2025-08-31", "Crewing on a friend's boat in my first Barcolana", [
   ("user", "My friend Giulia Marchesich, a naval architect at a yacht design office, has asked me to crew on her boat Scheggia, a J/92 (9.2 metres), in the Barcolana on Sunday 12 October. I'll be trimming the mainsail; there are five of us on board, and we'll train on Saturdays in September when I'm off duty. "
            "Funny thing: I've handled 300-metre ships, but I've never raced a small boat in my life. My sister Mojca (33, she's a midwife at the Burlo Garofolo) is racing too, on Orsa Minore, a 1970s wooden sloop that belongs to her partner Andrej's uncle, and she's already telling everyone they'll beat us. "
            "Can you give me the basics of mainsail trimming, what to expect at a start with a couple of thousand boats, and what to wear?"),
   ("assistant", "What a way to start racing: the Barcolana is one of the biggest sailing races in the world, with close to two thousand boats on one start line off Barcola. Here's a primer.\n\n"
                 "## Mainsail trimming basics\n"
                 "The main trimmer controls the **power and the balance** of the boat. The main controls on a boat like a J/92:\n"
                 "- **Mainsheet:** the main power control. Sheeting in flattens the sail and points the boom to the centreline; easing twists the top of the sail open and depowers.\n"
                 "- **Traveller:** moves the boom across without changing the twist. Upwind in light air, pull it to windward; in a gust, drop it down to keep the boat flat.\n"
                 "- **Backstay:** bends the mast and flattens the main. More backstay when it's windy, less in light air.\n"
                 "- **Outhaul and cunningham:** the foot and the luff. Flatter in breeze, fuller in light air.\n"
                 "- **Telltales on the leech:** the top one should stream most of the time and stall now and then. If it's always hidden, you're over-sheeted.\n\n"
                 "**Talk to the helm.** Tell them when the boat is heeling too much or feels dead, and agree on simple words for 'ease' and 'trim' before the start.\n\n"
                 "## The start\n"
                 "- The line is several kilometres long, and the big maxis start alongside small family boats. Expect **chaos, wash from bigger boats and very dirty air** for the first half hour.\n"
                 "- Keep a **good lookout under the boom**: the trimmer often sees boats to leeward that the helm can't.\n"
                 "- Patience matters more than position: in the Barcolana, a clean lane a bit away from the crowd often beats the favoured end.\n\n"
                 "## What to wear and bring\n"
                 "- **Sailing gloves** (you'll be handling the mainsheet for hours).\n"
                 "- **Non-marking deck shoes** or sailing boots.\n"
                 "- **Layers:** a technical base layer, a fleece and a waterproof spray top; October mornings can be cold, afternoons warm.\n"
                 "- **A lifejacket** you're comfortable in, sunglasses on a strap, sun cream, water and snacks.\n\n"
                 "## One Trieste-specific caveat\n"
                 "If the **bora** blows on race day, conditions can go from pleasant to violent in minutes, with gusts far above the forecast mean. Agree with Giulia in advance when you'll reef and who does what.\n\n"
                 "Enjoy the training Saturdays, and good luck beating Orsa Minore!"),
   ("user", "Thanks. Giulia says if there's bora on the day we reef before the start, no discussion. I've bought sailing gloves, and Mojca lent me her old spray top, which is generous given she wants to beat us."),
   ("assistant", "That's sound seamanship from Giulia, and very sporting of Mojca. Sibling rivalry plus borrowed kit makes for a great story at the finish, whichever boat wins.")],
  {"summary": "The user's friend Giulia Marchesich, a naval architect, asked her to crew on her J/92 Scheggia (9.2 m) in the Barcolana on Sunday 12 October 2025, as mainsail trimmer in a crew of five, with training on Saturdays in September; the user had never raced a small boat; "
              "her sister Mojca, 33, a midwife at the Burlo Garofolo, races on Orsa Minore, a 1970s wooden sloop belonging to her partner Andrej's uncle; "
              "the assistant explained the mainsheet, traveller, backstay, outhaul, cunningham and leech telltales, the crowded Barcolana start, what to wear, and the risk of bora; Giulia will reef before the start if there's bora; Mojca lent the user her spray top.",
   "decisions": [{"decision": "Crew on Scheggia in the Barcolana as mainsail trimmer", "rationale": "Invited by her friend Giulia Marchesich"}],
   "outcomes": ["Bought sailing gloves"]}),
 ("2025-09-21", "San Giacomo, Roiano or Opicina: which flat should we buy?", [
   ("user", "Stefano and I rent a two-room flat near Via Rossetti for €760 a month and we want to buy. Yesterday we saw three flats:\n"
            "1. San Giacomo: 70 m², third floor, no lift, needs everything redone, €165,000.\n"
            "2. Roiano: 82 m², fourth floor with a lift, a small balcony with a view of the sea over the port, kitchen redone in 2019, €198,000.\n"
            "3. Opicina: 95 m² with a small garden, up on the Karst, five minutes from my parents, €225,000. But up there the bora in winter is brutal, and it's 25 minutes to the port.\n"
            "We have €52,000 saved. I ride my Piaggio Liberty scooter to the pilot station; from Roiano it would be ten minutes. Stefano (he's 40) is a sound engineer at the Teatro Verdi, he does the sound for the operetta, the concerts and the recordings, so he works a lot of evenings, and from Roiano it's 15 minutes by bus. Which would you pick?"),
   ("assistant", "Three very different flats, so it helps to compare them on the **total cost** and on how you actually live.\n\n"
                 "## 1. Total cost, not asking price\n"
                 "- **San Giacomo (€165,000):** a full renovation of 70 m² (electrics, plumbing, bathroom, kitchen, floors, windows) commonly costs **€60,000 to €90,000** in Italy at the moment. That puts it at €225,000 to €255,000, for the smallest flat, no lift and months of building work. Renovation bonuses can claw some of it back over ten years, but not up front.\n"
                 "- **Roiano (€198,000):** move-in ready, with a recent kitchen. Budget a few thousand for painting and small jobs.\n"
                 "- **Opicina (€225,000):** the most space and a garden, but the highest price and the longest commute for both of you.\n\n"
                 "## 2. Purchase costs in Italy\n"
                 "On top of the price, budget roughly:\n"
                 "- **Registration tax** for a first home bought from a private seller: 2% of the **cadastral value** (usually far below the price), plus fixed fees.\n"
                 "- **Notary:** a few thousand euros for the deed and the mortgage deed.\n"
                 "- **Agency fee:** often 3% plus VAT, so about €7,000 on a €190,000 flat. Check what your agency charges.\n"
                 "- **Mortgage costs:** valuation, arrangement fee, fire insurance.\n\n"
                 "## 3. What your savings allow\n"
                 "Banks usually lend up to **80% of the price or valuation**. On the Roiano flat, that means a deposit of about €40,000 plus €10,000 to €12,000 of costs, which is almost all of your €52,000. Try to keep a small emergency reserve, or negotiate the price down.\n\n"
                 "## 4. How you live\n"
                 "With your call-outs at any hour and Stefano's evenings, a **short commute for both of you** is worth a lot. Roiano wins on that, and a lift matters for shopping, furniture and, one day, for getting older.\n\n"
                 "## 5. Checks before any offer\n"
                 "1. **Condominium fees** and any **extraordinary works already approved** (a façade or roof can cost each owner thousands).\n"
                 "2. **The energy certificate (APE)** and the type of heating (central or independent).\n"
                 "3. **Cadastral and planning conformity**: the floor plan must match what's registered.\n"
                 "4. **Why it's being sold** and how long it's been on the market, to judge your margin.\n\n"
                 "On what you've told me, **Roiano** looks like the best balance. An opening offer around 8% below the asking price is common, with room to meet in the middle."),
   ("user", "We're going for Roiano. We'll offer €182,000 through the agency this week. The condominium fees are €95 a month and there are no big works approved."),
   ("assistant", "Sounds well judged. In Italy the offer (proposta d'acquisto) is usually made in writing with a deposit cheque held by the agency. Make it **conditional on getting the mortgage**, and give it a short validity, about a week, so you're not tied up if the seller stalls.")],
  {"summary": "The user and Stefano rent a two-room flat near Via Rossetti for €760 a month and want to buy; on 20 September 2025 they viewed three flats: San Giacomo (70 m², third floor, no lift, to renovate, €165,000), "
              "Roiano (82 m², fourth floor with lift, balcony with sea view, kitchen redone in 2019, €198,000) and Opicina (95 m² with garden, near her parents, €225,000, bora and 25 minutes to the port); they have €52,000 saved; "
              "the user rides a Piaggio Liberty scooter to the pilot station; Stefano, 40, is a sound engineer at the Teatro Verdi and works many evenings; "
              "the assistant compared total costs (renovation €60,000-90,000 for San Giacomo), Italian purchase costs, 80% lending, commutes and checks before an offer, and favoured Roiano; "
              "they decided to offer €182,000 for the Roiano flat (condominium fees €95 a month, no big works approved).",
   "procedures": [{"name": "Checks before making an offer on a flat in Italy", "steps": ["Condominium fees and approved extraordinary works", "Energy certificate (APE) and heating type", "Cadastral and planning conformity",
                   "Why it's being sold and how long it's been on the market", "Written offer conditional on the mortgage, short validity"]}],
   "decisions": [{"decision": "Offer €182,000 for the Roiano flat", "rationale": "Move-in ready, lift, sea view and a short commute for both of them"}],
   "outcomes": ["Savings €52,000", "Rent €760 a month"]}),
 ("2025-10-05", "Dad has atrial fibrillation and won't give up his bees", [
   ("user", "My dad Boris is 72. He's a retired electrician from the Fincantieri shipyard in Monfalcone and he keeps 12 beehives near Sgonico, up on the Karst. He sells Karst sumac honey (ruj) and acacia honey, €12 for a 500 g jar. "
            "On Tuesday he felt his heart racing while he was lifting full honey supers, Mum drove him to A&E at Cattinara, and it turns out he has atrial fibrillation. "
            "The cardiologist, Dr. Paola Rebez, put him on apixaban as a blood thinner and bisoprolol to slow his heart down, and said that if he's still in AF after about three months on the blood thinner they'll try a cardioversion. "
            "Mum (Marina, a retired primary school teacher, originally from Udine) is beside herself. Dad says he'd sooner give up his car than his bees. Is beekeeping dangerous on a blood thinner? What about stings and the lifting?"),
   ("assistant", "I'm sorry, that must have been a frightening Tuesday for all of you. I'm not a doctor, so please take the specific questions to Dr. Rebez, but here's some background to help the conversation.\n\n"
                 "## Why the blood thinner\n"
                 "In atrial fibrillation the upper chambers of the heart quiver instead of contracting, blood can pool and form clots, and a clot that travels to the brain causes a stroke. **Apixaban greatly reduces that risk.** "
                 "The most important rule is simple: **he must not skip doses or stop it on his own**, even if he feels fine.\n\n"
                 "## Stings on a blood thinner\n"
                 "- A bee sting injects venom, it doesn't cut a blood vessel, so **stings don't usually cause dangerous bleeding**, even on apixaban. He may get more **bruising and swelling** around them.\n"
                 "- **Allergy is a separate question.** If he's ever had a reaction beyond local swelling (hives all over, breathing trouble, dizziness), he should ask about an adrenaline auto-injector.\n"
                 "- The real bleeding risks are **cuts** (hive tools, frames, the knife for uncapping) and **falls**, especially a knock to the head, which always needs a doctor on a blood thinner.\n\n"
                 "## The lifting\n"
                 "A full honey super can weigh 20 to 25 kg. Heavy straining can trigger palpitations in some people with AF, and lifting while bent over on uneven ground is a fall risk. Practical changes that many older beekeepers make:\n"
                 "- **Smaller boxes:** half-height supers weigh about half as much.\n"
                 "- **Help at harvest time** for the heaviest lifting.\n"
                 "- **A hive lift or a trolley**, and hives raised on stands so he isn't bending to the ground.\n\n"
                 "## Safety when working alone\n"
                 "1. A **full suit and gloves**, to reduce stings and scratches.\n"
                 "2. **A charged phone** on him and someone who knows when he's at the hives.\n"
                 "3. **Stop and sit down** if he feels palpitations, breathlessness or dizziness, and call for help if it doesn't settle.\n\n"
                 "## Questions for Dr. Rebez\n"
                 "- What's a safe weight for him to lift?\n"
                 "- Should he avoid exertion in the heat?\n"
                 "- Which symptoms mean going straight to A&E?\n\n"
                 "Giving up the bees may not be necessary: changing *how* he keeps them often is."),
   ("user", "He's agreed to switch to half-height supers, and Mojca's partner Andrej (he's a firefighter, strong as an ox) will come up and do the heavy lifting at harvest. But he still insists on going up to the hives on his own most mornings."),
   ("assistant", "Half-height supers and Andrej at harvest are real improvements. For the mornings alone, a simple compromise is a **check-in message** when he arrives and when he leaves, to your mum or to the family chat. It costs him ten seconds, keeps his independence, and means someone notices quickly if he doesn't report back.")],
  {"summary": "The user's father Boris Kosovel, 72, a retired electrician from the Fincantieri shipyard in Monfalcone, keeps 12 beehives near Sgonico and sells Karst sumac (ruj) and acacia honey at €12 a 500 g jar; "
              "on Tuesday 30 September 2025 he had palpitations while lifting honey supers, went to A&E at Cattinara and was diagnosed with atrial fibrillation; cardiologist Dr. Paola Rebez prescribed apixaban and bisoprolol, with a cardioversion if he's still in AF after about three months; "
              "her mother Marina, a retired primary school teacher from Udine, is anxious; the assistant (not a doctor) explained the stroke risk, that stings rarely cause dangerous bleeding on apixaban but cuts and falls matter, lifting limits, safety when working alone and questions for the cardiologist; "
              "Boris switched to half-height supers, Andrej (Mojca's partner, a firefighter) will do the heavy lifting at harvest, and he'll send a check-in message when he goes to the hives alone.",
   "procedures": [{"name": "Beekeeping safely on a blood thinner", "steps": ["Never skip or stop the anticoagulant", "Full suit and gloves", "Half-height supers and help with heavy lifting", "Hives on stands",
                   "Phone on him and a check-in message", "Stop and sit if palpitations or dizziness", "A knock to the head always needs a doctor"]}],
   "decisions": [{"decision": "Boris switches to half-height supers; Andrej does the heavy lifting at harvest", "rationale": "Heavy lifting triggered his palpitations"}],
   "discoveries": ["Bee stings don't usually cause dangerous bleeding on apixaban; cuts and falls are the real risks"],
   "outcomes": ["Boris diagnosed with atrial fibrillation on 30 September 2025", "On apixaban and bisoprolol"]}),
 ("2025-10-19", "Barcolana done, and how to sleep on a pilot's roster", [
   ("user", "The Barcolana was last Sunday! Very light wind, we drifted for an hour after the start, but Scheggia finished 311th out of about 1,750 boats. Mojca's Orsa Minore came 644th, so I have bragging rights at Sunday lunch for a whole year. "
            "Now my real problem: sleep. On the 24-hour duty I can be called out at any time. Last week I was called at 2:40 am for a tanker at SIOT and then again at 6:10 for a ro-ro. I'm at 97 manoeuvres now. "
            "On my days off I can't fall asleep before 2 am, and then I'm wrecked. I drink about five espressos on duty days. "
            "Also news on the flat: the seller countered our €182,000 with €195,000 and we agreed at €190,000 on Wednesday. We signed the preliminary contract (compromesso) with a €19,000 deposit, and the deed is set for Thursday 27 November."),
   ("assistant", "Congratulations twice: on a 311th place in your first ever race, and on the flat! Now, sleep, which in a safety-critical job like yours deserves to be treated as seriously as the exam.\n\n"
                 "## Why this happens\n"
                 "Irregular call-outs shift your body clock around, and your body never knows when night is. Caffeine late on a duty day then pushes your sleep even later on your days off.\n\n"
                 "## 1. An anchor sleep on days off\n"
                 "Pick a **fixed core of sleep**, for example midnight to 7 am, and keep it on every day off, even after a bad duty night. A stable anchor helps the body clock recover much faster than sleeping whenever you can.\n\n"
                 "## 2. Nap strategically on duty\n"
                 "- When the traffic board is quiet, take a **20-minute nap** (too short to wake up groggy) or a full **90-minute cycle**.\n"
                 "- Nap **before** a likely late arrival rather than waiting to be called.\n\n"
                 "## 3. The day after duty\n"
                 "Take a **recovery nap of at most 90 minutes, before 3 pm**, then stay up until your normal bedtime. A long afternoon sleep is what keeps you awake until 2 am.\n\n"
                 "## 4. Caffeine\n"
                 "- **No more than three coffees** on a duty day, and use them **strategically**, just before a call-out, rather than all day long.\n"
                 "- **None within six hours** of when you plan to sleep.\n\n"
                 "## 5. The bedroom\n"
                 "- **Dark** (blackout blinds or a sleep mask), **cool** (about 18°C), **quiet** (earplugs if Stefano comes home late from the Verdi).\n\n"
                 "## 6. Light\n"
                 "- **Bright light on waking**: open the curtains, or a walk along the seafront.\n"
                 "- **Sunglasses** on the way home after a night job, so the morning light doesn't reset your clock to 'day'.\n\n"
                 "## 7. Know your limits\n"
                 "If you feel dangerously tired before a manoeuvre, say so. Fatigue management is part of pilot safety, and your corporation will have rules for it. If sleep doesn't improve in a month or two, talk to your GP; melatonin or a referral may help, but take medical advice rather than self-prescribing."),
   ("user", "OK: max three coffees, and none after 4 pm. Blackout blinds are going up this week. Stefano says he's already hung them, which means they're still in the box."),
   ("assistant", "That's the two changes with the biggest effect, so a good start. Give it two or three weeks before judging: the body clock adjusts slowly. And tell Stefano the blinds work much better out of the box.")],
  {"summary": "Barcolana on Sunday 12 October 2025: very light wind; Scheggia finished 311th of about 1,750 boats, Mojca's Orsa Minore 644th; "
              "the user struggles to sleep on the 24-hour duty roster (called out at 2:40 am and 6:10 am last week; about five espressos on duty days); she's at 97 supervised manoeuvres; "
              "the Roiano flat: the seller countered €195,000, agreed at €190,000 on 15 October 2025, preliminary contract signed with a €19,000 deposit, deed set for Thursday 27 November 2025; "
              "the assistant recommended an anchor sleep on days off, strategic naps on duty, a recovery nap under 90 minutes before 3 pm, at most three coffees and none six hours before sleep, a dark cool quiet bedroom, bright light on waking and sunglasses after night jobs, and speaking up about fatigue; "
              "she'll have at most three coffees with none after 4 pm and put up blackout blinds.",
   "procedures": [{"name": "Sleeping on an on-call roster", "steps": ["Fixed anchor sleep on days off", "20-minute or 90-minute naps on duty", "Recovery nap under 90 minutes before 3 pm", "At most three coffees, none six hours before sleep",
                   "Dark, cool, quiet bedroom", "Bright light on waking, sunglasses after night jobs", "Report fatigue"]}],
   "decisions": [{"decision": "At most three coffees on duty days and none after 4 pm", "rationale": "Late caffeine kept her awake until 2 am"},
                 {"decision": "Buy the Roiano flat for €190,000", "rationale": "Agreed between her €182,000 offer and the seller's €195,000"}],
   "outcomes": ["Scheggia 311th in the Barcolana, Orsa Minore 644th", "97 supervised manoeuvres", "Preliminary contract signed with €19,000 deposit"]}),
 ("2025-11-09", "Should Stefano leave the Teatro Verdi for RAI?", [
   ("user", "Big decision at home. Stefano has been offered a permanent job as a sound technician at RAI's regional centre here in Trieste, on radio programmes in Italian and in Slovene. It's Monday to Friday, 8:30 to 16:30, €2,350 net a month. "
            "At the Verdi he earns about €2,100 on fixed-term season contracts, with evenings and weekends. They want him from 1 December. "
            "He's torn: the Verdi has been his dream job since the conservatory, and he loves live music. He'd keep playing double bass with his jazz trio, Trio Ponterosso, on Friday nights at a bar in Cavana. "
            "With my 24-hour duties and his evenings, some weeks we see each other two evenings out of seven. How can I help him decide without pushing?"),
   ("assistant", "That's a real dilemma, and the fact that you're asking how to help rather than how to convince him is already the right starting point.\n\n"
                 "## Let him lay out the trade-off himself\n"
                 "A useful exercise is to list what each job gives him in four areas:\n"
                 "| | Teatro Verdi | RAI |\n"
                 "|---|---|---|\n"
                 "| **Security** | Fixed-term season contracts | Permanent contract |\n"
                 "| **Money** | About €2,100 | €2,350 |\n"
                 "| **Time** | Evenings and weekends | Monday to Friday, daytime |\n"
                 "| **Meaning** | Live opera and concerts, his dream | Radio production, speech and music, in two languages |\n\n"
                 "Ask him to score how much each area matters to him **now**, at 40, rather than when he left the conservatory.\n\n"
                 "## Questions worth asking RAI\n"
                 "1. How long is the **probation period**?\n"
                 "2. Is there any **live work**: concerts recorded for radio, outside broadcasts, festivals?\n"
                 "3. How is **overtime** handled, and are there weekend shifts after all?\n"
                 "4. What does progression look like after a few years?\n\n"
                 "## Questions worth asking the Verdi\n"
                 "- Is there any realistic path to a **permanent** post there?\n"
                 "- Would they call him **freelance** for special productions if he left? Leaving on good terms often keeps that door open.\n\n"
                 "## Practical angles\n"
                 "- **The mortgage:** Italian banks look much more favourably on a permanent contract (tempo indeterminato). With the deed coming up, that could matter for your application.\n"
                 "- **Notice period:** check how much notice his Verdi contract requires before agreeing to 1 December.\n"
                 "- **Live music doesn't disappear:** the Friday gigs with the trio keep that side of him alive.\n\n"
                 "## Your part\n"
                 "Be honest that you'd love more evenings together, once, clearly, and then let him decide. A decision he makes for himself is one he won't resent later."),
   ("user", "He said yes yesterday! Mainly for the regular daytime hours, so that we actually see each other, and for the permanent contract. He'll still do the Friday gigs with the trio."),
   ("assistant", "Congratulations to Stefano! Regular hours and a permanent contract are solid reasons, and keeping the trio means he doesn't have to choose between security and music. Remember to check his notice period at the Verdi before confirming the start date.")],
  {"summary": "Stefano was offered a permanent job as a sound technician at RAI's regional centre in Trieste (radio in Italian and Slovene), Monday to Friday 8:30-16:30, €2,350 net a month, from 1 December 2025, against about €2,100 on fixed-term season contracts with evenings and weekends at the Teatro Verdi; "
              "he plays double bass in a jazz trio, Trio Ponterosso, on Friday nights in Cavana; the user and Stefano see each other some weeks only two evenings; "
              "the assistant suggested a table of security, money, time and meaning, questions for RAI (probation, live work, overtime, progression) and for the Verdi (permanent post, freelance), the mortgage advantage of a permanent contract and the notice period; "
              "Stefano accepted on 8 November 2025, for the regular daytime hours and the permanent contract, and keeps the Friday trio gigs.",
   "decisions": [{"decision": "Stefano accepts the permanent sound technician job at RAI in Trieste", "rationale": "Regular daytime hours so they see each other, and a permanent contract"}],
   "outcomes": ["RAI job €2,350 net a month", "Start planned 1 December 2025"]}),
 ("2025-11-23", "Two mortgage offers, and the deed moved to January", [
   ("user", "We need a €150,000 mortgage for the Roiano flat and we have two offers, both fixed over 25 years:\n"
            "- ZKB (Zadružna kraška banka, the Slovene cooperative bank where Dad has banked for 40 years): 3.05%, €715 a month, TAEG 3.32%, arrangement fee €900, only fire insurance required.\n"
            "- Intesa Sanpaolo: 2.95%, €708 a month, but TAEG 3.61%, because they want us to take their life insurance (€3,100 up front), and the arrangement fee is €1,500.\n"
            "And a setback: the flat was inherited by two brothers, and one of them, Walter, lives in Buenos Aires. He has to sign a power of attorney at the Italian consulate there, and his first appointment is 9 December, so the notary has moved the deed from 27 November to Friday 16 January. "
            "Our rental contract ends on 31 December, but the landlord says we can stay until the end of January at the same rent. Which mortgage, and is there anything we should watch with the delay?"),
   ("assistant", "Good news first: you've done the hard part by getting two written offers. Here's how I'd read them.\n\n"
                 "## Compare the TAEG, not the headline rate\n"
                 "The **TAEG** (the annual percentage rate including compulsory costs) is the figure that tells you what a mortgage really costs. Intesa's lower rate saves you €7 a month, about €2,100 over 25 years, "
                 "but its life insurance (€3,100) and higher fee (€1,500, versus €900) cost you €3,700 more up front. That's why its TAEG is higher: **ZKB is the cheaper mortgage overall.**\n\n"
                 "## About the life insurance\n"
                 "In Italy, only **fire and explosion insurance** on the property is compulsory for a mortgage. A bank can propose its own life or credit protection policy, but if it's a condition of the loan, you're entitled to present **an equivalent policy from another insurer**. "
                 "Life cover can be a good idea for a couple with a shared mortgage, but you can usually buy it more cheaply on its own.\n\n"
                 "## Fixed over 25 years\n"
                 "With two incomes but one of them (yours) variable until you qualify, a **fixed rate** gives you certainty for the whole term. At around 3%, fixed rates are reasonable by historical standards.\n\n"
                 "## Other points\n"
                 "- **Early repayment:** for a first-home mortgage taken by individuals in Italy, banks can't charge an early repayment penalty, so you can overpay later without cost.\n"
                 "- **The under-36 first-home guarantee** won't apply, as you're already 36, so don't count on it.\n\n"
                 "## Watch with the delay\n"
                 "1. **The validity of the mortgage approval and the valuation:** ask the bank in writing how long they're valid, and get an extension if needed.\n"
                 "2. **The power of attorney:** ask the notary exactly what form it must take, so Walter's consulate appointment produces a document the notary will accept first time.\n"
                 "3. **Your preliminary contract:** check whether it was registered, and that the new date is agreed in writing by both sellers.\n"
                 "4. **Your rent:** get the landlord's January extension in writing too."),
   ("user", "We're going with ZKB. Their offer is valid until the end of February, so January is fine. The landlord sent the extension by email."),
   ("assistant", "Then you're well covered. ZKB is the cheaper option, the timing fits, and you have everything in writing. Now it's just waiting for Walter's signature.")],
  {"summary": "For the €150,000 mortgage on the Roiano flat, ZKB (Zadružna kraška banka, Dad's bank for 40 years) offered 3.05% fixed over 25 years, €715 a month, TAEG 3.32%, €900 fee, fire insurance only; "
              "Intesa Sanpaolo offered 2.95%, €708 a month, TAEG 3.61%, with its life insurance (€3,100) and a €1,500 fee; "
              "the deed was moved from 27 November 2025 to Friday 16 January 2026 because one of the two selling brothers, Walter, lives in Buenos Aires and must sign a power of attorney at the Italian consulate (first appointment 9 December 2025); "
              "their landlord lets them stay until the end of January at the same rent; the assistant said to compare the TAEG rather than the rate (ZKB is cheaper overall), that only fire insurance is compulsory, to take a fixed rate, "
              "that there's no early repayment penalty on a first-home mortgage, that the under-36 guarantee doesn't apply, and to check the validity of the approval, the form of the power of attorney and written extensions; they chose ZKB (offer valid until the end of February 2026).",
   "decisions": [{"decision": "Mortgage of €150,000 with ZKB, 3.05% fixed over 25 years, €715 a month", "rationale": "Lower TAEG than Intesa, whose offer required its life insurance and a higher fee"}],
   "discoveries": ["Only fire and explosion insurance is compulsory for an Italian mortgage; a bank's life policy can be replaced by an equivalent one"],
   "outcomes": ["Deed moved to 16 January 2026", "Rental extended to the end of January 2026"]}),
 ("2025-12-07", "Bora's dental surgery and planning Mum's 70th", [
   ("user", "Two things. First, Bora (our grey cat, she's nine) had three teeth out on Thursday at the vet's, with Dr. Ilaria Cok: resorptive lesions. €410 including the X-rays. She's on soft food and a painkiller for five days, and she's sulking on top of the wardrobe. "
            "Second: Mum turns 70 on Saturday 3 January, and we're doing a lunch for her on Sunday the 4th at Gostilna Pri Vodnjaku in Repen, 26 people. Mojca, Dad and I are giving her a long weekend in Vienna by train with Dad, with tickets for the Staatsoper, and I'm making a photo book with 70 photos, one for each year. "
            "Can you help me structure the photo book and a short speech? "
            "Oh, and Stefano's start at RAI has moved to Monday 12 January, because the Verdi asked him to work his notice until the New Year concerts. "
            "Mum asked if she can bring Pepi, her Jack Russell, to the lunch: fine at the gostilna, but thank God not to our place, because Bora hides under the bed for hours whenever Pepi visits."),
   ("assistant", "Poor Bora, and happy early birthday to your mum! Let's take them in order.\n\n"
                 "## Bora's recovery\n"
                 "Tooth resorption is very common in cats and painful, so she should feel better than before once she's healed. For the next week or two:\n"
                 "- **Soft or wet food only**, slightly warmed to make it smell more appealing.\n"
                 "- **Give the painkiller exactly as prescribed**, and never human painkillers: paracetamol is poisonous to cats.\n"
                 "- **Watch her eating:** if she hasn't eaten anything in 24 hours, call Dr. Cok. Cats that stop eating can get ill quickly.\n"
                 "- **Signs to report:** drooling, bleeding, pawing at her mouth, a bad smell or swelling.\n"
                 "- **Go to the recheck** the vet suggests, usually around ten days after surgery.\n\n"
                 "## The photo book: 70 photos, one per year\n"
                 "1. **Collect first:** ask Dad, Mojca and Mum's relatives in Udine for old photos. Scan prints at **600 dpi** so they look sharp when printed.\n"
                 "2. **Structure by decade**, seven chapters, each with a short title: 'Udine, the 1950s', 'Becoming a teacher', 'Boris', 'Two girls', and so on.\n"
                 "3. **One line of caption** per photo: the year, the place and a detail only the family knows.\n"
                 "4. **Gaps are fine:** if a year has no photo, use something from that year (a school report, a postcard, a ticket).\n"
                 "5. **Order by 15 December** to be safe with Christmas delivery times.\n\n"
                 "## A three-minute speech\n"
                 "- **Open with one story**, a specific moment that shows who she is.\n"
                 "- **Say what she gave you**, in one or two sentences.\n"
                 "- **Mention the gift briefly** (Vienna!) as a surprise to end on.\n"
                 "- **Toast in her languages and the family's**: 'Salût!' in Friulian, 'Na zdravje!' in Slovene, 'Salute!' in Italian.\n\n"
                 "Keep it short: the best birthday speeches are the ones people wish had gone on a little longer."),
   ("user", "Perfect. Dad found a shoebox of photos from Udine in the 1960s, so the early decades are covered. I'll order the book by the 15th."),
   ("assistant", "A shoebox from the 1960s is a treasure: scan everything, even the photos you don't use, and give Mum a copy of the files too. Good luck with the lunch, and I hope Bora comes down from the wardrobe soon.")],
  {"summary": "Bora, the user's grey cat, aged nine, had three teeth removed for resorptive lesions on Thursday 4 December 2025 by vet Dr. Ilaria Cok (€410 with X-rays); soft food and a painkiller for five days; "
              "the user's mother Marina turns 70 on Saturday 3 January 2026; lunch on Sunday 4 January at Gostilna Pri Vodnjaku in Repen for 26 people; the gift from the user, Mojca and Dad is a long weekend in Vienna by train with Dad and Staatsoper tickets, and the user is making a photo book of 70 photos; "
              "Stefano's start at RAI moved to Monday 12 January 2026 because the Verdi asked him to work his notice until the New Year concerts; Mum's dog Pepi is a Jack Russell, and Bora hides under the bed whenever Pepi visits; "
              "the assistant gave recovery advice for Bora, a structure for the photo book (600 dpi scans, seven decades, captions, order by 15 December) and a three-minute speech with a toast in Friulian, Slovene and Italian; Dad found a shoebox of 1960s photos from Udine.",
   "procedures": [{"name": "Making a 70th-birthday photo book", "steps": ["Collect photos from family", "Scan at 600 dpi", "Seven chapters by decade", "One-line captions", "Fill gaps with documents from that year", "Order by 15 December"]},
                  {"name": "Caring for a cat after dental extractions", "steps": ["Soft or wet food, slightly warmed", "Painkiller exactly as prescribed, never human painkillers", "Call the vet if she doesn't eat for 24 hours", "Watch for drooling, bleeding or swelling", "Recheck after about ten days"]}],
   "decisions": [{"decision": "Give Mum a weekend in Vienna by train with Dad and Staatsoper tickets, plus a photo book", "rationale": "Her 70th birthday"}],
   "outcomes": ["Bora: three teeth removed on 4 December 2025, €410", "Stefano starts at RAI on 12 January 2026"]}),
 ("2026-01-11", "Pilot exam moved to March: a plan for the last weeks", [
   ("user", "Happy new year! Mum's 70th lunch last Sunday was lovely: she cried at the photo book, and Dad tried to give a speech in three languages and got lost in all of them. "
            "Work news: my exam was set for Tuesday 17 February, but the Capitaneria has moved it to Tuesday 10 March, because one of the commission members fell ill and they had to appoint a replacement. "
            "I'm at 138 manoeuvres out of 150, and on Tuesday I did my first cruise ship under supervision, a 290-metre ship onto the Molo Bersaglieri, with the bora gusting 25 knots. Barba Franco just said 'brava' and lit a cigarette. "
            "Also, Dad's cardioversion is booked for Thursday 26 March if he's still in AF. How do I use the extra three weeks before the exam without burning out?"),
   ("assistant", "A first cruise ship in a bora gust, and a 'brava' from Barba Franco: that's a milestone. The extra weeks are a gift if you use them well.\n\n"
                 "## Weeks 1-3 (to 1 February): close the manoeuvre count\n"
                 "- Aim to finish the **last 12 supervised manoeuvres**, ideally covering any ship type or berth you haven't done much of.\n"
                 "- Keep writing your **five-line debriefs**; they'll be your best revision notes.\n"
                 "- Make a list of your **three weakest topics** (for many candidates: regulation numbers, emergency procedures, tug work in strong wind).\n\n"
                 "## Weeks 4-6 (2 to 22 February): deep work on weak topics\n"
                 "- One weak topic per study block on your second day off.\n"
                 "- **Draw the port from memory once a week**, timed, as if in front of the commission.\n"
                 "- A **mock oral with Barba Franco** every week.\n\n"
                 "## Weeks 7-8 (23 February to 10 March): rehearsal, not cramming\n"
                 "- Practise **answering out loud**: the commission wants calm, structured answers. 'First I would..., then..., and if that fails...'\n"
                 "- Full **mock exam** about ten days before, then only light revision.\n"
                 "- Ask to **avoid a duty shift the night before** the exam if the roster allows.\n\n"
                 "## Not burning out\n"
                 "- Keep **one day every week with no pilotage books at all**.\n"
                 "- Protect your **anchor sleep**: fatigue will cost you more marks than any gap in knowledge.\n"
                 "- Keep moving: a walk, a swim, a sail with Giulia.\n\n"
                 "And I hope your dad's rhythm settles by itself before March."),
   ("user", "Barba Franco has offered to do mock orals on quiet duty nights, and he'll be strict, he says, because the commission will be worse. Stefano starts at RAI tomorrow, by the way."),
   ("assistant", "A strict mock examiner is exactly what you want: the real exam will then feel familiar. Good luck to Stefano tomorrow on his first day!")],
  {"summary": "Mum's 70th lunch on Sunday 4 January 2026 went well; she cried at the photo book; "
              "the user's pilot exam was moved from Tuesday 17 February to Tuesday 10 March 2026 because a commission member fell ill and had to be replaced; she's at 138 of 150 supervised manoeuvres; "
              "on Tuesday 6 January 2026 she piloted her first cruise ship under supervision, 290 m, onto the Molo Bersaglieri, in a bora gusting 25 knots; "
              "Dad's cardioversion is booked for Thursday 26 March 2026 if he's still in AF; the assistant gave an eight-week plan (finish the manoeuvres, weak topics, weekly drawing and mock orals, rehearsal, a full mock exam, no duty the night before) and advice against burnout; "
              "Barba Franco will do mock orals on quiet duty nights; Stefano starts at RAI on 12 January 2026.",
   "procedures": [{"name": "Last eight weeks before the pilot exam", "steps": ["Finish the supervised manoeuvres", "List the three weakest topics", "One weak topic per study block", "Draw the port weekly, timed",
                   "Weekly mock oral", "Full mock exam ten days before", "No duty the night before", "One day a week without books"]}],
   "decisions": [{"decision": "Weekly mock orals with Barba Franco on quiet duty nights", "rationale": "The commission will be strict"}],
   "outcomes": ["Exam moved to 10 March 2026", "138 of 150 manoeuvres", "First cruise ship under supervision on 6 January 2026", "Cardioversion booked for 26 March 2026"]}),
 ("2026-02-08", "New flat in Roiano: the bora whistles through the windows", [
   ("user", "We're in! We signed the deed on Friday 16 January and moved in on Saturday the 31st, with Mojca, Andrej and two of his firefighter colleagues carrying the boxes up (the lift was too small for the bookcase). "
            "We've bought a Bosch washing machine (€529) and a corner sofa (€1,340) from a shop in Monfalcone. Bora explored every room for two days and has claimed the balcony door. "
            "The problem: on Friday the bora blew at 140 km/h, the bedroom windows whistled all night and there's a real draught. Bora the cat sat on the windowsill glaring at it. The windows are wooden, double-glazed, from the 1990s. What can we do short of replacing them?"),
   ("assistant", "Congratulations on the new home! Draughts on bora days are a Trieste classic, and there's a lot you can do without new windows.\n\n"
                 "## 1. Find where the air comes in\n"
                 "On a windy day, move a **lit incense stick or a strip of tissue** slowly around each window: the frame, the sash, the glass edges, the sill and especially the **roller shutter box** (the cassonetto) above the window. The smoke shows you exactly where the leaks are.\n\n"
                 "## 2. The usual culprits and fixes\n"
                 "- **The cassonetto:** in older flats it's often an empty, uninsulated wooden box open to the outside. **Line it with insulating panels** and seal the slot where the strap comes through with a brush seal. It's frequently the single biggest leak.\n"
                 "- **Worn gaskets:** after thirty years the seals on wooden windows harden. Replace them with **EPDM or silicone profiles**, which fit into the groove or stick on; they're cheap and last for years.\n"
                 "- **Sagging sashes:** if the window doesn't close evenly, **adjusting the hinges** brings it back against the seal. A carpenter can do it in an hour.\n"
                 "- **Gaps at the frame:** where the frame meets the wall, fill with **acrylic sealant** outside and inside.\n\n"
                 "## 3. The whistling\n"
                 "Whistling usually comes from a **narrow gap** that the wind accelerates through. Sealing the draught normally cures the noise too.\n\n"
                 "## 4. If you replace them later\n"
                 "Window replacement can qualify for an Italian **home renovation tax deduction**, spread over ten years. The rules and rates change from year to year, so check with a CAF or your accountant before you commit.\n\n"
                 "## 5. Don't seal the flat completely\n"
                 "A flat that's too airtight gets **condensation and mould**. Air the rooms for five to ten minutes a day, ideally when the bora isn't blowing."),
   ("user", "The cassonetto was the worst: you could feel the wind coming out of it. Stefano lined it with insulation and we put EPDM seals on the bedroom windows. Silence, finally."),
   ("assistant", "Excellent detective work. With the cassonetto lined and new seals, the bedroom should stay noticeably warmer too, which your gas bill will appreciate.")],
  {"summary": "The user and Stefano signed the deed for the Roiano flat on Friday 16 January 2026 and moved in on Saturday 31 January 2026, helped by Mojca, Andrej and two firefighter colleagues; "
              "they bought a Bosch washing machine (€529) and a corner sofa (€1,340) from a shop in Monfalcone; Bora the cat has settled in; "
              "on Friday 6 February 2026 the bora blew at 140 km/h and the bedroom's 1990s wooden double-glazed windows whistled and let in a draught; "
              "the assistant suggested finding leaks with incense or tissue, insulating the roller shutter box (cassonetto), replacing gaskets with EPDM or silicone profiles, adjusting hinges, sealing the frame, and keeping some ventilation; "
              "the cassonetto was the worst leak: Stefano lined it with insulation and they fitted EPDM seals, which stopped the whistling.",
   "procedures": [{"name": "Fixing draughty wooden windows", "steps": ["Find leaks with incense or tissue on a windy day", "Insulate the roller shutter box", "Replace gaskets with EPDM or silicone", "Adjust the hinges",
                   "Seal the frame to the wall", "Air the rooms daily"]}],
   "outcomes": ["Deed signed 16 January 2026", "Moved into the Roiano flat 31 January 2026", "Washing machine €529, corner sofa €1,340", "Cassonetto insulated and EPDM seals fitted"]}),
 ("2026-03-15", "I passed! A Slovene course and an Azores plan", [
   ("user", "I PASSED! The exam was on Tuesday: an oral in front of the commission, and yes, they made me draw the port on the board, just like Barba Franco said. I'd finished my 150 manoeuvres in mid-February. "
            "On Friday I did my first manoeuvre on my own, a container ship onto the Molo VII terminal. I'm now a licensed pilot and a member of the corporation, and my pay goes from the €1,850 trainee allowance to roughly €5,800 net a month, depending on traffic. "
            "Also, I turned 37 on 22 February, and Stefano started at RAI on 12 January as planned and loves it. Two questions:\n"
            "1. I've signed up for a Slovene course, level A2, Thursday evenings from 26 March, 20 lessons for €180, at the Slovene cultural centre. Dad spoke Italian to us at home because Mum doesn't speak Slovene, so I only half understand it, and I want to be able to talk properly with my grandmother Milka, who's 94 and lives in Sežana. How do I learn faster?\n"
            "2. Stefano and I want to go to the Azores from 20 to 30 June, budget €3,400 for the two of us. Itinerary ideas?"),
   ("assistant", "Congratulations, pilot Kosovel! Drawing the port in front of the commission after all those whiteboard sessions must have felt like a victory lap.\n\n"
                 "## 1. Learning Slovene faster\n"
                 "You have a big advantage: you already **understand half**, which means your ear knows the sounds and a lot of vocabulary. What's usually missing is **speaking** and **grammar** (the cases and the dual).\n"
                 "- **Speak from day one:** ask your dad to switch to Slovene for one meal a week, or one phone call. Awkward at first, then easier.\n"
                 "- **Listen daily:** Slovene radio and podcasts at home or on quiet duty hours, even 15 minutes a day. Stefano works on RAI's Slovene programmes: ask him for recordings you can replay.\n"
                 "- **Learn chunks, not words:** 'Kako si, nona?', 'Kaj si danes skuhala?'. Phrases you'll actually use with Milka.\n"
                 "- **Cases little and often:** one case a week, with a table on the fridge.\n"
                 "- **Prepare a visit:** plan a Sunday in Sežana every month or two, and prepare three questions in Slovene to ask your grandmother about her life. It's motivating and it turns the course into something real.\n\n"
                 "## 2. Ten days in the Azores\n"
                 "- **São Miguel (6 nights):** Sete Cidades crater lakes, Lagoa do Fogo, the hot springs at Furnas (and the cozido cooked in the volcanic ground), whale watching from Ponta Delgada.\n"
                 "- **Pico or Faial (4 nights):** the vineyards of Pico, and for the fit, the climb of Mount Pico, Portugal's highest mountain (with a guide or a permit, and only in good weather).\n"
                 "- **Budget:** flights from Venice usually go via Lisbon; book early, as June prices climb fast. €3,400 for two is realistic with mid-range guesthouses, a hire car on São Miguel and one inter-island flight.\n"
                 "- **Weather:** the Azores can have four seasons in a day, even in June. Bring a rain jacket."),
   ("user", "Stefano says he'll bring me home recordings of the Slovene radio drama he's mixing, so I can study with actors. We'll look at flights next week."),
   ("assistant", "Radio drama is perfect material: clear diction, real conversations and a story that keeps you listening. Congratulations again on the licence, and enjoy planning the Azores.")],
  {"summary": "The user passed her pilot exam (oral, including drawing the port) on Tuesday 10 March 2026, having finished her 150 supervised manoeuvres in mid-February; on Friday 13 March 2026 she did her first solo manoeuvre, a container ship onto the Molo VII terminal; "
              "she is now a licensed pilot and a member of the corporation, with pay rising from a €1,850 trainee allowance to about €5,800 net a month; she turned 37 on 22 February 2026; Stefano started at RAI on 12 January 2026; "
              "she signed up for a Slovene course (A2, Thursday evenings from 26 March 2026, 20 lessons for €180) because her father spoke Italian at home (her mother doesn't speak Slovene) and she wants to talk properly with her grandmother Milka, 94, in Sežana; "
              "they plan the Azores from 20 to 30 June 2026 with a €3,400 budget; the assistant suggested speaking Slovene with her dad, daily listening, chunks, cases one at a time and visits to Sežana, and an itinerary of São Miguel and Pico or Faial.",
   "decisions": [{"decision": "Slovene course, A2, Thursday evenings from 26 March 2026", "rationale": "To talk properly with her grandmother Milka in Sežana"},
                 {"decision": "Azores holiday 20-30 June 2026", "rationale": "Budget €3,400 for two"}],
   "outcomes": ["Passed the pilot exam on 10 March 2026", "First solo manoeuvre on 13 March 2026", "Pay about €5,800 net a month"]}),
 ("2026-04-12", "Dad's cardioversion is off, and so are the Azores: Corsica instead?", [
   ("user", "Good news and bad news. Good: Dad's cardioversion on 26 March was called off, because at the pre-check on Thursday 19 March his ECG showed a normal rhythm: he'd gone back on his own. Dr. Rebez is keeping him on apixaban and will see him again in six months. "
            "He's in great form: he split three strong colonies, so he has 15 hives now, and he's putting his honey up to €14 a jar this season. "
            "Bad: the corporation has moved my summer leave from June to July, because June is the heaviest cruise month and a colleague broke his wrist. Flights to the Azores in July are €1,150 each, so we've called it off. "
            "New idea: Corsica. Drive to Livorno and take the ferry to Bastia, from Saturday 4 July to Tuesday 14 July. Stefano wants one proper mountain hike, I want beaches, and neither of us wants to drive all day. Itinerary?"),
   ("assistant", "Great news about your dad: a spontaneous return to normal rhythm is the best possible outcome, and keeping the anticoagulant is standard while his cardiologist watches how it goes. And Corsica is a fine consolation prize.\n\n"
                 "## Ten nights, three bases\n"
                 "Corsica looks small on the map, but its roads are narrow and winding: **plan on half the speed you'd expect.** Three bases keep driving short.\n\n"
                 "### Saint-Florent (4 nights)\n"
                 "- About an hour from Bastia, so an easy first day after the ferry.\n"
                 "- **Beaches of the Agriates:** Saleccia and Lotu, reached by boat from the harbour (no real road).\n"
                 "- A half-day drive around **Cap Corse**, with its villages and Genoese towers.\n\n"
                 "### Corte (3 nights)\n"
                 "- The old capital in the mountains, with the citadel.\n"
                 "- **Stefano's hike:** the **Restonica valley** to the glacial lakes of **Melo** and **Capitellu**. Start early, the car park fills up in July and the road may be restricted at peak times.\n"
                 "- The **Tavignano gorge** for a shorter walk and a swim in the river pools.\n\n"
                 "### Calvi (3 nights)\n"
                 "- Beach right in town, the citadel, and sunset from the **Notre-Dame de la Serra** chapel.\n"
                 "- The hill villages of the **Balagne**.\n"
                 "- From Calvi it's about two hours back to Bastia for the ferry.\n\n"
                 "## Practical notes\n"
                 "- **Book the ferry and the accommodation now:** July is high season.\n"
                 "- **Heat:** hike early in the morning, carry at least two litres of water each.\n"
                 "- **Documents:** your ID cards are enough; your Italian car insurance covers France, but check the breakdown cover."),
   ("user", "Done: Saint-Florent for four nights, then Corte for three and Calvi for three. Ferry booked."),
   ("assistant", "That's a well-balanced trip, with a short first drive, the mountains in the middle and the beach at the end. I hope the first summer as a pilot gives you a calm July!")],
  {"summary": "Boris's cardioversion planned for 26 March 2026 was called off because at the pre-check on Thursday 19 March 2026 his ECG showed normal rhythm; Dr. Rebez keeps him on apixaban with a review in six months; "
              "he split three colonies and now has 15 hives, and raised his honey to €14 a jar for 2026; "
              "the corporation moved the user's summer leave from June to July (heavy cruise month, a colleague broke his wrist) and July flights to the Azores were €1,150 each, so the Azores trip was called off; "
              "instead Corsica from Saturday 4 July to Tuesday 14 July 2026, driving to Livorno and taking the ferry to Bastia; the assistant suggested three bases (Saint-Florent, Corte for the Restonica lakes hike, Calvi) and practical notes; "
              "they booked Saint-Florent four nights, Corte three and Calvi three, and the ferry.",
   "decisions": [{"decision": "Azores trip called off", "rationale": "Leave moved to July and July flights cost €1,150 each"},
                 {"decision": "Corsica 4-14 July 2026: Saint-Florent, Corte, Calvi", "rationale": "A hike for Stefano, beaches for her, short drives"}],
   "outcomes": ["Cardioversion called off; Boris back in normal rhythm on 19 March 2026", "Dad has 15 hives", "Honey €14 a jar", "Ferry booked"]}),
 ("2026-05-05", "My scooter was stolen: another scooter or an e-bike?", [
   ("user", "Someone stole my Piaggio Liberty on Saturday night, from the street right outside our building. I reported it to the police on Sunday morning. My insurance is only third-party liability, no theft cover, so I get nothing back. "
            "I'm thinking of an e-bike instead: the pilot station is about 3 km along the Rive, all flat, and I could keep a bike in the storeroom in the building's courtyard. But call-outs at 3 am in February with the bora... "
            "Also, big family news: Mojca is pregnant! The baby is due on 20 November. She and Andrej are over the moon; Fritz, their beagle, has no idea what's coming."),
   ("assistant", "Sorry about the scooter, that's a miserable way to start a week. And congratulations to Mojca and Andrej, you're going to be an aunt!\n\n"
                 "## Scooter or e-bike?\n"
                 "| | New scooter | E-bike |\n"
                 "|---|---|---|\n"
                 "| **Cost** | €3,000+ new for a 125 | €1,500 to €2,500 for a good city e-bike |\n"
                 "| **Running costs** | Insurance, road tax, fuel, servicing | Almost nothing; electricity and tyres |\n"
                 "| **Theft risk** | Parked on the street | Kept indoors in your storeroom |\n"
                 "| **3 km flat** | Five minutes | Ten to twelve minutes |\n"
                 "| **Bora** | Dangerous in strong gusts too | Dangerous in strong gusts |\n\n"
                 "For a 3 km flat commute with indoor storage, **the e-bike is the better fit**, and it adds a bit of exercise to a job with long sedentary stretches.\n\n"
                 "## The bora question\n"
                 "On a bicycle, gusts of 80 km/h and more can knock you over, especially on the exposed Rive. Have a **plan B for bora days**: a taxi, a lift from a colleague, or walking. Check whether the corporation reimburses taxis for night call-outs.\n\n"
                 "## If you buy an e-bike\n"
                 "- **A good D-lock** plus a cable, even in the courtyard.\n"
                 "- **Register the frame number** and keep the receipt and photos.\n"
                 "- **Theft insurance**: some home insurance policies cover bikes kept in a storeroom, or you can buy a specific e-bike policy.\n"
                 "- **Lights and reflective gear**: your call-outs are often at night.\n\n"
                 "## And next time, for any vehicle\n"
                 "When you insure a new vehicle, get a quote with **theft and fire** cover: on a new scooter, it's usually worth it."),
   ("user", "Decided: yesterday I bought a Bianchi e-bike for €1,900 with a proper D-lock, and I'll add it to our home insurance. On bora days I'll take a taxi."),
   ("assistant", "A sensible choice, and adding it to the home insurance closes the gap that cost you the scooter. Enjoy the rides along the Rive, and give Mojca a hug from the future aunt's assistant.")],
  {"summary": "The user's Piaggio Liberty scooter was stolen on the night of Saturday 2 May 2026 from outside her building; she reported it on Sunday 3 May; her insurance was third-party only, with no theft cover; "
              "her sister Mojca is pregnant, due on 20 November 2026 (partner Andrej, beagle Fritz); "
              "the assistant compared a new scooter with an e-bike, favoured the e-bike for a 3 km flat commute with indoor storage, warned about bora gusts and suggested a plan B, a D-lock, registering the frame number, theft insurance and lights; "
              "on Monday 4 May 2026 she bought a Bianchi e-bike for €1,900 with a D-lock, added to their home insurance, and will take a taxi on bora days.",
   "decisions": [{"decision": "Bought a Bianchi e-bike for €1,900 instead of a new scooter", "rationale": "The scooter insurance had no theft cover; the pilot station is 3 km flat along the Rive; it can be kept indoors"},
                 {"decision": "Taxi on bora days", "rationale": "Gusts can knock a cyclist over"}],
   "outcomes": ["Scooter stolen 2 May 2026", "Mojca's baby due 20 November 2026"]}),
 ("2026-06-07", "Bora's kidney values, and a ceiling fan for the bedroom", [
   ("user", "Bora had her annual check-up this week, and the blood tests show early kidney disease, stage 2: creatinine slightly high and SDMA up. Dr. Cok has put her on a renal diet, wet food, with a recheck in three months. Bora is ten now and a very fussy eater. How do I get her to accept the new food? "
            "Second thing: the bedroom is already at 29°C at night. We bought a ceiling fan (€189) and Dad, an electrician after all, fitted it last Sunday, up a ladder, on blood thinners, against Mojca's strict orders. It works beautifully. "
            "And bee news: Dad lost one colony to a failed queen, so he's down to 14 hives, but the acacia harvest was his best in years."),
   ("assistant", "I'm sorry about Bora's diagnosis, but stage 2 caught early is good news in its way: with diet and monitoring, many cats live well for years.\n\n"
                 "*As always, Dr. Cok's instructions come first; this is general guidance.*\n\n"
                 "## Switching a fussy cat to a renal diet\n"
                 "1. **Go slowly:** mix a little renal food into her usual food and increase it over **two to three weeks**. Sudden changes are the most common reason cats refuse.\n"
                 "2. **Warm it slightly**, to body temperature: smell matters more than taste for cats, and kidney disease can dull appetite.\n"
                 "3. **Try different textures and brands:** renal diets come as pâté, chunks and mousse, and most cats accept at least one.\n"
                 "4. **Never starve her into it:** a cat that doesn't eat for more than a day risks liver problems. Any food is better than no food; tell the vet if she refuses everything.\n"
                 "5. **Keep the food bowl away from the litter tray** and any stress.\n\n"
                 "## Keep her drinking\n"
                 "- Wet food is already a big help.\n"
                 "- A **water fountain** and several bowls in different rooms.\n"
                 "- Weigh her **every two weeks**: weight loss is an early warning sign.\n\n"
                 "## The heat\n"
                 "- Ceiling fans help people more than cats, but a cooler room helps everyone. In summer, set it to spin **anticlockwise** (seen from below) to push air down.\n"
                 "- **Air the flat at night** and close the shutters during the day.\n"
                 "- Make sure Bora always has a **cool spot** and fresh water; kidney cats dehydrate more easily in the heat.\n\n"
                 "And a word for your dad: I'm glad the fan works, but a fall from a ladder is exactly the kind of injury to avoid on apixaban. Next time, maybe he can supervise while someone else climbs."),
   ("user", "He says he's been up ladders since 1971 and isn't stopping now. Bora ate the renal pâté mixed with her old food on the first try, so that's a start."),
   ("assistant", "That sounds like your dad! At least he knows you're all watching. And Bora eating it on the first try is a very good sign: keep increasing the proportion slowly.")],
  {"summary": "Bora, now ten, has early (stage 2) kidney disease on her annual blood tests (creatinine slightly high, SDMA up); Dr. Cok put her on a wet renal diet with a recheck in three months; "
              "the bedroom reaches 29°C at night; they bought a ceiling fan for €189, which Dad fitted on Sunday 31 May 2026, up a ladder on blood thinners, against Mojca's orders; "
              "Dad lost one colony to a failed queen and now has 14 hives; the acacia harvest was his best in years; "
              "the assistant advised a slow switch to the renal food over two to three weeks, warming it, trying textures, never starving her, a water fountain, weighing her every two weeks, keeping cool, and warned about ladders on apixaban; "
              "Bora ate the renal pâté mixed with her old food on the first try.",
   "procedures": [{"name": "Switching a cat to a renal diet", "steps": ["Mix in gradually over two to three weeks", "Warm the food slightly", "Try other textures and brands", "Never let her go more than a day without eating",
                   "Water fountain and several bowls", "Weigh her every two weeks"]}],
   "outcomes": ["Bora: stage 2 kidney disease, renal diet", "Ceiling fan €189 fitted by Dad", "Dad has 14 hives"]}),
 ("2026-06-28", "Leaving a kidney cat with the neighbour, and packing for Corsica", [
   ("user", "We leave on Saturday for Corsica. Bora stays home: our neighbour on the third floor, Bruna Pahor, a retired pharmacist, will come in twice a day to feed her the renal food and clean the litter tray. Mum offered too, but she'd bring Pepi, and that would be the end of Bora. "
            "Can you give me a checklist for leaving a cat with kidney disease with a neighbour, and a packing list for a car-and-ferry trip with one mountain hike?"),
   ("assistant", "Bruna sounds ideal, and a retired pharmacist is unlikely to be fazed by a fussy cat. Here are both lists.\n\n"
                 "## For Bruna\n"
                 "1. **A written sheet** on the fridge: how much renal food, at what times, and which one Bora likes best at the moment.\n"
                 "2. **Enough food for the whole trip plus a few days**, in case you're delayed.\n"
                 "3. **Water:** fresh water in every bowl each visit, and the fountain cleaned.\n"
                 "4. **What's normal and what isn't:** call the vet if Bora hasn't eaten for 24 hours, is vomiting repeatedly, hiding and lethargic, or drinking and peeing much more than usual.\n"
                 "5. **Dr. Cok's number and address**, the nearest out-of-hours vet clinic, your phone numbers, and a note authorising Bruna to take Bora to the vet.\n"
                 "6. **The carrier** left somewhere easy to reach.\n"
                 "7. **Shutters half closed** to keep the flat cool, and a window that's safe to leave ajar.\n"
                 "8. **Ask for a daily photo:** good for your peace of mind.\n\n"
                 "## Packing for the trip\n"
                 "**Documents:** ID cards, driving licence, car documents and insurance, the ferry booking, European health insurance cards.\n\n"
                 "**For the ferry:** a small bag with what you need on board, as you can't usually go back to the car during the crossing.\n\n"
                 "**For the hike:**\n"
                 "- Proper hiking shoes, already broken in\n"
                 "- Two litres of water each, snacks\n"
                 "- Sun hat, sun cream, sunglasses\n"
                 "- A light windproof layer (it's cooler at the lakes)\n"
                 "- A small first-aid kit\n\n"
                 "**For the beach:** snorkel and mask for the Agriates, a sunshade, reef-safe sun cream.\n\n"
                 "**For the car:** a phone mount, a charger, and some music: Stefano's department, I imagine."),
   ("user", "Bruna's already laminated the feeding sheet, she's more organised than me. Stefano has made a playlist called 'Bastia or bust'."),
   ("assistant", "A laminated sheet and a road-trip playlist: you're both in excellent hands. Have a wonderful trip!")],
  {"summary": "The user and Stefano leave for Corsica on Saturday 4 July 2026; their neighbour on the third floor, Bruna Pahor, a retired pharmacist, will feed Bora twice a day; Mum offered but would bring Pepi; "
              "the assistant gave a checklist for the cat sitter (written feeding sheet, extra food, water, warning signs, the vet's details and an authorisation, the carrier, shutters, daily photos) and a packing list for the car, ferry, hike and beach.",
   "procedures": [{"name": "Leaving a cat with kidney disease with a sitter", "steps": ["Written feeding sheet", "Food for the whole trip plus extra", "Fresh water each visit", "Warning signs that need a vet",
                   "Vet's details and an authorisation", "Carrier within reach", "Shutters half closed", "Daily photo"]}],
   "decisions": [{"decision": "Neighbour Bruna Pahor looks after Bora during the Corsica trip", "rationale": "Mum would bring her dog Pepi, whom Bora can't stand"}]}),
 ("2026-07-19", "Back from Corsica, and saying no to the Barcolana", [
   ("user", "We got back on Tuesday. Corsica was lovely: the Restonica hike up to Lac de Melo, swimming at Saleccia (we took the boat from Saint-Florent), and Stefano fell in love with Calvi. Bora was fine, Bruna spoiled her rotten. "
            "Now, Giulia wants me on Scheggia again for this year's Barcolana on Sunday 11 October, but I'm on the duty roster that weekend, and as the newest pilot I can't really ask for swaps in the autumn. Mojca won't sail either: she'll be seven months pregnant. "
            "How can I tell Giulia no nicely, maybe offering to help with the autumn training instead? And any ideas for a gift for Mojca's baby, something more personal than another babygro?"),
   ("assistant", "Welcome back! It sounds like the Azores' loss was Corsica's gain.\n\n"
                 "## Saying no to Giulia\n"
                 "Be clear and early, so she has time to find a new trimmer, and offer something concrete. For example:\n\n"
                 "> Giulia, I'd love to sail Scheggia again, but I'm on duty Barcolana weekend, and as the new pilot I can't ask for swaps in October. I'm really sorry! "
                 "I could help train whoever takes the main on the Saturdays I'm off in September, and I'll be cheering from the pilot boat if I'm out there. Let's beat 311th together next year.\n\n"
                 "## Personal gift ideas for Mojca's baby\n"
                 "- **A family photo book**, like the one for your mum: the baby's grandparents, aunts and great-grandmother Milka, with captions in **Italian and Slovene**.\n"
                 "- **A recording from Stefano:** the family reading a short children's story, or a lullaby, in both languages, mixed properly in his studio.\n"
                 "- **A picture book in Slovene**, with a dedication from you, to be read to the baby at your place.\n"
                 "- **A first-year 'aunt calendar':** one afternoon a month of babysitting, to be redeemed around your roster, so Mojca and Andrej get a few hours off.\n"
                 "- **A jar of Grandpa Boris's acacia honey from the year of the birth**, with a label, to open on a first birthday (honey isn't for babies under one, so it's a keepsake for now)."),
   ("user", "I love the recording idea, and the aunt calendar. I sent Giulia the message; she replied with three crying emojis and then 'OK, but you're doing the training'."),
   ("assistant", "Sounds like you're still part of the crew, just from the dock this year. The recording and the aunt calendar together make a lovely gift: one for the baby to keep, one for the parents to use.")],
  {"summary": "The user and Stefano got back from Corsica on Tuesday 14 July 2026: the Restonica hike to Lac de Melo, swimming at Saleccia by boat from Saint-Florent, Stefano loved Calvi; Bruna looked after Bora; "
              "Giulia asked the user to sail Scheggia again in the Barcolana on Sunday 11 October 2026, but she's on the duty roster that weekend and can't ask for swaps as the newest pilot, so she declined and will help with the autumn training; Mojca won't sail, being seven months pregnant; "
              "the assistant drafted the message to Giulia and suggested personal gifts for Mojca's baby (a bilingual family photo book, a recording by Stefano, a Slovene picture book, an aunt's babysitting calendar, a jar of Boris's honey as a keepsake); the user liked the recording and the aunt calendar.",
   "decisions": [{"decision": "Not sailing in the Barcolana 2026; will help Scheggia's crew with autumn training", "rationale": "On the duty roster that weekend, and as the newest pilot she can't ask for swaps"},
                 {"decision": "Gift for Mojca's baby: a bilingual recording by Stefano and an aunt's babysitting calendar", "rationale": "More personal than clothes"}],
   "outcomes": ["Back from Corsica on 14 July 2026"]}),
]

QUESTIONS_118 = [
 # single facts the user said about herself, her family, pets and friends
 ("How old am I?", "37 (since 22 February 2026)"),
 ("What's our cat called?", "Bora (a grey cat)"),
 ("Who's Barba Franco?", "Franco Gregori, the senior pilot who mentored me as a trainee"),
 ("What was I doing before I joined the pilots?", "deck officer on container ships for nine years (the last three as chief officer)"),
 ("What was my job on Giulia's boat in the Barcolana?", "mainsail trimmer (on Scheggia, her J/92)"),
 ("Which cardiologist is looking after my dad?", "Dr. Paola Rebez at Cattinara"),
 ("Who looked after Bora while we were in Corsica?", "Bruna Pahor, our neighbour (a retired pharmacist)"),
 # when
 ("When was the Barcolana I sailed in?", "Sunday 12 October 2025"),
 ("When did we sign the deed for the flat?", "Friday 16 January 2026"),
 ("When did I pass the pilot exam?", "Tuesday 10 March 2026"),
 ("When was my scooter stolen?", "the night of Saturday 2 May 2026"),
 ("When is my sister's baby due?", "20 November 2026"),
 # counts and amounts
 ("How many supervised manoeuvres did I need before I could sit the exam?", "150"),
 ("What did we pay for the Roiano flat?", "€190,000 (asking price €198,000)"),
 ("How much is our monthly mortgage payment?", "€715 (ZKB, 3.05% fixed over 25 years)"),
 # lists across chats
 ("What kinds of ships have I piloted?", "crude oil tankers at the SIOT terminal, Turkish ro-ro ferries, a cruise ship and container ships (my first solo job)"),
 ("Which flats did we look at before buying?", "San Giacomo (€165,000), Roiano (€198,000) and Opicina (€225,000)"),
 ("What have we bought for the new flat?", "a Bosch washing machine, a corner sofa and a ceiling fan for the bedroom (plus EPDM window seals)"),
 ("What health problems has Bora had?", "three teeth removed for resorptive lesions (December 2025) and early, stage 2 kidney disease (June 2026, renal diet)"),
 ("What did we give Mum for her 70th?", "a long weekend in Vienna by train with Dad, with Staatsoper tickets, and a photo book of 70 photos"),
 # latest value of something that changed
 ("What's my job now?", "licensed harbour pilot in the Port of Trieste (since March 2026)"),
 ("How do I get to the pilot station these days?", "by e-bike (a Bianchi, since May 2026; taxi on bora days)"),
 ("How many hives does Dad have now?", "14"),
 ("How much does Dad charge for a jar of honey now?", "€14 a 500 g jar (it was €12)"),
 ("Where does Stefano work now?", "at RAI's regional centre in Trieste, as a sound technician (since 12 January 2026)"),
 # yes/no
 ("Did Dad end up having the cardioversion?", "No (called off; he was back in normal rhythm on 19 March 2026)"),
 ("Did my insurance pay out for the stolen scooter?", "No (third-party only, no theft cover)"),
 ("Did Stefano take the RAI job?", "Yes"),
 ("Did our boat finish ahead of Mojca's in the Barcolana?", "Yes (Scheggia 311th, Orsa Minore 644th)"),
 # why
 ("Why did I give up working on container ships?", "four-month contracts away from home were wearing me down and I wanted to live with Stefano"),
 ("Why was the deed on the flat postponed?", "one of the sellers, Walter, lives in Buenos Aires and had to sign a power of attorney at the Italian consulate"),
 ("Why was my pilot exam moved?", "a member of the examining commission fell ill and had to be replaced"),
 ("Why did we drop the Azores?", "my leave was moved to July and July flights cost €1,150 each"),
 ("Why am I learning Slovene?", "to talk properly with my grandmother Milka in Sežana (Dad spoke Italian at home because Mum doesn't speak Slovene)"),
 # what the assistant recommended
 ("What did you tell me to do about sleeping on my duty roster?", "keep a fixed anchor sleep on days off, nap on duty, a short recovery nap before 3 pm, at most three coffees and none six hours before sleep, a dark cool bedroom and bright light on waking"),
 ("What did you say when I asked which mortgage to take?", "compare the TAEG, not the rate: ZKB was cheaper overall because Intesa required its own life insurance and a higher fee; take a fixed rate"),
 # inference
 ("Would Dad give up his bees if a doctor told him to?", "Likely no"),
 ("Would Bora be happy if Mum came to stay with Pepi?", "Likely no"),
 # not in the archive
 ("What's Stefano's mother called?", "Not mentioned in my chats"),
 ("How much did the ferry to Corsica cost?", "Not mentioned in my chats"),
]


def assistant_chats_51_at(folder):
    """The archive of CHATS_118 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a51c", CHATS_118, "chatgpt")


@pytest.fixture(scope="module")
def assistant_chats_51(tmp_path_factory):
    return assistant_chats_51_at(tmp_path_factory.mktemp("assistant51"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_118, "assistant 51")


def test_the_archive_finds_the_regatta(assistant_chats_51):
    assert assistant_chats_51.search("Barcolana").results
