"""A twenty-sixth written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind with its questions and gold answers before any run of
`kbsearch answer` on it, and without reading the answer rules. It is HELD OUT:
bench/answer_conversations.py measures it, and its questions are never read one by one by the
developers. A hydrologist at Povodí Moravy in Olomouc, Czech Republic, Lenka Procházková, 51, who
lives in Litovel with her husband Petr, a court interpreter for German, their son Ondřej, 16,
their daughter Klára, 19, a veterinary student in Brno, and Mourek, a 13-year-old tabby cat. She
chats with Claude from January to November 2025: her mother Věra's broken hip (the operation,
a stay with them, spa rehabilitation in Slatinice and a return home to Uničov that reverses the
family's plan, an alarm button and a care allowance), buying a wooden chata above Loučná nad
Desnou in the Jeseníky (a surveyor's report, a price negotiated down, a building savings loan,
a signing date that moves, a new žumpa whose date and bill change, a stove that fails its
chimney inspection and a roof brought forward a year), Mourek's overactive thyroid and the
kidney values that change his dose, taking up orienteering at 51 (a beginners' course, a first
race, a two-day event and a night race), and money decisions (the loan, a DIP retirement
account whose monthly amount goes up), with facts the user updates later (the chata's price and
signing date, the žumpa's date and cost, the roof's date, Mourek's dose, Klára's address, the
DIP). bench/answer_conversations.py asks every question ("assistant 26")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_68 = [
 ("2025-01-12", "Mum's broken hip: what happens after the operation", [
   ("user", "Hello. I'm Lenka, I'm 51 and I work as a hydrologist at Povodí Moravy, the Morava river basin authority, in Olomouc. I need some help with my mum. "
            "Last Wednesday, 8 January, my mother Věra slipped on the ice outside her block of flats in Uničov and broke her hip. She was operated on at the University Hospital in Olomouc (FN Olomouc) the next morning "
            "and they gave her a partial hip replacement. She's 78 and has lived alone since my dad died in 2019. The hospital says she'll be discharged in about ten days and that the doctor will propose spa rehabilitation, "
            "probably at Lázně Slatinice. My husband Petr (he's a court interpreter for German and mostly works from home) and I think she should come and live with us in Litovel: we have a study on the ground floor "
            "with a shower room next to it. What should we expect over the next months, and how do we prepare the house?"),
   ("assistant", "I'm sorry to hear about your mum's fall; a broken hip at 78 is a big event for the whole family. The good news is that a partial hip replacement (a hemiarthroplasty) usually lets people put weight on the leg "
                 "very early, and many people get back to living independently. I'm not a doctor, so her surgical team's instructions come first, but here is what the recovery commonly looks like and how families prepare.\n\n"
                 "## What to expect\n"
                 "### In hospital (the first one to two weeks)\n"
                 "1. **Getting up early:** physiotherapists usually have patients standing with a walking frame within a day or two of the operation.\n"
                 "2. **Hip precautions:** depending on the surgical approach she may be told not to bend the hip beyond 90 degrees, cross her legs or twist on the operated leg for about six weeks. Ask for these in writing.\n"
                 "3. **Blood thinners:** injections or tablets to prevent clots are usual for several weeks after discharge.\n"
                 "4. **Confusion:** older people are sometimes muddled for a few days after surgery (post-operative delirium). It usually passes, but tell the nurses if you notice it.\n\n"
                 "### The first six weeks at home\n"
                 "- Walking with a frame, then two crutches, then one.\n"
                 "- Daily exercises from the physiotherapist: these matter more than anything else for the final result.\n"
                 "- Tiredness and some pain; keeping on top of pain relief makes the exercises possible.\n\n"
                 "### Spa rehabilitation\n"
                 "In the Czech Republic, after a joint replacement the hospital doctor can propose **follow-up spa care** (komplexní lázeňská péče) paid by her health insurance. "
                 "It usually has to start within a few months of the operation, and three weeks is a typical stay. Slatinice is close to Olomouc, which makes visiting easy.\n\n"
                 "## Preparing your house\n"
                 "1. **A clear route:** take up loose rugs, tidy cables away and make sure she can get from the bed to the toilet without obstacles.\n"
                 "2. **The bed:** it should be high enough that her knees are lower than her hips when she sits on the edge. Bed raisers are cheap.\n"
                 "3. **A raised toilet seat** and a grab rail by the toilet.\n"
                 "4. **The shower:** a shower chair, a non-slip mat and a grab rail. Avoid getting in and out of a bath for now.\n"
                 "5. **A firm chair with arms** that is not too low.\n"
                 "6. **Night lights** between the bed and the bathroom; many falls happen at night.\n"
                 "7. **Helpful aids:** a long-handled reacher, a sock aid and a long shoehorn. Walking aids and some of these can be prescribed through her health insurance (ask about kompenzační pomůcky).\n\n"
                 "## Money and time off\n"
                 "- **Long-term carer's allowance (dlouhodobé ošetřovné):** if you or Petr are employed and she was in hospital for several days and needs full-time care afterwards, you may be able to claim it. The hospital doctor has to issue the form before discharge, so ask now.\n"
                 "- **Care allowance (příspěvek na péči):** if she needs ongoing help, she can apply through the Labour Office (Úřad práce). Keep it in mind for later.\n\n"
                 "## Look after yourselves too\n"
                 "Caring for a parent while working is tiring. Share the jobs between you, Petr and the children, and talk openly with your mum about how long she wants to stay: some people are happy to move in for good, others are counting the days until they go home.\n\n"
                 "Would you like a checklist for the day she's discharged?"),
   ("user", "Thank you, that's really helpful. The spa is already approved: Lázně Slatinice, three weeks from 3 March. She'll come to us on 21 January. Our son Ondřej (he's 16) has volunteered to carry her bag up and down every day, "
            "we'll see how long that lasts. Our daughter Klára is away at university in Brno, so she can only visit at weekends."),
   ("assistant", "That sounds like a good plan: about six weeks at home with you to find her feet, then three weeks of intensive rehabilitation in Slatinice. Ondřej's offer is lovely, whether it lasts or not! "
                 "Before the 21st, ask the ward for her exercise sheet, the hip precautions in writing, her medication list and the ošetřovné form, and have the bed raisers and toilet seat in place before she arrives.")],
  {"summary": "The user, Lenka Procházková, 51, is a hydrologist at Povodí Moravy (the Morava river basin authority) in Olomouc and lives in Litovel with her husband Petr, a court interpreter for German who mostly works from home; "
              "son Ondřej, 16; daughter Klára at university in Brno. Her mother Věra, 78, a widow living alone in Uničov, slipped on ice on 8 January 2025 and broke her hip; partial hip replacement at FN Olomouc the next day. "
              "The assistant (not a doctor) described recovery (early walking, hip precautions, blood thinners, possible delirium), follow-up spa care paid by health insurance, preparing the house (clear route, bed height, raised toilet seat, "
              "shower chair, grab rails, night lights, aids), the long-term carer's allowance and the care allowance. Věra will move into the family's ground-floor study in Litovel on 21 January; spa rehabilitation at Lázně Slatinice for three weeks from 3 March 2025.",
   "procedures": [{"name": "Preparing the house after a hip replacement", "steps": ["Clear the route and remove rugs", "Raise the bed", "Raised toilet seat and grab rail", "Shower chair, non-slip mat and grab rail",
                   "Firm chair with arms", "Night lights", "Reacher, sock aid and long shoehorn"]}],
   "decisions": [{"decision": "Věra to stay with the family in Litovel from 21 January 2025", "rationale": "Recovery after the hip replacement; ground-floor study with a shower room"},
                 {"decision": "Spa rehabilitation at Lázně Slatinice from 3 March 2025", "rationale": "Follow-up care after the operation, paid by health insurance"}],
   "outcomes": ["Partial hip replacement at FN Olomouc on 9 January 2025"]}),
 ("2025-01-26", "Buying a chata in the Jeseníky: what to check", [
   ("user", "A happier topic. Petr and I have wanted a chata for years and we think we've found the one: a wooden chata from 1978 on a 900 m² plot above Loučná nad Desnou in the Jeseníky, about an hour and ten minutes from Litovel. "
            "The asking price is 2,450,000 Kč. It has a well, an old septic tank, a wood stove, electricity, and a roof of old eternit sheets. The agent is Jana Horáková from Reality Sever in Šumperk. "
            "We have about 900,000 Kč in savings and a building savings contract with Modrá pyramida with about 310,000 Kč in it. What should we check before we make an offer?"),
   ("assistant", "How exciting: a chata in the Jeseníky is a lovely thing to have. A 1978 wooden chata can be a great buy, but it's exactly the kind of property where the expensive problems are hidden. Here's what to check.\n\n"
                 "## 1. The paperwork\n"
                 "1. **The land register (katastr nemovitostí):** get an extract (výpis z katastru) and check who owns the plot and the building, and whether there are any **liens, easements (věcná břemena) or pre-emption rights**.\n"
                 "2. **The access road:** make sure the road to the chata is public, or that you have a registered easement over any private land. Disputes over access are surprisingly common with chatas.\n"
                 "3. **The building's legal status:** check it's registered as a recreational building (stavba pro rodinnou rekreaci) and that any extensions were approved.\n"
                 "4. **The land-use plan (územní plán):** see what can be built nearby.\n\n"
                 "## 2. Water\n"
                 "- **Have the well water tested by an accredited laboratory** before you commit: a full analysis (bacteria, nitrates, iron, manganese) costs a few thousand crowns and tells you whether it's drinkable.\n"
                 "- Ask the sellers or the neighbours whether the well has ever run dry in a hot summer.\n\n"
                 "## 3. Sewage\n"
                 "This is often the biggest hidden cost. Find out exactly what the \"septic tank\" is:\n"
                 "- A **septic tank** that discharges into the ground or a stream needs a permit from the water authority, and old ones often don't meet today's rules.\n"
                 "- A **sealed cesspit (žumpa)** needs emptying, and the owner has to be able to show receipts for the emptying if the authorities ask.\n"
                 "Ask for the permit or the emptying receipts. If there are none, budget for a replacement.\n\n"
                 "## 4. The eternit roof\n"
                 "Eternit sheets from that era contain **asbestos**. Left alone and intact they're fairly low-risk, but:\n"
                 "1. **Don't cut, drill, break or pressure-wash them** yourselves: that releases fibres.\n"
                 "2. When it's replaced, it must be **removed by a company licensed for asbestos work** and disposed of as **hazardous waste**, which costs more than an ordinary re-roof.\n"
                 "3. Ask the surveyor how long it has left, and factor the replacement into your offer.\n\n"
                 "## 5. The structure\n"
                 "Hire an independent **building surveyor** (stavební technik) for a wooden building like this. Ask them to look at:\n"
                 "- The **sill beams** (podvalky) and the bottom of the walls for rot\n"
                 "- Wood-boring insects, especially the house longhorn beetle (tesařík)\n"
                 "- The chimney and the stove\n"
                 "- Damp in the cellar or under the floor\n"
                 "- The electrics (ask for the last inspection report, the revize)\n\n"
                 "## 6. Winter and running costs\n"
                 "- Who clears the snow on the access road, and can you get there in January?\n"
                 "- Property tax, waste fees to the municipality, insurance and electricity.\n\n"
                 "## 7. Money\n"
                 "1. **Get the loan approved in principle** before you sign anything binding. Modrá pyramida can tell you how much you can borrow on your building savings contract.\n"
                 "2. **Transaction costs:** the property acquisition tax was abolished in 2020, but you'll pay the land register fee for the entry (vklad), a lawyer or notary for the contract and escrow (úschova), and the bank's valuation.\n"
                 "3. **Keep a reserve** for the septic tank and the roof; don't stretch to the last crown on the purchase.\n\n"
                 "Would you like a list of questions to send to Jana Horáková before the next viewing?"),
   ("user", "Yes, later. We've booked a building surveyor, Ing. Miroslav Hrubý from Šumperk, for Wednesday 5 February, 4,800 Kč. And I'll send a sample of the well water to a lab."),
   ("assistant", "Good. Ask Ing. Hrubý to put his findings in a written report with rough costs for each defect: that gives you something concrete to negotiate with. "
                 "For the water sample, use the sterile bottle the lab provides and get it to them the same day, as bacterial tests need a fresh sample.")],
  {"summary": "The user and Petr want to buy a wooden chata from 1978 on a 900 m² plot above Loučná nad Desnou in the Jeseníky, about 1 h 10 min from Litovel; asking price 2,450,000 Kč; well, old septic tank, wood stove, electricity, eternit roof; "
              "agent Jana Horáková of Reality Sever, Šumperk; savings about 900,000 Kč and a Modrá pyramida building savings contract with about 310,000 Kč. "
              "The assistant advised checking the katastr extract (liens, easements), the access road, the building's legal status and land-use plan; having the well water tested by an accredited laboratory; "
              "finding out whether the sewage is a permitted septic tank or a žumpa with emptying receipts; not cutting, drilling or pressure-washing the asbestos eternit roof and having it removed by a licensed firm as hazardous waste; "
              "hiring a building surveyor (sill beams, insects, chimney, damp, electrics); winter access; loan approval in principle; transaction costs (no acquisition tax since 2020, katastr fee, lawyer and escrow, valuation). "
              "Surveyor Ing. Miroslav Hrubý from Šumperk booked for 5 February 2025, 4,800 Kč; the user will have the well water tested.",
   "procedures": [{"name": "Checking a chata before an offer", "steps": ["Katastr extract: owner, liens, easements", "Check the access road", "Check the building's legal status and land-use plan",
                   "Have the well water tested by an accredited lab", "Find out what the sewage is and whether it's permitted", "Don't disturb the eternit roof; budget for licensed removal",
                   "Building surveyor: sill beams, insects, chimney, damp, electrics", "Loan approval in principle", "Keep a reserve for repairs"]}],
   "decisions": [{"decision": "Building survey by Ing. Miroslav Hrubý on 5 February 2025 (4,800 Kč)", "rationale": "Independent check of a 1978 wooden chata before making an offer"},
                 {"decision": "Have the well water tested by a lab", "rationale": "The assistant's advice before committing"}],
   "outcomes": ["Asking price 2,450,000 Kč"]}),
 ("2025-02-16", "My cat has an overactive thyroid", [
   ("user", "Different worry. Our cat Mourek, a 13-year-old tabby we've had since he was a kitten, has been losing weight for months although he eats like a horse, and he drinks a lot and yowls at night. "
            "Our vet in Litovel, MVDr. Šárka Dvořáková, took bloods: his T4 is 98 nmol/l (she says normal is up to about 50) and it's hyperthyroidism. "
            "She's given us three options: tablets for life (Felimazole), an operation to remove the thyroid, or radioiodine treatment, which only a few clinics do and would cost around 28,000 Kč plus a long stay away from home. "
            "What would you do? He hates the carrier."),
   ("assistant", "Poor Mourek, and poor you: the night-time yowling is exhausting. Hyperthyroidism is very common in older cats and it's very treatable. I'm not a vet, so MVDr. Dvořáková's advice comes first, but here's how the options usually compare.\n\n"
                 "## The three options\n\n"
                 "### 1. Tablets (methimazole, sold as Felimazole)\n"
                 "- **Pros:** no anaesthetic, starts working within a few weeks, can be adjusted or stopped, and it's the usual first step.\n"
                 "- **Cons:** it's for life, usually once or twice a day, and it needs regular blood tests. Some cats get side effects (vomiting, loss of appetite, itching around the face); tell the vet straight away if you see these.\n\n"
                 "### 2. Surgery (thyroidectomy)\n"
                 "- **Pros:** can be a cure.\n"
                 "- **Cons:** an anaesthetic in a 13-year-old cat with a racing heart, and a risk to the parathyroid glands, which control calcium. Cats are usually stabilised on tablets first anyway.\n\n"
                 "### 3. Radioiodine\n"
                 "- **Pros:** often considered the gold standard: a single injection that cures most cats, with no anaesthetic.\n"
                 "- **Cons:** cost, travel, and a stay of days to weeks in the clinic until he's no longer radioactive. For a cat who hates his carrier, that's a real consideration.\n\n"
                 "## One important thing to know: the kidneys\n"
                 "An overactive thyroid increases blood flow through the kidneys, which can **hide kidney disease**. When the thyroid is brought under control, kidney values sometimes go up. "
                 "That's one reason many vets start with tablets: the effect is reversible, so the dose can be adjusted if the kidneys struggle.\n\n"
                 "## If you choose tablets\n"
                 "1. **Give them at the same times every day**, with food.\n"
                 "2. **A recheck of T4 and kidney values** is usually done after about three weeks, then every few months once he's stable.\n"
                 "3. **Tricks for pilling:** pill pockets, a small piece of something he loves, or a pill giver. Wash your hands afterwards (and anyone pregnant in the house shouldn't handle the tablets).\n"
                 "4. **Weigh him** every couple of weeks at home; weight gain is a good sign.\n\n"
                 "## What I'd lean towards\n"
                 "For a 13-year-old cat who hates travelling, starting with tablets is a very reasonable choice: it gets him feeling better quickly and shows how his kidneys cope. You can always reconsider radioiodine later.\n\n"
                 "Would you like a simple log sheet for his weight, tablets and symptoms?"),
   ("user", "We've started the tablets: 2.5 mg twice a day, about 650 Kč a month. Petr hides them in a bit of liver pâté and Mourek hasn't noticed yet. The recheck is on 10 March. "
            "Klára came home for the weekend and held him for the blood test like a pro, she's in her first year of veterinary medicine in Brno. And Mum's settled into the study; she and Mourek watch the evening news together."),
   ("assistant", "Liver pâté is a classic for a reason! A vet student in the family who can hold a cat for a blood test is very handy. Keep a note of his weight each week before the recheck on 10 March, and it sounds like he and your mum are keeping each other company nicely.")],
  {"summary": "The user's cat Mourek, a 13-year-old tabby, has lost weight despite eating well, drinks a lot and yowls at night; the vet in Litovel, MVDr. Šárka Dvořáková, found T4 of 98 nmol/l and diagnosed hyperthyroidism; "
              "options were Felimazole tablets for life, surgery, or radioiodine (about 28,000 Kč and a long stay). The assistant (not a vet) compared the options, warned that treating the thyroid can unmask kidney disease, "
              "and suggested tablets as a reasonable start for a cat who hates travelling, with a recheck of T4 and kidney values after about three weeks. "
              "Mourek started Felimazole 2.5 mg twice a day, about 650 Kč a month; recheck on 10 March 2025. Daughter Klára is in her first year of veterinary medicine in Brno; Věra has settled into the study.",
   "procedures": [{"name": "Giving a cat thyroid tablets", "steps": ["Same times every day with food", "Recheck T4 and kidney values after about three weeks", "Hide the tablet or use a pill giver; wash hands",
                   "Weigh him every couple of weeks", "Report vomiting, poor appetite or facial itching"]}],
   "decisions": [{"decision": "Treat Mourek with Felimazole tablets, 2.5 mg twice a day", "rationale": "No anaesthetic, reversible, shows how the kidneys cope; he hates travelling"}],
   "outcomes": ["Mourek diagnosed with hyperthyroidism (T4 98 nmol/l)", "Tablets about 650 Kč a month"]}),
 ("2025-03-02", "Surveyor's report, an offer, and which loan", [
   ("user", "The chata. Ing. Hrubý's report is in. He found: the septic tank is an old concrete one with no permit, and it leaks, so it has to be replaced; the eternit roof is at the end of its life (he estimates 150,000 to 200,000 Kč to replace, including the asbestos removal); "
            "and there's damp in the cellar. Good news: the sill beams are sound and there's no woodworm. The well water came back fine except nitrates slightly over the limit, 56 mg/l. "
            "We used the report to offer 2,200,000 Kč; the sellers came back with 2,280,000 Kč and we accepted! We've signed a reservation agreement with Reality Sever and paid a 100,000 Kč deposit, and the purchase contract should be signed on 10 April.\n\n"
            "Now the loan. With our 900,000 Kč savings and the 310,000 Kč in the building savings we need to borrow about 1,200,000 Kč, with a bit left for the septic tank. Two offers:\n"
            "- Modrá pyramida, a building savings loan: 5.19% fixed for the whole 15 years, secured on the chata.\n"
            "- ČSOB mortgage: 4.69% fixed for 5 years, over 20 years.\n"
            "Which one?"),
   ("assistant", "Congratulations on the accepted offer: the report earned you 170,000 Kč off the asking price. Let's look at the loan, then the steps to signing.\n\n"
                 "## Comparing the two loans (1,200,000 Kč)\n\n"
                 "| | Modrá pyramida | ČSOB mortgage |\n"
                 "|---|---|---|\n"
                 "| Rate | 5.19% | 4.69% |\n"
                 "| Fixed for | the whole 15 years | 5 years |\n"
                 "| Term | 15 years | 20 years |\n"
                 "| Monthly payment (approx.) | about 9,600 Kč | about 7,700 Kč |\n"
                 "| Total interest (approx.) | about 530,000 Kč | about 650,000 Kč, if the rate stayed the same |\n\n"
                 "### What the table doesn't show\n"
                 "1. **Certainty:** Modrá pyramida's rate can never change. With ČSOB, the rate after 2030 is unknown; it could be lower or higher.\n"
                 "2. **The term:** the lower ČSOB payment is mostly because it runs five years longer, and you pay more interest overall.\n"
                 "3. **Early repayment:** ask both whether you can pay extra without a fee. Building savings loans are often flexible here, and mortgages usually allow free extra payments only at the end of a fixation.\n"
                 "4. **Your building savings:** check whether Modrá pyramida counts your 310,000 Kč contract towards the loan on better terms.\n\n"
                 "### My suggestion\n"
                 "If you can comfortably afford about 9,600 Kč a month, **the Modrá pyramida loan** suits a purchase like this: a fixed cost until it's paid off, less interest overall, and you'll be debt-free on the chata in 15 years. "
                 "If the monthly budget is tight, the ČSOB mortgage gives you breathing room, at the price of uncertainty in 2030.\n\n"
                 "## The steps to owning it\n"
                 "1. **Loan approval:** the lender sends a valuer (odhadce) to the chata; approval follows the valuation.\n"
                 "2. **The purchase contract**, drawn up by a lawyer, with the money paid into **escrow** (advokátní úschova) and released to the sellers only when you're registered as owners.\n"
                 "3. **The application to the land register (návrh na vklad)**, with a 2,000 Kč fee. By law the katastr can't make the entry until at least 20 days after notifying the sellers, so expect three to five weeks.\n"
                 "4. **Handover:** meter readings, keys and a written handover record.\n\n"
                 "## The water and the damp\n"
                 "- **Nitrates at 56 mg/l** are just over the drinking-water limit of 50. That matters most for babies; for adults at weekends many people drink it, but the safe options are bottled water for drinking or a filter that removes nitrates. "
                 "Retest in a year, as levels change with the seasons and with fertiliser use nearby.\n"
                 "- **Damp in the cellar:** often it's guttering and drainage around the building rather than the walls themselves. Start with the cheap fixes.\n\n"
                 "Keep the septic tank as the first job after you buy; a leaking tank next to your own well is not something to leave."),
   ("user", "We'll go with Modrá pyramida: I like knowing the payment will never change. Their valuer is coming to the chata on 18 March."),
   ("assistant", "A sound choice. Make sure the valuer can get into every room and the cellar, and have the surveyor's report to hand in case they ask about the roof. Good luck!")],
  {"summary": "Ing. Hrubý's survey of the chata found an old leaking concrete septic tank without a permit (to be replaced), an eternit roof at the end of its life (150,000-200,000 Kč to replace including asbestos removal) and a damp cellar; "
              "sill beams sound, no woodworm; well water fine except nitrates at 56 mg/l. The user offered 2,200,000 Kč; the sellers countered 2,280,000 Kč and the user accepted; reservation agreement with Reality Sever and a 100,000 Kč deposit; "
              "purchase contract planned for 10 April 2025. Loan of about 1,200,000 Kč: Modrá pyramida building savings loan at 5.19% fixed for 15 years (about 9,600 Kč a month) against a ČSOB mortgage at 4.69% fixed for 5 years over 20 years (about 7,700 Kč). "
              "The assistant suggested Modrá pyramida for certainty and less total interest if affordable, explained valuation, escrow, the návrh na vklad (2,000 Kč, at least 20 days), bottled water or a nitrate filter, and replacing the septic tank first. "
              "The user chose Modrá pyramida; valuer due on 18 March 2025.",
   "procedures": [{"name": "Buying a property in the Czech Republic", "steps": ["Loan approval after the lender's valuation", "Purchase contract with the money in escrow", "Application to the katastr (návrh na vklad), 2,000 Kč fee, at least 20 days",
                   "Handover with meter readings and a written record"]}],
   "decisions": [{"decision": "Bought the chata for 2,280,000 Kč (asking 2,450,000 Kč)", "rationale": "Offer of 2,200,000 Kč based on the surveyor's report; sellers countered"},
                 {"decision": "Modrá pyramida building savings loan of about 1,200,000 Kč at 5.19% fixed for 15 years", "rationale": "The payment never changes; less interest overall"}],
   "outcomes": ["Reservation deposit 100,000 Kč", "Signing planned for 10 April 2025", "Survey: leaking septic tank, eternit roof at end of life, damp cellar"]}),
 ("2025-03-23", "Starting orienteering at 51", [
   ("user", "Something just for me. My colleague Radim, who's been orienteering since he was a boy, has talked me into trying it. His club, OB Třesín Litovel, runs a beginners' course: six Wednesday evenings from 2 April, 1,200 Kč, in the woods around Třesín. "
            "I run 5 km three times a week on the cycle path along the Morava, but I haven't used a compass since school. What should I know, and what do I need to buy?"),
   ("assistant", "What a great sport to take up: it's as much a puzzle as a run, and people start at every age. I haven't run through a forest myself, of course, but here's what beginners usually find useful.\n\n"
                 "## Reading the map\n"
                 "Orienteering maps are detailed, usually 1:10,000 or 1:15,000, with their own colours:\n"
                 "- **White:** open, runnable forest\n"
                 "- **Green:** thicker vegetation; the darker the green, the slower you'll be\n"
                 "- **Yellow:** open ground, meadows and clearings\n"
                 "- **Blue:** water, marshes and ditches\n"
                 "- **Brown:** contour lines and landforms (usually every 5 m)\n"
                 "- **Black:** rocks, paths, fences and buildings\n\n"
                 "## Five basic techniques\n"
                 "1. **Orient the map** so that north on the map points north, every time you change direction.\n"
                 "2. **Thumb the map:** keep your thumb on where you are and move it as you go.\n"
                 "3. **Use handrails:** paths, streams and fences that lead you most of the way.\n"
                 "4. **Pick an attack point:** a big, easy feature near the control, and navigate carefully only from there.\n"
                 "5. **Know your catching feature:** something beyond the control that tells you you've gone too far.\n\n"
                 "## How Czech races work\n"
                 "- Races are listed and entered in **ORIS**, the Czech Orienteering Federation's system.\n"
                 "- Categories are by sex and age: **D** for women, **H** for men, so you'd eventually run **D50**.\n"
                 "- Most events have **P (příchozí)** courses for newcomers and **T** training courses, which are ideal for a first race.\n"
                 "- You punch controls with an electronic **SI chip**; you can usually rent one at the event.\n\n"
                 "## What to buy\n"
                 "1. **A thumb compass:** it sits on your thumb with the map, so reading both is one movement.\n"
                 "2. **Shoes with grip:** trail shoes to begin with; orienteering shoes with metal studs later if you get hooked.\n"
                 "3. **Full-length leggings or o-trousers** and a long-sleeved top: brambles and nettles.\n"
                 "4. **Tick protection:** ticks are everywhere in Moravian forests. If you aren't already vaccinated against **tick-borne encephalitis**, do consider it, and check yourself after every run.\n\n"
                 "## Your running base\n"
                 "Three 5 km runs a week is a good start. Forest running is slower and harder than a cycle path, so add some hills and uneven paths, and don't worry about speed: at first, clean navigation beats fast running every time."),
   ("user", "I'm already vaccinated against tick-borne encephalitis: every hydrologist in Moravia is, we spend half our lives on riverbanks. I've bought a thumb compass for 1,450 Kč. "
            "Radim says my first race should be the Jarní pohár Hané on Sunday 27 April, on a P course."),
   ("assistant", "Perfect: a P course after four sessions of the course is just right. On the day, walk the first couple of controls if you need to, read each control description, and check the code on every control before you punch. Enjoy it!")],
  {"summary": "The user's colleague Radim talked her into orienteering; she booked the beginners' course of OB Třesín Litovel: six Wednesday evenings from 2 April 2025, 1,200 Kč, in the woods around Třesín; she runs 5 km three times a week along the Morava. "
              "The assistant explained map colours and scales, five techniques (orient the map, thumb it, handrails, attack points, catching features), Czech races (ORIS, D and H categories, P and T courses, SI chips), "
              "what to buy (thumb compass, shoes with grip, full-length leggings, tick protection and the tick-borne encephalitis vaccine) and forest running. "
              "She is already vaccinated; she bought a thumb compass for 1,450 Kč; her first race will be the Jarní pohár Hané on 27 April 2025 on a P course.",
   "procedures": [{"name": "Basic orienteering technique", "steps": ["Orient the map", "Thumb the map", "Use handrails", "Pick an attack point", "Know your catching feature"]}],
   "decisions": [{"decision": "Beginners' orienteering course with OB Třesín Litovel from 2 April 2025 (1,200 Kč)", "rationale": "Talked into it by her colleague Radim"},
                 {"decision": "First race: Jarní pohár Hané, 27 April 2025, P course", "rationale": "Radim's suggestion for a newcomer"}],
   "outcomes": ["Bought a thumb compass for 1,450 Kč"]}),
 ("2025-04-13", "Mum wants to go home to Uničov", [
   ("user", "Update on Mum. Slatinice did wonders: three weeks, 3 to 24 March, and she's walking with one crutch. And now she's announced she's going back to her own flat in Uničov on 1 May. "
            "We'd all assumed she'd stay with us for good. She says she misses her neighbours, her allotment and her church choir, and she doesn't want to be 'a lodger in her daughter's study'. "
            "Her flat is on the first floor, twelve stairs with a rail on one side, and she has a bath, not a shower. How do we make it safe?\n\n"
            "Also, the chata signing has moved from 10 April to 24 April: Modrá pyramida's valuer didn't come on 18 March in the end, only on 2 April, so the loan approval took longer."),
   ("assistant", "Walking with one crutch after about three months is excellent progress, and Slatinice clearly did its job. It's natural to feel worried, but her reasons (her neighbours, her garden, her choir, her independence) are exactly what keep people well at her age. "
                 "Here's how families usually make a return home safer.\n\n"
                 "## The flat\n"
                 "1. **A second handrail on the stairs,** so she can hold on with both hands, and good lighting on every step.\n"
                 "2. **The bath:** the riskiest place in the flat. Options, from cheapest: a bath board or bath lift, grab rails and a non-slip mat; or converting the bath to a walk-in shower. An occupational therapist can advise.\n"
                 "3. **The toilet:** a raised seat and a grab rail, as at your house.\n"
                 "4. **Rugs, cables and clutter** away from walkways; night lights from the bedroom to the bathroom.\n"
                 "5. **Things within reach:** move everyday items to between waist and shoulder height so she isn't climbing on chairs.\n\n"
                 "## Help if something goes wrong\n"
                 "- **An emergency alarm service (tísňová péče):** a button on a pendant or bracelet that connects her to a 24-hour dispatch centre. Models with **fall detection** call for help automatically. Providers charge a monthly fee.\n"
                 "- **A key safe** by the door or a key with a neighbour, so help can get in.\n\n"
                 "## Help with daily life\n"
                 "- **The town's home care service (pečovatelská služba)** can deliver lunches, help with shopping, cleaning or bathing. Ask the Uničov town office what they offer.\n"
                 "- **Care allowance (příspěvek na péči):** apply at the Labour Office. A social worker visits her at home, then her GP's records are assessed, and the amount depends on the level of help she needs. It can take a few months, but it's paid from the month of the application.\n"
                 "- **Aids from her health insurance:** with a prescription from her doctor, things like a bath board or a walking frame are often partly covered.\n\n"
                 "## Keeping in touch\n"
                 "Agree a simple routine, such as a morning phone call, rather than dropping in unannounced, so she keeps her independence and you keep your peace of mind.\n\n"
                 "## The chata\n"
                 "A two-week delay because of the valuation is very common. Let the sellers and Jana Horáková know, and check that the reservation agreement's deadline covers the new date."),
   ("user", "She's agreed to an alarm button with fall detection, 490 Kč a month, and the pečovatelská služba will bring her lunch on weekdays. Petr is fitting the second handrail next weekend and we've sent off the care allowance application. "
            "The reservation agreement runs until 30 April, so 24 April is fine."),
   ("assistant", "That's a really solid setup: a button she'll wear, a hot lunch every weekday and a second handrail. Encourage her to wear the pendant even in the flat and at night, as that's when it matters most. Good luck with the move on 1 May!")],
  {"summary": "Věra spent three weeks at Lázně Slatinice (3-24 March 2025) and walks with one crutch; she has decided to go back to her own flat in Uničov on 1 May 2025, reversing the family's plan that she would live with them: "
              "she misses her neighbours, her allotment and her church choir and doesn't want to be a lodger in her daughter's study; her flat is on the first floor (twelve stairs) with a bath. "
              "The assistant suggested a second handrail, a bath board and grab rails, a raised toilet seat, clearing rugs, night lights, an emergency alarm (tísňová péče) with fall detection, a key safe, the town's pečovatelská služba, "
              "the care allowance (příspěvek na péči) from the Labour Office, aids from health insurance and a daily phone routine. "
              "Věra agreed to an alarm button with fall detection (490 Kč a month) and weekday lunches from the pečovatelská služba; Petr is fitting a second handrail; the care allowance application has been sent. "
              "The chata signing moved from 10 April to 24 April 2025 because Modrá pyramida's valuer came on 2 April instead of 18 March and the loan approval took longer; the reservation agreement runs until 30 April.",
   "procedures": [{"name": "Making a parent's flat safe after a hip fracture", "steps": ["Second handrail on the stairs", "Bath board, grab rails, non-slip mat", "Raised toilet seat", "Clear rugs and cables; night lights",
                   "Emergency alarm with fall detection", "Key safe", "Home care service", "Apply for the care allowance", "Daily phone routine"]}],
   "decisions": [{"decision": "Věra returns to her own flat in Uničov on 1 May 2025 instead of staying with the family", "rationale": "Misses her neighbours, allotment and church choir; wants her independence"},
                 {"decision": "Alarm button with fall detection (490 Kč a month) and weekday lunches from the pečovatelská služba", "rationale": "Safety living alone"},
                 {"decision": "Chata signing moved to 24 April 2025", "rationale": "Modrá pyramida's valuation was delayed to 2 April, so loan approval took longer"}],
   "outcomes": ["Care allowance application sent", "Věra walking with one crutch"]}),
 ("2025-05-11", "My first orienteering race, and the chata is signed", [
   ("user", "I survived my first race! The Jarní pohár Hané on 27 April: I ran P4, 3.2 km with 11 controls, and it took me 61 minutes. I lost ten minutes looking for control 7 in a patch of green, and I overshot control 9, but I finished and punched everything. "
            "Radim was very proud. I've joined OB Třesín properly, 1,800 Kč a year including the federation registration. I want to get better and run D50 one day. How should I train? And do I need proper o-shoes?\n\n"
            "The chata: we signed on 24 April at the lawyer's office in Šumperk, the money's in escrow, and the katastr should register us in a few weeks. The sellers left us an old wooden sledge and a mountain of firewood."),
   ("assistant", "Congratulations! 61 minutes with every control punched is a great first race; losing time in the green and overshooting a control are the two things every beginner does. Here's how to build on it.\n\n"
                 "## Learn from each race\n"
                 "1. **Draw your route** on the map afterwards, from memory, and compare it with the best route. Many clubs use Livelox or similar tools if you run with a GPS watch.\n"
                 "2. **Find where you lost time** and why: control 7 was probably a case of going into the green without an attack point.\n"
                 "3. **Ask Radim** how he'd have run the legs you found hard.\n\n"
                 "## A simple weekly plan\n"
                 "- **One club training** with a map each week: many clubs run short exercises (line courses, corridor courses, control picking).\n"
                 "- **One map walk or jog:** take an old map to the forest and practise orienting it and thumbing it, slowly.\n"
                 "- **One or two runs off-road,** including hills, to get used to uneven ground.\n"
                 "- **A race every two or three weeks,** stepping up from P to D50 once you finish P courses without big mistakes.\n\n"
                 "## Technique to work on next\n"
                 "1. **Attack points:** always choose one for each control, especially in green areas.\n"
                 "2. **Aiming off:** aim deliberately to one side of a control on a line feature, so you know which way to turn.\n"
                 "3. **Slow down near the control** and speed up on the easy parts.\n\n"
                 "## Shoes\n"
                 "Trail shoes are fine on dry paths, but in wet forest, on roots and slopes, **orienteering shoes with metal studs** grip much better and are safer on slippery ground. "
                 "If you're going to race regularly, they're the one piece of kit worth buying. Try them on with the socks you'll race in.\n\n"
                 "## The chata\n"
                 "Congratulations on signing! Keep the escrow confirmation and the contract together, and once the katastr registers you, notify the municipality for the waste fee and the tax office for property tax "
                 "(the tax return is due by 31 January of the following year). Firewood and a sledge are a very Jeseníky welcome."),
   ("user", "Bought orienteering shoes with metal studs for 2,300 Kč. Next target: the Jesenický dvoudenní in August, a two-day event near Ramzová, my first in D50."),
   ("assistant", "A two-day event near your new chata is a great target, and you'll have a base for the weekend. Do a few club trainings in steep terrain before then; the Jeseníky is much hillier than Třesín.")],
  {"summary": "The user ran her first orienteering race, the Jarní pohár Hané on 27 April 2025: course P4, 3.2 km, 11 controls, 61 minutes; lost ten minutes at control 7 in the green and overshot control 9, but finished with every control punched; "
              "she joined OB Třesín Litovel (1,800 Kč a year including federation registration). The assistant suggested drawing the route afterwards, finding where time was lost, a weekly plan (club training, map walks, off-road runs, a race every two or three weeks), "
              "attack points, aiming off, slowing near controls, and orienteering shoes with metal studs. She bought o-shoes with metal studs for 2,300 Kč; next target the Jesenický dvoudenní near Ramzová in August, her first in D50. "
              "The chata purchase contract was signed on 24 April 2025 at a lawyer's in Šumperk with the money in escrow; the katastr registration is pending; the assistant reminded her about the waste fee and the property tax return by 31 January.",
   "procedures": [{"name": "Improving at orienteering", "steps": ["Draw your route after each race", "Find where you lost time", "Weekly club training with a map", "Map walks", "Off-road runs",
                   "Race every two or three weeks", "Attack points and aiming off"]}],
   "decisions": [{"decision": "Joined OB Třesín Litovel (1,800 Kč a year)", "rationale": "Wants to improve and race in D50"},
                 {"decision": "Bought orienteering shoes with metal studs (2,300 Kč)", "rationale": "Grip in wet forest and on slopes"}],
   "outcomes": ["First race finished in 61 minutes on P4", "Chata purchase contract signed 24 April 2025"]}),
 ("2025-06-01", "Replacing the septic tank at the chata", [
   ("user", "The chata is officially ours: the katastr registered us on 20 May! First job is the septic tank. We have two quotes:\n"
            "- Jesenická voda servis: a domestic wastewater treatment plant (DČOV) for up to 4 people, 148,000 Kč installed. It needs a water authority permit, a power supply and regular servicing, and the treated water goes into the stream below the plot.\n"
            "- Kanalizace Šumperk s.r.o.: a sealed 10 m³ plastic žumpa, 96,000 Kč installed, emptied by a tanker at about 2,500 Kč a time.\n"
            "We're there most weekends and for a couple of weeks in summer, usually two to four of us. Which one? And the roof: Ing. Hrubý's 150,000 to 200,000 Kč is too much on top of everything this year, so we're going to wait until next year and save up."),
   ("assistant", "Congratulations, chata owners! For a weekend chata this is a common dilemma, and the way you'll use it points fairly clearly in one direction.\n\n"
                 "## The treatment plant (DČOV), 148,000 Kč\n"
                 "- **How it works:** bacteria break down the waste, and they need a **steady daily flow** of wastewater to stay alive.\n"
                 "- **The problem for a chata:** with use only at weekends, the bacteria starve during the week, treatment gets poor, and the outflow into the stream may not meet the permit's limits. Some plants have a holiday mode, but long gaps are still a weakness.\n"
                 "- **Ongoing obligations:** a discharge permit, regular servicing and sometimes sampling of the outflow, plus the electricity.\n"
                 "- **Pros:** no tanker emptying, and it suits a house lived in every day.\n\n"
                 "## The žumpa, 96,000 Kč\n"
                 "- **How it works:** a sealed tank that's emptied by a tanker; nothing goes into the ground or the stream.\n"
                 "- **Running costs:** at two to four people at weekends, using perhaps 80 to 100 litres each a day, you'd fill 10 m³ in roughly 15 to 25 weekends, so **two or three emptyings a year**, about 5,000 to 7,500 Kč.\n"
                 "- **Obligations:** keep the **emptying receipts**; the water authority can ask for them.\n"
                 "- **Pros:** cheaper, simple, and it works whether you're there every day or once a month.\n\n"
                 "## My suggestion\n"
                 "For intermittent weekend use, **the žumpa** is the more sensible choice: 52,000 Kč cheaper, no permit to discharge into the stream, and it doesn't mind being left alone for weeks. "
                 "A treatment plant makes more sense if you ever live there full-time.\n\n"
                 "## Before the work starts\n"
                 "1. **Permission:** ask the building office whether the žumpa needs a permit or just a notification; many installers handle the paperwork.\n"
                 "2. **Access for the tanker:** place it where a tanker can reach it, usually within about 30 to 50 m of a hard track.\n"
                 "3. **The old tank:** have it emptied, then filled in or removed, so it stops leaking near your well.\n"
                 "4. **Ground conditions:** ask what happens to the price if they hit rock; in the Jeseníky that's a real possibility.\n\n"
                 "## The roof\n"
                 "Waiting a year is reasonable as long as the sheets are intact. Check them after storms, keep the gutters clear, and don't walk on them."),
   ("user", "Žumpa it is, with Kanalizace Šumperk. Installation is booked for 14 July and they'll handle the paperwork with the building office. They said rock would be extra, at cost."),
   ("assistant", "Good: ask them to confirm the rock rate in writing, so there are no surprises on the bill. And note the date of the last emptying of the old tank for your records.")],
  {"summary": "The chata was registered in the user's and Petr's names in the katastr on 20 May 2025. Septic tank replacement quotes: Jesenická voda servis, a domestic wastewater treatment plant (DČOV) for up to 4 people, 148,000 Kč, needing a permit, power and servicing, discharging into the stream; "
              "Kanalizace Šumperk s.r.o., a sealed 10 m³ plastic žumpa, 96,000 Kč, emptying about 2,500 Kč a time. The family uses the chata most weekends and two weeks in summer, two to four people. "
              "The assistant recommended the žumpa: a treatment plant's bacteria need a steady daily flow and starve with weekend-only use; the žumpa is 52,000 Kč cheaper, needs no discharge permit and suits intermittent use; two or three emptyings a year; keep receipts; "
              "check permission, tanker access, the old tank and the rock price. The user chose the žumpa by Kanalizace Šumperk, installation 14 July 2025, rock extra at cost. The roof replacement is postponed to next year to save up.",
   "procedures": [{"name": "Before installing a žumpa", "steps": ["Ask the building office about a permit or notification", "Place it within reach of a tanker", "Empty and fill in or remove the old tank", "Agree the price for hitting rock"]}],
   "decisions": [{"decision": "Sealed 10 m³ žumpa by Kanalizace Šumperk for 96,000 Kč rather than a treatment plant", "rationale": "Weekend-only use would starve a treatment plant's bacteria; cheaper, no discharge permit"},
                 {"decision": "Postpone the roof replacement to next year", "rationale": "Too much on top of this year's costs; save up"}],
   "outcomes": ["Registered as owners in the katastr on 20 May 2025", "Žumpa installation booked for 14 July 2025"]}),
 ("2025-06-29", "Should I start a DIP for retirement?", [
   ("user", "Money question. I'm 51. Apart from the state pension I have supplementary pension savings (doplňkové penzijní spoření) with ČSOB Penzijní společnost: I pay in 1,000 Kč a month and my employer adds another 1,000 Kč. "
            "I keep reading about the new DIP, the long-term investment product. Should I open one, and how much should I put in? The Modrá pyramida payment is about 9,600 Kč a month and we manage it fine, and we have an emergency fund of about four months' spending."),
   ("assistant", "Good timing: a DIP is worth considering at 51, mainly for the tax relief. I'm not a financial adviser and tax rules change, so check the current details, but here's how it works.\n\n"
                 "## What a DIP is\n"
                 "The **dlouhodobý investiční produkt** was introduced in 2024. It's a wrapper, not a fund: you choose investments (funds, ETFs, sometimes shares) inside an account held with a bank, broker or investment company.\n\n"
                 "## The tax relief\n"
                 "1. **A deduction from your taxable income** of up to **48,000 Kč a year**, combined across the DIP, supplementary pension savings and private life insurance. At the 15% rate that's **up to 7,200 Kč a year** back in tax.\n"
                 "2. **Your pension savings:** only the part of your own contributions above 1,700 Kč a month counts towards the deduction, so your current 1,000 Kč a month uses none of it.\n"
                 "3. **Employer contributions** to a DIP are also tax-free for you up to a combined yearly limit, which is worth asking your employer about.\n\n"
                 "## The conditions\n"
                 "- You have to keep the money in until **age 60 and for at least 10 years**. Opening it at 51 means you could take it out at 61.\n"
                 "- If you withdraw early, the tax relief has to be paid back.\n\n"
                 "## How much?\n"
                 "- **4,000 Kč a month** uses the full 48,000 Kč limit.\n"
                 "- **2,000 Kč a month** (24,000 Kč a year) gets you 3,600 Kč back and is a comfortable start if you still have chata costs ahead.\n"
                 "Keep your emergency fund intact first: with a roof to pay for next year, don't lock away money you may need.\n\n"
                 "## What to invest in\n"
                 "With at least ten years to go, a **low-cost global equity fund or ETF** is the usual core. Compare the provider's fees: a difference of 1% a year matters a lot over a decade.\n\n"
                 "## Keep the pension savings?\n"
                 "Yes: your employer's 1,000 Kč a month plus the state contribution make it worth keeping at least at the level you pay now."),
   ("user", "Done: I've opened a DIP with Portu, 2,000 Kč a month into a global equity ETF portfolio, starting in July. I'll look again in the autumn once the žumpa is paid for."),
   ("assistant", "A good start. Keep the annual certificate Portu sends you for your tax return, and review the amount in the autumn as planned.")],
  {"summary": "The user, 51, has supplementary pension savings with ČSOB Penzijní společnost (1,000 Kč a month plus 1,000 Kč from her employer), an emergency fund of about four months and the Modrá pyramida payment of about 9,600 Kč a month. "
              "The assistant (not a financial adviser) explained the DIP (since 2024): a tax deduction of up to 48,000 Kč a year combined with pension savings and life insurance (up to 7,200 Kč back), only pension contributions above 1,700 Kč a month count, "
              "money locked until 60 and at least 10 years, 4,000 Kč a month uses the full limit, keep the emergency fund, a low-cost global equity fund, keep the pension savings. "
              "She opened a DIP with Portu, 2,000 Kč a month into a global equity ETF portfolio from July 2025, to review in the autumn.",
   "decisions": [{"decision": "Opened a DIP with Portu, 2,000 Kč a month from July 2025, global equity ETFs", "rationale": "Tax relief; a comfortable start with chata costs still ahead"},
                 {"decision": "Keep the supplementary pension savings", "rationale": "Employer adds 1,000 Kč a month"}],
   "outcomes": ["DIP contributions 2,000 Kč a month"]}),
 ("2025-07-27", "Mourek's kidney values have gone up", [
   ("user", "Mourek update. His T4 came down nicely to 32 at the March recheck, and he's put on 600 g, he's 4.3 kg now, and no more yowling. But this month's bloods show his creatinine has gone up from 140 to 190 µmol/l. "
            "MVDr. Dvořáková has reduced his Felimazole to 2.5 mg once a day and wants to recheck in September. Is this the kidney thing you warned me about? Should I be worried?\n\n"
            "And the žumpa didn't go in on 14 July: Kanalizace Šumperk's digger broke down the week before, so it's now 4 August."),
   ("assistant", "Yes, this is very likely what I mentioned in February: with the thyroid under control, blood flow through his kidneys has dropped back to normal, and that shows how well they really work. "
                 "A rise like this is common, and your vet's response, a lower dose and a recheck, is the usual one. Again, I'm not a vet, but here's the background.\n\n"
                 "## What the numbers mean\n"
                 "- **Creatinine of 190 µmol/l** in a cat would usually fall into **IRIS stage 2** chronic kidney disease, which is mild to moderate. Many cats live for years at this stage.\n"
                 "- Vets often also look at **SDMA** and a urine test (specific gravity and protein) to stage it more precisely.\n"
                 "- **The balance:** the aim is usually a T4 in the low-normal range without pushing the kidneys too hard. That's exactly why the dose was reduced.\n\n"
                 "## What helps cats with early kidney disease\n"
                 "1. **Water, water, water:** wet food, a water fountain, several bowls around the house.\n"
                 "2. **A kidney diet** once he's stable, if the vet recommends it; it's one of the best-proven treatments.\n"
                 "3. **Blood pressure checks:** high blood pressure is common with both conditions.\n"
                 "4. **Regular weighing,** as before: losing weight again could mean the thyroid or the kidneys need attention.\n\n"
                 "## Questions for the September recheck\n"
                 "1. Which IRIS stage is he, and do we need SDMA or a urine test?\n"
                 "2. What T4 are we aiming for?\n"
                 "3. When should he start a kidney diet, and which one?\n"
                 "4. Should we check his blood pressure?\n\n"
                 "## The žumpa\n"
                 "A broken digger is a very chata kind of delay. Confirm the 4 August date in writing and check the rock price still stands."),
   ("user", "She did mention a kidney diet once he's settled on the new dose. We've bought a water fountain for 890 Kč; so far he thinks it's a toy."),
   ("assistant", "A cat who plays with his water is a cat who drinks more of it, so that's a win. Good luck at the September recheck.")],
  {"summary": "Mourek's T4 came down to 32 at the March recheck, he gained 600 g (now 4.3 kg) and stopped yowling; July bloods showed creatinine up from 140 to 190 µmol/l, so MVDr. Dvořáková reduced his Felimazole to 2.5 mg once a day, recheck in September 2025. "
              "The assistant (not a vet) said this is likely kidney disease unmasked by treating the thyroid, probably IRIS stage 2, and suggested SDMA and urine tests, aiming for a low-normal T4, water (wet food, a fountain), a kidney diet, blood pressure checks and weighing. "
              "The user bought a water fountain for 890 Kč; the vet mentioned a kidney diet later. The žumpa installation moved from 14 July to 4 August 2025 because the contractor's digger broke down.",
   "decisions": [{"decision": "Mourek's Felimazole reduced to 2.5 mg once a day", "rationale": "His kidney values (creatinine) rose from 140 to 190 µmol/l"},
                 {"decision": "Žumpa installation moved to 4 August 2025", "rationale": "Kanalizace Šumperk's digger broke down"}],
   "outcomes": ["Mourek 4.3 kg, T4 32", "Water fountain 890 Kč"]}),
 ("2025-08-24", "A two-day race in the Jeseníky and night orienteering", [
   ("user", "The Jesenický dvoudenní near Ramzová on 16 and 17 August: my first two-day event and my first in D50! Day 1 I was 14th of 22, day 2 9th of 22, and 11th overall. On day 2 I used an attack point for every control like you said and had no big mistakes. "
            "Boulder fields and bilberry everywhere, my legs are still recovering. Radim won H55, of course. We stayed at the chata, which was perfect.\n\n"
            "The žumpa went in on 4 and 5 August. Final bill 104,500 Kč: the 96,000 plus 8,500 because they hit rock and needed a hydraulic breaker. "
            "And Mum's care allowance came through: level II, 4,400 Kč a month, backdated to April. She's been home since 1 May and is already back in the choir.\n\n"
            "Next: the club has a night race in October, the Noční Třesín. What do I need for night orienteering?"),
   ("assistant", "11th overall in your first D50 event, with a clean second day, is a real step up, and a chata as a race base is the dream. Congratulations to your mum too. Now, the dark.\n\n"
                 "## What changes at night\n"
                 "1. **You see only what your torch shows you,** so small features and distant landmarks disappear. Navigation relies more on the compass and on distance.\n"
                 "2. **Pace counting becomes essential:** count double steps over 100 m on a path and in the forest before the race, so you know how far you've gone.\n"
                 "3. **Controls have reflective markings,** so they light up when your beam hits them, which helps in the last 20 metres.\n"
                 "4. **Choose safer routes:** paths and big features, even if longer. Night races reward clean, steady running.\n\n"
                 "## The head torch\n"
                 "This is the one essential purchase:\n"
                 "- **Brightness:** at least 800 to 1,500 lumens for running in forest.\n"
                 "- **Beam:** a mix of a wide flood (for your feet) and a spot (for looking ahead).\n"
                 "- **Battery:** at least 90 minutes at full power; many runners carry the battery at the back of the head or on a belt.\n"
                 "- **A strap that doesn't bounce,** with a top strap.\n"
                 "- Carry a small spare light in case the main one fails.\n\n"
                 "## Practise first\n"
                 "1. Do one or two club trainings in the dark before the race, or a map walk with the torch.\n"
                 "2. Run with a partner the first time if the rules allow.\n"
                 "3. Tell someone your finish time and carry your phone.\n\n"
                 "## The žumpa\n"
                 "8,500 Kč for rock is at the reasonable end for a hydraulic breaker. Keep the final invoice and the paperwork from the building office with the property documents."),
   ("user", "I've ordered a 1,200-lumen head torch for 3,200 Kč, and Radim is taking me on a night training in September."),
   ("assistant", "Perfect. Practise reading the map in the torchlight with your thumb compass, and tilt the beam slightly down for the rough ground. Enjoy the dark!")],
  {"summary": "The user ran the Jesenický dvoudenní near Ramzová on 16-17 August 2025, her first two-day event and first in D50: 14th of 22 on day 1, 9th of 22 on day 2, 11th overall; she used attack points on day 2; Radim won H55; they stayed at the chata. "
              "The žumpa was installed on 4-5 August 2025; final bill 104,500 Kč (96,000 Kč plus 8,500 Kč for rock needing a hydraulic breaker). "
              "Věra's care allowance was granted at level II, 4,400 Kč a month, backdated to April; she has been home in Uničov since 1 May and is back in the choir. "
              "The assistant explained night orienteering (torchlight only, compass and pace counting, reflective controls, safer routes), what head torch to buy (800-1,500 lumens, flood and spot, 90 minutes of battery, stable strap, spare light) and practising first. "
              "She ordered a 1,200-lumen head torch for 3,200 Kč; night race Noční Třesín in October.",
   "procedures": [{"name": "Preparing for night orienteering", "steps": ["Learn your pace count", "Use the compass and distance", "Prefer safer routes", "A 800-1,500 lumen head torch with flood and spot",
                   "Carry a spare light", "Practise in the dark first", "Tell someone your finish time"]}],
   "decisions": [{"decision": "Bought a 1,200-lumen head torch (3,200 Kč)", "rationale": "For the Noční Třesín night race in October"}],
   "outcomes": ["Jesenický dvoudenní 11th of 22 in D50", "Žumpa installed 4-5 August 2025, final bill 104,500 Kč", "Care allowance level II, 4,400 Kč a month"]}),
 ("2025-09-21", "The chata stove failed its chimney inspection, and a roofer with a gap", [
   ("user", "Chata news, not all good. The chimney sweep did the inspection (revize spalinové cesty) on 13 September and the old stove failed: the firebox is cracked and the flue connection leaks. The chimney also needs a stainless steel liner. "
            "We want to use the chata in winter, so we got quotes: a new 7 kW stove for 34,000 Kč and the liner with installation for 27,500 Kč.\n\n"
            "Then a surprise: Střechy Kovář from Šumperk, who quoted us for the roof for next year, have had a cancellation and could do it on 13 to 17 October for 186,000 Kč, including removing the eternit. "
            "We'd planned to wait a year. We have about 120,000 Kč left in savings after the žumpa, and Modrá pyramida says they'd top up the loan by 200,000 Kč. Do we do both now?\n\n"
            "Family news: Klára has moved out of her student residence in Brno into a shared flat in Královo Pole with two other vet students, 7,500 Kč a month for her share. We give her 6,000 Kč a month."),
   ("assistant", "A failed stove is frustrating, but far better found by the chimney sweep than by a carbon monoxide alarm. Let's take it in order.\n\n"
                 "## 1. The stove and liner: do it now\n"
                 "- **Don't light the old stove again,** even once: a cracked firebox and a leaking flue connection can let carbon monoxide into the room.\n"
                 "- The new stove and liner (61,500 Kč together) are the price of using the chata in winter at all.\n"
                 "- After installation you'll need a new inspection report before you use it; keep it with your insurance documents.\n"
                 "- Fit a **carbon monoxide alarm** in the main room and a smoke alarm, whatever you decide.\n\n"
                 "## 2. The roof: now or next year?\n"
                 "### Reasons to do it now\n"
                 "1. **Availability:** good roofers in the mountains are booked months ahead; a cancellation slot is valuable.\n"
                 "2. **Before winter:** the old sheets are at the end of their life, and snow load and frost can crack brittle eternit, which is worse with asbestos.\n"
                 "3. **Price certainty:** next year's quote may be higher.\n\n"
                 "### Reasons to wait\n"
                 "1. **Your cash buffer:** paying 247,500 Kč for both jobs from savings would empty your reserve.\n"
                 "2. **More debt:** a 200,000 Kč top-up adds to your monthly payment.\n\n"
                 "### A middle way\n"
                 "Use the **200,000 Kč top-up** for most of the roof, pay the stove and the rest from savings, and keep at least **two to three months' spending** in reserve. "
                 "If that works on paper, doing both now is sensible: the roof has to be done within a year anyway, and the slot is before winter.\n\n"
                 "## Before you say yes to the roofer\n"
                 "1. **A written contract** with the price, the dates and what's included (asbestos removal, disposal documents, new battens, gutters, flashing around the chimney).\n"
                 "2. **Proof of asbestos licensing** and the disposal certificate as hazardous waste.\n"
                 "3. **Agree what happens if they find rotten timber:** a price per metre or per piece.\n"
                 "4. **Coordinate with the liner:** the chimney flashing and the liner top should be done in the right order.\n\n"
                 "## Klára\n"
                 "Moving into a shared flat in second year is very normal. With 7,500 Kč rent and 6,000 Kč from you, she'll need income or a grant to cover the rest plus food. A part-time job related to her studies, "
                 "such as at a vet clinic or an animal shelter, is worth her looking into."),
   ("user", "We're doing both. Stove and liner first (fitted 2 October), then the roof with Střechy Kovář on 13 to 17 October. Modrá pyramida is topping up the loan by 200,000 Kč. "
            "And Klára already works Saturdays at a small-animal clinic in Brno, she loves it, she even did her first cat blood sample on her own."),
   ("assistant", "Great decision, and a busy October. Put the CO alarm in before the first fire. And well done to Klára: a Saturday job at a clinic is experience money can't buy for a vet student.")],
  {"summary": "On 13 September 2025 the chimney sweep's inspection failed the chata's old stove (cracked firebox, leaking flue connection); the chimney needs a stainless liner; quotes: a 7 kW stove 34,000 Kč and the liner with installation 27,500 Kč. "
              "Střechy Kovář from Šumperk offered a cancellation slot to replace the roof on 13-17 October 2025 for 186,000 Kč including eternit removal, instead of next year; savings about 120,000 Kč; Modrá pyramida offered a 200,000 Kč top-up. "
              "The assistant said not to light the old stove, to replace the stove and liner now, fit CO and smoke alarms, and weighed the roof (availability, before winter, price certainty against the cash buffer and more debt), "
              "suggesting the top-up and keeping two to three months' reserve, with a written contract, asbestos licence and disposal certificate, a rate for rotten timber and coordination with the liner. "
              "The user decided to do both: stove and liner fitted on 2 October, roof on 13-17 October, loan top-up of 200,000 Kč. "
              "Klára moved from her student residence into a shared flat in Královo Pole, Brno, with two other vet students (7,500 Kč a month); her parents give her 6,000 Kč a month; she works Saturdays at a small-animal clinic.",
   "procedures": [{"name": "Before agreeing a roof replacement with asbestos", "steps": ["Written contract with price, dates and inclusions", "Proof of asbestos licence and disposal certificate",
                   "Agree a rate for rotten timber", "Coordinate the chimney flashing with the liner"]}],
   "decisions": [{"decision": "Replace the chata stove (34,000 Kč) and fit a chimney liner (27,500 Kč)", "rationale": "The old stove failed the chimney inspection; they want to use the chata in winter"},
                 {"decision": "Bring the roof forward to 13-17 October 2025 with Střechy Kovář (186,000 Kč)", "rationale": "A cancellation slot before winter; the eternit was at the end of its life"},
                 {"decision": "Modrá pyramida loan top-up of 200,000 Kč", "rationale": "To pay for the roof without emptying savings"}],
   "outcomes": ["Old stove failed the chimney inspection", "Klára living in a shared flat in Královo Pole"]}),
 ("2025-10-26", "A new roof, a night race and winterising the chata", [
   ("user", "The roof is done! Střechy Kovář started on 13 October as planned but finished on Saturday the 18th, a day late, because it rained on the Thursday. The final price was 191,400 Kč: the 186,000 plus 5,400 for two rotten rafter ends. "
            "The new stove passed its inspection on 4 October and we spent the first cold weekend there; Mourek came too and slept on the bench by the stove all weekend.\n\n"
            "The night race, Noční Třesín on 11 October: I got lost twice but finished 6th of 9 in D50, and I loved it. "
            "Money: Petr has a long contract translating for the Regional Court in Olomouc, so I've increased my DIP from 2,000 to 3,000 Kč a month from October.\n\n"
            "Question: how do we winterise the chata for the weeks we're not there? The water comes from the well with an electric pump."),
   ("assistant", "A new roof before the first snow, a working stove and a cat who has found the warmest spot in the Jeseníky: that's a good autumn. And 6th in your first night race, getting lost twice, is impressive. Here's how to winterise.\n\n"
                 "## Water: the most important part\n"
                 "Frozen pipes are the most common and most expensive winter damage in chatas.\n"
                 "1. **Switch off the pump** and close the main valve from the well.\n"
                 "2. **Open every tap,** hot and cold, and leave them open.\n"
                 "3. **Drain the pipes** at their lowest point; if there's no drain valve, a plumber can fit one cheaply. Some people blow the pipes through with a compressor.\n"
                 "4. **Empty the water heater** and the pump's pressure vessel.\n"
                 "5. **Flush the toilet and empty the cistern,** then pour a little non-toxic antifreeze (the kind for caravans) into the toilet bowl and every sink and shower trap.\n"
                 "6. **A note on the door** listing what you've drained, so nobody turns the pump on with the valves open.\n\n"
                 "## The žumpa\n"
                 "Have it emptied before the frost if it's more than half full, and check the lid is secure so snow and meltwater don't get in.\n\n"
                 "## Heat and electricity\n"
                 "- If you want to come up at short notice, a small **frost-protection heater** with a thermostat set to 5 °C in the room with the pipes is an option; otherwise drain everything.\n"
                 "- Turn off everything else at the fuse box except what needs to stay on.\n"
                 "- Clean the stove and empty the ash; never leave ash in a bucket indoors.\n\n"
                 "## The building\n"
                 "1. **Gutters** cleared after the leaves fall.\n"
                 "2. **Mice:** no food left out, tins and glass only, and block gaps around pipes with wire wool.\n"
                 "3. **Ventilation:** leave interior doors open and the curtains slightly open to reduce condensation and mould.\n"
                 "4. **Snow:** with a new roof you're in good shape, but ask a neighbour to tell you if there's a heavy fall.\n\n"
                 "## Insurance and neighbours\n"
                 "- Check your policy's conditions for an unoccupied building; some require regular visits or drained pipes.\n"
                 "- Leave a phone number with a trusted neighbour."),
   ("user", "Perfect. The neighbour below us, pan Šebesta, has offered to look in every couple of weeks. I'll make a laminated checklist for the door."),
   ("assistant", "A neighbour who looks in is worth more than any gadget. Pan Šebesta deserves a bottle of something good at Christmas.")],
  {"summary": "Střechy Kovář started the chata roof on 13 October 2025 and finished on 18 October, a day late because of rain; final price 191,400 Kč (186,000 Kč plus 5,400 Kč for two rotten rafter ends). "
              "The new stove passed its inspection on 4 October; the family spent the first cold weekend at the chata and Mourek slept on the bench by the stove. "
              "The user finished 6th of 9 in D50 at the Noční Třesín night race on 11 October 2025 after getting lost twice, and loved it. Petr has a long contract translating for the Regional Court in Olomouc; the user increased her DIP from 2,000 to 3,000 Kč a month from October 2025. "
              "The assistant gave winterising steps: switch off the pump, open taps, drain the pipes, water heater and pressure vessel, antifreeze in the toilet and traps, a note on the door; empty the žumpa; a frost heater or drain everything; "
              "clean the stove; gutters, mice, ventilation, snow; insurance conditions and a neighbour. Neighbour pan Šebesta will look in every couple of weeks.",
   "procedures": [{"name": "Winterising the chata", "steps": ["Switch off the pump and close the well valve", "Open every tap", "Drain the pipes at the lowest point", "Empty the water heater and pressure vessel",
                   "Empty the cistern; antifreeze in the toilet and traps", "Note on the door", "Empty the žumpa if half full", "Clean the stove", "Gutters, mice, ventilation",
                   "Check the insurance conditions", "Ask a neighbour to look in"]}],
   "decisions": [{"decision": "DIP increased from 2,000 to 3,000 Kč a month from October 2025", "rationale": "Petr's long translation contract with the Regional Court in Olomouc"}],
   "outcomes": ["New roof finished 18 October 2025, 191,400 Kč", "New stove passed inspection 4 October 2025", "Noční Třesín 6th of 9 in D50"]}),
 ("2025-11-16", "Adding up the chata, and extra money: loan or DIP?", [
   ("user", "End-of-year check. Can you add up what the chata has cost us this year? Purchase 2,280,000 Kč, the žumpa 104,500, the stove and liner 61,500 and the roof 191,400, not counting the lawyer and the katastr fee. "
            "Other news: Mourek's September recheck was good, creatinine stable at 185 and T4 in range, still on 2.5 mg once a day, and he's been on a kidney diet since October. "
            "Mum's been home since May without a single fall and turns 79 on 30 November; we're having her birthday lunch at the chata if the road's clear.\n\n"
            "Question: with Petr's court contract we'll have some extra money next year. Should we pay off part of the Modrá pyramida loan early, or put more into my DIP?"),
   ("assistant", "What a year! Here's the tally, then the question of where extra money should go.\n\n"
                 "## The chata in 2025\n"
                 "| Item | Cost |\n"
                 "|---|---|\n"
                 "| Purchase | 2,280,000 Kč |\n"
                 "| Žumpa | 104,500 Kč |\n"
                 "| Stove and liner | 61,500 Kč |\n"
                 "| Roof | 191,400 Kč |\n"
                 "| **Total** | **2,637,400 Kč** |\n\n"
                 "Plus the survey (4,800 Kč), the lawyer and escrow, and the 2,000 Kč katastr fee. Keep every invoice: if you ever sell, the improvements matter.\n\n"
                 "## Loan or DIP?\n"
                 "### 1. Fill the DIP up to the tax limit first\n"
                 "At 3,000 Kč a month you deduct 36,000 Kč a year. Going to **4,000 Kč a month** uses the full 48,000 Kč and gives you an extra 1,800 Kč a year in tax back, an instant 15% return on the extra 12,000 Kč, before any investment growth. "
                 "That beats the loan's 5.19%.\n\n"
                 "### 2. Then overpay the loan\n"
                 "Every crown paid off the Modrá pyramida loan earns a guaranteed 5.19%, tax-free and without risk. Check the conditions for extra payments (minimum amounts, whether the payment or the term is reduced).\n\n"
                 "### 3. But first, your reserve\n"
                 "After the stove and the roof, rebuild the emergency fund to three to six months' spending before anything else. Chatas find new problems.\n\n"
                 "### 4. Budget for running costs\n"
                 "Next year's chata costs will include property tax, the municipal waste fee, insurance, electricity, two or three žumpa emptyings, an annual chimney inspection and firewood.\n\n"
                 "## Everyone else\n"
                 "Mourek's stable values on the kidney diet are the best possible news, and a 79th birthday at the chata without a fall all year is a lovely way to end 2025. Happy birthday to your mum!"),
   ("user", "Agreed: the emergency fund back up first, then the DIP goes to 4,000 Kč a month from January, and anything extra goes to the loan."),
   ("assistant", "A clear plan. Put a reminder in for January to change the Portu standing order, and another in March to check the emergency fund before the first overpayment.")],
  {"summary": "The chata cost 2,637,400 Kč in 2025: purchase 2,280,000 Kč, žumpa 104,500 Kč, stove and liner 61,500 Kč, roof 191,400 Kč, plus the survey (4,800 Kč), lawyer, escrow and the 2,000 Kč katastr fee. "
              "Mourek's September recheck: creatinine stable at 185, T4 in range, still 2.5 mg once a day; kidney diet since October 2025. Věra has had no falls since going home in May and turns 79 on 30 November 2025; birthday lunch planned at the chata. "
              "The assistant advised filling the DIP to the 48,000 Kč tax limit (4,000 Kč a month) first, then overpaying the 5.19% Modrá pyramida loan, after rebuilding the emergency fund, and budgeting for the chata's running costs. "
              "The user decided: rebuild the emergency fund, then raise the DIP to 4,000 Kč a month from January 2026 and put anything extra towards the loan.",
   "decisions": [{"decision": "DIP to rise from 3,000 to 4,000 Kč a month from January 2026", "rationale": "Uses the full 48,000 Kč tax deduction, better than the loan's 5.19%"},
                 {"decision": "Extra money to overpay the Modrá pyramida loan after the emergency fund is rebuilt", "rationale": "A guaranteed 5.19% return"}],
   "outcomes": ["Chata total 2025: 2,637,400 Kč", "Mourek stable on 2.5 mg once a day and a kidney diet", "Věra no falls since May"]}),
]

QUESTIONS_68 = [
 # single facts the user said about herself, her family, her cat and her things
 ("How old am I?", "51"),
 ("What do I do for work?", "hydrologist at Povodí Moravy in Olomouc"),
 ("What does Petr do for work?", "court interpreter (German)"),
 ("What's our cat called?", "Mourek (a 13-year-old tabby)"),
 ("What is Klára studying?", "veterinary medicine in Brno"),
 ("Where does my mum live?", "in her own flat in Uničov"),
 ("Who surveyed the chata for us?", "Ing. Miroslav Hrubý from Šumperk"),
 ("What did the vet diagnose Mourek with?", "hyperthyroidism (an overactive thyroid)"),
 ("Which orienteering club did I join?", "OB Třesín Litovel"),
 ("Where is our chata?", "above Loučná nad Desnou in the Jeseníky"),
 ("How does Petr get Mourek to take his tablets?", "he hides them in a bit of liver pâté"),
 # when
 ("When did Mum break her hip?", "8 January 2025 (operated on the next day)"),
 ("When did we sign the purchase contract for the chata?", "24 April 2025 (moved from 10 April)"),
 ("When were we registered as the chata's owners in the katastr?", "20 May 2025"),
 ("When was my first orienteering race?", "Sunday 27 April 2025 (Jarní pohár Hané)"),
 ("When is Mum's birthday?", "30 November (she turns 79 in 2025)"),
 # lists across chats
 ("Which orienteering races have I run?", "Jarní pohár Hané (27 April), Jesenický dvoudenní (16-17 August) and the Noční Třesín night race (11 October)"),
 ("What did the surveyor find wrong with the chata?", "a leaking septic tank without a permit, an eternit roof at the end of its life and a damp cellar"),
 ("What orienteering kit have I bought?", "a thumb compass, orienteering shoes with metal studs and a head torch"),
 ("What help does Mum have at home?", "an alarm button with fall detection, weekday lunches from the pečovatelská služba, a second handrail and the care allowance (level II)"),
 ("What work have we had done on the chata?", "a new žumpa, a new stove with a chimney liner and a new roof (eternit removed)"),
 ("Where has Mum stayed since she broke her hip?", "FN Olomouc hospital, with us in Litovel, Lázně Slatinice (spa rehab), then back home in Uničov"),
 # latest value of something that changed
 ("How much did we pay for the chata?", "2,280,000 Kč (asking price 2,450,000 Kč)"),
 ("What dose of Felimazole is Mourek on?", "2.5 mg once a day"),
 ("How much am I putting into my DIP each month?", "3,000 Kč (4,000 Kč from January 2026)"),
 ("Where does Klára live now?", "a shared flat in Královo Pole, Brno"),
 # yes/no
 ("Did we put a wastewater treatment plant in at the chata?", "No (a sealed žumpa)"),
 ("Did Mum move in with us for good?", "No"),
 ("Did I finish my first orienteering race?", "Yes"),
 # why
 ("Why did the signing of the chata purchase move?", "Modrá pyramida's valuer came late (2 April), so the loan approval took longer"),
 ("Why did we choose a žumpa instead of a treatment plant?", "we only use the chata at weekends and a treatment plant's bacteria need a steady flow; the žumpa was also cheaper"),
 ("Why did the vet reduce Mourek's tablets?", "his kidney values (creatinine) went up"),
 # what the assistant told or recommended
 ("What did you tell me about the eternit roof?", "don't cut, drill or pressure-wash it; have it removed by a licensed asbestos firm as hazardous waste"),
 ("What did you tell me to have tested before buying the chata?", "the well water, by an accredited lab"),
 # amounts
 ("How much is Mum's care allowance?", "4,400 Kč a month (level II)"),
 ("How much has the chata cost us altogether?", "2,637,400 Kč (plus the survey, lawyer and katastr fees)"),
 # inference
 ("Would Mum want to move into a care home?", "Likely no"),
 ("Would Klára be squeamish about handling a sick animal?", "Likely no"),
 # not in the archive
 ("What car do we drive?", "Not mentioned in my chats"),
 ("What's the name of Ondřej's school?", "Not mentioned in my chats"),
]


def assistant_chats_26_at(folder):
    """The archive of CHATS_68 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a26c", CHATS_68, "claude")


@pytest.fixture(scope="module")
def assistant_chats_26(tmp_path_factory):
    return assistant_chats_26_at(tmp_path_factory.mktemp("assistant26"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_68, "assistant 26")


def test_the_archive_finds_the_cat(assistant_chats_26):
    assert assistant_chats_26.search("Mourek").results
