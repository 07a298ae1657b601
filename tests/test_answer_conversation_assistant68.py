"""A sixty-eighth written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind with its questions and gold answers before any run of
`kbsearch answer` on it, and without reading the answer rules. Its questions are read by the
developer only after their first measure. A hydrogeologist in Jos, Plateau State, Nigeria, Nanret
Dalyop, 33, who sites and supervises water boreholes in the granite of the Jos Plateau, first for a
small drilling contractor, Rockwater Drilling Services, and then for a water NGO's borehole
programme in Bauchi State, and lives in Rayfield with her husband Davou Gyang, who grows
strawberries and Irish potatoes in Kuru, their daughter Nenman, five, and Sarki, a brindle
Boerboel. She chats with Claude from March 2025 to February 2026: a solar borehole for a children's
home in Bukuru that comes up dry and then finds water, the dog eating a neighbour's rat poison,
her widowed mother's blood pressure in Barkin Ladi, her brother's UK student visa and proof of
funds, solar power for the house, a job offer and a counter-offer, choosing a primary school, a
village head who wants the borehole by his own house, a borehole and drip irrigation for her
husband's farm, a rent rise and a move to Lamingo whose date slips, her mother's 65th birthday
and a table tennis final, and what to do about the programme's dry holes, with facts the user
updates later (her job and pay, the solar system's price, her mother's tablets, the strawberry
price, where they live, the moving day).
bench/answer_conversations.py asks every question ("assistant 68")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_152 = [
 ("2025-03-01", "Quoting a solar borehole for a children's home in Bukuru", [
   ("user", "Hi Claude. I'm Nanret Dalyop, I'm 33 and I'm a hydrogeologist in Jos, Plateau State. I work for Rockwater Drilling Services, a small borehole drilling contractor owned by Engr. Musa Adamu: "
            "I do the geophysical surveys (vertical electrical soundings with our old ABEM Terrameter), site the holes and supervise the drilling, for ₦380,000 a month. "
            "Our head driller, Friday Okon, has been drilling in this granite for twenty years and still calls me 'small madam'.\n\n"
            "Our next job is Gidan Bege Children's Home in Bukuru: 46 children and 9 staff, and right now they buy all their water from water vendors in jerrycans, about ₦9,000 a day. "
            "The director, Mrs. Rifkatu Pam, wants a solar-powered borehole with an overhead tank. Last Saturday (22 February) I ran three VES soundings on their land. "
            "VES-2, behind the dining hall, looks best: about 14 m of weathered overburden over fractured granite, with fresh rock probably somewhere below 70 m. "
            "Engr. Musa wants me to draft the quote. How should I structure it so it's clear and fair to a children's home that has very little money?"),
   ("assistant", "That's a lovely job to be drafting, and a quote for a charity is worth getting right: a clear quote protects both Gidan Bege and Rockwater if the ground doesn't cooperate. "
                 "Here's a structure that works well for boreholes in basement (crystalline) rock like the Jos Plateau.\n\n"
                 "## 1. Start with the water need\n"
                 "Put the demand on the first page so Mrs. Pam can see what she's paying for:\n"
                 "- 55 people x about 40 litres per person per day = **2,200 litres a day** for drinking, cooking and washing.\n"
                 "- Add the kitchen, laundry and cleaning: plan for **3,000 to 4,000 litres a day**.\n"
                 "- A borehole yielding even **0.7 to 1 m³ an hour** with 5 to 6 hours of solar pumping covers that.\n\n"
                 "## 2. Break the price into stages\n"
                 "| Stage | What it covers |\n"
                 "|---|---|\n"
                 "| A. Survey (done) | VES soundings, interpretation, siting report |\n"
                 "| B. Mobilisation | Moving the rig, compressor and crew to Bukuru |\n"
                 "| C. Drilling | Priced **per metre**, with a maximum depth; overburden and rock can be priced separately |\n"
                 "| D. Completion | uPVC casing and screens, gravel pack, sanitary seal, development by air-lifting |\n"
                 "| E. Testing | A pump test (at least 6 hours, with recovery) and a water quality analysis |\n"
                 "| F. Pump and power | Solar submersible pump, panels, controller, cabling |\n"
                 "| G. Storage | Tank, steel stand, pipework and taps |\n\n"
                 "Stages A to E are the **'finding water'** part; F and G are the **'using water'** part. Separating them is what makes the next point possible.\n\n"
                 "## 3. A dry-hole clause, in plain words\n"
                 "In basement rock even a good survey can miss: the water sits in fractures, and a VES point can fall a few metres beside one. Say this before she signs, not after:\n"
                 "- If the hole is dry or too weak to equip, **Gidan Bege pays for the survey, the mobilisation and the metres drilled**, but **not** for the pump, tank or solar, which are never bought.\n"
                 "- Say what counts as dry (for example, less than 0.5 m³ an hour after development).\n"
                 "- Say what happens next, for example whether Rockwater offers a second hole at a reduced rate.\n\n"
                 "## 4. Payment terms\n"
                 "- A **deposit** (often 40 to 50%) before mobilisation.\n"
                 "- The drilling balance after the pump test; the equipment balance on installation.\n"
                 "- How long the quote is valid: with naira prices for pumps and panels moving every month, **14 or 30 days** is fair to both sides.\n\n"
                 "## 5. Warranty and handover\n"
                 "- A workmanship warranty (casing, seal, stand) for 12 months; the pump and panels carry the manufacturers' warranties.\n"
                 "- A **handover sheet**: total depth, water strikes, static water level, yield, pump depth, and a simple maintenance note for the caretaker.\n\n"
                 "## 6. Show the payback\n"
                 "At ₦9,000 a day the home spends around **₦270,000 a month** on vendors. Against a total of ₦6 to 6.5 million, the borehole pays for itself in roughly two years, and the water is under their own control. "
                 "That's a sentence a board of trustees understands.\n\n"
                 "Would you like a one-page plain-language summary for Mrs. Pam, separate from the technical quote?"),
   ("user", "No, this is enough, thank you. Engr. Musa agreed to all of it. We quoted ₦6.4 million: drilling to a maximum of 90 m at ₦38,000 a metre in rock, a 5,000-litre tank on a 6-metre steel stand, "
            "four panels and a solar submersible pump, with a 50% deposit. And I put in your dry-hole clause word for word: if the hole is dry, Gidan Bege pays for the survey and the metres drilled, not for the pump, tank or solar. "
            "Mrs. Pam signed on Thursday and drilling is booked for Tuesday 18 March."),
   ("assistant", "Well done, and especially for explaining the dry-hole clause before she signed. For the drilling day, a few habits make the report (and any awkward conversation) much easier:\n\n"
                 "- **Log every metre:** penetration rate, colour and size of the cuttings, and the depth of every water strike.\n"
                 "- **Air-lift yield at each strike**, even rough bucket-and-stopwatch figures.\n"
                 "- **Photograph the cuttings** laid out by depth on a tarpaulin.\n"
                 "- **Agree a stop rule with Friday in advance:** at what depth and in what rock you stop if there's no water, so it isn't decided in the heat of the moment with the client watching.\n\n"
                 "Good luck on the 18th.")],
  {"summary": "The user, Nanret Dalyop, 33, is a hydrogeologist in Jos, Plateau State, working for Rockwater Drilling Services, a borehole drilling contractor owned by Engr. Musa Adamu, for ₦380,000 a month: she runs VES surveys with an ABEM Terrameter, sites holes and supervises drilling; "
              "head driller Friday Okon has drilled the Plateau granite for twenty years; the next job is a solar-powered borehole for Gidan Bege Children's Home in Bukuru (46 children, 9 staff), whose director Mrs. Rifkatu Pam pays water vendors about ₦9,000 a day; "
              "on 22 February 2025 the user ran three VES soundings and VES-2, behind the dining hall, shows about 14 m of weathered overburden over fractured granite; "
              "the assistant suggested a quote starting from the water need (3,000 to 4,000 litres a day), priced in stages (survey, mobilisation, drilling per metre, completion, testing, pump and power, storage), a plain dry-hole clause, a deposit and validity period, warranty and handover sheet, and the payback against vendors (about two years); "
              "Rockwater quoted ₦6.4 million (up to 90 m at ₦38,000 a metre, a 5,000-litre tank on a 6-metre stand, four panels, a solar submersible pump, 50% deposit) with the dry-hole clause; Mrs. Pam signed and drilling is booked for 18 March 2025.",
   "procedures": [{"name": "Structuring a borehole quote", "steps": ["State the water need", "Price in stages: survey, mobilisation, drilling per metre, completion, testing, pump and power, storage",
                   "A dry-hole clause: the client pays survey and metres drilled, not the equipment", "Deposit and validity period", "Warranty and handover sheet", "Show the payback against water vendors"]},
                  {"name": "Drilling day habits", "steps": ["Log every metre", "Air-lift yield at each strike", "Photograph the cuttings by depth", "Agree a stop rule with the driller in advance"]}],
   "decisions": [{"decision": "Quote Gidan Bege ₦6.4 million with a dry-hole clause", "rationale": "Basement rock can give a dry hole even after a good survey; the client should know before signing"}],
   "outcomes": ["Mrs. Rifkatu Pam signed the ₦6.4 million quote", "Drilling booked for 18 March 2025"]}),
 ("2025-03-22", "The Gidan Bege borehole came up dry", [
   ("user", "Bad news. On Tuesday 18 March we drilled at VES-2 at Gidan Bege. Overburden to 16 m, weathered granite below it, a small seepage at 31 m that dried up within the hour, then hard fresh granite from 48 m. "
            "Friday kept going to 85 m, our stop depth: nothing. A dry hole. Mrs. Pam cried a little in front of the children, which was worse than anything.\n\n"
            "Engr. Musa says the contract protects us: she pays for the survey and the 85 m, about ₦3.5 million, and that's the end of it. Legally he's right, it's the clause I wrote. "
            "But the children are still on jerrycans and I feel terrible. What are our options, technically and with Mrs. Pam?"),
   ("assistant", "I'm sorry. A dry hole for a children's home is one of the hardest days in this work, and it says something good about you that you're looking for options rather than hiding behind the clause. Let's take it in two parts.\n\n"
                 "## Why it happens in basement rock\n"
                 "On the Jos Plateau the water is in two places: the **weathered zone** above the fresh granite, and **fractures** in the granite itself. "
                 "A single VES measures resistivity layers directly below one point, but it can't see a near-vertical fracture a few metres to the side. "
                 "A hole can sit right on a good VES curve and still miss the water. That isn't necessarily a mistake in your interpretation.\n\n"
                 "## Technical options\n"
                 "1. **Look for lineaments first.** Satellite images (Google Earth is enough to start), aerial photographs and the geological map often show straight lines of trees, stream beds or small valleys that follow fracture zones. Water-bearing fractures are often along them.\n"
                 "2. **Profile across the lineament.** Instead of isolated soundings, run a line of VES points (or resistivity profiling, or 2D imaging if you can borrow the equipment) **across** the lineament, every 10 to 20 m. You're looking for a deep low-resistivity trough.\n"
                 "3. **Hydrofracturing the dry hole.** Injecting water at high pressure between packers can open and connect fractures and turn a dry or weak hole into a usable one, but results in crystalline rock vary and you'd need a contractor with the equipment. Worth asking about, not worth promising.\n"
                 "4. **Deepening** is rarely worth it: in fresh granite, fractures tend to close with depth, and below about 60 to 70 m the odds drop.\n\n"
                 "## With Mrs. Pam\n"
                 "- **Show her the log.** Seeing the cuttings and the seepage at 31 m makes it clear you didn't just drill anywhere.\n"
                 "- **Share the risk on a second attempt.** The clause settles the first hole, but a contractor who offers a second hole at a reduced rate keeps a client's trust, and a children's home talks to churches, schools and donors all over Jos. Reputation is worth more than one margin.\n"
                 "- **Reduce the first bill if you can.** Even a partial reduction is a signal of good faith.\n"
                 "- **Don't promise water.** Promise a better-sited second attempt and the same honest log.\n\n"
                 "## Bridge the gap\n"
                 "The rains usually start on the Plateau in April. **Rainwater harvesting** from the dormitory roofs into a tank would cut the vendor bill for months while the second attempt is arranged, and it stays useful even after a borehole works.\n\n"
                 "What does Engr. Musa think about a reduced second hole?"),
   ("user", "I went back on Wednesday with Friday. About 80 m east of the dining hall there's a line of mango trees and a dry stream bed, and on Google Earth they line up with a straight lineament running north-east for almost a kilometre. "
            "On Thursday I ran six more VES points across it; VES-9 has a deep low-resistivity zone down to about 60 m. "
            "Engr. Musa grumbled but agreed: we'll drill a second hole at VES-9 at half our rate, ₦19,000 a metre, and Gidan Bege pays ₦2.4 million for the first hole instead of ₦3.5 million. "
            "The second hole is on Thursday 3 April. Mrs. Pam hugged me."),
   ("assistant", "That's the best possible outcome from a bad day: a better target and a client who still trusts you. A straight lineament marked by trees and a stream bed is exactly the kind of feature worth drilling. "
                 "When you're on site on the 3rd, watch for **water strikes in the 35 to 60 m range**, and if you hit a strong one, don't drill much deeper than you need to. Fingers crossed for the children.")],
  {"summary": "On 18 March 2025 Rockwater drilled at VES-2 at Gidan Bege Children's Home: overburden to 16 m, weathered granite, a seepage at 31 m that dried up, fresh granite from 48 m, and nothing down to the 85 m stop depth, a dry hole; "
              "Engr. Musa Adamu said the contract meant the home pays about ₦3.5 million for the survey and 85 m; "
              "the assistant explained that a single VES can't see a fracture beside it, and suggested looking for lineaments, profiling across them, asking about hydrofracturing, not deepening, showing Mrs. Rifkatu Pam the log, sharing the risk of a second hole, reducing the first bill and rainwater harvesting meanwhile; "
              "the user found a north-east lineament (mango trees and a dry stream bed) about 80 m east of the dining hall and ran six more VES points across it; VES-9 shows a deep low-resistivity zone to about 60 m; "
              "Rockwater will drill a second hole at VES-9 on 3 April 2025 at half rate (₦19,000 a metre) and charges ₦2.4 million for the first hole instead of ₦3.5 million.",
   "procedures": [{"name": "After a dry hole in basement rock", "steps": ["Look for lineaments on satellite images and maps", "Profile across the lineament every 10 to 20 m", "Ask about hydrofracturing", "Don't simply deepen",
                   "Show the client the log", "Offer a second hole at a reduced rate", "Rainwater harvesting in the meantime"]}],
   "decisions": [{"decision": "Drill a second hole at VES-9 on 3 April 2025 at ₦19,000 a metre", "rationale": "VES-9 lies on a lineament with a deep low-resistivity zone to about 60 m"},
                 {"decision": "Charge Gidan Bege ₦2.4 million for the dry hole instead of ₦3.5 million", "rationale": "Share the risk and keep the client's trust"}],
   "outcomes": ["First Gidan Bege hole dry at 85 m on 18 March 2025"]}),
 ("2025-04-19", "My dog ate rat poison", [
   ("user", "Good news first: the second Gidan Bege hole on 3 April struck water at 58 m, right on the lineament. The 6-hour pump test gave 1.5 m³ an hour and it recovered in 40 minutes. "
            "The children had water from their own taps on Saturday 12 April, and Mrs. Pam brought Friday and me a cake.\n\n"
            "Then the scare. Last Sunday, 13 April, our dog Sarki, a two-year-old brindle Boerboel, dug under the fence into our neighbour Mr. Ezekiel Choji's compound and ate rat poison, blue-green pellets he had put down by his store. "
            "We only found out because Ezekiel came over with the empty packet. We rushed him to Dr. Hauwa Ibrahim at Rayfield Pet Clinic; she made him vomit, gave him a vitamin K1 injection "
            "and sent him home with vitamin K1 tablets for four weeks and a clotting test at the end. ₦85,000 in all. He's bouncing around as if nothing happened. "
            "What should I watch for, and how do we stop this happening again? My daughter Nenman, she's five, is still upset that she wasn't allowed to hug him that night."),
   ("assistant", "Congratulations on Gidan Bege: 58 m on the lineament and a clean recovery is a textbook second hole. And I'm glad Ezekiel came over with the packet; that honesty probably saved Sarki's life.\n\n"
                 "I'm not a vet and can't examine Sarki, so Dr. Ibrahim's instructions come first. Here's what's generally known about this kind of poisoning.\n\n"
                 "## Why the treatment is so long\n"
                 "Most rat poisons sold as coloured pellets are **anticoagulants**: they stop the body recycling vitamin K, which the blood needs to clot. "
                 "The newer ones stay in the body for weeks, which is why the **vitamin K1 course lasts around four weeks**, and why a dog can look perfectly well for days and still bleed later. "
                 "**Don't stop the tablets early** because he seems fine; that's the most common mistake.\n\n"
                 "## Signs to watch for, and go straight back if you see them\n"
                 "- **Pale gums** (check them daily; they should be pink)\n"
                 "- Weakness, tiredness, not wanting to get up\n"
                 "- Coughing, fast or laboured breathing (bleeding into the chest)\n"
                 "- Nosebleeds, blood in the urine or stool, black stool\n"
                 "- Bruises, or swellings under the skin or in the joints\n"
                 "- Vomiting blood\n\n"
                 "## During the four weeks\n"
                 "- **Keep him calm:** no rough play or tug-of-war, since even small knocks can bleed more than usual.\n"
                 "- Give the tablets **with food**; vitamin K1 is absorbed better with some fat.\n"
                 "- The **clotting test** is usually done about 48 to 72 hours after the last tablet, to check he can clot on his own.\n\n"
                 "## Stopping it happening again\n"
                 "1. **The fence:** Boerboels are strong diggers. A **concrete strip** or wire mesh buried along the bottom of the fence (30 to 50 cm deep) stops most digging.\n"
                 "2. **Talk to Ezekiel** about **snap traps** or covered bait stations that a dog can't open. He clearly cares, so it should be an easy conversation.\n"
                 "3. **Train 'leave it' and 'drop it'.** For a dog his size, a reliable 'leave it' is a safety tool, not a trick.\n"
                 "4. **Your own compound:** keep any pesticides or rat bait locked away and high up.\n\n"
                 "## For Nenman\n"
                 "It might help to give her a job in his recovery, like checking his gums with you every morning or helping with his training. Children cope better with a scare when they can do something."),
   ("user", "Davou, my husband, is putting a 40 cm concrete strip along the bottom of the fence this weekend. Ezekiel felt awful and has switched to snap traps. "
            "And Nenman has appointed herself gum inspector and is teaching Sarki 'leave it' with pieces of chin chin."),
   ("assistant", "That all sounds very well handled. One small note on the chin chin: it's sweet and fried, so keep the pieces tiny, or swap in bits of boiled chicken or liver, which most dogs work even harder for. "
                 "Short sessions of five minutes, a few times a day, work better than one long one. Nenman sounds like an excellent trainer.")],
  {"summary": "The second Gidan Bege borehole, drilled on 3 April 2025 on the lineament, struck water at 58 m; the 6-hour pump test gave 1.5 m³ an hour with recovery in 40 minutes; the children had water from their own taps on 12 April 2025; "
              "on Sunday 13 April 2025 the user's dog Sarki, a two-year-old brindle Boerboel, dug under the fence into neighbour Ezekiel Choji's compound and ate blue-green rat poison pellets; vet Dr. Hauwa Ibrahim at Rayfield Pet Clinic made him vomit, gave a vitamin K1 injection and four weeks of vitamin K1 tablets with a clotting test at the end; the bill was ₦85,000; "
              "the assistant (not a vet) explained anticoagulant poisons, not stopping the tablets early, the signs of bleeding (pale gums, weakness, coughing, blood, bruising), keeping him calm, the clotting test 48 to 72 hours after the last tablet, "
              "and prevention: a concrete strip or buried mesh under the fence, snap traps or bait stations, 'leave it' training and locking away pesticides; "
              "her husband Davou is putting a 40 cm concrete strip under the fence, Ezekiel switched to snap traps, and the user's daughter Nenman, five, checks his gums and teaches him 'leave it' with chin chin.",
   "procedures": [{"name": "After a dog eats anticoagulant rat poison", "steps": ["Finish the full vitamin K1 course", "Check the gums daily", "Watch for weakness, coughing, blood, bruising", "Keep him calm", "Clotting test 48 to 72 hours after the last tablet"]},
                  {"name": "Preventing another poisoning", "steps": ["Concrete strip or buried mesh under the fence", "Neighbour uses snap traps or bait stations", "Train 'leave it' and 'drop it'", "Lock away pesticides"]}],
   "decisions": [{"decision": "A 40 cm concrete strip along the bottom of the fence", "rationale": "Sarki dug under the fence into the neighbour's compound"}],
   "outcomes": ["Gidan Bege second hole: water at 58 m, 1.5 m³ an hour", "Sarki treated for rat poison, ₦85,000"]}),
 ("2025-05-17", "Mum stopped her blood pressure tablets", [
   ("user", "A family one. My mum, Naomi Dalyop, is 64, a retired primary school headmistress, and she's lived alone in Barkin Ladi since my dad died in 2019. "
            "At the women's fellowship health check at our COCIN church last Sunday her blood pressure was 172/104. It turns out she stopped her amlodipine in March because her ankles were swelling "
            "and she 'didn't want to walk like an elephant'. She told nobody. She also cooks with a lot of salt and Maggi cubes, and she stopped her morning walks when the rains started. "
            "I've booked her at JUTH medical outpatients for Thursday 22 May. What should we ask the doctor, and how do I get her to actually take her tablets?"),
   ("assistant", "I'm glad the fellowship check caught it. I can't give medical advice or change anyone's treatment, but I can help you prepare for the appointment and think about the day-to-day side.\n\n"
                 "## About the swollen ankles\n"
                 "Ankle swelling is a **well-known side effect of amlodipine** and similar medicines (calcium channel blockers), more common at higher doses. "
                 "Your mum's reason for stopping was real, not stubbornness. The good news is that doctors have several options, such as a lower dose or a different type of blood pressure medicine. "
                 "That's exactly the conversation to have, rather than going without.\n\n"
                 "## Questions for the doctor at JUTH\n"
                 "1. 'The amlodipine made my ankles swell. Is there another medicine that won't?'\n"
                 "2. 'What should my blood pressure be, and how often should I check it at home?'\n"
                 "3. 'Do I need blood tests (kidneys, sugar, cholesterol) or an ECG?'\n"
                 "4. 'What should I do if I miss a dose?'\n"
                 "5. 'Which symptoms mean I should come back immediately?'\n"
                 "Write them on a card; it's easy to forget everything in a busy clinic.\n\n"
                 "## A home blood pressure monitor\n"
                 "- Choose an **upper-arm** automatic monitor (wrist ones are less reliable), from a brand that has been clinically validated.\n"
                 "- **Sit quietly for 5 minutes**, back supported, feet flat, arm resting at heart level, no tea or coffee in the previous 30 minutes.\n"
                 "- Take **two readings a minute apart**, morning and evening, and write them down or photograph the screen. A record of a week or two is far more useful to the doctor than one clinic reading.\n\n"
                 "## Salt and seasoning cubes\n"
                 "- Seasoning cubes are **very high in sodium**; one cube can hold a large share of the daily amount. Using half a cube, or more onion, garlic, ginger, pepper and locust beans for flavour, makes a real difference over time.\n"
                 "- Less salt at the table, and watch salty snacks and processed foods.\n"
                 "- More vegetables and fruit.\n\n"
                 "## Movement\n"
                 "A **30-minute walk most days** helps blood pressure. In the rainy season, early mornings before the rain, or walking with a friend to church or the market, can keep it going.\n\n"
                 "## Helping her take the tablets\n"
                 "- **Involve her, don't police her.** She stopped because of a side effect; if she feels heard by the doctor, she's more likely to continue.\n"
                 "- **Tie the tablet to a daily habit**, such as morning devotions or breakfast.\n"
                 "- A **weekly pill box** shows at a glance whether today's dose is taken.\n"
                 "- A **phone alarm**, or a daily check-in call that isn't only about the tablets.\n"
                 "- Ask her to **tell you about any side effect before stopping** anything.\n\n"
                 "## When not to wait\n"
                 "A very severe headache, chest pain, shortness of breath, sudden weakness or numbness of the face, arm or leg, difficulty speaking, or confusion need **emergency care at once**, not a clinic appointment."),
   ("user", "Thank you. I've written the questions on a card for her handbag. I bought her an Omron upper-arm monitor today for ₦52,000 and showed her how to sit for five minutes first; she says it's 'like a small hospital'. "
            "Good news on Sarki too: his clotting test on Thursday was normal, so the vitamin K1 is finished. "
            "And I've started playing table tennis again at the Plateau Club on Tuesday and Thursday evenings. It's the only two hours a week I don't think about boreholes."),
   ("assistant", "Lovely on all three counts. A mother who calls her monitor 'a small hospital' is a mother who'll use it. Bring the monitor to JUTH on the 22nd if you can: some clinics will check it against their own reading. "
                 "And a normal clotting test means Sarki is through the worst. Enjoy the table tennis; two hours of something completely different is good for blood pressure too, yours included.")],
  {"summary": "The user's mother, Naomi Dalyop, 64, a retired primary school headmistress, lives alone in Barkin Ladi since the user's father died in 2019; at the COCIN women's fellowship health check on 11 May 2025 her blood pressure was 172/104; "
              "she had stopped her amlodipine in March 2025 because her ankles were swelling, cooks with a lot of salt and Maggi cubes and stopped her morning walks; the user booked her at JUTH medical outpatients for 22 May 2025; "
              "the assistant (no medical advice) said ankle swelling is a known side effect of amlodipine and the doctor has other options, listed questions for the doctor, explained using an upper-arm home monitor (sit 5 minutes, two readings morning and evening), "
              "cutting salt and seasoning cubes, walking 30 minutes most days, helping her take the tablets (involve her, tie to a habit, pill box, phone alarm), and emergency signs; "
              "the user bought her an Omron upper-arm monitor for ₦52,000; Sarki's clotting test on 15 May 2025 was normal and the vitamin K1 course is finished; the user plays table tennis at the Plateau Club on Tuesday and Thursday evenings.",
   "procedures": [{"name": "Preparing a parent for a blood pressure appointment", "steps": ["Write the questions on a card", "Ask about an alternative to amlodipine", "Ask for the target and home checks", "Ask about blood tests", "Ask what to do about a missed dose"]},
                  {"name": "Home blood pressure readings", "steps": ["Upper-arm validated monitor", "Sit quietly for 5 minutes", "Two readings a minute apart", "Morning and evening", "Keep a record"]}],
   "decisions": [{"decision": "Take Naomi Dalyop to JUTH on 22 May 2025", "rationale": "Her blood pressure was 172/104 after she stopped amlodipine"},
                 {"decision": "Buy an Omron upper-arm monitor (₦52,000)", "rationale": "Home readings twice a day are more useful than one clinic reading"}],
   "outcomes": ["Sarki's clotting test normal", "The user plays table tennis at the Plateau Club"]}),
 ("2025-06-14", "My brother's UK student visa: how much money does he need to show?", [
   ("user", "My younger brother Dachung is 25. He studied computer science at UniJos and has worked for two years as a remote junior developer. He's got an offer for an MSc in Data Science at the University of Leicester, starting in September. "
            "Tuition is £18,500; he has a £4,000 international scholarship and he's paid a £6,000 deposit, and he has his CAS. "
            "The family is pooling money: Dachung has ₦14 million of his own savings, Mum is putting in ₦15 million from her retirement gratuity, our uncle Bitrus in Houston is sending ₦8 million and I'm giving ₦2 million. "
            "The pound is around ₦2,080. Is that enough, and what's the timeline? He wants to apply in early July.\n\n"
            "Mum update: at JUTH on 22 May the doctor switched her from amlodipine to losartan 50 mg. Her ankles are back to normal and her readings are around 135/85. "
            "Dachung made a family WhatsApp group and she posts her reading there every morning with a 'good morning family'."),
   ("assistant", "That's a lovely update about your mum; a WhatsApp group where she posts her readings is exactly the kind of routine that keeps people on their tablets.\n\n"
                 "Now the visa. The rules change from time to time, so **check everything against the current UK government guidance** before he applies, but here's how the sums usually work.\n\n"
                 "## What he has to show\n"
                 "For a Student visa he must show he holds:\n"
                 "1. **The rest of his first year's tuition**, as stated on the CAS: £18,500 - £4,000 scholarship - £6,000 paid = **£8,500**.\n"
                 "2. **Living costs**: for a course outside London, currently **£1,136 a month for up to 9 months = £10,224**.\n\n"
                 "**Total: about £18,724**, which at ₦2,080 is roughly **₦38.9 million**.\n\n"
                 "## Is the family's money enough?\n"
                 "₦14m + ₦15m + ₦8m + ₦2m = **₦39 million**: just above the line, with almost no margin. Two problems:\n"
                 "- **The exchange rate.** If the naira weakens before the statement is printed, ₦39 million may no longer cover £18,724. A buffer of **10% or more** is wise.\n"
                 "- **Whose account.** The money must usually be in **his own account or a parent's** account. A parent's account is fine with his **birth certificate** and a **signed consent letter** from your mum. "
                 "Money in an uncle's or a sister's account generally **doesn't count**, so Uncle Bitrus's and your contributions need to move into Dachung's or your mum's account.\n\n"
                 "## The 28-day rule\n"
                 "- The full amount must be held for **28 consecutive days**, and the closing balance must never dip below the required amount during that time.\n"
                 "- The statement's end date must be **no more than 31 days before** he applies.\n"
                 "- So the clock starts from the day the **last** deposit lands in the account.\n\n"
                 "## Other things to prepare\n"
                 "- A **TB test certificate** from an approved clinic: it's required for applicants from Nigeria.\n"
                 "- The **visa fee** and the **Immigration Health Surcharge** (paid per year of the visa), on top of the funds.\n"
                 "- Academic certificates and transcripts named on the CAS, and his passport.\n"
                 "- Biometrics at the visa application centre.\n\n"
                 "## A rough timeline\n"
                 "1. Move all the money into Dachung's or your mum's account **now**.\n"
                 "2. Wait 28 days; book the TB test for the same period.\n"
                 "3. Print the statement and apply straight after.\n"
                 "4. Standard processing is usually around **three weeks**, which fits a September start if he applies in July.\n"
                 "5. Book flights only once the visa is granted."),
   ("user", "Done. Uncle Bitrus's ₦8 million and my ₦2 million went into Mum's account on 10 June, so the 28 days end on 8 July. "
            "Davou and I are adding ₦1.5 million more as a buffer for the exchange rate. Dachung has booked his TB test in Abuja for 24 June."),
   ("assistant", "That's well organised. Two small things: make sure nobody takes money out of your mum's account during those 28 days, not even for a small emergency, and keep a copy of the transfer receipts in case the visa officer asks where the deposits came from. "
                 "Your mum's consent letter should name Dachung, the amount, and say the money is for his studies. Good luck to him.")],
  {"summary": "The user's brother Dachung Dalyop, 25, a UniJos computer science graduate working as a remote junior developer, has an offer for an MSc in Data Science at the University of Leicester from September 2025: tuition £18,500, a £4,000 international scholarship and a £6,000 deposit paid, CAS issued; "
              "the family is pooling funds: Dachung ₦14 million, their mother ₦15 million from her retirement gratuity, uncle Bitrus in Houston ₦8 million, the user ₦2 million, at about ₦2,080 to the pound; "
              "at JUTH on 22 May 2025 the doctor switched Naomi Dalyop from amlodipine to losartan 50 mg; her ankles are normal and readings around 135/85; she posts them every morning in a family WhatsApp group; "
              "the assistant calculated the funds to show as £8,500 remaining tuition plus £10,224 living costs (£1,136 a month for 9 months), about £18,724 or ₦38.9 million, advised a 10% buffer, "
              "explained that the money must be in his own or a parent's account (with a birth certificate and consent letter) for 28 consecutive days with the statement no older than 31 days, plus a TB test, visa fee and health surcharge; "
              "the uncle's and the user's money went into their mother's account on 10 June 2025, so the 28 days end on 8 July 2025; Davou and the user added ₦1.5 million as a buffer; Dachung's TB test in Abuja is on 24 June 2025.",
   "procedures": [{"name": "UK Student visa funds", "steps": ["Remaining first-year tuition from the CAS", "Living costs £1,136 a month for 9 months outside London", "Money in his own or a parent's account",
                   "Held 28 consecutive days", "Statement no older than 31 days", "TB test, visa fee, health surcharge", "Book flights after the visa"]}],
   "decisions": [{"decision": "Move uncle Bitrus's and the user's money into their mother's account", "rationale": "Only the student's or a parent's account counts for the funds"},
                 {"decision": "Add ₦1.5 million as a buffer", "rationale": "The exchange rate could move before the statement"}],
   "outcomes": ["Naomi Dalyop switched to losartan 50 mg on 22 May 2025", "The 28 days end on 8 July 2025"]}),
 ("2025-07-12", "Solar for the house: two quotes", [
   ("user", "Power question. JED supply in Rayfield has become terrible: maybe 6 to 8 hours a day, often at night, and our 3.5 kVA Firman generator drinks about ₦12,000 of petrol a day. "
            "We rent a three-bedroom bungalow in Rayfield for ₦1.5 million a year; our landlord is Mr. Gyang Bot. We have two quotes:\n"
            "- **SunPlateau Energy:** 5 kVA hybrid inverter, 10 kWh lithium (LiFePO4) battery, 8 x 550 W panels, installed, ₦6.2 million.\n"
            "- **Jos Solar Hub:** 5 kVA inverter, 5 kWh lithium battery, 6 x 450 W panels, ₦4.1 million.\n"
            "Our loads: a fridge, a chest freezer (Davou keeps strawberry samples and meat in it), TV, lights, ceiling fans (no AC, it's Jos), two laptops, a 1 hp pump for the overhead tank, and the pressing iron sometimes. "
            "We rent, so I'm nervous about putting something expensive into a landlord's house. Which quote?"),
   ("assistant", "With ₦12,000 a day going into the generator, solar is very likely worth it; the question is the right size. Let's estimate your daily energy first.\n\n"
                 "## Your daily use (rough)\n"
                 "| Load | Estimate per day |\n"
                 "|---|---|\n"
                 "| Fridge | about 1.2 kWh |\n"
                 "| Chest freezer | about 1.5 kWh |\n"
                 "| TV (5 to 6 hours) | about 0.5 kWh |\n"
                 "| LED lights | about 0.5 kWh |\n"
                 "| Ceiling fans | about 0.6 kWh |\n"
                 "| Two laptops | about 0.3 kWh |\n"
                 "| 1 hp pump (30 minutes) | about 0.4 kWh |\n"
                 "| Pressing iron (occasionally) | up to 1 kWh |\n"
                 "| **Total** | **about 5 to 6 kWh a day** |\n\n"
                 "Roughly half of that runs at night, from the battery.\n\n"
                 "## The two quotes\n"
                 "**Jos Solar Hub (₦4.1m):** 6 x 450 W = 2.7 kW of panels. In the rainy season, with cloudy days, that can fall short of refilling the battery and running the day. "
                 "A 5 kWh battery gives about 4 to 4.5 kWh usable: enough for a night of fridge, freezer, lights and fans, but with **no margin** for a cloudy day or the iron after dark.\n\n"
                 "**SunPlateau (₦6.2m):** 8 x 550 W = 4.4 kW of panels and 10 kWh of storage: it covers the rainy season better, carries you through one poor day, and leaves room for the freezer and the pump. "
                 "For your loads it's the **more comfortable size**.\n\n"
                 "## Payback\n"
                 "At ₦12,000 a day, the generator costs around **₦360,000 a month** in petrol alone, before servicing. Even if solar cuts that by 80%, the SunPlateau system pays back in well under two years.\n\n"
                 "## Because you rent\n"
                 "- Get the landlord's **written permission** before anything goes on the roof or walls.\n"
                 "- Ask for a setup that can **move with you**: panels on removable rails or a ground frame, the inverter and battery wall-mounted with screws you can take out.\n"
                 "- Ask the installer **what it costs to relocate** the system, and keep every receipt and warranty card in your name.\n\n"
                 "## Questions for both installers\n"
                 "1. Which **brands** of inverter and battery, and the warranty on each (battery cycles and years).\n"
                 "2. **Surge protection and earthing**: with an unstable grid, this matters.\n"
                 "3. How the **changeover** between grid, solar and generator works.\n"
                 "4. Whether the price includes cabling, breakers, installation and a visit after one month.\n\n"
                 "And it's always worth asking SunPlateau whether ₦6.2 million is their best price."),
   ("user", "SunPlateau came down to ₦5.8 million for the same system, with a 5-year warranty on the battery. Mr. Bot said yes as long as we don't drill into his roof sheets, "
            "so the panels will go on a ground-mounted frame in the backyard. Installation is booked for Saturday 16 August."),
   ("assistant", "Good negotiation. A ground frame is actually convenient: it's easy to clean and easy to move. A few points for the backyard:\n\n"
                 "- **Face the panels south** with a tilt of about 10 to 15 degrees (Jos is close to 10 degrees north), enough for rain to wash off dust.\n"
                 "- **Fence the frame off**, partly for children and partly for a 50-kg Boerboel who likes digging.\n"
                 "- **Clean the panels** regularly in the Harmattan, when the dust can cut output noticeably.\n"
                 "- Make sure no tree or wall **shades** them between about 9 am and 4 pm.")],
  {"summary": "The JED supply in Rayfield gives about 6 to 8 hours a day and the user's 3.5 kVA Firman generator uses about ₦12,000 of petrol a day; the user rents a three-bedroom bungalow in Rayfield for ₦1.5 million a year from landlord Gyang Bot; "
              "two solar quotes: SunPlateau Energy, 5 kVA hybrid inverter, 10 kWh LiFePO4 battery, 8 x 550 W panels, ₦6.2 million; Jos Solar Hub, 5 kVA inverter, 5 kWh lithium battery, 6 x 450 W panels, ₦4.1 million; "
              "the assistant estimated 5 to 6 kWh a day, found the Jos Solar Hub system too small for the rainy season and nights, recommended the SunPlateau size, estimated payback under two years against ₦360,000 a month of petrol, "
              "and advised written landlord permission, a removable setup, asking the relocation cost, and questions on brands, warranty, surge protection, earthing and changeover; "
              "SunPlateau came down to ₦5.8 million with a 5-year battery warranty; the landlord allowed it if the roof sheets aren't drilled, so the panels go on a ground-mounted frame in the backyard; installation booked for 16 August 2025.",
   "procedures": [{"name": "Sizing home solar", "steps": ["List the loads and estimate daily kWh", "Check night use against usable battery", "Check panels against rainy-season output", "Compare payback against generator petrol"]},
                  {"name": "Solar in a rented house", "steps": ["Written landlord permission", "Removable panels or a ground frame", "Ask the relocation cost", "Keep receipts and warranties in your name"]}],
   "decisions": [{"decision": "Buy the SunPlateau Energy system for ₦5.8 million", "rationale": "Sized for the loads and the rainy season; ₦6.2 million negotiated down, 5-year battery warranty"},
                 {"decision": "Ground-mounted frame in the backyard", "rationale": "The landlord doesn't want the roof sheets drilled"}],
   "outcomes": ["Solar installation booked for 16 August 2025"]}),
 ("2025-07-26", "A job offer from a water NGO: leave Rockwater?", [
   ("user", "I need to think out loud. Ruwa Lafiya Foundation, a water and sanitation NGO with an office in Jos, has offered me the job of Water Resources Officer on a donor-funded programme: "
            "40 hand-pump boreholes in Alkaleri and Kirfi LGAs in Bauchi State over two years. The programme manager, Mrs. Halima Yusuf, interviewed me. "
            "The offer: ₦700,000 net a month, a project Hilux for fieldwork, about two weeks a month in Bauchi, starting 1 September, on a two-year contract tied to the grant.\n\n"
            "Rockwater pays me ₦380,000, and late: my April and May salaries only came in June. When I told Engr. Musa, he said he'd match... well, go up to ₦450,000 if I stay. "
            "I like Friday and the rig crew, and I'd miss the drilling. But two weeks a month away from Nenman is a lot, and Davou is busy with the farm. Help me think, and should I negotiate?"),
   ("assistant", "It sounds like a strong offer, and the fact that you're weighing your crew and your daughter, not just the money, is the right way to look at it. Let's lay it out.\n\n"
                 "## Side by side\n"
                 "| | Rockwater | Ruwa Lafiya |\n"
                 "|---|---|---|\n"
                 "| Pay | ₦380,000 (₦450,000 offered), paid late | ₦700,000 net |\n"
                 "| Security | permanent, but late salaries | two years, tied to a grant |\n"
                 "| Work | private clients, drilling every week | community boreholes, surveys, supervision of contractors |\n"
                 "| Travel | mostly around Jos | about two weeks a month in Bauchi |\n"
                 "| Extras | a crew you know | a project vehicle, a programme on your CV |\n\n"
                 "## The questions that decide it\n"
                 "1. **Late salaries are a warning sign.** An employer that pays two months late may be struggling; a counter-offer doesn't fix cash flow.\n"
                 "2. **What happens after two years?** Ask Halima whether the donor has funded follow-on phases before, and whether staff usually move to other programmes.\n"
                 "3. **Can your family absorb the travel?** Two weeks a month is real. Talk it through with Davou: school runs, the farm's busy seasons, and who Nenman stays with if you're both stuck.\n"
                 "4. **Will you still be a hydrogeologist?** On an NGO programme you'll often supervise drilling contractors rather than drill yourself. That's a shift, but also a step up.\n\n"
                 "## If you lean towards Ruwa Lafiya, negotiate\n"
                 "An NGO offer usually has some room, especially for a specialist. Things worth asking for:\n"
                 "- **Salary:** a counter of around **₦850,000 net** is reasonable given your survey and drilling experience.\n"
                 "- **Field allowance (per diem)** for nights in Bauchi, and who pays accommodation.\n"
                 "- **Health cover (HMO)** for you *and your family*.\n"
                 "- **Pension contributions** under the Contributory Pension Scheme.\n"
                 "- **Security arrangements** for field travel: movement protocols, vehicle tracking, who to call.\n"
                 "- **Professional development:** support for your COMEG registration or a short course.\n\n"
                 "## Leaving well\n"
                 "Check your notice period at Rockwater, tell Engr. Musa face to face, and offer to finish your current jobs and hand over your survey files properly. Jos is a small world for drillers, and you may want Friday's rig again one day."),
   ("user", "Halima came back with ₦760,000 net, ₦15,000 a night field allowance, and HMO cover for me, Davou and Nenman. I'm taking it. "
            "I told Engr. Musa no to the ₦450,000; my last day at Rockwater is Friday 29 August and I start at Ruwa Lafiya on Monday 1 September. Davou says he'll do the school runs when I'm in Bauchi."),
   ("assistant", "Congratulations! That's a real improvement on the first offer, and family health cover is worth a lot. For the first weeks: ask Halima for the programme's logframe and targets, "
                 "the list of communities and any earlier survey data, and who the state RUWASSA contact is. Knowing the targets on day one makes the first field trip much more useful."),
   ("user", "One more thing. Engr. Musa asked whether I'd still do the odd weekend survey for Rockwater's private clients. My Ruwa Lafiya contract says any outside work needs Halima's written approval. Should I even ask?"),
   ("assistant", "It's fine to ask, as long as you do it openly and in writing. The main issue is a **conflict of interest**: Ruwa Lafiya hires drilling contractors, and if Rockwater ever bids for programme work, "
                 "your weekend surveys for them would look bad even if you did nothing wrong. If you ask, propose clear limits:\n\n"
                 "- **Only private clients**, never anything connected to the programme or to Bauchi.\n"
                 "- **You step out of any decision** involving Rockwater as a contractor.\n"
                 "- **No programme equipment, vehicle or time** used for it.\n"
                 "- A limit on how often, so it doesn't eat into the rest you'll need between field trips.\n\n"
                 "If Halima says no, that's a reasonable answer too, and better to know now than after a misunderstanding.")],
  {"summary": "Ruwa Lafiya Foundation, a water and sanitation NGO in Jos, offered the user the post of Water Resources Officer on a donor-funded programme of 40 hand-pump boreholes in Alkaleri and Kirfi LGAs, Bauchi State, over two years: ₦700,000 net a month, a project Hilux, about two weeks a month in Bauchi, starting 1 September 2025; "
              "programme manager Mrs. Halima Yusuf interviewed her; Rockwater pays her ₦380,000 and late (April and May salaries came in June 2025), and Engr. Musa Adamu offered ₦450,000 to stay; "
              "the assistant compared the jobs, warned that late salaries are a warning sign, asked about the two years after the grant, the family and the shift to supervising contractors, and suggested negotiating (about ₦850,000 net, per diem, family HMO, pension, security protocols, COMEG registration); "
              "Halima offered ₦760,000 net, a ₦15,000 a night field allowance and HMO cover for the user, Davou and Nenman; the user accepted and declined the ₦450,000 counter-offer; her last day at Rockwater is 29 August 2025 and she starts at Ruwa Lafiya on 1 September 2025; Davou will do the school runs when she is in Bauchi; Engr. Musa asked whether she would still do weekend surveys for Rockwater's private clients, which needs Halima's written approval under her contract, "
              "and the assistant said to ask openly in writing with limits (only private clients, never the programme or Bauchi, stepping out of any decision involving Rockwater, no programme vehicle or time) because of the conflict of interest.",
   "decisions": [{"decision": "Take the Ruwa Lafiya job at ₦760,000 net with a field allowance and family HMO", "rationale": "Double the pay, Rockwater paid late, and the counter-offer doesn't fix cash flow"},
                 {"decision": "Decline Rockwater's ₦450,000 counter-offer", "rationale": "Late salaries; a better offer elsewhere"}],
   "outcomes": ["Last day at Rockwater 29 August 2025", "Starts at Ruwa Lafiya 1 September 2025"]}),
 ("2025-08-23", "Choosing a primary school for Nenman", [
   ("user", "Nenman starts Primary 1 in September; term begins Monday 15 September. We're choosing between three schools:\n"
            "- **Crestview International School:** excellent, big library, ₦1.45 million a term, 25 minutes' drive.\n"
            "- **Beacon Light Academy** in Rayfield: ₦310,000 a term, 8 minutes from home, classes of 22, a school bus, but a small library.\n"
            "- **Tender Roots Montessori** in Lamingo: ₦420,000 a term; she's been at their nursery and her best friend Amina is going there; 20 minutes away.\n"
            "With my new job I'll be in Bauchi two weeks a month, so Davou will do most of the runs. What should we weigh?\n\n"
            "Other news: the solar was installed last Saturday, 16 August. The final bill was ₦5.95 million, not ₦5.8 million, because we added an automatic changeover switch and a surge protector. "
            "We haven't run the generator since. And Dachung's visa was granted yesterday! He flies from Abuja on Saturday 13 September."),
   ("assistant", "Congratulations to Dachung, and to your generator on its retirement. The changeover and surge protector are money well spent on an unstable grid.\n\n"
                 "Now the school. At Primary 1 the research and most teachers agree on one thing: **the quality of the class teacher and a happy, settled child matter more than the school's brand.** Here's a way to weigh the three.\n\n"
                 "## 1. Cost over the whole of primary\n"
                 "Six years, three terms a year:\n"
                 "- Crestview: ₦1.45m x 18 = **about ₦26 million**, before fee rises, uniforms and trips.\n"
                 "- Beacon Light: ₦310,000 x 18 = **about ₦5.6 million**.\n"
                 "- Tender Roots: ₦420,000 x 18 = **about ₦7.6 million**.\n"
                 "Fees in Nigeria often rise every year or two, so compare the **increase history** too.\n\n"
                 "## 2. The daily run\n"
                 "With you away half the month, the run falls mostly on Davou, who also has a farm in Kuru. **8 minutes with a school bus** is a very different daily life from 20 or 25 minutes in Jos traffic twice a day.\n\n"
                 "## 3. Class size and teaching\n"
                 "22 in a class is good. Ask each school: how do they teach reading, how many adults are in the Primary 1 class, how do they handle a child who's ahead or behind?\n\n"
                 "## 4. Her friend and the Montessori step\n"
                 "Amina matters, but children of five make new friends quickly, and playdates can keep an old friendship going. "
                 "If she moves from a Montessori nursery to a conventional Primary 1, ask how the new school settles children used to choosing their own activities.\n\n"
                 "## 5. The library\n"
                 "A small school library can be made up for at home and with a library card. A great teacher can't be made up for.\n\n"
                 "## What to do this week\n"
                 "- **Visit** the ones you're seriously considering during a school day, and meet the Primary 1 teacher.\n"
                 "- Ask to see Primary 1 exercise books.\n"
                 "- Ask current parents what they'd change.\n"
                 "- Check the **school bus route and times**, and the safety of the pick-up point."),
   ("user", "We visited Beacon Light on Thursday. The Primary 1 teacher, Mrs. Esther Lar, was lovely, reading with a group of children on a mat, and the short drive won it for Davou. "
            "So it's Beacon Light Academy. Amina's mum and I will set up Saturday playdates so Nenman doesn't lose her friend."),
   ("assistant", "That sounds like a well-made choice: a teacher who reads with children on a mat is exactly what you hope to see in Primary 1. "
                 "For the first week, a short, calm goodbye at the gate works better than a long one, and asking 'what did you play?' at pick-up usually gets more than 'how was school?'. "
                 "Good luck to Nenman on the 15th, and safe travels to Dachung on the 13th.")],
  {"summary": "The user's daughter Nenman starts Primary 1 on 15 September 2025; options: Crestview International School (₦1.45 million a term, 25 minutes), Beacon Light Academy in Rayfield (₦310,000 a term, 8 minutes, classes of 22, school bus, small library) "
              "and Tender Roots Montessori in Lamingo (₦420,000 a term, her nursery, her best friend Amina going there, 20 minutes); Davou will do most of the school runs while the user is in Bauchi; "
              "the solar system was installed on 16 August 2025 for a final ₦5.95 million instead of ₦5.8 million because they added an automatic changeover switch and a surge protector; they haven't run the generator since; "
              "Dachung's UK visa was granted on 22 August 2025 and he flies from Abuja on 13 September 2025; "
              "the assistant compared the cost over six years (about ₦26 million, ₦5.6 million and ₦7.6 million), the daily run, class size and teaching, the friend and the Montessori transition, and suggested visiting and meeting the Primary 1 teacher; "
              "after visiting, they chose Beacon Light Academy, where the Primary 1 teacher is Mrs. Esther Lar; the user and Amina's mother will set up Saturday playdates.",
   "decisions": [{"decision": "Nenman goes to Beacon Light Academy in Rayfield", "rationale": "A lovely Primary 1 teacher, Mrs. Esther Lar, an 8-minute drive and a school bus, classes of 22, and a much lower fee"}],
   "outcomes": ["Solar installed on 16 August 2025, final cost ₦5.95 million", "Dachung's visa granted on 22 August 2025"]}),
 ("2025-09-27", "The village head wants the borehole in front of his house", [
   ("user", "Four weeks into Ruwa Lafiya. First survey trip to Alkaleri LGA. In Yalo village, about 1,200 people, the women walk 3 km to a seasonal stream that dries up in January. "
            "The village head, Dagaci Garba Musa, wants the borehole right in front of his compound. My VES there shows fresh granite at only 18 m: almost no weathered zone, hopeless. "
            "The best point, VES-4, is beside the primary school, 350 m away: about 25 m of weathered zone over fractured rock. On top of that, the spot by his compound is 12 m from a pit latrine. "
            "Halima says the community must agree on the site or the programme moves on to another village. How do I tell a village head no without insulting him in front of his people?"),
   ("assistant", "This is one of the classic moments of rural water work, and it can go well. The Dagaci isn't being unreasonable from his side: a borehole by his compound is a sign of status and of his care for the village. "
                 "The aim is to let him **win by choosing the better site**, not to lose an argument.\n\n"
                 "## Before the meeting\n"
                 "- **Speak to him privately first**, with respect and without an audience. Nobody likes to be corrected in front of their people.\n"
                 "- **Bring the state RUWASSA officer** or the LGA WASH unit: it shows this is the programme's rule, not a young woman from Jos overruling him.\n\n"
                 "## Explain with pictures, not numbers\n"
                 "- Show the **two VES curves** side by side on your laptop: 'Here the rock is close, like a floor just under the ground; there is almost no place for water. By the school, the soft layer is deep, like a big sponge.'\n"
                 "- Use the **stream bed or a well** they know as an example of where water lives.\n"
                 "- Say clearly: **a dry hole here would be a failure in front of everyone**, and the programme might not come back.\n\n"
                 "## The latrine\n"
                 "Guidelines generally want a borehole **at least 30 m from a pit latrine**, and more in fractured rock, where dirty water can travel fast. 12 m is a health risk for children, especially with diarrhoeal disease. "
                 "This point alone is hard to argue with, and it's about protecting the village, not about him.\n\n"
                 "## Give him a role\n"
                 "- He **commissions** the borehole and cuts the ribbon.\n"
                 "- He helps **choose the WASH committee** (WASHCOM), with at least half women, since they carry the water.\n"
                 "- The site by the school can be presented as **his gift to the children**.\n\n"
                 "## Then the community meeting\n"
                 "- Present the site as agreed with the Dagaci.\n"
                 "- Agree the **WASHCOM**, its members and a small **monthly contribution** for repairs; hand pumps that nobody pays to repair often stop within a few years.\n"
                 "- Make sure the **women** have a voice in the meeting, not only the men at the front.\n\n"
                 "If he still refuses, that's the programme's decision to make with Halima, not yours alone, but most leaders accept a site when they've been given the credit for it."),
   ("user", "It worked, mostly. I showed the Dagaci the two VES curves on my laptop, with Malam Shehu from Bauchi RUWASSA beside me, and when I said a dry hole by his house would be 'his' dry hole in front of the whole village, "
            "he laughed and agreed to the school site, on condition that he cuts the ribbon. The WASHCOM has 7 members, 4 of them women, and each household will pay ₦200 a month into a repair fund. "
            "Drilling in Yalo is planned for mid-October. The Hilux is great, but the last 40 minutes from Alkaleri to Yalo are sand."),
   ("assistant", "That's a very good outcome: the right site, a leader who gets the credit, and a committee with a women's majority. "
                 "For the sandy road, make sure the Hilux carries a shovel, sand mats or boards, a tow strap, and extra water, and that someone in Jos knows your route and expected time on each field day.")],
  {"summary": "On her first Ruwa Lafiya survey trip to Alkaleri LGA, Bauchi State, the user found that in Yalo village (about 1,200 people, women walk 3 km to a seasonal stream) village head Dagaci Garba Musa wanted the borehole in front of his compound, "
              "where VES shows fresh granite at 18 m and a pit latrine 12 m away; the best point, VES-4 beside the primary school 350 m away, has about 25 m of weathered zone over fractured rock; programme manager Halima Yusuf said the community must agree; "
              "the assistant suggested speaking to him privately first with the RUWASSA officer, explaining with pictures (rock like a floor, the weathered zone like a sponge), the risk of a dry hole, the 30 m minimum distance from a latrine, "
              "giving him a role (commissioning, choosing the WASHCOM with at least half women, the site as his gift to the children), and a community meeting with a repair fund; "
              "the Dagaci agreed to the school site after seeing the VES curves with Malam Shehu of Bauchi RUWASSA, on condition that he cuts the ribbon; the WASHCOM has 7 members, 4 women; each household pays ₦200 a month into a repair fund; drilling in Yalo is planned for mid-October 2025.",
   "procedures": [{"name": "Persuading a village head about a borehole site", "steps": ["Speak privately first", "Bring the RUWASSA officer", "Explain with pictures: rock like a floor, weathered zone like a sponge",
                   "A dry hole would be a public failure", "At least 30 m from a pit latrine", "Give him a role: commissioning and the WASHCOM", "Community meeting with a repair fund"]}],
   "decisions": [{"decision": "Site the Yalo borehole at VES-4 beside the primary school", "rationale": "Fresh granite at 18 m and a pit latrine 12 m away at the Dagaci's compound; 25 m of weathered zone at the school"},
                 {"decision": "Each household pays ₦200 a month into a repair fund", "rationale": "Hand pumps nobody pays to repair stop working"}],
   "outcomes": ["The Dagaci agreed to the school site and will cut the ribbon", "WASHCOM of 7 members, 4 women"]}),
 ("2025-10-25", "A borehole and drip irrigation for Davou's strawberry farm", [
   ("user", "Work first: the Yalo borehole was drilled on Thursday 16 October, water at 41 m, 1.1 m³ an hour, plenty for an India Mark II hand pump.\n\n"
            "Now home. Davou grows strawberries and Irish potatoes on 2 hectares he leases in Kuru, about 25 km south of Jos. The strawberries are on half a hectare and he sells them to Jabi Fresh, a supermarket in Abuja, for ₦6,000 a kilo. "
            "In the dry season, November to March, he irrigates with a petrol pump from an old tin-mining pond, and the pond is usually dry by February. He wants to go to a full hectare of strawberries on drip irrigation. "
            "I surveyed the farm two weekends ago, and on Tuesday 21 October Friday came with the Rockwater rig (Engr. Musa gave us a friends' price, ₦1.1 million): water at 36 m, and the pump test gave 3.2 m³ an hour. "
            "Is that enough for a hectare of strawberries on drip, and how should we set it up? The budget for pump, tank and drip is ₦2.3 million."),
   ("assistant", "Congratulations on Yalo, and on a good farm borehole: 3.2 m³ an hour at 36 m is a solid result in basement rock. Let's check it against the crop.\n\n"
                 "## How much water a hectare needs\n"
                 "In the dry season on the Plateau, with the Harmattan's dry air, strawberries on drip can use around **4 mm a day** at the peak, a bit less in the cooler months.\n"
                 "- 1 hectare = 10,000 m², so 4 mm a day = **40 m³ a day**, and about **44 m³** allowing for drip losses.\n"
                 "- At 3.2 m³ an hour, that's **about 14 hours of pumping a day**.\n"
                 "- For **0.75 hectare**: about 33 m³, roughly **10 hours**.\n"
                 "- For **0.5 hectare**: about 22 m³, roughly **7 hours**.\n\n"
                 "A basement borehole pumped 14 hours every day for months is asking for trouble: the water level can fall, the yield can drop as the dry season goes on, and a solar pump only works in daylight. "
                 "So **a full hectare on this borehole alone is not realistic at the peak**; 0.75 hectare is a comfortable stretch, and half a hectare is safe.\n\n"
                 "## A setup that works\n"
                 "1. **A solar submersible pump** sized to about 3 m³ an hour, set a few metres above the bottom of the hole, with a dry-run protection.\n"
                 "2. **A tank on a stand** (for example 10,000 litres): the pump fills it during the day, and the drip runs by gravity or a small booster in the morning.\n"
                 "3. **Drip lines** under the beds with emitters every 20 to 30 cm, a **screen or disc filter** at the head, and a valve per block so you can irrigate in turns.\n"
                 "4. **Plastic mulch** on the beds: it cuts evaporation a lot, keeps the fruit clean and reduces weeds.\n"
                 "5. **Irrigate early in the morning**, and check the soil by hand a few centimetres down before adding more.\n\n"
                 "## Keep the pond\n"
                 "Use the pond while it lasts in November and December and save the borehole for January to March.\n\n"
                 "## Budget\n"
                 "With ₦2.3 million, a solar pump kit, a 10,000-litre tank and stand, and drip for 0.75 hectare is achievable if you shop carefully; a full hectare of drip would stretch it, and the water wouldn't be there anyway.\n\n"
                 "## Watch the borehole\n"
                 "Ask Davou to measure the **water level** once a week (a dip meter or even a weighted tape). If it keeps falling through January, cut back the area before the well does it for you."),
   ("user", "Davou grumbled about the hectare, but he's decided: 0.75 hectare of strawberries this dry season, with plastic mulch, a 10,000-litre tank on a stand and a solar pump, and the pond pump as back-up. "
            "He's planting the new runners next week, and he's already talking about a second borehole for next year."),
   ("assistant", "That's a sensible compromise. A second borehole next year is a good plan if this one holds up: with weekly water levels from this season, you'll know whether the aquifer can take more, and you can site the second hole far enough away (ideally 100 m or more, on a different fracture) that the two don't compete. "
                 "Good luck with the runners.")],
  {"summary": "The Yalo borehole was drilled on 16 October 2025: water at 41 m, 1.1 m³ an hour, enough for an India Mark II hand pump; "
              "the user's husband Davou Gyang grows strawberries and Irish potatoes on 2 leased hectares in Kuru, about 25 km south of Jos, with strawberries on half a hectare sold to Jabi Fresh, a supermarket in Abuja, for ₦6,000 a kilo; "
              "he irrigates from an old tin-mining pond that dries by February and wants a full hectare of strawberries on drip; the user surveyed the farm and on 21 October 2025 the Rockwater rig drilled it at a friends' price of ₦1.1 million: water at 36 m, 3.2 m³ an hour; budget ₦2.3 million for pump, tank and drip; "
              "the assistant estimated 44 m³ a day for a hectare at peak, about 14 hours of pumping, not realistic, with 0.75 hectare about 10 hours and half a hectare about 7 hours, and suggested a solar submersible pump, a 10,000-litre tank, drip with filter and valves, plastic mulch, morning irrigation, using the pond first and measuring the water level weekly; "
              "Davou decided on 0.75 hectare this dry season with plastic mulch, a 10,000-litre tank on a stand and a solar pump, with the pond pump as back-up; he plants the new runners next week and is thinking about a second borehole next year.",
   "procedures": [{"name": "Drip irrigation from a farm borehole", "steps": ["Estimate daily water need (about 4 mm a day at peak)", "Compare with the borehole yield and pumping hours", "Solar submersible pump with dry-run protection",
                   "Tank on a stand", "Drip lines with a filter and valves per block", "Plastic mulch", "Irrigate early in the morning", "Measure the water level weekly"]}],
   "decisions": [{"decision": "0.75 hectare of strawberries on drip this dry season, not a full hectare", "rationale": "A full hectare would need about 14 hours of pumping a day at 3.2 m³ an hour"},
                 {"decision": "Keep the pond pump as back-up", "rationale": "Use the pond in November and December and save the borehole for January to March"}],
   "outcomes": ["Yalo borehole: water at 41 m, 1.1 m³ an hour", "Farm borehole in Kuru: water at 36 m, 3.2 m³ an hour"]}),
 ("2025-11-22", "Our landlord wants 2.2 million naira: negotiate or move?", [
   ("user", "Housing. Mr. Gyang Bot, our landlord in Rayfield, has written that from 1 March 2026, when our rent is next due, it goes from ₦1.5 million to ₦2.2 million a year, paid upfront as usual, plus a new ₦150,000 service charge. "
            "We've been there five years. We've found a three-bedroom bungalow in Lamingo: ₦1.8 million a year, a bigger compound with a proper wall (good for Sarki), its own borehole, "
            "and 10 minutes closer to the Kuru farm for Davou, but 20 minutes from Nenman's school instead of 8, and the Beacon Light bus doesn't go there. The agent wants 10% and the lawyer 10%, so ₦360,000. "
            "Should we negotiate with Mr. Bot or move? And can we take the solar with us?"),
   ("assistant", "A 47% increase at once is steep, and five years of paying on time gives you some leverage. Here's how I'd look at it.\n\n"
                 "## What each choice costs in the first year\n"
                 "| | Stay in Rayfield | Move to Lamingo |\n"
                 "|---|---|---|\n"
                 "| Rent | ₦2.2m | ₦1.8m |\n"
                 "| Service charge | ₦150,000 | ask |\n"
                 "| Agent and legal fees | none | ₦360,000 |\n"
                 "| Moving the solar | none | ask SunPlateau |\n"
                 "| Moving costs | none | truck, labour, a day off |\n"
                 "| School run | 8 minutes, school bus | 20 minutes, no bus |\n\n"
                 "In year one the costs are close; from year two Lamingo is clearly cheaper, unless that rent rises too. Ask the Lamingo landlord how long the ₦1.8 million is fixed.\n\n"
                 "## Negotiate first\n"
                 "- Ask Mr. Bot for a **smaller step**, for example ₦1.8 to 1.9 million, pointing to five years of reliable payment and the cost to him of an empty house and a new agent.\n"
                 "- Or a **two-year rent at a fixed rate**.\n"
                 "- Check your tenancy agreement for the **notice** he must give and any clause on increases.\n\n"
                 "## If you look seriously at Lamingo: inspect the borehole\n"
                 "You're the best-qualified tenant in Jos for this part:\n"
                 "- Its **depth, age, yield** and when the pump was last replaced.\n"
                 "- Run it for an hour and watch the flow; look at the water's clarity and smell.\n"
                 "- A **water quality test** (bacteria, nitrate, iron, and fluoride, which can be high in some Plateau granites).\n"
                 "- Agree in writing **who repairs the pump** if it fails.\n\n"
                 "## Other checks\n"
                 "- The wall and gate: **no gaps** a Boerboel can use.\n"
                 "- Which JED feeder and band, and whether the neighbourhood's supply is better or worse.\n"
                 "- Security and the road in the rainy season.\n"
                 "- Where the solar panels can stand with **sun all day**.\n\n"
                 "## The solar\n"
                 "Because you chose a ground frame and screw-mounted equipment, it can move. Ask SunPlateau for a **relocation quote**: they should disconnect it, transport the battery carefully, re-install the frame and check the earthing.\n\n"
                 "## The school run\n"
                 "Twenty minutes each way, twice a day, mostly by Davou, is the hidden cost. Count it in."),
   ("user", "Mr. Bot wouldn't go below ₦2 million. So we're taking Lamingo. The landlady there is Mrs. Comfort Dung. I tested her borehole: 60 m deep, good water, but the submersible pump is dead, "
            "and she's agreed in writing to replace it before we move. SunPlateau will move the solar for ₦250,000. We plan to move on Saturday 31 January, so we have February to hand back the Rayfield house. "
            "Nenman stays at Beacon Light; Davou will drive her."),
   ("assistant", "That's a clear decision with the risks covered, especially getting the pump replacement in writing. A month's overlap is very sensible. "
                 "Ask Mrs. Dung for a date for the new pump well before the 31st, and test the borehole again after it's installed, before the truck is booked.")],
  {"summary": "Landlord Gyang Bot is raising the rent on the user's Rayfield bungalow from ₦1.5 million to ₦2.2 million a year from 1 March 2026, plus a ₦150,000 service charge; they've been there five years; "
              "they found a three-bedroom bungalow in Lamingo for ₦1.8 million a year with a walled compound and its own borehole, closer to the Kuru farm but 20 minutes from Beacon Light Academy with no school bus; agent and legal fees ₦360,000; "
              "the assistant compared the first-year costs, suggested negotiating (a smaller step or a fixed two-year rent), inspecting the Lamingo borehole (depth, yield, pump, water quality including fluoride, who repairs), the wall, the JED feeder, security and sun for the panels, and asking SunPlateau for a relocation quote; "
              "Mr. Bot would not go below ₦2 million, so they are taking the Lamingo house from landlady Mrs. Comfort Dung; her borehole is 60 m deep with good water but a dead submersible pump, which she agreed in writing to replace before they move; "
              "SunPlateau will move the solar for ₦250,000; they plan to move on 31 January 2026; Nenman stays at Beacon Light and Davou will drive her.",
   "procedures": [{"name": "Checking a rented house's borehole", "steps": ["Depth, age, yield and pump history", "Run it for an hour and watch the flow", "Water quality test including fluoride", "Agree in writing who repairs the pump"]}],
   "decisions": [{"decision": "Move to the Lamingo bungalow at ₦1.8 million a year", "rationale": "Mr. Bot would not go below ₦2 million; Lamingo is cheaper, walled and closer to the farm"},
                 {"decision": "Move on 31 January 2026", "rationale": "A month's overlap before the Rayfield rent is due on 1 March"}],
   "outcomes": ["SunPlateau will move the solar for ₦250,000", "Mrs. Comfort Dung will replace the borehole pump"]}),
 ("2025-12-20", "Planning Mum's 65th birthday in Barkin Ladi", [
   ("user", "Mum turns 65 on Saturday 27 December and we're giving her a party at her house in Barkin Ladi after the thanksgiving service: about 120 guests, her fellowship women, teachers she worked with, family and neighbours. "
            "Budget ₦1.2 million. The caterer, Mama Ladi, quoted jollof rice, fried rice, chicken, moi moi and zobo at ₦6,500 a head. Canopies and 120 chairs ₦90,000, cake ₦85,000. "
            "Mum says no DJ and no loud music, only the choir. She's doing well: readings around 130/82, and she walks to the market every morning again with her neighbour Mama Ruth.\n\n"
            "Sad part: Dachung can't come home for Christmas. Return flights are over ₦1.8 million and he has exams in the second week of January, so he'll join by video call.\n\n"
            "And my news: I reached the final of the Plateau Club women's singles on Saturday 13 December and lost 3-2 to Grace Nanle, who is 17. Still proud. "
            "Can you help me with the budget and a plan for the day?"),
   ("assistant", "Congratulations on the final! Losing 3-2 to a 17-year-old after a year back at the table is a very respectable result. And it's lovely to hear your mum is walking again.\n\n"
                 "## Budget (₦1.2 million)\n"
                 "| Item | Cost |\n"
                 "|---|---|\n"
                 "| Food: 120 x ₦6,500 | ₦780,000 |\n"
                 "| Canopies and 120 chairs | ₦90,000 |\n"
                 "| Cake | ₦85,000 |\n"
                 "| **Subtotal** | **₦955,000** |\n"
                 "| Left for everything else | ₦245,000 |\n\n"
                 "Things often forgotten:\n"
                 "- **Water and soft drinks** beyond the zobo (ask whether the caterer's price includes sachet or bottled water).\n"
                 "- **Serving staff and take-away packs** for guests who leave early.\n"
                 "- **Souvenirs**, if the family expects them.\n"
                 "- **A photographer**, even for two hours.\n"
                 "- **Fuel for a generator** or your mum's power supply for the evening.\n"
                 "- **A buffer of about 5 to 10%**: guests bring guests.\n\n"
                 "## Food and her blood pressure\n"
                 "Ask Mama Ladi to go easy on salt and seasoning cubes, or to set aside a plate for your mum cooked with less. Older guests will thank her too.\n\n"
                 "## A plan for the day\n"
                 "1. **Morning:** canopies and chairs up the day before if possible; food arrives before the service ends.\n"
                 "2. **After the thanksgiving service:** guests arrive, opening prayer, the **choir** sings.\n"
                 "3. **Food** served, elders first.\n"
                 "4. **Tributes:** three or four short ones (a fellowship sister, a former colleague, a grandchild, you), **two minutes each**.\n"
                 "5. **Dachung's video call** (see below).\n"
                 "6. **Cake and a song**, then your mum's thank-you.\n"
                 "7. Souvenirs and take-away packs as people leave.\n\n"
                 "## Making Dachung's call work\n"
                 "- **Time zone:** Nigeria is one hour ahead of the UK in winter, so 3 pm in Barkin Ladi is 2 pm in Leicester.\n"
                 "- Put the phone on a **tripod**, with a small Bluetooth speaker so the guests can hear him.\n"
                 "- Test the **network signal** at the house the day before, and have a **MiFi or a second SIM** as back-up.\n"
                 "- Ask him to prepare a short tribute; a recorded video as a fallback if the connection fails.\n\n"
                 "Would you like a short tribute of your own drafted?"),
   ("user", "No, I'll write my own, thank you. Final budget: food ₦780,000, canopies and chairs ₦90,000, cake ₦85,000, souvenir mugs with her photo ₦110,000 and a photographer ₦60,000, so ₦1,125,000. "
            "The COCIN Barkin Ladi choir will sing. Dachung will call at 3 pm our time, 2 pm in Leicester, and Nenman is practising 'Happy Birthday' in Berom for her grandma."),
   ("assistant", "That comes in under budget with ₦75,000 to spare for water and surprises. Nenman singing in Berom will probably be the moment everyone remembers. I hope the day is wonderful for your mum.")],
  {"summary": "The user's mother Naomi Dalyop turns 65 on 27 December 2025; party at her house in Barkin Ladi after the thanksgiving service, about 120 guests, budget ₦1.2 million; caterer Mama Ladi at ₦6,500 a head (jollof, fried rice, chicken, moi moi, zobo), canopies and 120 chairs ₦90,000, cake ₦85,000, no DJ, only the choir; "
              "her blood pressure readings are around 130/82 and she walks to the market every morning again with her neighbour Mama Ruth; Dachung can't come home for Christmas because return flights cost over ₦1.8 million and he has exams in January, so he will join by video call; "
              "the user reached the final of the Plateau Club women's singles on 13 December 2025 and lost 3-2 to Grace Nanle, 17; "
              "the assistant drew up the budget (subtotal ₦955,000), listed forgotten items (water, serving staff, souvenirs, photographer, fuel, buffer), suggested less salt for her mother's plate, a plan for the day and how to make the video call work (3 pm in Nigeria is 2 pm in the UK, tripod, speaker, back-up network); "
              "final budget ₦1,125,000 including souvenir mugs ₦110,000 and a photographer ₦60,000; the COCIN Barkin Ladi choir will sing; Dachung calls at 3 pm; Nenman will sing 'Happy Birthday' in Berom.",
   "procedures": [{"name": "A 65th birthday party plan", "steps": ["Set up the day before", "Choir after the thanksgiving service", "Food, elders first", "Short tributes", "Video call", "Cake and thank-you", "Souvenirs and take-away packs"]},
                  {"name": "A video call at a party", "steps": ["Check the time zone", "Phone on a tripod with a speaker", "Test the signal the day before", "MiFi or second SIM as back-up", "A recorded video as fallback"]}],
   "decisions": [{"decision": "No DJ, only the COCIN Barkin Ladi choir", "rationale": "Naomi Dalyop doesn't want loud music"},
                 {"decision": "Dachung joins by video call at 3 pm", "rationale": "Flights cost over ₦1.8 million and he has exams in January"}],
   "outcomes": ["Party budget ₦1,125,000", "Lost the Plateau Club women's singles final 3-2 to Grace Nanle"]}),
 ("2026-01-24", "Moving day with a Boerboel, and the date changes", [
   ("user", "Change of plan. The new submersible pump for the Lamingo borehole came late from Lagos, and Mrs. Dung's plumber can only install it on Saturday 7 February. "
            "I'm not moving a family and a dog into a house without water, so the move is now Saturday 14 February instead of 31 January. Our Rayfield rent runs to the end of February anyway, so it costs us nothing. "
            "SunPlateau will move the solar on Monday 16 February.\n\n"
            "Two questions. First, Sarki: he's 55 kg now, hates the car, and he's the dog who dug under a fence to eat rat poison. How do we move him without drama or an escape? "
            "Second, how do we get through the days between the move and the solar being reconnected? And yes, Nenman has already chosen her room."),
   ("assistant", "Waiting for water was the right call; a house without a working borehole in the dry season would make the first weeks miserable.\n\n"
                 "## Moving Sarki\n"
                 "### Before the day\n"
                 "- **Walk the whole Lamingo boundary** yourselves: gaps at the bottom of the wall, drains, the gate's clearance, loose blocks. A dog who has dug once will test a new place.\n"
                 "- **Ask the new neighbours** whether anyone puts down rat poison, and explain why you're asking.\n"
                 "- Put a **tag with your phone number** on his collar, and check his microchip details if he has one.\n"
                 "- Take some of his **bedding and toys** over early so the new compound already smells of him.\n\n"
                 "### On the day\n"
                 "- The safest option is for Sarki to be **somewhere else**: at a friend's or boarding at the vet, away from open gates, shouting men and furniture in the doorway.\n"
                 "- If he must stay, **shut him in one room** with water and his bed, with a note on the door.\n"
                 "- Collect him **once everything is in and the gate is shut**.\n\n"
                 "### The first days\n"
                 "- Walk him **on the lead** around the whole compound first, then let him explore.\n"
                 "- **Supervise** him outside for the first week and check the wall daily for new digging.\n"
                 "- Keep his meal times and walks the same as before.\n\n"
                 "## The days without solar\n"
                 "- **Keep the generator** and buy fuel before the move; decide what runs on it (the fridge and freezer first).\n"
                 "- **Empty the freezer** as far as possible before the move, and move it last and plug it in first.\n"
                 "- Check the **JED supply** at the new house; you may get some hours.\n"
                 "- **Rechargeable lamps and power banks** for the evenings.\n\n"
                 "## Moving the solar\n"
                 "Ask SunPlateau to:\n"
                 "- Move the **battery upright**, at a moderate charge (around half), protected from knocks.\n"
                 "- Carry the panels **face to face** with padding between them.\n"
                 "- Re-install the **earthing and surge protection** properly at the new house, not as an afterthought.\n"
                 "- Place the ground frame where nothing shades it between about 9 am and 4 pm.\n\n"
                 "And since Davou will drive Nenman to Beacon Light from Lamingo, it's worth doing the school run once as a test at the real time, before the first school day after the move."),
   ("user", "Dr. Hauwa will board Sarki at the clinic on the 14th for ₦10,000 a night, and we'll collect him on Sunday once the gate is checked. "
            "Davou walked the Lamingo wall today: there was one gap behind the kitchen where the drain goes out, now blocked with blocks and cement. And the neighbours on both sides say they use cats, not poison."),
   ("assistant", "That's a good plan, and 'they use cats, not poison' is the best sentence you could have heard from a new neighbour. "
                 "One tip for Sunday: let Sarki arrive to a quiet compound, give him a walk on the lead round the wall, and then his dinner in his usual bowl. It tells him this is home.")],
  {"summary": "The new submersible pump for the Lamingo borehole arrived late from Lagos and Mrs. Comfort Dung's plumber can only install it on 7 February 2026, so the move is now on 14 February 2026 instead of 31 January 2026; the Rayfield rent runs to the end of February; SunPlateau will move the solar on 16 February 2026; "
              "Sarki weighs 55 kg and hates the car; the assistant suggested walking the Lamingo boundary, asking the neighbours about rat poison, an ID tag, bringing his bedding early, boarding him away on the day, collecting him once the gate is shut, supervising him for a week, "
              "and for the days without solar: the generator with fuel, emptying the freezer, JED supply, rechargeable lamps; for moving the solar: battery upright at about half charge, panels face to face, earthing and surge protection re-installed, no shade; and a test school run; "
              "vet Dr. Hauwa Ibrahim will board Sarki on 14 February for ₦10,000 a night and they'll collect him on 15 February; Davou blocked a gap behind the kitchen in the Lamingo wall with blocks and cement; the neighbours use cats, not poison.",
   "procedures": [{"name": "Moving a dog that digs", "steps": ["Walk the whole boundary and block gaps", "Ask neighbours about rat poison", "ID tag", "Bring his bedding early", "Board him away on moving day", "Collect him once the gate is shut", "Walk him on the lead round the compound", "Supervise for a week"]},
                  {"name": "Moving a home solar system", "steps": ["Battery upright at about half charge", "Panels face to face with padding", "Re-install earthing and surge protection", "Ground frame with no shade from 9 am to 4 pm"]}],
   "decisions": [{"decision": "Move on 14 February 2026 instead of 31 January", "rationale": "The Lamingo borehole's new pump came late from Lagos and is installed on 7 February"},
                 {"decision": "Board Sarki at Dr. Hauwa Ibrahim's clinic on moving day (₦10,000 a night)", "rationale": "Keep him away from open gates and movers"}],
   "outcomes": ["Gap behind the kitchen in the Lamingo wall blocked", "Solar to be moved on 16 February 2026"]}),
 ("2026-02-28", "Three dry holes in the programme: what do we do for those villages?", [
   ("user", "We're in Lamingo since Saturday 14 February. Sarki sniffed every metre of the wall and then slept on the veranda all afternoon; SunPlateau reconnected the solar on the 16th, and Mrs. Dung's new pump works. "
            "Nenman says the new house has 'more sky'. Davou's strawberries are in full picking: about 180 kg a week to Jabi Fresh, and from this month they pay ₦7,000 a kilo instead of ₦6,000.\n\n"
            "Work: Halima confirmed me at the end of my probation in December, and since January I'm on ₦820,000 net. The Dagaci cut the ribbon on the Yalo hand pump on 8 November, in a new white babban riga. "
            "By 20 February the programme had drilled 14 boreholes in Alkaleri and Kirfi: 11 productive and fitted with India Mark II hand pumps, and 3 dry, in Dull, Gwaram Tsohuwa and Badara. "
            "Those three villages were promised water too. What can we do for them, and how do I put it to Halima and the donor?"),
   ("assistant", "Congratulations on the confirmation and the rise, and on 11 working hand pumps in six months. Three dry holes out of fourteen in basement rock is within the usual range, but for each of those villages it's 100% failure, so it's right to treat them as unfinished work, not as a statistic.\n\n"
                 "## Options for the three villages\n"
                 "1. **Re-survey with a better method.** If the first sites came from isolated VES points, go back with **lineament mapping** from satellite images and **profiles across** the most promising features, as you did at Gidan Bege. That's the cheapest way to improve the odds of a second hole.\n"
                 "2. **A second hole at a new site**, only where the re-survey finds a clearly better target.\n"
                 "3. **Hydrofracturing** the existing dry holes, if a contractor with the equipment can reach Bauchi: in crystalline rock it can turn a weak or dry hole into a usable one, though results vary. A trial on one hole would show whether it's worth doing on others.\n"
                 "4. **Alternatives where the rock is hopeless:** a hand-dug well into the weathered zone near a valley bottom, rainwater harvesting on school and clinic roofs, or a small piped extension from a productive borehole in a neighbouring village if one is close.\n\n"
                 "## Putting it to Halima and the donor\n"
                 "Donors generally respond well to honest reporting with a plan:\n"
                 "- **State the numbers plainly:** 14 drilled, 11 productive, 3 dry, and which villages.\n"
                 "- **Explain why** in one or two sentences: in basement granite, water is in fractures that single soundings can miss.\n"
                 "- **Propose a costed plan** for the three villages: re-survey, second holes where justified, a hydrofracturing trial, alternatives.\n"
                 "- **Say what you're changing** for the remaining 26 sites, such as lineament mapping and profiles before siting.\n"
                 "- **Ask for the budget adjustment** explicitly, and say what it costs if you don't: three communities that keep walking to seasonal streams.\n\n"
                 "A dry-hole rate that falls in the second half of the programme because the survey method improved is a good story for a donor, better than a perfect-looking report."),
   ("user", "Halima agreed. We're proposing a re-survey of all three villages with lineament mapping and VES profiles in March, a hydrofracturing trial on the Dull hole, and rainwater harvesting at the Badara school if the re-survey finds nothing. "
            "She'll ask the donor to move ₦4.8 million from the contingency line. I'm writing the methods section this weekend."),
   ("assistant", "That's a strong, honest plan, and the Gidan Bege experience is exactly the evidence for it. In the methods section, a short before-and-after is persuasive: how the first sites were chosen, what you'll now add, and how you'll measure whether it works, "
                 "for example the success rate of the next ten holes. Good luck with the writing.")],
  {"summary": "The user's family moved to the Lamingo bungalow on 14 February 2026; Sarki explored the wall and slept on the veranda; SunPlateau reconnected the solar on 16 February 2026 and the new borehole pump works; "
              "Davou's strawberries are in full picking, about 180 kg a week to Jabi Fresh, now paid ₦7,000 a kilo instead of ₦6,000 from February 2026; "
              "Halima Yusuf confirmed the user after probation in December 2025 and she earns ₦820,000 net since January 2026; the Dagaci cut the ribbon on the Yalo hand pump on 8 November 2025; "
              "by 20 February 2026 the Ruwa Lafiya programme had drilled 14 boreholes in Alkaleri and Kirfi, 11 productive with India Mark II hand pumps and 3 dry, in Dull, Gwaram Tsohuwa and Badara; "
              "the assistant suggested re-surveying with lineament mapping and profiles, second holes only where justified, a hydrofracturing trial, alternatives (hand-dug wells, rainwater harvesting, a piped extension), and reporting honestly to the donor with a costed plan and the changes for the remaining 26 sites; "
              "Halima agreed to propose a re-survey of the three villages in March 2026, a hydrofracturing trial on the Dull hole and rainwater harvesting at the Badara school if needed, asking the donor to move ₦4.8 million from the contingency line; the user is writing the methods section.",
   "procedures": [{"name": "After dry holes in a borehole programme", "steps": ["Re-survey with lineament mapping and VES profiles", "Second hole only where the target is clearly better", "Hydrofracturing trial", "Alternatives: hand-dug well, rainwater harvesting, piped extension",
                   "Report the numbers plainly with a costed plan", "Say what changes for the remaining sites"]}],
   "decisions": [{"decision": "Re-survey Dull, Gwaram Tsohuwa and Badara in March 2026, a hydrofracturing trial on the Dull hole, rainwater harvesting at the Badara school if needed", "rationale": "The three villages were promised water; single VES points can miss fractures"},
                 {"decision": "Ask the donor to move ₦4.8 million from the contingency line", "rationale": "To fund the plan for the three dry villages"}],
   "outcomes": ["Moved to Lamingo on 14 February 2026", "Salary ₦820,000 net since January 2026", "14 boreholes drilled, 11 productive, 3 dry", "Jabi Fresh pays ₦7,000 a kilo"]}),
]

QUESTIONS_152 = [
 # single facts the user said about herself, her family, pets and things
 ("What breed is Sarki?", "a brindle Boerboel"),
 ("What does Davou grow?", "strawberries and Irish potatoes, on 2 leased hectares in Kuru"),
 ("Who's the head driller at Rockwater?", "Friday Okon"),
 ("Where does Mum live?", "Barkin Ladi"),
 ("What is Dachung studying, and where?", "an MSc in Data Science at the University of Leicester"),
 ("Who's my manager at Ruwa Lafiya?", "Mrs. Halima Yusuf, the programme manager"),
 ("Which vet treated Sarki?", "Dr. Hauwa Ibrahim at Rayfield Pet Clinic"),
 ("Where do I play table tennis?", "at the Plateau Club, on Tuesday and Thursday evenings"),
 ("Who runs Gidan Bege Children's Home?", "Mrs. Rifkatu Pam, the director"),
 # when
 ("When did the first Gidan Bege hole come up dry?", "Tuesday 18 March 2025"),
 ("When did Sarki eat the rat poison?", "Sunday 13 April 2025"),
 ("When did I start at Ruwa Lafiya?", "Monday 1 September 2025"),
 ("When did Dachung fly to the UK?", "Saturday 13 September 2025, from Abuja"),
 ("When did we move to Lamingo?", "Saturday 14 February 2026 (moved from 31 January)"),
 # counts and amounts
 ("How much did Sarki's treatment for the rat poison cost?", "₦85,000"),
 ("How deep did we drill the dry hole at Gidan Bege?", "85 m"),
 ("How many boreholes has the Ruwa Lafiya programme drilled so far?", "14 (11 productive, 3 dry), by 20 February 2026"),
 # lists across chats
 ("Which boreholes have I sited since last March?", "Gidan Bege Children's Home in Bukuru (a dry hole, then water at 58 m), Yalo village in Alkaleri, Bauchi State (water at 41 m), and Davou's farm in Kuru (water at 36 m)"),
 ("What have we done to keep Sarki safe since the poisoning?", "a 40 cm concrete strip under the Rayfield fence, Ezekiel switched to snap traps, 'leave it' training with Nenman, the gap in the Lamingo wall blocked, and boarding him at Dr. Hauwa's on moving day"),
 ("Which schools did we look at for Nenman?", "Crestview International School, Beacon Light Academy in Rayfield and Tender Roots Montessori in Lamingo"),
 ("What solar quotes did we get?", "SunPlateau Energy, ₦6.2 million (5 kVA, 10 kWh battery, 8 panels), and Jos Solar Hub, ₦4.1 million (5 kVA, 5 kWh battery, 6 panels)"),
 ("Who put money towards Dachung's visa funds?", "Dachung (₦14 million), Mum (₦15 million), Uncle Bitrus (₦8 million), me (₦2 million), and Davou and I a ₦1.5 million buffer"),
 # latest value of something that changed
 ("What's my salary now?", "₦820,000 net a month (since January 2026)"),
 ("Where do we live now?", "a three-bedroom bungalow in Lamingo (₦1.8 million a year)"),
 ("How much did the solar system end up costing?", "₦5.95 million (quoted ₦6.2 million, agreed at ₦5.8 million)"),
 ("What does Jabi Fresh pay Davou for strawberries now?", "₦7,000 a kilo (it was ₦6,000)"),
 # yes/no
 ("Did the second hole at Gidan Bege find water?", "Yes (58 m, 1.5 m³ an hour)"),
 ("Did I win the Plateau Club women's singles?", "No (lost the final 3-2 to Grace Nanle)"),
 ("Did I accept Rockwater's counter-offer?", "No"),
 ("Did Dachung come home for Christmas?", "No"),
 # why
 ("Why did Mum stop taking her amlodipine?", "it made her ankles swell"),
 ("Why didn't the Yalo borehole go in front of the Dagaci's compound?", "the VES showed fresh granite at only 18 m, and it was 12 m from a pit latrine"),
 ("Why did our move to Lamingo get pushed back?", "the new pump for the Lamingo borehole came late from Lagos and couldn't be installed until 7 February"),
 ("Why did I leave Rockwater?", "Ruwa Lafiya paid double (₦760,000 vs ₦380,000) and Rockwater paid salaries late"),
 # what the assistant recommended
 ("What did you tell me to put in the Gidan Bege quote about dry holes?", "a dry-hole clause: if the hole is dry, Gidan Bege pays for the survey, mobilisation and metres drilled but not the pump, tank or solar; say what counts as dry and what happens next"),
 ("What did you suggest for Mum's blood pressure apart from the tablets?", "an upper-arm home monitor with readings morning and evening, less salt and fewer seasoning cubes, a 30-minute walk most days, and a pill box or reminder tied to a daily habit"),
 ("How big did you say Davou's strawberry field could be on the new borehole?", "about 0.75 hectare at most (half a hectare is safe); a full hectare would need about 14 hours of pumping a day"),
 # inference
 ("Could the Kuru borehole alone water a full hectare of strawberries at the peak of the dry season?", "Likely no"),
 ("Would I go back to Rockwater for ₦450,000?", "Likely no"),
 # not in the archive
 ("What's Davou's mother called?", "Not mentioned in my chats"),
 ("Where does Dachung live in Leicester?", "Not mentioned in my chats"),
]


def assistant_chats_68_at(folder):
    """The archive of CHATS_152 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a68c", CHATS_152, "claude")


@pytest.fixture(scope="module")
def assistant_chats_68(tmp_path_factory):
    return assistant_chats_68_at(tmp_path_factory.mktemp("assistant68"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_152, "assistant 68")


def test_the_archive_finds_the_boerboel(assistant_chats_68):
    assert assistant_chats_68.search("Boerboel").results
