"""A fifty-fourth written archive of a user's chats with an AI assistant, in the user's own
condensed format. It was written blind: its questions and gold answers were fixed before any run
of `kbsearch answer` on it, by someone who had not read the answer rules, and the developer reads
its questions only after their first measure of it. A crocodile management ranger in Darwin,
Northern Territory, Tamsin Reilly, 34, who traps saltwater crocodiles in Darwin Harbour for NT
Parks and Wildlife and lives with her partner Joel Marsh, an instrument technician at the LNG plant
on Bladin Point, their red kelpie Mango and Joel's python Noodle. She chats with Claude from
October 2025 to September 2026: the build-up heat on the boat, a coxswain ticket, buying a first
home (a rejected offer in Jingili, a Rapid Creek house whose price drops after a termite find and
whose settlement slips), a tropical low, Mango and a cane toad, Joel's melioidosis and the diabetes
found with it, a birthday trip to Bali that moves, her promotion to lead the croc team, a second-
hand tinny and the barramundi she catches from it, training for the Darwin half marathon with sore
shins, her parents retiring from Katherine to Palmerston and Joel's move into teaching, with facts
the user updates later (her job, the biggest croc she has caught, the house price, the insurance,
her biggest barra, Joel's job). bench/answer_conversations.py asks every question ("assistant 54")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_124 = [
 ("2025-10-05", "Working on a boat in the build-up heat", [
   ("user", "Hi. I'm Tamsin, 34, and I'm a crocodile management ranger with NT Parks and Wildlife in Darwin. There are five of us on the team: we run about 24 floating traps around Darwin Harbour and Shoal Bay, "
            "check them every day or two from our boat, and pull out any salties that come into the harbour so they don't end up near the beaches or the boat ramps. "
            "It's the build-up now, so it's 34 or 35 degrees by 10 am with the humidity around 70%, and last Tuesday I got dizzy and threw up while we were hauling a 3.8 metre male out of the trap at Ludmilla Creek. "
            "That's the biggest croc I've ever caught myself, by the way, my team leader Rowan Pike still holds the team record with a 4.9 m from 2014. "
            "Anyway, I think it was the heat. What should I be doing differently? I drink plenty of water, or I thought I did."),
   ("assistant", "That sounds like classic heat exhaustion, and on a croc trap in the build-up it's a real safety issue, not just discomfort: you need a clear head when you're handling a 3.8 m animal on a moving deck. "
                 "I'm not a doctor, so if you get it again, or if you ever stop sweating, get confused or faint, treat it as a medical emergency.\n\n"
                 "## Why water alone isn't always enough\n"
                 "In high humidity your sweat can't evaporate, so your body keeps sweating harder to cool down. You can lose **1 to 1.5 litres an hour** doing heavy work, and with it a lot of **salt**. "
                 "Drinking only plain water can leave you well-watered but low on sodium, which also causes nausea and dizziness.\n\n"
                 "## What to change\n"
                 "1. **Start hydrated.** 500 ml with breakfast, and check your urine: pale straw colour is what you want.\n"
                 "2. **Drink on a schedule,** not when thirsty: roughly 250 ml every 20 minutes during heavy work.\n"
                 "3. **Add electrolytes** to every second bottle (tablets or sachets), especially on trap-hauling days.\n"
                 "4. **Shift the heavy work earlier.** If the tides allow, check the traps from first light and do the heavy lifting before 10 am.\n"
                 "5. **Shade and rest breaks** between traps: a bimini on the boat makes a real difference.\n"
                 "6. **Cool your body, not just your mouth:** a wet cooling towel around the neck, wetting your shirt, and sitting out of the sun for a few minutes after each haul.\n"
                 "7. **Watch each other.** Agree as a team that anyone can call a break for someone who looks flushed, pale or confused.\n\n"
                 "## Warning signs\n"
                 "- **Heat exhaustion:** heavy sweating, headache, dizziness, nausea, cramps. Stop, get shade, cool down, sip fluids with electrolytes.\n"
                 "- **Heat stroke:** confusion, slurred speech, hot skin, collapse. **Call 000** and cool aggressively.\n\n"
                 "It also takes one to two weeks to acclimatise to a new level of heat, so the first hot weeks of the build-up are the riskiest."),
   ("user", "That makes sense, I was only drinking plain water. I'll ask Rowan if we can start at 5:30 for the next few months so the hauling is done before the worst of it. "
            "I did my senior first aid refresher the week before, funnily enough, and we talked about heat stroke. Oh, and we've pulled 187 crocs out of the harbour since January, it's been a big year."),
   ("assistant", "A 5:30 start is a good call; the harbour is also calmer first thing. 187 crocs by early October is a lot of hauling, so look after yourself, and good luck with the rest of the season.")],
  {"summary": "The user, Tamsin Reilly, 34, is a crocodile management ranger with NT Parks and Wildlife in Darwin; a team of five runs about 24 floating traps in Darwin Harbour and Shoal Bay and removes saltwater crocodiles; "
              "in the build-up heat (34-35 °C, 70% humidity) she got dizzy and vomited on Tuesday 30 September 2025 while hauling a 3.8 m male out of the Ludmilla Creek trap, the biggest croc she has caught; team leader Rowan Pike holds the team record, a 4.9 m croc from 2014; "
              "the assistant (not a doctor) described heat exhaustion, explained salt loss in humidity and suggested drinking on a schedule, electrolytes, earlier heavy work, shade and rest, body cooling, watching each other, and knowing the signs of heat stroke (call 000); "
              "she will ask Rowan for 5:30 am starts; she did a senior first aid refresher in late September 2025; the team has removed 187 crocodiles from the harbour since January 2025.",
   "procedures": [{"name": "Working in build-up heat", "steps": ["Start hydrated", "Drink about 250 ml every 20 minutes", "Electrolytes in every second bottle", "Heavy work before 10 am",
                   "Shade and rest breaks", "Cooling towel and wet shirt", "Watch each other for signs"]}],
   "decisions": [{"decision": "Ask Rowan Pike for 5:30 am starts through the build-up", "rationale": "Finish hauling traps before the worst of the heat"}],
   "discoveries": ["In high humidity heavy sweating loses salt as well as water, so plain water alone can leave you nauseous and dizzy"],
   "outcomes": ["Biggest crocodile caught: 3.8 m male at Ludmilla Creek", "187 crocodiles removed from Darwin Harbour in 2025 so far", "Senior first aid refresher done"]}),
 ("2025-10-26", "Buying our first home in Darwin: where to start", [
   ("user", "My partner Joel and I want to stop renting and buy a house. We're in a two-bed unit in Nightcliff at $620 a week. Joel's an instrument technician at the LNG plant on Bladin Point, 12-hour shifts, four on four off. "
            "Between us we've got $68,000 saved. We'd like one of the old elevated houses in the northern suburbs, Rapid Creek, Jingili, Millner, that kind of area, with a yard for Mango (our red kelpie, she's five) "
            "and somewhere for Joel's snake. He has a children's python called Noodle who lives in a big enclosure in the lounge room. "
            "Our ceiling is about $600,000. Our mortgage broker is Ange Costa, a friend of Joel's from school. What do we need to think about buying in Darwin specifically?"),
   ("assistant", "Darwin has a few quirks that catch first-home buyers out, so it's good you're asking before you fall for a house. Here's an overview; grants and concessions change often, so confirm the current rules with Ange and with Territory Revenue Office.\n\n"
                 "## 1. Pre-approval first\n"
                 "Get **formal pre-approval** through Ange before you bid. With shift income, lenders may want to see payslips showing Joel's allowances and penalty rates over several months before they count them.\n\n"
                 "## 2. Grants and stamp duty\n"
                 "- The NT has had **first-home buyer grants** and stamp duty concessions on and off, and the amounts differ for new and established homes. Ask Ange what applies on the day you sign, not the day you start looking.\n"
                 "- Budget for **stamp duty, conveyancing (about $1,500 to $2,500), inspections and lender fees** on top of the deposit.\n\n"
                 "## 3. Darwin-specific checks\n"
                 "1. **Cyclone code.** Houses built or rebuilt after Cyclone Tracy (1974) to the revised building code are generally much better tied down. Ask for the **building certification** and check any later extensions were certified too.\n"
                 "2. **Termites (white ants).** The Top End has some of the most aggressive termites in the country. A **combined building and pest inspection** is essential, and ask when the termite barrier was last treated.\n"
                 "3. **Elevated houses:** check the steel or timber posts, the stairs, and whether the downstairs area has been built in, with or without approval.\n"
                 "4. **Mould and ventilation:** look in cupboards and ceilings after the wet; louvres and cross-breezes matter.\n"
                 "5. **Pools:** many houses have one, and in the NT a **pool safety certificate** is generally needed when a house with a pool is sold or leased.\n"
                 "6. **Insurance.** Home insurance in the north is expensive because of cyclone risk. **Get quotes before you make an offer** so the premium doesn't surprise you; it can be several thousand dollars a year.\n\n"
                 "## 4. The yard\n"
                 "For Mango, check the fences all the way round, and whether the yard backs onto a creek or bush, which brings cane toads and snakes.\n\n"
                 "## 5. Noodle\n"
                 "Keeping a python in the NT needs a permit from Parks and Wildlife, which I suspect you know better than me. Just make sure the move is planned with his enclosure and heating in mind."),
   ("user", "Ha, yes, Noodle's permit is sorted. Ange is starting the pre-approval this week."),
   ("assistant", "Great. Once the pre-approval comes through you'll know your real ceiling, and you can start going to open homes with a checklist in hand.")],
  {"summary": "The user and her partner Joel Marsh, an instrument technician at the LNG plant on Bladin Point (12-hour shifts, four on four off), rent a two-bed unit in Nightcliff for $620 a week and want to buy an elevated house in the northern suburbs (Rapid Creek, Jingili, Millner) "
              "with a yard for Mango, their five-year-old red kelpie, and room for Joel's children's python Noodle; savings $68,000, ceiling about $600,000; mortgage broker Ange Costa, Joel's school friend; "
              "the assistant suggested formal pre-approval first, checking grants and stamp duty concessions, budgeting for costs on top of the deposit, and Darwin-specific checks: post-Tracy cyclone code, termites with a building and pest inspection, posts and built-in downstairs areas, mould, pool safety certificates, "
              "insurance quotes before an offer, fences and creeks for the dog, and a permit for the python (already sorted); Ange is starting the pre-approval.",
   "procedures": [{"name": "Darwin house checks", "steps": ["Cyclone code certification", "Building and pest inspection for termites", "Posts, stairs and built-in downstairs", "Mould and ventilation", "Pool safety certificate", "Insurance quotes before an offer", "Fences for the dog"]}],
   "decisions": [{"decision": "Buy a first home instead of renting", "rationale": "Paying $620 a week rent in Nightcliff; $68,000 saved"},
                 {"decision": "Pre-approval through mortgage broker Ange Costa before bidding", "rationale": "Shift income needs documenting"}],
   "outcomes": ["Savings $68,000", "Price ceiling about $600,000"]}),
 ("2025-11-16", "Study plan for the Coxswain Grade 1 Near Coastal ticket", [
   ("user", "Work is putting me through my Coxswain Grade 1 Near Coastal ticket, so I can skipper the croc boat on my own instead of always going out with Rowan or Lachie. "
            "The course is at CDU, two weeks from Monday 24 November, and the final assessment is on Friday 5 December. I've got my sea time logged already from the last three years. "
            "The bits I'm worried about are chartwork and the collision regulations, especially the lights and shapes. Can you give me a study plan for the next week and the course?"),
   ("assistant", "Of course. You already have the hardest part, real boat handling, so this is mostly about the theory being exam-ready. Here's a plan.\n\n"
                 "## This week (before the course)\n"
                 "1. **Lights and shapes flashcards:** make one card per vessel type (power-driven under and over 50 m, sailing, fishing, trawling, not under command, restricted in ability to manoeuvre, at anchor, aground). "
                 "Ten minutes morning and night.\n"
                 "2. **Sound signals:** one short blast, two, three, five or more; restricted visibility signals.\n"
                 "3. **The steering and sailing rules:** Rules 5 to 19 in plain words: lookout, safe speed, risk of collision, action to avoid collision, narrow channels, head-on, crossing, overtaking, give-way and stand-on.\n\n"
                 "## During the course\n"
                 "- **Chartwork daily:** plot a position from two bearings, work out course to steer allowing for tide and set, and distance-speed-time. Do at least **three practice plots a night.**\n"
                 "- **Use your own harbour:** plot a trip from Cullen Bay to the Shoal Bay traps on the chart; knowing the real places makes it stick.\n"
                 "- **Ask the instructor** for past-style questions on the areas you find weakest.\n\n"
                 "## The last two days\n"
                 "- One full timed practice paper.\n"
                 "- Lights and shapes once more, then stop and sleep.\n\n"
                 "## A tip for lights\n"
                 "Learn them as pictures, not words: draw the vessel from ahead, astern and the side. Most people fail lights by mixing up the masthead light arcs, not the colours.\n\n"
                 "Good luck on the 5th. Would you like a set of practice crossing scenarios?"),
   ("user", "Yes please, a few. Also my mum Heather says good luck, she's a retired school librarian in Katherine and she's already offered to quiz me over the phone. Dad just laughed, he's got his own mechanic's workshop in Katherine, Reilly Auto, and reckons boats are just engines that leak."),
   ("assistant", "Your mum sounds like the perfect quiz-master. Here are five scenarios to talk through with her:\n\n"
                 "1. You're a power boat; another power boat approaches from your starboard bow on a steady bearing. **You give way**: alter to starboard and pass astern.\n"
                 "2. A yacht under sail is crossing ahead from port. **You give way** (power gives way to sail, with exceptions).\n"
                 "3. You're overtaking a fishing boat: **you keep clear** whatever its type.\n"
                 "4. At night you see red over white all-round lights: **a vessel engaged in fishing** (not trawling). Keep clear.\n"
                 "5. You see two red all-round lights in a vertical line: **not under command**.\n\n"
                 "Tell your dad engines that leak still need a skipper who knows the rules.")],
  {"summary": "Work is putting the user through the Coxswain Grade 1 Near Coastal ticket at CDU (Charles Darwin University), a two-week course from Monday 24 November 2025 with the final assessment on Friday 5 December 2025, so she can skipper the croc boat alone instead of going out with Rowan or Lachie; her sea time is logged; "
              "she is worried about chartwork and the collision regulations (lights and shapes); the assistant gave a study plan: lights and shapes flashcards, sound signals, the steering and sailing rules before the course, three practice plots a night during it, using Darwin Harbour on the chart, a timed practice paper at the end, and learning lights as pictures; "
              "her mum Heather is a retired school librarian in Katherine who will quiz her by phone; her dad has his own mechanic's workshop in Katherine, Reilly Auto; the assistant gave five crossing scenarios.",
   "procedures": [{"name": "Coxswain theory study plan", "steps": ["Lights and shapes flashcards", "Sound signals", "Steering and sailing rules 5 to 19", "Three chartwork plots a night", "Plot real harbour trips", "One timed practice paper", "Sleep before the exam"]}],
   "outcomes": ["Coxswain course 24 November to 5 December 2025 at CDU"]}),
 ("2025-12-07", "A tropical low, a cyclone kit and a rejected offer", [
   ("user", "Good news first: I passed the coxswain assessment on Friday! Chartwork was fine in the end. "
            "Less good: we put in an offer of $560,000 on an elevated house in Jingili on Tuesday and it was knocked back, the agent said the vendors want $595,000 and won't move. Ange got our pre-approval to $610,000 though. "
            "And now the Bureau has a tropical low in the Arafura Sea that might become a cyclone by Wednesday and come close to Darwin. We've never really done a cyclone kit properly, we're renting and Joel's on nights this week. "
            "What should we have? And what do we do with Mango and Noodle?"),
   ("assistant", "Congratulations on the ticket! And sorry about Jingili: $35,000 apart with vendors who won't move is a clear signal, and there will be other houses.\n\n"
                 "Now the low. Follow the **Bureau of Meteorology** warnings and **NT Emergency Service (SecureNT)** for official advice; here's a general checklist.\n\n"
                 "## Cyclone kit\n"
                 "- **Water:** at least 3 days' worth, about 10 litres per person per day plus water for Mango.\n"
                 "- **Food:** 3 days of non-perishables, a manual can opener, and pet food.\n"
                 "- **Power:** torches, spare batteries, a battery or wind-up radio, charged power banks.\n"
                 "- **First aid kit** and any medicines.\n"
                 "- **Documents** in a waterproof bag: IDs, insurance, lease, Noodle's permit.\n"
                 "- **Cash,** because EFTPOS goes down with the power.\n"
                 "- **Tools:** masking tape isn't useful for windows; instead, tarps, rope and a toolkit.\n\n"
                 "## Before a watch becomes a warning\n"
                 "1. **Clear the yard and balcony:** anything that can fly becomes a missile.\n"
                 "2. **Check with your landlord** about shutters and who secures what.\n"
                 "3. **Know your shelter plan:** most houses built to the post-Tracy code are suitable for sheltering in the strongest room; public shelters open only when announced.\n"
                 "4. **Fill the car** with fuel and park away from trees.\n\n"
                 "## Mango\n"
                 "- Keep her **inside** once the weather turns; dogs bolt in storms.\n"
                 "- Microchip details up to date, and a collar with your phone number.\n"
                 "- Her food, water, lead and any medicines in the kit.\n\n"
                 "## Noodle\n"
                 "- Pythons cope with a day or two without heating better than people fear, but have a **heat pack** or insulated box if the power is off for long, and keep the enclosure away from windows.\n\n"
                 "## Joel on nights\n"
                 "Check the plant's cyclone procedure: many sites have crew who stay on site through a cyclone, so you may need a plan for being alone with the animals."),
   ("user", "Update, same evening: the Bureau says the low has moved west over the Timor Sea and won't become a cyclone near us. Phew. We bought the kit anyway, it's in a tub under the bed."),
   ("assistant", "Good outcome, and a kit under the bed means next time is just a matter of topping up the water and checking batteries. The season runs to April, so it's worth checking it again in January.")],
  {"summary": "The user passed the coxswain assessment on Friday 5 December 2025; an offer of $560,000 on an elevated house in Jingili on Tuesday 2 December 2025 was rejected, the vendors wanting $595,000; mortgage broker Ange got their pre-approval to $610,000; "
              "a tropical low in the Arafura Sea might become a cyclone near Darwin; Joel is on nights; the assistant congratulated her and gave a cyclone kit list (water, food, power, first aid, documents, cash, tarps and tools), "
              "steps before a warning (clear the yard, check with the landlord, shelter plan, fuel), and advice for Mango (inside, microchip, food) and Noodle (heat pack), and to check the plant's cyclone procedure; "
              "later that evening the Bureau said the low moved west over the Timor Sea and won't become a cyclone near Darwin; they bought the kit anyway and keep it in a tub under the bed.",
   "procedures": [{"name": "Cyclone kit", "steps": ["Water for three days", "Food and pet food", "Torches, batteries, radio, power banks", "First aid kit", "Documents in a waterproof bag", "Cash", "Tarps, rope and tools"]}],
   "decisions": [{"decision": "Keep a cyclone kit in a tub under the bed", "rationale": "Never had a proper one; the December low was a warning"}],
   "outcomes": ["Coxswain Grade 1 Near Coastal passed 5 December 2025", "Offer of $560,000 on a Jingili house rejected", "Pre-approval $610,000", "The low did not become a cyclone"]}),
 ("2026-01-11", "Mango got into a cane toad", [
   ("user", "Scary night on Thursday. About 9 pm Mango was barking at something by the back steps, and when I went out she had a cane toad in her mouth. She dropped it, but her gums went bright red, she was drooling and frothing and shaking her head. "
            "I panicked and hosed her mouth, then we drove her to the after-hours vet in Coconut Grove. Dr. Priya Venkatesan flushed her mouth properly, gave her something for her heart rate and kept her for four hours for monitoring. "
            "She's fine now, back to her normal self, but it cost $640 and I never want to do that again. The toads are everywhere since the rain started. How do I stop this happening, and what should I do if it does?"),
   ("assistant", "I'm glad Mango's okay. Cane toad poisoning is one of the most common emergencies for Top End dogs in the wet, and the fact that you got her to a vet quickly is the main reason it ended well.\n\n"
                 "## If it happens again: first aid\n"
                 "1. **Take the toad away** and keep yourself clear of the toxin (it can irritate your eyes).\n"
                 "2. **Wipe her gums, tongue and the roof of her mouth** with a damp cloth, wiping **from the back towards the front**, rinsing the cloth each time, for about **10 minutes**.\n"
                 "3. **Don't point a hose down her throat.** Water can go into her lungs. If you rinse, tilt her head down and run water gently across the mouth from the side so it flows out.\n"
                 "4. **Call the vet straight away** and head in, even if she seems to improve: the toxin affects the heart, and signs can get worse.\n"
                 "5. **Watch for** seizures, collapse, a very fast or irregular heartbeat, or wobbliness: that's an emergency.\n\n"
                 "## Prevention\n"
                 "- **Toads come out at dusk and after rain.** Do a torch sweep of the yard before Mango goes out at night, and keep her on a lead for the last wee of the evening.\n"
                 "- **Outside lights attract insects, which attract toads.** Turn off lights near the back steps or switch to yellow bulbs.\n"
                 "- **Water bowls:** toads sit in them. Bring her bowl inside at night, or empty and refill it in the morning.\n"
                 "- **Toad traps and toad-proof fencing:** a fine mesh strip along the bottom of the fence helps in small yards.\n"
                 "- **Aversion training** is offered by some groups in the Top End, teaching dogs to avoid the smell of toads. Ask your vet.\n\n"
                 "## Humane disposal\n"
                 "If you catch toads, the RSPCA-recommended method is to cool them in the fridge and then freeze them. Don't hit them or use petrol or other chemicals.\n\n"
                 "As an AI I can't examine Mango, so follow Dr. Venkatesan's advice about any follow-up."),
   ("user", "Okay, I'll never hose her mouth again. We've bought a toad trap, turned off the back light and she goes out on the lead at night now. "
            "Funny thing, our neighbour's cattle dog Roo had the same thing last year, apparently he learned after one go. Mango's too dumb to learn, I reckon."),
   ("assistant", "Some dogs do learn after one bad experience and some never do, so the lead and the torch sweep are the safer plan for Mango. Enjoy your quieter evenings.")],
  {"summary": "On Thursday 8 January 2026 at about 9 pm Mango mouthed a cane toad by the back steps: red gums, drooling, frothing; the user hosed her mouth and took her to the after-hours vet in Coconut Grove, where Dr. Priya Venkatesan flushed her mouth, treated her heart rate and monitored her for four hours; cost $640; Mango recovered; "
              "the assistant gave first aid: remove the toad, wipe the gums and mouth with a damp cloth back to front for about 10 minutes, never point a hose down the throat, call the vet straight away and watch for seizures or collapse; "
              "prevention: a torch sweep at dusk and a lead at night, lights off near the back steps, bring in the water bowl, toad traps and mesh, aversion training; humane disposal by cooling then freezing; "
              "they bought a toad trap, turned off the back light and take Mango out on the lead at night; the neighbour's cattle dog Roo had the same last year.",
   "procedures": [{"name": "Cane toad first aid for a dog", "steps": ["Take the toad away", "Wipe gums and mouth with a damp cloth back to front for 10 minutes", "Don't hose down the throat", "Call the vet and go in", "Watch for seizures or collapse"]}],
   "decisions": [{"decision": "Toad trap, back light off, Mango on the lead at night", "rationale": "Mango mouthed a cane toad on 8 January 2026"}],
   "discoveries": ["Hosing a dog's mouth after a cane toad can push water into the lungs; wipe the gums instead"],
   "outcomes": ["Mango treated for cane toad poisoning on 8 January 2026, $640"]}),
 ("2026-01-25", "Contract on a house in Rapid Creek: inspection and insurance", [
   ("user", "We've signed a contract! Three-bedroom elevated house in Rapid Creek, built in 1978, a couple of streets back from the creek, with a small pool and a big mango tree out the back. $585,000, signed on the 16th, subject to finance and building and pest. "
            "Settlement is set for Friday 20 February. We're also getting the $10,000 HomeGrown Territory grant for an established home, Ange says.\n\n"
            "The building and pest report came back on Thursday. Mostly good: the posts and the roof tie-downs are fine. But the inspector found old termite damage in a stud wall downstairs (no live termites, but the barrier hasn't been treated since 2019), "
            "and the pool pump is on its last legs. Our first insurance quote is $4,900 a year, which nearly knocked me over. What should we ask the vendors for?"),
   ("assistant", "Congratulations! A 1978 elevated house near the creek sounds very Darwin. The building and pest report is exactly what your 'subject to' clause is for, so now's the moment to negotiate.\n\n"
                 "## The termite damage\n"
                 "- **Get a quote** for repairing the stud wall and for a **full termite treatment and new barrier**, so you negotiate with numbers, not guesses.\n"
                 "- **Ask for a price reduction** equal to the repair plus treatment, rather than asking the vendors to do the work: you'll want to choose the pest company and check it's done properly.\n"
                 "- Ask your inspector whether a **timber pest specialist** should check the extent of the old damage behind the wall linings.\n\n"
                 "## The pool pump\n"
                 "A worn pump is usually treated as wear and tear, but you can include it in the negotiation. Check the **pool safety certificate** is current; the vendor normally provides it.\n\n"
                 "## How to ask\n"
                 "1. Your conveyancer sends a **written request** with the report and quotes attached, before your building and pest deadline.\n"
                 "2. Keep it reasonable and specific: vendors are more likely to agree to a documented figure.\n"
                 "3. If they refuse, you can usually still proceed or end the contract under the condition, depending on its wording.\n\n"
                 "## Insurance\n"
                 "$4,900 is unfortunately not unusual for the Top End. To bring it down:\n"
                 "- Get **at least three quotes**, including the Territory-based insurers and a broker.\n"
                 "- Consider a **higher excess**.\n"
                 "- Ask whether cyclone shutters, the roof tie-down certification or a newer roof lower the premium.\n"
                 "- Check whether the federal **cyclone reinsurance pool** has affected pricing for your postcode; it was meant to reduce premiums in cyclone-prone areas."),
   ("user", "Done. Kev from Territory Termite & Pest quoted $1,850 for the treatment and barrier, and a carpenter quoted about $4,000 for the wall. The vendors agreed to knock $6,000 off, so it's $579,000 now. "
            "We're replacing the pool pump ourselves after we move in. Insurance: nobody beat $4,900, so we've taken that one."),
   ("assistant", "That's a good result: the reduction covers both quotes almost exactly. Now it's finance approval and the countdown to 20 February.")],
  {"summary": "The user and Joel signed a contract on 16 January 2026 for a three-bedroom elevated house in Rapid Creek, built in 1978, with a small pool and a big mango tree, for $585,000 subject to finance and building and pest; settlement set for Friday 20 February 2026; "
              "they are getting the $10,000 HomeGrown Territory grant for an established home; the building and pest report found old termite damage in a downstairs stud wall (no live termites, barrier not treated since 2019) and a worn-out pool pump; first insurance quote $4,900 a year; "
              "the assistant suggested quoting the repair and a full termite treatment and asking for a price reduction in writing before the deadline, checking the pool safety certificate, and getting three insurance quotes, a higher excess and asking about tie-downs and the cyclone reinsurance pool; "
              "Kev from Territory Termite & Pest quoted $1,850 for treatment and barrier, a carpenter about $4,000 for the wall; the vendors took $6,000 off, price now $579,000; they'll replace the pool pump themselves; insurance taken at $4,900 a year.",
   "decisions": [{"decision": "Ask the vendors for a price reduction rather than repairs", "rationale": "Old termite damage found in the building and pest inspection; choose their own pest company"},
                 {"decision": "Insurance at $4,900 a year", "rationale": "No other quote beat it"}],
   "outcomes": ["Contract signed 16 January 2026 for a Rapid Creek house", "Price reduced from $585,000 to $579,000", "Settlement set for 20 February 2026", "$10,000 HomeGrown Territory grant"]}),
 ("2026-02-22", "Joel has melioidosis", [
   ("user", "It's been a horrible few weeks. On Sunday 1 Feb, after a huge storm, Joel spent the afternoon clearing the blocked drain in the rental's garden, barefoot in the mud, as usual. A week later he had a fever of 39.5, a cough and chest pain, "
            "and on Monday 9 February I took him to Royal Darwin Hospital. They admitted him that night. It's melioidosis, with pneumonia. He's had nearly two weeks of IV meropenem and came home on Friday, "
            "and now he's on co-trimoxazole tablets for three months. And while he was in they found he has type 2 diabetes, which he had no idea about, so he's on metformin too. "
            "He's off work until at least April. On top of that, settlement on the house has been pushed back from the 20th to Friday 6 March, because the vendors' bank wasn't ready to release their mortgage. "
            "And we were supposed to go to Bali in April for Joel's 40th, on the 18th. Can you explain melioidosis to me in plain language and what I should watch for now he's home?"),
   ("assistant", "I'm so sorry, that's a lot to carry at once. I'm not a doctor and can't give medical advice about Joel specifically, so please use his treating team at Royal Darwin for anything about his case, but here is a plain-language overview.\n\n"
                 "## What melioidosis is\n"
                 "- It's an infection caused by a bacterium, ***Burkholderia pseudomallei***, that lives in the soil and surface water across the Top End.\n"
                 "- It mostly gets in through **cuts and scrapes on bare skin** in contact with wet soil, or by **breathing in** contaminated dust or spray, which is why cases spike in the wet season after heavy storms.\n"
                 "- **Diabetes is the biggest single risk factor.** Finding Joel's diabetes during this admission is, in a way, useful: it's probably part of why he got sick.\n\n"
                 "## Why the treatment is so long\n"
                 "1. **Intensive phase:** usually 10 to 14 days or more of IV antibiotics in hospital, which he's done.\n"
                 "2. **Eradication phase:** three months or more of tablets (co-trimoxazole). The bacteria can hide in the body, and **stopping early is the main cause of relapse.** Every dose matters.\n\n"
                 "## What to watch for at home\n"
                 "- **Fever coming back,** a worsening cough, new pain or swelling anywhere: call his team or go back to ED.\n"
                 "- **Co-trimoxazole side effects:** rash, nausea, mouth ulcers. Report any rash promptly.\n"
                 "- **Blood sugar:** he'll be learning to check and manage it, and infections push sugars up.\n"
                 "- Tiredness for weeks is normal; pneumonia takes a while to recover from.\n\n"
                 "## Preventing it next time\n"
                 "- **Gloves and boots** for gardening and any work in mud or water, especially in the wet.\n"
                 "- Cover cuts with waterproof dressings.\n"
                 "- Keep the diabetes well controlled.\n\n"
                 "## Bali\n"
                 "Flying three months into an eradication course may well be fine, but ask his infectious diseases doctor before you book anything, and consider moving the trip until he's finished the tablets."),
   ("user", "Thank you, that helps a lot. He's promised: boots and gloves from now on, forever. And we've moved Bali to 20 to 27 June, after his tablets finish in May. Joel's annoyed to be turning 40 without a trip, but he'll live, literally."),
   ("assistant", "A birthday in June in Bali, well and truly recovered, sounds like a better way to turn 40 anyway. Look after yourself too: you're moving house in two weeks while caring for him, so ask for help where you can.")],
  {"summary": "Joel cleared a blocked garden drain barefoot in the mud after a storm on Sunday 1 February 2026; a week later he had a fever, cough and chest pain and was admitted to Royal Darwin Hospital on Monday 9 February 2026 with melioidosis and pneumonia; "
              "he had nearly two weeks of IV meropenem, came home on Friday 20 February and is on co-trimoxazole tablets for three months; type 2 diabetes was found during the admission, and he is on metformin; he is off work until at least April; "
              "settlement on the house was pushed back from 20 February to Friday 6 March 2026 because the vendors' bank wasn't ready to release their mortgage; "
              "the assistant (not a doctor) explained melioidosis (a soil bacterium entering through skin or breathing, diabetes the biggest risk factor), the intensive and eradication phases (stopping early causes relapse), what to watch for at home, prevention with gloves and boots, and to ask before flying; "
              "Joel promises boots and gloves from now on; the Bali trip for Joel's 40th birthday (18 April 2026) is moved from April to 20-27 June 2026, after his tablets finish in May.",
   "decisions": [{"decision": "Bali trip moved from April to 20-27 June 2026", "rationale": "Joel's melioidosis treatment; his tablets finish in May"},
                 {"decision": "Joel wears boots and gloves for any garden or mud work", "rationale": "He caught melioidosis clearing a drain barefoot"}],
   "discoveries": ["Diabetes is the biggest single risk factor for melioidosis", "Stopping the eradication tablets early is the main cause of melioidosis relapse"],
   "outcomes": ["Joel admitted to Royal Darwin Hospital on 9 February 2026 with melioidosis", "Joel diagnosed with type 2 diabetes, on metformin", "Settlement moved to 6 March 2026"]}),
 ("2026-03-15", "First week in the Rapid Creek house", [
   ("user", "We're in! Settled on Friday 6 March, moved on the Saturday with a lot of help from the team, Lachie and Marnie carried most of the heavy stuff since Joel's not allowed to lift yet. "
            "Noodle travelled in a pillowcase in an esky, very dignified. Mango's already claimed the spot under the mango tree, which is only right.\n\n"
            "Jobs so far: Kev did the termite treatment and new barrier on Wednesday, $1,850. Joel's cousin Tyson, who's a chippy, fixed the damaged stud wall for mates' rates. "
            "We replaced the pool pump ourselves, $720 from the pool shop in Winnellie. There's mould in the built-in wardrobes from the wet and the downstairs smells musty. What should we tackle in the first few months?"),
   ("assistant", "Congratulations on the house, and on moving with a python in an esky. Here's a first-months list for a 1970s elevated house in the wet.\n\n"
                 "## Mould and airflow\n"
                 "1. **Wardrobes:** empty them, wipe with a **vinegar solution** (about 80% white vinegar) rather than bleach, which only whitens the surface. Leave the doors open during the day.\n"
                 "2. **Moisture absorbers** in closed spaces, replaced regularly in the wet.\n"
                 "3. **Airflow:** open louvres when it isn't raining, and run ceiling fans; if the bedrooms lack them, they're the best-value upgrade in Darwin.\n"
                 "4. **Downstairs:** a musty smell under an elevated house is usually ground moisture plus poor airflow. Check the drainage around the slab and gutters and downpipes first.\n\n"
                 "## Safety and maintenance\n"
                 "- **Smoke alarms:** test them and note the replacement dates.\n"
                 "- **Pool:** check the gate self-closes and latches; keep the fence clear of things a child could climb.\n"
                 "- **Gutters and downpipes** cleared before the last storms of the season.\n"
                 "- **Termite inspection every year** now that the barrier is new; diarise it for March.\n"
                 "- **Cyclone prep:** find the main power and water shut-offs and check the tie-down points.\n\n"
                 "## The yard\n"
                 "- Walk the fence line for gaps, particularly on the creek side: toads and snakes come in, Mango goes out.\n"
                 "- Mango trees drop a lot of fruit; rotten fruit brings flying foxes and flies.\n\n"
                 "## Paperwork\n"
                 "Update your address for Noodle's permit, the electoral roll, your licences and insurance."),
   ("user", "Ceiling fans are next on the list, the two back bedrooms don't have any. And Mum and Dad rang: Dad's decided to sell Reilly Auto and retire mid-year, and they're thinking of moving up to Darwin to be near us. Mum's thrilled, Dad's pretending he isn't."),
   ("assistant", "That's big news. Having them nearby will be lovely, especially after this year, and there's plenty of time to help them plan once the workshop sale is underway.")],
  {"summary": "Settlement on the Rapid Creek house was on Friday 6 March 2026 and they moved in on Saturday 7 March, helped by colleagues Lachie and Marnie because Joel can't lift yet; Noodle travelled in a pillowcase in an esky; Mango claimed the spot under the mango tree; "
              "Kev from Territory Termite & Pest did the termite treatment and new barrier for $1,850; Joel's cousin Tyson, a carpenter, fixed the damaged stud wall; they replaced the pool pump themselves for $720 from a pool shop in Winnellie; mould in the wardrobes and a musty downstairs; "
              "the assistant suggested vinegar for mould, moisture absorbers, louvres and ceiling fans, checking drainage downstairs, smoke alarms, the pool gate, gutters, a yearly termite inspection, cyclone prep, fence checks on the creek side, and updating addresses including Noodle's permit; "
              "ceiling fans for the two back bedrooms are next; her dad Graham will sell Reilly Auto and retire mid-2026, and her parents are thinking of moving to Darwin.",
   "procedures": [{"name": "First months in an elevated Darwin house", "steps": ["Vinegar for mould in wardrobes", "Moisture absorbers", "Louvres and ceiling fans", "Check drainage downstairs", "Smoke alarms", "Pool gate", "Gutters", "Yearly termite inspection", "Fence line"]}],
   "decisions": [{"decision": "Ceiling fans for the two back bedrooms next", "rationale": "They have none, and fans are the best-value upgrade in Darwin"}],
   "outcomes": ["Moved into the Rapid Creek house on 7 March 2026", "Termite treatment and barrier $1,850", "New pool pump $720", "Stud wall repaired by Tyson"]}),
 ("2026-04-12", "I got the team leader job: managing people for the first time", [
   ("user", "Big news: I'm the new Senior Wildlife Ranger, leading the croc management team! Rowan's moving down to Katherine as the regional wildlife manager, and I start in his job on Monday 20 April. It's a jump from about $92,000 to $104,000. "
            "I'll be managing Lachie and Dom, who've both been there longer than me, Marnie, who started the same year I did, and a trainee, Ellie, who starts in May. I'll still be on the boat three days a week. "
            "Also, on 21 March I caught a 4.3 metre male in the Sadgroves Creek trap, my biggest yet, the whole team came to see it. And we finished 2025 with 247 crocs out of the harbour. "
            "But I've never managed anyone. What should I do in my first weeks? I'm nervous about Lachie and Dom."),
   ("assistant", "Congratulations, that's a well-earned step, and a 4.3 m male is quite a way to mark it. Being promoted over people who've been there longer is one of the most common first-manager situations, and it usually goes well when you handle it openly.\n\n"
                 "## Your first weeks\n"
                 "1. **One-on-ones with each person in the first week.** Ask them: what's working, what frustrates them, what they'd change, and what they want from the next year. Then mostly listen.\n"
                 "2. **Don't change things straight away.** Learn how the team runs first; aim for no big changes in the first month, except safety issues.\n"
                 "3. **Talk to Lachie and Dom directly.** Acknowledge their experience, say you'll rely on it, and ask for their help with specific things (for example Lachie on the trap schedule, Dom on training Ellie). Respect, not apology.\n"
                 "4. **Be clear about decisions.** Consult, then decide, and explain why. People accept decisions they disagree with much more easily when they know the reasoning.\n"
                 "5. **Keep doing the work.** Being on the boat three days a week will help: you stay credible and you see problems first-hand.\n"
                 "6. **Set up a short weekly team meeting:** traps, incidents, safety, leave.\n"
                 "7. **Use Rowan.** Ask him for a handover, and whether you can ring him in the first months.\n"
                 "8. **Plan Ellie's induction** before she arrives: a buddy, a checklist, and what she should be able to do by the end of her first month.\n\n"
                 "## Things first-time managers often get wrong\n"
                 "- Trying to stay 'one of the team' on everything, then struggling when a hard conversation comes.\n"
                 "- Avoiding small performance issues until they become big ones.\n"
                 "- Doing everyone's work instead of delegating.\n\n"
                 "Would you like a template for the one-on-one conversations?"),
   ("user", "Yes please. And Joel goes back to the plant tomorrow on light duties, he's so relieved. His sugars are behaving and he's got one more month of tablets."),
   ("assistant", "That's great news for both of you. Here's a simple template for each one-on-one:\n\n"
                 "1. How are you going, at work and outside it?\n"
                 "2. What's going well on the team?\n"
                 "3. What gets in your way?\n"
                 "4. If you were running the team, what's the first thing you'd change?\n"
                 "5. What do you want to learn or do more of this year?\n"
                 "6. How do you like to get feedback?\n"
                 "7. What do you need from me?\n\n"
                 "Take notes, and follow up on at least one thing each person raises within two weeks; that's what builds trust.")],
  {"summary": "The user was promoted to Senior Wildlife Ranger, leading the crocodile management team, starting Monday 20 April 2026, salary from about $92,000 to $104,000; Rowan Pike moves to Katherine as regional wildlife manager; "
              "she will manage Lachie and Dom (longer-serving), Marnie (started the same year as her) and a trainee, Ellie, starting in May, and stay on the boat three days a week; "
              "on 21 March 2026 she caught a 4.3 m male in the Sadgroves Creek trap, her biggest; the team removed 247 crocodiles from Darwin Harbour in 2025; "
              "the assistant suggested one-on-ones in the first week, no big changes in the first month, talking directly to Lachie and Dom and asking for their help, explaining decisions, staying on the boat, a weekly team meeting, a handover from Rowan and planning Ellie's induction, and gave a one-on-one template; "
              "Joel returns to the LNG plant on light duties on Monday 13 April 2026; his blood sugars are under control and he has one more month of tablets.",
   "procedures": [{"name": "First weeks as a new team leader", "steps": ["One-on-ones in the first week", "No big changes in the first month", "Ask experienced staff for help directly", "Explain decisions", "Stay on the tools", "Weekly team meeting", "Handover from the previous leader", "Plan the trainee's induction"]},
                  {"name": "One-on-one template", "steps": ["How are you going", "What's going well", "What gets in your way", "What would you change", "What do you want to learn", "How do you like feedback", "What do you need from me"]}],
   "decisions": [{"decision": "Accepted the Senior Wildlife Ranger job from 20 April 2026", "rationale": "Rowan Pike moves to Katherine as regional wildlife manager"}],
   "outcomes": ["Biggest crocodile caught: 4.3 m male at Sadgroves Creek, 21 March 2026", "247 crocodiles removed from Darwin Harbour in 2025", "Salary about $104,000", "Joel back at work on light duties 13 April 2026"]}),
 ("2026-05-03", "Training for the Darwin half marathon", [
   ("user", "I've entered the half marathon at the Darwin Running Festival on Sunday 9 August. It'll be my first half. I can run 10 km in about 56 minutes and I do three runs a week along the Nightcliff foreshore. "
            "I'd like to get under 2:10. My sister Kelsey, who's a vet nurse in Brisbane, has run heaps of halves and is doing the Gold Coast one in July; she's going for 1:50 and keeps sending me her splits. "
            "Marnie from work is doing the Darwin half too. Also, work's just enrolled me in a Certificate IV in Leadership and Management, online, one unit a month, so my evenings are full. Can you give me a plan that fits?"),
   ("assistant", "Great goal. Going from a 56-minute 10 km to a sub-2:10 half in 14 weeks is realistic, as long as you build the distance gradually. Here's a plan around your job and your study.\n\n"
                 "## The shape of the week (3 to 4 runs)\n"
                 "- **Tuesday: easy run,** 5 to 8 km at a pace where you can talk.\n"
                 "- **Thursday: quality session,** alternating weeks: intervals (e.g. 5 x 1 km at about 5:50/km with 2 minutes' rest) or a tempo run (20 to 30 minutes at about 6:00/km).\n"
                 "- **Saturday: optional short easy run** or cross-training (a swim at the Nightcliff pool is perfect).\n"
                 "- **Sunday: long run,** slow, about 6:45 to 7:15/km.\n\n"
                 "## Long run progression\n"
                 "| Weeks | Long run |\n|---|---|\n| 1-3 | 10, 11, 12 km |\n| 4 | 10 km (easier week) |\n| 5-7 | 13, 14, 15 km |\n| 8 | 12 km (easier week) |\n| 9-11 | 16, 17, 18 km |\n| 12 | 14 km |\n| 13 | 10 km |\n| 14 | race week: two short easy runs |\n\n"
                 "## Darwin-specific\n"
                 "- You've got the **dry season** on your side, but it's still humid at dawn. Run **early**, carry water on anything over 12 km, and use the electrolyte habits from your boat days.\n"
                 "- **Practise race-day fuel:** a gel or chews around 45 and 90 minutes.\n\n"
                 "## Avoid injury\n"
                 "- Increase total weekly distance by **no more than about 10%**.\n"
                 "- Shin pain, sharp pain or a limp means stop and rest, not push through.\n"
                 "- Check your shoes: most have about 600 to 800 km in them.\n\n"
                 "## About Kelsey's splits\n"
                 "It's lovely she's excited for you, but her 1:50 isn't your target. Run your own plan; her splits can be motivation, not a measuring stick."),
   ("user", "Ha, I needed to hear that last bit. Sunday long runs it is, Marnie's keen to do them with me."),
   ("assistant", "A training partner for the long runs is the best thing you can have. Enjoy them, and make the most of the dry season mornings.")],
  {"summary": "The user entered the half marathon at the Darwin Running Festival on Sunday 9 August 2026, her first half; she runs 10 km in about 56 minutes, three runs a week along the Nightcliff foreshore, and wants to go under 2:10; "
              "her sister Kelsey, a vet nurse in Brisbane, has run many halves and is doing the Gold Coast half in July aiming for 1:50; Marnie from work is doing the Darwin half too; work has enrolled the user in an online Certificate IV in Leadership and Management, one unit a month; "
              "the assistant gave a 14-week plan (easy Tuesday, Thursday intervals or tempo, optional Saturday, Sunday long run building from 10 to 18 km with easier weeks), running early with water and electrolytes, practising gels, the 10% rule, stopping for shin pain and checking shoes, and running her own race rather than Kelsey's; "
              "she will do the Sunday long runs with Marnie.",
   "procedures": [{"name": "14-week half marathon plan", "steps": ["Easy run Tuesday", "Intervals or tempo Thursday", "Optional easy run or swim Saturday", "Long run Sunday building to 18 km", "Easier weeks 4, 8 and 12", "Taper in the last two weeks"]}],
   "decisions": [{"decision": "Run the Darwin half marathon on 9 August 2026 aiming for under 2:10", "rationale": "Her first half; she runs 10 km in about 56 minutes"},
                 {"decision": "Sunday long runs with Marnie", "rationale": "A training partner"}],
   "outcomes": ["Enrolled in a Certificate IV in Leadership and Management (online)"]}),
 ("2026-05-24", "Buying a second-hand tinny", [
   ("user", "Joel and I have bought a boat! A 2014 Quintrex 4.35 m tinny with a 40 hp Yamaha, from a bloke in Humpty Doo. He was asking $14,500, we offered $13,000 and he took it. We'll tow it with the Ranger. "
            "It's just for us, for barra fishing on weekends, nothing to do with work. My best barra is still the 78 cm one I got at Corroboree Billabong last September. "
            "Joel's named the boat Second Wind, because of his year. Quick questions: do we need to register it in the NT? What safety gear do we need? And anything I should check on a second-hand outboard?"),
   ("assistant", "Congratulations on Second Wind, that's a great name with a story behind it.\n\n"
                 "## Registration and licences\n"
                 "As far as I know, the **NT doesn't require recreational boats to be registered** or skippers to hold a recreational licence, unlike the other states and territories. Your **boat trailer**, though, must be registered with the MVR. "
                 "Rules can change, so check with NT Marine Safety before your first trip.\n\n"
                 "## Safety gear for a 4.35 m tinny (typical NT requirements; check the current list)\n"
                 "- **A lifejacket for each person** on board, the right type for where you're going.\n"
                 "- **Anchor** with enough chain and rope.\n"
                 "- **Bailer or bilge pump.**\n"
                 "- **Oars or paddles.**\n"
                 "- **Fire extinguisher** if fuel is stored inboard (often a good idea anyway).\n"
                 "- **EPIRB** if you go more than 2 nautical miles offshore.\n"
                 "- **Flares or signalling devices**, a torch, and a **marine radio** for the harbour.\n"
                 "- Plenty of **drinking water**.\n\n"
                 "## Checking the second-hand outboard\n"
                 "1. **Service history** and the last impeller change.\n"
                 "2. **Compression test** on each cylinder; numbers should be close to each other.\n"
                 "3. **Look for corrosion** on the leg and around the water pickup.\n"
                 "4. **Telltale stream** strong when running.\n"
                 "5. **Gearbox oil**: milky oil means water is getting in.\n"
                 "6. First service with a mechanic you trust, which sounds like it could be your dad.\n\n"
                 "## Barra country\n"
                 "You know the croc rules better than anyone I could tell: no leaning over the side to free a lure, no cleaning fish at the water's edge."),
   ("user", "Ha, yes, Dad's already said he'll do the first service when he's up. Also, we finally got the ceiling fans into the back bedrooms last week, $680 with the electrician. Sleeping like a baby."),
   ("assistant", "Between the fans and the boat, it sounds like the house is becoming home. Tight lines on your first trip in Second Wind.")],
  {"summary": "The user and Joel bought a 2014 Quintrex 4.35 m tinny with a 40 hp Yamaha from a seller in Humpty Doo for $13,000 (asking $14,500), towed with their Ford Ranger, for weekend barra fishing, not for work; "
              "Joel named it Second Wind because of his year; her best barramundi so far is 78 cm from Corroboree Billabong in September 2025; "
              "the assistant said the NT doesn't require recreational boat registration or a licence but the trailer must be registered with the MVR (check with NT Marine Safety), listed safety gear (lifejackets, anchor, bailer, oars, extinguisher, EPIRB beyond 2 nm, flares, torch, radio, water), "
              "how to check a second-hand outboard (service history, compression, corrosion, telltale, gearbox oil) and croc safety; her dad will do the first service; ceiling fans were fitted in the two back bedrooms for $680.",
   "decisions": [{"decision": "Bought a 2014 Quintrex 4.35 m tinny for $13,000", "rationale": "For barra fishing on weekends; offered $13,000 against an asking price of $14,500"},
                 {"decision": "Named the boat Second Wind", "rationale": "After Joel's year of illness"}],
   "discoveries": ["The NT doesn't require recreational boats to be registered, but boat trailers must be registered"],
   "outcomes": ["Best barra 78 cm (Corroboree Billabong, September 2025)", "Ceiling fans fitted in two back bedrooms, $680"]}),
 ("2026-06-14", "Getting ready for Bali", [
   ("user", "Bali's next Saturday! Flights Darwin to Denpasar on the 20th, four nights in Ubud, then three in Uluwatu, home on the 27th. It's Joel's 40th birthday trip, two months late. "
            "He finished his co-trimoxazole on 18 May and got the all-clear at his last clinic, but he's on metformin for the diabetes now. Our neighbour Deb is minding Mango, and Noodle just needs feeding once while we're away, Deb's fine with that too, brave woman. "
            "What do we need to know about entry, money and not getting sick? And anything for Joel with the diabetes?"),
   ("assistant", "What a lovely way to mark his 40th. Here's a pre-trip list; check the official Indonesian government and Smartraveller sites for current rules, as entry requirements and fees change.\n\n"
                 "## Entry\n"
                 "- **Passports** valid for at least six months after arrival.\n"
                 "- **Visa on arrival or e-VOA:** Australians can usually get one; applying online beforehand saves a queue.\n"
                 "- **Bali tourist levy:** a separate fee per person, paid online before you go or on arrival.\n"
                 "- **Customs declaration** online in the days before you fly.\n\n"
                 "## Money\n"
                 "- A **travel card or a card with no foreign transaction fees**, and some rupiah in cash for small places.\n"
                 "- Use ATMs inside banks or shopping centres.\n\n"
                 "## Not getting sick\n"
                 "- **Bottled or filtered water only,** including for brushing teeth; ice in established restaurants is usually made from filtered water.\n"
                 "- **Wash or sanitise hands** before eating.\n"
                 "- Pack **oral rehydration salts** and something for diarrhoea; 'Bali belly' is common and usually passes in a day or two.\n"
                 "- **Mosquito repellent** for dengue.\n"
                 "- **Travel insurance** that covers pre-existing conditions: declare Joel's diabetes and the melioidosis.\n\n"
                 "## For Joel and his diabetes\n"
                 "1. **Carry metformin in hand luggage** with a copy of the prescription, plus spare.\n"
                 "2. **Heat and walking** in Ubud can change how he eats and drinks; regular meals and plenty of water.\n"
                 "3. **If he gets gastro and can't keep fluids down,** metformin may need to be paused; ask his GP before you go for a 'sick day plan'.\n"
                 "4. **Feet:** with diabetes, look after them: good sandals, check for blisters and cuts. And the boots-and-gloves rule still applies in rice paddies and mud, since melioidosis exists in parts of Southeast Asia too.\n\n"
                 "## For Deb\n"
                 "A note with the vet's number, Mango's feeding and the night-time lead rule for toads, and Noodle's one feed."),
   ("user", "The sick day plan is a great idea, he'll see his GP on Tuesday. And I've written Deb a whole page about Mango and the toads."),
   ("assistant", "Sounds like you're ready. Happy birthday to Joel, and enjoy Ubud.")],
  {"summary": "The user and Joel fly Darwin to Denpasar on Saturday 20 June 2026 for Joel's 40th birthday trip: four nights in Ubud, three in Uluwatu, home on 27 June 2026; Joel finished his co-trimoxazole on 18 May 2026 and got the all-clear, and is on metformin for his diabetes; "
              "neighbour Deb is minding Mango and will feed Noodle once; the assistant gave advice on entry (passports, visa on arrival or e-VOA, the Bali tourist levy, customs), money, avoiding illness (bottled water, hand hygiene, rehydration salts for Bali belly, repellent for dengue, travel insurance declaring his conditions), "
              "and for Joel's diabetes: metformin in hand luggage, regular meals and water, a sick day plan from his GP, foot care and boots and gloves in mud because melioidosis also exists in Southeast Asia; a note for Deb about Mango and Noodle; "
              "Joel will see his GP on Tuesday for a sick day plan.",
   "decisions": [{"decision": "Deb next door minds Mango and feeds Noodle during the Bali trip", "rationale": "She's the neighbour and happy to"},
                 {"decision": "Ask Joel's GP for a diabetes sick day plan before the trip", "rationale": "Gastro can mean pausing metformin"}],
   "outcomes": ["Joel finished his melioidosis tablets on 18 May 2026 and got the all-clear", "Bali trip 20-27 June 2026"]}),
 ("2026-07-05", "Helping Mum and Dad move from Katherine to Palmerston", [
   ("user", "We're back from Bali. Loved it, apart from Joel getting Bali belly for two days in Uluwatu, but the sick day plan worked and he was fine. "
            "Big family news: Dad sold Reilly Auto on 30 June, to his apprentice of ten years, Nathan. Mum and Dad have bought a two-bedroom unit in Durack, in Palmerston, and they move on Saturday 22 August. "
            "They've been in the same house in Katherine for 31 years and Mum has a whole room of books. Dad's 68, Mum's 66. How do we make the move easier on them, and what should they sort out once they're up here? "
            "Oh, and we took Second Wind out at Leaders Creek last weekend, three barra, the biggest 64 cm. Not a PB, but Joel caught his first ever."),
   ("assistant", "Congratulations to your dad, selling to his long-time apprentice is a lovely way to hand on a business. And a first barra for Joel after the year he's had is a good day. Here's how to help with the move.\n\n"
                 "## Before the move: downsizing\n"
                 "1. **Start now, room by room,** not all in the last fortnight. 31 years of things is a lot, and decisions are tiring.\n"
                 "2. **Measure the Durack unit** and work out what furniture actually fits before anything goes on the truck.\n"
                 "3. **Mum's books:** ask her to choose the books she'd rescue in a fire, then a second tier. The rest can go to the Katherine library, school libraries, op shops or a book swap; for a retired librarian, knowing they have a good home matters.\n"
                 "4. **Dad's tools:** some may have gone with the workshop; keep a realistic set for the unit, and check the body corporate rules about a shed or workshop space.\n"
                 "5. **Photograph the things they're letting go** of; it helps.\n\n"
                 "## The move itself\n"
                 "- Book removalists early; the Stuart Highway run is common but the good companies book out in the dry.\n"
                 "- Pack a **first-night box**: medicines, sheets, kettle, phone chargers, toilet paper.\n"
                 "- **You and Joel at the unit end** to direct where things go; someone at the Katherine end too if possible.\n\n"
                 "## Once they're here\n"
                 "- **A GP in Palmerston** and transferring their records.\n"
                 "- **Address changes:** Centrelink or super, Medicare, the bank, the MVR for licences and rego, the electoral roll.\n"
                 "- **A reason to get out of the house:** a new town can be isolating. The **Palmerston library** would be an obvious one for your mum; volunteering is a great way to meet people. For your dad, a men's shed, or fishing with you two.\n"
                 "- **Cyclone season:** walk them through the Darwin cyclone plan before November; Katherine floods, but cyclones are new.\n"
                 "- **Heat:** the build-up is harder in Darwin than they'll expect; check the unit's air conditioning."),
   ("user", "Mum's already asked about volunteering at the Palmerston library, you read her mind. Dad says he's joining the men's shed if it has a decent lathe."),
   ("assistant", "Then they're both off to a good start. A librarian in a library and a mechanic with a lathe; I think they'll settle in fine.")],
  {"summary": "Back from Bali: Joel had Bali belly for two days in Uluwatu but the sick day plan worked; her dad Graham sold Reilly Auto on 30 June 2026 to Nathan, his apprentice of ten years; her parents have bought a two-bedroom unit in Durack, Palmerston, and move on Saturday 22 August 2026 after 31 years in the same house in Katherine; Dad is 68, Mum (Heather) 66 and has a room full of books; "
              "they took Second Wind out at Leaders Creek: three barra, the biggest 64 cm, and Joel caught his first barra; "
              "the assistant suggested downsizing room by room, measuring the unit, Mum choosing her books in tiers and giving the rest a good home, a realistic set of Dad's tools, booking removalists early, a first-night box, a GP in Palmerston, address changes, volunteering at the Palmerston library for Mum and a men's shed for Dad, a cyclone plan and checking the air conditioning; "
              "Mum has asked about volunteering at the Palmerston library; Dad will join the men's shed if it has a lathe.",
   "procedures": [{"name": "Helping older parents move", "steps": ["Downsize room by room early", "Measure the new home", "Choose books in tiers", "Book removalists early", "First-night box", "Find a GP", "Change addresses", "Something to get out of the house", "Cyclone plan and air conditioning"]}],
   "outcomes": ["Reilly Auto sold to Nathan on 30 June 2026", "Parents move to Durack, Palmerston, on 22 August 2026", "Leaders Creek trip: three barra, biggest 64 cm; Joel's first barra"]}),
 ("2026-07-26", "Shin splints four weeks before the half", [
   ("user", "My shins are killing me. It started after my 16 km long run two weeks ago, a dull ache along the inside of both shins, worse at the start of a run. I saw Hannah at Nightcliff Physio on Wednesday: medial tibial stress syndrome, shin splints basically, not a stress fracture she thinks. "
            "She said my runners are done (they've got about 900 km on them) and to cut my running right back for ten days. The race is 9 August. Kelsey ran the Gold Coast half on 5 July in 1:52:30, so now she's full of advice too. "
            "Can I still do the race? Should I give up on 2:10? And the good news: I caught a 91 cm barra at Shady Camp last Saturday, my new PB, Joel nearly fell out of the boat."),
   ("assistant", "A 91 cm barra at Shady Camp is a proper fish, congratulations. Now the shins: I can't assess your legs, so Hannah's advice comes first, but here's how people usually approach this.\n\n"
                 "## Can you still race?\n"
                 "Often, yes, with shin splints caught early and managed properly. The fitness you've built over 12 weeks won't disappear in ten days; missing some runs now costs you far less than an injury that stops you starting.\n\n"
                 "## The next two weeks\n"
                 "1. **Follow Hannah's ten days** of reduced running. Keep your fitness with **swimming, pool running or cycling**, which load the shins much less.\n"
                 "2. **New shoes now,** not the week of the race: run in them a few times so they're broken in by 9 August. Get fitted at a running shop and take your old pair.\n"
                 "3. **Strength work** she gives you (calf raises, tibialis work, hip strength) every day.\n"
                 "4. **Return gradually:** short easy runs on soft, flat surfaces first; pain should be no more than mild and gone by the next morning.\n"
                 "5. **Skip the 18 km long run.** A 12 to 14 km run a week out, if Hannah agrees, is plenty.\n\n"
                 "## The goal time\n"
                 "I'd **let go of 2:10 as a must** and make the goal finishing strong and pain-free, perhaps around **2:15**, with 2:10 only if you feel great at 15 km. A first half is about finishing and wanting to do another one.\n\n"
                 "## Stop and get checked if\n"
                 "Pain becomes sharp and in one spot, hurts at rest or at night, or you limp: those are signs of a stress fracture."),
   ("user", "Okay. New shoes tomorrow, pool running with Marnie, and the goal is now 2:15 and smiling. Kelsey can keep her splits."),
   ("assistant", "That's a smart plan, and 'smiling' is the best goal there is for a first half. Good luck with the shoes and the pool.")],
  {"summary": "The user has shin pain since her 16 km long run in mid-July 2026; Hannah at Nightcliff Physio diagnosed medial tibial stress syndrome (shin splints), probably not a stress fracture, said her running shoes (about 900 km) are worn out and to cut running right back for ten days; the half marathon is on 9 August 2026; "
              "her sister Kelsey ran the Gold Coast half on 5 July 2026 in 1:52:30; the user caught a 91 cm barramundi at Shady Camp on Saturday 18 July 2026, her new best; "
              "the assistant said she can often still race, and suggested following Hannah's ten days with swimming, pool running or cycling, new shoes broken in before the race, strength work, a gradual return, skipping the 18 km run, a goal around 2:15 rather than 2:10, and getting checked for sharp pain, pain at rest or a limp; "
              "she's buying new shoes, pool running with Marnie, and her goal is now 2:15.",
   "decisions": [{"decision": "Half marathon goal changed from under 2:10 to about 2:15", "rationale": "Shin splints four weeks before the race"},
                 {"decision": "New running shoes and pool running with Marnie", "rationale": "Old shoes had about 900 km; keep fitness while the shins settle"}],
   "outcomes": ["Shin splints diagnosed by Hannah at Nightcliff Physio", "Best barra 91 cm at Shady Camp, 18 July 2026", "Kelsey ran the Gold Coast half in 1:52:30"]}),
 ("2026-08-16", "After the half, and my first TV interview", [
   ("user", "I did it! Darwin half last Sunday in 2:11:40, and my shins held up. Marnie ran 1:58 and waited for me at the finish with a Zooper Dooper. I'm already looking at next year. "
            "Work stuff: on Thursday we pulled a 2.9 m croc out of the trap at the Waterfront, and now ABC Darwin wants to interview me about croc safety in the harbour, it'd be my first time on TV. "
            "Also, Dom's leaving the team at the end of the month for a ranger job in Kakadu, so I'll need to recruit. Mum and Dad's truck is booked for next Saturday. How do I do a good TV interview without sounding like a robot?"),
   ("assistant", "Congratulations! 2:11:40 on shins that were sore a month ago is a great first half, and you finished running, which is what matters.\n\n"
                 "## Preparing for the ABC interview\n"
                 "Check first with your **media or communications team**: most government agencies want to know about media requests and may brief you or sit in.\n\n"
                 "### 1. Decide your three key messages\n"
                 "For example:\n"
                 "1. **Crocodiles can turn up anywhere in the harbour,** including near the Waterfront, even though we trap them.\n"
                 "2. **Be crocwise:** swim only in designated safe areas, stay away from the water's edge, don't clean fish at the ramp.\n"
                 "3. **Report sightings** to Parks and Wildlife so the team can set a trap.\n\n"
                 "### 2. Say them in plain words\n"
                 "Short sentences, no jargon ('salties' is fine, 'management zone' less so). A good TV answer is **10 to 20 seconds**.\n\n"
                 "### 3. Bridge back to your messages\n"
                 "If you get a question you can't answer or that drifts, acknowledge it briefly and bridge: 'What I'd really like people to know is…'.\n\n"
                 "### 4. Practise out loud\n"
                 "Ask Joel to play the reporter and record yourself on your phone. Watch it once, fix one thing, and stop.\n\n"
                 "### 5. On the day\n"
                 "- Look at the **reporter, not the camera**.\n"
                 "- Wear your uniform; plain colours work best.\n"
                 "- A real detail or number makes it memorable: how many crocs the team removed last year, or the 4.3 m you caught.\n\n"
                 "## Recruiting Dom's replacement\n"
                 "Happy to help with a position description and interview questions when you're ready."),
   ("user", "The three messages are perfect, comms are fine with it, it's filmed on Wednesday. We've had 148 out of the harbour so far this year, I'll use that. And yes please on the recruiting, next week."),
   ("assistant", "148 by mid-August is a strong number to quote. Good luck on Wednesday; you know the subject better than anyone they could interview.")],
  {"summary": "The user ran the Darwin half marathon on Sunday 9 August 2026 in 2:11:40 with no shin trouble; Marnie ran 1:58; on Thursday 13 August 2026 the team pulled a 2.9 m crocodile out of the trap at the Waterfront and ABC Darwin wants to interview her about croc safety, her first TV interview; "
              "Dom leaves the team at the end of August 2026 for a ranger job in Kakadu, so she must recruit; her parents' removal truck is booked for Saturday 22 August; "
              "the assistant advised checking with the communications team, three key messages (crocs can be anywhere in the harbour, be crocwise, report sightings), plain words and 10-20 second answers, bridging, practising out loud with Joel, looking at the reporter, wearing uniform and using a real number; "
              "comms approved, filming on Wednesday 19 August 2026; 148 crocodiles removed from the harbour so far in 2026.",
   "procedures": [{"name": "Preparing for a TV interview", "steps": ["Check with the communications team", "Three key messages", "Plain words, 10-20 second answers", "Bridge back to the messages", "Practise out loud and record", "Look at the reporter", "Use a real number"]}],
   "outcomes": ["Darwin half marathon 2:11:40 on 9 August 2026", "ABC Darwin interview on 19 August 2026", "Dom leaving for Kakadu", "148 crocodiles removed from the harbour in 2026 so far"]}),
 ("2026-09-06", "Joel's new job, the insurance renewal and a called-off trip", [
   ("user", "A few things. Joel's leaving the LNG plant! He's got a job teaching instrumentation and control at CDU's trade school, starts Monday 21 September. No more 12-hour shifts, and he says the melioidosis made him think about what he wants. The pay's about $8,000 less but we've done the sums. "
            "Mum and Dad moved into the Durack unit on the 22nd, and Mum started volunteering at the Palmerston library on Tuesdays and Thursdays. "
            "We had a new Colorbond fence put in along the creek side last week, $3,400, because Mango got out twice chasing wallabies. "
            "Our home insurance renewal came in at $5,600, up from $4,900. And we were meant to go camping at Litchfield on the weekend of the 19th, but we've called it off because Joel needs that weekend to prepare his first classes; we'll do a day trip in October instead. "
            "Two questions: is $5,600 worth fighting, and how can Joel get ready to teach when he's never taught?"),
   ("assistant", "Congratulations to Joel! A move into teaching after a year like his makes a lot of sense, and apprentices learn best from someone who's actually done the job.\n\n"
                 "## The insurance\n"
                 "A 14% rise is steep but sadly common in the north. It's worth an hour:\n"
                 "1. **Get two or three competing quotes** with the same sums insured and excess.\n"
                 "2. **Tell your insurer about the improvements:** the new termite barrier, the new fence, and the roof tie-down certification from the building report. Some insurers discount for these.\n"
                 "3. **Check the sum insured** is right: too high costs money, too low is worse.\n"
                 "4. **Try a higher excess,** for example $1,000 or $2,000, and see what it saves.\n"
                 "5. **Ring and ask for a retention discount** before you switch; it often works.\n\n"
                 "## Joel's first classes\n"
                 "1. **Ask for the course materials now:** the units, the assessment tools and the lesson plans the previous teacher used. He shouldn't write everything from scratch.\n"
                 "2. **Sit in on a colleague's class** in his first week if he can.\n"
                 "3. **Plan the first session around a real story:** a fault he found on the plant. Apprentices remember stories.\n"
                 "4. **Short talking, lots of doing:** 10 minutes of explanation, then hands-on work on the training rigs.\n"
                 "5. **He'll need a teaching qualification:** VET teachers usually need the Certificate IV in Training and Assessment, or to complete it within a set time; CDU will tell him.\n"
                 "6. **Expect to feel underprepared** for the first term; almost every new teacher does.\n\n"
                 "Sorry about Litchfield; a day trip to Wangi or Florence Falls in October is a good consolation."),
   ("user", "He's already got the Cert IV TAE booked for October. I'll ring the insurer tomorrow with the barrier and the fence."),
   ("assistant", "Good luck with the call, and please pass on my congratulations to Joel for the 21st.")],
  {"summary": "Joel is leaving the LNG plant for a job teaching instrumentation and control at CDU's trade school from Monday 21 September 2026: no more 12-hour shifts, about $8,000 less pay; the melioidosis made him rethink; "
              "the user's parents moved into the Durack unit in Palmerston on 22 August 2026 and her mum Heather volunteers at the Palmerston library on Tuesdays and Thursdays; a new Colorbond fence along the creek side cost $3,400 because Mango got out twice chasing wallabies; "
              "the home insurance renewal is $5,600, up from $4,900; the Litchfield camping weekend of 19 September 2026 is called off because Joel needs it to prepare his first classes, with a day trip in October instead; "
              "the assistant suggested competing quotes, telling the insurer about the termite barrier, fence and tie-downs, checking the sum insured, a higher excess and asking for a retention discount; for Joel: get the course materials, sit in on a colleague, start with a real story, more doing than talking, the Certificate IV in Training and Assessment, and expecting to feel underprepared; "
              "Joel has the Cert IV TAE booked for October; she'll ring the insurer.",
   "decisions": [{"decision": "Joel takes a teaching job at CDU's trade school from 21 September 2026", "rationale": "No more 12-hour shifts; his illness made him rethink"},
                 {"decision": "Litchfield camping on 19 September 2026 called off; a day trip in October instead", "rationale": "Joel needs the weekend to prepare his first classes"},
                 {"decision": "New Colorbond fence on the creek side, $3,400", "rationale": "Mango got out twice chasing wallabies"}],
   "outcomes": ["Home insurance renewal $5,600 (was $4,900)", "Parents moved to Durack on 22 August 2026", "Heather volunteers at the Palmerston library"]}),
]

QUESTIONS_124 = [
 # single facts the user said about herself, her family, pets and things owned
 ("What breed is Mango?", "a red kelpie"),
 ("What kind of pet does Joel keep apart from Mango?", "a children's python called Noodle"),
 ("Who's our mortgage broker?", "Ange Costa (a school friend of Joel's)"),
 ("What does my sister Kelsey do for a living?", "she's a vet nurse (in Brisbane)"),
 ("What did we call the tinny?", "Second Wind"),
 ("Who looked after Mango while we were in Bali?", "Deb, our neighbour"),
 ("Which physio did I see about my shins?", "Hannah at Nightcliff Physio"),
 # when
 ("When did I pass my coxswain ticket?", "Friday 5 December 2025"),
 ("When did Mango get poisoned by the cane toad?", "Thursday 8 January 2026 (about 9 pm)"),
 ("What day did Joel go into hospital with melioidosis?", "Monday 9 February 2026 (Royal Darwin Hospital)"),
 ("When did we move into the Rapid Creek house?", "Saturday 7 March 2026 (settled on Friday 6 March)"),
 ("When did I start as the croc team leader?", "Monday 20 April 2026"),
 # counts and amounts
 ("How many crocs did we pull out of the harbour in 2025?", "247"),
 ("What did we pay for the boat?", "$13,000 (the asking price was $14,500)"),
 ("How much was the after-hours vet bill for the cane toad?", "$640"),
 # lists across chats
 ("Which houses did we make offers on?", "an elevated house in Jingili ($560,000, rejected) and the Rapid Creek house ($585,000 accepted, reduced to $579,000)"),
 ("What health problems has Joel had this year?", "melioidosis with pneumonia (February 2026), type 2 diabetes found in hospital, and two days of Bali belly in June"),
 ("Where have I been barra fishing?", "Corroboree Billabong (78 cm, 2025), Leaders Creek (64 cm) and Shady Camp (91 cm)"),
 ("What courses or tickets have I done in the last year?", "a senior first aid refresher (September 2025), the Coxswain Grade 1 Near Coastal ticket, and a Certificate IV in Leadership and Management (started May 2026)"),
 ("What work have we done on the Rapid Creek house since moving in?", "termite treatment and a new barrier ($1,850), the stud wall repaired, a new pool pump ($720), ceiling fans in the two back bedrooms ($680) and a new Colorbond fence on the creek side ($3,400)"),
 # latest value of something that changed
 ("What's my job now?", "Senior Wildlife Ranger leading the crocodile management team (NT Parks and Wildlife), since 20 April 2026"),
 ("What's the biggest croc I've caught?", "a 4.3 m male in the Sadgroves Creek trap (21 March 2026)"),
 ("What does Joel do for work now?", "he teaches instrumentation and control at CDU's trade school (from 21 September 2026; before that an instrument technician at the LNG plant)"),
 ("How much is our home insurance now?", "$5,600 a year (up from $4,900)"),
 # yes/no
 ("Did that tropical low in December turn into a cyclone?", "No"),
 ("Did I get under 2:10 in the half marathon?", "No (2:11:40)"),
 ("Did Joel go back to the LNG plant after he was sick?", "Yes (on light duties from 13 April 2026)"),
 ("Does the Rapid Creek house have a pool?", "Yes"),
 # why
 ("Why was settlement pushed back?", "the vendors' bank wasn't ready to release their mortgage"),
 ("Why did the vendors take $6,000 off the price?", "the building and pest inspection found old termite damage in a downstairs stud wall"),
 ("Why did we move the Bali trip from April to June?", "Joel had melioidosis and was on antibiotic tablets until May"),
 ("Why didn't we go camping at Litchfield in September?", "Joel needed the weekend to prepare his first classes at CDU"),
 # what the assistant recommended
 ("What did you tell me to do if Mango gets a cane toad in her mouth again?", "wipe her gums and mouth with a damp cloth from back to front for about 10 minutes, never point a hose down her throat, and call the vet and go in straight away"),
 ("What did you suggest I do in my first weeks as team leader?", "one-on-ones with everyone in the first week, no big changes in the first month, ask Lachie and Dom for their help directly, explain decisions, stay on the boat, a weekly team meeting, a handover from Rowan and plan Ellie's induction"),
 # inference
 ("Would Joel garden barefoot in the wet these days?", "Likely no"),
 ("Would I let Mango swim in Rapid Creek?", "Likely no"),
 ("Is Mum likely to enjoy her volunteering?", "Likely yes"),
 ("Would Kelsey be a good person to ask about Mango's health?", "Likely yes"),
 # not in the archive
 ("How much did Mum and Dad pay for their unit in Durack?", "Not mentioned in my chats"),
 ("What does Deb next door do for work?", "Not mentioned in my chats"),
]


def assistant_chats_54_at(folder):
    """The archive of CHATS_124 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a54c", CHATS_124, "claude")


@pytest.fixture(scope="module")
def assistant_chats_54(tmp_path_factory):
    return assistant_chats_54_at(tmp_path_factory.mktemp("assistant54"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_124, "assistant 54")


def test_the_archive_finds_the_croc_trap(assistant_chats_54):
    assert assistant_chats_54.search("Sadgroves").results
