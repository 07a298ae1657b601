"""A fortieth written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind with its questions and gold answers before any run of
`kbsearch answer` on it, and without reading the answer rules. A watchmaker in Ballarat,
Victoria, Australia, Maeve Kirkland, 37, who rents a weatherboard cottage in Soldiers Hill with her
partner Tom Nowak, a greenkeeper, and Pip, a red kelpie cross. She chats with ChatGPT from January
to December 2025: the jeweller she has worked for since 2016 is sold to a Melbourne chain and she
opens her own workshop (a start date that slips, a rent she talks down, equipment bought over the
year, a tower clock contract in Clunes, GST, an hourly rate that goes up), a grass seed in the
dog's ear and a dental, learning to row on Lake Wendouree and racing a masters quad (a crew that
changes, erg times that fall, a back injury), her mother's Mohs surgery for a skin cancer, Tom's
40th birthday weekend that is moved and his new job, an old neighbour's cat taken in, and buying
a first home (a rent rise, pre-approval, an offer withdrawn after the building inspection, an
auction won), with facts the user updates later (her job, Tom's job, the rent, her rate, her erg
time). bench/answer_conversations.py asks every question ("assistant 40")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_96 = [
 ("2025-01-09", "Thinking about going out on my own as a watchmaker", [
   ("user", "Hi! Bit of a career question. I'm Maeve, I'm 37, and I'm a watchmaker in Ballarat. I've been the bench watchmaker at Hocking & Sons Jewellers on Sturt Street for nine years: "
            "servicing mechanical watches, pressure testing, crystals, the odd carriage clock or mantel clock when someone brings one in. Before that I did a four-year apprenticeship at a Swiss brand's service centre in the Melbourne CBD. "
            "The owner, Ray Hocking, is 71 and told us at the Christmas party that he's selling the business sometime this year. Nobody knows who'll buy it or whether they'll even want a watchmaker. "
            "My partner Tom thinks I should set up on my own. What would that actually involve? For context: I'm not moving back to Melbourne. Four years of two hours a day on the Sunbury line nearly broke me."),
   ("assistant", "That's an unsettling thing to hear at a Christmas party, but it's also a good moment to think it through calmly, while you still have a salary. "
                 "Here's an overview of what going out on your own as a watchmaker in Victoria would involve. I'm not an accountant or a lawyer, so treat the tax and legal points as questions to check, not final answers.\n\n"
                 "## 1. Find out what the sale means for you\n"
                 "Before anything else, have a frank conversation with Ray:\n"
                 "- **Timing:** when does he expect to sell, and is he talking to anyone yet?\n"
                 "- **Your entitlements:** what happens to your job, your accrued annual leave and long service leave if the new owner doesn't keep you on. In Victoria, long service leave kicks in after seven years, so you've already earned some.\n"
                 "- **His customers:** would he refer his watch repair customers to you if the buyer doesn't want a watchmaker? A jeweller's repair book is often worth more than its stock.\n\n"
                 "## 2. The paperwork\n"
                 "1. **An ABN** (free, through the Australian Business Register) and, if you trade under a name other than your own, a **registered business name** with ASIC.\n"
                 "2. **A separate business bank account** from day one.\n"
                 "3. **GST:** you only *have* to register once your turnover reaches (or is expected to reach) **$75,000 a year**. Many one-person repair businesses start below that.\n"
                 "4. **Insurance.** This is the one watchmakers most often get wrong:\n"
                 "   - **Public liability** (customers in your premises).\n"
                 "   - **Cover for customers' goods in your care.** A standard policy often excludes property that isn't yours. If a $15,000 watch is stolen from your bench, you want to know who pays.\n"
                 "   - Contents and tools cover, and income protection if you can afford it.\n\n"
                 "## 3. Parts: the hidden risk\n"
                 "Several big Swiss groups have restricted spare parts to their own service centres and accredited workshops for years. As an independent you may not be able to buy parts for some current brands. "
                 "Before you commit, find out:\n"
                 "- Which **parts accounts** you could open as an independent (material houses, some brands' independent programmes).\n"
                 "- How much of Hocking's work is **vintage, Japanese or non-restricted** movements, where parts are easier.\n"
                 "- Whether you'd be happy to specialise: vintage watches, clocks, or restorations.\n\n"
                 "## 4. Where to work\n"
                 "- **At home:** cheapest, but check the council's rules on home-based businesses, think about customers coming to your house, and security for other people's watches.\n"
                 "- **A small room in town:** costs rent, but gives you a shopfront address, walk-in customers and a clear line between work and home.\n\n"
                 "## 5. Equipment\n"
                 "You probably own your hand tools already. The big items are usually:\n"
                 "- A **watch cleaning machine** (ultrasonic or a traditional basket machine), often bought second-hand.\n"
                 "- A **timegrapher** to measure rate, amplitude and beat error.\n"
                 "- A **demagnetiser**, a **case opening kit**, a **water resistance tester**.\n"
                 "- A **watchmaker's lathe** if you want to make parts (staffs, pinions) rather than order them.\n"
                 "- A proper bench at the right height, and good lighting.\n\n"
                 "## 6. Pricing\n"
                 "Work out an **hourly rate** from what you need to earn, not from what Hocking's charges:\n"
                 "1. The income you want before tax, plus super, plus all your costs for a year.\n"
                 "2. Divided by your **billable hours**, which are far fewer than your working hours (admin, quoting, waiting for parts). 1,100 to 1,300 billable hours a year is realistic for one person.\n\n"
                 "## 7. A money buffer\n"
                 "Aim for **three to six months of personal and business costs** set aside before you leave a salary. Remember that as a sole trader nobody pays your super or your leave.\n\n"
                 "## 8. Customers\n"
                 "- Ray's referrals, if he agrees.\n"
                 "- Other jewellers in Ballarat and nearby towns that **don't have a watchmaker** and send repairs away.\n"
                 "- A Google Business Profile, with photos of your work; people search 'watch repair Ballarat'.\n\n"
                 "Would you like me to sketch a rough budget for the first year?"),
   ("user", "That's a lot, but really helpful, especially the insurance for customers' watches, I hadn't thought of that. I've got about $15,000 put aside that isn't part of our house savings, "
            "and I already have most of my hand tools from my apprenticeship: screwdrivers, tweezers, loupes, a staking set. I think I'll wait and see who buys Hocking's and decide by June. I'll talk to Ray next week."),
   ("assistant", "That's a sensible approach: you keep your salary while the sale plays out, and you use the months until June to prepare, so that whichever way it goes you can move quickly. Between now and June you could:\n\n"
                 "1. **Talk to Ray** about timing, your leave and his customers.\n"
                 "2. **Check parts access** for the brands you service most.\n"
                 "3. **Price the big equipment**, new and second-hand.\n"
                 "4. **Keep an eye out for rooms** in town, just to know what rent looks like.\n"
                 "5. **Draft a one-page plan:** services, prices, costs, and the number of jobs a week you'd need to break even.\n\n"
                 "Your $15,000 and your own hand tools are a real head start. Good luck with Ray.")],
  {"summary": "The user, Maeve, 37, is a watchmaker in Ballarat: the bench watchmaker at Hocking & Sons Jewellers on Sturt Street for nine years (mechanical watch services, pressure tests, crystals, some clocks), after a four-year apprenticeship at a Swiss brand's service centre in the Melbourne CBD; "
              "the owner Ray Hocking, 71, announced at the Christmas party that he will sell the business in 2025; her partner Tom thinks she should set up on her own; she won't move back to Melbourne; "
              "the assistant (not an accountant or lawyer) explained talking to Ray about timing, leave and his customers, an ABN, a business name, a separate account, the $75,000 GST threshold, insurance including cover for customers' goods, "
              "the risk of restricted Swiss spare parts for independents, working from home or a room in town, the main equipment, pricing from billable hours, a three-to-six-month buffer and finding customers; "
              "she has about $15,000 set aside separately from the house savings and most of her hand tools; she will wait to see who buys Hocking's and decide by June 2025.",
   "procedures": [{"name": "Setting up as a self-employed watchmaker in Victoria", "steps": ["Talk to the current employer about the sale, leave and customers", "ABN and business name", "Separate bank account", "GST once turnover reaches $75,000",
                   "Public liability and cover for customers' goods", "Check parts access", "Choose home or a room in town", "Price the equipment", "Hourly rate from billable hours", "Three to six months' buffer"]}],
   "decisions": [{"decision": "Wait to see who buys Hocking & Sons and decide about going solo by June 2025", "rationale": "The timing of Ray's sale is unknown and she keeps her salary meanwhile"}],
   "outcomes": ["About $15,000 set aside for a business, separate from the house savings"]}),
 ("2025-01-27", "Dog shaking her head after a walk: grass seed?", [
   ("user", "My dog Pip has been shaking her head and holding her left ear down since our walk around Lake Wendouree on Saturday. We cut through some long dry grass near the rowing sheds. "
            "She's a red kelpie cross, five years old, we adopted her from the RSPCA shelter in Wendouree three years ago, and she's normally unbothered by anything. Now she yelps if I touch that ear. "
            "It's the Australia Day public holiday so our vet is shut. Can I just put some ear drops in? We have some left over from last year."),
   ("assistant", "Poor Pip. I'm not a vet and can't examine her, but what you describe (sudden head shaking, one ear held down, pain when touched, right after a walk through long dry grass in January) is a classic picture of a **grass seed in the ear canal**. "
                 "Grass seeds (awns) are one of the most common summer problems for dogs in Australia.\n\n"
                 "## Please don't put the old drops in\n"
                 "- Drops won't dissolve or flush out a seed, and can push it deeper.\n"
                 "- If the seed has damaged the **eardrum**, some ear medications can harm the middle ear.\n"
                 "- Leftover drops may be the wrong medicine anyway, and may be out of date.\n\n"
                 "## What to do today\n"
                 "1. **Look, don't poke.** You may see the tail of a seed at the entrance of the canal, but don't try to pull it out with tweezers: they often snap or push it in.\n"
                 "2. **Stop her scratching** if you can; a cone or a loose sock over the paw helps.\n"
                 "3. **Call an after-hours or emergency vet** if she's in a lot of pain, tilts her head, seems off balance, or the shaking is constant. Otherwise, ring your vet first thing tomorrow: many clinics keep same-day slots for grass seeds in summer.\n\n"
                 "## What the vet will probably do\n"
                 "- Look down the canal with an **otoscope**. Painful ears often need **sedation** so the dog keeps still.\n"
                 "- Remove the seed with long, fine forceps, then check that the eardrum is intact.\n"
                 "- Sometimes prescribe drops for the inflammation.\n\n"
                 "## Preventing the next one\n"
                 "- **Check ears, paws, armpits and between the toes** after every walk from late spring to autumn.\n"
                 "- Ask a groomer to **trim the hair around the ear opening and between the toes**.\n"
                 "- Avoid long dry grass when the seed heads are out, especially barley grass and wild oats."),
   ("user", "Update: I rang around and the Sturt Street Vet Clinic had an emergency slot this afternoon. Dr Hannah Obi found a barley grass seed right down the canal and got it out with Pip just sedated, no general anaesthetic needed. "
            "$480 all up including the ear drops. Keep the ear dry for ten days, so no swimming in the lake, which Pip will consider a human rights violation."),
   ("assistant", "That's a great result, and the quickest fix: a seed left in the canal can work its way through the eardrum. A few things for the next ten days:\n\n"
                 "- **Finish the drops** exactly as prescribed, even once she seems fine.\n"
                 "- **No swimming, no hose, no bath.** For walks, a lead near the lake edge will save you an argument.\n"
                 "- **Watch for** renewed head shaking, a smell or discharge, or a head tilt. Any of those means a recheck.\n"
                 "- **Book a recheck** if Dr Obi suggested one, to confirm the eardrum has healed.\n\n"
                 "And a walk route that avoids the long grass until the autumn rains will probably save you another $480.")],
  {"summary": "The user's dog Pip, a five-year-old red kelpie cross adopted three years ago from the RSPCA shelter in Wendouree, started shaking her head and holding her left ear down after a walk through long dry grass by Lake Wendouree on Saturday 25 January 2025; "
              "the assistant (not a vet) said it sounded like a grass seed in the ear canal, advised against leftover ear drops, suggested an after-hours vet if she was in great pain or her own vet the next day, and explained sedation, removal and prevention; "
              "on 27 January 2025 Dr Hannah Obi at the Sturt Street Vet Clinic removed a barley grass seed from Pip's ear under sedation (no general anaesthetic) for $480 including drops; the ear must stay dry for ten days, no swimming.",
   "procedures": [{"name": "Grass seed prevention for dogs", "steps": ["Check ears, paws, armpits and toes after walks", "Trim the hair around the ears and toes", "Avoid long dry grass in seed season"]}],
   "discoveries": ["Ear drops can push a grass seed deeper and some harm the middle ear if the eardrum is damaged"],
   "outcomes": ["Barley grass seed removed from Pip's left ear on 27 January 2025, $480", "Ear to stay dry for ten days"]}),
 ("2025-02-11", "Learning to row at 37: what to expect", [
   ("user", "New thing for me: I've signed up for a Learn to Row course at Wendouree Lakeside Rowing Club. Six Saturday mornings, starting this Saturday, $220. "
            "I haven't done any sport since netball at school; my exercise is walking Pip around the lake. My little sister Kirsty (she's 34 and teaches Grade 3 at a primary school in Geelong) is training for her first marathon, Melbourne on 12 October, "
            "and she's been on at me for months to 'do something'. Two worries. I'm not fit. And my hands are my livelihood: I'm a watchmaker, so I need a steady, sensitive touch. Will rowing wreck my hands? What should I expect, and what do I wear?"),
   ("assistant", "Good on you. Learn to Row courses are designed for exactly your situation: adults with no rowing background and ordinary fitness. Here's what to expect.\n\n"
                 "## What a Learn to Row course usually covers\n"
                 "1. **Safety first:** how to carry a boat, get in and out without putting a foot through the hull, what to do if you capsize, and often a short swim or flotation check.\n"
                 "2. **The rowing machine (erg):** the stroke is taught on land first. The sequence is **legs, then body, then arms** on the drive, and the reverse on the way forward.\n"
                 "3. **Stable boats:** beginners usually start in wide, stable boats or coxed quads with a coach alongside, then move to narrower boats as balance improves.\n"
                 "4. **Boat handling and the jargon:** catch, drive, finish, recovery, 'easy all', 'hold water'.\n\n"
                 "## Fitness\n"
                 "You don't need to be fit to start; the course builds it. Rowing is low-impact and uses the legs more than people expect. You'll be sore in the thighs and backside after the first sessions, which is normal.\n\n"
                 "## Your hands\n"
                 "This is a fair worry for a watchmaker, but rowing rarely affects fine motor skill. What it does is make **calluses on the palm, at the base of the fingers**, not on the fingertips you use at the bench.\n"
                 "- **Blisters are normal in the first weeks.** Most beginners grip the handle far too hard. A loose **hook grip**, with the fingers doing the holding and the thumbs resting on the ends, causes far fewer.\n"
                 "- **Tape** over hot spots before a session, not after a blister has formed.\n"
                 "- **Moisturise at night** and file rough calluses down gently so they don't tear.\n"
                 "- After a hard session your hands may feel shaky for an hour or two, so **don't plan your most delicate bench work straight after training.**\n\n"
                 "## What to wear\n"
                 "- **Close-fitting clothes:** bike shorts or leggings and a fitted top. Baggy shorts catch in the seat's wheels and loose shirts catch the handles.\n"
                 "- **Layers** for early mornings on the lake, which can be cold even in February, and a spare set of dry clothes.\n"
                 "- **A cap, sunglasses with a strap and SPF 50+ sunscreen.**\n"
                 "- Shoes are often fixed in the boat, so thin socks help.\n"
                 "- A water bottle.\n\n"
                 "## Questions to ask the club\n"
                 "- Is there a swim test?\n"
                 "- What happens after the course: is there a novice or masters squad to join, and what does membership cost?\n\n"
                 "Enjoy it. Plenty of people who start rowing in their late thirties end up racing masters regattas within a year."),
   ("user", "Ha, the coach at the open day said I was strangling the handle on the erg, so the grip tip is spot on. I'll bring tape and leggings."),
   ("assistant", "Then you're already ahead: knowing you grip too hard is half the fix. A relaxed grip also helps you feel the boat, so it will make you a better rower as well as saving your hands. Have a great first Saturday.")],
  {"summary": "The user signed up for a Learn to Row course at Wendouree Lakeside Rowing Club in Ballarat: six Saturday mornings from Saturday 15 February 2025, $220; she has done no sport since netball at school; "
              "her sister Kirsty, 34, a Grade 3 primary school teacher in Geelong, is training for her first marathon, Melbourne on 12 October 2025; she worried about fitness and about her watchmaker's hands; "
              "the assistant explained what the course covers (safety, the erg, legs-body-arms, stable boats), said rowing makes calluses on the palm rather than the fingertips, "
              "recommended a loose hook grip, taping hot spots, moisturising and not doing delicate bench work right after training, and close-fitting clothes, layers and sun protection.",
   "procedures": [{"name": "Protecting a watchmaker's hands while rowing", "steps": ["Loose hook grip", "Tape hot spots before a session", "Moisturise at night and file calluses", "No delicate bench work right after training"]}],
   "decisions": [{"decision": "Learn to Row course at Wendouree Lakeside Rowing Club, six Saturdays from 15 February 2025, $220", "rationale": "Her sister Kirsty pushed her to do some sport"}],
   "outcomes": ["Learn to Row starts 15 February 2025"]}),
 ("2025-03-04", "Mum's having Mohs surgery for a BCC on her nose", [
   ("user", "My mum Lorraine, who's 68 and a retired midwife, lives in Warrnambool with my dad. Her GP did a biopsy of a spot on the side of her nose and it's a basal cell carcinoma. "
            "She's been referred for Mohs surgery with Dr Anand Pillai, a dermatologist in Geelong, because nobody does Mohs in Warrnambool, so it's a two-and-a-half-hour drive for her. It's booked for Tuesday 8 April. "
            "Dad won't drive in Geelong traffic, so I'll drive down to Warrnambool the night before and take her. What actually happens on the day, and what should we expect afterwards? She's pretending not to be worried."),
   ("assistant", "I'm sorry your mum is going through this, though it's worth saying first that a **basal cell carcinoma** is the most common skin cancer in Australia and one of the least dangerous: it grows slowly and very rarely spreads. "
                 "The reason for surgery is that it keeps growing locally if it's left. I'm not a doctor, so her dermatologist's instructions always come first, but here's what the day usually looks like.\n\n"
                 "## Why Mohs for the nose\n"
                 "Mohs surgery removes the cancer **one thin layer at a time** and examines each layer under the microscope while she waits. It has the highest cure rate for BCCs and removes as little healthy skin as possible, "
                 "which matters on the face, and especially the nose, where there's little spare skin.\n\n"
                 "## On the day\n"
                 "1. **Local anaesthetic** only; she'll be awake.\n"
                 "2. The surgeon removes a first layer, dresses the wound, and she goes back to the waiting room while the tissue is processed, usually **an hour or more**.\n"
                 "3. If there are still cancer cells at an edge, they take **another layer from that spot only**. Two or three rounds is common.\n"
                 "4. Once it's clear, the wound is **repaired**: stitched directly, with a small **flap** of nearby skin, or with a **graft**. On the nose a flap is common.\n\n"
                 "**It can take most of the day**, so bring:\n"
                 "- Snacks, water, a book, a phone charger, a cardigan (clinics are cold).\n"
                 "- Her usual medications and a list of them.\n"
                 "- A **button-up top**, so nothing has to be pulled over her face afterwards.\n\n"
                 "## Afterwards\n"
                 "- A pressure **dressing** for a day or two; keep it dry.\n"
                 "- **Swelling and bruising**, often spreading around the eyes for a week. It looks dramatic but is normal.\n"
                 "- **No bending, heavy lifting or hard exercise** for a week or two.\n"
                 "- Pain relief is usually **paracetamol**; ask before taking anything that thins the blood.\n"
                 "- **Stitches out after 5 to 7 days**, often with her GP.\n"
                 "- The scar keeps improving for **6 to 12 months**.\n\n"
                 "## Questions to ask beforehand\n"
                 "- Should she stop any **blood thinners or aspirin**? (Never stop them without medical advice.)\n"
                 "- How will the wound probably be repaired?\n"
                 "- Who removes the stitches, and who does she call if it bleeds at night?\n\n"
                 "## Supporting her\n"
                 "Your being there matters more than anything: a long day of waiting is easier with company, and she shouldn't drive home with a dressing on her nose anyway. "
                 "Afterwards, regular **skin checks** and sun protection become part of life, since one BCC raises the chance of another."),
   ("user", "Thank you, that's calming. She's on low-dose aspirin, so I'll get her to ask Dr Pillai's rooms about that. We'll make a day of it, and a button-up shirt is on the list."),
   ("assistant", "Good plan. Aspirin is a very common question for Mohs, and the rooms will tell her whether to keep taking it; many surgeons prefer patients to continue. A day out with her daughter might even make it feel less like a medical appointment.")],
  {"summary": "The user's mother Lorraine, 68, a retired midwife who lives in Warrnambool with the user's father, has a basal cell carcinoma on the side of her nose, diagnosed by her GP's biopsy; "
              "she is referred for Mohs surgery with dermatologist Dr Anand Pillai in Geelong on Tuesday 8 April 2025, because nobody does Mohs in Warrnambool; the user will drive to Warrnambool the night before and take her, as her father won't drive in Geelong traffic; "
              "the assistant (not a doctor) explained that BCCs rarely spread, how Mohs removes and checks layers while the patient waits, repairs by stitches, flap or graft, what to bring for a long day, "
              "aftercare (dressing, bruising, no bending or lifting, paracetamol, stitches out in 5 to 7 days) and questions to ask; Lorraine takes low-dose aspirin and will ask the surgeon's rooms about it.",
   "procedures": [{"name": "Preparing for a day of Mohs surgery", "steps": ["Ask about blood thinners and aspirin", "Bring snacks, a book, a charger and medications", "Wear a button-up top", "Arrange a driver home",
                   "Expect bruising around the eyes", "Stitches out after 5 to 7 days"]}],
   "decisions": [{"decision": "Maeve drives her mother from Warrnambool to Geelong for the Mohs surgery on 8 April 2025", "rationale": "Her father won't drive in Geelong traffic"}],
   "outcomes": ["Mohs surgery booked with Dr Anand Pillai, Geelong, 8 April 2025"]}),
 ("2025-04-14", "Saving for our first home in Ballarat", [
   ("user", "Quick update first: Mum's Mohs surgery last Tuesday went well. It took three rounds before the edges were clear, then Dr Pillai closed it with a small flap. She's bruised like she's been in a pub fight and is loving the sympathy. Stitches out on Wednesday at her GP's.\n\n"
            "Now money. Tom and I rent a little weatherboard cottage in Soldiers Hill for $480 a week, and the agent has just told us it goes up to $510 a week from 1 July. We'd like to buy in Ballarat instead: three bedrooms, something around $550,000. "
            "We've saved $41,000 together for a deposit. I earn about $78,000 and Tom about $72,000 (he's a greenkeeper at Ballarat Golf Club). I also have my separate $15,000 business fund in case I go out on my own. "
            "Neither of us has ever owned a home. What help is there for first home buyers, and how far off are we?"),
   ("assistant", "Glad your mum's surgery went well; a flap on the nose usually heals remarkably neatly. On the house: you may be closer than you think. "
                 "Here's an overview of the main first home buyer help in Victoria. Rules and caps change, so check the current figures with the State Revenue Office and a mortgage broker before relying on them.\n\n"
                 "## 1. Stamp duty: the biggest saving\n"
                 "First home buyers in Victoria pay **no stamp duty on a home up to $600,000**, with a reduced rate up to $750,000. "
                 "On a $550,000 house, stamp duty would otherwise be roughly **$28,000**, so this alone is more than half your savings.\n\n"
                 "## 2. The First Home Owner Grant\n"
                 "The **$10,000 grant** in Victoria is only for **newly built homes**. If you buy an existing house, it doesn't apply.\n\n"
                 "## 3. The First Home Guarantee\n"
                 "Under the federal Home Guarantee Scheme, eligible first home buyers can buy with a **5% deposit without paying lenders mortgage insurance (LMI)**, which can otherwise cost $10,000 to $20,000. "
                 "There are property price caps for regional Victoria and a limited number of places through participating lenders; a broker can tell you the current rules.\n\n"
                 "## 4. What you'd need in cash\n"
                 "On a $550,000 house with a 5% deposit:\n"
                 "- Deposit: **$27,500**\n"
                 "- Conveyancing: about $1,500 to $2,500\n"
                 "- Building and pest inspection: about $500 to $800\n"
                 "- Loan fees, moving, connecting utilities, first insurance: a few thousand\n\n"
                 "So **about $33,000 to $36,000 in total**, which your $41,000 covers, with a small buffer.\n\n"
                 "## 5. The catch: going self-employed\n"
                 "This matters for you. Lenders usually want **one to two years of tax returns** before they count self-employed income. "
                 "If you leave Hocking's before you have a loan approved, the bank may only look at Tom's salary, which would lower how much you can borrow. "
                 "So the order matters: **get pre-approval while you're both on a salary**, or accept a smaller loan based mainly on Tom's income.\n\n"
                 "## 6. Next steps\n"
                 "1. **See a mortgage broker** for a borrowing estimate and eligibility for the First Home Guarantee.\n"
                 "2. **Keep your business fund separate** and tell the broker about it; it's a buffer, not deposit money.\n"
                 "3. **Start tracking what houses actually sell for** in the suburbs you like, not just list prices.\n\n"
                 "## About the rent increase\n"
                 "In Victoria a landlord must give **at least 60 days' written notice** of a rent increase, on the proper form, and can increase the rent **only once every 12 months**. "
                 "If the $510 notice came by text message, you can ask for it in writing."),
   ("user", "Oh. I hadn't thought about the self-employed thing at all. I'll stay put at Hocking's until we know about the sale, and we'll see a broker in the spring either way. The rent notice did come properly on the form, so $510 it is from July."),
   ("assistant", "That's wise. If you do end up leaving, keep your last payslips, your redundancy letter if there is one and your tax returns handy: brokers can sometimes make a case with a strong employment history in the same trade. "
                 "And $510 a week is $26,520 a year in rent, which is a good reminder of why you're doing this.")],
  {"summary": "The user's mother Lorraine had Mohs surgery with Dr Pillai on 8 April 2025: three rounds until clear, then a small flap; stitches out on 16 April 2025 at her GP's; "
              "the user and her partner Tom rent a weatherboard cottage in Soldiers Hill, Ballarat, for $480 a week, rising to $510 a week from 1 July 2025 (notice given properly); they want to buy a three-bedroom house in Ballarat for about $550,000; "
              "they have $41,000 saved for a deposit; Maeve earns about $78,000 and Tom about $72,000 as a greenkeeper at Ballarat Golf Club; Maeve has a separate $15,000 business fund; "
              "the assistant explained the Victorian stamp duty exemption for first home buyers up to $600,000 (about $28,000 saved on $550,000), that the $10,000 First Home Owner Grant is only for new homes, "
              "the First Home Guarantee (5% deposit, no LMI), about $33,000 to $36,000 needed in cash, and that lenders usually want one to two years of tax returns for self-employed income, so pre-approval should come while both are on a salary; "
              "she will stay at Hocking's until the sale is known and see a broker in the spring.",
   "procedures": [{"name": "Buying a first home in Victoria", "steps": ["Check the stamp duty exemption up to $600,000", "First Home Owner Grant only for new homes", "First Home Guarantee: 5% deposit, no LMI",
                   "Budget for conveyancing, inspections and fees", "Pre-approval before going self-employed", "See a mortgage broker"]}],
   "decisions": [{"decision": "Stay at Hocking's until the sale is known and see a mortgage broker in the spring", "rationale": "Lenders count self-employed income only after one to two years of tax returns"}],
   "discoveries": ["Self-employed income usually needs one to two years of tax returns before a lender counts it",
                   "The Victorian First Home Owner Grant only applies to new homes"],
   "outcomes": ["Rent rises from $480 to $510 a week from 1 July 2025", "House deposit savings $41,000"]}),
 ("2025-05-06", "Erg training plan for a masters rowing regatta", [
   ("user", "Rowing update! I finished Learn to Row on 22 March and I'm hooked, so I've joined the club's masters women's squad. Membership is $640 a year, ouch. "
            "Our coach is Dougie Fraser, a retired PE teacher; everyone calls him 'the Admiral' because he coaches from a tinny with a megaphone. "
            "I'm in a quad with Priya Nair (she's a pharmacist at the base hospital), Janelle Boyd and Sue McAllister, who's 64 and fitter than the rest of us put together. The boat is the Maisie Byrne, named after one of the club's founders. "
            "We train Tuesday and Thursday at 6 am and Saturday at 7:30. The Admiral wants us racing at the Lake Wendouree masters regatta on 15 November. "
            "My first 2 km erg test last week was 8:41 and he wants me under 8:30 by the end of winter. Can you give me a plan for the erg sessions I do on my own? I can manage two a week at the club after work. "
            "(Kirsty, meanwhile, ran a 10K in 48:30 on the weekend and won't stop talking about it.)"),
   ("assistant", "Congratulations on the squad, and on getting hooked; that's how most masters rowers start. Going from 8:41 to under 8:30 in about four months is a realistic goal for a new rower, because a lot of early improvement comes from technique as well as fitness. "
                 "Here's a plan for your two solo sessions, built around the three crew sessions. Check it with the Admiral, since he knows what he wants from the crew.\n\n"
                 "## The principle\n"
                 "Most of your training should be **long and easy**, with a little hard work. Rowers call the easy zone **UT2**: you can talk in short sentences, a stroke rate of about 18 to 20.\n\n"
                 "## Weekly structure\n"
                 "| Day | Session |\n"
                 "|---|---|\n"
                 "| Tuesday | Crew, 6 am |\n"
                 "| Wednesday | **Solo A:** steady state |\n"
                 "| Thursday | Crew, 6 am |\n"
                 "| Friday | Rest |\n"
                 "| Saturday | Crew, 7:30 |\n"
                 "| Sunday | **Solo B:** intervals, every second week; otherwise a walk with the dog |\n\n"
                 "### Solo A: steady state\n"
                 "- Weeks 1 to 4: **3 x 10 minutes** at rate 18 to 20, 2 minutes' rest.\n"
                 "- Weeks 5 to 8: **2 x 15 minutes**.\n"
                 "- Weeks 9 to 16: **30 to 40 minutes** continuous.\n\n"
                 "### Solo B: intervals\n"
                 "- **4 x 500 m** at a pace a little faster than your target 2 km pace (8:30 is 2:07.5 per 500 m, so aim for about 2:05), with 3 minutes' easy rowing between.\n"
                 "- Build to **3 x 1000 m** at target pace by August.\n\n"
                 "## Technique points that make you faster for free\n"
                 "- **Legs first:** push through the footplate before the back opens.\n"
                 "- **Slow recovery:** the slide forward should take about twice as long as the drive.\n"
                 "- **Damper setting:** a lower setting (a drag factor around 110 to 120 for most women) is kinder to the back and closer to the feel of a boat. Higher isn't better.\n\n"
                 "## Look after your back\n"
                 "Lower back pain is the most common rowing injury, usually from **too many hard metres too soon**, rounding the back at the catch or a high damper. "
                 "Warm up for 10 minutes, add some hip and hamstring mobility and core work twice a week, and **stop if you feel a sharp pain**.\n\n"
                 "## Track it\n"
                 "Log every session: distance, time, split, rate, how you felt. Retest 2 km about every eight weeks.\n\n"
                 "Enjoy the Maisie Byrne. A crew with a 64-year-old who outworks everyone is a crew with a good culture."),
   ("user", "Kirsty laughed that my 8:41 is 'slower than her marathon pace', which isn't even the same thing. I'll do the plan and show the Admiral on Thursday."),
   ("assistant", "It really isn't the same thing: a 2 km erg test is a six-to-nine-minute all-out effort, a marathon is three to five hours at a sustainable pace. Different sports, different numbers. Tell her you'll compare medals in November.")],
  {"summary": "The user finished Learn to Row on 22 March 2025 and joined the masters women's squad at Wendouree Lakeside Rowing Club (membership $640 a year); coach Dougie Fraser, a retired PE teacher; "
              "her quad is Priya Nair (a pharmacist at the base hospital), Janelle Boyd and Sue McAllister, 64, in the boat Maisie Byrne; training Tuesday and Thursday 6 am and Saturday 7:30; "
              "the target is the Lake Wendouree masters regatta on 15 November 2025; her first 2 km erg test was 8:41 and the coach wants under 8:30 by the end of winter; "
              "the assistant gave a plan for two solo sessions a week (steady state at rate 18 to 20, building to 30 to 40 minutes, and 500 m then 1000 m intervals), technique points, a damper around a drag factor of 110 to 120, back care and logging; "
              "her sister Kirsty ran a 10K in 48:30.",
   "procedures": [{"name": "Solo erg plan towards a sub-8:30 2 km", "steps": ["Mostly steady state at rate 18 to 20", "Intervals every second week: 4 x 500 m, then 3 x 1000 m", "Legs first, slow recovery",
                   "Damper around a drag factor of 110 to 120", "Warm up and core work", "Log sessions and retest every eight weeks"]}],
   "decisions": [{"decision": "Joined the masters women's squad at Wendouree Lakeside Rowing Club", "rationale": "Hooked after the Learn to Row course"}],
   "outcomes": ["2 km erg test 8:41", "Club membership $640 a year", "Regatta target 15 November 2025"]}),
 ("2025-06-10", "Hocking's has been sold: going out on my own", [
   ("user", "Well, it's happened. Ray has sold Hocking & Sons to Carrington Jewellers, a Melbourne chain with 14 stores, and they take over on 30 June. "
            "They send all watch repairs to their central workshop in Richmond, so there's no bench job for me in Ballarat. They offered me a place at the Richmond workshop or a sales job in the Sturt Street shop. "
            "I said no to both: I'm not commuting to Melbourne and I'm not selling engagement rings. Ray is paying me 16 weeks' redundancy even though he says, as a small business, he doesn't strictly have to, and he's promised to send his watch customers my way. My last day is Friday 27 June.\n\n"
            "So I'm going out on my own. I've found a room upstairs above a second-hand bookshop on Lydiard Street North: about 20 square metres, north light, and the landlord is asking $650 a month. "
            "Business name idea: Kirkland Horology. I'd like to open on Friday 1 August. Can you help me with a launch plan and a budget?"),
   ("assistant", "Congratulations! It's a big step, but you're going into it with nine years of local customers, a referral from your old boss, savings and your own tools, which is a much stronger start than most. "
                 "Here's a launch plan for the seven weeks between your last day and opening, and a first budget. I'm not an accountant, so run the tax points past one.\n\n"
                 "## Before you leave Hocking's\n"
                 "- Get Ray's promise of referrals **in practice**: a card or sign at the counter, and a note to his regular customers.\n"
                 "- Ask for a **written statement of service** and your redundancy. A genuine redundancy payment has a **tax-free portion** based on years of service; the payslip should show it.\n"
                 "- Keep your **last three payslips**: you'll want them when you see the mortgage broker.\n\n"
                 "## The room on Lydiard Street\n"
                 "Before signing, check:\n"
                 "1. **Power:** enough circuits for a cleaning machine, bench lights and a heater.\n"
                 "2. **Security:** a lockable door and somewhere to keep customers' watches overnight. A safe is worth budgeting for.\n"
                 "3. **Lease terms:** length, who pays outgoings, and whether the landlord will help with any fit-out.\n"
                 "4. **Negotiate:** landlords of upstairs rooms often prefer a reliable tenant on a longer lease to a higher rent. Offering 12 months for a lower rent is a reasonable opening.\n\n"
                 "## Seven-week launch plan\n"
                 "| When | What |\n"
                 "|---|---|\n"
                 "| Week 1 | ABN, business name (Kirkland Horology), business bank account |\n"
                 "| Week 2 | Insurance: public liability and cover for customers' goods; sign the lease |\n"
                 "| Week 3 | Order equipment; open parts accounts with material suppliers |\n"
                 "| Week 4 | Set prices; job tickets and a receipt system; a simple booking and quoting process |\n"
                 "| Week 5 | Move in: bench, lighting, safe; Google Business Profile with photos |\n"
                 "| Week 6 | Tell everyone: Ray's customers, local jewellers, a local Facebook group |\n"
                 "| Week 7 | A soft opening and a buffer for whatever arrives late |\n\n"
                 "## First budget (rough)\n"
                 "**One-off costs**\n"
                 "- Cleaning machine, second-hand: $2,000 to $4,000\n"
                 "- Timegrapher: $300 to $400\n"
                 "- Demagnetiser and small tools: $300\n"
                 "- Water resistance tester: $1,500 or more (could wait)\n"
                 "- Safe: $500 to $1,000\n"
                 "- Bench lighting, signage, business name, bond: $1,500 to $2,500\n\n"
                 "**Monthly costs**\n"
                 "- Rent: $650 (or less)\n"
                 "- Insurance, power, phone, software: about $250 to $350\n"
                 "- Parts: varies with the work\n\n"
                 "## Pricing\n"
                 "If you want to earn about $70,000 a year before tax, and your costs are about $15,000, that's $85,000 to recover. "
                 "At about **1,000 billable hours** in your first year, you'd need around **$85 an hour**. Anything between $85 and $95 an hour is in a sensible range for a qualified watchmaker in a regional city.\n\n"
                 "## One more thing\n"
                 "Remember what we said about lenders: tell the mortgage broker about the change now, so you know where you stand on the house before you need it."),
   ("user", "Great, thanks. I offered $600 a month and the landlord took it if I sign for 12 months, so that's done. I've registered the ABN and the business name Kirkland Horology, and ordered a Weishi 1900 timegrapher for $340. "
            "I'll charge $90 an hour, with a full service on a mechanical watch from $320."),
   ("assistant", "That's a productive week. $600 a month on a 12-month lease is a good outcome: $600 a year saved before you've opened. "
                 "$90 an hour and a full service from $320 sit well within the range we worked out, and leave room to go up once you're booked out. The Weishi 1900 is a workhorse; most independents start with one. Onwards to 1 August!")],
  {"summary": "Ray Hocking sold Hocking & Sons to Carrington Jewellers, a Melbourne chain of 14 stores, which takes over on 30 June 2025 and sends all watch repairs to its central workshop in Richmond, Melbourne; "
              "the user turned down a place in Richmond and a sales job in the Sturt Street shop; Ray pays her 16 weeks' redundancy and will refer his watch customers; her last day is Friday 27 June 2025; "
              "she is going out on her own as Kirkland Horology, in a 20-square-metre room above a second-hand bookshop on Lydiard Street North (asking $650 a month), aiming to open on Friday 1 August 2025; "
              "the assistant gave a seven-week launch plan, a first budget and an hourly rate calculation (about $85 to $95); "
              "she negotiated the rent to $600 a month on a 12-month lease, registered an ABN and the business name Kirkland Horology, ordered a Weishi 1900 timegrapher for $340, and set her rate at $90 an hour with a full mechanical service from $320.",
   "procedures": [{"name": "Launching a one-person watch repair business", "steps": ["ABN, business name and bank account", "Insurance including customers' goods", "Check the room's power, security and lease", "Order equipment and open parts accounts",
                   "Set prices and a ticket system", "Google Business Profile", "Tell former customers and local jewellers"]}],
   "decisions": [{"decision": "Leave Hocking & Sons and open her own business, Kirkland Horology", "rationale": "The new owners send all watch repairs to Melbourne and she won't commute there or move to sales"},
                 {"decision": "Rent the room on Lydiard Street North for $600 a month on a 12-month lease", "rationale": "The landlord accepted $600 instead of $650 for a 12-month lease"},
                 {"decision": "Charge $90 an hour; a full mechanical service from $320", "rationale": "Within the $85 to $95 range from her costs and billable hours"}],
   "outcomes": ["Last day at Hocking & Sons 27 June 2025", "16 weeks' redundancy", "Weishi 1900 timegrapher bought for $340", "Planned opening 1 August 2025"]}),
 ("2025-07-08", "Ideas for Tom's 40th birthday weekend", [
   ("user", "Tom turns 40 on Saturday 30 August and I want to plan a surprise weekend away. He's a greenkeeper, but funnily enough he doesn't play golf: he's never played a round in his life and reckons golf is a good walk ruined. He just loves growing grass. "
            "What he does love: bushwalking, a good pub parma, and not being anywhere crowded. Budget about $800 for the weekend, no more than three hours' drive from Ballarat, and Pip can stay with my friend Bec. "
            "Money's a bit tighter since the rent went up to $510 this month, and I'm between jobs until I open on 1 August. Also, he has an interview on 17 July for the course superintendent job at Ballarat Golf Club, so he's stressed and could do with something to look forward to."),
   ("assistant", "What a lovely thing to plan. With bushwalking, pub food and no crowds as the brief, and late August as the date, here are the options I'd look at.\n\n"
                 "## Option 1: Halls Gap and the Grampians (about 2 hours)\n"
                 "- **Walks for every level:** the **Pinnacle** from Halls Gap through the Grand Canyon and Wonderland (steep in places, about 3 to 4 hours return), Venus Baths, MacKenzie Falls.\n"
                 "- **Quiet in late winter:** the crowds come in school holidays and spring.\n"
                 "- Kangaroos on the oval at dusk, a couple of cellar doors nearby, and pubs that do a proper parma.\n"
                 "- Cabins from about $180 to $250 a night.\n\n"
                 "## Option 2: The Otways and Great Ocean Road (about 2 to 2.5 hours)\n"
                 "- Rainforest walks, waterfalls (Triplet Falls, Hopetoun Falls) and the coast.\n"
                 "- Wet and muddy in August, and the road itself can be busy even in winter.\n\n"
                 "## Option 3: Daylesford and Hepburn Springs (about 45 minutes)\n"
                 "- Bathhouses, good food, easy walks.\n"
                 "- Close enough that it may not feel like getting away, and popular with Melbourne crowds on weekends.\n\n"
                 "## My pick: Halls Gap\n"
                 "It fits best: real walks, quiet in August, and far enough to feel like a trip.\n\n"
                 "### A sample weekend\n"
                 "**Friday:** leave after work, arrive for dinner at the pub.\n"
                 "**Saturday (his birthday):** the Pinnacle walk in the morning, a late lunch, kangaroos on the oval at dusk, a booked dinner.\n"
                 "**Sunday:** a short walk to Venus Baths or MacKenzie Falls, a cellar door on the way home.\n\n"
                 "### Budget\n"
                 "- Cabin, two nights: $360 to $500\n"
                 "- Fuel: about $80\n"
                 "- Dinners and lunches: $200 to $250\n"
                 "- Total: roughly **$650 to $800**, leaving a little for a present.\n\n"
                 "### Birthday touches\n"
                 "- A cake or a bottle of something waiting in the cabin.\n"
                 "- A present that suits the trip: a head torch, good walking socks, or boots if his are worn out.\n"
                 "- A card from Pip.\n\n"
                 "A note on the weather: late August in the Grampians can be cold, wet and foggy on top, so pack layers and rain jackets, and check the Parks Victoria website for track closures before you go.\n\n"
                 "And good luck to Tom for the 17th."),
   ("user", "Halls Gap it is! I've booked a cabin at Wonderland Cabins for Friday 29 to Sunday 31 August, $420 for the two nights, and dinner at the pub on the Saturday. Present: new hiking boots, his are held together with gaffer tape."),
   ("assistant", "Perfect: the Pinnacle from Halls Gap starts practically at your cabin. One tip for the boots: give them to him a week or two early, or at least get him to wear them around the house, so he isn't breaking in new boots on a 4-hour walk. "
                 "You could always 'find' them as an early present and keep the trip as the real surprise.")],
  {"summary": "The user's partner Tom turns 40 on Saturday 30 August 2025; she is planning a surprise weekend within three hours of Ballarat for about $800; he loves bushwalking, pub parmas and quiet places; Pip will stay with her friend Bec; "
              "the rent went up to $510 a week in July 2025; Tom has an interview on 17 July 2025 for the course superintendent job at Ballarat Golf Club; "
              "the assistant compared Halls Gap and the Grampians, the Otways and Daylesford, recommended Halls Gap with a sample weekend (the Pinnacle walk, kangaroos, a booked dinner), a budget and present ideas; "
              "she booked a cabin at Wonderland Cabins in Halls Gap for 29 to 31 August 2025 ($420 for two nights) and Saturday dinner at the pub, and is giving him new hiking boots.",
   "decisions": [{"decision": "Halls Gap for Tom's 40th, Wonderland Cabins 29 to 31 August 2025, $420", "rationale": "Real bushwalks, quiet in late winter, within the budget"},
                 {"decision": "New hiking boots as Tom's present", "rationale": "His are held together with gaffer tape"}],
   "outcomes": ["Cabin booked for 29 to 31 August 2025", "Rent now $510 a week", "Tom's interview for course superintendent at Ballarat Golf Club on 17 July 2025"]}),
 ("2025-08-12", "First week in business: should I register for GST?", [
   ("user", "Kirkland Horology is open! I opened on Monday 4 August, not Friday the 1st like I planned, because the landlord's electrician couldn't finish the new power circuits and the bench lighting until the weekend. "
            "First week: 11 jobs, mostly people Ray sent over and a couple from Google. I also bought a second-hand Elma ultrasonic cleaning machine from a retired watchmaker in Bendigo for $2,800. It's older than me but runs beautifully.\n\n"
            "Question: a friend who does bookkeeping says I don't have to register for GST unless I'll turn over $75,000, but the guy who runs the bookshop downstairs says I should register anyway to 'look legit'. Which is right?\n\n"
            "Two bits of other news. Tom didn't get the superintendent job at Ballarat Golf Club; they gave it to someone from a Sydney club and he's gutted. "
            "And the club has moved its championship to 30 and 31 August, his birthday weekend, and he has to have the course ready, so I've moved Halls Gap to 12 to 14 September. The cabin let me change the dates for free, thankfully."),
   ("assistant", "Congratulations on opening! Eleven jobs in the first week is a very good start. Sorry about Tom's news; missing out to an outside candidate is hard, especially at your own club. Moving the trip was the right call.\n\n"
                 "Now GST. Your bookkeeper friend is right about the rule; whether you *should* register voluntarily depends on your customers. I'm not a tax adviser, so confirm with an accountant.\n\n"
                 "## The rule\n"
                 "- You **must** register for GST when your **GST turnover** (gross business income, not profit) reaches **$75,000** in the last 12 months, or is **expected to** in the next 12 months.\n"
                 "- You then have **21 days** to register.\n"
                 "- Below that, registration is **optional**.\n\n"
                 "## Registering voluntarily: for and against\n"
                 "**For:**\n"
                 "- You can claim back the GST on business purchases: parts, tools, rent if the landlord charges GST.\n"
                 "- Business customers who are registered (jewellers sending you work) can claim the GST you charge them.\n\n"
                 "**Against:**\n"
                 "- Your customers are mostly **private people**, who can't claim GST back. You'd either add **10%** to your prices or absorb it, which is 10% off your income.\n"
                 "- **Quarterly BAS** paperwork.\n\n"
                 "## Does it make you 'look legit'?\n"
                 "Not really. Your ABN on every ticket and invoice is what shows you're a real business. Customers rarely notice whether GST is on a repair receipt, but they do notice a price that's 10% higher.\n\n"
                 "## A quick check of your numbers\n"
                 "At $90 an hour, 20 billable hours a week for 46 weeks is about **$83,000** a year, over the threshold, while 15 hours a week is about $62,000. "
                 "So it depends on how busy you actually get. Parts you charge customers for count towards turnover too.\n\n"
                 "## Suggestion\n"
                 "1. **Don't register yet** if you expect to stay under $75,000.\n"
                 "2. **Check your rolling 12-month turnover every month** (a simple spreadsheet is enough).\n"
                 "3. If it looks like you'll pass $75,000, **register within 21 days** and decide then whether to raise prices.\n"
                 "4. Set aside money for **income tax** from every payment in any case."),
   ("user", "Realistically I think I'll do $55,000 to $60,000 in the first year, with the setting up and finding my feet. So no GST for now, and I'll check the numbers every quarter."),
   ("assistant", "That sounds reasonable for a first year. Monthly is safer than quarterly once you're busy, because the 21-day rule starts from when you *expect* to cross the line, but quarterly is fine while you're well under. "
                 "Enjoy the Elma, and give Tom a hug from the internet.")],
  {"summary": "The user opened her business Kirkland Horology on Monday 4 August 2025 instead of Friday 1 August because the landlord's electrician hadn't finished the new power circuits and bench lighting; "
              "11 jobs in the first week, mostly referrals from Ray and some from Google; she bought a second-hand Elma ultrasonic cleaning machine from a retired watchmaker in Bendigo for $2,800; "
              "Tom did not get the course superintendent job at Ballarat Golf Club (it went to someone from a Sydney club); the club moved its championship to 30 and 31 August 2025, so the Halls Gap trip moved to 12 to 14 September 2025 (free date change); "
              "the assistant (not a tax adviser) explained compulsory GST registration at $75,000 turnover within 21 days, the pros and cons of registering voluntarily when customers are private people, and suggested not registering yet and checking turnover regularly; "
              "she expects $55,000 to $60,000 in the first year, won't register for GST for now and will check every quarter.",
   "decisions": [{"decision": "Not registering for GST for now", "rationale": "She expects $55,000 to $60,000 turnover in the first year, under the $75,000 threshold, and her customers are mostly private people"},
                 {"decision": "Halls Gap trip moved to 12 to 14 September 2025", "rationale": "The golf club championship moved to Tom's birthday weekend and he has to prepare the course"}],
   "outcomes": ["Kirkland Horology opened 4 August 2025", "Elma cleaning machine bought for $2,800", "Tom missed out on the Ballarat Golf Club superintendent job"]}),
 ("2025-08-28", "Quoting a maintenance contract for a tower clock", [
   ("user", "Exciting enquiry: Hepburn Shire Council wants a quote to look after the tower clock on the old Clunes post office. It's an 1880s weight-driven turret clock, wound once a week by a volunteer, Bill Treloar, who's 80 and wants someone 'proper' to take over the maintenance. "
            "It's been losing about four minutes a week and the strike stopped working last winter. They want an annual maintenance price plus a price for a one-off fix. I've never quoted for a council. Clunes is about 35 km from my workshop. How do I price it and what goes in the quote?"),
   ("assistant", "What a job to be asked about! Tower clocks are rare work and a contract like this can become part of your reputation. Here's how I'd approach it.\n\n"
                 "## 1. Do a site visit before you quote\n"
                 "Never price a turret clock blind. On the visit:\n"
                 "- Look at the **going train, the strike train and the escapement**; check for wear in the pivots and bushes, and the state of the old oil.\n"
                 "- Check the **weights, cables or ropes and pulleys**; a frayed cable is a safety issue, not just a clock issue.\n"
                 "- Look at the **motion work and hands** out at the dial, and at how the clock is linked to the bell hammer.\n"
                 "- Note the **access:** ladders, trapdoors, lighting, and where you can work.\n"
                 "- Take plenty of **photos** and ask Bill for any history: previous repairs, when it was last cleaned.\n\n"
                 "## 2. Council requirements\n"
                 "Councils usually ask contractors for:\n"
                 "- **Public liability insurance**, often **$10 to $20 million**.\n"
                 "- A **safe work method statement (SWMS)** for work at height and in the clock room.\n"
                 "- A contractor **induction** and sometimes a police check.\n"
                 "- An **invoice with your ABN**, and payment terms of 30 days.\n"
                 "Ask what they need before you finish the quote.\n\n"
                 "## 3. Check the heritage side\n"
                 "If the building is heritage-listed, the clock may be part of the significance. Work to **conservation principles**: repair rather than replace original parts, keep removed parts, and **record everything** with photos and notes.\n\n"
                 "## 4. Structure the quote in two parts\n"
                 "### Part A: one-off overhaul\n"
                 "- Strip, clean and inspect the going and strike trains.\n"
                 "- Repair the strike; re-bush worn pivot holes if needed.\n"
                 "- Regulate the clock to keep time within an agreed tolerance.\n"
                 "- A written condition report with photos.\n\n"
                 "### Part B: annual maintenance\n"
                 "- **Quarterly visits:** oil, check and adjust, inspect cables and weights, check the time and the strike, a log entry.\n"
                 "- A **call-out rate** for faults between visits.\n"
                 "- **Exclusions:** major parts, damage from the building (leaks, birds), electrical work.\n\n"
                 "## 5. Pricing\n"
                 "- **Hours on site and in the workshop** at your hourly rate.\n"
                 "- **Travel:** 70 km return; count the time as well as the distance (the ATO's cents-per-kilometre rate is a reasonable guide for the car cost).\n"
                 "- **Parts** at cost plus a margin, quoted separately.\n"
                 "- Build in time for **paperwork**: SWMS, reports, invoices.\n\n"
                 "Keep it simple and clear; councils compare quotes on clarity as much as price."),
   ("user", "Site visit done this morning with Bill. The strike is jammed by a worn pin on the count wheel, and the clock hasn't been properly cleaned since the 1970s. "
            "I've quoted $1,200 for the one-off overhaul of the going and strike trains and $1,800 a year for quarterly visits. The council wanted $20 million public liability, so I had to upgrade my policy, which cost me another $240."),
   ("assistant", "A clear diagnosis and a clean two-part quote: exactly what a council wants to see. The $240 for the higher cover is worth it, because it also qualifies you for other council and heritage work. "
                 "Bill sounds like a treasure; if the council agrees, keep him involved: he knows how that clock behaves better than anyone.")],
  {"summary": "Hepburn Shire Council asked the user for a quote to maintain the 1880s weight-driven tower clock on the old Clunes post office, wound weekly by volunteer Bill Treloar, 80; it loses about four minutes a week and the strike stopped last winter; Clunes is about 35 km from her workshop; "
              "the assistant advised a site visit first, council requirements (public liability of $10 to $20 million, a safe work method statement, an induction), conservation principles if heritage-listed, a two-part quote (a one-off overhaul and quarterly maintenance with a call-out rate and exclusions) and pricing by hours, travel and parts; "
              "on 28 August 2025 she visited with Bill: the strike is jammed by a worn pin on the count wheel and the clock hasn't been cleaned properly since the 1970s; "
              "she quoted $1,200 for a one-off overhaul of the going and strike trains and $1,800 a year for quarterly visits, and upgraded her public liability to $20 million for an extra $240.",
   "procedures": [{"name": "Quoting a turret clock maintenance contract", "steps": ["Site visit: trains, escapement, cables, access, photos", "Ask the council's insurance and safety requirements", "Respect heritage: repair, keep parts, record",
                   "Part A one-off overhaul", "Part B quarterly maintenance with a call-out rate and exclusions", "Price hours, travel and parts"]}],
   "decisions": [{"decision": "Quote $1,200 for the Clunes clock overhaul and $1,800 a year for quarterly maintenance", "rationale": "After the site visit with Bill Treloar"},
                 {"decision": "Upgrade public liability insurance to $20 million for $240 more", "rationale": "The council requires it"}],
   "outcomes": ["Clunes strike jammed by a worn count wheel pin", "Quote sent to Hepburn Shire Council"]}),
 ("2025-09-16", "Introducing an old cat to my kelpie", [
   ("user", "We're back from Halls Gap. Friday to Sunday was perfect: we did the Pinnacle on Saturday in thick fog, and Tom said it was the best birthday he's ever had, even a fortnight late. He wore the new boots and didn't get a single blister.\n\n"
            "Now a new household member. Our next-door neighbour Enid Varcoe, who's 87, moves into Wattle Grove aged care on Friday, and they don't allow pets, so we're taking her cat Duchess, a 12-year-old tortoiseshell we've always called Dutchy. "
            "She comes to us on Saturday 20 September. The problem: Pip chases every cat in the street. She's a kelpie cross, so rounding things up is basically her whole personality. How do we do this without a disaster?"),
   ("assistant", "Happy belated birthday to Tom, and what a kind thing to do for Enid. Bringing an older cat into a house with a herding dog is very doable, but it works best **slowly**, often over weeks. "
                 "I'm not a vet or a behaviourist, so if things go badly, get professional help. Here's a step-by-step plan.\n\n"
                 "## Before Duchess arrives\n"
                 "- Set up a **base room** for her alone: litter tray, water, food, a bed, a hiding place (a box on its side) and somewhere **high** to sit. A spare room with a door is ideal.\n"
                 "- Ask Enid for **things that smell of home**: her blanket, her bed, her scratching post.\n"
                 "- A **pheromone diffuser** (such as Feliway) in that room can help an older cat settle.\n"
                 "- Practise **'leave it' and 'look at me'** with Pip on lead, with very good treats.\n\n"
                 "## Step 1: Separate, with scent only (about a week)\n"
                 "- Duchess stays in her room; Pip never gets in.\n"
                 "- **Swap scents:** rub a cloth on Duchess's cheeks and let Pip sniff it, and the reverse. Swap their bedding.\n"
                 "- **Feed them on either side of the closed door**, starting well back from it, so the other's smell predicts something good.\n\n"
                 "## Step 2: Seeing without touching\n"
                 "- Replace the door with a **baby gate or a screen door**, or open it a crack with a door stop.\n"
                 "- Pip **on lead**, a few metres back. Reward her for looking away from the cat or lying down.\n"
                 "- Sessions of **a few minutes**, ending before anyone gets worked up.\n\n"
                 "## Step 3: Supervised time in the same room\n"
                 "- Pip still **on lead** at first, Duchess free to come and go.\n"
                 "- Make sure Duchess has **escape routes and high places** everywhere: shelves, the top of a cabinet, a cat tree.\n"
                 "- **Never let Pip chase her**, even in play. For a herding dog, one good chase is very rewarding and sets you back weeks. Calmly interrupt and reward calm.\n\n"
                 "## Long-term set-up\n"
                 "- **Feed them apart**, with the cat's food up high.\n"
                 "- Keep the **litter tray** where Pip can't reach it.\n"
                 "- Keep a **dog-free room** for Duchess for good.\n"
                 "- Separate them when you're out, at least for the first months.\n\n"
                 "## Signs to watch\n"
                 "- **Duchess:** hiding all the time, not eating, toileting outside the tray. At 12, take her for a **vet check** soon anyway.\n"
                 "- **Pip:** fixed staring, stalking, whining. These mean back to the previous step.\n\n"
                 "Many kelpies learn to live calmly with a cat, especially one confident enough to stand her ground. Expect it to take **weeks to a few months**, and celebrate small wins."),
   ("user", "The spare room it is, it's my sewing room anyway. Enid is giving us Duchess's scratching post and her favourite crocheted blanket, and I'll pick up a Feliway diffuser this week."),
   ("assistant", "That's a great start: her own blanket and post will make a strange room smell like home. One last idea: Enid will probably miss her terribly, so sending her photos of Duchess settling in, or even taking her for a visit once she's calm, could mean a lot to both of them.")],
  {"summary": "The user and Tom went to Halls Gap from 12 to 14 September 2025 for his 40th; they walked the Pinnacle on Saturday 13 September in fog; Tom wore his new boots and called it his best birthday; "
              "their neighbour Enid Varcoe, 87, moves into Wattle Grove aged care, which doesn't allow pets, so her 12-year-old tortoiseshell cat Duchess (Dutchy) comes to live with them on Saturday 20 September 2025; Pip chases cats; "
              "the assistant (not a vet or behaviourist) recommended a base room with high places and hiding spots, scent swapping and feeding on either side of the door, then seeing each other through a gate with Pip on lead, "
              "then supervised time with escape routes, never letting Pip chase, feeding apart, the litter tray out of the dog's reach, a vet check for the cat and patience over weeks to months; "
              "Duchess will live in the spare (sewing) room at first, with her scratching post and crocheted blanket from Enid and a Feliway diffuser.",
   "procedures": [{"name": "Introducing a cat to a dog", "steps": ["Base room for the cat with high places", "Swap scents and feed either side of the door", "See each other through a gate, dog on lead",
                   "Short supervised sessions, reward calm", "Never allow chasing", "Feed apart and keep the litter tray out of reach", "Keep a dog-free room"]}],
   "decisions": [{"decision": "Take in Enid Varcoe's cat Duchess from 20 September 2025", "rationale": "Enid is moving into Wattle Grove aged care, which doesn't allow pets"}],
   "outcomes": ["Halls Gap trip 12 to 14 September 2025", "Duchess arrives 20 September 2025"]}),
 ("2025-10-07", "Pre-approved: making our first offer on a house", [
   ("user", "Big week. Tom has been offered the course superintendent job at Midlands Golf Club: $88,000, starting Monday 3 November! He said yes before they'd finished the sentence. "
            "And we're pre-approved by Bendigo Bank for a loan of up to $510,000 under the First Home Guarantee, so a 5% deposit and no LMI. The broker said my self-employed income only counts a little because I've only just started, so it's mostly on Tom's new salary.\n\n"
            "We've been looking. In Wendouree everything in our range was tiny or on a main road. Now we've found a three-bedroom brick veneer in Sebastopol, listed at $495,000 to $530,000, private sale, with a big backyard for Pip. "
            "We want to make an offer this week. What should we do before we offer? "
            "(Also, Kirsty's marathon is on Sunday, so we're driving down to Melbourne to cheer her on.)"),
   ("assistant", "Congratulations to Tom, that's a big step up after the disappointment in August. And pre-approval means you can move quickly when the right house comes along. "
                 "Here's what I'd do before putting an offer on the Sebastopol house. I'm not a lawyer or a financial adviser, so lean on your conveyancer and broker for the details.\n\n"
                 "## 1. Get the Section 32 checked\n"
                 "In Victoria the vendor must give you a **Section 32 (vendor's statement)** before you sign. Have a **conveyancer or solicitor** read it for:\n"
                 "- Easements, covenants and zoning or overlays (flood, heritage).\n"
                 "- Outstanding rates or notices.\n"
                 "- Building permits for any extensions.\n\n"
                 "## 2. Building and pest inspection\n"
                 "For a brick veneer of that age, a **building and pest inspection** is essential: stumps, roof, damp, termites, wiring. Either do it before you offer, or make your offer **subject to a satisfactory building and pest inspection**.\n\n"
                 "## 3. Check your pre-approval conditions\n"
                 "- Pre-approval is not final approval: the bank will **value the property**, and a low valuation can change what you can borrow.\n"
                 "- Make your offer **subject to finance** as well.\n"
                 "- Tell the broker about Tom's job change before anything is signed.\n\n"
                 "## 4. Know the market\n"
                 "Look at **recent sales** of similar houses in Sebastopol, not list prices. A range of $495,000 to $530,000 usually means the vendor hopes for the top half.\n\n"
                 "## 5. Set your limit before you offer\n"
                 "Decide together the most you'll pay, and stick to it. Consider future costs too: a new roof or re-stumping can cost tens of thousands.\n\n"
                 "## 6. How to offer\n"
                 "- In writing, through the agent, with your conditions (finance, building and pest) and a proposed settlement date.\n"
                 "- For a private sale in Victoria there's usually a **three-business-day cooling-off period** after signing, with a small penalty if you withdraw. It doesn't apply at auction, or to sales in the days around an auction.\n\n"
                 "## 7. Budget the extras\n"
                 "Conveyancing, inspections, insurance from settlement, moving, and a buffer for anything urgent.\n\n"
                 "Good luck with the offer, and to Kirsty on Sunday!"),
   ("user", "Thanks. We've got a conveyancer, Shona Mackie, reading the Section 32 today, and we'll offer $505,000 subject to finance and building and pest."),
   ("assistant", "That's a well-protected offer: if the inspection or the valuation turns up a problem, you have a way out. Let me know how it goes, and enjoy Melbourne on Sunday.")],
  {"summary": "The user's partner Tom was offered the course superintendent job at Midlands Golf Club, $88,000, starting Monday 3 November 2025, and accepted; "
              "they are pre-approved by Bendigo Bank for a loan of up to $510,000 under the First Home Guarantee (5% deposit, no LMI), mostly on Tom's new salary because her self-employed income counts only a little; "
              "houses in Wendouree in their range were tiny or on main roads; they found a three-bedroom brick veneer in Sebastopol listed at $495,000 to $530,000 (private sale) with a big backyard; "
              "the assistant advised having a conveyancer check the Section 32, a building and pest inspection, offering subject to finance, knowing recent sales, setting a limit, offering in writing, the cooling-off period and budgeting extras; "
              "conveyancer Shona Mackie is reading the Section 32 and they will offer $505,000 subject to finance and building and pest; Kirsty's Melbourne Marathon is on Sunday 12 October 2025 and they will go to cheer.",
   "procedures": [{"name": "Before making an offer on a house in Victoria", "steps": ["Conveyancer checks the Section 32", "Building and pest inspection", "Offer subject to finance", "Check recent sales",
                   "Set a limit", "Offer in writing with conditions", "Budget the extras"]}],
   "decisions": [{"decision": "Offer $505,000 on the Sebastopol house subject to finance and building and pest", "rationale": "Protects them if the inspection or valuation finds a problem"},
                 {"decision": "Tom accepts the course superintendent job at Midlands Golf Club", "rationale": "A step up, $88,000"}],
   "outcomes": ["Pre-approval up to $510,000 from Bendigo Bank", "Tom starts at Midlands Golf Club on 3 November 2025"]}),
 ("2025-10-21", "Sore lower back from the erg: will I make the regatta?", [
   ("user", "Rough fortnight. The Sebastopol house fell through. The vendor accepted our $505,000, but the building inspector found most of the stumps had sunk and it needs re-stumping, about $18,000, plus rot under the laundry floor. "
            "The vendor wouldn't come down, so we pulled out under the inspection condition. Gutted, but glad we checked. Back to looking: there's a 1950s weatherboard in Black Hill going to auction on 1 November.\n\n"
            "Good news: Kirsty ran Melbourne on Sunday the 12th in 3:52:40, under four hours for her first marathon! We screamed ourselves hoarse at the 35 km mark.\n\n"
            "Bad news: I hurt my lower back last Thursday doing a hard erg session, 5 x 1500 m. My physio, Rachel Tan, says it's an irritated facet joint, nothing torn: no erg for two weeks, no heavy lifting, walking is fine, and she'll see me again on 30 October. "
            "It's annoying because I'd been going really well: my September 2 km test was 8:22. We've also had a crew change: Janelle moved to Bendigo for work in September and Fiona Grech took her seat, and we're just getting our timing together. "
            "The regatta is 15 November. Will I make it? And what can I do in the meantime?"),
   ("assistant", "Sorry about the house, and the back, in the same fortnight. Pulling out when the inspection found $18,000 of stumps was exactly what that condition was for. And huge congratulations to Kirsty: sub-4 on a first marathon is excellent.\n\n"
                 "On your back: I'm not a physio or a doctor, so Rachel's plan comes first. But in general, an irritated facet joint with nothing torn often settles within **two to four weeks** with sensible management, so the 15 November regatta is **realistically within reach**, "
                 "with a careful return. Here's what usually helps.\n\n"
                 "## While you're off the erg\n"
                 "- **Keep moving:** walking (Pip will approve), gentle mobility, whatever exercises Rachel gives you. Bed rest tends to slow recovery.\n"
                 "- **Heat** for stiffness, and pain relief only as advised.\n"
                 "- **Sleep:** a pillow between the knees if you sleep on your side.\n\n"
                 "## Your workbench may matter more than the erg\n"
                 "Watchmakers spend hours **flexed forward over a loupe**, which loads the same joints. A few changes:\n"
                 "- **Raise the bench** or lower the chair so the work comes up to your eyes rather than your eyes going down to the work.\n"
                 "- Keep your **feet flat** and your lower back supported.\n"
                 "- **A break every 30 to 40 minutes:** stand, walk, lean back gently. A timer helps.\n\n"
                 "## Coming back to rowing\n"
                 "Once Rachel clears you:\n"
                 "1. **Easy rowing on the water** first, at low rate.\n"
                 "2. **Erg at a low damper** (drag factor around 110), short pieces, no tests.\n"
                 "3. Build intensity over **two to three weeks**, with hard pieces last.\n"
                 "4. Watch your technique: **over-reaching at the catch** and **slumping at the finish** are common culprits, often with a damper set too high.\n\n"
                 "## For the crew\n"
                 "- Tell the Admiral now, so he can plan. If needed, a spare masters rower could sub for a session or two while you, Fiona and the others keep your timing.\n"
                 "- Even if you can't do the hard training, **water time at low intensity** keeps the crew's timing together, which matters a lot with a new member.\n\n"
                 "## For the auction\n"
                 "At auction there's **no cooling-off period** and no conditions, so do your building and pest inspection and have Shona check the Section 32 **before** the day, and confirm your finance with the bank. Set your limit in advance."),
   ("user", "The bench posture point is a good one. I sit hunched over a loupe seven hours a day. I'll raise the bench on blocks and set a timer. And we've already booked the building inspection for Black Hill on Monday."),
   ("assistant", "Both excellent moves. Raising the bench a few centimetres often makes a surprising difference, and doing the inspection before the auction is exactly right. Fingers crossed for the 1st, and for Rachel's verdict on the 30th.")],
  {"summary": "The vendor accepted the user's $505,000 offer on the Sebastopol house, but the building inspection found sunken stumps needing re-stumping (about $18,000) and rot under the laundry floor; the vendor wouldn't reduce the price, so they withdrew under the inspection condition; "
              "a 1950s weatherboard in Black Hill goes to auction on 1 November 2025; Kirsty ran the Melbourne Marathon on 12 October 2025 in 3:52:40, her first; "
              "the user hurt her lower back on Thursday 16 October 2025 in a 5 x 1500 m erg session; physio Rachel Tan diagnosed an irritated facet joint: no erg for two weeks, no heavy lifting, review on 30 October 2025; her September 2 km erg test was 8:22; "
              "Janelle Boyd moved to Bendigo in September and Fiona Grech took her seat in the quad; the regatta is on 15 November 2025; "
              "the assistant (not a physio) said it often settles in two to four weeks, recommended walking and mobility, fixing her watchmaker's bench posture (raise the bench, breaks every 30 to 40 minutes), a gradual return with a low damper, "
              "telling the coach, and inspecting before the auction since there's no cooling-off; she will raise her bench and the Black Hill building inspection is booked.",
   "procedures": [{"name": "Returning to rowing after a back strain", "steps": ["Keep walking and do the physio's exercises", "Fix the bench posture and take breaks", "Easy rowing on the water first", "Erg at a low damper, short pieces",
                   "Build intensity over two to three weeks", "Tell the coach"]}],
   "decisions": [{"decision": "Withdrew from the Sebastopol house under the building inspection condition", "rationale": "Re-stumping of about $18,000 and rot under the laundry floor; the vendor wouldn't come down"},
                 {"decision": "Raise her workbench and take timed breaks", "rationale": "Hunching over a loupe seven hours a day loads her back"}],
   "outcomes": ["Kirsty's Melbourne Marathon time 3:52:40", "2 km erg test 8:22 in September 2025", "Irritated facet joint, no erg for two weeks", "Fiona Grech replaced Janelle Boyd in the quad"]}),
 ("2025-11-04", "We won the auction! What to do before settlement", [
   ("user", "WE BOUGHT A HOUSE! Saturday's auction in Black Hill: a 1950s three-bedroom weatherboard with a huge lemon tree and a shed I've already claimed as a future workshop. "
            "We got it for $532,000. Our limit was $535,000, so my heart was going like the clappers. The building inspection beforehand was fine apart from some old wiring, and the agent accepted a 5% deposit because of the First Home Guarantee. "
            "Settlement is Friday 16 January. No stamp duty, since it's under $600,000. Tom started at Midlands yesterday and came home sunburnt and happy. "
            "And the council accepted my Clunes clock quote, so I'm up the tower on Thursday to start the overhaul. What do we need to do between now and settlement? Our lease in Soldiers Hill has gone periodic."),
   ("assistant", "Congratulations! A house with a lemon tree and a shed for a watchmaker sounds just right, and coming in under your limit at auction takes nerve. "
                 "Here's a checklist for the ten weeks to settlement. Your conveyancer will handle much of it, but it helps to know what's happening. I'm not a lawyer, so check anything contractual with Shona.\n\n"
                 "## Now\n"
                 "1. **Deposit:** make sure the 5% is paid into the agent's trust account as the contract requires.\n"
                 "2. **Send the signed contract to Shona and the broker** straight away.\n"
                 "3. **Formal loan approval:** the bank will need the contract, and will usually do a **valuation**. Pre-approval is not final until this comes through.\n"
                 "4. **Tom's new job:** make sure the bank has his **new employment contract**. A change of employer between pre-approval and settlement is something lenders want to know about.\n"
                 "5. **Insurance:** check the contract for when the risk passes to you. Many buyers take out building insurance from the day of sale anyway; the bank will require it by settlement.\n\n"
                 "## In the next few weeks\n"
                 "- **Don't take on new debt** (no new car loan, no interest-free furniture) before settlement.\n"
                 "- **Stamp duty exemption:** Shona will lodge the duties form electronically; just answer her questions promptly.\n"
                 "- **Get quotes for the wiring** so an electrician can start soon after you move in. Old wiring is the one thing from the inspection worth fixing early.\n"
                 "- **Book removalists** early: January is busy.\n\n"
                 "## The rental\n"
                 "On a periodic lease in Victoria, a renter usually has to give **28 days' written notice**. Give notice so your last day is a week or two **after** settlement, in case settlement is delayed.\n\n"
                 "## The week before settlement\n"
                 "- **Pre-settlement inspection:** check everything that was included is there and working, and nothing has been damaged.\n"
                 "- **Utilities:** electricity, gas, water and internet connected from the 16th.\n"
                 "- **Change of address:** bank, Medicare, the electoral roll, vehicle registration, your ABN details.\n\n"
                 "## Moving with Pip and Duchess\n"
                 "- Keep **Duchess shut in one room** with her things on moving day, and set up the same kind of base room in the new house first.\n"
                 "- Check the **fences** before Pip has the run of the yard.\n"
                 "- Microchip details: update both animals' addresses.\n\n"
                 "And good luck up the Clunes tower on Thursday."),
   ("user", "Great list, thank you. We'll give notice on the rental mid-December so we're out by the end of January. Shona's on the paperwork, and the bank has Tom's new contract."),
   ("assistant", "That's everything important covered. Ending the lease two weeks after settlement gives you a cushion and time to clean the old place. Enjoy the next ten weeks, and the lemons.")],
  {"summary": "On Saturday 1 November 2025 the user and Tom bought a 1950s three-bedroom weatherboard in Black Hill, Ballarat, at auction for $532,000 (their limit was $535,000), with a huge lemon tree and a shed she wants as a future workshop; "
              "the pre-auction building inspection was fine apart from old wiring; the agent accepted a 5% deposit under the First Home Guarantee; settlement is Friday 16 January 2026; no stamp duty as it is under $600,000; "
              "Tom started as course superintendent at Midlands Golf Club on Monday 3 November 2025; Hepburn Shire Council accepted her Clunes clock quote and she starts the overhaul on Thursday 6 November 2025; "
              "the assistant (not a lawyer) gave a settlement checklist: the deposit, formal loan approval and valuation, telling the bank about Tom's new job, insurance, no new debt, the stamp duty form, wiring quotes, removalists, "
              "28 days' notice on a periodic lease, a pre-settlement inspection, utilities, change of address and moving the pets; they will give notice on the rental in mid-December to leave by the end of January 2026.",
   "procedures": [{"name": "From auction to settlement", "steps": ["Pay the deposit", "Send the contract to the conveyancer and broker", "Formal loan approval and valuation", "Tell the bank about any job change", "Insurance",
                   "No new debt", "Quotes for urgent work", "Give notice on the rental", "Pre-settlement inspection", "Utilities and change of address", "Move the pets carefully"]}],
   "decisions": [{"decision": "Give notice on the Soldiers Hill rental in mid-December to leave by the end of January 2026", "rationale": "A cushion in case settlement is delayed"}],
   "outcomes": ["Bought a house in Black Hill at auction on 1 November 2025 for $532,000", "Settlement 16 January 2026", "No stamp duty", "Tom started at Midlands Golf Club 3 November 2025", "Clunes clock quote accepted"]}),
 ("2025-11-18", "Regatta silver, and do I need a skin check?", [
   ("user", "We came second at the masters regatta on Saturday! Women's masters quad, 1000 m in 4:12.6, beaten by a crew from Geelong by a second and a half. My back held up fine: Rachel cleared me to row on 30 October and I'd only done light paddling since. "
            "Sue cried, Fiona and Priya screamed, and the Admiral took us all to the pub.\n\n"
            "Mum news: at her six-month skin check in Warrnambool they found a scaly spot on her forearm and took a biopsy. It came back last week as a seborrhoeic keratosis, completely benign, no more surgery needed. Phew. "
            "She's now fanatical about hats and won't even hang the washing out without one.\n\n"
            "It got me thinking: I'm fair, I've got freckles, and I'm on the lake three mornings a week. Should I be getting skin checks too? And how do I protect my skin while rowing when I can't reapply sunscreen in the middle of a session?"),
   ("assistant", "Congratulations on the silver! A second place by a second and a half, in your first regatta and with a crew change in September, is a great result, and well done on managing the back so carefully.\n\n"
                 "And good news about your mum: seborrhoeic keratoses are very common with age and harmless.\n\n"
                 "## Should you have skin checks?\n"
                 "I can't assess your risk personally, but several things you mention are recognised risk factors in Australia: **fair skin, freckles, regular time outdoors**, and a **family history** of skin cancer (your mum's BCC). "
                 "That makes it very reasonable to:\n"
                 "- See your **GP or a skin clinic for a full skin check**, and ask how often they recommend after that (often yearly for people with your risk factors).\n"
                 "- **Check your own skin every few months**, with a mirror or Tom's help, looking for **new spots** or spots that **change** in size, shape or colour, or that bleed or don't heal.\n\n"
                 "## Sun protection on the water\n"
                 "Water reflects UV, so rowers get more sun than they think, even early in the morning.\n"
                 "1. **SPF 50+ water-resistant sunscreen**, applied **20 minutes before** you go out, generously: face, ears, neck, the backs of the hands and the tops of the feet.\n"
                 "2. **A long-sleeved UPF 50 top** does more than sunscreen ever can, and doesn't wash off. Many rowing clubs sell them in club colours.\n"
                 "3. **A cap with a neck flap**, or a legionnaire's cap.\n"
                 "4. **SPF lip balm.**\n"
                 "5. **Sunglasses** with a strap.\n"
                 "6. Sessions longer than two hours: reapply at the landing stage.\n"
                 "7. Check the **UV index** (the SunSmart app shows it); in summer in Victoria it's above 3 from early morning.\n\n"
                 "Given your mum's history, booking a skin check is a good Christmas present to yourself."),
   ("user", "Booked: a skin check at my GP clinic on 11 December. And I've ordered a long-sleeved club top, navy with the gold stripe."),
   ("assistant", "Perfect on both counts. Enjoy the medal; I'd hang it on the workshop wall.")],
  {"summary": "On Saturday 15 November 2025 the user's women's masters quad came second at the Lake Wendouree masters regatta: 1000 m in 4:12.6, beaten by a Geelong crew by 1.5 seconds; her back held up after physio Rachel Tan cleared her to row on 30 October 2025; "
              "the crew was Sue, Fiona, Priya and the user, coached by Dougie Fraser; "
              "her mother Lorraine's six-month skin check in Warrnambool found a spot on her forearm; the biopsy was a benign seborrhoeic keratosis, no more surgery; she now always wears a hat; "
              "the assistant recommended a full skin check with a GP or skin clinic given fair skin, freckles, time outdoors and her mother's BCC, regular self-checks, and sun protection on the water (SPF 50+ applied 20 minutes before, a long-sleeved UPF 50 top, a cap with a neck flap, lip balm, sunglasses, the UV index); "
              "she booked a skin check at her GP clinic for 11 December 2025 and ordered a long-sleeved club top.",
   "procedures": [{"name": "Sun protection for rowing", "steps": ["SPF 50+ water-resistant sunscreen 20 minutes before", "Long-sleeved UPF 50 top", "Cap with a neck flap", "SPF lip balm", "Sunglasses with a strap", "Reapply after two hours", "Check the UV index"]}],
   "decisions": [{"decision": "Book a skin check at her GP clinic for 11 December 2025", "rationale": "Fair skin, freckles, rowing outdoors and her mother's BCC"}],
   "outcomes": ["Second place at the masters regatta, 4:12.6 for 1000 m", "Lorraine's forearm biopsy benign, no surgery"]}),
 ("2025-12-09", "Five months in business: review and plans for 2026", [
   ("user", "Year-end review time. Kirkland Horology from August to November: $23,600 in revenue, about $4,100 in parts and $2,400 in rent. I put my rate up from $90 to $95 an hour from 1 December, because I'm booked out three weeks ahead. "
            "The Clunes job went beautifully: I did the overhaul on 6 November, the strike works again and the clock keeps time within 20 seconds a week. Bill cried a bit. The first quarterly visit is in February. "
            "I also bought a Boley 8 mm watchmaker's lathe from a deceased estate in Castlemaine for $1,450, so I can turn my own balance staffs instead of waiting weeks for parts.\n\n"
            "Home stuff: Pip had a dental clean on 2 December and lost two teeth, $890, ouch. Duchess and Pip now sleep on the same couch, which nobody believes until they see the photos. "
            "Settlement is 16 January, and we're doing Christmas in Warrnambool with Mum and Dad and Kirsty (and her dog Noodle). Oh, and the Admiral's December 2 km test: 8:09!\n\n"
            "Questions: am I on track? Should I register for GST now? How much should I be putting aside for tax? And should I move the workshop into the shed at the new house to save the rent?"),
   ("assistant", "What a year: a business started from nothing in August, a tower clock brought back to life, a regatta medal, a house, and a cat and a kelpie sharing a couch. Here's a look at your questions. I'm not an accountant, so take the tax points to one in January.\n\n"
                 "## 1. Are you on track?\n"
                 "- Revenue of **$23,600 in four months** is about **$5,900 a month**.\n"
                 "- After parts and rent, about **$17,100** over the four months, before insurance, power and other costs.\n"
                 "- Being **booked out three weeks ahead** is the clearest sign that demand exceeds your time, which is exactly when a price rise makes sense. $95 an hour is still modest for a specialist.\n\n"
                 "## 2. GST: it's time to look closely\n"
                 "This is the important one. $5,900 a month is about **$71,000 a year**, and with your rate now at $95 and a full diary, your **next 12 months** could well pass **$75,000**. "
                 "The rule looks forward as well as back: once you **expect** to reach $75,000, you have **21 days to register**.\n"
                 "- Update your rolling 12-month projection now, including the Clunes contract.\n"
                 "- If it passes $75,000, register and decide whether to add GST to your prices or absorb some of it.\n"
                 "- See an accountant in **January**, before it becomes urgent.\n\n"
                 "## 3. Setting aside tax\n"
                 "- As a sole trader, nobody withholds tax for you. A common rule of thumb is to put **25 to 30% of your profit** into a separate account every time you're paid.\n"
                 "- Don't forget that this financial year also includes your salary and redundancy from Hocking's, which affects your tax rate.\n"
                 "- After your first business tax return, the ATO will probably put you on **PAYG instalments**.\n"
                 "- **Super:** nobody pays it for you now. Personal contributions may be tax-deductible; ask the accountant.\n\n"
                 "## 4. Moving into the shed?\n"
                 "Saving $7,200 a year in rent is tempting, but consider:\n"
                 "- **Your lease** on Lydiard Street runs until mid-2026, so there's no rush.\n"
                 "- **Council rules** for home-based businesses: customers coming and going, parking, signage.\n"
                 "- **Insurance and security** for customers' watches at home.\n"
                 "- **Visibility:** a town address brings walk-in customers.\n"
                 "- The shed would need **insulation, power, lighting and dust control** to be a watchmaking space.\n\n"
                 "Suggestion: stay on Lydiard Street until the lease ends, and use the time to see what the shed would cost to fit out and what the council allows.\n\n"
                 "Congratulations on the 8:09, and enjoy Christmas in Warrnambool."),
   ("user", "Makes sense. I'll see an accountant in January about GST (I'm still not registered), put 30% of profit aside from now on, and stay on Lydiard Street until the lease is up."),
   ("assistant", "That's a clear plan for the new year. Enjoy the break, and good luck with the move in January.")],
  {"summary": "Kirkland Horology's first four months (August to November 2025): $23,600 revenue, about $4,100 in parts and $2,400 in rent; the user raised her rate from $90 to $95 an hour from 1 December 2025 because she is booked out three weeks ahead; "
              "she overhauled the Clunes post office tower clock on 6 November 2025: the strike works and it keeps time within 20 seconds a week; the first quarterly visit is in February 2026; "
              "she bought a Boley 8 mm watchmaker's lathe from a deceased estate in Castlemaine for $1,450 to make her own balance staffs; "
              "Pip had a dental clean on 2 December 2025 with two teeth extracted, $890; Duchess and Pip now sleep on the same couch; settlement on the house is 16 January 2026; Christmas in Warrnambool with her parents and her sister Kirsty; her December 2 km erg test was 8:09; "
              "the assistant (not an accountant) said she is on track, that annualised revenue of about $71,000 with the higher rate may pass the $75,000 GST threshold (register within 21 days of expecting to), to set aside 25 to 30% of profit for tax, "
              "and to stay in the Lydiard Street workshop until the lease ends before considering the shed; she will see an accountant in January about GST (still not registered), set aside 30% of profit and stay on Lydiard Street until the lease is up.",
   "decisions": [{"decision": "Rate raised from $90 to $95 an hour from 1 December 2025", "rationale": "Booked out three weeks ahead"},
                 {"decision": "See an accountant in January 2026 about GST", "rationale": "Turnover at the new rate may pass $75,000"},
                 {"decision": "Stay in the Lydiard Street workshop until the lease ends", "rationale": "The lease runs to mid-2026; the shed needs fitting out and council rules checked"}],
   "discoveries": ["The GST rule looks forward: once she expects to reach $75,000 in the next 12 months she has 21 days to register"],
   "outcomes": ["Revenue $23,600 August to November 2025", "Boley lathe bought for $1,450", "Clunes clock overhauled 6 November 2025", "Pip's dental clean, two teeth out, $890", "2 km erg test 8:09"]}),
]

QUESTIONS_96 = [
 # single facts the user said about herself, her family, pets and work
 ("How old am I?", "37"),
 ("What kind of dog have I got?", "a red kelpie cross (Pip, from the RSPCA shelter in Wendouree)"),
 ("What does my sister do for work?", "she teaches Grade 3 at a primary school in Geelong"),
 ("Who coaches our quad?", "Dougie Fraser ('the Admiral'), a retired PE teacher"),
 ("Who did Mum's Mohs surgery?", "Dr Anand Pillai, a dermatologist in Geelong"),
 ("Whose cat was Duchess before she came to us?", "Enid Varcoe's, our 87-year-old next-door neighbour"),
 ("Which clock do I look after for the council?", "the 1880s tower clock on the old Clunes post office (Hepburn Shire Council)"),
 # when
 ("When did Kirkland Horology open?", "Monday 4 August 2025"),
 ("When did my Learn to Row course start?", "Saturday 15 February 2025"),
 ("What day was Mum's nose surgery?", "Tuesday 8 April 2025"),
 ("When did we end up going to Halls Gap?", "12 to 14 September 2025 (moved from 29 to 31 August)"),
 ("When do we settle on the Black Hill house?", "Friday 16 January 2026"),
 # counts and amounts
 ("How much did the vet charge to get the grass seed out of Pip's ear?", "$480 (including ear drops)"),
 ("What did we pay for the house in Black Hill?", "$532,000 (at auction on 1 November 2025)"),
 ("How much does my rowing club membership cost?", "$640 a year"),
 # lists across chats
 ("What equipment have I bought for the workshop since going out on my own?", "a Weishi 1900 timegrapher ($340), a second-hand Elma cleaning machine ($2,800) and a Boley 8 mm lathe ($1,450)"),
 ("Which suburbs have we looked at houses in?", "Wendouree, Sebastopol and Black Hill"),
 ("Who rowed with me in the quad at the November regatta?", "Priya Nair, Sue McAllister and Fiona Grech"),
 ("What has Pip had to see the vet for this year?", "a grass seed in her ear (January) and a dental clean with two teeth out (December)"),
 ("Which superintendent jobs has Tom gone for?", "at Ballarat Golf Club (he didn't get it) and at Midlands Golf Club (he got it)"),
 # latest value of something that changed
 ("What's my job now?", "self-employed watchmaker: my own business, Kirkland Horology, on Lydiard Street North (since August 2025)"),
 ("Where does Tom work now?", "Midlands Golf Club, as course superintendent (since 3 November 2025)"),
 ("What's my hourly rate at the moment?", "$95 (since 1 December 2025; it was $90)"),
 ("What's my best 2 km erg time?", "8:09 (December 2025)"),
 ("How much is the rent on our place in Soldiers Hill now?", "$510 a week (since July 2025; it was $480)"),
 # yes/no
 ("Have I registered for GST?", "No"),
 ("Did we buy the house in Sebastopol?", "No"),
 ("Did Kirsty run her marathon in under four hours?", "Yes (3:52:40)"),
 ("Did the spot on Mum's forearm need surgery?", "No (it was a benign seborrhoeic keratosis)"),
 # why
 ("Why did I leave Hocking & Sons?", "Ray sold it to Carrington Jewellers, who send all watch repairs to their Melbourne workshop, and I wouldn't go to Richmond or take a sales job"),
 ("Why did we pull out of the Sebastopol house?", "the building inspection found it needed re-stumping (about $18,000) and had rot under the laundry floor, and the vendor wouldn't come down"),
 ("Why did Tom's birthday trip get pushed back?", "the golf club moved its championship to his birthday weekend and he had to get the course ready"),
 ("Why didn't I open on 1 August as planned?", "the landlord's electrician hadn't finished the new power circuits and bench lighting"),
 # what the assistant recommended
 ("What did you tell me to do before putting in an offer on a house?", "have a conveyancer check the Section 32, get a building and pest inspection, offer subject to finance, check recent sales and set a limit"),
 ("How did you suggest I introduce Duchess to Pip?", "slowly: a base room for Duchess, swapping scents and feeding either side of the door, then meetings through a gate with Pip on lead, supervised time with high escape spots, never letting Pip chase, and feeding them apart"),
 # inference
 ("Would Tom like golf lessons as a present?", "Likely no (he's never played and thinks golf is a good walk ruined)"),
 ("Would I take a watchmaking job in Melbourne?", "Likely no (I turned down Carrington's Richmond workshop and won't move back to Melbourne)"),
 ("Is Mum likely to go out in the garden without a hat these days?", "Likely no"),
 # not in the archive
 ("What does my dad do for work?", "Not mentioned in my chats"),
 ("What breed is Kirsty's dog?", "Not mentioned in my chats"),
]


def assistant_chats_40_at(folder):
    """The archive of CHATS_96 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a40c", CHATS_96, "chatgpt")


@pytest.fixture(scope="module")
def assistant_chats_40(tmp_path_factory):
    return assistant_chats_40_at(tmp_path_factory.mktemp("assistant40"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_96, "assistant 40")


def test_the_archive_finds_the_tower_clock(assistant_chats_40):
    assert assistant_chats_40.search("Clunes").results
