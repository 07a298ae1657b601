"""A fifty-second written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind with its questions and gold answers before any run of
`kbsearch answer` on it, and without reading the answer rules. Its questions are read by the
developer only after its first measure. A puppet maker in Plovdiv, Bulgaria, Ralitsa Dimova, 36 then
37, who carves marionettes at the State Puppet Theatre and lives with her partner Kaloyan, a
paramedic, and Mustak, an eight-year-old grey tabby. She chats with Gemini from June 2025 to May
2026: the puppets for a production of Andersen's The Nightingale (a light Emperor marionette, a
premiere that slips a week, a prize, a tour), a painful thumb from carving (a diagnosis, an
injection she turns down, physio and new tools), a first trail race then a road 10K and half
marathon while her sister Desi chases a sub-four marathon, the cat's urinary blockage, a cancelled
holiday in Ohrid, the euro changeover, buying a flat instead of renting (an offer, a notary date
that moves, a move with a nervous cat, a dog put off), her boss's retirement and her promotion to
head of the workshop with a colleague who resents it, and her father's honey, with facts the user
updates later (her job, where they live, her father's hives and his price per jar).
bench/answer_conversations.py asks every question ("assistant 52")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_120 = [
 ("2025-06-08", "Limewood or something lighter for a 90 cm marionette?", [
   ("user", "Hi Gemini. I'm Ralitsa, I'm 36 and I make puppets for a living: I've been a puppet maker at the State Puppet Theatre in Plovdiv for nine years. "
            "Right now I'm starting on the puppets for our autumn production, Andersen's The Nightingale, directed by Elena Staykova. The premiere is planned for Saturday 11 October. "
            "There are 11 puppets, mostly table and rod puppets, but the Emperor is a string marionette about 90 cm tall, and Plamen, the actor who will work him, has a bad shoulder and has begged me to keep him light. "
            "Our head of workshop, Stoyan Kirov, has carved everything in limewood for thirty years and thinks foam is for amateurs. A full limewood Emperor with a proper costume would be 4 kg at least. What are my options?"),
   ("assistant", "What a lovely project: The Nightingale is all about the contrast between the stiff, jewelled court and the plain little bird, so the Emperor has to look heavy and grand without actually being heavy. "
                 "Here's how I'd think about it.\n\n"
                 "## 1. Set a weight budget first\n"
                 "For a 90 cm marionette worked from above for a whole show, many puppeteers find **2.5 to 3 kg including the costume** is the comfortable ceiling, and with Plamen's shoulder I'd aim for the lower end. "
                 "Weigh every part as you go and keep a running total on the bench; it's much easier than trying to lose 800 g at the end.\n\n"
                 "## 2. Put the weight where it works for you\n"
                 "Not all weight is bad on a marionette:\n"
                 "- **Head and hands** carry the expression and need some mass so they settle and don't float. This is where limewood earns its place.\n"
                 "- **Lower legs and feet** need a little weight so the walk reads and the feet land on the floor.\n"
                 "- **The torso and upper legs** are mostly hidden under the costume, and that's where you can save the most.\n\n"
                 "## 3. Material options\n"
                 "| Material | Rough density | Good for | Drawbacks |\n"
                 "|---|---|---|---|\n"
                 "| Limewood (lime/linden) | about 500 to 550 kg/m³ | heads, hands, fine detail | heavy in large volumes |\n"
                 "| Paulownia | about 250 to 300 kg/m³ | torso, pelvis, upper legs | soft, dents, coarser grain |\n"
                 "| Balsa | about 150 kg/m³ | padding, shapes under costume | fragile, crushes at joints |\n"
                 "| Carved foam (polyurethane or EVA) | very light | padding, big costumes | less durable, needs a hard skin |\n\n"
                 "## 4. What I'd suggest\n"
                 "1. **Keep limewood for the head and hands,** so Stoyan's standard holds where the audience is looking, but **hollow the head** out from the back to a wall of 6 to 8 mm and close it with a carved plug.\n"
                 "2. **Make the torso, pelvis and upper legs in paulownia.** It carves cleanly enough for joints and is roughly half the weight of lime.\n"
                 "3. **Reinforce the joints** in paulownia with hardwood dowels or small brass tubes, because it wears quickly where strings and pins rub.\n"
                 "4. **Watch the costume:** a brocade robe with a lined cloak can weigh more than the body. Lightweight fabrics with painted or appliquéd detail read just as rich from the stalls.\n"
                 "5. **Test-string a rough body early** so Plamen can try the weight and balance before you've committed to the finish.\n\n"
                 "This gives you an Emperor that should come in under 3 kg dressed, with a head that still looks and moves like carved lime. "
                 "It may also be easier to sell to Stoyan than foam: it's still all wood."),
   ("user", "Stoyan grumbled but agreed to paulownia for the body as long as the head and hands are limewood. We get our lime from a sawmill in Smolyan. "
            "I'll take a paulownia offcut home this weekend for our cat Mustak to inspect, he has opinions about everything I bring back from the theatre."),
   ("assistant", "A sensible compromise, and one you can show him on the scales. A few tips for hollowing the head:\n\n"
                 "- Carve the face completely first, then hollow; the solid block is easier to hold while you carve.\n"
                 "- Saw the back of the head off along a line the wig or crown will hide, hollow both pieces, then glue and dowel them back together.\n"
                 "- Seal the inside too, so the wood moves evenly with the humidity on tour.\n\n"
                 "And I hope Mustak approves of the paulownia.")],
  {"summary": "The user, Ralitsa, 36, has been a puppet maker at the State Puppet Theatre in Plovdiv for nine years; she is making the 11 puppets for the autumn production of Andersen's The Nightingale, directed by Elena Staykova, with the premiere planned for Saturday 11 October 2025; "
              "the Emperor is a 90 cm string marionette worked by the actor Plamen, who has a bad shoulder; the head of the workshop, Stoyan Kirov, has carved everything in limewood for thirty years; "
              "the assistant suggested a weight budget of 2.5 to 3 kg including the costume, limewood only for the head (hollowed to a 6 to 8 mm wall) and hands, paulownia (about half the density of lime) for the torso, pelvis and upper legs, reinforced joints, a light costume and early test-stringing; "
              "Stoyan agreed to a paulownia body as long as the head and hands are limewood; the theatre gets its lime from a sawmill in Smolyan; the user has a cat, Mustak.",
   "procedures": [{"name": "Keeping a large marionette light", "steps": ["Set a weight budget (2.5 to 3 kg dressed)", "Limewood for head and hands, hollow the head", "Paulownia for torso, pelvis and upper legs", "Reinforce paulownia joints", "Light costume fabrics", "Test-string a rough body early"]}],
   "decisions": [{"decision": "The Emperor marionette: limewood head and hands, paulownia body", "rationale": "Plamen's bad shoulder needs a light puppet; Stoyan accepts it as long as the head and hands are limewood"}],
   "outcomes": ["The Nightingale premiere planned for 11 October 2025", "11 puppets planned"]}),
 ("2025-06-22", "Sharp pain at the base of my thumb", [
   ("user", "For about three weeks I've had a sharp pain at the base of my right thumb, running down the thumb side of my wrist. I'm right-handed. It's worst when I grip a gouge and push, or pick up the kettle, and there's a bit of swelling just above the wrist. "
            "I'm carving the Emperor's head for The Nightingale at the moment, so I'm at the bench six or seven hours a day. "
            "I saw my GP, Dr. Mariana Vasileva, on Thursday and she gave me a referral to an orthopaedist, Dr. Todor Marinov; the earliest appointment is Tuesday 1 July. What could it be, and what should I do until then?"),
   ("assistant", "I'm sorry, that sounds painful, and very frustrating in the middle of a big carving job. As an AI I can't examine you or diagnose anything, so please treat this as background for your appointment with Dr. Marinov rather than a diagnosis.\n\n"
                 "## What it could be\n"
                 "Pain at the base of the thumb that runs along the thumb side of the wrist, made worse by gripping and twisting, in someone who does repetitive hand work, is very often **De Quervain's tenosynovitis**: "
                 "irritation and thickening of the sheath around two tendons that move the thumb. It's common in carvers, musicians, gardeners and new parents.\n\n"
                 "Other things a doctor will want to rule out:\n"
                 "- **Arthritis at the base of the thumb** (the CMC joint), more typical after 40 and felt deeper in the joint.\n"
                 "- **A sprain or an injury to the scaphoid bone**, especially if you've fallen on your hand.\n"
                 "- **Nerve irritation**, if you have tingling or numbness.\n\n"
                 "A doctor often uses a simple manoeuvre called the **Finkelstein test** (tucking the thumb into the fist and bending the wrist towards the little finger) and sometimes an ultrasound.\n\n"
                 "## Until 1 July\n"
                 "1. **Rest the movement, not the whole hand:** avoid the pinch-and-push grip that hurts. Let the left hand do the lifting for a while.\n"
                 "2. **A thumb spica splint** (a wrist splint that also holds the thumb), sold in pharmacies, is often used for this kind of pain, especially at night and during hand work.\n"
                 "3. **Ice** for 10 to 15 minutes a few times a day, wrapped in a cloth.\n"
                 "4. **Anti-inflammatory painkillers** can help some people, but ask your pharmacist or Dr. Vasileva whether they're suitable for you.\n"
                 "5. **Change the work, if you can:** do sanding, painting or design work instead of heavy carving for a week or two.\n\n"
                 "## Questions to take to Dr. Marinov\n"
                 "- What exactly is inflamed, and does it need an ultrasound?\n"
                 "- How long should I wear a splint, and should I carve in it?\n"
                 "- Would physiotherapy help, and how many sessions?\n"
                 "- When would an injection be considered, and what are the pros and cons?\n"
                 "- How should I change my tools and technique so it doesn't come back?\n\n"
                 "## When not to wait\n"
                 "Go to the emergency department sooner if the hand becomes numb, cold or pale, the swelling spreads with redness and fever, or you can't move the thumb at all."),
   ("user", "I bought a thumb splint at the pharmacy for 38 лв. My partner Kaloyan is a paramedic with the emergency medical centre here in Plovdiv, so he checked how it fits and taped it properly, then told me I'm the worst patient he's ever had."),
   ("assistant", "Having a paramedic at home to fit your splint is a definite advantage, even if the bedside manner is blunt. Wear it as much as you can this week, especially at night, and bring it to the appointment on the 1st so Dr. Marinov can check it's the right kind.")],
  {"summary": "The user has had a sharp pain for about three weeks at the base of her right thumb (she is right-handed), running down the thumb side of the wrist, worse when gripping a gouge or lifting the kettle, with slight swelling; she carves six or seven hours a day; "
              "her GP, Dr. Mariana Vasileva, referred her to an orthopaedist, Dr. Todor Marinov, appointment Tuesday 1 July 2025; "
              "the assistant (not able to diagnose) said it is often De Quervain's tenosynovitis, mentioned thumb arthritis, a scaphoid injury or a nerve problem, the Finkelstein test and ultrasound, and suggested resting the painful grip, a thumb spica splint, ice, asking about anti-inflammatories and changing the work until the appointment; "
              "she bought a thumb splint for 38 лв; her partner Kaloyan, a paramedic with the Plovdiv emergency medical centre, taped it.",
   "procedures": [{"name": "Until the orthopaedist's appointment", "steps": ["Avoid the pinch-and-push grip", "Thumb spica splint, especially at night", "Ice 10 to 15 minutes", "Ask before taking anti-inflammatories", "Lighter work for a week or two"]}],
   "outcomes": ["Orthopaedist appointment with Dr. Todor Marinov on 1 July 2025", "Thumb splint bought for 38 лв"]}),
 ("2025-07-06", "A 10-week plan for my first trail race", [
   ("user", "I've signed up for my first trail race! The Belintash Trail, 21 km with about 900 m of climbing, starting and finishing in the village of Sini Vrah, on Saturday 20 September. The entry was 60 лв. "
            "Where I am now: I run three times a week, about 25 km a week, my longest run is 12 km and my best 10 km on the road is 58:30 (a club time trial). I run with Trimontium Runners on Thursday evenings at the Rowing Canal. "
            "Apart from hiking I've never run on trails. I've bought trail shoes, Hoka Speedgoat 6, 290 лв, which is more than I've ever spent on shoes. "
            "My sister Desi, who's a dentist in Sofia, is training for her third marathon, Sofia on 12 October, where she wants to break four hours, and she keeps sending me screenshots of her long runs, which doesn't help. "
            "One more thing: Kaloyan and I are going to Ohrid from 16 to 23 August, so one week of any plan is a holiday week. Can you give me a plan?"),
   ("assistant", "Congratulations on entering! Belintash is a beautiful first trail race, and with 11 weeks to go from a base of 25 km a week you have enough time to get there comfortably. "
                 "The two things that make a 21 km trail with 900 m of climbing different from a road half are **time on your feet** and **descending**, so the plan is built around those.\n\n"
                 "## Principles\n"
                 "- **Run by time and effort, not pace.** Trail kilometres are slow; a 21 km trail can take as long as a road marathon for a beginner. Expect somewhere around 2:45 to 3:15.\n"
                 "- **Increase the weekly total gently,** roughly 10% a week, with an easier week every third or fourth week.\n"
                 "- **Hike the steep bits.** Even good trail runners power-walk steep climbs, hands on thighs.\n"
                 "- **Practise descending** little and often: short quick steps, eyes three or four metres ahead, arms out for balance.\n\n"
                 "## The plan (three or four runs a week)\n"
                 "| Week | Thursday (club) | Midweek | Sunday long run |\n"
                 "|---|---|---|---|\n"
                 "| 1 (7 Jul) | club run | 40 min easy | 1h30 on trails |\n"
                 "| 2 | club run | 45 min with 6 hill repeats | 1h40 |\n"
                 "| 3 | club run | 45 min easy | 1h50, 400 m climbing |\n"
                 "| 4 | easy club run | 40 min easy | 1h30 (easier week) |\n"
                 "| 5 | club run | 50 min with 8 hill repeats | 2h, 500 m climbing |\n"
                 "| 6 (Ohrid) | hike | hike | a long hike or 2h on the trails above the lake |\n"
                 "| 7 | club run | 50 min easy | 2h15, 700 m climbing |\n"
                 "| 8 | club run | 50 min with downhill practice | 2h30, 800 m climbing |\n"
                 "| 9 | club run | 45 min easy | 2h (last long run) |\n"
                 "| 10 | easy club run | 30 min easy | 1h easy |\n"
                 "| Race week | 20 min with a few strides on Wednesday | rest | **Belintash, Saturday 20 September** |\n\n"
                 "## Kit and fuelling\n"
                 "- **Break in the Speedgoats** on your long runs well before race day.\n"
                 "- **A running vest** with 1 to 1.5 litres of water, plus whatever the race's mandatory kit says.\n"
                 "- **Eat on the run** from the first hour: 30 to 60 g of carbohydrate an hour (gels, dried fruit, a banana). Practise this on your long runs, not on race day.\n"
                 "- **Poles** help many people on the climbs, but grip them gently, or leave them, given your thumb.\n\n"
                 "## About Desi\n"
                 "A marathon and a 21 km trail are very different events; her long runs aren't a benchmark for yours. Maybe send her screenshots of your climbing totals instead."),
   ("user", "No poles for me, the thumb isn't ready for that. Kaloyan says he'll do the long runs with me on the trails above Bachkovo when he's off shift."),
   ("assistant", "The trails above Bachkovo Monastery are ideal for this: real climbs, rocky descents, and close enough to Plovdiv for a Sunday. Having Kaloyan along is also sensible on technical ground, for company and for safety. Enjoy the first long run!")],
  {"summary": "The user signed up for her first trail race, the Belintash Trail (21 km, about 900 m of climbing, from the village of Sini Vrah) on Saturday 20 September 2025, entry 60 лв; she runs about 25 km a week in three runs, longest 12 km, best road 10 km 58:30 at a club time trial, "
              "and runs with Trimontium Runners on Thursday evenings at the Rowing Canal; she bought Hoka Speedgoat 6 trail shoes for 290 лв; "
              "her sister Desi, a dentist in Sofia, is training for her third marathon, Sofia on 12 October 2025, aiming to break four hours; the user and Kaloyan plan to be in Ohrid from 16 to 23 August 2025; "
              "the assistant gave a 10-week plan (run by effort, about 10% more a week, hike steep climbs, practise descending, long runs building to 2h30 with 800 m of climbing, the Ohrid week as hiking), and advice on kit and 30 to 60 g of carbohydrate an hour; "
              "she won't use poles because of her thumb; Kaloyan will do long runs with her above Bachkovo.",
   "procedures": [{"name": "Training for a first 21 km trail race", "steps": ["Run by time and effort", "About 10% more a week, easier week every third or fourth", "Hike the steep climbs", "Practise descending", "Long runs building to 2h30 with 800 m of climbing", "Practise fuelling at 30 to 60 g an hour"]}],
   "decisions": [{"decision": "No poles in the race", "rationale": "Her thumb isn't ready for gripping poles"}],
   "outcomes": ["Entered the Belintash Trail 21 km on 20 September 2025 (60 лв)", "Bought Hoka Speedgoat 6 (290 лв)"]}),
 ("2025-07-27", "Mustak couldn't pee: after the emergency, how do we stop it happening again?", [
   ("user", "Scary weekend. On Friday night Kaloyan noticed Mustak going in and out of the litter tray, straining and crying, with nothing coming out. Kaloyan said straight away that it was an emergency, "
            "so we drove him to Vet Point, the 24-hour clinic, where Dr. Nikolay Iliev unblocked him under sedation, put in a catheter and kept him two nights on a drip. We brought him home this morning. The bill was 420 лв. "
            "Mustak is 8, a neutered grey tabby; he's called Mustak because of the white markings on his lip that look like a moustache. His urine was full of struvite crystals. "
            "Dr. Iliev also thinks stress played a part: they've been drilling in the flat next door since June, and Mustak spends most of the day hiding under our bed. He's on Hill's c/d wet food now. What else can we do so it doesn't happen again?"),
   ("assistant", "I'm glad Kaloyan spotted it and that you went straight in: a blocked male cat is one of the true emergencies in veterinary medicine, and you did exactly the right thing. "
                 "Please follow Dr. Iliev's instructions first; here's the general picture of what usually helps.\n\n"
                 "## Why it happens\n"
                 "Male cats have a long, narrow urethra that can be blocked by crystals, a plug of mucus and crystals, or spasm. Struvite crystals form more easily in concentrated urine. "
                 "**Stress** is a recognised trigger for bladder inflammation in cats (often called feline idiopathic cystitis), so Dr. Iliev's point about the drilling makes sense. "
                 "Cats who have blocked once are at higher risk of blocking again, especially in the first weeks.\n\n"
                 "## 1. More water through the cat\n"
                 "- **Wet food** as the main diet, which his c/d already is. Stick to the prescribed diet; don't mix in other foods without asking the vet.\n"
                 "- **A water fountain:** many cats drink more from moving water.\n"
                 "- **Several bowls** in different rooms, away from the food and the litter tray. Wide, shallow bowls suit cats who dislike their whiskers touching the sides.\n\n"
                 "## 2. Less stress\n"
                 "- **A quiet safe room** as far as possible from the drilling, with his bed, water and a litter tray, so he doesn't have to cross the flat when the noise starts.\n"
                 "- **A pheromone diffuser** (such as Feliway) in the room where he spends most time.\n"
                 "- **Hiding places up high** as well as under the bed.\n"
                 "- **Routine:** meals and play at the same times each day, and short play sessions with a wand toy to burn off tension.\n\n"
                 "## 3. Litter trays\n"
                 "- The usual rule is **one tray per cat plus one**, in quiet places, scooped at least daily.\n"
                 "- Notice how often he goes and how big the clumps are. It's the best early warning you have.\n\n"
                 "## 4. Follow-up\n"
                 "- A **recheck and urine test** in two to four weeks, to make sure the crystals have gone.\n"
                 "- Ask Dr. Iliev how long he should stay on c/d, possibly for life.\n\n"
                 "## Go straight back if\n"
                 "He strains with little or no urine, cries in the tray, licks his genitals a lot, vomits or becomes lethargic. A blockage can become life-threatening within a day or two, so don't wait until morning."),
   ("user", "Done: a ceramic fountain for 65 лв and a Feliway diffuser in the bedroom. The recheck with Dr. Iliev is on Friday 8 August. He's already back to bossing us around at 6 a.m. for breakfast, so I think he's feeling better."),
   ("assistant", "The 6 a.m. breakfast demands are an excellent sign. Keep an eye on the litter tray over the next two weeks, and good luck at the recheck on the 8th.")],
  {"summary": "On Friday night, 25 July 2025, Kaloyan noticed the user's cat Mustak (8, neutered male, grey tabby, named after the white moustache-like markings on his lip) straining in the litter tray with nothing coming out; "
              "they took him to Vet Point, a 24-hour clinic, where Dr. Nikolay Iliev unblocked him under sedation and kept him two nights on a drip with a catheter; home on 27 July; the bill was 420 лв; "
              "his urine was full of struvite crystals and the vet thinks stress from drilling in the flat next door since June played a part; he is on Hill's c/d wet food; "
              "the assistant advised more water (wet food, a fountain, several bowls), less stress (a quiet safe room, a pheromone diffuser, high hiding places, routine and play), one tray per cat plus one, a recheck in two to four weeks, and going straight back if he strains again; "
              "they bought a ceramic fountain for 65 лв and a Feliway diffuser; recheck with Dr. Iliev on 8 August 2025.",
   "procedures": [{"name": "Preventing another urinary blockage in a male cat", "steps": ["Prescribed wet diet", "A water fountain and several bowls", "A quiet safe room away from noise", "Pheromone diffuser and high hiding places", "Routine and play", "Trays: one per cat plus one", "Urine recheck in two to four weeks"]}],
   "discoveries": [{"discovery": "Mustak's blockage came from struvite crystals, probably made worse by stress from the drilling next door"}],
   "outcomes": ["Vet bill 420 лв", "Water fountain 65 лв", "Recheck on 8 August 2025"]}),
 ("2025-08-10", "De Quervain's: splint, physio, and carving differently", [
   ("user", "Update on the thumb. Dr. Marinov saw me on 1 July and confirmed De Quervain's: the ultrasound showed a thickened tendon sheath. He offered a cortisone injection, or a splint plus physio first. "
            "I said no to the injection for now, because my friend Iva, a violinist at the Plovdiv Opera, had one for exactly the same thing and the pain came back after three months, so I wanted to try physio first. Dr. Marinov said that was reasonable and to come back in September if it isn't better. "
            "I'm doing 10 sessions with a physio called Gergana at the Kinesis clinic, 30 лв a session, and I've done five. "
            "At the bench I now wear the splint while carving, I've switched to Pfeil palm gouges and tap them with a small mallet instead of pushing with my thumb, and I have a timer for a five-minute break every 45 minutes. It's already much better. "
            "Also, Ohrid is off: Kaloyan couldn't swap his shifts because two colleagues at the emergency centre are off sick. The guesthouse refunded everything except 80 лв of the 640 лв. We'll do day trips instead. "
            "And Mustak's recheck was clear, no crystals. What else can I change at the workbench?"),
   ("assistant", "That's a lot of good news in one message, apart from Ohrid, which I'm sorry about. You've already made the biggest changes; here are a few more that carvers often find useful.\n\n"
                 "## At the bench\n"
                 "1. **Clamp the work, don't hold it.** A carver's vice, a carving post or a holding jig frees both hands, and stops the left hand from gripping hard too.\n"
                 "2. **Bench height:** for detailed carving the work should be roughly at elbow height, so your wrists stay straight. Raise the piece rather than bending over it.\n"
                 "3. **Keep everything razor sharp.** A dull gouge needs more force, and force is what irritates the tendons. Strop often.\n"
                 "4. **Fatter handles:** wrapping thin handles with tape or cork reduces how hard you have to pinch.\n"
                 "5. **Alternate tasks:** mix carving with sanding, painting and stringing through the day so the same tendons aren't working for hours.\n\n"
                 "## Let a machine do the roughing out\n"
                 "The heaviest load on the thumb comes from removing bulk, not from fine detail. Many carving workshops use a **flex-shaft rotary tool** (Foredom is the classic brand) or an angle-grinder carving disc to rough out, "
                 "then switch to hand tools for the finish. It could take a lot of strain off, and off your colleagues' hands too.\n\n"
                 "## With Gergana\n"
                 "- Ask her for **home exercises** for when the sessions end, usually gentle stretches first and then strengthening.\n"
                 "- Ask when it's safe to stop wearing the splint during carving, and how to wean off it.\n\n"
                 "## On Ohrid\n"
                 "Losing only 80 лв on a cancellation is a decent outcome. If you have Kaloyan's days off, a couple of day trips into the Rhodopes could double as long runs for Belintash."),
   ("user", "I'll ask Stoyan about a flex-shaft for the workshop, he'll hate the idea. Good idea about the fatter handles, I'm wrapping them with cork tape tonight."),
   ("assistant", "Perhaps present it to Stoyan as a way of saving the hands of the whole workshop, not as a replacement for carving: the finish is still all chisel work. Good luck with the cork tape.")],
  {"summary": "Dr. Todor Marinov confirmed De Quervain's tenosynovitis on 1 July 2025 (the ultrasound showed a thickened tendon sheath); he offered a cortisone injection or a splint and physio; "
              "the user declined the injection for now because her friend Iva, a violinist at the Plovdiv Opera, had one for the same thing and the pain came back after three months; she is to go back in September if not better; "
              "she is doing 10 physio sessions with Gergana at the Kinesis clinic at 30 лв each (five done); at the bench she wears the splint while carving, uses Pfeil palm gouges with a small mallet instead of pushing with her thumb, and takes a five-minute break every 45 minutes; "
              "the holiday in Ohrid (16 to 23 August 2025) is cancelled because Kaloyan couldn't swap his shifts, two colleagues being off sick; the guesthouse refunded all but 80 лв of 640 лв; Mustak's recheck was clear; "
              "the assistant suggested clamping the work, elbow-height work, sharp tools, fatter handles, alternating tasks, a flex-shaft rotary tool such as a Foredom for roughing out, and home exercises from the physio; she'll ask Stoyan about a flex-shaft and wrap her handles in cork tape.",
   "decisions": [{"decision": "No cortisone injection for now; splint and physio first", "rationale": "Her friend Iva's pain came back three months after an injection for the same problem"},
                 {"decision": "Ohrid holiday cancelled", "rationale": "Kaloyan couldn't swap his shifts because two colleagues were off sick"}],
   "procedures": [{"name": "Carving with De Quervain's", "steps": ["Splint while carving", "Palm gouges and a mallet instead of thumb pressure", "A five-minute break every 45 minutes", "Clamp the work", "Elbow-height work", "Sharp tools and fatter handles", "Rough out with a flex-shaft"]}],
   "outcomes": ["Diagnosis: De Quervain's tenosynovitis (1 July 2025)", "Physio: 10 sessions at 30 лв", "Ohrid refund: all but 80 лв of 640 лв"]}),
 ("2025-09-21", "I finished Belintash! Recovery and what next", [
   ("user", "I did it! Yesterday I ran the Belintash Trail: 2:51:14, 31st of 88 women. The climb up to the sanctuary was brutal, and on the rocky descent afterwards I fell and grazed my knee and my left palm, but the right thumb held up fine. "
            "I finished the 10 physio sessions at the end of August and I don't need the splint any more. My legs are completely destroyed today and stairs are a comedy. "
            "Desi is in her taper for Sofia on 12 October. I'd like a road half marathon next spring, probably the Plovdiv Half Marathon in April, and maybe a 10K before that to see where I am. How should I recover, and how do I get from here to a good half?"),
   ("assistant", "Congratulations! 2:51 on a first trail race with 900 m of climbing, in the top half of the women's field, is a really solid result, and a fall on the descent after the sanctuary is practically a rite of passage at Belintash.\n\n"
                 "## Recovery, week by week\n"
                 "- **This week:** walking and easy cycling or swimming only. The soreness (DOMS) usually peaks on day two and fades by day four or five. Sleep, eat well, plenty of protein.\n"
                 "- **The grazes:** clean them well with water, keep them covered with a moist dressing and watch for redness spreading, warmth or pus. Kaloyan will know the drill.\n"
                 "- **Next week:** two or three short easy runs of 20 to 30 minutes.\n"
                 "- **Week three:** back to your normal week if nothing hurts.\n\n"
                 "## From here to a spring half\n"
                 "1. **October to December: build a base.** Four runs a week, mostly easy, building to 30 to 35 km a week, with one session of strides or hills.\n"
                 "2. **January: add some speed.** One interval session a week, for example 5 x 1 km at 10K effort.\n"
                 "3. **February to April: a 12-week half marathon block** with a long run building to 18 or 19 km and a tempo run each week.\n"
                 "4. **A 10K in March** as a tune-up tells you what half marathon pace is realistic.\n\n"
                 "## A realistic goal\n"
                 "From a 58:30 10K, most prediction formulas put a half marathon around 2:08 to 2:10 today. With a winter of consistent training, a 10K nearer 55 minutes would put **under two hours** within reach."),
   ("user", "Sub-2 it is. There's a Spring 10K around the Rowing Canal on 15 March, I'll do that as the tune-up."),
   ("assistant", "A flat 10K around the Rowing Canal is perfect for it: if you run around 55 minutes there, you can go into the half aiming for sub-2 with confidence. Rest those legs first!")],
  {"summary": "The user ran the Belintash Trail on Saturday 20 September 2025 in 2:51:14, 31st of 88 women; she fell on the rocky descent after the sanctuary, grazing her knee and left palm; her right thumb held up; "
              "she finished the 10 physio sessions at the end of August 2025 and no longer needs the splint; Desi is tapering for Sofia on 12 October 2025; "
              "the user wants a road half marathon in spring 2026, probably the Plovdiv Half Marathon in April, with a 10K before it; "
              "the assistant gave a recovery plan (easy cross-training the first week, wound care, short runs the next week, normal training in week three) and a path to a spring half (base October to December, speed in January, a 12-week block February to April, a 10K in March); "
              "from a 58:30 10K it predicted 2:08 to 2:10, and under two hours with a 10K near 55 minutes; she set sub-2 as the goal and will run the Spring 10K around the Rowing Canal on 15 March 2026 as a tune-up.",
   "decisions": [{"decision": "Goal: a half marathon under two hours in spring 2026", "rationale": "Within reach after a winter of consistent training"},
                 {"decision": "Run the Spring 10K at the Rowing Canal on 15 March 2026", "rationale": "A tune-up to check half marathon pace"}],
   "outcomes": ["Belintash Trail 21 km: 2:51:14, 31st of 88 women", "Physio finished end of August 2025"]}),
 ("2025-10-05", "Marionette strings tangling backstage, and a jerky bow", [
   ("user", "Premiere news first: it's been moved from the 11th to Saturday 18 October, because the theatre's stage lift broke and the replacement part has to come from Germany. I'm secretly relieved. "
            "In September Elena added two courtiers, so I ended up making 13 puppets, not 11. The Emperor came out at 2.8 kg with his costume (limewood head and hands, paulownia body) and Plamen is happy with the weight. "
            "Also, Stoyan surprised me: he bought a Foredom flex-shaft for the workshop (1,150 лв) and I rough out everything with it now. My wrist is very grateful. "
            "Two problems in the technical rehearsals. First, between scenes the Emperor's strings get tangled backstage: he has nine strings on a vertical control. "
            "Second, when the Emperor bows from the waist it looks jerky, as if he's folding in half rather than bowing. Any ideas?"),
   ("assistant", "Congratulations on the 2.8 kg Emperor, that's right inside the weight budget, and on the extra week. Both of your problems are classic marionette problems with well-known fixes.\n\n"
                 "## 1. Tangling backstage\n"
                 "Most tangles happen in the few seconds when the marionette is handed off or hung up in a hurry.\n"
                 "1. **A hanging rail with a fixed hook for each marionette** in the wings, at a height where the feet just touch the floor. A puppet hanging free spins, and spinning is what twists the strings.\n"
                 "2. **Always hang the control the same way round** (for example, face of the puppet towards the wall), so the strings never cross.\n"
                 "3. **A string separator:** a light batten or a wire comb under the control with a slot for each string keeps them apart when hung.\n"
                 "4. **For carrying between scenes**, lay the puppet down and rest the control on its chest rather than winding the strings round the control; winding is for transport only.\n"
                 "5. **Check the line.** Braided black fishing line of about 0.3 to 0.4 mm is less springy and tangles less than monofilament, and a touch of beeswax helps it slide apart.\n"
                 "6. **A pre-show and interval check** of every string, as part of the stage manager's routine.\n\n"
                 "## 2. A jerky bow\n"
                 "A bow should start at the hips with the weight of the upper body leading it. A jerky fold usually means one of these:\n"
                 "- **The pelvis is too light** compared with the torso, so when you lift the back string the whole body tips instead of hinging at the waist. Adding weight low down, for example **lead shot in the pelvis**, makes the lower half stay put.\n"
                 "- **The waist joint is too tight or too loose.** It should move freely through the range of the bow but stop before the puppet folds double; a small leather stop can limit it.\n"
                 "- **The back string is attached too high.** Moving it down towards the small of the back gives a smoother, more controllable bow.\n"
                 "- **Playing:** a slow bow reads better than a quick one, with the head string slightly slack so the head drops last.\n\n"
                 "Try the lead shot first, because it's the quickest to test: tape a small bag of shot inside the costume before you open up the pelvis."),
   ("user", "The lead shot in the pelvis fixed the bow completely, 120 g did it. Plamen loves it. The stage manager is building a hanging rail this week."),
   ("assistant", "Excellent, 120 g is a small price for a proper imperial bow. With a hanging rail in the wings you should have a calm premiere on the 18th. Break a leg!")],
  {"summary": "The Nightingale premiere was moved from 11 to Saturday 18 October 2025 because the theatre's stage lift broke and the replacement part has to come from Germany; "
              "the director Elena Staykova added two courtiers in September, so the user made 13 puppets instead of 11; the Emperor marionette weighs 2.8 kg with his costume and Plamen is happy; "
              "Stoyan bought a Foredom flex-shaft for the workshop for 1,150 лв and the user now roughs out everything with it; "
              "the Emperor's nine strings on a vertical control tangled backstage and his bow looked jerky; the assistant suggested a hanging rail with a hook per marionette with the feet touching the floor, hanging controls the same way round, a string separator, resting the control on the chest between scenes, braided black line of 0.3 to 0.4 mm with beeswax and string checks; "
              "for the bow: more weight in the pelvis (lead shot), adjusting the waist joint, a lower back string and a slower bow; 120 g of lead shot in the pelvis fixed the bow; the stage manager is building a hanging rail.",
   "discoveries": [{"discovery": "120 g of lead shot in the pelvis fixed the Emperor marionette's jerky bow"}],
   "procedures": [{"name": "Stopping marionette strings tangling backstage", "steps": ["A hanging rail with a hook per puppet, feet touching the floor", "Hang controls the same way round", "A string separator", "Rest the control on the chest between scenes", "Braided black line with beeswax", "String checks before the show and at the interval"]}],
   "outcomes": ["Premiere moved to 18 October 2025", "13 puppets made for The Nightingale", "Emperor marionette 2.8 kg dressed", "Foredom flex-shaft bought for the workshop (1,150 лв)"]}),
 ("2025-10-26", "Should we stop renting and buy a flat?", [
   ("user", "The Nightingale opened on the 18th and it went brilliantly: three curtain calls, and the Emperor's bow got a laugh every time. "
            "Now a money question. Kaloyan and I rent a two-room flat in Kapana for 900 лв a month, and our landlord, Mr. Hristov, has told us it's going up to 1,050 лв from 1 January. "
            "We have about 60,000 лв saved between us. My gross salary is 2,150 лв; Kaloyan earns about 2,600 лв gross. We've started looking at two-bedroom flats in Trakia and Karshiyaka, which seem to be around €110,000 to €125,000. "
            "Is it time to buy? And does the euro coming in January change anything for a mortgage? "
            "(Family news: Desi ran Sofia in 4:07:40. She missed sub-4 and she's furious; she keeps calling it unfinished business.)"),
   ("assistant", "Congratulations on the premiere! And commiserations to Desi: 4:07 is a strong marathon, even if it doesn't feel like it to her yet.\n\n"
                 "I'm not a financial adviser, so treat this as a framework and check the numbers with a bank and a notary.\n\n"
                 "## Renting vs buying: your numbers\n"
                 "From January your rent will be **1,050 лв, about €537 a month**. As a rough illustration, a flat at €115,000 with about 20% down would need a mortgage of around **€92,000**. "
                 "Over 25 years at an interest rate around 2.6%, the monthly payment would be about **€417**, less than your new rent, and part of every payment builds your own equity.\n\n"
                 "## The money you need up front\n"
                 "- **Deposit:** banks in Bulgaria usually lend up to 80 to 85% of the valuation, so 15 to 20% of the price.\n"
                 "- **Local transfer tax:** set by each municipality, typically a few percent of the price.\n"
                 "- **Notary and registration fees**, which depend on the price.\n"
                 "- **Estate agent commission**, if there's an agent, often 2 to 3%.\n"
                 "- **Bank fees, valuation and insurance.**\n"
                 "- **Moving, repairs and furniture.**\n\n"
                 "Your 60,000 лв (about €30,700) would roughly cover a 20% deposit and the costs on a flat of about €115,000, but it would leave little in reserve. "
                 "Keep an **emergency fund** of three to six months of expenses outside the purchase, or aim a little lower on price.\n\n"
                 "## The euro\n"
                 "- The conversion rate is fixed at **1.95583 leva to the euro**, so leva savings and leva loans are converted automatically at that rate; nobody gains or loses from the switch itself.\n"
                 "- Property in Bulgaria is already usually priced in euros.\n"
                 "- What matters for a mortgage is the **interest rate**: most Bulgarian mortgages are variable, linked to a reference rate, so ask how the rate is calculated and how it would change after the switch.\n\n"
                 "## Next steps\n"
                 "1. Ask two or three banks for a **pre-approval** so you know your ceiling.\n"
                 "2. Decide your must-haves: floor, lift, heating, parking, distance to your work and to Kaloyan's station.\n"
                 "3. View widely before making an offer, and look at the building's common areas and the management fees, not just the flat.\n\n"
                 "Buying looks reasonable on your numbers, as long as you keep a cushion."),
   ("user", "We've set a ceiling of €120,000 and asked DSK Bank for a pre-approval. We'll look at both Trakia and Karshiyaka."),
   ("assistant", "A sensible ceiling that leaves you a reserve. Good luck with DSK and with the viewings; take photos and notes at every flat, because after the fifth one they all blur together.")],
  {"summary": "The Nightingale premiered on 18 October 2025 with three curtain calls; the user and Kaloyan rent a two-room flat in Kapana for 900 лв a month and the landlord, Mr. Hristov, is raising it to 1,050 лв (about €537) from 1 January 2026; "
              "they have about 60,000 лв saved; her gross salary is 2,150 лв, Kaloyan's about 2,600 лв; they're looking at two-bedroom flats in Trakia and Karshiyaka at €110,000 to €125,000; Desi ran the Sofia marathon in 4:07:40, missing sub-4, and calls it unfinished business; "
              "the assistant (not a financial adviser) showed that a €92,000 mortgage over 25 years at about 2.6% would cost about €417 a month, less than the new rent, listed the up-front costs (15 to 20% deposit, local transfer tax, notary and registration, agent, bank fees, moving), advised keeping an emergency fund, "
              "and explained that the euro rate is fixed at 1.95583 so the switch changes nothing by itself; they set a ceiling of €120,000 and asked DSK Bank for a pre-approval.",
   "decisions": [{"decision": "Look to buy a two-bedroom flat instead of renting, ceiling €120,000", "rationale": "The rent is going up from 900 to 1,050 лв a month and a mortgage would cost less each month than the new rent"},
                 {"decision": "Ask DSK Bank for a pre-approval", "rationale": "To know their borrowing ceiling"}],
   "outcomes": ["Premiere of The Nightingale on 18 October 2025", "Rent rising to 1,050 лв from January 2026", "Desi's Sofia marathon: 4:07:40"]}),
 ("2025-11-16", "The euro is coming: savings, salary, and Dad's honey prices", [
   ("user", "Good news first: on Tuesday 4 November we played The Nightingale at the puppet festival in Stara Zagora and it won the prize for best puppet design, with my name on the certificate next to Stoyan's! "
            "And I turned 37 last Sunday; Kaloyan took me to Kovachevitsa for the weekend. "
            "Now the euro, since it's seven weeks away. We have about 3,000 лв in cash at home, and our savings are in leva at the bank. "
            "And my dad, Petar, who's 67 and a retired railway electrician, keeps 14 hives on the family plot in Muldava, near Asenovgrad. He sells acacia and linden honey at 12 лв for an 800 g jar, at the Saturday market in Asenovgrad and to my colleagues at the theatre. "
            "My mum Snezhana, a retired maths teacher, does his bookkeeping and is already worried about the rounding. What should we do with the cash, and what should Dad charge in euros?"),
   ("assistant", "Congratulations on the prize, that's a real recognition of the work on the Emperor and the rest of the court, and happy birthday for last Sunday!\n\n"
                 "Here's the general picture of the changeover. Details can change, so check the official information from the Bulgarian National Bank and the government's euro site.\n\n"
                 "## The basics\n"
                 "- **Bulgaria adopts the euro on 1 January 2026** at the fixed rate of **1.95583 leva to 1 euro**.\n"
                 "- **Bank accounts, salaries, pensions and loans** are converted automatically at that rate, with no fee and nothing you need to do.\n"
                 "- **Leva and euros circulate together during January 2026**; after that, payments are in euros only.\n"
                 "- **Prices are shown in both currencies** for a period before and after the switch, and must be converted at the exact rate, with rounding to the nearest cent.\n\n"
                 "## Your cash\n"
                 "The simplest option is to **pay the 3,000 лв into your bank account before the end of the year**, so it's converted automatically. "
                 "Banks are expected to exchange leva cash free of charge for some months after the switch, and the central bank without a time limit, but depositing it now saves queues in January.\n\n"
                 "## Dad's honey\n"
                 "- **12 лв converts to €6.14 exactly** (12 / 1.95583).\n"
                 "- He can keep the equivalent (€6.14, awkward for a market stall), round down to **€6** (a small price cut his customers will like), or put it up to **€6.50**.\n"
                 "- Raising a price at the changeover is allowed, but businesses are asked not to use the switch as an excuse, and customers notice. If he goes up, it's better to explain why (the cost of jars, feed and fuel) than to let it look like euro rounding.\n"
                 "- **Show both prices** on his sign during the dual display period.\n"
                 "- **Keep a float of euro coins** for January; many people will still pay in leva and get change in euros.\n"
                 "- Your mum can set up the bookkeeping in euros from 1 January and close the leva books on 31 December.\n\n"
                 "## Your salary\n"
                 "Your gross salary of 2,150 лв will simply be paid as **€1,099.28**. If anything else changes on your payslip, ask HR."),
   ("user", "Dad's going for €6.50 a jar from January. He says the jars have gone up anyway and he's not doing sums with 14 cents at a market stall. We'll pay the cash in next week."),
   ("assistant", "€6.50 is an easy number at a stall, and a small rise that he can honestly explain by the cost of the jars. Good plan on the cash.")],
  {"summary": "On Tuesday 4 November 2025 The Nightingale won the prize for best puppet design at the puppet festival in Stara Zagora, with the user's name on the certificate next to Stoyan's; "
              "she turned 37 on Sunday 9 November 2025 and Kaloyan took her to Kovachevitsa for the weekend; they have about 3,000 лв in cash at home; "
              "her father Petar, 67, a retired railway electrician, keeps 14 hives on the family plot in Muldava near Asenovgrad and sells acacia and linden honey at 12 лв for an 800 g jar at the Saturday market in Asenovgrad and to her colleagues; her mother Snezhana, a retired maths teacher, does his bookkeeping; "
              "the assistant explained the euro changeover on 1 January 2026 at 1.95583 leva to the euro (automatic conversion of accounts, salaries and loans; dual circulation in January; dual price display), suggested depositing the cash before the end of the year, "
              "and said 12 лв is €6.14, to round to €6 or €6.50 and explain any rise by costs, show both prices and keep a float of euro coins; her salary of 2,150 лв becomes €1,099.28; "
              "her father will charge €6.50 a jar from January 2026 because the jars cost more; they'll pay the cash into the bank.",
   "decisions": [{"decision": "Dad's honey at €6.50 a jar from January 2026", "rationale": "The jars cost more and €6.50 is easier at a market stall than €6.14"},
                 {"decision": "Pay the 3,000 лв cash into the bank before the end of 2025", "rationale": "Converted automatically, no queues in January"}],
   "outcomes": ["Best puppet design prize for The Nightingale, Stara Zagora, 4 November 2025", "User turned 37 on 9 November 2025", "Dad has 14 hives"]}),
 ("2025-12-07", "They've offered me the head of workshop job", [
   ("user", "Big news at the theatre. Stoyan is retiring on Friday 30 January, after 31 years, and the director, Mr. Dobrev, has offered me his job as head of the puppet workshop from Monday 2 February. "
            "Stoyan recommended me, which I didn't know until Dobrev told me. The salary would go from 2,150 лв to 2,750 лв gross. "
            "I'd be planning the budget and the schedules, dealing with directors and designers and ordering materials, and I'd carve much less. "
            "Besides Stoyan and me there are four people: two carvers, Ognyan, who is 58, has been there longer than me and I think expected the job himself, and Viktor, who is 26; plus a seamstress and a painter. "
            "I love carving and I'm scared of becoming someone who only does spreadsheets. Should I take it? "
            "(Meanwhile I'm making a fox marionette for my niece Mila, Desi's daughter, who turns 7 on 18 December.)"),
   ("assistant", "Congratulations: being recommended by the person who has run the workshop for three decades says a lot about how your work is seen. Here's a way to think it through.\n\n"
                 "## What you'd gain\n"
                 "- **Shaping the work:** choosing methods, materials and standards, and having a say in how puppets are designed from the first meeting with the director, not just executing them.\n"
                 "- **The prize and the Emperor** show you already make the kind of decisions a head of workshop makes: weight, materials, tools.\n"
                 "- **Pay:** 2,750 лв is about 28% more.\n"
                 "- **Training the next generation,** such as Viktor.\n\n"
                 "## What you'd risk\n"
                 "- **Less carving,** as you say. This is the most common regret of people promoted out of a craft.\n"
                 "- **Managing a colleague who wanted the job,** which is uncomfortable at first.\n"
                 "- **Admin:** budgets, orders, schedules and meetings.\n\n"
                 "## Negotiate before you say yes\n"
                 "1. **Protected carving time,** for example one day a week that stays at the bench, written into how the workshop is organised.\n"
                 "2. **Authority over the materials budget,** within limits agreed with Mr. Dobrev, so you're not asking permission for every order.\n"
                 "3. **A handover with Stoyan** during January, including introductions to suppliers.\n"
                 "4. **Training** in budgeting or management if the theatre offers it.\n\n"
                 "## The first weeks, if you accept\n"
                 "- Talk individually to each member of the team about how they like to work and what they'd change.\n"
                 "- Change little at first; learn the rhythm before you redesign it.\n"
                 "- Be open about the awkwardness with Ognyan rather than pretending it isn't there.\n\n"
                 "## Mila's fox\n"
                 "For a 7-year-old, a short marionette of 30 to 35 cm with a simple **airplane control** (a horizontal cross-bar, common for animals) and no more than five or six strings is easiest to work. "
                 "A thicker string and a loop to hang it on the wall when it's not in use will save a lot of tangles and tears."),
   ("user", "I said yes! Dobrev agreed that I keep Fridays for carving and that I manage the materials budget. Stoyan will hand over during January. The fox has an airplane control and five strings, as you suggested, and a coat of rust-coloured felt."),
   ("assistant", "Congratulations, and well negotiated: a carving day every week and control of the budget are exactly the two things that make the job sustainable. Mila is a lucky niece; I hope the fox dances on the 18th.")],
  {"summary": "Stoyan Kirov retires on Friday 30 January 2026 after 31 years; the theatre's director, Mr. Dobrev, offered the user the job of head of the puppet workshop from Monday 2 February 2026, on Stoyan's recommendation, with her gross salary going from 2,150 лв to 2,750 лв; "
              "the workshop has two carvers, Ognyan, 58, who has been there longer and probably expected the job, and Viktor, 26, plus a seamstress and a painter; she worries about carving less; "
              "the assistant listed the gains (shaping the work, pay about 28% more, training others) and risks (less carving, managing Ognyan, admin), and advised negotiating protected carving time, authority over the materials budget, a handover with Stoyan and training, then listening and changing little at first; "
              "she accepted: she keeps Fridays for carving and manages the materials budget, and Stoyan hands over during January; she is making a fox marionette (airplane control, five strings, rust-coloured felt coat) for her niece Mila, Desi's daughter, who turns 7 on 18 December 2025.",
   "decisions": [{"decision": "Accepted the job of head of the puppet workshop from 2 February 2026", "rationale": "Stoyan recommended her; shaping the workshop's work; pay up from 2,150 to 2,750 лв"},
                 {"decision": "Fridays kept for carving and control of the materials budget", "rationale": "Negotiated so the job stays sustainable and she keeps carving"},
                 {"decision": "Mila's fox marionette with an airplane control and five strings", "rationale": "Easy for a 7-year-old to work"}],
   "outcomes": ["New salary 2,750 лв gross", "Stoyan retires 30 January 2026"]}),
 ("2026-01-11", "Offer accepted on a flat in Trakia: what happens next?", [
   ("user", "Happy new year! Everything is in euros now, which still feels like paying with Monopoly money. Our rent this month was €537. "
            "And we've found a flat! It's in Trakia: a three-room flat (two bedrooms and a living room), 78 m², on the 5th floor of 8 with a lift, in a building from 2009, with a big south-facing balcony. "
            "The asking price was €124,000; we offered €112,000 and on 8 January we agreed on €116,500. "
            "DSK Bank has approved a mortgage of €92,000 over 25 years in principle, at a variable rate of about 2.6%, so the rest comes from our savings. "
            "The seller wants to sign at the notary on Thursday 5 February. We also saw a flat in Karshiyaka that was cheaper, but it was right on a boulevard and so noisy we could hear the buses with the windows shut. "
            "What do we need to check and do between now and the notary?"),
   ("assistant", "Congratulations, that's a good negotiation: €7,500 off the asking price. As always, I'm not a lawyer, so use a notary or a property lawyer for the legal checks, but here's the usual sequence in Bulgaria.\n\n"
                 "## 1. The preliminary contract\n"
                 "Most sales start with a **preliminary contract** (предварителен договор) that fixes the price, the deposit, the date of the final deed, who pays which costs, and what happens if either side pulls out. "
                 "A deposit of around **10%** is common. Have a lawyer read it before you sign, and make sure it says the deal depends on the bank approving the mortgage.\n\n"
                 "## 2. Checks on the flat\n"
                 "- **Title:** the seller's notary deed, and how they acquired the flat (purchase, inheritance, and whether a spouse must also sign).\n"
                 "- **Encumbrances:** a certificate from the Registry Agency showing there are no mortgages, liens or claims on the flat.\n"
                 "- **Tax assessment** (данъчна оценка) from the municipality and a certificate that there are no unpaid local taxes.\n"
                 "- **The building:** its Act 16 (the permit to use it), the building management fees and any debts to the building's fund.\n"
                 "- **Utilities:** the electricity, water and heating accounts, and final readings on the day you take over.\n\n"
                 "## 3. The bank\n"
                 "- The bank will send a **valuer**; the loan depends on the valuation, so the date of the notary depends on the valuation report arriving in time.\n"
                 "- You'll need **property insurance** and often life insurance in favour of the bank.\n"
                 "- Ask for the **final loan agreement** in advance and read how the variable rate is set.\n\n"
                 "## 4. Money for the day\n"
                 "On €116,500 with a €92,000 loan, you're putting in **€24,500**, plus the local transfer tax, the notary's fee and registration, which together often come to several thousand euros. "
                 "Check the exact figures with the notary a week before.\n\n"
                 "## 5. The notary day\n"
                 "Bring your ID cards, the bank's documents and proof of payment of the taxes; the notary reads the deed aloud, everyone signs, and the deed is then registered in the property register.\n\n"
                 "The 5 February date is tight with a bank valuation still to come, so ask DSK now how long their valuer usually takes."),
   ("user", "We signed the preliminary contract yesterday, with a deposit of €11,650 and a clause that it depends on the mortgage. DSK says the valuer should come next week."),
   ("assistant", "Good: the mortgage clause protects your deposit if the bank says no. Chase the valuation as soon as the valuer has been; it's usually the step that decides whether 5 February holds.")],
  {"summary": "Since 1 January 2026 everything is in euros; the rent was €537; the user and Kaloyan agreed on 8 January 2026 to buy a three-room flat (two bedrooms and a living room), 78 m², 5th floor of 8 with a lift, built 2009, in Trakia, with a big south-facing balcony, "
              "for €116,500 (asking €124,000; they offered €112,000); DSK Bank approved in principle a mortgage of €92,000 over 25 years at a variable rate of about 2.6%, the rest (€24,500) from savings; the seller wants to sign at the notary on Thursday 5 February 2026; "
              "they turned down a cheaper flat in Karshiyaka because it was on a noisy boulevard; "
              "the assistant (not a lawyer) explained the preliminary contract with a 10% deposit and a mortgage condition, checks on title, encumbrances, tax assessment, Act 16, building fees and utilities, the bank valuation and insurance, money for the day and the notary procedure, and warned that the valuation could delay 5 February; "
              "they signed the preliminary contract on 10 January 2026 with a €11,650 deposit and a mortgage clause; the valuer is due the following week.",
   "decisions": [{"decision": "Buy the flat in Trakia for €116,500", "rationale": "Two bedrooms, a lift and a south-facing balcony; the Karshiyaka flat was cheaper but too noisy"},
                 {"decision": "Preliminary contract with a mortgage clause and a €11,650 deposit", "rationale": "Protects the deposit if the bank doesn't lend"}],
   "outcomes": ["Price agreed €116,500 on 8 January 2026", "DSK mortgage €92,000 over 25 years, about 2.6% variable", "Notary planned for 5 February 2026"]}),
 ("2026-02-15", "Two weeks as head of the workshop, and a colleague who resents it", [
   ("user", "I started as head of the workshop on Monday 2 February. The team: Ognyan and Viktor, the carvers; Rumyana, our seamstress, who has been making costumes here for 30 years; and Teodora, who does the painting and finishing. "
            "The materials budget for 2026 is €18,000 and our next production is The Twelve Months, premiere on 25 April. "
            "Most things are fine, but Ognyan is cold with me. He refuses to touch the Foredom, and I heard him tell Viktor that a real carver doesn't need a dentist's drill. He's behind on the heads for The Twelve Months, "
            "and on Wednesday he questioned my schedule in front of everyone at the morning meeting. I don't want to go to Dobrev about it. "
            "Also the notary has moved: not 5 February but this Thursday, the 19th, because the bank's valuer was late with the valuation report. How do I handle Ognyan?"),
   ("assistant", "Two weeks in, this is one of the most common situations for a new manager promoted from within, especially over a colleague who expected the job. It's uncomfortable, but it's usually fixable, and handling it yourself rather than through Mr. Dobrev is the right instinct.\n\n"
                 "## 1. Talk to him privately, soon\n"
                 "Ask Ognyan for a one-to-one conversation this week, somewhere quiet, not at the bench in front of the others.\n"
                 "- **Acknowledge the situation honestly:** something like \"I know you expected this job, and I understand if that's hard.\" Naming it usually lowers the temperature.\n"
                 "- **Say what you value:** his experience, his carving, what the workshop would lose without him.\n"
                 "- **Ask, then listen:** what would make the work better for him? What does he think of the schedule?\n\n"
                 "## 2. Give him real ownership\n"
                 "People who feel passed over often respond to **responsibility that matches their seniority**:\n"
                 "- Make him **lead carver on The Twelve Months**, responsible for the main characters.\n"
                 "- Ask him to **mentor Viktor** in hand-carving techniques, which makes his expertise visible and useful.\n\n"
                 "## 3. Agree on results, not methods\n"
                 "- **Don't force the Foredom on him.** What matters is that the heads are ready on time and to the standard, not how he removes the wood.\n"
                 "- **Agree clear deadlines** for each head, in writing, and check progress weekly.\n\n"
                 "## 4. Deal with public challenges in private\n"
                 "If he questions your decisions in front of the team again, stay calm in the moment (\"Let's talk about it after the meeting\"), then follow up privately: "
                 "disagreement is welcome, but in private first. If the behaviour continues after that, note the dates and what happened; only then is it a matter for Mr. Dobrev.\n\n"
                 "## 5. For the whole team\n"
                 "- A short **weekly meeting** with the schedule on the wall, so decisions are visible and nobody feels ambushed.\n"
                 "- Keep your **Fridays at the bench**: carving alongside them is the best reminder that you're still one of them.\n\n"
                 "Good luck on Thursday at the notary, too!"),
   ("user", "I talked to him on Friday over coffee. I told him I knew he'd expected the job, and offered him the lead carving on The Twelve Months and the training of Viktor. He was quiet for a long time, then said 'fine, but I use my chisels'. He was almost friendly afterwards."),
   ("assistant", "\"Fine, but I use my chisels\" is a very good outcome for a first conversation: he accepted the responsibility and set a condition you can easily live with. Keep the deadlines clear and the tone warm, and it will probably keep improving.")],
  {"summary": "The user started as head of the puppet workshop on Monday 2 February 2026; the team is Ognyan and Viktor (carvers), Rumyana (seamstress, making costumes there for 30 years) and Teodora (painting and finishing); the 2026 materials budget is €18,000; the next production is The Twelve Months, premiere 25 April 2026; "
              "Ognyan is cold with her, refuses to use the Foredom, is behind on the heads and questioned her schedule in front of the team; "
              "the notary for the flat moved from 5 February to Thursday 19 February 2026 because the bank's valuer was late with the valuation report; "
              "the assistant advised a private one-to-one acknowledging that he expected the job, valuing his experience and listening; giving him ownership (lead carver on The Twelve Months, mentoring Viktor); agreeing results and deadlines rather than methods (not forcing the Foredom on him); "
              "dealing with public challenges privately and keeping notes; a weekly team meeting and keeping her Fridays at the bench; "
              "she talked to Ognyan over coffee and offered him the lead carving on The Twelve Months and the training of Viktor; he accepted on condition he uses his chisels.",
   "decisions": [{"decision": "Ognyan is lead carver on The Twelve Months and trains Viktor", "rationale": "Responsibility matching his seniority after he was passed over for the job"},
                 {"decision": "Ognyan can keep carving by hand", "rationale": "Agree results and deadlines, not methods"}],
   "outcomes": ["Started as head of the puppet workshop on 2 February 2026", "Materials budget 2026: €18,000", "Notary moved to 19 February 2026"]}),
 ("2026-03-08", "Moving house with a cat who has had a bladder blockage", [
   ("user", "We signed at the notary on Thursday 19 February and we have the keys! We're painting the flat now and moving on Saturday 21 March, with a removal firm that quoted €340. "
            "Also, on Saturday 28 February The Nightingale was performed at a festival in Skopje, and I went with the company to look after the puppets. "
            "My worry is Mustak. Stress was part of the reason he blocked last July, and a move is about the most stressful thing you can do to a cat. How do we move him safely? "
            "And Kaloyan says that now we own the flat we can finally get a dog; he's been looking at the shelter's website every evening. I'm not sure it's the right moment."),
   ("assistant", "Congratulations on the keys! You're right to plan for Mustak: with his history, a move is worth treating as a medical risk as well as an upheaval.\n\n"
                 "## Before the move\n"
                 "- **Talk to Dr. Iliev** about the move. He may suggest a calming supplement, or medication for the day itself, and a urine check a week or two afterwards.\n"
                 "- **Keep his diet exactly the same** and don't change brands around the move.\n"
                 "- **Bring the carrier out now** and leave it open with a blanket inside, so it's furniture rather than a threat.\n"
                 "- **Take some of his things to the new flat early:** a blanket he sleeps on, so the new place already smells of him.\n\n"
                 "## Moving day\n"
                 "- The calmest option is for Mustak **not to be there at all**: with someone he knows, or at a good boarding cattery, and fetched once the furniture is in.\n"
                 "- If he has to stay, shut him in the bathroom with food, water, a tray and his bed, with a sign on the door for the removers.\n\n"
                 "## The first weeks\n"
                 "- **Start him in one room** (a base camp) with his tray, water fountain, food, bed and a Feliway diffuser, then open up the flat room by room over a few days.\n"
                 "- **Check the tray every day:** how often he goes and the size of the clumps. Any straining with little urine means the vet the same day.\n"
                 "- **Windows and the balcony:** a 5th-floor balcony needs a net before he goes out on it; falls from height are common in newly moved cats.\n\n"
                 "## The dog question\n"
                 "It's a lovely idea, and the timing is your call, but there are reasons to wait a few months:\n"
                 "1. **Two big changes at once** (a move and a new animal) could be too much for a cat prone to stress-related cystitis.\n"
                 "2. **You're both busy:** a new job for you, shift work for Kaloyan, and a flat to settle into. A rescue dog needs a lot of time in its first weeks.\n"
                 "3. **Choosing well:** if you do adopt, ask the shelter for a dog that has been **tested with cats**, and plan a slow introduction over several weeks.\n\n"
                 "Waiting until Mustak is settled and your routines are stable would give any dog a much better start."),
   ("user", "We've agreed to wait until the autumn at least, because of Mustak and my new job. Kaloyan is sulking a bit but he agrees. Mum will keep Mustak at her flat in Asenovgrad on moving day and we'll fetch him once the bed is up."),
   ("assistant", "That sounds like the kindest plan for everyone, including the future dog. Your mum's flat is a good choice for moving day: somewhere quiet, with someone he knows. Good luck on the 21st!")],
  {"summary": "The user and Kaloyan signed for the flat at the notary on Thursday 19 February 2026 and have the keys; they are painting and will move on Saturday 21 March 2026 with a removal firm that quoted €340; "
              "on Saturday 28 February 2026 The Nightingale was performed at a festival in Skopje and the user went with the company to look after the puppets; "
              "Kaloyan wants to adopt a dog now that they own the flat; the assistant advised talking to Dr. Iliev before the move, keeping Mustak's diet the same, getting him used to the carrier, taking his blanket ahead, keeping him away on moving day, a base-camp room with a Feliway diffuser, checking the tray daily and netting the 5th-floor balcony; "
              "on the dog: waiting a few months because two big changes at once could trigger Mustak's stress cystitis and they're both busy, and choosing a cat-tested dog with a slow introduction; "
              "they agreed to wait until the autumn at least; her mother will keep Mustak at her flat in Asenovgrad on moving day.",
   "decisions": [{"decision": "No dog until the autumn of 2026 at least", "rationale": "Mustak's stress-related blockage history and the user's new job"},
                 {"decision": "Mustak stays at her mother's flat in Asenovgrad on moving day", "rationale": "Quiet, with someone he knows"}],
   "procedures": [{"name": "Moving a cat with a history of urinary blockage", "steps": ["Talk to the vet before the move", "Keep the diet the same", "Carrier out early", "His blanket to the new flat first", "Away from the flat on moving day", "A base-camp room with a pheromone diffuser", "Check the litter tray daily", "Net the balcony"]}],
   "outcomes": ["Signed at the notary on 19 February 2026", "Moving on 21 March 2026 (€340 removal quote)", "The Nightingale played in Skopje on 28 February 2026"]}),
 ("2026-04-05", "Labels and prices for my dad's honey", [
   ("user", "We moved on 21 March and Mustak was fine: he hid under the bed for two days, and now he sleeps on the windowsill in the living room glaring at the pigeons. The tray is normal, and the balcony has a net. "
            "Running is going well too: I ran the Spring 10K at the Rowing Canal on 15 March in 54:50, a new best by almost four minutes. The half marathon is on Sunday 26 April. "
            "Now my dad. He split some colonies this spring and has 18 hives now, and this year he'll have meadow honey as well as acacia and linden. "
            "He went to €6.50 a jar in January, but he's putting it up to €7 now, because the jars and the sugar for winter feeding both went up. "
            "A delicatessen in Asenovgrad wants to sell his honey, and my cousin wants to sell it online. Dad has only ever sold at the market with a handwritten sticker. What does he legally need on the label, and does anything change if a shop sells it?"),
   ("assistant", "Congratulations on the 10K: 54:50 puts your sub-2 half firmly within reach. And I'm glad Mustak has found his pigeons.\n\n"
                 "I'm not a lawyer and food rules change, so please check with the local office of the **Bulgarian Food Safety Agency (BFSA, БАБХ)** in Plovdiv, which registers beekeepers and can tell your dad exactly what applies. Here's the general picture under EU and Bulgarian rules.\n\n"
                 "## What a jar of honey usually has to show\n"
                 "1. **The name of the product:** \"мед\" (honey). A floral name such as **acacia** or **linden** can be added only if the honey comes mainly from that source, which a laboratory **pollen analysis** can confirm.\n"
                 "2. **Net quantity** in grams (800 g).\n"
                 "3. **Best before date.** Honey keeps for a long time, but a date, often two years, is still required.\n"
                 "4. **Name and address** of the producer or packer.\n"
                 "5. **Country of origin:** Bulgaria.\n"
                 "6. **A lot or batch number,** so a problem can be traced to a harvest.\n"
                 "7. **His registration number** as a beekeeper or producer, where applicable.\n\n"
                 "## Selling at the market vs through a shop or online\n"
                 "- **Direct sales of small quantities** by a registered beekeeper to the final consumer (like his market stall) often fall under a simpler regime.\n"
                 "- **Selling through a shop** or **online** usually means he needs to be registered for that kind of activity with BFSA, and the labels have to be complete. The shop will likely ask for his registration and possibly a lab analysis.\n"
                 "- **Online sales** also need the key label information shown on the website before purchase.\n\n"
                 "## Things to avoid on the label\n"
                 "- **Health claims** such as \"cures colds\" or \"boosts immunity\" are not allowed.\n"
                 "- Words like \"organic\" (\"био\") can only be used with certification.\n\n"
                 "## Practical tips\n"
                 "- One label design with a blank for the type of honey and the lot number, printed on water-resistant paper, saves a lot of work.\n"
                 "- A simple record of each harvest (date, hives, type, number of jars) makes the lot numbers easy.\n"
                 "- Have the acacia tested once: if it's confirmed, it's worth saying so, as acacia usually sells at a premium."),
   ("user", "Mum is designing the labels, with a bee that Mila drew for the front. Dad's booked an appointment at the BFSA office in Plovdiv for next Tuesday and he's sending a jar of the acacia for pollen analysis."),
   ("assistant", "A bee by Mila on the front will sell more jars than any marketing. Good that he's going to BFSA himself; they'll tell him exactly what registration he needs for the delicatessen and the online sales.")],
  {"summary": "The user and Kaloyan moved into their flat in Trakia on 21 March 2026; Mustak hid for two days and now sleeps on the living-room windowsill watching pigeons; the tray is normal and the balcony has a net; "
              "she ran the Spring 10K at the Rowing Canal on 15 March 2026 in 54:50, a best by almost four minutes; the half marathon is on Sunday 26 April 2026; "
              "her father Petar split colonies and now has 18 hives, with meadow honey this year as well as acacia and linden; his price went to €6.50 a jar in January and is now €7 because the jars and the sugar for winter feeding went up; "
              "a delicatessen in Asenovgrad wants to sell his honey and her cousin wants to sell it online; "
              "the assistant (not a lawyer) said to check with the Bulgarian Food Safety Agency (BFSA) and listed what a label usually needs (the name honey, a floral name only if confirmed by pollen analysis, net quantity, best before, producer's name and address, country of origin, lot number, registration number), "
              "that shop and online sales usually need registration with BFSA, and no health claims or unapproved organic claims; her mother is designing the labels with a bee drawn by Mila; her father has an appointment at the BFSA office in Plovdiv and is sending acacia honey for pollen analysis.",
   "procedures": [{"name": "Labelling honey for sale in Bulgaria", "steps": ["Name: honey, floral type only if confirmed", "Net quantity", "Best before date", "Producer's name and address", "Country of origin", "Lot number", "Registration number", "No health claims"]}],
   "decisions": [{"decision": "Dad's honey at €7 a jar", "rationale": "The jars and the sugar for winter feeding went up"},
                 {"decision": "Pollen analysis for the acacia honey", "rationale": "A floral name needs the honey to come mainly from that source"}],
   "outcomes": ["Moved to the flat in Trakia on 21 March 2026", "Spring 10K: 54:50 on 15 March 2026", "Dad has 18 hives"]}),
 ("2026-05-03", "Half marathon done in 1:56! And packing marionettes for a tour", [
   ("user", "Sub-2! I ran the Plovdiv Half Marathon last Sunday in 1:56:02. Desi and Mila came down from Sofia to cheer, and Mila had made a sign with a fox on it. Kaloyan was on shift, of course. "
            "It was the day after The Twelve Months opened, so I'd been at the theatre until midnight, which I don't recommend. "
            "Desi was very gracious about it and then spent lunch telling me she'll get her sub-4 one day. "
            "Next thing: we're taking The Nightingale to the international puppet festival in Bielsko-Biała, in Poland, from 9 to 14 May. We go in the theatre's van, two days of driving each way. "
            "I'm responsible for the 13 puppets, and the Emperor is the one I'm scared for. How should I pack marionettes for a trip like that?"),
   ("assistant", "Congratulations! 1:56:02 after a late night at a premiere is an excellent run, and almost four minutes under your goal. Take an easy week or two before you think about the next one.\n\n"
                 "## Packing marionettes for a long road trip\n\n"
                 "### The strings\n"
                 "1. **Wind the strings onto the control** in a consistent pattern, or use a **string keeper** (a card or batten with slots), so they come out in the same order.\n"
                 "2. **Secure the control to the puppet's body** with a soft tie, so the control can't swing and pull on the strings.\n"
                 "3. **Label each control** with the puppet's name and a diagram of the strings, in case someone else has to restring in a hurry.\n\n"
                 "### The puppets\n"
                 "- **Heads and hands** are the fragile, expensive parts: wrap them in soft cloth or bubble wrap, paying attention to noses, fingers and crowns.\n"
                 "- **Pad the joints** so limbs can't bang against each other or fold too far.\n"
                 "- **Costumes** can be covered with a cotton bag to stop rubbing and dust.\n\n"
                 "### The boxes\n"
                 "- **Rigid boxes, one puppet per compartment,** with foam or blankets packed tight so nothing can move when the van brakes.\n"
                 "- **Load the puppet boxes last** and away from the set, so heavy scenery can't shift onto them.\n"
                 "- **Keep them in the van overnight only if it's secure,** and not in direct sun; take the Emperor into the hotel if you can.\n\n"
                 "### A repair kit\n"
                 "Spare string of the right type, wax, a small hand drill, pins and screw eyes, wood glue and superglue, a small saw, sandpaper, paint for touch-ups, needle and thread. "
                 "Most touring repairs are strings and joints, so have everything for those."),
   ("user", "Repair kit packed, with a spare reel of the braided line. Viktor is coming with me to help with the puppets. I'll report back!"),
   ("assistant", "With Viktor and a full repair kit you're well covered. Have a wonderful festival, and I hope the Emperor gets his laugh in Polish too.")],
  {"summary": "The user ran the Plovdiv Half Marathon on Sunday 26 April 2026 in 1:56:02, under her two-hour goal; Desi and Mila came from Sofia to cheer (Mila made a sign with a fox); Kaloyan was on shift; The Twelve Months premiered the day before, 25 April 2026; "
              "Desi says she will get her sub-4 marathon one day; The Nightingale is going to the international puppet festival in Bielsko-Biała, Poland, from 9 to 14 May 2026, in the theatre's van, two days' drive each way; the user is responsible for the 13 puppets; "
              "the assistant advised winding strings onto the control or a string keeper, tying the control to the body, labelling controls with string diagrams, wrapping heads and hands, padding joints, covering costumes, rigid boxes with one puppet per compartment, loading puppet boxes last and a repair kit; "
              "she packed the repair kit with spare braided line and Viktor is going with her.",
   "procedures": [{"name": "Packing marionettes for a road tour", "steps": ["Wind strings on the control or a string keeper", "Tie the control to the body", "Label controls with string diagrams", "Wrap heads and hands", "Pad the joints", "Rigid boxes, one puppet per compartment", "Load puppet boxes last", "Repair kit"]}],
   "outcomes": ["Plovdiv Half Marathon: 1:56:02 on 26 April 2026", "The Twelve Months premiered on 25 April 2026", "Bielsko-Biała festival 9 to 14 May 2026"]}),
 ("2026-05-24", "Back from Poland: flight cases, and Ohrid again", [
   ("user", "Bielsko-Biała was wonderful: two full houses, and a Polish puppeteer asked me how the Emperor bows. But on the way there the van braked hard near Brno and the Emperor's box slid into a set crate: the control bar cracked and two strings snapped. "
            "Viktor and I fixed him in the hotel room the night before the show with glue, a splint of beech and the spare line, so it all worked out, but I don't want to do that again. "
            "A firm in Sofia has quoted €1,900 for three custom flight cases with cut foam for our touring marionettes. It would come out of my €18,000 materials budget. Is it worth it? "
            "And a happier thing: we've rebooked Ohrid for 10 to 17 August, the same guesthouse as last year, and this time Kaloyan booked his leave back in January. Mum will come and stay at our flat to look after Mustak."),
   ("assistant", "A full house twice and a question about the bow from a fellow puppeteer: that's a proper international success. And well done to you and Viktor for the hotel-room surgery.\n\n"
                 "## Are flight cases worth €1,900?\n"
                 "On what you describe, probably yes:\n"
                 "- **The cost of damage:** the Emperor alone represents weeks of your work. One more accident could cost more than the cases, and a show you can't perform costs more still.\n"
                 "- **The tour is growing:** Stara Zagora, Skopje and now Bielsko-Biała. If The Nightingale keeps being invited, the cases will be used again and again, and they'll serve later productions too.\n"
                 "- **Custom foam** holds each puppet still in any direction, which a box with blankets can't do when a van brakes hard.\n"
                 "- **It's about 11% of your annual materials budget,** a lot, but a one-off that lasts for years.\n\n"
                 "### Before you order\n"
                 "1. Ask whether the foam inserts can be **replaced separately**, so the cases can be refitted for future productions.\n"
                 "2. Check the **size and weight** with the van and with airline limits, in case you ever fly.\n"
                 "3. Ask for **wheels and handles** on the largest case.\n"
                 "4. Get a second quote if you can, and ask Mr. Dobrev whether the touring budget can share the cost.\n\n"
                 "## Ohrid and Mustak\n"
                 "Having your mum stay in the flat is the best arrangement for Mustak: he stays in his own territory with someone he knows, and she can watch the tray. "
                 "Leave her the vet's number, his food and a note about the signs of a blockage, just in case."),
   ("user", "Dobrev agreed to split the cost with the touring budget, so it's €950 from mine. The cases are ordered. And Ohrid at last!"),
   ("assistant", "Half the cost from each budget is a good outcome. Enjoy Ohrid in August; you've earned it after last year.")],
  {"summary": "At the puppet festival in Bielsko-Biała, Poland, The Nightingale played to two full houses; on the way, the van braked hard near Brno, the Emperor's box slid into a set crate, his control bar cracked and two strings snapped; the user and Viktor repaired him in the hotel with glue, a beech splint and spare line; "
              "a Sofia firm quoted €1,900 for three custom flight cases with cut foam; the assistant said they're probably worth it (cost of damage, a growing tour after Stara Zagora, Skopje and Bielsko-Biała, foam holds puppets still, about 11% of the €18,000 materials budget) and advised replaceable foam, checking sizes, wheels, a second quote and sharing the cost; "
              "the director Mr. Dobrev agreed to split the cost with the touring budget (€950 from her budget) and the cases are ordered; "
              "they have rebooked Ohrid for 10 to 17 August 2026 at the same guesthouse, Kaloyan booked his leave in January, and her mother will stay at their flat to look after Mustak.",
   "decisions": [{"decision": "Ordered three custom flight cases for €1,900, half from the touring budget", "rationale": "The Emperor was damaged on the way to Bielsko-Biała and the tour keeps growing"},
                 {"decision": "Ohrid holiday rebooked for 10 to 17 August 2026", "rationale": "Last year's trip was cancelled; Kaloyan booked his leave early this time"},
                 {"decision": "Her mother stays at the flat to look after Mustak", "rationale": "He stays in his own territory with someone he knows"}],
   "outcomes": ["Two full houses in Bielsko-Biała (May 2026)", "Flight cases ordered (€950 from the materials budget)"]}),
]

QUESTIONS_120 = [
 # single facts the user said about herself, her family, pets and things owned
 ("What's my cat called?", "Mustak (a grey tabby)"),
 ("What does Kaloyan do for a living?", "he's a paramedic with the Plovdiv emergency medical centre"),
 ("What does my sister Desi do?", "she's a dentist in Sofia"),
 ("Which doctor diagnosed my thumb problem?", "Dr. Todor Marinov, an orthopaedist (De Quervain's tenosynovitis)"),
 ("Who directed The Nightingale?", "Elena Staykova"),
 ("What did I make for Mila's 7th birthday?", "a fox marionette (airplane control, five strings, rust-coloured felt coat)"),
 ("What did my dad do before he retired?", "he was a railway electrician"),
 # when
 ("When's my birthday?", "9 November (I turned 37 in 2025)"),
 ("When was my trail race at Belintash?", "Saturday 20 September 2025"),
 ("When did The Nightingale open in the end?", "Saturday 18 October 2025 (moved from 11 October)"),
 ("When did I start running the workshop?", "Monday 2 February 2026"),
 ("When did we sign for the flat at the notary?", "Thursday 19 February 2026 (moved from 5 February)"),
 ("When did we move into the new flat?", "Saturday 21 March 2026"),
 # counts and amounts
 ("How much was the vet bill when Mustak got blocked?", "420 лв"),
 ("What price did we agree for the flat?", "€116,500 (the asking price was €124,000)"),
 ("How many puppets did I end up making for The Nightingale?", "13 (11 planned, plus two courtiers added by the director)"),
 # lists across chats
 ("What have I changed about how I carve because of my wrist?", "a splint while carving, palm gouges tapped with a mallet instead of pushing with the thumb, a break every 45 minutes, cork-taped handles, and a Foredom flex-shaft for roughing out"),
 ("Which races have I run?", "the Belintash Trail 21 km (September 2025), the Spring 10K at the Rowing Canal (March 2026) and the Plovdiv Half Marathon (April 2026)"),
 ("Where has The Nightingale been performed outside Plovdiv?", "Stara Zagora (November 2025), Skopje (February 2026) and Bielsko-Biała, Poland (May 2026)"),
 ("Who's in my team at the workshop?", "Ognyan and Viktor (carvers), Rumyana (seamstress) and Teodora (painting and finishing)"),
 ("What kinds of honey does Dad sell?", "acacia, linden and, from 2026, meadow honey"),
 # latest value of something that changed
 ("What's my job now?", "head of the puppet workshop at the State Puppet Theatre in Plovdiv (since February 2026)"),
 ("Where do we live now?", "in our own flat in Trakia, Plovdiv (moved in on 21 March 2026)"),
 ("How much does Dad charge for a jar of honey now?", "€7 (it was 12 лв, then €6.50)"),
 ("How many hives does Dad have now?", "18 (up from 14)"),
 # yes/no
 ("Did we make it to Ohrid in August 2025?", "No (cancelled because Kaloyan couldn't swap his shifts)"),
 ("Did I have the cortisone injection for my thumb?", "No"),
 ("Did The Nightingale win anything?", "Yes (best puppet design at the festival in Stara Zagora, November 2025)"),
 ("Have we adopted a dog yet?", "No (waiting until the autumn of 2026 at least)"),
 # why
 ("Why did Mustak's bladder get blocked?", "struvite crystals in his urine, made worse by stress from the drilling in the flat next door"),
 ("Why did I turn down the steroid injection?", "my friend Iva had one for the same thing and the pain came back after three months, so I wanted to try physio first"),
 ("Why was The Nightingale's premiere pushed back a week?", "the theatre's stage lift broke and the replacement part had to come from Germany"),
 ("Why did we decide to buy a flat rather than keep renting?", "the landlord was raising the rent from 900 to 1,050 лв a month, and a mortgage would cost less each month than that"),
 # what the assistant recommended
 ("What did you recommend for making the Emperor marionette light enough?", "limewood only for the head (hollowed out) and hands, a paulownia body, and a weight budget under about 3 kg with the costume"),
 ("What did you tell me to do about Ognyan?", "talk to him privately and acknowledge he wanted the job, give him real ownership (lead carver, mentoring Viktor), agree on deadlines rather than methods (don't force the Foredom on him), and deal with public challenges in private"),
 # inference
 ("Would Kaloyan stay calm if someone collapsed in front of him?", "Likely yes"),
 ("Would Mustak cope well if we brought a dog home?", "Likely no"),
 ("Is Desi likely to run another marathon?", "Likely yes"),
 # not in the archive
 ("What's Kaloyan's surname?", "Not mentioned in my chats"),
 ("What breed of dog does Kaloyan want?", "Not mentioned in my chats"),
]


def assistant_chats_52_at(folder):
    """The archive of CHATS_120 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a52c", CHATS_120, "gemini")


@pytest.fixture(scope="module")
def assistant_chats_52(tmp_path_factory):
    return assistant_chats_52_at(tmp_path_factory.mktemp("assistant52"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_120, "assistant 52")


def test_the_archive_finds_the_marionette(assistant_chats_52):
    assert assistant_chats_52.search("marionette").results
