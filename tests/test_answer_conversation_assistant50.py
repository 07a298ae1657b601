"""A fiftieth written archive of a user's chats with an AI assistant, in the user's own condensed
format, written blind: its questions and gold answers were fixed before any run of
`kbsearch answer` on it, and without reading the answer rules. Its questions are read by the
developer only after their first measure. A seed collector in Hobart, Tasmania, Nell Aitken, 34,
who banks the seed of threatened native plants at the Tasmanian Seed Conservation Centre and lives
with her partner Dev, a paramedic, and Biscuit, a retired racing greyhound. She chats with Claude
from May 2025 to April 2026: adopting the greyhound, a grant for an alpine seed collecting project
on the Central Plateau (less money than asked, a field trip, a tree that did not seed), her father's
skin cancer surgery (a date that slips, a flap rather than a graft, a man who will not wear a hat)
and his beehives, saving for a first home (a lost auction in Kingston, a house with old apple trees
in Huonville, a deposit scheme they cannot use, a move), training for the Point to Pinnacle while
her sister runs a marathon, her boss's retirement and the job she takes over, hens, cider, her
mother's heart and a trip to Japan, with facts the user updates later (her job, where they live,
her father's hives, the mortgage rate, the date of her mother's trip, a holiday called off).
bench/answer_conversations.py asks every question ("assistant 50")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_116 = [
 ("2025-05-11", "Adopting a retired racing greyhound", [
   ("user", "Hi! I'm Nell, I'm 34 and I live in West Hobart with my partner Dev. We rent a little two-bedroom weatherboard cottage, $610 a week, and our landlord Mrs Kowalczyk has agreed in writing that we can have a dog. "
            "We've been approved by the Greyhound Adoption Program and we're getting a retired racer: a four-year-old brindle girl whose racing name is Shady Lane Blitz. She raced 38 times and won six, then they retired her because she just stopped chasing. "
            "We're going to call her Biscuit. We pick her up on Saturday 24 May. Neither of us has had a greyhound before. "
            "For context, I'm a seed collector at the Tasmanian Seed Conservation Centre at the Botanical Gardens, so I'm at work four days a week and out in the field about one day a fortnight, and Dev is a paramedic with Ambulance Tasmania, based at Glenorchy, on a rotating roster of two days and two nights. What should we get ready?"),
   ("assistant", "Congratulations, and welcome to greyhound life! Retired racers are famously gentle, quiet housemates, often described as forty-five-mile-an-hour couch potatoes. The main thing to remember is that Biscuit has lived her whole life in kennels, so ordinary house life will be brand new to her.\n\n"
                 "## Before Saturday 24 May\n\n"
                 "### Gear\n"
                 "- **A martingale collar.** A greyhound's head is narrower than its neck, so ordinary collars slip straight off. A martingale tightens a little when she pulls, without choking.\n"
                 "- **A soft, thick bed** (or two). Greyhounds have very little body fat and bony joints; they need padding, and they love to sprawl.\n"
                 "- **A coat or jumper for winter.** She's arriving at the start of a Hobart winter and her short coat won't keep her warm on a frosty morning walk on the Domain. Many owners also use a fleece at night.\n"
                 "- **Raised food and water bowls** are comfortable for a tall dog, though not essential.\n"
                 "- **A muzzle.** The rules on muzzling retired greyhounds vary between states and have changed in recent years, so ask the adoption program what applies in Tasmania and whether Biscuit's paperwork exempts her.\n\n"
                 "### The house\n"
                 "- **Stairs:** many ex-racers have never seen a staircase. If the cottage has steps, expect to teach her slowly, one step at a time, with treats.\n"
                 "- **Slippery floors:** floorboards can scare her at first. A few rugs or runners give her safe paths.\n"
                 "- **Glass doors:** some greyhounds walk straight into them. A sticker at dog's-head height helps.\n"
                 "- **Fences:** check the yard fence for gaps and height. Greyhounds aren't usually jumpers, but they are extremely fast if they get out.\n\n"
                 "## The first weeks\n"
                 "1. **Keep it quiet.** No big welcome party; let her explore at her own pace.\n"
                 "2. **Routine.** Meals, walks and bedtime at the same times help her settle quickly.\n"
                 "3. **Sleep startle:** many greyhounds wake with a snap if touched while asleep. Teach visitors to say her name before touching her when she's lying down.\n"
                 "4. **Prey drive:** even dogs who stopped chasing on the track may react to cats, possums or small dogs. Keep her on lead outside a fully fenced area, and don't assume she's safe with small animals until you've seen her around them many times.\n"
                 "5. **Recall:** most greyhounds have almost none. Off-lead running belongs in fully fenced areas only.\n\n"
                 "## Vet\n"
                 "Book a check-up in the first month. Dental disease is very common in ex-racers, and greyhounds have some quirks a good vet will know about: their normal blood values differ from other breeds and they can be sensitive to some anaesthetics.\n\n"
                 "Would you like a plan for getting her used to being home alone, given your rosters?"),
   ("user", "Yes please, that's actually Dev's big worry: with his night shifts and my field days there'll be some long days when she's on her own. My field days start at 6 in the morning."),
   ("assistant", "It's a fair worry, and worth working on from day one. Ex-racers are used to company in kennels, so some find being alone hard at first.\n\n"
                 "## Building up time alone\n"
                 "1. **Start tiny:** step outside for a minute or two and come back calmly, without fuss. Repeat several times a day.\n"
                 "2. **Stretch it gradually:** five minutes, ten, half an hour, an hour, over two or three weeks. If she howls or paces, go back a step.\n"
                 "3. **Make leaving boring:** no long goodbyes; give her a long-lasting chew or a stuffed food toy as you go.\n"
                 "4. **Tire her out first:** a walk before a long absence helps her sleep through it.\n"
                 "5. **Use your rosters:** when Dev is home during the day after a night shift, he's asleep but present, which can be a gentle middle step.\n\n"
                 "## For the long days\n"
                 "- **A dog walker or a friend** at midday on the days you're both out, at least for the first couple of months.\n"
                 "- **A camera** lets you see whether she's settled or stressed.\n"
                 "- **Avoid eight hours or more alone** in the first weeks if you can.\n\n"
                 "If she shows real distress (destroying doors, non-stop howling, not eating), talk to the adoption program: they see this often and have trainers who can help.")],
  {"summary": "The user, Nell Aitken, 34, lives in West Hobart in a rented two-bedroom weatherboard cottage ($610 a week; landlord Mrs Kowalczyk agreed in writing to a dog) with her partner Dev, a paramedic with Ambulance Tasmania based at Glenorchy on a rotating roster of two days and two nights; "
              "she is a seed collector at the Tasmanian Seed Conservation Centre at the Botanical Gardens, at work four days a week and in the field about one day a fortnight (starting at 6 am); "
              "approved by the Greyhound Adoption Program, they are adopting a four-year-old brindle retired racer, racing name Shady Lane Blitz (38 races, six wins, retired because she stopped chasing), whom they'll call Biscuit, picking her up on Saturday 24 May 2025; "
              "the assistant listed gear (martingale collar, padded bed, winter coat, raised bowls, ask about Tasmania's muzzle rules), house checks (stairs, slippery floors, glass doors, fences), the first weeks (quiet, routine, sleep startle, prey drive, no recall), a vet check in the first month, "
              "and a plan to build up time alone gradually, with a midday walker on long days.",
   "procedures": [{"name": "Getting a retired greyhound used to being alone", "steps": ["Start with one or two minutes out", "Stretch the time gradually over two or three weeks", "Make leaving boring, with a chew or food toy",
                   "Walk her before a long absence", "A midday walker on long days", "Avoid eight hours alone at first"]}],
   "decisions": [{"decision": "Adopt Biscuit (racing name Shady Lane Blitz) from the Greyhound Adoption Program, picking her up on 24 May 2025", "rationale": "Approved by the program; the landlord agreed to a dog"}],
   "outcomes": ["Biscuit arrives Saturday 24 May 2025"]}),
 ("2025-06-01", "Structuring a grant application for alpine seed collecting", [
   ("user", "Work question. I'm writing a grant application to the Kermandie Foundation's small conservation grants (up to $50,000, closing Monday 30 June). "
            "The project is mine, though my manager Dr. Fergus Wylie will sign it as the centre's lead. We want to collect and bank seed from Central Plateau species that are getting hammered by drought and fire, before we lose more of them. Target species:\n"
            "- Miena cider gum (Eucalyptus gunnii subsp. divaricata), which has been dying back badly around Miena and the Great Lake;\n"
            "- pencil pine (Athrotaxis cupressoides), which doesn't regenerate after fire;\n"
            "- mountain rocket (Bellendena montana);\n"
            "- the cushion plant Donatia novae-zelandiae.\n"
            "We're asking for $48,000: $22,000 for a casual field assistant, $9,500 for vehicle and travel, $6,000 for collecting and drying equipment and $10,500 for germination testing. How should I structure it so it stands out?"),
   ("assistant", "This sounds like a strong project: a clear threat, species with a story and a concrete conservation outcome (seed in the bank). Funders of small conservation grants read a lot of applications, so structure and clarity matter as much as the science. I don't know the Kermandie Foundation's own criteria, so check their guidelines and mirror their headings and wording wherever you can.\n\n"
                 "## A structure that works\n\n"
                 "### 1. Summary (one paragraph)\n"
                 "What, where, why now and what the money buys. Many assessors decide their impression here. For example: *Seed of four threatened Central Plateau species will be collected and banked in 2026, before further drought and fire losses, securing material for future restoration.*\n\n"
                 "### 2. The problem\n"
                 "- The dieback of the Miena cider gum, with numbers if you have them (trees lost, sites affected).\n"
                 "- Pencil pine's inability to recover after fire, with the 2016 fires as the example assessors will remember.\n"
                 "- Why these four species together: they share a habitat and a threat, which makes one field programme efficient.\n\n"
                 "### 3. What you'll do\n"
                 "- Sites, timing (the months when each species sets seed), how many individuals you'll sample and why (genetic diversity matters for restoration).\n"
                 "- How seed is dried, cleaned, tested and stored, in a sentence or two; funders like to know the seed will be viable in fifty years.\n\n"
                 "### 4. Outcomes you can measure\n"
                 "Number of species, populations and individuals sampled, seeds banked, germination results published or shared with land managers.\n\n"
                 "### 5. The team\n"
                 "Fergus as lead, you as the person doing the work, and any partners (the Herbarium, land managers, the Parks and Wildlife Service). Partnerships make small grants more fundable.\n\n"
                 "### 6. Budget\n"
                 "Your split is clear. Two suggestions:\n"
                 "- **Justify each line in one sentence**, for example why a casual assistant is needed (safety in remote terrain, two people to cover more trees in a short seeding window).\n"
                 "- **Germination testing ($10,500)** is the line most likely to be questioned, because some funders see it as the institution's core business. Say what it adds (proof that the collection is viable) and consider whether part of it could be an in-kind contribution from the centre.\n\n"
                 "### 7. Risks\n"
                 "A poor seed year, bad weather, access. Say what you'll do if a species doesn't set seed (return the next season, shift effort to other populations).\n\n"
                 "## Before you submit\n"
                 "1. Ask someone outside your field to read the summary.\n"
                 "2. Check the word limits and attachments.\n"
                 "3. Submit a few days before 30 June; portals tend to slow down on closing day."),
   ("user", "That's really useful, especially the bit about a poor seed year. Pencil pine only seeds heavily every few years so that's a genuine risk. I'll put in a fallback plan and offer part of the germination testing as in-kind."),
   ("assistant", "Good call on both. Naming the mast-year problem yourself shows the assessors you know the species, and an in-kind offer makes the budget look shared rather than requested in full. Good luck with it!")],
  {"summary": "The user is writing an application to the Kermandie Foundation's small conservation grants (up to $50,000, closing Monday 30 June 2025) for her own project, signed by her manager Dr. Fergus Wylie as the centre's lead: "
              "collecting and banking seed of Central Plateau species threatened by drought and fire: Miena cider gum (Eucalyptus gunnii subsp. divaricata, dying back around Miena and the Great Lake), pencil pine (Athrotaxis cupressoides, doesn't regenerate after fire), mountain rocket (Bellendena montana) and the cushion plant Donatia novae-zelandiae; "
              "asking $48,000: $22,000 casual field assistant, $9,500 vehicle and travel, $6,000 collecting and drying equipment, $10,500 germination testing; "
              "the assistant suggested a structure (summary, problem, methods, measurable outcomes, team and partners, justified budget, risks) and warned that germination testing is the line most likely to be questioned; "
              "she will add a fallback plan for a poor seed year (pencil pine seeds heavily only every few years) and offer part of the germination testing in kind.",
   "procedures": [{"name": "Structuring a small conservation grant application", "steps": ["One-paragraph summary", "The problem, with numbers", "Methods, sites and timing", "Measurable outcomes",
                   "Team and partners", "Budget with a one-sentence justification per line", "Risks and fallbacks", "Submit a few days early"]}],
   "decisions": [{"decision": "Offer part of the germination testing as an in-kind contribution", "rationale": "Funders may see testing as the centre's core business"},
                 {"decision": "Add a fallback plan for a poor seed year", "rationale": "Pencil pine seeds heavily only every few years"}],
   "discoveries": ["Germination testing is the budget line small-grant funders most often question"]}),
 ("2025-06-22", "Dad's basal cell carcinoma and Mohs surgery", [
   ("user", "My dad Graham is 70 and keeps bees at Sassafras, near Devonport: about 40 hives, mostly for leatherwood honey, and every summer he trucks them out to the leatherwood on the West Coast. "
            "His GP found a basal cell carcinoma on the side of his nose and referred him to Dr. Anika Shaw, a dermatologist in Launceston, for Mohs surgery on Tuesday 15 July. "
            "He's acting like it's nothing. He's been outdoors his whole life and refuses to wear a hat: he says hats are for tourists, the only thing he'll put on his head is his bee veil. "
            "Mum and Dad split up in 2009 (Mum, Jude, lives in Trevallyn in Launceston, she's a retired school librarian), so it'll be me driving him. What is Mohs surgery and what should we expect?"),
   ("assistant", "I'm sorry your dad is dealing with this. The reassuring part first: basal cell carcinoma is the most common skin cancer in Australia and the least dangerous. It grows slowly and very rarely spreads, and Mohs surgery has the highest cure rates of any treatment for it. I'm not a doctor, so Dr. Shaw's instructions come first, but here's the general picture.\n\n"
                 "## What Mohs surgery is\n"
                 "It's done under local anaesthetic, in stages:\n"
                 "1. The surgeon removes the visible tumour with a thin margin of skin.\n"
                 "2. That tissue is processed and examined under the microscope **while he waits**, which usually takes an hour or so.\n"
                 "3. If cancer cells remain at any edge, only that spot is removed in the next stage.\n"
                 "4. This repeats until the margins are clear.\n\n"
                 "Because only as much skin as necessary is removed, it's preferred for the face, and especially the nose, where every millimetre matters.\n\n"
                 "## What to expect on the day\n"
                 "- **Plan for the whole day.** Most of it is waiting between stages. Bring food, a book, his phone charger and something warm.\n"
                 "- **The repair:** once the margins are clear, the wound is closed: with stitches, a **flap** (nearby skin moved over the wound) or a **skin graft**. On the nose, a flap or graft is common. Sometimes the repair is done by another surgeon later the same day or another day.\n"
                 "- **He shouldn't drive home**, so your plan is right.\n\n"
                 "## Afterwards\n"
                 "- A pressure dressing for a day or two, then simple wound care as instructed.\n"
                 "- Some swelling and bruising, sometimes around the eyes.\n"
                 "- **No heavy lifting, bending or strenuous work for one to two weeks**, because it raises blood pressure in the face and can cause bleeding. For a beekeeper, that means no lifting full hive boxes.\n"
                 "- Stitches usually come out after about a week.\n\n"
                 "## The hat problem\n"
                 "Someone who has had one basal cell carcinoma has a much higher chance of getting another, so the surgery is a good moment to talk about sun protection. Arguments that sometimes work with outdoor men of his generation:\n"
                 "- It's not about looks: it's about avoiding more surgery on his face.\n"
                 "- A broad-brimmed work hat or a legionnaire cap is practical, not touristy.\n"
                 "- SPF 50+ sunscreen on his nose and ears every morning, like brushing his teeth.\n"
                 "- **Regular skin checks** from now on, usually every year.\n\n"
                 "Is anyone able to check his hives if he's told not to lift for a couple of weeks?"),
   ("user", "The timing's lucky: mid-July the bees are clustered for winter and he barely opens the hives. I've taken two days' leave for the 15th and 16th. Hobart to Sassafras is over three hours, so I'll drive up the day before in the Toaster (our old 2012 Subaru Forester) and stay at his place."),
   ("assistant", "That sounds well planned. Winter is the best possible time for a beekeeper to be told not to lift. Two practical extras: ask the clinic when you should arrive and whether he should take his usual medicines that morning, and make sure he has paracetamol at home, since aspirin and ibuprofen can increase bleeding (unless his doctor has prescribed aspirin, in which case he shouldn't stop it without asking).")],
  {"summary": "The user's father, Graham Aitken, 70, keeps about 40 beehives at Sassafras near Devonport, mostly for leatherwood honey, moving them to the West Coast leatherwood each summer; his GP found a basal cell carcinoma on the side of his nose and referred him to Dr. Anika Shaw, a dermatologist in Launceston, for Mohs surgery on Tuesday 15 July 2025; "
              "he refuses to wear a hat (hats are for tourists; only his bee veil); her parents split up in 2009; her mother Jude lives in Trevallyn, Launceston, and is a retired school librarian; the user will drive him; "
              "the assistant (not a doctor) explained that BCC is the most common and least dangerous skin cancer, how Mohs surgery works in stages under local anaesthetic, the repair (stitches, flap or graft), a whole day of waiting, no driving home, "
              "no heavy lifting for one to two weeks, stitches out after about a week, and sun protection and yearly skin checks since another BCC is likely; "
              "she has taken leave on 15 and 16 July and will drive up (over three hours) the day before; the bees are clustered for winter.",
   "procedures": [{"name": "Preparing for Mohs surgery", "steps": ["Plan for the whole day", "Bring food, a book, a charger and warm clothes", "Someone else drives home",
                   "Ask about usual medicines that morning", "Paracetamol rather than aspirin or ibuprofen for pain", "No heavy lifting for one to two weeks"]}],
   "decisions": [{"decision": "Take leave on 15 and 16 July and drive Dad to the surgery", "rationale": "He can't drive home after Mohs surgery"}],
   "discoveries": ["Mohs surgery examines each layer under the microscope while the patient waits, removing only as much skin as needed"]}),
 ("2025-07-13", "Saving for our first home in southern Tasmania", [
   ("user", "Dev and I want to stop renting. We've got $68,000 saved between us in a high-interest account. I earn $84,000 and Dev earns about $96,000 before penalty rates. We pay $610 a week in rent. "
            "We'd like a house with a yard for Biscuit (she's settled in beautifully, by the way, she sleeps upside down on the couch with her legs in the air). "
            "Budget: somewhere between $550,000 and $600,000. West Hobart is way out of reach, so we're looking at Kingston, Huonville, Cygnet and Snug. We've got a broker, Leon Petrakis. "
            "What do we need to understand before we start going to auctions? (Side note: Dad's Mohs got pushed to Tuesday 5 August. He came down with a chest infection and Dr. Shaw won't operate on his face while he's coughing.)"),
   ("assistant", "Sorry to hear about your dad's chest infection; postponing to make sure he's clear is the safe call, and 5 August is only a few weeks away. And I'm glad Biscuit has discovered the couch; the upside-down sleep is the greyhound seal of approval.\n\n"
                 "On the house: here's what's worth understanding before you bid on anything. I'm not a financial adviser, so treat this as background for your conversations with Leon.\n\n"
                 "## 1. How much you can borrow\n"
                 "Lenders look at your combined income, debts, living expenses and a **serviceability buffer** (they test whether you could pay at a rate about 3 percentage points higher than the actual one). "
                 "On a combined base income around $180,000, a loan in the $500,000 range is plausible, but only Leon can tell you what lenders will actually approve. **Get formal pre-approval before any auction.**\n\n"
                 "## 2. Deposit and LMI\n"
                 "- With less than a **20% deposit**, lenders usually charge **lenders mortgage insurance (LMI)**, a one-off premium that can run from several thousand to over $15,000, often added to the loan.\n"
                 "- $68,000 is about 11 to 12% of a $580,000 house, before costs.\n\n"
                 "## 3. Government help\n"
                 "- **The Home Guarantee Scheme** lets eligible first home buyers buy with a **5% deposit and no LMI**, with the government guaranteeing part of the loan. The scheme is being expanded from 1 October 2025, with higher property price caps. **The caps differ between Hobart and regional Tasmania**, so check which side of the line each suburb falls on and what the cap is there.\n"
                 "- **Stamp duty:** Tasmania has offered first home buyers relief on established homes in recent years; confirm with Leon or the State Revenue Office what applies on the day you sign.\n"
                 "- **First Home Owner Grant:** in Tasmania it generally applies to **new** homes only.\n\n"
                 "## 4. Costs on top of the price\n"
                 "- Conveyancer or solicitor: roughly $1,500 to $2,500.\n"
                 "- Building and pest inspection: $400 to $700 per property.\n"
                 "- Loan fees, moving, connecting utilities, and a buffer for the first repairs.\n\n"
                 "## 5. Auctions\n"
                 "1. **An auction is unconditional:** if you win, you can't back out because of finance or a bad inspection. So do the inspection and have finance ready **before** the day.\n"
                 "2. **Set your limit in advance** and write it down. Auction fever is real.\n"
                 "3. **Watch a couple of auctions** before you bid at one.\n"
                 "4. In Tasmania a lot of houses also sell by private treaty or by offers over a set date, which gives you more room for conditions.\n\n"
                 "## 6. Location trade-offs\n"
                 "Kingston is the closest to Hobart and the most expensive of your four. Huonville, Cygnet and Snug give more house and land for the money but mean longer commutes; weigh where each of you works and Dev's shift times, since a long drive after a night shift is a safety issue, not just an inconvenience."),
   ("user", "Leon says we should get pre-approval for about $590,000 in total. Good point about Dev driving after night shifts, I hadn't thought about that."),
   ("assistant", "Pre-approval gives you a firm ceiling, which makes auctions much easier to handle. One small thing: pre-approvals usually last three to six months, so note the expiry date and ask Leon to refresh it if your search takes longer.")],
  {"summary": "The user and Dev want to buy their first home: $68,000 saved; she earns $84,000 and Dev about $96,000 before penalty rates; rent $610 a week; they want a yard for Biscuit (who has settled in and sleeps upside down on the couch); "
              "budget $550,000 to $600,000; looking at Kingston, Huonville, Cygnet and Snug (West Hobart is out of reach); mortgage broker Leon Petrakis; "
              "her father's Mohs surgery was postponed from 15 July to Tuesday 5 August 2025 because he had a chest infection; "
              "the assistant (not a financial adviser) explained borrowing capacity and the serviceability buffer, LMI below a 20% deposit, the Home Guarantee Scheme (5% deposit, no LMI, expanded from 1 October 2025, with different price caps for Hobart and regional Tasmania), "
              "stamp duty relief, the First Home Owner Grant (new homes only), extra costs, auctions being unconditional, and commute trade-offs (driving after night shifts); "
              "Leon suggests pre-approval of about $590,000.",
   "procedures": [{"name": "Before bidding at an auction", "steps": ["Formal pre-approval", "Building and pest inspection before the day", "Set and write down a limit", "Watch a couple of auctions first"]}],
   "decisions": [{"decision": "Look in Kingston, Huonville, Cygnet and Snug", "rationale": "West Hobart is out of reach on a $550,000 to $600,000 budget"}],
   "outcomes": ["Dad's Mohs surgery moved to 5 August 2025", "Pre-approval of about $590,000 planned"]}),
 ("2025-08-03", "A training plan for the Point to Pinnacle", [
   ("user", "I've entered the Point to Pinnacle on Sunday 16 November: 21.4 km from Wrest Point to the summit of kunanyi, about 1,270 metres of climbing, all on the road. Entry was $89. "
            "I run three times a week at the moment and my longest run is 12 km, mostly on the fire trails above South Hobart. I'd love to run the whole way and finish under 2 hours 45. "
            "My little sister Hattie (she's 31, a midwife at the Royal Women's in Melbourne) is training for the Melbourne Marathon on Sunday 12 October and keeps sending me her splits, so I'm feeling competitive. Can you give me a plan?"),
   ("assistant", "What a race to pick! Point to Pinnacle is one of the toughest half-marathon-distance events in the country: it's almost all uphill, and the weather at the top can be completely different from the waterfront. "
                 "You have about 15 weeks, which is a good amount of time from your base. I'm not a coach or a doctor, so adjust this to how your body responds, and see a physio if anything starts to hurt in a way that doesn't settle.\n\n"
                 "## The principles\n"
                 "- **Climbing is the whole race,** so hills and time on your feet matter more than speed on the flat.\n"
                 "- **Increase your weekly total by about 10% at most**, with an easier week every third or fourth week.\n"
                 "- **Practise running slowly uphill.** Most people who walk big sections of this race went out too fast on the lower slopes.\n\n"
                 "## A weekly shape (4 runs)\n"
                 "1. **Hill session (Tuesday):** repeats on a steady climb, e.g. 6 to 10 x 2 to 3 minutes uphill at a hard but controlled effort, jogging down to recover.\n"
                 "2. **Easy run (Thursday):** 40 to 50 minutes, conversational.\n"
                 "3. **Long climb (Saturday or Sunday):** building from 12 km to about 18 to 20 km, as much uphill as you can. Pinnacle Road itself is ideal: start at Fern Tree and run to The Springs, then further as you get fitter.\n"
                 "4. **Short recovery run** or cross-training (cycling is excellent for climbing legs).\n\n"
                 "## The 15 weeks\n"
                 "- **Weeks 1 to 5:** build the long run from 12 to 15 km; hill repeats start at 6.\n"
                 "- **Weeks 6 to 10:** long runs of 16 to 18 km with most of the climbing; one run on the actual course to the summit, or from halfway up.\n"
                 "- **Weeks 11 to 13:** your biggest weeks, including a full course rehearsal about four weeks out.\n"
                 "- **Weeks 14 to 15:** taper, cutting volume by 30 to 50% while keeping a little intensity.\n\n"
                 "## Is 2:45 realistic?\n"
                 "It's ambitious but possible for a regular runner with a good block of hill training. Your course rehearsal will tell you much more than any prediction now: if you reach the summit in training within about 10 minutes of your target, race day adrenaline usually covers the rest.\n\n"
                 "## Kit and fuel\n"
                 "- Practise eating on the run (gels, chews or lollies) every 30 to 40 minutes on long runs.\n"
                 "- Train in the clothes you'll race in, including a light waterproof jacket; the summit can be freezing even in November.\n\n"
                 "And enjoy the friendly rivalry with Hattie: a marathon and a mountain race are very different beasts, so you can both win."),
   ("user", "Ha, that's the diplomatic answer. Biscuit won't be my training partner, I tried taking her for a jog and she sat down after about 800 metres."),
   ("assistant", "That's very greyhound of her. They're sprinters built for thirty seconds of flat-out effort, not endurance runners, and most are happiest with two or three gentle walks a day plus the occasional zoomie in a fenced area. Let her be your recovery-walk companion instead.")],
  {"summary": "The user entered the Point to Pinnacle on Sunday 16 November 2025 (21.4 km from Wrest Point to the summit of kunanyi, about 1,270 m of climbing, entry $89); she runs three times a week, longest run 12 km on the fire trails above South Hobart, and wants to run all the way in under 2:45; "
              "her sister Hattie, 31, a midwife at the Royal Women's in Melbourne, is training for the Melbourne Marathon on Sunday 12 October 2025; "
              "the assistant (not a coach) gave a 15-week plan: hill repeats, an easy run, a long climb building to 18 to 20 km (Pinnacle Road from Fern Tree), a recovery run or cycling, a course rehearsal about four weeks out and a two-week taper, fuel every 30 to 40 minutes and a waterproof jacket; "
              "Biscuit sat down after 800 metres on a jog, since greyhounds are sprinters.",
   "procedures": [{"name": "Point to Pinnacle training week", "steps": ["Hill repeats", "Easy 40 to 50 minute run", "Long climb building to 18 to 20 km", "Recovery run or cycling"]}],
   "decisions": [{"decision": "Run the Point to Pinnacle on 16 November 2025, aiming for under 2:45", "rationale": "About 15 weeks to build from a 12 km long run"}],
   "outcomes": ["Entered the Point to Pinnacle ($89)"]}),
 ("2025-08-24", "Dad's scar after Mohs surgery, and a torn greyhound", [
   ("user", "Update on Dad: the Mohs surgery went ahead on the 5th at Dr. Shaw's rooms in Launceston. It took three stages to get clear margins, so we were there from 8 till nearly 4. "
            "She closed it with a flap from his cheek, not a graft, which she said would match the skin better. The stitches came out on Tuesday 12 August and it looks red and a bit lumpy but healing. "
            "He's been good about not lifting. Now he says lifting full boxes is getting too much for his back anyway, so he's going to sell 15 hives to a young beekeeper in Latrobe and keep 25. "
            "Two questions. What can he do for the scar? And, less seriously, Biscuit tore the skin on her side on a wire fence at Dad's and the Devonport vet had to put in four staples. Is that normal for greyhounds?"),
   ("assistant", "Glad it went well. Three stages is quite common on the nose, and a flap repair from the cheek usually gives a very good colour and texture match once it settles. I'm not a doctor, so follow anything Dr. Shaw has told him first.\n\n"
                 "## Scar care after a facial flap\n"
                 "1. **Patience:** a flap scar often looks red, raised or a bit lumpy for the first six to eight weeks, and keeps improving for up to 12 to 18 months.\n"
                 "2. **Massage:** once the wound has fully closed (usually two to three weeks after the stitches are out), firm massage along the scar for a few minutes two or three times a day helps flatten lumps. Ask Dr. Shaw's nurse to show him.\n"
                 "3. **Silicone gel or sheets:** widely used to help scars flatten and fade; available at pharmacies. Gel is easier on a nose.\n"
                 "4. **Sun protection, strictly:** new scar tissue darkens easily in the sun, and his whole face is now a risk area. SPF 50+ every morning, reapplied when he's outdoors for long.\n"
                 "5. **Follow-up:** if the lumpiness doesn't settle after a few months, dermatologists can inject a little steroid or use other treatments.\n\n"
                 "## The hives\n"
                 "Selling 15 of 40 hives to a young beekeeper sounds like a sensible way to keep doing what he loves with less strain. If he also wants to keep moving hives to the leatherwood, ask whether the buyer could help with the heavy lifting in exchange for advice; older beekeepers and new ones often make good partnerships.\n\n"
                 "## Biscuit's skin\n"
                 "Yes, it's very normal. Greyhounds have **thin skin with very little fat underneath**, so they tear much more easily than other dogs: wire fences, sticks and even rough play with another dog can do it. A few tips:\n"
                 "- **Keep her away from barbed and ringlock wire** when she's off lead.\n"
                 "- **A cone or a light vest** stops her licking the staples.\n"
                 "- **Staples usually come out after 10 to 14 days;** your own vet in Hobart can do that.\n"
                 "- A lightweight coat on bush walks protects her side.\n\n"
                 "Did your dad take to the idea of a hat at all?"),
   ("user", "Nope. I bought him a wide-brim Akubra for his birthday and he hung it on the back of the shed door. He does put sunscreen on when I'm standing in front of him."),
   ("assistant", "A hat on the shed door is at least a hat within reach. It might help to frame it as part of his beekeeping kit rather than a fashion item, or to ask Dr. Shaw to say it at his next skin check: older patients often take from their specialist what they won't take from their kids. And sunscreen under supervision is still sunscreen!")],
  {"summary": "Graham's Mohs surgery took place on 5 August 2025 at Dr. Anika Shaw's rooms in Launceston: three stages to clear margins (8 am to nearly 4 pm), closed with a flap from his cheek rather than a skin graft; stitches out on Tuesday 12 August; "
              "he will sell 15 of his 40 hives to a young beekeeper in Latrobe and keep 25, because lifting full boxes is too much for his back; "
              "Biscuit tore the skin on her side on a wire fence at Graham's and a Devonport vet put in four staples; "
              "the assistant (not a doctor) explained flap scar care (patience, massage once closed, silicone gel, SPF 50+, steroid injections if lumps persist), suggested the buyer help with lifting in exchange for advice, "
              "and said greyhounds' thin skin tears easily (avoid wire, a cone, staples out after 10 to 14 days, a coat on bush walks); "
              "Graham hung the Akubra she gave him for his birthday on the shed door and only wears sunscreen when she watches; the assistant suggested framing the hat as beekeeping kit or having Dr. Shaw tell him.",
   "procedures": [{"name": "Caring for a facial flap scar", "steps": ["Expect redness for six to eight weeks", "Massage once fully closed", "Silicone gel", "SPF 50+ every morning", "Ask about steroid injections if lumps persist"]}],
   "decisions": [{"decision": "Graham sells 15 hives to a young beekeeper in Latrobe and keeps 25", "rationale": "Lifting full boxes is too much for his back"}],
   "discoveries": ["Greyhounds' skin is thin with little fat underneath, so it tears easily on wire or sticks"],
   "outcomes": ["Mohs surgery done 5 August 2025 with a cheek flap", "Biscuit got four staples after a wire fence tear"]}),
 ("2025-09-14", "We lost the Kingston auction", [
   ("user", "Well, that hurt. We went to auction yesterday for a three-bedroom brick house in Kingston: we went up to $612,000, which was already over what we'd planned, and it sold for $641,000 to a couple who were clearly investors. "
            "Snug didn't have anything we liked and Cygnet is just too far for me to drive to the Gardens every day. Now we're looking seriously at Huonville. "
            "There's a 1960s brick three-bedroom on 1,150 square metres with six old apple trees, listed at offers between $560,000 and $590,000, closing in two weeks. "
            "And Dev has applied for a vacancy at the Huonville ambulance station, which would make his commute five minutes and mean no long drives home after nights. For me it'd be about 40 minutes to work. "
            "One annoying thing: Leon says we can't use the 5% deposit scheme for it, because Huonville counts as regional Tasmania and the price cap there is $550,000, and this house will go over that. How should we approach an offers-over sale?"),
   ("assistant", "I'm sorry about Kingston. Losing an auction after stretching past your limit is genuinely deflating, but stopping at $612,000 when it went to $641,000 was the disciplined call, and a house you stretched too far for can be a burden for years.\n\n"
                 "The Huonville house sounds promising for reasons that matter: Dev's commute and shift safety, land for Biscuit, and the trees. Here's how to approach an offers process. As always, I'm not a property lawyer, so your conveyancer should check the contract.\n\n"
                 "## How an offers-between sale works\n"
                 "- The agent sets a range and a closing date; buyers submit written offers, usually on a contract with their conditions.\n"
                 "- The vendor doesn't have to take the highest price: **clean conditions and a convenient settlement** can win against a slightly higher but messier offer.\n"
                 "- Unlike an auction, **you can make the offer conditional** (on finance and a building and pest inspection), which protects you.\n\n"
                 "## Before you offer\n"
                 "1. **Building and pest inspection.** A 1960s brick house: ask about the roof, the subfloor (borer and damp), wiring, old asbestos in eaves or wet areas, and the hot water system.\n"
                 "2. **Check what's under the land:** zoning, flood overlays (the Huon River does flood in places), easements, and whether it's on town sewer and water.\n"
                 "3. **Look at recent sales** in Huonville for similar houses, through the agent and online.\n"
                 "4. **Work out your walk-away number** with Leon, including LMI since you can't use the scheme.\n\n"
                 "## The offer itself\n"
                 "- **A specific number** (e.g. $571,500 rather than $570,000) suggests you've calculated your limit.\n"
                 "- **Keep conditions short:** finance approval within 14 to 21 days and a satisfactory inspection.\n"
                 "- **A short letter** about who you are can help with an owner-occupier vendor, though it never replaces price.\n\n"
                 "## About the 5% scheme\n"
                 "Leon is right to check the cap before you fall in love with a price. Paying LMI isn't a disaster: it can often be added to the loan, and on a deposit of around 11% it will be a few thousand dollars rather than a fortune. Ask him for the exact LMI quote at $560,000, $575,000 and $590,000 so you can see what each extra step costs you.\n\n"
                 "## The commute\n"
                 "Forty minutes each way for you is real time, but the Huon Highway is a straightforward drive, and if Dev gets the Huonville posting, you'd be swapping your commute for his night-shift drives, which is the safer trade."),
   ("user", "The inspector found some old borer in the subfloor, treated years ago and not active, and the hot water cylinder is 19 years old. Otherwise fine. We're thinking of offering $565,000."),
   ("assistant", "Inactive, treated borer is common in houses of that age and usually nothing to worry about; just keep the inspector's report. A 19-year-old cylinder is near the end of its life, so budget $2,000 to $3,500 to replace it in the next year or two, and you could mention it politely in your offer as a reason for your price. $565,000 sits comfortably inside their range. Good luck!")],
  {"summary": "On Saturday 13 September 2025 the user and Dev bid up to $612,000 at auction for a three-bedroom brick house in Kingston; it sold for $641,000 to investors; Snug had nothing suitable and Cygnet is too far from the Botanical Gardens; "
              "they are now looking at a 1960s brick three-bedroom house in Huonville on 1,150 m² with six old apple trees, offers between $560,000 and $590,000 closing in two weeks; "
              "Dev has applied for a vacancy at the Huonville ambulance station (a five-minute commute, no long drives after nights); her commute would be about 40 minutes; "
              "broker Leon Petrakis says they can't use the 5% deposit scheme because Huonville is regional Tasmania with a $550,000 price cap and the house will go over it; "
              "the assistant explained offers processes (conditional offers, clean conditions), checks before offering (inspection, flood overlays, sewer, recent sales, LMI quotes) and a specific offer number; "
              "the inspection found old treated borer in the subfloor (inactive) and a 19-year-old hot water cylinder; they plan to offer $565,000.",
   "decisions": [{"decision": "Stopped bidding at $612,000 at the Kingston auction", "rationale": "Already over their planned limit"},
                 {"decision": "Offer $565,000 on the Huonville house", "rationale": "Inside the range; the inspection found only old inactive borer and an old hot water cylinder"}],
   "discoveries": ["Huonville counts as regional Tasmania, where the 5% deposit scheme's price cap is $550,000"],
   "outcomes": ["Lost the Kingston auction (sold for $641,000)"]}),
 ("2025-10-05", "Grant approved, and should I apply for my boss's job?", [
   ("user", "Big week! Last Thursday I got the email from the Kermandie Foundation: we got the grant, but $41,500 rather than the $48,000 we asked for. They cut the germination testing line, apparently they don't fund routine lab work. "
            "Also our offer of $565,000 on the Huonville house was accepted on Tuesday (the asking range was $560k to $590k, and the agent said it was listed at $579k in the marketing), settlement is Friday 28 November. "
            "And the news that's keeping me up: Fergus is retiring at the end of December. He's 65 and has run the seed centre for 19 years. His job, Seed Bank Coordinator, has been advertised and applications close Friday 17 October. "
            "He's told me privately I should apply. I've been at the centre six years, but I've never managed anyone, and Ruby, one of our seed technicians, is applying too. Should I?"),
   ("assistant", "Congratulations on all three fronts: the grant, the house and the encouragement from Fergus! Let's take them in turn.\n\n"
                 "## The grant: replanning for $41,500\n"
                 "Losing the germination testing line is the least damaging cut, since you'd already planned to offer part of it in kind. Options:\n"
                 "- **Test a sample** of each collection in-house, at the centre's normal rate of work, rather than a full testing programme.\n"
                 "- **Keep the field budget intact:** the field assistant and vehicle are what make the collection possible in a short seeding window.\n"
                 "- **Confirm in writing** with the Foundation that the revised budget and any changed outcomes are acceptable.\n\n"
                 "## The job: should you apply?\n"
                 "From what you describe, **yes**. A few reasons:\n"
                 "1. **The person who knows the role best** thinks you can do it. That counts for a lot.\n"
                 "2. **Six years of knowing the collection, the partners and the field work** is exactly what's hard to hire from outside.\n"
                 "3. **Never having managed people is common** for first-time coordinators; selection panels look for evidence that you can lead, not only for a previous manager title.\n"
                 "4. **Ruby applying** doesn't change whether you should. Both of you applying is normal, and handled professionally it needn't damage your working relationship.\n\n"
                 "## Building your application\n"
                 "- **Read the statement of duties** and match each selection criterion with a specific example, using a structure like situation, action, result.\n"
                 "- **Leadership without the title:** this grant (you conceived and wrote it), training volunteers or casuals, leading field trips, coordinating with the Herbarium or land managers.\n"
                 "- **Budget and planning:** the $48,000 application and how you're replanning it for $41,500 is a perfect example.\n"
                 "- **A vision:** one or two ideas for where the seed bank goes next.\n"
                 "- **Referees:** Fergus, if he's allowed to act as one, and a partner from outside the centre.\n\n"
                 "## On Ruby\n"
                 "You don't need to talk strategy with her, but a brief, friendly acknowledgement (something like *I hear we've both applied; may the best candidate win, and I'm glad to work with you whatever happens*) often keeps things easy."),
   ("user", "Okay, I'm applying. And the house: we'll be paying LMI of about $7,000, added to the loan. Dev got the Huonville station too, he starts there on Monday 1 December."),
   ("assistant", "Brilliant: that lines everything up neatly, with settlement on 28 November and Dev's start on 1 December. Since you're settling on a Friday, try to book removalists early; end-of-month Fridays and Saturdays fill fast in spring. Good luck with the application!")],
  {"summary": "On Thursday 2 October 2025 the Kermandie Foundation awarded the grant, $41,500 instead of the $48,000 asked, cutting the germination testing line because it doesn't fund routine lab work; "
              "the user and Dev's offer of $565,000 on the Huonville house was accepted on Tuesday 30 September (range $560,000 to $590,000, marketed at $579,000), with settlement on Friday 28 November 2025; LMI of about $7,000 added to the loan; "
              "Dr. Fergus Wylie, 65, is retiring at the end of December 2025 after 19 years running the seed centre; his job, Seed Bank Coordinator, closes Friday 17 October; he urged the user to apply; she has six years at the centre but has never managed anyone; seed technician Ruby is also applying; "
              "the assistant suggested replanning the grant (test samples in-house, keep the field budget, confirm with the Foundation), said yes to applying (Fergus's backing, six years' knowledge), and advised matching selection criteria with examples (the grant, field trips, partners), a vision, referees and a friendly word with Ruby; "
              "she will apply; Dev got the Huonville ambulance station posting, starting Monday 1 December 2025.",
   "decisions": [{"decision": "Apply for the Seed Bank Coordinator job", "rationale": "Fergus urged her; six years at the centre; the grant shows she can plan and lead"},
                 {"decision": "Keep the field budget and test samples in-house", "rationale": "The Foundation cut the germination testing line"}],
   "outcomes": ["Grant of $41,500 awarded on 2 October 2025", "Offer of $565,000 accepted; settlement 28 November 2025", "Dev starts at the Huonville station on 1 December 2025"]}),
 ("2025-10-26", "Tapering for the Point to Pinnacle, and a job interview", [
   ("user", "Three weeks to go. My course rehearsal two weeks ago took 2:49 to the summit, walking a couple of the steep bits above The Springs. My longest run has been 18 km. "
            "Hattie ran Melbourne two weeks ago in 3:41:20, under her 3:45 goal, so the pressure's on. She's already threatening to come down and do the Point to Pinnacle with me next year. "
            "How do I taper? And my interview for the coordinator job is this Wednesday, the 29th, at 10. Any tips for the interview too? I've never been on the other side of a panel for a leadership job."),
   ("assistant", "A 2:49 rehearsal with some walking, three weeks out, is very encouraging for 2:45: on race day you'll be rested, fuelled and carried along by the crowd. And well done to Hattie, that's a great marathon.\n\n"
                 "## The taper\n"
                 "- **Week 1 (this week):** about 70% of your peak volume. One last moderate long climb of 14 to 15 km, no further.\n"
                 "- **Week 2:** about 50 to 60%. Keep one short hill session (e.g. 4 x 2 minutes) so your legs remember the effort.\n"
                 "- **Race week:** short easy runs, two or three of them, with a few strides. Rest completely the day before or do 15 minutes very easy.\n"
                 "- **Sleep** is the best performance enhancer you have in these weeks.\n"
                 "- **Expect to feel sluggish or twitchy:** taper blues are normal and don't mean you've lost fitness.\n\n"
                 "## Race day on the mountain\n"
                 "1. **Start slower than feels right.** The lower slopes through Sandy Bay and Fern Tree are where races are lost.\n"
                 "2. **Walk deliberately if you must:** a strong power-walk on the steepest pitches can be almost as fast as a shuffle, and saves your legs.\n"
                 "3. **Fuel early and regularly,** every 30 to 40 minutes, starting before you feel you need it.\n"
                 "4. **Dress for the summit:** check the forecast for kunanyi, not Hobart. Gloves and a jacket can make the last 3 km bearable in wind and sleet.\n\n"
                 "## The interview\n"
                 "1. **Prepare six to eight stories** covering the selection criteria: leading the grant, field trips, solving a problem, a disagreement handled well, working with partners, a mistake you learned from.\n"
                 "2. **Leadership questions:** expect *How would you handle a team member who was also a candidate?* and *How would you manage former peers?* Answer with what you'd actually do: one-to-one conversations, fairness, clear expectations.\n"
                 "3. **Show a plan for the first 90 days:** listen first, keep the collection's standards, then one or two priorities (for example securing alpine species).\n"
                 "4. **Ask them questions** about budget, staffing and what success looks like in a year.\n"
                 "5. **Don't undersell the practical knowledge:** panels often take deep knowledge of the collection for granted; name it.\n\n"
                 "Good luck on Wednesday, and on the 16th!"),
   ("user", "Thanks. My friend Mags from the Herbarium is running the Point to Pinnacle too, she's done it four times, so I'll try to stay with her on the lower slopes and let her go once it gets steep."),
   ("assistant", "That's a smart use of an experienced friend: let her set a controlled pace where it's easy to go too fast, then run your own race where it matters. Agree on it beforehand so neither of you feels obliged to wait.")],
  {"summary": "Three weeks before the Point to Pinnacle, the user's course rehearsal took 2:49 to the summit (walking some steep bits above The Springs); longest run 18 km; "
              "her sister Hattie ran the Melbourne Marathon on 12 October 2025 in 3:41:20, under her 3:45 goal, and talks of doing the Point to Pinnacle with her next year; "
              "her interview for the Seed Bank Coordinator job is Wednesday 29 October 2025 at 10 am; "
              "the assistant gave a taper (70%, then 50 to 60%, then short easy runs), race-day advice (start slow, power-walk the steepest pitches, fuel every 30 to 40 minutes, dress for the summit) "
              "and interview tips (six to eight stories, questions about managing former peers and a rival candidate, a 90-day plan, questions for the panel); "
              "her friend Mags from the Herbarium, who has run it four times, will pace her on the lower slopes.",
   "procedures": [{"name": "Three-week taper for a mountain race", "steps": ["Week 1 about 70% volume, last long climb 14 to 15 km", "Week 2 about 50 to 60%, one short hill session", "Race week short easy runs with strides", "Rest the day before"]}],
   "outcomes": ["Course rehearsal 2:49", "Hattie ran Melbourne in 3:41:20", "Interview on 29 October 2025"]}),
 ("2025-11-23", "Point to Pinnacle done, and moving house with a greyhound", [
   ("user", "I did it! Last Sunday I finished the Point to Pinnacle in 2:38:12, well under my 2:45, and I ran every step. It was sleeting at the summit and I couldn't feel my fingers. Mags finished in 2:21:05, she's a machine. "
            "Even better: I got the job! Fergus rang on the 7th. I'll be the Seed Bank Coordinator from Monday 2 February, on $97,500 (I'm on $84,000 now). Ruby was gracious about it, which I'm grateful for. "
            "I'll still lead the plateau field trip in January as my last job as a collector. "
            "Now the move. Settlement is this Friday, the 28th. Our loan is with MyState, $512,000 including the LMI, variable at 5.84%. Huon Valley Removals are moving us on Saturday 6 December for $1,850. "
            "How do I move a greyhound who already hates change? And my calves are still sore, is that normal a week later?"),
   ("assistant", "Congratulations twice over! Running every step of Point to Pinnacle in 2:38:12, in sleet at the top, is a fantastic result, and getting the coordinator job on top of it makes it quite a month.\n\n"
                 "## Your sore calves\n"
                 "Some soreness for several days after a long climbing race is normal, especially in the calves. A week later it should be easing. Keep moving gently (walking, easy cycling), stay hydrated and avoid hard running for another week or so. "
                 "**See a physio or doctor** if one calf is swollen, hot or much more painful than the other, if the pain is sharp in one spot, or if it's getting worse rather than better.\n\n"
                 "## Moving with Biscuit\n\n"
                 "### Before moving day\n"
                 "1. **Visit the new place with her** after settlement, once or twice, for a sniff and a walk around the yard.\n"
                 "2. **Check the fences** before she's ever off lead there: height, gaps, gates that latch.\n"
                 "3. **Pack her things last** and unpack them first.\n\n"
                 "### On 6 December\n"
                 "- **Get her out of the chaos:** a friend, a dog-sitter or a quiet room with the door shut and a sign on it. Removalists and open doors are a classic way to lose a dog.\n"
                 "- **Keep her routine:** usual meal and walk times.\n\n"
                 "### The first weeks\n"
                 "- **Set up her bed and bowls** in places similar to where they were.\n"
                 "- **Stay close for the first nights;** unsettled greyhounds often pace or whine.\n"
                 "- **New sounds and wildlife:** in the Huon you'll have pademelons, possums and maybe wallabies in the yard at dusk. Keep her on lead until you know how she reacts.\n"
                 "- **Update her microchip details** and council registration with the new address.\n\n"
                 "## The mortgage, briefly\n"
                 "At 5.84% on $512,000 over 30 years, repayments are about $3,017 a month. Set up an **offset account** if MyState offers one, and plan to **ask for a rate review** every year or so; lenders often cut the rate for existing customers who ask."),
   ("user", "Good tip about the pademelons, there were three of them on the lawn when we did the final inspection. We'll keep her on lead."),
   ("assistant", "Wise. A greyhound at full speed after a pademelon can clear a yard in seconds, and a fence she doesn't know yet won't stop her. Give her a few weeks of lead-only evenings and you'll learn a lot about her.")],
  {"summary": "On Sunday 16 November 2025 the user finished the Point to Pinnacle in 2:38:12, running every step, in sleet at the summit; her friend Mags finished in 2:21:05; "
              "Fergus rang on 7 November: she got the job and becomes Seed Bank Coordinator from Monday 2 February 2026 on $97,500 (currently $84,000); Ruby was gracious; she will still lead the plateau field trip in January as her last job as a collector; "
              "settlement on the Huonville house is Friday 28 November 2025; loan with MyState of $512,000 including LMI, variable at 5.84%; Huon Valley Removals move them on Saturday 6 December 2025 for $1,850; "
              "the assistant said calf soreness a week later should be easing (see a physio if one calf is swollen or hot), advised moving Biscuit calmly (visits first, check fences, keep her away from the removalists, routine, on lead with wildlife, update the microchip), "
              "and said repayments are about $3,017 a month, suggesting an offset account and a yearly rate review; three pademelons were on the lawn at the final inspection.",
   "procedures": [{"name": "Moving house with a greyhound", "steps": ["Visit the new place first", "Check fences and gates", "Keep her away from removalists on the day", "Keep her routine",
                   "On lead with wildlife at first", "Update microchip and council registration"]}],
   "decisions": [{"decision": "Huon Valley Removals on 6 December 2025 for $1,850", "rationale": "Settlement on 28 November"},
                 {"decision": "Keep Biscuit on lead in the new yard at first", "rationale": "Pademelons on the lawn and unfamiliar fences"}],
   "outcomes": ["Point to Pinnacle in 2:38:12", "Appointed Seed Bank Coordinator from 2 February 2026 on $97,500", "MyState loan $512,000 at 5.84%"]}),
 ("2025-12-14", "Old apple trees and chooks at the new place", [
   ("user", "We're in! We moved last Saturday and the removalists were great; Biscuit spent the day at Mags's place and came home to her bed already set up. Dev started at the Huonville station on the 1st and loves being five minutes away. "
            "Now the garden. We have six old apple trees, probably planted when the house was built: two Cox's Orange Pippins, a Sturmer Pippin, a Granny Smith, a Democrat and one mystery tree nobody can name. "
            "They're overgrown, with lots of tall shoots going straight up and branches crossing in the middle. How and when should I prune them? "
            "Also, we want chooks. A farmer in Franklin is selling us three Isa Brown point-of-lay hens for $35 each. We've named two already, Marge and Dot, and we're still arguing about the third. "
            "Worry: on Thursday evening Biscuit saw a pademelon by the back fence and nearly pulled Dev off his feet, howling. Can she live with chooks?"),
   ("assistant", "Congratulations on the move! A Huon Valley house with its own old apple trees is a lovely thing to have. Let's take the trees, then the hens and Biscuit.\n\n"
                 "## Pruning old apple trees\n\n"
                 "### When\n"
                 "- **The main pruning is done in winter (June to August)**, when the trees are dormant and you can see the shape of the branches. That's when you do the structural work.\n"
                 "- **Summer pruning** (late January to March) is light: removing some of the vigorous vertical shoots (water shoots) to let light into the fruit. Don't do big cuts in summer heat.\n\n"
                 "### How to renovate overgrown trees\n"
                 "1. **Spread it over two or three winters.** Old trees respond to heavy pruning with a forest of new water shoots, so **remove no more than about a quarter to a third of the canopy in any one year**.\n"
                 "2. **Start with the three Ds:** dead, diseased and damaged wood.\n"
                 "3. **Then crossing and rubbing branches**, and those growing into the centre, to open up the middle of the tree.\n"
                 "4. **Reduce height gradually** by cutting tall branches back to a lower side branch pointing outwards.\n"
                 "5. **Thin the water shoots,** keeping a few well-placed ones to become future fruiting wood.\n"
                 "6. **Clean, sharp tools,** and cut just outside the branch collar.\n\n"
                 "### This summer\n"
                 "- **Codling moth** is the classic apple pest in Tasmania: pheromone traps and banding trunks with corrugated cardboard help.\n"
                 "- **Birds:** nets over the trees you most care about as the fruit colours.\n"
                 "- **Identify the mystery tree** when it fruits: a local orchardist or heritage apple group will often recognise an old Tasmanian variety from the fruit.\n\n"
                 "## Chooks\n"
                 "Isa Browns are friendly and excellent layers, a good choice for first-time keepers.\n"
                 "- **A secure run:** Tasmania has no foxes, but it does have **spotted-tailed and eastern quolls, devils, feral cats and birds of prey**, all of which will take hens. Bury mesh or lay an apron along the bottom, roof the run, and shut them in the coop every night.\n"
                 "- **Space:** about 1 square metre per hen inside the coop and as much run as you can give them.\n"
                 "- **Council rules:** check the Huon Valley's rules on keeping poultry (numbers and distance from neighbours).\n\n"
                 "## Biscuit and the hens\n"
                 "Her reaction to the pademelon tells you she has **strong prey drive**, and that's common in ex-racers even when they stopped chasing on the track. Some greyhounds do learn to live calmly with chooks, but many never can be trusted with them.\n"
                 "1. **Assume she can't be trusted with them**, and plan a run she can't get into or break, with the chooks never free-ranging when she's loose.\n"
                 "2. **Introductions on lead,** at a distance, rewarding her for looking away from the hens.\n"
                 "3. **A muzzle** during early introductions is a sensible safety net.\n"
                 "4. **Never leave them together unsupervised**, even after months of calm."),
   ("user", "OK, separate run it is, Dev's building it behind the shed with a roof and buried mesh. My mum Jude is coming down from Launceston for Christmas and staying till the 28th, so the chooks arrive after she leaves."),
   ("assistant", "That's the right setup, and having the run finished before the hens arrive means they can settle in peace. Enjoy Christmas in the new house with your mum; six apple trees and a roofed chook run make a pretty good first tour.")],
  {"summary": "The user and Dev moved to Huonville on Saturday 6 December 2025 (Biscuit stayed with Mags for the day); Dev started at the Huonville ambulance station on 1 December; "
              "the garden has six old apple trees: two Cox's Orange Pippins, a Sturmer Pippin, a Granny Smith, a Democrat and one unidentified tree, overgrown with water shoots and crossing branches; "
              "they are buying three Isa Brown point-of-lay hens from a farmer in Franklin at $35 each, two named Marge and Dot so far; Biscuit nearly pulled Dev over lunging at a pademelon by the back fence; "
              "the assistant advised structural pruning in winter (June to August) spread over two or three winters, removing no more than a quarter to a third of the canopy a year, starting with dead, diseased and damaged wood, then crossing branches, lowering height gradually and thinning water shoots, with light summer pruning; "
              "codling moth traps, bird nets, identifying the mystery tree from its fruit; a secure roofed chook run with buried mesh against quolls, devils, feral cats and raptors; "
              "and said Biscuit has strong prey drive and should be assumed untrustworthy with hens (separate run, introductions on lead, muzzle, never unsupervised); "
              "Dev is building a roofed run behind the shed with buried mesh; her mother Jude stays for Christmas until 28 December, and the hens arrive after.",
   "procedures": [{"name": "Renovating old apple trees", "steps": ["Prune structurally in winter while dormant", "Spread it over two or three winters", "No more than a quarter to a third of the canopy a year",
                   "Dead, diseased and damaged wood first", "Then crossing branches and the centre", "Lower height back to outward side branches", "Thin water shoots"]}],
   "decisions": [{"decision": "A separate roofed chook run with buried mesh, built by Dev behind the shed", "rationale": "Biscuit's prey drive and Tasmanian predators (quolls, devils, feral cats)"},
                 {"decision": "Three Isa Brown hens from a farmer in Franklin, $35 each, arriving after Christmas", "rationale": "Friendly, good layers; let them settle after Jude leaves"}],
   "outcomes": ["Moved to Huonville on 6 December 2025"]}),
 ("2026-01-11", "Safety plan for a week of seed collecting on the Central Plateau", [
   ("user", "Next week is the big one: the plateau trip for the Kermandie grant, Monday 19 to Friday 23 January, based at a shack near Miena. It's me, my friend Mags from the Herbarium, and Tomasz Nowak, the casual field assistant we hired with the grant money. "
            "We'll be collecting Miena cider gum capsules around the Great Lake, and checking pencil pine stands and mountain rocket higher up, mostly off-track, some of it an hour or two from the car. "
            "Our collecting permit from NRE Tasmania came through in December. The centre's policy says I need a written field safety plan. Fergus used to check these; now it's the Gardens' operations manager. What should go in it? "
            "(Unrelated brag: I ran the Cadbury half marathon this morning in 1:54:30. And Dev and I have booked a week in Queenstown and Wanaka from 9 to 16 May for our first proper holiday in three years.)"),
   ("assistant", "Nice run this morning, and a May holiday sounds well earned after the year you've had! Now, the plateau. The Central Plateau in January can go from 28 degrees to sleet within a day, and off-track work an hour or two from the car is exactly what a safety plan is for. Your centre's policy comes first, so check its template, but a good plan usually covers the following.\n\n"
                 "## 1. Who, where and when\n"
                 "- Names, phone numbers, emergency contacts and any relevant medical conditions (allergies, asthma, bee-sting allergy) for all three of you.\n"
                 "- **Daily itinerary:** the sites for each day, with map references, expected departure and return times.\n"
                 "- **Vehicle:** registration, where it will be parked each day.\n\n"
                 "## 2. Communication\n"
                 "- **Mobile coverage is patchy** on the plateau: don't rely on phones.\n"
                 "- **A personal locator beacon (PLB)** carried by the group at all times, and ideally **a satellite messenger** (such as an inReach) for two-way messages.\n"
                 "- **A check-in person** at home: a daily message by a set time (say 7 pm), and a clear instruction for what they do if you miss it (wait one hour, try again, then call the police with your itinerary).\n\n"
                 "## 3. Weather and terrain\n"
                 "- Check the Bureau of Meteorology's forecast for the plateau each morning, including fire danger ratings, since total fire ban days can affect what you do.\n"
                 "- **Turnaround rule:** if weather closes in or you're behind schedule, you turn back. Write the time down.\n"
                 "- Hazards: boggy ground, hidden holes among cushion plants, snakes (tiger and copperhead are common there in summer), sunburn and exposure.\n\n"
                 "## 4. Gear per person\n"
                 "- Waterproof jacket and overtrousers, warm layer, beanie and gloves **even in January**.\n"
                 "- Sun hat, SPF 50+, sunglasses.\n"
                 "- Water (at least 2 litres), food plus an emergency ration.\n"
                 "- First aid kit including **a snake bite bandage** (two is better), and each person knowing how to use it.\n"
                 "- Map, compass or GPS, headtorch.\n\n"
                 "## 5. Working off-track\n"
                 "- **Stay within sight or earshot** of each other; never split up alone.\n"
                 "- Agree in advance how you regroup if someone is separated.\n\n"
                 "## 6. Collecting hazards\n"
                 "- Pole pruners and ladders for capsules in tall trees: who is trained, and a spotter for every ladder.\n"
                 "- Hygiene against **root rot (Phytophthora)**: clean boots and gear between sites, as your permit probably requires.\n\n"
                 "Who will be your check-in person?"),
   ("user", "Dev will, he's off that week, and he knows exactly what a missed check-in means given his job. We're taking the centre's PLB and Mags has an inReach."),
   ("assistant", "You couldn't ask for a better check-in person than a paramedic. With a PLB, an inReach, a written turnaround rule and Dev at home, you've covered the things that matter most. Have a productive week, and I hope the cider gums are loaded with capsules.")],
  {"summary": "The plateau collecting trip for the Kermandie grant runs Monday 19 to Friday 23 January 2026 from a shack near Miena, with the user, her friend Mags from the Herbarium and Tomasz Nowak, the casual field assistant hired with the grant; "
              "they will collect Miena cider gum capsules around the Great Lake and check pencil pine and mountain rocket higher up, mostly off-track; the collecting permit from NRE Tasmania came through in December; the Gardens' operations manager now checks safety plans (Fergus has retired); "
              "she ran the Cadbury half marathon on 11 January 2026 in 1:54:30; she and Dev booked a week in Queenstown and Wanaka, New Zealand, from 9 to 16 May 2026; "
              "the assistant listed what a field safety plan should cover (people and itinerary, PLB and satellite messenger, a daily check-in with a missed-check-in procedure, BOM forecast and fire danger, a turnaround rule, snakes and exposure, gear per person, staying together, ladder safety and Phytophthora hygiene); "
              "Dev will be the check-in person; they take the centre's PLB and Mags's inReach.",
   "procedures": [{"name": "Field safety plan for remote collecting", "steps": ["Names, contacts and medical conditions", "Daily itinerary with map references", "PLB and satellite messenger",
                   "Daily check-in time with a missed-check-in procedure", "Morning forecast and fire danger check", "Turnaround rule", "Gear per person including snake bandages",
                   "Stay within sight or earshot", "Ladder spotter and Phytophthora hygiene"]}],
   "decisions": [{"decision": "Dev is the check-in person for the plateau trip", "rationale": "He's off that week and knows what a missed check-in means"}],
   "outcomes": ["Cadbury half marathon in 1:54:30", "New Zealand holiday booked for 9 to 16 May 2026"]}),
 ("2026-02-08", "First week as coordinator: managing people who used to be my peers", [
   ("user", "The plateau trip went well, mostly. We collected Miena cider gum seed from 11 trees around the Great Lake, which is fantastic because some of those trees are half dead already, and mountain rocket from two sites. "
            "The pencil pines were a bust: we found almost no cones and not a single viable seed. It just isn't a mast year, which is exactly the risk I put in the grant. The Donatia seed wasn't ripe yet, so Tomasz and I will go back in March. "
            "And I started as Seed Bank Coordinator last Monday. My team: Ruby and Callum, our two seed technicians, Tomasz until his contract ends in June, and about a dozen volunteers. "
            "Ruby went for the same job and she's been polite but a bit cool this week. Callum keeps joking that he has to call me boss now. How do I manage people who were my peers last month?"),
   ("assistant", "Congratulations on the first week, and on the collection: seed from 11 cider gums, some from dying trees, is exactly what a seed bank is for. And noting the pencil pine risk in the application will make your report to the Foundation much easier to write.\n\n"
                 "Moving from peer to manager is one of the hardest transitions at work, and a little awkwardness in the first weeks is normal. Here's what tends to work.\n\n"
                 "## 1. Talk to each person one-to-one in the first fortnight\n"
                 "- Ask what they enjoy, what frustrates them, what they'd change and how they like to be managed.\n"
                 "- **Listen more than you talk.** You'll learn things that weren't visible from the bench next to them.\n\n"
                 "## 2. Ruby\n"
                 "- **Acknowledge it directly and kindly** in your one-to-one: that she applied, that you value her skills, and that you want her to grow.\n"
                 "- **Ask what she wants** from the next year or two: training, leading a project, a particular collection.\n"
                 "- **Give her real responsibility** where it fits, and credit her work visibly.\n"
                 "- **Give it time.** Coolness after missing out on a job usually fades when people see they're treated fairly.\n\n"
                 "## 3. Callum's jokes\n"
                 "Light jokes are usually a way of dealing with the change; you don't need to stop them. If they ever undermine you in front of volunteers or partners, raise it privately.\n\n"
                 "## 4. Don't change too much too fast\n"
                 "- **For the first month or so, keep the routines that work** and explain any change you do make.\n"
                 "- Avoid seeming to reverse everything Fergus did; people were attached to it.\n\n"
                 "## 5. Be consistent and fair\n"
                 "- **No favourites,** including among former friends. Same rules for leave, field trips and who gets the interesting work.\n"
                 "- Some distance is part of the role now: you can stay friendly, but things like performance conversations mean you can't be one of the group in the same way.\n\n"
                 "## 6. Get support for yourself\n"
                 "- Ask your own manager for regular check-ins and any management training the Gardens offers.\n"
                 "- **Fergus** may be happy to have the occasional coffee as an informal mentor, now he's retired.\n\n"
                 "You're allowed to be a new manager: nobody expects you to be Fergus in week one."),
   ("user", "I'll do the one-to-ones this week, and I'm going to ask Ruby to lead the Donatia germination trials, she's better at that than I am anyway."),
   ("assistant", "That's a generous and smart move: it uses her real strength and shows her you meant what you'll say in the one-to-one. Let her own it, including presenting the results.")],
  {"summary": "Results of the January 2026 plateau trip: Miena cider gum seed from 11 trees around the Great Lake (some half dead) and mountain rocket from two sites; almost no pencil pine cones and no viable pencil pine seed because it isn't a mast year; the Donatia seed wasn't ripe, so she and Tomasz will return in March; "
              "the user started as Seed Bank Coordinator on Monday 2 February 2026; her team: seed technicians Ruby and Callum, Tomasz until his contract ends in June, and about a dozen volunteers; Ruby, who also applied, has been a bit cool; Callum jokes about calling her boss; "
              "the assistant advised one-to-ones with each person in the first fortnight, acknowledging Ruby's application directly and giving her real responsibility, not worrying about light jokes, not changing too much in the first month, being consistent with no favourites, "
              "and getting support from her own manager, management training and Fergus as an informal mentor; she will ask Ruby to lead the Donatia germination trials.",
   "procedures": [{"name": "Managing former peers", "steps": ["One-to-one with each person in the first fortnight", "Acknowledge a rival candidate directly and give her responsibility", "Keep routines for the first month",
                   "Be consistent, no favourites", "Get support from your own manager and a mentor"]}],
   "decisions": [{"decision": "Ruby leads the Donatia germination trials", "rationale": "She's better at germination work, and it gives her real responsibility"},
                 {"decision": "Return to the plateau in March for Donatia seed", "rationale": "It wasn't ripe in January"}],
   "outcomes": ["Miena cider gum seed from 11 trees", "Mountain rocket seed from two sites", "No pencil pine seed (not a mast year)", "Started as Seed Bank Coordinator on 2 February 2026"]}),
 ("2026-03-01", "Mum's atrial fibrillation and her trip to Japan", [
   ("user", "My mum Jude is 67 and has had atrial fibrillation for about three years, on a blood thinner (apixaban) and a beta blocker. "
            "She and her friend Rosalind from book club have booked three weeks in Japan: Kyoto, Kanazawa and Takayama, flying out of Hobart on Tuesday 21 April. "
            "But her cardiologist in Launceston, Dr. Martin Oyelaran, now says her AF is getting more frequent and recommends a catheter ablation, and the first date the hospital can give her is Tuesday 14 April. "
            "She's torn: she's been planning Japan for a year. Should she do the ablation first? And can she fly a week after?"),
   ("assistant", "That's a hard choice for her, and it's good she's thinking it through rather than just cancelling one or the other. I'm not a doctor, and only Dr. Oyelaran knows her heart, so the most useful thing I can do is help you both frame the questions.\n\n"
                 "## What a catheter ablation involves\n"
                 "- A thin catheter is passed through a vein in the groin to the heart, and the areas that trigger the AF (usually around the pulmonary veins) are treated with heat, cold or pulsed energy.\n"
                 "- It's usually done under sedation or general anaesthetic, often with one night in hospital.\n"
                 "- **Recovery:** most people are back to light activity within a few days, but the groin site needs protecting from heavy lifting for a week or so, and fatigue for a couple of weeks is common.\n"
                 "- **The first three months are a blanking period:** some irregular rhythm is common while the heart heals, and it doesn't mean the procedure failed.\n\n"
                 "## Flying a week later\n"
                 "Questions to ask Dr. Oyelaran directly:\n"
                 "1. **How soon after the ablation can she fly long-haul?** Long flights raise the risk of blood clots, and she'll have a fresh puncture site and possibly changes to her medicines.\n"
                 "2. **What if her rhythm plays up in the blanking period** while she's in rural Japan?\n"
                 "3. **How urgent is the ablation?** Could it safely wait until after the trip, or is a date after Japan equally good?\n\n"
                 "## Travel insurance\n"
                 "- AF is a **pre-existing condition**: she must declare it, and a recent or upcoming procedure can change what the insurer covers. Undeclared, a claim for anything heart-related could be refused.\n"
                 "- Ask the insurer specifically about cover **if the trip is postponed because of the ablation**; some policies cover cancellation for a new medical reason, others exclude pre-existing conditions.\n\n"
                 "## The options\n"
                 "- **Ablation on 14 April, Japan later in the year:** the heart gets fixed first, and she travels with more energy and less risk. The cost is change fees and disappointment.\n"
                 "- **Japan first, ablation after:** possible if Dr. Oyelaran says a few months' delay is safe and she's comfortable travelling with more frequent AF.\n"
                 "- **Ablation and Japan a week later:** the option most doctors would be least comfortable with.\n\n"
                 "Whichever she chooses, Rosalind should know where her medicines are and what to do if she feels unwell."),
   ("user", "She rang Dr. Oyelaran and he said not to fly long-haul for at least a month, so she's keeping the ablation on 14 April and pushing Japan back. She and Rosalind have rebooked for Tuesday 13 October, same itinerary, $300 each in change fees. "
            "Funny side note: at Christmas she admitted she'd thought about moving down to the Huon to be near us, but said she'll never leave Launceston, not with her book club, her friends and her walks in the Gorge."),
   ("assistant", "That sounds like a wise decision, and October is a beautiful time to visit Japan, with the autumn colours starting in the mountains around Takayama. Having the ablation done first also means she'll travel with the blanking period behind her. "
                 "And it's lovely that she thought about moving closer, even if the Gorge wins; a mum who visits for Christmas and has her own full life in Launceston is a pretty good arrangement.")],
  {"summary": "The user's mother Jude, 67, has had atrial fibrillation for about three years (apixaban and a beta blocker); she and her friend Rosalind from book club booked three weeks in Japan (Kyoto, Kanazawa, Takayama) flying out of Hobart on Tuesday 21 April 2026; "
              "her cardiologist in Launceston, Dr. Martin Oyelaran, recommends a catheter ablation, first date Tuesday 14 April 2026; "
              "the assistant (not a doctor) explained the ablation and recovery (a week protecting the groin site, a three-month blanking period), questions for the cardiologist (when she can fly long-haul, urgency), declaring AF to the travel insurer, and the options; "
              "Dr. Oyelaran said no long-haul flights for at least a month, so Jude keeps the ablation on 14 April and rebooked Japan for Tuesday 13 October 2026, same itinerary, $300 each in change fees; "
              "at Christmas Jude said she had thought about moving to the Huon to be near them but will never leave Launceston (her book club, her friends, her walks in the Gorge).",
   "decisions": [{"decision": "Jude has the ablation on 14 April 2026 and moves Japan to 13 October 2026", "rationale": "Dr. Oyelaran said no long-haul flights for at least a month after the ablation"},
                 {"decision": "Jude stays in Launceston", "rationale": "Her book club, her friends and her walks in the Gorge"}],
   "discoveries": ["After an AF ablation the first three months are a blanking period, when some irregular rhythm is normal"],
   "outcomes": ["Japan trip moved from 21 April to 13 October 2026 ($300 each in change fees)"]}),
 ("2026-03-22", "Apple harvest, Dev's cider, and a corn on Biscuit's paw", [
   ("user", "Harvest time at our place! We picked about 180 kg of apples off the six trees, even without any pruning yet. And the mystery tree has a name: our neighbour Keith, who had an orchard at Franklin for forty years, took one look at the fruit and said it's a Geeveston Fanny, an old Huon Valley variety. "
            "Dev wants to turn a big chunk of it into cider, about 40 litres to start. We have a borrowed apple crusher and press from Keith. Can you give us the basic process? "
            "Other news: the third hen finally has a name, Beryl, after my grandmother, so it's Marge, Dot and Beryl, and they're laying about two eggs a day between them. "
            "Biscuit was limping last week and Dr. Leila Haddad at Huon Valley Vet found a corn on one of her toe pads, apparently a greyhound thing. She hulled it out, $145. "
            "And Dad's down to 22 hives: the young fellow in Latrobe took three more off him in February. He still won't wear the Akubra, though."),
   ("assistant", "What a haul! 180 kg from unpruned trees is impressive, and a Geeveston Fanny is a lovely piece of Huon Valley heritage to have in your backyard. Here's the basic cider process; it's simpler than people expect, and cleanliness is most of the skill.\n\n"
                 "## Making about 40 litres of cider\n\n"
                 "### 1. The apples\n"
                 "- A mix makes better cider than one variety: the Sturmer and Granny Smith bring acidity, the Cox's aroma, the Democrat and the Fanny body and sweetness.\n"
                 "- Use sound fruit; cut out rotten bits. Let the apples sit for a week or so after picking to soften, which makes pressing easier.\n"
                 "- Expect roughly **1 litre of juice from 1.5 to 2 kg of apples**, so 40 litres needs about 60 to 80 kg.\n\n"
                 "### 2. Sanitise everything\n"
                 "Crusher, press, buckets, fermenters, tubing: wash, then use a no-rinse sanitiser. Most failed home cider comes from dirty gear.\n\n"
                 "### 3. Crush and press\n"
                 "Crush into a pulp (pomace), then press through cloth or mesh bags. Collect the juice into food-grade fermenters.\n\n"
                 "### 4. Measure and decide on yeast\n"
                 "- **A hydrometer** reading of the juice's specific gravity (often around 1.045 to 1.055) lets you calculate the alcohol later.\n"
                 "- You can rely on wild yeast (traditional but unpredictable) or use **a cider or champagne yeast** for a cleaner, more reliable result. Many people add **Campden tablets** to the juice first to knock back wild yeast and bacteria, then pitch their chosen yeast 24 hours later.\n\n"
                 "### 5. Ferment\n"
                 "- Fit an **airlock** and keep the fermenter somewhere steady and cool-ish, ideally 15 to 20 °C.\n"
                 "- Fermentation usually takes **two to four weeks**; it's finished when the hydrometer reading stays the same (often about 1.000 or a little below) for three days.\n\n"
                 "### 6. Rack and bottle\n"
                 "- **Siphon** the cider off the sediment into a clean vessel and let it clear for a few weeks.\n"
                 "- For sparkling cider, add a measured amount of sugar at bottling (about 6 to 8 g per litre) and use **bottles rated for pressure**. Too much sugar can make bottles explode, so measure carefully.\n"
                 "- Leave it to condition for at least a month; it keeps improving for several.\n\n"
                 "### The legal bit\n"
                 "Making cider at home for your own use is legal in Australia; selling it is not without licences.\n\n"
                 "## Biscuit's corn\n"
                 "Corns are indeed a well-known greyhound problem, and they often come back. Ask Dr. Haddad about **soft boots or socks** on hard surfaces and whether she recommends regular checks; some owners keep a paw balm routine.\n\n"
                 "## Your dad\n"
                 "Twenty-two hives is still a solid operation. As for the Akubra: some battles are won by persistence, others by his dermatologist at the next skin check."),
   ("user", "Ha, Dr. Shaw has already told him, twice. He said she was very nice and then went straight out without it. Tomasz and I got the Donatia seed on the plateau last Tuesday, by the way, so the grant collection is done except for the pencil pine."),
   ("assistant", "Then you've banked three of your four target species, and the one you couldn't get failed for a reason you predicted in writing. That's a very defensible grant report. As for your dad, I suspect the hat will be worn the day he decides it was his own idea.")],
  {"summary": "The user and Dev picked about 180 kg of apples from their six unpruned trees; neighbour Keith, a former orchardist at Franklin, identified the mystery tree as a Geeveston Fanny, an old Huon Valley variety; Dev wants to make about 40 litres of cider with Keith's crusher and press; "
              "the third hen is named Beryl after the user's grandmother (hens: Marge, Dot and Beryl), laying about two eggs a day; "
              "Dr. Leila Haddad at Huon Valley Vet hulled a corn on Biscuit's toe pad ($145); Graham is down to 22 hives after the young beekeeper in Latrobe took three more in February; he still won't wear the Akubra even after Dr. Shaw told him twice; "
              "the assistant gave a cider process (mixed varieties, about 1.5 to 2 kg of apples per litre, sanitise, crush and press, hydrometer, cider yeast after Campden tablets, airlock at 15 to 20 °C for two to four weeks, rack, prime carefully for sparkling, condition a month; legal for own use, not for sale) "
              "and suggested soft boots for Biscuit's corns; the user and Tomasz collected the Donatia seed on the plateau on Tuesday 17 March 2026, completing the grant collection except the pencil pine.",
   "procedures": [{"name": "Making home cider", "steps": ["Mix varieties, sound fruit", "Sanitise all gear", "Crush and press", "Hydrometer reading", "Campden tablets then cider yeast",
                   "Ferment under airlock at 15 to 20 °C for two to four weeks", "Rack off sediment", "Prime carefully and use pressure-rated bottles", "Condition at least a month"]}],
   "discoveries": ["The unidentified apple tree is a Geeveston Fanny, an old Huon Valley variety", "Corns on the toe pads are a common greyhound problem and often come back"],
   "outcomes": ["About 180 kg of apples harvested", "Third hen named Beryl", "Graham down to 22 hives", "Donatia seed collected 17 March 2026"]}),
 ("2026-04-12", "A lower mortgage rate, and calling off New Zealand", [
   ("user", "Budget check-in. Your tip about asking for a rate review worked: I rang MyState and they dropped our variable rate from 5.84% to 5.59% from 1 April, so repayments went from about $3,017 to about $2,936 a month. "
            "Less happy news: we've called off the New Zealand trip in May. The chimney sweep came to do the wood heater before winter and found the firebox is cracked and the flue's in bad shape, so the heater isn't safe to use, and it's our only heating apart from one panel heater. "
            "So the Queenstown and Wanaka money is going into a new wood heater instead. We got most of the flights back as a credit. "
            "We now have about $14,000 in the offset account. Should we keep building the offset or start making extra repayments? (And Mum has her ablation this Tuesday, fingers crossed.)"),
   ("assistant", "Well done on the rate: a quarter of a percent on a $512,000 loan is worth about $80 a month, nearly $1,000 a year, for one phone call. Sorry about New Zealand, but a cracked firebox is exactly the kind of thing you don't gamble on, especially with a Huon Valley winter coming. I hope your mum's ablation goes smoothly on Tuesday.\n\n"
                 "## Offset or extra repayments?\n"
                 "As long as the offset is linked to the loan at the **full variable rate**, every dollar in it saves you interest at 5.59%, the same as an extra repayment would. The difference is **flexibility**:\n"
                 "- **Money in the offset stays yours to use**: for an emergency, the hot water cylinder, the next surprise in a 1960s house.\n"
                 "- **Extra repayments** reduce the loan balance; you may be able to redraw them, but redraw can have limits, fees or delays, and the lender can change the rules.\n\n"
                 "For most people in your position, **building the offset is the better default**. Extra repayments make more sense when the offset is comfortably larger than any emergency fund you'd ever need, or if the offset isn't at 100%.\n\n"
                 "## A simple order for spare money\n"
                 "1. **Emergency fund in the offset:** three to six months of expenses. You're building that now.\n"
                 "2. **Known costs coming soon:** the wood heater, the hot water cylinder (now about 20 years old), the chook run's upkeep, car servicing for the Toaster or whatever you're driving.\n"
                 "3. **Everything beyond that** keeps working in the offset, where it still saves 5.59%.\n\n"
                 "## Keep it working\n"
                 "- **Ask for a rate review once a year**, as you did; lenders rarely volunteer a cut to existing customers.\n"
                 "- **Keep your repayment amount at the old $3,017** if you can afford it: the extra $81 a month shortens the loan without you noticing.\n"
                 "- **Check your home and contents insurance** covers the new heater once it's installed, and keep the installer's compliance certificate.\n\n"
                 "And when it's time for a holiday again, the flight credit will be waiting."),
   ("user", "The Toaster is indeed what we still drive, the 2012 Forester, Dev named it that because it's boxy, silver and always smells faintly of burnt dust when the heater comes on. We'll keep paying $3,017 and leave it all in the offset."),
   ("assistant", "A very fitting name, and with a wood heater on the way the whole household will soon smell faintly of something warm. Keeping repayments at $3,017 with everything in the offset is a simple, strong plan: it'll quietly take years off the loan.")],
  {"summary": "MyState cut the user and Dev's variable rate from 5.84% to 5.59% from 1 April 2026 after she asked for a review; repayments fell from about $3,017 to about $2,936 a month; "
              "they called off the New Zealand trip (Queenstown and Wanaka, 9 to 16 May 2026) because the chimney sweep found the wood heater's firebox cracked and the flue in bad shape, so the money goes to a new wood heater (their only heating apart from a panel heater); most of the flights came back as a credit; "
              "about $14,000 in the offset account; her mother Jude's ablation is on Tuesday 14 April; "
              "the assistant said the rate cut is worth about $80 a month, recommended building the offset rather than extra repayments (same interest saving, more flexibility), an order for spare money (emergency fund, known costs such as the heater and the hot water cylinder, then offset), a yearly rate review and keeping repayments at $3,017; "
              "their car is still the Toaster, a 2012 Subaru Forester, so named by Dev because it's boxy, silver and smells of burnt dust when the heater comes on; they'll keep paying $3,017 into the loan and leave savings in the offset.",
   "decisions": [{"decision": "Called off the New Zealand trip in May 2026", "rationale": "The wood heater's firebox is cracked and the flue is in bad shape; the money goes to a new heater before winter"},
                 {"decision": "Keep repayments at $3,017 a month and leave savings in the offset", "rationale": "Same interest saving as extra repayments but more flexible"}],
   "outcomes": ["Mortgage rate 5.59% from 1 April 2026", "About $14,000 in the offset account"]}),
]

QUESTIONS_116 = [
 # single facts the user said about herself, her family, pets and things owned
 ("How old am I?", "34"),
 ("What does Dev do for a living?", "he's a paramedic with Ambulance Tasmania (at the Huonville station since 1 December 2025, Glenorchy before)"),
 ("What was Biscuit's name when she was racing?", "Shady Lane Blitz"),
 ("What does my dad do?", "he keeps bees at Sassafras near Devonport, mostly for leatherwood honey"),
 ("Where does my sister work?", "at the Royal Women's in Melbourne, as a midwife"),
 ("Who operated on Dad's nose?", "Dr. Anika Shaw, a dermatologist in Launceston (Mohs surgery)"),
 ("What are we talking about when we say the Toaster?", "our car, a 2012 Subaru Forester"),
 # when
 ("When did we bring Biscuit home?", "Saturday 24 May 2025"),
 ("When did Dad end up having his Mohs surgery?", "Tuesday 5 August 2025"),
 ("When did I run the Point to Pinnacle?", "Sunday 16 November 2025"),
 ("When did we move into the Huonville house?", "Saturday 6 December 2025"),
 ("When did the Kermandie Foundation let me know we'd got the grant?", "Thursday 2 October 2025"),
 # counts and amounts
 ("What did we pay for the house in Huonville?", "$565,000"),
 ("How much money did the Kermandie Foundation give us?", "$41,500 (we asked for $48,000)"),
 ("How many cider gums did we get seed from on the plateau trip?", "11"),
 # lists across chats
 ("Which species was the plateau seed project after?", "Miena cider gum, pencil pine, mountain rocket and the cushion plant Donatia novae-zelandiae"),
 ("What are our hens called?", "Marge, Dot and Beryl"),
 ("What varieties are the apple trees at our place?", "two Cox's Orange Pippins, a Sturmer Pippin, a Granny Smith, a Democrat and a Geeveston Fanny"),
 ("Which races have I run since I started training last winter?", "the Point to Pinnacle (2:38:12, November 2025) and the Cadbury half marathon (1:54:30, January 2026)"),
 ("What procedures have my parents had to have this past year?", "Dad: Mohs surgery for a basal cell carcinoma on his nose (August 2025); Mum: a catheter ablation for atrial fibrillation (14 April 2026)"),
 # latest value of something that changed
 ("What's my job now?", "Seed Bank Coordinator at the Tasmanian Seed Conservation Centre (since 2 February 2026; before that a seed collector there)"),
 ("Where do we live these days?", "Huonville (moved from a rented cottage in West Hobart in December 2025)"),
 ("How many hives has Dad got left?", "22 (down from about 40)"),
 ("What interest rate are we paying on the mortgage?", "5.59% variable with MyState (from 1 April 2026; it was 5.84%)"),
 ("When is Mum flying to Japan?", "Tuesday 13 October 2026 (moved from 21 April)"),
 # yes/no
 ("Did we get the house in Kingston?", "No (we stopped at $612,000 and it sold for $641,000)"),
 ("Did we bank any pencil pine seed?", "No (it wasn't a mast year)"),
 ("Did Dad need a skin graft on his nose?", "No (it was closed with a flap from his cheek)"),
 ("Did I get Fergus's job?", "Yes"),
 # why
 ("Why was Dad's skin cancer surgery postponed?", "he had a chest infection"),
 ("Why couldn't we use the 5% deposit scheme?", "Huonville counts as regional Tasmania, where the price cap is $550,000, and the house went over it"),
 ("Why did we end up buying in Huonville?", "Dev got a posting at the Huonville ambulance station (five minutes away, no long drives after night shifts), and it was in budget with a big block and apple trees"),
 ("Why aren't we going to New Zealand in May any more?", "the wood heater's firebox is cracked and the flue is in bad shape, so the money is going on a new heater before winter"),
 # what the assistant recommended
 ("What did you recommend when I became my old colleagues' manager?", "one-to-ones with each person in the first fortnight, acknowledging Ruby's application and giving her real responsibility, not changing much in the first month, being consistent with no favourites, and getting support from my own manager and Fergus"),
 ("What did you tell me about pruning the old apple trees?", "do the structural pruning in winter while they're dormant, spread over two or three winters, taking no more than a quarter to a third of the canopy a year, starting with dead, diseased and damaged wood, then crossing branches"),
 # inference
 ("Could we let Biscuit run loose with the chooks?", "Likely no (strong prey drive)"),
 ("Would Dad wear a hat in the sun without being nagged?", "Likely no"),
 ("Would Mum move down to the Huon to be closer to us?", "Likely no"),
 # not in the archive
 ("What's Mags's surname?", "Not mentioned in my chats"),
 ("What does Hattie's partner do?", "Not mentioned in my chats"),
]


def assistant_chats_50_at(folder):
    """The archive of CHATS_116 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a50c", CHATS_116, "claude")


@pytest.fixture(scope="module")
def assistant_chats_50(tmp_path_factory):
    return assistant_chats_50_at(tmp_path_factory.mktemp("assistant50"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_116, "assistant 50")


def test_the_archive_finds_the_seed_bank(assistant_chats_50):
    assert assistant_chats_50.search("Donatia").results
