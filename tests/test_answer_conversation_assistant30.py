"""A thirtieth written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind with its questions and gold answers before any run of
`kbsearch answer` on it, and without reading the answer rules. Its questions are read by the
developers after its first measure. A viticulturist in Paarl, South Africa, Anneke Marais, 41, who
works at Suurvlei Wine Estate and lives with her husband Riaan, who owns a bicycle shop, their
children Liezl and Pieter, and Biltong, a rescue Staffie. She chats with ChatGPT from January to
September 2025: solar panels and a battery for the house (three quotes, an installation date that
slips, a final invoice above the quote, the municipal registration and the bills that follow),
Biltong's biliary and his tick treatment (switched later), her mother Elsa's broken wrist, a second
fall and a move from Robertson to a retirement village in Paarl (refused, then agreed, on a date
that moves), training for a first trail race (a 21 km entry dropped to 12 km after shin splints),
Liezl's braces, and money decisions (the access bond rather than the two-pot savings pot, a
tax-free savings account whose debit order goes up, extra bond payments), with facts the user
updates later (the solar cost, the move date, the race distance, the tick treatment).
bench/answer_conversations.py asks every question ("assistant 30")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_76 = [
 ("2025-01-12", "Solar and a battery for our house in Paarl: is this quote fair?", [
   ("user", "Hi! Some background first. I'm Anneke, I'm 41 and I'm the viticulturist at Suurvlei Wine Estate outside Paarl, so from the end of January until about April I more or less live in the vineyards for harvest. "
            "My husband Riaan owns a bicycle shop, Berg River Cycles on Main Road, and we have two kids, Liezl (13) and Pieter (9). We live in a 1970s three-bedroom house in Paarl with a big north-facing roof and a pool.\n\n"
            "We want solar with a battery before winter. Our Drakenstein municipal electricity bill is about R2,900 a month in summer and R3,600 in winter, and after the years of load shedding I never want to sit in the dark again. "
            "The first quote, from SunVolt Boland, is R128,000 installed: an 8 kW Sunsynk hybrid inverter, a 10 kWh lithium battery and 12 x 550 W panels. Is that reasonable?\n\n"
            "And how should we pay? We have about R60,000 in savings, there's R150,000 available on our access bond, and a colleague says I can take money out of my two-pot savings pot now."),
   ("assistant", "Solar with a battery is one of the most common home upgrades in South Africa at the moment, and with a big north-facing roof you're well placed. I can't inspect your house or see current prices, "
                 "but here's how to judge the quote and the money side.\n\n"
                 "## Is the system the right size?\n"
                 "- **12 x 550 W panels = 6.6 kWp.** In the Western Cape that typically produces around 25 to 33 kWh on a clear summer day, and roughly half that on a short winter day.\n"
                 "- **An 8 kW inverter** can run the kettle, the oven and the pool pump at the same time, with room to add a few panels later.\n"
                 "- **A 10 kWh battery** usually carries a family through the evening and a load-shedding slot or two, but not a whole cloudy day.\n"
                 "- **Your bills** (R2,900 to R3,600 a month) suggest roughly 800 to 1,000 kWh a month, so this size fits your house.\n\n"
                 "## Is R128,000 reasonable?\n"
                 "It's within the range South African households commonly report for a system of this size with a well-known brand like Sunsynk, but one quote on its own doesn't tell you much. "
                 "When you compare quotes, check that each one includes:\n"
                 "1. **Brands and warranties:** the inverter (often 5 to 10 years), the battery (often 10 years) and the panels (often a 25-year performance warranty).\n"
                 "2. **A Certificate of Compliance (CoC)** from a registered electrician. Your insurer and the municipality will both ask for it.\n"
                 "3. **Registration with Drakenstein Municipality.** Grid-tied systems have to be registered as small-scale embedded generation (SSEG), even if you never export. Ask whether the installer does the paperwork and whether it's in the price.\n"
                 "4. **Mounting, cabling, surge protection and isolators,** and how far the inverter will be from your distribution board: long cable runs are a common extra.\n"
                 "5. **A workmanship guarantee,** and who you phone when something goes wrong.\n\n"
                 "## Paying for it: your three options\n\n"
                 "### 1. Savings (R60,000)\n"
                 "No interest to pay, but I wouldn't use all of it: keep at least three months of expenses as an emergency fund.\n\n"
                 "### 2. The access bond (R150,000 available)\n"
                 "Usually the cheapest borrowing you have, because it's at your home loan rate. The catch: if you simply leave it there, you'll repay the solar over the remaining term of the bond. "
                 "**If you use it, add an extra monthly payment** so the system is paid off in a few years. The electricity savings can fund much of that.\n\n"
                 "### 3. The two-pot savings pot\n"
                 "I'd avoid this one:\n"
                 "- Withdrawals are **taxed at your marginal rate,** so a good part of it goes to SARS.\n"
                 "- The savings pot was seeded with only 10% of your retirement savings, up to R30,000, so it wouldn't cover much of the system anyway.\n"
                 "- It takes money out of your retirement, where it would otherwise grow for another twenty-odd years.\n\n"
                 "### A note on tax\n"
                 "The solar panel tax rebate (25% of the cost of new panels, up to R15,000) only applied to panels installed between March 2023 and February 2024, so you can't claim it now.\n\n"
                 "## My suggestion\n"
                 "1. **Get at least two more written quotes** with the same brief.\n"
                 "2. **Finance it from the access bond,** keep your savings as an emergency fund, and add an extra monthly payment to the bond.\n"
                 "3. **Leave the two-pot savings pot alone.**\n"
                 "4. **Book the installation for after harvest,** so you're around for the handover and can learn how the system works.\n\n"
                 "*This is general information, not financial advice; your bank and a registered installer can confirm the details.*"),
   ("user", "Riaan says absolutely not to the retirement money, he's adamant about that, so it's the access bond. I'll ask two more installers to quote. Riaan's asking his customers at the shop who they used."),
   ("assistant", "Sounds like a plan. Give all three installers the same brief: your monthly usage, the pool pump, the same battery size, and ask each to include the CoC and the SSEG registration in the price. "
                 "A recommendation from someone local who has lived with their system for a year is worth a lot. Good luck with harvest!")],
  {"summary": "The user, Anneke, 41, is the viticulturist at Suurvlei Wine Estate outside Paarl, South Africa, busy with harvest from late January to April; her husband Riaan owns a bicycle shop; children Liezl, 13, and Pieter, 9; "
              "a 1970s three-bedroom house in Paarl with a north-facing roof and a pool; Drakenstein electricity bill about R2,900 a month in summer and R3,600 in winter; "
              "first solar quote from SunVolt Boland: R128,000 for an 8 kW Sunsynk hybrid inverter, a 10 kWh lithium battery and 12 x 550 W panels; "
              "the assistant said the size fits (6.6 kWp), listed what a quote should include (brands and warranties, a CoC, SSEG registration with Drakenstein Municipality, cabling and surge protection, a workmanship guarantee), "
              "advised keeping the R60,000 savings as an emergency fund, using the access bond with extra repayments, and not the two-pot savings pot (taxed at the marginal rate, small seed, retirement money); "
              "the solar panel rebate ended in February 2024; Riaan refuses to touch retirement money, so they will use the access bond and get two more quotes.",
   "procedures": [{"name": "Judging a solar and battery quote", "steps": ["Check the system size against the bills", "Check brands and warranties", "Make sure a CoC is included",
                   "Make sure SSEG registration with the municipality is included", "Check cabling, surge protection and isolators", "Get a workmanship guarantee", "Get at least three written quotes"]}],
   "decisions": [{"decision": "Pay for the solar from the access bond, with extra repayments", "rationale": "Cheapest borrowing; Riaan refuses to touch retirement money; two-pot withdrawals are taxed at the marginal rate"},
                 {"decision": "Get two more solar quotes", "rationale": "Compare with SunVolt Boland's R128,000"}],
   "outcomes": ["First solar quote R128,000 (SunVolt Boland)", "Savings R60,000 kept as an emergency fund"]}),
 ("2025-01-26", "Our Staffie is flat, not eating and has pale gums", [
   ("user", "Sorry, urgent-ish. Our dog Biltong, a six-year-old Staffie we rescued as a puppy, hasn't eaten since yesterday morning. He's lying in his basket, won't even get up for a walk, his gums look pale, almost white, "
            "and his pee this morning was dark orange-brown. We pulled two ticks off him after a walk on Paarl Mountain last weekend. It's Sunday and our usual vet is closed. Can it wait until tomorrow?"),
   ("assistant", "I'm not a vet and can't examine Biltong, but **please don't wait until tomorrow.** Pale gums, not eating, lethargy and dark orange or brown urine after tick bites are the classic signs of "
                 "**biliary (canine babesiosis)**, a tick-borne parasite that destroys red blood cells. It's common in South Africa and can become life-threatening within a day or two.\n\n"
                 "## What to do now\n"
                 "1. **Phone an after-hours or emergency vet now** and tell them you suspect biliary: pale gums, dark urine, ticks last week.\n"
                 "2. **Take him in today.** Keep him calm and warm, and carry him to the car if he's weak.\n"
                 "3. **Don't give him any human medicines** such as paracetamol or ibuprofen: they're toxic to dogs.\n\n"
                 "## What the vet will probably do\n"
                 "- A **blood smear** to look for the parasite, and a check of how anaemic he is (his haematocrit).\n"
                 "- An **injection** of an anti-babesia drug.\n"
                 "- Depending on his red cell count, **a drip or a blood transfusion,** and possibly a night in hospital.\n\n"
                 "## Warning signs on the way\n"
                 "Yellow gums or eyes, collapsing or very fast breathing mean he's getting worse: tell the vet as soon as you arrive.\n\n"
                 "Most dogs that are treated early recover well. Let me know how he gets on."),
   ("user", "Update, same evening: we took him to the after-hours vet at Drakenstein Animal Hospital and the blood smear was positive for biliary. He had an injection and stayed overnight on a drip, R4,850 in total. "
            "He's home now and ate a bit of chicken! How do we stop this happening again?"),
   ("assistant", "That's such good news, and well done for acting quickly. Biliary can come back, so prevention really matters.\n\n"
                 "## Preventing biliary\n\n"
                 "### 1. A tick preventive, all year round\n"
                 "In the Western Cape ticks are active all year. The most effective options are the chewable **isoxazoline** tablets, which kill ticks before they can pass on the parasite:\n"
                 "- **Bravecto:** one chew every 12 weeks.\n"
                 "- **NexGard** or **Simparica Trio:** one chew a month.\n"
                 "- A **Seresto collar** is an alternative for dogs that won't take chews; it lasts up to eight months.\n\n"
                 "Ask your vet which suits Biltong's weight.\n\n"
                 "### 2. Check him after every walk\n"
                 "Run your hands over his ears, between his toes, around his collar and under his legs, especially after Paarl Mountain. Remove ticks with a tick remover, twisting gently, not with your fingers.\n\n"
                 "### 3. Keep the garden tidy\n"
                 "Short grass and cleared leaf litter mean fewer ticks around the house.\n\n"
                 "### 4. Know the signs\n"
                 "If you ever see pale gums, dark urine or lethargy again, go to the vet the same day.\n\n"
                 "### For the next few days\n"
                 "Rest, small frequent meals, plenty of water, and go back for a follow-up blood test if the vet suggested one."),
   ("user", "The vet sold us Bravecto before we left and he had his first chew tonight. Next one due mid-April. He's snoring on Pieter's bed."),
   ("assistant", "Perfect: put the mid-April date in your phone now. Sleep well, Biltong.")],
  {"summary": "The user's dog Biltong, a six-year-old rescue Staffie, was lethargic, not eating, with pale gums and dark orange-brown urine, after two ticks from a walk on Paarl Mountain; "
              "the assistant (not a vet) said not to wait but to take him to an after-hours vet the same day because it sounded like biliary (canine babesiosis), and described what the vet would do and the warning signs; "
              "on Sunday 26 January 2025 the after-hours vet at Drakenstein Animal Hospital confirmed biliary: an injection and an overnight drip, R4,850; "
              "the assistant suggested year-round tick prevention (Bravecto every 12 weeks, NexGard or Simparica Trio monthly, or a Seresto collar), checking him after walks and a tidy garden; "
              "Biltong started on Bravecto, next dose mid-April.",
   "procedures": [{"name": "Preventing biliary in a dog", "steps": ["Year-round tick preventive (chewable isoxazoline or collar)", "Check for ticks after every walk", "Remove ticks with a tick remover",
                   "Keep the garden tidy", "Go to the vet the same day if gums are pale or urine is dark"]}],
   "decisions": [{"decision": "Biltong on Bravecto every 12 weeks", "rationale": "Prevent another bout of biliary; sold by the vet"}],
   "outcomes": ["Biltong treated for biliary, R4,850", "Next Bravecto mid-April 2025"]}),
 ("2025-02-16", "Three solar quotes: which would you choose?", [
   ("user", "Quick one in between picking Shiraz. I now have three solar quotes:\n"
            "- SunVolt Boland: R128,000. Sunsynk 8 kW hybrid inverter, Sunsynk 10 kWh battery, 12 x 550 W JA Solar panels, 5-year workmanship guarantee, CoC and the Drakenstein SSEG paperwork included.\n"
            "- Paarl Power Solutions: R139,500. Deye 8 kW inverter, two 5.12 kWh Pylontech batteries, 12 x 550 W Canadian Solar panels, 10-year workmanship guarantee, but the SSEG registration is R4,500 extra.\n"
            "- Cape Sun Direct (from a Facebook ad): R98,000. An 8 kW inverter and a '10 kWh' battery with no brand names on the quote, a 70% deposit upfront, and nothing about a CoC.\n"
            "One of Riaan's regular customers had SunVolt put a system in at his place in Wellington last year and is very happy with it. Which one would you go with?"),
   ("assistant", "Three quotes with the same system size makes this a fair comparison. Here's how they stack up.\n\n"
                 "## Like-for-like prices\n"
                 "| | Price | With SSEG paperwork | Workmanship |\n"
                 "|---|---|---|---|\n"
                 "| SunVolt Boland | R128,000 | R128,000 | 5 years |\n"
                 "| Paarl Power Solutions | R139,500 | R144,000 | 10 years |\n"
                 "| Cape Sun Direct | R98,000 | unknown | unknown |\n\n"
                 "## SunVolt Boland: R128,000\n"
                 "- The cheapest of the two branded quotes, with **the CoC and the SSEG registration included.**\n"
                 "- Sunsynk inverter and battery from the same brand, so they're designed to work together and there's one warranty to deal with.\n"
                 "- A satisfied local customer who has had the system for a year is a real plus.\n\n"
                 "## Paarl Power Solutions: R139,500 (R144,000 with SSEG)\n"
                 "- A good specification and a longer workmanship guarantee, and two Pylontech batteries can be easier to extend later.\n"
                 "- But it's R16,000 more once the paperwork is added.\n\n"
                 "## Cape Sun Direct: R98,000\n"
                 "Several red flags:\n"
                 "1. **No brand names** means you can't check the warranty, the quality or whether the inverter is on the municipality's approved list.\n"
                 "2. **A 70% deposit upfront** leaves you with all the risk if they disappear.\n"
                 "3. **No mention of a CoC:** without one your insurer may refuse a claim, and you can't register the system.\n\n"
                 "## My suggestion\n"
                 "On what you've described, **SunVolt Boland looks like the best value**, provided that:\n"
                 "1. The deposit is no more than 30 to 50%, with the balance due on commissioning and handover of the CoC.\n"
                 "2. The quote lists the exact models, the battery warranty and what happens if the distribution board is far from the inverter.\n"
                 "3. You get the installation date in writing.\n\n"
                 "*I'm not an electrician: ask each installer to explain anything you're unsure about.*"),
   ("user", "We're going with SunVolt. They want a 30% deposit, R38,400, which I've paid from the access bond, and the installation is booked for Monday 24 March, after harvest."),
   ("assistant", "Great choice, and good timing: by 24 March the grapes should be in and you'll be able to be there for the handover. Ask them to walk you through the app and the inverter settings before they leave.")],
  {"summary": "Three solar quotes: SunVolt Boland R128,000 (Sunsynk 8 kW inverter, Sunsynk 10 kWh battery, 12 x 550 W JA Solar panels, 5-year workmanship, CoC and SSEG paperwork included), "
              "Paarl Power Solutions R139,500 (Deye 8 kW, two 5.12 kWh Pylontech batteries, Canadian Solar panels, 10-year workmanship, SSEG R4,500 extra), "
              "Cape Sun Direct from a Facebook ad R98,000 (no brand names, 70% deposit, no CoC); a customer of Riaan's in Wellington is happy with SunVolt; "
              "the assistant compared them like for like, flagged Cape Sun Direct and suggested SunVolt Boland as the best value with a modest deposit, exact models and a written date; "
              "the user chose SunVolt, paid a 30% deposit of R38,400 from the access bond, installation booked for Monday 24 March 2025, after harvest.",
   "decisions": [{"decision": "SunVolt Boland to install the solar for R128,000, on 24 March 2025", "rationale": "Cheapest branded quote with the CoC and SSEG registration included; a customer of Riaan's is happy with them"}],
   "outcomes": ["Deposit R38,400 paid from the access bond", "Cape Sun Direct rejected"]}),
 ("2025-03-09", "My mother fell and broke her wrist", [
   ("user", "My mother, Elsa, fell in her garden in Robertson yesterday afternoon. She tripped over the hosepipe and broke her left wrist. The hospital in Worcester set it and put it in a cast, no surgery needed, six weeks in plaster. "
            "She's 71 and has lived alone since my father died three years ago. My brother Gerrie lives in Johannesburg, so it's up to me, and I'm in the middle of harvest at Suurvlei (we're picking Chenin blanc all this week). "
            "At least she's right-handed. How do I help her, and should she come and stay with us?"),
   ("assistant", "I'm sorry, that's a fright for both of you, and the timing with harvest is hard. Here's a way to think it through.\n\n"
                 "## The first week\n"
                 "1. **Pain and swelling:** keep the arm raised on a cushion above heart level and take the pain relief the hospital gave her as prescribed.\n"
                 "2. **Watch the fingers:** if they go numb, white or blue, or the cast feels too tight, she should go back to the hospital straight away.\n"
                 "3. **The follow-up appointment:** make sure you know when the fracture clinic wants to see her, and who will drive her. She can't drive in a cast.\n\n"
                 "## Managing with one hand\n"
                 "- Slip-on shoes, front-opening clothes and a long-handled sponge.\n"
                 "- Pre-cut meals, a kettle tipper or a small kettle, and easy-open containers.\n"
                 "- A plastic cast cover for showering; a shower chair makes it safer.\n\n"
                 "## Should she come to you?\n"
                 "**Staying with you** means meals, company and someone there at night, which is a lot of support for six weeks. But think about:\n"
                 "- A room on the ground floor, with a clear path to the bathroom at night.\n"
                 "- Biltong: an excited dog and a 71-year-old with one arm in plaster can be a risky mix.\n"
                 "- Whether she'll be lonely in your house while you're in the vineyards all day.\n\n"
                 "**Staying at home** works if someone can call in every day, help with shopping and cooking, and she has a way to call for help.\n\n"
                 "## Why this fall matters\n"
                 "A wrist fracture from a simple trip after 65 is often the first sign of **osteoporosis.** When she's settled, ask her GP about a **bone density scan (DEXA)** and a falls assessment. "
                 "Treating weak bones now lowers the risk of a much more serious hip fracture later.\n\n"
                 "## Make her home safer before she goes back\n"
                 "- Hosepipes coiled on a reel, rugs removed or taped down, good lighting on the way to the bathroom.\n"
                 "- Grab rails in the shower and by the toilet.\n\n"
                 "## And you\n"
                 "Harvest plus a parent who needs help is a lot. Ask Gerrie for something specific he can do from Johannesburg: paying for help, phoning her every day or booking appointments."),
   ("user", "She's coming to us on Saturday 15 March for the six weeks. Pieter has given her his room (he's camping in the study and thinks it's a great adventure) and Gerrie is paying for a helper in Robertson once a week "
            "to keep the house clean and water her roses. She's already worried Biltong will knock her over."),
   ("assistant", "That's a lovely solution, and well done to Pieter. For Biltong, a baby gate on Ma's room and a few days of 'sit' before he's allowed to greet her will help. "
                 "Keep the hallway clear and put a night light between her room and the bathroom.")],
  {"summary": "The user's mother, Elsa, 71, who has lived alone in Robertson since the user's father died three years ago, tripped over a hosepipe in her garden on 8 March 2025 and broke her left wrist; "
              "the hospital in Worcester put it in a cast for six weeks, no surgery; the user's brother Gerrie lives in Johannesburg; the user is busy with the Chenin blanc harvest at Suurvlei; "
              "the assistant covered the first week, managing with one hand, staying with the user or at home, a bone density scan (DEXA) and falls assessment because a wrist fracture can signal osteoporosis, and making her home safer; "
              "Elsa will stay with the user's family in Paarl from 15 March 2025 for the six weeks, in Pieter's room; Gerrie pays for a weekly helper in Robertson.",
   "procedures": [{"name": "Helping a parent with a broken wrist", "steps": ["Keep the arm raised and manage pain", "Watch the fingers for numbness or colour change", "Arrange the follow-up and transport",
                   "One-handed aids and a cast cover", "Ask the GP about a DEXA scan and a falls assessment", "Make her home safer before she goes back"]}],
   "decisions": [{"decision": "Elsa stays with the family in Paarl for six weeks from 15 March 2025", "rationale": "She can't manage alone with her wrist in a cast"},
                 {"decision": "Gerrie pays for a weekly helper in Robertson", "rationale": "Keep the house and the roses going while she's away"}],
   "outcomes": ["Elsa's left wrist in a cast for six weeks"]}),
 ("2025-03-30", "Training for my first 21 km trail race", [
   ("user", "Harvest is in! We picked the last Cabernet on Thursday the 27th. Now something for me: I've joined a trail running group, the Paarl Mountain Trail Tortoises, who run on Saturday mornings, "
            "and I'm running 5 to 8 km three times a week. I've entered the 21 km at the Bainskloof Trail Run on Saturday 19 July (entry R550). It'll be my first race longer than 10 km. Can you give me a plan?\n\n"
            "Also, solar news: SunVolt have moved our installation from 24 March to Monday 14 April because the Sunsynk batteries are on backorder at their supplier. Annoying, but at least Ma is still here to supervise."),
   ("assistant", "Congratulations on getting through harvest, and what a great goal! You have about 16 weeks, which is a sensible amount of time to go from 8 km to 21 km on trails. Here's a plan.\n\n"
                 "## The shape of the plan\n"
                 "| Weeks | Focus | Long run |\n"
                 "|---|---|---|\n"
                 "| 1 to 4 | Build the habit, easy running | 8 to 10 km |\n"
                 "| 5 to 8 | Add hills and time on feet | 10 to 13 km |\n"
                 "| 9 to 12 | Race-specific trail runs | 14 to 18 km |\n"
                 "| 13 to 14 | Peak | 18 km, with the race's climbs |\n"
                 "| 15 to 16 | Taper | 12 km, then 8 km |\n\n"
                 "## A typical week\n"
                 "1. **Tuesday:** 40 to 50 minutes easy, at a pace where you can talk.\n"
                 "2. **Thursday:** hills: 6 to 10 x 1-minute climbs, walking down to recover.\n"
                 "3. **Saturday:** the long run with the Trail Tortoises.\n"
                 "4. **Twice a week:** 20 minutes of strength work: calf raises, squats, lunges, step-ups and planks.\n\n"
                 "## Rules that keep you injury-free\n"
                 "- **Increase your weekly distance by no more than about 10%,** and make every fourth week an easier one.\n"
                 "- **Walk the steep climbs.** Almost everyone does on trails, and it saves your legs.\n"
                 "- **Listen to your shins and Achilles.** Pain that gets worse during a run, or lasts into the next day, means back off for a few days.\n\n"
                 "## Kit\n"
                 "- **Trail shoes** with grip; road shoes slide on loose gravel.\n"
                 "- **A hydration vest** or belt for runs over about an hour.\n"
                 "- Check the race's **compulsory kit:** trail races often require a whistle, a space blanket, a charged phone and water.\n\n"
                 "## A tune-up race\n"
                 "A 10 km trail race six to eight weeks before the big day is a good test of your pacing and kit.\n\n"
                 "## The solar delay\n"
                 "Ask SunVolt to confirm the new date in writing, and don't pay anything more until the battery is delivered and the system is commissioned."),
   ("user", "Bought proper trail shoes (R2,400) and a hydration vest. Our group's doing the Paarl Rock Trail 10 km on Saturday 24 May, so I'll use that as my tune-up."),
   ("assistant", "Perfect timing for a tune-up: eight weeks before Bainskloof. Run your first few kilometres slower than feels natural, and practise eating and drinking on the move.")],
  {"summary": "Harvest at Suurvlei finished on 27 March 2025; the user joined a trail running group, the Paarl Mountain Trail Tortoises (Saturday mornings), runs 5 to 8 km three times a week "
              "and entered the 21 km at the Bainskloof Trail Run on Saturday 19 July 2025 (entry R550), her first race over 10 km; "
              "the assistant gave a 16-week plan (build, hills, race-specific, peak, taper), a typical week with strength work, the 10% rule, walking steep climbs, watching the shins, kit and a 10 km tune-up race; "
              "SunVolt moved the solar installation from 24 March to 14 April 2025 because the Sunsynk batteries were on backorder at their supplier; "
              "the user bought trail shoes for R2,400 and a hydration vest and will run the Paarl Rock Trail 10 km on 24 May 2025 as a tune-up.",
   "procedures": [{"name": "Training for a first 21 km trail race", "steps": ["Weeks 1-4 easy running", "Weeks 5-8 hills and time on feet", "Weeks 9-12 race-specific trail runs",
                   "Weeks 13-14 peak at 18 km", "Weeks 15-16 taper", "Strength work twice a week", "Increase weekly distance by no more than 10%"]}],
   "decisions": [{"decision": "Entered the Bainskloof Trail Run 21 km on 19 July 2025", "rationale": "Something for herself after harvest"},
                 {"decision": "Paarl Rock Trail 10 km on 24 May 2025 as a tune-up", "rationale": "Test pacing and kit before Bainskloof"}],
   "outcomes": ["Solar installation moved to 14 April 2025", "Trail shoes R2,400"]}),
 ("2025-04-20", "The solar is in: how do we get the most out of it?", [
   ("user", "We have solar! SunVolt installed it from Monday 14 to Wednesday 16 April. The final invoice was R131,200: the R128,000 plus R3,200 for DC surge protection and a longer cable run, because our distribution board is on the other side of the house "
            "from where the inverter went. I've paid the balance from the access bond. They submitted our SSEG application to Drakenstein on the 17th. On a sunny day the app shows about 32 kWh. "
            "How do we set things up to use as much of it as possible? We have a 200 litre electric geyser and a pool pump.\n\n"
            "On the home front, Ma's cast comes off on Tuesday and she goes home to Robertson next Sunday, 27 April. She's taught Liezl to make melktert and we'll all miss her."),
   ("assistant", "Congratulations! 32 kWh on a sunny autumn day is a good result for 6.6 kWp. Here's how to get the most from it.\n\n"
                 "## 1. Until Drakenstein approves: zero export\n"
                 "Until your SSEG registration is approved, keep the inverter on **zero export** (SunVolt probably set this already). Exporting before approval can lead to penalties or a disconnection.\n\n"
                 "## 2. Move your big loads into the sunny hours\n"
                 "The cheapest electricity you have is the solar you use as it's produced.\n"
                 "- **Geyser:** it's often the single biggest user. Put the element on a timer for roughly 11:00 to 14:00, so it heats from the panels; a well-insulated geyser stays hot into the evening.\n"
                 "- **Pool pump:** run it in the middle of the day, for example 10:00 to 15:00, instead of at night.\n"
                 "- **Dishwasher, washing machine, tumble dryer:** use the delay timer so they run in the late morning or at lunchtime.\n"
                 "- **The oven and the kettle** in the evening come from the battery, so use them sensibly once the sun is down.\n\n"
                 "## 3. Battery settings\n"
                 "- Keep a **reserve of about 20 to 30%** so there's always something for an outage overnight.\n"
                 "- Check the battery charges to full on most sunny days before the evening.\n\n"
                 "## 4. Watch the app for two weeks\n"
                 "Look at when you're still drawing from the grid: usually early morning and the evening peak. That tells you which habit to change next.\n\n"
                 "## 5. Winter will be different\n"
                 "Expect roughly half the production on short, cloudy days in June and July. Don't worry if you draw from the grid more then; that's normal.\n\n"
                 "## 6. Maintenance\n"
                 "Hose the panels down early in the morning a few times a year, especially after the dusty end of summer, and keep the inverter area ventilated.\n\n"
                 "## 7. Tell your insurer\n"
                 "Send them the CoC and the invoice so the system is covered.\n\n"
                 "And what a lovely six weeks with your mother. Melktert lessons are a very good legacy."),
   ("user", "Done: the pool pump runs 10:00 to 15:00, the geyser element 11:00 to 14:00, the battery reserve is at 30% and it stays on zero export until Drakenstein approves. The insurer has the CoC."),
   ("assistant", "That's a textbook setup. Keep an eye on your next two municipal bills: you should see a big drop.")],
  {"summary": "SunVolt installed the solar from 14 to 16 April 2025; final invoice R131,200 (R128,000 plus R3,200 for DC surge protection and a longer cable run to the distribution board), the balance paid from the access bond; "
              "SSEG application submitted to Drakenstein on 17 April 2025; about 32 kWh on a sunny day; 200 litre geyser and a pool pump; "
              "the assistant suggested zero export until approval, moving big loads to the sunny hours (geyser timer, pool pump, appliances on delay), a 20-30% battery reserve, watching the app, lower winter production, cleaning the panels and telling the insurer; "
              "pool pump set to 10:00-15:00, geyser 11:00-14:00, battery reserve 30%; Elsa's cast comes off on 22 April and she goes home to Robertson on 27 April 2025 after six weeks; she taught Liezl to make melktert.",
   "procedures": [{"name": "Getting the most from a new solar system", "steps": ["Zero export until SSEG approval", "Geyser on a midday timer", "Pool pump in the middle of the day",
                   "Appliances on delay timers", "Battery reserve 20-30%", "Watch the app for two weeks", "Clean the panels", "Send the CoC to the insurer"]}],
   "decisions": [{"decision": "Pool pump 10:00-15:00, geyser 11:00-14:00, battery reserve 30%", "rationale": "Use the solar as it's produced"}],
   "outcomes": ["Solar installed 14-16 April 2025", "Final solar cost R131,200", "SSEG application submitted 17 April 2025", "Elsa home to Robertson on 27 April 2025"]}),
 ("2025-05-11", "A tax-free savings account: for me or for the kids?", [
   ("user", "Money question. Riaan has a retirement annuity and I'm in Suurvlei's pension fund. We keep about R60,000 in a money market account as our emergency fund. I'd like to start a tax-free savings account with R2,500 a month. "
            "Is it better to open one in my name, or for Liezl and Pieter? And where?"),
   ("assistant", "A tax-free savings account (TFSA) is a great long-term tool. Here's how they work and how to choose.\n\n"
                 "## How a TFSA works\n"
                 "- You can put in up to **R36,000 per tax year** (March to February) and **R500,000 over your lifetime.**\n"
                 "- Growth, dividends and interest are **tax-free,** and so are withdrawals.\n"
                 "- Going over the limits costs a **40% penalty** on the excess.\n"
                 "- **Withdrawals can't be put back:** if you take R10,000 out, that part of your lifetime limit is gone.\n\n"
                 "## In your name or the children's?\n"
                 "### For you\n"
                 "- You keep control of the money and it counts towards your own long-term goals.\n"
                 "- At R2,500 a month (R30,000 a year) you stay comfortably under the annual limit.\n\n"
                 "### For Liezl and Pieter\n"
                 "- Starting early means decades of tax-free growth.\n"
                 "- **But** it uses up part of *their* lifetime R500,000 limit, and legally the money is theirs: at 18 they can withdraw it and spend it.\n"
                 "- Many parents prefer to save for children in their own name and hand it over when they're ready.\n\n"
                 "## Where\n"
                 "Banks, investment platforms (such as EasyEquities, Satrix or 10X) and unit trust companies all offer TFSAs. Compare:\n"
                 "1. **Total costs:** platform fees plus the fund's fees (TER); low-cost index funds or ETFs often cost well under 1% a year.\n"
                 "2. **What you can invest in:** a TFSA is wasted on a cash account if you're investing for ten years or more.\n"
                 "3. **A monthly debit order option.**\n\n"
                 "## What to invest in\n"
                 "For a horizon of ten years or more, a broad **equity index fund or ETF** (for example a global or a balanced fund) is the usual choice. Expect ups and downs along the way.\n\n"
                 "## My suggestion\n"
                 "1. **Open one in your own name first,** with a R2,500 debit order into a low-cost equity index fund.\n"
                 "2. **Keep the emergency fund separate,** in the money market account.\n"
                 "3. **Revisit the kids' accounts later,** when you've decided what you want the money to be for.\n\n"
                 "*This is general information, not personal financial advice.*"),
   ("user", "Opened a TFSA at EasyEquities in my name: a R2,500 debit order on the 25th of every month into the Satrix MSCI World ETF. The kids' savings stay in their ordinary savings accounts for now."),
   ("assistant", "Well done. A global equity ETF with a monthly debit order is a simple, low-cost setup. Then leave it alone and check it once a year.")],
  {"summary": "Riaan has a retirement annuity and the user is in Suurvlei's pension fund; emergency fund about R60,000 in a money market account; the user wanted a tax-free savings account with R2,500 a month; "
              "the assistant explained TFSAs (R36,000 a tax year, R500,000 lifetime, tax-free growth, 40% penalty on excess, withdrawals can't be replaced), the pros and cons of children's TFSAs (their lifetime limit, the money is theirs at 18), "
              "where to open one and what to invest in, and suggested opening one in her own name first and keeping the emergency fund separate; "
              "she opened a TFSA at EasyEquities with a R2,500 debit order on the 25th of each month into the Satrix MSCI World ETF; the children's savings stay in ordinary savings accounts.",
   "procedures": [{"name": "Choosing a tax-free savings account", "steps": ["Know the annual and lifetime limits", "Decide whose name it's in", "Compare total costs", "Choose a long-term equity index fund",
                   "Set up a monthly debit order", "Keep the emergency fund separate"]}],
   "decisions": [{"decision": "TFSA in her own name at EasyEquities, R2,500 a month into the Satrix MSCI World ETF", "rationale": "Keeps control; long horizon; children's TFSAs use their lifetime limit"}],
   "outcomes": ["TFSA debit order R2,500 on the 25th of each month"]}),
 ("2025-06-01", "Liezl needs braces: how do we pay?", [
   ("user", "Liezl's orthodontist, Dr Kavitha Naidoo in Paarl, says she needs fixed braces for about 24 months. The total is R42,000, including the retainers afterwards. Our medical aid's orthodontic benefit will pay R7,500 once it's pre-authorised, "
            "so R34,500 is ours. Dr Naidoo offers an interest-free plan: R8,000 deposit and then 24 monthly payments of R1,105. Or we pay it all upfront and get 5% off. Which is better? The braces go on on Tuesday 15 July, in the school holidays."),
   ("assistant", "Good that you're asking before signing. Here's how the two options compare.\n\n"
                 "## Upfront with 5% off\n"
                 "- 5% of R34,500 is **R1,725** saved.\n"
                 "- But you'd need R34,500 at once, probably from the access bond or your emergency fund.\n\n"
                 "## The interest-free plan\n"
                 "- R8,000 now, then **R1,105 a month** for 24 months.\n"
                 "- Because it's interest-free, the R26,500 you don't pay now stays in the bond (or your pocket). At a home loan rate of around 11%, "
                 "the interest you avoid on a balance that shrinks over two years is in the same region as the discount.\n\n"
                 "## So\n"
                 "The two come out **close.** The plan keeps your cash flexible and doesn't touch the emergency fund; upfront is simpler if you have spare cash sitting in a low-interest account.\n\n"
                 "## Before you sign either\n"
                 "1. **Get the pre-authorisation in writing** from the medical aid, and ask whether the benefit is paid once or spread over the years.\n"
                 "2. **Ask what's included:** breakages, lost retainers, emergency visits and the final retainers.\n"
                 "3. **Ask what happens if you move** or change orthodontist partway through.\n\n"
                 "## For Liezl\n"
                 "- The first few days after fitting are sore: soft food, cold drinks and ordinary painkillers help.\n"
                 "- Orthodontic wax for sharp brackets, and an interdental brush for cleaning around them.\n"
                 "- Avoid hard and sticky food: toffees, biltong (!), whole apples, popcorn."),
   ("user", "We'll take the plan: the R8,000 deposit from the access bond and R1,105 a month. Pre-authorisation submitted. Liezl is not impressed about the biltong rule. The dog is fine, the snack is banned."),
   ("assistant", "Ha! The dog is safe. A sensible choice: a steady monthly payment and the emergency fund untouched.")],
  {"summary": "The user's daughter Liezl needs fixed braces for about 24 months from orthodontist Dr Kavitha Naidoo in Paarl: R42,000 including retainers; the medical aid's orthodontic benefit pays R7,500 once pre-authorised, leaving R34,500; "
              "options were an interest-free plan (R8,000 deposit and 24 payments of R1,105) or paying upfront with 5% off; braces fitting booked for Tuesday 15 July 2025; "
              "the assistant said the two come out close (R1,725 discount against interest avoided), the plan keeps cash flexible, get the pre-authorisation in writing and ask what's included, and gave tips for the first days with braces; "
              "the user chose the payment plan, the R8,000 deposit from the access bond and R1,105 a month; pre-authorisation submitted.",
   "decisions": [{"decision": "Interest-free payment plan for Liezl's braces: R8,000 deposit from the access bond, then R1,105 a month for 24 months", "rationale": "Keeps cash flexible and the emergency fund untouched; close to the upfront discount"}],
   "outcomes": ["Braces total R42,000, medical aid R7,500", "Braces fitting booked 15 July 2025"]}),
 ("2025-06-22", "Shin splints four weeks before my race: switch to the 12 km?", [
   ("user", "The Paarl Rock Trail 10 km on 24 May went well: 1:12:05, with a lot of walking on the climbs. But since my 16 km long run three weeks ago both shins hurt along the inside edge, worst at the start of a run. "
            "Marlise, a physio in our running group, says it's shin splints (medial tibial stress syndrome) and told me to halve my running for two weeks. The race is on 19 July, four weeks away, and I'd still need to get up to 18 km. "
            "The organisers let you switch to the 12 km for R50 until 30 June. What would you do?\n\n"
            "Also: our May Drakenstein bill was R1,150. Last May it was R3,400!"),
   ("assistant", "I'm sorry, shin splints are frustrating, especially when training was going well. Honestly, **I'd switch to the 12 km.**\n\n"
                 "## Why the 12 km makes sense\n"
                 "1. **Time:** to get from 16 km to 18 km you'd need to build again straight after two weeks of halved running, which is exactly the kind of jump that caused the problem.\n"
                 "2. **Risk:** pushing on through shin splints can turn them into a **stress fracture,** which means six weeks or more of no running.\n"
                 "3. **The experience:** a strong, pain-free 12 km is a far better first trail race than limping through 21 km. The 21 km will still be there next year.\n\n"
                 "## Getting the shins better\n"
                 "- Follow Marlise's plan: halve the running, stick to soft, flat surfaces and avoid steep downhills for now.\n"
                 "- **Calf and shin strength:** calf raises (straight and bent knee), toe walks and heel walks, most days.\n"
                 "- **Keep fit without impact:** cycling, swimming or an indoor trainer.\n"
                 "- **Check your shoes:** look at the mileage on them, and whether the trail shoes suit your feet.\n\n"
                 "## Red flags: see a doctor\n"
                 "- Pain in **one small spot** you can press with a fingertip.\n"
                 "- Pain **at rest or at night,** or when hopping on one leg.\n"
                 "These can point to a stress fracture, which needs a scan.\n\n"
                 "## And the bill\n"
                 "R1,150 against R3,400 is about R2,250 saved in a single month, in late autumn. That's the solar paying you back."),
   ("user", "Switched to the 12 km (R50). Riaan's lent me a bike from the shop on an indoor trainer so I can keep fit in the meantime."),
   ("assistant", "Perfect, having a bike shop in the family comes in handy! Easy spins on the trainer will keep your fitness up while the shins settle.")],
  {"summary": "The user ran the Paarl Rock Trail 10 km on 24 May 2025 in 1:12:05; since a 16 km long run both shins hurt; Marlise, a physio in her running group, diagnosed shin splints (medial tibial stress syndrome) and told her to halve her running for two weeks; "
              "the Bainskloof race on 19 July was four weeks away; switching to the 12 km cost R50 until 30 June; her May Drakenstein bill was R1,150 against R3,400 the previous May; "
              "the assistant recommended switching to the 12 km (not enough time to build to 18 km safely, risk of a stress fracture, the 21 km can wait a year), shin rehab (calf raises, toe and heel walks), cross-training, checking shoes and red flags for a stress fracture; "
              "she switched to the 12 km; Riaan lent her a bike from his shop on an indoor trainer.",
   "procedures": [{"name": "Managing shin splints", "steps": ["Halve the running", "Soft, flat surfaces, no steep downhills", "Calf raises, toe walks and heel walks",
                   "Cross-train without impact", "Check the shoes", "See a doctor for pinpoint pain or pain at rest"]}],
   "decisions": [{"decision": "Switched from the 21 km to the 12 km at Bainskloof", "rationale": "Shin splints; not enough time to build to 18 km safely before 19 July; risk of a stress fracture"}],
   "outcomes": ["Paarl Rock Trail 10 km in 1:12:05", "May electricity bill R1,150 (R3,400 a year earlier)"]}),
 ("2025-07-06", "Ma fell again and won't hear of moving", [
   ("user", "Ma fell again on Wednesday 2 July, in her kitchen this time: slippers on a wet floor. Nothing broken, just a badly bruised hip, but she lay on the floor for almost an hour before her neighbour heard her calling. "
            "I want her closer to us. Bergsig Retirement Village in Paarl is ten minutes from our house and has cottages, a dining room and frail care. But Ma says flat out no: she's lived in Robertson for 45 years, "
            "her church is there, her roses are there. How do I handle this? Gerrie agrees with me but is no help from Johannesburg."),
   ("assistant", "That must have been frightening for her, and for you. An hour on the floor is exactly the thing families worry about most. Here's how to approach both the safety and the conversation.\n\n"
                 "## Make her safer now, wherever she lives\n"
                 "1. **A personal alarm with fall detection.** A pendant or wristband that calls a monitoring centre (or you) automatically when she falls. This alone would have changed last Wednesday.\n"
                 "2. **The kitchen and bathroom:** non-slip mats, wiping spills straight away, and **proper slippers with a back and a grippy sole.**\n"
                 "3. **Grab rails** by the toilet and shower, and night lights on the way to the bathroom.\n"
                 "4. **An occupational therapist's home visit** can spot risks you'd miss.\n"
                 "5. **Her GP:** two falls in four months deserve a proper look: blood pressure, medication side effects, eyesight, and the bone density scan if it hasn't been done.\n\n"
                 "## The conversation about moving\n"
                 "- **It's her decision.** People who feel pushed into a move usually settle badly; people who choose it often thrive.\n"
                 "- **Listen first.** Ask what she'd miss and what she's afraid of: losing her independence, her friends, her church, her garden.\n"
                 "- **Talk about what she wants,** not what you fear: 'What would help you stay independent for longest?'\n"
                 "- **Suggest a visit, not a decision.** Tea at Bergsig with no forms on the table.\n"
                 "- **Give it time.** Many parents refuse the first time and raise it themselves months later.\n"
                 "- **Present a united front with Gerrie,** even if he can only phone.\n\n"
                 "## Look after yourself\n"
                 "Worrying about a parent two hours away is exhausting. It's fine to accept that she may stay in Robertson for now and to focus on making that as safe as possible."),
   ("user", "I've ordered a fall-detection alarm pendant for her: R1,600 for the device and R249 a month for the monitoring, which I'm paying. She's agreed to wear it, 'for you, not for me'. I'm not pushing Bergsig for now."),
   ("assistant", "That's a real step forward, and 'for you, not for me' is a very common, very face-saving way of saying yes. Check it's charged and that she wears it in the shower, where many falls happen.")],
  {"summary": "Elsa fell again on 2 July 2025 in her kitchen (slippers on a wet floor): no fracture, a bruised hip, but she lay on the floor for almost an hour before a neighbour heard her; "
              "the user wants her to move to Bergsig Retirement Village in Paarl (cottages, dining room, frail care), but Elsa refuses: 45 years in Robertson, her church, her roses; Gerrie agrees with the user; "
              "the assistant suggested a fall-detection alarm, non-slip mats and proper slippers, grab rails and night lights, an occupational therapist, a GP review after two falls, "
              "and for the conversation: her decision, listen first, suggest a visit not a decision, give it time; "
              "the user ordered a fall-detection alarm pendant (R1,600 plus R249 a month monitoring, paid by the user), which Elsa agreed to wear; not pushing Bergsig for now.",
   "procedures": [{"name": "Making an elderly parent safer at home", "steps": ["Fall-detection alarm", "Non-slip mats and proper slippers", "Grab rails and night lights", "Occupational therapist's home visit", "GP review"]},
                  {"name": "Talking to a parent about a retirement village", "steps": ["Accept it's her decision", "Listen to her fears first", "Talk about what she wants", "Suggest a visit, not a decision", "Give it time", "United front with siblings"]}],
   "decisions": [{"decision": "Fall-detection alarm pendant for Elsa, R1,600 plus R249 a month", "rationale": "She lay on the floor for almost an hour after her second fall"},
                 {"decision": "Not pushing Bergsig for now", "rationale": "Elsa refuses to leave Robertson"}],
   "outcomes": ["Elsa's second fall, 2 July 2025, no fracture"]}),
 ("2025-07-27", "First trail race done! What next?", [
   ("user", "I did it! I ran the Bainskloof 12 km on Saturday 19 July in 1:41:32, with no shin pain at all, and I was 4th of 31 in the women's 40 to 49 category. The Trail Tortoises had a braai at the finish. "
            "Now I want to run the 21 km there next year. How do I build up without the shins flaring again, especially with pruning season (I'm in the vineyards all day in July and August)?\n\n"
            "Other news: Liezl's braces went on on the 15th and she's living on yoghurt and soup. And Drakenstein approved our SSEG application and swapped our meter for a bidirectional one on 23 July, so we can export now."),
   ("assistant", "Congratulations! 4th in your category in your first trail race, pain-free, is a brilliant result, and a good sign that switching to the 12 km was the right call.\n\n"
                 "## The next two weeks: recover\n"
                 "Easy running only, or cycling, and no hard sessions. Let the body absorb the race.\n\n"
                 "## August to October: a base that your shins can handle\n"
                 "1. **Three runs a week,** mostly easy, building by no more than 10% a week, with an easy week every fourth week.\n"
                 "2. **Keep the strength work** (calf raises, toe and heel walks, squats) twice a week for good: it's your best shin insurance.\n"
                 "3. **Pruning season:** after a full day on your feet in the vineyards, keep weekday runs short and save the longer one for Saturday with the Tortoises.\n"
                 "4. **Rotate two pairs of shoes** and keep track of their mileage.\n\n"
                 "## November to March\n"
                 "Build your long run slowly to 14 to 16 km and add regular hill work. Harvest will cut into your time, so plan a lighter block from February to March.\n\n"
                 "## April to July 2026\n"
                 "Race-specific training for the 21 km, with a tune-up race in May, as you did this year.\n\n"
                 "## The solar\n"
                 "Now that the meter is bidirectional, ask SunVolt to change the export setting, and check Drakenstein's current feed-in rate: it's usually much lower than what you pay for electricity, "
                 "so using your solar yourself is still worth more than exporting it.\n\n"
                 "## And Liezl\n"
                 "The soreness usually eases after the first week. Orthodontic wax on any bracket that rubs helps a lot."),
   ("user", "SunVolt changed the export setting remotely. And the 2026 Bainskloof 21 km is already in my diary."),
   ("assistant", "Excellent. A year of patient base building and you'll be on that start line with strong shins.")],
  {"summary": "The user ran the Bainskloof 12 km on 19 July 2025 in 1:41:32 with no shin pain, 4th of 31 in the women's 40-49 category; the Trail Tortoises had a braai at the finish; she wants to run the 21 km there in 2026; "
              "pruning season keeps her in the vineyards in July and August; Liezl's braces were fitted on 15 July 2025; Drakenstein approved the SSEG application and installed a bidirectional meter on 23 July 2025; "
              "the assistant suggested two weeks of recovery, a base of three easy runs a week with the 10% rule, strength work for good, short weekday runs in pruning season, rotating shoes, "
              "then building the long run over the summer and race-specific training from April 2026; for the solar, change the export setting and check the feed-in rate; "
              "SunVolt changed the export setting remotely; the 2026 Bainskloof 21 km is in her diary.",
   "procedures": [{"name": "Building up to a 21 km trail race over a year", "steps": ["Two weeks of recovery", "Three easy runs a week, 10% rule", "Strength work twice a week",
                   "Short weekday runs during pruning", "Rotate shoes", "Build the long run to 14-16 km over summer", "Race-specific training from April"]}],
   "decisions": [{"decision": "Aim for the Bainskloof 21 km in 2026", "rationale": "A pain-free 12 km in 2025"}],
   "outcomes": ["Bainskloof 12 km in 1:41:32, 4th of 31 in her category", "Liezl's braces fitted 15 July 2025", "Bidirectional meter installed 23 July 2025; export on"]}),
 ("2025-08-17", "Ma wants to move to Bergsig after all", [
   ("user", "I didn't see this coming: Ma has changed her mind! Her friend from church, Tannie Hettie, moved into Bergsig in June and Ma went to visit her last weekend. She loved it, had tea in the garden room, "
            "and admitted that the garden in Robertson has become too much for her since the falls. A two-bedroom cottage is available: the life right is R1,350,000 and the monthly levy is R5,900. "
            "An estate agent valued her Robertson house at about R1,600,000. Bergsig can have the cottage ready on 1 October. What should we check before she signs?"),
   ("assistant", "What a turnaround, and the best kind: her own decision, prompted by a friend. Here's what to check.\n\n"
                 "## What a life right is\n"
                 "With a life right she doesn't own the cottage: she pays for the right to live in it for the rest of her life. When she leaves or dies, the village sells the right again and "
                 "**refunds part of what she paid, according to the contract.** The refund terms vary a lot, so they're the first thing to read.\n\n"
                 "## Questions for Bergsig\n"
                 "1. **The refund:** what percentage is refunded, does it fall with each year she lives there, and how long after she leaves is it paid?\n"
                 "2. **The levy:** what's included (rates, maintenance, security, meals?), and how much has it gone up each year for the last five years?\n"
                 "3. **Frail care:** does she get priority, what does it cost per month, and what happens to the cottage if she needs frail care permanently?\n"
                 "4. **Rules:** pets, visitors staying over, alterations, and parking.\n"
                 "5. **The finances of the village:** who owns and manages it, and is there a residents' committee?\n\n"
                 "## Get legal advice\n"
                 "Retirement villages in South Africa are governed by the **Housing Development Schemes for Retired Persons Act.** Ask an attorney to read the life right contract before she signs, not after.\n\n"
                 "## Timing and money\n"
                 "- **Selling the Robertson house** may take longer than the move: ask Bergsig how long she has to pay the balance, and whether she needs bridging finance.\n"
                 "- **Costs of moving:** agent's commission, removals, and possibly a small deposit to reserve the cottage.\n\n"
                 "## Downsizing\n"
                 "Going from a family home to a two-bedroom cottage is a lot. Start early, measure the cottage, and let her choose what comes with her first: her bed, her chair, her photographs.\n\n"
                 "## Her feelings\n"
                 "Even a move she wants can bring grief for the house and the years there. Give her time to say goodbye to Robertson, her church and her roses."),
   ("user", "An attorney in Paarl is reading the contract. Ma has paid a 10% deposit (R135,000) from her savings to reserve the cottage, and the rest is due when the Robertson house sells. Gerrie will fly down for the move."),
   ("assistant", "That's all the right steps in the right order. Gerrie's help on the day will make a big difference to her, and to you.")],
  {"summary": "Elsa changed her mind and wants to move to Bergsig Retirement Village in Paarl: her church friend Tannie Hettie moved there in June, Elsa visited and loved it, and the garden in Robertson had become too much since her falls; "
              "a two-bedroom cottage: life right R1,350,000, monthly levy R5,900; her Robertson house valued at about R1,600,000; cottage ready 1 October 2025; "
              "the assistant explained life rights (no ownership, partial refund by contract) and listed questions (refund terms, levy and increases, frail care, rules, management), legal advice under the Housing Development Schemes for Retired Persons Act, "
              "timing of the house sale and bridging, downsizing and her feelings; an attorney in Paarl is reviewing the contract; Elsa paid a 10% deposit of R135,000 from her savings, the balance when the Robertson house sells; Gerrie will fly down for the move.",
   "procedures": [{"name": "Checking a retirement village life right", "steps": ["Read the refund terms", "Ask what the levy includes and its increases", "Ask about frail care priority and cost",
                   "Check the rules", "Ask who manages the village", "Have an attorney read the contract", "Plan the house sale and bridging"]}],
   "decisions": [{"decision": "Elsa moves to a two-bedroom cottage at Bergsig Retirement Village, Paarl, from 1 October 2025", "rationale": "Visited her friend Tannie Hettie there and loved it; the Robertson garden became too much after her falls"},
                 {"decision": "Attorney to review the life right contract", "rationale": "Before she signs"}],
   "outcomes": ["Life right R1,350,000, levy R5,900 a month", "Deposit R135,000 paid"]}),
 ("2025-08-31", "Rate cut and solar savings: where should the extra money go?", [
   ("user", "After the Reserve Bank cut at the end of July, our home loan rate went down to prime, 10.5%, and our bond repayment dropped by about R180 a month. The solar is doing its thing too: our August bill was R980. "
            "This year we've drawn R139,200 from the access bond (R131,200 for the solar and R8,000 for Liezl's braces). Should I raise my TFSA from R2,500 to R3,000 a month, "
            "or pay an extra R4,000 a month into the bond, or both? The emergency fund is still R60,000."),
   ("assistant", "Nice problem to have! Here's how to think about it.\n\n"
                 "## Extra bond payments\n"
                 "- Every rand you pay into the bond 'earns' your home loan rate, **10.5%, guaranteed and tax-free,** because it's interest you don't pay.\n"
                 "- R4,000 a month would clear the R139,200 you drew this year in roughly three years, instead of spreading it over the rest of the bond.\n"
                 "- Money in an access bond can be drawn again if you need it, so it doubles as a backup to your emergency fund.\n\n"
                 "## More into the TFSA\n"
                 "- Over ten years and more, a global equity ETF has a good chance of beating 10.5%, but with no guarantee and with ups and downs.\n"
                 "- The TFSA's value is in **using the limit every year:** limits you don't use are lost.\n"
                 "- **Watch the limit:** R3,000 a month is R36,000 a year, exactly the annual limit. In a full tax year (March to February) that leaves no room for a once-off top-up, or you'd pay the 40% penalty on the excess.\n\n"
                 "## Don't forget the rate cut\n"
                 "Rather than enjoying the R180 a month lower repayment, **ask the bank to keep your repayment at the old amount.** You won't notice it, and it shortens the bond.\n\n"
                 "## My suggestion\n"
                 "If the budget allows, **do both:** raise the TFSA to R3,000 and pay the extra R4,000 into the bond, largely funded by what the solar saves you. "
                 "If it doesn't, the bond payment is the safer choice while you're carrying the solar and the braces on it.\n\n"
                 "*General information, not personal financial advice.*"),
   ("user", "Doing both: the TFSA goes up to R3,000 from the September debit order, and we're paying an extra R4,000 a month into the bond, which is mostly what the solar saves us. I've asked the bank to keep the old repayment too."),
   ("assistant", "A very solid plan. By the 2026 Bainskloof you'll have a good chunk of the solar paid off.")],
  {"summary": "After the Reserve Bank's July 2025 cut the user's home loan rate is prime, 10.5%, and the bond repayment fell by about R180 a month; August electricity bill R980; "
              "R139,200 drawn from the access bond in 2025 (R131,200 solar, R8,000 Liezl's braces); emergency fund R60,000; "
              "the assistant compared extra bond payments (a guaranteed 10.5%, clears the draw in about three years, can be redrawn) with a bigger TFSA (long-term growth, use the limit; R3,000 a month is exactly the R36,000 annual limit), "
              "suggested keeping the repayment at the old amount and doing both if the budget allows; "
              "the user raised the TFSA debit order from R2,500 to R3,000 a month from September 2025 and pays an extra R4,000 a month into the bond, mostly from the solar savings; the old repayment is kept.",
   "decisions": [{"decision": "TFSA debit order raised from R2,500 to R3,000 a month from September 2025", "rationale": "Use the annual limit (R36,000)"},
                 {"decision": "Extra R4,000 a month into the bond", "rationale": "Clear the solar and braces draw in about three years; a guaranteed 10.5%; funded by the solar savings"},
                 {"decision": "Keep the bond repayment at the old amount after the rate cut", "rationale": "Shortens the bond"}],
   "outcomes": ["August electricity bill R980", "Access bond drawn R139,200 in 2025"]}),
 ("2025-09-21", "Ma's move date has moved, and Biltong spits out his Bravecto", [
   ("user", "Two things. Bergsig have moved Ma's move from 1 October to Wednesday 15 October: the cottage needs new flooring after the previous resident's geyser burst. "
            "The good news is that there's an accepted offer on the Robertson house at R1,580,000, with transfer expected in December. Gerrie flies in on Tuesday the 14th. How do we make moving day easy for her?\n\n"
            "And Biltong: he spat out his Bravecto chew three times this month, even wrapped in polony. The vet suggested Simparica Trio, a smaller chew once a month, and he gobbles it like a treat, so we've switched."),
   ("assistant", "A short delay for new floors is a small price, and an accepted offer takes a lot of pressure off. Here's how to make the move as gentle as possible.\n\n"
                 "## Before the move\n"
                 "1. **Measure the cottage and draw a floor plan,** then decide with Ma which furniture fits. Her bed, her favourite chair and her dressing table first.\n"
                 "2. **Sort in stages,** a room at a time over a few weekends, not all in the last week. Keep, give to family, donate, throw away.\n"
                 "3. **Let her give things away herself:** handing her good china to Liezl can be a joy rather than a loss.\n"
                 "4. **Label boxes by room** and pack a 'first night' box: medication, glasses, toiletries, the kettle and tea, bedding, photos, the alarm pendant's charger.\n\n"
                 "## On moving day\n"
                 "- **Set up the bedroom first,** so that at the end of the day her bed is made and familiar things are around her.\n"
                 "- **Give Ma a role,** like directing where things go, but let her rest: Gerrie and the movers can do the lifting.\n"
                 "- **Hang her pictures on the first day.** A familiar wall makes a new place feel like home.\n"
                 "- Have supper with her there, or in the Bergsig dining room with Tannie Hettie.\n\n"
                 "## The admin list\n"
                 "- Change of address: bank, medical aid, SARS, insurance, post and her church.\n"
                 "- **The alarm pendant's monitoring company:** give them the new address and emergency contacts.\n"
                 "- A GP and a pharmacy in Paarl, and her prescriptions transferred.\n"
                 "- The Robertson municipal account closed at transfer, not before.\n\n"
                 "## The first weeks\n"
                 "Expect some ups and downs. Visit often at first, then less, and encourage the village activities.\n\n"
                 "## Biltong\n"
                 "Simparica Trio is a good choice for a dog who refuses big chews. Since it's monthly, set a repeating reminder on your phone, and give it with food."),
   ("user", "Liezl's making a photo board of Ma's roses for the cottage wall. I'll report back after the 15th."),
   ("assistant", "What a lovely idea from Liezl: her roses will be the first thing she sees. Good luck on the 15th.")],
  {"summary": "Bergsig moved Elsa's move from 1 October to Wednesday 15 October 2025 because the cottage needs new flooring after a burst geyser; an offer on the Robertson house was accepted at R1,580,000, transfer expected in December 2025; Gerrie flies in on 14 October; "
              "the assistant gave a moving checklist for an elderly parent: measure and plan the furniture, sort in stages, let her give things away, label boxes and pack a first-night box, set up the bedroom first, hang pictures on day one, "
              "change of address (including the alarm monitoring company), a GP and pharmacy in Paarl, close the Robertson municipal account at transfer; "
              "Biltong spat out his Bravecto three times, even in polony, so on the vet's advice he switched to Simparica Trio, a smaller monthly chew he eats like a treat; Liezl is making a photo board of Elsa's roses.",
   "procedures": [{"name": "Moving an elderly parent into a retirement village", "steps": ["Measure the cottage and plan the furniture", "Sort in stages", "Let her give things away", "Label boxes and pack a first-night box",
                   "Set up the bedroom first", "Hang pictures on the first day", "Change of address and the alarm company", "GP and pharmacy in Paarl", "Close the old municipal account at transfer"]}],
   "decisions": [{"decision": "Biltong switched from Bravecto to Simparica Trio", "rationale": "He spat out the Bravecto chew; Simparica Trio is a smaller monthly chew he eats"}],
   "outcomes": ["Elsa's move now 15 October 2025", "Robertson house sold for R1,580,000, transfer in December 2025"]}),
]

QUESTIONS_76 = [
 # single facts the user said about herself, her family and her things
 ("How old am I?", "41"),
 ("What do I do for work?", "viticulturist at Suurvlei Wine Estate outside Paarl"),
 ("What's our dog called?", "Biltong (a rescue Staffie)"),
 ("What does Riaan do for work?", "he owns a bicycle shop, Berg River Cycles in Paarl"),
 ("How old is Pieter?", "9"),
 ("What's my mother's name?", "Elsa"),
 ("Where does my brother Gerrie live?", "Johannesburg"),
 ("What inverter did we get for the solar?", "an 8 kW Sunsynk hybrid inverter (with a 10 kWh battery)"),
 ("Who is Liezl's orthodontist?", "Dr Kavitha Naidoo in Paarl"),
 ("What is my TFSA invested in?", "the Satrix MSCI World ETF (at EasyEquities)"),
 ("What's my trail running group called?", "the Paarl Mountain Trail Tortoises"),
 # when
 ("When did Ma break her wrist?", "8 March 2025"),
 ("When was our solar installed?", "14 to 16 April 2025"),
 ("When did Biltong get biliary?", "26 January 2025"),
 ("When did I run the Bainskloof trail race?", "19 July 2025"),
 ("When were Liezl's braces fitted?", "15 July 2025"),
 # how much / how many
 ("How much did Biltong's biliary treatment cost?", "R4,850"),
 ("How many solar panels do we have?", "12 (550 W each)"),
 # lists across chats
 ("Which companies quoted for our solar?", "SunVolt Boland (R128,000), Paarl Power Solutions (R139,500) and Cape Sun Direct (R98,000)"),
 ("Where has Ma lived this year?", "her house in Robertson, and with us in Paarl for six weeks after her broken wrist (she moves to Bergsig Retirement Village in Paarl on 15 October)"),
 ("What health scares has the family had this year?", "Biltong's biliary, Ma's broken wrist and her second fall, and my shin splints"),
 ("Which races have I run this year?", "the Paarl Rock Trail 10 km (24 May) and the Bainskloof 12 km (19 July)"),
 ("What have we paid for from the access bond?", "the solar system (R131,200) and the deposit for Liezl's braces (R8,000)"),
 ("What monthly payments have I taken on this year?", "my TFSA (R3,000), Liezl's braces (R1,105), Ma's alarm monitoring (R249) and an extra R4,000 into the bond"),
 # latest value of something that changed
 ("How much goes into my TFSA each month now?", "R3,000 (from September 2025; it was R2,500)"),
 ("When is Ma moving into Bergsig?", "Wednesday 15 October 2025"),
 ("What did our solar cost in the end?", "R131,200"),
 ("Which tick treatment is Biltong on now?", "Simparica Trio (a monthly chew)"),
 # yes/no
 ("Did we use my two-pot savings for the solar?", "No"),
 ("Did I run the 21 km at Bainskloof?", "No"),
 ("Did Biltong have biliary?", "Yes"),
 # why
 ("Why was the solar installation moved?", "the Sunsynk batteries were on backorder at SunVolt's supplier"),
 ("Why did I switch to the 12 km at Bainskloof?", "shin splints: not enough time to build up to 21 km safely (risk of a stress fracture)"),
 ("Why did Ma change her mind about Bergsig?", "she visited her friend Tannie Hettie there and loved it, and her Robertson garden had become too much since her falls"),
 # what the assistant recommended
 ("What did you tell me to do when Biltong was flat with pale gums?", "take him to a vet the same day, don't wait: it sounded like biliary"),
 ("What did you recommend for paying for the solar?", "the access bond with extra repayments, not the two-pot savings pot (and keep the savings as an emergency fund)"),
 # inference
 ("Would Riaan be keen to cash in his retirement annuity for a holiday?", "Likely no"),
 ("Would Biltong happily eat a big chewable tablet?", "Likely no"),
 # not in the archive
 ("What does my brother Gerrie do for work?", "Not mentioned in my chats"),
 ("What's the name of Pieter's school?", "Not mentioned in my chats"),
]


def assistant_chats_30_at(folder):
    """The archive of CHATS_76 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a30c", CHATS_76, "chatgpt")


@pytest.fixture(scope="module")
def assistant_chats_30(tmp_path_factory):
    return assistant_chats_30_at(tmp_path_factory.mktemp("assistant30"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_76, "assistant 30")


def test_the_archive_finds_the_wine_estate(assistant_chats_30):
    assert assistant_chats_30.search("Suurvlei").results
