"""A sixty-fifth written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind with its questions and gold answers before any run of
`kbsearch answer` on it, and without reading the answer rules. It is held out: measured, never
read question by question. A mosaic conservator in Sousse, Tunisia, Emna Chaabane, 37, who works
at the regional mosaic conservation workshop of the Institut National du Patrimoine and lives in
a rented third-floor flat in Sahloul with her husband Walid Ben Amor, a maintenance mechanic at
an olive oil mill in Msaken, their daughter Lina, ten, and Rih, a sandy sloughi; her mother Saïda
and father Hédi, a retired fisherman, live in Mahdia, and her brother Fethi is a hotel chef in
Djerba. She chats with Gemini from September 2025 to August 2026: lifting a Roman sea mosaic found
on a building site before the developer's deadline, an inscription to Bonifatius and a gap left by
a sewer pipe, a rent rise, her old Clio failing its technical inspection, the dog's paw cut on
glass at the beach, her mother's knee replacement and Ramadan, joining a malouf ensemble, applying
to head the workshop, her daughter's entrance exam for a pilot middle school, a subsidised car,
her husband's new job, a course in Ravenna and a visa, the mosaic's supports held at customs, an
Eid sheep her daughter names, and a move to a house with a courtyard, with facts the user updates
later (the rent and the home, her job and pay, the car, a repair bill, the surgery's date and
cost, the supports' price, the mosaic's inauguration date, Walid's job).
bench/answer_conversations.py asks every question ("assistant 65")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_146 = [
 ("2025-09-07", "Lifting a Roman mosaic before the builders come back", [
   ("user", "Hello Gemini. I'm Emna Chaabane, I'm 37, and I'm a mosaic conservator at the regional mosaic conservation workshop of the Institut National du Patrimoine (INP) in Sousse, next to the archaeological museum in the Kasbah. "
            "I've worked there for eleven years; my boss is Habib Gharbi, the head of the workshop. "
            "In August a developer, Mr. Lotfi Mabrouk, was digging the foundations of a four-storey building on a plot near the Catacombs of the Good Shepherd and hit a Roman floor mosaic, about 22 m². "
            "It's a sea scene: fish, an octopus, a fishing boat with two fishermen, all inside a border of waves. The INP stopped the works, the archaeologist, Dr. Samia Khelifi, excavated the room, "
            "and the decision is that the mosaic must be lifted and brought to the workshop. Mr. Mabrouk has agreed to wait until 20 October, not one day more. "
            "I have my technician, Slim Hammami, and two workers, Ali and Naceur. Can you help me plan the lifting so we make the deadline?"),
   ("assistant", "What a find, and what a deadline. Six weeks for 22 m² is tight but realistic for a team of four if the mosaic is in reasonable condition and you plan backwards from 20 October. "
                 "Your INP protocols and Mr. Gharbi's experience come first, of course; here is a general framework you can adapt.\n\n"
                 "## Week 1: Document everything before you touch it\n"
                 "Once the mosaic is lifted, the in situ record is all you'll ever have of it as a whole.\n"
                 "- **Photogrammetry** of the whole floor (a drone or a pole camera), plus overlapping vertical photos with scale bars and a colour chart.\n"
                 "- **A 1:1 tracing** on transparent polyethylene sheets, marking the main lines, the lacunae, cracks and old repairs.\n"
                 "- **A condition map:** loose tesserae, detached areas, bulges, roots, modern intrusions.\n"
                 "- **A grid** fixed to the edges of the room, so each future panel can be located exactly.\n\n"
                 "## Week 2: Clean and pre-consolidate\n"
                 "- Remove soil with soft brushes, wooden spatulas and sponges; avoid too much water on a floor that will be faced with glue.\n"
                 "- **Secure the edges and the lacunae** with a lime mortar so that loose tesserae don't come away during facing.\n"
                 "- Re-set any loose tesserae in their exact position (photograph first).\n\n"
                 "## Week 3: Facing\n"
                 "- The classic method: **two layers of cotton gauze** (a fine one on the surface, a coarser one on top) **stuck with hot animal glue**. It's strong, cheap and removed later with warm water.\n"
                 "- In damp weather animal glue may stay soft or go mouldy; some workshops use a synthetic adhesive such as Paraloid B-72 instead. **Test a small area first.**\n"
                 "- Let it dry completely before cutting: a half-dry facing is the most common cause of tesserae falling off.\n\n"
                 "## Week 4: Plan the cuts\n"
                 "- Follow **existing cracks and lacunae** wherever you can.\n"
                 "- **Never cut through a face, a figure or an inscription** if it can be avoided; cut through the background or the border instead.\n"
                 "- Keep most panels at or below **about 1 m²**, so two or three people can carry one. A bigger panel needs a rigid board and more hands.\n"
                 "- **Number every panel** on the facing and on your grid plan, with an arrow showing north.\n\n"
                 "## Weeks 5 and 6: Detach, pack, transport\n"
                 "- Work from the edge of each panel with long blades, chisels and spatulas **under the bedding mortar**, never between tesserae and mortar.\n"
                 "- Slide a board under each panel as it comes free and **turn it face down** onto padding if you plan to clean the back later.\n"
                 "- Transport panels **flat**, separated by foam, in a closed vehicle.\n\n"
                 "## Keep a buffer\n"
                 "Plan to finish by **10 October**, not the 20th: in Sousse the first autumn storms often come in late September or October, and one heavy rain on a faced mosaic can cost you a week. "
                 "Have **tarpaulins** and a pump on site.\n\n"
                 "## Timeline at a glance\n"
                 "| Week | Task |\n"
                 "|---|---|\n"
                 "| 8 to 13 Sept | Photogrammetry, tracing, condition map, grid |\n"
                 "| 15 to 20 Sept | Cleaning, edging, pre-consolidation |\n"
                 "| 22 to 27 Sept | Facing, drying |\n"
                 "| 29 Sept to 4 Oct | Cutting plan, first panels lifted |\n"
                 "| 6 to 10 Oct | Remaining panels, transport |\n"
                 "| 11 to 20 Oct | Buffer |\n\n"
                 "Would you like a template for the panel numbering sheet?"),
   ("user", "No thanks, we have one. My cousin Amine, who's a surveyor, will fly his drone for the photogrammetry next Saturday. "
            "We'll cut it into 24 panels, following the cracks, and keep the boat with the two fishermen whole in one big panel, 1.4 m²; that one will need eight people to lift. "
            "We'll face it with cotton gauze and hot animal glue, the way Habib taught me."),
   ("assistant", "That sounds like a sound plan, and keeping the boat scene whole is the right instinct: it's the heart of the composition. For the big panel:\n\n"
                 "- **Prepare a rigid support in advance** (marine plywood, cut a little larger than the panel) and slide it under progressively as you free the panel.\n"
                 "- **Rehearse the lift** with the eight people before the day: who lifts, who says 'now', where it goes.\n"
                 "- In September heat, **animal glue sets fast**: work in smaller areas and keep the glue pot warm.\n\n"
                 "Good luck to Amine with the drone. Fly early in the morning, when shadows are soft and there's less wind.")],
  {"summary": "The user, Emna Chaabane, 37, is a mosaic conservator at the regional mosaic conservation workshop of the Institut National du Patrimoine (INP) in Sousse, next to the archaeological museum in the Kasbah, for eleven years; her boss is Habib Gharbi, head of the workshop; "
              "in August 2025 developer Lotfi Mabrouk's foundation works near the Catacombs of the Good Shepherd uncovered a Roman floor mosaic of about 22 m², a sea scene with fish, an octopus and a fishing boat with two fishermen inside a border of waves; "
              "archaeologist Dr. Samia Khelifi excavated it and it must be lifted by 20 October 2025; her team is technician Slim Hammami and workers Ali and Naceur; "
              "the assistant planned documentation (photogrammetry, 1:1 tracing, condition map, grid), cleaning and pre-consolidation, facing with cotton gauze and hot animal glue, cutting along cracks in panels of about 1 m², detaching and transport, with a buffer before 20 October; "
              "her cousin Amine, a surveyor, will fly a drone for the photogrammetry; they will cut 24 panels, keeping the boat scene whole in one 1.4 m² panel, and face it with gauze and animal glue.",
   "procedures": [{"name": "Lifting a floor mosaic", "steps": ["Photogrammetry, 1:1 tracing, condition map and grid", "Clean and pre-consolidate edges and lacunae", "Face with two layers of cotton gauze and hot animal glue",
                   "Plan cuts along cracks, never through figures", "Number every panel", "Detach under the bedding mortar", "Transport flat between foam"]}],
   "decisions": [{"decision": "Cut the mosaic into 24 panels, keeping the boat scene in one 1.4 m² panel", "rationale": "Follow the cracks and never cut through the main scene"},
                 {"decision": "Face with cotton gauze and hot animal glue", "rationale": "The method Habib Gharbi taught; removable with warm water"}],
   "outcomes": ["Deadline for lifting: 20 October 2025"]}),
 ("2025-09-28", "Rent going up: stay in Sahloul or move?", [
   ("user", "A home question this time. Our landlord in Sahloul, Mr. Ridha Ferchichi, says the rent on our three-room flat (third floor, no lift) goes up from 950 to 1,100 dinars a month from 1 November. "
            "It's me, my husband Walid, our daughter Lina, who's 10 and in her last year of primary school (6th year) at the Ibn Rachiq school round the corner, "
            "and Rih, our sloughi, a sandy four-year-old female that Walid's uncle gave us as a puppy from his farm near Kairouan. Honestly, a sighthound on a third floor isn't ideal: she needs a proper run every day, so we take her to Boujaafar beach. "
            "Walid is a maintenance mechanic at the Zitouna olive oil mill in Msaken, 1,500 dinars net plus a bonus in the olive season; I earn 1,850 dinars net. "
            "We saw a small house in Hammam Sousse with a courtyard for 1,150 dinars. But Lina wants to sit the concours for the collège pilote in June and her tutor is here in Sahloul. What would you do?"),
   ("assistant", "A 150-dinar rise is a lot in one go, almost 16%. Before deciding, it helps to separate what moving would really cost, what you could negotiate, and what matters most this particular year.\n\n"
                 "## 1. The real cost of each option\n"
                 "**Staying at 1,100 dinars:** 150 dinars more a month, so **1,800 dinars a year**.\n\n"
                 "**Moving to the house at 1,150 dinars:** 50 dinars more than the new rent, plus the one-off costs:\n"
                 "- An **advance or deposit**, often one or two months' rent, sometimes more.\n"
                 "- An **agency fee** if there's an agent, often a month's rent.\n"
                 "- **Movers**, painting, curtains, new connections for the internet and the STEG and SONEDE meters.\n"
                 "- Time off work.\n\n"
                 "Realistically a move costs you **3,000 to 4,500 dinars** up front.\n\n"
                 "## 2. What the house would give you\n"
                 "- A **courtyard for Rih**, which is a genuine quality-of-life gain for a sighthound.\n"
                 "- No more three flights of stairs with shopping.\n"
                 "- But a **longer journey** for Lina to school and her tutor, and for you to the Kasbah.\n\n"
                 "## 3. This year, timing matters\n"
                 "Lina's last year of primary and the concours are a big deal for a ten-year-old. A move mid-year means a new route, perhaps a new school, and disruption in the months when she needs routine most. "
                 "That's an argument for **staying until the summer**, and then moving in July or August when a change of school happens anyway.\n\n"
                 "## 4. Negotiate first\n"
                 "Landlords rarely want to lose tenants who pay on time. You could:\n"
                 "- Propose a **smaller increase**, for example to 1,000 or 1,050 dinars.\n"
                 "- Offer to accept a rise in exchange for **no further increase for twelve months**, written into a new contract registered at the tax office (recette des finances).\n"
                 "- Mention, politely, that you're looking at houses. It's true.\n\n"
                 "## Suggested plan\n"
                 "1. Talk to Mr. Ferchichi this week.\n"
                 "2. If you get a reasonable figure, stay until Lina finishes primary school.\n"
                 "3. Start looking seriously for a house with a courtyard in **April or May**, to move in the summer.\n"
                 "4. Put the money a move would cost aside now, a little each month."),
   ("user", "Mr. Ferchichi settled on 1,050 from 1 November, with no further increase until November 2026, and it's written into the new contract. The house in Hammam Sousse went to someone else anyway. "
            "So we stay until Lina's school year is over and look for a house with a courtyard for next summer."),
   ("assistant", "That's a good outcome: only 100 dinars more, a year of certainty, and no disruption in Lina's exam year. "
                 "If you put aside even 200 dinars a month from now, you'll have a good part of the moving costs by next summer. "
                 "When you start looking, make a short list of what matters most: courtyard walls high enough for a sloughi (they jump well), the distance to Lina's new school, and your drive to work.")],
  {"summary": "Landlord Ridha Ferchichi is raising the rent on the user's three-room third-floor flat in Sahloul, Sousse, without a lift, from 950 to 1,100 dinars from 1 November 2025; "
              "the household: the user, her husband Walid, maintenance mechanic at the Zitouna olive oil mill in Msaken (1,500 dinars net plus a season bonus), daughter Lina, 10, in her last year of primary at the Ibn Rachiq school, "
              "and Rih, a sandy four-year-old female sloughi from Walid's uncle's farm near Kairouan, who runs on Boujaafar beach; the user earns 1,850 dinars net; "
              "they saw a house in Hammam Sousse with a courtyard for 1,150 dinars; Lina will sit the collège pilote concours in June 2026 and her tutor is in Sahloul; "
              "the assistant compared the cost of staying (1,800 dinars a year) with moving (3,000 to 4,500 up front), advised not to disrupt Lina's exam year, to negotiate, and to look for a house in April or May; "
              "Mr. Ferchichi agreed to 1,050 dinars from 1 November 2025 with no further increase until November 2026, in a new contract; the Hammam Sousse house went to someone else; they stay until the school year ends.",
   "decisions": [{"decision": "Stay in the Sahloul flat at 1,050 dinars a month until summer 2026", "rationale": "No further rise until November 2026, and no disruption in Lina's last primary year and concours"},
                 {"decision": "Look for a house with a courtyard for summer 2026", "rationale": "Rih, a sighthound, needs space; a third floor is not ideal"}],
   "outcomes": ["Rent 1,050 dinars from 1 November 2025", "The Hammam Sousse house at 1,150 dinars went to someone else"]}),
 ("2025-10-19", "The mosaic is out: what to do about the gap from the sewer pipe", [
   ("user", "We made it! The last panel came up on Thursday 16 October, four days before Mr. Mabrouk's deadline. All 24 panels are numbered and in the workshop, and the big boat panel came up in one piece. "
            "Two surprises. Under the boat there was a small tabula ansata with an inscription: BONIFATI FELICITER. Dr. Khelifi says it's an acclamation, 'good luck to Bonifatius', probably the owner of the house, "
            "and she dates the floor to the late 3rd century. We all call it the Bonifatius mosaic now. "
            "The bad surprise: a sewer pipe laid in the 1950s cut straight through the bottom left corner, a strip about 30 cm wide and 2 m long, right across the tail of the biggest fish. "
            "Habib says we could reconstruct the tail, since we know what it looked like from the other fish. Slim wants to leave the gap as it is. What's the right approach? "
            "And what should we mount the panels on? Habib has always used reinforced concrete, but then each panel weighs a ton."),
   ("assistant", "Congratulations to the whole team. Lifting 22 m² with a panel of 1.4 m² in six weeks is a real achievement, and an inscription naming the owner is a gift for the museum.\n\n"
                 "Both questions touch the core principles of conservation, so let's start there.\n\n"
                 "## The principles\n"
                 "Since the **Venice Charter (1964)**, and in the guidelines of the International Committee for the Conservation of Mosaics (ICCM), the consensus is:\n"
                 "- **Minimal intervention:** do what the object needs, no more.\n"
                 "- **Distinguishability:** any addition must be recognisable as modern on close inspection.\n"
                 "- **Reversibility (or re-treatability):** what you add should be removable without harming the original.\n"
                 "- **Restoration stops where conjecture begins.**\n\n"
                 "## The gap: three options\n"
                 "**1. Leave it open (Slim's view).** Honest, but the edges of the lacuna stay fragile, tesserae keep falling off, and dirt collects. Usually you'd at least edge it with mortar.\n\n"
                 "**2. A neutral fill.** Fill the gap with a **lime mortar** tinted to a neutral tone close to the background, set **slightly below the level of the tesserae**, so the eye reads the composition but a viewer can see what is missing. "
                 "This is the most common approach in Mediterranean museums today.\n\n"
                 "**3. Reconstruct the tail (Habib's view).** Even with good parallels on the same floor, you'd be inventing tesserae: their exact colours, their lines, whether the tail was curled or straight. "
                 "If you do it, it must be clearly distinguishable (different material or a visible line) and documented. Many conservators would consider it going too far for a museum piece.\n\n"
                 "**A middle way that often satisfies everyone:** the neutral fill on the mosaic, and the **reconstructed tail shown as a drawing** on the museum label or in a digital reconstruction. "
                 "Visitors see the whole fish; the floor itself stays honest.\n\n"
                 "## The supports\n"
                 "| Support | For | Against |\n"
                 "|---|---|---|\n"
                 "| Reinforced concrete | cheap, familiar | very heavy; the steel rusts and expands, cracking panels; practically irreversible |\n"
                 "| Lightweight aerated mortar | lighter, cheaper than honeycomb | less stable over time, brittle edges |\n"
                 "| **Aluminium honeycomb** with epoxy and fibreglass skins | very light, rigid, stable, reversible with a lime intervention layer | costs more, often imported |\n\n"
                 "Many mosaics mounted on concrete in the 1950s to 1980s across North Africa are now being **taken off it again** because of rusting steel. "
                 "For a museum display, aluminium honeycomb with a **lime mortar intervention layer** between the tesserae and the panel is the current standard.\n\n"
                 "## The sequence, roughly\n"
                 "1. Turn the panels face down and clean the old bedding mortar from the back.\n"
                 "2. Apply a new lime mortar **intervention layer**.\n"
                 "3. Bond the honeycomb panel to it.\n"
                 "4. Turn it face up and remove the gauze facing with warm water and soft brushes.\n"
                 "5. Clean the surface, consolidate, fill the lacunae."),
   ("user", "Habib agreed to the neutral fill, with a drawing of the tail on the museum label, and Slim is happy. And we'll go for aluminium honeycomb: a supplier near Bologna quoted 9,800 dinars for all the panels, delivered. "
            "The museum wants the Bonifatius mosaic on display for International Museum Day, Monday 18 May."),
   ("assistant", "An elegant compromise. Counting backwards from 18 May:\n\n"
                 "- **Order the honeycomb now.** Imports can take weeks to clear customs, and you need the panels by **early March** at the latest to mount, clean and fill 24 sections.\n"
                 "- Ask the supplier for the **customs paperwork** (invoice, certificate of origin, packing list) in advance, and whether the INP qualifies for an exemption as a public heritage institution.\n"
                 "- Schedule the **back cleaning** of the panels for the winter, while you wait.\n\n"
                 "And ask Dr. Khelifi for a short text on Bonifatius for the label: people love a name.")],
  {"summary": "The last panel of the mosaic came up on Thursday 16 October 2025, four days before developer Lotfi Mabrouk's deadline; all 24 panels are in the workshop, the 1.4 m² boat panel in one piece; "
              "under the boat was a tabula ansata inscribed BONIFATI FELICITER, 'good luck to Bonifatius', probably the owner; Dr. Samia Khelifi dates the floor to the late 3rd century; the team calls it the Bonifatius mosaic; "
              "a 1950s sewer pipe cut a strip about 30 cm wide and 2 m long through the bottom left corner, across the tail of the biggest fish; Habib Gharbi wanted to reconstruct the tail, Slim Hammami to leave the gap; "
              "the assistant explained the Venice Charter principles (minimal intervention, distinguishability, reversibility) and recommended a neutral lime mortar fill slightly below the tesserae with the tail shown as a drawing on the label, "
              "and aluminium honeycomb supports with a lime intervention layer rather than reinforced concrete, which rusts and is heavy; "
              "Habib agreed to the neutral fill and a drawing on the label; a supplier near Bologna quoted 9,800 dinars for honeycomb panels; the museum wants the mosaic on display for International Museum Day, 18 May 2026.",
   "discoveries": ["The mosaic carries the inscription BONIFATI FELICITER and dates from the late 3rd century"],
   "procedures": [{"name": "Mounting lifted mosaic panels on honeycomb", "steps": ["Clean old bedding mortar from the back", "Apply a lime intervention layer", "Bond the aluminium honeycomb panel",
                   "Remove the gauze facing with warm water", "Clean, consolidate and fill lacunae"]}],
   "decisions": [{"decision": "Neutral lime mortar fill for the sewer-pipe gap, with the fish's tail shown as a drawing on the label", "rationale": "Reconstructing the tail would be conjecture; a neutral fill is distinguishable and reversible"},
                 {"decision": "Mount the panels on aluminium honeycomb (9,800 dinars quoted by a supplier near Bologna)", "rationale": "Reinforced concrete is heavy and its steel rusts; honeycomb is light, stable and reversible"}],
   "outcomes": ["Lifting finished on 16 October 2025", "24 panels in the workshop", "Display planned for 18 May 2026"]}),
 ("2025-11-09", "My old Clio failed the visite technique", [
   ("user", "Car trouble. Bakhta, my 2009 Renault Clio (Lina named her), failed the visite technique at the Sousse centre on Wednesday 5 November: worn front brake pads and discs, leaking rear shock absorbers, and emissions over the limit. "
            "I have a month to fix it and go back for the counter-visit. Our mechanic, Am Salah in Sahloul, quotes 1,400 dinars for everything. "
            "Walid says that money would be better put towards another car; he's found a used 2016 Peugeot 208 for 38,500 dinars. I've also been thinking of registering for a voiture populaire. "
            "I drive about 25 km a day, to the workshop and sometimes out to sites. What do you think?"),
   ("assistant", "It's a common dilemma with an older car: is this repair the last one, or the first of many? Let's look at it in pieces.\n\n"
                 "## Is 1,400 dinars worth it?\n"
                 "The three faults are **wear items**, not signs that the car is dying:\n"
                 "- Brake pads and discs wear out on every car.\n"
                 "- Shock absorbers at 16 years old are due.\n"
                 "- Emissions can come from a worn oxygen sensor, a tired catalytic converter or simply a car that needs a service; ask Am Salah what exactly he'll replace.\n\n"
                 "If the body isn't rusting and the engine and gearbox are healthy, 1,400 dinars buys you **another year or two** of a car you know, which is cheap compared with the depreciation on a newer one.\n\n"
                 "**Ask Am Salah** to look at the things that usually come next on a car this age: the timing belt (when was it last changed?), the clutch, the tyres, the cooling system.\n\n"
                 "## The Peugeot 208 at 38,500 dinars\n"
                 "- It's a big jump in money, and a used car has its own unknowns. If you go that way, have it **inspected by your own mechanic**, check the **carte grise** and the history, and compare prices for the same year and mileage.\n"
                 "- Financing: if you'd need a loan, the monthly payments and the insurance matter more than the sticker price.\n\n"
                 "## The voiture populaire\n"
                 "Tunisia's popular-car scheme offers a small number of new, lower-priced cars each year (typically small models such as the Kia Picanto or the Suzuki Celerio) to buyers who meet the **income conditions**. "
                 "Conditions, prices and waiting times change, so check with the dealers directly, but the main points are:\n"
                 "- **Register early**: the waiting list can be long, often many months.\n"
                 "- You usually need to show **proof of income** and that you don't already own a car of a certain power, or that you'll sell it; check the current rules.\n"
                 "- It's a **new car with a warranty**, often for less than a good used one.\n\n"
                 "## A plan that combines them\n"
                 "1. **Repair Bakhta** so she passes the counter-visit and keeps you on the road.\n"
                 "2. **Register now** for a voiture populaire.\n"
                 "3. When your turn comes, sell Bakhta and use the money towards the new car.\n"
                 "4. Keep the Peugeot as a fallback if the waiting list turns out to be hopeless."),
   ("user", "OK: Am Salah fixes Bakhta, and on Friday I registered for a voiture populaire at the Kia dealer in Sousse, for a Picanto. They said the wait could be six months or more. The 208 will have to wait."),
   ("assistant", "That's the sensible route. Keep every receipt from Am Salah's repair: when you sell Bakhta, a recent visite technique and new brakes and shock absorbers are good selling points. "
                 "And keep the Kia dealer's registration receipt somewhere safe; you'll need the reference number when they call.")],
  {"summary": "The user's car Bakhta, a 2009 Renault Clio named by Lina, failed the visite technique at the Sousse centre on 5 November 2025: worn front brake pads and discs, leaking rear shock absorbers, emissions over the limit; she has a month for the counter-visit; "
              "mechanic Am Salah in Sahloul quoted 1,400 dinars; Walid found a used 2016 Peugeot 208 for 38,500 dinars; she drives about 25 km a day; "
              "the assistant said the faults are wear items and the repair buys a year or two, suggested checking the timing belt, clutch and tyres, explained the voiture populaire scheme (income conditions, long waiting list, new car with warranty), "
              "and proposed repairing Bakhta, registering now and selling Bakhta when the new car comes; she had Am Salah repair Bakhta and registered on 7 November 2025 for a voiture populaire Kia Picanto at the Kia dealer in Sousse, with a wait of six months or more.",
   "decisions": [{"decision": "Repair Bakhta (quote 1,400 dinars) rather than buy the used Peugeot 208", "rationale": "Wear items only; the repair keeps her on the road while waiting for a new car"},
                 {"decision": "Register for a voiture populaire Kia Picanto", "rationale": "A new car with warranty for less than a good used one; the waiting list is long, so register early"}],
   "outcomes": ["Bakhta failed the visite technique on 5 November 2025", "Registered for a voiture populaire on 7 November 2025"]}),
 ("2025-11-30", "Rih cut her paw on glass at the beach", [
   ("user", "Rih cut her paw badly on broken glass at Boujaafar beach on Thursday 27 November. Blood everywhere. We went straight to Dr. Mourad Sassi's clinic in Khezama; he stitched the pad under sedation, "
            "put on a bandage and gave her antibiotics and painkillers. 180 dinars. He told us sighthounds need careful sedation, which I'd never heard before. Now she's chewing the bandage. "
            "Other news: Bakhta passed the counter-visit, but the bill came to 1,650 dinars in the end, because Am Salah found a cracked brake hose. "
            "And Walid's olive season started on 15 November: he's on 12-hour night shifts at the mill until the end of February, so the evenings with Rih are all mine."),
   ("assistant", "Poor Rih, and poor you: a bleeding paw is frightening. I can't give veterinary advice, and Dr. Sassi's instructions come first, but here is what generally helps a stitched pad heal.\n\n"
                 "## Why pads are slow\n"
                 "Paw pads carry the dog's weight at every step, so stitches there are under constant pressure. Pad wounds often take **two to three weeks** or more to heal, and they reopen easily if the dog runs too soon.\n\n"
                 "## Stopping the chewing\n"
                 "A chewed bandage is the most common reason a pad wound goes wrong.\n"
                 "- **A cone (Elizabethan collar)** is the most reliable. Sighthounds have long necks and narrow heads, so choose one long enough to reach past her nose.\n"
                 "- **An inflatable collar** is more comfortable for some dogs, but a long-nosed dog can sometimes still reach her paw; test it while you watch.\n"
                 "- A **bitter spray** on the outside of the bandage (not on the wound) helps some dogs.\n"
                 "- **Distraction:** a chew or a lick mat when she's restless.\n\n"
                 "## Bandage care\n"
                 "- **Keep it dry:** outside, cover it with a plastic bag or a special boot, and take it off indoors so the paw can breathe.\n"
                 "- **Check it twice a day:** swelling of the toes above the bandage, a bad smell, discharge, or the bandage slipping mean a call to the vet.\n"
                 "- Change it exactly as often as Dr. Sassi says, not more.\n\n"
                 "## Rest, for a sighthound\n"
                 "The hard part: **lead walks only**, short and on clean ground, until the vet says otherwise. No beach, no running, no jumping on and off the sofa. "
                 "To keep her mind busy: sniffing games, food hidden in a towel, a little training with treats.\n\n"
                 "## About sedation\n"
                 "Dr. Sassi is right. Sighthounds such as sloughis, greyhounds and salukis have **very little body fat** and can be **more sensitive to some anaesthetic drugs**, so they may take longer to wake up. "
                 "It's worth writing 'sighthound: careful with anaesthesia' in her health booklet, for any vet who sees her in future.\n\n"
                 "## When to go back\n"
                 "- Bleeding through the bandage\n"
                 "- A fever, no appetite, or lethargy\n"
                 "- The stitches opening\n\n"
                 "And with Walid on night shifts, make the evenings easy on yourself: short walks close to home are enough for now."),
   ("user", "We bought an inflatable collar for 45 dinars; she tolerates it much better than the cone and she can't reach the paw. The stitches come out on 9 December."),
   ("assistant", "Good: if she can't reach the bandage, the collar is doing its job. After the stitches come out, build up slowly: a few days of lead walks on soft ground before any free running, "
                 "and when she goes back to Boujaafar, walk the stretch first to check it for glass. Many owners keep a short length of the beach they know is clean for off-lead runs.")],
  {"summary": "On 27 November 2025 the user's sloughi Rih cut her paw pad on broken glass at Boujaafar beach; Dr. Mourad Sassi at his clinic in Khezama stitched the pad under sedation and gave antibiotics and painkillers, 180 dinars; he said sighthounds need careful sedation; Rih is chewing the bandage; "
              "Bakhta passed the counter-visit but the repair bill came to 1,650 dinars because Am Salah found a cracked brake hose; Walid's olive season started on 15 November 2025, with 12-hour night shifts at the mill until the end of February; "
              "the assistant (who can't give veterinary advice) explained that pad wounds heal slowly, suggested a cone or an inflatable collar, bitter spray and distraction, keeping the bandage dry with a plastic bag outside, checking it twice a day, "
              "lead walks only, and noted that sighthounds can be more sensitive to some anaesthetic drugs; they bought an inflatable collar for 45 dinars; the stitches come out on 9 December 2025.",
   "procedures": [{"name": "Caring for a stitched paw pad", "steps": ["Stop chewing with a cone or inflatable collar", "Keep the bandage dry with a plastic bag outdoors", "Check for swelling, smell or discharge twice a day",
                   "Lead walks only", "Mental games instead of running", "Back to the vet if bleeding, fever or stitches open"]}],
   "decisions": [{"decision": "An inflatable collar for Rih (45 dinars)", "rationale": "She tolerates it better than the cone and can't reach the paw"}],
   "outcomes": ["Rih's pad stitched, 180 dinars", "Bakhta's repair 1,650 dinars; passed the counter-visit", "Walid on night shifts until the end of February 2026"]}),
 ("2025-12-21", "Mum needs a knee replacement: private clinic or public hospital?", [
   ("user", "Family one. My mother, Saïda, is 66 and lives in Mahdia with my father, Hédi, who was a fisherman for forty years; she was a seamstress. Her right knee is worn out, bone on bone, and she can barely walk to the market. "
            "At the public hospital in Sahloul the waiting list for a knee prosthesis is about 14 months. A private orthopaedic surgeon, Dr. Nabil Jaballah, can operate at the Clinique Les Oliviers in Sousse on Tuesday 3 February: "
            "his quote is 13,500 dinars all in (prosthesis, surgery, four nights). The CNAM will refund part of the prosthesis, but we don't know how much yet. "
            "My brother Fethi, who's a chef at a hotel in Djerba, can give 4,000 dinars; Walid and I can put in 3,000; my parents have some savings. Is waiting 14 months crazy? And what should we prepare?"),
   ("assistant", "I'm sorry your mother is in so much pain. I can't give medical advice, and the decision is hers with her doctors, but I can help you think it through and prepare.\n\n"
                 "## Waiting 14 months: what it means\n"
                 "Knee replacement is usually a **planned** operation, not an emergency, so waiting isn't dangerous in itself. The cost is mostly in **quality of life**: 14 more months of pain, less walking, weaker muscles, "
                 "sometimes weight gain and low mood, and for some people a harder recovery because the muscles have wasted. If she can barely walk to the market now, that's a real cost.\n\n"
                 "## Questions to ask Dr. Jaballah before you commit\n"
                 "1. **Exactly what the 13,500 dinars includes:** anaesthetist, the prosthesis model, blood tests, X-rays, medicines, physiotherapy in the clinic, and **what an extra night costs**.\n"
                 "2. **Which prosthesis**, and whether it is covered by the CNAM's list.\n"
                 "3. How many knee replacements he does a year.\n"
                 "4. How blood clots are prevented afterwards (usually injections for a few weeks).\n"
                 "5. When she can climb stairs, and when to expect to walk without a frame.\n\n"
                 "## The CNAM\n"
                 "For a prosthesis in the private sector, the CNAM usually requires a **prior agreement (accord préalable)** before the operation. Ask the surgeon's secretary for the forms **now**; "
                 "without the prior agreement you may get nothing back.\n\n"
                 "## Before the operation: 'prehab'\n"
                 "Stronger muscles before surgery usually mean an easier recovery. If Dr. Jaballah or a physiotherapist agrees, simple exercises help: tightening the thigh muscle with the leg straight, straight leg raises, sliding the heel along the bed. "
                 "Short walks within her pain limits.\n\n"
                 "## Preparing the home\n"
                 "- **A walking frame** and later a cane.\n"
                 "- A **raised toilet seat** and a firm chair with arms.\n"
                 "- **Remove rugs** and clutter; a night light to the bathroom.\n"
                 "- Someone **with her day and night** for the first week or two.\n"
                 "- Physiotherapy at home or nearby, several times a week for the first six weeks.\n\n"
                 "## The money\n"
                 "Keep a buffer of about **10%** on top of the quote for the unexpected: an extra night, medicines, physiotherapy, transport."),
   ("user", "We're going private, on 3 February. Mum will stay with us in Sahloul for three weeks after the operation, in Lina's room; Lina's happy to sleep in with us. I've asked Dr. Jaballah's secretary for the CNAM forms."),
   ("assistant", "That sounds well organised, and kind of Lina. One thing to think about now: **your flat is on the third floor without a lift**. In the first days after a knee replacement most people can't manage three flights of stairs. "
                 "Ask the clinic's physiotherapist to practise stairs with her before discharge, and plan how she'll get up on the day: two strong people and a sturdy chair, or a later discharge.")],
  {"summary": "The user's mother Saïda, 66, a former seamstress, lives in Mahdia with the user's father Hédi, a fisherman for forty years; her right knee is bone on bone; the public hospital in Sahloul has a 14-month wait for a knee prosthesis; "
              "private orthopaedic surgeon Dr. Nabil Jaballah can operate at the Clinique Les Oliviers in Sousse on 3 February 2026 for 13,500 dinars all in (prosthesis, surgery, four nights); the CNAM will refund part of the prosthesis; "
              "her brother Fethi, a chef at a hotel in Djerba, gives 4,000 dinars, the user and Walid 3,000, her parents some savings; "
              "the assistant (who can't give medical advice) explained the cost of waiting, listed questions for the surgeon (what the price includes, extra nights, prosthesis, clot prevention), the CNAM prior agreement, prehab exercises, home preparation and a 10% buffer; "
              "they chose the private operation on 3 February 2026; her mother will stay three weeks with them in Sahloul in Lina's room; the assistant warned about the third floor without a lift.",
   "procedures": [{"name": "Preparing for a knee replacement", "steps": ["Ask what the quote includes and what an extra night costs", "Get the CNAM prior agreement before surgery", "Prehab exercises if the doctor agrees",
                   "Walking frame, raised toilet seat, no rugs", "Someone with her for the first weeks", "Physiotherapy for six weeks", "Keep a 10% buffer"]}],
   "decisions": [{"decision": "Private knee replacement with Dr. Nabil Jaballah at the Clinique Les Oliviers on 3 February 2026", "rationale": "The public waiting list is about 14 months and she can barely walk"},
                 {"decision": "Saïda to stay three weeks with the user in Sahloul after the operation", "rationale": "She will need help day and night at first"}],
   "outcomes": ["Quote 13,500 dinars", "Fethi contributes 4,000 dinars, the user and Walid 3,000"]}),
 ("2026-01-11", "Learning to sing malouf at 37", [
   ("user", "Something for me, for once. In December I joined the malouf ensemble at the Maison de la Culture in Sousse. The leader, Mr. Taoufik Ben Youssef, is a retired music teacher; "
            "we rehearse on Saturdays from 16:00 to 18:30 and it costs 30 dinars a month. My grandmother used to sing malouf at weddings in Mahdia, so I grew up hearing it, but I've never had any training. "
            "Mr. Taoufik wants me to sing a short solo passage in the nouba Rasd Edhil at our summer concert, in the courtyard of the Ribat on Saturday 8 August. "
            "How should I practise? And how do I look after my voice when I breathe lime and stone dust all day in the workshop?"),
   ("assistant", "How lovely that you're carrying on your grandmother's music, and a solo in your first year means Mr. Taoufik hears something in your voice. Here's a way to approach it, and then the dust.\n\n"
                 "## Practising malouf\n"
                 "### 1. Learn by ear, the traditional way\n"
                 "Malouf has always been passed on orally, and the modes (the **tubû'**) are more than scales: each has its own characteristic phrases and ornaments.\n"
                 "- **Listen daily** to recordings of the nouba Rasd Edhil, for example by the ensemble of the Rachidia in Tunis, and sing along quietly.\n"
                 "- **Record the rehearsals** on your phone and practise the solo with Mr. Taoufik's version, not a random one online: every ensemble has its own details.\n"
                 "- Learn the **text** separately, as poetry: its meaning, where you breathe, which syllables carry the long ornaments.\n\n"
                 "### 2. A short daily routine (15 to 20 minutes)\n"
                 "1. **Breathing** (3 minutes): breathe in low into the belly and sides, breathe out on a long 'sss', gradually making it longer.\n"
                 "2. **Warm-up** (5 minutes): humming, lip trills, gentle sirens from low to high.\n"
                 "3. **The mode** (5 minutes): sing the main notes of Rasd Edhil slowly, on 'a', tuning to a recording or the oud.\n"
                 "4. **The solo** (5 minutes): one phrase at a time, slowly, then at tempo.\n\n"
                 "### 3. Record yourself\n"
                 "Once a week, record the solo and listen the next day. It's uncomfortable, and it's the fastest way to improve.\n\n"
                 "## Protecting your voice at work\n"
                 "Dust is an irritant for the throat and the vocal folds, and the fine particles from lime and stone (some contain **crystalline silica**) are bad for the lungs in any case.\n"
                 "- **Wear a proper mask**: an **FFP2 or, better, FFP3** respirator when you're cleaning, grinding or mixing dry lime, not a surgical mask.\n"
                 "- **Wet methods** where possible, and ventilation or extraction in the workshop.\n"
                 "- **Drink water** through the day; steam inhalation in the evening helps a tired voice.\n"
                 "- Avoid **shouting** across the workshop and **whispering** (it strains the voice more than people think).\n"
                 "- Warm up gently before rehearsals, especially after a dusty day.\n\n"
                 "## When to see a doctor\n"
                 "I'm not a doctor: if you're **hoarse for more than two or three weeks**, or have a cough that won't go, see an ENT doctor.\n\n"
                 "## Stage nerves\n"
                 "Sing the solo in front of people many times before August: your family, the ensemble, even Rih. Nerves fade with repetition."),
   ("user", "I'll wear an FFP3 mask when we clean the backs of the panels this winter. Slim is laughing at me. And I've started recording the rehearsals on my phone."),
   ("assistant", "Let Slim laugh: he should wear one too. Cleaning the old mortar off the backs of 24 panels is exactly the kind of dusty job masks are made for, and decades of workshop dust take a toll on lungs. "
                 "Recording the rehearsals is the best habit you could start; by August you'll know every breath of that solo.")],
  {"summary": "In December 2025 the user joined the malouf ensemble at the Maison de la Culture in Sousse, led by Taoufik Ben Youssef, a retired music teacher; rehearsals on Saturdays 16:00 to 18:30, 30 dinars a month; "
              "her grandmother sang malouf at weddings in Mahdia; she will sing a short solo in the nouba Rasd Edhil at the summer concert in the courtyard of the Ribat on 8 August 2026; "
              "the assistant suggested learning by ear with recordings (the Rachidia), recording rehearsals, learning the text, a daily 15 to 20 minute routine (breathing, warm-up, the mode, the solo), recording herself weekly, "
              "and protecting her voice at work with an FFP2 or FFP3 mask, wet methods, water, steam and no shouting or whispering, seeing an ENT if hoarse over two or three weeks; "
              "she will wear an FFP3 mask when cleaning the backs of the panels and records rehearsals on her phone.",
   "procedures": [{"name": "Daily singing practice", "steps": ["Breathing on a long 'sss'", "Humming, lip trills and sirens", "Sing the mode slowly", "The solo phrase by phrase", "Record yourself weekly"]},
                  {"name": "Protecting the voice from workshop dust", "steps": ["FFP2 or FFP3 mask", "Wet methods and ventilation", "Drink water and steam", "No shouting or whispering", "ENT if hoarse over two or three weeks"]}],
   "decisions": [{"decision": "Wear an FFP3 mask when cleaning the backs of the panels", "rationale": "Lime and stone dust irritate the voice and the lungs"},
                 {"decision": "Record the rehearsals on her phone", "rationale": "Learn the solo by ear with the ensemble's own version"}],
   "outcomes": ["Joined the malouf ensemble in December 2025", "Solo at the Ribat concert on 8 August 2026"]}),
 ("2026-01-25", "Applying to be head of the workshop", [
   ("user", "Big one. Habib Gharbi retires on 31 March after 34 years, and the INP has opened his post: head of the regional mosaic conservation workshop in Sousse. Applications by 31 January, interview in Tunis on Tuesday 10 February. "
            "I'm 37, with eleven years in the workshop, and I led the lifting of the Bonifatius mosaic. Slim has twenty years there but says he doesn't want the paperwork. "
            "The post pays about 2,350 dinars net, against my 1,850. I'm worried I'm too young, and that I'll become a manager and never touch a tessera again. Can you help me with the application and the interview?"),
   ("assistant", "First, the worry: it's a sign you take both the craft and the job seriously. Let's deal with it and then build the application.\n\n"
                 "## 'I'll never touch a tessera again'\n"
                 "In a workshop of your size, the head usually stays hands-on. The difference is in how you protect that time:\n"
                 "- **Block working days** in your week, for example two days a week at the bench, and treat them as fixed.\n"
                 "- **Delegate the paperwork you can** (orders, stock) and keep what only you can do (decisions, reports, priorities).\n"
                 "- Remember that as head you choose **which projects** the workshop takes on, which is its own kind of craft.\n\n"
                 "## 'Too young'\n"
                 "Eleven years in the same workshop is not young in experience. And you've just led the most visible job the workshop has done in years, **under a hard deadline, with a result**. That's your answer.\n\n"
                 "## The application letter\n"
                 "1. **Opening:** the post, and one sentence on why you: eleven years in this workshop, knowing its collections and its people.\n"
                 "2. **Evidence:** the Bonifatius mosaic, with numbers: 22 m², 24 panels, six weeks, lifted four days before the developer's deadline, a documented ethical decision on the lacuna, a modern support chosen.\n"
                 "3. **What you'd do:** a short vision for the next five years (see below).\n"
                 "4. **How you'd lead:** continuity with Habib's legacy and the team's experience.\n\n"
                 "## A vision, in three or four points\n"
                 "Keep it concrete and achievable, for example:\n"
                 "- A **digital record** of the mosaics in the workshop's stores.\n"
                 "- **Training** for young conservators, so skills aren't lost with retirements.\n"
                 "- **Preventive care** of mosaics left in situ on sites in the region.\n"
                 "- Partnerships with universities or foreign schools for training and equipment.\n\n"
                 "## Likely interview questions\n"
                 "- *Tell us about a difficult project you led.* (Bonifatius: the deadline, the big panel, the sewer pipe.)\n"
                 "- *How would you manage a colleague with more years than you?* Answer honestly: you'd rely on Slim's experience, give him the technical lead where he's strongest, and take the administration he doesn't want.\n"
                 "- *How would you set priorities with a small budget?*\n"
                 "- *How do you handle health and safety in the workshop?* (Dust, lifting, chemicals.)\n"
                 "- *Where do you see the workshop in five years?*\n\n"
                 "For each, prepare a **short story**: the situation, what you did, the result. Practise them aloud, ideally with someone who'll interrupt you.\n\n"
                 "## The day in Tunis\n"
                 "Bring a short portfolio: photos of the Bonifatius lifting, before and after pictures of two or three other jobs, and your vision on one page."),
   ("user", "I sent it on the 28th. My vision: a photogrammetry archive of every mosaic in the workshop's store, training two young conservators, and a maintenance plan for the mosaics left in situ at the El Jem site. "
            "Walid will be my interviewer for practice, after his night shift, which should be fun."),
   ("assistant", "That's a strong, concrete vision, and the photogrammetry archive builds directly on what you did with Amine's drone. "
                 "Walid after a 12-hour night shift is the perfect difficult interviewer: if you can answer him, you can answer anyone in Tunis. Good luck on the 10th.")],
  {"summary": "Habib Gharbi retires on 31 March 2026 after 34 years; the INP opened his post, head of the regional mosaic conservation workshop in Sousse; applications by 31 January 2026, interview in Tunis on 10 February 2026; "
              "the post pays about 2,350 dinars net against the user's 1,850; Slim has twenty years in the workshop but doesn't want the paperwork; she worried about being too young and not touching tesserae again; "
              "the assistant suggested blocking bench days, delegating paperwork, using the Bonifatius mosaic as evidence (22 m², 24 panels, six weeks), a letter structure, a five-year vision, likely interview questions (managing an older colleague like Slim, budget, health and safety) and a portfolio; "
              "she sent the application on 28 January 2026 with a vision of a photogrammetry archive of the store, training two young conservators and a maintenance plan for the mosaics in situ at El Jem; Walid will play the interviewer.",
   "procedures": [{"name": "Preparing a job application and interview", "steps": ["Answer the age worry with results", "Letter: why you, evidence, vision, leadership", "A concrete five-year vision",
                   "Short stories for likely questions", "Practise aloud", "Bring a portfolio"]}],
   "decisions": [{"decision": "Apply for head of the regional mosaic conservation workshop", "rationale": "Habib Gharbi retires; eleven years' experience and the Bonifatius lifting; pay about 2,350 dinars net"}],
   "outcomes": ["Application sent on 28 January 2026", "Interview in Tunis on 10 February 2026"]}),
 ("2026-02-22", "Mum's operation went well, but she wants to fast", [
   ("user", "Mum's operation was moved: Dr. Jaballah had to go to a congress in Paris in the first week of February, so she was operated on Tuesday 17 February instead of the 3rd. It went well. "
            "She stayed five nights instead of four because of a fever that turned out to be nothing, so the bill came to 14,200 dinars in the end. "
            "She's been with us in Sahloul since last Sunday, walking with a frame, and a physiotherapist comes three times a week. Walid and Fethi carried her up the three floors in a chair. "
            "Now the problem: Ramadan has started and she wants to fast. Dr. Jaballah said no fasting for at least four weeks, because of the blood-thinner injections, the painkillers and the risk of clots if she doesn't drink enough. "
            "She's upset and says she has never missed a day in her life. How do I talk to her? Oh, and my interview in Tunis was on the 10th; they said results in March."),
   ("assistant", "I'm glad the operation went well, and that you and Fethi are there for her. I can't give medical advice, and Dr. Jaballah knows her case, so his instruction is the one to follow. "
                 "But I can help you with the conversation, which is the harder part.\n\n"
                 "## Why the doctor is cautious\n"
                 "In the weeks after a knee replacement:\n"
                 "- **Blood clots** are the main risk. Drinking enough and moving regularly are part of preventing them, along with the injections.\n"
                 "- **Painkillers and antibiotics** often need to be taken with food and at regular times.\n"
                 "- **Dehydration** can cause dizziness, and a fall with a new knee is the last thing she needs.\n\n"
                 "## What the religion says\n"
                 "You probably know this better than I do, and her imam is the right person to confirm it, but in Islam **the sick are exempt from fasting** (the Qur'an says so in Surat al-Baqara, 2:184) "
                 "and **make up the days later** when they are well. Not fasting on medical advice is not breaking the fast; it's following the rule for the sick. "
                 "For many older people, hearing this from a **religious authority she respects** matters more than hearing it from a doctor or a daughter.\n\n"
                 "## How to talk to her\n"
                 "1. **Acknowledge what she's losing:** she's proud of never missing a day, and Ramadan is also about belonging. Say so before you argue.\n"
                 "2. **Ask the imam** of your mosque, or hers in Mahdia, to speak with her.\n"
                 "3. **Let your father speak:** a husband's word may carry weight.\n"
                 "4. **Keep her in Ramadan:** she can be at the table for suhoor and iftar, pray, read the Qur'an, help with the cooking sitting down, give sadaqa.\n"
                 "5. **Make a plan for the make-up days** after she recovers, so it feels postponed, not lost.\n\n"
                 "## Warning signs, fasting or not\n"
                 "Go to the emergency department straight away for **calf pain or swelling in one leg**, **sudden breathlessness or chest pain**, or a red, hot, oozing wound or a high fever.\n\n"
                 "## And you\n"
                 "Fasting, working, caring for your mother and Lina's exam year at the same time is a lot. Accept help from Walid and Fethi, and let some things slide.\n\n"
                 "Good luck with the results of the interview."),
   ("user", "The imam at our mosque in Sahloul told her the same thing, and Dad said it too. She's agreed not to fast until Dr. Jaballah says so, and to make up the days later. "
            "In exchange she made me promise to learn her makroudh recipe."),
   ("assistant", "That sounds like a very fair trade. Learning the makroudh from her while she sits at the kitchen table is also a good way to keep her busy and feeling useful during her recovery; "
                 "just keep her knee up on a stool while she supervises.")],
  {"summary": "The user's mother Saïda's knee operation was moved from 3 to 17 February 2026 because Dr. Nabil Jaballah had a congress in Paris in the first week of February; it went well; "
              "she stayed five nights instead of four because of a fever that turned out to be nothing, so the bill was 14,200 dinars; she is staying with the user in Sahloul, walking with a frame, with physiotherapy three times a week; Walid and Fethi carried her up the three floors in a chair; "
              "Ramadan has started and she wants to fast, but Dr. Jaballah said no fasting for at least four weeks (blood thinners, painkillers, risk of clots); the user's interview in Tunis was on 10 February 2026, results in March; "
              "the assistant (who can't give medical advice) explained the risks, that the sick are exempt from fasting and make up days later (Qur'an 2:184), and suggested acknowledging her loss, asking the imam and her husband to speak with her, keeping her part of Ramadan and planning make-up days, with warning signs of clots; "
              "the imam of the Sahloul mosque and her father said the same; she agreed not to fast until the surgeon allows it and to make up the days later, and the user promised to learn her makroudh recipe.",
   "decisions": [{"decision": "Saïda does not fast during Ramadan 2026 after the operation and makes up the days later", "rationale": "Dr. Jaballah forbade fasting for at least four weeks because of blood thinners, painkillers and clot risk; the imam confirmed the sick are exempt"}],
   "outcomes": ["Knee replacement on 17 February 2026", "Final bill 14,200 dinars", "Interview in Tunis on 10 February 2026"]}),
 ("2026-03-15", "I got the job, and Lina's concours nerves", [
   ("user", "I got it! From 1 April I'm head of the regional mosaic conservation workshop, at 2,350 dinars net. Habib says he'll come in and 'supervise' on Thursdays. "
            "Mum went home to Mahdia on 12 March, walking with a cane. "
            "Now Lina. The concours for the collège pilote is on Wednesday 10 and Thursday 11 June. She has a tutor, Mrs. Hela Zouari, for maths and French, twice a week. "
            "Lina gets stomach aches before tests, and last week she cried after a mock exam where she got 13 out of 20. Walid says 13 is fine. She says 'everyone' in her class gets 16. "
            "How do I help her without adding pressure?"),
   ("assistant", "Congratulations, Madame la cheffe d'atelier! Habib supervising on Thursdays sounds like the perfect handover.\n\n"
                 "Now Lina. What you're describing is very common in the months before a selective exam, and the fact that you're asking how *not* to add pressure is already half the answer.\n\n"
                 "## Her stomach aches\n"
                 "Stomach aches before tests are a classic sign of anxiety in children, but mention them to her **paediatrician** once, to rule out anything else. If it's nerves, knowing that the body reacts this way can itself reassure her.\n\n"
                 "## Talking about the exam\n"
                 "- **Praise the effort, not the mark:** 'You worked hard on fractions this week' rather than 'you must get 16'.\n"
                 "- **Make the stakes smaller:** tell her, and mean it, that the ordinary collège is a good school too, and that you'll be proud of her either way. Children often carry their parents' hopes silently.\n"
                 "- **Look at the mock together, calmly:** which mistakes were from not knowing, and which from rushing? Those are two different problems.\n"
                 "- **'Everyone gets 16'** is rarely true; you can ask her teacher for the class's real spread of marks.\n\n"
                 "## A sustainable routine until June\n"
                 "- **One timed past paper a week**, not every day, so the exam format becomes familiar.\n"
                 "- Keep the **tutoring** at its current level; adding more hours in spring often backfires.\n"
                 "- **Sleep** at regular times, especially in the last weeks.\n"
                 "- **Real breaks:** the beach, friends, Rih. Exercise is one of the best remedies for anxiety.\n\n"
                 "## A calming tool she can use herself\n"
                 "Teach her a simple breathing exercise: **breathe in for four, out for six**, five times, before she starts a paper. Practise it at home, so it's automatic on the day.\n\n"
                 "## The two days in June\n"
                 "- Visit the exam centre beforehand if possible.\n"
                 "- Prepare everything the night before.\n"
                 "- A normal breakfast, no cramming that morning.\n"
                 "- Afterwards, don't ask 'how did it go?' straight away; let her tell you."),
   ("user", "We'll do one past paper on Saturday mornings, then the beach with Rih. And I've told her the ordinary collège in Sahloul is a good school too, and that Dad and I don't care about 16. "
            "Her 11th birthday is on 29 March, and she wants a cake in the shape of a sloughi. Fethi has volunteered."),
   ("assistant", "That's a lovely balance: a past paper and then the beach. And a sloughi cake by a professional chef uncle will be the talk of her class. "
                 "Perhaps Fethi can make Rih's long ears in marzipan. Happy birthday to Lina in advance.")],
  {"summary": "The user got the post: from 1 April 2026 she is head of the regional mosaic conservation workshop at 2,350 dinars net; Habib Gharbi will come in on Thursdays; her mother Saïda went home to Mahdia on 12 March 2026, walking with a cane; "
              "Lina's collège pilote concours is on 10 and 11 June 2026; her tutor Mrs. Hela Zouari teaches her maths and French twice a week; Lina gets stomach aches before tests and cried after a mock exam marked 13 out of 20; "
              "the assistant suggested checking the stomach aches with a paediatrician, praising effort not marks, saying the ordinary collège is fine, analysing the mock calmly, one timed past paper a week, no extra tutoring, regular sleep, real breaks, "
              "a breathing exercise (in for four, out for six) and calm exam-day logistics; they will do one past paper on Saturday mornings followed by the beach with Rih; Lina turns 11 on 29 March 2026 and her uncle Fethi will make a sloughi-shaped cake.",
   "procedures": [{"name": "Helping a child with exam nerves", "steps": ["Check stomach aches with the paediatrician", "Praise effort, not marks", "Say the ordinary school is fine too", "One timed past paper a week",
                   "Regular sleep and real breaks", "Breathe in for four, out for six", "Prepare the night before; don't ask straight away how it went"]}],
   "decisions": [{"decision": "One past paper on Saturday mornings, then the beach with Rih", "rationale": "Familiarity with the exam without adding pressure"}],
   "outcomes": ["Head of the regional mosaic conservation workshop from 1 April 2026, 2,350 dinars net", "Saïda home in Mahdia on 12 March 2026"]}),
 ("2026-04-12", "The voiture populaire came through: how do we pay for it?", [
   ("user", "Much sooner than they said: the Kia dealer called on Wednesday 8 April. A Picanto populaire is available for 34,900 dinars, and I have to pay by the end of the month. "
            "And Walid is changing jobs. The olive season ended on 28 February, and he's taken a job as a maintenance technician at Sahel Câblage, a car-wiring factory in the Sidi Abdelhamid industrial zone, from Monday 4 May: "
            "1,950 dinars net, day shifts from 7:00 to 15:30, Monday to Friday, all year round. He's had enough of 12-hour nights every winter at the mill, and the pay is better. "
            "We have 21,000 dinars saved, but 5,000 of that is for moving house this summer. A neighbour's son, Yassine, has offered 14,000 dinars for Bakhta. Walid still likes that Peugeot 208 better. "
            "(Also: Rih picked up a tick on the beach and Dr. Sassi gave her a Bravecto tablet, 140 dinars, good for three months.) How should we pay for the car?"),
   ("assistant", "Two pieces of good news in one week! Congratulations to Walid: day shifts all year will change your family's winters.\n\n"
                 "## The Picanto or the 208?\n"
                 "| | Kia Picanto (populaire) | Peugeot 208 (2016, used) |\n"
                 "|---|---|---|\n"
                 "| Price | 34,900 dinars | 38,500 dinars |\n"
                 "| Condition | new, with warranty | ten years old, unknown history |\n"
                 "| Running costs | low, small engine | a little higher |\n"
                 "| Space | small, fine for three | a bit roomier |\n\n"
                 "For 25 km a day and a family of three, the **Picanto is the safer choice**: new, cheaper, under warranty. The 208's extra comfort doesn't make up for the unknowns and the higher price. "
                 "And populaire slots that aren't taken go to the next person on the list.\n\n"
                 "## Paying for it\n"
                 "Let's keep your **5,000 dinars for the move untouched**. That leaves 16,000 dinars of savings.\n\n"
                 "**A reasonable split:**\n"
                 "1. **Bakhta: 14,000 dinars** from Yassine, if the offer is firm.\n"
                 "2. **Savings: about 12,000 dinars**, leaving you **4,000 dinars** as an emergency cushion on top of the moving money.\n"
                 "3. **A car loan for the rest, about 8,900 dinars.** Over two years, at the rates Tunisian banks usually charge for car loans (check yours), the monthly payment would be roughly **400 to 420 dinars**.\n\n"
                 "With your new salary and Walid's, that's comfortable.\n\n"
                 "## Timing the sale of Bakhta\n"
                 "- **Don't hand Bakhta over before you have the Picanto**, or you'll have no car for work.\n"
                 "- Agree the price with Yassine now, take a **small deposit**, and hand over the car the day after you collect the Kia.\n"
                 "- For the sale: a **sale contract with signatures legalised at the municipality**, the carte grise, and the transfer at the ATTT. Keep a copy of everything, and note the date and time of the handover, in case of fines afterwards.\n\n"
                 "## The new car\n"
                 "- **Insurance** must be in place the day you drive it away.\n"
                 "- Check what the warranty requires for **servicing** (often at the dealer).\n\n"
                 "And well done Dr. Sassi: a tick tablet before summer is timely."),
   ("user", "Decided: 12,000 from savings, 14,000 from Bakhta, and a loan of 8,900 dinars over two years. I collect the Picanto on Friday 24 April and Yassine takes Bakhta the next day. "
            "Lina is more upset about Bakhta than about anything else this year. Walid has accepted the Picanto 'for now'."),
   ("assistant", "A clean plan. For Lina, it might help to take a last photo of her with Bakhta, and to let her choose the new car's name: she named the last one, after all. "
                 "And Walid's 'for now' is how most people start loving a small, reliable car.")],
  {"summary": "On 8 April 2026 the Kia dealer offered the user a voiture populaire Kia Picanto for 34,900 dinars, to be paid by the end of April; "
              "Walid's olive season ended on 28 February 2026 and he has taken a job as a maintenance technician at Sahel Câblage, a car-wiring factory in the Sidi Abdelhamid industrial zone, from 4 May 2026: 1,950 dinars net, day shifts 7:00 to 15:30, Monday to Friday, all year, because he's had enough of 12-hour night shifts every winter at the mill and the pay is better; "
              "savings 21,000 dinars, of which 5,000 for moving in summer; neighbour's son Yassine offered 14,000 dinars for Bakhta; Rih had a tick and Dr. Sassi gave her a Bravecto tablet (140 dinars, three months); "
              "the assistant recommended the Picanto over the used Peugeot 208 and a split of 14,000 from Bakhta, about 12,000 from savings and a car loan of about 8,900 over two years (roughly 400 to 420 dinars a month), not selling Bakhta before collecting the Kia, and the sale paperwork; "
              "they decided 12,000 from savings, 14,000 from Bakhta and a loan of 8,900 dinars over two years; she collects the Picanto on 24 April 2026 and Yassine takes Bakhta the next day.",
   "decisions": [{"decision": "Buy the voiture populaire Kia Picanto for 34,900 dinars rather than the Peugeot 208", "rationale": "New, cheaper, under warranty"},
                 {"decision": "Pay with 12,000 dinars of savings, 14,000 from selling Bakhta to Yassine and a loan of 8,900 over two years", "rationale": "Keep the 5,000 dinars for the move and an emergency cushion"},
                 {"decision": "Walid moves to Sahel Câblage from 4 May 2026", "rationale": "Day shifts all year instead of 12-hour nights every winter at the mill, and better pay (1,950 dinars net)"}],
   "outcomes": ["Picanto collected on 24 April 2026", "Rih given a Bravecto tablet, 140 dinars"]}),
 ("2026-05-03", "A Schengen visa for Ravenna, and our supports are stuck at customs", [
   ("user", "Good news and bad news. The good: I've been accepted on a two-week course on the conservation of mosaics in situ at a school in Ravenna, from 15 to 26 June, with a grant that covers the course and the lodging. "
            "I need a Schengen visa from the Italian consulate, through the visa centre in Tunis; my appointment is on 14 May. "
            "The bad: the aluminium honeycomb panels from Bologna have been stuck at customs at the port of Radès since 9 April, and with the euro going up the final invoice is 11,300 dinars instead of 9,800. "
            "So the museum has moved the inauguration of the Bonifatius mosaic from 18 May to Sunday 12 July. "
            "Other news: I collected the Picanto on 24 April, and Bakhta went to Yassine on the 25th for 14,000. And the INP has sent me a junior conservator, Marwa Dridi, who starts tomorrow, 4 May. "
            "What do I need for the visa, and how do I get the panels out of Radès?"),
   ("assistant", "Congratulations on Ravenna! It's one of the great centres for mosaic conservation. Let's take the two problems in turn.\n\n"
                 "## The Schengen visa (short stay, for a course)\n"
                 "Requirements vary slightly, so **check the list on the visa centre's website** for your category, but a typical file includes:\n"
                 "1. The **application form**, completed and signed.\n"
                 "2. **Passport** valid at least three months after your return, with two blank pages, plus copies of old visas.\n"
                 "3. **Two recent photos** to Schengen specifications.\n"
                 "4. The **acceptance letter** from the school in Ravenna and the **grant letter** showing what it covers.\n"
                 "5. **Proof of accommodation** (usually in the grant letter).\n"
                 "6. A **flight reservation**, return.\n"
                 "7. **Travel medical insurance** covering at least 30,000 euros for the whole stay.\n"
                 "8. An **employer's letter** (attestation de travail) from the INP, with your post, salary and the **leave or mission order** for the dates.\n"
                 "9. **Payslips** and **bank statements** for the last three months.\n"
                 "10. Anything showing your ties to Tunisia: family, home, job. As head of a state workshop, that part is strong.\n\n"
                 "Apply **well ahead**: processing usually takes around 15 days and can take longer in summer. Your appointment on 14 May leaves a month, which is fine but not generous.\n\n"
                 "## Getting the panels out of Radès\n"
                 "Goods held at customs usually have a paperwork problem, not a real problem.\n"
                 "- **Use a customs broker (transitaire)** in Radès if the INP hasn't already: they know which document is missing and who to talk to.\n"
                 "- Ask whether the INP, as a **public heritage institution**, can claim an **exemption or reduced duties** for conservation material; a letter from the INP's director general often helps.\n"
                 "- Make sure you have the **commercial invoice, packing list, certificate of origin** and the transport document.\n"
                 "- **Storage charges** at the port accumulate daily, so every week counts.\n\n"
                 "## Replanning for 12 July\n"
                 "If the panels are released by the end of May, you'll have about **five weeks**, with you away for two of them. That's tight for mounting 24 panels, so:\n"
                 "- Have all the **backs cleaned** and the intervention mortar ready before the panels arrive.\n"
                 "- Mount the **big boat panel first**: it's the centrepiece of the display.\n"
                 "- Plan clearly who does what while you're in Ravenna.\n\n"
                 "## Marwa's first weeks\n"
                 "Pair her with Slim: she'll learn the workshop's ways from the person who knows them best, and he gets a chance to teach."),
   ("user", "The INP's transitaire in Radès says the panels should be released by 20 May; a certificate of origin was missing. Marwa will work with Slim on the panels while I'm in Ravenna."),
   ("assistant", "That's a relief, and a missing certificate is an easily solved problem. With a release around 20 May, Slim and Marwa can start mounting the boat panel before you leave on the 14th of June, "
                 "and you'll come back to a mosaic nearly ready for 12 July.")],
  {"summary": "The user has been accepted on a two-week course on the conservation of mosaics in situ at a school in Ravenna, 15 to 26 June 2026, with a grant covering the course and lodging; her Schengen visa appointment at the visa centre in Tunis is on 14 May 2026; "
              "the aluminium honeycomb panels from Bologna have been stuck at customs at the port of Radès since 9 April 2026, and the final invoice rose from 9,800 to 11,300 dinars with the euro; the museum moved the Bonifatius mosaic's inauguration from 18 May to 12 July 2026; "
              "she collected the Picanto on 24 April 2026 and sold Bakhta to Yassine on 25 April for 14,000 dinars; junior conservator Marwa Dridi joins the workshop on 4 May 2026; "
              "the assistant listed the visa documents (form, passport, photos, acceptance and grant letters, flight reservation, insurance of 30,000 euros, employer's letter, payslips, bank statements) and advised using a customs broker, asking for an exemption, and replanning for 12 July; "
              "the transitaire says the panels should be released by 20 May (a certificate of origin was missing); Marwa will work with Slim while the user is in Ravenna.",
   "procedures": [{"name": "Schengen visa for a course in Italy", "steps": ["Application form", "Passport valid three months after return", "Two photos", "Acceptance and grant letters", "Flight reservation",
                   "Travel insurance of 30,000 euros", "Employer's letter and leave order", "Payslips and bank statements"]},
                  {"name": "Freeing goods held at customs", "steps": ["Use a customs broker", "Ask for an exemption for a heritage institution", "Invoice, packing list, certificate of origin", "Act fast: storage charges accumulate"]}],
   "decisions": [{"decision": "Marwa Dridi works with Slim on the panels while the user is in Ravenna", "rationale": "She learns the workshop from the most experienced technician"}],
   "outcomes": ["Honeycomb supports 11,300 dinars instead of 9,800", "Inauguration moved from 18 May to 12 July 2026", "Bakhta sold to Yassine for 14,000 dinars on 25 April 2026", "Marwa Dridi starts on 4 May 2026"]}),
 ("2026-05-24", "An Eid sheep, and a daughter who named it", [
   ("user", "Eid al-Adha is this Wednesday. Walid and his brother Sami bought our sheep at the Msaken souk last Sunday: 1,350 dinars, the most we've ever paid. "
            "We can't keep a sheep on a third floor with a sloughi (Rih would never recover from the excitement), so it's in the yard at Walid's parents' house in Msaken, and we'll do the sacrifice there. "
            "The problem is Lina. She went to see it yesterday, fed it, named it Bouboula, and now says she won't eat any of it and that we're all murderers. She's 11. "
            "Walid says she'll get over it, like he did as a boy. I'm not sure. How do we handle this? (Visa granted on Thursday, by the way!)"),
   ("assistant", "Congratulations on the visa! And poor Lina: naming the sheep is the classic way a child's heart gets involved. Her reaction is normal at her age, and it's actually a sign of empathy, not of a problem.\n\n"
                 "## Take her feelings seriously\n"
                 "- **Don't mock or force.** 'You'll get over it' may be true in the long run, but right now it tells her that her feelings don't count.\n"
                 "- **Name what she feels:** 'You got attached to Bouboula and it's sad to lose her.' That alone often calms a lot.\n\n"
                 "## Explain the meaning, at her level\n"
                 "Eleven is old enough for the real story: Ibrahim's willingness to give what he loved most, and God's mercy in providing a ram instead. "
                 "And the practical side: the meat is traditionally **shared in thirds**, for the family, for relatives and neighbours, and **for people who can't afford meat**. "
                 "Seen that way, the sacrifice is also about feeding others.\n\n"
                 "## Give her choices\n"
                 "- **She doesn't have to watch.** Let her stay inside during the sacrifice, with someone she loves.\n"
                 "- **She doesn't have to eat it.** Forcing a child to eat an animal she named tends to create a lasting aversion. Offer something else without a fuss.\n"
                 "- **Give her a role that fits her values:** carrying the share for poor families, or preparing the bags for neighbours.\n\n"
                 "## For next year\n"
                 "Agree as a family that the Eid sheep **doesn't get a name**, or that Lina doesn't visit it in the days before. Many families have this rule for exactly this reason.\n\n"
                 "## Keep an eye, gently\n"
                 "Some children stop eating meat for a while after an experience like this. It usually passes, but if she wants to eat less meat, it's possible to keep her diet balanced; talk to her paediatrician if it lasts."),
   ("user", "She'll stay inside with Walid's sister during the sacrifice, and she wants to carry the bags of meat to the poor families in Msaken herself. She still says she won't eat Bouboula."),
   ("assistant", "That's a thoughtful arrangement, and carrying the meat to families who need it may end up being what she remembers of this Eid. "
                 "Let her keep her word about not eating Bouboula without any comment; Eid mubarak to all of you.")],
  {"summary": "Eid al-Adha falls on Wednesday 27 May 2026; Walid and his brother Sami bought the family's sheep at the Msaken souk for 1,350 dinars, the most they've ever paid; it's kept in the yard at Walid's parents' house in Msaken, where the sacrifice will be done, since they can't keep a sheep on a third floor with a sloughi; "
              "Lina, 11, fed it, named it Bouboula, and says she won't eat any of it; the user's Schengen visa was granted on 21 May 2026; "
              "the assistant said her reaction is normal empathy, suggested not mocking or forcing her, explaining Ibrahim's story and the sharing of the meat in thirds including for the poor, letting her not watch and not eat it, giving her a role such as carrying meat to poor families, and not naming the sheep next year; "
              "Lina will stay inside with Walid's sister during the sacrifice and will carry the bags of meat to poor families in Msaken; she still says she won't eat Bouboula.",
   "decisions": [{"decision": "Keep the Eid sheep at Walid's parents' house in Msaken and do the sacrifice there", "rationale": "A sheep can't live on a third floor with a sloughi"},
                 {"decision": "Lina doesn't watch or eat the sheep and carries meat to poor families", "rationale": "Respect her feelings and give her a role that fits her values"}],
   "outcomes": ["Sheep Bouboula bought for 1,350 dinars", "Schengen visa granted on 21 May 2026"]}),
 ("2026-07-05", "Lina's results, a house with a courtyard, and a speech for the inauguration", [
   ("user", "So much news. I'm back from Ravenna since 27 June; I learned more about lime mortars in two weeks than in five years. "
            "Lina got into the collège pilote de Sousse! Average 17.4. She sat the concours on 10 and 11 June, and I was still here, I only left on the 14th. "
            "The supports were released on 22 May, Slim and Marwa mounted the boat panel while I was away, and the Bonifatius mosaic will be inaugurated next Sunday, 12 July, at 10:00, with the governor. I have to give a five-minute speech. "
            "And we've found a house: a two-bedroom house with a courtyard and a fig tree in Hammam Sousse, 1,200 dinars a month, owner Mrs. Latifa Bouzid. We move on Saturday 25 July. "
            "We also saw a bigger house in Kalâa Seghira for 1,000 dinars, but it was too far from Lina's new school. "
            "Two things: an outline for the speech, and what I mustn't forget for the move with Rih."),
   ("assistant", "Congratulations to Lina, and to you! 17.4 after all those stomach aches is a real achievement, and so is the mosaic. Let's do both.\n\n"
                 "## The speech: five minutes, about 600 words\n"
                 "1. **Thanks (30 seconds):** the governor, the INP, the museum, and Mr. Mabrouk, who stopped his building works. Thanking the developer publicly is generous and encourages others to report finds.\n"
                 "2. **The discovery (1 minute):** August 2025, a digger on a building site near the Catacombs, and a Roman sea under the city: fish, an octopus, two fishermen in their boat.\n"
                 "3. **Bonifatius (1 minute):** the inscription BONIFATI FELICITER, 'good luck to Bonifatius'. A man who lived in Hadrumetum in the late 3rd century and wanted his guests to see his name. Seventeen centuries later, we're still wishing him luck.\n"
                 "4. **The work (1 minute):** six weeks to lift 22 m² in 24 panels, the boat in one piece carried by eight people; the winter in the workshop; the new light supports. "
                 "**Name the team:** Slim Hammami, Ali, Naceur, Marwa Dridi, Habib Gharbi, Dr. Samia Khelifi, and your cousin Amine and his drone.\n"
                 "5. **The honest gap (45 seconds):** the 1950s sewer pipe, and why you chose not to invent the fish's tail: the drawing on the label shows what was there, the floor shows what survived.\n"
                 "6. **Close (30 seconds):** an invitation: under Sousse there are more floors like this one; if you find one, call us.\n\n"
                 "Practise it aloud with a timer, and print it in large type.\n\n"
                 "## Moving with Rih\n"
                 "- **The courtyard wall:** sloughis can clear surprising heights when they see a cat. Check that the walls are **at least 1.8 m**, with nothing to jump from, and that the gate closes by itself.\n"
                 "- **Shade and water:** in late July, courtyard tiles get burning hot. The fig tree helps; add a shaded spot, a big water bowl in the shade, and keep her inside in the hottest hours.\n"
                 "- **Moving day:** keep her with someone calm (Walid's parents in Msaken?) or shut in one room with her bed, away from open doors.\n"
                 "- **Update her tag** and the vet's records with the new address.\n"
                 "- **New neighbourhood walks:** on a lead for the first weeks, until she knows her way home.\n\n"
                 "## The rest of the move\n"
                 "- Check your contract with **Mr. Ferchichi** for the notice period and give notice in writing.\n"
                 "- Photograph the old flat when you leave and the new house when you arrive, meter readings included.\n"
                 "- Transfer the STEG and SONEDE meters and the internet.\n"
                 "- Work out Lina's route to the collège pilote before September."),
   ("user", "Notice given to Mr. Ferchichi for 31 July. Walid is raising the courtyard wall to 1.9 m with breeze blocks this weekend, and on moving day Rih goes to his parents in Msaken."),
   ("assistant", "Perfect. With a 1.9 m wall and a fig tree for shade, Rih will have the best spot in Hammam Sousse. Good luck with the speech on the 12th: the room will be full of people who love that mosaic already."),
   ("user", "One more thing: Mrs. Bouzid wants two months' advance, 2,400 dinars, on top of the first month's rent, and a one-year contract. Is that normal?"),
   ("assistant", "Two months' advance is common for a house in Sousse and its suburbs, though some owners ask for one and a few ask for three. What matters is how it's written down:\n\n"
                 "- The contract should say clearly whether the 2,400 dinars is a **deposit (caution)** returned when you leave, or **rent paid in advance** for the first months. They are not the same thing.\n"
                 "- Note the **conditions for getting the deposit back** and the notice period for both sides.\n"
                 "- Write down the **state of the house** (with photos) and any repairs she promises.\n"
                 "- **Register the contract** at the recette des finances, as you did with Mr. Ferchichi.\n\n"
                 "A one-year contract is normal; ask whether any rent increase at renewal can be agreed in advance.")],
  {"summary": "The user came back from the Ravenna course on 27 June 2026; Lina was admitted to the collège pilote de Sousse with an average of 17.4 after sitting the concours on 10 and 11 June 2026; the user left for Ravenna on 14 June; "
              "the honeycomb supports were released on 22 May 2026; Slim Hammami and Marwa Dridi mounted the boat panel while she was away; the Bonifatius mosaic will be inaugurated on 12 July 2026 at 10:00 with the governor and she gives a five-minute speech; "
              "they found a two-bedroom house with a courtyard and a fig tree in Hammam Sousse, 1,200 dinars a month, from owner Latifa Bouzid, and move on 25 July 2026; they also saw a bigger house in Kalâa Seghira for 1,000 dinars, too far from Lina's new school; "
              "the assistant outlined the speech (thanks including Mr. Mabrouk, the discovery, Bonifatius, the work and the team by name, the honest gap, an invitation to report finds) and moving tips for Rih (walls at least 1.8 m, shade and water, keep her away on moving day, update her tag, lead walks); "
              "she gave landlord Ridha Ferchichi notice for 31 July; Walid is raising the courtyard wall to 1.9 m; on moving day Rih goes to his parents in Msaken; Mrs. Bouzid asks for two months' advance (2,400 dinars) plus the first month and a one-year contract, which the assistant called common, advising to state whether it is a returnable deposit or rent in advance, record the state of the house and register the contract.",
   "procedures": [{"name": "Five-minute inauguration speech", "steps": ["Thanks, including the developer", "The discovery", "Bonifatius and the inscription", "The work and the team by name", "The honest gap", "An invitation to report finds"]},
                  {"name": "Moving with a sighthound", "steps": ["Courtyard walls at least 1.8 m", "Shade and water against hot tiles", "Keep her away on moving day", "Update her tag and vet records", "Lead walks at first"]}],
   "decisions": [{"decision": "Rent the house in Hammam Sousse at 1,200 dinars and move on 25 July 2026", "rationale": "A courtyard for Rih; the Kalâa Seghira house was too far from Lina's new school"},
                 {"decision": "Raise the courtyard wall to 1.9 m", "rationale": "Sloughis jump high"}],
   "outcomes": ["Lina admitted to the collège pilote de Sousse, average 17.4", "Supports released on 22 May 2026", "Inauguration on 12 July 2026 at 10:00", "Notice given for 31 July 2026"]}),
 ("2026-08-16", "A week in Aïn Draham with a sloughi", [
   ("user", "We moved on 25 July and it went well. Rih has claimed the courtyard and sleeps under the fig tree. The inauguration on 12 July was lovely; the governor asked for a copy of the drawing of the fish's tail. "
            "And last Saturday, 8 August, I sang my solo at the Ribat concert and didn't forget a single word. Mum cried, Dad pretended he didn't. "
            "Now a holiday before Lina starts at the collège pilote: a week in Aïn Draham, Monday 24 to Sunday 30 August, the three of us and Rih, in the Picanto. Budget 1,500 dinars. "
            "What should we plan, and how do we travel with a sloughi in August heat?"),
   ("assistant", "What a summer: a house, a mosaic on display and a solo without a missed word. A week in the cool oak and cork forests of Kroumirie sounds like exactly the right reward.\n\n"
                 "## The drive\n"
                 "Sousse to Aïn Draham is roughly **four to five hours**. With a dog in August:\n"
                 "- **Leave very early**, around 6:00, and arrive before the afternoon heat.\n"
                 "- **Never leave Rih in the parked car**, even for ten minutes: in August the inside of a car can pass 50 °C.\n"
                 "- **A stop every two hours** in the shade, with water. Bring a bowl and a big bottle for her alone.\n"
                 "- A **sunshade** on the rear windows, and the air conditioning on; the Picanto's back seat is small, so a blanket or a hammock cover helps a long-legged dog lie down.\n\n"
                 "## Where to stay\n"
                 "- Look for a **gîte or guesthouse that accepts dogs**: ask clearly, and mention that she's a large sighthound.\n"
                 "- A place with a **fenced garden** is worth a little more.\n\n"
                 "## What to do\n"
                 "- **Forest walks** among the cork oaks, and the viewpoints around Aïn Draham.\n"
                 "- A day trip to **Tabarka**: the Genoese fort, the Aiguilles rocks, the beach early in the morning.\n"
                 "- **Bulla Regia**, about an hour away, with its underground Roman villas and their mosaics; I suspect you won't need convincing.\n"
                 "- Local honey, and the cork crafts.\n\n"
                 "## Rih in the forest\n"
                 "- The forests have **wild boar** and other wildlife. A sighthound's chase instinct can take her a long way very fast, so **keep her on a lead** in the forest.\n"
                 "- Check her for **ticks** every evening; her Bravecto was in April, so ask Dr. Sassi whether she's due another dose before you go.\n\n"
                 "## A budget for 1,500 dinars\n"
                 "| Item | Estimate |\n"
                 "|---|---|\n"
                 "| Fuel, return trip and day trips | 200 to 250 dinars |\n"
                 "| Six nights in a simple gîte | 700 to 1,000 dinars |\n"
                 "| Food and restaurants | 300 to 400 dinars |\n"
                 "| Entries, honey, small extras | 100 dinars |\n\n"
                 "It fits if you find accommodation under about 170 dinars a night, or cook some meals yourselves."),
   ("user", "Booked a gîte near Aïn Draham with a fenced garden that accepts dogs, 180 dinars a night, so we'll cook most evenings. Dr. Sassi gave Rih her next Bravecto. We leave at 6:00 on the 24th."),
   ("assistant", "Sounds perfect. Cooking in the evenings will keep you inside the budget, and Lina can choose the day trip. Enjoy the cool air, and say hello to the Bulla Regia mosaics from me.")],
  {"summary": "The user's family moved to the house in Hammam Sousse on 25 July 2026; Rih sleeps under the fig tree in the courtyard; the Bonifatius mosaic was inaugurated on 12 July 2026 and the governor asked for a copy of the fish's tail drawing; "
              "on 8 August 2026 the user sang her solo at the malouf concert at the Ribat without forgetting a word, and her mother cried; "
              "they plan a week in Aïn Draham from 24 to 30 August 2026 with Lina and Rih in the Picanto, budget 1,500 dinars; "
              "the assistant advised leaving early, never leaving the dog in the parked car, stops every two hours, a dog-friendly gîte with a fenced garden, forest walks on a lead because of wild boar, tick checks, day trips to Tabarka and Bulla Regia, and a budget; "
              "they booked a gîte near Aïn Draham with a fenced garden that accepts dogs at 180 dinars a night and will cook most evenings; Dr. Sassi gave Rih her next Bravecto; they leave at 6:00 on 24 August 2026.",
   "procedures": [{"name": "Travelling with a dog in summer heat", "steps": ["Leave early", "Never leave the dog in a parked car", "Stop every two hours with water", "Sunshades and air conditioning", "Lead in forests", "Tick checks every evening"]}],
   "decisions": [{"decision": "A gîte near Aïn Draham that accepts dogs, 180 dinars a night, cooking most evenings", "rationale": "Fenced garden for Rih; stay within the 1,500-dinar budget"}],
   "outcomes": ["Moved to Hammam Sousse on 25 July 2026", "Mosaic inaugurated on 12 July 2026", "Solo sung at the Ribat on 8 August 2026"]}),
]

QUESTIONS_146 = [
 # single facts the user said about herself, her family, pets and things owned
 ("What's our dog called?", "Rih, a sandy female sloughi"),
 ("Who was our landlord in Sahloul?", "Mr. Ridha Ferchichi"),
 ("What did we call my old Clio?", "Bakhta (Lina named her)"),
 ("What does the Bonifatius mosaic show?", "a sea scene: fish, an octopus and a fishing boat with two fishermen, inside a border of waves"),
 ("What does the inscription on the mosaic say?", "BONIFATI FELICITER ('good luck to Bonifatius')"),
 ("Who operated on Mum's knee?", "Dr. Nabil Jaballah, at the Clinique Les Oliviers in Sousse"),
 ("What did Dad do for a living?", "he was a fisherman in Mahdia for forty years"),
 ("Who leads the malouf ensemble?", "Mr. Taoufik Ben Youssef, a retired music teacher"),
 ("What did Lina name the Eid sheep?", "Bouboula"),
 # when
 ("When did we finish lifting the mosaic?", "Thursday 16 October 2025 (four days before the 20 October deadline)"),
 ("When was Mum's knee operation?", "Tuesday 17 February 2026 (moved from 3 February)"),
 ("When did the Bonifatius mosaic go on display?", "Sunday 12 July 2026 at 10:00 (moved from 18 May)"),
 ("When was my course in Ravenna?", "15 to 26 June 2026"),
 ("When did we move to Hammam Sousse?", "Saturday 25 July 2026"),
 # counts and amounts
 ("How many panels did we cut the mosaic into?", "24"),
 ("How much did we pay for the Eid sheep?", "1,350 dinars"),
 ("How much did Mum's operation cost in the end?", "14,200 dinars (the quote was 13,500)"),
 # lists across chats
 ("Which houses have we looked at?", "a house with a courtyard in Hammam Sousse for 1,150 dinars (September 2025, it went to someone else), a bigger house in Kalâa Seghira for 1,000 dinars (too far from Lina's new school), and the two-bedroom house with a courtyard in Hammam Sousse for 1,200 dinars that we took"),
 ("What has Rih needed from the vet this year?", "stitches for her paw pad cut on glass at Boujaafar beach (November 2025, 180 dinars), a Bravecto tablet for a tick in April 2026 (140 dinars), and her next Bravecto before Aïn Draham in August"),
 ("Which cars have we had or thought about?", "Bakhta, my 2009 Renault Clio; a used 2016 Peugeot 208 for 38,500 dinars that Walid liked; and the voiture populaire Kia Picanto for 34,900 dinars that we bought"),
 ("What's been done to the Bonifatius mosaic since it was found?", "documented (Amine's drone photogrammetry, tracing), faced with cotton gauze and hot animal glue, cut into 24 panels and lifted by 16 October 2025, the sewer-pipe gap filled with neutral lime mortar, mounted on aluminium honeycomb supports, and put on display on 12 July 2026"),
 ("Who works in my workshop now?", "Slim Hammami (technician), Marwa Dridi (junior conservator since 4 May 2026), and the workers Ali and Naceur; Habib comes in on Thursdays"),
 # latest value of something that changed
 ("How much rent do we pay now?", "1,200 dinars a month for the house in Hammam Sousse"),
 ("What do I earn now?", "2,350 dinars net, as head of the workshop (since 1 April 2026)"),
 ("What car do I drive now?", "a Kia Picanto (voiture populaire, collected 24 April 2026)"),
 ("Where does Walid work now?", "at Sahel Câblage, a car-wiring factory in the Sidi Abdelhamid industrial zone, as a maintenance technician (since 4 May 2026, 1,950 dinars net)"),
 # yes/no
 ("Do we still have Bakhta?", "No (sold to Yassine on 25 April 2026 for 14,000 dinars)"),
 ("Did Lina get into the collège pilote?", "Yes (average 17.4)"),
 ("Did Mum fast during Ramadan after her operation?", "No (she'll make up the days later)"),
 ("Did we reconstruct the big fish's tail?", "No (a neutral lime mortar fill, with a drawing of the tail on the label)"),
 # why
 ("Why didn't we move house last autumn?", "Mr. Ferchichi settled on 1,050 dinars with no further rise until November 2026, and we didn't want to disrupt Lina's last year of primary and her concours (the Hammam Sousse house went to someone else anyway)"),
 ("Why was Mum's operation moved?", "Dr. Jaballah had to go to a congress in Paris in the first week of February"),
 ("Why did Walid change jobs?", "he'd had enough of 12-hour night shifts every winter at the olive mill; the factory is day shifts all year and pays better"),
 ("Why was the mosaic's inauguration pushed back?", "the aluminium honeycomb supports from Bologna were stuck at customs in Radès (a certificate of origin was missing)"),
 # what the assistant recommended
 ("What did you tell me to do about the gap from the sewer pipe?", "not to reconstruct the tail but to fill the gap with a neutral lime mortar slightly below the tesserae, and show the tail as a drawing on the museum label"),
 ("What did you suggest to stop Rih chewing her bandage?", "a cone long enough to reach past her nose or an inflatable collar, a bitter spray on the outside of the bandage, and distraction with a chew or a lick mat"),
 ("What did you suggest to help Lina with her concours nerves?", "check the stomach aches with her paediatrician, praise effort not marks, tell her the ordinary collège is fine too, one timed past paper a week, regular sleep and real breaks, and a breathing exercise (in for four, out for six)"),
 # inference
 ("Is Walid likely to be working nights this coming winter?", "Likely no"),
 ("Would Lina have eaten any of the Eid sheep?", "Likely no"),
 # not in the archive
 ("What's Walid's mother called?", "Not mentioned in my chats"),
 ("How much was my flight to Italy?", "Not mentioned in my chats"),
]


def assistant_chats_65_at(folder):
    """The archive of CHATS_146 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a65c", CHATS_146, "gemini")


@pytest.fixture(scope="module")
def assistant_chats_65(tmp_path_factory):
    return assistant_chats_65_at(tmp_path_factory.mktemp("assistant65"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_146, "assistant 65")


def test_the_archive_finds_the_inscription(assistant_chats_65):
    assert assistant_chats_65.search("Bonifatius").results
