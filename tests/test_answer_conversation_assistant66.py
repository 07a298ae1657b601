"""A sixty-sixth written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind with its questions and gold answers before any run of
`kbsearch answer` on it, and without reading the answer rules. Its questions are read by the
developer only after their first measure. A naval architect in Tana Beru, Bulukumba, South
Sulawesi, Indonesia, Fitriani (Fitri) Sahabuddin, 33, who does the drawings, the buying and the
money at her father's phinisi boatyard on the beach, Galangan Haji Sahabuddin, where her father,
Haji Sahabuddin, 67, a panrita lopi (master boatbuilder), builds by eye with 18 carpenters under
the head carpenter Daeng Sudi; she lives with her husband Muhammad Akbar, a dive instructor at
Tanjung Bira, their daughter Aira, six, and Lacong, an ayam ketawa (laughing rooster). She chats
with Claude from March 2025 to February 2026: the yard's first written contract, for a 30-metre
phinisi for a liveaboard dive company in Labuan Bajo (a payment schedule and a timber clause),
the keel-laying ceremony, a state school or an Islamic school for her daughter, her father's fall
from the scaffolding and a safer yard, the rooster's 3:30 laugh and a new neighbour, a contest in
Sidrap, the ironwood price rise, her brother's uang panai and a wedding that moves, measuring a
hull built by eye for a lines plan, a late engine that moves the launch, a rent rise and a house
on her father's plot, her husband's job offer on the boat she is building, her daughter's dengue,
a traditional launch with 150 pullers, an inclining experiment, delivery to Labuan Bajo and taking
over the yard, with facts the user updates later (the launch date, her pay, who runs the yard,
where they live, the house quote, Akbar's job, the wedding date).
bench/answer_conversations.py asks every question ("assistant 66")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_148 = [
 ("2025-03-08", "Payment schedule and a timber clause for a 30-metre phinisi", [
   ("user", "Hi Claude. I'm Fitri (Fitriani Sahabuddin), 33, from Tana Beru in Bulukumba, South Sulawesi, the village where the phinisi boats are built on the beach. "
            "I studied naval architecture at Universitas Hasanuddin (Unhas) in Makassar, graduated in 2014, and now I do the drawings, the buying and the money at my father's boatyard, Galangan Haji Sahabuddin. "
            "My father, Haji Sahabuddin, is 67 and a panrita lopi, a master boatbuilder. He builds by eye: he has never used a drawing in his life. We have 18 carpenters.\n\n"
            "We've just agreed our biggest job ever: a 30-metre phinisi for Layar Biru Liveaboards, a dive liveaboard company in Labuan Bajo owned by a Spaniard, Joaquín Herrera, and his Indonesian wife, Dewi Lestari. "
            "Price Rp 6.2 billion for the hull, the deckhouse and the rig; the engine and the interior are theirs. The keel is ulin (ironwood) from Kalimantan at Rp 14 million per m³, the frames and planks are bitti from here, and the deck is teak. "
            "Keel laying after Lebaran, around mid-April; launch target Saturday 20 December 2025.\n\n"
            "Until now Dad always worked on a handshake and a notebook. Joaquín wants a written contract and asked me to propose the payment schedule. We sign on Monday 10 March. "
            "What should the schedule look like, and what else should the contract protect us from? (It's Ramadan, so I'm writing this after buka.)"),
   ("assistant", "Congratulations, that's a big step for the yard, and a written contract is good for both sides: it protects Joaquín's money and your father's work. "
                 "I'm not a lawyer, so please have a notary (notaris) in Bulukumba or Makassar read the final version, but here's how contracts for custom wooden boats are usually structured.\n\n"
                 "## 1. Payment schedule: money should never run behind the work\n"
                 "The principle is that at every stage you should hold roughly as much money as you've spent on timber and wages. Tie each payment to a **milestone anyone can see and photograph**, not to a calendar date:\n\n"
                 "| Milestone | Share | Amount |\n"
                 "|---|---|---|\n"
                 "| Contract signing | 30% | Rp 1.86 billion |\n"
                 "| Frames up | 25% | Rp 1.55 billion |\n"
                 "| Planking complete | 25% | Rp 1.55 billion |\n"
                 "| Launch | 15% | Rp 930 million |\n"
                 "| Delivery in Labuan Bajo | 5% | Rp 310 million |\n\n"
                 "- The **30% up front** matters most: it pays for the ulin keel and the first months of wages before there's anything to show.\n"
                 "- Write that each payment is due within **7 days of your invoice with photos** of the milestone, and that work may pause if a payment is more than 14 days late.\n"
                 "- Keep the last payment small but real, so the client has a reason to accept the boat promptly and you aren't left chasing a large sum.\n\n"
                 "## 2. A timber price clause\n"
                 "Ulin prices depend on log permits in Kalimantan and can move a lot in nine months. Agree on a **base price** (Rp 14 million per m³ today), a **threshold** (say 10%) that you absorb, and how any rise above it is shared. "
                 "Attach the supplier's current invoice as evidence of the base.\n\n"
                 "## 3. Specification annex\n"
                 "Since your father builds by eye, the contract needs at least a written specification: length, beam, timber species for each part, number of masts and sails, what 'deckhouse' includes, and what is explicitly **not** included (engine, electrics, interior, paint?). "
                 "Most disputes on boats come from two people imagining different boats.\n\n"
                 "## 4. Changes\n"
                 "Any change the client asks for after signing should be written down with its price and its effect on the dates, and signed by both of you **before** the carpenters start on it.\n\n"
                 "## 5. Delays on both sides\n"
                 "- Yours: weather, illness, timber delivery. Agree a reasonable margin before any penalty applies.\n"
                 "- Theirs: late payments, late decisions, **late supply of the things they provide** (like the engine). These should give you extra time and, if they cost you money, compensation.\n\n"
                 "## 6. Ownership and risk\n"
                 "Who owns the hull while it's on your beach, and who insures it against fire? State when ownership and risk pass to the client (often at delivery).\n\n"
                 "## 7. Launch, sea trials and delivery\n"
                 "Say who pays for the launch, who crews the delivery voyage, and what 'accepted' means (for example, signed acceptance after sea trials).\n\n"
                 "## 8. Disputes\n"
                 "Start with musyawarah (discussion); if that fails, name the forum, such as the district court in Bulukumba or arbitration.\n\n"
                 "Would you like me to draft the payment clause in English and Indonesian?"),
   ("user", "No need, that's clear. We'll use your schedule exactly: 30% at signing, 25% when the frames are up, 25% when the planking is complete, 15% at launch and 5% on delivery in Labuan Bajo. "
            "For the timber: if the ulin price goes up more than 10% over Rp 14 million per m³, we split the part above 10% fifty-fifty. Joaquín already said yes on the phone. "
            "Dad says paper is for people who don't trust each other, but he'll sign."),
   ("assistant", "That's a fair, simple clause. Two small things will make it easy to use later: attach the Kalimantan supplier's current invoice to the contract as the base price, "
                 "and write down roughly how many m³ of ulin the boat still needs after the keel, so any future calculation is just price difference times quantity. "
                 "And your father has a point about trust; you could tell him the paper is there so that nobody has to remember who said what in March when it's December.")],
  {"summary": "The user, Fitriani (Fitri) Sahabuddin, 33, from Tana Beru, Bulukumba, South Sulawesi, studied naval architecture at Universitas Hasanuddin (Unhas) in Makassar (2014) and does the drawings, buying and money at her father's boatyard, Galangan Haji Sahabuddin; "
              "her father Haji Sahabuddin, 67, is a panrita lopi who builds by eye without drawings; the yard has 18 carpenters; "
              "they agreed to build a 30-metre phinisi for Layar Biru Liveaboards of Labuan Bajo (owners Joaquín Herrera and Dewi Lestari) for Rp 6.2 billion (hull, deckhouse, rig; engine and interior by the client); "
              "ulin keel from Kalimantan at Rp 14 million per m³, bitti frames and planks, teak deck; keel laying mid-April 2025, launch target 20 December 2025; signing on 10 March 2025; "
              "the assistant proposed milestone payments (30% signing, 25% frames up, 25% planking complete, 15% launch, 5% delivery), a timber price clause, a specification annex, written changes, delay terms, ownership and risk, launch and delivery terms and a dispute forum; "
              "the user adopted the schedule and a clause splitting any ulin price rise above 10% fifty-fifty.",
   "procedures": [{"name": "Payment schedule for a custom boat", "steps": ["30% at signing", "25% when frames are up", "25% when planking is complete", "15% at launch", "5% on delivery", "Payment due 7 days after invoice with photos"]},
                  {"name": "What a boatbuilding contract should cover", "steps": ["Timber price clause", "Specification annex", "Written change orders", "Delays on both sides", "Ownership and risk", "Launch, sea trials and delivery", "Disputes"]}],
   "decisions": [{"decision": "Use the 30/25/25/15/5 milestone payment schedule", "rationale": "Money should never run behind the work"},
                 {"decision": "Split any ulin price rise above 10% over Rp 14 million per m³ fifty-fifty", "rationale": "Ulin prices depend on Kalimantan log permits"}],
   "outcomes": ["Contract Rp 6.2 billion with Layar Biru Liveaboards", "Signing on 10 March 2025"]}),
 ("2025-04-20", "After the keel laying: state school or Islamic school for Aira?", [
   ("user", "The keel is laid! We did the annakbang kalabiseang, the ceremony of cutting the keel, on Wednesday 16 April. Dad cut the first piece himself, we slaughtered a goat and the whole yard ate together. "
            "Joaquín and Dewi flew in from Labuan Bajo and filmed everything for their Instagram. The first payment, Rp 1.86 billion, came in on 12 March, two days after signing.\n\n"
            "Now a family question. Our daughter Aira is six and starts primary school (SD) in July. Two options:\n"
            "1) SD Negeri 27 Tana Beru: a 10-minute walk, free, her cousins go there.\n"
            "2) SD Islam Terpadu Al-Fikri in Bulukumba town: about 25 km away, 50 minutes each way in the school van. Rp 3.5 million to enrol, Rp 450,000 a month, plus Rp 300,000 a month for the van. More English and more Quran.\n"
            "My husband Akbar, who is a dive instructor at Bira Blue Dive in Tanjung Bira, wants Al-Fikri. My mother says a six-year-old shouldn't spend two hours a day in a van. How do we decide?"),
   ("assistant", "Congratulations on the keel! Now, the school question: it helps to separate what Aira's day would actually feel like from what each school promises on paper.\n\n"
                 "## 1. Aira's day\n"
                 "- **Al-Fikri:** if classes start at 7:00, the van probably picks her up around 6:00 and drops her home around 13:30 or later. That's **nearly two hours a day in a van** at six, plus the time waiting for other children.\n"
                 "- **SD Negeri 27:** a 10-minute walk with her cousins, home for lunch, and energy left for the afternoon.\n"
                 "At this age, sleep, play and a relaxed morning matter a lot for how a child learns.\n\n"
                 "## 2. The money\n"
                 "| | SD Negeri 27 | Al-Fikri |\n"
                 "|---|---|---|\n"
                 "| Enrolment | free | Rp 3.5 million |\n"
                 "| Monthly | uniforms, books | Rp 450,000 + Rp 300,000 van |\n"
                 "| First year | a few hundred thousand | about **Rp 12.5 million** |\n"
                 "| Each year after | small | about **Rp 9 million** |\n\n"
                 "That's affordable for you, but over six years it adds up to more than Rp 50 million.\n\n"
                 "## 3. What you'd be paying for\n"
                 "The two real advantages Akbar sees are **English** and **Quran**. Both can be added to a state school:\n"
                 "- The **TPA** (Quran lessons) at your mosque in the afternoons.\n"
                 "- English at home: you read English contracts for a living, so 15 minutes a day of picture books and songs goes a long way at six.\n\n"
                 "## 4. Visit both\n"
                 "Ask each school:\n"
                 "- How many children per class?\n"
                 "- What does a Grade 1 day look like, and how much homework is there?\n"
                 "- How do they handle a child who is slower to read?\n"
                 "- For Al-Fikri: what time does the van really leave, and who supervises it?\n\n"
                 "## 5. It isn't forever\n"
                 "Many families choose the school close to home for the early years and look again for SMP (junior secondary), when a longer journey is easier and the differences between schools matter more.\n\n"
                 "It might help to go together with Akbar, so the decision is a shared one rather than you and your mother against him."),
   ("user", "We visited both on Saturday. We chose SD Negeri 27: the 50-minute ride each way was just too long for her, and she can walk there with her cousins. "
            "She'll go to the TPA at the mosque in the afternoons for Quran, and I'll do English with her at home. Akbar agreed after he saw the van at 6 in the morning."),
   ("assistant", "That sounds like a decision made for Aira rather than for the brochure. For the English, keep it playful: songs, a picture book at bedtime, naming things around the house. "
                 "Consistency matters more than length. And you can look at the question again when she finishes SD.")],
  {"summary": "The keel of the Layar Biru phinisi was laid on 16 April 2025 with the annakbang kalabiseang ceremony (keel cutting): Haji Sahabuddin cut the first piece, a goat was slaughtered, and Joaquín Herrera and Dewi Lestari filmed it; "
              "the first payment of Rp 1.86 billion arrived on 12 March 2025; "
              "the user's daughter Aira, six, starts primary school in July 2025; options: SD Negeri 27 Tana Beru (10-minute walk, free, cousins there) or SD Islam Terpadu Al-Fikri in Bulukumba town (25 km, 50 minutes each way by van, Rp 3.5 million enrolment, Rp 450,000 a month plus Rp 300,000 for the van); "
              "her husband Akbar, a dive instructor at Bira Blue Dive in Tanjung Bira, wanted Al-Fikri, her mother the state school; "
              "the assistant compared Aira's day and the costs (about Rp 12.5 million the first year), suggested adding TPA and English at home, visiting both schools and reviewing at SMP; "
              "they chose SD Negeri 27 because the ride was too long, with TPA in the afternoons and English at home.",
   "decisions": [{"decision": "Aira goes to SD Negeri 27 Tana Beru", "rationale": "50 minutes each way to Bulukumba was too long for a six-year-old; she can walk with her cousins"},
                 {"decision": "TPA at the mosque for Quran and English at home", "rationale": "Adds what Al-Fikri offered"}],
   "outcomes": ["Keel laid on 16 April 2025", "First payment Rp 1.86 billion received on 12 March 2025"]}),
 ("2025-05-17", "My father fell off the scaffolding", [
   ("user", "Bad week. On Saturday 10 May my father fell about 2.5 metres from the bamboo scaffolding along the hull while he was checking the frames. He broke his left wrist. "
            "We took him to RSUD Andi Sulthan Daeng Radja, the hospital in Bulukumba: a broken distal radius, a cast for six weeks, and BPJS paid. The doctor said no work for eight weeks. He's 67 and furious.\n\n"
            "Pak Sudirman, we call him Daeng Sudi, our head carpenter, is running the 18 carpenters while Dad rests. Two things: how do I make the yard safer without insulting men who've built boats for forty years, "
            "and how do I keep the schedule? The frames are supposed to be up by the end of June for the second payment."),
   ("assistant", "I'm sorry, that must have been frightening, and I'm glad it was his wrist and not worse. "
                 "I can't give medical advice, but in general with a cast it's worth watching for numbness, tingling, fingers that turn pale or blue, or swelling that gets worse: those mean going back to the hospital the same day. "
                 "Keeping the hand raised and moving the fingers often helps, and the doctor or a physiotherapist will tell him what exercises to do once the cast is off.\n\n"
                 "## Making the yard safer, respectfully\n"
                 "The trick is to make safety something **the yard decides**, not something the office imposes.\n\n"
                 "### 1. Let Daeng Sudi announce it\n"
                 "Talk with him first, privately. If the rules come from the head carpenter, they're craft; if they come from the boss's daughter with a laptop, they're paperwork.\n\n"
                 "### 2. Scaffolding\n"
                 "Bamboo scaffolding can be very good if it's built well:\n"
                 "- **Guardrails** on every working level above about 2 metres, and a toe board so tools don't fall.\n"
                 "- **Planks** to walk on that are wide, tied down and not rotten.\n"
                 "- **Ladders** tied at the top, enough of them that nobody climbs the frame itself.\n"
                 "- **Check the lashings and the bamboo** every Monday; bamboo splits and ropes loosen in the sun and rain.\n\n"
                 "### 3. Simple equipment\n"
                 "- **Helmets** for anyone working under the hull or the scaffolding: falling tools and offcuts are a common injury in boatyards.\n"
                 "- A **first-aid kit** in a known place, and one or two people who know how to use it.\n"
                 "- Decide in advance **who drives to the hospital** and with which vehicle.\n\n"
                 "### 4. A short morning briefing\n"
                 "Ten minutes at the start of the day: what's being done where, who's working at height, what's dangerous today (rain, a heavy lift). It also happens to be the best planning tool you can have.\n\n"
                 "## Keeping the schedule\n"
                 "1. **A weekly plan** on a whiteboard: which frames this week, who on which team.\n"
                 "2. **Timber ready ahead:** make sure the bitti for the remaining frames is on site now, not arriving in late June.\n"
                 "3. **A realistic buffer:** if the end of June is tight, tell Joaquín early that the frames might be up in the first week of July. Clients forgive an early warning more easily than a surprise.\n"
                 "4. **Use your father's eye from a chair.** He can't climb, but he can still see whether a frame is right. A seat in the shade with a view of the hull keeps him part of the work and makes the rest easier to accept."),
   ("user", "Done. I bought 20 helmets at Rp 65,000 each, Daeng Sudi's team put bamboo guardrails on the scaffolding, there's a first-aid kit in the tool shed, and we do a 10-minute briefing every morning at 7:00. "
            "Dad sits in a plastic chair under the tamarind tree and supervises with his mouth."),
   ("assistant", "That's a lot done in a week, and in the right way. One idea: ask your father to open the morning briefing now and then. "
                 "If the man who fell says 'wear the helmet', nobody in the yard will argue, and it gives him a role that's bigger than the chair.")],
  {"summary": "On 10 May 2025 Haji Sahabuddin fell about 2.5 metres from the bamboo scaffolding along the hull and broke his left wrist (distal radius); treated at RSUD Andi Sulthan Daeng Radja in Bulukumba, cast for six weeks, paid by BPJS, no work for eight weeks; "
              "head carpenter Pak Sudirman (Daeng Sudi) runs the 18 carpenters; frames due by end of June 2025 for the second payment; "
              "the assistant (not giving medical advice) listed cast warning signs, and suggested letting Daeng Sudi announce safety rules, guardrails, good planks, tied ladders, weekly checks of the bamboo, helmets, a first-aid kit, a morning briefing, a weekly plan, timber ready ahead, an early warning to the client and her father supervising from a chair; "
              "she bought 20 helmets at Rp 65,000 each, bamboo guardrails were added, a first-aid kit is in the tool shed and there is a 10-minute briefing at 7:00 every morning; her father supervises from a chair under the tamarind tree.",
   "procedures": [{"name": "Making a boatyard safer", "steps": ["Let the head carpenter announce the rules", "Guardrails and toe boards on scaffolding", "Wide tied planks", "Ladders tied at the top", "Check lashings every Monday", "Helmets", "First-aid kit", "10-minute morning briefing"]}],
   "decisions": [{"decision": "Helmets, guardrails, a first-aid kit and a daily 7:00 briefing at the yard", "rationale": "Her father's fall from the scaffolding"}],
   "outcomes": ["Father's left wrist broken on 10 May 2025", "20 helmets bought at Rp 65,000 each"]}),
 ("2025-06-14", "Our rooster laughs at 3:30 am and the new neighbour is not amused", [
   ("user", "A lighter one. We have an ayam ketawa, a 'laughing chicken' rooster, called Lacong. He's two years old, a gift to Dad from his old friend Pak Baso in Sidrap, where the breed comes from, "
            "and he lives with us at our rented house in Bira because Dad says my mother's cats bother him. His crow really sounds like a man laughing, 'ha-ha-ha-ha-haaa', and it starts at 3:30.\n\n"
            "Ibu Hasnah moved in next door in May with a newborn, and yesterday she came over, very politely, to say Lacong wakes the baby every night. "
            "I also want to enter him in the ayam ketawa contest in Sidrap on Sunday 24 August, in the slow-laugh class. What can I do about the noise, and how do I prepare him?"),
   ("assistant", "What a wonderful bird to have, and a tricky neighbour situation. Let's do the noise first, because that's the one that affects a relationship you'll live with.\n\n"
                 "## Why he laughs at 3:30\n"
                 "Roosters crow on an internal clock that's strongly set by light, and they also answer other roosters and noises in the night. You can't stop a rooster crowing, but you can often **delay the first crow** and **soften the sound**.\n\n"
                 "## What usually helps\n"
                 "1. **Darkness:** cover the coop at night with a thick dark cloth so no dawn light or street light gets in; uncover him at a reasonable hour, say 5:30. Many keepers find this delays the early crowing.\n"
                 "2. **Distance and walls:** move the coop to the side of your house furthest from her bedroom. A solid wall between the coop and her house does more than any cloth.\n"
                 "3. **Soft materials:** lining the coop's walls with something thick and soft absorbs some of the sound.\n"
                 "4. **A lower coop:** in a low coop he can't stretch to full height, and some keepers say the crow is a bit quieter, though the evidence is mostly anecdotal.\n"
                 "5. **Keep him calm at night:** cats, rats or a dog nearby set roosters off.\n\n"
                 "## With Ibu Hasnah\n"
                 "- Thank her for coming to you directly; it's a good sign.\n"
                 "- Tell her what you're going to do and ask her to tell you honestly in two weeks whether it's better.\n"
                 "- A small gift of food and the story of where Lacong comes from often turns 'that noisy rooster' into 'the Sahabuddins' famous rooster'.\n\n"
                 "## Preparing for the contest in Sidrap\n"
                 "I'm not an expert in ayam ketawa judging, so Pak Baso is your best guide, but generally for song-bird and crowing contests:\n"
                 "- **Condition:** a clean, varied diet, fresh water, and sunlight in the mornings.\n"
                 "- **Handling:** get him used to being carried in his travel basket and to strangers and noise, so he doesn't freeze on the day.\n"
                 "- **Travel:** Sidrap is about four to five hours' drive; go the day before so he can rest and settle.\n"
                 "- **Health:** a bird that's moulting or unwell won't perform; keep an eye on his feathers, droppings and appetite in the weeks before.\n"
                 "- **Rules:** ask the organisers about the class, registration fee and how many times he must laugh in the judging period."),
   ("user", "We moved the coop behind the kitchen, away from her bedroom wall, and we cover it with a black cloth every night until 5:30. "
            "I took Ibu Hasnah a tray of barongko and told her the story of Lacong and Pak Baso. She laughed and said her husband actually likes him."),
   ("assistant", "That's the best possible outcome: a quieter coop and a neighbour who's now on Lacong's side. Check in with her in a couple of weeks anyway; it shows you meant it. "
                 "And good luck in Sidrap. Tell Pak Baso his rooster is competing.")],
  {"summary": "The user's rooster Lacong, a two-year-old ayam ketawa (laughing chicken), a gift to her father from his friend Pak Baso in Sidrap, lives at her rented house in Bira and starts laughing at 3:30; "
              "the new neighbour Ibu Hasnah, who has a newborn, complained politely; the user wants to enter him in the ayam ketawa contest in Sidrap on 24 August 2025 (slow-laugh class); "
              "the assistant explained that light sets crowing and suggested darkness with a cloth until about 5:30, moving the coop away from her bedroom behind a solid wall, soft lining, a lower coop, and talking to the neighbour with a small gift, "
              "and for the contest: condition, handling, travelling the day before, health and asking about the rules; "
              "they moved the coop behind the kitchen, cover it with a black cloth until 5:30, and she took Ibu Hasnah a tray of barongko.",
   "procedures": [{"name": "Quieting an early-crowing rooster", "steps": ["Cover the coop with a dark cloth at night", "Move the coop away from the neighbour", "Line the walls with soft material", "A lower coop", "Keep him calm at night", "Talk to the neighbour"]}],
   "decisions": [{"decision": "Move Lacong's coop behind the kitchen and cover it until 5:30", "rationale": "Ibu Hasnah's baby was woken at 3:30"},
                 {"decision": "Enter Lacong in the Sidrap contest on 24 August 2025", "rationale": "Slow-laugh class"}]}),
 ("2025-07-12", "The ulin price jumped: using the timber clause", [
   ("user", "Frames are up! Daeng Sudi's team finished on 28 June, two days early, even without Dad on the scaffolding. I invoiced the second payment of Rp 1.55 billion on 1 July and Layar Biru paid on 8 July. "
            "Dad's cast came off on 21 June and he's doing the exercises with a rubber ball. Aira starts school on Monday 14 July.\n\n"
            "Now the problem. Our ulin supplier in Samarinda, CV Borneo Ulin Jaya, says the price is now Rp 17.5 million per m³ because of the crackdown on log permits in East Kalimantan. "
            "We still need 12 m³ of ulin for the stem, the sternpost and the engine bed. How do I calculate this under our clause and present it to Joaquín without damaging the relationship?"),
   ("assistant", "Well done to Daeng Sudi's team, and good news about your father's wrist. This is exactly the situation the clause was written for, so let's make it clean and easy for Joaquín to say yes.\n\n"
                 "## The calculation\n"
                 "Your clause: the yard absorbs rises up to 10% over Rp 14 million per m³; anything above that is split fifty-fifty.\n\n"
                 "| | Per m³ | For 12 m³ |\n"
                 "|---|---|---|\n"
                 "| Base price | Rp 14.0 million | Rp 168 million |\n"
                 "| 10% threshold | Rp 15.4 million | Rp 184.8 million |\n"
                 "| New price | Rp 17.5 million | Rp 210 million |\n"
                 "| Total increase | Rp 3.5 million | Rp 42 million |\n"
                 "| Yard absorbs (first 10%) | Rp 1.4 million | Rp 16.8 million |\n"
                 "| Excess above 10% | Rp 2.1 million | Rp 25.2 million |\n"
                 "| **Client's half of the excess** | **Rp 1.05 million** | **Rp 12.6 million** |\n\n"
                 "So the yard carries **Rp 29.4 million** of the increase and Layar Biru **Rp 12.6 million**.\n\n"
                 "## Before you send it\n"
                 "1. **Get a second quote** from another supplier (Balikpapan or Banjarmasin, for example). If it's similar, it proves the rise is the market, not your supplier.\n"
                 "2. Have the **original invoice** at Rp 14 million that's attached to the contract, and the **new written quote** from CV Borneo Ulin Jaya.\n\n"
                 "## The letter\n"
                 "Keep it short, factual and friendly:\n"
                 "- Good news first: the frames are up two days early.\n"
                 "- The facts: the permit crackdown, the new price, the second quote.\n"
                 "- The calculation, exactly as in the table, referring to the clause number.\n"
                 "- What the yard carries (Rp 29.4 million), so he sees you're sharing the pain.\n"
                 "- When you need to order, and that you'll send the supplier's invoice when it arrives.\n\n"
                 "## Alternatives, honestly\n"
                 "You could mention that cheaper hardwoods exist, but for the stem, sternpost and especially the engine bed, which has to take vibration and stay dry-rot free for decades, **ulin is the right timber**, and it's better to say so than to offer a compromise you don't believe in."),
   ("user", "I got a second quote from Balikpapan at Rp 17.8 million, so Samarinda is still the cheapest. I sent the letter on Thursday with both quotes. "
            "Joaquín replied 'a deal is a deal' and paid his Rp 12.6 million share yesterday. We've ordered the 12 m³. "
            "Also, Daeng Sudi added a second ladder at the stern and nailed strips of old rubber on the plank walkways so nobody slips in the rain."),
   ("assistant", "That's the clause doing its job and a client who respects it. It's worth keeping the letter, both quotes and his payment together in the project file: if anyone asks later why the ulin cost what it did, it's all there. "
                 "And the rubber strips are a clever fix; the first heavy rains are exactly when walkways get dangerous.")],
  {"summary": "The frames of the Layar Biru phinisi were up on 28 June 2025, two days early; the second payment of Rp 1.55 billion was invoiced on 1 July and paid on 8 July 2025; Haji Sahabuddin's cast came off on 21 June 2025; Aira starts school on 14 July 2025; "
              "the ulin supplier CV Borneo Ulin Jaya in Samarinda raised the price to Rp 17.5 million per m³ after a log permit crackdown in East Kalimantan; 12 m³ are still needed for the stem, sternpost and engine bed; "
              "the assistant calculated under the clause: total increase Rp 42 million, the yard absorbs Rp 29.4 million and the client Rp 12.6 million, and suggested a second quote and a short factual letter; "
              "a Balikpapan quote was Rp 17.8 million; Joaquín Herrera paid his Rp 12.6 million share; the 12 m³ were ordered; Daeng Sudi added a second ladder at the stern and rubber strips on the plank walkways.",
   "procedures": [{"name": "Invoking a timber price clause", "steps": ["Calculate the rise above the threshold", "Get a second quote", "Attach the original invoice and the new quote", "A short factual letter", "Show what the yard absorbs"]}],
   "decisions": [{"decision": "Buy 12 m³ of ulin from Samarinda at Rp 17.5 million per m³", "rationale": "Still cheapest; ulin is the right timber for the stem, sternpost and engine bed"}],
   "outcomes": ["Frames up on 28 June 2025", "Second payment Rp 1.55 billion paid on 8 July 2025", "Joaquín paid Rp 12.6 million for the ulin rise"]}),
 ("2025-08-09", "My brother's uang panai", [
   ("user", "Family money question. My younger brother Arman, 29, works as a furnace operator at a nickel smelter in Morowali (IMIP), in Central Sulawesi. He wants to marry Nurul Hikmah, a primary school teacher in Sinjai. "
            "At the first visit her family asked for Rp 90 million uang panai. Arman has saved Rp 55 million. The wedding would be on Sunday 19 October in Sinjai.\n\n"
            "Dad says the uang panai is about the family's siri' (honour) and we mustn't haggle like at the fish market. But Arman doesn't want to start married life in debt, and he's already been looking at online loans, which scares me. How can we approach this?"),
   ("assistant", "This is one of those situations where money, honour and love all sit at the same table, so it's worth going slowly. You and your family know the customs far better than I do; I can help you think it through.\n\n"
                 "## First, keep Arman away from online loans\n"
                 "Unlicensed online lenders (pinjol ilegal) are known for very high effective interest and aggressive collection, including contacting a borrower's family and employer. "
                 "Even licensed ones are expensive for a sum this size. Starting a marriage with that debt is exactly what he's trying to avoid.\n\n"
                 "## The gap is Rp 35 million\n"
                 "That's real, but it's not enormous for a family, and there are several ways to close it:\n"
                 "1. **Discussion through elders.** In many Bugis and Makassar families the amount isn't settled by the couple but by respected go-betweens, in a way that lets both sides keep face. Your father's concern about siri' cuts both ways: Nurul's family also doesn't want to be seen as pricing their daughter out of a good marriage.\n"
                 "2. **Part cash, part gold or other gifts.** Sometimes a slightly lower cash figure plus jewellery is an acceptable shape.\n"
                 "3. **Family contributions.** It's common for parents and siblings to help; what matters is that it's agreed openly, not promised vaguely.\n\n"
                 "## Look at the whole wedding budget\n"
                 "The uang panai is often only part of the cost for the groom's side. Ask Arman to list:\n"
                 "- uang panai and the mahar (the Islamic dower, a separate thing),\n"
                 "- the erang-erang (gifts brought to the bride's family),\n"
                 "- travel from Morowali and for your family to Sinjai,\n"
                 "- his share of any reception.\n\n"
                 "## Talking to your father\n"
                 "You could frame it as protecting the family's honour **in the long run**: a son who starts married life in debt, or who borrows from lenders who shame him in front of his employer, is a bigger risk to siri' than a respectful negotiation done properly through elders."),
   ("user", "Done. Our uncle Daeng Tompo went as the go-between, and they agreed on Rp 75 million plus a 10-gram gold set, which Mum is giving from her own jewellery. "
            "Arman pays Rp 55 million, Dad gives Rp 10 million and I give Rp 10 million. No loans. The wedding stays in Sinjai on Sunday 19 October.\n\n"
            "And Lacong goes to Sidrap in two weeks: we're driving up with Dad on Saturday 23 August, the day before the contest."),
   ("assistant", "That's a really good outcome: settled through an elder, no loans, and a family effort that Arman will remember. Congratulations to him and Nurul. "
                 "And good luck to Lacong; going up the day before is wise, so he can rest after the drive.")],
  {"summary": "The user's brother Arman, 29, a furnace operator at a nickel smelter in Morowali (IMIP), Central Sulawesi, wants to marry Nurul Hikmah, a primary school teacher in Sinjai; her family asked Rp 90 million uang panai, he had saved Rp 55 million; wedding planned for 19 October 2025 in Sinjai; "
              "her father said the uang panai is about siri' (honour); Arman had looked at online loans; "
              "the assistant warned against online loans, suggested settling the gap through elders as go-betweens, part cash and part gold, open family contributions, and a whole wedding budget; "
              "uncle Daeng Tompo acted as go-between and they agreed Rp 75 million plus a 10-gram gold set from the user's mother; Arman pays Rp 55 million, her father Rp 10 million and the user Rp 10 million; "
              "they drive to Sidrap with her father on 23 August 2025 for Lacong's contest.",
   "decisions": [{"decision": "Uang panai Rp 75 million plus a 10-gram gold set", "rationale": "Negotiated through uncle Daeng Tompo; no loans"},
                 {"decision": "The user gives Rp 10 million towards Arman's uang panai", "rationale": "Family contribution to close the gap"}],
   "outcomes": ["Wedding in Sinjai planned for 19 October 2025"]}),
 ("2025-09-06", "Drawing the lines of a hull that was built by eye", [
   ("user", "News first: Lacong came third in the slow-laugh class at the Sidrap contest on Sunday 24 August! Rp 1.5 million prize and a trophy that's taller than he is. "
            "A collector from Makassar offered Rp 15 million for him afterwards. I said no: he was Dad's gift from Pak Baso, he's family. "
            "(Ibu Hasnah complained once more in July, so Akbar lined the back wall of the coop with old rice sacks stuffed with sawdust from the yard. Quiet since.)\n\n"
            "Now work. Layar Biru's naval architect in Sanur, Bali, Made Suardana, needs a lines plan and a stability booklet so the boat can get BKI class and be registered with the harbour master. "
            "But the hull was built by Dad's eye: there is no drawing. I've signed up for an online Maxsurf course (Rp 2.4 million). "
            "How do I measure a 30-metre hull that's already planked up to the sheer and sitting on the beach?"),
   ("assistant", "Congratulations to Lacong! Third at Sidrap is a real result for a two-year-old.\n\n"
                 "Measuring an existing hull is called **taking off the lines**, and it's very doable with simple tools if you're systematic. Here's a method.\n\n"
                 "## 1. Set up a reference\n"
                 "- **Baseline:** stretch a taut string (or fishing line) along the centreline of the keel from stem to stern, and fix its height with a **water level** (a clear hose filled with water) or a **laser level**, so it's perfectly horizontal even if the hull sits at an angle on its blocks.\n"
                 "- Record how the hull is sitting: its trim and any heel. You'll correct for them later.\n\n"
                 "## 2. Mark stations\n"
                 "- Mark **stations every 1 metre** along the baseline, from the stem to the transom: about 31 stations for a 30-metre hull, with extra ones near the bow and stern where the shape changes fastest.\n\n"
                 "## 3. Measure each station\n"
                 "At each station, on one side of the hull:\n"
                 "- Hang a **plumb line** from a straight batten laid across the hull, and measure **half-breadths** (distance from the centreline to the planking) at fixed heights above the baseline, for example every 25 cm.\n"
                 "- Measure the **height of the sheer** (deck edge) and the **bottom of the keel**.\n"
                 "- Spot-check a few stations on the other side to see how symmetrical the hull is; hand-built hulls are rarely perfect, and it's useful to know by how much.\n\n"
                 "## 4. Alternatives\n"
                 "- **Photogrammetry:** stick numbered targets on the hull, take hundreds of overlapping photos, and build a 3D model with software. It's faster on site but needs care with scale and processing.\n"
                 "- **A hired laser scanner** gives the best result if one is available in Makassar, but it's expensive.\n\n"
                 "## 5. In Maxsurf\n"
                 "- Enter the offsets as a table, build the surface and **fair** it: small measuring errors show up as bumps.\n"
                 "- Compare with the frames you can still see inside the hull.\n\n"
                 "## 6. Stability\n"
                 "The lines give you the hydrostatics (displacement, centre of buoyancy, metacentre at each draught). But the stability booklet also needs the **lightship weight and centre of gravity**, and for a one-off wooden hull those can only be found reliably with an **inclining experiment after launch**. "
                 "Ask Made early what he and BKI will need, so you measure what they'll ask for.\n\n"
                 "## 7. Your father's knowledge\n"
                 "He may find this unnecessary, but once the lines exist, they're the first record of how a panrita lopi shapes a hull. That has a value beyond this boat."),
   ("user", "Daeng Sudi and two apprentices will help me measure every metre on Sundays, when the yard is quiet. Dad laughed at the idea and said the boat is in his head, not on paper."),
   ("assistant", "He's not wrong: it is in his head, and what you're doing is copying a little of it onto paper. You could ask him to walk along the hull with you on the first Sunday and tell you where the shape 'turns'; "
                 "those are the places to put extra stations, and it makes him part of the drawing rather than its critic.")],
  {"summary": "Lacong came third in the slow-laugh class at the Sidrap ayam ketawa contest on 24 August 2025, winning Rp 1.5 million and a trophy; a collector from Makassar offered Rp 15 million and the user refused because he was her father's gift from Pak Baso; "
              "after a further complaint from Ibu Hasnah in July, Akbar lined the back wall of the coop with old rice sacks stuffed with sawdust; "
              "Made Suardana, Layar Biru's naval architect in Sanur, Bali, needs a lines plan and a stability booklet for BKI class and registration with the harbour master, but the hull was built by eye; she signed up for an online Maxsurf course (Rp 2.4 million); "
              "the assistant explained taking off the lines: a levelled baseline string along the keel, stations every metre, half-breadths with a plumb line at fixed heights, sheer and keel heights, photogrammetry or laser scanning as alternatives, fairing in Maxsurf, and an inclining experiment after launch for the lightship weight and centre of gravity; "
              "Daeng Sudi and two apprentices will help measure on Sundays; her father said the boat is in his head, not on paper.",
   "procedures": [{"name": "Taking off the lines of a built hull", "steps": ["Levelled baseline string along the keel", "Stations every metre", "Half-breadths with a plumb line at fixed heights", "Sheer and keel heights", "Check symmetry", "Enter offsets in Maxsurf and fair", "Inclining experiment after launch"]}],
   "decisions": [{"decision": "Keep Lacong and refuse the Rp 15 million offer", "rationale": "He was her father's gift from Pak Baso; he's family"},
                 {"decision": "Measure the hull on Sundays with Daeng Sudi and two apprentices", "rationale": "The yard is quiet on Sundays"}],
   "outcomes": ["Lacong third in the slow-laugh class at Sidrap", "Maxsurf course Rp 2.4 million"]}),
 ("2025-10-04", "The engine is late: moving the launch", [
   ("user", "Planking was complete on Monday 29 September, and the third payment, Rp 1.55 billion, was paid on Friday 3 October. The deckhouse is going up now, in merbau.\n\n"
            "But Layar Biru ordered the engine, a Yanmar 6HYM, through a dealer in Surabaya, and it's now coming at the end of November instead of October. "
            "Dad insists the engine goes in before the launch, through the open deck, because lifting it in afterwards from the beach is dangerous. So 20 December is impossible. "
            "The next good spring tide for a launch is Saturday 17 January 2026. The delay is theirs, but my carpenters still need wages for an extra month: about Rp 40 million.\n\n"
            "Also, sad news: Nurul's grandmother died on 14 September, so Arman's wedding moves from 19 October to Sunday 16 November. What do I tell Joaquín?"),
   ("assistant", "I'm sorry about Nurul's grandmother; please pass on my condolences to the family.\n\n"
                 "On the engine: your contract already has the principle you need, because late supply of something the client provides is a client delay. The aim now is to agree the consequences **in writing, calmly and quickly**.\n\n"
                 "## 1. Document the cause\n"
                 "Keep the dealer's messages or emails showing the original and the new delivery dates. You don't need to blame anyone; you just need the dates on record.\n\n"
                 "## 2. Propose an addendum\n"
                 "A one-page addendum to the contract, signed by both of you, that says:\n"
                 "- **The new launch date:** Saturday 17 January 2026, on the spring tide, with a fallback date on the next suitable tide.\n"
                 "- **Why:** the engine supplied by the client arrives at the end of November, and it has to be installed before launch.\n"
                 "- **The cost:** Rp 40 million for the crew's wages for the extra month, with a short breakdown (number of carpenters, days, daily rate).\n"
                 "- **The payments:** the launch payment (15%) now falls due at the new launch, and the delivery date moves accordingly.\n"
                 "- **Risk in the meantime:** the hull stays on your beach longer; confirm who insures it until launch.\n\n"
                 "## 3. Use the extra time well\n"
                 "A month of waiting doesn't have to be a month of idling:\n"
                 "- Finish the **deckhouse** and the **rig** (masts, booms, bowsprit) before the engine arrives.\n"
                 "- **Caulking and painting** below the waterline, which is easier before launch anyway.\n"
                 "- Prepare the **engine bed** and the shaft line so the installation is quick when the Yanmar arrives.\n"
                 "- The lines measurements for Made.\n\n"
                 "## 4. How to phrase it\n"
                 "Lead with the progress (planking complete, deckhouse going up), then the engine date as a fact, then your father's safety reason, then the proposal. "
                 "Joaquín has already shown with the ulin that he respects the contract; a clear proposal makes it easy for him to do so again."),
   ("user", "Joaquín signed the addendum on Thursday: launch on Saturday 17 January 2026, and Rp 40 million for the extra month of wages. He said he'd rather pay the carpenters than argue with the dealer in Surabaya."),
   ("assistant", "Good. With the addendum signed, everyone is planning for the same date. Put the 17th on the whiteboard in the yard so the carpenters see it, and check the tide tables again in December for the exact time of high water.")],
  {"summary": "Planking of the Layar Biru phinisi was complete on 29 September 2025; the third payment of Rp 1.55 billion was paid on 3 October 2025; the deckhouse is being built in merbau; "
              "the Yanmar 6HYM engine ordered by Layar Biru through a Surabaya dealer will arrive at the end of November instead of October; Haji Sahabuddin insists it goes in before launch; the launch moves from 20 December 2025 to the spring tide on 17 January 2026; extra wages about Rp 40 million; "
              "Nurul's grandmother died on 14 September 2025, so Arman's wedding moves from 19 October to 16 November 2025; "
              "the assistant said it is a client delay and suggested documenting the dealer's dates and a signed addendum with the new launch date, the reason, the Rp 40 million, the payment and delivery dates and insurance, and using the time for the deckhouse, rig, caulking, painting and the engine bed; "
              "Joaquín Herrera signed the addendum: launch on 17 January 2026 and Rp 40 million for the extra month of wages.",
   "procedures": [{"name": "Handling a client-caused delay", "steps": ["Document the supplier's dates", "Signed addendum with the new date, reason and cost", "Move the payment and delivery dates", "Confirm insurance", "Use the waiting time"]}],
   "decisions": [{"decision": "Launch moved from 20 December 2025 to 17 January 2026", "rationale": "The client's Yanmar engine arrives late and must be installed before launch; next good spring tide"},
                 {"decision": "Layar Biru pays Rp 40 million for the extra month of wages", "rationale": "The delay is the client's"}],
   "outcomes": ["Planking complete on 29 September 2025", "Third payment Rp 1.55 billion paid on 3 October 2025", "Arman's wedding moved to 16 November 2025"]}),
 ("2025-11-15", "Our rent is going up: build on Dad's plot?", [
   ("user", "Home question. We rent a small house in Bira, 7 km from the yard, from Pak Rahman, for Rp 1.2 million a month. He says from January it will be Rp 1.6 million. "
            "Dad has offered us a plot of 10 by 20 metres behind his house in Tana Beru. A builder from the village, Daeng Nai, quotes Rp 285 million for a two-bedroom house of about 54 m², brick walls and a tile roof. "
            "We have Rp 140 million saved. I take Rp 5.5 million a month from the yard, and Akbar earns Rp 4.8 million plus tips at Bira Blue Dive.\n\n"
            "Options: keep renting and build slowly, or move in with my parents to save the rent while we build. What would you think about? (Arman's wedding is tomorrow in Sinjai; we leave at 5 am.)"),
   ("assistant", "Enjoy the wedding tomorrow! Here's how I'd think about the house.\n\n"
                 "## 1. The land first\n"
                 "Before spending anything on the building, make the plot legally yours:\n"
                 "- A **hibah** (gift) from your father, done before a PPAT (land deed official, usually a notary), and then the **certificate** (sertifikat) in your name at the land office (BPN).\n"
                 "- Check whether your siblings are comfortable with it, so the gift is clear in the family now, not questioned later in an inheritance.\n"
                 "- The building approval (PBG, which replaced the old IMB) is easier when the land is in your name.\n\n"
                 "## 2. The money\n"
                 "- Quote: Rp 285 million. Builders' quotes often grow by **10 to 15%** (materials, changes, surprises), so plan for about **Rp 315 to 330 million**.\n"
                 "- You have Rp 140 million, so the gap is roughly Rp 175 to 190 million.\n"
                 "- Together you bring home around Rp 10.3 million a month plus tips.\n\n"
                 "## 3. Rent or move in with your parents?\n"
                 "| | Keep renting | Move in with parents |\n"
                 "|---|---|---|\n"
                 "| Monthly housing | Rp 1.6 million | your share of food and bills |\n"
                 "| Saved over 12 months | 0 | about Rp 19 million in rent |\n"
                 "| Distance to yard | 7 km | next door to the building site |\n"
                 "| Privacy | yours | shared |\n\n"
                 "Living next to the site is a real advantage: you can check the work every evening, which is when mistakes are cheapest to fix.\n\n"
                 "## 4. Build in phases\n"
                 "- **Phase 1:** foundations, walls, roof, one bathroom, electricity and water, so it's liveable.\n"
                 "- **Phase 2:** ceramic floors, kitchen, second room finishes, fence.\n"
                 "- Agree with Daeng Nai on **payment by stage** (like your boat), never a large sum up front, and a written list of what the price includes.\n\n"
                 "## 5. A loan?\n"
                 "If you need one, a bank construction or renovation loan with the land certificate as security is far cheaper than any consumer loan. Check with BRI or BSI once the certificate is in your name.\n\n"
                 "## 6. Lacong\n"
                 "Don't forget to ask your father where the coop goes; a laughing rooster next to your parents' bedroom is a new negotiation."),
   ("user", "We've decided: we'll move in with my parents on Sunday 28 December, and I've told Pak Rahman. Dad will do the hibah of the plot at the notary in Bulukumba in January. "
            "Daeng Nai can start after the launch, in February. Lacong gets a coop at the far end of the plot."),
   ("assistant", "That's a sensible plan: you save the rent, you'll be right next to the site, and the paperwork is done before the first brick. "
                 "Ask Daeng Nai for his quote broken down by stage before he starts, so you can compare as prices change.")],
  {"summary": "The user rents a small house in Bira, 7 km from the yard, from Pak Rahman for Rp 1.2 million a month, rising to Rp 1.6 million from January 2026; her father offered a 10 x 20 m plot behind his house in Tana Beru; "
              "builder Daeng Nai quoted Rp 285 million for a two-bedroom house of about 54 m²; savings Rp 140 million; she takes Rp 5.5 million a month from the yard and Akbar earns Rp 4.8 million plus tips at Bira Blue Dive; Arman's wedding is on 16 November 2025 in Sinjai; "
              "the assistant suggested a hibah before a PPAT and the certificate in her name, budgeting 10 to 15% over the quote, compared renting with living with her parents (about Rp 19 million saved a year), building in phases with stage payments, and a bank loan secured on the certificate if needed; "
              "they will move in with her parents on 28 December 2025; her father will do the hibah at the notary in Bulukumba in January 2026; Daeng Nai starts in February 2026; Lacong's coop goes at the far end of the plot.",
   "procedures": [{"name": "Building a house on family land", "steps": ["Hibah before a PPAT", "Certificate in your name", "PBG building approval", "Budget 10 to 15% over the quote", "Build in phases", "Pay the builder by stage"]}],
   "decisions": [{"decision": "Move in with her parents on 28 December 2025", "rationale": "The rent rises to Rp 1.6 million; saving rent while building next door on the plot"},
                 {"decision": "Build a two-bedroom house on her father's plot with Daeng Nai from February 2026", "rationale": "Quote Rp 285 million, after the launch"}],
   "outcomes": ["Rent Rp 1.2 million rising to Rp 1.6 million from January 2026", "Savings Rp 140 million"]}),
 ("2025-12-06", "Akbar's job offer on the boat we're building", [
   ("user", "Arman and Nurul are married! The wedding in Sinjai on 16 November was beautiful, and Dad cried during the akad nikah, which he denies.\n\n"
            "Now a big one. Joaquín and Dewi have named the boat Dewi Samudra, and Joaquín has offered Akbar a job as dive manager on her: Rp 13 million a month, 6 weeks on board and 2 weeks off, starting 1 March 2026, based in Labuan Bajo. "
            "Akbar is 36 and has been a dive instructor at Bira Blue Dive for nine years: Rp 4.8 million plus tips, and he sleeps at home every night. "
            "Aira is six and adores him. He wants it. I'm proud and scared. Also, is it strange that my husband would work for my client?"),
   ("assistant", "Congratulations to Arman and Nurul, and to your father, whose secret is safe with me.\n\n"
                 "This is a genuinely good offer and a genuinely hard decision, because the costs aren't in rupiah. Let's look at it from a few sides.\n\n"
                 "## What the job offers\n"
                 "- **Money:** Rp 13 million is more than double what he earns now; over a year that's a big step towards the house.\n"
                 "- **Career:** dive manager on a new liveaboard in Komodo is a real step up from a shop instructor, and it builds experience he can use for the rest of his career.\n"
                 "- **A boat he knows:** he's watched every plank go on.\n\n"
                 "## What it costs\n"
                 "- **Time away:** 6 weeks on and 2 off means he's away **three quarters of the year**. For a six-year-old, six weeks is a very long time.\n"
                 "- **You at home alone** with Aira, the yard, the house being built and your parents.\n"
                 "- **Tips:** he'll lose Bira's tips, though liveaboard guests often tip well too.\n\n"
                 "## Things worth negotiating\n"
                 "1. **The rotation:** 4 weeks on and 2 off is common in the industry and changes family life a lot, even at a lower salary.\n"
                 "2. **Travel:** who pays the flights between Labuan Bajo and Makassar at each rotation? That can be Rp 3 to 4 million a round trip.\n"
                 "3. **Insurance:** BPJS Ketenagakerjaan and BPJS Kesehatan through the company, and dive accident insurance.\n"
                 "4. **A written contract,** with the probation period and notice.\n\n"
                 "## Working for your client\n"
                 "It isn't strange, but it's worth being deliberate:\n"
                 "- Keep the **boat contract and Akbar's job separate**: different documents, no trading one against the other.\n"
                 "- Agree between the two of you not to pass on anything from the yard's negotiations, and that his job doesn't depend on how the delivery goes.\n"
                 "- From March on, if there's ever a warranty issue with the boat, you deal with Joaquín, not through Akbar.\n\n"
                 "## For Aira\n"
                 "Children usually cope better with absence when it's **predictable**: a calendar on the wall with his days home marked, a video call at the same time each evening, and something that's 'their thing' when he's back."),
   ("user", "Akbar asked for 4 weeks on and 2 weeks off, with the flights from Labuan Bajo to Makassar paid, and Joaquín agreed at Rp 11 million a month. He starts on 1 March 2026 and finishes the season at Bira Blue Dive in February. "
            "We've bought Aira a big calendar."),
   ("assistant", "That's a well-negotiated offer: less money but far more time at home, and the flights covered. The calendar is a lovely idea; let Aira colour in the days he's home herself.")],
  {"summary": "Arman and Nurul married in Sinjai on 16 November 2025; "
              "Joaquín Herrera and Dewi Lestari named the boat Dewi Samudra; Joaquín offered Akbar, 36, a dive instructor at Bira Blue Dive for nine years (Rp 4.8 million plus tips), a job as dive manager on the Dewi Samudra: Rp 13 million a month, 6 weeks on and 2 off, from 1 March 2026, based in Labuan Bajo; "
              "the assistant weighed money and career against time away, suggested negotiating a 4-on/2-off rotation, paid flights, BPJS and dive insurance and a written contract, keeping the boat contract and Akbar's job separate, and a predictable routine for Aira; "
              "Akbar negotiated 4 weeks on and 2 weeks off with flights Labuan Bajo to Makassar paid at Rp 11 million a month, starting 1 March 2026, finishing the season at Bira Blue Dive in February; they bought Aira a big calendar.",
   "decisions": [{"decision": "Akbar accepts the dive manager job on the Dewi Samudra: 4 weeks on, 2 off, Rp 11 million a month, from 1 March 2026", "rationale": "A career step and more money, with more time at home than 6 on/2 off"},
                 {"decision": "Keep the boat contract and Akbar's job separate", "rationale": "Akbar would work for the yard's client"}],
   "outcomes": ["Arman married Nurul on 16 November 2025", "The boat is named Dewi Samudra"]}),
 ("2026-01-03", "Aira has dengue: what should I watch for?", [
   ("user", "We moved into my parents' house in Tana Beru on Sunday 28 December, and two days later Aira got a high fever. The test at the puskesmas said dengue. "
            "Her platelets were 98,000 on 1 January and 62,000 yesterday, so she was admitted to RSUD Andi Sulthan Daeng Radja in Bulukumba yesterday. Her fever dropped this morning, and the nurse said this is the dangerous part. "
            "The launch is in two weeks and I'm sitting next to her drip with my laptop. What should I watch for? And how do we stop this at my parents' house? Mum keeps water in big open drums."),
   ("assistant", "I'm sorry, that's frightening, and you're in the right place. I can't give medical advice, and the doctors and nurses looking after Aira come first, but here's what's generally known about dengue so you know what they're watching for.\n\n"
                 "## Why the nurse said that\n"
                 "Dengue often has three phases: the **fever** (2 to 7 days), then a **critical phase** of about 24 to 48 hours that often starts **around the time the fever drops**, and then recovery. "
                 "In the critical phase some patients leak fluid from their blood vessels, which is why children are watched closely even when they seem better.\n\n"
                 "## Warning signs to tell the nurse about straight away\n"
                 "- Severe tummy pain or tenderness\n"
                 "- Persistent vomiting\n"
                 "- Bleeding from the gums or nose, blood in vomit or stool, new bruising\n"
                 "- Unusual sleepiness, restlessness or irritability\n"
                 "- Cold, clammy hands and feet\n"
                 "- Passing much less urine than usual\n\n"
                 "## While she's in hospital\n"
                 "- **Fluids:** if she can drink, offer small amounts often, as the doctor allows.\n"
                 "- **Medicines:** only those the doctors give. Painkillers such as **ibuprofen and aspirin are generally avoided in dengue** because of bleeding risk, so don't give anything from home without asking.\n"
                 "- Keep a simple note of what she drinks and when she pees; nurses find it useful.\n\n"
                 "## At your parents' house: the mosquitoes\n"
                 "Aedes mosquitoes breed in clean standing water, and big open drums are ideal for them. Indonesia's **3M Plus** approach is a good checklist:\n"
                 "1. **Menguras:** drain and scrub water containers at least once a week (the eggs stick to the sides).\n"
                 "2. **Menutup:** put tight **lids** on drums and tubs.\n"
                 "3. **Mendaur ulang:** get rid of or recycle things that collect rainwater: tyres, cans, buckets, coconut shells.\n"
                 "4. **Plus:** **larvicide** (abate) in water you can't drain, like the bathroom tub; mosquito nets; repellent, especially in the early morning and late afternoon when Aedes bite.\n\n"
                 "It's also worth telling your neighbours in Tana Beru: mosquitoes don't respect fences, and the puskesmas may do fogging if there are several cases nearby."),
   ("user", "Her platelets went up to 110,000 today and the doctor says she can go home on Monday. Mum's drums all have lids now, and Akbar put abate in the bathroom tub."),
   ("assistant", "That's very good news: rising platelets usually mean she's through the worst. Let her take it slowly for a week or two; children often feel tired after dengue. "
                 "And keep up the weekly scrubbing of the drums even with the lids; it's the habit that protects the whole household.")],
  {"summary": "The user, Akbar and Aira moved into her parents' house in Tana Beru on 28 December 2025; two days later Aira had a high fever; the puskesmas test showed dengue; platelets 98,000 on 1 January and 62,000 on 2 January 2026; she was admitted to RSUD Andi Sulthan Daeng Radja in Bulukumba on 2 January; her fever dropped on 3 January; "
              "the assistant (not giving medical advice) explained the fever, critical and recovery phases, the warning signs, fluids, avoiding ibuprofen and aspirin, and the 3M Plus mosquito measures (drain, cover, recycle, larvicide, nets, repellent); "
              "Aira's platelets rose to 110,000 and she goes home on Monday 5 January 2026; her mother's water drums now have lids and Akbar put abate in the bathroom tub.",
   "procedures": [{"name": "3M Plus against dengue mosquitoes", "steps": ["Drain and scrub water containers weekly", "Lids on drums and tubs", "Recycle things that collect water", "Abate larvicide", "Mosquito nets and repellent"]}],
   "decisions": [{"decision": "Lids on all the water drums and abate in the bathroom tub", "rationale": "Aedes mosquitoes breed in open water; Aira had dengue"}],
   "outcomes": ["Moved into her parents' house on 28 December 2025", "Aira hospitalised with dengue on 2 January 2026, home on 5 January"]}),
 ("2026-01-10", "Launch day plan for 17 January", [
   ("user", "Aira is home and eating again, thank God. Now the launch. Saturday 17 January, high tide around 16:30. The engine arrived on 26 November and is in. "
            "We launch the traditional way: about 150 men from the village pulling on ropes, the hull sliding on greased sleepers and rollers, with two hand winches anchored to palm trees. She weighs about 150 tonnes. "
            "Dad will do the ammossi, the ritual of the keel's navel, the day before. We'll slaughter a cow and cook for about 400 people; the food is about Rp 35 million. Joaquín and Dewi are bringing 10 guests.\n\n"
            "My worries are ropes snapping, people standing where they shouldn't, and what happens if she stops halfway. How do I organise it?"),
   ("assistant", "I'm glad Aira's recovering. A traditional launch with a whole village pulling is a beautiful thing, and it can be made much safer without losing any of that. Here's a plan.\n\n"
                 "## 1. One voice\n"
                 "Choose **one person** who gives every command, with a megaphone and a whistle, and agree the signals in advance: *ready*, *pull*, *stop*. "
                 "Nobody else shouts instructions. Daeng Sudi would be the natural choice.\n\n"
                 "## 2. Exclusion zones\n"
                 "- **Nobody under the hull** or between the hull and the sea at any time once she starts moving.\n"
                 "- **Nobody in the 'snap zone'** of a rope under load: if it breaks, it whips back along its line and to the sides. Keep spectators well behind and to the side of the pulling teams.\n"
                 "- Mark the zones with rope and flags, and have two or three people whose only job is to keep children out.\n\n"
                 "## 3. Ropes and winches\n"
                 "- Inspect every rope the day before; replace any that are frayed, sun-damaged or have been cut.\n"
                 "- Check the winch anchors: a palm tree can hold a lot, but look at the roots and the ground after the rain.\n"
                 "- Chocks ready on both sides, so the hull can be stopped and held if something goes wrong.\n\n"
                 "## 4. Teams\n"
                 "Split the pullers into **teams with a leader each**, so commands pass quickly and you know who is where. Rotate them; pulling is exhausting in the afternoon heat. Plenty of water.\n\n"
                 "## 5. If she stops halfway\n"
                 "This happens often with beach launches. Agree in advance that **if she hasn't floated by a set time** before the tide turns, you stop, chock her and **try again on the next high tide**, rather than pulling harder as the water falls. "
                 "Check the time of the next morning's high tide now.\n\n"
                 "## 6. Medical cover\n"
                 "Ask the puskesmas for an ambulance or at least a nurse on standby, and keep your first-aid kit at the site.\n\n"
                 "## 7. Guests\n"
                 "Give Joaquín, Dewi and their guests a place with a clear view, shade and someone who can explain what's happening, including the ammossi. They'll remember it for life."),
   ("user", "Daeng Sudi will be the only voice with the megaphone, the pullers are in four teams of about 40, and the puskesmas is sending an ambulance. No one goes on the seaward side of the hull. "
            "If she isn't floating by 18:00 we stop and try again at the morning high tide."),
   ("assistant", "That's a solid plan. One last thing: walk the whole route with Daeng Sudi and the four team leaders on Friday afternoon, at the same tide, so everyone has seen where they'll stand. Good luck on the 17th.")],
  {"summary": "Aira has recovered; the Dewi Samudra will be launched on 17 January 2026 with high tide around 16:30; the Yanmar engine arrived on 26 November 2025 and is installed; "
              "a traditional launch with about 150 men pulling ropes, greased sleepers and rollers and two hand winches anchored to palm trees; the boat weighs about 150 tonnes; Haji Sahabuddin does the ammossi the day before; a cow is slaughtered to feed about 400 people (about Rp 35 million); Joaquín and Dewi bring 10 guests; "
              "the assistant suggested one voice giving commands, exclusion zones (nobody under the hull, seaward or in the rope snap zone), inspecting ropes and winch anchors, chocks, teams with leaders, stopping before the tide turns and retrying on the next high tide, an ambulance on standby and a guest area; "
              "Daeng Sudi will be the only voice with the megaphone, four teams of about 40, an ambulance from the puskesmas, nobody on the seaward side, and if she isn't floating by 18:00 they try again at the morning high tide.",
   "procedures": [{"name": "A safe traditional beach launch", "steps": ["One voice with a megaphone and agreed signals", "Nobody under or seaward of the hull", "Keep out of rope snap zones", "Inspect ropes and winch anchors", "Chocks ready", "Teams with leaders", "Stop before the tide turns and retry", "Ambulance on standby"]}],
   "decisions": [{"decision": "Daeng Sudi gives all commands; four teams of about 40 pullers", "rationale": "One voice, quick commands"},
                 {"decision": "Stop at 18:00 if she isn't floating and retry on the morning high tide", "rationale": "Don't pull harder as the tide falls"}],
   "outcomes": ["Engine arrived on 26 November 2025 and installed", "Launch food budget about Rp 35 million"]}),
 ("2026-01-24", "She floats! Now the inclining experiment", [
   ("user", "She floats! We started pulling on Saturday 17 January at 15:00. She slid about 20 metres and then stuck on the sand as the tide turned, so at 18:00 we stopped, exactly as planned. "
            "We finished the next morning: the Dewi Samudra floated on Sunday 18 January at 6:40 on the high tide, with the whole village singing. No injuries. Joaquín paid the launch payment, Rp 930 million, on Wednesday.\n\n"
            "Now Made wants an inclining experiment before the sea trials on Saturday 7 February, and a BKI surveyor has to witness it. How does it work, and what do I need?"),
   ("assistant", "Congratulations! Stopping at 18:00 and finishing in the morning is exactly the kind of discipline that keeps a launch from becoming an accident.\n\n"
                 "## What the inclining experiment does\n"
                 "You move a known weight a known distance across the deck and measure how much the boat heels. From that you can calculate the **metacentric height (GM)**, and with the hydrostatics from your lines, the **height of the centre of gravity (KG)** of the boat as she is. "
                 "That's the number the whole stability booklet rests on.\n\n"
                 "## The formula\n"
                 "**GM = (w × d) / (Δ × tan θ)**, where *w* is the weight moved, *d* the distance it's moved across the deck, *Δ* the displacement from the draught marks, and *θ* the heel angle.\n\n"
                 "## Preparing the boat\n"
                 "- **Calm day, sheltered water,** morning before the wind gets up. Moor her loosely at bow and stern so the lines don't hold her upright.\n"
                 "- **Tanks either completely full or completely empty:** half-full tanks slosh (free surface effect) and spoil the result.\n"
                 "- **A list of everything on board** that won't be there in the lightship condition, and everything missing that will be, with weights and positions, so Made can correct for them.\n"
                 "- **Pump the bilges dry** and remove loose gear.\n"
                 "- **Nobody on board** except the few people needed, who stay on the centreline during readings.\n\n"
                 "## The weights\n"
                 "For a boat of about 150 tonnes, a total test weight of around **1 to 2% of displacement** is typical, so 1.5 to 3 tonnes, split into several equal groups that can be moved one at a time. "
                 "Cement bags or water drums work if they're weighed first.\n\n"
                 "## Measuring the heel\n"
                 "- Two or three **long pendulums** (a weight on a thin line, as long as you can hang, ideally 3 metres or more) in the holds, each hanging over a batten to read the deflection, with the bob in a bucket of oil or water to damp the swinging.\n"
                 "- Read the **draught marks** at bow, midships and stern on both sides, and take a sample of the **water density**.\n\n"
                 "## The sequence\n"
                 "Usually eight movements: weights shifted in steps to port, back, to starboard, back, with pendulum readings after each. The plotted results should fall on a straight line; a point off the line tells you something moved or someone stepped off the centreline.\n\n"
                 "Agree the exact procedure with Made and the BKI surveyor beforehand, since they'll sign it."),
   ("user", "We'll do it on Saturday 31 January in the morning: 40 cement bags of 50 kg, so 2 tonnes, two pendulums in the holds, and Made is flying in from Bali with the BKI surveyor."),
   ("assistant", "That's a good setup. Weigh a few of the cement bags on a proper scale rather than trusting the '50 kg' printed on them, and keep them dry: wet cement is heavier and the result depends on knowing the weight exactly.")],
  {"summary": "The launch of the Dewi Samudra began on 17 January 2026 at 15:00; she slid about 20 metres and stuck as the tide turned, so they stopped at 18:00; she floated on Sunday 18 January 2026 at 6:40 on the morning high tide; no injuries; Joaquín Herrera paid the launch payment of Rp 930 million; "
              "Made Suardana wants an inclining experiment witnessed by a BKI surveyor before the sea trials on 7 February 2026; "
              "the assistant explained GM = (w x d)/(Δ x tan θ), calm sheltered water and loose moorings, tanks full or empty, a list of items on board, dry bilges, few people on the centreline, test weights of 1 to 2% of displacement, long damped pendulums, draught marks and water density, and eight weight movements; "
              "the inclining experiment is planned for 31 January 2026 with 40 cement bags of 50 kg (2 tonnes) and two pendulums, with Made and the BKI surveyor.",
   "procedures": [{"name": "Inclining experiment", "steps": ["Calm sheltered water, loose moorings", "Tanks full or empty", "List items on board", "Bilges dry, few people on the centreline", "Test weights 1 to 2% of displacement", "Long damped pendulums", "Read draughts and water density", "Eight weight movements and plot"]}],
   "decisions": [{"decision": "Inclining experiment on 31 January 2026 with 2 tonnes of cement bags", "rationale": "Needed for the stability booklet before the sea trials on 7 February"}],
   "outcomes": ["Dewi Samudra floated on 18 January 2026 at 6:40", "Launch payment Rp 930 million received"]}),
 ("2026-02-21", "Delivered to Labuan Bajo, and the yard is mine now", [
   ("user", "The Dewi Samudra is delivered! The sea trials on 7 February went well, and we sailed her to Labuan Bajo with Dad, Daeng Sudi and four carpenters: we left Tana Beru on Saturday 14 February and arrived on Thursday 19 February. "
            "The final 5%, Rp 310 million, came in yesterday.\n\n"
            "And on the beach in Labuan Bajo, Dad made an announcement in front of everyone: from now on the yard is mine. He'll be 'the advisor who sits in the chair'. "
            "So from March I'll pay myself Rp 9 million a month instead of Rp 5.5 million.\n\n"
            "Home: Daeng Nai started our house on Monday 9 February, but his quote is now Rp 312 million: cement and iron went up, and we added a front terrace. "
            "Akbar starts on the Dewi Samudra on 1 March.\n\n"
            "Now the next job: a Dutch couple, Pieter and Marloes, want a 24-metre phinisi to live on. How should I price it, and what should I change from the first contract?"),
   ("assistant", "Congratulations, on the delivery and on the yard. Your father choosing to say it on the beach, in front of the boat, says everything.\n\n"
                 "## 1. Price from your real numbers\n"
                 "You now have something most yards don't: a complete record of one boat. Before quoting, add up what the Dewi Samudra actually cost:\n"
                 "- **Timber** by species and m³, at what you paid (including the ulin rise).\n"
                 "- **Wages:** carpenter-days for each stage.\n"
                 "- **Ceremonies, launch and delivery:** the goat, the cow and the food for 400, the voyage.\n"
                 "- **Overheads:** tools, electricity, helmets and safety, your own time.\n"
                 "- **Surprises:** the extra month, the second ladder.\n"
                 "Then ask: what margin did the yard actually make? That's your baseline.\n\n"
                 "## 2. Scale carefully\n"
                 "A 24-metre hull isn't simply 80% of a 30-metre one: volume and timber scale faster than length, but some costs (the keel ceremony, the launch, your drawings) barely change. "
                 "Price it bottom-up from the timber list and the carpenter-days, not per metre.\n\n"
                 "## 3. What to keep from the first contract\n"
                 "- The **milestone schedule** (30/25/25/15/5) worked.\n"
                 "- The **addendum habit** for changes and delays.\n\n"
                 "## 4. What to change\n"
                 "- **Timber clause for all timber,** not only ulin: teak and merbau prices move too.\n"
                 "- **Currency:** if they pay in euros, say whose exchange rate applies and on which day.\n"
                 "- **A living-aboard boat** means more interior decisions; write down early which interior work, if any, the yard does, because owners who live on board change their minds often.\n"
                 "- **Drawings from the start:** now you can draw the lines before building, and your father can still adjust them by eye.\n\n"
                 "## 5. Your own salary\n"
                 "Rp 9 million is a sensible step. Put it in the yard's costs openly, so it's part of every quote from now on rather than whatever is left over."),
   ("user", "I'll quote Rp 4.6 billion with the same payment schedule, and this time the timber clause covers all the timber, not only ulin. "
            "Dad says I'm turning his yard into an office. Then he asked me to print the Dewi Samudra's lines plan so he can hang it in the living room."),
   ("assistant", "I think that's his way of saying the office can stay. Good luck with Pieter and Marloes, and with the house: ask Daeng Nai to put the terrace on its own line in the quote so you can see what it costs.")],
  {"summary": "The Dewi Samudra's sea trials on 7 February 2026 went well; the user, her father, Daeng Sudi and four carpenters sailed her from Tana Beru on 14 February to Labuan Bajo, arriving on 19 February 2026; the final payment of Rp 310 million arrived; "
              "on the beach in Labuan Bajo Haji Sahabuddin announced that the yard now belongs to the user; he will be 'the advisor who sits in the chair'; from March 2026 she pays herself Rp 9 million a month instead of Rp 5.5 million; "
              "Daeng Nai started their house on 9 February 2026 and his quote is now Rp 312 million (cement and iron prices, an added front terrace); Akbar starts on the Dewi Samudra on 1 March 2026; "
              "a Dutch couple, Pieter and Marloes, want a 24-metre phinisi to live on; the assistant suggested pricing bottom-up from the real costs of the first boat, keeping the milestone schedule and addenda, extending the timber clause to all timber, a currency clause, defining interior work and drawing the lines first; "
              "she will quote Rp 4.6 billion with the same schedule and a timber clause for all timber; her father asked her to print the lines plan to hang in the living room.",
   "procedures": [{"name": "Pricing the next boat", "steps": ["Add up the real costs of the first boat", "Price bottom-up from timber and carpenter-days", "Keep the milestone schedule", "Timber clause for all timber", "Currency clause", "Define interior work", "Draw the lines first"]}],
   "decisions": [{"decision": "The user takes over the yard and pays herself Rp 9 million a month from March 2026", "rationale": "Her father handed the yard over to her in Labuan Bajo"},
                 {"decision": "Quote Rp 4.6 billion for the 24-metre phinisi with a timber clause for all timber", "rationale": "Lessons from the first contract"}],
   "outcomes": ["Dewi Samudra delivered in Labuan Bajo on 19 February 2026", "Final payment Rp 310 million received", "House quote now Rp 312 million"]}),
]

QUESTIONS_148 = [
 # single facts the user said about herself, her family, pets and things
 ("What's my rooster called?", "Lacong, an ayam ketawa (laughing chicken)"),
 ("Where does my brother Arman work?", "at a nickel smelter in Morowali (IMIP), Central Sulawesi, as a furnace operator"),
 ("Who's our head carpenter at the yard?", "Pak Sudirman (Daeng Sudi)"),
 ("Which hospital treated Dad's broken wrist?", "RSUD Andi Sulthan Daeng Radja in Bulukumba"),
 ("What did Joaquín and Dewi name the boat?", "Dewi Samudra"),
 ("Where did I study naval architecture?", "Universitas Hasanuddin (Unhas) in Makassar"),
 ("Who is Layar Biru's naval architect?", "Made Suardana, in Sanur, Bali"),
 ("Which school does Aira go to?", "SD Negeri 27 Tana Beru"),
 ("What does Nurul do for a living?", "she's a primary school teacher in Sinjai"),
 # when
 ("When did we lay the keel of the phinisi?", "Wednesday 16 April 2025"),
 ("When did Dad fall off the scaffolding?", "Saturday 10 May 2025"),
 ("When was Lacong's contest in Sidrap?", "Sunday 24 August 2025"),
 ("When did Arman get married?", "Sunday 16 November 2025, in Sinjai (moved from 19 October)"),
 ("When did the Dewi Samudra finally float?", "Sunday 18 January 2026 at 6:40 on the morning high tide (the pulling started on 17 January)"),
 # counts and amounts
 ("How much is the Layar Biru contract worth?", "Rp 6.2 billion"),
 ("How much did Joaquín pay towards the ulin price rise?", "Rp 12.6 million"),
 ("How many carpenters do we have at the yard?", "18"),
 # lists across chats
 ("What have we done to make the yard safer since Dad's fall?", "20 helmets, bamboo guardrails on the scaffolding, a first-aid kit in the tool shed, a 10-minute briefing every morning at 7:00, a second ladder at the stern and rubber strips on the plank walkways"),
 ("What timber went into the Dewi Samudra?", "ulin (ironwood) for the keel, stem, sternpost and engine bed; bitti for the frames and planks; teak for the deck; merbau for the deckhouse"),
 ("What have we done about Ibu Hasnah's complaints about Lacong?", "moved the coop behind the kitchen, covered it with a black cloth every night until 5:30, took her a tray of barongko, and Akbar lined the back wall of the coop with rice sacks stuffed with sawdust"),
 ("What extra costs has Joaquín agreed to pay on top of the contract?", "his Rp 12.6 million share of the ulin price rise and Rp 40 million for the extra month of wages when the engine was late"),
 ("Where did I travel this past year?", "Sidrap for Lacong's contest (August 2025), Sinjai for Arman's wedding (November 2025) and Labuan Bajo to deliver the Dewi Samudra (February 2026)"),
 # latest value of something that changed
 ("How much do I pay myself from the yard now?", "Rp 9 million a month from March 2026 (it was Rp 5.5 million)"),
 ("What's Akbar's job now?", "dive manager on the Dewi Samudra for Layar Biru in Labuan Bajo, from 1 March 2026 (4 weeks on, 2 off, Rp 11 million a month)"),
 ("Where are we living now?", "at my parents' house in Tana Beru (since 28 December 2025), while our house is built on Dad's plot"),
 ("What's Daeng Nai's quote for our house now?", "Rp 312 million (it was Rp 285 million; cement and iron went up and we added a front terrace)"),
 # yes/no
 ("Did Lacong win his class in Sidrap?", "No, he came third"),
 ("Did we sell Lacong?", "No (I refused Rp 15 million)"),
 ("Was the phinisi launched before Christmas?", "No (17 to 18 January 2026)"),
 ("Did Dad's wrist heal?", "Yes (the cast came off on 21 June 2025)"),
 # why
 ("Why was the launch moved to January?", "the Yanmar engine from the Surabaya dealer came at the end of November instead of October, and Dad insists it goes in before launch; 17 January was the next good spring tide"),
 ("Why did we choose the state school for Aira instead of Al-Fikri?", "the 50-minute van ride each way to Bulukumba was too long for a six-year-old, and she can walk to SD Negeri 27 with her cousins (Quran at the TPA, English at home)"),
 ("Why was Arman's wedding pushed back?", "Nurul's grandmother died on 14 September 2025"),
 ("Why did we move in with my parents?", "Pak Rahman raised our rent in Bira from Rp 1.2 to Rp 1.6 million from January, and living there saves rent while our house is built on Dad's plot next door"),
 # what the assistant recommended
 ("What payment schedule did you suggest for the phinisi contract?", "milestone payments: 30% at signing, 25% when the frames are up, 25% when the planking is complete, 15% at launch and 5% on delivery in Labuan Bajo"),
 ("How did you tell me to measure the hull for the lines plan?", "a levelled baseline string along the keel, stations every metre, half-breadths measured with a plumb line at fixed heights plus sheer and keel heights (or photogrammetry), then fair the offsets in Maxsurf; an inclining experiment after launch"),
 ("What did you say I should do about the late engine?", "treat it as a client delay: document the dealer's dates and get a signed addendum with the new launch date and the Rp 40 million for the extra wages"),
 # inference
 ("Would Dad build a boat from a Maxsurf drawing?", "Likely no"),
 ("Would I sell Lacong if someone offered more money?", "Likely no"),
 # not in the archive
 ("What's Akbar's mother called?", "Not mentioned in my chats"),
 ("How much did the Yanmar engine cost?", "Not mentioned in my chats"),
]


def assistant_chats_66_at(folder):
    """The archive of CHATS_148 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a66c", CHATS_148, "claude")


@pytest.fixture(scope="module")
def assistant_chats_66(tmp_path_factory):
    return assistant_chats_66_at(tmp_path_factory.mktemp("assistant66"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_148, "assistant 66")


def test_the_archive_finds_the_laughing_rooster(assistant_chats_66):
    assert assistant_chats_66.search("Lacong").results
