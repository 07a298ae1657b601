"""A twenty-first written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind with its questions and gold answers before any run of
`kbsearch answer` on it, and without reading the answer rules. Its questions are read by the
developers only after its blind run. A retired secondary-school geography teacher in Hobart,
Graham, 67, a widower (his wife Margaret died in 2022) who lives in Lenah Valley with a red
kelpie, Nell, and keeps a tinnie, the Maggie Rose; his daughter Fiona lives in Coburg, Melbourne,
with Dev and their children Ruby and Oscar, and his son Callum is a cray fisherman out of Stanley
with a partner, Leah, and a son, Jack. He chats with ChatGPT from February to November 2025: a
right knee replacement (the date moved, the recovery), selling his late wife's Honda Jazz, a book
on the bay whaling stations of the D'Entrecasteaux Channel (its title, length, printer and price),
a fish hook Nell swallowed and laying up the boat, buying a second-hand caravan and a trip around
the state whose route changes when a grandchild is due, a cradle made at the men's shed, his book
launch and his volunteering at Runnymede, with facts the user updates later (the surgery date,
the Jazz price, the book's title and length, the trip's route and budget, his knee's bend).
bench/answer_conversations.py asks every question ("assistant 21")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_58 = [
 ("2025-02-03", "Getting ready for a knee replacement", [
   ("user", "G'day. I'm Graham, I'm 67 and a retired geography teacher living in Lenah Valley in Hobart. My wife Margaret died in 2022, so these days it's just me and Nell, my four-year-old red kelpie. "
            "My right knee has been bone-on-bone for a couple of years and I've finally been booked in for a total knee replacement with Mr Anand Rao at Hobart Private Hospital on Wednesday 14 May. "
            "I'm with HCF and the out-of-pocket quote is $2,950 ($2,200 for the surgeon's gap and $750 for the anaesthetist). My daughter Fiona lives in Coburg in Melbourne with her husband Dev and their two, "
            "Ruby who's 9 and Oscar who's 6, and my son Callum is a cray fisherman out of Stanley, four hours' drive away; he has a boy, Jack, who's 12. What should I be doing between now and May to get ready?"),
   ("assistant", "Well done on getting a date; for many people with advanced osteoarthritis a knee replacement makes a huge difference to pain and mobility. I'm not a doctor and can't give you medical advice for your situation, "
                 "but here's general information on how people commonly prepare. Please check anything specific with Mr Rao, your GP or a physiotherapist.\n\n"
                 "## Preparing for a total knee replacement\n\n"
                 "### 1. Start \"prehab\" now\n"
                 "Strengthening the muscles around the knee before surgery is linked with an easier recovery. Common exercises include:\n"
                 "- Quadriceps sets (tightening the thigh with the leg straight)\n"
                 "- Straight-leg raises\n"
                 "- Heel slides\n"
                 "- Seated knee extensions\n"
                 "- A stationary exercise bike, little and often\n"
                 "Ask your GP for a referral to a physiotherapist who can tailor a programme to you.\n\n"
                 "### 2. Get your general health in order\n"
                 "- Have a dental check-up: infections elsewhere in the body can be a risk for a new joint.\n"
                 "- Make a list of all your medicines and supplements; some (such as anti-inflammatories or blood thinners) may need to be stopped beforehand.\n"
                 "- If you smoke, stopping now helps wound healing.\n\n"
                 "### 3. Set up the house\n"
                 "- Remove loose rugs and clutter from walkways.\n"
                 "- Make sure you have a firm chair with arms at a good height.\n"
                 "- Consider a shower chair, a hand-held shower and a raised toilet seat.\n"
                 "- Put night lights between the bedroom and bathroom.\n"
                 "- Move things you use every day to waist height.\n\n"
                 "### 4. Arrange help for the first couple of weeks\n"
                 "You won't be able to drive for several weeks, and the first ten days at home are usually the hardest. Someone staying with you, meals in the freezer and lifts to physiotherapy appointments all help.\n\n"
                 "### 5. Sort out Nell\n"
                 "Kelpies are working dogs that need a lot of exercise, and walking a strong dog on a lead with a new knee is a real fall risk. "
                 "For the first four to six weeks consider a professional dog walker or doggy day care, or a reliable friend or neighbour who can take her out every day.\n\n"
                 "### 6. Questions to ask Mr Rao\n"
                 "- How long will I be in hospital?\n"
                 "- What will physiotherapy look like afterwards?\n"
                 "- When can I drive, and when can I kneel?\n"
                 "- How will blood clots be prevented?\n\n"
                 "### 7. Check your cover\n"
                 "Confirm with HCF exactly what is covered and ask whether inpatient rehabilitation is included if you need it.\n\n"
                 "*Your surgeon's and physiotherapist's advice should always come before anything here.*"),
   ("user", "Fiona's going to fly down for the first week or so after the op. Bev next door has said she'll walk Nell; she's walked her before when I've been up at Callum's. I'll ask my GP for a physio referral."),
   ("assistant", "That sounds like a very good set-up: family support for the first week and someone Nell already knows. A physio referral now gives you over three months of prehab, which is plenty of time to make a difference. Good luck!")],
  {"summary": "The user, Graham, 67, is a retired geography teacher in Lenah Valley, Hobart; widower (wife Margaret died in 2022); red kelpie Nell, 4; "
              "right total knee replacement with Mr Anand Rao at Hobart Private Hospital booked for 14 May 2025; HCF cover, out-of-pocket quote $2,950 ($2,200 surgeon, $750 anaesthetist); "
              "daughter Fiona in Coburg, Melbourne, with husband Dev and children Ruby (9) and Oscar (6); son Callum is a cray fisherman in Stanley, son Jack (12); "
              "the assistant suggested prehab exercises, a dental check and medicine list, setting up the house, arranging help, a dog walker or day care for Nell, questions for the surgeon and checking cover.",
   "procedures": [{"name": "Preparing for a knee replacement", "steps": ["Start prehab exercises (quad sets, straight-leg raises, heel slides, exercise bike)", "Dental check and a list of medicines",
                   "Set up the house (rugs, chair, shower chair, raised toilet seat, night lights)", "Arrange help for the first two weeks", "Dog walker or doggy day care for Nell",
                   "Questions for the surgeon", "Check the insurance cover"]}],
   "decisions": [{"decision": "Fiona to come down for the first week after the operation", "rationale": "Family help at home"},
                 {"decision": "Bev next door to walk Nell", "rationale": "She has walked Nell before"},
                 {"decision": "Ask the GP for a physio referral", "rationale": "Prehab before surgery"}],
   "outcomes": ["Knee replacement booked for 14 May 2025", "Out-of-pocket quote $2,950"]}),
 ("2025-02-20", "Selling my late wife's Honda Jazz", [
   ("user", "Another job I've been putting off. Margaret's car, a silver 2016 Honda Jazz VTi automatic with 68,000 km and a full service history, has been sitting in the garage since she died. "
            "I drive my 2018 Hilux SR5, so I don't need it, and I'd rather the money went towards a second-hand caravan for a trip around the state next spring. Similar Jazzes on Carsales are asking $13,000 to $16,500. "
            "The car was left to me and the estate's all settled, but it's still registered in Margaret's name. What should I ask for it, and how do I sell it privately without getting scammed?"),
   ("assistant", "I'm sorry for your loss. Selling a late partner's car can be harder emotionally than people expect, so take it at your own pace. Here's a practical guide.\n\n"
                 "## Selling the Jazz privately\n\n"
                 "### 1. Get the paperwork straight first\n"
                 "- Transfer the registration into your name at Service Tasmania; they will usually ask for the death certificate and proof that you are entitled to the vehicle (probate or a statutory declaration, depending on the estate).\n"
                 "- As far as I know, Tasmania doesn't require a roadworthy certificate for the private sale of a registered vehicle, but rules change, so check with Service Tasmania.\n"
                 "- Get a PPSR certificate to show buyers there is no money owing on it.\n"
                 "- Put the service books and receipts in a folder.\n\n"
                 "### 2. Price it sensibly\n"
                 "Online listings are asking prices, not sale prices. Check RedBook for a guide, then list at around $14,500 to $14,900 to leave room for negotiation; a realistic sale price is probably $13,500 to $14,000.\n\n"
                 "### 3. Prepare the car\n"
                 "A professional detail ($150 to $250) pays for itself. Take photos in good daylight, inside and out, including the odometer and service books.\n\n"
                 "### 4. Write an honest ad\n"
                 "One owner, low kilometres, full service history and garaged are all strong selling points for a Jazz. Mention any marks or scratches up front.\n\n"
                 "### 5. Stay safe\n"
                 "1. Take a photo of the buyer's licence before any test drive, and go with them.\n"
                 "2. Only hand over the keys once a bank transfer has cleared in your account.\n"
                 "3. Be wary of \"PayID\" scams, where a buyer says you must upgrade your account or pay a fee to receive the money. Banks never ask for that.\n"
                 "4. Never accept overpayment and refund the difference.\n"
                 "5. Meet in daylight with someone else at home.\n\n"
                 "### 6. After the sale\n"
                 "Lodge a notice of disposal with Service Tasmania straight away, cancel the insurance, and give the buyer a signed receipt.\n\n"
                 "*Please check current requirements on the Service Tasmania website; this is general information only.*"),
   ("user", "Done. Listed it on Carsales and Facebook Marketplace at $14,500. Already had a PayID message that smelt a mile off."),
   ("assistant", "That's the classic scam, so well spotted. Ignore or block anyone who mentions PayID upgrades or couriers. Genuine buyers will want to see the car and take it for a drive. Good luck with the sale!")],
  {"summary": "The user is selling his late wife Margaret's silver 2016 Honda Jazz VTi automatic (68,000 km, full service history) to put the money towards a second-hand caravan for a trip around Tasmania next spring; "
              "he drives a 2018 Hilux SR5; the car is still registered in Margaret's name; the assistant suggested transferring the registration at Service Tasmania, a PPSR certificate, listing at $14,500 to $14,900, "
              "a professional detail, an honest ad, safe payment (cleared bank transfer, beware PayID scams) and a notice of disposal after the sale; he listed it at $14,500.",
   "procedures": [{"name": "Selling a car privately in Tasmania", "steps": ["Transfer the registration at Service Tasmania", "Get a PPSR certificate", "Price it from RedBook and list with room to negotiate",
                   "Professional detail and daylight photos", "Write an honest ad", "Photo of the buyer's licence before a test drive", "Hand over keys only once a bank transfer has cleared",
                   "Lodge a notice of disposal"]}],
   "decisions": [{"decision": "List the Jazz at $14,500 on Carsales and Facebook Marketplace", "rationale": "Leaves room to negotiate"}],
   "outcomes": ["Jazz listed at $14,500"]}),
 ("2025-03-06", "Structuring a local history book on Channel whaling", [
   ("user", "I taught geography for 34 years, the last 16 of them at Taroona High School, and since I retired in 2019 I've been researching the shore-based bay whaling stations around the D'Entrecasteaux Channel and Storm Bay, "
            "roughly 1805 to 1860. It's partly personal: my great-great-grandfather Thomas Whitfield worked as a whaler at the Adventure Bay station on Bruny Island in the 1830s. "
            "I've got about 22,000 words drafted of a book I'm calling 'Try-Works and Tides', aiming for around 65,000. I've been working in the Tasmanian Archives reading room and on Trove. "
            "I'm stuck on structure: chronological, or station by station? And what do I need to know about pictures and publishing it myself?"),
   ("assistant", "What a wonderful project, and the family connection will give it a real heart. Here are some thoughts.\n\n"
                 "## Structure\n\n"
                 "### Option 1: Chronological\n"
                 "Follows the rise and fall of the industry from the first stations in the early 1800s to the decline. It's easy for readers to follow, but individual stations can get lost.\n\n"
                 "### Option 2: Station by station\n"
                 "A chapter for each station (for example Adventure Bay, Trywork Point, Recherche Bay). This suits a local readership, who will want to find \"their\" bay, but can be repetitive.\n\n"
                 "### Option 3: A hybrid (my suggestion)\n"
                 "An opening chapter on the whole industry, chapters on each station, and a closing chapter on the decline and what remains today. As a geographer you could also open each station chapter with a map.\n\n"
                 "## Images and permissions\n"
                 "1. In Australia, photographs taken before 1955 are generally out of copyright, but libraries and museums may still charge reproduction fees and ask for a credit line.\n"
                 "2. Keep a spreadsheet of every image: source, call number, permission, fee and credit.\n"
                 "3. Be thoughtful about material relating to palawa people and country; consider seeking advice from the Tasmanian Aboriginal Centre.\n\n"
                 "## Referencing\n"
                 "Endnotes plus a bibliography will satisfy serious readers without cluttering the text.\n\n"
                 "## Publishing it yourself\n"
                 "1. Buy an ISBN from Thorpe-Bowker.\n"
                 "2. Pay for a professional editor and a separate proofreader.\n"
                 "3. Get printing quotes early so you know your costs.\n"
                 "4. Look for local history or community grants.\n"
                 "5. Remember legal deposit: copies must go to the National Library of Australia and Libraries Tasmania.\n"
                 "6. Talk to local bookshops and historical societies about stocking it and hosting a launch.\n\n"
                 "*As an AI, I can't check what the Tasmanian Archives actually hold, so treat any station names above as examples to verify.*"),
   ("user", "Station by station it is, with a chronological opening chapter and a closing one on the decline. I'll apply for the Kingborough Council community history grant; applications close on 31 March."),
   ("assistant", "That's a solid plan. For the grant application, a clear budget (editing, printing, image fees) and a sentence on community benefit, such as copies for local schools and libraries, usually strengthen it. Good luck!")],
  {"summary": "The user, retired since 2019, is writing a local history book, working title 'Try-Works and Tides', on the shore-based bay whaling stations of the D'Entrecasteaux Channel and Storm Bay (about 1805 to 1860); "
              "about 22,000 words drafted of a target of 65,000; research in the Tasmanian Archives and on Trove; the assistant discussed chronological, station-by-station and hybrid structures, image copyright and permissions, "
              "referencing and self-publishing (ISBN, editor, printing quotes, grants, legal deposit, bookshops).",
   "procedures": [{"name": "Self-publishing a local history", "steps": ["Buy an ISBN from Thorpe-Bowker", "Pay for an editor and a proofreader", "Get printing quotes early",
                   "Apply for local grants", "Legal deposit with the National Library and Libraries Tasmania", "Talk to local bookshops and historical societies"]}],
   "decisions": [{"decision": "Station-by-station chapters with a chronological opening and a closing chapter on the decline", "rationale": "Hybrid structure"},
                 {"decision": "Apply for the Kingborough Council community history grant", "rationale": "Help with publishing costs; closes 31 March 2025"}],
   "outcomes": ["22,000 words of 65,000 drafted"]}),
 ("2025-03-27", "My knee operation has been moved", [
   ("user", "Hobart Private rang yesterday: Mr Rao's list on 14 May has been cancelled because he's going to be away at a conference in Europe, so my knee replacement is now on Wednesday 4 June, admission at 7am. "
            "Bit annoying, Fiona had already booked her flights and now she's changing them. On the bright side, I sold Margaret's Jazz last Saturday: after three weeks of tyre-kickers I dropped the price to $13,200, "
            "and a young nurse from Kingston paid $12,800 by bank transfer. Anyway, I've got three extra weeks. How should I use them for the knee? "
            "I've been doing the exercises from my physio, Sam at Lenah Valley Physio, and riding an exercise bike for 15 minutes a day."),
   ("assistant", "A delay is frustrating when you're mentally ready, but three more weeks of preparation can genuinely help. I'm not a doctor, so please run any changes past Sam first. Here are some ideas.\n\n"
                 "## Making the most of the extra time\n\n"
                 "### 1. Progress your prehab gradually\n"
                 "If Sam agrees, add light ankle weights to straight-leg raises, or increase the bike to 20 minutes. Stronger quadriceps before surgery usually means getting back on your feet sooner.\n\n"
                 "### 2. Build upper-body strength\n"
                 "You'll rely on your arms for crutches and for getting out of chairs. Seated push-ups on the arms of a chair and wall push-ups are simple options.\n\n"
                 "### 3. Practise with your walking aids\n"
                 "If you can borrow crutches or a frame, practise on the stairs and in the bathroom now, while both knees still work.\n\n"
                 "### 4. Finish setting up the house\n"
                 "Shower chair, raised toilet seat, rugs up, a firm chair. Do it now rather than the week before.\n\n"
                 "### 5. Stock the freezer\n"
                 "Cook double portions for the next few weeks and freeze them.\n\n"
                 "### 6. Do a trial run with Nell and Bev\n"
                 "Have Bev walk Nell for a few days so the routine is settled before you go into hospital.\n\n"
                 "And congratulations on selling the Jazz. Don't forget to lodge the notice of disposal with Service Tasmania if you haven't already, so you're not liable for any fines after the sale.\n\n"
                 "*Everyone's recovery is different; follow Mr Rao's and Sam's advice above anything here.*"),
   ("user", "Good reminder, I'll lodge the disposal notice tomorrow. And I'll ask Sam about the ankle weights on Monday."),
   ("assistant", "Great. You're in good shape going into this: a physio, a routine and support lined up. All the best for the 4th of June!")],
  {"summary": "The user's knee replacement was moved from 14 May to Wednesday 4 June 2025 (admission 7am) because Mr Rao's 14 May list was cancelled while he is at a conference in Europe; Fiona is changing her flights; "
              "the user sees physio Sam at Lenah Valley Physio and rides an exercise bike 15 minutes a day; the assistant suggested progressing prehab gradually, upper-body strength, practising with walking aids, "
              "finishing the house set-up, stocking the freezer and a trial run of Bev walking Nell.",
   "procedures": [{"name": "Using extra weeks before a knee replacement", "steps": ["Progress prehab gradually (ankle weights, longer bike sessions)", "Build upper-body strength",
                   "Practise with crutches or a frame", "Finish setting up the house", "Stock the freezer", "Trial run of Bev walking Nell"]}],
   "decisions": [{"decision": "Ask Sam about adding ankle weights", "rationale": "Progress prehab in the extra three weeks"}],
   "outcomes": ["Knee replacement moved to 4 June 2025"]}),
 ("2025-04-15", "Nell swallowed a fish hook, and laying up the boat", [
   ("user", "Rough weekend. On Sunday I took the tinnie out from Kingston Beach after flathead. She's the Maggie Rose, a 4.3 m Quintrex with a 40 hp Yamaha four-stroke. "
            "Nell grabbed a baited hook off the deck and swallowed it. The emergency vet at Derwent Animal Hospital got it out with an endoscope, no surgery, thank goodness, but it cost $1,380. She's fine now. "
            "Two questions: how do I stop that happening again, and what should I do to put the boat away properly, since I won't be able to tow it or launch it for a good few months after my knee op?"),
   ("assistant", "I'm glad Nell is all right; a swallowed hook is frightening, and getting her to a vet quickly was exactly the right thing to do. I'm not a vet, but here are some common-sense precautions.\n\n"
                 "## Keeping Nell safe on the boat\n"
                 "1. **Keep hooks and bait in a lidded tackle box**, never loose on the deck or seat.\n"
                 "2. **Bait up only when Nell is settled**, ideally clipped to a short tether on her mat.\n"
                 "3. **Teach a solid \"leave it\"** command on land with treats before you go out again.\n"
                 "4. **Buy a dog life jacket with a grab handle**; it also makes it easy to lift her back aboard.\n"
                 "5. **If she swallows a hook again, cut the line and don't pull**; pulling can do far more damage. Go straight to the vet.\n"
                 "6. **Bring fresh water and some shade** for her on long days.\n\n"
                 "## Laying up the Maggie Rose for winter\n"
                 "1. Flush the outboard with fresh water using muffs or a flushing port.\n"
                 "2. Have it serviced, or change the engine oil, gear oil and filter yourself. A dealer service on a 40 hp four-stroke is typically $400 to $600.\n"
                 "3. Fog the engine if it will sit for several months.\n"
                 "4. Add fuel stabiliser and run it through, or run the tank down.\n"
                 "5. Disconnect the battery and keep it on a trickle charger.\n"
                 "6. Wash the hull, and check the anodes and the bung.\n"
                 "7. Grease the trailer wheel bearings, check the tyres and the lights, and note when the trailer registration is due.\n"
                 "8. Cover it, and chock the trailer wheels.\n\n"
                 "*Yamaha's owner's manual is the final word on servicing intervals for your engine.*"),
   ("user", "I've booked the Yamaha in at Kingston Marine for a service on 2 May, $485. And Nell's getting a life jacket."),
   ("assistant", "Perfect. A fresh service now means she'll be ready to go when your knee is. Nell will look very smart in her life jacket.")],
  {"summary": "The user's kelpie Nell swallowed a baited hook on Sunday 13 April 2025 while out on his tinnie, the Maggie Rose (a 4.3 m Quintrex with a 40 hp Yamaha four-stroke), launched from Kingston Beach; "
              "the emergency vet at Derwent Animal Hospital removed it by endoscope for $1,380; the assistant suggested keeping hooks in a lidded box, baiting up when Nell is settled or tethered, teaching \"leave it\", "
              "a dog life jacket and cutting the line rather than pulling, and gave steps for laying up the boat over winter while the user recovers from knee surgery.",
   "procedures": [{"name": "Laying up an outboard boat for winter", "steps": ["Flush the outboard with fresh water", "Service it or change the oils and filter", "Fog the engine",
                   "Fuel stabiliser or run the tank down", "Battery on a trickle charger", "Wash the hull, check the anodes and the bung", "Grease the trailer bearings, check the tyres and lights",
                   "Cover it and chock the wheels"]}],
   "decisions": [{"decision": "Buy Nell a dog life jacket", "rationale": "Safety on the boat"}],
   "outcomes": ["Hook removed by endoscope, $1,380", "Nell recovered"]}),
 ("2025-05-08", "Choosing a second-hand caravan", [
   ("user", "With the money from the Jazz and some savings I've got up to $33,000 for a second-hand caravan for a trip around Tasmania in the spring, once the knee's healed. "
            "The plan is to leave around 1 October and go anticlockwise: up the east coast to Freycinet and the Bay of Fires, across to Launceston, then Stanley to see Callum and the family, "
            "then down the west coast to Strahan and home. About five weeks, budget around $5,000, and Nell's coming. I've narrowed it to two vans: "
            "a 2014 Jayco Starcraft 16 ft in Sorell for $32,500, and a 2017 Avan Aspire pop-top in Launceston for $38,900, which is over my budget. The Hilux is rated to tow 3,500 kg. What should I check?"),
   ("assistant", "Exciting! A lap of Tasmania with a caravan is a great way to spend a spring. Here's what to look at when buying second-hand.\n\n"
                 "## Inspecting a used caravan\n"
                 "1. **Water damage, first and foremost.** It's the most common and expensive problem. Take a moisture meter and check around windows, roof hatches, the front and rear corners and under the bed; "
                 "press the floor for soft spots and sniff for mustiness.\n"
                 "2. **Chassis and drawbar.** Look for rust, cracks and repaired welds.\n"
                 "3. **Weights.** Check the compliance plate for the ATM (aggregate trailer mass) and tare. Ball weight should be about 10% of the loaded weight, and it counts against the Hilux's payload.\n"
                 "4. **Brakes and bearings.** Ask when the wheel bearings were last repacked. You'll need an electronic brake controller fitted to the Hilux (typically $300 to $500 fitted).\n"
                 "5. **Tyres.** Check the date codes; caravan tyres over five or six years old should be replaced regardless of tread.\n"
                 "6. **Appliances.** Test the fridge on gas, 240 V and 12 V, the hot water and the stove, and ask for a current gas compliance certificate.\n"
                 "7. **Paperwork.** Registration, a PPSR check, service records, and ask why they're selling.\n\n"
                 "## Your two options\n"
                 "- **Jayco Starcraft 2014:** within budget, a popular model with good parts availability. Check carefully for water ingress at that age.\n"
                 "- **Avan Aspire 2017:** a pop-top tows with less wind resistance and fits in more garages, but it's $5,900 over your budget and in Launceston.\n\n"
                 "I'd suggest opening at about $30,000 on the Jayco and, if you're serious, paying for an independent pre-purchase inspection ($250 to $400).\n\n"
                 "## A note on the trip\n"
                 "Dogs aren't permitted in Tasmanian national parks, including Freycinet and Cradle Mountain-Lake St Clair, even on a lead. "
                 "Plan pet-friendly caravan parks, and arrange a kennel or sitter on days you want to walk in the parks.\n\n"
                 "*Towing rules and weights vary; check the Hilux's handbook and your insurer.*"),
   ("user", "I'll go and look at the Jayco on Saturday with a moisture meter and offer $30,000. Didn't know about the dogs and national parks, that'll change a few things."),
   ("assistant", "Good plan. Take someone with you if you can, and don't be afraid to walk away if the moisture readings are high. Let me know how you go.")],
  {"summary": "The user has up to $33,000 for a second-hand caravan for a trip around Tasmania in spring 2025 once his knee heals: leaving around 1 October, anticlockwise via the east coast (Freycinet, Bay of Fires), "
              "Launceston, Stanley to see Callum's family, the west coast (Strahan) and home; about five weeks, budget about $5,000; Nell is coming; options: a 2014 Jayco Starcraft 16 ft in Sorell at $32,500 "
              "or a 2017 Avan Aspire pop-top in Launceston at $38,900; the Hilux tows 3,500 kg; the assistant listed checks (water damage with a moisture meter, chassis, weights, brakes and bearings, tyres, appliances, paperwork), "
              "suggested offering about $30,000 and a pre-purchase inspection, and noted that dogs are not allowed in Tasmanian national parks.",
   "procedures": [{"name": "Inspecting a used caravan", "steps": ["Water damage (moisture meter around windows, hatches, corners)", "Chassis and drawbar", "Weights: ATM, tare, ball weight",
                   "Brakes and bearings; brake controller for the tow vehicle", "Tyre date codes", "Appliances and gas compliance certificate", "Registration, PPSR, service records"]}],
   "decisions": [{"decision": "View the Jayco Starcraft on Saturday with a moisture meter and offer $30,000", "rationale": "Within budget"}],
   "outcomes": ["Trip planned to leave about 1 October 2025, anticlockwise, about five weeks, budget about $5,000"]}),
 ("2025-05-29", "Last preparations before my knee replacement", [
   ("user", "The op's next Wednesday, the 4th, admission 7am at Hobart Private. Fiona flies in on Monday. Bev's all set to walk Nell twice a day. "
            "I've just finished the rocking horse I've been making at the Lenah Valley Men's Shed for Oscar's birthday, so that's posted off to Melbourne. "
            "And I bought the Jayco: the moisture meter found a damp patch under the front window, which I used to haggle, and we settled at $31,000. I'll get the window resealed later. "
            "What should I pack for hospital, and is there anything I've forgotten?"),
   ("assistant", "You're very well organised! Here's a checklist. As always, I'm not a doctor, and the hospital's own admission instructions come first.\n\n"
                 "## What to pack\n"
                 "- Loose shorts or wide track pants that fit over a bulky dressing\n"
                 "- Button-up shirts and a light dressing gown\n"
                 "- Firm, non-slip shoes with backs (not scuffs or slippers); allow for swelling\n"
                 "- Toiletries, glasses, hearing aids if you use them\n"
                 "- A list of your medicines and doses\n"
                 "- Medicare and HCF cards\n"
                 "- Phone with a long charging cable\n"
                 "- A book or a tablet, and earplugs\n\n"
                 "## The days before\n"
                 "1. Follow the fasting instructions exactly.\n"
                 "2. Stop any medicines you've been told to stop, on the day you were told.\n"
                 "3. If you were given an antiseptic wash, use it as directed.\n"
                 "4. Don't shave your leg; the hospital will do it if needed.\n\n"
                 "## At home, ready for your return\n"
                 "- A clear path from the car to your chair and bed\n"
                 "- Meals in the freezer and ice packs in the freezer\n"
                 "- Pain relief and dressings collected from the pharmacy\n"
                 "- The car seat pushed right back for the drive home\n\n"
                 "## The caravan\n"
                 "Congratulations on the Jayco. Leave it parked until your surgeon clears you; hitching up involves crouching and winding the jockey wheel, which isn't for a new knee.\n\n"
                 "*Wishing you a smooth operation and recovery.*"),
   ("user", "Thanks, that's all sorted. I'll report back afterwards."),
   ("assistant", "Please do. All the best for Wednesday, Graham.")],
  {"summary": "The user's knee replacement is on Wednesday 4 June 2025, admission 7am at Hobart Private; Fiona flies in on the Monday before; Bev will walk Nell twice a day; "
              "the assistant gave a hospital packing list, steps for the days before (fasting, stopping medicines as instructed, antiseptic wash, not shaving), preparations at home for his return, "
              "and advised leaving the caravan parked until the surgeon clears him.",
   "procedures": [{"name": "Packing for a knee replacement", "steps": ["Loose shorts or wide track pants", "Button-up shirts and a dressing gown", "Firm non-slip shoes with backs",
                   "Toiletries and glasses", "List of medicines", "Medicare and HCF cards", "Phone with a long charging cable", "A book and earplugs"]}],
   "outcomes": ["Ready for surgery on 4 June 2025"]}),
 ("2025-06-25", "Three weeks after my knee replacement", [
   ("user", "Update: the op went ahead on Wednesday the 4th and I came home on Sunday the 8th, four nights in. Fiona stayed ten days all told and flew home on the 12th, bless her. "
            "Since then Ken from the men's shed has been driving me to physio twice a week. My bend is at 85 degrees; Sam wants 110 by my six-week review with Mr Rao on 16 July. "
            "Nights are the worst: the knee swells and aches and my sleep is rubbish. Questions: how do I get a better night's sleep, when can I drive again, when can I tow the caravan, "
            "and when can I get back in the boat?"),
   ("assistant", "Well done on getting through the first three weeks; they're widely considered the toughest part. "
                 "I'm not a doctor and can't assess your knee, so please treat this as general information and check the specifics with Mr Rao and Sam.\n\n"
                 "## Sleeping better\n"
                 "1. **Time your pain relief** as prescribed so it's working when you go to bed.\n"
                 "2. **Ice for 20 minutes** before bed.\n"
                 "3. **Elevate the whole leg** on pillows, but don't put a pillow just under the knee; it encourages the knee to stiffen in a bent position.\n"
                 "4. **Sleep on your back or on your good side** with a pillow between your knees.\n"
                 "5. **Keep a routine**: the same bedtime, no screens for the last half hour.\n\n"
                 "## Warning signs\n"
                 "Seek urgent care for calf pain or swelling, shortness of breath or chest pain (possible blood clot), fever, or a red, hot or weeping wound.\n\n"
                 "## Driving\n"
                 "After a right knee replacement many surgeons allow driving at around four to six weeks, once you can do an emergency stop comfortably and are off strong painkillers. "
                 "Your insurer may also have conditions. Mr Rao should clear you first.\n\n"
                 "## Towing the caravan\n"
                 "Towing adds hitching, winding the jockey wheel, crouching to connect chains and reversing with your body twisted. Many people wait eight to twelve weeks; ask at your review.\n\n"
                 "## The boat\n"
                 "Climbing in and out of a tinnie, wet surfaces and twisting to launch and retrieve are demanding on a new knee. Around three months is a common guide, and go with someone the first time.\n\n"
                 "## Your bend\n"
                 "85 degrees at three weeks is a reasonable place to be; 110 degrees at six weeks is a common target. Heel slides and the exercise bike are your friends.\n\n"
                 "*Please follow your surgical team's advice over these general guidelines.*"),
   ("user", "OK. I'll ask Mr Rao about towing on the 16th."),
   ("assistant", "Good idea. Write your questions down before the appointment so nothing gets forgotten. Keep going with the exercises; you're doing well.")],
  {"summary": "The user had his right knee replacement on 4 June 2025 and was discharged on 8 June after four nights; at three weeks his knee bends to 85 degrees and physio Sam wants 110 by the six-week review with Mr Rao on 16 July 2025; "
              "he sleeps poorly because of night swelling; the assistant suggested timing pain relief, ice, elevating the whole leg (no pillow under the knee), sleeping position and routine, listed warning signs of a clot or infection, "
              "and gave general guides: driving at about four to six weeks once cleared, towing at about eight to twelve weeks, the boat at about three months.",
   "procedures": [{"name": "Sleeping better after a knee replacement", "steps": ["Time pain relief before bed", "Ice for 20 minutes", "Elevate the whole leg, no pillow under the knee",
                   "Sleep on the back or good side with a pillow between the knees", "Keep a bedtime routine"]}],
   "decisions": [{"decision": "Ask Mr Rao about towing at the six-week review on 16 July", "rationale": "Plan the caravan trip"}],
   "outcomes": ["Knee replacement done 4 June 2025", "Home 8 June 2025", "Bend 85 degrees at three weeks"]}),
 ("2025-07-22", "Printing quotes for my whaling book", [
   ("user", "The book's finished! 71,000 words in the end, with 46 images and 6 maps I drew myself. I've changed the title too: it's now 'Oil on the Water: Bay Whaling in the Channel and Storm Bay, 1805-1860'. "
            "'Try-Works and Tides' sounded like a pub. And I got the Kingborough Council grant, $2,500, which came through in June. I've got three quotes for a 248-page paperback with a 16-page colour section, 300 copies: "
            "Derwent Print Co in Moonah, $6,150; Tamar Valley Press in Launceston, $5,640 plus freight; or print-on-demand through IngramSpark at about $14.90 a copy plus postage. Which should I go with, and what should I charge?"),
   ("assistant", "Congratulations on finishing, that's a huge achievement! And 'Oil on the Water' is a much stronger title. Let's look at the numbers.\n\n"
                 "## Cost per copy\n"
                 "| Option | Total for 300 | Per copy |\n"
                 "|---|---|---|\n"
                 "| Derwent Print Co | $6,150 | $20.50 |\n"
                 "| Tamar Valley Press | $5,640 + freight | $18.80 + freight |\n"
                 "| IngramSpark (print on demand) | no upfront cost | about $14.90 + postage |\n\n"
                 "## Things beyond price\n"
                 "1. **Proofs.** With 46 images and a colour section, seeing a physical proof matters. A local printer lets you check it in person.\n"
                 "2. **Freight.** Freight from Launceston for 300 books could narrow the gap.\n"
                 "3. **Colour quality.** Print-on-demand colour can be variable, and it's built for online sales, not for boxes of books at a launch.\n"
                 "4. **Turnaround.** Ask each printer for a delivery date; you'll want books in hand well before a launch.\n\n"
                 "## Pricing\n"
                 "Bookshops usually take 40% of the retail price. Local histories of this size typically sell for $35 to $45. I'd suggest a retail price of **$39.95**: through a shop you'd receive about $24 a copy, "
                 "which covers your print cost, and direct sales at talks and launches give you the full price.\n\n"
                 "## Don't forget\n"
                 "- ISBN and barcode on the back cover\n"
                 "- Legal deposit copies to the National Library of Australia and Libraries Tasmania\n"
                 "- Acknowledge the Kingborough Council grant as your grant conditions require, often with the council's logo\n\n"
                 "*I can't verify these printers' work; ask each for samples of a similar book.*"),
   ("user", "Going with Derwent Print Co. It's $510 dearer than Launceston before freight, but they're ten minutes away in Moonah so I can check the proofs in person, and they printed the Taroona Historical Society's book beautifully. "
            "I'll have a think about the price."),
   ("assistant", "Sounds like a sound choice for an illustrated book. Ask them for a printed colour proof of the image section as well as the PDF proofs. Let me know when you've settled on a price and a launch date!")],
  {"summary": "The user finished his book at 71,000 words with 46 images and 6 maps he drew; retitled 'Oil on the Water: Bay Whaling in the Channel and Storm Bay, 1805-1860' (was 'Try-Works and Tides'); "
              "received a $2,500 Kingborough Council grant in June 2025; quotes for 300 copies of a 248-page paperback: Derwent Print Co (Moonah) $6,150, Tamar Valley Press (Launceston) $5,640 plus freight, "
              "IngramSpark print-on-demand about $14.90 a copy; the assistant compared cost per copy, proofs, freight, colour quality and turnaround, and suggested a retail price of $39.95.",
   "decisions": [{"decision": "Print 300 copies with Derwent Print Co in Moonah for $6,150", "rationale": "Local, so proofs can be checked in person; they printed the Taroona Historical Society's book beautifully"}],
   "outcomes": ["Manuscript finished at 71,000 words", "Title: 'Oil on the Water'", "Grant of $2,500 received"]}),
 ("2025-08-14", "Changing the route of my caravan trip", [
   ("user", "Knee news: at the six-week review on 16 July Mr Rao was very happy. The bend's now 115 degrees, I was cleared to drive from 18 July, and I can tow from the start of September if Sam agrees. "
            "Family news: Callum and Leah are expecting a baby, due on 12 October, and Callum's asked if I can be in Stanley for a couple of weeks around then to help look after Jack while he's at sea and Leah's in hospital. "
            "So I'm changing the trip. Instead of the east coast first, I'll go straight up to Stanley, leaving Monday 22 September, stay through the birth, then come home down the west coast via Strahan. "
            "The east coast can wait till next autumn. Budget's now $5,500, for about six and a half weeks. Can you suggest stops on the way up and on the way home? Nell's coming, of course."),
   ("assistant", "Congratulations on the knee and on the coming grandchild! Here's a suggested route. Distances and times are approximate, and with a new knee I'd keep driving stints to about two hours.\n\n"
                 "## Hobart to Stanley\n"
                 "1. **Day 1: Hobart to Ross** (about 1.5 hours). A short first day to settle into towing. Ross has a caravan park by the historic bridge.\n"
                 "2. **Days 2-3: Ross to Deloraine** (about 1.5 hours). Two nights to rest; a pleasant town on the Meander River.\n"
                 "3. **Day 4: Deloraine to Stanley** (about 2.5 hours) along the Bass Highway.\n\n"
                 "## Stanley to Hobart down the west coast\n"
                 "1. **Stanley to Strahan via the Murchison Highway** (about 4 hours), perhaps with a night at Tullah or Zeehan to break it up.\n"
                 "2. **Strahan** (2-3 nights). The Gordon River cruise doesn't take dogs, so you'd need a kennel or sitter for Nell that day.\n"
                 "3. **Queenstown** for a look at the mining landscape, an interesting one for a geographer.\n"
                 "4. **Derwent Bridge** (1-2 nights), near Lake St Clair. Remember dogs aren't allowed in the national park, so stay outside it.\n"
                 "5. **Home via the Lyell Highway** and New Norfolk.\n\n"
                 "I wouldn't take a caravan on the Western Explorer (the unsealed road through the Tarkine via Corinna).\n\n"
                 "## Budget check\n"
                 "- Fuel: a Hilux towing uses roughly 16 to 18 L/100 km; about 1,800 km comes to roughly $600 to $700.\n"
                 "- Caravan parks: powered sites are usually $40 to $55 a night, so about $1,800 to $2,500 for 45 nights.\n"
                 "- Food, outings and a kennel day: the rest.\n"
                 "$5,500 is workable, but I'd keep a 10-15% contingency for repairs.\n\n"
                 "*Check each park's pet policy when booking.*"),
   ("user", "Perfect. Ross, then Deloraine, then Stanley. I'll book the Stanley Cabin and Tourist Park for four weeks from the 25th."),
   ("assistant", "Lovely. Four weeks at Stanley gives a good margin if the baby is late. Enjoy the trip, and give Jack a hand with the fishing!")],
  {"summary": "At his six-week review on 16 July 2025 the user's knee bent to 115 degrees; he was cleared to drive from 18 July 2025 and can tow from September if the physio agrees; Callum and Leah's baby is due 12 October 2025; "
              "the user changed the caravan trip: straight to Stanley first, leaving Monday 22 September 2025, staying through the birth to help with Jack, then home down the west coast via Strahan; the east coast dropped until next autumn; "
              "budget now $5,500 for about six and a half weeks; the assistant suggested Ross, Deloraine and Stanley on the way up, the Murchison Highway to Strahan with a night at Tullah or Zeehan, Queenstown, "
              "Derwent Bridge and home via the Lyell Highway, advised against the Western Explorer with a caravan, and estimated fuel and caravan park costs.",
   "decisions": [{"decision": "Go straight to Stanley first, leaving 22 September 2025, and come home via the west coast; drop the east coast",
                  "rationale": "Be in Stanley for the baby due 12 October and help look after Jack"},
                 {"decision": "Stops at Ross and Deloraine on the way up; Stanley Cabin and Tourist Park booked for four weeks from 25 September", "rationale": "Short driving days with a new knee"}],
   "outcomes": ["Knee bend 115 degrees", "Cleared to drive from 18 July 2025", "Trip budget $5,500"]}),
 ("2025-08-28", "Making a Huon pine cradle at the men's shed", [
   ("user", "The blokes at the Lenah Valley Men's Shed reckon I should make a cradle for Callum and Leah's baby. I've bought some lovely old Huon pine, recovered timber from a salvage dealer in Geeveston, $420 for enough to do the job. "
            "Kneeling is still out with the knee, so I'll be working at the bench. I'd like it to rock. Is there anything about safety I need to know, so it's actually safe to put a baby in?"),
   ("assistant", "What a beautiful idea, a Huon pine cradle will be a family heirloom. Safety really matters here, so here are the main points. Please also check the current guidance from Product Safety Australia (the ACCC) "
                 "and Red Nose's safe sleeping advice, because I can't inspect your design.\n\n"
                 "## Safety points for a baby's cradle\n"
                 "1. **Mattress fit.** Use a firm, flat mattress that fits snugly, with no gap at the sides where a baby's face or head could get trapped.\n"
                 "2. **Depth.** The sides should be deep enough above the mattress that the baby can't roll or wriggle out.\n"
                 "3. **Spindle spacing.** Gaps between bars should be between 50 and 95 mm, the range used in the cot standard, so that a head or limb can't be trapped.\n"
                 "4. **No catch points.** Avoid cut-outs, knobs, decorative finials or corner posts that could catch clothing.\n"
                 "5. **A way to stop the rocking.** Red Nose advises a flat, stable sleep surface, so fit a locking pin that holds the cradle level whenever the baby sleeps unattended.\n"
                 "6. **Stability.** A wide base, and test it doesn't tip when you lean on one side.\n"
                 "7. **Finish.** A non-toxic, food-safe oil or finish; no old paints.\n"
                 "8. **Outgrowing it.** Stop using it once the baby can roll over or push up, typically by four to five months.\n\n"
                 "## For the woodwork\n"
                 "Huon pine is soft and oily, so it sands beautifully but dents easily, and glue can struggle on oily surfaces; wipe joints with a solvent first and test on an offcut.\n\n"
                 "If you'd rather avoid the safety questions altogether, a smaller display or doll's cradle is an option, but with care a real one is very achievable."),
   ("user", "Spindles at 60 mm, a locking pin, and a proper fitted mattress from a baby shop. Finished with food-safe oil. Should be done before I head off on the 22nd."),
   ("assistant", "That covers the main risks well. Take a photo of it in the workshop before it goes; the family will treasure that too.")],
  {"summary": "The user is making a rocking Huon pine cradle for Callum and Leah's baby at the Lenah Valley Men's Shed, with recovered Huon pine from a salvage dealer in Geeveston ($420); he still can't kneel; "
              "the assistant listed safety points (snug firm mattress, depth, spindle gaps 50 to 95 mm, no catch points, a locking pin to stop rocking, stability, a food-safe finish, stop using it by four to five months) "
              "and tips for gluing oily Huon pine, and mentioned a display cradle as an alternative.",
   "procedures": [{"name": "Safety points for a home-made cradle", "steps": ["Firm, snug-fitting mattress", "Sides deep enough", "Spindle gaps 50 to 95 mm", "No catch points",
                   "Locking pin to stop the rocking", "Wide, stable base", "Non-toxic food-safe finish", "Stop using it once the baby can roll"]}],
   "decisions": [{"decision": "Spindles at 60 mm, a locking pin, a fitted mattress from a baby shop and food-safe oil", "rationale": "Safe for a real baby"}]}),
 ("2025-09-10", "A speech for my book launch", [
   ("user", "The books arrived from Derwent Print Co on Tuesday the 2nd and they look wonderful. The launch is at Fullers Bookshop in Collins Street on Thursday 18 September at 6pm. "
            "Dr Helen Crowe from the Taroona Historical Society is launching it, and I have to say a few words after her, about five minutes. I've set the price at $35, not the $39.95 you suggested; "
            "people round here won't pay forty dollars for a local history. I'd like to thank Margaret, who used to come to the archives with me, and the council for the grant, and tell the story of Thomas Whitfield. "
            "Could you draft a speech? And a separate question: I've been a volunteer guide at Runnymede on Sunday afternoons since 2020 and I love it, but with the launch and the trip should I step back?"),
   ("assistant", "Congratulations, Graham! Here's a draft you can put into your own words.\n\n"
                 "## A five-minute launch speech\n\n"
                 "**Thank-yous (1 minute)**\n"
                 "\"Thank you, Helen, for those generous words, and thank you all for coming. Thanks to Fullers for hosting us, to Kingborough Council, whose grant made this book possible, "
                 "and to Derwent Print Co, who made it look far better than my typescript deserved.\"\n\n"
                 "**Margaret (1 minute)**\n"
                 "\"Most of all I want to thank Margaret. For years she sat beside me in the archives, reading faded handwriting I'd long given up on. She didn't live to see this book, but it's as much hers as mine.\"\n\n"
                 "**Thomas Whitfield (2 minutes)**\n"
                 "\"In the 1830s a young man called Thomas Whitfield rowed out of Adventure Bay after whales. He was my great-great-grandfather...\" Tell the story briefly, and end on why these places still matter.\n\n"
                 "**Close (1 minute)**\n"
                 "\"The stations are mostly gone now, a few bricks and some try-pots, but the bays remember. I hope this book helps you remember them too. I'll be at the table signing copies, so come and say hello.\"\n\n"
                 "## Tips\n"
                 "1. Print it in large type and number the pages.\n"
                 "2. Read it aloud twice and time it.\n"
                 "3. Have a glass of water handy, and a tissue in your pocket for the bit about Margaret.\n\n"
                 "## Runnymede\n"
                 "You don't need to give it up. Most volunteer programmes are happy to give regular guides a leave of absence. Tell the coordinator your dates and ask to be taken off the roster while you're away."),
   ("user", "Lovely, thank you. I'll ask the Runnymede coordinator for leave from 21 September until mid-November."),
   ("assistant", "Perfect. Enjoy the launch; it's a night to be proud of.")],
  {"summary": "The user's book arrived from Derwent Print Co on 2 September 2025; the launch is at Fullers Bookshop, Collins Street, on Thursday 18 September 2025 at 6pm, launched by Dr Helen Crowe of the Taroona Historical Society; "
              "he set the price at $35; he has been a volunteer guide at Runnymede on Sunday afternoons since 2020; the assistant drafted a five-minute speech (thank-yous, Margaret, Thomas Whitfield, a close) "
              "with tips, and suggested asking Runnymede for a leave of absence rather than giving it up.",
   "decisions": [{"decision": "Book price $35", "rationale": "Local buyers won't pay forty dollars for a local history"},
                 {"decision": "Ask the Runnymede coordinator for leave from 21 September to mid-November", "rationale": "The caravan trip"}],
   "outcomes": ["Books delivered 2 September 2025", "Launch on 18 September 2025 at Fullers Bookshop"]}),
 ("2025-10-20", "From Stanley: the water pump and the Western Explorer", [
   ("user", "Writing from Stanley. Big news first: Leah had a little girl, Isla, on Thursday the 9th, three days early, 3.4 kg, and both are well. So that makes four grandchildren now. The cradle was a hit. "
            "Jack and I have been fishing off the wharf every afternoon while Callum's out. The launch went really well too: we sold 96 copies on the night and Fullers took another 40 on consignment. "
            "The annoying bit: the caravan's water pump died, and a bloke in Smithton replaced it for $290. I've stayed a week longer than planned, and I'm thinking of heading south on Friday the 31st. "
            "Callum reckons the Western Explorer through the Tarkine via Corinna would be the scenic way to Strahan. Can I take the Jayco that way?"),
   ("assistant", "Congratulations on Isla's arrival! What lovely news, and what a special time to be in Stanley.\n\n"
                 "## The Western Explorer with a caravan\n"
                 "I'd advise against it. It is spectacular, but:\n"
                 "1. **Long unsealed sections**: gravel, corrugations, steep grades and tight bends.\n"
                 "2. **No fuel, few services and patchy or no phone coverage** for long stretches.\n"
                 "3. **The Fatman Barge at Corinna** has vehicle length and weight limits, and a car plus a 16 ft van may not fit; check before even considering it.\n"
                 "4. **Help is a long way off** if something goes wrong, and your knee doesn't need a tyre change on gravel.\n\n"
                 "## A better route for the van\n"
                 "Take the sealed **Murchison Highway** from near Burnie south past the Waratah turn-off, through Tullah and Rosebery to Zeehan and Strahan. A night at Tullah by Lake Rosebery breaks it up nicely.\n\n"
                 "## Seeing the Tarkine anyway\n"
                 "Leave the van at Stanley and do a day trip in the Hilux to Arthur River and the Edge of the World, or a short section of the Tarkine Drive loop.\n\n"
                 "## Caravan tip\n"
                 "Carry a spare fuse and the pump's make and model; a failed water pump is often just a fuse or a pressure switch.\n\n"
                 "*Road conditions change; check with Parks and Wildlife Service Tasmania and the Corinna operators before any unsealed travel.*"),
   ("user", "Fair enough. Murchison Highway it is, with a night at Tullah, and I'll do Arthur River as a day trip with Jack before I go."),
   ("assistant", "Jack will love that. Safe travels down the west coast, and give Isla a cuddle from me!")],
  {"summary": "Writing from Stanley, the user reports that Callum and Leah's daughter Isla was born on 9 October 2025 (three days early, 3.4 kg); the cradle was a hit; he asked about taking the Jayco on the Western Explorer to Strahan; "
              "the assistant advised against it (unsealed sections, no fuel or phone coverage, barge limits at Corinna, remote) and suggested the Murchison Highway with a night at Tullah, a day trip to Arthur River without the van, "
              "and carrying a spare fuse for the water pump.",
   "decisions": [{"decision": "Take the Murchison Highway to Strahan with a night at Tullah, not the Western Explorer", "rationale": "Unsealed, remote road not suited to a caravan"},
                 {"decision": "Day trip to Arthur River with Jack", "rationale": "See the Tarkine without the van"}],
   "outcomes": ["Granddaughter Isla born 9 October 2025, 3.4 kg"]}),
 ("2025-11-18", "Home from the caravan trip, and Christmas plans", [
   ("user", "Home again! Got back on Thursday the 6th with 2,140 km on the trip meter. It was wonderful: a night at Ross and two at Deloraine on the way up, five weeks in Stanley, a freezing night at Tullah, "
            "three nights at Strahan (Nell went to a kennel the day I did the Gordon River cruise) and two nights at Derwent Bridge. I spent $6,240 all up, over my $5,500 budget: the water pump and the extra week in Stanley did it, "
            "and diesel on the west coast was $2.25 a litre. The knee's at 120 degrees now and I can get in and out of the boat. Now Christmas: Fiona, Dev and the kids are coming to Hobart on Saturday 20 December for a week. "
            "Ruby's mad about animals and wants to be a vet; Oscar's into anything with wheels. Can you suggest a few outings? And could you help me look back over what this year has cost me?"),
   ("assistant", "Welcome home! It sounds like a trip to remember. Here are some ideas.\n\n"
                 "## Christmas outings in and around Hobart\n"
                 "1. **Bonorong Wildlife Sanctuary** at Brighton, perfect for Ruby: wombats, Tasmanian devils and a night tour if she's old enough.\n"
                 "2. **Tasmanian Transport Museum** at Glenorchy for Oscar: steam trains and old buses, with rides on some operating days.\n"
                 "3. **kunanyi/Mount Wellington**: a drive to the summit for the view (take jackets, even in December).\n"
                 "4. **Salamanca Market** on the Saturday morning.\n"
                 "5. **A short trip in the Maggie Rose** on a calm day, with a life jacket for every child and Nell.\n"
                 "6. **Tasmanian Museum and Art Gallery**, free entry and good on a rainy day.\n\n"
                 "## Your year in numbers\n"
                 "Based on what you've told me:\n"
                 "| Item | Amount |\n"
                 "|---|---|\n"
                 "| Knee replacement out-of-pocket | -$2,950 |\n"
                 "| Nell's fish hook | -$1,380 |\n"
                 "| Boat service | -$485 |\n"
                 "| Caravan | -$31,000 |\n"
                 "| Caravan trip | -$6,240 |\n"
                 "| Book printing | -$6,150 |\n"
                 "| Huon pine for the cradle | -$420 |\n"
                 "| Kingborough Council grant | +$2,500 |\n"
                 "| Sale of the Jazz | +$12,800 |\n\n"
                 "That's a net outlay of about $33,325, most of it the caravan, which keeps much of its value. Book sales will also bring some money back.\n\n"
                 "*I'm not a financial adviser; an accountant can tell you whether any book income needs declaring.*"),
   ("user", "Ha, put like that it's a lot. Worth every cent though. Bonorong and the trains it is."),
   ("assistant", "It sounds like a year well spent. Enjoy Christmas with Fiona and the family!")],
  {"summary": "The user got home from the caravan trip on 6 November 2025 after 2,140 km; he spent $6,240, over his $5,500 budget; his knee bends to 120 degrees and he can get in and out of the boat; "
              "Fiona, Dev and the children come to Hobart on 20 December 2025 for a week; Ruby loves animals and wants to be a vet, Oscar likes anything with wheels; "
              "the assistant suggested Bonorong Wildlife Sanctuary, the Tasmanian Transport Museum, kunanyi/Mount Wellington, Salamanca Market, a trip in the Maggie Rose and TMAG, and tabulated the year's costs.",
   "decisions": [{"decision": "Take the family to Bonorong and the Tasmanian Transport Museum at Christmas", "rationale": "Ruby loves animals; Oscar loves wheels"}],
   "outcomes": ["Home 6 November 2025", "Trip cost $6,240", "Knee bend 120 degrees"]}),
]

QUESTIONS_58 = [
 # single facts the user said about himself
 ("What's my kelpie called?", "Nell"),
 ("What's my boat called?", "the Maggie Rose"),
 ("Where does my daughter live?", "Coburg, Melbourne"),
 ("What does my son do for a living?", "cray fisherman out of Stanley"),
 ("Which school did I teach at last?", "Taroona High School"),
 ("Who's my knee surgeon?", "Mr Anand Rao"),
 ("Which of my ancestors was a whaler?", "my great-great-grandfather Thomas Whitfield, at Adventure Bay on Bruny Island"),
 ("What did Nell swallow?", "a baited fish hook"),
 ("Who launched my book?", "Dr Helen Crowe of the Taroona Historical Society"),
 # when
 ("When did I have my knee replacement?", "4 June 2025"),
 ("When did I sell Margaret's Jazz?", "Saturday 22 March 2025"),
 ("When did Nell swallow the fish hook?", "Sunday 13 April 2025"),
 ("When was Isla born?", "9 October 2025"),
 ("When was my book launch?", "Thursday 18 September 2025, 6pm"),
 ("When did I get home from the caravan trip?", "Thursday 6 November 2025"),
 # how much / how many
 ("How much did I get for Margaret's Jazz?", "$12,800"),
 ("How much did I pay for the caravan?", "$31,000"),
 ("How much was the vet bill for Nell's fish hook?", "$1,380"),
 ("How many copies of my book did we sell at the launch?", "96"),
 ("How much did the caravan trip cost me all up?", "$6,240"),
 # lists across chats
 ("What are my grandchildren's names?", "Ruby, Oscar, Jack and Isla"),
 ("What have I made at the men's shed?", "a rocking horse for Oscar and a Huon pine cradle for Isla"),
 ("Who helped me out after my knee operation?", "Fiona (stayed ten days), Bev next door (walked Nell) and Ken from the men's shed (drove me to physio)"),
 ("Where did I stay on the caravan trip?", "Ross, Deloraine, Stanley, Tullah, Strahan and Derwent Bridge"),
 # latest value of something that changed
 ("What's my book called?", "Oil on the Water: Bay Whaling in the Channel and Storm Bay, 1805-1860"),
 ("How many words is my book?", "71,000"),
 ("How far does my knee bend now?", "120 degrees"),
 ("What was my budget for the caravan trip?", "$5,500"),
 # yes/no
 ("Did I go up the east coast on the caravan trip?", "No"),
 ("Did I go with the cheapest printing quote?", "No"),
 ("Did I take the caravan on the Western Explorer?", "No"),
 # why
 ("Why was my knee operation moved?", "Mr Rao was going to be away at a conference in Europe, so his 14 May list was cancelled"),
 ("Why did I change the route of the caravan trip?", "to be in Stanley for Callum and Leah's baby (due 12 October) and help look after Jack"),
 ("Why did I go over budget on the trip?", "the water pump ($290), the extra week in Stanley and dear diesel on the west coast"),
 # what the assistant recommended
 ("What price did ChatGPT suggest for my book?", "$39.95"),
 ("What did ChatGPT suggest for Nell while I recovered from the operation?", "a professional dog walker or doggy day care (or a reliable friend or neighbour)"),
 # inference
 ("Could I take Nell on a walk at Cradle Mountain?", "Likely no"),
 ("Would Ruby enjoy a day at Zoodoo Zoo?", "Likely yes"),
 # not in the archive
 ("What colour is my Hilux?", "Not mentioned in my chats"),
 ("How much is my men's shed membership?", "Not mentioned in my chats"),
]


def assistant_chats_21_at(folder):
    """The archive of CHATS_58 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a21c", CHATS_58, "chatgpt")


@pytest.fixture(scope="module")
def assistant_chats_21(tmp_path_factory):
    return assistant_chats_21_at(tmp_path_factory.mktemp("assistant21"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_58, "assistant 21")


def test_the_archive_finds_the_whaling_ancestor(assistant_chats_21):
    assert assistant_chats_21.search("Whitfield").results
