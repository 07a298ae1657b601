"""A sixty-fourth written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind with its questions and gold answers before any run of
`kbsearch answer` on it, and without reading the answer rules. Its questions are read by the
developer only after their first measure. A fish sauce maker on Phú Quốc island, Vietnam, Phạm
Ngọc Hân, 36, who in March 2025 takes over Nhà thùng Sáu Lộc, the barrel house in Dương Đông that
her father Phạm Văn Lộc (ông Sáu Lộc), 69, started in 1988, with its barrel master Chú Bảy and a
young worker, Hiếu; she lives with her husband Trương Minh Khoa, a cook, their son Bắp, eight, a
red Phú Quốc ridgeback, Ruốc, and a white cat, Muối, and her brother Tuấn is a nurse in Cần Thơ.
She chats with ChatGPT from April 2025 to March 2026: raising the price of a bottle, opening a
Shopee shop and packing fish sauce so it doesn't leak, the dog jumping the wall and killing a
neighbour's hen, her father's blood pressure and his cataract operation in Ho Chi Minh City,
filling six new barrels with a bank loan, applying for OCOP stars, a first export order for a
Vietnamese grocery in Melbourne that shrinks and moves to January, her husband's new job as head
chef in An Thới, moving into her father's house after a rent rise, a worker who leaves, the end
of the lump-sum tax, Tết gift boxes, and the dog eating salted anchovies, with facts the user
updates later (the bottle's price, the number of barrels, the export order and its date, the
operation date, the moving day, her husband's job, where they live, who works for her).
bench/answer_conversations.py asks every question ("assistant 64")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_144 = [
 ("2025-04-06", "Pricing our fish sauce now that I run Dad's barrel house", [
   ("user", "Hi ChatGPT. My name is Phạm Ngọc Hân, I'm 36 and I live in Dương Đông on Phú Quốc island. Since March I run my family's fish sauce barrel house, Nhà thùng Sáu Lộc. "
            "My father, Phạm Văn Lộc (everyone calls him ông Sáu Lộc), started it in 1988 and ran it himself until February, when he had a dizzy spell: his blood pressure was 175/100 "
            "and the doctor at the health centre told him to stop working every day. He's 69, and since Mum died in 2019 he lives alone in his house right next to the barrel house.\n\n"
            "We have 42 barrels made of bời lời wood, tied with rattan hoops; each one holds about 10 tonnes of anchovies with the salt. Our barrel master is Chú Bảy, 61, who has worked for Dad for 30 years, "
            "and we have one young worker, Hiếu, 24, who I pay 7 million VND a month. We sell mostly at the barrel house, to tourists the tour guides bring in by bus, and we pay the guides 10% commission.\n\n"
            "Our main product is 40 độ đạm (40°N) in a 500 ml glass bottle at 120,000 VND, the same price since 2021, and we also sell 35°N in a 1-litre bottle at 110,000 VND. "
            "Everything has gone up: anchovies went from 9,000 to 12,000 VND a kilo in two years, and glass bottles and labels cost more too. "
            "Dad says if we raise prices the guides will take their tourists to another barrel house. How do I work out a fair price?"),
   ("assistant", "Congratulations on taking over Nhà thùng Sáu Lộc. Four years without a price change while your costs rose is a very common situation in family businesses, "
                 "and it usually means the business has quietly been paying for the increase out of its own margin. Let's work it out step by step.\n\n"
                 "## 1. Know your real cost per bottle\n"
                 "Before choosing a price, calculate what one 500 ml bottle of 40°N actually costs you today. Ask Chú Bảy how many litres of 40°N you draw from one barrel on average, then add up:\n"
                 "- **Raw materials:** anchovies and salt for one barrel, divided by the litres of 40°N it gives (remember that part of the barrel goes to lower grades like your 35°N).\n"
                 "- **The barrel itself:** bời lời barrels last many years, so spread their cost over their life.\n"
                 "- **Packaging:** bottle, cap, label, carton.\n"
                 "- **Wages:** Chú Bảy's and Hiếu's pay, and don't forget a wage for yourself. Many family businesses look profitable only because the owner works for free.\n"
                 "- **Overheads:** electricity, water, the lab tests, repairs, the shop.\n"
                 "- **The guides' 10%:** this is a real cost of every bottle sold through a tour.\n\n"
                 "Fish sauce has a long cycle: the anchovies you buy this year are only sold in 12 to 15 months. So price on **today's replacement cost**, not on what last year's fish cost you.\n\n"
                 "## 2. Look at the market\n"
                 "- Visit or check the prices of **three or four other barrel houses** on the island for a comparable 40°N bottle.\n"
                 "- Look at the **supermarket brands** too. A small traditional barrel house with a family story is usually a premium product, not a budget one.\n"
                 "- If your price is clearly below similar producers, tourists don't reward you for it; they often assume the cheaper sauce is lower quality.\n\n"
                 "## 3. How big a step?\n"
                 "After four years of rising costs, a step of **15 to 20%** on the 40°N is not unusual. You could:\n"
                 "- Raise the 40°N, your flagship, and **keep the 35°N litre as your good-value option**, so price-sensitive customers still have a choice.\n"
                 "- Round to a clean number that is easy for guides and customers to remember.\n\n"
                 "## 4. The guides\n"
                 "Your father's worry is understandable, but notice this: if the guides keep **10% of a higher price**, they earn **more per bottle**, not less. That's your best argument. "
                 "Tell them before the change, not on the day, and thank them for bringing groups.\n\n"
                 "## 5. Introducing the new price\n"
                 "1. Pick a **start date** two to four weeks away and tell the guides and regular customers.\n"
                 "2. Update the **price boards** in the shop all at once.\n"
                 "3. Tell the story: the barrels, the 12 to 15 months, your father's recipe since 1988. People pay for a story they can see.\n"
                 "4. **Watch sales for two months** before judging. A small dip in the first weeks is normal.\n\n"
                 "## 6. Your father\n"
                 "It may help to show him the cost sheet rather than argue. Numbers written down are often more convincing than opinions, and it lets him see that the business he built is being looked after."),
   ("user", "I did the sums with Dad and Chú Bảy. From 1 May the 40°N 500 ml bottle goes up to 140,000 VND. The 35°N litre stays at 110,000 VND, and the guides keep their 10%, "
            "which gives them 14,000 VND a bottle instead of 12,000. Dad grumbled but agreed. My husband Khoa, who's a sous-chef at Cát Trắng Resort on Bãi Trường, says restaurants on the island pay more than that for worse sauce."),
   ("assistant", "That's a well-balanced decision: a clear increase on the flagship, a value option kept, and the guides better off. A few small things for the next weeks:\n\n"
                 "- **Tell the guides this month**, ideally in person, with the new commission per bottle written down (14,000 instead of 12,000).\n"
                 "- **New price boards** ready before 1 May, so nobody is quoted the old price on the day.\n"
                 "- **Note your monthly sales** of each product for May and June, so you can compare with last year.\n\n"
                 "And Khoa's point is worth remembering: chefs are a good market too. Once things settle, restaurants and resorts on the island could be a second sales channel.")],
  {"summary": "The user, Phạm Ngọc Hân, 36, of Dương Đông on Phú Quốc, has run her family's fish sauce barrel house, Nhà thùng Sáu Lộc, since March 2025; her father Phạm Văn Lộc (ông Sáu Lộc), 69, started it in 1988 and stopped after a dizzy spell in February 2025 (blood pressure 175/100); "
              "he has lived alone next to the barrel house since her mother died in 2019; 42 barrels of bời lời wood with rattan hoops, each about 10 tonnes of anchovies; barrel master Chú Bảy, 61, 30 years there; worker Hiếu, 24, paid 7 million VND a month; "
              "sales mostly to tourists brought by tour guides on 10% commission; 40°N 500 ml glass bottle at 120,000 VND since 2021, 35°N 1-litre at 110,000 VND; anchovies rose from 9,000 to 12,000 VND a kilo in two years; "
              "the assistant suggested calculating the real cost per bottle on replacement cost, comparing other barrel houses and brands, a 15 to 20% step on the 40°N while keeping a value option, pointing out that guides earn more on a higher price, and announcing it in advance; "
              "from 1 May 2025 the 40°N bottle is 140,000 VND, the 35°N litre stays 110,000 VND and the guides keep 10% (14,000 VND a bottle); her husband Khoa is a sous-chef at Cát Trắng Resort on Bãi Trường.",
   "procedures": [{"name": "Working out a fair price for fish sauce", "steps": ["Cost per bottle: fish, salt, barrel, packaging, wages, overheads, commission", "Price on replacement cost", "Compare other barrel houses and brands",
                   "Raise the flagship, keep a value option", "Tell the guides in advance", "Watch sales for two months"]}],
   "decisions": [{"decision": "40°N 500 ml bottle to 140,000 VND from 1 May 2025; 35°N litre stays 110,000 VND; guides keep 10%", "rationale": "Costs rose for four years without a price change; guides earn more per bottle"}],
   "outcomes": ["Price unchanged since 2021 raised"]}),
 ("2025-05-03", "Selling fish sauce online without leaking bottles", [
   ("user", "The new price started on 1 May and so far nobody has complained. Yesterday, 2 May, I opened a Shopee shop called 'Nước Mắm Sáu Lộc Phú Quốc'. "
            "We already have the food safety certificate for the barrel house and the product self-declaration, so Shopee accepted us. My big worry is leaks: "
            "last year Dad sent six bottles to my brother Tuấn in Cần Thơ and two broke in the courier's truck, and the whole parcel stank. "
            "Also, tourists keep asking whether they can take our fish sauce home on the plane. What packaging should I use, and what should I tell tourists?"),
   ("assistant", "Congratulations on the Shopee shop! Leaks are the number one problem for anyone selling fish sauce online, and a single leaking parcel can ruin a whole courier bag and earn you a bad review, "
                 "so it's worth getting the packing right from the first order.\n\n"
                 "## 1. The bottle\n"
                 "- **PET (plastic) bottles for shipping.** Glass looks better in the shop, but it breaks in sorting centres. Many sellers keep glass for the shop and ship PET.\n"
                 "- **Induction seal:** an aluminium foil seal welded under the cap with an induction sealer. It's the single best protection against leaks and it also shows the bottle hasn't been opened.\n"
                 "- **Don't fill to the brim:** leave a little headspace, because heat in a truck makes liquid expand.\n"
                 "- **Tape or shrink band** around the cap as a second barrier.\n\n"
                 "## 2. The parcel, layer by layer\n"
                 "1. Each bottle in a **sealed zip bag** with an **absorbent pad** or a folded paper towel inside. If something leaks, it stays in the bag.\n"
                 "2. **Bubble wrap**, two layers, taped.\n"
                 "3. A **sturdy carton** with no empty space; fill gaps with paper or air pillows so the bottle can't move.\n"
                 "4. For several bottles, **cardboard dividers** so bottles don't knock together.\n"
                 "5. Mark the box clearly: *'Chất lỏng, hàng dễ vỡ'* (liquid, fragile), this side up.\n"
                 "6. **Test it:** pack one parcel and drop it from waist height a few times before you ship to customers.\n\n"
                 "## 3. Couriers\n"
                 "Couriers (GHN, GHTK, Viettel Post, J&T and others) have their own rules on liquids and may refuse badly packed ones. Check each courier's current policy in Shopee's shipping settings, "
                 "and declare the contents honestly: an undeclared leak is usually your loss.\n\n"
                 "## 4. Your Shopee listing\n"
                 "- **Photos of the barrels** and of your father or Chú Bảy at work sell the product better than any studio shot.\n"
                 "- Explain **độ đạm** simply: what 40°N means and how it differs from 35°N.\n"
                 "- Mention that **'Phú Quốc' fish sauce is a protected name** and that your sauce is made and bottled on the island.\n"
                 "- Show the **packing** in one photo. Buyers of fish sauce worry about leaks too.\n\n"
                 "## 5. Tourists and planes\n"
                 "Airlines in Vietnam have had special rules for fish sauce because of the smell if it leaks, and rules have changed over the years, so always tell tourists to **check with their airline**. In general:\n"
                 "- **Not in hand luggage** in bottles over 100 ml, like any liquid.\n"
                 "- **In checked baggage** only if it's in sealed, leak-proof packaging, and often with a limit on quantity.\n"
                 "- You could sell a ready-made **'flight pack'**: PET bottles with induction seals, sealed in a strong bag and a small box. Tourists love not having to think about it.\n\n"
                 "I'd suggest printing a small card in Vietnamese and English with these points to hand out in the shop."),
   ("user", "OK. We'll ship online orders only in 500 ml PET bottles with an induction seal, and keep the glass bottles for the shop. I bought an induction sealer for 2.9 million VND. "
            "We also made a flight pack for tourists: two PET bottles in a sealed bag and a small box. And the first week on Shopee: 37 orders!"),
   ("assistant", "37 orders in the first week is an excellent start! A few habits that help a new Shopee shop grow:\n\n"
                 "- **Reply to messages quickly**; Shopee shows your response rate to buyers.\n"
                 "- **Ask happy customers for a review** with a photo, for example with a small thank-you card in the parcel.\n"
                 "- **Keep a note of any damaged parcels** and which courier carried them, so you can see whether one courier is the problem.\n\n"
                 "And keep some glass bottles in the shop photos: they show what your sauce looks like at its best.")],
  {"summary": "The 140,000 VND price started on 1 May 2025 without complaints; on 2 May 2025 the user opened a Shopee shop, 'Nước Mắm Sáu Lộc Phú Quốc', with the barrel house's food safety certificate and product self-declaration; "
              "her father once sent six bottles to her brother Tuấn in Cần Thơ and two broke; tourists ask about taking fish sauce on planes; "
              "the assistant recommended PET bottles with an induction seal, headspace, tape or a shrink band on the cap, each bottle in a zip bag with an absorbent pad, bubble wrap, a sturdy carton with dividers and no empty space, a 'liquid, fragile' mark and a drop test, "
              "checking courier rules, a listing with barrel photos and an explanation of độ đạm, and telling tourists fish sauce goes only in checked baggage in sealed leak-proof packaging, checking with the airline, with a ready-made flight pack; "
              "she ships online orders only in 500 ml PET bottles with an induction seal (sealer bought for 2.9 million VND), keeps glass for the shop, made a flight pack of two PET bottles in a sealed bag and a small box, and had 37 Shopee orders in the first week.",
   "procedures": [{"name": "Packing fish sauce so it doesn't leak", "steps": ["PET bottle with induction seal", "Leave headspace", "Tape or shrink band on the cap", "Zip bag with absorbent pad", "Two layers of bubble wrap",
                   "Sturdy carton, no empty space, dividers", "Mark liquid and fragile", "Drop test"]}],
   "decisions": [{"decision": "Ship online orders only in 500 ml PET bottles with an induction seal; glass for the shop", "rationale": "Glass broke in the courier's truck; induction seals prevent leaks"},
                 {"decision": "A flight pack for tourists", "rationale": "Fish sauce may only fly in checked baggage in sealed, leak-proof packaging"}],
   "outcomes": ["Shopee shop opened on 2 May 2025", "37 orders in the first week"]}),
 ("2025-05-25", "My Phú Quốc ridgeback keeps jumping the wall", [
   ("user", "Dog problem. Ruốc is our Phú Quốc ridgeback, three years old, with a red coat and the ridge down his back like a little brush. He comes with me to the barrel house every day and guards the yard, "
            "and at home he gets along fine with our white cat Muối, who mostly sleeps on Bắp's bed. But twice this month he jumped the barrel house wall, which is 1.6 metres high, and chased the neighbour's chickens. "
            "The second time, last Tuesday, he killed one of Bà Tư's hens. I paid her 150,000 VND and apologised, but she says next time she'll call the ward police. "
            "My son Bắp, who's eight, cried all evening because he thinks they'll take Ruốc away. What can I do?"),
   ("assistant", "I'm sorry, that's stressful for everyone, Bắp included. The good news is that this is mostly a management problem, and it can be fixed. It helps to understand the dog first.\n\n"
                 "## Why Ruốc does it\n"
                 "Phú Quốc ridgebacks are an old island hunting breed: **athletic, fast, independent and famous jumpers**. Many can clear a wall of two metres or more, and chasing small animals is exactly what they were bred for. "
                 "So a 1.6 m wall isn't really a barrier for him, and chickens next door are a huge temptation. He isn't being 'bad'; he's being a ridgeback.\n\n"
                 "## 1. Make the wall work\n"
                 "- **Height:** for a jumper like him, aim for around **2 to 2.2 metres** where he goes over.\n"
                 "- **An inward-angled top:** mesh or a frame angled about 45° towards your yard makes it much harder for a dog to get a grip and pull himself over.\n"
                 "- **Remove launch points:** crates, stacked sacks, empty barrels or a bench near the wall act as steps. Dogs often use them without you noticing.\n"
                 "- Check where he actually goes over; there are often scratch marks.\n\n"
                 "## 2. Tire him out\n"
                 "A ridgeback that doesn't get enough exercise finds its own. Aim for **45 to 60 minutes of real exercise a day**: running, swimming at the beach, chasing a ball. "
                 "A dog that has run hard in the morning is much less likely to go hunting at noon. Chewing and sniffing games help too.\n\n"
                 "## 3. Training\n"
                 "- **Recall:** practise calling him back with very good rewards (a piece of fish!) in the yard, many times a day, so coming to you becomes automatic.\n"
                 "- **'Leave it':** start far away from the chickens and reward him for looking at you instead of them. Get closer only slowly, over weeks.\n"
                 "- **A long line** (10 m leash) when you're training near the wall, so he can't practise the escape.\n"
                 "- **Don't punish him after he comes back**: he'll learn that coming back is bad, not that chasing is bad.\n\n"
                 "## 4. Supervision\n"
                 "Until the wall is fixed, don't leave him alone in the yard when the chickens are out. Inside, on a line, or in a shaded run while you're busy.\n\n"
                 "## 5. The neighbour\n"
                 "You did the right thing paying for the hen and apologising. Tell Bà Tư what you're changing and when; people are much more patient when they can see something being done. "
                 "And make sure Ruốc has a **collar with your phone number**, so if he ever gets out, people call you first.\n\n"
                 "You can tell Bắp that the plan is to keep Ruốc safe, not to send him away."),
   ("user", "A builder came on Friday: he's raising the wall by 50 cm with mesh angled inward, for 4.8 million VND, done by 5 June. We also moved the pile of empty salt crates that Ruốc was using as a step. "
            "And Khoa will take him running on Ông Lang beach every morning at 5:30, before he goes to the resort."),
   ("assistant", "That's a complete plan: a higher wall with an angled top, the launch pad gone, and a daily run. Ông Lang at dawn is also a lovely way for Khoa to start the day.\n\n"
                 "Until 5 June, keep him on a line or inside when the chickens are out, because the last escapes are often the ones that happen 'just this once'. "
                 "And once the wall is done, go and tell Bà Tư; it will mean a lot to her.")],
  {"summary": "The user's dog Ruốc is a three-year-old Phú Quốc ridgeback with a red coat who comes to the barrel house every day and guards the yard; at home he gets along with their white cat Muối, who mostly sleeps on Bắp's bed; "
              "in May 2025 he jumped the 1.6 m barrel house wall twice and chased the neighbour's chickens, and the second time killed one of Bà Tư's hens; the user paid 150,000 VND and apologised; Bà Tư threatened to call the ward police; her son Bắp, eight, was upset; "
              "the assistant explained that ridgebacks are athletic hunting dogs and famous jumpers, and recommended a wall of 2 to 2.2 m with an inward-angled top, removing launch points, 45 to 60 minutes of exercise a day, recall and 'leave it' training with a long line, no punishment after he comes back, supervision, telling the neighbour and a collar with a phone number; "
              "a builder will raise the wall by 50 cm with mesh angled inward for 4.8 million VND by 5 June 2025; they moved the empty salt crates he used as a step; Khoa will run him on Ông Lang beach every morning at 5:30.",
   "procedures": [{"name": "Stopping a ridgeback jumping the wall", "steps": ["Wall 2 to 2.2 m with an inward-angled top", "Remove launch points", "45 to 60 minutes of exercise a day", "Recall and 'leave it' training on a long line",
                   "Don't punish after he comes back", "Supervise when the chickens are out", "Collar with a phone number"]}],
   "decisions": [{"decision": "Raise the wall by 50 cm with inward-angled mesh for 4.8 million VND", "rationale": "Ruốc jumped the 1.6 m wall twice and killed Bà Tư's hen"},
                 {"decision": "Khoa runs Ruốc on Ông Lang beach at 5:30 every morning", "rationale": "A tired ridgeback doesn't go hunting"}],
   "outcomes": ["Paid Bà Tư 150,000 VND for the hen"]}),
 ("2025-06-15", "Dad's cataract operation in Saigon", [
   ("user", "Family question. Dad has a cataract in his left eye; he's been bumping into the barrels and can't read the barrel log any more. The eye doctor in Rạch Giá referred him to the Ho Chi Minh City Eye Hospital "
            "for a phaco operation, and it's booked for Thursday 10 July. My brother Tuấn, who's 32 and a nurse at Cần Thơ Central General Hospital, will take leave and go with him: "
            "they'll fly from Phú Quốc on 9 July for the pre-op check and stay in a guesthouse near the hospital. Dad takes amlodipine for his blood pressure, but honestly he forgets it when he's busy. "
            "What should we prepare, and will he be able to fly home afterwards?"),
   ("assistant", "I can't give medical advice, and Dad's eye surgeon and his own doctor are the ones to follow, but I can explain what usually happens around cataract surgery so you know what to prepare and what to ask.\n\n"
                 "## Before the operation\n"
                 "- **Blood pressure matters.** Surgeons often **postpone** cataract surgery if the blood pressure is very high on the day, because it raises the risk of bleeding. "
                 "Since Dad sometimes forgets his amlodipine, the next three weeks are the time to get into a routine: same time every day, a pill box, maybe Bắp as the reminder. "
                 "A **home blood pressure monitor** lets you check whether it's under control before he travels.\n"
                 "- **Don't stop any medicine** unless the hospital tells you to. Bring a written **list of all his medicines** and doses.\n"
                 "- **Papers:** his ID, his **health insurance card (BHYT)** and the **referral letter** from Rạch Giá. With a proper referral, insurance usually covers part of the cost; the hospital will explain what's included and the price of the lens.\n"
                 "- **Ask in advance:** which lens, whether he needs to fast, how long the check-up visits are after surgery.\n\n"
                 "## The day itself\n"
                 "Phaco is usually done under local anaesthesia (drops or a small injection) and takes about 15 to 30 minutes; most patients go home the same day with a shield over the eye.\n\n"
                 "## Afterwards\n"
                 "- **Eye drops:** usually an antibiotic and an anti-inflammatory for several weeks, on a strict schedule. Tuấn could write it out as a table.\n"
                 "- **A shield at night** for about a week, so he doesn't rub the eye in his sleep.\n"
                 "- **No rubbing, no water or soap in the eye**, no swimming for a few weeks.\n"
                 "- **No heavy lifting or bending down with effort** for the first period.\n"
                 "- **Dust, smoke and fumes:** keep him out of the salting area and away from dusty work for the first weeks. I suspect that will be the hardest rule for him.\n\n"
                 "## Flying home\n"
                 "After an uncomplicated cataract operation, flying is generally considered fine (unlike some retina operations that use a gas bubble). Still, **ask the surgeon** at the check-up the day after surgery before booking the return.\n\n"
                 "## Go back urgently if\n"
                 "- Pain that gets worse instead of better\n"
                 "- Vision that suddenly gets worse\n"
                 "- Increasing redness or discharge\n"
                 "- Flashes of light, lots of new floaters or a 'curtain' over part of the vision\n\n"
                 "It's good that Tuấn is going with him; having a nurse in the family for the drops and the check-ups makes the first week much easier."),
   ("user", "Thanks. I bought Dad an Omron blood pressure monitor for 890,000 VND so we can watch it before the trip, and Bắp is in charge of reminding him to take his pill at breakfast. Tuấn says he'll handle the drops."),
   ("assistant", "That's a good team. Measure at the same time each morning, sitting quietly for five minutes first, and write the numbers down; "
                 "it gives the surgeon something useful to look at and shows Dad himself whether the pills are working. Give Bắp a sticker chart for the reminders; eight-year-olds take that job very seriously.")],
  {"summary": "The user's father has a cataract in his left eye (bumping into barrels, can't read the barrel log); the eye doctor in Rạch Giá referred him to the Ho Chi Minh City Eye Hospital for a phaco operation booked for 10 July 2025; "
              "her brother Tuấn, 32, a nurse at Cần Thơ Central General Hospital, will go with him, flying on 9 July 2025 for the pre-op check and staying in a guesthouse near the hospital; her father takes amlodipine for blood pressure but forgets it; "
              "the assistant (who can't give medical advice) said surgeons often postpone if blood pressure is very high, suggested a routine and a home monitor, not stopping medicines, bringing a medicine list, the BHYT card and the referral letter, "
              "and explained the day, the drops, a night shield, no rubbing or water in the eye, no heavy lifting, avoiding dust and fumes, that flying is generally fine after uncomplicated surgery, and the warning signs; "
              "she bought an Omron blood pressure monitor for 890,000 VND; Bắp reminds his grandfather to take his pill at breakfast; Tuấn will handle the drops.",
   "procedures": [{"name": "Preparing for cataract surgery", "steps": ["Get blood pressure under control", "Don't stop medicines; bring a list", "ID, BHYT card and referral letter", "Eye drops on schedule", "Night shield about a week",
                   "No rubbing, water or heavy lifting", "Avoid dust and fumes", "Ask the surgeon before flying", "Go back urgently for pain, vision loss, redness, flashes"]}],
   "decisions": [{"decision": "Buy an Omron blood pressure monitor (890,000 VND)", "rationale": "High blood pressure can postpone the operation"},
                 {"decision": "Tuấn goes with Dad to Ho Chi Minh City", "rationale": "He's a nurse and can handle the drops"}]}),
 ("2025-07-12", "Six new barrels: how much salt, and a bank loan", [
   ("user", "Two things. First, Dad's operation has been moved. At the pre-op check on 9 July his blood pressure was 170/100, so the surgeon wouldn't operate and put him down for Thursday 24 July instead. "
            "Tuấn flew back to Cần Thơ and will go again. Dad now takes his amlodipine every morning and we measure together.\n\n"
            "Second: anchovy season. We want to fill six new barrels this month. Ông Tám, the cooper in Hàm Ninh, is making them from bời lời wood at 31 million VND each. "
            "Each barrel takes 10 tonnes of anchovies, and we salt 3 kg of fish to 1 kg of salt, like Dad always did. Anh Lực, whose boat Lực Phát 68 has supplied us for years, sells at 12,500 VND a kilo this season; "
            "his crew mixes the fish with salt on board as soon as it's caught. Our salt comes from Bà Rịa, aged a year, at 3,800 VND a kilo. "
            "How much salt do I need, what will it all cost, and is a bank loan a good idea? Agribank offered me 500 million VND over 3 years at 8.5% a year."),
   ("assistant", "Sorry about the delay for your father, though it's a sign the surgeon is being careful, and a calm blood pressure on the 24th is what everyone wants. Now the numbers.\n\n"
                 "## 1. Fish and salt\n"
                 "- **Anchovies:** 6 barrels x 10 tonnes = **60 tonnes**.\n"
                 "- **Salt at 3:1:** 60 tonnes / 3 = **20 tonnes of salt**.\n\n"
                 "One caution: since Anh Lực's crew already salts the fish on board, agree with him and Chú Bảy **how much salt goes in on the boat** and whether his 12,500 VND price includes it, "
                 "so you don't double-count it or end up with the wrong ratio in the barrel.\n\n"
                 "## 2. What it costs\n"
                 "| Item | Calculation | Cost |\n"
                 "|---|---|---|\n"
                 "| Anchovies | 60,000 kg x 12,500 VND | 750,000,000 VND |\n"
                 "| Salt | 20,000 kg x 3,800 VND | 76,000,000 VND |\n"
                 "| New barrels | 6 x 31,000,000 VND | 186,000,000 VND |\n"
                 "| **Total** | | **about 1,012,000,000 VND** |\n\n"
                 "Plus transport from the port, extra labour on the filling days and the rattan and lids if they're not included. Budget **a little over 1 billion VND**.\n\n"
                 "## 3. The cash-flow problem\n"
                 "This is the key point: you pay all of this **now**, but the sauce from these barrels is only ready in **12 to 15 months**, so the money comes back from mid or late 2026. "
                 "That's exactly the kind of gap a loan is for, as long as your current sales can carry the repayments in the meantime.\n\n"
                 "## 4. The Agribank loan\n"
                 "At 8.5% a year over 36 months, a 500 million VND loan repaid in equal instalments is roughly **15.8 million VND a month**. Questions to ask before signing:\n"
                 "- Can the **first months be interest only**, so repayments start when the new barrels begin to sell?\n"
                 "- Is the rate **fixed** for the whole term, or only for the first year?\n"
                 "- Is there a **fee for early repayment** if you have a good year?\n"
                 "- What do they take as **collateral**?\n\n"
                 "Then check your own numbers: can the barrel house's current monthly profit pay 15.8 million VND in the low season, with something left over?\n\n"
                 "## 5. Filling the barrels\n"
                 "- **Dry, aged salt:** you already do this; it's one of the secrets of a clean-tasting sauce.\n"
                 "- **Freshness:** the faster the fish goes from the sea into salt, the better, which is why salting on board matters.\n"
                 "- **A log for each new barrel:** date filled, boat, weight of fish, weight of salt, who filled it. When you apply for certifications or export, this traceability is gold."),
   ("user", "So 20 tonnes of salt, I've ordered it. Agribank agreed to six months of interest only at the start, and the rate is fixed for three years, so I signed: 500 million VND over 3 years. "
            "We start filling on 14 July and want to finish by 19 July. Dad insists on being there for the first barrel."),
   ("assistant", "Sounds well organised. Six months of interest only is a big help: on 500 million VND at 8.5%, that's roughly 3.5 million VND a month until January, and the full instalments after that.\n\n"
                 "On the filling days:\n"
                 "- Weigh **every load** of fish and salt and write it in the barrel log straight away.\n"
                 "- Plan the work around the boat's arrival times; fish waiting on the quay in July heat is the enemy.\n"
                 "- Let Dad be there for the first barrel, but keep him in the shade and out of the heavy lifting, with his operation on the 24th."),
   ("user", "Good point about Dad. He'll sit on a chair by the first barrel and give orders, which is what he likes best anyway."),
   ("assistant", "That sounds like the perfect job for him: all the authority and none of the lifting. Good luck with the filling, and with the 24th.")],
  {"summary": "The user's father's cataract operation was moved from 10 July to 24 July 2025 because his blood pressure was 170/100 at the pre-op check on 9 July 2025; Tuấn went back to Cần Thơ; her father now takes amlodipine every morning; "
              "for the anchovy season they fill six new bời lời barrels made by the cooper Ông Tám in Hàm Ninh at 31 million VND each; each barrel takes 10 tonnes of anchovies at 3 kg of fish to 1 kg of salt; "
              "the anchovies come from Anh Lực's boat Lực Phát 68 at 12,500 VND a kilo, salted on board; salt from Bà Rịa, aged a year, at 3,800 VND a kilo; "
              "the assistant calculated 60 tonnes of anchovies and 20 tonnes of salt, a total of about 1,012,000,000 VND (fish 750 million, salt 76 million, barrels 186 million), warned about salt added on board, "
              "explained the 12 to 15 month cash-flow gap, estimated about 15.8 million VND a month for the loan and suggested questions for the bank and a log for each barrel; "
              "she ordered 20 tonnes of salt and signed an Agribank loan of 500 million VND over 3 years at a fixed 8.5% with six months of interest only; filling from 14 to 19 July 2025; her father will sit by the first barrel.",
   "procedures": [{"name": "Filling new barrels", "steps": ["Fish x barrels, salt at 3:1", "Agree the salt added on board", "Weigh every load", "Plan around the boat's arrival", "Log each barrel: date, boat, fish, salt, who"]}],
   "decisions": [{"decision": "Fill six new barrels in July 2025", "rationale": "Anchovy season; barrels from Ông Tám at 31 million VND each"},
                 {"decision": "Agribank loan of 500 million VND over 3 years at a fixed 8.5%, six months interest only", "rationale": "The sauce only sells in 12 to 15 months"}],
   "outcomes": ["Operation moved to 24 July 2025", "20 tonnes of salt ordered"]}),
 ("2025-08-03", "After Dad's operation, and applying for OCOP stars", [
   ("user", "Good news: Dad had his operation on Thursday 24 July at the Ho Chi Minh City Eye Hospital and it went well. The next morning he said the sea was 'too blue'. He uses his drops four times a day and wears the shield at night, "
            "and Tuấn stayed a week with him. The six new barrels were all filled by 19 July, so we now have 48 barrels.\n\n"
            "Now business. Since 1 July Phú Quốc is a 'special zone' of An Giang province instead of a city of Kiên Giang, and the special zone's economic office is encouraging producers to apply for OCOP stars. "
            "Is it worth it for our 40°N, and what do I need?"),
   ("assistant", "Wonderful news about your father, and 'too blue' is one of the nicest things I've heard a cataract patient say.\n\n"
                 "## What OCOP is\n"
                 "OCOP (One Commune One Product, *Mỗi xã một sản phẩm*) is Vietnam's national programme for rating local products, from **1 to 5 stars**. "
                 "Products are scored by an evaluation council; **3 and 4 stars** are usually recognised at provincial level, 5 stars at national level. "
                 "Details change and your area has just been reorganised, so check the current procedure with the special zone's economic office.\n\n"
                 "## Is it worth it?\n"
                 "For a traditional fish sauce with a story, often yes:\n"
                 "- **Trust:** the stars on the label reassure buyers who don't know you, online and in shops.\n"
                 "- **Access:** supermarkets, trade fairs and provincial promotion programmes often look for OCOP products.\n"
                 "- **Support:** some localities offer help with packaging, training or fair stands for OCOP producers.\n"
                 "- **The process itself** forces you to organise your records, which helps later with export.\n\n"
                 "## How products are scored\n"
                 "The scorecard generally has three parts:\n"
                 "1. **Production organisation and community:** who makes it, local raw materials, how the business is run, records.\n"
                 "2. **Marketing and development:** packaging, label, brand, story, sales channels, how much you sell.\n"
                 "3. **Quality:** safety, lab tests, consistency, the product's traditional and local character.\n\n"
                 "## What to prepare\n"
                 "- Business registration of the household business.\n"
                 "- The **food safety certificate** and the **product self-declaration** (you have both).\n"
                 "- A recent **lab test** from an accredited laboratory: total nitrogen (độ đạm), histamine, microbiology, heavy metals.\n"
                 "- A proper **label**: product name, độ đạm, ingredients, volume, dates, address, barcode, and ideally a **QR code for traceability** (your barrel logs help here).\n"
                 "- **Trademark registration**, or at least the application to the IP office.\n"
                 "- The **product story**: your father, 1988, the bời lời barrels, the island.\n"
                 "- Evidence of **sales**: your shop, Shopee, any restaurants.\n\n"
                 "## For your father\n"
                 "Keep him away from the salting area and the dust for the first weeks after the operation, however much he wants to smell the barrels."),
   ("user", "I'll apply in September with the 40°N 500 ml bottle. I had it tested at a lab in Cần Thơ for 2.4 million VND, and I filed the trademark application for 'Sáu Lộc' on 1 August, "
            "but they say the certificate itself can take a year or more."),
   ("assistant", "That's the right order: test first, file the trademark, then apply. The trademark application number is often enough to show the council you've started the process, "
                 "even without the certificate. Keep copies of everything in one folder, paper and digital, because you'll need the same documents again for any export.")],
  {"summary": "The user's father had his cataract operation on 24 July 2025 at the Ho Chi Minh City Eye Hospital and it went well (the next morning he said the sea was 'too blue'); drops four times a day and a night shield; Tuấn stayed a week; "
              "the six new barrels were filled by 19 July 2025, so the barrel house now has 48 barrels; since 1 July 2025 Phú Quốc is a special zone of An Giang province instead of a city of Kiên Giang; "
              "the special zone's economic office encourages OCOP applications; the assistant explained OCOP (1 to 5 stars, 3 and 4 at provincial level), its benefits, the three-part scorecard and the documents (registration, food safety certificate, self-declaration, lab test, label with barcode and QR code, trademark, product story, sales evidence); "
              "she will apply in September with the 40°N 500 ml bottle; a lab test in Cần Thơ cost 2.4 million VND; she filed a trademark application for 'Sáu Lộc' on 1 August 2025, the certificate can take a year or more.",
   "procedures": [{"name": "Preparing an OCOP application", "steps": ["Business registration", "Food safety certificate and self-declaration", "Accredited lab test", "Label with barcode and QR traceability", "Trademark application", "Product story", "Sales evidence"]}],
   "decisions": [{"decision": "Apply for OCOP in September 2025 with the 40°N 500 ml bottle", "rationale": "Trust, access to shops and fairs, and organised records"},
                 {"decision": "File the 'Sáu Lộc' trademark application", "rationale": "Needed for OCOP and export"}],
   "outcomes": ["Operation on 24 July 2025 went well", "48 barrels", "Lab test 2.4 million VND", "Trademark application filed on 1 August 2025"]}),
 ("2025-08-27", "A grocery in Melbourne wants 1,200 bottles", [
   ("user", "Exciting news! Mr. Đặng Quang Vinh, who owns Saigon Pantry, a Vietnamese grocery in Footscray in Melbourne, visited our barrel house on holiday in June. "
            "He emailed yesterday: he wants 1,200 bottles of our 40°N 500 ml for his shop, shipped in mid-November. I've never exported anything. He asks for a price 'delivered to the port in Saigon'. "
            "Our shop price is 140,000 VND a bottle. What do I need to know?"),
   ("assistant", "Congratulations, a first export order that comes from someone who tasted your sauce at the barrel house is the best kind. Here's an overview; it's a lot the first time, but most of it becomes routine.\n\n"
                 "## 1. What 'delivered to the port in Saigon' means\n"
                 "International trade uses standard terms (Incoterms) that say where your responsibility ends:\n"
                 "- **EXW (ex works):** he collects from your barrel house. Simple for you, hard for him.\n"
                 "- **FCA / FOB Cát Lái:** you deliver the goods, cleared for export, to his forwarder or onto the ship at the port in Ho Chi Minh City. This is probably what he means.\n"
                 "- **CIF Melbourne:** you also pay the sea freight and insurance to Melbourne.\n"
                 "Agree the exact term in writing, because it decides who pays for what.\n\n"
                 "## 2. Who does the export paperwork\n"
                 "Many household businesses export through a **freight forwarder or an export trading company** that handles the customs declaration for them (export by entrustment, *ủy thác xuất khẩu*). "
                 "For a first, small shipment that's usually easier than doing it yourself. Ask a forwarder in Ho Chi Minh City for a quote that includes the declaration, the certificate of origin and delivery into the container.\n\n"
                 "## 3. Documents\n"
                 "- **Commercial invoice** and **packing list**.\n"
                 "- **Bill of lading** (issued by the shipping line or forwarder).\n"
                 "- **Certificate of origin, Form AANZ**, under the ASEAN-Australia-New Zealand free trade agreement, so Vinh can claim the preferential duty rate.\n"
                 "- Your **lab test** and possibly a health certificate, if Vinh's customs broker asks for one.\n\n"
                 "## 4. The Australian side (Vinh's job as importer, but it affects your label)\n"
                 "Australian food rules are strict about labels. Typically the label must include, **in English**:\n"
                 "- the name of the food, and the **name and address of the Australian importer**;\n"
                 "- **country of origin** ('Product of Vietnam');\n"
                 "- **ingredients** (anchovies, salt) and an **allergen statement**: fish must be declared, e.g. **'Contains: fish'**;\n"
                 "- a **nutrition information panel**;\n"
                 "- a **best-before date** and a lot number.\n"
                 "A sticker label over or next to your Vietnamese label is common for small importers. Ask Vinh to send you the exact text his broker has checked. "
                 "He'll also check the biosecurity conditions for fish products; fish sauce is generally imported into Australia all the time, but the conditions are his responsibility.\n\n"
                 "## 5. Your price\n"
                 "Your export price should **not** be your shop price: there's no guide commission, and it's one big order. But it has to cover:\n"
                 "- the sauce, bottle, cap, induction seal and the English sticker;\n"
                 "- **export cartons** strong enough for a container, with dividers (glass!);\n"
                 "- transport from Phú Quốc to the mainland and on to Cát Lái;\n"
                 "- the forwarder's fees and the certificate of origin;\n"
                 "- a margin worth the work.\n\n"
                 "## 6. Payment\n"
                 "For a first order with a new buyer, a common arrangement is a **30% deposit** with the order and the **balance before shipping**. Get paid into the business's bank account and keep every email."),
   ("user", "I quoted 95,000 VND a bottle delivered to Cát Lái, about US$3.60, with a 30% deposit and the balance before shipping, and Vinh accepted! "
            "A forwarder in District 4, Minh Phát Logistics, will do the export declaration and the certificate of origin for us. Vinh will send me the Australian label text."),
   ("assistant", "Well done. At 95,000 VND with no commission and one bulk order, that's a reasonable first export price. Next steps:\n\n"
                 "1. Send Vinh a **written proforma invoice**: product, quantity, price, term (delivered to Cát Lái), deposit, balance before shipping, shipping month.\n"
                 "2. Ask Minh Phát for the **cut-off dates** for consolidated cargo to Melbourne in November.\n"
                 "3. Order the **English stickers** as soon as you have the approved text.\n"
                 "4. Pack a **test carton** and check it survives the trip to the mainland.")],
  {"summary": "Đặng Quang Vinh, owner of Saigon Pantry, a Vietnamese grocery in Footscray, Melbourne, who visited the barrel house on holiday in June 2025, wants 1,200 bottles of the 40°N 500 ml, shipped in mid-November 2025, priced delivered to the port in Saigon; the shop price is 140,000 VND; "
              "the assistant explained Incoterms (EXW, FCA/FOB Cát Lái, CIF), exporting through a forwarder or trading company, the documents (commercial invoice, packing list, bill of lading, Form AANZ certificate of origin, lab test), "
              "Australian labelling (English, importer's name and address, Product of Vietnam, ingredients, 'Contains: fish', nutrition panel, best-before and lot), pricing without commission, and a 30% deposit with the balance before shipping; "
              "she quoted 95,000 VND a bottle (about US$3.60) delivered to Cát Lái with 30% deposit and balance before shipping, and Vinh accepted; Minh Phát Logistics in District 4 will do the export declaration and certificate of origin.",
   "procedures": [{"name": "A first export order", "steps": ["Agree the Incoterm in writing", "Use a forwarder for the declaration", "Commercial invoice, packing list, bill of lading, Form AANZ", "English label with importer, origin, allergen and nutrition panel",
                   "Price without commission but with transport and fees", "30% deposit, balance before shipping"]}],
   "decisions": [{"decision": "Quote 95,000 VND a bottle delivered to Cát Lái, 30% deposit, balance before shipping", "rationale": "No guide commission, one bulk order"},
                 {"decision": "Minh Phát Logistics does the export paperwork", "rationale": "Easier than exporting directly for a household business"}],
   "outcomes": ["Saigon Pantry ordered 1,200 bottles for mid-November 2025"]}),
 ("2025-09-20", "Khoa's job offer and whether to move in with Dad", [
   ("user", "Two family decisions, and I'd like to think them through. First, Khoa has an offer: head chef at Gió Biển, a seafood restaurant in An Thới, starting 1 October, at 19 million VND a month. "
            "At Cát Trắng Resort he earns 14 million as sous-chef. But An Thới is 25 km south of us, 35 minutes each way by motorbike, and he'd finish at 11 at night.\n\n"
            "Second, our landlord says the rent on our house in Dương Đông goes up from 5.5 million to 7 million VND a month from January. Dad has offered us the ground floor of his house, right next to the barrel house. "
            "It needs a new bathroom and the floor redone; the builder quoted 85 million VND.\n\n"
            "Other news: Bắp started grade 3 on 5 September, and his English class costs 800,000 VND a month. And I submitted our OCOP application on 18 September!"),
   ("assistant", "Two big decisions, and they're connected: where you live changes Khoa's commute, and his pay changes your budget. Let's take them one at a time.\n\n"
                 "## 1. Khoa's offer\n"
                 "| | Cát Trắng Resort | Gió Biển, An Thới |\n"
                 "|---|---|---|\n"
                 "| Role | sous-chef | head chef |\n"
                 "| Pay | 14 million VND | 19 million VND |\n"
                 "| Commute | short | 25 km, about 35 min each way |\n"
                 "| Hours | resort shifts | late evenings, until 11 pm |\n\n"
                 "**The money:** 5 million VND more a month. Petrol for about 50 km a day will take a small part of that, and the motorbike will need more maintenance, but he still comes out clearly ahead.\n\n"
                 "**The career:** head chef is a real step. It's the title that opens doors later, on the island or elsewhere.\n\n"
                 "**The costs that aren't money:**\n"
                 "- **Riding home at 11 pm:** 25 km at night after a long shift, with tourists on rented motorbikes, is the part I'd think about most. A good helmet, lights, no alcohol after service, and maybe an agreement that in heavy rain he stays over.\n"
                 "- **Family time:** late finishes mean less evening time with Bắp. Are his days off or his mornings free? His early runs with Ruốc might become his time with the family.\n\n"
                 "## 2. Moving into your father's ground floor\n"
                 "**The numbers:** at 7 million VND a month, a year's rent is **84 million VND**, almost exactly the 85 million renovation. In other words, the renovation pays for itself in about a year, and after that you save the whole rent.\n\n"
                 "**For:**\n"
                 "- You'd be **next to the barrel house**, no commute for you at all.\n"
                 "- Your father, who has lived alone since 2019 and just had an operation, would have family close at night.\n"
                 "- Ruốc would be where he spends his days anyway.\n\n"
                 "**Against, or at least to discuss:**\n"
                 "- **Privacy** and living with a parent: agree early on kitchens, meals and who decides what.\n"
                 "- **The smell** of the barrels, which you're used to but Khoa and Bắp may notice more at home than at work.\n"
                 "- **Money:** since it's your father's house, agree who pays the renovation and the bills, and what happens if the family's plans change. A short written note avoids misunderstandings with your brother later.\n"
                 "- **Muối:** moving a cat takes some care, but it's very doable.\n\n"
                 "## Timing\n"
                 "If you decide yes, aim to move **before the new rent starts in January**: renovation in October and November, move by 1 December, which also leaves room for delays.\n\n"
                 "And congratulations on submitting the OCOP application!"),
   ("user", "We talked all evening. Khoa accepted: he starts at Gió Biển on 1 October. And we'll move into Dad's ground floor. The new rent would cost us 84 million a year, about the same as the renovation, "
            "and I don't want Dad alone at night after his eye operation, and I'll be right next to the barrels. The builder starts on 1 October and we plan to move on 1 December. "
            "Dad is thrilled: he says he'll finally have someone to argue with at breakfast."),
   ("assistant", "Those are good decisions, for good reasons. A few practical things:\n\n"
                 "- Get the builder's **quote and timeline in writing**, with what's included (tiles, sanitary ware, drainage).\n"
                 "- Tell your landlord your **leaving date in writing** and check how much notice the contract requires.\n"
                 "- Buy Khoa a **proper reflective vest** and check his motorbike's lights before October.\n\n"
                 "And breakfast arguments with your father may turn out to be the best part of the move."),
   ("user", "Ha, probably. Khoa already bought a new full-face helmet, 1.2 million VND."),
   ("assistant", "Money well spent. For a 25 km ride every night, a full-face helmet is one of the best things he could buy.")],
  {"summary": "The user's husband Khoa was offered head chef at Gió Biển, a seafood restaurant in An Thới, from 1 October 2025 at 19 million VND a month, against 14 million as sous-chef at Cát Trắng Resort; An Thới is 25 km south, 35 minutes each way by motorbike, finishing at 11 pm; "
              "their landlord raises the rent on their house in Dương Đông from 5.5 to 7 million VND a month from January 2026; her father offered the ground floor of his house next to the barrel house, needing a new bathroom and floor, quoted at 85 million VND; "
              "Bắp started grade 3 on 5 September 2025, English class 800,000 VND a month; the OCOP application was submitted on 18 September 2025; "
              "the assistant compared the jobs (5 million VND a month more, career step, night riding, family time) and showed that a year's new rent (84 million VND) equals the renovation, listing pros (no commute, father not alone, the dog) and things to agree (privacy, smell, money, the cat), suggesting a move by 1 December; "
              "Khoa accepted and starts at Gió Biển on 1 October 2025; they will move into her father's ground floor on 1 December 2025 because the new rent equals the renovation, she doesn't want her father alone at night after his operation and she'll be next to the barrels; the builder starts on 1 October; Khoa bought a full-face helmet for 1.2 million VND.",
   "decisions": [{"decision": "Khoa becomes head chef at Gió Biển in An Thới from 1 October 2025, 19 million VND a month", "rationale": "5 million VND a month more and a career step"},
                 {"decision": "Move into her father's ground floor next to the barrel house on 1 December 2025", "rationale": "The rent rise to 7 million VND (84 million a year) equals the 85 million renovation; her father not alone at night; next to the barrels"}],
   "outcomes": ["OCOP application submitted on 18 September 2025", "Bắp in grade 3 from 5 September 2025"]}),
 ("2025-10-14", "Melbourne cut the order and moved it to January", [
   ("user", "Change from Melbourne. Vinh emailed: he now wants 960 bottles instead of 1,200, shipped in early January instead of mid-November. His warehouse is full after a big pre-Christmas shipment from a Thai supplier, "
            "and he'd rather our sauce land just before Tết, which is on 17 February next year, when Vietnamese families in Melbourne buy the most. "
            "He's already paid the 30% deposit on 1,200 bottles, 34.2 million VND, and he says I can keep it against the smaller order. "
            "Also, the label printer in Saigon quoted 3.2 million VND for 1,000 Australian stickers. Should I accept, and how do I time the shipping?"),
   ("assistant", "It's a little disappointing, but it's a reasonable change from a buyer who's planning properly, and the deposit already covers more than a third of the new order. Let's look at it.\n\n"
                 "## The numbers\n"
                 "- New order: 960 x 95,000 VND = **91,200,000 VND**.\n"
                 "- Deposit paid: 34,200,000 VND (now about 37% of the order).\n"
                 "- Balance before shipping: **57,000,000 VND**.\n\n"
                 "## Should you accept?\n"
                 "Most likely yes:\n"
                 "- A buyer who times stock for Tết is a buyer who wants to **sell** your sauce, not leave it on a shelf.\n"
                 "- The deposit is safe, and the delay gives you more time for labels and packing.\n"
                 "- Selling before Tết in Melbourne is the best possible introduction for a new brand.\n\n"
                 "You *could* ask for a slightly higher price per bottle for the smaller volume, but with 240 fewer bottles your costs barely change per bottle. For a first order, goodwill is worth more.\n\n"
                 "## Put it in writing\n"
                 "Ask Vinh for a **revised order**: 960 bottles, same price, the deposit kept, the new shipping window, the balance due before shipping.\n\n"
                 "## Timing the shipment\n"
                 "Work backwards from Tết on 17 February:\n"
                 "1. **On the shelves** about 10 days before Tết: around **7 February**.\n"
                 "2. **Australian clearance** and inspection: allow **3 to 10 days**.\n"
                 "3. **Sea transit**, Cát Lái to Melbourne, consolidated cargo: typically around **18 to 25 days**, depending on the route.\n"
                 "4. **Consolidation cut-off:** usually a few days to a week before the ship sails.\n"
                 "So the goods should **sail by about 10 to 15 January**. Ask Minh Phát to book space in **early December**: the weeks before Tết are the busiest of the year in Vietnamese logistics, and trucks and warehouses fill up.\n\n"
                 "## The stickers\n"
                 "Print the 1,000: the price difference for 960 is tiny, and spares are useful if some get damaged when you apply them.\n\n"
                 "## The 240 bottles\n"
                 "If you'd already set bottles of 40°N aside, they could become **Tết stock at home**: gift boxes sell well on the island and online."),
   ("user", "I accepted: 960 bottles, same 95,000 VND, shipping around 10 January. I'll print the 1,000 stickers, and the 240 bottles I'd set aside will go into Tết gift boxes here."),
   ("assistant", "Good. Put a reminder in your calendar for the first week of December to confirm the booking with Minh Phát, and one for early January to chase the balance from Vinh before the goods leave the island.")],
  {"summary": "Đặng Quang Vinh cut the Saigon Pantry order from 1,200 to 960 bottles and moved shipping from mid-November 2025 to early January 2026, because his warehouse is full after a big pre-Christmas shipment from a Thai supplier and he wants the sauce to land just before Tết on 17 February 2026; "
              "his 30% deposit on 1,200 bottles, 34.2 million VND, stays against the smaller order; a label printer in Saigon quoted 3.2 million VND for 1,000 Australian stickers; "
              "the assistant calculated 91.2 million VND for 960 bottles with a 57 million VND balance, advised accepting and getting a revised order in writing, worked back from Tết (on shelves about 7 February, clearance 3 to 10 days, transit 18 to 25 days) to sailing by 10 to 15 January and booking in early December, and suggested printing all 1,000 stickers; "
              "she accepted 960 bottles at 95,000 VND, shipping around 10 January 2026; the 240 bottles set aside go into Tết gift boxes.",
   "procedures": [{"name": "Timing an export shipment for Tết", "steps": ["On shelves about 10 days before Tết", "Allow 3 to 10 days for clearance", "Allow 18 to 25 days at sea", "Allow for consolidation cut-off", "Book space in early December"]}],
   "decisions": [{"decision": "Accept 960 bottles at 95,000 VND, shipping around 10 January 2026", "rationale": "The buyer wants it for Tết sales; the deposit is kept"},
                 {"decision": "Put the 240 freed bottles into Tết gift boxes", "rationale": "Gift boxes sell well at Tết"}],
   "outcomes": ["Order cut from 1,200 to 960 bottles", "Balance of 57 million VND due before shipping"]}),
 ("2025-11-10", "Renovation running late, moving a cat, and Hiếu is leaving", [
   ("user", "The renovation at Dad's is late. We had three weeks of heavy rain and the tiler couldn't work, and when they took off the old plaster the back wall was damp, so the final cost is 92 million VND instead of 85. "
            "The move is now on Sunday 14 December instead of 1 December. Our landlord lets us stay the extra two weeks for 2.5 million VND.\n\n"
            "Ruốc will be fine, he spends every day at the barrel house anyway. I'm worried about Muối: she's five, she's lived in our rented house all her life, and it's only 2 km away. "
            "How do I move her so she doesn't run back?"),
   ("assistant", "Sorry about the rain and the damp wall; damp found behind old plaster is one of the most common renovation surprises, and it's better fixed now than after you've moved in.\n\n"
                 "Your worry about Muối is well founded: cats are attached to their territory, and one that's moved only a short distance may try to go back to the old house. Here's a plan.\n\n"
                 "## Before the move\n"
                 "- **Don't wash** her blanket or bed; her own smell will help her settle.\n"
                 "- Leave the **carrier out and open** at home for a week with a treat in it.\n"
                 "- A **pheromone diffuser** in her new room can help some cats.\n\n"
                 "## Moving day\n"
                 "1. Shut her in the **bathroom or an empty room** of the old house with water, litter and food while the furniture goes out.\n"
                 "2. Move her **last**, in the carrier covered with a cloth.\n"
                 "3. At Dad's, put her in **one quiet room** with her bed, litter tray, food, water and somewhere to hide. Keep the door shut.\n\n"
                 "## The first weeks\n"
                 "- **Keep her indoors for two to three weeks**, until she eats, plays and sleeps normally. Letting her out too early is how cats end up walking back to the old house.\n"
                 "- Open the rest of the house **room by room**.\n"
                 "- Her first trips outside: **just before a meal**, so she's hungry and comes back, and stay with her.\n"
                 "- Tell your old neighbours and the new tenants: if she turns up there, call you and don't feed her.\n\n"
                 "## Next to a barrel house\n"
                 "- Make sure **barrel lids are always closed**; a curious cat on a barrel edge is a risk.\n"
                 "- Salted fish and brine are **not good for cats** in any quantity; keep spills cleaned up.\n"
                 "- Ruốc and Muối already know each other, but the first days in a new place can change the mood; give her high places to escape to."),
   ("user", "Thanks. Another blow: Hiếu told me today he's leaving on 30 November. A resort in Bãi Dài offered him 9 million VND a month as a kitchen steward, and I pay him 7 million. I can't match that. "
            "Chú Bảy says we need someone before the end of the month. How do I find someone good quickly?"),
   ("assistant", "That's hard to hear, but don't take it personally: resorts on the island pay more than small producers can, and that's been pulling workers away everywhere. A plan for the next three weeks:\n\n"
                 "## 1. Know what you need\n"
                 "Write down the job honestly: heavy work (sacks of salt, moving fish), early mornings in the season, cleaning, bottling, helping in the shop. "
                 "Physical strength and reliability matter more than experience; Chú Bảy can teach the rest.\n\n"
                 "## 2. Where to look\n"
                 "- **Word of mouth first:** Chú Bảy, Anh Lực's crew, your neighbours. In small communities the best workers are found through people who know them.\n"
                 "- Local **Facebook and Zalo groups** for jobs on Phú Quốc.\n"
                 "- A sign at the barrel house shop.\n\n"
                 "## 3. What you can offer instead of resort pay\n"
                 "- A **fair wage** a little above what you paid Hiếu, if the numbers allow.\n"
                 "- **Stable, year-round work** (resorts often cut staff in the low season).\n"
                 "- **Lunch**, a Tết bonus, fish sauce to take home.\n"
                 "- **Learning a craft**: working with a barrel master who has 30 years' experience.\n\n"
                 "## 4. A trial\n"
                 "Agree a **paid trial week or two** before committing. Watch punctuality, care with the barrels and how Chú Bảy gets on with them.\n\n"
                 "## 5. Hiếu\n"
                 "Part on good terms: a thank-you and a small gift. If the resort doesn't work out, he may come back, and he'll speak well of you either way."),
   ("user", "Chú Bảy knows a woman from Cửa Cạn who's looking for work. I'll meet her this week."),
   ("assistant", "A recommendation from Chú Bảy is probably the best start you could have. Ask her to come for a paid trial day before Hiếu leaves, so he can show her the routine.")],
  {"summary": "The renovation of the user's father's ground floor is late: three weeks of heavy rain stopped the tiler and the back wall was damp, so the cost rose from 85 to 92 million VND; the move is now on 14 December 2025 instead of 1 December; the landlord lets them stay two more weeks for 2.5 million VND; "
              "their cat Muối, five, has lived in the rented house, 2 km away, all her life; the assistant suggested keeping her smells, carrier practice, shutting her in a room on moving day and moving her last, one quiet room at first, keeping her indoors two to three weeks, first outings before meals, telling the old neighbours, keeping barrel lids closed and brine away from her; "
              "worker Hiếu leaves on 30 November 2025 because a resort in Bãi Dài offered him 9 million VND a month as a kitchen steward, against her 7 million; "
              "the assistant suggested describing the job, looking by word of mouth and local Facebook and Zalo groups, offering a fair wage, stable work, lunch and a craft, a paid trial and parting on good terms; Chú Bảy knows a woman from Cửa Cạn looking for work.",
   "procedures": [{"name": "Moving a cat a short distance", "steps": ["Keep her smells", "Carrier practice", "Shut her in a room on moving day", "Move her last, covered", "One quiet room first", "Indoors two to three weeks", "First outings before meals", "Tell the old neighbours"]},
                  {"name": "Replacing a worker quickly", "steps": ["Describe the job honestly", "Word of mouth, Facebook and Zalo groups", "Offer fair pay, stability, lunch, a craft", "Paid trial", "Part on good terms"]}],
   "decisions": [{"decision": "Move on 14 December 2025 instead of 1 December", "rationale": "Rain stopped the tiler and the back wall was damp"}],
   "outcomes": ["Renovation cost 92 million VND", "Hiếu leaves on 30 November 2025"]}),
 ("2025-12-04", "No more lump-sum tax from 2026: what do I change?", [
   ("user", "Staff first: Thảo, Nguyễn Thị Thảo, 29, from Cửa Cạn, the woman Chú Bảy recommended, started on 1 December at 7.5 million VND a month. Hiếu left on 30 November with a bottle of our best and a hug from Dad. "
            "Chú Bảy says Thảo has a good nose.\n\n"
            "Now tax. The tax officer of our special zone came round and said that from 1 January 2026 household businesses no longer pay the lump-sum tax (thuế khoán): "
            "we have to declare our revenue ourselves and issue e-invoices generated from a cash register. Last year the barrel house's revenue was about 2.1 billion VND. "
            "I keep the books in a school notebook. What do I need to change?"),
   ("assistant", "Congratulations on Thảo; a good nose is exactly what a barrel master looks for.\n\n"
                 "On tax: the end of the lump-sum method for household businesses is a real change, and the detailed rules are being set out in new decrees and circulars, so please treat what follows as general orientation "
                 "and **confirm everything with the tax office** or an accountant. My information may not include the latest guidance.\n\n"
                 "## What the change generally means\n"
                 "- Instead of a fixed tax agreed with the tax office, you **declare your actual revenue** regularly and pay tax based on it.\n"
                 "- For households taxed on revenue, the tax is a **percentage of revenue** that depends on the type of activity (producing goods is taxed differently from pure trading or services). "
                 "Ask the officer which rate and which thresholds apply to a fish sauce producer with your revenue.\n"
                 "- Sales are recorded with **e-invoices generated from a cash register** (*hóa đơn điện tử khởi tạo từ máy tính tiền*), connected to the tax authority's system.\n\n"
                 "## What to set up before January\n"
                 "1. **Cash register e-invoice software:** several providers sell it as an app or a small POS; compare prices and ask whether it works with Shopee orders.\n"
                 "2. **A separate bank account** for the barrel house, so business and family money don't mix. Ask customers and Shopee to pay into it.\n"
                 "3. **Purchase records:** keep invoices for salt, bottles and labels. For anchovies bought from fishermen who don't issue invoices, there's usually a **purchase list form** (*bảng kê*) for goods bought directly from producers; ask how to use it.\n"
                 "4. **Move the notebook into a spreadsheet or software:** sales by channel (shop, Shopee, export), costs by type, stock of each grade.\n"
                 "5. **An accountant**, even part-time, for the first year, to set things up and file the declarations.\n\n"
                 "## Good side effects\n"
                 "Clean records help with the bank (your Agribank loan), with OCOP, and with exports: Minh Phát and Vinh will need invoices anyway."),
   ("user", "I'll sign up for a cash-register e-invoice app at 1.2 million VND a year, open a separate account at Agribank for the barrel house, and from January I've hired Chị Diễm, a part-time accountant, for 1.5 million VND a month."),
   ("assistant", "That covers the essentials. Ask Chị Diễm to sit with you in the first week of January to check the first invoices together; mistakes are easiest to fix at the start. "
                 "And keep the school notebook: it's your father's and your history, and it may be useful to show how much the business has grown.")],
  {"summary": "Thảo (Nguyễn Thị Thảo, 29, from Cửa Cạn), recommended by Chú Bảy, started at the barrel house on 1 December 2025 at 7.5 million VND a month; Hiếu left on 30 November 2025; Chú Bảy says Thảo has a good nose; "
              "the special zone's tax officer said that from 1 January 2026 household businesses no longer pay the lump-sum tax and must declare revenue and issue e-invoices from a cash register; revenue last year about 2.1 billion VND; she kept the books in a school notebook; "
              "the assistant, saying the rules were still being detailed and to confirm with the tax office, explained revenue declaration, rates depending on the activity and cash-register e-invoices, and suggested e-invoice software, a separate bank account, purchase records and the purchase list form for fishermen, a spreadsheet and a part-time accountant; "
              "she will use a cash-register e-invoice app at 1.2 million VND a year, open a separate Agribank account for the barrel house, and hired Chị Diễm, a part-time accountant, at 1.5 million VND a month from January 2026.",
   "procedures": [{"name": "Preparing for the end of the lump-sum tax", "steps": ["Confirm rules with the tax office", "Cash-register e-invoice software", "Separate business bank account", "Purchase invoices and the purchase list form", "Spreadsheet or software", "A part-time accountant"]}],
   "decisions": [{"decision": "Hire Thảo at 7.5 million VND a month from 1 December 2025", "rationale": "Replace Hiếu; recommended by Chú Bảy"},
                 {"decision": "E-invoice app (1.2 million VND a year), separate Agribank account, accountant Chị Diễm (1.5 million VND a month)", "rationale": "Lump-sum tax ends on 1 January 2026"}],
   "outcomes": ["Thảo started on 1 December 2025"]}),
 ("2025-12-19", "Tết gift boxes: how many and at what price?", [
   ("user", "We moved on Sunday 14 December! Muối hid in the rice bin for a whole day and now she sleeps on the salt sacks in the barrel house, like she was born there. Ruốc sleeps in front of Bắp's door. Dad makes us coffee at 5 am.\n\n"
            "Now Tết. I want to sell a gift box: two 500 ml bottles of our 40°N in a bamboo box with a red ribbon and a card with Dad's story, at 350,000 VND. "
            "The box with the ribbon and card costs me 38,000 VND. Tết is on 17 February. How many should I make, and how do I sell them?"),
   ("assistant", "Congratulations on the move, and on Muối choosing the salt sacks; she clearly knows whose cat she is now.\n\n"
                 "## 1. Check the price\n"
                 "- Two bottles at your shop price: 2 x 140,000 = **280,000 VND**.\n"
                 "- Plus the box, ribbon and card: **38,000 VND**.\n"
                 "- So at 350,000 VND a customer pays **32,000 VND more** than the bottles and the box cost separately.\n"
                 "That's a modest premium; gift boxes at Tết often carry more, because people are paying for the presentation and for not having to wrap anything. "
                 "350,000 is a friendly round number, though, and it sells easily. If you sell many through guides or Shopee, remember their commission and fees come out of that margin.\n\n"
                 "## 2. How many\n"
                 "Don't guess: **take pre-orders** now and make the boxes in two batches.\n"
                 "- A first batch based on pre-orders plus a reasonable buffer (for a first year, many small producers start around **150 to 250** boxes).\n"
                 "- A second small batch in late January if the first sells quickly.\n"
                 "The 240 bottles freed from the Melbourne order give you a head start.\n\n"
                 "## 3. Where to sell\n"
                 "- **Businesses and hotels:** resorts and restaurants buy gifts for staff and partners. Khoa's old employer and his new restaurant are the obvious first calls.\n"
                 "- **Shopee:** a Tết listing with a photo of the box, and a clear **last order date**.\n"
                 "- **The shop:** display the box at the entrance where the tour groups come in.\n"
                 "- **Your own network:** Zalo messages to regular customers, family in Cần Thơ and Saigon.\n\n"
                 "## 4. Deadlines\n"
                 "Couriers get overloaded before Tết and many stop taking parcels about a week before, so set a **last online order date around 8 February** and say so clearly in the listing.\n\n"
                 "## 5. The story card\n"
                 "A short text and a photo of your father by the barrels. At Tết, people like giving a gift with a family behind it."),
   ("user", "I'll make 220 boxes. Cát Trắng Resort, where Khoa used to work, has already ordered 40 for their staff, and Gió Biển wants 15. Shopee orders close on 8 February."),
   ("assistant", "55 boxes sold before you've even made them is a very good sign. Ship the resort and restaurant orders in January, and keep a count of how many boxes sell through each channel: it tells you how many to make next year.")],
  {"summary": "The user's family moved into her father's ground floor next to the barrel house on 14 December 2025; the cat Muối hid in the rice bin for a day and now sleeps on the salt sacks in the barrel house; Ruốc sleeps in front of Bắp's door; her father makes coffee at 5 am; "
              "she plans a Tết gift box of two 500 ml bottles of 40°N in a bamboo box with a red ribbon and a card with her father's story at 350,000 VND, the box, ribbon and card costing 38,000 VND; Tết is on 17 February 2026; "
              "the assistant noted the price is only 32,000 VND above the bottles (280,000 VND) and box, suggested pre-orders and two batches (150 to 250 boxes for a first year), selling to hotels and restaurants, on Shopee, in the shop and to regular customers, a last online order date around 8 February, and a story card; "
              "she will make 220 boxes; Cát Trắng Resort ordered 40 for its staff and Gió Biển 15; Shopee orders close on 8 February 2026.",
   "procedures": [{"name": "Selling Tết gift boxes", "steps": ["Check the price against bottles and box", "Take pre-orders, make two batches", "Hotels and restaurants", "Shopee listing with a last order date", "Display in the shop", "Zalo to regular customers", "A story card"]}],
   "decisions": [{"decision": "Make 220 Tết gift boxes at 350,000 VND", "rationale": "Pre-orders from Cát Trắng Resort (40) and Gió Biển (15) and the 240 freed bottles"},
                 {"decision": "Close Shopee Tết orders on 8 February 2026", "rationale": "Couriers stop before Tết"}],
   "outcomes": ["Moved on 14 December 2025", "55 gift boxes pre-ordered"]}),
 ("2026-01-14", "The container has left, and only three OCOP stars", [
   ("user", "The Melbourne shipment left Cát Lái on Monday 12 January: 960 bottles in 80 cartons of 12, consolidated with other cargo. The ETA in Melbourne is 3 February. "
            "Vinh paid the balance, 57 million VND, on 5 January, and Minh Phát charged 6.8 million VND for the export paperwork, the certificate of origin and getting it into the container.\n\n"
            "Less good: the OCOP result came. Our 40°N got 3 stars, not the 4 I hoped for. The council said that for 4 stars we need the trademark registration certificate, not just the application, "
            "and more professional packaging and a traceability QR code. I'm a bit disappointed. What should I do for the next round?"),
   ("assistant", "First, congratulations twice: your first export is on the water, and 3 OCOP stars is a real recognition. Many products never get past the first evaluation, and 3 stars already goes on your label, your Shopee page and your shop sign.\n\n"
                 "## The shipment\n"
                 "- Send Vinh **copies of all documents** now (invoice, packing list, bill of lading, Form AANZ) so his customs broker can prepare the clearance before the ship arrives.\n"
                 "- Ask Minh Phát for the **vessel name** and tracking, and check the ETA every week; transhipments can add days.\n"
                 "- Ask Vinh to send you **photos** of the cartons when they're opened: damage, leaks, how the stickers held up. It's how you improve the packing for next time.\n\n"
                 "## Towards 4 stars\n"
                 "The council told you exactly what's missing, which makes it a to-do list rather than a mystery:\n\n"
                 "### 1. The trademark\n"
                 "Registration at the IP office goes through a formal examination and then a substantive examination, and it often takes **a year or more**. You can't speed that up much, but you can:\n"
                 "- **Track the application** and answer any office letters quickly; unanswered letters are the main cause of extra delays.\n"
                 "- Use an **IP agent** if the office raises objections.\n\n"
                 "### 2. Packaging\n"
                 "- A **designer** for a cleaner label and a box: keep your father's story and the barrels, but with consistent fonts, colours and a clear hierarchy (brand, độ đạm, Phú Quốc, OCOP stars).\n"
                 "- The **gift box** you made for Tết is a good base for a permanent premium box.\n\n"
                 "### 3. Traceability\n"
                 "A **QR code** on each bottle that leads to a simple page: the barrel it came from, the filling date, the lab test. Your barrel logs from July already contain most of it.\n\n"
                 "### 4. Evidence\n"
                 "Next time you can show **an export to Australia**, Shopee sales, the Tết boxes and hotel customers. That counts in the marketing part of the score.\n\n"
                 "Reapply when the **trademark certificate** arrives, with the new packaging ready."),
   ("user", "OK. I found a designer in Rạch Giá who'll do a new label and box for 6 million VND, with the QR code. We'll reapply when the trademark certificate comes. Meanwhile the 3 stars go on Shopee tonight."),
   ("assistant", "Good plan. Ask the designer for the files in editable formats, and for a version of the label that leaves room for the English sticker, so the export and the local bottles can share one design.")],
  {"summary": "The Melbourne shipment left Cát Lái on 12 January 2026: 960 bottles in 80 cartons of 12, consolidated, ETA Melbourne 3 February 2026; Đặng Quang Vinh paid the 57 million VND balance on 5 January 2026; Minh Phát Logistics charged 6.8 million VND; "
              "the 40°N got 3 OCOP stars, not 4; for 4 stars the council wants the trademark registration certificate (not only the application), more professional packaging and a traceability QR code; "
              "the assistant congratulated her, suggested sending Vinh copies of the documents, tracking the vessel and asking for photos on arrival, tracking the trademark application, a designer for the label and box, a QR code linked to the barrel logs, and reapplying when the certificate arrives; "
              "a designer in Rạch Giá will do a new label and box with a QR code for 6 million VND; she'll reapply when the trademark certificate comes and put the 3 stars on Shopee.",
   "procedures": [{"name": "Getting from 3 to 4 OCOP stars", "steps": ["Track the trademark application", "A designer for label and box", "Traceability QR code from the barrel logs", "Show export and sales evidence", "Reapply with the certificate"]}],
   "decisions": [{"decision": "New label and box with a QR code from a designer in Rạch Giá (6 million VND)", "rationale": "The OCOP council wants more professional packaging and traceability"},
                 {"decision": "Reapply for OCOP when the trademark certificate arrives", "rationale": "4 stars needs the registration certificate"}],
   "outcomes": ["Shipment left Cát Lái on 12 January 2026", "3 OCOP stars"]}),
 ("2026-02-24", "After Tết: the numbers, a reorder and a new price", [
   ("user", "Tết is over (it was on 17 February) and we survived. We sold 210 of our 220 gift boxes. The Melbourne sauce arrived on 3 February and cleared customs on 6 February, "
            "in time for Tết: Vinh sold 300 bottles before Tết and now wants 1,500 bottles for June. Only two bottles were broken out of 960.\n\n"
            "Glass bottles have gone up again, and the full Agribank instalments started in January, so I'm putting the 40°N 500 ml bottle up to 150,000 VND from 1 March. The 35°N litre stays at 110,000 VND. "
            "And in July we want to fill 8 more barrels, which would take us from 48 to 56. Can we supply 1,500 bottles in June, and how should I handle the new price?"),
   ("assistant", "What a Tết: 210 boxes, a first export that arrived in time and sold, and a bigger reorder. Two broken bottles out of 960 is an excellent result for glass in a consolidated container.\n\n"
                 "## 1. Can you supply 1,500 bottles in June?\n"
                 "1,500 x 0.5 litre = **750 litres of 40°N**. The question is what you'll have ready in June after your own sales:\n"
                 "- Ask Chú Bảy how many **litres of 40°N are ready or will be ready** by May, barrel by barrel.\n"
                 "- Estimate your **own sales** from March to June (shop, Shopee) from last year's figures, with the new price.\n"
                 "- **Reserve** Vinh's 750 litres as soon as you confirm, and label those barrels in the log.\n"
                 "Remember the six barrels filled in July 2025 won't be ready until about July to October 2026, so June has to come from the older barrels.\n\n"
                 "## 2. The export price\n"
                 "Your costs have gone up since you quoted 95,000 VND. You could either keep 95,000 for this order, as a thank-you to a buyer who took the first risk, "
                 "or raise it now. If you keep it, **tell Vinh in writing** that the next order will be at a new price, so it's not a surprise.\n\n"
                 "## 3. The new shop price\n"
                 "- **Tell the guides now**: at 10% they get 15,000 VND a bottle, another small rise for them.\n"
                 "- **Update Shopee** on 1 March exactly, not before: changing listed prices just before a price rise can confuse buyers.\n"
                 "- Your **3 OCOP stars** and the Melbourne story are good reasons to show with the new price.\n\n"
                 "## 4. Eight more barrels\n"
                 "Eight barrels is **80 tonnes of anchovies** and about **27 tonnes of salt**. Before committing, check that the repayments on the first loan plus any new one are comfortable, and ask Ông Tám early: coopers get busy before the season."),
   ("user", "Chú Bảy says we have about 2,400 litres of 40°N ready or ready by May, so June is fine. I'll keep 95,000 VND for Vinh's June order and tell him the next one will be higher. "
            "The new price goes up on 1 March, and I'll ask Ông Tám about the eight barrels next week."),
   ("assistant", "That's a comfortable margin: 750 litres for Vinh out of about 2,400 leaves plenty for the shop and Shopee. Reserve his barrels in the log this week, and ask Vinh for the June order in writing, with the deposit, as last time.")],
  {"summary": "Tết was on 17 February 2026; the user sold 210 of 220 gift boxes; the Melbourne shipment arrived on 3 February and cleared customs on 6 February 2026, in time for Tết; Vinh sold 300 bottles before Tết and wants 1,500 bottles for June 2026; only two of 960 bottles broke; "
              "glass bottles rose again and the full Agribank instalments started in January 2026, so the 40°N 500 ml bottle goes up to 150,000 VND from 1 March 2026; the 35°N litre stays at 110,000 VND; they plan to fill 8 more barrels in July 2026, from 48 to 56; "
              "the assistant calculated 750 litres for 1,500 bottles and suggested checking the litres of 40°N ready with Chú Bảy, reserving barrels, keeping 95,000 VND for Vinh or raising it with notice, telling the guides (15,000 VND a bottle at 10%), updating Shopee on 1 March, and for eight barrels 80 tonnes of anchovies and about 27 tonnes of salt; "
              "Chú Bảy says about 2,400 litres of 40°N are ready or will be by May; she keeps 95,000 VND for the June order and will tell Vinh the next one will be higher; she'll ask Ông Tám about eight barrels.",
   "decisions": [{"decision": "40°N 500 ml bottle to 150,000 VND from 1 March 2026; 35°N litre stays 110,000 VND", "rationale": "Glass bottles up again and full loan instalments since January"},
                 {"decision": "Keep 95,000 VND a bottle for Saigon Pantry's June order of 1,500 bottles", "rationale": "A thank-you to a buyer who took the first risk; the next order will be higher"},
                 {"decision": "Fill 8 more barrels in July 2026, from 48 to 56", "rationale": "Growing sales"}],
   "outcomes": ["210 of 220 gift boxes sold", "Melbourne shipment arrived 3 February 2026, cleared 6 February", "Reorder of 1,500 bottles for June 2026"]}),
 ("2026-03-18", "Ruốc ate salted fish residue, and Dad is back at work", [
   ("user", "Scary day yesterday. We emptied an old barrel and left the salted fish residue (xác mắm) in baskets by the back gate for the farmer who buys it as fertiliser. "
            "Ruốc got into the baskets and ate a lot of it before anyone noticed. An hour later he was drinking and drinking, then vomiting, and he was wobbly on his legs. "
            "We took him to the animal clinic on Trần Hưng Đạo street; they said it was salt poisoning, gave him a drip and kept him overnight. The bill was 650,000 VND. He's home today, tired but eating. "
            "How do I stop this happening again?\n\n"
            "Happier news: Dad is doing really well. His eye is perfect, his blood pressure is 130/85 with the amlodipine, and since March he runs the tastings for the tour groups on Tuesday, Thursday and Saturday mornings. The guides love him."),
   ("assistant", "I'm glad Ruốc is home and eating. You did exactly the right thing by taking him in quickly: salt poisoning can become serious fast, and early fluids make a big difference. "
                 "I'm not a vet, so follow the clinic's instructions first, but here is how to prevent a repeat.\n\n"
                 "## Why the residue is dangerous for him\n"
                 "Fish residue from a barrel is **extremely salty** and it smells wonderful to a dog. A large dog can eat a dangerous amount of salt in a few minutes. "
                 "The signs you saw (intense thirst, vomiting, wobbliness) are typical; in worse cases come tremors, confusion and seizures.\n\n"
                 "## Prevention at the barrel house\n"
                 "1. **Closed containers:** keep the residue in **bins with lids that lock or are weighted down**, never in open baskets.\n"
                 "2. **Out of his reach:** store them in a place Ruốc can't get into, a locked shed or behind a gate, until the farmer collects.\n"
                 "3. **Collection the same day** if you can arrange it with the farmer, so it doesn't sit overnight.\n"
                 "4. **Spills:** wash down the floor and drains after emptying a barrel; brine puddles attract dogs and cats too (Muối sleeps on the salt sacks).\n"
                 "5. **Fresh water** always available in several places, in shade.\n"
                 "6. **A rule for emptying days:** Ruốc stays in the house or on a line while barrels are emptied. Tell Thảo and Chú Bảy.\n"
                 "7. **Remember he's a hunter:** ridgebacks are opportunists, as Bà Tư's hen found out. If something smells of fish, assume he'll try.\n\n"
                 "## The next few days\n"
                 "Follow the clinic's advice on water and food; watch for any **return of vomiting, wobbliness or tremors**, and go straight back if you see them.\n\n"
                 "## Your father\n"
                 "That's wonderful news. Three mornings a week of tastings sounds like the perfect job for a founder: he tells the story, the guides bring the groups, and nobody lets him lift a sack. "
                 "Just make sure he sits in the **shade**, drinks water between groups and keeps taking his pill at breakfast; tasting salty sauce all morning is one more reason to keep an eye on his blood pressure."),
   ("user", "We bought two plastic bins with locking lids (320,000 VND) and the farmer will collect on the same day from now on. On emptying days Ruốc stays in the house with Dad. "
            "Bắp made a sign for the gate: 'KHÔNG CHO RUỐC ĂN MẮM' (don't let Ruốc eat fish sauce)."),
   ("assistant", "Bắp's sign might be the most effective measure of all. Locked bins, same-day collection and a rule for emptying days cover it. And Ruốc keeping Dad company on emptying days is a good job for both of them.")],
  {"summary": "On 17 March 2026 the user's dog Ruốc ate salted fish residue (xác mắm) left in baskets by the back gate for a farmer who buys it as fertiliser after an old barrel was emptied; he drank a lot, vomited and was wobbly; "
              "the animal clinic on Trần Hưng Đạo street diagnosed salt poisoning, gave a drip and kept him overnight; the bill was 650,000 VND; he's home, tired but eating; "
              "her father is doing well: his eye is perfect, blood pressure 130/85 with amlodipine, and since March 2026 he runs the tastings for tour groups on Tuesday, Thursday and Saturday mornings; "
              "the assistant (not a vet) explained why the residue is dangerous and recommended closed bins with locking lids out of his reach, same-day collection, washing down spills, fresh water, keeping Ruốc in on emptying days and watching for a return of symptoms, and shade, water and his pill for her father; "
              "they bought two plastic bins with locking lids (320,000 VND), the farmer will collect the same day, Ruốc stays in the house with her father on emptying days, and Bắp made a sign for the gate.",
   "procedures": [{"name": "Keeping a dog away from salted fish residue", "steps": ["Bins with locking lids", "Out of the dog's reach", "Same-day collection", "Wash down spills and brine", "Fresh water everywhere", "Dog inside on emptying days"]}],
   "decisions": [{"decision": "Locking bins for the residue and same-day collection by the farmer", "rationale": "Ruốc got salt poisoning from residue left in open baskets"},
                 {"decision": "Ruốc stays in the house with Dad on barrel-emptying days", "rationale": "Ridgebacks go for anything that smells of fish"}],
   "outcomes": ["Ruốc treated for salt poisoning, bill 650,000 VND", "Dad runs tastings on Tuesday, Thursday and Saturday mornings"]}),
]

QUESTIONS_144 = [
 # single facts the user said about herself, her family, pets and things owned
 ("What's my dog called?", "Ruốc, a red Phú Quốc ridgeback"),
 ("What's our cat's name?", "Muối (a white cat)"),
 ("What does my brother do?", "Tuấn is a nurse at Cần Thơ Central General Hospital"),
 ("Who's our barrel master?", "Chú Bảy (61, thirty years with Dad)"),
 ("Who do we buy our anchovies from?", "Anh Lực, from his boat Lực Phát 68"),
 ("What are our barrels made of?", "bời lời wood, tied with rattan hoops"),
 ("What ratio of fish to salt do we use?", "3 kg of anchovies to 1 kg of salt"),
 ("What's my Shopee shop called?", "Nước Mắm Sáu Lộc Phú Quốc"),
 ("Who's the buyer in Melbourne?", "Đặng Quang Vinh, who owns Saigon Pantry, a Vietnamese grocery in Footscray"),
 # when
 ("When did Dad have his cataract operation?", "Thursday 24 July 2025 (moved from 10 July)"),
 ("When did I open the Shopee shop?", "2 May 2025"),
 ("When did Khoa start at Gió Biển?", "1 October 2025"),
 ("When did we move into Dad's house?", "Sunday 14 December 2025 (planned for 1 December)"),
 ("When did the Melbourne shipment leave?", "Monday 12 January 2026, from Cát Lái"),
 # counts and amounts
 ("How much did it cost to raise the wall for Ruốc?", "4.8 million VND"),
 ("How much salt did we need for the six new barrels?", "20 tonnes"),
 ("How many Tết gift boxes did we sell?", "210 (out of 220)"),
 ("How many bottles did Saigon Pantry take in the end?", "960 (cut from 1,200)"),
 # lists across chats
 ("Who has worked at the barrel house with me this year?", "Chú Bảy, Hiếu (until 30 November 2025) and Thảo (from 1 December 2025); Dad now runs the tastings"),
 ("Where do I sell our fish sauce?", "at the barrel house shop to tourists the guides bring, on Shopee, to Saigon Pantry in Melbourne, and Tết gift boxes to hotels and restaurants like Cát Trắng Resort and Gió Biển"),
 ("What trouble has Ruốc got into?", "he jumped the wall twice and killed Bà Tư's hen, and he ate salted fish residue and got salt poisoning"),
 ("What health problems has Dad had this year?", "high blood pressure (a dizzy spell in February 2025) and a cataract in his left eye, operated on 24 July 2025"),
 ("What products do we sell?", "40°N in a 500 ml glass bottle (PET for online orders), 35°N in a 1-litre bottle, a flight pack of two PET bottles, and a Tết gift box of two 40°N bottles"),
 # latest value of something that changed
 ("How much is a 500 ml bottle of our 40°N now?", "150,000 VND (since 1 March 2026)"),
 ("What does Khoa do now?", "head chef at Gió Biển, a seafood restaurant in An Thới (19 million VND a month)"),
 ("How many barrels do we have now?", "48 (eight more planned for July 2026)"),
 ("Where do we live now?", "on the ground floor of Dad's house, next to the barrel house in Dương Đông"),
 # yes/no
 ("Did Dad's cataract operation go well?", "Yes"),
 ("Did we get 4 OCOP stars?", "No, 3 stars"),
 ("Is Hiếu still working for me?", "No, he left on 30 November 2025"),
 ("Did the Melbourne fish sauce arrive before Tết?", "Yes (arrived 3 February, cleared 6 February; Tết was 17 February 2026)"),
 # why
 ("Why was Dad's operation put back?", "his blood pressure was 170/100 at the pre-op check on 9 July, so the surgeon wouldn't operate"),
 ("Why did Vinh cut the order and move it to January?", "his warehouse was full after a big pre-Christmas shipment from a Thai supplier, and he wanted the sauce to land just before Tết"),
 ("Why did we move in with Dad?", "the rent was going up from 5.5 to 7 million VND a month (84 million a year, about the cost of the renovation), I didn't want Dad alone at night after his eye operation, and it's next to the barrels"),
 ("Why did Hiếu leave?", "a resort in Bãi Dài offered him 9 million VND a month as a kitchen steward; I paid 7 million"),
 # what the assistant recommended
 ("What did you tell me to do so the fish sauce doesn't leak in parcels?", "PET bottles with an induction seal and some headspace, tape or a shrink band on the cap, each bottle in a zip bag with an absorbent pad, bubble wrap, a sturdy carton with no empty space, marked liquid and fragile, and a drop test"),
 ("What did you suggest to stop Ruốc jumping the wall?", "a wall of 2 to 2.2 m with an inward-angled top, removing things he can climb on, 45 to 60 minutes of exercise a day, recall and 'leave it' training on a long line, and not leaving him alone with the chickens out"),
 ("How did you suggest I work out my new price?", "work out the real cost per bottle (fish, salt, barrels, packaging, wages, overheads, the guides' commission) on today's costs, compare other barrel houses, raise the 40°N by about 15 to 20% and keep the 35°N as a value option, and tell the guides in advance"),
 # inference
 ("How much more does Khoa earn at his new job?", "5 million VND a month (19 million instead of 14 million)"),
 ("Could I leave Ruốc loose in the yard when the neighbour's chickens are out?", "Likely no"),
 # not in the archive
 ("What was my mum's name?", "Not mentioned in my chats"),
 ("What's the name of Bắp's teacher?", "Not mentioned in my chats"),
]


def assistant_chats_64_at(folder):
    """The archive of CHATS_144 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a64c", CHATS_144, "chatgpt")


@pytest.fixture(scope="module")
def assistant_chats_64(tmp_path_factory):
    return assistant_chats_64_at(tmp_path_factory.mktemp("assistant64"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_144, "assistant 64")


def test_the_archive_finds_the_melbourne_grocery(assistant_chats_64):
    assert assistant_chats_64.search("Footscray").results
