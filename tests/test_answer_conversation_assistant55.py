"""A fifty-fifth written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind: its questions and gold answers were fixed before any run of
`kbsearch answer` on it, and without reading the answer rules. It is HELD OUT: the developers
never read its questions, only its score. A dubbing artist in Kochi, Kerala, Divya Menon, 34, who
voices heroines in Malayalam films and dubs Tamil and Telugu films into Malayalam, lives with her
husband Arjun, a Kochi Metro train operator, their son Aditya ('Kannan', 6 then 7) and Pappadam, an
indie cat. She chats with ChatGPT from August 2025 to July 2026: freelance tax, an Onam lunch for
fourteen, spaying the cat, a hoarse voice after a horror film that turns out to be vocal nodules
(voice rest, voice therapy, reflux, no operation), hearing aids for her father in Thrissur and his
reluctance to wear them, a job offer as an in-house dubbing director at a studio in Kakkanad, a
Christmas trip to Hampi postponed to April, a rent rise and a move to Kalamassery that slips a week,
Arjun's move to the metro's control centre, an electric scooter, her son's kalari, swimming and chenda,
a flat they decide not to buy yet, her sister Dhanya's pregnancy in Dubai and a second cat, with facts
the user updates later (her job, her salary, the rent, Arjun's job, her father's hearing aids).
bench/answer_conversations.py asks every question ("assistant 55")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_126 = [
 ("2025-08-09", "Freelance dubbing income: GST, TDS and advance tax", [
   ("user", "Hi. I'm Divya, 34, from Kochi. I'm a dubbing artist, freelance, been doing it for nine years now. Mostly I voice the heroines in Malayalam films (the actress shoots in her own voice if she's Malayali, but a lot of them are from Mumbai or Chennai, so someone has to re-voice them), "
            "plus I dub Tamil and Telugu films into Malayalam, and ads, lots of ads. I charge ₹35,000 for a heroine's full dub in a film and ₹6,000 per ad session. "
            "Last financial year (2024-25) I made about ₹9.6 lakh in total. The production houses deduct 10% TDS before they pay me, the ad agencies sometimes do and sometimes don't. "
            "My CA, Sunil Mathew in Kaloor, files my return but he's always in a hurry and I never understand anything he says. Do I need to register for GST? And what is advance tax, do I have to pay it?"),
   ("assistant", "Great questions, and very common ones for freelancers in creative work. I'm an AI, not a chartered accountant, so please confirm the specifics with Sunil before acting on anything, but here is the general picture so his answers make more sense.\n\n"
                 "## 1. GST: do you need to register?\n"
                 "For someone who **supplies services**, GST registration becomes compulsory once your **aggregate turnover crosses ₹20 lakh in a financial year** (₹10 lakh in a few special category states; Kerala is under the normal ₹20 lakh limit).\n\n"
                 "- At about **₹9.6 lakh**, you are well below that threshold, so **you don't need to register** just because of your income.\n"
                 "- Some clients (big agencies, streaming platforms) occasionally ask for a GSTIN. You *can* register voluntarily, but then you must charge 18% GST on every invoice and file returns every month or quarter, which is paperwork you don't need yet.\n"
                 "- **Keep an eye on the total.** If a good year takes you near ₹20 lakh, talk to Sunil before you cross it, not after.\n\n"
                 "## 2. TDS: what's already being deducted\n"
                 "When a production house deducts 10%, that's usually **TDS under section 194J** (fees for professional services). It isn't an extra tax: it's an **advance payment of your own income tax**, credited against your PAN.\n\n"
                 "1. Download your **Form 26AS / Annual Information Statement (AIS)** from the income tax portal at least once a quarter.\n"
                 "2. Check that every deduction a client claims to have made actually appears there.\n"
                 "3. If it's missing, ask the client for their **Form 16A** and to correct their TDS return.\n\n"
                 "## 3. Presumptive taxation (section 44ADA)\n"
                 "Professionals with receipts under a certain limit can opt to declare **50% of gross receipts as profit** without maintaining detailed books. Whether dubbing counts as a 'profession' for 44ADA depends on how your work is classified (artistic and film work often is), so **ask Sunil specifically whether 44ADA applies to you**. "
                 "It usually reduces paperwork a lot and, at your income, can work out well compared with claiming actual expenses.\n\n"
                 "## 4. Advance tax\n"
                 "If your total tax for the year, **after subtracting TDS**, is more than **₹10,000**, you're expected to pay it in instalments during the year rather than all at once when filing:\n\n"
                 "| Due date | Cumulative share of the year's tax |\n"
                 "|---|---|\n"
                 "| 15 June | 15% |\n"
                 "| 15 September | 45% |\n"
                 "| 15 December | 75% |\n"
                 "| 15 March | 100% |\n\n"
                 "If you opt for 44ADA, the whole amount can usually be paid in **one instalment by 15 March**. Miss the dates and you pay interest (sections 234B and 234C), which is small but annoying.\n\n"
                 "With 10% TDS already taken from most of your film work, under the new regime (with its higher basic exemption and rebate) you may owe **little or nothing extra**, and may even be due a refund. That's exactly the calculation to ask Sunil to walk you through.\n\n"
                 "## 5. A simple system for the year\n"
                 "- A spreadsheet with **date, client, project, amount invoiced, TDS deducted, date paid**.\n"
                 "- A separate savings account where you move **10% of every payment that came without TDS** (the ad agencies that don't deduct), so the tax is already set aside.\n"
                 "- A quarterly check of the AIS.\n\n"
                 "Would you like a template for that spreadsheet?"),
   ("user", "Yes please. And for context, my husband Arjun is a salaried employee, he's a train operator with Kochi Metro, based at the Muttom depot, so his tax is all done by his employer. We have a son, Aditya, we call him Kannan, he's 6, and a cat called Pappadam who walks all over my keyboard while I type this."),
   ("assistant", "Here's a simple layout you can set up in Google Sheets or Excel:\n\n"
                 "| Date invoiced | Client | Project (film / ad / series) | Type of work | Amount (₹) | TDS deducted (₹) | Net received (₹) | Date received | In AIS? (Y/N) |\n"
                 "|---|---|---|---|---|---|---|---|---|\n\n"
                 "A few tips:\n"
                 "- Add a **second tab** for expenses you might need if you ever move off presumptive taxation: studio travel, a good microphone or headphones for home recording, your phone bill.\n"
                 "- Use a formula at the bottom for **total receipts so far this year**, so you always know how far you are from the ₹20 lakh GST line.\n"
                 "- Colour the rows where **no TDS** was deducted; those are the ones you set money aside for.\n\n"
                 "Since Arjun's tax is handled through his salary, you don't need to combine anything with him; in India each person files separately. And Pappadam is clearly applying for the job of assistant editor.")],
  {"summary": "The user, Divya, 34, from Kochi, is a freelance dubbing artist for nine years: she voices heroines in Malayalam films, dubs Tamil and Telugu films into Malayalam and does ads; she charges ₹35,000 for a heroine's full film dub and ₹6,000 per ad session; "
              "she earned about ₹9.6 lakh in 2024-25; production houses deduct 10% TDS; her CA is Sunil Mathew in Kaloor; "
              "the assistant (an AI, not a CA) said GST registration for services is compulsory only above ₹20 lakh turnover, so she doesn't need it yet; explained TDS under section 194J and checking Form 26AS/AIS, "
              "presumptive taxation under section 44ADA (50% of receipts as profit, ask the CA if it applies), advance tax if tax after TDS exceeds ₹10,000 (15 June, 15 September, 15 December, 15 March, or one instalment by 15 March under 44ADA), "
              "and suggested a spreadsheet of invoices and setting aside 10% of payments without TDS; her husband Arjun is a Kochi Metro train operator at the Muttom depot; their son Aditya ('Kannan') is 6; their cat is Pappadam.",
   "procedures": [{"name": "Keeping freelance tax under control", "steps": ["Track every invoice, TDS and payment in a spreadsheet", "Check Form 26AS / AIS every quarter", "Set aside 10% of payments made without TDS",
                   "Watch the ₹20 lakh GST threshold", "Ask the CA whether section 44ADA applies", "Pay advance tax by the due dates"]}],
   "decisions": [{"decision": "Not registering for GST for now", "rationale": "Her receipts (about ₹9.6 lakh) are far below the ₹20 lakh threshold for services"}],
   "outcomes": ["Income 2024-25 about ₹9.6 lakh", "Rates: ₹35,000 per film, ₹6,000 per ad session"]}),
 ("2025-08-30", "Onam sadya for 14 in a two-bedroom flat", [
   ("user", "Onam help! Thiruvonam is next Friday and this year it's at our place for the first time, because Amma's knees can't do a whole day in the kitchen anymore. We'll be 14: us three, my parents coming from Thrissur (Achan and Amma), Arjun's mother Leela from Tripunithura, "
            "my sister Dhanya and her husband Rahul who are flying in from Dubai (she's a physiotherapist there, Rahul is in IT), Arjun's brother Vinod with his wife and two kids, and my best friend Shabna with her husband. "
            "We live in a rented 2BHK in Edappally, ₹18,000 a month, the kitchen is tiny. I want to do a proper sadya on banana leaves, at least 18 items. I'm going to order the ada pradhaman, 4 litres from Annapoorna Caterers in Vyttila at ₹450 a litre, and the banana chips and sharkara varatti from the bakery. "
            "Everything else we cook. Arjun makes the best avial in the family, so that's his. How do I plan this without dying?"),
   ("assistant", "Hosting your first Onam sadya is a big step, and ordering the payasam and the fried items is already the smartest decision you've made. Here's a plan built around a small kitchen and a Friday lunch.\n\n"
                 "## The menu (18+ items, split by who makes them and when)\n\n"
                 "**Bought in:** ada pradhaman (4 litres), banana chips, sharkara varatti, pappadam (the edible kind), pickles if you don't have homemade ones, bananas.\n\n"
                 "**Can be made 1-2 days ahead (Wednesday/Thursday):**\n"
                 "- Inji puli (it actually improves after a day or two)\n"
                 "- Mango and lime pickle, if making your own\n"
                 "- Erissery pumpkin and beans boiled and kept in the fridge\n"
                 "- Grated coconut: grate everything Thursday night, refrigerate in boxes\n\n"
                 "**Thursday evening prep:**\n"
                 "- Chop all vegetables for avial, thoran, olan and sambar into labelled boxes\n"
                 "- Make the sambar powder / roast coconut for theeyal\n"
                 "- Set curd for pulissery and moru\n\n"
                 "**Friday morning, in this order:**\n"
                 "1. Rice (two batches if your cooker is small) - 6:30 am\n"
                 "2. Sambar, parippu - 7:30 am\n"
                 "3. Olan, kaalan/pulissery - 8:30 am\n"
                 "4. Thoran, kichadi, pachadi - 9:30 am\n"
                 "5. **Arjun's avial** last among the curries, around 10:30, so it's fresh\n"
                 "6. Heat the pradhaman gently, serve lunch around 12:30\n\n"
                 "## Space and equipment for 14\n"
                 "- Borrow or rent **one large uruli or two big vessels**; caterers often rent vessels.\n"
                 "- Serve in **two batches of seven** on a mat or a long table: the elders and children first.\n"
                 "- Buy banana leaves on Thursday evening and keep them rolled in a damp cloth.\n"
                 "- Use the bedroom as a cool waiting area with a fan and snacks.\n\n"
                 "## Delegate\n"
                 "- **Arjun:** avial, plus he's in charge of rice and the pressure cooker.\n"
                 "- **Dhanya and Rahul:** leaves, layout, serving the first batch.\n"
                 "- **Amma:** seated supervision and tasting; her knees get a chair and she gets authority.\n"
                 "- **Kannan:** pookalam in the morning with his cousins.\n\n"
                 "## Quantities (rough)\n"
                 "- Rice: about 150 g uncooked per adult, so roughly 2 kg\n"
                 "- Pradhaman: 4 litres is generous for 14, which is fine; leftovers disappear\n"
                 "- Sambar: 3 litres; parippu: 1 litre\n\n"
                 "The trick of any sadya is that nothing has to be piping hot except rice, sambar and parippu. Happy Onam!"),
   ("user", "Amma insists on making the olan and the sambar herself, sitting down, so I'll let her. One thing: Achan doesn't hear well anymore, at family things he just sits and smiles and doesn't follow anything. It makes me sad. But that's a problem for another day."),
   ("assistant", "Letting Amma take the sambar and olan is a lovely way to hand over the tradition without taking it away from her.\n\n"
                 "About your father: that sitting-and-smiling is very common with **hearing loss in noisy gatherings**, which is the hardest listening situation there is. For Onam itself, seat him **at the end of the row with his better ear towards the conversation**, away from the kitchen noise, "
                 "and ask people to face him when they talk. And when you're ready, a **hearing test with an audiologist** is simple, painless and quick; many people put it off for years and then wish they hadn't.")],
  {"summary": "The user is hosting Onam lunch for the first time on Thiruvonam, Friday 5 September 2025, because her mother's knees can't manage a day in the kitchen; 14 people: the user, Arjun and Kannan, her parents from Thrissur (Achan and Amma), Arjun's mother Leela from Tripunithura, "
              "her sister Dhanya (a physiotherapist in Dubai) and Dhanya's husband Rahul (in IT), Arjun's brother Vinod with his wife and two children, and her best friend Shabna with her husband; they rent a 2BHK in Edappally for ₹18,000 a month; "
              "she ordered 4 litres of ada pradhaman from Annapoorna Caterers in Vyttila at ₹450 a litre and banana chips and sharkara varatti from the bakery; Arjun makes the avial; Amma makes the olan and sambar sitting down; "
              "the assistant gave a make-ahead schedule, serving in two batches of seven and delegation; her father doesn't hear well at gatherings; the assistant suggested seating him with his better ear to the conversation and an audiologist's hearing test.",
   "procedures": [{"name": "Sadya for 14 in a small kitchen", "steps": ["Buy in payasam and fried items", "Make inji puli and pickles ahead", "Chop and grate everything the evening before",
                   "Cook rice, sambar, parippu first, avial last", "Serve in two batches of seven"]}],
   "decisions": [{"decision": "Order the ada pradhaman from Annapoorna Caterers and the chips from the bakery", "rationale": "Small kitchen; cook everything else at home"}],
   "outcomes": ["Onam lunch for 14 on 5 September 2025 at the Edappally flat", "Ada pradhaman 4 litres at ₹450 a litre"]}),
 ("2025-09-20", "Spaying our indie cat: what to expect", [
   ("user", "Onam went really well by the way, all 14 of us, and Achan even managed to laugh at Vinod's jokes, so your seating trick worked a bit. Kannan has also started kalaripayattu, at Sree Bhadra Kalari near our place, Saturday and Sunday mornings, ₹1,200 a month. He's obsessed, he does the animal poses all over the flat.\n\n"
            "Now the cat. Pappadam is our indie girl, a brown tabby, about ten months old. We found her as a tiny kitten last December on the lane behind the Edappally church, Kannan named her Pappadam because when she sleeps curled up she's round and flat like one. "
            "She's been calling and rolling around every few weeks and the toms from the next building are visiting our balcony. Our vet, Dr. Ashiq Rahman at Paws & Claws Pet Clinic in Palarivattom, has booked her for spaying next Saturday, ₹3,500 including the anaesthesia. What do I need to do?"),
   ("assistant", "Glad Onam went well, and that Achan could follow some of it! Spaying Pappadam now is a good decision: at ten months she's at a perfect age, and it prevents pregnancies, the heat cycles you're seeing, and greatly reduces the risk of mammary tumours and womb infections later. I'm not a vet, so follow Dr. Ashiq's instructions where they differ, but here's the usual picture.\n\n"
                 "## Before the surgery\n"
                 "1. **Fasting:** usually **no food for 8 to 12 hours** before (typically nothing after 10 pm the night before); water is often allowed until the morning. Ask the clinic exactly.\n"
                 "2. **Keep her indoors** the night before so she can't slip out or eat something on the balcony.\n"
                 "3. **Carrier:** use a proper hard carrier with a towel. Leave it open in the living room a few days before so it isn't a scary object.\n"
                 "4. **Ask:** whether she needs a pre-anaesthetic blood test, whether pain relief is included, and whether they use dissolvable stitches.\n\n"
                 "## The day itself\n"
                 "- Drop-off is usually in the morning; most cats go home the **same evening**.\n"
                 "- She'll be groggy, wobbly and may not eat much that night. Offer a **small portion** of food a few hours after she's home.\n"
                 "- Keep her in **one quiet room** with water, litter and a low bed; no jumping onto high shelves for the first days if you can manage it.\n\n"
                 "## Recovery (10 to 14 days)\n"
                 "- **Cone or body suit:** many cats hate cones. A **recovery body suit** (or a cut-up child's T-shirt with leg holes) often works better; ask Dr. Ashiq which he prefers.\n"
                 "- **Check the wound twice a day:** mild pinkness is normal. Call the vet if you see **swelling, discharge, a gaping wound, bleeding**, or if she stops eating for more than 24 hours or is very lethargic.\n"
                 "- **Pain relief:** give only what the vet prescribes. **Never give human painkillers**; paracetamol is deadly for cats.\n"
                 "- **Stitch check** usually around day 10.\n\n"
                 "## Afterwards\n"
                 "Spayed cats often need **about 20-30% fewer calories**, so watch her weight and adjust portions over the next few months.\n\n"
                 "And with Kannan doing animal poses around the flat, you may want to ask him to keep the tiger leaps away from Pappadam for a week."),
   ("user", "Dr. Ashiq said a body suit, not a cone. Funny thing, my sister Dhanya's Persian cat Biscuit got spayed in Dubai last month, it cost her AED 650, which is something like ₹15,000. Kerala is so much cheaper for everything."),
   ("assistant", "A body suit is the kinder choice for most cats, good. And yes, veterinary prices in the Gulf are in a different league; ₹3,500 for a spay with anaesthesia is very reasonable. "
                 "Give Pappadam some treats once she's allowed to eat again, and tell Kannan she'll be back to her usual self within a couple of weeks.")],
  {"summary": "Onam lunch went well with 14 people; the user's son Kannan started kalaripayattu at Sree Bhadra Kalari near their flat, Saturday and Sunday mornings, ₹1,200 a month; "
              "their cat Pappadam is an indie brown tabby, about ten months old, found as a kitten in December 2024 on the lane behind the Edappally church and named by Kannan; "
              "she is booked for spaying with vet Dr. Ashiq Rahman at Paws & Claws Pet Clinic, Palarivattom, on Saturday 27 September 2025 for ₹3,500 including anaesthesia; "
              "the assistant (not a vet) explained fasting, the carrier, a quiet room, a body suit or cone, wound checks, never giving human painkillers, stitch check around day 10 and fewer calories afterwards; "
              "Dr. Ashiq prefers a body suit; the user's sister Dhanya's Persian cat Biscuit was spayed in Dubai for AED 650.",
   "procedures": [{"name": "Getting a cat through spaying", "steps": ["Fast from the night before", "Keep her indoors", "Get her used to the carrier", "Quiet room after surgery",
                   "Body suit or cone", "Check the wound twice a day", "Only vet-prescribed pain relief", "Fewer calories afterwards"]}],
   "decisions": [{"decision": "Spay Pappadam on 27 September 2025 with Dr. Ashiq Rahman", "rationale": "She is in heat every few weeks and toms visit the balcony; it prevents pregnancy and later tumours"},
                 {"decision": "Kannan does kalaripayattu at Sree Bhadra Kalari", "rationale": "He loves it"}],
   "outcomes": ["Spay cost ₹3,500", "Kalari ₹1,200 a month"]}),
 ("2025-10-18", "Hoarse for two weeks after dubbing a horror film", [
   ("user", "I have a problem with my voice and it's my livelihood so I'm a bit scared. From 6 to 8 October I dubbed the heroine of a Tamil horror film into Malayalam, it's called Iruttu Veedu in the Malayalam version. Three full days, and she screams in half the scenes. "
            "By the third evening I was croaking. It's been almost two weeks and I'm still hoarse, my voice cracks on high notes, and it gets worse by the evening. It doesn't hurt much. "
            "Honestly my habits are not great: I drink maybe five cups of chai a day, barely a litre of water because the studio bathroom is horrible, and I often have a late dinner and go straight to bed. I sometimes get a sour taste in the morning. "
            "My friend Shabna, she's an RJ at an FM station here, had a polyp removed from her vocal cord in 2023 and was off air for six weeks, so I'm panicking a bit. What should I do?"),
   ("assistant", "I understand the worry: for a voice professional, hoarseness isn't a small thing. The good news is that most voice problems after a period of heavy use are **treatable without surgery**, especially when caught early. I'm an AI and can't examine you, so please treat this as guidance, not a diagnosis.\n\n"
                 "## The key point: see an ENT now\n"
                 "The usual advice is that **hoarseness lasting more than two to three weeks should be examined**, and for professional voice users many specialists say even sooner. You're at two weeks. Ideally see an **ENT who specialises in voice (a laryngologist)**, who can look at your vocal folds with a **laryngoscopy or videostroboscopy** (a camera that shows how they vibrate). "
                 "This is the only way to know whether it's swelling, nodules, a polyp like Shabna's, a haemorrhage or something else.\n\n"
                 "**Get seen urgently** if you have: sudden complete loss of voice after a scream, pain on one side, difficulty swallowing or breathing, coughing blood, or a lump in the neck.\n\n"
                 "## Until the appointment\n"
                 "1. **Voice rest, the right kind:** talk less and more softly, but **don't whisper**; whispering strains the vocal folds more than you'd expect.\n"
                 "2. **Cancel or postpone screaming and shouting work.** No high-intensity sessions until you've been examined.\n"
                 "3. **Hydration:** aim for **2 to 2.5 litres of water** a day. Vocal folds need systemic hydration to vibrate smoothly. Carry a bottle into the booth.\n"
                 "4. **Steam inhalation** (plain water, no oils) for 10 minutes once or twice a day.\n"
                 "5. **Caffeine:** five cups of chai can dry you out; try cutting to two.\n"
                 "6. **Reflux:** your sour morning taste and late dinners hint at **laryngopharyngeal reflux**, where stomach acid irritates the larynx, often without heartburn. Try to eat **at least three hours before lying down**, raise the head of the bed, and mention it to the ENT.\n"
                 "7. **No throat clearing:** swallow or sip water instead; habitual clearing bangs the folds together.\n\n"
                 "## Questions for the ENT\n"
                 "- What exactly is on my vocal folds, and on one side or both?\n"
                 "- Is voice therapy recommended, and with whom?\n"
                 "- How long should I avoid work, and what kind of work is safe?\n"
                 "- Is reflux part of this?\n\n"
                 "Most voice artists go through something like this at least once. Getting it looked at properly now is what keeps it a short episode rather than a long one."),
   ("user", "OK. I've booked Dr. Leena Abraham, she's a laryngologist at Kochi Voice Clinic in Kadavanthra, lots of singers go to her. The earliest slot is Wednesday. I've told my coordinator no more sessions until then."),
   ("assistant", "That sounds like exactly the right person. Write down when the hoarseness started, the three days of screaming, your water and chai habits and the morning sour taste, so you don't forget anything in the appointment. "
                 "Keep the voice gentle until Wednesday, and try to enjoy a few quiet evenings; Kannan can do the talking for both of you.")],
  {"summary": "From 6 to 8 October 2025 the user dubbed the heroine of a Tamil horror film (Malayalam title Iruttu Veedu), screaming in half the scenes; she has been hoarse for almost two weeks, worse in the evening, cracking on high notes; "
              "she drinks about five cups of chai and barely a litre of water a day, eats late and has a sour taste in the morning; her friend Shabna, an RJ, had a vocal cord polyp removed in 2023; "
              "the assistant (an AI, can't examine her) said hoarseness over two to three weeks needs an ENT, ideally a laryngologist with videostroboscopy; urgent signs; gentle voice rest without whispering, no screaming work, 2 to 2.5 litres of water, steam, less chai, "
              "possible laryngopharyngeal reflux (eat three hours before lying down, raise the bed head), no throat clearing; "
              "she booked Dr. Leena Abraham, a laryngologist at Kochi Voice Clinic in Kadavanthra, for Wednesday 22 October 2025 and stopped sessions until then.",
   "procedures": [{"name": "Looking after a hoarse voice before the ENT", "steps": ["Speak little and softly, don't whisper", "No screaming or shouting work", "2 to 2.5 litres of water a day",
                   "Steam inhalation", "Less caffeine", "Eat three hours before lying down", "No throat clearing"]}],
   "decisions": [{"decision": "See laryngologist Dr. Leena Abraham on 22 October 2025 and stop dubbing sessions until then", "rationale": "Hoarse for almost two weeks after three days of screaming; her voice is her livelihood"}],
   "outcomes": ["Hoarse since the horror film dub of 6-8 October 2025"]}),
 ("2025-11-01", "Vocal nodules: voice therapy instead of surgery", [
   ("user", "Update from Dr. Leena. She did a videostroboscopy (a camera down my nose, not fun but quick). Diagnosis: small nodules on both vocal folds, 'early and soft' she called them, plus signs of reflux, the back of my larynx was red. "
            "The good news, she says no surgery, not now and probably never if I behave. The plan: ten days of relative voice rest (talk only when needed, no work), pantoprazole every morning for six weeks, and voice therapy with a speech-language pathologist, Fathima Rinsha, "
            "8 sessions, twice a week, ₹900 a session, starting Monday. Review with Dr. Leena in three months. "
            "She says the nodules came from the three days of screaming, on top of the reflux and my terrible hydration, my folds were already irritated and then I hammered them. "
            "The hard part: I've had to turn down two film dubs this month, a Malayalam thriller and a Telugu family drama, about ₹70,000 together. Arjun says health first, obviously, but it stings. How do I make the voice therapy work and not lose my career?"),
   ("assistant", "That's genuinely good news wrapped in a frustrating month. **Early, soft nodules on both sides** are the kind that most often respond well to voice therapy, and a laryngologist saying 'probably never' about surgery is about as reassuring as it gets. Here's how to get the most out of the plan. (As always, Dr. Leena and Fathima outrank me on anything specific to you.)\n\n"
                 "## Why the therapy works\n"
                 "Nodules are like calluses: they form where the folds hit each other too hard, too often. Voice therapy changes **how** you produce voice so the folds meet more gently, and the swelling can settle. Surgery without changing the technique often leads to the nodules coming back, which is why it's the last resort.\n\n"
                 "## Making the most of the 8 sessions\n"
                 "1. **Practise daily, not just in sessions.** Most of the progress happens at home. Ask Fathima for a written list of exercises and how many minutes a day.\n"
                 "2. **Semi-occluded vocal tract exercises** are very likely to be part of it: humming, lip trills, and **straw phonation** (sliding your voice up and down through a drinking straw, sometimes into a glass of water). They let the folds vibrate with less impact.\n"
                 "3. **Record yourself** each week reading the same paragraph; you'll hear the change before you feel it.\n"
                 "4. **Resonant voice:** you'll probably learn to place the voice 'forward' (a buzz around the lips and nose), which is easier on the folds and very useful in the booth.\n\n"
                 "## Voice hygiene, every day\n"
                 "- **Water:** 2 to 2.5 litres, spread through the day. Solve the studio bathroom problem some other way rather than by not drinking.\n"
                 "- **Reflux:** take the pantoprazole as prescribed (usually 30 minutes before breakfast), **dinner at least three hours before bed**, fewer chai, less spicy and fried food late at night.\n"
                 "- **Steam** once or twice a day.\n"
                 "- **No throat clearing, no whispering, no talking over noise** (buses, crowded functions, the pressure cooker).\n\n"
                 "## Protecting your career\n"
                 "- **Be honest but brief with clients:** 'I'm on doctor-ordered voice rest until mid-November and back after that.' In the dubbing world, people understand this far better than you fear; every studio has seen it.\n"
                 "- **Plan the return:** when you go back, ask for **shorter sessions** (three to four hours rather than full days), and schedule **scream or shouting scenes at the end of a session, in short takes**, or split across days.\n"
                 "- **Consider which work you take:** for a few months at least, it may be wiser to decline roles that are mostly screaming, crying or shouting.\n"
                 "- **Think about the longer term:** voice artists often add work that uses their ear and experience rather than their voice all day, such as **dubbing direction, script adaptation or casting**. Not instead of your voice, but alongside it.\n\n"
                 "Losing ₹70,000 this month hurts, but it's the price of keeping a voice that earns you ₹9-10 lakh a year for the next twenty."),
   ("user", "Fathima gave me straw exercises, ten minutes three times a day, I look ridiculous blowing bubbles into a steel tumbler. And I've put a 1-litre bottle on my desk that I have to finish twice, I'm down to two chai a day, and no dinner after 8 pm anymore, which Arjun hates because he eats late. Kannan thinks the bubbles are a game and does them with me."),
   ("assistant", "A steel tumbler and a straw is exactly the standard kit, so you're doing it right. And if Kannan joins in, you've got a practice buddy who will make sure you never skip a session. Keep recording yourself weekly; by your third or fourth session you'll probably hear a cleaner, easier tone.")],
  {"summary": "Dr. Leena Abraham's videostroboscopy showed small, early, soft nodules on both vocal folds and signs of reflux; no surgery, probably never; the plan is ten days of relative voice rest, pantoprazole every morning for six weeks, "
              "and 8 voice therapy sessions with speech-language pathologist Fathima Rinsha, twice a week, ₹900 a session, from Monday 3 November 2025, with a review in three months; "
              "the nodules came from the three days of screaming on top of reflux and poor hydration; she turned down two film dubs in November 2025 (a Malayalam thriller and a Telugu family drama, about ₹70,000); "
              "the assistant explained why voice therapy works, daily practice, semi-occluded vocal tract exercises (straw phonation), recording herself, resonant voice, hydration, reflux measures, "
              "shorter sessions and screams at the end when she returns, declining scream-heavy roles for a few months, and adding dubbing direction or script work in the longer term; "
              "Fathima gave her straw exercises, ten minutes three times a day; she now drinks two litres of water a day, two chai, and no dinner after 8 pm.",
   "procedures": [{"name": "Voice care for vocal nodules", "steps": ["Relative voice rest", "Daily straw phonation exercises", "2 to 2.5 litres of water", "Pantoprazole before breakfast, dinner three hours before bed",
                   "No throat clearing, whispering or talking over noise", "Shorter sessions and screams at the end when back at work"]}],
   "decisions": [{"decision": "Voice therapy and reflux treatment instead of surgery", "rationale": "The nodules are small and early; Dr. Leena says no surgery"},
                 {"decision": "Turn down two film dubs in November 2025", "rationale": "Doctor-ordered voice rest"}],
   "outcomes": ["Diagnosis: bilateral vocal fold nodules with reflux", "8 voice therapy sessions at ₹900 each with Fathima Rinsha", "About ₹70,000 of work turned down"]}),
 ("2025-11-23", "Choosing hearing aids for my father", [
   ("user", "Kannan turned 7 yesterday! We did a small party at home, his cake was a Kochi Metro train, blue and white, because Appa drives one. He made Arjun explain the doors to all his classmates.\n\n"
            "Now the thing I said was for another day. My father, Achan, is 68, he was a lineman with KSEB all his life (all those years near transformers and generators, no ear protection). He lives with Amma in Ollur, Thrissur. Amma used to teach Malayalam at a government higher secondary school, she's retired too. "
            "On Saturday the 15th I finally got him to Sruthi Hearing Care in Thrissur. The audiologist, Anand Krishnan, did the tests: moderate sensorineural hearing loss in both ears. He offered three options for a pair:\n"
            "- a basic model with disposable batteries, ₹48,000\n"
            "- a mid-range rechargeable pair, ₹72,000\n"
            "- a premium pair with Bluetooth and a phone app, ₹1,60,000\n"
            "Achan's line is 'I hear fine, everyone mumbles'. He uses an old keypad Nokia and refuses to touch smartphones ('too slippery'). Which should we get? Dhanya has offered to pay half."),
   ("assistant", "Happy birthday to Kannan! A metro train cake with a live demonstration by the actual train operator is hard to beat.\n\n"
                 "On your father: getting him tested is the hardest step and you've done it. I'm not an audiologist, so Anand's judgement on the fitting matters most, but here's how to think about the three options.\n\n"
                 "## What actually matters for your father\n"
                 "1. **Ease of handling.** Many people in their late sixties, especially with thick, work-hardened fingers, struggle with tiny disposable batteries (changed every week or so). A **rechargeable pair that sits in a charger overnight** removes that daily fiddle and is one of the biggest predictors of whether hearing aids get worn.\n"
                 "2. **Sound quality in noise.** The mid-range tier usually has decent noise reduction and directional microphones, which is where he struggles (family gatherings). Premium tiers improve this further, but the jump is often smaller than the price jump.\n"
                 "3. **Bluetooth and apps:** only valuable if he'll use them. With a keypad phone and a dislike of smartphones, **he's paying for features he won't touch**.\n\n"
                 "## My suggestion\n"
                 "The **mid-range rechargeable pair at ₹72,000** looks like the best fit: easy to live with, good enough in noise, nothing he won't use. Before you pay, ask Anand:\n"
                 "- Is there a **trial period** (often 2 to 4 weeks) and a refund or exchange if he won't wear them?\n"
                 "- How many **follow-up and retuning visits** are included? The first fitting is almost never the final setting.\n"
                 "- **Warranty** length, and loss/damage cover.\n"
                 "- Are there **manual buttons** on the devices for volume, so he doesn't need an app?\n\n"
                 "## The 'everyone mumbles' problem\n"
                 "This is the classic sentence of hearing loss, because it affects the high frequencies that carry consonants. A few things help acceptance:\n"
                 "- **Start gently:** wear them a few hours a day at home first, then longer. The brain needs **weeks** to get used to sounds it hasn't heard in years, and at first everything (his own voice, the fan, the traffic) sounds too loud.\n"
                 "- **Frame it as his choice** and link it to things he cares about: following the news, his grandson, jokes at family functions.\n"
                 "- **Expect a wobble** around week two, when the novelty is gone and the noise is annoying. That's when a **retuning visit** often saves the day.\n"
                 "- Ask Amma to stop turning the TV up for him, gently; it removes the workaround.\n\n"
                 "Splitting the cost with Dhanya sounds ideal."),
   ("user", "Done: the ₹72,000 rechargeable pair, Dhanya pays half. Fitting is next Saturday. Anand gives a 30-day trial and three free retuning visits in the first year. Amma is thrilled, she says maybe now the TV won't be at volume 40."),
   ("assistant", "A 30-day trial and three retuning visits is a good deal. Mark the fitting day on the calendar, plan to call him every couple of days in the first weeks (shorter calls are easier at first), and don't be discouraged if he complains; complaining in week one is normal. Here's hoping the TV goes down to a civilised number.")],
  {"summary": "Kannan turned 7 on Saturday 22 November 2025, with a party at home and a Kochi Metro train cake; the user's father (Achan), 68, a retired KSEB lineman, lives with her mother, a retired Malayalam teacher at a government higher secondary school, in Ollur, Thrissur; "
              "on 15 November 2025 audiologist Anand Krishnan at Sruthi Hearing Care, Thrissur, found moderate sensorineural hearing loss in both ears; options were a basic pair with batteries (₹48,000), a mid-range rechargeable pair (₹72,000) and a premium Bluetooth pair with an app (₹1,60,000); "
              "Achan says everyone mumbles and uses a keypad Nokia, refusing smartphones; the assistant (not an audiologist) recommended the rechargeable mid-range pair, asking about a trial, retuning visits, warranty and manual buttons, starting gently and expecting a wobble around week two; "
              "they chose the ₹72,000 rechargeable pair, with Dhanya paying half; fitting on Saturday 29 November 2025; 30-day trial and three free retuning visits in the first year.",
   "decisions": [{"decision": "Mid-range rechargeable hearing aids for Achan, ₹72,000, Dhanya paying half", "rationale": "Easy to handle without tiny batteries, good enough in noise, and he wouldn't use Bluetooth or an app"}],
   "outcomes": ["Achan: moderate sensorineural hearing loss in both ears", "Fitting on 29 November 2025", "Kannan turned 7 on 22 November 2025"]}),
 ("2025-12-13", "Job offer: in-house dubbing director at a studio", [
   ("user", "Big decision. Chithrasala Sound Labs in Kakkanad, near Infopark, has offered me a full-time job as in-house dubbing director. They do Malayalam dubs of Korean dramas and anime for one of the big streaming platforms. "
            "I'd be casting voice actors, directing the sessions, checking the scripts and the lip sync, and signing off every episode. The studio head, Meenakshi Iyer, heard about my nodules and said directing would be easier on my voice. "
            "They offered ₹85,000 a month, 10 to 6, Monday to Friday, 24 days paid leave, group health insurance for me, Arjun and Kannan. Outside film dubs allowed with permission, maximum two a quarter. Start Monday 5 January. "
            "My freelance income was about ₹9.6 lakh last year but it goes up and down like crazy, and November was almost zero because of the voice rest. Voice therapy is done by the way, I finished the 8 sessions this week and my voice feels much cleaner. Should I take it?"),
   ("assistant", "Congratulations: being offered a director's role is a recognition of nine years of work, not just a job. Let's look at it honestly from both sides.\n\n"
                 "## The money, side by side\n"
                 "| | Freelance (last year) | Chithrasala offer |\n"
                 "|---|---|---|\n"
                 "| Annual gross | about ₹9.6 lakh, irregular | ₹10.2 lakh (₹85,000 × 12), regular |\n"
                 "| Paid leave | none: no work, no pay | 24 days |\n"
                 "| Health insurance | self-funded | family cover included |\n"
                 "| Sick months (like November) | income drops to near zero | salary continues |\n"
                 "| Extra film dubs | unlimited | up to two a quarter, with permission |\n\n"
                 "Even before the side dubs, the offer is **slightly more money and far more predictable**, and the side dubs (at ₹35,000 each) could add a meaningful amount on top.\n\n"
                 "## Arguments for taking it\n"
                 "- **Your voice:** directing uses your ear and your judgement all day and your voice far less. After nodules, that's a real protection, and you choose which scream scenes you voice yourself.\n"
                 "- **Stability:** a salary, leave and insurance make the household budget much easier, especially with Kannan growing.\n"
                 "- **Career growth:** dubbing direction for streaming is a growing field, and it's experience that's hard to get as a freelancer.\n\n"
                 "## Arguments against (or things to check)\n"
                 "- **Less freedom:** fixed hours and a cap on outside work. If a big film wants you three times in a quarter, you'll have to say no to one.\n"
                 "- **The commute:** from Edappally to Kakkanad at peak hours can be 40 minutes or more each way.\n"
                 "- **Notice period and contract:** check the notice period, any non-compete clause, and who owns the rights to your voice work if you voice characters yourself.\n\n"
                 "## Negotiating\n"
                 "It's normal to negotiate an offer in India, politely. You could ask for **₹92,000 to ₹95,000**, pointing to your nine years and the fact that you'll both direct and, when needed, voice roles yourself. Ask also for a **salary review after six months** rather than a year.\n\n"
                 "Congratulations on finishing voice therapy, too; a cleaner voice after eight sessions is a great sign."),
   ("user", "I asked for ₹95,000 and Meenakshi came back with ₹92,000 and a review in May. I said yes! Starting Monday 5 January. "
            "Less good news: our Hampi trip is off for now. We'd booked 24 to 28 December, but Kochi Metro has frozen all leave for Christmas and New Year because of the crowds for the Cochin Carnival in Fort Kochi, so Arjun's leave got cancelled. "
            "We'll go in Kannan's summer holidays instead, probably April. He's disappointed, he wanted to see the 'stone chariot' from his textbook."),
   ("assistant", "Congratulations on the job, and on negotiating it up: ₹92,000 with a review in May is a good outcome.\n\n"
                 "Sorry about Hampi. April works, but be aware that Hampi gets **very hot in April and May (often 38-40°C)**, so if you go then, plan everything for early morning and late afternoon. "
                 "For Kannan, perhaps print a picture of the stone chariot at Vittala temple and put it on the fridge as a countdown; it turns the wait into part of the trip.")],
  {"summary": "Chithrasala Sound Labs in Kakkanad (near Infopark), which makes Malayalam dubs of Korean dramas and anime for a streaming platform, offered the user a full-time job as in-house dubbing director: casting, directing sessions, checking scripts and lip sync; "
              "studio head Meenakshi Iyer said directing would be easier on her voice after the nodules; offer ₹85,000 a month, 10 to 6 Monday to Friday, 24 days paid leave, group health insurance for the family, outside film dubs with permission up to two a quarter; "
              "she finished the 8 voice therapy sessions in December 2025; the assistant compared freelance (about ₹9.6 lakh, irregular) with the offer (₹10.2 lakh, regular), pros (voice, stability, career) and cons (freedom, commute, contract terms), and suggested negotiating ₹92,000-95,000 and an earlier review; "
              "she asked for ₹95,000, got ₹92,000 a month with a review in May, and accepted, starting Monday 5 January 2026; "
              "the family's Hampi trip of 24-28 December 2025 is off because Kochi Metro froze leave over Christmas and New Year for the Cochin Carnival crowds, cancelling Arjun's leave; they'll go in Kannan's summer holidays, probably April 2026.",
   "decisions": [{"decision": "Accept the in-house dubbing director job at Chithrasala Sound Labs at ₹92,000 a month from 5 January 2026", "rationale": "Directing spares her voice after the nodules; a regular salary, paid leave and family health insurance instead of irregular freelance income"},
                 {"decision": "Hampi trip postponed from 24-28 December 2025 to April 2026", "rationale": "Arjun's leave was cancelled because Kochi Metro froze leave for the Christmas and New Year crowds"}],
   "outcomes": ["Salary ₹92,000 a month, review in May 2026", "Voice therapy finished (8 sessions)"]}),
 ("2026-01-10", "First week directing a Korean drama dub", [
   ("user", "First week done at Chithrasala! My first project is a Korean drama called Moonlight Pharmacy, 16 episodes, Malayalam dub due on 28 February. I have 11 voice actors, a script adapter, Ansar Ali, and a sound engineer, Joji Varkey, who is a genius and very patient. "
            "Two problems already. One, our senior actor, Mr. Jayadevan, voicing the grandfather, keeps improvising his lines, they're funny but they don't match the lip movements and Ansar is furious. "
            "Two, the younger actors go flat by 4 pm and I can hear them straining, and after my own nodules that makes me nervous. "
            "Also Shabna is coming in next week to voice a guest role, the pharmacist's sister, she's so excited. Any tips for directing?"),
   ("assistant", "Congratulations on getting through week one, and on a team with a patient sound engineer: that's half the battle. Here are some approaches for both problems and for directing in general.\n\n"
                 "## 1. The improvising senior actor\n"
                 "Senior actors often improvise because they're good at it, and because nobody has told them where the limit is. Handle it with respect, privately:\n"
                 "1. **Acknowledge the talent:** 'Your lines are funnier than the script, honestly.'\n"
                 "2. **Explain the constraint:** lip sync and the streaming platform's QC, which checks against the approved script. Make it about the platform, not about Ansar.\n"
                 "3. **Offer a channel:** he can suggest changes **before the session**, Ansar approves the ones that fit the lip flaps, and they go into the script. He keeps some ownership.\n"
                 "4. **Record a clean take** of the scripted line every time, even if you also keep an improvised one.\n\n"
                 "## 2. Actors tiring by 4 pm\n"
                 "You know better than most what strain sounds like. Build voice care into the schedule:\n"
                 "- **Heavy scenes (shouting, crying) in the morning**, when voices are fresh; dialogue-heavy but calm scenes in the afternoon.\n"
                 "- **Sessions of about 3 to 4 hours per actor per day**, with a 10-minute break every hour.\n"
                 "- **Water in the booth**, room-temperature, and a no-chai-after-lunch suggestion (they'll grumble).\n"
                 "- **Stop a take** if you hear pressing or cracking; a re-record tomorrow is cheaper than an actor off for a month.\n"
                 "- Share your own story if you're comfortable; it carries more weight than rules.\n\n"
                 "## 3. General directing tips for dubs\n"
                 "- **Watch the scene with the original audio first**, then explain the emotion in one sentence rather than line readings.\n"
                 "- **Loop in short chunks** (one or two lines) for difficult lip sync.\n"
                 "- **Keep a consistency sheet** per character: pitch, pace, accent, catchphrases, how they say each other's names. Sixteen episodes is long enough for voices to drift.\n"
                 "- **Back up your sound engineer's calls** in front of the actors, and settle disagreements with him privately.\n"
                 "- Plan for the **QC rounds** from the platform: leave at least a week at the end for fixes.\n\n"
                 "## 4. Directing a friend\n"
                 "With Shabna, be as clear as with anyone else, maybe clearer: decide in advance how many takes you'll allow for each line, and give notes the same way. Radio voices are often very 'announcer-like' at first, so you may need to bring her down to a more natural, conversational register for drama."),
   ("user", "Ha, that's exactly Shabna, everything sounds like she's reading the traffic update. Joji made a sheet for every character already. And Jayadevan agreed to send his jokes to Ansar in the morning, so peace for now."),
   ("assistant", "Peace through a morning email: a classic of studio diplomacy. With Joji's character sheets and a calm grandfather, you're set up well for the 28 February deadline. Good luck with Shabna's session; tell her to imagine she's talking to one listener, not fifty thousand.")],
  {"summary": "The user started at Chithrasala Sound Labs on Monday 5 January 2026; her first project as dubbing director is the Korean drama Moonlight Pharmacy, 16 episodes, Malayalam dub due 28 February 2026, with 11 voice actors, script adapter Ansar Ali and sound engineer Joji Varkey; "
              "senior actor Mr. Jayadevan (the grandfather) improvises lines that break lip sync; younger actors tire by 4 pm; her friend Shabna, an RJ, will voice a guest role, the pharmacist's sister; "
              "the assistant suggested handling Jayadevan privately with a channel for suggestions and a clean scripted take, heavy scenes in the morning, 3-4 hour sessions with breaks, water, stopping strained takes, "
              "scene-first direction, short loops, a consistency sheet per character, backing the sound engineer and leaving a week for QC; and bringing Shabna's radio voice to a conversational register; "
              "Joji made character sheets; Jayadevan will send his jokes to Ansar in the morning.",
   "procedures": [{"name": "Protecting voice actors' voices in dubbing sessions", "steps": ["Heavy scenes in the morning", "3 to 4 hours per actor per day", "A 10-minute break every hour", "Water in the booth", "Stop strained takes"]}],
   "decisions": [{"decision": "Jayadevan sends improvised lines to Ansar in the morning for approval", "rationale": "His improvisations break the lip sync and the platform's QC checks the approved script"}],
   "outcomes": ["Started at Chithrasala on 5 January 2026", "Moonlight Pharmacy due 28 February 2026"]}),
 ("2026-01-31", "Rent going up: stay in Edappally or move?", [
   ("user", "Our landlord in Edappally, Mr. Thomas Varghese, sent a message: from 1 March the rent goes from ₹18,000 to ₹21,500. That's almost 20%! We've been there four years and never missed a payment. "
            "Meanwhile my commute to Kakkanad is 40 to 50 minutes each way in the traffic on Seaport-Airport Road, and Arjun goes the other way to the metro depot at Muttom. We've looked at two flats:\n"
            "1. A 2BHK in Kakkanad near Infopark, 5 minutes from my studio, ₹24,000, but it's 35 minutes from Arjun's depot and Kannan's school bus doesn't go there.\n"
            "2. A 2BHK in Kalamassery, near HMT junction, 1,050 sq ft, ₹19,500 a month, ₹1,00,000 deposit, 20 minutes to my studio, 10 minutes to Muttom, and Kannan's school bus does pick up in Kalamassery, so he can stay at Little Flower Public School. The owner is a Mrs. Suja Antony.\n"
            "Kannan does kalari in Edappally on weekends though. What would you do?"),
   ("assistant", "A 20% rise after four good years is steep, and it's a natural moment to look around. Let's compare the three options properly.\n\n"
                 "## Side by side\n"
                 "| | Stay in Edappally | Kakkanad | Kalamassery |\n"
                 "|---|---|---|---|\n"
                 "| Rent | ₹21,500 | ₹24,000 | ₹19,500 |\n"
                 "| Your commute | 40-50 min | 5 min | about 20 min |\n"
                 "| Arjun's commute (Muttom) | about 20 min | 35 min | 10 min |\n"
                 "| Kannan's school | same bus | no bus: a problem | same school, bus available |\n"
                 "| Kalari | walking distance | far | about 30-40 min on weekends |\n"
                 "| Moving cost and hassle | none | yes | yes |\n\n"
                 "## My read\n"
                 "**Kalamassery looks like the best balance**: it's the cheapest of the three, it's the best compromise for both your commutes, and it keeps Kannan at his school with the bus. Kakkanad is great for you but costs more and breaks the school run. "
                 "Staying costs ₹2,000 a month more than Kalamassery and keeps your long commute.\n\n"
                 "Before committing, do try one thing: **negotiate with Mr. Varghese**. Four years of on-time rent is worth something to a landlord; some will settle at 10% (about ₹19,800). If he won't budge, you've lost nothing.\n\n"
                 "## If you move: a checklist\n"
                 "1. **Rental agreement:** an 11-month registered agreement is typical in Kerala. Check the deposit refund terms, the notice period and who pays for repairs and painting.\n"
                 "2. **Inspect before signing:** water pressure and the source (corporation water, well or tanker?), power backup, leaks on the ceiling (check after rain), mosquito mesh, parking for a two-wheeler.\n"
                 "3. **Deposit:** ₹1,00,000 is about five months' rent, common in Kochi. Pay by bank transfer and get a receipt.\n"
                 "4. **Photos of the flat's condition** on moving-in day, dated, shared with the owner.\n"
                 "5. **Address changes:** Aadhaar, bank, gas connection, school bus route, Arjun's employer.\n"
                 "6. **Pappadam:** plan a quiet safe room for her on moving day (more on that when the time comes).\n\n"
                 "## Kalari\n"
                 "A 30-40 minute drive every Saturday and Sunday morning adds up, especially with Arjun's shifts. It's worth asking whether there's a kalari in Kalamassery, or whether Kannan would like to try something new nearer home."),
   ("user", "Mr. Varghese wouldn't budge, he says his son in Muscat needs the money, whatever that means. So Kalamassery it is, we signed with Mrs. Antony, moving on Sunday 1 March. ₹19,500 a month from March, deposit paid."),
   ("assistant", "Good decision, and good that you asked him first. For a 1 March move, book the packers and movers now (month-end Sundays fill up), start packing the books and the things you rarely use next weekend, "
                 "and give Mr. Varghese written notice today so the notice period is clear. The deposit refund is easier to get when the flat is handed back clean and you have your own moving-in photos from four years ago, if you kept them.")],
  {"summary": "The user's Edappally landlord, Mr. Thomas Varghese, is raising the rent from ₹18,000 to ₹21,500 from 1 March 2026; her commute to Kakkanad is 40-50 minutes; Arjun works at the Muttom metro depot; "
              "options: a 2BHK in Kakkanad near Infopark (₹24,000, 35 minutes from Muttom, no school bus) or a 1,050 sq ft 2BHK in Kalamassery near HMT junction (₹19,500, ₹1,00,000 deposit, 20 minutes to the studio, 10 to Muttom, Kannan's school bus reaches it so he stays at Little Flower Public School), owner Mrs. Suja Antony; "
              "the assistant compared them and found Kalamassery the best balance, suggested negotiating with the landlord first, gave a checklist (11-month agreement, inspection, deposit, photos, address changes, a safe room for the cat) and noted the weekend kalari would be 30-40 minutes away; "
              "the landlord wouldn't negotiate; they signed for the Kalamassery flat at ₹19,500 a month and paid the deposit; move planned for Sunday 1 March 2026.",
   "procedures": [{"name": "Moving to a new rented flat in Kochi", "steps": ["Negotiate with the current landlord first", "Read the 11-month agreement", "Inspect water, power, leaks, mesh, parking",
                   "Pay the deposit by bank transfer with a receipt", "Photograph the flat on moving-in day", "Change addresses", "Plan a safe room for the cat"]}],
   "decisions": [{"decision": "Move to the Kalamassery flat at ₹19,500 a month", "rationale": "The Edappally rent rose to ₹21,500; Kalamassery is cheaper, between her studio and Arjun's depot, and Kannan's school bus reaches it"}],
   "outcomes": ["Deposit ₹1,00,000 paid to Mrs. Suja Antony", "Move planned for 1 March 2026"]}),
 ("2026-02-21", "Swimming lessons for a 7-year-old, and a move that slips", [
   ("user", "Couple of updates. Our move is pushed back a week to Sunday 8 March, because Mrs. Antony's painters haven't finished the Kalamassery flat, they only started the second bedroom this week. Luckily Mr. Varghese said we can stay till the 8th for a prorated amount. "
            "Voice news: my review with Dr. Leena was on the 12th, and the nodules have almost disappeared! She was really pleased. I still do the straw exercises every morning. And Moonlight Pharmacy is on episode 14, we'll make the 28th.\n\n"
            "Question about Kannan. He's going to stop kalari after the move, because it's too far from Kalamassery on weekend mornings and Arjun is going to be on shifts. He's sad about it but he wants to learn swimming instead, "
            "and there's a swim school two streets from the new flat, Aqua Ripples Swim School, Tuesday and Thursday at 5 pm, ₹2,500 a month, starting 10 March. He can't swim at all and is a bit scared of putting his face in water. Is 7 a good age? What should I check?"),
   ("assistant", "Congratulations on the review: nodules almost gone after voice therapy is exactly the outcome everyone hoped for. Keep the morning straws; maintenance is what keeps them away.\n\n"
                 "And yes, **7 is a very good age to learn to swim**. Children this age have the coordination to learn proper strokes and the understanding to follow water-safety rules, and in Kerala, with rivers, backwaters and the sea everywhere, swimming is a genuine safety skill.\n\n"
                 "## What to check at the swim school\n"
                 "1. **Instructor-to-child ratio:** for beginners, ideally **no more than 1 to 6**, and smaller for nervous children.\n"
                 "2. **A qualified lifeguard on duty**, separate from the instructor, whenever children are in the pool.\n"
                 "3. **Shallow teaching area** where Kannan can stand, or a teaching platform.\n"
                 "4. **Water quality:** clear water, no strong chlorine smell (a strong smell often means poorly balanced water, not clean water), clean changing rooms.\n"
                 "5. **How they handle fear:** ask directly what they do with a child who won't put his face in. Good instructors go slowly and never push or dunk.\n"
                 "6. **A trial class** before paying for the month, if possible.\n\n"
                 "## Helping with the face-in-water fear\n"
                 "- **Bath-time practice:** blowing bubbles in the water, then 'nose bubbles', then counting to three with his face in. (His straw-bubble practice with you is secretly perfect training.)\n"
                 "- **Goggles** that fit well make a huge difference; let him choose the colour.\n"
                 "- **Never surprise-splash him** or let cousins dunk him.\n"
                 "- Praise effort, not just progress.\n\n"
                 "## Expectations\n"
                 "With two classes a week, many 7-year-olds are **floating and kicking confidently in 1 to 2 months**, and swimming a short distance unaided in 3 to 6 months. Nervous beginners take a bit longer, and that's fine.\n\n"
                 "It's also a nice way to soften the end of kalari: a new activity that belongs to the new home."),
   ("user", "He chose orange goggles, obviously, and he's been practising nose bubbles in the bucket. Kalari's last session will be the 1st of March, his gurukkal is giving him a small certificate."),
   ("assistant", "Orange goggles and bucket practice: he's more prepared than most beginners. A certificate from his gurukkal is a lovely way to close that chapter, and he can always go back to kalari later; the basics he's learned (balance, flexibility, breathing) will help his swimming too.")],
  {"summary": "The move to Kalamassery is pushed back a week to Sunday 8 March 2026 because the owner Mrs. Antony's painters haven't finished; the old landlord lets them stay until the 8th for a prorated amount; "
              "at the review with Dr. Leena on 12 February 2026 the nodules had almost disappeared; the user still does straw exercises every morning; Moonlight Pharmacy is at episode 14 and on track for 28 February; "
              "Kannan will stop kalari after the move (too far on weekend mornings, Arjun's shifts); his last session is 1 March 2026 and his gurukkal gives him a certificate; "
              "he'll learn swimming at Aqua Ripples Swim School near the new flat, Tuesday and Thursday at 5 pm, ₹2,500 a month, from 10 March 2026; he can't swim and fears putting his face in water; "
              "the assistant said 7 is a good age, check the ratio, a lifeguard, a shallow area, water quality, how they handle fear and a trial class, and suggested bath-time bubble practice and goggles; he chose orange goggles.",
   "procedures": [{"name": "Choosing a swim school for a beginner child", "steps": ["Ratio no more than 1 to 6", "A separate lifeguard", "A shallow teaching area", "Clean water without a strong chlorine smell",
                   "Ask how they handle fear", "A trial class first"]}],
   "decisions": [{"decision": "Kannan stops kalari after the move and starts swimming at Aqua Ripples on 10 March 2026", "rationale": "Kalari is too far from Kalamassery on weekend mornings and Arjun will be on shifts; the swim school is two streets away"},
                 {"decision": "Move postponed to 8 March 2026", "rationale": "The painters hadn't finished the Kalamassery flat"}],
   "outcomes": ["Nodules almost gone at the 12 February 2026 review", "Swimming ₹2,500 a month"]}),
 ("2026-03-14", "New flat: the cat is hiding, and Arjun changes jobs", [
   ("user", "We moved last Sunday, finally! Kalamassery flat is lovely, more light, and Kannan has his own room for the first time. Two things.\n\n"
            "1. Pappadam has been hiding under our bed since we arrived. She comes out at night to eat and use the litter, but during the day she's a ghost. Is that normal? How do I help her?\n\n"
            "2. Arjun got a new post at Kochi Metro: from 1 April he moves from driving trains to the Operations Control Centre at Muttom, as a controller, watching the whole line on the big screens, handling incidents. "
            "Better for his career, but it's rotating shifts including nights, one week in three. He's excited, I'm worried about the night weeks with Kannan's swimming and my office hours.\n\n"
            "And a small one: I want an electric scooter for my commute now it's only 20 minutes. I'm comparing the Ather Rizta, about ₹1,38,000 on-road, and the TVS iQube, about ₹1,18,000. Kannan will ride pillion sometimes."),
   ("assistant", "Congratulations on the move and on Arjun's new post. Let's take them one by one.\n\n"
                 "## 1. Pappadam hiding\n"
                 "Yes, this is **completely normal**. Cats are territorial, and a new flat smells of strangers, paint and nothing of hers. Eating and using the litter at night is a **good sign**: she's coping, just cautiously. Most cats settle within **one to three weeks**.\n\n"
                 "How to help:\n"
                 "1. **One quiet 'safe room'** (your bedroom is fine, since she's chosen it): her litter, food, water, bed and a **hiding place she can use** (a cardboard box on its side with a towel inside) all in that room, so she doesn't have to cross the flat.\n"
                 "2. **Familiar smells:** her old blanket, an unwashed T-shirt of yours. Don't wash her bedding yet.\n"
                 "3. **A pheromone diffuser** (Feliway or similar) plugged into that room for a few weeks can reduce stress for many cats.\n"
                 "4. **Let her come out on her own.** Don't pull her from under the bed. Sit in the room quietly, read or scroll, and toss a treat now and then.\n"
                 "5. **Routine:** feed at the same times as before.\n"
                 "6. **Keep her indoors** and check the balcony and windows; cats in a new place sometimes try to 'go home'.\n"
                 "7. Once she's exploring the bedroom confidently, open the door to the rest of the flat.\n\n"
                 "Call the vet if she **stops eating for more than 24-48 hours**, stops using the litter, or seems unwell.\n\n"
                 "## 2. Arjun's night weeks\n"
                 "- **Plan the three-week rotation on a shared calendar** so you both see the night weeks well in advance.\n"
                 "- During night weeks, Arjun sleeps in the morning and early afternoon; **Kannan's 5 pm swimming** might actually be something he can do before leaving, which keeps him involved.\n"
                 "- **Blackout curtains and earplugs** for the daytime sleeper make a big difference; agree on quiet hours at home.\n"
                 "- Have **one backup person** (Arjun's mother or a neighbour) for the odd evening when your studio runs late.\n\n"
                 "## 3. The scooter\n"
                 "| | Ather Rizta | TVS iQube |\n"
                 "|---|---|---|\n"
                 "| Price (on-road, approx.) | ₹1,38,000 | ₹1,18,000 |\n"
                 "| Seat | long, family-oriented | standard |\n"
                 "| Under-seat storage | large (fits a helmet) | good |\n"
                 "| Service network in Kochi | good | very good |\n\n"
                 "Both comfortably cover a 20-minute commute on a single charge for several days. If Kannan will ride pillion and you want space for a helmet and your bag, the **Rizta's bigger seat and storage** are worth considering; if price matters more, the iQube is very good value. "
                 "**Test-ride both** with Kannan on the back, and check the charging setup in your new building's parking (a dedicated socket, and permission from the association). "
                 "And whatever you choose: **a proper helmet for Kannan** too, which is the law for children over four in India."),
   ("user", "Arjun's mother Leela says she'll come for the night weeks if needed, she loves an excuse. I'll test-ride both on Saturday."),
   ("assistant", "Leela as backup is perfect; grandmothers who are looking for an excuse are the best kind. Enjoy the test rides, and take Kannan along for the pillion test: his opinion on the seat will be very firm.")],
  {"summary": "The family moved to the Kalamassery flat on Sunday 8 March 2026; Kannan has his own room; Pappadam hides under the bed by day and eats at night; "
              "Arjun moves from driving trains to the Kochi Metro Operations Control Centre at Muttom as a controller from 1 April 2026, with rotating shifts including a night week one week in three; "
              "the user wants an electric scooter for her 20-minute commute, comparing the Ather Rizta (about ₹1,38,000 on-road) and the TVS iQube (about ₹1,18,000), with Kannan riding pillion sometimes; "
              "the assistant said hiding is normal and recommended a safe room with litter, food, water, bed and a hiding box, familiar smells, a Feliway diffuser, letting her come out on her own, the same routine, keeping her indoors; "
              "for the night weeks a shared calendar, blackout curtains and a backup person; for the scooter, compared them and suggested test rides and a helmet for Kannan; Arjun's mother Leela will help during night weeks.",
   "procedures": [{"name": "Helping a cat settle in a new home", "steps": ["One quiet safe room with litter, food, water, bed and a hiding box", "Familiar smells, unwashed bedding", "A pheromone diffuser",
                   "Let her come out on her own", "Same feeding routine", "Keep her indoors", "Open up the rest of the flat gradually"]}],
   "decisions": [{"decision": "Leela will help during Arjun's night weeks", "rationale": "Arjun's new control centre job has rotating shifts including nights"}],
   "outcomes": ["Moved to Kalamassery on 8 March 2026", "Arjun becomes a controller at the Operations Control Centre, Muttom, from 1 April 2026"]}),
 ("2026-04-05", "Hampi with a 7-year-old in April heat", [
   ("user", "Hampi is back on! After Vishu we're going: we fly Kochi to Bengaluru on Friday 17 April, take the overnight Hampi Express to Hosapete and arrive Saturday 18 morning, then four nights at Tungabhadra Heritage Homestay in Kamalapura, ₹3,200 a night, and back on Wednesday 22. "
            "Arjun got the leave approved in writing this time. Kannan wants: the stone chariot (the one on the ₹50 note, he checked), the Virupaksha temple, a coracle ride, and 'a real ruin'. I'd also like the Lotus Mahal and the Elephant Stables, and a sunset from Hemakuta hill. "
            "Forecast says 38 to 40°C. How do I plan this without cooking my child?\n\n"
            "Also, I got the scooter! I picked up an Ather Rizta on Friday, ₹1,36,500 on-road after the dealer's discount. I'd test-ridden the iQube and, on Shabna's advice, the Bajaj Chetak too, but Kannan declared the Rizta seat 'the sofa one' and that was that. "
            "And Pappadam came out from under the bed after ten days, now she sleeps on Kannan's bed every afternoon."),
   ("assistant", "Hampi is a wonderful choice for a 7-year-old: a whole landscape of boulders and temples that feels like an adventure film. In April heat the secret is simple: **do everything important between 6 and 10:30 am and after 4 pm**, and rest in the middle of the day. Here's a plan.\n\n"
                 "## Day-by-day outline\n"
                 "**Saturday 18 April (arrival day, tired from the train)**\n"
                 "- Morning: check in, breakfast, nap.\n"
                 "- 4:30 pm: **Virupaksha temple** (it's a living temple, so dress modestly and carry socks for hot stone floors), then the Hampi bazaar.\n"
                 "- 6 pm: **sunset from Hemakuta hill**, right behind Virupaksha; an easy climb.\n\n"
                 "**Sunday 19 April: the stone chariot**\n"
                 "- 6:30 am: **Vittala temple** and the **stone chariot**, before the crowds and the heat. The last stretch from the parking is by battery vehicle or on foot.\n"
                 "- 9:30 am: walk back via the riverside ruins (his 'real ruin').\n"
                 "- Midday: rest at the homestay.\n"
                 "- Evening: quiet.\n\n"
                 "**Monday 20 April: the royal centre**\n"
                 "- 7 am: **Lotus Mahal and the Elephant Stables** (in the Zenana enclosure), the Queen's Bath and the stepped tank.\n"
                 "- Evening: **coracle ride** on the Tungabhadra in the late afternoon, when the water is calm and the light is golden. Make sure everyone wears a **life jacket**, Kannan especially.\n\n"
                 "**Tuesday 21 April: flexible day**\n"
                 "- Whatever he loved most, again, or a slow morning at the Hampi archaeological museum in Kamalapura (air-cooled-ish and walkable from your homestay).\n\n"
                 "## Heat safety for a child\n"
                 "- **Water constantly:** a bottle each, refilled; add **ORS** or lime juice with salt and sugar once a day.\n"
                 "- **Cap or wide hat, light cotton clothes, sunscreen** even on cloudy mornings.\n"
                 "- **Watch for heat exhaustion:** unusual tiredness, headache, nausea, red face, dizziness, cramps. If you see them: shade, cool water on the skin, fluids, rest. **Confusion, vomiting or not sweating in the heat is an emergency.**\n"
                 "- **Stone gets very hot:** sandals for walking, and socks in temples where footwear is removed.\n"
                 "- **Carry snacks**: a hungry, hot child is a cranky child.\n\n"
                 "## Practical\n"
                 "- Hire an **auto-rickshaw for the day** from Kamalapura rather than walking between sites in the heat.\n"
                 "- A **licensed guide** for Vittala brings the stories alive for children (the musical pillars, the chariot).\n"
                 "- Keep the train tickets and the homestay booking on paper too; signal can be patchy.\n\n"
                 "And congratulations on the Rizta. 'The sofa one' is a very solid technical argument. Glad Pappadam has found her place too; sleeping on Kannan's bed means she's decided the new flat is hers."),
   ("user", "Perfect. I'll print this. Arjun wants to add the Hampi archaeological museum because he's a history nerd, so day 4 is sorted."),
   ("assistant", "A history nerd, a 7-year-old adventurer and a dubbing director who will inevitably narrate everything in a documentary voice: Hampi won't know what hit it. Have a wonderful trip.")],
  {"summary": "The family's Hampi trip is planned after Vishu: flight Kochi to Bengaluru on Friday 17 April 2026, the overnight Hampi Express to Hosapete, arriving 18 April, four nights at Tungabhadra Heritage Homestay in Kamalapura at ₹3,200 a night, back on Wednesday 22 April 2026; Arjun's leave is approved in writing; "
              "Kannan wants the stone chariot, Virupaksha temple, a coracle ride and 'a real ruin'; the user wants the Lotus Mahal, the Elephant Stables and a sunset from Hemakuta hill; forecast 38-40°C; "
              "the assistant planned sightseeing between 6 and 10:30 am and after 4 pm with a day-by-day outline, heat safety for a child (water, ORS, hat, sunscreen, signs of heat exhaustion, hot stone), an auto-rickshaw for the day and a guide; "
              "the user bought an Ather Rizta on Friday 3 April 2026 for ₹1,36,500 on-road after a discount, after test-riding the TVS iQube and the Bajaj Chetak; Kannan liked its seat; Pappadam came out from hiding after ten days; Arjun added the archaeological museum for day 4.",
   "procedures": [{"name": "Sightseeing with a child in extreme heat", "steps": ["Sights between 6 and 10:30 am and after 4 pm", "Rest at midday", "Water and ORS", "Cap, cotton clothes, sunscreen",
                   "Watch for heat exhaustion", "Sandals and socks for hot stone", "Auto-rickshaw for the day"]}],
   "decisions": [{"decision": "Hampi from 18 to 22 April 2026", "rationale": "Postponed from December; Kannan's summer holidays"},
                 {"decision": "Bought an Ather Rizta electric scooter", "rationale": "Bigger seat and storage for Kannan as pillion; a 20-minute commute"}],
   "outcomes": ["Ather Rizta ₹1,36,500 on-road, picked up 3 April 2026", "Homestay ₹3,200 a night for four nights"]}),
 ("2026-04-26", "Back from Hampi, and Dad finally wears his hearing aids", [
   ("user", "We're back! Hampi was magical, even at 39°C. Kannan tried to push the stone chariot at Vittala and was very offended when a guard blew a whistle at him. The coracle ride on the Tungabhadra was his favourite, the boatman spun us round and round. "
            "We did Virupaksha and the sunset from Hemakuta hill on the first evening, and Arjun got his museum. But on the second day, after Vittala, Kannan got heat exhaustion, headache, vomited once, all floppy. We did exactly what you said, shade, wet cloth, ORS, and he was fine by evening, "
            "but we skipped the Lotus Mahal and the Elephant Stables, not worth the risk. Next time in December.\n\n"
            "Family news, two things.\n"
            "1. Achan! Remember the hearing aids? He wore them for about two weeks in December and then put them in a drawer, he said the bus stand in Thrissur sounded like a drum and his own voice echoed. "
            "Amma was furious. In early March Anand retuned them (one of the free visits), turned down the loud sounds and the echo, and since then he's worn them every day, from breakfast to bedtime. Amma says the TV is at 22 now. He even called me on his Nokia just to chat, which he never does.\n"
            "2. Dhanya is pregnant! Due in mid-September. She's coming home to Thrissur in August to have the baby there, the traditional way, Amma is already planning the pre-delivery feasts. Is it safe for her to fly in August?"),
   ("assistant", "What a trip, and well handled: you spotted the heat exhaustion, treated it properly and made the sensible call to skip the afternoon sights. Kannan will remember the spinning coracle for years; the chariot whistle may become a family legend.\n\n"
                 "## Your father\n"
                 "This is the textbook path: **initial enthusiasm, the week-two-or-three wobble, a drawer, and then a retuning that fixes it**. His complaints (the drum-like noise, the echo of his own voice, called the occlusion effect) are exactly the things an audiologist can adjust. "
                 "Wearing them from breakfast to bedtime is what lets the brain fully adapt, and a spontaneous phone call is a lovely sign that hearing is becoming easy again. Use the remaining free retuning visit later in the year, even if all is well.\n\n"
                 "## Dhanya flying in August\n"
                 "Congratulations to her! I'm not a doctor, so her obstetrician in Dubai has the final word, but the general picture:\n\n"
                 "- **Airline rules:** most airlines let healthy women with a single, uncomplicated pregnancy fly **up to about 32 to 36 weeks**, and usually ask for a **fit-to-fly letter** from her doctor after about **28 weeks**, stating the due date. Check the exact rule of the airline she books with, since it varies.\n"
                 "- If she's due mid-September, **early August is roughly 32-34 weeks**, so she should book early in August and get the letter. Late August may be past some airlines' limit.\n"
                 "- **On the flight:** aisle seat, walk every hour, drink water, wear compression stockings to reduce the risk of clots.\n"
                 "- **Medical records:** she should carry her antenatal records, scans and blood group, and **register with an obstetrician in Thrissur** well before the due date, ideally with a first visit soon after arriving.\n"
                 "- **Travel insurance** that covers pregnancy, if she's covered abroad.\n\n"
                 "Amma's pre-delivery feasts sound like the best part of the plan."),
   ("user", "She's booked a flight for 2 August and her doctor is writing the letter. Rahul will come for the delivery in September. Amma has already picked the hospital in Thrissur."),
   ("assistant", "2 August sounds just right, well within the usual limits. With a letter, a booked hospital and Amma in charge, Dhanya is in very good hands. And Kannan is about to become a cousin-brother, which he'll no doubt take very seriously.")],
  {"summary": "Back from Hampi (18-22 April 2026): Kannan tried to push the stone chariot at Vittala temple and was whistled at; the coracle ride on the Tungabhadra was his favourite; they saw Virupaksha temple and the sunset from Hemakuta hill on the first evening and Arjun visited the museum; "
              "after Vittala on the second day Kannan had heat exhaustion (headache, vomited once), treated with shade, a wet cloth and ORS; they skipped the Lotus Mahal and the Elephant Stables; "
              "the user's father wore his hearing aids for about two weeks in December 2025, then put them in a drawer (the Thrissur bus stand sounded like a drum, his own voice echoed); audiologist Anand retuned them in early March 2026 and since then he wears them every day; the TV volume is down to 22; "
              "her sister Dhanya is pregnant, due mid-September 2026, coming home to Thrissur in August to have the baby; the assistant (not a doctor) said airlines usually allow flying up to 32-36 weeks with a fit-to-fly letter after about 28 weeks, recommended an aisle seat, walking, water, compression stockings, records and registering with a Thrissur obstetrician; "
              "Dhanya flies on 2 August 2026; Rahul comes for the delivery in September.",
   "decisions": [{"decision": "Skipped the Lotus Mahal and Elephant Stables in Hampi", "rationale": "Kannan had heat exhaustion on the second day"},
                 {"decision": "Dhanya will have her baby in Thrissur, flying home on 2 August 2026", "rationale": "The traditional way, with their mother; within airline limits with a fit-to-fly letter"}],
   "outcomes": ["Achan wears his hearing aids every day since a retuning in March 2026", "Dhanya due mid-September 2026"]}),
 ("2026-05-23", "Salary review, a Telugu film and a horror film I turned down", [
   ("user", "My six-month review happened! Meenakshi said Moonlight Pharmacy got the best QC score the platform has given a Malayalam dub, and raised me from ₹92,000 to ₹1,02,000 a month from 1 May. I didn't even have to argue. "
            "Now I'm on an anime, Blade of the Eastern Wind, 24 episodes, with mostly the same team, and Joji is still my rock.\n\n"
            "Outside work, two offers came in this month. One: the heroine of a big Telugu romantic film, Vennela Dhaari, Malayalam version, ₹55,000 for the full dub, recording over four Saturdays in June. Meenakshi has approved it. "
            "Two: a Tamil horror film again, another screaming heroine, ₹60,000. I said no to that one straight away. I'm not going back there, my nodules are gone and I want them to stay gone. "
            "For the Telugu film, is there anything I should put in the contract? Last time a producer paid me four months late."),
   ("assistant", "Congratulations! A raise you didn't have to argue for, on the back of a record QC score, is the best kind of review. And declining the horror film is exactly the kind of decision that keeps a voice healthy for decades.\n\n"
                 "## What to put in writing for Vennela Dhaari\n"
                 "Even a short email or letter agreement is far better than a phone call. Include:\n\n"
                 "1. **Scope:** the character, the film, the language (Malayalam version), and that the fee covers the **full dub of that character**, including a defined number of **pick-up or correction sessions** (for example, up to two short sessions). Beyond that, extra sessions are paid separately.\n"
                 "2. **Fee and schedule:** ₹55,000, with **a part in advance** (25-50% is common for freelancers who have been paid late before), and the balance **within 15 or 30 days of the final session**, not 'on release'.\n"
                 "3. **TDS:** that they deduct TDS under 194J and provide **Form 16A**, so it shows in your AIS.\n"
                 "4. **Session conditions:** maximum hours per day (say five, with breaks), and, since it's a romantic film, a note that any **shouting or crying scenes are scheduled at the end of a session**.\n"
                 "5. **Credit:** your name in the Malayalam version's credits as the dubbing artist for the heroine.\n"
                 "6. **Usage:** the dub is for this film and its promotion; reuse of your voice in other projects (or for AI voice training) needs your separate written consent. This last point is increasingly important in the industry.\n"
                 "7. **Late payment:** a simple clause for interest or a late fee if payment is more than 30 days overdue; even if you never enforce it, it signals you're serious.\n\n"
                 "## Keep your employer happy\n"
                 "Keep Meenakshi's approval in writing (an email), and make sure the four Saturdays don't eat into your recovery before Monday's sessions at Chithrasala. It's one of your two outside dubs for the quarter.\n\n"
                 "## Your voice over four Saturdays\n"
                 "Four Saturdays of a heroine's dub after a week of directing is a lot of voice. Keep up the straws, hydrate, and make Sunday a quiet day."),
   ("user", "The producer agreed to 40% in advance and the rest within 30 days, and the AI clause, they laughed but signed. Recording starts 6 June."),
   ("assistant", "Excellent: 40% up front and a 30-day balance is a strong deal, and getting the AI clause signed puts you ahead of most of the industry. Enjoy voicing a heroine who gets to fall in love rather than scream.")],
  {"summary": "At her six-month review Meenakshi raised the user's salary from ₹92,000 to ₹1,02,000 a month from 1 May 2026, after Moonlight Pharmacy got the platform's best QC score for a Malayalam dub; she is now directing the anime Blade of the Eastern Wind, 24 episodes, with Joji Varkey; "
              "outside offers in May 2026: the heroine of the Telugu romantic film Vennela Dhaari (Malayalam version) for ₹55,000 over four Saturdays in June, approved by Meenakshi, which she accepted, and a Tamil horror film with a screaming heroine for ₹60,000, which she declined because of her nodules; "
              "the assistant recommended a written agreement with scope and pick-up sessions, an advance and a balance within 15-30 days, TDS and Form 16A, session limits with shouting scenes at the end, credit, a clause on reuse of her voice and AI training, and a late-payment clause; "
              "the producer agreed to 40% in advance, the rest within 30 days and the AI clause; recording starts 6 June 2026.",
   "decisions": [{"decision": "Accept the Telugu film Vennela Dhaari, ₹55,000, 40% in advance", "rationale": "A romantic role, approved by her employer, with a written agreement"},
                 {"decision": "Decline the Tamil horror film (₹60,000)", "rationale": "Screaming roles caused her vocal nodules and she wants them to stay gone"}],
   "outcomes": ["Salary ₹1,02,000 a month from 1 May 2026", "Recording of Vennela Dhaari from 6 June 2026"]}),
 ("2026-06-20", "Should we buy a flat now or keep renting?", [
   ("user", "Money question. There's a new project in Kalamassery, ten minutes from our rented flat, 2BHK, 1,100 sq ft, ₹62 lakh. The builder says 20% down payment. We have about ₹7 lakh saved. "
            "Arjun really wants to own something, his brother Vinod bought in Tripunithura last year and keeps talking about it. I'm more nervous. Our rent here is ₹19,500. Can we afford it? What would the EMI be?\n\n"
            "Side note, Kannan has started chenda lessons! Saturday mornings at the Devi temple near our flat, with Sasi Marar, ₹800 a month, since the 6th of June. He practises on a wooden block with sticks and the whole building knows it. Swimming is going great too, he can swim a full width now."),
   ("assistant", "It's a big decision, and it's good that you're running the numbers before signing anything. I'm not a financial adviser, so treat these as estimates to check with a bank and your CA, but here is the rough picture.\n\n"
                 "## The upfront cost is more than 20%\n"
                 "| Item | Approximate amount |\n"
                 "|---|---|\n"
                 "| Down payment (20% of ₹62 lakh) | ₹12.4 lakh |\n"
                 "| Stamp duty and registration in Kerala (about 8% + 2%) | about ₹6.2 lakh |\n"
                 "| Interiors, wardrobes, kitchen, fans and lights | ₹3-5 lakh |\n"
                 "| Legal checks, loan processing, maintenance deposit | ₹0.5-1 lakh |\n"
                 "| **Total cash needed** | **about ₹22-25 lakh** |\n\n"
                 "With about **₹7 lakh saved**, you're roughly **₹15-18 lakh short** of the cash needed, and that's before keeping an emergency fund.\n\n"
                 "## The EMI\n"
                 "A loan of about **₹49.6 lakh** (80%) at around **8.5% for 20 years** comes to roughly **₹43,000 a month**, more than **double your current rent** of ₹19,500, and for 20 years. Banks typically want the total EMIs to stay under about **40-50% of your combined net income**.\n\n"
                 "## Questions to ask before deciding\n"
                 "1. **Is the project RERA-registered** (Kerala RERA), and when is possession? Under-construction flats often run late, which means paying rent and EMI at the same time.\n"
                 "2. **Are there big expenses coming this year?** A new baby in the family, travel, medical costs.\n"
                 "3. **How stable are both incomes?** Arjun's job is very stable; yours is now salaried too, which helps with a loan.\n"
                 "4. **Where will you want to live in five years?** Kannan's school, your jobs, your parents in Thrissur.\n\n"
                 "## A middle path\n"
                 "Many couples in your position **keep renting for another year or two** while building the down payment in a separate account or a mix of fixed deposits and index funds, with a fixed monthly amount (say the difference between the EMI and your rent). "
                 "If you can comfortably save ₹20,000-25,000 a month for a year, you'll know you can handle the EMI, and you'll arrive with a much bigger down payment and a smaller loan.\n\n"
                 "And congratulations to Kannan on the chenda. Your neighbours are getting the full temple festival experience at home."),
   ("user", "We talked it over last night. We're not buying this year. We'll keep renting and put ₹25,000 a month into a separate account, and look again next summer. Dhanya's delivery is coming and I want a cushion. Arjun grumbled but agreed, especially when I showed him the stamp duty."),
   ("assistant", "That sounds like a wise and calm decision. ₹25,000 a month for a year gives you ₹3 lakh plus your ₹7 lakh, and, just as importantly, a year of proof that the household budget can carry an EMI-sized payment. "
                 "Stamp duty has convinced many a reluctant spouse. Look again next summer with real numbers in hand.")],
  {"summary": "A new 2BHK project in Kalamassery, 1,100 sq ft, costs ₹62 lakh with 20% down; the user and Arjun have about ₹7 lakh saved; Arjun's brother Vinod bought a flat in Tripunithura last year; their rent is ₹19,500; "
              "Kannan started chenda lessons on Saturday mornings at the Devi temple near their flat with Sasi Marar, ₹800 a month, from 6 June 2026, and can now swim a full width; "
              "the assistant (not a financial adviser) estimated the total cash needed at about ₹22-25 lakh (down payment ₹12.4 lakh, Kerala stamp duty and registration about ₹6.2 lakh, interiors, legal and loan fees) and an EMI of about ₹43,000 a month on ₹49.6 lakh at 8.5% over 20 years, "
              "suggested checking Kerala RERA registration and possession, upcoming expenses and income stability, and keeping renting while saving; "
              "they decided not to buy this year, to keep renting, save ₹25,000 a month in a separate account and look again in summer 2027.",
   "decisions": [{"decision": "Not buying a flat in 2026; keep renting and save ₹25,000 a month", "rationale": "They'd be ₹15-18 lakh short of the cash needed, the EMI would be more than double the rent, and Dhanya's delivery is coming so she wants a cushion"},
                 {"decision": "Kannan takes chenda lessons with Sasi Marar", "rationale": "At the Devi temple near the flat on Saturday mornings"}],
   "outcomes": ["Savings about ₹7 lakh", "Chenda ₹800 a month from 6 June 2026"]}),
 ("2026-07-11", "A second cat, and our first one needs a diet", [
   ("user", "We have a new family member. During the rains last week Arjun kept hearing a kitten crying behind the control centre building at Muttom depot, a tiny white thing, no mother anywhere for three days. Last Sunday he brought her home in his lunch bag, I nearly fainted. "
            "Kannan named her Kozhukatta because she's white and round like the rice dumplings. Dr. Ashiq saw her on Tuesday: about eight weeks old, a girl, dewormed, first vaccine, ₹1,200. Healthy apart from fleas.\n\n"
            "Problem one: Pappadam is furious. She hisses at the kitten and growls from the top of the fridge. Problem two: at the same visit Dr. Ashiq weighed Pappadam, 5.2 kg, he says she's overweight and should be around 4.2 to 4.5. "
            "She's been eating dry food whenever she wants since the spay, and Kannan sneaks her fish from his plate. How do we fix both?"),
   ("assistant", "Congratulations on Kozhukatta, and on Arjun's rescue in a lunch bag, which is a story Kannan will tell at school for years. Two separate problems; here's a plan for each. (Dr. Ashiq's advice comes first on anything medical.)\n\n"
                 "## 1. Introducing a kitten to a resident cat\n"
                 "Hissing and growling in the first week is **normal**: Pappadam is defending her territory, which she only recently reclaimed after the move. The key is to **go slowly and separate them at first**, even if it seems a bit much.\n\n"
                 "1. **Separate base camp for the kitten:** Kozhukatta lives in one room (Kannan's, perhaps) with her own litter, food, water and bed. Pappadam keeps the rest of the flat and her routines.\n"
                 "2. **Scent swapping** for a few days: rub a soft cloth on each cat's cheeks and leave it near the other's food. Swap their bedding.\n"
                 "3. **Feeding on either side of a closed door**, moving the bowls closer day by day, so the other cat's smell predicts something good.\n"
                 "4. **Visual contact through a barrier:** a mesh door, a baby gate, or a door open a crack, for short sessions with treats.\n"
                 "5. **Short supervised meetings** once both are calm at the barrier. End each meeting on a good note, before anyone hisses.\n"
                 "6. **Give Pappadam high places and escape routes;** never force her to interact, never hold them together.\n"
                 "7. **Attention for Pappadam first:** greet her, feed her, play with her before the kitten. Many resident cats accept a newcomer in **two to six weeks**.\n\n"
                 "Kittens are also full of energy that adult cats find exhausting; **play with Kozhukatta a lot** (wand toys) so she doesn't pounce on Pappadam for fun.\n\n"
                 "## 2. Pappadam's weight\n"
                 "At 5.2 kg against a target of about 4.2-4.5 kg, she's roughly **15-20% over**, very common after spaying with free feeding.\n"
                 "- **Stop free feeding.** Ask Dr. Ashiq for her **daily calorie target** and weigh out her food each day with a kitchen scale, split into **two or three meals**.\n"
                 "- **Aim for slow loss:** about **1% of body weight a week** (roughly 50 g). Fast weight loss is dangerous for cats (it can cause a serious liver condition), so never starve her.\n"
                 "- **Treats and Kannan's fish** count: give Kannan a small daily allowance of treats from her ration that he can give her, so he stays part of it without overfeeding.\n"
                 "- **Puzzle feeders and play:** 10-15 minutes of play twice a day. A kitten in the house may actually help here.\n"
                 "- **Keep the kitten's food out of her reach:** kitten food is calorie-dense. Feed Kozhukatta in her room.\n"
                 "- **Weigh her every two weeks** and write it down.\n\n"
                 "With two cats, the feeding separation you need for the introductions also solves the food-stealing problem. Good luck, and send my regards to the lunch bag."),
   ("user", "Kannan has already made a chart on the fridge: 'Pappadam diet' and 'Kozhukatta growing'. Shabna came over and says we've become a cat family. Kozhukatta's second vaccine is on the 1st of August."),
   ("assistant", "A fridge chart run by a 7-year-old is probably the most effective weight-loss programme ever designed. Shabna is right: two cats, a chart and a vet on speed dial is a cat family. "
                 "Note the 1 August vaccine on the same calendar as Dhanya's 2 August flight; it's going to be a busy first weekend of August.")],
  {"summary": "On Sunday 5 July 2026 Arjun brought home a white kitten he'd heard crying for three days behind the control centre building at Muttom depot during the rains; Kannan named her Kozhukatta; "
              "vet Dr. Ashiq Rahman saw her on Tuesday 7 July 2026: about eight weeks old, female, dewormed, first vaccine, ₹1,200, healthy apart from fleas; second vaccine on 1 August 2026; "
              "Pappadam hisses and growls at the kitten; Dr. Ashiq weighed Pappadam at 5.2 kg, overweight, target about 4.2-4.5 kg; she has been free-fed dry food since the spay and Kannan gives her fish; "
              "the assistant (vet first) recommended a separate base room for the kitten, scent swapping, feeding either side of a door, barrier contact, short supervised meetings, high places for Pappadam and attention for her first; "
              "and for weight, no free feeding, a daily calorie target weighed out in meals, slow loss of about 1% a week, treats counted, play and puzzle feeders, kitten food out of reach, weighing every two weeks; "
              "Kannan made a fridge chart for both cats; Shabna says they're a cat family.",
   "procedures": [{"name": "Introducing a kitten to a resident cat", "steps": ["Separate base room for the kitten", "Scent swapping", "Feeding either side of a closed door", "Contact through a barrier",
                   "Short supervised meetings", "High places and escape routes for the resident cat", "Attention for the resident cat first"]},
                  {"name": "Slimming an overweight cat", "steps": ["Stop free feeding", "Weigh the daily ration into meals", "Lose about 1% of body weight a week", "Count treats", "Play twice a day", "Weigh every two weeks"]}],
   "decisions": [{"decision": "Adopt the kitten Kozhukatta", "rationale": "Arjun found her alone and crying for three days at the depot"},
                 {"decision": "Put Pappadam on a diet", "rationale": "She weighs 5.2 kg against a target of 4.2-4.5 kg"}],
   "outcomes": ["Kozhukatta's vet visit ₹1,200", "Pappadam weighs 5.2 kg"]}),
]

QUESTIONS_126 = [
 # single facts the user said about herself, her family, pets and work
 ("How old am I?", "34"),
 ("What's Kannan's real name?", "Aditya"),
 ("What did my dad do before he retired?", "he was a lineman with KSEB (the Kerala State Electricity Board)"),
 ("What does my sister do, and where?", "she's a physiotherapist in Dubai"),
 ("Who's the ENT who looked at my vocal cords?", "Dr. Leena Abraham, a laryngologist at Kochi Voice Clinic in Kadavanthra"),
 ("Which vet did Pappadam's spay?", "Dr. Ashiq Rahman at Paws & Claws Pet Clinic, Palarivattom"),
 ("What was the first show I directed at Chithrasala?", "Moonlight Pharmacy, a 16-episode Korean drama dubbed into Malayalam"),
 # when
 ("When was Pappadam spayed?", "Saturday 27 September 2025"),
 ("When was my first appointment with the ENT about my voice?", "Wednesday 22 October 2025"),
 ("When did I start at Chithrasala Sound Labs?", "Monday 5 January 2026"),
 ("When did we actually move into the Kalamassery flat?", "Sunday 8 March 2026 (a week later than planned)"),
 ("When did I pick up my electric scooter?", "Friday 3 April 2026 (an Ather Rizta)"),
 ("When did Kozhukatta come home with us?", "Sunday 5 July 2026"),
 # counts and amounts
 ("How much did Achan's hearing aids cost?", "₹72,000 for the pair (Dhanya paid half)"),
 ("How many voice therapy sessions did I do?", "8 (with Fathima Rinsha, ₹900 each)"),
 ("How many people came to our Onam lunch?", "14"),
 # lists across chats
 ("What activities has Kannan done over the past year?", "kalaripayattu (September 2025 to March 2026), swimming (from March 2026) and chenda lessons (from June 2026)"),
 ("What have I done to look after my voice since the nodules?", "voice rest, 8 voice therapy sessions, daily straw exercises, more water, reflux tablets and earlier dinners, turning down screaming roles, and moving to directing"),
 ("What did we actually see and do in Hampi?", "Virupaksha temple, the sunset from Hemakuta hill, the stone chariot at Vittala temple, a coracle ride on the Tungabhadra and the archaeological museum"),
 ("What work have I turned down because of my voice?", "two film dubs in November 2025 (a Malayalam thriller and a Telugu family drama) and a Tamil horror film in May 2026"),
 ("What pets do we have now?", "two cats: Pappadam and Kozhukatta (a white kitten)"),
 # latest value of something that changed
 ("What's my job now?", "in-house dubbing director at Chithrasala Sound Labs in Kakkanad (since January 2026)"),
 ("What does Arjun do now?", "controller at the Kochi Metro Operations Control Centre at Muttom (since 1 April 2026; before that he drove trains)"),
 ("How much rent do we pay now?", "₹19,500 a month (the Kalamassery flat)"),
 ("What's my salary at the studio now?", "₹1,02,000 a month (from 1 May 2026)"),
 # yes/no
 ("Did I need an operation for my vocal nodules?", "No (voice therapy and reflux treatment only)"),
 ("Have we bought a flat?", "No (we decided to keep renting and save for another year)"),
 ("Does Achan wear his hearing aids these days?", "Yes (every day since they were retuned in March 2026)"),
 ("Is Kannan still going to kalari?", "No (he stopped after the move in March 2026)"),
 # why
 ("Why didn't we go to Hampi at Christmas?", "Arjun's leave was cancelled: Kochi Metro froze leave for the Christmas and New Year crowds"),
 ("Why did I get nodules on my vocal cords?", "three days of screaming for a horror film dub, on top of reflux and drinking too little water"),
 ("Why did we leave the Edappally flat?", "the landlord raised the rent from ₹18,000 to ₹21,500; Kalamassery is cheaper and closer to my studio and Arjun's depot"),
 ("Why did I take the studio job?", "directing is easier on my voice after the nodules, and it's a steady salary with paid leave and health insurance"),
 # what the assistant recommended
 ("What did you tell me about registering for GST?", "not needed until my receipts cross ₹20 lakh a year; ask the CA about presumptive taxation under section 44ADA and pay advance tax"),
 ("What did you suggest to help Pappadam settle into the new flat?", "a quiet safe room with her litter, food, water, bed and a hiding box, familiar smells, a Feliway diffuser, keeping her indoors and letting her come out on her own"),
 # inference
 ("Would I take on another horror film dub?", "Likely no"),
 ("Would Achan use a phone app to adjust his hearing aids?", "Likely no (he uses a keypad Nokia and refuses smartphones)"),
 ("Will Dhanya be in Kerala in September?", "Likely yes (she's coming home to Thrissur in August to have the baby)"),
 # not in the archive
 ("Which FM station does Shabna work for?", "Not mentioned in my chats"),
 ("How much does Arjun earn?", "Not mentioned in my chats"),
]


def assistant_chats_55_at(folder):
    """The archive of CHATS_126 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a55c", CHATS_126, "chatgpt")


@pytest.fixture(scope="module")
def assistant_chats_55(tmp_path_factory):
    return assistant_chats_55_at(tmp_path_factory.mktemp("assistant55"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_126, "assistant 55")


def test_the_archive_finds_the_cat_kozhukatta(assistant_chats_55):
    assert assistant_chats_55.search("Kozhukatta").results
