"""A twenty-second written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind with its questions and gold answers before any run of
`kbsearch answer` on it, and without reading the answer rules. It is held out: its questions are
not read by the developers. A civil engineer in Toronto, Maren Castellanos, 31, a field engineer
on a transit tunnel project who rents a condo in Liberty Village with her partner Theo, a high
school chemistry teacher. She chats with Claude from January to October 2025: training for her
first marathon (a knee injury, a race she drops for a later one, then a second marathon), learning
European Portuguese for a trip to Lisbon and the Azores, leasing a car, being maid of honour at her
sister Lucía's wedding, switching jobs (the offer, her counter, the salary she gets), adopting a
rescue cat, and buying a house with Theo (a bidding war they lose, the house they buy, a closing
date that moves), with facts the user updates later (the race, the lease payment, her salary, the
bachelorette cost, the trip route, the closing date).
bench/answer_conversations.py asks every question ("assistant 22")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_60 = [
 ("2025-01-12", "A training plan for my first marathon", [
   ("user", "Hi Claude. I'm Maren, I'm 31 and I'm a civil engineer (EIT) in Toronto. I work as a field engineer for Halvorsen-Ridge Tunnel Partners on the Ontario Line tunnels, mostly on the TBM drives, "
            "which means a lot of 6 am starts on site. I live in a rented condo in Liberty Village with my partner Theo. I've done three half marathons and my PB is 1:53:40 from the Toronto half last October. "
            "I've just registered for my first full marathon, the Mississauga Marathon on Sunday 4 May 2025. I'm running about 40 km a week right now, four runs. Can you help me build a plan?"),
   ("assistant", "Congratulations on signing up for your first marathon! With a solid half marathon base and 40 km a week, you're starting from a good place, and 16 weeks is a sensible build. Here's a framework you can adapt.\n\n"
                 "## Your 16-week marathon plan\n\n"
                 "### Phase 1: Base (weeks 1-5)\n"
                 "- Four to five runs a week, building from 40 to about 50 km.\n"
                 "- One long run each weekend, from 18 km up to 24 km, at an easy, conversational pace.\n"
                 "- One session of strides (6 x 20 seconds quick, full recovery) after an easy run.\n\n"
                 "### Phase 2: Build (weeks 6-12)\n"
                 "- Weekly volume of 55 to 65 km.\n"
                 "- Long runs from 26 km up to 32 km, with the last few kilometres of some at goal marathon pace.\n"
                 "- One workout a week: tempo runs (20-30 minutes comfortably hard) or marathon-pace intervals.\n\n"
                 "### Phase 3: Peak and taper (weeks 13-16)\n"
                 "- Your biggest week around week 13, then cut volume by roughly 20%, 35% and 50% over the last three weeks.\n"
                 "- Keep a little intensity in the taper so your legs stay sharp.\n\n"
                 "## Setting a realistic goal\n"
                 "A common rule of thumb is to double your half marathon time and add 10 to 20 minutes. From 1:53:40, that puts a first marathon somewhere around **4:00 to 4:15**. "
                 "For a first marathon I'd suggest starting conservatively, around 4:10 pace, and running the second half faster if you feel good.\n\n"
                 "## Fitting it around 6 am site starts\n"
                 "1. **Run after work on weekdays** rather than before a 6 am start, so you're not cutting your sleep.\n"
                 "2. **Protect your long run** on the weekend: it's the most important session of the week.\n"
                 "3. **Use easy runs as commutes** if your site or office allows it.\n"
                 "4. **Sleep is training.** If a shift week leaves you exhausted, drop an easy run, never the long run.\n\n"
                 "## Injury prevention\n"
                 "- Increase weekly volume by no more than about 10% most weeks, with a lighter week every fourth week.\n"
                 "- Add two short strength sessions a week (squats, lunges, calf raises, hip work).\n"
                 "- Replace your shoes every 600 to 800 km.\n\n"
                 "*I'm not a medical professional. If you have any pain that changes how you run, stop and get it checked rather than training through it.*"),
   ("user", "Thanks! Honestly I'm going to aim for sub-4 anyway. Theo says he'll be my support crew with a sign."),
   ("assistant", "Sub-4 is a great stretch goal, and a first marathon is a great time to learn how your body handles the distance. Keep the early kilometres honest and let the last 10 km decide it. "
                 "And a support crew with a sign is worth at least a minute!")],
  {"summary": "The user, Maren, 31, is a civil engineer (EIT) and field engineer for Halvorsen-Ridge Tunnel Partners on the Ontario Line tunnels (TBM drives, 6 am starts); she rents a condo in Liberty Village with her partner Theo; "
              "half marathon PB 1:53:40 (Toronto, October 2024); she registered for her first marathon, the Mississauga Marathon on 4 May 2025, running about 40 km a week; the assistant gave a 16-week plan (base, build, peak and taper), "
              "suggested a first-marathon goal of 4:00-4:15 starting around 4:10 pace, running after work and injury prevention; she is aiming for sub-4.",
   "procedures": [{"name": "16-week marathon plan", "steps": ["Base: 40 to 50 km a week, long runs 18-24 km", "Build: 55-65 km a week, long runs up to 32 km with marathon-pace finishes",
                   "Peak in week 13, then taper by 20%, 35% and 50%", "Strength twice a week", "No more than 10% more volume a week"]}],
   "decisions": [{"decision": "Run the Mississauga Marathon on 4 May 2025", "rationale": "First full marathon"}],
   "outcomes": ["Goal: sub-4 hours", "Half marathon PB 1:53:40"]}),
 ("2025-01-26", "Learning European Portuguese before Lisbon and the Azores", [
   ("user", "Theo and I are going to Portugal in September: about five days in Lisbon and then a week or so on São Miguel in the Azores, and maybe a couple of days on Terceira too. "
            "I'd like to actually be able to speak some Portuguese, not just point at menus. I've got a 40-day Duolingo streak but I've realised it's teaching me Brazilian Portuguese. "
            "What's the best way to learn European Portuguese in eight months with a full-time job?"),
   ("assistant", "What a great trip, and learning the language will make it much richer. You're right to notice the difference: European and Brazilian Portuguese share grammar and vocabulary, "
                 "but the pronunciation is very different (European Portuguese swallows a lot of its unstressed vowels), and some everyday words and forms of address differ. Here's a plan:\n\n"
                 "## A plan for European Portuguese\n\n"
                 "### 1. Switch your main course to European Portuguese\n"
                 "Practice Portuguese is built entirely around the Lisbon accent and has short dialogues, a grammar guide and spaced-repetition review. Keep Duolingo for vocabulary if you enjoy the streak, but don't rely on it for pronunciation.\n\n"
                 "### 2. Book a tutor from Portugal\n"
                 "Two 45- to 60-minute conversation lessons a week on a platform like italki or Preply will do more for your speaking than anything else. Ask specifically for a tutor from Portugal.\n\n"
                 "### 3. Listen every day\n"
                 "Podcasts and RTP Play (Portuguese public television) on your commute. Don't worry about understanding everything; you're training your ear.\n\n"
                 "### 4. Learn travel scenarios first\n"
                 "Ordering in a café or a tasca, asking for directions, buying tickets, checking into a guesthouse, and small talk about where you're from.\n\n"
                 "### 5. Practise locally\n"
                 "Toronto has a large Portuguese community around Little Portugal on Dundas West. Ordering at a Portuguese bakery in Portuguese is a great low-stakes start.\n\n"
                 "## Realistic expectations\n"
                 "With three to five hours a week until September you can realistically reach a solid A2 level: enough for everyday travel conversations, if not for fast local chatter.\n\n"
                 "## Trip ideas while you plan\n"
                 "- From Lisbon, **Sintra** makes an excellent day trip by train.\n"
                 "- On São Miguel, don't miss **Sete Cidades**, the **Furnas** hot springs, and **whale watching** from Ponta Delgada, which is among the best in Europe."),
   ("user", "I've booked a tutor on italki: Fernanda, she's from Porto, $32 a lesson, Tuesday and Thursday evenings. Whale watching is a hard no though, I get horribly seasick. "
            "I threw up the whole way on the Chi-Cheemaun ferry to Manitoulin last summer and on a short boat tour in Halifax before that. Hot springs and hiking are more my speed."),
   ("assistant", "Fernanda sounds like a great choice, and twice a week is exactly the rhythm that builds speaking confidence. Porto has its own accent, but she'll be able to help you with Lisbon pronunciation too.\n\n"
                 "Fair enough on the boats! São Miguel is wonderful on land: the crater lakes at Sete Cidades, the Lagoa do Fogo hike, and the hot springs at Furnas and Poça da Dona Beija are all excellent, no seasickness required.")],
  {"summary": "The user and Theo plan a trip to Portugal in September 2025: about five days in Lisbon and a week on São Miguel in the Azores, maybe Terceira; she had a 40-day Duolingo streak (Brazilian Portuguese); "
              "the assistant suggested switching to Practice Portuguese, a tutor from Portugal, daily listening (podcasts, RTP Play), travel scenarios first and practising in Little Portugal, and suggested Sintra, "
              "Sete Cidades, Furnas and whale watching; "
              "she booked a tutor on italki, Fernanda from Porto, twice a week; she doesn't want boats.",
   "procedures": [{"name": "Learning European Portuguese", "steps": ["Switch to a European Portuguese course (Practice Portuguese)", "Book a tutor from Portugal twice a week", "Listen every day (podcasts, RTP Play)",
                   "Learn travel scenarios first", "Practise locally in Little Portugal"]}],
   "decisions": [{"decision": "Tutor Fernanda from Porto on italki, Tuesday and Thursday evenings", "rationale": "Speaking practice in European Portuguese"},
                 {"decision": "No whale watching", "rationale": "Prefers hot springs and hiking"}],
   "outcomes": ["Target: about A2 by September"]}),
 ("2025-02-16", "Leasing a RAV4 Hybrid", [
   ("user", "My 2013 Mazda3 is at 212,000 km and the mechanic wants $2,300 for the rear brakes and a leaking oil pan, so I think it's time. I drive to site a lot and we go up north to Theo's parents' cottage near Huntsville. "
            "The Toyota dealer in Etobicoke quoted me a lease on a 2025 RAV4 Hybrid XLE: $512 a month plus HST, 48 months, 20,000 km a year, $3,000 down. Is that a good deal? What should I look at?"),
   ("assistant", "A RAV4 Hybrid is a sensible choice for a mix of city driving and highway trips to the cottage, and it holds its value well, which helps on a lease. Whether $512 is a good deal depends on what's behind the number. "
                 "Here's how to check it.\n\n"
                 "## How to evaluate a car lease\n\n"
                 "1. **Negotiate the selling price (the capitalized cost), not the monthly payment.** Dealers like to talk in monthly payments because it hides the price. "
                 "Ask for the agreed selling price of the vehicle in writing and negotiate that first; "
                 "every $1,000 off the price takes roughly $20 to $25 off the monthly payment over 48 months.\n"
                 "2. **Ask for the lease rate (money factor).** Toyota Financial publishes promotional lease rates; check that the dealer isn't marking it up.\n"
                 "3. **Check the residual value.** This is set by the lender, not the dealer, so it's the same everywhere, but it tells you what the car is expected to be worth at the end and whether buying it out makes sense.\n"
                 "4. **Right-size the kilometre allowance.** Excess kilometres typically cost 10 to 16 cents each at the end. If you're close to 20,000 a year, 24,000 may be cheaper to buy up front.\n"
                 "5. **Think twice about a big down payment.** On a lease, money down just prepays the payments; if the car is written off early, you may not get it back. Many people prefer little or nothing down.\n"
                 "6. **Read every fee.** Freight and PDI, the admin fee, tire and rim packages, nitrogen, paint protection. Several of these are negotiable or optional.\n"
                 "7. **Compare with financing.** If you're likely to keep the car 8 to 10 years, financing often works out cheaper over the long run.\n"
                 "8. **Get competing quotes.** Another Toyota dealer, and a comparable model such as the Honda CR-V Hybrid, give you leverage.\n\n"
                 "*This is general information, not financial advice. Read the full lease agreement before signing.*"),
   ("user", "Theo thinks we should look at the CR-V Hybrid too. I'll ask for the selling price in writing and get a second quote from the Toyota dealer in Mississauga."),
   ("assistant", "Good plan: a written selling price and a second quote put you in a much stronger position. When you test drive the CR-V, pay attention to the seats and visibility as well as the numbers; you'll be sitting in it for four years.")],
  {"summary": "The user's 2013 Mazda3 has 212,000 km and needs $2,300 of repairs; she drives to site and to Theo's parents' cottage near Huntsville; "
              "an Etobicoke Toyota dealer quoted a lease on a 2025 RAV4 Hybrid XLE at $512 a month plus HST, 48 months, 20,000 km a year, $3,000 down; "
              "the assistant explained how to evaluate a lease: negotiate the selling price (capitalized cost), ask for the lease rate, check the residual, right-size the kilometres, avoid a big down payment, read the fees, "
              "compare with financing and get competing quotes.",
   "procedures": [{"name": "Evaluating a car lease", "steps": ["Negotiate the selling price (capitalized cost), not the monthly payment", "Ask for the lease rate (money factor)", "Check the residual value",
                   "Right-size the kilometre allowance", "Avoid a big down payment", "Read every fee", "Compare with financing", "Get competing quotes"]}],
   "decisions": [{"decision": "Ask for the selling price in writing and get a second quote from the Mississauga Toyota dealer", "rationale": "Leverage on the lease"}],
   "outcomes": ["First quote: $512 a month plus HST, 48 months, 20,000 km a year, $3,000 down"]}),
 ("2025-03-05", "Pain on the outside of my knee on long runs", [
   ("user", "Training was going really well until Sunday (2 March). I was doing a 28 km long run along the Martin Goodman Trail and at about 22 km I got a sharp pain on the outside of my left knee. "
            "I had to walk the last few kilometres home. It's fine walking on the flat but it hurts going down stairs. I'm seven weeks out from Mississauga. What is it and what should I do?"),
   ("assistant", "I'm sorry, that's frustrating when training has been going so well. I'm not a medical professional and can't diagnose you, but I can tell you what this pattern is often associated with and what sensible next steps look like.\n\n"
                 "## What it might be\n"
                 "Pain on the **outside** of the knee that comes on at a predictable point in a run and hurts on stairs or downhill is very often **iliotibial band syndrome (ITBS)**, an irritation where the IT band crosses the outside of the knee. "
                 "Other possibilities include patellofemoral pain, a lateral meniscus problem or a tendon issue, which is why an assessment matters.\n\n"
                 "## What to do now\n"
                 "1. **Stop running on it for now.** Running through ITBS-type pain usually makes it last longer.\n"
                 "2. **See a sports physiotherapist this week.** They can confirm what it is and give you a return-to-run plan.\n"
                 "3. **Keep your fitness with cross-training** that doesn't hurt: cycling, pool running or the elliptical.\n"
                 "4. **Start hip strengthening** if your physio agrees: clamshells, side-lying leg raises, side planks and single-leg work. Weak hip abductors are often part of the picture.\n"
                 "5. **Foam roll the muscles around it**, the outer thigh and glutes, rather than grinding hard on the band itself.\n"
                 "6. **Look at your training load and shoes.** A sudden jump in long-run distance, a cambered path or worn-out shoes can all contribute.\n"
                 "7. **When you return, consider your cadence.** A slightly quicker, shorter stride reduces load on the knee for many runners.\n\n"
                 "*If you have swelling, locking, giving way or pain at rest, see a doctor promptly.*"),
   ("user", "Saw a physio this morning, Priya Nair at Bloor West Physio. She says it's IT band syndrome: no running for three weeks, bike and pool running instead, clamshells and side planks every day, then a walk-run return. "
            "If I lose three weeks, is 4 May still realistic?"),
   ("assistant", "I'm glad you got it assessed quickly. Losing three weeks at this point is significant but not necessarily race-ending. Your options:\n\n"
                 "1. **Run Mississauga on 4 May conservatively.** You'd have about four weeks of running after the break, with a shortened build. Possible, but your longest run might only reach 26-28 km, and there's a risk of the injury flaring.\n"
                 "2. **Switch to a later spring marathon.** The Ottawa Marathon on 25 May gives you three more weeks, which is roughly the time you're losing.\n"
                 "3. **Run the half at Mississauga and aim for a fall marathon**, such as Toronto in October, with a full, uninterrupted build.\n\n"
                 "Whatever you choose, let your physio guide when you restart. Your aerobic fitness will hold up well with cycling and pool running, so three weeks off running isn't three weeks of lost fitness.")],
  {"summary": "On 2 March 2025, at about 22 km into a 28 km long run on the Martin Goodman Trail, the user got sharp pain on the outside of her left knee; the assistant (not a medical professional) "
              "said it was often IT band syndrome and suggested stopping running, "
              "a sports physio, cross-training, hip strengthening, foam rolling around the band, checking load and shoes and cadence; physio Priya Nair at Bloor West Physio diagnosed IT band syndrome: three weeks without running, "
              "bike and pool running, clamshells and side planks, then walk-run; "
              "the assistant gave options: run Mississauga on 4 May conservatively, switch to the Ottawa Marathon on 25 May, or run the half and do a fall marathon.",
   "procedures": [{"name": "Outside knee pain on long runs", "steps": ["Stop running on it", "See a sports physiotherapist", "Cross-train", "Hip strengthening", "Foam roll around the band",
                   "Check training load and shoes", "Consider cadence when returning"]}],
   "decisions": [{"decision": "Follow the physio's plan: three weeks without running", "rationale": "IT band syndrome"}],
   "outcomes": ["Diagnosis: IT band syndrome, left knee"]}),
 ("2025-03-16", "Rebuilding my plan for the Ottawa Marathon", [
   ("user", "Decision made: I'm not running Mississauga. I've registered for the Ottawa Marathon on Sunday 25 May instead, because the three weeks off for my IT band would have left me with basically no long runs before 4 May. "
            "I lose the $135 Mississauga entry, oh well. Physio says I can start walk-run on 24 March. Can you rebuild the plan from 24 March to 25 May? "
            "Side note: I picked up my RAV4 on Friday 14 March! The second dealer got the selling price down by $1,800 and I signed at $479 a month plus HST with $2,000 down, 48 months, 20,000 km. So I'll be driving it to physio."),
   ("assistant", "Congratulations on the new car, and well done on the negotiation: getting the price down and putting less money down is exactly the right way round. Now, the plan. "
                 "Nine weeks from a walk-run return to a marathon is tight but workable if the knee behaves. Here's a cautious structure.\n\n"
                 "## Ottawa Marathon plan, 24 March to 25 May\n\n"
                 "### Weeks 1-2 (24 March - 6 April): return to run\n"
                 "- Walk-run as your physio prescribes, e.g. 4 min run / 1 min walk, every other day, on flat ground.\n"
                 "- Keep cycling or pool running on the other days to hold your fitness.\n"
                 "- Daily clamshells and side planks.\n\n"
                 "### Weeks 3-5 (7 - 27 April): rebuild\n"
                 "- Continuous easy running, building to 45-50 km a week.\n"
                 "- Long runs of 18, 22 and 25 km.\n\n"
                 "### Weeks 6-7 (28 April - 11 May): peak\n"
                 "- One long run of 30 km and one of 32 km if the knee is quiet, with the last 5 km at goal pace.\n"
                 "- One tempo session a week.\n\n"
                 "### Weeks 8-9 (12 - 25 May): taper\n"
                 "- Cut volume by about a third, then half; a few short marathon-pace segments to stay sharp.\n\n"
                 "## Rules for the knee\n"
                 "1. Any outside-knee pain during a run: stop and walk home, don't push through.\n"
                 "2. Avoid long downhill stretches and cambered paths for now.\n"
                 "3. If a long run hurts, repeat that week rather than moving on.\n\n"
                 "## Adjusting your goal\n"
                 "After an injury interruption, I'd encourage you to treat Ottawa as a finish-strong race rather than a time trial: something like 4:10 to 4:20 pacing, and sub-4 another day.\n\n"
                 "*I'm not a medical professional; your physio's guidance comes first.*"),
   ("user", "Fine, I'll start at 4:10 pace. No promises about the second half."),
   ("assistant", "That's a deal. Starting at 4:10 pace leaves room for a strong second half if the day goes well. Good luck with the first walk-run on the 24th!")],
  {"summary": "The user dropped the Mississauga Marathon (losing the $135 entry) and registered for the Ottawa Marathon on 25 May 2025, because three weeks off for IT band syndrome would leave no long runs before 4 May; "
              "walk-run restart on 24 March; "
              "the assistant rebuilt a nine-week plan (return to run, rebuild, peak with 30 and 32 km long runs, taper), rules for the knee, and suggested 4:10-4:20 pacing; she will start at 4:10 pace; "
              "she picked up her leased RAV4 Hybrid on 14 March 2025.",
   "procedures": [{"name": "Ottawa Marathon plan", "steps": ["Weeks 1-2: walk-run return", "Weeks 3-5: rebuild to 45-50 km, long runs 18-25 km", "Weeks 6-7: peak with 30 and 32 km long runs",
                   "Weeks 8-9: taper"]}],
   "decisions": [{"decision": "Ottawa Marathon on 25 May 2025 instead of Mississauga", "rationale": "Three weeks off for IT band syndrome"},
                 {"decision": "Leased a 2025 RAV4 Hybrid XLE at $479 a month plus HST, $2,000 down, 48 months, 20,000 km a year", "rationale": "Second dealer took $1,800 off the selling price"}],
   "outcomes": ["Picked up the RAV4 on 14 March 2025"]}),
 ("2025-04-06", "Weighing a job offer from Strand Moyer Engineering", [
   ("user", "I've got an offer from Strand Moyer Engineering, a consulting firm, for a tunnel design engineer role: $106,000 plus up to a 5% bonus, hybrid with three days a week in the office at King and Spadina, starting in early June. "
            "Right now I'm on $91,500 as a field engineer at Halvorsen-Ridge. I like my team and my manager Greg Pawlak has been good to me, but I need design experience for my P.Eng application, "
            "and the 6 am site starts are killing my marathon training. How do I decide, and should I negotiate?"),
   ("assistant", "Congratulations on the offer! This is a good problem to have. Here's a structured way to think it through.\n\n"
                 "## Deciding\n\n"
                 "1. **Write down what you want your career to look like in three to five years.** If it's a P.Eng with strong design credentials, a design role directly serves that; field experience is valuable, but you already have it.\n"
                 "2. **Compare total compensation, not just base salary.** Bonus, RRSP or pension matching, benefits, vacation, overtime and site allowances. Field roles sometimes include allowances that disappear in an office job.\n"
                 "3. **Talk to people who work there.** Ask about the projects, how much real design work juniors get, and who would review your work for your P.Eng experience record.\n"
                 "4. **Consider the lifestyle change.** Hybrid work and no early site starts may matter as much as the money, especially with your training.\n"
                 "5. **Think about what you'd miss.** Site work, your team, and a manager who supports you are not nothing.\n\n"
                 "## Negotiating\n"
                 "- It's normal to negotiate, and a polite counter rarely gets an offer withdrawn.\n"
                 "- Anchor on market data: the OSPE salary survey and peers at similar firms.\n"
                 "- Ask for a specific number, slightly above what you'd be happy with.\n"
                 "- If the base salary can't move, ask about vacation, a signing bonus, or a salary review at six months.\n\n"
                 "## Counter-offers\n"
                 "If you resign, Halvorsen-Ridge may counter. Decide in advance what would genuinely change your mind; a counter-offer usually fixes the pay but not the reasons you started looking.\n\n"
                 "*This is general career guidance; you know your situation best.*"),
   ("user", "I'm going to ask for $115,000 and four weeks' vacation."),
   ("assistant", "That's a reasonable ask for a move into design with your site experience. Put it in a short, positive email: thank them, say you're excited about the role, "
                 "and give the number and the vacation request with a sentence on why. Good luck!")],
  {"summary": "The user has an offer from Strand Moyer Engineering, a consulting firm, as a tunnel design engineer: $106,000 plus up to 5% bonus, hybrid three days a week in the office at King and Spadina, starting early June 2025; "
              "her current salary at Halvorsen-Ridge is $91,500 as a field engineer; she needs design experience for her P.Eng and the 6 am site starts hurt her training; "
              "the assistant suggested writing down her three-to-five-year goals, comparing total compensation, talking to employees, considering lifestyle and what she'd miss, how to negotiate, "
              "and deciding in advance about counter-offers; she will ask for $115,000 and four weeks' vacation.",
   "procedures": [{"name": "Deciding on a job offer", "steps": ["Write down three-to-five-year career goals", "Compare total compensation", "Talk to people who work there", "Consider the lifestyle change",
                   "Think about what you'd miss"]}],
   "decisions": [{"decision": "Counter at $115,000 and four weeks' vacation", "rationale": "Move into design with site experience"}],
   "outcomes": ["Offer: $106,000 plus up to 5% bonus"]}),
 ("2025-04-22", "Being maid of honour at my sister's wedding", [
   ("user", "My little sister Lucía (she's 28) is marrying Owen Baptiste on Saturday 16 August at Ravenridge Estate Winery in Niagara-on-the-Lake, and I'm her maid of honour! There are five bridesmaids plus me. "
            "The bridesmaid dresses are sage green, about $240 each from Azazie. I'm excited but I have no idea what I'm actually supposed to do. Help?"),
   ("assistant", "Congratulations to Lucía and Owen, and to you! Being maid of honour is an honour and a fair amount of work. Here's what it usually involves, roughly in order.\n\n"
                 "## Maid of honour: what to do\n\n"
                 "### Now\n"
                 "1. **Ask Lucía what she actually wants from you.** Every bride is different: some want help with planning, some just want emotional support and someone to manage the bridesmaids. Ask before you assume.\n"
                 "2. **Set up a group chat with the bridesmaids** and share key dates: dress orders, fittings, the shower, the bachelorette.\n"
                 "3. **Help with the dresses.** Make sure everyone orders in time; Azazie can take several weeks plus alterations.\n\n"
                 "### A few months out\n"
                 "4. **Plan the bachelorette** with the bridesmaids: agree a budget per person early, in writing, so nobody is surprised.\n"
                 "5. **Help with the bridal shower** if the family is hosting one.\n"
                 "6. **Start your speech.** Jot down stories as you remember them.\n\n"
                 "### On the day\n"
                 "7. **Keep the timeline moving** in the morning: hair and makeup, photos, getting Lucía out the door on time.\n"
                 "8. **Carry an emergency kit:** safety pins, a sewing kit, stain remover, painkillers, tissues, blister plasters, snacks.\n"
                 "9. **Hold her bouquet and fix her dress** during the ceremony.\n"
                 "10. **Give your speech,** and then enjoy yourself!\n\n"
                 "## A note on cost\n"
                 "Between the dress, alterations, shoes, the bachelorette, a shower gift and a wedding gift, maids of honour often spend $1,000 to $2,000. It's fine to keep an eye on your budget."),
   ("user", "Lucía mostly wants me to handle the bachelorette and keep Mum calm. We're thinking a weekend in Prince Edward County, 18 to 20 July, eight of us including Lucía, budget $300 each."),
   ("assistant", "Prince Edward County is perfect for a bachelorette: wineries, Sandbanks beach and good food. With eight people and $300 each, a shared Airbnb for two nights plus one winery tour and a group dinner is realistic. "
                 "Collect deposits early, and keep a simple shared spreadsheet of costs so everything stays transparent.")],
  {"summary": "The user's sister Lucía, 28, is marrying Owen Baptiste on 16 August 2025 at Ravenridge Estate Winery in Niagara-on-the-Lake; the user is maid of honour, with five other bridesmaids; "
              "the assistant listed maid of honour duties: ask Lucía what she wants, a bridesmaids' group chat, help with dresses, plan the bachelorette with a budget agreed early, help with the shower, start the speech, "
              "keep the timeline on the day, an emergency kit, hold the bouquet, give the speech; "
              "Lucía mostly wants her to handle the bachelorette and keep their mother calm; bachelorette planned in Prince Edward County, 18-20 July, eight people including Lucía, budget $300 each.",
   "procedures": [{"name": "Maid of honour duties", "steps": ["Ask Lucía what she actually wants", "Set up a bridesmaids' group chat", "Help with the dresses", "Plan the bachelorette with an agreed budget",
                   "Help with the shower", "Start the speech", "Keep the timeline on the day", "Carry an emergency kit", "Hold the bouquet", "Give the speech"]}],
   "decisions": [{"decision": "Bachelorette weekend in Prince Edward County, 18-20 July 2025", "rationale": "Lucía wants the user to handle the bachelorette"}],
   "outcomes": ["Budget $300 per person, eight people"]}),
 ("2025-05-08", "Accepting the Strand Moyer offer and resigning", [
   ("user", "Update: Strand Moyer came back at $111,000 plus up to 5% bonus and four weeks' vacation. Not the $115k, but I'm taking it. When I told Greg, "
            "Halvorsen-Ridge countered with $98,000 and a vague promise of a design secondment 'sometime next year'. "
            "I said no: it still wouldn't give me the design experience I need for my P.Eng, and I'd still be on 6 am site starts. I start at Strand Moyer on Monday 9 June. How do I leave well?"),
   ("assistant", "Congratulations, that's a great result: a $19,500 raise, more vacation and the role you actually want. Declining the counter for the reasons you gave is sound. Here's how to leave on good terms.\n\n"
                 "## Leaving well\n\n"
                 "1. **Put your resignation in writing.** A short, gracious letter: your last day, thanks for the opportunities, an offer to help with the handover. No need to explain or criticise.\n"
                 "2. **Give proper notice.** Two weeks is the norm, more if your contract says so. Check whether you have vacation owing.\n"
                 "3. **Write a thorough handover.** The state of your work packages, open RFIs and NCRs, key contacts on site, where the files are.\n"
                 "4. **Thank people personally,** especially Greg and your crew. The tunnelling world in Toronto is small, and you'll meet these people again.\n"
                 "5. **Get your experience record signed.** Ask Greg to confirm your field experience for your PEO experience record while it's fresh.\n"
                 "6. **Connect on LinkedIn** with the people you want to stay in touch with.\n"
                 "7. **Take a breath between jobs** if you can, even a few days.\n\n"
                 "*Check your employment contract for notice periods and any restrictions before you resign.*"),
   ("user", "Good call on the experience record, I'll ask Greg this week. My last day is 30 May, so I get a week off after Ottawa."),
   ("assistant", "Perfect timing: a marathon, then a week of rest before the new job. Enjoy it!")],
  {"summary": "Strand Moyer raised the offer to $111,000 plus up to 5% bonus and four weeks' vacation and the user accepted; Halvorsen-Ridge countered with $98,000 and a vague design secondment, "
              "which she declined because it wouldn't give her the design experience for her P.Eng and she'd still have 6 am site starts; "
              "she starts at Strand Moyer on 9 June 2025, last day at Halvorsen-Ridge 30 May; the assistant suggested a written resignation, proper notice, a thorough handover, thanking people, "
              "getting her PEO experience record signed, LinkedIn and a break between jobs.",
   "procedures": [{"name": "Leaving a job well", "steps": ["Resign in writing", "Give proper notice", "Write a thorough handover", "Thank people personally", "Get the PEO experience record signed",
                   "Connect on LinkedIn", "Take a break between jobs"]}],
   "decisions": [{"decision": "Accepted Strand Moyer at $111,000 plus up to 5% bonus and four weeks' vacation", "rationale": "Design experience for the P.Eng, hybrid, no 6 am site starts, more pay"},
                 {"decision": "Declined Halvorsen-Ridge's counter-offer of $98,000", "rationale": "Still no design experience and still 6 am starts"}],
   "outcomes": ["Starts at Strand Moyer on 9 June 2025"]}),
 ("2025-05-28", "My first marathon, and what's next", [
   ("user", "I did it! Ottawa Marathon on Sunday: 4:07:33. I went out at 4:10 pace like you said, felt amazing until about 34 km, then the wheels came off and I shuffled the last 5 km. The knee was fine, though. "
            "I've lost a toenail and I can't walk down stairs. I've signed up for the Toronto Waterfront Marathon on 19 October and I want to go sub-4 there. How do I recover and when can I start training?"),
   ("assistant", "Congratulations, you're a marathoner! 4:07:33 after losing three weeks to injury is a genuinely strong first marathon, and a knee that held up is the best news of all. "
                 "Hitting a wall around 32-35 km is extremely common in a first marathon, often a mix of fuelling and a shortened build.\n\n"
                 "## Recovery\n\n"
                 "1. **Week 1:** no running. Walk, stretch gently, sleep a lot, eat well. Stiff stairs are normal for three to five days.\n"
                 "2. **Week 2:** a few short, easy runs of 20-30 minutes if everything feels normal.\n"
                 "3. **Week 3:** build back towards normal easy volume, still no workouts.\n"
                 "4. **Toenail:** keep it clean and covered; see a doctor if it gets red, hot or swollen.\n\n"
                 "## Building towards Toronto\n"
                 "Counting back from 19 October, an 18-week plan starts around 16 June, which fits your recovery nicely.\n"
                 "- **Fix the wall:** practise fuelling on every long run (a gel every 35-45 minutes) and aim for several runs of 30-35 km.\n"
                 "- **Sub-4 pace** is about 5:41 per kilometre. Include marathon-pace segments in long runs from midsummer.\n"
                 "- **Keep the hip work** from your physio going all the way through.\n"
                 "- **Plan around your Portugal trip:** September is peak training, so plan long runs on São Miguel.\n\n"
                 "*I'm not a medical professional. If any pain persists beyond the usual post-race soreness, get it checked.*"),
   ("user", "A gel every 40 minutes it is. I only took two in Ottawa, which explains a lot."),
   ("assistant", "That would do it! Two gels over four hours is well short of what most runners need. Practising your fuelling in training is one of the easiest wins for Toronto.")],
  {"summary": "The user ran her first marathon, the Ottawa Marathon on 25 May 2025, in 4:07:33; she started at 4:10 pace, hit the wall at about 34 km; her knee was fine; she lost a toenail; "
              "she registered for the Toronto Waterfront Marathon on 19 October 2025, aiming for sub-4; "
              "the assistant gave a three-week recovery, an 18-week plan starting around 16 June, fuelling every 35-45 minutes, long runs of 30-35 km, sub-4 pace of about 5:41/km and planning long runs in Portugal; "
              "she only took two gels in Ottawa and will take one every 40 minutes.",
   "procedures": [{"name": "Marathon recovery", "steps": ["Week 1: no running", "Week 2: short easy runs", "Week 3: build back to normal easy volume", "Look after the toenail"]}],
   "decisions": [{"decision": "Toronto Waterfront Marathon on 19 October 2025", "rationale": "Go sub-4"}],
   "outcomes": ["Ottawa Marathon: 4:07:33"]}),
 ("2025-06-12", "Settling in a rescue cat", [
   ("user", "We adopted a cat on Saturday (7 June)! She's from Toronto Cat Rescue, a three-year-old grey tabby, and her foster named her Pierogi, so Pierogi she is. The adoption fee was $175. "
            "Theo found her on the rescue's website; he grew up with three cats and has been campaigning for one since we moved in together. Our condo board allows two pets per unit, so we're fine there. "
            "She's spent most of the first five days under our bed and only comes out at night to eat. Is that normal? Also, I started my new job on Monday, so the timing is chaotic."),
   ("assistant", "Congratulations on adopting Pierogi, that's a wonderful name. Hiding for the first days or even weeks is completely normal for a rescue cat; a new home is a lot of new smells and sounds. Here's how to help her settle.\n\n"
                 "## Helping a rescue cat settle in\n\n"
                 "1. **Give her a safe room.** Ideally start her in one room (the bedroom is fine) with her litter box, food, water, a scratching post and a hiding spot, and let her expand her territory when she's ready.\n"
                 "2. **Let her come to you.** Sit on the floor near her, read or talk quietly, and don't pull her out from under the bed.\n"
                 "3. **Use food and play.** Hand-feed treats, and use a wand toy in the evening, when cats are most active.\n"
                 "4. **Keep a routine.** Regular meal times help a nervous cat feel secure.\n"
                 "5. **Consider a pheromone diffuser** such as Feliway near where she spends time.\n"
                 "6. **Book a vet check** in the first few weeks to establish a baseline, even if the rescue has done vaccinations.\n"
                 "7. **Watch she's eating, drinking and using the litter box.** A cat that doesn't eat for more than a day or two, or strains in the litter box, needs a vet promptly.\n\n"
                 "Most rescue cats come out of their shell within two to six weeks. Eating at night is a good sign."),
   ("user", "She came out and sat on Theo's lap last night for ten minutes. He's unbearably smug about it."),
   ("assistant", "That's a big step for five days in! Cats often pick the calmest person first. Keep the evenings quiet and she'll be sitting on you soon too.")],
  {"summary": "The user and Theo adopted Pierogi, a three-year-old grey tabby, from Toronto Cat Rescue on 7 June 2025; Theo found her on the rescue's website and grew up with three cats; "
              "the condo board allows two pets per unit; she hides under the bed; "
              "the assistant suggested a safe room, letting her come to you, food and play, routine, a pheromone diffuser, a vet check, and watching eating and litter use; the user started her new job on 9 June; Pierogi sat on Theo's lap.",
   "procedures": [{"name": "Helping a rescue cat settle in", "steps": ["Give her a safe room", "Let her come to you", "Use food and play", "Keep a routine", "Pheromone diffuser", "Vet check",
                   "Watch eating, drinking and the litter box"]}],
   "decisions": [{"decision": "Adopted Pierogi from Toronto Cat Rescue", "rationale": "Theo found her on the rescue's website"}],
   "outcomes": ["Pierogi sat on Theo's lap after five days"]}),
 ("2025-07-06", "Buying our first house: budget and closing costs", [
   ("user", "Theo and I want to buy a house before our condo lease ends on 31 October. We're pre-approved for $880,000 at 4.29% on a five-year fixed. Our down payment is $150,000: I have $72,000 including my FHSA, "
            "Theo has $48,000, and his parents are giving us $30,000. I'm on $111,000 now and Theo makes $89,000 as a high school chemistry teacher. We're looking at semis and bungalows in East York and Leslieville. "
            "What will closing actually cost us on top of the price?"),
   ("assistant", "Congratulations on getting this far; a pre-approval and a 17% down payment put you in a strong position. In Toronto, closing costs are significant, mainly because of the double land transfer tax. Here's a breakdown.\n\n"
                 "## Closing costs in Toronto\n\n"
                 "### 1. Land transfer tax (the big one)\n"
                 "You pay both the Ontario land transfer tax and the Municipal Land Transfer Tax. On an $850,000 home, each is roughly $13,000, so about $26,000 together before rebates.\n\n"
                 "### 2. First-time buyer rebates\n"
                 "If you both qualify as first-time buyers, you can get up to $4,000 back on the Ontario tax and up to $4,475 on the Toronto tax. Each buyer must qualify for the full rebate, so check that neither of you has owned a home before.\n\n"
                 "### 3. Legal fees and title insurance\n"
                 "Typically $2,000 to $3,000 including disbursements.\n\n"
                 "### 4. Home inspection\n"
                 "$500 to $700. In a competitive market, some buyers do a pre-offer inspection.\n\n"
                 "### 5. Adjustments\n"
                 "Property tax or utilities the seller has prepaid, added on closing.\n\n"
                 "### 6. Moving, insurance and immediate repairs\n"
                 "Budget for movers, home insurance from closing day, and a buffer for anything the inspection turns up.\n\n"
                 "## Rule of thumb\n"
                 "Set aside **about 3% of the price** for closing costs on top of your down payment, so roughly $25,000 to $27,000 in your price range. "
                 "If your $150,000 has to cover both, your real down payment is closer to $125,000.\n\n"
                 "## Bidding in a competitive market\n"
                 "1. Decide your walk-away number together before offer night.\n"
                 "2. Have your deposit cheque ready (often 5% of the price).\n"
                 "3. Think carefully before waiving an inspection; a pre-offer inspection can protect you.\n\n"
                 "*This is general information. A real estate lawyer and your mortgage broker can give you exact figures.*"),
   ("user", "There's a 3-bed semi on Rhodes Avenue in Leslieville listed at $899,000 with offers on Wednesday 9 July. We've agreed our walk-away is $955,000 and we've had a pre-offer inspection done."),
   ("assistant", "Good: a pre-offer inspection and an agreed walk-away number are the two most important things you can have going into offer night. Note that $955,000 is above your $880,000 pre-approval, "
                 "so confirm with your lender what price your down payment and income support. Good luck on Wednesday!")],
  {"summary": "The user and Theo want to buy a house before their condo lease ends on 31 October 2025; pre-approved for $880,000 at 4.29% five-year fixed; down payment $150,000 ($72,000 hers including her FHSA, $48,000 Theo's, "
              "$30,000 gift from Theo's parents); "
              "she earns $111,000 and Theo $89,000 as a high school chemistry teacher; looking at semis and bungalows in East York and Leslieville; the assistant explained closing costs: double land transfer tax, "
              "first-time buyer rebates, legal fees, inspection, adjustments, moving and insurance, about 3% of the price; "
              "offers on a 3-bed semi on Rhodes Avenue in Leslieville listed at $899,000 on 9 July; walk-away $955,000; pre-offer inspection done.",
   "procedures": [{"name": "Toronto closing costs", "steps": ["Ontario and Toronto land transfer tax", "First-time buyer rebates", "Legal fees and title insurance", "Home inspection", "Adjustments",
                   "Moving, insurance and repairs"]}],
   "decisions": [{"decision": "Offer on the Rhodes Avenue semi, walk-away $955,000", "rationale": "Agreed before offer night"}],
   "outcomes": ["Pre-approval $880,000 at 4.29%", "Down payment $150,000"]}),
 ("2025-07-24", "The bachelorette, a lost house and my maid of honour speech", [
   ("user", "Catching up: we lost the Rhodes Avenue house. Eleven offers, it went for $1,012,000. We went to our $955,000 and that was it. I'm gutted but we didn't stretch. "
            "The bachelorette in Prince Edward County (18-20 July) was amazing: we had an Airbnb in Picton, a winery tour and a day at Sandbanks. It did go over, though: $340 each in the end, "
            "because the winery tour added a lunch nobody had budgeted for. "
            "Now the speech. I have a great story: when Lucía was 13 she cut my bangs the night before my grade 9 photo and they were about a centimetre long. Owen is lovely, they met at a climbing gym. How do I structure a speech?"),
   ("assistant", "I'm sorry about Rhodes Avenue. Losing at $1,012,000 when your limit was $955,000 means you did exactly the right thing; the right house will come. "
                 "And the bachelorette sounds wonderful; $40 over budget for a lunch is a good outcome for eight people.\n\n"
                 "## Structuring your maid of honour speech\n\n"
                 "Aim for **three to five minutes**, roughly 450 to 650 words.\n\n"
                 "1. **Open by introducing yourself.** 'For those who don't know me, I'm Maren, Lucía's big sister.' Thank the hosts and guests.\n"
                 "2. **Tell one great story about Lucía.** The bangs story is perfect: funny, affectionate, and it shows who she is. Let it land, then turn it around: what it says about her confidence, "
                 "or how she's always been the one to take charge.\n"
                 "3. **Talk about Lucía and Owen together.** How they met at the climbing gym, the moment you knew he was right for her, what he brings out in her.\n"
                 "4. **Share something sincere.** What she means to you, in a sentence or two. This is the part people remember.\n"
                 "5. **Close with a toast.** 'Please raise your glasses to Lucía and Owen.'\n\n"
                 "## Tips\n"
                 "- Write it out, then practise it aloud until you only need cue cards.\n"
                 "- Keep inside jokes to a minimum; the whole room should get it.\n"
                 "- Don't drink much before you speak.\n"
                 "- A climbing line for the toast could work well: something about having found someone to hold the rope."),
   ("user", "Ha, I'm stealing the rope line. I'll read it to Theo every night until he begs me to stop."),
   ("assistant", "That's the best rehearsal there is. If Theo can still smile at it by the tenth time, it's ready.")],
  {"summary": "The user and Theo lost the Rhodes Avenue semi: eleven offers, it sold for $1,012,000, they went to their walk-away of $955,000; the bachelorette in Prince Edward County on 18-20 July 2025 (Airbnb in Picton, "
              "a winery tour, Sandbanks) cost $340 each in the end because of an unbudgeted lunch on the winery tour; "
              "for her maid of honour speech she has a story about Lucía cutting her bangs before her grade 9 photo; Lucía and Owen met at a climbing gym; the assistant suggested a three-to-five-minute structure: "
              "introduce herself, one story, the couple, something sincere, a toast, and a rope line for the toast.",
   "procedures": [{"name": "Maid of honour speech structure", "steps": ["Introduce yourself and thank the hosts", "One great story about the bride", "The couple together", "Something sincere", "A toast"]}],
   "decisions": [{"decision": "Didn't go above $955,000 on Rhodes Avenue", "rationale": "Walk-away number"}],
   "outcomes": ["Rhodes Avenue sold for $1,012,000 with eleven offers", "Bachelorette cost $340 each"]}),
 ("2025-08-24", "We bought a house (and the wedding)", [
   ("user", "Two big things. First, the wedding on the 16th was perfect. The speech got a huge laugh at the bangs story and Lucía cried at the sincere bit, so thank you. "
            "Second: WE BOUGHT A HOUSE. A 1950s detached bungalow on Linsmore Crescent in East York. Listed at $829,000; we offered $851,000 on Thursday 21 August, conditional on inspection, and it was accepted. "
            "Inspection was $575 and the main thing was a 2004 furnace that's near the end of its life. We went firm on Saturday. Closing is Friday 31 October, the same day our condo lease ends. "
            "We chose East York because it's a ten-minute walk to the future Pape station on the Ontario Line, which I helped build, and Theo can bike to his school. What do we need to do before closing?"),
   ("assistant", "Congratulations on both! A wedding speech that gets a laugh and a tear is exactly right, and a detached bungalow near a station you helped build is a lovely story. Here's a checklist for the next ten weeks.\n\n"
                 "## Before closing\n\n"
                 "1. **Send the agreement to your real estate lawyer** right away, and give them your lender's details and your first-time buyer information for the rebates.\n"
                 "2. **Finalise the mortgage.** Your lender will need the firm agreement, proof of down payment (including a signed gift letter from Theo's parents) and possibly an appraisal.\n"
                 "3. **Arrange home insurance** from the closing date; the lender requires it.\n"
                 "4. **Plan for the furnace.** A 21-year-old furnace may last another winter or may not. Get two or three quotes for a high-efficiency furnace now, and check Enbridge rebates and whether a heat pump makes sense.\n"
                 "5. **Book movers early.** End-of-month dates, especially 31 October, go fast.\n"
                 "6. **Don't make big purchases or open credit** before closing; lenders re-check your credit.\n"
                 "7. **Plan a buffer with the condo.** Closing and your lease ending on the same day leaves no margin if closing slips. Ask your landlord about a few extra days.\n"
                 "8. **Book a final walkthrough** a few days before closing if your agreement allows it.\n"
                 "9. **Set up utilities:** hydro, water, gas and internet from the closing date.\n\n"
                 "*Your lawyer is the best source on the exact steps and dates for your purchase.*"),
   ("user", "Furnace quotes are on the list. Theo is already measuring the backyard for a vegetable garden."),
   ("assistant", "Of course he is! A bungalow with a backyard is a great first house. Enjoy the next few weeks.")],
  {"summary": "Lucía's wedding on 16 August 2025 went perfectly and the user's speech went well; the user and Theo bought a 1950s detached bungalow on Linsmore Crescent in East York, listed at $829,000, for $851,000, "
              "offer accepted on 21 August 2025 conditional on inspection, firm on 23 August; "
              "inspection $575 found a 2004 furnace near the end of its life; closing on 31 October 2025, the day their condo lease ends; they chose East York for the walk to the future Pape station on the Ontario Line and Theo biking to school; "
              "the assistant gave a pre-closing checklist: lawyer, mortgage and gift letter, home insurance, furnace quotes, movers, no big purchases, a buffer with the condo, final walkthrough, utilities.",
   "procedures": [{"name": "Before closing on a house", "steps": ["Send the agreement to the lawyer", "Finalise the mortgage and gift letter", "Arrange home insurance", "Get furnace quotes", "Book movers early",
                   "No big purchases or new credit", "Plan a buffer with the condo", "Book a final walkthrough", "Set up utilities"]}],
   "decisions": [{"decision": "Bought the Linsmore Crescent bungalow for $851,000", "rationale": "Ten-minute walk to the future Pape station and Theo can bike to school"}],
   "outcomes": ["Closing on 31 October 2025", "Inspection found a 2004 furnace near the end of its life"]}),
 ("2025-08-31", "Final plan for Lisbon and São Miguel", [
   ("user", "We leave Friday! Final plan: TAP overnight from Toronto on 5 September, landing in Lisbon on the 6th. Lisbon until the 11th, with a day trip to Sintra on the 8th. Then Lisbon to Ponta Delgada on the 11th, "
            "São Miguel until the 19th, and the direct Azores Airlines flight home to Toronto on the 19th. We dropped Terceira in the end: the inter-island flights only worked with a morning out and an evening back, "
            "so we'd have lost most of both days to transfers, and it added about $900. Budget went up from $8,000 to $9,500 because of the car rental on São Miguel. "
            "Our neighbour Dmitri is feeding Pierogi. I've had 48 lessons with Fernanda now. I need to do a 32 km and a 29 km long run while I'm there. Any last tips, and a few phrases?"),
   ("assistant", "This sounds like a wonderful plan, and dropping Terceira to have more unhurried time on São Miguel is a good call. Here are some final tips.\n\n"
                 "## Long runs\n"
                 "1. **Lisbon:** the riverside path from Cais do Sodré to Belém and beyond is flat and runs for kilometres; go early to beat the heat and the crowds.\n"
                 "2. **São Miguel:** the seafront in Ponta Delgada is flat; inland is very hilly. For a 32 km run, an out-and-back along the coast is much kinder to your knee than the crater roads.\n"
                 "3. **Carry fuel and water;** fountains are less common than you might expect outside the city.\n\n"
                 "## Useful phrases (European Portuguese)\n"
                 "- **Bom dia / Boa tarde / Boa noite:** good morning / afternoon / evening.\n"
                 "- **Queria um café, por favor:** I'd like an espresso, please.\n"
                 "- **A conta, se faz favor:** the bill, please.\n"
                 "- **Fala inglês?** Do you speak English? (Save it as a last resort!)\n"
                 "- **Pode repetir mais devagar?** Can you repeat that more slowly?\n"
                 "- **Obrigada:** thank you (as a woman).\n\n"
                 "## Other tips\n"
                 "- In Furnas, try the cozido das Furnas, a stew cooked underground by volcanic heat.\n"
                 "- Wear old swimwear to Terra Nostra; the iron-rich water stains.\n"
                 "- Book Sintra's Pena Palace tickets in advance.\n\n"
                 "Boa viagem!"),
   ("user", "Obrigada! Old swimsuit packed."),
   ("assistant", "Perfeito. Have a wonderful trip, and good luck with the long runs!")],
  {"summary": "Final Portugal plan: TAP overnight from Toronto on 5 September 2025, Lisbon from 6 to 11 September with a Sintra day trip on 8 September, Lisbon to Ponta Delgada on 11 September, São Miguel until 19 September, "
              "direct Azores Airlines flight home on 19 September; "
              "they dropped Terceira because the inter-island flights would have lost most of both days to transfers and added about $900; budget up from $8,000 to $9,500 because of a car rental; "
              "neighbour Dmitri feeds Pierogi; 48 lessons with Fernanda; "
              "the assistant gave long-run routes, European Portuguese phrases, and tips (cozido das Furnas, old swimwear at Terra Nostra, Pena Palace tickets).",
   "decisions": [{"decision": "Dropped the Terceira side trip", "rationale": "Inter-island flights would lose most of two days to transfers and add about $900"}],
   "outcomes": ["Trip budget $9,500"]}),
 ("2025-10-28", "Sub-4 in Toronto, and moving day with a cat", [
   ("user", "Sub-4!!! Toronto Waterfront Marathon on 19 October: 3:52:18. A gel every 40 minutes, and I negative-split the second half. Theo's sign said 'Run like Pierogi heard the treat bag'. "
            "Portugal was incredible too: the Sintra day was magical, I ordered everything in Portuguese in Lisbon, and we had cozido in Furnas. The only drama was Pierogi getting cystitis while we were away; "
            "Dmitri noticed she was straining and took her to the vet, $480, and she's fine now. "
            "Now the house: closing has moved from 31 October to Friday 7 November because the sellers' own purchase was delayed. Our landlord agreed we can stay until 9 November for $620 extra. "
            "How do we move a nervous cat without stressing her into another bout of cystitis?"),
   ("assistant", "Congratulations! 3:52:18 with a negative split is a brilliant run, a 15-minute improvement on Ottawa, and proof that the fuelling work paid off. I'm glad Pierogi is OK and that the closing delay has a buffer. "
                 "Stress is a known trigger for feline cystitis, so planning the move around her is worthwhile. I'm not a vet, but here's what commonly helps.\n\n"
                 "## Moving a nervous cat\n\n"
                 "### Before the move\n"
                 "1. **Leave the carrier out** in the condo now, with a blanket and treats inside, so it's familiar rather than a warning sign.\n"
                 "2. **Talk to your vet** about whether she should go on a urinary diet or a calming supplement around the move, given her recent cystitis.\n"
                 "3. **Plug in a Feliway diffuser** in the new house a day or two before she arrives, if you can get in.\n\n"
                 "### On moving day\n"
                 "4. **Shut her in the bathroom** at the condo with her litter box, water and a sign on the door while the movers work.\n"
                 "5. **Move her last,** in the RAV4 rather than the truck, once the furniture is in.\n\n"
                 "### At the new house\n"
                 "6. **Set up one quiet room first** with her litter box, food, water, her bed and something that smells of you.\n"
                 "7. **Let her explore room by room** over a week or two.\n"
                 "8. **Keep her indoors.** A cat that has just moved may try to get back to her old territory.\n"
                 "9. **Watch her litter box closely.** If she strains or passes little urine, call the vet the same day; a blocked bladder is an emergency.\n\n"
                 "## And for you\n"
                 "Take an easy recovery week or two after the marathon; moving boxes counts as cross-training!"),
   ("user", "Carrier is out. Theo's already talking about getting her a little brother once we're in the house."),
   ("assistant", "A house with a yard and two cats sounds lovely. It's usually best to let Pierogi settle fully in the new place for a few months before introducing another cat, and to do the introduction slowly.")],
  {"summary": "The user ran the Toronto Waterfront Marathon on 19 October 2025 in 3:52:18 with a negative split and a gel every 40 minutes; the Portugal trip went well (Sintra, ordering in Portuguese in Lisbon, cozido in Furnas); "
              "Pierogi got cystitis while they were away, Dmitri took her to the vet ($480), she's fine; "
              "closing moved from 31 October to 7 November 2025 because the sellers' purchase was delayed; the landlord let them stay until 9 November for $620 extra; the assistant (not a vet) gave tips for moving a nervous cat: "
              "carrier out early, talk to the vet, a Feliway diffuser, a closed bathroom on moving day, move her last in the RAV4, "
              "one quiet room, explore room by room, keep her indoors, watch the litter box; Theo wants to get Pierogi a little brother.",
   "procedures": [{"name": "Moving a nervous cat", "steps": ["Leave the carrier out", "Talk to the vet about a urinary diet or calming supplement", "Feliway diffuser in the new house", "Shut her in the bathroom on moving day",
                   "Move her last in the car", "One quiet room first", "Explore room by room", "Keep her indoors", "Watch the litter box"]}],
   "decisions": [{"decision": "Stay in the condo until 9 November for $620 extra", "rationale": "Closing moved to 7 November"}],
   "outcomes": ["Toronto Waterfront Marathon: 3:52:18", "Closing moved to 7 November 2025", "Pierogi's cystitis vet bill: $480"]}),
]

QUESTIONS_60 = [
 # single facts the user said about herself
 ("How old am I?", "31"),
 ("What's our cat called?", "Pierogi"),
 ("What does Theo do for work?", "high school chemistry teacher"),
 ("What's my Portuguese tutor's name?", "Fernanda (from Porto, on italki)"),
 ("What did my physio say was wrong with my knee?", "IT band syndrome (left knee)"),
 ("Where was Lucía's wedding?", "Ravenridge Estate Winery in Niagara-on-the-Lake"),
 ("Which island in the Azores did we stay on?", "São Miguel"),
 ("What's the name of my manager at Halvorsen-Ridge?", "Greg Pawlak"),
 ("What colour were the bridesmaid dresses?", "sage green"),
 # when
 ("When did we adopt our cat?", "7 June 2025"),
 ("When was Lucía's wedding?", "16 August 2025"),
 ("When did I start at Strand Moyer?", "9 June 2025"),
 ("When did I pick up my RAV4?", "14 March 2025"),
 ("When did I run my first marathon?", "25 May 2025 (Ottawa Marathon)"),
 ("When did I hurt my knee?", "2 March 2025, on a 28 km long run"),
 # how much / how many
 ("What was my salary at Halvorsen-Ridge?", "$91,500"),
 ("How much was Pierogi's adoption fee?", "$175"),
 ("How much did the bachelorette weekend cost each of us in the end?", "$340"),
 ("How much did we pay for the house?", "$851,000"),
 ("How many marathons did I run this year?", "2 (Ottawa and Toronto Waterfront)"),
 # lists across chats
 ("Which marathons did I sign up for this year?", "Mississauga (dropped), Ottawa (25 May) and the Toronto Waterfront Marathon (19 October)"),
 ("Which companies have I worked for this year?", "Halvorsen-Ridge Tunnel Partners and Strand Moyer Engineering"),
 ("Where did we go in Portugal?", "Lisbon (with a day trip to Sintra) and São Miguel in the Azores"),
 ("Which houses did we make offers on?", "a semi on Rhodes Avenue in Leslieville (lost) and a bungalow on Linsmore Crescent in East York (bought)"),
 # latest value of something that changed
 ("How much is my car lease a month?", "$479 plus HST"),
 ("What's my salary now?", "$111,000 plus up to a 5% bonus"),
 ("When do we close on the house?", "7 November 2025"),
 ("What's my marathon PB?", "3:52:18"),
 # yes/no
 ("Did we get the Rhodes Avenue house?", "No"),
 ("Did I run the Mississauga Marathon?", "No"),
 ("Did we make it to Sintra?", "Yes"),
 # why
 ("Why did I leave Halvorsen-Ridge?", "design experience for my P.Eng, no 6 am site starts (hybrid), and more pay"),
 ("Why did we drop Terceira?", "the inter-island flights would have lost most of both days to transfers and added about $900"),
 ("Why did I switch from Mississauga to the Ottawa Marathon?", "three weeks off for IT band syndrome left no time for long runs before 4 May"),
 # what the assistant recommended
 ("What was the first thing you told me to negotiate on the car lease?", "the selling price (capitalized cost), not the monthly payment"),
 ("What was the first thing you suggested I do as maid of honour?", "ask Lucía what she actually wants from me"),
 # inference
 ("Would I enjoy a deep-sea fishing trip?", "Likely no"),
 ("Would Theo be up for getting a second cat?", "Likely yes"),
 # not in the archive
 ("What colour is my RAV4?", "Not mentioned in my chats"),
 ("What song did Lucía and Owen have for their first dance?", "Not mentioned in my chats"),
]


def assistant_chats_22_at(folder):
    """The archive of CHATS_60 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a22c", CHATS_60, "claude")


@pytest.fixture(scope="module")
def assistant_chats_22(tmp_path_factory):
    return assistant_chats_22_at(tmp_path_factory.mktemp("assistant22"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_60, "assistant 22")


def test_the_archive_finds_the_cat(assistant_chats_22):
    assert assistant_chats_22.search("Pierogi").results
