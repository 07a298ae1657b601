"""A twelfth written archive of a user's chats with an AI assistant, in the user's own condensed
format, written blind with its questions and gold answers before any run on it, and without
reading the answer rules: it is held out (measured, never read question by question). A
self-employed piano tuner and piano teacher in Norwich, turning forty, with a husband, Joel, a
quantity surveyor, a daughter, Matilda, who turns eight, a retired racing greyhound, Moss, a
father, Graham, in Cromer with a border terrier, Bramble, a brother, Owen, in Leeds, and
parents-in-law in Diss, chatting with Claude from April 2024 to April 2025: pricing tunings and
lessons after the shop she worked for closed, a used van, adopting Moss, her father's hip
replacement, a sore wrist and a physio, a dinghy course on the Broads, damp in a Victorian
terrace, Matilda's birthday party, restoring and selling an old Blüthner upright, a students'
Christmas recital, a first self-assessment tax return, a fortieth birthday in Vienna, Moss's
torn leg, and her father's move to a bungalow, with facts the user updates later (a tuning
price, a number of students, a daily limit of tunings, a van's and a piano's price, a damp
quote, where her father lives). bench/answer_conversations.py asks every question
("assistant 12")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_29 = [
 ("2024-04-09", "Pricing piano tuning and lessons", [
   ("user", "I was the piano technician at Cooper's Pianos on Magdalen Street in Norwich for eleven years, but Malcolm Cooper retired at Christmas and the shop closed for good "
            "in January, so since February I've been self-employed: tuning and repairing pianos around Norfolk and teaching in the front room at home. "
            "Malcolm used to charge customers £75 for a tuning and I've just carried on with that, and I charge £28 for a half-hour lesson. I've got 19 pupils at the moment. "
            "I've also joined the Pianoforte Tuners' Association so I can be listed on their register. Am I charging enough?"),
   ("assistant", "Probably not: £75 was a shop price, subsidised by the shop's piano sales, and as a sole trader you carry all your own costs now. Some ways to think about it:\n"
                 "1. Check what other local tuners charge; ring round or look at their websites, and place yourself in the middle rather than at the bottom.\n"
                 "2. Work out your real hourly cost: travel time, fuel, insurance, tools, the PTA subscription and unpaid admin all come out of the fee.\n"
                 "3. Price a pitch raise separately, as it's a second pass and much more work than a routine tuning.\n"
                 "4. Add a travel supplement beyond a set radius, say 15 miles from home.\n"
                 "5. Send every customer a reminder when their annual tuning is due; repeat bookings are the cheapest work you'll ever get.\n"
                 "6. For lessons, charge termly in advance so cancellations don't eat your income.\n"
                 "Your PTA membership is also worth mentioning on your website; customers take it as a mark of training."),
   ("user", "I rang round: the two other tuners in the city charge £90 and £95. So from May I'm going to charge £85 for a tuning, £40 on top for a pitch raise, "
            "and £30 for a half-hour lesson, paid by the term."),
   ("assistant", "That sounds well judged: still a little under the others while you build up your own customer list, and a clear price for the extra work. "
                 "Tell your existing customers a month ahead and most won't blink.")],
  {"summary": "The user, a piano tuner and teacher newly self-employed after Cooper's Pianos closed, asked whether her prices were high enough; the assistant suggested checking competitors, costing her time, pricing pitch raises separately, a travel supplement, annual reminders and termly lesson fees.",
   "decisions": [{"decision": "Raise a tuning from £75 to £85, with £40 for a pitch raise", "rationale": "Other Norwich tuners charge £90 and £95"},
                 {"decision": "Charge £30 for a half-hour lesson, paid by the term", "rationale": "Cancellations won't eat into income"}],
   "outcomes": ["Joined the Pianoforte Tuners' Association", "19 pupils"]}),
 ("2024-05-13", "Kitting out a used van", [
   ("user", "My old 2012 Skoda Fabia estate finally gave up, so on Saturday I bought a van for the tuning rounds: a white 2019 Ford Transit Connect with 61,000 miles from a dealer in Dereham. "
            "They were asking £9,800 and I got them down to £9,250 with two new front tyres thrown in. It's got a partial service history. "
            "What should I do now that it's mine, bearing in mind I'll be carrying tools and sometimes piano actions in the back?"),
   ("assistant", "Congratulations on the van. A few things to sort in the first weeks:\n"
                 "1. Book a full service straight away, since the history is only partial, so you know where you stand.\n"
                 "2. Check when the timing belt is due: the 1.5 diesel in that model has a belt that runs in oil, and a neglected one is an expensive failure.\n"
                 "3. Make sure your insurance covers business use and your tools in the van; many policies exclude tools left in overnight.\n"
                 "4. Line the floor and sides with ply and fit a few tie-down points, so piano actions and keyframes can be strapped in.\n"
                 "5. Fit racking or a lockable box for the tuning kit.\n"
                 "6. Keep a mileage log from day one; you'll need it for your tax return whichever way you claim."),
   ("user", "Joel's dad Roger has offered to help me line it with ply next weekend. I'll book the service with the Ford garage in Dereham.")],
  {"summary": "The user bought a used 2019 Ford Transit Connect for her piano tuning work after her car died; the assistant suggested a full service, checking the timing belt, business insurance, ply lining and tie-downs, racking and a mileage log.",
   "decisions": [{"decision": "Buy the 2019 Ford Transit Connect for £9,250", "rationale": "The Skoda Fabia died; the dealer came down from £9,800 and added tyres"}],
   "procedures": [{"name": "First weeks with a used van", "steps": ["Full service", "Check the timing belt", "Business and tools insurance",
                   "Ply lining and tie-downs", "Racking or a lockable box", "Mileage log"]}]}),
 ("2024-05-28", "Settling in a retired greyhound", [
   ("user", "We brought Moss home on Sunday! He's a four-year-old black retired racing greyhound from a rescue near Attleborough. His racing name was Lissadell Moss and he ran at Towcester. "
            "We went for a greyhound because Joel's allergic to most dogs, and the short coat means they hardly shed, so he's been fine with him so far. "
            "Matilda is besotted. I've bought him a martingale collar and a memory-foam bed. He seems a bit lost in the house. Any tips for settling him in?"),
   ("assistant", "How lovely. Retired racers have usually only known kennels, so a house is a big new world. Some pointers:\n"
                 "1. Give him a quiet corner with his bed where nobody, Matilda included, disturbs him when he's lying down.\n"
                 "2. Expect him to be baffled by stairs, glass doors and shiny floors; teach stairs slowly with treats.\n"
                 "3. Keep him on the lead in open spaces for now: his recall won't be reliable and he can reach 40 mph after a squirrel.\n"
                 "4. Use a muzzle around cats and small dogs until you know how he reacts.\n"
                 "5. Keep a strict routine for meals, walks and bedtime.\n"
                 "6. Watch his skin: greyhounds tear easily on brambles and wire, and get cold quickly in winter.\n"
                 "It often takes a few weeks before a greyhound's real personality shows."),
   ("user", "He's already discovered the sofa. My dad's border terrier Bramble is coming to visit next month, so I'll keep the muzzle handy.")],
  {"summary": "The user adopted Moss, a retired racing greyhound, and asked how to settle him in; the assistant suggested a quiet bed space, patience with stairs and floors, keeping him on the lead, a muzzle around small animals, a routine and care for his skin.",
   "decisions": [{"decision": "Adopt a greyhound", "rationale": "Joel is allergic to most dogs and greyhounds hardly shed"}],
   "outcomes": ["Bought a martingale collar and a memory-foam bed", "Moss's racing name was Lissadell Moss"]}),
 ("2024-06-18", "Getting Dad's house ready for his hip operation", [
   ("user", "My dad Graham is 72 and lives on his own in Cromer with his border terrier, Bramble. He's having a hip replacement at the Norfolk and Norwich University Hospital on Monday 8 July. "
            "His house is one of those tall Victorian ones near the pier with steep stairs. My brother Owen is coming down from Leeds to stay with him for the first week, "
            "and Bramble will come to us. What should we get ready?"),
   ("assistant", "I can't advise on his medical care, which the hospital's pre-op assessment will cover, but here are the practical things families usually sort out beforehand:\n"
                 "1. A raised toilet seat and a toilet frame; the hospital's occupational therapist can often supply them.\n"
                 "2. A firm chair with arms, high enough that his knees stay below his hips when he sits.\n"
                 "3. Move everyday things in the kitchen to between waist and shoulder height so he doesn't bend.\n"
                 "4. A long-handled grabber, a sock aid and a long shoehorn.\n"
                 "5. Fill the freezer with single portions.\n"
                 "6. Line up lifts: he won't be able to drive for about six weeks.\n"
                 "7. Take up loose rugs and check that the banister is solid.\n"
                 "If the stairs are a worry, ask about setting up a bed downstairs for the first fortnight."),
   ("user", "Good idea about the bed downstairs, there's room in his back sitting room. Owen's going to do the lifts to his physio while he's here, and then I'll take over.")],
  {"summary": "The user's father is having a hip replacement and lives alone in a house with steep stairs; the assistant listed what to prepare at home and suggested a bed downstairs.",
   "decisions": [{"decision": "Set up a bed in Dad's back sitting room", "rationale": "His stairs are steep"},
                 {"decision": "Bramble stays with the user during the recovery", "rationale": "Dad can't walk the dog"}],
   "outcomes": ["Owen will stay with Dad the first week", "The operation is on 8 July 2024 at the Norfolk and Norwich University Hospital"]}),
 ("2024-07-30", "Wrist pain from tuning", [
   ("user", "I've had a sore right wrist for a month, right at the base of the thumb, and it's worst when I'm setting pins with the tuning lever. "
            "The GP says it's de Quervain's tenosynovitis and referred me to a physio; I've seen Kirsty at a clinic on Unthank Road twice now. "
            "The trouble is I'd been squeezing in up to seven tunings a day since the van. Dad's home from hospital and walking with a stick, by the way, and Bramble has been no trouble with Moss."),
   ("assistant", "Glad your dad's doing well. As an AI I can't examine your wrist, so follow Kirsty's advice first, but tuners often find these help:\n"
                 "1. Cap the number of tunings you do in a day while it settles.\n"
                 "2. Change your lever technique: use the weight of your arm and a straight wrist rather than twisting from the thumb.\n"
                 "3. Try a longer or angled lever, which needs less force on the pin.\n"
                 "4. Wear the thumb splint at night if she's given you one.\n"
                 "5. Space tunings out with lessons or admin in between, rather than back to back.\n"
                 "6. Do her exercises every day, even on days it feels fine."),
   ("user", "Kirsty said the same about the technique. I've decided to limit myself to four tunings a day until it's better, and I've ordered a longer carbon-fibre lever.")],
  {"summary": "The user has de Quervain's tenosynovitis in her right wrist from tuning, is seeing a physio, and asked how to manage it; the assistant suggested a daily cap, a better technique, a longer lever, a night splint, spacing tunings out and daily exercises.",
   "decisions": [{"decision": "Limit herself to four tunings a day", "rationale": "Her wrist pain from de Quervain's tenosynovitis"},
                 {"decision": "Buy a longer carbon-fibre tuning lever", "rationale": "Less force on the pins"}],
   "outcomes": ["The physio is Kirsty, at a clinic on Unthank Road", "Dad is home and walking with a stick"]}),
 ("2024-08-27", "Learning to sail on the Broads", [
   ("user", "For my birthday-ish present Joel booked me an RYA Dinghy Level 1 course at Heron's Reach Sailing on Barton Broad, and I did it on Saturday and Sunday. "
            "I capsized twice on the Sunday and loved every minute. I've passed. How do I keep going without buying a boat straight away?"),
   ("assistant", "Well done! The first season after Level 1 is where most people either get hooked or drift away, so:\n"
                 "1. Join a local club: most have club boats you can borrow and someone on the bank.\n"
                 "2. Offer to crew for other members in races; you learn fast sitting next to someone good.\n"
                 "3. Book RYA Level 2 next spring, once you've had some time on the water.\n"
                 "4. Learn to read the wind on the water, the dark patches of gusts, before the theory.\n"
                 "5. Get your own buoyancy aid that fits properly, as club ones rarely do.\n"
                 "6. Only then look for a second-hand boat, and ask the club which classes they race."),
   ("user", "I've joined the Ranworth Dinghy Club: £180 a year, and they have three club Toppers. Moss came to watch from the bank and was unimpressed.")],
  {"summary": "The user passed an RYA Dinghy Level 1 course on Barton Broad and asked how to keep sailing; the assistant suggested a club, crewing, Level 2, reading the wind, her own buoyancy aid and waiting before buying a boat.",
   "decisions": [{"decision": "Join the Ranworth Dinghy Club for £180 a year", "rationale": "Club boats to borrow before buying one"}],
   "outcomes": ["Passed RYA Dinghy Level 1 at Heron's Reach Sailing"]}),
 ("2024-09-24", "Damp in the back bedroom", [
   ("user", "We live in a Victorian terrace in the Golden Triangle in Norwich, and there's a damp patch low down on the outside wall of Matilda's back bedroom, with the wallpaper peeling. "
            "A firm called Anglia Damp Solutions came out, said it's rising damp and quoted £2,400 to inject a chemical damp-proof course and replaster in gypsum. It sounds a lot. Is that right?"),
   ("assistant", "Be wary: in old solid-walled houses, 'rising damp' is often diagnosed by firms who sell the cure, and the cause is usually simpler. Before paying for an injected course:\n"
                 "1. Check the gutters and downpipes outside that wall, in heavy rain if you can; a cracked or blocked downpipe soaks a wall from outside.\n"
                 "2. Look at the ground level: a path, patio or flowerbed banked up above the inside floor level bridges the wall.\n"
                 "3. Check for cement render or hard cement pointing, which traps moisture in soft Victorian brick.\n"
                 "4. Improve ventilation in the room, especially in winter.\n"
                 "5. If it's still a puzzle, pay an independent surveyor who doesn't sell treatments.\n"
                 "Gypsum plaster on a damp solid wall tends to make things worse; lime is the usual choice."),
   ("user", "Joel went out in the rain last night and the downpipe at the back is split right down the side, and the flowerbed against that wall is well above the air brick. So we're holding off on the injection.")],
  {"summary": "The user has damp in her daughter's bedroom wall and was quoted £2,400 for an injected damp-proof course; the assistant suggested checking downpipes, ground levels, cement render and ventilation, and an independent surveyor.",
   "decisions": [{"decision": "Hold off on the injected damp-proof course", "rationale": "A split downpipe and a high flowerbed are the likely cause"}],
   "outcomes": ["Anglia Damp Solutions quoted £2,400"]}),
 ("2024-10-15", "Matilda's eighth birthday party", [
   ("user", "Matilda turns eight this Friday, and her party is on Saturday 26 October in the scout hut round the corner. She wants a science party. 14 children are coming, including her best friend Isla, "
            "and the budget is about £200. Funnily enough she's refused piano lessons from me point blank and took up the violin at school in September instead. What could we do for two hours?"),
   ("assistant", "A science party is great fun for eight-year-olds. A plan for two hours:\n"
                 "1. Lab coats from cheap white adult T-shirts, with names written on, as they arrive.\n"
                 "2. Slime making, with everything measured out into cups in advance.\n"
                 "3. Baking soda and vinegar volcanoes, outside or on trays.\n"
                 "4. Mentos and Diet Coke fountains in the car park.\n"
                 "5. Food and cake in the middle, so they have a rest.\n"
                 "6. Finish with a calm one: invisible ink messages with lemon juice.\n"
                 "Send slime home in little pots as the party bags and you'll barely need anything else."),
   ("user", "Joel's volunteered for the Mentos fountains. Isla's mum is going to help with the slime.")],
  {"summary": "The user is planning her daughter's eighth birthday science party for 14 children on a £200 budget; the assistant suggested a two-hour plan of lab coats, slime, volcanoes, Mentos fountains, food and invisible ink.",
   "outcomes": ["Matilda plays the violin, not the piano", "Party on Saturday 26 October at the scout hut"],
   "procedures": [{"name": "Science party", "steps": ["Lab coats", "Slime", "Volcanoes", "Mentos fountains", "Food and cake", "Invisible ink"]}]}),
 ("2024-11-12", "Restoring an old Blüthner upright", [
   ("user", "I've done something daft: I bought an 1898 Blüthner upright for £420 at the Bure Valley Salerooms in Aylsham. It's got a lovely walnut case but sticky keys, moth-eaten hammer felts "
            "and a few rusty strings. I think I can restore it in the garage over the winter and sell it. I'm up to 24 pupils now, so it'll have to be evenings. "
            "Moss has been shivering on the early walks too, so I've bought him a fleece coat. Where should I start with the piano?"),
   ("assistant", "An old Blüthner is worth the effort if the structure is sound. A sensible order:\n"
                 "1. Check the pin block first: if the tuning pins are loose, it's a much bigger job, and may not be worth it.\n"
                 "2. Inspect the soundboard and bridges for cracks and loose ribs.\n"
                 "3. Clean out the inside thoroughly and treat for moth before anything new goes in.\n"
                 "4. Free the sticky keys: often swollen bushings or a warped key slip.\n"
                 "5. Decide whether to reshape the hammers or replace the felts.\n"
                 "6. Replace the rusty strings, then regulate the action and bring it up to pitch over several tunings.\n"
                 "Keep a log of hours and parts so you know what price to ask."),
   ("user", "Pins are tight, thank goodness. I'll re-felt the hammers rather than reshape them, since the moth got too far.")],
  {"summary": "The user bought an 1898 Blüthner upright at auction to restore and sell; the assistant suggested checking the pin block and soundboard, cleaning and moth treatment, freeing keys, hammers, restringing and regulation.",
   "decisions": [{"decision": "Re-felt the hammers rather than reshape them", "rationale": "Too much moth damage"}],
   "outcomes": ["Bought an 1898 Blüthner upright for £420 at the Bure Valley Salerooms in Aylsham", "24 pupils", "Bought Moss a fleece coat"]}),
 ("2024-12-10", "Students' Christmas recital", [
   ("user", "My pupils' Christmas recital is this Saturday, in the Octagon Chapel on Colegate. 16 of them are playing, from a six-year-old doing Jingle Bells with one hand to Freya, "
            "who's doing her ABRSM Grade 5 in March and is playing a Chopin waltz. How should I run it so it doesn't drag? "
            "Also, the damp: a builder, Dave Pickering, replaced the split downpipe and dug the flowerbed down below the air brick, and the wall's drying out. £380 all in, instead of £2,400!"),
   ("assistant", "That's a great result on the damp. For the recital:\n"
                 "1. Keep it to about an hour; set a rough length for each piece.\n"
                 "2. Start with a confident middle-level pupil, not the youngest or the most nervous.\n"
                 "3. Mix levels through the programme rather than going from easiest to hardest, and end with Freya.\n"
                 "4. Have everyone sit together near the front so the changeovers are quick.\n"
                 "5. Give each child a printed programme with their name on; they keep them.\n"
                 "6. Do a short run-through on the chapel piano earlier in the day if you can.\n"
                 "7. Finish with something everyone joins in, like a carol, and mince pies."),
   ("user", "Love the carol idea. I'm tuning the chapel piano on Friday anyway.")],
  {"summary": "The user is running her pupils' Christmas recital with 16 players and asked how to keep it moving; the assistant suggested an hour, a confident opener, mixed levels, quick changeovers, programmes, a run-through and a carol to finish. The damp was fixed cheaply.",
   "outcomes": ["Recital at the Octagon Chapel on Colegate", "Freya is doing ABRSM Grade 5 in March",
                "Dave Pickering fixed the damp for £380 by replacing the downpipe and lowering the flowerbed"]}),
 ("2025-01-14", "My first self-assessment tax return", [
   ("user", "I have to do my first self-assessment return by 31 January, for 2023-24, which only covers February to April 2024 of self-employment: about £4,100 of income. "
            "I'm doing it myself rather than paying an accountant £400. I've got my UTR. What can I claim, and is there anything that catches people out? "
            "By the way, I put my tuning price up to £90 from 1 January; nobody has complained. And Dad had his right cataract done in December and says the colours are amazing."),
   ("assistant", "A short first year keeps it simple. Things to check:\n"
                 "1. Only include income and expenses from when you started trading, and keep the records for five years after the deadline.\n"
                 "2. Tools, tuning parts, your PTA subscription, public liability insurance and a share of your phone bill are allowable expenses.\n"
                 "3. For the van, choose either simplified mileage at 45p a mile or actual costs plus capital allowances; once you choose for a vehicle you're stuck with it.\n"
                 "4. Working from home: the flat rate of £6 a week is the simplest, and you can claim it for teaching at home.\n"
                 "5. With a small first-year profit you may not have payments on account, but check the calculation at the end.\n"
                 "6. Don't leave it to 31 January: HMRC's phone lines are jammed that week.\n"
                 "As an AI I can't see your figures, so if anything looks odd, the HMRC helpline or a one-off session with an accountant is worth it."),
   ("user", "Thanks, that's clear. I'm going with actual costs for the van because of the mileage I do. I'll get it done this weekend.")],
  {"summary": "The user is doing her first self-assessment tax return herself, without an accountant, and asked what to claim; the assistant covered the trading period, allowable expenses, van mileage versus actual costs, the home-working flat rate, payments on account and filing early.",
   "decisions": [{"decision": "File the tax return herself", "rationale": "Rather than pay an accountant £400 for a small first year"},
                 {"decision": "Claim actual costs for the van", "rationale": "She does a lot of mileage"}],
   "outcomes": ["Tuning price raised to £90 from 1 January 2025", "Dad had his right cataract operation in December"]}),
 ("2025-02-04", "Vienna for my 40th", [
   ("user", "I turn 40 on Wednesday 19 March, and Joel's booked us four nights in Vienna, flying from Stansted on the 20th. Matilda's staying with Joel's parents, Pam and Roger, in Diss. "
            "For a piano person it's the dream. What shouldn't I miss?"),
   ("assistant", "Vienna is the right place for a piano tuner's fortieth. Ideas:\n"
                 "1. A concert at the Musikverein, in the Golden Hall if you can get tickets.\n"
                 "2. A tour of the Bösendorfer factory in Wiener Neustadt, which must be booked ahead.\n"
                 "3. Standing places at the Staatsoper, sold on the day for a few euros.\n"
                 "4. The composers' graves at the Zentralfriedhof: Beethoven, Schubert, Brahms.\n"
                 "5. The Haus der Musik, which is more fun than it sounds.\n"
                 "6. The instrument collection at the Kunsthistorisches Museum's Neue Burg, with Beethoven's and Haydn's pianos.\n"
                 "7. A Vienna City Card for the trams."),
   ("user", "I've emailed Bösendorfer about a tour on the Friday. Joel says he'll do the Staatsoper standing place if there's a bench nearby.")],
  {"summary": "The user is going to Vienna for her fortieth and asked what to see; the assistant suggested the Musikverein, a Bösendorfer factory tour, standing places at the Staatsoper, the Zentralfriedhof, the Haus der Musik, the historic instrument collection and a City Card.",
   "outcomes": ["Flying from Stansted on 20 March for four nights", "Matilda will stay with Pam and Roger in Diss", "Asked Bösendorfer for a factory tour"]}),
 ("2025-02-25", "Moss tore his leg", [
   ("user", "Moss tore a long gash in his back leg on a barbed-wire fence at Whitlingham on Sunday, and had to have eleven stitches at the vet's in Trowse. The bill was £310. "
            "He's in a cone and furious about it. How do I stop him pulling the stitches out, and keep him calm for ten days? "
            "Also some good news: Kirsty's signed me off, and I'm allowed up to five tunings a day now. I've got 27 pupils and Arjun, who's ten, is doing his Grade 3 in the summer."),
   ("assistant", "Poor Moss, greyhound skin really is paper-thin. For the next ten days:\n"
                 "1. Keep the cone on whenever he's unsupervised, especially overnight.\n"
                 "2. Lead walks only, short and slow; no zoomies.\n"
                 "3. Give him puzzle feeders and chews to tire his brain instead of his legs.\n"
                 "4. Check the wound twice a day for swelling, heat or discharge and ring the vet if you see any.\n"
                 "5. Keep it dry; a clean sock over the foot helps on muddy walks.\n"
                 "6. Go back for the stitch check when the vet asked."),
   ("user", "He's flat out on his memory-foam bed in the cone, looking tragic. Matilda's reading him stories.")],
  {"summary": "The user's greyhound needed eleven stitches after a barbed-wire injury; the assistant suggested how to keep him calm and protect the wound. The user's wrist has recovered.",
   "decisions": [{"decision": "Raise the daily limit to five tunings", "rationale": "The physio has signed her off"}],
   "outcomes": ["Moss's vet bill was £310", "27 pupils", "Arjun is doing ABRSM Grade 3 in the summer"]}),
 ("2025-03-11", "Selling the Blüthner", [
   ("user", "The Blüthner is finished: new hammer felts, six new strings, the action regulated and it holds its tuning beautifully. I listed it at £2,600 on a piano-sellers' site, "
            "and a family from Holt came to play it on Saturday and bought it there and then for £2,200, with delivery. Was that a fair price, and how do I make sure the sale is clean?"),
   ("assistant", "Restored Blüthner uprights of that age in good order sell for roughly £1,800 to £3,500, depending on the case and the work, so £2,200 is fair for a private sale. To keep it clean:\n"
                 "1. Give them a simple written receipt with the maker, serial number, price and date.\n"
                 "2. Say in writing what work you did, and whether you give any warranty.\n"
                 "3. Use a proper piano removal firm, not a man with a van.\n"
                 "4. Offer the first tuning after the move at a discount; it'll settle for a few weeks.\n"
                 "5. Record the profit in your business accounts; if you restore pianos to sell, it's trading income."),
   ("user", "I'll throw in the first tuning for free. They've got two children who want lessons, so they may end up as customers.")],
  {"summary": "The user sold her restored 1898 Blüthner upright to a family from Holt for £2,200 after listing it at £2,600; the assistant said the price was fair and suggested a receipt, a written note of the work, a proper removal firm, a follow-up tuning and recording the profit.",
   "decisions": [{"decision": "Give the first tuning after delivery free", "rationale": "Goodwill, and the family may become customers"}],
   "outcomes": ["Sold the Blüthner for £2,200"]}),
 ("2025-04-01", "Back from Vienna, and Dad's bungalow", [
   ("user", "We're back from Vienna. The Bösendorfer tour was the highlight of my life, Joel lasted the whole of Tosca standing at the Staatsoper, and we cried at Beethoven's grave. "
            "Other news: Dad completed on a bungalow in Sheringham last Thursday. After the hip he admitted the stairs in Cromer were too much, and his sister Jean lives two streets away. "
            "He moves in properly at the end of April. How can I help him move without taking over?"),
   ("assistant", "Sounds like a wonderful fortieth! For your dad's move:\n"
                 "1. Let him decide what goes and what stays, and keep your opinions for when he asks.\n"
                 "2. Start with the rooms he uses least, so daily life isn't disrupted.\n"
                 "3. Book the removal firm early and ask for a pre-move survey.\n"
                 "4. Set up his bedroom and kettle first on moving day, so the first night feels like home.\n"
                 "5. Redirect his post, and tell his GP, the council and the DVLA about the new address.\n"
                 "6. Walk Bramble round the new streets with him in the first week, so the dog settles too."),
   ("user", "Owen's taking a week off to help with the packing, so it'll be the three of us and Bramble supervising.")],
  {"summary": "The user is back from Vienna and her father has bought a bungalow in Sheringham near his sister; the assistant suggested ways to help him move while letting him lead.",
   "decisions": [{"decision": "Dad moves from Cromer to a bungalow in Sheringham", "rationale": "The stairs were too much after his hip, and his sister Jean lives nearby"}],
   "outcomes": ["Visited the Bösendorfer factory, the Staatsoper and the Zentralfriedhof", "Owen will help with the packing"]}),
]

# (question, gold short answer), written before any run
QUESTIONS_29 = [
 ("Where did I work before I went self-employed?", "Cooper's Pianos"),
 ("What does Joel do for a living?", "quantity surveyor"),
 ("What van did I buy?", "2019 Ford Transit Connect"),
 ("What was Moss's racing name?", "Lissadell Moss"),
 ("What breed is Dad's dog?", "border terrier"),
 ("What's my physio called?", "Kirsty"),
 ("Where did I buy the Blüthner?", "Bure Valley Salerooms, Aylsham"),
 ("Who fixed our damp in the end?", "Dave Pickering"),
 ("What's Matilda's best friend called?", "Isla"),
 ("Which hospital did Dad have his hip done at?", "Norfolk and Norwich University Hospital"),
 ("When did I buy the van?", "11 May 2024"),
 ("When did we bring Moss home?", "26 May 2024"),
 ("When did my sailing course start?", "24 August 2024"),
 ("When did Matilda turn eight?", "18 October 2024"),
 ("When was my pupils' Christmas recital?", "14 December 2024"),
 ("When did Moss tear his leg on the fence?", "23 February 2025"),
 ("When did Dad complete on his bungalow?", "27 March 2025"),
 ("How much did I pay for the van?", "£9,250"),
 ("How much did I sell the Blüthner for?", "£2,200"),
 ("How much was Moss's vet bill for the stitches?", "£310"),
 ("How many children were coming to Matilda's party?", "14"),
 ("What are the dogs in our family called?", "Moss, Bramble"),
 ("What operations has Dad had?", "hip replacement, cataract operation"),
 ("Which clubs or associations have I joined?", "Pianoforte Tuners' Association, Ranworth Dinghy Club"),
 ("What have I bought for Moss?", "martingale collar, memory-foam bed, fleece coat"),
 ("Which of my pupils are taking ABRSM exams?", "Freya, Arjun"),
 ("What do I charge for a tuning now?", "£90"),
 ("How many pupils do I have now?", "27"),
 ("Where does Dad live now?", "Sheringham"),
 ("How many tunings a day am I allowed to do now?", "5"),
 ("What was the first thing you suggested when I asked if I was charging enough?", "check what other local tuners charge"),
 ("What was the second thing you suggested doing with the new van?", "check when the timing belt is due"),
 ("What was the first thing you suggested checking for the damp?", "the gutters and downpipes"),
 ("What was the third thing you suggested for Vienna?", "standing places at the Staatsoper"),
 ("Did I use an accountant for my tax return?", "No"),
 ("Did we go ahead with the injected damp-proof course?", "No"),
 ("Is Matilda learning the piano?", "No"),
 ("Why did I leave Cooper's Pianos?", "the shop closed"),
 ("Why did we choose a greyhound?", "Joel's allergic to most dogs"),
 ("Why did I limit how many tunings I do a day?", "my wrist (de Quervain's tenosynovitis)"),
]


def assistant_chats_12_at(folder):
    """The archive of CHATS_29 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a12c", CHATS_29, "claude")


@pytest.fixture(scope="module")
def assistant_chats_12(tmp_path_factory):
    return assistant_chats_12_at(tmp_path_factory.mktemp("assistant12"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_29, "assistant 12")
