"""A thirty-seventh written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind with its questions and gold answers before any run of
`kbsearch answer` on it, and without reading the answer rules. It is held out:
bench/answer_conversations.py measures it, and its questions are never read one by one by the
developers. A self-employed sign painter in Nelson, British Columbia, Canada, Nadine Arsenault,
43, who grew up in Moncton and lives in a 1948 house in Fairview with her husband Kieran Lund, a
ski patroller at Whitewater in winter and a carpenter in summer, their daughter Odile, and Tuba, a
Bernese mountain dog. She chats with ChatGPT from September 2024 to October 2025: registering her
business for GST and raising her hourly rate (twice), replacing the oil furnace with a heat pump
(three quotes, a panel upgrade, an installer who drops out and is replaced, rebates that come in
below the estimate, the old oil tank), Tuba's torn cruciate ligament (conservative care that fails,
a surgery date that moves, a final bill above the estimate, rehab), an avalanche course and ski
touring, renewing the mortgage through a broker (a rate that drops before funding), replacing her
old car with a work van (a private sale that fails its inspection), her mother's broken hip in
Moncton and her move into a seniors' residence, and where to put the rebate money, with facts
the user updates later (the rate she charges, the installer, the mortgage rate, the vehicle).
bench/answer_conversations.py asks every question ("assistant 37")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_90 = [
 ("2024-09-08", "Do I need to register for GST as a sign painter?", [
   ("user", "Hi, I'm Nadine. I'm 43 and I'm a sign painter in Nelson, BC: hand-lettered shop windows, gold leaf on glass, A-frame boards, the odd mural. I've been self-employed since 2016, the business is just called Arsenault Signs. "
            "I've never registered for GST because I was always under the $30,000 limit, but this year has been busy and my bookkeeping says I've billed $33,800 over the last four quarters. "
            "I charge $75 an hour plus materials; a typical storefront window is $600 to $900. Do I have to register now, and while I'm at it, should I be charging more?"),
   ("assistant", "Congratulations on a busy year! Crossing the small supplier threshold is a sign the business is growing. I'm not an accountant, so please confirm the details with the CRA or a professional, but here's how it generally works.\n\n"
                 "## Do you have to register?\n"
                 "Yes, most likely. In Canada you're a **small supplier** as long as your taxable revenue stays at or under **$30,000 over four consecutive calendar quarters**. Once you go over:\n"
                 "1. You stop being a small supplier at the end of the month following the quarter in which you crossed the threshold.\n"
                 "2. You're then required to register, and you must start charging GST on your taxable supplies from the date you're considered registered.\n"
                 "3. Registration is free and can be done online through Business Registration Online, or by phone.\n\n"
                 "## What changes for you\n"
                 "- **You charge 5% GST** on your services in BC, and show your GST number on every invoice.\n"
                 "- **You claim input tax credits (ITCs)** for the GST you pay on business expenses: paint, gold leaf, brushes, ladders, vehicle costs for the business portion, your phone. For a trade with material costs, this adds up.\n"
                 "- **Filing:** a small business can usually file **annually**. Sole proprietors generally file by June 15 but have to pay any balance by April 30.\n"
                 "- **The quick method:** many small service businesses can use a simplified calculation where you remit a fixed percentage of your GST-included sales instead of tracking every ITC. It's often worth it for businesses with low expenses; worth asking your accountant.\n"
                 "- **PST:** BC's provincial sales tax is separate. Check with the province whether any goods you sell (for example, finished signs you sell as products) are subject to PST.\n\n"
                 "## Should you charge more?\n"
                 "Probably, yes. A few things to weigh:\n"
                 "1. **Your rate hasn't kept up with costs.** Gold leaf, enamels and insurance have all gone up in recent years.\n"
                 "2. **Skilled hand-lettering is specialised work.** There are few sign painters in most regions; your clients are paying for a craft, not a vinyl cutter.\n"
                 "3. **Demand is the best signal.** If you're booked weeks ahead, your price is probably too low.\n"
                 "4. **Give notice.** Tell regular clients a month or two ahead, and apply the new rate to quotes issued after a set date.\n"
                 "5. **Raise it in one clear step** rather than lots of small ones, and consider a minimum charge for small jobs.\n\n"
                 "A move from $75 to somewhere around **$85 an hour** would be a modest, defensible increase for a skilled trade.\n\n"
                 "*This is general information, not tax advice.*"),
   ("user", "Done: I registered online on 12 September and the GST number is effective from 1 October 2024. I'll file annually. My accountant, Margit Sorensen, thinks the quick method will suit me because my material costs are low compared with my labour. "
            "And I'm going to $85 an hour from 1 January."),
   ("assistant", "That's a tidy set of decisions. Before 1 October:\n\n"
                 "1. **Update your invoice template** with your business name, GST number, and GST shown separately.\n"
                 "2. **Quote with GST from now on** for any work that will be invoiced after 1 October.\n"
                 "3. **Open a separate savings account** and move the GST you collect into it every month, so April isn't a shock.\n"
                 "4. **Email your regular clients** about the new rate now; three months' notice is generous.\n\n"
                 "Good luck with the busy season!")],
  {"summary": "The user, Nadine Arsenault, 43, is a self-employed sign painter (Arsenault Signs) in Nelson, BC, since 2016, doing hand-lettered windows, gold leaf, A-frame boards and murals; she billed $33,800 over the last four quarters, over the $30,000 GST small supplier threshold; "
              "she charges $75 an hour plus materials; the assistant (not an accountant) explained that she must register, charge 5% GST, claim input tax credits, can file annually and may use the quick method, and suggested raising her rate to about $85 with notice; "
              "she registered on 12 September 2024 with the GST number effective 1 October 2024, will file annually on the quick method on her accountant's advice, and will charge $85 an hour from 1 January 2025.",
   "procedures": [{"name": "Registering for GST as a small business", "steps": ["Check revenue over four consecutive calendar quarters against $30,000", "Register online through Business Registration Online",
                   "Charge 5% GST and show the GST number on invoices", "Claim input tax credits or use the quick method", "File annually", "Set GST aside every month"]}],
   "decisions": [{"decision": "Registered for GST, effective 1 October 2024, filing annually with the quick method", "rationale": "Billed $33,800 over four quarters, over the $30,000 threshold; low material costs"},
                 {"decision": "Raise the hourly rate from $75 to $85 from 1 January 2025", "rationale": "Rate hasn't kept up with costs; skilled, in-demand work"}],
   "outcomes": ["GST number effective 1 October 2024", "Hourly rate $85 from 1 January 2025"]}),
 ("2024-10-20", "Replacing our oil furnace with a heat pump", [
   ("user", "We want to get off heating oil this winter or next. Our house is a 1948 two-storey in Fairview, about 1,650 square feet, with an oil furnace from 1994 and the original ductwork. Oil cost us $3,400 last winter. "
            "My husband Kieran is a ski patroller at Whitewater in the winter and does carpentry in the summer, so he can do some of the prep but not the HVAC. I've had two quotes for a ducted cold-climate heat pump:\n"
            "- Kootenay Comfort Heating: $21,800 for a Mitsubishi system, keeping the furnace fan cabinet out, new air handler.\n"
            "- Kokanee Mechanical: $18,900 for a Daikin system, similar scope.\n"
            "Both say our 100-amp panel needs to go to 200 amps, and Ridgeline Electric quoted $4,200 for that. Which one should we pick?"),
   ("assistant", "Moving off oil is one of the biggest changes you can make to a house's running costs and comfort, and Nelson's climate is well within what modern cold-climate heat pumps handle. I can't judge the installers themselves, but here's how to compare the quotes and what to do before signing anything.\n\n"
                 "## 1. Rebates first: book the pre-retrofit evaluation before any work\n"
                 "Most Canadian rebate programs for heat pumps, including the provincial ones in BC, require an **EnerGuide pre-retrofit evaluation by a registered energy advisor before any work starts**. "
                 "If the heat pump goes in first, you can lose thousands in rebates. Book that evaluation now; it usually costs a few hundred dollars and is sometimes partly rebated itself.\n\n"
                 "## 2. Ask each installer for a heat-load calculation\n"
                 "A properly sized system is based on a **room-by-room heat-loss calculation**, not a rule of thumb from square footage. An oversized heat pump short-cycles; an undersized one leans on backup heat on the coldest nights. Ask each company how they sized theirs.\n\n"
                 "## 3. Compare like with like\n"
                 "| Question | Why it matters |\n"
                 "|---|---|\n"
                 "| Capacity at -15 °C and -25 °C | Cold-climate performance, not just the nameplate rating |\n"
                 "| Backup heat (electric strip in the air handler?) | What keeps you warm in a cold snap |\n"
                 "| Ductwork changes | 1948 ducts may be undersized for a heat pump's airflow |\n"
                 "| Outdoor unit location and stand | Snow and ice from the roof can bury or damage it |\n"
                 "| Removal of the oil furnace and tank | Often excluded from quotes |\n"
                 "| Warranty: parts, compressor, labour | Labour warranties vary the most |\n"
                 "| Start date | Winter installs book up fast |\n\n"
                 "## 4. Get a third quote\n"
                 "With a $2,900 gap between two quotes for a similar scope, a third quote will tell you which one is out of line.\n\n"
                 "## 5. The panel upgrade\n"
                 "A 200-amp service is common with a heat pump in an older house, especially if you may want an EV charger later. Ask the electrician whether a **load calculation** shows it's really needed, and coordinate timing with FortisBC or Nelson Hydro for the service disconnect.\n\n"
                 "## 6. Plan for the oil tank\n"
                 "Once you stop using oil, get the tank removed properly. Insurers often ask about oil tanks, and removal can lower your premium.\n\n"
                 "*Rebate amounts and rules change, so check the current program pages before you sign.*"),
   ("user", "Good thing I asked, I had no idea about the evaluation. I've booked the EnerGuide pre-retrofit evaluation for 6 November and I'll get a third quote."),
   ("assistant", "Perfect. Have your last oil bills handy for the energy advisor, and ask them which upgrades give the best value alongside the heat pump: attic insulation and air sealing often qualify for rebates too.")],
  {"summary": "The user's house is a 1948 two-storey in Fairview, Nelson, about 1,650 sq ft, heated by a 1994 oil furnace; oil cost $3,400 last winter; her husband Kieran is a ski patroller at Whitewater in winter and a carpenter in summer; "
              "quotes for a ducted cold-climate heat pump: Kootenay Comfort Heating $21,800 (Mitsubishi), Kokanee Mechanical $18,900 (Daikin); the 100-amp panel needs upgrading to 200 amps, Ridgeline Electric quoted $4,200; "
              "the assistant said to book an EnerGuide pre-retrofit evaluation before any work or lose the rebates, ask for a room-by-room heat-load calculation, compare cold-climate capacity, backup heat, ducts, outdoor unit location, furnace and tank removal, warranty and start date, "
              "get a third quote, check the panel with a load calculation and plan the oil tank removal; she booked the EnerGuide evaluation for 6 November 2024 and will get a third quote.",
   "procedures": [{"name": "Choosing a heat pump installer", "steps": ["Book an EnerGuide pre-retrofit evaluation before any work", "Ask for a room-by-room heat-load calculation",
                   "Compare cold-climate capacity, backup heat, ducts, outdoor unit placement, removal and warranty", "Get a third quote", "Confirm the panel upgrade with a load calculation", "Plan the oil tank removal"]}],
   "decisions": [{"decision": "EnerGuide pre-retrofit evaluation booked for 6 November 2024", "rationale": "Rebates require it before any work"},
                 {"decision": "Get a third heat pump quote", "rationale": "$2,900 gap between the two quotes"}],
   "outcomes": ["Quotes: Kootenay Comfort Heating $21,800, Kokanee Mechanical $18,900", "Panel upgrade quote $4,200 from Ridgeline Electric"]}),
 ("2024-11-24", "Tuba is limping: a torn cruciate ligament", [
   ("user", "Our dog Tuba has been limping on her right back leg for ten days, since she went after a deer on the trail above the house. She's a 7-year-old Bernese mountain dog, 52 kg, and the love of my daughter Odile's life. "
            "Dr. Whitcombe at Baker Street Veterinary Clinic says it's a partial tear of the cranial cruciate ligament. She's offered two routes: refer her for TPLO surgery at the Okanagan Veterinary Referral Hospital in Kelowna, estimate $6,800, "
            "or try conservative management first. We don't have pet insurance: we cancelled it in 2021 to save $68 a month, which I now very much regret. What would you do?"),
   ("assistant", "I'm sorry, poor Tuba, and poor you: a cruciate injury in a big dog is a worry and an expense. I'm not a vet, so Dr. Whitcombe's advice comes first, but here's how owners and vets usually think about this choice.\n\n"
                 "## What a partial tear means\n"
                 "The cranial cruciate ligament in dogs is the equivalent of the human ACL. Unlike in people, it usually fails through **gradual degeneration**, and in large, heavy breeds a **partial tear very often progresses to a full tear** over the following months. "
                 "Many dogs also go on to injure the ligament in the other knee within a year or two.\n\n"
                 "## Option 1: conservative management\n"
                 "It can work, more often in small dogs than in large ones. It usually means:\n"
                 "1. **Strict rest for 6 to 8 weeks:** leash walks only, no running, jumping, stairs or rough play.\n"
                 "2. **Weight loss:** the single most useful thing for any joint. Ask Dr. Whitcombe for a target weight and a food plan.\n"
                 "3. **Pain relief and anti-inflammatories** as prescribed.\n"
                 "4. **Controlled exercise and rehab,** ideally guided by a canine rehabilitation therapist.\n"
                 "5. **A brace,** in some cases.\n"
                 "6. **A clear review date:** if she isn't clearly better by the end of it, surgery is the next step.\n\n"
                 "## Option 2: TPLO surgery\n"
                 "- TPLO changes the angle of the top of the shin bone so the knee is stable without the ligament. It's the most common surgery for large dogs and generally has good long-term results.\n"
                 "- **Recovery takes 8 to 12 weeks or more** of restricted activity, with a crate or small room, leash-only toilet trips and rehab exercises.\n"
                 "- The estimate often rises with post-operative X-rays, medication and an overnight stay, so ask what's included.\n\n"
                 "## How to decide\n"
                 "- **Ask Dr. Whitcombe** how likely conservative management is to work for a 52 kg dog, and what she'd do with her own dog.\n"
                 "- **Ask the referral hospital** for an itemised estimate and their wait time.\n"
                 "- **Think about the money now:** ask about payment plans or veterinary financing, and set aside savings in case conservative management doesn't work.\n\n"
                 "## Whatever you choose\n"
                 "- **Get her weight down.** It helps in both cases.\n"
                 "- **Put rugs or runners on slippery floors** and block the stairs.\n"
                 "- **No off-leash time** until the vet says so, however much she begs.\n\n"
                 "*For a future dog, pet insurance taken out while they're young and healthy avoids exactly this situation, as pre-existing conditions are excluded.*"),
   ("user", "We'll try eight weeks of conservative management first. Dr. Whitcombe wants her down to 47 kg. Odile has made a weight chart and stuck it on the fridge, with stickers."),
   ("assistant", "A fridge chart with stickers is excellent project management. Swap some of her kibble for green beans or carrots to keep her full, weigh her every two weeks at the clinic, and write down how she walks each week so you can tell Dr. Whitcombe exactly what's changed.")],
  {"summary": "The user's dog Tuba, a 7-year-old Bernese mountain dog weighing 52 kg, has limped on her right back leg for ten days after chasing a deer; Dr. Whitcombe at Baker Street Veterinary Clinic diagnosed a partial cranial cruciate ligament tear "
              "and offered TPLO surgery at the Okanagan Veterinary Referral Hospital in Kelowna (estimate $6,800) or conservative management; "
              "the assistant (not a vet) explained that partial tears in large dogs often progress, described conservative management (strict rest 6-8 weeks, weight loss, pain relief, rehab, a review date) and TPLO recovery (8-12 weeks), "
              "and suggested asking the vet, an itemised estimate and planning the money; the user chose eight weeks of conservative management first, with a target weight of 47 kg; her daughter Odile keeps a weight chart.",
   "procedures": [{"name": "Conservative management of a cruciate tear", "steps": ["Strict leash-only rest for 6 to 8 weeks", "Weight loss to the vet's target", "Pain relief as prescribed",
                   "Controlled exercise and rehab", "Rugs on slippery floors, block the stairs", "Review date; surgery if not better"]}],
   "decisions": [{"decision": "Try eight weeks of conservative management for Tuba before surgery", "rationale": "Avoid a $6,800 surgery if it works"}],
   "outcomes": ["Diagnosis: partial cranial cruciate ligament tear", "TPLO estimate $6,800", "Target weight 47 kg"]}),
 ("2024-12-15", "Avalanche course and the gear I need", [
   ("user", "I've finally booked an AST 1 (Avalanche Skills Training) course with Sitkum Mountain School: 18 and 19 January at Whitewater, $329. Kieran has been nagging me for years to do it so we can go ski touring together; "
            "he's on patrol there so he sees what happens when people go out of bounds without a clue. I ski the resort a lot but I've never been in the backcountry. What do I need to buy? I'd like to keep the safety gear under about $700."),
   ("assistant", "That's a great step, and doing the course before you ever go out is exactly the right order. Here's what to expect and what to get.\n\n"
                 "## What AST 1 covers\n"
                 "- **Reading the avalanche forecast** from Avalanche Canada and understanding danger ratings and avalanche problems.\n"
                 "- **Recognising avalanche terrain:** slope angle, terrain traps, and how to choose safer routes.\n"
                 "- **Trip planning** and the decisions you make before and during a day out.\n"
                 "- **Companion rescue:** a beacon search, probing and strategic shovelling, practised in the field.\n\n"
                 "## The essential safety gear\n"
                 "You'll need all three, and you need to practise with them:\n"
                 "1. **Avalanche transceiver (beacon):** buy a modern **three-antenna** digital model. I'd generally recommend buying **new** rather than used, unless you know the history of a used one, because beacons age, get dropped and need software updates.\n"
                 "2. **Shovel:** metal blade (not plastic), with an extendable shaft.\n"
                 "3. **Probe:** at least **240 cm**, ideally 260 to 300 cm in deep snowpacks like the Kootenays.\n"
                 "4. **A pack** big enough to carry the shovel and probe, plus layers, water and a first aid kit.\n\n"
                 "A new beacon, shovel and probe usually come to around $650 to $800 together, so your budget is realistic.\n\n"
                 "## Touring gear: rent first\n"
                 "- Rent **touring skis, bindings, skins and boots** for your first few tours. Nelson's shops rent full setups.\n"
                 "- Buy once you know what you like; boots matter most.\n\n"
                 "## After the course\n"
                 "1. **Practise with your beacon** several times a season; many resorts have a beacon training park.\n"
                 "2. **Start with simple terrain** on low-danger days, with experienced partners: Kieran is an excellent one.\n"
                 "3. **Read the forecast every day** you're going out, and report what you see to the Mountain Information Network.\n"
                 "4. **Consider AST 2** after a season or two."),
   ("user", "Kieran found me a Barryvox from 2019 at the patrol's gear swap for $250; it belonged to a patroller he knows, never buried, and he's already updated the software. I bought a new shovel and probe at Snowpack Sports for $210. So $460 in all."),
   ("assistant", "A beacon with a known history, updated by a patroller, is a very different thing from a random used one, so that's a sensible exception. Put fresh alkaline batteries in it, do a group check with Kieran before every tour, and bring it to the course so you learn on your own unit. Enjoy Whitewater in January!")],
  {"summary": "The user booked an AST 1 avalanche course with Sitkum Mountain School on 18-19 January 2025 at Whitewater for $329, so she can ski tour with Kieran, who is on patrol there; she skis the resort but has never been in the backcountry; safety gear budget about $700; "
              "the assistant described the course (forecasts, terrain, trip planning, companion rescue), the essential gear (three-antenna beacon, preferably new; metal shovel; probe of at least 240 cm; a pack), renting touring gear first, practising with the beacon and AST 2 later; "
              "she got a used 2019 Barryvox beacon for $250 and a new shovel and probe at Snowpack Sports for $210, $460 in all.",
   "decisions": [{"decision": "AST 1 with Sitkum Mountain School, 18-19 January 2025", "rationale": "To go ski touring with Kieran safely"},
                 {"decision": "Used 2019 Barryvox beacon instead of a new one", "rationale": "Known history, never buried, software updated by Kieran"},
                 {"decision": "Rent touring skis and boots at first", "rationale": "Buy once she knows what she likes"}],
   "outcomes": ["Course $329", "Safety gear $460 (beacon $250, shovel and probe $210)"]}),
 ("2025-01-19", "Mortgage renewal: stay with the credit union or switch?", [
   ("user", "Finished my AST 1 today, passed, and I dug Kieran out of a mock burial in under four minutes. He was very proud. Also, the new $85 rate started on 1 January and nobody has complained. Now the boring grown-up stuff.\n\n"
            "Our mortgage is up for renewal on 1 April. We owe $286,000 with 17 years left, and we're currently on a 5-year fixed at 2.19% with Osprey Credit Union. Osprey's renewal letter offers 4.39% for a 5-year fixed or 4.29% for a 3-year fixed. "
            "A mortgage broker, Harjit Gill, says he can get us 3.99% on a 3-year fixed with Westhaven Trust. Is it worth the hassle of switching?"),
   ("assistant", "Congratulations on passing, and on the rescue! On the mortgage: renewal is the one moment you can move without a penalty, so it's well worth shopping. I'm not a mortgage adviser, but here's how to think about it.\n\n"
                 "## What the rates mean for your payment\n"
                 "Roughly, on $286,000 over 17 years:\n"
                 "- At your current 2.19%: about $1,680 a month\n"
                 "- Osprey 5-year at 4.39%: about $1,990 a month\n"
                 "- Osprey 3-year at 4.29%: about $1,970 a month\n"
                 "- Westhaven 3-year at 3.99%: about $1,930 a month\n\n"
                 "The difference between 4.29% and 3.99% is about **$40 a month, or roughly $1,450 over three years**, before any costs of switching.\n\n"
                 "## Before you decide\n"
                 "1. **Ask Osprey to match.** Lenders often have a better rate than the one in the renewal letter for customers who ask, especially with a competing offer in hand.\n"
                 "2. **Check the costs of switching.** A straight switch at renewal usually has legal and appraisal costs covered by the new lender; confirm in writing.\n"
                 "3. **Compare the fine print, not just the rate:**\n"
                 "   - **Prepayment privileges:** how much extra you can pay each year (useful if you get a windfall).\n"
                 "   - **Penalty** if you break the mortgage early: three months' interest or the interest rate differential. Monoline lenders often have fairer penalties than banks.\n"
                 "   - **Portability** if you might move.\n"
                 "4. **Term length:** a 3-year term bets that rates will be lower in 2028 than a 5-year lock; nobody knows, but many borrowers are choosing shorter terms right now.\n"
                 "5. **Timing:** a rate hold is typically up to 120 days, so you can lock in now and still benefit if rates drop before funding (ask Harjit whether the lender will give you the lower rate in that case).\n\n"
                 "## My suggestion\n"
                 "Ask Osprey to match 3.99% first. If they won't, Harjit's offer looks better on what you've described, provided the switching costs are covered and the penalty terms are reasonable."),
   ("user", "Osprey would only go down to 4.19%. I've told Harjit to go ahead with Westhaven at 3.99% for three years; he says the rate is held until 1 April and they'll give us a lower one if rates fall before then."),
   ("assistant", "Sounds like a well-handled renewal. Next steps: send Harjit your income documents (as self-employed, expect to provide two years of tax returns and Notices of Assessment), and make sure Osprey's final payment date and Westhaven's first payment date don't leave a gap or a double payment in April.")],
  {"summary": "The user passed her AST 1 course on 18-19 January 2025; her new $85 hourly rate started on 1 January; the mortgage renews on 1 April 2025: $286,000 owing, 17 years left, currently 2.19% 5-year fixed with Osprey Credit Union, "
              "which offered 4.39% (5-year) or 4.29% (3-year); broker Harjit Gill offered 3.99% 3-year fixed with Westhaven Trust; "
              "the assistant estimated payments (about $1,680 now, $1,930 at 3.99%) and suggested asking Osprey to match, checking switching costs, prepayment, penalties and portability, and using a rate hold; "
              "Osprey would only go to 4.19%, so she chose Westhaven Trust at 3.99% for three years, rate held until 1 April, with a lower rate if rates fall before funding.",
   "procedures": [{"name": "Comparing mortgage renewal offers", "steps": ["Ask the current lender to match", "Check switching costs", "Compare prepayment privileges, penalties and portability",
                   "Choose the term", "Use a rate hold"]}],
   "decisions": [{"decision": "Switch the mortgage to Westhaven Trust, 3-year fixed at 3.99%, via broker Harjit Gill", "rationale": "Osprey Credit Union would only match to 4.19%"}],
   "outcomes": ["AST 1 passed", "Mortgage $286,000 renewing 1 April 2025"]}),
 ("2025-02-09", "A third heat pump quote, and Tuba needs surgery after all", [
   ("user", "Two updates. The EnerGuide evaluation got moved to 14 November because of the first big snowstorm, but it's done, and the advisor says air sealing the attic is worth doing too. "
            "The third heat pump quote came in: Glacier Home Energy, $17,400 for a Fujitsu ducted system, but they can't start until May. Kokanee Mechanical ($18,900, Daikin) can install on 24 to 26 March. "
            "Our oil tank is nearly empty and another fill is about $1,100, so I'd love to be done before we need one. Kootenay Comfort is out at $21,800.\n\n"
            "And Tuba: eight weeks of rest and she's down to 49 kg, but she's still lame and the X-rays show the knee is getting worse. Dr. Whitcombe has referred her, and the TPLO is booked for 4 March in Kelowna."),
   ("assistant", "Well done getting the evaluation in before any work; that protects your rebates. And I'm sorry about Tuba, though losing 3 kg will help her recovery.\n\n"
                 "## Choosing between Kokanee and Glacier\n"
                 "| | Kokanee Mechanical | Glacier Home Energy |\n"
                 "|---|---|---|\n"
                 "| Price | $18,900 | $17,400 |\n"
                 "| System | Daikin | Fujitsu |\n"
                 "| Start | 24 March | May |\n\n"
                 "Both brands make good cold-climate units. The $1,500 difference is partly offset by the **$1,100 oil fill** you'd avoid by installing in March, and the heat pump would be heating the house through the end of the cold season.\n\n"
                 "**On timing, Kokanee looks like the better choice**, provided:\n"
                 "1. Their quote includes a heat-load calculation, the removal of the old furnace, and a stand for the outdoor unit.\n"
                 "2. The **labour warranty** is comparable (ask both in writing).\n"
                 "3. The **deposit is modest** and the contract states the install dates.\n"
                 "4. The panel upgrade is done **before** the install; book Ridgeline now.\n\n"
                 "## Getting ready for Tuba's TPLO\n"
                 "1. **Set up a recovery room now:** a large crate or a small gated area with non-slip flooring, on the ground floor.\n"
                 "2. **Buy or borrow a rear support sling** for the first couple of weeks; at 49 kg you'll need it for toilet trips.\n"
                 "3. **Plan the drive:** Nelson to Kelowna is around four hours. A flat bed of blankets in the car for the way home.\n"
                 "4. **Ask the hospital** about an itemised estimate, medication to take home, the recheck schedule and when rehab starts.\n"
                 "5. **Book a canine rehab therapist** for a few weeks after surgery.\n"
                 "6. **Prepare Odile:** Tuba will be sore and sleepy, and no rough play for weeks."),
   ("user", "Signed with Kokanee: $2,000 deposit, install 24 to 26 March. Ridgeline are doing the panel on 12 March. Kieran's building Tuba a ramp for the back step."),
   ("assistant", "A ramp is a great idea; make sure it has a non-slip surface and a gentle slope. Sounds like March will be a busy month!")],
  {"summary": "The EnerGuide pre-retrofit evaluation moved from 6 to 14 November 2024 because of a snowstorm; the advisor also recommended attic air sealing; third heat pump quote: Glacier Home Energy $17,400 (Fujitsu), not until May; "
              "Kokanee Mechanical $18,900 (Daikin) could install 24-26 March; another oil fill would cost about $1,100; "
              "Tuba lost 3 kg to 49 kg on conservative management but is still lame and the knee is worse, so her TPLO is booked for 4 March 2025 in Kelowna; "
              "the assistant favoured Kokanee for timing (avoiding the oil fill) if the scope, warranty, deposit and dates were in writing, and suggested preparing a recovery room, a sling, the drive, the estimate and rehab for Tuba; "
              "the user signed with Kokanee Mechanical ($2,000 deposit, install 24-26 March 2025); Ridgeline Electric will upgrade the panel on 12 March; Kieran is building a ramp for Tuba.",
   "procedures": [{"name": "Preparing for a dog's TPLO surgery", "steps": ["Set up a recovery room with non-slip flooring", "Get a rear support sling", "Plan the drive home",
                   "Ask for an itemised estimate and recheck schedule", "Book canine rehab", "Prepare the family"]}],
   "decisions": [{"decision": "Kokanee Mechanical to install a Daikin heat pump for $18,900 on 24-26 March 2025", "rationale": "Earliest install, avoids a $1,100 oil fill"},
                 {"decision": "TPLO surgery for Tuba on 4 March 2025 in Kelowna", "rationale": "Conservative management failed; the knee is worse"}],
   "outcomes": ["EnerGuide evaluation done 14 November 2024", "Kokanee deposit $2,000", "Panel upgrade 12 March 2025", "Tuba 49 kg"]}),
 ("2025-03-16", "Tuba's recovery after TPLO, and the heat pump falls through", [
   ("user", "Tuba's home! The surgery was moved from the 4th to 11 March because the surgeon was ill, but it went well. The final bill was $7,350, not $6,800: post-op X-rays, an extra night and two weeks of medication. "
            "She's sleeping in a pen in the living room and Odile reads to her every evening. Rehab starts on 25 March with Kootenay Canine Rehab in Castlegar.\n\n"
            "Bad news on the heat pump: Ridgeline did the panel on 12 March, $4,200 as quoted, but Kokanee rang yesterday to say their lead installer has quit and they're pushing us to early June. "
            "Good news on the mortgage: Harjit says Westhaven dropped their 3-year to 3.89% and because we haven't funded yet, we get it.\n\n"
            "Oh, and I did my first proper tour with Kieran on 8 March, on rented skis from Snowpack Sports at $55 a day. Loved it.\n\n"
            "Two questions: how do I get Tuba through the next two months, and what do I do about Kokanee?"),
   ("assistant", "What a month. Glad Tuba's home and the surgery went well, and congratulations on the first tour and the lower rate!\n\n"
                 "## Tuba's recovery: a rough timeline\n"
                 "*Always follow the surgeon's discharge instructions first; this is the typical pattern after a TPLO.*\n\n"
                 "### Weeks 1 to 2\n"
                 "- **Pen or crate rest,** out only for short leash toilet trips with the sling.\n"
                 "- **Cone on** so she can't lick the incision; check it daily for redness, swelling or discharge.\n"
                 "- **Cold packs** on the knee for 10 minutes a few times a day in the first days, if the hospital recommends it.\n"
                 "- **Medication** exactly as prescribed.\n\n"
                 "### Weeks 2 to 8\n"
                 "- **Leash walks** starting at 5 minutes, a few times a day, adding a few minutes each week.\n"
                 "- **Rehab exercises** from Kootenay Canine Rehab: sit-to-stands, weight shifting, slow walking, later underwater treadmill if they have one.\n"
                 "- **Still no stairs, jumping, running or off-leash time.**\n"
                 "- **Recheck X-rays at about 8 weeks** to confirm the bone has healed.\n\n"
                 "### Weeks 8 to 12 and beyond\n"
                 "- Gradually longer walks and gentle hills, if the X-rays are good.\n"
                 "- Off-leash only when the surgeon says so.\n\n"
                 "### Call the vet if\n"
                 "- She suddenly stops using the leg\n"
                 "- The incision opens, swells or oozes\n"
                 "- She stops eating or seems in a lot of pain\n\n"
                 "## What to do about Kokanee\n"
                 "You have three options:\n"
                 "1. **Wait until June.** You'd need an oil fill or a few cold weeks with space heaters, and June can slip too.\n"
                 "2. **Go back to Glacier Home Energy.** Their quote was $1,500 cheaper, and May is now earlier than Kokanee's June. Ring them and ask for their earliest date.\n"
                 "3. **Negotiate with Kokanee:** a firm date in writing, or a discount for the delay.\n\n"
                 "If you switch, **ask Kokanee to refund the $2,000 deposit in writing**: they're the ones who can't meet the agreed dates. Check your contract for what it says about delays; most people's would support a refund when the installer can't deliver on the agreed date.\n\n"
                 "The panel upgrade is done, so whoever installs can start straight away."),
   ("user", "Rang Glacier: they can do 28 to 30 April. Kokanee have agreed to refund the deposit. We're switching to Glacier. We'll get a small top-up of oil to last until then."),
   ("assistant", "Great outcome. Keep the email about the refund, confirm Glacier's dates and scope in writing, and send Glacier the EnerGuide file number so the rebate paperwork lines up. And give Tuba a gentle ear scratch from me.")],
  {"summary": "Tuba's TPLO surgery was moved from 4 to 11 March 2025 because the surgeon was ill; it went well; final bill $7,350 (estimate $6,800; post-op X-rays, an extra night and medication); rehab with Kootenay Canine Rehab in Castlegar from 25 March; "
              "Ridgeline Electric upgraded the panel on 12 March for $4,200; Kokanee Mechanical's lead installer quit and they pushed the install to early June; "
              "Westhaven Trust dropped its 3-year rate to 3.89% before funding, so the user gets 3.89%; her first ski tour with Kieran was on 8 March on rented skis ($55 a day from Snowpack Sports); "
              "the assistant gave a TPLO recovery timeline (pen rest, cone, leash walks building up, rehab, X-rays at 8 weeks, warning signs) and options for Kokanee (wait, switch to Glacier, negotiate), with a written deposit refund; "
              "Glacier Home Energy can install on 28-30 April 2025; Kokanee will refund the deposit; the user switched to Glacier.",
   "procedures": [{"name": "Recovery after a TPLO", "steps": ["Pen or crate rest with sling-assisted toilet trips", "Cone on, check the incision daily", "Medication as prescribed",
                   "Leash walks from 5 minutes, building up weekly", "Rehab exercises", "Recheck X-rays at about 8 weeks", "Off-leash only when the surgeon says"]}],
   "decisions": [{"decision": "Switched heat pump installer from Kokanee Mechanical to Glacier Home Energy, install 28-30 April 2025", "rationale": "Kokanee's lead installer quit and they pushed the install to June; Glacier cheaper and sooner"},
                 {"decision": "Mortgage with Westhaven Trust at 3.89% 3-year fixed", "rationale": "Rate dropped before funding"}],
   "outcomes": ["Tuba's surgery 11 March 2025, $7,350", "Panel upgrade done, $4,200", "Kokanee deposit refunded"]}),
 ("2025-04-06", "Mum broke her hip in Moncton", [
   ("user", "My mum, Yvette, fell on the ice outside her house in Moncton on 2 April and broke her hip. She had surgery at The Moncton Hospital on the 3rd, a partial hip replacement. She's 76 and lives alone since Dad died. "
            "My brother Rémi is in Fredericton and is driving over at weekends. I'm flying out from Castlegar on 9 April and back on the 23rd ($1,140 return). I've had to move three jobs. "
            "What should I be asking the hospital, and how do we get her home safely?"),
   ("assistant", "I'm so sorry, that's a frightening call to get from the other side of the country. Hip fractures are common at 76 and most people recover well with good rehab, but the weeks after surgery matter a lot. I'm not a medical professional, but here's what families usually find helpful.\n\n"
                 "## Questions for the hospital team\n"
                 "1. **What's the plan for rehab?** Will she go to a rehab unit, or home with therapy?\n"
                 "2. **How much weight can she put on the leg**, and what movements must she avoid with a partial hip replacement?\n"
                 "3. **What's the expected discharge date**, and who is the discharge planner or social worker?\n"
                 "4. **What equipment will she need** at home: a walker, a raised toilet seat, a bath bench, a reacher?\n"
                 "5. **Pain, blood thinners and follow-up:** what medication, for how long, and when is the follow-up appointment?\n"
                 "6. **Why did she fall?** Ask whether they'll check her bone density, eyesight, blood pressure and medications.\n\n"
                 "## Getting her home safely\n"
                 "- **Home care:** in New Brunswick, ask about the **Extra-Mural Program**, which provides home nursing and rehab therapy after a hospital stay.\n"
                 "- **Make the house safe** before she comes home: remove loose rugs, add night lights, grab bars by the toilet and in the shower, a chair with arms, and move everyday things to waist height.\n"
                 "- **Ice:** arrange for the steps and path to be cleared and salted.\n"
                 "- **A personal alarm** she wears at all times.\n"
                 "- **Meals** for the first weeks: batch cooking, a meal service, neighbours.\n\n"
                 "## Sharing it with Rémi\n"
                 "Agree who covers which weeks, who is the main contact for the hospital, and a shared note of medications and appointments.\n\n"
                 "## Looking after your business and yourself\n"
                 "- Tell clients simply that you've had a family emergency; most people are kind about it.\n"
                 "- Federal caregiving benefits through EI are only open to self-employed people who opted into the special benefits at least 12 months earlier, so check before counting on them.\n"
                 "- Keep receipts: some travel and care costs may count as medical expenses on your taxes.\n\n"
                 "Look after yourself too. It's a lot to hold from Nelson."),
   ("user", "Thank you. Kieran will handle Tuba's rehab appointments and Odile while I'm away, and Rémi will take the first week after Mum gets home."),
   ("assistant", "That sounds like a good team. Take the list of questions to the first family meeting with the care team, and write down the answers; you'll be surprised how much you forget. Safe travels.")],
  {"summary": "The user's mother Yvette, 76, who lives alone in Moncton since her husband died, fell on the ice on 2 April 2025 and broke her hip; partial hip replacement at The Moncton Hospital on 3 April; the user's brother Rémi lives in Fredericton; "
              "the user is flying from Castlegar on 9 April, back 23 April 2025 ($1,140 return) and moved three jobs; "
              "the assistant (not medical) suggested questions for the hospital (rehab, weight bearing, discharge date, equipment, medication, the cause of the fall), New Brunswick's Extra-Mural Program, home safety changes, sharing the work with Rémi, "
              "and noted EI caregiving benefits need self-employed opt-in 12 months ahead; Kieran covers Tuba's rehab and Odile; Rémi takes the first week after their mother gets home.",
   "procedures": [{"name": "Getting a parent home after a hip fracture", "steps": ["Ask about rehab, weight bearing, discharge date and equipment", "Ask about the Extra-Mural Program",
                   "Remove rugs, add grab bars and night lights", "Clear the ice", "Personal alarm", "Plan meals", "Share the weeks with siblings"]}],
   "decisions": [{"decision": "Fly to Moncton 9-23 April 2025", "rationale": "Mum's hip fracture"}],
   "outcomes": ["Mum's hip surgery 3 April 2025", "Flight $1,140 return"]}),
 ("2025-05-04", "The heat pump is in: settings, and the old oil tank", [
   ("user", "Back from Moncton since the 23rd. Mum has been home since 18 April with Extra-Mural visits, and Rémi was brilliant.\n\n"
            "And the heat pump is in! Glacier Home Energy installed the Fujitsu on 28 to 30 April, right on time. With Ridgeline's panel that's $21,600 all in ($17,400 plus $4,200). The energy advisor reckons we'll get about $8,000 back in rebates; the applications are in. "
            "What settings should we use? And the old 900-litre oil tank in the basement still has about 200 litres in it. Redfish Environmental quoted $1,450 to pump it out and remove it."),
   ("assistant", "Congratulations, you're off oil! And I'm glad your mum is home and being looked after.\n\n"
                 "## Getting the best from a cold-climate heat pump\n\n"
                 "### Thermostat\n"
                 "1. **Set it and mostly leave it.** Heat pumps are most efficient holding a steady temperature. Big night-time setbacks (more than 1 or 2 °C) can make the system call for backup heat in the morning, which costs more.\n"
                 "2. **Check the backup heat settings.** Ask Glacier at what outdoor temperature the electric backup is allowed to come on (the lockout temperature), and set it as low as the system comfortably handles.\n"
                 "3. **Fan on auto** or low continuous, depending on comfort; continuous low evens out temperatures between floors in older houses.\n\n"
                 "### Maintenance\n"
                 "- **Clean or replace the filter** every one to three months.\n"
                 "- **Keep the outdoor unit clear:** 30 cm around it, free of snow, ice and leaves. Don't let roof snow or drips land on it.\n"
                 "- **Annual service** by the installer, which is often required to keep the warranty.\n\n"
                 "### Don't be alarmed by\n"
                 "- **Defrost cycles:** in winter the outdoor unit sometimes steams and goes quiet for a few minutes. That's normal.\n"
                 "- **Cooler-feeling air** from the vents than with a furnace: heat pumps deliver air at a lower temperature for longer.\n\n"
                 "## The oil tank\n"
                 "Yes, remove it, and $1,450 including the pump-out is in a typical range:\n"
                 "1. **Ask Redfish for a certificate** of decommissioning and removal, and keep it with your house papers: buyers and insurers ask for it.\n"
                 "2. **Tell your home insurer** once it's gone; many reduce the premium.\n"
                 "3. **Ask whether the oil can be taken or credited,** since you still have 200 litres.\n"
                 "4. **Cap the fill pipe and vent** outside so no one delivers oil by mistake.\n\n"
                 "## Rebates\n"
                 "Keep every invoice, the EnerGuide reports and photos of the installed equipment and nameplates together. Programs sometimes ask for more documents before paying."),
   ("user", "Tank removal is booked for 20 May. Our insurer says the premium drops by $180 a year once the tank is out, with the certificate."),
   ("assistant", "Nice bonus. Send them the certificate as soon as Redfish gives it to you, and enjoy your first summer with air conditioning: the same heat pump will cool the house too.")],
  {"summary": "The user's mother has been home since 18 April 2025 with Extra-Mural visits; the user was back from Moncton on 23 April; "
              "Glacier Home Energy installed the Fujitsu heat pump on 28-30 April 2025; total $21,600 with Ridgeline's panel ($17,400 plus $4,200); about $8,000 in rebates expected, applications submitted; "
              "the 900-litre oil tank still holds about 200 litres; Redfish Environmental quoted $1,450 to pump out and remove it; "
              "the assistant advised steady thermostat settings, checking the backup heat lockout temperature, fan settings, filters, keeping the outdoor unit clear, annual service, normal defrost cycles, "
              "a removal certificate, telling the insurer and capping the fill pipe; tank removal booked for 20 May 2025; the insurance premium drops $180 a year once it's gone.",
   "procedures": [{"name": "Running a cold-climate heat pump", "steps": ["Keep a steady temperature, small setbacks only", "Set the backup heat lockout temperature", "Clean the filter every 1-3 months",
                   "Keep the outdoor unit clear of snow and ice", "Annual service"]},
                  {"name": "Removing an old oil tank", "steps": ["Pump out and remove", "Get a certificate", "Tell the home insurer", "Cap the fill pipe and vent"]}],
   "decisions": [{"decision": "Redfish Environmental to remove the oil tank on 20 May 2025 for $1,450", "rationale": "No longer heating with oil; insurers and buyers ask; lower premium"}],
   "outcomes": ["Heat pump installed 28-30 April 2025", "Heat pump and panel $21,600", "Rebates expected about $8,000", "Insurance premium down $180 a year"]}),
 ("2025-06-15", "Replacing my Honda Fit with a work van", [
   ("user", "My 2011 Honda Fit has 310,000 km on it and the mechanic says it needs $2,800 of work: CV joints, exhaust and a rusty rear subframe. I think it's time. I use it about 70% for work: hauling paint, brushes, a 16-foot extension ladder and a step ladder to jobs in Nelson, Castlegar, Kaslo and Rossland. "
            "Two options:\n"
            "- A 2018 Nissan NV200 cargo van, private sale in Rossland, $19,500, 142,000 km.\n"
            "- A 2022 Toyota Tacoma at a dealer, $46,000.\n"
            "I have about $25,000 I could put towards it. What would you do?"),
   ("assistant", "The Fit has earned its retirement! Here's how the two compare for your kind of work.\n\n"
                 "## The NV200\n"
                 "**Pros**\n"
                 "- **Enclosed, lockable space:** your paints, gold leaf and brushes stay dry and secure.\n"
                 "- **Heated in winter:** enamels and water-based paints must not freeze, and a van you can warm up keeps them usable. In a pickup bed, even under a canopy, they'd freeze overnight.\n"
                 "- **Cheaper to buy and run,** and within your budget without a loan.\n"
                 "- **Ladders fit on a roof rack** easily.\n\n"
                 "**Cons**\n"
                 "- Front-wheel drive only: you'll need **good winter tires**, which in BC are required on many highways from October to April anyway.\n"
                 "- Private sale: no warranty and **no GST input tax credit**, since a private seller doesn't charge GST.\n\n"
                 "## The Tacoma\n"
                 "**Pros:** 4x4, tough, holds its value very well.\n"
                 "**Cons:** nearly double the price and over your budget, an open bed for materials that need to stay dry and warm, and more fuel.\n\n"
                 "## My suggestion\n"
                 "For a sign painter, **a small cargo van suits the work better**, and the NV200 fits your budget. But buy it only if it passes a **pre-purchase inspection**:\n"
                 "1. **Have an independent mechanic inspect it,** especially for rust on the frame and underbody, the transmission (the NV200 uses a CVT), and the brakes.\n"
                 "2. **Get the vehicle history:** ICBC can provide a claims history for BC vehicles, and check for liens so you don't inherit someone's loan.\n"
                 "3. **Test drive on hills** with some weight in the back.\n"
                 "4. **Budget for the extras:** a ladder rack, shelving, winter tires.\n\n"
                 "## Business use\n"
                 "At 70% business use, you can claim that share of the running costs and capital cost allowance. **Keep a mileage log** from day one; it's what the CRA asks for."),
   ("user", "The NV200 it is, if it passes. The inspection is booked at Hall Street Auto on 20 June."),
   ("assistant", "Good plan. Ask Hall Street to put the van on a hoist and photograph the underside for you. If anything serious shows up, be prepared to walk away: there'll be other vans.")],
  {"summary": "The user's 2011 Honda Fit has 310,000 km and needs $2,800 of work; she uses it 70% for work (paint, ladders) around Nelson, Castlegar, Kaslo and Rossland; options: a 2018 Nissan NV200 cargo van, private sale in Rossland, $19,500, 142,000 km, "
              "or a 2022 Toyota Tacoma at a dealer, $46,000; she has about $25,000; "
              "the assistant recommended a small cargo van (enclosed, lockable, paints don't freeze, in budget) over the Tacoma, subject to a pre-purchase inspection (rust, CVT, brakes), vehicle history and lien check, and suggested winter tires, a ladder rack and a mileage log; "
              "the user chose the NV200 if it passes inspection at Hall Street Auto on 20 June 2025.",
   "procedures": [{"name": "Buying a used work van privately", "steps": ["Independent pre-purchase inspection", "Vehicle history and lien check", "Test drive with weight on hills",
                   "Budget for ladder rack, shelving and winter tires", "Keep a mileage log"]}],
   "decisions": [{"decision": "Buy the 2018 Nissan NV200 if it passes inspection", "rationale": "Enclosed, heated space for paint, within budget; the Tacoma is nearly double the price"}],
   "outcomes": ["Inspection booked 20 June 2025 at Hall Street Auto"]}),
 ("2025-07-06", "A different van, and where to put the rebate money", [
   ("user", "The NV200 failed the inspection: serious rust on the rear frame and a leak from the transmission. Hall Street told me to walk away, so I did. "
            "In the end I bought a 2021 Ram ProMaster City from Waneta Motors in Trail, 61,000 km, $31,900 plus taxes. They gave me $1,200 for the Fit, and a ladder rack cost another $1,100. More than I wanted, but it's a lovely van.\n\n"
            "Now the good bit: the heat pump rebates came through on 2 July, $7,250 in total. Not the $8,000 we were told: the Nelson Hydro part was $1,250 instead of $2,000 because our unit was one size below their top tier. "
            "What should I do with it? Odile has an RESP with about $14,000 in it, but we skipped contributing in 2023. I have a TFSA with about $9,000 and an RRSP with $31,000. My net business income last year was about $52,000."),
   ("assistant", "Sorry the NV200 didn't work out, but walking away from a rusty frame was the right call, and a ProMaster City with low kilometres from a dealer has its advantages: you pay GST, but you can claim an input tax credit on the business portion.\n\n"
                 "## Where to put $7,250\n"
                 "*General information only; a fee-only planner or your accountant can tailor this.*\n\n"
                 "### 1. Odile's RESP first\n"
                 "- The federal **Canada Education Savings Grant (CESG)** adds **20% on the first $2,500** contributed each year: $500 a year.\n"
                 "- Unused grant room carries forward, and you can catch up **one extra year at a time**, so contributing **$5,000 this year** gets **$1,000 in grant**, covering 2025 and the year you skipped.\n"
                 "- That's an instant 20% return that no other option matches.\n\n"
                 "### 2. Then your TFSA, as an emergency fund\n"
                 "- As a self-employed person with no sick pay, a cash cushion of **three to six months of expenses** matters more than for most people.\n"
                 "- A TFSA holding a high-interest savings account or GICs keeps it tax-free and accessible.\n\n"
                 "### 3. RRSP later\n"
                 "- At a net income around $52,000, your RRSP deduction is worth a moderate amount. It becomes more valuable in years when your income is higher, so you can keep the room for a good year.\n\n"
                 "### 4. Mortgage prepayment\n"
                 "- At 3.89%, a prepayment is a guaranteed return of 3.89%. Reasonable, but the RESP grant and an emergency fund come first.\n\n"
                 "## Suggested split\n"
                 "- **$5,000 to Odile's RESP** (grant: $1,000)\n"
                 "- **$2,250 to your TFSA** emergency fund"),
   ("user", "Done exactly like that: $5,000 into the RESP and $2,250 into my TFSA. Odile wants to know if the grant means she can have a pony. It does not."),
   ("assistant", "The grant is very firmly for tuition, not ponies. In a few years you'll be glad of that $1,000. Enjoy the new van!")],
  {"summary": "The 2018 Nissan NV200 failed its pre-purchase inspection (rear frame rust and a transmission leak) and the user walked away; she bought a 2021 Ram ProMaster City from Waneta Motors in Trail, 61,000 km, $31,900 plus taxes, $1,200 trade-in for the Honda Fit, ladder rack $1,100; "
              "the heat pump rebates arrived on 2 July 2025: $7,250, below the expected $8,000 because the Nelson Hydro part was $1,250 instead of $2,000; "
              "Odile's RESP holds about $14,000 with 2023 skipped; TFSA about $9,000, RRSP $31,000, net business income about $52,000; "
              "the assistant recommended the RESP first for the 20% CESG grant with a one-year catch-up ($5,000 for $1,000 of grant), then a TFSA emergency fund, RRSP later, mortgage prepayment last; "
              "she put $5,000 in the RESP and $2,250 in her TFSA.",
   "decisions": [{"decision": "Walked away from the NV200", "rationale": "Failed the inspection: rear frame rust and a transmission leak"},
                 {"decision": "Bought a 2021 Ram ProMaster City from Waneta Motors in Trail for $31,900 plus taxes", "rationale": "Low kilometres, dealer sale"},
                 {"decision": "$5,000 of the rebate to Odile's RESP and $2,250 to the TFSA", "rationale": "20% CESG grant with catch-up; emergency fund for a self-employed person"}],
   "outcomes": ["Heat pump rebates $7,250 received 2 July 2025", "Fit traded in for $1,200", "Ladder rack $1,100"]}),
 ("2025-08-17", "Mum is moving into a seniors' residence", [
   ("user", "Mum has decided she doesn't want to live alone in the house any more. She's walking with a cane but nervous about another winter of ice. She's taking an apartment at Résidence Beauséjour in Dieppe: independent living with meals, $3,650 a month, from 1 October. "
            "Rémi is dealing with the realtor for her bungalow. I'm flying out on 26 September and back on 5 October to help her move. She's insisting on taking her old Heintzman upright piano, and the residence says it can go in the common room, so it's going.\n\n"
            "Home news: Tuba finished rehab in July, she's 46 kg and back on short hikes, and Odile turned 12 last month and starts grade 7 in September. "
            "How do I help Mum downsize from a three-bedroom house to one bedroom without it being awful?"),
   ("assistant", "That's a big, brave decision for your mum, and good news about Tuba and Odile. Downsizing after 40-odd years in a house is emotional as much as practical. Here's an approach that tends to go more gently.\n\n"
                 "## Before you arrive\n"
                 "1. **Get the floor plan** of her new apartment and measure the rooms, so she can decide what fits before anyone lifts a box.\n"
                 "2. **Let her choose first:** the furniture and the dozen or so objects that make a place feel like home (photos, the piano, her favourite chair).\n"
                 "3. **Agree categories with Rémi:** keep, give to family, sell, donate, recycle.\n\n"
                 "## During the move\n"
                 "1. **One room at a time,** in short sessions; an hour or two a day is plenty for her.\n"
                 "2. **Family items first:** offer them to you, Rémi and the grandchildren before anything goes to charity.\n"
                 "3. **Photograph things she can't keep** but wants to remember.\n"
                 "4. **Book the movers** and the piano movers separately: pianos need specialists.\n"
                 "5. **Set up the new apartment before the first night** with her bed made, photos up and the kettle working.\n\n"
                 "## The paperwork\n"
                 "- **Read the residence contract** with her: what the $3,650 includes (meals, cleaning, activities), how much fees can rise each year, the notice period, and what happens if she needs more care later.\n"
                 "- **Change of address:** Canada Post forwarding, her bank, pension, the province's health card, doctor and pharmacy.\n"
                 "- **Selling the bungalow:** Rémi and the realtor can handle it; an empty, clean house usually shows better.\n\n"
                 "## The emotional side\n"
                 "- **Expect a dip** in the first month; new routines take time.\n"
                 "- **Encourage her to join** one activity or meal table in the first week.\n"
                 "- **Plan regular calls**, and a visit at Christmas if you can."),
   ("user", "I'll get the floor plan this week. Rémi's daughter is taking the dining table."),
   ("assistant", "Perfect, that's exactly the kind of thing that makes it easier: the table stays in the family. Good luck with the move in September.")],
  {"summary": "The user's mother, walking with a cane and nervous about another icy winter, is moving into Résidence Beauséjour in Dieppe (independent living with meals, $3,650 a month) from 1 October 2025; Rémi handles the sale of her bungalow; "
              "the user flies out 26 September to 5 October 2025 to help; Tuba finished rehab in July, weighs 46 kg and is back on short hikes; Odile turned 12 in July and starts grade 7; "
              "the assistant suggested a floor plan, letting her choose first, categories, one room at a time, family items first, photos, specialist piano movers, setting up the new place before the first night, reading the residence contract, change of address, and expecting a dip in the first month; "
              "Rémi's daughter is taking the dining table.",
   "procedures": [{"name": "Helping a parent downsize", "steps": ["Get the floor plan and measure", "Let her choose what to keep first", "Agree categories with siblings",
                   "One room at a time in short sessions", "Offer family items first", "Book piano movers separately", "Set up the new apartment before the first night", "Read the residence contract", "Change of address"]}],
   "decisions": [{"decision": "Mum moves into Résidence Beauséjour in Dieppe from 1 October 2025", "rationale": "Doesn't want to live alone through another icy winter"}],
   "outcomes": ["Residence $3,650 a month", "Tuba 46 kg, rehab finished", "Flight to Moncton 26 September to 5 October 2025"]}),
 ("2025-09-14", "Raising my rate again, and quoting a big mural", [
   ("user", "Work is mad. I'm booked until mid-November. My first GST return (October to December 2024) went in back in April and I owed $412 on the quick method, which was fine. "
            "I've put my rate up again, to $95 an hour from 1 September, and so far nobody has blinked.\n\n"
            "Now I've been asked to paint a mural on the side wall of Cottonwood Brewing: about 40 by 16 feet, facing the street. They want it for their fifth anniversary next spring. How do I price something that size? I've only done walls up to about 10 by 8."),
   ("assistant", "Being booked two months ahead is a strong sign the new rate is right. Congratulations on the mural invitation; a wall that size is a great portfolio piece.\n\n"
                 "## Pricing a 40 x 16 ft mural (640 sq ft)\n\n"
                 "### Two ways to check your number\n"
                 "1. **By the hour:** estimate design time, wall prep, painting days and clean-up, then multiply by your rate. Large walls often take longer than people think: scaffolding moves, weather days, touch-ups.\n"
                 "2. **By the square foot:** muralists commonly quote somewhere in the range of $15 to $35 per square foot for commercial work, depending on complexity and region. At 640 sq ft, that's roughly $9,600 to $22,400.\n\n"
                 "### Don't forget\n"
                 "- **Design fee** (or make the design part of the deposit), with a set number of revisions.\n"
                 "- **Materials:** exterior mural paint, primer, anti-graffiti or UV clear coat.\n"
                 "- **Equipment:** scaffolding or a lift rental for a 16-foot wall.\n"
                 "- **An assistant** for the big blocking-in days.\n"
                 "- **GST** on top.\n\n"
                 "## The contract\n"
                 "1. **Deposit:** 30 to 50% on signing, which covers design and materials.\n"
                 "2. **Payment schedule:** for example, a further payment when the wall is blocked in, the balance on completion.\n"
                 "3. **Weather clause:** exterior paint needs dry days above about 10 °C, so agree a painting window rather than a fixed date.\n"
                 "4. **Wall condition:** who is responsible for repairs and prep if the surface is poor.\n"
                 "5. **Rights:** you keep the copyright and the right to photograph it; they get the right to display it. Ask them not to alter it without talking to you.\n\n"
                 "## Insurance\n"
                 "Check that your commercial general liability insurance covers working at height and on scaffolding, and whether the brewery needs to be named on the certificate."),
   ("user", "I quoted $14,500 plus GST with a 40% deposit, painting window mid-May to mid-June 2026, and they signed on Friday. I'm hiring my friend Joss for the blocking-in."),
   ("assistant", "Brilliant, congratulations! Order the scaffold early for May, and book the design sessions with the brewery over the winter so you start the season with an approved drawing.")],
  {"summary": "The user is booked until mid-November; her first GST return (October-December 2024) was filed in April 2025; she raised her rate to $95 an hour from 1 September 2025; "
              "Cottonwood Brewing asked her to paint a 40 x 16 ft mural on its side wall for its fifth anniversary next spring; "
              "the assistant explained pricing by the hour and by the square foot ($15-35 per sq ft commercially), design fee, materials, scaffolding, an assistant and GST, contract terms (deposit, payment schedule, weather clause, wall condition, rights) and liability insurance at height; "
              "she quoted $14,500 plus GST with a 40% deposit, painting mid-May to mid-June 2026, and Cottonwood Brewing signed; she is hiring her friend Joss.",
   "procedures": [{"name": "Pricing and contracting a large mural", "steps": ["Estimate by the hour", "Check by the square foot", "Add design, materials, scaffolding, an assistant and GST",
                   "Deposit 30-50%", "Payment schedule", "Weather clause and painting window", "Wall condition and rights", "Check liability insurance at height"]}],
   "decisions": [{"decision": "Hourly rate raised to $95 from 1 September 2025", "rationale": "Booked until mid-November"},
                 {"decision": "Mural for Cottonwood Brewing at $14,500 plus GST, 40% deposit", "rationale": "Large portfolio piece; priced within the per-square-foot range"}],
   "outcomes": ["Mural contract signed, painting mid-May to mid-June 2026"]}),
 ("2025-10-05", "Getting the heat pump ready for winter, and buying touring skis", [
   ("user", "Back from Moncton today. Mum moved into Résidence Beauséjour on 1 October and she already has a table of friends at dinner. The Heintzman is in the common room and she played it the first evening.\n\n"
            "First proper winter with the heat pump coming. It was great as air conditioning in August and our Nelson Hydro bills have been fine. Redfish took the oil tank out on 20 May. "
            "But the outdoor unit sits right under the eave at the back, and Kieran's worried about snow sliding off the roof onto it. He wants to build a little roof over it. Good idea?\n\n"
            "And skiing: I toured six days last winter on rentals at $55 a day. There's a ski swap at Snowpack Sports on 1 November. A used touring setup is about $1,150, or about $2,400 new. Worth buying?"),
   ("assistant", "So glad your mum has settled in so quickly, and that the piano made it!\n\n"
                 "## Protecting the outdoor unit\n"
                 "Kieran's instinct is right: roof snow sliding onto an outdoor unit can bend the fan guard, crush the coil or bury the unit so it can't breathe or drain.\n\n"
                 "### If he builds a cover\n"
                 "1. **Leave plenty of space above the unit:** at least 60 cm, more if the manufacturer says so, so warm, moist air isn't trapped and recirculated.\n"
                 "2. **Keep the sides open.** A roof, not a box: the unit needs airflow all round.\n"
                 "3. **Make it strong enough for a heavy slide of wet snow,** with a pitch that sheds snow away from the unit.\n"
                 "4. **Check the stand height:** the unit should sit above the typical snow depth so defrost water drains away and doesn't freeze into an ice block underneath.\n"
                 "5. **Ask Glacier** before building, so the warranty isn't affected; some manufacturers sell approved snow hoods.\n\n"
                 "### Also before winter\n"
                 "- A **snow guard or ice rail** on the roof above can stop the slide in the first place.\n"
                 "- Clean the filter and book the annual service if it's due.\n\n"
                 "## Touring skis: buy or keep renting?\n"
                 "- Last winter: 6 days x $55 = **$330**.\n"
                 "- A used setup at **$1,150** pays for itself in about **21 days of rentals**, roughly three to four seasons at your current pace, and you'll probably tour more now you've started.\n"
                 "- **Boots matter most.** Try on boots first and get them fitted; if the used boots at the swap don't fit well, buy boots new and the skis and bindings used.\n"
                 "- **Check used bindings** are compatible with your boots and have been serviced; check the skins' glue.\n"
                 "- New at $2,400 only makes sense if you're sure you'll tour a lot.\n\n"
                 "My suggestion: go to the swap with Kieran, get boots fitted first, and buy the used setup if the boots fit."),
   ("user", "Plan: boots fitted new at Snowpack Sports, skis and bindings from the swap. Kieran's already drawing the roof for the heat pump."),
   ("assistant", "A good plan on both counts. Enjoy the first snow, and send Kieran's drawing to Glacier before he starts cutting wood.")],
  {"summary": "The user's mother moved into Résidence Beauséjour on 1 October 2025 and has settled well; her Heintzman piano is in the common room; the user returned from Moncton on 5 October; "
              "the heat pump worked well as air conditioning; Redfish Environmental removed the oil tank on 20 May 2025; the outdoor unit sits under the back eave and Kieran wants to build a roof over it; "
              "the assistant agreed and advised at least 60 cm clearance above, open sides, a strong shedding pitch, a raised stand, checking with Glacier for the warranty, a snow guard on the roof and the annual service; "
              "she toured six days last winter on $55-a-day rentals; the assistant worked out that a used $1,150 setup pays for itself in about 21 rental days and suggested fitting boots first; "
              "she will buy boots new at Snowpack Sports and skis and bindings at the 1 November ski swap.",
   "procedures": [{"name": "Protecting a heat pump's outdoor unit from roof snow", "steps": ["Build a roof, not a box, with open sides", "At least 60 cm clearance above", "Strong enough for sliding snow",
                   "Raise the unit above snow depth", "Check with the installer for the warranty", "Snow guard on the roof"]}],
   "decisions": [{"decision": "Kieran will build a roof over the heat pump's outdoor unit", "rationale": "Snow sliding off the roof could damage it"},
                 {"decision": "Buy touring boots new and skis and bindings used at the Snowpack Sports swap", "rationale": "Used setup pays for itself in about 21 rental days; boots matter most"}],
   "outcomes": ["Oil tank removed 20 May 2025", "Mum settled at Résidence Beauséjour"]}),
]

QUESTIONS_90 = [
 # single facts the user said about herself, her family, her pets and things she owns
 ("How old am I?", "43"),
 ("What do I do for work?", "sign painter (self-employed, in Nelson, BC)"),
 ("What's my business called?", "Arsenault Signs"),
 ("What's our dog called?", "Tuba (a Bernese mountain dog)"),
 ("What does Kieran do for work?", "ski patroller at Whitewater in winter, carpenter in summer"),
 ("How old is Odile?", "12 (she turned 12 in July 2025)"),
 ("What heated our house before the heat pump?", "an oil furnace (from 1994)"),
 ("Who's our vet?", "Dr. Whitcombe at Baker Street Veterinary Clinic"),
 ("Who's my mortgage broker?", "Harjit Gill"),
 ("Who's my accountant?", "Margit Sorensen"),
 ("Where did my avalanche beacon come from?", "Kieran found it at the ski patrol's gear swap (a 2019 Barryvox, $250)"),
 # when
 ("When did my GST registration take effect?", "1 October 2024"),
 ("When was my avalanche course?", "18-19 January 2025"),
 ("When did Tuba have her knee surgery?", "11 March 2025"),
 ("When did Mum break her hip?", "2 April 2025"),
 ("When was the heat pump installed?", "28-30 April 2025"),
 # how much
 ("How much did Tuba's surgery cost in the end?", "$7,350"),
 ("How much did we get back in heat pump rebates?", "$7,250"),
 # lists across chats
 ("Which companies quoted for the heat pump?", "Kootenay Comfort Heating ($21,800), Kokanee Mechanical ($18,900), Glacier Home Energy ($17,400)"),
 ("Which companies did work on the house to get us off oil?", "Ridgeline Electric (panel upgrade), Glacier Home Energy (heat pump), Redfish Environmental (oil tank removal)"),
 ("Where has Tuba been treated for her knee?", "Baker Street Veterinary Clinic, Okanagan Veterinary Referral Hospital in Kelowna, Kootenay Canine Rehab in Castlegar"),
 ("What vehicles did I look at to replace the Fit?", "2018 Nissan NV200, 2022 Toyota Tacoma, 2021 Ram ProMaster City (bought)"),
 ("When have I flown out to Moncton this year?", "9-23 April 2025 (Mum's hip), 26 September to 5 October 2025 (Mum's move)"),
 ("What hourly rates have I charged?", "$75, $85 from January 2025, $95 from September 2025"),
 # latest value of something that changed
 ("What's my hourly rate now?", "$95 (since 1 September 2025)"),
 ("Who installed our heat pump in the end?", "Glacier Home Energy"),
 ("What's our mortgage rate now?", "3.89% (3-year fixed with Westhaven Trust)"),
 ("What do I drive now?", "a 2021 Ram ProMaster City"),
 # yes/no
 ("Do we have pet insurance for Tuba?", "No"),
 ("Did I buy the NV200?", "No"),
 ("Did Mum take her piano to the residence?", "Yes (it's in the common room)"),
 # why
 ("Why was Tuba's surgery moved?", "the surgeon was ill"),
 ("Why did we switch from Kokanee Mechanical to Glacier?", "Kokanee's lead installer quit and they pushed the install to June; Glacier could do 28-30 April"),
 ("Why didn't I buy the NV200?", "it failed the pre-purchase inspection: rear frame rust and a transmission leak"),
 # what the assistant told or recommended
 ("What did you say had to happen before any heat pump work to keep the rebates?", "an EnerGuide pre-retrofit evaluation by an energy advisor"),
 ("What did you recommend I do with the rebate money first?", "put it in Odile's RESP for the 20% CESG grant"),
 # inference
 ("Would Kieran be pleased I'm getting into ski touring?", "Likely yes"),
 ("Would we go back to heating with oil?", "Likely no"),
 # not in the archive
 ("What does my brother Rémi do for work?", "Not mentioned in my chats"),
 ("What's the name of Odile's school?", "Not mentioned in my chats"),
]


def assistant_chats_37_at(folder):
    """The archive of CHATS_90 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a37c", CHATS_90, "chatgpt")


@pytest.fixture(scope="module")
def assistant_chats_37(tmp_path_factory):
    return assistant_chats_37_at(tmp_path_factory.mktemp("assistant37"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_90, "assistant 37")


def test_the_archive_finds_the_dog(assistant_chats_37):
    assert assistant_chats_37.search("Tuba").results
