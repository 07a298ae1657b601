"""A forty-fourth written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind with its questions and gold answers before any run of
`kbsearch answer` on it, and without reading the answer rules. Its questions are read by the
developers after its first measure. A hydrographer in Rimouski, Quebec, Josée Pelletier, 39, who
maps the bottom of the St. Lawrence for the Canadian Hydrographic Service from a survey launch in
summer and processes the data at the Institut Maurice-Lamontagne in Mont-Joli in winter; she lives
with her partner Olivier, who runs a bike shop, their son Félix, 8, a hockey goalie, and Caribou, a
Nova Scotia duck tolling retriever. She chats with ChatGPT from January to December 2025: replacing
the oil furnace with a heat pump (an energy advisor, three quotes, a back-ordered outdoor unit, a
cost that grows, the oil tank out, the attic insulated, the first Hydro bill), a 27 km ski race and
a half marathon (with her sister Karine, a pharmacist who races longer), savings and RRSP room, her
father's occupational hearing loss from the sawmill and the CNESST claim, her field season, a job
offer in Nova Scotia she turns down, a promotion, Olivier's shop moving (a date that slips), the dog
and the porcupine, Félix giving up goal, a trip to the Magdalen Islands that moves, and a Christmas
that moves to Rimouski, with facts the user updates later (the heat pump's cost and date, her job
title, Félix's position, the shop's address, where Christmas is).
bench/answer_conversations.py asks every question ("assistant 44")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_104 = [
 ("2025-01-11", "Replacing our oil furnace with a heat pump", [
   ("user", "Hi! I'm Josée, I'm 39 and I live in Rimouski, at the Pointe-au-Père end of town, with my partner Olivier, our son Félix (he's 8) and our dog Caribou. "
            "I'm a hydrographer with the Canadian Hydrographic Service: from May to October I'm out on the St. Lawrence mapping the bottom with a multibeam sonar, and in winter I'm at my desk at the Institut Maurice-Lamontagne in Mont-Joli cleaning up the data. "
            "Our house is a 1962 bungalow heated by a forced-air oil furnace from 1998. Last winter we burned about 2,300 litres of heating oil, $3,100 worth, and the technician who serviced it in November told us the heat exchanger is getting tired. "
            "We'd like to switch to a heat pump and get rid of oil completely. Where do I start? I've booked an energy advisor for Friday 24 January."),
   ("assistant", "Getting off oil before the furnace fails is the best possible timing: you get to choose the system and the installer instead of taking whatever is available during a cold snap in February. Here's how I'd approach it.\n\n"
                 "## 1. The energy evaluation comes first\n"
                 "Booking the advisor was the right first move. In Quebec, the government's **Rénoclimat** program starts with a home energy evaluation, and most renovation grants depend on having that evaluation **before** the work and usually another one **after**. "
                 "The advisor will also tell you where your house loses heat, which matters because a heat pump sized for a leaky house will be oversized once you fix the leaks.\n\n"
                 "Ask the advisor to look at:\n"
                 "- **The attic:** houses from the early 1960s often have very little insulation up there.\n"
                 "- **Air leakage:** a blower door test shows how much cold air the house pulls in.\n"
                 "- **The basement walls and rim joists.**\n"
                 "- **Which grants apply** to your situation right now. Programs such as Hydro-Québec's **LogisVert** and Rénoclimat change their amounts and conditions often, so check the current terms rather than relying on anything I say.\n\n"
                 "## 2. Choosing the type of heat pump\n"
                 "Since you already have ducts, the natural choice is a **central ducted heat pump** that uses your existing distribution:\n"
                 "- Look for a **cold-climate model** that keeps a good part of its capacity at -25 °C. Rimouski winters aren't the worst in Quebec, but the wind off the river is real.\n"
                 "- It needs **backup heat** for the coldest days: with oil gone, that's normally an **electric heating coil** in the air handler.\n"
                 "- A properly sized unit is usually between 2 and 4 tons for a bungalow, but only a **heat loss calculation** can tell you; be wary of anyone who sizes it by eye.\n\n"
                 "## 3. Electrical capacity\n"
                 "An electric backup coil draws a lot of current. Many older houses have a **100 A panel**, which may need to be upgraded to 200 A, at a cost of a few thousand dollars. Check your panel before the quotes come in.\n\n"
                 "## 4. The oil tank\n"
                 "Once you stop heating with oil, have the tank **emptied and removed by a licensed company**. Insurers often charge more, or refuse cover, for an old tank, and removing it avoids any risk of a leak in the basement.\n\n"
                 "## 5. Getting quotes\n"
                 "- Get **at least three quotes**, from installers whose work is eligible for the grants.\n"
                 "- Ask each one for the **model numbers**, the **capacity at -15 °C and -25 °C**, the backup heat, what happens to the ducts, and the **warranty on parts and labour**.\n"
                 "- Ask where they would put the **outdoor unit**: it must be raised above the snow and kept away from where snow and ice slide off the roof.\n\n"
                 "## 6. What it might cost\n"
                 "A ducted cold-climate system installed often costs somewhere between **$10,000 and $18,000**, depending on size, brand and how much duct work is needed. Grants can bring that down noticeably.\n\n"
                 "Would you like a list of questions for the advisor's visit on the 24th?"),
   ("user", "Our panel is 200 amps, Olivier checked when he redid the garage wiring. The ducts are original but in decent shape. Olivier runs a bike shop in town, Cycles Neigette, so he's handy, but heating isn't his thing."),
   ("assistant", "A 200 A panel removes one of the most common surprises, so that's good news. For the 24th, ask the advisor for the **heat loss figure** of the house (in BTU/h or kW) and keep the report: every installer should size the heat pump from it, which makes the quotes comparable. "
                 "And ask which improvements he'd do **first** if the budget only allowed one or two. Good luck!")],
  {"summary": "The user, Josée, 39, a hydrographer with the Canadian Hydrographic Service (surveys the St. Lawrence with a multibeam sonar from May to October, processes data in winter at the Institut Maurice-Lamontagne in Mont-Joli), lives in Pointe-au-Père, Rimouski, "
              "with her partner Olivier, who runs the bike shop Cycles Neigette, their son Félix, 8, and their dog Caribou, in a 1962 bungalow heated by a 1998 oil furnace (about 2,300 litres, $3,100 of oil last winter; the heat exchanger is tired); "
              "they want to switch to a heat pump and stop using oil; an energy advisor is booked for 24 January 2025; "
              "the assistant explained the energy evaluation before grants (Rénoclimat, LogisVert, terms change), a cold-climate central ducted heat pump with an electric backup coil sized by a heat loss calculation, checking the electrical panel, removing the oil tank, "
              "getting three quotes with capacities at -15 and -25 °C, warranty and the outdoor unit's position, and a typical cost of $10,000 to $18,000; their panel is 200 A and the ducts are in decent shape.",
   "procedures": [{"name": "Switching from an oil furnace to a heat pump", "steps": ["Energy evaluation before the work", "Choose a cold-climate ducted heat pump with backup heat", "Size it from a heat loss calculation",
                   "Check the electrical panel", "Have the oil tank removed by a licensed company", "Three quotes with capacities, warranty and outdoor unit position"]}],
   "decisions": [{"decision": "Replace the oil furnace with a heat pump", "rationale": "The 1998 furnace's heat exchanger is tired and oil cost $3,100 last winter"}],
   "outcomes": ["Energy advisor booked for 24 January 2025", "Electrical panel is 200 A"]}),
 ("2025-01-26", "Training for a 27 km classic ski race in three weeks", [
   ("user", "Sports question this time. I'm signed up for the 27 km classic at the Gatineau Loppet on Saturday 15 February. It's my first ski race longer than 15 km. "
            "My longest ski this winter is 18 km, about 1 h 50. I can ski three times a week: two weeknights under the lights at Parc Beauséjour and a long one on the weekend. "
            "My sister Karine (she's 36 and a pharmacist in Québec City) is doing the 51 km skate; it's her third Loppet and she's the one who talked me into it. "
            "How should I train for the last three weeks, and what about wax and food on race day? "
            "(Heat pump news: the energy advisor came on Friday. Our attic only has about R-12, and he says we should insulate it too.)"),
   ("assistant", "Three weeks is enough to arrive rested and confident: the endurance you have now is what you'll race on, and the aim is to extend it a little and then freshen up. Here's a simple plan.\n\n"
                 "## Weeks 1 and 2: build\n"
                 "- **Weeknight 1: intervals.** After a 15-minute warm-up, 5 x 4 minutes at a hard but controlled effort, with 2 minutes easy between. Focus on kick and double poling.\n"
                 "- **Weeknight 2: easy technique ski**, 45 to 60 minutes, working on a long glide and weight transfer.\n"
                 "- **Weekend long ski:** **21 km** in week 1, **24 km** in week 2, at a pace where you could talk. Practise eating and drinking on the move.\n\n"
                 "## Week 3: taper\n"
                 "- One short session with a few 1-minute pickups early in the week.\n"
                 "- One easy 30-minute ski two days before the race.\n"
                 "- Rest or a short walk the day before. **Don't try to catch up on training in race week.**\n\n"
                 "## Wax\n"
                 "- Grip wax depends on the **snow temperature and whether it's new or old snow**. Bring a small kit: two or three hard waxes covering -12 °C to -1 °C, and a **klister** in case of icy, transformed tracks.\n"
                 "- Test on the morning of the race on a short loop near the start, and remember that the temperature can change a lot over 2.5 hours.\n"
                 "- Many race organisers have a **wax testing area** or technicians who post recommendations; use them.\n\n"
                 "## Food and drink\n"
                 "- **Breakfast** 2.5 to 3 hours before the start: something you know well, like oatmeal and a banana.\n"
                 "- **During:** aim for 30 to 60 g of carbohydrates per hour after the first 45 minutes, plus warm sports drink from a bottle carrier. Take what the feed stations offer, if you've tried it before.\n\n"
                 "## Pacing\n"
                 "- Start slower than feels natural; the first kilometres of a mass start are always too fast.\n"
                 "- Save something for the last third: that's where you'll pass people.\n\n"
                 "## Clothing\n"
                 "Layers you can unzip, a light hat and spare gloves. If it's below -15 °C, protect your face and fingers.\n\n"
                 "And about the attic: R-12 is very low; most recommendations for Quebec attics today are around R-50 or more, and it's usually one of the cheapest improvements per dollar saved."),
   ("user", "Perfect. Olivier works at the shop on Saturday so Félix stays with him, and Olivier's brother Patrick in Sainte-Luce will take Caribou for the weekend; he has a golden retriever, Moka, and the two of them are best friends. I'm driving to Karine's in Québec City on Thursday and we'll go on to Gatineau together."),
   ("assistant", "That sounds well organised, and travelling with Karine means you have someone experienced for the wax decisions on race morning. Plan to arrive early enough on Friday to collect your bib and ski a short loop on the race trails. Bonne course!")],
  {"summary": "The user is signed up for the 27 km classic at the Gatineau Loppet on Saturday 15 February 2025, her first ski race over 15 km; her longest ski this winter is 18 km in about 1 h 50; she skis three times a week (two weeknights under the lights at Parc Beauséjour, a long weekend ski); "
              "her sister Karine, 36, a pharmacist in Québec City, is doing the 51 km skate, her third Loppet, and talked her into it; the energy advisor came on 24 January 2025: the attic has only about R-12 and should be insulated too; "
              "the assistant gave a three-week plan (intervals, technique, long skis of 21 then 24 km, then a taper), wax advice (hard waxes and klister, test on race morning), food (breakfast 2.5 to 3 hours before, 30 to 60 g of carbs an hour), pacing and clothing, and said R-12 is very low (aim for about R-50); "
              "Félix stays with Olivier, who works Saturday, and Olivier's brother Patrick in Sainte-Luce, who has a golden retriever called Moka, keeps Caribou for the weekend; she drives to Karine's in Québec City on Thursday and they go to Gatineau together.",
   "procedures": [{"name": "Last three weeks before a long classic ski race", "steps": ["Intervals one weeknight", "Easy technique ski another weeknight", "Long ski of 21 km then 24 km",
                   "Taper in race week", "Test grip wax on race morning", "Eat 30 to 60 g of carbs an hour", "Start slower than feels natural"]}],
   "decisions": [{"decision": "Patrick keeps Caribou for the Loppet weekend", "rationale": "Olivier works at the shop on Saturday; Caribou and Patrick's golden retriever Moka are friends"}],
   "outcomes": ["Attic insulation only about R-12 (energy advisor, 24 January 2025)"]}),
 ("2025-02-09", "Comparing three heat pump quotes", [
   ("user", "The advisor, Dominic, sent his report: the attic is R-12 with lots of air leaks, the heat loss is about 38,000 BTU/h, and he estimates we'd get roughly $5,000 back in grants between the programs if we do the heat pump and the attic. Now the quotes, all for a ducted cold-climate system:\n"
            "- Climatisation Rioux, in Rimouski: Mitsubishi, 3 tons, $14,900, installation in April. They did our neighbour's and he's happy.\n"
            "- Thermo-Bas-Saint-Laurent, also in Rimouski: Daikin cold-climate, 3 tons, with a 15 kW electric backup coil, $12,600, can install on Monday 17 March.\n"
            "- Réfrigération Lavoie, in Mont-Joli: Fujitsu, $16,200, including replacing the main duct trunk in the basement, which they say is undersized.\n"
            "Which one would you pick?"),
   ("assistant", "A heat loss figure from the advisor is a big help here: 38,000 BTU/h is consistent with a **3-ton** unit with electric backup, so all three are in the right range. Let's compare them properly.\n\n"
                 "## What to line up side by side\n"
                 "| | Rioux | Thermo-Bas-Saint-Laurent | Lavoie |\n"
                 "|---|---|---|---|\n"
                 "| Brand | Mitsubishi | Daikin | Fujitsu |\n"
                 "| Price | $14,900 | $12,600 | $16,200 |\n"
                 "| Start | April | 17 March | ? |\n"
                 "| Ducts | ? | ? | new main trunk |\n\n"
                 "Before deciding, ask each installer for the same missing details:\n"
                 "1. **Capacity at -15 °C and -25 °C** (in BTU/h), not just the nominal tonnage. All three brands make good cold-climate units, but models within a brand vary a lot.\n"
                 "2. **Backup heat:** is an electric coil included in every quote, and what size?\n"
                 "3. **Ducts:** Lavoie says the main trunk is undersized. Ask the other two whether they checked the ducts and whether theirs includes **sealing the joints**. If two installers say your ducts are fine and one says they need replacing, ask the advisor.\n"
                 "4. **Warranty:** 10 years on parts is common; **labour** warranties vary from 1 to 10 years, and that's where quotes often differ.\n"
                 "5. **Grant eligibility:** make sure the exact model is on the list of eligible equipment for the programs Dominic mentioned.\n"
                 "6. **The outdoor unit:** where will it go, on what stand, and how high above the snow?\n\n"
                 "## My read\n"
                 "- **Thermo-Bas-Saint-Laurent** is the cheapest and the earliest, and mid-March still leaves you several weeks of heating season to test it. If the cold-climate capacity and warranty are comparable, it's the strongest option.\n"
                 "- **Rioux** is a good brand and comes with a happy neighbour, but $2,300 more needs a reason, such as a longer labour warranty.\n"
                 "- **Lavoie** may be right about the ducts, or may be selling you work you don't need. It's worth a second opinion before paying $3,600 more.\n\n"
                 "And keep the attic in the plan: insulating it will make the heat pump's job easier on the coldest days."),
   ("user", "Went with Thermo-Bas-Saint-Laurent: $12,600, installation on Monday 17 March, 10 years on parts and labour. Their technician says our ducts are fine and only need the joints sealed, which is included, and Dominic agreed. We'll have the oil tank taken out once the heat pump is running."),
   ("assistant", "A 10-year labour warranty at the lowest price is a good deal. Keep all the paperwork (quote, invoice, model and serial numbers) together for the grant applications, and book the oil tank removal for a week or two after the installation, once you're sure the new system is running well.")],
  {"summary": "Energy advisor Dominic's report: attic R-12 with many air leaks, heat loss about 38,000 BTU/h, roughly $5,000 in grants expected if they do the heat pump and the attic; three quotes for a ducted cold-climate heat pump: "
              "Climatisation Rioux of Rimouski (Mitsubishi, 3 tons, $14,900, April; did the neighbour's), Thermo-Bas-Saint-Laurent of Rimouski (Daikin, 3 tons, 15 kW backup coil, $12,600, from 17 March), Réfrigération Lavoie of Mont-Joli (Fujitsu, $16,200 including a new main duct trunk); "
              "the assistant said 3 tons fits the heat loss and suggested comparing capacity at -15 and -25 °C, backup heat, ducts, labour warranty, grant eligibility and the outdoor unit's position, and favoured Thermo-Bas-Saint-Laurent if comparable; "
              "the user chose Thermo-Bas-Saint-Laurent for $12,600, installation on Monday 17 March 2025, 10 years on parts and labour; the ducts are fine and only need the joints sealed (included); the oil tank comes out after.",
   "decisions": [{"decision": "Thermo-Bas-Saint-Laurent to install a Daikin cold-climate heat pump for $12,600 on 17 March 2025", "rationale": "Cheapest and earliest, with a 10-year parts and labour warranty"},
                 {"decision": "Keep the existing ducts and seal the joints", "rationale": "The installer and the energy advisor both say they're fine"}],
   "outcomes": ["Heat loss about 38,000 BTU/h", "Grants estimated at about $5,000"]}),
 ("2025-02-23", "Loppet done! Now RRSP, TFSA or Félix's RESP?", [
   ("user", "I did it! 27 km classic in 2:31:40 last Saturday. The wax held the whole way except on the last big hill, where I herringboned like a duck. Karine did her 51 km skate in 3:04:55 and she's over the moon. "
            "Now money, because the RRSP deadline is coming. I earn $86,000 at the Hydrographic Service and I'm in the public service defined-benefit pension plan. Olivier is self-employed with the shop and his income moves around; it was about $52,000 last year. "
            "We have $9,000 sitting in a savings account at the caisse. My notice of assessment says I have $7,200 of RRSP room. We opened an RESP for Félix when he was born but haven't put anything in since 2022. Where should the money go?"),
   ("assistant", "Congratulations on the Loppet! Finishing your first 27 km in two and a half hours is a very solid result, duck herringbone included.\n\n"
                 "Now the money. I'm not a financial planner and I don't know your full situation, so treat this as a way of thinking it through; your caisse advisor can check the numbers.\n\n"
                 "## 1. Félix's RESP first\n"
                 "This is the best return available to you, and it's guaranteed:\n"
                 "- The federal **Canada Education Savings Grant** adds **20%** on the first $2,500 contributed each year ($500).\n"
                 "- Quebec's **QESI** adds another **10%** ($250).\n"
                 "- So **$2,500 in the RESP becomes $3,250** immediately.\n"
                 "- Since you skipped 2023 and 2024, you have **unused grant room**. It can be caught up gradually (the federal grant allows one extra year's worth per year), so contributing more than $2,500 this year can attract extra grant money. Ask the caisse exactly how much.\n\n"
                 "## 2. Your RRSP\n"
                 "- At $86,000 in Quebec, your **combined marginal tax rate is around 41%**, so a $6,000 contribution would bring back roughly **$2,400** in tax.\n"
                 "- Because you're in a **defined-benefit pension**, your RRSP room is reduced each year by your **pension adjustment**. That's why your room is only $7,200: your pension is already doing much of the saving for retirement.\n"
                 "- Contributions made by **3 March 2025** count for your 2024 tax return.\n\n"
                 "## 3. The TFSA (CELI) for the emergency fund\n"
                 "Money you might need, for the house, the car or a slow month at the shop, belongs in a **TFSA** rather than a savings account: withdrawals are tax-free and the room comes back the following year.\n\n"
                 "## 4. Olivier\n"
                 "As a self-employed person without a workplace pension, Olivier probably has **more need for retirement savings** than you do. In a good year an RRSP contribution helps him; in a lean year a TFSA is more flexible. "
                 "A **spousal RRSP** is another option to look at with the caisse.\n\n"
                 "## A possible split of the $9,000\n"
                 "1. **$2,500 or more into the RESP** for the grants.\n"
                 "2. **Up to $6,000 into your RRSP** before 3 March.\n"
                 "3. The rest, and the tax refund, into a **TFSA** as your emergency fund, or toward the attic.\n\n"
                 "Keep at least a small cushion: with a self-employed partner, a few months of expenses within reach matters."),
   ("user", "OK: $2,500 into Félix's RESP this week, $6,000 into my RRSP before Monday 3 March, and the rest stays in a CELI as our emergency money. The refund goes toward the attic."),
   ("assistant", "That's a balanced plan: the grants captured, a tax refund on its way and an emergency fund that stays accessible. Put a reminder in your calendar for next January to do the RESP contribution again, and ask the caisse about catching up the missed grant years.")],
  {"summary": "The user finished the 27 km classic at the Gatineau Loppet on 15 February 2025 in 2:31:40 (the wax slipped only on the last hill); her sister Karine did the 51 km skate in 3:04:55; "
              "she earns $86,000 at the Canadian Hydrographic Service with a public service defined-benefit pension; Olivier is self-employed with the shop (about $52,000 in 2024); they have $9,000 in a savings account at the caisse; she has $7,200 of RRSP room; "
              "Félix's RESP has had no contributions since 2022; the assistant (not a financial planner) recommended Félix's RESP first ($2,500 gets 20% CESG and 10% QESI, $3,250 in total, with catch-up of missed grant years), "
              "then her RRSP before 3 March 2025 (about 41% marginal rate, about $2,400 back on $6,000; her room is reduced by the pension adjustment), an emergency fund in a TFSA (CELI), and for Olivier an RRSP, TFSA or spousal RRSP; "
              "she decided: $2,500 into the RESP, $6,000 into her RRSP before 3 March 2025, the rest in a CELI as emergency money, and the refund toward the attic.",
   "procedures": [{"name": "Order for the family's savings", "steps": ["RESP first for the 30% grants", "RRSP within the room left after the pension adjustment, before the deadline", "TFSA for the emergency fund", "Look at Olivier's own retirement savings"]}],
   "decisions": [{"decision": "$2,500 into Félix's RESP", "rationale": "20% federal and 10% Quebec grants"},
                 {"decision": "$6,000 into her RRSP before 3 March 2025", "rationale": "About 41% marginal tax rate; refund toward the attic"},
                 {"decision": "Keep the rest in a CELI as emergency money", "rationale": "Accessible and tax-free"}],
   "outcomes": ["Gatineau Loppet 27 km classic in 2:31:40", "Karine's 51 km skate in 3:04:55"]}),
 ("2025-03-16", "My father refuses hearing aids", [
   ("user", "Family problem. My dad Réjean is 71 and lives in Chicoutimi with my mom Lise, who's 68 and a retired nurse from the Chicoutimi hospital. "
            "He spent 38 years running the edger at the sawmill in Saint-David-de-Falardeau, and for the first ten years nobody there wore ear protection. Now the TV is at full volume, he answers questions nobody asked, and Mom is at the end of her rope. "
            "She got him to an audiologist in February: moderate to severe hearing loss in both ears. The hearing aid clinic quoted $5,200 for a pair. Dad says hearing aids are for old men and it's far too much money for gadgets. "
            "How do we get him to accept? We'll be in Saguenay next weekend, 21 to 23 March, for Félix's hockey tournament (he's the goalie of his M9 team), staying with my parents. "
            "Also, the heat pump is delayed: Thermo-Bas-Saint-Laurent called, the outdoor unit is back-ordered at their distributor, so the installation has moved from the 17th to Monday 31 March."),
   ("assistant", "This is a very common situation, and it's hard on everyone, your mother most of all. As an AI I can't assess your father's hearing or tell you what he's entitled to, but here are approaches that often work, and one avenue that may change the money question completely.\n\n"
                 "## 1. Check whether the sawmill noise makes this an occupational injury\n"
                 "Thirty-eight years at an edger, ten of them without protection, is exactly the kind of exposure associated with **noise-induced occupational hearing loss**. In Quebec, hearing loss caused by work can be claimed from the **CNESST**, even years after retirement. If a claim is accepted, the CNESST can cover **hearing aids** and related costs.\n"
                 "- The claim usually needs a **medical certificate** and the **audiogram**: the audiologist's report from February is a good start.\n"
                 "- His **work history** matters: employer, years, job, noise exposure.\n"
                 "- The audiologist or his doctor can help, and the CNESST website explains the process. There may be time limits from when he was told the loss could be work-related, so don't wait too long.\n\n"
                 "I can't tell you whether his claim would be accepted, but it's well worth asking. Separately, the **RAMQ** has a hearing aid program with its own eligibility criteria; the clinic can tell you if he qualifies.\n\n"
                 "## 2. Change the conversation\n"
                 "- **Don't make it about age.** Frame it around what he's missing: his grandson's stories, the hockey game, conversations at supper.\n"
                 "- **Talk about your mother's side** calmly, without blame: living with the TV at full volume is exhausting.\n"
                 "- **Modern hearing aids are small** and often rechargeable; many people won't notice them. If he pictures the beige bananas of the 1980s, show him current models.\n"
                 "- **Untreated hearing loss** is linked with social isolation and a higher risk of cognitive decline, which is a real reason to act, not just a comfort.\n"
                 "- **Let him be in control:** a trial period, his choice of model, his appointments.\n\n"
                 "## 3. Use the weekend well\n"
                 "- A **hockey arena** is one of the worst places for someone with hearing loss. He may notice himself how much he misses.\n"
                 "- Choose **one calm moment** to talk, not at the dinner table with everyone.\n"
                 "- Don't push for a decision the same day: plant the idea, especially the CNESST one, and follow up.\n\n"
                 "## 4. For the heat pump\n"
                 "Two weeks' delay is annoying but not serious: make sure the furnace has enough oil to get you to the 31st, and ask Thermo-Bas-Saint-Laurent to confirm the new date in writing."),
   ("user", "The CNESST angle is brilliant. He'd love nothing more than to make the sawmill pay for something. I'll bring it up next weekend, and Mom can help with the forms; she used to fill in CNESST paperwork for patients all the time."),
   ("assistant", "With your mother's experience on those forms, you have a real advantage. Bring a copy of the audiogram and a rough list of his jobs and years at the mill, and good luck to Félix in goal!")],
  {"summary": "The user's father Réjean, 71, lives in Chicoutimi with her mother Lise, 68, a retired nurse from the Chicoutimi hospital; he ran the edger at the sawmill in Saint-David-de-Falardeau for 38 years, the first ten without ear protection; "
              "an audiologist found moderate to severe hearing loss in both ears in February 2025; the clinic quoted $5,200 for a pair of hearing aids; he refuses (hearing aids are for old men, too expensive); "
              "the family will be in Saguenay from 21 to 23 March 2025 for Félix's hockey tournament (Félix is the goalie of his M9 team), staying with her parents; the heat pump installation moved from 17 March to Monday 31 March 2025 because the outdoor unit is back-ordered at the distributor; "
              "the assistant (an AI, can't assess eligibility) suggested a CNESST claim for occupational hearing loss (audiogram, medical certificate, work history; hearing aids covered if accepted), the RAMQ program, framing it around what he misses and Lise's side rather than age, "
              "showing modern small rechargeable models, letting him stay in control, and choosing a calm moment that weekend; the user will raise the CNESST idea and Lise, who knows CNESST forms, will help.",
   "procedures": [{"name": "Helping a parent accept hearing aids", "steps": ["Check for an occupational hearing loss claim with the CNESST", "Ask about the RAMQ program", "Frame it around what he misses, not age",
                   "Show modern models", "Let him stay in control", "Talk at a calm moment and follow up"]}],
   "decisions": [{"decision": "Suggest to Réjean a CNESST claim for his hearing loss", "rationale": "38 years of sawmill noise, ten without protection; the CNESST may pay for the hearing aids"}],
   "discoveries": [{"discovery": "Hearing loss caused by work noise can be claimed from the CNESST even years after retirement"}],
   "outcomes": ["Réjean's hearing loss: moderate to severe in both ears", "Heat pump installation moved to 31 March 2025"]}),
 ("2025-04-06", "Heat pump installed; next, the attic insulation", [
   ("user", "Update! The heat pump went in on Monday 31 March. One surprise: they couldn't put the outdoor unit at the back as planned, because that's exactly where snow slides off the roof, so it's on the east side, which needed a longer refrigerant line set. $550 more, so $13,150 in total. "
            "The oil tank was emptied and taken out on Thursday ($650) and the basement smells better already. The house is quieter and the heat is much more even. "
            "Next is the attic: Isolation Bérubé quoted $3,400 to blow in cellulose from R-12 to R-50, including air sealing, and they can do it on Tuesday 20 May. Anything I should check? "
            "Also, the tournament in Saguenay: Félix's team won bronze and he stopped a penalty shot in the bronze medal game! And Dad agreed to file the CNESST claim. What did it in the end was Félix asking him at supper why he says 'hein?' after everything. Mom and I did the forms on Sunday."),
   ("assistant", "What a fortnight: a warm house, no more oil, a bronze medal and a father who said yes. Moving the outdoor unit out from under the roof edge was the right call; a unit buried in falling snow and ice is a classic problem.\n\n"
                 "## Before the attic job\n"
                 "1. **Vermiculite:** houses from the 1950s and 1960s sometimes have **vermiculite** insulation, which can contain asbestos. If there's any greyish-brown, pebbly material up there, have it tested **before** anyone disturbs it.\n"
                 "2. **Air sealing first:** the gaps around light fixtures, plumbing stacks, the chimney and the attic hatch should be sealed before the cellulose goes in. Confirm it's done, not just listed.\n"
                 "3. **Ventilation:** the insulator should install **baffles at the soffits** so the cellulose doesn't block the air flow under the roof, and check that there's enough roof venting.\n"
                 "4. **Bathroom fan:** it must be ducted **outside**, not into the attic; otherwise moisture will condense in the new insulation.\n"
                 "5. **The hatch:** insulate and weatherstrip it, or it becomes the biggest hole in your R-50.\n"
                 "6. **Depth markers:** ask for rulers stapled to the trusses showing the installed depth, so you (and the advisor) can see you got what you paid for.\n\n"
                 "## The grants\n"
                 "Programs like Rénoclimat generally require a **second evaluation after the work**. Book Dominic for once the attic is done, so the heat pump and the insulation are assessed together.\n\n"
                 "## The heat pump\n"
                 "- Clear snow and ice from around the outdoor unit during the first winter and keep the stand clear.\n"
                 "- Change or clean the **filter** every two to three months.\n"
                 "- Ask Thermo-Bas-Saint-Laurent when the first **annual maintenance** is due to keep the warranty valid.\n\n"
                 "And congratulations to Félix on the penalty shot!"),
   ("user", "Dominic already checked: no vermiculite, just old fibreglass batts. The bathroom fan goes outside through the wall. I'll book him for the after-visit in June."),
   ("assistant", "Then you're in good shape for 20 May. Keep the Bérubé invoice and the depth photos with the heat pump paperwork, and you'll have everything ready for the grant claims after Dominic's second visit.")],
  {"summary": "The heat pump was installed on Monday 31 March 2025; the outdoor unit went on the east side instead of the back, where snow slides off the roof, needing a longer line set for $550 more: $13,150 in total; "
              "the oil tank was emptied and removed on 3 April 2025 ($650); the house is quieter and the heat more even; Isolation Bérubé quoted $3,400 to blow in cellulose from R-12 to R-50 with air sealing, on Tuesday 20 May 2025; "
              "Félix's team won bronze at the Saguenay tournament and he stopped a penalty shot in the bronze medal game; Réjean agreed to file the CNESST claim after Félix asked him why he says 'hein?' after everything; Josée and Lise did the forms; "
              "the assistant advised checking for vermiculite, air sealing first, soffit baffles and roof venting, the bathroom fan ducted outside, insulating the hatch and depth markers, a second energy evaluation for the grants, and keeping the outdoor unit clear, changing the filter and annual maintenance; "
              "the attic has no vermiculite (old fibreglass batts) and the bathroom fan vents outside; Dominic will do the after-visit in June.",
   "procedures": [{"name": "Before insulating an old attic", "steps": ["Test for vermiculite", "Air sealing first", "Soffit baffles and roof venting", "Bathroom fan ducted outside", "Insulate and weatherstrip the hatch", "Depth markers", "Book the after-evaluation"]}],
   "decisions": [{"decision": "Isolation Bérubé to blow in cellulose to R-50 for $3,400 on 20 May 2025", "rationale": "The attic is only R-12 with many air leaks"},
                 {"decision": "Outdoor unit on the east side of the house", "rationale": "Snow slides off the roof at the back"}],
   "outcomes": ["Heat pump installed 31 March 2025, $13,150 in total", "Oil tank removed 3 April 2025 ($650)", "Bronze at the Saguenay tournament", "Réjean's CNESST claim filed"]}),
 ("2025-04-27", "Keeping the household going during my field season", [
   ("user", "My field season starts on Monday 12 May. The first job is the approaches to the port of Gros-Cacouna: I'll be on the survey launch Cormoran with two colleagues, sleeping in a motel in Rivière-du-Loup from Monday to Thursday and home for the weekends, until 6 June. "
            "In July and August it's the Sept-Îles channel from a Coast Guard ship, two weeks on and one week off, and in the fall the Matane ferry terminal. "
            "Meanwhile Olivier's shop is crazy busy in May and June with spring tune-ups, Félix has soccer twice a week, and Caribou is a four-year-old Nova Scotia duck tolling retriever who goes stir crazy without a swim in the river every day. "
            "How do we organise things so Olivier doesn't burn out? And any tips for long days on a small boat? I never get seasick, luckily, unlike Olivier, who turns green on the ferry between Trois-Pistoles and Les Escoumins."),
   ("assistant", "A field season is a family project as much as a work one, and planning it now is the best way to keep May and June from becoming a blur for Olivier. Here's a framework.\n\n"
                 "## 1. Make the weeks predictable\n"
                 "- **A shared calendar** (Google Calendar or similar) with your survey dates, Olivier's late evenings at the shop, soccer, appointments. When everything is in one place, fewer things get dropped.\n"
                 "- **A Sunday check-in** each weekend: who drives where, what's for supper, what needs buying.\n\n"
                 "## 2. Lighten the weekday load\n"
                 "- **Cook on Sundays:** two or three big dishes (a pasta sauce, a soup, a chili) cover most weeknights.\n"
                 "- **Carpool for soccer** with another family, so Olivier only drives one of the two evenings.\n"
                 "- **Grocery delivery or pickup** once a week.\n"
                 "- Accept that the house will be a bit messier until October.\n\n"
                 "## 3. Caribou\n"
                 "Tollers are working retrievers with a lot of energy; a bored one gets creative. Options:\n"
                 "- A **dog walker** two or three days a week, ideally someone who'll take him to the water.\n"
                 "- **Longer outings on the weekends** when you're home.\n"
                 "- **Puzzle feeders and retrieving games** in the yard for short evenings.\n\n"
                 "## 4. Staying connected\n"
                 "- A short **video call at Félix's bedtime** on survey days helps a lot at his age.\n"
                 "- Offshore, in Sept-Îles, agree in advance how often you can realistically call, so nobody worries when the signal drops.\n\n"
                 "## 5. Long days on the launch\n"
                 "- **Layers and rain gear:** the river can be cold in May even when Rimouski is warm.\n"
                 "- **Sun:** reflection off the water burns fast; sunscreen and sunglasses even on grey days.\n"
                 "- **Hydration and food:** pack more than you think; long survey lines make it easy to forget to eat.\n"
                 "- **Fatigue:** staring at sonar displays for 10 hours is tiring; stand up, stretch and look at the horizon between lines.\n"
                 "- Good luck with the seasickness immunity. Olivier may want to stay on land for most of your family's boat plans."),
   ("user", "We found a dog walker: Maude, a student in animal health technology at the cégep, $20 for an hour, on Tuesdays and Thursdays, and she takes him to the river. Félix's friend Nathan's mom will do the soccer carpool on Wednesdays."),
   ("assistant", "That covers the two hardest weekday problems. A walker who takes Caribou swimming twice a week will make a visible difference to his evenings, and to Olivier's. Have a good start on the 12th!")],
  {"summary": "The user's field season starts on Monday 12 May 2025: the approaches to the port of Gros-Cacouna on the survey launch Cormoran with two colleagues until 6 June (motel in Rivière-du-Loup Monday to Thursday, home on weekends); "
              "in July and August the Sept-Îles channel from a Coast Guard ship, two weeks on and one week off; in the fall the Matane ferry terminal; Olivier's shop is very busy in May and June; Félix has soccer twice a week; "
              "Caribou is a four-year-old Nova Scotia duck tolling retriever who needs a swim every day; she never gets seasick, but Olivier does, even on the Trois-Pistoles to Les Escoumins ferry; "
              "the assistant suggested a shared calendar and a Sunday check-in, cooking on Sundays, carpooling, grocery pickup, a dog walker, bedtime video calls, and for the launch layers, sun protection, food and water and breaks from the screens; "
              "they hired Maude, a student in animal health technology at the cégep, as a dog walker at $20 an hour on Tuesdays and Thursdays (she takes Caribou to the river); Nathan's mother will do the soccer carpool on Wednesdays.",
   "procedures": [{"name": "Running the household during a field season", "steps": ["Shared calendar", "Sunday check-in", "Cook on Sundays", "Carpool", "A dog walker", "Bedtime video calls"]}],
   "decisions": [{"decision": "Hire Maude as a dog walker, $20 an hour on Tuesdays and Thursdays", "rationale": "Caribou needs exercise and a swim while Josée is away and Olivier is busy"},
                 {"decision": "Soccer carpool on Wednesdays with Nathan's mother", "rationale": "Lighten Olivier's load"}],
   "outcomes": ["Field season 2025: Gros-Cacouna (12 May to 6 June), Sept-Îles (July and August), Matane ferry terminal (fall)"]}),
 ("2025-05-25", "Should Olivier move the bike shop to a bigger space?", [
   ("user", "Olivier has a chance to move Cycles Neigette. Right now he rents 90 m² on rue Saint-Jean-Baptiste for $1,450 a month and the bikes are stacked to the ceiling. "
            "There's a 210 m² space with big front windows on rue Saint-Germain Est for $2,300 a month, on a five-year lease, available next month, so he'd move on 1 July. "
            "With the space he wants to hire an apprentice, Jérémie, 19, who's been helping on Saturdays, and to start tuning and waxing skis in winter so the shop isn't dead from November to March. "
            "His sales were about $310,000 last year, with a gross margin of about 35%. I'm nervous: we just spent over $13,000 on the heat pump. What should he look at before signing? "
            "(Gros-Cacouna is going well, only three fog days so far.)"),
   ("assistant", "It's a classic growth decision for a small shop: more space means more sales potential, but also fixed costs that don't care whether it rains all summer. I'm not a business advisor, but here's how I'd test the idea.\n\n"
                 "## 1. How much more does he need to sell?\n"
                 "- Extra rent: $2,300 - $1,450 = **$850 a month, $10,200 a year**.\n"
                 "- An apprentice full-time, even at a modest wage, might cost **$35,000 to $40,000 a year** with payroll charges.\n"
                 "- Together, roughly **$45,000 to $50,000 a year** of extra costs.\n"
                 "- At a 35% gross margin, he'd need about **$130,000 to $145,000 of extra sales** to cover them, unless the apprentice also frees Olivier to do more paid work himself. That's a 40 to 45% increase on $310,000.\n\n"
                 "That may be realistic if the shop is turning customers away today, or if service work (which has a higher margin than bikes) grows. It's worth being honest about which.\n\n"
                 "## 2. The winter idea\n"
                 "Ski tuning and waxing is a smart way to use a quiet season: the same bench skills, low stock, and Rimouski has a lot of skiers. Work out a price list and a rough number of skis per week to see what it could bring in.\n\n"
                 "## 3. Negotiate the lease\n"
                 "- **Free rent** for the first one to three months, to cover the move and set-up.\n"
                 "- **A renewal option** after five years, so a successful location can't be taken from him.\n"
                 "- **Leasehold improvements:** who pays for the electrical work, lighting and the floor?\n"
                 "- **Personal guarantee:** landlords often ask for one; try to cap it (for example to one year's rent).\n"
                 "- **Assignment or subletting** in case he needs to get out.\n"
                 "- The **move-in date in writing**, with what happens if the space isn't ready.\n\n"
                 "## 4. Cash\n"
                 "Moving costs money before it earns any: the move, signs, shelving and a quieter week. He should keep **three months of fixed costs** in reserve.\n\n"
                 "## 5. Free help\n"
                 "The local **SADC** and Services Québec offer free advice and sometimes loans for small businesses; an hour with them to review the numbers costs nothing."),
   ("user", "He's going to ask the landlord for two months free and a renewal option, with the personal guarantee capped at one year. Jérémie would start full-time when they move."),
   ("assistant", "Those are three sensible asks. If the landlord agrees to most of them, that's also a good sign about the relationship for the next five years. Make sure the date the space will be ready is written into the lease.")],
  {"summary": "Olivier's shop Cycles Neigette rents 90 m² on rue Saint-Jean-Baptiste for $1,450 a month; a 210 m² space with big windows on rue Saint-Germain Est is available for $2,300 a month on a five-year lease, with a planned move on 1 July 2025; "
              "he wants to hire Jérémie, 19, who helps on Saturdays, as a full-time apprentice and start tuning and waxing skis in winter; 2024 sales about $310,000 with a 35% gross margin; the Gros-Cacouna survey is going well (three fog days); "
              "the assistant (not a business advisor) estimated $45,000 to $50,000 a year of extra costs (rent $850 a month plus an apprentice) needing $130,000 to $145,000 of extra sales, called winter ski tuning smart, "
              "and suggested negotiating free rent, a renewal option, leasehold improvements, a capped personal guarantee, assignment and the move-in date, keeping three months of fixed costs in reserve, and asking the local SADC; "
              "Olivier will ask for two months free, a renewal option and a guarantee capped at one year; Jérémie would start full-time at the move.",
   "decisions": [{"decision": "Olivier to negotiate two months free rent, a renewal option and a personal guarantee capped at one year", "rationale": "Limit the risk of a $2,300 a month five-year lease"},
                 {"decision": "Hire Jérémie as a full-time apprentice at the move", "rationale": "More space and a winter ski tuning service"}],
   "outcomes": ["Planned move of the shop on 1 July 2025"]}),
 ("2025-06-15", "Porcupine quills, and a job offer from Nova Scotia", [
   ("user", "What a week. Last Sunday Caribou went after a porcupine on a trail in the Parc national du Bic: about forty quills in his muzzle and a few in his tongue. Emergency visit at the vet in Rimouski, sedation, $740. He's fine, and I'm sure he learned nothing. "
            "Second thing: Atlantic Seabed Surveys, a private company in Dartmouth, Nova Scotia, has offered me a senior hydrographer job at $98,000, mostly offshore wind farm and cable route surveys. We'd have to move. I make $86,000 with a defined-benefit pension. "
            "Olivier signed the new shop lease last Tuesday: two months free, five years with a renewal option. But the move has slipped to 1 August because the landlord's electrical upgrade isn't finished. "
            "I'm 90% sure I'm saying no to Dartmouth, but help me think it through; they want an answer by Friday 20 June. (And I've signed up for the 10 km trail race at Bic on the 28th.)"),
   ("assistant", "Poor Caribou, and poor you. I'll start with him and then the job.\n\n"
                 "## Porcupines\n"
                 "- Quills have **barbs** and work their way deeper, which is why sedation at the vet was the right call; never pull them at home on a dog who's struggling.\n"
                 "- Over the next weeks, watch for **swelling or a small bump** on his face or chest: a broken quill tip can migrate and cause an abscess.\n"
                 "- Unfortunately, many dogs **do** go back for a second round. Porcupines are active at dusk and dawn, so a leash in the woods at those times is the only reliable prevention.\n\n"
                 "## The job offer\n"
                 "As an AI, I can't tell you what's right for your family, but I can help you weigh it.\n\n"
                 "### The money isn't $12,000\n"
                 "- A **defined-benefit public service pension** is worth a lot: employer contributions and a guaranteed, indexed income for life. Depending on the plan, it can be worth the equivalent of **10 to 20% of salary**.\n"
                 "- A private company may offer a group RRSP with a match, but rarely anything comparable.\n"
                 "- Add **job security**, and the gap may disappear altogether.\n\n"
                 "### The family side\n"
                 "- **Olivier just signed a five-year lease** and is hiring. Leaving now would mean breaking or assigning it, or him staying behind.\n"
                 "- **Félix:** a move to an English-speaking province changes his schooling, though Nova Scotia does have French-language schools.\n"
                 "- **Your parents:** you're currently about four hours from Chicoutimi; from Dartmouth it's a very long drive, just as your father's health is a concern.\n\n"
                 "### The career side\n"
                 "- Offshore wind and cable surveys are a growing field, and experience there is valuable.\n"
                 "- But that experience can also come later, or through **contract work** without moving.\n\n"
                 "### Questions to ask yourself\n"
                 "1. If the salary were the same, would I still want this job?\n"
                 "2. What would Olivier give up, and would he resent it?\n"
                 "3. Is there a version of this (remote data processing, winter contracts) that I could say yes to?\n\n"
                 "From what you describe, your 90% sounds well founded. Declining politely and keeping the door open costs you nothing."),
   ("user", "That confirms it. I'll say no on Friday and tell them I'd be open to winter contract work on data processing."),
   ("assistant", "That's a graceful way to decline: it leaves a good impression and possibly some interesting work in the quiet months. And good luck at Bic on the 28th; maybe leave Caribou at home for that one.")],
  {"summary": "On Sunday 8 June 2025 Caribou went after a porcupine in the Parc national du Bic: about forty quills in his muzzle and tongue, removed under sedation at an emergency vet visit in Rimouski for $740; "
              "Atlantic Seabed Surveys of Dartmouth, Nova Scotia, offered the user a senior hydrographer job at $98,000 (offshore wind and cable route surveys) that would require moving; she earns $86,000 with a defined-benefit pension; answer due 20 June 2025; "
              "Olivier signed the new shop lease on 10 June 2025 (two months free, five years with a renewal option); the shop move slipped from 1 July to 1 August 2025 because the landlord's electrical upgrade isn't finished; she is signed up for the 10 km trail race at Bic on 28 June 2025; "
              "the assistant explained quill migration and leashing at dusk and dawn, and (as an AI, can't decide for her) weighed the pension worth 10 to 20% of salary, job security, Olivier's lease, Félix's schooling, distance from her parents and the career value of offshore work; "
              "she will decline on Friday 20 June and say she is open to winter contract work on data processing.",
   "decisions": [{"decision": "Decline the Atlantic Seabed Surveys job in Dartmouth", "rationale": "The pension and job security outweigh $12,000 more; Olivier's new lease; Félix; distance from her parents"}],
   "discoveries": [{"discovery": "Broken quill tips can migrate and cause an abscess; many dogs go after porcupines again"}],
   "outcomes": ["Vet bill for porcupine quills $740", "Shop move moved to 1 August 2025", "Shop lease signed 10 June 2025"]}),
 ("2025-07-06", "Dad's CNESST claim accepted: choosing his hearing aids", [
   ("user", "Good news: the CNESST accepted Dad's claim for occupational hearing loss on Friday 27 June, so they're paying for his hearing aids. He's working with Julie Harvey, a hearing aid practitioner in Chicoutimi. "
            "There are two options: Phonak rechargeables that sit behind the ear, or Oticon ones with size 312 batteries. Dad lost the tip of his left index finger at the mill in 1989, so changing tiny batteries would be a nightmare for him. The fitting is set for Tuesday 22 July. What should he expect in the first weeks? "
            "Other news: I turned down the Dartmouth job on 20 June. What tipped it was the pension, Olivier's new lease, and being four hours from my parents instead of twelve. "
            "And our Magdalen Islands trip, planned for 2 to 9 August, has moved to 16 to 23 August, because the Coast Guard pushed our Sept-Îles survey back two weeks for a repair on the ship. I had to change the CTMA ferry booking from Souris, a $45 fee. Oh, and I ran the Bic 10 km trail in 58:12!"),
   ("assistant", "That's a lot of good news at once: the claim, a clear decision on the job, and a trail race under the hour. For your father, rechargeables sound like the obvious choice given his finger; being able to drop them in a charger every night removes one of the main reasons people stop wearing hearing aids.\n\n"
                 "## What the first weeks are usually like\n"
                 "1. **Everything sounds loud and strange at first.** The fridge, the indicator in the car, his own footsteps, paper rustling: his brain hasn't heard these sounds for years and has to relearn to filter them.\n"
                 "2. **His own voice will sound odd,** a bit hollow or too loud. This usually fades within a few weeks.\n"
                 "3. **Wear them all day, every day.** The most important rule: the brain adapts through constant use. People who only put them in \"for company\" never get used to them.\n"
                 "4. **Start with easy situations:** quiet conversations at home, then the TV, then outings. Restaurants and arenas come last.\n"
                 "5. **Follow-up visits matter.** Julie will adjust the settings after a week or two, based on what he reports. Encourage him to note what bothers him.\n"
                 "6. **Group conversations stay hard.** Hearing aids help a lot, but noisy places with several people talking remain the toughest situation, even with good devices.\n\n"
                 "## Helpful extras\n"
                 "- **A TV streamer** sends the sound directly to the hearing aids, so he can watch at a normal volume while your mother hears the room normally.\n"
                 "- **Phone streaming** through Bluetooth works well with most current models.\n"
                 "- Ask Julie what the CNESST covers: accessories, maintenance and replacement after several years may be included.\n\n"
                 "## How the family can help\n"
                 "- **Face him when you talk,** and get his attention before starting.\n"
                 "- **Don't shout;** speak clearly at a normal pace.\n"
                 "- **Praise the effort,** not the device. The first month is the hardest part.\n\n"
                 "And a $45 ferry change is a small price for not having to cancel the Islands altogether."),
   ("user", "He's taking the Phonak rechargeables plus a TV streamer; the CNESST covers both. Mom has already hidden the TV remote."),
   ("assistant", "Your mother has clearly been waiting for this day. Good luck to your father on the 22nd, and enjoy the Sept-Îles survey before the holiday.")],
  {"summary": "The CNESST accepted Réjean's occupational hearing loss claim on 27 June 2025 and pays for his hearing aids; he works with Julie Harvey, a hearing aid practitioner in Chicoutimi; options were Phonak rechargeables behind the ear or Oticon with size 312 batteries; "
              "he lost the tip of his left index finger at the mill in 1989, so small batteries are hard for him; the fitting is on Tuesday 22 July 2025; the user declined the Dartmouth job on 20 June 2025 because of the pension, Olivier's new lease and being four hours from her parents instead of twelve; "
              "the Magdalen Islands trip moved from 2-9 August to 16-23 August 2025 because the Coast Guard pushed the Sept-Îles survey back two weeks for a repair on the ship; changing the CTMA ferry from Souris cost $45; she ran the Bic 10 km trail race in 58:12 on 28 June 2025; "
              "the assistant explained the first weeks with hearing aids (sounds loud, own voice odd, wear them all day, easy situations first, follow-up adjustments, group conversations stay hard), a TV streamer, phone streaming, and how the family can help; "
              "Réjean chose Phonak rechargeables and a TV streamer, both covered by the CNESST.",
   "procedures": [{"name": "Getting used to new hearing aids", "steps": ["Expect sounds to be loud and strange", "Wear them all day, every day", "Start with quiet situations", "Go back for adjustments", "Use a TV streamer", "Family: face him, don't shout, praise the effort"]}],
   "decisions": [{"decision": "Réjean gets Phonak rechargeable hearing aids and a TV streamer", "rationale": "He lost a fingertip at the mill in 1989 and can't handle small batteries; the CNESST covers both"},
                 {"decision": "Declined the Dartmouth job on 20 June 2025", "rationale": "The pension, Olivier's new lease, four hours from her parents instead of twelve"},
                 {"decision": "Magdalen Islands trip moved to 16-23 August 2025", "rationale": "The Sept-Îles survey was pushed back two weeks for a ship repair"}],
   "outcomes": ["CNESST claim accepted 27 June 2025", "Hearing aid fitting 22 July 2025", "Bic 10 km trail in 58:12"]}),
 ("2025-08-03", "Half marathon training around a ship schedule", [
   ("user", "I'm on my week off from the Sept-Îles survey. I've signed up for the Rimouski half marathon on Sunday 21 September, and my goal is under 1:55. My only other half was 2:02, in 2019. "
            "The problem: on the ship I can only use a treadmill in a tiny gym, and I'm back on board tomorrow until the 15th, then we leave for the Islands on the 16th. "
            "Karine is running the full marathon in Québec City at the end of the month and says I should run five times a week, which sounds crazy with my schedule. "
            "Other news: Olivier reopened in the new shop on rue Saint-Germain Est on Friday, and sold four bikes on the first day. And Dad has had his hearing aids since 22 July: Mom says he asked her what that noise was, and it was the fridge."),
   ("assistant", "The fridge story is exactly how the first weeks with hearing aids go, so it sounds like he's wearing them properly. Congratulations to Olivier too.\n\n"
                 "Now the half. A 1:55 means an average of **5:27 per km**. Coming from 2:02 six years ago and a 58-minute trail 10 km in June, it's ambitious but possible in seven weeks if the training is consistent.\n\n"
                 "## Four runs a week is enough\n"
                 "Karine is training for a full marathon, which needs more volume. For a half with your schedule, **four runs a week** done consistently beat five that you keep skipping.\n\n"
                 "## Weeks 1 and 2 (on the ship)\n"
                 "Set the treadmill at **1% incline** to make up for the lack of wind.\n"
                 "- **Intervals:** 6 x 800 m at 5:05 to 5:10 per km, 2 minutes easy between.\n"
                 "- **Tempo:** 20 to 25 minutes at 5:20 to 5:25 per km.\n"
                 "- **Easy:** 40 minutes.\n"
                 "- **Long:** 14 km, then 16 km. On a treadmill, split it into blocks with short breaks if you need to; that's fine.\n\n"
                 "## Week 3 (the Islands)\n"
                 "Keep it light: three easy runs and one long run of **17 to 18 km** on the roads. Sand and dunes are lovely but hard on the calves; keep beach running short.\n\n"
                 "## Weeks 4 and 5 (home, and the Matane survey if it has started)\n"
                 "- One interval session, one tempo of up to 35 minutes at goal pace.\n"
                 "- Long runs of **18 to 19 km**, with the last 3 km at goal pace.\n\n"
                 "## Weeks 6 and 7: taper\n"
                 "- Cut the volume by about a third, then half, keeping a little speed.\n"
                 "- Last long run of 12 km ten days before the race.\n\n"
                 "## Race day\n"
                 "- Start at 5:30 to 5:35 per km for the first 3 km, then settle at 5:27.\n"
                 "- Check the course and the **wind forecast**; along the river, a headwind can cost you minutes. If the wind is strong, run by effort, not by pace.\n"
                 "- Practise your gels during the long runs."),
   ("user", "Four runs a week it is. I'll tell Karine her plan is for marathoners."),
   ("assistant", "She'll probably agree, once her own race is behind her. Good luck with the treadmill sessions, and watch your footing in the ship's gym if the sea picks up.")],
  {"summary": "The user is on her week off from the Sept-Îles survey; she signed up for the Rimouski half marathon on Sunday 21 September 2025 with a goal under 1:55 (her only other half was 2:02 in 2019); on the ship she can only use a treadmill; she is back on board from 4 to 15 August, then the Islands trip from 16 August; "
              "Karine is running the full marathon in Québec City at the end of August and suggested five runs a week; Olivier reopened the shop at the new space on rue Saint-Germain Est on Friday 1 August 2025 and sold four bikes the first day; "
              "Réjean has had his hearing aids since 22 July 2025 and asked Lise what a noise was: the fridge; "
              "the assistant said 1:55 means 5:27 per km and is ambitious but possible, that four runs a week is enough for a half, and gave a seven-week plan (treadmill at 1% incline with intervals, tempo and long runs, light running on the Islands, long runs to 18-19 km, a taper) and race advice (start slightly slower, watch the wind along the river); "
              "she will run four times a week.",
   "procedures": [{"name": "Seven weeks to a half marathon around a ship schedule", "steps": ["Treadmill at 1% incline", "Intervals, tempo, easy and long runs", "Light week on the Islands with one long run",
                   "Long runs of 18 to 19 km with goal pace at the end", "Taper in the last two weeks", "Start slightly slower and run by effort in the wind"]}],
   "decisions": [{"decision": "Four runs a week for the half marathon", "rationale": "Consistent with her ship schedule; five is for a full marathon"}],
   "outcomes": ["Shop reopened on rue Saint-Germain Est on 1 August 2025", "Réjean wearing hearing aids since 22 July 2025"]}),
 ("2025-08-31", "Back from the Magdalen Islands; Félix wants to stop playing goalie", [
   ("user", "We're back from the Magdalen Islands (16 to 23 August). We camped on Havre-Aubert, kayaked, ate far too much lobster, and Caribou swam every single day until he cut a paw pad on a broken shell at the Dune-du-Sud beach. We cleaned and bandaged it and he was fine after three days. "
            "Olivier was seasick both ways on the five-hour ferry, poor guy. "
            "Now the hockey question: Félix moves up to M11 this season, and he's announced he doesn't want to be a goalie anymore. He wants to play defence, because he wants to skate and score goals, and his best friend Nathan plays defence. "
            "We spent about $1,100 on his goalie gear last year. Do we let him switch? Registration closes this week."),
   ("assistant", "The Islands sound wonderful, cut paw aside; shells and broken glass are the classic beach injuries for water dogs, and a clean, bandaged cut usually heals quickly.\n\n"
                 "On the hockey question: **yes, I'd let him switch**, and here's why.\n\n"
                 "## Why switching is normal at his age\n"
                 "- At 9 or 10, most hockey development programs encourage kids to **try different positions**. Skating, puckhandling and reading the game develop best as a skater.\n"
                 "- Kids who specialise in goal very early and then lose interest often quit hockey altogether. A kid who **wants** to be on the ice is the goal.\n"
                 "- Playing defence with his best friend is a very good reason at 8 or 9. Enjoyment is what keeps kids in sport.\n\n"
                 "## What about the $1,100?\n"
                 "- It's tempting to say \"we paid for it, you play in goal\", but that usually turns the sport into a chore. The gear is a **sunk cost**.\n"
                 "- Goalie gear in good condition **resells well**: many parents look for second-hand gear for kids who want to try goal. You could recover half or more.\n"
                 "- Alternatively, keep it one season in case he misses it. Some kids do go back.\n\n"
                 "## Practical steps\n"
                 "1. **Talk to the coach** at registration: tell them he wants to play defence this year.\n"
                 "2. **Skating:** a former goalie's stride may need work. A power skating clinic in the fall can help him catch up.\n"
                 "3. **New gear:** a player needs a stick, gloves, shin pads, shoulder and elbow pads and pants; some of it can be bought used.\n"
                 "4. **Make it his choice:** ask him to commit to the full season as a defenceman, and revisit next summer."),
   ("user", "Done: he's registered as a defenceman, and we'll list the goalie gear on Marketplace for $600. Nathan is thrilled."),
   ("assistant", "Sounds like a happy outcome all round. Take good photos of the gear in daylight, list the sizes clearly and mention the brands: goalie parents search by size. Have a great season, Félix!")],
  {"summary": "The family was in the Magdalen Islands from 16 to 23 August 2025: camping on Havre-Aubert, kayaking, lobster; Caribou swam every day until he cut a paw pad on a broken shell at the Dune-du-Sud beach (cleaned and bandaged, fine after three days); Olivier was seasick both ways on the five-hour ferry; "
              "Félix moves up to M11 and wants to stop playing goalie and play defence, because he wants to skate and score and his best friend Nathan plays defence; his goalie gear cost about $1,100 last year; "
              "the assistant recommended letting him switch (trying positions is normal at his age, enjoyment keeps kids in sport, the gear is a sunk cost that resells well), talking to the coach, power skating and used player gear, and asking him to commit to the season; "
              "Félix is registered as a defenceman; the goalie gear will be listed on Marketplace for $600.",
   "decisions": [{"decision": "Félix plays defence in M11 instead of goalie", "rationale": "He wants to skate and score, and his best friend Nathan plays defence"},
                 {"decision": "Sell the goalie gear on Marketplace for $600", "rationale": "It cost about $1,100 and resells well"}],
   "outcomes": ["Magdalen Islands trip 16 to 23 August 2025", "Caribou cut a paw pad on a shell at the Dune-du-Sud beach"]}),
 ("2025-09-28", "Promoted: leading colleagues who were my peers last week", [
   ("user", "Two things. I ran the Rimouski half last Sunday in 1:58:47. I missed 1:55: the last 6 km along the river were straight into a headwind. Still more than three minutes faster than in 2019, so I'll take it. "
            "The big one: I've been promoted to hydrographer-in-charge, starting last Monday, at $94,500. Next season I'll lead a team of four hydrographers, including my friend Stéphanie and Gilles, who's 58, has 30 years in the service, and also applied for the job. "
            "We're finishing the Matane ferry terminal survey until 17 October. How do I lead people who were my peers a week ago, especially Gilles?"),
   ("assistant", "Congratulations twice: a personal best in a headwind, and a promotion. Moving from peer to lead is one of the trickiest transitions at work, and asking the question before problems appear is a good sign.\n\n"
                 "## 1. Talk to Gilles first, one on one, soon\n"
                 "- **Acknowledge it directly:** he applied and didn't get the job. Pretending otherwise creates a tension everyone can feel. Something like: \"I know you applied too, and I want this to work for both of us.\"\n"
                 "- **Ask for his expertise.** Thirty years in the service is a huge asset. Ask what he thinks the team does well and what he'd change.\n"
                 "- **Give him real ownership** of something that matches his strengths: the sonar calibrations, quality control, or training the newer hydrographers. Ownership, not busywork.\n"
                 "- **Don't over-manage him** to prove you're in charge; that's the fastest way to lose him.\n\n"
                 "## 2. Stéphanie and the friendship\n"
                 "- Friendships can survive a promotion, but **be explicit**: at work you'll have to make calls she may not like, and you'll treat everyone the same way.\n"
                 "- Be careful about **sharing confidential information** over coffee that you wouldn't share with the rest of the team.\n\n"
                 "## 3. With the whole team\n"
                 "1. **Hold one-on-ones** with each of the four before the season: their goals, their worries, how they like to receive feedback.\n"
                 "2. **Set clear expectations** for the season: roles, schedules, safety, data quality standards.\n"
                 "3. **Don't change everything at once.** Keep what works; change one or two things that clearly need it and explain why.\n"
                 "4. **Ask for feedback** on how you're doing, and show that you act on it.\n\n"
                 "## 4. For yourself\n"
                 "- Your own manager is your best resource: ask for a **monthly check-in** during your first season.\n"
                 "- The federal public service offers **leadership training for new supervisors**; it's worth signing up for this winter.\n"
                 "- You'll get some things wrong. Owning them openly earns more respect than pretending."),
   ("user", "I had coffee with Gilles on Friday. I asked him to take charge of the sonar calibrations and to train our new hire next season. He seemed relieved, honestly."),
   ("assistant", "That's a strong start: you acknowledged him, and you gave him responsibilities that use his experience and matter to the team. Follow up with him after a few weeks to see how it's going, and do the same kind of conversation with Stéphanie and the others before the winter.")],
  {"summary": "The user ran the Rimouski half marathon on Sunday 21 September 2025 in 1:58:47, missing her 1:55 goal because of a headwind on the last 6 km along the river, but more than three minutes faster than in 2019; "
              "she was promoted to hydrographer-in-charge from Monday 22 September 2025 at $94,500; next season she leads a team of four hydrographers, including her friend Stéphanie and Gilles, 58, with 30 years in the service, who also applied for the job; "
              "they are finishing the Matane ferry terminal survey until 17 October 2025; "
              "the assistant advised talking to Gilles one on one soon, acknowledging that he applied, asking for his expertise and giving him real ownership (such as sonar calibrations or training) without over-managing him, being explicit with Stéphanie about the friendship and confidentiality, "
              "one-on-ones with the team, clear expectations, not changing everything at once, asking for feedback, a monthly check-in with her manager and leadership training; "
              "she had coffee with Gilles on Friday 26 September and asked him to lead the sonar calibrations and train the new hire next season; he seemed relieved.",
   "procedures": [{"name": "Leading former peers", "steps": ["Talk one on one with the colleague who also applied", "Ask for his expertise and give him real ownership", "Be explicit with friends about the new role",
                   "One-on-ones with everyone", "Clear expectations", "Don't change everything at once", "Ask for feedback", "Check in with your own manager"]}],
   "decisions": [{"decision": "Gilles leads the sonar calibrations and trains the new hire next season", "rationale": "Acknowledge his 30 years of experience after he also applied for the job"}],
   "outcomes": ["Rimouski half marathon in 1:58:47", "Promoted to hydrographer-in-charge from 22 September 2025, $94,500", "Team of four hydrographers next season"]}),
 ("2025-10-26", "Our first Hydro bill with the heat pump, and the winter credit option", [
   ("user", "First real cold with the heat pump. The attic was insulated on 20 May as planned, $3,400, and Dominic's after-visit in June confirmed R-50. The grants came in this month: $4,700 in total. "
            "Our last Hydro-Québec bill was $148 for two months versus $96 for the same period last year, but of course no oil at all this year (we paid $3,100 for oil last winter). "
            "Should we sign up for Hydro-Québec's winter credit option? I've read you get paid for using less power during peak events. "
            "Other news: Félix loves playing defence, and the goalie gear sold for $550. And Olivier started ski tuning this month at the new shop: $45 for a hot wax, $85 for a full tune. Jérémie is learning fast."),
   ("assistant", "Those numbers are encouraging: an extra $52 on a fall bill against $3,100 of oil avoided is the kind of trade you hoped for, and the coldest months will tell the full story. $4,700 of grants on top makes the whole project look even better.\n\n"
                 "## How the winter credit option works (in broad terms)\n"
                 "Hydro-Québec's terms change, so check the current details on their site, but the principle is:\n"
                 "- On the coldest days, Hydro-Québec announces **peak events**, usually in the **morning (about 6 to 9 a.m.)** and/or **late afternoon (about 4 to 8 p.m.)**, with notice the day before.\n"
                 "- For each kWh you use **less than your usual consumption** during those hours, you get a **credit** on your bill.\n"
                 "- There's **no penalty** if you don't reduce on a given day: you simply don't earn the credit. That's the main difference from the dynamic pricing rate (Flex D), where peak hours cost more.\n\n"
                 "## Is it worth it for you?\n"
                 "With no risk, **yes, it's usually worth signing up**. Your house now suits it well:\n"
                 "- With R-50 in the attic, the house **holds its heat** for a few hours.\n"
                 "- **Pre-heat** a degree or two before the event (for example at 5 a.m.), then let the thermostat drop to about 19 °C during the event.\n"
                 "- Avoid running the **dryer, dishwasher and oven** during events; postpone the **water heater** if you can control it.\n"
                 "- A smart thermostat can automate all this.\n\n"
                 "## What to expect\n"
                 "Savings vary with the number of events and how much you shift, typically somewhere from a few tens to a couple of hundred dollars over a winter. Not huge, but free.\n\n"
                 "## Keeping the heat pump efficient\n"
                 "- Clean the filter every two or three months.\n"
                 "- Keep the outdoor unit clear of snow and ice.\n"
                 "- Avoid big thermostat setbacks at night; heat pumps work best with steady temperatures, and large recoveries may bring on the electric backup coil."),
   ("user", "Signed up. We'll pre-heat at 5 a.m. and drop to 19 during events. Félix wants to be in charge of telling everyone not to use the dryer."),
   ("assistant", "A young energy inspector is the best automation there is. Enjoy the quiet warmth, and compare the January and February bills with last winter's: that's when the real savings will show.")],
  {"summary": "The attic was insulated on 20 May 2025 ($3,400) and Dominic's after-visit in June 2025 confirmed R-50; grants of $4,700 in total came in October 2025; the last two-month Hydro-Québec bill was $148 versus $96 a year earlier, with no oil (oil cost $3,100 the previous winter); "
              "Félix loves playing defence and the goalie gear sold for $550; Olivier started ski tuning at the new shop in October 2025 ($45 for a hot wax, $85 for a full tune) and Jérémie is learning fast; "
              "the assistant explained Hydro-Québec's winter credit option in broad terms (peak events in the morning and late afternoon, credits for using less, no penalty, unlike Flex D) and recommended signing up, pre-heating before events, lowering to about 19 °C during events, avoiding big appliances and steady thermostat settings; "
              "they signed up and will pre-heat at 5 a.m. and drop to 19 °C during events.",
   "procedures": [{"name": "Getting the most from winter peak events", "steps": ["Pre-heat a degree or two before the event", "Let the thermostat drop to about 19 °C", "No dryer, dishwasher or oven during events", "Steady thermostat settings otherwise"]}],
   "decisions": [{"decision": "Signed up for Hydro-Québec's winter credit option", "rationale": "Credits with no penalty; the insulated house holds its heat"}],
   "outcomes": ["Attic insulated to R-50 on 20 May 2025 ($3,400)", "Grants $4,700", "Goalie gear sold for $550", "Ski tuning started at Cycles Neigette"]}),
 ("2025-11-16", "Birthday ideas for a man who owns a bike shop", [
   ("user", "Olivier turns 42 on Saturday 29 November, and he already owns every bike and tool known to humanity. Ideas? Budget around $500. He loves the Chic-Chocs; we went backcountry skiing there once, before Félix was born, and he still talks about it. "
            "Also big news: Karine is pregnant, due in May, her first baby. I'm going to be an aunt! "
            "And Dad's hearing aids are going well, except at big family dinners, where he still struggles and ends up just nodding."),
   ("assistant", "Congratulations on becoming an aunt! And for someone who has every object, an experience is almost always the better gift. Some ideas around $500:\n\n"
                 "## Back to the Chic-Chocs\n"
                 "- **A weekend in the Parc national de la Gaspésie:** a night or two at the **Gîte du Mont-Albert**, with a day of backcountry skiing. If it's been years, a **guided day** takes the planning off his hands and handles the avalanche questions.\n"
                 "- **A backcountry ski refresher course** (avalanche awareness), useful if he wants to go back regularly.\n\n"
                 "## Closer to home\n"
                 "- **A Nordic spa day** for the two of you, with a massage.\n"
                 "- **A tasting menu** at a good restaurant in Rimouski or Le Bic.\n"
                 "- **A day off, organised:** arrange with Jérémie to cover the shop on a Saturday and plan the whole day for him.\n\n"
                 "## Make it personal\n"
                 "A card from Félix with a \"coupon\" for something they'll do together (a fat bike ride, a ski outing) is often the part people remember.\n\n"
                 "## For your father's family dinners\n"
                 "Group conversations are the hardest situation for hearing aids, so his experience is normal. Things that help:\n"
                 "1. **Ask Julie Harvey for a \"restaurant\" or \"speech in noise\" program** that focuses the microphones forward.\n"
                 "2. **A remote microphone** (Phonak makes one) placed on the table or clipped to the person speaking can make a big difference; ask whether the CNESST covers it.\n"
                 "3. **Seat him well:** back to a wall, away from the kitchen and music, with the people he talks to most in front of him.\n"
                 "4. **Turn off background music** during meals and take turns speaking.\n"
                 "5. Encourage him to **say when he's lost** rather than nod; nodding is how people with hearing loss slowly withdraw."),
   ("user", "Booked: two nights at the Gîte du Mont-Albert, 16 to 18 January, with a guided backcountry ski day. $640, over budget, but he's worth it. Patrick will have Félix and Caribou that weekend."),
   ("assistant", "That's a gift he'll talk about for years, like the first trip. Check the avalanche bulletin and the park's conditions before you go, and happy birthday to Olivier for the 29th!")],
  {"summary": "Olivier turns 42 on Saturday 29 November 2025; budget about $500; he loves the Chic-Chocs, where they went backcountry skiing once before Félix was born; Karine is pregnant, due in May 2026, her first baby; "
              "Réjean's hearing aids are going well except at big family dinners, where he struggles and nods; "
              "the assistant suggested experiences: a weekend at the Gîte du Mont-Albert in the Parc national de la Gaspésie with a guided backcountry ski day, an avalanche course, a Nordic spa, a tasting menu, a day off with Jérémie covering the shop, and a coupon card from Félix; "
              "for Réjean, a speech-in-noise program from Julie Harvey, a Phonak remote microphone (ask the CNESST), good seating, no background music and saying when he's lost; "
              "she booked two nights at the Gîte du Mont-Albert from 16 to 18 January 2026 with a guided backcountry ski day for $640; Patrick will have Félix and Caribou that weekend.",
   "decisions": [{"decision": "Two nights at the Gîte du Mont-Albert (16 to 18 January 2026) with a guided backcountry ski day for Olivier's 42nd birthday, $640", "rationale": "He has every object and loves the Chic-Chocs"}],
   "outcomes": ["Karine due in May 2026", "Patrick keeps Félix and Caribou 16 to 18 January 2026"]}),
 ("2025-12-14", "Christmas moves to our place, and money for 2026", [
   ("user", "Change of plans for Christmas. We were going to Chicoutimi as usual, but Mom slipped on black ice on the 2nd and broke her right wrist. She's in a cast for six weeks and can't cook or host. "
            "So they're coming to us in Rimouski from 23 to 27 December. Dad will drive; he says he can hear the road now. Karine and her partner are joining us on the 24th. "
            "Our bungalow has three bedrooms. How do we fit everybody and keep Mom comfortable? "
            "And money: with my raise, what should I change for 2026? Olivier's sales are up 22% since the move, and the ski tuning is busier than he expected."),
   ("assistant", "I'm sorry about your mother's wrist; a fracture at that age takes a while, and a holiday where she's looked after rather than doing the looking after may be a blessing in disguise.\n\n"
                 "## Hosting\n"
                 "### Sleeping\n"
                 "- Give your parents the **most comfortable bedroom on the main floor**, ideally close to the bathroom. A bungalow is a big advantage here: no stairs for your mother.\n"
                 "- Félix can camp in the **basement** on an air mattress (most kids think that's the best part of Christmas).\n"
                 "- Karine and her partner: the third bedroom if they stay over, or a sofa bed.\n\n"
                 "### Helping your mother\n"
                 "- One-handed life is hard: **pre-cut food**, pump bottles for soap and shampoo, a stool in the shower, and clothes that don't need buttons.\n"
                 "- **Black ice:** salt or grit your steps and driveway before they arrive. A second fall is the real danger.\n"
                 "- Give her a **job she can do sitting down**: tasting, directing the tourtière, supervising Félix's cookie decorating. Many people who usually host feel useless otherwise.\n\n"
                 "### Your father and the big dinner\n"
                 "Seat him with his back to a wall, away from the kitchen, and keep the music off during the meal. If he has his speech-in-noise program, remind him to use it.\n\n"
                 "### Cooking\n"
                 "Make the **tourtière and ragoût ahead** and freeze them; Christmas Eve with five adults and a child is easier if most of it just needs reheating.\n\n"
                 "## Money for 2026\n"
                 "1. **RESP:** $2,500 in January again, for the $750 of grants, plus any catch-up the caisse confirmed.\n"
                 "2. **RRSP:** your raise increases your salary, but also your **pension adjustment**, so your RRSP room won't grow as much as you'd expect. Check the room on your notice of assessment before deciding.\n"
                 "3. **TFSA:** a **monthly automatic transfer** is the easiest way to rebuild savings after the heat pump and insulation.\n"
                 "4. **The shop:** with Olivier's income up, a good year is the time for **him** to put money into an RRSP, and to build a cash reserve for the business.\n"
                 "5. Keep an **emergency fund** of three to six months of expenses; with a self-employed partner, closer to six is wiser."),
   ("user", "Félix is thrilled to sleep in the basement with Caribou. For 2026: $2,500 into the RESP in January, $8,000 into my RRSP, and $300 a month into the CELI. Olivier will do his own RRSP for the first time."),
   ("assistant", "That's a solid plan for 2026, and it's a good sign that Olivier can start saving for retirement. Joyeux Noël to all of you, and a speedy recovery to your mother.")],
  {"summary": "The user's mother Lise slipped on black ice on Tuesday 2 December 2025 and broke her right wrist (six weeks in a cast), so Christmas moves from Chicoutimi to the user's bungalow in Rimouski, with her parents staying from 23 to 27 December 2025; "
              "Réjean will drive (he says he can hear the road now); Karine and her partner join on 24 December; the bungalow has three bedrooms; with the user's raise she asks about 2026; Olivier's sales are up 22% since the move and ski tuning is busier than expected; "
              "the assistant suggested the main-floor bedroom for her parents, Félix on an air mattress in the basement, one-handed aids for Lise, salting the steps, giving her a sitting-down job, seating Réjean against a wall with no music, cooking the tourtière and ragoût ahead, "
              "and for money: the RESP again in January, checking RRSP room since the raise also raises the pension adjustment, a monthly TFSA transfer, an RRSP and cash reserve for Olivier, and an emergency fund of three to six months; "
              "Félix will sleep in the basement with Caribou; for 2026: $2,500 into the RESP in January, $8,000 into her RRSP, $300 a month into the CELI; Olivier will contribute to his own RRSP for the first time.",
   "decisions": [{"decision": "Host Christmas in Rimouski, 23 to 27 December 2025, instead of going to Chicoutimi", "rationale": "Lise broke her right wrist on 2 December and can't cook or host"},
                 {"decision": "2026 savings: $2,500 RESP in January, $8,000 RRSP, $300 a month into the CELI", "rationale": "Her raise; rebuild savings after the heat pump and insulation"},
                 {"decision": "Olivier contributes to his own RRSP for the first time", "rationale": "Shop sales up 22% since the move"}],
   "outcomes": ["Lise broke her right wrist on 2 December 2025", "Shop sales up 22% since the move"]}),
]

QUESTIONS_104 = [
 # single facts the user said about herself, her family, pets and things owned
 ("How old am I?", "39"),
 ("Where's my office when I'm not out on the water?", "the Institut Maurice-Lamontagne in Mont-Joli"),
 ("What breed is Caribou?", "a Nova Scotia duck tolling retriever"),
 ("What's Olivier's shop called?", "Cycles Neigette"),
 ("What did my dad do for a living?", "he ran the edger at the sawmill in Saint-David-de-Falardeau for 38 years"),
 ("What does my sister do for work?", "she's a pharmacist in Québec City"),
 ("Which company installed our heat pump?", "Thermo-Bas-Saint-Laurent (a Daikin cold-climate unit)"),
 ("Who fitted Dad's hearing aids?", "Julie Harvey, a hearing aid practitioner in Chicoutimi"),
 # when
 ("When did I ski the Gatineau Loppet?", "Saturday 15 February 2025"),
 ("When was the heat pump put in?", "Monday 31 March 2025"),
 ("When did Caribou tangle with the porcupine?", "Sunday 8 June 2025"),
 ("When did Dad get his hearing aids?", "Tuesday 22 July 2025"),
 ("When did I run the Rimouski half marathon?", "Sunday 21 September 2025"),
 ("When did Mom break her wrist?", "Tuesday 2 December 2025"),
 # counts and amounts
 ("How much was the vet bill for the quills?", "$740"),
 ("How much did I put into my RRSP before the deadline?", "$6,000"),
 ("How many hydrographers will I be leading next season?", "four"),
 # lists across chats
 ("Which companies quoted for the heat pump?", "Climatisation Rioux ($14,900), Thermo-Bas-Saint-Laurent ($12,600) and Réfrigération Lavoie ($16,200)"),
 ("What races have I done this year?", "the 27 km classic at the Gatineau Loppet (February), the Bic 10 km trail race (June) and the Rimouski half marathon (September)"),
 ("Where did I survey during this field season?", "the approaches to the port of Gros-Cacouna, the Sept-Îles channel and the Matane ferry terminal"),
 ("What have we done to the house to cut our heating bills?", "replaced the oil furnace with a cold-climate heat pump, removed the oil tank, and insulated the attic from R-12 to R-50"),
 ("What trouble has Caribou got into this year?", "a muzzle full of porcupine quills at Bic (June) and a paw pad cut on a broken shell in the Magdalen Islands (August)"),
 ("What's changed at Olivier's shop this year?", "it moved to a bigger space on rue Saint-Germain Est, he hired an apprentice (Jérémie) and started tuning and waxing skis in winter"),
 # latest value of something that changed
 ("What's my job title now?", "hydrographer-in-charge (since 22 September 2025)"),
 ("What did the heat pump cost in the end?", "$13,150 (quoted $12,600, plus $550 for a longer line set)"),
 ("What position does Félix play now?", "defence (he used to be a goalie)"),
 ("Where are we spending Christmas this year?", "at our place in Rimouski (it was going to be in Chicoutimi)"),
 # yes/no
 ("Did I accept the job in Nova Scotia?", "No"),
 ("Is the old oil tank still in our basement?", "No (it was removed in early April 2025)"),
 ("Does Dad wear hearing aids now?", "Yes"),
 ("Did Karine race at the Loppet as well?", "Yes (the 51 km skate)"),
 # why
 ("Why was the heat pump installation delayed?", "the outdoor unit was back-ordered at the installer's distributor"),
 ("Why did I turn down the job in Dartmouth?", "the public service pension, Olivier's new shop lease, and staying four hours from my parents instead of twelve"),
 ("Why did the CNESST pay for Dad's hearing aids?", "his hearing loss was accepted as occupational, from 38 years of sawmill noise"),
 # what the assistant recommended
 ("What did you tell me to put our savings into first?", "Félix's RESP, $2,500 for the 30% grants (then my RRSP before the deadline and a TFSA for emergencies)"),
 ("What did you suggest for handling Gilles after my promotion?", "talk to him one on one soon, acknowledge that he applied, ask for his expertise and give him real ownership of something, without over-managing him"),
 # inference
 ("Would Olivier enjoy a whale-watching trip in a Zodiac?", "Likely no (he gets seasick)"),
 ("Would I move away from Rimouski for a better-paid job?", "Likely no"),
 # not in the archive
 ("What's Maude's last name?", "Not mentioned in my chats"),
 ("What's the name of Karine's partner?", "Not mentioned in my chats"),
]


def assistant_chats_44_at(folder):
    """The archive of CHATS_104 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a44c", CHATS_104, "chatgpt")


@pytest.fixture(scope="module")
def assistant_chats_44(tmp_path_factory):
    return assistant_chats_44_at(tmp_path_factory.mktemp("assistant44"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_104, "assistant 44")


def test_the_archive_finds_the_bike_shop(assistant_chats_44):
    assert assistant_chats_44.search("Neigette").results
