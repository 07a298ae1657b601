"""A fifteenth written archive of a user's chats with an AI assistant, in the user's own condensed
format, written blind with its questions and gold answers before any run on it, and without
reading the answer rules. It is not held out: it is read question by question. A secondary-school
chemistry teacher at Queensmuir High School in Glasgow, in her early forties, with a wife, Ailsa,
a staff nurse, a stepdaughter, Freya, fifteen, and a widowed father, Duncan, in Pollokshields,
chatting with Claude from January to December 2025: training for her first half marathon (the
Great Scottish Run) and a calf strain, renovating the kitchen of their Strathbungo tenement flat
(three quotes, a joiner, a change of worktop), applying for principal teacher of science,
her father's hearing aids and a fall, adopting a rescue greyhound, a week in Orkney, learning
Gaelic, joining a choir and a broken boiler, with facts the user updates later (a joiner's start
date, a hearing-aid price, a boiler price, the dog they adopt, a running partner, a target time,
a parkrun best, a number of physio sessions).
bench/answer_conversations.py asks every question ("assistant 15")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_38 = [
 ("2025-01-12", "Training for my first half marathon", [
   ("user", "New year, new madness: I've signed up for the Great Scottish Run half marathon on Sunday the 5th of October. I'm 42, I teach chemistry at Queensmuir High on the Southside, "
            "and until last spring the most running I did was after the bus. I've been doing Pollok parkrun most Saturdays since September and my best is 31:40. "
            "My colleague Shona, who teaches biology, has signed up too and we're going to train together. I'd honestly be happy with anything under two hours twenty. "
            "I bought proper shoes yesterday, Brooks Ghost, £125 from the running shop on Victoria Road. Where do I start?"),
   ("assistant", "Nine months is a very comfortable runway for a first half marathon from a parkrun base. A simple way to structure it:\n"
                 "1. Spend January to March building consistency: three runs a week, all at an easy, conversational pace.\n"
                 "2. Add a weekly long run and increase it by about a mile every week or two, with an easier week every fourth week.\n"
                 "3. Keep your total weekly distance rising by no more than about ten percent.\n"
                 "4. From May, make one run a week a little quicker: intervals or a steady tempo run.\n"
                 "5. Do two short strength sessions a week, especially calf raises, squats and lunges.\n"
                 "6. Follow a proper 16-week plan from mid-June, so you peak in September and taper into the race.\n"
                 "Parkrun can stay as your Saturday run; just don't race it every week."),
   ("user", "Shona and I will do Tuesdays and Thursdays after school round Queen's Park and I'll keep parkrun on Saturdays. Ailsa, my wife, has already threatened to make a sign for the finish.")],
  {"summary": "The user, a chemistry teacher at Queensmuir High in Glasgow, signed up for the Great Scottish Run half marathon on 5 October 2025 and will train with her colleague Shona; the assistant suggested building consistency, a growing long run, the ten percent rule, one faster run from May, strength work and a 16-week plan from June.",
   "procedures": [{"name": "Building up to a first half marathon", "steps": ["Three easy runs a week until March", "Add a weekly long run", "Keep weekly distance rising by no more than ten percent",
                   "One faster run a week from May", "Two short strength sessions a week", "Follow a 16-week plan from mid-June"]}],
   "decisions": [{"decision": "Run Tuesdays and Thursdays after school with Shona round Queen's Park, parkrun on Saturdays", "rationale": "Fits around teaching"},
                 {"decision": "Bought Brooks Ghost running shoes for £125", "rationale": "Proper shoes for half-marathon training"}],
   "outcomes": ["Parkrun best 31:40 at Pollok", "Target: under 2 hours 20"]}),
 ("2025-01-28", "Comparing kitchen quotes", [
   ("user", "We're finally doing the kitchen in our flat, a second-floor tenement in Strathbungo. It was last done in about 1994 and the units are falling apart. Our budget is £15,000. "
            "We've had three quotes: Clyde Kitchens £14,800 all in, Kelvin Interiors £17,500, and a local joiner, Gregor MacPhail, £11,200 for units, a solid oak worktop, fitting, tiling and taking the old one away. "
            "Gregor did my dad's bathroom in Pollokshields and Dad rates him, but his quote doesn't include any electrical work. How do I compare them fairly?"),
   ("assistant", "Three quotes is a good position to be in. To compare them like for like:\n"
                 "1. Put them side by side in a table and check each covers the same scope: units, worktop, appliances, tiling, plastering, electrics, plumbing and disposal.\n"
                 "2. Get the electrics priced separately by a registered electrician; old tenement wiring often needs new circuits for a modern kitchen.\n"
                 "3. Ask each firm for references and photos of recent jobs, ideally in other tenement flats.\n"
                 "4. Check they have public liability insurance, and ask whether anything needs a building warrant or factor's permission.\n"
                 "5. Agree a payment schedule tied to stages; avoid paying most of it up front.\n"
                 "6. Keep a contingency of ten to fifteen percent for surprises behind the old units."),
   ("user", "Number two is a good shout. Gregor knows an electrician he works with, so I'll ask for a price. If it comes in reasonable we'll go with Gregor: he can start on Monday the 14th of April, in the Easter holidays."),
   ("assistant", "Starting in the Easter holidays is sensible, as you'll be home to make decisions on the spot. Ask Gregor for a rough timeline too, so you know how long you'll be without a kitchen.")],
  {"summary": "The user is renovating the kitchen of her Strathbungo tenement flat on a £15,000 budget with quotes from Clyde Kitchens (£14,800), Kelvin Interiors (£17,500) and joiner Gregor MacPhail (£11,200 excluding electrics); the assistant suggested comparing scope, pricing the electrics separately, references, insurance and warrants, staged payments and a contingency.",
   "decisions": [{"decision": "Go with Gregor MacPhail if the electrician's price is reasonable", "rationale": "Cheapest quote and he did her dad's bathroom well"},
                 {"decision": "Planned start Monday 14 April", "rationale": "Easter holidays"}],
   "outcomes": ["Gregor's quote £11,200 includes a solid oak worktop but no electrics"]}),
 ("2025-02-16", "Applying for principal teacher of science", [
   ("user", "Alan Doig, our principal teacher of science, retires in June and the post has been advertised. The closing date is Friday the 28th of February. I've been at Queensmuir eleven years and I covered as acting PT for a term in 2023 when Alan was off after his operation. "
            "Our Higher Chemistry A to C rate was 87% last year, which is well above the authority average. I've never written a promoted-post application. Help?"),
   ("assistant", "You have a strong story to tell. Some tips for the application:\n"
                 "1. Go through the person specification line by line and give a concrete example for every point.\n"
                 "2. Lead with impact and evidence, like the 87% Higher Chemistry result and what you did to get it.\n"
                 "3. Make the most of your term as acting PT: budgets, timetabling, supporting staff.\n"
                 "4. Show you think about the whole faculty, biology and physics and the BGE years too, not just chemistry.\n"
                 "5. Mention your professional learning and anything you've led for colleagues.\n"
                 "6. Ask a trusted colleague to proofread it before you submit."),
   ("user", "Shona will proofread. Freya, my stepdaughter, says I should put 'survived teaching her National 5 chemistry revision at the kitchen table'. I won't.")],
  {"summary": "The user is applying for principal teacher of science at Queensmuir High after Alan Doig's retirement, closing 28 February 2025; the assistant suggested mapping examples to the person specification, leading with evidence such as her 87% Higher Chemistry A-C rate, her acting PT term, a faculty-wide view, professional learning and a proofread.",
   "outcomes": ["User has taught at Queensmuir for eleven years", "Acting PT for a term in 2023", "Higher Chemistry A-C rate 87%"]}),
 ("2025-03-09", "Calf strain at parkrun", [
   ("user", "Disaster. Yesterday at Pollok parkrun, about three kilometres in, I felt like someone had kicked me in the back of the left calf. I hobbled the rest. It's tight and sore on the stairs today, no big bruise. "
            "I'd got up to about twenty miles a week, including a nine-mile long run last Sunday. Probably too much too soon? What should I do?"),
   ("assistant", "That sounds like a calf strain. I can't diagnose it, so see someone if it's not improving, but in general:\n"
                 "1. Stop running for now; walking is fine as long as it doesn't hurt.\n"
                 "2. For the first couple of days use ice and gentle compression to settle the swelling.\n"
                 "3. Start gentle calf raises and stretches once you can do them without pain.\n"
                 "4. See a sports physio, who can grade the strain and give you a return plan.\n"
                 "5. Come back with walk-run intervals on the flat before any hills or speed.\n"
                 "6. When you build up again, respect the ten percent rule; going from 12 to 20 miles in a few weeks is a common trigger."),
   ("user", "I've booked Ross at Southside Physio for Wednesday. He's suggested four sessions at £45 each. Shona will have to do Thursday's run without me.")],
  {"summary": "The user strained her left calf at Pollok parkrun after building to 20 miles a week; the assistant suggested rest, ice and compression, gentle calf raises, a sports physio, walk-run intervals and the ten percent rule; she booked physio Ross at Southside Physio.",
   "decisions": [{"decision": "See Ross at Southside Physio, four sessions at £45", "rationale": "Grade the strain and get a return plan"}],
   "outcomes": ["Left calf strain at parkrun, about 3 km in"]}),
 ("2025-03-30", "Dad and his hearing aids", [
   ("user", "My dad, Duncan, is 83 and lives on his own in a flat in Pollokshields, ten minutes from us, since my mum died three years ago. He got NHS hearing aids at Gartnavel two years ago but they live in a drawer: "
            "he says they whistle, and with his arthritis he can't manage the tiny batteries. He's getting isolated, and he had the telly so loud on Sunday that his neighbour complained. "
            "A private audiologist on Kilmarnock Road, Hear Clearly, quoted £2,900 for a pair of rechargeable ones. Is that worth it, or is there a better first step?"),
   ("assistant", "Before spending nearly three thousand pounds, it's worth trying a few things:\n"
                 "1. Ask the NHS audiology department for a review; whistling is often just a poor fit of the dome or earmould and can be fixed.\n"
                 "2. Ask audiology about rechargeable hearing aids, so he doesn't have to handle tiny batteries at all.\n"
                 "3. Encourage him to wear them for short spells in quiet rooms first, building up over a few weeks.\n"
                 "4. Look at a TV listener or streaming device so he can hear the television without blasting it.\n"
                 "5. If the NHS route doesn't work, private aids are a reasonable choice; ask for a trial period and aftercare included in the price.\n"
                 "6. Talk to him about what he's missing, like conversations with Freya or hearing the minister at church, rather than about the aids."),
   ("user", "He's got an NHS review at Gartnavel on Tuesday the 22nd of April. If that doesn't sort the whistling, we'll go back to Hear Clearly.")],
  {"summary": "The user's father Duncan, 83, doesn't wear his NHS hearing aids because they whistle and the batteries are too small for his arthritic hands; Hear Clearly quoted £2,900 for private rechargeable aids; the assistant suggested an NHS review, asking about rechargeables, building up wear, a TV listener, private aids with a trial, and focusing on what he's missing.",
   "decisions": [{"decision": "Try an NHS audiology review at Gartnavel on 22 April first", "rationale": "Whistling may be a fit problem; private aids cost £2,900"}],
   "outcomes": ["Duncan lives alone in Pollokshields since the user's mum died three years ago"]}),
 ("2025-04-20", "Kitchen worktop: oak or quartz", [
   ("user", "Kitchen update: Gregor's start has moved. His last job in Dennistoun overran, so instead of the 14th he's starting this Tuesday, the 22nd. The electrician priced the new circuits and sockets at £1,300, so it's still in budget. "
            "Now Ailsa has cold feet about the solid oak worktop. She's a nurse and she says she's seen what happens to wood round a sink where people don't wipe up, meaning me. Gregor can do quartz instead, but it's £2,300 rather than the £1,150 for oak. "
            "Calf news, at least: Ross signed me off after three sessions, not four, and I'm back to easy running with compression calf sleeves. What do you think about the worktop?"),
   ("assistant", "Glad the calf is better. On the worktop, roughly:\n"
                 "1. Oak is warm and can be sanded back, but it needs oiling every few months and water round the sink and dishwasher will mark or rot it if it's left.\n"
                 "2. Quartz is hard-wearing and non-porous and needs almost no maintenance, but it's dearer and can be damaged by very hot pans.\n"
                 "3. A compromise is quartz round the sink and hob with oak elsewhere, though two materials can look busy in a small tenement kitchen.\n"
                 "4. Think about who does the wiping honestly; the best worktop is the one that suits how you actually live.\n"
                 "Your total with quartz would be about £13,650, still inside your £15,000."),
   ("user", "Ha, number four wins it for Ailsa. Quartz it is, the whole way round.")],
  {"summary": "The user's joiner Gregor MacPhail moved his start from 14 April to 22 April 2025 because a previous job overran; the electrics cost £1,300; Ailsa wanted quartz instead of oak because of water round the sink, costing £2,300 instead of £1,150; the calf recovered after three physio sessions.",
   "decisions": [{"decision": "Quartz worktop instead of solid oak", "rationale": "Ailsa worried oak would be damaged by water round the sink"}],
   "outcomes": ["Gregor starts 22 April", "Electrics £1,300", "Ross signed her off after three sessions", "Bought compression calf sleeves"]}),
 ("2025-05-18", "Adopting a retired greyhound", [
   ("user", "The kitchen is done! Gregor finished on Friday, and with the electrics and the quartz it came to £13,650, so under budget. Freya has declared the new kitchen 'actually nice'. "
            "Next project: a dog. We've applied to the Clydeside Greyhound Trust and they've matched us with Bramble, a four-year-old brindle girl who raced at Shawfield. The adoption fee is £200 and the home check is on Tuesday. "
            "We've bought a big memory-foam bed and a martingale collar already. One thing: we have a cat, Tattie, who is eleven and not impressed by anything. What do we need to know?"),
   ("assistant", "Congratulations on the kitchen. Retired greyhounds make lovely pets. A few things to know:\n"
                 "1. Ask the trust whether Bramble has been cat-tested; many greyhounds have a strong chase instinct and the trust will know.\n"
                 "2. Plan a very quiet first fortnight; many ex-racers have never lived in a house, seen stairs or glass doors.\n"
                 "3. Keep her on the lead outside an enclosed area; they can reach forty miles an hour and may not come back.\n"
                 "4. Give her a space of her own where nobody, including Tattie, bothers her.\n"
                 "5. They feel the cold, so get a coat for the winter.\n"
                 "6. Introduce her to Tattie slowly, muzzled, with Tattie able to escape upstairs or up high."),
   ("user", "Good question about the cat testing. I'll ask at the home check.")],
  {"summary": "The user's kitchen was finished for £13,650; she and Ailsa applied to adopt Bramble, a four-year-old greyhound, from the Clydeside Greyhound Trust (fee £200); the assistant suggested checking she is cat-tested, a quiet first fortnight, keeping her on the lead, her own space, a winter coat and slow introductions to their cat Tattie.",
   "decisions": [{"decision": "Adopt a retired greyhound from the Clydeside Greyhound Trust", "rationale": "Family wants a dog"}],
   "outcomes": ["Kitchen finished for £13,650", "Bought a memory-foam bed and a martingale collar", "Home check on Tuesday"]}),
 ("2025-06-08", "Preparing for the PT interview", [
   ("user", "I've been shortlisted for principal teacher of science! The interview is on Thursday, with a ten-minute presentation on 'raising attainment in the senior phase' and then a panel with the head teacher, a depute and someone from the council. "
            "Also, the dog: Bramble failed the cat test at the kennels, so she's gone to a home without cats. The trust matched us with Moss instead, a five-year-old black boy who lived with cats in his foster home. "
            "He came home the Saturday before last and he's already claimed the sofa. Tattie is sulking on top of the fridge. How do I prepare for the interview?"),
   ("assistant", "Congratulations on the shortlisting, and welcome Moss. For the interview:\n"
                 "1. Build the presentation round three clear points, with one concrete example from your own department for each.\n"
                 "2. Use your own data, like the 87% Higher Chemistry result, and say honestly where the gaps are.\n"
                 "3. Time it to nine minutes so you're not cut off.\n"
                 "4. Prepare answers for the standard questions: supporting a struggling colleague, self-evaluation, managing a budget and a difficult parent.\n"
                 "5. Have two questions ready for the panel about the school's priorities.\n"
                 "6. Practise out loud to someone who will interrupt you."),
   ("user", "Freya has volunteered to be the interrupting panel member. She's very good at it.")],
  {"summary": "The user was shortlisted for principal teacher of science with an interview and presentation on Thursday 12 June 2025; Bramble failed the cat test so they adopted Moss, a five-year-old black greyhound, instead; the assistant gave interview preparation tips.",
   "decisions": [{"decision": "Adopted Moss instead of Bramble", "rationale": "Bramble wasn't safe with cats and they have Tattie"}],
   "outcomes": ["Moss came home on 31 May 2025", "Interview with a ten-minute presentation on raising attainment in the senior phase"]}),
 ("2025-06-29", "A week in Orkney", [
   ("user", "I got the job! They phoned me the morning after the interview to offer it, and I start as PT science when we go back in August. "
            "Now a holiday: we're driving up to Scrabster on Saturday the 19th of July for the ferry to Stromness, a week in a cottage in Stromness, £780, back on Saturday the 26th. Ailsa, Freya and me. "
            "Ailsa's sister Kirsty is having Moss, and Dad says it's too far for his knees. Freya is into history and I'm into rocks. What shouldn't we miss?"),
   ("assistant", "Congratulations on the job! Orkney will suit both of you. Some highlights:\n"
                 "1. Skara Brae, the Neolithic village on the Bay of Skaill.\n"
                 "2. The Ring of Brodgar and the Stones of Stenness, ideally at sunset.\n"
                 "3. Maeshowe chambered cairn, but book the timed tour well in advance because it sells out.\n"
                 "4. The Italian Chapel on Lamb Holm, built by prisoners of war.\n"
                 "5. The cliffs at Yesnaby, which are great for the geology.\n"
                 "6. The ferry to Hoy to see the Old Man of Hoy, if the weather's clear.\n"
                 "7. Kirkwall, for St Magnus Cathedral and the Orkney Museum."),
   ("user", "Freya wants Skara Brae and Maeshowe. I want Yesnaby. I'll book Maeshowe this week.")],
  {"summary": "The user got the principal teacher of science job and is going to Orkney with Ailsa and Freya from 19 to 26 July 2025, ferry from Scrabster to Stromness and a £780 cottage; the assistant suggested Skara Brae, the Ring of Brodgar, Maeshowe (book ahead), the Italian Chapel, Yesnaby, Hoy and Kirkwall.",
   "decisions": [{"decision": "Kirsty looks after Moss during the trip", "rationale": "Dog can't come on holiday"}],
   "outcomes": ["Offered the PT job the morning after the interview", "Starts as PT science in August"]}),
 ("2025-07-30", "Dad's fall", [
   ("user", "Orkney was magic: Skara Brae, the Italian Chapel, the Ring of Brodgar at sunset and a boat over to Hoy. Maeshowe was sold out by the time I got round to booking, entirely my own fault. "
            "But the day after we got back, Sunday night, Dad fell in his kitchen and couldn't get up for about an hour until his neighbour heard him shouting. He broke his left wrist and had a night in the Queen Elizabeth. "
            "He's got a cast on for six weeks. The good news is he's wearing his hearing aids now: the NHS review didn't fix the whistling, so he bought the rechargeable ones from Hear Clearly after all, and they came down to £2,650. "
            "Ailsa says we need to stop this happening again. What should we do?"),
   ("assistant", "I'm sorry, that must have been frightening for all of you. Things that reduce the risk of another fall:\n"
                 "1. Get him a community alarm pendant, so he can call for help if he can't get up; Glasgow's telecare service can arrange one.\n"
                 "2. Ask for an occupational therapy home assessment.\n"
                 "3. Ask his GP for a medication review, especially blood pressure tablets that can cause dizziness.\n"
                 "4. Remove trip hazards such as loose rugs and trailing cables.\n"
                 "5. Fit grab rails where he needs them and improve the lighting, including night lights for the route to the toilet.\n"
                 "6. Look into a strength and balance class once the wrist has healed."),
   ("user", "The OT is coming next week. He'll fight us on the rug in the hall, it was Mum's.")],
  {"summary": "Back from Orkney (Skara Brae, the Italian Chapel, the Ring of Brodgar, Hoy; Maeshowe was sold out), the user's father Duncan fell on 27 July 2025, broke his left wrist and stayed a night in the Queen Elizabeth; he bought private hearing aids for £2,650; the assistant suggested an alarm pendant, an OT assessment, a medication review, removing trip hazards, grab rails and lighting, and a balance class.",
   "procedures": [{"name": "Reducing the risk of falls at home", "steps": ["Community alarm pendant", "Occupational therapy assessment", "GP medication review",
                   "Remove trip hazards such as loose rugs", "Grab rails and better lighting", "Strength and balance class"]}],
   "outcomes": ["Missed Maeshowe because it was sold out", "Duncan broke his left wrist", "Duncan bought Hear Clearly rechargeable aids for £2,650"]}),
 ("2025-08-24", "Learning Gaelic", [
   ("user", "I started learning Gaelic on Duolingo on New Year's Day and I'm on a 236-day streak. My mum, Peigi, was from Lewis and Gaelic was her first language; she used to sing to us in it. "
            "Dad picked up a fair bit from her and lights up when I try it on him. I want to get past app Gaelic, so I've signed up for a ten-week Tuesday evening class at the Southside Community Hub, £95, starting on the 2nd of September. "
            "Running's going well too: new parkrun PB yesterday, 28:55! Shona has had to pull out of the half because she's pregnant, due in March, so I'm doing long runs with Jackie from Southside Striders now. "
            "I treated myself to a Garmin Forerunner watch for £229. And the first week as PT went fine, if busy. What else can I use for Gaelic?"),
   ("assistant", "That's a lovely reason to learn, and 236 days is serious commitment. Some things to add alongside the class:\n"
                 "1. The LearnGaelic website, which has free structured courses and a dictionary with audio.\n"
                 "2. The Speak Gaelic course and its videos, which are aimed at adult learners.\n"
                 "3. BBC Alba programmes with subtitles, for listening to natural speech.\n"
                 "4. Radio nan Gàidheal in the background while you mark.\n"
                 "5. A regular short conversation with your dad, even ten minutes a week.\n"
                 "6. Gaelic songs: they're how many learners fix vocabulary, and it connects with your mum's singing."),
   ("user", "Number five is the plan. Dad has promised to speak to me only in Gaelic on Sundays. We'll see how long that lasts.")],
  {"summary": "The user has learned Gaelic on Duolingo since 1 January 2025 because her late mother Peigi was a Gaelic speaker from Lewis, and joined a ten-week £95 evening class; she set a parkrun PB of 28:55, now runs with Jackie from Southside Striders since Shona is pregnant, and bought a Garmin Forerunner; the assistant suggested LearnGaelic, Speak Gaelic, BBC Alba, Radio nan Gàidheal, talking with her dad and Gaelic songs.",
   "decisions": [{"decision": "Ten-week Tuesday Gaelic class at the Southside Community Hub for £95", "rationale": "Get past app Gaelic"},
                 {"decision": "Speak Gaelic with Dad on Sundays", "rationale": "Regular conversation practice"}],
   "outcomes": ["236-day Duolingo streak", "Parkrun PB 28:55", "Shona pulled out of the half marathon; long runs with Jackie", "Bought a Garmin Forerunner watch for £229", "Started as PT science"]}),
 ("2025-09-14", "Tapering for the half marathon", [
   ("user", "Three weeks to the Great Scottish Run! I did twelve miles with Jackie last Sunday and felt strong, so I'm changing my goal: I'm now aiming for under two hours ten. "
            "Dad's cast came off on the 8th and his wrist is stiff but fine. How should I taper?"),
   ("assistant", "Twelve miles feeling strong three weeks out is a great sign. For the taper:\n"
                 "1. Cut your weekly distance by roughly a quarter each week for the last three weeks.\n"
                 "2. Keep a little pace work, but make the efforts shorter.\n"
                 "3. Make next Sunday's long run your last longer one, about ten miles.\n"
                 "4. Nothing new on race day: no new shoes, kit, breakfast or gels.\n"
                 "5. Practise your race-day breakfast and gels on your next long run.\n"
                 "6. Prioritise sleep in the last week, especially the two nights before.\n"
                 "7. Plan how you'll get to the start and where Ailsa and Freya will stand.\n"
                 "For under 2:10 you need about 9:55 per mile, so start a touch slower than that."),
   ("user", "Ailsa and Freya are going to be at mile eleven with the sign. Freya won't tell me what's on it.")],
  {"summary": "The user is tapering for the Great Scottish Run on 5 October 2025 after a 12-mile long run with Jackie and changed her goal to under 2 hours 10; her father's cast came off on 8 September; the assistant gave taper advice.",
   "procedures": [{"name": "Half-marathon taper", "steps": ["Cut weekly distance by about a quarter each week", "Keep short pace work", "Last long run about ten miles",
                   "Nothing new on race day", "Practise race-day breakfast and gels", "Prioritise sleep", "Plan getting to the start"]}],
   "outcomes": ["Target changed to under 2 hours 10", "Duncan's cast off on 8 September"]}),
 ("2025-10-12", "Joining a choir", [
   ("user", "I DID IT. Last Sunday I ran the Great Scottish Run in 2:09:48! Freya's sign said 'Run like there's a fire drill'. I cried at mile eleven. "
            "Now that I've got my Sunday mornings back, I've joined the Strathbungo Community Choir. Rehearsals are Wednesday evenings, half seven till nine, in the church hall on Queen's Drive, £60 a term. I'm an alto apparently. "
            "We're learning Caledonia and a Gaelic song, Fear a' Bhàta, for the Christmas concert on Saturday the 20th of December. I can't read music well. Any tips? "
            "Oh and Dad's flat is sorted: he's got the community alarm pendant, the OT had grab rails put in by the bath and the back door, and he finally let us lift the hall rug."),
   ("assistant", "Congratulations, and under your target too! For a new choir singer who doesn't read music well:\n"
                 "1. Record your alto line at rehearsal on your phone and sing along to it during the week.\n"
                 "2. Sit next to a confident alto and listen more than you sing for the first few weeks.\n"
                 "3. Learn to follow the shape of the notes on the page, up and down, before worrying about note names.\n"
                 "4. Mark your music in pencil: breaths, tricky entries, dynamics.\n"
                 "5. Warm up your voice before rehearsal, even humming in the car.\n"
                 "6. Ask your dad to help with the Gaelic pronunciation of Fear a' Bhàta."),
   ("user", "Dad's already correcting my vowels. He's also coming to the concert, with his new hearing aids in.")],
  {"summary": "The user ran the Great Scottish Run on 5 October 2025 in 2:09:48, joined the Strathbungo Community Choir (Wednesday evenings, £60 a term, alto) rehearsing Caledonia and Fear a' Bhàta for a concert on 20 December; her father now has an alarm pendant, grab rails and the hall rug removed; the assistant gave tips for singing without reading music well.",
   "decisions": [{"decision": "Join the Strathbungo Community Choir as an alto", "rationale": "Sunday mornings free after the race"}],
   "outcomes": ["Half marathon time 2:09:48", "Duncan has a community alarm pendant, grab rails by the bath and back door, hall rug lifted"]}),
 ("2025-11-20", "Boiler broke", [
   ("user", "Our boiler died on Monday morning, no heating and no hot water, in November, brilliant. It's a combi, fourteen years old. Kenny Baird from Baird Heating came out: the fan and the circuit board have gone. "
            "He says he can repair it for £380 but the parts are hard to get for a boiler that age and he wouldn't guarantee it, or he can fit a new combi for £3,400 with a ten-year warranty. "
            "Freya is showering at the gym and Moss is wearing the new fleece-lined coat I bought him, £38, indoors. Dad has offered his spare room. What would you do?"),
   ("assistant", "A fourteen-year-old boiler with a failed fan and board is usually near the end of its life. Things to weigh up:\n"
                 "1. Get a second quote for a replacement, so you know £3,400 is fair.\n"
                 "2. Compare the warranties: a ten-year warranty on a new boiler against no guarantee on the repair.\n"
                 "3. Check Home Energy Scotland for any grants or interest-free loans you might qualify for.\n"
                 "4. A heat pump is worth asking about, but in a second-floor tenement flat it's rarely practical.\n"
                 "5. Ask for a system flush and a magnetic filter with a new boiler, to protect it.\n"
                 "6. In the meantime, borrow or buy a couple of oil-filled radiators."),
   ("user", "We're going to replace it. Spending £380 on something that might die again in January feels daft. Kenny can fit it on the 2nd of December.")],
  {"summary": "The user's fourteen-year-old combi boiler failed on 17 November 2025; Kenny Baird of Baird Heating quoted £380 for an unguaranteed repair or £3,400 for a new combi with a ten-year warranty; the assistant suggested a second quote, comparing warranties, Home Energy Scotland, a heat pump check, a flush and filter and temporary heaters; they chose to replace it.",
   "decisions": [{"decision": "Replace the boiler rather than repair it", "rationale": "Fourteen years old, parts hard to get, repair not guaranteed"}],
   "outcomes": ["New boiler to be fitted on 2 December", "Bought Moss a fleece-lined coat for £38"]}),
 ("2025-12-14", "Christmas present for Dad", [
   ("user", "We have heat! Kenny fitted the new boiler on the 2nd and it came to £3,150 in the end, because he could reuse the old flue. "
            "Choir concert is on Saturday and we've added In the Bleak Midwinter, which the altos are finding hard. Dad's coming to ours for Christmas Day with Ailsa, Freya and me, and Moss will try to steal his turkey. "
            "What should I get Dad? He's 83, doesn't want 'stuff', and has all the socks in Glasgow."),
   ("assistant", "Some ideas for someone who doesn't want more things:\n"
                 "1. A photo book of your mum's family photos from Lewis, with captions in Gaelic and English that you write together.\n"
                 "2. A day trip with you somewhere he loves, booked for the spring.\n"
                 "3. A subscription to a Gaelic or local history magazine.\n"
                 "4. Tickets for the two of you to a Gaelic concert at Celtic Connections in January.\n"
                 "5. A regular Sunday lunch out together, as a voucher you make yourself.\n"
                 "6. A digital photo frame that you and Freya can add pictures to from your phones."),
   ("user", "The photo book, definitely. There's a box of Mum's photos from Stornoway in his hall cupboard. I'll sneak them out.")],
  {"summary": "The user's new boiler was fitted on 2 December 2025 for £3,150; the choir added In the Bleak Midwinter for the concert; her father comes for Christmas Day; the assistant suggested a photo book of her mother's Lewis photos, a day trip, a magazine subscription, Celtic Connections tickets, Sunday lunches and a digital photo frame; she chose the photo book.",
   "decisions": [{"decision": "Give Dad a photo book of Mum's Lewis photos", "rationale": "He doesn't want more things"}],
   "outcomes": ["Boiler fitted for £3,150, reusing the old flue", "Choir added In the Bleak Midwinter"]}),
]

# (question, gold short answer), written before any run
QUESTIONS_38 = [
 # single-hop facts
 ("What's my wife's name?", "Ailsa"),
 ("What's my stepdaughter called?", "Freya"),
 ("Which joiner did we get for the kitchen?", "Gregor MacPhail"),
 ("What's our greyhound called?", "Moss"),
 ("What was the third thing you suggested for comparing the kitchen quotes?", "ask for references and photos of recent jobs"),
 ("What was the second thing you suggested for Dad's hearing aids?", "ask audiology about rechargeable hearing aids"),
 ("What was the fourth thing you suggested to stop Dad falling again?", "remove trip hazards such as loose rugs"),
 ("What was the fifth thing you suggested for my half marathon taper?", "practise race-day breakfast and gels on a long run"),
 # temporal
 ("When did I strain my calf?", "8 March 2025"),
 ("When did Gregor start work on the kitchen?", "22 April 2025"),
 ("When did Moss come home?", "31 May 2025"),
 ("When was I offered the principal teacher job?", "13 June 2025"),
 ("When did Dad fall?", "27 July 2025"),
 ("When did the boiler break?", "17 November 2025"),
 ("When did I start learning Gaelic on Duolingo?", "1 January 2025"),
 # lists over several sessions
 ("What running kit have I bought?", "Brooks Ghost shoes, compression calf sleeves, Garmin Forerunner watch"),
 ("What did we see in Orkney?", "Skara Brae, the Italian Chapel, the Ring of Brodgar, Hoy"),
 ("What have we bought for Moss?", "memory-foam bed, martingale collar, fleece-lined coat"),
 ("What's been done at Dad's flat since his fall?", "community alarm pendant, grab rails by the bath and back door, hall rug lifted"),
 ("What songs has my choir been learning?", "Caledonia, Fear a' Bhàta, In the Bleak Midwinter"),
 # inference / would-questions
 ("Could I go to a Wednesday evening pub quiz in November?", "Probably not, because choir rehearses on Wednesday evenings"),
 ("If we went back to Orkney, should I book Maeshowe early?", "Likely yes, because it was sold out last time"),
 ("Would Dad manage hearing aids with tiny batteries?", "Probably not, because his arthritis makes them hard to handle"),
 # counts and amounts
 ("How much did the kitchen cost in the end?", "£13,650"),
 ("How much more did the quartz worktop cost than oak?", "£1,150"),
 ("How much did Dad pay for his new hearing aids?", "£2,650"),
 ("What was my half marathon time?", "2:09:48"),
 ("How many physio sessions did I have for my calf?", "3"),
 # yes/no
 ("Did I get the principal teacher job?", "Yes"),
 ("Did we get into Maeshowe?", "No"),
 ("Did Dad break anything when he fell?", "Yes"),
 ("Did I beat my target time in the half marathon?", "Yes"),
 # why
 ("Why did we change the worktop to quartz?", "Ailsa worried oak would be damaged by water round the sink"),
 ("Why didn't we adopt Bramble?", "she failed the cat test and we have a cat, Tattie"),
 ("Why did we replace the boiler instead of repairing it?", "it was 14 years old, parts were hard to get and the repair wasn't guaranteed"),
 ("Why am I learning Gaelic?", "my late mum Peigi was a Gaelic speaker from Lewis"),
 # latest value of something that changed
 ("Who do I do my long runs with now?", "Jackie from Southside Striders"),
 ("What's my parkrun PB?", "28:55"),
 ("What was my target time for the half marathon?", "under 2 hours 10"),
 ("How much did the new boiler cost?", "£3,150"),
]


def assistant_chats_15_at(folder):
    """The archive of CHATS_38 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a15c", CHATS_38, "claude")


@pytest.fixture(scope="module")
def assistant_chats_15(tmp_path_factory):
    return assistant_chats_15_at(tmp_path_factory.mktemp("assistant15"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_38, "assistant 15")


def test_the_archive_finds_the_joiner(assistant_chats_15):
    assert assistant_chats_15.search("Gregor MacPhail").results
