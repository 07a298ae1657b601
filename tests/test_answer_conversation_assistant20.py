"""A twentieth written archive of a user's chats with an AI assistant, in the user's own condensed
format, written blind with its questions and gold answers before any run of `kbsearch answer` on
it, and without reading the answer rules. It is held out: its questions are not read by the
developers. A hospital pharmacist in Leicester, Priyanka Desai, 38, who works on the elderly care
wards at the Leicester Royal Infirmary and is training as an independent prescriber at De Montfort
University, and lives in a 1930s semi in Knighton with her husband Sanjay, a train driver for East
Midlands Railway, their children Anaya (10) and Kabir (6) and a rescue greyhound, Biscuit; they
have an allotment plot, and her widowed mother Kusum, 71, who has type 2 diabetes, moves in with
them from Loughborough; her brother Nikhil lives in Harrow. She chats with Gemini from January to
November 2025: her prescribing course (the exams, the OSCE, a supervisor who leaves and one who
takes over), a loft conversion (three quotes, the builder chosen and why, a party wall delay),
her mother's medicines, hypos and a fall, learning to swim as an adult, a family trip to Kerala,
the greyhound's corn and teeth, and replacing an old Zafira, with facts the user updates later
(the OSCE date, her supervisor, the loft price and start date, the Kerala budget and route, her
mother's move-in date, the car price).
bench/answer_conversations.py asks every question ("assistant 20")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_55 = [
 ("2025-01-09", "Fitting an independent prescribing course around work and family", [
   ("user", "Hi Gemini. I'm Priyanka, I'm 38 and I'm a band 7 pharmacist at the Leicester Royal Infirmary, mostly on the elderly care wards. I've just started the pharmacist independent prescribing course at De Montfort University; "
            "the first study day was Monday 6 January. It's part-time over about nine months: I need 90 hours of supervised learning in practice with my DPP (designated prescribing practitioner), Dr Helen Marsh, a consultant geriatrician, "
            "plus a portfolio, a pharmacology exam and a numeracy assessment in April, and an OSCE on 12 June. At home there's my husband Sanjay, who's a train driver for East Midlands Railway so he works shifts, "
            "and our two, Anaya who's 10 and Kabir who's 6. How do I fit all this in without losing my mind?"),
   ("assistant", "Congratulations on starting your independent prescribing course! It's a big step, and combining it with a clinical job and a young family is a lot, but it's very doable with some structure. Here's a plan you can adapt:\n\n"
                 "### 1. Agree protected learning time with your manager\n"
                 "Most trusts that support a prescribing trainee agree a regular half-day of protected time. Put it in writing and get it on the rota so it doesn't get swallowed by ward work.\n\n"
                 "### 2. Book your supervised hours with Dr Marsh in blocks\n"
                 "Ninety hours over the course is roughly three hours a week. Regular blocks (for example her ward round or clinic every week) are far easier to log than scattered hours.\n\n"
                 "### 3. Map your portfolio to the RPS Competency Framework from week one\n"
                 "Each time you see a patient with your DPP, note which competencies it evidences. Building the portfolio as you go avoids a panic in the last month.\n\n"
                 "### 4. Practise numeracy questions every day\n"
                 "Ten questions a day, every day, from now until the assessment. The numeracy pass mark on prescribing courses is usually 100%, so accuracy under time pressure matters more than speed.\n\n"
                 "### 5. Build a shared family calendar around Sanjay's rota\n"
                 "Put his shifts, your study days, school events and clubs in one calendar you both see on your phones, and plan childcare a month ahead.\n\n"
                 "### 6. Find a study buddy on your cohort\n"
                 "Someone to test you, share resources and practise consultations with makes a real difference, especially for the OSCE.\n\n"
                 "### 7. Look after yourself\n"
                 "Sleep, some exercise and one evening a week with no study. Burnout halfway through is the most common reason people defer.\n\n"
                 "*Please note: your course handbook and programme lead are the final word on the requirements of your programme.*"),
   ("user", "The study buddy thing is a good idea; there's a pharmacist from Glenfield Hospital called Meera on my cohort. I've asked my manager for Wednesday afternoons as protected time."),
   ("assistant", "Meera sounds ideal, and Wednesday afternoons give you a fixed anchor every week. Good luck with the first few weeks, and remember the first month is the hardest while you find your rhythm.")],
  {"summary": "The user, Priyanka, 38, is a band 7 pharmacist at the Leicester Royal Infirmary on the elderly care wards; she started the independent prescribing course at De Montfort University on 6 January 2025: 90 hours of supervised learning with her DPP Dr Helen Marsh, a consultant geriatrician, a portfolio, pharmacology and numeracy exams in April and an OSCE on 12 June; husband Sanjay is a train driver for East Midlands Railway (shifts); children Anaya (10) and Kabir (6); the assistant suggested protected learning time, blocks of supervised hours, mapping the portfolio to the RPS framework, daily numeracy practice, a shared family calendar, a study buddy and self-care.",
   "procedures": [{"name": "Fitting a prescribing course around work and family", "steps": ["Agree protected learning time with the manager", "Book supervised hours with the DPP in blocks",
                   "Map the portfolio to the RPS Competency Framework from week one", "Practise numeracy questions every day", "Shared family calendar around Sanjay's rota",
                   "Find a study buddy on the cohort", "Look after yourself"]}],
   "decisions": [{"decision": "Ask for Wednesday afternoons as protected time", "rationale": "A fixed weekly anchor for study"},
                 {"decision": "Study with Meera from Glenfield Hospital", "rationale": "A study buddy on the cohort"}],
   "outcomes": ["Course started 6 January 2025", "90 hours of supervised practice needed", "OSCE on 12 June 2025", "DPP: Dr Helen Marsh"]}),
 ("2025-01-26", "Learning to swim at 38", [
   ("user", "Bit embarrassing: I'm 38 and I can't swim. I never learnt as a kid; my parents didn't swim, and when I was eight I slipped into the deep end at the pool in Loughborough, where I grew up, and had to be pulled out. "
            "Anaya and Kabir both swim and I sit on the side like a spare part. We're hoping to go to Kerala this summer, with backwaters and beaches, and I'd love to be able to at least swim a length. "
            "I've signed up for adult beginner lessons at Aylestone Leisure Centre, Thursday evenings at 8pm, ten weeks for £72, starting on 6 February. The thing I'm most scared of is putting my face in the water."),
   ("assistant", "It isn't embarrassing at all: lots of adults learn to swim, and many of them start with exactly the same fear, often after a frightening experience as a child. Signing up is the hardest part. Here's how to get comfortable with your face in the water:\n\n"
                 "### Getting used to your face in the water\n"
                 "1. **Practise breathing out into a bowl of water at home.** Fill a mixing bowl with warm water, take a breath, lower your mouth and nose in and blow bubbles slowly until you've breathed out. Repeat ten times a day. It teaches your body that water on your face is safe.\n"
                 "2. **Move on to the shower or the bath.** Let the water run over your face while you breathe out through your nose.\n"
                 "3. **Tell your instructor about what happened when you were eight.** Good adult teachers deal with this all the time and will adapt the pace.\n"
                 "4. **Buy goggles that fit well.** Being able to see underwater takes away a lot of the panic. Try them on in the shop and press them to your face to check the seal.\n"
                 "5. **Start in the shallow end, holding the wall.** Bob down and blow bubbles, then put your whole face in for a count of three, then five.\n"
                 "6. **Learn to stand up from a float early on.** Knowing you can always get your feet back down is the most reassuring skill a nervous swimmer can have.\n"
                 "7. **Go for short practice sessions between lessons** at a quiet time, for example a 20-minute adult swim at the weekend.\n\n"
                 "### A realistic goal\n"
                 "Many adult beginners can swim 25 metres within 10 to 20 lessons. Give yourself the whole course before judging your progress, and celebrate small wins.\n\n"
                 "*If you ever feel dizzy or unwell in the water, get out and rest. Always swim where there's a lifeguard.*"),
   ("user", "Ok, the bowl of water it is. Kabir thinks it's hilarious and wants to do it with me."),
   ("assistant", "That's perfect: make it a game with Kabir, whoever blows bubbles the longest wins. Good luck at your first lesson on the 6th!")],
  {"summary": "The user, 38, can't swim; she never learnt and had a fright in the deep end at a pool in Loughborough, where she grew up, at eight; the children swim; she wants to swim a length before a possible Kerala trip; she signed up for a ten-week adult beginner course at Aylestone Leisure Centre on Thursday evenings from 6 February 2025; her main fear is putting her face in the water; the assistant suggested breathing out into a bowl of water at home, the shower, telling the instructor, good goggles, the shallow end, standing up from a float, and practice between lessons.",
   "procedures": [{"name": "Getting used to your face in the water", "steps": ["Breathe out into a bowl of water at home", "Move on to the shower or bath", "Tell the instructor about the childhood fright",
                   "Goggles that fit well", "Start in the shallow end holding the wall", "Learn to stand up from a float", "Short practice sessions between lessons"]}],
   "decisions": [{"decision": "Adult beginner lessons at Aylestone Leisure Centre, Thursdays 8pm, from 6 February 2025", "rationale": "Learn to swim a length before Kerala"}],
   "outcomes": ["Goal: swim 25 metres"]}),
 ("2025-02-11", "Comparing loft conversion quotes", [
   ("user", "We need more space. My mum Kusum is 71 and lives on her own in Loughborough, and she's going to come and live with us later this year (more on that another time). We live in a three-bedroom 1930s semi in Knighton, Leicester. "
            "The plan is a dormer loft conversion with a bedroom and a shower room for Anaya, so Mum can have Anaya's room on the first floor. We've had three quotes: Hartley & Sons Lofts at £52,000, Midlands Loft Co at £46,500, "
            "and Gary Pratt, a local builder a friend recommended, at £39,800. The Hartley one includes everything down to the carpets; Gary's is one page. How do I compare them?"),
   ("assistant", "A loft conversion is a great way to add a bedroom, and comparing quotes properly now will save you a lot of stress later. Here's a step-by-step way to do it:\n\n"
                 "## How to compare loft conversion quotes\n\n"
                 "### 1. Make sure they're quoting for the same job\n"
                 "Same dormer size, same bathroom fittings, same number of roof windows, same staircase position. Send all three builders the same written brief if they don't match.\n\n"
                 "### 2. Check what's excluded\n"
                 "Common extras are building regulations fees, the structural engineer's calculations, the party wall surveyor, scaffolding, skips, electrics, plastering and decorating. A cheap quote often leaves these out.\n\n"
                 "### 3. Check insurance and guarantees\n"
                 "Ask for public liability insurance and whether they offer an insurance-backed guarantee, which protects you if the company stops trading.\n\n"
                 "### 4. Look at the payment schedule\n"
                 "Avoid large deposits. Payments should follow completed stages of work.\n\n"
                 "### 5. Ask for references and visit a finished loft\n"
                 "Ideally one completed in the last year, and talk to the owners without the builder there.\n\n"
                 "### 6. Ask about the timescale and start date\n"
                 "A typical dormer takes six to eight weeks on site. A builder who can start next week may be short of work for a reason.\n\n"
                 "### 7. Planning and the party wall\n"
                 "Many dormers fall under permitted development, but check. In a semi you'll almost certainly need to serve a party wall notice on your attached neighbour.\n\n"
                 "A one-page quote isn't necessarily a bad sign, but ask for a detailed breakdown before you decide."),
   ("user", "Very useful. Gary's quote doesn't mention building regs or the party wall at all. Our attached neighbours are the Hendersons at number 21. Midlands Loft Co did the loft for the Okafors at number 27 last year and we're going to look at it on Saturday."),
   ("assistant", "Seeing the Okafors' loft is the best test there is: look at the stairs, the head height and the finish around the windows, and ask them how the builder handled problems. For Gary, ask for a written breakdown including building regs and the party wall before you rule him in or out.")],
  {"summary": "The user's mother Kusum, 71, lives alone in Loughborough and will move in later in 2025; the family lives in a three-bedroom 1930s semi in Knighton, Leicester, and plans a dormer loft conversion with a bedroom and shower room for Anaya so Kusum can have Anaya's room; three quotes: Hartley & Sons Lofts £52,000 (everything included), Midlands Loft Co £46,500, local builder Gary Pratt £39,800 (one page, no building regs or party wall); attached neighbours the Hendersons at number 21; Midlands Loft Co did the Okafors' loft at number 27; the assistant explained how to compare quotes.",
   "procedures": [{"name": "Comparing loft conversion quotes", "steps": ["Make sure they quote for the same job", "Check what's excluded", "Check insurance and guarantees",
                   "Look at the payment schedule", "References and a finished loft", "Timescale and start date", "Planning and the party wall"]}],
   "decisions": [{"decision": "Visit the Okafors' loft at number 27", "rationale": "Done by Midlands Loft Co last year"}],
   "outcomes": ["Quotes: Hartley & Sons £52,000, Midlands Loft Co £46,500, Gary Pratt £39,800"]}),
 ("2025-03-04", "Mum's diabetes medicines and dizzy spells", [
   ("user", "My mum Kusum is 71 and has had type 2 diabetes for about 15 years. She's on metformin 1 g twice a day, gliclazide 80 mg twice a day, ramipril 5 mg and atorvastatin 20 mg. Her last HbA1c was 52. "
            "She's lived alone in Loughborough since my dad died in 2022. Lately she's had dizzy, sweaty spells in the late morning, and she's been eating less since she's been on her own, often just tea and a biscuit for breakfast. "
            "I'm a pharmacist, so I know what I think this is, but I want to think it through as her daughter. Also, we've decided she's moving in with us at the end of May."),
   ("assistant", "It's lovely that she'll be coming to live with you. I'm not a doctor and can't advise on your mother's treatment, which should be reviewed by her GP or diabetes nurse, but here's a structured way to think it through:\n\n"
                 "1. **Check her blood glucose during a spell.** A reading below 4 mmol/L confirms a hypo and gives her GP something concrete to act on.\n"
                 "2. **Ask her GP for a medication review.** Sulfonylureas such as gliclazide are a well-known cause of hypoglycaemia, particularly in older people who are eating less. An HbA1c of 52 may be tighter than her target needs to be at 71.\n"
                 "3. **Agree a hypo treatment plan.** 15 to 20 g of fast-acting glucose, such as glucose tablets or a small glass of fruit juice, then recheck after 15 minutes and follow with a starchy snack.\n"
                 "4. **Encourage regular meals.** Three meals a day with some carbohydrate, especially breakfast.\n"
                 "5. **Review her sick day rules.** Make sure she knows which tablets to pause if she's vomiting or not eating.\n"
                 "6. **Plan the practical side of the move.** Register her with your GP, transfer her repeat prescriptions and nominate a pharmacy near you.\n"
                 "7. **Keep up her annual checks.** Diabetic eye screening and foot checks should continue after she moves.\n\n"
                 "*This information is general and not a substitute for professional medical advice. If she becomes confused, drowsy or unable to swallow during a hypo, call 999.*"),
   ("user", "I bought her a meter: 3.4 yesterday at 11:30 during a spell. She's seeing her GP on Thursday. She's insisting on bringing her own pressure cooker and her harmonium when she moves."),
   ("assistant", "A reading of 3.4 is exactly the evidence her GP needs, so take the meter to the appointment. And a pressure cooker and a harmonium sound like the essentials of a happy home!")],
  {"summary": "The user's mother Kusum, 71, has had type 2 diabetes for about 15 years and takes metformin and gliclazide plus blood pressure and cholesterol tablets; HbA1c 52; she has lived alone in Loughborough since the user's father died in 2022; dizzy sweaty spells in the late morning and eating less; the assistant suggested checking glucose during a spell, a medication review (gliclazide can cause hypos), a hypo treatment plan, regular meals, sick day rules, planning the move and keeping up annual checks; a reading of 3.4 mmol/L during a spell; GP appointment on Thursday; Kusum will move in at the end of May 2025.",
   "procedures": [{"name": "Mum's dizzy spells and diabetes", "steps": ["Check blood glucose during a spell", "Medication review with the GP", "Hypo treatment plan",
                   "Regular meals", "Sick day rules", "Plan the move (GP, prescriptions, pharmacy)", "Keep up eye and foot checks"]}],
   "decisions": [{"decision": "Kusum moves in with the family at the end of May 2025", "rationale": "She lives alone and isn't eating well"},
                 {"decision": "Bought Kusum a blood glucose meter", "rationale": "Check for hypos during spells"}],
   "outcomes": ["Glucose 3.4 mmol/L during a spell", "Father died in 2022"]}),
 ("2025-03-20", "Choosing our loft builder", [
   ("user", "We've decided: Midlands Loft Co, at £46,500. We went to see the Okafors' loft at number 27 and it was beautifully done, they offer a 10-year insurance-backed guarantee, "
            "and they handle building control and the party wall notice to the Hendersons themselves. Gary was the cheapest, but he has no insurance-backed guarantee, wanted 30% up front and hadn't included building regs. "
            "Hartley were lovely but £5,500 more, mostly for carpets we can buy ourselves. Start date is Monday 2 June, and they say seven weeks. What should be in the contract?"),
   ("assistant", "That sounds like a well-reasoned choice. Here's what a good loft conversion contract should cover:\n\n"
                 "## What to have in your loft conversion contract\n\n"
                 "1. **A fixed price and a detailed schedule of works.** Every item from the quote, with the drawings attached, so there's no argument about what was included.\n"
                 "2. **A stage payment schedule tied to completed work.** Never a large deposit up front. A typical pattern is a small deposit, then payments at the steel and floor, the dormer being watertight, first fix, and completion, "
                 "with around 5% held back until building control issues the completion certificate.\n"
                 "3. **Start and completion dates**, and what happens if they slip.\n"
                 "4. **How variations are agreed and priced.** Any change should be agreed in writing, with a price, before the work is done.\n"
                 "5. **Insurance certificates.** Public liability and the insurance-backed guarantee certificate, with the guarantee provider's name.\n"
                 "6. **Building control.** Who applies, who pays the fees, and that the final payment depends on the completion certificate.\n"
                 "7. **The party wall.** Confirmation that the notice will be served and who pays any surveyors' fees if the neighbours don't consent.\n"
                 "8. **Site arrangements.** Working hours, toilet, skip and scaffolding positions, dust protection and how they'll keep the house secure.\n"
                 "9. **Cancellation rights and disputes.** You should have a 14-day cooling-off period for a contract signed at home, and a route for resolving disputes.\n\n"
                 "*This isn't legal advice. Many builders use a standard form such as the JCT Homeowner contract, which covers most of these points.*"),
   ("user", "Perfect, they use the JCT Homeowner contract anyway. The deposit is 10%, then stages, and 5% is held back until the completion certificate."),
   ("assistant", "That's a sensible structure. Keep a folder with the contract, the drawings, the insurance certificates and every written variation, and you'll be well protected.")],
  {"summary": "The user chose Midlands Loft Co for the loft conversion at £46,500: the Okafors' loft at number 27 was well done, a 10-year insurance-backed guarantee, and they handle building control and the party wall notice; Gary Pratt was cheapest but had no insurance-backed guarantee, wanted 30% up front and left out building regs; Hartley was £5,500 more; start date 2 June 2025, seven weeks; the assistant listed what the contract should contain; they use the JCT Homeowner contract with a 10% deposit, stage payments and 5% retention.",
   "procedures": [{"name": "What to put in a loft conversion contract", "steps": ["Fixed price and detailed schedule of works", "Stage payment schedule tied to completed work",
                   "Start and completion dates", "How variations are agreed and priced", "Insurance certificates", "Building control", "The party wall", "Site arrangements", "Cancellation rights and disputes"]}],
   "decisions": [{"decision": "Midlands Loft Co, £46,500", "rationale": "Good work at the Okafors', 10-year insurance-backed guarantee, handle building control and party wall"},
                 {"decision": "Not Gary Pratt", "rationale": "No insurance-backed guarantee, 30% up front, no building regs"}],
   "outcomes": ["Start 2 June 2025, seven weeks", "JCT Homeowner contract: 10% deposit, stages, 5% retention"]}),
 ("2025-04-15", "Mum had a fall at night", [
   ("user", "Bad weekend. Mum fell last Friday night getting up to the toilet at her house in Loughborough. She hasn't got an alarm, so she lay on the floor until her neighbour, Mrs Bhatt, heard her calling early in the morning. "
            "The paramedics found her blood sugar at 2.9. She broke her left wrist and she's in a cast for six weeks; she was X-rayed at the LRI, my own hospital, which was surreal. "
            "The GP has stopped the gliclazide and started sitagliptin 100 mg once a day (I did make that suggestion, I'll admit). We've brought her move forward: she's coming to us on Saturday 26 April instead of the end of May. "
            "She'll have Anaya's room now, and Anaya will go in with Kabir until the loft is done, which Anaya is thrilled about (not). How do we stop this happening again?"),
   ("assistant", "I'm so sorry, that must have been frightening for all of you, and lying on the floor for hours is distressing in itself. I'm glad she's coming to you. Here are the main steps to reduce the risk of another fall:\n\n"
                 "1. **Medication review.** Stopping the gliclazide removes the most likely cause of the hypo. It's also worth asking whether her ramipril causes any dizziness when she stands up.\n"
                 "2. **A personal alarm.** A pendant or wrist alarm that calls a monitoring centre or family means she'll never lie on the floor for hours again. Some have automatic fall detection.\n"
                 "3. **Plug-in night lights on the way from her bedroom to the bathroom.** Most falls at night happen on that route, in the dark, when people are half asleep.\n"
                 "4. **Remove trip hazards.** Loose rugs, trailing cables and clutter on the stairs.\n"
                 "5. **Grab rails and a raised toilet seat.** Ask for an occupational therapy assessment; the OT can recommend equipment for your house.\n"
                 "6. **Strength and balance exercises.** Once her wrist allows, a strength and balance programme can reduce falls significantly. Ask her GP about local falls prevention classes.\n"
                 "7. **Eye test and footwear.** Up-to-date glasses and well-fitting slippers with a back.\n"
                 "8. **Bone health.** A wrist fracture after a fall from standing height at 71 may be a fragility fracture, so ask whether she needs a bone density (DEXA) scan.\n\n"
                 "*Please seek medical advice for any new symptoms, and call 999 if she falls and can't get up or hits her head.*"),
   ("user", "I've ordered a pendant alarm and night lights. The fracture clinic said they'll refer her for a DEXA scan."),
   ("assistant", "Those two things alone make a big difference. Moving in with you will help too: regular meals and someone nearby at night. I hope her wrist heals quickly.")],
  {"summary": "The user's mother Kusum fell on the night of Friday 11 April 2025 at her house in Loughborough, with a blood sugar of 2.9 found by the paramedics, and broke her left wrist (cast for six weeks); the GP stopped gliclazide and started sitagliptin; her move to the user's home was brought forward to 26 April 2025; she'll have Anaya's room and Anaya will share with Kabir until the loft is done; the assistant listed falls prevention steps: medication review, a personal alarm, night lights, trip hazards, grab rails, strength and balance exercises, eye test and footwear, bone health.",
   "procedures": [{"name": "Preventing another fall", "steps": ["Medication review", "A personal alarm", "Plug-in night lights from bedroom to bathroom", "Remove trip hazards",
                   "Grab rails and a raised toilet seat (OT assessment)", "Strength and balance exercises", "Eye test and footwear", "Bone health (DEXA scan)"]}],
   "decisions": [{"decision": "Gliclazide stopped, sitagliptin started", "rationale": "Hypo caused the fall"},
                 {"decision": "Kusum moves in on 26 April 2025 instead of the end of May", "rationale": "After the fall"},
                 {"decision": "Pendant alarm and night lights ordered", "rationale": "Falls prevention"}],
   "outcomes": ["Left wrist broken, cast for six weeks", "Referral for a DEXA scan"]}),
 ("2025-05-08", "My DPP is leaving and my OSCE has moved", [
   ("user", "Course update. I passed the pharmacology exam (84%) and the numeracy (100%, phew) on 24 April. But: Dr Marsh, my DPP, has got a consultant post at Nottingham City Hospital and leaves at the end of May. "
            "Dr Tunde Bakare, a consultant in acute medicine, has agreed to take over as my DPP from 1 June. Also, the university has moved the OSCE from 12 June to 3 July because of examiner availability. "
            "I've done 52 of my 90 hours. And Mum moved in with us on Saturday the 26th, so home is... busy. How do I handle the DPP change?"),
   ("assistant", "Well done on both exams, especially the 100%! A change of DPP partway through is more common than you'd think, and it's manageable if you do it formally. Here's how:\n\n"
                 "### 1. Tell the course team in writing now\n"
                 "The university has to approve your new DPP, and he needs to meet the DPP criteria. Send them Dr Bakare's details as soon as possible so there's no gap.\n\n"
                 "### 2. Get Dr Marsh to sign off your hours and competencies to date\n"
                 "Make sure all 52 hours and any competencies she's assessed are signed before she leaves, so nothing has to be repeated.\n\n"
                 "### 3. Hold a handover meeting with both of them\n"
                 "Even 20 minutes together lets Dr Marsh tell Dr Bakare where you're strong and what still needs evidence.\n\n"
                 "### 4. Agree a new learning plan with Dr Bakare\n"
                 "Acute medicine will give you a different case mix from elderly care. Decide together how the remaining 38 hours will cover the competencies you still need.\n\n"
                 "### 5. Use the extra three weeks before the OSCE\n"
                 "Practise mock stations: history taking, a consultation with a patient who wants an antibiotic they don't need, writing up a drug chart, and explaining a new medicine.\n\n"
                 "### 6. Keep a buffer in your hours\n"
                 "Aim to finish a few hours above 90 in case any are not accepted.\n\n"
                 "*Your programme's regulations take precedence over these general suggestions.*"),
   ("user", "Dr Marsh is signing off my first 52 hours next week. Meera and I are doing mock OSCEs on Wednesday afternoons."),
   ("assistant", "That's an excellent plan. Practising with Meera under timed conditions is the closest thing to the real OSCE.")],
  {"summary": "The user passed the pharmacology exam (84%) and numeracy (100%) on 24 April 2025; her DPP Dr Helen Marsh is leaving for a consultant post at Nottingham City Hospital at the end of May, and Dr Tunde Bakare, a consultant in acute medicine, takes over from 1 June; the OSCE moved from 12 June to 3 July 2025 because of examiner availability; 52 of 90 hours done; Kusum moved in on 26 April; the assistant suggested telling the course team, getting hours signed off, a handover meeting, a new learning plan, mock OSCE stations and a buffer of hours.",
   "procedures": [{"name": "Changing DPP during the course", "steps": ["Tell the course team in writing", "Get Dr Marsh to sign off hours and competencies", "Handover meeting with both",
                   "New learning plan with Dr Bakare", "Mock OSCE stations", "Keep a buffer in hours"]}],
   "decisions": [{"decision": "Dr Tunde Bakare is the new DPP from 1 June 2025", "rationale": "Dr Marsh leaves for Nottingham City Hospital"},
                 {"decision": "Mock OSCEs with Meera on Wednesday afternoons", "rationale": "Practise for the OSCE"}],
   "outcomes": ["Pharmacology 84%, numeracy 100%", "OSCE moved to 3 July 2025", "52 of 90 hours done", "Kusum moved in on 26 April 2025"]}),
 ("2025-05-29", "Our greyhound is limping", [
   ("user", "Our rescue greyhound Biscuit, who's 7, is an ex-racer we adopted from the Greyhound Trust in 2022. He's been limping on his front left foot for about a week. "
            "It's worse on the paths at our allotment (plot 14B at Holmfield Road allotments, he comes with us every Sunday) and on pavements, better on grass. "
            "The vet found a corn on the pad of one of his toes and said it's really common in greyhounds. She offered to hull it out, which might need repeating, or surgery, which often comes back. What can we do at home? "
            "Side note: Mum was terrified of him at first and now secretly feeds him bits of chapati. And he isn't cat-safe according to the Trust, he went for the cat on his cat test, so we can never have a cat, which Kabir, who is completely animal-mad, is very upset about."),
   ("assistant", "Poor Biscuit! Corns are indeed very common in greyhounds and other sighthounds, and although they can be stubborn, most dogs are managed comfortably. Here's what usually helps:\n\n"
                 "## Managing a greyhound's corn\n\n"
                 "1. **Walk on soft surfaces where you can.** Grass and woodland paths put much less pressure on the corn than pavements and gravel.\n"
                 "2. **Use a protective boot on hard ground.** A well-fitting dog boot, ideally with some padding, takes pressure off the pad on walks.\n"
                 "3. **Have the corn hulled regularly.** The vet or veterinary nurse can hull it every few weeks; many owners find this gives weeks of relief.\n"
                 "4. **Keep his nails short.** Long nails change how the foot lands and increase pressure on the pads.\n"
                 "5. **Moisturise the pads.** A paw balm can keep the skin supple around the corn.\n"
                 "6. **Pain relief only as prescribed by your vet.** Never give human painkillers such as ibuprofen or paracetamol without veterinary advice; some are toxic to dogs.\n"
                 "7. **Ask about other options if it keeps coming back.** Some vets suggest a duct-tape method or, as a last resort, a small tendon operation.\n\n"
                 "*Always follow your vet's advice for your dog's specific condition.*\n\n"
                 "And the chapati is a lovely sign that Mum and Biscuit have made friends, though in small amounts!"),
   ("user", "We've ordered boots. He looks ridiculous and very offended."),
   ("assistant", "Most greyhounds sulk about boots for a walk or two and then forget them. Give him a treat when they go on and he'll soon accept them.")],
  {"summary": "The user's rescue greyhound Biscuit, 7, an ex-racer adopted from the Greyhound Trust in 2022, has been limping on his front left foot for a week, worse on the allotment paths (plot 14B, Holmfield Road allotments) and pavements; the vet found a corn on his pad; the assistant suggested soft surfaces, a protective boot, regular hulling, short nails, paw balm, pain relief only from the vet and other options if it recurs; Kusum, once scared of him, now feeds him chapati; they ordered boots.",
   "procedures": [{"name": "Managing a greyhound's corn", "steps": ["Walk on soft surfaces", "Protective boot on hard ground", "Regular hulling by the vet", "Keep nails short",
                   "Moisturise the pads", "Pain relief only as prescribed", "Other options if it keeps coming back"]}],
   "decisions": [{"decision": "Boots for Biscuit", "rationale": "Protect the corn on hard ground"}],
   "outcomes": ["Biscuit has a corn on his front left paw pad", "Allotment plot 14B at Holmfield Road allotments"]}),
 ("2025-06-18", "Planning two weeks in Kerala with the kids", [
   ("user", "Good news first: I swam a whole length, 25 m, at my lesson last Thursday without stopping! Bev, my instructor, cheered. Now, the Kerala trip. We fly from Birmingham on Saturday 26 July and come back on Sunday 10 August, into Kochi. "
            "Just me, Sanjay and the kids; Mum will stay with my brother Nikhil and his family in Harrow while we're away. Budget £7,500 for the four of us, including flights. "
            "Rough plan: Kochi, Munnar, a houseboat in Alleppey, then a few days on the beach at Varkala. My family is originally Gujarati, so Kerala is new to us too. Kabir wants elephants, Anaya wants the beach."),
   ("assistant", "Congratulations on your first 25 metres, that's a huge achievement after a fright like yours! And Kerala is a wonderful choice for a family. Here's a suggested outline for your two weeks:\n\n"
                 "### Suggested itinerary\n"
                 "**Days 1–3: Kochi** – Fort Kochi, the Chinese fishing nets, the Jewish quarter in Mattancherry, and a Kathakali performance (the make-up session beforehand fascinates children).\n"
                 "**Days 4–6: Munnar** – tea plantations, the Tea Museum and Eravikulam National Park.\n"
                 "**Days 7–8: Alleppey** – one night on a houseboat through the backwaters.\n"
                 "**Days 9–14: Varkala** – the cliff-top beach, before heading back to Kochi for your flight.\n\n"
                 "### Practical tips\n"
                 "1. **Expect the monsoon.** July and August are the south-west monsoon in Kerala: heavy showers, green landscapes, lower prices, but rough seas. Beaches such as Varkala often fly red flags and swimming in the sea can be unsafe.\n"
                 "2. **Book the houseboat with a licensed operator** and ask for an air-conditioned bedroom for the night.\n"
                 "3. **Hire a car with a driver** rather than driving yourselves; the mountain roads to Munnar are slow and winding.\n"
                 "4. **Visit a travel clinic six to eight weeks before you go** to check vaccinations and get advice on mosquito protection.\n"
                 "5. **Apply for e-visas** well in advance.\n"
                 "6. **Pack leech socks for Munnar**; leeches are common on the trails in the rainy season.\n"
                 "7. **Carry some cash** for small shops and tips, though cards work in most hotels.\n\n"
                 "*Please check the latest travel advice from the FCDO before you travel.*"),
   ("user", "Monsoon, hmm. We can't change the dates because of school. We'll keep all four places for now and I'll look at flights."),
   ("assistant", "That's fair: the monsoon is also the quietest and greenest time to see Kerala. Keep Varkala flexible if you can, in case the sea is too rough.")],
  {"summary": "The user swam 25 metres without stopping at her lesson on 12 June 2025 (instructor Bev); Kerala trip for the user, Sanjay and the children, flying from Birmingham to Kochi on 26 July 2025 and back on 10 August; Kusum will stay with the user's brother Nikhil; budget £7,500 for four including flights; plan: Kochi, Munnar, an Alleppey houseboat and Varkala; Kabir wants elephants, Anaya the beach; the assistant gave an itinerary and tips: expect the monsoon, a licensed houseboat, a car with a driver, a travel clinic, e-visas, leech socks and cash.",
   "procedures": [{"name": "Kerala trip tips", "steps": ["Expect the monsoon (rough seas, red flags)", "Licensed houseboat with an air-conditioned bedroom", "Hire a car with a driver",
                   "Travel clinic six to eight weeks before", "Apply for e-visas", "Leech socks for Munnar", "Carry some cash"]}],
   "decisions": [{"decision": "Keep Kochi, Munnar, Alleppey and Varkala for now", "rationale": "Dates fixed by school holidays"}],
   "outcomes": ["Trip 26 July to 10 August 2025", "Budget £7,500", "Swam 25 m on 12 June 2025"]}),
 ("2025-07-02", "Our loft conversion has been delayed", [
   ("user", "The loft still hasn't started. The Hendersons next door at number 21 didn't consent to the party wall notice and appointed their own surveyor, so a party wall award had to be agreed, and we have to pay for their surveyor too (£950!). "
            "And the structural engineer wants a bigger steel beam, so Midlands Loft Co have revised the price to £48,900. The new start date is Monday 7 July, so it'll finish around the end of August, which means they'll be working while we're in Kerala. "
            "Also my OSCE is tomorrow and I haven't slept. Any advice on both?"),
   ("assistant", "That's a frustrating delay, but it's a very common one: neighbours often appoint their own surveyor, and it mostly costs time and fees rather than causing real problems. Here's some advice on both.\n\n"
                 "### The loft delay\n"
                 "1. **Get the revised price and the steel change in writing as a variation**, signed by both of you, as your contract requires.\n"
                 "2. **Ask for an updated programme** with the new dates for each stage, so you know what should happen while you're away.\n"
                 "3. **Agree keys and access while you're in Kerala.** Who opens up, who locks up, and how the alarm works.\n"
                 "4. **Ask someone to check in** once or twice a week while you're away and send you photos.\n"
                 "5. **Keep the schedule of condition** the surveyors prepared of the Hendersons' side; it protects you if they claim damage later.\n"
                 "6. **Keep a contingency.** With £2,400 already added, hold back around 10% of the total for surprises.\n\n"
                 "### Your OSCE tomorrow\n"
                 "1. Stop revising this evening and try to sleep; a rested brain performs better than one more hour of notes.\n"
                 "2. Eat breakfast, even if it's small.\n"
                 "3. Use the same consultation structure in every station, for example Calgary–Cambridge.\n"
                 "4. Read each station's instructions twice before you start.\n"
                 "5. Always safety-net and check the patient's understanding at the end.\n"
                 "6. If one station goes badly, leave it behind; each station is marked separately.\n\n"
                 "Good luck!"),
   ("user", "Thank you. Sanjay's swapped a shift so he can do the school run tomorrow, and my brother-in-law is going to check on the loft while we're away."),
   ("assistant", "Perfect, then you can focus on the OSCE. You've prepared well with Meera; trust that preparation.")],
  {"summary": "The loft conversion was delayed: the Hendersons at number 21 didn't consent to the party wall notice and appointed their own surveyor, and the structural engineer wants a bigger steel beam, so Midlands Loft Co revised the price to £48,900; the new start date is 7 July 2025, finishing around the end of August while the family is in Kerala; the user's OSCE is on 3 July; the assistant suggested a written variation, an updated programme, keys and access, someone to check in, keeping the schedule of condition and a contingency, plus OSCE tips.",
   "procedures": [{"name": "Managing a loft conversion delay", "steps": ["Revised price and steel change in writing as a variation", "Updated programme", "Keys and access while away",
                   "Someone to check in", "Keep the schedule of condition", "Keep a contingency"]},
                  {"name": "OSCE the day before", "steps": ["Stop revising and sleep", "Eat breakfast", "Same consultation structure (Calgary-Cambridge)", "Read instructions twice",
                   "Safety-net and check understanding", "Leave a bad station behind"]}],
   "decisions": [{"decision": "Loft price revised to £48,900, start 7 July 2025", "rationale": "Party wall award needed and a bigger steel beam"},
                 {"decision": "Brother-in-law checks the loft while they're away", "rationale": "Work continues during the Kerala trip"}],
   "outcomes": ["Loft start moved from 2 June to 7 July 2025"]}),
 ("2025-07-20", "Revising our Kerala itinerary", [
   ("user", "I passed my OSCE! The results came on Friday. Now Kerala: we fly next Saturday. The flights were booked ages ago, Qatar Airways Birmingham–Doha–Kochi, £3,880 for the four of us. Everything else has gone up, so the budget is now £8,200. "
            "And we've dropped Varkala: the hotel emailed to say the beach has had red flags for weeks with the monsoon and swimming in the sea isn't safe, and there's no point in a beach where I can't even use my new 25 m. "
            "Instead we're adding Thekkady for the spice plantations and Periyar, and Kabir gets his elephants. Can you redo the itinerary?"),
   ("assistant", "Congratulations on passing your OSCE, that's a huge milestone! And swapping Varkala for Thekkady makes a lot of sense in the monsoon. Here's a revised plan:\n\n"
                 "### Revised itinerary\n"
                 "**Days 1–3: Kochi** – Fort Kochi, the Chinese fishing nets, Mattancherry and a Kathakali show.\n"
                 "**Days 4–6: Munnar** – tea plantations, the Tea Museum and Eravikulam National Park.\n"
                 "**Days 7–9: Thekkady** – a spice plantation tour, a boat trip on Periyar Lake, and an elephant experience (choose a responsible camp where the elephants aren't ridden).\n"
                 "**Days 10–11: Alleppey** – the houseboat night through the backwaters.\n"
                 "**Days 12–14: Kumarakom or Kochi** – a slower last few days near the airport.\n\n"
                 "### Budget for £8,200\n"
                 "| Item | Estimate |\n|---|---|\n| Flights | £3,880 |\n| Hotels | £1,900 |\n| Car and driver | £700 |\n| Houseboat | £350 |\n| Activities | £500 |\n| Food | £700 |\n| Extras | £170 |\n\n"
                 "### Packing reminders\n"
                 "1. Light rain jackets and quick-dry clothes.\n"
                 "2. Leech socks for Munnar and Thekkady.\n"
                 "3. Mosquito repellent with DEET.\n"
                 "4. A small first-aid kit and rehydration sachets.\n\n"
                 "*Prices are estimates and may vary; please confirm with your providers.*"),
   ("user", "Love it. The hotel in Kochi has a pool, so I'm taking my goggles."),
   ("assistant", "Perfect: a pool in Kochi is the ideal place to show the kids your 25 metres. Have a wonderful trip!")],
  {"summary": "The user passed her OSCE (results on Friday 18 July 2025); Kerala flights with Qatar Airways from Birmingham via Doha to Kochi cost £3,880 for four; the budget is now £8,200; Varkala dropped and Thekkady added (spice plantations, Periyar, elephants for Kabir); the assistant gave a revised itinerary (Kochi, Munnar, Thekkady, Alleppey houseboat, Kumarakom or Kochi), a budget breakdown and packing reminders.",
   "procedures": [{"name": "Kerala packing reminders", "steps": ["Light rain jackets and quick-dry clothes", "Leech socks", "Mosquito repellent with DEET", "First-aid kit and rehydration sachets"]}],
   "decisions": [{"decision": "Drop Varkala, add Thekkady", "rationale": "Red flags on the beach in the monsoon; swimming in the sea not safe"},
                 {"decision": "Budget raised to £8,200", "rationale": "Everything has gone up"}],
   "outcomes": ["OSCE passed", "Flights £3,880"]}),
 ("2025-08-27", "Replacing our old Zafira", [
   ("user", "Back from Kerala! It was wonderful: the houseboat in Alleppey was the highlight, Kabir fed an elephant in Thekkady and has talked about nothing else since, and I swam in the hotel pool in Kochi with the kids. We came in at about £8,050. "
            "Now the bad news: our 2012 Vauxhall Zafira failed its MOT on Tuesday the 19th, with corrosion on the rear subframe and the brake pipes. It's £2,100 to fix and the car is worth maybe £600. Time to replace it. "
            "Budget around £16,000, used. It must take Biscuit's crate in the boot, be easy for Mum to get in and out of (she finds the Zafira's seats too low), and ideally be a hybrid or economical, "
            "because I commute to the LRI and Sanjay drives to the depot in Derby for his early shifts. We're looking at a Skoda Octavia Estate, a Toyota Corolla Touring Sports hybrid and a Kia Ceed Sportswagon."),
   ("assistant", "Welcome back, it sounds like a trip to remember! And you're right that a £2,100 repair on a car worth £600 isn't worth doing. Here's how to choose between the three:\n\n"
                 "## Choosing a used family estate\n\n"
                 "1. **Measure Biscuit's crate and take the tape measure to the dealer.** All three have big boots (roughly 600 litres or more), but the shape of the opening and the height of the boot lip matter for a large crate.\n"
                 "2. **Take Mum on the test drive.** Seat height and door opening make a big difference for someone who finds low seats hard.\n"
                 "3. **Check the history.** A full service history, the MOT history online, and an HPI check for finance and write-offs.\n"
                 "4. **For a hybrid, check the battery warranty.** Toyota extends its hybrid battery cover if the car is serviced at a Toyota dealer.\n"
                 "5. **Work out running costs.** Fuel economy on your commutes, insurance group and road tax.\n"
                 "6. **Decide what to do with the Zafira.** With a failed MOT, a trade-in or a scrap dealer is usually easier than a private sale.\n"
                 "7. **Test drive on your real routes**, including a stretch of the A6 or M1 towards Derby.\n\n"
                 "*Always inspect a used car carefully or have an independent inspection before buying.*"),
   ("user", "We test-drove all three on Saturday. Mum got out of the Corolla most easily, Biscuit's crate fits, and it's a 2021 hybrid with 31,000 miles and a full Toyota history. £15,950 at a dealer in Hinckley, and they'll give us £350 for the Zafira. We collect it on Saturday 6 September."),
   ("assistant", "That sounds like a great fit for your family. Before you collect it, it's still worth asking whether they'll move on the price or include a service or a set of tyres, since you're paying close to the asking price.")],
  {"summary": "The family is back from Kerala: the Alleppey houseboat was the highlight, Kabir fed an elephant in Thekkady, the user swam in the hotel pool in Kochi; the trip cost about £8,050; their 2012 Vauxhall Zafira failed its MOT on 19 August 2025 (subframe and brake pipe corrosion, £2,100 to fix); budget about £16,000 for a used estate that takes Biscuit's crate and is easy for Kusum; the assistant gave steps for choosing a used estate; they chose a 2021 Toyota Corolla Touring Sports hybrid (31,000 miles) at £15,950 from a dealer in Hinckley, with £350 for the Zafira, to collect on 6 September 2025.",
   "procedures": [{"name": "Choosing a used family estate", "steps": ["Measure the crate and the boot", "Take Mum on the test drive", "Check the history", "Hybrid battery warranty",
                   "Work out running costs", "Decide what to do with the Zafira", "Test drive on real routes"]}],
   "decisions": [{"decision": "Buy a 2021 Toyota Corolla Touring Sports hybrid for £15,950", "rationale": "Easiest for Kusum to get out of, the crate fits, full Toyota history"},
                 {"decision": "Trade in the Zafira for £350", "rationale": "Failed MOT, repair not worth it"}],
   "outcomes": ["Kerala trip cost about £8,050", "Zafira failed its MOT on 19 August 2025", "Collect the Corolla on 6 September 2025"]}),
 ("2025-09-24", "Greyhound dental and the loft is finished", [
   ("user", "Two updates. The loft is finished! Building control signed it off on Friday 19 September. The final bill was £49,650, because we added a second Velux window for £750 while they were up there. Anaya has moved up and hasn't come down since. "
            "And the car: I got them down £500, so we paid £15,450 for the Corolla and picked it up on the 6th. Now Biscuit: the vet says his teeth are bad, which is common in ex-racers, and he needs a dental under general anaesthetic with probably several extractions. "
            "The quote is £780. I'm nervous because I've read greyhounds are sensitive to anaesthetics. Also, Mum has decided to sell her house in Loughborough; she says she's not going back."),
   ("assistant", "Congratulations on the loft, and well done on the negotiation! On Biscuit's dental, it's understandable to be nervous, but greyhounds have dentals all the time, and vets know their particular needs. Here's what to ask and do:\n\n"
                 "1. **Ask the vet about their sighthound anaesthetic protocol.** Greyhounds have very little body fat and break down some older anaesthetic drugs slowly; modern agents such as propofol or alfaxalone are commonly used.\n"
                 "2. **Ask for pre-anaesthetic blood tests** and make sure the vet interprets them with greyhound reference ranges, which differ from other breeds.\n"
                 "3. **Ask how they'll keep him warm** during and after the procedure; thin-skinned dogs lose heat quickly.\n"
                 "4. **Plan soft food for the first days afterwards**, and any pain relief exactly as prescribed.\n"
                 "5. **Start brushing his teeth daily once he's healed**, with a dog toothpaste, to slow down the return of tartar.\n"
                 "6. **Check your pet insurance.** Dental treatment is often excluded or limited.\n\n"
                 "### The loft\n"
                 "Keep the building control completion certificate, the insurance-backed guarantee and the party wall award with your house documents; you'll need them if you ever sell.\n\n"
                 "*Please follow your vet's specific advice for Biscuit.*"),
   ("user", "The vet says they use propofol and do greyhounds all the time. The dental is booked for 2 October. Not insured for dental, of course."),
   ("assistant", "That's reassuring. I hope it goes smoothly and he's back to eating happily in a few days.")],
  {"summary": "The loft conversion is finished, signed off by building control on 19 September 2025; the final bill was £49,650 including a second Velux window for £750; Anaya has moved into the loft; they paid £15,450 for the Corolla after negotiating £500 off and collected it on 6 September; Biscuit needs a dental under general anaesthetic with extractions, quoted £780, booked for 2 October 2025, not insured; Kusum will sell her house in Loughborough; the assistant suggested asking about the sighthound anaesthetic protocol, pre-anaesthetic bloods, keeping him warm, soft food, brushing and checking insurance.",
   "procedures": [{"name": "Preparing a greyhound for a dental", "steps": ["Ask about the sighthound anaesthetic protocol", "Pre-anaesthetic blood tests with greyhound ranges", "Keep him warm",
                   "Soft food afterwards", "Brush his teeth daily once healed", "Check pet insurance"]}],
   "decisions": [{"decision": "Biscuit's dental on 2 October 2025, quote £780", "rationale": "Bad teeth, common in ex-racers"},
                 {"decision": "Kusum sells her house in Loughborough", "rationale": "She's not going back"}],
   "outcomes": ["Loft signed off 19 September 2025", "Final loft bill £49,650", "Corolla £15,450"]}),
 ("2025-11-06", "Starting out as a newly qualified prescriber", [
   ("user", "I did it: my independent prescriber annotation went on the GPhC register on Tuesday 28 October. Dr Bakare signed off my 90 hours in September and the exam board confirmed my pass on 10 October. "
            "My manager wants me to start prescribing in the new falls and medicines optimisation clinic on the elderly care unit from January, which is slightly ironic after Mum's fall. What should I do in my first months? "
            "Other news: Biscuit had five teeth out on 2 October, £780 as quoted, and he's eating like a horse; Mum's HbA1c is 58 on the new tablet with no hypos since April; she's taken over half of the allotment and is growing methi and karela; "
            "and I've moved up to the improvers' swimming class and can do 10 lengths."),
   ("assistant", "Congratulations, Priyanka! That's the result of a year of hard work alongside a house full of change. Here's how to make a safe and confident start as a new independent prescriber:\n\n"
                 "## Your first months as an independent prescriber\n\n"
                 "1. **Write down your scope of practice and agree it with your clinical lead.** Be specific: the patient group, the conditions and the medicines you'll prescribe for in the falls clinic.\n"
                 "2. **Register with your trust's non-medical prescribing lead.** Make sure your prescribing rights are set up on the electronic prescribing system and you're on the trust's prescriber list.\n"
                 "3. **Start narrow and expand gradually.** Begin with the decisions you make most confidently, such as deprescribing sedatives or adjusting antihypertensives, and widen your scope as your confidence grows.\n"
                 "4. **Keep regular supervision.** Ask Dr Bakare or a senior colleague for a monthly case review, at least for the first year.\n"
                 "5. **Audit your own prescribing.** Review a sample of your decisions after three months.\n"
                 "6. **Keep up your CPD** and record your prescribing reflections for revalidation.\n"
                 "7. **Know your limits.** Refer or ask whenever a case is outside your competence.\n\n"
                 "And congratulations on the ten lengths, too: from a bowl of water in January to the improvers' class is a wonderful journey.\n\n"
                 "*Always work within the GPhC standards and your employer's policies.*"),
   ("user", "Dr Bakare says he'll do monthly supervision with me. My scope will be deprescribing and medicines optimisation in older people who've fallen."),
   ("assistant", "That's a clear, well-defined scope, and monthly supervision with Dr Bakare is a great safety net. Good luck with the clinic in January!")],
  {"summary": "The user's independent prescriber annotation went on the GPhC register on 28 October 2025; Dr Bakare signed off her 90 hours in September and the exam board confirmed her pass on 10 October; from January 2026 she'll prescribe in a new falls and medicines optimisation clinic on the elderly care unit; Biscuit had five teeth out on 2 October; Kusum's HbA1c is 58 on the new tablet with no hypos since April and she grows methi and karela on the allotment; the user is in the improvers' swimming class and swims 10 lengths; the assistant listed steps for a new prescriber.",
   "procedures": [{"name": "First months as an independent prescriber", "steps": ["Write down the scope of practice and agree it with the clinical lead", "Register with the non-medical prescribing lead",
                   "Start narrow and expand gradually", "Keep regular supervision", "Audit your own prescribing", "Keep up CPD", "Know your limits"]}],
   "decisions": [{"decision": "Monthly supervision with Dr Bakare", "rationale": "Support as a new prescriber"},
                 {"decision": "Scope: deprescribing and medicines optimisation in older people who've fallen", "rationale": "The new falls clinic"}],
   "outcomes": ["Annotated as a prescriber on 28 October 2025", "Falls clinic from January 2026", "Kusum's HbA1c 58, no hypos since April", "Swims 10 lengths"]}),
]

# (question, gold short answer), written before any run
QUESTIONS_55 = [
 # single facts the user said about themselves
 ("How old am I?", "38"),
 ("What does my husband do for a living?", "train driver for East Midlands Railway"),
 ("What are my kids called?", "Anaya and Kabir"),
 ("What's our greyhound called?", "Biscuit"),
 ("Where did Mum live before she moved in with us?", "Loughborough"),
 ("Which university is my prescribing course at?", "De Montfort University"),
 ("Which hospital do I work at?", "Leicester Royal Infirmary"),
 ("What's the number of our allotment plot?", "14B"),
 ("What did Mum break when she fell?", "her left wrist"),
 ("What was wrong with Biscuit's paw?", "a corn on his pad"),
 ("What dose of gliclazide was Mum on?", "80 mg twice a day"),
 ("Where does my brother live?", "Harrow"),
 # what the assistant recommended or listed
 ("What was the fourth tip you gave me for fitting in my prescribing course?", "practise numeracy questions every day"),
 ("What did you suggest first for getting used to putting my face in the water?", "practise breathing out into a bowl of water at home"),
 ("What was the second thing you said should be in the loft contract?", "a stage payment schedule tied to completed work (no big deposit up front)"),
 ("What was the third thing you suggested to stop Mum falling again?", "plug-in night lights on the way from her bedroom to the bathroom"),
 ("What was the first thing you told me to do as a new prescriber?", "write down my scope of practice and agree it with my clinical lead"),
 # when
 ("When did Mum fall?", "the night of Friday 11 April 2025"),
 ("When did Mum move in with us?", "26 April 2025"),
 ("When did we fly out to Kerala?", "26 July 2025"),
 ("When did the Zafira fail its MOT?", "19 August 2025"),
 ("When did my prescriber annotation go on the GPhC register?", "28 October 2025"),
 # how much / how many
 ("How much were our flights to Kerala?", "£3,880"),
 ("How many hours of supervised practice did my course need?", "90"),
 ("How much did Biscuit's dental cost?", "£780"),
 ("How much did my swimming lessons cost?", "£72 for ten weeks"),
 # latest value of something that changed
 ("When was my OSCE?", "3 July 2025"),
 ("Who is my DPP now?", "Dr Tunde Bakare"),
 ("How much did the loft conversion cost in the end?", "£49,650"),
 ("What's our budget for the Kerala trip?", "£8,200"),
 # yes/no
 ("Did I pass my OSCE?", "Yes"),
 ("Did we go with the cheapest loft quote?", "No"),
 ("Did we go to Varkala?", "No"),
 # why
 ("Why did we choose Midlands Loft Co?", "they did the Okafors' loft well, offer a 10-year insurance-backed guarantee and handle building control and the party wall"),
 ("Why was the loft conversion delayed?", "the Hendersons didn't consent to the party wall notice and appointed their own surveyor (and a bigger steel beam was needed)"),
 ("Why did we drop Varkala?", "the monsoon: red flags on the beach and swimming in the sea wasn't safe"),
 # inference
 ("Would Kabir enjoy a day at a safari park?", "Likely yes"),
 ("Could we adopt a cat?", "Likely no"),
 # not in the archive
 ("What colour is our Corolla?", "Not mentioned in my chats"),
 ("How much is the rent on our allotment?", "Not mentioned in my chats"),
]


def assistant_chats_20_at(folder):
    """The archive of CHATS_55 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a20c", CHATS_55, "gemini")


@pytest.fixture(scope="module")
def assistant_chats_20(tmp_path_factory):
    return assistant_chats_20_at(tmp_path_factory.mktemp("assistant20"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_55, "assistant 20")


def test_the_archive_finds_the_new_supervisor(assistant_chats_20):
    assert assistant_chats_20.search("Bakare").results
