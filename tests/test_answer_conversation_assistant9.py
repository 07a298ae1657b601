"""A tenth written archive of a user's chats with an AI assistant, in the user's own condensed
format, written blind with its questions and gold answers before any run on it, and without
reading the answer rules: it is held out. Measured once, before any tuning on it (a37dc01:
0.294). A Glasgow bus driver in his early fifties who is
restoring an old VW camper, with a wife, Morag, a grown-up daughter, Eilidh, a son, Jamie, a
border collie, Skye, and a cat, Tattie, chatting with ChatGPT from February 2024 to March
2025: buying a 1986 T25 camper and its rust, welding and engine rebuild, back pain from the
bus seat, the dog's hips and hydrotherapy, the daughter's wedding and the father of the bride
speech, the North Coast 500, a solar panel, the wife's 50th in Seville, standing for shop
steward and a first disciplinary hearing, a failed MOT, winter storage and an Outer Hebrides
trip, with facts the user updates later (a camper price haggled down, a welding bill, an
engine bill, a wedding date and headcount, a storage price, a number of hydrotherapy
sessions, a flight date).
bench/answer_conversations.py asks every question ("assistant 9")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_22 = [
 ("2024-02-10", "Looking at an old VW camper", [
   ("user", "I've wanted a VW camper since I was a boy and I think this is finally the year. I'm 51, I drive buses for First Glasgow, and my wife Morag thinks I'm daft. "
            "I've found a 1986 VW T25 Devon Moonraker on Gumtree, in Dumfries: blue and white, 112,000 miles, the 1.9 petrol waterboxer engine, pop-top roof, asking £6,500. "
            "The seller says it has 'some rust'. I'm going down to see it on Saturday. What should I check?"),
   ("assistant", "Exciting! As an AI I haven't crawled under a T25 myself, but rust is the big one with these vans, so here's the usual checklist:\n"
                 "1. Get underneath and check the chassis rails, outriggers and jacking points for rot; structural rust is the expensive kind.\n"
                 "2. Check the sills, the bottoms of the doors, the wheel arches and the front panel under the windscreen.\n"
                 "3. Lift the cab mats and check the floor and the battery tray under the driver's seat.\n"
                 "4. Look for coolant leaks and white, milky gunk under the oil filler cap: the waterboxer is known for head gasket trouble.\n"
                 "5. Put the pop-top up: check the canvas for mould and tears and that the roof locks down properly.\n"
                 "6. Look up the MOT history online with the registration, and ask for the receipts.\n"
                 "7. If you can, take someone who knows T25s, or ask on the Club 80-90 forum first.\n"
                 "Don't be afraid to walk away: there are plenty of T25s, and a rotten one will cost you more than the asking price to fix."),
   ("user", "Went down with my son Jamie, who's 19 and doing mechanical engineering at Strathclyde. The MOT history had advisories for corrosion on both sills and the rear wheel arches, "
            "and there's a bit of white gunk under the oil cap. I offered £5,500 and we settled on £5,800. Drove her home up the M74 without a hiccup! Morag has named her Bluebell, so I think she's coming round."),
   ("assistant", "Congratulations on Bluebell! Two things to do straight away: get classic vehicle insurance on an agreed value, and keep an eye on the coolant level. "
                 "The gunk under the cap can just be condensation from short trips, but if the coolant keeps dropping it points to the head gasket.")],
  {"summary": "The user, a bus driver, bought a 1986 VW T25 Devon camper from a private seller in Dumfries after checking it over with his son, and haggled the price down because of rust advisories.",
   "decisions": [{"decision": "Buy the T25 Devon Moonraker", "rationale": "A lifelong ambition; the rust advisories got the price down"}],
   "outcomes": ["The assistant gave a viewing checklist: chassis and outriggers, sills and arches, floor and battery tray, head gasket signs, pop-top, MOT history, an expert along",
                "The camper is called Bluebell"]}),
 ("2024-02-27", "Welding quotes and insurance for the camper", [
   ("user", "Two quotes for the welding on Bluebell's sills and rear wheel arches:\n"
            "- MacPhail Motors in Paisley: £1,450, plating over the bad bits\n"
            "- Bay & Box Restorations in Falkirk, a T25 specialist: £1,900, cutting out the rot and letting in new panels, with cavity wax after\n"
            "Also, Adrian Flux have quoted £312 a year for classic insurance, agreed value £7,000, limited to 5,000 miles a year. Which welder?"),
   ("assistant", "I'd lean towards the specialist. Here's why, and how to keep the rust away afterwards:\n"
                 "1. Cutting out the rot and welding in new metal lasts; plates welded over rust trap moisture and it comes back within a few years.\n"
                 "2. Ask what repair panels they use: good-quality pressings fit better and need less filler.\n"
                 "3. Get the inside of the sills and box sections treated with a cavity wax such as Dinitrol or Waxoyl.\n"
                 "4. Underseal the repaired areas, but not over existing rust.\n"
                 "5. Ask for photos of the work in progress, so you can see what was found under the paint.\n"
                 "The insurance sounds reasonable for a classic: agreed value means you get £7,000 if she's written off, not a market guess."),
   ("user", "Booked Bay & Box. Bluebell goes in on 18 March for about three weeks. Took the Adrian Flux insurance too.")],
  {"summary": "The user compared two welding quotes for the camper's sills and arches and chose the T25 specialist, and took out classic insurance.",
   "decisions": [{"decision": "Bay & Box Restorations do the welding", "rationale": "Cutting out and new panels last longer than plating over"}],
   "outcomes": ["The assistant advised proper repairs, good panels, cavity wax, underseal and progress photos", "Classic insurance on an agreed value"]}),
 ("2024-03-19", "Back pain from driving the bus", [
   ("user", "I've been driving buses for 22 years, out of the Caledonia depot, and my lower back has started giving me real grief, especially after a split shift on the 38. "
            "From April we're moving to a new rota of four ten-hour days on and three off, which I'm dreading. Any advice? "
            "PS Bluebell went into Bay & Box yesterday for her welding."),
   ("assistant", "I'm not a doctor, so do see your GP if it carries on, but here are some general things that help professional drivers:\n"
                 "1. Set the seat up properly at the start of every shift: hips slightly higher than your knees, and the lumbar support into the curve of your back.\n"
                 "2. If the seat's lumbar support isn't enough, use a lumbar roll or a rolled-up towel.\n"
                 "3. Get out of the cab and walk about at every stand time, even for two minutes.\n"
                 "4. Stretch before and after a shift: knee-to-chest, cat-cow and a hamstring stretch.\n"
                 "5. Build up your core strength with things like planks and bridges on your days off.\n"
                 "6. Ask your occupational health service for an assessment; bus companies usually have one.\n"
                 "7. See a doctor promptly if the pain runs down your leg or you get numbness or tingling."),
   ("user", "Occupational health have referred me to a physio for six sessions, and I've bought a lumbar roll.")],
  {"summary": "The user, a long-serving bus driver, has lower back pain made worse by split shifts and a coming ten-hour rota; the assistant gave general advice and he was referred to physio.",
   "outcomes": ["The assistant suggested seat set-up, a lumbar roll, walking at stand time, stretches, core strength, occupational health and warning signs",
                "Occupational health referred the user to physio"]}),
 ("2024-04-09", "Skye is limping", [
   ("user", "Our border collie Skye, who's 9, has been limping on her back left leg after walks. The vet at Kelvin Vets says it's early hip dysplasia with some arthritis. "
            "She's put her on Metacam and recommended hydrotherapy at Paws & Splash in Kirkintilloch, £38 a session, eight sessions to start with. "
            "She also says Skye is 24kg and needs to lose 3 kilos. What else can we do for her?"),
   ("assistant", "Poor Skye. Alongside what your vet has said:\n"
                 "1. Weight loss is the single most effective thing for sore hips: every kilo off takes load off the joints. Weigh her food rather than guessing.\n"
                 "2. Swap long ball-chasing sessions for shorter, more frequent walks on the lead, and cut out jumping and sharp turns.\n"
                 "3. Put non-slip rugs down on laminate or tiled floors.\n"
                 "4. Ask your vet about an omega-3 supplement, such as fish oil or green-lipped mussel.\n"
                 "5. Get her an orthopaedic memory-foam bed.\n"
                 "6. Use a ramp to get her in and out of the car, or the camper.\n"
                 "7. Check whether your pet insurance covers hydrotherapy; many policies do if a vet refers her."),
   ("user", "Petplan cover the hydro, thank goodness. She starts on Thursday 11 April. And Bluebell's back from Falkirk looking grand: the bill was £1,980 in the end, because they found a hole in the battery tray as well.")],
  {"summary": "The family's collie has early hip dysplasia and arthritis; the vet prescribed anti-inflammatories, hydrotherapy and weight loss, and the assistant added home measures. The camper's welding is finished.",
   "outcomes": ["The assistant suggested weight loss, shorter lead walks, non-slip rugs, omega-3, an orthopaedic bed, a ramp and checking the insurance",
                "The insurer covers hydrotherapy", "The welding cost a little more than quoted"]}),
 ("2024-04-30", "Eilidh's wedding and a camper for a wedding car", [
   ("user", "Big news: our daughter Eilidh, who's 27 and a nurse in A&E at the Royal Infirmary in Edinburgh, is marrying her fiancé Ruaridh on Saturday 14 September at Ross Priory on Loch Lomond. "
            "Morag and I are giving them £6,000 towards it. They're thinking about 110 guests. And Eilidh has asked if Bluebell can be the wedding car! Is that a terrible idea?"),
   ("assistant", "Not terrible at all, it's charming, and a lot of couples hire VW campers for exactly that. A few things to make it go smoothly:\n"
                 "1. Get her serviced a few weeks before and fix anything that's been niggling.\n"
                 "2. Have a backup: a friend's car on standby, or a taxi number handy.\n"
                 "3. Check your insurance covers it: you're not being paid, so it should count as social use, but ask Adrian Flux to confirm.\n"
                 "4. Do a test run of the route on a Saturday at the same time of day.\n"
                 "5. Keep the decorations simple: ribbons on the front and a sign on the back.\n"
                 "6. Make sure the bride's dress fits through the sliding door and put a clean blanket on the seat."),
   ("user", "Eilidh's over the moon. I'll drive her from our house in Bishopbriggs to Ross Priory, about 40 minutes.")],
  {"summary": "The user's daughter is getting married on Loch Lomond in September; the parents are contributing to the cost and the camper will be the wedding car.",
   "decisions": [{"decision": "Bluebell is the wedding car", "rationale": "The bride asked for it, and the assistant thought it could work with preparation"}],
   "outcomes": ["The assistant suggested a service, a backup car, checking the insurance, a test run, simple decorations and checking the dress fits"]}),
 ("2024-05-21", "Head gasket on the waterboxer", [
   ("user", "Bluebell's started losing coolant and the oil has gone properly milky. Bay & Box say the head gaskets have gone on the waterboxer and the heads are corroded. "
            "They've given me two options: rebuild the original 1.9 engine with new heads for £2,900, or a Subaru EJ25 conversion for £6,200. The wedding's in September. What would you do?"),
   ("assistant", "As an AI, I don't have a van of my own, but here's how I'd weigh it up:\n"
                 "1. Cost: the rebuild is less than half the price of the conversion, and you've already spent a fair bit on welding.\n"
                 "2. Originality: an original-engined Devon is worth more to many buyers and is simpler for insurance.\n"
                 "3. Performance: the Subaru gives a lot more power and better reliability, which matters on hills and motorways.\n"
                 "4. Time: conversions often take longer and can have teething problems, and you've a wedding date to hit.\n"
                 "5. With a rebuild, ask for new heads, stainless studs and new coolant pipes, which cure most waterboxer problems.\n"
                 "On balance, with the wedding coming up, the rebuild looks the safer choice."),
   ("user", "Going with the rebuild. Bay & Box say four weeks, so she should be done by the end of June.")],
  {"summary": "The camper's original engine has head gasket failure; the user chose a rebuild with new heads over a Subaru engine conversion.",
   "decisions": [{"decision": "Rebuild the original engine at Bay & Box", "rationale": "Cheaper, keeps the van original and is quicker, with a wedding to drive"}]}),
 ("2024-06-25", "Father of the bride speech", [
   ("user", "Change of plan: Ross Priory had a flood in their function room, so the wedding's moved back a week to Saturday 21 September, same venue. The guest list is down to 95 as well. "
            "Bluebell's engine is done and she runs like a sewing machine, though the rebuild came to £3,250 in the end because they found a cracked exhaust manifold. "
            "Now the scary bit: can you help me with the father of the bride speech? Eilidh was born at Stobhill, she was daft about horses as a wee girl, and she put herself through nursing at Glasgow Caledonian while working in a care home."),
   ("assistant", "Happy to help. A father of the bride speech usually runs like this:\n"
                 "1. Welcome everyone and thank them for coming, especially Ruaridh's family and anyone who's travelled far.\n"
                 "2. Tell one or two stories about Eilidh growing up: the horses would be perfect.\n"
                 "3. Say what you're proud of: putting herself through her nursing degree while working says a lot about her.\n"
                 "4. Welcome Ruaridh into the family, with something kind and maybe a gentle joke.\n"
                 "5. Finish by raising a toast to the bride and groom.\n"
                 "Aim for five to seven minutes, practise it out loud, and print it in a large font on cards."),
   ("user", "Ruaridh's parents are Donald and Catriona, from Inverness. I'll start writing it tonight.")],
  {"summary": "The wedding moved a week because of a flood at the venue and the guest list shrank; the camper's engine rebuild is finished; the assistant outlined the father of the bride speech.",
   "procedures": [{"name": "Father of the bride speech", "steps": ["Welcome and thanks", "Stories about the bride", "What you're proud of",
                   "Welcome the groom", "Toast to the couple"]}]}),
 ("2024-07-16", "North Coast 500 in a 1986 camper", [
   ("user", "Morag and I are taking Bluebell round the North Coast 500 from 3 to 13 August, with Skye. Jamie's staying at home to feed our cat, Tattie. "
            "Bluebell's top speed is about 55 on a good day and she doesn't love hills. What should we know?"),
   ("assistant", "What a trip! Some things to know for the NC500 in an older van:\n"
                 "1. Much of the route is single-track: use the passing places, and pull in to let faster traffic by, which locals really appreciate.\n"
                 "2. The Bealach na Bà road to Applecross has gradients of 1 in 5 and hairpin bends; in a 1986 van it may be wiser to go round by Shieldaig instead.\n"
                 "3. Book campsites ahead: August is the busiest month.\n"
                 "4. Fill up with fuel whenever you get the chance; filling stations are few and far between in the north-west.\n"
                 "5. Take midge repellent such as Smidge, and a midge net.\n"
                 "6. Carry spares: a fan belt, coolant, a couple of hoses and the tools to fit them.\n"
                 "7. Check which beaches allow dogs in summer; most of the north coast ones do."),
   ("user", "We'll give the Bealach a miss. First night's booked at Rosemarkie, on the Black Isle.")],
  {"summary": "The user is planning ten days on the North Coast 500 in the camper with his wife and the dog; the assistant gave advice for single-track roads in an old van.",
   "outcomes": ["The assistant covered passing places, avoiding the Bealach na Bà, booking campsites, fuel, midges, spares and dog-friendly beaches",
                "The son is looking after the cat"]}),
 ("2024-08-20", "Leisure battery and solar", [
   ("user", "Back from the NC500! We did 1,060 miles in total. Achmelvich was the highlight and Skye swam every day. We went round by Shieldaig and never went near the Bealach na Bà. "
            "Bluebell only let us down once, when the fan belt snapped near Durness, and I had the spare on in twenty minutes. "
            "The real problem was the leisure battery: the fridge flattened it every night. I'd like to fit a solar panel. What do I need?"),
   ("assistant", "Glad it went so well! For solar on a camper:\n"
                 "1. Work out what you use a day in amp-hours: the fridge will be most of it.\n"
                 "2. A 100 to 150W panel is plenty for a fridge and lights; a flexible panel can go on the pop-top roof.\n"
                 "3. Fit an MPPT charge controller, such as a Victron SmartSolar 75/15, between the panel and the battery.\n"
                 "4. Think about replacing the old lead-acid leisure battery with a 100Ah lithium (LiFePO4) one, which you can run down much further.\n"
                 "5. Put fuses on both the panel and battery sides, and use a cable gland where the cable goes through the roof.\n"
                 "If you're not confident with 12V wiring, get an auto electrician to check it over."),
   ("user", "Ordered a 100W flexible panel, the Victron controller and a 100Ah lithium battery. Jamie's going to help me fit it all next weekend.")],
  {"summary": "The couple finished the North Coast 500 with one minor breakdown; the leisure battery couldn't keep up with the fridge, so the user is fitting solar with his son.",
   "outcomes": ["The assistant explained sizing, the panel, an MPPT controller, a lithium battery and fusing",
                "The user ordered a panel, controller and lithium battery"]}),
 ("2024-09-30", "Morag's 50th: Seville?", [
   ("user", "The wedding on the 21st was magic. 97 came in the end, after a couple of late additions, and Bluebell was the star: she got Eilidh there dry and on time. "
            "I got through the speech in six minutes and Morag says only half the room cried. Eilidh and Ruaridh are in Japan on honeymoon now. "
            "Next up: Morag turns 50 on Saturday 8 February and I want to surprise her with a trip to Seville. I've found direct flights from Edinburgh going out on Thursday 6 February and back on Monday 10 February. What should we do there?"),
   ("assistant", "Congratulations on the wedding! Seville in February is lovely: mild, and the orange trees are full of fruit. Some ideas:\n"
                 "1. The Real Alcázar palace and gardens; book tickets online in advance.\n"
                 "2. The cathedral, and the climb up the Giralda tower for the view.\n"
                 "3. The Plaza de España and a walk through the Parque de María Luisa.\n"
                 "4. A flamenco show in Triana, across the river.\n"
                 "5. A day trip to Córdoba and the Mezquita, 45 minutes on the fast train.\n"
                 "6. For her birthday dinner, book somewhere with a rooftop terrace near the cathedral."),
   ("user", "Flights booked, and a hotel in Santa Cruz. I'm booking a flamenco show in Triana for her birthday night.")],
  {"summary": "The daughter's wedding went well with the camper as the wedding car; the user is planning a surprise trip to Seville for his wife's 50th birthday.",
   "outcomes": ["The assistant suggested the Alcázar, the cathedral and Giralda, the Plaza de España, flamenco in Triana and a day trip to Córdoba",
                "Flights and a hotel are booked"]}),
 ("2024-10-08", "Standing for shop steward", [
   ("user", "Billy Kerr, who's been the Unite shop steward at our depot for 15 years, is retiring, and the drivers have asked me to stand. It's me against a younger driver, Aisha Malik. "
            "Voting closes on Friday 25 October. The big issues are toilets at the termini, the new four-on-three-off rota and assaults on drivers. I need a short statement for the noticeboard."),
   ("assistant", "Good luck! A few tips for a short election statement:\n"
                 "1. Keep it to one side of A4, with your photo: people will read it on a break.\n"
                 "2. Say who you are: how long you've driven and at which depot.\n"
                 "3. Pick your three issues, and say one concrete thing you'll do about each.\n"
                 "4. Stay positive about your opponent; drivers will remember it.\n"
                 "5. End by asking for their vote, and tell them how and when to vote."),
   ("user", "Thanks, I'll keep it short. Billy's said he'll back me.")],
  {"summary": "The user is standing to replace the retiring union shop steward at his depot and asked for help with his election statement.",
   "outcomes": ["The assistant advised one page, a photo, three issues with concrete actions, respect for the opponent and a call to vote"]}),
 ("2024-11-05", "Bluebell failed her MOT", [
   ("user", "Good news first: I won the shop steward election, 61 votes to 38. Bad news: Bluebell failed her MOT on Friday 1 November at Burnside Autos in Rutherglen: "
            "corroded brake pipes at the back, cracking in the sidewall of the front nearside tyre, and headlamp aim. The solar panel Jamie and I fitted has been brilliant, mind. "
            "Isn't she nearly old enough to be MOT exempt anyway?"),
   ("assistant", "Congratulations on the election! On the MOT:\n"
                 "1. Replace the brake pipes with copper-nickel (Kunifer) pipe, which doesn't rust; it's a job you can do yourself with a flaring tool.\n"
                 "2. For the tyres, check the date codes: tyres over six years old tend to crack even with plenty of tread. Replace them in pairs, with the right C-rated van tyre.\n"
                 "3. Headlamp aim is a quick adjustment the garage can do at the retest.\n"
                 "4. Get her back within ten working days for a free or reduced-price partial retest.\n"
                 "5. Vehicles become eligible for the historic vehicle MOT exemption at 40 years old, so Bluebell won't qualify until 2026, and even then you must keep her roadworthy."),
   ("user", "Jamie and I will do the brake pipes ourselves at the weekend in copper-nickel. Burnside are doing two new front tyres for £190 and the headlamps, and the retest is on Tuesday 12 November.")],
  {"summary": "The user won the union election; the camper failed its MOT on brake pipes, a tyre and headlamp aim, and isn't old enough for the historic vehicle exemption yet.",
   "outcomes": ["The assistant covered copper-nickel brake pipes, tyre age, headlamp aim, the retest window and the 40-year exemption",
                "The user and his son are replacing the brake pipes; the garage does tyres and headlamps"]}),
 ("2024-12-03", "Laying the camper up for winter", [
   ("user", "Bluebell passed her retest on 12 November, no bother. Now I want to store her over the winter: there's a covered barn at a farm near Strathaven, £50 a month, from 1 December to the end of March. "
            "How do I lay her up properly?"),
   ("assistant", "Good idea to get her out of the weather. Here's a lay-up routine:\n"
                 "1. Drain the fresh water tank, the pump and the pipes, so nothing freezes and splits.\n"
                 "2. Fill the fuel tank and add a fuel stabiliser.\n"
                 "3. Keep the batteries topped up: your solar panel won't do much in a barn, so use a smart charger, or disconnect them.\n"
                 "4. Clean the inside, prop the fridge door open and put moisture traps in to stop mould.\n"
                 "5. Leave the handbrake off and chock the wheels, so the brakes don't seize.\n"
                 "6. Pump the tyres up a few psi over normal to avoid flat spots.\n"
                 "7. Tell your insurer where she's kept, and visit once a month to check on her."),
   ("user", "The farmer, Mr Gilchrist, knocked it down to £40 a month because I paid the four months up front. She went in on Sunday.")],
  {"summary": "The camper passed its MOT retest and is stored for the winter in a farm barn; the assistant gave a lay-up routine.",
   "procedures": [{"name": "Laying up the camper for winter", "steps": ["Drain the water system", "Fill the tank and add stabiliser", "Keep the batteries charged",
                   "Clean and stop damp", "Handbrake off and chocks", "Tyres slightly over pressure", "Tell the insurer and visit monthly"]}]}),
 ("2025-01-14", "Skye's check-up", [
   ("user", "Skye had her check-up at Kelvin Vets yesterday. She's down to 21kg, so she's hit her target, and the limp is much better. "
            "The vet extended the hydrotherapy after the first eight, and she's had 12 sessions now. The vet wants to keep her on Metacam long term. Is that safe?"),
   ("assistant", "That's great progress for Skye! I'm not a vet, but in general:\n"
                 "1. Long-term Metacam is common for arthritic dogs, but your vet should check her kidney and liver function with blood tests, usually every six months.\n"
                 "2. Always give it with food, and use the lowest dose that keeps her comfortable.\n"
                 "3. Stop it and call the vet if she has vomiting, diarrhoea, black stools or goes off her food.\n"
                 "4. Keeping her weight down will mean she needs less medication.\n"
                 "5. Ask about other options to use alongside it, like Librela, a monthly injection for arthritis pain."),
   ("user", "She's booked for a blood test in March. Tattie, meanwhile, has claimed Skye's new orthopaedic bed.")],
  {"summary": "The collie reached her target weight and improved with hydrotherapy; the assistant explained how long-term anti-inflammatories are monitored.",
   "outcomes": ["The assistant advised blood tests, giving it with food, warning signs, weight control and asking about other treatments",
                "A blood test is booked"]}),
 ("2025-02-18", "Outer Hebrides with the van", [
   ("user", "Back from Seville! The airline moved our outbound flight to Friday 7 February, so we only had three nights, but Morag loved it and the flamenco on her birthday was the highlight. "
            "Now I'm planning Bluebell's first trip of 2025: the Outer Hebrides in May, me, Morag and Skye. How do I go about the ferries with a campervan?"),
   ("assistant", "The Hebrides in May is a great choice: long days, and fewer midges than summer. For the ferries:\n"
                 "1. Book with CalMac as early as you can: vehicle space sells out on the island routes in spring and summer.\n"
                 "2. Give the vehicle's length and height correctly, with the pop-top down: campervans are often charged by length.\n"
                 "3. Look at a Hebridean Hopscotch ticket if you're doing several crossings, for example Oban to Castlebay and back from Tarbert to Uig.\n"
                 "4. Dogs can travel, but usually have to stay in the vehicle or in pet areas on deck.\n"
                 "5. Wild camping is allowed under the Scottish Outdoor Access Code, but use campsites or aires for water and waste, and leave no trace."),
   ("user", "Booked Oban to Castlebay on Saturday 17 May, then working up through the islands and back from Tarbert to Uig on the 27th.")],
  {"summary": "The Seville birthday trip was a success despite a changed flight; the user is planning a May trip to the Outer Hebrides in the camper and booked the ferries.",
   "outcomes": ["The assistant advised booking early, declaring the vehicle's size, a Hopscotch ticket, dogs on ferries and the access code",
                "Ferries booked from Oban to Castlebay and back from Tarbert"]}),
 ("2025-03-11", "My first disciplinary hearing as a rep", [
   ("user", "First proper case as shop steward. One of our drivers, Stevie, has been suspended after a passenger complained he shut the doors on her as she was getting on. "
            "The disciplinary hearing is on Thursday 20 March and I'm representing him. He says she ran for the bus after he'd pulled away. How should I prepare?"),
   ("assistant", "Here's how to prepare as a companion at a disciplinary hearing:\n"
                 "1. Ask management for copies of all the evidence in advance: the complaint, the CCTV from the bus and any statements.\n"
                 "2. Meet Stevie beforehand and go through his account in detail, writing down the timeline.\n"
                 "3. Read the company's disciplinary procedure and the Acas Code of Practice, and check they've followed them.\n"
                 "4. At the hearing you can put his case, sum up and confer with him, but you can't answer questions for him.\n"
                 "5. Take your own notes throughout.\n"
                 "6. Ask for an adjournment if new evidence comes up.\n"
                 "7. Remind him of his right to appeal if the outcome goes against him."),
   ("user", "The CCTV should show it. I've asked for it today, and I'll meet Stevie on Monday.")],
  {"summary": "The user, now a union shop steward, is representing a suspended driver at a disciplinary hearing; the assistant explained how to prepare.",
   "procedures": [{"name": "Preparing for a disciplinary hearing", "steps": ["Get all the evidence in advance", "Go through the member's account", "Check the procedure and the Acas Code",
                   "Know the companion's role", "Take notes", "Adjourn for new evidence", "Right of appeal"]}]}),
]

# (question, gold short answer), written before any run
QUESTIONS_22 = [
 ("Who do I drive buses for?", "First Glasgow"),
 ("What year was Bluebell built?", "1986"),
 ("What did I pay for Bluebell?", "£5,800"),
 ("Who named the camper Bluebell?", "Morag"),
 ("What was the first thing you told me to check when I went to see the camper?", "the chassis rails, outriggers and jacking points"),
 ("When did Bluebell go in for her welding?", "18 March 2024"),
 ("Which depot do I work out of?", "Caledonia"),
 ("What did you suggest I do at every stand time for my back?", "get out of the cab and walk about"),
 ("What breed is Skye?", "border collie"),
 ("What's the name of our vet practice?", "Kelvin Vets"),
 ("When did Skye start hydrotherapy?", "11 April 2024"),
 ("What did you say was the most effective thing for Skye's hips?", "weight loss"),
 ("Does Petplan cover Skye's hydrotherapy?", "Yes"),
 ("Where does Eilidh work?", "the Royal Infirmary in Edinburgh"),
 ("What's Eilidh's husband called?", "Ruaridh"),
 ("Where was Eilidh's wedding?", "Ross Priory on Loch Lomond"),
 ("How much did we give Eilidh and Ruaridh towards the wedding?", "£6,000"),
 ("When was Eilidh's wedding in the end?", "21 September 2024"),
 ("How many guests came to Eilidh's wedding?", "97"),
 ("What did Bluebell's engine rebuild cost in the end?", "£3,250"),
 ("What work has Bay & Box done on Bluebell?", "welding the sills and rear arches, engine rebuild"),
 ("When did we set off on the North Coast 500?", "3 August 2024"),
 ("Did we drive the Bealach na Bà?", "No"),
 ("What are our pets called?", "Skye, Tattie"),
 ("When is Morag's 50th birthday?", "8 February 2025"),
 ("When did the shop steward election close?", "25 October 2024"),
 ("Is Bluebell exempt from the MOT yet?", "No"),
 ("Which garages have worked on Bluebell?", "Bay & Box Restorations, Burnside Autos"),
 ("What have I fitted to Bluebell myself?", "solar panel, brake pipes"),
 ("When did Bluebell pass her MOT retest?", "12 November 2024"),
 ("How much is Bluebell's winter storage a month?", "£40"),
 ("Which farmer is storing Bluebell for the winter?", "Mr Gilchrist"),
 ("How many hydrotherapy sessions has Skye had?", "12"),
 ("Where have Morag and I been on holiday together?", "North Coast 500, Seville"),
 ("What was the first thing you said I should do before a disciplinary hearing?", "ask for copies of all the evidence in advance"),
]


def assistant_chats_9_at(folder):
    """The archive of CHATS_22 under `folder`; the Searcher over it."""
    return chats_archive(folder, "fafe", CHATS_22, "chatgpt")


@pytest.fixture(scope="module")
def assistant_chats_9(tmp_path_factory):
    return assistant_chats_9_at(tmp_path_factory.mktemp("assistant9"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_22, "assistant 9")
