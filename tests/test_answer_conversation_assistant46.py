"""A forty-sixth written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind with its questions and gold answers before any run of
`kbsearch answer` on it, and without reading the answer rules. Its questions are read by the
developers after its first measure. A monumental mason in Invercargill, New Zealand, Morag Tait,
39, who cuts and letters headstones at Southland Memorials and lives with her partner Hemi Parata,
a lines mechanic, and Gus, a retired racing greyhound (Hemi's son Tamati stays every second
weekend). She chats with Claude from February 2025 to January 2026: silica dust at work (a lung
test, a respirator her boss won't pay for, a vow never to cut engineered stone), the Rakiura Track
at Easter with her sister Isla, a rent rise and a house they don't buy, greyhound corns and two
vets, pricing private lettering commissions, her boss retiring and selling the firm, a job offer as
a heritage stonemason for Dunedin City Council (a counter-offer, a start date that slips), her
father's atrial fibrillation and cardioversion, the move to Dunedin (movers or a hire truck, a
fenced rental in Caversham), lime mortar for old headstones, a Kepler Track trip called off by a
red rain warning and rebooked, and an offer on a villa in Mornington, with facts the user updates
later (her job, her age, the rent, her hourly rate, the salary, the Kepler dates, the house price).
bench/answer_conversations.py asks every question ("assistant 46")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_108 = [
 ("2025-02-08", "Stone dust at work: how worried should I be?", [
   ("user", "Hi Claude. Bit of a health-and-safety question. I'm Morag, I'm 39 and I'm a monumental mason in Invercargill: I cut, polish and letter headstones at Southland Memorials, a small firm owned by Barry Kettle. "
            "Mostly black and grey granite, a bit of marble, and the odd Oamaru stone piece, which is where I get to do proper hand letter-cutting with a mallet and chisel, the part of the job I actually love. "
            "I've had a dry cough since about November that won't shift. Barry hands out paper dust masks and we do most of the cutting dry with angle grinders because 'that's how it's always been done'. "
            "In January he took on a kitchen benchtop job in engineered stone for a mate of his and I flatly refused to cut it: I've read enough about silicosis in the Australian benchtop workers, and I'm never touching that stuff, full stop. "
            "Last week I bought myself a 3M 6500 half-mask with P3 filters ($89) out of my own pocket. My partner Hemi (he's a lines mechanic with Murihiku Lines, so he's big on safety gear) thinks I should have been fussier years ago. "
            "How worried should I be about the cough, and what should I be pushing for at work?"),
   ("assistant", "I'm glad you're taking this seriously, and refusing to cut the engineered stone was a sound call. I can't diagnose a cough, and a cough that has lasted three months deserves a GP visit whatever its cause, but I can explain the risk and what good dust control looks like.\n\n"
                 "## Why stone dust matters\n"
                 "Cutting, grinding and polishing stone releases **respirable crystalline silica (RCS)**: particles small enough to reach deep into the lungs, where they cause scarring. The main risks are:\n"
                 "- **Silicosis:** chronic (after 10+ years of exposure), accelerated, or acute with very heavy exposure. It's irreversible and can keep progressing after exposure stops.\n"
                 "- **Lung cancer, COPD and kidney disease** are also linked to silica exposure.\n\n"
                 "Silica content varies a lot by material:\n"
                 "| Material | Typical crystalline silica |\n"
                 "|---|---|\n"
                 "| Engineered stone | often over 90% |\n"
                 "| Granite | roughly 25 to 40% |\n"
                 "| Sandstone | can be very high |\n"
                 "| Marble, limestone (incl. Oamaru stone) | usually low |\n\n"
                 "So dry-cutting granite with angle grinders is a genuine exposure, even if it's nowhere near engineered stone.\n\n"
                 "## What good control looks like (in order of effectiveness)\n"
                 "1. **Wet cutting:** water-fed grinders and saws suppress most of the dust at the point it's made.\n"
                 "2. **On-tool extraction:** a shroud on the grinder connected to an **M-class or H-class** extractor. Ordinary shop vacuums just blow fine dust around.\n"
                 "3. **No dry sweeping and no compressed air** to clean down; use an extractor or wet methods.\n"
                 "4. **Respiratory protection as the last line, not the first:** paper masks are close to useless for silica. A half-mask with **P3 filters** is a big step up, but only if it's **fit-tested** to your face and you're clean-shaven where it seals. A **powered air-purifying respirator (PAPR)** is more comfortable for long days and doesn't rely on a perfect seal.\n"
                 "5. **Health monitoring:** a baseline **lung function test (spirometry)**, a respiratory questionnaire and, where exposure is significant, a chest X-ray, repeated at regular intervals.\n\n"
                 "## What the law expects (roughly)\n"
                 "In New Zealand the business (the PCBU) has the primary duty to eliminate or minimise risks like silica, and WorkSafe has published specific guidance for stonemasons and benchtop work. "
                 "I'm not a lawyer, but it's worth reading WorkSafe's silica pages before you talk to Barry, so the conversation is about their expectations rather than your opinion.\n\n"
                 "## What I'd do this month\n"
                 "- **See your GP about the cough** and mention your job and the dry cutting specifically.\n"
                 "- **Book a baseline spirometry test**, through an occupational health provider if Barry will pay, or privately if not.\n"
                 "- **Get your 3M mask fit-tested;** many safety suppliers do it cheaply.\n"
                 "- **Raise wet cutting and extraction with Barry** as a practical proposal: which tools, roughly what they cost, and which jobs first.\n\n"
                 "If you ever get breathlessness, chest pain or weight loss along with the cough, don't wait: see a doctor promptly."),
   ("user", "Thanks. GP says my chest sounds clear but wants the spirometry. I've booked it with WorkWell Southland for Tuesday 4 March, and I'm paying for that myself too because Barry says it's 'a nice-to-have'. Got the mask fit-tested at the safety shop, passed first time."),
   ("assistant", "A clear chest and a passed fit test are both good news, and a baseline spirometry on 4 March means that any future change can be measured against today rather than guessed at. "
                 "Keep the receipts for the test and the mask. Even if Barry won't pay now, a written record of what you've spent on protecting yourself is useful if the firm's approach ever changes, or if you move on.")],
  {"summary": "The user, Morag Tait, 39, is a monumental mason at Southland Memorials in Invercargill, owned by Barry Kettle; she cuts, polishes and letters headstones, mostly granite, some marble and Oamaru stone, and loves hand letter-cutting; "
              "she has had a dry cough since about November 2024; the firm dry-cuts with angle grinders and hands out paper masks; she refused to cut an engineered stone benchtop in January 2025 and says she will never touch engineered stone; "
              "she bought a 3M 6500 half-mask with P3 filters for $89 herself; her partner Hemi is a lines mechanic with Murihiku Lines; "
              "the assistant explained respirable crystalline silica, silicosis and the silica content of materials, and recommended wet cutting, on-tool extraction with an M- or H-class extractor, no dry sweeping or compressed air, a fit-tested P3 respirator or a PAPR, and health monitoring with spirometry; "
              "the GP says her chest is clear; she booked spirometry with WorkWell Southland for 4 March 2025, paid by herself because Barry called it a nice-to-have; her mask passed a fit test.",
   "procedures": [{"name": "Controlling silica dust in stonework", "steps": ["Wet cutting", "On-tool extraction to an M- or H-class extractor", "No dry sweeping or compressed air",
                   "A fit-tested P3 respirator or a PAPR as the last line", "Baseline and regular spirometry"]}],
   "decisions": [{"decision": "Refused to cut an engineered stone benchtop and won't work with engineered stone", "rationale": "Its very high silica content and the silicosis cases among benchtop workers"},
                 {"decision": "Spirometry with WorkWell Southland on 4 March 2025, paid herself", "rationale": "A baseline for her lungs; Barry won't pay"}],
   "outcomes": ["Bought a 3M 6500 half-mask with P3 filters ($89)", "Passed a mask fit test", "GP: chest clear"]}),
 ("2025-02-22", "Planning the Rakiura Track over Easter", [
   ("user", "Fun one this time. My sister Isla and I are walking the Rakiura Track on Stewart Island over Easter. Isla's 35, a physio in Queenstown, and she runs trail races for fun (she did the Routeburn Classic last year), so she'll be fine; I'm the one who needs to get fit. "
            "Plan: the ferry from Bluff to Oban on the Thursday evening, 17 April, walk Friday to Sunday staying at Port William Hut and North Arm Hut (both booked, phew), then the ferry home on Easter Monday. "
            "Hemi's on call over Easter, so he's staying home with Gus. What do I need to know, and what should I pack? I've only done day walks since my twenties."),
   ("assistant", "The Rakiura Track is a lovely choice for getting back into multi-day walking: it's about **32 km over three days**, mostly at low altitude, with beaches, podocarp forest and views over Paterson Inlet. Here's what helps.\n\n"
                 "## The route, day by day\n"
                 "1. **Day 1: Lee Bay to Port William Hut (about 12 km, 4 to 5 hours).** Largely coastal, through Māori Beach. Check the tide times: the crossing at Māori Beach is easiest at lower tides.\n"
                 "2. **Day 2: Port William to North Arm Hut (about 13 km, 5 to 6 hours).** The hardest day: inland over forested ridges, with lots of **mud and roots**.\n"
                 "3. **Day 3: North Arm to Fern Gully, back to Oban (about 11 km, 4 to 5 hours).** Gentler, with views over the inlet.\n\n"
                 "## Weather and mud\n"
                 "Stewart Island's weather changes fast and it rains on a lot of days of the year. In April expect cool temperatures, wind and showers. The track is well formed but **the mud on day 2 can be ankle-deep or worse**, so gaiters are worth bringing.\n\n"
                 "## Packing list\n"
                 "- **Boots** that are already broken in (don't walk in new ones), plus gaiters.\n"
                 "- **A proper rain jacket and overtrousers.**\n"
                 "- **Warm layers:** merino or polypro base layers, a fleece or puffer, a warm hat and gloves. No cotton.\n"
                 "- **A sleeping bag** rated to about 0°C and a sleeping bag liner.\n"
                 "- **Cooking gear:** the Rakiura huts don't provide cooking gas, so bring a small stove, a pot, fuel and a lighter.\n"
                 "- **Food** for three days plus a spare meal, a water bottle or bladder, and water treatment if you want to be cautious.\n"
                 "- **Headtorch, first aid kit, sandfly repellent**, a pack liner to keep everything dry, and a **personal locator beacon** (you can hire one in Invercargill or Oban).\n\n"
                 "## Getting fit in eight weeks\n"
                 "- **Two or three walks a week with a loaded pack**, building up to 10 kg and three or four hours.\n"
                 "- **Hills and stairs** for the legs; Bluff Hill is an obvious training ground near you.\n"
                 "- **A back-to-back weekend** (two longish walks on consecutive days) a few weeks before, so your body knows what day 2 feels like.\n\n"
                 "## Hut etiquette\n"
                 "Bring earplugs, pack out all your rubbish, and leave the hut cleaner than you found it. And let someone (Hemi) know your intentions, including when to raise the alarm."),
   ("user", "Ferry booked too. Isla says she'll carry the first aid kit since it's basically her job. I'll do Bluff Hill with a loaded pack on Sundays."),
   ("assistant", "Sounds like a great team: the physio on first aid and you on training. Sundays up Bluff Hill with a pack are exactly the right kind of preparation. Enjoy the planning, and the island.")],
  {"summary": "The user and her sister Isla, 35, a physiotherapist in Queenstown who runs trail races (the Routeburn Classic last year), are walking the Rakiura Track on Stewart Island over Easter 2025: the ferry from Bluff to Oban on Thursday 17 April, walking Friday 18 to Sunday 20 April with nights at Port William Hut and North Arm Hut, and the ferry home on Easter Monday 21 April; "
              "Hemi is on call over Easter and stays home with their dog Gus; the user has only done day walks since her twenties; "
              "the assistant described the 32 km track day by day, the weather and mud, a packing list (broken-in boots, gaiters, rain gear, warm layers, sleeping bag, food, headtorch, PLB), an eight-week fitness plan and hut etiquette; "
              "the ferry is booked; Isla will carry the first aid kit; the user will train up Bluff Hill with a loaded pack on Sundays.",
   "procedures": [{"name": "Preparing for the Rakiura Track", "steps": ["Check tide times for Māori Beach", "Broken-in boots and gaiters", "Rain gear and warm layers, no cotton",
                   "Food for three days plus a spare meal", "Hire a personal locator beacon", "Train with a loaded pack, hills and a back-to-back weekend"]}],
   "decisions": [{"decision": "Walk the Rakiura Track with Isla over Easter, 18 to 20 April 2025", "rationale": "A first multi-day walk since her twenties; Hemi is on call"}],
   "outcomes": ["Port William Hut and North Arm Hut booked", "Ferry Bluff to Oban booked"]}),
 ("2025-03-15", "Rent going up: should we buy in Invercargill?", [
   ("user", "Two things. First, the spirometry on the 4th came back normal, but the nurse said my FEV1 is at the low end of normal for my age and she wants to retest me every year. "
            "So I've bought a Trend Air Stealth powered respirator, $1,850. Barry refused to pay for it, he says the half-mask is 'plenty' and nobody's making him. I didn't push it because he's been muttering about retiring and I didn't want a row. "
            "Second: our landlord, Mrs. Dawson, is putting the rent on our Waikiwi house up from $520 to $560 a week from 1 May. That's pushed us into thinking about buying. "
            "We have $38,000 in savings, my KiwiSaver is about $36,000 and Hemi's about $24,000. I earn $64,000 and Hemi earns $88,000. We went to an open home last weekend: a three-bedroom brick house in Glengarry listed at $435,000. Is it time?"),
   ("assistant", "Congratulations on a normal result; a yearly retest is a sensible plan given your work. I'll take the respirator question briefly, then the house.\n\n"
                 "## The respirator\n"
                 "As an AI I can't give you legal advice, but under New Zealand's health and safety regulations a business is generally required to **provide personal protective equipment to its workers at no cost** to them, and a fit-tested respirator for silica work is a clear case. "
                 "You chose not to push it, which is your call, and keeping the receipt ($1,850) matters. WorkSafe's guidance is the place to check if you change your mind.\n\n"
                 "## Can you afford the Glengarry house?\n"
                 "**Deposit:** $38,000 savings plus most of your KiwiSaver balances (you must leave at least $1,000 in each account) gives roughly **$96,000**, about **22% of $435,000**. That's above the 20% that most banks want for the best rates, so you'd avoid low-deposit premiums.\n\n"
                 "**Loan:** about **$340,000 to $345,000**. Over 30 years at a rate in the high 4% to low 5% range, that's roughly **$1,800 to $1,900 a fortnight**, or about $900 to $950 a week, before rates, insurance and maintenance.\n\n"
                 "**Compared with rent:** at $560 a week, the mortgage plus the costs of ownership (council rates, house insurance, maintenance) would be noticeably more per week, but part of it is building equity.\n\n"
                 "## The bigger question: how secure are your jobs?\n"
                 "You mentioned Barry muttering about retiring. If Southland Memorials closes or changes hands, your income could change, or you might need to move to find the kind of work you want. "
                 "Buying a house ties you to a town for a few years, because selling soon after buying usually costs money (agent fees, legal fees, and prices may not have moved).\n\n"
                 "## Things to do before deciding\n"
                 "1. **Get a pre-approval** from a bank or mortgage adviser, so you know your real limit.\n"
                 "2. **Ask Barry directly** what his plans are and when.\n"
                 "3. **If you go ahead on a house:** a builder's report, a LIM report from the council, and a lawyer to check the title and the contract conditions.\n"
                 "4. **Keep an emergency fund** outside the deposit: three months of expenses is a good minimum.\n\n"
                 "There's no wrong answer here; it mostly depends on whether you're confident you'll still want to live in Invercargill in five years."),
   ("user", "That's the question, isn't it. We've decided not to buy for now, because with Barry talking about retiring my job's too uncertain. We'll pay the $560 and keep saving. Hemi's a bit gutted about the Glengarry garage."),
   ("assistant", "That's a sensible decision, and it's not the same as never: your deposit keeps growing while you wait, and you'll buy with a clearer picture of where work is taking you. There will be other garages, tell Hemi.")],
  {"summary": "The user's spirometry on 4 March 2025 was normal, but her FEV1 is at the low end of normal, so she'll be retested every year; she bought a Trend Air Stealth powered respirator for $1,850 herself after Barry refused to pay, and she didn't push it because he has been talking about retiring; "
              "landlord Mrs. Dawson is raising the rent on their house in Waikiwi, Invercargill, from $520 to $560 a week from 1 May 2025; savings $38,000, her KiwiSaver about $36,000, Hemi's about $24,000; she earns $64,000 and Hemi $88,000; they viewed a three-bedroom brick house in Glengarry listed at $435,000; "
              "the assistant (not giving legal advice) noted that businesses generally must provide PPE at no cost, estimated a deposit of about $96,000 (22%) and a mortgage of about $900 to $950 a week, and warned that buying ties them to Invercargill when her job is uncertain; it suggested a pre-approval, asking Barry about his plans, a builder's report, LIM and lawyer, and an emergency fund; "
              "they decided not to buy for now and to keep saving.",
   "decisions": [{"decision": "Bought a Trend Air Stealth PAPR for $1,850 herself", "rationale": "FEV1 at the low end of normal; Barry refused to pay"},
                 {"decision": "Not buying a house in Invercargill for now; keep renting at $560 a week and saving", "rationale": "Barry talking about retiring makes her job uncertain"}],
   "outcomes": ["Spirometry normal on 4 March 2025, retest yearly", "Rent rises from $520 to $560 a week from 1 May 2025"]}),
 ("2025-04-05", "Gus has a corn on his paw", [
   ("user", "Dog question. Our greyhound Gus is six; he raced as 'Captain Fergus' until 2022 and we adopted him through Greyhounds as Pets that year. He's been limping on and off for a month. "
            "Dr. Priya Nair at Waikiwi Vets found a corn on his right front paw, on the third toe, and hulled it out on Tuesday. That was $95. She says greyhounds are prone to them and it'll probably come back. "
            "He walks mostly on footpaths round our way, and he's only ever off the lead inside the fenced dog park on Grace Street, because if he spots a rabbit or a cat he's gone at 60 km/h and he does not hear me calling. "
            "How do we stop the corn coming back?"),
   ("assistant", "Poor Gus, corns are a real nuisance for greyhounds, and you're right that they're one of the breed's common problems. I'm not a vet, so Dr. Nair's advice comes first, but here's what's generally known.\n\n"
                 "## What a corn is\n"
                 "A corn is a hard, cone-shaped plug of keratin in a pad, usually on the **third or fourth toe of the front feet**. It presses into the pad like a stone in a shoe, which is why the limping comes and goes and is worst on hard ground. "
                 "Nobody is entirely sure of the cause: theories include the greyhound's lean build and thin pads, pressure from the way they bear weight, and, in some cases, a virus.\n\n"
                 "## Options vets commonly use\n"
                 "1. **Hulling** (what Dr. Nair did): scooping the corn out. Quick relief, but corns often regrow in weeks or months, so many greyhounds have it repeated regularly.\n"
                 "2. **Softening treatments** between hullings, such as moisturising pad balms, and some owners use products recommended by their vet to soften the corn.\n"
                 "3. **Surgical excision** of the corn: sometimes successful, but **recurrence is common** and the pad needs careful healing.\n"
                 "4. **Procedures on the toe itself** (for example cutting a tendon, or, as a last resort, removing the toe) are reserved for stubborn cases. They're worth discussing only if the conservative options fail.\n\n"
                 "## Day-to-day management\n"
                 "- **Softer surfaces:** grass, sand and forest tracks instead of concrete footpaths where you can.\n"
                 "- **Protective boots** for walks on hard ground: many greyhound owners swear by them, and they take a week or two to get used to.\n"
                 "- **Keep nails short,** since long nails change how the weight falls on the toes.\n"
                 "- **Soft bedding** and no long periods standing on hard floors.\n"
                 "- **Check the pad weekly** so you catch a new corn early, before the limp starts.\n\n"
                 "And keep the lead habit: a greyhound that locks on to a rabbit really can't hear you, and the fenced park is the right place for his sprints."),
   ("user", "OK, grass routes from now on, and we'll look at boots if it comes back. He's asleep upside down on the couch with his legs in the air, so I think he's forgiven the vet."),
   ("assistant", "Upside down on the couch is the universal greyhound sign of a dog at peace with the world. Weekly pad checks and grass routes should buy him a good stretch before the next hulling, if he needs one.")],
  {"summary": "The user's greyhound Gus, six, raced as Captain Fergus until 2022 and was adopted through Greyhounds as Pets that year; he had a corn on the third toe of his right front paw, which Dr. Priya Nair at Waikiwi Vets hulled on Tuesday 1 April 2025 for $95, and it will probably come back; "
              "he walks mostly on footpaths and is only off the lead in the fenced dog park on Grace Street, because he chases rabbits and cats at 60 km/h and doesn't hear her; "
              "the assistant (not a vet) explained greyhound corns and options: hulling, softening treatments, surgical excision with common recurrence, tendon or toe procedures as a last resort; and management: soft surfaces, boots, short nails, soft bedding and weekly pad checks; "
              "they will walk him on grass and look at boots if the corn returns.",
   "procedures": [{"name": "Managing greyhound corns", "steps": ["Hulling by the vet", "Walk on grass, sand or forest tracks", "Boots on hard ground", "Keep nails short", "Soft bedding", "Check the pads weekly"]}],
   "decisions": [{"decision": "Walk Gus on grass routes; boots if the corn comes back", "rationale": "Hard footpaths make corns worse"}],
   "outcomes": ["Corn hulled by Dr. Priya Nair on 1 April 2025 ($95)"]}),
 ("2025-04-26", "Back from Rakiura: is the Kepler next?", [
   ("user", "We did it! Rakiura Track last weekend with Isla, two nights, Port William then North Arm. Day 2 was mud up to my shins in places and I loved every minute. "
            "A sea lion was snoozing on the sand at Port William when we got there and we had to walk the long way round it. Isla rolled her ankle on a root on the last morning and strapped it herself in about ninety seconds, physio perks. "
            "Now I'm hooked. I want to do the Kepler Track in early December with Hemi this time. Isla can't come, she's training for the Queenstown Marathon in November. "
            "How hard is the Kepler compared with Rakiura, and when do I need to book?"),
   ("assistant", "Congratulations, and well done on the shin-deep mud: if you enjoyed day 2 of Rakiura, you're the right kind of person for the Kepler.\n\n"
                 "## How the Kepler compares\n"
                 "| | Rakiura Track | Kepler Track |\n"
                 "|---|---|---|\n"
                 "| Distance | about 32 km | about 60 km loop |\n"
                 "| Usual time | 3 days | 3 to 4 days |\n"
                 "| Highest point | low forest ridges | above 1,400 m on the Luxmore tops |\n"
                 "| Main challenge | mud | a long climb, exposed alpine ridges, a long descent |\n\n"
                 "The big difference is **altitude and exposure**. The day from Luxmore Hut along the tops is spectacular in good weather and serious in bad: wind, cloud and snow are possible even in summer.\n\n"
                 "## The usual itinerary (four days, three nights)\n"
                 "1. **Control gates or Brod Bay to Luxmore Hut:** a steady climb through beech forest to the bushline.\n"
                 "2. **Luxmore Hut to Iris Burn Hut:** the alpine day along the ridges, then a long zigzag descent.\n"
                 "3. **Iris Burn Hut to Moturau Hut:** valley walking to Lake Manapōuri.\n"
                 "4. **Moturau Hut to Rainbow Reach or the control gates.**\n\n"
                 "## Booking\n"
                 "Great Walk huts for the peak season book out fast, especially the Kepler. DOC opens bookings for the coming season on set dates each year, usually announced well in advance, so:\n"
                 "- **Check the DOC website now** for this year's opening date and set a reminder.\n"
                 "- **Have your dates and a backup ready**, and book the moment bookings open.\n"
                 "- **Early December** is shoulder season: fewer people than January, but the tops can still have snow.\n\n"
                 "## Training\n"
                 "- **Keep the Sunday Bluff Hill walks** but add repeats: the Luxmore climb is around 1,000 m of height gain.\n"
                 "- **Practise long descents:** knees suffer more on the way down to Iris Burn than on the way up. Walking poles help a lot.\n"
                 "- **Build to 12 to 15 kg in your pack** if you'll carry a stove and more food.\n\n"
                 "And give Isla my best for the marathon training."),
   ("user", "Bookings open in June apparently, I've put a reminder in my phone. Hemi is already looking at new boots."),
   ("assistant", "A reminder and a backup date should get you in. Tell Hemi to buy the boots soon and walk them in over winter, not in November.")],
  {"summary": "The user walked the Rakiura Track with her sister Isla over Easter weekend 2025 (two nights, Port William Hut then North Arm Hut); day 2 was shin-deep mud; a sea lion was on the beach at Port William; Isla rolled her ankle on the last morning and strapped it herself; "
              "she wants to walk the Kepler Track in early December 2025 with Hemi; Isla can't come because she is training for the Queenstown Marathon in November; "
              "the assistant compared the Kepler (about 60 km loop, 3 to 4 days, above 1,400 m on the Luxmore tops) with Rakiura, described the usual itinerary via Luxmore, Iris Burn and Moturau huts, advised booking the moment DOC opens bookings, and suggested hill repeats, practising descents with poles and a heavier pack; "
              "bookings open in June; Hemi is looking at new boots.",
   "decisions": [{"decision": "Walk the Kepler Track with Hemi in early December 2025", "rationale": "She loved the Rakiura Track; Isla is training for the Queenstown Marathon"}],
   "outcomes": ["Rakiura Track done over Easter 2025 with Isla", "Isla rolled her ankle on the last morning"]}),
 ("2025-05-17", "Pricing my first private lettering commission", [
   ("user", "I've got my first private commission! Barry's fine with me doing lettering on the side as long as it's not headstones, which is fair enough, that would be competing with him. "
            "A couple in Riverton, the Hendersons, want a house sign in Oamaru stone: 'Kōtuku Cottage', about 600 by 250 mm, hand-cut V-cut letters, the letters picked out in a dark grey. "
            "I reckon it's eight hours of cutting, plus the stone (about $120 from the supplier) and paint. I've also bought a Makita M-class extractor for the shed at home, $1,190, because I refuse to turn our shed into a dust bowl after everything this year. "
            "How do I price this without either scaring them off or working for nothing?"),
   ("assistant", "Congratulations on the first commission, and a house name in Oamaru stone is a lovely one to start with. Here's a way to price that you can reuse.\n\n"
                 "## 1. Work out an hourly rate that's actually sustainable\n"
                 "Your hourly rate for private work has to cover more than your time at the bench:\n"
                 "- **Unpaid time:** quoting, emails, drawing up the lettering layout, buying stone, delivery.\n"
                 "- **Tools and equipment:** chisels wear, you just bought a $1,190 extractor, and the respirator cost $1,850.\n"
                 "- **Tax:** income from side work is taxable, and you'll want to put aside around 30% of profit at first.\n\n"
                 "For skilled hand letter-cutting, a rate somewhere in the **$70 to $90 an hour** range is a reasonable starting point in New Zealand. Hand-cut lettering is a rare skill, so don't price yourself like a general labourer.\n\n"
                 "## 2. Build the quote\n"
                 "| Item | Amount |\n"
                 "|---|---|\n"
                 "| Layout and drawing | 1 hour |\n"
                 "| Cutting | 8 hours |\n"
                 "| Painting and finishing | about 0.5 hours |\n"
                 "| Stone | $120 |\n"
                 "| Paint and sundries | about $20 |\n\n"
                 "At $75 an hour that's roughly **$710 + $140 = $850**; at $70 an hour, around $805. If that feels high for a first job, you can show the full price and a one-off discount, so the client knows what the work is really worth.\n\n"
                 "## 3. Terms that protect you\n"
                 "1. **A 50% deposit** before you buy the stone and start cutting.\n"
                 "2. **Sign-off on the layout:** send a full-size drawing and get written approval of the spelling (including the macron in Kōtuku) before you cut. A wrong letter in stone can't be undone.\n"
                 "3. **Delivery or collection** agreed in advance, and who fixes it to the wall.\n\n"
                 "## 4. Oamaru stone outdoors\n"
                 "It's soft and weathers, especially where it stays wet. Advise the Hendersons to fix it **out of constant rain splash and off the ground**, and avoid sealing it with anything that stops it breathing; if a treatment is wanted, use a breathable water repellent.\n\n"
                 "## 5. Tax basics\n"
                 "As a sole trader you declare this income on your tax return. **GST registration** is only compulsory once your turnover is over $60,000 in 12 months, which a side business is unlikely to reach soon. Keep every receipt from day one."),
   ("user", "I'm going with $75 an hour, and I'm knocking the first quote down to $640 including the stone, because they're my first clients and I want the photos for a portfolio. 50% deposit, and they've already approved the drawing, macron and all."),
   ("assistant", "A fair way to start: you know your real rate is $75 and you've chosen a one-off discount for a good reason. With the drawing signed off, you can cut with confidence. I'd love to hear how it turns out.")],
  {"summary": "The user's first private commission: a house sign in Oamaru stone reading 'Kōtuku Cottage' (about 600 by 250 mm, hand-cut V-cut letters picked out in dark grey) for the Hendersons, a couple in Riverton; Barry allows side lettering work as long as it isn't headstones; "
              "she estimates eight hours of cutting, stone about $120; she bought a Makita M-class extractor for her home shed for $1,190 to keep the dust down; "
              "the assistant suggested an hourly rate of $70 to $90 that covers unpaid time, tools and tax, built a sample quote (about $850 at $75 an hour), a 50% deposit, written sign-off on the layout and spelling, advice on placing Oamaru stone out of constant wet with no non-breathable sealer, and noted GST registration is compulsory only over $60,000 turnover; "
              "she set her rate at $75 an hour and quoted $640 including the stone as a first-client discount, with a 50% deposit; the drawing is approved.",
   "procedures": [{"name": "Pricing a lettering commission", "steps": ["Set an hourly rate that covers unpaid time, tools and tax", "Add layout, cutting and finishing hours", "Add stone and materials",
                   "Take a 50% deposit", "Get written sign-off on the layout and spelling before cutting", "Keep every receipt"]}],
   "decisions": [{"decision": "Hourly rate for private lettering work $75", "rationale": "Within the $70 to $90 range for skilled hand letter-cutting"},
                 {"decision": "Quoted the Hendersons $640 including the stone", "rationale": "A first-client discount in exchange for portfolio photos"},
                 {"decision": "Bought a Makita M-class extractor for the home shed ($1,190)", "rationale": "To keep stone dust down at home"}],
   "outcomes": ["First commission: Kōtuku Cottage house sign in Oamaru stone for the Hendersons of Riverton"]}),
 ("2025-06-07", "A job offer from Dunedin City Council", [
   ("user", "Big news and I need to think out loud. Barry told us in May that he's retiring and selling Southland Memorials to Granite Direct, a chain from Christchurch, at the end of August. "
            "They only do machine-engraved granite headstones and engineered stone benchtops, no hand lettering at all, so I'd be running a laser engraver and dodging benchtops. No thanks. "
            "Then I saw an ad for a heritage stonemason at Dunedin City Council: restoring the old headstones and monuments in the Northern and Southern Cemeteries, lime mortars, re-setting, hand-cutting replacement lettering. My dream job, basically. "
            "I interviewed on Wednesday 28 May and they offered me the job on Thursday: $78,000 a year, starting Monday 1 September. I'm on $64,000 now. "
            "The catch: Hemi would need a job in Dunedin, and his son Tamati (he's 13 and lives with his mum Kiri here in Invercargill) stays with us every second weekend. Should I take it, and should I try to negotiate?"),
   ("assistant", "Congratulations! An offer for the job you'd describe as your dream, at the moment your current one is disappearing, is a rare bit of timing. Let's work through it.\n\n"
                 "## The case for taking it\n"
                 "- **Your current job is ending in its current form.** Granite Direct's work doesn't use your best skill, and it would put you back near engineered stone.\n"
                 "- **The work itself:** heritage cemetery conservation is a small field, and a council role gives you training, proper safety gear and a portfolio few masons have.\n"
                 "- **Pay:** $78,000 is about 22% more than $64,000, though Dunedin rents are generally higher than Invercargill's.\n\n"
                 "## The real costs\n"
                 "1. **Hemi's job.** Lines mechanics are in demand across the country, and Dunedin has its own lines companies and contractors, so his odds are good, but it's worth him making enquiries before you sign.\n"
                 "2. **Tamati.** Dunedin is about two and a half hours' drive from Invercargill. Every second weekend becomes a five-hour round trip, twice. Talk with Kiri early about a pattern that works: longer stays in the school holidays and fewer, longer weekends, for example.\n"
                 "3. **Leaving family and friends**, and the costs of the move itself.\n\n"
                 "## Negotiating\n"
                 "Councils usually have salary bands, but there's often some room within the band, and it's normal to ask. A polite script:\n"
                 "> 'Thank you, I'm delighted to be offered the role and I'd like to accept. Given my experience in hand letter-cutting and stone work, I was hoping for a salary closer to $82,000. I'd also like to ask whether the council offers any relocation assistance for the move from Invercargill.'\n\n"
                 "Things to ask about besides salary:\n"
                 "- **Relocation assistance** (a lump sum or moving costs).\n"
                 "- **The start date**, if you need time to find a rental.\n"
                 "- **Training and professional development**, for example conservation courses.\n"
                 "- **Vehicle, tools and PPE** provided.\n\n"
                 "## Before you say yes\n"
                 "Ask for the offer in writing, including the salary band, any probation period and the conditions (councils often require a **police vet** before you start). "
                 "Then decide together with Hemi, since it's his move too."),
   ("user", "I'm countering at $82,000 and asking for relocation help. Hemi's applying to Otakou Lines in Dunedin, and he's talking to Kiri tonight about Tamati coming in the school holidays."),
   ("assistant", "That's a confident and reasonable counter, and starting the conversation with Kiri now, before anything's signed, will make the arrangement feel agreed rather than imposed. Good luck to Hemi with Otakou Lines.")],
  {"summary": "Barry Kettle told staff in May 2025 he is retiring and selling Southland Memorials to Granite Direct, a Christchurch chain, at the end of August 2025; Granite Direct only does machine-engraved granite headstones and engineered stone benchtops, with no hand lettering; "
              "the user interviewed on 28 May 2025 for a heritage stonemason role at Dunedin City Council (restoring headstones and monuments in the Northern and Southern Cemeteries) and was offered it on 5 June 2025 at $78,000 a year, starting 1 September 2025; she earns $64,000 now; "
              "Hemi would need a job in Dunedin; his son Tamati, 13, lives with his mother Kiri in Invercargill and stays with them every second weekend; "
              "the assistant weighed the case for taking it (her job ending in its current form, the work, about 22% more pay) against the costs (Hemi's job, Tamati, the move), suggested a negotiation script asking for about $82,000 and relocation assistance, and advised getting the offer in writing (police vetting is common); "
              "she is countering at $82,000 and asking for relocation help; Hemi is applying to Otakou Lines in Dunedin and talking with Kiri about Tamati coming in the school holidays.",
   "decisions": [{"decision": "Counter the council's offer at $82,000 and ask for relocation help", "rationale": "There is often room within council salary bands; her experience"},
                 {"decision": "Hemi applies to Otakou Lines in Dunedin", "rationale": "He'd need a job if they move"}],
   "outcomes": ["Job offer: heritage stonemason, Dunedin City Council, $78,000, start 1 September 2025", "Southland Memorials to be sold to Granite Direct at the end of August 2025"]}),
 ("2025-06-28", "Dad's been diagnosed with atrial fibrillation", [
   ("user", "Worried about my dad. Ian, he's 71, a retired dairy farmer; he and Mum (Elspeth, 68, a retired school librarian) still live on the farm outside Gore, with a ginger cat called Dougal. "
            "On Friday the 20th he was mending a fence and felt his heart 'going like a sewing machine', and he was a bit dizzy. He drove himself to the GP afterwards, of course. Dr. Hamish Ross did an ECG and it's atrial fibrillation. "
            "He's started apixaban and metoprolol, and he's been referred to cardiology at Dunedin Hospital: the appointment is Thursday 14 August. "
            "Mum has started dropping hints about a retirement village in Gore and Dad says they'll carry him off the farm in a box. What is AF exactly, why the blood thinner, and what should he be careful about? He still does fencing and firewood, and he has a dram of whisky every night."),
   ("assistant", "I'm sorry, that's a frightening thing to happen, and it's good he got an ECG the same day. I'm an AI, not a doctor, so Dr. Ross and the cardiologists are the ones to follow, but here's the background to help you and your parents understand it.\n\n"
                 "## What atrial fibrillation is\n"
                 "In AF the upper chambers of the heart (the atria) beat **chaotically instead of in a coordinated rhythm**. The result is an irregular, often fast pulse: the 'sewing machine' feeling, sometimes with dizziness, breathlessness or tiredness. "
                 "It's common, especially over 65, and very treatable, but it needs managing.\n\n"
                 "## Why apixaban\n"
                 "Because the atria aren't squeezing properly, blood can pool and form **clots, which can travel to the brain and cause a stroke**. AF raises stroke risk significantly, and blood thinners like **apixaban** reduce that risk a great deal. "
                 "**Metoprolol** is a beta blocker that slows the heart rate, so the heart pumps more efficiently and he feels less of the racing.\n\n"
                 "## Being careful on the farm\n"
                 "On a blood thinner, cuts bleed longer and **head injuries are more serious**, because bleeding inside the skull is the main danger. So:\n"
                 "- **Chainsaw and firewood:** proper chaps, gloves, a helmet with a visor, and ideally not working alone.\n"
                 "- **Fencing:** gloves, and care with wire and waratahs.\n"
                 "- **Any hard knock to the head,** even if he feels fine: he should be checked the same day.\n"
                 "- **Tell every doctor, dentist and pharmacist** he's on apixaban, and don't take anti-inflammatories like ibuprofen without asking.\n"
                 "- **Never stop apixaban suddenly** or skip doses; it wears off quickly.\n\n"
                 "## The nightly dram\n"
                 "Alcohol is a well-known **trigger for AF episodes**, and heavier drinking makes AF more likely to come back. One small dram may be acceptable; it's a good question for the cardiologist.\n\n"
                 "## Questions for 14 August\n"
                 "1. Is the aim to **control the rate** or to **restore a normal rhythm** (with a cardioversion or medication)?\n"
                 "2. Is an **ablation** worth considering later?\n"
                 "3. How long will he be on apixaban?\n"
                 "4. Is he safe to drive, and to use a chainsaw?\n"
                 "5. What symptoms should make him call 111?\n\n"
                 "## When to call 111\n"
                 "Chest pain, fainting, severe breathlessness, or any sign of stroke: **face drooping, arm weakness, speech problems (FAST)**."),
   ("user", "Thanks. I've printed the questions and stuck them on their fridge next to Dougal's vet reminder. Mum will make sure he asks every one. He's already arguing about the whisky."),
   ("assistant", "The fridge is the right place, and your mum sounds like the perfect appointment companion. Arguing about the whisky is probably a good sign of how he's feeling overall.")],
  {"summary": "The user's father Ian, 71, a retired dairy farmer, lives on the farm outside Gore with her mother Elspeth, 68, a retired school librarian, and their ginger cat Dougal; on Friday 20 June 2025, while fencing, he felt his heart racing and was dizzy; "
              "his GP Dr. Hamish Ross did an ECG showing atrial fibrillation and started apixaban and metoprolol; he is referred to cardiology at Dunedin Hospital on 14 August 2025; Elspeth hints at a retirement village in Gore and Ian says they'll carry him off the farm in a box; he does fencing and firewood and has a dram of whisky every night; "
              "the assistant (not a doctor) explained AF, why apixaban lowers stroke risk and metoprolol slows the heart, farm safety on a blood thinner (chainsaw gear, head knocks checked, tell every clinician, never stop suddenly), alcohol as an AF trigger, questions for the cardiologist, and calling 111 for chest pain, fainting or stroke signs (FAST); "
              "the questions are on her parents' fridge.",
   "procedures": [{"name": "Staying safe on a blood thinner", "steps": ["Protective gear for chainsaw and fencing", "Get any head knock checked the same day", "Tell every doctor, dentist and pharmacist",
                   "No anti-inflammatories without asking", "Never stop or skip doses"]}],
   "outcomes": ["Ian diagnosed with atrial fibrillation in June 2025, on apixaban and metoprolol", "Cardiology appointment at Dunedin Hospital on 14 August 2025"]}),
 ("2025-07-19", "Moving from Invercargill to Dunedin: movers or a hire truck?", [
   ("user", "Update: I took the council job! They came back at $79,500 plus $3,000 towards moving costs, and I signed on Wednesday 11 June. And Hemi got a job with Otakou Lines in Dunedin, starting Monday 22 September. "
            "We've found a rental in Caversham: a three-bedroom villa, $590 a week from 1 September. We picked it mainly because the section is fully fenced, so Gus can mooch around the yard off the lead, and it's about ten minutes on a bike to the Southern Cemetery, where I'll be doing most of my work. "
            "Moving day is Saturday 6 September. Two quotes so far: Southern Movers want $2,900 and Crown Relocations $3,600, both with packing extra. Hemi says we should hire a truck and his crew will help load, they've already offered. "
            "Tamati's sorted too: Kiri agreed he'll come for the school holidays and every third weekend, with Hemi driving down to get him. He plays drums in the school jazz band but only has a practice pad at Kiri's, so at least the move won't involve a drum kit. "
            "Which way would you go on the move, and what am I forgetting?"),
   ("assistant", "Congratulations to you both: two new jobs, a fenced section for Gus and an arrangement with Kiri, all sorted in six weeks. On to the move.\n\n"
                 "## Movers or a hire truck?\n"
                 "| | Southern Movers | Crown Relocations | Hire truck and Hemi's crew |\n"
                 "|---|---|---|---|\n"
                 "| Cost | $2,900 | $3,600 | a truck for two days, fuel, and beer and pizza for the crew |\n"
                 "| Insurance of your goods | usually included or offered | usually included or offered | check the hire company's cover; your contents policy may not cover goods in transit |\n"
                 "| Your effort | low | lowest | high |\n"
                 "| Risk of damage | lower | lower | higher, but lines crews know how to lift and strap |\n\n"
                 "For a three-bedroom house over about 200 km, a hire truck usually saves **$2,000 or more**, and your $3,000 relocation allowance would then cover most of the other costs (bond, overlapping rent, connections). If the crew's offer is genuine, I'd take it.\n\n"
                 "## If you hire a truck\n"
                 "1. **Size:** a three-bedroom house usually needs a truck of around 20 to 25 cubic metres, or two trips. Ask the hire company for their recommendation.\n"
                 "2. **Licence:** check the truck can be driven on a car (class 1) licence.\n"
                 "3. **Insurance:** ask what the excess is and whether you can reduce it.\n"
                 "4. **Check your contents insurance** for goods in transit, and tell your insurer about the new address.\n"
                 "5. **Load heavy things first and low,** and strap every tier.\n\n"
                 "## What's easy to forget\n"
                 "- **Give notice on the Waikiwi house:** for a periodic tenancy a tenant usually needs to give **at least 21 days' written notice**. Time it so the tenancy ends just after 6 September.\n"
                 "- **Bond:** lodge the new one with Tenancy Services and claim the old one back after the final inspection.\n"
                 "- **Power, internet and water** at both ends; book the internet installation early, it can take weeks.\n"
                 "- **Gus:** transfer his **dog registration** to Dunedin City Council and update his **microchip** address. Walk him round the new neighbourhood before you unpack, so he knows the place smells of you.\n"
                 "- **Mail redirection, the electoral roll, the bank, IRD, your GP and the dentist.**\n"
                 "- **Your tools and stone:** chisels and stone are heavy and fragile, so pack the chisels in a roll and put offcuts in small boxes.\n"
                 "- **Tamati:** a space in the new house that's his, even a corner, helps a teenager feel it's his home too."),
   ("user", "Hire truck it is: a 6-metre truck from Southland Truck Hire for two days, $780 including the reduced excess. I'll give Mrs. Dawson notice on 1 August. Tamati gets the small bedroom at the back and has already claimed it."),
   ("assistant", "A good plan and a big saving. Giving notice on 1 August leaves plenty of margin over the 21 days. Enjoy the last few weeks in Invercargill, and say goodbye to Bluff Hill for me.")],
  {"summary": "The user accepted the Dunedin City Council heritage stonemason job at $79,500 plus $3,000 towards moving costs, signing on 11 June 2025; Hemi got a job with Otakou Lines in Dunedin starting 22 September 2025; "
              "they are renting a three-bedroom villa in Caversham, Dunedin, for $590 a week from 1 September 2025, chosen because the section is fully fenced for Gus and it is about ten minutes by bike to the Southern Cemetery; moving day is Saturday 6 September 2025; "
              "quotes: Southern Movers $2,900, Crown Relocations $3,600; Hemi's crew offered to help load a hire truck; Kiri agreed Tamati will come for the school holidays and every third weekend, with Hemi driving to fetch him; Tamati plays drums in his school jazz band and only has a practice pad at Kiri's; "
              "the assistant compared movers with a hire truck (saving $2,000 or more), gave truck tips (size, licence, insurance, loading) and a checklist (21 days' notice, bond, utilities, Gus's dog registration and microchip, mail, tools, a space for Tamati); "
              "she hired a 6-metre truck from Southland Truck Hire for two days for $780 including the reduced excess, will give landlord Mrs. Dawson notice on 1 August, and Tamati gets the small back bedroom.",
   "procedures": [{"name": "Moving house with a hire truck", "steps": ["Choose the truck size", "Check the licence class", "Reduce the insurance excess", "Check contents insurance for goods in transit",
                   "Give the landlord written notice", "Bond, utilities and internet", "Transfer the dog's registration and microchip", "Load heavy things first and strap every tier"]}],
   "decisions": [{"decision": "Hire a truck and have Hemi's crew help rather than pay movers", "rationale": "Saves over $2,000 compared with $2,900 or $3,600 quotes; the crew offered"},
                 {"decision": "Rent the Caversham villa at $590 a week", "rationale": "Fully fenced section for Gus; ten minutes by bike to the Southern Cemetery"}],
   "outcomes": ["Council salary $79,500 plus $3,000 relocation", "Hemi starts at Otakou Lines on 22 September 2025", "Truck hired for $780"]}),
 ("2025-08-23", "Forty, and my start date has moved", [
   ("user", "I turned 40 on Tuesday! Hemi gave me a set of six Ashley Iles letter-cutting chisels he'd secretly ordered from England, and Mum gave me Granny Tait's silver thistle brooch, which made me cry. Isla's present is apparently 'coming with her' when she visits in September. "
            "Yesterday was my last day at Southland Memorials; Barry gave a speech and got my name wrong on the cake, which felt poetic for a letterer. "
            "Council news: the police vetting is taking longer than they expected, so my start date has moved from 1 September to Monday 15 September. The move is still Saturday 6 September. "
            "Dad saw the cardiologist, Dr. Anjali Mehta, on the 14th; she's booked him for a cardioversion at Dunedin Hospital on Tuesday 7 October, and he'll stay with us. "
            "And the Kepler is booked: Friday 5 to Monday 8 December, Luxmore, Iris Burn and Moturau huts, Hemi and me. "
            "So I have a gap of about three weeks without work. How should I use it to get ready for heritage work? I know modern granite, but conservation is a different world."),
   ("assistant", "Happy 40th! Hand-made chisels and your grandmother's brooch are the kind of presents that last a lifetime, and a cake with the wrong name is a story you'll tell for years.\n\n"
                 "## Using the gap well\n"
                 "### Week 1 (before the move): read the principles\n"
                 "Heritage conservation rests on a few ideas that are quite different from commercial memorial work:\n"
                 "- **Do as much as necessary and as little as possible.** The aim is to keep original material, not to make things look new.\n"
                 "- **Reversibility:** repairs should be removable later without damaging the original stone.\n"
                 "- **Like for like:** matching materials, and mortars that are **weaker and more permeable than the stone**.\n"
                 "- **Record everything:** photos, measurements and notes before, during and after.\n\n"
                 "The **ICOMOS New Zealand Charter** sets these out in a few pages, and **Heritage New Zealand** has guidance on cemetery conservation. Both are worth reading before your first day.\n\n"
                 "### Week 2 (the move): settle in\n"
                 "Don't underestimate a move. Unpack the kitchen and the beds first, walk Gus around Caversham a few times, and find the nearest dog park.\n\n"
                 "### Week 3: go and look\n"
                 "1. **Walk the Southern and Northern Cemeteries** with a notebook: which stones are leaning, which are cracked, which have old cement repairs or iron dowels rusting inside them.\n"
                 "2. **Note the materials:** marble, sandstone, granite, slate, cast iron surrounds. Each needs different treatment.\n"
                 "3. **Look at lettering styles from different decades:** you'll be cutting replacement lettering, so the 1860s and 1890s styles are your new vocabulary.\n\n"
                 "## Skills worth brushing up\n"
                 "- **Lime mortars:** how natural hydraulic limes (NHL) and lime putty differ, and why cement damages soft stone.\n"
                 "- **Gentle cleaning:** water, soft brushes and biocides, rather than wire brushes or pressure washers.\n"
                 "- **Lifting and re-setting:** your monumental mason experience with lifting gear and foundations will be a real asset here.\n\n"
                 "## Dad's cardioversion\n"
                 "Having him stay the night before and after on 7 October is a good idea: the hospital will want someone with him afterwards, and he won't be allowed to drive for a short time after the sedation."),
   ("user", "Perfect, that's my reading list. Hemi's mates have booked in for the 6th, and the truck's confirmed."),
   ("assistant", "Then you're set: a crew, a truck, a reading list and a new set of chisels. Good luck with the move.")],
  {"summary": "The user turned 40 on Tuesday 19 August 2025; Hemi gave her six Ashley Iles letter-cutting chisels ordered from England and her mother gave her Granny Tait's silver thistle brooch; her sister Isla's present is coming when she visits in September; "
              "her last day at Southland Memorials was 22 August 2025 (Barry got her name wrong on the cake); the council's police vetting is taking longer, so her start date moved from 1 September to Monday 15 September 2025; the move is still on 6 September; "
              "her father saw cardiologist Dr. Anjali Mehta on 14 August and is booked for a cardioversion at Dunedin Hospital on Tuesday 7 October 2025, staying with them; "
              "the Kepler Track is booked for Friday 5 to Monday 8 December 2025 with Hemi: Luxmore, Iris Burn and Moturau huts; "
              "the assistant suggested using the three-week gap to read conservation principles (minimum intervention, reversibility, like for like, recording; the ICOMOS New Zealand Charter and Heritage New Zealand guidance), settle in after the move, walk the Southern and Northern Cemeteries noting condition, materials and lettering styles, and brush up on lime mortars and gentle cleaning.",
   "procedures": [{"name": "Getting ready for heritage stone work", "steps": ["Read the ICOMOS New Zealand Charter and Heritage New Zealand guidance", "Learn minimum intervention, reversibility and like-for-like",
                   "Walk the cemeteries and note condition and materials", "Study lettering styles by decade", "Brush up on lime mortars and gentle cleaning"]}],
   "decisions": [{"decision": "Kepler Track 5 to 8 December 2025 with Hemi, staying at Luxmore, Iris Burn and Moturau huts", "rationale": "Booked when the huts opened"}],
   "outcomes": ["Turned 40 on 19 August 2025", "Council start date moved to 15 September 2025 because of slow police vetting", "Ian's cardioversion booked for 7 October 2025", "Last day at Southland Memorials 22 August 2025"]}),
 ("2025-09-20", "First week as a heritage stonemason: lime or cement?", [
   ("user", "We're in! The move on the 6th went like clockwork: Hemi's crew had the truck loaded in under three hours. Gus has claimed the sunniest corner of the yard. I started at the council on Monday. "
            "My team leader is Graeme Soper, who's been looking after the city's cemeteries for twenty years, and I'm working a lot with Tui Whaanga, the council's conservation architect. "
            "My first proper job: a white marble headstone in the Southern Cemetery, 1874, for a ship's carpenter called Alexander Buchan. It fell over decades ago and someone 'repaired' it in the 1970s by cementing the two halves together on a concrete base. The cement has cracked the marble along the old break, and the face is black with lichen. "
            "What would you use to re-bed and repair it, and how should I clean it? "
            "Other news: I bought a second-hand Giant Explore E+ e-bike for $3,400 because Dunedin's hills are no joke, and Isla came up last Sunday and gave me my birthday present: a voucher for Onsen Hot Pools in Queenstown."),
   ("assistant", "What a first job: a 150-year-old stone with a history of bad repairs is exactly the kind of thing your new role exists for. I'm an AI, not a conservator, so check everything with Tui, who'll know the council's conservation plan, but here's the standard thinking.\n\n"
                 "## Why the cement failed\n"
                 "Cement mortar is **harder, stiffer and less permeable** than marble. Moisture and salts move through the stone rather than the joint, and because the cement doesn't give, stress concentrates in the marble, so **the stone cracks instead of the mortar**. "
                 "That's the opposite of what you want: a repair joint should be the sacrificial, weaker part.\n\n"
                 "## Removing the old repair\n"
                 "1. **Record first:** photographs of every face, measurements, a sketch of the cracks, and the inscription transcribed.\n"
                 "2. **Remove the cement mechanically and slowly:** small chisels and hand tools, working from the cement towards the joint, never levering against the marble.\n"
                 "3. **Check for iron:** old repairs often used iron pins or cramps, which rust, expand and split stone. Replace any with **stainless steel or fibreglass dowels**.\n\n"
                 "## Re-bedding and repair\n"
                 "- **Use a lime mortar, never cement.** For marble, a weak **natural hydraulic lime such as NHL 2**, or a lime putty mortar, with a well-graded sand (some add marble dust to match the colour).\n"
                 "- **Rejoin the halves** with stainless dowels set in a suitable adhesive where structural strength is needed, and fill the joint with lime mortar, slightly recessed.\n"
                 "- **Re-set on a new foundation** that drains, so it isn't sitting in water, and make sure it's plumb and stable so it can't topple again.\n\n"
                 "## Cleaning the lichen\n"
                 "- **No wire brushes, no pressure washers, no bleach or household cleaners.** Marble is soft and easily 'sugared' (the surface turns granular) by harsh treatments.\n"
                 "- **Soft natural-bristle brushes and plenty of water.**\n"
                 "- **A biocide made for heritage stone** (D/2 Biological Solution is widely used in cemetery conservation): apply it, leave it, and let the rain do much of the work over weeks and months. The stone keeps lightening long after the first clean.\n"
                 "- **Test on a small area** first.\n\n"
                 "## The lettering\n"
                 "If parts of the inscription are lost, discuss with Tui whether to re-cut them; many conservation plans prefer not to re-cut original lettering, or to do it only where it can't be read at all.\n\n"
                 "And a Giant e-bike for Dunedin's hills is a very sensible purchase."),
   ("user", "Tui agreed with all of it, and Graeme grinned and said 'you'll do'. I'm ordering NHL 2 and D/2 on Monday. Gus hates the back steps down to the yard but does them for a biscuit."),
   ("assistant", "'You'll do' from someone who's looked after those cemeteries for twenty years is high praise. Alexander Buchan is in good hands, and so is Gus, as long as the biscuit supply holds.")],
  {"summary": "The user and Hemi moved to the rented villa in Caversham, Dunedin, on 6 September 2025 (Hemi's crew loaded the truck in under three hours); Gus has claimed the sunniest corner of the yard and dislikes the back steps; "
              "she started as a heritage stonemason at Dunedin City Council on Monday 15 September 2025; her team leader is Graeme Soper (twenty years looking after the city's cemeteries) and she works with conservation architect Tui Whaanga; "
              "her first job is an 1874 white marble headstone in the Southern Cemetery for ship's carpenter Alexander Buchan, cemented together on a concrete base in the 1970s, with the cement cracking the marble and black lichen on the face; "
              "she bought a second-hand Giant Explore E+ e-bike for $3,400 for Dunedin's hills; Isla visited on Sunday 14 September 2025 and gave her a voucher for Onsen Hot Pools in Queenstown as a birthday present; "
              "the assistant (not a conservator) explained why cement damages marble, advised recording first, removing the cement slowly by hand, replacing iron with stainless steel or fibreglass dowels, using a lime mortar such as NHL 2 and never cement, re-setting on a draining foundation, "
              "and cleaning with water, soft brushes and a heritage biocide like D/2, never wire brushes, pressure washers or bleach, testing first; re-cutting lost lettering is a decision for the conservation plan; "
              "Tui agreed and she is ordering NHL 2 and D/2.",
   "procedures": [{"name": "Repairing an old marble headstone", "steps": ["Record the stone first", "Remove old cement slowly with hand tools", "Replace iron fixings with stainless steel or fibreglass dowels",
                   "Rejoin and point with lime mortar (NHL 2), never cement", "Re-set on a draining foundation", "Clean with water, soft brushes and a heritage biocide like D/2; no wire brushes or pressure washers"]}],
   "decisions": [{"decision": "Use NHL 2 lime mortar and D/2 biocide on the Buchan headstone", "rationale": "Cement is harder and less permeable than marble and cracked it; Tui agreed"},
                 {"decision": "Bought a second-hand Giant Explore E+ e-bike for $3,400", "rationale": "Dunedin's hills"}],
   "outcomes": ["Moved to Caversham on 6 September 2025", "Started at Dunedin City Council on 15 September 2025", "Isla gave an Onsen Hot Pools voucher for her 40th"]}),
 ("2025-10-11", "Dad's cardioversion, and what happens now", [
   ("user", "Dad had his cardioversion on Tuesday at Dunedin Hospital and it worked: one shock and he was back in normal rhythm. He stayed with us Monday and Tuesday nights. Gus spent the whole of Tuesday evening leaning against Dad's legs, and Dad, who 'doesn't do indoor dogs', kept slipping him bits of toast. "
            "Dr. Mehta says he stays on apixaban long-term because of his age and his blood pressure, and on the metoprolol for now, with a check in three months. He's not to drive for 48 hours after the sedation, so Mum drove them home on Wednesday. "
            "He's asking what the odds are that the AF comes back, and whether he can have his whisky again. Also, Tamati's with us for the school holidays and has drummed on every surface in the house with my wooden spoons; Dad taught him a pipe band drum roll on the kitchen table, which was chaos."),
   ("assistant", "That's great news, and a lovely picture: Gus winning over a man who doesn't do indoor dogs, and a pipe band drum roll on the kitchen table. I'm not a doctor, so Dr. Mehta's plan is the one to follow, but here's the general picture for your dad's questions.\n\n"
                 "## Will the AF come back?\n"
                 "Honestly, **it often does**. A large share of people who have a successful cardioversion have AF again within a year, though it varies a lot from person to person. It doesn't mean the cardioversion was pointless: it tells the cardiologist how his heart behaves, and there are further options if it recurs, including **rhythm medicines** and **catheter ablation**.\n\n"
                 "## What he can do to improve the odds\n"
                 "- **Alcohol:** this is the big one he can control. Studies have shown that cutting alcohol right down reduces AF recurrence in regular drinkers. A small dram occasionally is a question for Dr. Mehta, but every night is likely to work against him.\n"
                 "- **Blood pressure:** well-controlled blood pressure reduces recurrences.\n"
                 "- **Sleep apnoea:** if he snores heavily or stops breathing in his sleep (your mum will know), ask about a sleep study; untreated sleep apnoea is a strong AF trigger.\n"
                 "- **Weight and activity:** moderate regular activity helps; farm work counts.\n\n"
                 "## Watching for a recurrence\n"
                 "1. **Check his pulse** once a day for a month or two: regular or irregular?\n"
                 "2. **A smartwatch or a home ECG device** can record an episode to show his GP.\n"
                 "3. **Symptoms** to report: the 'sewing machine' feeling, breathlessness, dizziness or unusual tiredness.\n\n"
                 "## The apixaban\n"
                 "Staying on it long-term is normal for someone his age with high blood pressure, **even if his rhythm stays normal**, because his stroke risk depends on those factors as well as on the AF itself. "
                 "So the farm-safety precautions we talked about still apply.\n\n"
                 "## The three-month check\n"
                 "Write down any episodes, with dates, before the appointment."),
   ("user", "He says he'll 'think about' the whisky, which means no. Mum's already bought him a smartwatch. Tamati has gone back to Invercargill and the house is very quiet."),
   ("assistant", "'Think about it' is at least not a flat refusal, and a smartwatch means any episode will be on record. Enjoy the quiet, for a bit.")],
  {"summary": "The user's father Ian had a cardioversion at Dunedin Hospital on Tuesday 7 October 2025 and it worked: one shock restored normal rhythm; he stayed with the user on the Monday and Tuesday nights; Gus leaned against him all evening and he fed Gus toast although he 'doesn't do indoor dogs'; "
              "Dr. Mehta keeps him on apixaban long-term (his age and blood pressure) and on metoprolol for now, with a check in three months; no driving for 48 hours, so Elspeth drove them home on Wednesday 8 October; "
              "Tamati was with them for the school holidays, drumming on every surface with wooden spoons, and Ian taught him a pipe band drum roll on the kitchen table; "
              "the assistant (not a doctor) said AF often comes back after cardioversion, with rhythm medicines and ablation as further options; cutting alcohol, controlling blood pressure, checking for sleep apnoea and staying active improve the odds; check his pulse daily, use a smartwatch or home ECG; apixaban continues even in normal rhythm; "
              "Ian will 'think about' the whisky; Elspeth bought him a smartwatch; Tamati has gone back to Invercargill.",
   "procedures": [{"name": "After a cardioversion", "steps": ["Check the pulse daily for a month or two", "Record episodes with a smartwatch or home ECG", "Cut down alcohol",
                   "Control blood pressure", "Ask about sleep apnoea", "Keep taking the blood thinner", "Write down episodes before the follow-up"]}],
   "outcomes": ["Ian's cardioversion on 7 October 2025 restored normal rhythm", "Ian stays on apixaban long-term and metoprolol for now", "Elspeth bought Ian a smartwatch"]}),
 ("2025-10-25", "Gus's corn is back", [
   ("user", "Gus is limping again: the corn's back on the same toe, right front, third toe. We've found a vet in Dunedin, Dr. Ruth Calder at Caversham Vet Clinic, and she hulled it on Wednesday ($110). "
            "She laid out the options: keep hulling every six to eight weeks, try boots, cut the corn out surgically (she says it comes back in a good share of dogs anyway), or, as a last resort, take the toe off. "
            "Dunedin footpaths are steep and rough, and the only grass near us is the park at the bottom of the hill. What would you do? "
            "Side note, another commission: our neighbour Margaret has asked me for a slate plaque for a memorial bench at St Clair, for her late husband Doug. Six hours of cutting at $75 an hour plus about $60 of slate."),
   ("assistant", "Poor Gus; recurrence on the same toe is sadly typical. As before, I'm not a vet and Dr. Calder has examined him, but here's how owners and vets commonly weigh the options.\n\n"
                 "## The options side by side\n"
                 "| Option | Pros | Cons |\n"
                 "|---|---|---|\n"
                 "| Regular hulling | quick, cheap, no anaesthetic | it's management, not a cure; ongoing cost |\n"
                 "| Boots | protect the pad on hard ground, no side effects | need getting used to; must fit well to avoid rubbing |\n"
                 "| Surgical excision | can cure it in some dogs | anaesthetic, weeks of pad healing, and it often recurs |\n"
                 "| Toe amputation | usually ends the problem for that toe | irreversible; reserved for dogs whose quality of life is badly affected |\n\n"
                 "## A conservative plan many owners use first\n"
                 "1. **Boots for every walk on footpaths**, taken off on grass. Fit them at home for short periods first, with treats, then short walks.\n"
                 "2. **Hulling on a schedule** (every six to eight weeks), before the limp comes back, rather than waiting for it.\n"
                 "3. **Grass where possible,** even if that means driving to a flat park some days.\n"
                 "4. **Weekly pad checks** and short nails.\n"
                 "5. **Review in three to six months** with Dr. Calder. If he's still sore often, that's the time to talk about surgery.\n\n"
                 "## Margaret's plaque\n"
                 "Slate is a beautiful material for lettering and lasts very well outdoors. At your rate that's $450 plus $60: **$510**. "
                 "Send her a full-size drawing of the wording, and be gentle about the sign-off on spelling and dates: for a memorial, getting them right matters even more."),
   ("user", "Boots it is, a pair of Ruffwear boots for his front feet ($129), plus hulling every six weeks; no surgery for now. Gus is not impressed with the boots and walks like a show pony. Margaret's plaque is quoted at $510 and she's signed off the wording."),
   ("assistant", "The show-pony walk usually fades within a couple of weeks as he forgets he's wearing them. And Doug's bench is in good hands.")],
  {"summary": "Gus's corn came back on the third toe of his right front paw; Dr. Ruth Calder at Caversham Vet Clinic in Dunedin hulled it on Wednesday 22 October 2025 for $110 and explained the options: hulling every six to eight weeks, boots, surgical excision (often recurs) or toe amputation as a last resort; "
              "Dunedin's footpaths are steep and rough and the nearest grass is the park at the bottom of the hill; "
              "a new commission: a slate plaque for a memorial bench at St Clair for neighbour Margaret's late husband Doug, six hours at $75 an hour plus about $60 of slate; "
              "the assistant (not a vet) compared the options and suggested a conservative plan: boots on footpaths, scheduled hulling, grass where possible, weekly pad checks and a review in three to six months; the plaque comes to $510; "
              "they chose Ruffwear boots for his front feet ($129) and hulling every six weeks, no surgery for now; Margaret's plaque is quoted at $510 and she signed off the wording.",
   "decisions": [{"decision": "Ruffwear boots for Gus's front feet ($129) and hulling every six weeks; no surgery for now", "rationale": "Surgery often doesn't stop corns recurring; start conservatively"},
                 {"decision": "Slate plaque for Margaret's memorial bench at St Clair for $510", "rationale": "Six hours at $75 an hour plus $60 of slate"}],
   "outcomes": ["Corn hulled by Dr. Ruth Calder on 22 October 2025 ($110)"]}),
 ("2025-11-15", "Mortgage pre-approval in Dunedin", [
   ("user", "Isla ran the Queenstown Marathon this morning, her first road marathon, in 3 hours 41! I watched the live tracking from the couch with Gus, which is the right amount of marathon for me. "
            "Our news: ASB gave us a mortgage pre-approval on Wednesday for $560,000. We have $47,000 in savings, my KiwiSaver is about $41,000 and Hemi's about $28,000. I'm on $79,500 and Hemi's on $92,000 at Otakou Lines. "
            "We're looking in Mornington and Caversham, ideally a villa with a fenced section for Gus and a shed big enough for my lettering work. We love Dunedin and both jobs are going well, so this time we're serious. "
            "What should we watch out for when we start making offers?"),
   ("assistant", "Congratulations to Isla, 3:41 for a first road marathon is excellent, and to you both on the pre-approval. Here's a practical guide for the offer stage.\n\n"
                 "## 1. Know your real budget\n"
                 "- **Pre-approval is a ceiling, not a target.** Work out the repayments at $560,000 and at lower amounts, and leave room for rates, insurance and maintenance.\n"
                 "- **Keep an emergency fund** after settlement; old villas find ways to spend money.\n"
                 "- **KiwiSaver withdrawals** for a first home must leave $1,000 in each account, and the application takes time: your lawyer and provider need to be lined up **weeks before settlement**.\n\n"
                 "## 2. Old villas in Dunedin: what to check\n"
                 "- **Insulation and heating:** many older villas are cold and damp; check for ceiling and underfloor insulation and a heat pump or log burner.\n"
                 "- **Borer** in the timber, especially in the subfloor.\n"
                 "- **Wiring:** original rubber- or cotton-sheathed wiring needs replacing.\n"
                 "- **Piles and foundations,** and the condition of the roof and spouting.\n"
                 "- **Drainage and retaining walls:** on Dunedin's hillsides, these are expensive to fix.\n\n"
                 "## 3. Conditions to include in an offer\n"
                 "1. **Finance:** that the bank approves the loan for this particular property.\n"
                 "2. **A builder's report:** by a qualified builder or building inspector, not a friend.\n"
                 "3. **A LIM report** from the council: unconsented work, hazards and the zoning.\n"
                 "4. **Lawyer's approval** of the title.\n"
                 "5. **Insurance:** that you can get house insurance at a reasonable price.\n"
                 "Some buyers also ask for a **methamphetamine test**.\n\n"
                 "## 4. Negotiating\n"
                 "- **Look at recent sales** nearby, not just asking prices. Your lawyer or the agent can provide a list.\n"
                 "- **If the builder's report finds problems,** you can ask for a price reduction rather than walking away.\n"
                 "- **Don't fall in love before the reports:** it makes walking away much harder.\n\n"
                 "## 5. The shed\n"
                 "For lettering work at home, think about power, light, a concrete floor and ventilation, and about noise for the neighbours, since mallet work carries."),
   ("user", "Good list. We've got a lawyer lined up already, Stuart Kerr in the Octagon, and we're going to open homes in Mornington tomorrow."),
   ("assistant", "Having a lawyer lined up before the first offer is a real advantage when a good house comes along. Enjoy the open homes, and look under the floors.")],
  {"summary": "The user's sister Isla ran the Queenstown Marathon on 15 November 2025, her first road marathon, in 3 hours 41 minutes; the user watched the tracking from home with Gus; "
              "ASB gave the user and Hemi a mortgage pre-approval for $560,000 on 12 November 2025; savings $47,000, her KiwiSaver about $41,000, Hemi's about $28,000; she earns $79,500 and Hemi $92,000 at Otakou Lines; "
              "they are looking in Mornington and Caversham for a villa with a fenced section for Gus and a shed for her lettering work; "
              "the assistant advised treating pre-approval as a ceiling, keeping an emergency fund, lining up the KiwiSaver withdrawal weeks before settlement, checking old villas for insulation, borer, wiring, foundations and retaining walls, "
              "including finance, builder's report, LIM, lawyer and insurance conditions, negotiating on recent sales and report findings, and planning the shed; "
              "their lawyer is Stuart Kerr in the Octagon; they are going to open homes in Mornington on 16 November.",
   "procedures": [{"name": "Making an offer on a house in New Zealand", "steps": ["Treat the pre-approval as a ceiling", "Line up the KiwiSaver withdrawal early", "Check insulation, borer, wiring, foundations and drainage",
                   "Conditions: finance, builder's report, LIM, lawyer, insurance", "Negotiate on recent sales and report findings"]}],
   "outcomes": ["ASB pre-approval $560,000 on 12 November 2025", "Isla ran the Queenstown Marathon in 3:41"]}),
 ("2025-12-06", "Kepler called off: rebooking, and a summer plan", [
   ("user", "Gutted. We were meant to start the Kepler yesterday, but there was a red heavy rain warning for Fiordland and DOC closed the track on Thursday. Fair enough, the Iris Burn was apparently a torrent. "
            "DOC let us transfer the booking rather than take a refund: same huts, Luxmore, Iris Burn and Moturau, now Tuesday 24 to Friday 27 February. Hemi has already got the leave approved. "
            "Meanwhile: Christmas is at Mum and Dad's in Gore; Dad's smartwatch hasn't shown a single AF episode since October. Hemi's on call from the 27th to the 30th, and Tamati's coming to us for New Year. "
            "How do I keep my Kepler fitness going over summer, and is late February a good time for the tops?"),
   ("assistant", "That's disappointing after months of preparation, but DOC closing the track in a red warning is exactly the right call; flooded side streams on the Kepler are genuinely dangerous. And late February is a good consolation prize.\n\n"
                 "## Late February on the Kepler\n"
                 "- **Often the most settled weather** of the season in Fiordland, though it can still rain heavily and the tops can get snow in any month.\n"
                 "- **Fewer sandflies than midsummer** on some days, though don't count on it at Moturau.\n"
                 "- **Shorter days than December:** about an hour and a half less daylight, so start the Luxmore to Iris Burn day early.\n"
                 "- **Busy:** it's still peak season, so the huts will be full.\n\n"
                 "## Keeping fit for 11 weeks\n"
                 "1. **Weekly hill walk with a pack:** Dunedin is made for this. Mount Cargill, Flagstaff or the steps on the Organ Pipes track, with 10 to 12 kg.\n"
                 "2. **Descents:** your knees need practice going down; use poles.\n"
                 "3. **The e-bike with less assist** on the commute: a free leg workout twice a day.\n"
                 "4. **A back-to-back weekend in late January or early February**, for example two long days on the Otago Peninsula tracks.\n"
                 "5. **Rest over Christmas** is fine: a week off won't undo months of training.\n\n"
                 "## A few things to sort now\n"
                 "- **Check what your transfer confirmation says** about cancellations and changes, so you know where you stand if the weather strikes again.\n"
                 "- **Transport to the start and from Rainbow Reach:** rebook any shuttle.\n"
                 "- **Keep an eye on the DOC track alerts** in the week before you go.\n\n"
                 "And it's lovely that your dad's watch has been quiet since October. Enjoy Christmas in Gore."),
   ("user", "Mount Cargill every Saturday it is, with Gus in his boots for the lower bit. Shuttle rebooked for the 24th."),
   ("assistant", "Gus in boots on Mount Cargill, with you carrying a pack: a fine sight. You'll be ready for Luxmore.")],
  {"summary": "The user and Hemi were meant to start the Kepler Track on Friday 5 December 2025, but DOC closed the track on Thursday 4 December because of a red heavy rain warning for Fiordland; "
              "DOC transferred their booking to Tuesday 24 to Friday 27 February 2026 with the same huts (Luxmore, Iris Burn, Moturau); Hemi's leave is approved; "
              "Christmas 2025 is at her parents' farm in Gore; Ian's smartwatch has shown no AF episodes since October; Hemi is on call 27 to 30 December; Tamati comes to them for New Year; "
              "the assistant said late February often has settled weather but shorter days, and suggested a weekly hill walk with a pack (Mount Cargill, Flagstaff), practising descents with poles, less e-bike assist, a back-to-back weekend, checking the transfer terms, rebooking the shuttle and watching DOC alerts; "
              "she will walk up Mount Cargill every Saturday with Gus and has rebooked the shuttle for 24 February.",
   "decisions": [{"decision": "Transfer the Kepler booking to 24 to 27 February 2026 rather than take a refund", "rationale": "The track was closed by DOC for a red heavy rain warning"},
                 {"decision": "Mount Cargill walks with a pack every Saturday", "rationale": "Keep Kepler fitness over summer"}],
   "outcomes": ["Kepler trip of 5 December 2025 called off", "Kepler rebooked for 24 to 27 February 2026", "Shuttle rebooked for 24 February 2026"]}),
 ("2026-01-17", "Offer accepted on a villa in Mornington", [
   ("user", "We're buying a house! A 1920s villa in Mornington, three bedrooms, fenced section, and a big old garage that'll make a proper lettering workshop. It was listed at $565,000; we offered $548,000 and it was accepted on Monday, conditional on finance and a builder's report. "
            "The builder's report on Wednesday found borer in the subfloor and some original wiring still in the back half. We went back to the vendor and they agreed to drop to $541,000, and we went unconditional yesterday. Settlement is Friday 13 March. "
            "Work-wise: I've put my private lettering rate up to $85 an hour from 1 January, because the Margaret plaque took longer than I quoted and I'm not a beginner any more. "
            "And my next commission is a birth stone for Tui's baby daughter, Ariana, born on 18 December: her name and birth date hand-cut into a river-worn schist boulder. "
            "Two questions: what do we need to do between now and settlement, and should I be doing anything more formal for the lettering side of things?"),
   ("assistant", "Congratulations! Negotiating $7,000 off after the builder's report was exactly the right use of that condition. Let's take the two questions in turn.\n\n"
                 "## Before settlement on 13 March\n"
                 "1. **House insurance from settlement day:** you need cover in place before the bank will release the money. Tell the insurer about the borer and wiring findings and your plans to fix them.\n"
                 "2. **KiwiSaver withdrawals:** apply now through your providers, with your lawyer's help; they need the signed agreement and can take a few weeks.\n"
                 "3. **Your tenancy:** if the Caversham villa is periodic, give at least **21 days' written notice**, timed for after settlement, with a small overlap for the move.\n"
                 "4. **Quotes for the urgent work:** a borer treatment specialist and an electrician for the old wiring, so the work can start soon after you get the keys.\n"
                 "5. **The pre-settlement inspection:** a few days before, check that everything in the agreement is there and working, and that nothing has changed since you saw it.\n"
                 "6. **Utilities, internet and mail** for the new address, and **Gus's dog registration** address.\n\n"
                 "## The lettering business\n"
                 "You're already doing the most important things: a clear hourly rate, deposits, and written sign-off. A few formal steps as it grows:\n"
                 "- **You're a sole trader by default:** you don't need to register a company. Your side income goes on your individual tax return, with a little extra effort to claim expenses.\n"
                 "- **Keep a separate bank account** for the lettering income and expenses.\n"
                 "- **Keep every receipt:** stone, tools, the extractor, and a share of the workshop costs once you have one.\n"
                 "- **Provisional tax** may apply once the tax on your side income passes the IRD threshold, so set aside a share of every payment.\n"
                 "- **GST** only becomes compulsory once your turnover from the business exceeds $60,000 in 12 months.\n"
                 "- **Public liability insurance** is worth considering if you install pieces on clients' property.\n\n"
                 "And raising your rate to $85 is well justified: the plaque overrunning is exactly the signal that you were underpriced."),
   ("user", "Insurance is sorted and the KiwiSaver applications are in. We'll give notice on the Caversham house in mid-February. Gus has already been to see the new section, on a lead, and approved."),
   ("assistant", "Then you're in good shape for 13 March. A dog's approval is the one that really counts.")],
  {"summary": "The user and Hemi had an offer of $548,000 accepted on Monday 12 January 2026 for a three-bedroom 1920s villa in Mornington, Dunedin, listed at $565,000, with a fenced section and a large garage for her lettering workshop, conditional on finance and a builder's report; "
              "the builder's report on Wednesday 14 January found borer in the subfloor and some original wiring; the vendor agreed to drop the price to $541,000; the purchase went unconditional on Friday 16 January 2026 and settles on Friday 13 March 2026; "
              "she raised her private lettering rate from $75 to $85 an hour from 1 January 2026 because Margaret's plaque took longer than quoted; her next commission is a birth stone for her colleague Tui's baby daughter Ariana, born 18 December 2025: name and birth date hand-cut into a river-worn schist boulder; "
              "the assistant listed steps before settlement (insurance, KiwiSaver withdrawals, 21 days' notice on the Caversham tenancy, quotes for borer treatment and rewiring, the pre-settlement inspection, utilities and Gus's registration) and for the lettering side (sole trader, a separate bank account, receipts, provisional tax, GST only over $60,000, public liability insurance); "
              "insurance is arranged, the KiwiSaver applications are in, they will give notice on the Caversham house in mid-February, and Gus has seen the new section.",
   "procedures": [{"name": "Between going unconditional and settlement", "steps": ["House insurance from settlement day", "Apply for KiwiSaver withdrawals", "Give notice on the rental",
                   "Get quotes for urgent repairs", "Pre-settlement inspection", "Utilities, mail and the dog's registration"]}],
   "decisions": [{"decision": "Buy the Mornington villa for $541,000", "rationale": "Fenced section for Gus and a garage for a lettering workshop; price reduced from $548,000 after the builder's report found borer and old wiring"},
                 {"decision": "Private lettering rate up to $85 an hour from 1 January 2026", "rationale": "The Margaret plaque took longer than quoted; no longer a beginner"}],
   "outcomes": ["Offer accepted 12 January 2026; unconditional 16 January 2026", "Settlement 13 March 2026", "Commission: a schist birth stone for Tui's daughter Ariana"]}),
]

QUESTIONS_108 = [
 # single facts the user said about herself, her family and pets
 ("How old am I?", "40 (since 19 August 2025)"),
 ("What was Gus called when he raced?", "Captain Fergus"),
 ("What does Hemi do for work?", "he's a lines mechanic (Otakou Lines in Dunedin since 22 September 2025; Murihiku Lines in Invercargill before)"),
 ("What does my sister do?", "Isla is a physiotherapist in Queenstown"),
 ("Who's my boss at the council?", "Graeme Soper, the team leader"),
 ("What's Mum and Dad's cat called?", "Dougal (a ginger cat)"),
 # when
 ("When did we move to Dunedin?", "Saturday 6 September 2025"),
 ("When did I start at the council?", "Monday 15 September 2025"),
 ("When did I walk the Rakiura Track?", "Easter 2025: 18 to 20 April"),
 ("When did Dad have his cardioversion?", "Tuesday 7 October 2025"),
 ("When was my lung function test?", "Tuesday 4 March 2025"),
 # counts and amounts
 ("What did I pay for the e-bike?", "$3,400 (a second-hand Giant Explore E+)"),
 ("What salary did I end up with at the council?", "$79,500 a year (plus $3,000 towards moving)"),
 ("How many nights were we out on the Rakiura Track?", "2 (Port William Hut and North Arm Hut)"),
 # lists across chats
 ("What options did I price up for the move to Dunedin?", "Southern Movers ($2,900), Crown Relocations ($3,600) and a hire truck ($780, with Hemi's crew helping)"),
 ("What have I bought to protect myself from stone dust?", "a 3M 6500 half-mask with P3 filters ($89), a Trend Air Stealth powered respirator ($1,850) and a Makita M-class extractor for the shed ($1,190)"),
 ("Which vets has Gus seen about his corn?", "Dr. Priya Nair at Waikiwi Vets in Invercargill and Dr. Ruth Calder at Caversham Vet Clinic in Dunedin"),
 ("What presents did I get for my 40th?", "six Ashley Iles letter-cutting chisels from Hemi, Granny Tait's silver thistle brooch from Mum, and an Onsen Hot Pools voucher from Isla"),
 ("What private lettering commissions have I taken on?", "a Kōtuku Cottage house sign in Oamaru stone for the Hendersons in Riverton, a slate plaque for Margaret's memorial bench at St Clair, and a schist birth stone for Tui's baby Ariana"),
 ("Which huts are we staying in on the Kepler?", "Luxmore, Iris Burn and Moturau"),
 # latest value of something that changed
 ("What's my job now?", "heritage stonemason for Dunedin City Council, restoring old headstones in the Northern and Southern Cemeteries"),
 ("How much rent are we paying now?", "$590 a week (the Caversham villa)"),
 ("When are we doing the Kepler now?", "Tuesday 24 to Friday 27 February 2026"),
 ("What do I charge an hour for lettering commissions now?", "$85 (from 1 January 2026; it was $75)"),
 ("How much are we paying for the Mornington villa?", "$541,000 (down from our $548,000 offer after the builder's report)"),
 # yes/no
 ("Did we buy a house in Invercargill?", "No"),
 ("Did Barry pay for my powered respirator?", "No (I paid the $1,850 myself)"),
 ("Did Isla come on the Rakiura Track with me?", "Yes"),
 ("Did Dad's cardioversion work?", "Yes (back in normal rhythm)"),
 # why
 ("Why did I leave Southland Memorials?", "Barry retired and sold it to Granite Direct, which only does machine-engraved granite and engineered stone benchtops, no hand lettering; the council heritage job was my dream job and paid more"),
 ("Why did we choose the Caversham rental?", "a fully fenced section for Gus, and about ten minutes by bike to the Southern Cemetery"),
 ("Why did my start date at the council move?", "the police vetting took longer than expected"),
 ("Why didn't the December Kepler trip go ahead?", "a red heavy rain warning for Fiordland, so DOC closed the track"),
 # what the assistant recommended
 ("What did you tell me to use to re-bed the old marble headstone?", "a lime mortar such as NHL 2, never cement (with stainless steel or fibreglass dowels instead of iron)"),
 ("What did you suggest to cut down my exposure to stone dust?", "wet cutting and on-tool extraction to an M- or H-class extractor, no dry sweeping or compressed air, a fit-tested P3 respirator or PAPR as the last line, and regular spirometry"),
 # inference
 ("Would I take a job cutting engineered stone benchtops?", "Likely no"),
 ("Would I let Gus off the lead on a beach?", "Likely no"),
 ("Would Tamati be happy to get a drum kit?", "Likely yes"),
 # not in the archive
 ("What does Kiri do for work?", "Not mentioned in my chats"),
 ("What breed is Dougal?", "Not mentioned in my chats"),
]


def assistant_chats_46_at(folder):
    """The archive of CHATS_108 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a46c", CHATS_108, "claude")


@pytest.fixture(scope="module")
def assistant_chats_46(tmp_path_factory):
    return assistant_chats_46_at(tmp_path_factory.mktemp("assistant46"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_108, "assistant 46")


def test_the_archive_finds_the_greyhound(assistant_chats_46):
    assert assistant_chats_46.search("greyhound").results
