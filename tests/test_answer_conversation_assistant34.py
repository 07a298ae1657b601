"""A thirty-fourth written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind with its questions and gold answers before any run of
`kbsearch answer` on it, and without reading the answer rules. Its questions are read by the
developers after its first measure. A landscape architect in Plovdiv, Bulgaria, Desislava (Desi)
Petkova, 41, who works for the municipal parks company and lives in a panel-block flat in
Kamenitsa 1 with her husband Kaloyan, a train dispatcher at Plovdiv Central station, their
daughter Yana, 12, and Pipa, a grey rescue cat. She chats with ChatGPT from January to November
2025, in leva: where to keep their savings before the euro arrives, renovating the 1984 bathroom
(three quotes, a start date that slips, a tile shop switched, a bath that becomes a walk-in shower,
corroded pipes and a final bill above the quote), her widowed father Stoyan in Asenovgrad and his
atrial fibrillation (a cardioversion that moves, the rhythm coming back, an ablation brought
forward), switching phones and internet from A1 to Vivacom and then the internet to a local
provider, collecting stamps for the 100 National Tourist Sites and climbing Musala with Yana (a
date that moves), maths help for Yana before the 7th-grade exams (a group course dropped for a
private tutor), a car Kaloyan wants, and a roundabout she plants at work, with facts the user
updates later (the bathroom cost, the stamp count, the internet provider, Yana's tutor).
bench/answer_conversations.py asks every question ("assistant 34")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_84 = [
 ("2025-01-12", "Where to keep our savings this year", [
   ("user", "Hi! I'm Desi (Desislava Petkova), I'm 41 and I'm a landscape architect at the municipal parks company in Plovdiv. My husband Kaloyan is a train dispatcher at Plovdiv Central station, he works shifts, "
            "and our daughter Yana is 12. We live in a three-room flat in a 1984 panel block in Kamenitsa 1.\n\n"
            "Money question. We have about 24,000 leva sitting in our current account at DSK Bank, earning basically nothing. We want to redo our bathroom this spring (I'm guessing about 9,000 leva) "
            "and the rest is our safety net. We spend roughly 3,200 leva a month as a family. And there's all this talk about the euro coming in January 2026. What should we do with the money?"),
   ("assistant", "Good timing: January is a nice moment to give every lev a job. I'm not a financial adviser, but here's how people commonly structure savings like yours.\n\n"
                 "## 1. Split the money into pots with a purpose\n"
                 "Money with a clear job is much easier to manage, and much harder to spend by accident.\n\n"
                 "| Pot | Purpose | Where it could live |\n"
                 "|---|---|---|\n"
                 "| Bathroom | Spent within months | Instant-access savings account |\n"
                 "| Emergency fund | Job loss, illness, a broken boiler | Instant-access savings account |\n"
                 "| Longer-term money | Not needed for at least a year | Term deposit |\n\n"
                 "## 2. Size your emergency fund\n"
                 "A common rule of thumb is **three to six months of essential spending.** With about 3,200 leva a month, that's roughly **9,600 to 19,200 leva.** "
                 "Kaloyan's and your jobs are fairly stable, so the lower end is reasonable to start with.\n\n"
                 "## 3. Keep the bathroom money accessible\n"
                 "Renovations almost always need a deposit and stage payments, and often cost more than the first estimate. Keep the bathroom money where you can reach it in a day, and **add a 10 to 15% contingency** in your head.\n\n"
                 "## 4. Put the rest to work\n"
                 "1. **Term deposits:** compare 12-month rates across banks; smaller banks often pay noticeably more than the big ones. Check what happens if you break the deposit early (you usually lose the interest).\n"
                 "2. **Deposit guarantee:** deposits in Bulgaria are guaranteed by the Bulgarian Deposit Insurance Fund up to 196,000 leva per person per bank, so spreading across banks isn't a concern at your level.\n"
                 "3. **Voluntary pension fund:** worth looking at for the long term, especially if your employer contributes.\n"
                 "4. **Investing (for example, low-cost index funds):** only for money you won't need for five years or more.\n\n"
                 "## 5. The euro\n"
                 "If Bulgaria does join the euro in January 2026:\n"
                 "- **Money in bank accounts is converted automatically** at the fixed rate of **1.95583 leva per euro**, free of charge. You don't need to do anything.\n"
                 "- There's **no need to rush to exchange** leva for euro now; you'd only pay exchange fees.\n"
                 "- Be wary of anyone offering to \"convert\" your savings for you: that's a classic scam around currency changeovers.\n"
                 "- Avoid keeping large amounts of cash at home.\n\n"
                 "## A possible split for you\n"
                 "- 9,000 leva for the bathroom, instant access\n"
                 "- 9,000 to 10,000 leva emergency fund, instant access\n"
                 "- The remaining 5,000 to 6,000 leva in a 12-month term deposit\n\n"
                 "Would you like help comparing deposit offers?"),
   ("user", "No need, I've done it already! 9,000 for the bathroom and 9,000 emergency fund are in a DSK savings account with instant access, and 6,000 went into a 12-month term deposit at Postbank at 2.1%. It matures on 20 January 2026."),
   ("assistant", "That's a tidy setup. Put 20 January 2026 in your calendar: if the euro arrives as planned, the deposit will be paid out in euro at the fixed rate, and that's a good moment to decide what to do with it next.")],
  {"summary": "The user, Desislava (Desi) Petkova, 41, is a landscape architect at the municipal parks company in Plovdiv, Bulgaria; her husband Kaloyan is a train dispatcher at Plovdiv Central station (shifts); daughter Yana, 12; "
              "they live in a three-room flat in a 1984 panel block in Kamenitsa 1; about 24,000 leva in a DSK Bank current account; bathroom renovation planned for spring (about 9,000 leva); family spending about 3,200 leva a month; "
              "the assistant (not a financial adviser) suggested pots with a purpose, an emergency fund of three to six months (9,600 to 19,200 leva), keeping the bathroom money accessible with a contingency, term deposits, "
              "the deposit guarantee (196,000 leva per person per bank), a voluntary pension fund, investing only for five years or more; if Bulgaria joins the euro, bank balances convert automatically at 1.95583 leva per euro, no need to exchange early, beware scams; "
              "the user put 9,000 for the bathroom and 9,000 emergency fund in a DSK instant-access savings account and 6,000 in a 12-month Postbank term deposit at 2.1%, maturing 20 January 2026.",
   "procedures": [{"name": "Organising family savings", "steps": ["Split the money into pots with a purpose", "Emergency fund of three to six months' spending", "Keep renovation money accessible, with a contingency",
                   "Compare 12-month term deposit rates", "Long-term investing only for money not needed for five years"]}],
   "decisions": [{"decision": "9,000 leva bathroom pot and 9,000 leva emergency fund in a DSK instant-access savings account", "rationale": "Needed within months or at short notice"},
                 {"decision": "6,000 leva in a 12-month term deposit at Postbank at 2.1%", "rationale": "Money not needed for a year; better rate than DSK"}],
   "outcomes": ["Term deposit matures 20 January 2026", "Emergency fund 9,000 leva"]}),
 ("2025-02-02", "Renovating a 1980s panel-block bathroom", [
   ("user", "The bathroom. It's 4.2 m², still the original 1984 pink tiles and a bathtub, and water is getting through to the flat below: Mrs. Ivanka on the third floor has a brown stain on her ceiling, so it can't wait much longer. "
            "I have two quotes for stripping everything, new pipes, waterproofing, tiling and fitting:\n"
            "- Georgi Atanasov's firm: 9,500 leva, labour and materials except tiles and fixtures, can start in March.\n"
            "- Mladen Kostov, who did my colleague Ralitsa's kitchen and she swears by him: 8,200 leva, same scope, can start on 14 April.\n"
            "Yana wants to keep the bath, she says it's the only place she can read in peace. What should I watch out for? And our cat Pipa (grey, a rescue, terrified of the hoover) is going to hate the noise."),
   ("assistant", "A full bathroom in a panel block is a very common project, and the leak to Mrs. Ivanka makes it a sensible priority. I'm not a builder, but here's what people usually wish they'd known before starting.\n\n"
                 "## 1. Deal with the leak first\n"
                 "- Stop using the bath until you know where the water is getting through; shower carefully or use the basin.\n"
                 "- Tell Mrs. Ivanka you're renovating and give her a rough date; keeping neighbours informed avoids a lot of friction.\n\n"
                 "## 2. Make sure the scope is complete\n"
                 "Ask each builder to confirm in writing that the price includes:\n"
                 "1. **Stripping to the bare walls and floor,** and taking the rubble away.\n"
                 "2. **Replacing the supply and waste pipes inside the bathroom.** In panel blocks the vertical risers are shared with the building, so talk to your building manager before anyone touches them.\n"
                 "3. **Waterproofing (hydro-insulation)** on the whole floor and up the walls, at least 20 cm, and much higher in the shower or bath zone. This is the step that actually stops leaks to the flat below.\n"
                 "4. **Electrics:** a separate circuit on an RCD, and sockets and lights rated for bathrooms.\n"
                 "5. **Ventilation:** many panel blocks rely on a shared shaft; an extractor fan with a non-return valve makes a big difference to mould.\n\n"
                 "## 3. The contract\n"
                 "- A written, itemised quote and a start and finish date.\n"
                 "- **What happens if they find hidden problems** (rotten pipes are common in 1980s blocks): agree that they call you with photos and a price before doing extra work.\n"
                 "- A **modest deposit** (20 to 30%) and stage payments, with the last payment after you've tested everything.\n\n"
                 "## 4. Tiles and fittings\n"
                 "- Order **10 to 15% extra tiles** for cuts and breakages, all from the same batch.\n"
                 "- Choose the tiles early: out-of-stock tiles are one of the most common causes of delays.\n"
                 "- For a small room, large-format tiles in a light colour make the space feel bigger.\n\n"
                 "## 5. Bath or shower?\n"
                 "In 4.2 m² a bath takes a lot of space; a walk-in shower makes the room feel bigger and is easier for older visitors. But if Yana really uses the bath, keeping it is perfectly reasonable.\n\n"
                 "## 6. Living through it\n"
                 "- Check your building's rules on quiet hours for noisy work.\n"
                 "- Plan where you'll shower for two to four weeks.\n"
                 "- **Pipa:** cats are easily stressed by drilling. Either keep her in a closed room with her litter, water and bed, or let her stay with someone for the noisiest weeks.\n\n"
                 "## Which quote?\n"
                 "On price and a personal recommendation, Mladen looks good, as long as his quote has the same scope as Atanasov's. The 1,300 leva difference is worth a careful line-by-line comparison."),
   ("user", "Compared line by line, they're the same. We're going with Mladen: 8,200, starting 14 April, and I've paid a 2,000 deposit. We're keeping the bath for Yana. Pipa will go to my dad's in Asenovgrad for the noisy weeks."),
   ("assistant", "Sounds well planned. Ask Mladen to photograph the pipes and the waterproofing before they're tiled over, and keep those photos with the invoice. Pipa gets a country holiday!")],
  {"summary": "The user's bathroom is 4.2 m² with original 1984 pink tiles and a bathtub; water is leaking to the flat below, where Mrs. Ivanka has a stain on her ceiling; two quotes: Georgi Atanasov's firm 9,500 leva (start March), "
              "Mladen Kostov, recommended by her colleague Ralitsa, 8,200 leva (start 14 April), both excluding tiles and fixtures; Yana wants to keep the bath; "
              "the assistant (not a builder) suggested dealing with the leak, confirming the scope (strip, pipes, waterproofing, electrics on an RCD, ventilation), a written contract with a rule for hidden problems, a modest deposit, "
              "ordering 10 to 15% extra tiles early, and where to shower and what to do with the cat during the works; "
              "she chose Mladen, 8,200 leva, start 14 April 2025, 2,000 leva deposit, keeping the bath; their cat Pipa will stay with her father in Asenovgrad during the noisy weeks.",
   "procedures": [{"name": "Planning a bathroom renovation", "steps": ["Deal with the leak first", "Confirm the full scope in writing", "Agree how hidden problems are handled", "Modest deposit and stage payments",
                   "Order tiles early with 10 to 15% extra", "Plan where to shower and where the cat goes"]}],
   "decisions": [{"decision": "Mladen Kostov to renovate the bathroom for 8,200 leva, start 14 April 2025", "rationale": "Cheaper than Atanasov's 9,500 for the same scope; recommended by Ralitsa"},
                 {"decision": "Keep the bathtub", "rationale": "Yana wants it"},
                 {"decision": "Pipa to stay at her father's in Asenovgrad during the works", "rationale": "The cat is frightened of noise"}],
   "outcomes": ["Deposit 2,000 leva paid to Mladen"]}),
 ("2025-02-23", "My dad has atrial fibrillation", [
   ("user", "Different topic, and a worrying one. My dad, Stoyan, is 71 and lives on his own in Asenovgrad since my mum Radka died in 2021. Last Sunday he felt dizzy and his heart was racing while he was working in his garden. "
            "Kaloyan drove him to St. George University Hospital in Plovdiv and on Monday, 17 February, they told him he has atrial fibrillation. His cardiologist, Dr. Marinov, has put him on apixaban (Eliquis) "
            "and wants to do a cardioversion on 20 March. What is all this, and what should I watch for? Also, he makes his own rakia and is very proud of it."),
   ("assistant", "I'm sorry, that must have been frightening for both of you. I'm not a doctor, and Dr. Marinov knows your father's case, but here's some general background so you can follow what's happening.\n\n"
                 "## What atrial fibrillation is\n"
                 "In atrial fibrillation (AF) the upper chambers of the heart beat irregularly and often fast. It's **very common over 65.** It can cause palpitations, breathlessness, tiredness and dizziness, "
                 "and some people feel nothing at all. The main concern isn't usually the rhythm itself but the **risk of stroke,** because blood can pool and clot in the heart.\n\n"
                 "## Why apixaban\n"
                 "Apixaban is an anticoagulant (a blood thinner) that lowers that stroke risk.\n"
                 "1. **Take it at the same times every day,** twice a day, and don't skip doses: its protection wears off quickly.\n"
                 "2. **Watch for signs of bleeding:** blood in the urine or stools (or black stools), nosebleeds that won't stop, unusual bruising, coughing or vomiting blood.\n"
                 "3. **Tell every doctor and dentist** he's on it, and check with a pharmacist before taking painkillers like ibuprofen or aspirin.\n"
                 "4. Be careful with **falls and cuts** in the garden: gloves, and a call for help after any knock to the head.\n\n"
                 "## What a cardioversion is\n"
                 "An electrical cardioversion is a controlled shock, given under a short sedation, to reset the heart to a normal rhythm. It usually takes minutes and patients often go home the same day. "
                 "He'll need to have taken the blood thinner reliably for several weeks beforehand, which is one reason it's booked for March. It doesn't always last: AF can come back, and then there are other options.\n\n"
                 "## Warning signs: call 112\n"
                 "Signs of a stroke (**F.A.S.T.**): a drooping Face, weakness in an Arm, slurred Speech: Time to call 112 immediately. Also call for chest pain, fainting or severe breathlessness.\n\n"
                 "## The rakia\n"
                 "Alcohol is a well-known trigger for AF episodes, and heavy drinking raises bleeding risk on blood thinners. He doesn't necessarily have to give it up entirely, but it's worth asking Dr. Marinov what's safe for him.\n\n"
                 "## Questions to ask Dr. Marinov\n"
                 "- What heart rate or symptoms should make him call?\n"
                 "- Does he need a rate-control medicine as well?\n"
                 "- What should he do if he misses a dose?\n"
                 "- What happens if the cardioversion doesn't hold?\n\n"
                 "## Helping him\n"
                 "A weekly pill organiser, a short daily phone call and a list of his medicines in his wallet are simple things that help a lot for someone living alone."),
   ("user", "I've told him all of it. He says he'll cut down to one small glass on Sundays. I asked if he'd come and live with us for a while and he laughed: he says he'll never leave his garden and his vines. So I'll keep going over every Sunday."),
   ("assistant", "That sounds like a father who knows his own mind! A Sunday visit, a daily call and a pill organiser are a good safety net. Good luck on 20 March.")],
  {"summary": "The user's father Stoyan, 71, widowed (her mother Radka died in 2021), lives alone in Asenovgrad; after dizziness and a racing heart in his garden he was diagnosed with atrial fibrillation at St. George University Hospital in Plovdiv on 17 February 2025; "
              "his cardiologist Dr. Marinov prescribed apixaban (Eliquis) and booked a cardioversion for 20 March 2025; "
              "the assistant (not a doctor) explained AF and stroke risk, apixaban (twice daily, signs of bleeding, tell dentists, avoid ibuprofen and aspirin, care with falls), what a cardioversion is, "
              "F.A.S.T. stroke signs and calling 112, alcohol as a trigger, questions for the cardiologist, a pill organiser and a daily call; "
              "Stoyan will cut his home-made rakia to one small glass on Sundays, refused to move in with the family because he won't leave his garden and vines; the user visits every Sunday.",
   "procedures": [{"name": "Living with a blood thinner", "steps": ["Take it at the same times every day", "Watch for signs of bleeding", "Tell every doctor and dentist", "Avoid ibuprofen and aspirin unless approved",
                   "Take care with falls and cuts"]}],
   "decisions": [{"decision": "Stoyan stays in his own house in Asenovgrad", "rationale": "He won't leave his garden and vines"},
                 {"decision": "Sunday visits and a daily call", "rationale": "He lives alone"}],
   "outcomes": ["AF diagnosed 17 February 2025", "On apixaban", "Cardioversion booked for 20 March 2025"]}),
 ("2025-03-16", "Leaving A1 for Vivacom?", [
   ("user", "Quick one. We pay A1 98 leva a month for three mobile numbers, home internet and TV. Our contract ends on 31 March. Vivacom is offering the same (three numbers, TV, and 500 Mbps fibre) for 76 leva a month on a 24-month contract. "
            "Worth switching? Any traps?\n\n"
            "Also, Dad's cardioversion has moved to 3 April: he's had a chest infection with a fever and they won't do it until he's over it."),
   ("assistant", "Sorry to hear about the chest infection; postponing a planned cardioversion until an infection has cleared is routine, so it's a sensible delay. On the switch:\n\n"
                 "## Is it worth it?\n"
                 "22 leva a month is **264 leva a year,** and over a 24-month contract, 528 leva. For the same services that's a good saving, if the offer really is like for like.\n\n"
                 "## Check before you sign\n"
                 "1. **Your A1 end date:** leaving after 31 March means no early-termination penalty. Confirm it in your account or by phone, and ask about any device you're still paying off in instalments.\n"
                 "2. **The price for the whole 24 months:** is 76 leva a promotional price for the first months only? Ask for the monthly price in writing for the full term.\n"
                 "3. **The mobile plans:** compare data allowances, EU roaming and minutes for each of the three numbers.\n"
                 "4. **TV:** make sure the channels you actually watch are included (sports, children's channels).\n"
                 "5. **Fibre availability:** confirm your building is connected; in panel blocks, installation sometimes needs the building manager's permission.\n"
                 "6. **Leaving Vivacom later:** what the penalty is if you need to leave early.\n\n"
                 "## How the switch works\n"
                 "- **Number porting:** you keep your numbers; the new operator handles the request and the move usually takes a few working days, with only a short break in service.\n"
                 "- Arrange the internet installation before the A1 service stops, so you aren't without internet.\n"
                 "- Return A1's router and TV box and **get a signed receipt.**\n\n"
                 "Would you like a checklist for the installation day?"),
   ("user", "Signed with Vivacom: 76 leva for the full 24 months, it's in the contract. The numbers port over on 2 April and the fibre is installed the day before."),
   ("assistant", "Nicely done: 22 leva a month less, and the internet in before the numbers move. Keep a photo of the contract page with the price, and return the A1 box with a receipt.")],
  {"summary": "The family paid A1 98 leva a month for three mobile numbers, home internet and TV, contract ending 31 March 2025; Vivacom offered the same with 500 Mbps fibre for 76 leva a month on a 24-month contract; "
              "the assistant said 22 leva a month is 264 leva a year and suggested checking the A1 end date, the price for the full term, the mobile plans, TV channels, fibre availability and Vivacom's exit penalty, "
              "and explained number porting and returning the router; the user signed with Vivacom at 76 leva for the full 24 months; the numbers port on 2 April 2025, fibre installed the day before; "
              "her father's cardioversion moved from 20 March to 3 April 2025 because of a chest infection with a fever.",
   "procedures": [{"name": "Switching phone and internet provider", "steps": ["Confirm the old contract's end date", "Get the price for the full term in writing", "Compare the mobile plans and TV channels",
                   "Confirm fibre availability", "Port the numbers", "Return the old router with a signed receipt"]}],
   "decisions": [{"decision": "Switched phones, internet and TV from A1 to Vivacom, 76 leva a month for 24 months", "rationale": "Same services for 22 leva a month less"}],
   "outcomes": ["Numbers port 2 April 2025", "Cardioversion moved to 3 April 2025"]}),
 ("2025-04-06", "Bathroom: a delay, a tile problem and no more bath", [
   ("user", "Good news first: Dad had his cardioversion on Thursday and it worked, he's back in a normal rhythm and was home the same afternoon. He stays on the apixaban.\n\n"
            "Now the bathroom chaos. Mladen rang: his previous job, a whole flat in Trakia, has overrun, and he can't start until 5 May instead of 14 April. "
            "I panicked and got a third quote from Bozhidar Nikolov, who could start straight away, but he wants 10,800.\n"
            "Tiles: I'd ordered a grey 30x60 porcelain tile at Praktiker, but it's out of stock until mid-June, so I cancelled and went to Keramika Lukov on Vasil Aprilov Boulevard instead: "
            "an Italian porcelain tile, 38 leva a m², in stock.\n"
            "And Yana has confessed she hasn't actually had a bath in about a year, so we're doing a walk-in shower instead of the bath. Should we wait for Mladen or go with Bozhidar?"),
   ("assistant", "Great news about your dad! Now, one thing at a time.\n\n"
                 "## Wait for Mladen or switch?\n\n"
                 "| | Mladen | Bozhidar |\n"
                 "|---|---|---|\n"
                 "| Price | 8,200 leva | 10,800 leva |\n"
                 "| Start | 5 May | Now |\n"
                 "| Deposit | 2,000 already paid | New deposit |\n"
                 "| Known quality | Ralitsa's kitchen | Unknown |\n\n"
                 "Switching would cost you **2,600 leva more** to gain three weeks, and you'd need to get your 2,000 deposit back from Mladen. A builder whose last job overran is frustrating, but it also often means he doesn't abandon jobs halfway. "
                 "**Unless the leak to Mrs. Ivanka is getting worse, waiting looks like the better choice.** In the meantime:\n"
                 "1. Ask Mladen to **confirm 5 May in writing** and to tell you straight away if it slips again.\n"
                 "2. Keep water off the bathroom floor: shower rather than bath, and wipe up any splashes.\n\n"
                 "## The tiles\n"
                 "Switching shops rather than waiting until June was the right call. Before they're delivered:\n"
                 "- Order **10 to 15% extra,** and check that all boxes have the **same batch number** (shade code).\n"
                 "- For a shower floor, check the tile's **slip rating:** R10 or R11 is what's usually recommended for wet floors.\n\n"
                 "## A walk-in shower instead of the bath\n"
                 "In 4.2 m² it will make the room feel much bigger. Things to agree with Mladen:\n"
                 "1. **The floor fall:** the floor must slope about 1 to 2% towards the drain, so water doesn't run into the rest of the room.\n"
                 "2. **A linear drain** along the wall is easier to tile around with large tiles than a central one.\n"
                 "3. **Waterproofing** under the whole floor and up the shower walls to at least 2 m, with sealing tape in all the corners.\n"
                 "4. **The glass screen:** 8 mm toughened glass, and a size that actually keeps the water in (at least 90 cm, ideally 120 cm).\n"
                 "5. **Ventilation:** a shower produces more steam at once than a bath; a good extractor fan is important.\n\n"
                 "Check whether any of this changes Mladen's price before he starts."),
   ("user", "We're waiting for Mladen, he's confirmed 5 May by text, and the shower changes don't change his price. I've told Bozhidar thanks but no."),
   ("assistant", "Good. Keep Mladen's text, and enjoy the last few weeks of pink tiles!")],
  {"summary": "The user's father had his cardioversion on 3 April 2025 and is back in normal rhythm, home the same day, staying on apixaban; "
              "Mladen's start moved from 14 April to 5 May 2025 because his previous job, a flat in Trakia, overran; a third quote from Bozhidar Nikolov, 10,800 leva, could start at once; "
              "the grey 30x60 tile from Praktiker was out of stock until mid-June, so she cancelled and bought an Italian porcelain tile at 38 leva a m² from Keramika Lukov on Vasil Aprilov Boulevard; "
              "Yana hasn't had a bath in a year, so the bath is replaced by a walk-in shower; "
              "the assistant advised waiting for Mladen (2,600 leva cheaper, deposit paid, known quality) unless the leak worsened, confirming the date in writing, extra tiles from one batch, a slip rating of R10 or R11, "
              "and for the walk-in shower a 1 to 2% floor fall, a linear drain, waterproofing to 2 m, an 8 mm toughened glass screen and good ventilation; Mladen confirmed 5 May at no extra cost; Bozhidar declined.",
   "procedures": [{"name": "Planning a walk-in shower", "steps": ["Floor fall of 1 to 2% towards the drain", "Linear drain along the wall", "Waterproofing under the floor and up to 2 m on shower walls",
                   "8 mm toughened glass screen, 90 to 120 cm", "Good extractor fan", "Slip-rated floor tiles R10 or R11"]}],
   "decisions": [{"decision": "Wait for Mladen, new start 5 May 2025", "rationale": "2,600 leva cheaper than Bozhidar Nikolov, deposit already paid, recommended"},
                 {"decision": "Tiles from Keramika Lukov instead of Praktiker", "rationale": "Praktiker's tile out of stock until mid-June"},
                 {"decision": "Walk-in shower instead of the bath", "rationale": "Yana hasn't used the bath in a year; more space"}],
   "outcomes": ["Cardioversion on 3 April 2025 worked", "Bozhidar Nikolov quoted 10,800 leva"]}),
 ("2025-04-27", "Collecting stamps for the 100 National Tourist Sites", [
   ("user", "Something fun! Yana and I have started taking our 100 National Tourist Sites booklet seriously. We have 14 stamps so far, mostly museums in Plovdiv and a few from school trips. "
            "We want to do a site most weekends, ideally near Asenovgrad so we can have lunch at Dad's. And the big goal: climbing Musala on Saturday 19 July, with Yana and my friend Ralitsa from work. "
            "Kaloyan is out, he hates heights and he's on shift anyway. Can you help us plan?"),
   ("assistant", "What a lovely project to share with Yana! Here's a plan for the stamps and for Musala.\n\n"
                 "## Sites close to Plovdiv and Asenovgrad\n"
                 "1. **Bachkovo Monastery:** just south of Asenovgrad, one of the most important monasteries in Bulgaria. Perfect with lunch at your dad's.\n"
                 "2. **Asen's Fortress:** on a crag above the Asenitsa gorge, right next to Asenovgrad. Easy to combine with Bachkovo on the same day.\n"
                 "3. **The Wonderful Bridges:** natural marble arches in the Rhodopes, a lovely short walk, about two hours' drive.\n"
                 "4. **Perperikon:** the rock city near Kardzhali, a good full day out.\n"
                 "5. **The Yagodina Cave** and the Trigrad Gorge: a weekend in the western Rhodopes.\n"
                 "6. **Rila Monastery:** easy to add to a Musala trip, as it's on the way back.\n\n"
                 "## Tips for stamp collecting\n"
                 "- Check opening hours before you go: stamps are usually kept at the ticket office or the museum desk and aren't available when they're closed.\n"
                 "- Keep the booklet in a zip bag in the car so it's always with you.\n"
                 "- Write the date next to each stamp: it becomes a diary of your weekends.\n\n"
                 "## Climbing Musala (2,925 m)\n"
                 "Musala is the highest peak in Bulgaria and the Balkans, but from Borovets it's a very achievable day hike for a fit 12-year-old.\n\n"
                 "### The usual route\n"
                 "1. Take the **gondola from Borovets up to Yastrebets** (about 2,370 m), which saves a long climb.\n"
                 "2. Walk past the Musala hut and the lakes to the **Everest hut by the Ledenoto (Icy) Lake.**\n"
                 "3. The last steep section zigzags up to the summit, where there's a weather station.\n"
                 "4. Allow **2.5 to 3 hours up** and a little less down, plus breaks.\n\n"
                 "### Safety\n"
                 "- **Start early.** In July, afternoon thunderstorms are common in Rila, and the summit ridge is no place to be in lightning. Aim to be on the top by late morning.\n"
                 "- **Check the forecast** the day before and in the morning; be ready to turn back.\n"
                 "- **Check the gondola's operating times**, including the last one down.\n"
                 "- **Save the Mountain Rescue Service (PSS) number, 1470,** in all your phones, as well as 112.\n\n"
                 "### What to bring\n"
                 "- Proper hiking boots, already worn in.\n"
                 "- Layers: it can be near freezing on the summit in July while it's 35°C in Plovdiv. A warm hat, gloves and a waterproof jacket.\n"
                 "- 1.5 litres of water each, snacks, sunscreen and sunglasses.\n"
                 "- A charged phone and a power bank.\n\n"
                 "### Training\n"
                 "A few longer walks before July, for example up Bunardzhika or a Rhodope trail with some climbing, will help you both."),
   ("user", "Saved 1470 in all three phones. First trip next Saturday: Bachkovo and Asen's Fortress, then lunch at Dad's."),
   ("assistant", "A perfect first outing: two stamps and a home-cooked lunch. Enjoy it!")],
  {"summary": "The user and Yana collect stamps in the 100 National Tourist Sites booklet; 14 stamps so far (mostly Plovdiv museums and school trips); they want a site most weekends, near Asenovgrad to see her father; "
              "goal: climbing Musala on Saturday 19 July 2025 with Yana and her friend Ralitsa from work; Kaloyan won't come (hates heights, on shift); "
              "the assistant suggested nearby sites (Bachkovo Monastery, Asen's Fortress, the Wonderful Bridges, Perperikon, the Yagodina Cave, Rila Monastery), stamp-collecting tips, "
              "and for Musala (2,925 m) the route from Borovets by gondola to Yastrebets, past the Musala hut to the Everest hut by the Ledenoto Lake and up to the summit, 2.5 to 3 hours up, "
              "starting early because of afternoon thunderstorms, checking the forecast and gondola times, gear and training; first trip: Bachkovo and Asen's Fortress.",
   "procedures": [{"name": "Climbing Musala from Borovets", "steps": ["Gondola from Borovets to Yastrebets", "Walk past the Musala hut to the Everest hut by the Ledenoto Lake", "Steep final section to the summit",
                   "Start early to avoid afternoon thunderstorms", "Check the forecast and gondola times", "Bring layers, water and a charged phone"]}],
   "decisions": [{"decision": "Climb Musala on 19 July 2025 with Yana and Ralitsa", "rationale": "The big goal of the year"},
                 {"decision": "First stamp trip: Bachkovo Monastery and Asen's Fortress", "rationale": "Near Asenovgrad, with lunch at her father's"}],
   "outcomes": ["14 stamps in the booklet"]}),
 ("2025-05-18", "Drought-proof planting for a roundabout", [
   ("user", "A work question for a change. I'm designing the planting for a new roundabout on Bulgaria Boulevard: about 600 m², full sun, no irrigation except a water truck in the first summer, and Plovdiv summers hit 40°C now. "
            "Budget 18,000 leva for plants and materials. The traffic department says nothing taller than 70 cm near the edges. What would you plant?\n\n"
            "(Home life: the bathroom finally started on 5 May! We're showering at my gym and at Dad's, and Pipa is staying with Dad and has already caught a mouse.)"),
   ("assistant", "A roundabout in a Plovdiv summer is a tough brief, but a dry gravel garden with Mediterranean and steppe plants can look good for months with very little water. Here's an outline.\n\n"
                 "## 1. The ground matters more than the plants\n"
                 "1. **Remove compacted fill and builders' rubble** from the top 40 cm where possible.\n"
                 "2. **Don't enrich the soil too much:** drought-tolerant plants grow floppy and short-lived in rich soil. Improve drainage with grit instead.\n"
                 "3. **Mulch with 5 to 7 cm of gravel:** it keeps the roots cool, suppresses weeds and looks intentional.\n\n"
                 "## 2. A plant palette\n"
                 "**Low edge zone (under 50 cm):**\n"
                 "- Nepeta (catmint), Lavandula angustifolia, Santolina, Sedum and Thymus\n"
                 "- Stipa tenuissima for movement\n\n"
                 "**Middle zone (50 to 70 cm):**\n"
                 "- Salvia nemorosa, Achillea, Gaura lindheimeri, Euphorbia characias\n\n"
                 "**Centre (taller, where sightlines allow):**\n"
                 "- Perovskia (Russian sage), Stipa gigantea, Phlomis fruticosa, Cotinus for structure\n\n"
                 "Many of these are close to plants that grow wild in the Thracian plain and the Rhodope foothills, so they're used to the climate.\n\n"
                 "## 3. Planting\n"
                 "- **Plant in autumn** (October to November) if at all possible: roots establish over winter and the plants face their first summer already settled.\n"
                 "- Use small plants (9 cm pots or plugs) in large numbers; they establish faster than big ones and fit the budget better.\n"
                 "- Plant in drifts of one species rather than dots of many, so it reads well from a moving car.\n\n"
                 "## 4. Maintenance\n"
                 "- Deep watering from the truck every 10 to 14 days in the first summer, then none.\n"
                 "- One cut-back a year, in late winter, and weeding two or three times in the first year.\n\n"
                 "## 5. Budget\n"
                 "For 600 m², at 5 to 7 plants per m² in small sizes, plus gravel and soil work, 18,000 leva is workable if you buy from a wholesale nursery."),
   ("user", "The municipality wants it planted by October anyway, so I'll push for autumn planting. Thanks, this is great for my presentation."),
   ("assistant", "Autumn planting will give it a real head start. Good luck with the presentation!")],
  {"summary": "At work the user is designing the planting for a new roundabout on Bulgaria Boulevard in Plovdiv: about 600 m², full sun, no irrigation except a water truck in the first summer, budget 18,000 leva, nothing over 70 cm near the edges; "
              "the assistant suggested a dry gravel garden: removing rubble, not enriching the soil, gravel mulch; a palette by height (Nepeta, lavender, Santolina, Sedum, Stipa tenuissima; Salvia nemorosa, Achillea, Gaura, Euphorbia; "
              "Perovskia, Stipa gigantea, Phlomis, Cotinus in the centre); autumn planting, small plants in drifts, watering every 10 to 14 days in the first summer, one cut-back a year; "
              "the municipality wants it planted by October; the bathroom works started on 5 May 2025; the family showers at her gym and at her father's; Pipa is staying with her father.",
   "procedures": [{"name": "Planting a drought-proof roundabout", "steps": ["Remove rubble and compacted fill", "Improve drainage with grit, don't enrich", "Gravel mulch 5 to 7 cm",
                   "Low plants at the edges, taller in the centre", "Plant small plants in drifts in autumn", "Water every 10 to 14 days in the first summer only"]}],
   "decisions": [{"decision": "Push for autumn planting of the roundabout", "rationale": "The municipality wants it planted by October; roots establish over winter"}],
   "outcomes": ["Bathroom works started 5 May 2025"]}),
 ("2025-06-01", "The bathroom is finished: the bill and aftercare", [
   ("user", "The bathroom is DONE. Mladen finished on Friday 30 May. When he stripped the walls he found the old steel pipes were badly corroded, so he replaced them with PPR: 1,150 leva extra, but he sent me photos and asked first. "
            "So his final invoice was 9,350, and the tiles from Keramika Lukov came to 1,000, so 10,350 leva in total. That's over the 9,000 we'd set aside, so I took the 1,350 from the emergency fund.\n\n"
            "Mrs. Ivanka's ceiling is drying out, no new stains. The walk-in shower is gorgeous and Yana's showers have gone from seven minutes to twenty. Pipa is back home and sulking. "
            "How do I look after it so it stays like new?"),
   ("assistant", "Congratulations! And a builder who stops to show you photos before doing extra work is worth every lev. Here's how to keep it looking new.\n\n"
                 "## The first weeks\n"
                 "1. **Silicone:** don't use the shower for at least 24 hours after the silicone was done (check with Mladen what he used).\n"
                 "2. **Grout:** cement-based grout needs two to three weeks to cure fully. After that, **apply a grout sealer** to make it resist stains and mould.\n"
                 "3. **Keep the window open or the fan running** as much as possible while everything dries out.\n\n"
                 "## Every day\n"
                 "- **Squeegee the glass screen and tiles after every shower.** Plovdiv's water is hard, and limescale on glass is the thing that makes a new bathroom look old fastest. Thirty seconds is enough.\n"
                 "- Leave the fan on for 15 to 20 minutes after showering.\n\n"
                 "## Every week\n"
                 "- Clean with a mild, pH-neutral cleaner. **Avoid acidic or abrasive products** on grout and silicone; vinegar is fine for the glass and the shower head, not for the grout.\n"
                 "- Rinse the linear drain's grate and hair trap.\n\n"
                 "## Every year\n"
                 "- Check the silicone joints for gaps or black mould and replace them when needed: it's cheap and it protects Mrs. Ivanka's ceiling.\n"
                 "- Descale the shower head.\n\n"
                 "## Paperwork\n"
                 "Keep Mladen's invoice, the photos of the pipes and the waterproofing, and the tile details (name, shade and batch number) together. If you ever need a replacement tile or have to deal with a leak, you'll be glad you did.\n\n"
                 "## The emergency fund\n"
                 "It's now 7,650 leva. A standing monthly transfer back into it until it's full again is the simplest way to rebuild it.\n\n"
                 "And a 20-minute shower habit will show up on the water bill: you might want a timer in the bathroom."),
   ("user", "We'll put 450 a month back until it's full again. And I've bought Yana a shower timer shaped like a frog."),
   ("assistant", "Then the emergency fund will be back to 9,000 in three months. And a frog timer is the most diplomatic solution I've heard of.")],
  {"summary": "Mladen finished the bathroom on Friday 30 May 2025; he found corroded steel pipes in the walls and replaced them with PPR for 1,150 leva extra, after sending photos; his final invoice was 9,350 leva; "
              "tiles from Keramika Lukov 1,000 leva; total 10,350 leva, 1,350 over the 9,000 set aside, taken from the emergency fund; Mrs. Ivanka's ceiling is drying with no new stains; "
              "the assistant gave aftercare: no shower for 24 hours after silicone, grout sealer after two to three weeks, squeegee the glass daily against hard-water limescale, fan after showers, "
              "mild cleaners, check silicone yearly, keep the invoice and photos; emergency fund now 7,650 leva; the user will put back 450 leva a month and bought Yana a shower timer.",
   "procedures": [{"name": "Looking after a new bathroom", "steps": ["No shower for 24 hours after silicone", "Seal the grout after two to three weeks", "Squeegee the glass after every shower",
                   "Run the fan 15 to 20 minutes after showering", "Mild pH-neutral cleaners", "Check silicone yearly", "Keep invoices and photos"]}],
   "decisions": [{"decision": "Put 450 leva a month back into the emergency fund", "rationale": "1,350 leva taken for the bathroom overrun"}],
   "outcomes": ["Bathroom finished 30 May 2025", "Total bathroom cost 10,350 leva", "Extra 1,150 leva for corroded pipes"]}),
 ("2025-06-22", "Maths help for Yana before the 7th-grade exams", [
   ("user", "Yana has finished 6th grade. Next June she sits the national exams after 7th grade, and her scores decide her high school. She wants the English language high school in Plovdiv, which needs very high scores. "
            "She's strong in Bulgarian, but maths is her weak spot: she got a Good 4 this year. Two options:\n"
            "- A group course at Akademia Plus, an education centre near us: 160 leva a month, two 90-minute sessions a week, groups of up to 12.\n"
            "- A private tutor: about 35 leva an hour.\n"
            "Which would you pick? And a Pipa update: she had two teeth out at the vet last week, Dr. Hristova, 280 leva, and she's eating again, the little diva."),
   ("assistant", "Poor Pipa, glad she's eating again! On Yana's maths, both options can work; it depends on how she learns.\n\n"
                 "## Comparing the two\n\n"
                 "| | Group course | Private tutor |\n"
                 "|---|---|---|\n"
                 "| Cost | 160 leva a month | About 35 leva an hour (280 to 300 leva a month for two hours a week) |\n"
                 "| Pace | Set for the group | Set for Yana |\n"
                 "| Questions | Harder to ask in a group | Easy |\n"
                 "| Exam practice | Often very structured, many past papers | Depends on the tutor |\n"
                 "| Motivation | Friends and a bit of competition | One-to-one attention |\n\n"
                 "## What tends to matter most\n"
                 "1. **Whether she asks questions.** If Yana is the kind of child who stays quiet when she's lost, a group can leave gaps unfilled. If she speaks up, a good group course is excellent value.\n"
                 "2. **Practice with real exam papers.** The Ministry of Education publishes past national exam papers with answers; working through them under timed conditions is the core of preparation, whichever option you choose.\n"
                 "3. **Regular, steady work** from September beats cramming in the spring.\n\n"
                 "## A sensible approach\n"
                 "- **Try the group course first** and agree with Yana to review after a month: is she keeping up, does she understand the homework, does she ask questions?\n"
                 "- If not, **switch to a tutor** rather than adding one on top. Two courses at once is a quick route to burnout.\n"
                 "- Over the summer, **keep it light:** 20 minutes of maths a few times a week, so she doesn't start 7th grade rusty.\n\n"
                 "## Keep an eye on her wellbeing\n"
                 "The 7th-grade exams put a lot of pressure on 13-year-olds. Protect time for sleep, friends and the things she loves; your stamp weekends and Musala are exactly the kind of thing that helps."),
   ("user", "We'll start the group course at Akademia Plus in September and review in October, like you said."),
   ("assistant", "A good plan. Agree the review date with Yana now, so it feels like her decision too.")],
  {"summary": "Yana has finished 6th grade; after 7th grade she sits the national exams in June 2026, whose scores decide her high school; she wants the English language high school in Plovdiv; strong in Bulgarian, weaker in maths (Good 4); "
              "options: a group course at Akademia Plus, 160 leva a month, two 90-minute sessions a week, groups of up to 12, or a private tutor at about 35 leva an hour; "
              "the assistant compared them, said what matters is whether she asks questions, practice with past exam papers from the Ministry of Education and steady work from September, "
              "and suggested trying the group course with a review after a month and switching rather than adding a tutor; the user chose the Akademia Plus group course from September, reviewing in October; "
              "Pipa had two teeth removed by the vet, Dr. Hristova, for 280 leva.",
   "decisions": [{"decision": "Group maths course at Akademia Plus from September 2025, review in October", "rationale": "Try the cheaper group course first; switch to a tutor if she isn't keeping up"}],
   "outcomes": ["Pipa's dental extraction 280 leva"]}),
 ("2025-07-13", "The euro from January: what happens to our leva?", [
   ("user", "So it's official, Bulgaria joins the euro on 1 January. What happens to our savings account, the Postbank deposit that matures on 20 January, our salaries, and the 1,400 leva we keep in cash at home?\n\n"
            "Also: Musala has moved. The forecast for 19 July is thunderstorms from midday, so Ralitsa, Yana and I have moved it to Saturday 9 August. "
            "And we're at 17 stamps: Bachkovo Monastery, Asen's Fortress and the Wonderful Bridges."),
   ("assistant", "Moving Musala because of thunderstorms is absolutely the right call. And 17 stamps, well done! On the euro, here's what to expect for each of your questions. "
                 "(This is general information; your bank will write to you with the details.)\n\n"
                 "## Your bank accounts\n"
                 "- **Converted automatically** on 1 January at the fixed rate of **1.95583 leva per euro.** You don't need to do anything, and it's free.\n"
                 "- Your savings account at DSK simply shows euro from that day. For example, 9,000 leva becomes about 4,601.63 euro.\n"
                 "- The exact rounding rules are set by law and are applied to the cent, so no one can convert at a worse rate.\n\n"
                 "## The Postbank deposit\n"
                 "- It carries on as normal: **same interest rate, same maturity date.**\n"
                 "- On 20 January it will be paid out in euro, at the fixed rate.\n\n"
                 "## Salaries, pensions and bills\n"
                 "- From January, salaries, your dad's pension and your bills are in euro, converted at the same rate.\n"
                 "- **Direct debits and standing orders** are converted automatically; check them in January anyway.\n\n"
                 "## Cash at home\n"
                 "1. In **January 2026** both currencies circulate for a month: you can still pay in leva, but change is normally given in euro.\n"
                 "2. After that, **banks will exchange leva free of charge for six months,** and the Bulgarian National Bank without a time limit.\n"
                 "3. The simplest option: **pay the 1,400 leva into your account before January,** and it's converted automatically with everything else.\n\n"
                 "## Prices\n"
                 "- Shops must show **prices in both leva and euro** for about a year, starting in August 2025.\n"
                 "- Keep an eye on prices you know well (bread, coffee, the bus ticket); if a price looks rounded up unfairly, you can report it to the consumer protection commission.\n\n"
                 "## Watch out for scams\n"
                 "No bank or official will ever call to ask you to \"exchange\" or \"transfer\" your savings for the euro. Hang up and call the bank yourself."),
   ("user", "We'll pay the cash into the bank in the autumn rather than wait for January."),
   ("assistant", "The simplest option: done once, no queues in January. Good luck with the new Musala date!")],
  {"summary": "Bulgaria joins the euro on 1 January 2026; the user asked about her savings account, the Postbank deposit maturing 20 January 2026, salaries and 1,400 leva cash at home; "
              "the assistant explained that bank accounts convert automatically and free at 1.95583 leva per euro with no action needed; the deposit keeps its rate and maturity and pays out in euro; "
              "salaries, pensions, bills and direct debits convert automatically; leva and euro circulate together in January 2026, then banks exchange leva free for six months and the BNB without a time limit; "
              "dual price display from August 2025; watch for rounding and scams; the user will pay the cash into the bank in the autumn; "
              "the Musala climb moved from 19 July to Saturday 9 August 2025 because of a thunderstorm forecast; 17 stamps now, after Bachkovo Monastery, Asen's Fortress and the Wonderful Bridges.",
   "procedures": [{"name": "Preparing for the euro changeover", "steps": ["Nothing to do for bank accounts: automatic conversion at 1.95583", "Check direct debits in January",
                   "Pay cash at home into the bank before January", "Watch prices during dual display", "Ignore calls asking to exchange savings"]}],
   "decisions": [{"decision": "Musala moved to Saturday 9 August 2025", "rationale": "Thunderstorms forecast for 19 July"},
                 {"decision": "Pay the 1,400 leva cash into the bank in the autumn", "rationale": "Converted automatically with the accounts"}],
   "outcomes": ["17 stamps in the booklet"]}),
 ("2025-08-17", "We climbed Musala! And Kaloyan wants a newer car", [
   ("user", "WE DID IT! Musala on 9 August with Yana and Ralitsa. First gondola up from Borovets at 8:30, on the summit at 11:40, back down before the clouds came in. "
            "Yana was first to the top, she ran the last bit, and on the way down she was already asking what the next big one is. The next day we stopped at Rila Monastery on the way home, so that's 18 stamps.\n\n"
            "Now Kaloyan. Our car is a 2011 Opel Astra with 230,000 km and he's fallen in love with a 2019 Hyundai i30 wagon at a dealer in Pazardzhik, 24,500 leva. "
            "He wants to buy it now and pay with the Postbank deposit plus a small loan. Is that a good idea, or should we wait until after the euro?"),
   ("assistant", "Congratulations to all three of you! The roof of the Balkans before lunch, and Yana first to the top: that's a day she'll remember. On the car, here's a way to think it through.\n\n"
                 "## 1. Does the Astra need replacing now?\n"
                 "230,000 km isn't the end for a well-maintained car. The questions that matter:\n"
                 "- Has it had major repairs recently, or are big ones coming (clutch, timing belt, rust)?\n"
                 "- Did it pass its last annual technical inspection without problems?\n"
                 "- Is it still reliable enough for your trips to Asenovgrad and the mountains?\n"
                 "If the answers are reassuring, there's no urgency.\n\n"
                 "## 2. If you do buy the i30\n"
                 "1. **Check the history:** the service book, the VIN (accident and mileage history), and the number of previous owners. Imported cars sometimes have a mileage that's been wound back.\n"
                 "2. **Have an independent mechanic inspect it,** not the dealer's own.\n"
                 "3. **Test drive it** on the motorway and in town, cold start included.\n"
                 "4. **Pay by bank transfer** against a contract and an invoice, never in cash.\n\n"
                 "## 3. The money\n"
                 "- **Breaking the Postbank deposit early** usually means losing the interest. It matures on 20 January, only five months away.\n"
                 "- Your **emergency fund is still being rebuilt** after the bathroom; spending it down again now would leave you exposed.\n"
                 "- A consumer loan for a car adds interest and a monthly commitment; compare the total cost, not just the monthly payment.\n\n"
                 "## 4. Should you wait for the euro?\n"
                 "Prices will be converted at the fixed rate, so there's no reason to expect cars to get cheaper or dearer because of the changeover itself. "
                 "The better reason to wait is your own finances: **in the spring,** the deposit will have matured, the emergency fund will be full again, and you could buy with little or no loan.\n\n"
                 "## A middle path\n"
                 "Get the Astra checked properly this autumn. If it's sound, keep it through the winter and buy in spring with cash in hand; if it isn't, you'll know you need to act sooner."),
   ("user", "Kaloyan is sulking, but he agreed to think about it until the Astra's inspection in October."),
   ("assistant", "That's fair. And tell Yana the next big one could be Vihren in Pirin: it's a bit more demanding than Musala, so a good goal for next summer.")],
  {"summary": "The user climbed Musala on 9 August 2025 with Yana and Ralitsa: gondola from Borovets at 8:30, summit at 11:40, down before the clouds; the next day they visited Rila Monastery, bringing the stamps to 18; "
              "Kaloyan wants to replace their 2011 Opel Astra (230,000 km) with a 2019 Hyundai i30 wagon from a dealer in Pazardzhik for 24,500 leva, paid with the Postbank deposit and a small loan; "
              "the assistant suggested checking whether the Astra really needs replacing, checking the i30's history, an independent inspection, a test drive and paying by transfer; "
              "breaking the deposit early loses interest, the emergency fund is still being rebuilt, compare a loan's total cost; the euro changeover itself won't change car prices; "
              "a middle path: have the Astra checked in autumn and buy in spring with cash; Kaloyan agreed to decide after the Astra's inspection in October; the assistant suggested Vihren in Pirin as a next goal.",
   "procedures": [{"name": "Buying a used car", "steps": ["Check the service book and VIN history", "Independent mechanic's inspection", "Test drive including a cold start", "Pay by bank transfer against a contract and invoice"]}],
   "decisions": [{"decision": "Decide about the car after the Astra's inspection in October", "rationale": "Deposit matures in January and the emergency fund is still being rebuilt"}],
   "outcomes": ["Climbed Musala on 9 August 2025", "18 stamps in the booklet"]}),
 ("2025-09-14", "Dad's AF is back, and a tutor for Yana", [
   ("user", "Two things. Dad's AF came back at the end of August: he was breathless carrying firewood. Dr. Marinov has added bisoprolol and put him on the list for a catheter ablation on 4 November at St. George. "
            "What does that involve?\n\n"
            "And Yana: two weeks into the group course at Akademia Plus and it's not working. There are 14 kids in the group, not 12, the teacher races through everything and Yana never asks a question. "
            "So we've switched to a private tutor: Mrs. Vasileva, a retired maths teacher who lives in our block, 35 leva an hour, Tuesdays and Fridays. Any tips for getting the most out of a tutor?"),
   ("assistant", "I'm sorry about your dad; AF coming back after a cardioversion is common, and an ablation is the usual next step. And switching Yana quickly rather than losing months was a good decision.\n\n"
                 "## Catheter ablation for AF\n"
                 "*General information only; Dr. Marinov's team will explain his procedure.*\n\n"
                 "### What it is\n"
                 "Thin tubes (catheters) are passed up to the heart through a vein at the top of the leg. The doctor then scars small areas of tissue, usually around the pulmonary veins, "
                 "so the erratic electrical signals that trigger AF can't get through. This is called **pulmonary vein isolation.**\n\n"
                 "### The day\n"
                 "- It usually takes **two to four hours,** under sedation or general anaesthetic.\n"
                 "- Most people stay **one night** in hospital.\n"
                 "- He'll be told whether to pause or continue his apixaban beforehand: he must follow those instructions exactly.\n\n"
                 "### Recovery\n"
                 "1. **The groin:** some bruising is normal; bleeding or a growing lump is not, and needs a call.\n"
                 "2. **No heavy lifting or strenuous work for about a week** (that includes firewood and digging).\n"
                 "3. **Blood thinners continue** for at least two months afterwards, usually longer.\n"
                 "4. **Some palpitations in the first three months are normal** while the heart heals; it doesn't mean it has failed.\n\n"
                 "### Questions for Dr. Marinov\n"
                 "- What's the success rate for someone like him?\n"
                 "- What should he do about his medicines before and after?\n"
                 "- When can he drive, garden and lift things again?\n\n"
                 "## Getting the most out of a tutor\n"
                 "1. **Start with a diagnostic:** ask Mrs. Vasileva to go through a past national exam paper with Yana to see exactly where the gaps are.\n"
                 "2. **Agree a plan to June:** which topics when, and when to start timed past papers (usually from January).\n"
                 "3. **Homework between sessions,** short but regular.\n"
                 "4. **A quick chat with the tutor once a month** about progress, without Yana feeling watched.\n"
                 "5. **Let Yana bring her school questions,** so the tutoring supports what she's doing in class."),
   ("user", "Thanks. Dad's main question about the ablation was when he can prune his vines. Classic Dad."),
   ("assistant", "A man with priorities! Pruning is usually done in late winter anyway, so with any luck the vines and the ablation won't clash.")],
  {"summary": "The user's father's AF came back at the end of August 2025 (breathless carrying firewood); Dr. Marinov added bisoprolol and put him on the list for a catheter ablation on 4 November 2025 at St. George; "
              "the assistant explained ablation (catheters through a leg vein, pulmonary vein isolation, two to four hours, usually one night in hospital), recovery (groin care, no heavy lifting for a week, blood thinners for at least two months, palpitations in the first three months can be normal) and questions for the cardiologist; "
              "Yana's group course at Akademia Plus wasn't working (14 children, a fast teacher, she never asked questions), so after two weeks they switched to a private tutor, Mrs. Vasileva, a retired maths teacher in their block, 35 leva an hour, Tuesdays and Fridays; "
              "the assistant gave tips: a diagnostic past paper, a plan to June, regular homework, a monthly chat with the tutor; her father mainly wants to know when he can prune his vines.",
   "procedures": [{"name": "Recovering from an AF ablation", "steps": ["Watch the groin site", "No heavy lifting for about a week", "Keep taking blood thinners as instructed", "Expect some palpitations in the first three months"]},
                  {"name": "Getting the most out of a maths tutor", "steps": ["Diagnostic past paper", "A plan to June", "Short regular homework", "Monthly chat with the tutor", "Bring school questions"]}],
   "decisions": [{"decision": "Switched Yana from the Akademia Plus group course to private tutor Mrs. Vasileva, 35 leva an hour", "rationale": "Group of 14, too fast, Yana never asked questions"}],
   "outcomes": ["Stoyan on bisoprolol as well as apixaban", "Ablation booked for 4 November 2025"]}),
 ("2025-10-12", "Vivacom internet keeps dropping: can I leave?", [
   ("user", "Since August our Vivacom fibre drops almost every evening between 8 and 11, exactly when Yana needs it for homework and Kaloyan is home from his shift. A technician has come twice and replaced the router, no change. "
            "We're only six months into a 24-month contract. Can we get out without paying the penalty?\n\n"
            "Also, Dad's ablation has been brought forward to 28 October, someone cancelled."),
   ("assistant", "Good news that your dad's ablation is sooner. On the internet: a connection that drops every evening isn't the service you're paying for, and that gives you some leverage. "
                 "I'm not a lawyer, but here's the usual route.\n\n"
                 "## 1. Build your evidence\n"
                 "- For two weeks, **log every drop:** date, time and how long, with screenshots of speed tests.\n"
                 "- Keep the dates of the two technician visits and what was done.\n\n"
                 "## 2. Make a written complaint\n"
                 "1. **Complain in writing** (through the online form, by email or in a shop) and **get a reference number.**\n"
                 "2. Describe the problem, attach your log, and say what you want: a fix by a set date, or **cancellation of the internet service without a penalty** because the contracted service isn't being provided.\n"
                 "3. Operators have a deadline to respond to written complaints; note the date.\n\n"
                 "## 3. Check your contract\n"
                 "Look for the guaranteed or minimum speed and the terms for termination if the operator doesn't meet its obligations. A persistent fault that they can't fix is often grounds for leaving without paying the penalty.\n\n"
                 "## 4. Escalate if needed\n"
                 "- The **Communications Regulation Commission (CRC)** handles complaints about telecoms operators.\n"
                 "- The **Commission for Consumer Protection** can also help, including with conciliation.\n\n"
                 "## 5. Line up an alternative\n"
                 "- Ask neighbours which provider works well in your block; **local fibre providers** in Plovdiv are often cheaper and quick to respond.\n"
                 "- You can **keep your mobile numbers with Vivacom** and move only the internet, if the mobile side works fine."),
   ("user", "It worked! After my written complaint with the log, Vivacom agreed to cancel the internet part with no penalty. The mobiles stay with them. From 1 November our home internet is with TepeNet, a local fibre provider half the block uses, 25 leva a month."),
   ("assistant", "Excellent: a written log and a calm complaint usually work. Keep Vivacom's written confirmation that there's no penalty, and check that your next Vivacom bill only covers the mobiles.")],
  {"summary": "Since August 2025 the user's Vivacom fibre drops most evenings between 8 and 11 pm; a technician came twice and replaced the router; six months into a 24-month contract; "
              "the assistant (not a lawyer) suggested logging every drop with speed tests, a written complaint with a reference number asking for a fix or cancellation without penalty, checking the contract, "
              "escalating to the Communications Regulation Commission or the Commission for Consumer Protection, and lining up an alternative while keeping the mobiles with Vivacom; "
              "Vivacom agreed to cancel the internet with no penalty; the mobiles stay with Vivacom; from 1 November 2025 home internet is with TepeNet, a local fibre provider, 25 leva a month; "
              "her father's ablation was brought forward from 4 November to 28 October 2025 after a cancellation.",
   "procedures": [{"name": "Getting out of a failing internet contract", "steps": ["Log every drop with speed tests", "Written complaint with a reference number", "Check the contract's termination terms",
                   "Escalate to the CRC or the Commission for Consumer Protection", "Line up an alternative provider"]}],
   "decisions": [{"decision": "Home internet moved from Vivacom to TepeNet, 25 leva a month, from 1 November 2025", "rationale": "Vivacom fibre dropping every evening; Vivacom cancelled without penalty"},
                 {"decision": "Keep the mobile numbers with Vivacom", "rationale": "The mobile service works fine"}],
   "outcomes": ["Ablation moved to 28 October 2025"]}),
 ("2025-11-09", "Dad after his ablation, and getting him through winter", [
   ("user", "Dad had his ablation on 28 October and came home the next day. He's in a normal rhythm, stays on the apixaban for at least two more months, and he's been told no lifting for a week, which is killing him. "
            "I asked him again to spend the winter with us in Plovdiv and got the same answer: his garden, his vines, his neighbours.\n\n"
            "His house is heated by a wood stove and he lives alone. How do I make winter safer for him from a distance?\n\n"
            "Other news: we did Perperikon and the Yagodina Cave over the autumn school holiday, so we're at 20 stamps. And the Astra passed its inspection in October, "
            "so we've decided to keep it and buy a car in the spring, once the Postbank deposit has matured. Kaloyan has accepted this, mostly."),
   ("assistant", "I'm glad the ablation went well. Wanting to stay in his own home is very common, and with a few precautions many people live safely alone well into their eighties. Here's a checklist.\n\n"
                 "## 1. The wood stove\n"
                 "1. **A carbon monoxide alarm** in the room with the stove and one near where he sleeps. CO has no smell, and older stoves and blocked chimneys are a classic cause of poisoning.\n"
                 "2. **A smoke alarm** in the hallway or living room.\n"
                 "3. **Have the chimney swept** before the heating season, if it hasn't been done.\n"
                 "4. Keep a **fire extinguisher or fire blanket** in the kitchen.\n\n"
                 "## 2. Firewood without lifting\n"
                 "- Have the wood **delivered and stacked** close to the door, and arrange for someone (a neighbour, Kaloyan) to bring in a few days' worth at a time while he's recovering.\n\n"
                 "## 3. Falls\n"
                 "- He's on a blood thinner, so a fall matters more. Clear trip hazards, put a non-slip mat in the bathroom, and make sure the path to the woodpile and the gate are lit and gritted when it's icy.\n\n"
                 "## 4. Staying in touch\n"
                 "1. **A daily call at a fixed time.** If he doesn't answer, you know to check.\n"
                 "2. **A neighbour with a key** and your number.\n"
                 "3. Keep his **medicine list and Dr. Marinov's details** by the phone and in his wallet.\n"
                 "4. Consider a **simple mobile phone with an SOS button,** or a fall-detection watch if he'd wear one.\n\n"
                 "## 5. His health\n"
                 "- Keep taking the apixaban exactly as prescribed; call if there's any bleeding.\n"
                 "- A flu vaccine is worth discussing with his GP.\n"
                 "- Check he has enough of his medicines before the holidays.\n\n"
                 "And congratulations on 20 stamps. Keeping the Astra until spring sounds very sensible."),
   ("user", "Ordered a CO alarm and a smoke alarm for him, 85 leva for both. Kaloyan will fit them on Sunday, and his neighbour Bay Petar already has a key."),
   ("assistant", "That's the most important step done. With the alarms, a daily call and Bay Petar next door, he's in good hands, and he can get back to his vines in the spring.")],
  {"summary": "The user's father had his ablation on 28 October 2025 and went home the next day; normal rhythm, apixaban for at least two more months, no lifting for a week; he again refused to spend the winter in Plovdiv; "
              "his house is heated by a wood stove; the assistant suggested a CO alarm and smoke alarm, chimney sweeping, a fire extinguisher, firewood delivered and stacked with help bringing it in, fall prevention, "
              "a daily call, a neighbour with a key, his medicine list by the phone, an SOS phone, the flu vaccine and enough medicines; "
              "the user bought a CO alarm and a smoke alarm for 85 leva, Kaloyan will fit them, and neighbour Bay Petar has a key; "
              "stamps now 20 after Perperikon and the Yagodina Cave; the Astra passed its inspection in October, so they keep it and buy a car in spring 2026 after the Postbank deposit matures.",
   "procedures": [{"name": "Making winter safer for an elderly parent living alone", "steps": ["CO alarm and smoke alarm", "Sweep the chimney", "Fire extinguisher or blanket", "Firewood delivered and stacked",
                   "Prevent falls", "Daily call at a fixed time", "Neighbour with a key", "Medicine list by the phone"]}],
   "decisions": [{"decision": "Keep the Opel Astra and buy a car in spring 2026", "rationale": "The Astra passed its inspection; the Postbank deposit matures in January"},
                 {"decision": "CO alarm and smoke alarm for her father's house", "rationale": "Wood stove; he lives alone"}],
   "outcomes": ["Ablation on 28 October 2025", "20 stamps in the booklet", "Alarms cost 85 leva"]}),
]

QUESTIONS_84 = [
 # single facts the user said about herself, her family and what they own
 ("How old am I?", "41"),
 ("What do I do for work?", "landscape architect (at the municipal parks company in Plovdiv)"),
 ("What's our cat called?", "Pipa (a grey rescue cat)"),
 ("What does Kaloyan do for work?", "he's a train dispatcher at Plovdiv Central station"),
 ("Which part of Plovdiv do we live in?", "Kamenitsa 1 (a 1984 panel block)"),
 ("Where does my dad live?", "Asenovgrad"),
 ("Who renovated our bathroom?", "Mladen Kostov (recommended by Ralitsa)"),
 ("Who is my dad's cardiologist?", "Dr. Marinov (at St. George University Hospital)"),
 ("Which bank is our term deposit with?", "Postbank (6,000 leva, 12 months at 2.1%)"),
 ("Which high school does Yana want to get into?", "the English language high school in Plovdiv"),
 ("Who did I climb Musala with?", "Yana and Ralitsa"),
 # when
 ("When was my dad diagnosed with atrial fibrillation?", "17 February 2025"),
 ("When did Dad have his cardioversion?", "3 April 2025"),
 ("When did the bathroom work start?", "5 May 2025"),
 ("When did we climb Musala?", "9 August 2025"),
 ("When did Dad have his ablation?", "28 October 2025"),
 # lists across chats
 ("Which builders quoted for the bathroom?", "Georgi Atanasov (9,500 leva), Mladen Kostov (8,200 leva) and Bozhidar Nikolov (10,800 leva)"),
 ("What went wrong with the bathroom renovation?", "the start slipped from 14 April to 5 May, the Praktiker tiles were out of stock, and corroded pipes in the walls had to be replaced (1,150 leva extra)"),
 ("Which National Tourist Sites have Yana and I collected stamps at since April?", "Bachkovo Monastery, Asen's Fortress, the Wonderful Bridges, Rila Monastery, Perperikon and the Yagodina Cave"),
 ("What treatment has my dad had for his heart this year?", "apixaban, a cardioversion (3 April), bisoprolol and a catheter ablation (28 October)"),
 ("Which phone and internet providers have we had this year?", "A1, Vivacom and TepeNet (internet)"),
 ("What have we tried for Yana's maths?", "a group course at Akademia Plus, then a private tutor, Mrs. Vasileva"),
 # latest value of something that changed
 ("How much did the bathroom cost in the end?", "10,350 leva"),
 ("How many stamps do we have in the booklet now?", "20"),
 ("Who's our home internet provider now?", "TepeNet (from 1 November 2025; the mobiles are still with Vivacom)"),
 ("Who's helping Yana with maths now?", "Mrs. Vasileva, a retired maths teacher (35 leva an hour)"),
 # yes/no
 ("Did we keep the bathtub?", "No"),
 ("Did we buy the Hyundai?", "No"),
 ("Did Yana make it to the top of Musala?", "Yes"),
 # why
 ("Why did the bathroom start late?", "Mladen's previous job, a flat in Trakia, overran"),
 ("Why was Dad's cardioversion postponed?", "he had a chest infection with a fever"),
 ("Why did we move the Musala climb?", "thunderstorms were forecast for 19 July"),
 # what the assistant told or recommended
 ("What number did you tell me to save for mountain rescue?", "1470 (the Mountain Rescue Service), and 112"),
 ("What did you tell me would happen to the money in our bank accounts when the euro comes in?", "it's converted automatically and free at 1.95583 leva per euro; nothing to do"),
 # counts and amounts
 ("How much did Pipa's dental treatment cost?", "280 leva"),
 ("How much a month did switching from A1 to Vivacom save us?", "22 leva"),
 # inference
 ("Would my dad agree to move in with us in Plovdiv?", "Likely no"),
 ("Would Yana be up for another big mountain hike?", "Likely yes"),
 # not in the archive
 ("What's Ralitsa's surname?", "Not mentioned in my chats"),
 ("When is Kaloyan's birthday?", "Not mentioned in my chats"),
]


def assistant_chats_34_at(folder):
    """The archive of CHATS_84 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a34c", CHATS_84, "chatgpt")


@pytest.fixture(scope="module")
def assistant_chats_34(tmp_path_factory):
    return assistant_chats_34_at(tmp_path_factory.mktemp("assistant34"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_84, "assistant 34")


def test_the_archive_finds_the_mountain(assistant_chats_34):
    assert assistant_chats_34.search("Musala").results
