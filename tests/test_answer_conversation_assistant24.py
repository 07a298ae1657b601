"""A twenty-fourth written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind with its questions and gold answers before any run of
`kbsearch answer` on it, and without reading the answer rules. It is held out: its questions are
not read by the developers. A freelance medical illustrator in Galway, Ros (Rosalind) Achterberg,
39, who lives in Salthill with her husband Cathal, a sound engineer at the Town Hall Theatre, and
their children Niamh (9) and Fintan (6). She chats with Claude from February to November 2025:
pricing a 64-plate anatomy atlas for a Dublin publisher (an offer, her counter, the fee they agree,
then extra plates and a deadline that moves), adopting a retired racing greyhound who turns out to
be reactive to small dogs and working with a behaviourist, replacing her drawing tablet, building
a garden studio (two quotes, the one they choose, an install date that slips), a Revenue aspect
query about her home office expenses, and a family trip to Slovenia (a route that changes and a
budget that goes over), with facts the user updates later (the atlas fee, the number of plates,
the deadline, the studio price and date, the trip route and cost).
bench/answer_conversations.py asks every question ("assistant 24")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_64 = [
 ("2025-02-03", "Pricing a 64-plate anatomy atlas commission", [
   ("user", "Hi Claude. I'm Ros, I'm 39 and I'm a freelance medical illustrator based in Salthill in Galway. I've been freelance for eleven years, since I left a medical publishing agency in Amsterdam "
            "(my dad is Dutch, hence Achterberg). I've just been approached by Brightwater Medical Press in Dublin to illustrate a musculoskeletal anatomy atlas for physiotherapy students: "
            "64 full-colour plates, final files due 30 September 2025. They've offered €14,500 flat, for all rights. My usual day rate is €380 and I reckon each plate takes me about three-quarters of a day "
            "including sketches, inking, colour and revisions. Is €14,500 fair, and how should I respond?"),
   ("assistant", "Congratulations on being approached for a full atlas, that's a substantial and prestigious project. Before you respond, it's worth separating two things the publisher has bundled together: "
                 "**the work** (your time) and **the rights** (what they can do with the images afterwards). Here's how I'd approach it.\n\n"
                 "## Pricing the commission\n\n"
                 "### 1. Work out your cost basis\n"
                 "Start from your own numbers, not theirs. At three-quarters of a day per plate:\n"
                 "- 64 plates x 0.75 days = **48 working days**\n"
                 "- 48 days x €380 = **€18,240**\n\n"
                 "Their €14,500 works out at roughly **€302 a day**, about 20% below your usual rate, before rights are even considered.\n\n"
                 "### 2. Price the rights separately\n"
                 "'All rights' is a buyout: they could reuse, resell or adapt your plates anywhere, forever, without paying you again. A buyout normally costs considerably more than a licence. Alternatives:\n"
                 "- A **licence** for this atlas in print and e-book editions, including future editions.\n"
                 "- You **keep copyright**, the right to show the plates in your portfolio, and the right to license them for non-competing uses.\n"
                 "- If they insist on a buyout, add a significant rights fee (often 50-100% on top of the work fee).\n\n"
                 "### 3. Cap the revisions\n"
                 "Specify **two rounds of revisions per plate** at sketch stage and one at final colour. Anything beyond that is billed at an hourly rate. Anatomy atlases attract a lot of small corrections from subject experts, so this matters.\n\n"
                 "### 4. Stage the payments\n"
                 "For a project of eight months, don't wait until the end to be paid. A common structure is **30% on signing, 30% at the halfway point and 40% on delivery**.\n\n"
                 "### 5. Add a kill fee\n"
                 "If the project is cancelled partway through, you're paid for work completed plus a percentage of the remainder.\n\n"
                 "### 6. Put your counter in writing\n"
                 "Thank them, say you're excited about the project, and send a short proposal: your fee, the licence, revisions, payment schedule and timeline.\n\n"
                 "## What to counter with\n"
                 "Given your cost basis of €18,240, a counter of around **€19,500 to €21,000 for a licence** (not a buyout) would be reasonable, leaving room to meet them partway.\n\n"
                 "*This is general guidance, not legal advice. For a contract of this size it can be worth having the final agreement reviewed, for example through an illustrators' association.*"),
   ("user", "OK. I'm going to counter at €19,200, which is €300 a plate: a licence for the print and e-book editions, I keep portfolio rights and can license the plates for non-competing uses, "
            "two revision rounds, and your 30/30/40 payment structure."),
   ("assistant", "That's a clear, professional counter, and pricing it per plate makes it easy for them to understand, and easy to extend if they add plates later. "
                 "Keep the email warm and short, and attach a one-page summary of the terms. Good luck!")],
  {"summary": "The user, Ros (Rosalind) Achterberg, 39, is a freelance medical illustrator in Salthill, Galway, freelance for eleven years after a medical publishing agency in Amsterdam; her father is Dutch; "
              "Brightwater Medical Press in Dublin offered €14,500 flat, all rights, for a musculoskeletal anatomy atlas for physiotherapy students: 64 full-colour plates due 30 September 2025; her day rate is €380, "
              "about three-quarters of a day per plate; the assistant worked out a cost basis of 48 days and €18,240 (the offer is about €302 a day), suggested pricing rights separately (a licence rather than a buyout), "
              "capping revisions, 30/30/40 staged payments, a kill fee and a written counter of €19,500-€21,000; she countered at €19,200 (€300 a plate).",
   "procedures": [{"name": "Pricing an illustration commission", "steps": ["Work out the cost basis (days x day rate)", "Price the rights separately (licence rather than buyout)", "Cap the revisions",
                   "Stage the payments 30/30/40", "Add a kill fee", "Put the counter in writing"]}],
   "decisions": [{"decision": "Counter at €19,200 (€300 a plate) for a print and e-book licence", "rationale": "Cost basis of €18,240; keep portfolio rights"}],
   "outcomes": ["Offer: €14,500 flat, all rights, 64 plates", "Cost basis: 48 days, €18,240"]}),
 ("2025-02-24", "Bringing home a retired greyhound", [
   ("user", "We're adopting a retired racing greyhound from Corrib Greyhound Rescue! He's four, brindle, about 30 kg, and he raced as 'Ballymoss Flyer', so the kids have already renamed him Mossy. "
            "We pick him up on Saturday 1 March. The adoption fee is €200, which covers his neutering, vaccinations and microchip. The rescue's assessment says he is not cat-safe (high prey drive) and a bit nervous around small dogs. "
            "We have a small back garden with a 1.2 m wall. My kids are Niamh, who's 9, and Fintan, who's 6. My husband Cathal is a sound engineer at the Town Hall Theatre, so he works most evenings and I'm home with the dog during the day "
            "while I work. How do we prepare?"),
   ("assistant", "How exciting, and what a great name. Retired racers often make wonderfully calm house dogs, but everything about a home is new to them: stairs, glass doors, children, even sleeping on a soft bed. "
                 "Here's how to prepare.\n\n"
                 "## Before he arrives\n"
                 "1. **Check the garden.** Most greyhounds don't jump, but a 1.2 m wall is on the low side for a sighthound that spots a cat. Look for gaps and weak spots, and plan to supervise him in the garden at first.\n"
                 "2. **Get the right kit:** a martingale collar (greyhounds can slip ordinary collars because their heads are narrower than their necks), a harness, a 2 m lead, and a basket muzzle he can pant and drink in.\n"
                 "3. **Set up a quiet bed area** away from the busiest part of the house, with a thick bed: greyhounds have little padding and get pressure sores.\n"
                 "4. **Register with a vet** and book a check-up in the first few weeks.\n\n"
                 "## The first two weeks: decompression\n"
                 "- Keep life quiet and predictable: short walks, regular meals, lots of sleep. No visitors parade.\n"
                 "- Expect some accidents in the house: he has lived in kennels and may not know that indoors is different.\n"
                 "- Teach stairs and glass doors gently; many ex-racers have never seen either.\n\n"
                 "## Children and a new dog\n"
                 "1. **Never disturb him while he sleeps.** Many greyhounds have 'sleep startle' and can snap if woken suddenly. Teach Niamh and Fintan to call his name from a distance.\n"
                 "2. **Let him come to them,** and no hugging, which most dogs find threatening.\n"
                 "3. **Always supervise** while he settles in.\n\n"
                 "## Living with his assessment\n"
                 "- **Not cat-safe** means exactly that: keep him on lead around cats and never leave him unsupervised where a cat can get in.\n"
                 "- **Nervous of small dogs:** walk at quieter times at first and give him space. Muzzle training early, with treats, makes every future situation easier.\n"
                 "- **Keep him on lead** in unfenced areas. Greyhounds can reach 60 km/h in a few strides and many have no recall.\n\n"
                 "*Your rescue knows Mossy best; ask them anything, they'll be glad to help.*"),
   ("user", "Mossy's bed is going in the back room where I work, so he can keep me company while I draw. Niamh has already made him a name tag."),
   ("assistant", "That sounds perfect: a calm room with a person nearby is exactly what most ex-racers want. I suspect he'll be asleep upside down within a week.")],
  {"summary": "The user and her family are adopting a retired racing greyhound from Corrib Greyhound Rescue: four years old, brindle, about 30 kg, raced as Ballymoss Flyer, renamed Mossy by the kids; "
              "pick-up on 1 March 2025; adoption fee €200 (neutering, vaccinations, microchip); the rescue's assessment says he is not cat-safe (high prey drive) and nervous around small dogs; "
              "back garden with a 1.2 m wall; children Niamh, 9, and Fintan, 6; husband Cathal is a sound engineer at the Town Hall Theatre and works evenings; "
              "the assistant advised checking the garden, a martingale collar, harness and basket muzzle, a quiet bed, a vet, two weeks of decompression, rules for the children (sleep startle), "
              "keeping him away from cats and on lead; Mossy's bed goes in the back room where she works.",
   "procedures": [{"name": "Preparing for a retired greyhound", "steps": ["Check the garden", "Martingale collar, harness, lead and basket muzzle", "Quiet, thick bed", "Register with a vet",
                   "Two weeks of decompression", "Children never disturb him while he sleeps", "Keep him away from cats and on lead"]}],
   "decisions": [{"decision": "Adopt Mossy (Ballymoss Flyer) from Corrib Greyhound Rescue", "rationale": "Retired racer; the user is home during the day"}],
   "outcomes": ["Adoption fee €200", "Assessment: not cat-safe, nervous of small dogs"]}),
 ("2025-03-19", "Replacing my Wacom Cintiq", [
   ("user", "Good news first: Brightwater agreed to €17,600 for the atlas. Not my €19,200, but I got the licence for print and e-book, I keep portfolio rights, two revision rounds and the 30/30/40 payments. "
            "Still 64 plates, due 30 September. Mossy came home on the 1st and is asleep under my desk as I type. "
            "The bad news: my Wacom Cintiq 16, which I bought in 2019, has developed a flickering green line down the left side and the pen is skipping on strokes. I can't draw 64 plates on it. "
            "My budget is about €2,000. I'm looking at the Wacom Cintiq Pro 22, the Xencelabs Pen Display 24, or an iPad Pro 13 with Procreate. "
            "I work in Photoshop and Clip Studio Paint on a Windows desktop, and the atlas needs CMYK files for print. What would you get?"),
   ("assistant", "Congratulations on the deal: €17,600 with a licence, portfolio rights and staged payments is a good outcome. Now, the tablet. For your workflow, the key facts are: Windows desktop, Photoshop, CMYK print files and long drawing days.\n\n"
                 "## The options\n\n"
                 "### Xencelabs Pen Display 24\n"
                 "- 24-inch 4K screen with wide colour coverage, which helps when you're working towards print.\n"
                 "- Comes with a Quick Keys remote for shortcuts, and two pens.\n"
                 "- Usually priced within or just under your budget.\n\n"
                 "### Wacom Cintiq Pro 22\n"
                 "- Excellent pen feel and build, and you already know Wacom's drivers.\n"
                 "- Typically priced **above** your €2,000 budget, and the stand is often sold separately.\n\n"
                 "### iPad Pro 13 with Procreate\n"
                 "- A beautiful drawing experience and portable.\n"
                 "- But Procreate doesn't work in CMYK the way Photoshop does, so you'd be exporting to Photoshop for every plate, and you'd lose your desktop shortcuts and plug-ins.\n\n"
                 "## My recommendation\n"
                 "1. **Get a pen display for the desktop,** not an iPad, as your main tool. Your whole print pipeline lives in Photoshop on Windows.\n"
                 "2. **The Xencelabs Pen Display 24 is the best fit for your budget:** a larger screen than your Cintiq 16, good colour, and the shortcut remote.\n"
                 "3. **Choose the Cintiq Pro 22** only if you find a deal that brings it near €2,000, or if pen feel matters more to you than screen size.\n"
                 "4. **Budget for a colorimeter** to calibrate whichever display you buy; for print work it matters more than the panel itself.\n"
                 "5. **Try before you buy** if a shop nearby has them on display, and check the warranty terms in Ireland.\n\n"
                 "*Prices change often, so check current ones; the figures above are typical rather than exact.*"),
   ("user", "Leaning Xencelabs. The iPad is lovely but I'd be exporting to Photoshop for CMYK all the time and I'd lose all my keyboard shortcuts."),
   ("assistant", "That's the right reasoning. Keep the Cintiq 16 as a backup until the new one arrives, and move your Photoshop brushes and shortcut settings across before you start the next plate.")],
  {"summary": "Brightwater agreed to €17,600 for the atlas with a print and e-book licence, portfolio rights, two revision rounds and 30/30/40 payments; still 64 plates due 30 September 2025; Mossy came home on 1 March 2025; "
              "the user's Wacom Cintiq 16 (2019) has a flickering green line and a skipping pen; budget about €2,000; options: Wacom Cintiq Pro 22, Xencelabs Pen Display 24, iPad Pro 13 with Procreate; "
              "she works in Photoshop and Clip Studio Paint on Windows and needs CMYK files; the assistant recommended a desktop pen display over an iPad, the Xencelabs Pen Display 24 as the best fit for the budget, "
              "the Cintiq Pro 22 only at a good price, a colorimeter and trying before buying; she leans towards the Xencelabs.",
   "decisions": [{"decision": "Lean towards the Xencelabs Pen Display 24", "rationale": "The iPad would mean exporting to Photoshop for CMYK and losing keyboard shortcuts"}],
   "outcomes": ["Atlas fee agreed: €17,600 for 64 plates", "Mossy came home on 1 March 2025"]}),
 ("2025-04-10", "A garden studio: planning rules and quotes", [
   ("user", "Working in the back room isn't working. It's also our TV room, so I'm packing up every evening, Mossy's bed is in the middle of it, and Cathal sleeps in after late shows. "
            "We want a garden room at the end of the back garden: 4 m by 3.5 m, insulated, with power and an ethernet cable for my files. We have two quotes, both including VAT: "
            "Corrib Cabins at €28,500 including electrics, and Atlantic Garden Rooms at €24,900, which doesn't include the electrics. Would I need planning permission in Ireland? "
            "I'd only use it as my own work studio, no clients visiting and no staff. And how do I compare the quotes?"),
   ("assistant", "A garden studio can transform working from home, especially with a busy household. I'm not a planner, so treat this as a starting point rather than a definitive answer.\n\n"
                 "## Planning permission\n"
                 "In Ireland, a garden room behind the house can often be **exempted development** (no planning permission needed) if it meets conditions such as:\n"
                 "- **Floor area of 25 m² or less**, and your 14 m² is comfortably under that.\n"
                 "- **At least 25 m² of rear garden** left for the house after it's built.\n"
                 "- **Height limits:** roughly 4 m for a pitched roof and 3 m for any other roof.\n"
                 "- **Not used for human habitation,** and used for purposes incidental to the enjoyment of the house.\n\n"
                 "The grey area is **business use**. A home studio with no visiting clients or staff is often treated as incidental, but it isn't guaranteed. For certainty, you can ask Galway City Council for a "
                 "**section 5 declaration**, a formal ruling on whether your project is exempt.\n\n"
                 "## Comparing the quotes\n"
                 "1. **Compare like with like.** Atlantic excludes electrics; a Safe Electric registered electrician running armoured cable from your fuse board, sockets, lights and the ethernet run could add roughly €1,500 to €3,000.\n"
                 "2. **Foundations:** concrete base or ground screws? Is site preparation included?\n"
                 "3. **Insulation and walls:** thickness of insulation in walls, floor and roof. For year-round work in Galway, this is what decides whether you're comfortable in January.\n"
                 "4. **Windows and doors:** double or triple glazing, and security locks (you'll have expensive equipment inside).\n"
                 "5. **Guarantees:** how many years on the structure, the roof and the cladding.\n"
                 "6. **Payment schedule:** avoid paying most of the price up front; a deposit and the balance on completion is common.\n"
                 "7. **References:** ask to see a previous installation, ideally one a few years old.\n"
                 "8. **Lead time:** when can they install, and what happens if materials are late?\n\n"
                 "## My suggestion\n"
                 "Ask Atlantic for a full quote **including** electrics and ethernet, so you can compare the real totals, and check both companies' insulation specifications side by side."),
   ("user", "We're going with Atlantic Garden Rooms. With the electrics and the ethernet run added it came to €26,300, still cheaper than Corrib, and their walls are better insulated. "
            "Installation is booked for Monday 16 June. I'm also going to apply for a section 5 declaration, just to be safe."),
   ("assistant", "Good choice, and the section 5 declaration is worth the small effort for peace of mind. Ask Atlantic for their installation checklist so the garden is ready on the day, and get the electrician's certificate when the power is connected.")],
  {"summary": "The user works in the back room, which is also the family's TV room; she wants a 4 m x 3.5 m insulated garden studio with power and ethernet; quotes incl. VAT: Corrib Cabins €28,500 including electrics, "
              "Atlantic Garden Rooms €24,900 without electrics; the assistant explained exempted development in Ireland (25 m² or less, 25 m² of garden left, height limits, not for habitation, incidental use; business use a grey area; "
              "a section 5 declaration from Galway City Council for certainty) and how to compare quotes; "
              "they chose Atlantic Garden Rooms at €26,300 with electrics and ethernet, installation booked for 16 June 2025; she will apply for a section 5 declaration.",
   "procedures": [{"name": "Comparing garden room quotes", "steps": ["Compare like with like (electrics)", "Foundations", "Insulation", "Windows and doors", "Guarantees", "Payment schedule", "References", "Lead time"]}],
   "decisions": [{"decision": "Garden studio from Atlantic Garden Rooms for €26,300 including electrics and ethernet", "rationale": "Cheaper than Corrib Cabins and better insulated walls"},
                 {"decision": "Apply for a section 5 declaration", "rationale": "Business use is a grey area"}],
   "outcomes": ["Installation booked for 16 June 2025"]}),
 ("2025-05-06", "Mossy lunging at small dogs", [
   ("user", "Mossy update: at home he's a total couch potato and he's brilliant with the kids. But on walks along the Salthill prom he's started lunging and screaming at small fluffy dogs, "
            "especially our neighbour's Pomeranian, Pixie. He's 30 kg, so it's scary: last week he pulled me over near the Blackrock diving tower and I scraped my hand. He wears his muzzle on walks now. "
            "I've booked a behaviourist, Aoife Brennan, €85 a session, and the first session is Wednesday 14 May. "
            "Other news: I bought the Xencelabs, €1,749 in a spring sale, and it's lovely. And I've picked up a second client: Corvane Medical want 12 catheter illustrations for their instructions for use, €2,900. "
            "What can I do about Mossy before the behaviourist comes?"),
   ("assistant", "I'm sorry about your hand; being pulled over by a 30 kg dog is frightening. Booking a qualified behaviourist is exactly the right move. In the meantime, here's what usually helps with on-lead reactivity. "
                 "I'm not a substitute for Aoife, who will see Mossy in person.\n\n"
                 "## Before she comes\n\n"
                 "### 1. Management first: stop the rehearsals\n"
                 "Every time Mossy lunges, the behaviour gets practised. Until training is under way, **avoid his triggers**: walk at quieter times and on quieter routes, and keep **more distance** from small dogs, "
                 "crossing the road or turning away early. The busy prom is probably the hardest place for him right now.\n\n"
                 "### 2. Learn his threshold\n"
                 "Notice the distance at which he first sees a small dog but can still take a treat. That's where training happens; closer than that, he can't learn.\n\n"
                 "### 3. Counter-conditioning\n"
                 "Small dog appears = high-value food (chicken, cheese). The dog disappears = the food stops. Over time, small dogs come to predict good things.\n\n"
                 "### 4. The 'look at that' game\n"
                 "Mark and reward him for calmly looking at a small dog, then looking back at you.\n\n"
                 "### 5. An emergency U-turn\n"
                 "Practise a cheerful 'this way!' turn at home and on quiet walks, so you can leave when a dog appears too close.\n\n"
                 "### 6. Equipment\n"
                 "A harness with the lead clipped to both harness and martingale collar (a double-ended lead) gives you more control. Keep the muzzle: it's a safety tool, and well-conditioned dogs don't mind it.\n\n"
                 "### 7. Decompression walks\n"
                 "Sniffy walks in quiet places lower his overall stress, which makes reactive moments less likely.\n\n"
                 "## A note on greyhounds\n"
                 "With sighthounds, reactions to small fluffy dogs can be fear, frustration or **prey drive**, and they need different approaches. Aoife will help you work out which it is. "
                 "It's also worth a vet check to rule out pain, which can make any dog more reactive."),
   ("user", "I'll switch his walks from the prom to Barna woods at 7 am, and bring chicken. Sorry, Pixie."),
   ("assistant", "Barna woods at 7 am sounds ideal: quiet, full of smells and few small dogs. Let me know what Aoife says after the first session.")],
  {"summary": "Mossy is calm at home and good with the children but lunges and screams at small fluffy dogs on the Salthill prom, especially the neighbour's Pomeranian Pixie; he pulled the user over near the Blackrock diving tower; "
              "he wears his muzzle on walks; she booked behaviourist Aoife Brennan at €85 a session, first session on 14 May 2025; she bought the Xencelabs Pen Display 24 for €1,749 in a spring sale; "
              "a second client, Corvane Medical, wants 12 catheter illustrations for their instructions for use for €2,900; the assistant's first step was management (avoid triggers: quieter times and routes, more distance), "
              "then threshold, counter-conditioning, the 'look at that' game, an emergency U-turn, a double-ended lead, decompression walks and a vet check; she will walk him in Barna woods at 7 am.",
   "procedures": [{"name": "On-lead reactivity before the behaviourist", "steps": ["Management: avoid triggers, quieter times and routes, more distance", "Learn his threshold", "Counter-conditioning with high-value food",
                   "The 'look at that' game", "An emergency U-turn", "Double-ended lead, keep the muzzle", "Decompression walks", "Vet check for pain"]}],
   "decisions": [{"decision": "Walk Mossy in Barna woods at 7 am instead of the prom", "rationale": "Fewer small dogs"},
                 {"decision": "Behaviourist Aoife Brennan, €85 a session", "rationale": "Mossy's reactivity to small dogs"}],
   "outcomes": ["Bought the Xencelabs Pen Display 24 for €1,749", "Corvane Medical: 12 catheter illustrations for €2,900"]}),
 ("2025-05-28", "Two weeks in Slovenia with the kids", [
   ("user", "Summer holiday planning! We're going to Slovenia from Saturday 9 to Saturday 23 August, flying Dublin to Ljubljana and renting a car. Draft plan: 3 nights in Ljubljana, 4 at Lake Bled, "
            "5 in the Soča valley at Bovec, then 2 nights in Piran on the coast before flying home. Budget €6,000 for the four of us. Niamh is a water baby (she swims with her club three times a week), "
            "Fintan is six and completely obsessed with dragons, and Cathal wants to drive the Vršič Pass. Mossy will stay with Cathal's sister Orla in Oranmore; she has a big fenced garden and no cats. "
            "What do you think of the plan, and what shouldn't we miss?"),
   ("assistant", "Slovenia is a brilliant choice for a family: compact, green, safe and full of water and mountains. And Fintan is in luck: Ljubljana's symbol is a dragon. Here are my thoughts.\n\n"
                 "## Your plan, stop by stop\n\n"
                 "### Ljubljana (3 nights)\n"
                 "- The **Dragon Bridge** and the dragon on the city flag: a perfect first day for Fintan.\n"
                 "- The funicular up to **Ljubljana Castle**, and an evening by the river.\n"
                 "- **Day trip to Postojna Cave:** a little train takes you deep into the cave, and it's home to the **olm**, a pale blind salamander locals nicknamed the 'baby dragon'. For a dragon-obsessed six-year-old, this might be the highlight of the trip.\n\n"
                 "### Lake Bled (4 nights)\n"
                 "- A **pletna boat** to the island and ringing the bell in the church.\n"
                 "- **Vintgar Gorge** on its wooden walkways (book ahead in summer).\n"
                 "- Swimming: Bled's lake is warm in August. **Lake Bohinj**, 30 minutes away, is quieter, wilder and wonderful for swimming and kayaking.\n\n"
                 "### The Soča valley at Bovec (5 nights)\n"
                 "- The river is an extraordinary turquoise. **Family rafting** is popular, but operators set minimum ages (often around 6 to 8, depending on the water level), so check before promising Fintan.\n"
                 "- The **Kozjak waterfall** walk is short and easy for children.\n"
                 "- **The Vršič Pass** has 50 numbered hairpin bends. It's spectacular, but if anyone in the car gets carsick, take it slowly and stop often.\n\n"
                 "### Piran (2 nights)\n"
                 "A beautiful Venetian town on the sea. But note: from Bovec to Piran is roughly two and a half to three hours' drive, and from Piran back to Ljubljana airport another one and a half, "
                 "so two nights means a lot of driving for little time. You could **swap Piran for Lake Bohinj,** which is much closer to both Bovec and the airport.\n\n"
                 "## Budget tips\n"
                 "1. **Book the car early;** August prices climb, and check whether you need a vignette (motorway sticker) for Slovenian motorways.\n"
                 "2. **Apartments with a kitchen** save a lot on breakfasts and lunches with children.\n"
                 "3. **Book Postojna and Vintgar tickets online** in advance.\n"
                 "4. Keep a **10% contingency;** on €6,000, that's €600.\n\n"
                 "*Check opening times and age limits with each operator before you go.*"),
   ("user", "Fintan is going to lose his mind about the baby dragons. We'll think about Piran, Cathal loves the sea, but you have a point about the driving. Fintan gets carsick on winding roads."),
   ("assistant", "Then Postojna is a must, and you might plan the Vršič day carefully: travel sickness bands or medicine from the pharmacy, a front seat for Fintan if the law allows for his age and size, and plenty of stops.")],
  {"summary": "The user's family plans Slovenia from 9 to 23 August 2025, flying Dublin to Ljubljana with a rental car: 3 nights Ljubljana, 4 Lake Bled, 5 Bovec in the Soča valley, 2 Piran; budget €6,000; "
              "Niamh is a water baby who swims with her club three times a week; Fintan, 6, is obsessed with dragons and gets carsick on winding roads; Cathal wants to drive the Vršič Pass; "
              "Mossy will stay with Cathal's sister Orla in Oranmore (fenced garden, no cats); the assistant suggested the Dragon Bridge and castle in Ljubljana, Postojna Cave with the olm ('baby dragon'), "
              "a pletna boat, Vintgar Gorge and Lake Bohinj, family rafting (check minimum ages), Kozjak waterfall, the Vršič Pass with care, swapping Piran for Lake Bohinj because of the driving, and budget tips.",
   "decisions": [{"decision": "Mossy stays with Orla in Oranmore during the trip", "rationale": "Fenced garden and no cats"}],
   "outcomes": ["Draft: Ljubljana 3, Bled 4, Bovec 5, Piran 2 nights", "Budget €6,000"]}),
 ("2025-06-19", "A Revenue aspect query about my expenses", [
   ("user", "I've had a letter from Revenue: an aspect query on my 2023 tax return about €4,200 of expenses, the home office costs (a share of heating, electricity and broadband) and a laptop. "
            "I have to reply by Friday 18 July. My accountant, Declan Furey, files my returns, but he's on holidays until 7 July. I claimed 25% of our household bills as home office, because I work in the back room. "
            "I'm honestly panicking. And on top of it, Atlantic have pushed the studio installation from 16 June to Monday 7 July because their supplier's cladding is late."),
   ("assistant", "That's a stressful letter to get, but take a breath: an **aspect query** is not an audit. It's Revenue checking specific items on a return, and most are resolved by sending documents and an explanation. "
                 "You also have time, even with Declan away. Here's a plan. *This is general information, not tax advice; Declan should review your reply.*\n\n"
                 "## Responding to the aspect query\n\n"
                 "1. **Read the letter carefully.** Note exactly which items and which year they ask about, what they want to see, and the deadline (18 July).\n"
                 "2. **Gather the evidence now:**\n"
                 "   - the laptop invoice and proof of payment;\n"
                 "   - your 2023 electricity, heating and broadband bills;\n"
                 "   - a simple floor plan showing the room you work in and its share of the house;\n"
                 "   - a note of your working hours in that room.\n"
                 "3. **Check your apportionment honestly.** The home office share should reflect the part of the house used for work and how much of the time. If the back room is also a family room in the evenings, "
                 "25% of all household bills may be hard to justify; a lower, well-reasoned percentage is more defensible than a high one.\n"
                 "4. **Contact Declan's office.** Someone may be covering for him, and at minimum they can note the deadline.\n"
                 "5. **Ask for more time if you need it.** You can contact Revenue through **MyEnquiries** on ROS, quote the letter's reference, and ask for a short extension. It's usually better to ask early.\n"
                 "6. **If something was over-claimed,** say so. Correcting it yourself, with Declan's help, usually leads to a better outcome than having Revenue find it.\n"
                 "7. **Reply in writing** through MyEnquiries with a clear schedule of the expenses and the documents attached, and keep a copy.\n\n"
                 "## About the studio\n"
                 "A three-week delay is annoying but common with garden buildings. Ask Atlantic to confirm the new date in writing and whether the delay affects the payment schedule."),
   ("user", "OK. I'll have everything ready for Declan the day he's back, and I'll ask Revenue through MyEnquiries for two extra weeks just in case."),
   ("assistant", "That's a calm, sensible plan. With the documents ready, Declan should be able to turn it around quickly.")],
  {"summary": "Revenue sent the user an aspect query on her 2023 tax return about €4,200 of expenses (home office share of heating, electricity and broadband, and a laptop), reply due 18 July 2025; "
              "her accountant Declan Furey is on holidays until 7 July; she claimed 25% of household bills because she works in the back room; "
              "Atlantic pushed the studio installation from 16 June to 7 July 2025 because their supplier's cladding is late; "
              "the assistant explained an aspect query is not an audit and suggested reading the letter, gathering evidence, checking the apportionment honestly, contacting Declan's office, "
              "asking for more time through MyEnquiries, correcting any over-claim and replying in writing.",
   "procedures": [{"name": "Responding to a Revenue aspect query", "steps": ["Read the letter carefully", "Gather the evidence", "Check the apportionment honestly", "Contact the accountant's office",
                   "Ask for more time through MyEnquiries", "Correct any over-claim", "Reply in writing"]}],
   "decisions": [{"decision": "Prepare everything for Declan and ask Revenue for two extra weeks", "rationale": "Declan is away until 7 July"}],
   "outcomes": ["Studio installation moved from 16 June to 7 July 2025"]}),
 ("2025-07-21", "Setting up the studio for long drawing days", [
   ("user", "The studio went in on Monday 7 July (it's modular, so the crew built it in a day) and the electrician connected it on Friday the 11th. I love it. Mossy has his own bed out there. "
            "Declan sorted the Revenue reply on the 10th, so now we wait. "
            "Now I need to set the studio up for eight-hour drawing days. It faces north with one big window. The Xencelabs is on a desk, and I've bought a second-hand Herman Miller Aeron for €450 from a seller on DoneDeal. "
            "Colour accuracy matters because the atlas goes to print. How should I set it up?"),
   ("assistant", "Congratulations, a north-facing studio is what illustrators have wanted for centuries: soft, even light with no direct sun. Here's how to set it up for long days and accurate colour.\n\n"
                 "## Light\n"
                 "1. **Put the desk at a right angle to the window,** not facing it or with it behind you, to avoid glare and reflections on the display.\n"
                 "2. **Use neutral artificial light** for dark afternoons: lamps around 5000 K with a high colour rendering index (CRI 95 or more).\n"
                 "3. **Keep the wall behind your screen a neutral colour;** a strongly coloured wall tints what you see.\n\n"
                 "## Colour management\n"
                 "1. **Calibrate the display** with a colorimeter such as a Calibrite or Datacolor unit, every few weeks.\n"
                 "2. **Calibrate for print work:** a lower brightness (around 100 to 120 cd/m²) makes the screen closer to paper.\n"
                 "3. **Ask Brightwater for their printer's ICC profile** and use **soft proofing** in Photoshop to preview the CMYK result.\n"
                 "4. **Request a hard proof** of a few plates early, so surprises come in July rather than September.\n\n"
                 "## Ergonomics\n"
                 "- Set the display at an angle that keeps your wrist straight and your shoulders relaxed; support your forearm on the desk.\n"
                 "- The Aeron is a great chair, but adjust it properly: seat height, lumbar support, armrests level with the desk.\n"
                 "- Follow the **20-20-20 rule** for your eyes: every 20 minutes, look at something 20 feet away for 20 seconds.\n"
                 "- Take a proper break every hour or so; a walk with Mossy counts.\n\n"
                 "## Practicalities\n"
                 "- **Tell your home insurer** about the studio and the equipment in it; outbuildings often have lower limits.\n"
                 "- **Heating and ventilation:** a small panel heater or an air-to-air heat pump, and a window you can open to avoid condensation.\n"
                 "- **Back up your files** to an external drive and to the cloud; the atlas is months of work."),
   ("user", "Bought a Calibrite Display Plus HL for €299 and calibrated it yesterday. The insurer added €46 a year for the studio and the equipment."),
   ("assistant", "Both well worth it. Re-calibrate every few weeks, and you'll be ready when the first proofs come back.")],
  {"summary": "Atlantic installed the garden studio on 7 July 2025 (modular, built in a day) and the electrician connected it on 11 July; Mossy has a bed in the studio; Declan sent the Revenue reply on 10 July; "
              "the studio faces north with one big window; the user bought a second-hand Herman Miller Aeron for €450 on DoneDeal; the assistant advised on light (desk at right angles to the window, 5000 K high-CRI lamps, neutral walls), "
              "colour management (calibrate with a colorimeter, 100-120 cd/m², the printer's ICC profile, soft proofing, an early hard proof), ergonomics (the 20-20-20 rule, breaks) and practicalities (insurer, heating, backups); "
              "she bought a Calibrite Display Plus HL for €299; the insurer added €46 a year.",
   "procedures": [{"name": "Setting up an illustration studio", "steps": ["Desk at right angles to the window", "5000 K high-CRI lamps", "Neutral walls", "Calibrate the display", "Soft proof with the printer's ICC profile",
                   "Early hard proof", "Adjust the chair and display", "20-20-20 rule and breaks", "Tell the insurer", "Back up files"]}],
   "outcomes": ["Studio installed on 7 July 2025, connected on 11 July", "Herman Miller Aeron €450", "Calibrite Display Plus HL €299", "Insurance up €46 a year"]}),
 ("2025-08-29", "Back from Slovenia, and Revenue's answer", [
   ("user", "We're back from Slovenia! We changed the plan in the end: we cut Bovec to four nights and swapped Piran for three nights at Lake Bohinj, because the drive from Bovec down to Piran and then back to the airport "
            "would have eaten two days with carsick kids. Cathal grumbled about missing the sea for about a day. "
            "Postojna was the highlight: Fintan saw the olms and has talked about nothing but baby dragons since. Niamh did family rafting on the Soča with Cathal; Fintan was too young, the operator's minimum age was 8, "
            "so I took him kayaking on Bohinj instead. Cathal drove the Vršič Pass and Fintan was sick at hairpin 18. Total spent: €6,850, so over the €6,000. Mossy had a great time at Orla's. "
            "And Revenue replied: they accepted the laptop and the broadband, but said 25% of household bills was too high for a room the family also uses in the evenings, and allowed 15%. "
            "So I owed €312 extra plus €21 interest, no penalty. Paid. Now that I have the studio, how do I keep my expenses properly so this never happens again?"),
   ("assistant", "Welcome back! Baby dragons, rafting and a lake of your own sounds like a great trip, hairpin 18 aside. And the Revenue outcome is a good one: €312 plus a little interest and no penalty is about as mild as an aspect query gets. "
                 "Here's a simple system for the future. *Do run it past Declan, especially the studio questions.*\n\n"
                 "## A bookkeeping system for a freelancer\n\n"
                 "1. **Open a separate business bank account** and put all work income and expenses through it. It makes everything else easier.\n"
                 "2. **Capture every receipt** as it happens, with a receipts app or a dedicated folder on your phone, and keep the originals for invoices over a small amount.\n"
                 "3. **Reconcile monthly:** once a month, match bank transactions to receipts and categorise them (equipment, software, studio running costs, travel, professional fees).\n"
                 "4. **Measure the studio's running costs directly.** Ask the electrician about a **sub-meter** on the studio's circuit, so its electricity is a measured figure rather than an estimate.\n"
                 "5. **Keep an equipment register:** date, item, price and serial number. The Xencelabs, the colorimeter and the Aeron belong on it, and Declan can work out capital allowances.\n"
                 "6. **Ask Declan about the studio itself:** whether its cost qualifies for any allowance, and whether using it exclusively for business has any capital gains tax implications if you ever sell the house.\n"
                 "7. **Keep records for at least six years,** as Revenue requires.\n"
                 "8. **Diary the deadlines:** preliminary tax and your return are due by 31 October, with a later date if you file through ROS."),
   ("user", "A sub-meter is a great idea, I'll ask the electrician."),
   ("assistant", "It's one of the cheapest ways to turn an estimate into a number nobody can argue with. Enjoy the studio!")],
  {"summary": "The Slovenia trip changed: Bovec cut to four nights and Piran swapped for three nights at Lake Bohinj, because the drive to Piran and back to the airport would have taken two days with carsick kids; "
              "Cathal missed the sea; Postojna was the highlight (Fintan saw the olms); Niamh went rafting on the Soča with Cathal; Fintan was too young (minimum age 8) and the user took him kayaking on Bohinj; "
              "Cathal drove the Vršič Pass and Fintan was sick at hairpin 18; the trip cost €6,850 against a €6,000 budget; Mossy stayed with Orla; "
              "Revenue accepted the laptop and broadband but allowed 15% of household bills instead of 25% because the room is also a family room in the evenings; she owed €312 extra plus €21 interest, no penalty; "
              "the assistant suggested a bookkeeping system: separate business account, capture receipts, monthly reconciliation, a sub-meter for the studio, an equipment register, asking Declan about the studio, six years of records, diarised deadlines.",
   "procedures": [{"name": "Bookkeeping for a freelancer", "steps": ["Separate business bank account", "Capture every receipt", "Reconcile monthly", "Sub-meter the studio", "Equipment register",
                   "Ask the accountant about the studio", "Keep records six years", "Diary the deadlines"]}],
   "decisions": [{"decision": "Swapped Piran for three nights at Lake Bohinj", "rationale": "The drive to Piran and back to the airport would take two days with carsick kids"},
                 {"decision": "Ask the electrician about a sub-meter for the studio", "rationale": "Measured running costs"}],
   "outcomes": ["Trip cost €6,850", "Revenue: 15% allowed instead of 25%; €312 extra plus €21 interest, no penalty"]}),
 ("2025-10-03", "Brightwater added eight plates", [
   ("user", "Atlas update. My editor at Brightwater, Sinéad Quirke, has asked for eight more plates (shoulder and hand detail), so it's now 72 plates. We agreed €2,200 extra, €275 a plate like the rest, "
            "so the fee is now €19,800, and the deadline moved from 30 September to Friday 14 November. I've finished 58 of the original 64. "
            "The problem is that Sinéad keeps sending 'small tweaks' well beyond the two revision rounds in the contract, and they add up to hours. How do I handle that without souring a good relationship? "
            "Also, Corvane paid their invoice 47 days late, which didn't help my cash flow."),
   ("assistant", "Congratulations on the extra plates; being asked for more is a sign they're happy with your work. Scope creep with a client you like is delicate, but it's best dealt with early and in a friendly, factual way.\n\n"
                 "## Handling revisions beyond the contract\n\n"
                 "1. **Confirm the change in writing.** Send Sinéad a short email confirming 72 plates, €19,800 and the 14 November deadline, so the new scope is on record.\n"
                 "2. **Keep a revisions log:** plate, round, request and time spent. Share it with her regularly; often just seeing the log makes clients batch their requests.\n"
                 "3. **Define a 'tweak'.** A correction of an anatomical error is part of your job; a change of view, labelling style or emphasis after approval is a new revision.\n"
                 "4. **Name an hourly rate** for changes beyond the included rounds, so it's a known, boring fact rather than a confrontation.\n"
                 "5. **Bring it up as a scheduling issue,** not a complaint: 'To hit 14 November, I need to batch any further changes into one round per plate.'\n"
                 "6. **Invoice extras monthly,** so nothing builds into a surprise at the end.\n\n"
                 "## Your remaining schedule\n"
                 "You have 6 of the original plates and 8 new ones, **14 plates in about six weeks**: roughly 2.5 plates a week, which fits your three-quarters of a day per plate with room for revisions.\n\n"
                 "## On late payers\n"
                 "For Corvane and future clients, state payment terms on every invoice (for example 30 days), and in Ireland you're generally entitled to claim statutory interest and compensation on late commercial payments; "
                 "a polite reminder at day 31 usually does the trick."),
   ("user", "I'll send Sinéad the revisions log every Friday, and extra changes will be €55 an hour."),
   ("assistant", "That's fair and clear. A weekly log on Fridays also gives you a natural moment to flag anything that threatens the deadline.")],
  {"summary": "The user's editor at Brightwater, Sinéad Quirke, asked for eight more plates (shoulder and hand detail): now 72 plates for €2,200 extra (€275 a plate), total fee €19,800; deadline moved from 30 September to 14 November 2025; "
              "she has finished 58 of the original 64; Sinéad sends 'small tweaks' beyond the two revision rounds; Corvane paid 47 days late; "
              "the assistant suggested confirming the change in writing, a revisions log, defining a tweak, an hourly rate for extra changes, raising it as a scheduling issue and invoicing extras monthly; "
              "14 plates in about six weeks; payment terms and statutory interest for late payers; she will send the log every Friday and charge €55 an hour for extra changes.",
   "procedures": [{"name": "Handling scope creep", "steps": ["Confirm the change in writing", "Keep a revisions log", "Define a tweak", "Name an hourly rate", "Raise it as a scheduling issue", "Invoice extras monthly"]}],
   "decisions": [{"decision": "Extra changes at €55 an hour, revisions log every Friday", "rationale": "Tweaks beyond the two revision rounds"}],
   "outcomes": ["Atlas: 72 plates, €19,800, due 14 November 2025", "Corvane paid 47 days late"]}),
 ("2025-11-21", "Atlas delivered, and fireworks with Mossy", [
   ("user", "I delivered all 72 plates to Brightwater on Wednesday 12 November, two days early! The final invoice is out. I'm also raising my day rate from €380 to €420 from January. "
            "Mossy news: he's had six sessions with Aoife now, and he can pass a small dog at about 10 metres without lunging. He does a hand touch and a 'look at that' on cue. Pixie is still his nemesis. "
            "But Halloween was awful: there were fireworks around Salthill from mid-October, and he shook and panted under my desk in the studio for hours. How do I get him through New Year's Eve?"),
   ("assistant", "Congratulations on delivering the atlas early, that's a huge achievement, and on Mossy's progress: passing a small dog at 10 metres after six sessions is real progress. "
                 "Fireworks are a different problem from his reactivity, and many greyhounds are sound-sensitive. I'm not a vet, but here's what tends to help.\n\n"
                 "## Getting through New Year's Eve\n\n"
                 "1. **See your vet now, not on 30 December.** There are effective prescription options for noise fear, and some need to be started days ahead or tested on a quiet day first to see how he responds.\n"
                 "2. **Build a den in the house,** in an inner room with the fewest windows, not the studio in the garden. A covered crate or his bed under a table, with blankets to burrow into.\n"
                 "3. **Close curtains early and add sound:** the TV, music or white noise masks the bangs and flashes.\n"
                 "4. **Walk him well before dusk,** and keep him on lead even in the garden on the night; frightened dogs bolt, and a 1.2 m wall won't stop a panicking greyhound.\n"
                 "5. **Check his ID:** microchip details up to date and a tag on his collar.\n"
                 "6. **Comfort him if he wants it.** Calmly comforting a scared dog doesn't reinforce fear. Just don't force him out of his hiding place.\n"
                 "7. **Try a snug wrap** (a body wrap such as a ThunderShirt); some dogs find the pressure calming.\n\n"
                 "## Longer term\n"
                 "After the season, ask Aoife about **sound desensitisation**: recordings of fireworks played very quietly while he eats, increased gradually over weeks. It's most effective started well before next October."),
   ("user", "Vet appointment booked for 9 December. Fintan is building Mossy a 'dragon cave' den out of the sofa cushions."),
   ("assistant", "A dragon cave is the perfect den! Let Mossy explore it in the daytime with a chew or two so it's a familiar, safe place before the night itself.")],
  {"summary": "The user delivered all 72 atlas plates to Brightwater on 12 November 2025, two days early; she is raising her day rate from €380 to €420 from January 2026; "
              "Mossy has had six sessions with Aoife and can pass a small dog at about 10 metres without lunging; he does a hand touch and 'look at that' on cue; Pixie is still his nemesis; "
              "Halloween fireworks around Salthill frightened him; the assistant (not a vet) suggested seeing the vet early about medication, a den in an inner room, curtains and sound, walking before dusk, "
              "keeping him on lead, checking ID, comforting him, a body wrap and sound desensitisation later; vet appointment on 9 December; Fintan is building him a 'dragon cave' den.",
   "procedures": [{"name": "Getting a dog through fireworks", "steps": ["See the vet early", "Build a den in an inner room", "Close curtains and add sound", "Walk before dusk", "Keep him on lead",
                   "Check ID", "Comfort him", "Try a body wrap", "Sound desensitisation after the season"]}],
   "decisions": [{"decision": "Raise the day rate to €420 from January", "rationale": "Up from €380"}],
   "outcomes": ["Atlas delivered on 12 November 2025", "Mossy passes small dogs at about 10 metres", "Vet appointment on 9 December 2025"]}),
]

QUESTIONS_64 = [
 # single facts the user said about herself
 ("How old am I?", "39"),
 ("What's my dog called?", "Mossy (he raced as Ballymoss Flyer)"),
 ("What does Cathal do for work?", "sound engineer at the Town Hall Theatre"),
 ("What are my kids called?", "Niamh (9) and Fintan (6)"),
 ("Who is Mossy's behaviourist?", "Aoife Brennan"),
 ("Who is my accountant?", "Declan Furey"),
 ("Who is my editor at Brightwater?", "Sinéad Quirke"),
 ("Which company built our garden studio?", "Atlantic Garden Rooms"),
 ("Who looked after Mossy while we were in Slovenia?", "Cathal's sister Orla, in Oranmore"),
 # when
 ("When did we bring Mossy home?", "1 March 2025"),
 ("When was the garden studio installed?", "7 July 2025 (moved from 16 June)"),
 ("When did I deliver the atlas?", "12 November 2025"),
 ("When was our Slovenia trip?", "9 to 23 August 2025"),
 ("When was Mossy's first session with the behaviourist?", "14 May 2025"),
 ("By when did I have to reply to Revenue's aspect query?", "18 July 2025"),
 # how much / how many
 ("How much was Mossy's adoption fee?", "€200"),
 ("How much does Aoife charge a session?", "€85"),
 ("How much extra tax did Revenue make me pay?", "€312 (plus €21 interest)"),
 ("How much did the Slovenia trip cost in the end?", "€6,850"),
 ("How much did I pay for my Xencelabs?", "€1,749"),
 # lists across chats
 ("Where did we stay in Slovenia?", "Ljubljana, Lake Bled, Bovec in the Soča valley and Lake Bohinj"),
 ("Which clients have I worked for this year?", "Brightwater Medical Press (the anatomy atlas) and Corvane Medical (catheter illustrations)"),
 ("What equipment have I bought for my work this year?", "a Xencelabs Pen Display 24, a second-hand Herman Miller Aeron chair and a Calibrite Display Plus HL colorimeter"),
 ("What fees have been on the table for the atlas?", "€14,500 offered, €19,200 my counter, €17,600 agreed, then €19,800 with the extra plates"),
 # latest value of something that changed
 ("How much is Brightwater paying me for the atlas?", "€19,800"),
 ("How many plates are in the atlas?", "72"),
 ("When is the atlas due?", "14 November 2025"),
 ("How much did the garden studio cost?", "€26,300 (including electrics and ethernet)"),
 # yes/no
 ("Did we go to Piran?", "No"),
 ("Did I buy the iPad Pro?", "No"),
 ("Did I deliver the atlas on time?", "Yes (two days early)"),
 # why
 ("Why did we swap Piran for Lake Bohinj?", "the drive to Piran and back to the airport would have eaten two days with carsick kids"),
 ("Why did Revenue cut my home office claim?", "25% of household bills was too high for a room the family also uses in the evenings; they allowed 15%"),
 ("Why was the studio installation delayed?", "the supplier's cladding was late"),
 # what the assistant recommended
 ("What was the first step you gave me for pricing the atlas?", "work out my cost basis: 48 days at €380, about €18,240"),
 ("What was the first thing you told me to do about Mossy lunging at small dogs?", "management: avoid his triggers (quieter times and routes, more distance from small dogs)"),
 # inference
 ("Would Mossy be OK living with a cat?", "Likely no"),
 ("Would Fintan like a book about dragons for Christmas?", "Likely yes"),
 # not in the archive
 ("What colour is the garden studio?", "Not mentioned in my chats"),
 ("How much does Declan charge me?", "Not mentioned in my chats"),
]


def assistant_chats_24_at(folder):
    """The archive of CHATS_64 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a24c", CHATS_64, "claude")


@pytest.fixture(scope="module")
def assistant_chats_24(tmp_path_factory):
    return assistant_chats_24_at(tmp_path_factory.mktemp("assistant24"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_64, "assistant 24")


def test_the_archive_finds_the_greyhound(assistant_chats_24):
    assert assistant_chats_24.search("Mossy").results
