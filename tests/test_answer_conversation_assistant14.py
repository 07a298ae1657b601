"""A fourteenth written archive of a user's chats with an AI assistant, in the user's own condensed
format, written blind with its questions and gold answers before any run on it, and without
reading the answer rules. It is not held out: it is read question by question. A night-shift
hospital pharmacist at the Northern General in Sheffield, in her mid-thirties, with a
husband, Callum, a train conductor, a son, Tiago, who starts reception, a mother, Graça, in
Leeds, a sister, Marta, and a sister-in-law, Fiona, chatting with Gemini from September 2024 to
August 2025: sleeping after nights, taking up bouldering and a finger pulley injury, the Skoda's
MOT failure and selling the car, her mother's 65th, heartburn on nights, the independent
prescribing course and its OSCE, the son's grommets and fifth birthday, an e-bike for the night
commute, a family week in Madeira, a library book club and a move from nights to a day job, with
facts the user updates later (an MOT quote and garage, a number of physio sessions, a
prescribing supervisor, a car's asking price, a climbing membership, a shift pattern).
bench/answer_conversations.py asks every question ("assistant 14")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_35 = [
 ("2024-09-10", "Sleeping after night shifts", [
   ("user", "I'm a pharmacist at the Northern General Hospital in Sheffield and since July I've been on the permanent night team: three twelve-hour nights a week, eight at night till eight in the morning. "
            "I'm thirty-five and I thought I'd adjust, but I'm getting maybe four hours of broken sleep after each shift. It's worse now because our son Tiago started reception at Malin Bridge Primary last Wednesday, "
            "so the house is chaos at exactly the time I get home. My husband Callum is a train conductor with Northern, so his shifts move around too. What can I do to sleep better in the day?"),
   ("assistant", "Day sleep after nights is genuinely hard, and a new school routine on top doesn't help. Here are the things that make the most difference for most night workers:\n"
                 "1. Make the bedroom completely dark: blackout blinds, or at least a good contoured eye mask.\n"
                 "2. Wear sunglasses on the journey home, so the morning light doesn't tell your body clock it's daytime.\n"
                 "3. Keep one fixed 'anchor' block of sleep, for example 9am to 2pm, on work days and as many days off as you can.\n"
                 "4. Stop caffeine in the last six hours of your shift.\n"
                 "5. Use earplugs or a white-noise machine to mask the school-run noise and deliveries.\n"
                 "6. Take a 90-minute nap in the afternoon before your first night of a block."),
   ("user", "The sunglasses thing is new to me. I've ordered blackout blinds from Dunelm, sixty-eight pounds for the two bedroom windows, and Callum has agreed to do the school run on the mornings after my nights."),
   ("assistant", "That should help a lot. With the blinds up and the school run off your plate, try the anchor block for two weeks before judging whether it's working.")],
  {"summary": "The user, a night-shift pharmacist at the Northern General Hospital in Sheffield, asked how to sleep better in the day; the assistant suggested a dark bedroom, sunglasses home, an anchor sleep block, a caffeine cut-off, earplugs or white noise and a nap before the first night.",
   "decisions": [{"decision": "Buy blackout blinds from Dunelm for £68", "rationale": "Make the bedroom dark for day sleep"},
                 {"decision": "Callum does the school run after her night shifts", "rationale": "Tiago's new school routine clashes with her getting home"}],
   "outcomes": ["Tiago started reception at Malin Bridge Primary", "The user works three 12-hour nights a week, 8pm to 8am"]}),
 ("2024-09-30", "Starting bouldering", [
   ("user", "I did a taster session at Kelham Wall, the bouldering centre near Kelham Island, on Saturday and I'm hooked. I've signed up for a membership at fifty-two pounds a month, "
            "and bought my own shoes, La Sportiva Tarantulace, for £85, plus a chalk bag. Callum's sister Fiona has climbed for years and says the big risk for beginners is hurting their fingers. "
            "How do I get better without injuring myself?"),
   ("assistant", "I don't have personal experience of climbing, but the advice for new boulderers is fairly consistent:\n"
                 "1. Warm up properly: ten minutes of general movement, then several very easy problems before anything hard.\n"
                 "2. Focus on footwork and technique rather than pulling harder; quiet, precise feet save your fingers.\n"
                 "3. Climb no more than two or three times a week at first and take rest days between sessions.\n"
                 "4. Stay off the fingerboard for your first year; your tendons adapt much more slowly than your muscles.\n"
                 "5. Avoid repeatedly throwing yourself at small crimps when you're tired.\n"
                 "6. Climb with Fiona when you can and watch how more experienced people move."),
   ("user", "Fiona says the same about the fingerboard. I'll go Tuesday evenings before a night off and Saturday mornings with her.")],
  {"summary": "The user started bouldering at Kelham Wall in Sheffield after a taster session, joined at £52 a month and bought La Sportiva Tarantulace shoes and a chalk bag; the assistant suggested warming up, footwork over strength, rest days, no fingerboard in the first year, avoiding crimps when tired and climbing with her sister-in-law Fiona.",
   "procedures": [{"name": "Improving at bouldering without injury", "steps": ["Warm up properly", "Focus on footwork and technique", "Two or three sessions a week with rest days",
                   "No fingerboard in the first year", "Avoid small crimps when tired", "Climb with more experienced people"]}],
   "decisions": [{"decision": "Climb Tuesday evenings and Saturday mornings", "rationale": "Fits around night shifts and climbing with Fiona"}]}),
 ("2024-10-22", "Skoda failed its MOT", [
   ("user", "My 2015 Skoda Fabia estate failed its MOT last Friday at Hillsborough Autos: front brake discs and pads worn below the limit, and a corroded brake pipe at the back. "
            "They've quoted £420 to fix it all. I need the car to get to the Northern General for eight at night because there's no sensible bus, so I can't be without it long. Is that a fair price and what should I do?"),
   ("assistant", "I can't inspect the car, but £350 to £450 is a common range for front discs and pads plus a brake pipe on a Fabia. Some steps:\n"
                 "1. Ask for the quote itemised into parts and labour.\n"
                 "2. Get at least one other quote from an independent garage; your MOT certificate lists the failure items, so any garage can price them.\n"
                 "3. Don't drive it until the brakes are fixed unless the old MOT is still valid, and even then the failures are safety items.\n"
                 "4. Ask whether the retest is free if it's done within ten working days at the same garage.\n"
                 "5. Check the advisories on the certificate too, so you can budget for them next year."),
   ("user", "I'll ring Owlerton Motors tomorrow. Fiona swears by them.")],
  {"summary": "The user's 2015 Skoda Fabia estate failed its MOT at Hillsborough Autos on front brakes and a corroded brake pipe, with a £420 quote; the assistant suggested an itemised quote, a second quote, not driving on failed brakes, a free retest and checking the advisories.",
   "decisions": [{"decision": "Get a second quote from Owlerton Motors", "rationale": "Fiona recommends them and the first quote was £420"}],
   "outcomes": ["MOT failure: front discs and pads, corroded rear brake pipe"]}),
 ("2024-11-13", "Present for Mum's 65th", [
   ("user", "My mum, Graça, turns 65 on the 5th of December and my sister Marta is organising a family meal at a restaurant in Leeds, where Mum lives, on Saturday the 7th. "
            "Mum grew up in Funchal in Madeira, moved to Leeds in the eighties, and is the best cook I know. Marta and I want to give her something together. "
            "Oh, and the car: Owlerton Motors did all the brake work for £355 and it sailed through the retest. Any present ideas?"),
   ("assistant", "Good news about the car. For your mum, a few ideas from the two of you:\n"
                 "1. A spa day, for example in Harrogate, that she could take one of you along to.\n"
                 "2. A framed vintage print of Funchal harbour.\n"
                 "3. An afternoon tea for the whole family on another weekend.\n"
                 "4. A printed book of her own recipes, collected from the family, with photos of the dishes and notes on who loves which one.\n"
                 "5. A family trip back to Madeira next year, with the tickets wrapped up as the present."),
   ("user", "The recipe book! Marta is going to collect the recipes from the aunties and I'll do the photos. And honestly, the Madeira idea has planted a seed for next year."),
   ("assistant", "A recipe book takes a few weeks to print, so aim to have the recipes and photos together by the end of November. Ask the aunties for the little stories behind the dishes too; those are often what people treasure.")],
  {"summary": "The user and her sister Marta want a joint present for their mother Graça's 65th in Leeds; the assistant suggested a spa day, a print of Funchal, an afternoon tea, a book of her recipes and a family trip to Madeira; they chose the recipe book.",
   "decisions": [{"decision": "Give Mum a printed book of her own recipes", "rationale": "She is the best cook in the family; Marta collects recipes and the user takes photos"},
                 {"decision": "Went with Owlerton Motors for the MOT repairs", "rationale": "Cheaper than Hillsborough Autos' £420"}],
   "outcomes": ["Owlerton Motors did the brake work for £355 and the car passed the retest", "Family meal in Leeds on Saturday 7 December"]}),
 ("2024-11-26", "Heartburn on night shifts", [
   ("user", "Slightly embarrassing one for a pharmacist: I've had heartburn most nights for about a month, usually around four in the morning. I know the drugs side, and I've been taking Gaviscon, "
            "but I'd rather fix the cause. I drink about five coffees a shift and usually have my big meal at 3am on my break, because it's the only proper break I get. What would you change?"),
   ("assistant", "I'm not a doctor, and as a pharmacist you'll know the red flags better than most, but lifestyle changes that often help reflux on nights are:\n"
                 "1. Eat your main meal before the shift starts, around six or seven in the evening.\n"
                 "2. Have small, light snacks through the night instead of a big meal at 3am.\n"
                 "3. Cut down the caffeine, especially after about 2am.\n"
                 "4. Don't lie down within three hours of eating, which matters when you go to bed at nine in the morning.\n"
                 "5. Raise the head of your bed by a few inches.\n"
                 "6. See your GP if it hasn't settled in a few weeks or if you get any alarm symptoms such as trouble swallowing."),
   ("user", "The 3am meal is obviously the culprit. I'll eat with Callum and Tiago before I leave and take soup and crackers for the break."),
   ("assistant", "That's a sensible swap. Give it two or three weeks and see whether the Gaviscon becomes occasional rather than nightly."),
   ("user", "Update, three weeks in: much better. I'm down to two coffees a shift, none after 2am, and I've barely touched the Gaviscon.")],
  {"summary": "The user had nightly heartburn on night shifts; the assistant suggested eating the main meal before the shift, light snacks overnight, less caffeine, not lying down after eating, raising the bed head and seeing the GP if it persists; the user moved her meal and cut her coffee.",
   "decisions": [{"decision": "Eat the main meal with the family before the shift and take soup for the break", "rationale": "The big 3am meal was causing the heartburn"}],
   "outcomes": ["Heartburn much better", "Down from five coffees a shift to two, none after 2am"]}),
 ("2024-12-03", "Finger injury from bouldering", [
   ("user", "I felt a pop in my left ring finger on Sunday pulling on a small crimp at Kelham Wall, near the base of the finger, and now it's swollen and it hurts to grip. "
            "Fiona thinks it's an A2 pulley strain. I've booked a sports physio, Priya, at Steel City Physio: six sessions at £48 each. What should I be doing in the meantime?"),
   ("assistant", "I can't diagnose it, and Priya will assess it properly, but for a suspected pulley strain the usual advice is:\n"
                 "1. Stop climbing with that hand until the physio has seen it.\n"
                 "2. Keep the finger moving gently through a pain-free range rather than immobilising it completely.\n"
                 "3. Avoid gripping hard with it in daily life: carrying shopping bags, wringing cloths, opening jars.\n"
                 "4. Ice for ten minutes a few times a day in the first few days if it's swollen.\n"
                 "5. When you go back, use H-taping on the finger and start on big holds only.\n"
                 "6. Expect a return of roughly six to eight weeks for a mild strain, longer if the pulley is torn."),
   ("user", "Ironic that I did exactly what you told me not to do: tired, end of session, small crimp. I won't climb again until after Christmas. I've bought some finger tape ready for when I go back.")],
  {"summary": "The user strained a pulley in her left ring finger bouldering and booked a sports physio, Priya, at Steel City Physio; the assistant suggested resting from climbing, gentle movement, avoiding hard gripping, icing, H-taping on return and a six-to-eight-week return.",
   "decisions": [{"decision": "No climbing until after Christmas", "rationale": "Let the suspected A2 pulley strain heal"}],
   "outcomes": ["Six physio sessions booked with Priya at £48 each", "User bought finger tape"]}),
 ("2025-01-16", "Independent prescribing course", [
   ("user", "Big news: the trust is funding me on the independent prescribing course at Sheffield Hallam, which costs £3,200, starting on the 7th of April. "
            "My designated prescribing practitioner will be Dr Anil Mehta, a consultant in acute medicine I've worked with on nights. I'll also have to fit in ninety hours of supervised practice. "
            "Mum's party was lovely by the way; she cried at the recipe book. And I've joined the book club at Hillsborough Library, which meets on the first Thursday of the month; our first book is Klara and the Sun. "
            "How should I prepare for the course?"),
   ("assistant", "Congratulations, that's a big step. Some preparation that helps:\n"
                 "1. Decide on your scope of practice early, as you'll build the whole portfolio around it.\n"
                 "2. Agree with Dr Mehta how and when you'll do the ninety supervised hours, and get them in the diary.\n"
                 "3. Brush up on clinical examination skills: taking a history, blood pressure, heart and chest sounds.\n"
                 "4. Start a reflective log now, so you have material for the portfolio.\n"
                 "5. Ask your manager to protect one study day a fortnight on the rota.\n"
                 "6. Talk to a pharmacist who has done the course recently about the workload."),
   ("user", "My scope will probably be anticoagulation, since I do so many warfarin and DOAC checks on nights. I'll ask about the study day this week.")],
  {"summary": "The user's trust is funding her independent prescribing course at Sheffield Hallam (£3,200), starting 7 April 2025, with Dr Anil Mehta as her designated prescribing practitioner; the assistant suggested choosing a scope early, scheduling supervised hours, clinical skills, a reflective log, a protected study day and talking to a recent graduate.",
   "decisions": [{"decision": "Scope of practice probably anticoagulation", "rationale": "She does many warfarin and DOAC checks on nights"}],
   "outcomes": ["Graça loved the recipe book", "User joined the Hillsborough Library book club; first book Klara and the Sun"]}),
 ("2025-02-05", "Tiago's grommets", [
   ("user", "Tiago has had glue ear since the autumn and his teacher noticed he wasn't hearing in class. We saw the ENT consultant at Sheffield Children's Hospital yesterday and he's going to have grommets put in, "
            "a day-case operation under general anaesthetic on Friday the 14th of March. He's four and a half and a bit anxious about doctors. How can we prepare him?"),
   ("assistant", "A short, honest preparation usually works best at that age:\n"
                 "1. Tell him about a week before, in simple words: the doctor will help his ears work better while he has a special sleep.\n"
                 "2. Read a picture book about going to hospital together.\n"
                 "3. Let him bring a favourite toy, which can usually go with him to the anaesthetic room.\n"
                 "4. Follow the fasting instructions exactly; hospitals will cancel if a child has eaten.\n"
                 "5. Plan a quiet day at home afterwards with films and his favourite food.\n"
                 "6. Ask the ward about swimming and bath-time rules with the grommets in."),
   ("user", "His toy fox, Rusty, is definitely coming. Callum's booked the day off and I've swapped my nights that week.")],
  {"summary": "The user's son Tiago, four, has glue ear and is having grommets at Sheffield Children's Hospital on 14 March 2025; the assistant suggested telling him simply a week before, a picture book, a favourite toy, fasting rules, a quiet day after and asking about swimming.",
   "outcomes": ["Tiago's toy fox Rusty goes with him", "Callum took the day off and the user swapped her nights"]}),
 ("2025-03-03", "Choosing an e-bike for night commutes", [
   ("user", "I want to cycle to work instead of driving. It's about four miles from Hillsborough to the Northern General but there's a nasty hill on the way home, so I'm thinking e-bike. "
            "The hospital runs a Cycle to Work scheme up to £2,000, so that's my budget. It needs good lights and mudguards because I'm riding at half seven at night and eight in the morning all year round. "
            "What would you suggest?"),
   ("assistant", "A commuter e-bike with integrated lights and mudguards makes sense for that journey. Some options within £2,000:\n"
                 "1. Raleigh Motus Tour, around £1,900: hub motor, full mudguards, rack and integrated lights.\n"
                 "2. Ribble Hybrid AL e, around £1,800: light and quick, with a neat hub motor; mudguards and lights are an add-on on some versions.\n"
                 "3. Decathlon BTWIN LD 920E, around £1,500: good value, built-in lights and a mid-motor for hills.\n"
                 "4. A second-hand Specialized Turbo Vado from a reputable shop, if you find one in budget.\n"
                 "Whichever you choose, test ride it up a hill and check the scheme's approved retailers first."),
   ("user", "I rode the Ribble and the Decathlon on Saturday. The Ribble felt much nicer and it's light enough to carry up our front steps, so I'm leaning that way.")],
  {"summary": "The user wants an e-bike for her four-mile commute to the Northern General through the Cycle to Work scheme (up to £2,000); the assistant suggested the Raleigh Motus Tour, the Ribble Hybrid AL e, the Decathlon BTWIN LD 920E and a second-hand Specialized Turbo Vado.",
   "decisions": [{"decision": "Leaning towards the Ribble Hybrid AL e", "rationale": "Nicer ride and light enough to carry up the front steps"}]}),
 ("2025-03-26", "Back on the wall after the finger", [
   ("user", "Lots of updates. The finger took longer than planned: Priya added two more sessions, so eight in the end, and she signed me off at the start of March. Last Thursday I climbed my first V4 at Kelham Wall! "
            "Tiago had his grommets the Friday before last and it went perfectly; he can hear the telly at normal volume now and Rusty got a hospital wristband too. "
            "And I bought the Ribble, which was in a sale for £1,699 through the Cycle to Work scheme. At book club we're reading Demon Copperhead. "
            "How do I keep improving at climbing without hurting the finger again?"),
   ("assistant", "What a month, congratulations on the V4. To keep the finger healthy while you progress:\n"
                 "1. Warm the fingers up gradually on bigger holds before any crimps.\n"
                 "2. Keep H-taping the ring finger for the next couple of months.\n"
                 "3. Stick to two sessions a week with at least a day's rest between them.\n"
                 "4. Do the rehab exercises Priya gave you twice a week even now you're signed off.\n"
                 "5. Stop the session when you start to feel tired rather than trying one more hard problem."),
   ("user", "Number five is the one I need tattooed on my hand.")],
  {"summary": "The user's finger recovered after eight physio sessions and she climbed her first V4; Tiago's grommets went well; she bought the Ribble e-bike for £1,699; the assistant suggested a gradual finger warm-up, H-taping, two sessions a week, keeping up rehab and stopping when tired.",
   "decisions": [{"decision": "Bought the Ribble Hybrid AL e for £1,699", "rationale": "In a sale through the Cycle to Work scheme"}],
   "outcomes": ["Eight physio sessions with Priya in the end", "First V4 climbed", "Tiago's grommets went well", "Book club reading Demon Copperhead"]}),
 ("2025-04-10", "Studying for the prescribing course on nights", [
   ("user", "The prescribing course started on Monday. There's been a change already: Dr Mehta has taken a consultant job at Leeds Teaching Hospitals, so he can't be my DPP. "
            "Dr Helen Brooks, a consultant cardiologist, has agreed to take over, so I'm switching my scope from anticoagulation to heart failure, which actually suits me better. "
            "The problem is fitting in study around three nights a week and a four-year-old. Any tips?"),
   ("assistant", "Switching supervisors early is much easier than switching halfway. For studying around nights:\n"
                 "1. Study on your days off, not in the hours after a night shift, when your memory for new material is poor.\n"
                 "2. Use quiet spells on nights only for light tasks, such as reading guidelines or writing reflections.\n"
                 "3. Book your supervised sessions with Dr Brooks in clinic well ahead, in blocks.\n"
                 "4. Set a weekly target of hours rather than a daily one, since your week is irregular.\n"
                 "5. Use flashcards for drug doses and interactions in spare ten-minute gaps.\n"
                 "6. Tell Callum which days are study days so he can take Tiago out."),
   ("user", "I'll take Tiago to the park on Thursdays and Callum will have him on Mondays so I can study.")],
  {"summary": "The user's prescribing course began on 7 April 2025; her DPP Dr Mehta moved to Leeds Teaching Hospitals and Dr Helen Brooks, a consultant cardiologist, replaced him, so her scope changed to heart failure; the assistant gave tips for studying around night shifts.",
   "decisions": [{"decision": "Change scope from anticoagulation to heart failure", "rationale": "New DPP Dr Helen Brooks is a cardiologist"},
                 {"decision": "Callum has Tiago on Mondays for study", "rationale": "Protected study time"}],
   "outcomes": ["Dr Mehta moved to a consultant job at Leeds Teaching Hospitals"]}),
 ("2025-05-13", "Madeira with a four-year-old", [
   ("user", "The Madeira seed grew! We're flying from Manchester to Funchal on Saturday the 24th of May for a week: Callum, Tiago, me and Mum. We've rented a villa in Calheta with a pool. "
            "Mum wants to show Tiago where she grew up, but otherwise we want an easy week. What should we do with a four-year-old?"),
   ("assistant", "Madeira is lovely with small children. Some ideas:\n"
                 "1. The Monte cable car from Funchal, then the wicker toboggan ride back down, which children love.\n"
                 "2. An easy, flat levada walk, such as the Levada do Rei, rather than the busier 25 Fontes.\n"
                 "3. The natural lava rock pools at Porto Moniz for a calm swim.\n"
                 "4. The Mercado dos Lavradores in Funchal for fruit and flowers.\n"
                 "5. A whale and dolphin watching trip from Calheta marina.\n"
                 "6. The botanical garden above Funchal on a cooler day.\n"
                 "Check with the ENT team whether Tiago can swim with the grommets."),
   ("user", "The ENT nurse says swimming is fine, no diving. We'll skip the whale watching though: Tiago was horribly seasick on the Isle of Wight ferry last summer and I'm not doing that for three hours.")],
  {"summary": "The user is going to Madeira with Callum, Tiago and her mum from 24 May 2025, staying in a villa in Calheta; the assistant suggested the Monte cable car and toboggan, an easy levada walk, the Porto Moniz pools, the Funchal market, whale watching and the botanical garden.",
   "decisions": [{"decision": "Skip the whale watching trip", "rationale": "Tiago was badly seasick on the Isle of Wight ferry"}],
   "outcomes": ["Tiago can swim with grommets but no diving"]}),
 ("2025-06-09", "Selling the Fabia", [
   ("user", "We're back from Madeira. Tiago's favourite was the toboggan at Monte, then the Porto Moniz pools, and Mum took us round the market in Funchal and to the street where she grew up. We didn't do the whale watching, as planned. "
            "Now a practical one: I want to sell the Fabia. I haven't driven to work once since I got the e-bike, and Callum's Kia Niro is enough for the family. It's done 68,000 miles, full service history. "
            "We Buy Any Car offered £2,450 but I'd like £3,200 privately. How do I go about it?"),
   ("assistant", "Sounds like a wonderful trip. For a private sale:\n"
                 "1. Get free online valuations from a few instant buyers as well, so you know your floor price.\n"
                 "2. Have it valeted and take the photos in daylight, inside and out.\n"
                 "3. Gather the service history, the MOT certificate, the V5C and both keys.\n"
                 "4. List it a little above your target on Autotrader or Facebook Marketplace to leave room to haggle.\n"
                 "5. Only hand over the keys once a bank transfer has cleared; never accept a cheque.\n"
                 "6. Tell the DVLA online the same day you sell it."),
   ("user", "I'll list it at £3,350 this weekend and see what happens.")],
  {"summary": "Back from Madeira, the user wants to sell her 2015 Skoda Fabia estate because she cycles to work and her husband's Kia Niro is enough; WBAC offered £2,450 and she wants £3,200 privately; the assistant gave steps for a private sale.",
   "procedures": [{"name": "Selling a car privately", "steps": ["Get online valuations", "Valet and photograph in daylight", "Gather service history, MOT, V5C and keys",
                   "List a little above target", "Hand over keys only after a cleared bank transfer", "Tell the DVLA"]}],
   "decisions": [{"decision": "List the Fabia at £3,350", "rationale": "Leave room to haggle to £3,200"}],
   "outcomes": ["Madeira highlights: the Monte toboggan, the Porto Moniz pools, the Funchal market"]}),
 ("2025-07-02", "Preparing for the prescribing OSCE", [
   ("user", "My OSCE for the prescribing course is on Tuesday the 22nd of July: six stations, including a consultation, a clinical examination and writing a prescription. I'm nervous about the examination station. "
            "The Fabia went on Saturday, by the way: a student nurse bought it for £3,050 after a test drive, paid by bank transfer. How should I prepare?"),
   ("assistant", "Well done on the sale. For the OSCE:\n"
                 "1. Get the station list and marking criteria from the course and practise against them.\n"
                 "2. Practise the examination routines out loud on a willing volunteer until they're automatic.\n"
                 "3. Do timed mock consultations with another student, swapping roles.\n"
                 "4. Ask Dr Brooks to watch you examine a real patient in clinic and give feedback.\n"
                 "5. Write practice prescriptions for common heart failure drugs, checking doses and monitoring.\n"
                 "6. Don't work a night shift in the two nights before the exam."),
   ("user", "Callum has volunteered to have his chest listened to every evening. I've already swapped the nights before the exam.")],
  {"summary": "The user's prescribing OSCE is on 22 July 2025; she sold the Fabia for £3,050 to a student nurse; the assistant suggested getting the marking criteria, practising examinations aloud, timed mocks, feedback from Dr Brooks, practice prescriptions and no nights before the exam.",
   "outcomes": ["Fabia sold for £3,050 to a student nurse, by bank transfer", "Night shifts swapped before the exam"]}),
 ("2025-07-29", "Tiago's fifth birthday party", [
   ("user", "I passed the OSCE! The results came out on Friday. I just have the portfolio to sign off with Dr Brooks now. Next job: Tiago turns five on Saturday the 9th of August and wants a dinosaur party "
            "in Hillsborough Park with about fifteen children from his class. Fiona's bringing her gazebo in case it rains. Also, Kelham Wall is putting memberships up to £56 a month from August, grr. "
            "And book club has moved on to The Bee Sting, which is long. What do we need to plan for the party?"),
   ("assistant", "Congratulations on passing! For an outdoor dinosaur party:\n"
                 "1. Check whether the park needs a booking or permission for a group of that size.\n"
                 "2. Plan a rain option: Fiona's gazebo helps, but have a fallback such as a church hall or your house.\n"
                 "3. Keep it to about two hours, which is plenty at five.\n"
                 "4. Do a dinosaur egg hunt and a 'dino stomp' musical statues rather than anything elaborate.\n"
                 "5. Ask parents about allergies when you send the invitations.\n"
                 "6. Bring bin bags and plenty of wet wipes."),
   ("user", "Dinosaur egg hunt is a brilliant idea. Tiago wants a stegosaurus cake, which Mum has claimed.")],
  {"summary": "The user passed her prescribing OSCE; Tiago's fifth birthday is a dinosaur party in Hillsborough Park on 9 August 2025; Kelham Wall membership rises to £56 a month; book club is reading The Bee Sting; the assistant gave party planning tips.",
   "decisions": [{"decision": "Dinosaur egg hunt at the party", "rationale": "Simple activity for five-year-olds"}],
   "outcomes": ["User passed the OSCE", "Climbing membership now £56 a month", "Graça is making a stegosaurus cake"]}),
 ("2025-08-20", "Moving from nights to days", [
   ("user", "I've been offered a Band 8a advanced pharmacist job in the heart failure team, working with Dr Brooks, days only, Monday to Friday, starting on the 1st of October. "
            "I've said yes! My last night shift will be Sunday the 28th of September. It means I'll finally see Tiago after school and can climb on weekday evenings. "
            "After more than a year of nights, how do I reset my body clock?"),
   ("assistant", "Congratulations, that's a well-earned move. To get back onto days:\n"
                 "1. After your last night, sleep only a short block of three or four hours, then stay up until a normal bedtime.\n"
                 "2. Get bright daylight as early as you can in the morning for the first week.\n"
                 "3. Keep a fixed wake-up time every day, weekends included, for a fortnight.\n"
                 "4. Move your caffeine to the morning only.\n"
                 "5. Expect two or three days of feeling jet-lagged and don't book anything demanding for them.\n"
                 "6. Use the two days before the 1st of October to practise the new routine."),
   ("user", "Perfect. I'll take the blackout blinds down in October, which feels very symbolic.")],
  {"summary": "The user accepted a Band 8a advanced pharmacist job in the heart failure team, days only, starting 1 October 2025, with her last night shift on 28 September; the assistant gave steps to reset her body clock.",
   "decisions": [{"decision": "Accept the Band 8a heart failure day job", "rationale": "Days only, see Tiago after school, climb on weekday evenings"}],
   "procedures": [{"name": "Moving from nights to days", "steps": ["Short sleep after the last night then a normal bedtime", "Bright morning light", "Fixed wake-up time",
                   "Caffeine in the morning only", "Keep the first days light", "Practise the new routine beforehand"]}]}),
]

# (question, gold short answer), written before any run
QUESTIONS_35 = [
 ("Which hospital do I work at?", "Northern General Hospital"),
 ("What's my son's name?", "Tiago"),
 ("What does my husband do?", "train conductor"),
 ("What's my mum's name?", "Graça"),
 ("Which climbing centre do I go to?", "Kelham Wall"),
 ("Who was my physio for my finger?", "Priya"),
 ("Which garage did I go with for the MOT repairs?", "Owlerton Motors"),
 ("Which e-bike did I buy?", "Ribble Hybrid AL e"),
 ("Who is my prescribing supervisor now?", "Dr Helen Brooks"),
 ("What school does Tiago go to?", "Malin Bridge Primary"),
 ("When did Tiago start reception?", "4 September 2024"),
 ("When did I do my bouldering taster session?", "28 September 2024"),
 ("When did my car fail its MOT?", "18 October 2024"),
 ("When did I hurt my finger?", "1 December 2024"),
 ("When did Tiago have his grommets put in?", "14 March 2025"),
 ("When did I climb my first V4?", "20 March 2025"),
 ("When did my prescribing course start?", "7 April 2025"),
 ("When did I sell the Fabia?", "28 June 2025"),
 ("When is my last night shift?", "28 September 2025"),
 ("How much did the MOT repairs cost me?", "£355"),
 ("How much is my climbing membership now?", "£56 a month"),
 ("How much did I sell the Fabia for?", "£3,050"),
 ("How many physio sessions did I have for my finger?", "8"),
 ("How much did I pay for the e-bike?", "£1,699"),
 ("How many coffees do I have on a night shift now?", "2"),
 ("What books have I read for book club?", "Klara and the Sun, Demon Copperhead, The Bee Sting"),
 ("What did we do in Madeira?", "Monte toboggan, Porto Moniz pools, Funchal market"),
 ("What climbing kit have I bought?", "La Sportiva Tarantulace shoes, chalk bag, finger tape"),
 ("Which doctors have been my prescribing supervisor?", "Dr Anil Mehta, Dr Helen Brooks"),
 ("What was the first thing you suggested for sleeping after night shifts?", "make the bedroom completely dark"),
 ("What was the fourth thing you suggested for Mum's 65th present?", "a book of her own recipes"),
 ("What was the second thing you suggested for selling my car?", "valet it and take photos in daylight"),
 ("What was the third thing you suggested for my heartburn?", "cut down the caffeine"),
 ("Did I pass my prescribing OSCE?", "Yes"),
 ("Did we go whale watching in Madeira?", "No"),
 ("Did I take the heart failure day job?", "Yes"),
 ("Why did we skip the whale watching?", "Tiago gets seasick"),
 ("Why did I sell the Fabia?", "I cycle to work and Callum's Kia Niro is enough"),
 ("Why did Dr Mehta stop being my prescribing supervisor?", "he took a consultant job in Leeds"),
 ("Why did I change my prescribing scope to heart failure?", "my new supervisor Dr Brooks is a cardiologist"),
]


def assistant_chats_14_at(folder):
    """The archive of CHATS_35 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a14c", CHATS_35, "gemini")


@pytest.fixture(scope="module")
def assistant_chats_14(tmp_path_factory):
    return assistant_chats_14_at(tmp_path_factory.mktemp("assistant14"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_35, "assistant 14")
