"""A sixty-second written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind with its questions and gold answers before any run of
`kbsearch answer` on it, and without reading the answer rules. Its questions are read by the
developer only after their first measure. A ballet dancer in the corps de ballet of the Ballet
Estable of the Teatro Colón in Buenos Aires, Florencia (Flor) Bustamante, 28, who grew up in Mar
del Plata and lives in Almagro with her partner Nahuel Ibarra, a signalling technician on Subte
line B for Emova, and Pichuco, a one-eyed black-and-white cat; her mother Graciela keeps a
knitwear shop in Mar del Plata, her grandmother Nélida turns 90 and her brother Franco plays
football for Alvarado. She chats with Gemini from February 2025 to January 2026: a stress
reaction in her foot that costs her Giselle (an MRI, a walker boot, a return date that slips,
cross-training at the Ferro pool, a switch of pointe shoes), teaching Saturday classes for small
children and registering for the monotributo, a landlord who sells their flat and a PH in Boedo
whose moving day slips, her grandmother's 90th birthday, her brother's torn knee ligament and an
operation that is postponed, the cat's fall from the balcony, an audition for the Ballet de
Santiago whose date moves and whose offer she turns down, the Colón's concurso for soloists that
she wins, dancing in El Cascanueces for her mother and grandmother, and a holiday in Traslasierra
moved by her partner's promotion, with facts the user updates later (her rank and pay, the rent
and where they live, her class rate, Nahuel's job, the holiday dates).
bench/answer_conversations.py asks every question ("assistant 62")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_140 = [
 ("2025-02-16", "Pain on top of my foot before Giselle", [
   ("user", "Hola Gemini! I'm Flor (Florencia Bustamante), I'm 28 and I dance in the corps de ballet of the Ballet Estable of the Teatro Colón in Buenos Aires. "
            "I've been in the company since 2017, after training at the Colón's own school, the ISA. We started rehearsals for Giselle on 3 February; the premiere is on Tuesday 8 April "
            "and I'm one of the Wilis in Act II. For about ten days I've had pain on the top of my left foot, more or less over the bone behind my second toe. "
            "It hurts on relevé and when I land jumps, and now it aches a bit even on the walk home to Almagro. There's one spot that hurts when I press it. "
            "We rehearse six hours a day. My partner Nahuel says I should stop; I think it's just overuse and I'd rather tape it and keep going until the premiere. What do you think?"),
   ("assistant", "I can't diagnose you, and nothing here replaces an examination, but I'd gently side with Nahuel on this one. "
                 "The pattern you describe is one that doctors who treat dancers take seriously, and it's much easier to deal with now than in six weeks.\n\n"
                 "## Why this pattern deserves a doctor's look\n"
                 "- **Location:** the shaft of the **second metatarsal** is one of the classic sites of **bone stress injuries** in ballet dancers, because of the load it takes on demi-pointe and pointe.\n"
                 "- **One tender spot on the bone** that hurts when you press it is a typical warning sign, more so than a diffuse ache.\n"
                 "- **Progression:** pain that started with jumping and relevé and now shows up when **walking** suggests the bone is not keeping up with the load.\n"
                 "- Bone stress injuries sit on a spectrum: a **stress reaction** (the bone is irritated and swollen inside) can become a **stress fracture** if the load continues. "
                 "A reaction often means a few weeks out; a full fracture can mean several months.\n\n"
                 "## What I'd do this week\n"
                 "1. **See a sports medicine doctor or traumatologist**, ideally one who sees dancers, in the next few days.\n"
                 "2. **Expect that an X-ray may be normal.** Early stress injuries often don't show on X-rays for weeks; an **MRI** is the test that usually shows them.\n"
                 "3. **Cut the impact until then:** no jumps, no pointe, and mark the rest if you can. Taping may hide the pain but doesn't protect the bone.\n"
                 "4. **Tell your ballet master or mistress.** Companies deal with this all the time, and it's better they hear it from you now than after a performance you can't finish.\n\n"
                 "## Things worth mentioning to the doctor\n"
                 "- Any **recent change in load**: more hours, a new production, a **new floor**, new shoes.\n"
                 "- **Energy intake:** dancers who eat too little for the work they do (sometimes called RED-S, relative energy deficiency in sport) are at much higher risk of bone stress injuries.\n"
                 "- **Changes in your menstrual cycle**, which are linked to the same problem.\n"
                 "- Whether you've had your **vitamin D** checked recently.\n\n"
                 "## About the premiere\n"
                 "I know 8 April feels close and Giselle matters. But if this is a stress reaction, stopping now is the fastest way back to the stage; "
                 "dancing through it is the most common way a short break becomes a lost season."),
   ("user", "OK, you and Nahuel win. I have an appointment on Thursday 20 February with Dr. Pablo Nieto, a sports traumatologist at a clinic in Palermo who sees a lot of dancers; my obra social covers it. "
            "I've told our ballet mistress and I'm marking the jumps until then. For the record: same Freed shoes as always, but in January we moved into a new rehearsal studio with a much harder floor."),
   ("assistant", "Good decision, and well done for telling the ballet mistress. The harder floor is an important detail, so lead with it: a sudden change of floor is one of the best-known triggers for foot and shin stress injuries. "
                 "Take a short note to the appointment with when the pain started, what makes it worse, your weekly hours, the floor change and anything about food or your cycle, "
                 "so nothing gets forgotten in a ten-minute consultation. And ask Dr. Nieto directly what you're allowed to do while you wait for results.")],
  {"summary": "The user, Florencia (Flor) Bustamante, 28, a dancer in the corps de ballet of the Ballet Estable of the Teatro Colón in Buenos Aires since 2017 (trained at the Colón's school, the ISA), "
              "started Giselle rehearsals on 3 February 2025 for a premiere on 8 April 2025, as one of the Wilis in Act II; for about ten days she's had pain on the top of her left foot over the second metatarsal, "
              "worse on relevé and landing jumps, now also walking home to Almagro, with one tender spot; she rehearses six hours a day and wanted to tape it and keep going, while her partner Nahuel said to stop; "
              "the assistant (who can't diagnose) explained that the second metatarsal is a classic site of bone stress injuries in dancers, that a stress reaction can become a stress fracture, "
              "advised seeing a sports doctor, noting X-rays can be normal and an MRI usually shows it, stopping jumps and pointe, telling the ballet master, and mentioning load changes, energy intake (RED-S), cycle changes and vitamin D; "
              "she booked Dr. Pablo Nieto, a sports traumatologist at a clinic in Palermo, for 20 February 2025 (covered by her obra social), told the ballet mistress and is marking jumps; "
              "she wears Freed shoes and the company moved in January 2025 to a new rehearsal studio with a harder floor.",
   "procedures": [{"name": "Suspected bone stress injury in a dancer", "steps": ["See a sports doctor within days", "Expect a normal X-ray; an MRI usually shows it", "No jumps or pointe until seen",
                   "Tell the ballet master", "Mention load changes, new floor, shoes, energy intake, cycle changes, vitamin D"]}],
   "decisions": [{"decision": "See Dr. Pablo Nieto on 20 February 2025 and mark the jumps until then", "rationale": "Pain on the second metatarsal with a tender spot, now also when walking"}],
   "outcomes": ["Appointment with Dr. Pablo Nieto booked for 20 February 2025"]}),
 ("2025-02-27", "Stress reaction: six weeks in a boot, how do I stay in shape?", [
   ("user", "Diagnosis. The MRI on Monday 24 February showed a stress reaction in the second metatarsal of my left foot: bone marrow oedema, no fracture line. "
            "Dr. Nieto put me in a walker boot for six weeks, no pointe, no jumping, and expects me back in class around mid-April. So I'm out of Giselle. I'm devastated, it would have been my first Giselle on the Colón stage. "
            "He also ordered a vitamin D test, and he sent me to a kinesióloga, Laura Quiroga, twice a week. He says I can swim and do deep-water running if I take the boot off only in the pool, with no push-offs from the wall. "
            "The pool at Club Ferro Carril Oeste in Caballito is ten minutes from home by bus. How do I keep my fitness and my technique so I'm not starting from zero in April?"),
   ("assistant", "I'm really sorry about Giselle. Missing a production you've been rehearsing is a genuine loss, and it's normal to grieve it a bit. "
                 "The good news is that a stress reaction caught before it became a fracture is the best version of this injury, and six weeks is enough time to come back *better* in some ways. "
                 "I'm not a doctor or a physiotherapist, so Dr. Nieto and Laura have the last word on everything below.\n\n"
                 "## 1. Cardio without loading the foot\n"
                 "- **Deep-water running** with a flotation belt is the closest thing to dancing cardio without impact. Try intervals: 8 x 2 minutes hard, 1 minute easy.\n"
                 "- **Swimming with a pull buoy** between your legs keeps the foot still and works your back and arms. Avoid breaststroke kick and, as Dr. Nieto said, **no push-offs**.\n"
                 "- Three sessions a week keeps your aerobic base surprisingly well.\n\n"
                 "## 2. Technique and strength: floor barre\n"
                 "**Floor barre** (barre à terre) lets you work turnout, placement, core and leg strength lying down, with no weight on the foot. "
                 "Many dancers come back from injury with better turnout because of it. Two or three sessions a week, 45 minutes, with the foot relaxed or in the boot if Laura prefers.\n\n"
                 "## 3. Upper body and core\n"
                 "Port de bras, back strength and a stable core are exactly what gets neglected in a full rehearsal schedule. Use the time: planks, side planks, back extensions, light dumbbells for the arms.\n\n"
                 "## 4. The foot itself\n"
                 "Only what Laura prescribes. Intrinsic foot exercises and ankle work often start early, but the timing depends on the bone.\n\n"
                 "## 5. Keep dancing in your head\n"
                 "- **Go to rehearsals** if you're allowed: watch, learn the counts, mark the arms.\n"
                 "- **Visualisation** (imagining the choreography in real time, with the music) is well studied in sport and keeps the choreography fresh.\n\n"
                 "## 6. Feed the bone\n"
                 "- **Eat enough.** Bone heals poorly when energy intake is low; this isn't the time to 'stay light' because you're dancing less.\n"
                 "- **Protein and calcium** at every meal, and wait for the **vitamin D** result before supplementing.\n"
                 "- **Sleep**: it's when the repair happens.\n\n"
                 "## A sample week\n"
                 "| Day | Session |\n"
                 "|---|---|\n"
                 "| Mon | Pool: deep-water running intervals |\n"
                 "| Tue | Floor barre + Laura |\n"
                 "| Wed | Pool: pull-buoy swimming |\n"
                 "| Thu | Floor barre + Laura |\n"
                 "| Fri | Pool: mixed |\n"
                 "| Sat | Core and upper body |\n"
                 "| Sun | Rest |"),
   ("user", "That's basically my plan now: the pool at Ferro on Mondays, Wednesdays and Fridays (deep-water running and pull-buoy swimming), floor barre at home on Tuesdays and Thursdays, "
            "and Laura's foot and core exercises every day. I'll still go to rehearsals to watch and learn the counts; the ballet mistress asked me to help note the Wilis' spacing. "
            "And the vitamin D result came back today: 17 ng/mL, which is low. Dr. Nieto put me on a weekly supplement."),
   ("assistant", "That's a well-balanced plan, and noting the spacing keeps you inside the production instead of outside it. "
                 "A vitamin D level of 17 ng/mL is below what most labs consider adequate, so it's good it was caught; it may even be part of why the bone got irritated. "
                 "Take the supplement exactly as prescribed and ask Dr. Nieto when he wants to re-test, usually after two or three months.")],
  {"summary": "An MRI on 24 February 2025 showed a stress reaction (bone marrow oedema, no fracture line) in the second metatarsal of the user's left foot; Dr. Pablo Nieto put her in a walker boot for six weeks, no pointe or jumping, "
              "expecting her back in class around mid-April 2025, so she misses Giselle (her first on the Colón stage); he ordered a vitamin D test and sent her to kinesióloga Laura Quiroga twice a week; "
              "she may swim and deep-water run with the boot off only in the pool, no push-offs; the pool at Club Ferro Carril Oeste in Caballito is ten minutes by bus; "
              "the assistant (not a doctor) suggested deep-water running and pull-buoy swimming three times a week, floor barre, upper body and core, only Laura's foot exercises, watching rehearsals and visualisation, "
              "eating enough with protein and calcium, and sleep; her plan: the Ferro pool on Mondays, Wednesdays and Fridays, floor barre at home on Tuesdays and Thursdays, Laura's foot and core exercises daily, "
              "and watching rehearsals to help note the Wilis' spacing; her vitamin D was 17 ng/mL (low) and Dr. Nieto put her on a weekly supplement.",
   "procedures": [{"name": "Staying in shape with a metatarsal stress reaction", "steps": ["Deep-water running and pull-buoy swimming three times a week, no push-offs", "Floor barre two or three times a week",
                   "Upper body and core", "Only the physio's foot exercises", "Watch rehearsals and visualise", "Eat enough, protein and calcium, sleep"]}],
   "decisions": [{"decision": "Pool at Ferro Mondays, Wednesdays and Fridays, floor barre Tuesdays and Thursdays, Laura's exercises daily", "rationale": "Keep fitness and technique while off pointe for six weeks"},
                 {"decision": "Weekly vitamin D supplement", "rationale": "Vitamin D was 17 ng/mL, low"}],
   "outcomes": ["Stress reaction of the left second metatarsal", "Out of Giselle", "Vitamin D 17 ng/mL"]}),
 ("2025-03-22", "Teaching Saturday ballet classes for small kids", [
   ("user", "New thing. Silvina Paz, who owns Estudio Danzas Corrientes in Villa Crespo, where I took extra classes as a teenager, asked me to teach two Saturday morning classes from 5 April: "
            "pre-ballet for 6 and 7 year olds at 10:00 and beginners aged 8 to 9 at 11:15, about 12 kids each, 20,000 pesos per class. I can teach sitting on a stool while I'm in the boot. "
            "Two questions: how do I structure a 55-minute class for little ones? And how do I bill her? She needs facturas, and I've only ever been an employee at the Colón."),
   ("assistant", "What a nice way to use this time, and small children are a wonderful audience. Let's take the two parts separately.\n\n"
                 "## Part 1: a 55-minute class for 6 to 9 year olds\n"
                 "Little ones need **routine, movement and imagination**, in short blocks.\n\n"
                 "| Time | Block | Ideas |\n"
                 "|---|---|---|\n"
                 "| 0 to 5 min | Greeting | Everyone in a circle, names, a 'bow to the pianist' even if it's a speaker |\n"
                 "| 5 to 15 min | Floor warm-up | Pointed and flexed feet ('good toes, naughty toes'), butterfly stretch, rolling down the spine |\n"
                 "| 15 to 30 min | Simple barre | Pliés in first position, tendus, rises; short and repeated |\n"
                 "| 30 to 40 min | Centre | Port de bras, balancing 'like a flamingo', simple positions |\n"
                 "| 40 to 50 min | Across the floor | Skips, gallops, sautés, 'leaping over puddles' |\n"
                 "| 50 to 55 min | Révérence | Thank-you bow, a sticker, a calm ending |\n\n"
                 "### Tips\n"
                 "- **Imagery beats correction:** 'a string pulling your head to the ceiling' works better than 'pull up'.\n"
                 "- **Don't force turnout** or flexibility, and no pointe work at these ages.\n"
                 "- **Learn names fast**, and praise effort specifically ('your arms were so soft in that port de bras').\n"
                 "- **Teaching from a stool:** ask for a **demonstrator**, an older student who can show the steps while you count and correct. It also gives a teenager a nice responsibility.\n"
                 "- Plan **one story or theme a month** (the sea, the forest, the circus): it holds attention for the whole class.\n\n"
                 "## Part 2: billing as a self-employed teacher\n"
                 "In Argentina the simplest route for small independent income is the **monotributo**, a simplified regime that bundles tax and contributions into one monthly payment. "
                 "It's managed by **ARCA**, the agency that replaced AFIP in late 2024. The rules and amounts change often, so check the current ones on ARCA's site or with an accountant.\n\n"
                 "1. **CUIT and clave fiscal:** you already have a CUIT as an employee; you'll need a **clave fiscal** of at least level 3 to use ARCA's online services.\n"
                 "2. **Register in the monotributo**, choosing an activity that fits dance teaching (a service activity).\n"
                 "3. **Choose your category** by your expected gross income over twelve months. Two classes on four Saturdays at 20,000 pesos is about 160,000 pesos a month, "
                 "roughly 1.9 million a year, which should put you in **category A**, the lowest.\n"
                 "4. **Employees who are also monotributistas** are often exempt from part of the monthly payment (the pension component) because they already contribute through their job. "
                 "Ask ARCA or an accountant how that applies to you.\n"
                 "5. **Issue an electronic invoice** (factura C) to the studio for each month's classes.\n"
                 "6. **Pay monthly**, and do the **recategorisation** every January and July, when ARCA asks you to check your category against the last twelve months' income.\n\n"
                 "If you'd rather not deal with it alone, many accountants handle small monotributistas for a modest monthly fee."),
   ("user", "Done: I registered with ARCA as a monotributista in category A yesterday. My first Saturday is 5 April. "
            "And Silvina is lending me one of her teenage students, Camila, to demonstrate the steps while I'm in the boot."),
   ("assistant", "Congratulations, you're officially self-employed as well as a Colón dancer! Two small things before the 5th: "
                 "ask Silvina for the **studio's music** or make your own short playlist with clear counts, and have a quick chat with Camila about **how you'll cue her** (a word or a nod) so the class flows. "
                 "Keep a simple spreadsheet of classes taught and invoices issued; it makes the July recategorisation a five-minute job.")],
  {"summary": "Silvina Paz, owner of Estudio Danzas Corrientes in Villa Crespo (where the user took extra classes as a teenager), asked the user to teach two Saturday classes from 5 April 2025: "
              "pre-ballet for 6 and 7 year olds at 10:00 and beginners aged 8 to 9 at 11:15, about 12 children each, at 20,000 pesos per class; she can teach from a stool while in the boot; "
              "the assistant proposed a 55-minute class (greeting, floor warm-up, simple barre, centre, across the floor, révérence), with imagery, no forced turnout or pointe, a demonstrator and monthly themes, "
              "and explained the monotributo with ARCA (which replaced AFIP in late 2024): clave fiscal level 3, registering a service activity, category A for about 1.9 million pesos a year, "
              "a possible exemption from the pension component for employees, electronic factura C, monthly payment and recategorisation every January and July; "
              "she registered as a monotributista in category A on 21 March 2025; Silvina's teenage student Camila will demonstrate the steps.",
   "procedures": [{"name": "A 55-minute ballet class for 6 to 9 year olds", "steps": ["Greeting in a circle", "Floor warm-up", "Simple barre", "Centre", "Across the floor", "Révérence and a sticker"]},
                  {"name": "Registering for the monotributo", "steps": ["CUIT and clave fiscal level 3", "Register a service activity with ARCA", "Choose the category by expected annual income",
                   "Ask about the employee exemption", "Issue electronic factura C", "Pay monthly", "Recategorise in January and July"]}],
   "decisions": [{"decision": "Teach two Saturday classes at Estudio Danzas Corrientes from 5 April 2025 at 20,000 pesos per class", "rationale": "Silvina Paz asked her; she can teach from a stool while injured"},
                 {"decision": "Register as a monotributista in category A", "rationale": "The studio needs invoices; about 1.9 million pesos a year"}],
   "outcomes": ["Registered with ARCA in category A"]}),
 ("2025-05-04", "Our landlord is selling the flat: what do we look for?", [
   ("user", "Housing drama. We rent a two-room flat on Calle Yatay in Almagro, second floor with a little balcony, from Mr. Horacio Benedetti. "
            "We signed on 1 May 2024 for 18 months, so the contract ends on 31 October 2025, and the rent is adjusted every three months by IPC: it went from 480,000 to 520,000 pesos on 1 May. "
            "Yesterday he told us he's selling the flat when the contract ends and won't renew, so we have to be out by 31 October. "
            "Nahuel (he's 31, a signalling technician for Emova on Subte line B) and I want three rooms this time: he wants a corner for his electronics bench and I want space for a floor barre mat. "
            "Maybe a PH in Boedo or Caballito, up to 750,000 pesos a month. I take home about 1,450,000 pesos a month at the Colón and Nahuel about 1,300,000, plus my Saturday classes. "
            "How should we go about it, and what should we watch for in a contract these days?"),
   ("assistant", "Sorry about the news; being told to leave is stressful even with six months' warning. The upside is that you have time to choose well.\n\n"
                 "## 1. Timing\n"
                 "- Most rentals in Buenos Aires are listed **30 to 60 days** before they're free, so serious searching makes sense from **August**. Before that, use the time to decide neighbourhoods, budget and documents.\n"
                 "- Plan an **overlap**: signing a new contract from 1 October and leaving Yatay by 31 October gives you a month to move without panic.\n\n"
                 "## 2. Budget and requirements\n"
                 "- Your combined take-home is about **2.75 million pesos**, so 750,000 is roughly 27% of it, a healthy ratio. Many owners ask that income be **about three times the rent**; you meet that.\n"
                 "- Have ready: ID, **recent payslips** for both of you, your monotributo registration and invoices, and references from Mr. Benedetti.\n\n"
                 "## 3. Up-front costs\n"
                 "- **First month** in advance and usually **one month's deposit**.\n"
                 "- **Guarantee:** a property guarantee (garantía propietaria) from a relative, or more commonly now a **seguro de caución**, an insurance policy whose price depends on the total value of the contract.\n"
                 "- **Agency commission:** in the City of Buenos Aires, a local law says the tenant should not pay the agency's commission, but since the national rental law was repealed some agencies try to charge it anyway. Ask up front and negotiate.\n\n"
                 "## 4. The contract, since the rental law was repealed\n"
                 "Since DNU 70/2023 (December 2023), term, currency and adjustments are mostly **freely agreed**, so what's written matters more than ever:\n"
                 "- **Currency:** keep the rent **in pesos**.\n"
                 "- **Adjustment:** which index (IPC is common) and **how often** (every three, four or six months).\n"
                 "- **Term** and **early termination**: when and at what cost you can leave.\n"
                 "- **Repairs:** who pays what. Structural problems, roof and terrace waterproofing and the plumbing and wiring inside the walls should be the owner's.\n"
                 "- **Deposit:** returned when and in what amount.\n"
                 "- **ABL, AySA and expensas:** who pays each.\n"
                 "- **Inventory with photos** attached to the contract.\n\n"
                 "## 5. PHs in particular\n"
                 "PHs are lovely (more space, often a patio or terrace, low or no expensas) but older: check for **damp**, **water pressure**, the **electrical installation**, gas, and how a terrace drains in heavy rain.\n\n"
                 "## 6. Your current contract\n"
                 "Ask Mr. Benedetti to confirm **in writing** the end date, how viewings for buyers will work, and when and how he'll **return your deposit**."),
   ("user", "OK: we'll start looking properly in August, 750,000 pesos a month at most, PH preferred, and I'll ask Mr. Benedetti to put the end date and the deposit return in writing."),
   ("assistant", "Sounds like a plan. Meanwhile, set up saved searches on the main listing sites with your filters, so by August you already know what 750,000 buys in Boedo versus Caballito. "
                 "And keep the May rent receipt and the adjustment calculation: they're useful proof of a good payment record when a new owner asks for references.")],
  {"summary": "The user and Nahuel Ibarra rent a two-room flat on Calle Yatay in Almagro (second floor, small balcony) from Horacio Benedetti, on an 18-month contract from 1 May 2024 to 31 October 2025, adjusted every three months by IPC: "
              "the rent went from 480,000 to 520,000 pesos on 1 May 2025; on 3 May 2025 Benedetti said he'll sell the flat when the contract ends and won't renew, so they must leave by 31 October 2025; "
              "Nahuel, 31, is a signalling technician for Emova on Subte line B; they want three rooms (his electronics bench, her floor barre mat), perhaps a PH in Boedo or Caballito, up to 750,000 pesos; "
              "she takes home about 1,450,000 pesos a month at the Colón and Nahuel about 1,300,000, plus her classes; "
              "the assistant advised searching from August with an overlap month, the three-times-income rule, documents, up-front costs (first month, deposit, seguro de caución, the CABA rule on agency commission), "
              "contract points since DNU 70/2023 (pesos, index and frequency, term, early termination, repairs, deposit, ABL, AySA, expensas, inventory with photos), PH checks (damp, water pressure, wiring, gas, terrace drainage) "
              "and asking Benedetti for the end date and deposit return in writing; they'll look from August, at most 750,000 pesos, PH preferred.",
   "procedures": [{"name": "Renting in Buenos Aires after DNU 70/2023", "steps": ["Search from 30 to 60 days before", "Income about three times the rent", "Payslips, monotributo invoices, references",
                   "First month, deposit, caución; ask about commission", "Rent in pesos, index and frequency, term, early termination", "Owner pays structural repairs and waterproofing", "Inventory with photos"]}],
   "decisions": [{"decision": "Look for a three-room place, ideally a PH in Boedo or Caballito, from August, up to 750,000 pesos", "rationale": "Benedetti is selling the Almagro flat when the contract ends on 31 October 2025"}],
   "outcomes": ["Rent 520,000 pesos from 1 May 2025", "Must leave the Yatay flat by 31 October 2025"]}),
 ("2025-05-18", "Cleared to dance: getting back on pointe safely", [
   ("user", "Good news at last! The follow-up MRI on 10 April still showed a bit of oedema, so Dr. Nieto took me out of the boot but kept me out of class for four more weeks. "
            "On Monday 12 May he finally cleared me to go back to class. Laura has a return plan; what's yours? "
            "Also: Dr. Nieto and Laura both think my Freeds are too soft for me now. They die after one rehearsal and I end up standing on a dead shank. "
            "I tried Grishko 2007s with a medium-hard shank at a dance shop on Talcahuano and they felt far more supportive, but they cost 98,000 pesos a pair and the theatre only gives us Freeds. Is it worth paying myself?"),
   ("assistant", "Congratulations, twelve weeks is a long time to wait! Laura's plan is the one to follow because she's seen your foot; here's the general shape most returns to pointe take, so you can compare.\n\n"
                 "## A graded return (roughly four to six weeks)\n"
                 "1. **Week 1:** full barre on flat, centre work without jumps, relevés at the barre only.\n"
                 "2. **Week 2:** small jumps (sautés in first, échappés) at low volume, at the end of class when you're warm.\n"
                 "3. **Week 3:** **pointe at the barre**, starting with about **10 minutes**, adding around **5 minutes a day** if the foot stays quiet.\n"
                 "4. **Week 4:** pointe in the centre, simple things first; bigger jumps gradually.\n"
                 "5. **Weeks 5 to 6:** partial then full rehearsals, one production at a time.\n\n"
                 "The rule is **one new thing at a time**: don't add pointe and big jumps on the same day.\n\n"
                 "## Warning signs: stop and call Dr. Nieto\n"
                 "- **Pain on the top of the foot** during or after dancing.\n"
                 "- Pain that is **worse the next morning**.\n"
                 "- **One tender spot on the bone** when you press it.\n"
                 "- **Swelling** over the metatarsals.\n\n"
                 "Muscle soreness in calves and feet is normal after three months away; bone pain isn't.\n\n"
                 "## The shoes\n"
                 "A shank that's too soft for your foot makes the metatarsals and the small foot muscles work harder, so your doctor and physio's advice makes sense.\n"
                 "- **98,000 pesos a pair is a lot**, but compare it with three months out. If a pair of Grishkos lasts longer than one rehearsal, the cost per hour may be closer than it looks.\n"
                 "- **Ask the company** whether they can order Grishkos for you. Many companies supply dancers' own models, especially with a medical reason.\n"
                 "- **Make pairs last:** rotate two or three pairs so each dries fully, and harden the tips and shank as you usually do.\n"
                 "- Have the **fit checked**: the right box and vamp matter as much as the shank."),
   ("user", "Laura's plan is almost exactly that. I'll pay for the Grishkos myself for now and ask the company manager whether they can order them for me. "
            "First pointe work at the barre tomorrow, ten minutes. My target: back on stage for Don Quijote in August."),
   ("assistant", "Don Quijote in August gives you about three months, which is a comfortable margin for a progression like this. "
                 "Keep a short diary: minutes on pointe, any pain from 0 to 10, and how the foot feels the next morning. "
                 "It helps you and Laura spot a problem early, and it's very motivating to watch the minutes grow.")],
  {"summary": "A follow-up MRI on 10 April 2025 still showed some oedema, so Dr. Pablo Nieto took the user out of the boot but kept her out of class four more weeks; on 12 May 2025 he cleared her to go back to class; "
              "Dr. Nieto and Laura Quiroga think her Freed pointe shoes are too soft (they die after one rehearsal); she tried Grishko 2007s with a medium-hard shank at a dance shop on Talcahuano, 98,000 pesos a pair, while the theatre only supplies Freeds; "
              "the assistant outlined a graded return (flat barre, small jumps, pointe at the barre from about 10 minutes adding 5 a day, centre, then rehearsals, one new thing at a time), "
              "warning signs to stop and call Dr. Nieto (pain on the top of the foot, worse the next morning, a tender spot on the bone, swelling), and advice on shoes (cost per hour, ask the company, rotate pairs, check fit); "
              "she'll pay for the Grishkos herself for now, ask the company manager to order them, start pointe at the barre for ten minutes on 19 May 2025, and aims to be back on stage for Don Quijote in August 2025.",
   "procedures": [{"name": "Returning to pointe after a metatarsal stress reaction", "steps": ["Flat barre and centre without jumps", "Small jumps at low volume", "Pointe at the barre from 10 minutes, adding 5 a day",
                   "Pointe in the centre", "Partial then full rehearsals", "One new thing at a time", "Stop for pain on the top of the foot, next-morning pain, a tender spot or swelling"]}],
   "decisions": [{"decision": "Switch to Grishko 2007 pointe shoes with a medium-hard shank, paying herself for now", "rationale": "Freeds too soft and die after one rehearsal; advice of Dr. Nieto and Laura"},
                 {"decision": "Aim to be back on stage for Don Quijote in August 2025", "rationale": "A comfortable margin for a graded return"}],
   "outcomes": ["Cleared to return to class on 12 May 2025"]}),
 ("2025-06-14", "Nona's 90th in Mar del Plata: speech and gift ideas", [
   ("user", "Family party! My grandmother Nélida, la Nona, turns 90, and we're celebrating on Saturday 19 July in Mar del Plata, where I grew up: lunch for 35 at a parrilla near the port called La Marea. "
            "My mum Graciela (56, she has a knitwear shop, Tejidos Graciela, on Calle Güemes) is organising it, and she's asked me to say a few words because I'm 'the one who's used to a stage' (not a stage with words!). "
            "Nona worked for thirty years at a fish cannery in the port, raised four children, loves tango and has watched every one of my shows on YouTube. "
            "Can you help with the speech, and with a gift idea for under 150,000 pesos? Nahuel and I will take the overnight bus from Retiro on Friday 18 July. "
            "Also my brother Franco (24, he's a midfielder for Club Atlético Alvarado) tore his ACL in a match on 7 June. His surgery is set for 3 July, so he'll be at the party on crutches."),
   ("assistant", "What a lovely occasion, and sorry to hear about Franco; an ACL is a long road for a footballer, but a very well-trodden one.\n\n"
                 "## The speech: three minutes, one story, one toast\n"
                 "Ninety-year-olds and parrillas both favour short speeches. A simple structure:\n"
                 "1. **Open with an image, not a list.** For example: *'When I was little I thought the port smelled of Nona.'* Something only your family will recognise.\n"
                 "2. **Two or three moments** that show who she is: thirty years at the cannery, four children, the tango on Sundays, and her watching your shows on YouTube, probably commenting on them to the whole neighbourhood.\n"
                 "3. **Bring everyone in:** 'Everyone at this table has a Nona story; tell me yours after lunch.' It makes the speech the family's, not only yours.\n"
                 "4. **What she gave you:** perhaps the link between her hands at the cannery and your discipline at the barre.\n"
                 "5. **Toast:** short and clear: *'¡Por la Nona, por sus 90 y por los que vienen!'*\n\n"
                 "### Delivery\n"
                 "- **Speak slowly** and face her; at 90, hearing in a noisy restaurant is hard.\n"
                 "- **Print it in large type**, but practise until you only need to glance at it.\n"
                 "- Pick a moment **before the main course** arrives, when people are still listening.\n\n"
                 "## Gift ideas under 150,000 pesos\n"
                 "- **A photo book, '90 photos for 90 years':** one photo per year or a selection, with short captions from the family. Allow two weeks for printing.\n"
                 "- **A video of messages** from relatives, especially anyone who can't come, played on a phone or a small speaker at the table.\n"
                 "- **A tango moment:** ask the parrilla if they can play her favourite tango, or dance a few steps with her if she's able.\n"
                 "- **A framed old photo** of her at the port, restored and printed large.\n\n"
                 "The photo book and the video together usually fit the budget and become the thing she shows every visitor for the next year."),
   ("user", "We're doing the photo book with 90 photos (Mum is digging out the albums) plus a video of messages from the family; my cousin Valeria in Valencia will record one. "
            "And I'll end the speech by dancing a few steps of tango with her, if her knees let her."),
   ("assistant", "That's a beautiful combination. Order the photo book by **the first days of July** to be safe with printing and delivery to Mar del Plata. "
                 "For the video, ask everyone to record horizontally, under a minute, and to say their name first; then you only have to join the clips. "
                 "And agree the tango in advance with the parrilla so the music starts exactly when your speech ends.")],
  {"summary": "The user's grandmother Nélida (la Nona) turns 90; the family celebrates on 19 July 2025 in Mar del Plata, where the user grew up, with lunch for 35 at La Marea, a parrilla near the port; "
              "her mother Graciela, 56, who has a knitwear shop, Tejidos Graciela, on Calle Güemes, is organising and asked her to give a speech; Nona worked thirty years at a fish cannery, raised four children, loves tango and watches all her shows on YouTube; "
              "the user and Nahuel take the overnight bus from Retiro on 18 July 2025; her brother Franco, 24, a midfielder for Club Atlético Alvarado, tore his ACL in a match on 7 June 2025, with surgery set for 3 July 2025; "
              "the assistant suggested a three-minute speech (an opening image, two or three moments, bringing everyone in, what she gave you, a toast), speaking slowly facing her, "
              "and gifts under 150,000 pesos (a photo book of 90 photos, a video of messages, a tango moment, a framed photo); "
              "they'll give a photo book with 90 photos and a video of family messages (cousin Valeria in Valencia will record one), and she'll end the speech dancing a few tango steps with Nona.",
   "procedures": [{"name": "A speech for a 90th birthday", "steps": ["Open with an image", "Two or three moments", "Bring everyone in", "What she gave you", "A short toast", "Speak slowly, facing her"]}],
   "decisions": [{"decision": "Give Nona a photo book with 90 photos and a video of family messages", "rationale": "Under 150,000 pesos and personal"},
                 {"decision": "End the speech with a few tango steps with Nona", "rationale": "She loves tango"}]}),
 ("2025-07-27", "Pichuco fell off our balcony", [
   ("user", "First, the party was beautiful: 35 of us, Nona cried at the video, and she did dance a few steps of 'El día que me quieras' with me. "
            "Franco was there on crutches, and his surgery didn't happen on 3 July after all: the club's insurance still hasn't authorised it. "
            "But then, on Thursday 24 July, our cat Pichuco (five years old, one-eyed, black and white, we adopted him from a shelter in 2021) went after a pigeon and fell from our second-floor balcony into the building's patio. "
            "We took him straight to the Clínica Veterinaria Río de Janeiro in Almagro. X-rays showed no fractures: a sprained right front leg and a chipped upper canine. Painkillers and a week of rest. The bill was 140,000 pesos. "
            "He's limping around the flat but eating. What should I watch for, and how do we make sure it never happens again?"),
   ("assistant", "What a fright, and I'm glad he got away with a sprain and a tooth. I'm not a vet and can't examine him, so the clinic's instructions come first, but here's what's generally known about cats after a fall.\n\n"
                 "## Why this happens\n"
                 "Falls from balconies and windows are so common in cats that vets have a name for them, **'high-rise syndrome'**. Cats don't learn from height; a pigeon or a moth is enough. "
                 "Falls from lower floors aren't necessarily safer, because the cat has less time to turn and land well.\n\n"
                 "## What to watch for in the next days\n"
                 "Some injuries from a fall show up **late**. Go back to the clinic, day or night, if you see:\n"
                 "- **Fast or laboured breathing**, or breathing with the mouth open.\n"
                 "- **Pale or bluish gums.**\n"
                 "- Not eating for more than **24 hours**, or not urinating.\n"
                 "- **Blood** from the nose or mouth, or pain when he opens his mouth.\n"
                 "- A limp that gets **worse** instead of better, or swelling.\n"
                 "- Lethargy or hiding much more than usual.\n\n"
                 "## The tooth\n"
                 "Ask the vet whether the chip **exposes the pulp** (the pink or dark centre of the tooth). An exposed pulp is painful and can get infected, and usually needs treatment; a small chip of enamel often doesn't.\n\n"
                 "## Making the balcony safe\n"
                 "- **Cat netting** installed by a professional, covering the whole balcony, is the only reliable fix. Supervision fails sooner or later.\n"
                 "- Until it's installed, **keep the balcony door closed**.\n"
                 "- Check the **windows** too: a cat-proof screen or limited opening.\n\n"
                 "## While he recovers\n"
                 "- Keep him from jumping onto high furniture for the week of rest.\n"
                 "- Give him a safe **window perch** inside so he can still watch the pigeons."),
   ("user", "Net ordered: a company called Redes Seguras is installing it on Saturday 2 August for 95,000 pesos. Until then the balcony door stays shut. "
            "And the vet says the canine's pulp isn't exposed, so we'll just keep an eye on it."),
   ("assistant", "Perfect. Ask Redes Seguras to leave no gaps at the corners and bottom edge, which is where cats usually find a way out. "
                 "And since you're moving in a few months, keep the receipt: some companies will move or adapt the net, and it's a question worth asking when you look at new places with a balcony or terrace.")],
  {"summary": "Nona's 90th birthday lunch on 19 July 2025 was beautiful: 35 people, Nona cried at the video and danced a few steps of 'El día que me quieras' with the user; "
              "Franco was there on crutches and his surgery did not happen on 3 July because the club's insurance hadn't authorised it; "
              "on 24 July 2025 the user's cat Pichuco, five, one-eyed, black and white, adopted from a shelter in 2021, chased a pigeon and fell from the second-floor balcony into the building's patio; "
              "at the Clínica Veterinaria Río de Janeiro in Almagro X-rays showed no fractures, a sprained right front leg and a chipped upper canine; painkillers and a week of rest; bill 140,000 pesos; "
              "the assistant (not a vet) explained high-rise syndrome, late signs to watch (breathing, pale gums, not eating 24 hours, blood, worsening limp), asking whether the pulp is exposed, and professional cat netting; "
              "Redes Seguras will install a net on 2 August 2025 for 95,000 pesos; the balcony door stays shut until then; the pulp of the canine isn't exposed.",
   "procedures": [{"name": "After a cat falls from a balcony", "steps": ["Vet and X-rays", "Watch breathing, gums, eating, urinating, blood, limp", "Ask whether a chipped tooth exposes the pulp",
                   "Professional cat netting", "Keep the balcony door shut until then", "Rest and no high jumps"]}],
   "decisions": [{"decision": "Net the balcony with Redes Seguras on 2 August 2025 for 95,000 pesos", "rationale": "Pichuco fell from the balcony chasing a pigeon; supervision fails"}],
   "outcomes": ["Pichuco: sprained right front leg and chipped canine, no fractures", "Vet bill 140,000 pesos", "Franco's surgery postponed from 3 July 2025"]}),
 ("2025-08-17", "A PH in Boedo: can you check the lease with me?", [
   ("user", "We found it! A three-room PH on Calle Castro in Boedo, at the back of the building, with its own little terrace upstairs. The owner is Adriana Celis. "
            "700,000 pesos a month, adjusted every four months by IPC, a two-year contract from 1 October 2025, one month's deposit, a seguro de caución quoted at 430,000 pesos, no expensas, and we pay ABL and AySA. "
            "The agency wants a commission of one month's rent. The contract says we can leave early after six months with a month's notice, and that repairs 'of any kind' are the tenant's. "
            "We plan to move on Saturday 4 October. Money: since the July paritaria I take home 1,610,000 pesos, Nahuel 1,420,000, and Silvina raised my class rate to 24,000 pesos from August. "
            "Other news: Franco finally had his operation on Thursday 14 August, and Don Quijote opens on Friday 22 August and I'm back on stage as a dryad in the dream scene!"),
   ("assistant", "Congratulations on all three: a home, Franco's knee and the dryads! Let's go through the lease.\n\n"
                 "## What looks good\n"
                 "- **Rent in pesos**, adjusted by **IPC every four months**: predictable and common.\n"
                 "- **Two years** gives you stability; **early exit after six months** gives you flexibility.\n"
                 "- **No expensas**: a real saving compared with a building.\n"
                 "- The rent is about **23% of your combined take-home** (1,610,000 plus 1,420,000), comfortable even after adjustments.\n\n"
                 "## What I'd negotiate\n"
                 "1. **'Repairs of any kind' is too broad.** Under the Civil and Commercial Code the owner must keep the property fit for its use, and in an old PH the expensive problems are structural. Ask to write that **the owner pays**:\n"
                 "   - structural repairs,\n"
                 "   - **roof and terrace waterproofing**,\n"
                 "   - **plumbing, gas and wiring inside the walls**,\n"
                 "   and that you pay minor repairs from normal use (a tap washer, a bulb, a broken handle).\n"
                 "2. **The commission:** as we discussed, the City's law says the tenant shouldn't pay it. Some agencies insist anyway; asking usually gets at least a reduction.\n"
                 "3. **Early termination:** check what you'd pay if you leave before the end of the first year (often a month and a half's rent) and after (often one month).\n"
                 "4. **Deposit:** returned at the end, updated to the last month's rent or at least in the same amount, within a set number of days.\n\n"
                 "## Before you sign\n"
                 "- **Inventory with photos** of every room, attached to the contract, including damp stains and cracks.\n"
                 "- **Test the water pressure**, look for **damp** on the lower walls and ceilings, and check the **electrical panel** has a residual-current breaker (disyuntor).\n"
                 "- Ask whether the **gas installation** is approved and when it was last inspected.\n"
                 "- Go up to the **terrace**: how does it drain, and is there a railing? It also matters for Pichuco.\n\n"
                 "## The dates\n"
                 "With the contract starting on 1 October and Yatay ending on 31 October, moving on **4 October** leaves you almost four weeks of margin, which is ideal."),
   ("user", "Adriana agreed to put structural repairs, the terrace waterproofing and the plumbing inside the walls on her side, and the agency dropped the commission to half a month. We sign on 1 September."),
   ("assistant", "That's a much better contract, well done. At the signing, make sure the **changes are written into the contract itself**, not only agreed by message, and that both of you sign each page of the inventory. "
                 "Then get two or three moving quotes for 4 October, and tell Mr. Benedetti your exact leaving date in writing. And enjoy the dream scene on the 22nd: you earned it.")],
  {"summary": "The user and Nahuel found a three-room PH on Calle Castro in Boedo, at the back, with its own small terrace, owned by Adriana Celis: 700,000 pesos a month, adjusted every four months by IPC, a two-year contract from 1 October 2025, "
              "one month's deposit, a seguro de caución quoted at 430,000 pesos, no expensas, tenants pay ABL and AySA; the agency wanted one month's commission; early exit after six months with a month's notice; repairs 'of any kind' on the tenant; "
              "they planned to move on 4 October 2025; since the July 2025 paritaria she takes home 1,610,000 pesos and Nahuel 1,420,000; Silvina Paz raised her class rate to 24,000 pesos from August 2025; "
              "her brother Franco had his knee operation on 14 August 2025; Don Quijote opens on 22 August 2025 with her back on stage as a dryad in the dream scene; "
              "the assistant said the peso rent, IPC adjustment, term, early exit and no expensas were good, and advised limiting tenant repairs (owner pays structural repairs, roof and terrace waterproofing, plumbing, gas and wiring inside the walls), "
              "questioning the commission, checking early termination costs and the deposit return, an inventory with photos, and checking water pressure, damp, the electrical panel, the gas installation and the terrace; "
              "Adriana agreed to pay structural repairs, terrace waterproofing and plumbing inside the walls, the agency cut the commission to half a month, and they sign on 1 September 2025.",
   "procedures": [{"name": "Checking a PH lease", "steps": ["Rent in pesos, index and frequency", "Owner pays structural repairs, waterproofing and pipes and wiring in the walls", "Question the commission",
                   "Early termination cost", "Deposit return terms", "Inventory with photos", "Check water pressure, damp, electrical panel, gas, terrace"]}],
   "decisions": [{"decision": "Rent the PH on Calle Castro in Boedo at 700,000 pesos a month from 1 October 2025, signing on 1 September 2025", "rationale": "Three rooms and a terrace within the 750,000 budget; Adriana accepted the repair changes"}],
   "outcomes": ["Commission cut to half a month", "Take-home pay 1,610,000 pesos after the July 2025 paritaria", "Class rate 24,000 pesos from August 2025", "Franco operated on 14 August 2025"]}),
 ("2025-09-07", "Should I audition for the Ballet de Santiago?", [
   ("user", "Don Quijote went well: ten performances, the foot is fine, and the Grishkos are great. The company manager says they'll order them for me from next season. "
            "Now a dilemma. The Ballet de Santiago, at the Teatro Municipal in Santiago de Chile, is holding an audition on Saturday 27 September for contracts from March 2026. "
            "And the Colón has just announced a concurso, an internal competition, for two soloist (solista) posts, on Friday 21 November. I'm 28 and I've been nine years in the corps. "
            "Part of me just wants to know if I'm good enough somewhere else. Flights would be about 380,000 pesos. Nahuel says he'll support whatever I choose, "
            "but he's been at Emova five years, and we've just signed a two-year lease. Should I go?"),
   ("assistant", "Both feelings make sense: wanting to test yourself outside the company you grew up in, and hesitating because your life is here. Let's separate *going to the audition* from *taking a job*, because they're different decisions.\n\n"
                 "## Going to the audition\n"
                 "**For:**\n"
                 "- **A real market test:** you'll learn how another director sees you after nine years in one house.\n"
                 "- **Practice under pressure** two months before the concurso: a class and variations in front of strangers is the best rehearsal for a jury.\n"
                 "- **Options:** an offer in hand, even one you decline, changes how you feel walking into the concurso.\n\n"
                 "**Against:**\n"
                 "- **Cost:** 380,000 pesos plus a night or two in Santiago.\n"
                 "- **Fatigue and injury risk** in a busy season, with a foot that's only recently back.\n"
                 "- **Your contract:** check whether the Colón requires permission or notice for outside auditions or performances.\n\n"
                 "## If they make an offer: what to compare\n"
                 "1. **Rank:** corps, corps with soloist roles, or soloist. Moving abroad to stay in the corps is a very different proposition from moving up.\n"
                 "2. **Money in real terms:** compare salaries in **dollars at the day's rate**, and then against **living costs**: rent in Santiago's central neighbourhoods is much higher than in Boedo.\n"
                 "3. **Contract type:** a yearly contract versus your permanent post at the Colón.\n"
                 "4. **Nahuel:** as an Argentine he can get residence and work in Chile under the **Mercosur Residence Agreement**, but he'd have to find a job in his field and would lose his seniority at Emova.\n"
                 "5. **The lease:** you can leave after six months, with the penalty in your contract.\n"
                 "6. **Family:** Mar del Plata is a bus ride away now; from Santiago it's flights.\n\n"
                 "## The concurso\n"
                 "Whatever you decide about Santiago, **the concurso is your priority**: it's the one that can change your rank without changing your life. "
                 "If you go to Santiago, treat it as part of your concurso preparation, not as a detour from it."),
   ("user", "I'll go. It's one day, and whatever happens I'll have danced an audition class in front of strangers before the concurso. "
            "Flights booked: 380,000 pesos return, out on Friday 26 September and back on Sunday the 28th."),
   ("assistant", "Good reasoning. A few tips for audition day:\n\n"
                 "- **Pack shoes and your audition clothes in your hand luggage**, never in the hold.\n"
                 "- Bring **two pairs of pointe shoes already broken in**, plus your usual kit for fixing them.\n"
                 "- In the class, **stand where you can be seen** but not always in the front row, and show your musicality as much as your extension.\n"
                 "- Have your **CV, photos and a video link** ready in case they ask.\n"
                 "- Eat a proper breakfast; auditions often run long without a break.\n\n"
                 "And enjoy it: you're going to learn something whatever the result.")],
  {"summary": "Don Quijote went well (ten performances), the user's foot is fine and the company manager will order Grishkos for her from next season; "
              "the Ballet de Santiago at the Teatro Municipal in Santiago de Chile holds an audition on 27 September 2025 for contracts from March 2026; the Colón announced a concurso for two soloist (solista) posts on 21 November 2025; "
              "she is 28, nine years in the corps; flights about 380,000 pesos; Nahuel supports her but has five years at Emova, and they've just signed a two-year lease; "
              "the assistant separated auditioning from taking a job (a market test, practice before the concurso and an option, against cost, fatigue and her contract's rules), "
              "listed what to compare if offered (rank, salary in dollars against living costs, contract type, Nahuel's residence under the Mercosur Residence Agreement and his job, the lease, family) and made the concurso the priority; "
              "she'll go, with flights booked for 380,000 pesos return, out on 26 September and back on 28 September 2025.",
   "procedures": [{"name": "Comparing a job offer abroad", "steps": ["Rank offered", "Salary in dollars against living costs", "Contract type", "Partner's residence and job", "Lease penalty", "Distance from family"]},
                  {"name": "Audition day", "steps": ["Shoes in hand luggage", "Two broken-in pairs", "Stand where you can be seen", "CV, photos and video link", "Proper breakfast"]}],
   "decisions": [{"decision": "Audition for the Ballet de Santiago", "rationale": "A market test and practice in front of strangers before the Colón concurso"}],
   "outcomes": ["Flights to Santiago booked for 380,000 pesos", "Grishkos to be ordered by the company from next season"]}),
 ("2025-10-19", "We moved to Boedo, and Santiago made me an offer", [
   ("user", "A lot happened. First, the Santiago audition was moved to Saturday 11 October because their artistic director was away, so I had to change the flights (another 60,000 pesos). "
            "And they offered me a contract from March 2026: corps de ballet with some soloist roles, 1,750,000 Chilean pesos a month gross. They want an answer by 31 October. "
            "Second, we moved to Boedo yesterday, Saturday 18 October, not on the 4th: when Adriana had the pipes checked, a leak from our bathroom into the flat below turned up, and she had to redo the bathroom waterproofing. "
            "She took half of October's rent off, and Mr. Benedetti let us stay on Yatay until the 18th. Pichuco spent the night inside the wardrobe. "
            "The terrace isn't netted: Adriana won't let us drill into the walls, so for now Pichuco only goes up there with us, on a harness. "
            "Back to Santiago: I'm honestly torn. Help me decide."),
   ("assistant", "Congratulations on the offer, and on surviving a move that slipped two weeks! Being torn is normal: this is a good offer against a good life. Let's lay it out.\n\n"
                 "## Side by side\n"
                 "| | Ballet de Santiago | Teatro Colón |\n"
                 "|---|---|---|\n"
                 "| Rank | corps with some soloist roles | corps, with a concurso for solista on 21 November |\n"
                 "| Pay | 1,750,000 CLP gross | 1,610,000 ARS take-home |\n"
                 "| Contract | fixed-term from March 2026 | permanent post |\n"
                 "| Home | new city, new flat | Boedo, two-year lease just signed |\n"
                 "| Nahuel | would need a new job | five years at Emova |\n"
                 "| Family | flights away | a bus ride to Mar del Plata |\n\n"
                 "## Money, honestly\n"
                 "Converted to dollars at the day's rate, the Chilean salary is likely **noticeably higher** than yours. But it's **gross**: pension and health contributions (AFP and Fonasa or an Isapre) come out of it, "
                 "and **rent** for a flat in Providencia or Ñuñoa can take a large share of it. The real gain may be smaller than it looks, especially if Nahuel takes time to find work.\n\n"
                 "## What each path gives your career\n"
                 "- **Santiago:** a new repertoire, new eyes on you, and soloist roles, but in a corps contract.\n"
                 "- **The Colón:** if you win the concurso, you move up in the house where you already have nine years of standing. If you don't, you're still in a permanent post.\n\n"
                 "## The timing problem\n"
                 "The deadline, 31 October, comes **before** the concurso. Ask Santiago for an **extension until after 21 November**. Companies sometimes agree; if they don't, you have to decide without knowing the result.\n\n"
                 "## Questions to ask yourself\n"
                 "1. If you lost the concurso, would you regret having said no to Santiago?\n"
                 "2. If you won it, would you regret having said yes?\n"
                 "3. What does Nahuel really want, beyond supporting you?\n"
                 "4. Where do you want to be dancing at 33?\n\n"
                 "Whatever you choose, the offer already answered your original question: **yes, you're good enough elsewhere.**"),
   ("user", "I asked for an extension and they said no, 31 October is final. So I'm saying no. I'd be corps again, Nahuel would have to start from zero, we've just signed a two-year lease, "
            "Nona is 90, and I want to try the concurso here at home. I'll write them a kind email tonight."),
   ("assistant", "That's a clear, well-reasoned decision, and turning down an offer you earned is its own kind of confidence. A short, warm email works best:\n\n"
                 "> *Dear [artistic director],*\n"
                 "> *Thank you very much for the offer and for the audition on 11 October; it was a joy to dance for you and your company. "
                 "After a lot of thought I've decided to stay in Buenos Aires for now, for personal and professional reasons. "
                 "I hope our paths cross again, and I'd be glad to stay in touch.*\n"
                 "> *With gratitude, Florencia Bustamante*\n\n"
                 "Keeping the door open costs nothing; directors remember dancers who decline gracefully. Now, on to the concurso.")],
  {"summary": "The Ballet de Santiago audition was moved to 11 October 2025 because the artistic director was away, so the user changed her flights (another 60,000 pesos); "
              "they offered her a contract from March 2026, corps de ballet with some soloist roles, 1,750,000 Chilean pesos a month gross, with an answer due by 31 October 2025; "
              "she and Nahuel moved to the Boedo PH on 18 October 2025 instead of 4 October, because a leak from the bathroom into the flat below turned up and Adriana Celis had to redo the bathroom waterproofing; "
              "Adriana took half of October's rent off and Horacio Benedetti let them stay on Yatay until the 18th; Pichuco spent the first night in the wardrobe; "
              "the terrace isn't netted because Adriana won't allow drilling into the walls, so Pichuco only goes up with them on a harness; "
              "the assistant compared the offers (rank, pay, contract, home, Nahuel, family), noted the Chilean salary is gross with AFP and health deductions and high rents in Providencia or Ñuñoa, and suggested asking for an extension past the concurso; "
              "Santiago refused to extend, and she declined the offer because she'd be corps again, Nahuel would start from zero, they just signed a two-year lease, Nona is 90 and she wants to try the Colón concurso; "
              "the assistant drafted a warm email.",
   "decisions": [{"decision": "Decline the Ballet de Santiago offer", "rationale": "Corps again, Nahuel would start from zero, a new two-year lease, Nona is 90, and the Colón concurso"},
                 {"decision": "Pichuco goes up to the terrace only with them, on a harness", "rationale": "The terrace isn't netted; Adriana won't allow drilling into the walls"}],
   "outcomes": ["Moved to Boedo on 18 October 2025", "Offer from the Ballet de Santiago: 1,750,000 CLP gross from March 2026", "Half of October's rent waived"]}),
 ("2025-11-09", "Twelve days to the concurso: the variation, nerves and food", [
   ("user", "The concurso is on Friday 21 November at 11:00 on the main stage, in front of the artistic director and a jury of five. I dance a classical variation and a contemporary solo. "
            "Classical: Kitri's Act III variation from Don Quijote, with the fan. Contemporary: a three-minute solo my friend Julián Ferreyra made for me on Piazzolla's 'Oblivion'. "
            "My coach is maestra Norma Ledesma, a former principal, who works with me every day after rehearsal from 18:00 to 19:30. The foot is fine. "
            "My problem is nerves: at the Santiago audition my legs shook in the adagio. And I've been skipping dinner because I want to look lighter; Nahuel noticed and he's worried. "
            "Can you help me plan the last twelve days?"),
   ("assistant", "Let's start with dinner, because it matters more than anything else on this list.\n\n"
                 "## Food first\n"
                 "Nahuel is right to worry. Cutting meals twelve days before the biggest audition of your career works against you:\n"
                 "- **Energy:** a variation and a contemporary solo back to back need fuel; under-eating shows up as shaky balances and heavy jumps.\n"
                 "- **Your bone history:** low energy availability is one of the main risk factors for stress injuries, and you've already had one this year.\n"
                 "- **Nerves:** low blood sugar makes shaking worse, not better.\n\n"
                 "Eat regular meals with carbohydrate and protein, and if you want to feel lighter, talk to a **sports dietitian or nutritionist** who works with dancers. I can't give you individual nutrition advice, but they can.\n\n"
                 "## The twelve days\n"
                 "1. **Days 12 to 6: polish.** Full run-throughs of both pieces every day with Norma. **Film them** and watch once, looking for one or two details, not everything.\n"
                 "2. **Days 5 to 2: less volume, more quality.** One run-through each, then details. Your legs should feel fresh, not tired, on the day.\n"
                 "3. **The day before:** a light class, mark the pieces, prepare everything, early night.\n\n"
                 "## Nerves\n"
                 "Shaking in an adagio is adrenaline; the goal isn't to get rid of it but to **give it a job**.\n"
                 "- **Simulate the pressure:** dance full run-throughs **in costume in front of people**, colleagues, Norma, anyone. The jury will feel familiar.\n"
                 "- **Breathing:** before you go on, breathe out for longer than you breathe in (for example in for 4, out for 6), a few times. It calms the body quickly.\n"
                 "- **A cue word** for each piece: one word that holds the intention ('joy', 'weight', 'floor') instead of a list of corrections.\n"
                 "- **A fixed routine** for the last 30 minutes: the same warm-up, the same order, the same music.\n"
                 "- **Visualise** the whole variation at real speed, including the fan, every night.\n\n"
                 "## On the day\n"
                 "- A proper meal about **three hours** before, a small snack an hour before.\n"
                 "- **Two pairs of shoes** prepared, and a **spare fan**.\n"
                 "- Warm up fully, then keep warm: the waiting is when legs go cold and nerves grow."),
   ("user", "Fair. I'll eat properly: I've booked a sports nutritionist, Lic. Mariana Sosa, for Tuesday. "
            "Norma wants two full run-throughs in costume in front of the company, on 17 and 19 November. My cue word for the fan variation is 'alegría'."),
   ("assistant", "'Alegría' is a perfect cue word for Kitri: it's the whole character in one word. "
                 "The two run-throughs in front of the company are the best thing you can do for the nerves; by the 21st the stage will feel like a third run. "
                 "Go to bed at the same time every night this week, and trust the work you and Norma have done.")],
  {"summary": "The Colón concurso is on 21 November 2025 at 11:00 on the main stage, before the artistic director and a jury of five; the user dances Kitri's Act III variation from Don Quijote with the fan "
              "and a three-minute contemporary solo by her friend Julián Ferreyra on Piazzolla's 'Oblivion'; her coach is maestra Norma Ledesma, a former principal, every day from 18:00 to 19:30; "
              "her legs shook in the adagio at the Santiago audition, and she has been skipping dinner to look lighter, which worries Nahuel; "
              "the assistant said not to cut meals (energy, her bone history, nerves), suggested a sports dietitian, a plan (polish on days 12 to 6 with filmed run-throughs, less volume on days 5 to 2, a light day before), "
              "nerve strategies (run-throughs in costume in front of people, long exhales, a cue word, a fixed routine, visualisation) and day-of tips (meal three hours before, two pairs of shoes, a spare fan, keep warm); "
              "she booked sports nutritionist Lic. Mariana Sosa, Norma set run-throughs in costume in front of the company on 17 and 19 November 2025, and her cue word for the fan variation is 'alegría'.",
   "procedures": [{"name": "The last twelve days before a ballet competition", "steps": ["Eat regular meals; see a sports dietitian", "Days 12 to 6: full run-throughs, filmed", "Days 5 to 2: less volume, more quality",
                   "Light class the day before", "Run-throughs in costume in front of people", "Long exhales, a cue word, a fixed routine, visualisation", "Meal three hours before, two pairs of shoes, a spare fan"]}],
   "decisions": [{"decision": "Eat properly and see sports nutritionist Lic. Mariana Sosa", "rationale": "Under-eating risks her bones and makes nerves and balances worse"},
                 {"decision": "Two run-throughs in costume in front of the company on 17 and 19 November 2025", "rationale": "Simulate the pressure of the jury"}]}),
 ("2025-11-30", "I'm a soloist! Pay, the studio and the monotributo", [
   ("user", "I GOT IT! On Wednesday 26 November they announced the results of the concurso: I'm one of the two new solistas of the Ballet Estable, from 1 January 2026. "
            "My take-home pay goes from 1,610,000 to about 2,050,000 pesos a month. Mum cried on the phone and Nona has told half of Mar del Plata. "
            "Practical stuff now. As a soloist I'll have longer rehearsals, so from March, when the studio starts again, I'll keep only the 10:00 class at Estudio Danzas Corrientes. "
            "Silvina agreed to 28,000 pesos per class from December. In January I have to do the monotributo recategorización. "
            "And Nahuel and I want a proper budget now: rent is 700,000 and goes up with IPC every four months. What would you suggest?"),
   ("assistant", "¡Felicitaciones, Flor! From a stress reaction in February to solista in November: that's a year to remember.\n\n"
                 "## The monotributo recategorisation\n"
                 "- Twice a year, in **January and July**, ARCA asks you to compare your **gross income over the last twelve months** (and a few other parameters) with your category's limits.\n"
                 "- Your class income this year has been roughly 160,000 to 190,000 pesos a month, around **2 million pesos for the year**, which should keep you in **category A**. Check the current limits on ARCA's site when you do it.\n"
                 "- With only one class from March, your income drops; nothing changes until the next recategorisation.\n"
                 "- Keep issuing **one invoice a month** to Silvina, with the new rate of 28,000 pesos.\n\n"
                 "## A household budget that survives inflation\n"
                 "1. **Fixed costs first:** rent, ABL, AySA, electricity, gas, internet, phones, transport, Pichuco. Budget the rent **one adjustment ahead**, so the next IPC increase doesn't surprise you.\n"
                 "2. **An emergency fund** of three to six months of fixed costs. With inflation, keep it somewhere that **earns interest and is available quickly**, for example a money market fund or a fixed-term deposit; "
                 "I can't give personal investment advice, so compare options with your bank.\n"
                 "3. **Saving by default:** a set amount moved on payday, before spending.\n"
                 "4. **Your dancing costs:** shoes (even with the company ordering Grishkos), physio, classes, gym. As a soloist these are part of your job; give them their own line.\n"
                 "5. **Keep your class income separate:** it pays the monotributo and can fund something specific (holidays, courses).\n"
                 "6. **Review every four months**, when the rent adjusts."),
   ("user", "Nahuel and I will put 400,000 pesos a month into a money market fund, and I'll keep my class money separate for the monotributo and the holidays."),
   ("assistant", "That's a simple system that will actually last, which is the best kind. Set the transfer on the day your salary arrives so it happens before the month does its usual tricks. "
                 "And enjoy the title: you'll find out soon enough that soloists rehearse more, not less.")],
  {"summary": "On 26 November 2025 the Colón announced the concurso results: the user is one of the two new solistas of the Ballet Estable from 1 January 2026, with take-home pay rising from 1,610,000 to about 2,050,000 pesos a month; "
              "her mother cried and Nona told half of Mar del Plata; from March 2026 she'll keep only the 10:00 class at Estudio Danzas Corrientes; Silvina Paz agreed to 28,000 pesos per class from December 2025; "
              "she must do the monotributo recategorización in January 2026; rent is 700,000 pesos, adjusted with IPC every four months; "
              "the assistant explained recategorisation (January and July, last twelve months' gross income; about 2 million pesos a year should stay in category A), "
              "and a budget: fixed costs with the rent one adjustment ahead, an emergency fund earning interest (no personal investment advice), saving by default, a line for dancing costs, class income separate, review every four months; "
              "she and Nahuel will put 400,000 pesos a month into a money market fund and she keeps her class money separate for the monotributo and holidays.",
   "procedures": [{"name": "Monotributo recategorisation", "steps": ["In January and July", "Compare last twelve months' gross income with the category limits", "Check current limits on ARCA's site", "Keep invoicing monthly"]},
                  {"name": "A household budget with inflation", "steps": ["Fixed costs, rent one adjustment ahead", "Emergency fund of three to six months earning interest", "Save on payday", "A line for dancing costs",
                   "Class income separate", "Review every four months"]}],
   "decisions": [{"decision": "Keep only the 10:00 class from March 2026, at 28,000 pesos per class from December 2025", "rationale": "Longer rehearsals as a soloist"},
                 {"decision": "Save 400,000 pesos a month in a money market fund", "rationale": "An emergency fund that earns interest and is available quickly"}],
   "outcomes": ["Won the concurso: solista from 1 January 2026", "Take-home pay about 2,050,000 pesos from January 2026"]}),
 ("2025-12-14", "Mum and Nona are coming to see me in El Cascanueces", [
   ("user", "December news: I'm dancing the Arabian dance in El Cascanueces at the Colón, my first solo on the main stage, even before the soloist contract starts! Performances run from 12 to 28 December. "
            "Mum and Nona are coming up by bus on Friday 19 December, they'll see the show on Saturday 20 December, and they'll stay with us in Boedo for Christmas Eve, "
            "because I dance on the 23rd and the 26th and can't go to Mar del Plata this year. Nona is 90, she walks with a cane and can't manage many stairs. "
            "Our PH has three rooms, but the bathroom is downstairs and the terrace is up a steep staircase. How do I make the theatre and the stay easy for her?"),
   ("assistant", "How wonderful that her first time seeing you dance a solo live will be at the Colón! A bit of planning will make it easy.\n\n"
                 "## At the theatre\n"
                 "1. **Call or visit the box office** and say you're booking for a 90-year-old with a cane: ask for **accessible seating**, ideally on an **aisle** at a level reached without stairs, and how to get there.\n"
                 "2. **Taxi to the door**, arriving **early**, before the crowd, so she can sit and settle.\n"
                 "3. Check where the **nearest toilets** are and go at the interval before the queues form.\n"
                 "4. **December heat:** a fan, water, and a light jacket for the air conditioning.\n"
                 "5. Arrange with an **usher** or a colleague to meet them if you can't, since you'll be backstage.\n"
                 "6. After the show, let them rest in their seats until the crowd has gone; then you can meet them at the stage door or in the foyer.\n\n"
                 "## At home in Boedo\n"
                 "- **Give Nona a proper bed** on the ground floor, not a sofa bed; getting up from low beds is hard at 90.\n"
                 "- The bathroom is downstairs, which is good: leave a **night light** on the way, and consider a **shower chair** and a non-slip mat.\n"
                 "- **Remove rugs** and cables from her routes.\n"
                 "- **Pichuco:** cats love to walk between the feet of people with canes. Keep an eye on him, especially at night.\n"
                 "- The **terrace** is off limits for her unless someone strong is on the stairs with her.\n\n"
                 "## Christmas Eve\n"
                 "Buenos Aires at midnight on the 24th is hot and loud with fireworks. Plan a **cool, early dinner**, and have a quiet room ready in case the noise bothers her. "
                 "It may also be a good night to keep Pichuco shut in a calm room."),
   ("user", "Booked two seats in the platea, on the aisle; the box office marked it as an accessible booking and told us to ask an usher at the entrance. "
            "Nona gets our bed and we'll take the sofa bed. Mum and Nahuel are making the vitel toné for Christmas Eve."),
   ("assistant", "Perfect: aisle seats, an usher and your own bed for Nona. She'll remember the 20th for the rest of her life. "
                 "Enjoy the Arabian dance, and enjoy the vitel toné on the 24th: you'll have earned it after two shows that week.")],
  {"summary": "The user dances the Arabian dance in El Cascanueces at the Colón, her first solo on the main stage, with performances from 12 to 28 December 2025; "
              "her mother Graciela and Nona come by bus on 19 December 2025, see the show on 20 December and stay in Boedo for Christmas Eve, since she dances on 23 and 26 December and can't go to Mar del Plata; "
              "Nona is 90, walks with a cane and can't manage many stairs; the PH's bathroom is downstairs and the terrace up a steep staircase; "
              "the assistant suggested asking the box office for accessible aisle seating without stairs, a taxi and arriving early, toilets at the interval, heat precautions, an usher to meet them, "
              "and at home a proper bed on the ground floor, a night light, a shower chair and non-slip mat, no rugs, watching Pichuco around her cane, no terrace, and a cool early Christmas Eve dinner with a quiet room; "
              "she booked two aisle seats in the platea as an accessible booking (ask an usher at the entrance), Nona gets their bed and they take the sofa bed, and her mother and Nahuel make vitel toné for Christmas Eve.",
   "procedures": [{"name": "Taking a 90-year-old to the theatre", "steps": ["Ask the box office for accessible aisle seating", "Taxi to the door, arrive early", "Toilets at the interval", "Water and a fan", "An usher to meet her", "Wait for the crowd to leave"]},
                  {"name": "Hosting a 90-year-old at home", "steps": ["A proper bed on the ground floor", "Night light to the bathroom", "Shower chair and non-slip mat", "No rugs or cables", "Watch the cat around her feet"]}],
   "decisions": [{"decision": "Two aisle seats in the platea for 20 December 2025, booked as accessible", "rationale": "Nona is 90 and walks with a cane"},
                 {"decision": "Nona sleeps in their bed; they take the sofa bed", "rationale": "A proper bed is easier to get out of at 90"}],
   "outcomes": ["Dancing the Arabian dance in El Cascanueces, 12 to 28 December 2025"]}),
 ("2026-01-10", "Nahuel's promotion moves our holiday to February", [
   ("user", "Happy new year! Updates. Nahuel has been promoted: from Monday 2 February he's shift supervisor in signalling maintenance at Emova, on rotating shifts. "
            "His training runs from 12 to 30 January, so our week in Traslasierra, in a cabin in Mina Clavero, Córdoba, moves from 17 to 24 January to 7 to 14 February. "
            "The company's holidays run until 15 February, so I'm fine, and the cabin's owner agreed to move the dates: 85,000 pesos a night. "
            "Also, Adriana wrote that from 1 February the rent goes up to 752,000 pesos with the IPC adjustment. I did the recategorización: I'm still in category A. "
            "And my first role as a soloist is the Lilac Fairy in The Sleeping Beauty in April! Two questions: should we take the bus or rent a car to Mina Clavero? "
            "And how do I keep in shape on holiday without overdoing it before the new season?"),
   ("assistant", "Congratulations to Nahuel, and the Lilac Fairy is a wonderful first soloist role: all that mime and port de bras is a gift for a dancer with your upper body after this year.\n\n"
                 "## Bus or car to Mina Clavero\n"
                 "It's roughly **850 km** from Buenos Aires.\n\n"
                 "**Overnight bus**\n"
                 "- Direct services run from Retiro; expect **11 to 12 hours** or more, depending on the route.\n"
                 "- You sleep on the way, arrive with no driving fatigue and don't pay for parking or fuel.\n"
                 "- Book **semi-cama or cama** seats early for February.\n\n"
                 "**Rental car**\n"
                 "- Ten or more hours of driving each way, plus fuel, tolls and insurance.\n"
                 "- But you'd have **freedom in the valley**: the **Camino de las Altas Cumbres**, the river beaches, Nono and the villages around.\n\n"
                 "**A middle option:** bus there and back, and **rent a car locally for a day or two** for the Altas Cumbres.\n\n"
                 "## Staying in shape without overdoing it\n"
                 "The aim of a holiday before a new season is to **come back rested with your base intact**, not fitter.\n"
                 "- **A short barre** (30 minutes) every other morning, holding a railing or a chair: pliés, tendus, rises, a few stretches.\n"
                 "- **Swimming in the river** and easy walks count as training.\n"
                 "- **Avoid new high-impact things** you don't usually do, like long steep descents on uneven trails, especially with your metatarsal history.\n"
                 "- **Sleep, eat well and rest your feet:** the Lilac Fairy will ask a lot of them from February.\n"
                 "- A few minutes a day of **visualising the mime** or listening to the Tchaikovsky score is a lovely low-effort way to start the role."),
   ("user", "We'll take the overnight bus and rent a car there for two days to drive over the Altas Cumbres. "
            "I'll do a 30-minute barre every other morning on the cabin's porch, holding the railing."),
   ("assistant", "That sounds like the perfect balance: a real rest, two days of road trip and enough barre to keep your body honest. "
                 "Book the car in advance, as February is high season in Traslasierra, and bring sunscreen and a hat; the mountain sun is stronger than it feels. "
                 "Have a wonderful week, both of you. You've earned it.")],
  {"summary": "Nahuel Ibarra has been promoted to shift supervisor in signalling maintenance at Emova from 2 February 2026, on rotating shifts; his training runs from 12 to 30 January 2026, "
              "so their week in a cabin in Mina Clavero, Traslasierra, Córdoba moves from 17 to 24 January to 7 to 14 February 2026 (the company's holidays run until 15 February; the cabin costs 85,000 pesos a night); "
              "Adriana Celis wrote that the rent rises to 752,000 pesos from 1 February 2026 with the IPC adjustment; the user did the monotributo recategorización and is still in category A; "
              "her first role as a soloist is the Lilac Fairy in The Sleeping Beauty in April 2026; "
              "the assistant compared an overnight bus from Retiro (about 850 km, 11 to 12 hours) and a rental car, suggested the bus plus a local car for the Camino de las Altas Cumbres, "
              "and advised a short barre every other morning, river swimming and walks, avoiding new high-impact activities, rest and visualising the role; "
              "they'll take the overnight bus and rent a car there for two days for the Altas Cumbres, and she'll do a 30-minute barre every other morning on the cabin's porch.",
   "decisions": [{"decision": "Holiday in Mina Clavero moved from 17 to 24 January to 7 to 14 February 2026", "rationale": "Nahuel's supervisor training runs from 12 to 30 January 2026"},
                 {"decision": "Overnight bus, plus a rental car for two days for the Altas Cumbres", "rationale": "Rest on the way, freedom in the valley"},
                 {"decision": "A 30-minute barre every other morning on holiday", "rationale": "Keep her base before the new season without overdoing it"}],
   "outcomes": ["Nahuel shift supervisor at Emova from 2 February 2026", "Rent 752,000 pesos from 1 February 2026", "Still in monotributo category A", "Cast as the Lilac Fairy in The Sleeping Beauty, April 2026"]}),
]

QUESTIONS_140 = [
 # single facts the user said about herself, her family, her cat and things
 ("What's my cat called?", "Pichuco, a one-eyed black-and-white cat"),
 ("What kind of shop does Mum have?", "a knitwear shop, Tejidos Graciela, on Calle Güemes in Mar del Plata"),
 ("Who's my physio?", "Laura Quiroga, a kinesióloga"),
 ("Which doctor looked after my foot?", "Dr. Pablo Nieto, a sports traumatologist at a clinic in Palermo"),
 ("Where do I teach the Saturday kids' classes?", "Estudio Danzas Corrientes in Villa Crespo (Silvina Paz's studio)"),
 ("Which club does Franco play for?", "Club Atlético Alvarado (Mar del Plata)"),
 ("Where did I go swimming while I was in the boot?", "the pool at Club Ferro Carril Oeste in Caballito"),
 ("What's our landlady in Boedo called?", "Adriana Celis"),
 ("Who coached me for the concurso?", "maestra Norma Ledesma, a former principal"),
 # when
 ("When was Nona's 90th birthday lunch?", "Saturday 19 July 2025"),
 ("When was I cleared to go back to class after the stress reaction?", "Monday 12 May 2025"),
 ("When did we move to Boedo?", "Saturday 18 October 2025 (instead of 4 October)"),
 ("When was the concurso for the soloist posts?", "Friday 21 November 2025 at 11:00"),
 ("When did Pichuco fall off the balcony?", "Thursday 24 July 2025"),
 # counts and amounts
 ("How much was Pichuco's vet bill after the fall?", "140,000 pesos"),
 ("How much did the balcony net cost?", "95,000 pesos"),
 ("How many of us were at Nona's 90th?", "35"),
 # lists across chats
 ("What did I do to keep fit while I was off pointe?", "the pool at Ferro on Mondays, Wednesdays and Fridays (deep-water running and pull-buoy swimming), floor barre at home on Tuesdays and Thursdays, and Laura's foot and core exercises every day"),
 ("Which shows have I danced in this season?", "Don Quijote (a dryad, from 22 August) and El Cascanueces (the Arabian dance, December); I missed Giselle"),
 ("What auditions did I do this year?", "the Ballet de Santiago audition on 11 October 2025 (offered a contract, which I turned down) and the Colón's concurso for soloists on 21 November 2025 (which I won)"),
 ("What tests did I have for my foot?", "an MRI on 24 February 2025, a follow-up MRI on 10 April 2025 and a vitamin D test (17 ng/mL, low)"),
 ("What have we done to keep Pichuco safe since his fall?", "a net on the Almagro balcony (Redes Seguras, 2 August 2025, 95,000 pesos), and in Boedo he only goes up to the terrace with us, on a harness"),
 # latest value of something that changed
 ("How much rent do we pay now?", "752,000 pesos a month from 1 February 2026 (it was 700,000 when we moved to Boedo)"),
 ("What's my take-home pay now?", "about 2,050,000 pesos a month as a soloist, from 1 January 2026"),
 ("How much do I charge Silvina per class now?", "28,000 pesos (from December 2025)"),
 ("What's Nahuel's job now?", "shift supervisor in signalling maintenance at Emova, from 2 February 2026"),
 ("When's our week in Mina Clavero?", "7 to 14 February 2026 (moved from 17 to 24 January)"),
 # yes/no
 ("Did I dance in Giselle this year?", "No (I was out with the stress reaction)"),
 ("Did I take the Ballet de Santiago contract?", "No"),
 ("Has Franco had his knee operated on?", "Yes, on 14 August 2025"),
 ("Am I still in category A of the monotributo?", "Yes"),
 # why
 ("Why did we have to leave the flat on Yatay?", "Mr. Benedetti is selling it when the contract ends (31 October 2025) and wouldn't renew"),
 ("Why did the move to Boedo get pushed back?", "a leak from the bathroom into the flat below turned up and Adriana had to redo the bathroom waterproofing"),
 ("Why did I turn down Santiago?", "I'd be corps again, Nahuel would have to start from zero, we'd just signed a two-year lease, Nona is 90, and I wanted to try the Colón concurso"),
 ("Why was Franco's operation postponed?", "the club's insurance hadn't authorised it"),
 # what the assistant recommended
 ("What did you tell me to watch for when I went back on pointe?", "pain on the top of the foot during or after dancing, pain worse the next morning, a tender spot on the bone or swelling: then stop and call Dr. Nieto"),
 ("What did you suggest I change in the Boedo lease?", "limit the tenant's repairs so the owner pays structural repairs, roof and terrace waterproofing and the plumbing, gas and wiring inside the walls; question the agency commission; check early termination and deposit return; an inventory with photos"),
 # inference
 ("Would I go back to dancing in Freeds?", "Likely no"),
 ("Could we leave the terrace door open for Pichuco while we're out?", "Likely no"),
 # not in the archive
 ("What's Nahuel's mother called?", "Not mentioned in my chats"),
 ("What does my dad do?", "Not mentioned in my chats"),
]


def assistant_chats_62_at(folder):
    """The archive of CHATS_140 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a62c", CHATS_140, "gemini")


@pytest.fixture(scope="module")
def assistant_chats_62(tmp_path_factory):
    return assistant_chats_62_at(tmp_path_factory.mktemp("assistant62"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_140, "assistant 62")


def test_the_archive_finds_the_cat(assistant_chats_62):
    assert assistant_chats_62.search("Pichuco").results
