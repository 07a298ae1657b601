"""A sixty-ninth written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind with its questions and gold answers before any run of
`kbsearch answer` on it, and without reading the answer rules. Its questions are read by the
developer only after their first measure. A cochineal farmer in San Pablo Huixtepec, in the
Valles Centrales of Oaxaca, Mexico, Itzel Ramírez Santiago, 38, who grows nopal cactus and raises
Dactylopius coccus on 1.5 hectares of open field and in a shade house of hanging pencas on the farm
her late father Aurelio planted, Grana Nocheztli, and sells the dried cochineal to a rug weaver in
Teotitlán del Valle and to an exporter in Oaxaca city, and lives with her husband Efraín Cruz
Martínez, a mechanic with his own workshop in Zimatlán, their son Mateo, nine, and Chapulín, a slate
grey standard Xoloitzcuintle. She chats with ChatGPT from April 2025 to March 2026: a price
negotiation with the exporter, a hailstorm on the open-field nopal and a land rental called off,
her mother's low blood sugar in Tlacolula and a diabetes tablet changed, a moth eating the cochineal
in the shade house, the dog's sunburn and a basketball final, organic certification through her
cooperative, a job offer from a textile centre, two quotes for a second shade house, her son's
science fair, a move into their own house and her brother's wedding moved from December to January,
a damp lot in the delivery, a wedding toast, next season's contract and a tour agency's offer, with
facts the user updates later (the price a kilo, where they live, the pencas hanging, the shade
house's cost, her mother's tablets, the wedding date).
bench/answer_conversations.py asks every question ("assistant 69")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_154 = [
 ("2025-04-12", "Negotiating a price for my dried cochineal with an exporter", [
   ("user", "Hi. I'm Itzel Ramírez Santiago, I'm 38 and I farm cochineal (grana cochinilla, Dactylopius coccus) in San Pablo Huixtepec, in the Valles Centrales of Oaxaca. "
            "The farm is called Grana Nocheztli; my late father Aurelio planted the first nopal here in 2009. I have 1.5 hectares of nopal (Opuntia ficus-indica) in open field, "
            "a front plot of 1 hectare and a back plot of half a hectare, plus a shade house of 10 x 25 m where 4,000 cut pencas hang on wires. "
            "Normally about half of our harvest comes from the shade house. Last season (2024) we harvested 85 kg of dried cochineal.\n\n"
            "Until now I've sold mostly to dyers: Don Porfirio Bautista, a rug weaver in Teotitlán del Valle, takes about 15 kg a year at $2,200 pesos a kilo. "
            "This year an exporter wants volume. NatuColor Export, in Oaxaca city: their purchasing manager, Lic. Verónica Salinas, came to the farm on Friday 4 April "
            "and offered $1,450 a kilo for 120 kg, delivered by the end of November. They sell to a cosmetics company in France that makes carmine for lipsticks. "
            "A lab in Oaxaca tested my last lot at 21.5% carminic acid. My costs come to about $780 a kilo (labour, pencas, water, the shade-house plastic). "
            "What should I ask for, and how do I negotiate without losing them?"),
   ("assistant", "Congratulations on getting an exporter to your gate: that usually means your cochineal already has a good name among dyers. Let's prepare this properly, because the first contract sets the price you'll be compared against for years.\n\n"
                 "## 1. Know your floor\n"
                 "| | Per kilo | 120 kg |\n"
                 "|---|---|---|\n"
                 "| Your cost | $780 | $93,600 |\n"
                 "| NatuColor's offer | $1,450 | $174,000 |\n"
                 "| Don Porfirio's price | $2,200 | (he only takes about 15 kg) |\n\n"
                 "At $1,450 you make about **$670 a kilo**. That's not a bad margin, but it's a low price for the quality you have, and it leaves nothing for a bad year.\n\n"
                 "## 2. Know what your cochineal is worth\n"
                 "- **Carminic acid is the number that matters** to a carmine maker. Commercial dried cochineal often tests somewhere around 18 to 20%; **21.5% is above average**, and it means they get more colour from every kilo.\n"
                 "- **Cleanliness:** no pad fragments, wax lumps, stones or dead predators. Ask which presentation they want (black or silver grana, how it's killed and dried).\n"
                 "- **Reliability:** a small farm that delivers on time with a lab certificate is worth a premium to a buyer with a French client.\n\n"
                 "## 3. Anchor high, aim realistic\n"
                 "- **Open at around $2,000 a kilo**, pointing to the 21.5% result and what artisans pay you.\n"
                 "- **Aim for $1,700 to $1,800.** Be ready to settle in that range.\n"
                 "- Propose a **bonus tied to carminic acid**, for example a higher price for lots above 20%. It shows you're confident in the quality and makes the price feel objective, not personal.\n\n"
                 "## 4. Trade, don't just concede\n"
                 "Every time you give something, ask for something back:\n"
                 "- A **30% advance** on signing: it pays for labour and pencas during the season.\n"
                 "- **Delivery in lots** rather than one big delivery at the end.\n"
                 "- **Payment of the balance within a fixed number of days** after delivery.\n\n"
                 "## 5. Don't promise more than you can grow\n"
                 "120 kg is **more than your whole 2024 harvest** of 85 kg. Committing everything to one buyer also means telling Don Porfirio no, and dyers are your long-term market. "
                 "I'd offer **100 kg at most** and keep his 15 kg outside the deal. Hail, rain or a predator can take a third of an open-field crop in a week.\n\n"
                 "## 6. Put the quality rules in writing\n"
                 "- **Minimum carminic acid** and **maximum moisture** (commonly around 10%).\n"
                 "- **Which lab and which method** measures them, and what happens if you disagree.\n"
                 "- Price, quantity, delivery date, advance, payment terms, and what happens if a lot is rejected.\n\n"
                 "## A simple opening\n"
                 "'Licenciada, thank you for the offer. My last lot tested at 21.5% carminic acid, and my dyers pay $2,200. I can commit 100 kg at $2,000, with a 30% advance, delivered in lots with a lab certificate. Where can we meet?'"),
   ("user", "I called Verónica this afternoon. I opened at $2,000 and she laughed, but we agreed $1,700 a kilo for 100 kg, not 120, delivered by Friday 28 November, "
            "with 30% in advance ($51,000) when we sign next week and the balance within ten days of delivery. The spec says at least 19% carminic acid and at most 10% moisture. "
            "Don Porfirio still gets his 15 kg."),
   ("assistant", "That's a good first contract: $250 a kilo more than the opening offer, a quantity you can actually grow, and an advance. Two small things before you sign:\n\n"
                 "- **Write down how moisture is measured** (which lab, which method). Moisture meters and oven tests can differ by a point or more, and 10% is a tight limit in a rainy month.\n"
                 "- **Keep a sealed sample of every lot** you deliver, labelled with the lot number and date, and weigh the lots together with NatuColor's person on delivery day.\n\n"
                 "If there's ever a dispute, a sealed sample and a signed weight slip settle it in minutes.")],
  {"summary": "The user, Itzel Ramírez Santiago, 38, farms cochineal (Dactylopius coccus) at Grana Nocheztli in San Pablo Huixtepec, Valles Centrales of Oaxaca, planted by her late father Aurelio in 2009: 1.5 hectares of nopal (Opuntia ficus-indica) in open field (a 1-hectare front plot and a half-hectare back plot) and a 10 x 25 m shade house with 4,000 hanging pencas, which normally gives about half the harvest; "
              "the 2024 harvest was 85 kg of dried cochineal; rug weaver Don Porfirio Bautista of Teotitlán del Valle buys about 15 kg a year at $2,200 a kilo; "
              "Lic. Verónica Salinas, purchasing manager of NatuColor Export in Oaxaca city, which sells to a French carmine cosmetics maker, visited on 4 April 2025 and offered $1,450 a kilo for 120 kg; her last lot tested 21.5% carminic acid; her costs are about $780 a kilo; "
              "the assistant suggested knowing her floor, using the carminic acid result, opening at about $2,000 and aiming for $1,700 to $1,800, a bonus tied to carminic acid, a 30% advance, delivery in lots, committing 100 kg at most and keeping Don Porfirio, and writing the quality rules into the contract; "
              "the user agreed with Verónica $1,700 a kilo for 100 kg, delivery by 28 November 2025, a 30% advance ($51,000) and the balance within ten days, at least 19% carminic acid and at most 10% moisture; the assistant advised writing down the moisture method and keeping a sealed sample of every lot.",
   "procedures": [{"name": "Negotiating a cochineal sale with an exporter", "steps": ["Know your cost per kilo", "Use the carminic acid result", "Open high (about $2,000), aim for $1,700 to $1,800",
                   "Trade concessions for an advance and payment terms", "Commit only what you can grow", "Put carminic acid, moisture, lab and method in writing"]}],
   "decisions": [{"decision": "Sell NatuColor 100 kg at $1,700 a kilo, delivered by 28 November 2025, 30% advance", "rationale": "A fair price above the $1,450 offer for a quantity the farm can grow; Don Porfirio keeps his 15 kg"}],
   "outcomes": ["Contract with NatuColor Export: 100 kg at $1,700 a kilo", "Advance of $51,000 on signing"]}),
 ("2025-05-10", "Hail hit the nopalera: saving the cochineal, and should I rent more land?", [
   ("user", "Disaster on Tuesday 6 May. Around 5 pm we had twenty minutes of hail, stones the size of chickpeas. The front plot took the worst of it: pads torn and bruised, "
            "and I reckon we lost about 60% of the cochineal colonies in the open field there, females crushed or washed off three weeks before harvest. The back plot lost maybe a third. "
            "The shade house is fine, thank God.\n\n"
            "And the timing: before the hail I was about to sign to rent my neighbour Don Cirilo Mendoza's hectare next door for $9,000 a year, for three years, to plant more nopal in open field. "
            "My husband Efraín (he's a mechanic, with his own workshop, Taller Cruz, in Zimatlán) says wait. "
            "What do I do now with the damaged plants, can I still make my 100 kg for NatuColor, and should I still rent the land?"),
   ("assistant", "I'm sorry, Itzel. Hail three weeks before harvest is one of the worst things that can happen to an open-field cochineal crop. Let's separate what to do this week from the bigger decision.\n\n"
                 "## This week: the damaged nopal\n"
                 "1. **Cut badly broken pads cleanly** at the joint with a clean, sharp knife, rather than leaving torn tissue hanging.\n"
                 "2. **Let the wounds dry and callus.** Don't irrigate for a few days; wet, bruised tissue is where rot starts.\n"
                 "3. **Pick up fallen pads** from the ground: they rot and shelter pests.\n"
                 "4. **Watch for soft rot** (dark, wet, smelly patches) and fungal spots over the next two weeks. If they appear, ask your agronomist before spraying anything: copper-based products are the usual option and are accepted in organic farming, but timing and dose matter.\n\n"
                 "## The surviving cochineal\n"
                 "- **Harvest mature females early** on pads that are damaged and won't hold them.\n"
                 "- **Collect gravid mothers** from the surviving colonies and from the shade house to make **nests** (small corn-husk or basket nests) and **re-infest the healthy pads**. That restarts the cycle instead of writing off the plot.\n"
                 "- **Don't re-infest the open field just before heavy rain.** With the rainy season starting in late May or June, the open field is a poor bet until October; concentrate the new infestations where they're protected.\n\n"
                 "## Can you still make 100 kg?\n"
                 "| Source | Normal share | After the hail |\n"
                 "|---|---|---|\n"
                 "| Shade house | about half | unaffected, several cycles left this year |\n"
                 "| Front plot | most of the open-field half | about 40% left this cycle |\n"
                 "| Back plot | the rest | about two thirds left |\n\n"
                 "Last season's 85 kg would not reach 100 kg after a hit like this; it depends on how many cycles the shade house gives you and on the open-field crop from October. "
                 "It's possible but tight. **Tell Verónica early** if by August it looks short; buyers forgive early warnings much more easily than a surprise in November.\n\n"
                 "## Renting Don Cirilo's hectare\n"
                 "I'd be cautious:\n"
                 "- **Open field carries exactly the risk you just lived through**: hail, rain washing the insects off, birds, ladybirds and moth larvae.\n"
                 "- **New nopal takes time**: newly planted pads usually need a year or two before they can carry a good infestation, so you'd pay rent for a year or more with little or no cochineal.\n"
                 "- **A three-year contract** is a commitment of $27,000 plus planting, labour and water.\n"
                 "- **The alternative: grow under a roof.** A second shade house produces more pencas per square metre, all year round, and is protected from hail and rain. It costs more up front, but state programmes sometimes subsidise them.\n\n"
                 "If you want to keep the door open, ask Don Cirilo whether he'd consider it again next year, without signing now."),
   ("user", "Ing. Samuel Vásquez, the cooperative's agronomist, came on Thursday and said the same about cutting the broken pads. We saved enough mothers to make 600 nests from the shade house and the back plot. "
            "And I told Don Cirilo no, with thanks: we're not renting his hectare. If we grow, it'll be under a roof. "
            "Don Abel Hernández Sosa, the president of our cooperative, Grana Fina de los Valles, says SEFADER sometimes subsidises shade houses for small producers."),
   ("assistant", "That sounds like a clear-headed decision after a bad week. For a shade-house subsidy, the paperwork is usually what slows people down, so it's worth getting ready before a call opens:\n\n"
                 "- Proof of **land ownership or possession** and your **RFC** and CURP.\n"
                 "- **Two or three written quotes** from suppliers, with specifications.\n"
                 "- A short **production plan**: pencas, cycles per year, expected kilos and your buyers (the NatuColor contract helps a lot).\n"
                 "- Your **cooperative membership**, since many programmes go through producer organisations.\n\n"
                 "Ask Don Abel when the next call is expected, so you're not collecting quotes in a hurry.")],
  {"summary": "On Tuesday 6 May 2025 about twenty minutes of hail hit the user's farm: about 60% of the open-field cochineal colonies on the front plot were lost three weeks before harvest and about a third on the back plot; the shade house was undamaged; "
              "the user had been about to rent her neighbour Don Cirilo Mendoza's hectare for $9,000 a year for three years for more open-field nopal; her husband Efraín, a mechanic with his own workshop, Taller Cruz, in Zimatlán, said wait; "
              "the assistant suggested cutting badly broken pads cleanly, letting the wounds callus, not irrigating for a few days, picking up fallen pads, watching for soft rot and asking the agronomist before any copper spray, harvesting mature females early, making nests from gravid mothers to re-infest healthy pads, not re-infesting the open field before the rains, telling Verónica early if short, "
              "and was cautious about the rental (hail and rain risk, a year or two before new nopal carries cochineal, $27,000 over three years) versus a second shade house; "
              "the cooperative agronomist Ing. Samuel Vásquez agreed; the user made 600 nests from the shade house and the back plot, told Don Cirilo no, and plans to grow under a roof; Don Abel Hernández Sosa, president of the cooperative Grana Fina de los Valles, says SEFADER sometimes subsidises shade houses; "
              "the assistant listed the subsidy paperwork: land documents, RFC and CURP, two or three quotes, a production plan and cooperative membership.",
   "procedures": [{"name": "After hail on open-field nopal", "steps": ["Cut badly broken pads cleanly", "Let the wounds callus", "Don't irrigate for a few days", "Pick up fallen pads", "Watch for soft rot; ask before copper sprays",
                   "Harvest mature females early", "Make nests from gravid mothers and re-infest healthy pads"]}],
   "decisions": [{"decision": "Not rent Don Cirilo Mendoza's hectare", "rationale": "Open field is exposed to hail and rain, new nopal takes a year or two, and a shade house is protected"}],
   "outcomes": ["About 60% of the front plot's colonies lost to hail", "600 nests made to re-infest"]}),
 ("2025-06-07", "Mum fainted at the market: low blood sugar", [
   ("user", "A family one. My mum, Catalina Santiago, is 67 and lives in Tlacolula de Matamoros with her sister, my Tía Chela. She's had type 2 diabetes since 2016 and takes metformin 850 mg twice a day "
            "and glibenclamide 5 mg twice a day, from the IMSS clinic. Last Sunday, 1 June, she fainted at the Tlacolula Sunday market, by the barbacoa stalls. "
            "The Cruz Roja paramedics measured her sugar at 48 mg/dL, gave her a sugary drink and she came round. She admitted she'd taken her tablets but skipped breakfast because she was going to eat barbacoa later.\n\n"
            "Her family doctor at the IMSS UMF in Tlacolula is Dra. Ofelia Morales; the appointment is Thursday 12 June. What should we ask, and what do we do if it happens again before then? "
            "My brother Rubén, who lives in Monterrey, calls every day and is driving everyone mad."),
   ("assistant", "What a frightening Sunday, and how lucky that the paramedics were close. I can't give medical advice or change anyone's treatment, but I can explain what's generally known and help you prepare for Dra. Morales.\n\n"
                 "## What probably happened\n"
                 "A sugar of 48 mg/dL is **hypoglycaemia** (low blood sugar). **Glibenclamide** belongs to a group of medicines (sulfonylureas) that make the pancreas release insulin **whether or not you've eaten**. "
                 "Taking it and then skipping breakfast is a classic way to end up with a low. The risk is **higher in older people**, and when the kidneys clear the medicine more slowly. "
                 "Metformin on its own rarely causes lows.\n\n"
                 "## Until the appointment\n"
                 "- **Don't stop or change her tablets** on your own; ask the clinic by phone if you're worried.\n"
                 "- **Never take the tablets and skip the meal.** Breakfast every day, even a small one, before the market.\n"
                 "- **Know the signs:** shaking, sweating, sudden hunger, a pounding heart, confusion, unusual irritability, blurred vision.\n"
                 "- **The 15-15 rule** if she feels a low: about 15 g of fast sugar (half a glass of juice or regular soda, or three or four spoonfuls of sugar in water), then check again after 15 minutes, and repeat if still low; then a snack with bread or tortilla.\n"
                 "- If she **can't swallow safely, is very drowsy or faints**, call emergency services; don't put anything in her mouth.\n"
                 "- Let her carry a **card saying she has diabetes** and her medicines, and some sweets in her bag.\n\n"
                 "## Questions for Dra. Morales\n"
                 "1. 'I fainted with a sugar of 48 after my glibenclamide. Should I keep taking it, at this dose, or change to another medicine?'\n"
                 "2. 'Is there a medicine with less risk of low sugar for someone my age?'\n"
                 "3. 'How are my kidneys? When was my last creatinine test and HbA1c?'\n"
                 "4. 'Should I check my sugar at home, when and how often?'\n"
                 "5. 'What do I do if I can't eat one day, for example if I'm ill?'\n"
                 "Write them on a card for her bag, and bring **all her medicine boxes** to the appointment.\n\n"
                 "## A glucometer at home\n"
                 "A simple glucometer lets her and Tía Chela check when she feels strange, and gives the doctor real numbers. Test strips are the ongoing cost, so ask what the clinic provides.\n\n"
                 "## Rubén\n"
                 "Worried brothers far away often calm down when they're given a job. He could pay for the test strips, or be the one who reminds her about breakfast on his morning call."),
   ("user", "Thank you. I bought her an Accu-Chek glucometer today for $690 and taught her and Tía Chela to use it, and I wrote the questions on a card. Rubén is paying for the test strips, and he's much calmer. "
            "Something nicer: I play point guard for Las Nopaleras in the Zimatlán women's basketball league, and we're in the final of the feria tournament on Sunday 29 June."),
   ("assistant", "That's a great job for Rubén, and a glucometer in the house will make the appointment far more useful. Ask your mum to write down a few readings before the 12th, especially before breakfast and whenever she feels odd.\n\n"
                 "And good luck in the final! A point guard's job in a final is mostly calm: slow the game down when the other team is on a run, and get the ball to whoever has the hot hand. "
                 "Drink plenty of water the day before; late-June afternoons in the valley are hot.")],
  {"summary": "The user's mother, Catalina Santiago, 67, lives in Tlacolula de Matamoros with her sister Tía Chela; she has had type 2 diabetes since 2016 and takes metformin 850 mg twice a day and glibenclamide 5 mg twice a day from IMSS; "
              "on Sunday 1 June 2025 she fainted at the Tlacolula Sunday market with a sugar of 48 mg/dL after taking her tablets and skipping breakfast; Cruz Roja paramedics gave her a sugary drink; her IMSS UMF family doctor, Dra. Ofelia Morales, sees her on 12 June 2025; the user's brother Rubén lives in Monterrey; "
              "the assistant (no medical advice) explained hypoglycaemia and that glibenclamide, a sulfonylurea, can cause lows especially with skipped meals and in older people, advised not changing tablets alone, never skipping the meal, the signs, the 15-15 rule, emergency care if she can't swallow or faints, a diabetes card and sweets, "
              "questions for the doctor (another medicine with less risk of lows, kidneys, home checks, sick days) and a glucometer, and giving Rubén a job; "
              "the user bought an Accu-Chek glucometer for $690 and taught her mother and Tía Chela; Rubén pays for the test strips; the user plays point guard for Las Nopaleras in the Zimatlán women's basketball league, in the feria tournament final on 29 June 2025.",
   "procedures": [{"name": "If an older relative on glibenclamide has a low", "steps": ["Never take the tablets and skip the meal", "Know the signs", "15 g of fast sugar, recheck after 15 minutes", "Emergency services if she can't swallow or faints", "Carry a diabetes card and sweets"]}],
   "decisions": [{"decision": "Buy an Accu-Chek glucometer ($690) for Catalina Santiago", "rationale": "Check when she feels strange and give the doctor real numbers"}],
   "outcomes": ["Appointment with Dra. Ofelia Morales on 12 June 2025", "Rubén pays for the test strips"]}),
 ("2025-06-21", "Moth larvae eating the cochineal in the shade house", [
   ("user", "Mum first: on 12 June Dra. Morales stopped the glibenclamide and started her on linagliptin 5 mg once a day, and kept the metformin 850 mg twice a day. "
            "She said glibenclamide can drop the sugar too low in older people, especially when they skip meals, and the new one hardly causes lows on its own. Her morning readings are 110 to 130 and no more dizzy spells.\n\n"
            "Now the farm. On Monday 16 June I found silky webbing between the colonies on some pencas in the shade house, with empty, dried-out females inside and small pinkish-grey caterpillars. "
            "Ing. Samuel says it's Laetilia coccidivora, a moth whose larvae eat cochineal, and there were also some ladybird larvae, Hyperaspis. About 10% of the 4,000 pencas are affected. "
            "NatuColor wants no chemical residues, since the carmine goes into lipstick. What do I do?"),
   ("assistant", "Good news about your mum; readings like that are a big change from a faint at the market.\n\n"
                 "Laetilia is one of the main enemies of cochineal, in the field and under cover, and you've caught it at about 10%, which is early enough to act. "
                 "And since cochineal is itself an insect, any broad insecticide that kills the moth would also kill your crop, so the answer has to be mostly physical and biological.\n\n"
                 "## How Laetilia works\n"
                 "The **adult moths fly at night** and lay eggs on or near cochineal colonies. The larvae spin **silk galleries** and move from colony to colony inside them, eating females and eggs. One larva can clear a lot of insects before it pupates, so numbers build quickly if you leave them.\n\n"
                 "## Right now\n"
                 "1. **Remove the heavily affected pencas** from the wires. Seal them in black plastic bags in full sun for a few days (solarising) or burn them, well away from the shade house.\n"
                 "2. **Hand-pick larvae and webbing** on lightly affected pencas; a soft brush and tweezers work.\n"
                 "3. **Pick off the ladybird larvae** too; they're the white, woolly-looking ones.\n"
                 "4. **Check every penca once a week** for a month, and write down where you find them.\n\n"
                 "## Keep the moths out\n"
                 "- **Fine anti-insect mesh** on the side vents and every opening, fitted tightly at the edges.\n"
                 "- **A double door with a small vestibule**, so the inner door is never open at the same time as the outer one.\n"
                 "- **Seal gaps** at the base of the walls and around the roof plastic.\n"
                 "- **No lights near the shade house at night**: they attract moths. If you want to monitor, put a light trap some distance away, not beside it.\n"
                 "- **Inspect and quarantine incoming pencas** and nests before they go onto the wires: moths and ladybirds often arrive on them.\n\n"
                 "## Biological options\n"
                 "- **Bacillus thuringiensis (Bt)** is a bacterial product that kills caterpillars when they eat it and doesn't act on other insects like cochineal. It's generally accepted in organic farming and leaves no chemical residue of concern. "
                 "Ask Ing. Samuel about a trial on a few rows first, since larvae inside webbing may not eat enough of it.\n\n"
                 "## Keep records\n"
                 "A simple notebook of what you removed, when and where will show whether it's working, and it's the kind of record NatuColor's French client will appreciate."),
   ("user", "We removed 320 pencas and solarised them in black bags. Efraín welded a double door with a little vestibule from scrap at the taller, and we put 50-mesh anti-insect screen on all the side vents: $6,800 for the mesh. "
            "Ing. Samuel is trialling Bt on the worst row. I'll refill the empty wires with clean pencas in July."),
   ("assistant", "That's a fast and thorough response. One thing to watch: fine mesh cuts airflow, and a closed shade house can get very hot in the dry months. "
                 "Hang a **thermometer** at penca height and check it at 2 or 3 pm; if it regularly goes well above the mid-30s °C, open the roof vents more or add shade cloth, because heat stress hurts the females too.")],
  {"summary": "On 12 June 2025 Dra. Ofelia Morales stopped the user's mother's glibenclamide and started linagliptin 5 mg once a day, keeping metformin 850 mg twice a day, because glibenclamide can drop sugar too low in older people who skip meals and linagliptin hardly causes lows on its own; her morning readings are 110 to 130; "
              "on Monday 16 June 2025 the user found silky webbing, empty females and pinkish-grey caterpillars in the shade house; Ing. Samuel Vásquez identified Laetilia coccidivora, a moth whose larvae eat cochineal, plus some Hyperaspis ladybird larvae, on about 10% of the 4,000 pencas; NatuColor wants no chemical residues; "
              "the assistant explained that broad insecticides would kill the cochineal too, how Laetilia works, and suggested removing and solarising or burning heavily affected pencas, hand-picking larvae and webbing and ladybird larvae, weekly checks, "
              "fine anti-insect mesh on vents and openings, a double door with a vestibule, sealing gaps, no lights near the shade house at night (a light trap away from it), inspecting and quarantining incoming pencas, a trial of Bacillus thuringiensis, and records; "
              "the user removed 320 pencas and solarised them, Efraín welded a double door with a vestibule, they put 50-mesh anti-insect screen on the side vents for $6,800, Ing. Samuel is trialling Bt on the worst row, and she will refill the wires with clean pencas in July; the assistant advised watching the temperature under the mesh.",
   "procedures": [{"name": "Controlling Laetilia in a cochineal shade house", "steps": ["Remove and solarise or burn heavily affected pencas", "Hand-pick larvae, webbing and ladybird larvae", "Check every penca weekly",
                   "Fine anti-insect mesh on vents and openings", "Double door with a vestibule", "Seal gaps", "No lights near the shade house at night", "Quarantine incoming pencas", "Bt trial", "Keep records"]}],
   "decisions": [{"decision": "Switch Catalina Santiago from glibenclamide to linagliptin 5 mg, keep metformin", "rationale": "Glibenclamide caused the low; linagliptin hardly causes lows on its own"},
                 {"decision": "50-mesh anti-insect screen on the side vents ($6,800) and a double door", "rationale": "Keep Laetilia moths out without insecticides that would kill the cochineal"}],
   "outcomes": ["320 pencas removed and solarised", "Bt trial on the worst row"]}),
 ("2025-07-05", "My Xoloitzcuintle got sunburned on the drying patio", [
   ("user", "We won! Las Nopaleras beat Las Guerreras de Ocotlán 58-51 in the feria final on Sunday 29 June, and I scored 14 points. My legs still hurt.\n\n"
            "Now a worry. Our dog Chapulín is a three-year-old standard Xoloitzcuintle, slate grey and hairless, 14 kg. He loves lying on the warm concrete of the drying patio where we spread the cochineal on petates. "
            "On Wednesday 2 July he came in with red, hot skin on his back and two small blisters. MVZ Daniel Orozco at Clínica Veterinaria Orozco in Zimatlán said it's sunburn, cleaned it, "
            "gave us silver sulfadiazine cream for a week and told us to keep him out of the sun: $950 pesos. How do I protect a hairless dog on a farm where everything happens in the sun? "
            "And honestly he shouldn't be on the drying patio anyway, now that we sell to an exporter."),
   ("assistant", "Congratulations on the final, and 14 points from the point guard is a real contribution!\n\n"
                 "Poor Chapulín. Xolos are beautiful, ancient dogs, but hairless skin has no protection from the sun, and a concrete patio in a Oaxacan July reflects heat and light from below as well. "
                 "Dr. Orozco's instructions come first; here's what's generally recommended for hairless dogs.\n\n"
                 "## While the burn heals\n"
                 "- Use the cream **exactly as prescribed**, and stop him licking it off: a soft cone or a light T-shirt over the cream helps.\n"
                 "- **Don't pop the blisters.**\n"
                 "- Go back to the vet if you see **pus, a bad smell, spreading redness**, or if he's lethargic or off his food.\n"
                 "- **No sun at all** on the burnt skin until it has healed.\n\n"
                 "## Sun protection from now on\n"
                 "1. **Shade in the hottest hours**: keep him indoors or in deep shade from about **11 am to 4 pm**, when UV is strongest.\n"
                 "2. **A UV-protective dog shirt** (look for UPF 50) covers his back, the most exposed part. Light colours stay cooler.\n"
                 "3. **Sunscreen made for dogs** on the parts the shirt doesn't cover: ears, the top of the head, the nose and the belly if he lies on his back. "
                 "**Avoid products with zinc oxide or salicylates**, because dogs lick them off and both can be toxic. Human sunscreens often contain them, so read the label.\n"
                 "4. **Give him a better warm spot**: a flat stone or a raised bed in morning sun and afternoon shade. Xolos seek warmth; if you don't give him a place, he'll choose the patio.\n"
                 "5. **Water** in the shade at all times.\n\n"
                 "## Hairless skin in general\n"
                 "Xolo skin also tends to get **dry patches and blackheads**. A gentle, unperfumed moisturiser, baths only when needed with a mild shampoo, and a clean bed help.\n\n"
                 "## The drying patio\n"
                 "You're right to keep him off it, and not because of hair: paws carry soil and dung, dogs sometimes mark corners, and an exporter selling to a cosmetics company needs to know the product is dried somewhere clean. "
                 "A **low fence or gate** around the patio solves it for good and is exactly the kind of thing an inspector notices if you ever certify."),
   ("user", "Efraín made a low wooden gate for the drying patio, so Chapulín is off it for good. I bought him a UV shirt for $420 and a dog sunscreen without zinc, and he stays inside from 11 to 4. "
            "He hates the shirt less than I expected; Mateo says he looks like a wrestler."),
   ("assistant", "A luchador Xolo: perfect. Wash the shirt regularly, since sweat and dust under fabric can irritate the skin, and check under it every few days while the burn finishes healing. "
                 "It sounds like Chapulín, the patio and the cochineal are all better protected now.")],
  {"summary": "The user's basketball team Las Nopaleras beat Las Guerreras de Ocotlán 58-51 in the feria final on Sunday 29 June 2025; she scored 14 points; "
              "her dog Chapulín, a three-year-old slate grey standard Xoloitzcuintle, hairless, 14 kg, likes lying on the concrete drying patio where the cochineal is spread on petates; on Wednesday 2 July 2025 he got sunburn with two small blisters on his back; "
              "MVZ Daniel Orozco at Clínica Veterinaria Orozco in Zimatlán cleaned it and prescribed silver sulfadiazine cream for a week, $950; "
              "the assistant advised using the cream as prescribed, stopping him licking, not popping blisters, signs of infection, then shade from 11 am to 4 pm, a UPF 50 dog shirt, a dog sunscreen without zinc oxide or salicylates (toxic if licked), a better warm spot, water, moisturising Xolo skin, and a low fence or gate around the drying patio for hygiene; "
              "Efraín made a low wooden gate for the drying patio, the user bought a UV shirt for $420 and a dog sunscreen without zinc, and Chapulín stays inside from 11 to 4; Mateo says he looks like a wrestler.",
   "procedures": [{"name": "Sun protection for a hairless dog", "steps": ["Indoors or deep shade from 11 am to 4 pm", "UPF 50 dog shirt", "Dog sunscreen without zinc oxide or salicylates on ears, head, nose", "A warm spot in morning sun and afternoon shade", "Water in the shade", "Gentle moisturiser"]}],
   "decisions": [{"decision": "A low wooden gate keeps Chapulín off the drying patio", "rationale": "Sunburn, and hygiene for cochineal sold to an exporter"}],
   "outcomes": ["Las Nopaleras won the feria final 58-51", "Chapulín's sunburn treated for $950"]}),
 ("2025-08-02", "Organic certification for the export buyer", [
   ("user", "Verónica called: NatuColor's French client, Laboratoires Vermeil in Grasse, wants certified organic cochineal from the 2026 season, and NatuColor will pay more for certified lots. "
            "I see two ways. I can certify on my own with Certificadora Orgánica del Sur (COSUR), $28,000 a year for the inspection and certificate. "
            "Or I can join the group certification our cooperative, Grana Fina de los Valles, is setting up with an internal control system: Don Abel says $9,500 per member per year.\n\n"
            "Problem: in February 2024 I sprayed chlorpyrifos on the back plot against the chinche gris. Since then nothing synthetic anywhere. The shade house and the front plot have only ever had compost and neem. "
            "What does certification involve, and which way should I go?"),
   ("assistant", "Certification is a lot of paperwork the first year and much less after that, and with a buyer asking for it, it's likely to pay. Here's the general picture; the certifier's own rules and the importing country's rules are what count in the end.\n\n"
                 "## What the certifier looks at\n"
                 "- **Land history**: no prohibited substances for a **conversion period**, typically **36 months** before harvest for perennial crops like nopal.\n"
                 "- **Inputs**: everything you apply (compost, neem, any copper or Bt) must be on the permitted list, with receipts.\n"
                 "- **Separation**: certified and non-certified product must never mix, in the field, on the drying patio or in storage.\n"
                 "- **Buffers**: protection from neighbours' sprays (a hedge, a strip left unharvested).\n"
                 "- **Records**: a field diary, harvest and drying records with **lot numbers**, sales invoices, and where your pencas and nests come from.\n"
                 "- **Export recognition**: since the cochineal goes to France, ask whether the certificate is **recognised for the European Union**. Not every Mexican certificate is, and that's the question that matters to Laboratoires Vermeil.\n\n"
                 "## Your back plot\n"
                 "Chlorpyrifos in February 2024 means the back plot most likely can't produce certified cochineal until around **February 2027**. That doesn't block the rest of the farm:\n"
                 "- Certify the **shade house and the front plot** now.\n"
                 "- Register the **back plot as in conversion**, and keep its harvest in **separate, labelled lots**, dried on different days.\n\n"
                 "## Individual or group?\n"
                 "| | On your own (COSUR) | Group with the cooperative |\n"
                 "|---|---|---|\n"
                 "| Cost a year | $28,000 | $9,500 |\n"
                 "| Paperwork | all yours | shared, with an internal control system |\n"
                 "| Inspection | every year, your farm | the certifier inspects the system and a sample of farms; internal inspectors visit everyone |\n"
                 "| Risk | only your own mistakes | a serious failure by one member can affect the group |\n"
                 "| Marketing | your own certificate | the cooperative's certificate; buyers deal through it |\n\n"
                 "For a farm your size, **group certification is usually the sensible way**: a third of the cost and shared help with the paperwork. The risk is real but manageable if the cooperative takes its internal inspections seriously. "
                 "Keep **your own records** as if you were certifying alone; that protects you either way.\n\n"
                 "## First steps\n"
                 "1. Draw a **map** of the farm showing plots, the shade house, the drying patio, storage and neighbours.\n"
                 "2. Write down the **history of each plot** since 2022, honestly, including the chlorpyrifos.\n"
                 "3. Start a **harvest log with lot numbers** today.\n"
                 "4. Collect **receipts and labels** for every input.\n"
                 "5. Ask Don Abel for the cooperative's internal rules and the inspection date."),
   ("user", "Group it is. I signed up with Don Abel; the cooperative's internal inspector visits next week, and COSUR's inspection of the group is on Wednesday 17 September. "
            "We'll certify the shade house and the front plot; the back plot goes in as 'in conversion' until February 2027. I've started a harvest log with lot numbers."),
   ("assistant", "That's a good plan. For the inspection day: keep everything in **one folder** (map, plot histories, input receipts, harvest log, sales), walk the inspector along the boundary with Don Cirilo's field and show your buffer, "
                 "and show how the back plot's lots are labelled and stored apart. Inspectors relax quickly when a farmer can answer with a document.")],
  {"summary": "NatuColor's French client, Laboratoires Vermeil in Grasse, wants certified organic cochineal from the 2026 season and NatuColor will pay more for certified lots; options: individual certification with Certificadora Orgánica del Sur (COSUR) at $28,000 a year, or group certification through the cooperative Grana Fina de los Valles with an internal control system at $9,500 per member per year; "
              "the user sprayed chlorpyrifos on the back plot in February 2024 against the chinche gris; the shade house and front plot have only had compost and neem; "
              "the assistant explained the conversion period (typically 36 months for perennial crops), permitted inputs, separation, buffers, records with lot numbers, and asking whether the certificate is recognised for the EU; it suggested certifying the shade house and front plot now and registering the back plot as in conversion until about February 2027, "
              "compared individual and group certification and recommended the group (a third of the cost, shared paperwork) while keeping her own records; first steps: a farm map, plot histories, a harvest log with lot numbers, input receipts; "
              "the user signed up for the cooperative's group certification; COSUR's inspection of the group is on Wednesday 17 September 2025; the shade house and front plot will be certified and the back plot is in conversion until February 2027.",
   "procedures": [{"name": "Preparing for organic certification", "steps": ["Draw a farm map", "Write each plot's history", "Start a harvest log with lot numbers", "Keep receipts and labels for inputs", "Separate certified and in-conversion lots", "Show buffers to the inspector"]}],
   "decisions": [{"decision": "Group organic certification through the cooperative ($9,500 a year)", "rationale": "A third of the $28,000 individual cost, with shared paperwork"},
                 {"decision": "Certify the shade house and front plot; the back plot in conversion until February 2027", "rationale": "Chlorpyrifos was sprayed on the back plot in February 2024"}],
   "outcomes": ["COSUR inspection set for 17 September 2025", "Harvest log with lot numbers started"]}),
 ("2025-08-30", "A job offer from a textile centre in Oaxaca city", [
   ("user", "Casa Añil, the natural dye and textile centre in Oaxaca city, has offered me a job: coordinator of their natural dye workshops, full time, Tuesday to Saturday, $19,500 pesos a month with IMSS, starting 1 October. "
            "The director, Mtra. Leticia Gómez, saw me give a demonstration at the cooperative. It's an hour each way by colectivo.\n\n"
            "The money is steady, and cochineal money comes in lumps: last year the farm left us about $110,000 after costs. But who runs the farm? Efraín has the taller. "
            "Mateo goes into cuarto de primaria on Monday 1 September; his teacher will be Maestra Yolanda Pérez. And I'm not sure I can leave the shade house five days a week after what happened with the moth. Help me think."),
   ("assistant", "It's flattering, and a steady salary with IMSS is worth a lot when farm income comes in lumps. But it's not only a job decision; it's a decision about who looks after Grana Nocheztli. Let's lay it out.\n\n"
                 "## Side by side\n"
                 "| | Casa Añil | The farm as now |\n"
                 "|---|---|---|\n"
                 "| Income | $19,500 a month, about $234,000 a year | about $110,000 a year, in lumps; more with the NatuColor contract |\n"
                 "| Benefits | IMSS, aguinaldo, vacation | none, unless you pay them yourself |\n"
                 "| Time | five days plus two hours' travel a day | flexible, but the farm needs you daily at key times |\n"
                 "| Risk | stable | hail, pests, price |\n\n"
                 "## The hidden costs of the job\n"
                 "- **Travel**: colectivo fares five days a week, and about **ten hours a week** on the road.\n"
                 "- **A farm worker** to replace you: someone to check pencas, infest, harvest and dry. That's a wage, and it's hard to find someone who spots Laetilia webbing as fast as you do.\n"
                 "- **Lost production**: if the shade house or the drying slips, the NatuColor contract is at risk, and with it the 2026 organic contract you're preparing for.\n"
                 "- **Mateo**: who does school pick-ups, homework and the afternoons?\n\n"
                 "## Middle options to propose\n"
                 "Mtra. Gómez wants your knowledge, not necessarily your Tuesdays. You could offer:\n"
                 "1. **A monthly workshop** on a Saturday, paid per workshop.\n"
                 "2. **A short course** a few times a year.\n"
                 "3. **Supplying cochineal** for their workshops, at your dyer price.\n"
                 "4. **Bringing groups to the farm** for a field visit.\n"
                 "These keep the relationship, add income, and let you see whether teaching suits you before you give up the farm's flexibility.\n\n"
                 "## Questions to ask yourself\n"
                 "- In a year's time, would you rather have a bigger farm or a salary?\n"
                 "- Is the shade house expansion still your plan? It needs you there.\n"
                 "- Could you take the job in two or three years, when the farm is more established, if the offer stays open?\n\n"
                 "Saying no well matters: thank her, say why, and propose something concrete."),
   ("user", "I said no to the full-time job and offered Mtra. Gómez one Saturday workshop a month, 'Del nopal al rojo', for $3,500 each plus the cochineal used, at my dyer price. "
            "She accepted; the first one is Saturday 27 September. Mateo likes Maestra Yolanda already; she's asked if he'd do something for the school science fair."),
   ("assistant", "That's a good answer to a good offer: you keep the farm, gain a monthly income and a showcase in the city. For the first workshop, a simple arc works well: "
                 "the nopal and the insect (bring a live penca with colonies in a closed box), crushing and extracting, dyeing wool with and without alum, and changing the colour with lemon and lime water. "
                 "People remember the moment the red turns purple. And a science fair about cochineal would be hard to beat.")],
  {"summary": "Casa Añil, a natural dye and textile centre in Oaxaca city, offered the user a full-time job as coordinator of natural dye workshops, Tuesday to Saturday, $19,500 a month with IMSS, from 1 October 2025; director Mtra. Leticia Gómez; an hour each way by colectivo; the farm left about $110,000 after costs last year; "
              "the user's son Mateo starts cuarto de primaria on 1 September 2025 with teacher Maestra Yolanda Pérez; "
              "the assistant compared the job and the farm, listed hidden costs (travel, a farm worker, lost production and the NatuColor contract, Mateo's afternoons) and middle options (a monthly Saturday workshop, short courses, supplying cochineal, bringing groups to the farm); "
              "the user declined the full-time job and offered one Saturday workshop a month, 'Del nopal al rojo', for $3,500 each plus the cochineal at her dyer price; Mtra. Gómez accepted and the first is on Saturday 27 September 2025; Maestra Yolanda asked whether Mateo would enter the school science fair.",
   "decisions": [{"decision": "Decline the full-time Casa Añil job ($19,500 a month)", "rationale": "Nobody else can run the farm, the shade house needs daily care, and the NatuColor and organic contracts depend on it"},
                 {"decision": "One Saturday workshop a month at Casa Añil for $3,500 each", "rationale": "Keeps the relationship and adds income without leaving the farm"}],
   "outcomes": ["First Casa Añil workshop on 27 September 2025"]}),
 ("2025-09-20", "Two quotes for a second shade house", [
   ("user", "The organic inspection was on Wednesday: COSUR's inspector made two observations, a missing date in my compost record and the buffer with Don Cirilo's maize, but nothing serious. We should hear in October.\n\n"
            "Now the big one. Two quotes for a second shade house, 10 x 30 m:\n"
            "- **Invernaderos Mitla:** 2-inch galvanised tube, UV-stabilised plastic roof rated for 3 years, 50-mesh anti-insect screen on all sides, double door with vestibule, installed in 5 weeks, $186,000. Gutters not included.\n"
            "- **AgroEstructuras del Valle:** 1.5-inch tube, plastic rated for 1 year, 40-mesh screen, single door, $142,000.\n"
            "SEFADER's programme for small producers pays 50% up to $75,000; I've applied through the cooperative and the results come in October. It would hold about 4,000 pencas. Which one?"),
   ("assistant", "A second shade house is the natural next step after the hail, and you're comparing the right things. The cheaper quote is $44,000 less, but the differences are exactly where shade houses fail.\n\n"
                 "## The differences that matter\n"
                 "| | Invernaderos Mitla | AgroEstructuras del Valle |\n"
                 "|---|---|---|\n"
                 "| Price | $186,000 | $142,000 |\n"
                 "| Tube | 2-inch galvanised | 1.5-inch |\n"
                 "| Roof plastic | 3-year UV rating | 1-year UV rating |\n"
                 "| Side screen | 50-mesh | 40-mesh |\n"
                 "| Door | double, with vestibule | single |\n\n"
                 "- **Wind:** the valley gets strong gusts before the rains. A 10 x 30 m structure with hanging pencas is heavy; thinner tube is where bending starts.\n"
                 "- **Plastic:** a 1-year plastic will probably need **replacing every year or two**. Over five years that can add up to several times the price difference per change, plus the labour and a week of disruption each time.\n"
                 "- **Mesh:** 40-mesh stops adult moths, but 50-mesh also keeps out more small insects, and it's what you chose after Laetilia.\n"
                 "- **Door:** you learned in June what a single door costs. Adding a vestibule later is possible, but it's one more job.\n\n"
                 "## With the subsidy\n"
                 "| | Mitla | AgroEstructuras |\n"
                 "|---|---|---|\n"
                 "| Price | $186,000 | $142,000 |\n"
                 "| SEFADER (50%, up to $75,000) | $75,000 | $71,000 |\n"
                 "| **Your share** | **$111,000** | **$71,000** |\n\n"
                 "## Is it worth it?\n"
                 "If the new house eventually produces like the old one, roughly half of a year's harvest, that's something like **40 to 50 kg a year**, or $68,000 to $85,000 at $1,700 a kilo, "
                 "more if certified. Either house pays back in a few years; the better one is more likely to still be standing and sealed when it does.\n\n"
                 "## Before deciding\n"
                 "1. **Ask Mitla for a better price**, mentioning the other quote, and ask them to include gutters.\n"
                 "2. Ask both for the **warranty** on the structure and the plastic, in writing.\n"
                 "3. Check the **SEFADER rules**: many programmes only pay for suppliers on their list and **don't pay for anything bought before approval**.\n"
                 "4. Ask where else they've built, and go and look at one that's two or three years old.\n\n"
                 "My lean is Mitla, if they come down a little."),
   ("user", "Mitla came down to $172,000 with the double door included, and they'll add gutters for $6,500. AgroEstructuras wouldn't do a double door at all. "
            "So Mitla, if the subsidy comes through; they can build from December."),
   ("assistant", "Good negotiating: $14,000 off. I'd take the gutters. Rain running off a 10 x 30 m roof straight down the sides softens the ground at the posts, and a gutter into a tank gives you water for the nopal in the dry months. "
                 "**Don't sign or pay anything until you have SEFADER's approval letter**, and make sure Mitla's quote carries the exact specifications the programme approved.")],
  {"summary": "COSUR's organic inspection on Wednesday 17 September 2025 made two observations (a missing date in the compost record, the buffer with Don Cirilo's maize), nothing serious, with results due in October; "
              "two quotes for a second 10 x 30 m shade house for about 4,000 pencas: Invernaderos Mitla, 2-inch galvanised tube, 3-year UV plastic, 50-mesh screen, double door with vestibule, $186,000 without gutters; AgroEstructuras del Valle, 1.5-inch tube, 1-year plastic, 40-mesh screen, single door, $142,000; "
              "SEFADER pays 50% up to $75,000 and the user applied through the cooperative; "
              "the assistant compared wind strength, plastic life, mesh and door, the user's share after the subsidy ($111,000 versus $71,000), estimated 40 to 50 kg a year from the new house, and suggested negotiating with Mitla, written warranties, checking SEFADER's rules (approved suppliers, nothing bought before approval) and visiting an older installation; "
              "Mitla came down to $172,000 with the double door and offered gutters for $6,500; AgroEstructuras would not do a double door; the user chose Mitla if the subsidy comes through, building from December; the assistant advised taking the gutters and not signing before the approval letter.",
   "procedures": [{"name": "Comparing shade-house quotes", "steps": ["Compare tube, plastic life, mesh and doors", "Work out your share after the subsidy", "Estimate the kilos and payback", "Negotiate with the better supplier", "Written warranties", "Check the subsidy rules before buying", "Visit an older installation"]}],
   "decisions": [{"decision": "Build the second shade house with Invernaderos Mitla at $172,000 plus $6,500 of gutters, if SEFADER approves", "rationale": "Stronger tube, 3-year plastic, 50-mesh screen and a double door; AgroEstructuras would not do a double door"}],
   "outcomes": ["Organic inspection with two minor observations"]}),
 ("2025-10-18", "Mateo's science fair project: the colours of cochineal", [
   ("user", "Good news first: the organic certificate came on Friday 10 October, for the shade house and the front plot. And SEFADER approved $75,000 on Tuesday 14 October, "
            "so I signed with Invernaderos Mitla at $172,000 plus the gutters; building starts on 1 December.\n\n"
            "Now Mateo. He's nine, in cuarto with Maestra Yolanda Pérez, and he wants to enter the school-zone science fair on Friday 7 November with cochineal: how the colour changes with lemon, baking soda and alum. "
            "How can we make it a proper experiment that a nine-year-old can run himself?\n\n"
            "And family news: my brother Rubén is marrying Karla Treviño on Saturday 13 December at the church in Tlacolula, and Efraín and I are padrinos de anillos."),
   ("assistant", "Congratulations on the certificate and the subsidy: two big steps in one week. And a wedding to look forward to!\n\n"
                 "Mateo has picked a lovely project: it's real chemistry, it's his family's work, and it's very visual. Here's a way to make it a proper experiment.\n\n"
                 "## The question\n"
                 "'¿Cómo cambia el color de la grana con el limón, el bicarbonato y el alumbre?'\n\n"
                 "## His hypothesis\n"
                 "Let him write what he **thinks** will happen before testing, even if he's wrong. Judges like seeing a hypothesis that was checked honestly.\n\n"
                 "## Materials\n"
                 "- Dried cochineal, about 2 g, and a mortar (a molcajete is perfect)\n"
                 "- Water, a small pot, a strainer or cloth\n"
                 "- **Five identical clear cups**, labelled\n"
                 "- Lemon juice, baking soda, alum (alumbre, from the market), and plain water\n"
                 "- Strips of **white wool or cotton**, all the same size\n"
                 "- A measuring spoon, a notebook, a phone for photos\n\n"
                 "## Method\n"
                 "1. Crush the cochineal, simmer it in **250 ml of water for 10 minutes**, and strain it. **An adult does the boiling.**\n"
                 "2. Pour the **same amount** of dye into each of the five cups.\n"
                 "3. Add **one thing per cup**, with the same spoon: nothing (the control), lemon juice, baking soda, alum, and a fifth of his choice, for example vinegar or lime water.\n"
                 "4. Photograph the cups against a white sheet, right away and after 10 minutes.\n"
                 "5. Dip a wool strip in each cup for the same time, rinse it, and let it dry. Glue the strips into his notebook.\n"
                 "6. Repeat once more to see if the colours come out the same.\n\n"
                 "## What he'll learn (simply)\n"
                 "- The red comes from **carminic acid**, which changes colour like a signal: more **orange** with acids like lemon, more **purple** with bases like baking soda.\n"
                 "- **Alum** helps the colour **stick** to the wool and makes it a brighter crimson. Dyers call it a **mordant**.\n\n"
                 "## The poster\n"
                 "Question, hypothesis, materials, method in numbered steps, a results table with photos and wool strips, a conclusion in his own words, and one photo of the nopal with the insects on it, because the judges won't expect the colour to come from a bug.\n\n"
                 "## Safety\n"
                 "An adult handles the boiling; alum and baking soda aren't for tasting; and gloves, because cochineal stains hands for days."),
   ("user", "He did a trial run today: orange with lemon, purple with baking soda, bright crimson with alum. He's calling it '¿De qué color es la grana?' and Maestra Yolanda loves it. "
            "He wants to bring a live penca with the insects on it for the judges."),
   ("assistant", "That's a great title. For the live penca, put it in a clear box with small air holes and a lid, so the insects stay inside, and let him show the judges how a drop of crushed female turns his finger red. "
                 "Practising a two-minute explanation out loud to you and Efraín a few times will help him more than anything on the poster.")],
  {"summary": "The organic certificate for the user's shade house and front plot arrived on Friday 10 October 2025; SEFADER approved $75,000 on 14 October 2025 and she signed with Invernaderos Mitla at $172,000 plus gutters, building from 1 December 2025; "
              "her son Mateo, nine, in cuarto with Maestra Yolanda Pérez, will enter the school-zone science fair on Friday 7 November 2025 with the colours of cochineal; her brother Rubén is marrying Karla Treviño on 13 December 2025 at the church in Tlacolula, with the user and Efraín as padrinos de anillos; "
              "the assistant designed the experiment: a question, a hypothesis, materials (2 g of cochineal, a molcajete, five identical cups, lemon, baking soda, alum, wool strips), a method (simmer in 250 ml for 10 minutes, same amount per cup, one addition per cup with a control, photos, dyeing wool, repeating), "
              "the science (carminic acid turns orange with acids and purple with bases; alum is a mordant), the poster and safety; "
              "Mateo's trial gave orange with lemon, purple with baking soda and bright crimson with alum; he calls it '¿De qué color es la grana?' and wants to bring a live penca.",
   "procedures": [{"name": "A cochineal colour experiment for a child", "steps": ["Question and hypothesis", "Simmer 2 g of crushed cochineal in 250 ml for 10 minutes", "Same amount of dye in five cups",
                   "One addition per cup, with a control", "Photograph and dye wool strips", "Repeat", "Poster with results and conclusion"]}],
   "decisions": [{"decision": "Sign with Invernaderos Mitla", "rationale": "SEFADER approved $75,000 on 14 October 2025"}],
   "outcomes": ["Organic certificate for the shade house and front plot on 10 October 2025", "Rubén's wedding set for 13 December 2025"]}),
 ("2025-11-15", "We moved to the farm: a new household budget, and the wedding date changed", [
   ("user", "Lots of news. On Saturday 8 November we moved into our own house in San Pablo Huixtepec, right beside the nopalera; it took us four years to build. "
            "Until now we rented the flat above Efraín's taller in Zimatlán for $4,500 a month, so that rent is gone. Efraín keeps the taller in Zimatlán and drives Mateo to school on his way. "
            "Chapulín has decided the shady side of the new roof terrace is his.\n\n"
            "Mateo won second place at the school-zone science fair on Friday 7 November! The judges loved the live penca.\n\n"
            "And Rubén's wedding has moved: Karla's grandmother broke her hip at the end of October and had surgery, so it's now Saturday 17 January instead of 13 December, same church in Tlacolula. "
            "Mum says this way the grandmother can dance.\n\n"
            "Help me with money. Without rent I want a plan. Income: Efraín's taller brings home about $16,000 a month; my Casa Añil workshop $3,500 a month; NatuColor owes the balance of $119,000 after delivery; "
            "Don Porfirio's 15 kg at $2,200 is $33,000 in December. The shade house is $178,500 with the gutters, SEFADER pays $75,000, so our share is $103,500. "
            "Mitla wants 50% when they start on 1 December and 50% at the end; SEFADER pays its $75,000 directly to Mitla with the second payment. As padrinos de anillos we're buying the rings, about $8,500. "
            "New costs at the house: electricity and water about $900 a month and gas about $600."),
   ("assistant", "Congratulations on all three: your own house beside the nopal, a second place for Mateo, and a wedding date that lets the grandmother dance.\n\n"
                 "## The shade-house payments\n"
                 "| When | Total due | Paid by SEFADER | **Paid by you** |\n"
                 "|---|---|---|---|\n"
                 "| 1 December (start) | $89,250 | none | **$89,250** |\n"
                 "| At the end (January) | $89,250 | $75,000 | **$14,250** |\n"
                 "| **Total** | **$178,500** | **$75,000** | **$103,500** |\n\n"
                 "The pinch point is **1 December**: $89,250 before NatuColor's balance arrives. Check what's in the farm savings now, and if it's short, ask Mitla whether the first payment can be split, half on 1 December and half on delivery of the structure.\n\n"
                 "## December to February, roughly\n"
                 "| | December | January | February |\n"
                 "|---|---|---|---|\n"
                 "| Efraín's taller | $16,000 | $16,000 | $16,000 |\n"
                 "| Casa Añil | $3,500 | $3,500 | $3,500 |\n"
                 "| NatuColor balance | $119,000 | | |\n"
                 "| Don Porfirio | $33,000 | | |\n"
                 "| Shade house | -$89,250 | -$14,250 | |\n"
                 "| Rings | | -$8,500 | |\n"
                 "| Electricity, water, gas | -$1,500 | -$1,500 | -$1,500 |\n\n"
                 "Add your usual household spending, the aguinaldo season and Christmas, and you'll see whether January is tight. It usually is.\n\n"
                 "## What to do with the $4,500 you no longer pay\n"
                 "1. **Keep paying it, to yourselves.** Move $4,500 every month into a savings account the day Efraín's money comes in, as if rent were still due.\n"
                 "2. **First goal: an emergency fund** of three months of household spending.\n"
                 "3. **Then a farm fund** for the next plastic change, pencas and a solar dryer.\n\n"
                 "## Separate the farm from the house\n"
                 "Open a **separate account for the farm**: NatuColor's payments, Don Porfirio, workshops, the shade house, labour and inputs. It makes the organic records and SEFADER paperwork easier, and it tells you each year what the farm really earned.\n\n"
                 "## The house\n"
                 "Living beside the nopal changes the daily work too: you can check the shade house at night for moths without driving, and Chapulín can supervise from the terrace."),
   ("user", "Mitla agreed to split the first payment: $45,000 on 1 December and the rest when the structure is up. I opened a farm account at the Caja Popular in Zimatlán yesterday, and the $4,500 goes into savings every month from now on."),
   ("assistant", "That takes the pressure off December nicely. Put the split in writing with Mitla, and keep every invoice in the farm account's folder: SEFADER will want them when it pays its part.")],
  {"summary": "On Saturday 8 November 2025 the user's family moved into their own house in San Pablo Huixtepec beside the nopalera, built over four years, leaving the flat above Efraín's taller in Zimatlán rented for $4,500 a month; Efraín keeps the taller in Zimatlán and drives Mateo to school; Chapulín has the shady side of the roof terrace; "
              "Mateo won second place at the school-zone science fair on Friday 7 November 2025; Rubén's wedding moved from 13 December 2025 to Saturday 17 January 2026, same church in Tlacolula, because Karla's grandmother broke her hip at the end of October and had surgery; "
              "income: Efraín's taller about $16,000 a month, the Casa Añil workshop $3,500 a month, NatuColor's $119,000 balance, Don Porfirio's 15 kg for $33,000; the shade house costs $178,500 with gutters, SEFADER pays $75,000 directly to Mitla with the second payment, the user's share is $103,500; rings as padrinos de anillos about $8,500; electricity and water about $900 and gas about $600 a month; "
              "the assistant laid out the payments ($89,250 on 1 December, $14,250 at the end), a December to February cash plan, suggested paying the old $4,500 rent into savings every month (an emergency fund first, then a farm fund) and a separate farm account; "
              "Mitla agreed to split the first payment ($45,000 on 1 December, the rest when the structure is up); the user opened a farm account at the Caja Popular in Zimatlán and saves $4,500 a month.",
   "procedures": [{"name": "Budgeting after the rent stops", "steps": ["Map the big payments and who pays them", "A three-month cash plan", "Keep paying the old rent into savings", "Emergency fund first, then a farm fund", "A separate farm account"]}],
   "decisions": [{"decision": "Save the old $4,500 rent every month", "rationale": "An emergency fund, then a farm fund"},
                 {"decision": "Open a separate farm account at the Caja Popular in Zimatlán", "rationale": "Easier organic and SEFADER records, and a clear view of the farm's earnings"}],
   "outcomes": ["Moved into their own house in San Pablo Huixtepec on 8 November 2025", "Mateo won second place at the science fair", "Rubén's wedding moved to 17 January 2026"]}),
 ("2025-12-06", "NatuColor says part of my delivery was too damp", [
   ("user", "We delivered the 100 kg to NatuColor on Tuesday 25 November, in five lots of 20 kg. Their lab found lot 4 at 11.2% moisture, over the 10% limit; the others were between 8.1 and 9.4%, and carminic acid averaged 20.8%. "
            "Verónica proposed paying 10% less for lot 4. I still had my sealed sample of lot 4, as you suggested, and the cooperative's moisture meter gave 9.6%. "
            "But lot 4 was the last one we dried, in the cloudy week of 10 November. What's fair, and how do I stop this next season?"),
   ("assistant", "First, well done: four lots comfortably inside the limit and 20.8% carminic acid is a strong first delivery. Now lot 4.\n\n"
                 "## Why the numbers differ\n"
                 "- **Dried cochineal takes up moisture from the air.** A lot dried in a cloudy week, stored a couple of weeks and transported can gain a point or more.\n"
                 "- **Methods differ.** A handheld meter and a lab's **oven-drying method** can disagree by a point or more; the oven method is usually the reference.\n"
                 "- So 9.6% on your meter and 11.2% in their lab may **both be honest**, and still mean lot 4 was drier when sealed than when tested.\n\n"
                 "## Your options\n"
                 "| Option | Cost to you | Notes |\n"
                 "|---|---|---|\n"
                 "| Accept the 10% deduction | 20 kg x $1,700 x 10% = **$3,400** | quick, keeps goodwill |\n"
                 "| Joint re-test of your sealed sample at an independent lab | lab fee, a week or two | fair if you trust your sample |\n"
                 "| Take lot 4 back, re-dry it and redeliver | some labour and a few days | you get the full price and show you stand behind your product |\n\n"
                 "A deduction of 10% for 1.2 points over the limit is on the generous side for NatuColor. **Taking the lot back and redelivering** is often the option buyers respect most, and it avoids arguing about labs.\n\n"
                 "## Next season\n"
                 "1. **Dry to 8 to 9%**, not just under 10%, to leave a margin for storage and transport.\n"
                 "2. **Store in airtight bags or drums** as soon as it's dry, in a cool, dry place, off the floor.\n"
                 "3. **Measure before delivery with the buyer's method**, or have one lot checked at the same lab, so your numbers and theirs are comparable.\n"
                 "4. **Write the method into the contract** (oven method, temperature, which lab) and keep **a sealed duplicate sample** of every lot, signed by both sides.\n"
                 "5. **A solar dryer** for cloudy weeks: a covered dryer with a transparent roof and airflow dries faster and cleaner than petates in the open, and keeps dust and rain off."),
   ("user", "I took lot 4 back, re-dried it in the cooperative's solar dryer and redelivered it on Tuesday 2 December at 8.9%. Verónica paid the full balance, $119,000, yesterday. "
            "Our whole 2025 harvest came to 118 kg: 100 kg for NatuColor, 15 kg for Don Porfirio and 3 kg for my workshops. For next season I want our own solar dryer."),
   ("assistant", "That's a very good end to the season: 118 kg after losing most of the front plot's colonies to hail in May, against 85 kg last year, and paid in full. "
                 "For your own dryer, think about size first (how many kilos of fresh insects on your biggest harvest day), then a roof of UV-stabilised plastic or polycarbonate, mesh trays off the ground, vents at the bottom and top, and a lock. "
                 "Don Abel may know whether SEFADER funds dryers as well.")],
  {"summary": "The user delivered 100 kg to NatuColor on Tuesday 25 November 2025 in five lots of 20 kg; NatuColor's lab found lot 4 at 11.2% moisture, over the 10% limit, the others 8.1 to 9.4%, carminic acid averaging 20.8%; Verónica proposed paying 10% less for lot 4; the user's sealed sample measured 9.6% on the cooperative's meter; lot 4 was dried in the cloudy week of 10 November; "
              "the assistant explained that dried cochineal takes up moisture and meters differ from the lab oven method, listed options (accept the $3,400 deduction, a joint re-test, take the lot back and redeliver) and suggested for next season drying to 8 to 9%, airtight storage, measuring with the buyer's method before delivery, writing the method into the contract with a sealed duplicate sample, and a solar dryer; "
              "the user took lot 4 back, re-dried it in the cooperative's solar dryer and redelivered it on Tuesday 2 December 2025 at 8.9%; Verónica paid the full $119,000 balance on 5 December 2025; the 2025 harvest was 118 kg (100 kg NatuColor, 15 kg Don Porfirio, 3 kg for workshops); the user wants her own solar dryer.",
   "procedures": [{"name": "Avoiding damp cochineal lots", "steps": ["Dry to 8 to 9%", "Store airtight, cool, off the floor", "Measure with the buyer's method before delivery", "Write the method into the contract", "Keep a sealed duplicate sample of every lot", "A solar dryer for cloudy weeks"]}],
   "decisions": [{"decision": "Take lot 4 back, re-dry it and redeliver rather than accept a 10% deduction", "rationale": "Full price and shows she stands behind her product"}],
   "outcomes": ["Lot 4 redelivered at 8.9% on 2 December 2025", "NatuColor paid the $119,000 balance", "2025 harvest: 118 kg"]}),
 ("2026-01-10", "A toast for my brother's wedding", [
   ("user", "Rubén's wedding is next Saturday, 17 January: mass at the church in Tlacolula, then the party at Tía Chela's house with a calenda through the street. "
            "Efraín and I are padrinos de anillos, and Rubén asked me to say a few words at the party, after the vals. I want it short, in Spanish, funny but not embarrassing.\n\n"
            "Some material: Rubén is 35, an industrial engineer at an auto-parts plant in Monterrey. He met Karla Treviño at the plant four years ago, when she fixed a mistake in his spreadsheet. "
            "As a boy he helped our father Aurelio plant the first nopales in 2009 and complained about the spines all day, and he ate more tunas than he picked. Karla learned to make tlayudas for him. "
            "Our gift is a rug woven by Don Porfirio Bautista, dyed with our own cochineal.\n\n"
            "Mum is very well: her HbA1c in December was 6.9%, and she's been practising the jarabe with Tía Chela."),
   ("assistant", "What lovely material, and what good news about your mum. A wedding toast works best at **two minutes or less**: one funny story, one true sentence about the couple, one line that connects the families, and the raised glass.\n\n"
                 "## Structure\n"
                 "1. **Greeting** (10 seconds): who you are.\n"
                 "2. **The little brother** (40 seconds): the nopales and the tunas.\n"
                 "3. **Karla** (30 seconds): the spreadsheet and the tlayudas.\n"
                 "4. **The family** (20 seconds): your father and the rug.\n"
                 "5. **The toast** (10 seconds).\n\n"
                 "## A draft\n"
                 "> Buenas noches a todos. Soy Itzel, la hermana mayor de Rubén, y junto con Efraín tuvimos el honor de ser sus padrinos de anillos.\n"
                 ">\n"
                 "> Cuando Rubén tenía nueve años, mi papá Aurelio lo llevó a sembrar los primeros nopales de la familia. Rubén se quejó de las espinas todo el día… y al final del día había comido más tunas de las que había cortado. "
                 "Desde entonces supimos que iba a ser ingeniero: siempre buscando la manera más eficiente de hacer las cosas.\n"
                 ">\n"
                 "> Hace cuatro años, en Monterrey, una ingeniera le corrigió una hoja de cálculo. Esa ingeniera es Karla. Y Karla, no solo corregiste la hoja de cálculo: aprendiste a hacer tlayudas. "
                 "En esta familia eso es más serio que un anillo.\n"
                 ">\n"
                 "> Mi papá no está aquí esta noche, pero algo de él sí. El rojo de la alfombra que les regalamos, tejida por Don Porfirio en Teotitlán, viene de la grana de los nopales que él sembró con Rubén.\n"
                 ">\n"
                 "> Así que levanten sus copas: por Rubén y Karla, que su amor tenga raíces como el nopal, aguante el sol y la sequía, y siempre dé fruto. ¡Salud!\n\n"
                 "## Tips for the night\n"
                 "- **Print it large** or keep it on a card; don't read from a phone in a dark garden.\n"
                 "- **Pause after the jokes**; people need a second to laugh.\n"
                 "- Speak **before** the party gets loud, right after the vals as planned, and ask the band to give you a microphone and quiet.\n"
                 "- If your voice shakes at the part about your father, that's fine. Take a breath and look at your mum."),
   ("user", "It's perfect, I'll change a couple of lines. I'll end with the rug: 'el rojo de esta alfombra es de la grana que papá sembró'. Mateo is carrying the arras box, and he's practising walking slowly."),
   ("assistant", "That's a beautiful closing line, better than mine. Walking slowly is the hardest job in a wedding for a nine-year-old; tell Mateo to count to two on every step. I hope the day is wonderful for all of you.")],
  {"summary": "Rubén's wedding is on Saturday 17 January 2026: mass at the church in Tlacolula, then the party at Tía Chela's house with a calenda; the user and Efraín are padrinos de anillos and Rubén asked her for a short toast in Spanish after the vals; "
              "Rubén, 35, is an industrial engineer at an auto-parts plant in Monterrey; he met Karla Treviño at the plant four years ago when she fixed his spreadsheet; as a boy he helped their father Aurelio plant the first nopales in 2009, complained about the spines and ate the tunas; Karla learned to make tlayudas; "
              "the family's gift is a rug woven by Don Porfirio Bautista dyed with the farm's cochineal; the user's mother's HbA1c in December 2025 was 6.9% and she is practising the jarabe; "
              "the assistant suggested a toast of two minutes or less (greeting, the little brother, Karla, the family and the rug, the toast) and wrote a Spanish draft ending 'que su amor tenga raíces como el nopal', with tips (print it, pause after jokes, speak right after the vals, breathe); "
              "the user will end with 'el rojo de esta alfombra es de la grana que papá sembró'; Mateo carries the arras box.",
   "procedures": [{"name": "A short wedding toast", "steps": ["Greeting", "One funny story", "One true sentence about the couple", "A line that connects the families", "Raise the glass", "Print it, pause after jokes, speak before the party gets loud"]}],
   "decisions": [{"decision": "End the toast with the rug dyed with the family's cochineal", "rationale": "It connects the couple to their late father Aurelio's nopales"}],
   "outcomes": ["Catalina Santiago's HbA1c 6.9% in December 2025", "Wedding gift: a Don Porfirio rug dyed with their cochineal"]}),
 ("2026-02-07", "Next season's contract with NatuColor: exclusivity?", [
   ("user", "The wedding was beautiful: Mum danced the jarabe with Rubén, nobody fainted, and half of Tlacolula asked about the red rug. "
            "The new shade house was finished on Tuesday 20 January, and we've hung 3,600 pencas in it so far; the old one is back to its full 4,000.\n\n"
            "Now Verónica's offer for 2026: $1,800 a kilo for 150 kg of certified organic cochineal, but exclusive, meaning I'd sell to nobody else. Delivery in two lots of 75 kg, by 31 July and by 30 November. "
            "What about Don Porfirio and my workshops? And is 150 kg even realistic?"),
   ("assistant", "Congratulations on the wedding and on the new house being up and filling. This is a bigger contract than last year, so let's check the kilos before the price.\n\n"
                 "## Can you grow 150 kg of certified cochineal?\n"
                 "Only the **shade houses and the front plot** are certified; the back plot is in conversion until February 2027, so its cochineal **can't go into organic lots**.\n"
                 "| Source | Rough 2026 estimate |\n"
                 "|---|---|\n"
                 "| Old shade house (4,000 pencas) | 55 to 60 kg |\n"
                 "| New shade house (3,600 pencas, first year) | 35 to 50 kg |\n"
                 "| Front plot, open field | 30 to 45 kg, if no hail |\n"
                 "| **Certified total** | **about 120 to 155 kg** |\n"
                 "| Back plot (not certified) | 10 to 15 kg, for Don Porfirio and workshops |\n\n"
                 "150 kg is possible, but it needs a good year. Protect yourself with:\n"
                 "- A **tolerance of plus or minus 10%** on the quantity.\n"
                 "- A **force majeure clause** naming hail, frost and pest outbreaks.\n"
                 "- Or commit **130 kg firm** with an option on 20 more.\n\n"
                 "## Exclusivity\n"
                 "Exclusivity has value to them, so it should have a price, and it should be **narrow**:\n"
                 "- **Exclusive only for exporters and the cosmetics and food market**, the market NatuColor is protecting.\n"
                 "- **Carve out** local artisan dyers such as Don Porfirio and your **workshops**, up to a fixed amount, say 20 kg.\n"
                 "- Exclusivity only for the **contract year**, not open-ended.\n"
                 "- If NatuColor **doesn't take or pay** for a lot on time, the exclusivity ends for that lot.\n\n"
                 "## Price\n"
                 "Certified organic with exclusivity is worth more than last year's conventional $1,700. I'd **open at $1,950 to $2,000** and settle around **$1,850 to $1,900**.\n\n"
                 "## Learn from the damp lot\n"
                 "- Moisture measured by the **oven method**, at a named lab.\n"
                 "- A **sealed duplicate sample** of every lot, signed by both sides.\n"
                 "- A 30% **advance** again."),
   ("user", "Done. $1,850 a kilo for 150 kg with a plus or minus 10% tolerance and a hail clause. The exclusivity is only for exporters and cosmetics, so Don Porfirio's 15 kg and my workshop grana are outside it. "
            "Moisture by the oven method with a sealed duplicate of each lot. The 30% advance, $83,250, came on Thursday 5 February."),
   ("assistant", "That's an excellent contract: $150 a kilo more than 2025, your artisan market protected, and the moisture question settled in advance. "
                 "With two deliveries, plan the drying for the July lot around the rainy season: the solar dryer will matter most in June and July.")],
  {"summary": "Rubén and Karla's wedding on 17 January 2026 went well and the user's mother danced the jarabe; the new shade house was finished on Tuesday 20 January 2026 and has 3,600 pencas hung so far, the old one is back to its full 4,000; "
              "Verónica offered for 2026 $1,800 a kilo for 150 kg of certified organic cochineal, exclusive, in two lots of 75 kg by 31 July and 30 November 2026; "
              "the assistant estimated the certified output (old shade house 55 to 60 kg, new shade house 35 to 50 kg, front plot 30 to 45 kg, about 120 to 155 kg; the back plot, in conversion until February 2027, can't go into organic lots), suggested a plus or minus 10% tolerance and a force majeure clause or 130 kg firm, "
              "a narrow exclusivity (exporters and cosmetics only, carve-outs for Don Porfirio and workshops, contract year only), opening at $1,950 to $2,000 and settling around $1,850 to $1,900, the oven method, sealed duplicate samples and a 30% advance; "
              "the user agreed $1,850 a kilo for 150 kg with a plus or minus 10% tolerance and a hail clause, exclusivity only for exporters and cosmetics, Don Porfirio's 15 kg and workshop grana outside it, moisture by the oven method with sealed duplicates; the 30% advance of $83,250 arrived on Thursday 5 February 2026.",
   "procedures": [{"name": "Negotiating an exclusive supply contract", "steps": ["Estimate what you can grow from certified land only", "Quantity tolerance and force majeure", "Narrow exclusivity with carve-outs", "Price the exclusivity", "Moisture method and sealed duplicates", "Advance"]}],
   "decisions": [{"decision": "2026 contract with NatuColor: 150 kg of organic cochineal at $1,850 a kilo", "rationale": "Certified organic and exclusive, with a tolerance and hail clause to protect a small farm"},
                 {"decision": "Exclusivity only for exporters and cosmetics", "rationale": "Keep Don Porfirio and the workshops outside it"}],
   "outcomes": ["New shade house finished on 20 January 2026", "Advance of $83,250 received on 5 February 2026"]}),
 ("2026-03-07", "A tour agency wants to bring visitors to the farm", [
   ("user", "A tour agency in Oaxaca city, Rutas del Color, run by Marco Antonio Ríos, wants to bring visitors to Grana Nocheztli from April: Tuesdays and Thursdays, up to 12 people, 90 minutes. "
            "The nopal, the shade houses, a harvest demonstration and dyeing a wool skein. They'd pay me $250 per visitor. Marco Antonio came to one of my Casa Añil workshops.\n\n"
            "My worries: the organic certificate and the moth (strangers walking in and out of the shade houses), Chapulín with strangers, insurance if someone falls on the spines, and my time. "
            "We now have 7,600 pencas hanging, 4,000 in the old house and 3,600 in the new one, and the first harvest from the new house is due in April. Should I accept?"),
   ("assistant", "It's a good sign that an agency wants your farm: cochineal is one of the best stories in Oaxaca, and you tell it well. Whether it's worth it depends on the rules you set.\n\n"
                 "## The money\n"
                 "- A full tour: 12 x $250 = **$3,000**.\n"
                 "- Two tours a week is about **eight or nine a month**: up to about **$26,000** if every tour is full, more realistically **$12,000 to $15,000** at half full.\n"
                 "- Ask for a **minimum per tour** so a group of three doesn't cost you a morning for $750.\n\n"
                 "## Protect the shade houses\n"
                 "- **Visitors don't walk through the shade houses.** They look in from the vestibule, or through a viewing window, with the inner door closed.\n"
                 "- Do the **harvest demonstration outside**, on a table, with pencas you bring out.\n"
                 "- Keep a **visitor log** (date, group size); organic inspectors like to see that you control access.\n"
                 "- **No food or drink** near the pencas, and no touching the colonies without gloves.\n\n"
                 "## Safety and insurance\n"
                 "- Ask whether **the agency's liability insurance covers visitors on your farm**; put it in the agreement.\n"
                 "- A **marked path** away from the nopal rows, a first-aid kit with **tweezers for spines**, and a line in the briefing: 'the nopal bites'.\n\n"
                 "## Chapulín\n"
                 "Even a friendly dog can be overwhelmed by twelve strangers. Keep him **in the house during the tour** and let him come out to say hello at the end, in his shirt, on a lead. Xolos are a highlight for visitors, once he's calm.\n\n"
                 "## Your time\n"
                 "- **Fixed days and a fixed time**, for example 10 am, so it doesn't fall across harvest or drying.\n"
                 "- The right to **cancel on harvest peaks** with notice.\n"
                 "- **A trial period** of three months before anything longer.\n\n"
                 "## In the agreement\n"
                 "Days and times, group size, price per visitor and the minimum, payment terms, cancellation on both sides, insurance, the farm rules, and the trial period."),
   ("user", "I said yes, as a trial from April to June: Tuesdays and Thursdays at 10 am, up to 12 people, $250 each with a minimum of $1,500 per tour, and the agency's insurance covers visitors. "
            "Visitors look into the shade houses from the vestibule only. Chapulín stays in the house and comes out at the end to say hello. The first tour is Tuesday 7 April."),
   ("assistant", "That's a well-protected trial. Before the 7th, do a **dry run** with Efraín and Mateo as the tourists: walk the path, time the 90 minutes, and see where people bunch up. "
                 "And keep a simple note of each tour's numbers and income in the farm account, so in June you'll know whether it was worth it.")],
  {"summary": "Rutas del Color, a tour agency in Oaxaca city run by Marco Antonio Ríos, wants to bring visitors to Grana Nocheztli from April 2026 on Tuesdays and Thursdays, up to 12 people, 90 minutes (the nopal, the shade houses, a harvest demonstration, dyeing a wool skein), paying $250 per visitor; "
              "the farm now has 7,600 pencas hanging, 4,000 in the old shade house and 3,600 in the new one, whose first harvest is due in April 2026; "
              "the assistant estimated $3,000 for a full tour and up to about $26,000 a month (realistically $12,000 to $15,000), and suggested a minimum per tour, visitors looking in from the vestibule only, the harvest demonstration outside, a visitor log, no food near the pencas, the agency's liability insurance, a marked path and tweezers for spines, "
              "Chapulín in the house during tours, fixed days and times, cancelling on harvest peaks, a three-month trial and a written agreement; "
              "the user accepted a trial from April to June 2026: Tuesdays and Thursdays at 10 am, up to 12 people, $250 each with a $1,500 minimum per tour, the agency's insurance covering visitors, visitors only in the vestibule, Chapulín in the house until the end; the first tour is on Tuesday 7 April 2026.",
   "procedures": [{"name": "Farm tours without risking the crop", "steps": ["Minimum payment per tour", "Visitors look in from the vestibule only", "Harvest demonstration outside", "Visitor log", "Agency's liability insurance", "Marked path and first-aid kit", "Dog in the house", "Fixed days, a trial period, a written agreement"]}],
   "decisions": [{"decision": "Accept Rutas del Color's farm tours as a trial from April to June 2026", "rationale": "Extra income with the shade houses, the dog and her time protected by the agreement"}],
   "outcomes": ["First tour on Tuesday 7 April 2026", "7,600 pencas hanging"]}),
]

QUESTIONS_154 = [
 # single facts the user said about herself, her family, pets and things
 ("What breed is Chapulín?", "a standard Xoloitzcuintle (slate grey, hairless)"),
 ("What does Efraín do for work?", "he's a mechanic with his own workshop, Taller Cruz, in Zimatlán"),
 ("Who's my contact at NatuColor?", "Lic. Verónica Salinas, the purchasing manager"),
 ("Where does Mum live?", "Tlacolula de Matamoros, with Tía Chela"),
 ("Who's the president of our cooperative?", "Don Abel Hernández Sosa, of Grana Fina de los Valles"),
 ("Which vet treated Chapulín's sunburn?", "MVZ Daniel Orozco at Clínica Veterinaria Orozco in Zimatlán"),
 ("What was eating the cochineal in the shade house in June?", "larvae of Laetilia coccidivora, a moth, plus some Hyperaspis ladybird larvae"),
 ("Who's Mateo's teacher?", "Maestra Yolanda Pérez"),
 ("What basketball team do I play for?", "Las Nopaleras, in the Zimatlán women's league (as point guard)"),
 # when
 ("When did the hail hit the farm?", "Tuesday 6 May 2025"),
 ("When did Mum faint at the market?", "Sunday 1 June 2025"),
 ("When was the organic inspection?", "Wednesday 17 September 2025"),
 ("When did we move into our own house?", "Saturday 8 November 2025"),
 ("When was Rubén's wedding?", "Saturday 17 January 2026 (moved from 13 December 2025)"),
 ("When is the first farm tour?", "Tuesday 7 April 2026"),
 # counts and amounts
 ("How much did Chapulín's vet visit cost?", "$950 pesos"),
 ("How much cochineal did we harvest in 2025?", "118 kg (100 kg for NatuColor, 15 kg for Don Porfirio, 3 kg for my workshops)"),
 ("How much did the anti-insect mesh for the shade house cost?", "$6,800"),
 # lists across chats
 ("Who buys my cochineal?", "NatuColor Export in Oaxaca city (Verónica Salinas), which sells to Laboratoires Vermeil in France, and Don Porfirio Bautista, a rug weaver in Teotitlán del Valle"),
 ("What setbacks did the farm have this past year?", "hail on 6 May 2025 (about 60% of the front plot's colonies lost), Laetilia moth larvae in the shade house in June (320 pencas removed), and a damp 20 kg lot (11.2% moisture) in the November delivery to NatuColor"),
 ("What quotes did we get for the second shade house?", "Invernaderos Mitla, $186,000 (2-inch tube, 3-year plastic, 50-mesh, double door), and AgroEstructuras del Valle, $142,000 (1.5-inch tube, 1-year plastic, 40-mesh, single door)"),
 ("What have we done to protect Chapulín from the sun?", "a UV shirt ($420), a dog sunscreen without zinc, keeping him inside from 11 to 4, and a low wooden gate that keeps him off the drying patio"),
 ("What work have I taken on besides the farm?", "one Saturday workshop a month at Casa Añil ($3,500 each) and, from April 2026, farm tours for Rutas del Color ($250 a visitor, a trial to June)"),
 # latest value of something that changed
 ("What does NatuColor pay per kilo now?", "$1,850 (the 2026 contract for 150 kg of organic cochineal; it was $1,700 in 2025)"),
 ("Where do we live now?", "in our own house in San Pablo Huixtepec, beside the nopalera (since 8 November 2025)"),
 ("How many pencas are hanging now?", "7,600 (4,000 in the old shade house and 3,600 in the new one)"),
 ("What did the second shade house cost in the end?", "$178,500 with the gutters (quoted $186,000, agreed at $172,000, plus $6,500); SEFADER paid $75,000 and we paid $103,500"),
 ("What diabetes tablets is Mum on now?", "metformin 850 mg twice a day and linagliptin 5 mg once a day (glibenclamide stopped)"),
 # yes/no
 ("Did Las Nopaleras win the feria final?", "Yes (58-51 against Las Guerreras de Ocotlán)"),
 ("Did I take the job at Casa Añil?", "No (I give one Saturday workshop a month instead)"),
 ("Did we rent Don Cirilo's hectare?", "No"),
 ("Is the back plot certified organic?", "No (in conversion until February 2027)"),
 ("Did Mateo win a prize at the science fair?", "Yes (second place)"),
 # why
 ("Why did the doctor stop Mum's glibenclamide?", "it can drop the sugar too low in older people who skip meals; she had fainted with a sugar of 48 mg/dL"),
 ("Why was Rubén's wedding moved?", "Karla's grandmother broke her hip and had surgery"),
 ("Why did NatuColor want to pay less for part of my delivery?", "lot 4 (20 kg) tested at 11.2% moisture, over the 10% limit"),
 ("Why did we go for group organic certification?", "it costs $9,500 a year through the cooperative against $28,000 on my own, with shared paperwork"),
 # what the assistant recommended
 ("What did you suggest to keep the moths out of the shade house?", "fine anti-insect mesh on the vents and openings, a double door with a vestibule, sealing gaps, no lights near the shade house at night (a light trap away from it), and inspecting and quarantining incoming pencas"),
 ("What did you say to look for in a sunscreen for Chapulín?", "one made for dogs, without zinc oxide or salicylates, because he'll lick it off"),
 ("What did you suggest doing with the hail-damaged nopal?", "cut badly broken pads cleanly, let the wounds callus, don't irrigate for a few days, pick up fallen pads, watch for soft rot, and re-infest healthy pads with nests made from gravid mothers"),
 ("How did you suggest avoiding damp lots next season?", "dry to 8 to 9%, store airtight, measure with the buyer's method before delivery, write the method into the contract with a sealed duplicate sample of every lot, and a solar dryer for cloudy weeks"),
 # inference
 ("Would I rent more open-field land to grow cochineal?", "Likely no"),
 ("Would I sell to NatuColor at $1,450 a kilo now?", "Likely no"),
 # not in the archive
 ("What's Efraín's mother called?", "Not mentioned in my chats"),
 ("Where did Rubén and Karla go on honeymoon?", "Not mentioned in my chats"),
]


def assistant_chats_69_at(folder):
    """The archive of CHATS_154 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a69c", CHATS_154, "chatgpt")


@pytest.fixture(scope="module")
def assistant_chats_69(tmp_path_factory):
    return assistant_chats_69_at(tmp_path_factory.mktemp("assistant69"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_154, "assistant 69")


def test_the_archive_finds_the_xoloitzcuintle(assistant_chats_69):
    assert assistant_chats_69.search("Xoloitzcuintle").results
