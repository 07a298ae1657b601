"""An eighth written archive of a user's chats with an AI assistant, in the user's own condensed
format, written blind with its questions and gold answers before any run on it: it is held
out, and its first measure is the held-out figure of the rules at the commit it was written
on (cd79a65): 0.190, and 0.181 with --rerank. A freelance wedding photographer in Cardiff in their early thirties, chatting with Gemini
over 2025: wedding packages and a deposit policy, a camera body upgrade, a second shooter, a
car's MOT, learning Welsh, a flat move with their partner Rhys, a wedding fair stand, a cracked
tooth, a sister's hen do and wedding, a half marathon, the accountant and a price rise, a
rescue dog and the quiet winter season, with facts the user updates later (a price, a day rate,
a moving date, a class night, a headcount). bench/answer_conversations.py asks every question
("assistant 7")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_16 = [
 ("2025-01-07", "Wedding packages and a deposit policy", [
   ("user", "I'm 32 and I've been a full-time wedding photographer in Cardiff since 2019, trading as Golau Photography. My accountant keeps telling me I'm undercharging. "
            "Right now I do a half day for £1,200 and a full day for £1,850, and I just take £200 to hold a date. I want three proper packages for 2025-26 bookings and a real deposit policy."),
   ("assistant", "Three clear tiers make it easy for couples to choose. Here's a structure:\n"
                 "1. Intimate: up to 3 hours, ceremony, family groups and couple portraits, £850.\n"
                 "2. Classic: up to 6 hours, from the last of the preparations to the first dance, £1,450.\n"
                 "3. Full day: up to 10 hours, bridal prep to the evening, with a second shooter included, £1,950.\n"
                 "For booking, most UK wedding photographers take a non-refundable retainer of around 25% to secure the date, with the balance due 4 to 8 weeks before the wedding. "
                 "I'm not a lawyer, but make sure your contract says clearly that the retainer is non-refundable and what happens if you're ill and can't attend."),
   ("user", "I'll go with those three packages, but I'll take a 30% retainer and have the balance due 8 weeks before the wedding, so everything's paid before the busy final weeks."),
   ("assistant", "That works well. Put both figures in the contract and on the invoice, and send a reminder about the balance two weeks before it's due.")],
  {"summary": "The user, a Cardiff wedding photographer trading as Golau Photography, replaced their half-day and full-day prices with three packages and set a non-refundable retainer with the balance paid before the wedding.",
   "decisions": [{"decision": "Three packages: Intimate, Classic and Full day, the full day including a second shooter",
                  "rationale": "The accountant said the user was undercharging"},
                 {"decision": "A non-refundable retainer to book a date, balance due weeks before the wedding", "rationale": "Everything is paid before the final weeks"}]}),
 ("2025-01-22", "Replacing a camera body", [
   ("user", "I shoot on two Canon 5D Mark IVs and one of them started throwing shutter errors in the middle of a ceremony at a wedding in December. It's on about 410,000 actuations and the repair quote is £380. "
            "My budget is £2,500 and I've got a lot of EF lenses. What should I get?"),
   ("assistant", "At that shutter count a repair only buys you time. Options that keep your lenses:\n"
                 "1. Canon EOS R6 Mark II: excellent autofocus and low-light performance for dark churches, and your EF lenses work on Canon's EF-EOS R adapter.\n"
                 "2. Canon EOS R5: 45 megapixels, but over your budget and the files are large to edit.\n"
                 "3. Repair the 5D and run it as your backup body for another season.\n"
                 "4. A Sony A7 IV is a good camera too, but you'd have to replace or adapt all your lenses.\n"
                 "For weddings, the R6 Mark II is the natural upgrade."),
   ("user", "Bought the R6 Mark II at the camera shop on Wyndham Arcade. It was £2,399, they gave me £350 for the broken 5D and threw in the adapter, so it came to £2,049.")],
  {"summary": "One of the user's two wedding camera bodies failed, and after comparing options they bought a mirrorless Canon body that takes their existing lenses with an adapter.",
   "outcomes": ["The assistant compared the R6 Mark II, the R5, repairing the old body and a Sony A7 IV",
                "The user bought the Canon EOS R6 Mark II with a trade-in"]}),
 ("2025-02-04", "Hiring a second shooter", [
   ("user", "The new full-day package includes a second shooter, so I need one for this season. Megan Pryce, a photographer from Newport I met on a workshop in Bristol, is keen. "
            "What's the going rate, and what should go in an agreement with her?"),
   ("assistant", "Experienced second shooters in the UK usually charge between £200 and £400 a day, often plus mileage. Your agreement should cover:\n"
                 "1. The day rate, mileage and when you'll pay her.\n"
                 "2. Copyright: you own all the images, and she may use an agreed selection in her own portfolio, with credit, once you've delivered the gallery.\n"
                 "3. A branding clause: on the day she represents Golau Photography and doesn't hand out her own cards or promote her business to guests.\n"
                 "4. File handover: raw files handed to you on the night, or uploaded within 48 hours.\n"
                 "5. Cancellation, and finding a replacement if she's ill.\n"
                 "I'm not a lawyer, so it's worth having the final wording checked."),
   ("user", "Megan's rate is £300 a day plus 45p a mile, paid within 7 days of each wedding. We've signed it.")],
  {"summary": "The user hired a photographer from Newport as a second shooter for the full-day weddings and drew up an agreement with her.",
   "outcomes": ["The agreement covers the rate and mileage, copyright, branding on the day, raw file handover and cancellation",
                "Megan Pryce is paid a day rate plus mileage within a week of each wedding"]}),
 ("2025-02-19", "MOT fail on the Octavia", [
   ("user", "My 2015 Skoda Octavia estate, which carries all my kit, failed its MOT this morning at the garage on Penarth Road. They failed it on the rear brake discs, which are badly corroded, "
            "with an advisory on the front tyres. The quote is £285 for discs and pads. I've got a wedding in Usk on Saturday. Can I still drive it?"),
   ("assistant", "It depends how the defects were classed on the fail sheet:\n"
                 "1. If a defect is marked 'dangerous', you mustn't drive the car until it's repaired, even if your old MOT certificate hasn't run out yet.\n"
                 "2. If it's only 'major' and your current MOT is still valid, you can legally drive it, but you can still be fined up to £2,500 and get 3 penalty points if the car is unroadworthy.\n"
                 "3. If you leave it at the test centre for the repair and it's retested within 10 working days, the partial retest is usually free.\n"
                 "4. An advisory on the tyres means they're getting close to the legal limit, so budget for new ones soon."),
   ("user", "The brakes were marked dangerous, so I left it with them. When they took it apart the handbrake cable was seized as well, so the final bill was £364. It passed the retest this afternoon, and I'll borrow Rhys's car if I need to.")],
  {"summary": "The user's estate car failed its MOT on the brakes; they left it at the garage for the repair, which cost more than quoted, and it passed the retest.",
   "outcomes": ["A car with a dangerous defect can't be driven until repaired", "A retest within 10 working days at the same test centre is usually free",
                "The car passed its retest after the brake repair"]}),
 ("2025-03-10", "Learning Welsh for bilingual weddings", [
   ("user", "Rhys's whole family speak Welsh, and more and more of my couples want bilingual weddings. I'd like to be able to call the group shots in Welsh by the summer. "
            "I've been doing SaySomethinginWelsh on my runs. What else should I do?"),
   ("assistant", "That's a great goal, and group-shot Welsh is very achievable by summer. I'd suggest:\n"
                 "1. Join a Learn Welsh course at Mynediad (entry) level; there are evening classes all over Cardiff.\n"
                 "2. Keep up SaySomethinginWelsh every day for speaking and listening.\n"
                 "3. Put Radio Cymru on in the car and watch S4C with subtitles.\n"
                 "4. Ask Rhys's family to speak Welsh to you, even slowly.\n"
                 "5. Learn the phrases you'll use at every wedding: 'Edrychwch ar y camera' (look at the camera), 'Gwenwch!' (smile!), "
                 "'Teulu'r briodferch, os gwelwch yn dda' (the bride's family, please) and 'Un arall!' (one more!)."),
   ("user", "I've enrolled on a Mynediad evening class with Learn Welsh Cardiff at Cardiff University, Tuesday nights from 8 April, £45 for the term. The tutor seems lovely.")],
  {"summary": "The user is learning Welsh to direct group photos at bilingual weddings and has signed up for an entry-level evening class.",
   "outcomes": ["The assistant suggested an entry-level course, daily SaySomethinginWelsh, Welsh radio and TV, practice with the partner's family and wedding phrases",
                "The user enrolled on a weekly evening class starting in April"]}),
 ("2025-03-26", "Moving flat with Rhys", [
   ("user", "Rhys and I are moving out of my one-bed flat in Roath into a two-bed in Canton. The rent's £1,150 a month and we move on 26 April. "
            "The second bedroom is going to be my editing room. Can you give me a moving checklist?"),
   ("assistant", "Here's a checklist. In Wales, tenancies are now 'occupation contracts' under the Renting Homes (Wales) Act 2016:\n"
                 "1. Give your current landlord written notice: for a periodic standard contract it's usually at least four weeks, but check yours.\n"
                 "2. Make sure the deposit on the new flat is protected in an approved scheme within 30 days.\n"
                 "3. Set up Royal Mail redirection.\n"
                 "4. Update your address with HMRC, the DVLA, your bank, your business insurer and your Google Business Profile.\n"
                 "5. Book a van early, as spring weekends go fast.\n"
                 "6. Take dated photos of both flats on moving day."),
   ("user", "Bit of a change: the landlord's decorators haven't finished, so we're now moving on Saturday 3 May instead."),
   ("assistant", "No problem. Push the van booking and the Royal Mail redirection back a week, and check your notice on the Roath flat covers the extra week.")],
  {"summary": "The user and their partner are moving from a one-bed in Roath to a two-bed in Canton, with the spare room as an editing office; the move was put back a week.",
   "procedures": [{"name": "Moving checklist", "steps": ["Written notice to the landlord", "Check the new deposit is protected", "Royal Mail redirection",
                   "Update address with HMRC, DVLA, bank, insurer and Google profile", "Book a van", "Dated photos of both flats"]}]}),
 ("2025-04-15", "Wedding fair stand", [
   ("user", "I've booked a stand at the wedding fair at Cardiff City Hall on Sunday 18 May. The stand cost £275, so I want it to pay for itself. How do I make the most of it?"),
   ("assistant", "Wedding fairs reward preparation. Here's what works:\n"
                 "1. Bring two or three printed sample albums that couples can pick up and handle.\n"
                 "2. Run a slideshow of your best images on a big screen at eye level.\n"
                 "3. Have a QR code that goes straight to your enquiry form.\n"
                 "4. Make a fair-only offer for couples who book within a fortnight.\n"
                 "5. Run a prize draw for a framed print to collect email addresses, with consent for marketing.\n"
                 "6. Follow up every contact within 48 hours of the fair."),
   ("user", "My offer will be a free engagement shoot for anyone who books within 14 days of the fair. Rhys is going to help me carry the screen in.")],
  {"summary": "The user is preparing a stand at a wedding fair at City Hall in May, with albums, a slideshow, a QR code and a booking offer.",
   "outcomes": ["The assistant suggested sample albums, a slideshow, a QR code, a fair-only offer, a prize draw and fast follow-ups",
                "The user's offer rewards couples who book soon after the fair"]}),
 ("2025-05-06", "Cracked tooth", [
   ("user", "I cracked a back molar biting into a toffee at the weekend. My dentist, Dr Anwen Bowen on Cowbridge Road East, says it needs a crown. "
            "On the NHS it's £260 but I'd wait about six weeks; privately it's £620 and done in ten days. It doesn't hurt much. What should I do?"),
   ("assistant", "I'm not a dentist, but here are some things to weigh up:\n"
                 "1. NHS Band 3 treatment in Wales covers crowns, and that one charge covers the whole course of treatment.\n"
                 "2. Ask Dr Bowen whether waiting six weeks risks the tooth splitting further; a temporary filling can protect it meanwhile.\n"
                 "3. Until then, chew on the other side and avoid hard or sticky food.\n"
                 "4. Get seen sooner if it becomes painful, swells, or you notice a bad taste, as that can mean an infection."),
   ("user", "She's put a temporary filling on it, so I'm going NHS. The crown's booked for 16 June.")],
  {"summary": "The user cracked a molar and needs a crown; with a temporary filling in place they chose the cheaper, slower option.",
   "decisions": [{"decision": "Have the crown on the NHS rather than privately", "rationale": "A temporary filling protects the tooth while they wait"}]}),
 ("2025-05-27", "Planning Ffion's hen do", [
   ("user", "My little sister Ffion is getting married on 13 September at Llancaiach Fawr and I'm her maid of honour! She's booked my friend Owain Jenkins, who shoots weddings in Swansea, "
            "so I can actually be a guest for once. I'm organising the hen do in Tenby over the weekend of 15 to 17 August: 12 of us, a house already booked, about £180 each on top. Ideas?"),
   ("assistant", "Tenby's perfect for a hen weekend. Some ideas:\n"
                 "1. Coasteering or paddleboarding on the Saturday morning.\n"
                 "2. A cocktail-making class.\n"
                 "3. A boat trip over to Caldey Island.\n"
                 "4. A private chef at the house on the Saturday night, so nobody has to book a table for 12.\n"
                 "5. A Sunday brunch by the harbour before everyone drives home."),
   ("user", "Booked coasteering for the Saturday morning and a private chef for the Saturday night. Ffion's going to love it.")],
  {"summary": "The user's younger sister is getting married in September; the user is her maid of honour and is organising a hen weekend by the sea in Pembrokeshire.",
   "outcomes": ["The assistant suggested coasteering, a cocktail class, a Caldey Island boat trip, a private chef and a harbour brunch",
                "Coasteering and a private chef are booked", "A friend of the user is photographing the wedding"]}),
 ("2025-06-18", "Training for the Cardiff Half", [
   ("user", "I've entered the Cardiff Half Marathon on 5 October. My longest run so far is 8 km and I do 5k in about 31 minutes. I shoot weddings on Saturdays and lots of Fridays, "
            "so my long runs will have to be on Mondays. I'd like to finish in under 2 hours 15. Can you give me a plan?"),
   ("assistant", "Sixteen weeks is plenty of time. Here's the shape of the plan:\n"
                 "1. Run three times a week: an easy run, a tempo or interval session, and your long run on Monday.\n"
                 "2. Add about 1.5 km to the long run each week, building to 18 km three weeks before the race.\n"
                 "3. Every fourth week, cut your mileage by about a third to recover.\n"
                 "4. Add two short strength sessions a week: squats, lunges and calf raises.\n"
                 "5. Taper over the final two weeks.\n"
                 "6. Practise fuelling on long runs, with a gel or a few jelly babies every 40 minutes."),
   ("user", "Wedding days are twelve hours on my feet, so I'll count Saturday as a rest day.")],
  {"summary": "The user is training for the Cardiff Half Marathon in October around weekend weddings, aiming for a time target, with long runs early in the week.",
   "procedures": [{"name": "Half marathon plan", "steps": ["Three runs a week with a Monday long run", "Build the long run to 18 km", "A recovery week every fourth week",
                   "Two strength sessions a week", "Two-week taper", "Practise fuelling"]}]}),
 ("2025-07-09", "Meeting the accountant and a price rise", [
   ("user", "Had my mid-year meeting with Gareth Hughes, my accountant. He says to keep putting 30% of everything aside for tax and National Insurance, and to raise the full day to £2,250 for new bookings, "
            "especially since Megan's going up to £350 a day from September. The wedding fair went well too: 23 enquiries and 4 bookings, so the stand more than paid for itself. "
            "How do I tell couples about the price rise without putting them off?"),
   ("assistant", "Price rises are normal in wedding photography, and couples expect them. Here's how to handle it:\n"
                 "1. Honour every signed contract and any quote already sent at the old price.\n"
                 "2. Pick a clear date for the new prices and say it on your website and price guide.\n"
                 "3. Tell couples who've enquired but not booked that they can book at the current price until that date.\n"
                 "4. Explain the value: a second shooter and a full ten hours of coverage.\n"
                 "5. Don't apologise for it; state it plainly."),
   ("user", "The new prices go live on 1 August. I've emailed the six couples with open enquiries.")],
  {"summary": "The user's accountant advised setting money aside for tax and raising the full-day price for new bookings, partly because the second shooter's rate is going up; the wedding fair brought in several bookings.",
   "decisions": [{"decision": "Raise the full-day package price for new bookings from August", "rationale": "The accountant's advice and the second shooter's higher day rate"}],
   "outcomes": ["Existing contracts and quotes keep the old price", "Open enquiries can book at the old price until the change"]}),
 ("2025-08-05", "Looking after Bara on wedding days", [
   ("user", "Since we moved into the Canton flat at the start of May we've been wanting a dog, and last weekend we adopted Bara, a two-year-old lurcher, from Hope Rescue in Llanharan. "
            "The problem is wedding days: I'm out for twelve hours or more, and Rhys works twelve-hour shifts on the ambulances as a paramedic. What are our options?"),
   ("assistant", "Lots of dog owners with long working days manage it. Options:\n"
                 "1. A dog walker for a midday walk, if Bara is happy home alone for a few hours either side.\n"
                 "2. Doggy daycare for the whole day.\n"
                 "3. A home boarder or sitter who has him at their house.\n"
                 "4. A friend or neighbour through a service like BorrowMyDoggy.\n"
                 "Rescue dogs often need a few weeks to settle, so build up time alone gradually and don't leave him for long at first."),
   ("user", "Found a daycare in Pontcanna that takes him for £28 a day, so that's wedding days sorted.")],
  {"summary": "The user and their partner adopted a young rescue lurcher and arranged daycare for the days both of them work long hours.",
   "outcomes": ["The assistant suggested a dog walker, daycare, a sitter or BorrowMyDoggy", "Bara goes to daycare in Pontcanna on wedding days"]}),
 ("2025-09-02", "Maid of honour speech", [
   ("user", "Ffion's wedding is a week on Saturday and I still haven't written my maid of honour speech. Her fiancé Dewi is a sheep farmer from Llandeilo; they met at the Royal Welsh Show in 2021. "
            "I want about 4 to 5 minutes, funny but not cruel. How should I structure it?"),
   ("assistant", "Here's a structure that works for most speeches:\n"
                 "1. Introduce yourself and thank everyone for coming.\n"
                 "2. One or two stories about Ffion growing up.\n"
                 "3. How she and Dewi met, and what you've noticed about them as a couple.\n"
                 "4. Welcome Dewi to the family.\n"
                 "5. Finish with a toast.\n"
                 "About 600 words is roughly five minutes spoken. Practise it out loud a few times."),
   ("user", "Perfect. My Welsh class moved to Thursdays this term, so I practised the toast on Elin, my tutor: 'I Ffion a Dewi!' "
            "And the hen do was brilliant: 11 of us in the end after Carys dropped out with Covid."),
   ("assistant", "Ending with a toast in Welsh will go down really well. Good luck on the day!")],
  {"summary": "The user is writing their maid of honour speech for their sister's wedding to a farmer from Llandeilo, ending with a toast in Welsh; the hen weekend went well.",
   "procedures": [{"name": "Maid of honour speech", "steps": ["Introduction and thanks", "Stories about the bride", "How the couple met",
                   "Welcome the groom to the family", "A toast"]}]}),
 ("2025-10-08", "Half marathon done and the winter off-season", [
   ("user", "I ran the Cardiff Half on Sunday: 2:08:52, well under my target! And the season's nearly over; I've already got 19 weddings booked for 2026. What should I do over the quiet winter months?"),
   ("assistant", "Congratulations on the half! For the off-season:\n"
                 "1. Clear your editing backlog and deliver every 2025 gallery.\n"
                 "2. Refresh your website and portfolio with this year's best work.\n"
                 "3. Blog a few real weddings, which helps couples find you on Google.\n"
                 "4. Ask this year's couples for reviews.\n"
                 "5. Get your kit serviced: a sensor clean, and the latest firmware on the R6 Mark II.\n"
                 "6. Book yourself a proper holiday."),
   ("user", "Rhys and I are going to Lisbon in January, so I'll clear the backlog first.")],
  {"summary": "The user beat their half marathon target and, with many weddings already booked for next year, planned the winter off-season.",
   "outcomes": ["The assistant suggested clearing the backlog, refreshing the website, blogging, asking for reviews, servicing the kit and a holiday",
                "The user and their partner are going to Lisbon in January"]}),
]

# (question, gold short answer), written before any run
QUESTIONS_16 = [
 ("What's my photography business called?", "Golau Photography"),
 ("What do I charge for a full day now?", "£2,250"),
 ("How big a deposit do couples pay to book me?", "30%"),
 ("When's the final payment due from couples?", "8 weeks before the wedding"),
 ("What was wrong with my old 5D?", "shutter errors"),
 ("Which camera did I buy to replace the broken 5D?", "Canon EOS R6 Mark II"),
 ("What did the new camera end up costing me?", "£2,049"),
 ("Who's my second photographer?", "Megan Pryce"),
 ("How much does Megan charge for a day now?", "£350"),
 ("What was the third thing you said Megan's agreement should cover?", "a branding clause"),
 ("Why did the car fail its MOT?", "corroded rear brake discs"),
 ("What did the MOT repairs cost in the end?", "£364"),
 ("Which evening is my Welsh class on now?", "Thursday"),
 ("Who teaches my Welsh class?", "Elin"),
 ("How do I ask people to look at the camera in Welsh?", "Edrychwch ar y camera"),
 ("Where did Rhys and I live before the move?", "Roath"),
 ("What date did we actually move?", "3 May 2025"),
 ("Why did the move get pushed back?", "the landlord's decorators hadn't finished"),
 ("What's the rent on the Canton flat?", "£1,150 a month"),
 ("What does Rhys do for a living?", "paramedic"),
 ("How much did the wedding fair stand cost?", "£275"),
 ("How many couples booked me off the back of the fair?", "4"),
 ("What freebie did I offer couples at the fair?", "a free engagement shoot"),
 ("What did I crack my tooth on?", "a toffee"),
 ("Am I paying privately for the crown?", "No"),
 ("When is Ffion's wedding?", "13 September 2025"),
 ("Who is Ffion marrying?", "Dewi"),
 ("What does Dewi do?", "sheep farmer"),
 ("Who's photographing my sister's wedding?", "Owain Jenkins"),
 ("Where's the hen weekend?", "Tenby"),
 ("How many of us went on the hen do in the end?", "11"),
 ("What breed is our dog?", "lurcher"),
 ("Which charity did we adopt Bara from?", "Hope Rescue"),
 ("What was my finishing time at the Cardiff Half?", "2:08:52"),
 ("Who's my accountant?", "Gareth Hughes"),
]


def assistant_chats_7_at(folder):
    """The archive of CHATS_16 under `folder`; the Searcher over it."""
    return chats_archive(folder, "dede", CHATS_16, "gemini")


@pytest.fixture(scope="module")
def assistant_chats_7(tmp_path_factory):
    return assistant_chats_7_at(tmp_path_factory.mktemp("assistant7"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_16, "assistant 7")
