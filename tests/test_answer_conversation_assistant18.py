"""An eighteenth written archive of a user's chats with an AI assistant, in the user's own condensed
format, written blind with its questions and gold answers before any run on it, and without
reading the answer rules. It is held out: its questions are not read by the developers. A
self-employed chartered accountant in Lyon in her mid-forties, Nathalie Roux, who runs a small
practice in the 3rd arrondissement with a senior assistant, Karim, and an apprentice, Élodie, and
lives in the 6th with her husband Olivier, a sound engineer at the Opéra de Lyon, their teenagers
Théo and Inès and a cat, Figaro; her widowed father Bernard, a retired baker, lives in Mâcon, and
her sister Claire in Bordeaux. She chats with ChatGPT from January to November 2025: the tax
season and the May filing deadline, her father's memory problems, Alzheimer's diagnosis, day
centre and move into a care home, replacing a diesel Peugeot with an electric Kia and a charger in
the building's car park, a padel knee injury, a meniscus tear and surgery, her son's French bac,
raising her fees and hiring the apprentice, and a family trip to Japan, with facts the user
updates later (the car's delivery date, the surgery date, the Japan budget and route, the care
home's monthly fee, the fee increase).
bench/answer_conversations.py asks every question ("assistant 18")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_49 = [
 ("2025-01-11", "Planning tax season for a small accounting practice", [
   ("user", "Hi! I'm Nathalie, I'm 44 and I run my own small accounting practice, Cabinet Roux, on rue Garibaldi in Lyon 3e. It's me, Karim, my senior assistant who's been with me for eight years, "
            "and Élodie, an apprentice in the second year of her DCG. We have about 160 clients, mostly tradespeople, shops, a few restaurants and a lot of furnished-rental landlords. "
            "Every year the spring is a nightmare: the corporate returns (the liasse fiscale) for December year-ends are due on 20 May this year, and last year we finished at 2am the night before. "
            "How can I organise this season better?"),
   ("assistant", "That sounds like a very familiar spring for a small practice! Here's a structured way to take some of the pressure off this year:\n\n"
                 "### 1. Map the workload now\n"
                 "List every client with a December year-end, the type of return, and a rough number of hours. Sort them into A (complex), B (standard) and C (simple).\n\n"
                 "### 2. Set internal deadlines well before 20 May\n"
                 "Aim to have 50% of the returns filed by mid-April and 80% by 10 May, leaving the last ten days for stragglers and surprises.\n\n"
                 "### 3. Chase documents early\n"
                 "Send every client a checklist and a firm date (for example 28 February) for bank statements, inventories and invoices. Send an automatic reminder a week before.\n\n"
                 "### 4. Batch similar files\n"
                 "Do the furnished-rental landlords together, the restaurants together, and so on. Repeating the same kind of file is much faster than switching.\n\n"
                 "### 5. Consider temporary help\n"
                 "A temp bookkeeper from March to May can take the simple C files and the data entry, freeing you and Karim for the complex ones.\n\n"
                 "### 6. Protect the apprentice's school days\n"
                 "Élodie's training days are fixed, so plan her files around them rather than hoping she'll catch up.\n\n"
                 "### 7. Hold a short weekly progress meeting\n"
                 "Fifteen minutes every Monday with a simple dashboard: filed, in progress, waiting for the client.\n\n"
                 "Would you like a template for the client document checklist?"),
   ("user", "Yes to the temp. I've asked the agency for someone from 3 March to 23 May. And the document deadline is going to be 28 February, with no exceptions this year (I say that every year)."),
   ("assistant", "Good plan! With a temp starting on 3 March and documents due on 28 February, the temp will have files waiting from day one. Here's a short checklist template you can adapt: "
                 "bank statements for the whole year, sales and purchase invoices, the closing inventory, loan schedules, vehicle and fixed-asset purchases, and any grants received.")],
  {"summary": "The user, Nathalie, 44, runs her own accounting practice, Cabinet Roux, on rue Garibaldi in Lyon 3e, with Karim, her senior assistant for eight years, and Élodie, an apprentice in the second year of her DCG; about 160 clients (tradespeople, shops, restaurants, furnished-rental landlords); the corporate returns (liasse fiscale) are due 20 May 2025; the assistant suggested mapping the workload, internal deadlines, chasing documents early, batching similar files, temporary help, protecting the apprentice's school days and a weekly progress meeting; the user will hire a temp from 3 March to 23 May and set a 28 February document deadline.",
   "procedures": [{"name": "Organising the tax season at a small practice", "steps": ["Map the workload (A/B/C files)", "Internal deadlines: 50% by mid-April, 80% by 10 May",
                   "Chase documents early with a checklist", "Batch similar files", "Temporary help from March to May", "Protect the apprentice's school days", "Weekly 15-minute progress meeting"]}],
   "decisions": [{"decision": "Hire a temp from 3 March to 23 May 2025", "rationale": "Take the simple files and data entry"},
                 {"decision": "Client document deadline 28 February 2025", "rationale": "Chase documents early"}],
   "outcomes": ["About 160 clients", "Corporate returns due 20 May 2025", "Staff: Karim (senior assistant) and Élodie (apprentice)"]}),
 ("2025-01-25", "My father is becoming forgetful", [
   ("user", "I need some advice about my dad, Bernard. He's 78, a retired baker, and he's lived alone in Mâcon since my mum Monique died in 2021. Over Christmas I noticed he'd left the gas on under an empty pan twice, "
            "and last week he got lost driving to Cluny, a road he's driven a thousand times, and a gendarme had to help him home. He gets cross when I bring it up. "
            "My sister Claire lives in Bordeaux, so I'm the one who's an hour away. What should I do?"),
   ("assistant", "I'm sorry, that's a worrying situation, and it's very common for families to notice these changes over the holidays. I'm not a doctor, but here are the steps families in France usually take:\n\n"
                 "1. **Book an appointment with his GP (médecin traitant) and ask for a referral to a memory clinic (consultation mémoire).** The GP can do a first screening and rule out other causes such as a vitamin deficiency, thyroid problems or medication side effects.\n"
                 "2. **Go with him to the appointment** if he agrees, and write down specific examples beforehand (the gas, getting lost, dates).\n"
                 "3. **Make the kitchen safer now.** An automatic gas shut-off device or switching to an induction hob removes the most immediate danger.\n"
                 "4. **Talk about driving.** Getting lost on a familiar route is a serious warning sign; his GP can advise whether he should stop.\n"
                 "5. **Raise it gently and choose your moment.** Talk about \"checking everything is fine\" rather than \"memory problems\", and avoid doing it in front of others.\n"
                 "6. **Contact the local support services.** The Maisons départementales des solidarités and France Alzheimer have advice lines for families.\n"
                 "7. **Share the load with your sister**, even from a distance: phone calls to your dad, paperwork, researching options.\n\n"
                 "Would you like help with how to start that conversation with him?"),
   ("user", "He actually agreed to see Dr Lambert, his GP, on 4 February if I come with him. Claire's going to do the paperwork side. I've ordered an induction hob; he'll complain about it, but it's going in.")],
  {"summary": "The user's father Bernard, 78, a retired baker, has lived alone in Mâcon since her mother Monique died in 2021; he left the gas on twice and got lost driving to Cluny; her sister Claire lives in Bordeaux; the assistant suggested a GP appointment and a memory clinic referral, going with him, making the kitchen safe, talking about driving, raising it gently, local support services and sharing the load; Bernard will see his GP Dr Lambert on 4 February 2025.",
   "procedures": [{"name": "First steps for a parent's memory problems", "steps": ["GP appointment and memory clinic referral", "Go with him, with written examples", "Make the kitchen safer (gas shut-off or induction hob)",
                   "Talk about driving", "Raise it gently", "Contact local support services", "Share the load with the sister"]}],
   "decisions": [{"decision": "GP appointment with Dr Lambert on 4 February 2025, with the user", "rationale": "First screening and referral"},
                 {"decision": "Replace the gas hob with an induction hob", "rationale": "He left the gas on twice"},
                 {"decision": "Claire handles the paperwork", "rationale": "She lives in Bordeaux"}],
   "outcomes": ["Bernard got lost driving to Cluny", "Mother Monique died in 2021"]}),
 ("2025-02-08", "Replacing our diesel with an electric car", [
   ("user", "Our car is a 2013 diesel Peugeot 308 with 210,000 km on it and a Crit'Air 3 sticker, so it's soon going to be banned from Lyon's low-emission zone, and I drive into the 3rd every day. "
            "We're thinking electric. Budget around €40,000. We're looking at the Renault Mégane E-Tech, the Kia EV3 and a Tesla Model Y. We live in an apartment in the 6th with an underground parking space, "
            "and we drive to Bordeaux to see my sister a few times a year, about 550 km. My husband Olivier is a sound engineer at the Opéra de Lyon and mostly cycles to work. What should we consider?"),
   ("assistant", "Great time to be looking, there's a lot of choice now. I don't have personal experience of driving these cars, but here are the main points to compare:\n\n"
                 "**1. Real-world motorway range.** For the Lyon–Bordeaux trip, what matters is range at 130 km/h, which is often 30–35% below the official WLTP figure. A car with 550–600 km WLTP will typically need one charging stop.\n\n"
                 "**2. Charging at home.** In an apartment building, home charging makes an EV far cheaper and easier. Check early whether your car park can take a charger.\n\n"
                 "**3. Fast-charging speed.** Look at how long a 10–80% charge takes on a fast charger, not just the peak kW figure.\n\n"
                 "**4. Size and practicality.** Measure your parking space and check the boot for family trips.\n\n"
                 "**5. Total cost.** Include the trade-in value of the Peugeot, insurance, and any state aid you're eligible for.\n\n"
                 "**6. Test drives.** Take all three on your actual commute, and on a motorway stretch if you can.\n\n"
                 "| Model | Length | WLTP range (large battery) |\n|---|---|---|\n| Renault Mégane E-Tech | 4.20 m | about 450 km |\n| Kia EV3 | 4.30 m | about 600 km |\n| Tesla Model Y | 4.75 m | about 550–600 km |"),
   ("user", "Oh, good point about size. I just measured our parking space and it's 4.40 m, with a pillar at the end. So the Tesla is out whatever happens, and Olivier says he won't drive a car with no buttons anyway. Test drives next."),
   ("assistant", "A 4.40 m space rules out the Model Y, yes. Between the Mégane and the EV3, the EV3's larger battery would make the Bordeaux trips noticeably easier. Enjoy the test drives!")],
  {"summary": "The user's car is a 2013 diesel Peugeot 308 (210,000 km, Crit'Air 3), soon banned from Lyon's low-emission zone; budget about €40,000; considering the Renault Mégane E-Tech, Kia EV3 and Tesla Model Y; they live in an apartment in Lyon 6e with an underground parking space 4.40 m long; they drive to Bordeaux (550 km) a few times a year; husband Olivier is a sound engineer at the Opéra de Lyon; the assistant listed motorway range, home charging, fast-charging speed, size, total cost and test drives; the Tesla is ruled out because it doesn't fit the space.",
   "procedures": [{"name": "Choosing an electric car", "steps": ["Real-world motorway range", "Charging at home", "Fast-charging speed", "Size and practicality", "Total cost", "Test drives"]}],
   "decisions": [{"decision": "Tesla Model Y ruled out", "rationale": "4.75 m long, the parking space is 4.40 m; Olivier won't drive a car with no buttons"}],
   "outcomes": ["Parking space 4.40 m", "Budget about €40,000", "Lyon to Bordeaux about 550 km"]}),
 ("2025-02-22", "Twisted knee playing padel", [
   ("user", "Last Saturday (the 15th) I was playing padel with Olivier at his club and I twisted my left knee turning for a lob. It swelled up overnight, it's stiff, and a couple of times it's sort of caught and I had to wiggle it to straighten it. "
            "I can walk but stairs hurt. What should I do? I have the tax season coming and I can't be off."),
   ("assistant", "Ouch, I'm sorry. I'm not a doctor and can't diagnose this, but swelling after a twisting injury plus a knee that \"catches\" is worth getting checked, because it can point to a meniscus problem. In the meantime:\n\n"
                 "1. **Rest from pivoting sports** – no padel until a professional has looked at it.\n"
                 "2. **Ice** for 15–20 minutes a few times a day, wrapped in a cloth.\n"
                 "3. **Compression and elevation** to help the swelling go down.\n"
                 "4. **Keep the thigh muscles working with straight-leg raises and quad sets**, as long as they don't hurt.\n"
                 "5. **See your GP this week**; they may refer you for an MRI, especially because of the catching.\n"
                 "6. **Seek urgent care** if the knee locks completely and you can't straighten it, or you can't put weight on it.\n\n"
                 "For the office, a footrest under your desk and getting up every hour will help."),
   ("user", "My GP sent me for an MRI, it's on 4 March. Olivier feels terrible, as it was his lob.")],
  {"summary": "The user twisted her left knee playing padel with Olivier at his club on 15 February 2025; swelling, stiffness and catching; the assistant suggested no pivoting sports, ice, compression and elevation, straight-leg raises and quad sets, seeing the GP, and urgent care if it locks; the GP sent her for an MRI on 4 March 2025.",
   "procedures": [{"name": "Twisted knee first steps", "steps": ["Rest from pivoting sports", "Ice 15-20 minutes", "Compression and elevation",
                   "Straight-leg raises and quad sets", "See the GP; possible MRI", "Urgent care if it locks"]}],
   "decisions": [{"decision": "MRI on 4 March 2025", "rationale": "GP referral because the knee catches"}],
   "outcomes": ["Left knee twisted playing padel on 15 February 2025"]}),
 ("2025-03-08", "Two weeks in Japan with teenagers", [
   ("user", "Something happier! We want to take the kids to Japan over the Toussaint holidays: fly out Saturday 18 October, back Sunday 2 November. Théo is 16 and in première, Inès is 13 and has watched every Miyazaki film ten times and draws Totoro on everything. "
            "Budget €12,000 for the four of us, everything included. Rough plan: Tokyo, Kyoto, Hiroshima, Osaka. Is that too much? What would you suggest?"),
   ("assistant", "What a great trip to plan! Two weeks is a good length for a first visit. Here's a suggested outline:\n\n"
                 "**Days 1–5: Tokyo** – Shibuya and Shinjuku, Asakusa and Senso-ji, teamLab Planets, Akihabara for the teenagers, and a day trip to Nikko or Kamakura.\n"
                 "**Days 6–10: Kyoto** – Fushimi Inari early in the morning, Arashiyama bamboo grove, Kiyomizu-dera, a day trip to Nara to see the deer.\n"
                 "**Days 11–13: Hiroshima** – the Peace Memorial Museum and Miyajima island.\n"
                 "**Days 14–15: Osaka** – Dotonbori street food and a last night before flying home from Kansai.\n\n"
                 "Some practical tips:\n"
                 "1. **Book flights early**; October is popular and prices rise over the summer.\n"
                 "2. **Check whether a Japan Rail Pass is worth it.** Since the price increase in 2023 it often isn't for a Tokyo–Kyoto–Hiroshima–Osaka route; individual shinkansen tickets can be cheaper.\n"
                 "3. **Get IC cards (Suica or ICOCA)** for local trains, buses and convenience stores.\n"
                 "4. **Use luggage forwarding (takkyubin)** between cities so you don't drag suitcases on the shinkansen.\n"
                 "5. **Mix hotels with one or two nights in a ryokan**, the traditional inn experience with tatami and a kaiseki dinner.\n"
                 "6. **Keep some cash**; Japan is still more cash-based than France.\n\n"
                 "Four cities in two weeks is doable but busy; Hiroshima is the one you could swap for a quieter stop if it feels rushed."),
   ("user", "Perfect. Théo wants Akihabara, obviously. We'll keep all four for now.")],
  {"summary": "The user plans a family trip to Japan over the Toussaint holidays, 18 October to 2 November 2025, with Théo (16, in première) and Inès (13, a Miyazaki fan), budget €12,000 for four: Tokyo, Kyoto, Hiroshima, Osaka; the assistant suggested an outline and tips: book flights early, check whether a JR Pass is worth it, IC cards, luggage forwarding, a night in a ryokan and keeping cash.",
   "procedures": [{"name": "Japan trip tips", "steps": ["Book flights early", "Check whether a Japan Rail Pass is worth it", "Get IC cards (Suica or ICOCA)",
                   "Use luggage forwarding (takkyubin)", "One or two nights in a ryokan", "Keep some cash"]}],
   "decisions": [{"decision": "Keep Tokyo, Kyoto, Hiroshima and Osaka for now", "rationale": "Doable though busy"}],
   "outcomes": ["Trip 18 October to 2 November 2025", "Budget €12,000", "Théo 16, Inès 13"]}),
 ("2025-03-22", "Dad's Alzheimer's diagnosis and support in France", [
   ("user", "Update on my dad. Dr Lambert referred him to the memory clinic at the hospital in Mâcon and he went on Tuesday 18 March. The diagnosis is early-stage Alzheimer's disease; his MMSE score was 22 out of 30. "
            "He took it better than I expected. He wants to stay in his house for as long as possible. He's agreed to stop driving, which is a huge relief. What help is there for him?"),
   ("assistant", "I'm sorry, that's hard news, even when you were half expecting it. It's good he's been diagnosed early, because there's a lot of support available in France. I can't give you official advice, but here are the usual options:\n\n"
                 "1. **Apply for the APA (allocation personnalisée d'autonomie)** through the département; an assessor visits and gives him a GIR level, which decides how many hours of home help are funded.\n"
                 "2. **Home help (aide à domicile)** for meals, shopping and housework; part of the cost is covered by the APA, and the rest gives a 50% tax credit.\n"
                 "3. **A day centre (accueil de jour)** a day or two a week gives him stimulation and company, and gives the family a break.\n"
                 "4. **Put the legal side in place early**: a mandat de protection future or a power of attorney on his bank account, while he can still decide.\n"
                 "5. **A medication organiser or pharmacy blister packs**, with a nurse visit if needed.\n"
                 "6. **Contact France Alzheimer** for family support groups and training for carers.\n"
                 "7. **Look after yourself**: carers' respite schemes (plateformes de répit) exist for exactly this."),
   ("user", "Claire's doing the APA application. We've found a day centre, Les Jardins du Val in Mâcon, Tuesdays and Fridays, €38 a day. And Dad sold his Clio to his neighbour, Madame Dufour, for €2,800. End of an era.")],
  {"summary": "The user's father Bernard went to the memory clinic at the hospital in Mâcon on 18 March 2025 and was diagnosed with early-stage Alzheimer's disease, MMSE 22/30; he wants to stay at home and has agreed to stop driving; the assistant suggested the APA, home help, a day centre, legal protection, medication organisers, France Alzheimer and respite for carers; Claire is doing the APA application; he goes to the day centre Les Jardins du Val on Tuesdays and Fridays at €38 a day; he sold his Clio to his neighbour Madame Dufour for €2,800.",
   "procedures": [{"name": "Support after an Alzheimer's diagnosis in France", "steps": ["Apply for the APA", "Home help", "Day centre (accueil de jour)",
                   "Mandat de protection future / power of attorney", "Medication organiser", "France Alzheimer", "Respite for carers"]}],
   "decisions": [{"decision": "Day centre Les Jardins du Val, Tuesdays and Fridays, €38 a day", "rationale": "Stimulation for Bernard and a break for the family"},
                 {"decision": "Bernard stops driving; Clio sold to Madame Dufour for €2,800", "rationale": "He got lost driving"}],
   "outcomes": ["Diagnosis: early-stage Alzheimer's disease, MMSE 22/30", "Memory clinic 18 March 2025", "Claire is applying for the APA"]}),
 ("2025-04-06", "Ordering the Kia and a charger in our car park", [
   ("user", "We did it: we ordered a Kia EV3 Long Range yesterday, in Earth trim, in blue. €39,490, and the dealer is taking the Peugeot as a trade-in for €4,200. Delivery is promised for the end of May. "
            "The Mégane was nice but the range on the EV3 won for the Bordeaux trips. Also, the knee MRI showed a torn medial meniscus; the surgeon, Dr Perrin at the Clinique du Parc, wants me to try six weeks of physio first. "
            "Now, how do I get a charger installed in our building's underground car park? We're owners in a copropriété."),
   ("assistant", "Congratulations on the EV3! For charging in a French copropriété, you have what's called the **droit à la prise** (the right to a socket), so the building can't simply refuse. The usual steps:\n\n"
                 "1. **Check what already exists.** Ask the syndic whether the building has voted on collective charging infrastructure, because a shared system would change the process.\n"
                 "2. **Send the syndic a registered letter with acknowledgment of receipt (droit à la prise)**, with a description of the work and a plan, before starting anything.\n"
                 "3. **Get a quote from an IRVE-qualified installer**; only certified installers can fit a wallbox and it's required for any subsidy.\n"
                 "4. **Wait for the syndic's response period.** The syndic has three months to take the matter to court if there's a serious reason to oppose it; otherwise you can go ahead.\n"
                 "5. **Look into the ADVENIR programme**, which can cover part of the cost of a charger in a shared car park.\n"
                 "6. **Choose a 7.4 kW wallbox with a separate meter** so the electricity is billed to you, not the building.\n\n"
                 "In the meantime, a granny charger on a reinforced socket can be a stop-gap, if there's a socket near your space."),
   ("user", "The letter goes to the syndic tomorrow morning. The installer quoted €1,480 for a 7.4 kW wallbox before any subsidy.")],
  {"summary": "The user ordered a Kia EV3 Long Range (Earth trim, blue) on 5 April 2025 for €39,490, with the Peugeot traded in for €4,200, delivery promised for the end of May; chosen over the Mégane for its range; her knee MRI showed a torn medial meniscus and the surgeon Dr Perrin at the Clinique du Parc wants six weeks of physio first; the assistant explained the droit à la prise: check existing infrastructure, a registered letter to the syndic, an IRVE-qualified installer, the syndic's three months, ADVENIR, a 7.4 kW wallbox with a separate meter; the installer quoted €1,480.",
   "procedures": [{"name": "Installing a charger in a copropriété car park", "steps": ["Check existing infrastructure with the syndic", "Registered letter to the syndic (droit à la prise)",
                   "Quote from an IRVE-qualified installer", "Wait for the syndic's three-month period", "ADVENIR subsidy", "7.4 kW wallbox with a separate meter"]}],
   "decisions": [{"decision": "Kia EV3 Long Range, Earth trim, €39,490, Peugeot traded in for €4,200", "rationale": "Range for the Bordeaux trips; fits the parking space"},
                 {"decision": "Six weeks of physio before any surgery", "rationale": "Dr Perrin's advice"}],
   "outcomes": ["Delivery promised end of May 2025", "MRI: torn medial meniscus, left knee", "Wallbox quote €1,480"]}),
 ("2025-04-26", "Behind on returns three weeks before the deadline", [
   ("user", "Help. It's 26 April, the deadline is 20 May and we still have 38 corporate returns to file out of 112. The temp, Hugo, is good but slow, Élodie has exams in May, "
            "and eleven clients still haven't sent their documents despite the 28 February deadline (of course). Karim and I are already doing evenings. How do I get through this?"),
   ("assistant", "That's tight but manageable with some triage. Here's how I'd approach the next three and a half weeks:\n\n"
                 "1. **Triage the 38 files today**: ready to go, waiting for one or two items, or missing everything. Work the \"ready\" pile first.\n"
                 "2. **Give the eleven late clients a final written deadline**, for example 5 May, and explain that after that you'll file on the basis of the information you have or they'll have to accept late-filing penalties.\n"
                 "3. **Put Hugo on the simplest files only**, with a checklist, and have Karim review rather than redo.\n"
                 "4. **Plan around Élodie's exams** instead of counting on her in May.\n"
                 "5. **Block your diary**: no new client meetings until 20 May, and a short daily stand-up to reassign files.\n"
                 "6. **Don't let the deadline creep**: filing on the 20th at 11pm is legal, but aim to finish by the 16th to leave room for portal issues.\n"
                 "7. **Afterwards, review what went wrong** so next year's client letter has consequences built in."),
   ("user", "Triage done: 21 ready, 9 waiting for a document, 8 with nothing. The eight got a letter with 5 May as the final deadline. Karim's wife has threatened to divorce me, not him.")],
  {"summary": "On 26 April 2025 the practice had 38 corporate returns left out of 112 before the 20 May deadline; the temp Hugo is good but slow, Élodie has exams in May, and eleven clients hadn't sent documents; the assistant suggested triaging the files, a final written deadline for late clients, Hugo on simple files, planning around Élodie's exams, blocking the diary, aiming to finish by the 16th and a review afterwards; triage found 21 ready, 9 waiting, 8 with nothing; the eight got a final deadline of 5 May.",
   "procedures": [{"name": "Getting through the filing deadline", "steps": ["Triage the files", "Final written deadline for late clients", "Temp on the simplest files",
                   "Plan around the apprentice's exams", "Block the diary and daily stand-up", "Aim to finish by the 16th", "Review afterwards"]}],
   "decisions": [{"decision": "Final deadline of 5 May 2025 for the eight clients with nothing", "rationale": "Late clients despite the 28 February deadline"}],
   "outcomes": ["38 of 112 returns left on 26 April", "Temp Hugo", "Triage: 21 ready, 9 waiting, 8 with nothing"]}),
 ("2025-05-24", "Knee surgery date and a delayed car", [
   ("user", "We made it! The last return went in on Monday 19 May at 11pm, a day early, and no penalties. I slept for twelve hours on Tuesday. "
            "Less good: six weeks of physio didn't stop the knee locking, so Dr Perrin booked an arthroscopy for 3 June, but the clinic just called: Dr Perrin is off sick, so it's been moved to Wednesday 2 July. "
            "And Kia says the car is delayed by a shipping problem; delivery is now 20 June. Can you give me a plan for preparing for the knee surgery and the first weeks after?"),
   ("assistant", "Congratulations on the deadline, you earned that sleep! For the knee, I'm not a medical professional, so follow Dr Perrin's and your physio's instructions first, but a typical preparation for an arthroscopic meniscus operation looks like this:\n\n"
                 "**Before the operation**\n"
                 "1. Keep doing your physio exercises, especially quad strengthening; stronger muscles going in means a faster recovery.\n"
                 "2. Borrow or buy crutches and practise with them, including on stairs.\n"
                 "3. Arrange not to drive for the first weeks; ask your surgeon when you can.\n"
                 "4. Set up a workstation where you can keep your leg up.\n\n"
                 "**After the operation**\n"
                 "5. Ice and elevation for the swelling.\n"
                 "6. Start physio as prescribed, often within the first week.\n"
                 "7. Expect a repair (suture) to take longer than a partial removal: weeks on crutches rather than days.\n"
                 "8. No padel or pivoting sports until you're cleared, typically several months."),
   ("user", "Dr Perrin says it'll probably be a partial meniscectomy, so hopefully days on crutches. Olivier has already promised to carry me up the stairs, which our stairs will not survive.")],
  {"summary": "The practice filed its last corporate return on Monday 19 May 2025 at 11pm, a day early, with no penalties; physio didn't stop the user's knee locking, so Dr Perrin booked an arthroscopy for 3 June, moved to Wednesday 2 July 2025 because Dr Perrin is off sick; the Kia delivery was delayed by a shipping problem to 20 June 2025; the assistant gave a plan for before and after knee surgery: physio, crutches, no driving, a workstation, ice and elevation, physio after, repair vs removal, no pivoting sports.",
   "procedures": [{"name": "Preparing for arthroscopic meniscus surgery", "steps": ["Keep doing quad strengthening", "Crutches and practice on stairs", "No driving for the first weeks",
                   "Workstation with the leg up", "Ice and elevation", "Physio after the operation", "Repair takes longer than removal", "No pivoting sports until cleared"]}],
   "decisions": [{"decision": "Arthroscopy moved from 3 June to 2 July 2025", "rationale": "Dr Perrin is off sick"}],
   "outcomes": ["Last return filed 19 May 2025, no penalties", "Kia delivery delayed to 20 June 2025", "Probably a partial meniscectomy"]}),
 ("2025-06-07", "Helping my son revise for the French bac", [
   ("user", "My son Théo is in première at the Lycée du Parc and has the written bac de français on Friday 13 June, then the oral at the end of June. He's clever but disorganised and has left it late. "
            "He has 16 texts on his list for the oral. He says the commentary is fine but the dissertation scares him. How can I help without nagging?"),
   ("assistant", "That's a classic première situation! A few ways to help that don't feel like nagging:\n\n"
                 "1. **Agree a short daily plan with him, not for him**: for example two hours a day split into four 30-minute blocks, with him choosing the subjects.\n"
                 "2. **Practise dissertation plans, not full essays**: 20 minutes to produce a detailed plan on a past subject, then compare it with a model plan.\n"
                 "3. **Make a one-page sheet for each text on his list** with the key quotations, the main movements and two analysis angles; 16 sheets is very manageable.\n"
                 "4. **Do one full timed paper** (4 hours) before the 13th, so the length isn't a surprise.\n"
                 "5. **Let him \"teach\" a text to you or his sister** for the oral; explaining out loud is the best oral practice there is.\n"
                 "6. **Protect sleep and phone-free time** in the last week.\n\n"
                 "And remind him that the coefficient is shared between the written and the oral, so a weaker dissertation can be balanced out."),
   ("user", "He's agreed to the one-page sheets, and Inès is charging him a euro per text to listen to him. Entrepreneurial, that one.")],
  {"summary": "The user's son Théo, in première at the Lycée du Parc, has the written bac de français on 13 June 2025 and the oral at the end of June, with 16 texts on his list; he fears the dissertation; the assistant suggested a daily plan made with him, practising dissertation plans, a one-page sheet per text, one full timed paper, teaching a text out loud, and protecting sleep; Inès charges him a euro per text to listen.",
   "procedures": [{"name": "Helping a teenager revise for the bac de français", "steps": ["Daily plan agreed with him", "Practise dissertation plans", "One-page sheet for each text on his list",
                   "One full timed paper", "Teach a text out loud", "Protect sleep and phone-free time"]}],
   "decisions": [{"decision": "Théo makes one-page sheets for each text", "rationale": "16 texts for the oral"}],
   "outcomes": ["Written bac de français 13 June 2025", "Théo at the Lycée du Parc"]}),
 ("2025-07-05", "Booking flights and hotels for Japan", [
   ("user", "Writing from the sofa: the knee surgery was on Wednesday and it was a partial meniscectomy, so I'm already walking with one crutch. And we got the Kia on 20 June as promised, Olivier loves it. "
            "Japan update: we booked the flights, Lufthansa from Lyon via Munich to Tokyo Haneda, €4,680 for the four of us, out 18 October, back 2 November. Flights were more expensive than I thought, "
            "so we've raised the budget to €14,500. And we're dropping Hiroshima: Théo worked out the travel time and we'd rather have three nights in Kanazawa instead. So it's Tokyo, Kyoto, Kanazawa, then back to Tokyo for the flight. "
            "Can you check the route makes sense and suggest where to stay?"),
   ("assistant", "Glad to hear the surgery went well and the car arrived! Tokyo – Kyoto – Kanazawa – Tokyo works well as a loop:\n\n"
                 "- **Tokyo → Kyoto**: Tokaido shinkansen, about 2h15.\n"
                 "- **Kyoto → Kanazawa**: Thunderbird limited express to Tsuruga, then the Hokuriku shinkansen, about 2h15 in total.\n"
                 "- **Kanazawa → Tokyo**: Hokuriku shinkansen direct, about 2h30.\n\n"
                 "Suggested split for 14 nights: **Tokyo 5, Kyoto 5, Kanazawa 3, Tokyo 1** before the flight home.\n\n"
                 "Where to stay:\n"
                 "1. **Tokyo**: Asakusa or Ueno for value and easy airport links, or Shinjuku if the teenagers want the bright lights.\n"
                 "2. **Kyoto**: near Kyoto Station for convenience, or Gion/Higashiyama for atmosphere; family rooms for four are rare, so book two connecting rooms or an apartment.\n"
                 "3. **Kanazawa**: a ryokan for your traditional night; Kanazawa has lovely ones near the Higashi Chaya district.\n"
                 "4. **Last night in Tokyo**: near Haneda or on the Keikyu line, to make the morning flight easy.\n\n"
                 "Highlights in Kanazawa: Kenroku-en garden, the 21st Century Museum of Contemporary Art, Omicho market and the Higashi Chaya teahouses."),
   ("user", "Booked a machiya apartment in Kyoto near Gion and a ryokan in Kanazawa. Inès has already chosen her yukata colour.")],
  {"summary": "The user's knee surgery on 2 July 2025 was a partial meniscectomy and she is walking with one crutch; they got the Kia on 20 June 2025; Japan flights booked with Lufthansa from Lyon via Munich to Tokyo Haneda, €4,680 for four, 18 October to 2 November 2025; budget raised to €14,500; Hiroshima dropped for three nights in Kanazawa, route Tokyo, Kyoto, Kanazawa, Tokyo; the assistant checked the route, suggested Tokyo 5, Kyoto 5, Kanazawa 3, Tokyo 1 nights and where to stay; they booked a machiya apartment in Kyoto near Gion and a ryokan in Kanazawa.",
   "procedures": [{"name": "Where to stay in Japan", "steps": ["Tokyo: Asakusa, Ueno or Shinjuku", "Kyoto: near the station or Gion/Higashiyama; connecting rooms or an apartment",
                   "Kanazawa: a ryokan near Higashi Chaya", "Last night near Haneda"]}],
   "decisions": [{"decision": "Drop Hiroshima for three nights in Kanazawa", "rationale": "Théo worked out the travel time"},
                 {"decision": "Japan budget raised to €14,500", "rationale": "Flights more expensive than expected"}],
   "outcomes": ["Knee surgery 2 July 2025, partial meniscectomy", "Kia EV3 delivered 20 June 2025", "Flights €4,680 with Lufthansa via Munich"]}),
 ("2025-07-26", "Dad's fall and choosing a care home", [
   ("user", "Bad week. Dad fell in the night last Sunday and Madame Dufour found him in the garden at 3am, confused, in his pyjamas. He's OK, just bruises, but the geriatrician at the hospital says he can't safely live alone any more, even with home help. "
            "Claire came up from Bordeaux and we visited three EHPADs around Mâcon. The one we like is Les Tilleuls: it has a secure Alzheimer's unit with a garden, it's ten minutes from his house, and they have a room from 1 September. "
            "It's €2,650 a month. Dad's pension is €1,900. Claire and I will split the difference. How do we make the move easier for him?"),
   ("assistant", "I'm so sorry, that must have been frightening for all of you. Moving a parent into care is one of the hardest decisions a family makes. Some things that help with the transition:\n\n"
                 "1. **Personalise the room before he arrives**: his own armchair, photos, his bedspread, familiar objects from the bakery if he has any.\n"
                 "2. **Prepare a \"life story\" sheet for the staff**: his job, his routines, what calms him, what upsets him, the names of family members.\n"
                 "3. **Keep the first weeks simple and regular**: short, frequent visits rather than long ones, at the same times if possible.\n"
                 "4. **Expect a difficult adjustment period** of several weeks; distress and asking to go home are common and usually settle.\n"
                 "5. **Ask about financial help**: the APA in an establishment covers part of the dependency cost, and the housing allowance (APL/ALS) may apply; the aide sociale à l'hébergement is a last resort.\n"
                 "6. **Look after yourselves**: France Alzheimer's family groups are there for you too."),
   ("user", "We're taking his armchair and the photo of him and Mum outside the bakery in 1978. Claire's writing the life story sheet.")],
  {"summary": "The user's father fell in the night and was found in the garden at 3am by Madame Dufour; the geriatrician says he can't safely live alone any more; the user and Claire chose the EHPAD Les Tilleuls in Mâcon (secure Alzheimer's unit with a garden, ten minutes from his house), room from 1 September 2025, €2,650 a month; his pension is €1,900 and the sisters split the difference; the assistant suggested personalising the room, a life story sheet, short regular visits, expecting an adjustment period, financial help (APA, APL/ALS) and family support.",
   "procedures": [{"name": "Helping a parent with dementia move into a care home", "steps": ["Personalise the room", "Life story sheet for the staff", "Short, regular visits",
                   "Expect an adjustment period", "Ask about financial help", "Look after yourselves"]}],
   "decisions": [{"decision": "EHPAD Les Tilleuls from 1 September 2025, €2,650 a month", "rationale": "He fell at night and was found wandering; the geriatrician says he can't live alone; secure Alzheimer's unit with a garden, close to his house"},
                 {"decision": "Nathalie and Claire split the difference above his €1,900 pension", "rationale": "Cost of the care home"}],
   "outcomes": ["Father fell and was found in the garden at 3am", "Taking his armchair and a 1978 photo outside the bakery"]}),
 ("2025-08-23", "First long trip in the EV", [
   ("user", "We're driving the Kia to Bordeaux next Saturday to see Claire, Lyon to Bordeaux, 550 km. The car shows about 430 km of range at 100% when I drive on the motorway. First long trip in an electric car, I'm a bit nervous. "
            "Knee update: 12 physio sessions since the operation and I walked 8 km along the Rhône last weekend with no pain. How should I plan the charging?"),
   ("assistant", "Great news about the knee! For the trip, 550 km with about 430 km of motorway range means one charging stop, maybe two for comfort. I don't have personal experience of the route, but here's how people usually plan it:\n\n"
                 "1. **Charge to 100% at home the night before**, just for long trips; day to day 80% is kinder to the battery.\n"
                 "2. **Plan one stop around the middle of the trip**, near Clermont-Ferrand or Brive, at a fast charger (Ionity, Fastned, Electra or TotalEnergies).\n"
                 "3. **Arrive at the charger with 10–20%** and charge to about 80%; the last 20% is slow.\n"
                 "4. **Use the car's route planner or an app like Chargemap or ABRP**, which precondition the battery for faster charging.\n"
                 "5. **Have a backup charger** in mind in case one is busy or broken.\n"
                 "6. **Drive at 110–120 km/h** rather than 130; it adds a few minutes but saves a lot of range.\n\n"
                 "A 25–30 minute stop is about the time of a coffee and a bathroom break for four."),
   ("user", "Ionity at Brive it is. The kids are more worried about the wifi than the battery.")],
  {"summary": "The user is driving the Kia from Lyon to Bordeaux (550 km) to see Claire, with about 430 km of motorway range; 12 physio sessions since the knee operation and she walked 8 km along the Rhône with no pain; the assistant suggested charging to 100% the night before, one stop midway at a fast charger near Clermont-Ferrand or Brive, arriving at 10-20% and charging to 80%, a route planner app, a backup charger and driving at 110-120 km/h; she chose the Ionity charger at Brive.",
   "procedures": [{"name": "Planning charging for a long EV trip", "steps": ["Charge to 100% the night before", "One stop midway at a fast charger", "Arrive at 10-20%, charge to 80%",
                   "Route planner or Chargemap/ABRP", "Backup charger", "Drive at 110-120 km/h"]}],
   "decisions": [{"decision": "Charging stop at Ionity in Brive", "rationale": "One stop around the middle of the trip"}],
   "outcomes": ["About 430 km of motorway range", "12 physio sessions since the operation", "Walked 8 km with no pain"]}),
 ("2025-09-13", "Raising my fees and hiring my apprentice", [
   ("user", "Back-to-school questions for the practice. First, I haven't raised my fees since 2022 and my costs have gone up a lot: software, rent, salaries. I'm thinking of 5% across the board from January. "
            "Second, Élodie passed her DCG in July and I want to keep her on a permanent contract (CDI). I'm thinking €2,150 gross a month. How do I announce the increase without losing clients?"),
   ("assistant", "Both good decisions. On the fee increase:\n\n"
                 "1. **Give clients at least two months' notice**, so a letter in October or November for January.\n"
                 "2. **Explain it briefly and honestly**: three years without an increase, higher costs, and what you've added (for example the new client portal).\n"
                 "3. **Update your engagement letters (lettres de mission)** so the new fees are contractual.\n"
                 "4. **Consider not raising the fees of your smallest or most loyal clients** if the relationship matters more than the few euros.\n"
                 "5. **Use it as a chance to reprice under-priced clients** individually rather than only applying a flat rate.\n"
                 "6. **Expect to lose one or two clients**, and remember they're often the least profitable ones.\n\n"
                 "On Élodie: €2,150 gross is in line for a newly qualified DCG assistant in Lyon. Make the offer in writing and talk about her progression, for example the DSCG if she's interested."),
   ("user", "OK, 5% it is for now, letters go out in November. Élodie said yes and cried a bit, and so did I. She starts her CDI on 1 October.")],
  {"summary": "The user hasn't raised her fees since 2022 and plans 5% from January 2026; Élodie passed her DCG in July 2025 and will be hired on a permanent contract (CDI) at €2,150 gross a month from 1 October 2025; the assistant suggested two months' notice, an honest explanation, updated engagement letters, sparing small or loyal clients, repricing under-priced clients and expecting to lose one or two clients.",
   "procedures": [{"name": "Announcing a fee increase to clients", "steps": ["At least two months' notice", "Explain briefly and honestly", "Update engagement letters",
                   "Consider sparing small or loyal clients", "Reprice under-priced clients", "Expect to lose one or two clients"]}],
   "decisions": [{"decision": "Raise fees 5% from January 2026, letters in November", "rationale": "No increase since 2022; costs up"},
                 {"decision": "Élodie on a CDI at €2,150 gross a month from 1 October 2025", "rationale": "She passed her DCG"}],
   "outcomes": ["Élodie passed her DCG in July 2025", "Élodie accepted the CDI"]}),
 ("2025-09-27", "Dad settling in, and getting ready for Japan", [
   ("user", "Dad moved into Les Tilleuls on 1 September. The first two weeks were awful, he kept packing his bag to go \"back to the bakery\", but this week the staff say he's started helping set the tables and he's made a friend, a retired postman called Marcel. "
            "The doctor there says the Alzheimer's has moved on a bit and he needs supervision at night now. They reassessed his dependency level, so the monthly bill has gone up to €2,780. "
            "I feel guilty about going to Japan for two weeks while he's just settled. Claire will visit him while we're away. What do I need to sort out before we leave on the 18th?"),
   ("assistant", "It's completely understandable to feel guilty, but it sounds like he's settling in and Claire will be there. Here's a pre-departure checklist:\n\n"
                 "1. **Tell Les Tilleuls your dates** and make Claire the first contact while you're away.\n"
                 "2. **Check your passports** are valid for the whole stay (French citizens don't need a visa for a tourist stay in Japan).\n"
                 "3. **Take out travel insurance** if your bank card's cover isn't enough, especially medical cover.\n"
                 "4. **Order yen or plan to withdraw cash** at 7-Eleven ATMs when you arrive.\n"
                 "5. **Get eSIMs or a pocket wifi** so the teenagers stay connected.\n"
                 "6. **Book the luggage forwarding and any timed tickets** (teamLab, popular restaurants) in advance.\n"
                 "7. **Arrange someone for Figaro**, your cat, if you have a cat-sitter.\n"
                 "8. **Pack light**: laundry is easy in Japan, and you'll want space for souvenirs.\n\n"
                 "Enjoy the trip; you've had a very full year."),
   ("user", "Figaro is going to our neighbour on the 4th floor, who spoils him. And the budget is holding at €14,500, just.")],
  {"summary": "The user's father moved into Les Tilleuls on 1 September 2025; after two hard weeks he is settling, helping set the tables, with a friend Marcel, a retired postman; his Alzheimer's has progressed and he needs supervision at night; after his dependency level was reassessed the monthly bill rose to €2,780; Claire will visit while the family is in Japan; the assistant gave a pre-departure checklist: tell the care home, passports, travel insurance, yen, eSIMs, luggage forwarding and timed tickets, the cat, pack light; Figaro the cat goes to a neighbour on the 4th floor; the Japan budget holds at €14,500.",
   "procedures": [{"name": "Before leaving for Japan", "steps": ["Tell the care home; Claire first contact", "Check passports", "Travel insurance", "Yen or 7-Eleven ATMs",
                   "eSIMs or pocket wifi", "Book luggage forwarding and timed tickets", "Arrange someone for the cat", "Pack light"]}],
   "decisions": [{"decision": "Figaro stays with the neighbour on the 4th floor", "rationale": "The family is away in Japan"}],
   "outcomes": ["Father moved into Les Tilleuls on 1 September 2025", "Care home bill now €2,780 a month", "Japan budget €14,500"]}),
 ("2025-11-08", "Back from Japan", [
   ("user", "We're back! Japan was wonderful. Highlights: Théo in Akihabara, Fushimi Inari at 7am with nobody there, the deer in Nara, and the ryokan in Kanazawa, where Inès wore her yukata to dinner. Nobody regrets skipping Hiroshima; Kanazawa was the surprise of the trip. "
            "We came in at €14,100 in the end, under budget! Dad was fine; Claire says he didn't notice I was gone, which is both a relief and sad. "
            "Practice news: I've changed my mind on the fees, it's going to be 6% from January, because our software subscription went up 18% in October. Can you help me write the client letter?"),
   ("assistant", "Welcome back, it sounds like a perfect trip! Here's a draft for the client letter:\n\n"
                 "---\n"
                 "Dear client,\n\n"
                 "Since 2022 we have kept our fees unchanged, while our costs (software, premises and salaries) have risen significantly. "
                 "From 1 January 2026, our fees will therefore increase by 6%. This allows us to keep providing the same level of service and to continue investing in tools such as our client portal.\n\n"
                 "Your updated engagement letter is enclosed. Please don't hesitate to contact us if you would like to discuss it.\n\n"
                 "With our thanks for your trust,\n"
                 "Nathalie Roux, Cabinet Roux\n"
                 "---\n\n"
                 "Tips:\n"
                 "1. Send it by the end of November, to keep two months' notice.\n"
                 "2. Personalise the greeting for your long-standing clients.\n"
                 "3. Have Karim and Élodie ready for phone calls the week it goes out."),
   ("user", "Perfect, thank you. Karim says he'll take the grumpy ones.")],
  {"summary": "The family is back from Japan: Akihabara, Fushimi Inari at 7am, the deer in Nara, the ryokan in Kanazawa where Inès wore her yukata; nobody regrets skipping Hiroshima; the trip cost €14,100, under the €14,500 budget; Bernard was fine while they were away; the user changed the fee increase to 6% from 1 January 2026 because the software subscription went up 18% in October; the assistant drafted the client letter.",
   "decisions": [{"decision": "Fee increase of 6% from 1 January 2026 instead of 5%", "rationale": "Software subscription went up 18% in October"}],
   "outcomes": ["Japan trip cost €14,100", "Kanazawa was the surprise of the trip", "Client letter to go out by the end of November"]}),
]

# (question, gold short answer), written before any run
QUESTIONS_49 = [
 # single facts the user said about themselves
 ("How old am I?", "44"),
 ("What does my husband do for a living?", "sound engineer at the Opéra de Lyon"),
 ("What are my kids called?", "Théo and Inès"),
 ("What's our cat's name?", "Figaro"),
 ("Which town does my dad live in?", "Mâcon"),
 ("What car did we have before the electric one?", "a 2013 diesel Peugeot 308"),
 ("How did I hurt my knee?", "playing padel"),
 ("What did the MRI of my knee show?", "a torn medial meniscus"),
 ("Where does my sister live?", "Bordeaux"),
 ("What was Dad diagnosed with?", "early-stage Alzheimer's disease"),
 ("What's the name of Dad's care home?", "Les Tilleuls"),
 ("Who is my senior assistant at the practice?", "Karim"),
 # what the assistant recommended or listed
 ("What was the first thing you told me to do about Dad's memory problems?", "book a GP appointment and ask for a referral to a memory clinic"),
 ("What was the third tip you gave me for helping Théo revise?", "a one-page sheet for each text on his list"),
 ("What was the second step you gave me for getting a charger in our car park?", "send the syndic a registered letter (droit à la prise)"),
 ("What was the fourth thing you suggested for my twisted knee?", "straight-leg raises and quad sets"),
 ("Where did you suggest we stay in Kanazawa?", "a ryokan near Higashi Chaya"),
 # when
 ("When was Dad's appointment at the memory clinic?", "18 March 2025"),
 ("When did I have my knee surgery?", "2 July 2025"),
 ("When did Dad move into the care home?", "1 September 2025"),
 ("When was Théo's written French bac?", "13 June 2025"),
 ("When did we fly out to Japan?", "18 October 2025"),
 # how much / how many
 ("How much did our flights to Japan cost?", "€4,680"),
 ("How many clients does my practice have?", "about 160"),
 ("How much does Dad's day centre cost per day?", "€38"),
 ("How much did the dealer give us for the Peugeot?", "€4,200"),
 # latest value of something that changed
 ("How much does Dad's care home cost a month?", "€2,780"),
 ("When did we get the Kia?", "20 June 2025"),
 ("What's our budget for the Japan trip?", "€14,500"),
 ("By how much am I raising my fees?", "6%"),
 # yes/no
 ("Did we get all the corporate returns filed by the May deadline?", "Yes"),
 ("Is Dad still driving?", "No"),
 ("Did we go to Hiroshima?", "No"),
 # why
 ("Why did we rule out the Tesla?", "it doesn't fit our 4.40 m parking space (and Olivier won't drive a car with no buttons)"),
 ("Why was my knee surgery postponed?", "Dr Perrin was off sick"),
 ("Why did Dad have to move into a care home?", "he fell at night and was found in the garden at 3am; he can't live alone safely"),
 # inference
 ("Would Inès want to visit the Ghibli Museum?", "Likely yes"),
 ("Could Dad go back to living on his own?", "Likely no"),
 # not in the archive
 ("How much does Olivier earn?", "Not mentioned in my chats"),
 ("What's the name of our vet?", "Not mentioned in my chats"),
]


def assistant_chats_18_at(folder):
    """The archive of CHATS_49 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a18c", CHATS_49, "chatgpt")


@pytest.fixture(scope="module")
def assistant_chats_18(tmp_path_factory):
    return assistant_chats_18_at(tmp_path_factory.mktemp("assistant18"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_49, "assistant 18")


def test_the_archive_finds_the_care_home(assistant_chats_18):
    assert assistant_chats_18.search("Les Tilleuls").results
