"""A twenty-eighth written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind with its questions and gold answers before any run of
`kbsearch answer` on it, and without reading the answer rules. Its questions are read by the
developers after its first measure. A paper conservator at the National Archives in Tartu,
Estonia, Kadri Lepik, 41, who lives in a 1934 wooden house in Karlova with her husband Margus, a
joiner who makes restoration windows at a workshop in Elva, their children Liisa and Oskar, and
Pätu, an Estonian hound. She chats with Claude from January to October 2025: replacing the old
gas boiler with an air-to-water heat pump (three quotes, an installation date that slips and a
final bill above the quote), the mortgage margin (staying with Swedbank, then moving to LHV after
all), electricity contracts as the heating changes (fixed, then exchange price, then fixed
again with another supplier), her father Tõnu's hip replacement (an operation that is postponed
from June to September and a stay with them afterwards), learning the kannel, Pätu's ticks and
his six hours chasing a hare on Saaremaa, with facts the user updates later (the heat pump cost,
the operation date, the bank, the electricity supplier, the day of her kannel class).
bench/answer_conversations.py asks every question ("assistant 28")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_72 = [
 ("2025-01-12", "Replacing an old gas boiler with a heat pump", [
   ("user", "Hi! I'm Kadri, I'm 41 and I work as a paper conservator at the National Archives in Tartu, so I spend my days mending 18th-century parish registers, not heating systems. "
            "We live in a wooden house in Karlova, built in 1934, about 140 m² over two floors, which we bought in 2019. It's heated by a Vaillant gas boiler from 2004 with radiators, "
            "and the December gas bill was €265. The boiler has started banging and the service man said it's near the end of its life. We're thinking of a heat pump. "
            "Air-to-water, ground-source or air-to-air? My husband Margus is a joiner (he makes restoration windows at a workshop in Elva), so he'll have opinions about anyone drilling holes in our walls. "
            "Our budget is about €12,000 from savings."),
   ("assistant", "A banging 20-year-old boiler is a good moment to plan calmly rather than wait for it to fail in February. I'm not a heating engineer, but here's how people usually approach this decision for an older house.\n\n"
                 "## The three options\n\n"
                 "### Air-to-water\n"
                 "- Takes heat from the outside air and feeds your **existing radiators and hot water**, so it replaces the boiler directly.\n"
                 "- Typical installed cost for a house your size: **€8,000 to €13,000**, including a hot water tank.\n"
                 "- Modern units work down to -25 °C, but their efficiency drops in the coldest weeks, and most have a backup electric heater for those days.\n\n"
                 "### Ground-source (geothermal)\n"
                 "- Takes heat from a borehole or ground loop; the most efficient and steadiest option in a cold climate.\n"
                 "- Usually **€15,000 to €22,000** with drilling, and a borehole needs space for a drilling rig and permission; town plots in an older district can be tight.\n\n"
                 "### Air-to-air\n"
                 "- Cheapest (roughly **€1,500 to €3,000 per unit**) and good for one open area, but it **doesn't heat water** or reach every room, so in a two-floor house it would sit alongside something else rather than replace the boiler.\n\n"
                 "## What matters in a 1934 wooden house\n"
                 "1. **Flow temperature.** Your radiators were sized for a gas boiler running at 60 to 70 °C. Heat pumps are efficient at **35 to 45 °C**, so some radiators may be too small to heat their rooms at that temperature.\n"
                 "2. **Heat loss.** Draughty windows, an uninsulated floor or loft make a much bigger heat pump necessary. Sometimes sealing and insulating first lets you buy a smaller unit.\n"
                 "3. **Hot water.** A family's hot water needs a tank of roughly 180 to 200 litres.\n"
                 "4. **Electricity.** Your electricity use will rise a lot in winter, so your electricity contract becomes part of the heating decision.\n\n"
                 "## Step 1: ask for a heat-loss calculation\n"
                 "Before you compare prices, **ask every installer for a room-by-room heat-loss calculation** for your house at the design outdoor temperature (around -22 °C for Tartu). "
                 "A good installer does this anyway; one who sizes the unit by looking at the floor area alone is a warning sign. The calculation also tells you which radiators would need upsizing.\n\n"
                 "## Questions for each installer\n"
                 "- Which unit and what output, and why that size?\n"
                 "- What flow temperature will the system need on the coldest days?\n"
                 "- Which radiators, if any, need replacing, and is that in the price?\n"
                 "- Where will the outdoor unit go, how loud is it, and where does the defrost water drain?\n"
                 "- What's included: the hot water tank, removing or disconnecting the gas boiler, electrical work, commissioning?\n"
                 "- What warranty, and what servicing does it require?\n\n"
                 "## Grants\n"
                 "Renovation grants for heating change from year to year, so check what's currently available before you sign anything.\n\n"
                 "## My view\n"
                 "On what you've described, **air-to-water looks like the natural fit**: it uses your radiators, heats your water and fits your budget. Ground-source is worth a quote if the plot allows drilling, "
                 "but it will likely be well over €12,000.\n\n"
                 "Would you like a simple table to compare the quotes when they arrive?"),
   ("user", "Yes please, later. The first installer, Soojusmeister, is coming on Wednesday 22 January. I'll get three quotes."),
   ("assistant", "Good plan. When Soojusmeister visits, have a rough list of the rooms and radiators ready, and mention the banging boiler and your €12,000 budget. Ask for the heat-loss calculation in writing with the quote, "
                 "so you can compare all three on the same basis.")],
  {"summary": "The user, Kadri, 41, is a paper conservator at the National Archives in Tartu, Estonia; she and her husband Margus, a joiner, live in a 1934 wooden house in Karlova (about 140 m², two floors, bought 2019) "
              "heated by a 2004 Vaillant gas boiler that is near the end of its life; December gas bill €265; budget about €12,000 from savings for a heat pump; "
              "the assistant (not a heating engineer) compared air-to-water (€8,000 to €13,000, uses the radiators and heats water), ground-source (€15,000 to €22,000, needs drilling) and air-to-air (no hot water), "
              "explained flow temperature and radiator size, heat loss, hot water and electricity, and said to ask every installer first for a room-by-room heat-loss calculation; "
              "it thought air-to-water the natural fit; the first installer, Soojusmeister, visits on 22 January 2025.",
   "procedures": [{"name": "Choosing a heat pump for an older house", "steps": ["Ask each installer for a room-by-room heat-loss calculation", "Check the flow temperature needed and which radiators to upsize",
                   "Ask about the outdoor unit's position, noise and defrost drainage", "Check what's included (tank, boiler disconnection, electrics)", "Check the warranty and servicing", "Check current grants", "Get three quotes"]}],
   "decisions": [{"decision": "Replace the gas boiler with a heat pump", "rationale": "The 2004 boiler is near the end of its life"},
                 {"decision": "Get three quotes, starting with Soojusmeister on 22 January 2025", "rationale": "Compare on the same basis"}],
   "outcomes": ["Heat pump budget about €12,000"]}),
 ("2025-02-02", "Should I ask Swedbank for a lower mortgage margin?", [
   ("user", "Money question. Our mortgage is with Swedbank: €96,400 left, 19 years to go, 6-month Euribor plus a 2.2% margin, about €690 a month. A colleague at the archives moved hers to LHV and got a 1.55% margin, "
            "and LHV have sent me an offer at 1.55% too. Is it worth moving?"),
   ("assistant", "It's very often worth asking, and margins from a few years ago are frequently higher than what banks offer new customers now. Here's how to think it through.\n\n"
                 "## What the margin is worth\n"
                 "Your rate is 6-month Euribor plus the margin. Euribor is the same whichever bank you're with, so **the margin is the only part you can negotiate.**\n"
                 "- A 0.65-point lower margin on €96,400 is roughly **€620 less interest in the first year**, falling as the balance falls.\n"
                 "- Over the remaining 19 years, that's very roughly **€5,000 to €6,500** in total.\n\n"
                 "## What moving costs\n"
                 "1. **The new bank's contract fee** (often a few hundred euros, sometimes waived).\n"
                 "2. **A new valuation** of the house, usually €150 to €200.\n"
                 "3. **Notary and land register fees** to register the new mortgage, typically a few hundred euros.\n"
                 "4. **Your Swedbank contract:** check whether there's any fee for repaying early; for variable-rate loans it's usually small or none, but read the terms.\n"
                 "5. **Conditions:** the new bank may require your salary account, home insurance or life insurance with them.\n\n"
                 "## What to do\n"
                 "1. **Ask Swedbank to match first.** Tell them you have a written offer at 1.55%. Banks often lower the margin for an existing customer rather than lose the loan, and a contract amendment costs you little or nothing.\n"
                 "2. **Get every offer in writing,** and consider asking SEB too, so you have three.\n"
                 "3. **Compare the total cost over a few years,** not just the margin: switching costs, insurance conditions and any fees.\n"
                 "4. **Work out the payback time:** the switching costs divided by the yearly saving. Under two years is usually worth the effort.\n\n"
                 "*I can't see current offers or your contract, so check the figures with the banks.*"),
   ("user", "Swedbank rang back already: they'll drop the margin to 1.75% with no fees, just a contract amendment. Moving to LHV would cost about €750 all in (contract fee €290, valuation €160, notary around €300). "
            "I'll take Swedbank's 1.75% for now, it's less hassle."),
   ("assistant", "That's a reasonable choice: a 0.45-point cut for nothing is roughly €430 less interest in the first year, with no paperwork at the notary. "
                 "It's still worth looking again in the autumn: LHV's 1.55% would save another 0.2 points, and offers change. Put a reminder in your calendar for October.")],
  {"summary": "The user's mortgage is with Swedbank: €96,400 left, 19 years, 6-month Euribor plus a 2.2% margin, about €690 a month; LHV offered a 1.55% margin; "
              "the assistant explained that only the margin is negotiable, estimated the saving (about €620 in the first year), listed the costs of moving (contract fee, valuation, notary, early repayment terms, conditions), "
              "and suggested asking Swedbank to match first, getting offers in writing (SEB too), comparing total cost and working out the payback time; "
              "Swedbank lowered the margin to 1.75% with no fees; moving to LHV would cost about €750; the user stays with Swedbank at 1.75% for now and will look again in October.",
   "procedures": [{"name": "Negotiating a mortgage margin", "steps": ["Ask the current bank to match a written offer", "Get every offer in writing", "Compare the total cost including switching costs and conditions",
                   "Work out the payback time"]}],
   "decisions": [{"decision": "Stay with Swedbank at a 1.75% margin", "rationale": "No fees, just a contract amendment; moving to LHV would cost about €750"}],
   "outcomes": ["Swedbank margin lowered from 2.2% to 1.75%", "LHV offer 1.55%"]}),
 ("2025-02-23", "Comparing three heat pump quotes", [
   ("user", "The three heat pump quotes are in. All three did a heat-loss calculation: about 9 kW at -22 °C.\n"
            "- Soojusmeister OÜ: Nibe S2125 12 kW air-to-water, 180 L hot water tank, €12,100 installed, can start in late May, 5-year warranty.\n"
            "- Kliimaexpert OÜ (Andres): Panasonic Aquarea 12 kW air-to-water, 200 L tank, €9,800 installed including disconnecting the gas boiler, can start 14 April, 7-year warranty if it's serviced every year.\n"
            "- Geotherm Tartu: ground-source Nibe S1255 with a 160 m borehole, €19,400, drilling only in summer.\n"
            "Soojusmeister and Kliimaexpert both say the radiators in the two children's bedrooms upstairs are small for a low flow temperature. "
            "(Sorry for the slow reply, we were skiing in Otepää last weekend, 15-16 February, and Liisa, who's 10, beat me down the Tehvandi slope every single time.)"),
   ("assistant", "Sounds like a great weekend! Three quotes with heat-loss calculations is exactly what you need. Here's how they compare.\n\n"
                 "## The quotes side by side\n\n"
                 "| | Soojusmeister | Kliimaexpert | Geotherm Tartu |\n"
                 "|---|---|---|---|\n"
                 "| Type | Air-to-water | Air-to-water | Ground-source |\n"
                 "| Unit | Nibe S2125 12 kW | Panasonic Aquarea 12 kW | Nibe S1255 |\n"
                 "| Tank | 180 L | 200 L | (check) |\n"
                 "| Price | €12,100 | €9,800 | €19,400 |\n"
                 "| Start | late May | 14 April | summer |\n"
                 "| Warranty | 5 years | 7 years with annual service | (check) |\n\n"
                 "## My reading\n"
                 "1. **Geotherm is out on budget:** €19,400 is over €7,000 above your €12,000, and the extra efficiency would take many years to pay back.\n"
                 "2. **Both air-to-water units are well-regarded brands** and a 12 kW unit is sensibly sized against a 9 kW heat loss, leaving margin for the coldest days and hot water.\n"
                 "3. **Kliimaexpert looks like the best value:** €2,300 cheaper, a bigger tank, the gas disconnection included, a longer warranty and the earliest start.\n\n"
                 "## Before you sign with Kliimaexpert\n"
                 "1. **The two bedroom radiators.** Both installers flagged them. Ask Andres for a price now to upsize them, so it isn't a surprise later, and whether he'd fit them during the installation.\n"
                 "2. **The warranty conditions:** what the annual service costs and who must do it.\n"
                 "3. **The outdoor unit:** where it goes, its noise at night near a neighbour's window, and where the defrost water drains (it can freeze into an ice patch on a path).\n"
                 "4. **Payment in stages:** a modest deposit and the balance after commissioning.\n"
                 "5. **A written start date,** and what happens if it slips.\n\n"
                 "*I'm not an installer, so ask each of them to explain anything you're unsure about.*"),
   ("user", "We're going with Kliimaexpert, starting 14 April, and I've paid a 30% deposit (€2,940). Andres says the bedroom radiators can be swapped later if the rooms are cold. "
            "Margus wants to build a wooden screen around the outdoor unit, of course."),
   ("assistant", "A good choice. On the screen: heat pumps need free airflow, so ask Andres for the minimum clearances before Margus starts, and leave the front open so the fan isn't recirculating its own cold air. "
                 "Slatted wood with gaps works well and looks much nicer than a bare unit.")],
  {"summary": "Three heat pump quotes, all with a heat-loss calculation of about 9 kW at -22 °C: Soojusmeister OÜ (Nibe S2125 12 kW air-to-water, 180 L tank, €12,100, late May, 5-year warranty), "
              "Kliimaexpert OÜ (Andres; Panasonic Aquarea 12 kW air-to-water, 200 L tank, €9,800 including gas boiler disconnection, start 14 April, 7-year warranty with annual service), "
              "Geotherm Tartu (ground-source Nibe S1255 with a 160 m borehole, €19,400, summer drilling); the two children's bedroom radiators are small for a low flow temperature; "
              "the family skied in Otepää on 15-16 February 2025 and Liisa, 10, beat the user down the Tehvandi slope; "
              "the assistant ruled out Geotherm on budget and thought Kliimaexpert the best value, and suggested pricing the bedroom radiators now, checking warranty conditions, the outdoor unit's position and defrost drainage, staged payment and a written start date; "
              "the user chose Kliimaexpert, start 14 April 2025, 30% deposit €2,940; Margus will build a screen around the outdoor unit.",
   "decisions": [{"decision": "Kliimaexpert to install a Panasonic Aquarea 12 kW air-to-water heat pump for €9,800, start 14 April 2025", "rationale": "Cheapest air-to-water quote, bigger tank, gas disconnection included, 7-year warranty, earliest start"},
                 {"decision": "Not the ground-source heat pump", "rationale": "€19,400 is far over the €12,000 budget"}],
   "outcomes": ["Deposit €2,940", "Bedroom radiators may need upsizing later"]}),
 ("2025-03-09", "Learning the kannel at 41", [
   ("user", "Something just for me this time. I've signed up for a beginners' kannel course at the Tartu Folk Music Club: ten Wednesday evenings from 12 March, €160. Our teacher is Maarja Kuusk. "
            "I haven't played an instrument since piano lessons when I was nine. The club lends a 6-string kannel for the course, but I've fallen in love with a 10-string kannel made by Jaan Soosaar in Viljandi, €420. Should I buy it now?"),
   ("assistant", "What a lovely thing to take up! The kannel is a wonderful instrument for an adult beginner: you can play real tunes within weeks. As an AI I can't play one myself, but here's what adult learners usually find.\n\n"
                 "## Should you buy now?\n"
                 "I'd **wait until the end of the course**, for a few reasons:\n"
                 "1. **You'll learn what you like.** After ten weeks you'll know whether you prefer the small, simple 6-string or want the range of a 10-string or larger one for the tunes you love.\n"
                 "2. **Your teacher can advise.** Maarja will know which makers and sizes suit your hands and playing.\n"
                 "3. **Makers' instruments hold their value,** so there's no rush; a handmade kannel from a good maker won't disappear.\n"
                 "4. **If you want to practise at home now,** ask whether the club rents instruments for the term.\n\n"
                 "## How to learn well as an adult\n"
                 "- **Practise little and often:** 15 minutes a day beats two hours on Sunday.\n"
                 "- **Learn tunes by ear as well as from notation;** much of the kannel tradition is passed on by ear.\n"
                 "- **Tune before every practice** with a clip-on tuner or an app. A kannel goes out of tune easily with changes in temperature and humidity, which your archive-trained eye will appreciate.\n"
                 "- **Record yourself** once a week; you'll hear your progress.\n"
                 "- **Look after your fingertips:** they'll be sore for the first weeks; short, regular sessions help them harden.\n\n"
                 "## Caring for a wooden instrument\n"
                 "- Keep it away from radiators, stoves and direct sun.\n"
                 "- Stable humidity matters: very dry winter air can crack the soundboard.\n"
                 "- Store it in a case or covered when not in use.\n\n"
                 "Enjoy the first Wednesday!"),
   ("user", "OK, I'll rent the club's 10-string for €15 a month this term and decide in the summer. Pätu howls when I play. He's our Estonian hound, four years old, and to be fair he howls at everything."),
   ("assistant", "A hound joining in is practically a folk tradition. Think of Pätu as your first audience: if you can keep playing while he howls, a real audience will be easy.")],
  {"summary": "The user signed up for a beginners' kannel course at the Tartu Folk Music Club: ten Wednesday evenings from 12 March 2025, €160, teacher Maarja Kuusk; she last played an instrument (piano) at nine; "
              "she likes a 10-string kannel by the maker Jaan Soosaar in Viljandi, €420; the assistant advised waiting until the end of the course (learn what you like, ask the teacher, no rush), "
              "and gave tips for adult learners (little and often, by ear, tune every time, record yourself) and for caring for a wooden instrument; "
              "she rents the club's 10-string for €15 a month this term; Pätu, their four-year-old Estonian hound, howls when she plays.",
   "procedures": [{"name": "Learning the kannel as an adult", "steps": ["Practise 15 minutes a day", "Learn tunes by ear as well as from notation", "Tune before every practice", "Record yourself weekly",
                   "Keep the instrument away from heat and sun"]}],
   "decisions": [{"decision": "Rent the club's 10-string kannel for €15 a month instead of buying now", "rationale": "Wait until the end of the course to choose an instrument"}],
   "outcomes": ["Kannel course €160 from 12 March 2025"]}),
 ("2025-03-30", "Preparing for Dad's hip replacement", [
   ("user", "Family question. My dad Tõnu is 72, a retired forester, and lives on his own in Võru since my mum Ülle died in 2021. He's having a hip replacement at Tartu University Hospital on Monday 16 June. "
            "His house has steep stairs and the only bathroom is upstairs, so he'll stay with us for a few weeks afterwards. We have a study downstairs with a shower room next to it. "
            "My brother Rein lives in Helsinki and says he'll come over for a week. How do we prepare?"),
   ("assistant", "It's kind of you to have him, and planning now will make the first weeks much easier for everyone. I'm not a doctor, so follow the hospital's instructions above anything here, but this is what families commonly find helpful.\n\n"
                 "## Before the operation\n"
                 "1. **Pre-op assessment:** the hospital will check his health and medicines; bring a full list of what he takes.\n"
                 "2. **Prehab:** gentle exercises to strengthen the thigh and hip muscles before surgery help recovery. Ask the hospital or his GP for a physiotherapist's programme.\n"
                 "3. **Practise with crutches** before the operation if he can; it's easier to learn while the hip still works.\n"
                 "4. **Sort practicalities:** who drives him to and from the hospital, his post, his house in Võru while he's away.\n\n"
                 "## Getting your house ready\n"
                 "- **A firm bed at the right height,** so his hips are above his knees when he sits on the edge.\n"
                 "- **A firm chair with arms,** not a low sofa.\n"
                 "- **A raised toilet seat,** and **grab rails** in the shower room.\n"
                 "- **Remove rugs and trailing cables;** put night lights between the study and the shower room.\n"
                 "- **A handrail** on any steps he'll use, including outside.\n"
                 "- **Aids:** a reacher (grabber), a sock aid and a long-handled shoehorn, since bending far is often limited at first.\n\n"
                 "## The first weeks\n"
                 "1. **Follow the surgeon's movement precautions** exactly; they differ between techniques.\n"
                 "2. **Walking little and often,** with the crutches or frame he's given.\n"
                 "3. **Blood clot prevention:** injections or tablets and exercises, as prescribed.\n"
                 "4. **Watch the wound** for redness, heat, discharge or fever, and call the hospital if you see them.\n"
                 "5. **No driving** until the surgeon says so, often about six weeks.\n\n"
                 "## Pätu\n"
                 "A dog who jumps up or lies across doorways is a real fall risk. Keep him out of the study at first, and walk him before your dad gets up.\n\n"
                 "## You\n"
                 "Share the load: Rein's week is best used in the first or second week, when your dad needs most help."),
   ("user", "Margus is going to build a handrail for our porch steps, and I'll keep Pätu well away from Dad's leg."),
   ("assistant", "A handrail from a joiner will be the best-looking one in Karlova. Make sure it's fixed firmly at both ends and runs the full length of the steps, at a height your dad can hold comfortably.")],
  {"summary": "The user's father Tõnu, 72, a retired forester, lives alone in Võru since her mother Ülle died in 2021; he's having a hip replacement at Tartu University Hospital on 16 June 2025 and will stay with the user for a few weeks afterwards "
              "in the downstairs study next to a shower room; her brother Rein lives in Helsinki and will come for a week; "
              "the assistant (not a doctor) suggested a pre-op assessment, prehab exercises, practising with crutches, preparing the house (bed height, chair with arms, raised toilet seat, grab rails, no rugs, night lights, handrails, reacher, sock aid), "
              "following the surgeon's precautions, walking little and often, clot prevention, watching the wound, no driving for about six weeks, keeping Pätu away at first and using Rein's week early; "
              "Margus will build a handrail for the porch steps.",
   "procedures": [{"name": "Preparing the house for a hip replacement", "steps": ["Firm bed at the right height", "Firm chair with arms", "Raised toilet seat and grab rails", "Remove rugs and cables, add night lights",
                   "Handrails on steps", "Reacher, sock aid and long-handled shoehorn"]}],
   "decisions": [{"decision": "Tõnu stays with the user after the operation", "rationale": "His house in Võru has steep stairs and the only bathroom upstairs"},
                 {"decision": "Margus builds a handrail for the porch steps", "rationale": "Safe access for Tõnu"}],
   "outcomes": ["Hip replacement booked for 16 June 2025"]}),
 ("2025-04-20", "Heat pump delayed, and the first tick on Pätu", [
   ("user", "Kliimaexpert rang: the outdoor unit is stuck at their supplier, so the installation has moved from 14 April to Monday 5 May. Annoying, but the old boiler is still limping along. "
            "Other thing: I pulled the first tick of the year off Pätu yesterday. Our vet, Dr Kärt Paju in Karlova, suggests Bravecto chews every 12 weeks, €38 each. Is that sensible? "
            "We walk him in Tähtvere park and in the forest at Järvselja."),
   ("assistant", "Sorry about the delay. Taking the two in turn.\n\n"
                 "## The heat pump delay\n"
                 "1. **Get the new date in writing** (an email is fine), and ask what happens if it slips again.\n"
                 "2. **Your deposit:** check that it's tied to your order and that the unit is reserved for you.\n"
                 "3. **Use the time:** ask Andres again about the two bedroom radiators; fitting them during the installation is much less disruption than later.\n"
                 "4. **Keep the boiler serviceable** until the day: if it stops, a temporary fix is worth more than a cold fortnight.\n\n"
                 "## Ticks and Pätu\n"
                 "Ticks are very common in Estonia from spring to autumn, and forests like Järvselja are prime tick country. The main worry for dogs is **babesiosis** (piroplasmosis), which ticks transmit and which can be serious.\n\n"
                 "### Prevention options\n"
                 "- **Chewable tablets** such as Bravecto: one chew protects for up to 12 weeks, and the tick dies after biting, before it can pass much on. A very common choice for dogs who run in forests.\n"
                 "- **Collars** such as Seresto: several months' protection, but they can come off in undergrowth.\n"
                 "- **Spot-on treatments:** monthly, and less effective if the dog swims often.\n"
                 "Your vet's suggestion is a sensible, widely used one; follow Dr Paju's advice on dose and timing.\n\n"
                 "### After every forest walk\n"
                 "1. **Check him over:** ears, head, neck, armpits, between the toes and the groin.\n"
                 "2. **Remove ticks promptly** with a tick hook, twisting gently, close to the skin.\n"
                 "3. **Watch for signs of babesiosis:** tiredness, fever, not eating, pale gums or **dark brown urine**. Any of these after a tick bite means a same-day vet visit.\n\n"
                 "## For you\n"
                 "Ticks also carry tick-borne encephalitis and Lyme disease in Estonia, so check yourself and the children after Järvselja, and ask your doctor about the tick-borne encephalitis vaccine if you're not vaccinated."),
   ("user", "Bravecto it is. Pätu took the chew like a treat. The new date for the heat pump is in writing."),
   ("assistant", "Perfect on both counts. Put a reminder in your phone for the next chew in 12 weeks, in mid-July, so he's covered through the summer.")],
  {"summary": "Kliimaexpert's heat pump installation moved from 14 April to 5 May 2025 because the outdoor unit is stuck at their supplier; the user found the first tick of the year on Pätu; "
              "their vet Dr Kärt Paju in Karlova suggested Bravecto chews every 12 weeks at €38 each; they walk him in Tähtvere park and the Järvselja forest; "
              "the assistant suggested getting the new date in writing, checking the deposit and asking again about the bedroom radiators; "
              "on ticks: babesiosis risk, chews, collars or spot-ons, following the vet, checking the dog after walks, removing ticks with a tick hook, signs of babesiosis (tiredness, fever, pale gums, dark urine), "
              "and tick-borne encephalitis vaccination for the family; the user gave Pätu a Bravecto chew.",
   "procedures": [{"name": "Tick checks after a forest walk", "steps": ["Check ears, head, neck, armpits, toes and groin", "Remove ticks with a tick hook close to the skin",
                   "Watch for tiredness, fever, pale gums or dark urine", "Same-day vet visit if any signs"]}],
   "decisions": [{"decision": "Bravecto tick chews for Pätu every 12 weeks", "rationale": "The vet's suggestion; forest walks at Järvselja"}],
   "outcomes": ["Heat pump installation moved to 5 May 2025", "Bravecto €38 a chew"]}),
 ("2025-05-11", "The heat pump is in: settings and an electricity contract", [
   ("user", "It's in! Kliimaexpert installed it from 5 to 7 May. The final bill was €10,350: the €9,800 plus €550 for two bigger radiators in the children's bedrooms, because Andres measured again and said those rooms "
            "would never get warm at a low flow temperature. The gas is disconnected. Margus has built a larch screen around the outdoor unit, with the clearances Andres gave him.\n\n"
            "Two questions. What settings should I use? And electricity: we're on a fixed-price package with Eesti Energia at 14.9 c/kWh until 31 May. Should I move to an exchange-price package now that we heat with electricity?"),
   ("assistant", "Congratulations, and a radiator upgrade done during the installation is the right call. Here's how to get the best out of it.\n\n"
                 "## Heat pump settings\n\n"
                 "### 1. Weather compensation (the heating curve)\n"
                 "The unit raises the flow temperature as it gets colder outside. **Start with the installer's curve and adjust it in small steps**, one change every few days: if the house is too cold in cold weather, raise the curve's slope; "
                 "if it's too warm in mild weather, lower its offset.\n\n"
                 "### 2. Keep the flow temperature as low as you can\n"
                 "Every degree lower improves efficiency. Open the radiator valves fully in the rooms you use and let the heat pump, not the valves, control the temperature.\n\n"
                 "### 3. Go easy on night setbacks\n"
                 "Big night-time drops make a heat pump work hard in the morning. A drop of 1 to 2 °C is usually enough.\n\n"
                 "### 4. Hot water\n"
                 "- 45 to 50 °C is usually enough for a family.\n"
                 "- Keep a **weekly anti-legionella cycle** (heating the tank to about 60 °C), which most units do automatically.\n"
                 "- Schedule hot water heating for the cheapest hours if you're on an exchange-price package.\n\n"
                 "### 5. In winter\n"
                 "Keep snow and ice away from the outdoor unit and its drain, and don't let anything block the airflow through Margus's screen.\n\n"
                 "## Exchange price or fixed?\n"
                 "- **Exchange price (börsihind)** follows the hourly market: usually cheap in summer and at night, but it can spike sharply on cold, still winter evenings.\n"
                 "- **A fixed price** gives you certainty, at a premium over the average market price.\n"
                 "- With a heat pump, **your biggest use will be in winter**, exactly when spot prices are highest and most volatile.\n\n"
                 "A common approach: **an exchange-price package with no fixed term for the summer**, when your use is low and prices are usually cheap, then **decide before the heating season** whether to fix a price for the winter. "
                 "Check that the package lets you leave without a fee."),
   ("user", "Done: I've signed up for Elektrum's exchange-price package from 1 June, 0.49 c/kWh margin, no fixed term. Hot water now heats at 3 am."),
   ("assistant", "Sounds good. Put a reminder in your calendar for early September to compare fixed offers before the heating season starts.")],
  {"summary": "Kliimaexpert installed the heat pump on 5-7 May 2025; final bill €10,350 (the €9,800 quote plus €550 for two bigger radiators in the children's bedrooms, which would not warm at a low flow temperature); "
              "gas disconnected; Margus built a larch screen around the outdoor unit; the user was on a fixed Eesti Energia package at 14.9 c/kWh until 31 May; "
              "the assistant explained weather compensation, low flow temperature, small night setbacks, hot water at 45-50 °C with a weekly anti-legionella cycle, winter care, "
              "and suggested an exchange-price package with no fixed term for the summer and deciding on a fixed price before the heating season; "
              "she switched to Elektrum's exchange-price package from 1 June 2025 (0.49 c/kWh margin, no fixed term); hot water heats at 3 am.",
   "procedures": [{"name": "Setting up an air-to-water heat pump", "steps": ["Start with the installer's heating curve and adjust in small steps", "Keep the flow temperature low, radiator valves open",
                   "Small night setbacks only", "Hot water at 45-50 °C with a weekly anti-legionella cycle", "Schedule hot water for cheap hours", "Keep the outdoor unit clear in winter"]}],
   "decisions": [{"decision": "Switch electricity from Eesti Energia fixed to Elektrum's exchange-price package from 1 June 2025", "rationale": "Low use and cheap prices in summer; no fixed term"},
                 {"decision": "Two bigger radiators in the children's bedrooms (€550)", "rationale": "The rooms would not warm at a low flow temperature"}],
   "outcomes": ["Heat pump installed 5-7 May 2025", "Final heat pump bill €10,350"]}),
 ("2025-05-25", "Nerves before the kannel spring concert", [
   ("user", "The kannel course ends with the club's spring concert on Wednesday 28 May. I'm playing 'Kaera-Jaan' on my own and a lullaby with two classmates, and I'm terrified: my hands shake just thinking about it. "
            "Also, I've decided: I'm buying my own kannel from Jaan Soosaar, but an 11-string now, €480, ready in late June. "
            "And life goes on: Oskar starts first grade at Karlova School on 1 September (he turns 7 in August), so we're already drowning in school lists."),
   ("assistant", "Congratulations on getting to a concert in ten weeks, and on your own kannel! Stage nerves are completely normal, even for professionals. Here's what helps most people.\n\n"
                 "## In the days before\n"
                 "1. **Do full run-throughs in front of people:** Margus, the children, a neighbour. Playing to an audience is a different skill from playing alone, and it gets easier each time.\n"
                 "2. **Practise recovering from mistakes:** deliberately keep going after a wrong note. Audiences rarely notice a slip; they do notice a stop.\n"
                 "3. **Know your first bars cold.** Nerves are worst at the start; a confident opening settles the rest.\n"
                 "4. **Practise slightly slower** than your fastest; adrenaline speeds everyone up.\n\n"
                 "## On the evening\n"
                 "- **Warm your hands:** warm water or gloves; cold hands shake more.\n"
                 "- **Slow breathing:** breathe in for four counts and out for six or eight. A longer out-breath calms the body.\n"
                 "- **Tune early** and then leave the instrument alone.\n"
                 "- **Focus on the music and the audience,** not on yourself: you're sharing 'Kaera-Jaan', not sitting an exam.\n"
                 "- **Smile at your classmates** before the lullaby; playing together is a comfort.\n\n"
                 "## The new kannel\n"
                 "An 11-string will give you a wider range for the tunes you'll learn next. When it arrives, ask Jaan how he recommends tuning and storing it, and let it settle in your house for a few days before you expect it to hold its tuning.\n\n"
                 "Good luck on the 28th!"),
   ("user", "I played for Margus, the kids and Pätu tonight. Pätu howled all the way through Kaera-Jaan. Margus says he'll make me a stand for the new kannel."),
   ("assistant", "An audience that howls and you kept going: that's the best rehearsal you could have had. And a handmade stand for a handmade kannel is perfect.")],
  {"summary": "The kannel course ends with the club's spring concert on 28 May 2025; the user plays 'Kaera-Jaan' solo and a lullaby with two classmates and is very nervous; "
              "she is buying an 11-string kannel from Jaan Soosaar for €480, ready in late June; son Oskar starts first grade at Karlova School on 1 September 2025 and turns 7 in August; "
              "the assistant suggested run-throughs in front of people, practising keeping going after mistakes, knowing the opening, playing slightly slower, warm hands, slow breathing with a longer out-breath, "
              "tuning early and focusing on the music; she played for the family and Pätu, who howled; Margus will make a stand for the kannel.",
   "procedures": [{"name": "Managing stage nerves", "steps": ["Run-throughs in front of people", "Practise keeping going after mistakes", "Know the first bars cold", "Practise slightly slower",
                   "Warm hands", "Slow breathing with a longer out-breath", "Tune early", "Focus on the music"]}],
   "decisions": [{"decision": "Buy an 11-string kannel from Jaan Soosaar for €480", "rationale": "Her own instrument after the course, wider range"}],
   "outcomes": ["Spring concert 28 May 2025", "Oskar starts first grade at Karlova School on 1 September 2025"]}),
 ("2025-06-08", "Dad's operation postponed", [
   ("user", "Bad news. The hospital rang Dad: his operation on 16 June is postponed to Monday 8 September. They've cut planned operations over the summer because of staff shortages. "
            "He's in a lot of pain, he can barely get to the shop in Võru, and he's grumpy about the whole thing. What can we do?\n\n"
            "Good news: the concert went well! I only lost my place once and kept going like you said. "
            "And we've booked a summer holiday: Saaremaa from 14 to 18 July, a farm stay near Kuressaare that takes dogs, ferry from Virtsu."),
   ("assistant", "I'm sorry, a postponement when he's in pain is hard, for him and for you. And well done on the concert! Here's what can help while he waits.\n\n"
                 "## While he waits for the operation\n"
                 "1. **Ask his GP about pain relief.** Pain that stops him getting to the shop is a reason to review his medicines; there are often better options or combinations than what he started on.\n"
                 "2. **Ask the hospital to put him on the cancellation list.** Planned operations are sometimes cancelled at short notice, and patients who can come in quickly get those slots. Make sure they have a number that's always answered.\n"
                 "3. **Ask whether other hospitals have shorter waits;** in some cases patients can be referred elsewhere.\n"
                 "4. **Keep up gentle exercise:** the prehab programme and short walks, as pain allows. Strong muscles before surgery mean a faster recovery.\n"
                 "5. **Make his own house safer now:** a walking stick or frame, a rail on the stairs, things he uses daily moved within reach.\n"
                 "6. **Help with errands:** a weekly grocery delivery or a neighbour's help in Võru can ease the summer.\n"
                 "7. **Let him be grumpy.** Waiting in pain is frustrating; a regular phone call and something to look forward to help.\n\n"
                 "## Saaremaa with Pätu\n"
                 "- **Book the ferry early:** July crossings from Virtsu fill up, and a booked time saves a long queue.\n"
                 "- **Check the ferry's rules for dogs:** usually on a lead in designated areas.\n"
                 "- **Ticks:** his next Bravecto chew falls around mid-July, so give it before you go.\n"
                 "- **Hounds and wildlife:** Saaremaa has deer, hares and open juniper land; keep Pätu on a lead outside fenced areas."),
   ("user", "Dad's on the cancellation list now, and the GP changed his painkillers. Rein will come in September instead of June. Ferry booked."),
   ("assistant", "That's everything you can do for now. Rein arriving in September will be just when he's most useful, and I hope the cancellation list brings an earlier date.")],
  {"summary": "Tõnu's hip replacement was postponed from 16 June to 8 September 2025 because the hospital cut planned operations over the summer due to staff shortages; he is in a lot of pain and grumpy; "
              "the user's spring concert went well (she lost her place once and kept going); the family booked Saaremaa for 14-18 July 2025, a dog-friendly farm stay near Kuressaare, ferry from Virtsu; "
              "the assistant suggested asking his GP about pain relief, asking the hospital to put him on the cancellation list, asking about other hospitals, gentle exercise, making his house safer, help with errands; "
              "for Saaremaa: book the ferry, dog rules, the Bravecto chew before going, keep Pätu on a lead; Tõnu is on the cancellation list, the GP changed his painkillers, Rein will come in September.",
   "procedures": [{"name": "Helping a parent waiting for a hip operation", "steps": ["Ask the GP about pain relief", "Ask to go on the cancellation list", "Ask about other hospitals' waits",
                   "Keep up gentle exercise", "Make his house safer", "Help with errands"]}],
   "decisions": [{"decision": "Tõnu on the cancellation list, new painkillers from the GP", "rationale": "Operation postponed to 8 September and he is in pain"},
                 {"decision": "Holiday on Saaremaa 14-18 July 2025", "rationale": "Summer holiday with Pätu"}],
   "outcomes": ["Operation postponed to 8 September 2025", "Spring concert went well"]}),
 ("2025-07-27", "Pätu ran off after a hare on Saaremaa", [
   ("user", "Saaremaa was lovely apart from one afternoon. On Wednesday 16 July, near the Kaali crater, Pätu caught the scent of a hare, slipped his collar and was gone for about six hours. "
            "We searched till dark. A farmer found him three kilometres away and rang the number on his tag. I want a GPS tracker, and anything else we should do? "
            "Happier news: I collected my kannel from Jaan on the way home. Eleven strings and it smells of fresh wood."),
   ("assistant", "What a frightening afternoon, and what a relief about the farmer and the tag. Estonian hounds are bred to follow a scent for hours, so this is very much in his nature. Here's how to stop it happening again.\n\n"
                 "## 1. A GPS tracker\n"
                 "- **What to look for:** live tracking on your phone, decent battery life (several days), waterproofing and coverage in Estonia.\n"
                 "- **Most need a monthly subscription** for the mobile data; budget for it.\n"
                 "- **Popular options:** Tractive is widely used for pet tracking; hunters' trackers (Garmin with a handheld) are more robust but much more expensive.\n"
                 "- A tracker tells you where he is; it doesn't bring him back, so it's the safety net, not the plan.\n\n"
                 "## 2. A long line and a harness\n"
                 "- **In unfenced areas, keep him on a 10 m long line** attached to a well-fitted harness. He gets freedom to sniff, you keep control.\n"
                 "- A harness can't be slipped the way a collar can, as he showed you.\n\n"
                 "## 3. Recall training, with realistic expectations\n"
                 "- Train recall with very high-value rewards (cheese, sausage) in quiet places, then gradually with distractions.\n"
                 "- Be honest with yourself: **for a scent hound on a fresh hare trail, recall often fails,** however well trained. That's why the line matters.\n\n"
                 "## 4. Identification\n"
                 "- Check his **microchip is registered with your current phone number** in the pet register.\n"
                 "- Keep a tag with your number on the harness as well as the collar.\n\n"
                 "And congratulations on the kannel! Let it settle at home for a few days before you tune it properly."),
   ("user", "Bought a Tractive GPS tracker (€49.99 plus €4.99 a month), a harness and a 10 m long line. His chip details were right, luckily."),
   ("assistant", "That's a proper safety net. Check the tracker's battery before every forest walk, and keep the long line on in Järvselja. Pätu can still sniff everything, just from ten metres rather than three kilometres.")],
  {"summary": "On Saaremaa on 16 July 2025, near the Kaali crater, Pätu followed a hare's scent, slipped his collar and was missing for about six hours until a farmer found him three kilometres away and rang the number on his tag; "
              "the user collected her 11-string kannel from Jaan Soosaar; "
              "the assistant said Estonian hounds are bred to follow scent, and recommended a GPS tracker (with a subscription), a 10 m long line with a harness in unfenced areas, recall training with realistic expectations "
              "(recall often fails for a scent hound on a fresh trail), and checking the microchip registration; she bought a Tractive GPS tracker, a harness and a 10 m long line.",
   "procedures": [{"name": "Stopping a scent hound running off", "steps": ["GPS tracker as a safety net", "10 m long line on a harness in unfenced areas", "Recall training with high-value rewards",
                   "Check the microchip registration and tags"]}],
   "decisions": [{"decision": "Bought a Tractive GPS tracker, a harness and a long line for Pätu", "rationale": "He ran off after a hare for about six hours on Saaremaa"}],
   "outcomes": ["Pätu found by a farmer after about six hours", "Kannel collected from Jaan Soosaar"]}),
 ("2025-08-24", "Getting ready for Dad's stay and Oskar's first school day", [
   ("user", "Dad's operation is still on for Monday 8 September; no cancellation came up. They expect to discharge him around the 12th, and he'll stay in our downstairs study for about three weeks. "
            "Margus has finished the porch handrail and put a grab rail in the shower room. I've bought a raised toilet seat and a reacher. Rein arrives on 13 September for a week.\n\n"
            "Meanwhile Oskar starts first grade at Karlova School on Monday 1 September; the school list cost us €85. Liisa goes into fourth grade. How do we manage the first weeks without losing our minds?"),
   ("assistant", "You've done most of the hard preparation already. Here's a plan for the next month.\n\n"
                 "## Discharge day\n"
                 "1. **Ask for everything in writing:** his medicines and doses, blood clot prevention, the exercise sheet, movement precautions, when the stitches or clips come out, and the follow-up appointment.\n"
                 "2. **Bring loose clothes and slip-on shoes** for the journey.\n"
                 "3. **Car:** move the passenger seat right back and recline it slightly; a plastic bag on the seat helps him swivel in.\n"
                 "4. **Pick up the medicines** on the way home.\n\n"
                 "## The first two weeks\n"
                 "- **A daily routine:** exercises two or three times a day, short walks indoors, rest with the leg as advised.\n"
                 "- **A medicine chart** on the fridge, ticked off each dose.\n"
                 "- **Watch the wound** and his calf: increasing redness, swelling, heat, fever or calf pain means calling the hospital the same day.\n"
                 "- **Keep Pätu calm:** let him greet your dad once, on a lead, then keep him out of the study at first.\n\n"
                 "## Oskar's first day\n"
                 "- **Walk the route** to Karlova School together a few times before 1 September.\n"
                 "- **Pack the bag the night before** with him, so he feels in charge.\n"
                 "- **Flowers for the teacher** are traditional on the first school day.\n"
                 "- Expect him to be tired and emotional in the first weeks; an early bedtime helps.\n\n"
                 "## Sharing the load\n"
                 "- Divide the days between you, Margus and Rein, and write it down.\n"
                 "- Liisa, at ten, can help with small things, like bringing your dad his tea, which also helps her feel part of it.\n"
                 "- Consider taking a week of leave in the second week, after Rein leaves or alongside him."),
   ("user", "We'll take turns: I'm taking a week of leave from 15 September, and Margus will do the mornings."),
   ("assistant", "That covers the most demanding fortnight. Good luck to your dad on the 8th, and to Oskar on the 1st.")],
  {"summary": "Tõnu's hip replacement is still on for 8 September 2025, with discharge expected around 12 September; he will stay in the user's downstairs study for about three weeks; "
              "Margus finished the porch handrail and put a grab rail in the shower room; she bought a raised toilet seat and a reacher; Rein arrives on 13 September for a week; "
              "Oskar starts first grade at Karlova School on 1 September 2025 (school list €85); Liisa goes into fourth grade; "
              "the assistant gave a discharge-day checklist, a routine for the first two weeks (exercises, medicine chart, watching the wound and calf, keeping Pätu calm), first-school-day tips and sharing the load; "
              "the user takes a week of leave from 15 September and Margus does the mornings.",
   "procedures": [{"name": "Bringing a parent home after a hip replacement", "steps": ["Get medicines, exercises and precautions in writing", "Loose clothes and slip-on shoes", "Car seat back and reclined",
                   "Daily exercises and short walks", "Medicine chart", "Watch the wound and calf", "Keep the dog calm"]}],
   "decisions": [{"decision": "The user takes a week of leave from 15 September 2025; Margus does the mornings", "rationale": "Share the care for Tõnu"}],
   "outcomes": ["Porch handrail and shower grab rail finished", "Oskar's school list €85"]}),
 ("2025-09-21", "Dad's staying with us, and a shock electricity bill", [
   ("user", "Dad had his operation on 8 September, all went well, and he came home to us on the 12th. He's walking round the garden on two crutches and doing his exercises like a soldier. "
            "Pätu has decided he's Dad's nurse and lies by his bed all night. Rein was a great help.\n\n"
            "Now electricity. On Elektrum's exchange price our June bill was €61, but August was €96 because of evening price spikes, and September looks worse. "
            "The heat pump will be running properly from October. Eesti Energia offers a 12-month fixed price at 13.2 c/kWh and Alexela 12.4 c/kWh. Should I fix for the winter?"),
   ("assistant", "Lovely to hear your dad is doing so well, and Pätu the nurse is a classic hound move. On the electricity:\n\n"
                 "## Fixed or exchange for the winter?\n"
                 "1. **Your winter use will be much higher:** with a heat pump in a 140 m² house, winter months can use two to three times your summer electricity.\n"
                 "2. **Exchange prices are most volatile in winter,** especially on cold, windless evenings, exactly when a heat pump works hardest.\n"
                 "3. **A fixed price protects you from those spikes.** Over a whole year it may cost a little more than the average exchange price, or less in a bad winter; what you buy is certainty.\n\n"
                 "## Comparing the two offers\n"
                 "- **Alexela at 12.4 c/kWh is 0.8 cents cheaper** than Eesti Energia's 13.2; on, say, 8,000 kWh a year that's about €64.\n"
                 "- Check the **monthly fee**, whether the price includes VAT, and the **exit terms** if you want to leave early.\n"
                 "- Network charges from Elektrilevi are the same whichever supplier you choose.\n\n"
                 "## Leaving Elektrum\n"
                 "Your package has no fixed term, so you can switch without a fee; the new supplier handles the switch.\n\n"
                 "## Keep the cheap habits\n"
                 "Even on a fixed price, heating hot water at night costs nothing extra and is good practice if you ever return to the exchange price."),
   ("user", "Going with Alexela's 12-month fixed price at 12.4 c/kWh from 1 October."),
   ("assistant", "A sensible choice for your first winter with the heat pump: you'll know exactly what each kWh costs. Put a reminder in your calendar for next August to compare again before the fixed term ends.")],
  {"summary": "Tõnu's operation went well on 8 September 2025 and he came to the user's house on 12 September; he walks in the garden on two crutches; Pätu lies by his bed; Rein helped; "
              "on Elektrum's exchange price the June bill was €61 and August €96 because of evening price spikes; Eesti Energia offers a 12-month fixed price at 13.2 c/kWh, Alexela 12.4 c/kWh; "
              "the assistant explained higher winter use with a heat pump and winter price spikes, said a fixed price buys certainty, compared the offers (monthly fee, VAT, exit terms) and noted Elektrum has no fixed term; "
              "the user chose Alexela's 12-month fixed price at 12.4 c/kWh from 1 October 2025.",
   "decisions": [{"decision": "Switch electricity from Elektrum's exchange price to Alexela's 12-month fixed price at 12.4 c/kWh from 1 October 2025", "rationale": "Winter use with the heat pump and evening price spikes; cheaper than Eesti Energia's 13.2 c/kWh"}],
   "outcomes": ["Tõnu's operation 8 September 2025, home with the user from 12 September", "August electricity bill €96"]}),
 ("2025-10-05", "Moving the mortgage to LHV after all", [
   ("user", "Dad went home to Võru yesterday, walking with one crutch; Rein came back and drove him. The house feels empty, even Pätu is moping.\n\n"
            "The mortgage reminder went off. LHV now offer 1.45% and will pay for the valuation; SEB offered 1.65%. I asked Swedbank again and they won't go below 1.75%. "
            "I know I said in February I'd stay, but the gap is bigger now. We owe €93,100 with about 18 years left. Worth moving?"),
   ("assistant", "It's completely reasonable to change your mind when the offers change. Let's put numbers on it.\n\n"
                 "## The saving\n"
                 "- LHV's 1.45% against Swedbank's 1.75% is **0.3 points.**\n"
                 "- On €93,100, that's roughly **€280 less interest in the first year**, falling slowly as you pay the loan down: very roughly **€2,500 over the remaining term.**\n"
                 "- SEB's 1.65% saves only 0.1 points, so LHV is clearly the better of the two.\n\n"
                 "## The cost of moving\n"
                 "- Valuation: paid by LHV.\n"
                 "- LHV contract fee: about €290 (ask whether they'll waive it too; it's worth one question).\n"
                 "- Notary and land register fees: around €300.\n"
                 "- **Total about €590**, so the **payback time is a little over two years.**\n\n"
                 "## Before you sign\n"
                 "1. **Read LHV's conditions:** do they require your salary account, home insurance or life insurance with them, and at what price?\n"
                 "2. **Check Swedbank's terms for repaying early;** for a variable-rate loan there's usually little or nothing to pay.\n"
                 "3. **How it works:** you sign the new loan and mortgage at the notary, LHV pays off Swedbank directly, and the mortgage entry in the land register changes to LHV.\n"
                 "4. **Set up the new payment** and cancel the old one after the final Swedbank statement.\n\n"
                 "On these figures, moving to LHV is worth it, especially if they waive the contract fee."),
   ("user", "LHV wouldn't waive the fee, but I'm doing it anyway. Signing at the notary on Thursday 23 October."),
   ("assistant", "Good luck with the signing. Keep the final Swedbank statement showing the loan paid off, and check the land register entry a few weeks later.")],
  {"summary": "Tõnu went home to Võru on 4 October 2025, walking with one crutch; Rein drove him; "
              "LHV now offers a 1.45% mortgage margin and will pay for the valuation, SEB offered 1.65%, Swedbank won't go below 1.75%; balance €93,100, about 18 years left; "
              "the assistant estimated the saving (about €280 in the first year, roughly €2,500 over the term), the cost of moving (about €590: contract fee €290, notary around €300) and a payback of a little over two years, "
              "and said to check LHV's conditions, Swedbank's early repayment terms and how the transfer works; "
              "LHV wouldn't waive the fee; the user is moving the mortgage to LHV, signing at the notary on 23 October 2025.",
   "procedures": [{"name": "Moving a mortgage to another bank", "steps": ["Compare the margins and work out the saving", "Add up the switching costs and the payback time", "Read the new bank's conditions",
                   "Check early repayment terms", "Sign at the notary; the new bank pays off the old one", "Set up the new payment"]}],
   "decisions": [{"decision": "Move the mortgage from Swedbank to LHV at a 1.45% margin", "rationale": "LHV lowered its margin to 1.45% and pays the valuation; Swedbank won't go below 1.75%; payback a little over two years"}],
   "outcomes": ["Tõnu back home in Võru on 4 October 2025", "Notary signing 23 October 2025"]}),
 ("2025-10-26", "Looking after the heat pump over winter", [
   ("user", "Updates first. The LHV move is signed (23 October) and Swedbank is paid off. The intermediate kannel course started on 2 October; it's on Thursdays now, not Wednesdays, and Maarja has asked me to join the club ensemble for the Christmas concert. "
            "Last Sunday, 19 October, we walked the Riisa bog trail in Soomaa at the start of the school holidays, Pätu on his long line and tracker. Dad's still on one crutch and already talking about his garden in Võru.\n\n"
            "The first cold week arrived: the heat pump is running properly and the October electricity estimate is €118, while last October's gas bill was €160. "
            "How do I look after the heat pump over the winter, and does it really need a service every year?"),
   ("assistant", "A busy, good month! And €118 against €160 of gas is a promising start, especially as the electricity also covers everything else in the house. Here's how to keep it that way.\n\n"
                 "## Winter care for an air-to-water heat pump\n"
                 "1. **Keep the outdoor unit clear:** brush snow off the top and sides, and keep at least the clearances Andres gave Margus free, including behind the screen.\n"
                 "2. **Watch the defrost drain:** in freezing weather the defrost water can build up as ice under the unit. If ice builds up, ask the installer about a heated drain or a gravel soakaway.\n"
                 "3. **Don't switch it off** when you go away; lower the temperature instead, to protect against frost.\n"
                 "4. **Check the pressure** on the indoor unit's gauge once a month; a steady drop can mean a small leak.\n"
                 "5. **Clean the strainer (filter)** on the water circuit, or have it done at the service.\n"
                 "6. **Fine-tune the heating curve** as it gets colder: one small change at a time, then wait a few days.\n\n"
                 "## The annual service\n"
                 "Yes, it's worth it, and for you it's essential: **Kliimaexpert's 7-year warranty depends on a yearly service.** A service usually checks the refrigerant circuit, the pressure, the strainer, the electrical connections, "
                 "the defrost operation and the settings. Keep the service records with the invoice.\n\n"
                 "## The ensemble\n"
                 "Playing in an ensemble is a great next step: you'll learn to listen and keep time with others. Ask Maarja for the parts early, so you can practise them on your 11-string at home."),
   ("user", "Booked Kliimaexpert's first annual service for 20 November, €120."),
   ("assistant", "Perfect timing, just before the real cold. Ask them to check the defrost drain while they're there.")],
  {"summary": "The user's mortgage move to LHV was signed on 23 October 2025 and Swedbank is paid off; the intermediate kannel course started on 2 October 2025 and is now on Thursdays; teacher Maarja asked her to join the club ensemble for the Christmas concert; "
              "on 19 October 2025 the family walked the Riisa bog trail in Soomaa with Pätu on his long line; Tõnu is on one crutch; "
              "October electricity estimate €118 against €160 for gas the previous October; "
              "the assistant gave winter care steps for the heat pump (clear snow, watch the defrost drain, don't switch off, check pressure, clean the strainer, fine-tune the curve) "
              "and said the annual service is essential because Kliimaexpert's 7-year warranty depends on it; the user booked the first annual service for 20 November 2025, €120.",
   "procedures": [{"name": "Winter care for an air-to-water heat pump", "steps": ["Keep the outdoor unit clear of snow", "Watch the defrost drain for ice", "Lower the temperature rather than switch off",
                   "Check the pressure monthly", "Clean the strainer", "Fine-tune the heating curve", "Annual service"]}],
   "decisions": [{"decision": "Annual heat pump service with Kliimaexpert on 20 November 2025 (€120)", "rationale": "The 7-year warranty depends on a yearly service"},
                 {"decision": "Join the club's kannel ensemble for the Christmas concert", "rationale": "Maarja asked her"}],
   "outcomes": ["Mortgage with LHV from 23 October 2025", "Kannel class now on Thursdays", "October electricity estimate €118"]}),
]

QUESTIONS_72 = [
 # single facts the user said about herself, her family, her dog and her things
 ("How old am I?", "41"),
 ("What do I do for work?", "paper conservator at the National Archives in Tartu"),
 ("What's our dog called?", "Pätu (an Estonian hound)"),
 ("What does Margus do for work?", "he's a joiner, making restoration windows at a workshop in Elva"),
 ("How old is Liisa?", "10"),
 ("What heat pump did we get?", "a Panasonic Aquarea 12 kW air-to-water heat pump, installed by Kliimaexpert"),
 ("Where does my dad live?", "Võru"),
 ("What did my dad do for work?", "he was a forester (retired)"),
 ("Who made my kannel?", "Jaan Soosaar in Viljandi"),
 ("Which school does Oskar go to?", "Karlova School (first grade from 1 September 2025)"),
 ("What GPS tracker did I get for Pätu?", "a Tractive GPS tracker"),
 # when
 ("When was the heat pump installed?", "5 to 7 May 2025"),
 ("When did Dad have his hip operation?", "8 September 2025"),
 ("When did my kannel course start?", "12 March 2025"),
 ("When did we go to Saaremaa?", "14 to 18 July 2025"),
 ("When did Dad go back home to Võru?", "4 October 2025"),
 # how much / how many
 ("How much was the beginners' kannel course?", "€160"),
 ("How long was Pätu missing on Saaremaa?", "about six hours"),
 # lists across chats
 ("Which companies quoted for the heat pump?", "Soojusmeister (Nibe, €12,100), Kliimaexpert (Panasonic Aquarea, €9,800) and Geotherm Tartu (ground-source, €19,400)"),
 ("Which electricity suppliers have I been with this year?", "Eesti Energia, Elektrum and Alexela"),
 ("Which banks offered me a mortgage margin?", "Swedbank (2.2%, then 1.75%), LHV (1.55%, then 1.45%) and SEB (1.65%)"),
 ("What have I bought for Pätu this year?", "Bravecto tick chews, a Tractive GPS tracker, a harness and a 10 m long line"),
 ("What has Margus built or fitted around the house this year?", "a larch screen around the heat pump's outdoor unit, the porch handrail, a grab rail in the shower room (and a stand for my kannel)"),
 ("Where did we go on trips this year?", "Otepää (skiing, 15-16 February), Saaremaa (14-18 July) and the Riisa bog trail in Soomaa (19 October)"),
 # latest value of something that changed
 ("How much did the heat pump cost in the end?", "€10,350"),
 ("Which bank is our mortgage with now?", "LHV (1.45% margin, signed 23 October 2025)"),
 ("Who's my electricity supplier now?", "Alexela (12-month fixed price at 12.4 c/kWh from 1 October 2025)"),
 ("What day is my kannel class on now?", "Thursdays"),
 # yes/no
 ("Did we get the ground-source heat pump?", "No"),
 ("Did Dad's operation go ahead in June?", "No"),
 ("Did I play at the kannel spring concert?", "Yes"),
 # why
 ("Why did the heat pump cost more than the quote?", "€550 for two bigger radiators in the children's bedrooms, which wouldn't warm at a low flow temperature"),
 ("Why was Dad's operation postponed?", "the hospital cut planned operations over the summer because of staff shortages"),
 ("Why did I move the mortgage to LHV in the end?", "LHV lowered its margin to 1.45% and paid for the valuation, while Swedbank wouldn't go below 1.75%"),
 # what the assistant recommended
 ("What did you tell me to ask the heat pump installers for first?", "a room-by-room heat-loss calculation"),
 ("What did you tell me to do about Dad's pain while he waited for the operation?", "ask his GP about pain relief and ask the hospital to put him on the cancellation list"),
 # inference
 ("Could Margus make new windows for our house himself?", "Likely yes"),
 ("Would Pätu come back when called if he's off the lead and smells a hare?", "Likely no"),
 # not in the archive
 ("What does my brother Rein do for work?", "Not mentioned in my chats"),
 ("How much did the farm stay on Saaremaa cost?", "Not mentioned in my chats"),
]


def assistant_chats_28_at(folder):
    """The archive of CHATS_72 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a28c", CHATS_72, "claude")


@pytest.fixture(scope="module")
def assistant_chats_28(tmp_path_factory):
    return assistant_chats_28_at(tmp_path_factory.mktemp("assistant28"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_72, "assistant 28")


def test_the_archive_finds_the_heat_pump_installer(assistant_chats_28):
    assert assistant_chats_28.search("Kliimaexpert").results
