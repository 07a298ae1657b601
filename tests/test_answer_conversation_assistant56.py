"""A fifty-sixth written archive of a user's chats with an AI assistant, in the user's own
condensed format. It was written blind: its questions and gold answers were fixed before any run
of `kbsearch answer` on it, by someone who had not read the answer rules, and the developer reads
the questions only after the first measure. A fossil preparator in Whitehorse, Yukon, Delphine
Arsenault, 37 then 38, from Moncton, New Brunswick, who cleans and stabilises Ice Age bones from
Klondike placer mines for the territory's palaeontology program, and lives with her partner Kieran,
a heavy-duty mechanic, Biscuit, a retired sled dog, and Ptarmigan, a cat. She chats with Claude from
September 2025 to August 2026: a steppe bison skull that cracks as it dries, a rent rise on their dry
cabin and buying a first home (three viewings, an old oil tank, a possession date that moves), the
winter dark and a light box, porcupine quills and arthritis for the dog, Kieran leaving his mine
rotation for a job in town, her own step up to collections manager, the Yukon River Quest with a
canoe partner who drops out, her mother's visit, a called-off Dempster trip and a field season that
turns up an Ice Age lion jaw, with facts the user updates later (the rent, her job, where they live,
the dog's treatment, Kieran's job). bench/answer_conversations.py asks every question
("assistant 56")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_128 = [
 ("2025-09-07", "Stabilising a steppe bison skull that's cracking as it dries", [
   ("user", "Hi Claude. Some context first: I'm Delphine Arsenault, I'm 37, originally from Moncton, New Brunswick, and I've lived in Whitehorse since 2017. "
            "I'm a fossil preparator with the Yukon government's palaeontology program, which means I clean, repair and stabilise Ice Age bones that placer miners dig up in the Klondike goldfields. "
            "In August a miner on Hunker Creek, Dale Sorensen, called us about a steppe bison skull with both horn cores still attached, frozen in the black muck. We brought it down to the lab wrapped in wet burlap and plastic, "
            "and it's been in the cold room at 4°C since. Now hairline cracks are opening along the horn cores as the surface dries out. My boss, Dr. Anneliese Brandt (she's the territorial palaeontologist), "
            "wants it on display at the Beringia Centre by February. What's the safest way to dry and consolidate it? We have Paraloid B-72 and Butvar B-98 on the shelf."),
   ("assistant", "What a specimen: a steppe bison skull with both horn cores is exactly the kind of thing that makes a winter exhibit. Permafrost bone is tricky precisely because it's so well preserved: "
                 "it still holds water and collagen, and it shrinks unevenly as it dries. I'm not a conservator and your lab will have its own protocols, so treat this as a checklist to compare against what Anneliese prefers.\n\n"
                 "## 1. Sample before you consolidate\n"
                 "Any consolidant soaks into the bone and can **contaminate radiocarbon dates and ancient DNA**. If samples haven't been taken yet, take them now from an untreated area, and record exactly where they came from.\n\n"
                 "## 2. Dry it slowly, in stages\n"
                 "Cracks open because the outside dries and shrinks faster than the inside. The aim is to keep the whole skull drying at the same pace.\n"
                 "1. **Build a drying enclosure**: a polyethylene tent or a large tub with a lid, inside the cold room.\n"
                 "2. **Start at high relative humidity** (around 85 to 90%) and lower it step by step, perhaps 5% every few days, over several weeks.\n"
                 "3. **Weigh the skull** (or a sample block of the same bone) regularly: when the weight stops dropping at a given humidity, move to the next step.\n"
                 "4. **Photograph the cracks** at each step with a scale bar, so you can see whether they're growing.\n\n"
                 "## 3. Consolidate little and often\n"
                 "- **Paraloid B-72** is the usual choice because it's stable and reversible. For penetration, use a **dilute solution, about 3 to 5% in acetone**, applied in several thin coats rather than one thick one.\n"
                 "- If acetone evaporates too quickly and leaves a shiny skin at the surface, **ethanol or an acetone-ethanol mix** slows it down and lets the resin go deeper.\n"
                 "- **Butvar B-98** works too, but mixing consolidants on one specimen makes future treatment harder to document. Pick one.\n"
                 "- For structural cracks in the horn cores, a **thicker B-72 (around 40 to 50%) as an adhesive** is better than cyanoacrylate, which is hard to reverse.\n\n"
                 "## 4. Support\n"
                 "A skull with horn cores is heavy and top-heavy. A **custom cradle** that supports it under the occipital and the palate, not by the horn cores, will protect it in the lab and on display.\n\n"
                 "## 5. Document everything\n"
                 "Record every product, concentration, date and area treated in the specimen file. The next preparator (or you in ten years) will need it.\n\n"
                 "Do you want a simple drying log template?"),
   ("user", "Samples already went to the radiocarbon lab, and Anneliese kept a piece of horn core for ancient DNA, so we're clear. I'll build a drying tent with a humidifier in the cold room and bring the humidity down over three weeks. "
            "And my partner Kieran has offered to weld a steel cradle next time he's home: he's a heavy-duty mechanic at a gold mine north of Mayo, two weeks in and two weeks out, so he's handy with a welder."),
   ("assistant", "That's a solid plan. For Kieran's cradle:\n\n"
                 "- **No bare metal against bone**: pad every contact point with polyethylene foam (Ethafoam or similar) covered with a smooth, acid-free fabric.\n"
                 "- **Powder-coat or paint the steel** and let it off-gas fully before the skull goes on it.\n"
                 "- **Spread the load**: wide, curved supports under the occipital and palate rather than narrow bars.\n"
                 "- **Make it the display mount too**, if the Beringia Centre agrees, so the skull is never lifted more than it has to be.\n\n"
                 "Good luck with the drying, and keep that log going.")],
  {"summary": "The user, Delphine Arsenault, 37, originally from Moncton, New Brunswick, has lived in Whitehorse since 2017 and is a fossil preparator with the Yukon government's palaeontology program, stabilising Ice Age bones from Klondike placer mines; "
              "in August 2025 Hunker Creek miner Dale Sorensen found a steppe bison skull with both horn cores, now in the lab's cold room at 4°C, with hairline cracks opening as it dries; her boss, territorial palaeontologist Dr. Anneliese Brandt, wants it on display at the Beringia Centre by February 2026; "
              "the assistant (not a conservator) advised sampling for radiocarbon and ancient DNA before consolidating, slow staged drying in an enclosure from 85-90% relative humidity with weighing and photos, dilute Paraloid B-72 (3-5% in acetone or ethanol) in thin coats, thicker B-72 as an adhesive, a custom cradle and full documentation; "
              "samples are already taken; she'll dry it in a humidified tent over three weeks; her partner Kieran, a heavy-duty mechanic at a gold mine north of Mayo on a two-weeks-in, two-weeks-out rotation, will weld a padded steel cradle.",
   "procedures": [{"name": "Drying and consolidating a permafrost bone", "steps": ["Take radiocarbon and DNA samples first", "Dry slowly in an enclosure, lowering humidity in steps", "Weigh and photograph at each step",
                   "Consolidate with dilute Paraloid B-72 in thin coats", "Thicker B-72 as adhesive for cracks", "A padded custom cradle", "Document every treatment"]}],
   "decisions": [{"decision": "Dry the bison skull in a humidified tent in the cold room over three weeks", "rationale": "Cracks were opening as the surface dried faster than the inside"},
                 {"decision": "Kieran to weld a padded steel cradle for the skull", "rationale": "The skull is heavy and top-heavy; the cradle can double as the display mount"}]}),
 ("2025-09-28", "Rent going up on our dry cabin: keep renting or buy?", [
   ("user", "Money question. Kieran and I rent a dry cabin off the Hot Springs Road: no running water, we haul it in 20-litre jugs from the fill station twice a week, woodstove, outhouse, the whole Yukon experience. "
            "It's $1,150 a month and our landlord Gord just told us it goes up to $1,250 from 1 January. It was charming when we moved in in 2019. Now, with Kieran away half the month, I'm the one hauling water at minus 35 and splitting wood. "
            "Our dog Biscuit (a 9-year-old retired Alaskan husky from a sled-dog kennel in Tagish) and our cat Ptarmigan (Tarmy for short, a grey tabby) don't mind, but I do. "
            "We have about $58,000 saved. I make $79,000 a year; Kieran makes $52 an hour at the mine, around $118,000 with the rotation premium. Should we buy? Whitehorse prices feel crazy."),
   ("assistant", "Hauling water at minus 35 while your partner is at camp is a very good reason to start doing the maths. I'm not a financial adviser or a mortgage broker, so use this to prepare your questions for one.\n\n"
                 "## What you can likely afford\n"
                 "On a household income of roughly $197,000 and no large debts, lenders would probably approve more than you'll want to spend. The real limits are:\n"
                 "- **The stress test:** you must qualify at the higher of 5.25% or your contract rate plus 2%, even if your actual rate is lower.\n"
                 "- **The down payment:** at least **5% of the first $500,000 and 10% of the part above**. With less than 20% down you'll pay **mortgage default insurance** (CMHC or a private insurer), added to the loan.\n"
                 "- **Closing costs:** in Yukon there's no land transfer tax as in some provinces, but budget for land titles fees, a lawyer, a home inspection, insurance and moving, often 1.5 to 2% of the price.\n\n"
                 "## Tax-free help for first-time buyers\n"
                 "1. **First Home Savings Account (FHSA):** each of you can put in up to $8,000 a year (lifetime $40,000). Contributions are deductible, and withdrawals for a first home are tax-free. Open them **now** so this year's room starts counting.\n"
                 "2. **RRSP Home Buyers' Plan:** each of you can withdraw up to $60,000 from an RRSP, repaid over 15 years.\n\n"
                 "## Rent versus buy, honestly\n"
                 "- At $1,250 a month you're paying $15,000 a year for a cabin without water. A mortgage on a $500,000 home will cost more each month, but part of it builds equity.\n"
                 "- Owning adds costs renters don't see: property tax, insurance, heating oil or propane, repairs. Plan on **1 to 2% of the price a year** for maintenance.\n"
                 "- Buying makes most sense if you expect to stay in Whitehorse **five years or more**.\n\n"
                 "## A sensible sequence\n"
                 "1. Open FHSAs this autumn.\n"
                 "2. See a mortgage broker in the new year for a **pre-approval** (usually held for 90 to 120 days).\n"
                 "3. Decide your own ceiling, below the bank's.\n"
                 "4. Look in late winter and spring, when more listings appear.\n\n"
                 "What are your must-haves in a house?"),
   ("user", "OK. We'll open FHSAs this month, get pre-approved in January and start looking in February, with a ceiling of about $550,000. Kieran wants three bedrooms, I want a yard for Biscuit. "
            "The one thing we're not giving up for a house: next August we're finally driving the Dempster to Inuvik. We've talked about it for years."),
   ("assistant", "A clear ceiling and two must-haves will make viewings much easier. And keep the Dempster in the budget: for that road, plan on **two full-size spare tires**, fuel at Eagle Plains, a satellite communicator, and a few hundred dollars for a windshield that probably won't survive the gravel. "
                 "Put a small monthly amount aside for it now, separately from the house fund, so one doesn't eat the other.")],
  {"summary": "The user and her partner Kieran rent a dry cabin off the Hot Springs Road (no running water, water hauled in 20-litre jugs twice a week, woodstove, outhouse) since 2019; rent $1,150 a month rising to $1,250 from 1 January 2026 (landlord Gord); "
              "their dog Biscuit is a 9-year-old retired Alaskan husky from a sled-dog kennel in Tagish, and their cat Ptarmigan (Tarmy) is a grey tabby; savings about $58,000; she earns $79,000, Kieran $52 an hour (about $118,000 with the rotation premium); "
              "the assistant (not a financial adviser) explained the stress test, minimum down payment (5% of the first $500,000, 10% above), mortgage default insurance, closing costs (no land transfer tax in Yukon), FHSAs ($8,000 a year each) and the RRSP Home Buyers' Plan ($60,000), rent versus buy and maintenance costs; "
              "they'll open FHSAs, get pre-approved in January 2026 and look from February with a ceiling of about $550,000 (Kieran wants three bedrooms, she wants a yard for Biscuit); they plan to drive the Dempster Highway to Inuvik in August 2026.",
   "decisions": [{"decision": "Buy a home in Whitehorse instead of renting", "rationale": "Rent rising to $1,250 and hauling water at minus 35 with Kieran away half the month"},
                 {"decision": "Open FHSAs in autumn 2025, pre-approval in January 2026, look from February, ceiling about $550,000", "rationale": "Tax-free savings room and the spring listings"},
                 {"decision": "Drive the Dempster Highway to Inuvik in August 2026", "rationale": "Talked about it for years"}],
   "outcomes": ["Savings about $58,000", "Rent $1,250 from 1 January 2026"]}),
 ("2025-10-19", "Dreading the dark months again", [
   ("user", "Sunrise is already after 9 a.m. and it only gets worse: by December we'll have about six hours of daylight. Last winter I was flat from November to February: sleeping ten hours, craving bread and pasta, not wanting to see anyone. "
            "Not dark thoughts or anything, just grey. My sister Josée in Fredericton (she's a respiratory therapist and a marathon nut, she's already signed up for her fourth) keeps telling me to get a light box. Does that actually work, or is it wellness marketing?"),
   ("assistant", "What you describe (more sleep, carb cravings, withdrawing from people, a pattern that comes back each winter and lifts in spring) is very typical of **seasonal affective disorder** or its milder cousin, the 'winter blues', and at Whitehorse's latitude it's common. "
                 "As an AI I can't diagnose you, so please mention it to your doctor, but I can tell you what the evidence says.\n\n"
                 "## Does light therapy work?\n"
                 "Yes, for winter-pattern depression it's one of the best-supported treatments, and many people notice a difference within **one to two weeks**. It isn't marketing, as long as you use the right kind of lamp the right way.\n\n"
                 "## Choosing a light box\n"
                 "- **10,000 lux** at the distance you'll sit from it (check the manufacturer's distance, often 30 to 60 cm).\n"
                 "- **UV-filtered** white light, designed for SAD rather than for skin conditions or plants.\n"
                 "- A **large surface**, so small movements of your head don't take you out of the light.\n\n"
                 "## How to use it\n"
                 "1. **Every morning, within an hour of waking**, for **20 to 30 minutes**.\n"
                 "2. Place it **slightly above eye level and to the side**; you don't stare at it, you read or eat breakfast with it on.\n"
                 "3. **Be consistent**, weekends included, from now until spring.\n"
                 "4. Avoid using it in the evening, which can disturb sleep.\n\n"
                 "## Cautions\n"
                 "Talk to a doctor before starting if you have **bipolar disorder**, an **eye condition** (retinal disease, for example) or take **photosensitising medication**. Mild headaches or eye strain at the start are common and usually settle.\n\n"
                 "## Other things that help\n"
                 "- **Get outside at midday**, even for 20 minutes. Daylight on a cloudy day is still brighter than indoor light.\n"
                 "- **Exercise**, ideally outdoors.\n"
                 "- **A regular sleep and wake time.**\n"
                 "- **Vitamin D:** ask your doctor whether to check your level; many northerners are low in winter.\n"
                 "- **CBT adapted for SAD** and, if needed, **medication** are effective options your doctor can discuss.\n\n"
                 "If it ever gets to a point where you have thoughts of harming yourself, you can call or text **9-8-8** in Canada at any time."),
   ("user", "Bought one: a Carex Day-Light Classic Plus, $189 at Shoppers, where my friend Priya Raman works as a pharmacist; she showed me how to angle it. I'm doing 30 minutes at the kitchen table at 7 a.m. with my coffee. "
            "And I saw my GP, Dr. Samir Haddad, on Thursday: my vitamin D was on the low side, so I'm taking 1,000 IU a day. He offered to talk about an antidepressant if the lamp isn't enough, but we agreed to try the lamp first and see him again in January."),
   ("assistant", "That's a good start, and a sensible plan with Dr. Haddad. One small suggestion: keep a **one-line daily log** (hours slept, energy and mood out of 10). By January you'll both be able to see whether the lamp is doing its job, rather than relying on memory, which is notoriously unreliable in a grey month.")],
  {"summary": "The user had low mood every winter (sleeping ten hours, carb cravings, withdrawing from November to February) and is dreading the dark months; her sister Josée, a respiratory therapist in Fredericton who runs marathons, suggested a light box; "
              "the assistant (unable to diagnose) described seasonal affective disorder and recommended a 10,000-lux UV-filtered light box for 20 to 30 minutes within an hour of waking, slightly above eye level and to the side, every day until spring, with cautions for bipolar disorder, eye conditions and photosensitising drugs, "
              "plus midday daylight, exercise, regular sleep, asking about vitamin D, CBT or medication, and 9-8-8 in a crisis; "
              "she bought a Carex Day-Light Classic Plus for $189 at Shoppers, where her friend Priya Raman is a pharmacist, and uses it 30 minutes at 7 a.m.; her GP, Dr. Samir Haddad, found her vitamin D low and she takes 1,000 IU a day; they agreed to try the lamp before any antidepressant and review in January 2026.",
   "decisions": [{"decision": "Light box (Carex Day-Light Classic Plus) for 30 minutes at 7 a.m. every morning", "rationale": "Light therapy is well supported for winter-pattern low mood"},
                 {"decision": "Try the lamp before an antidepressant; review with Dr. Haddad in January 2026", "rationale": "Agreed with her GP"}],
   "outcomes": ["Vitamin D 1,000 IU a day"]}),
 ("2025-11-16", "Porcupine quills and a stiff old husky", [
   ("user", "Last Sunday Biscuit met a porcupine on the trail above Miles Canyon. About thirty quills in her muzzle and a few in her tongue. We went straight to Riverbend Veterinary Clinic, where Dr. Lena Kowalczyk sedated her and pulled them all out. "
            "The bill was $640. She's fine now, totally unrepentant. Two questions. How do I stop this happening again? And I've noticed she's stiff getting up in the morning and hesitates before jumping into the truck (my 2014 Tacoma). "
            "Is that just age? She's 9 and ran in a racing team for six seasons before she retired."),
   ("assistant", "Poor Biscuit, and well done getting her straight to the vet: sedation is the right way to remove that many quills, especially from the tongue.\n\n"
                 "## Avoiding round two\n"
                 "Many dogs never learn from the first encounter, and huskies with a strong prey drive are often repeat offenders.\n"
                 "- **Porcupines are most active at dusk and at night**, and in winter they stay close to conifers, where they feed on bark. Keep her on leash in those spots at those times.\n"
                 "- **Work on a solid 'leave it' and recall** with high-value treats, in places with no porcupines first.\n"
                 "- **If it happens again:** keep her from pawing at her face and go to the vet. Pulling quills yourself is painful for her and can snap them, leaving pieces that migrate.\n\n"
                 "## The stiffness\n"
                 "Morning stiffness and hesitation before jumping are classic early signs of **osteoarthritis**, which is very common in retired sled dogs after years of hard running. It's worth a proper vet check rather than putting it down to age.\n\n"
                 "### What a vet might suggest\n"
                 "1. **An exam and possibly X-rays** of the hips, elbows and spine.\n"
                 "2. **Anti-inflammatory pain relief (an NSAID such as meloxicam)**, with blood tests to check her kidneys and liver.\n"
                 "3. **A monthly anti-NGF injection (Librela)**, a newer option for osteoarthritis pain in dogs.\n"
                 "4. **Omega-3 fatty acids** from fish oil, which have reasonable evidence.\n\n"
                 "### At home\n"
                 "- **Keep her lean**: extra weight is the biggest aggravating factor.\n"
                 "- **A ramp into the truck** instead of jumping.\n"
                 "- **Rugs on slippery floors** and a thick, warm bed away from draughts.\n"
                 "- **Regular, moderate walks** rather than long weekend outings."),
   ("user", "Vet appointment booked for Tuesday 25 November. Kieran's at camp, so I'll build a ramp for the Tacoma myself this week. Funny thing: Ptarmigan was furious at the quills' smell, but that night the two of them slept curled up together by the woodstove as usual."),
   ("assistant", "A ramp is a great weekend project: make it at least 30 to 40 cm wide, with a non-slip surface (outdoor carpet or grip tape) and a gentle slope. And it sounds like Ptarmigan has forgiven her already. Let me know what Dr. Kowalczyk finds on the 25th.")],
  {"summary": "On Sunday 9 November 2025 Biscuit got about thirty porcupine quills in her muzzle and tongue on the trail above Miles Canyon; Dr. Lena Kowalczyk at Riverbend Veterinary Clinic sedated her and removed them for $640; "
              "Biscuit, 9, ran six seasons on a racing team and is now stiff in the mornings and hesitates to jump into the user's 2014 Toyota Tacoma; "
              "the assistant advised leashing her near conifers at dusk, training 'leave it' and recall, and not pulling quills at home; it said the stiffness looks like osteoarthritis and suggested a vet check with possible X-rays, an NSAID such as meloxicam, Librela injections, omega-3, keeping her lean, a ramp, rugs and a warm bed; "
              "a vet appointment is booked for 25 November 2025; she'll build a ramp for the truck; Ptarmigan and Biscuit sleep curled up together by the woodstove.",
   "decisions": [{"decision": "Vet check for Biscuit's stiffness on 25 November 2025", "rationale": "Signs of osteoarthritis, common in retired sled dogs"},
                 {"decision": "Build a ramp into the Tacoma", "rationale": "Biscuit hesitates to jump"}],
   "outcomes": ["Porcupine quills removed under sedation, $640"]}),
 ("2025-12-07", "Entering the Yukon River Quest as complete rookies", [
   ("user", "OK, maybe I've lost my mind. My friend Priya (the pharmacist) and I have decided to enter the Yukon River Quest next June in a tandem canoe: 715 km from Whitehorse to Dawson City, starting Wednesday 24 June 2026, "
            "with mandatory layovers at Carmacks (7 hours) and Kirkman Creek (3 hours). Registration opens in January and we've budgeted about $1,300 for the entry. "
            "I grew up paddling on the Petitcodiac and did lots of canoe trips in New Brunswick, but never more than eight hours in a day. Priya is very fit (triathlons) but has only paddled for fun. "
            "Kieran thinks we're nuts; he'd rather be ice fishing on Lake Laberge. Priya already bought us two carbon bent-shaft paddles on sale, $245 each. Where do we even start?"),
   ("assistant", "You're not the first friends to have this idea over a glass of wine, and plenty of rookie teams finish. The race rewards **steady pacing, good sleep management and a well-fitted boat** more than raw speed. Here's a way to structure the next six months.\n\n"
                 "## Phase 1: Winter base (December to March)\n"
                 "The river is frozen, so build the engine:\n"
                 "- **Three or four sessions a week**: a paddling ergometer or rowing machine if you can find one, cross-country skiing, and strength work.\n"
                 "- **Core and back**: rotation, planks, deadlifts. Paddling power comes from the trunk, not the arms.\n"
                 "- **Shoulders**: rotator cuff exercises with bands, to protect against the most common paddling injury.\n\n"
                 "## Phase 2: On the water (from ice-out, usually May)\n"
                 "1. **Technique first**: a short, fast racing stroke with the bent shafts, switching sides on a call ('hut!') every 20 to 30 strokes.\n"
                 "2. **Build long days**: 4 hours, then 6, then 10 or more, keeping a steady pace you could hold all day.\n"
                 "3. **At least one night paddle** to practise navigating and staying awake in the twilight.\n"
                 "4. **Practise eating and drinking in the boat**: aim for roughly 200 to 300 calories an hour.\n\n"
                 "## The boat\n"
                 "Most competitive tandem teams use a **long, narrow racing or cruising canoe** (18 feet or more), such as a Wenonah Jensen 18 or Minnesota II. A used Kevlar one is a good rookie compromise. Rent or borrow one in spring if you can before you buy.\n\n"
                 "## The course\n"
                 "- **Lake Laberge** (about 50 km) is the crux for many teams: the wind can come up fast and build big waves. Hug the shore and cross when it's calm, often at night.\n"
                 "- **Five Finger Rapids**: most paddlers take the **right-hand channel**.\n"
                 "- **Cold water**: the Yukon River is cold even in June. Dress for immersion and take the safety rules seriously.\n\n"
                 "## Logistics\n"
                 "- **Read the official rules and mandatory gear list** as soon as they're published, and build your kit around it.\n"
                 "- **Ground crew** for Carmacks, Kirkman Creek if allowed, and Dawson: dry clothes, hot food, a place to sleep.\n"
                 "- **Sleep plan**: most teams sleep at the mandatory stops and push through between them.\n\n"
                 "Shall I sketch a week-by-week plan from January?"),
   ("user", "Later, yes. Dog news first, since you asked last time: at the vet on 25 November Biscuit was diagnosed with arthritis in both hips and put on meloxicam, but after a week it upset her stomach, "
            "so Dr. Kowalczyk switched her to Librela, the monthly injection, $118 a shot. The first one was on Thursday and she's already bouncier. And the ramp works: she trots up into the Tacoma like a queen."),
   ("assistant", "That's great news. Stomach upset is one of the most common reasons dogs come off NSAIDs, and Librela works differently, so it's a good switch. It typically takes a couple of injections to see the full effect, "
                 "so keep an eye on her mornings over the next two months, and put a reminder in your calendar for each monthly shot.")],
  {"summary": "The user and her friend Priya Raman (a pharmacist who does triathlons) will enter the 2026 Yukon River Quest in a tandem canoe: 715 km from Whitehorse to Dawson City starting Wednesday 24 June 2026, with mandatory layovers at Carmacks (7 hours) and Kirkman Creek (3 hours); about $1,300 budgeted for entry; "
              "the user grew up paddling on the Petitcodiac in New Brunswick; Kieran would rather ice fish on Lake Laberge; Priya bought two carbon bent-shaft paddles for $245 each; "
              "the assistant suggested a winter base phase (ergometer, skiing, core, rotator cuff exercises), on-water training from ice-out with the 'hut' side switch, long days, a night paddle and eating 200-300 calories an hour, "
              "a long tandem racing canoe such as a Wenonah Jensen 18, caution on Lake Laberge, the right-hand channel at Five Finger Rapids, cold water, the mandatory gear list, a ground crew and a sleep plan; "
              "Biscuit was diagnosed with arthritis in both hips on 25 November 2025 and put on meloxicam, which upset her stomach, so Dr. Kowalczyk switched her to monthly Librela injections ($118 each), the first on Thursday 4 December 2025; the truck ramp works.",
   "procedures": [{"name": "Preparing a rookie team for the Yukon River Quest", "steps": ["Winter base: ergometer, skiing, core, rotator cuff", "On the water from ice-out: technique and side switching", "Build to 10-hour days",
                   "A night paddle", "Practise eating in the boat", "A long tandem racing canoe", "Read the rules and mandatory gear list", "Ground crew and a sleep plan"]}],
   "decisions": [{"decision": "Enter the 2026 Yukon River Quest in a tandem canoe with Priya", "rationale": "A shared challenge; the user has years of canoe tripping"},
                 {"decision": "Biscuit switched from meloxicam to monthly Librela injections", "rationale": "Meloxicam upset her stomach"}],
   "outcomes": ["Two carbon bent-shaft paddles bought, $245 each"]}),
 ("2026-01-11", "Kieran's been offered a job in town", [
   ("user", "Big decision in our house. Kieran has been offered a permanent full-time job as a heavy-duty mechanic at the City of Whitehorse transit garage, fixing buses and snowplows. It's $44 an hour against $52 at the mine, and no rotation premium, "
            "so roughly $92,000 a year instead of $118,000. But he'd be home every night instead of away two weeks out of four. He's sick of camp food and the charter flights, and with a house coming and Biscuit getting old, he wants to be here. "
            "Start date would be Monday 2 February. My worry: we're doing our mortgage pre-approval this month. Does a job change wreck that?"),
   ("assistant", "It's a real trade-off: about $26,000 a year less for him, against half his life back. Let's separate the mortgage question from the life question.\n\n"
                 "## The mortgage question\n"
                 "Lenders care about **stable, provable income**. In general:\n"
                 "- A **permanent, full-time, hourly or salaried job in the same trade** is usually viewed favourably, even if it's new.\n"
                 "- A **probation period** can be a problem for some lenders and not for others.\n"
                 "- What lenders often dislike is **variable income** like bonuses or rotation premiums, which may count for less than you think anyway.\n\n"
                 "**Before he resigns, have your broker look at the offer letter** and confirm that the lender will use the new income. That's the single most important step.\n\n"
                 "## The numbers\n"
                 "With $79,000 plus $92,000, your household income would be about **$171,000**. That still comfortably supports a home in your $550,000 range under the stress test, though the approval amount may come down a little.\n\n"
                 "## The life question\n"
                 "| | Mine | City garage |\n"
                 "|---|---|---|\n"
                 "| Pay | about $118,000 | about $92,000 |\n"
                 "| At home | 2 weeks in 4 | every night |\n"
                 "| Benefits and pension | check | usually a defined benefit pension and union benefits |\n"
                 "| Job security | tied to the mine's life and gold prices | a municipal job |\n"
                 "| Wear and tear | camp, flights, 12-hour shifts | regular hours |\n\n"
                 "Things worth checking: the **pension** (a municipal defined benefit pension can be worth a lot over a career), **overtime** (snow season often brings some), and how many years of the mine's life are left.\n\n"
                 "From what you've said, the money is the only thing on the mine's side of the ledger, and you've both already adjusted your plans around a smaller number."),
   ("user", "Our broker looked at the offer letter: it's a union position with a six-month probation, but her lender is fine with it. We're pre-approved for $560,000 at 4.29% fixed for five years. "
            "Kieran accepted and starts on 2 February. And yes, the rent went up to $1,250 on the 1st, as Gord promised."),
   ("assistant", "Everything lined up: a pre-approval above your own ceiling, and Kieran home for the house hunt. Pre-approvals are usually held for 90 to 120 days, so note the expiry date; you're well placed to look in February and March. Congratulations to Kieran!")],
  {"summary": "Kieran was offered a permanent full-time job as a heavy-duty mechanic at the City of Whitehorse transit garage (buses and snowplows), $44 an hour against $52 at the mine, about $92,000 instead of $118,000 a year, home every night instead of away two weeks out of four, starting Monday 2 February 2026; "
              "he's tired of camp and charter flights and wants to be home with the house coming and Biscuit ageing; "
              "the assistant said to have the broker check the offer letter before he resigns, estimated household income at $171,000, and compared pay, time at home, pension, job security and wear; "
              "the broker's lender accepted the union job with a six-month probation; they are pre-approved for $560,000 at 4.29% fixed for five years; Kieran accepted and starts 2 February 2026; the cabin rent went up to $1,250 on 1 January 2026.",
   "decisions": [{"decision": "Kieran takes the City of Whitehorse transit garage job from 2 February 2026", "rationale": "Home every night instead of two weeks away; tired of camp; a house coming and an ageing dog"},
                 {"decision": "Pre-approval for $560,000 at 4.29% fixed for five years", "rationale": "The lender accepted the new union job"}],
   "outcomes": ["Rent $1,250 from 1 January 2026", "Kieran's pay down from $52 to $44 an hour"]}),
 ("2026-01-25", "Structuring a 30-minute public talk about Ice Age bison", [
   ("user", "I'm giving a public talk at the Beringia Centre on Thursday 12 February at 7 p.m., as part of their winter lecture series: 30 minutes plus questions. It's about the Hunker Creek steppe bison skull, which goes on display that night. "
            "I'm a lab person; I hate public speaking. I'd also like to mention the woolly mammoth tusk section from Dominion Creek I'm working on now: it keeps delaminating like an onion as it dries. "
            "The audience will be a mix of families, tourists, retirees and miners. Can you help me with a structure?"),
   ("assistant", "Absolutely. A mixed audience is actually easier than a scientific one: they want a story, and you have a great one. Here's a structure that fits 30 minutes.\n\n"
                 "## Suggested structure\n"
                 "1. **The phone call (3 min).** Open with Dale Sorensen's call from Hunker Creek: a miner washing gravel, a dark shape in the frozen muck. Everyone loves a discovery story.\n"
                 "2. **What is a steppe bison? (5 min).** The Ice Age grasslands of Beringia, the animals that lived there, and how the steppe bison differs from today's bison (bigger horns, for a start).\n"
                 "3. **Why the Klondike is a fossil treasure chest (4 min).** Permafrost, placer mining and why bones come out with collagen, sometimes even skin or hair.\n"
                 "4. **From muck to museum (8 min).** Your part, and the heart of the talk: the wet burlap, the cold room, the drying tent, the cracks, the consolidant, Kieran's cradle. Show before and after photos.\n"
                 "5. **The mammoth tusk that peels like an onion (4 min).** A work-in-progress gives people a reason to come back, and explains why preparation takes months.\n"
                 "6. **What the skull can tell us (4 min).** Radiocarbon and ancient DNA: what questions the samples could answer.\n"
                 "7. **Thanks and how to help (2 min).** The miners who call you, and what someone should do if they find a bone.\n\n"
                 "## Tips for a lab person\n"
                 "- **Bring a real object** if you're allowed: a bison tooth or a horn core fragment that people can hold afterwards. It beats any slide.\n"
                 "- **One idea per slide**, big photos, very little text.\n"
                 "- **Rehearse out loud three times**, once in front of someone. Time it.\n"
                 "- **Memorise your first two sentences.** Nerves are worst in the first minute.\n"
                 "- **For questions**, repeat each one so the whole room hears it, and 'I don't know, but I'll find out' is a perfectly good answer.\n\n"
                 "## Children in the audience\n"
                 "Kids ask the best questions. A quick 'who thinks this bison was bigger than today's?' gets them involved early."),
   ("user", "That's really helpful, thank you. Winter report, since you'll ask: the light box is working. I also added a Philips wake-up light (a dawn simulator, $150) so the alarm isn't in pitch darkness, and on Saturday mornings I ski at Mount McIntyre with Priya. "
            "Haven't needed to see Dr. Haddad about anything stronger. And news at work: Graham Tetlichi, our collections manager, retires at the end of February, and Anneliese has asked me to apply to be acting collections manager."),
   ("assistant", "That's a great combination: morning light, a gentler wake-up and time outdoors with a friend. And congratulations on being asked to apply. When someone asks you to apply, it's usually because they already see you in the role. "
                 "If you like, we can work on how you'd describe your plans for the collection in the interview.")],
  {"summary": "The user will give a 30-minute public talk at the Beringia Centre on Thursday 12 February 2026 at 7 p.m. in the winter lecture series, about the Hunker Creek steppe bison skull, which goes on display that night; she is also stabilising a woolly mammoth tusk section from Dominion Creek that delaminates as it dries; "
              "the assistant proposed a structure (the discovery call, what a steppe bison is, why the Klondike preserves fossils, from muck to museum, the mammoth tusk, what radiocarbon and DNA can tell, thanks and what to do with a find) and tips (a real object, one idea per slide, rehearse three times, memorise the opening, repeat questions, involve children); "
              "the light box is working; she added a Philips wake-up light (dawn simulator, $150) and skis on Saturday mornings at Mount McIntyre with Priya; no need for stronger treatment; "
              "collections manager Graham Tetlichi retires at the end of February 2026, and Anneliese asked her to apply to be acting collections manager.",
   "procedures": [{"name": "A 30-minute public talk on a fossil", "steps": ["The discovery story", "What the animal was", "Why the Klondike preserves bones", "From muck to museum", "A work in progress", "What the samples can tell", "Thanks and what to do with a find"]}],
   "decisions": [{"decision": "Add a Philips wake-up light and Saturday skiing at Mount McIntyre", "rationale": "Waking in darkness; time outdoors"},
                 {"decision": "Apply to be acting collections manager", "rationale": "Graham Tetlichi retires at the end of February 2026 and Anneliese asked her to"}],
   "discoveries": ["The Dominion Creek mammoth tusk section delaminates like an onion as it dries"]}),
 ("2026-02-08", "Three places in Whitehorse: which one do we offer on?", [
   ("user", "House hunting! We've seen three places with our realtor:\n"
            "1. Half of a duplex in Porter Creek, $489,000. Three bedrooms, one and a half baths, fenced yard, single garage, oil furnace. Built in 1998.\n"
            "2. A townhouse in Riverdale, $529,000. Three bedrooms, two and a half baths, built in 2012, a 20-minute walk to my work downtown. Condo fees $380 a month, and just a small shared patch of grass, no private yard.\n"
            "3. A detached house in Copper Ridge, $615,000. Gorgeous, double garage, mountain views, but above our $560,000 pre-approval.\n"
            "We have $66,000 saved now, including the FHSAs. Which one should we make an offer on?"),
   ("assistant", "Let's narrow it down quickly, then look at the two real contenders.\n\n"
                 "## Copper Ridge: out\n"
                 "At $615,000 it's $55,000 above your pre-approval and $65,000 above your own ceiling. Even if you could stretch, you'd be house-poor in your first year of owning. Enjoy the photos and let it go.\n\n"
                 "## Porter Creek versus Riverdale\n"
                 "| | Porter Creek duplex | Riverdale townhouse |\n"
                 "|---|---|---|\n"
                 "| Price | $489,000 | $529,000 |\n"
                 "| Monthly fees | none | $380 ($4,560 a year) |\n"
                 "| Yard | private, fenced | none |\n"
                 "| Age | 1998 | 2012 |\n"
                 "| Heating | oil furnace | check |\n"
                 "| Your commute | drive | 20-minute walk |\n\n"
                 "### Rough monthly cost (mortgage at 4.29%, 25 years, 10% down, plus insurance premium)\n"
                 "- **Porter Creek:** roughly $2,450 mortgage, plus property tax and heating oil.\n"
                 "- **Riverdale:** roughly $2,650 mortgage **plus $380 in fees**, so about $580 more a month before tax and utilities.\n\n"
                 "### What to watch in Porter Creek\n"
                 "A 1998 house with oil heat means two things to check carefully in the inspection:\n"
                 "1. **The oil tank:** its age, whether it's single- or double-walled, and whether your insurer will cover it. Many insurers refuse older tanks.\n"
                 "2. **The furnace:** age and service history.\n\n"
                 "## Making the offer\n"
                 "- Make it **conditional on financing and on a home inspection** (5 to 7 days is typical).\n"
                 "- Ask your realtor for recent sales of similar duplexes in Porter Creek to decide the number.\n\n"
                 "With your two must-haves (three bedrooms and a yard for Biscuit) and the lower monthly cost, Porter Creek looks like the better fit, as long as the inspection is clean."),
   ("user", "Porter Creek it is. Biscuit needs that yard, and the Riverdale condo fees are $4,560 a year for nothing we'd use. We're offering $478,000 tomorrow, with financing and inspection conditions."),
   ("assistant", "Good luck tomorrow! Keep the inspector's attention on the oil tank, the furnace, the roof and any signs of frost heave or water in the crawlspace, the usual suspects for a house of that age in Whitehorse.")],
  {"summary": "The user and Kieran viewed three homes with their realtor: half of a 1998 duplex in Porter Creek for $489,000 (three bedrooms, 1.5 baths, fenced yard, single garage, oil furnace); a 2012 townhouse in Riverdale for $529,000 (three bedrooms, 2.5 baths, 20-minute walk to her work, condo fees $380 a month, no private yard); "
              "a detached house in Copper Ridge for $615,000 (above their $560,000 pre-approval); savings $66,000 including FHSAs; "
              "the assistant ruled out Copper Ridge, compared monthly costs (Riverdale about $580 a month more with fees), flagged the oil tank and furnace for the inspection, and suggested conditions on financing and inspection; "
              "they chose Porter Creek because Biscuit needs the yard and the Riverdale condo fees were $4,560 a year, and will offer $478,000 on 9 February 2026 with financing and inspection conditions.",
   "decisions": [{"decision": "Offer $478,000 on the Porter Creek duplex with financing and inspection conditions", "rationale": "Fenced yard for Biscuit, no condo fees, lower monthly cost than the Riverdale townhouse"},
                 {"decision": "Rule out the Copper Ridge house", "rationale": "$615,000, above the $560,000 pre-approval"}],
   "outcomes": ["Savings $66,000 including FHSAs"]}),
 ("2026-02-22", "The inspection found a 1998 oil tank", [
   ("user", "Offer accepted on Tuesday the 10th at $478,000, possession 1 April! The inspection was on Wednesday the 18th. Mostly good: roof fine, furnace serviced last year. But the outdoor oil tank is the original from 1998, single-walled, with rust around the legs. "
            "Our insurer says they won't cover a tank more than 15 years old. The inspector also said the HRV needs a service. We have until Friday to remove the inspection condition. What should we do?"),
   ("assistant", "Congratulations on the accepted offer, and this is exactly what the inspection condition is for. An old single-walled tank is common in Whitehorse houses of that age, and it's a fixable, priceable problem. "
                 "I'm not a lawyer, so check each step with your realtor and lawyer.\n\n"
                 "## Don't remove the condition yet\n"
                 "Until the tank question is settled in writing, keep the condition in place. It's your leverage.\n\n"
                 "## Get a real number\n"
                 "Ask a **certified oil-burner and tank installer** for a written quote to remove the old tank and install a new **double-walled** one (often in the $3,500 to $5,000 range, depending on size and access). "
                 "Tank installation is regulated in Yukon, and your insurer will probably want proof that a certified installer did it.\n\n"
                 "## Your options\n"
                 "1. **Ask the seller to replace the tank before possession**, with proof of certified installation. Clean for you, but you don't control the quality or the timing.\n"
                 "2. **Ask for a price reduction or credit** equal to the quote, and replace it yourself right after possession. You choose the installer.\n"
                 "3. **A holdback** from the sale price held in trust until the work is done, if your lawyers agree.\n\n"
                 "Most buyers in your position ask for option 2: it's simple and gives you control.\n\n"
                 "## Check the insurance timing\n"
                 "Make sure you can **insure the house from the day of possession**. Some insurers will cover you temporarily if the replacement is booked within a set number of days; get that in writing.\n\n"
                 "## While you're at it\n"
                 "- Look for **any sign of past leaks** around the tank (stained soil, smell). A spill can be far more expensive than a tank.\n"
                 "- The HRV service is a small item; just add it to your first-month list."),
   ("user", "Done: the seller agreed to $4,000 off, so $474,000, and we'll put in a double-walled tank right after possession: the quote is $4,350 installed. Our insurer agreed to cover us as long as it's in within 30 days. We removed the condition on Friday. "
            "Other news: the talk on the 12th went really well! 112 people came and a kid asked if the bison was 'still a bit frozen'. And I turned 38 on Thursday: Kieran made me a moose lasagna."),
   ("assistant", "That's a very good outcome: $4,000 off against a $4,350 job, insurance sorted, and full control of the installation. Book the installer now for the first week after possession. "
                 "And congratulations on the talk (112 people is a big winter crowd) and happy 38th! Moose lasagna sounds like the most Yukon birthday dinner there is.")],
  {"summary": "Their offer of $478,000 on the Porter Creek duplex was accepted on Tuesday 10 February 2026 with possession on 1 April 2026; the inspection on 18 February found the roof fine and the furnace recently serviced, but the outdoor oil tank is the 1998 original, single-walled and rusty at the legs, and their insurer won't cover tanks over 15 years old; the HRV needs a service; "
              "the assistant (not a lawyer) advised keeping the inspection condition until it was settled, getting a written quote from a certified installer for a double-walled tank, asking the seller to replace it, or for a price reduction, or a holdback, checking insurance from possession day and looking for past leaks; "
              "the seller agreed to $4,000 off, making the price $474,000; a double-walled tank is quoted at $4,350 installed, to go in right after possession; the insurer covers them if it's in within 30 days; they removed the condition on 20 February 2026; "
              "her talk on 12 February 2026 drew 112 people; she turned 38 on Thursday 19 February 2026 and Kieran made a moose lasagna.",
   "decisions": [{"decision": "Take $4,000 off the price ($474,000) and replace the oil tank themselves after possession", "rationale": "Their insurer won't cover a tank over 15 years old; they choose the installer"},
                 {"decision": "Double-walled oil tank for $4,350 installed, within 30 days of possession", "rationale": "Insurer's condition"}],
   "outcomes": ["Purchase price $474,000", "Talk drew 112 people", "Turned 38 on 19 February 2026"]}),
 ("2026-03-08", "First week as acting collections manager", [
   ("user", "I got the job! I started as acting collections manager on Monday 2 March; my salary goes from $79,000 to $91,500 while I'm acting. Now I'm responsible for the whole collection, more than 14,000 catalogued specimens, "
            "the loans to other museums, the database, supervising our new lab tech Owen, and the summer field crew. And Anneliese wants our ancient Access database migrated to a proper collections management system by December. I'm drowning after five days. "
            "How do I not sink?"),
   ("assistant", "Congratulations! Feeling swamped in week one is normal when you go from doing the work to being responsible for all of it. Here's a way to get your footing.\n\n"
                 "## The first 30 days: learn, don't fix\n"
                 "1. **List everything that's now yours**: recurring tasks, open loans, deadlines, people. One page.\n"
                 "2. **Sort it** into urgent (loan returns, permits, the field season), important but not urgent (the database), and things that can wait.\n"
                 "3. **Meet Graham once more if he's willing**, even for coffee: retired people often enjoy being asked, and he knows where the bodies (bones) are buried.\n"
                 "4. **Meet Anneliese weekly**, 30 minutes, with a short written list. Agree what 'good' looks like at three months.\n\n"
                 "## Delegate the preparation work\n"
                 "Your hardest shift is letting go of the bench. Give **Owen** clear, well-defined jobs with a written procedure, check in daily at first, then less. He won't do it exactly as you would, and that's fine as long as it's documented.\n\n"
                 "## The database migration\n"
                 "Treat it as a project, not a chore:\n"
                 "1. **Inventory the data**: fields, how many records, known errors, photos linked or not.\n"
                 "2. **Choose the system** with Anneliese. Natural history collections often use **Specify** (free and open source) or commercial systems; talk to a museum that has migrated recently.\n"
                 "3. **Clean before you move**: taxonomy, localities, duplicate numbers.\n"
                 "4. **Migrate a test batch** of a few hundred records and check them by hand.\n"
                 "5. **Plan it around the field season**: nothing big happens in July or August.\n\n"
                 "## Look after yourself\n"
                 "Protect one or two hours a week of hands-on bench work if you love it. It keeps you grounded and reminds you why you do this."),
   ("user", "Thanks, that list is going on my wall. House news: the seller's new build in Whistle Bend is delayed, so possession has moved from 1 April to Wednesday 15 April. Gord is fine with us going month to month at the cabin. "
            "And we bought our race canoe: a used Wenonah Jensen 18 in Kevlar, $2,400 from a guy in Carcross."),
   ("assistant", "Two weeks' delay is annoying but manageable. Quick checklist for the new date:\n\n"
                 "- **Tell your lawyer, lender and insurer** the new possession date (and make sure the 30-day tank clock starts from the 15th).\n"
                 "- **Move the oil tank installer's booking** and any movers or truck rentals.\n"
                 "- **Confirm the month-to-month arrangement with Gord in writing**, including the notice he needs.\n\n"
                 "And a Jensen 18 in Kevlar for $2,400 is a very good find for a rookie team. Check the hull for soft spots and the seats and foot braces before your first paddle.")],
  {"summary": "The user started as acting collections manager on Monday 2 March 2026, her salary rising from $79,000 to $91,500 while acting; she's responsible for over 14,000 catalogued specimens, loans, the database, new lab tech Owen and the summer field crew, and Anneliese wants the old Access database migrated to a collections management system by December 2026; "
              "the assistant suggested listing and sorting all her new responsibilities, meeting Graham once more and Anneliese weekly, delegating preparation to Owen with written procedures, running the migration as a project (inventory, choose a system such as Specify, clean data, test batch, avoid the field season) and keeping some bench time; "
              "possession moved from 1 April to Wednesday 15 April 2026 because the seller's new build in Whistle Bend is delayed; landlord Gord agreed to month to month at the cabin; "
              "they bought their race canoe, a used Wenonah Jensen 18 in Kevlar, for $2,400 from a man in Carcross.",
   "procedures": [{"name": "First weeks as a new manager", "steps": ["List everything that's now yours", "Sort into urgent, important, can wait", "Meet the predecessor", "Weekly meeting with the boss", "Delegate with written procedures", "Keep some hands-on time"]},
                  {"name": "Migrating a collections database", "steps": ["Inventory the data", "Choose the system", "Clean before moving", "Migrate a test batch", "Plan around the field season"]}],
   "decisions": [{"decision": "Possession moved to 15 April 2026; month to month at the cabin", "rationale": "The seller's new build in Whistle Bend was delayed"},
                 {"decision": "Bought a used Wenonah Jensen 18 Kevlar canoe for $2,400", "rationale": "A long tandem racing canoe for the River Quest"}],
   "outcomes": ["Acting collections manager from 2 March 2026 at $91,500"]}),
 ("2026-04-05", "My canoe partner is out: can Kieran step in?", [
   ("user", "Disaster. Priya fell skate-skiing at Mount McIntyre on Saturday 28 March and strained her rotator cuff. Her physio says no racing this year. We're eleven weeks from the start. "
            "Kieran, who thought we were nuts, has offered to take her place: he's home every night now with the city job and has been doing my gym sessions with me all winter. He's strong but he's paddled maybe five times in his life. "
            "Is this a terrible idea? Our team is called Muck & Bones, by the way."),
   ("assistant", "I'm sorry for Priya; a rotator cuff strain is no joke, and her physio is right to be firm. As for Kieran, it's not a terrible idea at all. Strength and a winter of gym work are a real base; what he lacks is technique and time in the boat, and eleven weeks is enough for that if you're deliberate.\n\n"
                 "## Who sits where\n"
                 "- **You in the stern**, steering and reading the river. You have the experience.\n"
                 "- **Kieran in the bow**, setting the pace and providing power. The bow paddler doesn't need to steer, which makes it the best seat for a strong newcomer.\n\n"
                 "## An 11-week plan\n"
                 "1. **Weeks 1 to 3 (before ice-out):** technique on land or in a pool if you can book one, plus continued gym work. Learn the racing stroke and the 'hut' switch.\n"
                 "2. **Weeks 4 to 7:** on the water as soon as it's open: short, frequent sessions, then 4- and 6-hour paddles. Practise eating, drinking and peeing logistics.\n"
                 "3. **Weeks 8 to 9:** one 10 to 12-hour day and one night paddle. Test every piece of gear you'll race with.\n"
                 "4. **Weeks 10 to 11:** taper. Shorter, sharper sessions, lots of sleep.\n\n"
                 "## The part nobody trains: being a couple at 3 a.m.\n"
                 "Sleep deprivation makes everyone short-tempered. Agree now:\n"
                 "- **Stern has the final word on lines and rapids**; bow on pace.\n"
                 "- **No discussing anything important after midnight.**\n"
                 "- **A code word** that means 'I'm not OK, we need to eat or stop'.\n\n"
                 "## Admin\n"
                 "Tell the organisers about the **crew change** as soon as possible; there's usually a deadline for substitutions. And Priya might make a brilliant **ground crew**: she knows the plan, and a pharmacist at Carmacks is not a bad thing."),
   ("user", "Done. Kieran's in the bow, I steer, the organisers updated our team, and Priya will be our ground crew at Carmacks with her arm in a sling. Kieran says the best thing about the city job is sleeping in his own bed every night, and now he gets to give that up for a canoe."),
   ("assistant", "Muck & Bones lives on! Priya at Carmacks is perfect. Start the technique work this week, and keep Kieran's shoulders happy with the same band exercises you've been doing; a strong newcomer's most common mistake is pulling with the arms instead of rotating.")],
  {"summary": "Priya strained her rotator cuff skate-skiing at Mount McIntyre on Saturday 28 March 2026 and her physio ruled out racing; with eleven weeks to go, Kieran, home every night since the city job and training in the gym all winter but with little paddling experience, offered to replace her in team Muck & Bones; "
              "the assistant supported it: the user in the stern steering, Kieran in the bow for power, an 11-week plan (technique, then 4- and 6-hour paddles, a 10-12-hour day and a night paddle, a taper), rules for a couple at 3 a.m. (stern decides lines, no serious talks after midnight, a code word), telling the organisers and asking Priya to be ground crew; "
              "Kieran is now in the bow, the organisers updated the team, Priya will be ground crew at Carmacks; Kieran says the best thing about the city job is sleeping in his own bed every night.",
   "decisions": [{"decision": "Kieran replaces Priya in the bow for the Yukon River Quest; the user steers from the stern", "rationale": "Priya strained her rotator cuff; Kieran is strong and home every night"},
                 {"decision": "Priya becomes ground crew at Carmacks", "rationale": "She knows the plan and can't paddle"}]}),
 ("2026-04-26", "We have running water! Maintenance for our first house", [
   ("user", "We got the keys on Wednesday 15 April and moved on Saturday the 18th with friends, Kieran's truck and his brother Seamus, who flew up from Calgary for the week to help. The new double-walled oil tank went in on Monday the 20th ($4,350, as quoted). "
            "Biscuit patrols the fenced yard like she owns the subdivision; Ptarmigan hid under the bathtub for two days, then came out and slept curled up with Biscuit on the couch as if nothing had happened. "
            "I took a 15-minute shower just because I could. We also bought a chest freezer ($549) for the moose and fish Kieran brings home, and a used snowblower for $650. "
            "What should be on our maintenance calendar for a house in Whitehorse? We've never owned one."),
   ("assistant", "Congratulations on the house, and on your first long shower in years! Here's a maintenance calendar suited to a 1998 house with oil heat in a Yukon climate. Adjust it as you learn the house's quirks.\n\n"
                 "## Spring (April to May)\n"
                 "- **Snowmelt:** make sure downspouts drain away from the foundation and the yard slopes away from the house. Check the crawlspace or basement for water.\n"
                 "- **Roof and gutters:** look for damage from ice and snow load.\n"
                 "- **Heat trace cables** (if any on the water line or roof): check they're off for summer.\n\n"
                 "## Summer (June to August)\n"
                 "- **Exterior:** paint or stain wood, check caulking around windows and doors.\n"
                 "- **Fire season:** clear needles and debris from the roof and gutters, keep firewood away from the house, and look up the FireSmart guidance for your area.\n\n"
                 "## Autumn (September to October)\n"
                 "1. **Furnace service** by a certified oil-burner technician, every year, before the cold.\n"
                 "2. **HRV:** clean or replace filters and the core, and check the outside hoods aren't blocked (this is due anyway, from the inspection).\n"
                 "3. **Oil:** fill the tank, and note the date and litres to learn your consumption.\n"
                 "4. **Outside taps:** disconnect hoses and drain them.\n"
                 "5. **Block heater and plug-ins:** check the outdoor outlets and timers.\n"
                 "6. **Snowblower:** service and test it before the first snowfall.\n\n"
                 "## Winter (November to March)\n"
                 "- **Snow load:** watch the roof after big snowfalls.\n"
                 "- **HRV filters monthly**, and keep the outside intake clear of frost and snow.\n"
                 "- **Frozen pipes:** know where your main water shut-off is *before* you need it.\n"
                 "- **Oil level:** check it regularly during cold snaps.\n\n"
                 "## Every month\n"
                 "- Test smoke and **carbon monoxide alarms** (essential with an oil furnace).\n"
                 "- Keep a **house fund**: 1 to 2% of the price a year, so roughly $5,000 to $9,000."),
   ("user", "Perfect, printing it. Where's our main water shut-off? No idea. That's tonight's job."),
   ("assistant", "Good first job. It's usually where the water line comes into the house, often in a utility room, crawlspace or near the hot water tank. Once you find it, turn it off and on once to make sure it works, and tag it so anyone can find it in an emergency.")],
  {"summary": "They got the keys to the Porter Creek duplex on Wednesday 15 April 2026 and moved on Saturday 18 April with friends and Kieran's brother Seamus, up from Calgary; the new double-walled oil tank was installed on 20 April for $4,350; Biscuit loves the fenced yard; Ptarmigan hid under the bathtub for two days then slept curled up with Biscuit on the couch; "
              "they bought a chest freezer ($549) for Kieran's moose and fish and a used snowblower ($650); "
              "the assistant gave a seasonal maintenance calendar: spring drainage, roof and heat trace; summer exterior and FireSmart; autumn furnace service, HRV, oil fill, draining outside taps, block heater outlets and the snowblower; winter snow load, HRV filters, knowing the main water shut-off and oil level; monthly smoke and CO alarm tests and a house fund of 1-2% of the price a year; "
              "she'll locate the main water shut-off.",
   "procedures": [{"name": "Yearly maintenance for a Whitehorse house with oil heat", "steps": ["Spring: drainage, roof, heat trace", "Summer: exterior, FireSmart", "Autumn: furnace service, HRV, fill the oil tank, drain outside taps, block heater outlets, snowblower",
                   "Winter: snow load, HRV filters monthly, water shut-off, oil level", "Monthly: smoke and CO alarms", "A house fund of 1-2% of the price a year"]}],
   "outcomes": ["Keys on 15 April 2026, moved 18 April 2026", "Double-walled oil tank installed 20 April 2026 for $4,350", "Chest freezer $549", "Used snowblower $650"]}),
 ("2026-05-17", "Five weeks to the River Quest: training check", [
   ("user", "Training check-in. The river opened in early May and we've been on it most evenings. Yesterday we did our longest day: Whitehorse down the river and across Lake Laberge to the far end, about 95 km in 12 and a half hours. "
            "The lake was calm, thank God. Kieran's lower back is sore after anything over six hours. We've bought a custom spray deck for the Jensen ($680) and a foot-operated bilge pump ($210). "
            "Also, my mom, Colette (68, a retired school bus driver in Moncton), was supposed to visit 1 to 14 June, but that's right in our taper and race prep, so we moved her to 8 to 22 July. "
            "What should the last five weeks look like, and what about Kieran's back?"),
   ("assistant", "Ninety-five kilometres including Lake Laberge in 12.5 hours is a very encouraging benchmark for a rookie team. Here's how I'd use the remaining five weeks. I'm not a physiotherapist, so if Kieran's back pain gets sharper or goes down a leg, he should see one.\n\n"
                 "## Weeks 1 and 2: the last big block\n"
                 "- **One more long day** (10 to 12 hours) that **includes a night section**, with the exact food, clothing and gear you'll race with.\n"
                 "- Two or three shorter paddles at race pace.\n\n"
                 "## Week 3: consolidation\n"
                 "- Moderate sessions, focus on efficient technique and smooth 'hut' switches.\n"
                 "- **Pack and weigh the boat** as it will be on race day.\n\n"
                 "## Weeks 4 and 5: taper\n"
                 "- Cut the volume by about half, then half again, but keep a little intensity.\n"
                 "- **Bank sleep**: early nights for the last ten days.\n\n"
                 "## Kieran's back\n"
                 "Back pain in the bow after six hours is common and usually about position:\n"
                 "1. **Seat height and foot brace:** he should be able to push with his feet and rotate from the hips. If his legs are cramped, move the brace.\n"
                 "2. **Rotate, don't pull:** the power comes from turning the torso.\n"
                 "3. **Change position regularly**: kneel for a few minutes every hour if the boat allows it.\n"
                 "4. **Core work and gentle hip-flexor stretches** daily.\n"
                 "5. **A lumbar pad** or a foam wedge on the seat helps many paddlers.\n\n"
                 "## Race strategy reminders\n"
                 "- **Lake Laberge:** if the wind picks up, stay near the shore.\n"
                 "- **Sleep at Carmacks**: even three hours of real sleep makes the second night much safer.\n"
                 "- **Five Finger Rapids:** the right-hand channel.\n\n"
                 "And moving your mom to July was a good call: she'll get a more relaxed daughter and the midnight sun."),
   ("user", "Foot brace moved forward two notches, lumbar pad ordered. Mom is thrilled about July; she's already asking about the SS Klondike."),
   ("assistant", "Sounds like you're in good shape. Test the lumbar pad on a long paddle before race day; nothing new on the day itself.")],
  {"summary": "The river opened in early May 2026; the user and Kieran's longest training day was on 16 May 2026, from Whitehorse across Lake Laberge to its far end, about 95 km in 12.5 hours; Kieran's lower back gets sore after six hours; they bought a custom spray deck ($680) and a foot-operated bilge pump ($210) for the Jensen; "
              "her mother Colette, 68, a retired school bus driver in Moncton, was to visit 1-14 June 2026 but the visit was moved to 8-22 July 2026 because it clashed with the race taper; "
              "the assistant (not a physiotherapist) proposed a last long day with a night section, a consolidation week with the boat packed, a two-week taper and banked sleep; for Kieran's back: adjust the seat and foot brace, rotate rather than pull, change position, core work and stretches, a lumbar pad; race reminders for Lake Laberge, sleeping at Carmacks and Five Finger Rapids; "
              "they moved the foot brace forward two notches and ordered a lumbar pad; Colette wants to see the SS Klondike.",
   "decisions": [{"decision": "Colette's visit moved from 1-14 June to 8-22 July 2026", "rationale": "The June dates clashed with the race taper"},
                 {"decision": "Foot brace moved forward and a lumbar pad for Kieran", "rationale": "His lower back gets sore after six hours"}],
   "outcomes": ["Longest training day about 95 km in 12.5 hours", "Spray deck $680", "Bilge pump $210"]}),
 ("2026-06-28", "We finished the River Quest! Now my fingers are numb", [
   ("user", "WE DID IT. Started at noon on Wednesday 24 June, reached Dawson on Friday 26 June at 8:12 p.m.: 56 hours 12 minutes, 11th of 23 in the mixed tandem canoe class. Lake Laberge was like glass at 3 a.m., we almost swamped at Five Finger Rapids, "
            "and on the second night Kieran spent ten minutes convinced a stump was a moose. Priya met us at Carmacks with poutine and dry socks. We drove home yesterday. "
            "Now the ring and little fingers on both my hands are numb and tingly, and Kieran's palms are a mess of blisters. Should I be worried?"),
   ("assistant", "Congratulations! Finishing 715 km as a rookie couple, with one of you learning to paddle in the spring, is a big achievement, and 11th of 23 is a strong result. Now the recovery. I'm not a doctor, so take the following as general information.\n\n"
                 "## Your numb fingers\n"
                 "Numbness in the **ring and little fingers** after hours of gripping usually points to pressure on the **ulnar nerve**, at the wrist or elbow. It's common after long paddling or cycling events.\n"
                 "- In most people it **improves over days to a few weeks**.\n"
                 "- **Rest your hands**: avoid long gripping, leaning on your elbows and sleeping with your elbows tightly bent.\n"
                 "- **See your doctor** if you notice **weakness** (dropping things, trouble with buttons), if it **spreads or gets worse**, or if it isn't clearly improving within **two weeks**.\n\n"
                 "## Kieran's blisters\n"
                 "- Leave intact blisters closed; drain big tense ones with a sterile needle at the edge and leave the skin on.\n"
                 "- Keep them clean and covered, and watch for **infection** (redness spreading, heat, pus, fever).\n\n"
                 "## General recovery\n"
                 "1. **Sleep** as much as your body asks for, for several days.\n"
                 "2. **Eat and drink well**, with plenty of protein.\n"
                 "3. **Gentle movement** (walks with Biscuit) rather than hard training for a week or two.\n"
                 "4. **Expect mood swings**: a post-race low is common after an event you've built towards for months."),
   ("user", "I'll see Dr. Haddad if it's not better in two weeks. Kieran swore 'never again' at the finish line and ten minutes later asked when registration for 2027 opens."),
   ("assistant", "That's the most common sentence at any finish line! Rest up, and enjoy the medal. Let the hands recover before you talk about 2027.")],
  {"summary": "The user and Kieran finished the 2026 Yukon River Quest: started at noon on Wednesday 24 June 2026, reached Dawson City on Friday 26 June at 8:12 p.m., 56 hours 12 minutes, 11th of 23 in the mixed tandem canoe class; Lake Laberge was calm at 3 a.m., they nearly swamped at Five Finger Rapids, Kieran mistook a stump for a moose; Priya met them at Carmacks with poutine and dry socks; they drove home on 27 June; "
              "the user's ring and little fingers on both hands are numb and Kieran has blistered palms; the assistant (not a doctor) said it likely points to ulnar nerve pressure, usually improving over days to weeks, to rest her hands and see a doctor if weakness appears, it spreads, or it isn't better in two weeks; blister care and general recovery advice; "
              "she'll see Dr. Haddad if not better in two weeks; Kieran said 'never again' then asked about 2027 registration.",
   "outcomes": ["Finished the Yukon River Quest in 56 hours 12 minutes", "11th of 23 in the mixed tandem canoe class", "Reached Dawson City on 26 June 2026 at 8:12 p.m."]}),
 ("2026-07-26", "Packing for the Klondike field season, and a bear safety refresher", [
   ("user", "Mom's visit is over (8 to 22 July). We did Miles Canyon, the SS Klondike, an afternoon at the hot springs, the drive to Skagway through Carcross, and she saw 'my' bison skull on display at the Beringia Centre and told every visitor nearby that her daughter fixed it. "
            "We'd planned a trip to Dawson, but she found the idea of six hours each way in the truck too much, so we dropped it. I suggested a flightseeing trip over Kluane instead, and she said she'll never get into anything with propellers; she even made me check her Vancouver flight was a jet. "
            "My hands are fine now, by the way. Work news: on 15 June Anneliese confirmed me as the permanent collections manager, same $91,500. "
            "Now I'm off to the field from 3 to 21 August in the Klondike goldfields with Owen, visiting placer mines on Bonanza, Hunker and Dominion creeks. That kills our Dempster trip to Inuvik, which was meant for the end of August: the field dates moved later, "
            "and after the house, the tank and the canoe, we'd rather save the money anyway. Can you give me a packing list and a bear safety refresher?"),
   ("assistant", "Congratulations on the permanent position, and what a lovely visit for your mum. Sorry about the Dempster; it'll still be there next year. Here's a field list for placer-mine work, and the bear basics.\n\n"
                 "## Personal protective equipment (mine sites)\n"
                 "- **Hard hat, steel-toed rubber boots, high-visibility vest**, safety glasses.\n"
                 "- Follow each mine's **site orientation**; active placer pits have heavy equipment, unstable walls and deep water.\n\n"
                 "## Fossil collecting kit\n"
                 "1. Field notebook, pencils, GPS or phone with offline maps, camera with a scale bar.\n"
                 "2. Specimen bags and labels, burlap, plastic wrap, plaster and water for jacketing.\n"
                 "3. Brushes, trowels, dental picks, a small shovel.\n"
                 "4. A cooler or insulated box to keep frozen bones cold until they reach the lab.\n"
                 "5. Consolidant and solvents, **stored and transported safely**.\n\n"
                 "## Comfort and safety\n"
                 "- **Bug protection**: head net, repellent, long sleeves. August in the goldfields can still be thick with mosquitoes.\n"
                 "- **Rain gear** and warm layers; nights can be near freezing.\n"
                 "- **Satellite communicator** (inReach or similar) with a check-in plan.\n"
                 "- **First aid kit**, including blister care (you know why).\n\n"
                 "## Bear safety refresher\n"
                 "- **Carry bear spray on your belt**, not in a pack, and practise drawing it.\n"
                 "- **Make noise**, especially near streams and thick willow, and travel together.\n"
                 "- **Store food and garbage securely**, away from where you sleep.\n"
                 "- **If you meet a bear:** stay calm, speak firmly, don't run, back away slowly. Use spray if it approaches within about 5 to 10 m.\n"
                 "- A **defensive** encounter (a surprised bear, often a grizzly protecting cubs or food) differs from a **predatory** one (a bear that follows or stalks you); in a predatory encounter, fight back.\n\n"
                 "Have a great season, and may the muck be generous."),
   ("user", "Thanks. Owen's never seen a grizzly, so I'll make him practise drawing the spray before we leave."),
   ("assistant", "A good plan: a practice canister, a few draws in the yard, and he'll be much calmer if it ever matters.")],
  {"summary": "Colette visited from 8 to 22 July 2026: Miles Canyon, the SS Klondike, an afternoon at the hot springs, the drive to Skagway via Carcross and the bison skull on display at the Beringia Centre; a planned Dawson trip was dropped because she found six hours each way in the truck too much; she refused a flightseeing trip over Kluane because she won't fly in anything with propellers; "
              "the user's hands have recovered; on 15 June 2026 Anneliese confirmed her as permanent collections manager at $91,500; she'll do fieldwork from 3 to 21 August 2026 with Owen at placer mines on Bonanza, Hunker and Dominion creeks; "
              "the Dempster trip to Inuvik planned for the end of August 2026 is called off because the field dates moved later and they'd rather save after the house, tank and canoe; "
              "the assistant gave a field packing list (mine-site PPE, collecting and jacketing kit, a cooler for frozen bones, bug protection, rain gear, a satellite communicator, first aid) and a bear safety refresher (spray on the belt, noise, food storage, defensive versus predatory encounters).",
   "procedures": [{"name": "Bear safety in the field", "steps": ["Bear spray on the belt, practise drawing it", "Make noise and travel together", "Store food and garbage away from camp", "Stay calm, don't run, back away", "Spray within 5-10 m", "Fight back in a predatory encounter"]}],
   "decisions": [{"decision": "Called off the Dempster trip to Inuvik planned for late August 2026", "rationale": "The field season moved later and they'd rather save after the house, tank and canoe"},
                 {"decision": "Dropped the Dawson trip during Colette's visit", "rationale": "Six hours each way in the truck was too much for her"}],
   "outcomes": ["Permanent collections manager from 15 June 2026 at $91,500"]}),
 ("2026-08-23", "Drafting a press release about an Ice Age lion jaw", [
   ("user", "Back from the goldfields on Friday. Best field season I've had: a partial Yukon horse skeleton from Bonanza Creek and, the star, an Ice Age lion jaw with three teeth still in it from Hunker Creek, found by Dale Sorensen's crew again, the same miner who found the bison. "
            "Anneliese wants me to draft the press release. The Klondike goldfields are in Tr'ondëk Hwëch'in traditional territory, and we always share finds with the First Nation before anything goes public. "
            "Samples for dating went out on Friday too. Can you help me draft it?"),
   ("assistant", "What a find! An Ice Age lion jaw is the kind of specimen that makes the national news. Here's a structure and a draft to adapt. Anneliese and your communications staff will have the final say, and the First Nation should review anything that speaks for them.\n\n"
                 "## Before you write\n"
                 "1. **Confirm the sharing with Tr'ondëk Hwëch'in has happened** and ask whether they'd like a quote or a role in the announcement.\n"
                 "2. **Don't overclaim**: until the radiocarbon results are back, say 'Ice Age' rather than a precise age.\n"
                 "3. **Ask Dale Sorensen** whether he wants to be named.\n\n"
                 "## Structure\n"
                 "- **Headline**: short, concrete.\n"
                 "- **First paragraph**: what, where, who, why it matters.\n"
                 "- **Quotes**: Anneliese, you, the miner, the First Nation (if they wish).\n"
                 "- **Context**: lions in Ice Age Beringia and the Yukon fossil record.\n"
                 "- **What's next**: dating, study, display.\n"
                 "- **Contact and photos.**\n\n"
                 "## Draft\n"
                 "**Ice Age lion jaw found in Klondike goldfields**\n\n"
                 "WHITEHORSE: A lower jaw of an Ice Age lion, with three teeth still in place, was recovered this summer at a placer mine on Hunker Creek in the Klondike goldfields, in Tr'ondëk Hwëch'in traditional territory. "
                 "The find was reported by the mine's crew to the Yukon government's palaeontology program, which collected the specimen in August together with a partial skeleton of a Yukon horse from Bonanza Creek.\n\n"
                 "'[Quote from Anneliese on significance.]'\n\n"
                 "'[Quote from you on the jaw's condition and preparation.]'\n\n"
                 "Lions roamed Beringia during the last Ice Age alongside mammoths, steppe bison and horses, but their fossils are much rarer than those of the animals they hunted. Samples have been sent for radiocarbon dating.\n\n"
                 "The jaw will be prepared at the program's lab in Whitehorse. [Display plans.]\n\n"
                 "Placer miners who find bones are encouraged to contact the program at [contact].\n\n"
                 "Would you like versions for radio and social media?"),
   ("user", "That's a great base, thanks. Personal note: Biscuit turned 10 last week and still demands her walk at 6 a.m. sharp. Kieran keeps sending me ads for husky puppies. Not yet."),
   ("assistant", "Happy birthday to Biscuit! At ten, with her arthritis under control and a yard to patrol, she sounds like she's enjoying her retirement. And 'not yet' is a very reasonable answer; a puppy and an older arthritic dog can be a lot.")],
  {"summary": "The user returned from the Klondike field season on Friday 21 August 2026 with a partial Yukon horse skeleton from Bonanza Creek and an Ice Age lion jaw with three teeth from Hunker Creek, found by Dale Sorensen's crew (who also found the bison); "
              "Anneliese asked her to draft the press release; the goldfields are in Tr'ondëk Hwëch'in traditional territory and finds are shared with the First Nation first; dating samples were sent on 21 August 2026; "
              "the assistant advised confirming the sharing with Tr'ondëk Hwëch'in and offering them a role, not overclaiming before dating, asking the miner whether he wants to be named, and gave a structure and a draft release; "
              "Biscuit turned 10 in mid-August 2026; Kieran keeps sending husky puppy ads; she says not yet.",
   "decisions": [{"decision": "Share the finds with Tr'ondëk Hwëch'in before the press release", "rationale": "The goldfields are in their traditional territory; the program always does"},
                 {"decision": "No second dog yet", "rationale": "Biscuit is 10 with arthritis"}],
   "outcomes": ["Partial Yukon horse skeleton from Bonanza Creek", "Ice Age lion jaw with three teeth from Hunker Creek"]}),
]

QUESTIONS_128 = [
 # single facts the user said about herself, her family, friends and pets
 ("How old am I?", "38 (turned 38 on 19 February 2026)"),
 ("Where am I from originally?", "Moncton, New Brunswick"),
 ("What's our cat called?", "Ptarmigan (Tarmy), a grey tabby"),
 ("What's the name of my GP?", "Dr. Samir Haddad"),
 ("What does Priya do for a living?", "she's a pharmacist (at Shoppers)"),
 ("Who's my boss at work?", "Dr. Anneliese Brandt, the territorial palaeontologist"),
 ("What was our River Quest team called?", "Muck & Bones"),
 # when
 ("When did Biscuit get into the porcupine?", "Sunday 9 November 2025"),
 ("When did Kieran start at the city garage?", "Monday 2 February 2026"),
 ("When did we get the keys to the duplex?", "Wednesday 15 April 2026"),
 ("When did we reach Dawson in the River Quest?", "Friday 26 June 2026, at 8:12 p.m."),
 ("When was my mom's visit?", "8 to 22 July 2026 (moved from 1-14 June)"),
 # counts and amounts
 ("How much did we end up paying for the duplex?", "$474,000 ($478,000 less $4,000 for the oil tank)"),
 ("How much did the vet charge to pull Biscuit's quills?", "$640"),
 ("How long did the River Quest take us?", "56 hours 12 minutes (11th of 23 mixed tandem canoes)"),
 # lists across chats
 ("Which places did we look at before buying?", "half a duplex in Porter Creek ($489,000), a townhouse in Riverdale ($529,000) and a house in Copper Ridge ($615,000)"),
 ("Which fossils have I worked on this past year?", "a steppe bison skull (Hunker Creek), a woolly mammoth tusk section (Dominion Creek), a partial Yukon horse skeleton (Bonanza Creek) and an Ice Age lion jaw (Hunker Creek)"),
 ("What have I been doing to cope with the winter dark?", "a Carex light box every morning, vitamin D 1,000 IU a day, a Philips wake-up light (dawn simulator) and Saturday skiing at Mount McIntyre with Priya"),
 ("What gear did we buy for the River Quest?", "two carbon bent-shaft paddles, a used Wenonah Jensen 18 Kevlar canoe ($2,400), a custom spray deck ($680), a foot-operated bilge pump ($210) and a lumbar pad"),
 ("What did we do while Mom was here?", "Miles Canyon, the SS Klondike, the hot springs, the drive to Skagway through Carcross and the bison skull at the Beringia Centre"),
 # latest value of something that changed
 ("What's my job now?", "collections manager (permanent since 15 June 2026; acting from 2 March; before that fossil preparator)"),
 ("Where do we live now?", "our own half-duplex in Porter Creek, Whitehorse (since April 2026)"),
 ("What does Kieran do for work these days?", "heavy-duty mechanic at the City of Whitehorse transit garage (since February 2026; before that at a gold mine north of Mayo)"),
 ("What's Biscuit getting for her arthritis now?", "monthly Librela injections ($118 each), since December 2025"),
 ("What was the rent on the cabin by the time we left?", "$1,250 a month (up from $1,150 on 1 January 2026)"),
 # yes/no
 ("Am I taking antidepressants?", "No"),
 ("Have I ever run a marathon?", "No (my sister Josée runs them)"),
 ("Did Kieran take a pay cut when he changed jobs?", "Yes ($44 an hour instead of $52)"),
 ("Did we make it up the Dempster to Inuvik this summer?", "No (called off)"),
 # why
 ("Why did Kieran leave the mine?", "to be home every night instead of away two weeks out of four (tired of camp, with a house coming and Biscuit getting old)"),
 ("Why did our possession date get pushed back?", "the seller's new build in Whistle Bend was delayed, so possession moved from 1 to 15 April"),
 ("Why did we go for Porter Creek rather than the Riverdale townhouse?", "the fenced yard for Biscuit and no $380-a-month condo fees (and cheaper)"),
 ("Why didn't Priya paddle the River Quest with me?", "she strained her rotator cuff skate-skiing on 28 March 2026 and her physio said no racing"),
 # what the assistant recommended
 ("What did you tell me about using a light box?", "a 10,000-lux UV-filtered box for 20-30 minutes within an hour of waking, slightly above eye level and to the side, every day until spring (and check with a doctor)"),
 ("What did you recommend we do about the old oil tank?", "keep the inspection condition, get a certified installer's quote for a double-walled tank, and ask the seller to replace it or for a price reduction (or a holdback), checking insurance from possession"),
 # inference
 ("Would my mom enjoy a floatplane tour?", "Likely no (she won't fly in anything with propellers)"),
 ("Would Kieran want to go back to a fly-in mine rotation?", "Likely no"),
 ("Do Biscuit and Ptarmigan get along?", "Likely yes (they sleep curled up together)"),
 # not in the archive
 ("What does Kieran's brother Seamus do for work?", "Not mentioned in my chats"),
 ("What's the name of our realtor?", "Not mentioned in my chats"),
]


def assistant_chats_56_at(folder):
    """The archive of CHATS_128 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a56c", CHATS_128, "claude")


@pytest.fixture(scope="module")
def assistant_chats_56(tmp_path_factory):
    return assistant_chats_56_at(tmp_path_factory.mktemp("assistant56"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_128, "assistant 56")


def test_the_archive_finds_the_bison_skull(assistant_chats_56):
    assert assistant_chats_56.search("bison").results
