"""A sixty-third written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind with its questions and gold answers before any run of
`kbsearch answer` on it, and without reading the answer rules. It is held out: measured, never
read question by question. A chimney sweep in Kuopio, Finland, Henna Kärkkäinen, 36, who has
swept for nine years at Kallaveden Nuohous Oy, Markku Pehkonen's firm, and lives with her partner
Ilkka Rönkkö, an equipment manager at the KalPa ice hockey club, her son Eetu, 9 then 10, whose
father Sami lives in Varkaus, and Piki, a Karelian bear dog. She chats with Claude from June 2025
to May 2026: the master chimney sweep qualification and its December skills demonstration, a
right-of-occupancy rowhouse in Saaristokaupunki whose move-in date slips, soot and cancer risk
after an occupational health check, a cracked sauna flue and an unreported chimney fire at an old
man's farm in Riistavesi, the dog's barking at the new neighbours and a cut paw, the 50 km Finland
Ice Marathon on Kallavesi, her father's 70th birthday speech, a phone for her son's tenth
birthday, and starting her own firm, Nokitähti (a business plan, a van, VAT, pension and
insurance, a first price rise), with facts the user updates later (the move date, the monthly
charge, the firm's start date, the race date, the party's guests, Ilkka's job, her price).
bench/answer_conversations.py asks every question ("assistant 63")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_142 = [
 ("2025-06-08", "Master chimney sweep qualification, and maybe my own firm one day", [
   ("user", "Hi Claude. I'm Henna Kärkkäinen, I'm 36 and I'm a chimney sweep (nuohooja) in Kuopio. I've worked for nine years at Kallaveden Nuohous Oy, a small firm owned by Markku Pehkonen, a master sweep who's 63. "
            "I earn 2,950 € a month gross, plus a small bonus per job in the autumn rush. I've had the vocational qualification since 2016. "
            "Now I'm thinking of doing the specialist qualification for master chimney sweeps (nuohoojamestarin erikoisammattitutkinto). The vocational college in Kuopio runs a preparatory course from 1 September: "
            "study days every other Friday, a fee of 480 €, and the final skills demonstration in December. "
            "Why I want it: with the master qualification I can do flue condition surveys, I can train apprentices, and customers trust the title. And honestly, I'd like to have my own firm one day. "
            "Markku isn't retiring any time soon and his son will take over the firm eventually, so that door is closed for me.\n\n"
            "Home: I live with my partner Ilkka Rönkkö, who's the equipment manager for KalPa's A-junior team (the ice hockey club), my son Eetu, who's 9, and our dog Piki, a four-year-old Karelian bear dog. "
            "Eetu's dad, Sami, lives in Varkaus and has him every other weekend.\n\n"
            "Is it realistic to do the course while working full time through the autumn rush? And what would I need to think about before going out on my own?"),
   ("assistant", "Both goals are realistic, and doing them in that order (qualification first, firm later) is exactly how most people who succeed at it go about it. Let's take them one at a time.\n\n"
                 "## 1. The course during the autumn rush\n"
                 "September to November is when every household suddenly remembers the fireplace, so the timing is the hardest part.\n"
                 "- **Talk to Markku now, not in August.** Every other Friday off in October is a real cost for a small firm. Offer something in return: a couple of Saturdays in the busiest weeks, or longer days on the other Fridays.\n"
                 "- **Protect the study days.** If the Fridays keep getting eaten by 'just one urgent job', the course will slide.\n"
                 "- **Use your own work as course material.** Specialist qualifications are usually assessed on real work. Photograph and note interesting cases from the autumn (unusual flues, defects, old masonry chimneys) so you have examples ready.\n"
                 "- **Plan the skills demonstration early.** Ask the college in September what the demonstration in December involves, so you can arrange a suitable site in good time.\n"
                 "- **Budget your energy.** Nine houses a day plus homework plus a nine-year-old is a lot. Agree with Ilkka which weeks he carries more of the home front.\n\n"
                 "## 2. Before going out on your own\n"
                 "Here's the list I'd work through over the coming months. None of it is urgent yet, but knowing it early helps you plan.\n\n"
                 "### The market\n"
                 "- In most of Finland, homeowners have been free to choose their own sweep since the 2015 reform, which is what makes a new firm possible at all. **Check how it works in the Pohjois-Savo rescue department's area** before you plan.\n"
                 "- Who are your customers? Detached houses in the city, summer cottages, farms in the surrounding villages? Rural customers mean more driving but are often loyal.\n"
                 "- What do the other firms in Kuopio charge, and how far ahead are they booked in the autumn? A long queue elsewhere is your opening.\n\n"
                 "### The paperwork\n"
                 "1. **Business form:** most sole operators start as a **toiminimi** (sole trader); it's cheap and simple. You register it with the Finnish Patent and Registration Office and the Tax Administration and get a business ID (Y-tunnus).\n"
                 "2. **YEL pension insurance:** compulsory for self-employed people above a yearly income minimum. The income you confirm also decides your sickness and parental benefits, so don't set it too low.\n"
                 "3. **VAT:** you must register once your turnover goes over the yearly threshold (20,000 € since 2025); a full-time sweep will go over it. The general rate is 25.5%.\n"
                 "4. **Insurance:** liability insurance is essential in your trade (a damaged roof, soot on a customer's sofa), and think about **voluntary accident insurance**, because YEL doesn't cover accidents at work.\n"
                 "5. **Start-up grant (starttiraha):** it can support you for the first months, but **you have to apply before you start the business**. From 2025 it's handled by the municipal employment services.\n"
                 "6. **An accountant:** for a first year, usually worth every euro.\n\n"
                 "### The money\n"
                 "- **A van and tools** are your biggest start-up cost.\n"
                 "- **A buffer** of at least three months of your own living costs, because customers pay late and the spring and summer are quieter.\n"
                 "- **Pricing:** don't undercut everyone to get started; it's very hard to raise prices later with the same customers.\n\n"
                 "### Your employment contract\n"
                 "Check whether it has a **non-compete clause** (kilpailukieltosopimus), and be scrupulous about Markku's customer register: you may know his customers, but you shouldn't take his list.\n\n"
                 "If you like, once you've qualified we can build a proper business plan with numbers."),
   ("user", "Markku said yes to the Fridays, as long as I work two Saturdays a month in October. I've signed up for the course. "
            "And I'm not going to rush the firm: the plan is to qualify in December and start my own firm in spring 2026, around 1 April, before the spring season."),
   ("assistant", "That's a fair deal with Markku, and a sensible timeline. A spring start gives you the winter to prepare the paperwork, and you'll open just as people start booking sweeps for the cottage season.\n\n"
                 "Two small things to do in the meantime:\n"
                 "- **Read your contract** now for a non-compete clause and the notice period, so there are no surprises in January.\n"
                 "- **Start a notebook (or a spreadsheet) of what things cost**: brushes, rods, filters, fuel, a day's driving. By the time we do the business plan, you'll have real numbers instead of guesses.\n\n"
                 "Good luck on 1 September!")],
  {"summary": "The user, Henna Kärkkäinen, 36, is a chimney sweep in Kuopio who has worked for nine years at Kallaveden Nuohous Oy, owned by master sweep Markku Pehkonen, 63; she earns 2,950 € a month gross plus a small bonus per job in the autumn rush and has had the vocational qualification since 2016; "
              "she wants to do the specialist qualification for master chimney sweeps (preparatory course at the vocational college in Kuopio from 1 September 2025, every other Friday, fee 480 €, final skills demonstration in December) "
              "because it allows flue condition surveys and training apprentices, customers trust the title, and she wants her own firm one day (Markku's son will take over his firm); "
              "she lives with her partner Ilkka Rönkkö, equipment manager for KalPa's A-junior ice hockey team, her son Eetu, 9, and Piki, a four-year-old Karelian bear dog; Eetu's father Sami lives in Varkaus and has him every other weekend; "
              "the assistant advised agreeing the study days with Markku, using real cases as course material and planning the demonstration early, and listed what to check before going solo: the local market since the 2015 reform, a toiminimi and business ID, YEL pension insurance, VAT (threshold 20,000 €, rate 25.5%), liability and voluntary accident insurance, applying for starttiraha before starting, an accountant, a van, tools, a buffer, pricing, and any non-compete clause; "
              "Markku agreed to the Fridays if she works two Saturdays a month in October; she signed up for the course and plans to start her own firm around 1 April 2026.",
   "procedures": [{"name": "Before starting a chimney sweeping firm", "steps": ["Study the local market and competitors' prices", "Register a toiminimi and get a business ID", "YEL pension insurance", "Register for VAT", "Liability and voluntary accident insurance",
                   "Apply for starttiraha before starting", "Find an accountant", "Budget a van, tools and a buffer", "Check the employment contract for a non-compete clause"]}],
   "decisions": [{"decision": "Do the master chimney sweep qualification from 1 September 2025", "rationale": "Flue condition surveys, training apprentices, customers' trust, and a step towards her own firm"},
                 {"decision": "Start her own firm in spring 2026, around 1 April", "rationale": "Qualify in December first; open before the spring season"}],
   "outcomes": ["Markku agreed to the study Fridays in return for two Saturdays a month in October", "Enrolled on the master sweep course (480 €)"]}),
 ("2025-07-06", "A right-of-occupancy rowhouse: should we take it?", [
   ("user", "Housing question. We rent a three-room flat on the 4th floor in Puijonlaakso for 1,040 € a month from a private landlord, Sirpa Hyvönen. "
            "Piki hates the lift and barks at every noise in the stairwell, and Eetu shares his room with all of Ilkka's hockey bags. "
            "Last winter we got a queue number from the city for right-of-occupancy (ASO) housing, and now Kotikallio ASO has offered us a new rowhouse in Saaristokaupunki: "
            "four rooms, kitchen and sauna, 86 m², with a small fenced yard, ready to move into on 1 October. The right-of-occupancy payment is 24,600 € and the monthly charge is 1,115 €. "
            "We have 31,000 € saved. Ilkka earns about 2,700 € a month gross and I earn 2,950 €. A similar rowhouse flat in Saaristokaupunki would cost 290,000 € or more to buy, "
            "and we couldn't get a mortgage for that with a 10% deposit anyway, especially if I start a firm next year. Is ASO a good idea for us? What's the catch?"),
   ("assistant", "ASO housing fits your situation better than most people's, but it's worth understanding exactly what you're buying, because it's neither renting nor owning.\n\n"
                 "## How right-of-occupancy works\n"
                 "- **The payment** (your 24,600 €) is typically around 15% of the flat's value. It buys you the right to live there, **for as long as you want**, as long as you pay the monthly charge and follow the rules.\n"
                 "- **When you move out, you get the payment back**, adjusted by the building cost index (with some limits). So it's closer to a deposit that keeps its value than to money spent.\n"
                 "- **The monthly charge** covers the building's loans, maintenance and running costs. It isn't set for profit, but **it can and usually does rise**, typically once a year.\n"
                 "- **You can't be evicted** because a landlord wants the flat for a relative or decides to sell, which is a real difference from private renting.\n"
                 "- **You can leave** with a short notice period (usually one month).\n\n"
                 "## The catches\n"
                 "1. **No capital gain.** If Saaristokaupunki prices go up 20%, that's not your money. Equally, if they fall, it's not your loss.\n"
                 "2. **The charge rises.** Ask Kotikallio how their charges have developed over the last five years in similar buildings. 1,115 € now could be noticeably more in a few years.\n"
                 "3. **Less freedom than owning.** Bigger changes (a new kitchen, knocking down a wall) need permission, and there are rules about subletting.\n"
                 "4. **New builds slip.** 1 October is a target, not a promise, until the building has been inspected.\n"
                 "5. **What's included?** Check whether water is charged per person on top, how the sauna's electricity is billed, parking and any car charging costs.\n\n"
                 "## Your numbers\n"
                 "- The payment leaves you **6,400 € of savings**. That's a thin buffer for a family, and you're planning a firm that will need a van and tools next spring. Some banks lend against ASO payments; it's worth asking whether a small loan would let you keep more cash.\n"
                 "- **Monthly cost:** 1,115 € plus water and electricity against 1,040 € now. For an extra room, a sauna and a yard for Piki, that's a modest increase.\n"
                 "- **Compared with buying:** to buy at 290,000 € you'd need a deposit you don't have and a mortgage on two incomes, one of them about to become self-employed. ASO lets you live in the house you want **without tying up your future plans**.\n\n"
                 "## Questions to ask Kotikallio before signing\n"
                 "- Are dogs allowed, and are there rules about the yard?\n"
                 "- What is the charge history, and what's in it?\n"
                 "- How firm is the 1 October date, and what happens if it slips?\n"
                 "- What does the yard's fence look like? A Karelian bear dog who sees a hare will test it.\n\n"
                 "## My view\n"
                 "For a family that wants space and security now and wants to keep its money free for a business, this looks like a good fit, as long as you accept that it's a home, not an investment."),
   ("user", "We said yes. We'll pay the 24,600 € from savings and keep about 6,400 € as a buffer. Dogs are allowed and the fence is 1.2 m, so Piki stays in. "
            "We'll give Sirpa notice at the end of August so our lease ends on 30 September."),
   ("assistant", "Congratulations on the rowhouse! One piece of advice before you give notice: **wait until Kotikallio confirms the move-in date in writing**, closer to the time. "
                 "New builds very often slip by a few weeks (final inspections, drying times, a missing part), and as a tenant your one-month notice can't easily be taken back. "
                 "If you give notice at the end of August and the house isn't ready on 1 October, you could end up with nowhere to live for a few weeks. "
                 "Ask Kotikallio in mid-August how the building's going and whether the final inspection is booked, and only then write to Sirpa.")],
  {"summary": "The user, Henna Kärkkäinen, rents a three-room 4th-floor flat in Puijonlaakso, Kuopio, for 1,040 € a month from landlord Sirpa Hyvönen; Piki hates the lift and barks at stairwell noises, and Eetu shares his room with Ilkka's hockey bags; "
              "with a queue number from the city, Kotikallio ASO offered them a new right-of-occupancy rowhouse in Saaristokaupunki: four rooms, kitchen and sauna, 86 m², a small fenced yard, move-in 1 October 2025, right-of-occupancy payment 24,600 €, monthly charge 1,115 €; "
              "savings 31,000 €; Ilkka earns about 2,700 € gross a month, she earns 2,950 €; buying a similar rowhouse would cost 290,000 € or more; "
              "the assistant explained that the payment is returned indexed when they leave, the charge can rise, there is no capital gain, changes need permission and new builds slip, that the payment would leave a thin buffer, and listed questions for Kotikallio; "
              "they accepted, pay 24,600 € from savings and keep about 6,400 €; dogs are allowed and the fence is 1.2 m; they planned to give notice at the end of August for 30 September; "
              "the assistant advised waiting to give notice until Kotikallio confirms the move-in date in writing, because new builds often slip.",
   "decisions": [{"decision": "Take the Kotikallio ASO rowhouse in Saaristokaupunki", "rationale": "More space, a sauna and a yard for Piki; buying at 290,000 € was out of reach and would tie up money needed for her firm"},
                 {"decision": "Pay the 24,600 € right-of-occupancy payment from savings", "rationale": "Keeps about 6,400 € as a buffer"}],
   "outcomes": ["Right-of-occupancy payment 24,600 €", "Monthly charge 1,115 €", "Planned move-in 1 October 2025"]}),
 ("2025-08-17", "Soot, cancer risk and my occupational health check", [
   ("user", "I had my occupational health check on Thursday with Dr. Kaisa Ruotsalainen. Everything's fine, my lungs are fine, but she asked a lot about soot and said chimney sweeps have a higher risk of some cancers, skin and lung, "
            "because of the PAH compounds in soot. To be honest I only wear my half mask when it's really dusty, like an oil-fired boiler or a fireplace nobody has swept for years. "
            "I usually drive home in my work clothes and Eetu hugs me at the door. The busy season starts in three weeks. What should I actually change?"),
   ("assistant", "I'm glad Dr. Ruotsalainen raised it, and that your check-up was good: this is exactly the moment to change habits, while you're healthy. "
                 "I can't give you medical advice, and her recommendations come first, but here's what's generally known and what sweeps and occupational health services usually recommend.\n\n"
                 "## Why she's right to bring it up\n"
                 "- Soot contains **polycyclic aromatic hydrocarbons (PAHs)**, and the International Agency for Research on Cancer classifies **occupational exposure as a chimney sweep** as carcinogenic to humans.\n"
                 "- It's one of the oldest known occupational cancers: in 1775 the English surgeon **Percivall Pott** described scrotal cancer in chimney sweeps, who as boys had been covered in soot for years.\n"
                 "- Exposure comes **two ways: breathing** fine particles, and **through the skin**, especially where soot sits for hours (neck, wrists, groin, anywhere clothes rub).\n\n"
                 "## What to change\n"
                 "### 1. Respirator: every job, not just the dirty ones\n"
                 "- A half mask with **P3 filters** (or disposable FFP3) for **every sweep**. The fine particles you can't see are the ones that reach deep into the lungs.\n"
                 "- **Fit matters**: do a quick seal check every time you put it on.\n"
                 "- **Change filters** when breathing gets harder or as the maker says, and keep the mask in a clean, closed bag between jobs, not loose in the van.\n\n"
                 "### 2. Skin\n"
                 "- **Nitrile gloves under your work gloves**, so soot never sits on your hands.\n"
                 "- **Cover your neck** with a collar or a buff.\n"
                 "- **Wash with soap and water** as soon as you can; never clean skin with solvents or fuel, which help PAHs through the skin.\n"
                 "- **No eating, drinking or smoking with sooty hands.** Wash first, even for a quick coffee in the van.\n\n"
                 "### 3. Clothes: keep the soot at work\n"
                 "- **Change before going home.** Soot in your car seat, your hallway and on Eetu's jumper is exposure for the whole family.\n"
                 "- **Wash work clothes separately**, ideally at work or at a laundry, never with the family's washing.\n"
                 "- **Shower before going home** if the depot has a shower.\n\n"
                 "### 4. Watch your skin\n"
                 "- Look for **new moles, sores that don't heal, or rough patches**, especially on the face, neck, hands and groin, and show Dr. Ruotsalainen anything that changes.\n\n"
                 "### 5. Follow-up\n"
                 "- Ask occupational health whether they'd like **regular follow-up** for soot exposure, and keep a simple record of the kinds of jobs you do.\n\n"
                 "## The one change that matters most\n"
                 "If you do nothing else: **mask on every job, and no soot goes home.** Those two cover most of the risk."),
   ("user", "OK. P3 half mask at every job from now on, nitrile gloves under the work gloves, and I'll change and shower at the depot before going home. "
            "Markku agreed to have our work clothes washed at a laundry, Pesula Kirkas, together with the firm's own. I bought two new 3M half masks and a box of P3 filters: 118 € altogether, and Markku's paying."),
   ("assistant", "That's a big improvement, and it's great that Markku is paying; it benefits the whole firm. Having two masks is smart: one can dry and air out while you use the other. "
                 "Label the filters with the date you start using them, and you'll get a feel for how long they really last in the autumn rush. And Eetu can have his hug at the door again, from a clean mum.")],
  {"summary": "At her occupational health check on 14 August 2025, Dr. Kaisa Ruotsalainen found the user, Henna Kärkkäinen, healthy but warned that chimney sweeps have a higher risk of skin and lung cancer from PAH compounds in soot; "
              "Henna only wore her half mask on very dusty jobs and drove home in her work clothes; "
              "the assistant (not giving medical advice) explained PAH exposure by breathing and through the skin and Percivall Pott's 1775 description of sweeps' cancer, and recommended a P3 respirator on every job with seal checks and filter changes, nitrile gloves under work gloves, covering the neck, washing with soap, "
              "not eating with sooty hands, changing and showering before going home, washing work clothes separately, watching the skin and asking for follow-up; "
              "she decided on a P3 half mask at every job, nitrile gloves under the work gloves, changing and showering at the depot; Markku agreed to have work clothes washed at the laundry Pesula Kirkas; she bought two 3M half masks and P3 filters for 118 €, paid by Markku.",
   "procedures": [{"name": "Cutting soot exposure as a chimney sweep", "steps": ["P3 respirator on every job", "Seal check and regular filter changes", "Nitrile gloves under work gloves", "Cover the neck",
                   "Wash with soap, never solvents", "No eating with sooty hands", "Change and shower before going home", "Wash work clothes separately", "Watch the skin for changes"]}],
   "decisions": [{"decision": "Wear a P3 half mask on every job", "rationale": "Soot PAHs raise sweeps' cancer risk; fine particles are invisible"},
                 {"decision": "Change and shower at the depot; work clothes washed at Pesula Kirkas", "rationale": "No soot goes home to the family"}],
   "outcomes": ["Occupational health check fine on 14 August 2025", "Two 3M half masks and P3 filters, 118 €, paid by Markku"]}),
 ("2025-09-14", "The rowhouse is delayed and I've already given notice", [
   ("user", "The course started on 1 September, fine so far: fourteen of us, two women. But bad news from Kotikallio: the move-in date moves from 1 October to Monday 3 November, "
            "because the moisture readings in the floor screeds were too high and the floors need more drying time before the parquet can go down. "
            "And yes, I'd already given Sirpa notice at the end of August for 30 September. I know, you told me to wait. What are our options for October? "
            "Also, Eetu started floorball this week, Tuesdays and Thursdays, and I'm in the middle of the autumn rush doing eight or nine houses a day."),
   ("assistant", "Annoying, but fixable, and honestly the reason is a good one: parquet laid on a damp screed is a classic source of moisture damage, and you'd be the ones living with it. A month's delay now is better than swollen floors next winter.\n\n"
                 "## Your options for October, best first\n"
                 "1. **Ask Sirpa to extend.** Landlords often prefer a reliable tenant for a few more weeks to an empty flat while they look for the next one. Ask for an extension **to mid-November**, not just to 3 November, so you have a margin if Kotikallio slips again. Offer the normal rent pro rata.\n"
                 "2. **A furnished short-term rental** for four or five weeks. Expensive, and a dog narrows the choice a lot.\n"
                 "3. **Family:** does anyone have room for three people and a bear dog for a month? Probably not a fun month.\n"
                 "4. **Storage plus temporary housing:** if you must leave, a storage unit for the furniture and the smallest possible temporary place.\n\n"
                 "## With Kotikallio\n"
                 "- **Get the new date in writing**, and ask what the date depends on (the next moisture reading, the final inspection).\n"
                 "- **Ask whether they compensate for the delay.** Check your contract: some housing companies offer something, many don't, but it costs nothing to ask politely.\n"
                 "- Ask when you can **visit the flat** before moving in, to check the finish.\n\n"
                 "## The autumn rush\n"
                 "With nine houses a day, course Fridays and floorball twice a week, don't plan the move for a weekday you're working. **Take the moving day off**, and think about what you can pack in the evenings from now on (books, summer clothes, Ilkka's entire hockey archive)."),
   ("user", "Sirpa agreed: we can stay until 15 November, for 520 € extra for the half month on top of October's rent. Kotikallio won't pay any compensation, but they've confirmed 3 November in writing. "
            "I've taken 3 and 4 November off, and Eetu will be at his dad's in Varkaus that weekend."),
   ("assistant", "That's a good outcome: twelve days of overlap means you can move calmly and clean the old flat afterwards without rushing. "
                 "A few practical points for 3 November:\n"
                 "- **Book the movers or a van now**; the start of the month is busy.\n"
                 "- **Read the electricity meter** on the day, and make sure the new electricity contract starts on 3 November.\n"
                 "- **Update your address** with the Digital and Population Data Services Agency (DVV) and Posti; one notification covers most things.\n"
                 "- **Piki's first night**: a familiar blanket and his bowl in the new place before he arrives.")],
  {"summary": "The user's master sweep course started on 1 September 2025 (fourteen students, two women); Kotikallio moved the rowhouse move-in date from 1 October to 3 November 2025 because the moisture readings in the floor screeds were too high and the floors needed more drying time before the parquet; "
              "she had already given landlord Sirpa Hyvönen notice at the end of August for 30 September; Eetu started floorball on Tuesdays and Thursdays; she's doing eight or nine houses a day in the autumn rush; "
              "the assistant said the delay protects the floors and suggested asking Sirpa for an extension to mid-November, getting the new date in writing, asking about compensation and taking the moving day off; "
              "Sirpa agreed they can stay until 15 November 2025 for 520 € extra on top of October's rent; Kotikallio confirmed 3 November in writing but won't pay compensation; she took 3 and 4 November off and Eetu will be at his father's in Varkaus.",
   "decisions": [{"decision": "Stay in the Puijonlaakso flat until 15 November 2025 for 520 € extra", "rationale": "The rowhouse move-in was delayed to 3 November and notice had already been given for 30 September"},
                 {"decision": "Take 3 and 4 November 2025 off for the move", "rationale": "Autumn rush; moving calmly"}],
   "outcomes": ["Move-in date 3 November 2025 confirmed in writing", "No compensation from Kotikallio"]}),
 ("2025-10-19", "Cracked flue and a chimney fire nobody reported", [
   ("user", "Tough job on Thursday 9 October at a farmhouse in Riistavesi. The owner, Väinö Partanen, is 81 and lives alone. In the sauna chimney I found a thick crust of glazed soot (kiiltonoki), "
            "and lower down a crack right through the flue; with my camera I could see light through it. He admitted there was 'a bit of a roar' in the chimney last March. That's a chimney fire, and he never told anyone. "
            "I told him not to use the sauna stove until it's fixed, and he got angry: his father built that sauna in 1958 and he's heated it every Saturday for sixty years. "
            "I have to report the defect to the rescue department, Pohjois-Savon pelastuslaitos. How do I handle him so he doesn't just carry on heating it?"),
   ("assistant", "That's a hard conversation, and you did the right thing telling him straight away. Glazed soot plus a cracked flue after an unreported chimney fire is a serious combination.\n\n"
                 "## Your obligations\n"
                 "As I understand the Finnish rules, a sweep who finds a defect that's a fire risk must **tell the owner and notify the rescue authority**, which can then inspect and, if needed, order the fireplace out of use. "
                 "Check the exact wording and the notification form with Pohjois-Savon pelastuslaitos or your course. The point for Mr. Partanen is: **you're not the one banning his sauna**. You report, the authority decides.\n\n"
                 "## Why it matters (in words he'll accept)\n"
                 "- Glazed soot is the hard, tarry kind that burns very hot; it's what fuels chimney fires.\n"
                 "- A crack means that in the next fire, or even on a hot Saturday, **flames or hot gases can reach the timber** around the chimney. In an old wooden sauna that's how buildings burn down.\n"
                 "- Cracks also let **carbon monoxide** into the room.\n\n"
                 "## How to talk to him\n"
                 "1. **Respect the sauna.** Sixty years of Saturdays is part of who he is. Say so: 'Your father built a good sauna. I want you to be heating it for years.'\n"
                 "2. **Show, don't lecture.** The photo from your camera with light through the crack is more persuasive than anything you say.\n"
                 "3. **Make it temporary.** 'Not until it's fixed', not 'never again'. Give him a route back to his Saturdays.\n"
                 "4. **Offer concrete options:**\n"
                 "   - A **steel flue liner** inside the old chimney is a common fix for cracked masonry flues, often cheaper than rebuilding. It must be rated for sauna stove temperatures.\n"
                 "   - A **local chimney builder** can quote; you could suggest one or two names.\n"
                 "   - In the meantime, **someone else's sauna**, a relative's or a public one.\n"
                 "5. **Involve family, with his permission.** If he has children, they can help with the practical side and keep an eye on whether he keeps his word.\n"
                 "6. **Follow up.** A phone call a week later shows you care about him, not just about the form.\n\n"
                 "## Also\n"
                 "- Suggest a **carbon monoxide alarm** and check his **smoke alarms** while you're there.\n"
                 "- Write your report **factually**: what you found, where, the photos, what you advised. It protects you and him.\n\n"
                 "An 81-year-old living alone who heats an old sauna every week is exactly the person the reporting system exists for. It may not feel like it today, but you may have saved his house."),
   ("user", "I called his daughter, Tuula, in Siilinjärvi, with his permission. She's taking him to her sauna on Saturdays until it's fixed. "
            "The rescue department's fire inspector visits on Thursday 23 October, and a local chimney builder has quoted 2,300 € for a steel flue liner. Väinö grumbled, but he said I could come and sweep it once it's done."),
   ("assistant", "That's about the best ending a conversation like that can have: a safe interim plan, a fix on the way, and he still wants you as his sweep. "
                 "Make sure the liner is rated for a sauna stove and installed by someone who gives a written certificate, and **ask the builder to leave the cleaning hatches accessible**; you'll thank yourself the first time you sweep it. "
                 "The first sweep after the first winter of use is a good moment to check that everything has settled.")],
  {"summary": "On 9 October 2025, at a farmhouse in Riistavesi, the user found a thick crust of glazed soot and a crack through the flue of the sauna chimney of Väinö Partanen, 81, who lives alone; he admitted a 'roar' in the chimney in March 2025, an unreported chimney fire; "
              "she told him not to use the sauna stove until it is fixed and he was angry (his father built the sauna in 1958 and he has heated it every Saturday for sixty years); she must report the defect to Pohjois-Savon pelastuslaitos; "
              "the assistant explained that the sweep reports and the authority decides, why glazed soot and a cracked flue are dangerous (fire reaching the timber, carbon monoxide), and suggested respecting the sauna, showing the photo, making it temporary, offering a steel flue liner and a chimney builder, a relative's sauna meanwhile, involving family, following up, and checking carbon monoxide and smoke alarms; "
              "with his permission she called his daughter Tuula in Siilinjärvi, who takes him to her sauna on Saturdays; the fire inspector visits on 23 October 2025; a local chimney builder quoted 2,300 € for a steel flue liner; Väinö wants her to sweep it afterwards.",
   "procedures": [{"name": "Handling a dangerous flue at an elderly customer's", "steps": ["Tell the owner and notify the rescue authority", "Respect what the sauna means to him", "Show the photo", "Make it temporary",
                   "Offer a steel flue liner and a chimney builder", "Someone else's sauna meanwhile", "Involve family with permission", "Follow up", "Check CO and smoke alarms", "Write a factual report"]}],
   "decisions": [{"decision": "Report Väinö Partanen's cracked sauna flue to Pohjois-Savon pelastuslaitos", "rationale": "Glazed soot, a crack and an unreported chimney fire are a fire and carbon monoxide risk"}],
   "discoveries": ["Väinö Partanen's sauna chimney had glazed soot and a cracked flue after an unreported chimney fire in March 2025"],
   "outcomes": ["Daughter Tuula takes him to her sauna on Saturdays", "Fire inspector visit on 23 October 2025", "Steel flue liner quoted at 2,300 €"]}),
 ("2025-11-16", "We've moved, and Piki won't stop barking", [
   ("user", "We moved in on Monday 3 November! Eetu has his own room, Ilkka's hockey bags live in the storage shed, and we had our first sauna that same night. "
            "But Piki barks at everything: the neighbours' doors, cars in the parking area, the rubbish lorry. He's a Karelian bear dog, he was bred to bark at things, but in the old flat on the 4th floor he couldn't see anything. "
            "The neighbour in the next unit, Mr. Lappalainen, left us a polite note: Piki barks at 6 in the morning when Ilkka leaves for the ice rink for the juniors' early practice. Any ideas?\n\n"
            "Other news: Kotikallio says the monthly charge goes up from 1,115 € to 1,148 € from 1 January. And Väinö Partanen's steel liner was fitted on Wednesday 12 November; his daughter texted me a photo."),
   ("assistant", "Congratulations on the move, and lovely news about Mr. Partanen. As for Piki: a Karelian bear dog in a rowhouse with a view of the car park is a dog who has finally been given a job. Here's how to give him a different one.\n\n"
                 "## Why he's barking\n"
                 "Karelian bear dogs were bred to **find game and hold it by barking**, loudly and persistently. Most of what you describe is **alert barking**: 'something's happening on my territory'. "
                 "The new house gives him much more to see and hear, so he's on duty all day. Punishment usually makes this worse, because to him you're joining in.\n\n"
                 "## What helps\n"
                 "### 1. Less to guard\n"
                 "- **Block the view** of the parking area: frosted window film on the lower half of the window he watches from, or closed blinds when you're out.\n"
                 "- **Background sound:** a radio or white noise masks doors and cars, especially early in the morning.\n\n"
                 "### 2. The 6 a.m. problem\n"
                 "- When Ilkka leaves, give Piki **something better to do**: a long-lasting chew or a frozen stuffed Kong, handed over just before the door opens.\n"
                 "- **Radio on** before Ilkka goes, so the door and the car are less dramatic.\n\n"
                 "### 3. Teach him an 'off switch'\n"
                 "- When he barks, calmly say something like **'thank you'** (you've heard the alert), call him to you and **reward him for coming and being quiet**. Over weeks, the bark becomes a short report instead of a concert.\n"
                 "- **Don't shout.** To a barking dog, a shouting human is barking too.\n\n"
                 "### 4. A tired, busy dog barks less\n"
                 "- Bear dogs need **a lot of exercise and even more sniffing**. A long sniffing walk along the Kallavesi shore does more than a fast walk on the pavement.\n"
                 "- **Nose work** at home (hidden treats, a snuffle mat) tires him mentally.\n\n"
                 "### 5. Get help from someone who knows the breed\n"
                 "A trainer who has worked with **spitz-type hunting dogs** will understand that you can't train the bark out of him, only manage when and how long.\n\n"
                 "### 6. The neighbours\n"
                 "- **Reply to Mr. Lappalainen**, thank him for the polite note, tell him what you're doing, and give him your phone number so he can text you rather than stew.\n"
                 "- Avoid **bark collars** (spray or electric): they punish the dog for doing what he was bred for, can increase anxiety, and some types are restricted.\n\n"
                 "Give it a few weeks: most dogs settle a lot once the new home stops being new."),
   ("user", "Ilkka gives Piki a chew and puts the radio on before he leaves at 6, and I've put frosted film on the lower half of the living room window. "
            "We've booked a trainer, Katja Miettinen, who has bear dogs herself: 75 € a session, the first one on Saturday 22 November. "
            "And I wrote back to Mr. Lappalainen with our phone number and a box of Fazer chocolates."),
   ("assistant", "That's a very complete plan, and the chocolates were a nice touch: a neighbour who feels listened to is much more patient. "
                 "Katja will probably ask you to keep a simple **barking diary** for a few days before the session (time, trigger, how long), so it might be worth starting it now. Good luck on the 22nd!")],
  {"summary": "The user, Henna Kärkkäinen, moved into the Kotikallio ASO rowhouse in Saaristokaupunki on 3 November 2025: Eetu has his own room and Ilkka's hockey bags are in the storage shed; "
              "Piki, their Karelian bear dog, barks at the neighbours' doors, cars and the rubbish lorry; neighbour Mr. Lappalainen left a polite note about barking at 6 a.m. when Ilkka leaves for the juniors' early practice; "
              "the monthly charge rises from 1,115 € to 1,148 € from 1 January 2026; Väinö Partanen's steel flue liner was fitted on 12 November 2025; "
              "the assistant explained alert barking in Karelian bear dogs and suggested blocking the view, a radio or white noise, a chew when Ilkka leaves, a calm 'thank you' cue with rewards, no shouting, long sniffing walks and nose work, a trainer who knows spitz-type breeds, replying to the neighbour, and no bark collars; "
              "Ilkka gives Piki a chew and puts the radio on at 6 a.m.; she put frosted film on the lower half of the living room window; they booked trainer Katja Miettinen, who has bear dogs, at 75 € a session from 22 November 2025; she wrote back to Mr. Lappalainen with their phone number and a box of Fazer chocolates.",
   "procedures": [{"name": "Managing a Karelian bear dog's alert barking", "steps": ["Block the view", "Radio or white noise", "A chew when someone leaves", "A calm 'thank you' cue and rewards for quiet", "No shouting",
                   "Long sniffing walks and nose work", "A trainer who knows spitz breeds", "Talk to the neighbours", "No bark collars"]}],
   "decisions": [{"decision": "Frosted film on the lower half of the living room window", "rationale": "Piki barks at what he sees in the parking area"},
                 {"decision": "Trainer Katja Miettinen, 75 € a session, from 22 November 2025", "rationale": "She has bear dogs herself"}],
   "outcomes": ["Moved in on 3 November 2025", "Monthly charge 1,148 € from 1 January 2026", "Väinö Partanen's steel liner fitted on 12 November 2025"]}),
 ("2025-12-14", "Training for the 50 km Finland Ice Marathon", [
   ("user", "New challenge: I've signed up for the 50 km at the Finland Ice Marathon on Kallavesi on Saturday 21 February 2026. The entry was 75 €. "
            "My friend Laura Heiskanen, a maths teacher at Eetu's school, talked me into it; she has skated the 25 km twice. "
            "I've bought Nordic skates, the long blades that clip onto cross-country ski boots, for 289 €, plus ice claws (naskalit) and a throw rope. "
            "So far I've only skated on the ploughed track at Väinölänniemi a few times, 15 km at most. How should I train, and how do I stay safe on natural lake ice when we skate outside the ploughed tracks?"),
   ("assistant", "What a great first goal for your first lake winter in Saaristokaupunki: you'll practically live next to your training ground. Ten weeks is enough to go from 15 km to 50 km if you build steadily and respect the ice.\n\n"
                 "## Training (mid-December to 21 February)\n"
                 "### Weeks 1 to 3: technique and time on the ice\n"
                 "- Skate **two or three times a week**, easy, 10 to 20 km.\n"
                 "- Focus on **technique**: push to the side, not backwards; shift your weight fully onto the gliding skate; long, relaxed glides. Good technique saves more energy over 50 km than fitness does.\n"
                 "- If the ice is poor, **cross-country skiing** or cycling keeps the engine going.\n\n"
                 "### Weeks 4 to 7: build the long skate\n"
                 "- One **long skate a week**: 20, 25, 30, then 35 km.\n"
                 "- One **faster session**: intervals of 5 to 10 minutes at a hard but controlled pace.\n"
                 "- **Core and balance** twice a week (planks, single-leg balance, lunges): they take the strain off your lower back over the long distance.\n\n"
                 "### Weeks 8 and 9: the peak\n"
                 "- A long skate of **40 km** about three weeks before the race, eating and drinking as you will on the day.\n\n"
                 "### Week 10: taper\n"
                 "- Short, easy skates, good sleep, and check all your kit.\n\n"
                 "## Safety on natural ice\n"
                 "This is the part that matters most. Lake ice outside a maintained track can be excellent one day and dangerous the next.\n"
                 "1. **Never skate alone** on natural ice. Skate in a group, with at least a few metres between you.\n"
                 "2. **Ice claws** around your neck, outside your jacket, where you can reach them with either hand.\n"
                 "3. **A throw rope** that you've actually practised throwing.\n"
                 "4. **An ice pole** (a pick pole) to test the ice ahead of you: a solid 'tonk' is good; a dull or hollow sound, or the pole going through, means stop.\n"
                 "5. **Dry clothes in a waterproof backpack or dry bag.** It also gives you some buoyancy if you fall through.\n"
                 "6. **Phone in a waterproof pouch**, on your body, not in the backpack.\n"
                 "7. **A helmet.** Falls on hard ice are the most common injury in Nordic skating, more common than going through.\n"
                 "8. **Know the weak spots:** near inlets and outlets, under bridges, around reed beds, near jetties and wherever water moves. **Snow ice (white ice) is much weaker than clear black ice**; about 5 cm of clear ice is commonly quoted as a minimum for one person, but it's a rule of thumb, not a guarantee.\n"
                 "9. **Join a club tour.** Skating clubs run tours led by experienced skaters who check the ice; it's the safest way to learn.\n\n"
                 "## If someone goes through\n"
                 "Stay calm, turn back the way you came (that ice held you), use the ice claws to pull yourself out onto the ice while kicking your legs, **roll away** rather than stand up, and get into dry clothes immediately."),
   ("user", "Laura and I will join the skating club's Wednesday evening group tours from January and do our long skates on Sundays. Eetu's at his dad's in Varkaus every other weekend anyway. "
            "I still need a helmet and an ice pole, and a proper dry bag."),
   ("assistant", "Sounds like a plan. For the helmet, a **ski or cycling helmet** is fine; some skaters prefer a ski helmet in deep cold because it's warmer. "
                 "For the pole, get one that's the right length for you and practise the 'tonk' test on ice you know is safe, so you learn what good ice sounds like. "
                 "And **write your route and return time** in a message to Ilkka before each Sunday skate: it costs nothing and it's what rescuers need first."),
   ("user", "One more thing. What do I eat and drink over 50 km in the cold? Last Sunday it was -12 °C and the water bottle on my belt froze solid after an hour, and by then I was starving."),
   ("assistant", "That's the most common mistake on long winter skates, and a frozen bottle at -12 °C is normal. Here's what long-distance skaters usually do:\n\n"
                 "## Drinks\n"
                 "- **Warm sports drink in an insulated bottle or a small thermos** inside the backpack, not on the belt. Warm, slightly sweet drinks are easier to take in the cold.\n"
                 "- If you use a hydration bladder, **blow the water back out of the tube** after each sip, or it freezes.\n"
                 "- Aim for a few mouthfuls **every 20 to 30 minutes**, even if you don't feel thirsty; cold blunts thirst.\n\n"
                 "## Food\n"
                 "- Your body burns a lot keeping warm as well as skating. Plan on something **every 30 to 45 minutes** from the first hour.\n"
                 "- **Gels and bars go rock hard** in the cold. Keep them in an inside pocket close to your body.\n"
                 "- Soft, easy things work well: bits of banana bread, a cinnamon bun cut into pieces, dried fruit, chocolate.\n"
                 "- At the race, **use the drink stations** for warm juice or blueberry soup, and practise on your long skates what your stomach accepts.\n\n"
                 "## On the day\n"
                 "- A proper breakfast **two to three hours** before the start.\n"
                 "- Something warm and salty afterwards, and dry clothes straight away.")],
  {"summary": "The user signed up for the 50 km at the Finland Ice Marathon on Kallavesi on 21 February 2026 (entry 75 €), talked into it by her friend Laura Heiskanen, a maths teacher at Eetu's school who has skated the 25 km twice; "
              "she bought Nordic skates that clip onto cross-country ski boots for 289 €, ice claws and a throw rope; she has skated up to 15 km on the ploughed track at Väinölänniemi; "
              "the assistant gave a ten-week plan (technique, a weekly long skate building to 40 km, a faster session, core and balance, a taper) and safety rules for natural ice: never alone, ice claws, a throw rope, an ice pole to test the ice, dry clothes in a waterproof backpack, phone in a waterproof pouch, a helmet, "
              "knowing weak spots and that white ice is weaker than black ice (about 5 cm of clear ice commonly quoted for one person), a club tour, and how to get out if someone goes through; "
              "she and Laura will join the skating club's Wednesday evening tours from January 2026 and do long skates on Sundays; she still needs a helmet, an ice pole and a dry bag; "
              "her water bottle froze at -12 °C and she got hungry, so the assistant suggested a warm sports drink in an insulated bottle inside the backpack, drinking every 20 to 30 minutes, eating every 30 to 45 minutes from the first hour, gels kept in an inside pocket, soft foods, using the drink stations, and breakfast two to three hours before the start.",
   "procedures": [{"name": "Skating safely on natural lake ice", "steps": ["Never skate alone", "Ice claws round the neck", "A throw rope", "Test the ice with an ice pole", "Dry clothes in a waterproof bag",
                   "Phone in a waterproof pouch", "Helmet", "Avoid inlets, bridges, reed beds and white ice", "Join a club tour", "Tell someone the route and return time"]},
                  {"name": "Ten weeks to a 50 km skating marathon", "steps": ["Technique and easy skates", "A weekly long skate building to 40 km", "One faster session a week", "Core and balance twice a week", "Taper in the last week"]},
                  {"name": "Eating and drinking on a long skate in the cold", "steps": ["Warm sports drink in an insulated bottle inside the backpack", "Drink every 20 to 30 minutes", "Eat every 30 to 45 minutes from the first hour",
                   "Keep gels in an inside pocket", "Soft foods", "Use the drink stations", "Breakfast two to three hours before"]}],
   "decisions": [{"decision": "Skate the 50 km at the Finland Ice Marathon on 21 February 2026", "rationale": "Laura Heiskanen talked her into it"},
                 {"decision": "Join the skating club's Wednesday evening tours and do long skates on Sundays", "rationale": "Safer on natural ice and builds distance"}],
   "outcomes": ["Entry 75 €", "Nordic skates 289 €"]}),
 ("2026-01-11", "I'm a master chimney sweep! Now the business plan", [
   ("user", "I passed! My final skills demonstration was on Friday 12 December and the certificate arrived on 5 January. I'm officially a master chimney sweep.\n\n"
            "So, the firm. The name will be Nokitähti ('soot star'), it was Eetu's idea. Plan: start on 1 April 2026 as a sole trader (toiminimi), working in Kuopio and the surrounding villages. "
            "Prices I'm thinking of: 68 € for the first fireplace and 28 € for each extra one (a sauna stove counts as one), VAT 25.5% included, plus 15 € for travel outside the city. Flue condition surveys 190 €. "
            "I'll need a van and tools: about 4,500 € for brushes, rods, a chimney camera, a HEPA vacuum, roof ladder hooks and a harness. I'll apply for starttiraha. "
            "After the ASO payment we've got about 7,000 € of savings. Can you check my numbers and tell me what I'm forgetting?"),
   ("assistant", "Congratulations, master sweep! And Nokitähti is a lovely name: memorable, friendly, and it says what you do. Let's check the numbers.\n\n"
                 "## Your prices\n"
                 "- 68 € including 25.5% VAT is **54.18 € for you** before costs; 28 € is 22.31 €.\n"
                 "- A typical detached house with a fireplace, a sauna stove and a boiler or a baking oven is **124 €** (68 + 28 + 28).\n"
                 "- Compare with the other firms in the Kuopio area before you publish. If you're well below them, you're leaving money on the table, and it's much harder to raise prices later than to start at the right level.\n\n"
                 "## A rough year\n"
                 "These are illustrations, not a forecast:\n"
                 "- **Busy season** (autumn, and spring before the cottage season): maybe **6 households a day** at an average of 95 € = 570 € a day including VAT.\n"
                 "- **Quiet months** (high summer, deep winter): far fewer.\n"
                 "- Over, say, 160 working days at an average of 4.5 households, that's around **68,000 € including VAT, about 54,000 € without**.\n"
                 "- From that come all your costs, your pension, your taxes and your holidays. Sole traders are often surprised by how much smaller the final figure is.\n\n"
                 "## VAT\n"
                 "You'll be well above the **20,000 € registration threshold**, so register for VAT from the start. Your prices already include it; just make sure your booking system and invoices show it correctly.\n\n"
                 "## YEL pension insurance\n"
                 "- Compulsory above a small yearly income minimum.\n"
                 "- The contribution is roughly **24% of the income you confirm** (not of your turnover), with a **22% discount for new entrepreneurs** for the first four years.\n"
                 "- The confirmed income also decides your **sickness and parental allowances**, so don't set it artificially low to save money.\n\n"
                 "## What you might be forgetting\n"
                 "1. **The household deduction (kotitalousvähennys).** Chimney sweeping qualifies. **Show the labour share separately on every invoice**, so customers can claim it. It's a real selling point, especially with older customers.\n"
                 "2. **Running costs:** fuel, van insurance and maintenance, liability insurance, accident insurance, phone, booking system, accounting, workwear laundry, filters and masks, replacing brushes.\n"
                 "3. **Your own safety kit:** the harness needs regular inspection, and roof ladders and hooks need to suit the roofs you'll meet.\n"
                 "4. **Starttiraha:** apply **before** you start; don't register the business as active or take bookings as an entrepreneur before you've applied. Ask the employment services how long decisions take.\n"
                 "5. **Tax prepayments:** you'll pay your own income tax in advance based on an estimate you give the Tax Administration.\n"
                 "6. **A buffer:** 7,000 € minus the tools leaves 2,500 €, and the van isn't paid for yet. That's very thin. Consider a small business loan for the van so your savings remain a buffer.\n"
                 "7. **Cash flow:** invoices paid in 14 days mean April's work pays your May bills.\n\n"
                 "## Telling Markku\n"
                 "Tell him yourself and early, with your notice period in mind. If he hears it from a customer first, you lose goodwill you may need."),
   ("user", "Good point about the invoices, I'll put the labour share on every one. I'll keep the prices and apply for starttiraha in February. "
            "I told Markku on Friday. He took it well, he said he'd seen it coming since I signed up for the course. My contract has no non-compete clause, I checked."),
   ("assistant", "That's the best possible start: a clear conscience with Markku, no non-compete, and a plan. "
                 "For the household deduction, customers only benefit once their household work for the year goes over the yearly own-liability amount (150 € in recent years; check vero.fi for the current figures), "
                 "so it helps most for customers who also have other work done, or who have several fireplaces. Even so, **a clearly printed labour share looks professional** and saves customers a phone call at tax time.")],
  {"summary": "The user, Henna Kärkkäinen, passed her final skills demonstration on 12 December 2025 and received her master chimney sweep certificate on 5 January 2026; "
              "her firm will be called Nokitähti ('soot star', Eetu's idea), a toiminimi starting 1 April 2026 in Kuopio and the surrounding villages; prices: 68 € for the first fireplace, 28 € for each extra one (a sauna stove counts as one), VAT 25.5% included, 15 € travel outside the city, flue condition surveys 190 €; "
              "tools about 4,500 € (brushes, rods, a chimney camera, a HEPA vacuum, roof ladder hooks, a harness); savings about 7,000 €; she will apply for starttiraha; "
              "the assistant checked the prices (68 € is 54.18 € without VAT), sketched a rough year (around 54,000 € without VAT), advised registering for VAT (threshold 20,000 €), explained YEL (about 24% of confirmed income, 22% discount for new entrepreneurs), "
              "and listed what she might forget: showing the labour share on every invoice for the household deduction, running costs, safety kit, applying for starttiraha before starting, tax prepayments, a thin buffer and a loan for the van, cash flow, telling Markku early; "
              "she will show the labour share on every invoice, keep the prices and apply for starttiraha in February 2026; she told Markku on Friday 9 January 2026 and he took it well; her contract has no non-compete clause.",
   "procedures": [{"name": "Business plan checks for a sole-trader sweep", "steps": ["Compare prices with other firms", "Register for VAT", "Set a realistic YEL income", "Show the labour share on invoices for the household deduction",
                   "List all running costs", "Apply for starttiraha before starting", "Tax prepayments", "Keep a buffer; consider a loan for the van", "Plan cash flow"]}],
   "decisions": [{"decision": "Name the firm Nokitähti and start on 1 April 2026 as a toiminimi", "rationale": "Her own firm after qualifying as a master sweep"},
                 {"decision": "Prices 68 € for the first fireplace, 28 € for each extra one, VAT included", "rationale": "Her planned price list"},
                 {"decision": "Show the labour share on every invoice", "rationale": "Customers can claim the household deduction"}],
   "outcomes": ["Final skills demonstration passed on 12 December 2025", "Master chimney sweep certificate on 5 January 2026", "No non-compete clause in her contract"]}),
 ("2026-01-25", "Piki cut his paw on the shore ice", [
   ("user", "Last Sunday, 18 January, Piki cut his front left pad on broken ice on the shore at Väinölänniemi. There was a lot of blood. We went to the evening vet in Petonen: three stitches, a cone and a bandage, and the bill was 186 €. "
            "The stitches come out in ten days. He hates the cone and keeps crashing into the doors, and he's bored out of his mind on short lead walks. "
            "How do we keep the bandage dry and him sane for ten days? (Good news on the barking, though: after three sessions with Katja, Mr. Lappalainen says it's much quieter.)"),
   ("assistant", "Poor Piki, and poor door frames. Paw pad cuts bleed dramatically because pads have a rich blood supply, so it was right to go straight in. "
                 "I'm not a vet, so your vet's instructions come first, but here's what usually helps.\n\n"
                 "## Keeping the bandage dry and clean\n"
                 "- **Outdoors, cover it**: a bandage boot from the vet, or a plastic bag over the bandage secured loosely with tape (not tight), taken off as soon as you're back inside so the paw doesn't sweat.\n"
                 "- **Change it as often as the vet said**, and straight away if it gets wet or dirty.\n"
                 "- **Check above the bandage** once or twice a day: swelling of the toes or leg, a bad smell, or Piki suddenly licking or chewing at it are reasons to call the vet.\n\n"
                 "## The cone\n"
                 "- Ask the vet whether an **inflatable collar** or a **recovery sock** would protect this particular wound. For some foot injuries a cone is the only thing that stops a determined dog, but many dogs tolerate the alternatives much better.\n"
                 "- Raise his **food and water bowls** so he doesn't have to dig the cone into them.\n\n"
                 "## Keeping a bear dog's brain busy\n"
                 "Short lead walks are boring for a dog bred to roam, so **replace distance with sniffing and thinking**:\n"
                 "- **A snuffle mat** or scattering his kibble in a towel.\n"
                 "- **Frozen stuffed Kongs** or lick mats.\n"
                 "- **Nose work**: hide treats around the house and let him search (carefully, with the cone).\n"
                 "- **Slow, sniffy short walks** rather than brisk ones: five minutes of sniffing tires him more than fifteen of walking.\n"
                 "- **Short training sessions** of easy tricks, two or three minutes at a time.\n\n"
                 "## For the rest of the winter\n"
                 "Broken shore ice and road grit are hard on pads. **Dog boots** for walks on the shore, and checking his paws after walks, can prevent the next cut.\n\n"
                 "And well done on the barking: three sessions and a happy neighbour is a real result."),
   ("user", "The vet said an inflatable collar is fine for this cut, so he's swapped the cone for a soft inflatable one and he's much happier. He does the snuffle mat twice a day. "
            "We've ordered dog boots for the rest of the winter."),
   ("assistant", "Perfect. With the boots, **let him get used to them indoors first**, a few minutes at a time with treats: most dogs walk like a flamingo for the first few tries. Hope the stitches come out cleanly on the 28th.")],
  {"summary": "On 18 January 2026 Piki cut his front left pad on broken shore ice at Väinölänniemi; the evening vet in Petonen put in three stitches, a cone and a bandage; the bill was 186 €; stitches out in ten days; "
              "after three sessions with trainer Katja Miettinen, Mr. Lappalainen says the barking is much quieter; "
              "the assistant (not a vet) suggested covering the bandage outdoors, changing it when wet, watching for swelling or smell, asking about an inflatable collar or recovery sock instead of the cone, raised bowls, "
              "and keeping him busy with a snuffle mat, frozen Kongs, nose work, sniffy short walks and short training, then dog boots for the rest of the winter; "
              "the vet allowed an inflatable collar instead of the cone; Piki does the snuffle mat twice a day; they ordered dog boots.",
   "procedures": [{"name": "Looking after a dog with a stitched paw pad", "steps": ["Cover the bandage outdoors", "Change it when wet or dirty", "Watch for swelling, smell or licking", "Inflatable collar if the vet agrees",
                   "Snuffle mat, frozen Kongs and nose work", "Short sniffy walks", "Dog boots on sharp ice"]}],
   "decisions": [{"decision": "An inflatable collar instead of the cone", "rationale": "The vet said it was fine for this cut and Piki hated the cone"},
                 {"decision": "Dog boots for the rest of the winter", "rationale": "Broken shore ice and grit cut his pads"}],
   "outcomes": ["Vet bill 186 €, three stitches", "Barking much quieter after three sessions with Katja"]}),
 ("2026-02-08", "Which van for Nokitähti? (and two dates move)", [
   ("user", "Two changes. Markku asked me to stay until the end of April: his other sweep, Jari Tikkanen, is on paternity leave in April, and without me the spring season would be a mess. "
            "In return he's handing over his customers in Nilsiä and Juankoski to me, about 140 households; he's tired of all the driving out there. So Nokitähti will start on Monday 4 May instead of 1 April. "
            "And the Ice Marathon has been moved a week, to Saturday 28 February: 30 cm of snow fell on Kallavesi and they need time to plough and flood the tracks. "
            "(I've got my helmet now, plus an ice pole for 59 € and a 20-litre dry bag.)\n\n"
            "Now the van. Options:\n"
            "1. A 2018 VW Caddy, 190,000 km, 11,900 €, from a dealer in Siilinjärvi.\n"
            "2. A 2019 Ford Transit Connect, 128,000 km, with a roof rack for ladders, 14,900 €, from a plumber who's retiring.\n"
            "3. A new Toyota Proace City on a 48-month lease, 489 € a month.\n"
            "Savings are around 7,000 €, and the bank offers a 10,000 € business loan. What would you do?"),
   ("assistant", "Two changes that both work in your favour: 140 ready-made customers is a far better start than a month of advertising, and an extra week to train for the 50 km never hurts.\n\n"
                 "## The three vans side by side\n"
                 "| | VW Caddy 2018 | Ford Transit Connect 2019 | Toyota Proace City (lease) |\n"
                 "|---|---|---|---|\n"
                 "| Price | 11,900 € | 14,900 € | 489 € × 48 = 23,472 € |\n"
                 "| Kilometres | 190,000 | 128,000 | new |\n"
                 "| Ladder rack | no (add one, ~300 to 600 €) | yes | no (add one) |\n"
                 "| Owned at the end | yes | yes | no |\n"
                 "| Risk | high mileage, repairs sooner | moderate | lowest, but a fixed monthly cost |\n\n"
                 "## What I'd think about\n"
                 "- **The lease** is the most predictable, but 489 € every month from day one is heavy for a new firm with uneven months, and after four years you own nothing. It's usually a better fit for a firm with a steady income.\n"
                 "- **The Caddy** is cheapest, but at 190,000 km you're buying into the expensive years: clutch, dual-mass flywheel, injectors. Add a ladder rack and the gap to the Ford shrinks.\n"
                 "- **The Transit Connect** has fewer kilometres, a rack that fits your work, and a seller whose van was a working tool, which often means **regular servicing**.\n\n"
                 "## Before buying the Ford\n"
                 "1. Ask for the **service history** and when the **timing belt** was last changed.\n"
                 "2. Have it checked at an **independent garage** (a pre-purchase inspection costs little and is your best negotiating tool).\n"
                 "3. Check the **inspection (katsastus) date** and any remarks from the last one.\n"
                 "4. Look at **rust** on the sills and under the load floor; plumbers' vans carry heavy, wet loads.\n"
                 "5. **Negotiate** on anything the garage finds.\n\n"
                 "## Financing\n"
                 "Taking part of the **10,000 € loan** for the van keeps most of your savings as a buffer for the first months, which is worth the interest.\n\n"
                 "My choice would be **the Transit Connect**, if the inspection is reasonably clean."),
   ("user", "Bought the Transit Connect on Friday for 13,800 €. The garage found worn rear brake discs, so the plumber knocked 1,100 € off. I took 8,000 € of the bank loan. "
            "It's white, and Eetu wants a big soot star painted on the doors."),
   ("assistant", "Well negotiated: the brake discs will cost far less than 1,100 € to replace. Eetu's soot star is a brilliant idea; a van with the firm's name, phone number and a memorable logo is the cheapest advertising a local trade can buy. "
                 "Before 4 May: get the brakes done, insure it in the firm's name from the start date, and keep a **driving log** so business and private use are clear for your accountant.")],
  {"summary": "Markku Pehkonen asked the user to stay until the end of April 2026 because his other sweep, Jari Tikkanen, is on paternity leave in April; in return he is handing over his customers in Nilsiä and Juankoski, about 140 households, because he is tired of the driving; "
              "so Nokitähti will start on 4 May 2026 instead of 1 April; the Finland Ice Marathon moved from 21 to 28 February 2026 because 30 cm of snow fell on Kallavesi and the tracks need ploughing and flooding; "
              "she now has a helmet, an ice pole (59 €) and a 20-litre dry bag; van options: a 2018 VW Caddy, 190,000 km, 11,900 €, from a dealer in Siilinjärvi; a 2019 Ford Transit Connect, 128,000 km, roof rack, 14,900 €, from a retiring plumber; a new Toyota Proace City on a 48-month lease at 489 € a month; "
              "savings about 7,000 €, bank business loan up to 10,000 €; the assistant compared them, advised against the lease for a new firm, warned about the Caddy's mileage and recommended the Transit Connect after a pre-purchase inspection; "
              "she bought the Transit Connect on 6 February 2026 for 13,800 € after the garage found worn rear brake discs (1,100 € off), with 8,000 € of the bank loan; it is white and Eetu wants a soot star on the doors.",
   "decisions": [{"decision": "Start Nokitähti on 4 May 2026 instead of 1 April", "rationale": "Markku needed her in April while Jari Tikkanen is on paternity leave, and hands over his Nilsiä and Juankoski customers"},
                 {"decision": "Buy the 2019 Ford Transit Connect for 13,800 €", "rationale": "Fewer kilometres, a ladder rack, a serviced working van; 1,100 € off for worn brake discs"},
                 {"decision": "Take 8,000 € of the bank loan", "rationale": "Keep savings as a buffer"}],
   "outcomes": ["Ice Marathon moved to 28 February 2026", "About 140 households in Nilsiä and Juankoski handed over", "Helmet, ice pole (59 €) and dry bag bought"]}),
 ("2026-03-01", "Ice marathon done, and Dad's 70th birthday speech", [
   ("user", "I skated the 50 km yesterday in 2:51:37! Laura fell at km 31 and bruised her hip but finished, about ten minutes behind me. My legs are dead, my face is windburnt and I'm so happy.\n\n"
            "Now, Dad. My father Raimo turns 70 on 12 March. The party is on Saturday 14 March at the village hall in Nerkoo, near Lapinlahti, where my parents live: coffee and cakes and a salmon soup lunch, 60 guests. "
            "He was a foreman at the dairy in Lapinlahti for 31 years, and he spent the last five years restoring a 1967 Valmet 361D tractor; it ran for the first time in June 2024. "
            "My mum, Pirjo, has asked me to give the speech. I'm good at chimneys, not speeches. Help?"),
   ("assistant", "Congratulations! 2:51:37 for a first 50 km on natural ice is a superb result, and Laura finishing after a fall is pure sisu.\n\n"
                 "Now the speech. The good news: at a 70th birthday, nobody wants a performance. They want to hear the daughter talk about her dad. Aim for **three to four minutes**, around 400 to 500 words.\n\n"
                 "## A simple structure\n"
                 "1. **Opening (20 seconds).** Welcome everyone, especially those who've travelled, and say who you are for the dairy colleagues who don't know you.\n"
                 "2. **Who he is, through one or two stories (2 minutes).** Not a biography. Pick moments that show him:\n"
                 "   - **The dairy:** 31 years as a foreman. What did people say about him? Was he the one who came in at night when a machine broke?\n"
                 "   - **The tractor:** five years on a Valmet 361D is a story about patience. What was it like the day it first ran in June 2024?\n"
                 "   - **You and him:** something he taught you without meaning to.\n"
                 "3. **What he means to the family (1 minute).** To Mum, to you, to Eetu.\n"
                 "4. **The toast (20 seconds).** Ask everyone to stand and raise their cup, then lead the birthday song.\n\n"
                 "## Tips\n"
                 "- **Write it out, then reduce it to key words on two cards.** Reading every word sounds stiff; improvising from nothing goes wrong.\n"
                 "- **Practise out loud** three times: once alone, once for Ilkka, once for Piki.\n"
                 "- **Gentle humour, never at his expense.** Laugh *with* him.\n"
                 "- **Time it during the coffee**, once people have eaten, before the older guests start to leave.\n"
                 "- If your voice catches, **pause and breathe**. Everybody in that hall will love you for it.\n\n"
                 "## An opening you could adapt\n"
                 "*'Dad, you've spent your life making things work: a dairy full of machines for thirty-one years, and then a tractor that had been dead longer than I've been alive. Today it's our turn to tell you that you work pretty well yourself.'*\n\n"
                 "Do you have a story in mind for the middle?"),
   ("user", "Mum now says 75 guests: his old dairy colleagues heard about it and invited themselves. I'll tell the story of Dad towing Eetu's sledge behind the tractor at 5 km/h with the whole village watching. "
            "And my brother Tommi and I are giving him a framed photo of the tractor from the day it first ran."),
   ("assistant", "The sledge story is perfect: the tractor, the grandson and a village audience in one picture. It shows exactly the kind of grandfather he is without you having to say it. "
                 "With 75 guests, check that the hall has a microphone, or stand where the back rows can hear you. And give him the framed photo **after** the speech, so the tractor gets a second round of applause.")],
  {"summary": "The user skated the 50 km Finland Ice Marathon on 28 February 2026 in 2:51:37; her friend Laura Heiskanen fell at km 31, bruised her hip, and finished about ten minutes behind her; "
              "her father Raimo Kärkkäinen turns 70 on 12 March 2026; the party is on 14 March 2026 at the village hall in Nerkoo near Lapinlahti, where her parents live: coffee, cakes and a salmon soup lunch for 60 guests; "
              "he was a foreman at the dairy in Lapinlahti for 31 years and spent five years restoring a 1967 Valmet 361D tractor that first ran in June 2024; her mother Pirjo asked her to give the speech; "
              "the assistant suggested a three- to four-minute speech (welcome, one or two stories about the dairy and the tractor, what he means to the family, a toast and the birthday song), key words on cards, practising aloud, gentle humour and an opening line; "
              "the guest list grew to 75 because his dairy colleagues invited themselves; she will tell the story of her father towing Eetu's sledge behind the tractor at 5 km/h; she and her brother Tommi are giving him a framed photo of the tractor's first run.",
   "procedures": [{"name": "A birthday speech for a parent", "steps": ["Welcome the guests", "One or two stories that show who he is", "What he means to the family", "A toast and the birthday song",
                   "Key words on cards", "Practise out loud", "Gentle humour", "Speak during the coffee"]}],
   "decisions": [{"decision": "Tell the story of Dad towing Eetu's sledge behind the tractor", "rationale": "Shows the tractor, the grandson and his character in one picture"},
                 {"decision": "Give Dad a framed photo of the tractor's first run, with Tommi", "rationale": "The tractor was his five-year project"}],
   "outcomes": ["Finland Ice Marathon 50 km in 2:51:37 on 28 February 2026", "Party guests up from 60 to 75"]}),
 ("2026-03-29", "A phone for Eetu's 10th birthday?", [
   ("user", "Dad's party was lovely: 75 people, the sledge story got a big laugh, and Dad cried a bit at the photo. "
            "Now the next birthday. Eetu turns 10 on Saturday 18 April and he wants a smartphone; he says half his class has one. "
            "I think 10 is OK with limits. Sami, his dad in Varkaus, thinks he should wait until 12. Ilkka is wisely staying out of it. What's sensible? "
            "The party itself is sorted: eight boys from his floorball team at a trampoline park."),
   ("assistant", "Glad the party went so well; a dad who cries at a tractor photo is a dad who felt loved.\n\n"
                 "On the phone: there's no single right age, and both you and Sami have good reasons. What usually matters more than the age is **what kind of phone, what rules, and whether both homes agree**.\n\n"
                 "## Arguments on each side\n"
                 "**For a phone at 10:**\n"
                 "- Practical: he moves between two homes, floorball and school, and can call either parent.\n"
                 "- Social: if much of the class arranges things by message, being left out is real.\n"
                 "- Learning with support: better to learn phone habits at 10 with rules than at 13 with none.\n\n"
                 "**For waiting:**\n"
                 "- Sleep, attention and time outdoors tend to suffer with unrestricted use.\n"
                 "- Most social media platforms set **13 as the minimum age** anyway.\n"
                 "- Group chats can bring conflicts and bullying into the evening.\n\n"
                 "## Middle ways\n"
                 "1. **A smartwatch with calls**, or a simple phone: contact without apps.\n"
                 "2. **A smartphone with parental controls** (Google Family Link or Apple Screen Time): you decide which apps, how much time, and when the phone 'sleeps'.\n\n"
                 "## If you go for a smartphone, agree the rules first\n"
                 "- **Screen time**, e.g. an hour of games a day, with calls and messages to family always allowed.\n"
                 "- **No social media until 13.**\n"
                 "- **The phone sleeps outside his bedroom**, charging in the kitchen overnight.\n"
                 "- **At school:** since August 2025, Finnish schools can restrict phone use during lessons, so check his school's rules.\n"
                 "- **Write the agreement down with Eetu** and sign it together; it's his phone, but it comes with a deal.\n\n"
                 "## The most important part: Sami\n"
                 "A phone with different rules in each home becomes a constant negotiation. Whatever you choose, **agree it with Sami first** and present it to Eetu together. "
                 "If Sami feels strongly, a smartwatch now and a phone at 11 is a reasonable compromise."),
   ("user", "Sami and I talked it through. Eetu gets a refurbished Samsung for 139 €, with Family Link, one hour of games a day, no social media until 13, and the phone sleeps in the kitchen. "
            "Same rules at both homes, and Sami and I split the cost."),
   ("assistant", "That's a really good agreement, and the fact that you and Sami made it together matters more than any of the settings. "
                 "Put the rules on one page, let Eetu add one rule of his own (children keep rules they helped write), and review it together after the summer holidays. Happy birthday to Eetu for the 18th!")],
  {"summary": "The user's father's 70th birthday party had 75 guests; the sledge story got a big laugh and he cried a bit at the framed photo; "
              "her son Eetu turns 10 on 18 April 2026 and wants a smartphone; she thinks 10 is OK with limits, his father Sami in Varkaus thinks he should wait until 12; the party will be at a trampoline park with eight boys from his floorball team; "
              "the assistant weighed the arguments, suggested a smartwatch or a smartphone with parental controls, rules (screen time, no social media until 13, the phone sleeping outside the bedroom, the school's phone rules since August 2025, a written agreement) and, above all, agreeing with Sami; "
              "she and Sami agreed: a refurbished Samsung for 139 € with Family Link, one hour of games a day, no social media until 13, the phone sleeps in the kitchen, the same rules in both homes, and they split the cost.",
   "procedures": [{"name": "A first phone for a ten-year-old", "steps": ["Agree with the other parent first", "Parental controls", "A daily screen-time limit", "No social media until 13", "The phone sleeps outside the bedroom",
                   "Check the school's rules", "A written agreement with the child"]}],
   "decisions": [{"decision": "A refurbished Samsung for Eetu's 10th birthday, 139 €, with Family Link", "rationale": "Agreed with Sami: same rules at both homes, one hour of games, no social media until 13"}],
   "outcomes": ["Dad's 70th had 75 guests", "Sami and Henna split the phone's cost"]}),
 ("2026-04-19", "Getting Nokitähti registered: VAT, YEL, insurance", [
   ("user", "Business admin update. I registered Nokitähti on Tuesday 7 April and the business ID came the same week. I'm in the VAT register from the start. "
            "Starttiraha was approved: about 800 € a month for six months from 4 May. For YEL my pension company suggested a confirmed income of 26,000 €. "
            "Liability insurance costs 640 € a year. I've found an accountant, Tiina Koponen, for 95 € a month, and I'm using a booking app that costs 29 € a month. "
            "I already have 96 bookings for May, most of them Markku's old customers in Nilsiä and Juankoski.\n\n"
            "Also: Ilkka got the job as equipment manager for KalPa's Liiga team, from 1 May. Better pay, 3,150 € gross, but he'll travel to away games. "
            "Anything I'm forgetting before 4 May?"),
   ("assistant", "96 bookings before you've even opened is a brilliant start, and congratulations to Ilkka! Here's a final checklist for the next two weeks.\n\n"
                 "## Insurance\n"
                 "- **Accident insurance.** This is the big one. As a self-employed person you're **not covered by statutory workers' compensation**, and YEL doesn't cover accidents. "
                 "A fall from a roof could stop your income for months. A voluntary accident policy for entrepreneurs is usually a few hundred euros a year.\n"
                 "- **Van insurance** in the firm's name from 4 May, with the tools in the van covered too.\n\n"
                 "## Working alone on roofs\n"
                 "- You'll no longer have colleagues who know where you are. Set up a **simple check-in**: text Ilkka (or someone) when you go up on a roof and when you're down, and agree what happens if you don't.\n"
                 "- **Harness inspection:** fall-arrest gear needs a documented inspection, usually every year.\n\n"
                 "## Money and tax\n"
                 "- **A separate bank account** for Nokitähti.\n"
                 "- **Tax prepayments (ennakkovero):** give the Tax Administration a realistic profit estimate in MyTax, so you're not hit with a big back tax.\n"
                 "- **VAT returns:** check whether you report monthly or quarterly, and put the VAT aside every time a customer pays, because it isn't yours.\n"
                 "- **YEL at 26,000 €** is a reasonable level: high enough for decent sickness and parental benefits, and you can adjust it later.\n\n"
                 "## Invoices and records\n"
                 "- An **invoice template** with the business ID, VAT, and **the labour share shown separately** for the household deduction.\n"
                 "- A **defect report template** for notifications to the rescue department, so that finding the next cracked flue doesn't eat your evening.\n"
                 "- **Customer data:** your customer register falls under the GDPR; a short privacy notice on your website or booking app is enough for a small firm.\n\n"
                 "## Health\n"
                 "- **Occupational health for entrepreneurs** is voluntary, but with your soot exposure it's worth keeping Dr. Ruotsalainen or similar; Kela reimburses part of the cost.\n"
                 "- **Work clothes:** keep the no-soot-at-home rule now that there's no depot shower.\n\n"
                 "## Ilkka's away games\n"
                 "With Ilkka travelling, check that the **autumn rush and his away trips** don't leave Eetu and Piki without a plan on the same days."),
   ("user", "Good call on the accident insurance: I took a voluntary accident policy for 310 € a year. When I'm working alone I'll text Ilkka when I'm on and off a roof, and Laura when he's away. "
            "Work clothes go to Pesula Kirkas every week, on my own account now, and I change in the garage before going into the house."),
   ("assistant", "That covers the big risks. The check-in only works if it's a habit, so make it part of climbing the ladder, like clipping on. "
                 "Good luck on Monday 4 May, Henna. The first week of any firm is chaos; by the third week, you'll have a rhythm.")],
  {"summary": "The user registered Nokitähti on 7 April 2026 and got the business ID the same week; it is in the VAT register from the start; starttiraha approved at about 800 € a month for six months from 4 May 2026; YEL confirmed income 26,000 € as her pension company suggested; liability insurance 640 € a year; "
              "accountant Tiina Koponen, 95 € a month; a booking app at 29 € a month; 96 bookings for May 2026, mostly Markku's old customers in Nilsiä and Juankoski; "
              "Ilkka Rönkkö got the job as equipment manager for KalPa's Liiga team from 1 May 2026, at 3,150 € gross, travelling to away games; "
              "the assistant's checklist: voluntary accident insurance (no statutory cover for the self-employed), van insurance, a check-in when working alone on roofs, yearly harness inspection, a separate bank account, tax prepayments, setting VAT aside, YEL at 26,000 € being reasonable, "
              "an invoice template with the labour share, a defect report template for the rescue department, a GDPR privacy notice, occupational health for entrepreneurs (Kela reimburses part), and the no-soot-at-home rule; "
              "she took a voluntary accident policy for 310 € a year; she will text Ilkka (or Laura when he's away) when she goes on and off a roof; work clothes go to Pesula Kirkas weekly on her own account and she changes in the garage.",
   "procedures": [{"name": "Before opening a one-person sweeping firm", "steps": ["Voluntary accident insurance", "Van and tools insurance", "A check-in when on roofs alone", "Yearly harness inspection", "A separate bank account",
                   "Tax prepayments", "Set VAT aside", "Invoice template with the labour share", "Defect report template", "GDPR privacy notice", "Occupational health"]}],
   "decisions": [{"decision": "Voluntary accident policy for 310 € a year", "rationale": "The self-employed aren't covered by statutory accident insurance; a fall could stop her income"},
                 {"decision": "Text Ilkka, or Laura when he's away, when going on and off a roof", "rationale": "She works alone"},
                 {"decision": "YEL confirmed income 26,000 €", "rationale": "Her pension company's suggestion; decent sickness and parental benefits"}],
   "outcomes": ["Nokitähti registered on 7 April 2026", "Starttiraha about 800 € a month for six months", "96 bookings for May 2026", "Ilkka equipment manager of KalPa's Liiga team from 1 May 2026"]}),
 ("2026-05-17", "Two weeks of Nokitähti: should I raise my price already?", [
   ("user", "Two weeks in! I've swept for 71 households and I'm booked full until the end of June. One customer in Juankoski complained about a soot mark on the light rug in front of her fireplace; "
            "I paid 45 € for the cleaning and bought a bigger drop cloth. And many customers tell me my prices are low: the other firms around Kuopio charge 72 to 78 € for the first fireplace. "
            "Should I raise mine from 68 € to 72 € from 1 June?\n\n"
            "Home news: Ilkka is loving the new job with the Liiga team, Piki's paw is long healed, and Mr. Lappalainen, of all people, asked me to sweep his fireplace!"),
   ("assistant", "Congratulations on a flying start. Being booked six weeks ahead and hearing 'you're cheap' from customers are the two clearest signals a new firm can get that its price is too low.\n\n"
                 "## Should you raise it? Yes\n"
                 "- **72 € is still at the bottom of the local range** (72 to 78 €), so you remain competitive.\n"
                 "- **4 € more on the first fireplace** is about 6%. Over a year of first fireplaces, that's real money for you and barely noticeable for a customer.\n"
                 "- **A full calendar** means the constraint is your time, not demand. Raising the price is how you avoid working yourself into the ground in the autumn.\n"
                 "- **It's easiest now**, while customers are new and have no 'usual price' in their heads.\n\n"
                 "## How to do it well\n"
                 "1. **Honour existing bookings** at the old price. It builds trust, especially with Markku's old customers.\n"
                 "2. **Update the booking app and your website** on the same day.\n"
                 "3. **No big announcement needed.** If anyone asks, the honest answer is fine: 'I started low; this is in line with other firms.'\n"
                 "4. **Keep the extra fireplaces at 28 €** if you like; a low add-on price keeps multi-fireplace households happy.\n\n"
                 "## The rug\n"
                 "You handled it exactly right: paying for the cleaning without arguing costs 45 € and buys a customer who tells her neighbours you're honest. "
                 "The bigger drop cloth, and **photographing the floor area before you start**, will protect you next time.\n\n"
                 "## Track the first months\n"
                 "Keep a simple record of households per day, kilometres driven and hours, so that in the autumn you'll know your real hourly rate and whether Nilsiä and Juankoski pay for the driving.\n\n"
                 "And a bear-dog neighbour who becomes a customer is the best review you could ask for."),
   ("user", "Done: 72 € for the first fireplace from 1 June, and existing bookings keep 68 €. Extra fireplaces stay at 28 €. I'll sweep Mr. Lappalainen's fireplace on Tuesday, at the old price, of course."),
   ("assistant", "Perfect. Enjoy the summer season, and remember to book yourself some holiday before the autumn rush: your own firm won't give it to you unless you put it in the calendar.")],
  {"summary": "In the first two weeks of Nokitähti the user swept for 71 households and is booked full until the end of June 2026; a customer in Juankoski complained about a soot mark on a light rug, and Henna paid 45 € for the cleaning and bought a bigger drop cloth; "
              "the other firms around Kuopio charge 72 to 78 € for the first fireplace; Ilkka loves his new job with KalPa's Liiga team; Piki's paw has healed; neighbour Mr. Lappalainen asked her to sweep his fireplace; "
              "the assistant recommended raising the first-fireplace price to 72 € (still the bottom of the local range, full calendar), honouring existing bookings, updating the booking app, keeping extra fireplaces at 28 €, photographing the floor before starting, and tracking households, kilometres and hours; "
              "she raised the first fireplace to 72 € from 1 June 2026, existing bookings keep 68 €, extra fireplaces stay at 28 €; she will sweep Mr. Lappalainen's fireplace at the old price.",
   "decisions": [{"decision": "Raise the first-fireplace price from 68 € to 72 € from 1 June 2026", "rationale": "Booked full, customers say her prices are low, and other firms charge 72 to 78 €"},
                 {"decision": "Existing bookings keep 68 €; extra fireplaces stay at 28 €", "rationale": "Trust with new customers"},
                 {"decision": "Pay 45 € for the customer's rug cleaning and buy a bigger drop cloth", "rationale": "Good will; prevent the next soot mark"}],
   "outcomes": ["71 households in the first two weeks", "Booked full until the end of June 2026", "First-fireplace price 72 € from 1 June 2026"]}),
]

QUESTIONS_142 = [
 # single facts the user said about herself, her family, her dog and things owned
 ("What's my dog called?", "Piki, a Karelian bear dog"),
 ("Where does Ilkka work?", "at KalPa, the ice hockey club in Kuopio, as equipment manager"),
 ("What's my chimney sweeping firm called?", "Nokitähti"),
 ("Who did I work for before I started my own firm?", "Kallaveden Nuohous Oy, Markku Pehkonen's firm"),
 ("What's the name of my occupational health doctor?", "Dr. Kaisa Ruotsalainen"),
 ("What was Dad's job?", "he was a foreman at the dairy in Lapinlahti for 31 years"),
 ("Where does Eetu's dad live?", "in Varkaus (Sami)"),
 ("Who does my accounts?", "Tiina Koponen (95 € a month)"),
 ("What tractor did Dad restore?", "a 1967 Valmet 361D"),
 # when
 ("When did I find the cracked flue at Väinö Partanen's farm?", "Thursday 9 October 2025"),
 ("When did we move into the rowhouse in Saaristokaupunki?", "Monday 3 November 2025 (it was meant to be 1 October)"),
 ("When was my final skills demonstration for the master sweep qualification?", "Friday 12 December 2025"),
 ("When did I skate the Finland Ice Marathon?", "Saturday 28 February 2026 (moved from 21 February)"),
 ("When did Nokitähti start?", "Monday 4 May 2026 (instead of 1 April)"),
 # counts and amounts
 ("How much was our right-of-occupancy payment?", "24,600 €"),
 ("How much did I pay for the van?", "13,800 € for the 2019 Ford Transit Connect (asking price 14,900 €)"),
 ("How much did the vet charge for Piki's cut paw?", "186 €"),
 # lists across chats
 ("Which vans did I look at for the business?", "a 2018 VW Caddy (190,000 km, 11,900 €), a 2019 Ford Transit Connect (128,000 km, 14,900 €) and a new Toyota Proace City on a lease at 489 € a month"),
 ("What safety gear do I have for skating on lake ice?", "ice claws, a throw rope, a helmet, an ice pole and a 20-litre dry bag"),
 ("What have I changed to cut my exposure to soot?", "a P3 half mask on every job, nitrile gloves under the work gloves, changing (and showering) before going home, and work clothes washed at Pesula Kirkas"),
 ("What did we do about Piki's barking?", "a chew and the radio on when Ilkka leaves at 6, frosted film on the lower half of the living room window, sessions with the trainer Katja Miettinen, and a reply with our number and chocolates to Mr. Lappalainen"),
 ("Which of my plans got pushed back this year?", "the move into the rowhouse (1 October to 3 November 2025), the Ice Marathon (21 to 28 February 2026) and starting Nokitähti (1 April to 4 May 2026)"),
 # latest value of something that changed
 ("What do I charge for the first fireplace now?", "72 € (from 1 June 2026; it was 68 €)"),
 ("What's Ilkka's job now?", "equipment manager for KalPa's Liiga team (since 1 May 2026; before, the A-junior team)"),
 ("What's our monthly charge for the rowhouse now?", "1,148 € (since January 2026; it was 1,115 €)"),
 ("How many guests came to Dad's 70th?", "75 (60 were planned)"),
 # yes/no
 ("Do I still work for Markku?", "No"),
 ("Did Väinö Partanen get his sauna chimney fixed?", "Yes (a steel flue liner, fitted on 12 November 2025)"),
 ("Did Eetu get a smartphone for his tenth birthday?", "Yes (a refurbished Samsung with Family Link)"),
 ("Is Nokitähti registered for VAT?", "Yes"),
 # why
 ("Why was our move into the rowhouse delayed?", "the moisture readings in the floor screeds were too high, so the floors needed more drying time before the parquet"),
 ("Why did Nokitähti start in May and not in April?", "Markku asked me to stay through April because Jari Tikkanen was on paternity leave, and in return handed over his Nilsiä and Juankoski customers"),
 ("Why was the Ice Marathon moved?", "30 cm of snow fell on Kallavesi and they needed time to plough and flood the tracks"),
 ("Why did I want the master chimney sweep qualification?", "to do flue condition surveys and train apprentices, because customers trust the title, and to have my own firm one day"),
 # what the assistant recommended
 ("What did you tell me to put on my invoices?", "the labour share, shown separately, so customers can claim the household deduction"),
 ("What did you advise before I gave Sirpa notice?", "to wait until Kotikallio confirmed the move-in date in writing, because new builds often slip"),
 ("What did you suggest for working alone on roofs?", "voluntary accident insurance and a check-in: text someone when I go up on a roof and when I'm down (and get the harness inspected every year)"),
 # inference
 ("Would I go back to being someone's employee?", "Likely no"),
 ("Would Piki suit a quiet block of flats?", "Likely no"),
 # not in the archive
 ("What's Ilkka's mother called?", "Not mentioned in my chats"),
 ("Where did we go on holiday last summer?", "Not mentioned in my chats"),
]


def assistant_chats_63_at(folder):
    """The archive of CHATS_142 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a63c", CHATS_142, "claude")


@pytest.fixture(scope="module")
def assistant_chats_63(tmp_path_factory):
    return assistant_chats_63_at(tmp_path_factory.mktemp("assistant63"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_142, "assistant 63")


def test_the_archive_finds_the_soot_star_firm(assistant_chats_63):
    assert assistant_chats_63.search("Nokitähti").results
