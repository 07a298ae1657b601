"""A nineteenth written archive of a user's chats with an AI assistant, in the user's own condensed
format, written blind with its questions and gold answers before any run of `kbsearch answer` on
it, and without reading the answer rules. It is held out: its questions are not read by the
developers. A sheep farmer of 52 near Llandovery in Carmarthenshire, Gareth Pryce, who farms Cefn
Llwyd with about 400 ewes (Welsh Mules lambing indoors and Lleyns lambing outdoors), two sheepdogs,
Fly and Moss, and an old Honda quad; his wife Sian teaches at the primary school in Cilycwm, their
daughter Megan, a dental nurse, marries Dafydd Evans in the summer, and their son Rhys is at Gelli
Aur agricultural college. He chats with Claude from February to December 2025: lambing, twin lamb
disease and watery mouth and the vet's advice, turning an old stone barn into a holiday let (the
costs, a refusal, a revised plan and its approval, the builders' quotes), budgeting the wedding, a
shoulder injury and private physio, choosing a new quad, a young dog's first sheepdog trial, a
Farming Connect carbon audit and the Sustainable Farming Scheme, with facts the user updates later
(the wedding's date, guest numbers and cost, the quad's final price, the barn's cost, the plan to
grow the flock).
bench/answer_conversations.py asks every question ("assistant 19")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_52 = [
 ("2025-02-08", "Getting ready for lambing on a hill farm", [
   ("user", "Hi, I'm Gareth, I'm 52 and I farm Cefn Llwyd, about 300 acres of hill and rough grazing near Llandovery in Carmarthenshire. I've got about 400 ewes: "
            "250 Welsh Mules that lamb inside in the shed, due to start on the first of March, and 150 Lleyns that lamb outside from 1 April. "
            "We scanned last week and came out at 178%, the best we've ever had, but that means a lot of triplets. "
            "Labour is the problem. My wife Sian helps on nights at weekends and in half-term, but she teaches Year 2 at the primary school in Cilycwm so she's working all week, "
            "and my son Rhys is at Gelli Aur college doing agriculture and only comes home at Easter. I've got two dogs, Fly, my old bitch who's 10, and Moss, a young dog of three. "
            "I'm also planning to keep back 50 extra ewe lambs this autumn to take the flock up to 450. "
            "How do I get ready for lambing with this many multiples and not enough hands?"),
   ("assistant", "178% is an excellent scan, congratulations, although I understand it brings its own headaches. Here's a plan to get ready for a busy lambing with limited labour:\n\n"
                 "### 1. Group and feed the ewes by scanning result\n"
                 "Split the Mules into singles, twins and triplets and feed each group to its litter size for the last six weeks. Triplet ewes need the most energy and protein; "
                 "underfeeding them is the main cause of twin lamb disease and weak lambs.\n\n"
                 "### 2. Body condition score now\n"
                 "Handle every ewe and pull out any thin ones (below condition score 2.5) for preferential feeding. It's much easier to fix now than in the last fortnight.\n\n"
                 "### 3. Check feed space and water\n"
                 "Allow at least 45 cm of trough space per ewe so the shy ones get their share, and keep water clean and unfrozen.\n\n"
                 "### 4. Set up the shed before the first lamb\n"
                 "Have individual pens built, disinfected and bedded, a separate hospital pen, and a fostering system (an adopter crate) ready for triplets.\n\n"
                 "### 5. Stock up on colostrum and kit\n"
                 "Colostrum powder or frozen ewe colostrum, stomach tubes, iodine for navels, lubricant, gloves, a heat lamp or warming box, rings and an ear-tag applicator.\n\n"
                 "### 6. Plan the rota and protect your sleep\n"
                 "Decide now who does which nights. Even one uninterrupted night a week makes a big difference to decisions at 4am. Consider a student from an agricultural college for the peak fortnight.\n\n"
                 "### 7. Agree a plan with your vet\n"
                 "A pre-lambing blood test (metabolic profile) on a few triplet ewes three to four weeks before lambing shows whether the diet is delivering enough energy and protein.\n\n"
                 "Please remember I'm not a vet; your own vet knows your flock and should have the final say on health questions. Would you like a printable lambing kit checklist?"),
   ("user", "Good. I'll get the triplet ewes split off this week and I've ordered 20 kilos of colostrum powder. The vet is Huw Morgan at Tywi Vets in Llandeilo; I'll ask him about the blood test."),
   ("assistant", "That sounds like a good start. When you speak to Huw, ask him to sample five or six triplet-bearing ewes and to check beta-hydroxybutyrate (energy) and albumin or urea (protein). "
                 "If the results come back low, there's still time to change the ration before the first of March. Good luck with the season!")],
  {"summary": "The user, Gareth, 52, farms Cefn Llwyd, about 300 acres near Llandovery, Carmarthenshire, with about 400 ewes: 250 Welsh Mules lambing indoors from 1 March 2025 and 150 Lleyns lambing outdoors from 1 April; scanned at 178%; his wife Sian teaches at the primary school in Cilycwm; his son Rhys is at Gelli Aur college; dogs Fly (10) and Moss (3); plans to keep 50 extra ewe lambs to grow the flock to 450; the assistant suggested grouping and feeding by scanning result, condition scoring, feed space, setting up the shed, stocking colostrum and kit, a rota, and a pre-lambing blood test with the vet.",
   "procedures": [{"name": "Preparing for lambing with many multiples", "steps": ["Group and feed ewes by scanning result", "Body condition score and pull out thin ewes", "Check feed space and water",
                   "Set up pens, hospital pen and fostering before lambing", "Stock colostrum and kit", "Plan a rota and protect sleep", "Pre-lambing blood test with the vet"]}],
   "decisions": [{"decision": "Split off the triplet ewes", "rationale": "Feed them to litter size"},
                 {"decision": "Ordered 20 kg of colostrum powder", "rationale": "Many multiples expected"},
                 {"decision": "Keep 50 extra ewe lambs to take the flock to 450", "rationale": "Grow the flock"}],
   "outcomes": ["Scanning result 178%", "Vet: Huw Morgan, Tywi Vets, Llandeilo"]}),
 ("2025-03-09", "Twin lamb disease and watery mouth in the lambing shed", [
   ("user", "We're a week into lambing the Mules and it's going wrong. Six ewes have gone down with twin lamb disease, all of them carrying triplets, and I've lost two of them. "
            "And we've got watery mouth in the lambs, eight cases so far and three dead. Huw came out on Thursday. He said the blood tests had shown the triplet group was short of energy, "
            "told me to drench the sick ewes with propylene glycol, and said watery mouth is nearly always hygiene and lambs not getting enough colostrum quick enough. "
            "He doesn't want me giving the oral antibiotic to every lamb any more, only the high-risk ones. I'm knackered. What should I be doing?"),
   ("assistant", "I'm really sorry, losing ewes and lambs in the middle of lambing is exhausting and disheartening. I'm not a vet, and Huw's advice comes first, but here's a way to organise the next few weeks around it:\n\n"
                 "## Twin lamb disease (pregnancy toxaemia)\n"
                 "1. **Pen the affected ewes separately and drench them with propylene glycol** at the dose and frequency Huw gave you (usually twice a day). Keep them in a quiet, well-bedded pen with water close by.\n"
                 "2. **Tempt them to eat.** Offer your best silage or hay, a little concentrate and fresh water. A ewe that starts eating again has a much better chance.\n"
                 "3. **Raise the energy for the rest of the triplet group now.** Split the concentrate into two feeds a day, check there's enough trough space, and make sure the forage is good quality.\n"
                 "4. **Ask Huw about inducing lambing or a caesarean** for any ewe that doesn't respond within a day or two; removing the lambs can save the ewe.\n"
                 "5. **Watch the remaining triplet ewes twice a day** for early signs: standing apart, not coming to the trough, dullness, apparent blindness or star-gazing.\n\n"
                 "## Watery mouth\n"
                 "1. **Colostrum fast:** every lamb should get 50 ml per kg of bodyweight within the first two hours. Stomach-tube any lamb that hasn't sucked, especially the smallest triplet.\n"
                 "2. **Clean the pens between ewes:** muck out, disinfect or lime, and re-bed every individual pen before the next ewe goes in.\n"
                 "3. **Dip navels** in strong iodine straight after birth, and again a few hours later.\n"
                 "4. **Use antibiotics only on high-risk lambs**, as Huw said: triplets, lambs from older ewes, lambs from difficult births, or late in the season when the pens are dirtiest.\n"
                 "5. **Keep lambs warm and treat early:** a lamb that is dull, drooling or has a swollen belly needs attention straight away.\n\n"
                 "## You\n"
                 "Lack of sleep leads to mistakes. If there's any way to get someone in for a few nights, it will pay for itself. Take care of yourself as well as the flock."),
   ("user", "Right. Sian's taking the night shift Friday and Saturday so I can sleep, and I'll tube every triplet lamb from now on.")],
  {"summary": "A week into lambing the Mules, six triplet-bearing ewes got twin lamb disease and two died; eight lambs had watery mouth and three died; the vet said the triplet group was short of energy, to drench with propylene glycol, that watery mouth is down to hygiene and colostrum, and to use the oral antibiotic only on high-risk lambs; the assistant gave steps for twin lamb disease and for watery mouth; Sian will do two night shifts.",
   "procedures": [{"name": "Twin lamb disease", "steps": ["Pen affected ewes separately and drench with propylene glycol", "Tempt them to eat", "Raise energy for the rest of the triplet group",
                   "Ask the vet about inducing or a caesarean", "Watch the remaining triplet ewes twice a day"]},
                  {"name": "Watery mouth", "steps": ["Colostrum 50 ml/kg within two hours, tube if needed", "Clean and re-bed pens between ewes", "Dip navels in iodine",
                   "Antibiotics only for high-risk lambs", "Keep lambs warm and treat early"]}],
   "decisions": [{"decision": "Tube every triplet lamb", "rationale": "Watery mouth from lack of colostrum"},
                 {"decision": "Sian does the Friday and Saturday night shifts", "rationale": "Gareth needs sleep"}],
   "outcomes": ["Two ewes died of twin lamb disease", "Three lambs died of watery mouth"]}),
 ("2025-03-22", "Turning the old stone barn into a holiday let", [
   ("user", "Different question while I've got a minute before the Lleyns start. We've got an old stone barn, built about 1880, down by the lane at the bottom of the yard. "
            "It's been empty since we put up the steel shed in 2010. Sian and I want to turn it into a two-bedroom holiday let, for some extra income now the Basic Payment is being cut. "
            "An architect from Llandeilo, Elin Jones, came out and reckons the conversion will cost about £85,000, plus her fees of £6,500. "
            "The planning application fee is £578, and we need a bat survey, which is £850 from an ecologist. What's the process and what are the pitfalls?"),
   ("assistant", "A barn conversion can be a very good diversification, but it's worth going in with eyes open. Here's the usual process and the common pitfalls:\n\n"
                 "### 1. Get pre-application advice\n"
                 "Most councils, including Carmarthenshire, offer pre-application advice for a fee. It tells you early whether the principle is acceptable and what reports they'll want.\n\n"
                 "### 2. Commission the surveys early\n"
                 "- **Bats:** old stone barns very often have bats, which are protected. A preliminary roost assessment can be done at any time of year, but emergence surveys can only be done roughly May to September. "
                 "Leaving this late is the most common cause of delay.\n"
                 "- **Structural survey:** the council will want to see the building can be converted without being largely rebuilt.\n\n"
                 "### 3. Think about access and highways\n"
                 "Extra traffic on a narrow lane is a frequent reason for refusal. Check the visibility where your lane meets the public road; highways officers look for a clear view in both directions.\n\n"
                 "### 4. Drainage\n"
                 "You'll need a package treatment plant or a septic tank with a suitable outfall. Check too whether your area falls under Natural Resources Wales' rules on phosphates in river catchments.\n\n"
                 "### 5. Build a realistic business case\n"
                 "Look at comparable lets nearby, likely occupancy and running costs: cleaning, changeovers, linen, booking-agency commission (often 15–20%), insurance and maintenance.\n\n"
                 "### 6. Tax and rates\n"
                 "In Wales, to be rated as a self-catering business rather than paying council tax, the property generally has to be available for letting for 252 days a year and actually let for 182. "
                 "Speak to your accountant about VAT, capital allowances and whether the let is run through the farm business.\n\n"
                 "### 7. Budget a contingency\n"
                 "Old buildings hide surprises; add at least 10–15% on top of the architect's estimate.\n\n"
                 "These are general pointers rather than professional planning advice; Elin and the council's planning officer will know the local policies best."),
   ("user", "Elin's putting the full application in on 4 April. The bat survey found a few pipistrelle droppings in the loft, so the ecologist will do emergence surveys in May and it's all going in with the application.")],
  {"summary": "The user and Sian want to convert an 1880s stone barn by the lane into a two-bedroom holiday let because the Basic Payment is being cut; architect Elin Jones of Llandeilo estimates the conversion at £85,000 plus £6,500 fees; a bat survey is needed; the assistant outlined pre-application advice, early surveys (bats, structure), access and highways, drainage, a business case, tax and rates, and a contingency; the full application goes in on 4 April 2025; pipistrelle droppings were found.",
   "procedures": [{"name": "Converting a barn into a holiday let", "steps": ["Pre-application advice", "Bat and structural surveys early", "Check access and highway visibility",
                   "Drainage and phosphate rules", "Business case", "Tax and rates (252/182 days in Wales)", "Contingency of 10-15%"]}],
   "decisions": [{"decision": "Submit a full planning application on 4 April 2025", "rationale": "Architect Elin Jones is handling it"},
                 {"decision": "Bat emergence surveys in May", "rationale": "Pipistrelle droppings found in the loft"}],
   "outcomes": ["Conversion estimate £85,000 plus £6,500 architect fees"]}),
 ("2025-04-12", "Hurt my shoulder lifting a ewe", [
   ("user", "I've done my shoulder in. On Thursday, the 10th, I was hauling a cast Lleyn ewe out of the ditch by the river field and felt something go in my right shoulder. "
            "I can't lift my arm above my head and I can hardly steer the quad. Saw the GP yesterday; she thinks it's a rotator cuff strain, not a tear, and she's referred me to NHS physio, "
            "but the wait is 14 weeks. I can't wait 14 weeks in the middle of lambing. There's a private physio in Llandeilo, Bethan Lloyd, who charges £48 a session. Is it worth going private?"),
   ("assistant", "I'm sorry to hear that, a shoulder injury in the middle of lambing is really bad timing. I can't assess your shoulder, but here's some general guidance:\n\n"
                 "**Is private physio worth it?** For a manual job where you need the arm every day, early treatment often shortens recovery, and a 14-week wait is a long time to work around an injury. "
                 "Many people in your position pay for a handful of private sessions; you can usually stay on the NHS list too.\n\n"
                 "**What to expect from the physio:**\n"
                 "1. An assessment of movement and strength to confirm what's going on.\n"
                 "2. Gentle mobility exercises early on, such as pendulum swings, to stop the shoulder stiffening.\n"
                 "3. Gradual strengthening of the rotator cuff and the muscles around the shoulder blade.\n"
                 "4. Advice on what to avoid and when to return to heavy lifting.\n\n"
                 "**In the meantime:**\n"
                 "- Avoid lifting above shoulder height and catching or dragging sheep with that arm.\n"
                 "- Ice for 15 minutes a few times a day in the first days can ease the pain; ask a pharmacist about suitable pain relief.\n"
                 "- Get help with the heavy jobs for a few weeks if at all possible.\n"
                 "- Keep the arm moving gently within comfort rather than holding it still.\n\n"
                 "**See a doctor urgently** if you develop numbness or tingling down the arm, weakness that gets worse, or you can't lift the arm at all.\n\n"
                 "This is general information, not a diagnosis; follow your GP's and physio's advice."),
   ("user", "Booked Bethan for Tuesday. Rhys is home for the Easter holidays, so he's doing the lifting for me.")],
  {"summary": "The user hurt his right shoulder hauling a cast Lleyn ewe out of a ditch; the GP thinks it is a rotator cuff strain and referred him to NHS physio with a 14-week wait; he is going to a private physio in Llandeilo; the assistant explained what to expect from physio, what to avoid meanwhile and red flags; Rhys, home for Easter, is doing the lifting.",
   "procedures": [{"name": "Managing a shoulder strain before physio", "steps": ["Avoid lifting above shoulder height", "Ice and pharmacist-advised pain relief", "Get help with heavy jobs", "Keep the arm moving gently"]}],
   "decisions": [{"decision": "Go to a private physio", "rationale": "NHS wait of 14 weeks during lambing"},
                 {"decision": "Rhys does the lifting over Easter", "rationale": "Shoulder injury"}],
   "outcomes": ["Rotator cuff strain suspected by the GP"]}),
 ("2025-04-26", "Budgeting our daughter's wedding", [
   ("user", "Our daughter Megan is getting married! She's 27, a dental nurse in Carmarthen, and she's marrying Dafydd Evans, who's a police officer. The date is Saturday 19 July. "
            "The ceremony is at Capel Salem in Cilycwm, where Sian and I got married, and then a marquee on the flat field by the river. 120 guests. "
            "The total budget is £18,000: Sian and I are putting in £12,000, Dafydd's parents £3,000 and the couple £3,000. The marquee quote is £6,500 including the dance floor and lighting. "
            "Can you help me build a budget that doesn't blow up on us?"),
   ("assistant", "Congratulations to Megan and Dafydd! A farm wedding can be wonderful and good value, but marquees come with hidden costs. Here's a starting budget for 120 guests and £18,000:\n\n"
                 "| Item | Budget |\n"
                 "|---|---|\n"
                 "| Marquee, dance floor and lighting | £6,500 |\n"
                 "| Catering (120 × £40 a head) | £4,800 |\n"
                 "| Drinks | £1,500 |\n"
                 "| Photographer | £1,200 |\n"
                 "| Band or DJ | £1,000 |\n"
                 "| Toilets and generator | £900 |\n"
                 "| Flowers | £600 |\n"
                 "| Chapel, minister and organist | £300 |\n"
                 "| Invitations and stationery | £200 |\n"
                 "| Contingency | £1,000 |\n"
                 "| **Total** | **£18,000** |\n\n"
                 "### Tips to keep it on track\n"
                 "1. **Lock in the big items first** (marquee, caterer, photographer) with written quotes that say what's included.\n"
                 "2. **Keep the contingency untouched** until the last month; farm weddings nearly always need it for things like matting, heaters or extra parking.\n"
                 "3. **Track every payment in one shared spreadsheet** so the three contributing households can see where the money's gone.\n"
                 "4. **Agree in writing who pays for what**, to avoid awkward conversations later.\n"
                 "5. **Plan for the weather and the field:** a wet-weather route from the car park, ground matting, and somewhere for cars that won't get churned up.\n"
                 "6. **Ask the marquee firm about their cancellation and date-change terms** before you pay the deposit.\n\n"
                 "Every wedding is different, so treat these figures as a starting point and adjust once you have real quotes."),
   ("user", "Great. Megan's doing the flowers herself with Sian's sister, so we'll move that £600 into the contingency.")],
  {"summary": "The user's daughter Megan, 27, a dental nurse in Carmarthen, is marrying Dafydd Evans, a police officer, on 19 July 2025 at Capel Salem in Cilycwm with a marquee on the field by the river; 120 guests; budget £18,000 (Gareth and Sian £12,000, Dafydd's parents £3,000, the couple £3,000); marquee £6,500; the assistant drew up a budget table and tips; Megan will do the flowers herself so the flower money goes into the contingency.",
   "procedures": [{"name": "Keeping a wedding budget on track", "steps": ["Lock in big items with written quotes", "Keep the contingency untouched", "Track payments in a shared spreadsheet",
                   "Agree in writing who pays for what", "Plan for weather and the field", "Check the marquee's cancellation terms"]}],
   "decisions": [{"decision": "Move the £600 flower budget into the contingency", "rationale": "Megan and Sian's sister do the flowers"}],
   "outcomes": ["Wedding budget £18,000 for 120 guests", "Marquee £6,500"]}),
 ("2025-05-17", "Choosing a new quad bike", [
   ("user", "Lambing's all finished, thank God: 652 lambs marked from the 400 ewes. Now I need a new quad. My old one is a 2008 Honda TRX350 and it's held together with baler twine; "
            "the steering is heavy and with my shoulder I can barely turn it on the steep bank. I'm looking at three: a Honda TRX520 at about £9,800, "
            "a Yamaha Kodiak 450 with power steering (EPS) at £9,400 from Towy Valley Motors in Llandeilo, who'd give me £1,200 for the old Honda, or a Kawasaki Mule side-by-side at £14,500. "
            "My budget is £10,000. Oh, and wedding news: the marquee firm double-booked 19 July, so we've moved the wedding to Saturday 9 August. The chapel was free and they've knocked £500 off the marquee for the trouble."),
   ("assistant", "Well done on getting through lambing! Here's how the three options compare for a hill sheep farm:\n\n"
                 "### Honda TRX520\n"
                 "- Famously reliable and holds its value, and you know the brand.\n"
                 "- Without power steering on the model you're quoting, it will still be heavy on the bank with a sore shoulder.\n"
                 "- About £9,800: at the top of your budget before any trade-in.\n\n"
                 "### Yamaha Kodiak 450 EPS\n"
                 "- Electric power steering makes a real difference on steep ground and at low speed with a dog on the back.\n"
                 "- Slightly less power than the 520, but plenty for sheep work and a small trailer.\n"
                 "- £9,400 less £1,200 trade-in leaves £8,200, and the dealer is local for servicing.\n\n"
                 "### Kawasaki Mule side-by-side\n"
                 "- Safer in a rollover with its protective frame and seat belts, carries two people and more kit.\n"
                 "- Well over budget at £14,500, and wider, so it may not fit your gateways or get up the steepest ground.\n\n"
                 "### My recommendation\n"
                 "With your shoulder and a £10,000 budget, the **Kodiak 450 EPS** looks like the best fit. Whichever you choose:\n"
                 "1. Always wear a helmet; quad accidents are one of the main causes of deaths on farms.\n"
                 "2. Consider a crush protection device fitted to the rear.\n"
                 "3. Book a refresher training course if it's been a while.\n"
                 "4. Check the trade-in value is confirmed in writing before you sign.\n\n"
                 "And congratulations on sorting the new wedding date so quickly! Remember to tell the caterer, photographer and band about 9 August and get the change confirmed in writing."),
   ("user", "Going for the Kodiak. The power steering is what sold it, with my shoulder the way it is, and Towy Valley are only twenty minutes away for servicing.")],
  {"summary": "Lambing finished; the user is replacing his 2008 Honda TRX350 quad; options were a Honda TRX520 (£9,800), a Yamaha Kodiak 450 EPS (£9,400, £1,200 trade-in, Towy Valley Motors, Llandeilo) and a Kawasaki Mule (£14,500); budget £10,000; the assistant recommended the Kodiak and safety points; the user chose the Kodiak; the wedding has moved to 9 August 2025 and the marquee is £500 cheaper.",
   "procedures": [{"name": "Quad safety", "steps": ["Always wear a helmet", "Fit a crush protection device", "Refresher training", "Confirm the trade-in in writing"]}],
   "decisions": [{"decision": "Buy a Yamaha Kodiak 450 EPS", "rationale": "Power steering and a local dealer"},
                 {"decision": "Wedding moved to Saturday 9 August 2025", "rationale": "The marquee firm double-booked"}],
   "outcomes": ["Marquee now £6,000"]}),
 ("2025-06-14", "The barn planning application was refused", [
   ("user", "Bad news. Carmarthenshire refused the barn on 5 June. Two reasons: the visibility splay where our lane meets the road isn't good enough for the extra traffic, "
            "and the bat mitigation wasn't enough, because the ecologist's emergence surveys found a pipistrelle roost in the roof. "
            "Elin says we can either appeal to Planning and Environment Decisions Wales or put in a revised application. What should we do? "
            "Some good news, though: I picked up the Kodiak on Tuesday. They only gave me £900 for the Honda in the end because of the rusty rack, so it was £8,500 all in. "
            "And my shoulder is much better: five sessions with Bethan and she's signed me off with exercises to do at home."),
   ("assistant", "I'm sorry about the refusal; it's frustrating after all the work, but both reasons sound like things that can be designed out. Here are the steps I'd take:\n\n"
                 "1. **Read the decision notice and the officer's report carefully.** They set out exactly what the council objected to and often hint at what would be acceptable.\n"
                 "2. **Talk to the planning officer.** Ask directly what changes to the access and the bat mitigation would make a revised scheme acceptable. A short meeting can save months.\n"
                 "3. **Fix the access.** Ask Elin and a highways consultant whether guests could use a different entrance with better visibility, or whether the splay can be improved by cutting back a hedge or bank you control.\n"
                 "4. **Strengthen the bat mitigation.** A dedicated bat loft or roof void, timing the roof works outside the sensitive seasons, and a licence from Natural Resources Wales are the usual package.\n"
                 "5. **Weigh up appeal versus resubmission:**\n"
                 "   - An appeal argues the council was wrong on the scheme as submitted. It can take six months or more and won't succeed if the objections are valid.\n"
                 "   - A revised application fixes the problems. Check with the council whether a free resubmission applies.\n\n"
                 "Since both reasons are practical ones, a revised application usually has a better chance and is quicker. "
                 "Glad to hear the Kodiak's home and the shoulder's on the mend; keep up the exercises even once it feels fine."),
   ("user", "We're doing a revised plan, not an appeal. Elin has redrawn it so guests come in through the farm yard entrance, which has a much better view of the road, and there's a bat loft above the main bedroom. It goes in on 1 July.")],
  {"summary": "Carmarthenshire refused the barn conversion on 5 June 2025 because of poor visibility at the lane junction and insufficient bat mitigation (a pipistrelle roost in the roof); the assistant gave steps: read the decision, talk to the planning officer, fix the access, strengthen bat mitigation, weigh appeal against resubmission; the user will submit a revised plan with access through the farm yard and a bat loft on 1 July; he collected the Kodiak; his shoulder is better after physio.",
   "procedures": [{"name": "After a planning refusal", "steps": ["Read the decision notice and officer's report", "Talk to the planning officer", "Fix the access",
                   "Strengthen bat mitigation", "Weigh appeal against revised application"]}],
   "decisions": [{"decision": "Revised application rather than an appeal, submitted 1 July 2025", "rationale": "Both reasons for refusal can be fixed; quicker than an appeal"},
                 {"decision": "Guest access through the farm yard entrance; bat loft above the main bedroom", "rationale": "Better visibility; bat mitigation"}],
   "outcomes": ["Kodiak collected", "Physio finished; home exercises"]}),
 ("2025-07-05", "The wedding budget is creeping up", [
   ("user", "Five weeks to the wedding. The guest list has grown to 150 — Dafydd's got a huge family over in Lampeter, and then there's the whole young farmers' club. "
            "The caterer now wants £42 a head. The budget's gone up to £22,500; Sian and I are putting in another £4,500. How do we stop it going any further?"),
   ("assistant", "Guest lists have a way of growing in the last couple of months, especially with farming families! Here are some ways to hold the line at £22,500:\n\n"
                 "1. **Switch the sit-down three-course meal to a hog roast with salads.** It's a popular choice for marquee weddings and is often £15–20 a head cheaper, which on 150 guests is a big saving.\n"
                 "2. **Buy your own wine and fizz** from a cash and carry or a supplier that takes unopened bottles back, and check the caterer's corkage charge.\n"
                 "3. **Make some guests evening-only.** Friends who'd be happy to come to the party can join after the meal, which cuts the catering bill.\n"
                 "4. **Freeze the guest list now** and agree with Megan and Dafydd that any further additions come out of their share.\n"
                 "5. **Review the contingency** and decide what it's really for (heaters, matting, extra toilets) before it gets spent on extras.\n"
                 "6. **Let family and friends help** with things like decorations, signs and the cake, if they offer.\n\n"
                 "Keep the shared spreadsheet updated weekly until the day, so nobody is surprised by the final figure."),
   ("user", "Dafydd's mam won't hear of a hog roast, so the sit-down meal stays. But we're doing our own wine from the cash and carry, and the young farmers are coming to the evening only.")],
  {"summary": "The wedding guest list has grown to 150 and the caterer charges £42 a head; the budget is now £22,500, with Gareth and Sian adding £4,500; the assistant suggested a hog roast, buying their own wine, evening-only guests, freezing the list, reviewing the contingency and help from family; the meal stays sit-down, they are buying their own wine and the young farmers come in the evening only.",
   "procedures": [{"name": "Holding a wedding budget", "steps": ["Hog roast instead of a three-course meal", "Buy own wine", "Evening-only guests", "Freeze the guest list",
                   "Review the contingency", "Let family help"]}],
   "decisions": [{"decision": "Keep the sit-down meal", "rationale": "Dafydd's mother won't hear of a hog roast"},
                 {"decision": "Buy own wine; young farmers evening only", "rationale": "Keep within budget"}],
   "outcomes": ["150 guests", "Wedding budget £22,500", "Catering £42 a head"]}),
 ("2025-08-16", "Getting a young dog ready for his first trial", [
   ("user", "The wedding was last Saturday and it was perfect. 148 guests in the end, the rain held off until the speeches, and Rhys's speech had everyone in tears. "
            "The final bill came to £23,900, so we went over, but it was worth every penny. "
            "Now, I've entered Moss in the novice class at the Myddfai sheepdog trial on Saturday 13 September. It's his first trial. He's good on the outrun and the fetch, "
            "but he gets far too keen at the pen and the shed. Fly used to trial, but she turns 11 this month and I've retired her from trialling; she just does the yard work now. "
            "How do I get Moss ready in four weeks?"),
   ("assistant", "Congratulations on the wedding, it sounds like a wonderful day! And good luck to Moss. Here are some ways to use the next four weeks:\n\n"
                 "1. **Work him on small groups of three to five sheep**, the same as he'll get at the trial, rather than the whole flock. Small lots are flightier and need a steadier dog.\n"
                 "2. **Take him to strange fields.** Borrow a neighbour's field so he gets used to unfamiliar ground, sheep he doesn't know, and working away from home.\n"
                 "3. **Practise penning with a proper trial pen**, with a gate and a rope, so he learns to hold the sheep at the mouth while you work the gate.\n"
                 "4. **Slow him down at the pen and shed.** Insist on a solid lie-down and stop whistle before you let him move in, and reward calm, wide flanks.\n"
                 "5. **Keep sessions short**, 10–15 minutes, and finish on a good piece of work so he stays keen without getting wound up.\n"
                 "6. **Walk the course on the day** if you can, and watch a few runs to see how the sheep behave.\n"
                 "7. **Manage your own nerves.** Dogs pick up on tension; breathe, slow your whistles down and trust the work you've put in.\n\n"
                 "For a first novice run, getting round the course calmly is a success in itself."),
   ("user", "I'll borrow the trial pen from the club and get some of my neighbour's Welsh Mountain ewes to practise on.")],
  {"summary": "Megan's wedding took place with 148 guests and cost £23,900; the user has entered Moss in the novice class at the Myddfai sheepdog trial on 13 September 2025, his first; Moss is too keen at the pen and shed; Fly, turning 11, is retired from trialling; the assistant gave training tips for the trial; the user will borrow the club's trial pen and a neighbour's ewes.",
   "procedures": [{"name": "Preparing a young dog for a first trial", "steps": ["Work small groups of three to five sheep", "Work in strange fields", "Practise penning with a trial pen",
                   "Slow him down at the pen and shed", "Keep sessions short", "Walk the course on the day", "Manage your nerves"]}],
   "decisions": [{"decision": "Enter Moss in the novice class at Myddfai", "rationale": "His first trial"},
                 {"decision": "Retire Fly from trialling", "rationale": "She turns 11"}],
   "outcomes": ["Wedding final cost £23,900", "148 guests"]}),
 ("2025-09-20", "Preparing for a farm carbon audit", [
   ("user", "Moss came third in the novice at Myddfai! 86 points. He lost most of them at the pen, he pushed them past the mouth twice, but I was made up. "
            "Next thing: Farming Connect are offering a funded carbon audit, and I reckon it's going to matter for the Sustainable Farming Scheme that starts in January. "
            "The adviser is coming on 30 September. What should I have ready?"),
   ("assistant", "Congratulations to you and Moss, third place at a first trial is a great result!\n\n"
                 "For the carbon audit, the adviser will typically want a full year of data. Here's a checklist:\n\n"
                 "### Livestock\n"
                 "- Average ewe, ram and replacement numbers through the year\n"
                 "- Lambs sold: numbers, dates and deadweights, plus any store lambs\n"
                 "- Deaths and purchases\n\n"
                 "### Inputs\n"
                 "- Purchased feed and concentrates (tonnes and type)\n"
                 "- Fertiliser and lime (type and quantity)\n"
                 "- Bedding straw\n\n"
                 "### Energy\n"
                 "- Red diesel and petrol used\n"
                 "- Electricity bills\n\n"
                 "### Land\n"
                 "- Field areas and land use (grazing, silage, rough grazing)\n"
                 "- Hedgerow lengths, woodland area and any new planting\n"
                 "- Soil test results, if you have them\n\n"
                 "### Tips\n"
                 "1. Use your flock records and invoices rather than estimates where you can.\n"
                 "2. Ask the adviser which tool they use, so you can repeat the audit yourself later and compare.\n"
                 "3. Ask for the results per kilo of lamb as well as the farm total; that's the figure that shows efficiency.\n\n"
                 "Keep in mind that scheme rules can change, so check the latest Welsh Government guidance on what the Sustainable Farming Scheme will require."),
   ("user", "I've got most of it in the farm diary. Red diesel was about 6,000 litres last year.")],
  {"summary": "Moss came third in the novice class at the Myddfai trial with 86 points, losing points at the pen; a Farming Connect carbon audit is booked for 30 September 2025 ahead of the Sustainable Farming Scheme; the assistant listed the data to gather (livestock, inputs, energy, land) and tips; red diesel about 6,000 litres a year.",
   "procedures": [{"name": "Data for a carbon audit", "steps": ["Livestock numbers, sales and deaths", "Purchased feed, fertiliser and lime", "Fuel and electricity",
                   "Land use, hedges and woodland, soil tests"]}],
   "decisions": [{"decision": "Carbon audit with Farming Connect on 30 September 2025", "rationale": "Sustainable Farming Scheme from January 2026"}],
   "outcomes": ["Moss third in the novice at Myddfai", "Red diesel about 6,000 litres a year"]}),
 ("2025-10-11", "Carbon audit results and the barn approved", [
   ("user", "Two bits of news. The barn's revised plan was approved on Thursday the 2nd! The conditions are that the bat loft has to be finished before any work on the main roof, and the roof work has to avoid the bat season. "
            "And the carbon audit report is back: 12.4 kg CO2e per kilo of lamb deadweight, against about 11 for similar hill farms. Gross emissions are 1,180 tonnes a year, "
            "and our hedges and 12 hectares of woodland take up about 240. The adviser, Ceri Watkins, said most of it is methane from the ewes. What can we do to bring it down?"),
   ("assistant", "Congratulations on the approval, that's a big step after the refusal in June!\n\n"
                 "On the carbon figures, the good news is that most of the changes that reduce emissions per kilo of lamb also make money. Here are the main levers for a hill sheep farm, roughly in order of impact:\n\n"
                 "1. **Finish lambs faster.** Better growth rates mean fewer days on the farm per kilo of lamb. Weigh lambs regularly with EID, target the best grazing at the lambs, and sell at the right weight.\n"
                 "2. **Cut losses.** Every ewe or lamb that dies has carried emissions for nothing; your twin lamb and watery mouth problems this spring show up in the figures. Work with Huw on a flock health plan.\n"
                 "3. **Soil test and lime,** then cut bagged nitrogen to what the soil actually needs. Fertiliser is usually the second biggest source after methane.\n"
                 "4. **Put clover and herbs into reseeds** to fix nitrogen and improve lamb growth.\n"
                 "5. **Look after and extend hedges,** which add sequestration and shelter for lambing outside.\n"
                 "6. **Reduce fuel use** where it's easy, for example by planning quad and vehicle journeys.\n\n"
                 "On the barn condition, Elin and the ecologist can advise on timing; roof works are often scheduled for late autumn or early spring, outside the breeding and hibernation periods."),
   ("user", "Thinking about it, those extra 50 ewe lambs to take us up to 450 don't add up now. I'll have a think.")],
  {"summary": "The revised barn plan was approved in October 2025, with conditions on the bat loft and roof timing; the carbon audit found 12.4 kg CO2e per kg of lamb deadweight against about 11 for similar hill farms, gross emissions of 1,180 t a year and about 240 t taken up by hedges and 12 ha of woodland, mostly methane from the ewes; the assistant suggested finishing lambs faster, cutting losses, soil testing and lime, clover and herbs in reseeds, hedges and fuel savings; the user is reconsidering growing the flock to 450.",
   "procedures": [{"name": "Reducing a hill sheep farm's carbon footprint", "steps": ["Finish lambs faster", "Cut ewe and lamb losses", "Soil test and lime, cut bagged nitrogen",
                   "Clover and herbs in reseeds", "Extend hedges", "Reduce fuel use"]}],
   "decisions": [{"decision": "Reconsider keeping 50 extra ewe lambs to reach 450", "rationale": "Carbon audit figures"}],
   "outcomes": ["Barn revised plan approved with bat conditions", "Carbon footprint 12.4 kg CO2e per kg lamb deadweight", "Gross emissions 1,180 t; sequestration about 240 t"]}),
 ("2025-11-15", "Builder quotes for the barn conversion", [
   ("user", "We've got two quotes for the barn now. Gethin Davies from Cilycwm, £96,000, can start in February and reckons about seven months. "
            "A firm from Carmarthen came in at £104,000 and can't start until May. Elin's first guess back in March was £85,000, so it's gone up a fair bit. We're going with Gethin. "
            "How should we fund it, and what should we charge? I was thinking £120 a night."),
   ("assistant", "Gethin's quote looks the better option on both price and timing. Here's how I'd approach the money side:\n\n"
                 "### Funding\n"
                 "1. **Farm diversification loan:** most agricultural bank managers will lend against the farm for a project like this; compare terms over 10–15 years.\n"
                 "2. **Savings:** putting some of your own money in reduces borrowing and interest.\n"
                 "3. **Grants:** check with Farming Connect and the council's rural development team whether any diversification or tourism grants are open.\n"
                 "4. **Cash flow:** remember there will be no income until it opens, so keep a buffer for the loan repayments during the build.\n\n"
                 "### The contract\n"
                 "- Use a written building contract with a fixed price, a schedule of work and stage payments tied to completed work.\n"
                 "- Keep a retention (often 5%) until snags are fixed.\n"
                 "- Hold a contingency of 10% of the build cost for surprises in an old building.\n\n"
                 "### Pricing\n"
                 "- Look at similar two-bedroom lets around Llandovery and the Tywi valley on the booking sites.\n"
                 "- £120 a night may suit the quieter months; summer weeks and school holidays can often command more.\n"
                 "- Set minimum stays (for example three nights, or Friday-to-Friday in summer) to cut changeover costs.\n"
                 "- Remember the 182-day letting threshold for business rates in Wales when you plan your availability.\n\n"
                 "This is general guidance; your accountant and bank can help you check the figures."),
   ("user", "The bank's offering £70,000 over 15 years and the rest comes from savings. If Gethin starts in February, we're aiming for our first guests in October 2026.")],
  {"summary": "Two builder quotes for the barn conversion: Gethin Davies of Cilycwm and a Carmarthen firm; the user is going with Gethin, starting February 2026 for about seven months; the assistant covered funding (loan, savings, grants, cash flow), the building contract and pricing; the bank offers a £70,000 loan over 15 years, the rest from savings; first guests planned for October 2026.",
   "procedures": [{"name": "Funding and pricing a holiday let", "steps": ["Farm diversification loan", "Savings", "Grants", "Cash-flow buffer", "Written contract with stage payments and retention",
                   "10% contingency", "Compare local lets and set minimum stays"]}],
   "decisions": [{"decision": "Use Gethin Davies as builder", "rationale": "Cheaper and can start sooner"},
                 {"decision": "£70,000 bank loan over 15 years, rest from savings", "rationale": "Fund the conversion"}],
   "outcomes": ["Build to start February 2026, about seven months", "First guests aimed for October 2026"]}),
 ("2025-12-06", "Signing up for the Sustainable Farming Scheme", [
   ("user", "Decision time on the Sustainable Farming Scheme, which starts on 1 January. With the Basic Payment going down, I think we have to go in. "
            "We've already got about 11% habitat with the rhos pasture and the woodland. And I've dropped the plan to go up to 450 ewes; we're staying at 400. "
            "The carbon numbers didn't work with more ewes, and Rhys finishes at Gelli Aur next June and is coming home to farm with me; he wants to take on the Lleyns and try herbal leys rather than have more sheep. "
            "What do I need to do to apply?"),
   ("assistant", "It sounds like a well-thought-through decision, and having Rhys coming home gives you a longer horizon to plan for. Here's a general outline of what applying usually involves; "
                 "please check the details against the latest Welsh Government guidance, as scheme rules and dates can change:\n\n"
                 "1. **Check your Rural Payments Wales (RPW) Online account** is up to date, with the right fields, land parcels and business details.\n"
                 "2. **Map your habitat.** Confirm the rhos pasture, woodland and other habitat areas are correctly recorded, so your habitat percentage is counted properly.\n"
                 "3. **Go through the universal actions** and note which you already do (for example soil testing, hedgerow management, an animal health plan, benchmarking) and which are new.\n"
                 "4. **Plan tree and hedge planting** where it fits the farm, such as field corners, stream sides and shelter belts, rather than good grazing land.\n"
                 "5. **Set up your record keeping** for the actions you commit to, so inspections are straightforward.\n"
                 "6. **Get help from Farming Connect** or an agent with the application, and use your carbon audit as the baseline.\n\n"
                 "Good luck with it, and with Rhys coming home."),
   ("user", "Ceri from Farming Connect is going to help us with the application. Merry Christmas when it comes!"),
   ("assistant", "Merry Christmas to you, Sian and the family, and I hope the new year brings a good lambing and a finished barn!")],
  {"summary": "The user will join the Sustainable Farming Scheme from 1 January 2026 as the Basic Payment falls; the farm has about 11% habitat; the flock will stay at 400 ewes instead of growing to 450; Rhys finishes at Gelli Aur in June 2026 and will come home to farm, taking on the Lleyns and trying herbal leys; the assistant outlined the application steps; Ceri from Farming Connect will help.",
   "procedures": [{"name": "Applying for the Sustainable Farming Scheme", "steps": ["Update the RPW Online account", "Map habitat", "Go through the universal actions",
                   "Plan tree and hedge planting", "Set up record keeping", "Get help from Farming Connect"]}],
   "decisions": [{"decision": "Join the Sustainable Farming Scheme", "rationale": "The Basic Payment is going down"},
                 {"decision": "Keep the flock at 400 ewes, not 450", "rationale": "Carbon numbers; Rhys prefers herbal leys to more sheep"}],
   "outcomes": ["About 11% habitat", "Rhys finishes college in June 2026 and comes home to farm"]}),
]

# (question, gold short answer), written before any run
QUESTIONS_52 = [
 # single facts the user said about themselves
 ("How old am I?", "52"),
 ("How many ewes have I got?", "About 400"),
 ("What's the name of my farm?", "Cefn Llwyd"),
 ("Which breeds of ewe do I keep?", "Welsh Mules and Lleyns"),
 ("Where does my wife teach?", "The primary school in Cilycwm (Year 2)"),
 ("What are my sheepdogs called?", "Fly and Moss"),
 ("Which college is my son at?", "Gelli Aur"),
 ("Who is Megan marrying?", "Dafydd Evans"),
 ("What's the name of our vet?", "Huw Morgan (Tywi Vets)"),
 ("Who was my physio?", "Bethan Lloyd in Llandeilo"),
 ("What was my old quad bike?", "A 2008 Honda TRX350"),
 ("Who is the architect doing our barn?", "Elin Jones"),
 # what the assistant recommended or listed
 ("What was the first step you gave me for ewes with twin lamb disease?", "Pen them separately and drench with propylene glycol"),
 ("What was the third tip you gave me for getting Moss ready for his trial?", "Practise penning with a proper trial pen"),
 ("What was the first saving you suggested when the wedding guest list grew to 150?", "A hog roast instead of the three-course meal"),
 ("What was the second step you gave me after the barn was refused?", "Talk to the planning officer"),
 ("What did you suggest first to bring down the farm's carbon footprint?", "Finish lambs faster (better growth rates)"),
 # when
 ("When did the Mules start lambing?", "1 March 2025"),
 ("When did I hurt my shoulder?", "10 April 2025"),
 ("When was Megan's wedding in the end?", "9 August 2025"),
 ("When was Moss's first sheepdog trial?", "13 September 2025"),
 ("When was the revised barn plan approved?", "2 October 2025"),
 # how much / how many
 ("What did our ewes scan at this year?", "178%"),
 ("How many lambs did we mark this year?", "652"),
 ("How much did the bat survey cost?", "£850"),
 ("How much did my physio charge per session?", "£48"),
 # latest value of something that changed
 ("How much did I pay for the new quad in the end?", "£8,500"),
 ("What did Megan's wedding cost in the end?", "£23,900"),
 ("How many guests came to Megan's wedding?", "148"),
 ("What's the latest cost for converting the barn?", "£96,000 (Gethin Davies's quote)"),
 # yes/no
 ("Am I still taking the flock up to 450 ewes?", "No"),
 ("Did we appeal the barn refusal?", "No"),
 ("Did Moss get placed at his first trial?", "Yes"),
 # why
 ("Why did Megan's wedding date move?", "The marquee firm double-booked 19 July"),
 ("Why did I pick the Yamaha Kodiak?", "Power steering, for my shoulder (and a local dealer)"),
 ("Why was the barn planning refused?", "Poor visibility at the lane junction and not enough bat mitigation"),
 # inference
 ("Will Fly be running in sheepdog trials next year?", "Likely no"),
 ("Is Rhys likely to be working on the farm in autumn 2026?", "Likely yes"),
 # not in the archive
 ("What make is my tractor?", "Not mentioned in my chats"),
 ("Where did Megan and Dafydd go on honeymoon?", "Not mentioned in my chats"),
]


def assistant_chats_19_at(folder):
    """The archive of CHATS_52 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a19c", CHATS_52, "claude")


@pytest.fixture(scope="module")
def assistant_chats_19(tmp_path_factory):
    return assistant_chats_19_at(tmp_path_factory.mktemp("assistant19"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_52, "assistant 19")


def test_the_archive_finds_the_farm(assistant_chats_19):
    assert assistant_chats_19.search("Cefn Llwyd").results
