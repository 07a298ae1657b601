"""An eleventh written archive of a user's chats with an AI assistant, in the user's own condensed
format, written blind with its questions and gold answers before any run on it, and without
reading the answer rules: it is held out. A self-employed piano tuner and restorer in
Totterdown, Bristol, in her early forties, with a partner, Tomasz, a six-year-old daughter,
Maya, a brother, Nikhil, in Leicester, and a rescue lurcher, Pickle, chatting with ChatGPT from
May 2024 to April 2025: raising her tuning prices, a first dinghy-sailing course at Chew Valley
Lake and buying a dinghy, adopting the lurcher and his torn skin, the work van's clutch failing
on the M32, a shoulder strained by tuning, the daughter starting Year 2, an auction Broadwood
upright restored and sold, Tomasz's mother's 70th in Gdańsk, a concert-hall tuning contract,
loft-conversion quotes and the daughter's seventh birthday, with facts the user updates later
(a tuning price, a clutch quote, a loft quote and builder, a number of concerts a year).
bench/answer_conversations.py asks every question ("assistant 11")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_28 = [
 ("2024-05-08", "Raising piano tuning prices", [
   ("user", "I've been a self-employed piano tuner in Bristol for eleven years now, working out of a 2016 Ford Transit Connect and a little workshop in the back garden of our house in Totterdown. "
            "I still charge £75 for a standard tuning, which I set in 2019, and my costs have gone up a lot since. Most of my clients are private homes, a few schools and two churches. "
            "How should I go about putting my prices up without losing people?"),
   ("assistant", "A rise after five years is overdue, and most long-standing clients expect one. Here's how I'd approach it:\n"
                 "1. Check what other tuners around Bristol and Bath charge, so you know where you sit in the local market.\n"
                 "2. Add a travel surcharge for visits outside your usual area, rather than loading the cost onto everyone.\n"
                 "3. Give existing clients at least six weeks' notice, ideally in a short, friendly email or a card left after a tuning.\n"
                 "4. Offer a small discount for booking two tunings a year, which smooths your diary too.\n"
                 "5. Price repairs, regulation and pitch raises separately instead of absorbing them into the tuning fee.\n"
                 "6. Keep the schools and churches on their current rate until their next budget year if that relationship matters to you."),
   ("user", "The two other tuners I know of charge £85 and £90. I'll go to £85 from 1 July, with a £10 surcharge for anything outside a BS postcode, and I'll email everyone this week."),
   ("assistant", "That sounds well judged: £85 keeps you competitive, and the surcharge covers the long trips out to the Mendips and the Somerset villages. Mention the date clearly in the email so nobody is surprised on the doorstep.")],
  {"summary": "The user, a self-employed piano tuner in Bristol, asked how to raise her £75 tuning price; the assistant suggested benchmarking local rates, a travel surcharge, notice to clients, a two-tuning discount and separate pricing of repairs.",
   "decisions": [{"decision": "Raise the standard tuning to £85 from 1 July 2024", "rationale": "Costs have risen since 2019 and other local tuners charge £85 and £90"},
                 {"decision": "Add a £10 surcharge outside BS postcodes", "rationale": "Covers long trips to the Mendips and Somerset villages"}],
   "outcomes": ["The assistant suggested checking local rates, a travel surcharge, six weeks' notice, a two-tuning discount and pricing repairs separately"]}),
 ("2024-05-29", "First dinghy sailing course", [
   ("user", "I've finally booked the thing I've talked about for years: an RYA Level 1 and 2 dinghy course at Chew Valley Lake Sailing Club, two weekends for £320. "
            "It starts this Saturday. I've never sailed anything in my life. I've bought a 3mm shortie wetsuit and a pair of dinghy boots, and the club lends buoyancy aids. "
            "How can I prepare so I'm not completely lost on day one?"),
   ("assistant", "Exciting! A little preparation goes a long way on a first course:\n"
                 "1. Practise the bowline until you can tie it with your eyes shut; the figure-of-eight and the round turn and two half hitches are worth learning too.\n"
                 "2. Learn the points of sail from a diagram: close-hauled, beam reach, broad reach and running.\n"
                 "3. Get used to reading a wind forecast and the Beaufort scale; beginners are usually on the water in force 2 to 3.\n"
                 "4. Pack a warm layer, a windproof top, sun cream and a water bottle: you get colder on a reservoir than you'd expect, even in June.\n"
                 "5. Expect to capsize on purpose on the first weekend. It's part of the course and far less dramatic than it sounds.\n"
                 "6. Ask questions: instructors much prefer that to someone nodding along."),
   ("user", "Capsizing on purpose sounds terrifying but I'll go with it. Tomasz is going to take Maya to the farm park while I'm out on the water.")],
  {"summary": "The user booked an RYA Level 1 and 2 dinghy course at Chew Valley Lake and asked how to prepare; the assistant suggested knots, the points of sail, forecasts, warm kit, expecting a capsize drill and asking questions.",
   "procedures": [{"name": "Preparing for a first dinghy course", "steps": ["Practise the bowline and other knots", "Learn the points of sail", "Read the wind forecast and Beaufort scale",
                   "Pack warm and windproof layers, sun cream and water", "Expect a capsize drill", "Ask the instructors questions"]}],
   "outcomes": ["Course costs £320 over two weekends", "User bought a shortie wetsuit and dinghy boots"]}),
 ("2024-06-20", "Settling in a rescue lurcher", [
   ("user", "We brought Pickle home last Sunday! He's a three-year-old saluki-cross lurcher from Severnside Lurcher Rescue, brindle, very long legs, and terrified of the kettle. "
            "Maya adores him already. My brother Nikhil in Leicester has a whippet called Biscuit, so I thought I knew sighthounds, but Pickle is a lot more nervous. "
            "Also, I passed my RYA Level 1 and 2 at the weekend before, so it's been a good month. How do we help Pickle settle?"),
   ("assistant", "Congratulations on both! Rescue sighthounds often take a few weeks to decompress. Some suggestions:\n"
                 "1. Give him a quiet bed in a corner where he can see the room but nobody walks past him, and let him choose when to come to you.\n"
                 "2. Use a martingale collar: sighthounds' heads are narrower than their necks and they can slip an ordinary collar.\n"
                 "3. Keep him on the lead until his recall is solid, and only let him run in a securely fenced field at first.\n"
                 "4. Get him a proper coat for winter; lurchers have very little body fat.\n"
                 "5. Keep the first two weeks boring: short walks on the same routes, meals at the same times.\n"
                 "6. Teach Maya to let him sleep undisturbed; many sighthounds startle if touched while asleep."),
   ("user", "The rescue said exactly the same about the martingale. We've booked him into a secure field in Long Ashton for Saturday mornings.")],
  {"summary": "The user adopted Pickle, a three-year-old saluki-cross lurcher from Severnside Lurcher Rescue, and asked how to settle him; the assistant suggested a quiet bed, a martingale collar, lead walks until recall is solid, a winter coat, a dull routine and letting him sleep undisturbed.",
   "decisions": [{"decision": "Use a secure field in Long Ashton on Saturday mornings", "rationale": "Pickle can't be let off lead until his recall is solid"}],
   "outcomes": ["The user passed RYA Level 1 and 2", "The assistant suggested a quiet bed, a martingale collar, staying on lead until recall is solid, a coat, a routine and undisturbed sleep"]}),
 ("2024-07-15", "Van clutch failed on the M32", [
   ("user", "My van broke down on the M32 on Friday on the way to a school in Fishponds: the clutch pedal went to the floor and stayed there. The RAC towed it to Ashton Vale Motors, "
            "who've quoted £1,150 for a new clutch and dual-mass flywheel. I lost a full day of tunings and I've had to cancel two more. Is that quote reasonable, and what should I be doing?"),
   ("assistant", "I can't see the van, so I can't judge the fault itself, but £1,000 to £1,300 is a common range for a clutch and dual-mass flywheel on a Transit Connect. Things worth doing:\n"
                 "1. Ask for an itemised quote splitting parts and labour.\n"
                 "2. Ask whether the flywheel has actually been tested or is just being replaced as a precaution; if it's within tolerance, a clutch-only job is much cheaper.\n"
                 "3. Get a second quote by phone from an independent garage to compare.\n"
                 "4. Check whether your breakdown cover includes a hire vehicle while yours is off the road.\n"
                 "5. Keep every receipt: the repair and any hire are business expenses for your self-assessment.\n"
                 "6. Call the clients you cancelled yourself and offer them the next available slot."),
   ("user", "Good call on the flywheel. Ashton Vale checked it and it's fine, so they only did the clutch: the final bill was £980. The van's back and I'm catching up on the cancelled schools.")],
  {"summary": "The user's Ford Transit Connect broke down with a failed clutch; the garage quoted £1,150 for clutch and flywheel, but after checking the flywheel only the clutch was replaced, for £980.",
   "decisions": [{"decision": "Ask the garage to test the dual-mass flywheel before replacing it", "rationale": "A clutch-only job is much cheaper if the flywheel is within tolerance"}],
   "outcomes": ["Ashton Vale Motors replaced only the clutch; the flywheel was fine", "The final bill was £980, down from a £1,150 quote"]}),
 ("2024-08-06", "Shoulder pain from tuning", [
   ("user", "My right shoulder has been aching for weeks, worst after a day of four or five tunings. The GP thinks it's rotator cuff tendinopathy from working the tuning lever at shoulder height. "
            "I started physio two weeks ago with Gemma at a clinic in Southville: six sessions at £55 each. She's given me band exercises. What else can I do at work to help it?"),
   ("assistant", "As an AI I can't examine your shoulder, so follow Gemma's and your GP's advice first, but here are workplace changes tuners often find useful:\n"
                 "1. Change your position so the tuning lever is below shoulder height: stand for the top section of a grand and sit higher for uprights.\n"
                 "2. Take a short break every 20 to 30 minutes to move the shoulder and do one of Gemma's exercises.\n"
                 "3. Cap yourself at three or four tunings a day while it settles.\n"
                 "4. Try a lever with a longer or angled handle, which needs less force per pin.\n"
                 "5. Use ice after a heavy day if it's inflamed, and heat before exercises if it's stiff.\n"
                 "6. Don't skip the band exercises on good days; that's when they do the most."),
   ("user", "I'll cap it at four a day for now and try the angled lever. Gemma's also told me to stop carrying the big toolbox on my right side.")],
  {"summary": "The user has rotator cuff tendinopathy in her right shoulder from tuning; she is seeing a physio, Gemma, in Southville, and the assistant suggested lowering the lever position, regular breaks, fewer tunings a day, an angled lever, ice or heat, and keeping up the exercises.",
   "decisions": [{"decision": "Cap work at four tunings a day", "rationale": "Let the shoulder settle"}],
   "outcomes": ["Six physio sessions at £55 each with Gemma"]}),
 ("2024-09-04", "Maya starting Year 2", [
   ("user", "Maya starts Year 2 at Hillcrest Primary tomorrow. Her new teacher is Mr Okafor, who everyone says is lovely. She's just turned six and a half, a bit shy, "
            "and her reading slipped over the summer holidays. She's also starting swimming lessons at Jubilee Pool on Saturday mornings with an instructor called Kerry. "
            "How can we support her this term without turning home into school?"),
   ("assistant", "Six is a big year for reading confidence. Some light-touch ideas:\n"
                 "1. Ten minutes of shared reading at bedtime, with her reading one page and you the next.\n"
                 "2. Let her choose the books, including comics and joke books; they all count.\n"
                 "3. Ask about one specific thing each day ('Who did you sit with at lunch?') rather than 'How was school?'.\n"
                 "4. Arrange a playdate or two in the first half term with a classmate she likes.\n"
                 "5. Have a quick word with Mr Okafor after a couple of weeks about how she's settling.\n"
                 "6. Keep Saturdays relaxed around swimming so she isn't worn out."),
   ("user", "She wants to read to Pickle, which he tolerates beautifully. We'll make that the bedtime routine.")],
  {"summary": "The user's daughter Maya is starting Year 2 with Mr Okafor at Hillcrest Primary and Saturday swimming lessons at Jubilee Pool; the assistant suggested shared bedtime reading, her own choice of books, specific questions about her day, playdates and a word with the teacher.",
   "outcomes": ["Maya reads to Pickle at bedtime", "Maya started swimming lessons at Jubilee Pool with Kerry"]}),
 ("2024-09-25", "Restoring an auction Broadwood upright", [
   ("user", "I bought a 1920s Broadwood upright at Clevedon Salerooms last week for £350, which is a bargain if the frame and pinblock are sound. It's in my workshop now. "
            "The case is lovely rosewood, but the hammers are badly grooved and a few notes stick. My plan is to restore it over the autumn and sell it. What order should I tackle it in?"),
   ("assistant", "A sensible order for a restoration for resale:\n"
                 "1. Test the tuning pins' torque across the whole pinblock first: if the block is cracked or the pins are loose, the project changes completely.\n"
                 "2. Inspect the soundboard and bridges for cracks and separations.\n"
                 "3. Take out the action and deal with the sticking keys and the dampers.\n"
                 "4. Reshape or recover the hammers, then regulate the action.\n"
                 "5. Raise the pitch in two or three passes if it's far below A440, then fine-tune.\n"
                 "6. Do the case work last, so it isn't damaged while you work on the inside.\n"
                 "7. Price it against other restored Broadwoods locally, including delivery and a tuning after the move."),
   ("user", "The pins are tight and the soundboard has one small crack I can shim. I'll reshape the hammers rather than replace them and aim to list it after Christmas.")],
  {"summary": "The user bought a 1920s Broadwood upright at auction for £350 to restore and sell; the assistant gave a restoration order from pinblock checks to case work and pricing.",
   "procedures": [{"name": "Restoring an upright for resale", "steps": ["Test tuning pin torque", "Inspect soundboard and bridges", "Fix sticking keys and dampers",
                   "Reshape or recover hammers and regulate", "Raise the pitch in passes", "Case work last", "Price against local restored pianos"]}],
   "decisions": [{"decision": "Reshape the hammers rather than replace them", "rationale": "Keeps the restoration cost down"}]}),
 ("2024-10-14", "Present for Halina's 70th", [
   ("user", "Tomasz's mum, Halina, turns 70 on 9 November and we're flying from Bristol to Gdańsk on 7 November for the party. She has everything, hates fuss, "
            "and her English is about as good as my Polish, which is to say not very. Our neighbour Sue has offered to have Pickle while we're away. Any ideas for a present from the three of us?"),
   ("assistant", "A few ideas that travel well and don't need much language:\n"
                 "1. A photo book of the family, with Maya's drawings on some pages and short captions in Polish that Tomasz can write.\n"
                 "2. A framed print of Bristol, so she has a picture of where her granddaughter lives.\n"
                 "3. An experience in Gdańsk you could do together during the visit, such as a concert or a meal out.\n"
                 "4. A recording of Maya singing 'Sto lat', the Polish birthday song, to play at the party.\n"
                 "5. Learn a short toast in Polish yourself; it will mean more than anything you can buy."),
   ("user", "Photo book it is, and Maya is already practising 'Sto lat'. Tomasz is teaching me 'Wszystkiego najlepszego', which I can't yet say without laughing.")],
  {"summary": "The user asked for a 70th birthday present for her partner Tomasz's mother, Halina, in Gdańsk; the assistant suggested a photo book, a print of Bristol, a shared experience, a recording of Maya singing 'Sto lat' and a Polish toast.",
   "decisions": [{"decision": "Give Halina a family photo book", "rationale": "Personal, needs little language and has Maya's drawings"}],
   "outcomes": ["Neighbour Sue will have Pickle during the Gdańsk trip"]}),
 ("2024-11-18", "Concert hall tuning contract", [
   ("user", "Good news: I met the Clifton Music Rooms last Tuesday and they want me as their main tuner. They have a Steinway Model D and about 40 concerts a year, and "
            "they'd pay £140 per concert tuning. They've asked me to draft the terms. My shoulder's much better too: the GP offered a steroid injection but I said no, "
            "because the physio exercises are already working and I didn't want to rest it for two weeks just before the Christmas rush. "
            "Gdańsk was lovely, by the way: Halina cried at the photo book, and Sue had Pickle while we were away and spoiled him rotten. What should go into the contract?"),
   ("assistant", "Congratulations, that's a prestigious instrument to look after. Points to cover in the terms:\n"
                 "1. When you tune relative to the concert: usually the afternoon of the performance, after the piano is in its final position and the stage lights are on.\n"
                 "2. A touch-up fee for the interval if a performer asks for one.\n"
                 "3. A cancellation fee if a concert is cancelled with less than 48 hours' notice.\n"
                 "4. Payment terms, for example 30 days from invoice.\n"
                 "5. Regular maintenance beyond tuning, such as an annual regulation and voicing, priced separately.\n"
                 "6. Confirmation that your public liability insurance covers work in a public venue.\n"
                 "7. Who covers if you're ill; it helps to name a trusted colleague."),
   ("user", "I'll put my friend Dev down as cover. My public liability is £2 million, which they say is enough.")],
  {"summary": "The user was offered the main tuner's role at the Clifton Music Rooms, with a Steinway Model D, about 40 concerts a year at £140 each; she declined a steroid injection for her shoulder; neighbour Sue minded Pickle during the Gdańsk trip; the assistant listed points for the contract.",
   "decisions": [{"decision": "Decline the steroid injection", "rationale": "The physio exercises are working and she didn't want to rest for two weeks before Christmas"},
                 {"decision": "Name Dev as cover tuner", "rationale": "Someone trusted if she's ill"}],
   "outcomes": ["The assistant suggested timing, interval touch-ups, a cancellation fee, payment terms, separate maintenance, insurance and cover"]}),
 ("2024-12-09", "Pickle tore his skin", [
   ("user", "Pickle clipped a bramble at full gallop in the Long Ashton field on Saturday and tore a long flap of skin on his side. The vets at Totterdown Vets gave him 9 stitches, "
            "a cone and painkillers. The bill was £420, but he's insured with ManyPets so we only pay the £99 excess. Maya's distraught, though she cheered up when she got her Rainbows "
            "promise badge on Friday. How do I look after the wound?"),
   ("assistant", "I'm not a vet, so follow their instructions first, but this is common in lurchers, whose skin is very thin. General care:\n"
                 "1. Keep the cone on, or try a snug T-shirt over the wound if the cone distresses him and the vet agrees.\n"
                 "2. Lead walks only for the ten days until the stitches come out: no running, however much he begs.\n"
                 "3. Check the wound twice a day for swelling, heat, discharge or a bad smell, and call the vet if you see any.\n"
                 "4. Keep it dry: no baths, and towel him off after wet walks.\n"
                 "5. Give him puzzle feeders and sniffing games to tire his brain while he can't run.\n"
                 "6. Afterwards, consider a lightweight running coat for the field; some owners use them to protect against brambles."),
   ("user", "He's already found the cone useful for getting food off the counter. Stitches out on the 19th.")],
  {"summary": "Pickle tore his skin on a bramble and had 9 stitches at Totterdown Vets, £420, covered by ManyPets insurance apart from a £99 excess; the assistant gave wound-care advice. Maya got her Rainbows promise badge.",
   "procedures": [{"name": "Caring for stitches in a lurcher", "steps": ["Cone or T-shirt", "Lead walks only for ten days", "Check the wound twice a day",
                   "Keep it dry", "Brain games instead of running", "A running coat afterwards"]}],
   "outcomes": ["Pickle is insured with ManyPets, £99 excess"]}),
 ("2025-01-08", "Comparing loft conversion quotes", [
   ("user", "With Maya getting bigger and me needing somewhere indoors for action work, we want a dormer loft conversion: a bedroom for Maya and her old room becomes a small workshop. "
            "We have two quotes: Avon Lofts at £48,000 and Redcliffe Lofts at £52,500. Avon's cheaper and can start sooner. Our neighbours at number 14, Derek and Sue, are fine with it. "
            "How do we compare them properly?"),
   ("assistant", "The headline price is rarely the whole story with lofts. I'd:\n"
                 "1. Check what each quote includes: stairs, building regulations fees, scaffolding, the party wall surveyor, electrics, plastering and decoration.\n"
                 "2. Visit at least one finished loft each company has done, and talk to the owners.\n"
                 "3. Make sure a party wall agreement is in place, even with friendly neighbours.\n"
                 "4. Compare the payment schedules; avoid paying a large share up front.\n"
                 "5. Ask for proof of insurance and an insurance-backed guarantee.\n"
                 "6. Confirm who handles the structural engineer's calculations."),
   ("user", "I'll go through both line by line with Tomasz this weekend. We're leaning towards Avon Lofts for now.")],
  {"summary": "The user has two quotes for a dormer loft conversion, Avon Lofts at £48,000 and Redcliffe Lofts at £52,500, and asked how to compare them; the assistant suggested checking inclusions, visiting past jobs, a party wall agreement, payment schedules, insurance and structural calculations.",
   "decisions": [{"decision": "Lean towards Avon Lofts", "rationale": "Cheaper and can start sooner (provisional)"}]}),
 ("2025-02-03", "Sold the Broadwood", [
   ("user", "I sold the Broadwood last Thursday! I'd listed it at £1,600 and a music teacher from Keynsham bought it for £1,400 after playing it for an hour. "
            "Piano movers took it on Saturday and I'll tune it for her in three weeks once it's settled. Should I give her any sort of guarantee, and should I do another one?"),
   ("assistant", "Well done, that's a healthy margin on £350 plus your time and parts. On the two questions:\n"
                 "1. A written 12-month guarantee on the work you did (action, hammers, the shimmed soundboard) is reassuring and cheap for you to honour.\n"
                 "2. Exclude damage from moving or from being placed next to a radiator.\n"
                 "3. Include the first tuning after the move in the price, as you're already doing.\n"
                 "4. Before another one, total your hours honestly: if the hourly rate is below your tuning rate, buy more selectively.\n"
                 "5. Ask her for a short testimonial you can use when you list the next piano."),
   ("user", "I worked it out at about 60 hours, so roughly £15 an hour after parts. I'll only do another if I can get it for nothing.")],
  {"summary": "The user sold her restored Broadwood upright, listed at £1,600, for £1,400 to a music teacher in Keynsham; the assistant suggested a 12-month guarantee with exclusions, a first tuning included, costing her hours and a testimonial.",
   "decisions": [{"decision": "Only restore another piano if it is free", "rationale": "About 60 hours' work came to roughly £15 an hour after parts"}],
   "outcomes": ["Broadwood sold for £1,400"]}),
 ("2025-02-24", "Buying a first dinghy", [
   ("user", "I'm ready to stop borrowing club boats. There's a secondhand Laser Pico for £1,200 and a Topper for £900 for sale at the club. I'm choosing the Pico because it's roomier and "
            "I can take Maya out as crew, which you can't really do in a Topper. I've also bought my own Gul buoyancy aid, and the van needed two new front tyres for its MOT last week. "
            "What should I check before I hand over the money?"),
   ("assistant", "Good choice for sailing with a child. Before buying a used Pico:\n"
                 "1. Check the hull for soft spots by pressing around the cockpit floor and the bow, and look for star cracks.\n"
                 "2. Look at the mast step and mast sections for corrosion or bends.\n"
                 "3. Check the rudder and the centreboard for chips and make sure the rudder stock isn't cracked.\n"
                 "4. Go through the sails for UV damage and stretched leeches; a reefing mainsail is a plus.\n"
                 "5. Make sure the trolley's tyres and bearings are sound, as it's on the trolley every time you launch.\n"
                 "6. Ask to take it out on the water before paying.\n"
                 "7. Add it to your club membership and insure it for third-party liability."),
   ("user", "Took it out on Saturday in a force 3 and loved it. Bought it, and it's going on the club's dinghy park.")],
  {"summary": "The user bought a secondhand Laser Pico for £1,200 rather than a £900 Topper, and her own buoyancy aid; the assistant listed checks before buying a used dinghy; the van had two new front tyres for its MOT.",
   "decisions": [{"decision": "Buy the Laser Pico rather than the Topper", "rationale": "Roomier, and Maya can come as crew"}],
   "outcomes": ["User bought a Gul buoyancy aid", "The van needed two new front tyres for its MOT"]}),
 ("2025-03-20", "Loft conversion: the decision", [
   ("user", "Update on the loft: we went with Redcliffe Lofts in the end. When we went through Avon Lofts' quote line by line, it didn't include the stairs or the party wall surveyor, "
            "which would have put it above Redcliffe. Redcliffe also came down to £51,000. They start on 12 May and say about ten weeks. How do we live through it with a six-year-old and a dog?"),
   ("assistant", "Living through a loft conversion is very doable, as most of the work happens from the scaffolding until the stairs go in. Tips:\n"
                 "1. Clear the loft and the landing completely before day one.\n"
                 "2. Agree working hours and where the skip goes, and tell Derek and Sue.\n"
                 "3. Plan for the week when the stairs go in: there's dust and noise, so that's a good week for Pickle to stay elsewhere.\n"
                 "4. Cover and seal the room below the new stairs with dust sheets and zip doors.\n"
                 "5. Keep a weekly walk-round with the project manager to catch issues early.\n"
                 "6. Keep some contingency, ideally 10%, for surprises."),
   ("user", "10% of £51,000 is a lot, but fair enough. Maya wants her new room painted 'lurcher brindle'.")],
  {"summary": "The user chose Redcliffe Lofts for the loft conversion at £51,000, starting 12 May, because Avon Lofts' cheaper quote left out the stairs and the party wall surveyor; the assistant gave tips for living through the work.",
   "decisions": [{"decision": "Go with Redcliffe Lofts", "rationale": "Avon Lofts' quote left out the stairs and party wall surveyor, and Redcliffe came down to £51,000"}],
   "outcomes": ["Work starts on 12 May 2025, about ten weeks", "Keep a 10% contingency"]}),
 ("2025-04-10", "Maya's seventh birthday and a busy spring", [
   ("user", "Maya's 7th birthday party was on Saturday: twelve children at a climbing wall and nobody fell off. Work is busy too. I put my standard tuning up to £92 at the start of March "
            "and nobody has complained, and the Clifton Music Rooms have extended the contract because they've added a Sunday series, so it's now 48 concerts a year. "
            "We're off to Pembrokeshire for Easter and Pickle is going to Nikhil's in Leicester to play with Biscuit. How do I keep on top of the admin with all this going on?"),
   ("assistant", "Sounds like a great spring. For the admin:\n"
                 "1. Block out one fixed admin slot a week, say Monday morning, for invoicing and bookings.\n"
                 "2. Put the concert dates into your calendar as soon as the season is published, with the tuning slots already blocked.\n"
                 "3. Use an online booking page for home tunings so clients pick from your free slots.\n"
                 "4. Send invoices the same day as the work, with payment details on them.\n"
                 "5. Keep a simple spreadsheet of income, mileage and expenses for your tax return, updated weekly.\n"
                 "6. Set an out-of-office for the Easter week with Dev's number for emergencies."),
   ("user", "Monday mornings it is. I'll set up the booking page before we go away.")],
  {"summary": "The user's daughter Maya had her 7th birthday party; the user raised her standard tuning to £92 in March and now tunes for 48 concerts a year at the Clifton Music Rooms; Pickle goes to her brother Nikhil for Easter; the assistant suggested ways to manage the admin.",
   "decisions": [{"decision": "Monday mornings for admin", "rationale": "A fixed weekly slot for invoicing and bookings"}],
   "outcomes": ["Standard tuning is £92 from March 2025", "Clifton Music Rooms contract is now 48 concerts a year", "Pickle stays with Nikhil over Easter"]}),
]

# (question, gold short answer), written before any run
QUESTIONS_28 = [
 ("What van do I drive?", "2016 Ford Transit Connect"),
 ("What breed is Pickle?", "saluki-cross lurcher"),
 ("What's my physio called?", "Gemma"),
 ("What's Maya's teacher called?", "Mr Okafor"),
 ("What's Tomasz's mum called?", "Halina"),
 ("Which garage fixed my van?", "Ashton Vale Motors"),
 ("Where do I go sailing?", "Chew Valley Lake"),
 ("What piano do the Clifton Music Rooms have?", "Steinway Model D"),
 ("What make was the old upright I bought at auction?", "Broadwood"),
 ("Which dinghy did I buy?", "Laser Pico"),
 ("When did my sailing course start?", "1 June 2024"),
 ("When did we bring Pickle home?", "16 June 2024"),
 ("When did my van break down?", "12 July 2024"),
 ("When did Maya start Year 2?", "5 September 2024"),
 ("When did I meet the Clifton Music Rooms about the job?", "12 November 2024"),
 ("When did Pickle tear his skin?", "7 December 2024"),
 ("When did I sell the Broadwood?", "30 January 2025"),
 ("How much did I pay for the Broadwood?", "£350"),
 ("How much did I sell the Broadwood for?", "£1,400"),
 ("How much did the van's clutch repair cost in the end?", "£980"),
 ("How many stitches did Pickle need?", "9"),
 ("How much do I charge for a standard tuning now?", "£92"),
 ("Which loft company did we go with?", "Redcliffe Lofts"),
 ("How much is the loft conversion costing us?", "£51,000"),
 ("How many concerts a year do I tune for at the Clifton Music Rooms?", "48"),
 ("What activities has Maya started?", "swimming lessons, Rainbows"),
 ("Who has looked after Pickle for us?", "Sue, Nikhil"),
 ("What sailing kit have I bought?", "shortie wetsuit, dinghy boots, buoyancy aid, Laser Pico"),
 ("What work has the van needed?", "a new clutch, two front tyres"),
 ("Whose birthdays have I told you about?", "Halina, Maya"),
 ("What was the first thing you suggested to prepare for my sailing course?", "practise the bowline"),
 ("What was the second thing you suggested when I asked about raising my prices?", "a travel surcharge"),
 ("What was the third thing you suggested for settling Pickle in?", "keep him on the lead until recall is solid"),
 ("What was the first thing you suggested for comparing the loft quotes?", "check what each quote includes"),
 ("Is Pickle insured?", "Yes"),
 ("Did I have the steroid injection for my shoulder?", "No"),
 ("Did the van's flywheel need replacing?", "No"),
 ("Why did I turn down the steroid injection?", "the physio exercises were already working"),
 ("Why didn't we go with Avon Lofts?", "quote left out stairs and party wall surveyor"),
 ("Why did I choose the Laser Pico over the Topper?", "roomier, Maya can come as crew"),
]


def assistant_chats_11_at(folder):
    """The archive of CHATS_28 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a11c", CHATS_28, "chatgpt")


@pytest.fixture(scope="module")
def assistant_chats_11(tmp_path_factory):
    return assistant_chats_11_at(tmp_path_factory.mktemp("assistant11"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_28, "assistant 11")
