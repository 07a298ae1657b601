"""A twenty-fifth written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind with its questions and gold answers before any run of
`kbsearch answer` on it, and without reading the answer rules. Its questions are read by the
developers after its first measure. A pharmacist in Tampere, Finland, Riitta, 58, widowed (her
husband Pekka died in 2023), who works at Tammelan apteekki and lives with Hilla, a Finnish
Lapphund; her son Antti lives in Espoo, her daughter Sanna, a nurse, is expecting Riitta's first
grandchild, and her sister Anneli lives in Pori. She chats with Gemini from January to October
2025: building a small sauna cabin on her lake plot in Orivesi (a contractor recommended by a
neighbour, a permit that moves the sauna back from the shore, a quote that grows, a stove
supplier switched, a build that misses Midsummer), learning Spanish for a trip to Andalucía with
Anneli (dates that move twice), her left knee (physio, an MRI, then a decision not to have
surgery), selling Pekka's motorboat, going down to a four-day week (a start date that moves and a
day off that changes) and what to do with the boat money, with facts the user updates later (the
sauna cost, the trip dates, the stove, the day off).
bench/answer_conversations.py asks every question ("assistant 25")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_66 = [
 ("2025-01-12", "Building a small sauna cabin on my lake plot", [
   ("user", "Hello! I'm Riitta, I'm 58 and I'm a pharmacist (proviisori) at Tammelan apteekki in Tampere. My husband Pekka and I bought a lake plot in Orivesi, on Längelmävesi, in 2004. "
            "There's a 1970s log cottage on it, but the old shore sauna rotted and we had it pulled down in 2022, the year before Pekka died. I'm a widow now, and I've decided the plot needs a sauna again. "
            "The plan: a small sauna cabin of 16 m² (dressing room, washroom and sauna room) with an 8 m² covered terrace facing the lake, drawn 10 metres from the shore where the old sauna stood. "
            "My neighbour at the lake, Seppo Aaltonen, recommended Jari Lehtonen of Lehtosen Rakennus in Kangasala, who built Seppo's sauna three years ago. "
            "Jari has quoted €27,800 including VAT, turnkey except the stove. I had about €30,000 in mind for everything. Is the quote reasonable, and what do I need to know about the permit?"),
   ("assistant", "What a lovely project, and a very Finnish one: a lake plot without a sauna is only half a plot. I can't check local prices for you, but here's how to look at the quote and the permit.\n\n"
                 "## Is €27,800 reasonable?\n"
                 "For a turnkey 16 m² sauna building with a covered terrace, that sits within the range people commonly report in Finland, but the figure alone says little. What matters is what's included. Ask Jari to confirm in writing:\n"
                 "1. **Foundations:** what kind (concrete piers, screw piles, a slab) and what happens if he hits rock or soft ground.\n"
                 "2. **Water and drainage:** the water supply to the washroom and how the grey water is treated. Shore plots usually need a proper wastewater system; a pipe into the lake is not allowed.\n"
                 "3. **Electrics:** lighting, sockets and the connection, done by a certified electrician.\n"
                 "4. **The chimney** for a wood stove, and its installation.\n"
                 "5. **The terrace, steps and path** down from the cottage.\n"
                 "6. **The permit drawings** and who acts as the responsible site manager (vastaava työnjohtaja).\n\n"
                 "## The permit\n"
                 "- A sauna building of this size normally needs a **building permit** from the municipality's building control (in your case Orivesi).\n"
                 "- **Shoreline rules matter most.** The municipality's building ordinance (rakennusjärjestys) or a shore plan sets a minimum distance from the shoreline for saunas. "
                 "Rules have tightened since many old saunas were built, so **the old sauna's spot may not be allowed any more.** Ask building control before the drawings are final.\n"
                 "- Applications are made electronically through **Lupapiste.fi**, with drawings, a site plan and the neighbours' consultation.\n"
                 "- Processing commonly takes one to three months, and there's an appeal period after the decision before work can start.\n\n"
                 "## The contract\n"
                 "1. A **written contract** referring to the general terms for building contracts (YSE 1998), with a price, a schedule and what's included.\n"
                 "2. **Payments in instalments tied to stages** (foundations, frame and roof, interior, handover), never a large sum up front.\n"
                 "3. **A rule for extras:** any change or extra work agreed in writing, with a price, before it's done.\n"
                 "4. Check that Lehtosen Rakennus is registered and insured: the Finnish Business Information System (ytj.fi) and the Tilaajavastuu service show the basics.\n\n"
                 "## Costs outside the quote\n"
                 "- **The stove:** roughly €800 to €2,000 for a good wood-burning stove, plus stones.\n"
                 "- **The permit fee** from Orivesi.\n"
                 "- **Furnishing:** benches are usually included, but buckets, ladles, lamps and the dressing room furniture aren't.\n"
                 "- **Contingency:** keep **10 to 15%** aside. On shore plots, rock and groundwork are the usual surprises.\n\n"
                 "With €27,800 plus a stove and a permit fee, your €30,000 leaves very little margin, so it's worth deciding now where you'd find an extra €2,000 to €3,000 if you need it.\n\n"
                 "Would you like a list of questions for your next meeting with Jari?"),
   ("user", "Jari does the permit drawings himself, that's included. He says he could start in the second half of May if the permit is through, and I'd so love it ready for juhannus."),
   ("assistant", "Midsummer Eve is Friday 20 June this year, so that's tight but not impossible. The key is getting the application into Lupapiste by early March: permits, the appeal period and a contractor's calendar all take longer than people expect. "
                 "I'd keep juhannus as a hope rather than a deadline, so nobody rushes the waterproofing in the washroom.")],
  {"summary": "The user, Riitta, 58, is a pharmacist (proviisori) at Tammelan apteekki in Tampere; widowed (husband Pekka); she and Pekka bought a lake plot in Orivesi on Längelmävesi in 2004, with a 1970s log cottage; "
              "the old shore sauna was demolished in 2022; she plans a 16 m² sauna cabin (dressing room, washroom, sauna room) with an 8 m² covered terrace, drawn 10 m from the shore; "
              "contractor Jari Lehtonen of Lehtosen Rakennus (Kangasala) quoted €27,800 including VAT, turnkey except the stove; her overall budget idea is about €30,000; "
              "the assistant said to confirm what's included (foundations, wastewater, electrics, chimney, terrace, permit drawings, site manager), that a building permit from Orivesi building control is needed, "
              "that the shoreline distance rule may rule out the old spot, to apply via Lupapiste.fi, to sign a written YSE 1998 contract with staged payments and a rule for extras, and to keep 10-15% contingency; "
              "Jari does the permit drawings and could start in the second half of May; she hopes it's ready for Midsummer (20 June 2025).",
   "procedures": [{"name": "Commissioning a sauna cabin", "steps": ["Confirm in writing what the quote includes", "Ask building control about the shoreline distance early", "Apply for the building permit through Lupapiste.fi",
                   "Sign a written contract under YSE 1998", "Pay in stages", "Agree extras in writing before the work", "Keep 10-15% contingency"]}],
   "decisions": [{"decision": "Build a new sauna cabin on the Orivesi lake plot", "rationale": "The old shore sauna was demolished in 2022"},
                 {"decision": "Jari Lehtonen (Lehtosen Rakennus) as contractor", "rationale": "Recommended by a neighbour at the lake; quote €27,800"}],
   "outcomes": ["Quote €27,800 including VAT, stove not included", "Overall budget about €30,000"]}),
 ("2025-01-26", "Learning Spanish from zero before Andalucía", [
   ("user", "New project number two: I've started learning Spanish! My sister Anneli (she's 61, a retired teacher in Pori) and I are going to Andalucía in the spring. The plan is 8 to 22 April, so we catch Semana Santa in Sevilla. "
            "I've signed up for Spanish 1 at Sampola, the Tampere adult education centre (Tampereen seudun työväenopisto): Tuesday evenings 17:30 to 19:00, €95 for the spring term, it started on 14 January. "
            "Our teacher, Carmen Ruiz, is actually from Granada! I had Swedish and German at school, but no Spanish at all. How do I get to holiday level in under three months?"),
   ("assistant", "¡Qué bien! Two weeks of Spanish with a teacher from Granada is a great start for a trip to Andalucía. In under three months you won't be fluent, but **holiday Spanish** is very achievable. Here's a plan.\n\n"
                 "## 1. Set a realistic goal\n"
                 "By April, aim to: greet people and be polite, order food and drinks, ask prices and directions, check into a hotel, buy train tickets, and cope with a problem (a lost bag, a pharmacy, a doctor). "
                 "Understanding replies is harder than speaking, so practise listening too.\n\n"
                 "## 2. A little every day beats a lot on Tuesdays\n"
                 "- **15 to 20 minutes a day** on top of the class.\n"
                 "- **An app for the habit:** Duolingo or Babbel for daily practice; the streak helps more than you'd think.\n"
                 "- **Flashcards** (Anki or paper) for the words from class.\n"
                 "- **A podcast for listening:** Coffee Break Spanish is made for beginners and works well in the car.\n\n"
                 "## 3. Use what you already know\n"
                 "Your Swedish and German won't help with Spanish words much, but your **experience of learning a language at school** will: you know how to learn grammar and vocabulary. "
                 "And as a pharmacist you'll find a lot of medical Spanish is close to the Latin you already know.\n\n"
                 "## 4. Phrases to learn first\n"
                 "| Situation | Phrase |\n"
                 "|---|---|\n"
                 "| Ordering | *Para mí, un café con leche, por favor.* |\n"
                 "| Paying | *¿Me trae la cuenta, por favor?* |\n"
                 "| Directions | *¿Dónde está la estación de tren?* |\n"
                 "| Not understanding | *Más despacio, por favor.* |\n"
                 "| The pharmacy | *Me duele la rodilla.* (My knee hurts.) |\n\n"
                 "## 5. Be ready for the Andalusian accent\n"
                 "Andalusians often drop the final *s* (*¿cómo estás?* can sound like *¿cómo etá?*), swallow the *d* between vowels (*pescado* becomes *pescao*) and speak fast. "
                 "Ask Carmen to speak with her own Granada accent sometimes in class; it will make the real thing much less of a shock.\n\n"
                 "## 6. Speak from day one\n"
                 "Read your lessons aloud, talk to yourself while walking, and look for a tandem partner: Tampere has Spanish speakers who want to practise Finnish.\n\n"
                 "Semana Santa in Sevilla is spectacular and very busy, so book your accommodation soon."),
   ("user", "12 days on Duolingo already! And our dog Hilla will stay with my daughter Sanna while we're away, she's delighted."),
   ("assistant", "Twelve days is a good start: protect that streak. And Hilla has clearly landed the best job of the spring. ¡Ánimo!")],
  {"summary": "The user is learning Spanish for a trip to Andalucía with her sister Anneli (61, a retired teacher in Pori), planned for 8-22 April 2025 to see Semana Santa in Sevilla; "
              "she takes Spanish 1 at Sampola (Tampereen seudun työväenopisto) on Tuesday evenings, €95 for the spring term, from 14 January 2025; "
              "the assistant suggested a realistic holiday-Spanish goal, 15-20 minutes a day with an app, flashcards and the Coffee Break Spanish podcast, first phrases, preparing for the Andalusian accent and speaking from day one; "
              "she has a 12-day Duolingo streak; her dog Hilla will stay with her daughter Sanna during the trip.",
   "procedures": [{"name": "Learning holiday Spanish in three months", "steps": ["Set a realistic holiday goal", "Practise 15-20 minutes a day with an app", "Flashcards for class vocabulary",
                   "Listen to a beginners' podcast", "Learn the first phrases", "Get used to the Andalusian accent", "Speak from day one"]}],
   "decisions": [{"decision": "Spanish 1 at Sampola on Tuesday evenings", "rationale": "Preparing for the Andalucía trip"},
                 {"decision": "Hilla stays with Sanna during the trip", "rationale": "Sanna offered"}],
   "outcomes": ["Andalucía trip planned for 8-22 April 2025", "Duolingo streak 12 days"]}),
 ("2025-02-16", "Left knee pain on walks with Hilla", [
   ("user", "My left knee has been hurting since about October. It's worst on stairs and after long walks with Hilla: she's a Finnish Lapphund, 6, and needs two proper walks a day. "
            "Sometimes it swells a bit in the evening, and now and then it catches when I turn. My occupational health GP at Terveystalo thinks it's wear and tear and has referred me to physio: "
            "six sessions with Mikko Ranta at Fysio Tammela, the first on Thursday. I'm on my feet all day at the pharmacy. What should I ask him, and what can I do meanwhile?"),
   ("assistant", "I'm sorry, a sore knee is miserable when you're on your feet all day and have a dog who needs walking. I can't examine you, so take this as general information alongside what Mikko tells you.\n\n"
                 "## Questions for your physio\n"
                 "1. **What does he think is going on?** Wear and tear of the joint, the meniscus, or something else?\n"
                 "2. **What should I do, and how much?** Exercises, how often, and how much pain is acceptable while doing them.\n"
                 "3. **What should I avoid for now,** and what can I keep doing?\n"
                 "4. **How will we know it's working,** and when would imaging or a doctor's review make sense?\n\n"
                 "## What you can do meanwhile\n"
                 "- **Keep moving, but manage the load.** Knees generally do better with activity than rest. Split one long walk into two shorter ones, choose flat routes and avoid steep descents for now.\n"
                 "- **Try walking poles.** They take some load off the knee and help on uneven ground.\n"
                 "- **Low-impact exercise:** cycling and swimming build strength without much impact.\n"
                 "- **At work:** supportive shoes with cushioning and an anti-fatigue mat behind the counter can make a real difference over a long shift.\n"
                 "- **Swelling in the evening:** ice for 15 minutes and raising the leg can help.\n"
                 "- **Pain relief:** you know this far better than I do, but a topical anti-inflammatory gel is often a sensible first step for a single joint.\n\n"
                 "## When to be seen sooner\n"
                 "- The knee **locks** and you can't straighten it\n"
                 "- It **gives way** under you\n"
                 "- It becomes **hot, red and very swollen,** or you have a fever\n"
                 "- You can't put weight on it\n\n"
                 "## Walking Hilla\n"
                 "Lapphunds are sturdy, but they don't need marathons: two shorter walks plus some sniffing games in the garden will keep her happy while your knee settles."),
   ("user", "First session done. Mikko gave me a home programme: chair squats, step-ups on the bottom stair, bridges and straight-leg raises, once a day. And he also suggested Nordic walking poles for Hilla's walks."),
   ("assistant", "That's a classic, sensible programme: it builds the thigh and hip muscles that take load off the knee. The main thing is doing it every day, even on busy days. Note how the knee feels the morning after, so you and Mikko can adjust.")],
  {"summary": "The user's left knee has hurt since October 2024, worst on stairs and after long walks with Hilla, her 6-year-old Finnish Lapphund; evening swelling and occasional catching; "
              "her occupational health GP at Terveystalo suspects wear and tear and referred her to six physio sessions with Mikko Ranta at Fysio Tammela; "
              "the assistant (not able to examine) suggested questions for the physio, load management, walking poles, low-impact exercise, supportive shoes and an anti-fatigue mat at work, ice for swelling, and red flags (locking, giving way, hot swollen knee); "
              "Mikko's home programme: chair squats, step-ups, bridges and straight-leg raises daily, plus Nordic walking poles for dog walks.",
   "procedures": [{"name": "Looking after a sore knee while waiting for physio", "steps": ["Keep moving but manage the load", "Use walking poles", "Low-impact exercise", "Supportive shoes and an anti-fatigue mat at work",
                   "Ice and raise the leg for swelling", "Be seen sooner if it locks, gives way or is hot and swollen"]},
                  {"name": "Knee home programme", "steps": ["Chair squats", "Step-ups on the bottom stair", "Bridges", "Straight-leg raises"]}],
   "decisions": [{"decision": "Physio with Mikko Ranta at Fysio Tammela, six sessions", "rationale": "Referral from the occupational health GP"}],
   "outcomes": ["Daily home exercise programme", "Nordic walking poles for dog walks"]}),
 ("2025-03-09", "Selling Pekka's boat", [
   ("user", "A hard one today. Pekka's boat is still in a boat hall in Kangasala, costing me €45 a month in storage. It's a 2012 Finnmaster 62 DC with a Yamaha F115, about 420 hours, on its own trailer. He loved that boat. "
            "Nobody has used it since he died in May 2023: I never learned to drive it and the children have neither the time nor the interest. My son Antti (he's 34, a software developer in Espoo) thinks we should ask €26,000. "
            "I think it's time to let it go. How do I sell it well? I'm keeping his old wooden rowing boat at the cottage, that one I can handle."),
   ("assistant", "I'm sorry. Selling something that was so much a part of Pekka is about far more than the money, and it's fine for it to feel hard. Here's a practical plan so the selling itself goes smoothly.\n\n"
                 "## 1. Set a realistic price\n"
                 "- Look at **comparable boats** on Nettivene and Boat24: the same model and similar years, engines and hours.\n"
                 "- Two seasons without use lowers the value a little unless the boat has been serviced.\n"
                 "- **Leave room to negotiate:** buyers in Finland almost always offer below the asking price.\n"
                 "- Antti's €26,000 may be a fair starting point if comparable boats support it; a slightly lower asking price often sells faster in spring.\n\n"
                 "## 2. Get it ready\n"
                 "1. **Service the outboard** at a Yamaha dealer: water pump impeller, gear oil, plugs, and replace the old fuel (petrol that has stood for two seasons can cause problems).\n"
                 "2. **Batteries:** check or replace them.\n"
                 "3. **Wash and polish** the hull and clean the interior and cushions.\n"
                 "4. **Check the trailer:** lights, tyres and the trailer's inspection status.\n"
                 "5. **Gather the papers:** the registration certificate, the engine's service history and receipts, and manuals.\n\n"
                 "## 3. List it in spring\n"
                 "- Demand for motorboats peaks **in April and May**, when people are getting ready for summer.\n"
                 "- Use **Nettivene** with good photos in daylight: the hull, the helm, the engine, the cabin, the trailer and the engine hours.\n"
                 "- Be honest about the two seasons of storage and the service you've done.\n\n"
                 "## 4. Selling safely\n"
                 "1. **Test drives** only with you or Antti present, and ideally someone who can drive the boat.\n"
                 "2. **Payment by bank transfer,** with the money **in your account before you hand over the boat, the keys and the papers.** Avoid large cash payments.\n"
                 "3. **A written bill of sale** (kauppakirja) signed by both of you, with the boat's and the engine's details.\n"
                 "4. **Notify the change of ownership** to Traficom's watercraft register, and cancel the insurance from the day of sale.\n\n"
                 "## 5. For you\n"
                 "Before it goes, take out anything personal of Pekka's, and maybe a photo of the boat on the lake. Many people find that helps more than they expect."),
   ("user", "Tampereen Venehuolto can service the Yamaha in April, about €640. I'll list it after Easter at €25,500, Antti agrees."),
   ("assistant", "A sensible plan: a serviced engine and a fair price will bring serious buyers. Keep the service receipt to show them. Good luck, Riitta.")],
  {"summary": "The user is selling her late husband Pekka's boat, a 2012 Finnmaster 62 DC with a Yamaha F115 (about 420 hours) on a trailer, stored in a boat hall in Kangasala for €45 a month; unused since Pekka died in 2023; "
              "her son Antti, 34, a software developer in Espoo, suggested asking €26,000; she keeps Pekka's wooden rowing boat; "
              "the assistant suggested pricing from comparable boats on Nettivene and Boat24, servicing the outboard, batteries, washing, checking the trailer and gathering papers, listing in spring with good photos, "
              "and selling safely (test drives with her present, payment by bank transfer before handover, a written bill of sale, notifying Traficom); "
              "Tampereen Venehuolto will service the Yamaha in April for about €640; she will list it after Easter at €25,500.",
   "procedures": [{"name": "Selling a motorboat", "steps": ["Price from comparable boats", "Service the outboard and replace old fuel", "Check batteries and trailer", "Wash and polish",
                   "Gather the papers", "List on Nettivene in spring with good photos", "Test drives with the owner present", "Payment by bank transfer before handover",
                   "Written bill of sale", "Notify Traficom and cancel the insurance"]}],
   "decisions": [{"decision": "Sell Pekka's Finnmaster", "rationale": "Unused since he died; she never learned to drive it and the children don't use it"},
                 {"decision": "Asking price €25,500, listing after Easter", "rationale": "Antti agrees; leaves room to negotiate"}],
   "outcomes": ["Outboard service booked at Tampereen Venehuolto, about €640"]}),
 ("2025-03-30", "The sauna has to move back from the shore", [
   ("user", "Sauna news, not all good. Orivesi building control looked at the draft and said the building ordinance requires saunas on our shore to be at least 15 metres from the shoreline, not 10 as drawn, so the old sauna spot is out. "
            "Jari redrew it 15 m back, on the slope below the cottage, and his quote has gone up to €29,400: a longer path and steps, more groundwork, and longer water and drain pipes. "
            "The application went in through Lupapiste on 20 March; the fee is estimated at €580. I've also chosen the stove: a Harvia Legend 240 for €1,090, I love the stone look. Anything I should know about wood stoves?\n\n"
            "And the trip has moved. My knee flared up again after a weekend of shovelling snow at the cottage, and Mikko didn't think two weeks on cobbles in April was wise. Anneli and I have moved Andalucía to 20 May to 3 June."),
   ("assistant", "Sorry about the redesign, but it's better to find out now than after the foundations are in. And moving the trip so your knee can settle is sensible.\n\n"
                 "## The 15-metre rule\n"
                 "Setback rules like this are common along Finnish shores: they protect the shoreline landscape, reduce flood risk and keep shores open. A sauna a little further up the slope also tends to be drier and better protected from ice and high water.\n\n"
                 "## The revised quote\n"
                 "1. Ask Jari for the **€1,600 increase itemised** (path and steps, groundwork, pipes), so you can see what's fixed and what might still change.\n"
                 "2. **Update the contract** with the new drawings and price, rather than relying on an email.\n"
                 "3. You're now at about **€29,400 plus the stove plus the permit fee**, close to €31,000, so your €30,000 idea has already gone. It's a good moment to decide your real ceiling.\n\n"
                 "## Choosing a wood-burning stove\n"
                 "- **Room volume:** check the manufacturer's range for your sauna room's cubic metres, adding about 1.2 m³ for each square metre of glass or uninsulated log wall.\n"
                 "- **Safety distances:** every stove has minimum distances to walls, benches and the ceiling. Jari and the chimney installer should work to the manual.\n"
                 "- **The chimney:** a certified chimney suited to the stove's flue temperatures.\n"
                 "- **Stones:** a stone-heavy stove like the Legend heats more slowly but gives a soft, long-lasting löyly.\n"
                 "- **Delivery:** popular models can have long waiting times in spring and summer, so **order early and get a delivery date in writing.**\n\n"
                 "## The trip in late May\n"
                 "You'll miss Semana Santa, but late May and early June are beautiful: the jacaranda trees flower in Sevilla and Granada is green. It can already be 30°C or more in Sevilla and Córdoba, "
                 "so plan walking for the mornings and evenings."),
   ("user", "Jari says permits in Orivesi usually take four to six weeks, so his 19 May start might still hold. And I've started listening to Coffee Break Spanish on the drive to the cottage!"),
   ("assistant", "Then 19 May is possible, if building control has no more questions. Coffee Break Spanish on the Orivesi road is the perfect use of that hour. ¡Muy bien!")],
  {"summary": "Orivesi building control said the building ordinance requires saunas at least 15 m from the shoreline, not 10 m as drawn; Jari redrew the sauna 15 m back on the slope and raised his quote from €27,800 to €29,400 "
              "(longer path and steps, more groundwork, longer pipes); the permit application went in through Lupapiste on 20 March 2025, fee estimated at €580; "
              "the user chose a Harvia Legend 240 stove for €1,090; "
              "the assistant explained the setback rule, suggested an itemised increase and an updated contract, noted the total is near €31,000, and gave stove advice (room volume, safety distances, chimney, stones, order early); "
              "the Andalucía trip moved to 20 May - 3 June 2025 after her knee flared up and her physio advised against April; "
              "Jari says permits take 4-6 weeks, so a 19 May start might hold; she listens to Coffee Break Spanish on the drive to the cottage.",
   "procedures": [{"name": "Choosing a wood-burning sauna stove", "steps": ["Check the room volume against the manufacturer's range", "Follow the safety distances", "Use a suitable certified chimney",
                   "Consider the stone mass", "Order early with a written delivery date"]}],
   "decisions": [{"decision": "Sauna moved to 15 m from the shoreline", "rationale": "Orivesi building ordinance requires at least 15 m"},
                 {"decision": "Harvia Legend 240 stove, €1,090", "rationale": "She likes the stone look"},
                 {"decision": "Andalucía trip moved to 20 May - 3 June 2025", "rationale": "Knee flared up; physio advised against April"}],
   "outcomes": ["Revised quote €29,400", "Permit application submitted 20 March 2025"]}),
 ("2025-04-13", "Going down to a four-day week at 58", [
   ("user", "I'm thinking of asking to go down to 80%, four days a week. I've been at Tammelan apteekki for 22 years and I earn €5,150 a month gross. I'd like Fridays off, so I can drive to the cottage on Thursday evenings, especially while the sauna is being built. "
            "The owner, Heikki Salo, is a reasonable man. What happens to my pension, and how should I ask?\n\n"
            "Knee update: six sessions with Mikko done. Stairs are better but it still swells after long walks, so the GP has ordered an MRI, on 24 April.\n\n"
            "And big news: Sanna is pregnant! She's 31, a nurse at Tays, and the baby is due on 14 December. My first grandchild. Pekka would have been over the moon."),
   ("assistant", "Congratulations, Riitta: a first grandchild is wonderful news, and I'm sure Pekka's absence is felt in a moment like this too. Now to the four-day week.\n\n"
                 "## What 80% means for your pay\n"
                 "- Gross: **80% of €5,150 is €4,120 a month.**\n"
                 "- Net, the drop is smaller than €1,030, because Finnish income tax is progressive and your tax rate will fall a little. Use the tax administration's calculator on vero.fi to see your new withholding rate, and order a new tax card.\n\n"
                 "## What it means for your pension\n"
                 "1. Your earnings-related pension accrues from each year's earnings. For people aged 53 to 62 the accrual rate is **1.7% of the year's earnings** until the end of 2025 (1.5% after that).\n"
                 "2. About €12,360 less earnings a year gives roughly **€210 a year less pension, about €17.50 a month, for every year** you work at 80%.\n"
                 "3. Six years at 80% until your mid-sixties would be in the region of **€100 a month less pension** for the rest of your life. Your own pension statement on tyoelake.fi can give a better estimate.\n"
                 "4. Later, you may also be able to take a **partial early old-age pension** from your early sixties; check your own age limit with your pension company.\n\n"
                 "## How to ask Heikki\n"
                 "1. **Put it in writing** after a conversation, so it's clear.\n"
                 "2. **Propose the details:** 80%, Fridays off, a start date, and how your Fridays could be covered.\n"
                 "3. **Offer flexibility:** for example a trial for six months, or swapping your day off in holiday seasons.\n"
                 "4. **Ask for an amendment to your employment contract** stating the new hours and pay.\n"
                 "5. **Show what's in it for him:** keeping an experienced pharmacist for longer rather than losing you to early retirement.\n\n"
                 "## About the knee\n"
                 "An MRI is a sensible next step if it still swells after six sessions. Keep the home programme going until then: it isn't wasted whatever the scan shows."),
   ("user", "I'm meeting Heikki on Tuesday. I'll propose starting on 1 June."),
   ("assistant", "Good luck! Go in with the written proposal and your numbers, and remember he'd find it much harder to replace you than to cover one day a week.")],
  {"summary": "The user considers going down to 80% (four days a week) at Tammelan apteekki, where she has worked for 22 years, earning €5,150 a month gross; she wants Fridays off to drive to the cottage; the pharmacy owner is Heikki Salo; "
              "the assistant said 80% is €4,120 gross with a smaller net drop, that the pension accrues 1.7% of earnings at her age until the end of 2025, roughly €17.50 a month less pension per year at 80%, about €100 a month over six years, "
              "that a partial early old-age pension may be possible in her early sixties, and how to ask (in writing, details, flexibility, contract amendment, his benefit); "
              "knee: six physio sessions done, better on stairs but still swelling; MRI ordered for 24 April 2025; "
              "her daughter Sanna, 31, a nurse at Tays, is pregnant, due 14 December 2025, her first grandchild; she will propose the four-day week to Heikki from 1 June.",
   "procedures": [{"name": "Asking for a four-day week", "steps": ["Put it in writing", "Propose the day off, start date and cover", "Offer flexibility or a trial period",
                   "Ask for a contract amendment", "Show the employer's benefit"]}],
   "decisions": [{"decision": "Ask Heikki Salo for 80% with Fridays off from 1 June 2025", "rationale": "More time at the cottage while the sauna is built"}],
   "outcomes": ["Pay at 80% would be €4,120 gross", "Knee MRI on 24 April 2025", "Sanna's baby due 14 December 2025"]}),
 ("2025-05-04", "MRI says a degenerative meniscus tear: surgery or not?", [
   ("user", "The MRI on 24 April showed a degenerative tear in the posterior horn of the medial meniscus in my left knee, and mild osteoarthritis. The orthopaedist, Dr Kaisa Heikkilä at Terveystalo, offered me two options: "
            "an arthroscopy to trim the torn meniscus, or another 12 weeks of supervised exercise first and a review in August. She didn't push either way. What would you weigh up?\n\n"
            "Other news: the sauna permit was granted on 22 April, the fee was €610 in the end. And the trip has moved again: with the knee and the sauna build starting in late May, Anneli and I have moved Andalucía to the autumn, "
            "23 September to 7 October. It'll be cooler for walking anyway."),
   ("assistant", "This is a decision for you and Dr Heikkilä, but I can tell you what the research says, and it happens to be very Finnish research.\n\n"
                 "## What the evidence says\n"
                 "- **The FIDELITY trial** (Finnish Degenerative Meniscal Lesion Study, published in 2013) compared arthroscopic partial meniscectomy with **sham surgery** in middle-aged patients with degenerative meniscus tears. "
                 "Both groups improved about equally: trimming the meniscus added no benefit.\n"
                 "- Other trials have found that **structured exercise therapy** gives results similar to surgery for degenerative tears.\n"
                 "- International guidelines (for example the BMJ Rapid Recommendation of 2017) **recommend against arthroscopy** for degenerative knee disease, including degenerative meniscus tears, in most patients.\n"
                 "- Some studies suggest that removing meniscus tissue may **speed up osteoarthritis** in the long run, and you already have mild changes.\n\n"
                 "## When surgery may still make sense\n"
                 "1. The knee **truly locks** and you can't straighten it (not just catching).\n"
                 "2. A **proper course of exercise** hasn't helped after several months.\n"
                 "3. The tear is **traumatic** (from a clear injury) rather than degenerative.\n\n"
                 "## Questions for Dr Heikkilä\n"
                 "- Does anything in my scan or symptoms suggest surgery would help more than exercise?\n"
                 "- What are the risks and the recovery time of the arthroscopy?\n"
                 "- If I choose exercise, what would make you recommend surgery in August?\n\n"
                 "## If you choose exercise\n"
                 "- **Progressive strength training** two or three times a week: thighs, hips and calves, increasing the load gradually.\n"
                 "- **Cycling** (an exercise bike is fine) for movement without impact.\n"
                 "- **Keep a simple pain diary**, scoring the knee out of 10 each week, so the August review has something to go on.\n\n"
                 "## Congratulations on the permit\n"
                 "And an autumn trip is a good call: late September and early October in Andalucía are usually warm rather than scorching."),
   ("user", "Decided: no surgery for now. Twelve more weeks with Mikko, plus the gym twice a week, and a review with Dr Heikkilä in late August. "
            "Also, Jari says the 19 May start is off: the permit has to become final after the appeal period and he's finishing a job in Pälkäne. He'll start on 2 June."),
   ("assistant", "A well-founded decision, and you can always revisit it in August. With a 2 June start, juhannus will be very tight: I'd plan Midsummer at the cottage without the new sauna and be pleasantly surprised if it's ready.")],
  {"summary": "The MRI on 24 April 2025 showed a degenerative tear of the posterior horn of the medial meniscus of the user's left knee and mild osteoarthritis; orthopaedist Dr Kaisa Heikkilä at Terveystalo offered an arthroscopy or 12 more weeks of supervised exercise with a review in August; "
              "the assistant described the Finnish FIDELITY trial (arthroscopic partial meniscectomy no better than sham surgery for degenerative tears), similar results from exercise therapy, guidelines against arthroscopy, "
              "when surgery may make sense (true locking, failed exercise, traumatic tear), questions for the doctor and an exercise plan with a pain diary; "
              "the user decided against surgery for now: 12 more weeks of physio with Mikko, the gym twice a week, review in late August; "
              "the sauna permit was granted on 22 April 2025 (fee €610); the Andalucía trip moved again, to 23 September - 7 October 2025; "
              "the build start moved from 19 May to 2 June 2025 (appeal period, Jari finishing a job in Pälkäne); Midsummer will be tight.",
   "procedures": [{"name": "Exercise instead of knee surgery", "steps": ["Progressive strength training two or three times a week", "Cycling for movement without impact", "Weekly pain diary", "Review with the orthopaedist in August"]}],
   "decisions": [{"decision": "No knee surgery for now; 12 more weeks of physio and the gym twice a week", "rationale": "Degenerative tear: the FIDELITY trial and other studies show arthroscopy works no better than exercise"},
                 {"decision": "Andalucía trip moved to 23 September - 7 October 2025", "rationale": "The knee and the sauna build; cooler for walking"}],
   "outcomes": ["Sauna permit granted 22 April 2025, fee €610", "Build to start 2 June 2025"]}),
 ("2025-05-25", "Offers on Pekka's boat", [
   ("user", "The boat has been on Nettivene since 25 April at €25,500, freshly serviced by Tampereen Venehuolto (€640, as they said). Two serious contacts: a man from Jyväskylä who wanted to trade in his smaller boat, "
            "and Markku Nieminen from Lahti, who came for a test drive on Längelmävesi on 17 May with Antti at the helm. Markku has offered €21,500, cash. Antti says hold out for more. What do you think?\n\n"
            "And work news: Heikki said yes to the four-day week! But from 1 August, not 1 June: he needs to hire a summer pharmacist first. Fridays off, as I wanted."),
   ("assistant", "Well done on the four-day week: two months later than you hoped, but a yes. Now the boat.\n\n"
                 "## Is €21,500 a good offer?\n"
                 "It's about 16% below your asking price. For a serviced boat with an engine under 500 hours and its own trailer, a first offer of that size is normal opening negotiation rather than the buyer's limit. "
                 "Someone who drove over from Lahti for a test drive is seriously interested.\n\n"
                 "## How to respond\n"
                 "1. **Counter-offer** rather than refuse: something around **€23,000 to €23,500** leaves room to meet in the middle.\n"
                 "2. **Give reasons:** the fresh service with a receipt, the low hours, the trailer included, one careful owner.\n"
                 "3. **Set a time limit** politely: you have other interest and would like an answer by a certain day.\n"
                 "4. **Decide your lowest price before you call,** so you don't decide under pressure. Antti's view matters, but so does the €45 a month in storage and your own peace of mind.\n\n"
                 "## The trade-in from Jyväskylä\n"
                 "Decline politely: you want to sell a boat, not get another one to sell.\n\n"
                 "## About the cash\n"
                 "- Ask for a **bank transfer instead of cash,** with the money in your account **before** he takes the boat, the keys and the papers.\n"
                 "- Large cash sums are a risk (counterfeit notes, carrying it to the bank) and your bank may ask where the money came from.\n\n"
                 "## Closing the sale\n"
                 "1. A written bill of sale signed by both of you.\n"
                 "2. Hand over the registration certificate, the service receipts and both keys.\n"
                 "3. Notify the change of ownership to Traficom and cancel the insurance and the storage contract."),
   ("user", "I countered at €23,000 and we met at €22,500. He'll pay by bank transfer and collect it on 7 June."),
   ("assistant", "A good result: €22,500 for a boat that has stood for two seasons is a fair price, and you've sold it to someone who clearly wants it. Get the bill of sale ready before the 7th.")],
  {"summary": "Pekka's boat has been listed on Nettivene since 25 April 2025 at €25,500, serviced by Tampereen Venehuolto for €640; a man from Jyväskylä wanted to trade in his smaller boat; "
              "Markku Nieminen from Lahti test-drove it on Längelmävesi on 17 May 2025 with Antti driving and offered €21,500 cash; "
              "Heikki Salo agreed to the user's four-day week from 1 August 2025 (not 1 June; he needs to hire a summer pharmacist), Fridays off; "
              "the assistant called the offer a normal opening, suggested a counter-offer of €23,000-23,500 with reasons, a time limit, a lowest price decided in advance, declining the trade-in, "
              "payment by bank transfer before handover rather than cash, and closing with a bill of sale, the papers and a Traficom notification; "
              "she countered at €23,000 and agreed €22,500, paid by bank transfer, collection on 7 June 2025.",
   "procedures": [{"name": "Negotiating a boat sale", "steps": ["Counter-offer rather than refuse", "Give reasons", "Set a time limit", "Decide the lowest price in advance",
                   "Bank transfer before handover, not cash", "Bill of sale, papers and keys", "Notify Traficom and cancel insurance and storage"]}],
   "decisions": [{"decision": "Sell the boat to Markku Nieminen for €22,500", "rationale": "Met in the middle after a €21,500 offer and a €23,000 counter"},
                 {"decision": "Four-day week from 1 August 2025, Fridays off", "rationale": "Heikki needs to hire a summer pharmacist first"}],
   "outcomes": ["Boat sale agreed at €22,500, collection 7 June 2025", "Outboard service €640"]}),
 ("2025-06-15", "Sauna build under way: rock, a stove switch and an extra window", [
   ("user", "The build started on 2 June, as Jari said. Then his team hit bedrock where two of the foundation piers should go: drilling and anchoring to the rock, €1,400 extra. "
            "And Harvia says the Legend won't be delivered until August, so I cancelled it and bought a Narvi wood stove from a hardware shop in Orivesi instead, in stock, €1,240. "
            "Jari also suggested a second small window in the washroom facing the lake, €950, and I said yes: you'll see the lake from the shower.\n\n"
            "The boat is gone: Markku collected it on 7 June, the €22,500 was in my account the day before. Antti came to help and we both cried a bit. Honestly, I'm relieved: it was Pekka's thing, not mine, and the rowing boat is all I need.\n\n"
            "Will we make juhannus? Jari says 'close'. What should I keep an eye on as the build goes on?"),
   ("assistant", "Well done on the boat, Riitta. Relief and sadness at the same time is completely normal, and it sounds like it went to the right buyer. Now the sauna.\n\n"
                 "## The extras\n"
                 "1. **Get every change in writing** with its price before the work, as you have: the rock work (€1,400) and the window (€950). Ask Jari for a running total.\n"
                 "2. With the revised quote of €29,400 plus these, Jari's part is about **€31,750**, plus the Narvi and the permit fee. Rock on a shore plot is about the most common surprise there is.\n\n"
                 "## What to check during the build\n"
                 "- **The vapour barrier in the sauna room:** aluminium foil paper with taped seams, and an air gap behind the panelling.\n"
                 "- **Ventilation:** fresh air in low near the stove, exhaust high or on the opposite side, so the löyly is good and the room dries after use.\n"
                 "- **The stove's safety distances** and the chimney, installed to the Narvi manual.\n"
                 "- **Waterproofing in the washroom:** done by a certified installer, with the right drying times between coats, and the floor sloping to the drain.\n"
                 "- **The wastewater system** built as in the permit.\n"
                 "- **Electrics** by a certified electrician, with the inspection document.\n"
                 "- **Photos** of everything before it's covered: pipes, wiring, waterproofing.\n\n"
                 "## Before you use it\n"
                 "The permit usually requires a **final inspection** (loppukatselmus) by building control before the building is taken into use. Jari, as the responsible site manager, should book it.\n\n"
                 "## Midsummer\n"
                 "Don't let juhannus rush the waterproofing: a washroom that leaks in five years is a far bigger problem than a Midsummer without the new sauna."),
   ("user", "Understood. Jari will book the final inspection, and I'm keeping a folder with all the photos."),
   ("assistant", "Perfect. That folder will also be useful if you ever sell the plot or need to claim on insurance.")],
  {"summary": "The sauna build started on 2 June 2025; bedrock under two foundation piers meant drilling and anchoring for €1,400 extra; "
              "Harvia could not deliver the Legend until August, so the user cancelled it and bought a Narvi wood stove from a hardware shop in Orivesi, in stock, for €1,240; "
              "she agreed to a second washroom window facing the lake for €950; Markku collected the boat on 7 June 2025 after paying €22,500; "
              "the assistant suggested getting every change in writing with a running total (Jari's part about €31,750), checking the vapour barrier, ventilation, stove safety distances and chimney, washroom waterproofing, wastewater, electrics and photos, "
              "the final inspection before use, and not rushing the waterproofing for Midsummer.",
   "procedures": [{"name": "Checking a sauna build", "steps": ["Get every change in writing with a running total", "Check the vapour barrier and air gap", "Check the ventilation",
                   "Stove safety distances and chimney", "Certified washroom waterproofing with drying times", "Wastewater as in the permit", "Certified electrician",
                   "Photograph everything before it's covered", "Final inspection before use"]}],
   "decisions": [{"decision": "Switched from the Harvia Legend 240 to a Narvi wood stove, €1,240", "rationale": "The Harvia would not be delivered until August; the Narvi was in stock in Orivesi"},
                 {"decision": "A second washroom window facing the lake, €950", "rationale": "Lake view from the shower"}],
   "outcomes": ["Rock work €1,400 extra", "Boat sold for €22,500, collected 7 June 2025"]}),
 ("2025-07-06", "First löyly in the new sauna", [
   ("user", "We didn't make juhannus: the tiler was late with the washroom waterproofing, so we spent Midsummer at the cottage and went to Seppo's sauna. But yesterday, Saturday 5 July, I had the first löyly in the new sauna! "
            "Sanna and her partner Joonas came, and Hilla supervised from the terrace. Sanna sat in the dressing room most of the time because of the pregnancy. "
            "The final inspection is booked for 15 July. How do I break in the new stove, and how do I look after the wood?"),
   ("assistant", "Congratulations on the first löyly, Riitta! Here's how to look after the stove and the wood so it stays beautiful.\n\n"
                 "## Breaking in the Narvi\n"
                 "1. **Follow the manual for the first firings.** Many stoves should be burned hot once or twice before first use, with the windows and door open, to burn off the protective coatings. Expect some smell and smoke.\n"
                 "2. **Rinse the stones** before loading them and stack them loosely so air can flow.\n"
                 "3. **Use dry wood only** (birch is classic), split small, and don't overload the firebox.\n"
                 "4. **Empty the ash** regularly, and re-stack the stones once a year as they crumble.\n\n"
                 "## Caring for the wood\n"
                 "- **Benches:** sit on towels or seat covers; wash the benches now and then with a sauna detergent and a soft brush. A sauna wax or paraffin oil helps resist stains; **never varnish or paint the benches.**\n"
                 "- **Walls and ceiling in the sauna room** can be left untreated or given a sauna protection agent.\n"
                 "- **Ventilation after use:** leave the door and the vent open while the stove is still warm, so the room dries completely.\n"
                 "- **The washroom:** squeegee the floor after use and keep the drain clean.\n\n"
                 "## Sauna in pregnancy\n"
                 "In Finland sauna bathing in a normal pregnancy is generally considered fine in moderation, at a lower temperature and for shorter times, but Sanna should follow her maternity clinic's advice and her own comfort. "
                 "The dressing room sounds like a good compromise.\n\n"
                 "Enjoy the summer evenings in it!"),
   ("user", "Thank you! Jari's final invoice comes in August, when he's finished the path and steps."),
   ("assistant", "Then you'll have the whole picture in August. Until then: enjoy the lake view from the shower.")],
  {"summary": "The sauna cabin was not ready for Midsummer because the tiler was late with the washroom waterproofing; the user spent Midsummer at the cottage and used her neighbour Seppo's sauna; "
              "first löyly in the new sauna on Saturday 5 July 2025 with her daughter Sanna and Sanna's partner Joonas; Sanna sat mostly in the dressing room because of the pregnancy; final inspection booked for 15 July 2025; "
              "the assistant explained breaking in the stove (manual, first hot firings with windows open, rinse and stack stones, dry birch, ash), caring for the wood (towels, sauna detergent, wax or paraffin oil, never varnish benches, ventilate after use), "
              "and moderate sauna in a normal pregnancy following the maternity clinic's advice; Jari's final invoice comes in August after the path and steps.",
   "procedures": [{"name": "Breaking in a new sauna stove", "steps": ["Follow the manual for the first firings", "Burn it hot with windows and door open", "Rinse and loosely stack the stones",
                   "Use dry, small-split wood", "Empty the ash regularly"]},
                  {"name": "Caring for sauna wood", "steps": ["Sit on towels", "Wash benches with sauna detergent", "Wax or paraffin oil, never varnish", "Ventilate after use", "Squeegee the washroom floor"]}],
   "outcomes": ["Not ready for Midsummer 2025", "First löyly on 5 July 2025", "Final inspection booked 15 July 2025"]}),
 ("2025-08-10", "Andalucía in September: Alhambra, trains and my knee", [
   ("user", "The four-day week started on 1 August, which was a Friday, so my first day off came on day one. I love it. Now Andalucía! Anneli and I go on 23 September and come back on 7 October, Finnair Helsinki to Málaga and back. "
            "The plan: 3 nights in Málaga, 4 in Granada, 2 in Córdoba and 5 in Sevilla, and maybe a day trip to Ronda. How do we do the Alhambra and the trains, and how do I pace my knee? "
            "The knee is much better: the gym twice a week is working. Spanish is going too: Spanish 1 finished in April, my Duolingo streak is at 200 days, and Carmen says my accent is 'muy finlandesa'."),
   ("assistant", "Two hundred days is impressive, and a Finnish accent is perfectly understandable in Andalucía. Here's how to make the trip easy on you and your knee.\n\n"
                 "## The Alhambra\n"
                 "1. **Book as early as you can, on the official site** (the Patronato de la Alhambra's ticket site). Tickets for autumn sell out weeks ahead, and resale sites charge far more.\n"
                 "2. Your ticket has a **timed slot for the Nasrid Palaces.** Be at the entrance on time: late arrivals are not let in to the palaces.\n"
                 "3. **Bring your passports:** tickets are in your names and IDs are checked.\n"
                 "4. Allow **three to four hours** for the palaces, the Alcazaba and the Generalife gardens. The grounds are large, with slopes and gravel.\n"
                 "5. Go up by the **Alhambra minibus or a taxi** rather than walking up the hill.\n\n"
                 "## Trains\n"
                 "- Book on **renfe.com** a few weeks ahead for the best prices.\n"
                 "- **Málaga to Granada:** about 1 hour 10 minutes by fast train.\n"
                 "- **Granada to Córdoba:** about 1 hour 30 minutes.\n"
                 "- **Córdoba to Sevilla:** about 45 minutes by AVE.\n"
                 "- **Ronda:** easiest as a day trip from Málaga or with an organised tour; from Sevilla it's a long day by bus.\n\n"
                 "## Pacing the knee\n"
                 "- **One lighter day** for every two or three busy ones: a museum, a long lunch, a bench in a shady plaza.\n"
                 "- **Comfortable shoes with good grip:** the old towns are full of cobbles and polished stone that gets slippery.\n"
                 "- **Bring your collapsible walking poles** for the Albaicín in Granada and Ronda, which are steep.\n"
                 "- **Taxis and buses up, walk down gently** (or the other way round, whichever your knee prefers).\n"
                 "- **Keep doing your exercises** in the hotel room: 15 minutes in the morning.\n\n"
                 "## Heat\n"
                 "Late September can still reach 30°C in Sevilla and Córdoba. Walk in the mornings, rest after lunch like the locals, and go out again in the evening."),
   ("user", "Alhambra booked: Nasrid Palaces at 10:00 on Saturday 27 September. Trains next."),
   ("assistant", "Excellent, a morning slot is the best: cooler and quieter. Book Málaga to Granada for the 26th, and you're set.")],
  {"summary": "The user's four-day week started on 1 August 2025 with Fridays off; the Andalucía trip with Anneli is 23 September - 7 October 2025, Finnair Helsinki-Málaga return: 3 nights Málaga, 4 Granada, 2 Córdoba, 5 Sevilla, maybe a day trip to Ronda; "
              "her knee is much better with the gym twice a week; Spanish 1 finished in April; Duolingo streak 200 days; "
              "the assistant advised booking the Alhambra early on the official site, a timed Nasrid Palaces slot (be on time), bringing passports, allowing 3-4 hours and taking the minibus up; "
              "trains on renfe.com (Málaga-Granada about 1h10, Granada-Córdoba about 1h30, Córdoba-Sevilla about 45 min), Ronda as a day trip from Málaga or a tour; "
              "pacing the knee with lighter days, good shoes, walking poles, taxis uphill and daily exercises; avoiding the midday heat; "
              "Alhambra booked for the Nasrid Palaces at 10:00 on 27 September 2025.",
   "procedures": [{"name": "Visiting the Alhambra", "steps": ["Book early on the official site", "Note the timed Nasrid Palaces slot and be on time", "Bring passports",
                   "Allow three to four hours", "Take the minibus or a taxi up"]},
                  {"name": "Pacing a sore knee on a walking holiday", "steps": ["A lighter day every two or three days", "Shoes with good grip", "Collapsible walking poles", "Taxis uphill", "Daily exercises in the hotel"]}],
   "decisions": [{"decision": "Andalucía itinerary: Málaga, Granada, Córdoba, Sevilla", "rationale": "14 nights with Anneli"}],
   "outcomes": ["Four-day week started 1 August 2025", "Alhambra Nasrid Palaces 10:00 on 27 September 2025", "Duolingo streak 200 days"]}),
 ("2025-08-31", "Knee review, the final sauna bill and a new day off", [
   ("user", "Three updates. The knee review with Dr Heikkilä was on 26 August: pain down from 6 out of 10 to 2, no swelling, and she said there's no need for surgery, just keep up the gym. She discharged me with a home programme.\n\n"
            "Jari's final invoice came: €31,750, that's the €29,400 plus €1,400 for the rock and €950 for the extra window. With the Narvi and the permit fee it's €33,600 all in, €3,600 over my original €30,000 idea, but I'm happy with it. "
            "The labour part on the invoice is €14,200. Can I get the household deduction on that?\n\n"
            "And from 1 September I'll have Mondays off instead of Fridays: my colleague Päivi has gone down to 80% as well and needs Fridays for her children. It works for me: I drive up to the cottage after work on Friday and come back on Monday evening."),
   ("assistant", "What a good set of updates: a knee that doesn't need surgery, a finished sauna and a day off that still gives you long weekends at the lake.\n\n"
                 "## The knee\n"
                 "A drop from 6/10 to 2/10 without surgery is an excellent result, and it's exactly what the research on degenerative tears would predict for someone who does the work. "
                 "**Keep the gym at least twice a week:** the strength you've built is what protects the knee, and it fades within weeks if you stop.\n\n"
                 "## The household deduction\n"
                 "Unfortunately, probably not. The household deduction (kotitalousvähennys) covers the labour costs of **maintenance and renovation** of your home or free-time residence, "
                 "but **building a new building is generally not eligible,** and a new sauna cabin counts as new construction. Check the current rules on vero.fi to be sure.\n"
                 "What *can* qualify later: repairs and maintenance on the cottage and, in future years, on the sauna itself (for example re-doing the benches or the roof), done by a company registered for prepayment.\n\n"
                 "## The final cost\n"
                 "| Item | Cost |\n"
                 "|---|---|\n"
                 "| Jari's original quote | €27,800 |\n"
                 "| Moving back to 15 m from the shore | +€1,600 |\n"
                 "| Rock drilling and anchoring | +€1,400 |\n"
                 "| Second washroom window | +€950 |\n"
                 "| **Jari's final invoice** | **€31,750** |\n"
                 "| Narvi stove | €1,240 |\n"
                 "| Permit fee | €610 |\n"
                 "| **Total** | **€33,600** |\n\n"
                 "12% over your first idea is a very normal outcome for a shore build, and well within the contingency I'd have suggested.\n\n"
                 "## Mondays off\n"
                 "Friday-to-Monday at the lake is a lovely rhythm. Make sure your contract amendment is updated with the new day."),
   ("user", "Oh well, no deduction then. The boat money covers the overrun anyway."),
   ("assistant", "That's a fitting use for it: Pekka's boat paying for the family's new sauna. I think he'd have approved.")],
  {"summary": "Knee review with Dr Kaisa Heikkilä on 26 August 2025: pain down from 6/10 to 2/10, no swelling, no surgery needed, discharged with a home programme; keep up the gym; "
              "Jari's final invoice €31,750 (€29,400 plus €1,400 rock work and €950 for the extra window); with the Narvi stove (€1,240) and the permit fee (€610) the sauna cost €33,600 all in, €3,600 over her original €30,000 idea; "
              "labour on the invoice €14,200; the assistant said the household deduction generally doesn't apply to new buildings (check vero.fi), only to maintenance and renovation; "
              "from 1 September 2025 the user's day off moves from Friday to Monday because her colleague Päivi also went to 80% and needs Fridays for her children; the boat money covers the sauna overrun.",
   "decisions": [{"decision": "No knee surgery; keep up the gym twice a week", "rationale": "Pain down to 2/10 at the August review"},
                 {"decision": "Mondays off instead of Fridays from 1 September 2025", "rationale": "Colleague Päivi went to 80% and needs Fridays for her children"},
                 {"decision": "Pay the sauna overrun from the boat money", "rationale": "No household deduction for a new building"}],
   "outcomes": ["Final sauna cost €33,600 all in (Jari €31,750, stove €1,240, permit €610)", "Knee pain 2/10, discharged", "Day off Monday from 1 September 2025"]}),
 ("2025-10-12", "Back from Andalucía, and the sauna in winter", [
   ("user", "¡Hola! We've been back since Tuesday. Andalucía was wonderful: Málaga, Granada, Córdoba and Sevilla, and we swapped one Málaga day for a day trip to Ronda by bus. "
            "The Alhambra at 10:00 was magical. The knee held up fine, even on 18,000-step days, with the poles in the Albaicín. I ordered all our meals in Spanish, and a waiter in Córdoba thought I was German! "
            "I've signed up for Spanish 2 at Sampola, Tuesdays again with Carmen, starting on 14 October.\n\n"
            "Now, the sauna in winter. I want to use it at New Year when the lake is frozen: Pekka and I used to cut an avanto, an ice hole, and go in between rounds, and I'd like to do that again with Sanna's Joonas and Antti. "
            "How do I winterise the water so nothing freezes, but still use the sauna in winter? And Sanna's baby is a girl! Still due on 14 December."),
   ("assistant", "¡Enhorabuena! A waiter mistaking you for German means your Spanish is working. And a granddaughter: congratulations!\n\n"
                 "## Winterising the sauna cabin\n"
                 "1. **Drain the water pipes** before the first hard frost: close the supply, open the taps and the lowest drain point, and blow the pipes through if possible.\n"
                 "2. **The washroom floor drain:** its water trap can freeze and crack; add a little **antifreeze suitable for drains** or a dedicated drain antifreeze after draining.\n"
                 "3. **The wastewater system:** follow its manual for winter; some treatment wells need to be emptied or insulated.\n"
                 "4. **The shower mixer and any pump:** drain them or bring them indoors.\n\n"
                 "## Using the sauna in winter\n"
                 "- **Bring water in canisters** from the cottage (or melt snow) and heat it in a bucket on the stove or in a water tank if the Narvi has one.\n"
                 "- **After each sauna,** empty the buckets and any water tank, leave the doors open a while so the damp escapes, and add a drop of antifreeze to the floor drain again.\n"
                 "- **Heat slowly from cold:** a frozen stove and chimney need a longer, gentler first fire.\n\n"
                 "## The avanto safely\n"
                 "1. **Never alone,** and never after alcohol.\n"
                 "2. **Check the ice thickness:** at least 10 cm of clear ice to walk on; ask the neighbours how the ice has been.\n"
                 "3. **A ladder or steps** into the hole and something to hold on to.\n"
                 "4. **A rope and a life-saving pole** by the hole.\n"
                 "5. **Short dips,** and get warm again slowly.\n"
                 "6. Mark the hole and cover it afterwards so no one walks into it in the dark.\n\n"
                 "New Year in the new sauna with an avanto, like you and Pekka used to: that sounds like a very good way to start 2026."),
   ("user", "Pipes drained last weekend, Seppo showed me where the drain point is. I'll buy the drain antifreeze."),
   ("assistant", "Having Seppo next door is worth more than any guide. You're ready for winter.")],
  {"summary": "The user and Anneli returned from Andalucía on 7 October 2025: Málaga, Granada, Córdoba and Sevilla, plus a bus day trip to Ronda instead of a day in Málaga; the Alhambra at 10:00; "
              "her knee held up on 18,000-step days with walking poles; she ordered meals in Spanish; she has signed up for Spanish 2 at Sampola on Tuesdays from 14 October 2025; "
              "she wants to use the sauna at New Year with an avanto (ice hole), as she and Pekka used to; Sanna's baby is a girl, due 14 December 2025; "
              "the assistant gave winterising steps (drain the pipes, drain antifreeze in the floor drain, the wastewater system, the shower mixer), winter use (water in canisters, empty after use, heat slowly) "
              "and avanto safety (never alone, ice thickness, ladder, rope and pole, short dips, mark the hole); the pipes are drained with neighbour Seppo's help.",
   "procedures": [{"name": "Winterising a sauna cabin", "steps": ["Drain the water pipes before the frost", "Antifreeze in the floor drain", "Follow the wastewater system's winter manual",
                   "Drain the shower mixer and pump"]},
                  {"name": "Ice swimming safely", "steps": ["Never alone or after alcohol", "Check the ice thickness", "A ladder into the hole", "A rope and a life-saving pole",
                   "Short dips", "Mark and cover the hole"]}],
   "decisions": [{"decision": "Spanish 2 at Sampola from 14 October 2025", "rationale": "Keep learning after the trip"},
                 {"decision": "Use the sauna at New Year with an avanto", "rationale": "A tradition with Pekka"}],
   "outcomes": ["Andalucía trip 23 September - 7 October 2025", "Sauna pipes drained", "Sanna expecting a girl"]}),
 ("2025-10-26", "What to do with the boat money", [
   ("user", "Money question. The €22,500 from Pekka's boat is sitting in my current account. I paid the €3,600 sauna overrun from it, so €18,900 is left. "
            "I'm 58, the flat is paid off, and I already have about €15,000 in a savings account as a buffer. I'd like to put something aside for the baby and invest the rest for the long term. What are my options?"),
   ("assistant", "A good position to be in: no mortgage and a buffer already in place. I can't give personal financial advice, but here's how people commonly think about a sum like this in Finland.\n\n"
                 "## 1. Decide what the money is for\n"
                 "- **Short term (within 1 to 2 years):** keep it in a savings account or a fixed-term deposit. Cottage repairs and next summer's jobs belong here.\n"
                 "- **Long term (five years or more):** investing in shares through funds usually beats savings over time, with ups and downs along the way.\n\n"
                 "## 2. Options for the long-term part\n"
                 "- **An equity savings account (osakesäästötili):** you can deposit up to €100,000 in total, and gains and dividends aren't taxed while they stay in the account; you pay tax when you withdraw gains.\n"
                 "- **Low-cost index funds,** for example a global equity index fund, bought either inside the equity savings account (through ETFs or shares) or as a direct fund subscription.\n"
                 "- **Spread the purchases:** investing in monthly instalments over a year reduces the risk of buying everything just before a fall.\n"
                 "- **Keep the costs low:** an annual fee difference of 1% adds up to a lot over 15 years.\n\n"
                 "## 3. For the baby\n"
                 "- Once she's born, you can start **fund savings in her name** with her parents' consent, or keep an account in your own name earmarked for her.\n"
                 "- **Gift tax:** gifts to the same person under the tax-free limit over three years don't need to be reported; check the current limit on vero.fi.\n"
                 "- Monthly savings of €20 to €50 from birth grow into a meaningful sum by her 18th birthday.\n\n"
                 "## 4. Keep the buffer\n"
                 "With €15,000 saved, you don't need to keep the boat money as a buffer too, unless you expect big cottage repairs."),
   ("user", "Decided: €2,000 goes aside for the baby's account once she's born, €3,000 stays in savings for next summer's cottage jobs, and €13,900 goes into an equity savings account, into a global index fund, in monthly instalments over a year."),
   ("assistant", "A clear, balanced plan: something for your granddaughter, money for the cottage and the rest working for you for the long term. Pekka's boat is still looking after the family.")],
  {"summary": "The user has €18,900 left from the €22,500 boat sale after paying the €3,600 sauna overrun; she is 58, her flat is paid off, and she has about €15,000 in savings as a buffer; "
              "the assistant (no personal financial advice) suggested separating short-term and long-term money, an equity savings account (osakesäästötili, up to €100,000 in deposits, tax deferred), low-cost index funds bought in monthly instalments, "
              "fund savings for the baby after birth, checking the gift tax limit, and keeping the existing buffer; "
              "she decided: €2,000 for the baby's account once born, €3,000 in savings for next summer's cottage jobs, €13,900 into an equity savings account in a global index fund in monthly instalments over a year.",
   "procedures": [{"name": "Investing a lump sum", "steps": ["Separate short-term and long-term money", "Short-term money in savings or a fixed-term deposit", "Long-term money in low-cost index funds",
                   "Consider an equity savings account", "Invest in monthly instalments", "Keep the costs low"]}],
   "decisions": [{"decision": "€13,900 into an equity savings account, global index fund, monthly over a year", "rationale": "Long-term money; she already has a €15,000 buffer"},
                 {"decision": "€2,000 for the baby's account once she's born", "rationale": "Something for her first grandchild"},
                 {"decision": "€3,000 kept for next summer's cottage jobs", "rationale": "Short-term money"}],
   "outcomes": ["Boat money left €18,900 after the sauna overrun"]}),
]

QUESTIONS_66 = [
 # single facts the user said about herself, her family and what she owns
 ("How old am I?", "58"),
 ("Where do I work?", "Tammelan apteekki in Tampere (as a pharmacist)"),
 ("What's my dog called?", "Hilla (a Finnish Lapphund)"),
 ("Where is my lake plot?", "Orivesi, on Längelmävesi"),
 ("Who built my sauna?", "Jari Lehtonen (Lehtosen Rakennus, Kangasala)"),
 ("Who recommended the sauna builder to me?", "my neighbour at the lake, Seppo Aaltonen"),
 ("What boat did Pekka have?", "a 2012 Finnmaster 62 DC with a Yamaha F115"),
 ("Who's my physio?", "Mikko Ranta (Fysio Tammela)"),
 ("What does Sanna do for work?", "she's a nurse at Tays"),
 ("Where am I learning Spanish?", "Sampola (Tampereen seudun työväenopisto), Tuesday evenings"),
 ("Who's my Spanish teacher?", "Carmen Ruiz (from Granada)"),
 # when
 ("When did Pekka die?", "May 2023"),
 ("When was the sauna permit granted?", "22 April 2025"),
 ("When did I sell Pekka's boat?", "7 June 2025 (when Markku collected it)"),
 ("When is Sanna's baby due?", "14 December 2025"),
 ("When did I first have a sauna in the new cabin?", "Saturday 5 July 2025"),
 # lists across chats
 ("Who's in my family?", "my late husband Pekka, son Antti, daughter Sanna (with her partner Joonas and a baby girl due in December) and my sister Anneli"),
 ("What made the sauna builder's price go up?", "moving it back to 15 m from the shore (€27,800 to €29,400), rock drilling and anchoring (€1,400) and a second washroom window (€950)"),
 ("Who have I seen about my knee?", "an occupational health GP at Terveystalo, physio Mikko Ranta and orthopaedist Dr Kaisa Heikkilä (plus an MRI)"),
 ("What dates has my Andalucía trip had?", "8-22 April, then 20 May-3 June, then 23 September-7 October 2025"),
 ("How have I been learning Spanish?", "Spanish 1 and then Spanish 2 at Sampola with Carmen, Duolingo and the Coffee Break Spanish podcast"),
 ("Which places did I visit in Andalucía?", "Málaga, Granada, Córdoba and Sevilla, plus a day trip to Ronda"),
 # latest value of something that changed
 ("When was my Andalucía trip in the end?", "23 September to 7 October 2025"),
 ("How much did the sauna cost in the end?", "€33,600 all in (Jari's invoice €31,750 plus the stove and the permit fee)"),
 ("Which day do I have off now?", "Monday (since 1 September 2025; Fridays in August)"),
 ("What stove is in the new sauna?", "a Narvi wood stove (the Harvia Legend 240 was cancelled)"),
 # yes/no
 ("Did I have knee surgery?", "No"),
 ("Was the sauna ready for Midsummer?", "No"),
 ("Did I keep Pekka's rowing boat?", "Yes"),
 # why
 ("Why did the sauna have to move further from the shore?", "Orivesi's building ordinance requires saunas at least 15 m from the shoreline; it was drawn at 10 m"),
 ("Why did I switch sauna stoves?", "the Harvia Legend wouldn't be delivered until August; the Narvi was in stock in Orivesi"),
 ("Why did my day off change from Friday to Monday?", "my colleague Päivi went down to 80% too and needs Fridays for her children"),
 # what the assistant told or recommended
 ("What did you tell me about taking payment for the boat?", "a bank transfer, with the money in my account before handing over the boat, keys and papers, not large cash"),
 ("What did you tell me about the Alhambra tickets?", "book early on the official site, be on time for the timed Nasrid Palaces slot, bring passports"),
 # how much / how many
 ("How much did I sell the boat for?", "€22,500 (asking price €25,500)"),
 ("How many physio sessions did I have at first?", "six"),
 # inference
 ("Would I want to buy another motorboat?", "Likely no"),
 ("Will I use the sauna in winter?", "Likely yes"),
 # not in the archive
 ("What does Joonas do for work?", "Not mentioned in my chats"),
 ("What car do I drive?", "Not mentioned in my chats"),
]


def assistant_chats_25_at(folder):
    """The archive of CHATS_66 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a25c", CHATS_66, "gemini")


@pytest.fixture(scope="module")
def assistant_chats_25(tmp_path_factory):
    return assistant_chats_25_at(tmp_path_factory.mktemp("assistant25"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_66, "assistant 25")


def test_the_archive_finds_the_lake(assistant_chats_25):
    assert assistant_chats_25.search("Längelmävesi").results
