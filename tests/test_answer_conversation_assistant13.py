"""A further written archive of a user's chats with an AI assistant, in the user's own condensed
format, written blind with its questions and gold answers before any run on it: it is held
out (measured, never read question by question). A 52-year-old veterinary receptionist in
Inverness, Catriona (Cat) MacLeod, with a husband, Alasdair, who drives lorries, sixteen-year-old
twins, Isla and Ewan, a sister, Shona, in Aberdeen, a widowed father, Hamish, with COPD in
Dingwall, an old border collie, Moss, and a cat, Tansy, chatting with Gemini from February 2024
to March 2025: restoring the croft house at Culkein in Assynt that her uncle Donnie left her
(survey, roof, the Croft House Grant, lime harling, a wood-burning stove, plumbing), learning
Gaelic on an Ùlpan course and a summer week on Skye, the twins' Highers, results, Isla's vet
school applications and Ewan's apprenticeship and driving test, Moss's arthritis, Alasdair's bad
back and change of job, the father's chest infection and cataract operation, replacing her car,
a Christmas at the croft that fell through, and whether to let the croft, with facts the user
updates later (a roof quote, a husband's employer, a monthly injection price, a firm university
choice).
bench/answer_conversations.py asks every question ("assistant 13")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_31 = [
 ("2024-02-06", "Uncle Donnie's croft house: where to start", [
   ("user", "My uncle Donnie, my dad's older brother, died in October at 84 and left me his croft house at Culkein, out past Stoer in Assynt. It's a single-storey stone house from about 1890 "
            "with a slate roof and a lean-to at the back, on a four-acre croft. Nobody's lived in it properly for three years. I work full time as a receptionist at Kessock Veterinary Centre "
            "in Inverness, so it's a two-hour drive each way and I can only get up at weekends. The surveyor, Fraser Matheson, came out last Thursday. His report says the walls are sound "
            "but there's rising damp along the back wall, the roof is leaking round the chimney, and the wiring is from the 1970s. Where on earth do I start?"),
   ("assistant", "That's a lovely thing to inherit, and an old stone croft house with sound walls is a very good starting point. The usual order of work for a restoration like this is:\n"
                 "1. Make it wind- and watertight first: the roof, the chimney flashing, gutters and downpipes. Nothing else lasts if water is still getting in.\n"
                 "2. Talk to the Crofting Commission and Highland Council early, so you know what needs a building warrant or planning permission before anyone starts.\n"
                 "3. Apply for the Croft House Grant before any work begins: it can't be claimed for work you've already done.\n"
                 "4. Tackle the damp with breathable materials: lime mortar and lime render, and clearing soil and gravel away from the base of the back wall, rather than cement or chemical injection.\n"
                 "5. Get the services sorted: a full rewire, the water supply and the septic tank.\n"
                 "6. Then insulation, windows and heating.\n"
                 "7. Leave the decorating and the kitchen until last.\n"
                 "Keep a folder of every quote and receipt from day one; you'll want it for the grant and for any later sale or letting."),
   ("user", "The only roofer anyone up there recommends is Kenny Mackay from Lochinver. He's quoted £14,500 to strip and re-slate the front pitch, reusing the good slates, and rebuild the chimney flashing. "
            "My husband Alasdair thinks we should just get on with it, but I'll do the grant application first like you say."),
   ("assistant", "Sensible. Ask Kenny for his quote in writing with a breakdown, because the grant assessors will want it, and ask him what happens to the price if he finds rotten sarking boards "
                 "once the slates are off; with a roof that's been leaking for a while it's quite common.")],
  {"summary": "The user inherited her late uncle Donnie's croft house at Culkein in Assynt and asked where to start the restoration; the assistant set out an order of work starting with making the house wind- and watertight.",
   "decisions": [{"decision": "Apply for the Croft House Grant before starting any work", "rationale": "The grant can't be claimed for work already done"}],
   "outcomes": ["The survey found sound walls, rising damp on the back wall, a roof leaking round the chimney and old wiring",
                "Kenny Mackay quoted £14,500 for the roof",
                "The assistant suggested: roof and chimney first, then the Crofting Commission and council, the grant, lime for the damp, services, insulation and heating, decorating last"]}),
 ("2024-03-14", "Starting Gaelic at 52", [
   ("user", "I've wanted to learn Gaelic since I was wee; my granny had it but my dad never spoke it to us. With the croft in Assynt I've finally signed up. It's an Ùlpan course at the "
            "Gaelic centre in Inverness, Monday nights, twelve weeks for £195, and I had my first class on Monday. The tutor is Ealasaid Mackinnon from Barra and there are nine of us. "
            "How do I keep it going between classes? I'm knackered most evenings after the practice."),
   ("assistant", "Ùlpan is a good choice: it's built around short, spoken units, so a little every day works better than one long session a week. Some ideas that fit round a full-time job:\n"
                 "1. Go over each Ùlpan unit's audio on LearnGaelic.scot the day after class, while it's fresh.\n"
                 "2. Watch Speak Gaelic on BBC ALBA or iPlayer; it's pitched at adult learners and pairs well with a course.\n"
                 "3. Put Radio nan Gàidheal on in the car on the way to work, even if you only catch the odd word.\n"
                 "4. Do ten minutes of Duolingo Scottish Gaelic before bed for vocabulary.\n"
                 "5. Label things round the house with sticky notes: an doras, an uinneag, am frids.\n"
                 "6. Find a Gaelic conversation café or Cafaidh Gàidhlig once you've a few weeks of units behind you.\n"
                 "Don't worry about evenings when you're too tired: the commute and the radio will do a lot of quiet work."),
   ("user", "Ealasaid says I'm picking up the sounds well because of all the Gaelic place names I've grown up with. Isla, one of my twins, is doing Gaelic Learners at school, so we can practise on each other."),
   ("assistant", "That's a great practice partner to have in the house. Try a rule of Gaelic only at breakfast one day a week; even a few sentences will help you both.")],
  {"summary": "The user started a Monday-night Ùlpan Gaelic course in Inverness and asked how to practise between classes; the assistant suggested the course audio, Speak Gaelic, Radio nan Gàidheal in the car, Duolingo, labels and a conversation café.",
   "decisions": [{"decision": "Practise with Isla, who is doing Gaelic Learners at school", "rationale": "A practice partner at home"}],
   "outcomes": ["The course is twelve weeks for £195 with Ealasaid Mackinnon",
                "The assistant suggested LearnGaelic.scot audio, Speak Gaelic, Radio nan Gàidheal, Duolingo, labels round the house and a conversation café"]}),
 ("2024-03-28", "The twins and their Highers", [
   ("user", "My twins, Isla and Ewan, are 16 and in S5 at Millburn Academy, sitting their Highers in May. They couldn't be more different. Isla's doing five: Biology, Chemistry, Maths, English "
            "and Gaelic Learners, and she's set on being a vet, which she gets from hanging about the practice with me. Ewan's doing four and wants to be an electrician; he'd leave school tomorrow "
            "if I let him. Isla's revising till midnight and crying, Ewan hasn't opened a book. How do I help them both without nagging?"),
   ("assistant", "Two very common patterns, and they need almost opposite things.\n"
                 "For Isla:\n"
                 "1. Help her build a timetable with fixed finishing times, say 9pm, and at least one full evening off a week.\n"
                 "2. Encourage past papers over rereading notes: they're more efficient and far less anxiety-making.\n"
                 "3. Keep up sleep, food and some exercise; tired revision is poor revision.\n"
                 "4. If the anxiety is constant, a word with her guidance teacher is worth it.\n"
                 "For Ewan:\n"
                 "1. Link the exams to what he wants: many electrical apprenticeships ask for Maths and Physics or a science at Higher or National 5.\n"
                 "2. Agree small, specific goals, like one past paper a night, rather than hours.\n"
                 "3. Let him choose when and where he works, so it's his plan and not yours.\n"
                 "4. Look at modern apprenticeship vacancies with him now, so he has something to aim at over the summer."),
   ("user", "Ewan actually perked up when I showed him the Cairngorm Electrical apprenticeship advert. Isla has agreed to stop at nine, mostly."),
   ("assistant", "That's good progress for one week. Keep the finishing time yourself too; teenagers notice when the adults in the house never stop.")],
  {"summary": "The user asked how to support her twins through their Highers: Isla over-revising for vet school, Ewan not revising and wanting an electrical apprenticeship.",
   "decisions": [{"decision": "Isla stops revising at nine", "rationale": "She was studying till midnight and getting upset"},
                 {"decision": "Show Ewan apprenticeship adverts", "rationale": "Link the exams to his goal of being an electrician"}],
   "outcomes": ["Isla is sitting five Highers and wants to be a vet", "Ewan is sitting four and wants to be an electrician"]}),
 ("2024-04-22", "Moss is stiff and limping", [
   ("user", "Our border collie Moss is twelve now and he's been stiff getting up and limping on his back left leg after walks. Dr Priya Anand at our practice X-rayed him and it's arthritis in both hips "
            "and that knee. She started him on Librela ten days ago, a monthly injection, £75 a time even with my staff discount. He already seems brighter. What else can I do at home? "
            "We've laminate floors all through the downstairs."),
   ("assistant", "As an AI, I can't examine Moss, and you've got Dr Anand and a whole practice on hand, so do follow her plan first. Alongside it, owners of arthritic dogs often find these help:\n"
                 "1. Keep him lean: even a kilo or two less weight makes a real difference to sore joints.\n"
                 "2. Put down rugs or rubber-backed runners on the laminate so he doesn't slip, especially where he gets up and turns.\n"
                 "3. Swap one long walk for two or three short ones on soft ground, and avoid ball-chasing with sudden stops.\n"
                 "4. Give him a thick orthopaedic bed away from draughts.\n"
                 "5. Ask Dr Anand about an omega-3 joint supplement and about hydrotherapy.\n"
                 "6. Use a ramp or a lift for the car rather than letting him jump."),
   ("user", "Alasdair's already ordered runners for the hall and kitchen, and Moss is on a diet, which he's furious about."),
   ("assistant", "He'll forgive you. Keep a simple diary of how he is each day, so you can tell Dr Anand whether the injection is wearing off before the month is up.")],
  {"summary": "The user's 12-year-old border collie Moss was diagnosed with arthritis and started on monthly Librela injections; the assistant suggested weight control, non-slip runners, short walks, an orthopaedic bed, supplements or hydrotherapy and a car ramp.",
   "decisions": [{"decision": "Put non-slip runners on the laminate", "rationale": "Stop Moss slipping"},
                 {"decision": "Put Moss on a diet", "rationale": "Less weight on his joints"}],
   "outcomes": ["Moss gets a Librela injection monthly at £75", "Arthritis in both hips and the back left knee"]}),
 ("2024-05-16", "Alasdair's back and the night trunking", [
   ("user", "Alasdair is 55 and has driven lorries for Munro Haulage for nineteen years, mostly night trunking between Inverness and the Glasgow depot, eleven hours a shift. His lower back is "
            "getting worse and he's sleeping badly in the day. He's applied for a tanker driver job with Scottish Water, day shifts based in Inverness, and has an interview next month. "
            "Is there anything he can do in the meantime for his back in the cab?"),
   ("assistant", "I can't diagnose his back, and if there's numbness, leg pain or it's getting steadily worse he should see his GP or a physio. For long-haul drivers generally:\n"
                 "1. Set up the seat properly: hips slightly higher than knees, the lumbar support filling the curve of his back, and the wheel close enough that his shoulders stay on the seat.\n"
                 "2. Use the air suspension seat settings; many drivers never adjust them after the last person.\n"
                 "3. Get out and walk for five minutes at every break rather than sitting on in the cab.\n"
                 "4. Avoid jumping down from the cab: use the steps and handles facing in.\n"
                 "5. Simple daily stretches and core exercises from a physio help more than rest.\n"
                 "6. Protect his daytime sleep: blackout blinds and a fixed sleep window."),
   ("user", "He's a stubborn so-and-so but he's agreed to see the physio at the health centre. Honestly I'd love him home at night, he's missed half the twins' growing up on that Glasgow run."),
   ("assistant", "A day job would help both his back and his sleep. Good luck to him with the Scottish Water interview.")],
  {"summary": "The user's husband Alasdair, a night-trunking lorry driver for Munro Haulage, has a worsening back and applied for a day-shift tanker job with Scottish Water; the assistant gave advice on seat set-up, breaks and exercise.",
   "decisions": [{"decision": "Alasdair sees the health centre physio", "rationale": "Worsening lower back pain"},
                 {"decision": "Alasdair looks for a day job", "rationale": "His back, poor daytime sleep and the long night shifts away from home"}],
   "outcomes": ["Alasdair has an interview for a Scottish Water tanker driver job"]}),
 ("2024-06-10", "A Gaelic week on Skye", [
   ("user", "I've finished my twelve weeks of Ùlpan and I'm hooked. I've booked a week's short course at Sabhal Mòr Ostaig in Sleat, 15 to 19 July, for £340 plus £290 for a room on campus. "
            "It's the first time I've been away on my own in years. Alasdair will be home to feed our cat, Tansy, and walk Moss. What should I do to get the most out of it?"),
   ("assistant", "That'll be a wonderful week; the college is in a beautiful spot. To make the most of it:\n"
                 "1. Be honest about your level when you're placed in a class; being stretched is good, being lost isn't.\n"
                 "2. Go to the evening events, the céilidhs and talks: that's where you'll hear Gaelic used naturally.\n"
                 "3. Eat with the other learners and try to keep Gaelic going at meals.\n"
                 "4. Keep a small notebook of new phrases each day and review it each evening.\n"
                 "5. Plan one thing for when you get home, such as a conversation group, so the momentum doesn't drop."),
   ("user", "I'm nervous about the céilidh bit, I can't sing for toffee. But I'll go."),
   ("assistant", "Nobody will mind: at a learners' céilidh the listening counts as much as the singing.")],
  {"summary": "The user booked a week's Gaelic short course at Sabhal Mòr Ostaig on Skye after finishing her Ùlpan course; the assistant gave tips for making the most of it.",
   "decisions": [{"decision": "Book the 15–19 July short course on Skye", "rationale": "Keep up momentum after finishing Ùlpan"}],
   "outcomes": ["Course £340 and a room £290", "Alasdair will feed the cat, Tansy, and walk Moss"]}),
 ("2024-07-25", "Roof news and lime harling", [
   ("user", "I got back from Skye last Friday, full of Gaelic and oatcakes. Then straight up to Culkein. Kenny Mackay started on the roof and found half the sarking boards under the front pitch are rotten, "
            "so his price has gone up to £16,200. On the good side, the Croft House Grant came through: £19,000 approved. Next job is the outside walls. The old harling is cracked and coming off. "
            "A builder in Ullapool says just re-render in cement, it's cheaper. What do you think?"),
   ("assistant", "Congratulations on the grant. On the walls, I'd strongly lean towards lime, not cement, for a house of that age. Old stone walls built with lime mortar need to breathe: "
                 "they take in moisture and let it dry out through the surface. A cement render traps that moisture behind it, which tends to make damp worse and can damage the stone. "
                 "Historic Environment Scotland recommends lime for traditional buildings. The broad process is:\n"
                 "1. Strip the loose and cement-based render back to sound material.\n"
                 "2. Rake out and repoint any open joints with lime mortar.\n"
                 "3. Dampen the wall and apply a first coat of lime harl, thrown on rather than trowelled.\n"
                 "4. Let it cure slowly, protected from sun, frost and drying winds with damp hessian.\n"
                 "5. Apply a second coat and finish with several coats of limewash.\n"
                 "Avoid doing it between November and March up there: lime hates frost."),
   ("user", "That settles it, lime. Kenny knows a lime man, so we'll aim for September. The roof should be done by mid-August."),
   ("assistant", "Good plan. September gives the lime time to cure before the first frosts.")],
  {"summary": "The roofer found rotten sarking and raised his price; the Croft House Grant was approved; the assistant advised lime harling rather than cement for the outside walls.",
   "decisions": [{"decision": "Re-harl the croft house in lime, not cement", "rationale": "Old stone walls need to breathe; cement traps moisture and makes damp worse"}],
   "outcomes": ["The roof price rose to £16,200 because of rotten sarking", "A £19,000 Croft House Grant was approved"],
   "procedures": [{"name": "Lime harling", "steps": ["Strip loose and cement render", "Repoint open joints in lime mortar", "Dampen and throw on a first coat of lime harl",
                                                      "Cure slowly under damp hessian", "Second coat and limewash"]}]}),
 ("2024-08-09", "Results day", [
   ("user", "Results came out on Tuesday. Isla got AAAAB, the B in Maths, and she's staying on for S6 to do Advanced Highers in Biology and Chemistry and apply for vet school in October. "
            "Ewan got BBBC, which was enough, and he starts his modern apprenticeship with Cairngorm Electrical on 19 August. My sister Shona's boy Callum in Aberdeen got five As, and Shona "
            "has been insufferable about it. Isla did 70 hours of work experience at our practice over the summer. What else does she need for vet school?"),
   ("assistant", "Congratulations to both of them: those are two very good outcomes. For vet school applications in the UK, Isla should think about:\n"
                 "1. Breadth of work experience: most schools want to see time with more than one kind of animal, so farm animals, equine and a small-animal practice, not just one clinic.\n"
                 "2. A reflective log: what she saw, what she learned about the profession, the hard parts as well as the cuddly ones.\n"
                 "3. Checking each school's requirements: the minimum hours and weeks differ, and the application deadline is 15 October.\n"
                 "4. Her personal statement: why veterinary medicine, and what her work experience taught her.\n"
                 "5. Preparing for multiple mini interviews (MMIs), which most schools now use.\n"
                 "6. A maximum of four vet medicine choices on UCAS, with a fifth in a related subject if she wants one."),
   ("user", "She's thinking Glasgow, Edinburgh, Liverpool and Bristol. Our practice is mostly small animals, so she'll need some farm time."),
   ("assistant", "A week with a mixed or farm practice in the October holidays would round it out well.")],
  {"summary": "The twins got their Higher results: Isla is staying on for S6 to apply for vet school and Ewan starts an electrical apprenticeship; the assistant set out what vet schools look for.",
   "decisions": [{"decision": "Isla stays on for S6 and applies to vet school", "rationale": "She needs Advanced Highers and the October application"},
                 {"decision": "Isla gets some farm animal experience", "rationale": "The user's practice is mostly small animals"}],
   "outcomes": ["Isla got AAAAB", "Ewan got BBBC and starts with Cairngorm Electrical", "Isla did 70 hours of work experience at Kessock Vets",
                "Isla plans to apply to Glasgow, Edinburgh, Liverpool and Bristol"]}),
 ("2024-09-18", "Dad's chest infection", [
   ("user", "My dad, Hamish, is 79 and lives on his own in Dingwall since Mum died. He has COPD from forty years of smoking, though he gave up in 2010. He was taken into Raigmore the weekend before last "
            "with a chest infection; the ambulance came on the Saturday night when he couldn't get his breath. He was in four nights and he's home now but he's frail and stubborn. "
            "Shona's in Aberdeen, so it's mostly me. What should we be asking for?"),
   ("assistant", "As an AI, I can't give medical advice about your dad, but here are things families commonly ask about after a COPD admission:\n"
                 "1. A COPD rescue pack from his GP (antibiotics and steroids to keep at home) with a clear plan for when to start it.\n"
                 "2. A referral to pulmonary rehabilitation: a supervised exercise and breathing programme that helps people with COPD stay out of hospital.\n"
                 "3. A review of his inhaler technique with the practice nurse or pharmacist; it's surprisingly often the problem.\n"
                 "4. His flu, COVID and pneumonia vaccines, if he's not had them.\n"
                 "5. A key safe and a community alarm from Highland Council, so help can get in quickly.\n"
                 "6. A carer's assessment for you, since you're doing most of the support."),
   ("user", "He's agreed to the key safe and the rescue pack, but says rehab is 'for old folk'. I'm going over every Wednesday and Sunday."),
   ("assistant", "That's a good start. Sometimes the GP or the respiratory nurse can persuade where family can't, so it might be worth asking them to raise the rehab with him.")],
  {"summary": "The user's father Hamish, who has COPD, was admitted to Raigmore with a chest infection; the assistant listed what to ask for after a COPD admission.",
   "decisions": [{"decision": "Key safe and a COPD rescue pack for Dad", "rationale": "Quicker help and earlier treatment at home"},
                 {"decision": "Visit Dad every Wednesday and Sunday", "rationale": "Her sister lives in Aberdeen"}],
   "outcomes": ["Dad was in Raigmore for four nights", "Dad refused pulmonary rehab for now"]}),
 ("2024-10-17", "Replacing the Fabia", [
   ("user", "My 2012 Skoda Fabia finally died: the clutch went on the A9 and the garage wanted £900 to fix a car worth about £1,200. With the croft road and the winters in Assynt, I wanted "
            "something with four-wheel drive. I'd a budget of £9,000. I found a 2019 Dacia Duster 4x4, 48,000 miles, at a dealer in Muir of Ord, advertised at £8,995, and I picked it up yesterday "
            "for £8,400 after a bit of haggling and giving up the free valet. Alasdair came with me, though he's only got Saturdays now: the Scottish Water job went to someone inside the company, "
            "so a fortnight ago he started driving a feed lorry for Black Isle Feeds, delivering to farms round Ross-shire. Day shifts, home every night. Anything I should do with the Duster now?"),
   ("assistant", "Good buy, and good news about Alasdair. For a used car you've just bought:\n"
                 "1. Check the service history and find out when the cambelt was last changed; on that engine it's due on age as well as miles.\n"
                 "2. Get a set of all-season or winter tyres on it before the first snow; the four-wheel drive helps you go, not stop.\n"
                 "3. Put a winter kit in the boot: shovel, blanket, torch, de-icer, a power bank and some food.\n"
                 "4. Check your insurance covers the croft track if it's unadopted.\n"
                 "5. Register it on your breakdown cover and update the V5C if the dealer hasn't."),
   ("user", "Ewan's desperate to learn in it. He's got his test booked for November."),
   ("assistant", "Learning in a car with a bit of weight to it will stand him in good stead for the A9 in winter.")],
  {"summary": "The user replaced her dead Skoda Fabia with a used Dacia Duster 4x4; her husband didn't get the Scottish Water job and now drives for Black Isle Feeds on day shifts.",
   "decisions": [{"decision": "Buy a 2019 Dacia Duster 4x4", "rationale": "Four-wheel drive for the croft road and Assynt winters; the Fabia wasn't worth fixing"}],
   "outcomes": ["Paid £8,400 against an advertised £8,995", "Alasdair now drives a feed lorry for Black Isle Feeds, day shifts",
                "Ewan's driving test is booked for November"]}),
 ("2024-11-12", "A stove for the croft", [
   ("user", "The croft's roof is done and the lime harling went on in September. Now I want a wood-burning stove in the living room, which is about four metres by five with a new insulated ceiling. "
            "The old open fire is a draughty hole. What size should I get, and anything I should know? Also, a wee update: Ewan failed his driving test last Tuesday, nerves on the big roundabout "
            "at Raigmore, and he's gutted. Moss's injection has gone up to £82 a month, and Dr Anand has added gabapentin because his back legs were worse in the cold."),
   ("assistant", "Sorry to hear about Ewan's test; lots of people pass second time, and nerves are the most common reason. On the stove:\n"
                 "1. For a room of about 20 square metres with a good ceiling, roughly 5 kW is plenty; a bigger stove run low just soots up.\n"
                 "2. Choose a DEFRA-exempt or Ecodesign stove so it burns cleanly.\n"
                 "3. Have it fitted by a HETAS-registered installer, who can certify the work for building standards.\n"
                 "4. An old stone chimney will almost certainly need a flexible stainless steel liner.\n"
                 "5. Fit a carbon monoxide alarm in the room.\n"
                 "6. Burn only dry wood, under 20% moisture; get a cheap moisture meter."),
   ("user", "Duncan Ross from Ullapool is HETAS-registered. We've gone for a Clearview Pioneer 400, which is 5 kW, at £1,450, and Duncan's quoted £2,100 for the liner, the hearth and fitting it. "
            "He's doing it on 2 December."),
   ("assistant", "A Clearview is a well-regarded Scottish-made choice. It should be lovely by Christmas.")],
  {"summary": "The user chose a 5 kW wood-burning stove for the croft's living room, fitted by a HETAS installer; her son failed his driving test, and her dog's medication changed.",
   "decisions": [{"decision": "A Clearview Pioneer 400 (5 kW)", "rationale": "Right size for a 20 square metre room"},
                 {"decision": "Duncan Ross to fit the liner, hearth and stove", "rationale": "HETAS-registered"}],
   "outcomes": ["Stove £1,450 and fitting £2,100", "Ewan failed his driving test", "Librela now £82 a month; gabapentin added for Moss"]}),
 ("2024-12-03", "Christmas at the croft?", [
   ("user", "Mad idea: Christmas at the croft. It would be us four, my dad, and Shona and Graham with their two, Callum and Erin, so nine of us, plus Moss. The stove goes in this week and Lachie Fraser, "
            "the plumber, has just finished the new bathroom. There are only two bedrooms, a tiny kitchen and a two-ring hob plus the old Rayburn. Is it doable?"),
   ("assistant", "It's doable if you plan it like a camping trip with a roof. Some suggestions:\n"
                 "1. Sort the sleeping first: airbeds and sofa beds, or book Shona's family into a B&B in Lochinver.\n"
                 "2. Cook as much as possible ahead in Inverness and reheat: the soup, the stuffing, the pudding, even a cooked ham.\n"
                 "3. Do a crown or a turkey breast rather than a whole bird, to fit the Rayburn.\n"
                 "4. Get a trial run of the stove and the Rayburn together a week or two before, to see how warm the house really gets.\n"
                 "5. Keep the heating on low if you're away in the run-up and lag any exposed pipes: a burst pipe in an empty house in a cold snap is the classic winter disaster.\n"
                 "6. Have a back-up plan for snow on the road, with your dad's oxygen and medicines in mind."),
   ("user", "Shona's lot will take the B&B. Dad's not on oxygen, thankfully, but I'll bring his rescue pack. I'll lag the pipes this weekend."),
   ("assistant", "It sounds like a very special Christmas in the making.")],
  {"summary": "The user planned to host nine family members at the croft house for Christmas; the assistant suggested sleeping arrangements, cooking ahead, a trial run and protecting the pipes from frost.",
   "decisions": [{"decision": "Shona's family to stay in a B&B in Lochinver", "rationale": "Only two bedrooms at the croft"},
                 {"decision": "Lag the pipes", "rationale": "Avoid a burst pipe in an empty house"}],
   "outcomes": ["Lachie Fraser has finished the new bathroom", "Nine people planned for Christmas at the croft"]}),
 ("2025-01-09", "After Christmas, and Isla's interviews", [
   ("user", "Well, Christmas at the croft didn't happen. A pipe to the new bathroom burst in the cold snap around the 20th, in the bit of the lean-to I never got round to lagging, and Lachie couldn't "
            "get out until the 27th. So we had it at home in Inverness, all nine of us squashed in, and it was lovely anyway. Some good news: Isla got an offer from Glasgow, AAA in her "
            "Advanced Highers, and she has her Edinburgh interview next Wednesday. Ewan passed his driving test on Monday, second time. And Dad has a date for his cataract operation at Raigmore on 28 January. "
            "How can Isla prepare for the Edinburgh MMIs?"),
   ("assistant", "What a mix. Sorry about the pipe, and well done to Ewan. For multiple mini interviews:\n"
                 "1. Practise short stations against a timer, about seven to ten minutes each, with you or a teacher as the interviewer.\n"
                 "2. Be ready to talk through her work experience, especially what she learned on the farm and about the less glamorous side of the job.\n"
                 "3. Think about ethical scenarios: euthanasia, costs of treatment, owners who can't pay, animal welfare on farms.\n"
                 "4. Read about current issues in the profession, such as antimicrobial resistance, vet workforce shortages and the CMA investigation into vet prices.\n"
                 "5. Practise role-play stations where she has to explain something to an upset owner; she's seen you do it at reception for years.\n"
                 "6. Get a good night's sleep and arrive early."),
   ("user", "Ha, yes, she's heard me with plenty of upset owners. The insurance covered most of the croft damage, less the £250 excess."),
   ("assistant", "That's a relief. Good luck to Isla next week.")],
  {"summary": "A burst pipe meant Christmas was held in Inverness instead of at the croft; Isla got a vet school offer from Glasgow and has an Edinburgh interview; Ewan passed his driving test; the assistant gave MMI preparation tips.",
   "decisions": [{"decision": "Christmas moved to the family home in Inverness", "rationale": "A pipe burst at the croft in the cold snap"}],
   "outcomes": ["Glasgow offered Isla a place, conditional on AAA", "Ewan passed his driving test on his second attempt",
                "Dad's cataract operation is booked", "Insurance covered the burst pipe less a £250 excess"],
   "procedures": [{"name": "MMI preparation", "steps": ["Timed practice stations", "Reflect on work experience", "Ethical scenarios", "Current issues in the profession",
                                                         "Role-play with upset owners", "Sleep and arrive early"]}]}),
 ("2025-02-13", "Isla's firm choice and student money", [
   ("user", "Isla's had her decisions: offers from Glasgow, Edinburgh and Liverpool, and a rejection from Bristol. She's made Edinburgh her firm choice, mainly because their offer only needs AAB "
            "while Glasgow want AAA, and Maths is her weak spot; Glasgow is her insurance. Her work experience helped: on top of the 70 hours at our practice she did 35 hours with a "
            "farm practice in Dingwall in the October week. Dad's cataract operation went fine, left eye done, and he's reading the paper without his magnifier. What does she need to know "
            "about money as a Scottish student?"),
   ("assistant", "Congratulations to her. For a Scottish-domiciled student at a Scottish university:\n"
                 "1. Tuition fees are paid by SAAS, but she has to apply to SAAS each year; the application opens in spring.\n"
                 "2. She can apply for a living-cost loan and, depending on household income, a bursary that doesn't have to be repaid.\n"
                 "3. Vet medicine is five years, so budget for the long haul, and the later years have placements with travel costs.\n"
                 "4. Look at the university's own scholarships and hardship funds, and any rural or Highland bursaries.\n"
                 "5. Edinburgh's vet school is at Easter Bush, outside the city, so factor in bus passes or living nearby.\n"
                 "If she'd ended up at Liverpool, the fees position would be different, as Scottish students pay rest-of-UK fees in England."),
   ("user", "Good point about Easter Bush, she hadn't clocked that. Ewan's offered her lifts in his 'new' car, a fourteen-year-old Corsa, which won't happen."),
   ("assistant", "Brotherly love at its finest. She'll probably be fine with the bus to Easter Bush.")],
  {"summary": "Isla got vet school offers from Glasgow, Edinburgh and Liverpool and made Edinburgh her firm choice; the assistant explained student finance for a Scottish student.",
   "decisions": [{"decision": "Edinburgh as Isla's firm choice, Glasgow as insurance", "rationale": "Edinburgh's offer only needs AAB; Glasgow wants AAA and Maths is her weak spot"}],
   "outcomes": ["Bristol rejected Isla", "Isla did 35 more hours at a farm practice in Dingwall", "Dad's left-eye cataract operation went well"]}),
 ("2025-03-06", "Let the croft or keep it?", [
   ("user", "The croft is nearly finished. Roof, harling, rewire, bathroom and stove are all done, and all we've left is the kitchen. Friends keep telling me to let it out as a holiday cottage: "
            "Assynt is mobbed with NC500 tourists in summer. But I'd need a short-term let licence from Highland Council, and I love going up at weekends. Alasdair says keep it. "
            "What would you weigh up?"),
   ("assistant", "Worth thinking through carefully. The main points:\n"
                 "1. Licensing: in Scotland every short-term let needs a licence from the council, with safety checks on gas, electrics, fire and legionella, and fees.\n"
                 "2. Crofting duties: as the croft's tenant or owner-occupier you have a duty to live on or near it and keep it in use, so check with the Crofting Commission how letting sits with that.\n"
                 "3. Income versus use: peak summer weeks would earn the most, but those are the weeks you'd want it yourself.\n"
                 "4. Management: changeovers two hours from Inverness need a local cleaner and someone for emergencies.\n"
                 "5. Tax and insurance: you'd need holiday-let insurance and to declare the income.\n"
                 "6. A middle way: lend it to friends and family, or let it only for a few weeks in the shoulder seasons."),
   ("user", "We've decided to keep it for ourselves and the family, and maybe lend it to friends. Isla wants to bring her pals up after her exams, and Dad wants to see his brother's house done."),
   ("assistant", "That sounds like the right decision for you. I hope your dad gets up there this summer.")],
  {"summary": "With the croft house nearly finished, the user weighed letting it as a holiday cottage against keeping it, and decided to keep it for the family.",
   "decisions": [{"decision": "Keep the croft for the family rather than let it", "rationale": "She loves going up at weekends; licensing, crofting duties and management would be a burden"}],
   "outcomes": ["Only the kitchen is left to do at the croft"]}),
]

QUESTIONS_31 = [
 ("Where do I work?", "Kessock Veterinary Centre"),
 ("Where is the croft house?", "Culkein, near Stoer in Assynt"),
 ("Who left me the croft house?", "my uncle Donnie"),
 ("Who teaches my Ùlpan Gaelic class?", "Ealasaid Mackinnon"),
 ("What breed is Moss?", "border collie"),
 ("Who is Ewan doing his apprenticeship with?", "Cairngorm Electrical"),
 ("What car did I buy to replace the Fabia?", "a 2019 Dacia Duster 4x4"),
 ("What lung condition does Dad have?", "COPD"),
 ("Where does my sister live?", "Aberdeen"),
 ("When did the surveyor come out to the croft?", "1 February 2024"),
 ("When was my first Gaelic class?", "11 March 2024"),
 ("When did Moss start on Librela?", "12 April 2024"),
 ("When did I get back from the Gaelic course on Skye?", "19 July 2024"),
 ("When was Dad taken into Raigmore with his chest infection?", "the weekend of 7 September 2024"),
 ("When did I pick up the Duster?", "16 October 2024"),
 ("When did Ewan pass his driving test?", "6 January 2025"),
 ("How much did the Ùlpan course cost?", "£195"),
 ("How much did I pay for the Duster?", "£8,400"),
 ("How much did the stove cost us all in, with the fitting?", "£3,550"),
 ("How many hours of vet work experience has Isla done altogether?", "105"),
 ("How many of us were going to be at the croft for Christmas?", "nine"),
 ("What are my pets called?", "Moss, Tansy"),
 ("Which tradespeople have worked on the croft house?", "Kenny Mackay, Duncan Ross, Lachie Fraser"),
 ("What has the vet prescribed for Moss's arthritis?", "Librela, gabapentin"),
 ("Which vet schools offered Isla a place?", "Glasgow, Edinburgh, Liverpool"),
 ("What has Dad been in hospital for this past year?", "a chest infection, a cataract operation"),
 ("What did the croft roof end up costing?", "£16,200"),
 ("Who does Alasdair drive for now?", "Black Isle Feeds"),
 ("How much is Moss's injection each month now?", "£82"),
 ("Which vet school is Isla's firm choice?", "Edinburgh"),
 ("What did you say to do first on the croft house?", "make it wind- and watertight"),
 ("What was the third thing you suggested for practising Gaelic between classes?", "Radio nan Gàidheal in the car"),
 ("What was the second thing you suggested to help Moss at home?", "non-slip rugs or runners on the laminate"),
 ("What size of stove did you recommend for the croft living room?", "about 5 kW"),
 ("Did we have Christmas at the croft in the end?", "No"),
 ("Did Ewan pass his driving test first time?", "No"),
 ("Did we get the Croft House Grant?", "Yes, £19,000"),
 ("Why did we go for lime rather than cement on the croft walls?", "old stone walls need to breathe"),
 ("Why did Alasdair want to change jobs?", "his back and the night shifts"),
 ("Why did Isla pick Edinburgh over Glasgow?", "Edinburgh's offer only needs AAB"),
]


def assistant_chats_13_at(folder):
    """The archive of CHATS_31 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a13c", CHATS_31, "gemini")


@pytest.fixture(scope="module")
def assistant_chats_13(tmp_path_factory):
    return assistant_chats_13_at(tmp_path_factory.mktemp("assistant13"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_31, "assistant 13")
