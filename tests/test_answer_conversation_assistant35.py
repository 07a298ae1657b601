"""A thirty-fifth written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind with its questions and gold answers before any run of
`kbsearch answer` on it, and without reading the answer rules. It is held out:
bench/answer_conversations.py measures it, and its questions are never read one by one by the
developers. A flight dispatcher at Larnaca airport in Cyprus, Despina Charalambous, 46, who lives
in Oroklini with her husband Marios, a lab technician at the Dhekelia desalination plant, their
children Andreas and Kyriaki, and Koulouri, a rescue hound. She chats with Gemini from September
2024 to October 2025: rooftop solar panels (two quotes, an installation that slips, a final bill,
a grant that is paid late and a battery she keeps saying no to), her father Kostas's knee
replacement in Pano Lefkara (a date that moves, a recovery at her house, his early return home),
a birdwatching course that becomes a hobby, a scare about Koulouri and leishmaniasis, whether to
overpay the mortgage (a decision reversed), a promotion back onto night shifts, and Andreas leaving
for university in Thessaloniki (a flat that falls through, a flight that moves, an allowance that
grows), with facts the user updates later (the solar cost, the mortgage rate, the allowance, her
pay). bench/answer_conversations.py asks every question ("assistant 35")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_86 = [
 ("2024-09-08", "Rooftop solar for our house in Oroklini", [
   ("user", "Hi Gemini. I'm Despina, I'm 46, and I work as a flight dispatcher for Aeolos Ground Services at Larnaca airport. We live in Oroklini, in a detached house built in 2003 with a flat concrete roof, about 90 m². "
            "Our EAC bills are killing us: we use about 7,800 kWh a year and last summer's bills were over €400 for two months because the air conditioning runs all day. "
            "A company called SunMed Energy has quoted €7,400 including VAT for 16 panels of 400 W (6.4 kWp) with a Huawei inverter, on net-billing. I've read there's a government grant of up to €1,500. "
            "Is this a good idea, and is the price fair?"),
   ("assistant", "Rooftop solar is one of the most sensible investments for a house in Cyprus: you have some of the best sunshine in Europe, and a flat concrete roof makes installation straightforward. "
                 "Here's how to think about it.\n\n"
                 "## Does the size fit your usage?\n"
                 "- In Cyprus a well-placed system typically produces **about 1,600 to 1,700 kWh per kWp per year**.\n"
                 "- 6.4 kWp x ~1,650 = **roughly 10,500 kWh a year**, comfortably above your 7,800 kWh.\n"
                 "- Under net-billing you use your own power first and export the rest, so a little oversizing covers the summer air conditioning without being wasteful.\n\n"
                 "## Is €7,400 fair?\n"
                 "That works out at about **€1,156 per kWp**, which is within the range people in Cyprus usually report for a complete residential installation. But one quote isn't enough to judge.\n\n"
                 "## What to check in any quote\n"
                 "1. **Panels:** brand, wattage, and the product and performance warranties (often 12 to 25 years for the product and 25 to 30 for output).\n"
                 "2. **Inverter:** brand and warranty; the inverter is the part most likely to need replacing in the system's lifetime.\n"
                 "3. **Mounting:** on a flat roof the frames should face south at about 25 to 30 degrees and be fixed or ballasted properly for wind.\n"
                 "4. **Workmanship warranty** from the installer, separate from the manufacturers'.\n"
                 "5. **Paperwork:** does the installer handle the EAC and DSO applications and the grant application?\n"
                 "6. **Monitoring:** an app so you can see production and catch faults early.\n"
                 "7. **Space:** make sure the layout leaves room for your solar water heater and for maintenance access.\n\n"
                 "## The grant\n"
                 "Government PV schemes open and close, and the amounts and conditions change, so check the current scheme's rules before you sign: some require the application to be approved **before** installation.\n\n"
                 "## Payback\n"
                 "If the system cuts your bills by €1,000 to €1,300 a year, the payback is roughly **five to seven years**, and panels last 25 years or more.\n\n"
                 "## My suggestion\n"
                 "Get **at least one more quote** for a similar system so you can compare like with like, and ask neighbours who already have panels who they used.\n\n"
                 "*I can't check current prices or grant rules, so confirm those with the installer and the scheme's official page.*"),
   ("user", "Our neighbours the Georgiou family had SunMed do theirs last year and they're happy. I'll ask Kition Solar for a second quote. Marios wants to see the numbers before we decide."),
   ("assistant", "A happy neighbour is a good reference, and you can even ask to see their monitoring app to check what their system really produces. "
                 "When Kition Solar quote, give them the same brief (your 7,800 kWh a year, the roof size, net-billing) so you and Marios can compare the two side by side.")],
  {"summary": "The user, Despina, 46, is a flight dispatcher for Aeolos Ground Services at Larnaca airport; she lives in Oroklini with her husband Marios, a lab technician at the Dhekelia desalination plant, in a detached house (2003) with a flat concrete roof of about 90 m²; "
              "they use about 7,800 kWh a year and summer EAC bills were over €400 for two months; SunMed Energy quoted €7,400 incl. VAT for 16 x 400 W panels (6.4 kWp) with a Huawei inverter on net-billing; she read of a grant of up to €1,500; "
              "the assistant said the size fits (about 10,500 kWh a year), about €1,156 per kWp is within the usual range, listed what to check (panels, inverter, mounting, workmanship warranty, paperwork, monitoring, space), "
              "said to check the grant rules before signing, estimated a five to seven year payback and suggested a second quote; the Georgiou neighbours used SunMed and are happy; she will ask Kition Solar for a second quote.",
   "procedures": [{"name": "Checking a solar PV quote", "steps": ["Check the size against annual usage", "Compare price per kWp", "Check panel and inverter warranties", "Check the mounting on a flat roof",
                   "Get a workmanship warranty", "Confirm who handles EAC and grant paperwork", "Ask for monitoring", "Get at least one more quote"]}],
   "decisions": [{"decision": "Get a second solar quote from Kition Solar", "rationale": "Compare with SunMed Energy's €7,400 before deciding"}],
   "outcomes": ["SunMed Energy quote €7,400 for 6.4 kWp"]}),
 ("2024-10-06", "Dad's knee replacement: wait for GESY or go private?", [
   ("user", "Family question. My dad Kostas is 79, a retired silversmith, and he lives on his own in Pano Lefkara since my mum died in 2020. His right knee is bone on bone and he can barely walk to the kafeneio any more. "
            "The orthopaedic surgeon at Larnaca General, Dr. Loizou, has put him on the list for a total knee replacement under GESY on 14 January. "
            "Dr. Loizou also said that going private outside GESY would cost about €9,500 and could be done in November. My sister Froso lives in London, so it's mostly me. Should we wait or pay?"),
   ("assistant", "I'm sorry your dad is in so much pain; it's hard to watch a parent lose their independence. I'm not a doctor, but here's a way to weigh it up.\n\n"
                 "## Waiting for 14 January\n"
                 "**For:**\n"
                 "- The operation and the hospital stay are covered under GESY.\n"
                 "- The same surgeon does the operation, so the quality of care is the same.\n"
                 "- About three months isn't a long wait for a knee replacement.\n\n"
                 "**Against:**\n"
                 "- Three more months of pain and reduced mobility.\n"
                 "- Public lists can move, for illness, emergencies or theatre scheduling.\n\n"
                 "## Going private (€9,500)\n"
                 "- The main gain is **about two months sooner**.\n"
                 "- Ask exactly what the price includes: the implant, anaesthesia, the hospital stay, follow-up appointments and physiotherapy.\n\n"
                 "## Questions to ask Dr. Loizou\n"
                 "1. Is there any medical risk in waiting until January?\n"
                 "2. How likely is the date to move?\n"
                 "3. What can your dad do now to make the recovery easier?\n\n"
                 "## Make the wait count: prehabilitation\n"
                 "Research on knee replacements suggests that people who are stronger going in often recover faster. Ask for a physiotherapy referral now, for exercises such as:\n"
                 "1. **Quadriceps sets:** tightening the thigh muscle with the leg straight.\n"
                 "2. **Straight-leg raises** lying down.\n"
                 "3. **Gentle cycling** on a static bike, if he can.\n"
                 "4. **Upper-body strength**, which he'll need for crutches or a frame.\n\n"
                 "## Plan the recovery now\n"
                 "Most people need help at home for **four to six weeks** after a knee replacement. As he lives alone in a village, decide early where he'll recover and who will drive him to physio.\n\n"
                 "*Please follow his surgeon's advice; this is general information, not medical advice.*"),
   ("user", "We'll wait for the GESY date, he doesn't want us spending €9,500 on him anyway. The GESY physio has given him exercises and he does the leg raises in front of the TV. He'll recover at our house afterwards."),
   ("assistant", "That sounds like a good plan, and doing his exercises in front of the TV counts. Having him with you for the first weeks will make a big difference. "
                 "Closer to the date I can help you get the house ready for him.")],
  {"summary": "The user's father Kostas, 79, a retired silversmith, lives alone in Pano Lefkara since her mother died in 2020; his right knee is bone on bone; surgeon Dr. Loizou at Larnaca General Hospital put him on the GESY list for a total knee replacement on 14 January 2025; "
              "going private would cost about €9,500 in November; the assistant (not a doctor) weighed waiting against going private, suggested questions for the surgeon, prehabilitation exercises "
              "(quadriceps sets, straight-leg raises, static bike, upper-body strength) and planning four to six weeks of help at home; "
              "they will wait for the GESY date; the GESY physio gave him exercises; he will recover at the user's house.",
   "procedures": [{"name": "Preparing for a knee replacement", "steps": ["Ask the surgeon about the risk of waiting", "Ask for a physiotherapy referral", "Quadriceps sets and straight-leg raises",
                   "Static bike if possible", "Upper-body strength", "Plan where he will recover"]}],
   "decisions": [{"decision": "Wait for the GESY operation on 14 January 2025 rather than pay €9,500 privately", "rationale": "Same surgeon, covered by GESY; Kostas didn't want the family to pay"},
                 {"decision": "Kostas will recover at the user's house", "rationale": "He lives alone in Pano Lefkara"}],
   "outcomes": ["Knee replacement scheduled for 14 January 2025", "Prehab exercises from the GESY physio"]}),
 ("2024-10-27", "Comparing two solar quotes", [
   ("user", "Second solar quote is in. Kition Solar: €8,100 for 7.1 kWp, Fronius inverter, 10-year workmanship warranty, installation in late January. "
            "SunMed: €7,400 for 6.4 kWp, Huawei inverter with a 10-year warranty, 5-year workmanship warranty, installation on 25 November. "
            "SunMed will also do the grant application. We have the savings to pay cash, but our bank offered a green loan at 5.9%. Which one, and should we borrow?"),
   ("assistant", "Two solid quotes. Let's compare them properly.\n\n"
                 "## Price per kWp\n"
                 "| | SunMed Energy | Kition Solar |\n"
                 "|---|---|---|\n"
                 "| Price | €7,400 | €8,100 |\n"
                 "| Size | 6.4 kWp | 7.1 kWp |\n"
                 "| Per kWp | ~€1,156 | ~€1,141 |\n"
                 "| Inverter | Huawei | Fronius |\n"
                 "| Workmanship | 5 years | 10 years |\n"
                 "| Start | 25 November | late January |\n\n"
                 "Per kWp they're **almost identical**, so the question is really whether you need the extra 0.7 kWp.\n\n"
                 "## Do you need 7.1 kWp?\n"
                 "Probably not. 6.4 kWp should already produce more than your 7,800 kWh a year. Under net-billing, surplus exported to the grid is usually worth less than the electricity you use yourself, "
                 "so extra panels pay back more slowly. The exception would be if you expect much higher usage soon, for example an electric car or replacing gas heating with a heat pump.\n\n"
                 "## The other differences\n"
                 "- **Fronius** inverters have a strong reputation for reliability; **Huawei** inverters are widely used and come with a good app. Both are common in Cyprus.\n"
                 "- A **10-year workmanship warranty** is worth something; ask SunMed whether they'd extend theirs.\n"
                 "- **An earlier start** means two extra months of winter production and an earlier end to your high bills.\n\n"
                 "## Cash or the green loan?\n"
                 "If the savings are genuinely spare, paying cash is usually better: a 5.9% loan would cost you several hundred euros in interest and eat a large part of the first years' savings. "
                 "Just keep an **emergency fund** of three to six months' expenses untouched.\n\n"
                 "## My suggestion\n"
                 "On these numbers **SunMed looks like the better fit**: the right size for your usage, €700 cheaper, earlier installation, they handle the grant, and your neighbours are happy with them. "
                 "Before signing, ask for the warranties in writing and a modest deposit with the balance on completion."),
   ("user", "Decided: SunMed, paying cash from savings, no loan. Deposit of €2,000 paid, installation booked for 25 November. Marios is already planning where the monitoring app goes on his phone."),
   ("assistant", "Great decision. Take photos of the roof before they start, keep all the paperwork together for the grant, and check the first few days of readings on the app to make sure everything is producing as expected.")],
  {"summary": "Kition Solar quoted €8,100 for 7.1 kWp (Fronius inverter, 10-year workmanship warranty, late January); SunMed €7,400 for 6.4 kWp (Huawei inverter with 10-year warranty, 5-year workmanship, 25 November, they do the grant application); "
              "a green loan at 5.9% was offered; the assistant found the price per kWp almost identical, said 6.4 kWp already covers 7,800 kWh a year and exports are worth less under net-billing, "
              "suggested paying cash if savings are spare while keeping an emergency fund, and recommended SunMed; the user chose SunMed, paid a €2,000 deposit from savings, installation booked for 25 November 2024.",
   "decisions": [{"decision": "SunMed Energy to install 6.4 kWp of solar for €7,400, 25 November 2024", "rationale": "Right size for usage, €700 cheaper, earlier start, they handle the grant, neighbours happy"},
                 {"decision": "Pay cash from savings, no green loan", "rationale": "A 5.9% loan would eat much of the savings"}],
   "outcomes": ["Deposit €2,000 paid", "Installation booked for 25 November 2024"]}),
 ("2024-11-24", "A birdwatching course and which binoculars to buy", [
   ("user", "Something for me! Walking Koulouri along the Salt Lake in the mornings, I've got obsessed with the flamingos, so I've signed up for a beginners' birdwatching course with BirdLife Cyprus: "
            "six Saturday mornings starting 11 January, €60, at the Salt Lake and Oroklini Lake. They say to bring binoculars. I know nothing about them. I wear glasses, and my budget is about €350. What should I get?\n\n"
            "Also, annoying: SunMed rang, the panels are held up at Limassol port, so the installation is pushed back to 16 December."),
   ("assistant", "What a lovely thing to take up at 46! The Salt Lake in winter, with thousands of flamingos, is a wonderful place to start. Here's a guide to binoculars.\n\n"
                 "## What the numbers mean\n"
                 "**8x42** means 8 times magnification and 42 mm objective lenses.\n"
                 "- **Magnification:** 8x gives a wider field of view and a steadier image; 10x brings birds closer but shakes more and is harder for finding birds quickly.\n"
                 "- **Objective size:** 42 mm lets in plenty of light for early mornings and dusk; 32 mm is lighter but dimmer.\n\n"
                 "## My recommendation: 8x42\n"
                 "For a beginner, **8x42 is the classic all-round choice**: easy to find a bird with, bright, and steady enough for long sessions at the lake.\n\n"
                 "## Features that matter\n"
                 "1. **Eye relief of 15 mm or more**, because you wear glasses; twist the eyecups down so you see the full view.\n"
                 "2. **Waterproof and fog-proof** (nitrogen or argon filled).\n"
                 "3. **ED glass** reduces colour fringing, which you'll notice on white birds like flamingos and egrets against bright water.\n"
                 "4. **Close focus** of 2 to 3 m, useful for butterflies and birds in the garden.\n"
                 "5. **Weight** around 600 to 700 g; a harness helps on long walks.\n\n"
                 "## Good options around €350\n"
                 "- **Nikon Monarch M5 8x42:** ED glass, long eye relief, a popular choice at this price.\n"
                 "- **Vortex Diamondback HD 8x42:** sharp, and a very generous lifetime warranty.\n"
                 "- **Hawke Endurance ED 8x42:** good value, a little heavier.\n\n"
                 "## Before you buy\n"
                 "1. **Try them in a shop if you can,** with your glasses on.\n"
                 "2. Ask BirdLife Cyprus whether they have loan binoculars for the first session.\n"
                 "3. Get a **field guide**: Collins Bird Guide is the one most birders use in Europe and Cyprus.\n\n"
                 "## The solar delay\n"
                 "Frustrating, but three weeks is a small delay for a 25-year system. Ask SunMed to confirm the new date in writing and check that the delay doesn't affect your grant deadlines."),
   ("user", "Done: I tried a few in a camera shop in Nicosia and bought the Nikon Monarch M5 8x42 for €329. And the Collins guide. Marios says I'm now officially a bird nerd."),
   ("assistant", "Excellent choice! Practise at home before 11 January: pick a bird on a wire and raise the binoculars to your eyes without looking away from it. Enjoy the flamingos.")],
  {"summary": "The user, who walks her dog Koulouri along the Larnaca Salt Lake, signed up for a beginners' birdwatching course with BirdLife Cyprus: six Saturday mornings from 11 January 2025, €60, at the Salt Lake and Oroklini Lake; she wears glasses, budget about €350; "
              "the assistant explained binocular numbers, recommended 8x42 for a beginner, eye relief of 15 mm or more for glasses, waterproofing, ED glass, close focus and weight, suggested the Nikon Monarch M5, Vortex Diamondback HD and Hawke Endurance ED (8x42) and the Collins Bird Guide; "
              "she bought the Nikon Monarch M5 8x42 for €329 in Nicosia and the Collins guide; SunMed postponed the solar installation to 16 December 2024 because the panels were held up at Limassol port.",
   "procedures": [{"name": "Choosing binoculars for birdwatching", "steps": ["Choose 8x42", "Eye relief of 15 mm or more with glasses", "Waterproof and fog-proof", "ED glass",
                   "Close focus of 2 to 3 m", "Try them in a shop with glasses on", "Get a field guide"]}],
   "decisions": [{"decision": "Beginners' birdwatching course with BirdLife Cyprus from 11 January 2025", "rationale": "Got hooked on the Salt Lake flamingos"},
                 {"decision": "Bought Nikon Monarch M5 8x42 binoculars for €329", "rationale": "8x42 recommended for beginners, long eye relief for glasses"}],
   "outcomes": ["Solar installation moved from 25 November to 16 December 2024"]}),
 ("2025-01-12", "Getting the house ready for Dad's recovery", [
   ("user", "Happy new year! Dad's operation has moved: Dr. Loizou is on sick leave, so it's now on 3 February instead of 14 January. Dad is grumpy but still doing his leg raises. "
            "After he's discharged he'll stay with us for about six weeks. We'll put him in the ground-floor study. How do I get the house ready?\n\n"
            "Good news too: the solar panels went in on 16 and 17 December. The final bill was €7,580, €180 more than the quote because they needed a longer cable run to the meter box. And the grant has been approved: €1,250, not the €1,500 I'd hoped for. "
            "And yesterday was my first birding session: thousands of greater flamingos on the Salt Lake!"),
   ("assistant", "Lots of news! Panels on the roof, a grant approved and a first morning with the flamingos. Now, getting ready for your dad. I'm not a clinician, so do follow the hospital's discharge advice, but these are the usual preparations.\n\n"
                 "## The room\n"
                 "1. **Bed height:** he should be able to sit on the edge with his feet flat and his knees at hip height or slightly lower. Raise a low bed with furniture risers.\n"
                 "2. **A firm chair with arms,** for getting up without twisting the knee.\n"
                 "3. **Clear paths:** remove rugs and trailing cables, and leave enough space for a walking frame.\n"
                 "4. **Night light** between the bed and the bathroom.\n"
                 "5. Keep what he needs (phone, glasses, water, TV remote) within reach.\n\n"
                 "## The bathroom\n"
                 "- **Raised toilet seat** or a toilet frame: bending the knee deeply is hard for the first weeks.\n"
                 "- **Shower chair** and a non-slip mat; a walk-in shower is much easier than a bath.\n"
                 "- **Grab rails** by the toilet and in the shower.\n\n"
                 "## The first weeks\n"
                 "1. **Exercises and walking** as the physiotherapist says, little and often.\n"
                 "2. **Ice** for swelling, wrapped in a towel, 15 to 20 minutes at a time.\n"
                 "3. **Pain relief on time,** especially before physio, so he can do the exercises.\n"
                 "4. **Blood-clot prevention:** injections or stockings if prescribed, and moving his ankles regularly.\n"
                 "5. **Watch for warning signs:** increasing redness, heat or discharge from the wound, fever, or a painful swollen calf: call the hospital.\n\n"
                 "## Practicalities\n"
                 "- Ask whether GESY physio can come to your house in the first weeks.\n"
                 "- Plan who drives him to follow-up appointments around your shifts.\n"
                 "- Loose trousers or shorts he can pull over a bandaged knee.\n\n"
                 "## The solar panels\n"
                 "€180 for a longer cable run is reasonable. Keep the invoice and the grant approval together; the grant is often paid some months after installation."),
   ("user", "Marios has already fitted grab rails in the downstairs shower. We've ordered a raised toilet seat and a shower chair, and I've rolled up every rug in the house. Koulouri is confused."),
   ("assistant", "You're very well prepared. Koulouri will get used to it, and she'll probably appoint herself your dad's nurse.")],
  {"summary": "Kostas's knee operation moved from 14 January to 3 February 2025 because Dr. Loizou is on sick leave; he will stay with the user for about six weeks in the ground-floor study; "
              "the solar panels were installed on 16-17 December 2024; final bill €7,580 (€180 more than the quote for a longer cable run to the meter box); grant approved at €1,250, not the €1,500 hoped for; "
              "first birding session on 11 January 2025: thousands of greater flamingos on the Salt Lake; "
              "the assistant (not a clinician) listed preparations: bed height, a chair with arms, clear paths, night light, raised toilet seat, shower chair, grab rails, exercises, ice, pain relief, clot prevention, warning signs, home physio; "
              "Marios fitted grab rails; a raised toilet seat and a shower chair are ordered; rugs removed.",
   "procedures": [{"name": "Getting the house ready after a knee replacement", "steps": ["Bed at the right height", "A firm chair with arms", "Clear paths, no rugs", "Night light", "Raised toilet seat",
                   "Shower chair and grab rails", "Exercises little and often", "Ice and pain relief", "Watch for warning signs"]}],
   "decisions": [{"decision": "Kostas recovers in the ground-floor study for about six weeks", "rationale": "After discharge from his knee replacement"}],
   "outcomes": ["Operation moved to 3 February 2025", "Solar installed 16-17 December 2024, final bill €7,580", "Grant approved €1,250", "Grab rails fitted"]}),
 ("2025-02-16", "Koulouri losing fur: is it leishmaniasis?", [
   ("user", "I'm worried about Koulouri. She's about six, a hound mix we adopted from the Larnaca dog shelter in 2021. For a few weeks she's been losing fur around her eyes and ears, scratching a lot, and she seems thinner. "
            "Everyone here talks about leishmania. Should I panic?\n\n"
            "Dad update: the operation on 3 February went well, he was discharged on the 7th and he's in our study. A GESY physio, Eleni, comes to the house three times a week and he's walking with a frame."),
   ("assistant", "I'm glad your dad's operation went well and Eleni is coming to the house. On Koulouri: don't panic, but do get her seen by a vet soon. I'm not a vet, but here's the background.\n\n"
                 "## What leishmaniasis is\n"
                 "Canine leishmaniasis is a parasitic disease spread by **sandflies**, which are common around the Mediterranean, including Cyprus. They bite mainly from dusk to dawn, roughly from May to October.\n\n"
                 "## Signs vets look for\n"
                 "- Hair loss, especially **around the eyes** ('spectacles') and on the ears and nose\n"
                 "- Weight loss despite eating\n"
                 "- Overgrown nails, nosebleeds, lethargy\n"
                 "- Skin sores that don't heal\n\n"
                 "But **hair loss and scratching have many other causes**: fleas and flea allergy, mites, other allergies, fungal infections. Itching is actually more typical of those than of leishmaniasis.\n\n"
                 "## What the vet will do\n"
                 "1. A **blood test** (a rapid test or a laboratory test for antibodies) and usually blood counts and kidney values.\n"
                 "2. Possibly **skin scrapes** to look for mites.\n"
                 "3. If it is leishmaniasis, it's usually managed long term with medication, and many dogs live well with it for years.\n\n"
                 "## Prevention, whatever the result\n"
                 "1. **A deltamethrin collar** such as Scalibor, or a repellent spot-on, through the sandfly season.\n"
                 "2. **Keep her indoors from dusk to dawn** in the warm months.\n"
                 "3. **The leishmaniasis vaccine** is an option; it adds protection but doesn't replace repellents.\n"
                 "4. **An annual test** in high-risk areas."),
   ("user", "Phew. Dr. Stelios Pittas in Livadia did the blood test: negative. It's a flea allergy. She's had a spot-on flea treatment and a medicated shampoo and she's already scratching less. "
            "He suggested the Scalibor collar from April to November and said the vaccine is optional. We'll do the collar and skip the vaccine for now."),
   ("assistant", "What a relief! Flea allergy is very treatable. Keep up the flea treatment all year, wash her bedding hot, and put the Scalibor collar on in early April before the sandflies appear.")],
  {"summary": "The user's dog Koulouri, about six, a hound mix adopted from the Larnaca dog shelter in 2021, was losing fur around her eyes and ears, scratching and thinner; "
              "Kostas's operation on 3 February 2025 went well, he was discharged on 7 February and recovers in the user's study; GESY physio Eleni comes three times a week, he walks with a frame; "
              "the assistant (not a vet) explained canine leishmaniasis (sandflies, dusk to dawn, May to October), its signs and other causes of hair loss, the tests, and prevention (a deltamethrin collar such as Scalibor, indoors at dusk, the vaccine, an annual test); "
              "vet Dr. Stelios Pittas in Livadia: leishmania blood test negative, it is a flea allergy, treated with a spot-on and medicated shampoo; Scalibor collar April to November, vaccine skipped for now.",
   "procedures": [{"name": "Protecting a dog from leishmaniasis", "steps": ["Deltamethrin collar or repellent spot-on through the sandfly season", "Keep the dog indoors from dusk to dawn", "Consider the vaccine", "Annual test"]}],
   "decisions": [{"decision": "Scalibor collar from April to November, no leishmaniasis vaccine for now", "rationale": "The vet said the collar is the main defence and the vaccine optional"}],
   "outcomes": ["Koulouri's leishmania test negative", "Flea allergy treated", "Kostas's knee operation done on 3 February 2025"]}),
 ("2025-03-16", "Overpay the mortgage or keep the savings?", [
   ("user", "Money question. Our mortgage is with Hellenic Bank: about €84,000 left, variable rate at 4.6%, €690 a month, finishing in 2039. After paying for the solar we have €22,000 in savings. "
            "Marios wants to overpay €10,000 off the mortgage. I was thinking of a fixed deposit instead, but the best I've found is 2.4% for twelve months. What would you do?\n\n"
            "Cheerful news: the first EAC bill since the panels, for January and February, was €38. Last year the same bill was €236. And I finished the birding course on 15 February and joined BirdLife Cyprus: "
            "on a members' walk at Oroklini Lake I saw black-winged stilts and spur-winged lapwings."),
   ("assistant", "From €236 to €38 is a wonderful first bill, and stilts and lapwings at Oroklini Lake are a lovely start to membership! On the mortgage, here's how to think about it.\n\n"
                 "## The basic comparison\n"
                 "- **Overpaying** a 4.6% mortgage is like earning a guaranteed 4.6% on that money, tax-free.\n"
                 "- **A deposit** at 2.4% earns less, and deposit interest may be taxed.\n"
                 "- On €10,000 the difference is roughly **€200 a year** in favour of overpaying, more over time.\n\n"
                 "## But money in the house is hard to get back\n"
                 "Once you've overpaid, you can't easily withdraw it. So the questions are:\n"
                 "1. **Emergency fund:** will you still have three to six months of expenses after overpaying? With €12,000 left, probably yes.\n"
                 "2. **Known big costs in the next two years:** a car, repairs, and especially **your children's education**.\n"
                 "3. **Early repayment terms:** check whether Hellenic Bank charges a fee for partial prepayment on a variable loan (many don't, but check the contract).\n\n"
                 "## If you overpay\n"
                 "- Ask whether it **shortens the term** or **reduces the monthly payment**. Shortening the term saves more interest; reducing the payment gives more breathing room each month.\n"
                 "- Get the new schedule in writing.\n\n"
                 "## A middle path\n"
                 "You could split it: part to the mortgage, part in a short deposit you can reach when you know more about the coming year.\n\n"
                 "*I'm not a financial adviser; the bank can give you exact figures for your loan.*"),
   ("user", "We'll overpay the €10,000, shorten the term, and keep €12,000 as the emergency fund. I'll book an appointment at the bank."),
   ("assistant", "A clear plan. Ask the bank for the new end date and the total interest saved, so you can see what the €10,000 has bought you.")],
  {"summary": "The user's mortgage is with Hellenic Bank: about €84,000 left, variable 4.6%, €690 a month, ending 2039; savings €22,000 after the solar; Marios wants to overpay €10,000; the best fixed deposit found is 2.4% for twelve months; "
              "first EAC bill since the solar panels, January-February 2025, €38 against €236 a year earlier; she finished the birding course on 15 February 2025 and joined BirdLife Cyprus, seeing black-winged stilts and spur-winged lapwings at Oroklini Lake; "
              "the assistant said overpaying is like a guaranteed 4.6% (about €200 a year better than the deposit) but money in the house is hard to get back; check the emergency fund, big costs like the children's education and prepayment terms; "
              "shortening the term saves more interest; a split is a middle path; the user decided to overpay €10,000, shorten the term and keep €12,000 as an emergency fund.",
   "decisions": [{"decision": "Overpay €10,000 off the Hellenic Bank mortgage and shorten the term", "rationale": "4.6% mortgage against a 2.4% deposit; €12,000 left as an emergency fund"}],
   "outcomes": ["First EAC bill after solar €38 for January-February 2025", "Birding course finished 15 February 2025", "Joined BirdLife Cyprus"]}),
 ("2025-04-13", "Andreas: Nicosia or Thessaloniki?", [
   ("user", "Our son Andreas is 17 and sits the Pancyprian exams in June. He wants to study civil engineering. The options: the University of Cyprus in Nicosia (he could live at home, 45 minutes each way), "
            "the Cyprus University of Technology in Limassol, or the Aristotle University of Thessaloniki, which is where he really wants to go. "
            "We've estimated Thessaloniki at about €750 a month including rent, plus flights. How do we decide, and can we afford it?\n\n"
            "By the way, change of plan on the mortgage: we hadn't done the overpayment yet, and with Thessaloniki on the table we've put the €10,000 in a six-month fixed deposit with Bank of Cyprus at 2.2% instead, maturing on 14 October. "
            "If he goes, that money is there for his first year."),
   ("assistant", "A big decision for the whole family. Here's a structured way to look at it.\n\n"
                 "## The academic side\n"
                 "1. **Programme:** compare the civil engineering curricula, specialisations (structural, geotechnical, water, transport) and accreditation.\n"
                 "2. **Admission:** Pancyprian results are used for Cypriot universities and for the places reserved for Cypriot students at Greek universities; check last year's cut-off marks for each.\n"
                 "3. **Size and opportunities:** Aristotle University is one of the largest universities in Greece, with a big engineering school; the University of Cyprus is smaller with more contact with staff.\n\n"
                 "## The money\n"
                 "| | Nicosia from home | Thessaloniki |\n"
                 "|---|---|---|\n"
                 "| Tuition | none for undergraduates at public universities | none for undergraduates at public universities |\n"
                 "| Rent | none | about €350 to €450 |\n"
                 "| Living costs | fuel, food | about €350 to €400 |\n"
                 "| Flights | none | a few return trips a year |\n\n"
                 "Over five years Thessaloniki could cost **€40,000 to €50,000** more than living at home. Check the **state student grant** and any other support Cypriot students studying abroad can apply for.\n\n"
                 "## The personal side\n"
                 "- Living abroad builds independence; living at home saves money and keeps support close.\n"
                 "- Ask Andreas to write a monthly budget himself: it's a good test of how ready he is.\n\n"
                 "## How to decide\n"
                 "1. Sit down with Andreas and put the options in order of preference **on paper**, with the reasons.\n"
                 "2. Work out what you can contribute each month, and what he'd earn or save himself.\n"
                 "3. Have a plan B he's also happy with.\n\n"
                 "## The deposit\n"
                 "Keeping the €10,000 within reach makes sense while the decision is open; a deposit that matures in October lines up well with his first-year costs."),
   ("user", "He's putting Thessaloniki first and the University of Cyprus second. Dad news: he went home to Pano Lefkara on 23 March, two weeks earlier than the physio wanted. "
            "He said he'd rather fall in his own house than be comfortable in someone else's. He walks with a stick now and does hydrotherapy twice a week at a pool in Larnaca; I drive him on my days off."),
   ("assistant", "Your dad sounds determined, which is exactly what a knee replacement needs. Hydrotherapy is excellent for the knee. "
                 "It might be worth a few safety measures in his own house too: a grab rail in the bathroom, a night light and no loose rugs. Good luck to Andreas in June!")],
  {"summary": "The user's son Andreas, 17, sits the Pancyprian exams in June 2025 and wants to study civil engineering; options: the University of Cyprus in Nicosia (living at home), the Cyprus University of Technology in Limassol, or the Aristotle University of Thessaloniki, his favourite; "
              "Thessaloniki estimated at €750 a month including rent plus flights; the mortgage overpayment was not made: instead the €10,000 went into a six-month fixed deposit with Bank of Cyprus at 2.2%, maturing 14 October 2025, for Andreas's first year; "
              "the assistant compared the academic side, the money (about €40,000-50,000 more over five years in Thessaloniki), the state student grant and the personal side, and suggested ranking the options on paper with Andreas; "
              "Andreas puts Thessaloniki first and the University of Cyprus second; Kostas went home to Pano Lefkara on 23 March 2025, two weeks early, walks with a stick and does hydrotherapy twice a week at a pool in Larnaca.",
   "decisions": [{"decision": "€10,000 into a six-month fixed deposit with Bank of Cyprus at 2.2% instead of overpaying the mortgage", "rationale": "Keep the money available for Andreas's first year if he studies in Thessaloniki"},
                 {"decision": "Andreas ranks Aristotle University of Thessaloniki first, University of Cyprus second", "rationale": "Where he really wants to study civil engineering"}],
   "outcomes": ["Kostas back in Pano Lefkara on 23 March 2025", "Hydrotherapy twice a week in Larnaca"]}),
 ("2025-05-25", "Shift supervisor offer: worth going back to nights?", [
   ("user", "Work dilemma. I've been at Aeolos for 14 years, and since 2019 I've been on fixed early shifts, 05:00 to 13:00, which fit around the kids. "
            "Now they've offered me shift supervisor in the Operations Control Centre: €2,780 gross a month instead of my €2,350, plus a night allowance, but it's a rotating roster with nights again, four on and four off. "
            "Marios works days at the desalination plant, Kyriaki is 12 now and Andreas leaves in September. With Thessaloniki coming, the money would help. Should I take it?"),
   ("assistant", "Congratulations on the offer: after 14 years it's a real recognition. Here's a way to weigh it.\n\n"
                 "## The money\n"
                 "- **€430 a month more gross**, plus the night allowance. Remember Cyprus pays a 13th salary in many jobs, so check whether the increase applies to that too.\n"
                 "- Work out the **net** difference after tax and social insurance; it will be smaller than €430 but still meaningful.\n"
                 "- Set it against Andreas's costs: it could cover a large part of his monthly allowance.\n\n"
                 "## The nights\n"
                 "1. **Health:** rotating nights disrupt sleep and are linked with fatigue; at 46 recovery may be harder than it was when you last did them.\n"
                 "2. **Family:** with Marios on days, who is home for Kyriaki on your night shifts and the mornings after?\n"
                 "3. **The four-on, four-off pattern** gives you long blocks of days off, which many people like once they adjust.\n\n"
                 "## The job\n"
                 "- Supervising the control centre is a step up in responsibility and experience, and it opens doors later (duty manager, training roles).\n"
                 "- Ask whether you could return to a day role later if nights don't work for you.\n\n"
                 "## Questions to ask before you say yes\n"
                 "1. The exact roster: how many nights per cycle?\n"
                 "2. The night allowance and whether it counts towards the 13th salary.\n"
                 "3. Training and a handover period.\n"
                 "4. The start date.\n\n"
                 "## A way to decide\n"
                 "Write down what would make it a yes (the money for Andreas, the career step) and what would make it a no (sleep, Kyriaki), and talk it through with Marios and Kyriaki."),
   ("user", "I've said yes. Two nights in each cycle, start date 1 July, and Marios's mum will come over on my night shifts so Kyriaki isn't alone in the mornings."),
   ("assistant", "Congratulations, supervisor! Start protecting your sleep from the first night: we can go through a night-shift routine whenever you want.")],
  {"summary": "The user has been at Aeolos for 14 years, on fixed early shifts (05:00-13:00) since 2019; offered shift supervisor in the Operations Control Centre at €2,780 gross a month (from €2,350) plus a night allowance, rotating four on, four off with nights; "
              "Marios works days at the desalination plant, Kyriaki is 12, Andreas leaves in September; "
              "the assistant weighed the money (net difference, 13th salary, Andreas's costs), the nights (health, family, long blocks off), the career step, and listed questions to ask; "
              "she accepted: two nights per cycle, starting 1 July 2025; Marios's mother will come over on her night shifts for Kyriaki.",
   "decisions": [{"decision": "Accepted the shift supervisor job in the Operations Control Centre from 1 July 2025", "rationale": "€430 a month more gross plus night allowance, helps with Andreas's Thessaloniki costs, a career step"},
                 {"decision": "Marios's mother will stay over on the user's night shifts", "rationale": "So Kyriaki isn't alone in the mornings"}],
   "outcomes": ["New salary €2,780 gross a month from 1 July 2025"]}),
 ("2025-06-29", "Adding a battery to the solar?", [
   ("user", "SunMed are offering a 10 kWh Huawei battery for €5,900 installed. The March-April bill was €22, but the summer ones will be higher with the AC at night. Is a battery worth it?\n\n"
            "Also: a BirdLife trip to Cape Greco on 7 June, where I saw bee-eaters and a Cyprus wheatear, my first endemic! "
            "And Koulouri has had the leishmaniasis vaccine after all: Dr. Pittas recommended it because the neighbour's dog tested positive. €68."),
   ("assistant", "A Cyprus wheatear at Cape Greco, lovely! And a sensible call on Koulouri's vaccine. Now the battery.\n\n"
                 "## What a battery does for you\n"
                 "It stores daytime surplus for the evening and night, when you'd otherwise buy from the grid: mainly your night-time air conditioning in summer.\n\n"
                 "## A rough payback estimate\n"
                 "1. Suppose the battery shifts **7 to 8 kWh a day** on average (less in winter, more in summer).\n"
                 "2. Under net-billing, each stored kWh is worth the difference between the price you pay for grid power and what you get for exporting: perhaps **10 to 15 cents**.\n"
                 "3. That's roughly **€250 to €400 a year**.\n"
                 "4. At €5,900, the payback is **15 to 20 years or more**, longer than the usual battery warranty of about 10 years.\n\n"
                 "## When a battery makes more sense\n"
                 "- If export prices fall or evening tariffs rise sharply\n"
                 "- If a grant becomes available for batteries\n"
                 "- If you want backup during power cuts (check that the system offers it)\n"
                 "- If your evening usage grows, for example an electric car charged at night\n\n"
                 "## My suggestion\n"
                 "**Wait.** Battery prices have been falling year on year. Collect a **full year of data** from your monitoring app first, then look again with real numbers for your evening usage. "
                 "Your panels are already doing the heavy lifting: €22 for two months is a very low bill."),
   ("user", "Agreed, no battery for now. I'll look at the data after a full year. Marios is relieved, he thought I'd buy it."),
   ("assistant", "Sensible. Set a reminder for next December, a year after installation, and compare the evening usage in the app against the battery's price then.")],
  {"summary": "SunMed offered a 10 kWh Huawei battery for €5,900 installed; the March-April 2025 EAC bill was €22; the user saw bee-eaters and a Cyprus wheatear (her first endemic) on a BirdLife trip to Cape Greco on 7 June 2025; "
              "Koulouri had the leishmaniasis vaccine (€68) after all, recommended by Dr. Pittas because the neighbour's dog tested positive; "
              "the assistant estimated the battery would save €250-400 a year, a payback of 15-20 years or more, longer than the usual 10-year warranty, listed when a battery makes more sense, "
              "and advised waiting and collecting a full year of data; the user decided no battery for now.",
   "decisions": [{"decision": "No battery for now", "rationale": "Payback of 15-20 years at €5,900, longer than the warranty; wait for a full year of data"},
                 {"decision": "Koulouri vaccinated against leishmaniasis", "rationale": "Vet's advice after the neighbour's dog tested positive"}],
   "outcomes": ["EAC bill March-April 2025 €22", "Saw bee-eaters and a Cyprus wheatear at Cape Greco"]}),
 ("2025-07-20", "Andreas got into Thessaloniki: what needs doing", [
   ("user", "He did it! Andreas got Civil Engineering at the Aristotle University of Thessaloniki, his first choice. We're proud and a bit terrified. "
            "We've found him a studio in Kalamaria for €380 a month; we'll pay the rent directly and give him €650 a month for everything else. He flies out on 20 September. "
            "What do we need to sort out? (I started the new job on 1 July. Nights are hard but I like the work.)"),
   ("assistant", "Congratulations to Andreas, and to you! A first choice is a great result. Here's a checklist for a Cypriot student starting in Greece.\n\n"
                 "## Before he leaves\n"
                 "1. **Registration:** follow the university's instructions and deadlines for new students, usually online, and note the date the department's courses start.\n"
                 "2. **Greek tax number (AFM):** needed for a rental contract, a bank account and a phone contract.\n"
                 "3. **AMKA (social security number):** often needed for health services and student benefits; check whether he's eligible as an EU citizen studying in Greece.\n"
                 "4. **European Health Insurance Card** from Cyprus, and check whether your family's insurance covers him abroad.\n"
                 "5. **Cyprus student grant:** check the application dates for students studying abroad and keep the university's registration certificate.\n"
                 "6. **Rental contract:** a written contract, registered with the tax office, and photos of the flat on arrival.\n\n"
                 "## Money\n"
                 "- A **Greek bank account** makes rent and daily life easier; keep his Cypriot account too.\n"
                 "- **A budget:** €650 a month for food, transport, phone, books and going out is workable in Thessaloniki if he cooks.\n"
                 "- A small **emergency buffer** he knows not to touch.\n\n"
                 "## Settling in\n"
                 "- The **student card** gives discounts on public transport and meals at the university restaurant.\n"
                 "- Encourage him to join a student society or sports club in the first weeks.\n"
                 "- Agree how you'll keep in touch: a weekly call, without checking on him every day.\n\n"
                 "## For you\n"
                 "With your new night shifts, plan the send-off around your roster, and book your first visit: having a date in the calendar helps everyone."),
   ("user", "Thanks. Kyriaki has already claimed his room for her Lego."),
   ("assistant", "Of course she has! Maybe let Andreas take his things first.")],
  {"summary": "Andreas got Civil Engineering at the Aristotle University of Thessaloniki, his first choice; a studio in Kalamaria for €380 a month, rent paid directly by the parents, plus an allowance of €650 a month; he flies out on 20 September 2025; "
              "the user started the shift supervisor job on 1 July 2025 and finds nights hard; "
              "the assistant gave a checklist: registration, Greek tax number (AFM), AMKA, European Health Insurance Card, the Cyprus student grant, a registered rental contract, a Greek bank account, a budget, a buffer, the student card, a student society, keeping in touch; "
              "Kyriaki wants his room.",
   "procedures": [{"name": "Getting a Cypriot student ready for university in Greece", "steps": ["Register with the university", "Get a Greek tax number (AFM)", "Check the AMKA",
                   "European Health Insurance Card", "Apply for the Cyprus student grant", "Written, registered rental contract", "Open a Greek bank account", "Agree a monthly budget"]}],
   "decisions": [{"decision": "Studio in Kalamaria at €380 a month, paid directly, and a €650 monthly allowance", "rationale": "Andreas studying in Thessaloniki"}],
   "outcomes": ["Andreas admitted to Civil Engineering at Aristotle University of Thessaloniki", "Flight on 20 September 2025", "Started the supervisor job on 1 July 2025"]}),
 ("2025-08-31", "Sleeping after night shifts", [
   ("user", "Two months into the new job. The work is great but after nights I sleep four hours at most and feel awful for two days. The house is bright and noisy in the day, Koulouri barks at the delivery vans, and it's 38 degrees. "
            "The first full pay slip came: €2,780 gross plus €215 night allowance for the month. How do I sleep better?"),
   ("assistant", "Four hours after a night shift is very common, and there's a lot you can do. Here's what sleep researchers and shift workers recommend.\n\n"
                 "## Make the bedroom a cave\n"
                 "1. **Blackout blinds or curtains:** even a little daylight tells your brain it's morning.\n"
                 "2. **Cool:** set the air conditioning to about 24 to 26 degrees; a cool room helps you fall asleep and stay asleep.\n"
                 "3. **Quiet:** earplugs or white noise to cover deliveries and barking; tell the family your sleeping hours.\n"
                 "4. **Phone on do not disturb**, with exceptions for Marios and the children.\n\n"
                 "## The drive home\n"
                 "- **Sunglasses** on the way home reduce the morning light that wakes you up.\n"
                 "- If you're drowsy, don't drive: a 20-minute nap before you leave is safer.\n\n"
                 "## Around the shift\n"
                 "1. **Caffeine:** none in the last four to six hours of your shift.\n"
                 "2. **Eat lightly at night** and have a small meal before sleeping, so hunger doesn't wake you.\n"
                 "3. **Go to bed as soon as you get home**; don't start on chores.\n"
                 "4. **Anchor sleep:** on days off, keep a core block of sleep at the same hours when you can, so the switch back isn't so brutal.\n"
                 "5. **Before the first night:** a nap of 90 minutes in the afternoon.\n\n"
                 "## When to talk to a doctor\n"
                 "If you still can't sleep after a few weeks of this, or you feel unsafe driving, speak to your GP: shift work sleep disorder is real and treatable.\n\n"
                 "## The pay\n"
                 "€215 night allowance on top of the €2,780 is a nice bonus for the nights."),
   ("user", "Ordered blackout blinds for the bedroom (€140) and Marios has promised to walk Koulouri in the mornings after my nights so she's not barking under the window."),
   ("assistant", "Two good fixes. Give it a couple of cycles and notice which changes help most.")],
  {"summary": "Two months into the shift supervisor job the user sleeps at most four hours after nights; the house is bright and noisy, Koulouri barks, 38 degrees; first full pay slip €2,780 gross plus €215 night allowance; "
              "the assistant recommended blackout blinds, a cool room (24-26 degrees), earplugs or white noise, do not disturb, sunglasses on the drive home, no driving drowsy, no caffeine in the last four to six hours, eating lightly, "
              "going to bed straight away, anchor sleep, a nap before the first night, and seeing the GP if it persists; she ordered blackout blinds (€140) and Marios will walk Koulouri after her nights.",
   "procedures": [{"name": "Sleeping after night shifts", "steps": ["Blackout blinds", "Cool room", "Earplugs or white noise", "Sunglasses on the drive home", "No caffeine in the last four to six hours",
                   "Eat lightly", "Bed as soon as you get home", "Anchor sleep on days off", "Nap before the first night"]}],
   "decisions": [{"decision": "Blackout blinds for the bedroom, €140", "rationale": "Daylight wakes her after nights"},
                 {"decision": "Marios walks Koulouri after her night shifts", "rationale": "So she doesn't bark under the window"}],
   "outcomes": ["First pay slip €2,780 gross plus €215 night allowance"]}),
 ("2025-09-28", "Andreas has settled in, and the mortgage rate dropped", [
   ("user", "Andreas is in Thessaloniki! The Kalamaria studio fell through at the last minute, the landlord gave it to a relative, so he's in a studio in Toumba for €410 a month, free from the 24th, so we moved his flight from the 20th to Wednesday 24 September. "
            "Groceries there are dearer than we thought, so we've raised his allowance to €700 a month. He's already joined the university's basketball team.\n\n"
            "Also, Hellenic Bank wrote: our variable rate goes down to 4.1% from 1 October and the instalment drops to €668. And the €10,000 deposit matures on 14 October. What should we do with it?"),
   ("assistant", "Great to hear he's settled, and a basketball team is a very good way to make friends. Now the money.\n\n"
                 "## The lower mortgage rate\n"
                 "From 4.6% to 4.1% saves you **€22 a month**. Two options:\n"
                 "1. **Keep paying €690** if the bank allows it without charges: the extra €22 goes to the capital and shortens the loan.\n"
                 "2. Or take the lower instalment and put the €22 towards Andreas's costs.\n\n"
                 "## The €10,000 deposit\n"
                 "When it matures on 14 October you'll have about **€10,110** with interest (before any tax). Think about it in three parts:\n"
                 "1. **Andreas's first-year costs:** the Toumba deposit, the rent difference and the higher allowance. Put aside what you need for this academic year.\n"
                 "2. **Emergency fund:** check that your €12,000 is still intact after the summer.\n"
                 "3. **The rest:** a new fixed deposit for his second year, or, now that the rate is lower and his costs are clearer, a partial overpayment of the mortgage. "
                 "With the rate at 4.1% the case for overpaying is a little weaker than at 4.6%, but still better than most deposits.\n\n"
                 "## A simple monthly check\n"
                 "With rent at €410 and the allowance at €700, Andreas now costs about **€1,110 a month**; your net pay rise and the lower instalment cover part of it."),
   ("user", "We'll keep €2,000 for his set-up costs and roll the other €8,000 into a new twelve-month deposit for his second year. And we'll keep paying €690 on the mortgage."),
   ("assistant", "A tidy plan: this year covered, next year started, and the mortgage shrinking a little faster. Ask the bank to confirm in writing that the extra payment goes to the capital.")],
  {"summary": "The Kalamaria studio fell through (the landlord gave it to a relative); Andreas rents a studio in Toumba for €410 a month from 24 September 2025, so his flight moved from 20 to Wednesday 24 September; "
              "his allowance was raised to €700 a month because groceries are dearer; he joined the university basketball team; "
              "Hellenic Bank lowered the variable rate to 4.1% from 1 October 2025, instalment €668; the €10,000 deposit matures on 14 October; "
              "the assistant suggested keeping the €690 payment to shorten the loan, splitting the deposit between Andreas's first-year costs, the emergency fund and a new deposit or overpayment, and noted Andreas costs about €1,110 a month; "
              "the user will keep €2,000 for his set-up costs, put €8,000 into a new twelve-month deposit for his second year and keep paying €690 on the mortgage.",
   "decisions": [{"decision": "Andreas's allowance raised to €700 a month", "rationale": "Groceries in Thessaloniki dearer than expected"},
                 {"decision": "€2,000 for set-up costs, €8,000 into a new twelve-month deposit", "rationale": "Cover this year and start saving for his second year"},
                 {"decision": "Keep paying €690 a month on the mortgage", "rationale": "The extra goes to the capital after the rate cut"}],
   "outcomes": ["Andreas flew to Thessaloniki on 24 September 2025", "Rent €410 a month in Toumba", "Mortgage rate 4.1% from 1 October 2025"]}),
 ("2025-10-26", "Solar so far, the grant at last, and a bird-friendly garden", [
   ("user", "Update on the panels: the app says they've produced 8,900 kWh since 17 December. The May-June bill was €45 and July-August €71, with the AC on day and night. "
            "The €1,250 grant finally arrived on 9 October. SunMed rang again with the battery at €5,200 now; I still said no, the summer bills are too low to justify it.\n\n"
            "Bird news: the flamingos are back on the Salt Lake, and a Cyprus warbler has been coming to our garden. Koulouri's collar comes off in November. "
            "How can I make the garden better for birds without making it a jungle?"),
   ("assistant", "Ten months, 8,900 kWh and summer bills of €45 and €71: your panels have more than done their job, and the grant brings the real cost down. Now, the garden.\n\n"
                 "## Water first\n"
                 "In a Cypriot summer, **water is the biggest draw**:\n"
                 "1. A shallow **bird bath** (no more than 5 cm deep) with a stone in it for perching.\n"
                 "2. Keep it in partial shade, and clean and refill it every day or two in the heat.\n"
                 "3. Place it near a shrub so birds can escape, but not so close that a cat can hide there.\n\n"
                 "## Native plants\n"
                 "Native shrubs feed insects and birds and need little water once established:\n"
                 "- **Lentisk (mastic, Pistacia lentiscus)** for berries in autumn\n"
                 "- **Myrtle** for berries and cover\n"
                 "- **Rosemary, thyme and sage** for insects\n"
                 "- **A carob or olive tree** if you have space\n\n"
                 "## Shelter\n"
                 "- A **dense shrub** where warblers can feed under cover: the Cyprus warbler loves scrubby cover.\n"
                 "- Leave a **corner a little untidy**, with leaf litter for insects.\n\n"
                 "## Food\n"
                 "- Feeding is less important than water and plants here, but a small feeder with seeds in winter helps finches and sparrows.\n"
                 "- No bread: it's poor food for birds.\n\n"
                 "## Safety\n"
                 "- Avoid pesticides: they remove the insects birds feed on.\n"
                 "- Put stickers on large windows if birds fly into them.\n\n"
                 "## Record what you see\n"
                 "BirdLife Cyprus and citizen-science apps welcome garden records; it's a good way to keep learning between trips."),
   ("user", "A bird bath and a lentisk it is. Koulouri will have to learn the bird bath isn't hers."),
   ("assistant", "Good luck convincing her! Enjoy the winter birding.")],
  {"summary": "The solar panels produced 8,900 kWh from 17 December 2024 to late October 2025; EAC bills May-June €45 and July-August €71 with air conditioning day and night; the €1,250 grant arrived on 9 October 2025; "
              "SunMed offered the battery at €5,200 and the user still said no; the flamingos are back on the Salt Lake and a Cyprus warbler visits the garden; Koulouri's Scalibor collar comes off in November; "
              "the assistant suggested a shallow bird bath in partial shade, native plants (lentisk, myrtle, rosemary, thyme, sage, carob or olive), dense shrubs and an untidy corner, a winter feeder, no pesticides, window stickers and recording sightings; "
              "she will add a bird bath and a lentisk.",
   "procedures": [{"name": "Making a Cypriot garden bird-friendly", "steps": ["A shallow bird bath in partial shade, cleaned often", "Native shrubs such as lentisk and myrtle", "Herbs for insects",
                   "Dense shrubs and an untidy corner", "A small winter feeder", "No pesticides", "Record sightings"]}],
   "decisions": [{"decision": "Still no battery at €5,200", "rationale": "Summer bills too low to justify it"},
                 {"decision": "Add a bird bath and a lentisk to the garden", "rationale": "Attract more birds"}],
   "outcomes": ["Solar grant of €1,250 paid on 9 October 2025", "8,900 kWh produced since 17 December 2024", "EAC bills €45 (May-June) and €71 (July-August)"]}),
]

QUESTIONS_86 = [
 # single facts the user said about herself, her family and her things
 ("How old am I?", "46"),
 ("What do I do for work?", "flight dispatcher at Aeolos Ground Services, Larnaca airport (shift supervisor in the Operations Control Centre since July 2025)"),
 ("What's our dog called?", "Koulouri"),
 ("Where did we get Koulouri?", "the Larnaca dog shelter (adopted in 2021)"),
 ("What does Marios do for work?", "lab technician at the Dhekelia desalination plant"),
 ("Where does my dad live?", "Pano Lefkara"),
 ("Where does my sister Froso live?", "London"),
 ("What binoculars did I buy?", "Nikon Monarch M5 8x42"),
 ("Which bank is our mortgage with?", "Hellenic Bank"),
 ("Who is Koulouri's vet?", "Dr. Stelios Pittas in Livadia"),
 ("What is Andreas studying?", "Civil Engineering at the Aristotle University of Thessaloniki"),
 # when
 ("When were our solar panels installed?", "16-17 December 2024"),
 ("When was Dad's knee operation?", "3 February 2025"),
 ("When did my birdwatching course start?", "11 January 2025"),
 ("When did I start as shift supervisor?", "1 July 2025"),
 ("When did Andreas fly to Thessaloniki?", "Wednesday 24 September 2025"),
 # how much / how many
 ("How much did my binoculars cost?", "€329"),
 ("How many solar panels do we have?", "16 (400 W each, 6.4 kWp)"),
 # lists across chats
 ("Which companies quoted for our solar panels?", "SunMed Energy (€7,400) and Kition Solar (€8,100)"),
 ("Which birds have I seen?", "greater flamingos, black-winged stilts, spur-winged lapwings, bee-eaters, a Cyprus wheatear and a Cyprus warbler"),
 ("Where have I been birdwatching?", "Larnaca Salt Lake, Oroklini Lake and Cape Greco"),
 ("What have our electricity bills been since the solar went in?", "€38 (Jan-Feb), €22 (Mar-Apr), €45 (May-Jun), €71 (Jul-Aug) 2025"),
 ("What has Koulouri had done for her health?", "a leishmaniasis blood test (negative), flea allergy treatment (spot-on and medicated shampoo), a Scalibor collar and the leishmaniasis vaccine"),
 ("What did Dad's rehab involve?", "prehab exercises before the operation, home physio with Eleni three times a week, and hydrotherapy twice a week in Larnaca"),
 # latest value of something that changed
 ("How much did the solar panels cost in the end?", "€7,580 (€6,330 after the €1,250 grant)"),
 ("How much allowance does Andreas get now?", "€700 a month (plus his €410 rent)"),
 ("What's our mortgage rate now?", "4.1% (from 1 October 2025)"),
 ("What's my salary now?", "€2,780 gross a month plus the night allowance"),
 # yes/no
 ("Did we get a battery for the solar panels?", "No"),
 ("Did Koulouri have leishmaniasis?", "No"),
 ("Did Andreas get his first choice of university?", "Yes"),
 # why
 ("Why was the solar installation postponed?", "the panels were held up at Limassol port"),
 ("Why did Dad's operation move?", "Dr. Loizou, his surgeon, was on sick leave"),
 ("Why did we put the €10,000 in a fixed deposit instead of paying down the mortgage?", "to keep it available for Andreas's first year in Thessaloniki"),
 # what the assistant recommended
 ("What size of binoculars did you recommend?", "8x42"),
 ("What did you tell me about adding a battery?", "wait: at €5,900 the payback would be 15-20 years, longer than the warranty; look again after a full year of data"),
 # inference
 ("Would Dad want to move in with us for good?", "Likely no"),
 ("Would I enjoy a birdwatching holiday abroad?", "Likely yes"),
 # not in the archive
 ("What car do we drive?", "Not mentioned in my chats"),
 ("What's the name of Kyriaki's school?", "Not mentioned in my chats"),
]


def assistant_chats_35_at(folder):
    """The archive of CHATS_86 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a35c", CHATS_86, "gemini")


@pytest.fixture(scope="module")
def assistant_chats_35(tmp_path_factory):
    return assistant_chats_35_at(tmp_path_factory.mktemp("assistant35"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_86, "assistant 35")


def test_the_archive_finds_the_dog(assistant_chats_35):
    assert assistant_chats_35.search("Koulouri").results
