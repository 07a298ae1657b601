"""A ninth written archive of a user's chats with an AI assistant, in the user's own condensed
format, written blind with its questions and gold answers before any run on it: it is held
out. Measured once, at the start of the eleventh round (cd79a65: 0.157, 0.165 with --rerank)
and with the round's rules, written without it (fafb8fb: 0.224, 0.193 with --rerank). A secondary-school chemistry teacher and allotment keeper in Leeds in their late forties,
with a husband, Dan, and a teenage son, Alfie, chatting with Claude over 2025: a broken boiler
and its quotes, a Year 11 revision plan, an Ofsted visit, a head of science application, a new
allotment shed and the plot waiting list, the son's sixth-form choices, a knee injury and
physio, the husband's 50th, a week in Cornwall, potato blight, GCSE results day, a teachers'
pension question, the son's driving lessons, a car lease, a charity 10k and a book club, with
facts the user updates later (a quote renegotiated, a fitting date, a party date, a headcount,
a shed price, a number of physio sessions, a lease price, a fundraising total).
bench/answer_conversations.py asks every question ("assistant 8")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_17 = [
 ("2025-01-06", "The boiler died over New Year", [
   ("user", "Our boiler packed in on New Year's Day. It's a 16-year-old Ideal combi in our three-bed semi in Chapel Allerton and the engineer says the heat exchanger's gone, so it's not worth fixing. "
            "My husband Dan's been boiling kettles for the washing up and our son Alfie has the fan heater in his room. I've had three quotes for a new combi:\n"
            "- British Gas: £3,950 for a Vaillant ecoTEC plus, 5-year warranty\n"
            "- Boxt (online): £3,100 for an Ideal Logic Max, 7-year warranty\n"
            "- Hartley Heating, a local Gas Safe firm: £2,850 for a Worcester Bosch Greenstar 4000 30kW, 10-year warranty\n"
            "Which should I go for?"),
   ("assistant", "The local quote looks like the best value on paper, but compare like with like before you decide:\n"
                 "1. Check every installer on the Gas Safe Register, and that the engineer who turns up is on it too.\n"
                 "2. Read the warranty terms: most manufacturer warranties need the boiler registered and serviced every year to stay valid.\n"
                 "3. Check what's included: removing the old boiler, a chemical flush or powerflush, a magnetic system filter, a new thermostat, and Building Regulations notification.\n"
                 "4. A 30kW combi is about right for a three-bed semi with one bathroom; bigger isn't better.\n"
                 "5. Ask the local firm whether they can sharpen their price; small installers often have some room.\n"
                 "Note that the £7,500 Boiler Upgrade Scheme grant only covers heat pumps and biomass boilers, not gas boilers."),
   ("user", "Went with Hartley. I mentioned the Boxt quote to Craig, who runs it, and he came down to £2,650 with a magnetic filter and a Hive thermostat thrown in. He's fitting it on Wednesday 15 January."),
   ("assistant", "That's a good deal for a Worcester Bosch with a 10-year warranty. Make sure Craig registers the warranty and gives you the Building Regulations certificate, and put the first annual service in the diary for next January.")],
  {"summary": "The user's old combi boiler failed beyond repair; after comparing three quotes they chose a local Gas Safe installer, who lowered his price and added extras.",
   "decisions": [{"decision": "A Worcester Bosch combi from the local firm Hartley Heating", "rationale": "The cheapest quote with the longest warranty, and the installer improved it further"}],
   "outcomes": ["The assistant suggested checking Gas Safe registration, warranty terms, what's included, boiler size and negotiating",
                "A magnetic filter and a smart thermostat are included"]}),
 ("2025-01-20", "Year 11 chemistry revision plan", [
   ("user", "I teach chemistry at a comprehensive in north Leeds. My Year 11 triple chemistry set, 27 students on AQA, did badly in the January mocks: only 15 got a grade 5 or above. "
            "Their weakest topics were quantitative chemistry and electrolysis. The first chemistry paper is in mid-May. Can you help me plan the run-up?"),
   ("assistant", "You've got roughly 16 teaching weeks, which is enough to move a lot of students up a grade. Here's a plan:\n"
                 "1. Start every lesson with a 10-minute retrieval quiz that mixes older topics with recent ones.\n"
                 "2. Re-teach quantitative chemistry (moles, concentrations, yield and atom economy) and electrolysis first, over the next four weeks.\n"
                 "3. Revisit every required practical, since practical questions make up a good share of the marks.\n"
                 "4. Set one exam-question homework a week from past papers, and go through the mark schemes together.\n"
                 "5. Run an after-school intervention group for the students on the 4/5 borderline.\n"
                 "6. Sit a full timed mock paper straight after Easter, and use the question-level results to plan the final weeks."),
   ("user", "Great. I'll run the intervention group on Wednesdays after school from 5 February and use Seneca for the retrieval homework. "
            "PS the new boiler finally went in on Friday 17 January, two days late because the flue kit hadn't arrived. The house is warm again!"),
   ("assistant", "Glad you're warm again! Keep the intervention group small, ideally under ten, so you can give each student feedback every week.")],
  {"summary": "The user's Year 11 chemistry class underperformed in the January mocks; the assistant built a revision plan up to the May exams, and the boiler was fitted a little late.",
   "procedures": [{"name": "Year 11 revision plan", "steps": ["Retrieval quiz to start each lesson", "Re-teach the weakest topics first", "Revisit the required practicals",
                   "Weekly exam-question homework with mark schemes", "After-school intervention for borderline students", "Timed mock after Easter"]}]}),
 ("2025-02-11", "Ofsted are in tomorrow", [
   ("user", "We've just had the call: Ofsted are in tomorrow and Thursday, the 12th and 13th, and science is one of the deep dives. The head's called an emergency briefing after school. "
            "The lead inspector is a Mr Graham Whitaker. I'm dreading them turning up in my Year 9 lesson. What actually happens in a deep dive, and what should I do tonight?"),
   ("assistant", "A deep dive usually follows a pattern:\n"
                 "1. A meeting with the subject lead about the curriculum: what's taught, in what order, and why.\n"
                 "2. Lesson visits, often alongside the subject lead.\n"
                 "3. Looking at students' books from the lessons they've seen.\n"
                 "4. Talking to students about what they've learnt and remember.\n"
                 "5. A meeting with the teachers in the department, including early-career teachers.\n"
                 "For tonight: don't rewrite your lessons. Teach what was planned, be ready to say where the lesson fits in the sequence, have your seating plans and SEND information to hand, and get some sleep."),
   ("user", "Helen, our head of science, is doing the curriculum meeting. I'll teach my normal Year 9 lesson on rates of reaction.")],
  {"summary": "The user's school had short notice of a two-day Ofsted inspection with science as a deep dive; the assistant explained what a deep dive involves and how to prepare the night before.",
   "outcomes": ["A deep dive covers a curriculum meeting, lesson visits, book looks, student conversations and a meeting with teachers",
                "The head of science leads the curriculum meeting"]}),
 ("2025-03-05", "Applying for head of science", [
   ("user", "Helen Brierley, our head of science, is retiring in July after 22 years, and the job's been advertised. It carries a TLR 1 worth £10,500 on top of my salary, and the closing date is Friday 14 March. "
            "I've been second in science for four years. The Ofsted report came out last week: we were graded good in all five areas, sixth form included, and the inspector said practical science was a strength, "
            "which helps because I led on practicals. How do I write the letter of application?"),
   ("assistant", "You're in a strong position. For the letter:\n"
                 "1. Map every point of the person specification to a piece of evidence.\n"
                 "2. Open with why you want to lead this department in particular.\n"
                 "3. Give two or three concrete impacts with numbers, like the practical programme Ofsted praised.\n"
                 "4. Set out your vision for the department's first year under you.\n"
                 "5. Keep it to two sides of A4.\n"
                 "6. Ask someone you trust on the senior team to read it before you send it."),
   ("user", "Sarah Lomax, the head, says interviews are on Thursday 27 March: a lesson observation, an in-tray exercise, a 10-minute presentation on my vision for science, and a panel interview. What should the presentation cover?"),
   ("assistant", "Ten minutes goes quickly. Cover:\n"
                 "1. Where the department is now, using the Ofsted findings and results.\n"
                 "2. Three priorities for the next two years.\n"
                 "3. How you'll measure whether they're working.\n"
                 "4. How you'll bring the team with you, especially the early-career teachers.\n"
                 "Finish on one concrete thing you'd do in your first half term.")],
  {"summary": "The user is applying to succeed the retiring head of science, after a good Ofsted report that praised practical science; the assistant helped with the letter and the interview presentation.",
   "procedures": [{"name": "Letter of application", "steps": ["Map the person specification to evidence", "Why this department", "Concrete impacts with numbers",
                   "First-year vision", "Two sides of A4", "Get it read"]}],
   "outcomes": ["The interview day has a lesson observation, an in-tray exercise, a presentation and a panel interview"]}),
 ("2025-03-24", "A new shed for the allotment", [
   ("user", "Storm Éowyn flattened the shed on my allotment back in January (I'm plot 23 at the Stainbeck Lane allotments) and I've finally got round to replacing it. "
            "The association's rules say sheds can be no bigger than 6ft by 8ft and need the site secretary's OK first. It's between a 6x4 pent shed from B&Q for £429 "
            "and a 6x8 apex from a local firm, Aire Valley Sheds, for £690 delivered and fitted. Which is better, and how do I stop this one blowing away?"),
   ("assistant", "The bigger apex shed is the better buy if the budget stretches, and fitting is included. To keep it standing:\n"
                 "1. Choose tongue-and-groove, pressure-treated cladding rather than thin overlap boards.\n"
                 "2. Build a level base of paving slabs, or a timber frame on ground spikes.\n"
                 "3. Fix the shed to the base with a shed anchor kit at each corner.\n"
                 "4. Use an EPDM rubber roof, or clout the felt down every few inches so the wind can't get under it.\n"
                 "5. Fit a gutter and a water butt, which saves carrying water too."),
   ("user", "Maureen Fisher, the site secretary, has signed it off. I'm getting the 6x8 apex: Aire Valley did it for £650 as long as I lay the slab base myself. "
            "My colleague Tom wants a plot too, but Maureen says there are 46 people on the waiting list, about three years' wait.")],
  {"summary": "The user replaced a storm-damaged allotment shed with a larger apex shed from a local firm, within the association's size limit and with the site secretary's approval; the plot waiting list is long.",
   "outcomes": ["The assistant suggested tongue-and-groove cladding, a level base, anchors, a rubber roof and a water butt",
                "The user lays the base and the firm fits the shed", "A colleague faces a wait of years for a plot"]}),
 ("2025-04-09", "Alfie's sixth-form choices", [
   ("user", "Good news first: I got the head of science job! I start on 1 September. Now, my son Alfie is 16 and in Year 11, with his own GCSEs starting in May. "
            "He's got an offer from our school's sixth form for A-levels in maths, physics and computer science, and one from Leeds City College for a T Level in Digital Production, Design and Development. "
            "The sixth form wants a 6 in maths and 6-6 in combined science, and he's predicted a 6 in maths. He can't decide. How can we help him?"),
   ("assistant", "Congratulations on the job! For Alfie:\n"
                 "1. A-levels keep the most doors open if he's thinking of university.\n"
                 "2. A T Level includes an industry placement of at least 315 hours, about 45 days, which is great experience, and it carries UCAS points too.\n"
                 "3. Go back to both places together and ask to sit in on a lesson.\n"
                 "4. Talk to current students at each.\n"
                 "5. Think about how he learns best: final exams or more coursework and projects.\n"
                 "6. He can accept both offers and make the final decision on results day."),
   ("user", "He loved the college open evening, but he's decided on the sixth form because he wants to do computer science at university. Dan's relieved.")],
  {"summary": "The user was appointed head of science from September; their son weighed A-levels at the school sixth form against a digital T Level at a college and chose the sixth form.",
   "decisions": [{"decision": "Alfie takes A-levels at the school sixth form", "rationale": "He wants to study computer science at university"}]}),
 ("2025-05-06", "Twisted knee on the allotment", [
   ("user", "I twisted my right knee digging over the potato bed on the bank holiday Monday. It's swollen and it hurts on the inside of the knee, especially going downstairs. "
            "My GP thinks it's a ligament sprain and has referred me for NHS physio, but the wait is 14 weeks. Headingley Physio can see me this week: £55 for the assessment and £48 for each follow-up. "
            "Should I go private, and what can I do in the meantime?"),
   ("assistant", "I can't give medical advice, but here's some general information:\n"
                 "1. For the first few days, rest it, use ice wrapped in a cloth for 15 to 20 minutes at a time, and keep it raised.\n"
                 "2. Once the pain allows, gentle bending and straightening helps stop it stiffening.\n"
                 "3. Check whether Leeds lets you self-refer to NHS musculoskeletal physio, which is sometimes quicker than a GP referral.\n"
                 "4. Going private mainly buys speed: a course of four to six sessions is typical for a sprain.\n"
                 "5. Get seen urgently if the knee locks, gives way, or you can't put weight on it."),
   ("user", "I've been. Priya at Headingley Physio says it's a grade 1 MCL sprain: six weekly sessions, exercises every day, and no digging for four weeks. Dan's been promoted to chief digger.")],
  {"summary": "The user sprained a knee digging on the allotment and, with a long NHS wait, started a course of private physio.",
   "outcomes": ["The assistant gave general advice on rest, ice, movement, self-referral and warning signs",
                "The physio diagnosed a mild ligament sprain and set a weekly course with no digging for a month"]}),
 ("2025-05-27", "Dan's 50th", [
   ("user", "My husband Dan turns 50 on Thursday 12 June. I'm planning a surprise party on Saturday 14 June in the upstairs room at the Golden Lion in Meanwood, where we met in 1998. "
            "About 60 people, with a buffet at £16 a head. He loves cycling, Leeds United and real ale. What should I get him?"),
   ("assistant", "Some ideas for a 50th:\n"
                 "1. A cycling weekend in the Yorkshire Dales, riding the climbs from the 2014 Tour de France Grand Départ.\n"
                 "2. A stadium tour or a hospitality ticket at Elland Road.\n"
                 "3. A brewing experience day at a local brewery, where he brews his own beer.\n"
                 "4. A photo book of his fifty years, with messages from friends and family.\n"
                 "5. A new bike computer, like a Garmin Edge.\n"
                 "For the surprise, give Alfie the job of getting him to the pub on some other pretext."),
   ("user", "I've booked him the brewing experience day. Bad news though: the pub double-booked the room, so the party's moved to Saturday 21 June. Alfie's making a slideshow. "
            "And the knee's much better: Priya signed me off after five sessions instead of six."),
   ("assistant", "Moving it a week later makes it even more of a surprise. Let everyone know the new date as soon as you can, and check the buffet numbers with the pub for the new date.")],
  {"summary": "The user is organising a surprise 50th birthday party for their husband at the pub where they met, chose a gift, and had to move the party a week; their knee has recovered.",
   "outcomes": ["The assistant suggested a Dales cycling weekend, an Elland Road tour, a brewing day, a photo book and a bike computer",
                "The user chose the brewing experience day", "The physio discharged the user early"]}),
 ("2025-07-01", "A week in Cornwall", [
   ("user", "Dan's party was brilliant: 72 turned up in the end and he genuinely had no idea. Now the holiday: we've booked a cottage in Mousehole from 2 to 9 August, £1,340 for the week. "
            "It's about seven hours' drive from Leeds, and Alfie is coming, under protest. What should we do while we're there?"),
   ("assistant", "West Cornwall has loads for a family with a teenager:\n"
                 "1. See a show at the Minack Theatre, the open-air theatre in the cliffs at Porthcurno; book ahead, as summer evenings sell out.\n"
                 "2. Walk to St Michael's Mount across the causeway at low tide; check the tide times.\n"
                 "3. Walk the South West Coast Path from Mousehole to Lamorna Cove.\n"
                 "4. Geevor Tin Mine at Pendeen, which has an underground tour and plenty of chemistry.\n"
                 "5. The Eden Project, about an hour's drive away.\n"
                 "For the drive, stop overnight near Bristol or Exeter rather than doing it in one go."),
   ("user", "Booked the Minack for Tuesday 5 August. Maureen, the site secretary, whose plot is next to mine, is watering the polytunnel tomatoes while we're away.")],
  {"summary": "After the husband's successful surprise party, the family planned a week's holiday in a Cornish fishing village, with a neighbour on the allotment looking after the plot.",
   "outcomes": ["The assistant suggested the Minack Theatre, St Michael's Mount, the coast path, Geevor Tin Mine and the Eden Project",
                "A Minack evening is booked"]}),
 ("2025-07-28", "Blight on the potatoes", [
   ("user", "Disaster on the plot: brown patches with a white fuzzy edge on the leaves of my King Edwards, and the stems are going black. We've had days of warm, muggy weather. "
            "Is it blight? My tomatoes are only a few feet away."),
   ("assistant", "That sounds very much like late blight, Phytophthora infestans, which thrives in warm, humid spells. Here's what to do:\n"
                 "1. Cut all the foliage down to the ground now.\n"
                 "2. Don't put the infected leaves on the compost heap: bag them up or take them to the tip.\n"
                 "3. Leave the tubers in the ground for two to three weeks so the skins set and the spores on the surface die off.\n"
                 "4. When you lift them, check each one and throw out any with brown, rotten patches.\n"
                 "5. Pick off any spotted tomato leaves and water at the base, keeping the leaves dry.\n"
                 "6. Next year, grow a blight-resistant variety such as Sarpo Mira, and sign up for Blightwatch alerts."),
   ("user", "Cut them all down tonight. We're off to Cornwall on Saturday so I'll lift them when we're back, and I've ordered Sarpo Mira seed potatoes for next year.")],
  {"summary": "The user's maincrop potatoes caught blight; they cut down the foliage and will lift the crop after the holiday, switching to a resistant variety next year.",
   "procedures": [{"name": "Dealing with potato blight", "steps": ["Cut the foliage to the ground", "Dispose of it away from the compost",
                   "Leave the tubers in for a few weeks", "Check tubers when lifting", "Protect the tomatoes", "Resistant variety and alerts next year"]}]}),
 ("2025-08-21", "GCSE results day", [
   ("user", "Results day! Alfie got a 7 in maths, 6-6 in combined science and a 6 in English, so his sixth-form place is confirmed. And my Year 11 chemistry set did us proud: "
            "22 of the 27 got a 5 or above. My first department meeting as head of science is on Tuesday 2 September. How should I present the results analysis?"),
   ("assistant", "Congratulations to Alfie, and to your class! For the meeting:\n"
                 "1. Start with the headline figures against last year and against targets.\n"
                 "2. Show results by class, framed as a team effort, not a league table of teachers.\n"
                 "3. Use AQA's Enhanced Results Analysis to pick out the questions and topics where students dropped marks.\n"
                 "4. Look at groups: disadvantaged students, SEND, boys and girls.\n"
                 "5. Say what worked and should be kept.\n"
                 "6. End with two or three priorities for the year."),
   ("user", "I'll lead with what worked: every student in the Wednesday intervention group got a 5 or better. "
            "I've also entered the Leeds Abbey Dash 10k in November for Age UK, knee permitting, with a fundraising target of £500.")],
  {"summary": "The user's son got the grades for his sixth-form place and the user's chemistry class improved a lot on the mocks; the assistant outlined a results analysis for the first department meeting.",
   "outcomes": ["The assistant suggested headline figures, results by class, question-level analysis, groups, what worked and priorities",
                "The user entered a charity 10k"]}),
 ("2025-09-16", "Teachers' Pension and the new TLR", [
   ("user", "I'm 48 and I've been in the Teachers' Pension Scheme since I started teaching in 2001. My last annual benefit statement says I've built up about £19,800 a year of pension so far. "
            "Now I'm on the head of science TLR my pensionable pay has gone up. I'd love to retire at 60. Should I be putting extra in?"),
   ("assistant", "I can't give financial advice, but here's how the scheme works for someone in your position:\n"
                 "1. Because you joined before 2007, your service up to 2015 is in the final salary section, which has a normal pension age of 60, so that part can be paid unreduced at 60.\n"
                 "2. Service from 2015 to 2022 was moved back into the final salary section under the McCloud remedy, and you'll choose at retirement which benefits to take for that period.\n"
                 "3. Your career average pension from 2022 is tied to your State Pension age, so taking it at 60 means an actuarial reduction.\n"
                 "4. You can buy Additional Pension, a fixed amount of extra pension a year, paid by lump sum or monthly.\n"
                 "5. Faster accrual lets you build career average pension more quickly in return for higher contributions.\n"
                 "6. The TLR counts as pensionable pay, so it already boosts your pension.\n"
                 "An independent financial adviser can model these for you."),
   ("user", "That helps a lot. I've decided to buy £1,000 a year of Additional Pension, paying monthly over five years, and I'm seeing Rachel Ong, an independent adviser my sister recommended, in October.")],
  {"summary": "The user asked how to retire at 60 from the Teachers' Pension Scheme now that a TLR has raised their pay; the assistant explained the final salary and career average sections and ways to top up.",
   "decisions": [{"decision": "Buy Additional Pension paid monthly, and see an independent financial adviser", "rationale": "To retire at 60 with less of a reduction"}]}),
 ("2025-10-14", "Alfie's driving lessons", [
   ("user", "Alfie turned 17 on Thursday 9 October and his provisional licence has arrived. A local instructor, Bev Marsh, charges £40 an hour or £370 for a block of ten. "
            "Dan wants to take him out for practice too. What do we need to sort out?"),
   ("assistant", "Here's the checklist:\n"
                 "1. Book his theory test: it's £23, and he'll need to pass it before booking the practical.\n"
                 "2. Practise hazard perception with the official DVSA app.\n"
                 "3. For private practice, the supervising driver must be at least 21 and have held a full licence for three years, and Alfie must be insured on the car.\n"
                 "4. If the car is leased or on finance, check the agreement allows learner drivers.\n"
                 "5. Put L plates on the front and back.\n"
                 "6. DVSA figures suggest learners need around 45 hours of lessons plus 22 hours of private practice, so combine both.\n"
                 "7. Book the practical test early, as waiting times are long."),
   ("user", "Booked a block of ten with Bev, and his theory test is on Monday 3 November. My lease company won't let learners drive the Niro, so Dan's adding him as a learner on his old Fiesta instead.")],
  {"summary": "The user's son turned 17 and is starting driving lessons with a local instructor, with private practice in the father's car.",
   "outcomes": ["The assistant covered the theory test, hazard perception, supervising driver rules, insurance, L plates and practice hours",
                "Alfie can't practise in the leased car"]}),
 ("2025-11-04", "The car lease is ending", [
   ("user", "The lease on my Kia Niro hybrid ends on 12 December. I'm thinking of going electric: my commute is 9 miles each way and we've got a driveway. "
            "The quotes are a Kia EV3 at £289 a month, an MG4 at £229 and a Skoda Elroq at £315, all three years, 8,000 miles a year, with a six-month initial payment. What should I think about?"),
   ("assistant", "An EV suits your driving well. Things to weigh up:\n"
                 "1. Compare the total cost: the initial payment plus the monthly payments over the whole term, not just the monthly figure.\n"
                 "2. Think about long trips like Cornwall: the long-range EV3 is rated at up to 375 miles, more than the others.\n"
                 "3. Check the mileage limit: with holidays, 8,000 miles a year may be tight, and excess mileage charges add up.\n"
                 "4. A home charger costs around £1,000 installed, and an overnight EV tariff makes charging much cheaper.\n"
                 "5. Before handing the Niro back, get any scuffs or alloy damage fixed, as end-of-lease damage charges are often more."),
   ("user", "Kia came down to £269 a month on the EV3, with the mileage raised to 10,000 a year. I pick it up on 10 December, and Octopus are fitting the charger on 28 November.")],
  {"summary": "The user's car lease is ending and they compared three electric cars; they chose one after the dealer improved the deal, and booked a home charger.",
   "decisions": [{"decision": "Lease a Kia EV3 for three years", "rationale": "The longest range for holiday trips, and the dealer cut the price and raised the mileage"}]}),
 ("2025-11-25", "Abbey Dash done, and a book club pick", [
   ("user", "I ran the Abbey Dash on Sunday! The knee held up fine: 1:04:37 for the 10k, and we raised £780 for Age UK, mostly from the staffroom. "
            "Now, it's my turn to choose the January book for our book club, eight of us who meet in Chapel Allerton. We did 'Tomorrow, and Tomorrow, and Tomorrow' in the autumn. Any ideas?"),
   ("assistant", "Congratulations on the run and the fundraising! Some book club picks:\n"
                 "1. 'Demon Copperhead' by Barbara Kingsolver: long, but it gives a group a lot to talk about.\n"
                 "2. 'Orbital' by Samantha Harvey, the 2024 Booker winner: short and quiet, a day on the International Space Station.\n"
                 "3. 'Lessons in Chemistry' by Bonnie Garmus, for the obvious reason.\n"
                 "4. 'Small Things Like These' by Claire Keegan, which is very short if everyone's busy over Christmas."),
   ("user", "Ha, they'd never let me live down Lessons in Chemistry. I'll go with Orbital.")],
  {"summary": "The user finished the charity 10k, beating their fundraising target, and chose the January book for their book club from the assistant's suggestions.",
   "outcomes": ["The assistant suggested Demon Copperhead, Orbital, Lessons in Chemistry and Small Things Like These", "The user chose Orbital"]}),
]

# (question, gold short answer), written before any run
QUESTIONS_17 = [
 ("Which firm put in our new boiler?", "Hartley Heating"),
 ("What make of boiler did we get?", "Worcester Bosch Greenstar 4000"),
 ("What did the new boiler cost me in the end?", "£2,650"),
 ("When did the new boiler actually go in?", "17 January 2025"),
 ("Why was the boiler fitting delayed?", "the flue kit hadn't arrived"),
 ("What was the first thing you suggested in my Year 11 revision plan?", "a 10-minute retrieval quiz at the start of every lesson"),
 ("Who was the lead inspector when Ofsted came?", "Graham Whitaker"),
 ("How did the school do in the Ofsted report?", "good in all five areas"),
 ("What's the head of science job worth on top of my salary?", "£10,500"),
 ("When did applications for head of science close?", "14 March 2025"),
 ("What's the head's name at my school?", "Sarah Lomax"),
 ("Who did I take over from as head of science?", "Helen Brierley"),
 ("What wrecked the old shed on my plot?", "Storm Éowyn"),
 ("What did I pay for the new shed?", "£650"),
 ("How many people are on the waiting list for a plot?", "46"),
 ("Which A-levels is Alfie taking?", "maths, physics and computer science"),
 ("What did the physio say was wrong with my knee?", "a grade 1 MCL sprain"),
 ("What's my physio called?", "Priya"),
 ("How many physio sessions did I have in the end?", "5"),
 ("When did Dan's 50th party actually happen?", "21 June 2025"),
 ("Why did Dan's party get moved?", "the pub double-booked the room"),
 ("How many people came to Dan's party?", "72"),
 ("What was the fourth present idea you gave me for Dan?", "a photo book"),
 ("Where did we stay in Cornwall?", "Mousehole"),
 ("Who looked after the allotment while we were in Cornwall?", "Maureen Fisher"),
 ("Which of my potatoes got blight?", "King Edward"),
 ("Can I compost the blighted potato tops?", "No"),
 ("What grade did Alfie get in maths?", "7"),
 ("How many of my Year 11 chemistry group got a 5 or above in the summer?", "22"),
 ("How much extra pension am I buying?", "£1,000 a year"),
 ("What's Alfie's driving instructor called?", "Bev Marsh"),
 ("When is Alfie's theory test?", "3 November 2025"),
 ("Is Alfie allowed to practise in my car?", "No"),
 ("How much is the new car lease a month?", "£269"),
 ("How much did I raise at the Abbey Dash?", "£780"),
]


def assistant_chats_8_at(folder):
    """The archive of CHATS_17 under `folder`; the Searcher over it."""
    return chats_archive(folder, "fefe", CHATS_17, "claude")


@pytest.fixture(scope="module")
def assistant_chats_8(tmp_path_factory):
    return assistant_chats_8_at(tmp_path_factory.mktemp("assistant8"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_17, "assistant 8")
