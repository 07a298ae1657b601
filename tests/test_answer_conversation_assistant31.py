"""A thirty-first written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind with its questions and gold answers before any run of
`kbsearch answer` on it, and without reading the answer rules. It is held out:
bench/answer_conversations.py measures it, and its questions are never read one by one by the
developers. A town planner at the uMngeni Municipality in Howick, South Africa, Kavitha Govender,
41, who lives in Hilton in the KZN Midlands with her husband Devan, a sports writer at The Witness,
their daughter Tanisha, 9, and Samosa, a Staffie cross adopted from the SPCA. She chats with Claude
from January to November 2025: a solar and battery system (three quotes, an installation that
slips, a final bill above the quote, more panels later, a home insurer switched), her 13th cheque,
a retirement annuity top-up and Devan's two-pot withdrawal (ruled out, then made anyway), Samosa's
biliary and his tick treatments, a wheel-throwing course, a second-hand wheel and a Christmas
market stall, a tax-free savings account for Tanisha's university, and her mother Kamala, 71, who
breaks her wrist, is found to have osteoporosis and diabetes and moves into the converted garden
cottage (a drain that cracks, a moving date that slips, a final cost), with facts the user updates
later (the panels, the insurer, the cottage cost, where her mother lives, the tick treatment).
bench/answer_conversations.py asks every question ("assistant 31")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_78 = [
 ("2025-01-12", "Sizing a solar and battery system for our house", [
   ("user", "Hi Claude. I'm Kavitha, 41, a town planner at the uMngeni Municipality in Howick, and we live in Hilton in the KZN Midlands. After last year's load-shedding my husband Devan "
            "(he's a sports writer at The Witness and works from home two days a week) has declared that we're going solar this year, and I've been put in charge because apparently I 'like spreadsheets'. "
            "The house is a 1980s three-bedroom with a north-facing tiled roof, and there's a garden cottage we use as Devan's office and for storage. "
            "We spend about R2,900 a month on prepaid electricity, roughly 750 kWh. Electric geyser (150 litres), gas hob, electric oven. Our budget is about R120,000 from savings. "
            "Where do I start, and what size of system do we need?"),
   ("assistant", "Going solar with a battery is one of the most common big household projects in South Africa at the moment, and a north-facing roof is a good start. "
                 "I can't see your house or your meter, so treat the sizes below as a starting point for conversations with installers, not a design.\n\n"
                 "## 1. Start with your load, not the panels\n"
                 "750 kWh a month is about **25 kWh a day**. Before you talk to anyone:\n"
                 "1. **Check your prepaid history** for a year, so you can see the winter peak, not just the summer average.\n"
                 "2. **List your essential loads** for an outage: fridge and freezer, Wi-Fi, lights, TV, laptops (Devan's work days matter here), the gate motor and the alarm.\n"
                 "3. **Decide what stays off the battery:** the geyser and the oven are usually left on the grid-only circuit.\n\n"
                 "## 2. A rough size for your house\n"
                 "- **Inverter:** a **hybrid inverter of 5 to 8 kW**. Go for 8 kW if you want to boil a kettle and run the microwave during an outage without tripping.\n"
                 "- **Battery:** about **10 kWh of lithium iron phosphate (LiFePO4)** would carry your essentials through an evening and a night.\n"
                 "- **Panels:** **8 to 12 panels of about 550 W** (roughly 4.4 to 6.6 kWp). In the Midlands each kWp produces on average roughly 4 to 4.5 kWh a day, noticeably less on misty winter days.\n"
                 "- **Room to grow:** ask for an inverter that can take more panels later.\n\n"
                 "## 3. The geyser\n"
                 "A 150-litre electric geyser is often 30 to 40% of a household's electricity. Put it on a **timer so it heats in the middle of the day from the panels**, and keep it off the backup circuit. "
                 "That one change can do a lot of the work.\n\n"
                 "## 4. Paperwork and compliance\n"
                 "- **A Certificate of Compliance (CoC)** for the electrical installation, issued by a registered electrician. Without it you may have trouble with insurance or when you sell.\n"
                 "- **Registration with the municipality** as small-scale embedded generation (SSEG), even if you never feed power back. As a planner you'll know the right office; it's usually the electrical department.\n"
                 "- **An accredited installer:** look for PV GreenCard accreditation or similar.\n"
                 "- **Tell your home insurer** before the system goes live.\n\n"
                 "## 5. About the tax rebate\n"
                 "The individual solar rebate (25% of the cost of new panels, up to R15,000) only applied to panels installed and paid for between **1 March 2023 and 29 February 2024**, "
                 "so it won't apply to a 2025 installation.\n\n"
                 "## 6. Paying for it\n"
                 "- **Cash from savings:** no interest, but keep an emergency fund in place.\n"
                 "- **Adding it to your home loan or access bond:** a low rate, but spread over a long term.\n"
                 "- **Bank green loans or installer finance:** compare the total cost; rent-to-own schemes are often expensive.\n"
                 "- **Avoid using retirement savings** for it.\n\n"
                 "## 7. Getting quotes\n"
                 "Get **at least three itemised quotes** that name the brand and model of the inverter, battery and panels, and spell out:\n"
                 "1. Warranties on each component and on the workmanship.\n"
                 "2. Mounting on a tiled roof (tile hooks, and who replaces cracked tiles).\n"
                 "3. Cabling, surge protection, the CoC and the SSEG registration.\n"
                 "4. The monitoring app and after-sales support.\n"
                 "5. A payment schedule: a deposit and the balance on completion, not most of it up front.\n\n"
                 "Systems of this size commonly come in somewhere around R100,000 to R150,000 installed, but quotes vary a lot, which is exactly why you compare."),
   ("user", "Very helpful. The first quote came in this morning from SunVolt KZN: R138,500 for a Sunsynk 8 kW inverter, a 10 kWh battery and twelve 565 W panels. Above budget. I'm getting two more. "
            "And Devan is sulking about the rebate, he was counting on R15,000 back."),
   ("assistant", "Sorry, Devan! SunVolt's quote gives you a useful benchmark. When the other two arrive, line them up component by component: a cheaper quote with a smaller battery or fewer panels isn't really cheaper. "
                 "Ask SunVolt too whether twelve panels are needed for your usage or whether ten would do; that alone can bring the price down.")],
  {"summary": "The user, Kavitha, 41, is a town planner at the uMngeni Municipality in Howick and lives in Hilton (KZN Midlands) with her husband Devan, a sports writer at The Witness who works from home two days a week; "
              "they plan a solar and battery system after load-shedding: 1980s house with a north-facing tiled roof and a garden cottage used as Devan's office, about R2,900 a month of prepaid electricity (about 750 kWh), "
              "150-litre electric geyser, budget about R120,000 from savings; "
              "the assistant suggested starting from the load, a 5-8 kW hybrid inverter, about 10 kWh of LiFePO4 battery and 8-12 panels of about 550 W, heating the geyser at midday on a timer, "
              "a CoC, SSEG registration with the municipality, a PV GreenCard installer, telling the insurer, not using retirement savings, and at least three itemised quotes; "
              "the individual solar tax rebate only applied to panels installed from 1 March 2023 to 29 February 2024; "
              "first quote: SunVolt KZN R138,500 (Sunsynk 8 kW, 10 kWh battery, twelve 565 W panels), above budget.",
   "procedures": [{"name": "Planning a home solar and battery system", "steps": ["Check a year of electricity use", "List essential loads for outages", "Size the inverter, battery and panels",
                   "Put the geyser on a midday timer", "Get a CoC and register the system with the municipality", "Tell the home insurer", "Get at least three itemised quotes"]}],
   "decisions": [{"decision": "Go solar with a battery in 2025", "rationale": "Load-shedding; Devan works from home"},
                 {"decision": "Get two more quotes", "rationale": "SunVolt KZN's R138,500 is above the R120,000 budget"}],
   "outcomes": ["Solar budget about R120,000", "No solar tax rebate for a 2025 installation"]}),
 ("2025-01-26", "Bonus: an RA top-up, and Devan's two-pot idea", [
   ("user", "Money question. My 13th cheque came in December, R38,000 after tax, and it's sitting in our savings account. I'm in the municipal pension fund through work, and I also have a small retirement annuity "
            "at Allan Gray that I've been ignoring (about R64,000 in it, R500 a month). I've read I can put in a lump sum before the end of February and get tax back. "
            "Meanwhile Devan has discovered the two-pot system: he's got about R41,000 in the savings pot of his provident fund at the paper and wants to withdraw it for the solar so we don't drain our savings. "
            "I earn about R612,000 a year. What would you do?"),
   ("assistant", "Two good questions, and they pull in opposite directions: one puts money into retirement savings and the other takes it out. I'm not a financial adviser, so check the details with Allan Gray or a planner, "
                 "but here's how the numbers generally work.\n\n"
                 "## Your RA top-up\n"
                 "- **The deduction:** contributions to pension, provident and retirement annuity funds are deductible up to **27.5% of your remuneration or taxable income** (whichever is higher), capped at **R350,000 a year**. "
                 "Your municipal pension fund contributions count towards that limit, but on R612,000 you'd have plenty of room left.\n"
                 "- **What you get back:** at roughly R612,000 your top tax rate is probably **36%**, so each R10,000 you put in could come back as about R3,600 when you file your return.\n"
                 "- **The deadline:** the 2024/25 tax year ends on **28 February 2025**. Pay a few days early so the money reflects in time, and keep the contribution certificate (the IT3(f)) for your return.\n"
                 "- **The catch:** the money is locked in until at least 55, and at least two-thirds of it will eventually buy an income. That's the point of it, but it means this isn't your emergency money.\n\n"
                 "## Devan's two-pot withdrawal\n"
                 "Since September 2024, part of new retirement contributions goes into a **savings pot** that can be accessed before retirement. But:\n"
                 "1. **It's taxed as income** at his marginal rate, not at the friendlier retirement tables. At 31%, R41,000 would become roughly **R28,000**, before the fund's admin fee.\n"
                 "2. **One withdrawal per tax year,** with a minimum of R2,000.\n"
                 "3. **He loses the growth.** R41,000 left invested for 20 years could plausibly be worth several times that at retirement.\n"
                 "4. **It's designed as a safety net** for real emergencies: a job loss, a medical bill. A solar system you can pay for from savings isn't that.\n\n"
                 "## A sensible order\n"
                 "1. **Keep an emergency fund** of three to six months of expenses, untouched.\n"
                 "2. **Top up the RA** before 28 February with part of the 13th cheque, and use the refund when it comes.\n"
                 "3. **Pay for the solar from savings** (or the access bond), not from retirement money.\n\n"
                 "If the solar quotes come in well above R120,000, it's worth looking at the access bond before anyone touches a retirement fund."),
   ("user", "Devan grumbled but agreed not to touch his two-pot. I'll put R25,000 into the Allan Gray RA by 20 February and the other R13,000 stays in the emergency fund. "
            "His marginal rate is 31%, by the way, so you were right about the R28,000-ish."),
   ("assistant", "That's a balanced plan: a good tax saving, a stronger emergency fund, and Devan's retirement left to grow. Ask Allan Gray to confirm the contribution has been allocated, and file the certificate somewhere you'll find it in July.")],
  {"summary": "The user's 13th cheque was R38,000 after tax; she is in the municipal pension fund and has a small Allan Gray retirement annuity (about R64,000, R500 a month); she earns about R612,000 a year; "
              "Devan has about R41,000 in the savings pot of his provident fund and wanted a two-pot withdrawal for the solar; "
              "the assistant explained the retirement deduction (27.5%, capped at R350,000), her likely 36% top rate, paying before the tax year ends on 28 February 2025 and keeping the IT3(f), "
              "and that two-pot withdrawals are taxed at the marginal rate (about R28,000 of R41,000 at 31%), once a year, and lose growth; suggested emergency fund first, then the RA, and paying for solar from savings; "
              "decided: R25,000 into the Allan Gray RA by 20 February 2025, R13,000 stays in the emergency fund, Devan will not withdraw from his two-pot.",
   "decisions": [{"decision": "R25,000 of the 13th cheque into the Allan Gray RA by 20 February 2025", "rationale": "Tax deduction; refund when filing"},
                 {"decision": "R13,000 stays in the emergency fund", "rationale": "Keep an emergency fund untouched"},
                 {"decision": "Devan will not make a two-pot withdrawal", "rationale": "Taxed at 31%, loses growth; pay for solar from savings"}],
   "outcomes": ["13th cheque R38,000 after tax", "Devan's savings pot about R41,000"]}),
 ("2025-02-16", "Comparing three solar quotes", [
   ("user", "All three solar quotes are in:\n"
            "- SunVolt KZN: R138,500. Sunsynk 8 kW, 10 kWh battery, twelve 565 W panels, CoC included, can install in three weeks.\n"
            "- Karkloof Solar (Riaan Botha): R121,900. Deye 8 kW hybrid inverter, 10 kWh lithium battery, ten 550 W JA Solar panels, PV GreenCard accredited, CoC and the SSEG registration paperwork included, "
            "can install on Monday 24 March.\n"
            "- Brightside Energy: R96,000. A 5 kW inverter, a 5 kWh battery and eight panels ('tier one', no brand given), nothing about a CoC, and they want 80% up front.\n"
            "Riaan from Karkloof came out and went up on the roof: he says the tiles are fine and he'll use tile hooks and replace any he cracks. Which one?"),
   ("assistant", "You've done the hard work already: three itemised quotes make this much easier. Here's how they compare.\n\n"
                 "## SunVolt KZN: R138,500\n"
                 "- Well-known inverter brand, the most panels, CoC included.\n"
                 "- **R18,500 over your budget,** mostly for two extra panels and the brand.\n\n"
                 "## Karkloof Solar: R121,900\n"
                 "- **The same inverter size and battery capacity** as SunVolt, with two fewer panels.\n"
                 "- **PV GreenCard accredited,** with the CoC and the SSEG paperwork included: that's exactly what you want in writing.\n"
                 "- He has already been on your roof and explained how he'll mount the panels.\n"
                 "- Only about R1,900 over your budget.\n\n"
                 "## Brightside Energy: R96,000\n"
                 "Cheaper, but several red flags:\n"
                 "1. **A 5 kWh battery** is half what you need to get through an evening and a night.\n"
                 "2. **Unbranded panels** make the warranty hard to check or claim.\n"
                 "3. **No mention of a CoC.** Without one, insurance and a future sale can be a problem.\n"
                 "4. **80% up front** leaves you with no leverage if anything goes wrong.\n\n"
                 "## My suggestion\n"
                 "On what you've described, **Karkloof Solar looks like the best value**, provided that:\n"
                 "1. The quote lists the **battery brand and model** and the warranties (inverter, battery, panels and workmanship).\n"
                 "2. The inverter can take **more panels later**, in case ten isn't enough in winter.\n"
                 "3. The payment is **staged:** a deposit, and the balance only after commissioning and the CoC.\n"
                 "4. You see one or two **references** from recent installations.\n\n"
                 "Ten panels on 25 kWh a day will cover most of your sunny-day use; you'll buy some electricity in winter whichever quote you choose."),
   ("user", "Going with Karkloof. I've paid a 50% deposit, R60,950, and the balance is due on completion. The installation is booked for Monday 24 March. "
            "Riaan says the inverter can take up to sixteen panels if we want to add more later."),
   ("assistant", "Good choice, and sixteen panels of headroom is very useful. Before the 24th, ask Riaan where the inverter and battery will go (somewhere cool and ventilated, out of direct sun), "
                 "and make sure the geyser timer is part of the job.")],
  {"summary": "Three solar quotes: SunVolt KZN R138,500 (Sunsynk 8 kW, 10 kWh battery, twelve 565 W panels, CoC included); Karkloof Solar (Riaan Botha) R121,900 (Deye 8 kW hybrid, 10 kWh lithium battery, ten 550 W JA Solar panels, "
              "PV GreenCard, CoC and SSEG paperwork included, install 24 March); Brightside Energy R96,000 (5 kW inverter, 5 kWh battery, eight unbranded panels, no CoC, 80% up front); "
              "the assistant flagged Brightside (small battery, unbranded panels, no CoC, 80% up front) and suggested Karkloof if the warranties, room for more panels, staged payment and references were confirmed; "
              "the user chose Karkloof Solar, paid a 50% deposit of R60,950, installation booked for Monday 24 March 2025; the inverter can take up to 16 panels.",
   "decisions": [{"decision": "Karkloof Solar to install a Deye 8 kW system with a 10 kWh battery and ten panels for R121,900", "rationale": "Best value: same inverter and battery as SunVolt, within reach of the budget, CoC and SSEG included, PV GreenCard"},
                 {"decision": "Not Brightside Energy", "rationale": "Small battery, unbranded panels, no CoC, 80% up front"}],
   "outcomes": ["Deposit R60,950", "Installation booked for 24 March 2025", "Inverter can take up to 16 panels"]}),
 ("2025-03-09", "Samosa has biliary", [
   ("user", "Bit of a scare this week. Our dog Samosa (a brindle Staffie cross, about four, we adopted him from the SPCA in 2022) went flat on Monday, wouldn't eat, and his gums looked pale. "
            "On Tuesday I took him to the vet in Hilton and Dr Lerato Khumalo did a blood smear: biliary. He had an injection, stayed two nights on a drip and came home on Thursday. The bill was R5,850. "
            "He's eating again. We'd been using a spot-on from the supermarket and, honestly, we'd got lax about it. Tanisha (she's 9) is beside herself. "
            "What should I watch for now, and how do we stop this happening again?"),
   ("assistant", "I'm sorry, that's frightening, and I'm glad Samosa is home and eating. I'm not a vet, so Dr Khumalo's instructions come first, but here's the general picture.\n\n"
                 "## What biliary is\n"
                 "Biliary (canine babesiosis) is caused by a parasite passed on by ticks. It destroys red blood cells, which is why his gums were pale. It's very common in KwaZulu-Natal, "
                 "especially in the warm, wet months, and dogs usually recover well when it's caught early, as his was.\n\n"
                 "## What to watch for in the next few weeks\n"
                 "Go back to the vet straight away if you see:\n"
                 "1. **Lethargy** or loss of appetite coming back\n"
                 "2. **Pale or yellow gums,** or yellow whites of the eyes\n"
                 "3. **Red or dark brown urine**\n"
                 "4. **Fast breathing** or a fever\n\n"
                 "Keep him quiet for a week or two (short lead walks, no chasing balls) and go to any recheck appointment, even if he seems fine.\n\n"
                 "## Preventing it next time\n"
                 "- **Oral tick treatments** are the most reliable option for most dogs: **NexGard** and **Simparica** are given monthly, **Bravecto** every three months.\n"
                 "- **Collars** such as Seresto last several months, but need to fit properly.\n"
                 "- **Spot-ons** work less well if they're applied late or washed off.\n"
                 "- **No product is 100%.** Do a quick tick check every day: ears, between the toes, under the collar, the armpits and the groin. Remove ticks with a tick remover, not your fingers.\n"
                 "- **The garden:** keep the grass short, especially along fences.\n\n"
                 "## Paying for the next emergency\n"
                 "Compare pet insurance (read the exclusions for existing conditions carefully) with putting a fixed amount aside each month in a separate savings pocket.\n\n"
                 "## For Tanisha\n"
                 "Give her a job: a daily tick check with a treat at the end helps her feel in control and is genuinely useful."),
   ("user", "Dr Khumalo recommended NexGard chews monthly, so that's what we're doing. We looked at pet insurance but it's R390 a month with big exclusions for a dog who's already had biliary, "
            "so instead Devan set up a vet savings pocket with R400 a month. And Tanisha has appointed herself Chief Tick Inspector."),
   ("assistant", "A very well-qualified Chief Tick Inspector! Set a monthly reminder on your phone for the NexGard, the same date every month; monthly treatments only work if they're never late.")],
  {"summary": "The user's dog Samosa, a brindle Staffie cross of about four adopted from the SPCA in 2022, was diagnosed with biliary (tick-borne babesiosis) by the vet in Hilton this week after going flat: "
              "an injection and two nights on a drip, bill R5,850; the family had been using a supermarket spot-on irregularly; their daughter Tanisha is upset; "
              "the assistant (not a vet) explained biliary, relapse signs to watch for (lethargy, pale or yellow gums, dark urine), rest, tick prevention (NexGard or Simparica monthly, Bravecto every three months, collars), "
              "daily tick checks, and comparing pet insurance with a savings pocket; "
              "the vet recommended monthly NexGard chews; pet insurance was R390 a month with exclusions, so Devan set up a vet savings pocket of R400 a month.",
   "procedures": [{"name": "Preventing biliary", "steps": ["Reliable tick treatment on schedule", "Daily tick check (ears, toes, collar, armpits, groin)", "Remove ticks with a tick remover",
                   "Keep the grass short", "Go to the vet at once with lethargy, pale gums or dark urine"]}],
   "decisions": [{"decision": "Monthly NexGard chews for Samosa", "rationale": "Recommended by the vet after biliary"},
                 {"decision": "A R400 a month vet savings pocket instead of pet insurance", "rationale": "Pet insurance R390 a month with exclusions for biliary"}],
   "outcomes": ["Vet bill R5,850", "Samosa recovering"]}),
 ("2025-03-30", "A pottery course, and the solar installation slips", [
   ("user", "Something for me for a change. I've signed up for an eight-week beginners' wheel-throwing course at Mudlark Pottery here in Hilton: Wednesday evenings from 6 to 8:30, starting 9 April, "
            "R3,200 including clay, glazes and firing. The teacher is Thandi and there are only six of us. I haven't touched clay since school. "
            "What should I expect, what should I wear, and how do I not embarrass myself?\n\n"
            "Also, solar news, not good: Riaan phoned on Friday. The batteries are stuck in a container at Durban port, so the installation has moved from 24 March to Monday 14 April. "
            "He says the panels and the inverter are already in his warehouse."),
   ("assistant", "How lovely, a wheel-throwing course is a wonderful thing to do for yourself. Here's what to expect, and then the solar.\n\n"
                 "## What an eight-week course usually covers\n"
                 "1. **Wedging:** kneading the clay to get the air out.\n"
                 "2. **Centring:** getting the clay to spin perfectly evenly. It's the hardest step and takes most people a few weeks.\n"
                 "3. **Opening and pulling up walls** to make cylinders, then shaping them into bowls and mugs.\n"
                 "4. **Trimming** the leather-hard pots a week later, and perhaps **handles**.\n"
                 "5. **Glazing** after the first (bisque) firing, then a glaze firing. A pot usually takes two or three weeks from the wheel to finished.\n\n"
                 "## What to wear and bring\n"
                 "- Old clothes or an apron; clay splatters further than you'd think.\n"
                 "- **Short nails,** and no rings or bracelets.\n"
                 "- Hair tied back, closed shoes.\n"
                 "- A small towel and a notebook for what worked.\n\n"
                 "## How not to feel embarrassed\n"
                 "- **Everyone's pots collapse.** Your teacher has seen hundreds of them.\n"
                 "- **Brace your elbows** against your thighs or knees when centring.\n"
                 "- **Use less water than you think;** soggy clay collapses.\n"
                 "- **Slow the wheel down** as the pot gets taller.\n"
                 "- **Keep only a few pieces** each week and cut the rest in half to see the wall thickness.\n"
                 "- **Photograph your pots;** by week eight you'll be amazed at the difference.\n\n"
                 "## The solar delay\n"
                 "Port delays are common, and it's not usually the installer's fault, but protect yourself:\n"
                 "1. **Get the new date in writing.**\n"
                 "2. **Pay nothing more** until the system is installed, commissioned and the CoC is issued.\n"
                 "3. **Ask whether he could install the panels and inverter now** and add the battery later, so you benefit from the panels in the meantime."),
   ("user", "Riaan says he'd rather do it all in one go, so 14 April it is. Thandi says to bring an old towel and a sponge, so I've raided Devan's car-washing bucket."),
   ("assistant", "Fair enough, one visit is simpler. And Devan's car will survive a few weeks without its sponge. Enjoy your first session on the 9th!")],
  {"summary": "The user signed up for an eight-week beginners' wheel-throwing course at Mudlark Pottery in Hilton: Wednesday evenings 6-8:30 pm from 9 April 2025, R3,200 including clay, glazes and firing, "
              "teacher Thandi, six students; she hasn't touched clay since school; "
              "the assistant described the course (wedging, centring, opening, pulling walls, trimming, glazing and firing), what to wear (old clothes, short nails, no rings) and tips (brace elbows, little water, slow the wheel, photograph pots); "
              "the solar installation moved from 24 March to 14 April 2025 because the batteries are stuck at Durban port; the assistant suggested getting the date in writing and paying nothing more until the CoC; "
              "Riaan prefers to install everything in one go.",
   "procedures": [{"name": "Getting ready for a wheel-throwing course", "steps": ["Wear old clothes or an apron", "Cut nails short, no rings", "Bring a towel, a sponge and a notebook",
                   "Brace elbows when centring", "Use little water", "Photograph your pots"]}],
   "decisions": [{"decision": "Eight-week wheel-throwing course at Mudlark Pottery from 9 April 2025", "rationale": "Something just for her"},
                 {"decision": "Wait and install the whole solar system on 14 April", "rationale": "Riaan prefers one visit"}],
   "outcomes": ["Pottery course R3,200", "Solar installation moved to 14 April 2025"]}),
 ("2025-04-21", "Ma broke her wrist", [
   ("user", "Rough week. My mother, Kamala Naidoo, is 71 and has lived alone in Chatsworth since my dad died in 2019. On Thursday she slipped on the wet bathroom floor and broke her left wrist. "
            "My brother Vikash, who lives in Durban, took her to the hospital; it's a clean break, she's in a cast for six weeks, and luckily she's right-handed. "
            "She's stubborn, says she's fine, and won't hear of leaving her house. We're about 90 km away in Hilton. How do I help from here, and what should we be thinking about?\n\n"
            "On the bright side, the solar is in! Riaan's team installed it on Monday 14 and Tuesday 15 April. The final invoice was R124,650: the R121,900 plus R2,750 for a longer cable run to the DB board "
            "and an extra DC surge protector. We had a municipal outage on Saturday and nobody in the house even noticed."),
   ("assistant", "I'm sorry about your mum; a fall is a shock for everyone, even when the injury heals well. Here are some practical ideas, and a few bigger questions to keep in mind.\n\n"
                 "## The next six weeks with one hand\n"
                 "- **Meals:** cook and freeze a few portions when you visit, or arrange a delivery; easy-open containers help.\n"
                 "- **Clothes:** loose, front-opening or slip-on, and shoes without laces.\n"
                 "- **Pump bottles** for soap and shampoo, and a waterproof cast cover for showering.\n"
                 "- **Keep the hand raised** for the first days, and go back to the hospital if her fingers become numb, very swollen or discoloured, or the cast feels too tight.\n\n"
                 "## Making the bathroom safer\n"
                 "1. **A non-slip mat** in and outside the bath or shower.\n"
                 "2. **Grab rails** by the toilet and the bath or shower.\n"
                 "3. **A shower chair** if she showers standing up.\n"
                 "4. **A night light** on the way to the bathroom, and no loose rugs.\n\n"
                 "## Ask about her bones\n"
                 "A wrist fracture from a simple fall at 71 can be a sign of **osteoporosis**. Ask her GP about a **bone density (DEXA) scan**, and about calcium and vitamin D. "
                 "If her bones are fragile, treatment can reduce the risk of a much more serious fracture, such as a hip.\n\n"
                 "## A way to call for help\n"
                 "A **panic button pendant** she wears all the time (many security companies and medical alert services offer them), and her mobile phone kept on her, not in another room.\n\n"
                 "## After the cast\n"
                 "Ask for **physiotherapy or hand therapy**; wrists get stiff after six weeks in a cast, and exercises make a big difference.\n\n"
                 "## Sharing the load with Vikash\n"
                 "Agree who checks in when: a daily phone call, his visits during the week, yours at weekends. A shared list of her medicines, appointments and contacts saves a lot of confusion.\n\n"
                 "## The bigger conversation\n"
                 "Respect her wish to stay at home for now. Ask her, when things are calm, what she'd want if living alone became harder: changes to her house, moving closer to one of you, or moving in. "
                 "It's much easier to talk about options before a crisis than during one.\n\n"
                 "## And the solar\n"
                 "Congratulations! Make sure you get the CoC and a copy of the SSEG registration from Riaan, and keep them with the invoice."),
   ("user", "Vikash fitted two grab rails and a non-slip mat yesterday, and Ma has agreed (grudgingly) to a panic button pendant through her security company, R189 a month. "
            "I'll go down every second Saturday. I'll ask her GP about the bone scan."),
   ("assistant", "That's a lot done in a week. Grudging agreement still counts! Take her list of medicines with you to the GP appointment, and ask about the physio referral at the same time.")],
  {"summary": "The user's mother, Kamala Naidoo, 71, widowed in 2019, lives alone in Chatsworth; on Thursday 17 April 2025 she slipped on a wet bathroom floor and broke her left wrist; "
              "the user's brother Vikash, in Durban, took her to hospital; cast for six weeks; she refuses to leave her house; the user lives about 90 km away in Hilton; "
              "the assistant suggested help with one hand, a safer bathroom (non-slip mat, grab rails, shower chair, night light), asking her GP about a bone density scan for osteoporosis, a panic button, physiotherapy after the cast, "
              "sharing care with Vikash and gently discussing the future; Vikash fitted two grab rails and a non-slip mat; Ma agreed to a panic button pendant through her security company, R189 a month; "
              "the user will visit every second Saturday; "
              "the solar system was installed by Karkloof Solar on 14 and 15 April 2025; final invoice R124,650 (R121,900 plus R2,750 for a longer cable run and an extra DC surge protector); it worked through a municipal outage.",
   "procedures": [{"name": "Helping an elderly parent after a fall", "steps": ["Help with meals, clothes and washing with one hand", "Non-slip mat, grab rails, shower chair and night light",
                   "Ask the GP about a bone density scan", "A panic button pendant", "Physiotherapy after the cast", "Share the care and talk about the future gently"]}],
   "decisions": [{"decision": "Panic button pendant for Ma, R189 a month", "rationale": "A way to call for help after her fall"},
                 {"decision": "The user visits every second Saturday", "rationale": "Share the care with Vikash"}],
   "outcomes": ["Ma's left wrist broken on 17 April 2025", "Solar installed 14-15 April 2025", "Final solar invoice R124,650"]}),
 ("2025-05-18", "Solar winter settings, our first bill and an insurance shock", [
   ("user", "Solar check-in. Our first full month: we spent R1,050 on prepaid electricity instead of the usual R2,900! But now it's getting colder, the battery is at 20% by 5 am most mornings, "
            "and we've had misty days when the panels barely produce. Devan keeps fiddling with the settings in the app. What settings should we use for winter?\n\n"
            "Also, I told Outsurance about the solar like you said, and our home insurance premium jumped from R1,480 to R1,960 a month. Is that normal?\n\n"
            "And pottery: week six and I can finally centre! Thandi says my cylinders are 'almost respectable'."),
   ("assistant", "R1,050 instead of R2,900 is a great first month, and well done on centring! Here's some help with winter and the insurance.\n\n"
                 "## Winter settings\n"
                 "1. **Battery reserve:** keep a minimum of about 25 to 30% so there's something left for an outage; going to 20% every night is fine for a LiFePO4 battery but leaves no margin.\n"
                 "2. **Geyser:** keep it on the timer between about 10:00 and 14:00 so it heats from the panels; on misty days you may need a short grid boost late in the afternoon.\n"
                 "3. **Heavy loads in the middle of the day:** the washing machine, the dishwasher and the oven on sunny days.\n"
                 "4. **Don't charge the battery from the grid overnight** unless an outage is announced; it just moves cost around.\n"
                 "5. **One person owns the settings.** Write them down, so that if something odd happens you know what changed.\n\n"
                 "## What to expect in winter\n"
                 "Shorter days, a lower sun and Midlands mist can cut output by a third or more, so you'll buy more electricity in June and July. "
                 "If winter bills disappoint, remember Riaan's inverter can take up to sixteen panels.\n\n"
                 "## The insurance premium\n"
                 "An increase is normal, because you've added about R124,650 of equipment, but 32% is a lot. Check:\n"
                 "- The system is insured at its **full replacement value**.\n"
                 "- **Lightning and power surge** damage are covered (important in the Midlands).\n"
                 "- **Theft of the panels** from the roof is covered.\n"
                 "- The **excess** for a solar claim.\n\n"
                 "Then get two or three other quotes for the same cover and ask Outsurance to review the premium. Don't solve it by under-insuring the system."),
   ("user", "King Price quoted R1,640 a month with the solar covered at full value, including lightning and surge. Outsurance wouldn't come down, so we're switching to King Price from 1 June. "
            "And Devan has agreed that I'm in charge of the inverter settings."),
   ("assistant", "A good result: better cover, R320 a month cheaper. Make sure the King Price policy starts before the Outsurance one is cancelled, so there's no gap, and enjoy your new role as Chief Inverter Officer.")],
  {"summary": "First full month with solar: R1,050 of prepaid electricity instead of about R2,900; in colder weather the battery falls to 20% by 5 am and misty days produce little; "
              "the assistant suggested a 25-30% battery reserve, the geyser on a 10:00-14:00 timer, heavy loads at midday, no overnight grid charging, one person owning the settings, "
              "and warned winter output may drop by a third or more (the inverter can take up to 16 panels); "
              "after the user told Outsurance about the solar, the home insurance premium rose from R1,480 to R1,960 a month; the assistant said to check full replacement value, lightning and surge, theft and the excess, and compare quotes; "
              "King Price quoted R1,640 a month with full cover; Outsurance wouldn't come down; switching to King Price from 1 June 2025; the user is in charge of the inverter settings; "
              "at pottery in week six she can finally centre.",
   "procedures": [{"name": "Winter solar settings", "steps": ["Keep a 25-30% battery reserve", "Geyser on a 10:00-14:00 timer", "Heavy loads at midday", "No overnight grid charging unless an outage is announced",
                   "One person owns the settings and writes them down"]}],
   "decisions": [{"decision": "Switch home insurance from Outsurance to King Price from 1 June 2025", "rationale": "Outsurance raised the premium from R1,480 to R1,960 after the solar was added and wouldn't come down; King Price R1,640 with full cover"},
                 {"decision": "Kavitha in charge of the inverter settings", "rationale": "Devan kept fiddling"}],
   "outcomes": ["First month prepaid electricity R1,050", "King Price R1,640 a month"]}),
 ("2025-06-15", "Ma moving in with us: planning the cottage", [
   ("user", "Big family news. Ma's cast came off on 29 May and she's doing hand physio. The bone scan you suggested showed osteoporosis, and her GP has put her on a weekly tablet and vitamin D. "
            "The fall frightened her more than she let on, and last weekend she said, out of nowhere, that she'd like to move in with us. We'd put her in the garden cottage: it has a bedroom, a little lounge "
            "and a bathroom with a bath. Devan will move his office to our spare room.\n\n"
            "A builder who did our neighbour's extension, Sbu Ndlovu, has quoted R48,000 to convert the cottage bathroom: take out the bath and put in a level-access walk-in shower, grab rails, non-slip tiles, "
            "widen the bathroom door, and a short ramp at the cottage door instead of the two steps. He can start on 21 July, and we're aiming for Ma to move on Monday 1 September. Vikash is relieved.\n\n"
            "Ma will rent out her house in Chatsworth through an agent. What should we think about before she moves?"),
   ("assistant", "That's a big and generous step for all of you, and it's wonderful that the idea came from her. Here's a checklist of what families in this situation often wish they'd talked about first.\n\n"
                 "## Talk about money openly\n"
                 "- **Her contribution:** agree an amount for groceries and electricity, if she wants to contribute; many parents prefer to.\n"
                 "- **Her costs:** medical aid, medicines, her phone and the panic button; who pays what.\n"
                 "- **Her house:** the rental income, the agent's fee, landlord insurance and declaring the rent to SARS.\n"
                 "- **Her will and a power of attorney:** not morbid, just practical, and easier to do now. Involve Vikash so nobody feels left out.\n\n"
                 "## Privacy and routines\n"
                 "- The cottage is **her home**, not a spare room: knock, and agree how often you eat together.\n"
                 "- Talk about visitors, noise, and Devan's work-from-home days.\n"
                 "- Expect a settling-in period of a few months for everyone, including Tanisha and Samosa.\n\n"
                 "## Her health care up here\n"
                 "1. **Find a GP in Hilton** before she moves and arrange for her records to be transferred.\n"
                 "2. **Repeat prescriptions** for the osteoporosis tablet and anything else, at a pharmacy near you. Follow the tablet's instructions exactly; some need to be taken on an empty stomach, sitting upright.\n"
                 "3. **Keep up the physio,** and move the panic button service to your address.\n\n"
                 "## The cottage conversion\n"
                 "- Get Sbu's quote **in writing** with a timeline and a payment schedule.\n"
                 "- **Agree a rate for extra work** before he starts: old bathrooms often hide surprises under the floor.\n"
                 "- In the bathroom, consider a **fold-down shower seat**, lever taps, good lighting, and a door that opens outwards, so nobody is trapped if she falls against it.\n"
                 "- As a town planner you'll know better than me whether any of it needs plans; the ramp and the plumbing changes are worth checking.\n\n"
                 "## Her social life\n"
                 "Moving 90 km means leaving her friends, her neighbours and her temple. Help her find a temple or a community group near you, and since she'll depend on lifts, "
                 "plan regular visits back to Chatsworth.\n\n"
                 "## Look after yourself\n"
                 "You'll be a daughter, a mother, a wife and a carer in one house. Share the load with Devan and Vikash from the start."),
   ("user", "We've agreed Ma will put R2,500 a month towards groceries and electricity. Sbu has agreed a rate for any extra work, and I've paid him a R15,000 deposit. "
            "And as the town planner in the family I've checked with our building control office: the internal changes and the ramp don't need plans."),
   ("assistant", "That's a solid foundation: money agreed, the builder booked, and no paperwork surprises. Tell Ma's GP in Chatsworth about the move now, so the records are ready when she needs a Hilton GP.")],
  {"summary": "Ma's cast came off on 29 May 2025 and she is doing hand physio; the bone scan showed osteoporosis and her GP prescribed a weekly tablet and vitamin D; "
              "Ma asked to move in with the user's family, into the garden cottage (bedroom, lounge, bathroom with a bath); Devan's office moves to the spare room; "
              "builder Sbu Ndlovu quoted R48,000 to convert the bathroom (remove the bath, level-access walk-in shower, grab rails, non-slip tiles, wider door) and add a ramp instead of two steps, starting 21 July 2025; "
              "Ma's move planned for Monday 1 September 2025; she will rent out her Chatsworth house through an agent; "
              "the assistant suggested talking about money, a will and power of attorney, privacy and routines, a GP and pharmacy in Hilton, the conversion details (written quote, rate for extras, fold-down seat, outward door), her social life and self-care; "
              "Ma will contribute R2,500 a month; Sbu was paid a R15,000 deposit; building control confirmed no plans are needed.",
   "procedures": [{"name": "Preparing for a parent to move in", "steps": ["Agree money openly", "Sort out a will and power of attorney", "Agree privacy and routines", "Find a local GP and pharmacy",
                   "Written quote and a rate for extras from the builder", "Help her build a social life", "Share the care"]}],
   "decisions": [{"decision": "Ma moves into the converted garden cottage, planned for 1 September 2025", "rationale": "Her own wish after the fall; osteoporosis"},
                 {"decision": "Sbu Ndlovu converts the cottage bathroom and adds a ramp for R48,000, from 21 July 2025", "rationale": "Level access and fall safety"},
                 {"decision": "Ma contributes R2,500 a month", "rationale": "Groceries and electricity"}],
   "outcomes": ["Ma diagnosed with osteoporosis", "Builder deposit R15,000", "No building plans needed"]}),
 ("2025-07-06", "Should I buy a second-hand pottery wheel?", [
   ("user", "Pottery update: the course finished on 28 May, I kept eleven pieces (my favourite is a speckled blue mug), and since June I've been on Mudlark's open-studio membership, R600 a month for two sessions a week. "
            "Now I want to throw at home. There's a second-hand Shimpo VL-Whisper on Facebook Marketplace in Howick listed at R11,000, about six years old. I'd set it up in the garage. "
            "Is it worth it, and what do I need to know about working at home?\n\n"
            "Also, Tanisha came with me to Mudlark's Saturday kids' clay morning and made a lopsided pinch-pot owl. She's asked every day since when she can go again."),
   ("assistant", "It sounds like the clay has well and truly got you (and Tanisha). A good second-hand wheel can be a great buy; here's how to check it and set up at home.\n\n"
                 "## Checking a second-hand wheel\n"
                 "1. **Run it through all its speeds:** it should be smooth and quiet (the Whisper is known for being very quiet, so grinding or humming is a warning).\n"
                 "2. **The pedal:** the speed should respond evenly, with no jumps or dead spots.\n"
                 "3. **The wheel head:** spin it slowly and watch the edge for any wobble.\n"
                 "4. **The splash pan:** included and not cracked. Ask about bats and any other extras.\n"
                 "5. **Reverse switch, power cable and plug** in good condition.\n"
                 "6. **Bring a bag of clay** and centre a lump on it. Any decent seller will let you.\n\n"
                 "Six years is young for a wheel if it's been looked after; a fair price depends on the condition, and it's reasonable to offer less than the asking price.\n\n"
                 "## Setting up in the garage\n"
                 "- **Never pour clay water down the drain.** Clay settles in pipes and blocks them. Use a **two- or three-bucket system:** let the clay settle, pour the clear water off onto the garden, "
                 "and dry out the sludge to bin or reclaim it.\n"
                 "- **Dust:** dry clay contains silica, which you don't want to breathe. Wipe surfaces and mop the floor wet rather than sweeping, and don't let trimmings dry and get crushed underfoot.\n"
                 "- **A wedging surface:** a sturdy table covered with canvas, or a plaster slab.\n"
                 "- **Shelves** for drying pots, and plastic sheeting to slow the drying down.\n"
                 "- **Good light** and a chair or stool at the right height.\n\n"
                 "## Firing\n"
                 "You'll still need a kiln. Ask Mudlark whether they fire pieces for home potters, and for how much. Don't buy a kiln yet: they're expensive and need a proper electrical supply.\n\n"
                 "## Tanisha\n"
                 "A kids' class is a lovely way to share it; children often love the hand-building side (pinch pots, coils, slabs) even more than the wheel."),
   ("user", "Went to see it yesterday: it runs beautifully, and the seller came down to R9,000 with the splash pan and a set of bats. It's in the garage! "
            "I'm stopping the open-studio membership at the end of July, and Mudlark will fire my pieces for R120 a shelf."),
   ("assistant", "Wonderful, and R2,000 off the asking price. Set up the buckets before your first session, so the clay water has somewhere to go from day one.")],
  {"summary": "The user's pottery course ended on 28 May 2025; she kept eleven pieces (favourite: a speckled blue mug) and has been on Mudlark's open-studio membership since June, R600 a month; "
              "she considered a second-hand Shimpo VL-Whisper wheel on Facebook Marketplace in Howick listed at R11,000, about six years old, for the garage; "
              "the assistant suggested checks (speeds, pedal, wobble, splash pan, switch and cable, centre some clay), setting up the garage (a bucket settling system for clay water, wet cleaning for silica dust, a wedging surface, shelves), "
              "using Mudlark for firing rather than buying a kiln, and a kids' class for Tanisha, who loved the Saturday kids' clay morning; "
              "she bought the wheel for R9,000 with the splash pan and bats; she stops the open-studio membership at the end of July; Mudlark fires her pieces for R120 a shelf.",
   "procedures": [{"name": "Checking a second-hand pottery wheel", "steps": ["Run it through all speeds", "Check the pedal", "Check the wheel head for wobble", "Check the splash pan and extras",
                   "Check the switch and cable", "Centre some clay on it"]},
                  {"name": "Setting up a home pottery space", "steps": ["Bucket settling system for clay water", "Wet-clean for silica dust", "A wedging surface", "Shelves and plastic for drying", "Good light"]}],
   "decisions": [{"decision": "Bought a second-hand Shimpo VL-Whisper wheel for R9,000", "rationale": "Throw at home; runs beautifully; R2,000 below the asking price"},
                 {"decision": "Stop the open-studio membership at the end of July 2025", "rationale": "Working at home; Mudlark fires pieces for R120 a shelf"}],
   "outcomes": ["Pottery wheel in the garage", "Firing R120 a shelf"]}),
 ("2025-08-03", "Our tax refund and a university fund for Tanisha", [
   ("user", "The RA top-up paid off: SARS did an auto-assessment and my refund of R8,115 landed on 22 July. I want to use it to start saving for Tanisha's university (she's in Grade 4). "
            "Options I've heard of: a tax-free savings account in her name, one in my name, or a unit trust. I've never opened a TFSA. What do you suggest?\n\n"
            "Cottage progress: Sbu started on 21 July as planned, and the bath is out."),
   ("assistant", "Congratulations on the refund, and what a good use for it. Here's how the options compare.\n\n"
                 "## TFSA basics\n"
                 "- You can contribute up to **R36,000 a year** (the tax year runs from March to February) and **R500,000 in your lifetime**.\n"
                 "- Going over the limits costs a **40% penalty** on the excess.\n"
                 "- Interest, dividends and growth are **tax-free**, and so are withdrawals, but a withdrawal doesn't give you your contribution room back.\n\n"
                 "## In Tanisha's name or yours?\n"
                 "**In her name:**\n"
                 "- It uses up **her** lifetime R500,000 limit before she's even earning.\n"
                 "- The money is legally hers; at 18 she can do what she likes with it.\n\n"
                 "**In your name, earmarked for her:**\n"
                 "- You keep control of when and how it's used.\n"
                 "- It uses your limit, but as you've never had a TFSA, you have your full room available.\n\n"
                 "**A unit trust** (a discretionary investment) is more flexible but taxable; it's a good second step once a TFSA is being used fully.\n\n"
                 "## What to invest in\n"
                 "With nine years or more until university, a **low-cost equity index fund or ETF** makes sense for most families: watch the total fees, and avoid a TFSA that's just a cash account over that length of time.\n\n"
                 "## A simple plan\n"
                 "1. Put in the refund as a lump sum.\n"
                 "2. Add a **monthly debit order** you won't notice, and increase it once a year.\n"
                 "3. Don't withdraw along the way: the contribution room is gone for good.\n\n"
                 "On balance, a TFSA **in your own name, earmarked for Tanisha,** is what I'd suggest."),
   ("user", "Done: I opened a TFSA in my own name at EasyEquities, in a global equity index ETF. R8,000 from the refund went in this week, and there's a R2,000 debit order from 1 September. "
            "It's Tanisha's university fund, but in my name."),
   ("assistant", "Well done. By the end of February that's R8,000 plus six debit orders, R20,000 in this tax year, comfortably under the R36,000 limit. Check it once a year, not once a week!")],
  {"summary": "SARS auto-assessment: the user's refund of R8,115 was paid on 22 July 2025 (after the RA top-up); she wants to save for the university fees of Tanisha, in Grade 4; "
              "the assistant explained TFSA limits (R36,000 a year, R500,000 lifetime, 40% penalty on excess, withdrawals don't restore room), the difference between a TFSA in Tanisha's name (her limit, hers at 18) and in the user's name, "
              "unit trusts as a next step, and a low-cost equity index fund; suggested a TFSA in her own name earmarked for Tanisha; "
              "she opened a TFSA at EasyEquities in a global equity index ETF: R8,000 from the refund plus a R2,000 monthly debit order from 1 September 2025; "
              "Sbu started the cottage conversion on 21 July 2025 and the bath is out.",
   "decisions": [{"decision": "TFSA in Kavitha's own name at EasyEquities for Tanisha's university", "rationale": "Keeps control; doesn't use Tanisha's lifetime limit; full room available"},
                 {"decision": "R8,000 lump sum and R2,000 a month from 1 September 2025", "rationale": "Start with the tax refund, then a debit order"}],
   "outcomes": ["SARS refund R8,115 on 22 July 2025", "Cottage work started 21 July 2025"]}),
 ("2025-08-24", "A cracked drain, a new moving date and Ma's diabetes", [
   ("user", "Cottage update, and not all good. When Sbu lifted the bathroom floor he found the old clay drain pipe cracked and full of roots, so it's a new PVC drain to the manhole: R6,800 extra, which brings us to R54,800. "
            "Then the non-slip tiles I chose are out of stock until mid-September. So Ma's move is now Saturday 4 October instead of 1 September. Vikash is hiring a bakkie.\n\n"
            "The overrun squeezed us, and, confession: Devan withdrew R15,000 from his two-pot savings pot after all, so we could pay for the drain without emptying the emergency fund again. "
            "He got R10,350 after tax. I know, I know.\n\n"
            "And Ma's GP did bloodwork: her HbA1c is 7.4% and he's diagnosed type 2 diabetes and started her on metformin. She's upset; she thinks it means no more sweets at Diwali. "
            "What do we need to know, especially with her moving in?"),
   ("assistant", "That's a lot landing at once. Let's take it in turn.\n\n"
                 "## The drain and the delay\n"
                 "- Roots in old clay drains are very common, and it's far better to find it now than after the new tiles are down.\n"
                 "- Ask Sbu to put the **extra work in writing** with photos, at the rate you agreed.\n"
                 "- Before the final payment, walk through with a **snag list:** the shower draining properly with no standing water, the grab rails solid, the ramp's slope gentle, the door width.\n\n"
                 "## Devan's withdrawal\n"
                 "It's done, and it kept your emergency fund intact, which matters. Remember it's one withdrawal per tax year, and make rebuilding the emergency fund the next priority.\n\n"
                 "## Type 2 diabetes: the basics\n"
                 "I'm not a doctor, so her GP and a dietitian are the people to follow, but in general:\n"
                 "1. **HbA1c** shows the average blood sugar over about three months; 6.5% or more is the usual threshold for diabetes.\n"
                 "2. **Metformin** is usually taken with meals, which reduces stomach upset, and on its own rarely causes low blood sugar.\n"
                 "3. **The plate:** half vegetables, a quarter protein (dhal, beans, chicken, fish), a quarter starch. Smaller portions of rice and roti rather than none.\n"
                 "4. **Sugary drinks** are the easiest big win to cut.\n"
                 "5. **Walking** after meals helps, on flat paths and in good shoes, given her osteoporosis.\n"
                 "6. **Feet:** check them daily and wear well-fitting shoes. **Eyes:** a yearly eye check.\n"
                 "7. **A dietitian** can adapt her own recipes rather than replacing them.\n\n"
                 "## Diwali\n"
                 "Diabetes doesn't mean no sweets ever; it means smaller amounts, with a meal rather than on their own, and not every day. That's a negotiation, not a ban."),
   ("user", "Ma has agreed to see a dietitian in Hilton once she's moved. Diwali sweets are 'under negotiation'."),
   ("assistant", "Under negotiation is a good place to be! A dietitian who works with her favourite dishes will make all the difference.")],
  {"summary": "Sbu found the cottage's old clay drain pipe cracked and full of roots: a new PVC drain to the manhole for R6,800 extra, bringing the conversion to R54,800; the chosen non-slip tiles are out of stock until mid-September; "
              "Ma's move moved from 1 September to Saturday 4 October 2025; Vikash is hiring a bakkie; "
              "Devan withdrew R15,000 from his two-pot savings pot after all (R10,350 after tax) to pay for the drain without emptying the emergency fund; "
              "Ma's HbA1c was 7.4% and her GP diagnosed type 2 diabetes and started metformin; "
              "the assistant suggested getting the extra work in writing and a snag list before final payment, rebuilding the emergency fund, and explained HbA1c, metformin with meals, the plate method, walking safely, foot and eye checks, "
              "a dietitian and moderation with Diwali sweets; Ma will see a dietitian in Hilton after the move.",
   "decisions": [{"decision": "New PVC drain for the cottage, R6,800 extra", "rationale": "Old clay drain cracked and full of roots"},
                 {"decision": "Ma's move changed to Saturday 4 October 2025", "rationale": "The drain work and the tiles out of stock until mid-September"},
                 {"decision": "Devan withdrew R15,000 from his two-pot savings pot", "rationale": "Pay for the drain without emptying the emergency fund"}],
   "outcomes": ["Cottage cost now R54,800", "Two-pot payout R10,350 after tax", "Ma diagnosed with type 2 diabetes, on metformin"]}),
 ("2025-10-12", "Ma has moved in", [
   ("user", "Ma moved in on Saturday 4 October! Vikash brought her things up in a hired bakkie, Tanisha made her a welcome sign, and Samosa has decided to sleep outside the cottage door every night. "
            "The final cottage bill was R55,900: the R54,800 plus R1,100 for a second grab rail and a fold-down shower seat. The agent has found a tenant for Ma's Chatsworth house from 1 November at R7,800 a month.\n\n"
            "One problem: Ma wants to cook dinner for everyone every night, and Devan is the cook in our house. He's being polite, but I can see him sulking over the pots. How do we handle this?\n\n"
            "Small thing: I've switched Samosa from NexGard to Bravecto. I kept forgetting the monthly chew (twice he was more than a week late), and Bravecto lasts three months."),
   ("assistant", "Welcome home to Ma! A welcome sign from Tanisha and a canine bodyguard at the door is quite a start. Here's some help with the first months.\n\n"
                 "## The first weeks\n"
                 "- **Settling in takes months,** not weeks, for her and for you. Expect some tiredness, some homesickness for Chatsworth, and a few awkward moments.\n"
                 "- **A short weekly check-in** (over tea, not as a meeting) helps small irritations get said before they grow.\n\n"
                 "## The kitchen question\n"
                 "Cooking is often how parents show love and feel useful, especially after losing some independence, so it's worth handling gently.\n"
                 "1. **A roster:** some nights are Ma's, some are Devan's. It gives her a real role without taking over his.\n"
                 "2. **Cook together** now and then: Devan learning her dishes can turn a rivalry into a bond.\n"
                 "3. **Tie it to her diabetes:** her nights can be a chance to try the dietitian's versions of her recipes.\n"
                 "4. **Let her teach Tanisha.** Recipes handed down are a lovely thing to give a grandchild.\n\n"
                 "## Keep her connected\n"
                 "- A temple or a seniors' group nearby, and regular visits to friends in Chatsworth.\n"
                 "- As she doesn't drive, a plan for lifts: you, Devan, Vikash at weekends, or e-hailing for short trips.\n\n"
                 "## Look after yourselves\n"
                 "Make time for just the three of you, and for you and Devan on your own. You'll be better company for Ma if you do.\n\n"
                 "## Samosa\n"
                 "Bravecto is a sensible switch if monthly doses were slipping. Put the next date (12 weeks on) in your calendar, and keep up Tanisha's tick checks."),
   ("user", "We've agreed Ma cooks on Mondays, Wednesdays and Fridays, and Devan keeps the rest. Ma's new GP is in Hilton, and she's seeing the dietitian on the 28th. "
            "Devan is already asking for her dhal recipe."),
   ("assistant", "That sounds like peace in the kitchen. If Devan gets the dhal recipe out of her in the first month, it's going very well indeed.")],
  {"summary": "Ma moved into the garden cottage on Saturday 4 October 2025; Vikash brought her things in a hired bakkie; Samosa sleeps outside the cottage door; "
              "final cottage conversion bill R55,900 (R54,800 plus R1,100 for a second grab rail and a fold-down shower seat); a tenant rents Ma's Chatsworth house from 1 November 2025 at R7,800 a month; "
              "Ma wants to cook every night and Devan, the household cook, is unhappy; the user switched Samosa's tick treatment from monthly NexGard to Bravecto every three months because she kept forgetting the monthly chew; "
              "the assistant suggested patience with settling in, a weekly check-in, a cooking roster, cooking together, diabetic-friendly versions of her recipes, keeping her connected (temple, seniors' group, lifts) and time for the couple; "
              "agreed: Ma cooks on Mondays, Wednesdays and Fridays, Devan the rest; Ma has a new GP in Hilton and sees a dietitian on 28 October.",
   "decisions": [{"decision": "Ma cooks on Mondays, Wednesdays and Fridays; Devan cooks the other nights", "rationale": "Ma wanted to cook every night; Devan is the household cook"},
                 {"decision": "Switched Samosa from NexGard to Bravecto", "rationale": "Kept forgetting the monthly chew; Bravecto lasts three months"}],
   "outcomes": ["Ma moved in on 4 October 2025", "Final cottage cost R55,900", "Chatsworth house let at R7,800 a month from 1 November 2025"]}),
 ("2025-11-09", "Pricing my pots for the Hilton Village Christmas Market", [
   ("user", "I've got a stall at the Hilton Village Christmas Market on Saturday 29 November, R450 for the table. I'm aiming for about 40 pieces: mugs, small bowls, a few serving bowls and some speckled blue mugs like my favourite. "
            "How do I price them? I have no idea. My costs: clay about R12 a mug, glaze maybe R8, and firing is R120 a shelf (about eight mugs fit on a shelf, and they're fired twice).\n\n"
            "Also, solar: we added four more panels in September after the misty winter, R13,600 from Riaan, so we're on fourteen now, and October's prepaid spend was only R320."),
   ("assistant", "Your first market! Pricing handmade work is hard for everyone, so here's a method rather than a guess.\n\n"
                 "## 1. Work out your costs\n"
                 "For a mug:\n"
                 "- Clay: about R12\n"
                 "- Glaze: about R8\n"
                 "- Firing: two firings at R120 a shelf shared by eight mugs, about R30\n"
                 "- **Total: roughly R50** before your time, the stall fee and packaging.\n\n"
                 "## 2. Price for your time and the market\n"
                 "- A common rule of thumb is **at least three to four times your material cost** for handmade work, which puts a mug at R150 to R200.\n"
                 "- **Look at what other potters charge** at markets like this one; handmade mugs often sell at around R150 to R250.\n"
                 "- **Don't underprice.** Low prices can make buyers wonder what's wrong with the work, and they're unfair to other makers.\n"
                 "- **A few price levels:** small items under R100 (spoon rests, small dishes) for impulse buys, mugs and bowls in the middle, serving bowls as statement pieces.\n"
                 "- **A seconds basket** for pieces with small flaws, clearly marked.\n\n"
                 "## 3. Display\n"
                 "- **Height:** crates or boxes under a cloth, so pots aren't all at table level.\n"
                 "- **Group by colour,** with clear price labels.\n"
                 "- **A sign** with your name, and a card or an Instagram handle for people who come back later.\n\n"
                 "## 4. Payments and packing\n"
                 "- **A card machine** such as Yoco, or a QR payment like SnapScan, plus a float of small change.\n"
                 "- **Wrapping:** newspaper and paper bags.\n\n"
                 "## 5. Keep notes\n"
                 "Write down what sells and at what price; it's the best guide for the next market.\n\n"
                 "And fourteen panels and R320 for October: the winter gamble on more panels has paid off."),
   ("user", "Mugs R180, small bowls R150, serving bowls R380, and the speckled blue mugs R220 because they're my favourites. The stall will be called 'Clay by Kavitha'. "
            "Devan is saving old copies of The Witness for wrapping."),
   ("assistant", "Those prices are well judged, and 'Clay by Kavitha' has a nice ring to it. Wrapping your pots in Devan's sports pages is a family business in the making. Good luck on the 29th!")],
  {"summary": "The user has a stall at the Hilton Village Christmas Market on Saturday 29 November 2025 (R450 for the table) and is making about 40 pieces; costs: clay about R12 a mug, glaze R8, firing R120 a shelf of about eight mugs, fired twice; "
              "the assistant worked out about R50 cost per mug and suggested three to four times material cost, checking other potters' prices, not underpricing, several price levels, a seconds basket, display with height, a sign, "
              "a card machine such as Yoco or SnapScan and a float, and keeping notes; "
              "prices: mugs R180, small bowls R150, serving bowls R380, speckled blue mugs R220; stall name 'Clay by Kavitha'; "
              "four more solar panels were added in September 2025 for R13,600 (now fourteen); October prepaid spend R320.",
   "procedures": [{"name": "Pricing pottery for a market", "steps": ["Work out material and firing cost per piece", "Price at least three to four times the material cost", "Check what other potters charge",
                   "Several price levels and a seconds basket", "Display with height and clear labels", "Card machine and a float", "Note what sells"]}],
   "decisions": [{"decision": "Market prices: mugs R180, small bowls R150, serving bowls R380, speckled blue mugs R220", "rationale": "About R50 cost per mug; not underpricing"},
                 {"decision": "Added four solar panels in September 2025 for R13,600", "rationale": "Low output in the misty winter"}],
   "outcomes": ["Market stall R450 on 29 November 2025", "Now fourteen solar panels", "October prepaid electricity R320"]}),
 ("2025-11-30", "After the market, and next year's money", [
   ("user", "The market yesterday was amazing: I sold 31 of my 40 pieces and took R5,870 (the speckled blue mugs were sold out by eleven). After the R450 stall fee that's R5,420. "
            "Tanisha helped with the card machine and has announced that she wants her own table next year.\n\n"
            "Now, money. My 13th cheque comes on 15 December, about R39,500 after tax. The emergency fund took a knock with the cottage, and we've spent a lot this year. "
            "What order should I do things in? I want to do the RA top-up again before the end of February, keep the TFSA going, and Devan wants to replace his 2012 Polo at some point."),
   ("assistant", "Congratulations! Selling three-quarters of your stock at a first market is an excellent result. Here's a way to think about the 13th cheque.\n\n"
                 "## 1. Rebuild the emergency fund first\n"
                 "This year it covered a vet bill, a solar overrun and a cottage overrun, and Devan's two-pot withdrawal can only be made once a tax year. "
                 "Getting it back to three to six months of expenses is what lets you say yes to everything else calmly.\n\n"
                 "## 2. The RA top-up before 28 February 2026\n"
                 "It worked well this year: at your tax rate, a top-up comes back partly as a refund, which can go straight into the TFSA next winter.\n\n"
                 "## 3. The TFSA\n"
                 "Your R2,000 debit order continues; the annual R36,000 limit resets on 1 March, so there's no rush to add a lump sum before then.\n\n"
                 "## 4. Devan's car\n"
                 "If the Polo is running reliably, **save for it in a separate pocket** rather than financing a new car; even a year of saving reduces the loan, or removes it.\n\n"
                 "## 5. Your pottery income\n"
                 "Keep a simple record of what you take and spend (clay, firing, stall fees). Occasional sales may be a hobby, but if it grows into a regular side business, that income needs to be declared to SARS.\n\n"
                 "## A possible split\n"
                 "- Emergency fund: the largest share\n"
                 "- RA top-up in February\n"
                 "- A modest amount for Christmas, because you've all earned it"),
   ("user", "Plan: R15,000 back into the emergency fund in December, R20,000 into the RA in February, and R4,500 for Christmas. The car can wait until 2026."),
   ("assistant", "That's a balanced plan, and it uses every rand of the R39,500. Enjoy Christmas, all four of you (five with Samosa), and well done on a big year.")],
  {"summary": "At the Hilton Village Christmas Market on 29 November 2025 the user sold 31 of 40 pieces and took R5,870 (R5,420 after the R450 stall fee); the speckled blue mugs sold out; Tanisha helped with the card machine and wants her own table next year; "
              "her 13th cheque of about R39,500 after tax comes on 15 December 2025; "
              "the assistant suggested rebuilding the emergency fund first, the RA top-up before 28 February 2026, continuing the TFSA (the limit resets on 1 March), saving for Devan's car rather than financing it, "
              "and keeping records of pottery income, which must be declared if it becomes a regular business; "
              "plan: R15,000 to the emergency fund in December, R20,000 into the RA in February 2026, R4,500 for Christmas; replacing Devan's 2012 Polo waits until 2026.",
   "decisions": [{"decision": "R15,000 to the emergency fund, R20,000 to the RA in February 2026, R4,500 for Christmas", "rationale": "Emergency fund depleted by the cottage; RA tax refund"},
                 {"decision": "Devan's car replacement waits until 2026", "rationale": "Save for it rather than finance"}],
   "outcomes": ["Market takings R5,870, R5,420 after the stall fee", "31 of 40 pieces sold"]}),
]

QUESTIONS_78 = [
 # single facts the user said about herself, her family, her pets and her things
 ("How old am I?", "41"),
 ("What do I do for work?", "town planner at the uMngeni Municipality in Howick"),
 ("What's our dog called?", "Samosa (a brindle Staffie cross)"),
 ("What does Devan do for work?", "sports writer at The Witness"),
 ("What's my mother's name?", "Kamala Naidoo"),
 ("How old is Tanisha?", "9"),
 ("Who installed our solar system?", "Karkloof Solar (Riaan Botha)"),
 ("What inverter and battery did we get?", "a Deye 8 kW hybrid inverter with a 10 kWh lithium battery"),
 ("Where did I do my pottery course?", "Mudlark Pottery in Hilton (with Thandi)"),
 ("What pottery wheel did I buy?", "a second-hand Shimpo VL-Whisper, for R9,000"),
 ("Who converted the cottage for Ma?", "Sbu Ndlovu"),
 # when
 ("When was our solar system installed?", "14 and 15 April 2025"),
 ("When did Ma break her wrist?", "Thursday 17 April 2025"),
 ("When was Samosa diagnosed with biliary?", "Tuesday 4 March 2025"),
 ("When did my pottery course start?", "9 April 2025"),
 ("When did Ma move in with us?", "Saturday 4 October 2025"),
 # lists across chats
 ("Which companies quoted for our solar?", "SunVolt KZN (R138,500), Karkloof Solar (R121,900) and Brightside Energy (R96,000)"),
 ("What tick treatments has Samosa been on?", "a supermarket spot-on, then NexGard chews monthly, now Bravecto every three months"),
 ("What health problems has Ma had this year?", "a broken left wrist from a fall, osteoporosis and type 2 diabetes"),
 ("What work was done on the cottage for Ma?", "the bath replaced by a level-access walk-in shower, grab rails, non-slip tiles, a wider bathroom door, a ramp instead of the steps, a new PVC drain and a fold-down shower seat"),
 ("Where have we put savings this year?", "the Allan Gray RA top-up, the emergency fund, a vet savings pocket for Samosa and a TFSA at EasyEquities for Tanisha's university"),
 ("Which of our plans got delayed this year?", "the solar installation (24 March to 14 April) and Ma's move into the cottage (1 September to 4 October)"),
 # latest value of something that changed
 ("How many solar panels do we have now?", "14 (10 installed in April, 4 added in September)"),
 ("Who insures our house now?", "King Price (since 1 June 2025, R1,640 a month)"),
 ("Where does Ma live now?", "with us in Hilton, in the converted garden cottage"),
 ("How much did the cottage conversion cost in the end?", "R55,900"),
 # yes/no
 ("Did we go with the cheapest solar quote?", "No (Karkloof Solar at R121,900; Brightside was R96,000)"),
 ("Did we get a tax rebate for our solar panels?", "No (the rebate only covered panels installed from March 2023 to February 2024)"),
 ("Did Devan take money out of his two-pot in the end?", "Yes (R15,000 in August 2025, R10,350 after tax)"),
 # why
 ("Why was our solar installation delayed?", "the batteries were stuck in a container at Durban port"),
 ("Why did we switch home insurer?", "Outsurance put the premium up from R1,480 to R1,960 a month after we added the solar and wouldn't come down; King Price quoted R1,640"),
 ("Why did Devan withdraw from his two-pot?", "to pay for the extra R6,800 drain work on the cottage without emptying the emergency fund"),
 # what the assistant recommended
 ("What test did you suggest Ma should have after she broke her wrist?", "a bone density (DEXA) scan for osteoporosis"),
 ("What did you tell me to do with the clay water from my wheel?", "never pour it down the drain; let it settle in buckets, pour the clear water onto the garden and dry out the sludge"),
 # amounts
 ("How much did SARS refund me?", "R8,115 (paid on 22 July 2025)"),
 ("How much did I take at the Christmas market?", "R5,870 (R5,420 after the R450 stall fee), selling 31 of 40 pieces"),
 # inference
 ("Am I likely to go back to monthly tick chews for Samosa?", "Likely no"),
 ("Would Devan be happy for Ma to cook dinner every night?", "Likely no"),
 # not in the archive
 ("What school does Tanisha go to?", "Not mentioned in my chats"),
 ("What's Devan's mother's name?", "Not mentioned in my chats"),
]


def assistant_chats_31_at(folder):
    """The archive of CHATS_78 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a31c", CHATS_78, "claude")


@pytest.fixture(scope="module")
def assistant_chats_31(tmp_path_factory):
    return assistant_chats_31_at(tmp_path_factory.mktemp("assistant31"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_78, "assistant 31")


def test_the_archive_finds_the_solar_installer(assistant_chats_31):
    assert assistant_chats_31.search("Karkloof").results
