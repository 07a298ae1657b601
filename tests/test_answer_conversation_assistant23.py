"""A twenty-third written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind with its questions and gold answers before any run of
`kbsearch answer` on it, and without reading the answer rules. Its questions are read by the
developers after its first measure. A dental hygienist in Cork, Ireland, Siobhán Hegarty, 44, who
lives in Ballincollig with her husband Declan, a Bus Éireann driver, their children Róisín and
Cian, and Bosco, a retired racing greyhound. She chats with ChatGPT from January to November 2025:
restoring Marigold, a 1976 VW T2 Bay Window camper (a welding bill that grows, brakes, the smoke,
a shakedown night and a first trip to the Beara Peninsula where the fan belt snaps, laying her up
for winter), a leaking flat roof on the kitchen extension (an insurance claim that is declined,
three builders' quotes, a start date that slips and a final bill above the quote), switching
electricity supplier twice, learning to sail in Crosshaven, and Róisín's 18th birthday party
(a date that moves, a guest list that grows, a final cost) before she leaves for college, with
facts the user updates later (the roof cost, the party date, the supplier, the restoration spend).
bench/answer_conversations.py asks every question ("assistant 23")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_62 = [
 ("2025-01-19", "Where to start restoring a 1976 VW camper van", [
   ("user", "Hi! I'm Siobhán, I'm 44 and I'm a dental hygienist at Douglas Road Dental in Cork (four days a week, Monday to Thursday). I've finally done something I've wanted to do since I was twenty: "
            "I bought a 1976 VW T2 Bay Window camper, a Devon conversion, from a man in Skibbereen for €9,800. She's orange and white and the kids have already named her Marigold. "
            "She has the 1800cc air-cooled engine, she runs, but she smokes a bit on startup. There's rust in both sills, the floor under the driver's seat and both rear wheel arches. "
            "I'm not a mechanic, but my husband Declan (he drives for Bus Éireann) is handy. I've set myself a budget of about €6,000 for the restoration this year. Where do I start?"),
   ("assistant", "Congratulations on Marigold! A Bay Window camper is one of the most loved classic vehicles there is, and a Devon conversion with a running engine is a good starting point. "
                 "I don't have personal experience of restoring a van, but here's how restorers commonly approach a project like this.\n\n"
                 "## Step 1: A full assessment before you spend anything\n"
                 "1. **Get her up on a lift** at a garage that knows air-cooled VWs, so you can see the underside properly.\n"
                 "2. **Probe the rust** with a screwdriver: sills, jacking points, outriggers, the floor pan, the front panel behind the bumper, the wheel arches and around the windscreen. Surface rust is cosmetic; metal that the screwdriver goes through is structural.\n"
                 "3. **Photograph everything** and make a written list, so you can get like-for-like quotes and track progress.\n\n"
                 "## Step 2: Prioritise in this order\n"
                 "1. **Safety and structure:** brakes, steering, suspension and structural rust (sills, floor, outriggers, jacking points).\n"
                 "2. **Mechanical reliability:** engine, ignition, fuel lines, cooling (on an air-cooled engine, the fan belt, the tinware and the oil cooler).\n"
                 "3. **Electrics:** old wiring is a common cause of breakdowns and even fires.\n"
                 "4. **Interior:** the Devon units, upholstery, curtains.\n"
                 "5. **Cosmetics:** paint last, once the metal underneath is sound.\n\n"
                 "## About the smoke on startup\n"
                 "Blue smoke for a few seconds on a cold start, which then clears, is often worn **valve stem seals** or valve guides. Constant blue smoke can point to piston rings. "
                 "A compression test and a leak-down test will tell you which, and are worth doing before you decide anything about the engine.\n\n"
                 "## Paperwork in Ireland\n"
                 "- **Insurance:** a classic or vintage policy is usually much cheaper than a standard one, often with an annual mileage limit.\n"
                 "- **Motor tax:** vehicles over 30 years old can qualify for the reduced vintage rate if they aren't used commercially.\n"
                 "- **NCT:** older vehicles may be exempt depending on their age and use, but check the current rules with the NCTS before you drive her.\n\n"
                 "## Budget\n"
                 "A rough guide for €6,000:\n"
                 "- Welding: €2,000 to €3,500, depending on what the assessment finds\n"
                 "- Brakes: €400 to €1,200\n"
                 "- Engine diagnosis and minor work: €300 to €800\n"
                 "- Tyres: €400 to €600 (check the date codes; old tyres can look fine and still be dangerous)\n"
                 "- Keep **about 20% as contingency.** With old vans, welding almost always finds more rust once the old metal is cut out.\n\n"
                 "## Find your people\n"
                 "Join an Irish VW owners' club or forum. Members know the good welders and parts suppliers, and many will happily look over a van with you.\n\n"
                 "Would you like a checklist to take to the assessment?"),
   ("user", "Yes please, but first, a friend in the VW club recommended a welder: Tadhg Lynch in Bandon, he does a lot of old VWs. He's looking at her on Saturday 1 February."),
   ("assistant", "A welder who specialises in old VWs is exactly what you want. When Tadhg looks at her, ask him to:\n\n"
                 "1. Put her on a lift and go over the whole underside with you.\n"
                 "2. Give you a written quote broken down by area (sills, floor, arches) rather than one figure.\n"
                 "3. Tell you what he might find once he cuts into the metal, and how he'll handle extra work (a phone call and photos before going over the quote).\n"
                 "4. Say whether he'll use new panels or repair sections, and how he'll protect the new metal afterwards.\n\n"
                 "Good luck on the 1st!")],
  {"summary": "The user, Siobhán, 44, is a dental hygienist at Douglas Road Dental in Cork, four days a week; her husband Declan drives for Bus Éireann; she bought a 1976 VW T2 Bay Window camper (Devon conversion), "
              "named Marigold by the kids, from a man in Skibbereen for €9,800; 1800cc air-cooled engine that smokes on startup; rust in both sills, the driver's floor and both rear wheel arches; restoration budget about €6,000 for 2025; "
              "the assistant (no personal experience) suggested a full assessment on a lift first, then prioritising safety and structure, mechanical reliability, electrics, interior, cosmetics; "
              "the smoke is often valve stem seals; classic insurance, vintage motor tax, check NCT rules; keep 20% contingency; join a VW club; "
              "welder Tadhg Lynch in Bandon is looking at her on 1 February 2025.",
   "procedures": [{"name": "Starting a camper van restoration", "steps": ["Full assessment on a lift before spending anything", "Probe the rust and photograph everything",
                   "Safety and structure first", "Then mechanical reliability", "Then electrics", "Then interior", "Cosmetics last", "Keep 20% contingency"]}],
   "decisions": [{"decision": "Bought a 1976 VW T2 Bay Window camper (Marigold) for €9,800", "rationale": "A long-held wish"},
                 {"decision": "Tadhg Lynch in Bandon to assess the welding", "rationale": "Recommended by a friend in the VW club"}],
   "outcomes": ["Restoration budget about €6,000"]}),
 ("2025-02-09", "Flat roof leaking after Storm Éowyn", [
   ("user", "Since Storm Éowyn at the end of January the flat roof on our kitchen extension has been leaking. It's about 24 m², built in 2009 with a felt roof. There's a brown stain spreading over the kitchen island "
            "and when it's windy and wet it drips into a basin. A local builder, Mossie Kiely, came out and quoted €6,800 to strip it and put on a new EPDM rubber roof with new insulation. "
            "Does that sound right? And should I claim on the house insurance? We're with Zurich."),
   ("assistant", "I'm sorry, a leaking roof after a storm is stressful, especially over the kitchen. I'm not a builder or a loss adjuster, but here's how to approach both the quote and the claim.\n\n"
                 "## Is €6,800 reasonable?\n"
                 "For a full strip and a new EPDM roof with insulation on about 24 m², that's within the range people in Ireland typically report, but a single quote doesn't tell you much. "
                 "What matters is what's included.\n\n"
                 "## What to do now\n"
                 "1. **Get at least three written, itemised quotes.** Give each builder the same brief so you can compare like with like.\n"
                 "2. **Ask each one the same questions:**\n"
                 "   - Will they strip back to the deck, and is replacing rotten deck boards included or extra (and at what rate)?\n"
                 "   - What thickness of insulation, and is it a warm roof build-up?\n"
                 "   - Which membrane brand, and what guarantee: the manufacturer's on the membrane and the builder's on the workmanship?\n"
                 "   - Are the upstands, flashings, fascia, trims and the skip included?\n"
                 "3. **Check the builder:** insurance, tax clearance, references and photos of similar flat roofs they've done.\n"
                 "4. **Agree payment in stages.** Avoid paying most of it up front.\n\n"
                 "## The insurance claim\n"
                 "- **Notify Zurich promptly,** even before you have quotes; most policies require early notice.\n"
                 "- **Document everything:** photos of the stain, the drips, the roof surface, and dates.\n"
                 "- **Be ready for the wear and tear question.** Policies generally cover sudden storm damage but not a roof that has reached the end of its life. A 16-year-old felt roof may be argued either way, "
                 "so an assessor's visit is likely.\n"
                 "- **Remember your excess,** and keep any damaged materials until the insurer says you can dispose of them.\n\n"
                 "## In the meantime\n"
                 "1. Keep the area under the leak clear and dry, and switch off any light fitting near the water.\n"
                 "2. A roofer can often do a temporary patch for a small charge.\n"
                 "3. Keep an eye on the ceiling: if it sags or bulges, it may be holding water and should be looked at straight away.\n\n"
                 "*This is general information; your policy wording and a qualified roofer are the best guides for your situation.*"),
   ("user", "I'll ring Zurich tomorrow, our excess is €350. And I'll get two more quotes."),
   ("assistant", "Good plan. Ask Zurich whether they'll send an assessor, and keep a note of the claim number and who you spoke to. Three quotes will also give you a much better feel for a fair price.")],
  {"summary": "Since Storm Éowyn in late January 2025 the flat felt roof (about 24 m², built 2009) on the user's kitchen extension has leaked over the kitchen island; builder Mossie Kiely quoted €6,800 for a new EPDM roof with insulation; "
              "the assistant (not a builder) said to get at least three written, itemised quotes, ask about deck boards, insulation, membrane and guarantees, check the builder and pay in stages; "
              "for the insurance claim with Zurich: notify promptly, document everything, expect a wear and tear question; the user's excess is €350; she will get two more quotes.",
   "procedures": [{"name": "Dealing with a leaking flat roof", "steps": ["Get at least three written, itemised quotes", "Ask about deck boards, insulation, membrane and guarantees", "Check insurance, tax clearance and references",
                   "Pay in stages", "Notify the insurer promptly and document everything", "Keep the area dry and switch off nearby lights"]}],
   "decisions": [{"decision": "Claim on the Zurich house insurance", "rationale": "Storm damage after Storm Éowyn"},
                 {"decision": "Get two more roof quotes", "rationale": "Compare with Mossie Kiely's €6,800"}],
   "outcomes": ["Insurance excess €350"]}),
 ("2025-03-02", "Is it worth switching electricity supplier?", [
   ("user", "Next money question. We're with Electric Ireland for electricity only (gas is Bord Gáis and I'm leaving that alone) and paying €215 a month on a fixed direct debit. "
            "We've had a smart meter since last year and our last annual statement says we use about 5,200 kWh a year. The immersion is already on a night timer. Is it worth switching, and to what?"),
   ("assistant", "It's very often worth checking, especially if you've been with the same supplier for a few years and are no longer on a discounted rate. Here's a step-by-step approach.\n\n"
                 "## 1. Look at when you use electricity\n"
                 "With a smart meter you can download your half-hourly usage from the ESB Networks website. This shows how much you use at night, during the day and in the evening peak.\n\n"
                 "## 2. Compare plans properly\n"
                 "Use a price comparison site accredited by the CRU, such as bonkers.ie or switcher.ie, and enter your actual annual usage (5,200 kWh) rather than an average. Compare:\n"
                 "- **Unit rates** (cent per kWh), including day, night and peak rates on smart plans\n"
                 "- **The standing charge**\n"
                 "- **Discounts:** many are only for the first 12 months\n"
                 "- **Exit fees** and contract length\n\n"
                 "## 3. Consider a smart time-of-use plan\n"
                 "Smart plans charge less at night and more in the evening peak (often 5 to 7 pm). If you can run the dishwasher, the washing machine and the immersion at night, they can save a lot; if most of your use is at teatime, they may cost more.\n\n"
                 "## 4. Switching is simple\n"
                 "1. Pick a plan and sign up with the new supplier; they handle the switch.\n"
                 "2. Have your MPRN (on your bill) and a meter reading ready.\n"
                 "3. There's no interruption to your supply, and you have a 14-day cooling-off period.\n"
                 "4. Settle the final bill with your old supplier.\n\n"
                 "## 5. Put a reminder in your calendar\n"
                 "Check again in 11 months, before any first-year discount ends.\n\n"
                 "*I can't see current prices, so use a comparison site for up-to-date figures.*"),
   ("user", "Done! Most of our use is at night or at weekends. I've gone with Flogas on a smart time-of-use plan: bonkers.ie estimated we'd save €380 a year. The switch goes through on 19 March."),
   ("assistant", "That's a good saving for twenty minutes' work. Take a meter reading on the 19th and keep a photo of it, and set that reminder for next February so you can check again before the discount runs out.")],
  {"summary": "The user was with Electric Ireland for electricity (gas with Bord Gáis), paying €215 a month, using about 5,200 kWh a year with a smart meter; "
              "the assistant suggested downloading half-hourly usage from ESB Networks, comparing plans on bonkers.ie or switcher.ie (unit rates, standing charge, discounts, exit fees), considering a smart time-of-use plan, "
              "how switching works and a reminder in 11 months; she switched to Flogas on a smart time-of-use plan, estimated saving €380 a year, switching on 19 March 2025.",
   "procedures": [{"name": "Switching electricity supplier", "steps": ["Download smart meter usage from ESB Networks", "Compare on a CRU-accredited site with actual usage", "Consider a smart time-of-use plan",
                   "Sign up with the new supplier with MPRN and a meter reading", "Set a reminder before the discount ends"]}],
   "decisions": [{"decision": "Switched electricity from Electric Ireland to Flogas, smart time-of-use plan", "rationale": "Most use at night or weekends; estimated saving €380 a year"}],
   "outcomes": ["Switch on 19 March 2025"]}),
 ("2025-03-23", "Learning to sail at 44", [
   ("user", "Something just for me this time. I've booked an adult Start Sailing course (Irish Sailing levels 1 and 2) at Harbour Light Sailing School in Crosshaven: five Saturday mornings starting 10 May, €395. "
            "My colleague Gráinne is doing it with me. I've never sailed, the closest I've been is the ferry to Spike Island, but I love the water: I swim in the sea at Myrtleville all year round. "
            "What should I expect and what do I need to buy?"),
   ("assistant", "What a lovely thing to do for yourself! As an AI I haven't been on a boat myself, but here's what adult beginners' courses usually involve, and what learners often say they wish they'd known.\n\n"
                 "## What to expect\n"
                 "1. **Rigging and launching** a small dinghy, usually in pairs, often a stable boat like an RS Quest or a Wayfarer.\n"
                 "2. **The basics of sailing:** points of sail, steering with the tiller, tacking and gybing, and stopping.\n"
                 "3. **A capsize drill.** Most courses make you capsize on purpose in a safe, supervised way, and show you how to right the boat. It's usually the part people dread most and then enjoy most.\n"
                 "4. **Knots and terminology** on shore when the weather's too wild.\n\n"
                 "## What to buy (and what to borrow)\n"
                 "- **Check first what the school provides.** Most provide wetsuits and buoyancy aids for courses.\n"
                 "- **Wetsuit boots** with a firm sole: worth buying, for grip and to protect your feet.\n"
                 "- **Sailing gloves** for rope burn.\n"
                 "- **A windproof spray top** and a warm layer; Cork Harbour in May can be chilly on the water.\n"
                 "- **A dry bag** for your keys, phone and a towel.\n"
                 "- **Sunscreen and a hat,** even on grey days.\n\n"
                 "## How to prepare\n"
                 "1. **Learn a few knots:** the bowline, the figure-of-eight, the reef knot and the clove hitch.\n"
                 "2. **Learn the words:** port, starboard, windward, leeward, bow, stern, tack and gybe.\n"
                 "3. **Watch a few videos** of tacking in a dinghy so the movements make sense.\n"
                 "4. **Don't buy a boat yet.** Finish the course and sail a few kinds of boats first.\n\n"
                 "Your year-round sea swimming will help a lot: being comfortable in cold water makes the capsize drill far less frightening."),
   ("user", "The school provides wetsuits and buoyancy aids, so I'll just buy boots and gloves. I'm already practising the bowline on Bosco's lead. Bosco is our greyhound, retired from racing, and he's not impressed."),
   ("assistant", "A patient greyhound is an excellent knot-practice partner. By 10 May you'll be tying a bowline with your eyes closed. Enjoy the first session!")],
  {"summary": "The user booked an adult Start Sailing course (Irish Sailing levels 1 and 2) at Harbour Light Sailing School in Crosshaven: five Saturday mornings from 10 May 2025, €395, with her colleague Gráinne; "
              "she has never sailed but swims in the sea at Myrtleville all year round; the assistant (never on a boat) described the course (rigging, basics, a capsize drill, knots), what to buy (boots, gloves, spray top, dry bag), "
              "preparation (knots, terminology, videos) and not buying a boat yet; the school provides wetsuits and buoyancy aids; "
              "she practises the bowline on the lead of Bosco, their retired racing greyhound.",
   "procedures": [{"name": "Preparing for a sailing course", "steps": ["Check what the school provides", "Buy wetsuit boots and gloves", "Learn the bowline, figure-of-eight, reef knot and clove hitch",
                   "Learn the terminology", "Watch videos of tacking", "Don't buy a boat yet"]}],
   "decisions": [{"decision": "Start Sailing course at Harbour Light Sailing School, Crosshaven, from 10 May 2025", "rationale": "Something just for her"},
                 {"decision": "Buy only boots and gloves", "rationale": "The school provides wetsuits and buoyancy aids"}],
   "outcomes": ["Course cost €395"]}),
 ("2025-04-13", "Comparing three quotes for the flat roof", [
   ("user", "Roof update. Zurich sent an assessor and they've declined the claim: he said the felt was at the end of its life, so it's wear and tear, not storm damage. So we're paying ourselves. I now have three quotes:\n"
            "- Mossie Kiely: €6,800, EPDM, new 120 mm PIR insulation, 10-year workmanship guarantee, can start late June.\n"
            "- Cronin Roofing (Barry Cronin): €5,950, Firestone EPDM with a 20-year manufacturer's guarantee on the membrane, 120 mm insulation and new fascia, can start 19 May.\n"
            "- A company I found on Facebook: €4,200, torch-on felt laid over the existing felt, cash only.\n"
            "Which would you go with?"),
   ("assistant", "I'm sorry about the claim; it's a common outcome for older roofs, unfortunately. On the quotes, here's how they compare.\n\n"
                 "## The three quotes\n\n"
                 "### Cronin Roofing: €5,950\n"
                 "- The cheapest of the two full replacements, with a **20-year membrane guarantee** and new fascia included.\n"
                 "- The earliest start, 19 May.\n"
                 "- Check: does it include stripping to the deck, and what happens if deck boards are rotten?\n\n"
                 "### Mossie Kiely: €6,800\n"
                 "- A similar specification at €850 more, with a 10-year workmanship guarantee.\n"
                 "- Later start, in late June.\n\n"
                 "### The Facebook company: €4,200\n"
                 "Several red flags:\n"
                 "1. **Overlaying new felt on old felt** traps moisture and hides whatever caused the leak; it also leaves the insulation as it is.\n"
                 "2. **Cash only** usually means no VAT receipt, and without an invoice any guarantee is hard to enforce.\n"
                 "3. You'd likely be replacing it again in a few years.\n\n"
                 "## My suggestion\n"
                 "On what you've described, **Cronin Roofing looks like the best value**, provided that:\n"
                 "1. You see references or photos of EPDM roofs he's done, and proof of insurance.\n"
                 "2. The quote is in writing and lists the insulation, membrane, fascia and skip.\n"
                 "3. You agree a **rate for any rotten deck boards** before work starts, so there are no surprises.\n"
                 "4. The deposit is modest and the balance is paid on completion.\n\n"
                 "*I'm not a roofer, so do ask each builder to explain anything you're unsure about.*"),
   ("user", "Barry says if any OSB deck boards are rotten it's €45 a board extra. We're going with Cronin, starting 19 May, and I've paid a €1,000 deposit."),
   ("assistant", "That sounds like a sensible choice with a clear extra rate agreed up front. Ask Barry to photograph any boards he replaces, and clear the kitchen counters under the extension before he starts, as there'll be some dust.")],
  {"summary": "Zurich's assessor declined the roof claim: the felt was at the end of its life, wear and tear, not storm damage; three quotes: Mossie Kiely €6,800 (EPDM, 120 mm PIR, 10-year workmanship guarantee, late June), "
              "Cronin Roofing (Barry Cronin) €5,950 (Firestone EPDM, 20-year membrane guarantee, 120 mm insulation, new fascia, 19 May), a Facebook company €4,200 (torch-on felt over the old felt, cash only); "
              "the assistant flagged the Facebook quote and suggested Cronin Roofing if references, insurance, a written quote and a rate for rotten deck boards were agreed; "
              "Barry charges €45 per rotten OSB deck board; the user chose Cronin, starting 19 May 2025, €1,000 deposit.",
   "decisions": [{"decision": "Cronin Roofing to replace the flat roof for €5,950, start 19 May 2025", "rationale": "Cheapest full replacement, 20-year membrane guarantee, earliest start"},
                 {"decision": "Paying for the roof themselves", "rationale": "Zurich declined the claim as wear and tear"}],
   "outcomes": ["Zurich claim declined", "Deposit €1,000", "Extra €45 per rotten deck board"]}),
 ("2025-05-04", "Planning Róisín's 18th birthday party", [
   ("user", "Our daughter Róisín turns 18 on 2 August. She's in the run-up to the Leaving Cert (it starts on 4 June), so I'm doing the planning. We want a party on Saturday 2 August in the function room at The Weighbridge Bar in Ballincollig: "
            "the room is free if we take their finger food buffet at €14 a head. We're thinking 80 guests and a budget of €2,500. She wants a 2000s theme. "
            "Her brother Cian, who's 15, wants to DJ. Where do we start?"),
   ("assistant", "How exciting, an 18th is a big milestone! Here's a plan to keep it manageable around the Leaving Cert.\n\n"
                 "## 1. Start with Róisín\n"
                 "Before booking anything, sit down with Róisín for half an hour and agree the guest list, the vibe and anything she definitely doesn't want. It's her night, and a short conversation now saves arguments later.\n\n"
                 "## 2. Budget for 80 guests (€2,500)\n"
                 "- **Food:** 80 x €14 = €1,120\n"
                 "- **Cake:** €150 to €250\n"
                 "- **Decorations and theme props:** about €150\n"
                 "- **Photo booth (optional):** €300 to €450\n"
                 "- **Bar:** decide whether you'll put money behind the bar or just provide a welcome drink\n"
                 "- **Contingency:** keep about €200 aside\n\n"
                 "## 3. Timeline\n"
                 "1. **12 weeks out (now):** book the venue and pay the deposit.\n"
                 "2. **8 weeks out:** send invitations; a group chat or a simple online invite works well for this age group.\n"
                 "3. **4 weeks out:** order the cake and any props.\n"
                 "4. **1 week out:** confirm final numbers with the venue.\n\n"
                 "## 4. A 2000s theme\n"
                 "- Dress code: low-rise jeans, butterfly clips, velour tracksuits.\n"
                 "- A playlist of 2000s hits: Girls Aloud, Westlife, Britney, The Killers, Beyoncé.\n"
                 "- Props like flip phones and inflatable chairs for photos.\n"
                 "- A slideshow of Róisín growing up, which suits a 2000s theme nicely since she was born in 2007.\n\n"
                 "## 5. Cian as DJ\n"
                 "A great idea, and a lovely role for a sibling. Ask the venue about their sound system and give him a backup playlist in case anything fails.\n\n"
                 "## 6. Practicalities\n"
                 "- Ask the venue about their policy for guests under 18 and until what time they can stay.\n"
                 "- Plan how everyone gets home; book taxis in advance if you're outside the city.\n\n"
                 "Good luck to Róisín with the exams!"),
   ("user", "We've booked The Weighbridge for 2 August with a €200 deposit. Róisín wants a slideshow, and no speeches from Declan, which he's devastated about. He had a whole speech planned."),
   ("assistant", "Poor Declan! Perhaps he could channel his speech into captions for the slideshow instead: he gets his say and Róisín doesn't have to stand beside him while he says it.")],
  {"summary": "The user's daughter Róisín turns 18 on 2 August 2025 and sits the Leaving Cert from 4 June; party planned for Saturday 2 August in the function room of The Weighbridge Bar in Ballincollig, finger food buffet €14 a head, "
              "80 guests, budget €2,500, 2000s theme; son Cian, 15, wants to DJ; "
              "the assistant suggested starting by agreeing the guest list and vibe with Róisín, a budget breakdown, a timeline, 2000s theme ideas, a backup playlist for Cian, the venue's under-18 policy and transport home; "
              "venue booked with a €200 deposit; Róisín wants a slideshow and no speeches from Declan.",
   "procedures": [{"name": "Planning an 18th birthday party", "steps": ["Agree the guest list and vibe with Róisín", "Budget", "Book the venue 12 weeks out", "Invitations 8 weeks out",
                   "Cake and props 4 weeks out", "Confirm numbers 1 week out"]}],
   "decisions": [{"decision": "Party at The Weighbridge Bar, Ballincollig, Saturday 2 August 2025", "rationale": "Róisín's 18th birthday"},
                 {"decision": "No speeches from Declan", "rationale": "Róisín's wish"}],
   "outcomes": ["Budget €2,500, 80 guests", "Venue deposit €200"]}),
 ("2025-05-25", "A capsize, a Laser on DoneDeal and the welding bill", [
   ("user", "Three sailing sessions done and I'm hooked! We sail RS Quests in pairs, I'm with Gráinne, and our instructor Ferdia made us capsize on purpose in week two. I loved it. "
            "Yesterday it was blowing 15 knots and we were hiking out. I'm already looking at a second-hand Laser on DoneDeal for €1,800. Good idea?\n\n"
            "Also, Marigold news: Tadhg finished the welding (new sills, a new section of floor under the driver's seat and both rear arches) but the bill was €2,750, not the €2,400 he quoted, "
            "because the rear outriggers were rotten as well. He rang me and sent photos first, so I can't complain. I've also had the brakes done: new shoes, wheel cylinders and flexi hoses, €1,150. "
            "So I've spent €3,900 on her so far."),
   ("assistant", "That's brilliant, and loving the capsize drill is a very good sign! Let's take your two questions in turn.\n\n"
                 "## Should you buy the Laser?\n"
                 "I'd hold off for now. The Laser (now sold as the ILCA) is a single-handed racing dinghy: fast, tippy and physically demanding, and most people sail it in a racing fleet. "
                 "It can be a lot to handle on your own straight after a beginners' course.\n\n"
                 "Instead, consider:\n"
                 "1. **Finish the course,** then do an improvers' or Level 3 course.\n"
                 "2. **Join a club.** Many have club boats that members can use, so you can sail regularly without owning one.\n"
                 "3. **Crew for other people** in club racing. Boat owners are always looking for crew, and you'll learn quickly.\n"
                 "4. **If you buy, buy for how you'll sail.** A two-person boat like a Wayfarer or an RS Quest would let you sail with Gráinne.\n"
                 "5. **Count the running costs:** a dinghy park space, a launching trolley, insurance and club membership.\n\n"
                 "## The welding\n"
                 "Finding rotten outriggers once the old metal is cut out is very common, and a welder who calls you with photos before going over the quote is a good one. Next steps:\n"
                 "1. **Protect the new metal:** cavity wax in the sills and underseal or a good protective coating underneath.\n"
                 "2. **Keep the invoices and photos** together; they add value when you sell, and help with classic insurance.\n\n"
                 "## Your budget\n"
                 "You've spent €3,900 of your €6,000, leaving €2,100. Sensible next priorities: the smoke on startup, the tyres and the electrics."),
   ("user", "Fine, no Laser for now. Gráinne says I'd spend more time swimming than sailing in one anyway."),
   ("assistant", "Gráinne may have a point! Crewing on bigger boats over the summer will teach you a lot, and you'll know much better next year what kind of boat you actually want.")],
  {"summary": "After three sailing sessions the user sails RS Quests in pairs with Gráinne; instructor Ferdia made them capsize on purpose in week two and she loved it; sailed in 15 knots; "
              "she considered a second-hand Laser on DoneDeal for €1,800; the assistant advised holding off (single-handed, tippy, demanding) and suggested finishing the course, Level 3, joining a club, crewing, a two-person boat if buying, "
              "and counting running costs; she decided no Laser for now; "
              "Tadhg finished Marigold's welding (sills, driver's floor section, both rear arches) for €2,750, not the €2,400 quoted, because the rear outriggers were rotten too; brakes (shoes, wheel cylinders, flexi hoses) €1,150; "
              "restoration spend so far €3,900; the assistant suggested cavity wax and underseal, keeping invoices, and next the smoke, tyres and electrics.",
   "procedures": [{"name": "Before buying a dinghy", "steps": ["Finish the course and do Level 3", "Join a club and use club boats", "Crew for others", "Buy a boat for how you'll sail", "Count running costs"]}],
   "decisions": [{"decision": "Not buying the Laser for now", "rationale": "Single-handed, tippy racing dinghy; better to crew and learn first"}],
   "outcomes": ["Welding bill €2,750 (quote €2,400)", "Brakes €1,150", "Marigold spend so far €3,900"]}),
 ("2025-06-22", "Water stain on the kitchen ceiling after the new roof", [
   ("user", "The roof is done! Cronin didn't start on 19 May in the end: it rained for over a week, so they started on Tuesday 3 June and finished on Friday 6 June. The final bill was €6,670: the €5,950 plus €720 for sixteen rotten deck boards along the back edge "
            "at €45 each. Not thrilled, but Barry showed us photos of every one. No drips since, even in the thunderstorm last week.\n\n"
            "Now the ceiling: there's a big brown stain over the island and the plasterboard is a bit soft in one corner. How do I fix it?\n\n"
            "Also, the first Flogas bill came in: €268 for two months, against €412 for the same two months last year with Electric Ireland. And I finished the sailing course on 7 June, levels 1 and 2 both passed!"),
   ("assistant", "Congratulations on a dry kitchen, and on passing levels 1 and 2! That Flogas bill is a big improvement too. Now, the ceiling.\n\n"
                 "## Repairing a water-stained ceiling\n\n"
                 "### 1. Make sure it's completely dry\n"
                 "Plasterboard can take weeks to dry out. A cheap moisture meter (€20 to €30) takes out the guesswork; don't paint until the readings are normal.\n\n"
                 "### 2. Deal with the soft corner\n"
                 "Plasterboard that's soft or crumbly has lost its strength. Cut out the damaged section back to the nearest joists, screw in a new piece of plasterboard, tape and fill the joints, and sand smooth. "
                 "If a larger area sags, replace the whole board.\n\n"
                 "### 3. Seal the stain\n"
                 "Water stains bleed through ordinary emulsion, however many coats you use. Use a **stain-blocking primer** (an oil-based or shellac-based one such as Zinsser) over the stain first.\n\n"
                 "### 4. Repaint the whole ceiling\n"
                 "Two coats of matt ceiling emulsion over the whole ceiling, not just the patch, so there's no visible difference in sheen.\n\n"
                 "### When to call a professional\n"
                 "- The ceiling sags or bulges\n"
                 "- You see mould, or smell damp\n"
                 "- The damaged area is larger than about one board\n\n"
                 "## The electricity bill\n"
                 "A €144 saving over two months is better than the comparison site's estimate. Keep running the dishwasher and washing machine at night, and check your bills after the summer, when usage changes."),
   ("user", "Declan's doing the patch next weekend and I've bought the Zinsser. Watch this space."),
   ("assistant", "Good luck to Declan! Keep the room well ventilated while the primer dries; the oil-based ones have a strong smell.")],
  {"summary": "Cronin Roofing's start moved from 19 May to 3 June 2025 because of rain; the roof was finished on 6 June; final bill €6,670 (€5,950 plus €720 for sixteen rotten deck boards at €45 each); no leaks since; "
              "the assistant (ceiling repair) suggested making sure it's dry with a moisture meter, cutting out soft plasterboard, a stain-blocking primer such as Zinsser, repainting the whole ceiling, and when to call a professional; "
              "first Flogas bill €268 for two months against €412 with Electric Ireland a year earlier; the user finished the sailing course on 7 June 2025, passing levels 1 and 2; Declan will patch the ceiling.",
   "procedures": [{"name": "Repairing a water-stained ceiling", "steps": ["Make sure it's completely dry (moisture meter)", "Cut out and replace soft plasterboard", "Seal the stain with a stain-blocking primer",
                   "Repaint the whole ceiling", "Call a professional if it sags, has mould or is large"]}],
   "outcomes": ["New roof finished 6 June 2025", "Final roof bill €6,670", "First Flogas bill €268 for two months", "Passed sailing levels 1 and 2 on 7 June 2025"]}),
 ("2025-07-20", "Planning Marigold's first trip, to the Beara Peninsula", [
   ("user", "Marigold is road-legal! She's on a classic policy (limited to 5,000 km a year, €420) and the vintage motor tax is paid. Tadhg fixed the smoke: it was the valve stem seals, €380, so I'm at €4,280 spent on her now.\n\n"
            "Party news: Róisín's 18th has moved to Saturday 23 August. Four of her friends are away the first week of August and she wants it after the Leaving Cert results anyway. "
            "We'll still do a family dinner on her actual birthday, the 2nd. The Weighbridge moved the booking and kept the deposit, and the guest list has grown to 95.\n\n"
            "Anyway, the big one: Declan, Bosco and I are taking Marigold to the Beara Peninsula from 8 to 11 August, staying at a campsite near Allihies and driving over the Healy Pass. "
            "Cian's going to his cousins in Clonakilty and Róisín has her own plans. What do I need to do and bring?"),
   ("assistant", "How exciting, Marigold's first proper trip! And a later party date will be much more relaxed for everyone. Here's how to get ready.\n\n"
                 "## 1. Do a shakedown trip first\n"
                 "Before Beara, take Marigold on **one night away close to home**, somewhere 30 to 45 minutes' drive from Ballincollig. You'll find out what rattles, what leaks, what you forgot to pack and how the van handles hills, "
                 "while you're still near Tadhg.\n\n"
                 "## 2. Mechanical checks and spares for an air-cooled VW\n"
                 "1. **Carry a spare fan belt** and the tools to fit it, and practise fitting it once at home. On a T2 the fan belt drives the cooling fan as well as the generator, "
                 "so **if the red generator light comes on while driving, pull in and stop the engine straight away**: without the belt the engine isn't being cooled.\n"
                 "2. Check the oil level every morning, and carry a litre or two of the right oil.\n"
                 "3. Check tyre pressures before you set off, with the van loaded.\n"
                 "4. Carry spare fuses, bulbs, a torch, jump leads, a tow rope and duct tape.\n"
                 "5. Make sure your **breakdown cover** includes classic vehicles.\n\n"
                 "## 3. The Healy Pass and hill driving\n"
                 "- It's steep and has tight hairpins. Use low gears both up and down; don't ride the brakes on the descent.\n"
                 "- Take it slowly and pull in to let traffic pass; Beara drivers are used to old campers.\n"
                 "- Keep an eye on the oil temperature if you have a gauge, and stop to let the engine rest on long climbs.\n\n"
                 "## 4. Packing\n"
                 "- Bedding and warm layers: even in August, nights in a camper can be cool.\n"
                 "- Cooking kit, gas, a lighter, water containers.\n"
                 "- Waterproofs, midge repellent, a first aid kit.\n"
                 "- Levelling blocks and a hook-up cable for the campsite.\n\n"
                 "## 5. Bosco\n"
                 "Greyhounds feel the cold and have little padding: bring his bed, a coat or fleece for the evenings, his lead and a long line, food and water bowls, and check the campsite allows dogs.\n\n"
                 "## 6. Book ahead\n"
                 "August is peak season on Beara, so book your pitch now if you haven't already."),
   ("user", "Shakedown booked: one night at the campsite in Garrettstown on Saturday 26 July. Spare fan belt ordered, and Declan is going to practise fitting it in the driveway."),
   ("assistant", "Perfect. Garrettstown is just the right distance, and a fan belt change practised in the driveway is much easier than the first one done on a mountain pass. Enjoy the beach!")],
  {"summary": "Marigold is road-legal: classic insurance limited to 5,000 km a year for €420, vintage motor tax paid; Tadhg fixed the smoke (valve stem seals, €380); restoration spend now €4,280; "
              "Róisín's 18th party moved to Saturday 23 August 2025 because four of her friends are away the first week of August and she wants it after the Leaving Cert results; family dinner on her birthday, 2 August; "
              "the Weighbridge kept the deposit; guest list now 95; "
              "the user, Declan and Bosco plan to take Marigold to the Beara Peninsula on 8-11 August 2025 (campsite near Allihies, the Healy Pass); Cian goes to his cousins in Clonakilty; "
              "the assistant suggested a shakedown trip close to home first, a spare fan belt (on a T2 it drives the cooling fan; stop if the generator light comes on), oil and tyre checks, spares, classic breakdown cover, "
              "low gears on the Healy Pass, packing, a coat for Bosco and booking ahead; shakedown night at Garrettstown on 26 July 2025.",
   "procedures": [{"name": "Preparing for a first camper van trip", "steps": ["Shakedown trip close to home first", "Carry a spare fan belt and practise fitting it", "Check oil every morning",
                   "Check tyre pressures loaded", "Carry spares", "Breakdown cover for classic vehicles", "Low gears on steep passes", "Book the pitch ahead"]}],
   "decisions": [{"decision": "Róisín's 18th moved to Saturday 23 August 2025", "rationale": "Four friends away the first week of August; after the Leaving Cert results"},
                 {"decision": "Shakedown night at Garrettstown on 26 July 2025", "rationale": "Test Marigold close to home before Beara"}],
   "outcomes": ["Marigold spend €4,280", "Party guest list 95", "Classic insurance €420"]}),
 ("2025-09-07", "A snapped fan belt, a great party and Róisín off to college", [
   ("user", "Catching up! Beara was mostly glorious. The fan belt snapped halfway up the Healy Pass, the red light came on, I pulled in straight away like you said, and Declan fitted the spare in 25 minutes. "
            "Bosco slept through the whole thing. The campsite at Allihies was lovely and we swam at Ballydonegan beach.\n\n"
            "The party on 23 August was brilliant. 95 came, Cian's DJing was a hit, and Declan kept to the no-speech rule, barely. It cost €2,870 in the end, over the €2,500, mostly because we added a photo booth for €350.\n\n"
            "And Róisín got 531 points in the Leaving Cert and accepted her CAO offer: Physiotherapy at the University of Limerick! She moves into student accommodation in Castletroy on Sunday 14 September. "
            "What does she need, and how do I not fall apart?"),
   ("assistant", "What a summer! Congratulations to Róisín, 531 points and Physiotherapy is a wonderful result. And a fan belt changed in 25 minutes on the Healy Pass is a great story for Marigold's logbook. Here's help for the move.\n\n"
                 "## What Róisín will need\n\n"
                 "### Room and kitchen\n"
                 "- Bedding (check the bed size with the accommodation), two sets of sheets, a mattress protector, towels.\n"
                 "- A basic kitchen kit: a pot, a frying pan, a few plates, cutlery, a mug and a sharp knife, labelled with her name.\n"
                 "- An extension lead, a laptop stand, a desk lamp, coat hangers and a door wedge (an open door helps make friends in the first week).\n\n"
                 "### Paperwork and money\n"
                 "1. **Student registration and fees:** check the university's deadlines for registration and the student contribution.\n"
                 "2. **SUSI grant:** if she has applied, keep an eye on the application and any documents they ask for.\n"
                 "3. **A simple weekly budget:** rent, food, travel and going out. Many students do well with a separate account for rent.\n"
                 "4. **Student health:** the university has a student health centre; she should register in the first weeks.\n\n"
                 "### Physiotherapy specifics\n"
                 "Courses like physiotherapy often require Garda vetting and vaccinations for clinical placements, so keep an eye on emails from the department.\n\n"
                 "## How not to fall apart\n"
                 "1. **Plan the day itself:** pack the car the night before, help her set up her room, then leave in good time rather than lingering.\n"
                 "2. **Agree how you'll keep in touch,** without her feeling checked on: a weekly call can work well.\n"
                 "3. **Expect a wobble** around weeks three to six; homesickness is normal and usually passes.\n"
                 "4. **Plan something for yourself** for the week after: a sail, a swim, or a day out in Marigold.\n\n"
                 "It's completely normal to find it hard. It also means you've done your job well."),
   ("user", "She's taking Marigold's old curtains for her room as a 'memento'. I'll be a wreck on the 14th."),
   ("assistant", "Orange 1970s curtains in a student room in Castletroy is a very good look. Be a wreck in the car on the way home; Declan can drive.")],
  {"summary": "On the Beara trip the fan belt snapped halfway up the Healy Pass, the user pulled in when the red light came on and Declan fitted the spare in 25 minutes; they stayed at the campsite at Allihies and swam at Ballydonegan beach; "
              "Róisín's party on 23 August 2025: 95 guests, Cian DJed, Declan made no speech, final cost €2,870, over the €2,500 budget, mostly because of a €350 photo booth; "
              "Róisín got 531 points in the Leaving Cert and accepted Physiotherapy at the University of Limerick; she moves into student accommodation in Castletroy on 14 September 2025; "
              "the assistant listed what she needs (room and kitchen, registration, SUSI, budget, student health, Garda vetting and vaccinations for placements) and how to cope with her leaving.",
   "procedures": [{"name": "Helping a daughter move to college", "steps": ["Pack the room and kitchen basics", "Registration and fees", "SUSI grant", "A weekly budget", "Register with student health",
                   "Plan the moving day and leave in good time", "Agree how to keep in touch", "Plan something for yourself"]}],
   "decisions": [{"decision": "Róisín accepted Physiotherapy at the University of Limerick", "rationale": "CAO offer after 531 points"}],
   "outcomes": ["Party cost €2,870 with 95 guests", "Fan belt replaced on the Healy Pass in 25 minutes", "Róisín moves to Castletroy on 14 September 2025"]}),
 ("2025-10-12", "Flogas prices going up: switch again?", [
   ("user", "Flogas have written to say they're putting their unit rates up by 9% from 17 November. I've only been with them since March. Should I move again? There's no exit fee on my plan, I checked. "
            "Other news: Declan's ceiling patch is invisible, you'd never know there was a stain."),
   ("assistant", "Well done to Declan! On the electricity: a price increase is exactly the moment to compare again, and with no exit fee there's little to lose.\n\n"
                 "## Should you switch again?\n\n"
                 "1. **Work out the new Flogas cost.** Apply the 9% increase to your unit rates (the standing charge may change too; check the letter) and estimate a year's bill from your last bills.\n"
                 "2. **Run a fresh comparison** on bonkers.ie or switcher.ie with your real usage, about 5,200 kWh a year, and your night-heavy pattern. Make sure the comparison uses the new Flogas prices.\n"
                 "3. **Compare like with like:** smart time-of-use plans against each other, and look at the price after any first-year discount.\n"
                 "4. **Consider a fixed-price plan** if you want certainty over the winter; you usually pay a little for the protection.\n"
                 "5. **Switch before 17 November** if you can, so you don't pay the higher rate for long.\n"
                 "6. **Ask Flogas first** whether they'll match a better offer; some suppliers have retention deals.\n\n"
                 "There's no rule against switching again after a few months, and suppliers expect it."),
   ("user", "Flogas wouldn't budge. I've switched to Energia on a 12-month fixed smart plan: the comparison says about €160 a year less than Flogas's new prices. It goes through on 3 November."),
   ("assistant", "Nicely done: a fixed price for the winter and a saving on top. Take a meter reading on 3 November and put a reminder in your calendar for next September to check again before the fixed term ends.")],
  {"summary": "Flogas are raising their unit rates by 9% from 17 November 2025; the user has no exit fee; Declan's ceiling patch is invisible; "
              "the assistant suggested working out the new cost, a fresh comparison with real usage, comparing like with like, considering a fixed-price plan, switching before 17 November and asking Flogas to match; "
              "Flogas wouldn't match; she switched to Energia on a 12-month fixed smart plan, about €160 a year less than Flogas's new prices, from 3 November 2025.",
   "procedures": [{"name": "Deciding whether to switch after a price increase", "steps": ["Work out the new cost", "Run a fresh comparison with real usage", "Compare like with like",
                   "Consider a fixed-price plan", "Switch before the increase", "Ask the current supplier to match"]}],
   "decisions": [{"decision": "Switched electricity from Flogas to Energia, 12-month fixed smart plan", "rationale": "Flogas raising unit rates by 9%; about €160 a year cheaper"}],
   "outcomes": ["Energia from 3 November 2025", "Ceiling repair finished"]}),
 ("2025-11-09", "Laying Marigold up for winter, and a boat for next year", [
   ("user", "Marigold is going into hibernation. She'll spend the winter in my brother Eoin's shed in Macroom from next weekend. She got new tyres last month (€560) and an engine service with Tadhg (€350), "
            "so I've spent €5,190 on her this year, just under my €6,000 budget. How should I lay her up so she starts in the spring?\n\n"
            "And sailing: since the course I've been crewing on Thursday evenings on a Sigma 33 called Saoirse, owned by a retired GP, Hugh Barrett, who I met through the club's crewing panel. "
            "Gráinne and I are now thinking of buying a second-hand Wayfarer together for next season, €3,200, half each. Sensible?"),
   ("assistant", "What a first year with Marigold, and under budget! Here's how to lay her up, and some thoughts on the Wayfarer.\n\n"
                 "## Laying up an air-cooled VW for winter\n"
                 "1. **Change the oil before storage,** not after: old oil contains acids that can attack the engine over the winter.\n"
                 "2. **Fill the tank and add a fuel stabiliser,** then run the engine for a few minutes so it reaches the carburettor. A full tank also reduces condensation.\n"
                 "3. **Wash and dry her thoroughly,** including underneath, to get the road salt off your new welding, and touch up any chips.\n"
                 "4. **Battery:** disconnect it, or better, keep it on a smart trickle charger if Eoin's shed has power.\n"
                 "5. **Leave the handbrake off** and use wheel chocks, so the brake shoes don't stick to the drums.\n"
                 "6. **Tyres:** pump them a little above normal pressure, or move her a short distance every month, to avoid flat spots.\n"
                 "7. **Keep the damp out:** moisture traps inside, windows open a crack if the shed is secure, and a breathable cover, never a plastic sheet.\n"
                 "8. **Keep the mice out:** block the exhaust and air intake with a rag (and a note on the steering wheel to remove them), and don't leave food in the cupboards.\n"
                 "9. **Check your insurance and tax:** some classic policies offer laid-up cover at a reduced rate.\n\n"
                 "## A Wayfarer with Gráinne\n"
                 "A Wayfarer is a very sensible choice: stable, roomy for two, good for cruising and for learning, and a strong class in Ireland. Before you buy:\n"
                 "1. **Have someone experienced look at it:** check the hull for soft spots or repairs, the centreboard, the rudder, the sails and the rigging.\n"
                 "2. **Check what's included:** a launching trolley, a road trailer, a cover, and the sails' age.\n"
                 "3. **Budget for the running costs:** a dinghy park space, insurance, club membership and maintenance.\n"
                 "4. **Write down a simple agreement with Gráinne:** who pays for what, how you share time on the boat, and what happens if one of you wants to sell.\n"
                 "5. **Try one first:** a sail in a club Wayfarer, or with an owner, will tell you a lot.\n\n"
                 "Crewing for Hugh all season and now a boat of your own: you've come a long way from the Spike Island ferry."),
   ("user", "Written agreement, good idea, I'll draft it. Eoin says Marigold can stay until March."),
   ("assistant", "Sounds like a plan. Marigold gets a quiet winter in Macroom, and by March you'll have a boat and a van to get ready.")],
  {"summary": "Marigold will be laid up in the user's brother Eoin's shed in Macroom until March 2026; new tyres €560 and an engine service with Tadhg €350; restoration spend this year €5,190, under the €6,000 budget; "
              "the assistant gave laying-up steps: change the oil first, fill the tank with stabiliser, wash and dry, battery on a trickle charger, handbrake off with chocks, tyre pressures, damp, mice, laid-up insurance; "
              "the user crews on Thursday evenings on Saoirse, a Sigma 33 owned by retired GP Hugh Barrett, through the club's crewing panel; she and Gráinne are thinking of buying a second-hand Wayfarer for €3,200, half each; "
              "the assistant called it sensible and suggested an inspection, checking what's included, running costs, a written agreement with Gráinne and trying one first.",
   "procedures": [{"name": "Laying up an air-cooled VW for winter", "steps": ["Change the oil", "Fill the tank with fuel stabiliser", "Wash and dry, including underneath", "Battery on a trickle charger or disconnected",
                   "Handbrake off, wheel chocks", "Tyre pressures or move monthly", "Keep the damp out", "Keep the mice out", "Check laid-up insurance"]},
                  {"name": "Buying a second-hand Wayfarer", "steps": ["Have it inspected", "Check what's included", "Budget for running costs", "Written agreement with Gráinne", "Try one first"]}],
   "decisions": [{"decision": "Lay Marigold up in Eoin's shed in Macroom until March", "rationale": "Winter storage"},
                 {"decision": "Draft a written agreement with Gráinne for a shared Wayfarer", "rationale": "Buying a boat together for next season"}],
   "outcomes": ["Marigold spend this year €5,190", "Crewing on Saoirse, a Sigma 33"]}),
]

QUESTIONS_62 = [
 # single facts the user said about herself
 ("How old am I?", "44"),
 ("What do I do for work?", "dental hygienist (at Douglas Road Dental in Cork)"),
 ("What's our dog called?", "Bosco (a retired racing greyhound)"),
 ("What does Declan do for work?", "he drives for Bus Éireann"),
 ("What model is my camper van?", "a 1976 VW T2 Bay Window (Devon conversion)"),
 ("Who did the welding on Marigold?", "Tadhg Lynch in Bandon"),
 ("Where did I learn to sail?", "Harbour Light Sailing School in Crosshaven"),
 ("What boats did we sail on the sailing course?", "RS Quests"),
 ("What is Róisín studying at college?", "Physiotherapy at the University of Limerick"),
 # when
 ("When did my sailing course start?", "10 May 2025"),
 ("When is Róisín's birthday?", "2 August (she turned 18 in 2025)"),
 ("When was the new roof put on?", "3 to 6 June 2025"),
 ("When did we go to the Beara Peninsula?", "8 to 11 August 2025"),
 ("When did I switch to Flogas?", "19 March 2025"),
 ("When was Róisín moving into her student accommodation?", "14 September 2025 (Castletroy, Limerick)"),
 # how much / how many
 ("How much did I pay for Marigold?", "€9,800"),
 ("How much was the sailing course?", "€395"),
 ("How much did the welding on Marigold cost in the end?", "€2,750"),
 ("How many people came to Róisín's 18th?", "95"),
 ("How much electricity do we use a year?", "about 5,200 kWh"),
 # lists across chats
 ("Which builders quoted for the flat roof?", "Mossie Kiely (€6,800), Cronin Roofing (€5,950) and a company found on Facebook (€4,200)"),
 ("What work have I had done on Marigold this year?", "welding (sills, driver's floor, rear arches, rear outriggers), brakes, valve stem seals, new tyres and an engine service (plus the fan belt Declan replaced on the Healy Pass)"),
 ("Which electricity suppliers have I been with this year?", "Electric Ireland, Flogas and Energia"),
 ("Where have I camped in Marigold?", "Garrettstown (shakedown, 26 July) and Allihies on the Beara Peninsula"),
 # latest value of something that changed
 ("How much did the new roof cost in the end?", "€6,670"),
 ("When was Róisín's 18th party?", "Saturday 23 August 2025"),
 ("Who's my electricity supplier now?", "Energia (from 3 November 2025)"),
 ("How much have I spent restoring Marigold?", "€5,190 this year (on top of the €9,800 purchase price)"),
 # yes/no
 ("Did Zurich pay for the roof?", "No"),
 ("Did I buy the Laser?", "No"),
 ("Did Cian DJ at Róisín's party?", "Yes"),
 # why
 ("Why did Zurich decline the roof claim?", "the assessor said the felt was at the end of its life: wear and tear, not storm damage"),
 ("Why did Róisín's party move?", "four of her friends were away the first week of August and she wanted it after the Leaving Cert results"),
 ("Why did the welding cost more than Tadhg quoted?", "the rear outriggers were rotten as well"),
 # what the assistant recommended
 ("What was the first thing you told me to do about the roof quote?", "get at least three written, itemised quotes"),
 ("What did you tell me to do first before the Beara trip?", "a shakedown trip close to home (one night away)"),
 # inference
 ("Would I be nervous about capsizing a dinghy?", "Likely no"),
 ("Would Declan want to give a speech at Róisín's 21st?", "Likely yes"),
 # not in the archive
 ("What's Gráinne's surname?", "Not mentioned in my chats"),
 ("What does my brother Eoin do for work?", "Not mentioned in my chats"),
]


def assistant_chats_23_at(folder):
    """The archive of CHATS_62 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a23c", CHATS_62, "chatgpt")


@pytest.fixture(scope="module")
def assistant_chats_23(tmp_path_factory):
    return assistant_chats_23_at(tmp_path_factory.mktemp("assistant23"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_62, "assistant 23")


def test_the_archive_finds_the_camper_van(assistant_chats_23):
    assert assistant_chats_23.search("Marigold").results
