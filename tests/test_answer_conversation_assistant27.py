"""A twenty-seventh written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind with its questions and gold answers before any run of
`kbsearch answer` on it, and without reading the answer rules. It is held out:
bench/answer_conversations.py measures it, and its questions are never read one by one by the
developers. A land surveyor in Olomouc, Czech Republic, Lukáš Doležal, 41, who lives in a 1978
house in Nemilany with his wife Katka, a midwife at the university hospital, their children
Eliška and Matyáš, and Bětka, a wire-haired dachshund. He chats with ChatGPT from January to
October 2025: replacing the gas boiler with an air-to-water heat pump (a heat loss calculation,
three installers' quotes, an installation date that slips, a final bill above the quote, the gas
cut off, a tariff and a supplier switch, a neighbour's complaint about the noise and the
Nová zelená úsporám subsidy), his father Jiří's hip replacement in Prostějov (an operation that
is postponed, recovery at the family's house, spa rehabilitation in Lázně Slatinice), training for
his first half marathon (a shin injury, a goal that changes, a result and an autumn 10 km), the
end of the mortgage fixation (a decision to stay with the bank that is reversed), a long-term
investment product, and his daughter's braces, with facts the user updates later (the mortgage
bank and rate, the heat pump's cost and date, his father's operation date and mobility, his race
goal and 10 km best, the electricity supplier, the cost of the braces).
bench/answer_conversations.py asks every question ("assistant 27")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_70 = [
 ("2025-01-26", "Swapping our gas boiler for a heat pump", [
   ("user", "Hi. I'm Lukáš, I'm a land surveyor (I work for Geoplan Haná in Olomouc, mostly out in the field with a GNSS receiver and a total station), so I like numbers. "
            "We live in Nemilany, on the edge of Olomouc, in a 1978 'šumperák' house that we bought in 2015. About 165 m² heated, the facade was insulated with 10 cm of polystyrene in 2017 and the plastic windows are from the same year, "
            "steel panel radiators on the original pipes. Heating and hot water come from a 2006 Protherm gas boiler that's on its last legs, and we use about 24 MWh of gas a year "
            "(our advance payments are 3,400 Kč a month; we get both gas and electricity from ČEZ). I want to replace the boiler with an air-to-water heat pump and use the Nová zelená úsporám subsidy. "
            "One installer has already been round: Tepelka Haná from Olomouc quoted 298,000 Kč for a 12 kW Mitsubishi Ecodan, fitted, and could start in April. Is that a sensible size and price? Where do I start?"),
   ("assistant", "A 1978 house with an insulated facade and newer windows is a good candidate for a heat pump, and you're right to check the numbers before signing anything. "
                 "I'm not a heating engineer, but here's how people usually approach the switch.\n\n"
                 "## Step 1: Get a heat loss calculation first\n"
                 "Before you compare any quotes, have an independent **heat loss calculation** (výpočet tepelných ztrát) done for the house, room by room, at the design outdoor temperature for Olomouc (about -15 °C). "
                 "It tells you how many kilowatts the house actually needs on the coldest day, and whether each radiator can deliver enough heat at the lower water temperature a heat pump runs at. "
                 "Everything else (the size of the unit, which radiators to change, the price) follows from it.\n\n"
                 "## Step 2: A rough sanity check on 12 kW\n"
                 "24 MWh of gas a year at a boiler efficiency of about 90% is roughly 21.6 MWh of heat, including hot water. Divided by the roughly 2,000 full-load hours a heating season has in a Czech climate, "
                 "that points to something nearer **10 kW** than 12 kW. That's only a rule of thumb, but it suggests the Ecodan may be oversized. "
                 "An oversized heat pump switches on and off too often (short cycling), which wears it and lowers its efficiency, so bigger is not safer.\n\n"
                 "## Step 3: The radiators and the flow temperature\n"
                 "Heat pumps are most efficient at low flow temperatures, ideally 45 to 50 °C on the coldest days. A simple test you can do this winter:\n"
                 "1. Turn the boiler's flow temperature down to about 50 °C.\n"
                 "2. Leave it for a few cold days and see whether every room still gets warm.\n"
                 "3. Note the rooms that don't: those radiators may need to be replaced with bigger ones.\n\n"
                 "## Step 4: Hot water\n"
                 "With four people you'll want a hot water cylinder of about 200 litres heated by the heat pump. Check that every quote includes it, and a weekly anti-legionella cycle.\n\n"
                 "## Step 5: The Nová zelená úsporám subsidy\n"
                 "- Check the current conditions on the programme's website before you sign: the amounts and rules change from year to year.\n"
                 "- The heat pump usually has to be on the programme's **list of eligible products**, installed by a qualified firm.\n"
                 "- Keep every invoice, the commissioning record and photos before and after. Many installers will do the application for you.\n\n"
                 "## Step 6: Placement and noise\n"
                 "The outdoor unit has a fan and a compressor. Put it where it can breathe, away from your neighbours' bedroom windows, on proper anti-vibration feet. "
                 "Czech noise limits at night are strict and are measured at the neighbour's window.\n\n"
                 "## Step 7: The electricity tariff\n"
                 "With a heat pump you can ask the distributor for the **D56d** heat pump distribution rate, with a low tariff for most of the day. It usually needs a suitable main breaker and the installer's confirmation, "
                 "so ask each installer whether they handle it.\n\n"
                 "## Step 8: Three quotes\n"
                 "298,000 Kč for a 12 kW unit installed is within the range people typically report, but the price only means something next to two or three other quotes built on the same heat loss figure. "
                 "Ask each installer for an itemised quote: the unit, the cylinder, any radiator changes, the electrical work, the removal of the old boiler, commissioning, the warranty and the subsidy paperwork.\n\n"
                 "Would you like a list of questions to ask the installers?"),
   ("user", "Later, maybe. A colleague's wife is an energy auditor, Ing. Pavla Křížová. She's doing the heat loss calculation for us on Saturday 8 February for 6,500 Kč. I'll hold off on Tepelka Haná until then."),
   ("assistant", "That's money well spent. When Pavla comes, ask her for:\n\n"
                 "1. The heat loss **room by room** and for the whole house at -15 °C.\n"
                 "2. The output of each existing radiator at a 50 °C and a 45 °C flow temperature, compared with each room's heat loss.\n"
                 "3. A recommendation on which radiators, if any, to upsize.\n\n"
                 "And try the 50 °C flow test on the boiler before she comes: your own observations will be useful to her.")],
  {"summary": "The user, Lukáš Doležal, 41, a land surveyor at Geoplan Haná in Olomouc, lives in Nemilany on the edge of Olomouc in a 1978 'šumperák' house bought in 2015: about 165 m² heated, facade insulated in 2017, "
              "steel panel radiators, a 2006 Protherm gas boiler for heating and hot water, about 24 MWh of gas a year, advance payments 3,400 Kč a month, gas and electricity from ČEZ; "
              "he wants an air-to-water heat pump with the Nová zelená úsporám subsidy; Tepelka Haná (Olomouc) quoted 298,000 Kč for a 12 kW Mitsubishi Ecodan, start in April; "
              "the assistant (not a heating engineer) said to start with an independent heat loss calculation, estimated that about 10 kW may be enough so 12 kW may be oversized (short cycling), "
              "suggested a 50 °C flow temperature test, a 200-litre hot water cylinder, checking the subsidy rules and eligible products, placing the outdoor unit away from neighbours' windows, the D56d tariff and three itemised quotes; "
              "energy auditor Ing. Pavla Křížová will do the heat loss calculation on 8 February 2025 for 6,500 Kč.",
   "procedures": [{"name": "Planning a switch from a gas boiler to a heat pump", "steps": ["Get a room-by-room heat loss calculation", "Sanity-check the unit size", "Test the radiators at a 50 °C flow temperature",
                   "Include a hot water cylinder", "Check the Nová zelená úsporám rules and eligible products", "Place the outdoor unit away from neighbours' windows",
                   "Ask for the D56d tariff", "Get three itemised quotes"]}],
   "decisions": [{"decision": "Heat loss calculation by Ing. Pavla Křížová on 8 February 2025, 6,500 Kč", "rationale": "Size the heat pump before comparing quotes"},
                 {"decision": "Hold off on the Tepelka Haná quote", "rationale": "Wait for the heat loss calculation"}],
   "outcomes": ["First quote: Tepelka Haná, 12 kW Mitsubishi Ecodan, 298,000 Kč"]}),
 ("2025-02-16", "Getting ready for Dad's hip replacement", [
   ("user", "Family question this time. My dad, Jiří, is 73 and is having his right hip replaced at Prostějov hospital on Monday 14 April. He's lived alone since Mum died in 2021, in a third-floor flat in Prostějov with no lift. "
            "He's stubborn and wants to go straight home afterwards. My wife Katka, who works shifts as a midwife at the university hospital here in Olomouc, says that's a terrible idea. "
            "My sister Hana lives in Brno and can take a week off. How do we get him (and us) ready?"),
   ("assistant", "A hip replacement is one of the most successful operations there is, and planning ahead makes the first weeks much easier for everyone. I'm not a doctor, so follow his surgeon and physiotherapist, but here's what families commonly organise.\n\n"
                 "## Before the operation\n"
                 "1. **Prehab exercises.** Ask the hospital or his GP for exercises to strengthen his thighs and buttocks now; people who go in stronger usually recover faster.\n"
                 "2. **The pre-operative check.** About two weeks before, he'll have blood tests, a urine test, an ECG and so on. Any infection (a urinary infection, a bad tooth) normally has to be treated first, "
                 "which can **postpone the operation**, so a dental check now is a good idea.\n"
                 "3. **Practise with walking aids** if the hospital offers it, and ask how long he'll be on a walker and then crutches.\n\n"
                 "## The first six weeks\n"
                 "- He'll usually be asked to follow **hip precautions:** no bending the hip beyond 90 degrees, no crossing his legs, no twisting on the operated leg.\n"
                 "- He'll walk with a walker, then crutches, then perhaps a stick.\n"
                 "- **Stairs** are possible with crutches ('up with the good leg, down with the bad'), but three flights several times a day, alone, in the first weeks is a real risk of a fall.\n\n"
                 "## Where should he recover?\n"
                 "1. **His own flat:** familiar, but the stairs, shopping and cooking alone make it the hardest option at first.\n"
                 "2. **With you:** if you have a bedroom on the ground floor and a bathroom he can reach, this is often the safest for the first few weeks.\n"
                 "3. **Rehabilitation or a spa stay:** in the Czech Republic, after a joint replacement the hospital doctor can propose comprehensive spa rehabilitation, usually covered by health insurance. "
                 "Ask on the ward about it before he's discharged.\n\n"
                 "## Equipment to have ready\n"
                 "- A **raised toilet seat** and, if possible, a grab rail\n"
                 "- A firm, high **chair with armrests**\n"
                 "- A **grabber** (reacher), a long-handled shoe horn and a sock aid\n"
                 "- A **shower stool** and a non-slip mat\n"
                 "- **Remove rugs and loose cables,** and put **night lights** between the bedroom and the bathroom\n\n"
                 "## Sharing the load\n"
                 "Make a simple rota for the first two weeks: who drives him home, who's there in the mornings, who does the shopping. Hana's week is most useful straight after discharge or when you and Katka are both at work.\n\n"
                 "And tell your dad that recovering at his son's house for a few weeks is not giving in: it's the quickest way back to his own flat."),
   ("user", "Katka won that argument in ten minutes: he's agreed to stay with us after the hospital. Our study downstairs will be his bedroom, there's a shower room next to it. "
            "Bětka, our wire-haired dachshund, will be thrilled; she adores him. My worry is she'll trip him up."),
   ("assistant", "A sensible worry: small dogs underfoot are a classic cause of falls when someone's using a walker. A few ideas:\n\n"
                 "1. **Keep Bětka out of his room at night,** or use a baby gate, so she isn't at the bedside when he gets up.\n"
                 "2. **Feed her and keep her bed** away from the route between his bed and the bathroom.\n"
                 "3. **Keep her toys off the floor** in the rooms he uses.\n"
                 "4. **Let him have time with her sitting down:** on a sofa or in his armchair, so she gets her cuddles and he gets his company.\n\n"
                 "Enjoy the reunion, and good luck on the 14th of April.")],
  {"summary": "The user's father Jiří, 73, a widower since 2021 who lives alone in a third-floor flat with no lift in Prostějov, is having his right hip replaced at Prostějov hospital on 14 April 2025; "
              "the user's wife Katka is a midwife working shifts at the university hospital in Olomouc; his sister Hana lives in Brno and can take a week off; "
              "the assistant (not a doctor) described prehab, the pre-operative check (an infection can postpone the operation), hip precautions, walking aids, the risk of stairs, "
              "the options of recovering at home, with the user or in spa rehabilitation covered by health insurance, equipment (raised toilet seat, chair with armrests, grabber, shower stool, night lights, no rugs) and a rota; "
              "Jiří agreed to stay with the user after the hospital, in the downstairs study; the dog Bětka, a wire-haired dachshund, adores him; the assistant suggested keeping her out of his way.",
   "procedures": [{"name": "Preparing for a parent's hip replacement", "steps": ["Prehab exercises", "Pre-operative check, treat any infection", "Plan where he recovers",
                   "Raised toilet seat, chair with armrests, grabber, shower stool", "Remove rugs and cables, add night lights", "Make a rota", "Ask about spa rehabilitation"]}],
   "decisions": [{"decision": "Jiří will recover at the user's house in Nemilany after the hospital", "rationale": "Three flights of stairs with no lift at his flat; Katka insisted"}],
   "outcomes": ["Operation planned for 14 April 2025 at Prostějov hospital", "The downstairs study becomes his bedroom"]}),
 ("2025-03-02", "Three heat pump quotes: which one?", [
   ("user", "Pavla's heat loss calculation is done: 9.8 kW at -15 °C. Most radiators are fine at a 50 °C flow; the two in the kids' rooms upstairs are too small and need swapping for bigger ones. I now have three quotes:\n"
            "- Tepelka Haná (Olomouc): 12 kW Mitsubishi Ecodan, 298,000 Kč, start in April. They didn't change anything after seeing the calculation.\n"
            "- EkoTeplo Přerov: 10 kW Vaillant aroTHERM plus, a 200-litre hot water cylinder, the two radiators swapped, and they do the Nová zelená úsporám paperwork: 276,000 Kč, installation the week of 12 May.\n"
            "- Klimaservis Šternberk: an 8 kW unit from a brand I'd never heard of, 214,000 Kč, but no cylinder (they'd keep the gas boiler for hot water), and the unit isn't on the NZÚ list of eligible products.\n"
            "Which one would you pick?"),
   ("assistant", "Now that you have a real heat loss figure, the three quotes are much easier to compare.\n\n"
                 "## Klimaservis Šternberk: 214,000 Kč\n"
                 "Cheapest on paper, but:\n"
                 "1. **8 kW against a 9.8 kW heat loss** is undersized: on the coldest days the backup heater would do a lot of the work, at direct-electric cost.\n"
                 "2. **Not on the eligible products list** means no Nová zelená úsporám subsidy, which would likely wipe out the price difference.\n"
                 "3. **Keeping the gas boiler for hot water** means you keep paying the gas standing charges and servicing an old boiler.\n\n"
                 "## Tepelka Haná: 298,000 Kč\n"
                 "- 12 kW is on the large side for 9.8 kW, and they didn't revise the quote after the calculation, which says something about how they size systems.\n"
                 "- It's also the most expensive, and doesn't mention the two radiators.\n\n"
                 "## EkoTeplo Přerov: 276,000 Kč\n"
                 "- **10 kW matches the heat loss,** with a little margin.\n"
                 "- It includes the **cylinder, the two radiators and the subsidy paperwork.**\n"
                 "- The aroTHERM plus is a common unit in the Czech Republic, so spares and service should be easy to find.\n\n"
                 "## My suggestion\n"
                 "On what you've described, **EkoTeplo Přerov looks like the best fit**, provided that:\n"
                 "1. You see **references** from two or three customers with a similar house, ideally ones who've had a winter with it.\n"
                 "2. The exact model is on the **NZÚ eligible products list** (check it yourself on the programme's website).\n"
                 "3. The written quote lists everything: the unit, the cylinder, the two radiators, the position of the outdoor unit, the electrical work, removal of the old boiler, commissioning and who applies for the D56d tariff.\n"
                 "4. The **deposit is modest** (20 to 30% is common) and the balance is paid after commissioning.\n"
                 "5. You know the **warranty terms,** which usually require an annual service.\n\n"
                 "*I'm not a heating engineer, so do ask the installer to explain anything that's unclear.*"),
   ("user", "EkoTeplo it is. They say we should get 90,000 Kč from NZÚ. I've paid a 30% deposit, 82,800 Kč, and they're booked for the week of 12 May."),
   ("assistant", "Good choice. Before they come:\n\n"
                 "1. **Take photos** of the old boiler and the plant room now; the subsidy application usually needs before-and-after photos.\n"
                 "2. **Check your main breaker** with EkoTeplo, so the D56d application isn't held up.\n"
                 "3. **Agree where the outdoor unit goes,** with your neighbours' windows in mind.\n"
                 "4. **Ask for a handover** at commissioning: how to change the heating curve, the hot water settings and what the error codes mean.")],
  {"summary": "Ing. Pavla Křížová's heat loss calculation: 9.8 kW at -15 °C; most radiators are fine at 50 °C, the two in the kids' rooms upstairs need upsizing; "
              "three quotes: Tepelka Haná (Olomouc) 12 kW Mitsubishi Ecodan 298,000 Kč, not revised after the calculation; EkoTeplo Přerov 10 kW Vaillant aroTHERM plus, 200-litre cylinder, two radiators swapped, subsidy paperwork, 276,000 Kč, week of 12 May; "
              "Klimaservis Šternberk 8 kW unknown brand 214,000 Kč, no cylinder (gas boiler kept for hot water), not on the NZÚ eligible list; "
              "the assistant called Klimaservis undersized and ineligible, Tepelka oversized, and suggested EkoTeplo if references, eligibility, a full written quote, a modest deposit and the warranty were checked; "
              "the user chose EkoTeplo Přerov, expects 90,000 Kč from Nová zelená úsporám, paid a 30% deposit of 82,800 Kč, installation booked for the week of 12 May 2025.",
   "decisions": [{"decision": "EkoTeplo Přerov to install a 10 kW Vaillant aroTHERM plus for 276,000 Kč", "rationale": "Matches the 9.8 kW heat loss, includes the cylinder, radiators and subsidy paperwork"},
                 {"decision": "Not Klimaservis Šternberk", "rationale": "Undersized, not eligible for the subsidy, keeps the gas boiler"},
                 {"decision": "Not Tepelka Haná", "rationale": "Oversized 12 kW and the most expensive"}],
   "outcomes": ["Heat loss 9.8 kW", "Deposit 82,800 Kč", "Expected subsidy 90,000 Kč", "Installation planned for the week of 12 May 2025"]}),
 ("2025-03-16", "Training plan for my first half marathon", [
   ("user", "New project, just for me. I've entered my first half marathon: the Olomouc Half Marathon on Saturday 21 June. The entry was 1,290 Kč, which is a good motivator. "
            "I'm 41, 84 kg, I run about 25 km a week over three runs, and my 10 km best is 52:30 from a local race last autumn. I'd love to go under two hours. "
            "I've started going to the Tuesday evening group runs of Haná Runners in Bezručovy sady, and yesterday I had a gait analysis at Běžecký ráj and bought a pair of Brooks Ghost 16 for 3,490 Kč. Can you give me a plan?"),
   ("assistant", "Brilliant, a first half marathon in your home town! Here's a plan built on where you are now. I can't see you run, so treat it as a framework and listen to your body.\n\n"
                 "## Is under two hours realistic?\n"
                 "A 52:30 10 km predicts a half marathon of roughly **1:56 to 1:58** with the right training, so sub-2:00 is realistic but not in the bag. Two hours means an average of **5:41 per kilometre.**\n\n"
                 "## The shape of the next 14 weeks\n"
                 "1. **Weeks 1 to 4, base:** four runs a week, mostly easy (about 6:30 to 7:00 per km, a pace where you can talk). Long run from 10 to 13 km.\n"
                 "2. **Weeks 5 to 10, build:** add one quality session a week, a tempo run at around 5:30 per km or intervals. Long run up to 16 to 18 km.\n"
                 "3. **Weeks 11 to 12, peak:** one long run of 18 to 19 km, one run with 8 to 10 km at race pace.\n"
                 "4. **Weeks 13 to 14, taper:** cut the volume by a third, then by half; keep a little race pace.\n\n"
                 "## The rules that keep you injured less often\n"
                 "- **Increase your weekly distance by no more than about 10% a week,** and make every fourth week an easier one. Most running injuries come from doing too much too soon.\n"
                 "- **80% of your running easy.** The Tuesday group runs can be your quality session if the group is fast, but then keep the others slow.\n"
                 "- **Strength twice a week,** 20 minutes: calf raises, squats, lunges, glute bridges and planks.\n"
                 "- **Sleep** is training too.\n\n"
                 "## Kit and fuel\n"
                 "- Good decision on the gait analysis. Do your long runs in the Ghost 16s so they're broken in by June, and keep a note of their mileage.\n"
                 "- **Practise fuelling** on long runs over 75 minutes: a gel or some sweets every 30 to 40 minutes, and see what your stomach tolerates.\n"
                 "- **Race day:** nothing new on the day, start slower than you think, and only speed up after 15 km if you feel good.\n\n"
                 "## A sample week (build phase)\n"
                 "- Tuesday: Haná Runners group run, or 6 x 1 km at 5:15 with 2 minutes' jog\n"
                 "- Thursday: 8 km easy\n"
                 "- Saturday: strength + 5 km easy\n"
                 "- Sunday: long run, easy\n\n"
                 "Would you like the whole plan week by week?"),
   ("user", "Yes, later. Bětka, our wire-haired dachshund, came on an easy run with me on Thursday. I carried her home after two kilometres. So she's not my training partner."),
   ("assistant", "Dachshunds were bred to go down badger holes, not to run half marathons, so Bětka is simply being true to her heritage. "
                 "Short walks at her pace are perfect for her; keep the long runs for yourself and the Haná Runners.")],
  {"summary": "The user, 41, 84 kg, entered his first half marathon, the Olomouc Half Marathon on Saturday 21 June 2025; he runs about 25 km a week over three runs, 10 km best 52:30, and wants to go under two hours; "
              "he joins the Tuesday evening group runs of Haná Runners in Bezručovy sady and had a gait analysis at Běžecký ráj, buying new running shoes; "
              "the assistant said sub-2:00 (5:41 per km) is realistic but not certain (a 52:30 10 km predicts 1:56-1:58), and gave a 14-week plan: base, build, peak and taper, "
              "increasing weekly distance by no more than about 10% a week, mostly easy running, strength twice a week, fuelling practice and race-day advice; "
              "his dog Bětka is not a running partner.",
   "procedures": [{"name": "Training for a first half marathon", "steps": ["Base: four easy runs a week", "Build: one quality session, long run up to 16-18 km", "Peak: long run of 18-19 km, race pace practice",
                   "Taper over two weeks", "Increase by no more than 10% a week", "Strength twice a week", "Practise fuelling", "Start slower than you think"]}],
   "decisions": [{"decision": "Run the Olomouc Half Marathon on 21 June 2025", "rationale": "First half marathon, goal under two hours"}],
   "outcomes": ["10 km best 52:30", "Running about 25 km a week"]}),
 ("2025-04-06", "Our mortgage fixation ends in June", [
   ("user", "Money question. Our mortgage with Česká spořitelna is fixed at 2.19% until 30 June 2025. There's 2,140,000 Kč left, 20 years to go, and we pay 11,020 Kč a month. "
            "ČS has sent their offer for the next fixation: 4.89% for five years or 4.69% for three years. The three-year one would be about 13,760 Kč a month. What should I do?"),
   ("assistant", "The end of a fixation is the one moment when you hold the cards, so it's worth an hour or two of effort. Here's how to approach it.\n\n"
                 "## Your position\n"
                 "At the end of a fixation period you can **repay the loan or move it to another bank without a penalty.** Check your contract for how much notice you need to give, and don't let the deadline pass by default: "
                 "if you do nothing, the bank's offer usually applies automatically.\n\n"
                 "## What the options cost you (2,140,000 Kč over 20 years)\n"
                 "| Rate | Monthly payment |\n"
                 "|---|---|\n"
                 "| 2.19% (now) | about 11,020 Kč |\n"
                 "| 4.29% | about 13,300 Kč |\n"
                 "| 4.69% (ČS, 3 years) | about 13,760 Kč |\n"
                 "| 4.89% (ČS, 5 years) | about 13,990 Kč |\n\n"
                 "Every 0.1 of a percentage point is worth roughly 115 Kč a month on your loan.\n\n"
                 "## What to do\n"
                 "1. **Don't sign the first letter.** Banks' first refixation offers are rarely their best; a retention offer often appears once you mention you're looking elsewhere.\n"
                 "2. **Get at least two competing offers,** directly from other banks or through a mortgage broker, who can ask several banks at once.\n"
                 "3. **Compare like with like:** the APRC (RPSN), any fees, the cost of a valuation, and conditions such as having your salary paid into their current account or taking their insurance.\n"
                 "4. **Go back to ČS** with the best competing offer and ask them to match it.\n"
                 "5. **Start now.** A new bank typically needs six to eight weeks (valuation, approval, paperwork) before 30 June.\n\n"
                 "## Three years or five?\n"
                 "Nobody can predict rates. A shorter fixation bets that rates will be lower in three years; a longer one buys certainty. "
                 "If a higher payment would squeeze your budget, stability counts for more than a possible saving.\n\n"
                 "## The payment rise\n"
                 "Whatever you choose, budget for about **2,300 to 3,000 Kč a month more** from July.\n\n"
                 "*This is general information, not financial advice.*"),
   ("user", "A colleague swears by a mortgage broker, Marek Šebesta, and Katka says I should call him. Honestly I think I'll just sign ČS's three-year offer at 4.69%. "
            "Refinancing sounds like a lot of paperwork for a few hundred crowns."),
   ("assistant", "It's your decision, and simplicity is worth something. But put a number on it first:\n\n"
                 "- If another bank offered around **4.29%,** you'd pay about **460 Kč a month less,** roughly **16,500 Kč over three years.**\n"
                 "- A phone call to a broker is usually free for you (they're paid by the bank), and you don't have to accept anything.\n"
                 "- Even if you stay, a competing offer is the best way to get a better rate from ČS.\n\n"
                 "My suggestion: make the one call before you sign, and check the deadline in the ČS letter.")],
  {"summary": "The user's mortgage with Česká spořitelna is fixed at 2.19% until 30 June 2025: 2,140,000 Kč left over 20 years, 11,020 Kč a month; ČS offered 4.89% for five years or 4.69% for three years (about 13,760 Kč a month); "
              "the assistant explained that at the end of a fixation he can repay or switch banks without a penalty, gave a table of payments, and advised not signing the first letter, getting at least two competing offers, "
              "comparing the APRC, fees and conditions, asking ČS to match and starting now; three or five years depends on how much certainty he needs; "
              "a colleague recommends mortgage broker Marek Šebesta and Katka wants him to call; the user is inclined to sign ČS's three-year offer at 4.69% to avoid paperwork; "
              "the assistant said about 4.29% elsewhere would save about 460 Kč a month and suggested making the call first.",
   "procedures": [{"name": "Refixing a mortgage", "steps": ["Check the notice period in the contract", "Don't sign the first offer", "Get at least two competing offers or use a broker",
                   "Compare APRC, fees and conditions", "Ask the current bank to match", "Start six to eight weeks before the fixation ends"]}],
   "decisions": [{"decision": "Inclined to take Česká spořitelna's three-year fixation at 4.69%", "rationale": "Less paperwork than refinancing"}],
   "outcomes": ["Fixation at 2.19% ends 30 June 2025", "ČS offers 4.89% (5 years) or 4.69% (3 years)"]}),
 ("2025-04-27", "Shin pain, and Dad's operation is postponed", [
   ("user", "Running problem. I went from 25 to 40 km a week in three weeks (I know, I know) and for ten days I've had a dull ache along the inside of both shins, worst at the start of a run and the morning after. What should I do?\n\n"
            "And family news: Dad's operation has been postponed. At his pre-op check on 31 March they found a urinary infection, so they won't operate until it's cleared. The new date is Monday 12 May. "
            "Which is the week EkoTeplo are coming to install the heat pump. Great."),
   ("assistant", "Sorry to hear it; both are very common, and both are manageable. I'm not a doctor or a physiotherapist, so please get the shins looked at, but here's the usual approach.\n\n"
                 "## What it sounds like\n"
                 "A diffuse ache along the inner edge of the shin, worse at the start of a run and after, following a jump in mileage, is typical of **shin splints** (medial tibial stress syndrome). "
                 "**See a doctor promptly** if the pain is in one small spot you can press with a finger, if it hurts at rest or at night, or if hopping on one leg is painful: those can be signs of a stress fracture.\n\n"
                 "## What to do now\n"
                 "1. **Ease off running:** stop for a week or two, or at least cut right down, until you can walk and hop without pain.\n"
                 "2. **Ice** the sore area for 10 to 15 minutes after activity.\n"
                 "3. **Cross-train** to keep your fitness: cycling or swimming put far less load on the shins.\n"
                 "4. **See a physiotherapist,** who can confirm what it is and give you exercises for your calves and hips.\n"
                 "5. **When you go back,** start with short easy runs on soft surfaces and then build up by **no more than about 10% a week.** Check your shoes too.\n\n"
                 "## Your race\n"
                 "There are eight weeks to go. If you have two weeks off and build back carefully, **finishing comfortably** is very realistic. Sub-2:00 may be too ambitious this time; "
                 "a revised goal will stop you from doing too much to catch up, which is how shin splints come back.\n\n"
                 "## Your dad's operation and the heat pump in the same week\n"
                 "1. **Ask EkoTeplo** whether the installation can move, or whether they can work without you there every day.\n"
                 "2. **Postponements for an infection are normal:** it's a sign they're being careful. Check that he finishes his antibiotics and keeps doing his prehab exercises.\n"
                 "3. **Update the rota** with Katka and Hana for the new dates.\n\n"
                 "You don't have to solve everything at once: the shins can wait two weeks, the heat pump can wait a week, your dad's hip comes first."),
   ("user", "Booked a physio for Tuesday: Tereza Vlčková at Fyzio Neředín. I'm cycling to work this week instead of running."),
   ("assistant", "Good. When you see Tereza, tell her:\n\n"
                 "1. How quickly you increased your mileage (25 to 40 km in three weeks).\n"
                 "2. Where exactly it hurts and when.\n"
                 "3. Your race date and goal, so she can plan your return.\n\n"
                 "And enjoy the bike: it'll keep your legs and lungs ticking over.")],
  {"summary": "The user increased his running from 25 to 40 km a week in three weeks and has had a dull ache along the inside of both shins for ten days; "
              "his father's hip operation was postponed from 14 April to 12 May 2025 because the pre-operative check on 31 March found a urinary infection; 12 May is the heat pump installation week; "
              "the assistant (not a doctor) said it sounds like shin splints (medial tibial stress syndrome), listed signs of a stress fracture, and recommended easing off running for a week or two, ice, cross-training by cycling or swimming, "
              "seeing a physiotherapist and building back by no more than 10% a week; it suggested revising the sub-2:00 goal, asking EkoTeplo whether the installation can move and updating the rota; "
              "the user booked physio Tereza Vlčková at Fyzio Neředín and is cycling to work.",
   "procedures": [{"name": "Dealing with shin pain from running", "steps": ["Ease off running for a week or two", "Ice for 10-15 minutes", "Cross-train (cycling, swimming)",
                   "See a physiotherapist", "Return on soft surfaces, build up by no more than 10% a week"]}],
   "decisions": [{"decision": "Physio with Tereza Vlčková at Fyzio Neředín", "rationale": "Shin pain after a jump in mileage"},
                 {"decision": "Cycle to work instead of running", "rationale": "Keep fitness while resting the shins"}],
   "outcomes": ["Jiří's operation moved to 12 May 2025"]}),
 ("2025-05-11", "Refinancing after all, and should I open a DIP?", [
   ("user", "Update: Katka won again. I rang Marek Šebesta and he got us an offer from Raiffeisenbank: 4.29% fixed for five years, no fees, and they pay for the valuation. ČS would only come down to 4.59% for three years. "
            "So we're moving the mortgage to Raiffeisenbank from 1 July; the new payment will be 13,297 Kč a month. Signed on Friday.\n\n"
            "Shins: Tereza says classic shin splints. Two weeks of no running, calf and hip exercises, and she told me to buy a foam roller (590 Kč). I started running again on Thursday, 5 km easy, no pain. "
            "I've changed my goal for June: finish, and something around 2:10. Dad goes in tomorrow morning.\n\n"
            "Now: with the payment lower than I expected, I want to start putting money aside for retirement properly. Geoplan puts 1,000 Kč a month into my penzijní spoření and I add 1,000 Kč. "
            "I keep reading about the new DIP. Should I open one? How much?"),
   ("assistant", "Congratulations on the refinancing: 4.29% for five years with no fees is a good result, and fixing for longer gives you certainty. Good luck to your dad tomorrow. Now, the DIP.\n\n"
                 "## What a DIP is\n"
                 "The long-term investment product (dlouhodobý investiční produkt, DIP) has existed since 2024. It's an ordinary investment account (funds, ETFs, bonds) with a tax advantage, offered by banks, brokers and investment firms.\n"
                 "- **Tax deduction:** your own contributions to a DIP, to supplementary pension savings (above the part that earns the state contribution) and to certain life insurance share one deduction of up to **48,000 Kč a year** from your tax base. "
                 "At 15% income tax that's up to **7,200 Kč a year back.**\n"
                 "- **Employer contributions** can go into a DIP too, and are tax-free up to a limit.\n"
                 "- **The condition:** you can take the money out from age 60 and after at least 10 years (120 months); if you withdraw earlier, the tax advantage has to be paid back.\n\n"
                 "## Your pension savings first\n"
                 "The state contribution to penzijní spoření is 20% of your own contribution, up to **340 Kč a month if you put in 1,700 Kč.** At 1,000 Kč you get 200 Kč. "
                 "**Raising your own contribution to 1,700 Kč** is the cheapest 140 Kč a month you'll ever earn.\n\n"
                 "## How much into a DIP\n"
                 "1. **Emergency fund first:** three to six months of essential spending in a savings account, before you lock money up until 60.\n"
                 "2. **Then the DIP:** to use the whole 48,000 Kč deduction you'd need about 4,000 Kč a month of your own money (less if you add to your pension savings above 1,700 Kč).\n"
                 "3. **Keep it simple:** a low-cost global equity fund or ETF suits money you won't touch for 19 years. Compare the provider's fees carefully: over decades they matter more than anything else.\n\n"
                 "## A possible plan\n"
                 "- Pension savings: your 1,700 Kč + Geoplan's 1,000 Kč\n"
                 "- DIP: start with what's comfortable, 2,000 to 4,000 Kč a month, and raise it once the emergency fund is full\n\n"
                 "*This is general information, not financial advice; the rules are set by Czech tax law and can change.*"),
   ("user", "Plan: I'll bump my own pension contribution to 1,700 Kč and open a DIP at Fio banka with 2,000 Kč a month into an all-world ETF. "
            "The emergency fund is thinner than I'd like after the heat pump deposit, so I'll build that up before going higher."),
   ("assistant", "That's a sound, balanced plan: the full state contribution, a tax-advantaged start on the DIP and the emergency fund as the priority. "
                 "Remember to claim the DIP deduction through Geoplan's payroll or your tax return, and keep the annual confirmation from Fio.")],
  {"summary": "Through mortgage broker Marek Šebesta the user got a Raiffeisenbank offer of 4.29% fixed for five years with no fees and a free valuation; Česká spořitelna would only offer 4.59% for three years; "
              "he reversed his earlier plan and is moving the mortgage to Raiffeisenbank from 1 July 2025, new payment 13,297 Kč a month, signed; "
              "physio Tereza Vlčková diagnosed shin splints: two weeks without running, calf and hip exercises and a foam roller (590 Kč); he is running again and his new half marathon goal is to finish in about 2:10; "
              "his father's operation is on 12 May; Geoplan pays 1,000 Kč a month into his pension savings and he adds 1,000 Kč; "
              "the assistant explained the DIP (tax deduction up to 48,000 Kč a year shared with pension savings and life insurance, money locked until 60 and 10 years), "
              "recommended raising his pension contribution to 1,700 Kč for the maximum 340 Kč state contribution, an emergency fund first and a low-cost global fund.",
   "decisions": [{"decision": "Refinance the mortgage with Raiffeisenbank, 4.29% fixed for five years, from 1 July 2025", "rationale": "Lower than Česká spořitelna's best (4.59% for three years), no fees, free valuation"},
                 {"decision": "Raise his own pension savings contribution to 1,700 Kč a month", "rationale": "Maximum state contribution of 340 Kč"},
                 {"decision": "Open a DIP at Fio banka, 2,000 Kč a month into an all-world ETF", "rationale": "Tax deduction; emergency fund to be built first before contributing more"},
                 {"decision": "New half marathon goal: finish in about 2:10", "rationale": "Two weeks off running with shin splints"}],
   "outcomes": ["New mortgage payment 13,297 Kč a month", "Foam roller 590 Kč"]}),
 ("2025-05-25", "Dad is staying with us after his new hip", [
   ("user", "Dad's operation went well on the 12th. He was discharged on Monday 19 May and he's installed in our study with a walker. "
            "The heat pump got bumped too: EkoTeplo rang, the Vaillant outdoor unit is back-ordered at the warehouse, so the new date is 2 to 4 June. Honestly a relief that week.\n\n"
            "Questions about Dad: he wants to take Bětka for walks already, he's bored, and he's sleeping badly. The hospital has proposed spa rehab at Lázně Slatinice for three weeks from 16 June, paid by VZP, his health insurer. "
            "Hana is coming tomorrow for a week so Katka and I can both work."),
   ("assistant", "Good news all round: a smooth operation, a safe place to recover and a spa stay lined up. I'm not a doctor, so his surgeon's and physiotherapist's advice comes first, but here's what usually helps in the first weeks at home.\n\n"
                 "## Walking and exercise\n"
                 "1. **His hospital exercises every day,** little and often, usually several short sessions.\n"
                 "2. **Short, frequent walks** around the house and garden with the walker, rather than one long one.\n"
                 "3. **Stay on the walker until the physio says crutches,** even if he feels he doesn't need it.\n\n"
                 "## Walking Bětka\n"
                 "**Not yet.** A dachshund that suddenly pulls after a cat, or wraps the lead round a walker, is exactly the kind of fall his new hip doesn't need. Instead:\n"
                 "- He can come along while one of you holds the lead.\n"
                 "- He can throw her toys from his chair, or do her training treats sitting down.\n"
                 "- Make taking her out a goal for after Slatinice.\n\n"
                 "## Sleeping badly\n"
                 "Very common in the first weeks after a hip replacement.\n"
                 "- Sleeping on his back with a **pillow between his knees** is usually most comfortable (and protects the hip).\n"
                 "- **Time the pain relief** so it works through the first part of the night, as prescribed.\n"
                 "- Keep daytime naps short, and get daylight and activity during the day.\n\n"
                 "## Warning signs: call his doctor (or 155) if\n"
                 "- His calf becomes painful, swollen or hot (possible blood clot), or he's suddenly short of breath\n"
                 "- The wound becomes red, hot, swollen or leaks, or he has a fever\n"
                 "- He has sudden severe pain in the hip, or the leg looks shorter or turned\n"
                 "Make sure he keeps taking any blood thinner he was prescribed for the full course.\n\n"
                 "## Lázně Slatinice\n"
                 "Three weeks of daily physiotherapy, hydrotherapy and exercise usually makes a big difference. Pack comfortable clothes, non-slip shoes, swimwear, his medication list and discharge report, and something to do in the evenings.\n\n"
                 "## Boredom\n"
                 "Give him jobs he can do sitting down: the crossword, helping the kids with homework, planning his allotment. Feeling useful helps recovery."),
   ("user", "He'll hate being told no about Bětka, but fine. He's doing his exercises religiously; he says he'll be back at his allotment by the autumn."),
   ("assistant", "With that attitude he probably will be. Motivation is one of the best predictors of a good recovery. Give my best to him, and to Hana for her week.")],
  {"summary": "The user's father Jiří had his hip replacement on 12 May 2025 and was discharged on 19 May to the user's house, where he sleeps in the study and uses a walker; "
              "the heat pump installation moved to 2-4 June 2025 because the Vaillant outdoor unit is back-ordered; "
              "the hospital proposed three weeks of spa rehabilitation at Lázně Slatinice from 16 June, paid by his health insurer VZP; Hana is staying for a week so the user and Katka can work; "
              "the assistant (not a doctor) advised daily exercises, short frequent walks, staying on the walker until the physio says otherwise, not walking Bětka yet, a pillow between the knees at night, "
              "timing pain relief, warning signs (calf pain, wound, fever, sudden hip pain), what to pack for Slatinice and jobs to beat boredom; Jiří wants to be back at his allotment by the autumn.",
   "procedures": [{"name": "The first weeks after a hip replacement", "steps": ["Hospital exercises every day", "Short, frequent walks with the walker", "No dog walking yet",
                   "Pillow between the knees at night", "Time the pain relief", "Watch for warning signs", "Jobs he can do sitting down"]}],
   "decisions": [{"decision": "Spa rehabilitation at Lázně Slatinice for three weeks from 16 June 2025", "rationale": "Proposed by the hospital, paid by VZP"}],
   "outcomes": ["Operation on 12 May 2025", "Discharged on 19 May 2025 to the user's house", "Heat pump installation moved to 2-4 June 2025"]}),
 ("2025-06-15", "The heat pump is in: settings, tariff and getting rid of the gas", [
   ("user", "It's in! EkoTeplo installed the Vaillant from 2 to 4 June. Final invoice 291,500 Kč: the 276,000 plus 15,500 for a 50-litre buffer tank. The technician said that with thermostatic valves on every radiator "
            "the unit couldn't be sure of its minimum flow; they showed me the numbers and rang before fitting it, so fine. The old Protherm is gone.\n\n"
            "We also swapped the gas cooker for an induction hob (12,990 Kč), so we don't need gas at all any more: I've cancelled the gas contract with ČEZ and GasNet are removing the meter on 24 June. "
            "ČEZ Distribuce has approved the D56d heat pump tariff from 1 July.\n\n"
            "Now: how do I set the thing up properly? And should I stay with ČEZ Prodej for electricity?"),
   ("assistant", "Congratulations, that's a big project done. A buffer tank to protect the minimum flow is a common addition, and an installer who explains it and rings first is a good sign. Here's how to get the best out of it.\n\n"
                 "## Setting it up\n"
                 "1. **Weather compensation:** let the heating curve do the work. Start with a low curve and raise it a step at a time, waiting two or three days between changes, until the coldest room is just warm enough.\n"
                 "2. **Leave the radiator valves mostly open** and let the curve control the temperature; heat pumps prefer steady, low temperatures to big setbacks at night.\n"
                 "3. **Hot water at 48 to 50 °C,** with a weekly **anti-legionella cycle** at 60 °C.\n"
                 "4. **Quiet mode at night,** if the unit has one, for the neighbours.\n"
                 "5. **Backup heater:** make sure it's only allowed to switch on below a low outdoor temperature, or it can quietly run up your bill.\n\n"
                 "## The D56d tariff\n"
                 "D56d gives you the low distribution rate for 22 hours a day. The distributor's signal (HDO) switches the high-tariff blocks; check with EkoTeplo how the heat pump behaves during them, "
                 "and time the washing machine and dishwasher to the low tariff when you can.\n\n"
                 "## Keep an eye on it\n"
                 "- **Read the meter weekly** for the first winter, and note the outdoor temperature.\n"
                 "- The Vaillant app shows the energy used and produced, so you can follow the efficiency (COP).\n\n"
                 "## Should you stay with ČEZ Prodej?\n"
                 "Not automatically. Your consumption pattern has changed completely, so:\n"
                 "1. **Compare offers for D56d** with ERÚ's price comparison calculator, entering your expected annual consumption.\n"
                 "2. **Fixed or spot?** A fixed price gives certainty; a spot product can be cheaper but varies month to month.\n"
                 "3. **Check the notice period and any fee** for leaving your current contract.\n"
                 "4. The new supplier handles the switch; your distributor (ČEZ Distribuce) and the tariff stay the same.\n\n"
                 "## The subsidy\n"
                 "EkoTeplo is doing the Nová zelená úsporám paperwork: send them the final invoice details and the photos, and keep copies of everything, including the confirmation that the meter was removed."),
   ("user", "Compared on the ERÚ calculator: PRE has the cheapest fixed D56d price for us, so I've switched from ČEZ Prodej to PRE from 1 August, fixed for two years. Hot water set to 50 °C."),
   ("assistant", "Nicely done. Take a meter reading on 1 August and keep a photo of it. Two years fixed takes you through two heating seasons, which is exactly when you'll learn what the house really uses.")],
  {"summary": "EkoTeplo installed the Vaillant heat pump from 2 to 4 June 2025; final invoice 291,500 Kč: 276,000 Kč plus 15,500 Kč for a 50-litre buffer tank to guarantee the minimum flow with thermostatic valves on every radiator; "
              "the old Protherm boiler was removed; the gas cooker was replaced by an induction hob (12,990 Kč); the gas contract with ČEZ was cancelled and GasNet will remove the gas meter on 24 June 2025; "
              "ČEZ Distribuce approved the D56d heat pump tariff from 1 July 2025; "
              "the assistant suggested weather compensation with a low heating curve raised a step at a time, radiator valves mostly open, hot water at 48-50 °C with a weekly anti-legionella cycle, quiet mode at night, limiting the backup heater, "
              "weekly meter readings and comparing D56d electricity offers on ERÚ's calculator; "
              "the user switched electricity from ČEZ Prodej to PRE, fixed for two years, from 1 August 2025; hot water set to 50 °C.",
   "procedures": [{"name": "Setting up a new heat pump", "steps": ["Weather compensation, start with a low heating curve", "Leave radiator valves mostly open", "Hot water 48-50 °C with a weekly anti-legionella cycle",
                   "Quiet mode at night", "Limit the backup heater", "Read the meter weekly"]}],
   "decisions": [{"decision": "Switched electricity from ČEZ Prodej to PRE, fixed for two years, from 1 August 2025", "rationale": "Cheapest fixed D56d price on the ERÚ calculator"},
                 {"decision": "No more gas: induction hob, gas contract cancelled", "rationale": "The heat pump replaces the boiler"}],
   "outcomes": ["Heat pump installed 2-4 June 2025", "Final cost 291,500 Kč", "D56d tariff from 1 July 2025", "Gas meter removed 24 June 2025"]}),
 ("2025-06-29", "Half marathon done! What next?", [
   ("user", "I did it! Olomouc Half Marathon last Saturday: 2:04:37. I went out too fast on the first lap (5:35s, so much for 2:10) and paid for it after 15 km, but I ran the whole way and the shins were fine. "
            "Katka and the kids were at the finish; Dad couldn't come, he's in Slatinice since the 16th, but he followed the live tracking on his phone and sent me a thumbs up.\n\n"
            "I bought myself a Garmin Forerunner 165 as a reward (6,990 Kč), so I stop going out too fast. Unfinished business with that two-hour mark: next June I'm having it. "
            "For the autumn I've entered Běchovice–Praha on Sunday 28 September. How should I recover, and how do I train for a 10 km?"),
   ("assistant", "Congratulations! 2:04:37 in your first half marathon, two months after shin splints, is a great result, and finishing strong enough to want more is the best sign of all.\n\n"
                 "## Recovery\n"
                 "1. **The first week:** walking, cycling, or two or three short, very easy runs if your legs feel fine.\n"
                 "2. **No hard sessions for about two weeks.** The muscle damage from a half marathon takes that long to repair, even when you feel good.\n"
                 "3. **Keep up the strength work and the foam roller:** they're part of why the shins held.\n\n"
                 "## The lesson from the first lap\n"
                 "Going out 20 to 30 seconds per km too fast is the most common mistake in a first race. The Forerunner will help: set a **pace alert** and trust it for the first half.\n\n"
                 "## Běchovice–Praha\n"
                 "It's the oldest road race in Central Europe, about 10 km from Běchovice into Prague, with a few gentle rises. With a 52:30 best and a summer of training, **under 50 minutes** (5:00 per km) is a realistic target.\n\n"
                 "### A 13-week outline\n"
                 "1. **Weeks 1 to 2:** recovery, easy running only.\n"
                 "2. **Weeks 3 to 8:** one interval session (for example 5 x 1 km at 4:50 with 2 minutes' jog), one tempo run (20 to 25 minutes at about 5:10), one long run of 12 to 15 km easy.\n"
                 "3. **Weeks 9 to 11:** sharper intervals, a 6 to 8 km run at race pace.\n"
                 "4. **Weeks 12 to 13:** taper.\n"
                 "Keep to the 10% rule when you build up again.\n\n"
                 "## Using the Garmin\n"
                 "- Set your **heart rate zones** and keep easy runs truly easy (zone 2).\n"
                 "- Use its **race predictor** as a guide, not a promise.\n\n"
                 "Enjoy the medal; you earned it."),
   ("user", "Sub-50 it is. Tereza says I should keep the foam roller and the calf raises forever."),
   ("assistant", "Tereza is right. Consider them the price of admission for every race from now on. Good luck with the training, and give your dad a wave from the finish of the next one.")],
  {"summary": "The user finished the Olomouc Half Marathon on 21 June 2025 in 2:04:37, after going out too fast (5:35 per km) on the first lap; no shin pain; Katka and the children were at the finish; "
              "his father, at Lázně Slatinice since 16 June, followed the live tracking; the user bought a Garmin Forerunner 165 for 6,990 Kč; he wants to go under two hours at the Olomouc half next June; "
              "he entered Běchovice–Praha on 28 September 2025; the assistant advised a week of easy activity and no hard sessions for about two weeks, pace alerts, "
              "a sub-50 target for Běchovice and a 13-week outline (intervals, tempo, long runs of 12-15 km, taper), heart rate zones on the Garmin; physio Tereza says to keep the foam roller and calf raises.",
   "procedures": [{"name": "Recovering from a half marathon", "steps": ["Easy activity for the first week", "No hard sessions for about two weeks", "Keep up strength work and the foam roller"]},
                  {"name": "Training for a 10 km", "steps": ["Two weeks of recovery", "Intervals, tempo run and a long run each week", "Race-pace run in weeks 9-11", "Taper", "Build up by no more than 10% a week"]}],
   "decisions": [{"decision": "Run Běchovice–Praha on 28 September 2025, target under 50 minutes", "rationale": "An autumn goal after the half marathon"},
                 {"decision": "Bought a Garmin Forerunner 165 (6,990 Kč)", "rationale": "A reward, and pace alerts to stop going out too fast"}],
   "outcomes": ["Olomouc Half Marathon 2:04:37 on 21 June 2025"]}),
 ("2025-08-17", "Our neighbour says the heat pump keeps him awake", [
   ("user", "Summer update and a problem. Our neighbour, Mr Koutný, says the outdoor unit wakes him at night: it heats the hot water around 2 a.m. and the fan hums under his bedroom window. The unit is about 6 metres from his window. "
            "He was polite about it, but I don't want a feud.\n\n"
            "Other news: Dad finished Slatinice on 7 July and went back to his own flat in Prostějov. He walks with a stick now and manages his stairs slowly. "
            "And we were at Lake Bohinj in Slovenia from 2 to 9 August with the kids and Bětka, who swam in a lake for the first time. How do I keep the peace with Mr Koutný?"),
   ("assistant", "It's good that he came to you directly and politely: that's the easiest kind of noise problem to solve. Here's what usually helps.\n\n"
                 "## Why it runs at 2 a.m.\n"
                 "Many heat pumps are set by default to heat the hot water at night, on the assumption that electricity is cheaper then. On D56d you have the low tariff most of the day, so there's no need for it.\n\n"
                 "## Fixes, from free to paid\n"
                 "1. **Move hot water heating to the afternoon.** The air is warmest then, so it's also more efficient. Two hours in the early afternoon is usually enough for a 200-litre cylinder.\n"
                 "2. **Quiet (night) mode:** limits the fan and compressor speed during the hours you set, for example 22:00 to 6:00.\n"
                 "3. **Check the mounting:** anti-vibration feet, the unit not touching the wall, the flexible hoses not rattling. A hum through a wall often comes from vibration rather than the fan itself.\n"
                 "4. **An acoustic screen** between the unit and his window can help, as long as it doesn't enclose the unit or block the airflow. Ask EkoTeplo what the manufacturer allows.\n"
                 "5. **Moving the unit** is the last resort, and expensive.\n\n"
                 "## The rules\n"
                 "In the Czech Republic night-time noise limits apply at the neighbour's window, and the regional public health authority can measure if a complaint escalates. "
                 "It's far better for both of you to sort it out before anyone thinks about that.\n\n"
                 "## Talking to him\n"
                 "- Tell him what you're changing and when.\n"
                 "- Ask him to let you know in a week or two whether it's better.\n"
                 "- Give him your phone number so he can tell you straight away if it happens again.\n\n"
                 "And lovely news about your dad: walking with a stick and managing his stairs three months after the operation is excellent progress."),
   ("user", "Done: hot water now heats from 13:00 to 15:00, quiet mode from 22:00 to 6:00, and EkoTeplo are coming to check the feet. I took Mr Koutný a bottle of slivovice."),
   ("assistant", "A schedule change, quiet mode, a check of the mounting and a bottle of slivovice: that's about as neighbourly as it gets. Let me know how he finds it.")],
  {"summary": "Neighbour Mr Koutný complained that the heat pump's outdoor unit, about 6 metres from his bedroom window, wakes him at night when it heats the hot water around 2 a.m.; "
              "the user's father finished spa rehabilitation at Lázně Slatinice on 7 July 2025, went back to his own flat in Prostějov and walks with a stick, managing his stairs slowly; "
              "the family, with Bětka, holidayed at Lake Bohinj in Slovenia from 2 to 9 August 2025; "
              "the assistant suggested heating hot water in the afternoon, quiet mode at night, checking the anti-vibration mounting, an acoustic screen that doesn't enclose the unit, moving it only as a last resort, "
              "explained that night noise limits apply at the neighbour's window, and how to talk to him; "
              "the user set hot water to 13:00-15:00 and quiet mode to 22:00-6:00, EkoTeplo will check the feet, and he gave Mr Koutný a bottle of slivovice.",
   "procedures": [{"name": "Reducing heat pump noise for a neighbour", "steps": ["Heat hot water in the afternoon", "Quiet mode at night", "Check the anti-vibration mounting",
                   "Acoustic screen that doesn't enclose the unit", "Move the unit only as a last resort", "Tell the neighbour what changed"]}],
   "decisions": [{"decision": "Hot water heating 13:00-15:00 and quiet mode 22:00-6:00", "rationale": "Neighbour woken by the unit at night"}],
   "outcomes": ["Jiří home in Prostějov since 7 July 2025, walking with a stick", "Holiday at Lake Bohinj 2-9 August 2025"]}),
 ("2025-09-14", "The subsidy has arrived: what to do with 90,000 Kč", [
   ("user", "Nová zelená úsporám paid the 90,000 Kč into our account on Tuesday 9 September, so the heat pump cost us 201,500 Kč in the end. "
            "And a new expense: Eliška, our 10-year-old, needs braces. The orthodontist, MUDr. Marková in Olomouc, recommends fixed braces on both arches, about 42,000 Kč, to be fitted on 6 October; VZP covers only a small part. "
            "What should we do with the 90,000? Options I can see: prepay the mortgage, put it in the DIP, the emergency fund, the braces."),
   ("assistant", "Congratulations on the subsidy: 201,500 Kč net for a heating system that should last 15 to 20 years is a good outcome. Here's a way to think about the 90,000 Kč.\n\n"
                 "## 1. The braces: a known cost, so fund it first\n"
                 "You know the amount and the date. Put **about 42,000 Kč aside** in a separate savings pot now, so it isn't absorbed by everyday spending. "
                 "Ask the orthodontist whether there are extra costs later (retainers, check-ups) and what exactly VZP covers.\n\n"
                 "## 2. The emergency fund\n"
                 "You said in May that it was thinner than you'd like after the heat pump deposit. Three to six months of essential spending in an easy-access savings account comes before long-term investing: "
                 "it's what stops a broken washing machine becoming a loan.\n\n"
                 "## 3. Prepaying the mortgage\n"
                 "- At 4.29% a prepayment is a **guaranteed return of 4.29%**, which is not bad.\n"
                 "- Czech law allows you to prepay **up to 25% of the loan each year on the anniversary of the contract** without a fee, but check your Raiffeisenbank contract for the exact terms and dates.\n"
                 "- The downside: money in the house is not easy to get back.\n\n"
                 "## 4. The DIP\n"
                 "Good for the long term and tax-efficient, but the money is locked until you're 60. It makes sense once the emergency fund is full.\n\n"
                 "## A possible split\n"
                 "1. **42,000 Kč** set aside for Eliška's braces\n"
                 "2. **48,000 Kč** into the emergency fund\n"
                 "3. **Look at a mortgage prepayment** on the next anniversary, once the fund is where you want it\n\n"
                 "*General information, not financial advice.*"),
   ("user", "Done: 42,000 set aside for Eliška's braces and 48,000 into our savings account at Fio. The mortgage prepayment can wait for next year."),
   ("assistant", "A sensible split: the known cost covered and a proper cushion in place. Good luck to Eliška on the 6th; the first few days with braces can be sore, so stock up on soft food.")],
  {"summary": "The Nová zelená úsporám subsidy of 90,000 Kč was paid on 9 September 2025, so the heat pump cost 201,500 Kč net; "
              "the user's daughter Eliška, 10, needs fixed braces on both arches from orthodontist MUDr. Marková in Olomouc, about 42,000 Kč, to be fitted on 6 October 2025, VZP covering only a small part; "
              "the assistant suggested funding the braces first, then the emergency fund, and explained mortgage prepayment (up to 25% a year on the contract anniversary without a fee; check the Raiffeisenbank contract) and the DIP; "
              "the user set aside 42,000 Kč for the braces and put 48,000 Kč into the savings account at Fio; mortgage prepayment postponed to next year.",
   "decisions": [{"decision": "Subsidy split: 42,000 Kč for Eliška's braces, 48,000 Kč into the emergency fund at Fio", "rationale": "A known cost first, then a thin emergency fund"},
                 {"decision": "Mortgage prepayment postponed to next year", "rationale": "Emergency fund first"}],
   "outcomes": ["Subsidy 90,000 Kč received 9 September 2025", "Heat pump net cost 201,500 Kč", "Braces estimated at 42,000 Kč"]}),
 ("2025-10-26", "Běchovice, braces and getting the heat pump ready for winter", [
   ("user", "Catching up. Běchovice–Praha on 28 September: 49:58! Sub-50 by two seconds, a new 10 km best. Katka says I was unbearable all evening.\n\n"
            "Eliška had her braces fitted on 6 October; in the end it's 44,500 Kč because the retainer afterwards is extra. She's already choosing coloured bands.\n\n"
            "Dad is walking without the stick now, climbs his three flights without stopping and is back at his allotment pulling up leeks. Mr Koutný says the nights are quiet.\n\n"
            "The heating season has started. Our September bill from PRE was 1,180 Kč for the month (hot water only, really). What should I check on the heat pump before winter, and what should I expect the bills to look like?"),
   ("assistant", "What a month: a sub-50 10 km, braces on, your dad back on his allotment and a happy neighbour! Here's how to get the heat pump through its first winter.\n\n"
                 "## Before winter\n"
                 "1. **Keep the outdoor unit clear:** leaves in autumn, snow in winter. Leave at least the clearance the manual gives around it, and never cover it while it's running.\n"
                 "2. **The condensate drain:** in defrost the unit sheds water, so make sure it drains away and can't freeze into a block of ice under the unit.\n"
                 "3. **System pressure:** check the gauge, usually about 1.5 bar cold, and top up if it drops.\n"
                 "4. **The filter:** clean the magnetic or mesh filter on the return pipe after the first months of running.\n"
                 "5. **The annual service:** book it with EkoTeplo; it's usually a condition of the warranty.\n\n"
                 "## What's normal in the cold\n"
                 "- **Defrost cycles:** clouds of steam from the unit and a pause in heating for a few minutes are normal below about 5 °C in damp weather.\n"
                 "- **Longer running times:** a correctly sized heat pump runs for long periods at low power; that's efficient, not a fault.\n"
                 "- **Adjust the heating curve** as it gets colder, a small step at a time, if rooms start to feel cool.\n\n"
                 "## What to expect from the bills\n"
                 "Your old 24 MWh of gas was roughly 21 to 22 MWh of heat. With a seasonal efficiency (SCOP) of about 3 to 3.5, that's in the order of **6,000 to 7,500 kWh of electricity a year** for heating and hot water, "
                 "most of it between November and March. Expect monthly bills several times higher in January than in September, and adjust your PRE advance payments if needed.\n\n"
                 "## Keep logging\n"
                 "Weekly meter readings with the outdoor temperature this first winter will tell you more than any estimate, and give you evidence if anything seems wrong.\n\n"
                 "Congratulations on 49:58. Two seconds counts."),
   ("user", "Service booked with EkoTeplo for 18 November. And next year: the Olomouc half, under two hours. Bětka stays on the sofa."),
   ("assistant", "A serviced heat pump, a winter of logging and a spring of training: sounds like a good year ahead. Bětka has clearly chosen the right role.")],
  {"summary": "The user ran Běchovice–Praha on 28 September 2025 in 49:58, a new 10 km best; Eliška's braces were fitted on 6 October 2025 and cost 44,500 Kč in the end because the retainer is extra; "
              "his father walks without a stick, climbs his three flights without stopping and is back at his allotment; the neighbour says the nights are quiet; the September PRE electricity bill was 1,180 Kč; "
              "the assistant gave a winter checklist (keep the outdoor unit clear, condensate drain, system pressure, filter, annual service), described normal defrost cycles and long running times, "
              "and estimated about 6,000-7,500 kWh of electricity a year for heating and hot water; the annual service is booked with EkoTeplo for 18 November 2025; "
              "next year he wants to run the Olomouc half marathon under two hours.",
   "procedures": [{"name": "Preparing a heat pump for winter", "steps": ["Keep the outdoor unit clear of leaves and snow", "Check the condensate drain can't freeze", "Check the system pressure",
                   "Clean the filter", "Book the annual service", "Adjust the heating curve in small steps", "Log weekly meter readings"]}],
   "decisions": [{"decision": "Annual heat pump service with EkoTeplo on 18 November 2025", "rationale": "Warranty condition"},
                 {"decision": "Run the Olomouc half marathon again next year", "rationale": "Go under two hours"}],
   "outcomes": ["Běchovice–Praha 49:58, new 10 km best", "Eliška's braces 44,500 Kč", "Jiří walking without a stick"]}),
]

QUESTIONS_70 = [
 # single facts the user said about himself, his family and what they own
 ("How old am I?", "41"),
 ("What do I do for work?", "land surveyor (at Geoplan Haná in Olomouc)"),
 ("What's our dog called?", "Bětka (a wire-haired dachshund)"),
 ("What does Katka do for work?", "she's a midwife at the university hospital in Olomouc"),
 ("How old is my dad?", "73"),
 ("Where does my dad live?", "in a third-floor flat with no lift in Prostějov"),
 ("Who did the heat loss calculation for our house?", "Ing. Pavla Křížová, an energy auditor (9.8 kW)"),
 ("Which heat pump did we get?", "a 10 kW Vaillant aroTHERM plus (air-to-water), installed by EkoTeplo Přerov"),
 ("Where did Dad do his spa rehab?", "Lázně Slatinice"),
 ("Who's our mortgage broker?", "Marek Šebesta"),
 ("What's my physio called?", "Tereza Vlčková at Fyzio Neředín"),
 # when
 ("When was Dad's hip operation?", "12 May 2025 (moved from 14 April)"),
 ("When was the heat pump installed?", "2 to 4 June 2025"),
 ("When did I run the Olomouc Half Marathon?", "Saturday 21 June 2025"),
 ("When did the Nová zelená úsporám subsidy arrive?", "9 September 2025"),
 ("When did I buy my Brooks running shoes?", "15 March 2025 (after a gait analysis at Běžecký ráj)"),
 # lists across chats
 ("Which installers quoted for the heat pump?", "Tepelka Haná (298,000 Kč), EkoTeplo Přerov (276,000 Kč) and Klimaservis Šternberk (214,000 Kč)"),
 ("Which races have I run this year?", "the Olomouc Half Marathon (21 June, 2:04:37) and Běchovice–Praha (28 September, 49:58)"),
 ("Which banks have we had our mortgage with?", "Česká spořitelna, then Raiffeisenbank (from 1 July 2025)"),
 ("Where has Dad stayed since his operation?", "Prostějov hospital, our house in Nemilany (from 19 May), Lázně Slatinice (16 June to 7 July), then back in his own flat in Prostějov"),
 ("What running gear have I bought this year?", "Brooks Ghost 16 shoes, a foam roller and a Garmin Forerunner 165"),
 ("Who in the family has needed medical treatment this year?", "Dad (hip replacement), me (shin splints, physio) and Eliška (braces)"),
 # latest value of something that changed
 ("What's our mortgage rate now?", "4.29% fixed for five years with Raiffeisenbank"),
 ("How much did the heat pump cost in the end?", "291,500 Kč (201,500 Kč after the 90,000 Kč subsidy)"),
 ("What's my 10 km best now?", "49:58 (Běchovice–Praha, 28 September 2025)"),
 ("How does Dad get about now?", "he walks without a stick (climbs his stairs, back at his allotment)"),
 # yes/no
 ("Did we keep the gas connection?", "No"),
 ("Did I run the half marathon in under two hours?", "No (2:04:37)"),
 ("Did Dad's health insurance pay for his spa rehab?", "Yes (VZP)"),
 # why
 ("Why was Dad's operation postponed?", "his pre-op check found a urinary infection"),
 ("Why was the heat pump installation delayed?", "the Vaillant outdoor unit was back-ordered"),
 ("Why did we move the mortgage to Raiffeisenbank?", "a better rate: 4.29% fixed for five years with no fees, against Česká spořitelna's best of 4.59% for three years"),
 # what the assistant recommended
 ("What did you tell me to do first about the heat pump?", "get a (room-by-room) heat loss calculation"),
 ("What did you recommend for my shin pain?", "ease off running for a week or two, ice, cross-train (cycling or swimming), see a physio, then build up by no more than 10% a week"),
 # how much / how many
 ("How much was the entry for the Olomouc Half Marathon?", "1,290 Kč"),
 ("How much is our monthly mortgage payment now?", "13,297 Kč"),
 # inference
 ("Am I likely to run the Olomouc Half Marathon again next year?", "Likely yes"),
 ("Would Bětka make a good partner for my long runs?", "Likely no"),
 # not in the archive
 ("What does my sister Hana do for work?", "Not mentioned in my chats"),
 ("What car do we drive?", "Not mentioned in my chats"),
]


def assistant_chats_27_at(folder):
    """The archive of CHATS_70 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a27c", CHATS_70, "chatgpt")


@pytest.fixture(scope="module")
def assistant_chats_27(tmp_path_factory):
    return assistant_chats_27_at(tmp_path_factory.mktemp("assistant27"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_70, "assistant 27")


def test_the_archive_finds_the_heat_pump(assistant_chats_27):
    assert assistant_chats_27.search("Vaillant").results
