"""A seventeenth written archive of a user's chats with an AI assistant, in the user's own condensed
format, written blind with its questions and gold answers before any run on it, and without
reading the answer rules. It is held out: its questions are not read by the developers. A
secondary-school music teacher in Melbourne in her late thirties, Ros Kavanagh, living in Coburg
with her partner Dev, who works for Ambulance Victoria, their toddler June, a kelpie cross,
Banjo, and her widowed mother Pauline in Geelong, chatting with Claude from February to December
2024: directing the school musical (rehearsals, a licence, the budget, ticket prices), sleep
training June, a bathroom renovation (three quotes, tiles, rotten joists, the final bill), a little
Python for marking, her mother's hip replacement and recovery, a half marathon, a grant for
ukuleles, buying a used piano, a Great Ocean Road trip, applying and interviewing to become Head of
Performing Arts, and Christmas, with facts the user updates later (the show dates and cast size,
the bathroom cost, the piano she buys, the grant amount, the marking weightings).
bench/answer_conversations.py asks every question ("assistant 17")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_46 = [
 ("2024-02-04", "Rehearsal schedule for the school musical", [
   ("user", "I'm Ros, I'm 38 and I teach music at Merri Creek Secondary College in Brunswick. This year I'm directing the school musical for the first time, and we've picked The Addams Family. "
            "I've cast 38 students from Years 9 to 12, the shows are Thursday the 22nd to Saturday the 24th of August in the school hall, and the school has given me a budget of $12,000. "
            "The licence quote came in at $3,850 for four performances, including scripts and rehearsal tracks. How should I schedule rehearsals between now and August?"),
   ("assistant", "Congratulations on your first musical as director! The Addams Family is a great pick for a school: lots of ensemble work and very funny leads. Working backwards from opening night, a schedule could look like this:\n"
                 "1. Fix the end first: tech week on Monday to Wednesday of show week, with a full dress rehearsal on the Wednesday.\n"
                 "2. Term 1: two after-school rehearsals a week, for example Tuesdays and Thursdays from 3:30 to 5:30, focused on learning the music.\n"
                 "3. Learn the songs before the choreography; students pick up movement much faster once they know the music.\n"
                 "4. Use split calls, principals at one time and the ensemble at another, so nobody sits around for two hours.\n"
                 "5. From Term 2, add Saturday rehearsals for blocking and running whole acts.\n"
                 "6. Set an off-book deadline, say the end of Term 2, and stick to it.\n"
                 "7. Appoint a student stage manager early and give them the rehearsal calendar to run.\n"
                 "8. Put the whole calendar in writing to families now, so clashes with sport and part-time jobs come out early."),
   ("user", "Tuesdays and Thursdays it is, with Saturdays from Term 2. Leilani Tupou, one of our PE teachers who used to dance professionally, has agreed to do the choreography, thank goodness."),
   ("assistant", "That's a real win; a choreographer who knows the students will save you weeks. Good luck with the first read-through!")],
  {"summary": "The user, Ros, 38, a music teacher at Merri Creek Secondary College in Brunswick, is directing the school musical The Addams Family with 38 students, shows on 22-24 August 2024 in the school hall, a $12,000 budget and a $3,850 licence for four performances; the assistant suggested a rehearsal schedule: tech week, Tuesday and Thursday rehearsals, music before choreography, split calls, Saturdays from Term 2, an off-book deadline, a student stage manager and a written calendar for families.",
   "procedures": [{"name": "Scheduling rehearsals for a school musical", "steps": ["Tech week and dress rehearsal in show week", "Tuesday and Thursday rehearsals 3:30-5:30 in Term 1",
                   "Learn the songs before the choreography", "Split calls for principals and ensemble", "Saturday rehearsals from Term 2",
                   "Off-book deadline at the end of Term 2", "Appoint a student stage manager", "Send the calendar to families"]}],
   "decisions": [{"decision": "Rehearsals on Tuesdays and Thursdays, Saturdays from Term 2", "rationale": "Assistant's suggested schedule"},
                 {"decision": "Leilani Tupou does the choreography", "rationale": "PE teacher who used to dance professionally"}],
   "outcomes": ["Cast of 38 students", "Shows 22-24 August 2024", "Budget $12,000", "Licence $3,850 for four performances"]}),
 ("2024-02-18", "Sleep training an 18-month-old", [
   ("user", "My daughter June (Juniper on paper) is 18 months old and still wakes three or four times a night; I feed her back to sleep every time. "
            "My partner Dev is rostered on nights with Ambulance Victoria half the week, so a lot of nights it's just me, and I'm back at school full time. "
            "She goes to Little Wattle Early Learning three days a week and naps fine there. I'm running on fumes. What are my options?"),
   ("assistant", "That sounds exhausting, and it's very common at this age. I'm not a paediatric sleep specialist, so check anything you're unsure of with your Maternal and Child Health nurse, but these are the usual options:\n"
                 "1. A consistent bedtime routine at the same time every night, around 7pm: bath, book, song, bed.\n"
                 "2. Put her down drowsy but awake, so she learns to fall asleep without being fed.\n"
                 "3. Gradually cut down the night feeds, shortening them over a week or two, rather than stopping all at once.\n"
                 "4. Controlled comforting, sometimes called controlled crying: leave the room and go back to reassure her at gradually longer intervals.\n"
                 "5. The chair method, or gradual retreat: sit beside the cot until she's asleep and move the chair a little further towards the door every few nights.\n"
                 "6. Keep the room dark and consider white noise.\n"
                 "7. Whatever you choose, be consistent for at least two weeks before judging it, and make sure whoever does bedtime does it the same way."),
   ("user", "I couldn't bear leaving her to cry, so it's the chair method, starting this Friday. Dev will do it the nights he's home. The bedtime song is going to be 'Edelweiss', occupational hazard.")],
  {"summary": "The user's daughter June (Juniper), 18 months, wakes three or four times a night and is fed back to sleep; Dev works nights with Ambulance Victoria half the week; June attends Little Wattle Early Learning three days a week; the assistant listed a bedtime routine, drowsy but awake, reducing night feeds, controlled comforting, the chair method, a dark room and consistency; the user chose the chair method.",
   "procedures": [{"name": "Sleep training options for a toddler", "steps": ["Consistent bedtime routine around 7pm", "Put down drowsy but awake", "Gradually cut night feeds",
                   "Controlled comforting", "Chair method (gradual retreat)", "Dark room and white noise", "Be consistent for at least two weeks"]}],
   "decisions": [{"decision": "Chair method, starting Friday 23 February 2024", "rationale": "The user couldn't bear leaving June to cry"}],
   "outcomes": ["June wakes three or four times a night", "Dev works nights with Ambulance Victoria half the week", "June goes to Little Wattle Early Learning three days a week"]}),
 ("2024-03-03", "Comparing bathroom renovation quotes", [
   ("user", "We live in a 1950s brick house in Coburg and the bathroom hasn't been touched since about 1975: pink bath, leaking shower, the lot. Our budget is $25,000. "
            "We've got three quotes for a full strip-out and redo: Hollis Plumbing & Tiling at $19,800 but they can't start until August, Nguyen Bathrooms at $24,500 who can start in May, "
            "and Brightline Renovations at $31,000, which includes a designer. How do I compare them properly?"),
   ("assistant", "Bathroom quotes are notoriously hard to compare because they rarely cover the same things. I'd go through them like this:\n"
                 "1. Compare them line by line: demolition, waterproofing, plumbing, electrical, tiling, fixtures, and who supplies the tiles.\n"
                 "2. Check that the builder and plumber are registered with the Victorian Building Authority; you can search the register online.\n"
                 "3. In Victoria, domestic building work over $16,000 needs domestic building insurance, so ask for the certificate before you pay anything.\n"
                 "4. The deposit is capped by law: 5% for contracts of $20,000 or more, 10% under that.\n"
                 "5. Make sure the waterproofing is done to the Australian standard and that you'll get a certificate for it.\n"
                 "6. Ask each of them for photos and references from recent bathroom jobs.\n"
                 "7. Check the allowances, or prime cost items, for tiles and fittings; a cheap quote with a tiny tile allowance often ends up the dearest.\n"
                 "As an AI I can't check any of these businesses myself, so do the register checks before you sign."),
   ("user", "Hollis's quote doesn't include tiles at all, which explains the price, and Nguyen's has a $2,000 tile allowance. We're going with Nguyen Bathrooms. "
            "Tuan Nguyen starts on Monday the 6th of May, about six weeks of work, and it's a $1,225 deposit. Farewell, pink bath.")],
  {"summary": "The user lives in a 1950s brick house in Coburg and is renovating the 1975 bathroom on a $25,000 budget; quotes were Hollis Plumbing & Tiling $19,800 (no tiles, start August), Nguyen Bathrooms $24,500 (start May, $2,000 tile allowance) and Brightline Renovations $31,000 (with a designer); the assistant suggested comparing line by line, checking VBA registration, domestic building insurance, the 5% deposit cap, waterproofing, references and allowances; the user chose Nguyen Bathrooms, starting 6 May 2024.",
   "procedures": [{"name": "Comparing bathroom renovation quotes", "steps": ["Compare line by line", "Check registration with the Victorian Building Authority", "Domestic building insurance over $16,000",
                   "Deposit capped at 5% for $20,000 or more", "Waterproofing to the standard with a certificate", "Photos and references", "Check tile and fitting allowances"]}],
   "decisions": [{"decision": "Nguyen Bathrooms for $24,500, starting Monday 6 May 2024", "rationale": "Within budget, includes a $2,000 tile allowance, can start in May"}],
   "outcomes": ["Three quotes: Hollis Plumbing & Tiling, Nguyen Bathrooms, Brightline Renovations", "Deposit $1,225", "About six weeks of work"]}),
 ("2024-03-24", "Learning a little Python for marking", [
   ("user", "I teach four Year 9 music classes, 96 students, and every term I work out their weighted grades by hand in Excel: performance 40%, theory test 30%, composition 30%. "
            "Compass exports the marks as a CSV. My brother Marcus is a software developer in Perth and keeps telling me to learn Python. I've never written a line of code. Where do I start?"),
   ("assistant", "This is a perfect first project: small, real, and you already know what the right answer looks like. Here's a gentle way in:\n"
                 "1. Install Python and Thonny, a simple editor made for beginners.\n"
                 "2. Export the marks from Compass as a CSV with one row per student and columns like student, class, performance, test and composition.\n"
                 "3. Use the pandas library to read the CSV; install it from Thonny's package manager.\n"
                 "4. Write the calculation:\n"
                 "```python\n"
                 "import pandas as pd\n"
                 "marks = pd.read_csv(\"year9_marks.csv\")\n"
                 "marks[\"final\"] = marks[\"performance\"] * 0.4 + marks[\"test\"] * 0.3 + marks[\"composition\"] * 0.3\n"
                 "print(marks.groupby(\"class\")[\"final\"].mean())\n"
                 "marks.to_csv(\"year9_final.csv\", index=False)\n"
                 "```\n"
                 "5. Check a handful of students against your Excel results before you trust it.\n"
                 "6. Never overwrite the original export; always write the results to a new file."),
   ("user", "It worked first go on 9B's marks and matched my spreadsheet exactly! Marcus is insufferably pleased with himself."),
   ("assistant", "Well done, that's a genuine first program. Next time you could make it handle all four classes at once, or flag any student missing a mark.")],
  {"summary": "The user teaches four Year 9 music classes (96 students) and weights grades performance 40%, theory test 30%, composition 30%; her brother Marcus, a software developer in Perth, urged her to learn Python; the assistant suggested installing Python and Thonny, exporting a CSV from Compass, using pandas, a short weighted-grade script, checking against Excel and never overwriting the export; the script worked on 9B.",
   "procedures": [{"name": "Weighted grades with Python", "steps": ["Install Python and Thonny", "Export the marks from Compass as CSV", "Read the CSV with pandas",
                   "Compute the weighted final mark", "Check against Excel", "Write results to a new file"]}],
   "decisions": [{"decision": "Use Python with pandas for weighted grades", "rationale": "Replace the manual Excel calculation"}],
   "outcomes": ["Year 9 weightings: performance 40%, test 30%, composition 30%", "Script matched the spreadsheet for 9B", "Brother Marcus is a software developer in Perth"]}),
 ("2024-04-14", "Choosing tiles for the bathroom", [
   ("user", "Good news first: June has slept through every night since Monday the 8th! Eleven hours! The chair method took about six weeks and I've stopped singing Edelweiss in my sleep. "
            "Now tiles. Nguyen's allowance is $2,000. I've fallen for a terrazzo-look floor tile at Beaumont Tiles, $89 a square metre, and the floor is about 6 square metres. "
            "For the walls I want plain white gloss subway tiles, 75 by 300, and Dev wants sage green finger tiles in the shower niche. Is terrazzo going to be slippery when it's wet?"),
   ("assistant", "Congratulations on the sleep, that's huge! On the tiles:\n"
                 "1. For a bathroom floor, check the slip rating: look for P3 (or R10) or better in wet areas, and a matt rather than polished finish.\n"
                 "2. Pick the grout colour with the tile in hand; a mid-grey hides more than white on a floor.\n"
                 "3. Decide the subway layout: classic brick bond, or a vertical stack for a more modern look.\n"
                 "4. Order about 10% extra for cuts and breakages, and keep a spare box for future repairs.\n"
                 "5. Tile the shower walls to the ceiling; it's easier to clean and looks more finished.\n"
                 "6. Add it all up against the $2,000 allowance, so an overage doesn't surprise you at the end."),
   ("user", "The terrazzo is P3 matt, phew. We're doing the subway tiles in a vertical stack, full height in the shower, ordering 10% extra, and it comes in about $200 over the allowance, which we can live with.")],
  {"summary": "June has slept through the night since Monday 8 April 2024 after about six weeks of the chair method; for the bathroom the user chose a terrazzo-look floor tile from Beaumont Tiles at $89/m² (P3 matt, about 6 m²), white gloss 75x300 subway tiles on the walls in a vertical stack, full height in the shower, and sage green finger tiles in the shower niche; the assistant advised on slip rating, grout colour, layout, ordering 10% extra, full-height shower tiling and the tile allowance.",
   "decisions": [{"decision": "Terrazzo-look floor tile, white gloss subway walls in a vertical stack, sage green finger tiles in the niche", "rationale": "User's and Dev's choices; terrazzo is P3 matt"},
                 {"decision": "Order 10% extra tiles", "rationale": "Cuts and breakages"}],
   "outcomes": ["June sleeping through since 8 April 2024", "Tiles about $200 over the $2,000 allowance"]}),
 ("2024-04-28", "Getting Mum's house ready for her hip replacement", [
   ("user", "My mum, Pauline, is 71 and lives on her own in Geelong since Dad died in 2019. Her osteoarthritis has got really bad and she's having a right hip replacement at University Hospital Geelong on Tuesday the 11th of June. "
            "Her house is a split-level with three steps down to the bathroom. My brother Marcus is in Perth, so it mostly falls to me. How do we get her house ready?"),
   ("assistant", "I'm not a medical professional, and her surgeon, physio and occupational therapist will give her specific instructions, but here's what people commonly do before a hip replacement:\n"
                 "1. Remove trip hazards: loose rugs, cords and clutter, and clear wide paths for a walking frame.\n"
                 "2. Set her up to live on one level for the first few weeks, if the split-level allows it.\n"
                 "3. Get a raised toilet seat and a shower chair, and ask about grab rails; the hospital's occupational therapist can assess the bathroom.\n"
                 "4. Move everyday things to between waist and shoulder height so she doesn't have to bend low.\n"
                 "5. Get a pick-up stick, a long-handled shoehorn and a sock aid.\n"
                 "6. Cook and freeze meals ahead.\n"
                 "7. Arrange help for the first couple of weeks at home: someone staying, or a My Aged Care assessment for home support.\n"
                 "8. Plan transport, since she won't be able to drive for around six weeks."),
   ("user", "I'm taking carer's leave the week she comes home, and her neighbour Shirley has promised to pop in every day after that. "
            "I've ordered a raised toilet seat, a shower chair and a pick-up stick. Mum says she'll freeze her own meals, thank you very much.")],
  {"summary": "The user's mother Pauline, 71, widowed since 2019 and living alone in a split-level house in Geelong, is having a right hip replacement at University Hospital Geelong on 11 June 2024; brother Marcus lives in Perth; the assistant suggested removing trip hazards, one-level living, a raised toilet seat and shower chair, items at waist height, a pick-up stick, shoehorn and sock aid, frozen meals, help for the first weeks and transport.",
   "procedures": [{"name": "Preparing a house for hip replacement recovery", "steps": ["Remove trip hazards", "Live on one level", "Raised toilet seat, shower chair, grab rails",
                   "Everyday items at waist height", "Pick-up stick, long-handled shoehorn, sock aid", "Freeze meals", "Help for the first weeks / My Aged Care", "Plan transport; no driving for six weeks"]}],
   "decisions": [{"decision": "User takes carer's leave the week Mum comes home", "rationale": "Brother Marcus is in Perth"},
                 {"decision": "Neighbour Shirley pops in daily afterwards", "rationale": "Mum lives alone"}],
   "outcomes": ["Hip replacement 11 June 2024", "Ordered a raised toilet seat, a shower chair and a pick-up stick"]}),
 ("2024-05-19", "Musical budget and ticket prices", [
   ("user", "Musical update. The hall floor is being resurfaced the week of the 19th of August, so the shows have moved to Thursday the 29th to Saturday the 31st of August, still four performances with the Saturday matinee. "
            "I've added four more ensemble members, so the cast is 42 now. Budget so far: licence $3,850, band $2,000, set $2,500, costumes $1,800, lighting and sound hire $1,400, so $11,550 of the $12,000. "
            "The hall seats 350. What should we charge for tickets? Also the bathroom started on the 6th and Tuan found rotten floor joists, which is an extra $2,200. Joy."),
   ("assistant", "Sorry about the joists; at least it's found now rather than under new tiles. For the tickets:\n"
                 "1. Work out your break-even: at an average of about $20 a ticket you need to sell roughly 580 tickets across four shows to cover $11,550, out of 1,400 seats.\n"
                 "2. A common school pricing is $25 for adults and $15 for students and concessions.\n"
                 "3. Add a family ticket, for example two adults and two children for $70, which sells well for school shows.\n"
                 "4. Keep a contingency: you have only $450 left, and costumes and props almost always run over.\n"
                 "5. Sell ads in the program to local businesses to cover the overruns.\n"
                 "6. Sell online through TryBooking or similar so you can see sales per show and add seats to the matinee if it fills.\n"
                 "7. Keep one running budget spreadsheet shared with the business manager."),
   ("user", "$25 and $15 with a $70 family ticket, on TryBooking. The Parents' Association is running a sausage sizzle at the matinee too.")],
  {"summary": "The Addams Family shows moved to 29-31 August 2024 (four performances with a Saturday matinee) because the hall floor is being resurfaced the week of 19 August; the cast grew to 42; the budget is licence $3,850, band $2,000, set $2,500, costumes $1,800, lighting and sound $1,400 ($11,550 of $12,000); the hall seats 350; the bathroom started on 6 May and rotten floor joists added $2,200; the assistant suggested break-even, $25/$15 prices, a $70 family ticket, a contingency, program ads, TryBooking and a shared budget.",
   "decisions": [{"decision": "Shows moved to 29-31 August 2024", "rationale": "Hall floor being resurfaced the week of 19 August"},
                 {"decision": "Tickets $25 adult, $15 student and concession, $70 family, sold on TryBooking", "rationale": "Assistant's pricing suggestion; break-even about 580 tickets"}],
   "outcomes": ["Cast now 42", "Musical costs $11,550 of $12,000", "Bathroom started 6 May 2024", "Rotten floor joists: extra $2,200"]}),
 ("2024-06-02", "Training for a half marathon", [
   ("user", "I've entered the half marathon at the Melbourne Marathon Festival on Sunday the 13th of October. I haven't run properly since before June was born; right now I can do 5 km in about 31 minutes. "
            "I'd love to finish under 2 hours 15. I run three mornings a week before school along the Merri Creek trail with Banjo, our kelpie cross, who could run all day. Can you give me a plan?"),
   ("assistant", "You have about 19 weeks, which is a good amount of time to go from 5 km to a half. A plan in outline:\n"
                 "1. Build a base first: three or four runs a week, mostly at an easy pace where you could hold a conversation.\n"
                 "2. Make one run a week a long run, adding 1 to 2 km a week until you reach 18 or 19 km by late September.\n"
                 "3. From July, add one quality session a week: a tempo run or intervals.\n"
                 "4. Do strength work twice a week: squats, lunges, calf raises and glute bridges.\n"
                 "5. Every fourth week, cut the distance back by about a third to recover.\n"
                 "6. Practise your race-day food and drink on the long runs.\n"
                 "7. Taper over the last two weeks.\n"
                 "8. For 2:15 you need about 6:24 per kilometre; aim to run the first half a little slower than that.\n"
                 "Banjo will love the easy runs, but keep him off the long ones on hot days and check his paws."),
   ("user", "Long runs on Sunday mornings while Dev has June. Banjo's on easy runs only, which he'll consider a personal insult.")],
  {"summary": "The user entered the Melbourne Marathon Festival half marathon on 13 October 2024, currently runs 5 km in about 31 minutes and wants under 2:15; she runs with her kelpie cross Banjo on the Merri Creek trail; the assistant's plan: base building, a weekly long run up to 18-19 km, a quality session from July, strength twice a week, a cutback every fourth week, race nutrition, a two-week taper, and 6:24/km pace.",
   "procedures": [{"name": "Half marathon plan", "steps": ["Easy base runs", "Weekly long run building to 18-19 km", "Weekly tempo or interval session from July",
                   "Strength work twice a week", "Cut back every fourth week", "Practise race nutrition", "Two-week taper", "About 6:24/km for 2:15"]}],
   "decisions": [{"decision": "Long runs on Sunday mornings; Banjo on easy runs only", "rationale": "Dev looks after June; keep the dog off long runs"}],
   "outcomes": ["Goal under 2:15", "5 km in about 31 minutes", "Dog Banjo is a kelpie cross"]}),
 ("2024-06-23", "Mum's recovery after the hip replacement", [
   ("user", "Mum's surgery on the 11th went well and she went home on Friday the 14th. She's on a walking frame with physio twice a week, doing the exercises, but she's frustrated and a bit flat. Shirley pops in every day. "
            "And the bathroom was finished on Friday the 21st! Final bill $27,350: the $24,500 quote, $2,200 for the joists and $650 for a heated towel rail I couldn't resist. "
            "How can I best help Mum over the next few weeks from Melbourne?"),
   ("assistant", "That's good news on both fronts. I'm not a doctor, so her surgical team and physio come first, but these usually help:\n"
                 "1. Encourage her to do the physio exercises every day, even on flat days.\n"
                 "2. Short walks, often, rather than one long one.\n"
                 "3. Know the warning signs and call her doctor straight away for fever, increasing redness or ooze from the wound, or calf pain and swelling.\n"
                 "4. Keep to the hip precautions she's been given, such as not bending past 90 degrees or crossing her legs.\n"
                 "5. Book a My Aged Care assessment for short-term help with cleaning and shopping.\n"
                 "6. Set small weekly goals she can tick off, like walking to the letterbox.\n"
                 "7. Keep in touch with regular calls; if the low mood hangs on for more than a few weeks, mention it to her GP."),
   ("user", "I'm going to call every evening at 7, with June singing at her, and the My Aged Care assessment is booked. The letterbox is now officially Mum's Everest.")],
  {"summary": "The user's mother Pauline had her hip replacement on 11 June 2024 and went home on 14 June, on a walking frame with physio twice a week, frustrated and low; the bathroom was finished on 21 June 2024 for a final $27,350 ($24,500 quote, $2,200 joists, $650 heated towel rail); the assistant suggested daily exercises, short walks, warning signs, hip precautions, a My Aged Care assessment, small goals and regular calls.",
   "procedures": [{"name": "Helping a parent recover from a hip replacement", "steps": ["Daily physio exercises", "Short frequent walks", "Know the warning signs",
                   "Keep hip precautions", "My Aged Care assessment", "Small weekly goals", "Regular calls; GP if low mood persists"]}],
   "decisions": [{"decision": "Call Mum every evening at 7 and book a My Aged Care assessment", "rationale": "Support her from Melbourne"}],
   "outcomes": ["Mum home on 14 June 2024", "Bathroom finished 21 June 2024", "Bathroom final cost $27,350"]}),
 ("2024-07-14", "Grant application for ukuleles", [
   ("user", "I'm applying to the Northside Arts Foundation's School Music Fund for $8,000, to buy a class set of 24 ukuleles with cases and tuners and to pay a teaching artist to run a lunchtime band for Year 7s. "
            "Applications close Friday the 9th of August. The criteria are need, community benefit, sustainability and budget. About a third of our Year 7s have never played an instrument. How do I make it stand out?"),
   ("assistant", "A clear, small, practical project like this is what these funds like. Some steps:\n"
                 "1. Read the guidelines twice and check the school is eligible and the costs are ones they fund.\n"
                 "2. Open with a one-sentence summary of the project: who, what, and what changes.\n"
                 "3. Show the need with numbers, like your figure that a third of Year 7s have never played an instrument.\n"
                 "4. Show community benefit: the band could perform at a local primary school or an aged care home.\n"
                 "5. Explain sustainability: the ukuleles last for years and the band can be run by staff once it's set up.\n"
                 "6. Give an itemised budget backed by real quotes.\n"
                 "7. Attach letters of support, from your principal and perhaps a parent.\n"
                 "8. Ask someone outside music to read it before you submit."),
   ("user", "Our principal, Daniel Fraser, is writing the support letter. I'm stealing your aged care idea: there's a home on Sydney Road ten minutes' walk from school.")],
  {"summary": "The user is applying to the Northside Arts Foundation's School Music Fund for $8,000 for 24 ukuleles with cases and tuners and a teaching artist for a lunchtime Year 7 band, closing 9 August 2024; the assistant suggested reading the guidelines, a one-sentence summary, evidence of need, community benefit such as an aged care home, sustainability, an itemised budget, support letters and an outside reader.",
   "procedures": [{"name": "Writing a school grant application", "steps": ["Read the guidelines and check eligibility", "One-sentence project summary", "Evidence of need with numbers",
                   "Community benefit", "Sustainability", "Itemised budget with quotes", "Letters of support", "Outside reader before submitting"]}],
   "decisions": [{"decision": "Principal Daniel Fraser writes the support letter", "rationale": "Letters of support strengthen the application"},
                 {"decision": "The band will perform at an aged care home on Sydney Road", "rationale": "Community benefit"}],
   "outcomes": ["Grant request $8,000", "Closes 9 August 2024", "A third of Year 7s have never played an instrument"]}),
 ("2024-08-04", "Buying a second-hand piano", [
   ("user", "I've wanted a real piano at home for years; I've been making do with a Roland digital since uni. I've found two: a 1960s Beale upright on Gumtree for $900 in Pascoe Vale, "
            "and a 1990s Yamaha U1 at Sydney Road Pianos for $5,800 with delivery. My budget is about $6,000. June turns two on Friday the 9th and already bangs on anything with keys. What should I check?"),
   ("assistant", "Both can be good buys, but an old piano's condition matters far more than its brand. Before buying:\n"
                 "1. Have a piano technician inspect it, especially for a private sale; it usually costs $150 to $200 and can save you thousands.\n"
                 "2. Check the pin block: if the tuning pins are loose, the piano won't hold a tune and can't be fixed cheaply.\n"
                 "3. Look at the soundboard for cracks and at the hammers and dampers for wear.\n"
                 "4. Play every key, and check they're even and none stick.\n"
                 "5. Look up the serial number to find out its age.\n"
                 "6. Budget for specialist piano movers, roughly $300 to $600 depending on stairs.\n"
                 "7. Plan a tuning a few weeks after the move, then once or twice a year.\n"
                 "8. A dealer piano usually comes with a warranty and a free tuning, and the price is often negotiable.\n"
                 "Beale is a respected Australian maker, but a sixty-year-old piano can be anywhere from lovely to firewood."),
   ("user", "I've booked a technician, Margaret Liu, to look at the Beale on Wednesday. Fingers crossed, because $900 is very tempting.")],
  {"summary": "The user, who has a Roland digital piano, is choosing between a 1960s Beale upright on Gumtree for $900 in Pascoe Vale and a 1990s Yamaha U1 at Sydney Road Pianos for $5,800 with delivery, on a $6,000 budget; June turns two on 9 August 2024; the assistant suggested a technician inspection, checking the pin block, soundboard, keys and serial number, budgeting for movers and tuning, and negotiating with the dealer.",
   "procedures": [{"name": "Checking a used piano", "steps": ["Technician inspection", "Check the pin block", "Soundboard, hammers and dampers", "Play every key",
                   "Serial number for age", "Specialist movers", "Tuning after the move", "Dealer warranty and negotiation"]}],
   "decisions": [{"decision": "Technician Margaret Liu to inspect the Beale", "rationale": "$900 is tempting but it's a 1960s private sale"}],
   "outcomes": ["Piano budget about $6,000", "June turns two on 9 August 2024"]}),
 ("2024-08-25", "Applying for Head of Performing Arts", [
   ("user", "Piano saga over: Margaret found a cracked pin block in the Beale, so it would never hold a tune. I went back to Sydney Road Pianos and got the Yamaha U1 down to $5,400 including delivery and the first tuning. It arrived on Thursday the 22nd and I've played it every night since. "
            "The grant application went in on the 8th, a day early. Now the big one: our Head of Performing Arts, Graham Whitlock, is retiring at the end of the year and the job's been advertised. "
            "Applications close Friday the 13th of September: a two-page cover letter plus responses to the key selection criteria on leadership, curriculum and community. How do I approach it?"),
   ("assistant", "Congratulations on the piano! For the application:\n"
                 "1. Read the position description closely and map each selection criterion to two or three examples.\n"
                 "2. Structure each response with STAR: situation, task, action, result.\n"
                 "3. Use your strongest recent evidence: directing the musical, the grant application, and automating the Year 9 marking.\n"
                 "4. Quantify results wherever you can: cast size, tickets, students reached, hours saved.\n"
                 "5. Include a short vision for the department over the next two or three years.\n"
                 "6. Ask your referees now, not the week before.\n"
                 "7. Get someone to proofread it and check it answers every criterion."),
   ("user", "Referees will be Daniel and Graham himself, who told me to apply in the first place. The musical opens Thursday, so this waits till after.")],
  {"summary": "The Beale piano had a cracked pin block, so the user bought the Yamaha U1 from Sydney Road Pianos for $5,400 including delivery and the first tuning; it arrived on 22 August 2024; the grant application was submitted on 8 August; the Head of Performing Arts, Graham Whitlock, is retiring and the user is applying, closing 13 September 2024; the assistant suggested mapping criteria, STAR, evidence from the musical, grant and marking, numbers, a vision, early referees and a proofread.",
   "procedures": [{"name": "Applying for a head of department role", "steps": ["Map each selection criterion to examples", "STAR structure", "Use recent evidence",
                   "Quantify results", "Vision for the department", "Ask referees early", "Proofread"]}],
   "decisions": [{"decision": "Bought the Yamaha U1 for $5,400 instead of the Beale", "rationale": "The Beale had a cracked pin block and would not hold a tune"},
                 {"decision": "Apply for Head of Performing Arts with Daniel Fraser and Graham Whitlock as referees", "rationale": "Graham is retiring and encouraged her to apply"}],
   "outcomes": ["Piano arrived 22 August 2024", "Grant application submitted 8 August 2024", "Applications close 13 September 2024"]}),
 ("2024-09-08", "Thanking everyone after the musical", [
   ("user", "The Addams Family is done and I'm still buzzing. Four shows, 1,080 tickets, and we cleared $9,400 after all costs, which goes back into the performing arts budget. "
            "The Saturday matinee got a standing ovation and our Gomez, a Year 11 called Felix Moreau, has been insufferable ever since. Also did a 16 km long run this morning, so training's on track. "
            "I want to thank Leilani, the band, and the parents who built the set. Any ideas?"),
   ("assistant", "Congratulations, that's a fantastic result for a first show! Some ways to say thank you:\n"
                 "1. Handwritten cards to each of the adults, naming one specific thing they did.\n"
                 "2. A cast and crew party with a slideshow of rehearsal photos.\n"
                 "3. Certificates for students, including the crew, who rarely get the applause.\n"
                 "4. A thank-you piece in the school newsletter naming the volunteers.\n"
                 "5. A small gift for the people who went far beyond, like a voucher for Leilani.\n"
                 "6. A short debrief with the staff while it's fresh, to note what to keep and change for next year."),
   ("user", "Cast party on Wednesday with pizza and the slideshow, handwritten cards, and a voucher for Leilani. The debrief is going in my application as evidence, too.")],
  {"summary": "The Addams Family ran four shows, sold 1,080 tickets and cleared $9,400 after costs, which goes to the performing arts budget; the Saturday matinee got a standing ovation; Felix Moreau, Year 11, played Gomez; the user ran 16 km; the assistant suggested handwritten cards, a cast party with a slideshow, student certificates, a newsletter thank-you, a gift for key helpers and a debrief.",
   "decisions": [{"decision": "Cast party with pizza and a slideshow, handwritten cards, a voucher for Leilani", "rationale": "Thank the helpers"}],
   "outcomes": ["1,080 tickets sold over four shows", "Cleared $9,400 after costs", "Standing ovation at the matinee", "16 km long run"]}),
 ("2024-09-22", "Great Ocean Road with a toddler", [
   ("user", "Term 3 finished on Friday and my Head of Performing Arts application went in on the 12th. We're doing the Great Ocean Road from Saturday the 28th of September to Wednesday the 2nd of October: Dev, June and me. "
            "First night at Mum's in Geelong, then Lorne, Apollo Bay and Port Campbell. June is two and hates her car seat after about forty minutes. We'd love to bring Banjo. How should we plan it?"),
   ("assistant", "A lovely trip, and very doable with a two-year-old if you keep the drives short. A rough plan:\n"
                 "1. Geelong to Lorne via Torquay and Anglesea, with a stop at Erskine Falls near Lorne.\n"
                 "2. Lorne to Apollo Bay, stopping at Kennett River to look for koalas in the trees.\n"
                 "3. Apollo Bay to Port Campbell through the Otways, with the short Maits Rest rainforest walk or the Otway Fly treetop walk.\n"
                 "4. The Twelve Apostles and Loch Ard Gorge near Port Campbell, ideally at sunset.\n"
                 "5. Come home inland via Colac; it's much faster than driving the coast back.\n"
                 "6. The road is extremely winding, so plan stops every 40 minutes or so, and ask a pharmacist about motion sickness if June is prone to it.\n"
                 "7. Dogs aren't allowed in national parks, which covers much of the Otways and the Port Campbell area, so Banjo may be happier staying with someone.\n"
                 "I can't check current road closures, so look at VicTraffic before you leave."),
   ("user", "Fair enough. Banjo's going to Dev's sister Anjali in Preston, and he'll be spoiled rotten.")],
  {"summary": "The user submitted her Head of Performing Arts application on 12 September 2024; a Great Ocean Road trip from 28 September to 2 October with Dev and June: Mum's in Geelong, Lorne, Apollo Bay, Port Campbell; the assistant suggested Erskine Falls, koalas at Kennett River, Maits Rest or the Otway Fly, the Twelve Apostles and Loch Ard Gorge, returning via Colac, frequent stops for motion sickness, and noted dogs aren't allowed in national parks.",
   "procedures": [{"name": "Great Ocean Road with a toddler", "steps": ["Geelong to Lorne, Erskine Falls", "Kennett River koalas to Apollo Bay", "Maits Rest or Otway Fly",
                   "Twelve Apostles and Loch Ard Gorge at sunset", "Return inland via Colac", "Stops every 40 minutes", "No dogs in national parks"]}],
   "decisions": [{"decision": "Banjo stays with Dev's sister Anjali in Preston", "rationale": "Dogs aren't allowed in national parks"}],
   "outcomes": ["Application submitted 12 September 2024", "Trip 28 September to 2 October 2024"]}),
 ("2024-10-06", "Preparing for the head of department interview", [
   ("user", "We're back! We did Erskine Falls, saw three koalas at Kennett River, and got the Twelve Apostles and Loch Ard Gorge at sunset. June threw up twice on the bends after Lorne, so we skipped the Otways and drove home inland via Colac. "
            "And I've been shortlisted! The interview is Tuesday the 15th of October at 4pm, with Daniel Fraser, the assistant principal and a school council member on the panel. What are they likely to ask?"),
   ("assistant", "Congratulations on the shortlisting! Panels for middle leadership roles tend to ask things like:\n"
                 "1. Tell us about a time you led a team through a difficult project.\n"
                 "2. How would you handle a colleague who isn't meeting expectations?\n"
                 "3. What's your vision for performing arts at the school?\n"
                 "4. How do you use data to improve student learning?\n"
                 "5. How would you increase participation in music, drama and dance?\n"
                 "6. How will you manage the move from colleague to leader?\n"
                 "Prepare two or three stories you can adapt, practise out loud, and have a question ready for them at the end."),
   ("user", "Graham's giving me a mock interview on Friday. The musical and the Python marking are going to do a lot of heavy lifting."),
   ("assistant", "Those are strong stories. Good luck on the 15th!")],
  {"summary": "On the Great Ocean Road trip they saw Erskine Falls, three koalas at Kennett River, and the Twelve Apostles and Loch Ard Gorge at sunset; June was carsick twice on the bends after Lorne, so they skipped the Otways and returned via Colac; the user was shortlisted for Head of Performing Arts, with an interview on 15 October 2024 at 4pm; the assistant listed likely interview questions.",
   "procedures": [{"name": "Likely head of department interview questions", "steps": ["Leading a team through a difficult project", "Handling an underperforming colleague", "Vision for performing arts",
                   "Using data", "Increasing participation", "Moving from colleague to leader"]}],
   "decisions": [{"decision": "Mock interview with Graham", "rationale": "Practise for the panel"}],
   "outcomes": ["June carsick twice on the bends", "Skipped the Otways, home via Colac", "Shortlisted; interview 15 October 2024"]}),
 ("2024-10-20", "Sore knee after the half marathon", [
   ("user", "I did it! I ran the half last Sunday in 2:11:48, well under my 2:15 goal, and Dev and June were at the finish with a sign. "
            "But the outside of my left knee started hurting at about 10 km and it's still sore a week later, especially on stairs. The interview on Tuesday went well, I think; they'll tell us by the end of the month. What should I do about the knee?"),
   ("assistant", "Congratulations on 2:11:48, that's a big improvement from a 31-minute 5 km in June! I can't diagnose the knee, but pain on the outside of the knee in runners is often related to the iliotibial band. Commonly:\n"
                 "1. Rest from running until you can walk up and down stairs without pain.\n"
                 "2. Ice it for 15 minutes after activity if it helps.\n"
                 "3. Gentle foam rolling of the thigh, not directly on the painful spot.\n"
                 "4. Strengthen the hips and glutes: side-lying leg raises, clams and glute bridges.\n"
                 "5. See a physiotherapist if it isn't improving within a week or two.\n"
                 "6. Come back gradually, with short flat runs first."),
   ("user", "Booked Coburg Sports Physio for Thursday. I'm already eyeing the Run Melbourne half next July, so this knee had better behave.")],
  {"summary": "The user ran the Melbourne half marathon on 13 October 2024 in 2:11:48, under her 2:15 goal; the outside of her left knee has hurt since 10 km; the head of department interview went well and a decision is due by the end of October; the assistant suggested rest, ice, foam rolling, hip and glute strengthening, a physiotherapist and a gradual return; she booked Coburg Sports Physio and is considering the Run Melbourne half next July.",
   "procedures": [{"name": "Outside-of-knee pain after running", "steps": ["Rest until stairs are pain-free", "Ice after activity", "Foam roll the thigh",
                   "Strengthen hips and glutes", "Physiotherapist if not improving", "Gradual return"]}],
   "decisions": [{"decision": "Physio at Coburg Sports Physio", "rationale": "Left knee still sore a week after the race"}],
   "outcomes": ["Half marathon 2:11:48", "Beat the 2:15 goal", "Considering the Run Melbourne half next July"]}),
 ("2024-11-10", "Starting as head of department", [
   ("user", "I got the job! I'm Head of Performing Arts from next year, starting with the staff days on Tuesday the 28th of January 2025. And the grant came through, but we got $6,500 rather than the $8,000, so it's 20 ukuleles instead of 24, with the teaching artist kept. "
            "Also, after the musical debrief we changed the Year 9 weightings for Semester 2: performance stays 40%, composition goes up to 35% and the test down to 25%, and my Python script now does Year 10 as well. "
            "My worry: I'll be leading people who were my peers last week, including someone who also applied. How should I approach my first term?"),
   ("assistant", "Congratulations, that's a well-earned promotion! Moving from colleague to leader is the hardest part, so a few suggestions:\n"
                 "1. Listen first: have a one-on-one with each member of the department in the first few weeks and ask what's working and what isn't.\n"
                 "2. Don't change much in Term 1; learn how things actually run before you fix them.\n"
                 "3. Speak privately and generously to the colleague who also applied, and look for something they could lead.\n"
                 "4. Get a thorough handover from Graham before he goes, including the budget and any open issues.\n"
                 "5. Pick one or two visible quick wins that help everyone, such as sharing your marking script.\n"
                 "6. Set up regular department meetings with a clear agenda.\n"
                 "7. Find a mentor among the other heads of department.\n"
                 "8. Protect your own teaching time and your evenings with June."),
   ("user", "Graham's doing the handover with me on Tuesday the 3rd of December. And yes, the marking script is going to be my quick win.")],
  {"summary": "The user will be Head of Performing Arts from 2025, starting on 28 January 2025; the grant came through at $6,500 instead of $8,000, so 20 ukuleles instead of 24, keeping the teaching artist; Year 9 weightings changed for Semester 2 to performance 40%, composition 35%, test 25%, and the script now covers Year 10; the assistant suggested listening first, few changes in Term 1, speaking to the colleague who also applied, a handover, quick wins, department meetings, a mentor and protecting her time.",
   "procedures": [{"name": "First term as a new head of department", "steps": ["One-on-ones with each member", "Few changes in Term 1", "Talk to the colleague who also applied",
                   "Handover from Graham", "Quick wins like the marking script", "Regular department meetings", "Find a mentor", "Protect teaching time and evenings"]}],
   "decisions": [{"decision": "Year 9 weightings: performance 40%, composition 35%, test 25%", "rationale": "Changed after the musical debrief, for Semester 2"},
                 {"decision": "20 ukuleles instead of 24, keeping the teaching artist", "rationale": "Grant came through at $6,500, not $8,000"},
                 {"decision": "Handover with Graham on 3 December 2024", "rationale": "Graham is retiring"}],
   "outcomes": ["Appointed Head of Performing Arts, starting 28 January 2025", "Grant awarded $6,500", "Marking script covers Years 9 and 10"]}),
 ("2024-12-08", "Christmas lunch at our place", [
   ("user", "Christmas is at our place this year, for the first time. Mum's walking without a stick now and drove herself up from Geelong last week for the first time since June. "
            "Dev's parents, Raj and Sunita, are coming from Glen Waverley, plus Anjali and her husband, so ten of us including June. Dev's on a night shift Christmas Eve until 8am, so he'll be no use before noon. "
            "The forecast is saying it could be 35. June is obsessed with the piano and plays 'Jingle Bells' with one finger, loudly, all day. What can I cook that doesn't keep me at the oven?"),
   ("assistant", "A hot Melbourne Christmas is made for cold food. Some ideas:\n"
                 "1. A glazed ham, cooked on Christmas Eve and served cold.\n"
                 "2. Prawns and oysters on ice.\n"
                 "3. Two or three big salads you can make in the morning: potato, a grain salad, mango and avocado.\n"
                 "4. Pavlova with berries and passionfruit, with the meringue made the day before.\n"
                 "5. Let guests bring a dish each, so nobody carries the whole day.\n"
                 "6. Lots of ice, cold drinks and shade, especially for June and your mum.\n"
                 "7. A plan B for the heat, like eating inside with the blinds down."),
   ("user", "Mum's trifle is non-negotiable, Sunita is bringing her samosas, and the pavlova is mine. Banjo has been told the ham is not for him."),
   ("assistant", "That sounds like a wonderful table. Merry Christmas to you all, and enjoy the one-finger Jingle Bells!")],
  {"summary": "The user is hosting Christmas lunch for ten: her mother Pauline, now walking without a stick and driving again, Dev's parents Raj and Sunita from Glen Waverley, Anjali and her husband; Dev works a night shift on Christmas Eve; June plays Jingle Bells on the piano; the assistant suggested cold food: glazed ham, prawns and oysters, salads, pavlova, guests bringing dishes, cold drinks and shade, a heat plan B.",
   "decisions": [{"decision": "Mum brings trifle, Sunita samosas, the user makes pavlova", "rationale": "Share the cooking on a hot day"}],
   "outcomes": ["Mum walking without a stick and driving again", "Ten for Christmas lunch", "Dev's parents are Raj and Sunita"]}),
]

# (question, gold short answer), written before any run
QUESTIONS_46 = [
 # single-hop facts
 ("What's my partner's name?", "Dev"),
 ("What's my daughter called?", "June (Juniper)"),
 ("What's our dog's name?", "Banjo"),
 ("Which musical did my school put on this year?", "The Addams Family"),
 ("Who did the choreography for the musical?", "Leilani Tupou"),
 ("Which company did our bathroom renovation?", "Nguyen Bathrooms"),
 ("What does Dev do for work?", "paramedic with Ambulance Victoria"),
 ("Where does my mum live?", "Geelong"),
 ("What was the fifth thing you suggested for getting Mum's house ready for her surgery?", "a pick-up stick, long-handled shoehorn and sock aid"),
 ("What was the second thing you suggested for comparing the bathroom quotes?", "check registration with the Victorian Building Authority"),
 ("What was the fourth thing in the half marathon plan you gave me?", "strength work twice a week"),
 ("Which Python library did you suggest for my marks?", "pandas"),
 # temporal
 ("When was Mum's hip replacement?", "11 June 2024"),
 ("When did the bathroom renovation start?", "6 May 2024"),
 ("When did June start sleeping through the night?", "8 April 2024"),
 ("When did I run the half marathon?", "13 October 2024"),
 ("When was my interview for head of department?", "15 October 2024"),
 ("When do I start as Head of Performing Arts?", "28 January 2025"),
 # lists over several chats
 ("Which companies quoted for our bathroom?", "Hollis Plumbing & Tiling, Nguyen Bathrooms, Brightline Renovations"),
 ("What tiles did we choose for the bathroom?", "terrazzo-look floor, white gloss subway walls, sage green finger tiles in the niche"),
 ("Which pianos did I consider buying?", "1960s Beale upright, 1990s Yamaha U1"),
 ("What did we see on the Great Ocean Road trip?", "Erskine Falls, koalas at Kennett River, Twelve Apostles, Loch Ard Gorge"),
 ("What equipment did I get for Mum's recovery?", "raised toilet seat, shower chair, pick-up stick"),
 # latest value of something that changed
 ("When were the musical's performances?", "29-31 August 2024"),
 ("How many students were in the musical's cast?", "42"),
 ("What did the bathroom end up costing?", "$27,350"),
 ("How much did I pay for my piano?", "$5,400"),
 ("How much money did we get from the grant?", "$6,500"),
 ("How are my Year 9 music marks weighted now?", "performance 40%, composition 35%, test 25%"),
 # yes/no
 ("Did the sleep training work?", "Yes"),
 ("Did Banjo come with us on the Great Ocean Road trip?", "No"),
 ("Did I get the head of department job?", "Yes"),
 ("Did the bathroom go over our budget?", "Yes"),
 # why
 ("Why did I choose the chair method instead of controlled crying?", "couldn't bear leaving June to cry"),
 ("Why were the musical's dates moved?", "the hall floor was being resurfaced"),
 ("Why didn't I buy the Beale piano?", "cracked pin block, wouldn't hold a tune"),
 # inference / would-questions
 ("Would June enjoy a long drive on winding roads?", "Likely no"),
 ("Would I be up for running another half marathon?", "Likely yes"),
 # not in the archive
 ("How much does June's childcare cost?", "Not mentioned in my chats"),
 ("What car do we drive?", "Not mentioned in my chats"),
]


def assistant_chats_17_at(folder):
    """The archive of CHATS_46 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a17c", CHATS_46, "claude")


@pytest.fixture(scope="module")
def assistant_chats_17(tmp_path_factory):
    return assistant_chats_17_at(tmp_path_factory.mktemp("assistant17"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_46, "assistant 17")


def test_the_archive_finds_the_bathroom_company(assistant_chats_17):
    assert assistant_chats_17.search("Nguyen Bathrooms").results
