"""A forty-fifth written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind with its questions and gold answers before any run of
`kbsearch answer` on it, and without reading the answer rules. It is held out: measured, never
read question by question. A phytoplankton analyst in Puerto Montt, Chile, Ignacia
("Nacha") Fuentealba, 34, who identifies and counts the microalgae in seawater samples sent by
mussel and salmon farms to a private coastal lab, and lives with her partner Matías, a history
teacher collecting oral histories of the 1960 earthquake, and Chispa, a street dog they took in.
She chats with Claude from April 2025 to March 2026: neck pain from the microscope, a second-hand
sea kayak and a fjord trip that the weather postpones, her father's plan to sell his dairy herd
that is called off when her brother takes over the farm, a job offer in Castro she turns down for
a promotion at home, a winter drive to Bariloche, a wood stove swap that is dropped when the
landlord sells the house, a move, a civil union whose date moves, a kitten found at the lab and
saving for a house deposit, with facts the user updates later (her job and salary, the rent, the
number of cows, her team, the date of the civil union).
bench/answer_conversations.py asks every question ("assistant 45")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_106 = [
 ("2025-04-06", "Neck pain from long days at the microscope", [
   ("user", "Hi Claude! I'm Ignacia, 34 (everyone calls me Nacha), and I live in Pelluco, on the edge of Puerto Montt, with my partner Matías and our dog Chispa. "
            "I'm a phytoplankton analyst at Laboratorio Costero Reloncaví, a private lab on the Chinquihue road. Mussel farms and salmon farms send us seawater samples and I identify and count the microalgae under an inverted microscope, "
            "mostly watching for the harmful ones, like Alexandrium catenella (the one behind the marea roja, red tide) and Dinophysis acuta. I get through about 30 samples a day, 20 to 25 minutes each with my eyes on the eyepieces. "
            "For about three months I've had pain on the right side of my neck and between my shoulder blades, and my eyes burn by five in the afternoon. "
            "I studied marine biology at the Universidad Austral in Valdivia and nobody ever warned me about this part of the job! What can I do?"),
   ("assistant", "That sounds like a very absorbing job, and unfortunately neck and upper-back pain is one of the best-known occupational problems of microscope work: long static postures, the head pushed forward towards the eyepieces and very little blinking. "
                 "I'm not a doctor or a physiotherapist, so please see one if the pain persists, but here's what usually helps.\n\n"
                 "## 1. Fit the microscope to you, not you to the microscope\n"
                 "- **Eyepiece height:** your neck should be close to neutral, with your chin slightly tucked and not tilted up or down by more than about 10 to 15 degrees. If the eyepieces are too low or too high, the whole day is spent compensating.\n"
                 "- **Ergonomic tubes and eyepiece risers:** most major microscope makers sell tilting or height-adjustable observation tubes. They're not cheap, but for someone at the eyepieces six hours a day they're often the single most effective change.\n"
                 "- **Chair:** adjustable height, your feet flat on the floor or on a footrest, your lower back supported. Sit close enough that you're not reaching forward.\n"
                 "- **Forearms:** rest them on the bench or on padded supports so your shoulders can drop. Shrugged shoulders for hours are a classic cause of pain between the shoulder blades.\n"
                 "- **The focus and stage controls** should be reachable with your elbows close to your body.\n\n"
                 "## 2. Break up the static posture\n"
                 "1. **Micro-breaks:** every 20 to 30 minutes, look away from the eyepieces for 20 to 30 seconds, roll your shoulders and let your arms hang.\n"
                 "2. **Between samples:** stand up while you change the counting chamber or write up the results.\n"
                 "3. **The 20-20-20 rule for your eyes:** every 20 minutes, look at something about 6 metres away for 20 seconds.\n"
                 "4. **Vary the tasks** across the day if your lab allows it: counting, then data entry, then sample preparation.\n\n"
                 "## 3. Your eyes\n"
                 "- **Blink on purpose.** People at microscopes blink far less than normal, which dries the eyes.\n"
                 "- **Keep both eyes open and relaxed,** and set the interpupillary distance and the diopter correction properly each time, especially if you share the microscope.\n"
                 "- **Lubricating eye drops** without preservatives can help; ask a pharmacist.\n"
                 "- **See an optometrist** if you haven't had your eyes checked for a while. A small uncorrected difference between your eyes makes microscope work much more tiring.\n\n"
                 "## 4. Simple exercises\n"
                 "- **Chin tucks:** draw your chin straight back, hold for five seconds, ten times, a few times a day.\n"
                 "- **Shoulder blade squeezes:** squeeze them gently together and down, hold for five seconds.\n"
                 "- **Doorway chest stretch:** forearms on the door frame, lean gently forward for 20 to 30 seconds.\n\n"
                 "## 5. See a professional\n"
                 "After three months of pain, it's worth seeing a **kinesiólogo** (physiotherapist). They can assess your posture at the microscope, treat the muscles and give you a programme of exercises.\n\n"
                 "## When not to wait\n"
                 "See a doctor promptly if you get **numbness, tingling or weakness in an arm or hand**, pain that wakes you at night, headaches that keep getting worse, or any dizziness.\n\n"
                 "Would you like a one-page checklist you could show your lab director for setting up the workstations?"),
   ("user", "That explains a lot. Our microscope is shared and the eyepieces are always set for Luis, who is 1.85 m, and I'm 1.60 m, so I'm basically looking up all day. "
            "I'll ask Verónica, our lab director, about one of those ergonomic tubes. And I've booked a kinesiólogo, Rodrigo Vera, at a clinic in the centre, first appointment on Thursday 10 April. "
            "From tomorrow I'll set a timer for a break every 30 minutes."),
   ("assistant", "Good plan. The height difference with Luis is probably a big part of the problem: if you share the microscope, it's worth agreeing that everyone resets the eyepieces and the chair at the start of their turn. "
                 "When you talk to Verónica, it can help to frame it as a health and safety issue for the whole team rather than a personal request: anyone at the eyepieces for hours is at risk. "
                 "Take a photo of yourself at the microscope to show Rodrigo on the 10th; it helps them see the posture you're actually in. Good luck!")],
  {"summary": "The user, Ignacia Fuentealba ('Nacha'), 34, lives in Pelluco, Puerto Montt, with her partner Matías and their dog Chispa; she is a phytoplankton analyst at Laboratorio Costero Reloncaví, a private lab on the Chinquihue road, "
              "identifying and counting microalgae in seawater samples from mussel and salmon farms under an inverted microscope, watching for harmful species such as Alexandrium catenella (red tide) and Dinophysis acuta; about 30 samples a day; "
              "she studied marine biology at the Universidad Austral in Valdivia; for three months she has had pain in the right side of her neck and between her shoulder blades, and burning eyes; "
              "the assistant (not a doctor) suggested fitting the microscope to her (eyepiece height, ergonomic tubes, chair, forearm support), micro-breaks every 20 to 30 minutes, the 20-20-20 rule, blinking, eye drops, an optometrist, chin tucks and stretches, and seeing a kinesiólogo; numbness or weakness in an arm needs a doctor; "
              "the shared microscope is set for her colleague Luis (1.85 m; she is 1.60 m); she'll ask lab director Verónica about an ergonomic tube; first appointment with kinesiólogo Rodrigo Vera on 10 April 2025.",
   "procedures": [{"name": "Microscope ergonomics", "steps": ["Eyepieces at a height that keeps the neck neutral", "Ergonomic tube or risers", "Adjustable chair and footrest", "Forearms supported, shoulders down",
                   "Micro-break every 20 to 30 minutes", "20-20-20 rule for the eyes", "Chin tucks and shoulder blade squeezes"]}],
   "decisions": [{"decision": "See kinesiólogo Rodrigo Vera, first appointment 10 April 2025", "rationale": "Three months of neck and upper-back pain"},
                 {"decision": "Timer for a break every 30 minutes at the microscope", "rationale": "Break up the static posture"}],
   "discoveries": ["The shared microscope's eyepieces are set for Luis, 1.85 m, while she is 1.60 m"]}),
 ("2025-04-27", "Buying a second-hand sea kayak", [
   ("user", "Completely different topic. In March I did a weekend beginners' sea kayak course (15 and 16 March) with Pablo Cárcamo from Kayak Reloncaví, at Metri bay, and I'm hooked. "
            "My friend Camila Paredes, a nurse at the Hospital de Puerto Montt who has paddled for years, has a green Tahe that she bought new, and we want to do a multi-day trip in the Comau fjord in December. "
            "So I want my own boat. What I've found:\n"
            "1. A Necky Looksha IV, 5.2 m, plastic, eight years old, from a guy in Puerto Varas: 750,000 pesos.\n"
            "2. A Perception, 4.3 m, plastic, in good condition, in Puerto Montt: 600,000.\n"
            "3. A new fibreglass kayak made by a small workshop in Valdivia: 1,400,000.\n"
            "Matías won't be coming with me on any of this, he gets seasick even on the five-minute boat across to Isla Tenglo. What should I go for, and what should I check on a used one?"),
   ("assistant", "Congratulations on getting hooked, the Reloncaví and the fjords south of it are some of the most beautiful sea kayaking waters anywhere. Here's how I'd think about the three.\n\n"
                 "## The three options\n\n"
                 "### Necky Looksha IV: 750,000\n"
                 "- A proper **touring sea kayak**: long, with bulkheads and hatches front and back, and designed for loaded multi-day trips, which is exactly what a December trip in Comau needs.\n"
                 "- Plastic boats are heavy but very forgiving on rocky beaches, and at eight years old a well-stored one can have plenty of life left.\n"
                 "- Check whether it has a **skeg or a rudder** and whether it works.\n\n"
                 "### Perception, 4.3 m: 600,000\n"
                 "- At 4.3 m it's likely a **day-touring or recreational** boat: stable and easy, but slower, with less storage and often only one bulkhead.\n"
                 "- Fine for the bay, but you may outgrow it within a season if multi-day trips are the goal.\n\n"
                 "### New fibreglass from Valdivia: 1,400,000\n"
                 "- Lighter and faster, and supporting a local builder is nice.\n"
                 "- Fibreglass needs more care on rocks, and as a beginner you don't yet know which hull shape you prefer. Many paddlers buy a used boat first and a better one later.\n\n"
                 "## What to check on a used kayak\n"
                 "1. **The hull:** turn it over in good light. Look for cracks, deep gouges, soft or flexing spots and any sign of a repair. On plastic boats, check for **oil-canning** (dents from bad storage) under the seat.\n"
                 "2. **Bulkheads and hatches:** the bulkheads must be watertight. A simple test is to pour a little water into each compartment, or hose it, and see whether it reaches the cockpit. Check the hatch covers fit snugly and the rubber isn't cracked.\n"
                 "3. **Skeg or rudder:** deploy and retract it several times. A stiff or kinked skeg cable is common and fixable, but it's a bargaining point.\n"
                 "4. **Deck fittings:** the deck lines, bungees and the carrying toggles should be solid.\n"
                 "5. **Fit:** sit in it. Your thighs should be able to brace under the deck and your feet reach the footrests comfortably.\n"
                 "6. **Paddle it if at all possible,** ideally with Camila there: she'll spot things you won't.\n"
                 "7. **Ask what's included:** a spray deck and a paddle can easily add 150,000 to 300,000 pesos if you have to buy them separately.\n\n"
                 "## My suggestion\n"
                 "For the trip you're planning, the **Looksha** is the best fit, provided the hull and bulkheads pass those checks. You also need a buoyancy aid (PFD), a pump and, for a fjord trip, a way to call for help. "
                 "And ask Pablo whether he can check it over or suggest a rescue practice session before December."),
   ("user", "I went to see the Necky yesterday with Camila. The hull is fine, the bulkheads held the water, one hatch cover is a bit loose and the skeg cable is stiff. "
            "I pointed those out and he came down to 680,000 with the spray deck and a paddle thrown in. I'm picking it up next Saturday. "
            "It's a faded olive-brown colour, so Matías has already named it Cochayuyo, like the seaweed."),
   ("assistant", "That's a good deal: a touring kayak with a spray deck and paddle for 680,000 is well under what you'd pay buying them separately. "
                 "A new hatch cover is cheap, and a stiff skeg cable often just needs cleaning and lubricating. Cochayuyo is a perfect name for a boat from the Reloncaví. "
                 "Next steps: a PFD that fits you, a pump, and practise wet exits and assisted rescues with Camila or Pablo in sheltered water before the trip.")],
  {"summary": "The user did a beginners' sea kayak course on 15 and 16 March 2025 with Pablo Cárcamo of Kayak Reloncaví at Metri bay; her friend Camila Paredes, a nurse at the Hospital de Puerto Montt, has a green Tahe bought new; "
              "they plan a multi-day kayak trip in the Comau fjord in December 2025; Matías won't come (he gets seasick even on the boat to Isla Tenglo); options: a used Necky Looksha IV (5.2 m, plastic, eight years old, Puerto Varas, 750,000 pesos), "
              "a used 4.3 m Perception (600,000) and a new fibreglass kayak from a Valdivia workshop (1,400,000); the assistant recommended the Looksha for multi-day trips and listed checks for a used kayak (hull, watertight bulkheads and hatches, skeg, deck fittings, fit, paddling it, what's included); "
              "on 26 April she inspected it with Camila (hull fine, bulkheads watertight, a loose hatch cover, a stiff skeg cable) and bought it for 680,000 pesos with spray deck and paddle, pick-up on 3 May 2025; Matías named it Cochayuyo after the seaweed.",
   "decisions": [{"decision": "Bought a used Necky Looksha IV for 680,000 pesos, with spray deck and paddle", "rationale": "A touring kayak suited to multi-day trips; the price came down for a loose hatch cover and a stiff skeg cable"}],
   "outcomes": ["Kayak named Cochayuyo", "Comau fjord trip with Camila planned for December 2025"],
   "procedures": [{"name": "Checking a used kayak", "steps": ["Hull: cracks, gouges, soft spots, oil-canning", "Bulkheads and hatches watertight", "Skeg or rudder works", "Deck fittings", "Fit", "Paddle it", "Ask what's included"]}]}),
 ("2025-05-18", "My dad wants to sell his dairy herd", [
   ("user", "I'd like help thinking about something in my family. My dad, Hernán, is 66 and has a small dairy farm, Fundo Los Maitenes, about 12 km from Purranque: 60 hectares and 45 cows. "
            "He has milked twice a day, starting at 5 in the morning, for 40 years. Last year he was diagnosed with a herniated disc, and the cooperative is paying him about 410 pesos a litre, which he says barely covers the feed. "
            "He now wants to sell the whole herd at the livestock auction in Osorno in October and lease the land to our neighbour, Osvaldo Kusch, for grazing. "
            "My mum, Rosa (63, a retired primary school teacher), would be relieved. My brother Tomás (30) is an agronomist at a fertiliser company in Osorno and hasn't said much. "
            "I'm the only one of us who isn't in farming. Dad says he's not moving anywhere: 'I'd die of boredom in a flat in Osorno', so they'd stay in the farmhouse. "
            "How can I help him think it through, especially the money side?"),
   ("assistant", "That's a big decision after 40 years, and it's lovely that you want to help him make it well rather than just quickly. I'm not a financial adviser or an agricultural economist, so treat this as a set of questions to work through with him, and ideally with an accountant.\n\n"
                 "## 1. What the herd is worth, and how to sell it\n"
                 "- **Get a valuation.** Cows in milk, dry cows, heifers and calves sell at very different prices. A local livestock agent or the auction house can give a rough figure per category.\n"
                 "- **Auction or private sale?** An auction is simple and transparent, but prices on the day depend on how many other farmers are selling. Selling in groups, or privately to neighbours who know the herd's quality, can sometimes get more.\n"
                 "- **Timing:** in the south, spring and early summer are when grass is plentiful and buyers are keener to stock up. October could be a good moment, but check with the auction house.\n"
                 "- **Tax:** ask an accountant how the sale will be taxed, depending on how his farm is organised for tax purposes.\n\n"
                 "## 2. The lease\n"
                 "- **A written contract,** ideally drawn up or reviewed by a lawyer, with the rent, the length, who maintains fences, drains and pastures, and what happens at the end.\n"
                 "- **Rent per hectare:** ask around for what grazing land near Purranque leases for, so the figure with Osvaldo is fair for both sides.\n"
                 "- **Keep the house and a garden plot** out of the lease, clearly marked.\n\n"
                 "## 3. His income afterwards\n"
                 "- **Pension:** check what he'll receive from his AFP, if he has contributions, and from the **Pensión Garantizada Universal (PGU)**, which he may be entitled to at 65 or over depending on his household's situation.\n"
                 "- **The lease rent** plus his pension plus what's left after the sale: put those together month by month and compare them with what he and your mum actually spend.\n"
                 "- **The proceeds of the sale** shouldn't all sit in a current account. An adviser can suggest something safe and accessible.\n\n"
                 "## 4. Before selling: ask the family\n"
                 "Selling the herd is very hard to reverse: a dairy herd takes years to build. Before October, it's worth a clear conversation with **Tomás**. As an agronomist he may have views he hasn't voiced, or even an interest in the farm.\n\n"
                 "## 5. Health and purpose\n"
                 "- A herniated disc and 5 a.m. milking are a good reason to stop. But men who stop farming abruptly sometimes struggle with the loss of routine. Some keep a few animals, some help neighbours, some take up something new. It's worth asking him what his days would look like.\n\n"
                 "## A suggestion\n"
                 "A **family meeting** at the farm with all four of you: your dad explains what he wants and why, Tomás says what he thinks, and you agree what information you need (the valuation, the lease rent, his pension) and by when."),
   ("user", "Good idea. We've set a family meeting at the farm on Saturday 7 June. I'll ask Tomás beforehand to think seriously about whether he'd want it, because I have a feeling he's been quiet for a reason."),
   ("assistant", "That sounds wise: giving Tomás time to think before the meeting means he won't feel put on the spot. "
                 "It might help to bring a simple sheet to the meeting with the open questions (herd value, lease rent, pension, what Tomás wants, what your dad's days would look like) so it doesn't turn into an argument about cows. Good luck on the 7th.")],
  {"summary": "The user's father, Hernán, 66, has a dairy farm, Fundo Los Maitenes, about 12 km from Purranque (60 hectares, 45 cows), milking twice a day from 5 a.m. for 40 years; he has a herniated disc and the cooperative pays about 410 pesos a litre; "
              "he wants to sell the herd at the Osorno livestock auction in October 2025 and lease the land to neighbour Osvaldo Kusch for grazing, staying in the farmhouse ('I'd die of boredom in a flat in Osorno'); "
              "her mother Rosa, 63, is a retired primary school teacher; her brother Tomás, 30, is an agronomist at a fertiliser company in Osorno; "
              "the assistant suggested valuing the herd, comparing auction and private sale, a written lease reviewed by a lawyer, checking his AFP pension and the PGU, talking to Tomás before selling, and a family meeting; the family meeting is on 7 June 2025 at the farm.",
   "decisions": [{"decision": "Family meeting at the farm on 7 June 2025", "rationale": "To discuss the herd sale with Tomás before anything is decided"}],
   "discoveries": ["Dad wants to sell because of his herniated disc, 40 years of 5 a.m. milking and a milk price that barely covers the feed"]}),
 ("2025-06-08", "A job offer from a lab in Castro", [
   ("user", "Two updates. First, the family meeting yesterday: Tomás surprised everyone and said he might want to take over the farm, but he needs a few months to think about leaving his job. So Dad has put the sale on hold until Tomás decides. "
            "Second, and this is why I'm writing: on Wednesday I got a job offer from Chiloé Bioanálisis, a lab in Castro. They want me as head of their phytoplankton lab, 2,100,000 pesos net a month against the 1,480,000 I earn now, "
            "plus an 800,000 relocation bonus, starting 1 August. I have to answer by 20 June. "
            "The catch: we'd have to move to Castro. Matías would have to leave his school, Colegio Alerce Andino, where he teaches history, and he's in the middle of a book project: he's recording oral histories of the 1960 earthquake with old people in Angelmó and Calbuco. "
            "And my parents in Purranque would be further away. How do I decide?"),
   ("assistant", "Congratulations, being headhunted for a head-of-lab role at 34 says a lot about your reputation. It's a genuinely hard choice because it's not only yours. Here's a way to structure it.\n\n"
                 "## 1. Compare the real numbers\n"
                 "- **The salary difference** is 620,000 pesos a month net, about 7.4 million a year. That's significant.\n"
                 "- **Cost of living:** housing in Castro has become expensive with tourism and the salmon industry. Compare the rents you'd actually pay.\n"
                 "- **Matías's income:** if he doesn't find a teaching post in Chiloé right away, the household could end up with less, not more.\n"
                 "- **Travel:** visits to Purranque from Castro mean the ferry across the Chacao channel, more time and more money.\n\n"
                 "## 2. The job itself\n"
                 "- How many people would you manage, and how established is the lab?\n"
                 "- Who are its clients, and how stable is its funding?\n"
                 "- What would the hours be during a bloom?\n\n"
                 "## 3. Matías\n"
                 "This is the heart of it. Ask him openly, and listen to the answer:\n"
                 "- Could he find a post in Castro, and how soon?\n"
                 "- How would moving affect the earthquake book? Some of his interviewees are elderly, and the project depends on being near them.\n"
                 "- What does he want, not just what he's willing to put up with?\n\n"
                 "## 4. Your current job\n"
                 "- Is there a path to a senior role at Laboratorio Costero Reloncaví? If you're valued, an offer like this is often the moment to find out.\n"
                 "- If you talk to your director, be honest and professional: say you've had an offer and that you'd like to stay if there's a future for you. Don't bluff, and be prepared for either answer.\n\n"
                 "## 5. A simple exercise\n"
                 "Each of you writes, separately, the three things that matter most to you in the next five years. Then compare. It often makes the decision clearer than a spreadsheet.\n\n"
                 "You have until the 20th, which is enough time to do this properly."),
   ("user", "Matías says he'll come if I really want it, but I can see his face. I'll talk to Verónica on Tuesday and see whether there's any future for me at the lab."),
   ("assistant", "That seems like the right order: find out what your options really are before asking Matías to give anything up. "
                 "Before Tuesday, decide for yourself what would make you stay (a title, a salary, responsibility for the section) so you can answer clearly if Verónica asks. Good luck.")],
  {"summary": "At the family meeting on 7 June 2025 the user's brother Tomás said he might want to take over the farm but needs a few months; Dad put the herd sale on hold; "
              "on 4 June 2025 the user was offered the job of head of the phytoplankton lab at Chiloé Bioanálisis in Castro: 2,100,000 pesos net a month (she earns 1,480,000), an 800,000 relocation bonus, starting 1 August, answer by 20 June; "
              "moving would mean Matías leaving Colegio Alerce Andino, where he teaches history, and his book of oral histories of the 1960 earthquake recorded with old people in Angelmó and Calbuco; "
              "the assistant suggested comparing real numbers (cost of living in Castro, Matías's income, travel), the job itself, Matías's wishes, asking her director about a future at the lab, and each writing their three priorities; she'll talk to lab director Verónica on 10 June.",
   "decisions": [{"decision": "Talk to lab director Verónica on 10 June 2025 before answering Castro", "rationale": "Find out whether there's a future for her at the lab before asking Matías to move"},
                 {"decision": "Dad's herd sale on hold", "rationale": "Tomás might take over the farm"}],
   "outcomes": ["Job offer from Chiloé Bioanálisis, Castro: 2,100,000 pesos net a month"]}),
 ("2025-06-21", "Counter-offer accepted: becoming my old colleagues' boss", [
   ("user", "Decision made. Verónica made me a counter-offer: head of the microscopy section from 1 August, 1,950,000 net, and the lab pays for a course on harmful algae taxonomy at the Universidad de Los Lagos. "
            "I turned down Castro on Monday. Honestly the main reason is Matías: he didn't want to leave his students or the earthquake book, and with the counter-offer the gap was only 150,000 a month, which Castro rents would eat anyway. "
            "Now the scary part: I'll be the boss of the three analysts I've worked next to for years: Benjamín, Fernanda and Luis. Luis has been at the lab for twelve years and I think he wanted the job. How do I handle this?"),
   ("assistant", "Congratulations on the promotion, and on making a decision you both seem at peace with. Becoming the manager of your former peers is one of the most common and most awkward transitions at work, and it's very manageable if you're deliberate about the first few weeks.\n\n"
                 "## 1. Talk to each of them individually, early\n"
                 "In your first week, have a **one-to-one with each analyst**. Ask:\n"
                 "- What works well in the section and what frustrates them.\n"
                 "- What they'd like to do more of, or learn.\n"
                 "- How they prefer to receive feedback.\n"
                 "Listen more than you talk. People remember how a new boss started.\n\n"
                 "## 2. Luis\n"
                 "- **Acknowledge it privately and directly,** without apologising for getting the job: something like, 'I know you've been here longer and might have wanted this role. I value your experience and I'd like us to work well together.'\n"
                 "- **Give his experience a real role:** for example, make him the reference for difficult identifications, or for training new analysts. Make sure it's genuine, not a consolation title.\n"
                 "- **Expect some distance for a while.** Don't take it personally, and don't try to fix it by being everyone's friend.\n\n"
                 "## 3. Friendship and fairness\n"
                 "- You can stay warm, but the relationship changes. Be careful with gossip about the lab or about one colleague with another.\n"
                 "- **Be visibly fair:** rotas, weekend duty and who gets the interesting work should follow clear rules everyone knows.\n\n"
                 "## 4. Change little at first\n"
                 "- In the first month, **observe before you reorganise.** Small quick wins (the shared microscope set-up, a clearer rota) build trust; big changes can wait.\n"
                 "- Agree with Verónica what you're responsible for: hiring, rotas, reports to clients, quality control.\n\n"
                 "## 5. Look after yourself\n"
                 "Being a manager takes time away from the microscope. Block time for your own work, and for learning the management side. The taxonomy course is a good moment to step back and think about the section as a whole.\n\n"
                 "You'll make mistakes: everyone does in the first year. Fixing them openly earns more respect than pretending they didn't happen."),
   ("user", "That helps. I'll do the one-to-ones in my first week, and I already have an idea for Luis: he's the best of us at Dinophysis, so he could train anyone new."),
   ("assistant", "That's exactly the kind of genuine role that works: it uses what he's best at and it's visible to everyone. Enjoy the last weeks as an analyst, and good luck on 1 August.")],
  {"summary": "Lab director Verónica counter-offered: head of the microscopy section at Laboratorio Costero Reloncaví from 1 August 2025, 1,950,000 pesos net a month, plus a harmful algae taxonomy course at the Universidad de Los Lagos; "
              "the user turned down the Castro job on 16 June 2025, mainly because Matías didn't want to leave his students or his earthquake book, and the pay gap had shrunk to 150,000 a month, which Castro rents would absorb; "
              "she will manage the three analysts she worked alongside: Benjamín, Fernanda and Luis (twelve years at the lab, who may have wanted the job); "
              "the assistant suggested one-to-ones in the first week, acknowledging Luis privately and giving his experience a real role, being visibly fair, changing little at first and agreeing responsibilities with Verónica; she plans to make Luis, the best at Dinophysis, the trainer for new analysts.",
   "decisions": [{"decision": "Turned down the Castro job on 16 June 2025 and accepted the promotion to head of the microscopy section", "rationale": "Matías didn't want to leave his school or his book; the counter-offer left only 150,000 pesos a month of difference"},
                 {"decision": "Luis to train new analysts", "rationale": "He's the best at Dinophysis and may have wanted the job"}],
   "outcomes": ["Head of the microscopy section from 1 August 2025, 1,950,000 pesos net a month"]}),
 ("2025-07-06", "Driving to Bariloche over Cardenal Samoré in winter", [
   ("user", "For Matías's winter break we're driving to Bariloche from Monday 14 to Saturday 19 July to visit his brother Nicolás, who's a ski instructor at Cerro Catedral. "
            "We'll go in Matías's 2017 Suzuki Swift, which is in his name, over the Cardenal Samoré pass. Chispa is staying with Camila, who has two cats, Pimienta and Comino; Chispa actually lived with them for her first months when we found her as a puppy outside the Angelmó market, so she knows the house. "
            "What do we need for the border in winter?"),
   ("assistant", "Bariloche in winter with a ski instructor in the family sounds great. Cardenal Samoré is the main pass between Osorno and Bariloche, but in July it's a mountain pass in winter, so preparation matters. "
                 "Rules change, so check the official sources shortly before you leave.\n\n"
                 "## 1. Check the pass before you set off\n"
                 "- The pass can **close or restrict traffic at short notice** for snow and ice. Check the official status on the morning you leave, and again before the return; the authorities announce openings and closures, and the hours the border posts operate.\n"
                 "- **Chains are compulsory** in winter conditions, and you'll be asked to show them. Practise fitting them at home before the trip, not for the first time at the roadside in the snow.\n"
                 "- Leave early, with a full tank, warm clothes, water and food in the car: queues at the border can be long in the holidays.\n\n"
                 "## 2. Documents\n"
                 "- **Identity cards or passports** for both of you.\n"
                 "- **The car's registration certificate (padrón)** and its permiso de circulación, and the revisión técnica, all current.\n"
                 "- Since the car is in Matías's name and he'll be with you, that's straightforward. If you were ever to drive it across without him, you'd need a **notarised authorisation** from him.\n"
                 "- **Argentine insurance:** Chilean cars need a compulsory insurance valid in Argentina (often called the Mercosur or international liability insurance). Buy it before you go and carry the certificate.\n"
                 "- The **vehicle exit and entry form** is handled at the border; keep the copy you're given, because you'll need it to come back.\n\n"
                 "## 3. Food and the agricultural controls\n"
                 "Both countries have strict agricultural and livestock controls (SAG on the Chilean side). Don't carry fresh fruit, vegetables, meat, cheese, honey or seeds, and declare anything you're unsure about. Fines for undeclared products are steep.\n\n"
                 "## 4. Money\n"
                 "- Argentina's exchange situation changes fast. Ask Nicolás what works best right now: cash in dollars or pesos, cards, or transfer apps.\n"
                 "- Check your bank card charges for use abroad.\n\n"
                 "## 5. Driving in snow\n"
                 "- Lower speeds, longer distances, gentle braking. Watch for black ice in shaded bends, especially in the early morning.\n"
                 "- Keep a scraper, a small shovel, a blanket and a torch in the car.\n\n"
                 "Have a wonderful trip, and say hello to Cerro Catedral for me."),
   ("user", "Thanks. I've never skied in my life and Nicolás has promised me a lesson. Matías has skied since he was a kid, so he'll laugh at me."),
   ("assistant", "A first lesson from an actual instructor is the best way to start. Expect to fall a lot on the first day; that's normal, and it gets fun surprisingly quickly. Enjoy it!")],
  {"summary": "The user and Matías are driving to Bariloche from 14 to 19 July 2025, in Matías's winter break, to visit his brother Nicolás, a ski instructor at Cerro Catedral; they'll cross the Cardenal Samoré pass in Matías's 2017 Suzuki Swift, registered in his name; "
              "Chispa will stay with Camila, who has two cats, Pimienta and Comino (Chispa lived there for her first months after they found her as a puppy outside the Angelmó market); "
              "the assistant explained checking the pass status, compulsory chains, documents (ID, padrón, permiso de circulación, revisión técnica, insurance valid in Argentina, a notarised authorisation if the owner isn't travelling), the SAG food controls, money and snow driving; "
              "the user has never skied and Nicolás promised her a lesson; Matías has skied since childhood.",
   "procedures": [{"name": "Crossing Cardenal Samoré by car in winter", "steps": ["Check the pass status", "Carry chains and practise fitting them", "ID, padrón, permiso de circulación, revisión técnica", "Insurance valid in Argentina",
                   "Keep the vehicle exit form", "No fresh food through the SAG control", "Ask about money in Argentina"]}],
   "decisions": [{"decision": "Chispa stays with Camila during the Bariloche trip", "rationale": "Chispa lived there as a puppy and knows the house"}]}),
 ("2025-07-27", "Swapping our wood stove for pellets", [
   ("user", "We're back. Bariloche was wonderful, but the pass was closed by snow on Saturday the 19th so we came back on the Sunday, a day late. Nicolás gave me my lesson and I fell about twenty times. "
            "Now a heating question. Our rented house in Pelluco is heated with an old slow-combustion wood stove. Last week there were three preemergencia days, when you're not allowed to use wood heating in Puerto Montt, and the smoke makes Matías's asthma worse anyway. "
            "I've read about the government programme that replaces wood stoves with pellet stoves: I think our co-payment would be about 180,000 pesos. The landlord, Sergio Mansilla, would have to sign an authorisation. "
            "Is a pellet stove a good idea, compared with paraffin or electric heaters? And how does the programme work?"),
   ("assistant", "Glad you made it back, and twenty falls on a first day means you really tried. On heating: in a city with wood-smoke restrictions like Puerto Montt, getting off wood is sensible, both for the restricted days and for Matías's asthma. "
                 "The programme details change from one call for applications to the next, so check the current terms with the Ministry of the Environment's regional office.\n\n"
                 "## Comparing the options\n\n"
                 "### Pellet stove\n"
                 "- **Much cleaner** than wood, and usually **allowed on restricted days** that ban wood (check the current rules for your area).\n"
                 "- **Thermostat and timer:** a warm house when you get up, no fire to light.\n"
                 "- **Running costs:** pellets are sold in 15 kg bags; in a Los Lagos winter a household heating the main rooms might use one or two bags a day in the coldest weeks. Prices vary, so compare suppliers and buy in quantity before winter if you can store them dry.\n"
                 "- **Needs electricity** to run the fan and auger, so it won't work in a power cut, and it needs regular cleaning and an annual service.\n\n"
                 "### Paraffin (kerosene) heaters\n"
                 "- Cheap to buy, but unflued models release combustion gases and moisture into the room, which isn't ideal for someone with asthma, and they need ventilation.\n\n"
                 "### Electric heaters\n"
                 "- Clean in the house, but with Chilean electricity prices, heating a whole house electrically is usually expensive. Good as a back-up for one room.\n\n"
                 "## How the replacement programme usually works\n"
                 "1. **Apply** during an open call, online or at the regional office, with your ID and proof of address.\n"
                 "2. **As a tenant, you need the owner's written authorisation,** since the new stove is installed in the house.\n"
                 "3. **Your old wood stove is taken away and destroyed**; you can't keep it.\n"
                 "4. **You pay the co-payment** when you're selected.\n"
                 "5. **An approved installer** fits the stove and the flue, and you get instructions and a warranty.\n\n"
                 "## One thing to think about\n"
                 "Because you're renting, the stove effectively stays with the house. It's still worth it for your health and comfort while you live there, but ask Sergio how long he expects to keep renting to you."),
   ("user", "Sergio signed the authorisation on Friday and we applied online yesterday. They told us installation would probably be in October. He says he has no plans to change anything, so fingers crossed."),
   ("assistant", "Great, that's everything in place. While you wait, it's worth finding a pellet supplier and a dry spot to store bags, so you're ready when the installer comes. Fingers crossed for October.")],
  {"summary": "The Bariloche trip went ahead; the Cardenal Samoré pass was closed by snow on Saturday 19 July 2025, so the user and Matías came back a day late, on Sunday 20 July; Nicolás gave her a first ski lesson (about twenty falls); "
              "their rented house in Pelluco is heated by an old slow-combustion wood stove; there were three preemergencia days (wood heating banned in Puerto Montt) and the smoke worsens Matías's asthma; "
              "the assistant compared pellet, paraffin and electric heating and explained the wood stove replacement programme (apply, owner's authorisation for tenants, old stove destroyed, co-payment, approved installer), noting the stove stays with a rented house; "
              "landlord Sergio Mansilla signed the authorisation on 25 July and they applied online on 26 July 2025; co-payment about 180,000 pesos; installation expected in October.",
   "decisions": [{"decision": "Applied to replace the wood stove with a pellet stove through the government programme", "rationale": "Wood-burning bans on preemergencia days and Matías's asthma"}],
   "outcomes": ["Back from Bariloche on 20 July 2025", "Pellet stove installation expected in October 2025"]}),
 ("2025-08-17", "A red tide in my third week as section head", [
   ("user", "I've been head of the microscopy section since 1 August and in my second week we got hit: an Alexandrium catenella bloom in the Seno Reloncaví, which is unusual in winter. "
            "The health authority has closed shellfish harvesting in several sectors, and every mussel farm in the area wants its samples read yesterday. We've gone from about 30 samples a day to 48. "
            "On top of that, Fernanda is on two weeks' medical leave, and some of the salmon farm samples also have Pseudo-nitzschia, so those need extra attention. "
            "The farm managers phone me all day. How do I triage the samples, organise the team and talk to the clients without losing my mind?"),
   ("assistant", "What a baptism of fire. A bloom in your second week as section head, with one analyst out, is about as hard as the job gets. Here's a way to bring some order to it.\n\n"
                 "## 1. Triage the samples\n"
                 "Agree a clear priority order with Verónica, write it down and apply it the same way to every client:\n"
                 "1. **Regulatory and harvest-decision samples** from sectors near or inside the closed areas, where a result decides whether product is harvested or withdrawn.\n"
                 "2. **Samples with a previous count near the alert thresholds** for Alexandrium or Pseudo-nitzschia.\n"
                 "3. **Routine monitoring** from sectors far from the bloom.\n"
                 "Use a simple board or spreadsheet with the time each sample arrived, its priority and who is reading it.\n\n"
                 "## 2. Organise the team\n"
                 "- **Split the work by strength:** for example, Luis on the difficult identifications, the others on routine counts, and you on quality checks and client reports.\n"
                 "- **Protect breaks.** Tired eyes miss cells. Counting 48 samples a day without breaks increases both errors and injuries, as you know from your neck.\n"
                 "- **Extended hours, if needed,** should be shared fairly and agreed, with time off afterwards. Ask Verónica whether a former analyst or a trained technician could help temporarily.\n"
                 "- **A ten-minute meeting every morning:** yesterday's results, today's priorities, who does what.\n\n"
                 "## 3. Communicate with the clients\n"
                 "- **One daily bulletin** at a fixed time (say 4 p.m.) with the status of every client's samples. It cuts calls dramatically, because people know when they'll hear.\n"
                 "- **A standard message** for delays: 'Your sample from [date] is in the queue at priority [X]; expected result by [time].'\n"
                 "- **One contact person** for calls during the day, and it shouldn't always be you: you need time to check results.\n"
                 "- **Never rush a result to please a client.** In a bloom, an accurate count a few hours later is worth more than a fast wrong one.\n\n"
                 "## 4. Record everything\n"
                 "Keep a log of what happened, the decisions and the turnaround times. After the bloom, it's the basis for asking for more resources or a contingency plan.\n\n"
                 "## 5. You\n"
                 "You're new in the role and working long days. Eat, sleep, and don't try to read every sample yourself to prove something."),
   ("user", "The 4 p.m. bulletin is a brilliant idea, I'll start it tomorrow. Good news on one front at least: my neck is much better. I finished my eight sessions with Rodrigo, "
            "Verónica bought an ergonomic eyepiece tube for my microscope back in May, and I do chin tucks every morning. The burning eyes are nearly gone too."),
   ("assistant", "That's excellent, and it shows how much the set-up matters: an ergonomic tube plus a course of treatment and daily exercises is exactly the combination that works. "
                 "Keep the breaks going during the bloom, especially now, when the temptation is to skip them. Good luck with the first bulletin tomorrow.")],
  {"summary": "The user has been head of the microscopy section since 1 August 2025; in mid-August an unusual winter bloom of Alexandrium catenella hit the Seno Reloncaví; the health authority closed shellfish harvesting in several sectors; "
              "samples went from about 30 to 48 a day; Fernanda is on two weeks' medical leave; some salmon farm samples contain Pseudo-nitzschia; farm managers phone all day; "
              "the assistant suggested a written triage order (harvest-decision samples first, then those near thresholds, then routine), splitting work by strength, protecting breaks, a ten-minute morning meeting, a daily 4 p.m. bulletin to clients, standard delay messages, one contact person, never rushing a result, and keeping a log; "
              "she'll start the 4 p.m. bulletin; her neck is much better after eight sessions with kinesiólogo Rodrigo Vera, an ergonomic eyepiece tube Verónica bought in May 2025 and daily chin tucks.",
   "procedures": [{"name": "Handling a bloom in the lab", "steps": ["Written triage order agreed with the director", "Split the work by strength", "Protect breaks", "Ten-minute morning meeting",
                   "Daily 4 p.m. bulletin to clients", "Standard delay message", "One contact person", "Never rush a result", "Keep a log"]}],
   "decisions": [{"decision": "Daily 4 p.m. bulletin to clients", "rationale": "Cuts the calls because clients know when they'll hear"}],
   "outcomes": ["Neck much better after eight kinesiology sessions, an ergonomic eyepiece tube and daily chin tucks"]}),
 ("2025-09-07", "Our landlord is selling the house", [
   ("user", "Bad news. On Monday our landlord, Sergio, told us he's selling the Pelluco house and we have to be out by 31 October. So much for 'no plans to change anything'. We pay 520,000 a month. "
            "We've found two options:\n"
            "- A three-bedroom house in Chinquihue for 590,000: fenced garden for Chispa, a pellet stove already installed, and ten minutes from the lab.\n"
            "- A two-bedroom flat in the centre for 480,000, five minutes' walk from Matías's school, but the building doesn't allow pets.\n"
            "Or should we stop renting and buy? We have about 9 million pesos saved. And what do we do about the stove application?"),
   ("assistant", "I'm sorry, being told to move with eight weeks' notice is stressful, especially when you'd just invested in the house. Let's take it piece by piece.\n\n"
                 "## 1. Your rights as tenants\n"
                 "I'm not a lawyer, but check your contract: the notice the landlord must give depends on the type of contract and how long you've been there. If the notice seems short for your situation, a consultation with a lawyer or a legal aid office is inexpensive and worth it. Get everything in writing, including the return of your deposit (garantía).\n\n"
                 "## 2. The two rentals\n\n"
                 "| | Chinquihue house | Centre flat |\n"
                 "|---|---|---|\n"
                 "| Rent | 590,000 | 480,000 |\n"
                 "| Pets | Yes, fenced garden | **No pets** |\n"
                 "| Heating | Pellet stove already installed | Ask |\n"
                 "| Commute | 10 minutes to your lab | 5 minutes' walk to Matías's school |\n\n"
                 "The flat is cheaper, but **a no-pets rule rules it out** unless you're willing to rehome Chispa, which I assume you're not. "
                 "The Chinquihue house is 70,000 more than you pay now, but the pellet stove is already there, which saves the co-payment and solves the heating problem. "
                 "Also ask whether the rent is negotiable for a longer contract: landlords often accept a little less for a reliable tenant and two years' security.\n\n"
                 "## 3. Buying instead?\n"
                 "- Chilean mortgages are usually in **UF** (Unidad de Fomento), so the monthly payment rises with inflation.\n"
                 "- Banks typically lend up to 80% or 90% of the value, so you need a **deposit (pie) of 10% to 20%**, plus costs for the notary, the land registry (Conservador de Bienes Raíces), the appraisal and the legal study of the title.\n"
                 "- With 9 million saved, you could cover the costs and part of the deposit on a modest property, but buying in eight weeks under pressure is the worst way to buy a house.\n"
                 "- **My suggestion:** rent now, and plan a purchase calmly for a year or two from now. I'm happy to help with that when the time comes.\n\n"
                 "## 4. The pellet stove application\n"
                 "- The stove would be installed in Sergio's house, which you're leaving, so it no longer makes sense for you.\n"
                 "- **Contact the programme in writing** to withdraw or ask whether the application can be transferred. Withdrawing before installation avoids wasting a place someone else could use and any co-payment.\n"
                 "- If you choose Chinquihue, you won't need it anyway."),
   ("user", "We went for Chinquihue and signed the contract yesterday. We move on Saturday 25 October. The flat was never really an option because of Chispa. "
            "I've emailed the programme to withdraw our application, since the stove would have stayed in Sergio's house and the new one already has pellets."),
   ("assistant", "That all makes sense. A few moving tips: book the removal van now for the 25th, since end-of-month Saturdays go fast; take dated photos of the Pelluco house when you leave for the deposit; and photograph the state of the Chinquihue house on the first day. "
                 "Chispa will love a fenced garden.")],
  {"summary": "On 1 September 2025 landlord Sergio Mansilla told the user he's selling the Pelluco house; they must leave by 31 October 2025; rent there 520,000 pesos a month; "
              "options: a three-bedroom house in Chinquihue for 590,000 (fenced garden, pellet stove installed, ten minutes from the lab) or a two-bedroom flat in the centre for 480,000 near Matías's school but with no pets allowed; savings about 9 million pesos; "
              "the assistant (not a lawyer) suggested checking the notice period and the deposit, ruled out the no-pets flat, suggested negotiating the rent for a longer contract, explained UF mortgages and a 10% to 20% pie and advised renting now and buying calmly later, and withdrawing the stove application; "
              "they signed for the Chinquihue house on 6 September 2025 and move on 25 October 2025; she emailed the programme to withdraw the pellet stove application.",
   "decisions": [{"decision": "Rent the Chinquihue house", "rationale": "Fenced garden for Chispa, pellet stove already installed, ten minutes from the lab; the flat didn't allow pets"},
                 {"decision": "Withdrew the pellet stove application", "rationale": "The stove would have stayed in the house they're leaving, and the new one already has a pellet stove"},
                 {"decision": "Keep renting for now rather than buy", "rationale": "Buying in eight weeks under pressure is a bad way to buy"}],
   "outcomes": ["Moving to Chinquihue on 25 October 2025"]}),
 ("2025-09-28", "Dad is keeping the cows: handing the farm to my brother", [
   ("user", "Family news! At Fiestas Patrias, when we were all at the farm on the 18th, Tomás told us he'll take over Los Maitenes. He'll resign from the fertiliser company at the end of February and start on 1 March. "
            "Dad has called off the sale at the Osorno auction. He did sell seven of the oldest cows privately to Osvaldo Kusch last week, so there are 38 now. "
            "Dad will stay in the farmhouse with Mum and help with advice, but no more milking. Tomás wants to build back up to 60 cows in three years and move to rotational grazing. "
            "I'm really happy, but I want it to be clear and fair: who owns what, how Tomás gets paid, and what about me? I don't want the farm, but I don't want it to cause problems in twenty years either. "
            "(Work news too: Benjamín, one of my analysts, applied for the Castro job I turned down, and got it! He leaves on 17 October.)"),
   ("assistant", "What a good outcome: the farm stays in the family, your dad gets to stop milking without losing his home, and Tomás gets a real project. Wanting it clear now is the best way to keep it good later. "
                 "I'm not a lawyer or an accountant, and succession rules in Chile have specific features, so please get professional advice, but these are the questions to settle.\n\n"
                 "## 1. Decide the structure\n"
                 "There are several common ways to hand over a family farm, and they can be combined:\n"
                 "- **A lease:** Tomás rents the land and the facilities from your parents and owns the herd he builds. Simple, and your parents keep the land.\n"
                 "- **A partnership or company:** your dad and Tomás run the farm together, with agreed shares, which can shift to Tomás over time.\n"
                 "- **Sale of the herd to Tomás:** he buys the 38 cows, in instalments if needed, and they become his.\n"
                 "- **Transfer of the land during your parents' lifetime** (by sale or gift): this has tax and inheritance consequences, so take advice first.\n\n"
                 "## 2. How Tomás is paid, and how your parents live\n"
                 "- If Tomás works the farm, he needs a **clear income**, whether a salary or the farm's profit. Working for 'what's left' causes resentment.\n"
                 "- Your parents need **a reliable income too**, for example a lease rent or a share of the milk money, on top of their pensions.\n"
                 "- Write down who pays for what: feed, vet, repairs, the farmhouse.\n\n"
                 "## 3. Fairness to you\n"
                 "- In Chile, children are **forced heirs** (legitimarios): a large part of an estate must go to them by law, so your parents can't simply leave everything to Tomás.\n"
                 "- Fair doesn't have to mean equal in cows and hectares. Families often agree that the child who farms keeps the farm, and the others are **compensated in another way**, now or in the will.\n"
                 "- What matters is that it's **agreed and written down while your parents are here to explain their wishes**, not left for you and Tomás to sort out later.\n\n"
                 "## 4. Practical steps\n"
                 "1. A family meeting to agree the principles.\n"
                 "2. An **accountant** to look at the farm's tax situation and the value of the herd and land.\n"
                 "3. A **lawyer** to draft the agreement (lease, sale or company) and advise your parents on **wills**.\n"
                 "4. A review after a year or two, once Tomás has found his feet.\n\n"
                 "And congratulations to Benjamín. It's also a chance for you to hire someone for your section."),
   ("user", "That's really useful, I didn't know about the forced heirs. I'll suggest a lawyer in Osorno to Mum. Dad just says 'Tomás is the farmer, Nacha is the scientist', which is sweet but not a plan!"),
   ("assistant", "It's sweet, and it's also a good starting principle to build the plan on. Presented as 'let's write down what you already want so nobody ever has to guess', your dad may find it easier to accept than a conversation about wills.")],
  {"summary": "At Fiestas Patrias at the farm on 18 September 2025 the user's brother Tomás said he'll take over Fundo Los Maitenes: he leaves the fertiliser company at the end of February and starts on 1 March 2026; "
              "Dad called off the sale of the herd at the Osorno auction; he sold seven of the oldest cows privately to Osvaldo Kusch in September, leaving 38 cows; Dad stays in the farmhouse with Mum and advises but won't milk; "
              "Tomás plans to build back up to 60 cows in three years and move to rotational grazing; at work, Benjamín got the Castro job she turned down and leaves on 17 October 2025; "
              "the assistant (not a lawyer or accountant) explained handover structures (lease, partnership, sale of the herd, transferring land), paying Tomás and the parents clearly, forced heirs (legitimarios) in Chile, compensating the non-farming child, and using an accountant and a lawyer; she'll suggest a lawyer in Osorno to her mother.",
   "decisions": [{"decision": "Dad called off the sale of the herd", "rationale": "Tomás will take over the farm from 1 March 2026"},
                 {"decision": "Suggest a lawyer in Osorno to draft the handover and wills", "rationale": "Make it clear and fair while the parents can explain their wishes"}],
   "outcomes": ["38 cows after selling seven to Osvaldo Kusch", "Benjamín leaves for Chiloé Bioanálisis in Castro on 17 October 2025"]}),
 ("2025-10-19", "Planning our Acuerdo de Unión Civil", [
   ("user", "Matías and I are doing an Acuerdo de Unión Civil! We've booked it at the Registro Civil in Puerto Montt for Saturday 22 November at 11:00. "
            "Afterwards a party at Quincho Los Arrayanes in Alerce (we've paid a 200,000 deposit), with a curanto en hoyo made by Matías's uncle Raúl from Calbuco. About 40 guests, budget 2.5 million. "
            "Our witnesses will be Camila and my brother Tomás. And yes, we're also moving to Chinquihue next Saturday, so it's chaos. "
            "(Matías turned 38 on the 3rd; I gave him a Zoom H1n recorder for his earthquake interviews, he was thrilled.) "
            "What do we need for the AUC itself, and is there anything legal we should think about?"),
   ("assistant", "Congratulations to you both! An AUC with a curanto afterwards sounds like a perfect southern celebration. Here's what to know. I'm not a lawyer, so confirm the details with the Registro Civil.\n\n"
                 "## 1. On the day\n"
                 "- **Both of you** with your valid identity cards.\n"
                 "- **Two witnesses** of legal age with their identity cards, if the Registro Civil requires them for your booking; Camila and Tomás are perfect. Check whether witnesses are needed, because the rules for the AUC and for marriage differ.\n"
                 "- Arrive early: Saturday slots run to a tight timetable.\n\n"
                 "## 2. The property regime: decide it before the day\n"
                 "- By default, under an AUC each partner keeps **separate property**: what you each earn and buy stays yours.\n"
                 "- You can choose instead, at the time of signing, a **community of property** for what you acquire during the union.\n"
                 "- This matters if you plan to **buy a house** together. Talk it through calmly beforehand, and ask a lawyer if unsure.\n\n"
                 "## 3. What the AUC changes\n"
                 "- You become each other's **cohabiting partners** (convivientes civiles) with a legal status.\n"
                 "- **Inheritance:** the surviving partner becomes an heir, with rights similar in many respects to a spouse.\n"
                 "- **Health and benefits:** you may be able to add your partner as a dependant in your health plan, depending on the insurer, and there are effects on some pensions and benefits.\n"
                 "- Update beneficiaries on insurance and similar documents afterwards.\n\n"
                 "## 4. The party\n"
                 "- **Curanto en hoyo** needs a lot of time and wood: check with Raúl when he needs to start, and that the quincho allows a pit fire.\n"
                 "- Confirm numbers with the quincho a week before, and plan rain cover: it's November in Los Lagos.\n"
                 "- A budget of 2.5 million for 40 people is workable; keep 10% aside for the things that always come up.\n\n"
                 "## 5. With a move in between\n"
                 "Moving a month before the AUC is a lot. Make one shared list with two columns, 'move' and 'AUC', and decide which of you owns each task, so nothing falls between you.\n\n"
                 "And happy belated birthday to Matías: a field recorder for an oral history project is a lovely present."),
   ("user", "We'll stick with separate property for now and talk to a lawyer when we buy. The two-column list is going on the fridge tonight."),
   ("assistant", "Sensible: you can always make a specific agreement for a house when the time comes. Good luck with the move on Saturday, and enjoy planning the rest.")],
  {"summary": "The user and Matías booked an Acuerdo de Unión Civil (AUC) at the Registro Civil in Puerto Montt for Saturday 22 November 2025 at 11:00, followed by a party at Quincho Los Arrayanes in Alerce (200,000 pesos deposit paid) with a curanto en hoyo by Matías's uncle Raúl from Calbuco; "
              "about 40 guests; budget 2.5 million pesos; witnesses Camila and Tomás; they move to Chinquihue on 25 October 2025; Matías turned 38 on 3 October 2025 and she gave him a Zoom H1n recorder for his earthquake interviews; "
              "the assistant (not a lawyer) explained documents and witnesses, the default separate property regime versus community of property, the effects of the AUC (inheritance, health plan, benefits), curanto logistics and rain cover, a 10% margin and a shared list; they chose separate property for now.",
   "decisions": [{"decision": "AUC at the Registro Civil in Puerto Montt on 22 November 2025", "rationale": "Party afterwards at Quincho Los Arrayanes with Raúl's curanto"},
                 {"decision": "Separate property under the AUC for now", "rationale": "They'll see a lawyer when they buy a house"}],
   "outcomes": ["Witnesses: Camila and Tomás", "Budget 2.5 million pesos for about 40 guests"]}),
 ("2025-11-09", "Moving the civil union to January", [
   ("user", "Change of plan. Matías's grandmother Elena, who is 88 and lives in Calbuco, fell at home on 1 November and broke her hip. She had surgery at the Hospital de Puerto Montt on the 4th and it went well, but she won't be out and about by the 22nd, "
            "and she's the one person Matías can't imagine the day without. So we've moved the AUC to Saturday 17 January 2026, same time, 11:00. The quincho moved our deposit at no cost and Raúl says January is better for a curanto anyway. "
            "Other news: the move to Chinquihue went fine on 25 October, and the landlady, Gladys Muñoz, agreed to 570,000 instead of 590,000 because we signed for two years. "
            "And at the lab, Antonia Soto started on Monday to replace Benjamín. "
            "How do we tell the guests, and is there anything we can do to help Elena's recovery?"),
   ("assistant", "I'm sorry about Elena's fall, and glad the surgery went well. Moving the date so she can be there is a lovely decision. And well done on the rent: 20,000 less a month adds up to 480,000 over two years.\n\n"
                 "## Telling the guests\n"
                 "1. **Send one clear message to everyone at the same time**, by WhatsApp or email: the new date, the same time and places, and the reason in one line. For example: "
                 "'We've moved our AUC to Saturday 17 January 2026, 11:00, same places, so that Matías's grandmother Elena can be with us while she recovers from an operation. We hope you can still come!'\n"
                 "2. **Call the few people for whom it really matters**, like anyone travelling from far away or anyone in the wedding party, before the group message.\n"
                 "3. **Ask everyone to confirm again**, with a deadline, say 15 December. Numbers often change with a new date, especially in the summer holidays.\n"
                 "4. **Check every supplier in writing:** the quincho, Raúl, any drinks, chairs or music.\n"
                 "5. **Re-book the Registro Civil slot officially** and keep the confirmation.\n\n"
                 "## Helping Elena recover\n"
                 "I'm not a doctor, but these are usual after a hip fracture in an older person; follow her medical team's advice first.\n"
                 "- **Getting up and walking early** with the physiotherapist's guidance is one of the most important parts of recovery.\n"
                 "- **Preventing another fall:** remove loose rugs, add grab rails in the bathroom, a raised toilet seat, good lighting at night, and a bed at the right height.\n"
                 "- **Nutrition:** enough protein and calcium, and vitamin D if her doctor recommends it.\n"
                 "- **Company and purpose:** older people recovering from a fracture can lose confidence and mood. Visits help, and so does something to look forward to: a family celebration in January is a wonderful goal.\n"
                 "- **Wheelchair access at the quincho:** check the path, the toilets and a sheltered spot for her.\n\n"
                 "And welcome to Antonia: a new analyst in the middle of the season is a good test of the training plan with Luis."),
   ("user", "Luis has already taken Antonia under his wing, it's working. I'll send the message to the guests tonight, and I'll ask the quincho about wheelchair access."),
   ("assistant", "Perfect. It sounds as if the date change has turned into a real goal for Elena. Good luck with everything.")],
  {"summary": "Matías's grandmother Elena, 88, of Calbuco, fell on 1 November 2025 and broke her hip; surgery at the Hospital de Puerto Montt on 4 November went well; "
              "because she wouldn't be recovered by 22 November and Matías couldn't imagine the day without her, the AUC was moved to Saturday 17 January 2026 at 11:00; the quincho moved the deposit at no cost; Raúl is fine with January; "
              "the move to Chinquihue happened on 25 October 2025; landlady Gladys Muñoz agreed to 570,000 pesos a month instead of 590,000 for a two-year contract; Antonia Soto started at the lab on 3 November 2025, replacing Benjamín, and Luis is training her; "
              "the assistant suggested one clear message to guests, calls first to key people, reconfirmation by 15 December, checking suppliers in writing and rebooking the Registro Civil slot, and for Elena early walking with physiotherapy, fall prevention, nutrition, company, and wheelchair access at the quincho.",
   "decisions": [{"decision": "AUC moved from 22 November 2025 to 17 January 2026", "rationale": "Matías's grandmother Elena broke her hip and couldn't have come in November"}],
   "outcomes": ["Rent in Chinquihue 570,000 pesos a month, two-year contract", "Antonia Soto joined the section on 3 November 2025"]}),
 ("2025-12-07", "Kayak trip postponed, and a kitten at the lab", [
   ("user", "Two things. The Comau trip with Camila was supposed to be 5 to 8 December, with Pablo Cárcamo guiding us from Hornopirén. On Thursday the harbour master's office in Hornopirén closed the port to small craft because of a frontal system with 40-knot gusts, "
            "so Pablo called it off and we've moved it to 26 to 29 January. I'd already bought a handheld VHF radio for it, a Standard Horizon HX40, 210,000 pesos, so at least that's ready. "
            "Second: on Tuesday a kitten turned up in the lab's sample storage shed, about six weeks old, a grey tabby, and of course I brought him home. Matías named him Milcao, because he's round and grey like the potato bread. "
            "How do I introduce him to Chispa? She lived with Camila's two cats as a puppy, but that was five years ago."),
   ("assistant", "Disappointing about the trip, but a port closure for 40-knot gusts is exactly the kind of call that keeps paddlers alive; January usually brings more settled weather in the fjords. And welcome, Milcao!\n\n"
                 "## Introducing a kitten to a dog\n"
                 "Chispa's early life with cats is a real advantage: dogs that were socialised with cats as puppies usually accept them more easily. Still, go slowly; a six-week-old kitten is tiny and fragile.\n\n"
                 "1. **A separate room for the kitten** for the first few days, with food, water, a litter tray, a bed and somewhere high to hide. Let him settle without the dog.\n"
                 "2. **Swap scents:** rub a cloth on each of them and put it near the other's bed, or swap their blankets.\n"
                 "3. **First sight through a barrier:** a baby gate or a door ajar, with Chispa on a lead. Reward her with treats for calm behaviour, looking away or lying down.\n"
                 "4. **Short supervised meetings** in the same room, Chispa on a lead at first, a few minutes at a time, several times a day. End them before anyone gets stressed.\n"
                 "5. **Give Milcao escape routes:** high places and a space the dog can't reach. A cat who can escape feels safe, and a safe cat is less likely to run, which is what triggers chasing.\n"
                 "6. **Feed them separately** and keep the litter tray out of Chispa's reach.\n"
                 "7. **Never leave them alone together** until you're completely sure, which can take a few weeks.\n\n"
                 "## Watch for\n"
                 "- Good signs: Chispa sniffs, loses interest, lies down, plays gently with a loose body.\n"
                 "- Warning signs: fixed staring, stiff body, trembling, lunging. Go back a step if you see them.\n\n"
                 "## The vet\n"
                 "A kitten found outside needs a vet visit soon: a check-up, deworming, treatment for fleas and a vaccination plan. Ask about the right age for neutering.\n\n"
                 "## The trip\n"
                 "Use the extra weeks to practise with the VHF radio: learn the distress and calling channels, and do a couple of long day paddles with loaded hatches so the trip isn't the first time Cochayuyo carries a full load."),
   ("user", "Milcao has a vet appointment on Wednesday. And Camila is already talking about another trip after Comau, she's even keener than me."),
   ("assistant", "Lovely. Having a paddling partner as keen as you is the best way to keep improving. Good luck with the introductions, and with the vet on Wednesday.")],
  {"summary": "The user's Comau fjord kayak trip with Camila, guided by Pablo Cárcamo from Hornopirén, planned for 5 to 8 December 2025, was postponed to 26 to 29 January 2026 after the Hornopirén harbour master's office closed the port to small craft on 4 December because of a frontal system with 40-knot gusts; "
              "she had bought a Standard Horizon HX40 handheld VHF radio for 210,000 pesos; on 2 December 2025 a grey tabby kitten about six weeks old turned up in the lab's sample storage shed and she took him home; Matías named him Milcao, after the potato bread; "
              "the assistant suggested a separate room, swapping scents, first sight through a barrier with Chispa on a lead, short supervised meetings, escape routes, separate feeding, never alone together until sure, a vet visit, and practising with the VHF radio and loaded day paddles; "
              "Milcao's vet appointment is on 10 December 2025; Camila is already keen on another trip after Comau.",
   "procedures": [{"name": "Introducing a kitten to a dog", "steps": ["Separate room for the kitten", "Swap scents", "First sight through a barrier, dog on a lead", "Short supervised meetings", "Escape routes for the kitten", "Feed separately", "Never alone together until sure"]}],
   "decisions": [{"decision": "Comau trip moved to 26 to 29 January 2026", "rationale": "The port was closed to small craft because of a frontal system with 40-knot gusts"},
                 {"decision": "Adopted the kitten Milcao", "rationale": "Found in the lab's sample storage shed"}],
   "outcomes": ["Bought a Standard Horizon HX40 VHF radio (210,000 pesos)"]}),
 ("2026-01-11", "A short toast for our civil union on Saturday", [
   ("user", "The AUC is on Saturday! Elena is home and walking with a frame; she'll come in a wheelchair. The guest list has grown to 52 because all of Matías's cousins from Calbuco want to come, and the cost is now about 2.85 million. "
            "Could you help me write a short toast, two minutes, for the quincho? Some material: we met in 2019 at a beach clean-up in Pelluco; he gets seasick on any boat, while I now spend my weekends in a kayak; "
            "he interviews old people about the 1960 earthquake and cries at every interview; Chispa chose him before I did (she sat on his feet the first time he came round). "
            "Oh, and Milcao and Chispa are now fine together: he sleeps curled up against her."),
   ("assistant", "What a lovely set of stories to work with. Here's a draft of about two minutes, in English; you can adapt it into Spanish in your own words, which will sound more like you.\n\n"
                 "---\n\n"
                 "**Toast**\n\n"
                 "Thank you all for being here, and thank you for coming twice, because most of you already had the 22nd of November in your diaries.\n\n"
                 "And a special thank you to Elena. We moved this day for you, and seeing you here makes it worth every message we had to send.\n\n"
                 "Matías and I met in 2019 on a beach in Pelluco, picking up rubbish. Not very romantic, but I remember thinking that anyone who comes to clean a beach on a cold Saturday morning is someone worth knowing.\n\n"
                 "Since then I've learned a few things about him. He gets seasick on a five-minute boat ride, and he still waves me off every time I go out in my kayak. "
                 "He spends his weekends listening to people who lived through the 1960 earthquake, and he cries at every single interview, because he really listens.\n\n"
                 "And I should admit that I wasn't the first to choose him. The first time he came round, Chispa sat on his feet and didn't move. She was right, and it took me a bit longer to catch up.\n\n"
                 "Matías, thank you for staying when I was offered a job in another city and you said you'd come anyway. Thank you for your patience, your stories and your terrible jokes.\n\n"
                 "So please raise your glasses: to Matías, to Elena, and to all of you who've come, twice.\n\n"
                 "---\n\n"
                 "## Tips for the day\n"
                 "- **Print it in large type** or keep it on your phone, but don't be afraid to read it; people prefer a warm toast read well to a memorised one forgotten halfway.\n"
                 "- **Pause after the jokes** and after the thank you to Elena.\n"
                 "- **Timing:** give it after the food has been served but before people start moving around, when everyone is still sitting down.\n\n"
                 "And I'm very glad to hear Milcao has adopted Chispa as his bed."),
   ("user", "I cried reading it, which is a bad sign for Saturday. I'll translate it tonight and read it to Camila tomorrow."),
   ("assistant", "Crying a little during a toast is allowed, and usually makes it better. Reading it aloud to Camila a couple of times will help you get through it. Have a wonderful day on Saturday.")],
  {"summary": "The AUC is on Saturday 17 January 2026; Matías's grandmother Elena is home, walking with a frame, and will come in a wheelchair; 52 guests (Matías's cousins from Calbuco); cost about 2.85 million pesos; "
              "the user asked for a two-minute toast; she and Matías met in 2019 at a beach clean-up in Pelluco; he gets seasick on any boat; he cries at every earthquake interview; Chispa sat on his feet the first time he came round; "
              "Milcao and Chispa now get on (he sleeps curled up against her); the assistant wrote a toast thanking guests for coming twice and Elena, with the beach clean-up, the seasickness, the interviews, Chispa and the Castro job, plus delivery tips; she'll translate it and rehearse with Camila.",
   "outcomes": ["52 guests for the AUC party", "AUC cost about 2.85 million pesos", "Milcao and Chispa get on"]}),
 ("2026-02-08", "Back from the Comau fjord: fixing a leaky skeg box", [
   ("user", "Catching up. The AUC on 17 January was beautiful; Elena stayed until the curanto came out of the ground and then she was exhausted but very happy. We ended up spending 2.85 million, as expected. "
            "And we finally did Comau, 26 to 29 January: Camila, Pablo and me, 58 km in four days from Hornopirén into the fjord, three nights camping, one of them close to the hot springs at Porcelana, and a group of toninas swam alongside us for ten minutes. "
            "Matías stayed home with Chispa and Milcao, of course. "
            "Problem: every evening there were about two litres of water in Cochayuyo's rear compartment. Pablo thinks it's coming in around the skeg box. The skeg cable also kinked on the second day. How do I fix it? "
            "And Pablo has mentioned a guided group crossing of the Chacao channel to Chiloé next summer. Is that realistic for me?"),
   ("assistant", "Congratulations on both: a civil union with Elena there, and your first multi-day fjord trip. Toninas alongside for ten minutes is the kind of thing people paddle for years hoping to see.\n\n"
                 "## Finding the leak\n"
                 "1. **Dry the rear compartment completely.**\n"
                 "2. **Put the kayak on two supports, deck up, and fill the cockpit area behind the seat or pour water around the outside of the skeg box** while someone watches inside the compartment with a torch. Alternatively, put a little water in the compartment, turn the boat over, and look for drips on the outside.\n"
                 "3. **Check the other suspects too:** the hatch rim, the bulkhead seal and the skeg cable tube where it enters the hull or the bulkhead.\n\n"
                 "## Fixing a plastic kayak's skeg box\n"
                 "- Plastic (polyethylene) kayaks are hard to glue: many ordinary sealants don't stick to them.\n"
                 "- **Clean and dry the area thoroughly**, remove the old sealant, and use a sealant or adhesive **specifically rated for polyethylene**, following its instructions. Some products need the surface to be flame-treated or primed first.\n"
                 "- If the skeg box is screwed or riveted, check that the fixings are tight and that their washers still seal.\n"
                 "- If you're not confident, a kayak shop or Pablo may know someone who does this regularly; it's a common repair.\n\n"
                 "## The skeg cable\n"
                 "- A kinked cable rarely recovers. **Replace it** with a kit for your model or a stainless steel cable of the same diameter.\n"
                 "- Rinse the skeg box and the cable with fresh water after every salt-water trip: sand and salt are what make cables stiff.\n\n"
                 "## The Chacao channel\n"
                 "The Chacao channel is known for **very strong tidal currents**, several knots at peak flow, with overfalls and rough water where wind and current oppose, plus ferry traffic. It is not a crossing to attempt on your own or with only a friend.\n"
                 "- Only as part of a **guided group with an experienced local guide**, timed for **slack water**, in a settled forecast.\n"
                 "- Ideally with a **support boat**, and with the crossing **reported to the harbour authority** beforehand.\n"
                 "- Before then, build experience in currents elsewhere, practise rescues in rough water, and make sure your roll or self-rescue is reliable.\n"
                 "With Pablo's group and another season of paddling, it's a realistic goal for next summer; it isn't one to rush."),
   ("user", "Good, that's what Pablo says too. I've ordered a new skeg cable kit and I'll do the leak test next weekend. Camila is already in for Chacao."),
   ("assistant", "Sounds like a plan: fix the boat now, build experience this year, and cross with Pablo's group when conditions and your skills line up. Enjoy the rest of the summer.")],
  {"summary": "The AUC took place on 17 January 2026; Elena stayed until the curanto came out; the final cost was 2.85 million pesos; the Comau fjord trip happened from 26 to 29 January 2026 with Camila and guide Pablo Cárcamo: 58 km in four days from Hornopirén, three nights camping, one near the Porcelana hot springs, toninas (Chilean dolphins) alongside; "
              "Matías stayed home with Chispa and Milcao; about two litres of water got into Cochayuyo's rear compartment each evening, probably around the skeg box, and the skeg cable kinked; "
              "the assistant explained finding the leak, sealing a polyethylene skeg box with a suitable sealant, replacing the cable and rinsing after salt water, and that the Chacao channel crossing has very strong tidal currents and should only be done with a guided group at slack water, with a support boat and the harbour authority informed; "
              "she ordered a new skeg cable kit; Pablo has proposed a guided Chacao crossing next summer and Camila wants to go.",
   "procedures": [{"name": "Finding and fixing a skeg box leak", "steps": ["Dry the compartment", "Water test with someone watching inside", "Check hatch rim, bulkhead seal, cable tube", "Polyethylene-rated sealant on a clean dry surface", "Replace a kinked cable", "Rinse after salt water"]}],
   "outcomes": ["AUC on 17 January 2026", "Comau trip done: 58 km in four days", "New skeg cable kit ordered"]}),
 ("2026-03-08", "Saving for a house deposit", [
   ("user", "Now that we're officially a couple on paper, we want to buy a house, probably in 2027 or 2028, in Puerto Varas or Llanquihue, something around UF 3,500. "
            "Our numbers: my annual raise came through on 1 March and I'm now on 2,050,000 net; Matías earns about 1,300,000 net. Rent is 570,000. We have 11.2 million saved. "
            "(Farm news: Tomás took over on 1 March as planned. Dad still gets up at 5 out of habit but doesn't go near the milking parlour, and Mum says he's already driving Tomás mad with advice.) "
            "How much do we need for the deposit, and how should we save?"),
   ("assistant", "That's a solid starting point: two stable incomes, savings already, and a realistic time frame. I'm not a financial adviser, so check the details with your bank, but here's the shape of it.\n\n"
                 "## 1. How much you need\n"
                 "- **Deposit (pie):** banks usually finance up to 80% of the appraisal value, sometimes 90%. For a UF 3,500 house, **20% is UF 700**, roughly 27 to 28 million pesos at current UF values, or UF 350 for 10%.\n"
                 "- **Purchase costs:** appraisal, legal study of the title, notary, registration at the Conservador de Bienes Raíces and the stamp tax on the mortgage. Budget **around 2% to 3%** of the price on top.\n"
                 "- **A cushion:** moving, basic repairs and a few months' emergency fund.\n"
                 "A realistic target is about **31 to 33 million pesos** for a 20% deposit plus costs.\n\n"
                 "## 2. Can you afford the monthly payment?\n"
                 "- Banks usually want the mortgage payment to stay below about **25% to 30% of your net household income**. With about 3.35 million net together, that's roughly 840,000 to 1,000,000 a month.\n"
                 "- Ask two or three banks for a **simulation** now, so you know what UF 2,800 (80% of UF 3,500) over 20 or 25 years would cost at current rates.\n\n"
                 "## 3. How to save\n"
                 "1. **An automatic transfer on payday** into a separate account you don't touch. At 650,000 a month you'd add about 7.8 million a year, which gets you from 11.2 million to about 31 million in roughly two and a half years.\n"
                 "2. **A housing savings account** (cuenta de ahorro para la vivienda): it's required for state housing subsidies, so opening one now keeps that door open even if you're not sure you'll qualify.\n"
                 "3. **Check the housing subsidies** with the housing ministry (MINVU) and SERVIU: some programmes are aimed at middle-income households, with conditions on income, savings and the price of the house.\n"
                 "4. **Keep the savings low-risk**, since you need them in two or three years: term deposits or a conservative fund, not shares.\n\n"
                 "## 4. Before you sign anything\n"
                 "- Because your AUC is under separate property, decide **whose name the house goes in** and how you'll each contribute, and put it in writing with a lawyer.\n"
                 "- Look at houses in Puerto Varas and Llanquihue in different seasons: winter rain, heating and the commute to Puerto Montt matter."),
   ("user", "We'll set up a 650,000 transfer on payday and open a housing savings account at BancoEstado this week. It's exciting to have a number to aim for."),
   ("assistant", "A clear target and an automatic transfer are most of the work. Check your progress every six months, and when you get close, we can go through the bank simulations together.")],
  {"summary": "The user and Matías want to buy a house in 2027 or 2028 in Puerto Varas or Llanquihue, around UF 3,500; her annual raise from 1 March 2026 brings her to 2,050,000 pesos net a month; Matías earns about 1,300,000 net; rent 570,000; savings 11.2 million pesos; "
              "Tomás took over Fundo Los Maitenes on 1 March 2026; Dad still gets up at 5 but doesn't milk; "
              "the assistant (not a financial adviser) estimated a 20% pie of UF 700 (27 to 28 million pesos) plus 2% to 3% purchase costs, a target of 31 to 33 million, a mortgage payment below 25% to 30% of net income, bank simulations, an automatic transfer, a housing savings account for subsidies, checking MINVU and SERVIU subsidies, low-risk savings, and deciding whose name the house goes in since their AUC is under separate property; "
              "they'll transfer 650,000 pesos a month on payday and open a housing savings account at BancoEstado.",
   "decisions": [{"decision": "Automatic transfer of 650,000 pesos a month towards a house deposit", "rationale": "Reach about 31 million in two and a half years"},
                 {"decision": "Open a housing savings account at BancoEstado", "rationale": "Required for state housing subsidies"}],
   "outcomes": ["Salary 2,050,000 pesos net a month from 1 March 2026", "Savings 11.2 million pesos", "Tomás runs the farm since 1 March 2026"]}),
]

QUESTIONS_106 = [
 # single facts the user said about herself, her family, pets and things owned
 ("Where did I go to university?", "the Universidad Austral de Chile in Valdivia (marine biology)"),
 ("What's our dog called?", "Chispa (found as a puppy outside the Angelmó market)"),
 ("What subject does Matías teach?", "history, at Colegio Alerce Andino in Puerto Montt"),
 ("What did we name my kayak?", "Cochayuyo (a used Necky Looksha IV)"),
 ("Who was the kinesiólogo I saw for my neck?", "Rodrigo Vera"),
 ("What does Matías's brother do for a living?", "he's a ski instructor at Cerro Catedral in Bariloche (Nicolás)"),
 ("What's Matías's book project about?", "oral histories of the 1960 earthquake, recorded with old people in Angelmó and Calbuco"),
 ("What did I get Matías for his 38th birthday?", "a Zoom H1n recorder (for his earthquake interviews)"),
 # when
 ("When did I start running the microscopy section?", "1 August 2025"),
 ("When did we move to Chinquihue?", "Saturday 25 October 2025"),
 ("When did Matías and I sign our civil union?", "Saturday 17 January 2026 (moved from 22 November 2025)"),
 ("When did we get home from Bariloche?", "Sunday 20 July 2025 (a day late: the pass was closed by snow)"),
 ("When did Tomás take over the farm?", "1 March 2026"),
 # counts and amounts
 ("How much did I pay for my kayak?", "680,000 pesos (with the spray deck and a paddle)"),
 ("How far did we paddle on the Comau trip?", "58 km in four days"),
 ("How many sessions did I have with the kinesiólogo?", "eight"),
 # lists across chats
 ("Which harmful algae have I mentioned watching for at work?", "Alexandrium catenella, Dinophysis acuta and Pseudo-nitzschia"),
 ("What pets do we have?", "Chispa (a dog) and Milcao (a grey tabby kitten, since December 2025)"),
 ("Who's on my team at the lab now?", "Fernanda, Luis and Antonia Soto (Benjamín left for the Castro lab in October 2025)"),
 ("Which kayaks was I choosing between?", "a used Necky Looksha IV (750,000, bought for 680,000), a used 4.3 m Perception (600,000) and a new fibreglass kayak from a Valdivia workshop (1,400,000)"),
 ("What helped with my neck pain?", "an ergonomic eyepiece tube, a break every 30 minutes, eight sessions with kinesiólogo Rodrigo Vera and daily chin tucks"),
 # latest value of something that changed
 ("What's my salary now?", "2,050,000 pesos net a month (since 1 March 2026)"),
 ("How much rent do we pay?", "570,000 pesos a month (the Chinquihue house, two-year contract)"),
 ("How many cows are on Dad's farm now?", "38 (seven older cows were sold in September 2025)"),
 ("What's my job now?", "head of the microscopy section at Laboratorio Costero Reloncaví (since 1 August 2025)"),
 # yes/no
 ("Did I end up taking the Castro job?", "No"),
 ("Did we get a pellet stove through the replacement programme?", "No (we withdrew the application when the landlord sold the Pelluco house)"),
 ("Did Matías come on the Comau kayak trip?", "No"),
 ("Was Elena at our civil union?", "Yes (in a wheelchair)"),
 # why
 ("Why did I say no to the job in Castro?", "Matías didn't want to leave his students or his earthquake book, and the counter-offer left only 150,000 pesos a month of difference"),
 ("Why did we push the civil union back to January?", "Matías's grandmother Elena broke her hip on 1 November 2025 and couldn't have come on 22 November"),
 ("Why didn't the December kayak trip happen?", "the harbour master in Hornopirén closed the port to small craft for a frontal system with 40-knot gusts (moved to 26 to 29 January 2026)"),
 ("Why did Dad want to sell the herd in the first place?", "his herniated disc, 40 years of milking from 5 a.m., and a milk price (about 410 pesos a litre) that barely covered the feed"),
 # what the assistant recommended
 ("What did you tell me to check on a second-hand kayak?", "the hull (cracks, gouges, soft spots, oil-canning), watertight bulkheads and hatches, the skeg or rudder, deck fittings, the fit, paddling it, and what's included"),
 ("What did you suggest for introducing Milcao to Chispa?", "a separate room for the kitten first, swapping scents, first sight through a barrier with Chispa on a lead, short supervised meetings, high escape routes, separate feeding, never alone together until sure"),
 # inference
 ("Would Matías enjoy coming on a kayak expedition with me?", "Likely no (he gets seasick on any boat)"),
 ("Would Dad be happy retiring to a flat in Osorno?", "Likely no"),
 ("Is Tomás likely to sell off the cows any time soon?", "Likely no (he plans to build up to 60 cows in three years)"),
 # not in the archive
 ("What's Tomás's girlfriend called?", "Not mentioned in my chats"),
 ("How much did the Bariloche trip cost us?", "Not mentioned in my chats"),
]


def assistant_chats_45_at(folder):
    """The archive of CHATS_106 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a45c", CHATS_106, "claude")


@pytest.fixture(scope="module")
def assistant_chats_45(tmp_path_factory):
    return assistant_chats_45_at(tmp_path_factory.mktemp("assistant45"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_106, "assistant 45")


def test_the_archive_finds_the_kayak(assistant_chats_45):
    assert assistant_chats_45.search("Cochayuyo").results
