"""A sixtieth written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind with its questions and gold answers before any run of
`kbsearch answer` on it, and without reading the answer rules. Its questions are read by the
developer only after their first measure. A hospital pharmacist turned Czech Sign Language
interpreter in Brno, Czech Republic, Zuzana (Zuzka) Kratochvílová, 37, the hearing daughter of a
deaf mother, Jarmila, a retired seamstress who lives alone in Kroměříž; she lives with her partner
Filip Janoušek, a stage technician, and Šmudla, a sable ferret. She chats with ChatGPT from March
2025 to February 2026: cutting her hours in the cytostatics unit of the university hospital and
then leaving it, the final exam of her interpreting course, her mother's cataract operation (a
date that moves and an interpreter she books rather than interpreting herself), setting her rates
and registering as self-employed, her ferret's adrenal disease and two hormone implants, a
ferret-sitter for a week in the Soča valley, a weekend job back at the hospital, a prescribing
mistake she notices while interpreting at a GP's, a landlord who sells their flat and a move to
Filip's aunt's flat in Žabovřesky, her first tax year, presents for her mother and interpreting a
musical at Filip's new theatre, with facts the user updates later (her job and rate, the rent and
the flat, Filip's job, the operation date, the moving day, the implant's price).
bench/answer_conversations.py asks every question ("assistant 60")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_136 = [
 ("2025-03-09", "Leaving hospital pharmacy to become a sign-language interpreter: can we afford it?", [
   ("user", "Hi. I'm Zuzana, Zuzka to everyone, I'm 37 and I've been a hospital pharmacist at the University Hospital Brno (FN Brno) in Bohunice for 11 years. "
            "For the last four I've worked in the cytostatics unit, preparing chemotherapy. I'm on a 0.8 contract, 46,000 Kč gross, about 35,500 Kč net. "
            "My mum, Jarmila, is deaf from birth, so Czech Sign Language (ČZJ) was my first language; I'm a CODA, a child of deaf adults. "
            "For two years I've been doing the ČZJ interpreting course at the Lifelong Learning Centre of Masaryk University, and the final exam is in June. "
            "What I really want is to interpret full time. My partner, Filip Janoušek, is a stage technician at Divadlo Husa na provázku and takes home about 31,000 Kč. "
            "We rent a 2+kk on Purkyňova street in Královo Pole for 16,800 Kč a month including services, and we have 210,000 Kč saved. "
            "My plan: ask to go down to 0.6 from May, then leave the hospital in the autumn and build up interpreting. Is this sane?"),
   ("assistant", "It's a big change, but it isn't reckless: you already have the language natively, a qualification close to done, and a gradual plan rather than a leap. "
                 "Let's look at it in pieces.\n\n"
                 "## 1. The money runway\n"
                 "- **Fixed costs:** your rent of 16,800 Kč plus food, transport, phones and insurance probably puts your joint essentials somewhere around **35,000 to 40,000 Kč a month**. "
                 "Filip's 31,000 Kč covers most of that on its own, which is a strong position.\n"
                 "- **The gap:** if your interpreting income starts slowly, say 5,000 to 15,000 Kč a month in the first half year, your savings of 210,000 Kč give you **well over a year** of cushion.\n"
                 "- **Rule of thumb:** keep at least **six months of essential costs** untouched as an emergency fund, and treat only the rest as your 'runway'.\n\n"
                 "## 2. A staged exit\n"
                 "1. **Talk to your head of pharmacy early.** A reduction to 0.6 from May gives you weekdays free for assignments while you're still insured through your employer.\n"
                 "2. **Pass the exam in June**, and only then give formal notice for the autumn.\n"
                 "3. **Keep a door open:** ask whether the hospital uses occasional staff on a DPČ or DPP agreement. Pharmacists who can cover weekends are often welcome.\n\n"
                 "## 3. Becoming self-employed (OSVČ)\n"
                 "- Interpreting falls under a **free trade** (translation and interpreting), so you get a **trade licence (živnostenský list)** at any trade office with an ID and a small fee.\n"
                 "- Register with the **tax office**, the **Czech Social Security Administration (ČSSZ)** and your **health insurer** within the deadlines.\n"
                 "- While you're still employed, self-employment counts as a **secondary activity**, which usually means lower or no minimum insurance advances. Once you leave, the main-activity minimums apply.\n"
                 "- Ask an accountant about the **flat-rate expense allowance** and the **flat-rate tax (paušální daň)**; both simplify life a lot for interpreters.\n\n"
                 "## 4. Where the work comes from\n"
                 "- **Registered providers of interpreting services** (a social service that is free for deaf clients) employ or contract interpreters.\n"
                 "- **Private clients:** companies, cultural institutions, weddings, conferences, courts.\n"
                 "- **Your niche:** a pharmacist who signs natively is rare. Medical interpreting (consultations, hospital stays, pharmacy counselling) is an obvious speciality.\n\n"
                 "## 5. Protecting your pharmacy career\n"
                 "- Think about keeping your **registration with the Czech Chamber of Pharmacists (ČLnK)** for a while, even if you don't practise. Letting it lapse and returning later is more paperwork.\n"
                 "- Keep a record of your continuing education.\n\n"
                 "These figures are rough; an accountant can check the insurance and tax side for your exact situation. But yes: with Filip's income, your savings and a staged exit, this is a sane plan."),
   ("user", "Talked to my boss, PharmDr. Miloš Krejčí, on Friday. He agreed to 0.6 from 1 May, and I'll leave by the end of September. I'll keep my ČLnK registration for now. "
            "Filip says we'll live on beans and theatre sandwiches."),
   ("assistant", "That's a very good outcome: a boss who's on your side makes the whole transition easier, and 1 May gives you six weeks of extra time before the exam. "
                 "Beans and theatre sandwiches are an honourable diet. One small suggestion: write down now, while it's fresh, the date you'll give formal notice (after the June exam) and the minimum monthly interpreting income at which you'd feel safe. "
                 "Having that number in advance makes the autumn decision much calmer.")],
  {"summary": "The user, Zuzana (Zuzka) Kratochvílová, 37, has been a hospital pharmacist at the University Hospital Brno (FN Brno) in Bohunice for 11 years, the last four in the cytostatics unit preparing chemotherapy, "
              "on a 0.8 contract at 46,000 Kč gross (about 35,500 Kč net); her mother Jarmila is deaf from birth and Czech Sign Language (ČZJ) is her first language (a CODA); "
              "she is finishing the two-year ČZJ interpreting course at the Lifelong Learning Centre of Masaryk University, with the final exam in June 2025, and wants to interpret full time; "
              "her partner Filip Janoušek, a stage technician at Divadlo Husa na provázku, takes home about 31,000 Kč; they rent a 2+kk on Purkyňova street in Královo Pole for 16,800 Kč a month including services and have 210,000 Kč saved; "
              "the assistant estimated their runway, suggested a staged exit (0.6 contract, exam, notice, a DPČ door open), explained registering as self-employed (trade licence, tax office, ČSSZ, health insurer), "
              "where work comes from (interpreting providers, private clients, medical interpreting as a niche), and keeping her ČLnK registration; "
              "her boss PharmDr. Miloš Krejčí agreed to 0.6 from 1 May 2025, and she will leave by the end of September 2025.",
   "procedures": [{"name": "Leaving hospital pharmacy for interpreting", "steps": ["Talk to the head of pharmacy early", "Reduce hours to 0.6", "Pass the exam before giving notice", "Keep a DPČ door open",
                   "Trade licence, tax office, ČSSZ, health insurer", "Keep the ČLnK registration", "Six months of costs as an emergency fund"]}],
   "decisions": [{"decision": "Go down to a 0.6 contract from 1 May 2025 and leave the hospital by the end of September 2025", "rationale": "Time for interpreting assignments while still employed; Filip's income and 210,000 Kč savings as a cushion"},
                 {"decision": "Keep the ČLnK registration for now", "rationale": "Keeps the way back to pharmacy open"}],
   "outcomes": ["0.6 contract from 1 May 2025 agreed with PharmDr. Miloš Krejčí"]}),
 ("2025-04-12", "My ferret is losing the fur on her tail", [
   ("user", "Worried about Šmudla, our ferret. She's a sable jill, 5 years old, neutered, and we adopted her from a ferret rescue in 2021. "
            "For a few weeks she's been losing fur on her tail, it's almost bald now, she scratches a lot and her vulva looked swollen. "
            "We took her to Dr. Hana Sedláčková at the Exoticus clinic in Lesná, who sees a lot of ferrets. She says it's almost certainly adrenal gland disease and recommended a hormone implant, deslorelin (Suprelorin). "
            "She put it in on Thursday 10 April under a light sedation; the bill was 3,900 Kč including the sedation. Šmudla slept all evening. What should I expect now, and is it something she'll have for life?"),
   ("assistant", "I'm sorry, it's unsettling to see a pet change like that. I'm not a vet and can't examine Šmudla, so Dr. Sedláčková's advice comes first, but here's what's generally known about this condition.\n\n"
                 "## What adrenal disease is\n"
                 "- It's **one of the most common diseases of neutered ferrets**, especially from middle age. The adrenal glands start producing too many sex hormones.\n"
                 "- The classic signs are exactly what you saw: **symmetrical hair loss starting at the tail**, itching, and in females a **swollen vulva**. Males may have trouble urinating.\n"
                 "- It's thought to be linked to early neutering and to light cycles, though the causes aren't fully settled.\n\n"
                 "## What the implant does\n"
                 "- Deslorelin **suppresses the hormone signals** that drive the overactive glands. It treats the signs rather than removing the cause.\n"
                 "- **Timeline:** the vulva usually shrinks within **a few weeks**, and the fur grows back over **one to three months**, sometimes after a short phase where it looks worse.\n"
                 "- **Duration:** one implant typically works for **somewhere between about 8 months and 2 years**, varying a lot between ferrets. When signs come back, it's usually time for the next one.\n"
                 "- So yes, it's generally a **long-term condition managed with repeat implants**. Surgery to remove a gland is an alternative in some cases; ask Dr. Sedláčková whether she'd ever consider it for Šmudla.\n\n"
                 "## What to watch for\n"
                 "- **The implant site:** a small lump is normal; redness, swelling or discharge isn't.\n"
                 "- **Appetite, energy and weight:** weigh her weekly on a kitchen scale if she'll sit still.\n"
                 "- **Weakness, drooling, staring or pawing at the mouth:** these can be signs of low blood sugar, from **insulinoma**, another common disease of older ferrets that sometimes appears alongside adrenal disease. Get those checked promptly.\n\n"
                 "## Practical tips\n"
                 "- Itchy skin: ask whether a gentle, ferret-safe skin care routine would help; don't use dog or human products.\n"
                 "- Keep her warm while the fur is thin.\n"
                 "- Write down the **implant date**, so you can tell the vet how long it lasted when signs return."),
   ("user", "She's already stealing socks again and hiding them under the bath, so I think she's fine. Check-up in six weeks, on 23 May."),
   ("assistant", "Sock theft is an excellent sign of a ferret feeling like herself. At the check-up it's worth asking Dr. Sedláčková two things: whether she wants a baseline blood glucose test given Šmudla's age, "
                 "and roughly what the next implant will cost, so you can plan for it.")],
  {"summary": "The user's ferret Šmudla, a 5-year-old neutered sable jill adopted from a ferret rescue in 2021, lost fur on her tail, was itchy and had a swollen vulva; "
              "Dr. Hana Sedláčková at the Exoticus clinic in Lesná, Brno, diagnosed adrenal gland disease and put in a deslorelin (Suprelorin) implant on 10 April 2025 under light sedation for 3,900 Kč; "
              "the assistant (not a vet) explained adrenal disease in neutered ferrets, that the implant suppresses the hormones, that fur regrows in one to three months and that one implant lasts roughly 8 months to 2 years, so it's managed with repeat implants, "
              "and said to watch the implant site, appetite and weight, and signs of low blood sugar (insulinoma); Šmudla is stealing socks again; check-up on 23 May 2025.",
   "procedures": [{"name": "After a ferret's adrenal implant", "steps": ["Expect the vulva to shrink in weeks and fur to regrow in one to three months", "Watch the implant site", "Weigh her weekly",
                   "Watch for weakness, drooling or staring (insulinoma)", "Keep her warm", "Write down the implant date"]}],
   "decisions": [{"decision": "Deslorelin implant for Šmudla on 10 April 2025", "rationale": "Dr. Sedláčková diagnosed adrenal gland disease"}],
   "outcomes": ["Implant bill 3,900 Kč including sedation", "Check-up on 23 May 2025"]}),
 ("2025-05-04", "Mum's cataract operation: who interprets?", [
   ("user", "Family question. My mum, Jarmila Kratochvílová, is 67, deaf from birth, and lives on her own in a flat in Kroměříž near the Květná zahrada (the Flower Garden). She was a seamstress at a clothing factory in Kroměříž until she retired. "
            "She's having a cataract operation on her right eye on Thursday 22 May at the eye department of Kroměříž hospital. "
            "When she asked about communication, the nurse said: 'Bring your daughter, she can interpret.' I don't want to. That day I want to be her daughter, holding her hand, not the interpreter. "
            "I'm also not qualified yet, and the consent conversation should be done by someone neutral. How do I arrange a proper interpreter, and how do I say it to the hospital without a fight?"),
   ("assistant", "Your instinct is right on every count, and it's one that professional interpreters share: interpreting for your own family in a medical setting is hard to do well, precisely because you care.\n\n"
                 "## Why family shouldn't interpret consent\n"
                 "- **Neutrality:** a family member may soften bad news or add their own opinions without meaning to.\n"
                 "- **Accuracy under stress:** it's hard to interpret risks of an operation on your own mother calmly.\n"
                 "- **Her autonomy:** your mum has the right to hear everything directly and decide for herself.\n"
                 "- **Your role:** you can't comfort her and interpret at the same time.\n\n"
                 "## Her rights\n"
                 "- Czech law (**Act No. 155/1998 Coll.**, on the communication systems of deaf and deafblind persons) recognises Czech Sign Language and the right of deaf people to use it, including when dealing with healthcare.\n"
                 "- **Interpreting services** are a registered **social service** and are provided **free of charge** to deaf clients by registered providers. There are providers in the Zlín region.\n"
                 "- Some providers also offer **online video interpreting** for short, unplanned conversations.\n\n"
                 "## Steps\n"
                 "1. **Book an interpreter now** with a regional provider for the whole morning of the 22nd: admission, the consent talk, the pre-op briefing and the discharge instructions.\n"
                 "2. **Tell the eye department in writing** (email is fine) that a qualified interpreter will attend, with her name, and ask what time she should arrive.\n"
                 "3. **Ask for written information** about the operation and the aftercare in advance, so your mum can read it at home.\n"
                 "4. **Plan for the unplanned:** save the video interpreting service on her phone for calls with the ward afterwards.\n\n"
                 "## How to say it to the hospital\n"
                 "Something like: *'Thank you, I'll be there as her daughter. For the consent and the medical explanations we've booked a qualified ČZJ interpreter, Mrs. X, so that everything is neutral and accurate.'* "
                 "Framed that way it sounds like a help to them, which it is.\n\n"
                 "## After the operation\n"
                 "- **Eye drops** are usually several times a day for some weeks, on a strict schedule. Make her a **visual chart** of the drops with times and tick boxes, and get her a **vibrating alarm clock** or set vibrating phone reminders, since she won't hear an alarm.\n"
                 "- She may have an **eye shield at night** for a while; practise putting it on before the day.\n"
                 "- Agree how she'll **contact the ward** if something feels wrong (the video service, a text number, or you)."),
   ("user", "Done. The regional interpreting service in Zlín is sending Mrs. Renata Holubová for the whole morning of the 22nd, and I emailed the eye department. "
            "I've ordered Mum a vibrating alarm clock for the drops, 690 Kč, and I'll draw the drops chart. Mum insists that Filip drives her there because 'he drives gently'."),
   ("assistant", "That all sounds well organised, and Filip has clearly earned a reputation. For the chart, use a different colour for each type of drop and make the tick boxes big enough to tick without her reading glasses. "
                 "If the surgeon prescribes a tapering schedule (fewer drops each week), draw one sheet per week so she never has to work out the maths.")],
  {"summary": "The user's mother, Jarmila Kratochvílová, 67, deaf from birth, a retired seamstress from a clothing factory, lives alone in Kroměříž near the Květná zahrada; "
              "she is to have a cataract operation on her right eye on 22 May 2025 at the eye department of Kroměříž hospital; a nurse suggested her daughter interpret, but the user wants to be there as her daughter, isn't yet qualified, and wants consent done by someone neutral; "
              "the assistant explained why family shouldn't interpret consent, Act No. 155/1998 Coll., that interpreting services are a free social service, and advised booking an interpreter for the whole morning, telling the eye department in writing, "
              "asking for written information and saving a video interpreting service; for aftercare it suggested a visual eye-drop chart and a vibrating alarm clock; "
              "the regional interpreting service in Zlín is sending Mrs. Renata Holubová; the user ordered a vibrating alarm clock (690 Kč); Filip will drive Jarmila to the hospital.",
   "procedures": [{"name": "Arranging a sign-language interpreter for a hospital operation", "steps": ["Book a qualified interpreter for the whole morning", "Tell the department in writing", "Ask for written information in advance",
                   "Save a video interpreting service", "Visual eye-drop chart", "Vibrating alarm clock for the drops"]}],
   "decisions": [{"decision": "Book a professional interpreter instead of interpreting for her mother", "rationale": "She wants to be there as her daughter, she isn't qualified yet, and consent needs a neutral interpreter"}],
   "outcomes": ["Renata Holubová from the Zlín regional interpreting service booked for 22 May 2025", "Vibrating alarm clock ordered for 690 Kč"]}),
 ("2025-06-01", "Three weeks to my interpreting exam", [
   ("user", "My final exam at Masaryk University is on Thursday 19 June. It has four parts: interpreting a recorded lecture into ČZJ, voicing a signed story into spoken Czech, a dialogue role-play, and an oral on professional ethics. "
            "My weak spot is voicing, from ČZJ into Czech: I start too early, then I lose the thread and drop numbers. My mentor, Ivana Hrubá, who has interpreted for twenty years, says my décalage is too short. "
            "Other news: Mum's operation was moved because the surgeon was ill; it's now on Thursday 12 June, and Renata Holubová can still come. "
            "And Šmudla's check-up on 23 May was fine: the fur on her tail is growing back. How should I use the next three weeks?"),
   ("assistant", "Good news about Šmudla, and I'm glad Renata could move with the date. Three weeks is enough to make a real difference to voicing, because the problem you describe is a technique problem, not a language problem.\n\n"
                 "## 1. Fix the décalage\n"
                 "- **Décalage** (the lag between source and target) gives you context. Starting too early forces you to commit to a sentence before you know where it's going, and then you have to repair it.\n"
                 "- **Drill:** take signed videos and consciously wait for the **first full idea** before you speak. Aim for about **one clause behind**, then let it stretch when the structure is complex.\n"
                 "- It will feel uncomfortably long at first. That's the point.\n\n"
                 "## 2. Numbers\n"
                 "- **Note them:** keep a pad and write numbers, dates and names the moment you see them, while you go on voicing.\n"
                 "- **Say them last:** in Czech you can often restructure so the number comes at the end of your sentence, which buys you time.\n"
                 "- Practise with **number-dense material**: signed news, weather reports, sports results.\n\n"
                 "## 3. A three-week plan\n"
                 "**Week 1 (2 to 8 June):** voicing every day, 30 to 40 minutes, recorded. Listen back once a day and note one thing to fix.\n"
                 "**Week 2 (9 to 15 June):** longer texts (10 to 15 minutes) to build stamina; one **mock exam** with Ivana under real conditions.\n"
                 "**Week 3 (16 to 19 June):** lighter practice, ethics revision, sleep. No new material in the last two days.\n\n"
                 "## 4. The other parts\n"
                 "- **Lecture into ČZJ:** prepare terminology lists for likely topics and practise spatial organisation (placing people and places in signing space consistently).\n"
                 "- **Dialogue role-play:** practise managing turn-taking: how to ask a speaker to pause, how to say you need a repetition, first person throughout.\n"
                 "- **Ethics oral:** revise confidentiality, impartiality, accuracy, the limits of your role, and conflicts of interest. Have two or three real examples ready. Your mum's operation is a perfect one on conflicts of interest.\n\n"
                 "## 5. Practice material\n"
                 "Variety matters: different signers, ages and regional variants. Older deaf signers are often the hardest to voice and the most valuable to practise with."),
   ("user", "I'll record Mum signing stories from her childhood at the deaf boarding school in Brno for voicing practice. She's delighted to be a 'film star'. "
            "Ivana can't do a mock exam on the 12th because I'll be at the hospital with Mum, so we've moved it to Saturday 14 June."),
   ("assistant", "Recording your mum is a lovely idea and excellent material: an older signer, natural storytelling, and stories you'll want to get right. "
                 "Ask her to include names, places and years in the stories, since those are exactly the details you drop. Saturday the 14th still leaves you five days to work on whatever the mock exam shows up."),
   ("user", "One more thing: for the ethics oral, can I really use Mum's operation as my example of a conflict of interest, or is that too personal?"),
   ("assistant", "You can, and it's a strong example precisely because it's real. A few ways to keep it professional:\n\n"
                 "- **Keep it short and factual:** a deaf relative, a medical appointment, a request from staff that the family member interpret.\n"
                 "- **Name the principle:** conflict of interest, impartiality, and the patient's right to a neutral interpreter for informed consent.\n"
                 "- **Say what you did and why:** you declined, booked a qualified interpreter through a registered provider and told the department in writing.\n"
                 "- **Leave out private details** such as her diagnosis or anything she wouldn't want an exam board to know. Examiners care about your reasoning, not her medical history.\n\n"
                 "If you want a second example, prepare one about confidentiality, since that's the other topic almost every ethics oral touches.")],
  {"summary": "The user's final interpreting exam at Masaryk University is on 19 June 2025: a recorded lecture into ČZJ, voicing a signed story into Czech, a dialogue role-play and an ethics oral; "
              "her weak spot is voicing (starting too early, losing numbers); her mentor Ivana Hrubá, an interpreter for twenty years, says her décalage is too short; "
              "her mother's cataract operation moved from 22 May to 12 June 2025 because the surgeon was ill, and Renata Holubová can still come; Šmudla's check-up on 23 May 2025 was fine and the fur on her tail is regrowing; "
              "the assistant advised waiting for the first full idea before voicing, noting numbers and saying them last, a three-week plan (daily recorded voicing, stamina, a mock exam, a lighter last week), "
              "terminology and signing space for the lecture, turn-taking for the role-play and ethics revision; she will record her mother signing childhood stories from the deaf boarding school in Brno, and the mock exam with Ivana moved to 14 June 2025; for the ethics oral the assistant said she can use her mother's operation as a conflict-of-interest example if she keeps it factual, names the principle, says what she did and leaves out private details.",
   "procedures": [{"name": "Three weeks of exam preparation for voicing", "steps": ["Wait for the first full idea (longer décalage)", "Note numbers and say them last", "Daily recorded voicing practice",
                   "Longer texts for stamina", "A mock exam with the mentor", "Lighter last week and ethics revision"]}],
   "decisions": [{"decision": "Practise voicing with recordings of her mother's childhood stories", "rationale": "An older signer, natural storytelling, with names and numbers"},
                 {"decision": "Mock exam with Ivana Hrubá on 14 June 2025 instead of 12 June", "rationale": "12 June is her mother's operation"}],
   "outcomes": ["Mother's operation moved to 12 June 2025", "Šmudla's fur regrowing"]}),
 ("2025-06-28", "Passed! What should I charge as a new interpreter?", [
   ("user", "I passed! The exam on 19 June went well, and my best mark was in voicing, of all things. Ivana says it's Mum's stories. "
            "Mum's operation on 12 June went fine too: Renata Holubová interpreted the whole morning, Filip drove, and Mum now sees 'colours like new' with her right eye. The left eye will probably be done next year. "
            "I got my trade licence at the trade office in Královo Pole on Wednesday 25 June, and I've signed up as a contract interpreter with Tichá cesta, a registered interpreting provider in Brno, for their assignments. "
            "Now private clients: what should I charge? Ivana charges 700 Kč an hour but she has twenty years behind her."),
   ("assistant", "Congratulations! Passing with your best mark in the part you were most worried about is the best possible start. And I'm glad the operation went so well.\n\n"
                 "## What goes into a rate\n"
                 "- **Your real working time** is more than the hours on site: preparation, travel, admin, invoicing, unpaid gaps between jobs.\n"
                 "- **Your costs:** social and health insurance advances, tax, a phone, a laptop, professional training, liability insurance.\n"
                 "- **The market:** what experienced colleagues charge (Ivana's 700 Kč) is your ceiling for now; starting a little below is normal, but not so low that you undercut colleagues or struggle to raise it later.\n\n"
                 "## A suggested structure\n"
                 "1. **Hourly rate: around 600 Kč an hour** for private clients. It's credible for a newly qualified interpreter with native ČZJ and a specialism.\n"
                 "2. **Minimum charge: one hour**, even for a 15-minute job, because you've still blocked the time and travelled.\n"
                 "3. **Travel time** at **half the rate (300 Kč an hour)**, plus travel costs outside Brno.\n"
                 "4. **Cancellation:** a fee (for example 50%) if a client cancels less than 24 hours before.\n"
                 "5. **Team interpreting:** for anything over about an hour of continuous interpreting (conferences, theatre, long meetings), insist on **two interpreters** who take turns. It protects quality and your health.\n"
                 "6. **Preparation:** for conferences or performances, charge for preparation time or build it into a day rate.\n\n"
                 "## Raising it later\n"
                 "Plan to **review your rate after six months**. Raising it is much easier at a natural point, like the start of a new year, with a polite email to existing clients a month in advance.\n\n"
                 "## Put it in writing\n"
                 "A one-page price list and simple terms (what's included, cancellation, payment within 14 days) save awkward conversations."),
   ("user", "Going with 600 Kč an hour, a one-hour minimum, travel at 300 Kč an hour and 50% if cancelled under 24 hours. "
            "And I have my first paid private job: a guided tour of Villa Tugendhat for a group of deaf visitors on Saturday 12 July!"),
   ("assistant", "A Tugendhat tour is a wonderful first job. Ask the villa for the guide's script in advance and build a small glossary: architectural terms (onyx wall, the retractable windows, Mies van der Rohe's name and its sign, cruciform columns). "
                 "Agree with the group before you start how they want you to place yourself, since you'll be moving through rooms and people need to see both you and what the guide is pointing at.")],
  {"summary": "The user passed her ČZJ interpreting exam on 19 June 2025, with her best mark in voicing, which her mentor Ivana Hrubá credits to practising with her mother's stories; "
              "Jarmila's cataract operation on 12 June 2025 went well, with Renata Holubová interpreting and Filip driving; the left eye will probably be done next year; "
              "the user got her trade licence at the Královo Pole trade office on 25 June 2025 and signed up as a contract interpreter with Tichá cesta, a registered interpreting provider in Brno; Ivana charges 700 Kč an hour; "
              "the assistant explained what goes into a rate and suggested about 600 Kč an hour, a one-hour minimum, travel at half rate (300 Kč), a cancellation fee, team interpreting for long jobs, charging for preparation and reviewing the rate after six months; "
              "she set 600 Kč an hour, a one-hour minimum, travel at 300 Kč an hour and 50% for cancellations under 24 hours; her first paid private job is a guided tour of Villa Tugendhat for deaf visitors on 12 July 2025.",
   "procedures": [{"name": "Setting an interpreter's rates", "steps": ["Count preparation, travel and admin", "Count insurance and tax", "Start a little below experienced colleagues", "One-hour minimum",
                   "Travel at half rate", "Cancellation fee under 24 hours", "Two interpreters for long jobs", "Review the rate after six months"]}],
   "decisions": [{"decision": "Private rate 600 Kč an hour, one-hour minimum, travel 300 Kč an hour, 50% for cancellations under 24 hours", "rationale": "Credible for a newly qualified interpreter, below Ivana's 700 Kč"},
                 {"decision": "Contract interpreter with Tichá cesta", "rationale": "Regular assignments from a registered provider"}],
   "outcomes": ["Passed the interpreting exam on 19 June 2025", "Trade licence on 25 June 2025", "First private job: Villa Tugendhat tour on 12 July 2025"]}),
 ("2025-07-20", "Instructions for the ferret-sitter while we're in Slovenia", [
   ("user", "The Tugendhat tour went really well, they've asked me back for their deaf group tours once a month. "
            "Now holidays: Filip and I are going to Bovec in the Soča valley in Slovenia from Saturday 9 to Saturday 16 August, hiking and rafting, in Filip's old Škoda Octavia. "
            "Šmudla stays at home and our neighbour from flat 4, Mrs. Alena Dvořáková, a retired teacher, will come in twice a day. "
            "Šmudla eats Totally Ferret kibble, loves bits of cooked chicken, steals socks and sleeps in a hammock in her cage. What should I write down for Mrs. Dvořáková?"),
   ("assistant", "A written sheet is a great idea: it makes the sitter confident and covers the things nobody thinks to ask. Here's a draft you can adapt.\n\n"
                 "## Šmudla: the basics\n"
                 "- **Food:** Totally Ferret kibble, bowl **always full**; ferrets eat many small meals. A few bits of cooked chicken as a treat, **no raisins, chocolate, sugar, dairy or onion**.\n"
                 "- **Water:** fresh water in the bottle *and* a heavy bowl, both checked at every visit.\n"
                 "- **Litter:** scoop the corner tray once a day; ferrets are fussy and will go elsewhere if it's dirty.\n"
                 "- **Medication/health:** note that she has an implant for adrenal disease, and what 'normal' looks like for her.\n\n"
                 "## Play and safety\n"
                 "- **Out of the cage** at least an hour a day, **only while supervised**, in a ferret-proofed room.\n"
                 "- **Dangers:** gaps behind kitchen units and appliances, reclining chairs and sofa beds, open windows, rubber and foam (she may chew and swallow it, which can cause a blockage).\n"
                 "- **Count her before leaving:** make sure she's back in the cage and the door is clipped.\n\n"
                 "## Heat: the big one in August\n"
                 "Ferrets **don't tolerate heat well**: they can't sweat, and temperatures above about **27 to 28 °C** can become dangerous.\n"
                 "- **Keep the blinds down** and the windows shaded during the day.\n"
                 "- Put **frozen water bottles wrapped in a towel** in the cage for her to lie against, and swap them at each visit.\n"
                 "- A ceramic tile to lie on helps.\n"
                 "- **Signs of heatstroke:** panting, lying flat and limp, red gums, drooling. That's an **emergency**: cool her gently with damp (not ice-cold) towels and go straight to a vet.\n\n"
                 "## When to call the vet\n"
                 "- Not eating for a day, diarrhoea or black tarry droppings, vomiting, straining, weakness or staring and drooling (low blood sugar), or any heat signs.\n"
                 "- Write down **Dr. Sedláčková's number and the clinic's hours**, and an **out-of-hours emergency clinic** that sees exotics.\n\n"
                 "## For the sitter\n"
                 "- Your phone numbers and that you're reachable in Slovenia.\n"
                 "- **Money for emergencies** so she doesn't have to pay a vet herself.\n"
                 "- Permission in writing for the vet to treat Šmudla on your behalf."),
   ("user", "Done: I've written the sheet, there'll be two frozen water bottles wrapped in a towel in the freezer rotation, Dr. Sedláčková's number is on the fridge, and there's an envelope with 1,500 Kč for emergencies. "
            "I offered Mrs. Dvořáková Filip's slivovice as a thank-you, but she wants a box of Slovenian chocolates instead."),
   ("assistant", "That's thorough: Šmudla is in good hands. A box of Slovenian chocolates is an easy request; there are good chocolatiers in Ljubljana if you pass through, or any supermarket in Bovec will have local boxes. "
                 "Enjoy the Soča, and take a waterproof bag for the rafting if you want your phone to survive.")],
  {"summary": "The Villa Tugendhat tour went well and the user was asked back for its deaf group tours once a month; "
              "she and Filip go to Bovec in the Soča valley, Slovenia, from 9 to 16 August 2025 for hiking and rafting in Filip's old Škoda Octavia; Šmudla stays home and neighbour Mrs. Alena Dvořáková from flat 4, a retired teacher, will visit twice a day; "
              "Šmudla eats Totally Ferret kibble, likes cooked chicken, steals socks and sleeps in a hammock; "
              "the assistant drafted a sitter sheet: food always available and no raisins, chocolate, sugar, dairy or onion, water bottle and bowl, litter, supervised play in a ferret-proofed room, dangers (gaps, sofa beds, rubber), "
              "heat (ferrets can't cope above about 27 to 28 °C: blinds down, frozen bottles in a towel, a tile, heatstroke signs), when to call the vet, emergency money and written permission; "
              "the user wrote the sheet, prepared frozen water bottles in a towel, put Dr. Sedláčková's number on the fridge and left a 1,500 Kč envelope for emergencies; Mrs. Dvořáková wants Slovenian chocolates as a thank-you.",
   "procedures": [{"name": "Ferret-sitter sheet", "steps": ["Kibble always available, no sweets, raisins, dairy or onion", "Water bottle and bowl", "Scoop the litter daily", "Supervised play only",
                   "Keep her cool: blinds down, frozen bottles in a towel", "Vet numbers and signs of illness", "Emergency money and written permission"]}],
   "decisions": [{"decision": "Šmudla stays at home with Mrs. Alena Dvořáková visiting twice a day", "rationale": "Less stressful than moving her during the 9 to 16 August 2025 trip to Bovec"}],
   "outcomes": ["Asked back for monthly Villa Tugendhat deaf group tours", "1,500 Kč emergency envelope left with the sitter"]}),
 ("2025-09-13", "Should I keep a foot in the hospital on weekends?", [
   ("user", "Back from Slovenia ages ago: Filip rafted, I got sunburnt, Šmudla ignored us for a day. "
            "My last day at FN Brno is Tuesday 30 September. Dr. Krejčí has offered me weekend work on a DPČ (dohoda o pracovní činnosti): two Saturdays a month in the hospital's outpatient dispensary at 450 Kč an hour. "
            "Interpreting so far: 9,600 Kč in July, 4,200 Kč in August (holiday), and 18,000 Kč booked for September, including a deaf couple's wedding in Třebíč on 6 September and a parents' evening at the school for deaf children in Brno. "
            "Should I take the Saturdays?"),
   ("assistant", "It's a good offer to think about carefully, because it touches both your income and your identity as an interpreter. Let's lay it out.\n\n"
                 "## For taking it\n"
                 "- **Stable income:** two Saturdays of, say, 8 hours at 450 Kč is about **7,200 Kč gross a month**, which smooths out slow interpreting months like August.\n"
                 "- **Keeping your clinical skills** (and your ČLnK registration meaningful) in case you ever want to go back, or to work in pharmacy part time later.\n"
                 "- **Your niche:** staying current in medicines makes you a better medical interpreter.\n\n"
                 "## Against\n"
                 "- **Weekend clashes:** weddings, theatre, cultural events and family celebrations for deaf clients often fall on Saturdays; those are well-paid interpreting jobs.\n"
                 "- **Fatigue:** building a freelance business is tiring; losing two weekend days a month cuts into rest.\n"
                 "- **Tax and insurance:** a DPČ above a certain monthly amount is subject to social and health insurance, and having employment income can affect which **tax regime** you can use as a self-employed person. Check with an accountant before you sign.\n\n"
                 "## A middle way\n"
                 "1. **Accept for a trial period**, for example until March, with a review.\n"
                 "2. **Ask for flexibility:** agree that you can **swap Saturdays** with a month's notice if an interpreting job comes up.\n"
                 "3. **Keep a calendar rule:** interpreting bookings are confirmed first; the dispensary rota is built around them.\n\n"
                 "Your income figures look healthy for a first summer, by the way: 18,000 Kč booked in your first September is a good sign."),
   ("user", "I've accepted: two Saturdays a month in the dispensary from October, swaps allowed with a month's notice, and we'll review in March. "
            "For my farewell on the 30th I'm bringing větrníky from the cukrárna on Úvoz for the whole cytostatics team."),
   ("assistant", "That's a balanced arrangement, and swap rights are the key detail. Enjoy your last day: eleven years is a long time, and it's fine if it feels emotional. "
                 "Větrníky are a very good way to be remembered.")],
  {"summary": "The user and Filip came back from Slovenia; her last day at FN Brno is 30 September 2025; PharmDr. Miloš Krejčí offered her weekend work on a DPČ, two Saturdays a month in the hospital's outpatient dispensary at 450 Kč an hour; "
              "her interpreting income was 9,600 Kč in July and 4,200 Kč in August 2025, with 18,000 Kč booked for September, including a deaf couple's wedding in Třebíč on 6 September 2025 and a parents' evening at the school for deaf children in Brno; "
              "the assistant weighed stable income, clinical skills and her medical niche against Saturday clashes with interpreting jobs, fatigue and tax and insurance effects, and suggested a trial period, swap rights and putting interpreting bookings first; "
              "she accepted two Saturdays a month from October 2025 with swaps on a month's notice and a review in March 2026; she'll bring větrníky from the cukrárna on Úvoz to her farewell.",
   "decisions": [{"decision": "Two Saturdays a month in the FN Brno outpatient dispensary on a DPČ at 450 Kč an hour from October 2025", "rationale": "Stable income for slow months and keeping clinical skills; swaps allowed, review in March 2026"}],
   "outcomes": ["Last day at FN Brno on 30 September 2025", "Interpreting income: 9,600 Kč in July, 4,200 Kč in August, 18,000 Kč booked for September 2025"]}),
 ("2025-10-18", "I noticed a prescribing problem while interpreting at a GP's", [
   ("user", "I need to talk something through. On Tuesday I interpreted, through Tichá cesta, at a GP appointment for Mr. Karel Beneš, 72, who is deaf. He has a chest infection, and the GP prescribed clarithromycin. "
            "But I know from his medication list, which he showed the doctor, that he's on simvastatin 40 mg. That combination is a well-known interaction: clarithromycin can push up statin levels and the risk of muscle damage. "
            "I'm the interpreter, I'm supposed to be impartial and not add anything. I said nothing in the room. Afterwards, outside, I told Mr. Beneš he might ask the pharmacist to check it against his other medicines. "
            "Was that right? And what should I do if it happens again?"),
   ("assistant", "This is one of the hardest situations for an interpreter with a second profession, and you handled it thoughtfully. Let's separate the principles from the practical answer.\n\n"
                 "## The tension\n"
                 "- **The interpreter's role:** accuracy and impartiality; you don't add, omit or advise. The doctor and the patient own the conversation.\n"
                 "- **Patient safety:** most professional codes recognise that an interpreter may **step out of role** in exceptional situations, for example when there's a risk of serious harm, as long as it's done **transparently**.\n"
                 "- **Your pharmacist knowledge** is real, but in that room nobody hired you as a pharmacist. Giving pharmaceutical advice as the interpreter blurs your role and can undermine trust in both directions.\n\n"
                 "## What you did\n"
                 "- Saying nothing in the room kept your role clear.\n"
                 "- Suggesting afterwards that Mr. Beneš ask his pharmacist was a reasonable, low-key safety net. Strictly, even that is advice outside your role, so it's worth being aware of, but it was proportionate and it pointed him to the right professional.\n\n"
                 "## Next time: a better option\n"
                 "1. **Step out of role openly, in both languages.** Say to the doctor and sign to the patient at the same time something like: *'Interpreter speaking: may I ask the doctor to check the new medicine against the patient's current medicines?'*\n"
                 "2. **Don't give the answer.** You're prompting the doctor to review, not diagnosing the interaction yourself. The doctor stays responsible.\n"
                 "3. **Step back into role** straight away and interpret whatever follows.\n"
                 "4. **Keep it rare:** reserve it for situations where there's a real risk of harm, not for every detail you'd have done differently.\n\n"
                 "## Afterwards\n"
                 "- **Debrief with your mentor** or in supervision; this is exactly what it's for.\n"
                 "- **Make a short note** of what happened and what you said, in case questions come up later, keeping confidentiality.\n"
                 "- Consider whether, for medical jobs, you want to mention at the start that you're also a pharmacist. There are arguments both ways; discuss it with Ivana."),
   ("user", "I phoned Ivana and she said almost exactly the same: next time step out of role openly in both languages, ask the doctor to check his current medicines, and don't play pharmacist. "
            "And it ended well: the pharmacist at the dispensing counter flagged the interaction, and the GP switched Mr. Beneš to doxycycline."),
   ("assistant", "I'm glad: the system worked, and you have a clear plan for next time. It's also a good example of why the double check at the pharmacy counter matters. "
                 "Keep this one in your notes; it's the kind of case that's useful in supervision and, one day, when you mentor new interpreters yourself.")],
  {"summary": "On 14 October 2025 the user interpreted, through Tichá cesta, at a GP appointment for Mr. Karel Beneš, 72, who is deaf; the GP prescribed clarithromycin for a chest infection although he takes simvastatin 40 mg, a known interaction (muscle damage); "
              "she said nothing in the room and afterwards told him to ask the pharmacist to check it against his other medicines; "
              "the assistant explained the tension between impartiality and patient safety, said what she did was proportionate, and advised that next time she step out of role openly in both languages ('Interpreter speaking'), ask the doctor to check the new medicine against the patient's current medicines without giving the answer herself, "
              "step back into role, keep it rare, debrief with her mentor and make a note; her mentor Ivana Hrubá said the same; the pharmacist flagged the interaction and the GP switched Mr. Beneš to doxycycline.",
   "procedures": [{"name": "Stepping out of role when a medicine looks unsafe", "steps": ["Say 'Interpreter speaking' in both languages", "Ask the doctor to check the new medicine against the current medicines", "Don't give the answer yourself",
                   "Step back into role", "Keep it for real risk of harm", "Debrief with a mentor and make a note"]}],
   "decisions": [{"decision": "Next time, step out of role openly and prompt the doctor to check, rather than advising the patient afterwards", "rationale": "Transparent, keeps the doctor responsible and the interpreter's role clear"}],
   "outcomes": ["Mr. Karel Beneš switched from clarithromycin to doxycycline after the pharmacist flagged the interaction"]}),
 ("2025-11-08", "Our landlord is selling the flat: where do we go?", [
   ("user", "Bad news. Our landlord, Mr. Zdeněk Hanák, is selling our flat on Purkyňova and has given us notice: we have to be out by 31 January 2026. "
            "We've found three options:\n"
            "- A 2+1 in Židenice, ground floor, 17,900 Kč a month including services.\n"
            "- Filip's aunt, Libuše, is moving in with her partner in Tišnov and has offered us her 3+1 in Žabovřesky, on Horova street, for 13,500 Kč including services. It needs repainting and the windows are old.\n"
            "- A new-build 2+kk in Nový Lískovec, 19,500 Kč, with a balcony.\n"
            "And Filip has news of his own: he's been offered the job of head of the stage crew at Městské divadlo Brno from 1 January, at about 38,000 Kč net. "
            "We need somewhere Šmudla can run around safely. Which one?"),
   ("assistant", "Congratulations to Filip, that's a big step up. And sorry about the flat; a forced move is never welcome, but you have a genuinely good option on the table.\n\n"
                 "## Side by side\n"
                 "| | Židenice 2+1 | Žabovřesky 3+1 (Libuše) | Nový Lískovec 2+kk |\n"
                 "|---|---|---|---|\n"
                 "| Rent incl. services | 17,900 Kč | **13,500 Kč** | 19,500 Kč |\n"
                 "| Space | 2+1 | **3+1** | 2+kk |\n"
                 "| Condition | ? | needs painting, old windows | new |\n"
                 "| Notes | ground floor (security, damp?) | family landlord | balcony, far from the centre |\n\n"
                 "Libuše's flat is cheaper by **4,400 to 6,000 Kč a month** and bigger. A third room would make a proper **home office** for your admin and video interpreting.\n\n"
                 "## Renting from family: do it properly\n"
                 "- **A written lease**, just as with a stranger: rent, what's included, the deposit, the length, notice periods.\n"
                 "- **Repairs:** agree who pays for what. If you repaint yourselves, agree that it's at your cost and that she won't ask for the walls 'as they were' when you leave.\n"
                 "- **The windows:** old windows mean higher heating costs; ask whether she plans to replace them, and if services are a flat amount, whether heating is included.\n"
                 "- **What if she wants it back?** Agree a long enough term (for example three years) and a notice period, so a change in her relationship doesn't leave you homeless in a month.\n\n"
                 "## Šmudla\n"
                 "- Older flats have **more gaps**: under kitchen units, behind the bath, around old radiators. You'll want to ferret-proof before she moves in.\n"
                 "- Ask Libuše whether she's fine with a ferret, in writing in the lease.\n\n"
                 "## Leaving Purkyňova\n"
                 "- Photograph the flat now, and again on the day you leave, for the **deposit**.\n"
                 "- Give Mr. Hanák your new address for the deposit return and the final services statement."),
   ("user", "We're taking Libuše's flat. We've signed a written lease for three years at 13,500 Kč, Šmudla included, and we'll repaint it ourselves in January. "
            "We plan to move on Saturday 24 January. And Filip has accepted the theatre job, he starts on 1 January."),
   ("assistant", "That's a great outcome all round: cheaper, bigger, a three-year lease, and a new job for Filip. Repainting in January is fine as long as you can heat and ventilate the rooms; paint dries slowly in the cold. "
                 "Book a van for the 24th soon, because end-of-month Saturdays fill up, and check with Mr. Hanák when he wants the keys back."),
   ("user", "Mr. Hanák holds a deposit of 33,600 Kč, two months' rent. He's nice but vague. How do I make sure we get it back?"),
   ("assistant", "A deposit of two months is common, and getting it back smoothly is mostly about paperwork.\n\n"
                 "## Before you leave\n"
                 "1. **Photograph and film every room** on the last day, including walls, floors, the inside of the oven and the bathroom.\n"
                 "2. **Clean properly** and fix small things you caused (holes from picture hooks).\n"
                 "3. **Read the meters** together with him and write the readings down.\n\n"
                 "## The handover\n"
                 "- Sign a **handover protocol** (předávací protokol) listing the state of the flat, the meter readings, the keys returned and any defects he notes.\n"
                 "- Give him your **bank account** and your **new address** in writing.\n\n"
                 "## After\n"
                 "- Under Czech rules the landlord must return the deposit after the lease ends, minus any legitimate claims, with interest; he can deduct unpaid services once the annual statement is done, so part may come later.\n"
                 "- If nothing arrives within a month, send a polite written reminder; if that fails, a formal letter usually does the trick.")],
  {"summary": "Landlord Mr. Zdeněk Hanák is selling the user's flat on Purkyňova street in Královo Pole and they must leave by 31 January 2026; options: a ground-floor 2+1 in Židenice for 17,900 Kč including services, "
              "Filip's aunt Libuše's 3+1 on Horova street in Žabovřesky for 13,500 Kč including services (needs repainting, old windows; Libuše is moving in with her partner in Tišnov), and a new-build 2+kk with a balcony in Nový Lískovec for 19,500 Kč; "
              "Filip was offered head of the stage crew at Městské divadlo Brno from 1 January 2026 at about 38,000 Kč net; "
              "the assistant compared the flats, favoured Libuše's as cheaper and bigger with room for an office, and advised a written lease with repairs, term and notice agreed, checking the heating, ferret-proofing an older flat, and photographing the old flat for the deposit; "
              "they signed a three-year lease at 13,500 Kč with Šmudla allowed, will repaint in January and plan to move on 24 January 2026; Filip accepted the theatre job, starting 1 January 2026; Mr. Hanák holds a deposit of 33,600 Kč (two months' rent), and the assistant advised photographing the flat, reading the meters together, a signed handover protocol, giving him her bank account and new address in writing, and a written reminder if the deposit doesn't arrive.",
   "decisions": [{"decision": "Rent Filip's aunt Libuše's 3+1 in Žabovřesky at 13,500 Kč a month on a three-year lease", "rationale": "Cheaper and bigger than the Židenice and Nový Lískovec flats, with room for an office"},
                 {"decision": "Filip takes the head of stage crew job at Městské divadlo Brno from 1 January 2026", "rationale": "A step up, about 38,000 Kč net"}],
   "outcomes": ["Must leave the Purkyňova flat by 31 January 2026", "Move planned for 24 January 2026"]}),
 ("2025-11-29", "My first tax year as an interpreter, and raising my rate", [
   ("user", "Money admin. I've found an accountant, Ing. Petra Machalová, who'll do my tax return for 3,500 Kč. From June to November my interpreting income was 61,400 Kč. "
            "Regular work now: Tichá cesta assignments (mostly doctors' appointments and the job centre), the Villa Tugendhat deaf group tour once a month, and a few weddings and school events. "
            "Two questions. 1) Should I switch to the flat-rate tax (paušální daň) from January? I read the deadline is 10 January. "
            "2) It's been six months: should I raise my 600 Kč an hour, and to what?"),
   ("assistant", "Both good questions for the end of a first year.\n\n"
                 "## 1. The flat-rate tax (paušální daň)\n"
                 "**How it works:** instead of separate income tax, social and health insurance, you pay **one fixed monthly amount**, and in most cases you don't file a tax return or the insurance statements. "
                 "The lowest band is usually the one that matters for someone at your income level. You register with the tax office by **10 January** for the year.\n\n"
                 "**Conditions** (check the current rules with Ing. Machalová):\n"
                 "- Income from self-employment under the limit for the band.\n"
                 "- **Not a VAT payer.**\n"
                 "- **Other income is restricted.** In particular, as a rule you **can't have employment income**, apart from some income taxed by a final withholding tax. "
                 "**Your hospital DPČ is the catch**: depending on how it's taxed, it could make you ineligible.\n\n"
                 "**If you can't use it:** the usual alternative is filing a normal return with the **60% flat-rate expense allowance** for interpreting, which is also simple and often favourable.\n\n"
                 "## 2. Your rate\n"
                 "Six months in, with regular clients and good feedback, a modest rise is reasonable:\n"
                 "- **650 Kč an hour** from **1 January 2026** is an increase of about 8%, still below experienced colleagues like Ivana at 700 Kč.\n"
                 "- **Email your private clients a month in advance**, thank them, give the new rate and the date.\n"
                 "- **Honour existing bookings** at the old rate, including ones made for next year before your email.\n"
                 "- Tichá cesta's rates are set by them, so this applies to your private clients.\n\n"
                 "## One more thing\n"
                 "Put aside a fixed share of every invoice (for example 25 to 30%) in a separate account for tax and insurance, so the first annual statement doesn't hurt."),
   ("user", "Ing. Machalová checked: my DPČ at the hospital means I can't enter the flat-rate tax for 2026, so I'll stay on a normal return with the 60% expense allowance. "
            "And I've emailed my clients: 650 Kč an hour from 1 January, bookings already made stay at 600. Villa Tugendhat replied 'of course' within ten minutes."),
   ("assistant", "That's all sorted, and a ten-minute 'of course' is a nice sign of how they value you. The 60% allowance keeps things simple too. "
                 "If you ever drop the hospital Saturdays, ask Ing. Machalová to look at the flat-rate tax again for the following year.")],
  {"summary": "The user's accountant is Ing. Petra Machalová (3,500 Kč for the tax return); her interpreting income from June to November 2025 was 61,400 Kč; "
              "regular work: Tichá cesta assignments (doctors' appointments and the job centre), the monthly Villa Tugendhat deaf group tour, weddings and school events; "
              "the assistant explained the flat-rate tax (paušální daň), with registration by 10 January, and warned that employment income such as her hospital DPČ could make her ineligible, the alternative being the 60% flat-rate expense allowance; "
              "it suggested raising her rate to 650 Kč an hour from 1 January 2026, emailing clients a month ahead and honouring existing bookings; "
              "Ing. Machalová confirmed the DPČ rules out the flat-rate tax for 2026, so she stays on a normal return with the 60% expense allowance; she emailed clients that her rate is 650 Kč an hour from 1 January 2026, with existing bookings at 600 Kč.",
   "decisions": [{"decision": "No flat-rate tax in 2026; normal tax return with the 60% expense allowance", "rationale": "Her DPČ at the hospital makes her ineligible"},
                 {"decision": "Raise her private rate to 650 Kč an hour from 1 January 2026", "rationale": "Six months in, regular clients; still below experienced colleagues at 700 Kč"}],
   "outcomes": ["Interpreting income June to November 2025: 61,400 Kč", "Rate 650 Kč an hour from 1 January 2026"]}),
 ("2025-12-13", "A Christmas present for my deaf mum", [
   ("user", "Christmas ideas for Mum. We'll be at her flat in Kroměříž from 24 to 26 December. She still uses an old phone with a tiny screen for video calls, and signing on it is miserable: she holds it at arm's length and half her hands are out of the picture. "
            "Budget about 6,000 Kč. She already has the vibrating alarm clock from her operation. What would help her most?"),
   ("assistant", "For a signer, a bigger screen isn't a luxury: it's the difference between a real conversation and guessing. Here are the options, best first.\n\n"
                 "## 1. A tablet for video calls (the main present)\n"
                 "- **Screen:** 10 to 11 inches is the sweet spot: big enough to see hands and face, light enough to move around.\n"
                 "- **Front camera:** good in low light, positioned so that when the tablet stands in **landscape**, her whole signing space fits in the picture.\n"
                 "- **A stand** is essential, so both her hands are free. A simple adjustable desk stand does the job.\n"
                 "- **Wi-Fi** is enough if she has internet at home; otherwise a model with a SIM slot.\n"
                 "- Models such as the **Samsung Galaxy Tab A9+** or a basic iPad fit a 6,000 Kč budget, depending on offers.\n\n"
                 "## 2. Set it up for her\n"
                 "- The video apps she and her friends actually use (often WhatsApp), plus the **video interpreting and emergency services for deaf people** she might need.\n"
                 "- **Big icons, a simple home screen**, and your and Filip's contacts at the top.\n"
                 "- After her cataract operation, check the **brightness and font size** with her, not for her.\n\n"
                 "## 3. Safety: things she may not have\n"
                 "- A **smoke alarm with a strobe light** (and optionally a vibrating pad under the pillow). Standard smoke alarms are useless to her at night.\n"
                 "- A **flashing doorbell** or a light signalling system that flashes for the doorbell and the phone, if she doesn't have one.\n\n"
                 "## 4. Smaller ideas\n"
                 "- **Tickets to a sign-language-interpreted performance** and a night out with you.\n"
                 "- A **photo book** of the year: her 'film star' stories, the operation, Šmudla."),
   ("user", "Bought a Samsung Galaxy Tab A9+ with a stand for 5,490 Kč, and Filip will set up WhatsApp with big icons and our faces on the home screen. "
            "She has a flashing doorbell already, but no strobe smoke alarm, so I've ordered one for 1,890 Kč; Filip will fix it to her ceiling at Christmas. It's over budget, but it's Mum."),
   ("assistant", "Those are two presents that will genuinely change her days and her nights. Test the strobe alarm with her once it's up, so she knows what it looks like when it goes off and isn't frightened by it. "
                 "And plan a first video call from Brno on the evening you get home, so she uses the tablet straight away while it's still exciting.")],
  {"summary": "The user and Filip spend 24 to 26 December 2025 at her mother Jarmila's flat in Kroměříž; Jarmila uses an old phone with a tiny screen for signed video calls; budget about 6,000 Kč; she already has the vibrating alarm clock from her operation; "
              "the assistant suggested a 10 to 11 inch tablet with a good front camera and a stand, set up with her video apps, deaf video interpreting and emergency services, big icons, brightness and font checked with her, "
              "plus a smoke alarm with a strobe light, a flashing doorbell, interpreted theatre tickets or a photo book; "
              "the user bought a Samsung Galaxy Tab A9+ with a stand for 5,490 Kč, which Filip will set up with WhatsApp and big icons, and ordered a strobe smoke alarm for 1,890 Kč that Filip will fix to the ceiling; Jarmila already has a flashing doorbell.",
   "decisions": [{"decision": "A Samsung Galaxy Tab A9+ with a stand for Jarmila, 5,490 Kč", "rationale": "Her old phone's screen is too small to sign on"},
                 {"decision": "A strobe smoke alarm for Jarmila, 1,890 Kč", "rationale": "She can't hear a standard smoke alarm at night"}],
   "outcomes": ["Tablet bought for 5,490 Kč", "Strobe smoke alarm ordered for 1,890 Kč"]}),
 ("2026-01-17", "Ferret-proofing an old flat before we move", [
   ("user", "The move has slipped a week: Libuše's partner's kitchen in Tišnov wasn't finished, so she moves out on the 28th and we move in on Saturday 31 January, the last possible day for Purkyňova. Mr. Hanák is fine with keys on the evening of the 31st. "
            "We've been painting at Libuše's in the evenings. Now Šmudla: the flat is from the 1960s, the kitchen units have open plinths underneath, there's a gap behind the bath, old cast-iron radiators, and a big old sofa bed. "
            "Also, bad timing: the fur on her tail is thinning again, nine months after the implant. She's booked with Dr. Sedláčková on Wednesday 4 February. How do I ferret-proof the flat?"),
   ("assistant", "Older flats are ferret adventure parks, so doing this before she arrives is exactly right. And thinning fur after nine months is within the usual range for an implant; it's good you've booked promptly.\n\n"
                 "## Crawl the flat at ferret height\n"
                 "Literally get on the floor with a torch. Any gap bigger than about **2.5 cm** is a door for a ferret.\n\n"
                 "## Kitchen\n"
                 "- **Open plinths under the units:** the classic danger. Close them with **plywood boards or plinth panels**, screwed or clipped in, not just leaned.\n"
                 "- **Behind and under appliances:** the fridge, the **oven** and the washing machine. Ferrets climb into the insulation and the motor areas, which can be deadly.\n\n"
                 "## Bathroom\n"
                 "- **The gap behind or under the bath:** board it in. Once she's inside a bath panel you may not get her out for hours.\n"
                 "- Keep the **toilet lid down** and the bathroom door shut when unsupervised.\n\n"
                 "## Furniture\n"
                 "- **Sofa beds and recliners** are a known cause of **crush injuries and deaths** in ferrets: they hide in the mechanism and get caught when someone folds it. If you can, **don't keep the sofa bed** in rooms where she plays.\n"
                 "- Mattresses and box springs: block the underside.\n\n"
                 "## Radiators, cables and windows\n"
                 "- **Old cast-iron radiators:** check for gaps into the wall and behind; she may get stuck.\n"
                 "- **Cables:** cover or lift them; some ferrets chew.\n"
                 "- **Windows:** never open without a screen when she's out.\n\n"
                 "## Moving day\n"
                 "- Keep her **out of the chaos**: with a trusted person or shut in one finished room with her cage.\n"
                 "- Introduce the flat **room by room**, supervised, over a few days.\n"
                 "- Do the **crawl check again** once the furniture is in, since moving furniture creates new gaps."),
   ("user", "Filip has screwed plywood boards over the kitchen plinths and boxed in the gap behind the bath. The sofa bed is going to Libuše's cottage, she's happy to have it. "
            "And Šmudla will spend moving day with Mrs. Dvořáková, who has missed her since August."),
   ("assistant", "That's the big three done. After the move, repeat the crawl with the torch, especially around the oven and the washing machine, because they'll be pushed into new positions. "
                 "And Mrs. Dvořáková sounds like she may need visiting rights.")],
  {"summary": "The move slipped a week: Filip's aunt Libuše's partner's kitchen in Tišnov wasn't finished, so she moves out on 28 January and the user and Filip move in on 31 January 2026, the last day for the Purkyňova flat, handing the keys to Mr. Hanák that evening; "
              "they've been painting Libuše's flat; it's from the 1960s with open kitchen plinths, a gap behind the bath, old cast-iron radiators and a sofa bed; "
              "Šmudla's tail fur is thinning again nine months after the implant; she's booked with Dr. Hana Sedláčková on 4 February 2026; "
              "the assistant advised a crawl at ferret height (gaps over 2.5 cm), closing kitchen plinths with boards, checking behind the fridge, oven and washing machine, boxing in the bath, not keeping sofa beds or recliners, radiators, cables, windows, "
              "keeping her away on moving day and checking again after the furniture is in; Filip screwed plywood boards over the kitchen plinths and boxed in the gap behind the bath, the sofa bed goes to Libuše's cottage, and Šmudla will spend moving day with Mrs. Dvořáková.",
   "procedures": [{"name": "Ferret-proofing an old flat", "steps": ["Crawl at ferret height with a torch", "Board in the kitchen plinths", "Check behind the fridge, oven and washing machine", "Box in the bath",
                   "No sofa beds or recliners", "Check radiators, cables and windows", "Keep the ferret away on moving day", "Crawl check again after the furniture is in"]}],
   "decisions": [{"decision": "Move on 31 January 2026 instead of 24 January", "rationale": "Libuše's partner's kitchen in Tišnov wasn't finished, so she moves out on 28 January"},
                 {"decision": "Give the sofa bed to Libuše's cottage", "rationale": "Sofa beds cause crush injuries in ferrets"}],
   "outcomes": ["Plywood boards over the kitchen plinths and the gap behind the bath boxed in", "Vet appointment for Šmudla on 4 February 2026"]}),
 ("2026-02-07", "Šmudla's second implant and a missed gap under the oven", [
   ("user", "We moved on Saturday 31 January. Within an hour of Šmudla arriving on Sunday she found a gap under the oven that we'd all missed and had to be coaxed out with chicken. Filip blocked it with a board that evening. "
            "On Wednesday 4 February Dr. Sedláčková gave her a second deslorelin implant; the price has gone up, it's 4,200 Kč now. She also checked her blood glucose because of her age: it's normal, so no sign of insulinoma. "
            "How often will she need an implant from now on, and should I be budgeting for anything else? She turns six in the spring."),
   ("assistant", "Glad the move is done, and the oven gap is exactly why the second crawl check matters. Good that it was found with chicken rather than a vet.\n\n"
                 "I can't predict Šmudla's course, so treat this as general information to discuss with Dr. Sedláčková.\n\n"
                 "## How often\n"
                 "- Her first implant lasted about **nine months** before signs returned (10 April 2025 to January 2026).\n"
                 "- Later implants often last **a similar time or somewhat shorter**, so planning for one **every 8 to 12 months** is sensible.\n"
                 "- Keep tracking: write down when the fur starts thinning each time, so the vet can see the pattern.\n\n"
                 "## What to budget for\n"
                 "| Item | Rough cost |\n"
                 "|---|---|\n"
                 "| Implant, about once a year | 4,200 Kč |\n"
                 "| Yearly check-up and vaccination | ask the clinic |\n"
                 "| Blood glucose check, once or twice a year from now | ask the clinic |\n"
                 "| Emergencies (blockages, dental problems) | keep a reserve |\n\n"
                 "A simple way to handle it: put a **fixed monthly amount** aside, so the implant is never a shock.\n\n"
                 "## Watching her from six\n"
                 "- **Insulinoma:** the normal glucose today is reassuring; keep watching for weakness, drooling, staring or pawing at the mouth, especially after sleep.\n"
                 "- **Weight** monthly, **teeth**, and any **lumps**.\n"
                 "- **Diet:** high-protein ferret food, and avoid sugary treats, which matter more as she ages."),
   ("user", "I've set up a standing order of 500 Kč a month into a 'Šmudla fund'. Filip says she's the only one in the family with a pension plan."),
   ("assistant", "500 Kč a month covers the implant with room to spare for a check-up, so that's well judged. Filip has a point; Šmudla's financial future is now better organised than most people's.")],
  {"summary": "The user and Filip moved to the Žabovřesky flat on 31 January 2026; on 1 February Šmudla found a gap under the oven and had to be coaxed out with chicken, and Filip blocked it with a board; "
              "on 4 February 2026 Dr. Hana Sedláčková gave Šmudla a second deslorelin implant for 4,200 Kč (up from 3,900 Kč); her blood glucose is normal, so no sign of insulinoma; she turns six in the spring; "
              "the assistant noted the first implant lasted about nine months, suggested planning for one every 8 to 12 months, budgeting with a fixed monthly amount, and watching for insulinoma signs, weight, teeth, lumps and diet; "
              "the user set up a 500 Kč monthly standing order into a 'Šmudla fund'.",
   "decisions": [{"decision": "500 Kč a month into a 'Šmudla fund'", "rationale": "An implant about once a year plus check-ups"}],
   "outcomes": ["Moved to Žabovřesky on 31 January 2026", "Second implant on 4 February 2026 for 4,200 Kč", "Blood glucose normal, no insulinoma"]}),
 ("2026-02-28", "Interpreting Les Misérables at Filip's theatre", [
   ("user", "Big job! Městské divadlo Brno, where Filip now runs the stage crew, is doing a sign-language-interpreted performance of the musical Bídníci (Les Misérables) on Saturday 21 March. "
            "They've asked Ivana and me to interpret as a team, 9,000 Kč each for the performance plus rehearsals. It's three hours with an interval, and it's all sung. "
            "Mum is coming from Kroměříž with her friend Věra; the theatre has given them front-row seats on the interpreters' side. "
            "How do I prepare? I've never interpreted theatre, let alone songs."),
   ("assistant", "What a job, and a lovely one for your mum to watch. Theatre interpreting is a craft of its own, but you're starting with a native language, a strong partner and an insider on the stage crew.\n\n"
                 "## 1. Get the material early\n"
                 "- The **script and lyrics** (the Czech version used by the theatre) and a **recording** of a full performance, ideally a video.\n"
                 "- The **rehearsal schedule**: aim to see at least **two or three full run-throughs**, including the dress rehearsal.\n\n"
                 "## 2. Split the show between you\n"
                 "- **By character** is the usual approach in musicals: each of you takes certain roles, so the audience can follow who is singing. "
                 "Choose based on duets and ensemble numbers, so you're not both signing at the same moment unless it's intended.\n"
                 "- Agree how you'll handle **big ensemble numbers** (one leads, one mirrors, or you split the voices).\n\n"
                 "## 3. Translate the songs in advance\n"
                 "- Songs can't be interpreted live in real time the way speech can. **Prepare your ČZJ translation of every lyric**, aiming for meaning, emotion and rhythm rather than word-for-word.\n"
                 "- Work with the **music**: visual rhythm, holding signs on long notes, building intensity with the orchestra.\n"
                 "- Keep **character** through role shift, facial expression and posture.\n\n"
                 "## 4. Get deaf feedback\n"
                 "- Ask a **deaf consultant**, ideally a deaf actor or storyteller, to watch your translations and a rehearsal. What feels clear to a hearing interpreter isn't always clear to a deaf audience.\n\n"
                 "## 5. Practicalities\n"
                 "- **Position:** a lit area at the side of the stage, close enough that the audience can see you and the actors at the same time.\n"
                 "- **Lighting:** your own **spotlight**, on a cue that doesn't go dark in blackouts; agree this with the lighting designer (Filip will know who to ask).\n"
                 "- **Clothing:** plain **black**, long sleeves, no jewellery.\n"
                 "- **Stamina:** three hours of sung material is a lot; plan water, the interval and who takes which half of the big numbers."),
   ("user", "We've split it by character: Ivana takes Valjean, Javert and the Thénardiers, I take Fantine, Éponine, Cosette and Marius. "
            "Jakub Malý, a deaf actor from the Brno deaf theatre group, will be our consultant and watch the dress rehearsal on 18 March. "
            "Filip has already sweet-talked the lighting designer into giving us our own spotlight."),
   ("assistant", "That's a strong setup: a clear split, a deaf consultant and your own light. "
                 "Ask Jakub to watch from where the deaf audience will sit, not from the wings, and to tell you honestly which songs lose him. Enjoy the 21st; and make sure someone takes a photo of your mum in the front row.")],
  {"summary": "Městské divadlo Brno, where Filip now runs the stage crew, is staging a sign-language-interpreted performance of the musical Bídníci (Les Misérables) on 21 March 2026; "
              "the user and Ivana Hrubá will interpret it as a team for 9,000 Kč each including rehearsals; three hours, all sung; her mother Jarmila and her friend Věra have front-row seats on the interpreters' side; "
              "the assistant advised getting the script, lyrics and a recording early and seeing two or three run-throughs, splitting the show by character, translating every song into ČZJ in advance with rhythm and role shift, "
              "getting a deaf consultant's feedback, and practicalities (position, their own spotlight, plain black clothes, stamina); "
              "Ivana takes Valjean, Javert and the Thénardiers and the user takes Fantine, Éponine, Cosette and Marius; deaf actor Jakub Malý from the Brno deaf theatre group will consult and watch the dress rehearsal on 18 March 2026; "
              "Filip got them their own spotlight from the lighting designer.",
   "procedures": [{"name": "Preparing to interpret a musical", "steps": ["Get the script, lyrics and a recording", "See two or three run-throughs", "Split by character", "Translate every song in advance",
                   "Work with the music and role shift", "A deaf consultant's feedback", "Position, spotlight, black clothes"]}],
   "decisions": [{"decision": "Split Bídníci by character with Ivana Hrubá", "rationale": "The audience can follow who is singing"},
                 {"decision": "Jakub Malý as deaf consultant at the dress rehearsal on 18 March 2026", "rationale": "Deaf feedback on the translations"}],
   "outcomes": ["Interpreting Bídníci at Městské divadlo Brno on 21 March 2026 for 9,000 Kč"]}),
]

QUESTIONS_136 = [
 # single facts the user said about herself, her family, her pet and things
 ("What's my ferret called?", "Šmudla, a sable jill"),
 ("Where does Mum live?", "on her own in a flat in Kroměříž, near the Květná zahrada"),
 ("Who's my interpreting mentor?", "Ivana Hrubá"),
 ("Which vet looks after Šmudla?", "Dr. Hana Sedláčková at the Exoticus clinic in Lesná"),
 ("What did Mum do for a living?", "she was a seamstress at a clothing factory in Kroměříž"),
 ("Who does my tax return?", "Ing. Petra Machalová, for 3,500 Kč"),
 ("Who interpreted at Mum's cataract operation?", "Renata Holubová, from the regional interpreting service in Zlín"),
 ("Where did Filip and I go on holiday last summer?", "Bovec in the Soča valley, Slovenia (9–16 August 2025), hiking and rafting"),
 ("What was my first paid private interpreting job?", "a guided tour of Villa Tugendhat for a group of deaf visitors on 12 July 2025"),
 # when
 ("When did I pass my interpreting exam?", "19 June 2025"),
 ("When was my last day at the hospital pharmacy?", "Tuesday 30 September 2025"),
 ("When did Šmudla get her first implant?", "Thursday 10 April 2025"),
 ("When did we move into the Žabovřesky flat?", "Saturday 31 January 2026 (planned for 24 January)"),
 ("When are we interpreting Les Misérables?", "Saturday 21 March 2026"),
 # counts and amounts
 ("How much did Šmudla's first implant cost?", "3,900 Kč, including the sedation"),
 ("How much did Mum's tablet cost?", "5,490 Kč (a Samsung Galaxy Tab A9+ with a stand)"),
 ("How much did I earn from interpreting between June and November?", "61,400 Kč"),
 # lists across chats
 ("What have I bought Mum to help her at home?", "a vibrating alarm clock for her eye drops (690 Kč), a Samsung Galaxy Tab A9+ with a stand for video calls (5,490 Kč) and a strobe smoke alarm (1,890 Kč)"),
 ("Which flats did we look at when Mr. Hanák sold ours?", "a ground-floor 2+1 in Židenice (17,900 Kč), Libuše's 3+1 on Horova in Žabovřesky (13,500 Kč) and a new-build 2+kk in Nový Lískovec (19,500 Kč)"),
 ("What kinds of interpreting jobs have I done since qualifying?", "Villa Tugendhat tours for deaf groups, a deaf couple's wedding in Třebíč, a parents' evening at the school for deaf children, Tichá cesta assignments at doctors' appointments (like Mr. Beneš's GP visit) and the job centre, and now Les Misérables at Městské divadlo Brno"),
 ("What have we done to make the new flat safe for Šmudla?", "plywood boards over the kitchen plinths, boxed in the gap behind the bath, gave the sofa bed to Libuše's cottage, and blocked the gap under the oven she found"),
 ("What did I leave for Mrs. Dvořáková when she minded Šmudla?", "a written sitter sheet, frozen water bottles wrapped in a towel, Dr. Sedláčková's number on the fridge and a 1,500 Kč envelope for emergencies"),
 # latest value of something that changed
 ("What's my hourly rate now?", "650 Kč an hour (since 1 January 2026; it was 600 Kč)"),
 ("What's Filip's job now?", "head of the stage crew at Městské divadlo Brno (since 1 January 2026)"),
 ("How much rent do we pay now?", "13,500 Kč a month including services (it was 16,800 Kč on Purkyňova)"),
 ("How much does Šmudla's implant cost now?", "4,200 Kč"),
 # yes/no
 ("Do I still do any pharmacy work?", "Yes, two Saturdays a month in the hospital's outpatient dispensary on a DPČ"),
 ("Did I interpret at Mum's operation myself?", "No"),
 ("Am I on the flat-rate tax this year?", "No"),
 ("Does Šmudla have insulinoma?", "No, her blood glucose was normal"),
 # why
 ("Why didn't I want to interpret for Mum at her operation?", "I wanted to be there as her daughter, I wasn't qualified yet, and the consent should be done by a neutral interpreter"),
 ("Why did we have to leave the Purkyňova flat?", "our landlord, Mr. Zdeněk Hanák, is selling it"),
 ("Why was Mum's cataract operation moved?", "the surgeon was ill"),
 ("Why did our move slip a week?", "Libuše's partner's kitchen in Tišnov wasn't finished, so she couldn't move out until the 28th"),
 # what the assistant recommended
 ("What did you say I should do next time I spot a medicine problem while interpreting?", "step out of role openly in both languages ('Interpreter speaking'), ask the doctor to check the new medicine against the patient's current medicines, don't give the answer myself, then step back into role"),
 ("What did you suggest I charge when I started out?", "about 600 Kč an hour, a one-hour minimum, travel at half rate (300 Kč an hour), a cancellation fee, and review it after six months"),
 ("What did you suggest to help Mum with her eye drops?", "a visual chart of the drops with times and tick boxes, and a vibrating alarm clock or vibrating phone reminders"),
 # inference
 ("Would I go back to a full-time job at the hospital pharmacy?", "Likely no"),
 ("Would Šmudla be all right alone in a hot flat in summer?", "Likely no"),
 # not in the archive
 ("What's Filip's mother called?", "Not mentioned in my chats"),
 ("Who was Mum's eye surgeon?", "Not mentioned in my chats"),
]


def assistant_chats_60_at(folder):
    """The archive of CHATS_136 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a60c", CHATS_136, "chatgpt")


@pytest.fixture(scope="module")
def assistant_chats_60(tmp_path_factory):
    return assistant_chats_60_at(tmp_path_factory.mktemp("assistant60"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_136, "assistant 60")


def test_the_archive_finds_the_ferret(assistant_chats_60):
    assert assistant_chats_60.search("Šmudla").results
