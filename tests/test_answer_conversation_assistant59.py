"""A fifty-ninth written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind with its questions and gold answers fixed before any run of
`kbsearch answer` on it, and without reading the answer rules. It is HELD OUT: its questions are
never read by the developer, only its score is. A draught surveyor at the Port of Tarragona, Spain,
Montse Rovira, 36, who reads the draught marks of bulk carriers and works out the tonnes of cargo
they load, and lives with her partner Arnau, a shift operator at a chemical plant, and Pebre, a
ginger cat. She chats with ChatGPT from August 2025 to July 2026: a sore shoulder from pilot ladders
(a diagnosis, a physio, time off the ladders), her niece climbing to the top of a human tower at
Santa Tecla, a rent rise that pushes the couple to buy a flat in El Serrallo (an offer, three
mortgage offers, a notary date that slips, the move), French lessons and an exam, a training week
in France that is called off, a cat with cystitis, her father's hearing aids and his fishing boat,
a job offer she takes (a salary she negotiates, a start date that moves), her partner's new day
job, a summer trip whose dates change and quotes for a new kitchen, with facts the user updates
later (her employer and pay, the rent, Arnau's job, the holiday dates, her father's boat).
bench/answer_conversations.py asks every question ("assistant 59")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_134 = [
 ("2025-08-03", "Shoulder pain from climbing pilot ladders", [
   ("user", "Hi. I'm Montse Rovira, I'm 36 and I live in Tarragona. I'm a draught surveyor: I work for Solé Marine Surveys, a small firm of seven people at the Port of Tarragona. "
            "When a bulk carrier loads or discharges (maize, soya meal, coal, fertiliser) I read the draught marks on the hull at six points from a launch, climb aboard on the pilot ladder, sound the ballast tanks with a tape "
            "and work out how many tonnes of cargo went on or off. For about three weeks my right shoulder has hurt: a dull ache on the outside of the upper arm, and a sharp pain when I lift my arm above my head or reach up for the next rung. "
            "It wakes me if I lie on that side, and on Friday I struggled to lower the sounding tape into a tank. I'm right-handed. Could this be serious? I've got a GP appointment on Thursday."),
   ("assistant", "I'm sorry, that sounds both painful and awkward for a job that is so physical. I'm not a doctor and I can't examine you, so take this as background for your appointment rather than a diagnosis.\n\n"
                 "## What it often turns out to be\n"
                 "The pattern you describe (an ache on the outer upper arm, pain when lifting the arm overhead, pain lying on that side, in someone who repeatedly reaches and pulls overhead) is very typical of **rotator cuff–related shoulder pain**, sometimes called subacromial pain or rotator cuff tendinopathy. "
                 "The tendons that lift and rotate the arm get irritated by a load they're not used to, or by a lot of repetition.\n\n"
                 "Other possibilities your GP will think about:\n"
                 "- **A partial tear** of a rotator cuff tendon, especially if there was a specific moment it started (a slip on the ladder, a jerk on the tape).\n"
                 "- **Frozen shoulder** (adhesive capsulitis), which tends to cause progressive stiffness in all directions, not just pain.\n"
                 "- **Pain referred from the neck**, particularly if you also have tingling or pain running down the arm.\n\n"
                 "## Red flags: don't wait for Thursday if…\n"
                 "- You suddenly **can't lift your arm at all**.\n"
                 "- The shoulder is **hot, red and swollen**, or you have a fever.\n"
                 "- You have **chest pain, breathlessness or pain in the left arm and jaw**: that needs emergency care, not a GP.\n"
                 "- You get **numbness or weakness** in the hand.\n\n"
                 "## Until the appointment\n"
                 "1. **Keep it moving, but below shoulder height.** Complete rest tends to make shoulders stiffer.\n"
                 "2. **Avoid the things that provoke the sharp pain**, especially reaching overhead and hauling the tape with a straight arm.\n"
                 "3. **Ice or heat**, whichever feels better, 15 minutes at a time.\n"
                 "4. **Sleep** on your back or your left side with a pillow hugged in front of you so the right arm is supported.\n"
                 "5. Over-the-counter painkillers can help if they're safe for you; ask a pharmacist.\n\n"
                 "## What to tell the GP\n"
                 "- When it started, and whether there was a specific moment.\n"
                 "- Exactly which movements hurt (climbing, overhead reaching, lowering the tape).\n"
                 "- How often you climb pilot ladders per week, and how much your kit weighs.\n"
                 "- That it wakes you at night.\n\n"
                 "## About work\n"
                 "Pilot ladders are not the place to work with a shoulder you don't trust: a weak grip on a ladder over water is a safety issue, not just a comfort one. "
                 "It would be worth asking your employer now whether someone else could do the climbing for a while."),
   ("user", "Thanks. My partner Arnau (he's a process operator at a chemical plant in La Canonja, on rotating shifts, nights included) says I should also stop doing the pinya at the castells until it's better. "
            "I'm in the Colla Jove Xiquets de Tarragona, we rehearse Tuesdays and Fridays. Our cat Pebre, a ginger tom who's five, is the only one who doesn't mind me moaning. Is Arnau right about the pinya?"),
   ("assistant", "Arnau has a point, at least for the next few weeks. In the pinya you're pushing upwards and inwards with your arms raised, holding the weight of the people above you, often for a minute or more, "
                 "and when a castell wobbles or falls the pinya takes sudden loads. That's close to the movement that's hurting you.\n\n"
                 "A few middle paths to discuss with your colla and your GP:\n"
                 "- **Go to rehearsals but stand in an outer ring** of the pinya, where the load and the arm position are gentler, or help with the canalla and the logistics.\n"
                 "- **Tell your cap de pinya** about the shoulder so they don't put you under the baixos.\n"
                 "- **Ask the GP on Thursday** when it would be safe to go back to full pinya work.\n\n"
                 "And give Pebre a scratch from me: patient listeners are underrated.")],
  {"summary": "The user, Montse Rovira, 36, lives in Tarragona and is a draught surveyor at Solé Marine Surveys, a seven-person firm at the Port of Tarragona: she reads the draught marks of bulk carriers from a launch, climbs the pilot ladder, sounds the ballast tanks and calculates the tonnes of cargo loaded or discharged; "
              "for three weeks her right shoulder has hurt (ache on the outer upper arm, sharp pain reaching overhead, waking her at night); GP appointment on Thursday 7 August 2025; "
              "the assistant (not a doctor) said it sounded like rotator cuff–related shoulder pain, listed other possibilities and red flags, advice until the appointment and what to tell the GP, and to ask work about stopping climbing for a while; "
              "her partner Arnau is a process operator on rotating shifts at a chemical plant in La Canonja; their cat Pebre is a five-year-old ginger tom; she is in the pinya of the Colla Jove Xiquets de Tarragona (rehearsals Tuesdays and Fridays); "
              "the assistant agreed with Arnau to ease off the pinya for now (outer ring, tell the cap de pinya, ask the GP).",
   "procedures": [{"name": "Sore shoulder before a GP visit", "steps": ["Keep moving below shoulder height", "Avoid overhead reaching and hauling", "Ice or heat", "Sleep supported on the back or the other side",
                   "Tell the GP when it started, which movements hurt, the work and the night pain"]}],
   "decisions": [{"decision": "See the GP on 7 August 2025 about the right shoulder", "rationale": "Three weeks of pain, worse on ladders and at night"}],
   "outcomes": ["Right shoulder pain for three weeks"]}),

 ("2025-08-24", "Rotator cuff tendinopathy: physio and getting back on the ladders", [
   ("user", "Update on the shoulder. Dr. Marta Vidal, my GP at the CAP, saw me on the 7th and sent me for an ultrasound: it's supraspinatus tendinopathy, no tear. She said ibuprofen gel, avoid overhead work, and referred me to physio, "
            "but the public waiting list is about three months. So I've booked privately with Sergi, a physiotherapist at a clinic on Rambla Nova: six sessions at €40 each, the first one was last Tuesday. "
            "My boss Ramon Solé has taken me off ladder work for four weeks and put me in the office doing the displacement calculations and the reports for the ships' agents. "
            "What usually helps with this, and how do I go back to ladders without it flaring up?"),
   ("assistant", "Good news that there's no tear, and that Ramon has taken you off the ladders: that's the single biggest thing in your favour.\n\n"
                 "## How tendinopathy usually gets better\n"
                 "Tendons don't heal with complete rest; they get better with **load they can tolerate, increased gradually**. A typical physio programme goes in stages:\n"
                 "1. **Calm it down** (first 1–3 weeks): avoid the provoking movements, keep gentle range of motion, isometric exercises (pushing against a wall without moving the arm).\n"
                 "2. **Build strength** (weeks 2–8): resistance-band external rotation, scapular exercises, then light weights, slowly bringing the arm higher.\n"
                 "3. **Get back to the task** (weeks 6–12): exercises that imitate the work, such as pulling yourself up on a bar or a rung, reaching up while holding some weight.\n\n"
                 "Some pain during exercise is usually acceptable if it's **mild (say 3/10 or less) and settles by the next morning**. Sergi will set that rule with you.\n\n"
                 "## Going back to pilot ladders\n"
                 "- **Agree a test with Sergi first**: for example, climbing a ladder or wall bars at the clinic, or hanging from a bar, without pain above your limit.\n"
                 "- **Start with easy jobs**: calm weather, a ship low in the water (short climb), fewer surveys per day.\n"
                 "- **Lighten your kit.** Every kilo you carry up a ladder is load on that shoulder.\n"
                 "- **Three points of contact, always**, and let the legs do the work: arms to hold and guide, not to haul.\n"
                 "- **Keep the exercises going** for a few months after it feels better; that's when tendinopathies tend to come back.\n\n"
                 "## The office weeks\n"
                 "Use them well: set the desk and screen so your arm rests and your shoulder isn't hunched, and get up every 30–40 minutes. Desk weeks can cause their own stiffness.\n\n"
                 "As always, Dr. Vidal and Sergi know your shoulder; this is general information."),
   ("user", "Sergi has given me a red resistance band and a routine of four exercises, morning and evening. My kit bag weighs about 9 kg with the sounding tape, the hydrometer, the thermometer and the laptop. Any ideas to lighten it?"),
   ("assistant", "Nine kilos up a swinging rope ladder is a lot. Some ideas:\n\n"
                 "1. **Leave the laptop in the launch or the car.** Note readings on a waterproof notebook or your phone and do the calculations afterwards.\n"
                 "2. **A haul line:** many surveyors send heavier kit up on a line once they're on deck, instead of carrying it.\n"
                 "3. **A smaller, lighter bag worn across the body** so it sits close to your centre of gravity, rather than a backpack hanging off one shoulder.\n"
                 "4. **Check what the ship can lend you**: some ships will give you the use of their own sounding tape for the ballast tanks, though you may prefer your own for accuracy.\n"
                 "5. **Weigh the kit** after each change: aim for under 5–6 kg.")],
  {"summary": "GP Dr. Marta Vidal saw the user on 7 August 2025 and an ultrasound showed supraspinatus tendinopathy of the right shoulder, no tear; ibuprofen gel, no overhead work, physio referral (public wait about three months), "
              "so she is seeing Sergi, a private physiotherapist at a clinic on Rambla Nova, six sessions at €40 each (first on Tuesday 19 August 2025); her boss Ramon Solé took her off ladder work for four weeks and put her on the office calculations and agents' reports; "
              "the assistant explained staged loading for tendinopathy, a return-to-ladders plan and desk ergonomics; Sergi gave her a red resistance band and four exercises morning and evening; "
              "her kit bag weighs 9 kg and the assistant suggested leaving the laptop in the launch, a haul line, a lighter cross-body bag and aiming for under 5–6 kg.",
   "procedures": [{"name": "Return to pilot ladders after shoulder tendinopathy", "steps": ["Agree a climbing test with the physio", "Start with easy jobs", "Lighten the kit", "Three points of contact, legs doing the work", "Keep the exercises going for months"]}],
   "decisions": [{"decision": "Six private physio sessions with Sergi at €40 each", "rationale": "The public physio waiting list was about three months"},
                 {"decision": "Four weeks off ladder work, on office calculations", "rationale": "Ramon Solé took her off the ladders while the shoulder heals"}],
   "discoveries": ["Right shoulder: supraspinatus tendinopathy, no tear (ultrasound)"],
   "outcomes": ["Physio €40 a session, six sessions", "Kit bag 9 kg"]}),

 ("2025-09-14", "My niece will be the enxaneta at Santa Tecla", [
   ("user", "Different kind of question. My sister Laia is 40, a nurse at the Joan XXIII hospital, and she's a nervous wreck: her daughter Júlia, who is 8, is our colla's enxaneta, the little one who climbs to the very top and raises her hand. "
            "On Tuesday 23 September, at the Santa Tecla diada in the Plaça de la Font, the plan is for Júlia to crown the 4 de 9 amb folre. Laia's husband Oriol, who has a bakery in Torreforta, is completely calm about it, which makes Laia worse. "
            "Our dad was in the Xiquets del Serrallo when he was young, so castells run in the family, but Laia never did them. How can I help her feel better about it?"),
   ("assistant", "It's completely understandable: watching your own child climb ten metres or more on top of other people is a lot, even for a nurse who has seen plenty. A few things that might help Laia.\n\n"
                 "## What the colla already does for safety\n"
                 "- **Helmets** for the children at the top (the pom de dalt) have been standard in the castells world for many years.\n"
                 "- **Colles try every castell in rehearsal**, often many times, before they take it to a diada; a castell of nine with folre at Santa Tecla will have been rehearsed in parts and as a whole.\n"
                 "- **The pinya, folre and manilles** exist precisely to cushion a fall; most falls end with the climbers caught by the people below.\n"
                 "- **The technical team decides on the day**: if the castell isn't ready or the conditions are wrong, they change the plan. That's normal and it's a sign the system works.\n\n"
                 "## Ways to help Laia\n"
                 "1. **Take her to a rehearsal** before the 23rd, so she sees how often Júlia climbs and how the adults around her work.\n"
                 "2. **Ask the cap de colla or the person in charge of the canalla** to talk to her for five minutes about how they prepare the children. Hearing it from them is more reassuring than from family.\n"
                 "3. **Let Júlia tell her** how it feels. Children who love climbing often describe it very calmly.\n"
                 "4. **Give Laia a job on the day**: standing near the colla's first aid team, or holding Júlia's things, is easier than standing in the crowd.\n"
                 "5. **Respect her limit.** If she can't watch, that's fine; Oriol can film it.\n\n"
                 "And you? How is the shoulder for the pinya?"),
   ("user", "Good idea about the rehearsal. Shoulder: four physio sessions done with Sergi, I do the band exercises every morning before work, and I bought a lighter sling bag and leave the laptop in the launch, so the kit is down to 6 kg. "
            "Ramon says I can go back on the ladders on Monday 22nd. At Santa Tecla I'll be in the pinya, but in the outer ring, and I won't go under the baixos until Sergi says yes."),
   ("assistant", "That sounds like a sensible plan on every front: 6 kg is a big improvement, the daily exercises are exactly what keeps tendinopathy from coming back, and the outer ring is the right compromise for the diada.\n\n"
                 "For your first days back on the ladders:\n"
                 "- **Pick the first jobs if you can**: a calm day, a short climb.\n"
                 "- **Notice how the shoulder feels the next morning** rather than during the climb; that's the better guide.\n"
                 "- **Tell Sergi** how the first week went at your next session.\n\n"
                 "Molta sort on the 23rd, to Júlia and to the whole colla.")],
  {"summary": "The user's sister Laia, 40, a nurse at Joan XXIII hospital, is anxious because her daughter Júlia, 8, is the enxaneta of the Colla Jove Xiquets de Tarragona and is due to crown the 4 de 9 amb folre at the Santa Tecla diada in the Plaça de la Font on Tuesday 23 September 2025; "
              "Laia's husband Oriol has a bakery in Torreforta; the user's father was in the Xiquets del Serrallo when young; "
              "the assistant explained how colles keep children safe (helmets, rehearsals, pinya and folre, decisions on the day) and suggested taking Laia to a rehearsal, having the colla talk to her, letting Júlia tell her about it, giving her a job on the day and respecting her limit; "
              "shoulder: four physio sessions done, band exercises every morning, a lighter sling bag and the laptop left in the launch bring the kit to 6 kg; back on ladders on Monday 22 September 2025; at Santa Tecla she will be in the outer ring of the pinya.",
   "decisions": [{"decision": "Take Laia to a rehearsal before Santa Tecla", "rationale": "Seeing how often Júlia climbs should reassure her"},
                 {"decision": "Outer ring of the pinya at Santa Tecla, not under the baixos", "rationale": "Until the physio clears the shoulder"}],
   "outcomes": ["Kit down to 6 kg", "Back on ladders from 22 September 2025"]}),

 ("2025-10-05", "Our rent is going up: is it time to buy?", [
   ("user", "Santa Tecla went brilliantly, Júlia crowned the 4 de 9 amb folre and Laia cried her eyes out, happy tears. Now a money question. "
            "Our landlord is renewing the contract on our flat in the Part Alta and the rent goes from €780 to €845 a month from 1 November. Arnau and I have about €60,000 saved between us (most of it his, from the shift bonuses). "
            "We like El Serrallo: my parents live there and it's a ten-minute walk to the port for me. Our ceiling would be about €190,000. Should we buy?"),
   ("assistant", "Congratulations to Júlia, and to Laia for surviving it!\n\n"
                 "On buying: I can't give regulated financial advice, but I can lay out the numbers so you can decide with your eyes open. The rules below are for Catalonia; confirm the current rates with a gestor or the bank.\n\n"
                 "## 1. The cash you need is more than the deposit\n"
                 "Spanish banks usually lend **up to 80% of the purchase price or the valuation, whichever is lower**. On top of the 20% you pay:\n"
                 "- **Property transfer tax (ITP)** on a resale flat: the general rate in Catalonia is **10%**. There are reduced rates for some groups (for example young buyers under certain ages and incomes), which you'd need to check.\n"
                 "- **Notary, land registry and gestoría**: roughly €1,500–2,500.\n"
                 "- **The bank's valuation (tasación)**: around €300–500.\n\n"
                 "As a rule of thumb, plan for **about 30% of the price in cash**. On a €180,000 flat that is roughly **€36,000 deposit + €18,000 tax + €2,500–3,500 fees ≈ €57,000**.\n\n"
                 "## 2. Compare the monthly cost\n"
                 "Borrowing €144,000 (80% of €180,000) over 25 years:\n"
                 "- at **2.5% fixed**: about **€646 a month**\n"
                 "- at **3.0% fixed**: about **€683 a month**\n\n"
                 "Add the community fees, the IBI (property tax) and home insurance, maybe €80–120 a month, and you are around **€730–800**, against **€845** in rent. "
                 "Over time the mortgage part doesn't rise with inflation, whereas rent usually does.\n\n"
                 "## 3. The honest caveats\n"
                 "- **€60,000 against ~€57,000 is tight.** You'd be left with very little cushion for the move, furniture or an emergency. A flat nearer €170,000 gives you more room.\n"
                 "- **Stable income matters**: the bank will look at both contracts and how long you've had them.\n"
                 "- **Old buildings in El Serrallo**: check the building inspection (ITE), the state of the facade and roof, and any planned special levies (derramas).\n\n"
                 "## 4. Next steps\n"
                 "1. Ask two or three banks for a **pre-approval** so you know your real ceiling.\n"
                 "2. Set your search at **€165,000–180,000**.\n"
                 "3. When you find a flat, get the **nota simple** from the land registry before making an offer."),
   ("user", "So the monthly cost would actually be lower than the new rent. OK, decision made: we're going to start looking in El Serrallo and Sant Pere i Sant Pau, and aim under €180,000."),
   ("assistant", "That's a reasonable plan. Keep a spreadsheet of every flat you see (price, size, floor, lift, community fees, state of the building), and don't be shy about offering below the asking price: resale flats in Spain often sell for several per cent under it.")],
  {"summary": "Júlia crowned the 4 de 9 amb folre at Santa Tecla on 23 September 2025 and Laia cried happy tears; the landlord is raising the rent on the Part Alta flat from €780 to €845 a month from 1 November 2025; "
              "the user and Arnau have about €60,000 saved (mostly his shift bonuses) and like El Serrallo (her parents live there, ten minutes' walk to the port); "
              "the assistant (no regulated advice) explained the cash needed in Catalonia (20% deposit, 10% ITP, notary, registry, gestoría, valuation, about 30% of the price in cash, ≈ €57,000 on €180,000), "
              "the monthly cost on €144,000 over 25 years (€646 at 2.5%, €683 at 3.0%, plus €80–120 of fees and insurance) against €845 rent, the caveats (tight cash, stable income, ITE and derramas) and next steps (pre-approval, search €165,000–180,000, nota simple); "
              "they decided to start looking in El Serrallo and Sant Pere i Sant Pau, under €180,000.",
   "procedures": [{"name": "Working out the cost of buying a resale flat in Catalonia", "steps": ["Bank lends up to 80% of price or valuation", "Add 10% ITP", "Add notary, registry, gestoría and valuation", "Plan about 30% of the price in cash", "Compare mortgage plus fees with the rent"]}],
   "decisions": [{"decision": "Buy a flat instead of renewing at €845", "rationale": "The rent rose from €780 to €845 and the mortgage plus fees would cost about the same or less each month"},
                 {"decision": "Look in El Serrallo and Sant Pere i Sant Pau, under €180,000", "rationale": "Near her parents and the port; €60,000 savings make a higher price too tight"}],
   "outcomes": ["Rent €845 a month from 1 November 2025 (was €780)", "Savings about €60,000"]}),

 ("2025-10-26", "Getting my French from A2 to B1", [
   ("user", "Ramon wants to send me to Marseille-Fos for a week, 9 to 13 February, to shadow a partner firm on tanker ullage surveys, which we want to start offering. Their surveyors speak French and a bit of English. "
            "My school French is about A2. I've found a tutor, Claire, who is from Lyon and lives in Tarragona: €25 an hour, Tuesday evenings, starting this Tuesday. "
            "I'd also like to take the DELF B1 in the spring to have something official on my CV. Can you give me a plan?"),
   ("assistant", "A concrete goal (the Marseille week) plus an exam is a great combination. Here's a plan for roughly 16 weeks to February and then on to the DELF.\n\n"
                 "## The DELF B1 in brief\n"
                 "Four parts, each marked out of 25: **listening, reading, writing and speaking**. You need **50/100 overall and at least 5/25 in each part**. "
                 "Check the dates and registration deadlines with the exam centre nearest you (the Institut français in Barcelona or an approved centre), as spring sessions fill up.\n\n"
                 "## Weekly rhythm\n"
                 "| When | What | Time |\n"
                 "|---|---|---|\n"
                 "| Tuesday | Class with Claire: speaking and correcting your writing | 1 h |\n"
                 "| Daily | Listening: a French podcast or the news (RFI's *Journal en français facile* is made for learners) | 15 min |\n"
                 "| 3× a week | Grammar and vocabulary: the passé composé vs imparfait, the subjonctif basics, connectors | 20 min |\n"
                 "| Weekend | One short text: an email, a short opinion piece, 160 words as in the exam | 30 min |\n\n"
                 "## For Marseille specifically\n"
                 "1. **Build your work vocabulary first**: you'll understand a survey far more easily than a conversation about politics.\n"
                 "2. **Ask Claire to role-play** a survey: introducing yourself to the chief officer, asking for the ballast figures, agreeing the final figure.\n"
                 "3. **Learn your numbers** to the point of reflex, including decimals and the way French says 70, 80 and 90.\n\n"
                 "## From February to the exam\n"
                 "Switch to **past papers**: France Éducation international publishes sample papers. Do one full paper a fortnight under timed conditions, and give the writing to Claire."),
   ("user", "Can you give me the words I'll need on board? Draught marks, ballast, sounding, ullage, that kind of thing."),
   ("assistant", "Here's a starter list. Check them with the Marseille team, as every port has its own jargon.\n\n"
                 "- **le tirant d'eau**: draught\n"
                 "- **les marques (échelles) de tirant d'eau**: draught marks\n"
                 "- **l'avant / le milieu / l'arrière**: forward / midships / aft\n"
                 "- **bâbord / tribord**: port / starboard\n"
                 "- **l'échelle de pilote**: pilot ladder\n"
                 "- **les ballasts**: ballast tanks\n"
                 "- **le sondage / sonder**: sounding / to sound\n"
                 "- **le creux**: ullage\n"
                 "- **la densité de l'eau du bassin**: dock water density\n"
                 "- **le densimètre**: hydrometer\n"
                 "- **le déplacement**: displacement\n"
                 "- **la cale**: hold\n"
                 "- **le second capitaine**: chief officer\n"
                 "- **l'assiette / la gîte**: trim / list\n\n"
                 "Make flashcards and say them aloud: you'll be shouting some of them over engine noise.")],
  {"summary": "Ramon Solé plans to send the user to Marseille-Fos for a week, 9–13 February 2026, to shadow a partner firm on tanker ullage surveys; her French is about A2; "
              "she has found a tutor, Claire, from Lyon, living in Tarragona, €25 an hour, Tuesday evenings, starting Tuesday 28 October 2025; she wants to take the DELF B1 in spring 2026; "
              "the assistant described the DELF B1 (four parts out of 25, 50/100 to pass, at least 5 in each), a weekly rhythm (class with Claire, daily listening, grammar, a weekly text), Marseille preparation (work vocabulary, role-play, numbers) and past papers from February; "
              "it gave a French vocabulary list for surveys (tirant d'eau, échelle de pilote, ballasts, sondage, creux, densimètre, déplacement, assiette and gîte).",
   "procedures": [{"name": "A2 to B1 French in about six months", "steps": ["Weekly class with the tutor", "15 minutes of listening a day", "Grammar and vocabulary three times a week", "A 160-word text each weekend", "Past papers from February"]}],
   "decisions": [{"decision": "French lessons with Claire, €25 an hour, Tuesday evenings", "rationale": "To be ready for the Marseille-Fos week and the DELF B1"}],
   "outcomes": ["Marseille-Fos training week planned for 9–13 February 2026", "French level about A2"]}),

 ("2025-11-16", "Pebre keeps going to the litter tray", [
   ("user", "Last Wednesday I took Pebre to the vet because he kept going in and out of the litter tray, squatting and only producing a few drops, with a bit of blood. "
            "Dr. Anna Mas at the Clínica Veterinària del Serrallo checked that his bladder wasn't blocked, did a urine test and an ultrasound: feline idiopathic cystitis, no stones, no infection. €180 in all, and painkillers for five days. "
            "She said stress is often the trigger. The builders next door have been drilling for three weeks, and the downstairs neighbours have a new puppy that barks all afternoon. What can we change at home?"),
   ("assistant", "Poor Pebre, and well done for taking him in quickly. I'm not a vet, so follow Dr. Mas's advice first; here is what's usually recommended for cats with idiopathic cystitis.\n\n"
                 "## ⚠️ First, the most important thing\n"
                 "**If Pebre strains in the tray and produces no urine at all, take him to an emergency vet straight away, day or night.** Male cats have a narrow urethra and can become blocked; "
                 "a blocked cat can die within a day or two. Crying in the tray, licking his genitals constantly, vomiting or hiding are also warning signs.\n\n"
                 "## Water, water, water\n"
                 "- **Wet food** instead of (or alongside) dry: it's the single most effective change for many cats.\n"
                 "- **A water fountain**: many cats drink more from running water.\n"
                 "- Several water bowls, away from the food and the litter.\n\n"
                 "## The litter trays\n"
                 "- The rule of thumb is **one tray per cat plus one**, so two for Pebre, in quiet places.\n"
                 "- Unscented litter, scooped daily.\n\n"
                 "## Less stress\n"
                 "- **A pheromone diffuser** (Feliway Classic) near where he spends his time.\n"
                 "- **Hiding places and high places**: a box, a shelf, the top of a wardrobe.\n"
                 "- **A predictable routine**: meals and play at the same times.\n"
                 "- **Play** with a wand toy for 10 minutes twice a day; it burns off tension.\n"
                 "- While the drilling lasts, give him a quiet room with a radio on low.\n\n"
                 "## Expect flare-ups\n"
                 "Idiopathic cystitis often comes back in stressful periods (a move, visitors, noise). With these changes most cats have fewer and milder episodes."),
   ("user", "We've switched him to wet food, ordered a water fountain and a Feliway diffuser, and put a second litter tray in the bedroom. My friend Mireia from the colla has a ginger cat too, Canyella, a female, and she says hers never drinks from a bowl either. Anything else?"),
   ("assistant", "You've covered the big ones. Two more small things:\n\n"
                 "1. **Watch his urine clumps** in the tray for a couple of weeks: bigger clumps mean he's drinking more; tiny frequent ones mean he's still uncomfortable.\n"
                 "2. **Ask Dr. Mas about a follow-up** if the signs haven't settled within a week, and keep her number and the nearest 24-hour emergency vet in your phone.\n\n"
                 "Give him time: it usually takes a few weeks for the new routine to make a difference.")],
  {"summary": "On Wednesday 12 November 2025 the user took Pebre to Dr. Anna Mas at the Clínica Veterinària del Serrallo: he was going in and out of the litter tray, passing a few drops with blood; not blocked; urine test and ultrasound showed feline idiopathic cystitis, no stones or infection; €180; painkillers for five days; "
              "stress is the likely trigger (builders drilling next door for three weeks, a new puppy downstairs); "
              "the assistant (not a vet) warned that if he strains and passes no urine he must go to an emergency vet at once because male cats can block, and recommended wet food, a water fountain, one tray per cat plus one, a Feliway diffuser, hiding and high places, routine and play; "
              "they switched him to wet food, ordered a fountain and a Feliway diffuser and added a second tray in the bedroom; Mireia from the colla also has a ginger cat, Canyella (female).",
   "procedures": [{"name": "Home changes for a cat with idiopathic cystitis", "steps": ["Wet food", "A water fountain", "One litter tray per cat plus one", "A pheromone diffuser", "Hiding and high places", "Routine and daily play", "Emergency vet if he strains with no urine"]}],
   "decisions": [{"decision": "Wet food, a water fountain, a Feliway diffuser and a second litter tray for Pebre", "rationale": "The vet said stress and low water intake drive his cystitis"}],
   "discoveries": ["A male cat that strains and passes no urine may be blocked and needs an emergency vet straight away"],
   "outcomes": ["Pebre: feline idiopathic cystitis, not blocked", "Vet bill €180"]}),

 ("2025-12-07", "Dad won't wear his hearing aids", [
   ("user", "My dad Pere is 71, a retired fisherman in El Serrallo. He still takes his llaüt, the Roser II (named after my mum), out most mornings. In the spring, after years of Mum nagging, he got hearing aids for €3,200, and they live in a drawer. "
            "He says they whistle, the wind roars in them on the boat, everything sounds tinny, and the little batteries are impossible with his fingers. My mum Roser is 67, a retired primary school teacher, and she's fed up with the TV at full volume. "
            "She walks her dog Truc along the breakwater every evening just to get away from it! How can I get him to wear them?"),
   ("assistant", "This is very common: a large share of people who get hearing aids stop wearing them in the first year, and the reasons are almost always the ones your dad gives. The good news is that most of them can be fixed.\n\n"
                 "## 1. Go back to the audiologist together\n"
                 "Hearing aids aren't meant to be set once and left. Ask for a **fine-tuning appointment** and go with him, with his list of complaints:\n"
                 "- **Whistling** is feedback: often a fit problem (the dome or mould) or a setting the audiologist can reduce.\n"
                 "- **Wind noise** can be reduced with a **wind-noise programme** or by switching programmes outdoors.\n"
                 "- **Tinny sound** is common at first, because the brain has forgotten what high frequencies sound like; the audiologist can bring the gain up gradually.\n"
                 "- **Fiddly batteries**: ask about **rechargeable models**. Many audiologists will swap or upgrade within the warranty period.\n\n"
                 "## 2. Start small, at home\n"
                 "- Wear them **for an hour or two a day at home, in quiet**, then build up.\n"
                 "- **Don't start on the boat.** Wind, engine and sea are the hardest environments; leave them for later, or for never.\n"
                 "- **The TV is a good first goal**: if he can follow the news at a normal volume, he'll notice the difference himself.\n\n"
                 "## 3. Let him own it\n"
                 "- Ask him what **he** would like to hear better: the grandchildren, the bar, the fish auction.\n"
                 "- **Stop the nagging**, hard as it is for your mum. Pressure tends to make people dig in.\n"
                 "- Praise the small wins rather than pointing out when he isn't wearing them.\n\n"
                 "## 4. Why it's worth it\n"
                 "Untreated hearing loss is linked with social isolation and, in several studies, with faster cognitive decline. It's worth mentioning once, calmly, not as a threat."),
   ("user", "Thanks, I'll take him to the audiologist myself. Other news: we've made an offer on a flat in El Serrallo! Two bedrooms, 68 m², third floor with a lift, a balcony looking at the fishing harbour, three streets from my parents. Asking €185,000, we offered €170,000. What should we check before we sign anything?"),
   ("assistant", "Exciting! Before paying any deposit (arras), check:\n\n"
                 "1. **The nota simple** from the land registry: the owner, and that there are no charges or mortgages left on it.\n"
                 "2. **The community of owners**: the monthly fee, the minutes of the last meetings and any **derramas** (special levies) approved or planned. Ask for a certificate that the seller is up to date with payments.\n"
                 "3. **The ITE** (building inspection) and the state of the facade, roof and lift.\n"
                 "4. **The energy certificate** and the **cédula de habitabilidad**.\n"
                 "5. **The IBI receipt** (property tax) to know the annual amount.\n"
                 "6. **The arras contract**: usually 5–10% of the price; read what happens if the bank doesn't approve your mortgage.\n\n"
                 "Good luck with the offer: €170,000 on €185,000 is a reasonable opening.")],
  {"summary": "The user's father Pere, 71, a retired fisherman in El Serrallo, still takes his llaüt Roser II (named after her mother) out most mornings; he bought hearing aids for €3,200 in spring 2025 but doesn't wear them: they whistle, the wind roars in them on the boat, the sound is tinny and the small batteries are fiddly; "
              "her mother Roser, 67, a retired primary school teacher, is fed up with the loud TV and walks her dog Truc along the breakwater every evening; "
              "the assistant advised going back to the audiologist together for fine-tuning (feedback, a wind-noise programme, gradual gain, rechargeable models), starting with an hour or two a day at home in quiet with the TV as the first goal, not starting on the boat, letting him set the goals and stopping the nagging; "
              "the user and Arnau offered €170,000 on a two-bedroom 68 m² third-floor flat with a lift and a balcony over the fishing harbour in El Serrallo, three streets from her parents, asking €185,000; "
              "the assistant listed the checks before paying arras (nota simple, community fees and derramas, ITE, energy certificate and cédula, IBI, the arras contract).",
   "procedures": [{"name": "Getting someone to wear hearing aids", "steps": ["Fine-tuning at the audiologist with his complaints", "Wind-noise programme, rechargeable models", "Short periods at home in quiet first", "Not on the boat at first", "Let him set the goals, no nagging"]},
                  {"name": "Checks before arras on a resale flat", "steps": ["Nota simple", "Community fees, minutes and derramas", "ITE", "Energy certificate and cédula", "IBI receipt", "Read the arras contract"]}],
   "decisions": [{"decision": "Take Dad to the audiologist herself", "rationale": "The hearing aids need fine-tuning for the whistling and wind noise"},
                 {"decision": "Offer €170,000 on the El Serrallo flat", "rationale": "Asking price €185,000; resale flats often sell below asking"}],
   "outcomes": ["Dad's hearing aids cost €3,200 and sit in a drawer", "Offer of €170,000 made on a flat in El Serrallo"]}),

 ("2025-12-28", "Comparing three mortgage offers", [
   ("user", "They accepted €172,000 for the flat! We'd borrow €137,600, which is 80%. We have three fixed-rate offers: "
            "CaixaBank at 2.60% over 30 years, with home and life insurance tied in; Sabadell at 2.85% over 25 years, with no tie-ins; and ING at 2.45% over 25 years, which needs our salaries paid in and home insurance. "
            "Also, at Christmas lunch my parents offered us €10,000 towards the deposit, but we said no: Dad's boat engine needs an overhaul that will cost about €6,000 and they need their savings. Which mortgage would you pick?"),
   ("assistant", "Congratulations on the flat! Saying no to your parents' offer was generous; they'll know you meant it kindly.\n\n"
                 "Here's how the three compare on €137,600. These are my estimates from the nominal rates; the bank's FEIN (the binding offer document) will give the exact figures and the TAE.\n\n"
                 "| | CaixaBank | Sabadell | ING |\n"
                 "|---|---|---|---|\n"
                 "| Rate | 2.60% fixed | 2.85% fixed | 2.45% fixed |\n"
                 "| Term | 30 years | 25 years | 25 years |\n"
                 "| Monthly payment | ≈ €551 | ≈ €642 | ≈ €614 |\n"
                 "| Total interest | ≈ €60,700 | ≈ €54,900 | ≈ €46,600 |\n"
                 "| Tie-ins | home + life insurance | none | salary + home insurance |\n\n"
                 "## What the table says\n"
                 "- **CaixaBank** has the lowest monthly payment only because it's **five years longer**; you'd pay the most interest, and the tied **life insurance** can cost several hundred euros a year, which pushes its real cost up. Ask for the TAE with the insurance included.\n"
                 "- **Sabadell** is the cleanest (no tie-ins) but the most expensive rate.\n"
                 "- **ING** is the cheapest overall by a clear margin. The tie-ins are mild: paying your salaries into an account you'd use anyway and a home insurance policy you'd need regardless. Check the insurance price against an outside quote.\n\n"
                 "## Things to ask all three\n"
                 "1. The **TAE** including every tie-in.\n"
                 "2. The **early repayment fee** (in Spain it's capped for fixed rates, but the cap differs in the first ten years).\n"
                 "3. What happens if you **drop a tie-in** later (the rate usually goes up).\n\n"
                 "On these numbers, **ING looks like the best choice**, unless its insurance turns out to be very expensive."),
   ("user", "ING it is. We've paid €8,000 in arras and the signing at the notary is on Thursday 26 February, as long as the bank's valuation is done in time."),
   ("assistant", "Perfect. Between now and the 26th:\n\n"
                 "- **Send ING every document they ask for quickly**: the valuation and final approval are the usual bottlenecks.\n"
                 "- **Don't change jobs or take on new debt** before the signing if you can help it; banks re-check.\n"
                 "- You'll receive the **FEIN** and must see the notary for a free **explanatory session** at least 10 days before signing: that's a legal requirement.\n"
                 "- Book the **utilities transfer** for the week after signing.")],
  {"summary": "The seller accepted €172,000 for the El Serrallo flat; they will borrow €137,600 (80%); offers: CaixaBank 2.60% fixed over 30 years with home and life insurance (≈ €551 a month), Sabadell 2.85% fixed over 25 years with no tie-ins (≈ €642), ING 2.45% fixed over 25 years with salary and home insurance (≈ €614); "
              "at Christmas lunch her parents offered €10,000 towards the deposit and they declined because her father's boat engine needs a €6,000 overhaul and her parents need their savings; "
              "the assistant compared the offers (ING cheapest overall, CaixaBank most interest because of the longer term and tied life insurance, Sabadell cleanest but dearest) and said to ask for the TAE, early repayment fees and the cost of dropping tie-ins; "
              "they chose ING; €8,000 paid in arras; signing at the notary set for Thursday 26 February 2026 if the valuation is done in time; the assistant reminded her of the FEIN, the notary's explanatory session at least 10 days before and not to change jobs or take on debt before signing.",
   "decisions": [{"decision": "Mortgage with ING at 2.45% fixed over 25 years", "rationale": "Cheapest overall (≈ €614 a month, ≈ €46,600 interest) with mild tie-ins"},
                 {"decision": "Turned down her parents' offer of €10,000", "rationale": "Her father's boat engine needs a €6,000 overhaul and they need their savings"}],
   "outcomes": ["Flat bought for €172,000 (asking €185,000)", "Mortgage €137,600", "Arras €8,000", "Signing planned for 26 February 2026"]}),

 ("2026-01-18", "A job offer from Cargotest Ibérica", [
   ("user", "Big news, and I don't know what to do. Cargotest Ibérica, a bigger inspection company with an office at the port, has offered me the job of team leader of their draught survey team: six surveyors, "
            "€2,450 net a month against the €1,980 I get at Solé, a company van, starting 1 April. I've been with Ramon for nine years, since I was 27, and he's been good to me, especially with the shoulder. "
            "And he's sending me to Marseille in three weeks. Help me think it through?"),
   ("assistant", "Congratulations: being headhunted to lead a team says a lot about your reputation at the port. Let's structure it.\n\n"
                 "## Pros and cons\n"
                 "| Cargotest | Staying at Solé |\n"
                 "|---|---|\n"
                 "| +€470 a month net (≈ +24%) | Known people, a boss who trusts you |\n"
                 "| Leading six surveyors: a step up on your CV | Marseille and the new ullage work |\n"
                 "| A bigger company, probably more training | Flexibility, shown during the shoulder |\n"
                 "| A company van | No risk of a trial period |\n\n"
                 "## Questions to ask Cargotest before you decide\n"
                 "1. **The written offer**: salary (gross and net, 12 or 14 payments), contract type, the collective agreement, the trial period.\n"
                 "2. **Hours and on-call**: how often nights and weekends, and how they are paid.\n"
                 "3. **How much climbing** a team leader still does, given your shoulder.\n"
                 "4. **Training**: would they support the DELF or courses abroad?\n"
                 "5. **Who you'd be managing**: experience, any conflicts, why the post is vacant.\n\n"
                 "## The mortgage\n"
                 "You sign on 26 February. Banks often re-check employment before signing, and a new job with a trial period can worry them. **Ask ING directly** whether a change before signing matters, "
                 "or simply make sure your new contract starts after the signing (1 April already does).\n\n"
                 "## My suggestion\n"
                 "**If the written offer confirms the salary and the role, it looks worth taking.** Before you say yes, **negotiate**: a counter-offer of 5–8% above theirs is normal for a role like this. "
                 "Then **tell Ramon in person**, before he hears it at the port, and **offer to help with the handover**: train someone, finish the big jobs. Leaving well matters in a port where everyone knows everyone."),
   ("user", "Good points. They've told me it's one night on call every fortnight, paid extra. I'll ask for €2,600 and see what they say."),
   ("assistant", "One on-call night a fortnight, paid, is reasonable. When you ask, anchor it on the role (team leadership, your nine years of experience and your certifications) rather than on your mortgage. Good luck!")],
  {"summary": "Cargotest Ibérica, a bigger inspection company at the port, offered the user the job of team leader of its draught survey team (six surveyors), €2,450 net a month against €1,980 at Solé Marine Surveys, a company van, start 1 April 2026; "
              "she has worked for Ramon Solé for nine years, since she was 27; the Marseille week is in three weeks; "
              "the assistant laid out pros and cons, questions to ask (written offer, on-call, climbing, training, the team), the mortgage caveat (banks re-check employment before signing; the 1 April start is after the 26 February signing) "
              "and suggested taking it if the written offer confirms salary and role, negotiating 5–8% more, telling Ramon in person and offering help with the handover; "
              "the job includes one paid on-call night a fortnight; she will ask for €2,600.",
   "decisions": [{"decision": "Counter-offer Cargotest at €2,600 net", "rationale": "A 5–8% counter-offer is normal for a team leader role"}],
   "outcomes": ["Cargotest offer: €2,450 net, team of six, van, start 1 April 2026", "Current pay at Solé €1,980 net"]}),

 ("2026-02-01", "Handing in my notice at Solé", [
   ("user", "I accepted! Cargotest came up to €2,550 net. I told Ramon on Monday, in his office, before anyone else. He was sad but fair. "
            "He asked me to stay until the end of April instead of leaving in March, because April is the peak of the maize season at the port and nobody else at Solé can do draught surveys alone yet, and so I can train Dani, our junior. "
            "Cargotest agreed to move my start to Monday 4 May. But Ramon has called off my week in Marseille: he's sending Dani instead, which makes sense since Dani will be doing the ullage work. I'm gutted about Marseille. Is there anything I should do formally? And should I still do the DELF?"),
   ("assistant", "Congratulations on the job and on a negotiation that worked. You handled Ramon exactly right, and staying for the maize peak is a good way to leave.\n\n"
                 "## The formal side (Spain)\n"
                 "I'm not an employment lawyer, so check your collective agreement, but in general:\n"
                 "1. **Put your resignation in writing** (a short letter or email), with the **date of your last day** (30 April) and ask Ramon to sign a copy as received.\n"
                 "2. **Notice**: many agreements require **15 days**; you're giving three months, so you're more than covered.\n"
                 "3. **Ask for your finiquito** (final settlement): pay up to your last day, the proportional part of the extra payments, and any **holidays not taken**.\n"
                 "4. Ask Cargotest for the **new contract in writing** with the 4 May start and €2,550 net.\n\n"
                 "## A handover plan for Dani\n"
                 "- **Weeks 1–4**: Dani shadows every survey you do and does the calculations in parallel.\n"
                 "- **Weeks 5–8**: Dani leads, you check.\n"
                 "- **Weeks 9–12**: Dani does surveys alone, with you on the phone.\n"
                 "- Write down the things only you know: the agents' preferences, the quirks of the regular ships, your spreadsheet.\n\n"
                 "## Marseille and the DELF\n"
                 "Losing Marseille is a real disappointment; it's fine to feel it. But keep the DELF: the French you're building hasn't lost its value, B1 is a solid line on a CV in a port that deals with French ships and companies, and the exam gives your lessons a goal."),
   ("user", "You're right. I'll keep going with Claire. Arnau and I were thinking of a trip to Brittany this summer anyway, so it won't go to waste."),
   ("assistant", "Brittany in French is much more fun than Brittany in English. A summer trip is a perfect second goal after the exam.")],
  {"summary": "The user accepted the Cargotest Ibérica job after it raised the offer to €2,550 net a month; she told Ramon Solé in person on Monday 26 January 2026; he asked her to stay until the end of April for the maize season peak at the port, since no one else at Solé can do draught surveys alone, and to train Dani, the junior; "
              "Cargotest moved her start from 1 April to Monday 4 May 2026; Ramon called off her Marseille-Fos week and is sending Dani instead; "
              "the assistant (not an employment lawyer) advised a written resignation with the last day (30 April), checking notice in the collective agreement, the finiquito and unused holidays, the new contract in writing, a 12-week handover plan for Dani and keeping up the DELF; "
              "she will continue with Claire; she and Arnau are thinking of a trip to Brittany in summer 2026.",
   "procedures": [{"name": "Handover plan for a junior surveyor", "steps": ["Weeks 1–4: shadowing, parallel calculations", "Weeks 5–8: junior leads, she checks", "Weeks 9–12: junior alone, she's on the phone", "Write down agents' preferences and ship quirks"]}],
   "decisions": [{"decision": "Accept the Cargotest team leader job at €2,550 net", "rationale": "Cargotest raised its offer from €2,450 after her counter-offer"},
                 {"decision": "Start at Cargotest on 4 May 2026 instead of 1 April", "rationale": "Ramon asked her to stay through the April maize peak and train Dani"},
                 {"decision": "Keep preparing the DELF B1", "rationale": "B1 is useful at the port and for a summer trip to Brittany"}],
   "outcomes": ["Marseille-Fos week called off; Dani goes instead", "Last day at Solé 30 April 2026"]}),

 ("2026-02-22", "The notary date has moved", [
   ("user", "Our signing on the 26th is off. The company doing ING's valuation had a backlog, so the appraiser only came on the 16th. The valuation came in at €176,000, which is fine, but ING needs about ten days for final approval after that. "
            "The new date is Thursday 12 March, at a notary on Rambla Nova. We want to move on Saturday 28 March. Pau and Mireia from the colla have offered to help. Should we hire a van or a removal company?"),
   ("assistant", "Annoying, but a two-week slip for a valuation backlog is common, and €176,000 above the price is good news: the bank lends on the lower of the two, so nothing changes for your €137,600.\n\n"
                 "## Check your rental notice\n"
                 "If you've given notice on the Part Alta flat, make sure the dates still work: you want the keys to the new flat **before** you hand back the old one. 12 March to 28 March gives you a comfortable two weeks.\n\n"
                 "## Van or removal company?\n"
                 "| | Van + friends | Removal company |\n"
                 "|---|---|---|\n"
                 "| Cost | ≈ €80–120 for a day's van hire, plus lunch for everyone | ≈ €600–1,200 for a two-bedroom flat across town |\n"
                 "| Effort | High: you carry everything | Low |\n"
                 "| Risk | Friends' backs, your shoulder, breakages uninsured | Insured, packing available |\n"
                 "| Part Alta streets | A small van fits the narrow streets better | Large trucks may need a permit or a shuttle |\n\n"
                 "With a lift at the new flat and friends from a castells colla (people who are used to lifting together), a van is very doable. Just **keep your shoulder out of the heavy lifting**.\n\n"
                 "## Signing-day checklist\n"
                 "1. ID for both of you.\n"
                 "2. The money for the seller and the taxes transferred or ready as the bank instructs.\n"
                 "3. Read the deed before the day: the notary will send a draft.\n"
                 "4. Meter readings and keys on the day.\n"
                 "5. Transfer electricity, water and gas the same week; internet takes longest, so book it now."),
   ("user", "We'll hire a van, €95 for the day, and do it ourselves with friends. I've booked the internet for the 30th."),
   ("assistant", "Sounds like a plan. Pack the kitchen last and a 'first night' box first: kettle, towels, bedding, cat food, phone chargers and toilet paper.")],
  {"summary": "The notary signing planned for 26 February 2026 was postponed because ING's valuation company had a backlog and the appraiser only came on 16 February; the valuation was €176,000; ING needs about ten days for final approval; "
              "the new signing date is Thursday 12 March 2026 at a notary on Rambla Nova; they plan to move on Saturday 28 March 2026; Pau and Mireia from the colla offered to help; "
              "the assistant said the loan is unchanged, to check the rental notice, compared a van with friends (≈ €80–120) and a removal company (≈ €600–1,200), and gave a signing-day checklist; "
              "they hired a van for €95 for the day and booked internet for 30 March.",
   "decisions": [{"decision": "Move with a hired van and friends, not a removal company", "rationale": "Much cheaper, the new flat has a lift, and friends from the colla offered to help"}],
   "outcomes": ["Signing moved from 26 February to 12 March 2026", "Valuation €176,000", "Van hire €95", "Moving day Saturday 28 March 2026"]}),

 ("2026-03-22", "Moving a stressed cat to a new flat", [
   ("user", "We signed on the 12th and we have the keys! Moving on Saturday. I'm worried about Pebre with his cystitis: a move is exactly the kind of stress that sets him off. How do we do this? "
            "My mum offered to keep him at theirs for the day, but she has Truc, her dog, so that's a no."),
   ("assistant", "Congratulations, homeowners! You're right to plan for Pebre: moves are one of the classic triggers for cystitis flare-ups. Here's a plan.\n\n"
                 "## Before Saturday\n"
                 "1. **Plug the Feliway diffuser into the new flat** a few days before, in the room that will be his.\n"
                 "2. **Leave the carrier out** with a blanket in it, so it's furniture rather than a threat.\n"
                 "3. **Don't wash his bedding**: familiar smells help.\n\n"
                 "## On the day\n"
                 "- **Shut him in one room at the old flat** (the bathroom is ideal) with water, litter, food and his bed, and a sign on the door: **DO NOT OPEN**. With friends coming and going, an open door is the biggest risk.\n"
                 "- **Move him last**, in the carrier, straight into a **prepared safe room** at the new flat: litter tray, water fountain, food, his bed, a hiding box, and the diffuser.\n\n"
                 "## The first week\n"
                 "- Keep him in the safe room for a day or two, then **open up the flat gradually**.\n"
                 "- **Keep meals and play at the usual times.**\n"
                 "- **Check the balcony**: cats can fall from balconies. Keep the door closed or fit a net.\n"
                 "- **Watch his urine** closely. If he strains and passes no urine, go to the emergency vet straight away; a few days of hiding, on the other hand, is normal.\n\n"
                 "Agreed about Truc: a dog's house is not a calm place for a cat with a stress-sensitive bladder."),
   ("user", "Great, he'll stay in the bathroom with his things on the day. Some good news too: Dad is wearing his hearing aids! I took him to the audiologist in January. She re-tuned them, added a wind-noise setting and swapped them for rechargeable ones. "
            "He started wearing them in the evenings for the TV, and now most of the day. He still won't wear them on the boat, but Mum says it's like having a new husband."),
   ("assistant", "That's wonderful news, and a good example of how much difference the fine-tuning makes. Not wearing them on the boat is fine: the sea is the hardest environment, and he'll try it when he's ready, or not. "
                 "The important thing is that he's hearing your mum, the TV and his friends again.")],
  {"summary": "The user and Arnau signed for the El Serrallo flat on 12 March 2026 and have the keys; the move is on Saturday 28 March 2026; "
              "the assistant gave a plan for moving a cat with stress cystitis: a Feliway diffuser in the new flat in advance, the carrier left out, unwashed bedding, shutting him in the bathroom at the old flat on the day with a DO NOT OPEN sign, moving him last into a prepared safe room, opening up the flat gradually, routine, the balcony, and watching his urine; "
              "her mother offered to keep Pebre but has a dog, Truc, so he'll stay in the bathroom with his things; "
              "her father now wears his hearing aids: in January 2026 the audiologist re-tuned them, added a wind-noise setting and swapped them for rechargeable ones; he wears them most of the day but not on the boat.",
   "procedures": [{"name": "Moving flat with a stress-sensitive cat", "steps": ["Pheromone diffuser in the new flat beforehand", "Carrier left out", "Cat shut in the bathroom on moving day", "Moved last into a prepared safe room", "Open the flat gradually", "Check the balcony", "Watch the urine"]}],
   "decisions": [{"decision": "Pebre stays in the bathroom at the old flat on moving day", "rationale": "Her mother's house has a dog, Truc"}],
   "outcomes": ["Signed for the flat on 12 March 2026", "Dad wears rechargeable, re-tuned hearing aids most of the day, not on the boat"]}),

 ("2026-04-19", "Planning two weeks in Brittany", [
   ("user", "We're in! The move went fine: Pau, Mireia, Arnau's brother Guillem and even my dad (who shouldn't be carrying anything with his back) helped, and we were done by three in the afternoon. "
            "Pebre hid under the bed for two days but he's peeing normally and now sits on the balcony (we put a net up). Funny thing, Guillem has just bought a flat too, in Reus, for €150,000. "
            "Now the fun part: Brittany, 1 to 15 August, driving our Seat Arona from Tarragona. We'd like a mix of coast and small towns, and a budget of about €2,800 for the two of us, excluding the car. "
            "And I've booked the DELF B1 for Saturday 16 May at the Institut français in Barcelona."),
   ("assistant", "Welcome home, and well done Pebre. Here's a draft for Brittany.\n\n"
                 "## Getting there\n"
                 "Tarragona to Brittany is about **1,200–1,300 km**. Two comfortable days each way:\n"
                 "- **Day 1**: Tarragona → Toulouse → **Bordeaux** (≈ 650 km, 6–7 h with the toll motorways).\n"
                 "- **Day 2**: Bordeaux → Nantes → **Vannes** or the Gulf of Morbihan (≈ 450 km).\n\n"
                 "## A draft itinerary (15 days)\n"
                 "| Nights | Base | Highlights |\n"
                 "|---|---|---|\n"
                 "| 1 | Bordeaux | Overnight stop |\n"
                 "| 3 | Gulf of Morbihan (Vannes) | Boat trip round the islands, Carnac's standing stones |\n"
                 "| 3 | Quimper / Crozon peninsula | Coastal walks, Locronan, crêperies |\n"
                 "| 3 | Pink Granite Coast (Perros-Guirec) | The customs officers' path (sentier des douaniers) |\n"
                 "| 3 | Saint-Malo / Dinan | The ramparts, Mont Saint-Michel as a day trip |\n"
                 "| 1 | Around La Rochelle or Bordeaux | Break the drive home |\n\n"
                 "## Budget for two (excluding the car)\n"
                 "- Accommodation: 14 nights × €95 ≈ **€1,330** (B&Bs or chambres d'hôtes in August; book early)\n"
                 "- Food: ≈ **€70 a day** ≈ €1,000\n"
                 "- Tolls in France: ≈ **€150–200** round trip\n"
                 "- Activities: ≈ **€200**\n"
                 "Total ≈ **€2,700–2,750**: tight but doable at €2,800. August is peak season: book the coastal nights now.\n\n"
                 "And good luck for 16 May!"),
   ("user", "Lovely. We'll book three B&Bs for the main stays this week."),
   ("assistant", "Good idea. Pick ones with **free cancellation** until a week or two before: plans change, especially with shift work in the family.")],
  {"summary": "The move on 28 March 2026 went well: Pau, Mireia, Arnau's brother Guillem and the user's father helped and it was done by 3 pm; Pebre hid under the bed for two days but is peeing normally and sits on the balcony, which now has a net; "
              "Guillem has bought a flat in Reus for €150,000; they plan two weeks in Brittany, 1–15 August 2026, driving their Seat Arona, budget about €2,800 excluding the car; the user is booked for the DELF B1 on Saturday 16 May 2026 at the Institut français in Barcelona; "
              "the assistant suggested driving via Bordeaux (≈ 1,200–1,300 km, two days each way), bases in the Gulf of Morbihan, Quimper/Crozon, the Pink Granite Coast and Saint-Malo/Dinan, a budget of ≈ €2,700–2,750, and booking early with free cancellation; "
              "they will book three B&Bs for the main stays.",
   "decisions": [{"decision": "Two weeks in Brittany, 1–15 August 2026, by car", "rationale": "A summer trip to use her French"},
                 {"decision": "Book B&Bs with free cancellation", "rationale": "August is peak season and plans may change with shift work"}],
   "outcomes": ["Moved into the El Serrallo flat on 28 March 2026", "DELF B1 booked for 16 May 2026"]}),

 ("2026-05-17", "Two weeks in as a team leader", [
   ("user", "I started at Cargotest on Monday the 4th. The team is six surveyors. It's going well except for Josep, who is 58, has been surveying for thirty years, and questions everything I say in front of the others, "
            "the way you'd correct an apprentice. The others are watching to see what I do. How do I handle it without making an enemy? Oh, and I sat the DELF B1 yesterday: the oral went well, the listening was hard, results in a few weeks."),
   ("assistant", "Well done on the exam, and congratulations on your first two weeks. What you describe with Josep is one of the most common situations for a new team leader, especially one younger than some of the team. Some thoughts:\n\n"
                 "## 1. Talk to him privately, soon\n"
                 "Ask Josep for a coffee, one to one. Not to reprimand him, but to **open the relationship**:\n"
                 "- Acknowledge his experience honestly: thirty years of surveys is knowledge the team needs.\n"
                 "- Ask him what he thinks works and doesn't work in the team.\n"
                 "- Then say, calmly, what you need: *'When you disagree with me, I want to hear it. But tell me one to one rather than in front of the team, and I'll do the same for you.'*\n\n"
                 "## 2. Give his expertise a role\n"
                 "- Ask him to **mentor the newer surveyors** on difficult ships or tricky calculations.\n"
                 "- **Consult him before decisions** that touch his area. People who are consulted are less likely to challenge in public.\n\n"
                 "## 3. Hold the line in public, calmly\n"
                 "If he contradicts you in front of others again: *'Good point, Josep, let's talk about it after the meeting.'* Then actually do it. Don't argue it out in front of the team and don't ignore it.\n\n"
                 "## 4. Be clear and consistent\n"
                 "Decide, explain your reasons briefly, and stick to decisions unless you get new information. Consistency earns respect faster than anything else.\n\n"
                 "## 5. If it doesn't change\n"
                 "Keep notes of specific incidents, and talk to your own manager if it starts to undermine the team. But most of the time, steps 1 and 2 are enough."),
   ("user", "A coffee with Josep is a good idea. The money's nice too: the first full payslip will be €2,550, as agreed. And the shoulder hasn't complained once, even though I still climb a couple of times a week."),
   ("assistant", "That's a good start on every front. Keep the shoulder exercises in your routine even when it feels fine; a new job with more responsibility is exactly when people drop them.")],
  {"summary": "The user started at Cargotest Ibérica on Monday 4 May 2026 as team leader of six surveyors; Josep, 58, with thirty years of surveying, questions her in front of the team; "
              "she sat the DELF B1 on Saturday 16 May 2026 (the oral went well, the listening was hard; results in a few weeks); "
              "the assistant advised a private coffee with Josep to acknowledge his experience and ask him to disagree one to one, giving him a mentoring role, consulting him, answering public challenges with 'let's talk after the meeting', being clear and consistent, and keeping notes if it continues; "
              "her pay is €2,550 net a month as agreed; her shoulder is fine although she still climbs a couple of times a week.",
   "decisions": [{"decision": "Have a one-to-one coffee with Josep", "rationale": "He questions her in front of the team; a private conversation opens the relationship without a public clash"}],
   "outcomes": ["Started at Cargotest on 4 May 2026", "Sat the DELF B1 on 16 May 2026", "Pay €2,550 net a month"]}),

 ("2026-06-07", "Arnau's new day job, and moving our holiday", [
   ("user", "Lots of news. Arnau started last Monday as a safety technician at the Port of Tarragona: no more night shifts after eleven years at the plant. He wanted out because the rotating nights were wrecking his sleep. "
            "The catch: new starters at the port can only take holidays in the second half of August, so Brittany has to move to 16–30 August, and we need to rebook our three B&Bs. "
            "Also I passed the DELF B1 with 71/100! And Dad is selling the Roser II: the engine overhaul quote went up past €6,000, his back is bad, and Mum worries every time he goes out. "
            "A young fisherman from the Serrallo, Marc, wants it for €14,000."),
   ("assistant", "What a week! Congratulations on the DELF (71 is a comfortable pass) and to Arnau on the new job. Let's take things one at a time.\n\n"
                 "## Rebooking Brittany for 16–30 August\n"
                 "1. **Check each B&B's cancellation terms** before cancelling anything: if you booked with free cancellation, you're fine.\n"
                 "2. **Ask the hosts to move the dates** rather than cancel; many will, and it avoids losing the booking to someone else.\n"
                 "3. **Book the new nights before cancelling the old ones**: the second half of August is still peak season in Brittany, and 15 August (a public holiday in France) makes the middle weekend busy.\n"
                 "4. The drive: leaving on a Sunday avoids the heaviest French holiday traffic, which is usually on Saturdays.\n\n"
                 "## Arnau after eleven years of nights\n"
                 "- His body clock may take **weeks to adjust**. Morning daylight and a fixed wake-up time, even at weekends, help the most.\n"
                 "- Some ex-shift workers find they sleep badly at first; that usually settles.\n"
                 "- Enjoy the evenings together: for the first time in years you have the same timetable.\n\n"
                 "## Your dad and the Roser II\n"
                 "Selling a boat after a lifetime at sea is more than a financial decision. A few practical points:\n"
                 "- **A written sale contract** and the official change of ownership with the maritime authority (Capitanía Marítima); a gestor who deals with boats can handle it.\n"
                 "- If the fishing licence or quota goes with the boat, that needs its own paperwork.\n"
                 "- And emotionally: if he can still go down to the harbour, help Marc or go out with him now and then, the change will be much easier."),
   ("user", "Thanks. The B&Bs all had free cancellation so we've moved two of them and found a new one in Saint-Malo. Mum is relieved about the boat, Dad is grumpy about it."),
   ("assistant", "That's a good result for the bookings. And grumpy is understandable: give your dad time. It sounds as if it's the right decision for both of them.")],
  {"summary": "Arnau started on Monday 1 June 2026 as a safety technician at the Port of Tarragona, leaving eleven years of rotating shifts at the chemical plant because the night shifts were wrecking his sleep; "
              "new starters at the port can only take holidays in the second half of August, so the Brittany trip moves from 1–15 August to 16–30 August 2026; "
              "the user passed the DELF B1 with 71/100; her father is selling the Roser II because the engine overhaul quote went above €6,000, his back is bad and her mother worries; Marc, a young fisherman from the Serrallo, wants it for €14,000; "
              "the assistant advised on rebooking (check cancellation terms, ask hosts to move dates, book new nights first, leave on a Sunday), helping Arnau's body clock adjust and the paperwork and emotional side of selling the boat; "
              "all the B&Bs had free cancellation: two moved and a new one booked in Saint-Malo; her mother is relieved, her father grumpy.",
   "decisions": [{"decision": "Move the Brittany trip to 16–30 August 2026", "rationale": "Arnau's new job only lets new starters take holidays in the second half of August"},
                 {"decision": "Arnau left shift work for a day job at the port", "rationale": "Eleven years of rotating night shifts were wrecking his sleep"},
                 {"decision": "Dad is selling the Roser II to Marc for €14,000", "rationale": "The engine overhaul would cost over €6,000, his back is bad and Mum worries"}],
   "outcomes": ["DELF B1 passed with 71/100", "Arnau: safety technician at the Port of Tarragona from 1 June 2026"]}),

 ("2026-07-05", "Three quotes for our kitchen", [
   ("user", "The kitchen in the new flat is original from the nineties and falling apart. We have three quotes: Cuines Camp de Tarragona, €7,900 for laminate units, six weeks' wait; "
            "Jaume Ferré, a carpenter in Bonavista that Pau recommended, €6,400 with solid wood units, and he can start on 14 September, after our holiday; and IKEA with their fitter, €5,200, but the fitter can't come until November. "
            "Dad sold the boat to Marc last week in the end, for €14,000, and he goes down to the harbour every morning anyway to help Marc with the nets. Which kitchen quote?"),
   ("assistant", "Glad the boat went to someone your dad can keep an eye on!\n\n"
                 "## First, make sure the quotes are comparable\n"
                 "Kitchen quotes vary enormously in what they include. For each one, check:\n"
                 "- **Removal and disposal** of the old kitchen.\n"
                 "- **Worktop**: material and whether cutting for the sink and hob is included.\n"
                 "- **Appliances**: included or not (oven, hob, extractor, fridge).\n"
                 "- **Plumbing and electrics**: a nineties kitchen may need new sockets, a dedicated circuit for the oven and hob, or new pipes.\n"
                 "- **Tiling** or wall finishing after the old units come out.\n"
                 "- **IVA** (VAT at 21%, or 10% for some renovation work on a home): is the price with or without it?\n\n"
                 "## How they compare\n"
                 "| | Cuines Camp de Tarragona | Jaume Ferré | IKEA + fitter |\n"
                 "|---|---|---|---|\n"
                 "| Price | €7,900 | €6,400 | €5,200 |\n"
                 "| Material | Laminate | Solid wood | Chipboard/laminate |\n"
                 "| Start | ≈ 6 weeks (mid-August, while you're away) | 14 September | November |\n\n"
                 "## My take\n"
                 "If the quotes include the same things, **Jaume looks like the best value**: solid wood for less than the kitchen shop, a start date right after your holiday, and a personal recommendation. "
                 "Ask him for a **written quote with a payment schedule** (for example 30% at the start, 40% when the units are in, 30% on completion) and a **guarantee** on the work. "
                 "IKEA is cheapest, but four more months with a kitchen that's falling apart has a cost too."),
   ("user", "We're going with Jaume. He includes removing the old kitchen and the worktop; appliances are on us."),
   ("assistant", "Good choice. Budget the appliances separately (a basic oven, hob and extractor set can run €800–1,500) and order them in August so they're ready for mid-September.")],
  {"summary": "The kitchen in the El Serrallo flat dates from the nineties; quotes: Cuines Camp de Tarragona €7,900 (laminate, six weeks' wait), Jaume Ferré, a carpenter in Bonavista recommended by Pau, €6,400 (solid wood, can start 14 September 2026), IKEA with its fitter €5,200 (fitter not until November); "
              "the user's father sold the Roser II to Marc at the end of June 2026 for €14,000 and goes down to the harbour every morning to help Marc with the nets; "
              "the assistant listed what to check in kitchen quotes (removal, worktop, appliances, plumbing and electrics, tiling, IVA), compared them and suggested Jaume if the quotes match, with a payment schedule and a guarantee; "
              "they chose Jaume Ferré, whose price includes removing the old kitchen and the worktop; appliances are on them (≈ €800–1,500, order in August).",
   "decisions": [{"decision": "Jaume Ferré to make the kitchen for €6,400, starting 14 September 2026", "rationale": "Solid wood for less than the kitchen shop, starts right after the holiday, recommended by Pau"}],
   "outcomes": ["Dad sold the Roser II to Marc for €14,000", "Kitchen €6,400, appliances extra"]}),

 ("2026-07-26", "Final plan for Brittany", [
   ("user", "Three weeks to go! We leave on Sunday 16 August and come back on Sunday the 30th. Overnight in Bordeaux on the way up, then Vannes, Crozon, Perros-Guirec and the new B&B in Saint-Malo. "
            "Laia will come by every day to feed Pebre and play with him; she's on day shifts that fortnight. What do we need for driving in France, and anything for Laia about Pebre?"),
   ("assistant", "Nearly there! Here's a checklist.\n\n"
                 "## Driving in France\n"
                 "- **Documents**: driving licence, the car's registration papers (permiso de circulación), insurance certificate, ID or passport.\n"
                 "- **In the car**: a **hi-vis vest** for each person (within reach, not in the boot) and a **warning triangle**. The breathalyser rule is still in the law but isn't fined.\n"
                 "- **Crit'Air sticker**: some French cities (Paris, Lyon, Toulouse, Strasbourg and others) have low-emission zones. If you drive into Toulouse or Bordeaux centre, check whether you need one and order it online from the official site only, well in advance.\n"
                 "- **Tolls**: a card works at all booths; a tag (like Via-T, which also works in France with some providers) saves time.\n"
                 "- **Speed limits**: 130 km/h on motorways (110 in rain), 80 km/h on many two-lane roads.\n\n"
                 "## Notes for Laia about Pebre\n"
                 "1. **Wet food** quantities and times, and that the **fountain** needs topping up.\n"
                 "2. **Scoop both litter trays daily**, and the warning: *if he strains and nothing comes out, straight to the emergency vet*, with the number of the Clínica Veterinària del Serrallo and the nearest 24-hour vet.\n"
                 "3. **Play for ten minutes** with the wand toy each visit: a fortnight alone is a stress for him.\n"
                 "4. **Keep the balcony door closed** when she's not there.\n"
                 "5. Leave a signed note authorising her to get him treated, and your phone numbers.\n\n"
                 "## And the French\n"
                 "You've got your B1: order the crêpes, ask for directions and chat to the B&B hosts. Bon voyage !"),
   ("user", "Perfect, I'll print the notes for Laia and stick them on the fridge. Jaume starts the kitchen the Monday after we get back."),
   ("assistant", "Then you'll come home to a fortnight of dust! Pack the kitchen into boxes before you leave so Jaume can start straight away on the 14th. Have a wonderful trip.")],
  {"summary": "The Brittany trip runs from Sunday 16 August to Sunday 30 August 2026: a night in Bordeaux, then Vannes, Crozon, Perros-Guirec and a new B&B in Saint-Malo; Laia, on day shifts that fortnight, will feed and play with Pebre every day; "
              "the assistant listed what's needed for driving in France (documents, hi-vis vests, warning triangle, Crit'Air sticker for low-emission zones from the official site, tolls, speed limits) and notes for Laia (wet food, fountain, scooping both trays, the emergency vet warning, play, balcony, an authorisation note); "
              "Jaume Ferré starts the kitchen on Monday 14 September 2026.",
   "procedures": [{"name": "Driving to France from Spain", "steps": ["Licence, registration, insurance, ID", "Hi-vis vests within reach and a warning triangle", "Crit'Air sticker if entering low-emission zones", "Tolls by card or tag", "130 km/h on motorways, 110 in rain"]},
                  {"name": "Notes for a cat sitter", "steps": ["Food and fountain", "Scoop both trays daily", "Emergency vet if he strains with no urine", "Ten minutes of play", "Balcony door closed", "Signed authorisation and phone numbers"]}],
   "outcomes": ["Brittany 16–30 August 2026", "Laia feeds Pebre while they're away", "Kitchen work starts 14 September 2026"]}),
]

QUESTIONS_134 = [
 # single facts the user said about herself, her family, pets and things
 ("What do I do for a living?", "a draught surveyor at the Port of Tarragona (reading ships' draught marks to work out the cargo weight)"),
 ("What's our cat called?", "Pebre (a ginger tom)"),
 ("What did the ultrasound show was wrong with my shoulder?", "supraspinatus tendinopathy (rotator cuff), no tear"),
 ("Which colla do I belong to?", "Colla Jove Xiquets de Tarragona (in the pinya)"),
 ("What does Júlia do in the castells?", "she's the enxaneta, the child who climbs to the top"),
 ("What's the name of Dad's boat?", "Roser II (named after Mum)"),
 ("Who's been teaching me French?", "Claire, a tutor from Lyon (€25 an hour, Tuesday evenings)"),
 ("Which vet saw Pebre about his bladder?", "Dr. Anna Mas at the Clínica Veterinària del Serrallo"),
 ("What does my sister do?", "she's a nurse at Joan XXIII hospital"),
 # when
 ("When did I take Pebre to the vet for his cystitis?", "Wednesday 12 November 2025"),
 ("When did we sign at the notary for the flat?", "12 March 2026 (moved from 26 February)"),
 ("When was my first day at Cargotest?", "Monday 4 May 2026 (first planned for 1 April)"),
 ("When did I sit the DELF B1?", "Saturday 16 May 2026"),
 ("What are the dates of our Brittany trip?", "16 to 30 August 2026 (first planned for 1–15 August)"),
 # counts and amounts
 ("How much did we pay for the flat in El Serrallo?", "€172,000 (asking price €185,000)"),
 ("How many surveyors are on my team at Cargotest?", "six"),
 ("What did each physio session cost me?", "€40 (six sessions with Sergi)"),
 # lists across chats
 ("Which banks offered us a mortgage and at what rate?", "CaixaBank 2.60% over 30 years, Sabadell 2.85% over 25 years, ING 2.45% over 25 years (we chose ING)"),
 ("Who quoted for the new kitchen?", "Cuines Camp de Tarragona (€7,900), Jaume Ferré (€6,400) and IKEA with a fitter (€5,200); we chose Jaume"),
 ("What have we changed at home because of Pebre's cystitis?", "wet food, a water fountain, a second litter tray and a Feliway diffuser"),
 ("What have I done to get my shoulder better?", "ibuprofen gel, six physio sessions with Sergi, four weeks off the ladders on office work, resistance band exercises every morning and a lighter sling bag (kit down from 9 kg to 6 kg)"),
 ("Who helped us on moving day?", "Pau and Mireia from the colla, Arnau's brother Guillem, and Dad"),
 # latest value of something that changed
 ("Who do I work for now?", "Cargotest Ibérica, as team leader of the draught survey team (since 4 May 2026; before that Solé Marine Surveys)"),
 ("What's Arnau's job now?", "safety technician at the Port of Tarragona (since 1 June 2026; before, a shift process operator at a chemical plant in La Canonja)"),
 ("How much was the rent on our Part Alta flat in the end?", "€845 a month (from November 2025, up from €780)"),
 ("What's my take-home pay now?", "€2,550 net a month (first offered €2,450; €1,980 at Solé)"),
 # yes/no
 ("Did I get to go to Marseille in the end?", "No (Ramon called it off after I resigned and sent Dani instead)"),
 ("Did my parents give us money for the deposit?", "No (they offered €10,000 and we said no)"),
 ("Did I pass the DELF B1?", "Yes (71/100)"),
 ("Does Dad still have his boat?", "No (he sold the Roser II to Marc for €14,000 in June 2026)"),
 # why
 ("Why did we decide to buy instead of renting?", "the rent went up from €780 to €845 and a mortgage plus fees would cost about the same or less a month"),
 ("Why did the signing at the notary get pushed back?", "the bank's valuation company had a backlog, so the appraiser came late and ING needed about ten more days for final approval"),
 ("Why didn't I start at Cargotest on 1 April as planned?", "Ramon asked me to stay through April, the maize season peak, since no one else could do draught surveys alone, and to train Dani"),
 ("Why did Arnau leave the chemical plant?", "the rotating night shifts were wrecking his sleep"),
 # inference
 ("Would Pebre enjoy it if we threw a big party at home?", "Likely no (stress sets off his cystitis)"),
 ("Would Arnau want to go back to shift work?", "Likely no"),
 # what the assistant recommended
 ("What did you tell me to do if Pebre strains in the tray?", "if he strains and passes no urine, take him to an emergency vet straight away, because a male cat can be blocked"),
 ("What did you suggest to get Dad wearing his hearing aids?", "go back to the audiologist for fine-tuning (feedback, a wind-noise programme, rechargeable models), start with short periods at home in quiet, not on the boat at first, and let him set the goals without nagging"),
 # not in the archive
 ("What does Arnau's brother Guillem do for work?", "Not mentioned in my chats"),
 ("What breed is Mum's dog Truc?", "Not mentioned in my chats"),
]


def assistant_chats_59_at(folder):
    """The archive of CHATS_134 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a59c", CHATS_134, "chatgpt")


@pytest.fixture(scope="module")
def assistant_chats_59(tmp_path_factory):
    return assistant_chats_59_at(tmp_path_factory.mktemp("assistant59"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_134, "assistant 59")


def test_the_archive_finds_the_fishing_boat(assistant_chats_59):
    assert assistant_chats_59.search("Roser").results
