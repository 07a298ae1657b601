"""A thirty-third written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind with its questions and gold answers before any run of
`kbsearch answer` on it, and without reading the answer rules. It is held out:
bench/answer_conversations.py measures it, and its questions are never read one by one by the
developers. A lighting designer at the Radu Stanca National Theatre in Sibiu, Romania, Ioana
Mureșan, 38, who lives in Șelimbăr with her husband Mihai, a software developer working from home,
their son Matei, 8, who goes to a German-language school, and Zacusca, a ginger tabby cat. She
chats with Claude from October 2024 to October 2025: solar panels with the Casa Verde grant (three
installers, a grant approved, an installer who goes silent and is replaced, an installation date
that slips twice and a final bill above the quote), her father Vasile's knee replacement in a
private clinic (a date that moves, a stay at their house, the cat's stress cystitis), refinancing
the mortgage (a decision reversed from one bank to another), learning German to keep up with
Matei, training to climb Moldoveanu with a colleague (a date that moves for storms), replacing the
old car (an electric car planned, a hybrid bought), and where to put their savings, with facts the
user updates later (the installer, the solar cost, the mortgage rate, the car).
bench/answer_conversations.py asks every question ("assistant 33")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_82 = [
 ("2024-10-06", "Are solar panels worth it for our house in Șelimbăr?", [
   ("user", "Hello! I'm Ioana, I'm 38 and I'm a lighting designer at the Radu Stanca National Theatre in Sibiu, Romania. We live in a house in Șelimbăr, just outside Sibiu, that we bought in 2019: "
            "me, my husband Mihai, who's a backend developer and works from home for a software company in Cluj-Napoca, our son Matei, who's 8, and our cat Zacusca, a ginger tabby we adopted from a shelter. "
            "We're thinking about solar panels on the roof. Our electricity is with Electrica Furnizare, we use about 4,800 kWh a year and the bills average around 380 lei a month, more in winter. "
            "The main roof faces south, about 38 m² usable, tiles, no shading. There's the Casa Verde Fotovoltaice grant from AFM, up to 20,000 lei. I have two quotes:\n"
            "- Soltrans Sibiu: about 5 kWp, 12 panels of 415 W, a Huawei inverter, installation and the prosumer paperwork included, 29,800 lei.\n"
            "- EnergoSib: 6 kWp with a 5 kWh battery, 41,500 lei.\n"
            "Is it worth it, and which would you choose?"),
   ("assistant", "Solar is often a good investment for a household like yours, especially with someone working from home during the day. Here's how to think it through.\n\n"
                 "## 1. Is it worth it?\n"
                 "- **Production:** in the Sibiu area a well-placed system typically produces roughly 1,150 to 1,300 kWh per kWp per year. A 5 kWp system on an unshaded south roof might produce around 6,000 kWh a year, "
                 "which is more than your 4,800 kWh, though production is concentrated in summer and at midday.\n"
                 "- **Self-consumption matters most.** Electricity you use directly as it's produced saves you the full price per kWh. What you send to the grid is compensated under the prosumer rules, "
                 "which have changed several times in Romania, so ask each installer and your supplier how surplus is currently compensated.\n"
                 "- **Mihai working from home helps:** daytime use (computers, cooking, the washing machine at midday) is exactly when the panels produce.\n"
                 "- **Payback:** with the 20,000 lei grant, your own contribution on the Soltrans quote would be about 9,800 lei. With savings of a few thousand lei a year, that pays back in a few years, "
                 "though I'd treat any figure as an estimate until you see your first year of bills.\n\n"
                 "## 2. The battery question\n"
                 "A battery lets you use daytime production in the evening, but it adds a lot of cost: here roughly 11,700 lei more for the EnergoSib system. For most households, at current prices, a battery takes "
                 "much longer to pay for itself than the panels do. A common approach is to **start without a battery but choose a hybrid-ready inverter,** so one can be added later if prices fall or the rules change.\n\n"
                 "## 3. How the grant usually works\n"
                 "1. AFM opens a registration session (sessions have opened at different times of year, and the money can run out within days).\n"
                 "2. You register, usually through an installer validated in the programme, with your documents: ID, proof of ownership of the house, the electricity bill and the technical offer.\n"
                 "3. Once you're approved, the installer fits the system, and the grant is paid to the installer; you pay the difference.\n"
                 "4. The grid operator then fits a bidirectional meter and you become a prosumer.\n\n"
                 "Check the current guide on the AFM website, as the details change from session to session.\n\n"
                 "## 4. Questions to ask every installer\n"
                 "- Are they **validated in the Casa Verde programme?**\n"
                 "- Which panels and inverter exactly, and what are the warranties (product and performance for the panels, years for the inverter, and their own workmanship)?\n"
                 "- Is the inverter hybrid-ready for a future battery?\n"
                 "- Do they handle the connection approval (ATR) and the prosumer paperwork with the grid operator?\n"
                 "- How do they fix the mounts to a tiled roof without breaking tiles or causing leaks?\n"
                 "- How long from approval to installation, and what deposit do they want?\n\n"
                 "## 5. My suggestion for now\n"
                 "On what you've described, **the Soltrans quote is the better fit:** right-sized for your use, no battery, and paperwork included. But get **at least one more quote** for comparison, and make sure whoever you choose is validated for the grant."),
   ("user", "No battery then, at least for now. Mihai is asking around for a third quote, and we'll wait for the next AFM session, which people say should open early next year."),
   ("assistant", "Sounds like a plan. While you wait, gather the documents (ownership papers, ID, a recent bill with your place of consumption code) so you can register on the first day of the session, "
                 "and ask the installers to confirm their inverter is hybrid-ready. Zacusca will no doubt supervise the roof work.")],
  {"summary": "The user, Ioana Mureșan, 38, is a lighting designer at the Radu Stanca National Theatre in Sibiu, Romania; she lives in a house in Șelimbăr bought in 2019 with her husband Mihai, a backend developer working from home for a company in Cluj-Napoca, "
              "their son Matei, 8, and their cat Zacusca, a ginger tabby from a shelter; electricity with Electrica Furnizare, about 4,800 kWh a year, bills around 380 lei a month; south roof, 38 m² usable; "
              "quotes: Soltrans Sibiu about 5 kWp (12 x 415 W panels, Huawei inverter) for 29,800 lei, EnergoSib 6 kWp with a 5 kWh battery for 41,500 lei; Casa Verde Fotovoltaice grant up to 20,000 lei from AFM; "
              "the assistant estimated production, explained self-consumption and the grant process, advised against a battery for now but a hybrid-ready inverter, listed questions for installers "
              "and preferred the Soltrans quote while getting at least one more quote; the user decided no battery and to wait for the next AFM session, expected early 2025.",
   "procedures": [{"name": "Applying for the Casa Verde Fotovoltaice grant", "steps": ["Wait for AFM to open a session", "Register through a validated installer with ID, proof of ownership, a bill and the offer",
                   "Installer fits the system after approval", "Grant paid to the installer, the household pays the difference", "Grid operator fits a bidirectional meter"]}],
   "decisions": [{"decision": "No battery for now", "rationale": "A battery adds about 11,700 lei and takes much longer to pay back; choose a hybrid-ready inverter instead"},
                 {"decision": "Get a third quote and wait for the next AFM session", "rationale": "Compare installers and use the 20,000 lei grant"}],
   "outcomes": ["Soltrans quote 29,800 lei", "EnergoSib quote 41,500 lei with battery"]}),
 ("2024-11-10", "My dad's knee: waiting list or private clinic?", [
   ("user", "A family question this time. My dad, Vasile, is 67 and lives with my mum Doina in Mediaș; he was an electrician for CFR, the railways, all his working life and retired four years ago. "
            "His right knee is very bad: severe osteoarthritis, he can barely walk to the end of the street and he's taking painkillers every day. The orthopaedist at the municipal hospital in Mediaș says he needs a total knee replacement. "
            "On the public programme the waiting list for a knee prosthesis is 14 to 18 months. A private clinic in Sibiu, Clinica Medsib, says about 35,000 to 38,000 lei all-in. "
            "Mum has a bad back herself so she can't do much lifting. My brother Dragoș, who's an engineer in Nuremberg, has offered to split the cost with me. What should we do?"),
   ("assistant", "I'm sorry your dad is in so much pain; a bad knee can shrink someone's whole world. I can't give medical advice about his knee, but I can help you think through the options and what to ask.\n\n"
                 "## The two routes\n\n"
                 "### Public programme\n"
                 "- **Cost:** the prosthesis and surgery are covered through the national health insurance, though there may be some extra costs.\n"
                 "- **Wait:** 14 to 18 months is a long time at his level of pain, and waiting can mean losing muscle strength, which makes recovery harder.\n\n"
                 "### Private clinic\n"
                 "- **Speed:** surgery within weeks, which is the main advantage.\n"
                 "- **Cost:** 35,000 to 38,000 lei; split with Dragoș, that's still a significant sum.\n"
                 "- **Ask whether the clinic has a contract with the health insurance house (CAS).** Some private clinics can perform the operation partly covered, with you paying only the difference, which could lower the cost considerably.\n\n"
                 "## What I'd do\n"
                 "1. **Keep him on the public waiting list** whatever you decide; it costs nothing and is a fallback.\n"
                 "2. **Book a private consultation** to get a firm written price and a date, rather than a range.\n"
                 "3. **Decide with the real numbers** and with your dad: how he feels about surgery in Sibiu rather than Mediaș, and about the cost.\n\n"
                 "## Questions to ask the surgeon\n"
                 "1. How many knee replacements do you do a year?\n"
                 "2. Which prosthesis, and why this one?\n"
                 "3. What exactly is included in the price: surgery, prosthesis, anaesthesia, the hospital stay, medication, the first check-ups?\n"
                 "4. How many nights in hospital, and what physiotherapy is provided there?\n"
                 "5. What happens, and who pays, if there's a complication?\n"
                 "6. What should he do before the operation to prepare?\n\n"
                 "## Preparing whatever the route\n"
                 "- **Prehabilitation:** gentle exercises to strengthen the thigh muscles (the quadriceps) before surgery are often recommended and can make recovery faster. A physiotherapist can show him which ones are safe.\n"
                 "- **Weight and general health:** any improvement helps.\n"
                 "- **Plan the weeks after:** he'll need help at home for several weeks, and with your mum's back, think now about where he'll recover and who will help.\n\n"
                 "*This is general information; his orthopaedic surgeon is the right person to advise on his knee.*"),
   ("user", "That makes sense. I've booked a consultation with Dr. Cristian Oprea at Clinica Medsib for 3 December, and Dad stays on the Mediaș list in the meantime."),
   ("assistant", "Good. Write your questions down and take them with you; if you can go with him, two people remember far more of a consultation than one. Ask for the price and what it includes in writing.")],
  {"summary": "The user's father Vasile, 67, lives with her mother Doina in Mediaș; severe osteoarthritis in his right knee, the orthopaedist in Mediaș recommends a total knee replacement; public programme waiting list 14 to 18 months; "
              "private Clinica Medsib in Sibiu about 35,000 to 38,000 lei; her mother has a bad back; her brother Dragoș, an engineer in Nuremberg, offered to split the cost; "
              "the assistant (not medical advice) compared the routes, suggested keeping him on the public list, a private consultation for a firm price, asking whether the clinic has a CAS contract, questions for the surgeon, prehabilitation and planning the recovery; "
              "consultation with Dr. Cristian Oprea at Clinica Medsib on 3 December 2024.",
   "procedures": [{"name": "Choosing between a public waiting list and a private knee replacement", "steps": ["Stay on the public waiting list", "Book a private consultation for a firm written price",
                   "Ask about a CAS contract", "Ask the surgeon about experience, prosthesis, what's included, stay and complications", "Prehabilitation exercises", "Plan help for the weeks after"]}],
   "decisions": [{"decision": "Private consultation with Dr. Cristian Oprea at Clinica Medsib on 3 December 2024", "rationale": "A firm price and date instead of a 14 to 18 month wait"},
                 {"decision": "Keep Vasile on the public waiting list in Mediaș", "rationale": "A fallback that costs nothing"}],
   "outcomes": ["Dragoș offered to split the cost"]}),
 ("2024-12-08", "Our mortgage rate keeps going up: refinance?", [
   ("user", "Money question. Our mortgage is with Banca Transilvania, taken in 2019 for the house. We owe about 262,000 lei with 20 years left. It's variable, IRCC plus a 2.2% margin, currently 8.1%, "
            "so we pay about 2,210 lei a month. BCR has offered to refinance at a fixed 6.4% for the first 3 years, then variable. And when I asked Banca Transilvania, they offered to convert us to a fixed 6.9% for 5 years, with no fees. "
            "Mihai says fixed is the way to go. What do you think?"),
   ("assistant", "Good timing to look at this: with a variable rate at 8.1%, a fixed rate gives you both a lower payment and certainty. Here's how the options compare.\n\n"
                 "## Approximate monthly payments (262,000 lei over 20 years)\n"
                 "| Option | Rate | Payment |\n"
                 "|---|---|---|\n"
                 "| Current, variable | 8.1% | about 2,210 lei |\n"
                 "| Banca Transilvania, fixed 5 years | 6.9% | about 2,015 lei |\n"
                 "| BCR, fixed 3 years then variable | 6.4% | about 1,940 lei |\n\n"
                 "*These are rough figures; ask each bank for a repayment schedule and the APR (DAE), which includes fees and insurance.*\n\n"
                 "## Things to weigh\n"
                 "1. **Length of the fixed period.** BCR's rate is lower, but only for 3 years; then you're back on IRCC plus their margin. Banca Transilvania's fixes for 5 years. Ask BCR what the margin is after year three.\n"
                 "2. **Costs of refinancing.** Moving banks usually means a new valuation, notary fees, land registry fees and new insurance policies. Ask BCR which of these they cover.\n"
                 "3. **Conditions.** Lower rates often require your salary paid into their account, a current account package, and life and home insurance through the bank. Add those costs in.\n"
                 "4. **Early repayment.** Check the fee for paying off a fixed-rate loan early, in case you want to overpay or sell.\n"
                 "5. **Hassle.** A conversion within your own bank is usually a single appointment; a refinance takes weeks of paperwork.\n\n"
                 "## My view\n"
                 "Fixing is reasonable when you value certainty, and Mihai's instinct is understandable. On these numbers, **the Banca Transilvania conversion is the simplest,** while **BCR is cheaper for three years but uncertain after that.** "
                 "Before deciding, it's worth asking one or two more banks for a fixed-rate refinancing offer: offers differ a lot, and a bank keen for new customers may cover the costs."),
   ("user", "We've talked it over and we'll take Banca Transilvania's fixed 6.9%, it's the least hassle. The appointment to sign is in January."),
   ("assistant", "A sensible choice if simplicity matters to you both. Before you sign, ask for the new repayment schedule and check the rate after the five fixed years (usually IRCC plus a margin), so you know what happens in 2030.")],
  {"summary": "The user's mortgage is with Banca Transilvania, taken in 2019: about 262,000 lei owed, 20 years left, variable IRCC plus 2.2%, currently 8.1%, about 2,210 lei a month; "
              "BCR offered to refinance at a fixed 6.4% for 3 years then variable; Banca Transilvania offered to convert to a fixed 6.9% for 5 years with no fees; "
              "the assistant compared payments (about 2,015 lei at 6.9%, about 1,940 lei at 6.4%), and suggested weighing the fixed period, refinancing costs, conditions, early repayment and hassle, and asking more banks; "
              "the user decided to take Banca Transilvania's fixed 6.9%, signing in January 2025.",
   "decisions": [{"decision": "Convert the mortgage to Banca Transilvania's fixed 6.9% for 5 years", "rationale": "Least hassle, no fees, certainty"}],
   "outcomes": ["Current payment about 2,210 lei a month", "Signing planned for January 2025"]}),
 ("2025-01-19", "Learning German at 38 so I can help my son", [
   ("user", "Something for me, sort of. Matei is in the second grade at the German-language section of the Brukenthal National College in Sibiu. All his lessons are in German and I don't speak a word; "
            "Mihai did German at school but it's rusty. His teacher, Frau Schuster, told us at the parents' meeting that parents should read with the children at home, even if they're beginners. "
            "So I've found an evening A1.1 course at Lingua Transilvania, a language school in the centre: Tuesdays and Thursdays 18:00 to 19:30, twelve weeks starting Tuesday 4 February, 1,450 lei. "
            "My worry is we have a premiere in March and my evenings in the last rehearsal weeks are a mess. I haven't sat in a classroom since university. Is it a good idea, and how do I make it stick?"),
   ("assistant", "It's a lovely idea, and one of the best reasons there is to learn a language. Here's how to make it work alongside a theatre job and a second-grader.\n\n"
                 "## Is it a good idea?\n"
                 "Yes. An A1 course gives you the basics in a few months: greetings, numbers, everyday vocabulary, simple sentences, which is roughly the level of Matei's early reading books. "
                 "You won't be able to explain grammar to him, but you'll be able to read with him, understand his homework instructions and talk to the school.\n\n"
                 "## Handling the premiere\n"
                 "1. **Tell the school now** about the rehearsal weeks. Many schools let you catch up in a parallel group or send you the materials.\n"
                 "2. **Ask a classmate** to share notes for the sessions you miss.\n"
                 "3. **Plan a little every day** rather than relying only on the two evenings: 15 minutes a day is worth more than one long session.\n\n"
                 "## Making it stick\n"
                 "1. **Learn with Matei, not just for him.** Let him teach you a word a day; children love being the expert, and it reinforces his own learning.\n"
                 "2. **Read his books together.** Picture books and his reading books are the right level for you too.\n"
                 "3. **Use an app for vocabulary** (spaced repetition, such as flashcards) on the bus or in breaks at the theatre.\n"
                 "4. **Label things at home** in German: der Kühlschrank, die Tür, das Fenster.\n"
                 "5. **Listen every day:** German children's songs or a slow news podcast.\n"
                 "6. **Set a goal:** the A1 exam at the end of the course gives you something to aim for.\n\n"
                 "## Phrases for the first week\n"
                 "- *Ich heiße Ioana.* (My name is Ioana.)\n"
                 "- *Ich bin die Mutter von Matei.* (I'm Matei's mother.)\n"
                 "- *Können Sie das bitte wiederholen?* (Could you repeat that, please?)\n\n"
                 "Viel Erfolg!"),
   ("user", "Enrolled and paid! Matei has already appointed himself my teacher and corrects my pronunciation of 'Eichhörnchen' every morning."),
   ("assistant", "Eichhörnchen (squirrel) is famously hard, so you've got a strict teacher. That daily correction is exactly the kind of practice that sticks. Enjoy the first lesson on the 4th!")],
  {"summary": "The user's son Matei is in the second grade at the German-language section of the Brukenthal National College in Sibiu; she speaks no German; his teacher asked parents to read with the children at home; "
              "she found an evening A1.1 German course at Lingua Transilvania, Tuesdays and Thursdays 18:00 to 19:30, twelve weeks from Tuesday 4 February 2025, 1,450 lei, and worried about a premiere in March; "
              "the assistant said it was a good idea and suggested telling the school about rehearsal weeks, daily practice, learning with Matei, reading his books, a vocabulary app, labelling things at home, listening daily and aiming for the A1 exam; "
              "she enrolled and paid.",
   "procedures": [{"name": "Learning German as a parent", "steps": ["Tell the school about rehearsal clashes", "Practise 15 minutes a day", "Learn with Matei", "Read his books together",
                   "Vocabulary app", "Label things at home", "Listen every day", "Aim for the A1 exam"]}],
   "decisions": [{"decision": "Enrolled in the A1.1 evening German course at Lingua Transilvania from 4 February 2025", "rationale": "To help Matei with his German-language schooling"}],
   "outcomes": ["Course fee 1,450 lei"]}),
 ("2025-02-16", "Dad's knee operation is booked: getting the house ready", [
   ("user", "Dad update. The consultation with Dr. Oprea went well: he'll do the operation at Clinica Medsib for 36,500 lei all-in (surgery, the prosthesis, anaesthesia and four nights), "
            "and Dragoș is paying half. The operation is on Monday 17 March. The clinic doesn't have a CAS contract for knees, we asked. The Mediaș list sent a letter meanwhile: his slot would be spring 2026! "
            "Because of Mum's back, Dad will stay with us in Șelimbăr for about three weeks after he's discharged. Our study is on the ground floor, next to the downstairs bathroom, so it'll be his room. "
            "How do I get the house ready, and what should he do before the operation?"),
   ("assistant", "Great news that there's a date, and that the cost is shared. Here's how to prepare, for the house and for him.\n\n"
                 "## Before the operation: your dad\n"
                 "1. **Prehab exercises:** ask the clinic or a physiotherapist for a short daily routine (straight leg raises, quad sets, ankle pumps). Stronger muscles going in usually means an easier recovery.\n"
                 "2. **Pre-operative tests:** blood tests, an ECG and often a dental check; infections anywhere in the body can delay the surgery, so deal with any bad tooth or chest cold early.\n"
                 "3. **Medication:** he should tell the clinic everything he takes, especially blood thinners and anti-inflammatories, which may need to be stopped before surgery.\n"
                 "4. **Practise with crutches** before the operation if he can borrow a pair.\n\n"
                 "## Getting the house ready\n"
                 "### His room (the study)\n"
                 "- A bed at a height where his hips are slightly above his knees when he sits on the edge; raise it with blocks if needed.\n"
                 "- A firm chair with armrests; low sofas are hard to get out of.\n"
                 "- A bedside table with a lamp, his phone, water, and a night light on the way to the bathroom.\n\n"
                 "### Floors and routes\n"
                 "- **Remove the rugs** and tape down or move any cables: tripping is the biggest risk in the first weeks.\n"
                 "- Clear a wide path from the bed to the bathroom and the kitchen for crutches.\n\n"
                 "### The bathroom\n"
                 "- **A raised toilet seat** (with handles if possible).\n"
                 "- **A shower chair** and a non-slip mat.\n"
                 "- **A grab rail** by the shower, fixed into the wall properly.\n"
                 "- A long-handled sponge and a grabber for things he drops.\n\n"
                 "## After discharge\n"
                 "- **Physiotherapy** is the most important part of recovery: ask the clinic for the exercise plan and consider a physiotherapist who comes to the house.\n"
                 "- **Blood clot prevention:** he'll likely be prescribed an anticoagulant and perhaps compression stockings; follow the instructions exactly.\n"
                 "- **Swelling and pain:** ice packs, elevating the leg, and taking the pain relief on time so he can do his exercises.\n"
                 "- **Watch the wound:** redness, heat, discharge or a fever should be reported to the clinic straight away.\n\n"
                 "*General information only; follow Dr. Oprea's and the clinic's instructions.*"),
   ("user", "We've ordered a raised toilet seat and a shower chair from a medical supplies shop (320 lei for both), the rugs are already rolled up in the attic, and Mihai will fit a grab rail by the shower. "
            "Zacusca has already claimed the study sofa, which is going to be awkward."),
   ("assistant", "You're well ahead. Zacusca may need a new spot of her own: a cosy bed somewhere quiet upstairs, set up before your dad arrives, can help her accept the change.")],
  {"summary": "Dr. Cristian Oprea will operate on the user's father's knee at Clinica Medsib for 36,500 lei all-in (surgery, prosthesis, anaesthesia, four nights), Dragoș paying half; operation planned for Monday 17 March 2025; "
              "no CAS contract for knees; the Mediaș public list offered a slot in spring 2026; because of her mother's back, Vasile will stay with them in Șelimbăr for about three weeks after discharge, in the ground-floor study next to the bathroom; "
              "the assistant (general information) suggested prehab exercises, pre-operative tests, medication review, practising with crutches, and preparing the house: bed height, a chair with armrests, removing rugs and cables, "
              "a raised toilet seat, a shower chair, a grab rail, then physiotherapy, clot prevention, swelling care and watching the wound; "
              "they ordered a raised toilet seat and a shower chair for 320 lei, removed the rugs, and Mihai will fit a grab rail; Zacusca uses the study sofa.",
   "procedures": [{"name": "Preparing a home for recovery after a knee replacement", "steps": ["Bed at the right height and a chair with armrests", "Remove rugs and cables", "Clear a path to the bathroom",
                   "Raised toilet seat", "Shower chair and non-slip mat", "Grab rail by the shower", "Physiotherapy plan and clot prevention after discharge"]}],
   "decisions": [{"decision": "Knee replacement at Clinica Medsib with Dr. Oprea on 17 March 2025", "rationale": "Public slot not until spring 2026"},
                 {"decision": "Vasile recovers at their house in the ground-floor study", "rationale": "Her mother's bad back"}],
   "outcomes": ["Operation cost 36,500 lei, half paid by Dragoș", "Raised toilet seat and shower chair 320 lei"]}),
 ("2025-03-02", "Solar grant approved, and a better mortgage offer", [
   ("user", "Two bits of news. The AFM session opened on 10 February and Soltrans registered us on the first morning: we were approved on 24 February! "
            "A third quote did come in meanwhile, from Carpat Solar in Mediaș (5.4 kWp, 12 panels of 450 W, a Fronius inverter, 33,200 lei), but we're staying with Soltrans as the cheapest. "
            "They want a 3,000 lei advance and the installation is booked for Monday 14 April. With the 20,000 lei grant paid to them, we pay 9,800 lei in total.\n\n"
            "Second: we never signed the Banca Transilvania conversion, the branch moved the appointment twice. Meanwhile Mihai got an offer from ING: refinancing at a fixed 5.95% for 5 years, "
            "and ING covers the valuation and the notary. We owe about 258,000 lei now. Should we switch after all?"),
   ("assistant", "Congratulations on the approval, getting in on the first morning was the key. Let's take the mortgage first, then a few things to sort before the installation.\n\n"
                 "## ING at 5.95% fixed vs Banca Transilvania at 6.9% fixed\n"
                 "On about 258,000 lei over roughly 19 and a half years:\n"
                 "- **ING at 5.95%:** about **1,870 lei** a month\n"
                 "- **Banca Transilvania at 6.9%:** about 2,015 lei a month\n"
                 "- **Difference:** about 145 lei a month, or roughly **8,700 lei over the five fixed years.**\n\n"
                 "That's a meaningful saving, and with ING covering the valuation and notary, the main costs of switching are gone. Before you say yes, check:\n"
                 "1. **The APR (DAE)** of the ING offer, not just the interest rate.\n"
                 "2. **Conditions:** salary paid into ING? Life and home insurance through them, and at what cost? Add these to the comparison.\n"
                 "3. **After year five:** the margin over IRCC, so you know what the rate becomes.\n"
                 "4. **Early repayment of the Banca Transilvania loan:** check your contract for any fee; ask BT for a payoff statement.\n"
                 "5. **Can BT match?** Telling them you have a 5.95% offer sometimes produces a better one. If not, you've lost nothing.\n\n"
                 "## How a refinance usually goes\n"
                 "1. Application and income documents to ING.\n"
                 "2. Valuation of the house.\n"
                 "3. Approval and the loan contract at the notary, with the new mortgage registered.\n"
                 "4. ING pays off Banca Transilvania directly; BT's mortgage is then lifted from the land register.\n"
                 "5. New insurance policies assigned to ING.\n\n"
                 "## Before the solar installation on 14 April\n"
                 "- Get the **contract in writing**, including the advance, the installation date, the equipment list and the warranties.\n"
                 "- Ask what the **deadline** is under the grant for installation and final documents, and who's responsible if it's missed.\n"
                 "- Pay the advance by bank transfer with a reference, so there's a record."),
   ("user", "BT wouldn't match, so we're going with ING: we sign on 18 March and the first ING payment is in May. And the Soltrans contract is signed and the 3,000 lei advance paid by transfer."),
   ("assistant", "Well done to you both: a lower rate fixed for five years and a solar system on the way. Keep a copy of BT's payoff confirmation and check, a few weeks after, that their mortgage has been lifted from the land register.")],
  {"summary": "The AFM Casa Verde session opened on 10 February 2025; Soltrans registered the user on the first morning and the grant was approved on 24 February 2025; "
              "a third quote from Carpat Solar in Mediaș (5.4 kWp, 12 x 450 W panels, Fronius inverter, 33,200 lei), but they stayed with Soltrans as the cheapest; Soltrans advance 3,000 lei, installation booked for 14 April 2025; they pay 9,800 lei after the 20,000 lei grant; "
              "the Banca Transilvania conversion was never signed; ING offered refinancing at a fixed 5.95% for 5 years, covering valuation and notary, on about 258,000 lei; "
              "the assistant compared about 1,870 lei a month at ING with about 2,015 lei at BT (about 8,700 lei less over five years), suggested checking the APR, conditions, the rate after year five, BT's early repayment terms and asking BT to match, "
              "and described the refinancing steps; BT wouldn't match, so they chose ING, signing on 18 March 2025 with the first payment in May; the Soltrans contract was signed and the advance paid.",
   "procedures": [{"name": "Refinancing a mortgage to another bank", "steps": ["Application and income documents", "Valuation of the house", "Loan contract at the notary", "New bank pays off the old loan",
                   "Old mortgage lifted from the land register", "Insurance assigned to the new bank"]}],
   "decisions": [{"decision": "Refinance the mortgage with ING at a fixed 5.95% for 5 years instead of the Banca Transilvania conversion", "rationale": "About 145 lei a month cheaper; ING covers valuation and notary; BT wouldn't match"},
                 {"decision": "Stay with Soltrans for the solar panels", "rationale": "Cheapest of the three quotes"}],
   "outcomes": ["Casa Verde grant approved 24 February 2025", "Solar installation booked for 14 April 2025", "ING payment about 1,870 lei a month from May 2025"]}),
 ("2025-04-06", "Dad's home from the clinic, and the cat is peeing in odd places", [
   ("user", "Lots happening. Dad's operation was moved from 17 March to Monday 24 March: he got a chest infection the week before and Dr. Oprea wouldn't operate until it had cleared. "
            "It went well, he was discharged on the 28th and he's been with us since. He's walking with two crutches, and a physiotherapist, Andreea, comes to the house three times a week at 150 lei a session. Mihai fitted the grab rail, it's solid.\n\n"
            "But now Zacusca. For about a week she's been going to the litter box again and again, straining, only a few drops, and yesterday there was a bit of blood. Twice she peed on the bath mat. "
            "We took her to Dr. Bianca Stoica at the Cibin vet clinic: she says it's feline idiopathic cystitis and very likely stress, because of all the changes, Dad moving in, the crutches, the physio visits, and her sofa in the study being taken. "
            "She's on painkillers and a urinary food (Royal Canin Urinary S/O), and the bill was 480 lei. The vet said some cats are just very sensitive to change, and Zacusca is one: she hides under our bed for hours whenever anyone new comes to the house. "
            "How do I help her?"),
   ("assistant", "Poor Zacusca, and poor you, with a recovering dad and a stressed cat at once. Good that you got her to the vet quickly. Here's what usually helps with stress cystitis.\n\n"
                 "## First: know the emergency sign\n"
                 "If she **strains and produces no urine at all**, or cries in the litter box, take her to the vet immediately, day or night. A blocked bladder is an emergency. This is rarer in females than in males, but don't wait.\n\n"
                 "## Reduce the stress\n"
                 "1. **Give her a safe space of her own,** away from the study: a bed or box up high, in a quiet room, with food, water and a litter box nearby.\n"
                 "2. **Keep her routine:** meals, play and attention at the same times every day, even with the house busy.\n"
                 "3. **A pheromone diffuser** (such as Feliway) in the rooms she uses; many owners find it helps.\n"
                 "4. **Short play sessions** twice a day with a wand toy, which lower stress and get her moving.\n"
                 "5. **Let her choose:** don't pick her up to introduce her to the physio or your dad; let her approach in her own time.\n\n"
                 "## Get more water into her\n"
                 "Dilute urine is the key to calming the bladder:\n"
                 "- **A cat water fountain:** many cats drink more from running water.\n"
                 "- **Wet food:** if the vet agrees, the wet version of the urinary diet, or add water to it.\n"
                 "- **Several water bowls** around the house, wide and shallow, **away from her food bowl and her litter box.**\n\n"
                 "## Litter boxes\n"
                 "- The rule of thumb is one box per cat plus one, in quiet places.\n"
                 "- Keep them very clean, and use an unscented litter she likes.\n"
                 "- Clean the bath mat and any accident spots with an enzymatic cleaner, so the smell doesn't draw her back.\n\n"
                 "## Your dad's recovery\n"
                 "Three physio sessions a week is a good rhythm. Between visits, encourage him to do his exercises, keep his pain relief on time and keep the leg elevated with ice after exercise."),
   ("user", "Fountain bought (189 lei) and she's already fascinated by it, and her bed is now on top of the wardrobe upstairs. Dad is going home to Mediaș on Easter Monday, so the house will calm down soon."),
   ("assistant", "A high bed and a fountain are a good combination; cats feel safest up high. With your dad going home after Easter things should settle, but keep her routine steady for a few weeks after, as cats can react to a change back too.")],
  {"summary": "The user's father's operation moved from 17 to Monday 24 March 2025 because of a chest infection; it went well, he was discharged on 28 March and is recovering at their house with two crutches; "
              "physiotherapist Andreea comes three times a week at 150 lei a session; Mihai fitted the grab rail; "
              "Zacusca has feline idiopathic cystitis, diagnosed by Dr. Bianca Stoica at the Cibin vet clinic, very likely from stress (changes at home); painkillers and Royal Canin Urinary S/O, vet bill 480 lei; "
              "the assistant gave the emergency sign (no urine), ways to reduce stress (a safe space, routine, a pheromone diffuser, play, letting her choose), "
              "ways to get more water into her (a fountain, wet food, several bowls away from food and litter), litter box advice, and recovery tips for her father; "
              "she bought a water fountain for 189 lei and moved the cat's bed onto the wardrobe; her father goes home to Mediaș on Easter Monday.",
   "procedures": [{"name": "Helping a cat with stress cystitis", "steps": ["Go to the vet at once if she can't pee", "A safe space of her own", "Keep her routine", "Pheromone diffuser", "Play twice a day",
                   "Water fountain, wet food, bowls away from food and litter", "Clean litter boxes, one per cat plus one", "Enzymatic cleaner on accidents"]}],
   "decisions": [{"decision": "Bought a cat water fountain and moved Zacusca's bed upstairs", "rationale": "More water and a safe space to calm her cystitis"}],
   "outcomes": ["Knee operation on 24 March 2025", "Discharged 28 March 2025", "Vet bill 480 lei", "Physio 150 lei a session"]}),
 ("2025-04-27", "Our solar installer has gone silent", [
   ("user", "Help. Soltrans didn't come on 14 April: they moved it to the 22nd, then didn't turn up on the 22nd either, and since then they don't answer the phone or emails. "
            "We've paid them the 3,000 lei advance and our grant is tied to them. The AFM rules say the installation has to be done and the documents submitted by a deadline in the autumn. What do I do? "
            "On the bright side, Dad went home on Easter Monday as planned and is down to one crutch."),
   ("assistant", "That's frustrating, but you have time before the autumn deadline, and a clear sequence of steps. Glad your dad is doing so well.\n\n"
                 "## 1. Put it in writing\n"
                 "Send Soltrans a **formal notice** by email and by registered letter with acknowledgement of receipt:\n"
                 "- the contract date, the advance paid and the missed dates (14 and 22 April);\n"
                 "- a **deadline** (for example 7 days) to confirm a firm installation date;\n"
                 "- that otherwise you'll terminate the contract and ask for the advance back.\n\n"
                 "## 2. Check your contract\n"
                 "Look for clauses on delays, termination and the advance. Keep copies of everything: the contract, the transfer, emails, call logs.\n\n"
                 "## 3. Talk to AFM\n"
                 "Ask AFM (by email or their helpline) **whether and how you can change installer** for an approved file. Programmes like this often allow a change to another validated installer, with a request form; ask what documents they need and whether the deadline changes.\n\n"
                 "## 4. Line up a replacement\n"
                 "Contact the installers who already quoted, such as Carpat Solar, and ask whether they're validated in the programme, whether their price still stands and how soon they could install.\n\n"
                 "## 5. If the advance isn't returned\n"
                 "- A complaint to the consumer protection authority (ANPC).\n"
                 "- If needed, a small claims procedure for the 3,000 lei; it's designed for amounts like this.\n\n"
                 "Stay polite and factual in everything you send; it makes any complaint much stronger."),
   ("user", "The registered letter worked: Soltrans replied they're overbooked, cancelled the contract and refunded the 3,000 lei. AFM let us switch to Carpat Solar with a form. "
            "Carpat have even lowered their price to 32,400 lei because panels got cheaper, and they'll install on Monday 26 May."),
   ("assistant", "An excellent outcome: your money back, the grant kept, and a bigger system for less than their first quote. Get Carpat's new offer and the AFM confirmation of the change in writing, and you're set for the 26th.")],
  {"summary": "Soltrans missed the solar installation on 14 April 2025 and again on 22 April and stopped answering; the user had paid a 3,000 lei advance and the grant was tied to them; AFM deadline in the autumn; "
              "her father went home to Mediaș on Easter Monday and is down to one crutch; "
              "the assistant suggested a formal written notice by email and registered letter with a deadline, checking the contract, asking AFM about changing installer, lining up a validated replacement such as Carpat Solar, "
              "and ANPC or small claims if the advance wasn't returned; "
              "Soltrans cancelled the contract and refunded the 3,000 lei; AFM allowed a switch to Carpat Solar, whose price fell to 32,400 lei; installation planned for Monday 26 May 2025.",
   "procedures": [{"name": "When a contractor goes silent", "steps": ["Formal notice by email and registered letter with a deadline", "Check the contract", "Ask AFM about changing installer",
                   "Line up a validated replacement", "ANPC complaint or small claims if the advance isn't returned"]}],
   "decisions": [{"decision": "Switched solar installer from Soltrans to Carpat Solar", "rationale": "Soltrans missed two installation dates and stopped answering; AFM allowed the change"}],
   "outcomes": ["Soltrans advance of 3,000 lei refunded", "Carpat Solar price 32,400 lei", "Installation planned for 26 May 2025"]}),
 ("2025-05-18", "Training to climb Moldoveanu", [
   ("user", "A goal for the summer! My colleague Sorina, the theatre's costume designer, and I want to climb Moldoveanu, the highest peak in Romania, 2,544 m, in the Făgăraș mountains, "
            "on 9-10 August: up to the Podragu hut on the Saturday, stay the night, then along the ridge to Viștea Mare and Moldoveanu on the Sunday and down. "
            "Heights don't worry me: I spend half my working life up ladders and on the lighting bridge fourteen metres above the stage. But my stamina is awful. "
            "Last weekend we did Cindrel from Păltiniș as a first training hike and it took us six hours; my legs hated me for two days. How should we train and what do we need?"),
   ("assistant", "What a goal! Moldoveanu is a serious but very achievable hike for fit walkers, and you've got almost three months. A head for heights helps on the ridge. Here's a plan.\n\n"
                 "## Training plan (12 weeks)\n"
                 "1. **Weeks 1 to 4:** two or three walks or runs of 45 to 60 minutes during the week (hills if you can, or stairs), and one longer hike at the weekend, building from 5 to 7 hours.\n"
                 "2. **Weeks 5 to 8:** add weight to your pack (6 to 8 kg) on weekend hikes, and include big ascents: aim for 1,200 to 1,500 m of climbing in a day.\n"
                 "3. **Weeks 9 to 11:** one or two 'dress rehearsals' of 8 to 10 hours on a high ridge, with the gear you'll carry in August.\n"
                 "4. **Week 12:** taper: shorter, easier walks, so you arrive rested.\n"
                 "5. **Strength twice a week:** squats, lunges, step-ups and calf raises help your knees on the long descent.\n\n"
                 "## Gear\n"
                 "- **Boots:** broken in well before August, with good grip for rocky, loose ground.\n"
                 "- **Trekking poles:** a big help on the descents.\n"
                 "- **Layers:** a warm fleece, a waterproof jacket and trousers, a hat and gloves; it can be near freezing on the ridge even in August.\n"
                 "- **A headtorch,** a first aid kit, sun protection, 2 litres of water and food for the day, cash for the hut.\n"
                 "- **A fully charged phone** with offline maps.\n\n"
                 "## Safety in the Făgăraș\n"
                 "1. **Afternoon storms** are common in summer: start early and be off the high ridge by early afternoon. Lightning on an exposed ridge is the main danger.\n"
                 "2. **Check the mountain forecast** and any weather warnings the day before and the morning of the hike.\n"
                 "3. **Save the Salvamont number** (0SALVAMONT, 0725 826 668) and know that 112 works too; leave your route with someone at home.\n"
                 "4. **Book the hut** well ahead for an August weekend.\n\n"
                 "## Bears\n"
                 "The Făgăraș have a large brown bear population. To reduce the risk:\n"
                 "- **Make noise** as you walk, especially in forest and dense scrub; talking is enough.\n"
                 "- **Keep food sealed** and never leave scraps or rubbish behind.\n"
                 "- **Avoid hiking at dusk and dawn** in the forested lower sections.\n"
                 "- **Consider carrying bear spray** and know how to use it.\n"
                 "- If you meet a bear, **don't run:** stay calm, speak firmly and back away slowly.\n\n"
                 "Good luck to you both; the view from the top is worth every step."),
   ("user", "Hut booked for the 9th. I've bought proper boots, Meindl, 890 lei, and I'm wearing them to work to break them in. "
            "Also: I passed the A1.1 German exam on 29 April with 84 out of 100! I'll do A1.2 in the autumn, June is out because of the theatre festival."),
   ("assistant", "Congratulations on the exam, 84 is a strong pass, especially with a premiere in the middle of the course! And wearing the boots at work is the best way to break them in. Enjoy the festival, and keep up the weekend hikes in between.")],
  {"summary": "The user and her colleague Sorina, the theatre's costume designer, plan to climb Moldoveanu (2,544 m, Romania's highest peak, Făgăraș mountains) on 9-10 August 2025, overnight at the Podragu hut, then the ridge via Viștea Mare; "
              "heights don't worry her (ladders and the lighting bridge at work) but her stamina is poor; first training hike: Cindrel from Păltiniș, six hours; "
              "the assistant gave a 12-week training plan, a gear list (boots, poles, layers, headtorch), safety advice (afternoon storms, forecasts, Salvamont number, booking the hut) "
              "and bear advice (make noise, keep food sealed, avoid dusk and dawn, consider bear spray, don't run); "
              "she booked the hut and bought Meindl boots for 890 lei; she passed the A1.1 German exam on 29 April 2025 with 84/100 and will do A1.2 in the autumn, not in June because of the theatre festival.",
   "procedures": [{"name": "Training to climb Moldoveanu", "steps": ["Weeks 1-4: weekday walks and a long weekend hike", "Weeks 5-8: a loaded pack and big ascents", "Weeks 9-11: dress rehearsals on a high ridge",
                   "Week 12: taper", "Strength training twice a week"]},
                  {"name": "Hiking safely among bears", "steps": ["Make noise", "Keep food sealed", "Avoid dusk and dawn", "Consider bear spray", "Don't run; back away slowly"]}],
   "decisions": [{"decision": "Climb Moldoveanu with Sorina on 9-10 August 2025", "rationale": "A goal for the summer"},
                 {"decision": "A1.2 German in the autumn", "rationale": "June is taken by the theatre festival"}],
   "outcomes": ["Meindl boots 890 lei", "A1.1 German exam passed with 84/100 on 29 April 2025", "Podragu hut booked"]}),
 ("2025-06-29", "The panels are on: making the most of them", [
   ("user", "We're solar! Carpat Solar couldn't start on the 26th because of rain, so they came on Wednesday 28 May and did it in one day: 12 panels of 450 W, the Fronius inverter, 5.4 kWp. "
            "The final invoice was 33,050 lei: the 32,400 plus 650 lei for an extra surge protection device they recommended. AFM paid Carpat the 20,000, so we paid 13,050 lei. "
            "The grid operator only changed our meter for a bidirectional one on 18 June, so until then we were just using what we made. From 18 to 28 June the app says we produced 310 kWh. "
            "How do we get the most out of it? And do the panels need cleaning?\n\n"
            "Dad news: he's walking without crutches and back in his vegetable garden. He's told the Mediaș hospital to take him off the list."),
   ("assistant", "Congratulations, that's a big project finished, and 310 kWh in ten days of June is a healthy start. Wonderful news about your dad too.\n\n"
                 "## Use more of your own electricity\n"
                 "The more you use while the sun shines, the more you save.\n"
                 "1. **Shift big loads to the middle of the day:** the washing machine, the dishwasher and the tumble dryer with delay timers, between about 10:00 and 16:00.\n"
                 "2. **Heat water with the sun** if you have an electric boiler: put it on a timer for midday.\n"
                 "3. **Cook and charge at midday** when you can: Mihai's work from home helps here.\n"
                 "4. **Watch the app** for a couple of weeks to learn your production curve, and plan around sunny days.\n\n"
                 "## Understand your bills\n"
                 "- As a prosumer, you'll see the energy you took from the grid and the energy you fed in on your bills; check how your supplier compensates the surplus under the current rules, "
                 "and whether it's offset against your consumption or paid as credit.\n"
                 "- Keep a simple spreadsheet of monthly production, consumption and bills, so you can see the real savings after a year.\n\n"
                 "## Maintenance\n"
                 "- **Cleaning:** in most climates rain keeps panels clean enough. If they get visibly dirty (pollen, dust, bird droppings), rinse them with a hose and soft water from the ground; avoid climbing on the roof and don't use high pressure or detergents.\n"
                 "- **Monitoring:** a sudden drop in production on a sunny day can mean an inverter fault; the Fronius app can send alerts.\n"
                 "- **An annual check** by the installer of the connections and the mounts is worth doing, especially after storms.\n\n"
                 "## Keep your paperwork\n"
                 "The invoice, the warranties, the AFM documents and the prosumer certificate: you'll need them if anything goes wrong or if you sell the house."),
   ("user", "The dishwasher and washing machine now run at lunchtime. Mihai has started talking about an electric car to use up the summer surplus, which I suspect was the plan all along."),
   ("assistant", "An electric car charged from your own panels is a very popular next step, so Mihai is in good company. That's worth a proper look on its own; happy to compare options when you're ready.")],
  {"summary": "Carpat Solar installed the panels on Wednesday 28 May 2025 (moved from 26 May because of rain), in one day: 12 x 450 W panels, Fronius inverter, 5.4 kWp; "
              "final invoice 33,050 lei (32,400 plus 650 lei for an extra surge protection device); AFM paid the 20,000 lei grant to Carpat, the user paid 13,050 lei; "
              "the grid operator fitted a bidirectional meter on 18 June 2025; 310 kWh produced from 18 to 28 June; her father walks without crutches and asked to be taken off the Mediaș list; "
              "the assistant suggested shifting loads to midday, heating water with the sun, watching the app, understanding prosumer bills, keeping a spreadsheet, cleaning only when visibly dirty from the ground, monitoring, an annual check and keeping the paperwork; "
              "the dishwasher and washing machine now run at lunchtime; Mihai is talking about an electric car.",
   "procedures": [{"name": "Getting the most out of solar panels", "steps": ["Shift big loads to 10:00-16:00", "Heat water at midday", "Watch the app", "Understand the prosumer bill",
                   "Track production and bills", "Rinse from the ground only when dirty", "Annual installer check", "Keep the paperwork"]}],
   "outcomes": ["Panels installed 28 May 2025", "Final solar cost 33,050 lei, 13,050 lei after the grant", "Bidirectional meter 18 June 2025", "Vasile walking without crutches"]}),
 ("2025-07-20", "Replacing our old Golf: electric or not?", [
   ("user", "OK, the car. We have one car, a 2009 Volkswagen Golf with 240,000 km. It needs a new clutch and a timing belt, 3,900 lei, and Mihai doesn't want to put more money into it. "
            "He wants a Hyundai Inster, the small electric one, to charge from the panels. The Rabla programme is supposed to give a voucher for electric cars, but it hasn't opened this year and people say the voucher will be smaller. "
            "Our driving: Mediaș to see my parents most weekends (55 km each way), Mihai goes to the Cluj office about once a month (170 km each way), and a summer holiday at the seaside, which is 600 km. "
            "Budget about 90,000 lei. What do you think?"),
   ("assistant", "Good that you're thinking about how you actually drive before choosing. Here's a comparison.\n\n"
                 "## An electric car (like the Inster)\n"
                 "**Pros**\n"
                 "- **Very cheap running costs,** especially charged from your panels during the day. Mihai works from home, so the car is often parked at midday.\n"
                 "- Low maintenance: no clutch, no timing belt, no oil changes.\n"
                 "- Your weekly Mediaș trips and the Cluj trips are well within the range of most current electric cars.\n\n"
                 "**Cons**\n"
                 "- **Price:** a new small electric car may be above your 90,000 lei budget without a Rabla voucher, and the programme's timing and amount are uncertain.\n"
                 "- **Winter:** range drops noticeably in cold weather, and your solar production is lowest then, so you'd charge from the grid.\n"
                 "- **The seaside trip:** 600 km needs one or two fast-charging stops; fine with planning, but check the chargers on your route.\n"
                 "- **Size:** check the boot and rear seat with your real luggage, and whether your dad finds it easy to get in and out of after his knee operation.\n\n"
                 "## A used hybrid\n"
                 "- Fits the budget more easily, no range questions, good fuel economy in town and on the Mediaș road.\n"
                 "- Doesn't use your solar surplus.\n"
                 "- Buy with a full service history, and have the hybrid battery health checked.\n\n"
                 "## How I'd decide\n"
                 "1. **Set a cut-off date for Rabla.** If it hasn't opened by then, decide without it.\n"
                 "2. **Test drive both types** with your family, including your dad getting in and out.\n"
                 "3. **Compare the total cost over five years:** price, insurance, energy or fuel, maintenance and expected resale value.\n"
                 "4. **Don't repair the Golf** beyond what's needed to keep it safe while you decide; 3,900 lei on a 16-year-old car is hard to recover."),
   ("user", "We agreed: if Rabla hasn't opened by the end of August, we'll buy a used hybrid instead. Dad tried the Inster at the dealer and said it's 'a car for a cat', which didn't help Mihai's case."),
   ("assistant", "A fair compromise with a clear deadline. And your dad's review is a useful data point: comfort getting in and out matters for the passengers you carry most often.")],
  {"summary": "The user's family has one car, a 2009 Volkswagen Golf with 240,000 km that needs a clutch and timing belt (3,900 lei); Mihai wants a Hyundai Inster electric car to charge from the panels; "
              "the Rabla programme hasn't opened in 2025 and the voucher may be smaller; driving: Mediaș most weekends (55 km each way), Cluj once a month (170 km each way), a 600 km seaside holiday; budget about 90,000 lei; "
              "the assistant compared an electric car (cheap running costs with solar, price, winter range, fast charging, size for her father) with a used hybrid (budget, no range worries, no use of solar), "
              "and suggested a Rabla cut-off date, test drives, five-year total cost and not repairing the Golf; "
              "they agreed to buy a used hybrid if Rabla hasn't opened by the end of August 2025; her father called the Inster 'a car for a cat'.",
   "decisions": [{"decision": "Buy a used hybrid if Rabla hasn't opened by the end of August 2025", "rationale": "Uncertain Rabla voucher; electric car above budget without it"},
                 {"decision": "Not repairing the Golf's clutch and timing belt", "rationale": "3,900 lei on a 16-year-old car"}],
   "outcomes": ["Budget about 90,000 lei"]}),
 ("2025-08-17", "Moldoveanu postponed by storms", [
   ("user", "We didn't go on the 9th. ANM put out an orange code for thunderstorms in the mountains for the whole weekend, so we cancelled the hut and moved it to 23-24 August, same route. "
            "Training has gone well: Suru peak from the Suru hut in June, and Negoiu with Sorina on 19 July, nine and a half hours, and I wasn't destroyed afterwards. "
            "I've added a pair of Leki trekking poles (420 lei) and a new headtorch (160 lei). Anything to change with one more week? And how do we decide on the day whether to go for the summit? "
            "Also Rabla still hasn't opened, so it's looking like a hybrid."),
   ("assistant", "Cancelling for an orange code was exactly the right call; that's what experienced hikers do. Negoiu in nine and a half hours shows you're ready. Here's how to use the last week.\n\n"
                 "## The last week\n"
                 "1. **Taper:** one or two easy walks of an hour or two; no long hikes. You want fresh legs.\n"
                 "2. **Sleep and eat well,** and drink plenty the day before.\n"
                 "3. **Pack the night before,** using the same gear as on Negoiu; nothing new on the day.\n"
                 "4. **Confirm the hut** booking for the 23rd.\n\n"
                 "## Deciding on the day\n"
                 "Agree these rules with Sorina **before** you set off, so you don't have to negotiate when tired:\n"
                 "1. **Check the forecast** the evening before and at the hut in the morning; ask the hut staff, who know the local weather.\n"
                 "2. **Start early,** at first light, to be on the ridge in the morning.\n"
                 "3. **Set a turnaround time:** if you're not at the summit by, say, 12:00, turn back wherever you are.\n"
                 "4. **Turn back at the first thunder** or if clouds build fast into towers; don't wait to see.\n"
                 "5. **Turn back if one of you is unwell** or struggling; the summit will still be there next year.\n\n"
                 "## On the ridge\n"
                 "- Keep a steady pace you could talk at.\n"
                 "- Eat and drink a little every hour.\n"
                 "- Use the poles on the descent, which is where legs and knees suffer most.\n\n"
                 "Good luck on the 23rd!"),
   ("user", "Turnaround at 12:00, agreed with Sorina. Fingers crossed for the weather."),
   ("assistant", "Fingers crossed. Send me a summit report!")],
  {"summary": "The user's Moldoveanu hike on 9-10 August 2025 was cancelled because of an ANM orange code for mountain thunderstorms and moved to 23-24 August, same route; "
              "training hikes: Suru peak from the Suru hut in June and Negoiu with Sorina on 19 July (nine and a half hours); she bought Leki trekking poles for 420 lei and a headtorch for 160 lei; Rabla still hasn't opened; "
              "the assistant suggested a taper, rest and packing the night before, and decision rules agreed in advance (forecast, early start, a turnaround time, turning back at thunder or if unwell); "
              "they agreed a 12:00 turnaround.",
   "procedures": [{"name": "Deciding on summit day", "steps": ["Check the forecast the evening before and in the morning", "Start at first light", "Set a turnaround time", "Turn back at the first thunder",
                   "Turn back if one of you is unwell"]}],
   "decisions": [{"decision": "Moldoveanu moved to 23-24 August 2025", "rationale": "ANM orange code for thunderstorms on 9-10 August"},
                 {"decision": "Turnaround time 12:00", "rationale": "Be off the ridge before afternoon storms"}],
   "outcomes": ["Negoiu hiked on 19 July 2025", "Leki poles 420 lei, headtorch 160 lei"]}),
 ("2025-09-07", "Summit report, a new car and insurance", [
   ("user", "We did it! Saturday up to Podragu, left the hut at 5:30 on Sunday 24 August and were on the summit of Moldoveanu at 10:40, well before our turnaround. We saw chamois on the ridge. "
            "The descent was long, my knees complained, but the poles saved me. Sorina cried at the top, I'm not admitting whether I did.\n\n"
            "Car: Rabla never opened by the end of August, so we stuck to the plan and bought a used hybrid: a 2021 Toyota Yaris Cross hybrid, 58,000 km, full Toyota service history, for 92,500 lei, a bit over budget. "
            "We sold the Golf to a neighbour for 8,500 lei. Now insurance: do we need CASCO on top of the RCA, and what does a hybrid need in maintenance?\n\n"
            "Also Matei starts third grade tomorrow and I'm back to German: A1.2 at Lingua Transilvania from Tuesday 30 September, 1,550 lei."),
   ("assistant", "Congratulations to you both, Romania's highest peak, on summit day with time to spare! Chamois on the ridge is a lovely bonus. Now to the car.\n\n"
                 "## RCA and CASCO\n"
                 "- **RCA** is compulsory: it covers damage you cause to others. Compare offers on a comparison site; prices vary a lot by insurer, and a longer policy (12 months) is usually cheaper per month.\n"
                 "- **CASCO** is optional: it covers damage to your own car (accidents you cause, theft, hail, vandalism, animals). For a four-year-old car worth 92,500 lei, many people take it, because repairing or replacing it yourself would be expensive.\n"
                 "- **Compare CASCO offers on:** the excess (franchise), whether repairs are at authorised or any garages, hail and natural disaster cover, and a replacement car.\n"
                 "- **Consider a higher excess** to lower the premium, if you'd pay small scrapes yourself.\n\n"
                 "## Maintaining a hybrid\n"
                 "1. **Keep to the service schedule** (typically once a year or every 15,000 km): oil and filters, as with a petrol car.\n"
                 "2. **Hybrid system check:** many manufacturers, Toyota included, offer an annual hybrid health check; doing it at an authorised garage can also extend the hybrid battery warranty, so ask about this.\n"
                 "3. **Brakes last longer** because regenerative braking does much of the work, but brake fluid still needs changing on schedule.\n"
                 "4. **Keep the battery cooling vent clear** (often under or beside the rear seat) of dust and pet hair.\n"
                 "5. **Use it regularly:** a hybrid's 12 V battery can go flat if the car sits for weeks.\n\n"
                 "## And German\n"
                 "Good luck with A1.2! A tip for the start of the school year: ask Matei to teach you his new German words each week, as you did before."),
   ("user", "We took CASCO with a 500 lei excess. Dad approves of the Yaris Cross: he says he can get in without a crane."),
   ("assistant", "High praise from your dad! And a 500 lei excess is a sensible balance. Enjoy the new car, and the view from Moldoveanu will keep you going through the autumn.")],
  {"summary": "The user and Sorina reached the summit of Moldoveanu at 10:40 on Sunday 24 August 2025 after a night at the Podragu hut, leaving the hut at 5:30; they saw chamois; "
              "Rabla never opened, so they bought a used 2021 Toyota Yaris Cross hybrid (58,000 km, full service history) for 92,500 lei, over the 90,000 lei budget, and sold the Golf to a neighbour for 8,500 lei; "
              "Matei starts third grade on 8 September 2025; the user starts A1.2 German at Lingua Transilvania on Tuesday 30 September 2025 for 1,550 lei; "
              "the assistant explained RCA (compulsory) and CASCO (optional, worth it for a car of this value; compare excess, garages, hail, replacement car) and hybrid maintenance "
              "(service schedule, annual hybrid check that can extend the battery warranty, brake fluid, battery cooling vent, regular use); they took CASCO with a 500 lei excess.",
   "procedures": [{"name": "Maintaining a hybrid car", "steps": ["Keep to the service schedule", "Annual hybrid health check", "Change brake fluid on schedule", "Keep the battery cooling vent clear", "Use it regularly"]}],
   "decisions": [{"decision": "Bought a used 2021 Toyota Yaris Cross hybrid for 92,500 lei", "rationale": "Rabla never opened by the end of August"},
                 {"decision": "CASCO with a 500 lei excess on top of RCA", "rationale": "Protect a car worth 92,500 lei"}],
   "outcomes": ["Summit of Moldoveanu on 24 August 2025", "Golf sold for 8,500 lei", "A1.2 German from 30 September 2025, 1,550 lei"]}),
 ("2025-10-19", "First prosumer bills, and where to put our savings", [
   ("user", "The solar is paying off: our electricity bills since we became prosumers were 62 lei for July, 48 lei for August and 91 lei for September, against about 380 lei a month before. "
            "The ING mortgage is 1,870 lei a month since May, as you worked out.\n\n"
            "So we have some breathing room. We have about 45,000 lei sitting in our current account at almost no interest. Options I've heard of: the state's Tezaur bonds (this month 6.85% for 1 year and 7.1% for 3 years, no tax on the interest), "
            "Fidelis bonds on the stock exchange, a bank deposit at about 5%, or overpaying the mortgage. What would you do?\n\n"
            "And Matei now wants a puppy for his birthday. Zacusca has been fine since the spring, no more cystitis, still on the urinary food."),
   ("assistant", "Lovely to see those bills: from about 380 lei a month to under 100 is exactly what you hoped for. Here's how I'd think about the 45,000 lei.\n\n"
                 "## 1. Emergency fund first\n"
                 "Keep **three to six months of essential spending** in an account you can reach within a day or two: a savings account or a short deposit. With a mortgage of 1,870 lei and a child, "
                 "something like 15,000 to 20,000 lei is a reasonable cushion.\n\n"
                 "## 2. Then the rest, by when you might need it\n"
                 "### Tezaur bonds\n"
                 "- Issued by the Ministry of Finance, bought at the post office, the Treasury or online; **interest is tax-free** and the rate is fixed.\n"
                 "- 6.85% for one year is above typical bank deposits.\n"
                 "- Getting the money out early is possible but may cost you some interest, so only put in money you won't need before maturity.\n\n"
                 "### Fidelis bonds\n"
                 "- Also state bonds, bought through a broker and listed on the Bucharest Stock Exchange; you can sell them before maturity, but the price can move.\n"
                 "- They're issued only a few times a year, so timing matters.\n\n"
                 "### A bank deposit at 5%\n"
                 "- Simple and flexible, but the interest is taxed, so the net return is lower than it looks.\n\n"
                 "### Overpaying the mortgage\n"
                 "- A guaranteed 'return' of 5.95%, but check ING's early repayment terms on a fixed-rate loan, and remember the money is then locked in the house.\n\n"
                 "## A possible split\n"
                 "1. **About 20,000 lei** in an instant-access savings account as the emergency fund.\n"
                 "2. **About 25,000 lei** in one-year Tezaur bonds, reviewed next October.\n\n"
                 "*This isn't personalised financial advice; rates change monthly, so check the current ones before you buy.*\n\n"
                 "## The puppy\n"
                 "Given how Zacusca reacted to the changes in the spring, think carefully. A puppy is a much bigger upheaval for a stress-sensitive cat than a guest with crutches. If you do go ahead one day, "
                 "plan a slow introduction over weeks, with cat-only rooms and high places the puppy can't reach, and talk to Dr. Stoica first."),
   ("user", "Done: 25,000 lei in one-year Tezaur at 6.85%, and 20,000 lei in an ING savings account. The puppy is on hold; we've promised Matei we'll talk about it again next year."),
   ("assistant", "A tidy, sensible setup. Put a reminder in your calendar for next October when the Tezaur bonds mature, and happy birthday in advance to Matei, puppy or no puppy.")],
  {"summary": "The user's electricity bills as a prosumer: 62 lei for July, 48 lei for August and 91 lei for September 2025, against about 380 lei a month before; the ING mortgage is 1,870 lei a month since May 2025; "
              "she has about 45,000 lei in a current account and asked about Tezaur bonds (6.85% for 1 year, 7.1% for 3 years, tax-free), Fidelis bonds, a bank deposit at about 5%, or overpaying the mortgage; "
              "Matei wants a puppy; Zacusca has had no more cystitis and stays on the urinary food; "
              "the assistant (not personalised advice) suggested an emergency fund first, explained the options and suggested about 20,000 lei in instant-access savings and about 25,000 lei in one-year Tezaur bonds, "
              "and warned that a puppy would be a big upheaval for a stress-sensitive cat; "
              "she put 25,000 lei in one-year Tezaur bonds at 6.85% and 20,000 lei in an ING savings account; the puppy is on hold until next year.",
   "decisions": [{"decision": "25,000 lei in one-year Tezaur bonds at 6.85%", "rationale": "Tax-free fixed interest above bank deposits"},
                 {"decision": "20,000 lei in an ING savings account", "rationale": "Emergency fund"},
                 {"decision": "Puppy on hold until next year", "rationale": "Zacusca is stress-sensitive"}],
   "outcomes": ["Electricity bills 62, 48 and 91 lei for July to September 2025", "Mortgage 1,870 lei a month"]}),
]

QUESTIONS_82 = [
 # single facts the user said about herself, her family and her things
 ("How old am I?", "38"),
 ("What do I do for work?", "lighting designer at the Radu Stanca National Theatre in Sibiu"),
 ("What's our cat called?", "Zacusca (a ginger tabby)"),
 ("What does Mihai do for work?", "backend software developer, working from home for a company in Cluj-Napoca"),
 ("Which school does Matei go to?", "the German-language section of the Brukenthal National College in Sibiu"),
 ("Where do my parents live?", "Mediaș"),
 ("What did my dad do before he retired?", "an electrician for CFR, the railways"),
 ("What's Matei's teacher called?", "Frau Schuster"),
 ("Who operated on my dad's knee?", "Dr. Cristian Oprea at Clinica Medsib in Sibiu"),
 ("Who did I climb Moldoveanu with?", "Sorina, the theatre's costume designer"),
 ("Where does my brother live?", "Nuremberg (Dragoș, an engineer)"),
 # when
 ("When was my dad's knee operation?", "Monday 24 March 2025 (moved from 17 March)"),
 ("When did Dad go back home to Mediaș after the operation?", "Easter Monday, 21 April 2025"),
 ("When did my German course start?", "Tuesday 4 February 2025 (A1.1)"),
 ("When were our solar panels installed?", "Wednesday 28 May 2025"),
 ("When did I reach the top of Moldoveanu?", "Sunday 24 August 2025 (at 10:40)"),
 # lists across chats
 ("Which installers quoted for our solar panels?", "Soltrans Sibiu (29,800 lei), EnergoSib (41,500 lei with a battery) and Carpat Solar (33,200 lei, later 32,400 lei)"),
 ("Which banks have we dealt with about the mortgage?", "Banca Transilvania, BCR and ING"),
 ("What training hikes did I do for Moldoveanu?", "Cindrel from Păltiniș, Suru peak from the Suru hut, and Negoiu"),
 ("What gear did I buy for the Moldoveanu climb?", "Meindl boots (890 lei), Leki trekking poles (420 lei) and a headtorch (160 lei)"),
 ("What did we do to the house for Dad's stay after his operation?", "turned the ground-floor study into his room, removed the rugs, a raised toilet seat, a shower chair and a grab rail by the shower"),
 ("Which German courses have I done?", "A1.1 at Lingua Transilvania (February to April 2025, exam passed) and A1.2 from 30 September 2025"),
 # latest value of something that changed
 ("Who installed our solar panels in the end?", "Carpat Solar (after Soltrans went silent)"),
 ("What's our mortgage rate now?", "5.95% fixed for 5 years with ING"),
 ("How much did the solar panels cost in the end?", "33,050 lei (13,050 lei after the 20,000 lei grant)"),
 ("What car do we drive now?", "a 2021 Toyota Yaris Cross hybrid"),
 # yes/no
 ("Did we buy the Hyundai Inster?", "No"),
 ("Did we get a battery with the solar panels?", "No"),
 ("Did I pass my A1.1 German exam?", "Yes (84 out of 100)"),
 # why
 ("Why did Zacusca get cystitis?", "stress from the changes at home (Dad moving in after his operation, the crutches, the physio visits, her sofa taken)"),
 ("Why did we change solar installers?", "Soltrans missed two installation dates (14 and 22 April) and stopped answering"),
 ("Why was Dad's operation moved?", "he had a chest infection the week before"),
 # what the assistant told me / recommended
 ("What did you tell me to do about bears in the Făgăraș?", "make noise, keep food sealed, avoid dusk and dawn, consider bear spray, and don't run if you meet one"),
 ("What did you suggest to get Zacusca to drink more?", "a cat water fountain, wet food, and several water bowls away from her food and litter box"),
 # counts and amounts
 ("How much did Dad's knee operation cost?", "36,500 lei all-in (Dragoș paid half)"),
 ("How many solar panels do we have?", "12 (450 W each, 5.4 kWp)"),
 # inference
 ("Would the exposed ridge on Moldoveanu have scared me?", "Likely no"),
 ("Would Zacusca cope well with a puppy in the house?", "Likely no"),
 # not in the archive
 ("What's Sorina's surname?", "Not mentioned in my chats"),
 ("How old is Mihai?", "Not mentioned in my chats"),
]


def assistant_chats_33_at(folder):
    """The archive of CHATS_82 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a33c", CHATS_82, "claude")


@pytest.fixture(scope="module")
def assistant_chats_33(tmp_path_factory):
    return assistant_chats_33_at(tmp_path_factory.mktemp("assistant33"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_82, "assistant 33")


def test_the_archive_finds_the_cat(assistant_chats_33):
    assert assistant_chats_33.search("Zacusca").results
