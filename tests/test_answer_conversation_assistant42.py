"""A forty-second written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind with its questions and gold answers before any run of
`kbsearch answer` on it, and without reading the answer rules. Its questions are read by the
developers after its first measure. A trolleybus driver in Lublin, Poland, Agnieszka (Aga)
Wróblewska, 36, who drives for MPK Lublin and lives with her partner Bartek, a zdun who builds and
repairs tiled stoves and bread ovens, and Kleks, a one-eyed tabby cat. She chats with ChatGPT from
March 2025 to February 2026: sleeping on early shifts, the cat's dental surgery and diet, her
father's hearing aids, a sailing licence on Zalew Zemborzycki, the landlord selling their rented
flat and buying their own (flats viewed, an offer, a mortgage, a gift from Bartek's mother, a
renovation whose cost and moving day slip), a driver-trainer job at the depot, a trip to Georgia
called off, her mother's 65th, a first Wigilia, a money plan for 2026 and her sister's engagement,
with facts the user updates later (her job, the cat's weight, the renovation cost, the moving day,
the week and price of the boat charter). bench/answer_conversations.py asks every question
("assistant 42")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_100 = [
 ("2025-03-08", "Sleeping properly around early trolleybus shifts", [
   ("user", "Hi! I need help with sleep. Some background: I'm Aga (Agnieszka Wróblewska), 36, and I've been driving trolleybuses for MPK Lublin for six years now, mostly the 150 and the 156. "
            "We work a rotating rota: one week of earlies, when my alarm goes off at 3:50 and I sign on at the depot on Grygowej at 4:40, then a week of lates that finish around 23:30, and now and then a split shift. "
            "My partner Bartek is 38 and keeps normal daylight hours: he's a zdun, he builds and repairs tiled stoves and bread ovens, with his own little firm called Piece Lis. "
            "We rent a two-room flat in Czechów with our cat Kleks, a grey tabby with one eye who we adopted from the shelter on Metalurgiczna four years ago; the vet thinks he's about seven. "
            "On early weeks I get maybe five hours a night and by Thursday I'm a zombie. On late weeks Kleks wakes me at 5 for breakfast anyway. What can I actually do?"),
   ("assistant", "Rotating shifts that start before 5 am are one of the hardest patterns there is for sleep, so feeling wrecked by Thursday isn't a personal failing: your body clock is being dragged in two directions every week. "
                 "I can't give medical advice, but here's what sleep research on shift workers generally recommends.\n\n"
                 "## 1. Move your bedtime, not just your alarm\n"
                 "On early weeks the alarm is fixed at 3:50, so the only thing you can change is when you go to bed. To get seven hours you'd need to be asleep by about **20:45**.\n"
                 "- Shift your bedtime **about 30 minutes earlier each evening for two or three days before** an early week, instead of jumping straight from a late week.\n"
                 "- Keep the **same bedtime every night of the early week**, including the first night off, so your body isn't constantly restarting.\n\n"
                 "## 2. Turn the bedroom into a cave\n"
                 "- **Blackout blinds or curtains**: from April it's still light at 20:30.\n"
                 "- A **cool room**, around 17 to 19 °C.\n"
                 "- **Earplugs or white noise** if Bartek or the neighbours are still up.\n"
                 "- Phone on do-not-disturb and out of arm's reach.\n\n"
                 "## 3. Use light on purpose\n"
                 "- **After an early shift:** if you plan to nap, keep the light low on the way home; otherwise get outside in the early afternoon.\n"
                 "- **Before a late shift:** morning daylight helps you stay alert until 23:30.\n"
                 "- **After a late shift:** dim lights and no bright screens at home, so you can fall asleep soon after midnight.\n\n"
                 "## 4. Caffeine and naps\n"
                 "- **No caffeine in the eight hours before you want to sleep.** On early weeks that means nothing after about midday.\n"
                 "- A **nap of up to 20 minutes** in the early afternoon can help. Longer naps leave you groggy and steal from the night.\n\n"
                 "## 5. Kleks\n"
                 "Cats are excellent at training their humans. If yowling at 5 gets breakfast, he'll keep doing it.\n"
                 "- A **timed automatic feeder** set for 5:00 moves breakfast away from you.\n"
                 "- Don't reward the early wake-up with food or attention, not even once.\n"
                 "- A play session and his evening meal just before your bedtime can help him sleep longer too.\n\n"
                 "## 6. Safety first\n"
                 "Drowsy driving is genuinely dangerous, especially with a full trolleybus behind you. If you ever feel yourself nodding off on a shift, tell your dispatcher: transport operators have procedures for exactly that. "
                 "And if good habits don't help within a few weeks, or you snore heavily or wake up gasping, see your GP: shift work sleep disorder and sleep apnoea are both treatable.\n\n"
                 "Would you like a sample schedule for an early week and a late week?"),
   ("user", "No need, that's plenty. I've ordered a blackout roller blind and a timed feeder for Kleks (189 zł, he's going to be furious at first). On early weeks it's lights out at 20:30, and Bartek has promised to watch his football with headphones on. "
            "Coffee stops at noon, which is going to hurt."),
   ("assistant", "That's a solid set of changes. Give it two full rota cycles before you judge it: the first few nights of an earlier bedtime often feel like lying awake in the dark, and that settles. "
                 "Kleks will protest against the feeder for a week or so and then transfer his affections to it. Good luck with the noon cut-off!")],
  {"summary": "The user, Agnieszka (Aga) Wróblewska, 36, has driven trolleybuses for MPK Lublin for six years, mostly lines 150 and 156, on a rotating rota (early weeks with the alarm at 3:50 and sign-on at the Grygowej depot at 4:40; late weeks finishing about 23:30); "
              "her partner Bartek, 38, is a zdun who builds and repairs tiled stoves and bread ovens (his firm Piece Lis); they rent a two-room flat in Czechów, Lublin, with their cat Kleks, about seven, adopted from the Lublin shelter four years ago; "
              "she sleeps about five hours a night on early weeks and the cat wakes her at 5; the assistant suggested moving bedtime earlier before and during early weeks, a dark cool bedroom, using light deliberately, no caffeine in the eight hours before sleep, "
              "naps of up to 20 minutes, a timed feeder for the cat, and reporting drowsiness at work; she ordered a blackout blind and a timed feeder (189 zł); lights out at 20:30 on early weeks and no coffee after noon.",
   "procedures": [{"name": "Sleeping on a rotating early/late rota", "steps": ["Move bedtime 30 minutes earlier for two or three days before an early week", "Same bedtime every night of the early week",
                   "Blackout blind, cool room, earplugs", "Daylight before a late shift, dim light after it", "No caffeine in the eight hours before sleep", "Naps of up to 20 minutes",
                   "Timed feeder so the cat doesn't wake you", "Tell the dispatcher if drowsy at the wheel"]}],
   "decisions": [{"decision": "Lights out at 20:30 on early weeks", "rationale": "The alarm is at 3:50 and she was getting about five hours"},
                 {"decision": "A timed automatic feeder for Kleks (189 zł)", "rationale": "He wakes her at 5 for breakfast"},
                 {"decision": "No coffee after noon", "rationale": "No caffeine in the eight hours before sleep"}],
   "outcomes": ["Blackout roller blind ordered"]}),
 ("2025-03-23", "Cat needs teeth out: is anaesthesia safe at seven?", [
   ("user", "Cat question. Kleks has been dropping bits of food and chewing only on the left for a couple of weeks. On Thursday I took him to our vet, dr Monika Zając at the Pod Lipami clinic here in Czechów. "
            "She found tooth resorption, FORL she called it, and thinks two to four teeth need to come out, though she'll only know after dental X-rays under anaesthesia. The quote is 900 to 1,300 zł depending on how many. It's booked for Friday 4 April. "
            "She also weighed him: 6.4 kg, and she wants him down to about 5, which Bartek took personally, since he's the one slipping him ham. I'm nervous about the anaesthetic. Is it safe, and what do I need to do before and after?"),
   ("assistant", "It's completely normal to be nervous, but this is one of the most common procedures in cat dentistry, and leaving those teeth in would be the riskier option.\n\n"
                 "## What tooth resorption is\n"
                 "**FORL** (feline odontoclastic resorptive lesions) is a condition where the cat's own cells gradually dissolve the tooth, starting at the gum line. It's **very common in adult cats**, nobody fully knows why, and it's **painful**: "
                 "dropping food and chewing on one side are classic signs. Cats hide pain well, so by the time you notice, it has usually been hurting for a while. The standard treatment is **extraction** of the affected teeth; fillings don't work for this.\n\n"
                 "## Is anaesthesia safe at seven?\n"
                 "For a healthy seven-year-old cat the risk is **low**, and vets reduce it further with:\n"
                 "- **Pre-anaesthetic blood tests** to check the kidneys and liver.\n"
                 "- **Monitoring** during the procedure (heart rate, oxygen, temperature).\n"
                 "- **IV fluids** and proper **pain relief**, including local nerve blocks for dental work.\n\n"
                 "Good questions for dr Zając: will she do bloods first, who monitors him under anaesthesia, what pain relief he'll go home with, and when you can collect him.\n\n"
                 "## Before the day\n"
                 "1. **Fasting:** follow her instructions exactly, usually no food from the evening before; water is often allowed until the morning.\n"
                 "2. **Carrier:** leave it out in the flat with a blanket in it, so it isn't only the box that means the vet.\n"
                 "3. Keep him **indoors** the night before.\n\n"
                 "## Afterwards\n"
                 "- A **quiet room** for the first evening; he may be wobbly and grumpy.\n"
                 "- **Soft or wet food** for a week or two, as the vet says.\n"
                 "- **Pain relief exactly as prescribed.** Never give him human painkillers: **paracetamol is toxic to cats**, even in small amounts, and ibuprofen is dangerous too.\n"
                 "- Check that he's eating within 24 hours, and call the clinic if there's bleeding, swelling or he refuses food.\n"
                 "- Go to the **recheck appointment**, even if he seems fine.\n\n"
                 "## The weight\n"
                 "Going from 6.4 to 5 kg is a loss of about a fifth of his body weight, so think **months, not weeks**. A safe rate for cats is roughly 1% of body weight a week; "
                 "a crash diet can trigger fatty liver disease (hepatic lipidosis), which is serious.\n"
                 "- **Weigh his daily food** on a kitchen scale instead of guessing.\n"
                 "- Treats count: the ham has to go.\n"
                 "- **Play** twice a day, and a **puzzle feeder** to make him work for his food.\n"
                 "- Start the diet once his mouth has healed, not before the operation."),
   ("user", "She's doing the bloods on Wednesday. Food stops at 22:00 on the 3rd. I was on an early that Friday but my colleague Darek swapped with me. And the ham ban is now official house law."),
   ("assistant", "Sounds like you're well prepared. With the bloods done in advance, a swap sorted so you can collect him yourself and the ham ban in force, Kleks is in good hands. "
                 "Expect him to sulk for a day or two afterwards; most cats bounce back quickly once the painful teeth are gone.")],
  {"summary": "The user's cat Kleks has been dropping food and chewing on one side; vet dr Monika Zając at the Pod Lipami clinic in Czechów diagnosed tooth resorption (FORL) and expects two to four extractions after dental X-rays under anaesthesia, "
              "quoted 900 to 1,300 zł, booked for Friday 4 April 2025; Kleks weighs 6.4 kg and the vet wants about 5 kg; Bartek has been feeding him ham; "
              "the assistant explained FORL (common, painful, treated by extraction), said anaesthesia is low-risk for a healthy seven-year-old with pre-anaesthetic bloods, monitoring, fluids and pain relief, "
              "gave fasting and carrier advice, aftercare (quiet room, soft food, prescribed pain relief only, never paracetamol), and a slow weight-loss plan of about 1% a week with weighed food, no treats, play and a puzzle feeder; "
              "bloods on Wednesday, fasting from 22:00 on 3 April; her colleague Darek swapped shifts with her.",
   "procedures": [{"name": "Preparing a cat for dental surgery", "steps": ["Pre-anaesthetic blood tests", "Fast as the vet instructs", "Leave the carrier out beforehand",
                   "Quiet room and soft food afterwards", "Only prescribed pain relief, never paracetamol", "Recheck appointment"]}],
   "decisions": [{"decision": "Tooth extractions for Kleks on 4 April 2025", "rationale": "Tooth resorption is painful and treated by extraction"},
                 {"decision": "No more ham for Kleks; his food weighed daily", "rationale": "He is 6.4 kg and the vet wants about 5 kg"}],
   "discoveries": ["Kleks has tooth resorption (FORL)", "Paracetamol is toxic to cats", "Safe weight loss for a cat is about 1% of body weight a week"]}),
 ("2025-04-12", "How do I get my dad to try hearing aids?", [
   ("user", "First, Kleks: the surgery was a week ago Friday and it went fine. Three teeth came out in the end, the bill was 1,080 zł, and after two days of sulking on top of the wardrobe he's back to himself, eating soft food and yelling for more. Thank you for the aftercare list.\n\n"
            "Now my dad. Zdzisław, 68, lives in Zamość with my mum Halina. He drove freight locomotives for PKP Cargo for almost forty years before he retired, and I'm sure that's where his hearing went. "
            "The TV is on at volume 45, he answers questions nobody asked, and on the phone he just says 'yes, yes' to everything. Mum is at the end of her rope. "
            "But he won't hear of hearing aids (ha): he says they're for old men, and his friend Józek from the allotments has a pair that whistle every time someone hugs him, so Dad thinks they're all like that. "
            "How do I get him to at least try? And how does the NFZ funding work?"),
   ("assistant", "Glad Kleks is through it, and a cat yelling for more food is a cat who feels better.\n\n"
                 "Your dad's reaction is extremely common: on average people wait years between noticing hearing loss and doing something about it, and pride is usually the reason. I'm not an audiologist, but here's what tends to work.\n\n"
                 "## Why it's worth the effort\n"
                 "- Untreated hearing loss is linked with **social withdrawal, low mood and a higher risk of cognitive decline**; major reviews count it among the biggest modifiable risk factors for dementia.\n"
                 "- It wears out the people around him too, as your mum can tell you.\n\n"
                 "## How to approach him\n"
                 "1. **Don't start with hearing aids.** Start with a **free hearing test**: no commitment, just information. Many hearing-aid shops in Poland offer one.\n"
                 "2. **Make it about what he's missing**, not about his age: chatting with his friends at the allotments, following the news, the football on the radio, whatever he cares about.\n"
                 "3. **Speak to the engineer in him.** A man who drove locomotives for forty years respects good technology. Modern aids are small digital devices with **feedback cancellation**; "
                 "whistling like Józek's usually means an old model or a poor fit, not that all aids whistle.\n"
                 "4. **Ask about trial periods.** Many shops let you try aids at home for a few weeks.\n"
                 "5. **Let a professional deliver the news.** He may accept from an audiologist what he won't accept from his daughter.\n"
                 "6. **One conversation, then back off.** Nagging tends to harden the refusal.\n\n"
                 "## How NFZ funding works (roughly)\n"
                 "1. A **referral from his GP** to an ENT specialist (laryngolog) on the NFZ, or a private ENT visit if the wait is long.\n"
                 "2. A **hearing test (audiogram)**.\n"
                 "3. If the loss is significant, the ENT issues an **order (zlecenie) for hearing aids**, which is then confirmed by the NFZ.\n"
                 "4. He takes the order to a **shop that has a contract with the NFZ**. The NFZ pays up to a set limit per aid (for adults it has been 700 zł per aid, once every five years), and he pays the rest. Check the current limits with the shop.\n"
                 "5. If he has a **disability certificate**, the local PCPR may add co-funding from PFRON.\n\n"
                 "A decent pair often costs several thousand złoty in total, so it's worth comparing two shops."),
   ("user", "Small victory: he's agreed to a free hearing test at a hearing-aid shop in Zamość on Tuesday 29 April. Only because Mum promised to stop complaining about the telly if he goes. "
            "My sister Ola will take him, since she lives in Zamość and I can't swap another shift this month."),
   ("assistant", "A deal with your mum is still a yes! A tip for Ola: ask for a **copy of the audiogram**, ask whether the shop has an NFZ contract and a **home trial**, and let your dad ask his own questions. "
                 "If the result shows a real loss, the next step is the ENT visit for the order.")],
  {"summary": "Kleks had three teeth extracted on Friday 4 April 2025; the bill was 1,080 zł and he is eating soft food; "
              "the user's father Zdzisław, 68, a retired PKP Cargo freight locomotive driver, lives in Zamość with her mother Halina and has hearing loss (TV at volume 45) but refuses hearing aids; "
              "the assistant explained the links between untreated hearing loss, isolation and cognitive decline, suggested starting with a free hearing test, focusing on what he misses, appealing to his interest in technology (modern aids have feedback cancellation), "
              "trial periods and letting a professional deliver the news, and explained the NFZ route (GP referral to an ENT, audiogram, an order for hearing aids, a contracted shop, an NFZ limit per aid, PFRON co-funding via the PCPR); "
              "her father agreed to a free hearing test in Zamość on Tuesday 29 April 2025, and her sister Ola, who lives in Zamość, will take him.",
   "procedures": [{"name": "Getting hearing aids on the NFZ", "steps": ["GP referral to an ENT", "Audiogram", "ENT order for hearing aids confirmed by the NFZ", "A shop with an NFZ contract; NFZ pays up to a limit per aid", "PFRON co-funding via the PCPR with a disability certificate"]}],
   "decisions": [{"decision": "Dad to have a free hearing test in Zamość on 29 April 2025", "rationale": "Mum promised to stop complaining about the TV if he went"}],
   "outcomes": ["Kleks had three teeth out on 4 April 2025 (1,080 zł)"]}),
 ("2025-05-04", "Sailing licence: is a summer course realistic with shift work?", [
   ("user", "New project! I want to get my patent żeglarza jachtowego this summer. My best friend from school, Justyna, charters a yacht in Masuria every year with her husband Rafał, and I've always been the crew who coils ropes and makes the sandwiches. "
            "I'd like to be able to take the helm and skipper a boat myself. Bartek's brother Kuba is actually a sailing instructor in Giżycko, but I'm not learning from family, because he'd shout, I'd argue back and we'd both end up in the lake.\n\n"
            "So I found Szkoła Żeglarstwa Bryza at Zalew Zemborzycki, twenty minutes from us: 1,750 zł for the course, which is four weekends from 7 June plus a full week on the water, 14 to 18 July, with the exam on Saturday 19 July. The exam fee is paid separately. "
            "My problem is the rota: I'd need to get every weekend in June off. Is this doable, and how do I prepare? I've never sailed anything smaller than Justyna's boat.\n\n"
            "Other news: Bartek has just finished building a wood-fired bread oven for Zielony Młyn, a restaurant in Kazimierz Dolny, and the owner already wants a second one for his other place. "
            "And MPK has posted an internal vacancy for a driver-trainer, the people who train new drivers. The deadline is 31 May. I'm tempted."),
   ("assistant", "What a good goal: going from sandwich-maker to skipper. Here's an overview.\n\n"
                 "## What the licence lets you do\n"
                 "With the **patent żeglarza jachtowego** you can skipper **yachts on inland waters**, including the Masurian lakes, and at sea **yachts up to 12 m hull length within 2 nautical miles of the shore, in daylight**. "
                 "Please check the current rules on the Polish Sailing Association (PZŻ) website, as they've changed over the years.\n\n"
                 "## What the exam involves\n"
                 "- **Theory:** a written test on navigation rules and signs on inland waterways, yacht construction and rigging, basic meteorology, safety and rescue, and manoeuvres.\n"
                 "- **Practical:** tacking and gybing, sailing a set course, leaving and returning to a mooring or pier, **the man-overboard manoeuvre**, reefing, and **knots**.\n\n"
                 "## Is the timetable doable?\n"
                 "Four weekends are eight days off the rota, so:\n"
                 "1. **Talk to the person who does the rota now**, not in June. Ask for the weekends as a block and offer to work weekdays in exchange.\n"
                 "2. Line up **swaps with colleagues** for any weekend that can't be given.\n"
                 "3. **Book annual leave for 14 to 18 July** straight away, as July leave goes fast.\n\n"
                 "## How to prepare\n"
                 "- **Knots:** bowline, clove hitch, cleat hitch, reef knot, figure-of-eight, round turn and two half hitches. Practise them with a bit of rope on the trolleybus breaks until you can tie them without looking.\n"
                 "- **Theory:** the PZŻ exam question bank is available online; do a few questions every day.\n"
                 "- **Points of sail and the wind:** understanding why the boat does what it does makes the practical far easier.\n"
                 "- **Kit:** sailing gloves, non-marking shoes with grip, a waterproof jacket, sunscreen and a hat. You'll get wet in a small dinghy; that's part of it.\n"
                 "- Small boats are **more lively** than Justyna's yacht, and you'll probably capsize at least once. Everyone does.\n\n"
                 "## The trainer job\n"
                 "I'd apply. There's nothing to lose, you know the job from the driver's seat, and a trainer's hours could well solve the early-shift sleep problem we talked about in March. Congratulations to Bartek, too: a repeat order is the best review there is."),
   ("user", "Signed up and paid the 500 zł deposit. The rota manager said yes to three of the weekends, and I'll cover the fourth with a swap. And I've started the application for the trainer job."),
   ("assistant", "Great progress on both fronts. For the application, think of two or three concrete moments when you helped a new driver or handled a tricky situation on the road; they'll be useful in the interview too. "
                 "And start on the knots this week!")],
  {"summary": "The user wants the Polish yacht sailor licence (patent żeglarza jachtowego) so she can skipper a yacht in Masuria herself instead of crewing for her school friend Justyna and her husband Rafał; "
              "she won't learn from Bartek's brother Kuba, a sailing instructor in Giżycko, because they'd argue; she chose Szkoła Żeglarstwa Bryza at Zalew Zemborzycki: 1,750 zł, four weekends from 7 June 2025 and a full week 14 to 18 July, exam on Saturday 19 July, exam fee separate; "
              "Bartek built a wood-fired bread oven for the Zielony Młyn restaurant in Kazimierz Dolny; MPK advertised an internal driver-trainer vacancy, deadline 31 May 2025; "
              "the assistant explained what the licence allows (yachts on inland waters; at sea up to 12 m within 2 nautical miles in daylight), the theory and practical exam, how to get the weekends off, knots, the exam question bank and kit, and encouraged her to apply for the trainer job; "
              "she paid a 500 zł deposit, got three weekends off and one by swap, and started her application.",
   "procedures": [{"name": "Preparing for the yacht sailor exam", "steps": ["Learn the knots: bowline, clove hitch, cleat hitch, reef knot, figure-of-eight, round turn and two half hitches", "Daily questions from the PZŻ exam bank",
                   "Understand points of sail", "Gloves, non-marking shoes, waterproof, sunscreen"]}],
   "decisions": [{"decision": "Sailing course at Szkoła Żeglarstwa Bryza on Zalew Zemborzycki (1,750 zł)", "rationale": "To skipper a yacht in Masuria herself; not with Kuba, because family lessons would end in arguments"},
                 {"decision": "Apply for the MPK driver-trainer post", "rationale": "Nothing to lose; trainer hours could solve the early-shift sleep problem"}],
   "outcomes": ["Bartek finished a bread oven for Zielony Młyn in Kazimierz Dolny", "500 zł course deposit paid"]}),
 ("2025-05-25", "Our landlord is selling the flat: rent again or buy?", [
   ("user", "Bad timing news. On Wednesday our landlord, Pan Ryszard, told us he's selling our flat in Czechów, because his daughter is getting divorced and he wants to help her buy her own place. He wants us out by 31 August. "
            "We pay 2,300 zł rent plus about 450 zł in bills. We have 95,000 zł in savings. I earn 6,900 zł gross plus bonuses, roughly 5,200 net. "
            "Bartek has been self-employed for three years on the flat-rate tax (ryczałt) and takes home 8,000 to 9,000 a month on average, but it's seasonal: September to February is his busy time and summer is thin. "
            "Would a bank even lend to us? We'd want two rooms, up to about 500,000 zł. Do we rent again or finally buy?"),
   ("assistant", "Sorry, that's a stressful bit of news, especially with a deadline in the middle of summer. I'm not a financial adviser, so please treat this as a starting point for a conversation with a broker or bank.\n\n"
                 "## Rent or buy?\n"
                 "You're paying **27,600 zł a year in rent**. A mortgage of around 400,000 zł would probably cost a similar amount per month, but part of each payment would be building your own equity. "
                 "Against that: buying ties up your savings, and you take on repairs and the risk of interest rates. With stable jobs and no plans to leave Lublin, buying usually makes sense; if you might move city in the next few years, renting keeps you flexible.\n\n"
                 "## Would a bank lend to you?\n"
                 "Very likely yes, but Bartek's income is the complicated part.\n"
                 "- **Employment contract (you):** the simplest case for a bank. Bonuses may count if they've been paid regularly.\n"
                 "- **Self-employment on ryczałt (Bartek):** most banks want **at least 12 to 24 months** of history, his **tax returns (PIT-28)**, and certificates of no arrears from ZUS and the tax office. "
                 "Some banks average seasonal income over the whole year; others are more cautious. That's where a broker earns their keep.\n"
                 "- **Applying together** will give you a higher borrowing capacity than either of you alone.\n\n"
                 "## Your own contribution\n"
                 "- Banks normally require **at least 10%** of the price; with less than **20%** they usually add low-deposit insurance or a higher margin.\n"
                 "- On a 500,000 zł flat, 20% is 100,000 zł, so your 95,000 zł is close, but you'll also need money for the **buying costs** and any **renovation**.\n\n"
                 "## Buying costs on a second-hand flat\n"
                 "- **Notary fee** and **court fees** for the land and mortgage register entries.\n"
                 "- **PCC tax of 2%**, although **first-time buyers of a home may be exempt**. Check that you both qualify with the notary.\n"
                 "- **Agency commission** (often 2 to 3% plus VAT) if the flat is sold through an agency.\n"
                 "- The bank's **valuation** of the property.\n\n"
                 "## The mortgage itself\n"
                 "- **Fixed for five years or variable:** Polish banks offer rates fixed for the first five years; compare both.\n"
                 "- Compare offers by the **RRSO** (the APR), not the headline rate.\n"
                 "- A **mortgage broker** is usually free for you (the bank pays the commission) and knows which banks are kind to self-employed borrowers.\n\n"
                 "## Timing\n"
                 "From finding a flat to getting the keys usually takes **two to three months**. 31 August is tight, so it's worth checking your tenancy agreement's notice period and asking Pan Ryszard whether he could give you more time."),
   ("user", "We're meeting a mortgage broker, Ewelina Szymańska, on Tuesday 3 June; my colleague Oksana bought her flat through her last year. And Pan Ryszard softened a bit: if his buyer doesn't need it sooner, we can stay until the end of October."),
   ("assistant", "Both good steps. For the meeting with Ewelina, bring:\n"
                 "1. Your **ID cards**.\n"
                 "2. Your **employer's income certificate** and three to six months of bank statements.\n"
                 "3. Bartek's **PIT-28 returns for the last two years**, his current year's revenue records, and **ZUS and tax office certificates** of no arrears.\n"
                 "4. A list of any **loans, credit cards and overdraft limits** you have, even unused ones.\n\n"
                 "And get Pan Ryszard's October offer in writing if you can.")],
  {"summary": "The user's landlord, Pan Ryszard, is selling their rented flat in Czechów to help his daughter, who is divorcing, and wants them out by 31 August 2025; rent is 2,300 zł plus about 450 zł in bills; "
              "they have 95,000 zł in savings; the user earns 6,900 zł gross plus bonuses (about 5,200 net); Bartek has been self-employed on ryczałt for three years, taking home 8,000 to 9,000 zł a month, seasonal (busy September to February); they'd like two rooms for up to about 500,000 zł; "
              "the assistant (not a financial adviser) weighed renting against buying, said banks want 12 to 24 months of self-employment history and tax returns, explained the 10% and 20% own contribution, buying costs (notary, court fees, 2% PCC with a possible first-home exemption, agency commission, valuation), "
              "fixed-for-five-years versus variable rates, comparing the RRSO and using a broker, and that buying takes two to three months; "
              "they are meeting mortgage broker Ewelina Szymańska (recommended by colleague Oksana) on 3 June 2025; Pan Ryszard may let them stay until the end of October.",
   "procedures": [{"name": "Documents for a mortgage broker", "steps": ["ID cards", "Employer's income certificate and bank statements", "PIT-28 returns for two years and ZUS and tax office certificates", "List of loans, cards and overdrafts"]}],
   "decisions": [{"decision": "Look at buying a flat rather than renting again", "rationale": "The landlord is selling the Czechów flat; they have 95,000 zł saved"},
                 {"decision": "Meet mortgage broker Ewelina Szymańska on 3 June 2025", "rationale": "Recommended by colleague Oksana; brokers know banks that lend to the self-employed"}],
   "outcomes": ["Landlord selling the flat; must leave by 31 August 2025, possibly the end of October"]}),
 ("2025-06-15", "Mum's 65th at the allotment, and Dad's hearing aids", [
   ("user", "Party planning help please! My mum Halina turns 65 next Saturday, 21 June, and my sister Ola and I are throwing her a party at my parents' allotment in Zamość. About 20 people. "
            "Ola is 32, a midwife at the hospital in Zamość, and she's the organised one, but she's on nights all week. Our present: a spa weekend in Nałęczów for Mum and Dad, 1,600 zł, 800 each.\n\n"
            "Speaking of Dad: he got his hearing aids on Monday 2 June! Two behind-the-ear ones, 5,800 zł for the pair; the NFZ paid 1,400 and Ola and I split the rest. The problem: he only wears the left one. "
            "He says the right one makes everything sound tinny. I'd love him to wear both at the party.\n\n"
            "Flat hunting update, since you helped last time: Ewelina the broker thinks we can borrow around 420,000. We've seen two flats so far: one in Czuby, 54 m², lovely, but 529,000 zł, way over; "
            "and a ground-floor one in Kalinowszczyzna, 44 m², 415,000, but the bathroom wall was black with damp and the whole place smelled musty, so no.\n\n"
            "And sailing has begun: two weekends in, all on Omegas so far, and yes, I capsized on the very first Sunday. Ola's bringing her dachshund Pestka to the party, which Mum will pretend to hate."),
   ("assistant", "A lot going on! Let's take the party first, then your dad.\n\n"
                 "## The party: a plan for the week\n"
                 "**Monday to Wednesday**\n"
                 "- Confirm the **guest count** and any dietary needs.\n"
                 "- Decide the **menu** and who makes what. For 20 people at an afternoon garden party, plan on roughly **400 to 500 g of savoury food per adult**, plus cake.\n"
                 "- Arrange **shade and a rain plan**: a gazebo covers both.\n"
                 "- Borrow **tables, chairs and a cool box** or two.\n\n"
                 "**Thursday and Friday**\n"
                 "- Buy the drinks: in June heat, allow about **1.5 litres of soft drinks and water per person**, more if it's hot.\n"
                 "- Make whatever keeps: salads without dressing, pierogi to reheat, the cake.\n"
                 "- Charge a speaker and make a playlist of Mum's favourites.\n\n"
                 "**Saturday**\n"
                 "- Set up two hours before guests arrive.\n"
                 "- Give one person the grill and one person the drinks, so neither host is stuck all afternoon.\n"
                 "- Plan **the toast and the present** for when everyone has eaten, and have someone take photos.\n\n"
                 "## Dad's hearing aids\n"
                 "What he's describing is very common in the first weeks:\n"
                 "- After years of hearing loss the brain has **forgotten what high sounds are like**, so a properly fitted aid can sound tinny or sharp at first. It usually settles over **a few weeks of wearing both aids every day**.\n"
                 "- **Two aids matter:** they help him tell where sounds come from and follow speech in noise. Wearing only one can make the other ear's hearing worse over time.\n"
                 "- He should go back to the audiologist for **fine-tuning**; the first fitting is rarely the final one. Adjustments are normally included in the price.\n"
                 "- A gradual schedule helps: both aids for a couple of hours a day, increasing each week.\n\n"
                 "**At the party**, a garden full of people is the hardest setting for new hearing aid wearers. Seat him at the quieter end, away from the grill and the speaker, with his back to the noise, and don't turn it into a test.\n\n"
                 "## The flats\n"
                 "Trust your noses on the Kalinowszczyzna flat: damp in a ground-floor bathroom can be expensive and hard to cure. And welcome to the capsizing club."),
   ("user", "Menu's set: Ola's doing pierogi, I'm making sałatka jarzynowa, Bartek is baking bread and running the grill with kiełbasa, and Mum is strictly forbidden from cooking. I've rented a 3×6 m gazebo for 250 zł. "
            "Dad has an adjustment appointment on Thursday, and I'll seat him under the cherry tree at the quiet end."),
   ("assistant", "That's a lovely menu, and homemade bread from a man who builds ovens for a living is hard to beat. With a gazebo booked and Dad's adjustment before the party, you're in good shape. Happy birthday to your mum!")],
  {"summary": "The user's mother Halina turns 65 on Saturday 21 June 2025; the user and her sister Ola, 32, a midwife at the hospital in Zamość, are throwing a party for about 20 people at their parents' allotment in Zamość; "
              "their present is a spa weekend in Nałęczów for their parents (1,600 zł, 800 each); their father got two behind-the-ear hearing aids on Monday 2 June 2025 (5,800 zł for the pair, NFZ paid 1,400 zł, the sisters split the rest) but only wears the left one, saying the right one sounds tinny; "
              "broker Ewelina Szymańska thinks they can borrow about 420,000 zł; they viewed a 54 m² flat in Czuby at 529,000 zł (too expensive) and a 44 m² ground-floor flat in Kalinowszczyzna at 415,000 zł (damp, musty), rejecting both; the sailing course has started on Omega dinghies; "
              "the assistant gave a week's party plan (food and drink quantities, a gazebo, roles on the day, the toast), explained that new aids sound tinny at first, that two aids help locate sounds and follow speech in noise, advised fine-tuning and a gradual schedule, and seating him at the quiet end; "
              "menu: Ola's pierogi, the user's sałatka jarzynowa, Bartek's bread and grilled kiełbasa; a 3×6 m gazebo rented for 250 zł; their father has an adjustment appointment on Thursday.",
   "decisions": [{"decision": "A spa weekend in Nałęczów for their parents as Mum's 65th birthday present (1,600 zł)", "rationale": "Split 800 each between the user and Ola"},
                 {"decision": "Rejected the flats in Czuby and Kalinowszczyzna", "rationale": "Czuby was 529,000 zł, over budget; Kalinowszczyzna was damp and musty"},
                 {"decision": "Rent a 3×6 m gazebo for 250 zł", "rationale": "Shade and a rain plan"}],
   "outcomes": ["Dad got two hearing aids on 2 June 2025 (5,800 zł; NFZ 1,400 zł)", "Borrowing capacity about 420,000 zł"]}),
 ("2025-07-06", "Interview prep for a driver-trainer job (and a flat offer)", [
   ("user", "Two big things this week. First, I've been shortlisted for the driver-trainer job at MPK! The interview is on Tuesday 15 July with Pan Grzegorz Mazur, the head of training, and someone from HR. "
            "As part of it I have to give them a 10-minute mini-lesson, as if they were trainees, on a topic I choose. The job is training new trolleybus drivers, in the classroom and on the road, Monday to Friday 7:00 to 15:00, for 7,800 zł gross instead of my 6,900. "
            "I want it because I'm sick to death of the 3:50 alarm, and since I started showing new drivers the ropes on my own routes last year, I've realised that's the part of the job I like best.\n\n"
            "Second: we've found a flat! Two rooms, 47 m², third floor of four with no lift, in a 1970s block in LSM, with a west-facing balcony and lots of trees around. The bathroom is from the 90s and needs redoing and the wiring is old, but the layout is great. "
            "Asking price 479,000 zł. Ewelina says the bank should go to about 420,000 and we have the rest. What should we offer?\n\n"
            "(Sailing: the full week on the water is 14 to 18 July, so the interview lands right in the middle of it. I'll go straight from the lake.)"),
   ("assistant", "Congratulations on the shortlist, and on finding a flat you like! Here's help with both.\n\n"
                 "## Preparing for the interview\n"
                 "**Know the job from their side.** Find out what the training programme looks like now: how long it lasts, how much is classroom and how much is driving, what the most common reasons are for trainees failing.\n\n"
                 "**Prepare three or four stories** using the STAR method (Situation, Task, Action, Result), for example:\n"
                 "- a time you helped a new driver through a difficult moment;\n"
                 "- a conflict with a passenger you calmed down;\n"
                 "- a breakdown or an incident with the overhead wires you handled safely;\n"
                 "- a time you got feedback and changed how you worked.\n\n"
                 "**Likely questions:** why you want to move from driving to training, how you'd deal with a trainee who isn't making progress or who doesn't accept feedback, how you'd assess whether someone is safe to drive alone.\n\n"
                 "**Questions to ask them:** how trainers are trained themselves, how many trainees per group, and how success is measured.\n\n"
                 "## The mini-lesson\n"
                 "Choose something **concrete, practical and slightly scary** for beginners, which you know inside out. A good structure for ten minutes:\n"
                 "1. **Objective** (30 seconds): 'By the end you'll know exactly what to do when…'\n"
                 "2. **Why it matters** (1 minute): a short real story.\n"
                 "3. **Three key steps** (5 minutes), with a picture or a prop if you can.\n"
                 "4. **Check understanding** (2 minutes): ask them questions, don't ask 'any questions?'.\n"
                 "5. **Summary** (1 minute).\n"
                 "Rehearse it with a timer, and bring a one-page handout.\n\n"
                 "## The flat offer\n"
                 "The asking price works out at about **10,190 zł per m²**. Before making an offer:\n"
                 "- Look at **prices per m² of similar flats in LSM** on the listing sites, and ask how long this one has been on the market.\n"
                 "- List what you'll have to spend: a **new bathroom and rewiring** can easily cost tens of thousands of złoty, and **no lift** on the third floor limits who'll buy it.\n"
                 "- **Open below your target with reasons** (for example around 450,000 to 458,000 zł), expect a counter-offer, and know your walk-away price without telling anyone.\n"
                 "- Put the offer **in writing**, with the timing you need and what stays in the flat (kitchen units, wardrobes).\n\n"
                 "I can't see current listings or prices, so treat the numbers as an example rather than a valuation."),
   ("user", "I'll do my mini-lesson on dewirement, what to do when the poles come off the wires, since it terrifies every new driver. And we're offering 455,000 tomorrow, in writing, with the bathroom and the wiring as the reasons."),
   ("assistant", "Dewirement is a perfect choice: practical, a little frightening, and something you can show with a simple drawing of the poles and the wires. "
                 "Good luck with the offer, and with the interview: turning up straight from a week on the lake, with a bit of a tan and a good story, does no harm.")],
  {"summary": "The user has been shortlisted for a driver-trainer job at MPK Lublin: interview on Tuesday 15 July 2025 with head of training Pan Grzegorz Mazur and HR, including a 10-minute mini-lesson; "
              "the job trains new trolleybus drivers, Monday to Friday 7:00 to 15:00, 7,800 zł gross instead of her 6,900 zł; she wants it because of the 3:50 alarm and because she enjoys showing new drivers the ropes; "
              "they found a two-room 47 m² flat on the third floor of four (no lift) in a 1970s block in LSM, Lublin, with a west-facing balcony; the bathroom and wiring need redoing; asking price 479,000 zł; "
              "the assistant suggested STAR stories, likely questions and questions to ask, a five-part structure for the mini-lesson, and for the flat comparing prices per m² (about 10,190 zł), listing renovation costs, opening below target with reasons and putting the offer in writing; "
              "she will teach dewirement (trolley poles coming off the wires) in the mini-lesson; they are offering 455,000 zł in writing.",
   "procedures": [{"name": "A ten-minute mini-lesson", "steps": ["Objective", "Why it matters", "Three key steps with a picture or prop", "Check understanding with questions", "Summary"]},
                  {"name": "Making an offer on a flat", "steps": ["Compare prices per m² nearby", "List renovation costs", "Open below target with reasons", "Know your walk-away price", "Offer in writing with timing and what stays"]}],
   "decisions": [{"decision": "Mini-lesson on dewirement", "rationale": "It terrifies every new driver and she knows it inside out"},
                 {"decision": "Offer 455,000 zł for the LSM flat", "rationale": "The bathroom and the wiring need redoing"}],
   "outcomes": ["Shortlisted for the MPK driver-trainer job; interview 15 July 2025"]}),
 ("2025-07-27", "I passed! And the flat is (nearly) ours", [
   ("user", "I PASSED! Yesterday! The exam was supposed to be on the 19th, but the examiner slipped on a wet pontoon the week before and broke his wrist, so it was moved a week, to Saturday 26 July. "
            "The practical was on a Sasanka 660, and I got the man-overboard manoeuvre right first time, after messing it up twice in training.\n\n"
            "Even better: on Tuesday MPK rang and I got the trainer job! I start on 1 October; September is a four-week course for new instructors.\n\n"
            "And the flat: the seller came back at 470,000, we met at 462,000, and we signed the preliminary contract at the notary on Thursday with a 20,000 zł deposit. The final deed has to be signed by 30 September. "
            "We've applied to PKO BP for 380,000 zł over 30 years, fixed for the first five. The best part: Bartek's mum Krystyna, a widow who lives in Świdnik, insists on giving us 30,000 zł as a gift towards it. "
            "And Pan Ryszard has confirmed in writing that we can stay in Czechów until 31 October. What do we need to do now, and is there any tax on Krystyna's gift?"),
   ("assistant", "What a week: a skipper, a trainer and almost a homeowner! Congratulations. Here's what to think about next.\n\n"
                 "## Krystyna's gift: who receives it matters\n"
                 "In Poland, gifts between close family (the so-called **zero group**: parents, children, spouses, siblings and a few others) are tax-free, provided that:\n"
                 "1. the gift is **reported to the tax office on form SD-Z2 within six months**, and\n"
                 "2. money is paid **by bank transfer into the recipient's account**, not handed over in cash.\n\n"
                 "The catch: **you and Bartek aren't married**, so for tax purposes Krystyna is family to Bartek, but **not to you**. If she gives the money to both of you, your half could be taxed as a gift from an unrelated person above a small tax-free threshold. "
                 "The simplest route is usually for her to **transfer the whole 30,000 zł to Bartek's own account**, and for him to file the SD-Z2. Do check with the notary or a tax adviser, especially as the flat will be bought by both of you.\n\n"
                 "## Next steps for the mortgage\n"
                 "1. **Valuation:** the bank sends a valuer to the flat; make sure the seller lets them in quickly.\n"
                 "2. **Documents from the seller:** the land and mortgage register number (księga wieczysta), a certificate that nobody is registered as living there, and a certificate of no arrears to the housing cooperative.\n"
                 "3. **Credit decision**, then signing the **loan agreement** (usually before the deed).\n"
                 "4. **Property insurance** with the rights assigned to the bank.\n"
                 "5. **The deed** at the notary, after which the bank pays the seller.\n\n"
                 "## Don'ts until the money is paid out\n"
                 "- **No new loans, credit cards or instalment purchases**: the bank checks again before paying out.\n"
                 "- **Tell the broker about your new job.** Moving to a new role with the same employer is usually fine, but the bank may ask for a new income certificate.\n\n"
                 "## Start planning the renovation now\n"
                 "Good tradespeople in Lublin are booked weeks ahead. If you want to move in before 31 October, get quotes for the electrics and the bathroom in August, so the work can start as soon as you have the keys."),
   ("user", "Good catch on the gift: Krystyna will transfer it to Bartek's account next week and he'll file the SD-Z2. I've told Ewelina about the new job; she says the same employer is no problem. And tonight we're celebrating with pizza on the balcony that isn't ours yet, well, in Czechów."),
   ("assistant", "Perfect on both counts. Enjoy the pizza: you've earned it three times over this week.")],
  {"summary": "The user passed her yacht sailor exam on Saturday 26 July 2025, moved from 19 July, with the practical on a Sasanka 660; "
              "MPK told her on Tuesday 22 July that she got the driver-trainer job, starting 1 October 2025 after a four-week instructors' course in September; "
              "they agreed 462,000 zł for the LSM flat (asking 479,000, seller's counter 470,000) and signed a preliminary contract at the notary on Thursday 24 July with a 20,000 zł deposit; the deed must be signed by 30 September; "
              "they applied to PKO BP for a 380,000 zł mortgage over 30 years, fixed for five years; Bartek's mother Krystyna, a widow in Świdnik, is giving them 30,000 zł; the landlord confirmed they can stay in Czechów until 31 October 2025; "
              "the assistant explained that gifts within the zero group are tax-free if reported on SD-Z2 within six months and paid by bank transfer, and that as the user and Bartek aren't married, the gift should go to Bartek's account; "
              "it listed the mortgage steps (valuation, seller's documents, credit decision, insurance, deed), said to take no new credit and tell the broker about the job change, and to get renovation quotes early; "
              "Krystyna will transfer the gift to Bartek, who will file the SD-Z2; the broker says the job change with the same employer is fine.",
   "procedures": [{"name": "From preliminary contract to deed", "steps": ["Bank valuation", "Seller's land register number and certificates", "Credit decision and loan agreement", "Property insurance assigned to the bank", "Deed at the notary; bank pays the seller"]}],
   "decisions": [{"decision": "Krystyna's 30,000 zł gift goes to Bartek's own account, with an SD-Z2 filed by him", "rationale": "The zero group exemption covers Bartek, her son, but not the user, as they aren't married"},
                 {"decision": "Mortgage application to PKO BP for 380,000 zł over 30 years, fixed for five years", "rationale": "Via broker Ewelina Szymańska"}],
   "outcomes": ["Passed the yacht sailor exam on 26 July 2025", "Got the MPK driver-trainer job from 1 October 2025", "Flat agreed at 462,000 zł; 20,000 zł deposit paid", "Can stay in Czechów until 31 October 2025"]}),
 ("2025-08-17", "Trip to Georgia vs the notary date", [
   ("user", "Decision time. Since the winter Bartek and I have been planning ten days in Georgia, 6 to 16 September: Tbilisi, Kazbegi, and a couple of days of wine in Kakheti. We haven't booked the flights yet (Warsaw to Kutaisi, about 1,900 zł for the two of us right now), but the guesthouses are pencilled in. "
            "Then on Thursday PKO approved the mortgage, and the notary can do the deed on Friday 12 September, or else not until October, which is too late for our preliminary contract. So the deed lands right in the middle of the trip. "
            "Also, once the deposit and the fees are paid, the renovation will eat basically everything we have left. Do we go and sign by power of attorney, cut the trip short, or call it off?"),
   ("assistant", "Congratulations on the mortgage approval! Here are the options, with their costs and risks.\n\n"
                 "## Option A: go, and sign by power of attorney\n"
                 "- One of you could give the other, or a trusted person, a **notarial power of attorney** to sign the deed.\n"
                 "- But the **bank usually wants the borrowers themselves** for the loan agreement and its conditions, and a power of attorney for a property purchase needs careful wording. Ask both the bank and the notary before relying on it.\n"
                 "- Risk: if anything goes wrong with the paperwork, you're in the Caucasus.\n\n"
                 "## Option B: a shorter trip\n"
                 "- For example **6 to 11 September** and home for the 12th.\n"
                 "- Five days is enough for Tbilisi and one trip to the mountains, but it's a rush, and you'd be flying back straight into the busiest month of your year.\n\n"
                 "## Option C: postpone\n"
                 "- **No money lost**, since nothing is booked yet apart from the guesthouses (check their cancellation terms).\n"
                 "- Ten days in Georgia with flights, accommodation, food and a driver could easily come to **6,000 to 9,000 zł for two**, money that would otherwise cover a good part of the bathroom.\n\n"
                 "## What I'd weigh\n"
                 "- **The deed is the one date that can't slip**; your preliminary contract has a deadline and a 20,000 zł deposit riding on it.\n"
                 "- **Your cash buffer after the purchase:** renovations nearly always cost more than planned, and September is also your instructors' course.\n"
                 "- Georgia isn't going anywhere, and September and October are lovely there in any year.\n\n"
                 "With both the deed and the money pointing the same way, **postponing** looks like the sensible choice. If you need something to look forward to, a cheap long weekend closer to home once the renovation is under way might be the right reward."),
   ("user", "We're calling it off. Georgia will still be there in 2026 or 2027. Instead we've booked a cabin in Wetlina in the Bieszczady for the long weekend of 24 to 26 October, 780 zł for two nights, as a reward once the renovation is moving."),
   ("assistant", "A good decision, and the Bieszczady in late October, with the beech forests turning, are a fine consolation prize. Pack for cold nights and fog on the ridges.")],
  {"summary": "The user and Bartek had planned ten days in Georgia (Tbilisi, Kazbegi, Kakheti) from 6 to 16 September 2025, flights from Warsaw to Kutaisi not yet booked (about 1,900 zł for two); "
              "PKO BP approved the mortgage on Thursday 14 August and the notary can do the deed on Friday 12 September 2025; the renovation will use almost all their remaining money; "
              "the assistant compared signing by power of attorney (banks usually want the borrowers in person), a shorter trip (6 to 11 September) and postponing (no money lost; the trip could cost 6,000 to 9,000 zł), and recommended postponing; "
              "they called off the Georgia trip until 2026 or 2027 and booked a cabin in Wetlina in the Bieszczady for 24 to 26 October 2025 (780 zł for two nights).",
   "decisions": [{"decision": "Called off the September 2025 trip to Georgia", "rationale": "The deed on 12 September fell in the middle of it, and the money is needed for the renovation"},
                 {"decision": "A long weekend in Wetlina in the Bieszczady, 24 to 26 October 2025 (780 zł)", "rationale": "A cheap reward once the renovation is under way"}],
   "outcomes": ["Mortgage approved by PKO BP on 14 August 2025", "Deed booked for 12 September 2025"]}),
 ("2025-09-14", "We have keys! Planning the renovation in the right order", [
   ("user", "We own a flat! We signed the deed on Friday at notary Katarzyna Bielecka's office, and the keys are sitting on my desk. PKO: 380,000 zł over 30 years, fixed at 6.35% for five years, about 2,365 zł a month. "
            "And no PCC to pay, since it's our first flat, which saved us over 9,000 zł.\n\n"
            "Renovation budget: 45,000 zł. The plan:\n"
            "- full rewiring, because the block still has its original aluminium wiring: electrician Pan Zbyszek, 9,500 zł;\n"
            "- a completely new bathroom, with a walk-in shower instead of the bath: tiler Marek, 18,000 zł with materials;\n"
            "- Bartek lays the floor panels himself;\n"
            "- we paint everything ourselves, with Ola and her boyfriend Michał, who's a firefighter in Zamość and owns every tool known to man.\n"
            "Zbyszek starts tomorrow and Marek on Monday 29 September. We want to move in on Saturday 18 October, well before the 31 October deadline in Czechów. I'm in the middle of the instructors' course, so my evenings are gone. "
            "What order should things happen in, and is 18 October realistic?"),
   ("assistant", "Congratulations, homeowners! Here's how to sequence the work so nobody undoes anyone else's.\n\n"
                 "## The right order\n"
                 "1. **Strip-out:** old bath, tiles that are coming off, old sockets and fittings. Look for surprises (damp, cracked pipes) now, not later.\n"
                 "2. **Electrics, first fix:** new cables chased into the walls, the consumer unit, boxes for sockets and switches. Aluminium wiring from the 1970s is worth replacing, so this is money well spent.\n"
                 "3. **Plumbing** in the bathroom and kitchen, including the drain for the walk-in shower, which needs the right fall.\n"
                 "4. **Plastering and patching** where the walls were chased.\n"
                 "5. **Bathroom:** waterproofing under the shower, then tiling. Let the waterproofing cure as the product says.\n"
                 "6. **Electrics, second fix:** sockets, switches, lights.\n"
                 "7. **Painting:** ceilings first, then walls.\n"
                 "8. **Floors last**, so the panels aren't ruined by paint and ladders.\n"
                 "9. **Kitchen and fittings**, then a **deep clean**.\n\n"
                 "## Is 18 October realistic?\n"
                 "On paper, five weeks is enough for a flat this size, but there's **no slack**:\n"
                 "- The **tiler is usually the bottleneck**. If Marek is a week late, everything after him moves.\n"
                 "- Bathroom waterproofing and tile adhesive need drying time.\n"
                 "- You're both busy: you with the course, Bartek with the start of his busy season.\n\n"
                 "I'd treat 18 October as the **target** and 31 October as the **real deadline**, and ask Pan Ryszard now what would happen if you needed a couple of extra weeks, just in case.\n\n"
                 "## The housing cooperative\n"
                 "- Tell the **spółdzielnia** about the works; they'll have rules on **noise hours** and on shutting off water risers, which only their plumber may do.\n"
                 "- Arrange a **skip or rubble bags** and where they can stand.\n"
                 "- A note for the neighbours with your phone number buys a lot of goodwill.\n\n"
                 "## Money\n"
                 "Keep a **10 to 15% contingency**, so plan on about 50,000 zł rather than 45,000. Old blocks always have something hiding behind the tiles."),
   ("user", "Noted: 18 October is the target, 31 October the deadline. I'll ask Pan Ryszard about a plan B this week, and I've put a note with my number on the noticeboard downstairs."),
   ("assistant", "Good. And take photos of the walls with the new cables in before they're plastered over: in five years, when you want to hang a shelf, you'll be glad you did.")],
  {"summary": "The user and Bartek signed the deed for their LSM flat on Friday 12 September 2025 at notary Katarzyna Bielecka's office; mortgage from PKO BP: 380,000 zł over 30 years, fixed at 6.35% for five years, about 2,365 zł a month; no PCC as a first flat (saving over 9,000 zł); "
              "renovation budget 45,000 zł: full rewiring of the original aluminium wiring by electrician Pan Zbyszek (9,500 zł, from 15 September), a new bathroom with a walk-in shower by tiler Marek (18,000 zł with materials, from 29 September), floor panels laid by Bartek, painting themselves with Ola and her boyfriend Michał, a firefighter in Zamość; "
              "target moving day Saturday 18 October 2025, deadline in Czechów 31 October; "
              "the assistant gave the order of works (strip-out, electrics first fix, plumbing, plastering, bathroom waterproofing and tiling, second fix, painting, floors, kitchen, clean), said 18 October had no slack because the tiler is the bottleneck, advised a plan B with the landlord, telling the housing cooperative and a 10 to 15% contingency (about 50,000 zł).",
   "procedures": [{"name": "Order of works in a flat renovation", "steps": ["Strip-out", "Electrics first fix", "Plumbing", "Plastering", "Bathroom waterproofing and tiling", "Electrics second fix", "Painting", "Floors", "Kitchen and deep clean"]}],
   "decisions": [{"decision": "Renovation budget 45,000 zł: rewiring by Pan Zbyszek, a new bathroom by tiler Marek, floors by Bartek, painting themselves", "rationale": "Original aluminium wiring and a 1990s bathroom"},
                 {"decision": "Target moving day 18 October 2025", "rationale": "Before the 31 October deadline in Czechów"}],
   "outcomes": ["Deed signed 12 September 2025", "Mortgage 380,000 zł, about 2,365 zł a month"]}),
 ("2025-10-05", "First week as a trainer: teaching adults who think they know it all", [
   ("user", "I'm officially a driver-trainer! I started on Wednesday, after a September course that was mostly paperwork and psychology. My first group is eight trainees, three of them women, on a ten-week programme. "
            "Two characters already: Henryk, 55, drove lorries for twenty years and treats every piece of advice as a personal insult; and Dmytro, 29, from Lutsk, a very good driver who has been in Lublin three years, "
            "but the technical Polish (odbieraki, sieć trakcyjna, iglice zwrotnicy) loses him completely. How do I handle these two without losing the other six?\n\n"
            "Other news: Kleks had a check-up and he's down to 5.9 kg, the vet is thrilled. Bartek has started building a big tiled stove in a wooden house in Zwierzyniec, so he's in Roztocze three days a week. "
            "The flat: Zbyszek has finished the rewiring, but Marek the tiler still hasn't shown up; he says his previous job is running over."),
   ("assistant", "Congratulations on the first week! Both of your 'characters' are classic in adult training, and both can become assets.\n\n"
                 "## A few principles for teaching adults\n"
                 "- Adults learn best when they see **why** something matters and can **connect it to what they already know**.\n"
                 "- **Short explanation, then practice, then feedback** works far better than long lectures.\n"
                 "- People need to feel safe to make mistakes, especially in front of a group.\n\n"
                 "## Henryk, the experienced sceptic\n"
                 "1. **Acknowledge his experience openly.** Twenty years on lorries is real knowledge about road sense, mirrors and long vehicles.\n"
                 "2. **Focus on what's different.** A trolleybus brakes, accelerates and steers differently from a lorry, and it's tied to the wires; ask him to spot the differences rather than telling him.\n"
                 "3. **Give him a role**, for example leading a discussion where his experience helps the group.\n"
                 "4. **Set boundaries privately, not in front of the group.** A short one-to-one chat: you value his experience, and you need him to try things the trolleybus way.\n"
                 "5. **Ask questions instead of correcting**: 'What do you think would happen to the poles if you took that corner like a lorry?'\n\n"
                 "## Dmytro, the good driver with a language barrier\n"
                 "1. **A visual glossary**: photos or drawings of each part with the Polish term, and the Ukrainian next to it if a colleague can help.\n"
                 "2. **Show, don't just tell**: point at the actual parts on the vehicle.\n"
                 "3. **Check understanding by asking him to explain or show**, not by asking 'do you understand?', which almost everyone answers with yes.\n"
                 "4. **Speak clearly and avoid slang and idioms** in key explanations.\n"
                 "5. **Pair him with a buddy** in the group for the classroom parts.\n\n"
                 "## For the whole group\n"
                 "- Give feedback in two parts: **what went well, and one thing to change**.\n"
                 "- Keep short notes on each trainee after every session; after ten weeks you'll be glad you did.\n\n"
                 "And well done, Kleks: 500 g lost is exactly the steady pace you want."),
   ("user", "I'll make a picture glossary for the whole group, actually: half the Poles don't know what an iglica is either. And Henryk gets to lead Friday's discussion on braking, lorry versus trolleybus."),
   ("assistant", "Both excellent ideas. A glossary for everyone means Dmytro isn't singled out, and giving Henryk the braking discussion turns his experience into a teaching tool. "
                 "Keep an eye on the tiler, too: if Marek hasn't started by mid-October, it's time to ask Pan Ryszard about that plan B.")],
  {"summary": "The user started as a driver-trainer at MPK Lublin on Wednesday 1 October 2025 after a September instructors' course; her first group has eight trainees (three women) on a ten-week programme, including Henryk, 55, an ex-lorry driver who resents advice, "
              "and Dmytro, 29, from Lutsk, a good driver struggling with technical Polish; Kleks weighs 5.9 kg at his check-up; Bartek is building a tiled stove in a wooden house in Zwierzyniec, in Roztocze, three days a week; "
              "the electrician has finished the rewiring but tiler Marek hasn't started because his previous job is running over; "
              "the assistant gave principles for teaching adults, and suggested acknowledging Henryk's experience, focusing on differences, giving him a role, setting boundaries privately and asking questions; "
              "for Dmytro, a visual glossary, showing parts on the vehicle, checking understanding by asking him to explain, clear speech and a buddy; and two-part feedback and notes on each trainee; "
              "she will make a picture glossary for the whole group and let Henryk lead Friday's braking discussion.",
   "procedures": [{"name": "Handling difficult trainees", "steps": ["Acknowledge experience", "Focus on what's different", "Give a role", "Set boundaries privately", "Ask questions instead of correcting",
                   "Visual glossary for language barriers", "Check understanding by asking them to explain", "Feedback: what went well and one thing to change"]}],
   "decisions": [{"decision": "A picture glossary of trolleybus terms for the whole group", "rationale": "Helps Dmytro without singling him out; others don't know the terms either"},
                 {"decision": "Henryk leads the discussion on braking, lorry versus trolleybus", "rationale": "Turns his experience into a teaching tool"}],
   "outcomes": ["Started as a driver-trainer on 1 October 2025", "Kleks weighs 5.9 kg", "Rewiring finished"]}),
 ("2025-10-26", "The move slips to November: moving a cat who hates change", [
   ("user", "Just back from the Bieszczady: we went up Tarnica yesterday in thick fog and saw absolutely nothing from the top, but the cabin in Wetlina had a wood stove and Bartek spent an hour critiquing it. Loved it. "
            "Mum and Dad had their spa weekend in Nałęczów the weekend before and came back glowing.\n\n"
            "Less fun: we didn't move on the 18th. Marek the tiler turned up three weeks late, on 20 October instead of 29 September, because his previous job in Świdnik overran, so the bathroom won't be finished until mid-November. "
            "New moving day: Saturday 15 November. Pan Ryszard is letting us stay in Czechów until the 15th for an extra 1,150 zł, half a month's rent. "
            "The budget has crept up too: Zbyszek found the kitchen needed two extra circuits, so the rewiring came to 11,200 zł, and we're now at about 52,000 in total.\n\n"
            "Kleks is my worry. He's never moved since we adopted him, he has one eye and he hates anything new. How do I move him without traumatising him? And any general moving checklist would help: no removal company, just friends and a van."),
   ("assistant", "A foggy Tarnica is a Bieszczady rite of passage, so you've done it properly. Sorry about the delay; tilers running late is the most common reason renovations slip, and it's good that Pan Ryszard could bend.\n\n"
                 "## Moving Kleks\n"
                 "**In the week before**\n"
                 "- Leave the **carrier out** with his blanket in it, and feed him treats near it.\n"
                 "- Plug a **Feliway Classic diffuser** into the new flat's bedroom a few days ahead.\n"
                 "- Take some of his things over early: a scratching post, a bed. Don't wash his blanket; his smell is what reassures him.\n\n"
                 "**On moving day**\n"
                 "1. Shut him in the **bathroom or an emptied room** in the old flat, with water and a litter tray, and a sign on the door: 'CAT INSIDE, DO NOT OPEN'.\n"
                 "2. **Move him last**, once the furniture is in.\n"
                 "3. In the new flat, put him in a **safe room** that's already set up: litter tray, food, water, his bed and somewhere to hide.\n\n"
                 "**The first week**\n"
                 "- Keep him in the safe room for a few days, then open up the rest of the flat one room at a time.\n"
                 "- Keep **meal times and the feeder** exactly as before.\n"
                 "- Expect hiding and a smaller appetite. If he **eats nothing for more than 24 to 48 hours**, call the vet: cats who stop eating can develop liver problems quickly.\n"
                 "- Third floor: check the **balcony and windows** before he explores; a net on the balcony is worth it.\n"
                 "- Update his **microchip registration** with the new address.\n\n"
                 "## General moving checklist\n"
                 "- **Van** booked, and helpers confirmed a week ahead.\n"
                 "- **Boxes labelled by room**, plus a 'first night' box: kettle, mugs, toilet paper, bedding, chargers, cat food.\n"
                 "- **Meter readings** and photos at both flats; a **handover protocol** with Pan Ryszard and the **return of your deposit**.\n"
                 "- **Change of address:** registered address (meldunek, which can be done online), bank, employers, Bartek's business registration (CEIDG), the vet, the car.\n"
                 "- **Internet** ordered for the new flat in advance; installation dates can take weeks.\n"
                 "- Food and drink for the helpers: pizza works."),
   ("user", "Van booked for the 15th, 350 zł for the day. Helpers: Michał, plus Darek and Oksana from the depot. Kleks gets the bedroom as his safe room, and I'll order the Feliway today."),
   ("assistant", "Sounds like a well-organised move. Keep the bedroom door closed while the helpers carry things in, and let Kleks decide when he's ready to explore. Good luck on the 15th!")],
  {"summary": "The user and Bartek spent 24 to 26 October 2025 in a cabin in Wetlina in the Bieszczady and climbed Tarnica on Saturday 25 October in fog; her parents had their spa weekend in Nałęczów the weekend before; "
              "the move planned for 18 October didn't happen: tiler Marek started three weeks late, on 20 October instead of 29 September, because his previous job in Świdnik overran; the new moving day is Saturday 15 November 2025; "
              "the landlord lets them stay in Czechów until 15 November for an extra 1,150 zł; the rewiring rose to 11,200 zł (two extra kitchen circuits) and the renovation is now about 52,000 zł; "
              "the assistant gave a plan for moving the cat (carrier and Feliway beforehand, shut in a room on moving day and moved last, a safe room in the new flat, opening rooms gradually, the vet if he doesn't eat for 24 to 48 hours, balcony safety, microchip update) and a general moving checklist; "
              "they booked a van for 350 zł; helpers are Michał and colleagues Darek and Oksana; the bedroom will be Kleks's safe room.",
   "procedures": [{"name": "Moving house with a cat", "steps": ["Carrier out and Feliway a week ahead", "Shut the cat in one room on moving day and move him last", "A safe room in the new home", "Open the rest of the home gradually",
                   "Same meal times", "Call the vet if he doesn't eat for 24 to 48 hours", "Check balcony and windows", "Update the microchip"]}],
   "decisions": [{"decision": "Moving day moved from 18 October to Saturday 15 November 2025", "rationale": "The tiler started three weeks late because his previous job overran"},
                 {"decision": "Stay in Czechów until 15 November for an extra 1,150 zł", "rationale": "The new flat's bathroom won't be ready before mid-November"}],
   "outcomes": ["Renovation cost now about 52,000 zł", "Rewiring cost 11,200 zł", "Climbed Tarnica on 25 October 2025"]}),
 ("2025-11-23", "Cat peeing on the bath mat since we moved", [
   ("user", "We moved last Saturday, the 15th, and the flat is lovely. The final renovation bill came to 54,300 zł: on top of the 52,000 we had to replace the kitchen worktop, because the old one had swollen all round the sink once we took the units apart.\n\n"
            "But Kleks: he spent three days under the bed, then came out and started peeing on the new bath mat. Twice. We took a urine sample to dr Zając: no infection, no crystals, she says it's stress. What do we do? "
            "And is it mean to leave him alone all day? Bartek is restoring the tiled stoves in a manor house near Kozłówka until Christmas, and I'm at the training centre from 7 to 3.\n\n"
            "Good news from Zamość: Dad joined a model railway club in October, and since he couldn't follow the chat at the meetings with one ear, he now wears both hearing aids all day. Mum says it's a miracle."),
   ("assistant", "Congratulations on the move! And good that you had his urine checked first: that rules out the medical causes, which always come first with a cat peeing outside the tray.\n\n"
                 "## Why the bath mat?\n"
                 "Soft, absorbent surfaces like bath mats, rugs and laundry are **very attractive to a stressed cat**: they soak up urine like litter does, and they carry strong smells. Once he's used a spot, **his own smell draws him back**.\n\n"
                 "## What to do\n"
                 "1. **Remove the bath mat** (and any rugs on the floor nearby) for a few weeks.\n"
                 "2. **Clean the spots with an enzymatic cleaner**, not bleach or ammonia-based products, which smell like urine to a cat and can make it worse.\n"
                 "3. **Litter trays:** the usual rule is one per cat **plus one**, so **two trays** for Kleks, in quiet spots away from his food, with **the same litter** he had in Czechów.\n"
                 "4. **Feliway Classic** in the room where he spends the most time, running for at least a month.\n"
                 "5. **Routine:** meals at the same times, **two short play sessions** a day (a feather wand before you leave and when you get home), and high places to sit and watch.\n"
                 "6. **Never punish him**; it only adds stress and teaches him to hide when he pees.\n\n"
                 "## Leaving him alone all day\n"
                 "Most adult cats cope well with eight hours alone, especially if they have a view out of a window, somewhere warm to sleep and a bit of play at both ends of the day. "
                 "Kleks isn't lonely in a way another animal would fix; he's unsettled by change. So I wouldn't add **any other big changes** right now, and a second cat in particular would very likely stress him more.\n\n"
                 "## When to go back to the vet\n"
                 "If it's still happening after two or three weeks of these changes, or he starts straining or going very often, go back to dr Zając; she may suggest a behaviourist.\n\n"
                 "And hooray for your dad: a club full of railwaymen is the best hearing therapy there is."),
   ("user", "Bath mat's gone, a second litter tray is in the hall, and the Feliway is plugged in by the sofa. Bartek built him a shelf above the radiator and he's already claimed it as his throne."),
   ("assistant", "A warm throne with a view of his new kingdom is exactly what a cat in a new home needs. Give it a couple of weeks; most cats settle once the place smells like theirs.")],
  {"summary": "The user and Bartek moved into their LSM flat on Saturday 15 November 2025; the final renovation cost was 54,300 zł, including replacing the kitchen worktop, which had swollen around the sink; "
              "Kleks hid under the bed for three days and then peed twice on the new bath mat; vet dr Zając found no infection or crystals and blamed stress; Bartek is restoring the tiled stoves in a manor house near Kozłówka until Christmas; she works at the training centre from 7 to 3; "
              "her father joined a model railway club in Zamość in October 2025 and now wears both hearing aids all day because he couldn't follow the talk with one; "
              "the assistant explained why stressed cats choose soft surfaces, and advised removing the mat, enzymatic cleaner, two litter trays with the old litter, Feliway Classic for a month, a fixed routine with play, no punishment, "
              "said eight hours alone is fine for most adult cats, advised no other big changes such as a second cat, and a vet visit if it continues after two or three weeks; "
              "they removed the bath mat, added a second tray in the hall and a Feliway diffuser by the sofa; Bartek built Kleks a shelf above the radiator.",
   "procedures": [{"name": "Stress-related peeing outside the tray", "steps": ["Rule out medical causes first", "Remove bath mats and rugs", "Enzymatic cleaner, no bleach or ammonia", "One tray per cat plus one, same litter",
                   "Feliway Classic for a month", "Fixed routine and two play sessions a day", "Never punish", "Back to the vet after two or three weeks if it continues"]}],
   "decisions": [{"decision": "Bath mat removed, a second litter tray in the hall, Feliway by the sofa", "rationale": "Kleks was peeing on the bath mat from stress after the move"}],
   "outcomes": ["Moved into the LSM flat on 15 November 2025", "Final renovation cost 54,300 zł", "Dad wears both hearing aids since joining a model railway club"]}),
 ("2025-12-14", "Hosting Wigilia in a 47 m² flat", [
   ("user", "This year, for the first time, we're hosting Wigilia, in our new flat. Guests: Mum and Dad, Ola and Michał, and Bartek's mum Krystyna from Świdnik, who's finding a neighbour to feed her cat Filemon. "
            "So seven of us, plus the empty plate for the unexpected guest: eight places in 47 m². Our table seats four, so we're borrowing a folding one from the social room at the depot.\n\n"
            "Who brings what:\n"
            "- Mum: barszcz and uszka;\n"
            "- Ola: pierogi with cabbage and mushrooms;\n"
            "- Krystyna: kutia, because that's what her family always ate at Wigilia, they're from near Hrubieszów;\n"
            "- Bartek: herring two ways, in oil with onion and in cream;\n"
            "- me: fried carp, kompot from dried fruit, and cabbage with peas;\n"
            "- and a makowiec from the bakery on our street.\n"
            "The carp comes from the fishmonger at the market, already filleted. No live carp swimming in our bath this year, since Bartek flatly refuses and Kleks would lose his mind. "
            "We sit down at the first star, so around 16:00. How do I plan the 24th so I'm not in tears at 15:30? And is it enough food?"),
   ("assistant", "How lovely, a first Wigilia in your own home. With the dishes shared out like that, you've already done the hardest part. Here's a plan.\n\n"
                 "## Is it enough?\n"
                 "Counting the traditional way: **barszcz with uszka, pierogi, kutia, herring in oil, herring in cream, fried carp, kompot, cabbage with peas and makowiec** make **nine or ten dishes**, depending on whether the uszka count separately. "
                 "For seven people that's **plenty of food**; if you want to reach the traditional twelve, small additions like **marinated mushrooms** or **gingerbread** are easy. For the carp, allow about **150 to 200 g of fillet per person**.\n\n"
                 "## Before the day\n"
                 "- **21 to 22 December:** do the big shop, pick up the folding table, check you have **eight chairs, plates and glasses**.\n"
                 "- **23 December:** make the **kompot** and the **cabbage with peas** (both taste better the next day), set the table in the evening with the **hay under the tablecloth** and the **opłatek**.\n\n"
                 "## The 24th\n"
                 "- **Morning:** clean up, make space for coats (a bed works), chill the drinks on the balcony.\n"
                 "- **12:00:** coat the carp in flour or breadcrumbs and keep it in the fridge.\n"
                 "- **13:00:** ask the guests to **arrive around 15:30** with their dishes ready to reheat.\n"
                 "- **15:00:** start frying the carp in batches and keep it warm in the oven at about 80 °C. Reheat the barszcz gently.\n"
                 "- **15:30:** the guests arrive; Bartek is in charge of coats and drinks, you're in charge of the kitchen.\n"
                 "- **First star:** opłatek, wishes, and sit down.\n\n"
                 "## In 47 m²\n"
                 "- Put the two tables together in the main room and move the armchair to the bedroom for the evening.\n"
                 "- Plan where the **dishes go after each course**: a tray on the washing machine works wonders.\n"
                 "- Have **boxes for leftovers** ready, so everyone goes home with something.\n\n"
                 "## Kleks\n"
                 "Seven people in a small flat is a lot for a cat who has just moved. Give him the **bedroom with his bed, water and a tray**, and let him come out if he wants. He'll probably appear as soon as the carp does."),
   ("user", "Nine or ten, then, so I'll add marinated mushrooms, and Michał has announced he's bringing his famous gingerbread, which makes twelve if nobody argues about the uszka."),
   ("assistant", "Twelve by any count that matters. Wesołych Świąt to all of you, and to Kleks.")],
  {"summary": "The user and Bartek are hosting Wigilia on 24 December 2025 in their new 47 m² flat for seven people: her parents, Ola and Michał, and Bartek's mother Krystyna from Świdnik, plus an empty plate, with a folding table borrowed from the depot; "
              "dishes: her mother's barszcz and uszka, Ola's pierogi with cabbage and mushrooms, Krystyna's kutia (her family is from near Hrubieszów), Bartek's herring in oil and in cream, the user's fried carp, dried fruit kompot and cabbage with peas, and a makowiec from the bakery; "
              "the carp is bought filleted, with no live carp in the bath because Bartek refuses and the cat would go mad; they sit down at the first star around 16:00; "
              "the assistant counted nine or ten dishes, plenty for seven, suggested 150 to 200 g of carp per person, a timetable for 21 to 24 December (kompot and cabbage the day before, hay and opłatek, carp fried from 15:00 and kept warm at 80 °C, guests at 15:30), space tips for a small flat and the bedroom as a refuge for Kleks; "
              "she will add marinated mushrooms and Michał will bring gingerbread, making twelve dishes.",
   "procedures": [{"name": "Wigilia timetable", "steps": ["Big shop and borrow the table on 21 to 22 December", "Kompot and cabbage with peas on the 23rd; set the table with hay and opłatek", "Coat the carp at noon on the 24th",
                   "Guests arrive 15:30 with dishes to reheat", "Fry the carp from 15:00 and keep it warm at 80 °C", "Opłatek at the first star"]}],
   "decisions": [{"decision": "Carp bought filleted from the fishmonger, no live carp in the bath", "rationale": "Bartek refuses and Kleks would go mad"},
                 {"decision": "Add marinated mushrooms; Michał brings gingerbread", "rationale": "To reach the traditional twelve dishes"}],
   "outcomes": ["First Wigilia hosted in the new flat on 24 December 2025"]}),
 ("2026-01-18", "Overpay the mortgage or build savings first?", [
   ("user", "Happy New Year! Money planning for 2026. Our situation: the mortgage is 2,365 zł a month, fixed at 6.35% until 2030. After the renovation and the move our savings are down to 14,000 zł. "
            "I take home about 5,650 zł as a trainer, and Bartek's winter has been very good: the manor job near Kozłówka alone paid 28,000 zł. Our monthly outgoings, mortgage included, are about 7,500 zł. "
            "Bartek wants to throw 1,000 zł a month at the mortgage to 'get rid of the bank' as fast as possible. I think we should save first. Who's right?\n\n"
            "Also: Wigilia went beautifully. Dad heard every word of every conversation for the first time in years, and Krystyna and Mum bonded over the kutia. Kleks hid in the bedroom and came out for the carp. And he was 5.4 kg at his January check!\n\n"
            "And summer is booked: Justyna, Rafał, Bartek and I are taking a Maxus 28 out of Wilkasy for the week of 11 to 18 July, 5,600 zł for the boat, split four ways. My first time as skipper!"),
   ("assistant", "Happy New Year, and what a lovely Wigilia report. Now, the mortgage: you're both partly right, and the order matters. I'm not a financial adviser, so treat this as a framework.\n\n"
                 "## 1. The emergency fund comes first\n"
                 "- A common rule is **three to six months of outgoings**: for you that's **22,500 to 45,000 zł**.\n"
                 "- You have 14,000 zł, **less than two months**.\n"
                 "- With **Bartek's seasonal income** and a new flat (boilers, leaks, appliances), I'd aim for at least the lower end, ideally more.\n"
                 "- Money paid into the mortgage **can't be taken back out** if something goes wrong. That's the main argument for saving first.\n\n"
                 "## 2. Why Bartek has a point\n"
                 "- Every złoty overpaid saves you **6.35% a year** in interest, guaranteed, which is more than most savings accounts pay.\n"
                 "- Over 30 years, even modest regular overpayments cut the total interest substantially.\n\n"
                 "## 3. Check the overpayment terms\n"
                 "Polish banks may charge a **fee for early repayment during the first three years** of a mortgage, within legal limits, and the rules can differ during a fixed-rate period. "
                 "**Read your PKO contract or ask the bank** before you start.\n\n"
                 "## 4. Shorter term or lower instalment?\n"
                 "- **Shortening the term** saves the most interest.\n"
                 "- **Lowering the instalment** gives you more breathing room each month. With irregular income, that flexibility has value too.\n\n"
                 "## 5. A compromise\n"
                 "Of the 1,000 zł a month:\n"
                 "- **700 zł into savings** until the fund reaches about **25,000 zł**;\n"
                 "- **300 zł a month as an overpayment** from the start, shortening the term;\n"
                 "- once the fund is full, **switch the whole 1,000 zł to overpayments**;\n"
                 "- use good months of Bartek's winter income for **occasional lump-sum overpayments**.\n\n"
                 "Congratulations to Kleks on the 5.4 kg, and on your first command: a Maxus 28 is a great boat for a first skippering week."),
   ("user", "Compromise accepted by both sides: 700 a month into savings until we hit 25,000, and 300 a month off the mortgage from February, shortening the term. PKO charges nothing on overpayments under our contract, I checked. Bartek is calling it 'the 300 club'."),
   ("assistant", "A plan you both agreed to is worth more than a perfect one only one of you believes in. Long live the 300 club.")],
  {"summary": "Money planning for 2026: the mortgage is 2,365 zł a month, fixed at 6.35% until 2030; savings are down to 14,000 zł after the renovation; the user takes home about 5,650 zł as a trainer; Bartek's manor job near Kozłówka paid 28,000 zł; monthly outgoings about 7,500 zł; "
              "Bartek wanted to overpay the mortgage by 1,000 zł a month, the user wanted to save first; Wigilia went well (her father heard every conversation, Krystyna and her mother bonded over the kutia); Kleks weighed 5.4 kg at his January 2026 check; "
              "they booked a Maxus 28 from Wilkasy for 11 to 18 July 2026 with Justyna and Rafał, 5,600 zł split four ways, the user's first time as skipper; "
              "the assistant (not a financial adviser) recommended an emergency fund of three to six months of outgoings (22,500 to 45,000 zł) first, noted overpaying saves a guaranteed 6.35%, advised checking early repayment fees in the first three years, "
              "compared shortening the term with lowering the instalment, and proposed 700 zł a month to savings until about 25,000 zł and 300 zł a month in overpayments, then all 1,000 zł to overpayments; "
              "they agreed to that from February 2026, shortening the term; PKO charges no overpayment fee under their contract.",
   "decisions": [{"decision": "700 zł a month into savings until 25,000 zł, and 300 zł a month overpaid on the mortgage from February 2026, shortening the term", "rationale": "Savings of 14,000 zł are under two months of outgoings; overpaying saves 6.35% interest"},
                 {"decision": "Charter a Maxus 28 from Wilkasy for 11 to 18 July 2026 (5,600 zł split four ways)", "rationale": "Her first week as skipper, with Justyna, Rafał and Bartek"}],
   "outcomes": ["Kleks weighs 5.4 kg (January 2026)", "No overpayment fee in the PKO contract"]}),
 ("2026-02-15", "My sister's engaged and I'm the świadkowa: hen party ideas", [
   ("user", "Big family news: Ola and Michał got engaged at midnight on New Year's Eve, on the Rynek Wielki in Zamość, in front of half the town and Pestka. The wedding is on Saturday 12 September 2026 at the cathedral in Zamość, with the reception at a manor house outside town. And I'm her świadkowa!\n\n"
            "First job: the hen party. Ola wants something active, definitely no strippers. Twelve women, about 250 zł each. She's the sporty one in the family (she ran the Lublin half-marathon last spring in 1:49), while my own sport is sitting on a boat. "
            "The only date that works for everyone is Saturday 11 July, which clashed with our boat week, so we've moved the charter to 18 to 25 July. The charter company put the price up to 5,900 zł because that's a peak week, but Justyna and Rafał said fine. "
            "Ideas please? And what does a świadkowa actually have to do?"),
   ("assistant", "Congratulations to Ola and Michał, and to you on your new title! Let's start with the fun part.\n\n"
                 "## Hen party ideas near Zamość\n"
                 "Your budget is about **3,000 zł for twelve** people, which goes a long way in Roztocze.\n"
                 "1. **Kayaking on the Wieprz** from Zwierzyniec: a few hours on a gentle river through the forest, usually with transport back included. Then dinner and a night together.\n"
                 "2. **Bikes in Roztocze:** the cycle routes around Zwierzyniec and Krasnobród are flat enough for everyone, and e-bikes can be hired for the less sporty.\n"
                 "3. **Stand-up paddleboarding** on the lake in Krasnobród, if the weather is kind.\n"
                 "4. **An escape room in Zamość** followed by a cooking class or a dinner in the old town, as a rainy-day plan.\n\n"
                 "**A possible day:** kayaking in the morning, a long lunch, an afternoon of rest and games, then dinner and a night at an **agritourism farm**, where you can book the whole house.\n\n"
                 "## What a świadkowa does\n"
                 "- **The legal part:** at a church wedding with civil effect, two adult witnesses **sign the marriage documents**. Bring your **ID card** on the day.\n"
                 "- **Before the wedding:** help Ola with the preparations, organise the hen party, and be the person she can ring at midnight when she panics about the seating plan.\n"
                 "- **On the day:** help her get ready, keep an **emergency kit** (safety pins, plasters, painkillers, tissues, a sewing kit, snacks), hold the rings or the bouquet when needed, and keep an eye on the timetable with the świadek.\n"
                 "- **At the reception:** collect cards and envelopes safely, help with games if there are any, and a short toast if you want to.\n\n"
                 "One tip: write down Ola's three wishes for the day and guard them fiercely. The rest is detail."),
   ("user", "Kayaking on the Wieprz from Zwierzyniec in the morning, then dinner and a night at an agroturystyka near Krasnobród. I'm booking it tomorrow, and Pestka is not invited."),
   ("assistant", "A perfect fit for a sporty bride. Book the kayaks early, as July weekends on the Wieprz fill up fast, and have a rainy-day plan in your pocket just in case.")],
  {"summary": "The user's sister Ola and her boyfriend Michał got engaged at midnight on New Year's Eve 2025 on the Rynek Wielki in Zamość; the wedding is on Saturday 12 September 2026 at the cathedral in Zamość with the reception at a manor house outside town; the user is Ola's świadkowa (maid of honour); "
              "the hen party is for twelve women, about 250 zł each, on Saturday 11 July 2026; Ola ran the Lublin half-marathon in 1:49; the Masuria charter was moved from 11 to 18 July to 18 to 25 July 2026 because of the hen party, and the price rose to 5,900 zł as it is a peak week; "
              "the assistant suggested kayaking on the Wieprz from Zwierzyniec, cycling in Roztocze, paddleboarding in Krasnobród or an escape room in Zamość, with a night at an agritourism farm, and explained a świadkowa's duties (signing as a witness with an ID card, helping before and on the day, an emergency kit, the hen party); "
              "she chose kayaking on the Wieprz from Zwierzyniec, then dinner and a night at an agroturystyka near Krasnobród.",
   "decisions": [{"decision": "Hen party: kayaking on the Wieprz from Zwierzyniec, then dinner and a night at an agroturystyka near Krasnobród, on 11 July 2026", "rationale": "Ola wants something active; about 250 zł each for twelve"},
                 {"decision": "Masuria charter moved to 18 to 25 July 2026", "rationale": "The hen party is on 11 July"}],
   "outcomes": ["Ola and Michał engaged on New Year's Eve; wedding 12 September 2026", "The user is Ola's świadkowa", "Charter price now 5,900 zł"]}),
]

QUESTIONS_100 = [
 # single facts the user said about herself, her family, pets and things
 ("What did I do at MPK before I became a trainer?", "drove trolleybuses (mostly lines 150 and 156)"),
 ("What does Bartek do for a living?", "he's a zdun: builds and repairs tiled stoves and bread ovens (his own firm, Piece Lis)"),
 ("What's our cat called?", "Kleks (a one-eyed grey tabby)"),
 ("What breed is Ola's dog?", "a dachshund (Pestka)"),
 ("Who's our vet?", "dr Monika Zając at the Pod Lipami clinic in Czechów"),
 ("What did Dad do before he retired?", "drove freight locomotives for PKP Cargo"),
 ("What did Ola and I give Mum for her 65th?", "a spa weekend in Nałęczów for her and Dad (1,600 zł, split between us)"),
 ("Where did I do my sailing course?", "Szkoła Żeglarstwa Bryza on Zalew Zemborzycki"),
 # when
 ("When did Kleks have his teeth out?", "Friday 4 April 2025"),
 ("When did I pass my sailing exam?", "Saturday 26 July 2025"),
 ("When did we sign the deed for the flat?", "Friday 12 September 2025"),
 ("When did we move into our own flat?", "Saturday 15 November 2025"),
 ("When is Ola's wedding?", "Saturday 12 September 2026"),
 # counts and amounts
 ("How much did we pay for the flat?", "462,000 zł (the asking price was 479,000 zł)"),
 ("How many teeth did Kleks lose?", "three"),
 ("How many trainees were in my first group?", "eight"),
 # lists across chats
 ("Which boats have I sailed or booked?", "Omegas on the course, a Sasanka 660 at the exam, and a Maxus 28 booked for Masuria"),
 ("What work did we have done on the new flat?", "full rewiring (Pan Zbyszek), a new bathroom with a walk-in shower (tiler Marek), floor panels laid by Bartek, painting ourselves, and a new kitchen worktop"),
 ("What jobs has Bartek had on this past year?", "a bread oven for the Zielony Młyn restaurant in Kazimierz Dolny, a tiled stove in a wooden house in Zwierzyniec, and restoring the tiled stoves at a manor near Kozłówka"),
 ("Which flats did we look at before we bought?", "a 54 m² one in Czuby (529,000 zł), a damp ground-floor 44 m² one in Kalinowszczyzna (415,000 zł), and the 47 m² one in LSM we bought"),
 ("Who in the family has pets?", "us (Kleks, a cat), Ola (Pestka, a dachshund) and Bartek's mum Krystyna (Filemon, a cat)"),
 # latest value of something that changed
 ("What's my job now?", "driver-trainer at MPK Lublin, training new trolleybus drivers (since 1 October 2025)"),
 ("How much does Kleks weigh now?", "5.4 kg (January 2026)"),
 ("What did the flat renovation cost in the end?", "54,300 zł (the budget was 45,000 zł)"),
 ("When's our boat week in Masuria?", "18 to 25 July 2026 (moved from 11 to 18 July)"),
 # yes/no
 ("Did we go to Georgia in September?", "No (called off)"),
 ("Does Dad wear both hearing aids now?", "Yes (since joining a model railway club in October 2025)"),
 ("Did we keep a live carp in the bath for Christmas?", "No"),
 ("Did Bartek's mum help us buy the flat?", "Yes (a 30,000 zł gift, paid to Bartek)"),
 # why
 ("Why did we have to move out of the Czechów flat?", "the landlord, Pan Ryszard, was selling it (to help his divorcing daughter buy a place)"),
 ("Why was my sailing exam put back a week?", "the examiner slipped on a wet pontoon and broke his wrist"),
 ("Why did our move slip to November?", "the tiler started three weeks late because his previous job in Świdnik overran"),
 ("Why wouldn't Dad get hearing aids at first?", "he said they're for old men, and his friend Józek's aids whistle"),
 # what the assistant recommended
 ("What did you tell me to do about sleeping on early weeks?", "move bedtime earlier before and during early weeks, a dark cool bedroom, no caffeine in the eight hours before sleep, naps of up to 20 minutes, and a timed feeder for Kleks"),
 ("What did you recommend about overpaying the mortgage?", "build the emergency fund (three to six months of outgoings) first and check overpayment fees; meanwhile split it: 700 zł a month to savings until about 25,000 zł and 300 zł to overpayments, shortening the term"),
 # inference
 ("Could I skipper a yacht on the Masurian lakes on my own licence?", "Likely yes (I passed the yacht sailor exam in July 2025)"),
 ("Would getting a second cat be a good idea for Kleks?", "Likely no"),
 ("Do I still need a 3:50 alarm on workdays?", "Likely no (trainer hours are 7:00 to 15:00, Monday to Friday)"),
 # not in the archive
 ("What does Justyna do for work?", "Not mentioned in my chats"),
 ("How old is Ola's dog?", "Not mentioned in my chats"),
]


def assistant_chats_42_at(folder):
    """The archive of CHATS_100 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a42c", CHATS_100, "chatgpt")


@pytest.fixture(scope="module")
def assistant_chats_42(tmp_path_factory):
    return assistant_chats_42_at(tmp_path_factory.mktemp("assistant42"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_100, "assistant 42")


def test_the_archive_finds_the_trolleybus(assistant_chats_42):
    assert assistant_chats_42.search("trolleybus").results
