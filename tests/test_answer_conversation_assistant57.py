"""A fifty-seventh written archive of a user's chats with an AI assistant, in the user's own
condensed format. It was written blind: its questions and gold answers were fixed before any run
of `kbsearch answer` on it, by an author who did not read the answer rules. It is HELD OUT: the
developer never reads its questions or golds, only its score. A court interpreter in Kuching,
Sarawak, Rosalind ("Ros") anak Jabu, 34, who is Iban and interprets between Iban, Malay and English
at the Kuching courts, and lives with her husband Daniel Lau, a chemistry teacher, and Kicap, a
black cat. She chats with ChatGPT from July 2025 to June 2026: a hoarse voice that turns out to be
vocal nodules and voice therapy, buying a terrace house in Batu Kawa (an offer, a loan, a handover
that slips into January, the move), her father's diabetic foot wound and the insulin he refuses
and then accepts, a dragon boat crew (a regatta, then a new seat as the drummer, against her
sister's hospital crew), the cat's urinary blockage and a kitten, a holiday to Osaka called off,
her brother's wedding postponed, a new job at the State Legislative Assembly whose start date moves,
Gawai at the longhouse and recording her grandmother's folk tales for a book, with facts the user
updates later (her job, her role in the boat, the number of stories, her father's HbA1c, where her
husband teaches). bench/answer_conversations.py asks every question ("assistant 57")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_130 = [
 ("2025-07-06", "My voice keeps going hoarse after long trials", [
   ("user", "Hi. I'm Ros (Rosalind anak Jabu), I'm 34 and I'm Iban, from a longhouse outside Betong, but I've lived in Kuching since university. "
            "I'm a court interpreter at the Kuching Courts Complex, eight years now: I interpret between Iban, Malay and English, mostly in the Sessions Court and the High Court. "
            "I live in a rented flat in Tabuan Jaya (RM 1,100 a month) with my husband Daniel Lau, who teaches chemistry at SMK Green Road, and our cat Kicap, a big black tom we picked up as a kitten behind Satok market. "
            "My problem: I just finished a nine-day trial at the High Court, interpreting for an old man from Lubok Antu who only speaks Iban. The courtroom microphones are ancient so I project the whole day, "
            "and by Friday my voice was a croak. It's been hoarse on and off since about April. I drink four cups of kopi-C a day and I paddle dragon boat twice a week. Should I be worried?"),
   ("assistant", "Hoarseness that keeps coming back is very common in people who use their voice professionally all day, and interpreters are a classic example: you speak for hours, often loudly, with little control over the pace. "
                 "As an AI I can't examine your throat, so please treat this as background for a conversation with a doctor rather than a diagnosis.\n\n"
                 "## When to see a specialist\n"
                 "The usual rule is that **hoarseness lasting more than three weeks** should be checked by an ENT (ear, nose and throat) specialist, who can look at your vocal folds with a small camera. "
                 "Yours has come and gone since April, so it's worth booking now. See someone sooner if you have:\n"
                 "- pain when swallowing, or a lump in the neck\n"
                 "- coughing up blood\n"
                 "- difficulty breathing\n"
                 "- complete loss of voice that doesn't recover with rest\n\n"
                 "## Common causes in voice professionals\n"
                 "- **Vocal strain or overuse**: long hours of projecting without amplification.\n"
                 "- **Benign lesions** such as vocal nodules or polyps, which form where the folds knock together too hard.\n"
                 "- **Reflux** (acid reaching the throat, sometimes without heartburn), often made worse by coffee and late meals.\n"
                 "- **Dehydration**, especially in air-conditioned rooms.\n\n"
                 "## What you can do now\n"
                 "1. **Hydrate**: around 2 litres of water a day, sipped through the day, with a bottle at your desk in court.\n"
                 "2. **Cut down the kopi-C**: caffeine dries the throat and can worsen reflux. Two cups a day is a reasonable first step.\n"
                 "3. **Ask for amplification**: a working microphone, or a clip-on one, is a reasonable workplace request for someone whose job is their voice.\n"
                 "4. **Voice rest between sessions**: don't chat through the lunch break; rest counts most right after heavy use.\n"
                 "5. **Avoid whispering and throat clearing**: both strain the folds more than soft, normal speech. Swallow or sip water instead.\n"
                 "6. **Steam**: breathing warm steam for 10 minutes in the evening soothes the folds.\n"
                 "7. **On the water**: paddling itself is fine, but avoid shouting calls over the drum.\n\n"
                 "## Before the appointment\n"
                 "Write down when the hoarseness started, what makes it better or worse, how many hours a day you interpret, and your caffeine intake. It helps the specialist a lot."),
   ("user", "OK, I've booked an ENT, Dr. Wong Mei Ling at Normah Medical Specialist Centre, for Tuesday 22 July, the first slot she had. "
            "I'll go down to two kopi-C a day and I'll ask the court registrar for a clip-on mic. My sister Grace (she's a nurse in the emergency department at Sarawak General Hospital) says I should have gone in April."),
   ("assistant", "Your sister is right, but July is still a good time to find out. Two weeks of more water, less coffee and less projecting before the 22nd may already make a difference, "
                 "and it will tell Dr. Wong something useful about how your voice responds to rest. Good luck, and let me know what she finds.")],
  {"summary": "The user, Rosalind (Ros) anak Jabu, 34, is Iban, from a longhouse outside Betong, and has lived in Kuching since university; she has been a court interpreter at the Kuching Courts Complex for eight years, interpreting between Iban, Malay and English in the Sessions Court and High Court; "
              "she rents a flat in Tabuan Jaya for RM 1,100 a month with her husband Daniel Lau, a chemistry teacher at SMK Green Road, and their black tomcat Kicap, found as a kitten behind Satok market; "
              "after a nine-day High Court trial interpreting for an Iban-speaking man from Lubok Antu, projecting without a working microphone, her voice is hoarse, on and off since April 2025; she drinks four kopi-C a day and paddles dragon boat twice a week; "
              "the assistant (not able to examine her) said hoarseness over three weeks should be seen by an ENT, listed red flags and causes (strain, nodules or polyps, reflux, dehydration), and advised water, fewer coffees, a microphone, voice rest, no whispering or throat clearing, steam and no shouting on the boat; "
              "she booked ENT Dr. Wong Mei Ling at Normah Medical Specialist Centre for 22 July 2025 and will cut to two kopi-C a day and ask for a clip-on mic; her sister Grace is an emergency department nurse at Sarawak General Hospital.",
   "decisions": [{"decision": "See ENT Dr. Wong Mei Ling at Normah on 22 July 2025", "rationale": "Hoarseness on and off since April, longer than three weeks"},
                 {"decision": "Cut kopi-C to two a day and ask the court registrar for a clip-on microphone", "rationale": "Caffeine dries the throat; the courtroom microphones don't work well"}],
   "procedures": [{"name": "Looking after a hoarse professional voice", "steps": ["About 2 litres of water a day", "Fewer coffees", "Amplification at work", "Voice rest after heavy use", "No whispering or throat clearing", "Evening steam"]}]}),
 ("2025-07-27", "ENT says vocal nodules: what now?", [
   ("user", "Saw Dr. Wong on Tuesday. She put a camera down my nose (a stroboscopy, RM 380) and found small nodules on both vocal folds, right where they meet. "
            "The good news: no surgery. She said an operation is only on the table if three months of voice therapy don't work. She referred me to a speech therapist at Normah, Nurul Huda Bakri, six weekly sessions at RM 150 each, on Thursdays starting 31 July. "
            "The court says they'll requisition a clip-on mic but nothing has arrived yet. What exactly are nodules and what will therapy involve?"),
   ("assistant", "That's a reassuring result on the whole: nodules are one of the most common findings in people who use their voice heavily, and most of them improve with voice therapy alone.\n\n"
                 "## What vocal nodules are\n"
                 "- Small, usually symmetrical, callus-like swellings on both vocal folds, at the point where the folds strike each other hardest.\n"
                 "- They form from **repeated impact**: loud, effortful or prolonged speaking. Teachers, singers, coaches and interpreters are typical patients.\n"
                 "- They stop the folds from closing neatly, so air leaks through: that's the breathy, rough, tired voice you've noticed, worse at the end of the day.\n"
                 "- They're **benign**. Early, soft nodules can shrink a lot once the way you use your voice changes.\n\n"
                 "## What voice therapy usually involves\n"
                 "1. **Semi-occluded vocal tract exercises**: humming, lip trills, and phonating through a straw into a glass of water. They let the folds vibrate with less impact.\n"
                 "2. **Resonant voice**: learning to feel the voice buzzing at the front of the face, so you get loudness from resonance rather than force.\n"
                 "3. **Breath support**: speaking on a steady flow of air instead of pushing from the throat.\n"
                 "4. **Vocal hygiene**: water, reflux habits, caffeine, rest.\n"
                 "5. **Carry-over**: applying it all in real situations, which for you means the courtroom.\n\n"
                 "Daily practice between sessions matters more than the sessions themselves: often 10 to 15 minutes, two or three times a day.\n\n"
                 "## At work\n"
                 "- **Keep chasing the microphone.** Point out that it's on a specialist's advice.\n"
                 "- **Ask for breaks**: for example ten minutes every 90 minutes in long hearings.\n"
                 "- **For long trials**, ask whether a second interpreter can alternate with you.\n"
                 "- **Pace**: you can ask the court to let witnesses pause, which also helps accuracy.\n\n"
                 "## On the dragon boat\n"
                 "Paddling is fine. Avoid joining the shouted calls and don't try to talk over the drum or the wind.\n\n"
                 "If anything changes suddenly (a complete loss of voice, or a sharp pain while speaking), go back to Dr. Wong before the planned review."),
   ("user", "The straw exercise is fun, though Kicap keeps attacking the straw. Daniel says the flat has never been so quiet because I'm on voice rest in the evenings."),
   ("assistant", "A quiet flat and a cat who's joined your therapy: a good start. Keep the straw out of his reach, and keep going with the evening rest; it's exactly what gives the nodules a chance to settle.")],
  {"summary": "On 22 July 2025 ENT Dr. Wong Mei Ling did a stroboscopy (RM 380) and found small nodules on both of the user's vocal folds; no surgery, which would only be considered if three months of voice therapy fail; "
              "she was referred to speech therapist Nurul Huda Bakri at Normah for six weekly sessions at RM 150 each on Thursdays from 31 July 2025; the court will requisition a clip-on microphone but it hasn't arrived; "
              "the assistant explained nodules (benign swellings from repeated impact, breathy tired voice, often shrink with therapy) and therapy (straw phonation and other semi-occluded exercises, resonant voice, breath support, vocal hygiene, carry-over, daily practice), "
              "and suggested chasing the microphone, breaks every 90 minutes, a second interpreter for long trials, pacing, and no shouting on the dragon boat; she is on voice rest in the evenings.",
   "discoveries": ["Small nodules on both vocal folds (stroboscopy, 22 July 2025)"],
   "decisions": [{"decision": "Six weekly sessions of voice therapy with Nurul Huda Bakri from 31 July 2025, RM 150 each", "rationale": "Surgery only if three months of therapy don't work"}],
   "procedures": [{"name": "Voice therapy for vocal nodules", "steps": ["Straw phonation, humming and lip trills", "Resonant voice", "Breath support", "Vocal hygiene", "Carry-over into the courtroom", "Daily practice"]}]}),
 ("2025-08-17", "Buying our first house: Batu Kawa or Kota Samarahan?", [
   ("user", "Daniel and I are done with renting. We've narrowed it to two:\n"
            "1. A double-storey intermediate terrace in Taman Sri Kawa, Batu Kawa: four bedrooms, built 2012, asking RM 468,000. About 20 minutes to Daniel's school and 25 to the courts.\n"
            "2. A new single-storey terrace in Kota Samarahan: three bedrooms, RM 385,000, but 40 minutes each way for both of us, more in the rain.\n"
            "I earn RM 4,300 a month gross and Daniel RM 5,100. We have RM 62,000 saved. My parents and my grandmother come down from Betong a few times a year and stay with us. What should we think about?"),
   ("assistant", "Exciting step. Here's a structured way to compare them. I'm not a financial adviser or a lawyer, so confirm the numbers with your bank and your conveyancing lawyer.\n\n"
                 "## 1. What you can borrow\n"
                 "Malaysian banks look at your **debt service ratio (DSR)**: all monthly debt repayments divided by net income. Many cap it around 60 to 70% for incomes like yours.\n"
                 "- A 90% loan on RM 468,000 is about RM 421,000; over 35 years at around 4% that's roughly **RM 1,870 a month**.\n"
                 "- On RM 385,000 it's about RM 346,500, roughly **RM 1,540 a month**.\n"
                 "Both look within reach on a joint income of RM 9,400, if you don't carry much other debt.\n\n"
                 "## 2. Cash you need up front\n"
                 "- **Deposit**: 10% of the price (RM 46,800 or RM 38,500).\n"
                 "- **Legal fees** for the sale and purchase agreement and the loan agreement: several thousand ringgit each.\n"
                 "- **Stamp duty**: first-time buyers have had an exemption on homes up to RM 500,000 in recent budgets; ask your lawyer whether it still applies when you sign.\n"
                 "- **Valuation fee, moving costs, repairs and furniture.**\n"
                 "- **An emergency fund** left over afterwards: ideally three to six months of expenses.\n"
                 "With RM 62,000, the Batu Kawa house would use most of your savings; Samarahan leaves a cushion.\n\n"
                 "## 3. Title and land in Sarawak\n"
                 "- Check whether the title is **leasehold** and how many years remain: banks are wary of short leases.\n"
                 "- Check the **land classification** under the Sarawak Land Code. Most town housing estates are Mixed Zone Land, which anyone can own; Native Area Land can only be held by natives, "
                 "which matters because Daniel is Chinese and you would presumably buy jointly.\n\n"
                 "## 4. Life, not just price\n"
                 "- **Commute**: 40 minutes each way for two people is about 13 hours a week in the car.\n"
                 "- **Space for family**: a fourth bedroom for visits from Betong is a real benefit.\n"
                 "- **Flooding**: parts of Batu Kawa and Samarahan are low-lying. Ask neighbours about the last few monsoons, and check the drains.\n"
                 "- **Condition**: a 2012 house may need a new roof membrane, wiring checks or a kitchen; get it inspected.\n\n"
                 "## 5. Negotiation\n"
                 "Terraces that have been listed for a while often sell below the asking price. Find out how long it's been on the market and what similar houses in the taman sold for."),
   ("user", "We offered RM 455,000 for the Batu Kawa house and the owner, Mr. Ling, accepted yesterday. Samarahan was just too far from both our jobs, and we want the fourth bedroom for Inik (my grandmother) and my parents. "
            "The title is Mixed Zone Land, leasehold with 78 years left. We're applying to RHB for a 90% loan. Mr. Ling wants to hand over the keys on 1 December, because that's when his new house in Stutong should be ready."),
   ("assistant", "Congratulations, RM 13,000 off the asking price is a good result. With Mixed Zone Land and 78 years left, the title looks straightforward. "
                 "A 90% loan means a deposit of RM 45,500. Keep at least RM 10,000 aside for legal fees, valuation and moving, and be aware that a handover tied to the seller's own new house can slip: it's worth not giving notice on your flat until the date is firm.")],
  {"summary": "The user and Daniel compared a four-bedroom double-storey intermediate terrace in Taman Sri Kawa, Batu Kawa, built 2012, asking RM 468,000 (20 minutes to his school, 25 to the courts) with a new three-bedroom single-storey terrace in Kota Samarahan at RM 385,000 (40 minutes each way); "
              "she earns RM 4,300 gross a month, Daniel RM 5,100; savings RM 62,000; her parents and grandmother visit from Betong; "
              "the assistant (not a financial adviser or lawyer) explained the debt service ratio, estimated repayments, up-front cash (10% deposit, legal fees, stamp duty and the first-home exemption, valuation, moving, emergency fund), "
              "checking leasehold and the land classification under the Sarawak Land Code (Native Area Land only for natives; Daniel is Chinese), commute, a fourth bedroom, flooding, condition and negotiation; "
              "on 16 August 2025 seller Mr. Ling accepted their offer of RM 455,000 for the Batu Kawa house; the title is Mixed Zone Land, leasehold with 78 years left; they are applying to RHB for a 90% loan; handover planned for 1 December 2025 when Mr. Ling's new house in Stutong is ready.",
   "decisions": [{"decision": "Buy the Batu Kawa terrace for RM 455,000 rather than the Kota Samarahan house", "rationale": "Samarahan too far from both jobs; the fourth bedroom for Inik and her parents"},
                 {"decision": "Apply to RHB for a 90% loan", "rationale": "Keep some savings after the RM 45,500 deposit"}],
   "outcomes": ["Offer of RM 455,000 accepted on 16 August 2025 (asking RM 468,000)", "Handover planned for 1 December 2025"]}),
 ("2025-09-07", "My dad's foot wound, and he won't take insulin", [
   ("user", "Worried about Apai (my dad). Jabu anak Ngelai, 66, a retired pepper farmer who still tends about 600 pepper vines behind the longhouse near Betong every morning. He's had type 2 diabetes for about ten years, on metformin and gliclazide. "
            "Last Sunday he cut the sole of his right foot on a broken belian stake in the pepper garden, walking barefoot as usual. By Wednesday it was red and swollen and he was admitted to Betong Hospital for IV antibiotics. "
            "The doctor says his HbA1c is 10.2% and he should start insulin. Apai refuses: his old friend Apai Ranggau from the next longhouse started insulin and lost his leg a year later, so he's convinced insulin is what leads to amputation. "
            "My sister Grace (the nurse) tried to explain and he listens to her a bit more than to me. Indai (my mum, Sumi) wants him to stop working in the pepper garden altogether. How do we handle this?"),
   ("assistant", "I'm sorry, that's a frightening week for all of you. I'm not a doctor, so his medical team has the final word, but I can help you understand what's going on and how to talk to him.\n\n"
                 "## Insulin doesn't cause amputations\n"
                 "It's a very common and understandable belief, because people often see the two happen close together. What actually happens:\n"
                 "- **Years of high blood sugar** damage the nerves (so injuries aren't felt) and the blood vessels (so wounds heal badly). That's what leads to foot ulcers and amputations.\n"
                 "- **Insulin is often started late**, when diabetes is already advanced and the damage is already there. So the amputation follows the insulin in time, but it's caused by the years before it.\n"
                 "- An HbA1c of 10.2% means his average blood sugar is well above target (usually around 7% for someone his age). **Bringing it down is what protects his feet.**\n\n"
                 "## How to talk to him\n"
                 "1. **Acknowledge the fear.** What happened to Apai Ranggau is real and frightening; dismissing it will make him dig in.\n"
                 "2. **Let the right people explain.** A diabetes educator, or the doctor at his clinic, carries more weight than family. Grace can be in the room to translate the medical language into his terms.\n"
                 "3. **Make it about what he cares about.** If his pepper garden matters to him, the message is: 'insulin is what keeps you walking in your garden'.\n"
                 "4. **Offer a trial.** Some people accept 'let's try it for three months and check the HbA1c again' more easily than 'for the rest of your life'.\n"
                 "5. **Show him the pen.** Modern insulin pens have very fine, short needles; many people are surprised how little it hurts.\n\n"
                 "## Foot care from now on\n"
                 "- **Never barefoot**, not even in the garden or around the longhouse.\n"
                 "- **Check both feet every day**, including the soles (a mirror, or your mum can look), for cuts, blisters or colour changes.\n"
                 "- **Wash and dry carefully**, especially between the toes.\n"
                 "- **Any wound that isn't better in a day or two goes to the clinic.** Don't wait for swelling.\n"
                 "- **Yearly foot screening** at the clinic to test sensation.\n\n"
                 "## The pepper garden\n"
                 "Stopping completely may not be necessary, and it could take away his exercise and his sense of purpose. Boots, gloves and a daily foot check are probably a better compromise than a ban he'll ignore."),
   ("user", "That's helpful. Grace will take him to the follow-up at the Betong clinic on 22 September. I've bought him two pairs of kampung adidas (the rubber shoes, RM 12 each) so he has no excuse to go barefoot. He'll keep the garden, there's no way he's giving that up."),
   ("assistant", "Two pairs of kampung adidas is a very practical start, and with Grace at the follow-up he'll hear it from someone he trusts. Keeping the garden with shoes on and a daily foot check is a sensible deal. I hope the wound keeps improving.")],
  {"summary": "The user's father (Apai), Jabu anak Ngelai, 66, a retired pepper farmer who still tends about 600 pepper vines behind the longhouse near Betong, has had type 2 diabetes for about ten years (metformin, gliclazide); "
              "on Sunday 31 August 2025 he cut the sole of his right foot on a broken belian stake while barefoot in the pepper garden; it became infected and he was admitted to Betong Hospital on 3 September 2025 for IV antibiotics; "
              "his HbA1c is 10.2% and the doctor wants him on insulin; he refuses because his friend Apai Ranggau lost a leg a year after starting insulin; her sister Grace, a nurse, tried to explain; her mother Sumi (Indai) wants him to stop the pepper garden; "
              "the assistant (not a doctor) explained that high blood sugar, not insulin, causes amputations and insulin is often started late, suggested acknowledging his fear, letting a diabetes educator and Grace explain, linking it to his garden, a three-month trial and showing the pen, "
              "and daily foot care (never barefoot, daily checks, wounds to the clinic, yearly screening), keeping the garden with boots rather than a ban; "
              "Grace will take him to the Betong clinic on 22 September 2025; the user bought him two pairs of kampung adidas rubber shoes (RM 12 each); he keeps the garden.",
   "procedures": [{"name": "Diabetic foot care", "steps": ["Never barefoot", "Check both feet daily", "Wash and dry between the toes", "Any wound not better in a day or two to the clinic", "Yearly foot screening"]}],
   "decisions": [{"decision": "Grace takes Apai to the Betong clinic follow-up on 22 September 2025", "rationale": "He listens to her more"},
                 {"decision": "Two pairs of kampung adidas so he never goes barefoot; he keeps the pepper garden", "rationale": "A ban would be ignored; the garden is his exercise and purpose"}],
   "outcomes": ["Apai's HbA1c 10.2% (September 2025)", "Admitted to Betong Hospital 3 September 2025"]}),
 ("2025-09-28", "Getting ready for the Sarawak Regatta", [
   ("user", "Dragon boat question. I paddle with the Pending Paddlers, a 20-seat mixed crew that trains at the Waterfront on Tuesday evenings and Saturday mornings. Our coach is Teo Boon Keat (everyone calls him Uncle Teo), who paddled for the state in the nineties. "
            "I sit in seat 5 on the left. We race the mixed 500 m at the Sarawak Regatta on Saturday 18 October, and our best 500 m in training is 2:19. "
            "I want to add something at home on the other days. I'm 1.58 m and 54 kg and I get a sore right wrist after long sessions. "
            "Also, my sister Grace paddles for the SGH Lady Dragons (the hospital crew) and they're in the women's 200 m, so there's family pride at stake. "
            "Voice update: I finished the six sessions with Nurul Huda on 4 September and my voice is much better."),
   ("assistant", "Great news about your voice. Three weeks is enough for a focused block that sharpens you without leaving you tired on race day. I'm not a coach, so fit this around what Uncle Teo wants from the crew.\n\n"
                 "## Weeks 1 and 2 (29 September to 12 October): build\n"
                 "Twice a week at home, 30 to 40 minutes:\n"
                 "- **Pull strength**: resistance-band rows and single-arm rows with a water bottle or dumbbell, 3 x 12 each side.\n"
                 "- **Rotation**: band woodchops and Russian twists, 3 x 15. Power in a dragon boat comes from the trunk, not the arms.\n"
                 "- **Core endurance**: front and side planks, 3 x 40 seconds.\n"
                 "- **Legs**: squats and lunges, 3 x 12. The drive starts from your legs pressing into the footrest.\n"
                 "- **Conditioning**: one session of intervals, for example 8 x 1 minute hard, 1 minute easy, on a bike or skipping.\n\n"
                 "## Week 3 (13 to 18 October): taper\n"
                 "- Cut the home sessions to one short, light one on Monday.\n"
                 "- Keep the crew's water sessions but at lower volume and race pace.\n"
                 "- Sleep is your best performance aid this week.\n\n"
                 "## The wrist\n"
                 "A sore wrist on the top hand often comes from **gripping too hard** or **bending the wrist** at the catch. Try:\n"
                 "- a relaxed grip on the T-handle, with the wrist straight in line with the forearm\n"
                 "- wrist extensor stretches after paddling\n"
                 "- asking Uncle Teo to watch your top hand on video\n"
                 "If it swells, clicks or wakes you at night, see a physiotherapist.\n\n"
                 "## Race day\n"
                 "1. **Eat** a familiar carbohydrate breakfast 2 to 3 hours before (nasi lemak is probably not the one).\n"
                 "2. **Hydrate** in the heat: sip water with electrolytes through the morning, not a litre at once.\n"
                 "3. **Warm up** 15 minutes: mobility, band work, then short paddling bursts in the boat.\n"
                 "4. **Sun**: hat and sunscreen between races; regattas involve a lot of waiting in the heat.\n"
                 "5. **Your voice**: let the drummer and the caller do the shouting."),
   ("user", "Perfect, I'll do that. Uncle Teo says Jessica will drum for us as usual. And Grace has been sending me photos of her crew's new pink paddles, so the pressure is on."),
   ("assistant", "Pink paddles are a bold opening move. Whatever the results, a crew that trains twice a week on the river all year deserves a good race. Enjoy the 18th.")],
  {"summary": "The user paddles in seat 5 on the left for the Pending Paddlers, a 20-seat mixed dragon boat crew that trains at the Kuching Waterfront on Tuesday evenings and Saturday mornings; their coach is Teo Boon Keat (Uncle Teo), a former state paddler; "
              "they race the mixed 500 m at the Sarawak Regatta on 18 October 2025; their best training time is 2:19; she is 1.58 m and 54 kg and gets a sore right wrist; her sister Grace paddles for the SGH Lady Dragons in the women's 200 m; "
              "she finished six voice therapy sessions with Nurul Huda on 4 September 2025 and her voice is much better; "
              "the assistant (not a coach) gave a three-week plan: two home sessions a week of rows, rotation, core, legs and intervals, then a taper in race week; wrist advice (relaxed grip, straight wrist, stretches, video, physio if worse); race day food, hydration, warm-up, sun and letting the drummer shout; "
              "Jessica drums for the crew.",
   "procedures": [{"name": "Three weeks before a dragon boat race", "steps": ["Two home sessions a week: rows, rotation, core, legs, intervals", "Taper in race week", "Relaxed grip and straight wrist", "Familiar breakfast 2-3 hours before", "Sip electrolytes", "15-minute warm-up"]}],
   "outcomes": ["Voice therapy finished on 4 September 2025, voice much better", "Best 500 m in training 2:19"]}),
 ("2025-10-26", "Kicap couldn't pee: a urinary blockage", [
   ("user", "Two things. First, the regatta on the 18th: we came third in the mixed 500 m final in 2:14.6, our best time ever! Grace's Lady Dragons won the women's 200 m, so I'm hearing about it every day.\n\n"
            "Second, a scare. On Thursday night Kicap kept going in and out of the litter box, straining and crying, with nothing coming out. We rushed him to the Jalan Song Veterinary Clinic. "
            "Dr. Annie Chai said his urethra was blocked with struvite crystals; she unblocked him under sedation and kept him two nights on a catheter and a drip. He came home yesterday. The bill was RM 1,850. "
            "She says it's mostly because he eats only dry food and hardly drinks, he's overweight at 6.2 kg, and he's stressed: a stray tom has been yowling and fighting him through our low kitchen window. "
            "He's on Royal Canin Urinary S/O for at least six months. How do I get him to drink more, and how do I stop this happening again?"),
   ("assistant", "Congratulations on the bronze and a personal best! And I'm glad Kicap is home. A urinary blockage in a male cat is a true emergency, and you did exactly the right thing by going that night. "
                 "I'm not a vet, so Dr. Chai's instructions come first, but here's what usually helps.\n\n"
                 "## Watch for a re-blockage\n"
                 "Re-blockage is most likely in the first days and weeks. **Go straight back** if he:\n"
                 "- strains in the litter box with little or no urine\n"
                 "- cries, licks his genitals a lot, or hides\n"
                 "- vomits or stops eating\n"
                 "A blocked cat can become critically ill within a day or two.\n\n"
                 "## More water\n"
                 "1. **Wet food**: the prescription diet comes in wet form too; wet food alone can double a cat's water intake. Ask Dr. Chai whether he can have mostly or only the wet version.\n"
                 "2. **A water fountain**: many cats drink more from moving water.\n"
                 "3. **Several bowls** in different rooms, away from his food and litter box. Wide, shallow bowls suit cats who dislike their whiskers touching the sides.\n"
                 "4. **Add water to his wet food**: a spoonful or two.\n\n"
                 "## Weight\n"
                 "At 6.2 kg he's carrying extra weight, which raises the risk. Ask for a target weight and measure his daily portion rather than topping up the bowl. Aim for slow loss, about 1% of his weight a week.\n\n"
                 "## Stress\n"
                 "Stress is a known trigger for urinary problems in cats.\n"
                 "- **Block the view** of the stray: frosted window film on the lower part of the window works well.\n"
                 "- **A pheromone diffuser** such as Feliway near where he rests.\n"
                 "- **Play** twice a day, 10 minutes with a wand toy: good for weight and stress.\n"
                 "- **Routine**: cats like predictable mealtimes.\n\n"
                 "## The litter box\n"
                 "Keep it very clean, scooped twice a day, so he never puts off going. It also lets you check that he's passing normal amounts.\n\n"
                 "## Follow-up\n"
                 "Keep the recheck appointment for a urine test, and the six-month review of the diet."),
   ("user", "Bought a ceramic water fountain (RM 129) and put frosted film on the lower half of the kitchen window. He's already drinking from the fountain, and the stray has gone quiet."),
   ("assistant", "Both are excellent moves, and a cat who takes to a fountain on the first day is a good sign. Keep an eye on the litter box for the next couple of weeks, and well done on the regatta again.")],
  {"summary": "At the Sarawak Regatta on 18 October 2025 the Pending Paddlers came third in the mixed 500 m final in 2:14.6, their best time; Grace's SGH Lady Dragons won the women's 200 m; "
              "on Thursday 23 October 2025 Kicap was straining in the litter box with no urine; at Jalan Song Veterinary Clinic Dr. Annie Chai unblocked his urethra (struvite crystals) under sedation and kept him two nights on a catheter and drip; he came home on 25 October; bill RM 1,850; "
              "causes per the vet: only dry food, little drinking, overweight at 6.2 kg, and stress from a stray tom fighting him through the low kitchen window; he is on Royal Canin Urinary S/O for at least six months; "
              "the assistant (not a vet) listed re-blockage signs, and advised wet food, a water fountain, several bowls, water in his food, slow weight loss, blocking the stray's view, a Feliway diffuser, play, routine, a clean litter box and the rechecks; "
              "she bought a ceramic water fountain (RM 129) and put frosted film on the kitchen window.",
   "outcomes": ["Third in the mixed 500 m at the Sarawak Regatta, 2:14.6", "Kicap's urinary blockage treated, RM 1,850", "Kicap on Royal Canin Urinary S/O for at least six months"],
   "discoveries": ["Kicap's blockage came from struvite crystals, dry food, low water intake, extra weight and stress"],
   "decisions": [{"decision": "A ceramic water fountain (RM 129) and frosted film on the kitchen window", "rationale": "More drinking and less stress from the stray tom"}]}),
 ("2025-11-16", "The house handover slipped: should we cancel Osaka?", [
   ("user", "House news, good and bad. We signed the sale and purchase agreement on 15 September and RHB approved the loan: RM 409,500 over 35 years at 4.05%, about RM 1,825 a month. "
            "The bad news: Mr. Ling's new house in Stutong isn't ready because the developer's occupation certificate is delayed, so he can't move out, and the handover has moved from 1 December to mid-January. "
            "That means six more weeks of rent on the flat, and the kitchen quote from Lee Brothers Kitchen came in at RM 14,000, plus RM 3,200 for window grilles. "
            "Meanwhile we'd planned a holiday in Osaka, 12 to 20 December, during the school holidays: about RM 9,600 for the two of us. The AirAsia flights (RM 3,400) are booked but can be changed to credit; the hotel we haven't paid. "
            "After the deposit and fees we have about RM 11,000 left. Also my brother Alvin's wedding is on 27 December at the longhouse, so we'll need money for that too. Should we still go?"),
   ("assistant", "A delayed handover is frustrating, but it's better to find out now than in the week you'd booked the movers. Here's a way to look at it. I'm not a financial adviser, so adapt this to your own numbers.\n\n"
                 "## Your cash position\n"
                 "Roughly:\n"
                 "- Savings left: **RM 11,000**\n"
                 "- Six extra weeks of rent: **about RM 1,650**\n"
                 "- Kitchen and grilles: **RM 17,200**, probably partly due before or soon after you move in\n"
                 "- Movers, connection fees, small repairs: **RM 2,000 to 3,000**\n"
                 "- Alvin's wedding: gifts, travel and your share of family costs\n"
                 "- Osaka: **RM 6,200** still to pay on top of the flights\n\n"
                 "Even before Osaka, you're likely to need more than you have for the house, unless you spread the kitchen over time or pay it from salary.\n\n"
                 "## Options\n"
                 "1. **Go anyway**, and pay for the kitchen later from monthly income. Possible, but it leaves you with almost no emergency fund just as you take on a mortgage.\n"
                 "2. **Shorten the trip**, for example five nights instead of eight.\n"
                 "3. **Postpone**: turn the flights into AirAsia credit and rebook for a later holiday, such as June or December 2026, when the house costs are behind you.\n"
                 "4. **Swap it** for something close and cheap this December, such as a few nights at Bako or Damai, or simply time at the longhouse around the wedding.\n\n"
                 "## What I'd weigh\n"
                 "- Credit keeps most of the flight money, so postponing costs you little.\n"
                 "- The first months of a mortgage are when unexpected costs appear; starting with a cushion is worth a lot.\n"
                 "- A holiday you're worrying about money on isn't much of a holiday.\n\n"
                 "Postponing looks the most comfortable option on these numbers, but it's your call."),
   ("user", "We've called Osaka off: flights turned into AirAsia credit, and we'll aim for December 2026 instead. We'll spend the holidays at the longhouse for Alvin's wedding. "
            "Lee Brothers will fit the kitchen after we move in, and we haven't given notice on the flat yet, as you said before."),
   ("assistant", "A sensible decision, and with the credit you haven't lost the trip, just moved it. Give notice on the flat only once Mr. Ling confirms a handover date in writing. Enjoy the wedding!")],
  {"summary": "The user and Daniel signed the sale and purchase agreement for the Batu Kawa house on 15 September 2025; RHB approved a loan of RM 409,500 over 35 years at 4.05%, about RM 1,825 a month; "
              "the handover moved from 1 December 2025 to mid-January 2026 because seller Mr. Ling's new house in Stutong isn't ready (the developer's occupation certificate is delayed), meaning six more weeks of rent; "
              "Lee Brothers Kitchen quoted RM 14,000 for the kitchen, plus RM 3,200 for window grilles; a holiday in Osaka on 12-20 December 2025 would cost about RM 9,600 (AirAsia flights RM 3,400 already booked); about RM 11,000 savings left; her brother Alvin's wedding is on 27 December 2025 at the longhouse; "
              "the assistant (not a financial adviser) laid out the cash position and options (go anyway, shorten, postpone with flight credit, a cheap local trip) and said postponing looked most comfortable; "
              "they called off Osaka, turned the flights into AirAsia credit aiming for December 2026, will spend the holidays at the longhouse for Alvin's wedding, and will have the kitchen fitted after moving in.",
   "decisions": [{"decision": "Call off the December 2025 Osaka trip; flights turned into AirAsia credit, aiming for December 2026", "rationale": "The handover slipped to January and the kitchen, grilles and extra rent need the savings"},
                 {"decision": "Spend the December holidays at the longhouse for Alvin's wedding", "rationale": "Cheap, and the wedding is on 27 December"}],
   "outcomes": ["SPA signed 15 September 2025", "RHB loan RM 409,500 at 4.05% over 35 years, about RM 1,825 a month", "Handover moved to mid-January 2026"]}),
 ("2025-12-14", "Recording my grandmother's ensera before they're lost", [
   ("user", "Family updates first. Alvin's wedding is postponed: Melinda's grandfather died in Bario last month, so her family is in mourning, and the wedding is now on Saturday 4 April 2026. "
            "(Melinda is Kelabit, a pharmacist in Miri; Alvin works offshore as an instrument technician on a gas platform off Bintulu, two weeks on, two off.) "
            "And good news: Apai started insulin on Monday 1 December. The diabetes educator at the Betong clinic showed him the pen, Grace sat with him, and he agreed to 'three months to try'. His foot has healed.\n\n"
            "Now my project. My grandmother, Inik Jelia, is 88 and knows dozens of ensera, the old Iban folk tales about Keling and Kumang and the spirits of the forest. Nobody else in the family knows them properly and she's getting forgetful. "
            "We'll be at the longhouse from 19 December for ten days. I've bought a Zoom H1n recorder (RM 520). I want to record her, transcribe the Iban, translate it into English and maybe one day make a book. How should I go about it?"),
   ("assistant", "What a valuable thing to do. Oral traditions like ensera often survive only as long as their tellers do, and a granddaughter who is also a professional interpreter is about the best person to record them. "
                 "Here's a practical workflow.\n\n"
                 "## 1. Consent and respect\n"
                 "- **Ask Inik properly**, in Iban, what the recordings are for: family, perhaps a book, perhaps an archive. Record her saying yes at the start of the first session.\n"
                 "- **Involve the family**: your parents, and anyone who might feel the stories belong to them too. In many communities stories are shared heritage, not one person's property.\n"
                 "- Some stories may only be told at certain times or by certain people. **Let her decide** what's recorded.\n\n"
                 "## 2. Recording\n"
                 "- **Settings**: WAV, 48 kHz, 24-bit. Don't record in MP3; you can always make compressed copies later.\n"
                 "- **A quiet room**, away from the ruai when it's busy, the generator, roosters and the TV. A mattress or blankets around you reduce echo.\n"
                 "- **Put the recorder 30 to 50 cm from her mouth**, on a small stand or cushion, not in your hand.\n"
                 "- **Short sessions**: 30 to 45 minutes. At 88 she'll tire, and tired tellers skip passages.\n"
                 "- **Say an introduction** on each file: date, place, who's speaking, the story's name.\n"
                 "- **Take photos** of her and the setting, and a short video if she's willing.\n\n"
                 "## 3. Keep a log\n"
                 "A simple spreadsheet: file name, date, place, teller, title, length, who else was present, notes (for example 'she sang this part').\n\n"
                 "## 4. Back up: the 3-2-1 rule\n"
                 "- **3 copies**: the SD card, your laptop, and one more.\n"
                 "- **2 kinds of storage**: for example a laptop and an external drive.\n"
                 "- **1 copy somewhere else**: cloud storage, or a drive kept at your parents' house.\n"
                 "Copy the files the same evening; SD cards fail and get lost.\n\n"
                 "## 5. Transcribing and translating\n"
                 "- Use **standard Iban spelling** consistently, and keep a list of unusual or old words to ask her about later.\n"
                 "- Tools like **ELAN** (free, used by linguists) or **oTranscribe** let you slow the audio and link text to time stamps.\n"
                 "- Transcribe first, translate second. Keep the Iban and English side by side.\n\n"
                 "## 6. Later: archives and a book\n"
                 "- The **Tun Jugah Foundation** in Kuching works on Iban oral literature and may be interested in copies or advice.\n"
                 "- A linguist at **UNIMAS** could help with spelling and old vocabulary.\n"
                 "- For a book, a bilingual Iban-English edition with her name as the teller, and an agreement with the family about any income.\n\n"
                 "Start with the stories she most loves telling; she'll warm up, and the harder ones will come."),
   ("user", "Thank you. I'll aim for 20 stories over the holidays. Daniel's job is keeping the roosters away."),
   ("assistant", "Daniel has the hardest job on the team. Twenty is a good target, but let Inik's energy set the pace: fewer stories told well are worth more than many rushed ones. Selamat Hari Krismas to you all.")],
  {"summary": "The user's brother Alvin's wedding to Melinda, a Kelabit pharmacist in Miri, is postponed from 27 December 2025 to 4 April 2026 because Melinda's grandfather died in Bario in November and her family is in mourning; Alvin is an offshore instrument technician on a gas platform off Bintulu, two weeks on, two off; "
              "Apai started insulin on 1 December 2025 after the Betong clinic's diabetes educator showed him the pen, with Grace present, agreeing to three months to try; his foot has healed; "
              "her grandmother Inik Jelia, 88, knows dozens of ensera (Iban folk tales of Keling and Kumang and forest spirits) and is getting forgetful; the user bought a Zoom H1n recorder (RM 520) to record, transcribe and translate them, maybe for a book; they'll be at the longhouse for ten days from 19 December 2025; "
              "the assistant advised consent (Inik's recorded consent, the family, letting her choose), WAV 48 kHz/24-bit in a quiet room 30-50 cm from her, 30-45 minute sessions, an introduction on each file, photos, a log, 3-2-1 backups, standard Iban spelling with ELAN or oTranscribe, "
              "and later the Tun Jugah Foundation, a UNIMAS linguist and a bilingual book with a family agreement; she aims for 20 stories over the holidays.",
   "procedures": [{"name": "Recording an elder's oral stories", "steps": ["Recorded consent and family agreement", "WAV 48 kHz/24-bit in a quiet room", "Recorder 30-50 cm away", "Short sessions", "Spoken introduction on each file", "A log", "3-2-1 backups", "Transcribe in standard spelling, then translate"]}],
   "decisions": [{"decision": "Record Inik's ensera with a Zoom H1n over the December holidays, aiming for 20", "rationale": "She is 88, getting forgetful, and nobody else knows the stories"}],
   "outcomes": ["Apai on insulin from 1 December 2025", "Alvin's wedding moved to 4 April 2026"]}),
 ("2026-01-18", "Moved into the new house, and Kicap is hiding", [
   ("user", "We're in! Mr. Ling handed over the keys last Monday and we moved yesterday with Ah Seng Transport (a 3-tonne lorry and three men, RM 1,300). Lee Brothers will fit the kitchen on 2 February; the final price went up to RM 15,200 because we added a tall larder unit. "
            "The holidays were good: I recorded 14 of Inik's stories, not 20, because she tired quickly in the afternoons, but they're all backed up three ways.\n\n"
            "The problem is Kicap. Since we let him out of the carrier yesterday he's been under the bed in the main bedroom and hasn't eaten. The neighbours' dog barks whenever he goes near the window. With his bladder history I'm nervous. What should we do?"),
   ("assistant", "Congratulations on the move, and on 14 recordings: that's a real archive already. Hiding for the first day or two is very normal for a cat in a new home, but you're right to keep a close eye on him given his history. I'm not a vet, so call Dr. Chai if anything below worries you.\n\n"
                 "## 1. Give him one safe room\n"
                 "- Choose a **quiet room** (a spare bedroom is ideal) and put everything he needs in it: **litter box, water fountain, food, his bed, and something that smells of you and the old flat** such as an unwashed T-shirt or his old blanket.\n"
                 "- Keep the door closed for the first days so the whole house isn't overwhelming.\n"
                 "- **Don't pull him out** from under the bed. Sit in the room, talk quietly, let him come to you.\n\n"
                 "## 2. Food: the important part\n"
                 "- Cats, especially **overweight cats, shouldn't go more than a day or two without eating**: it can trigger a serious liver condition (hepatic lipidosis).\n"
                 "- Offer small amounts of **strongly scented wet food** (his prescription wet food, slightly warmed) close to where he's hiding.\n"
                 "- If he hasn't eaten anything **by tomorrow evening**, call the vet.\n\n"
                 "## 3. Watch the litter box\n"
                 "Stress is a known trigger for urinary problems, and a move is about as stressful as it gets for a cat. **Any straining or crying in the box is an emergency**, as before.\n\n"
                 "## 4. Reduce stress\n"
                 "- Plug a **Feliway diffuser** into his room.\n"
                 "- **Cover the lower window** if he can see the neighbours' dog.\n"
                 "- Keep the same feeding times as in the flat.\n\n"
                 "## 5. Open up the house gradually\n"
                 "Once he's eating, using the box and exploring his room confidently, usually after a few days, open the door and let him explore one area at a time, with his room as a retreat.\n\n"
                 "## 6. Keep him indoors\n"
                 "If he ever goes outside, keep him **in for at least two to three weeks** so he learns this is home. With a barking dog next door and a busy road, an indoor life may be safest."),
   ("user", "We set up the spare room with his fountain, his old blanket and a Feliway, and he came out and ate half a pouch at 6 this morning. He's an indoor cat anyway. Our address is 27 Lorong Sri Kawa 3, if you ever want to send a housewarming gift."),
   ("assistant", "Half a pouch at dawn is a very good sign. I can't send gifts, sadly, but I'm very happy to help with the next round of settling in, whether it's the kitchen, the garden or the cat.")],
  {"summary": "Seller Mr. Ling handed over the keys to the Batu Kawa house on Monday 12 January 2026 and the user and Daniel moved in on Saturday 17 January 2026 with Ah Seng Transport (3-tonne lorry, three men, RM 1,300); their address is 27 Lorong Sri Kawa 3; "
              "Lee Brothers will fit the kitchen on 2 February 2026, final price RM 15,200 (up from RM 14,000, with a tall larder unit); over the December holidays she recorded 14 of Inik's stories (not 20; Inik tired in the afternoons), backed up three ways; "
              "Kicap has hidden under the bed and not eaten since the move, and the neighbours' dog barks; the assistant (not a vet) advised one safe room with litter, fountain, food, bed and familiar smells, not pulling him out, warmed wet food and calling the vet if he hasn't eaten in a day or two (hepatic lipidosis), "
              "watching the litter box because stress can cause another blockage, a Feliway diffuser, covering the window, the same routine, opening the house gradually and keeping him indoors for two to three weeks; "
              "they set up the spare room and he ate half a pouch the next morning; he is an indoor cat.",
   "procedures": [{"name": "Settling a cat into a new house", "steps": ["One quiet safe room with litter, water, food, bed and familiar smells", "Don't pull him out", "Warmed wet food; vet if not eating in a day or two", "Watch the litter box", "Feliway and cover the window", "Open up the house gradually", "Indoors for two to three weeks"]}],
   "outcomes": ["Keys on 12 January 2026, moved in on 17 January 2026", "Kitchen final price RM 15,200", "14 of Inik's stories recorded"]}),
 ("2026-02-08", "Job offer at the State Legislative Assembly: should I take it?", [
   ("user", "Big decision. I've been offered a post at the Dewan Undangan Negeri Sarawak (the State Legislative Assembly) in Petra Jaya, as a Hansard interpreter-translator. "
            "During sittings I'd do simultaneous interpreting from a booth with a headset (Iban into Malay and English, and back); the rest of the year I'd translate the Hansard and assembly documents. "
            "The pay is RM 5,600 a month against my RM 4,300 now, and they want me to start on Monday 2 March, with one month's notice to the courts. "
            "Downsides: I love my court colleagues, especially Farah Hanim, the Malay-English interpreter I've shared an office with for eight years; sittings can run late into the night; and simultaneous interpreting is much more tiring mentally than consecutive. "
            "The drive from Batu Kawa is about the same, 25 minutes. My voice has been fine since therapy, but I still get tired after a long day in court. What do you think?"),
   ("assistant", "Congratulations, that's a rare post and a real recognition of your skills. Here's how I'd weigh it.\n\n"
                 "## In favour\n"
                 "- **Your voice**: in a booth you speak into a headset microphone at normal volume; nobody needs you to project across a courtroom. For someone with a history of nodules that's a big, lasting difference.\n"
                 "- **Pay**: RM 1,300 more a month, about RM 15,600 a year, useful with a new mortgage.\n"
                 "- **Predictability**: sittings are scheduled in advance, and the translation work in between has normal office hours.\n"
                 "- **Career**: simultaneous interpreting and legislative translation are scarcer skills, and Iban at that level is rarer still.\n\n"
                 "## Against, or to check\n"
                 "- **Mental load**: simultaneous interpreting is intense. Internationally, interpreters work in **pairs, taking turns of about 20 to 30 minutes**. Ask whether you'll have a booth partner, or whether you'd be expected to cover long sessions alone.\n"
                 "- **Late sittings**: ask how often they run past 10 pm and whether there's time off in lieu.\n"
                 "- **Training**: ask if there's a handover period or training in simultaneous work.\n"
                 "- **Service and pension**: if both jobs are in public service, ask whether your years with the Judiciary carry over, and how the transfer works.\n"
                 "- **Colleagues**: you'd miss Farah and the court team, but Kuching is small; friendships survive a change of building.\n\n"
                 "## Questions to ask before you sign\n"
                 "1. Booth partner and length of turns?\n"
                 "2. Hours during sittings, and time off in lieu?\n"
                 "3. Training or shadowing before the first sitting?\n"
                 "4. How your service transfers, and the start date that allows for it?\n\n"
                 "On what you've told me, the voice argument alone makes it very attractive, as long as you won't be alone in the booth for hours."),
   ("user", "I asked: there are two of us per booth, switching every 30 minutes, and time off in lieu after late sittings. I've accepted, mostly because of my voice, and the extra RM 1,300 helps with the mortgage. Farah says she'll visit me for lunch in Petra Jaya every month."),
   ("assistant", "That answers the main worry, and it sounds like a well-run unit. Congratulations! Monthly lunches with Farah sound like a good way to keep one foot in the old world.")],
  {"summary": "The user was offered a post as Hansard interpreter-translator at the Dewan Undangan Negeri Sarawak (State Legislative Assembly) in Petra Jaya: simultaneous interpreting from a booth during sittings (Iban to and from Malay and English) and translating the Hansard the rest of the year; "
              "pay RM 5,600 a month against RM 4,300 at the courts; proposed start Monday 2 March 2026 with a month's notice; downsides: leaving her court colleagues, especially Farah Hanim, the Malay-English interpreter she has shared an office with for eight years, late sittings, and the mental load of simultaneous work; the drive from Batu Kawa is about 25 minutes either way; "
              "the assistant listed the voice benefit of a booth and headset, the pay, predictability and career, and the questions to ask (booth partner and 20-30 minute turns, late sittings and time off in lieu, training, transfer of service); "
              "there are two interpreters per booth switching every 30 minutes and time off in lieu; she accepted, mostly because of her voice and for the extra RM 1,300 towards the mortgage.",
   "decisions": [{"decision": "Accept the Hansard interpreter-translator post at the DUN Sarawak", "rationale": "A booth with a headset is far easier on her voice than projecting in court; RM 1,300 more a month helps with the mortgage; two interpreters per booth"}],
   "outcomes": ["Pay RM 5,600 a month at the DUN (RM 4,300 at the courts)"]}),
 ("2026-03-08", "Introducing a kitten to Kicap", [
   ("user", "Quick update: my DUN start has moved from 2 March to Monday 16 March, because the Judiciary hasn't released my service record yet. So I'm still at the courts this week and next; my farewell is at Top Spot on Friday the 13th.\n\n"
            "And, um, we adopted a kitten last Sunday. Daniel had been wanting a second cat since we moved. She's from SPCA Kuching, about 3 months old, pale cream with ginger patches, so we called her Kaya. The adoption fee was RM 150 including her first vaccinations and a spay voucher. "
            "Kicap had his recheck in February: urine clear, down to 5.6 kg. But he's been hissing at Kaya through the door and he's stopped using the upstairs litter box. How do we introduce them properly?"),
   ("assistant", "Congratulations on Kaya, and well done on Kicap's weight loss. Hissing through a door in the first week is normal: the aim is to make the introduction slow enough that he never feels his territory is being taken over. "
                 "The change in litter habits is worth watching closely, given his history.\n\n"
                 "## 1. Keep them separate at first\n"
                 "- Kaya lives in **her own room** with her own litter box, food, water, bed and toys. Kicap keeps the rest of the house.\n"
                 "- This stage often lasts **one to two weeks**, longer if either is very stressed.\n\n"
                 "## 2. Swap scents\n"
                 "- Rub a soft cloth on Kaya's cheeks and leave it near Kicap's food, and the other way round.\n"
                 "- Swap their bedding every day or two.\n"
                 "- Let Kicap explore Kaya's room while she's somewhere else.\n\n"
                 "## 3. Meals on either side of the door\n"
                 "Feed them on opposite sides of the closed door, starting far apart and moving the bowls closer day by day. Good food next to the other cat's smell builds a positive association.\n\n"
                 "## 4. Seeing without touching\n"
                 "- Replace the door with a **baby gate or a mesh screen**, or open it a crack with a doorstop.\n"
                 "- Short sessions while they eat or play; stop before anyone hisses.\n\n"
                 "## 5. Supervised time together\n"
                 "- Short sessions with a wand toy for each, so their attention is on play.\n"
                 "- Make sure Kicap has **escape routes and high places**.\n"
                 "- Gradually make the sessions longer.\n\n"
                 "## Resources\n"
                 "- **Litter boxes: one per cat plus one** (three for two cats), in different places.\n"
                 "- Separate food and water stations, and more than one resting spot.\n\n"
                 "## Kicap's litter box\n"
                 "His avoiding the upstairs box may be because it smells of Kaya or sits on her route. Add a box in a quiet spot he likes. But **if he strains, cries or produces little urine, treat it as an emergency**, as before: stress can bring the blockage back.\n\n"
                 "## Kaya's health\n"
                 "Finish her vaccinations, deworm her, and book the spay with the voucher at around five to six months."),
   ("user", "Added a third litter box in the laundry corner downstairs and Kicap used it straight away. Kaya's behind a baby gate in the spare room. Daniel calls them 'the condiments'."),
   ("assistant", "Kicap and Kaya, the condiments: it suits them. With a box he likes and a gate between them you're doing it by the book. Good luck on your last two weeks at the courts, and enjoy the farewell at Top Spot.")],
  {"summary": "The user's start at the DUN moved from 2 March to Monday 16 March 2026 because the Judiciary hadn't released her service record; her court farewell is at Top Spot on Friday 13 March 2026; "
              "on Sunday 1 March 2026 they adopted a kitten from SPCA Kuching, about 3 months old, pale cream with ginger patches, named Kaya (Daniel wanted a second cat); adoption fee RM 150 with first vaccinations and a spay voucher; "
              "Kicap's February recheck: urine clear, weight down to 5.6 kg; he hisses at Kaya and stopped using the upstairs litter box; "
              "the assistant advised separate rooms, scent swapping, feeding on either side of the door, a baby gate or screen, supervised play sessions with escape routes, one litter box per cat plus one, watching Kicap for straining, and finishing Kaya's vaccinations and spaying at five to six months; "
              "they added a third litter box in the laundry corner, which Kicap used, and Kaya is behind a baby gate in the spare room; Daniel calls the cats 'the condiments'.",
   "procedures": [{"name": "Introducing a kitten to a resident cat", "steps": ["Separate rooms", "Swap scents", "Meals on either side of the door", "Baby gate or screen", "Supervised play with escape routes", "One litter box per cat plus one"]}],
   "decisions": [{"decision": "Adopt Kaya, a kitten from SPCA Kuching, on 1 March 2026 (RM 150)", "rationale": "Daniel wanted a second cat"},
                 {"decision": "A third litter box in the laundry corner", "rationale": "Kicap stopped using the upstairs box"}],
   "outcomes": ["DUN start moved to 16 March 2026", "Kicap urine clear and 5.6 kg (February 2026)"]}),
 ("2026-04-12", "From paddler to drummer, without wrecking my voice", [
   ("user", "Alvin finally married Melinda on Saturday the 4th at our longhouse: about 300 guests, a lot of ngajat, and I ended up interpreting the speeches into Malay for Melinda's Kelabit relatives. Inik danced. Apai stayed off the tuak, I was proud of him.\n\n"
            "Work: four weeks in at the DUN. No sitting yet, the first one is in May, so I'm building glossaries of legislative terms in Iban, which is harder than it sounds because many don't exist.\n\n"
            "Dragon boat: Jessica, our drummer, has moved to KL for work, and Uncle Teo has asked me to drum for the Kuching Dragon Boat Festival race at the Waterfront on Saturday 20 June. "
            "I said yes, but a drummer calls the commands over 20 paddlers and the river, and I had nodules last year. How do I drum without wrecking my voice?"),
   ("assistant", "Congratulations to Alvin and Melinda! Interpreting the speeches at your own brother's wedding is a very you thing to do. And being asked to drum is a vote of confidence from Uncle Teo. "
                 "You're right to think about your voice first. I'm not a speech therapist, so it's worth a quick check-in with Nurul Huda too.\n\n"
                 "## Let the drum do the talking\n"
                 "The drum beat is the main signal: the crew paddles to it. Agree with Uncle Teo and the crew that **the drum carries the rhythm and the changes of pace**, and keep spoken calls for the few moments that need them.\n\n"
                 "## A small set of short calls\n"
                 "- Agree **three to five calls** in advance, each one or two syllables: for example 'Up!' for a rate increase, 'Power!' for the push, 'Hold!' to stop.\n"
                 "- Short calls carry further and strain the voice less than long sentences.\n"
                 "- Practise them in training, so the crew responds to the rhythm of the word, not its volume.\n\n"
                 "## Use your voice the way therapy taught you\n"
                 "1. **Warm up** for five minutes before training and racing: humming, lip trills, the straw.\n"
                 "2. **Resonance, not force**: call from the 'buzz' at the front of your face, with your breath behind it, not by squeezing your throat.\n"
                 "3. **Face the crew** and use the boat: your voice travels better down the boat than out over the water.\n"
                 "4. **Hydrate** before and between races.\n"
                 "5. **Rest** after training: no long chats at the Waterfront afterwards.\n\n"
                 "## Other tools\n"
                 "- **A whistle** for a few signals (start, stop), if the race rules allow it.\n"
                 "- **Hand signals** for the steerer and the front pair.\n"
                 "- Ask the organisers whether drummers may use a small **voice amplifier**; some races allow it, many don't.\n\n"
                 "## Listen to your voice\n"
                 "If you're hoarse for more than a day or two after training, cut back the calls and see Dr. Wong; you already know the early signs."),
   ("user", "Uncle Teo liked the idea of four short calls. First practice as drummer was last night and my voice was fine this morning. Grace's Lady Dragons are racing on the 20th too, of course."),
   ("assistant", "A good first session and a clear voice the morning after: that's exactly the test. Keep the warm-up habit, and may the Pending Paddlers beat the pink paddles on the 20th.")],
  {"summary": "The user's brother Alvin married Melinda on Saturday 4 April 2026 at the family longhouse (about 300 guests, ngajat); the user interpreted the speeches into Malay for Melinda's Kelabit relatives; Inik danced; Apai didn't drink tuak; "
              "four weeks into the DUN job, before the first sitting in May 2026, she is building glossaries of legislative terms in Iban; "
              "drummer Jessica moved to KL, and coach Uncle Teo asked the user to drum for the Pending Paddlers at the Kuching Dragon Boat Festival at the Waterfront on Saturday 20 June 2026; she agreed but worried about her voice after last year's nodules; "
              "the assistant (not a speech therapist) suggested letting the drum carry the rhythm, three to five short agreed calls, a vocal warm-up, resonance not force, facing the crew, hydrating and resting, a whistle or hand signals, asking about a voice amplifier, and seeing Dr. Wong if hoarse for more than a day or two; "
              "Uncle Teo agreed to four short calls; her first practice as drummer went fine; Grace's Lady Dragons also race on 20 June.",
   "decisions": [{"decision": "Drum for the Pending Paddlers from April 2026, with four short agreed calls", "rationale": "Jessica moved to KL; the drum carries the rhythm so her voice isn't strained"}],
   "procedures": [{"name": "Drumming without straining the voice", "steps": ["Let the drum carry the rhythm", "Three to five short agreed calls", "Vocal warm-up", "Resonance not force", "Face the crew", "Hydrate and rest", "Whistle or hand signals"]}],
   "outcomes": ["Alvin and Melinda married on 4 April 2026", "First practice as drummer, voice fine"]}),
 ("2026-05-03", "Budgeting a small grant for Inik's book", [
   ("user", "Good news: on Tuesday I got a letter saying my application for a cultural heritage grant from the state Ministry of Tourism, Creative Industry and Performing Arts was approved. I asked for RM 8,000 and got RM 6,500. "
            "I've now recorded 24 of Inik's stories (weekend trips to Betong since January) and 11 are transcribed and translated. The plan is a bilingual Iban-English book of the 12 best stories. "
            "My cousin Noel Ujang, a graphic designer in Sibu, will do 12 illustrations for RM 1,200, and Dr. Margaret Linang, a linguist at UNIMAS, has offered to check my Iban spelling for free. "
            "A printer in Kuching quoted RM 4,800 for 500 copies, full colour, softcover. Also, Daniel's transfer to SMK Batu Kawa has come through, five minutes from the house. He starts there on Monday 8 June. "
            "How should I budget the grant and what have I forgotten?"),
   ("assistant", "Congratulations, that's a real milestone for the project and for Inik. RM 6,500 isn't everything you asked for, but with Noel and Dr. Linang contributing it can cover a good first edition. "
                 "I'm not familiar with the grant's specific conditions, so check the approval letter for what you can spend it on and what you have to report.\n\n"
                 "## A possible budget\n"
                 "| Item | RM |\n"
                 "|---|---|\n"
                 "| Printing, 500 copies | 4,800 |\n"
                 "| Illustrations (Noel) | 1,200 |\n"
                 "| Proofs and test prints | 150 |\n"
                 "| Launch and copies for the longhouse | 250 |\n"
                 "| Contingency | 100 |\n"
                 "| **Total** | **6,500** |\n\n"
                 "It's tight. Ways to make room:\n"
                 "- Ask the printer for a quote at **300 copies**, or a simpler cover.\n"
                 "- Ask whether the printer gives **a discount for cultural or educational books**.\n"
                 "- Do the layout yourself or with Noel rather than paying a designer.\n\n"
                 "## Things people often forget\n"
                 "1. **An ISBN**: free from the Perpustakaan Negara Malaysia, and it makes the book findable in libraries. Apply a few weeks before printing.\n"
                 "2. **Legal deposit**: publishers in Malaysia must deposit copies of new books with the national library.\n"
                 "3. **A written agreement with the family**: who is credited (Inik as teller, you as recorder and translator), who owns the stories, and what happens to any income.\n"
                 "4. **A written agreement with Noel**: fee, deadline, and whether he keeps rights to the illustrations.\n"
                 "5. **Credits and thanks**: Dr. Linang, the grant, the longhouse.\n"
                 "6. **Grant reporting**: receipts for every ringgit and photos of the finished book and the launch.\n"
                 "7. **The archive**: offer the Tun Jugah Foundation copies of the recordings, with the family's agreement.\n\n"
                 "## Timeline\n"
                 "- Finish the 12th translation and Dr. Linang's check: June\n"
                 "- Illustrations: June to July\n"
                 "- Layout and proofs: August\n"
                 "- Printing: September\n\n"
                 "And congratulations to Daniel: five minutes to school is a gift."),
   ("user", "I'll ask the printer about 300 copies. Noel has sent the first sketch: Kumang weaving at the loom. Inik says it looks exactly like her when she was young."),
   ("assistant", "That's a lovely compliment for Noel, and a good sign for the book. An illustration that the teller recognises herself in is worth more than any design fee.")],
  {"summary": "On Tuesday 28 April 2026 the user learned her application for a cultural heritage grant from the Sarawak Ministry of Tourism, Creative Industry and Performing Arts was approved: RM 6,500 (she asked for RM 8,000); "
              "she has recorded 24 of Inik's stories (weekend trips to Betong since January) and transcribed and translated 11; the plan is a bilingual Iban-English book of the 12 best; "
              "her cousin Noel Ujang, a graphic designer in Sibu, will do 12 illustrations for RM 1,200; Dr. Margaret Linang, a UNIMAS linguist, will check her Iban spelling for free; a Kuching printer quoted RM 4,800 for 500 full-colour softcover copies; "
              "Daniel's transfer to SMK Batu Kawa, five minutes from home, came through, starting Monday 8 June 2026; "
              "the assistant proposed a budget (printing, illustrations, proofs, launch, contingency), ways to save (300 copies, a discount, layout themselves) and reminded her of an ISBN from the Perpustakaan Negara Malaysia, legal deposit, written agreements with the family and Noel, credits, grant reporting, offering the recordings to the Tun Jugah Foundation, and a timeline to September printing; "
              "she'll ask for a 300-copy quote; Noel's first sketch shows Kumang at the loom.",
   "outcomes": ["Grant of RM 6,500 approved (asked RM 8,000)", "24 stories recorded, 11 transcribed and translated", "Daniel to teach at SMK Batu Kawa from 8 June 2026"],
   "decisions": [{"decision": "A bilingual Iban-English book of 12 stories, illustrated by Noel Ujang for RM 1,200", "rationale": "Fits the RM 6,500 grant with printing"}],
   "procedures": [{"name": "Before printing a small book in Malaysia", "steps": ["ISBN from the Perpustakaan Negara Malaysia", "Legal deposit", "Agreement with the family", "Agreement with the illustrator", "Credits", "Grant receipts and report"]}]}),
 ("2026-05-24", "Gawai at the longhouse with a diabetic dad", [
   ("user", "Gawai Dayak is on Monday 1 June and we're driving to the longhouse on Friday the 29th for five days. Apai's latest HbA1c, checked on 12 May, is 7.4%, down from 10.2% last September, and the doctor is very pleased. He still goes to the pepper garden every morning, in his kampung adidas now. "
            "But Gawai is a minefield: kuih jala and kek lapis everywhere, tuak in every bilik, and he'll be dancing the ngajat barefoot on the ruai half the night. What should we watch for?\n\n"
            "Other news: my first DUN sitting ran from 11 to 20 May. Some nights we finished after midnight, but the booth is easy on my voice. And Kicap had a dental clean and two teeth out on Saturday 9 May (RM 680). "
            "Our neighbour Mrs. Chong, a retired teacher with a Pomeranian called Mochi, will feed the cats twice a day while we're away."),
   ("assistant", "A drop from 10.2% to 7.4% in under a year is a big achievement for your dad, and the kampung adidas are clearly doing their job. Gawai is about celebrating, and he can enjoy it with a few precautions. "
                 "I'm not a doctor: the clinic's advice on his insulin comes first.\n\n"
                 "## Alcohol and insulin\n"
                 "This is the most important one.\n"
                 "- Alcohol stops the liver from releasing sugar, so with insulin it can cause **low blood sugar (hypoglycaemia)**, sometimes hours later, including during the night.\n"
                 "- If he drinks tuak, he should **eat with it**, keep it to a small glass or two, and **never on an empty stomach**.\n"
                 "- The signs of a low (shakiness, sweating, confusion, slurred speech) **look a lot like being drunk**, so the family should know the difference and check.\n"
                 "- Keep **sweets or a sugary drink** handy for a low, and check his sugar before bed.\n\n"
                 "## Food\n"
                 "- Eat **regular meals**, not just grazing on kuih all day.\n"
                 "- Fill up on **pansuh, vegetables and meat**, then a small piece of kek lapis, not the other way round.\n"
                 "- Sweet drinks count: **water or plain tea** between the tuak.\n\n"
                 "## Insulin on the road\n"
                 "- Keep insulin **cool but not frozen**; in a warm longhouse, a cool box or a clay pot of water works.\n"
                 "- Keep to his usual injection times despite late nights.\n"
                 "- Bring spare needles, the glucose meter and strips.\n\n"
                 "## Feet and the ngajat\n"
                 "- Dancing barefoot on the ruai is part of the celebration, so **check his feet** the next morning for blisters or splinters.\n"
                 "- Any cut gets **cleaned and covered straight away**, and watched.\n\n"
                 "## The cats\n"
                 "Leave Mrs. Chong the vet's number, Kicap's diet instructions, and a note of his warning signs (straining, crying in the litter box, not eating after the dental work).\n\n"
                 "Selamat Hari Gawai to you and your family!"),
   ("user", "I'll brief Grace and Indai on the hypo signs. Apai says he'll have one glass of tuak 'for the ancestors'. Mrs. Chong has the vet's number and a list on the fridge."),
   ("assistant", "One glass for the ancestors, with a full plate, is a fair compromise. With Grace and your mum briefed and Mrs. Chong in charge of the condiments, you can enjoy the festival. Gayu guru gerai nyamai!")],
  {"summary": "The user's family celebrates Gawai Dayak on Monday 1 June 2026 at the longhouse; she and Daniel drive there on Friday 29 May for five days; Apai's HbA1c on 12 May 2026 was 7.4%, down from 10.2% in September 2025; he still works the pepper garden every morning, now wearing his kampung adidas; "
              "her first DUN sitting ran from 11 to 20 May 2026, some nights past midnight, and the booth is easy on her voice; Kicap had a dental clean and two teeth extracted on 9 May 2026 (RM 680); neighbour Mrs. Chong, a retired teacher with a Pomeranian called Mochi, will feed the cats twice a day; "
              "the assistant (not a doctor) warned that alcohol with insulin can cause hypoglycaemia hours later, that a low looks like drunkenness, to eat with tuak and keep sweets handy, to eat regular meals with pansuh and vegetables before kek lapis, to keep insulin cool and injection times regular, "
              "to check his feet after dancing the ngajat barefoot, and to leave Mrs. Chong the vet's number and Kicap's warning signs; "
              "she'll brief Grace and her mother on hypo signs; Apai will have one glass of tuak.",
   "procedures": [{"name": "Gawai with a diabetic on insulin", "steps": ["Tuak only with food, a glass or two", "Know the signs of a hypo", "Sweets handy; check sugar before bed", "Regular meals, savoury food first", "Insulin cool, usual injection times", "Check feet after the ngajat"]}],
   "outcomes": ["Apai's HbA1c 7.4% (12 May 2026)", "First DUN sitting 11-20 May 2026", "Kicap's dental clean and two extractions, RM 680"]}),
 ("2026-06-14", "Voice all clear, and race nerves as the new drummer", [
   ("user", "Back from Gawai, all well: Apai kept to his one glass and his feet survived the ngajat. On Tuesday I had my follow-up with Dr. Wong: the nodules have gone, and she says I don't need to come back unless I'm hoarse for more than three weeks again. "
            "Daniel started at SMK Batu Kawa on Monday and came home for lunch, which he's very smug about.\n\n"
            "The race is next Saturday, the 20th, the mixed 200 m at the Kuching Dragon Boat Festival. It's my first race as drummer and I'm nervous: a 200 m is over in under a minute, and if I get the start call wrong the whole boat suffers. How do I prepare?"),
   ("assistant", "Wonderful news about the nodules: a year after the first scope, and through a job change and a new role in the boat, that's a real result of the work you've put in. "
                 "Nerves before a first race in a new seat are normal, and they usually mean you care about doing it well. Here's a plan for the week.\n\n"
                 "## Know the race by heart\n"
                 "A 200 m race has three phases:\n"
                 "1. **The start**: short, fast strokes to get the boat moving, often 5 to 10 strokes.\n"
                 "2. **The transition**: lengthening into the race pace.\n"
                 "3. **The finish**: a final push over the last 10 to 15 strokes.\n"
                 "Agree with Uncle Teo exactly **how many strokes each phase lasts** and which of your four calls goes where, then write it on a card and tape it to the drum.\n\n"
                 "## Practise the start\n"
                 "- In the last two sessions, **do six to eight starts**, with you calling and drumming exactly as on the day.\n"
                 "- Practise a **false start** too, so you know the recall signal and the crew knows your stop call.\n\n"
                 "## Race-day routine\n"
                 "- **Warm up your voice** with the straw and humming before the crew warm-up.\n"
                 "- **Water** in small sips; keep a bottle at the drum seat if the rules allow.\n"
                 "- **Watch the starter**, not the other boats.\n"
                 "- **Breathe**: one slow breath out before the 'Attention' call settles the nerves and the voice.\n\n"
                 "## Your mind\n"
                 "- **Focus on the process**: the beat and the calls, not the result or Grace's boat.\n"
                 "- **If something goes wrong**, keep drumming; a crew recovers quickly if the rhythm stays steady.\n\n"
                 "Enjoy it. Being trusted with the drum is something to be proud of, whatever the clock says."),
   ("user", "Uncle Teo and I have written the card: 8 start strokes, 'Up!' into race pace, 'Power!' at 100 m, 'Home!' for the last 15. I'll tape it to the drum."),
   ("assistant", "That's a clear, simple plan, and four calls is about as easy on the voice as drumming gets. Good luck on Saturday!")],
  {"summary": "Gawai went well: Apai kept to one glass of tuak and his feet were fine after the ngajat; at her follow-up on Tuesday 9 June 2026, Dr. Wong found the user's vocal nodules had gone, with no further follow-up unless she is hoarse for more than three weeks; "
              "Daniel started at SMK Batu Kawa on Monday 8 June 2026 and comes home for lunch; "
              "her first race as drummer is the mixed 200 m at the Kuching Dragon Boat Festival on Saturday 20 June 2026; the assistant explained the start, transition and finish, suggested a card taped to the drum with stroke counts and calls, practising starts and a false start, a vocal warm-up, sipping water, watching the starter, breathing, focusing on the process and keeping the rhythm if something goes wrong; "
              "with Uncle Teo she wrote the card: 8 start strokes, 'Up!' into race pace, 'Power!' at 100 m, 'Home!' for the last 15.",
   "outcomes": ["Vocal nodules gone (9 June 2026)", "Daniel teaching at SMK Batu Kawa from 8 June 2026"],
   "procedures": [{"name": "Drumming a 200 m race", "steps": ["Agree stroke counts for start, transition and finish", "A card on the drum", "Practise starts and a false start", "Vocal warm-up", "Watch the starter", "Keep the rhythm if something goes wrong"]}]}),
 ("2026-06-28", "We won! And a preface for Inik's book", [
   ("user", "WE WON. The Pending Paddlers won the mixed 200 m at the Kuching Dragon Boat Festival on the 20th in 52.8 seconds, our first ever gold. My voice held up perfectly. Grace's Lady Dragons came third in the women's 200 m, so for once I'm the one sending photos. "
            "Uncle Teo says I'm the drummer for good now.\n\n"
            "The book is moving: I've now recorded 31 of Inik's stories, and 12 are translated and checked by Dr. Linang. The printer's 300-copy price is RM 3,300, so we're printing 500 copies after all at RM 4,800 because the extra 200 only cost RM 1,500. "
            "The title will be 'Ensera Inik: Stories from my grandmother's longhouse', and the launch is at the Pustaka Negeri Sarawak on Saturday 26 September. Inik turns 89 in August. "
            "We've also rebooked Osaka for 11 to 19 December with the AirAsia credit. "
            "Could you draft a short preface for the book, in English, about a page, in my voice?"),
   ("assistant", "Congratulations to the whole crew, and to you: gold in your first race as drummer, with a healthy voice, is quite a year's turnaround. Here's a draft preface; change anything that doesn't sound like you.\n\n"
                 "---\n\n"
                 "## Preface\n\n"
                 "When I was a child, the evenings at our longhouse outside Betong ended on the ruai, with my grandmother's voice. Inik Jelia would sit with her back against the wall, her hands still busy with something, and begin: *Kenu ku cerita...* "
                 "Then Keling and Kumang would walk out of the forest and into the lamplight, and none of us children moved until the story was done.\n\n"
                 "I grew up, moved to Kuching, and made a living carrying words between languages, in courtrooms and now in the State Legislative Assembly. It took me far too long to realise that the most important words I know were never written down.\n\n"
                 "In December 2025, with a small recorder and a great deal of patience from Inik, I began recording her ensera. Over the following months she told me 31 stories, usually in the mornings, when she was strongest, "
                 "while my husband Daniel kept the roosters away. This book gathers twelve of them, in her Iban and in my English, side by side.\n\n"
                 "A translation is always a compromise. Iban has words for the forest, the river and the spirits that English simply does not, and I have tried to keep the rhythm of Inik's telling even where I could not keep every meaning. "
                 "Where I have failed, the fault is mine; the Iban text is there so that readers who speak it can hear her as she is.\n\n"
                 "I am grateful to Dr. Margaret Linang of UNIMAS, who checked every line of the Iban; to my cousin Noel Ujang, whose pictures gave Kumang the face of a young Inik; to the Ministry of Tourism, Creative Industry and Performing Arts for its support; "
                 "and to my family and our longhouse, to whom these stories belong.\n\n"
                 "Above all, this book is for Inik, who kept these stories for eighty-nine years, and for the children of our longhouse, so that they can keep them for the next eighty-nine.\n\n"
                 "*Rosalind anak Jabu, Kuching, 2026*\n\n"
                 "---\n\n"
                 "A few notes:\n"
                 "- The Iban opening line is a placeholder; use the formula Inik actually starts with.\n"
                 "- Check with the family that 'to whom these stories belong' reflects what you've agreed.\n"
                 "- If the book goes to print before her birthday in August, adjust 'eighty-nine'."),
   ("user", "I cried a bit reading that. Inik starts every story with 'Dulu menya...', so I'll use that. Thank you."),
   ("assistant", "Then 'Dulu menya...' it is; her own words are the right way to open her book. I hope the launch on 26 September is a wonderful day for her, and for the whole longhouse.")],
  {"summary": "The Pending Paddlers, with the user as drummer, won the mixed 200 m at the Kuching Dragon Boat Festival on 20 June 2026 in 52.8 seconds, their first gold; her voice held up; Grace's SGH Lady Dragons came third in the women's 200 m; Uncle Teo made her the permanent drummer; "
              "she has recorded 31 of Inik's stories, and 12 are translated and checked by Dr. Margaret Linang; the printer quoted RM 3,300 for 300 copies, so they print 500 at RM 4,800; the book is 'Ensera Inik: Stories from my grandmother's longhouse', launched at the Pustaka Negeri Sarawak on Saturday 26 September 2026; Inik turns 89 in August 2026; "
              "they rebooked Osaka for 11-19 December 2026 with the AirAsia credit; the assistant drafted a one-page English preface in her voice (childhood evenings on the ruai, her work as an interpreter, recording from December 2025, twelve stories side by side in Iban and English, thanks to Dr. Linang, Noel Ujang, the ministry and the longhouse, dedicated to Inik); "
              "Inik opens every story with 'Dulu menya...', which will open the preface.",
   "outcomes": ["Won the mixed 200 m at the Kuching Dragon Boat Festival, 52.8 s", "31 stories recorded, 12 translated and checked", "500 copies at RM 4,800", "Launch at the Pustaka Negeri Sarawak on 26 September 2026", "Osaka rebooked for 11-19 December 2026"],
   "decisions": [{"decision": "Print 500 copies rather than 300", "rationale": "The extra 200 copies only cost RM 1,500"},
                 {"decision": "Ros stays the Pending Paddlers' drummer for good", "rationale": "Uncle Teo's decision after the gold"}]}),
]

QUESTIONS_130 = [
 # single facts the user said about herself, her family, pets and people around her
 ("How old am I?", "34"),
 ("Which languages do I interpret between?", "Iban, Malay and English"),
 ("What does my sister Grace do for a living?", "a nurse in the emergency department at Sarawak General Hospital"),
 ("Which ENT specialist looked at my throat?", "Dr. Wong Mei Ling at Normah Medical Specialist Centre"),
 ("What's my dragon boat crew called?", "the Pending Paddlers"),
 ("Who coaches our dragon boat crew?", "Teo Boon Keat (Uncle Teo), a former state paddler"),
 ("What did I buy to record Inik's stories?", "a Zoom H1n recorder (RM 520)"),
 ("Who did my brother Alvin marry?", "Melinda, a Kelabit pharmacist in Miri"),
 ("Which vet treated Kicap when he couldn't pee?", "Dr. Annie Chai at the Jalan Song Veterinary Clinic"),
 # when
 ("When did I first see the ENT about my voice?", "Tuesday 22 July 2025"),
 ("When did Kicap get his urinary blockage?", "Thursday 23 October 2025"),
 ("When did we move into the Batu Kawa house?", "Saturday 17 January 2026 (keys on 12 January)"),
 ("When was Alvin's wedding in the end?", "Saturday 4 April 2026 (postponed from 27 December 2025)"),
 ("When did I start at the State Legislative Assembly?", "Monday 16 March 2026 (moved from 2 March)"),
 # counts and amounts
 ("How much did we pay for the house in Batu Kawa?", "RM 455,000 (asking price RM 468,000)"),
 ("What was the vet bill for Kicap's blockage?", "RM 1,850"),
 ("How much was the heritage grant for Inik's book?", "RM 6,500 (I asked for RM 8,000)"),
 # lists across chats
 ("What cats do we have?", "Kicap (a black tom) and Kaya (a cream and ginger kitten from SPCA Kuching, adopted March 2026)"),
 ("What have I done to look after my voice?", "cut kopi-C from four to two a day, asked for a clip-on mic in court, six sessions of voice therapy with Nurul Huda Bakri (straw exercises), evening voice rest, and vocal warm-ups with four short calls as drummer"),
 ("What health problems has Kicap had?", "a urinary blockage with struvite crystals (October 2025), being overweight, and a dental clean with two teeth out (May 2026)"),
 ("Who has been helping me with the book of Inik's stories?", "Inik Jelia (the storyteller), my cousin Noel Ujang (illustrations), Dr. Margaret Linang of UNIMAS (checking the Iban spelling), and a state ministry heritage grant"),
 ("Which races has my dragon boat crew done, and how did we do?", "the Sarawak Regatta (18 October 2025, third in the mixed 500 m, 2:14.6) and the Kuching Dragon Boat Festival (20 June 2026, won the mixed 200 m, 52.8 s)"),
 # latest value of something that changed
 ("What's my job now?", "Hansard interpreter-translator at the Sarawak State Legislative Assembly (DUN) since 16 March 2026 (before, a court interpreter)"),
 ("What's my position in the dragon boat now?", "the drummer (since April 2026; I used to paddle in seat 5)"),
 ("How many of Inik's stories have I recorded so far?", "31 (June 2026)"),
 ("What's Dad's most recent HbA1c?", "7.4% (12 May 2026; it was 10.2% in September 2025)"),
 ("Which school does Daniel teach at now?", "SMK Batu Kawa (since 8 June 2026; before, SMK Green Road)"),
 # yes/no
 ("Did I need an operation on my vocal cords?", "No (voice therapy only; the nodules had gone by June 2026)"),
 ("Did Daniel and I go to Osaka in December 2025?", "No (called off; rebooked for December 2026)"),
 ("Is Dad on insulin now?", "Yes (since 1 December 2025)"),
 ("Did my crew win at the Sarawak Regatta?", "No (third in the mixed 500 m final)"),
 # why
 ("Why did Dad refuse insulin at first?", "he thought insulin leads to amputation, because his friend Apai Ranggau lost a leg a year after starting it"),
 ("Why was Alvin's wedding pushed back?", "Melinda's grandfather died in Bario, so her family was in mourning"),
 ("Why did we get the keys to the new house later than planned?", "the seller's new house in Stutong wasn't ready because the developer's occupation certificate was delayed"),
 # what the assistant recommended
 ("What did you tell me to do to help Kicap settle into the new house?", "keep him in one quiet room with his litter, water, food and familiar things, don't pull him out, tempt him with warmed wet food (vet if he doesn't eat in a day or two), watch the litter box, use a Feliway diffuser, open the house gradually and keep him indoors"),
 ("What did you advise about recording Inik's stories?", "get her recorded consent and the family's agreement, record WAV in a quiet room with the recorder 30-50 cm away, short sessions with a spoken introduction, keep a log, back up 3-2-1, and transcribe in standard Iban spelling before translating"),
 # inference
 ("Would Dad be willing to give up his pepper garden?", "Likely no"),
 ("Would a job shouting instructions across a big hall without a microphone suit me?", "Likely no (I had vocal nodules and chose the booth job for my voice)"),
 # not in the archive
 ("What's Daniel's mother's name?", "Not mentioned in my chats"),
 ("What car do we drive?", "Not mentioned in my chats"),
]


def assistant_chats_57_at(folder):
    """The archive of CHATS_130 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a57c", CHATS_130, "chatgpt")


@pytest.fixture(scope="module")
def assistant_chats_57(tmp_path_factory):
    return assistant_chats_57_at(tmp_path_factory.mktemp("assistant57"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_130, "assistant 57")


def test_the_archive_finds_the_grandmothers_stories(assistant_chats_57):
    assert assistant_chats_57.search("ensera").results
