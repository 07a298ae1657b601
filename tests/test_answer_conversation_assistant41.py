"""A forty-first written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind with its questions and gold answers before any run of
`kbsearch answer` on it, and without reading the answer rules. Its questions are read by the
developers after its first measure. A manuscript conservator in Nizwa, Oman, Maryam Al-Kindi, 34,
who repairs old Arabic manuscripts at a small private library and lives with her husband Hamed, a
wellsite geologist on a fourteen-days-on rotation, their son Azzan and Zafran, a ginger cat. She
chats with Claude from February 2025 to January 2026: iron gall ink eating through an
eighteenth-century law book, a new job at a museum in Manah (an interview, an offer, a counter-offer
she turns down, a start date that slips), moving house, a first trail race on Jebel Akhdar and a
heel that forces a shorter distance, oud lessons, her cat's urinary blockage and a kitten from her
brother, her mother's diabetes and an Umrah that is called off and rebooked, a week in Tbilisi, side
jobs on family documents and the household budget, with facts the user updates later (her
workplace, the rent, her mother's HbA1c, the price of a lesson, the date of the Umrah).
bench/answer_conversations.py asks every question ("assistant 41")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_98 = [
 ("2025-02-08", "Iron gall ink corrosion in an 18th-century fiqh manuscript", [
   ("user", "Hi Claude. I'm Maryam, 34, and I'm a manuscript conservator at Bayt al-Warraq, a small private manuscript library in Nizwa run by the Al-Sawafi family foundation. I've been there six years. "
            "I live in Firq, on the edge of Nizwa, with my husband Hamed and our son Azzan, who's 6, plus a ginger cat called Zafran. "
            "At the moment I'm working on volume 14 of a copy of Bayan al-Shar' made in 1176 AH (1762-63): about 280 folios of laid paper, probably Italian, written in iron gall ink with rubrics in red. "
            "The director, Sheikh Saif Al-Sawafi, wants it in our spring exhibition in May. The problem: in the middle quires the ink is eating through the paper. There are brown haloes around the letters, cracks running along the lines, "
            "and in a few places whole letters have dropped out. There's also an old tide line from water damage along the lower margin of the first 40 folios. "
            "What approach would you take? I have a good bench, a light box and a humidification tent, but no suction table."),
   ("assistant", "That's a serious but very familiar kind of damage, and the fact that you've caught it while most letters are still in place is good news. Here's how I'd approach it, from assessment to display. "
                 "You know the object and your bench far better than I do, so take this as a structured checklist rather than a prescription.\n\n"
                 "## 1. Document before you touch anything\n"
                 "- **Map the damage folio by folio:** haloing only, cracking, or losses. A simple spreadsheet with a severity score (0 to 3) per folio shows you where the corrosion is concentrated.\n"
                 "- **Photograph in raking and transmitted light** on your light box. Transmitted light shows cracks that aren't visible yet from the surface.\n"
                 "- Note the **red rubrics** separately: if they're vermilion or red lead they behave differently from the iron gall ink, especially with moisture.\n\n"
                 "## 2. Test the ink\n"
                 "- Use **bathophenanthroline indicator paper** to test for free **iron(II) ions**. A positive result means the ink is still actively degrading the paper, not just showing old damage.\n"
                 "- Test several folios across the volume, not just the worst ones, so you know how far the problem extends.\n\n"
                 "## 3. Decide whether the paper can take water\n"
                 "- The most effective chemical treatment for active iron gall ink is **aqueous**: a **calcium phytate** bath followed by **calcium bicarbonate** deacidification, which ties up the free iron and buffers the paper.\n"
                 "- But it only makes sense if the paper is strong enough to be wetted and the other media are stable. **Where the paper is already cracked and fragile, don't bathe it.** Without a suction table, local aqueous work is also riskier, because you can't control how the water spreads.\n\n"
                 "## 4. If it can't be bathed: stabilise locally\n"
                 "- Repair the cracks and losses with **remoistenable tissue**: thin Japanese tissue pre-coated with an adhesive, which you reactivate with a minimum of moisture (or a solvent), so almost no water reaches the ink.\n"
                 "- Work from the **verso** where you can, and keep the repairs as small as the damage allows.\n"
                 "- Leave the tide line alone unless it's causing a problem: it's disfiguring, but stable, and reducing it would mean wetting exactly the folios you want to keep dry.\n\n"
                 "## 5. Storage and display\n"
                 "- Iron gall ink degrades faster in **high or fluctuating humidity**. Aim for a **stable 45 to 55% RH** and avoid swings.\n"
                 "- For the exhibition, open the volume at a **stable opening** (not in the corroded middle quires), on a book cradle at a gentle angle, with light kept **at or below 50 lux**.\n"
                 "- Limit the display period and rotate the opening if it's on show for more than a few months.\n\n"
                 "## In short\n"
                 "Test for iron(II) with bathophenanthroline paper, bathe only if the paper can take it, otherwise repair locally with remoistenable tissue, and keep the volume at a stable, moderate humidity. "
                 "Would you like help designing the condition survey sheet?"),
   ("user", "The bathophenanthroline test came up strongly positive on folios 112 to 160, and that paper is far too weak to bathe. So local repairs with remoistenable tissue it is. "
            "Which adhesive should I coat the tissue with, gelatine or Klucel G? And our workroom sits at about 60% humidity in summer because the AC struggles."),
   ("assistant", "Both are used for exactly this, and the choice depends on how sensitive the ink is to moisture.\n\n"
                 "## Gelatine-coated tissue\n"
                 "- Reactivated with a small amount of moisture (a damp blotter or a fine brush), so a little water does reach the paper.\n"
                 "- Gelatine has a good track record with iron gall ink and is often said to help protect it, and it ages well.\n"
                 "- Good for most of your cracks, if a spot test shows the ink doesn't bleed.\n\n"
                 "## Klucel G (hydroxypropyl cellulose) tissue\n"
                 "- Reactivated with **ethanol** instead of water, so it's the safer choice where the ink is very sensitive or the paper is on the verge of falling apart.\n"
                 "- The bond is weaker, so it's better for small, low-stress repairs than for hinges or long cracks at the gutter.\n\n"
                 "A common compromise is **gelatine tissue for the main repairs** and **Klucel G for the most fragile spots**. Test both on a detached fragment first if you have one.\n\n"
                 "## The 60% humidity\n"
                 "That's the bigger long-term risk: at 60% and above, iron gall ink corrosion speeds up noticeably. A **dehumidifier in the workroom** and a **closed box with conditioned silica gel** for the volume between sessions would both help. "
                 "Log the humidity with a cheap data logger for a month so you can show Sheikh Saif the numbers.")],
  {"summary": "The user, Maryam Al-Kindi, 34, is a manuscript conservator at Bayt al-Warraq, a small private manuscript library in Nizwa run by the Al-Sawafi family foundation (six years there); she lives in Firq, Nizwa, with her husband Hamed, their son Azzan (6) and a ginger cat, Zafran; "
              "she is restoring volume 14 of a copy of Bayan al-Shar' made in 1176 AH (1762-63), about 280 folios of laid paper with iron gall ink and red rubrics, for the library's spring exhibition in May 2025 (the director is Sheikh Saif Al-Sawafi); "
              "damage: haloes, cracks and losses from ink corrosion in the middle quires and a water tide line on the first 40 folios; she has no suction table; "
              "the assistant advised documenting the damage, testing for iron(II) with bathophenanthroline paper, a calcium phytate and calcium bicarbonate bath only if the paper can take water, otherwise local repairs with remoistenable Japanese tissue, leaving the tide line, "
              "and a stable 45-55% RH, display at a stable opening at 50 lux or less; the test was strongly positive on folios 112-160, too weak to bathe, so she chose local repairs; "
              "the assistant compared gelatine-coated tissue (moisture-reactivated) and Klucel G tissue (ethanol-reactivated) and suggested a dehumidifier and a humidity logger for the workroom, which reaches 60% in summer.",
   "procedures": [{"name": "Treating iron gall ink corrosion in a manuscript", "steps": ["Map and photograph the damage folio by folio", "Test for iron(II) with bathophenanthroline paper",
                   "Bathe in calcium phytate and calcium bicarbonate only if the paper can take water", "Otherwise repair locally with remoistenable tissue from the verso", "Keep at a stable 45-55% RH", "Display at a stable opening, 50 lux or less"]}],
   "decisions": [{"decision": "Local repairs with remoistenable tissue instead of an aqueous treatment", "rationale": "Bathophenanthroline test strongly positive on folios 112-160 and the paper is too weak to bathe"}],
   "discoveries": [{"discovery": "Iron gall ink corrosion speeds up at 60% relative humidity and above", "context": "The Bayt al-Warraq workroom reaches 60% in summer"}]}),
 ("2025-02-21", "Training for my first trail race, with Ramadan coming", [
   ("user", "Totally different topic. My sister Shamsa, who teaches maths at a girls' school in Ibri, ran the half at the Muscat Marathon last month in 1:52 and talked me into entering the Jebel Akhdar Trail Race on Friday 21 November. "
            "I've entered the 27 km, which has about 1,400 m of climbing (early-bird entry was OMR 45). Right now I run about 25 km a week on the roads around Firq, my best 10 km is 58 minutes, and I have never run on a trail in my life. "
            "I've just bought my first trail shoes, Hoka Speedgoat 6, for OMR 62. Ramadan starts in about a week. "
            "How should I train over the next nine months, and how do I run while fasting? One more thing: Hamed is a wellsite geologist with PDO and works 14 days on, 14 off at Fahud, so during his field weeks I can only run when Azzan is at school or asleep."),
   ("assistant", "Nine months is a good amount of time to go from road runner to a 27 km mountain race, as long as you build the climbing gradually. Here's a rough plan, and then the Ramadan part.\n\n"
                 "## The big picture\n"
                 "1. **Ramadan (March): maintain, don't build.** Keep the habit with short, easy runs.\n"
                 "2. **April to June: build the base.** Raise your weekly distance by no more than about 10% a week, towards 35 to 40 km, and add one hilly run a week.\n"
                 "3. **July and August: survive the heat.** Run at dawn or on a treadmill; this is the time for strength work, not big mileage.\n"
                 "4. **September to early November: get specific.** Long runs on real trails (Jebel Akhdar itself if you can, or the wadis around Nizwa), practising climbing with your hands on your knees and descending with quick, short steps.\n"
                 "5. **The last two weeks: taper.**\n\n"
                 "## Strength twice a week\n"
                 "Squats, step-ups, lunges and calf raises do more for a mountain race than extra kilometres. Twenty minutes at home after Azzan is asleep is enough.\n\n"
                 "## Running during Ramadan\n"
                 "I'm not a doctor, and if you have any health condition, check with one first. General guidance for healthy runners:\n"
                 "- **Cut your volume by about a quarter** and keep almost everything easy. Ramadan is not the month for intervals or a new long-run record.\n"
                 "- **Pick your window:**\n"
                 "  - **The last 30 to 45 minutes before iftar:** short and easy, so you can drink as soon as you finish. This suits most people.\n"
                 "  - **One to two hours after iftar:** once the meal has settled. Better for anything longer, because you can drink during the run.\n"
                 "  - Avoid running in the middle of the day, fasting, in the heat.\n"
                 "- **Drink steadily between iftar and suhoor**, a glass at a time, rather than a lot at once, and add salt or an electrolyte tablet on hot days.\n"
                 "- **Stop** if you feel dizzy, confused or get a headache that doesn't pass.\n\n"
                 "## Trail safety\n"
                 "On the mountain, run with someone or tell someone your route, carry water and a phone, and start early: the sun on the jebel is strong even when the air is cool.\n\n"
                 "## About Hamed's rotation\n"
                 "Plan the week around it: on his field weeks, treadmill or short runs and strength at home; on his weeks off, the long runs and the trail trips."),
   ("user", "OK. During Ramadan I'll do easy 30-minute runs just before iftar on weekdays and one longer run after taraweeh on Thursday nights. Shamsa says she's entered the 27 km too, so we can go up the mountain together on Hamed's weeks off."),
   ("assistant", "That's a sensible Ramadan routine, and having Shamsa on the long days makes the trail runs safer and more fun. "
                 "Keep the Thursday run conversational, carry water even at night, and after Eid you can start building gently again.")],
  {"summary": "The user's sister Shamsa, a maths teacher at a girls' school in Ibri, ran the Muscat Marathon half in January 2025 in 1:52 and talked her into the Jebel Akhdar Trail Race on Friday 21 November 2025; "
              "the user entered the 27 km (about 1,400 m of climbing, early-bird entry OMR 45); she runs about 25 km a week on the road around Firq, her best 10 km is 58 minutes and she has never run on a trail; she bought Hoka Speedgoat 6 trail shoes for OMR 62; "
              "her husband Hamed is a wellsite geologist with PDO, 14 days on and 14 off at Fahud; "
              "the assistant suggested a plan (maintain during Ramadan, build the base April-June, heat in July-August, trail-specific training September-November, taper), strength work twice a week, "
              "and for Ramadan: cut volume by about a quarter, run easy either in the last 30-45 minutes before iftar or 1-2 hours after it, no hard sessions, drink steadily between iftar and suhoor; "
              "she'll run 30 minutes easy before iftar on weekdays and longer after taraweeh on Thursdays; Shamsa has entered the 27 km too.",
   "procedures": [{"name": "Running while fasting in Ramadan", "steps": ["Cut the volume by about a quarter", "Keep runs easy, no intervals", "Run in the last 30-45 minutes before iftar or 1-2 hours after it",
                   "Drink steadily between iftar and suhoor", "Stop if dizzy or confused"]}],
   "decisions": [{"decision": "Entered the 27 km of the Jebel Akhdar Trail Race on 21 November 2025", "rationale": "Talked into it by her sister Shamsa"},
                 {"decision": "Easy 30-minute runs before iftar on weekdays and a longer run after taraweeh on Thursdays", "rationale": "Keeps the habit during Ramadan without building"}],
   "outcomes": ["Bought Hoka Speedgoat 6 trail shoes (OMR 62)", "Race entry OMR 45"]}),
 ("2025-03-15", "Mum's HbA1c is 8.9% and she insists on fasting", [
   ("user", "I'm worried about my mother, Aisha. She's 63 and has lived alone in Bahla since my father died in 2019. At the Bahla health centre at the start of the month her HbA1c was 8.9%, and Dr. Salma Al-Busaidi diagnosed type 2 diabetes. "
            "She started metformin 500 mg twice a day, with meals. Mum refuses to skip a single day of Ramadan; she says she'd rather be ill than miss the fast. "
            "Dr. Salma agreed she can fast if she takes the metformin at iftar and suhoor and checks her sugar, but Mum won't prick her finger during the day because she's convinced it breaks the fast. "
            "She also wants to do Umrah in November with her sister Moza's group from Bahla (the package is OMR 650). What should we watch for?"),
   ("assistant", "I'm sorry, a new diagnosis is a lot to take in, especially in Ramadan. I'm not a doctor, so Dr. Salma's advice comes first, but here is what's generally recommended for people with type 2 diabetes who fast.\n\n"
                 "## The good news about metformin\n"
                 "On its own, metformin **rarely causes low blood sugar**, which is why doctors are often comfortable with patients on it fasting. Taking it at iftar and suhoor, as Dr. Salma said, is the usual arrangement.\n\n"
                 "## When she must break the fast\n"
                 "International guidance for fasting with diabetes says to break the fast if her blood sugar is:\n"
                 "- **below 70 mg/dL (3.9 mmol/L)**, or\n"
                 "- **above 300 mg/dL (16.7 mmol/L)**,\n"
                 "or if she feels shaky, sweaty, confused or faint. That's only possible to know if she checks.\n\n"
                 "## The finger prick\n"
                 "Most scholars consider that a **finger-prick blood test does not break the fast**, just as an injection that isn't nourishment doesn't. "
                 "Hearing this from her own imam or a scholar she trusts will probably carry more weight than hearing it from her children (or from me).\n\n"
                 "## Iftar and suhoor\n"
                 "1. **Break the fast with water and one to three dates**, not a big plate of them, and avoid sugary drinks like Vimto and juice.\n"
                 "2. **Have suhoor as late as possible**, with slow carbohydrates (brown bread, oats, laban) and some protein.\n"
                 "3. **Go easy on rice, harees and sweets** at iftar and through the evening.\n"
                 "4. **A walk after taraweeh** helps bring the sugar down.\n\n"
                 "## After Ramadan\n"
                 "HbA1c reflects the last three months, so a **repeat test in about three months** will show whether the treatment is working.\n\n"
                 "## Umrah in November\n"
                 "Very possible if her diabetes is under control by then. The main thing to plan is her **feet**: Umrah means many hours of walking, and people with diabetes can get blisters they don't feel. "
                 "Well-fitting shoes she has already broken in, and checking her feet every day, will matter."),
   ("user", "Progress! She's agreed to let me check her sugar on Fridays when I visit, and the imam at her mosque told her a finger prick doesn't break the fast, which did more than all of us put together. Her next HbA1c is in June."),
   ("assistant", "That's a real breakthrough, and it's a good example of why the imam was the right person to ask. Friday checks will give you a picture over the month; if a reading is low or high, note the time and what she ate, and show Dr. Salma. "
                 "Ramadan Kareem to you and your mother.")],
  {"summary": "The user's mother Aisha, 63, lives alone in Bahla (her father died in 2019); in early March 2025 her HbA1c was 8.9% at the Bahla health centre and Dr. Salma Al-Busaidi diagnosed type 2 diabetes and started metformin 500 mg twice a day; "
              "Aisha refuses to miss any day of Ramadan; the doctor allowed fasting with metformin at iftar and suhoor and sugar checks, but Aisha thought a finger prick breaks the fast; she wants to do Umrah in November 2025 with her sister Moza's group from Bahla (OMR 650); "
              "the assistant (not a doctor) said metformin rarely causes hypos, to break the fast below 70 mg/dL or above 300 mg/dL, that most scholars say a finger prick doesn't break the fast, to break the fast with water and 1-3 dates, have a late suhoor, walk after taraweeh, repeat the HbA1c in three months and plan foot care for Umrah; "
              "Aisha agreed to Friday sugar checks after her imam said a finger prick doesn't break the fast; next HbA1c in June 2025.",
   "decisions": [{"decision": "Maryam checks her mother's blood sugar on Fridays during Ramadan", "rationale": "The imam told Aisha a finger prick doesn't break the fast"}],
   "outcomes": ["Aisha's HbA1c 8.9% (March 2025)", "Metformin 500 mg twice a day"]}),
 ("2025-04-05", "Zafran couldn't pee: urinary blockage", [
   ("user", "Scary week. On Thursday evening our cat Zafran (ginger, 5, neutered male) kept going in and out of the litter tray, straining and crying, and nothing came out. "
            "We rushed him to Dr. Yousef Al-Maamari at Nizwa Vet Clinic that night. He said it was a urethral blockage and that a blocked male cat can die within a day or two. "
            "Zafran had a catheter, stayed two nights on a drip and came home this morning. The bill was OMR 95. "
            "Dr. Yousef thinks it happened because he only eats dry food and hardly drinks, and because he's been stressed by the building work on the villa next door (they've been drilling since February). "
            "He's prescribed a urinary diet. How do I stop this happening again?"),
   ("assistant", "I'm glad Zafran is home. You did exactly the right thing: a blocked male cat is a true emergency, and going in that same night very likely saved his life. "
                 "I'm not a vet, so follow Dr. Yousef's instructions first; here's what usually helps prevent a repeat.\n\n"
                 "## 1. More water, above all\n"
                 "- **Wet food** is the single biggest change: the prescribed **urinary wet diet** gives him far more water than dry food ever can.\n"
                 "- **A water fountain:** many cats drink more from running water.\n"
                 "- **Several bowls** in different rooms, away from his food and litter, wide and shallow so his whiskers don't touch the sides.\n\n"
                 "## 2. Litter trays\n"
                 "- The rule of thumb is **one tray per cat plus one**, so two for Zafran, in quiet places.\n"
                 "- Keep them very clean; some cats hold their urine if the tray is dirty.\n\n"
                 "## 3. Stress\n"
                 "Stress is a well-known trigger for urinary problems in cats.\n"
                 "- Give him a **quiet room** away from the side facing the building site, with a bed, water and a tray.\n"
                 "- A **pheromone diffuser** (such as Feliway) may help.\n"
                 "- Keep his routine the same: meals, play and bedtime at the same times.\n\n"
                 "## 4. Watch closely for the next few weeks\n"
                 "Recurrences are most common in the first days and weeks after a catheter. **Go straight back to the vet** if he:\n"
                 "- strains in the tray with little or nothing coming out,\n"
                 "- cries in the tray, licks his genitals a lot, or\n"
                 "- hides, vomits or stops eating.\n\n"
                 "## 5. Weight and play\n"
                 "Overweight, inactive indoor cats are at higher risk, so two short play sessions a day help too."),
   ("user", "We've switched him to Royal Canin Urinary S/O wet food (the pouches are OMR 1.1 each, ouch), bought a water fountain for OMR 18 and put a second litter tray in the bedroom corridor. Azzan has appointed himself 'water inspector'. "
            "On a happier note, Azzan turns 7 on Saturday the 19th and has asked for a cake shaped like a Triceratops. He can name about forty dinosaurs."),
   ("assistant", "That's a thorough setup, and a 7-year-old water inspector is a great asset: he'll notice if the fountain runs dry. "
                 "For the Triceratops, a dome cake (baked in a round bowl) makes an easy body, with a frill cut from a flat sheet cake and three ice-cream-cone horns. Happy birthday to Azzan for the 19th!")],
  {"summary": "On Thursday 3 April 2025 the user's cat Zafran (ginger, 5, neutered male) had a urethral blockage; Dr. Yousef Al-Maamari at Nizwa Vet Clinic put in a catheter and kept him two nights on a drip; bill OMR 95; "
              "the vet blamed dry food only with little drinking, and stress from building work on the villa next door (drilling since February); "
              "the assistant (not a vet) advised wet urinary food, a water fountain and several bowls, one litter tray per cat plus one, a quiet room and pheromone diffuser, watching for straining or crying in the tray, and play; "
              "she switched him to Royal Canin Urinary S/O wet food (OMR 1.1 a pouch), bought a water fountain (OMR 18) and added a second litter tray; "
              "her son Azzan turns 7 on Saturday 19 April 2025 and wants a Triceratops cake; he can name about forty dinosaurs.",
   "procedures": [{"name": "Preventing another urinary blockage in a male cat", "steps": ["Urinary wet food", "Water fountain and several bowls", "One litter tray per cat plus one",
                   "A quiet room and a pheromone diffuser", "Watch for straining, crying or hiding and go back to the vet", "Daily play"]}],
   "decisions": [{"decision": "Zafran on Royal Canin Urinary S/O wet food, with a water fountain and a second litter tray", "rationale": "Prescribed after his blockage; more water and less stress"}],
   "outcomes": ["Vet bill OMR 95", "Water fountain OMR 18"]}),
 ("2025-04-26", "Which oud to buy as a beginner", [
   ("user", "I've started oud lessons! My teacher is Ustadh Fahad Al-Balushi, who teaches from Muscat by video call: Tuesdays at 8 pm, 45 minutes, OMR 12 a lesson. I've had two lessons on an oud he lent me but I need my own. "
            "The options: an Egyptian oud from a shop in Muttrah for OMR 140, a Turkish one from a music shop in Al Khuwair for OMR 185, or a handmade Syrian oud a collector is selling for OMR 310. "
            "Also, Azzan started swimming lessons on Saturday mornings at the Nizwa sports complex, so my weekends are now a shuttle service. Any advice on choosing the oud?"),
   ("assistant", "Congratulations on starting! Choosing a first oud is mostly about **playability**: an instrument that's hard to play makes the first year much harder than it needs to be. Here's what to look at.\n\n"
                 "## What matters most for a beginner\n"
                 "1. **The action** (the height of the strings above the neck). Low, even action makes fingering much easier; high action is the most common problem on cheap ouds.\n"
                 "2. **The pegs:** they should turn smoothly and hold their tuning. Slipping pegs mean constant retuning.\n"
                 "3. **The neck:** straight, with no twist. Look along it from the pegbox.\n"
                 "4. **The soundboard and bowl:** no cracks, no open seams, no lifting bridge.\n"
                 "5. **The sound:** warm and even across the strings, without buzzing.\n\n"
                 "## The three options\n"
                 "### Egyptian, OMR 140\n"
                 "Egyptian ouds have a deep, warm sound and are widely available, but factory-made ones vary a lot, and high action and heavy construction are common at this price. Worth it only if a good one turns up.\n\n"
                 "### Turkish, OMR 185\n"
                 "Turkish ouds are usually a little smaller, with a brighter sound and often **better finishing and action** at this level. A solid choice for a beginner.\n\n"
                 "### Handmade Syrian, OMR 310\n"
                 "Potentially the best instrument of the three, but second-hand handmade ouds can hide repaired cracks. I'd only buy it if your teacher can see it, and it's more than you need to learn on.\n\n"
                 "## Two practical tips\n"
                 "- **Ask Ustadh Fahad to look at it over video** before you pay: have the seller play a scale and show him the action close up.\n"
                 "- **Nizwa is very dry**, and dryness cracks ouds. Keep it in a **hard case**, away from the AC vent, and consider a small instrument humidifier in the case in summer."),
   ("user", "Fahad looked at the Turkish one over a video call and liked the action, so I bought it: OMR 185 including a hard case. He's started me on 'Lamma Bada Yatathanna'. My fingertips are killing me."),
   ("assistant", "A great choice, and a classic first piece: 'Lamma Bada Yatathanna' teaches you the muwashshah rhythm and a lot of the left-hand movement you'll use later. "
                 "The sore fingertips are normal and usually ease within two or three weeks of regular practice. Short daily sessions (15 to 20 minutes) build calluses faster and more safely than one long session a week.")],
  {"summary": "The user started oud lessons with Ustadh Fahad Al-Balushi, who teaches from Muscat by video call on Tuesdays at 8 pm, 45 minutes, OMR 12 a lesson; "
              "she compared an Egyptian oud (Muttrah, OMR 140), a Turkish oud (Al Khuwair, OMR 185) and a handmade Syrian oud (OMR 310); the assistant said playability matters most (action, pegs, neck, no cracks), "
              "that Turkish ouds often have better action at that price, to have the teacher check it by video and to keep it in a hard case because Nizwa is dry; "
              "she bought the Turkish oud for OMR 185 with a hard case after Fahad checked it; her first piece is 'Lamma Bada Yatathanna'; "
              "Azzan started swimming lessons on Saturday mornings at the Nizwa sports complex.",
   "decisions": [{"decision": "Bought the Turkish oud for OMR 185 with a hard case", "rationale": "Good action for a beginner; checked by her teacher over video"}],
   "outcomes": ["Oud lessons OMR 12 each", "First piece: Lamma Bada Yatathanna"]}),
 ("2025-05-17", "Preparing for an interview at Oman Across Ages Museum", [
   ("user", "The Bayan al-Shar' volume went on display last Sunday in our spring exhibition and Sheikh Saif was over the moon. But, secret: Oman Across Ages Museum in Manah is hiring a senior conservator for paper and manuscripts, and I applied. "
            "I've got an interview on Tuesday 27 May with a panel of three, including the head of conservation, Dr. Layla Al-Zadjali. They want a 15-minute presentation on 'a treatment you are proud of'. "
            "I'm on OMR 1,050 a month at Bayt al-Warraq. Can you help me prepare? "
            "Unrelated: I did my first private job last weekend. The Al-Harthy family from Al Hamra asked me to stabilise their waqf deed from 1893, so I did it at home for OMR 120."),
   ("assistant", "Congratulations on the exhibition, and on getting the interview. Here's a plan for the next ten days.\n\n"
                 "## The 15-minute presentation\n"
                 "The Bayan al-Shar' volume is an obvious choice: it's recent, complex and you made real decisions. A structure that fits 15 minutes:\n"
                 "1. **The object (2 minutes):** what it is, its date, why it matters.\n"
                 "2. **The condition (3 minutes):** the iron gall ink corrosion, the tide line, with before photos in transmitted light.\n"
                 "3. **The decisions (5 minutes):** the bathophenanthroline results, why you didn't bathe it, gelatine versus Klucel G. Panels love hearing the options you rejected and why.\n"
                 "4. **The result (3 minutes):** after photos, display conditions, what you'd do differently.\n"
                 "5. **What you learned (2 minutes).**\n\n"
                 "Rehearse it out loud with a timer at least three times.\n\n"
                 "## Questions they're likely to ask\n"
                 "- How do you prioritise when a whole collection needs work?\n"
                 "- Tell us about a treatment that went wrong.\n"
                 "- How do you work with curators who want an object on display that shouldn't be?\n"
                 "- What do you know about preventive conservation: environment, pests, storage?\n"
                 "- Why do you want to leave a library for a museum?\n\n"
                 "For the behavioural ones, answer with a concrete example: the situation, what you did and the result.\n\n"
                 "## Your questions for them\n"
                 "- What would the first six months look like?\n"
                 "- What equipment does the lab have, and what's planned?\n"
                 "- Is there a budget for training and conferences?\n"
                 "- How many conservators are there, and who would I work with?\n\n"
                 "## Practical\n"
                 "Bring your presentation on a USB stick and as a PDF in your email, plus printed before-and-after photos in case the projector fails."),
   ("user", "Perfect. And if they ask my salary expectations?"),
   ("assistant", "Try to let them name a figure first: 'I'd like to understand the full package first. What's the range for this role?' If they insist, give a **range whose bottom is a number you'd be happy with**. "
                 "A senior role at a national museum is a step up from your current post, so a range of roughly **OMR 1,300 to 1,450** a month would be reasonable to say, but check what you can about public-sector and museum pay scales in Oman first. "
                 "Ask about allowances, leave and pension too, because they can matter as much as the basic salary.")],
  {"summary": "The restored Bayan al-Shar' volume went on display in Bayt al-Warraq's spring exhibition on Sunday 11 May 2025; the user applied for a senior conservator post (paper and manuscripts) at Oman Across Ages Museum in Manah, "
              "with an interview on Tuesday 27 May 2025 before a panel of three including the head of conservation, Dr. Layla Al-Zadjali, and a 15-minute presentation on a treatment she is proud of; she earns OMR 1,050 a month at Bayt al-Warraq; "
              "the assistant suggested presenting the Bayan al-Shar' treatment (object, condition, decisions, result, lessons), likely questions, questions to ask the panel, and a salary range of about OMR 1,300-1,450 after letting them name a figure; "
              "her first private job: stabilising the Al-Harthy family's 1893 waqf deed from Al Hamra at home for OMR 120.",
   "procedures": [{"name": "A 15-minute treatment presentation", "steps": ["The object", "The condition, with before photos", "The decisions and rejected options", "The result", "What you learned"]}],
   "decisions": [{"decision": "Present the Bayan al-Shar' treatment at the interview", "rationale": "Recent, complex, with real decisions to explain"}],
   "outcomes": ["Interview at Oman Across Ages Museum on 27 May 2025", "Private job: Al-Harthy waqf deed, OMR 120"]}),
 ("2025-06-07", "Museum offer or Bayt al-Warraq's counter-offer?", [
   ("user", "Eid Mubarak! The museum offered me the job: senior conservator for paper and manuscripts, OMR 1,380 a month, starting 1 September. "
            "When I told Sheikh Saif, he made a counter-offer: OMR 1,200 and the title of head conservator. I love Bayt al-Warraq. Six years, and Talal, our bookbinder, is like a brother to me. "
            "But the museum lab has a suction table, an anoxic chamber for treating insect infestations without chemicals and a proper climate-controlled store, and the collection is enormous. They also have a training budget and send conservators on courses abroad. "
            "Manah is about 25 km from our flat in Firq. Help me think it through. "
            "Other news: Mum's HbA1c came back at 7.4% this week, down from 8.9%! Dr. Salma kept the metformin the same."),
   ("assistant", "Eid Mubarak, and congratulations on both: the offer and your mother's result, which is a big improvement in three months.\n\n"
                 "## Set the two offers side by side\n\n"
                 "| | Oman Across Ages | Bayt al-Warraq (counter-offer) |\n"
                 "|---|---|---|\n"
                 "| Salary | OMR 1,380 | OMR 1,200 |\n"
                 "| Title | Senior conservator | Head conservator |\n"
                 "| Equipment | Suction table, anoxic chamber, climate-controlled store | Bench, light box, humidification tent |\n"
                 "| Collection | Very large, national | Small, private, familiar |\n"
                 "| Training | Budget for courses abroad | Not mentioned |\n"
                 "| Commute | About 25 km | Local |\n"
                 "| People | New team | Six years of relationships |\n\n"
                 "## Questions worth asking yourself\n"
                 "1. **Where do you want to be in five years?** If it's leading treatments on major collections, presenting at conferences, training others, the museum opens more of those doors.\n"
                 "2. **What does 'head conservator' mean in practice** at Bayt al-Warraq? If you'd still be the only conservator, the title changes little about your work.\n"
                 "3. **What made you apply?** Counter-offers fix the salary, but rarely the reasons someone started looking.\n"
                 "4. **Can you keep the relationship?** Leaving well (a long handover, training your replacement, staying in touch) means Bayt al-Warraq and Talal remain part of your professional life.\n\n"
                 "## A note on counter-offers\n"
                 "People who accept a counter-offer often find themselves looking again within a year or two, because the things that made them apply haven't changed. That isn't a rule, but it's worth being honest with yourself about it.\n\n"
                 "From what you've described, the equipment, the collection and the training point towards the museum, but only you can weigh six years of belonging against them."),
   ("user", "I'm taking the museum job. I'll tell Sheikh Saif on Sunday and offer to help train whoever replaces me. Small joy: I can now play 'Lamma Bada' all the way through, slowly."),
   ("assistant", "Congratulations! When you tell Sheikh Saif, thank him sincerely for the counter-offer, explain that it's about the kind of work the museum lab makes possible rather than the money, and offer a concrete handover: "
                 "notes on every object in progress, the condition survey files, and a few days with your successor. Ending well matters in a field as small as manuscript conservation in Oman. "
                 "And well done on 'Lamma Bada': slow and complete is exactly right at this stage.")],
  {"summary": "Oman Across Ages Museum offered the user the post of senior conservator for paper and manuscripts at OMR 1,380 a month from 1 September 2025; Bayt al-Warraq's director Sheikh Saif counter-offered OMR 1,200 and the title of head conservator; "
              "she valued six years at Bayt al-Warraq and the bookbinder Talal, but the museum lab has a suction table, an anoxic chamber and a climate-controlled store, a large collection and a training budget; Manah is about 25 km from Firq; "
              "the assistant compared the offers in a table, asked what made her apply and what 'head conservator' would mean, and warned that counter-offers rarely fix the reasons for leaving; "
              "she accepted the museum job, declined the counter-offer and offered to train her replacement; her mother's HbA1c is down to 7.4% (June 2025) with the same metformin dose; she can play 'Lamma Bada' all the way through.",
   "decisions": [{"decision": "Accepted the senior conservator job at Oman Across Ages Museum and declined Bayt al-Warraq's counter-offer", "rationale": "Better equipment (suction table, anoxic chamber, climate-controlled store), a larger collection, a training budget and higher pay"}],
   "outcomes": ["Museum salary OMR 1,380 a month", "Aisha's HbA1c 7.4% (June 2025)"]}),
 ("2025-06-27", "A week in Tbilisi with a 7-year-old", [
   ("user", "Summer trip planning! Hamed swapped his rotation with a colleague so he can come, so it's the three of us in Tbilisi from Saturday 12 to Saturday 19 July. "
            "Flights are booked with flydubai via Dubai, OMR 412 for the three of us, and we've rented an apartment in Sololaki for OMR 38 a night. We'd like one day trip out of the city, probably Kazbegi. "
            "Our neighbour's daughter Reem, who's 15, will come in twice a day to feed Zafran and check his litter, for OMR 3 a day. Can you suggest an itinerary that works for Azzan, and anything we should know about Georgia?"),
   ("assistant", "Tbilisi is a lovely choice for a family in July: cooler than Nizwa, walkable and full of things a 7-year-old will enjoy. Here's a suggestion for the week.\n\n"
                 "## A week in and around Tbilisi\n"
                 "- **Day 1 (Sat 12):** arrive, settle into Sololaki, an easy evening walk to the Peace Bridge and Rike Park.\n"
                 "- **Day 2:** the **cable car from Rike Park up to Narikala Fortress**, then walk down through the old town to the sulphur bath district of Abanotubani.\n"
                 "- **Day 3:** the **funicular up to Mtatsminda Park**, which has rides, a big wheel and views over the whole city. Children love it; go late afternoon when it's cooler.\n"
                 "- **Day 4: Kazbegi day trip.** About three hours each way on the Georgian Military Highway, past Ananuri Fortress and the Gudauri viewpoint, up to Stepantsminda and the **Gergeti Trinity Church** under Mount Kazbek. "
                 "Book a private driver rather than a big tour so you can stop when Azzan needs to, and take a 4x4 for the last climb to the church. Bring jackets: it can be 15°C up there when Tbilisi is 35°C.\n"
                 "- **Day 5:** a slow day: the Dry Bridge market, a playground, ice cream.\n"
                 "- **Day 6:** the **Georgian National Museum** on Rustaveli Avenue, then a walk along Rustaveli.\n"
                 "- **Day 7:** **Mtskheta**, the old capital, 30 minutes away, with Jvari Monastery on the hill.\n"
                 "- **Day 8 (Sat 19):** fly home.\n\n"
                 "## Good to know\n"
                 "- **Entry rules:** citizens of GCC countries have generally been able to visit Georgia visa-free, but check the current rules before you fly.\n"
                 "- **Money:** the lari (GEL). Cards work widely in Tbilisi; carry cash for the mountains.\n"
                 "- **Food:** Azzan will probably love **khachapuri** (cheese bread) and khinkali. Georgian food uses a lot of pork, so ask; many restaurants in Tbilisi have halal options or clear menus.\n"
                 "- **Heat:** Tbilisi can reach the mid-30s in July, so plan outdoor things for the morning and evening.\n"
                 "- **Hills and cobbles:** the old town is steep. Comfortable shoes for everyone.\n\n"
                 "## A note for Reem\n"
                 "Since Zafran had a blockage in April, leave Reem a short written note: **his food and water routine**, how to check the litter, **the warning signs** (straining or crying in the tray with nothing coming out, hiding, not eating), "
                 "and **Dr. Yousef's phone number**, with permission to take him in and an agreement on how you'll pay."),
   ("user", "The note for Reem is a good idea. I'll write out Dr. Yousef's number and the warning signs and leave OMR 50 with her mother for emergencies."),
   ("assistant", "That covers it. With the note, an emergency fund and twice-daily visits, you can enjoy the week without worrying. Have a wonderful time in Georgia!")],
  {"summary": "The user, Hamed (who swapped his rotation with a colleague) and Azzan are going to Tbilisi, Georgia, from Saturday 12 to Saturday 19 July 2025; flydubai via Dubai, OMR 412 for the three; an apartment in Sololaki at OMR 38 a night; a day trip to Kazbegi; "
              "the neighbour's daughter Reem (15) will feed Zafran and check his litter twice a day for OMR 3 a day; "
              "the assistant suggested an itinerary (Rike Park, cable car to Narikala, sulphur baths, Mtatsminda Park, Kazbegi and Gergeti Trinity Church with a private driver, the Georgian National Museum, Mtskheta), "
              "noted GCC visa-free entry (to check), the lari, khachapuri, July heat and steep streets, and a written note for Reem with the blockage warning signs and the vet's number; she'll leave OMR 50 with Reem's mother for emergencies.",
   "decisions": [{"decision": "Reem, the neighbour's 15-year-old daughter, looks after Zafran during the Tbilisi trip", "rationale": "Twice a day visits for OMR 3 a day"},
                 {"decision": "A written note for Reem with Dr. Yousef's number and the blockage warning signs", "rationale": "Zafran had a urinary blockage in April"}],
   "outcomes": ["Flights OMR 412 for three", "Apartment OMR 38 a night"]}),
 ("2025-07-25", "Heel pain after Tbilisi: plantar fasciitis?", [
   ("user", "We're back from Tbilisi. Lovely week: Kazbegi was the highlight, and Azzan lost his first tooth biting into a khachapuri. "
            "But since all the walking on those hills, my left heel hurts, worst for the first few steps in the morning. I saw a physio in Nizwa, Rahma Al-Hashmi, who says it's plantar fasciitis. "
            "I've had three sessions with her so far at OMR 20 each and she's told me not to run for three weeks. I bought a night splint for OMR 14 and silicone heel cups for my shoes. "
            "I'm supposed to run 27 km on a mountain in November. Is that still realistic? Also I'm working my notice at Bayt al-Warraq until 28 August, and on the oud I've moved on to 'Ala Dalouna'."),
   ("assistant", "Glad the trip was such a success, and a tooth lost in a khachapuri is a great travel story. Sorry about the heel, though. I'm not a physiotherapist, so Rahma's plan comes first; here's some general background to help you think about November.\n\n"
                 "## What plantar fasciitis usually looks like\n"
                 "- Pain at the bottom of the heel, **worst with the first steps in the morning** or after sitting, often easing as you warm up. Yours fits the pattern.\n"
                 "- It's an overload problem, often after a sudden change: new terrain, lots of walking on hills or cobbles, new shoes.\n"
                 "- Most cases improve with conservative treatment, but it typically takes **6 to 12 weeks**, and sometimes longer.\n\n"
                 "## What tends to help\n"
                 "1. **Load management:** the rest from running Rahma prescribed, while staying active with cycling or swimming.\n"
                 "2. **Calf and plantar fascia stretches**, especially before getting out of bed.\n"
                 "3. **Slow, heavy calf raises** (often done on a step with a rolled towel under the toes), which research has shown to help.\n"
                 "4. **Supportive shoes at home**: not barefoot on tiled floors, which is very common in Omani homes.\n"
                 "5. **The night splint and heel cups** you've bought can ease the morning pain.\n\n"
                 "## Is 27 km still realistic?\n"
                 "It might be, but a mountain race is hard on exactly this tissue, especially the climbs. I'd suggest:\n"
                 "- **A decision point at the end of August.** If by then you can walk and run 20 to 30 minutes pain-free, the 27 km may still be possible with a careful build-up.\n"
                 "- **Check whether the race lets you switch categories.** Many races allow a move to a shorter distance before a deadline. The 12 km would still give you the mountain and the experience, with far less risk.\n"
                 "- Don't let the entry fee decide: OMR 45 is much less than months of heel pain."),
   ("user", "OK, decision at the end of August. I'll email the organisers to ask about switching."),
   ("assistant", "Sounds wise. Keep doing Rahma's exercises every day, even when the heel feels better: that's usually when people stop and it comes back.")],
  {"summary": "The family is back from Tbilisi (Kazbegi was the highlight; Azzan lost his first tooth in a khachapuri); since walking the hills the user has had pain in her left heel, worst with the first morning steps; "
              "physio Rahma Al-Hashmi in Nizwa diagnosed plantar fasciitis (three sessions so far at OMR 20 each) and told her not to run for three weeks; she bought a night splint (OMR 14) and silicone heel cups; "
              "she's working her notice at Bayt al-Warraq until 28 August 2025; she's learning 'Ala Dalouna' on the oud; "
              "the assistant (not a physio) explained plantar fasciitis (usually 6-12 weeks), load management, stretches, heavy slow calf raises, shoes at home, and suggested a decision at the end of August and asking the race whether she can switch to the 12 km.",
   "procedures": [{"name": "Managing plantar fasciitis", "steps": ["Rest from running, keep active", "Calf and plantar fascia stretches before getting up", "Slow heavy calf raises", "Supportive shoes at home", "Night splint and heel cups"]}],
   "decisions": [{"decision": "Decide about the 27 km at the end of August 2025", "rationale": "Plantar fasciitis in her left heel"}],
   "outcomes": ["Physio sessions OMR 20 each", "Night splint OMR 14", "Last day at Bayt al-Warraq 28 August 2025"]}),
 ("2025-08-23", "Start date moved, moving house, and dropping to the 12 km", [
   ("user", "Lots of changes, so bear with me.\n"
            "1. The museum start date has moved from 1 September to Sunday 14 September, because my security clearance hasn't come through yet. My last day at Bayt al-Warraq is still the 28th, so I get two weeks off.\n"
            "2. We're moving! We've signed for a three-bedroom house in Manah at OMR 320 a month (our flat in Firq is OMR 260). Moving day is 1 October.\n"
            "3. Azzan is NOT changing schools. He stays at Al-Noor Private School in Nizwa, because he's settled there with his friends and adores his teacher, and the school bus now goes out to Manah for OMR 25 a month. "
            "He's also started an afternoon Quran class at the mosque near us.\n"
            "4. The heel is better but not right, so I've emailed the organisers and switched to the 12 km. Shamsa is still doing the 27.\n"
            "Can you give me a moving checklist, and tell me how to move a cat who gets ill when he's stressed?"),
   ("assistant", "That's a lot of good change at once. Here's a checklist, then the part about Zafran.\n\n"
                 "## Moving checklist\n"
                 "### Now (five or six weeks before)\n"
                 "- **Give notice to your Firq landlord** in writing, as your lease requires, and agree the handover date and the return of your deposit.\n"
                 "- **Register the new lease** with the municipality if your landlord hasn't already; you'll need it for utilities.\n"
                 "- Book a removal company or a truck and helpers; September and October are busy, so book early.\n\n"
                 "### Two to three weeks before\n"
                 "- **Electricity and water:** arrange the final readings at the flat and the accounts at the new house.\n"
                 "- **Internet:** ask your provider about moving the line; installation in a new area can take time.\n"
                 "- **Update your address** with the bank, your employer (the museum will need it anyway), Azzan's school and the school bus.\n"
                 "- Start packing the things you don't use: books, winter clothes, decorations.\n\n"
                 "### The week before\n"
                 "- Pack a **first-night box**: kettle, bedding, toiletries, chargers, Azzan's favourite things, and everything for Zafran.\n"
                 "- Photograph the state of the old flat for the deposit.\n\n"
                 "## Moving a stress-prone cat\n"
                 "Since stress contributed to Zafran's blockage, it's worth planning this carefully.\n"
                 "1. **On moving day, shut him in one empty room** (or leave him with someone) so he isn't scared by the removers or lost through an open door.\n"
                 "2. **Move him last**, in his carrier, to a **quiet room at the new house** set up in advance: litter tray, his fountain, food, bed, and something that smells of home.\n"
                 "3. **A pheromone diffuser** plugged in there a day before helps.\n"
                 "4. **Keep him in that room for a few days**, then open the rest of the house gradually.\n"
                 "5. **Watch his litter very closely for the first two weeks.** Any straining with little urine means going straight to the vet.\n"
                 "6. Keep his **routine** (meal times, play) exactly the same.\n\n"
                 "## The 12 km\n"
                 "A wise call. With twelve weeks to go you can build back gently: run-walk first, then continuous running, and only then the hills."),
   ("user", "Thank you, that's my list for the fridge."),
   ("assistant", "Good luck with the move, and enjoy your two weeks off before the museum: you've earned them.")],
  {"summary": "The museum start date moved from 1 September to Sunday 14 September 2025 because the user's security clearance hadn't come through; her last day at Bayt al-Warraq is still 28 August; "
              "they signed for a three-bedroom house in Manah at OMR 320 a month (the Firq flat is OMR 260), moving on 1 October 2025; "
              "Azzan stays at Al-Noor Private School in Nizwa because he's settled with his friends and teacher, and the school bus now goes to Manah for OMR 25 a month; he has started an afternoon Quran class at the mosque; "
              "her heel is better but not right, so she switched to the 12 km of the Jebel Akhdar Trail Race; Shamsa still runs the 27 km; "
              "the assistant gave a moving checklist (notice, lease registration, utilities, internet, address changes, a first-night box, photos for the deposit) and a plan for moving the cat (a closed room, moved last, a quiet room at the new house, pheromone diffuser, close watch on his litter).",
   "procedures": [{"name": "Moving house with a stress-prone cat", "steps": ["Shut him in an empty room on moving day", "Move him last, in his carrier", "A quiet room at the new house with tray, fountain, food and bed",
                   "Pheromone diffuser a day before", "Open the house gradually", "Watch the litter for two weeks"]}],
   "decisions": [{"decision": "Azzan stays at Al-Noor Private School in Nizwa after the move", "rationale": "Settled with his friends and teacher; the school bus now goes to Manah (OMR 25 a month)"},
                 {"decision": "Switched from the 27 km to the 12 km of the Jebel Akhdar Trail Race", "rationale": "Her heel is better but not right"},
                 {"decision": "Rent a three-bedroom house in Manah for OMR 320 a month", "rationale": "Close to her new job at the museum"}],
   "outcomes": ["Museum start date 14 September 2025", "Moving day planned for 1 October 2025"]}),
 ("2025-09-20", "First week in the museum conservation lab", [
   ("user", "I started at Oman Across Ages last Sunday! Dr. Layla has given me my first project: a condition survey of 40 loose Quran leaves from Rustaq, some with insect damage, before they go into the anoxic chamber. "
            "The team is small: me, Agnieszka, a Polish textile conservator, and two technicians. "
            "The move has slipped: the landlord in Manah is replacing all the AC units and won't be done before the 10th, so we're moving on Saturday 11 October instead. "
            "And I've taken on another private job: my friend Badriya is getting married in November and wants her grandparents' 1951 marriage contract repaired and framed, so I'm doing it for free as my wedding present. "
            "Two questions: is it OK for a museum conservator to do private work? And how should I set up the condition survey?"),
   ("assistant", "Congratulations on your first week! Both good questions.\n\n"
                 "## Private work alongside a museum job\n"
                 "It's common for conservators to take private commissions, but museums usually have rules about it, for good reasons. The usual principles:\n"
                 "1. **Read your contract and the museum's policies** on outside work and conflicts of interest.\n"
                 "2. **Declare it in writing** to your manager or HR, even for unpaid work like Badriya's contract.\n"
                 "3. **Never use museum time, materials or equipment** for private jobs.\n"
                 "4. **Avoid conflicts:** don't work privately on objects that might be offered to, lent to or valued for the museum, and don't value objects for sale.\n"
                 "5. **Keep records** (condition, treatment, photos) just as you would at work.\n\n"
                 "## Setting up the condition survey\n"
                 "For 40 leaves, a spreadsheet or a simple database with one row per leaf works well. Suggested fields:\n"
                 "- **ID and photo reference**\n"
                 "- **Dimensions** and **support** (paper type, laid or wove, watermark if visible)\n"
                 "- **Media:** ink type, pigments, gold, illumination\n"
                 "- **Damage:** insect damage (active or old, frass present), tears, losses, stains, ink corrosion, mould, previous repairs\n"
                 "- **Condition grade** (for example good, fair, poor, unstable)\n"
                 "- **Priority** and **recommended treatment**\n"
                 "- **Handling notes**\n\n"
                 "## Before the anoxic chamber\n"
                 "Anoxic treatment kills insects at every stage by keeping oxygen very low (typically **below about 0.3%, ideally under 0.1%**) for **several weeks**, often three or more depending on the species and temperature. "
                 "It's gentle on paper and inks, which is why it's preferred to fumigation. Check each leaf for **active infestation** (fresh frass, live larvae) and bag the infested ones separately so nothing spreads to the store."),
   ("user", "HR says private work is fine as long as I declare it in writing and do it at home. Declared and done."),
   ("assistant", "Perfect: that protects you and the museum. Enjoy Badriya's contract, it's a lovely present.")],
  {"summary": "The user started as senior conservator at Oman Across Ages Museum in Manah on Sunday 14 September 2025; her first project from Dr. Layla Al-Zadjali is a condition survey of 40 loose Quran leaves from Rustaq, some with insect damage, before anoxic treatment; "
              "the team is her, Agnieszka (a Polish textile conservator) and two technicians; the move slipped to Saturday 11 October 2025 because the landlord in Manah is replacing all the AC units; "
              "second private job: repairing and framing her friend Badriya's grandparents' 1951 marriage contract for free, as a wedding present (Badriya marries in November); "
              "the assistant explained the usual rules for private work (read the contract, declare it, no museum time or materials, avoid conflicts, keep records), suggested survey fields and explained anoxic treatment; "
              "HR said private work is fine if declared in writing and done at home; she declared it.",
   "procedures": [{"name": "Condition survey of loose manuscript leaves", "steps": ["ID and photo reference", "Dimensions and support", "Media", "Damage, including active insect damage", "Condition grade", "Priority and treatment", "Handling notes"]}],
   "decisions": [{"decision": "Repair and frame Badriya's grandparents' 1951 marriage contract for free", "rationale": "Her wedding present to Badriya"},
                 {"decision": "Declare private work to HR in writing and do it at home", "rationale": "The museum allows private work on those conditions"}],
   "discoveries": [{"discovery": "Anoxic treatment kills insects at every stage by keeping oxygen below about 0.1-0.3% for several weeks", "context": "The museum's anoxic chamber, for the Rustaq Quran leaves"}],
   "outcomes": ["Started at Oman Across Ages Museum on 14 September 2025", "Move postponed to 11 October 2025"]}),
 ("2025-10-18", "Moved to Manah, and a kitten Zafran hates", [
   ("user", "We moved last Saturday. The house is lovely: a small yard with a date palm, and Azzan has his own room at last. Zafran hid under our bed for three days and I've been watching his litter like a hawk, but he's peeing normally. "
            "Complication: my brother Khalid (he's a marine pilot at Sohar port) and his wife Noor found a litter of kittens in the container yard and brought us a little grey male on Wednesday. "
            "They couldn't keep him because their saluki, Reeh, chases cats. Hamed fell in love on the spot and named him Bunduq. "
            "Zafran hisses at him and growls through the door. How do I introduce them without stressing Zafran into another blockage? "
            "Sadder news: on 2 October Mum found an ulcer on her right heel. Dr. Salma says it's a diabetic foot ulcer and she mustn't travel until it's healed, so her Umrah in November is cancelled. The agency will move her to a group in February. "
            "(On the oud I've started 'Fog El Nakhal', which Hamed sings along to, badly.)"),
   ("assistant", "Congratulations on the new house! And on the new family member, even if Zafran doesn't see it that way yet. I'm sorry about your mother's foot.\n\n"
                 "## Introducing Bunduq to Zafran\n"
                 "Slow is the key: a gradual introduction over **one to three weeks** is normal, and with Zafran's history it's worth taking the slow end.\n"
                 "1. **Separate territories.** Bunduq lives in one room with his own tray, food, water and toys. Zafran keeps the rest of the house, which is still *his*.\n"
                 "2. **Scent first.** Swap their bedding every day, and stroke one cat with a cloth and leave it near the other's food.\n"
                 "3. **Meals on either side of the door.** Feed them on opposite sides of Bunduq's door, moving the bowls a little closer each day, so the other cat's smell means dinner.\n"
                 "4. **Seeing without touching.** After a few calm days, use a baby gate or a door open a crack, for short sessions with treats.\n"
                 "5. **Short supervised meetings.** Once both are calm at the gate, let them share a room for a few minutes, with play to distract Bunduq (kittens pounce, and adult cats hate being pounced on).\n"
                 "6. **Resources doubled:** two trays plus one, several water points, more than one high perch, so Zafran never has to compete.\n"
                 "7. **Go back a step** whenever there's hissing or stalking; don't push through it.\n\n"
                 "Keep **Zafran's routine and his wet urinary food** exactly as they are, and keep watching his litter: a new cat is one of the classic stress triggers.\n\n"
                 "## For Bunduq\n"
                 "- A **vet check**: general health, parasites, deworming, and a test for FIV and FeLV before he shares bowls with Zafran.\n"
                 "- **Vaccinations** on the vet's schedule.\n"
                 "- **Neutering** is usually done at about **five to six months**.\n\n"
                 "## Your mother's foot\n"
                 "Diabetic foot ulcers need to be taken seriously, and Dr. Salma's caution is right. In general, healing depends on **keeping pressure off the ulcer**, **regular dressings** at the clinic, **watching for infection** (redness spreading, swelling, warmth, smell, fever) "
                 "and **good blood sugar control**, which helps the wound heal. Moving the Umrah to February gives her the time she needs."),
   ("user", "Bunduq had his check with Dr. Yousef: healthy, about 9 weeks old, first vaccinations done. Neutering when he's about five months, so early January."),
   ("assistant", "Good news all round. Early January it is. In the meantime, follow the slow introduction and you'll likely find them sharing a sunny spot by the time he's neutered.")],
  {"summary": "The family moved into the house in Manah on Saturday 11 October 2025 (a small yard with a date palm); Zafran hid under the bed for three days but is peeing normally; "
              "the user's brother Khalid, a marine pilot at Sohar port, and his wife Noor found kittens in the container yard and brought them a grey male kitten on Wednesday 15 October; their saluki Reeh chases cats; Hamed named the kitten Bunduq; Zafran hisses and growls at him; "
              "on 2 October her mother Aisha found a diabetic foot ulcer on her right heel; Dr. Salma forbade travel until it heals, so the November 2025 Umrah is cancelled and the agency will move her to a February group; "
              "the user has started 'Fog El Nakhal' on the oud; "
              "the assistant gave a slow cat introduction (separate rooms, scent swapping, meals on either side of the door, a baby gate, short supervised meetings, doubled resources, step back at hissing) and advised a vet check, FIV/FeLV test, vaccinations and neutering at five to six months for the kitten, "
              "and offloading, dressings, infection signs and sugar control for the ulcer; Bunduq is healthy, about 9 weeks old, first vaccinations done, neutering in early January 2026.",
   "procedures": [{"name": "Introducing a kitten to a resident cat", "steps": ["Separate territories", "Swap scents", "Meals on either side of the door", "A baby gate with treats", "Short supervised meetings with play",
                   "Double the resources", "Go back a step at any hissing"]}],
   "decisions": [{"decision": "Adopted the grey kitten Bunduq from Khalid and Noor", "rationale": "Their saluki Reeh chases cats; Hamed fell in love with him"},
                 {"decision": "Aisha's November Umrah cancelled and moved to a February group", "rationale": "A diabetic foot ulcer; the doctor forbade travel until it heals"}],
   "outcomes": ["Moved to Manah on 11 October 2025", "Bunduq's neutering planned for early January 2026"]}),
 ("2025-11-08", "Race week plan for the 12 km on Jebel Akhdar", [
   ("user", "The race is in under two weeks: Friday 21 November, 7 am start in Saiq, 12 km with about 650 m of climbing. The heel has been fine for six weeks, and I've done runs up to 10 km, including two on the trail above Wadi Bani Habib. "
            "I bought a Salomon hydration vest for OMR 48. Shamsa's running the 27 km, which starts at 6. Hamed is on his off weeks, so he and Azzan will drive up and wait at the finish. "
            "What should I do over the last two weeks and on race day? And what's the weather like up there in late November?"),
   ("assistant", "You've done the work, and the fact that the heel has held for six weeks of building is the best sign. Here's the plan.\n\n"
                 "## The last two weeks\n"
                 "- **This week:** one last moderate trail run of 8 to 9 km with some climbing, plus two short easy runs. Keep the strength work but lighter.\n"
                 "- **Race week:** cut your running by about half. Two easy 30-minute runs, one with a few short strides. Nothing new, no hard hills.\n"
                 "- **Keep up the heel routine** (stretches and calf raises) right to the end.\n"
                 "- **Sleep**, especially on the two nights before the race; the night before is often poor, and that's fine.\n\n"
                 "## The day before\n"
                 "- Drive up, collect your bib, and walk the first few hundred metres of the course if you can.\n"
                 "- A normal dinner with familiar food, not a huge plate of rice.\n"
                 "- **Lay out your kit:** shoes (the Speedgoats you've trained in), the vest with 1 to 1.5 litres of water, a windproof jacket, a cap, sunglasses, sunscreen, a charged phone, and one or two gels or some dates for the second half.\n\n"
                 "## Race day\n"
                 "1. A light breakfast you've tried before, about two to three hours before the start.\n"
                 "2. **Start slower than feels right.** Everyone goes out too fast on a mountain.\n"
                 "3. **Walk the steep climbs**, hands on your thighs. On 650 m of climbing, power-walking is often as fast as running and saves your legs.\n"
                 "4. **Descend with short, quick steps**, eyes a few metres ahead, arms out for balance. This is where most falls happen.\n"
                 "5. **Drink a little every 15 to 20 minutes**, even if it's cool.\n"
                 "6. If the heel starts to hurt sharply, walk; finishing at a walk is better than three months off.\n\n"
                 "## Weather in Saiq in late November\n"
                 "Saiq is at about 2,000 m, so it's much cooler than Nizwa: mornings in late November are often **around 10 to 15°C**, sometimes colder, and it can be windy on exposed sections. "
                 "Start in a **light long-sleeved layer or a windproof** you can take off and stow in the vest. By mid-morning, the sun is strong, so sunscreen and a cap matter even when it feels cool."),
   ("user", "Very clear. I'll run the last trail session on Tuesday and leave the jacket decision to the morning."),
   ("assistant", "Good plan. And tell Azzan to cheer loudly on the last climb: it helps more than any gel. Good luck to you and Shamsa!")],
  {"summary": "The Jebel Akhdar Trail Race is on Friday 21 November 2025, 7 am start in Saiq: the user runs the 12 km (about 650 m of climbing); her heel has been fine for six weeks; she has run up to 10 km, twice on the trail above Wadi Bani Habib; "
              "she bought a Salomon hydration vest for OMR 48; Shamsa runs the 27 km (6 am start); Hamed and Azzan will wait at the finish; "
              "the assistant gave a taper (one last moderate trail run, then half the running in race week), kit (the Speedgoats, the vest with 1-1.5 litres, a windproof, cap, sunscreen, gels or dates), race tactics (start slow, walk the steep climbs, short quick steps downhill, drink every 15-20 minutes, walk if the heel hurts) "
              "and said Saiq, at about 2,000 m, is often 10-15°C on late November mornings and windy.",
   "procedures": [{"name": "Race day for a short mountain trail race", "steps": ["Familiar breakfast 2-3 hours before", "Start slower than feels right", "Walk the steep climbs", "Short quick steps on the descents",
                   "Drink every 15-20 minutes", "Walk if the heel hurts sharply"]}],
   "outcomes": ["Bought a Salomon hydration vest (OMR 48)"]}),
 ("2025-11-29", "Race report, and a ship's logbook from Sur", [
   ("user", "I did it! On Friday the 21st I ran the 12 km in 1:51:20, 9th of 31 women. I walked every steep section like you said and took the descents carefully, and the heel held. "
            "Shamsa finished the 27 km in 4:41:05 and was third in her age group, which she will be telling us about for years. I'm already thinking about the 27 km next year. "
            "New side project: Hamed's uncle Said, in Sur, has the logbook of a dhow that sailed to Zanzibar and Bombay in the 1930s. It has mould on the lower edge and a broken binding. "
            "I've quoted him OMR 250, a family price, and declared it to HR. How do I deal with the mould safely at home?"),
   ("assistant", "Congratulations! 9th of 31 on your first trail race, after a summer of heel trouble, is a great result. And well done to Shamsa too.\n\n"
                 "## After the race\n"
                 "Take a week of easy running or walking, and keep the heel exercises going. If you aim for the 27 km next year, give yourself a long build: the step from 12 to 27 km on a mountain is bigger than it looks, mostly in the descents.\n\n"
                 "## Mould on the logbook\n"
                 "You'll know most of this from training, but at home, without a fume cupboard, safety matters more than usual.\n\n"
                 "### 1. Protect yourself\n"
                 "- An **FFP2 or N95 mask** (FFP3 is better), **nitrile gloves** and a washable lab coat or apron.\n"
                 "- Work **outdoors in the shade** or in a well-ventilated room away from the family, and **never near Azzan or the cats**.\n\n"
                 "### 2. Is it active?\n"
                 "- **Active mould** looks fuzzy or slimy and smears when touched; **dormant mould** is dry and powdery.\n"
                 "- If it's active or the pages feel damp, **dry the book first**: open it slightly in a dry, airy place (Manah is very dry in winter, which helps), not in direct sun.\n"
                 "- Keep it in a **sealed polythene bag** when you aren't working on it so spores don't spread.\n\n"
                 "### 3. Cleaning\n"
                 "- Remove dry mould with a **HEPA-filtered vacuum** through a fine mesh, using a soft brush to lift the spores towards the nozzle.\n"
                 "- Avoid solvents unless you've tested the inks; a logbook of that period may have several inks, some very sensitive.\n"
                 "- Bag and bin the brushes, wipes and gloves.\n\n"
                 "### 4. Afterwards\n"
                 "- Re-sew or rebind once it's clean and dry.\n"
                 "- Advise Said on storage: the main cause of mould is damp, and Sur's humid sea air is the enemy. A box with silica gel and a dry room are better than a cupboard on an outside wall."),
   ("user", "I'll work in the yard with an N95 and I've ordered a small HEPA vacuum for OMR 75. And yes, the logbook stays in a sealed bag when I'm not working on it, far from Bunduq's paws."),
   ("assistant", "That's a safe setup. A kitten and a mouldy 1930s logbook are best kept in different parts of the house.")],
  {"summary": "On Friday 21 November 2025 the user ran the 12 km of the Jebel Akhdar Trail Race in 1:51:20, 9th of 31 women; she walked the steep sections and her heel held; her sister Shamsa finished the 27 km in 4:41:05, third in her age group; the user is thinking of the 27 km next year; "
              "third private job: the 1930s logbook of a dhow that sailed to Zanzibar and Bombay, belonging to Hamed's uncle Said in Sur, with mould on the lower edge and a broken binding; she quoted OMR 250 (a family price) and declared it to HR; "
              "the assistant advised an FFP2/N95 mask, nitrile gloves and working outdoors away from family and cats, telling active from dormant mould, drying the book first, a sealed bag between sessions, a HEPA vacuum through a mesh, no solvents without testing, "
              "then rebinding and dry storage advice for Said; she will work in the yard with an N95 and bought a small HEPA vacuum (OMR 75).",
   "procedures": [{"name": "Cleaning mould from a book at home", "steps": ["FFP2/N95 mask, nitrile gloves, apron", "Work outdoors away from family and pets", "Check whether the mould is active", "Dry the book first",
                   "Keep it in a sealed bag between sessions", "HEPA vacuum through a mesh with a soft brush", "Rebind and store dry"]}],
   "decisions": [{"decision": "Restore uncle Said's 1930s dhow logbook for OMR 250", "rationale": "A family price; declared to HR"}],
   "outcomes": ["12 km in 1:51:20, 9th of 31 women", "Shamsa: 27 km in 4:41:05", "HEPA vacuum OMR 75"]}),
 ("2025-12-19", "Household budget for 2026", [
   ("user", "Money planning for 2026. My salary is now OMR 1,380. Our monthly costs that I handle: rent OMR 320, Azzan's school bus OMR 25, oud lessons (Fahad put his price up to OMR 15 a lesson from December, four a month), "
            "Zafran's urinary food about OMR 35 a month, and Bunduq's neutering is coming in January. Azzan's school fees go up from OMR 1,450 to OMR 1,600 next school year. "
            "He's also joined the robotics club at school (OMR 30 a term) and keeps asking for a T. rex Lego set. "
            "I'm going on Umrah with Mum in February, so I'm paying for my place in her agency's group: OMR 690. We have OMR 3,200 in savings. How should I plan?"),
   ("assistant", "You're in a good position: a higher salary, clear fixed costs and some savings. Here's a simple structure.\n\n"
                 "## 1. List the fixed monthly costs\n"
                 "| Item | OMR / month |\n"
                 "|---|---|\n"
                 "| Rent | 320 |\n"
                 "| School bus | 25 |\n"
                 "| Oud lessons (4 x 15) | 60 |\n"
                 "| Zafran's food | 35 |\n"
                 "| **Total** | **440** |\n\n"
                 "Add your share of food, fuel, utilities, phones and the rest, from a couple of months of bank statements.\n\n"
                 "## 2. Sinking funds for the big yearly costs\n"
                 "Divide each known yearly cost by 12 and put that aside every month, so none of them arrives as a shock:\n"
                 "- **School fees:** OMR 1,600 / 12 = about **OMR 135 a month**.\n"
                 "- **Robotics club:** three terms at OMR 30 = OMR 90 a year, about OMR 8 a month.\n"
                 "- **Vet and pets:** a small fund (say OMR 15 a month) for things like neutering and the next emergency; Zafran's blockage cost OMR 95.\n"
                 "- **Travel and Eid:** whatever you usually spend, divided by 12.\n\n"
                 "## 3. The Umrah\n"
                 "Pay the **OMR 690 from savings** now, since the trip is in February. That leaves about OMR 2,500.\n\n"
                 "## 4. Emergency fund\n"
                 "A common target is **three to six months of essential spending**. Decide together with Hamed what counts as the household's essentials, and aim to rebuild the savings you use for the Umrah first.\n\n"
                 "## 5. Automate it\n"
                 "On payday, standing orders move the sinking funds and the savings into a separate account, so what's left in the main account is what you can spend.\n\n"
                 "## 6. The T. rex\n"
                 "Birthdays and Eid are conveniently placed for that: Azzan turns 8 in April."),
   ("user", "Done: OMR 690 paid from savings, and a standing order of OMR 150 a month into the school fees and pets fund on payday."),
   ("assistant", "That's a solid start to 2026. Review it after three months and adjust.")],
  {"summary": "The user's 2026 budget: salary OMR 1,380 a month; rent OMR 320; Azzan's school bus OMR 25; oud lessons now OMR 15 each from December 2025 (four a month); Zafran's urinary food about OMR 35 a month; Bunduq's neutering in January; "
              "Azzan's school fees rise from OMR 1,450 to OMR 1,600 next school year; he joined the robotics club at school (OMR 30 a term) and wants a T. rex Lego set; she is going on Umrah with her mother in February 2026 and pays OMR 690 for her place; savings OMR 3,200; "
              "the assistant listed fixed costs (OMR 440 a month), suggested sinking funds (school fees about OMR 135 a month, robotics, pets, travel), paying the Umrah from savings, an emergency fund of three to six months agreed with Hamed and automatic transfers on payday; "
              "she paid the OMR 690 from savings and set up a standing order of OMR 150 a month for school fees and pets.",
   "decisions": [{"decision": "Paid her OMR 690 Umrah place from savings", "rationale": "The trip is in February 2026"},
                 {"decision": "OMR 150 a month standing order into a school fees and pets fund", "rationale": "School fees rise to OMR 1,600; vet costs like the OMR 95 blockage"}],
   "outcomes": ["Oud lessons OMR 15 from December 2025", "School fees OMR 1,600 from next school year", "Savings about OMR 2,500 after the Umrah payment"]}),
 ("2026-01-17", "Going on Umrah with Mum: diabetes and travel", [
   ("user", "Good news first: Mum's HbA1c came back at 6.9% this week, her best yet, and the heel ulcer has healed, so Dr. Salma has cleared her for Umrah. We fly with her agency's group on 8 February and come back on the 15th. "
            "Bunduq was neutered on the 7th by Dr. Yousef (OMR 35) and recovered quickly, and he and Zafran now sleep on the same chair, which I never thought I'd see. Hamed has swapped his rotation again so he'll be home with Azzan that week. "
            "How do I keep Mum safe? There'll be a lot of walking for tawaf and sa'i, crowds, heat, and her feet."),
   ("assistant", "What lovely news: 6.9% is a remarkable improvement from 8.9% less than a year ago, and a healed ulcer plus her doctor's go-ahead is exactly what you wanted. "
                 "I'm not a doctor, so check the plan with Dr. Salma; here's what's generally advised for pilgrims with diabetes.\n\n"
                 "## Before you go\n"
                 "1. **A letter from Dr. Salma** listing her diagnosis and medicines, in Arabic and English.\n"
                 "2. **Medicines in your hand luggage**, with extra for a few days' delay, in their original boxes.\n"
                 "3. **Her glucose meter**, strips and lancets, also in the hand luggage.\n"
                 "4. **Two pairs of comfortable shoes she has already worn for weeks**, plus cotton socks. Never new shoes on a pilgrimage.\n"
                 "5. **Travel insurance** that covers her existing conditions.\n\n"
                 "## Her feet, every day\n"
                 "- **Check both feet every evening**, including between the toes and the old ulcer site, for blisters, redness or cuts; she may not feel them.\n"
                 "- Keep them **clean and dry**, and use a moisturiser on the heels but not between the toes.\n"
                 "- **Never barefoot**, even in the hotel; marble floors can be very hot near the mosque, so socks or clean shoe covers where allowed.\n\n"
                 "## Tawaf and sa'i\n"
                 "- **Wheelchairs** (and electric carts) are available for tawaf and sa'i; using one for part of it is entirely acceptable and much kinder to her feet.\n"
                 "- Go at **cooler and quieter times** where the group allows, often late at night or after Fajr.\n"
                 "- **Sit down and rest** whenever she needs to.\n\n"
                 "## Sugar and fluids\n"
                 "- **Zamzam water and plenty of it**, and watch for dehydration: dizziness, dark urine, headache.\n"
                 "- **Carry dates, biscuits or glucose tablets** in case of a low, although with metformin alone lows are unusual.\n"
                 "- Keep her **meals regular** even when the timetable is busy, and take the metformin with food as usual.\n"
                 "- If she gets **vomiting or diarrhoea** and can't keep food down, ask a doctor (the agency group usually has one) whether to pause the metformin.\n\n"
                 "## For you\n"
                 "Stay close to her in the crowds, agree a meeting point, and put your number and the hotel's name in her bag."),
   ("user", "She's agreed to use a wheelchair for sa'i if her feet hurt, which is nothing short of a miracle. Thank you, Claude."),
   ("assistant", "That's a big concession, and a wise one. May your Umrah be accepted, and may you both come home well.")],
  {"summary": "The user's mother Aisha's HbA1c was 6.9% in January 2026, her best yet; the heel ulcer has healed and Dr. Salma cleared her for Umrah; the user and Aisha fly with the agency's group on 8 February 2026 and return on 15 February; "
              "Bunduq was neutered on 7 January 2026 by Dr. Yousef (OMR 35) and now sleeps on the same chair as Zafran; Hamed swapped his rotation again to be home with Azzan that week; "
              "the assistant (not a doctor) advised a doctor's letter, medicines, meter and strips in the hand luggage, two pairs of worn-in shoes, insurance, daily foot checks, never barefoot, wheelchairs for tawaf and sa'i, cooler times, water, snacks for lows, regular meals with metformin and sick-day advice; "
              "Aisha agreed to use a wheelchair for sa'i if her feet hurt.",
   "procedures": [{"name": "Umrah with type 2 diabetes", "steps": ["Doctor's letter", "Medicines and glucose meter in hand luggage", "Two pairs of worn-in shoes and cotton socks", "Insurance covering existing conditions",
                   "Check the feet every evening", "Never barefoot", "Wheelchair for tawaf or sa'i", "Water, snacks and regular meals"]}],
   "decisions": [{"decision": "Aisha will use a wheelchair for sa'i if her feet hurt", "rationale": "To protect her feet after the diabetic ulcer"}],
   "outcomes": ["Aisha's HbA1c 6.9% (January 2026)", "Umrah 8-15 February 2026", "Bunduq neutered on 7 January 2026 (OMR 35)"]}),
]

QUESTIONS_98 = [
 # single facts the user said about herself, her family, pets and her work
 ("Which manuscript did I restore for the Bayt al-Warraq spring exhibition?", "volume 14 of Bayan al-Shar' (a copy made in 1176 AH, 1762-63)"),
 ("What does Hamed do for a living?", "a wellsite geologist with PDO at Fahud (14 days on, 14 off)"),
 ("What's my brother's job?", "Khalid is a marine pilot at Sohar port"),
 ("Which vet saw Zafran when he got blocked?", "Dr. Yousef Al-Maamari at Nizwa Vet Clinic"),
 ("Who's my oud teacher?", "Ustadh Fahad Al-Balushi (by video call from Muscat, Tuesdays at 8 pm)"),
 ("Where did we go on holiday in the summer?", "Tbilisi, Georgia (12 to 19 July 2025, with a day trip to Kazbegi)"),
 ("Who fed the cat while we were away in July?", "Reem, our neighbour's 15-year-old daughter (OMR 3 a day)"),
 # when
 ("When was my first day at the museum?", "Sunday 14 September 2025 (moved from 1 September)"),
 ("When did we move into the house in Manah?", "Saturday 11 October 2025 (planned for 1 October)"),
 ("When is Azzan's birthday?", "19 April (he turned 7 in 2025)"),
 ("When did I interview at Oman Across Ages?", "Tuesday 27 May 2025"),
 ("When did the Bayan al-Shar' volume go on display?", "Sunday 11 May 2025"),
 # counts and amounts
 ("How much did Zafran's emergency treatment cost?", "OMR 95"),
 ("What was my time in the trail race?", "1:51:20 for the 12 km (9th of 31 women)"),
 ("How much did I pay for my oud?", "OMR 185 (a Turkish oud, with a hard case)"),
 # lists across chats
 ("What private conservation jobs have I taken on?", "the Al-Harthy family's 1893 waqf deed (OMR 120), Badriya's grandparents' 1951 marriage contract (free, a wedding present) and Hamed's uncle Said's 1930s dhow logbook from Sur (OMR 250)"),
 ("Which pieces have I learned on the oud?", "Lamma Bada Yatathanna, Ala Dalouna and Fog El Nakhal"),
 ("What running gear have I bought this year?", "Hoka Speedgoat 6 trail shoes (OMR 62), a night splint (OMR 14) and silicone heel cups, and a Salomon hydration vest (OMR 48)"),
 ("What cats do we have?", "Zafran (ginger, 5) and Bunduq (a grey kitten from Khalid, since October 2025)"),
 ("What activities does Azzan do outside lessons?", "swimming on Saturday mornings, an afternoon Quran class at the mosque and the robotics club at school"),
 # latest value of something that changed
 ("Where do I work now?", "Oman Across Ages Museum in Manah, as senior conservator for paper and manuscripts (since September 2025)"),
 ("How much rent are we paying now?", "OMR 320 a month (the house in Manah; the Firq flat was OMR 260)"),
 ("What was Mum's latest HbA1c?", "6.9% (January 2026; it was 8.9% in March and 7.4% in June 2025)"),
 ("What does an oud lesson cost me now?", "OMR 15 (from December 2025; it was OMR 12)"),
 ("When is Mum's Umrah now?", "8 to 15 February 2026, and I'm going with her"),
 # yes/no
 ("Did Mum manage to do her Umrah in November?", "No (a diabetic foot ulcer; moved to February 2026)"),
 ("Did I accept Sheikh Saif's counter-offer?", "No"),
 ("Did Hamed come to Georgia with us?", "Yes (he swapped his rotation)"),
 ("Has Bunduq been neutered?", "Yes (7 January 2026, OMR 35)"),
 # why
 ("Why did Zafran get a blockage, according to the vet?", "he ate only dry food and hardly drank, and he was stressed by the building work next door"),
 ("Why was my start date at the museum pushed back?", "my security clearance hadn't come through"),
 ("Why did I drop to the 12 km?", "plantar fasciitis in my left heel"),
 ("Why didn't Azzan change schools when we moved?", "he's settled at Al-Noor with his friends and teacher, and the school bus now goes to Manah"),
 # what the assistant recommended
 ("What did you suggest for the iron gall ink damage in the Bayan al-Shar' volume?", "test for iron(II) with bathophenanthroline paper, bathe (calcium phytate) only if the paper could take water, otherwise repair locally with remoistenable Japanese tissue, and keep it at a stable 45-55% humidity"),
 ("What did you recommend for running while fasting in Ramadan?", "cut the volume by about a quarter, run easy in the last 30-45 minutes before iftar or 1-2 hours after it, no hard sessions, and drink steadily between iftar and suhoor"),
 # inference
 ("Would Mum skip fasting if her doctor asked her to?", "Likely no"),
 ("Would Azzan be pleased with a dinosaur book?", "Likely yes"),
 ("Would Zafran take a big change in the house in his stride?", "Likely no"),
 # not in the archive
 ("What's Hamed's mother's name?", "Not mentioned in my chats"),
 ("What car do I drive?", "Not mentioned in my chats"),
]


def assistant_chats_41_at(folder):
    """The archive of CHATS_98 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a41c", CHATS_98, "claude")


@pytest.fixture(scope="module")
def assistant_chats_41(tmp_path_factory):
    return assistant_chats_41_at(tmp_path_factory.mktemp("assistant41"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_98, "assistant 41")


def test_the_archive_finds_the_kitten(assistant_chats_41):
    assert assistant_chats_41.search("Bunduq").results
