"""A thirty-second written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind with its questions and gold answers before any run of
`kbsearch answer` on it, and without reading the answer rules. Its questions are read by the
developers after its first measure. A radiographer at AZ Sint-Maarten in Mechelen, Belgium,
Annelies Claeys, 46, who lives in a 1930s terraced house in Nekkerspoel with her husband Joris,
a lift engineer, their children Fien and Lander, and Bollie, a Kooikerhondje. She chats with
ChatGPT from January to November 2025: insulating the attic and turning it into a bedroom for Fien
(three quotes, a start date that slips, a final bill above the quote, a premium and a new EPC label),
replacing the second car with an electric cargo bike (a shortlist, a choice reversed at the test ride),
a tennis elbow from work that pauses her carillon lessons at the Royal Carillon School Jef Denyn,
Bollie's torn cruciate ligament (rest that fails, then surgery), her father's fall and his move into
a serviceflat in Lier, pension savings and the children's savings, switching energy supplier, and a
students' recital on the carillon whose date moves, with facts the user updates later (the attic cost,
the serviceflat price, the recital date, the surgery bill, the energy supplier).
bench/answer_conversations.py asks every question ("assistant 32")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_80 = [
 ("2025-01-26", "Insulating the attic of a 1930s terraced house", [
   ("user", "Hi! I'm Annelies, I'm 46 and I'm a radiographer at AZ Sint-Maarten in Mechelen (80%, four days a week). My husband Joris (he's a lift engineer, mostly office buildings in Antwerp) and I live in a 1930s terraced house "
            "in the Nekkerspoel area of Mechelen with our kids Fien (13) and Lander (10) and Bollie, our Kooikerhondje. The attic is just storage and the roof isn't insulated at all: you can see the underside of the tiles. "
            "Our EPC certificate from when we bought the house in 2016 says label E (486 kWh/m² a year), and we pay Engie €210 a month for gas and electricity. "
            "We want to insulate the roof and turn the attic into a bedroom for Fien, who's sick of sharing a wall with Lander's Minecraft sessions. I have two quotes so far:\n"
            "- Dakwerken Verbeke: €24,500 to take the tiles off, insulate from the outside (sarking, 16 cm PIR boards), new underlay, battens and new tiles.\n"
            "- Isolatie Peeters: €11,900 to insulate from the inside: 22 cm of mineral wool between and under the rafters, a vapour barrier and a plasterboard finish. No roof windows included.\n"
            "Which is better? And is there a grant for this?"),
   ("assistant", "Insulating an uninsulated roof is one of the most effective things you can do for an older house: a lot of the heat in a terraced house escapes through the roof, and an attic bedroom for Fien is a lovely bonus. "
                 "I'm not a building professional, but here's how the two approaches compare and what to check.\n\n"
                 "## Inside or outside?\n\n"
                 "### Insulating from the outside (Verbeke, €24,500)\n"
                 "- **Pros:** a continuous insulation layer over the rafters with few thermal bridges; you keep all the headroom in the attic; new underlay, battens and tiles, so the roof covering is good for decades.\n"
                 "- **Cons:** roughly double the price; the roof is open during the works, so it depends on the weather; it usually makes most sense when the tiles need replacing anyway.\n\n"
                 "### Insulating from the inside (Peeters, €11,900)\n"
                 "- **Pros:** much cheaper; no work on the roof covering; it can be done in any season.\n"
                 "- **Cons:** you lose some headroom (22 cm plus the finish); it only works well if the tiles and underlay are in good condition; and the **vapour barrier must be installed airtight**, with every joint, pipe and cable taped, "
                 "or warm moist air from the bedroom can condense in the insulation.\n\n"
                 "## How to decide\n"
                 "1. **Check the state of the roof covering.** If the tiles and battens are sound, insulating from the inside is usually the better value.\n"
                 "2. **Check for an underlay.** Many 1930s roofs have none. Ask each firm how they deal with that (a breathable membrane between the rafters, for example).\n"
                 "3. **Compare the insulation value (the R-value)** each quote achieves, not just the thickness.\n\n"
                 "## Grants in Flanders\n"
                 "- **Mijn VerbouwPremie** covers roof insulation. As far as I know the work must be done and invoiced by a contractor, the insulation must reach a minimum R-value (around 4.5 m²K/W), and the amount depends on your income category. "
                 "You apply online after the final invoice, within a deadline.\n"
                 "- **Mijn VerbouwLening** is an interest-free renovation loan for households below certain income limits.\n"
                 "- Conditions and amounts change, so check the official Flemish government pages before you sign.\n\n"
                 "## Turning the attic into a bedroom\n"
                 "A bedroom brings extra questions beyond insulation:\n"
                 "1. **Daylight and escape:** a roof window large enough to get out of in an emergency is a good idea for a bedroom.\n"
                 "2. **Stairs:** is the current attic stair safe for daily use?\n"
                 "3. **Heating and electrics:** a radiator or electric heater, sockets and lighting.\n"
                 "4. **Permits:** check with the city of Mechelen whether roof windows need a permit or notification.\n"
                 "5. **Summer heat:** attic rooms can get very hot; plan blinds or shutters for any roof windows.\n\n"
                 "## My suggestion\n"
                 "Get **a third quote** from a firm that can do the insulation **and** the roof windows, so one contractor is responsible for the airtightness around the windows. "
                 "Give all three the same brief so you can compare like with like."),
   ("user", "The tiles were replaced by the previous owner in 2008 and they look fine, so I think inside. Fien wants a roof window so she can see the tower of St Rumbold's from her bed. I'll get a third quote that includes the windows."),
   ("assistant", "That sounds like the right call. With sound tiles from 2008, insulating from the inside makes good sense. When the third firm comes round, ask them about the underlay, the R-value, how they'll tape the vapour barrier around the windows, "
                 "and how long the job will take. And a view of St Rumbold's from bed is a very good reason for a roof window.")],
  {"summary": "The user, Annelies, 46, is a radiographer at AZ Sint-Maarten in Mechelen (80%); her husband Joris is a lift engineer; they live in a 1930s terraced house in Nekkerspoel, Mechelen, with their children Fien (13) and Lander (10) and Bollie, a Kooikerhondje; "
              "the house has EPC label E and they pay Engie €210 a month for gas and electricity; they want to insulate the uninsulated roof and turn the attic into a bedroom for Fien; "
              "quotes: Dakwerken Verbeke €24,500 (insulating from the outside, sarking, new tiles), Isolatie Peeters €11,900 (22 cm mineral wool from the inside, vapour barrier, plasterboard, no roof windows); "
              "the assistant compared inside and outside insulation, mentioned Mijn VerbouwPremie and Mijn VerbouwLening, and points for an attic bedroom (escape window, stairs, heating, permits, summer heat), and suggested a third quote including roof windows; "
              "the tiles date from 2008 and are sound, so she leans to insulating from the inside; Fien wants a roof window.",
   "procedures": [{"name": "Choosing how to insulate a pitched roof", "steps": ["Check the state of the tiles and underlay", "Ask how each firm deals with a missing underlay", "Compare the R-value of each quote",
                   "Check grant conditions before signing", "Get a third quote covering insulation and roof windows"]}],
   "decisions": [{"decision": "Insulate the roof from the inside", "rationale": "The tiles were replaced in 2008 and are sound; much cheaper than insulating from the outside"},
                 {"decision": "Get a third quote including roof windows", "rationale": "One contractor responsible for the airtightness around the windows"}],
   "outcomes": ["Two attic quotes: Verbeke €24,500, Peeters €11,900"]}),
 ("2025-02-16", "Learning to play the carillon at 46", [
   ("user", "Something just for me this time. I've signed up for the adult beginners' course at the Royal Carillon School Jef Denyn here in Mechelen: lessons on Wednesday evenings from 5 March, €240 for the school year. "
            "My teacher will be Koen. I had piano lessons until I was 16 but I haven't played in thirty years. I walk past St Rumbold's every day on the way to work and I've always wanted to know how it's played. "
            "(Bollie howls along whenever the carillon plays on Saturday mornings during the market, so he's either a fan or a critic.) What should I expect, and how can I prepare?"),
   ("assistant", "What a wonderful thing to learn, and in the city with the oldest carillon school in the world! I haven't played an instrument myself, of course, but here's what beginners usually meet.\n\n"
                 "## What a carillon is\n"
                 "- A carillon is a set of tuned bells (at least 23) played from a **clavier**: a keyboard of wooden batons for the hands and pedals for the feet.\n"
                 "- Each baton is connected to the clapper of a bell by wires. You play the batons with a **loosely closed hand**, striking with the side of the little finger, not with the fingertips.\n"
                 "- It's expressive: the harder you strike, the louder the bell.\n\n"
                 "## What the first months usually look like\n"
                 "1. **A practice clavier** indoors, with tone bars or electronic sound, so you can practise without the whole city listening.\n"
                 "2. **Basic technique:** hand position, striking from the arm rather than the wrist, the pedals for the bass bells.\n"
                 "3. **Simple pieces,** often folk songs and easy arrangements, and the carillon's own way of playing chords and tremolos.\n"
                 "4. **Going up the tower** later, once you're ready to be heard.\n\n"
                 "## How to prepare\n"
                 "- **Refresh your music reading:** your piano background helps a lot. Practise reading treble and bass clef again.\n"
                 "- **Listen a lot:** the summer evening concerts in Mechelen are a good way to hear what's possible, and there are many recordings online.\n"
                 "- **Warm up:** carillon playing is physical. Loosen your shoulders, arms and hands before practice.\n"
                 "- **Look after your arms:** you use your hands and arms all day at work, so start with short practice sessions and build up.\n"
                 "- **Bring comfortable shoes** with a thin sole for the pedals.\n\n"
                 "## What to ask Koen at the first lesson\n"
                 "1. How often, and for how long, should a beginner practise?\n"
                 "2. Can you book the practice claviers outside lesson time?\n"
                 "3. Which method book or pieces does he recommend?\n\n"
                 "And Bollie clearly has perfect pitch, or at least strong opinions."),
   ("user", "Koen says beginners practise on a practice clavier in the school for the first months and only go up the tower later. I'll dig out my old piano books for the reading."),
   ("assistant", "Perfect. A few minutes of sight-reading every day will make the first lessons much easier. Enjoy 5 March!")],
  {"summary": "The user signed up for the adult beginners' course at the Royal Carillon School Jef Denyn in Mechelen: Wednesday evenings from 5 March 2025, €240 for the school year, teacher Koen; "
              "she had piano lessons until she was 16; she walks past St Rumbold's on the way to work; "
              "the assistant explained the carillon (bells, a clavier of batons and pedals, played with a loosely closed hand), what beginners do (practice clavier, technique, simple pieces, the tower later) "
              "and how to prepare (music reading, listening, warming up, short practice sessions to protect her arms); beginners practise on a practice clavier in the school first.",
   "procedures": [{"name": "Preparing for carillon lessons", "steps": ["Refresh music reading in treble and bass clef", "Listen to concerts and recordings", "Warm up shoulders, arms and hands",
                   "Start with short practice sessions", "Ask the teacher about practice time and pieces"]}],
   "decisions": [{"decision": "Carillon course at the Royal Carillon School Jef Denyn from 5 March 2025", "rationale": "A long-held wish; something just for her"}],
   "outcomes": ["Course fee €240 for the school year", "Teacher: Koen"]}),
 ("2025-03-16", "Tennis elbow from work, and the carillon", [
   ("user", "My right elbow has been hurting for about five weeks, on the outside, worst when I grip or lift something. At work I position patients all day, push the mobile X-ray unit round the wards and lift the detector plates in and out of beds. "
            "My GP, Dr Wouters, says it's tennis elbow (lateral epicondylitis). I've never played tennis in my life! She gave me a counterforce strap and a prescription for 9 physio sessions. "
            "I've booked with Elke at a practice near the Vrijbroekpark, starting Tuesday, and I'm with CM so I'll get part of it back. "
            "I've had two carillon lessons and I love it, but striking the batons with my fist makes the elbow worse. What can I do at work, and should I stop the lessons?"),
   ("assistant", "I'm sorry, tennis elbow is painful and frustrating, especially in a job as physical as yours. It's very common in people who grip and lift repetitively, tennis or not. I'm not a doctor, so follow Dr Wouters and Elke, but here's what usually helps.\n\n"
                 "## What tennis elbow is\n"
                 "An overload of the tendon that attaches the wrist and finger extensor muscles to the outside of the elbow. It usually settles with the right load, but it often takes **weeks to months**, so patience matters.\n\n"
                 "## At work\n"
                 "1. **Keep loads close to your body** and lift the detector plates with both hands, palms up where you can, rather than gripping with one hand.\n"
                 "2. **Use the aids:** slide sheets and two-person transfers for patients, and let the motor of the mobile unit do the work.\n"
                 "3. **Ask about lighter duties for a while:** a few weeks in a modality with less lifting can help a lot.\n"
                 "4. **Talk to the occupational health service** at the hospital; they can advise on adjustments.\n"
                 "5. **Wear the strap** during heavy tasks, about two finger-widths below the painful spot.\n\n"
                 "## Physiotherapy\n"
                 "Physios usually work with **progressive loading exercises** (often eccentric wrist exercises with a light weight), stretching and advice on activity. "
                 "Do the home exercises every day; they're the part that makes the difference.\n\n"
                 "## The carillon\n"
                 "**I'd pause the lessons until Elke says it's OK, and then restart gradually:**\n"
                 "- Striking batons repeatedly loads exactly the tendon that is irritated.\n"
                 "- Tell Koen now; teachers are used to this and may have ideas.\n"
                 "- When you go back, start with short sessions and build up.\n\n"
                 "## When to see the doctor again\n"
                 "- Numbness or tingling in the hand\n"
                 "- Pain at night or at rest that keeps getting worse\n"
                 "- Swelling, redness or warmth around the elbow\n"
                 "- No improvement after the physio sessions\n\n"
                 "*This is general information, not medical advice.*"),
   ("user", "I've told Koen I'm pausing the lessons until the physio says yes. He says I can sit in on lessons and do music theory in the meantime. I've also asked my head of department to put me on CT for a few weeks, where there's less lifting."),
   ("assistant", "Two very good moves. Sitting in on lessons keeps you learning without loading the elbow, and a few weeks on CT gives the tendon a chance to settle. Good luck with Elke on Tuesday.")],
  {"summary": "The user has had pain on the outside of her right elbow for about five weeks, from positioning patients, pushing the mobile X-ray unit and lifting detector plates; her GP, Dr Wouters, diagnosed tennis elbow (lateral epicondylitis), "
              "gave her a counterforce strap and prescribed 9 physiotherapy sessions, booked with Elke near the Vrijbroekpark; "
              "the assistant (not a doctor) explained tennis elbow, suggested work adjustments (loads close to the body, both hands, slide sheets, lighter duties, occupational health, the strap), daily physio exercises, "
              "pausing the carillon lessons until the physio says it's OK and restarting gradually, and when to see the doctor again; "
              "she paused the lessons (Koen lets her sit in and do theory) and asked to work on CT for a few weeks.",
   "procedures": [{"name": "Managing tennis elbow at work", "steps": ["Keep loads close to the body and use both hands", "Use slide sheets and two-person transfers", "Ask for lighter duties",
                   "Talk to occupational health", "Wear the strap during heavy tasks", "Do the physio exercises daily"]}],
   "decisions": [{"decision": "Pause the carillon lessons until the physio says it's OK", "rationale": "Striking the batons loads the irritated tendon"},
                 {"decision": "Work on CT for a few weeks", "rationale": "Less lifting than general X-ray"}],
   "outcomes": ["Diagnosis: tennis elbow, right arm", "9 physiotherapy sessions prescribed", "Counterforce strap"]}),
 ("2025-03-30", "A third attic quote: which one do we choose?", [
   ("user", "The third attic quote is in. Bouwbedrijf De Smet: €16,400 for the same inside insulation as Peeters (22 cm mineral wool, vapour barrier, plasterboard), plus two Velux roof windows (one on the garden side for Fien, one on the street side), "
            "the finishing, and the wiring for sockets and lighting prepared. They can start on 16 June.\n"
            "Peeters would be €11,900 plus about €3,100 for a separate window fitter, so €15,000, but they can't start until October and we'd have to coordinate two firms. Verbeke's €24,500 is out.\n"
            "We checked the Mijn VerbouwLening: we earn too much to qualify. We have about €27,000 in savings. Which quote, and how should we pay?"),
   ("assistant", "Three quotes on the same brief is exactly what you need. Here's how they compare.\n\n"
                 "## The quotes side by side\n\n"
                 "| | De Smet | Peeters + window fitter | Verbeke |\n"
                 "|---|---|---|---|\n"
                 "| Price | €16,400 | about €15,000 | €24,500 |\n"
                 "| Roof windows | 2 Velux, included | separate firm | not included |\n"
                 "| Start | 16 June | October | - |\n"
                 "| Firms to coordinate | 1 | 2 | 1 |\n\n"
                 "## My suggestion: De Smet\n"
                 "1. **One firm is responsible for everything,** including the airtight connection between the vapour barrier and the windows, which is where inside insulation most often goes wrong. "
                 "With two firms, each can blame the other for a leak or condensation.\n"
                 "2. **A summer start** means Fien could have her room before the school year, and the work isn't done in the autumn rain.\n"
                 "3. **The €1,400 difference** buys you the coordination, the finishing and the wiring.\n\n"
                 "## Before you sign\n"
                 "- **Get everything in writing:** the insulation product and thickness, the R-value (you'll need it for Mijn VerbouwPremie), the window models and the finishing.\n"
                 "- **Agree what happens if they find rot** in the rafters or the wall plate: a rate or 'at cost', and photos before they replace anything.\n"
                 "- **Payment schedule:** a deposit of no more than about 30%, then payments tied to progress, with the balance on completion.\n"
                 "- **Check their insurance** and ask for a reference from a similar attic job.\n\n"
                 "## Paying for it\n"
                 "Since you don't qualify for the Mijn VerbouwLening:\n"
                 "1. **Paying from savings** avoids interest, but keep an **emergency buffer** of three to six months of essential spending untouched.\n"
                 "2. If the buffer would get too thin, ask your bank about an **energy renovation loan**; banks often have reduced rates for insulation.\n"
                 "3. Remember the **Mijn VerbouwPremie** will come back to you after the final invoice, so part of the cost returns within months."),
   ("user", "We're going with De Smet. We've paid the 30% deposit, €4,920. If they find rot in the wall plate or the rafters it's charged at cost, and they'll show us photos first. We're paying from savings and keeping €10,000 untouched."),
   ("assistant", "That's a sound plan: one contractor, a clear rule for surprises, and a buffer you don't touch. Put 16 June in the calendar and start clearing the attic in May; it's always more stuff than you think.")],
  {"summary": "A third attic quote: Bouwbedrijf De Smet €16,400 for inside insulation (22 cm mineral wool, vapour barrier, plasterboard) plus two Velux roof windows, finishing and wiring prepared, start 16 June 2025; "
              "Peeters would be about €15,000 with a separate window fitter but could only start in October; Verbeke ruled out; the family earns too much for the Mijn VerbouwLening; savings about €27,000; "
              "the assistant recommended De Smet (one firm responsible for the airtightness around the windows, a summer start) and suggested written specifications with the R-value, a rule for rot, a payment schedule and checking insurance; "
              "they chose De Smet, paid a 30% deposit of €4,920, rot to be charged at cost with photos first, paying from savings and keeping €10,000 as a buffer.",
   "procedures": [{"name": "Before signing a renovation quote", "steps": ["Get the product, thickness and R-value in writing", "Agree what happens if rot is found", "Deposit of at most 30%, then stage payments",
                   "Check insurance and a reference", "Keep an emergency buffer when paying from savings"]}],
   "decisions": [{"decision": "Bouwbedrijf De Smet to insulate the attic and fit two Velux windows for €16,400, start 16 June 2025", "rationale": "One firm responsible for everything including the windows; summer start"},
                 {"decision": "Pay from savings, keeping €10,000 untouched", "rationale": "Income too high for the Mijn VerbouwLening"}],
   "outcomes": ["Deposit €4,920 paid", "Rot charged at cost, photos first"]}),
 ("2025-04-20", "Replacing our second car with an electric cargo bike", [
   ("user", "New project: we want to get rid of our second car, a 2012 Hyundai i10 that mostly does Lander's school run (1.8 km) and the Saturday shopping, and buy an electric cargo bike. "
            "Joris keeps his company van for work. Lander would ride in the box, and ideally Bollie too (he's 11 kg). My shortlist:\n"
            "- Urban Arrow Family: €6,290\n"
            "- Bakfiets.nl Cargo Long: €5,390 including the rain tent\n"
            "- Riese & Müller Load 60: about €8,900\n"
            "Fietsen Van Roy in town has all three for test rides on Saturday 26 April. What should I look at?"),
   ("assistant", "For short trips like a 1.8 km school run, a cargo bike is often quicker than a car once you count parking, and much cheaper to run. Here's what to look at.\n\n"
                 "## On the test ride\n"
                 "1. **Handling:** ride each one loaded (take Lander, or a bag of shopping), turn tightly, and try a slow start on a slope.\n"
                 "2. **The box:** a seat with belts for Lander, enough room for a dog, and whether the rain tent is easy to put up and take down.\n"
                 "3. **Motor and battery:** a mid-drive motor copes better with loads and hills; ask about the real range with a load.\n"
                 "4. **Brakes:** hydraulic disc brakes are what you want on a heavy bike.\n"
                 "5. **Gears:** an automatic or hub gear system is easier for stop-start city riding.\n\n"
                 "## Before you choose: where will it live?\n"
                 "- **Measure every door, gate and passage** it has to go through, and compare with the widest point of each bike, handlebars included.\n"
                 "- A cargo bike parked outside needs a cover and a secure anchor point.\n\n"
                 "## Theft protection\n"
                 "Cargo bikes are a favourite target. I'd recommend:\n"
                 "1. **A heavy certified chain lock (ART 3 or ART 4)** used to lock the bike to a fixed object, not just through its own wheel.\n"
                 "2. **Theft insurance,** ideally with replacement value for the first years.\n"
                 "3. **Registering or engraving the frame** and keeping the frame number and receipt.\n\n"
                 "## Bollie in the box\n"
                 "- Clip him in with a short lead to a harness (never a collar) so he can't jump out.\n"
                 "- Get him used to it gradually: treats in the box while it's standing still, then short rides.\n\n"
                 "## Costs to count\n"
                 "- Servicing (once or twice a year), tyres and brake pads, insurance.\n"
                 "- Against that: no road tax, insurance, fuel or technical inspection for the i10, plus whatever it sells for.\n\n"
                 "## Selling the i10\n"
                 "A 2012 i10 in decent condition usually sells quickly second-hand. Have the paperwork and the inspection certificate ready, and cancel the insurance and registration when it's sold."),
   ("user", "Good point about where it lives: it'll have to go in the back garden, and the only way in is through the side gate, which is 68 cm wide. I'll take the tape measure on Saturday."),
   ("assistant", "Very wise. Measure the widest part of each bike, usually the box or the handlebars, and leave a couple of centimetres for your knuckles. A bike that doesn't fit through the gate will end up in the hallway.")],
  {"summary": "The user wants to replace the second car, a 2012 Hyundai i10 used mostly for Lander's school run and shopping, with an electric cargo bike (Joris keeps his company van); "
              "shortlist: Urban Arrow Family €6,290, Bakfiets.nl Cargo Long €5,390 with rain tent, Riese & Müller Load 60 about €8,900; test rides at Fietsen Van Roy on 26 April 2025; "
              "the assistant suggested what to test (handling loaded, the box, motor and battery, hydraulic brakes, gears), measuring doors and gates, theft protection (a certified ART 3 or 4 chain lock to a fixed object, theft insurance, registering the frame), "
              "getting Bollie used to the box with a harness, running costs and selling the i10; the bike must go through the side gate to the back garden.",
   "procedures": [{"name": "Choosing an electric cargo bike", "steps": ["Test ride loaded", "Check the box, seat belts and rain tent", "Check motor, battery range and brakes", "Measure gates and doors against the widest point",
                   "Lock to a fixed object with a certified chain lock", "Take theft insurance", "Register the frame"]}],
   "decisions": [{"decision": "Replace the Hyundai i10 with an electric cargo bike", "rationale": "Short trips: a 1.8 km school run and shopping"}],
   "outcomes": ["Test rides at Fietsen Van Roy on 26 April 2025"]}),
 ("2025-05-11", "The cargo bike is ordered, and going back to the carillon", [
   ("user", "Bike decided! The Urban Arrow was lovely to ride, but it didn't fit through our 68 cm side gate, so it's the Bakfiets.nl Cargo Long, €5,390 with the rain tent. It's being delivered on Saturday 24 May. "
            "I took your advice: an ART 4 chain lock and theft insurance, €189 a year. Lander is thrilled, Bollie less so.\n\n"
            "The elbow: 6 of my 9 physio sessions done with Elke, eccentric exercises with a 2 kg dumbbell every day, and it's much better. Elke says I can go back to the carillon in June if I keep it short. "
            "Koen has me down for Wednesday 4 June. How do I come back without setting it off again?"),
   ("assistant", "Congratulations on the bike, and great news about the elbow! Here's a plan for a careful comeback.\n\n"
                 "## Returning to the carillon\n\n"
                 "### Build up gradually\n"
                 "1. **Weeks 1 and 2:** 15 to 20 minutes of playing per session, with a break halfway.\n"
                 "2. **Weeks 3 and 4:** up to 30 minutes if the elbow is calm.\n"
                 "3. **After that:** longer sessions, but always with breaks, and never a long session two days in a row.\n\n"
                 "### Technique that spares the elbow\n"
                 "- **Strike from the arm and shoulder,** letting the weight of the arm do the work, rather than snapping from the wrist.\n"
                 "- **Keep the hand loose** between strokes; gripping tension is what loads the tendon.\n"
                 "- Ask Koen to watch your technique with the elbow in mind.\n\n"
                 "### A simple pain rule\n"
                 "Pain up to about 3 out of 10 during playing is usually acceptable **if it's gone by the next morning.** If it's worse the next day, go back a step.\n\n"
                 "### Keep going with the physio exercises\n"
                 "Tendons keep adapting for months. Carry on with the eccentric exercises even after the last session, and wear the strap for heavy tasks at work.\n\n"
                 "## The first week with the cargo bike\n"
                 "1. **Practise empty** in a quiet street or car park: starting, stopping, tight turns.\n"
                 "2. **Then with Lander,** on a short, familiar route.\n"
                 "3. **Bollie:** treats in the box while it's parked, harness and short clip, then short rides.\n"
                 "4. **Lock it every time,** even in the garden, to something fixed."),
   ("user", "Elke's rule is the same: no more than 3 out of 10 and gone by the next morning. I'm staying on CT until the end of June as well."),
   ("assistant", "Then you have a plan that everyone agrees on. Enjoy 4 June, and the first ride on the 24th!")],
  {"summary": "The user chose the Bakfiets.nl Cargo Long, €5,390 with rain tent, because the Urban Arrow didn't fit through the 68 cm side gate; delivery on Saturday 24 May 2025; she bought an ART 4 chain lock and theft insurance (€189 a year); "
              "the elbow is much better after 6 of 9 physio sessions with Elke (daily eccentric exercises); she can return to the carillon in June, first lesson back on 4 June 2025; "
              "the assistant gave a gradual return plan (15 to 20 minutes, then 30, breaks), technique that spares the elbow, a pain rule (up to 3/10, gone by the next morning), continuing the exercises, and first-week tips for the cargo bike; "
              "she stays on CT until the end of June.",
   "procedures": [{"name": "Returning to the carillon after tennis elbow", "steps": ["Weeks 1-2: 15 to 20 minutes with a break", "Weeks 3-4: up to 30 minutes", "Strike from the arm, keep the hand loose",
                   "Pain up to 3/10 and gone by the next morning", "Keep doing the eccentric exercises"]}],
   "decisions": [{"decision": "Bought the Bakfiets.nl Cargo Long instead of the Urban Arrow", "rationale": "The Urban Arrow didn't fit through the 68 cm side gate"},
                 {"decision": "ART 4 chain lock and theft insurance", "rationale": "The assistant's advice on cargo bike theft"}],
   "outcomes": ["Cargo bike €5,390, delivered 24 May 2025", "Theft insurance €189 a year", "Back to the carillon on 4 June 2025"]}),
 ("2025-06-08", "Bollie is limping on a back leg", [
   ("user", "Bollie has been limping on his left hind leg since he chased a rabbit in the Vrijbroekpark last Sunday. Our vet at Dierenartsenpraktijk Ter Elst, Dr Goossens, says it's a partial tear of the cranial cruciate ligament. "
            "She gave us two options: TPLO surgery, €2,100, or eight weeks of strict rest with anti-inflammatories and then physio, with surgery later if it doesn't improve. He's 4 and weighs 11 kg. We don't have pet insurance. What would you do?"),
   ("assistant", "Poor Bollie, and poor you: cruciate injuries are one of the most common reasons for hind-leg lameness in dogs. I'm not a vet, so Dr Goossens knows his knee best, but here's how the two options are usually weighed.\n\n"
                 "## What's going on\n"
                 "The cranial cruciate ligament stabilises the knee. A partial tear makes the knee a little unstable and painful, and in many dogs a partial tear goes on to become a full tear over time.\n\n"
                 "## Option 1: strict rest first\n"
                 "- **More likely to work in small dogs:** dogs under about 15 kg do better with conservative management than big dogs, so at 11 kg Bollie is a reasonable candidate.\n"
                 "- **'Strict' really means strict:** lead walks only, short ones, for toilet breaks; no running, jumping, stairs or playing with other dogs; a crate or a small room when you're not watching him.\n"
                 "- **The risk:** it may not work, or the tear may become complete, and then you pay for the surgery anyway, later.\n\n"
                 "## Option 2: TPLO surgery now\n"
                 "- A surgical procedure that changes the angle of the top of the tibia so the knee is stable without the ligament.\n"
                 "- Good long-term results for active dogs, but it's a real operation, with about eight weeks of restricted exercise afterwards.\n\n"
                 "## Questions to ask Dr Goossens\n"
                 "1. Is the meniscus damaged? A torn meniscus usually tips the balance towards surgery.\n"
                 "2. What would make her recommend surgery after the rest period?\n"
                 "3. What does the €2,100 include: X-rays, the night in the clinic, pain relief, check-ups?\n\n"
                 "## Whatever you choose\n"
                 "- **Keep him lean:** every extra kilo loads the knee.\n"
                 "- **Non-slip rugs** on slippery floors, and no jumping in and out of the cargo bike box: lift him.\n"
                 "- **Pet insurance now** won't cover this knee (it's pre-existing), and many policies also exclude the other knee, which often tears later. Read the terms carefully if you take one."),
   ("user", "We'll try the rest first and see the vet again in early August. The crate is set up in the living room and Lander's made a sign for it: 'Bollie's Hospital'."),
   ("assistant", "Lander's sign is perfect. Puzzle feeders and chews help a lot with boredom during strict rest; a tired brain makes up for legs that can't run. I hope the knee settles.")],
  {"summary": "Bollie, the user's 4-year-old Kooikerhondje (11 kg), has been limping on his left hind leg since chasing a rabbit in the Vrijbroekpark; vet Dr Goossens at Dierenartsenpraktijk Ter Elst diagnosed a partial cranial cruciate ligament tear; "
              "options: TPLO surgery for €2,100, or eight weeks of strict rest with anti-inflammatories and physio; no pet insurance; "
              "the assistant (not a vet) explained both options (rest works better in small dogs but partial tears often become full; TPLO has good results with eight weeks' restriction), questions for the vet, keeping him lean, "
              "non-slip rugs, lifting him into the cargo bike, and that new pet insurance won't cover this knee; they chose strict rest first, with a vet check in early August.",
   "procedures": [{"name": "Strict rest for a cruciate ligament tear", "steps": ["Short lead walks only", "No running, jumping, stairs or play", "Crate or small room when unsupervised", "Keep him lean",
                   "Non-slip rugs", "Puzzle feeders for boredom"]}],
   "decisions": [{"decision": "Strict rest for Bollie first instead of TPLO surgery", "rationale": "Small dog, so conservative management has a fair chance; surgery later if it doesn't improve"}],
   "outcomes": ["TPLO quote €2,100", "Vet check in early August 2025"]}),
 ("2025-06-22", "My dad fell at home", [
   ("user", "Two things. First the attic: De Smet rang, they're running late on another site, so they'll now start on Monday 30 June instead of the 16th. Annoying, Fien had her whole summer planned around it.\n\n"
            "The bigger thing: my dad Frans, who's 78, fell in his kitchen in Lier last Saturday. He lay on the floor for almost an hour before a neighbour heard him. Nothing broken, a badly bruised hip, and he's home again. "
            "He's lived alone since my mum died in 2021 and he refuses to move in with us. My brother Dirk lives in Ghent and says we should 'wait and see'. "
            "Residentie Nete in Lier has serviceflats for €1,650 a month, but there's a waiting list. Dad's pension is €1,580 a month and he owns his house. Where do we even start?"),
   ("assistant", "I'm so sorry, that must have been frightening for him and for you. An hour on the floor is exactly the situation to prevent next time. Here's a step-by-step approach.\n\n"
                 "## 1. Right now: make sure help can reach him\n"
                 "- **A personal alarm** (personenalarmering): a button worn on the wrist or around the neck that calls a response centre. Health insurance funds and local social services offer it for a modest monthly fee.\n"
                 "- Agree who the response centre calls (you, a neighbour) and leave a key with a neighbour or in a key safe.\n\n"
                 "## 2. Make the house safer\n"
                 "1. Remove loose rugs and cables, and improve lighting, including a night light on the way to the toilet.\n"
                 "2. Grab rails in the bathroom and by the stairs; a shower chair.\n"
                 "3. Ask for a home visit by an **occupational therapist**, who can spot risks you won't see.\n\n"
                 "## 3. Find out why he fell\n"
                 "Ask his GP for a check-up: medication side effects, blood pressure when standing up, eyesight and balance. Some falls have a treatable cause.\n\n"
                 "## 4. Support at home\n"
                 "- Home care services: help with cleaning, shopping, meals on wheels, a family carer for a few hours a week.\n"
                 "- Check whether he qualifies for the Flemish **care budget for older people with a care need** (zorgbudget voor ouderen met een zorgnood).\n\n"
                 "## 5. The serviceflat\n"
                 "- **Put his name on the waiting list now.** It's usually free and creates no obligation, and waiting lists can be long.\n"
                 "- Look at the money: his pension of €1,580 doesn't quite cover €1,650 plus his other costs, so think about what happens to the house (renting it out, or selling it later).\n\n"
                 "## 6. Talking to your dad (and Dirk)\n"
                 "- Start from what **he** wants: to stay independent. Frame the alarm and the waiting list as what lets him stay in control.\n"
                 "- Give Dirk concrete tasks rather than asking for his opinion: a visit once a month, the paperwork, researching home care.\n"
                 "- Consider a **care power of attorney** (zorgvolmacht) while he's well, so someone can handle his affairs if he ever can't."),
   ("user", "Dad agreed to the personal alarm (through CM, it's being installed on Thursday) and to going on the waiting list at Residentie Nete, 'just in case'. Dirk will come over one Sunday a month."),
   ("assistant", "That's a big step in a week, and 'just in case' is a perfectly good reason. Let him choose where the alarm button lives, and test it together once it's installed. And a fixed monthly Sunday from Dirk is worth more than a lot of 'wait and see'.")],
  {"summary": "De Smet are running late on another site, so the attic work now starts on Monday 30 June 2025 instead of 16 June; "
              "the user's father Frans, 78, a widower since 2021 living alone in Lier, fell in his kitchen and lay on the floor for almost an hour; nothing broken; he refuses to move in with them; her brother Dirk in Ghent says wait and see; "
              "Residentie Nete in Lier has serviceflats for €1,650 a month with a waiting list; his pension is €1,580 a month and he owns his house; "
              "the assistant suggested a personal alarm, making the house safer, a GP check on why he fell, home care and the Flemish care budget, putting him on the serviceflat waiting list, thinking about the house, "
              "talking to him about staying in control, concrete tasks for Dirk and a care power of attorney; "
              "he agreed to a personal alarm through CM and to the waiting list at Residentie Nete; Dirk will visit one Sunday a month.",
   "procedures": [{"name": "After an older parent's fall", "steps": ["Personal alarm and a key with a neighbour", "Remove trip hazards, grab rails, better lighting", "Occupational therapist home visit",
                   "GP check on the cause of the fall", "Home care and the Flemish care budget", "Put his name on the serviceflat waiting list", "Care power of attorney"]}],
   "decisions": [{"decision": "Personal alarm for Frans through CM", "rationale": "He lay on the floor for an hour after his fall"},
                 {"decision": "Frans on the waiting list at Residentie Nete in Lier", "rationale": "Just in case; waiting lists are long"}],
   "outcomes": ["Attic start moved to 30 June 2025", "Serviceflat €1,650 a month quoted"]}),
 ("2025-07-13", "Pension savings and something for the kids", [
   ("user", "Money question. We sold the Hyundai on 2dehands two weeks ago for €3,400. After the attic deposit and the cargo bike we have about €20,000 in savings, and the rest of the attic bill, €11,480, is due in August. "
            "I put €1,020 a year into pension savings, and my bank says the ceiling for the 30% tax reduction is higher for 2025. Should I raise it? And we'd like to start putting something aside for Fien and Lander."),
   ("assistant", "Good timing to look at this, with the big attic payment coming up. I'm not a financial adviser, but here's how people in Belgium usually think about these.\n\n"
                 "## Pension savings (pensioensparen)\n"
                 "- There are two ceilings: a lower one with a **30% tax reduction** (around €1,050 for 2025) and a higher one with **25%** (around €1,350). Check the exact amounts with your bank.\n"
                 "- **Raising from €1,020 to the 30% ceiling** is an easy win: the extra €30 gets the full 30% back.\n"
                 "- Going up to the 25% ceiling gives a lower reduction on the whole amount, so it only makes sense if you want to save more for retirement anyway.\n"
                 "- Remember the 8% advance tax at 60, and look at the fund's costs: some pension savings funds are much cheaper than others.\n"
                 "- You probably also have a group insurance through the hospital; check what it builds up.\n\n"
                 "## Your buffer\n"
                 "After the attic you'll have about €20,000 - €11,480 = **€8,520**, below the €10,000 you wanted to keep untouched. "
                 "The Mijn VerbouwPremie will top it up later, but I'd **let the buffer recover first** before starting new monthly investments.\n\n"
                 "## Something for Fien and Lander\n"
                 "1. **Decide the goal:** studies, a first car, a deposit on a home. Ten years or more suits investing rather than a savings account.\n"
                 "2. **A monthly plan** into a broad, low-cost index fund or ETF, in your own name but earmarked for them, keeps you in control. Even €25 to €50 a month each adds up over ten years.\n"
                 "3. **A savings account in their name** is simpler but earns little.\n"
                 "4. **Costs and taxes matter:** entry fees, yearly costs, the stock exchange tax on ETFs. Compare before you choose.\n\n"
                 "*General information, not personal financial advice; your bank or an independent adviser can check your exact situation.*"),
   ("user", "Decided: pension savings up to €1,050 a year, and €40 a month each for Fien and Lander into an ETF plan in our name, starting in September once the attic is paid. The rest stays in savings as our buffer."),
   ("assistant", "A tidy plan: the full 30% on your pension savings, a start for the kids that you can raise later, and the buffer protected. Put a reminder in your calendar to check the ceilings again each January.")],
  {"summary": "The user sold the Hyundai i10 on 2dehands for €3,400; savings about €20,000 with €11,480 of the attic bill due in August; she puts €1,020 a year into pension savings; "
              "the assistant (not a financial adviser) explained the two pension savings ceilings (about €1,050 at 30% and €1,350 at 25% for 2025), suggested raising to the 30% ceiling, checking fund costs and the hospital group insurance, "
              "letting the buffer recover after the attic (about €8,520 left), and for the children a monthly plan into a low-cost index fund or ETF earmarked for them; "
              "she decided to raise pension savings to €1,050 a year and put €40 a month each for Fien and Lander into an ETF plan in their own name from September 2025.",
   "procedures": [{"name": "Saving for the children", "steps": ["Decide the goal", "Monthly plan into a low-cost index fund or ETF", "Or a savings account in their name", "Compare costs and taxes"]}],
   "decisions": [{"decision": "Pension savings raised from €1,020 to €1,050 a year", "rationale": "The full 30% tax reduction"},
                 {"decision": "€40 a month each for Fien and Lander into an ETF plan from September 2025", "rationale": "Long-term saving for the children, once the attic is paid"}],
   "outcomes": ["Hyundai i10 sold for €3,400", "Remaining attic bill €11,480 due in August"]}),
 ("2025-08-17", "Attic finished, and Bollie needs surgery after all", [
   ("user", "The attic is finished! De Smet worked from 30 June to Friday 1 August. The final bill was €17,260: the €16,400 plus €860 because a section of the wall plate on the garden side was rotten. They showed us photos before replacing it. "
            "Fien moved in on Saturday 9 August and we've barely seen her since. I've applied for the Mijn VerbouwPremie for the roof insulation.\n\n"
            "Bad news: the rest didn't work for Bollie. He's still lame after nine weeks and Dr Goossens thinks the tear is now complete. The TPLO is booked for Tuesday 9 September at the referral clinic in Antwerp; the quote is still €2,100.\n\n"
            "And the carillon: Koen has put me down for the students' recital on the St Rumbold's carillon on Saturday 27 September. Two short pieces. I'm terrified. What should I be thinking about for all three?"),
   ("assistant", "What a month! Congratulations on the attic and to Fien on her new room, and I'm sorry about Bollie. Let's take them one by one.\n\n"
                 "## The attic\n"
                 "### The premium\n"
                 "Keep together: the final invoice, the technical data sheet of the insulation showing the R-value, and photos taken during the works (the insulation before the plasterboard went on). "
                 "If the application asks for anything extra, you'll have it ready.\n\n"
                 "### Summer heat\n"
                 "- **Blinds or shutters on the outside** of the Velux windows keep far more heat out than blinds inside.\n"
                 "- Ventilate at night and keep the windows closed and shaded during hot days.\n\n"
                 "### A new EPC\n"
                 "You don't have to get a new EPC certificate, but with new roof insulation your label will probably improve, which adds value if you ever sell or rent. A certified energy expert can do it for a few hundred euros.\n\n"
                 "## Bollie's surgery\n"
                 "1. **Before:** ask about fasting, which medication to stop, and what time to bring and collect him.\n"
                 "2. **Set up the house:** the crate again, non-slip rugs, a towel sling to support his back end on the first walks.\n"
                 "3. **After:** usually about eight weeks of restricted exercise, lead walks that slowly get longer, no stairs or jumping, and a check-up with X-rays.\n"
                 "4. **Ask what the final bill might include** beyond the quote: X-rays, medication, the cone.\n\n"
                 "## The recital\n"
                 "- **Keep practice sessions short** with breaks, and protect the elbow: six weeks of steady practice beats a few long weekends.\n"
                 "- **Practise performing:** play your pieces for Joris and the kids, or record yourself, so it isn't the first time someone's listening.\n"
                 "- **Nerves:** slow breathing before you start, and remember most of the audience in the square can't see you, only hear the bells."),
   ("user", "Joris has already ordered blackout blinds for the Velux windows. We'll get the new EPC done in October."),
   ("assistant", "Good. If it turns out too hot in there next summer, outside shutters are worth considering too. Good luck to Bollie on the 9th.")],
  {"summary": "De Smet did the attic from 30 June to 1 August 2025; final bill €17,260 (€16,400 plus €860 for a rotten section of wall plate on the garden side, photos shown first); Fien moved into the attic room on 9 August 2025; "
              "the user applied for the Mijn VerbouwPremie for the roof insulation; "
              "Bollie's strict rest didn't work, the tear is probably complete, and TPLO surgery is booked for 9 September 2025 at a referral clinic in Antwerp, quote €2,100; "
              "Koen put her down for the students' recital on the St Rumbold's carillon on 27 September 2025; "
              "the assistant suggested keeping the premium paperwork (invoice, R-value data sheet, photos), outside blinds and night ventilation against attic heat, a new EPC, preparing for Bollie's surgery and recovery, "
              "and short practice sessions and practising performing for the recital; Joris ordered blackout blinds; new EPC in October.",
   "procedures": [{"name": "After an insulation job", "steps": ["Keep the invoice, R-value data sheet and photos for the premium", "Outside blinds on roof windows", "Ventilate at night", "Get a new EPC"]},
                  {"name": "Preparing a dog for TPLO surgery", "steps": ["Ask about fasting and medication", "Crate, non-slip rugs, a towel sling", "About eight weeks of restricted exercise", "Ask what the bill includes"]}],
   "decisions": [{"decision": "TPLO surgery for Bollie on 9 September 2025", "rationale": "Nine weeks of strict rest didn't work; the tear is probably complete"},
                 {"decision": "New EPC in October", "rationale": "The label should improve after the roof insulation"}],
   "outcomes": ["Attic finished 1 August 2025", "Final attic bill €17,260", "Fien moved into the attic on 9 August 2025", "Recital planned for 27 September 2025"]}),
 ("2025-09-21", "Dad's serviceflat came up, and Bollie's new knee", [
   ("user", "Residentie Nete rang: a flat has come up and dad said yes! He moves on Saturday 4 October. It's €1,720 a month now, not the €1,650 they quoted in June, because they've indexed it. "
            "Dirk and I have agreed to rent out dad's house to cover the difference and his other costs.\n\n"
            "Bollie had his TPLO on 9 September and it went well. The final bill was €2,350 with the X-rays and the pain meds. He's on eight weeks of restricted exercise: lead walks of 5 to 10 minutes only, no stairs, no jumping, no running.\n\n"
            "And the recital has moved: the bells of St Rumbold's are getting maintenance work on the clappers, so it's now Saturday 8 November. More practice time, at least.\n\n"
            "How do we make dad's move go well?"),
   ("assistant", "What a relief that a flat came up, and that Bollie's operation went well. Here's a plan for the move and the house.\n\n"
                 "## Before the move\n"
                 "1. **Let your dad choose what comes with him:** his own chair, photos, familiar things on the walls make a new place feel like home much faster.\n"
                 "2. **Measure the flat** and plan where the furniture goes before moving day.\n"
                 "3. **Sort in stages:** take, give to family, sell or donate, throw away. Don't try to clear the whole house before the move; the rest can wait.\n"
                 "4. **Label boxes by room** and pack a 'first night' bag: medication, glasses, toiletries, pyjamas, the remote control.\n\n"
                 "## Paperwork\n"
                 "- Register the change of address at the town hall in Lier.\n"
                 "- Tell the pension service, the bank, CM, his GP and pharmacy, and the insurers.\n"
                 "- Move the personal alarm if the serviceflat doesn't have its own call system.\n\n"
                 "## The first weeks\n"
                 "- Visit often at first, and help him join one activity in the residence in the first week.\n"
                 "- Expect some ups and downs; settling in can take a couple of months.\n\n"
                 "## Renting out his house\n"
                 "1. **A valid EPC certificate is required** before you can advertise it for rent.\n"
                 "2. **Choose how to manage it:** yourselves, or a letting agent for a fee.\n"
                 "3. **A written lease, registered,** and a rental guarantee on a blocked account.\n"
                 "4. **Insurance:** the fire insurance must suit a rented house.\n"
                 "5. **Tax:** ask an accountant how the rental income affects his tax return.\n\n"
                 "## Bollie\n"
                 "Stick to the walking plan even when he feels better than he should; the bone needs the full eight weeks to heal."),
   ("user", "Dirk's taking the Friday off to help with the van. Dad insists on taking his armchair and the cuckoo clock."),
   ("assistant", "Then the flat will sound like home from the first hour. I hope the move goes smoothly on the 4th.")],
  {"summary": "A serviceflat at Residentie Nete in Lier came up and the user's father Frans moves in on Saturday 4 October 2025; it now costs €1,720 a month (indexed, up from €1,650); she and her brother Dirk will rent out his house to cover the difference; "
              "Bollie's TPLO on 9 September 2025 went well, final bill €2,350 with X-rays and pain medication; eight weeks of restricted exercise (5 to 10 minute lead walks, no stairs, jumping or running); "
              "the carillon recital moved to Saturday 8 November 2025 because of maintenance on the clappers of the St Rumbold's bells; "
              "the assistant gave a plan for the move (his own things, measuring, sorting in stages, a first night bag), the paperwork, the first weeks, and renting out the house (EPC required, management, registered lease, insurance, tax).",
   "procedures": [{"name": "Helping a parent move into a serviceflat", "steps": ["Let him choose what comes", "Measure and plan the furniture", "Sort in stages", "Label boxes and pack a first night bag",
                   "Register the address change and tell the pension service, bank, CM and GP", "Visit often in the first weeks"]},
                  {"name": "Renting out a house in Flanders", "steps": ["Get a valid EPC", "Decide on self-management or an agent", "Registered written lease and rental guarantee", "Suitable fire insurance", "Check the tax"]}],
   "decisions": [{"decision": "Frans moves into Residentie Nete on 4 October 2025", "rationale": "A flat came up from the waiting list"},
                 {"decision": "Rent out Frans's house", "rationale": "Cover the difference between his pension and the serviceflat cost"}],
   "outcomes": ["Serviceflat €1,720 a month", "Bollie's TPLO bill €2,350", "Recital moved to 8 November 2025"]}),
 ("2025-10-19", "Elbow flare-up, a new EPC and switching energy supplier", [
   ("user", "The elbow flared up: I over-practised for the recital, about three hours over one weekend. Dr Van Hove, a sports physician at the hospital, gave me a cortisone injection on 7 October "
            "and told me to keep practice sessions to 30 minutes. It's already much better.\n\n"
            "Good news: the new EPC came in: label C, 248 kWh/m² a year, up from E. And the Mijn VerbouwPremie has been paid: €1,960.\n\n"
            "Now energy: we're still with Engie on a variable contract, €210 a month. I've done the V-test and Mega comes out cheapest for us, about €340 a year less. Should we switch?"),
   ("assistant", "Glad the elbow's calmer, and congratulations on going from E to C: that's a big jump from one roof. Here's my take on the injection and the energy contract.\n\n"
                 "## After the cortisone injection\n"
                 "- Cortisone often gives good **short-term** relief, but it doesn't heal the tendon, and repeated injections aren't usually recommended. The exercises are still what makes the difference long-term.\n"
                 "- **Stick to the 30 minutes,** and spread practice through the week rather than catching up at weekends.\n"
                 "- Restart the eccentric exercises when Dr Van Hove or Elke says so.\n\n"
                 "## Switching energy supplier\n"
                 "1. **The V-test** is the official comparison of the Flemish energy regulator (VREG), so it's a reliable starting point.\n"
                 "2. **No exit fee:** households in Belgium can switch supplier without a penalty.\n"
                 "3. **The new supplier arranges it:** you sign up with your EAN codes (on your bill), and they handle the switch. There's no interruption to your supply.\n"
                 "4. **Variable or fixed:** variable follows the market each month; fixed gives certainty for the contract term. Compare both in the V-test.\n"
                 "5. **Adjust the monthly advance:** your gas use will drop now the roof is insulated, so set the advance to your expected new usage rather than last year's, or you'll build up a big credit.\n"
                 "6. **Meter readings:** take a photo of your meters on the day of the switch.\n\n"
                 "Yes: with no exit fee and €340 a year on the table, switching looks worthwhile. Put a reminder in your calendar to run the V-test again in a year."),
   ("user", "Switched to Mega on a variable contract from 1 November. The new advance is €165 a month."),
   ("assistant", "Nicely done: a new supplier and an advance that reflects the insulated roof. Check the first yearly settlement to see whether the advance needs adjusting again.")],
  {"summary": "The user's elbow flared up after about three hours of recital practice over one weekend; Dr Van Hove, a sports physician at the hospital, gave her a cortisone injection on 7 October 2025 and limited practice to 30 minutes; "
              "the new EPC is label C (248 kWh/m² a year), up from E; the Mijn VerbouwPremie paid €1,960; "
              "they were with Engie on a variable contract at €210 a month; the V-test showed Mega about €340 a year cheaper; "
              "the assistant said cortisone gives short-term relief and the exercises still matter, and explained switching (V-test, no exit fee, EAN codes, variable or fixed, adjusting the advance, meter readings); "
              "she switched to Mega on a variable contract from 1 November 2025, with a new advance of €165 a month.",
   "procedures": [{"name": "Switching energy supplier in Flanders", "steps": ["Compare with the V-test", "Sign up with the new supplier using the EAN codes", "Choose variable or fixed",
                   "Adjust the monthly advance to expected usage", "Photograph the meters on the switch date", "Re-check in a year"]}],
   "decisions": [{"decision": "Switched from Engie to Mega, variable contract, from 1 November 2025", "rationale": "About €340 a year cheaper in the V-test; no exit fee"},
                 {"decision": "Carillon practice limited to 30 minutes a session", "rationale": "Dr Van Hove's advice after the flare-up"}],
   "outcomes": ["Cortisone injection on 7 October 2025", "EPC label C", "Mijn VerbouwPremie €1,960", "Energy advance €165 a month"]}),
 ("2025-11-16", "After the recital: a practice clavier at home?", [
   ("user", "The recital on 8 November went well! I played a Flemish folk song, 'Daar was laatst een meisje loos', and an arrangement of 'Let It Be'. My elbow held up on 30-minute practice sessions, like Dr Van Hove said. "
            "Dad came with Dirk, and Joris filmed it from the Grote Markt. Bollie has been off restricted exercise since last week and is back to chasing rabbits, to Joris's horror.\n\n"
            "Koen says I can go on into the second year. Now I'm wondering about a practice clavier at home: a retiring carillonneur in Leuven is selling a second-hand one with electronic sound for €2,800. "
            "The alternative is booking a practice room at the school, €5 an hour. Is it worth buying?"),
   ("assistant", "Congratulations! Playing over the Grote Markt in your first year, with your dad listening, is quite something. Here's how I'd think about the practice clavier.\n\n"
                 "## The numbers\n"
                 "- €2,800 ÷ €5 an hour = **560 hours** of practice room time before buying pays off.\n"
                 "- At 30 minutes a day, five days a week (about 2.5 hours a week), that's more than four years.\n"
                 "- A good second-hand clavier keeps some resale value, which shortens that a little.\n\n"
                 "## Other things to weigh\n"
                 "1. **Space:** a practice clavier with a pedal board is big, roughly the footprint of an upright piano with a deep pedal section. Where would it go, now the attic is Fien's?\n"
                 "2. **Your elbow:** an instrument at home makes it very easy to play 'just a bit longer'. The school's booked slots have a built-in stop.\n"
                 "3. **Condition:** ask Koen to look at it, or play it, before you buy: worn batons, wires and the electronics can be costly to fix.\n"
                 "4. **Neighbours:** with electronic sound you can use headphones, but the batons and pedals still make a mechanical noise through a terraced-house wall.\n\n"
                 "## My suggestion\n"
                 "**Don't rush.** Book the practice room regularly for a few months, keep a note of your hours, and decide in the spring. "
                 "If you're practising several hours a week and the elbow is fine, buying makes more sense; ask the seller whether he'd hold it or let you know if it's still available."),
   ("user", "Fair. I'll book the practice room twice a week until Easter and decide then. Joris is relieved: he'd already measured the living room."),
   ("assistant", "A sensible plan, and Joris can put the tape measure away for now. Enjoy the second year!")],
  {"summary": "The user's carillon recital on 8 November 2025 went well: she played the Flemish folk song 'Daar was laatst een meisje loos' and an arrangement of 'Let It Be'; her elbow held up on 30-minute practice sessions; "
              "her father and Dirk came and Joris filmed it from the Grote Markt; Bollie is off restricted exercise; she can continue into the second year; "
              "she considered a second-hand practice clavier with electronic sound from a retiring carillonneur in Leuven for €2,800 against the school's practice room at €5 an hour; "
              "the assistant worked out 560 hours to break even, raised space, the elbow, condition and neighbours, and suggested booking the practice room and deciding in the spring; "
              "she will book the practice room twice a week until Easter and decide then.",
   "decisions": [{"decision": "Book the school's practice room twice a week until Easter instead of buying a practice clavier now", "rationale": "€2,800 equals 560 hours of practice room time; space and the elbow"}],
   "outcomes": ["Recital on 8 November 2025 went well", "Continuing into the second year of carillon", "Bollie off restricted exercise"]}),
]

QUESTIONS_80 = [
 # single facts the user said about herself, her family and what they own
 ("How old am I?", "46"),
 ("What do I do for work?", "radiographer (at AZ Sint-Maarten in Mechelen)"),
 ("What's our dog called?", "Bollie (a Kooikerhondje)"),
 ("What does Joris do for work?", "he's a lift engineer"),
 ("What's my brother's name?", "Dirk (he lives in Ghent)"),
 ("What was wrong with my elbow?", "tennis elbow (lateral epicondylitis), right arm"),
 ("Where do I take carillon lessons?", "the Royal Carillon School Jef Denyn in Mechelen"),
 ("Which cargo bike did I buy?", "a Bakfiets.nl Cargo Long"),
 ("What car did we sell?", "our 2012 Hyundai i10"),
 ("Who did the attic renovation?", "Bouwbedrijf De Smet"),
 ("Which health insurance fund am I with?", "CM"),
 # when
 ("When did my carillon lessons start?", "Wednesday 5 March 2025"),
 ("When was the cargo bike delivered?", "Saturday 24 May 2025"),
 ("When did the work on the attic start?", "Monday 30 June 2025"),
 ("When did Bollie have his knee operation?", "9 September 2025"),
 ("When did my dad move into his serviceflat?", "Saturday 4 October 2025"),
 # lists across chats
 ("Which companies quoted for the attic?", "Dakwerken Verbeke (€24,500), Isolatie Peeters (€11,900) and Bouwbedrijf De Smet (€16,400)"),
 ("Which cargo bikes did I look at?", "Urban Arrow Family, Bakfiets.nl Cargo Long and Riese & Müller Load 60"),
 ("What treatments have I had for my elbow?", "a counterforce strap, physiotherapy (eccentric exercises) and a cortisone injection"),
 ("What did we do for Dad after his fall?", "a personal alarm through CM, his name on the waiting list at Residentie Nete, then he moved into a serviceflat there (and we're renting out his house)"),
 ("What was done in the attic?", "inside insulation (22 cm mineral wool), a vapour barrier, plasterboard, two Velux roof windows, wiring prepared, and a rotten section of wall plate replaced"),
 ("Which energy suppliers have we been with?", "Engie, then Mega (from 1 November 2025)"),
 # latest value of something that changed
 ("When was my carillon recital in the end?", "Saturday 8 November 2025"),
 ("How much did the attic cost in the end?", "€17,260 (€15,300 after the €1,960 premium)"),
 ("How much does Dad's serviceflat cost a month?", "€1,720"),
 ("What's our house's EPC label now?", "C (it was E)"),
 # yes/no
 ("Did I buy the Urban Arrow?", "No"),
 ("Did the rest fix Bollie's knee?", "No"),
 ("Did Fien move into the attic room?", "Yes"),
 # why
 ("Why did I choose the Bakfiets over the Urban Arrow?", "the Urban Arrow didn't fit through our 68 cm side gate"),
 ("Why did the attic work start later than planned?", "De Smet were running late on another site"),
 ("Why was my carillon recital moved?", "maintenance work on the clappers of the St Rumbold's bells"),
 # what the assistant recommended
 ("What did you tell me to do about the carillon when my elbow started hurting?", "pause the lessons until the physio says it's OK, then restart gradually"),
 ("What did you recommend to protect the cargo bike from theft?", "a certified ART 3 or 4 chain lock to a fixed object, theft insurance, and registering the frame"),
 # how much / how many
 ("How many physio sessions was I prescribed?", "9"),
 ("How much did we sell the Hyundai for?", "€3,400"),
 # inference
 ("Would I know my way around an X-ray machine?", "Likely yes"),
 ("Could Bollie go on long walks in October?", "Likely no"),
 # not in the archive
 ("What's the name of Lander's school?", "Not mentioned in my chats"),
 ("What's Joris's surname?", "Not mentioned in my chats"),
]


def assistant_chats_32_at(folder):
    """The archive of CHATS_80 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a32c", CHATS_80, "chatgpt")


@pytest.fixture(scope="module")
def assistant_chats_32(tmp_path_factory):
    return assistant_chats_32_at(tmp_path_factory.mktemp("assistant32"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_80, "assistant 32")


def test_the_archive_finds_the_dog(assistant_chats_32):
    assert assistant_chats_32.search("Bollie").results
