"""A thirty-eighth written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind with its questions and gold answers before any run of
`kbsearch answer` on it, and without reading the answer rules. Its questions are read by the
developers after its first measure. A food technologist in Kalamata, Greece, Katerina Vlachou, 41,
who runs quality control at an olive and olive oil packing plant and lives with her husband
Thanasis, who has a marine engine workshop at the marina, their daughter Danae and Fistiki, a rescue
dog. She chats with Claude from January to December 2025: renovating her late grandmother's stone
house in Kardamyli as a holiday let (an engineer, three builders' quotes, a start date that slips,
damp and a septic tank that push the cost up, a loan, the first guests, prices that change with the
season, a second listing site), her own raised blood pressure, her father's knee replacement (an
operation that is postponed, a private clinic he refuses, his recovery in her flat), a freediving
course in Stoupa and then the next level, a tick disease for the dog, replacing her old car, a
first phone for her daughter and what to do with the rental money, with facts the user updates later
(the renovation cost, the nightly price, the cleaner's rate, her deepest dive, the loan).
bench/answer_conversations.py asks every question ("assistant 38")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_92 = [
 ("2025-01-12", "Turning my grandmother's stone house in Kardamyli into a holiday let", [
   ("user", "Hi Claude. I'm Katerina, I'm 41, I live in Kalamata and I work as a food technologist: I run quality control at Taygetos Foods, an olive and olive oil packing plant just outside the city. "
            "My grandmother Vasiliki died in 2023 and left me her stone house in Kardamyli, about 35 km down the coast (my brother Panagiotis got her olive grove). It's two storeys, built around 1890. "
            "Upstairs there are two bedrooms and a small bathroom last redone in the 1980s; the ground floor was her storeroom, with an earth-and-cement floor. Nobody has lived there for two years. "
            "My husband Thanasis (he has a marine engine repair workshop at Kalamata marina, so he's handy) and I want to renovate it and rent it to tourists from this summer, probably on Airbnb. Our budget is €25,000. What do I need to know before I start?"),
   ("assistant", "What a lovely thing to inherit, and Kardamyli is one of the most sought-after villages in the Mani for exactly this kind of stay. Here's an overview of what to sort out, roughly in the order you'll need it. "
                 "I'm not a Greek lawyer, engineer or accountant, so treat this as a map of the questions to ask rather than the final word.\n\n"
                 "## 1. Start with an engineer, not a builder\n"
                 "Before you ask anyone for a price, have a **civil engineer survey the house**. A stone house that has stood empty for two years can hide problems that change the whole budget:\n"
                 "- **The roof and the timber beams:** rot, woodworm, loose tiles.\n"
                 "- **Damp:** ground floors in old stone houses, especially ones built into a slope, often suffer from rising or penetrating damp.\n"
                 "- **Drainage and sewage:** many village houses still have an old septic pit, which may not be acceptable for a rental.\n"
                 "- **Electrics and plumbing:** wiring from decades ago is rarely safe for guests.\n\n"
                 "The engineer's report gives every builder the same brief, so their quotes can be compared like for like.\n\n"
                 "## 2. Permits\n"
                 "- **Interior works** (bathrooms, kitchen, wiring, floors, plaster) are often covered by a **small-scale works approval** (έγκριση εργασιών μικρής κλίμακας), which your engineer files electronically.\n"
                 "- **Kardamyli is a designated traditional settlement**, so anything visible from outside (windows, doors, colours, the roof, the stonework) is subject to stricter rules and sometimes to the architectural committee. Ask the engineer early.\n"
                 "- **Title:** the house must be properly registered in your name in the Ktimatologio (the land registry) before you can register it for short-term rental.\n\n"
                 "## 3. Registering as a short-term rental\n"
                 "1. **Register the property** in the AADE short-term rental registry and get its **AMA number**, which must appear on every listing.\n"
                 "2. **Meet the safety requirements** for short-term rentals, which were tightened in 2025: a fire extinguisher, smoke detectors, a first aid kit and emergency numbers on display, among others. Check the current list.\n"
                 "3. **The climate resilience fee** is charged per night of stay and the rate for short-term rentals went up in 2025, with a higher rate in the summer months. Your accountant will tell you how to declare and pay it.\n\n"
                 "## 4. Tax\n"
                 "Income from short-term rentals by an individual is usually taxed as **rental income**, on a scale that starts at 15%. It's declared on your annual return. "
                 "Find an accountant who handles short-term rentals before your first booking, not afterwards.\n\n"
                 "## 5. Is €25,000 realistic?\n"
                 "It can be, for a small house, if the structure is sound. A rough split:\n"
                 "- Bathroom(s): €5,000 to €8,000\n"
                 "- Kitchen or kitchenette: €3,000 to €6,000\n"
                 "- Full rewiring: €2,500 to €4,000\n"
                 "- Plumbing and hot water: €1,500 to €3,000\n"
                 "- Damp treatment and a new ground floor: very variable\n"
                 "- Windows and doors (traditional wooden ones): €3,000 to €5,000\n"
                 "- Furnishing and linen: €3,000 to €5,000\n"
                 "- **Contingency: 15%.** Old stone houses almost always reveal something once the plaster comes off.\n\n"
                 "## 6. Timing\n"
                 "For guests this summer, work needs to start by March or early April. Permits and builders' diaries are the usual bottlenecks, so don't promise dates to guests until the builder has finished.\n\n"
                 "Would you like a checklist for the engineer's visit?"),
   ("user", "Yes please. My cousin recommended a civil engineer in Kalamata, Dimitra Kyriakea, and she's coming to look at the house on Saturday 25 January. The house is already registered in the Ktimatologio in my name, I sorted that when I inherited it."),
   ("assistant", "Good, with the title already registered you've cleared one of the slowest steps. For Dimitra's visit on the 25th:\n\n"
                 "1. **Ask for a written report** covering the roof, beams, walls, damp, drainage, electrics and plumbing, with what is urgent and what can wait.\n"
                 "2. **Ask which permit route applies:** a small-scale works approval or something more, and how the traditional settlement rules affect the windows, doors and colours.\n"
                 "3. **Ask about the septic arrangement** and whether it needs replacing for a rental.\n"
                 "4. **Ask her to draw up a scope of works** that you can send to every builder.\n"
                 "5. **Ask her fee** and whether it includes supervising the works.\n"
                 "6. **Take photos** of every room and the outside, and note the meter numbers for electricity and water.\n\n"
                 "Good luck on the 25th!")],
  {"summary": "The user, Katerina Vlachou, 41, is a food technologist who runs quality control at Taygetos Foods, an olive and olive oil packing plant outside Kalamata, where she lives with her husband Thanasis, who has a marine engine repair workshop at Kalamata marina; "
              "in 2023 she inherited her grandmother Vasiliki's two-storey stone house in Kardamyli, built about 1890 (her brother Panagiotis got the olive grove); they want to renovate it and rent it to tourists from summer 2025, probably on Airbnb, with a budget of €25,000; "
              "the assistant (not a lawyer, engineer or accountant) said to start with a civil engineer's survey before any builder, explained the small-scale works approval, the traditional settlement rules in Kardamyli, Ktimatologio registration, "
              "the AADE short-term rental registry and AMA number, safety requirements, the climate resilience fee, tax as rental income, a rough budget split with 15% contingency and the timing for a summer opening; "
              "civil engineer Dimitra Kyriakea, recommended by her cousin, visits on 25 January 2025; the house is already registered in her name.",
   "procedures": [{"name": "Preparing a village house for short-term rental in Greece", "steps": ["Civil engineer's survey first", "Small-scale works approval filed by the engineer", "Check traditional settlement rules for the outside",
                   "Title registered in the Ktimatologio", "Register with AADE and get an AMA number", "Meet the safety requirements", "Find an accountant before the first booking", "Keep 15% contingency"]},
                  {"name": "Engineer's visit checklist", "steps": ["Written report", "Which permit route", "The septic arrangement", "A scope of works for builders", "Her fee", "Photos and meter numbers"]}],
   "decisions": [{"decision": "Renovate the Kardamyli house and rent it to tourists from summer 2025", "rationale": "Inherited from her grandmother Vasiliki; empty for two years"},
                 {"decision": "Dimitra Kyriakea to survey the house on 25 January 2025", "rationale": "Recommended by her cousin"}],
   "outcomes": ["Renovation budget €25,000"]}),
 ("2025-02-02", "Three builders' quotes for the Kardamyli house", [
   ("user", "Dimitra came on the 25th. Good news: the roof and the chestnut beams are sound. Bad news: the ground floor is damp (the back wall is built against the hillside), the wiring is dangerous and has to be completely redone, "
            "and there's an old septic pit she doesn't trust. She'll file the small-scale works approval and supervise; her fee is €1,200. Now I have three quotes for the same scope of works:\n"
            "- Yiannis Mavreas, a builder in Kardamyli itself: €27,800 all in, including new wooden windows. Can start late April.\n"
            "- Nikos Drakoulakos from Kalamata: €22,900 for the same work but without the windows. Can start Monday 17 March.\n"
            "- Mani Stone Works from Areopoli: €31,500, everything plus repointing all the outside stonework. Can start in May.\n"
            "Mavreas being local counts for something in a village. Drakoulakos redid my friend Fotini's flat and she was very happy. Which one?"),
   ("assistant", "Three quotes against the same scope of works is exactly what you want. Here's how they stack up.\n\n"
                 "## The three quotes\n\n"
                 "### Nikos Drakoulakos: €22,900 (no windows)\n"
                 "- The cheapest, but **not yet comparable**, because the windows are missing. Traditional wooden windows and doors for a house this size often cost €3,000 to €5,000.\n"
                 "- **The earliest start (17 March)**, which matters a lot if you want guests this summer.\n"
                 "- A personal recommendation from someone whose job you can go and see.\n\n"
                 "### Yiannis Mavreas: €27,800 (with windows)\n"
                 "- Everything in one contract, which is simpler to manage.\n"
                 "- **Local:** he knows the village, its suppliers and the neighbours, and a builder 200 metres away is easy to call back if something goes wrong.\n"
                 "- A late April start makes a July opening tight.\n\n"
                 "### Mani Stone Works: €31,500\n"
                 "- The repointing is the main difference. It's worth doing at some point, but it isn't what makes the house rentable this summer, and it's €3,700 above Mavreas.\n\n"
                 "## What to check before you decide\n"
                 "1. **Get a price for the windows** from a carpenter who knows the traditional settlement rules (wood, approved colours). If Drakoulakos plus windows comes in under about €27,800, he's the cheaper option and the earliest.\n"
                 "2. **Check that every quote covers the damp treatment and the septic pit** in the same way. These are the items most likely to grow.\n"
                 "3. **Ask for a written contract** with a payment schedule tied to stages (for example 20% at the start, then after the rough work, the finishes and completion), not to dates.\n"
                 "4. **Ask how extras will be priced**, and agree that none go ahead without your written OK.\n"
                 "5. **Ask Dimitra** what she thinks of each builder; engineers usually know who does good work.\n\n"
                 "On what you've told me, Drakoulakos with a separate windows quote looks like the strongest option, mainly for the start date."),
   ("user", "Drakoulakos it is: €22,900, starting 17 March, 20% deposit when he starts. For the windows, Lefteris Bakas, a carpenter in Kalamata, quoted €3,600 for six windows and two doors in chestnut, painted in the grey-green the village rules allow. "
            "So €26,500 plus Dimitra's €1,200: €27,700. Over budget already, I know."),
   ("assistant", "It's a sensible choice, and knowing the real number now is far better than finding out in June. At €27,700 you're about 11% over the original €25,000 before any contingency, "
                 "so it's worth deciding now how you'll fund it, and keeping some margin for what the builder finds once the old plaster comes off the back wall.")],
  {"summary": "Engineer Dimitra Kyriakea's survey on 25 January 2025: roof and chestnut beams sound; the ground floor is damp (the back wall is against the hillside); the wiring must be completely redone; the old septic pit is doubtful; "
              "she'll file the small-scale works approval and supervise for €1,200; three quotes: Yiannis Mavreas of Kardamyli €27,800 including windows, late April; Nikos Drakoulakos of Kalamata €22,900 without windows, from 17 March; "
              "Mani Stone Works of Areopoli €31,500 with repointing, May; the assistant suggested pricing the windows separately, checking the damp and septic items, a staged written contract, agreeing extras in writing and asking Dimitra; "
              "the user chose Drakoulakos (recommended by her friend Fotini) from 17 March with a 20% deposit, and windows and doors in chestnut from carpenter Lefteris Bakas for €3,600; projected total €27,700.",
   "decisions": [{"decision": "Nikos Drakoulakos to renovate the house for €22,900, starting 17 March 2025", "rationale": "Cheapest once the windows are priced separately, and the earliest start for a summer opening"},
                 {"decision": "Windows and doors from carpenter Lefteris Bakas for €3,600", "rationale": "Chestnut, in a colour the traditional settlement rules allow"}],
   "outcomes": ["Engineer's fee €1,200", "Projected renovation cost €27,700"]}),
 ("2025-02-23", "High blood pressure at 41?", [
   ("user", "A health one. At the annual occupational health check at work, the doctor took my blood pressure twice: 148/94 both times. She told me to measure it at home for two weeks and then see my GP, Dr. Georgios Tsakiris. "
            "I'm 41, 1.68 m and 66 kg, I don't smoke. My mother Eftychia has had high blood pressure since her fifties. Part of my job is tasting the brined olives for salt, dozens of them a day, "
            "and I drink three or four coffees a day. I've been sleeping about six hours a night since this house project started. Should I be worried, and what should I do?"),
   ("assistant", "It's good that this was picked up at a routine check: a raised reading at 41 is common and very often manageable. I'm not a doctor, so please follow Dr. Tsakiris's advice, but here's how to make the home readings useful and what tends to help.\n\n"
                 "## Measuring at home properly\n"
                 "1. **Use a validated upper-arm monitor** (not a wrist one), with the right cuff size.\n"
                 "2. **Sit quietly for five minutes** first, back supported, feet flat, arm resting at heart level. No coffee, exercise or cigarettes in the 30 minutes before.\n"
                 "3. **Take two readings a minute apart, morning and evening,** for seven days, and write them all down.\n"
                 "4. **Ignore the first day** and average the rest. As a rough guide, a home average of 135/85 or above is usually considered high.\n\n"
                 "## What tends to help\n"
                 "- **Salt:** this is the big one for you. Brined olives are very salty, and dozens a day adds up. Professional tasters often **spit rather than swallow**, the way wine tasters do; that alone could make a real difference.\n"
                 "- **Movement:** about 150 minutes a week of brisk walking or similar.\n"
                 "- **Coffee:** caffeine raises blood pressure for a few hours. Cutting down to one or two a day, and none in the afternoon, also helps sleep.\n"
                 "- **Sleep:** regularly sleeping six hours or less is linked with higher blood pressure.\n"
                 "- **Diet:** a Mediterranean diet rich in vegetables, pulses and fruit (potassium helps balance sodium), and limited alcohol.\n\n"
                 "## Family history\n"
                 "Your mother's high blood pressure makes it more likely you'll have it too, so it's worth taking seriously now, while lifestyle changes can still do a lot.\n\n"
                 "## When not to wait\n"
                 "A reading of 180/120 or above, especially with a severe headache, chest pain, breathlessness, vision changes or weakness, needs urgent medical attention.\n\n"
                 "Take your readings and the average to your appointment; it makes the GP's job much easier."),
   ("user", "I bought an Omron M3 at the pharmacy (€62). I'll start spitting the olives like a wine taster, my colleagues will laugh. Appointment with Dr. Tsakiris on Thursday 13 March. "
            "At least our dog Fistiki gets me walking: she's a rescue from the municipal shelter, three years old, some kind of mix with one ear up and one ear down."),
   ("assistant", "The Omron M3 is a well-validated monitor, good choice. And Fistiki sounds like an excellent exercise programme: a brisk 30 to 40 minutes with her most evenings would cover most of the weekly target on its own. Good luck on the 13th.")],
  {"summary": "At the user's annual occupational health check her blood pressure was 148/94 twice; she is to measure it at home for two weeks and see her GP, Dr. Georgios Tsakiris, on 13 March 2025; "
              "she is 41, 1.68 m, 66 kg, a non-smoker; her mother Eftychia has had high blood pressure since her fifties; she tastes brined olives for salt at work, drinks three or four coffees a day and sleeps about six hours; "
              "the assistant (not a doctor) explained measuring at home with a validated upper-arm monitor (two readings morning and evening for seven days, a home average of 135/85 or above is high), "
              "and suggested spitting the olives rather than swallowing, 150 minutes a week of walking, fewer coffees, more sleep and a Mediterranean diet; 180/120 with symptoms needs urgent care; "
              "she bought an Omron M3; their dog Fistiki is a three-year-old rescue from the municipal shelter.",
   "procedures": [{"name": "Measuring blood pressure at home", "steps": ["Validated upper-arm monitor", "Sit quietly for five minutes, arm at heart level", "Two readings morning and evening for seven days",
                   "Ignore the first day and average the rest", "Take the readings to the GP"]}],
   "decisions": [{"decision": "Spit the olives when tasting instead of swallowing", "rationale": "Cut salt to bring blood pressure down"}],
   "outcomes": ["Blood pressure 148/94 at the work check", "GP appointment 13 March 2025"]}),
 ("2025-03-16", "Savings or a loan for the renovation?", [
   ("user", "Money question. We have €21,000 of savings in a Piraeus Bank savings account paying practically nothing (0.05%). Our household outgoings are about €2,300 a month. The renovation is now €27,700. Options:\n"
            "(a) use all €21,000 and borrow the rest;\n"
            "(b) keep some savings and borrow more: Eurobank has offered me a €12,000 personal loan at 7.9% over four years, €292 a month;\n"
            "(c) Thanasis's parents have offered to lend us €10,000 interest-free, but I'd honestly rather not.\n"
            "And a timing problem: Drakoulakos can't start on 17 March after all. Dimitra's small-scale works approval only came through on Tuesday 11 March, and he'd already booked another job for the rest of the month, so he's starting on Monday 7 April. "
            "Is a July opening still realistic?"),
   ("assistant", "Let's take the money first, then the timing.\n\n"
                 "## Keep an emergency fund\n"
                 "With outgoings of €2,300 a month, a common rule of thumb is **three to six months** in reserve: roughly **€7,000 to €14,000**. Renovations of old houses tend to run over, so emptying your savings into the house (option a) "
                 "would leave you with nothing for either a surprise in the house or in the rest of your life.\n\n"
                 "## The cost of the Eurobank loan\n"
                 "- €292 x 48 months = €14,016, so the loan costs you about **€2,000 in interest** over four years.\n"
                 "- Before signing, check the **APR including fees**, any arrangement fee and life insurance requirements, and above all **whether there's a fee for paying it off early**. "
                 "Once the house earns money you may well want to repay it ahead of schedule.\n\n"
                 "## Borrowing from family\n"
                 "Interest-free money from Thanasis's parents is the cheapest option on paper, and many families do it well. The risks are the relationship and expectations: a missed repayment or a disagreement about the house can weigh more than €2,000 of interest. "
                 "If you do take it, write down the amount and a repayment plan. If your instinct says no, that's a legitimate reason.\n\n"
                 "## A middle path\n"
                 "1. **Keep about €7,000** as an emergency fund, ideally moved to an account or term deposit that pays a little more than 0.05%.\n"
                 "2. **Put €14,000 of savings** into the house.\n"
                 "3. **Borrow €12,000** from Eurobank, provided there's no early repayment fee.\n"
                 "4. **Cover the remaining €1,700** from monthly income over the spring, since the builder is paid in stages.\n\n"
                 "## Is July still realistic?\n"
                 "A job of this size usually takes **10 to 12 weeks**, so a 7 April start points to late June, with no slack. My suggestions:\n"
                 "- **Don't take bookings before mid-July.** A cancelled first booking can hurt your listing.\n"
                 "- **Order long-lead items now:** the windows from Lefteris, the bathroom fittings, the kitchenette.\n"
                 "- **Plan the furnishing** so it can go in the week the builder leaves.\n"
                 "- **Ask Drakoulakos for a written programme** with key dates."),
   ("user", "Done: the Eurobank loan, €12,000 at 7.9% over 48 months, €292 a month, and no fee if I repay early, I checked. We said a polite no to Thanasis's parents. I've opened the Airbnb calendar from 15 July only."),
   ("assistant", "That's a well-balanced plan: an emergency fund kept, a loan you can clear early, and a calendar that leaves room for a late finish. Thanasis's parents will probably be relieved too, even if they won't say so.")],
  {"summary": "The user and Thanasis have €21,000 in a Piraeus Bank savings account at 0.05%; household outgoings about €2,300 a month; renovation projected at €27,700; options: all savings plus a loan, a €12,000 Eurobank personal loan at 7.9% over four years (€292 a month), "
              "or €10,000 interest-free from Thanasis's parents; Drakoulakos's start moved from 17 March to Monday 7 April 2025 because the small-scale works approval only came through on 11 March and he had booked another job for the rest of March; "
              "the assistant suggested keeping a three-to-six-month emergency fund (€7,000 to €14,000), noted the loan costs about €2,000 in interest, advised checking for an early repayment fee, weighed a family loan, "
              "and proposed keeping €7,000, putting €14,000 of savings in, borrowing €12,000 and covering €1,700 from income; on timing, no bookings before mid-July and order long-lead items now; "
              "she took the Eurobank loan (no early repayment fee), declined the parents' offer and opened the Airbnb calendar from 15 July.",
   "procedures": [{"name": "Funding a renovation", "steps": ["Keep a three-to-six-month emergency fund", "Work out the total interest on a loan", "Check the APR and early repayment fees",
                   "Write down any family loan", "Pay the builder in stages from income where possible"]}],
   "decisions": [{"decision": "Eurobank personal loan of €12,000 at 7.9% over 48 months, €292 a month", "rationale": "Keeps a €7,000 emergency fund; no early repayment fee"},
                 {"decision": "Declined the €10,000 interest-free loan from Thanasis's parents", "rationale": "She'd rather not borrow from family"},
                 {"decision": "Airbnb calendar open only from 15 July 2025", "rationale": "The builder's start slipped to 7 April, leaving no slack before July"}],
   "outcomes": ["Builder's start moved to 7 April 2025", "Small-scale works approval granted 11 March 2025"]}),
 ("2025-04-13", "Getting my dad ready for a knee replacement", [
   ("user", "Family this time. My father Manolis is 77, a retired fisherman in Areopoli, and he still takes his little kaiki out when his knee lets him. He has severe osteoarthritis in his right knee, "
            "and Dr. Christina Mourtzoukou at Kalamata General Hospital has put him on her list for a total knee replacement on Tuesday 10 June. My mother Eftychia is 73 and isn't strong enough to help him, "
            "and their house in Areopoli is an old tower house with steep stone stairs. So he'll stay with us in Kalamata for the first weeks: we're in a second-floor flat with a lift. "
            "He'll sleep in our daughter Danae's room; Danae is 10 and thrilled to be sleeping in the study. He's also smoked since he was 15. How do we get him ready? "
            "(House news: Drakoulakos started in Kardamyli on 7 April as planned.)"),
   ("assistant", "It's good that you're planning this two months ahead: preparation before a knee replacement makes a real difference to recovery. I'm not a doctor, so Dr. Mourtzoukou and her team come first, but here's what usually helps.\n\n"
                 "## 1. Prehab: getting the leg strong before surgery\n"
                 "People who go into surgery with stronger thigh muscles usually get back on their feet faster. Ask the hospital or a physiotherapist for a programme; it typically includes:\n"
                 "- **Quadriceps sets:** tightening the thigh with the leg straight, holding for five seconds.\n"
                 "- **Straight-leg raises** lying on his back.\n"
                 "- **Ankle pumps** for circulation.\n"
                 "- **Gentle cycling** on a static bike, or swimming, if his knee allows.\n\n"
                 "## 2. Smoking\n"
                 "This matters more than most people think. Smoking slows wound and bone healing and raises the risk of infection and blood clots. "
                 "**Stopping even four to six weeks before surgery** makes a measurable difference; if he won't stop, cutting down helps. His GP can help with nicotine replacement.\n\n"
                 "## 3. Health checks before surgery\n"
                 "- **Teeth and skin:** infections elsewhere in the body are a risk to a new joint, so a dental check and sorting any skin sores beforehand is wise.\n"
                 "- **Medicines:** blood thinners, anti-inflammatories and some supplements may need stopping; only on the surgeon's instructions.\n"
                 "- **Weight and diabetes control,** if relevant.\n\n"
                 "## 4. Preparing your flat\n"
                 "1. **Remove rugs and clutter** from his route to the bathroom.\n"
                 "2. **A raised toilet seat** and a **shower chair** with a grab rail.\n"
                 "3. **A firm chair with armrests** that isn't too low.\n"
                 "4. **A bed at the right height:** his hips a little above his knees when sitting on the edge.\n"
                 "5. **A walking frame,** later crutches or a cane: ask the hospital what they supply.\n"
                 "6. **Night lights** between the bedroom and the bathroom.\n\n"
                 "## 5. What recovery usually looks like\n"
                 "- **In hospital:** standing and walking with a frame from the first day or two; home after three to five days.\n"
                 "- **Weeks 1 to 6:** daily exercises, a frame then crutches or a cane, swelling and stiffness. **Physiotherapy is the key to a good result.**\n"
                 "- **Weeks 6 to 12:** walking without aids, stairs getting easier, driving once cleared.\n"
                 "- **Up to a year** for the knee to settle fully.\n\n"
                 "## 6. Questions for Dr. Mourtzoukou\n"
                 "- How long will he be in hospital, and who arranges physiotherapy afterwards?\n"
                 "- What blood-clot prevention will he have, and for how long?\n"
                 "- When can he manage stairs, drive, and go out on the boat?\n"
                 "- What warning signs should make us call?\n\n"
                 "## 7. Look after your mother too\n"
                 "She'll be alone in Areopoli for a few weeks, and worried. A plan for her visits, or someone checking on her, will help everyone."),
   ("user", "He says he won't stop smoking, and that he's been doing 'prehab' hauling nets for sixty years. Typical Maniot. I'll ask his GP about patches anyway."),
   ("assistant", "Sixty years of hauling nets is a strong argument, I'll give him that. Patches are worth a try even if he only cuts down: tell him it's so he can get back on the kaiki sooner, which may persuade him more than anything about wound healing.")],
  {"summary": "The user's father Manolis, 77, a retired fisherman in Areopoli who still takes his kaiki out, has severe osteoarthritis in his right knee; Dr. Christina Mourtzoukou at Kalamata General Hospital has him on her list for a total knee replacement on 10 June 2025; "
              "her mother Eftychia, 73, can't help him and their Areopoli tower house has steep stone stairs, so he'll recover in the user's second-floor flat with a lift in Kalamata, in the room of her daughter Danae, 10, who will sleep in the study; he has smoked since he was 15; "
              "the assistant (not a doctor) suggested prehab exercises, stopping or cutting down smoking four to six weeks before surgery, dental and skin checks, medicines only as the surgeon says, preparing the flat (rugs, raised toilet seat, shower chair, chair with armrests, bed height, walking frame, night lights), "
              "a typical recovery timeline, questions for the surgeon and support for her mother; he refuses to stop smoking; she'll ask his GP about patches; the builder started in Kardamyli on 7 April 2025.",
   "procedures": [{"name": "Preparing for a knee replacement", "steps": ["Prehab exercises", "Stop or cut down smoking four to six weeks before", "Dental and skin checks", "Medicines only as the surgeon says",
                   "Prepare the home", "Plan physiotherapy", "Ask the surgeon about recovery and warning signs"]}],
   "decisions": [{"decision": "Manolis will recover in the user's flat in Kalamata, in Danae's room", "rationale": "The Areopoli house has steep stone stairs and Eftychia can't help him; the flat has a lift"}],
   "outcomes": ["Knee replacement booked for 10 June 2025", "Renovation started 7 April 2025"]}),
 ("2025-05-04", "Booking a freediving course in Stoupa", [
   ("user", "Something just for me. I've booked an AIDA 2 freediving course with Blue Mani Freediving in Stoupa, Friday 23 to Sunday 25 May, three days, €360. The instructor is Alessio Ferrante, an Italian from Bari who moved to the Mani. "
            "I swim at Kalamata beach from May to October and I've always been able to hold my breath for ages. "
            "Blood pressure update: my home average over the two weeks was 141/89, so Dr. Tsakiris said three months of lifestyle changes before any tablets, and a recheck in June. Is freediving OK with that? And what should I expect?"),
   ("assistant", "Freediving in the Mani in late May sounds wonderful, and strong swimmers often take to it quickly. On your blood pressure first, then the course.\n\n"
                 "## Blood pressure and freediving\n"
                 "When you hold your breath and put your face in water, the **dive reflex** kicks in: your heart rate slows and your blood vessels in the limbs constrict, which **raises blood pressure** for a while. "
                 "For most people with mildly raised, untreated blood pressure that's considered manageable, but it's exactly the kind of thing a doctor should decide. "
                 "Courses usually ask you to fill in a **medical questionnaire**, and a 'yes' to blood pressure normally means a doctor has to sign you off. "
                 "**Show the form to Dr. Tsakiris before the course.**\n\n"
                 "## What an AIDA 2 course usually covers\n"
                 "- **Theory:** the physiology of breath-holding, equalisation, blackout and how to prevent it, and the buddy system.\n"
                 "- **Static apnea** (holding your breath floating face down): the usual requirement is **2 minutes**.\n"
                 "- **Dynamic apnea** (swimming horizontally underwater with fins): usually **40 metres**.\n"
                 "- **Constant weight** in open water, down a line: usually a target **between 12 and 20 metres**.\n"
                 "- **Rescue skills:** bringing a blacked-out buddy to the surface.\n\n"
                 "## The golden rules\n"
                 "1. **Never freedive alone.** Every dive needs a trained buddy watching you from the surface.\n"
                 "2. **Don't hyperventilate** before a dive; it makes blackout more likely, not less.\n"
                 "3. **Don't force equalisation.** If your ears won't clear, come up.\n\n"
                 "## How to prepare\n"
                 "1. **Practise equalising on land.** The Frenzel technique (using your tongue, not your lungs) is the one freedivers learn; Alessio will teach it, but trying it beforehand helps.\n"
                 "2. **Relaxed breathing:** a few minutes of slow breathing each day.\n"
                 "3. **Don't eat a big meal** for two or three hours before a session.\n"
                 "4. **Gear:** a **low-volume mask** is worth buying; schools usually lend wetsuits, long fins and weights. In late May the sea is still around 20°C, so a 3 to 5 mm wetsuit.\n"
                 "5. **Sleep well** the nights before.\n\n"
                 "Enjoy it: most people are surprised how calm it feels."),
   ("user", "Dr. Tsakiris signed the medical form without any fuss. I'm buying a low-volume mask; the school lends wetsuits, fins and weights. Thanasis thinks I've lost my mind, and Danae wants to come and watch."),
   ("assistant", "Good, with the medical sorted you can just enjoy it. Danae watching from the boat may be the start of a family habit; some schools run snorkelling sessions for children, so ask Alessio.")],
  {"summary": "The user booked an AIDA 2 freediving course with Blue Mani Freediving in Stoupa, 23-25 May 2025, three days, €360, with instructor Alessio Ferrante, an Italian from Bari; she swims at Kalamata beach from May to October; "
              "her home blood pressure average was 141/89 and Dr. Tsakiris prescribed three months of lifestyle changes before any tablets, with a recheck in June; "
              "the assistant explained the dive reflex raises blood pressure and to have the course medical form signed by the doctor; AIDA 2 usually covers theory, static apnea (2 minutes), dynamic apnea (40 m), constant weight (12-20 m) and rescue; "
              "never freedive alone, don't hyperventilate, don't force equalisation; practise Frenzel, relaxed breathing, no big meal before, a low-volume mask and a 3-5 mm wetsuit; "
              "Dr. Tsakiris signed the medical form; the school lends wetsuits, fins and weights.",
   "procedures": [{"name": "Preparing for an AIDA 2 freediving course", "steps": ["Medical form signed by a doctor", "Practise Frenzel equalisation on land", "Relaxed breathing daily",
                   "No big meal two or three hours before", "Buy a low-volume mask", "Never dive alone, don't hyperventilate"]}],
   "decisions": [{"decision": "AIDA 2 course with Blue Mani Freediving in Stoupa, 23-25 May 2025", "rationale": "Something just for her; a strong swimmer"}],
   "outcomes": ["Course cost €360", "Home blood pressure average 141/89", "Medical form signed by Dr. Tsakiris"]}),
 ("2025-05-31", "AIDA 2 passed, and the renovation is running over", [
   ("user", "I passed AIDA 2! 16 metres constant weight on the last day, and a 2:50 static in the pool. Alessio says I equalise like a natural. Danae watched from the boat and has decided she's going to be a freediver.\n\n"
            "Now the not-fun part. Drakoulakos opened up the back wall and the damp is worse than Dimitra thought: he wants to lay a ventilated floor on the ground floor with plastic domes, the igloo system, €2,800 extra. "
            "And the old septic pit has to go and be replaced by a proper sealed tank: €1,900. So I'm at €27,700 + €4,700 = €32,400. He says he'll finish by Friday 27 June. "
            "His quote included a wooden pergola on the terrace (€2,100) and painting the whole house. Where can I cut?"),
   ("assistant", "Congratulations! 16 metres on your first course is a very good result, and being a natural at equalising is the thing that holds most people back. Now, the budget.\n\n"
                 "## Don't cut these\n"
                 "- **The ventilated floor:** damp in a ground floor used by guests means mould, smells and bad reviews, and it will damage the new finishes. This is the right fix.\n"
                 "- **The septic tank:** a failing pit in a rental is a health risk and a legal problem. Non-negotiable.\n\n"
                 "## Where you could save\n"
                 "1. **Postpone the pergola** (€2,100). Guests will enjoy the terrace without it for one summer; a large parasol and a shade sail cost a fraction.\n"
                 "2. **Paint it yourselves,** at least upstairs. Ask Drakoulakos what he'd take off for it; lime-based paints are forgiving for amateurs.\n"
                 "3. **Tiles and fittings:** choose from what the supplier has in stock rather than special orders.\n"
                 "4. **Furnishing:** mix new beds and mattresses (worth paying for) with second-hand or village finds for tables, chairs and shelves, which suit a stone house anyway.\n"
                 "5. **Ask about the payment schedule** so the extras fall at the end, when some rental income may be coming in.\n\n"
                 "## Revisit the nightly price\n"
                 "A higher cost is a reason to look at your price, not to panic. Two-bedroom stone houses in and around Kardamyli commonly go for roughly **€90 to €140 a night** in summer. "
                 "For a brand-new listing with no reviews, starting towards the lower end gets you bookings and reviews faster; you can raise it once you have them.\n\n"
                 "## The timeline\n"
                 "27 June leaves about two weeks before your first possible guests on 15 July. Book the cleaning, the linen and the furniture delivery for the last days of June now."),
   ("user", "We're dropping the pergola until next year, and Thanasis and I will paint the upstairs ourselves, which saves about €900. So back to about €29,400. I'm starting at €95 a night, and we're calling it Spiti Vasilikis, after my grandmother."),
   ("assistant", "Spiti Vasilikis is a lovely name, and your grandmother would surely approve of guests in her house. €95 is a sensible launch price. Enjoy the painting; put some music on.")],
  {"summary": "The user passed AIDA 2 in Stoupa: 16 m constant weight and a 2:50 static; Alessio says she equalises like a natural; Danae watched and wants to freedive; "
              "the damp at the Kardamyli house is worse than expected: Drakoulakos wants a ventilated (igloo) floor downstairs for €2,800 extra, and the old septic pit must be replaced by a sealed tank for €1,900, taking the total to €32,400; he expects to finish by 27 June 2025; "
              "the assistant said not to cut the ventilated floor or the septic tank, suggested postponing the €2,100 pergola, painting themselves, stock tiles, second-hand furnishing and a later payment schedule, "
              "and noted similar houses go for about €90-140 a night in summer, starting lower for a new listing; the pergola is postponed to next year and they'll paint upstairs themselves (saving about €900), projected total about €29,400; "
              "launch price €95 a night; the house will be called Spiti Vasilikis after her grandmother.",
   "decisions": [{"decision": "Ventilated floor (€2,800) and a sealed septic tank (€1,900)", "rationale": "Damp worse than expected; the old septic pit can't stay in a rental"},
                 {"decision": "Pergola postponed to next year", "rationale": "Saves €2,100 after the extras"},
                 {"decision": "Paint the upstairs themselves", "rationale": "Saves about €900"},
                 {"decision": "Launch price €95 a night, named Spiti Vasilikis", "rationale": "A new listing starts lower; named after her grandmother Vasiliki"}],
   "outcomes": ["Passed AIDA 2: 16 m constant weight, 2:50 static", "Projected renovation cost about €29,400"]}),
 ("2025-06-15", "Dad's knee operation postponed to September", [
   ("user", "Bad news. Kalamata General rang: Dad's knee replacement on 10 June is postponed to Tuesday 16 September. They said there's a shortage of anaesthetists over the summer. He's in a lot of pain and barely walks to the harbour now. "
            "A private clinic in Athens can do it on 8 July for about €9,800, and EOPYY would only pay back part of that. My brother Panagiotis says we should pay and he'll split it with me. "
            "But Dad refuses: he trusts Dr. Mourtzoukou, he doesn't want another surgeon and he won't go to Athens. What do you think?\n\n"
            "Good news on my side at least: I had the recheck with Dr. Tsakiris on 12 June and my home average is down to 127/81. I've cut the salt (I spit all the olives now), Fistiki and I walk for 40 minutes every evening, "
            "and I'm down to two coffees a day. So no tablets, and a recheck in a year."),
   ("assistant", "I'm sorry, a three-month delay when he's in pain is hard on him and on all of you. And congratulations on 127/81: that's a big drop, and it came entirely from what you changed.\n\n"
                 "## Whose decision is it?\n"
                 "Ultimately **your father's**. He's an adult who knows what he's choosing, and his reasons are good ones: trust in his surgeon counts for a lot, and recovering far from home and family is harder. "
                 "The most useful thing you and Panagiotis can do is make the wait as bearable as possible and make sure he has all the information.\n\n"
                 "## Making the wait easier\n"
                 "1. **Ask to go on the cancellation list.** Summer lists do move; someone dropping out could bring his date forward at short notice.\n"
                 "2. **Pain relief:** ask his GP or Dr. Mourtzoukou to review it. Regular paracetamol, anti-inflammatory gels and, for some people, other medicines can help; "
                 "a steroid injection is sometimes offered, but surgeons often avoid it in the months just before a replacement, so ask her.\n"
                 "3. **Keep him moving:** a physiotherapist twice a week to keep the thigh muscles strong means a faster recovery after surgery. Water exercise, if he'll do it, is gentle on the knee.\n"
                 "4. **A walking stick,** used in the hand opposite the bad knee, takes a surprising amount of load off the joint.\n"
                 "5. **Help your mother:** the summer at home with a husband in pain is a lot for her too.\n\n"
                 "## If he changes his mind\n"
                 "Keep the private option open: ask the Athens clinic how long their quote is valid and exactly what EOPYY would reimburse, so you can decide quickly if the pain becomes unbearable."),
   ("user", "Dad's decided: he waits for 16 September with Dr. Mourtzoukou, and he's on the cancellation list. Panagiotis and I are paying for a physio to come to the house in Areopoli twice a week, €25 a session, to keep him strong."),
   ("assistant", "That sounds like the right balance: his choice respected, and the summer used to get him stronger. Twice-weekly physio over three months will pay off in September.")],
  {"summary": "Manolis's knee replacement at Kalamata General was postponed from 10 June to 16 September 2025 because of a shortage of anaesthetists over the summer; he is in a lot of pain; "
              "a private clinic in Athens offered 8 July for about €9,800, only partly reimbursed by EOPYY; the user's brother Panagiotis offered to split the cost, but Manolis refused because he trusts Dr. Mourtzoukou and won't go to Athens; "
              "the assistant said it is his decision and suggested the cancellation list, a pain relief review (ask before any steroid injection), physiotherapy twice a week, a walking stick and help for her mother, keeping the private option open; "
              "he waits for 16 September and is on the cancellation list; the user and Panagiotis pay for a physio at home in Areopoli twice a week at €25 a session; "
              "the user's blood pressure recheck with Dr. Tsakiris on 12 June 2025: home average 127/81 after cutting salt (spitting the olives), 40-minute evening walks with Fistiki and two coffees a day; no tablets, recheck in a year.",
   "decisions": [{"decision": "Manolis waits for surgery on 16 September 2025 with Dr. Mourtzoukou", "rationale": "He trusts his surgeon and won't go to Athens for the private clinic"},
                 {"decision": "Physio at home in Areopoli twice a week at €25 a session", "rationale": "Keep him strong during the wait; paid by the user and Panagiotis"},
                 {"decision": "No blood pressure tablets", "rationale": "Home average down to 127/81 with lifestyle changes"}],
   "outcomes": ["Surgery postponed to 16 September 2025", "Blood pressure 127/81, recheck in a year"]}),
 ("2025-07-06", "Spiti Vasilikis is finished: getting ready for the first guests", [
   ("user", "We did it! Drakoulakos finished on Monday 30 June, three days late. The final total for the whole renovation, including Dimitra's fee and Lefteris's windows, came to €30,300: the €29,400 plus €900 for extra sockets and an outdoor light that we added at the end. "
            "Furnishing was another €3,800 on top, a mix of IKEA and village finds. The AMA number came through on 2 July, and the listing is live on Airbnb.\n\n"
            "Our first guests, a Dutch couple from Haarlem, arrive on Tuesday 15 July for five nights, and July is already two-thirds booked. Voula from the village will do the cleaning and the linen, €35 a changeover. "
            "What should go in a welcome book, how do we get good first reviews, and what should I charge in August?"),
   ("assistant", "Congratulations, that's a huge achievement in six months, from an empty storeroom to a live listing. Here's how to make the first season go well.\n\n"
                 "## The welcome book\n"
                 "Keep it short, printed and also as a PDF sent before arrival:\n"
                 "1. **Arrival:** directions from Kalamata and from the village square, where to park, how to find the key, and a photo of the door.\n"
                 "2. **The house:** Wi-Fi, the hot water, the air conditioning, the septic tank (what not to flush), rubbish and recycling days.\n"
                 "3. **Safety:** the fire extinguisher, the first aid kit, emergency numbers (112, the nearest pharmacy and health centre), the AMA number.\n"
                 "4. **Local tips:** your own favourite tavernas, the beaches at Foneas and Ritsa, the walk up the Viros Gorge, the old Kardamyli tower, the bakery.\n"
                 "5. **A page about Vasiliki and the house.** Guests love a story, and it's a gentle reason to treat the place with care.\n\n"
                 "## Getting good first reviews\n"
                 "- **Quick, warm replies** to every message.\n"
                 "- **Small touches:** local olive oil (you're well placed for that), a few Kalamata olives, bread and water in the fridge on arrival.\n"
                 "- **Ask how everything is** the morning after arrival, so you can fix a problem before it becomes a review.\n"
                 "- **Describe the house honestly,** including the steps up to it: surprises, not flaws, are what cause bad reviews.\n\n"
                 "## August pricing\n"
                 "August is the peak in the Mani, especially around the 15 August holiday, when Greek families travel too. Suggestions:\n"
                 "- **Raise the price for August:** somewhere around **€115 to €125** is reasonable for a newly renovated two-bedroom stone house.\n"
                 "- **Set a minimum stay of three nights** in August, so you aren't paying Voula for a changeover every day.\n"
                 "- **Keep €95 for July and September** while the reviews build up.\n\n"
                 "## Other listing sites\n"
                 "Booking.com would bring more guests, but two calendars mean a risk of double bookings. Wait until the routine runs smoothly, then connect them with calendar sync or a channel manager.\n\n"
                 "## Paperwork\n"
                 "Keep records of every booking and payout, and of the climate resilience fee, from day one; your accountant will need them."),
   ("user", "August at €120 a night with a three-night minimum, then back to €95 in September. Booking.com can wait until the autumn. I'm writing the page about Yiayia Vasiliki tonight."),
   ("assistant", "That sounds just right. Enjoy writing about her; it may well be the page your guests remember most.")],
  {"summary": "The Kardamyli renovation finished on 30 June 2025, three days late; final total €30,300 including the engineer and windows (the €29,400 plus €900 for extra sockets and an outdoor light); furnishing another €3,800; AMA number received 2 July; "
              "Spiti Vasilikis is live on Airbnb; first guests arrive on 15 July for five nights; July two-thirds booked; Voula from the village does the cleaning and linen at €35 a changeover; "
              "the assistant suggested a welcome book (arrival, the house, safety, local tips, a page about Vasiliki), quick replies, small touches and honest descriptions for good reviews, "
              "€115-125 in August with a three-night minimum, €95 in July and September, waiting before adding Booking.com, and keeping records; "
              "the user set August at €120 a night with a three-night minimum and €95 in September; Booking.com in the autumn.",
   "procedures": [{"name": "Welcome book for a holiday let", "steps": ["Arrival and key", "How the house works", "Safety and emergency numbers", "Local tips", "A page about the house's story"]},
                  {"name": "Getting good first reviews", "steps": ["Reply quickly", "Small welcome touches", "Check in the morning after arrival", "Describe the house honestly"]}],
   "decisions": [{"decision": "€120 a night in August with a three-night minimum, €95 in September", "rationale": "August is the peak in the Mani; fewer changeovers"},
                 {"decision": "Voula does the cleaning and linen at €35 a changeover", "rationale": "Local to the village"},
                 {"decision": "Booking.com only in the autumn", "rationale": "Avoid double bookings until the routine runs smoothly"}],
   "outcomes": ["Renovation finished 30 June 2025", "Final renovation cost €30,300", "Furnishing €3,800", "AMA number 2 July 2025"]}),
 ("2025-08-17", "Fistiki's tick disease and replacing the old Panda", [
   ("user", "Two things. First, Fistiki. She went off her food last week and had a nosebleed. The vet on Aristomenous Street, Dr. Alexandros Giannakopoulos, did bloods: ehrlichiosis, from a tick. "
            "She's on doxycycline for 28 days, €180 so far with the tests. Her Seresto collar had run out in May and I forgot to replace it, I feel awful.\n\n"
            "Second, my car. Our 2007 Fiat Panda failed its KTEO: the clutch and rust in the floor, about €1,400 to fix. Thanasis has his work van, so this is my car: 30 km a day to the plant and back, "
            "plus Kardamyli twice a week for the house. Options: fix the Panda; a 2019 Toyota Yaris Hybrid with 68,000 km for €15,900 at a dealer in Kalamata; or a new Dacia Sandero for €14,990. "
            "Spiti Vasilikis is doing well by the way: July ended fully booked and August is nearly full."),
   ("assistant", "Poor Fistiki, and please don't be too hard on yourself: ehrlichiosis is very common in dogs in Greece, and caught early it usually responds well to doxycycline. Then the car.\n\n"
                 "## Fistiki\n"
                 "1. **Finish the full 28 days** of doxycycline, even when she seems better; stopping early is a common reason it comes back.\n"
                 "2. **Give it with food,** and not with dairy or calcium supplements, which reduce absorption.\n"
                 "3. **Ask Dr. Giannakopoulos about a re-test** of her bloods at the end of treatment; platelet counts are usually checked.\n"
                 "4. **Tick protection all year round** in the Mani and Messinia: a new collar, or a monthly or three-monthly tablet, and **a calendar reminder** for when it runs out.\n"
                 "5. **Check her for ticks** after walks, especially around the ears, neck and between the toes.\n\n"
                 "## The car\n\n"
                 "### Fixing the Panda: €1,400\n"
                 "Rust in the floor of an 18-year-old car is usually the start, not the end. Spending €1,400 on a car worth perhaps €1,500 rarely pays off.\n\n"
                 "### 2019 Toyota Yaris Hybrid: €15,900\n"
                 "- **Very economical** for your mix of town driving and the coast road to Kardamyli, often 4 to 4.5 litres per 100 km.\n"
                 "- Hybrids of this generation have a good reliability record.\n"
                 "- **Check:** the full service history, a hybrid battery health check (Toyota dealers do one), any remaining warranty, and the accident history.\n"
                 "- **Negotiate:** ask for a price with your Panda as a trade-in.\n\n"
                 "### New Dacia Sandero: €14,990\n"
                 "- New, with a full warranty, and cheaper than the Yaris.\n"
                 "- But a petrol Sandero will use noticeably more fuel on your daily driving, and resale values are lower.\n\n"
                 "### My suggestion\n"
                 "If the Yaris's history checks out, it's the best fit for how you drive. Road tax on a low-emission hybrid is also low. Have an independent mechanic look at it before paying."),
   ("user", "Bought the Yaris! The history was clean and the battery check fine; I got them down to €15,300 and they took the Panda for €600, so €14,700, paid from Thanasis's workshop savings. "
            "And Fistiki has a new Seresto collar with a reminder on my phone for next July."),
   ("assistant", "A good deal, and a car that will make the Kardamyli runs much cheaper. And Fistiki's reminder is set, so the collar won't lapse again. I hope she's eating properly again soon.")],
  {"summary": "The user's dog Fistiki had a nosebleed and stopped eating; vet Dr. Alexandros Giannakopoulos on Aristomenous Street diagnosed ehrlichiosis from a tick; doxycycline for 28 days, €180 so far; her Seresto collar had expired in May; "
              "the user's 2007 Fiat Panda failed its KTEO (clutch and rust in the floor, about €1,400 to fix); she drives 30 km a day plus Kardamyli twice a week; options: fix it, a 2019 Toyota Yaris Hybrid with 68,000 km for €15,900, or a new Dacia Sandero for €14,990; "
              "Spiti Vasilikis was fully booked in July and August is nearly full; "
              "the assistant advised finishing the 28 days with food, a blood re-test, year-round tick protection and tick checks; for the car, not fixing the Panda, and the Yaris Hybrid if its history and battery check out; "
              "she bought the Yaris for €15,300 less €600 for the Panda, €14,700 from Thanasis's workshop savings; Fistiki has a new Seresto collar.",
   "procedures": [{"name": "Treating and preventing ehrlichiosis", "steps": ["Finish the full course of doxycycline", "Give it with food, not dairy", "Re-test bloods at the end", "Tick protection all year round", "Check for ticks after walks"]},
                  {"name": "Buying a used hybrid", "steps": ["Full service history", "Hybrid battery health check", "Remaining warranty and accident history", "Negotiate with a trade-in", "Independent mechanic's inspection"]}],
   "decisions": [{"decision": "Bought a 2019 Toyota Yaris Hybrid for €15,300, Panda traded in for €600", "rationale": "Economical for her driving; fixing the Panda wasn't worth it"},
                 {"decision": "New Seresto collar for Fistiki with a reminder", "rationale": "The old one expired and she caught ehrlichiosis"}],
   "outcomes": ["Fistiki diagnosed with ehrlichiosis", "Car paid €14,700 from Thanasis's workshop savings"]}),
 ("2025-09-28", "Dad's new knee: recovering at our flat", [
   ("user", "Dad had his operation on Tuesday 16 September as planned, nobody cancelled in the end. Dr. Mourtzoukou says it went perfectly. He came out on Saturday 20 September and he's with us in Kalamata in Danae's room. "
            "A physiotherapist, Manos, comes to the flat three times a week, €30 a session. Dad is on a walking frame and does his exercises, grumbling. "
            "Fistiki has decided her place is next to his bed; he pretends he doesn't like it and then feeds her bits of his toast. (Her bloods are normal again, by the way, and she finished the doxycycline.)\n\n"
            "How long before he can go home to Areopoli with those stairs? What warning signs should we watch for? And how do we keep him motivated?"),
   ("assistant", "That's lovely news all round: a smooth operation, Manos three times a week, and a dog on duty. Here are some general guidelines; Dr. Mourtzoukou and Manos know his knee best.\n\n"
                 "## When can he go home?\n"
                 "It depends less on the calendar than on **what he can do**. For a house with steep stone stairs, he should be able to:\n"
                 "1. **Climb and come down a full flight safely,** with a rail and a stick, without someone holding him. ('Up with the good, down with the bad': the good leg leads going up, the operated leg going down.)\n"
                 "2. **Get in and out of bed, a chair and the toilet** on his own.\n"
                 "3. **Walk indoors with a stick** rather than the frame.\n"
                 "4. **Manage his own exercises** without reminders.\n\n"
                 "Many people reach this somewhere between **four and eight weeks** after surgery. Ask Manos to practise stairs in your building as soon as he thinks it's safe, and to visit the Areopoli house once before Dad goes back.\n\n"
                 "## Warning signs\n"
                 "**Call the hospital or the doctor the same day** if you notice:\n"
                 "- Increasing redness, heat, swelling or discharge from the wound, or a fever\n"
                 "- Pain, swelling or tenderness in the calf (a possible blood clot)\n"
                 "- Pain that's getting worse rather than better\n\n"
                 "**Call 166 or 112 immediately** for chest pain or sudden breathlessness, which can mean a clot in the lungs.\n\n"
                 "## Keeping him motivated\n"
                 "1. **A goal that means something to him,** not to the doctors: walking to the harbour, the café, or getting back on the kaiki.\n"
                 "2. **Small wins written down:** how far he walked, how far the knee bends. Progress is easy to miss day to day.\n"
                 "3. **Pain relief before the exercises,** not after; it makes them far more bearable.\n"
                 "4. **Ice and elevation** after exercise for the swelling.\n"
                 "5. **Company:** Danae or Fistiki joining his walks makes them less of a chore.\n\n"
                 "## Look after yourselves too\n"
                 "Having a recovering parent in a flat is tiring. Share the load with Panagiotis where you can, and take an evening off now and then."),
   ("user", "We've set his goal: back on the kaiki by Easter. Manos thinks he'll manage the stairs in Areopoli by early November."),
   ("assistant", "A kaiki by Easter is a goal with real pull for a fisherman. Early November would be right in the usual range. Good luck to all of you, and to Fistiki on night duty.")],
  {"summary": "Manolis had his knee replacement on 16 September 2025 with Dr. Mourtzoukou at Kalamata General (no cancellation came up); it went perfectly; discharged on 20 September, he's recovering in the user's flat in Danae's room; "
              "physiotherapist Manos visits three times a week at €30 a session; he uses a walking frame; Fistiki sleeps next to his bed and he feeds her toast; Fistiki finished the doxycycline and her bloods are normal; "
              "the assistant said going home depends on managing a full flight of stairs, bed, chair and toilet on his own, walking with a stick and doing his exercises, often four to eight weeks; "
              "warning signs: wound redness or discharge, fever, calf pain or swelling, worsening pain; 166 or 112 for chest pain or breathlessness; motivation: a personal goal, written progress, pain relief before exercise, ice, company; "
              "his goal is to be back on the kaiki by Easter; Manos expects him to manage the Areopoli stairs by early November.",
   "procedures": [{"name": "Deciding when a knee replacement patient can go home to stairs", "steps": ["A full flight of stairs safely with a rail and stick", "Bed, chair and toilet on his own", "Walking with a stick", "Exercises without reminders", "Physio visits the home first"]}],
   "decisions": [{"decision": "Goal: back on the kaiki by Easter", "rationale": "A goal that means something to him"}],
   "outcomes": ["Knee replacement 16 September 2025", "Discharged 20 September 2025", "Physio Manos three times a week at €30"]}),
 ("2025-10-19", "AIDA 3, and winter plans for Spiti Vasilikis", [
   ("user", "Two updates and a plan. I did AIDA 3 with Alessio from Friday 10 to Sunday 12 October, €480: 24 metres constant weight and a 3:35 static. Thanasis has stopped saying I've lost my mind, mostly.\n\n"
            "Spiti Vasilikis: from the first guests on 15 July to 12 October we had 61 nights booked, and the Airbnb payouts came to €6,870. Twelve reviews, all five stars except one four, which mentioned the 48 steps up from the road. "
            "Now winter. I'm thinking of staying open, putting it on Booking.com as well, and charging €70 a night from November to March with a two-night minimum. Voula is putting her rate up to €40 a changeover from November. "
            "The house has air conditioning upstairs and a wood stove downstairs. Good idea? And how do I declare all this for tax?"),
   ("assistant", "24 metres and a 3:35 static on AIDA 3: that's a big step up from May. Congratulations. Now the house.\n\n"
                 "## Staying open in winter\n"
                 "Kardamyli isn't a summer-only village: **walkers** come for the Mani trails and the Viros Gorge in spring and autumn, and there's demand around **Christmas, New Year and Carnival**, plus remote workers looking for a quiet month. "
                 "Occupancy will be much lower than summer, so the question is whether each booking covers its costs.\n\n"
                 "### Your costs per winter stay\n"
                 "- Voula: €40 a changeover\n"
                 "- **Heating:** air conditioning on heat mode and wood for the stove add real cost in a stone house; budget for it per night.\n"
                 "- Electricity, water, laundry, consumables, and the platform fees.\n\n"
                 "### The price\n"
                 "At €70 a night with a two-night minimum, a two-night stay brings in €140 before fees, and Voula and the heating take a good share of that. **Somewhere around €75 to €85** would cover a cold week more comfortably, "
                 "and still be attractive for a renovated stone house with five-star reviews. Offer a discount for stays of a week or more to attract walkers and remote workers.\n\n"
                 "### Booking.com\n"
                 "It reaches many European travellers who don't use Airbnb. To avoid double bookings, **sync the calendars** (both sites support calendar import and export) or use a channel manager, and check them for the first few weeks.\n\n"
                 "### The steps review\n"
                 "Mention the 48 steps clearly in both listings, with a photo. It turns a complaint into information.\n\n"
                 "## Tax\n"
                 "I'm not a tax adviser and Greek rules on short-term rentals change often, so please use an accountant. In general:\n"
                 "1. **Short-term rental income** is declared on your annual income tax return (the E1), with the property details on the **E2** form, next spring for 2025.\n"
                 "2. It's taxed as **rental income** on its own scale, starting at 15%, with limited deductions.\n"
                 "3. The **climate resilience fee** has its own monthly declarations and payments.\n"
                 "4. **Keep every payout statement, invoice and receipt.**\n"
                 "5. **Set money aside now** for the tax due next year, so it doesn't arrive as a surprise."),
   ("user", "OK, €80 a night from 1 November, a two-night minimum and 15% off for a week or more. Booking.com goes live next week with the calendars synced. Our accountant Gerasimos Triantafyllou will do the E2."),
   ("assistant", "That's a well-judged winter setup. With Gerasimos on the tax side, all that's left is to keep the wood dry and the calendars in step.")],
  {"summary": "The user did AIDA 3 with Alessio on 10-12 October 2025 for €480: 24 m constant weight and a 3:35 static; "
              "Spiti Vasilikis from 15 July to 12 October 2025: 61 nights booked, Airbnb payouts €6,870, twelve reviews, all five stars but one four-star that mentioned the 48 steps up from the road; "
              "for winter she considered staying open, adding Booking.com and €70 a night November to March with a two-night minimum; Voula's rate rises to €40 a changeover from November; the house has air conditioning upstairs and a wood stove downstairs; "
              "the assistant said winter demand comes from walkers, holidays and remote workers, costed a winter stay, suggested €75-85 a night and a weekly discount, syncing calendars with Booking.com and mentioning the steps in the listings; "
              "on tax (not a tax adviser): declare on the E1 with the E2 form next spring, taxed as rental income from 15%, monthly climate resilience fee declarations, keep records, set money aside; "
              "she chose €80 a night from 1 November 2025, a two-night minimum and 15% off for a week or more; Booking.com goes live next week; accountant Gerasimos Triantafyllou will do the E2.",
   "procedures": [{"name": "Declaring short-term rental income in Greece", "steps": ["Declare on the E1 with the E2 form", "Taxed as rental income from 15%", "Monthly climate resilience fee declarations", "Keep every payout and receipt", "Set money aside for the tax"]}],
   "decisions": [{"decision": "Stay open in winter at €80 a night from 1 November 2025, two-night minimum, 15% off a week or more", "rationale": "Covers Voula and heating while staying attractive to walkers and remote workers"},
                 {"decision": "List on Booking.com as well, calendars synced", "rationale": "Reach travellers who don't use Airbnb without double bookings"},
                 {"decision": "Accountant Gerasimos Triantafyllou does the E2", "rationale": "Greek short-term rental tax rules change often"}],
   "outcomes": ["Passed AIDA 3: 24 m constant weight, 3:35 static", "61 nights booked, €6,870 in payouts", "Voula €40 a changeover from November"]}),
 ("2025-11-16", "Danae wants a smartphone for her 11th birthday", [
   ("user", "Dad went home to Areopoli on Saturday 8 November, walking with a stick and managing the stairs with Manos's technique. My mother cried. Danae has her room back and Fistiki sulked for two days.\n\n"
            "Now Danae: she turns 11 on 3 December and wants a smartphone. She says most of her class has one. Thanasis says wait until she starts gymnasio at 12. "
            "She walks to school with a friend and goes to swimming three afternoons a week. I'm in the middle. What do you think?"),
   ("assistant", "Good news about your dad; stairs and a stick seven weeks after surgery is a very good recovery. And a birthday phone is one of the most common arguments in families with children Danae's age. "
                 "There's no single right answer, but here's a way to think it through.\n\n"
                 "## What is the phone for?\n"
                 "- **Safety and logistics** (walking to school, swimming pick-ups): a basic phone or a child's smartwatch does this.\n"
                 "- **Social life:** this is usually the real reason at 11. Being the only one outside the class group chat can feel isolating.\n\n"
                 "## What the evidence and experts tend to suggest\n"
                 "- **Social media** platforms set a minimum age of 13, and many experts suggest waiting longer.\n"
                 "- **Phones in the bedroom at night** are linked with worse sleep at this age; this is one of the clearest findings.\n"
                 "- **Gradual freedom** works better than all or nothing.\n"
                 "- Greece already bans mobile phones in classrooms, so school hours take care of themselves.\n\n"
                 "## A middle path\n"
                 "I'd suggest a compromise that respects both your views:\n"
                 "1. **A smartphone with parental controls** set up before she gets it: Google Family Link on Android or Screen Time on an iPhone, with app approvals and daily limits.\n"
                 "2. **No social media until at least 13.** Messaging with family and close friends only.\n"
                 "3. **The phone charges outside her bedroom at night,** in the kitchen for example.\n"
                 "4. **A short written family agreement** she signs: when, where, what happens if the rules are broken, and how freedoms grow with age.\n"
                 "5. **A hand-me-down rather than a new phone,** so the first one isn't a big investment.\n"
                 "6. **Review it on her 12th birthday,** when she starts gymnasio, which gives Thanasis his milestone too.\n\n"
                 "## Talk to the other parents\n"
                 "'Most of the class' often turns out to be fewer than it sounds. If a few families agree on similar rules, it's much easier for every child."),
   ("user", "Compromise reached: she gets Thanasis's old Samsung Galaxy A52 with Family Link for her birthday, no social media, and the phone charges in the kitchen at night. We'll write the agreement together. Thanasis grumbled but agreed."),
   ("assistant", "A fair compromise, and Thanasis's old phone gets a new life. Writing the agreement with Danae, rather than for her, makes it much more likely she'll stick to it. Happy birthday to her for the 3rd!")],
  {"summary": "Manolis went home to Areopoli on 8 November 2025, walking with a stick and managing the stairs; Danae has her room back; "
              "the user's daughter Danae turns 11 on 3 December 2025 and wants a smartphone; Thanasis wants to wait until gymnasio at 12; she walks to school with a friend and swims three afternoons a week; "
              "the assistant suggested thinking about what the phone is for, noted social media minimum age 13, worse sleep with phones in bedrooms and Greece's classroom phone ban, "
              "and recommended a middle path: a smartphone with parental controls (Family Link or Screen Time), no social media until at least 13, charging outside her bedroom at night, a written family agreement, a hand-me-down, a review at 12, and talking to other parents; "
              "they agreed she gets Thanasis's old Samsung Galaxy A52 with Family Link for her birthday, no social media, charging in the kitchen at night, and a written agreement.",
   "procedures": [{"name": "Giving a child a first smartphone", "steps": ["Set up parental controls first", "No social media until at least 13", "Charge the phone outside the bedroom", "A written family agreement",
                   "A hand-me-down phone", "Review at 12", "Talk to other parents"]}],
   "decisions": [{"decision": "Danae gets Thanasis's old Samsung Galaxy A52 with Family Link for her 11th birthday", "rationale": "A compromise between Katerina and Thanasis"},
                 {"decision": "No social media; the phone charges in the kitchen at night", "rationale": "Age limits and sleep"}],
   "outcomes": ["Manolis home in Areopoli on 8 November 2025"]}),
 ("2025-12-14", "Loan paid off: what to do with the rental money next year", [
   ("user", "Year-end money chat. I paid off the rest of the Eurobank loan on Wednesday 10 December: €10,260, no fee, using the rental money plus some savings, so our emergency fund is down to €5,000. "
            "November was better than I expected: 14 nights at €80, four of the bookings through Booking.com. Gerasimos estimates about €1,150 tax on this year's rental income, due next year. "
            "Plans for 2026: the pergola (€2,100), rebuild the emergency fund, and maybe put summer prices up. What order would you do things in? "
            "(Danae loves her phone, and so far the kitchen rule is holding.)"),
   ("assistant", "Congratulations: a renovated house, a first season and the loan cleared within a year is a strong result. Paying off a 7.9% loan is effectively a guaranteed 7.9% return, better than almost any savings account. "
                 "Here's the order I'd suggest.\n\n"
                 "## 1. Set aside the tax first\n"
                 "Put Gerasimos's **€1,150** in a separate account now, and treat it as already spent. A tax bill that arrives when the money has gone into a pergola is the most common trap for new hosts.\n\n"
                 "## 2. Rebuild the emergency fund\n"
                 "At €5,000 you're below the three months (about €7,000) we talked about in March. With a rental property, a boiler, a leak or an empty month are all real risks, so aim for **€7,000 first, then towards €10,000**. "
                 "A **monthly standing order** from your salary or the rental income makes it automatic.\n\n"
                 "## 3. A separate account for Spiti Vasilikis\n"
                 "Have all rental payouts land in one account and pay Voula, the bills and the tax from it. It makes the accounts easy for Gerasimos and shows you what the house really earns.\n\n"
                 "## 4. The pergola\n"
                 "It will make the terrace more usable and it may justify a slightly higher summer price, but it's a want, not a need. Do it **once the emergency fund is back to €7,000**, and ideally before May so it's ready for the season.\n\n"
                 "## 5. Summer prices\n"
                 "With twelve strong reviews you have grounds for a modest rise: for example **€105 in June and September and €130 in July and August**. Check what similar houses in Kardamyli charge in the spring before you decide.\n\n"
                 "## 6. Keep the records going\n"
                 "Every payout, invoice and fee, month by month: it will make next year's E2 much easier."),
   ("user", "Good. €1,150 is in a separate account already. I've set up a €400 standing order into the emergency fund, and the pergola waits until the fund is back to €7,000, so probably April. Prices I'll decide in March."),
   ("assistant", "That's a clear plan: tax covered, savings growing by €400 a month, and the pergola following when you can afford it without worry. Enjoy the holidays, and a quiet winter in Kardamyli.")],
  {"summary": "The user paid off the rest of the Eurobank loan on 10 December 2025 (€10,260, no fee) with the rental money and some savings; the emergency fund is down to €5,000; "
              "November: 14 nights at €80, four of the bookings through Booking.com; accountant Gerasimos estimates about €1,150 tax on 2025 rental income, due in 2026; Danae loves her phone and the kitchen rule is holding; "
              "the assistant suggested setting aside the tax first, rebuilding the emergency fund to €7,000 then towards €10,000 with a standing order, a separate account for Spiti Vasilikis, the pergola once the fund is back to €7,000, "
              "a modest summer price rise (e.g. €105 in June and September, €130 in July and August) after checking similar houses, and keeping records; "
              "she has put the €1,150 aside, set up a €400 monthly standing order to the emergency fund, the pergola waits until the fund is back to €7,000 (probably April 2026), and she'll decide prices in March.",
   "procedures": [{"name": "Order of priorities after a first rental season", "steps": ["Set aside the tax", "Rebuild the emergency fund", "A separate account for the rental", "Wants like the pergola once the fund is rebuilt", "Review prices against similar houses", "Keep records"]}],
   "decisions": [{"decision": "Paid off the Eurobank loan early on 10 December 2025", "rationale": "Clearing a 7.9% loan beats any savings rate; no early repayment fee"},
                 {"decision": "€400 monthly standing order to the emergency fund", "rationale": "Fund down to €5,000, below three months of outgoings"},
                 {"decision": "Pergola waits until the emergency fund is back to €7,000, probably April 2026", "rationale": "It's a want, not a need"}],
   "outcomes": ["Eurobank loan paid off (€10,260)", "Tax set aside €1,150", "Emergency fund €5,000"]}),
]

QUESTIONS_92 = [
 # single facts the user said about herself, her family, pets and things owned
 ("How old am I?", "41"),
 ("What do I do for work?", "food technologist: quality control at Taygetos Foods, an olive and olive oil packing plant near Kalamata"),
 ("What's our dog called?", "Fistiki (a rescue from the municipal shelter)"),
 ("What does Thanasis do for work?", "he has a marine engine workshop at the marina"),
 ("Who left me the house in Kardamyli?", "my grandmother Vasiliki"),
 ("Which engineer did the survey and permit for the Kardamyli house?", "Dimitra Kyriakea, a civil engineer in Kalamata"),
 ("What's my freediving instructor called?", "Alessio Ferrante (Blue Mani Freediving, Stoupa)"),
 ("Who did my dad's knee operation?", "Dr. Christina Mourtzoukou at Kalamata General Hospital"),
 ("What's my GP called?", "Dr. Georgios Tsakiris"),
 ("What car did I buy to replace the Panda?", "a 2019 Toyota Yaris Hybrid"),
 ("Who does the cleaning at Spiti Vasilikis?", "Voula from the village"),
 # when
 ("When did the builder start work on the Kardamyli house?", "Monday 7 April 2025"),
 ("When did I do my AIDA 2 freediving course?", "23 to 25 May 2025"),
 ("When did my dad have his knee replacement?", "Tuesday 16 September 2025"),
 ("When did the first guests arrive at Spiti Vasilikis?", "Tuesday 15 July 2025"),
 ("When is Danae's birthday?", "3 December (she turned 11 in 2025)"),
 # counts and amounts
 ("How much did my AIDA 2 course cost?", "€360"),
 ("How many nights was Spiti Vasilikis booked over the summer?", "61 nights (15 July to 12 October 2025)"),
 # lists across chats
 ("Which builders quoted for the Kardamyli renovation?", "Yiannis Mavreas (€27,800), Nikos Drakoulakos (€22,900 without windows) and Mani Stone Works (€31,500)"),
 ("What extras came up during the renovation?", "a ventilated (igloo) floor for the damp (€2,800), a sealed septic tank (€1,900), and extra sockets and an outdoor light (€900)"),
 ("What have I changed to bring my blood pressure down?", "less salt (spitting out the olives when tasting), 40-minute evening walks with Fistiki, and down to two coffees a day"),
 ("Which freediving courses have I done?", "AIDA 2 (May 2025) and AIDA 3 (October 2025), with Blue Mani Freediving in Stoupa"),
 ("Who has looked after my dad's knee?", "Dr. Christina Mourtzoukou (the surgeon), a physio at home in Areopoli twice a week over the summer, and Manos the physiotherapist at our flat after the operation"),
 ("Which sites is Spiti Vasilikis listed on?", "Airbnb and Booking.com"),
 # latest value of something that changed
 ("What do I charge per night at Spiti Vasilikis now?", "€80 (from 1 November 2025, two-night minimum)"),
 ("How much did the Kardamyli renovation cost in the end?", "€30,300 (against a €25,000 budget; furnishing another €3,800)"),
 ("What's my deepest freedive?", "24 metres constant weight (AIDA 3, October 2025)"),
 ("How much does Voula charge per changeover now?", "€40 (from November 2025; it was €35)"),
 # yes/no
 ("Am I on blood pressure tablets?", "No"),
 ("Did we borrow money from Thanasis's parents for the renovation?", "No"),
 ("Did Dad have his operation at Kalamata General in the end?", "Yes"),
 # why
 ("Why did the builder start later than planned?", "the small-scale works approval only came through on 11 March and he had booked another job for the rest of March"),
 ("Why was Dad's knee operation postponed?", "a shortage of anaesthetists over the summer at Kalamata General"),
 ("Why didn't Dad have the operation at the private clinic in Athens?", "he trusts Dr. Mourtzoukou, didn't want another surgeon and wouldn't go to Athens"),
 # what the assistant recommended
 ("What did you tell me to do first about the Kardamyli house?", "get a civil engineer to survey it before asking any builder for a price"),
 ("What did you recommend about Danae's phone?", "a middle path: a smartphone with parental controls (Family Link), no social media until at least 13, charging outside her bedroom at night, and a written family agreement"),
 # inference
 ("Would my dad give up smoking if a doctor told him to?", "Likely no"),
 ("Does Fistiki get on with my dad?", "Likely yes"),
 # not in the archive
 ("What does my brother Panagiotis do for work?", "Not mentioned in my chats"),
 ("What's Voula's surname?", "Not mentioned in my chats"),
]


def assistant_chats_38_at(folder):
    """The archive of CHATS_92 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a38c", CHATS_92, "claude")


@pytest.fixture(scope="module")
def assistant_chats_38(tmp_path_factory):
    return assistant_chats_38_at(tmp_path_factory.mktemp("assistant38"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_92, "assistant 38")


def test_the_archive_finds_the_stone_house(assistant_chats_38):
    assert assistant_chats_38.search("Kardamyli").results
