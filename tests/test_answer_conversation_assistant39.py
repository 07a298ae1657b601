"""A thirty-ninth written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind with its questions and gold answers before any run of
`kbsearch answer` on it, and without reading the answer rules. It is HELD OUT: bench/answer_conversations.py
measures it, and its questions are never read one by one by the developers. A coffee cupper in
Turrialba, Costa Rica, Yorleny Brenes, 38, the quality analyst at Beneficio Cerro Alto, a coffee mill
outside the town, who lives with her husband Randall, who runs his own motorcycle workshop, their
children Valeria and Emiliano, and Chayote, a rescued mutt. She chats with ChatGPT from March 2024 to
February 2025: solar panels for the house (three quotes, an installation date that slips while ICE
approves the interconnection, an extra for weak rafters, ash from the volcano on the panels and the
bill that falls), Chayote's tick fever and a tick preventive that is switched, her father's cataracts
(a private operation on one eye that is postponed, then the Caja's on the other), a birding course at
CATIE and her first quetzal in San Gerardo de Dota, where to put her savings and her aguinaldo, and a
promotion she first turns down and then accepts, with facts the user updates later (the solar cost,
the installation date, the operation date, the tick preventive, the species count, the job).
bench/answer_conversations.py asks every question ("assistant 39")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_94 = [
 ("2024-03-10", "Are solar panels worth it for our house in Turrialba?", [
   ("user", "Hola! I'm Yorleny. I work as a coffee cupper, the quality analyst at Beneficio Cerro Alto, a coffee mill just outside Turrialba, so my job is basically tasting and scoring every lot that comes in. "
            "At home it's me, my husband Randall, who has his own motorcycle repair workshop, Taller Mora, right next to the house, our kids Valeria (13) and Emiliano (8), and our dog Chayote. "
            "Our ICE electricity bill averages about ₡68,000 a month, roughly 410 kWh. A company called Energía Verde Cartago came round and quoted ₡4,850,000 for a 3.3 kW system: six 550 W panels with a Huawei inverter, "
            "connected to the grid, no batteries. Is it worth it? The roof is zinc sheeting, about 15 years old."),
   ("assistant", "Solar can make a lot of sense in Costa Rica, but whether it's worth it for you depends on a few numbers and on the quality of the installation. Here's how to think it through.\n\n"
                 "## 1. A rough payback estimate\n"
                 "- Your current spend: about ₡68,000 x 12 = **₡816,000 a year**.\n"
                 "- A 3.3 kW system in a cloudy, rainy area like Turrialba might cover roughly 65 to 80% of 410 kWh a month, so a saving of perhaps **₡530,000 to ₡650,000 a year** (you'll still pay fixed charges and any access charge).\n"
                 "- At ₡4,850,000, that's a simple payback of about **7.5 to 9 years**. Good panels last 25 years or more, so the later years are mostly savings.\n\n"
                 "## 2. How grid-connected solar works with ICE\n"
                 "1. Under Costa Rica's rules for distributed generation for self-consumption, **ICE must approve an interconnection request before the system is switched on.** A reputable installer prepares and submits it.\n"
                 "2. ICE then replaces your meter with a **bidirectional meter** that records what you take from the grid and what you send to it.\n"
                 "3. Surplus energy in sunny hours is credited and used later; check ICE's current rules on how credits work and on any monthly access charge.\n"
                 "4. Without batteries, the system switches off during a power cut (a safety requirement for the people working on the lines).\n\n"
                 "## 3. Check the roof first\n"
                 "Panels stay up for 25 years. A 15-year-old zinc roof should be inspected: rust, loose screws, and the condition of the **rafters or purlins** that will carry the extra weight. "
                 "It's much cheaper to replace sheets or reinforce the structure before the panels go up than to take them down later.\n\n"
                 "## 4. Get three quotes with the same brief\n"
                 "Ask each installer for:\n"
                 "- **Panel brand and model,** and the warranties: product (often 10 to 12 years) and performance (often 25 years).\n"
                 "- **Inverter brand,** its warranty (5 to 10 years) and whether there's local service.\n"
                 "- **Workmanship warranty** on the installation itself.\n"
                 "- **Who handles the ICE paperwork** and the engineering sign-off, and what happens if ICE asks for changes.\n"
                 "- **An estimated monthly production** for your roof, in kWh.\n"
                 "- **A payment schedule:** a modest deposit, with the balance on completion and connection.\n\n"
                 "## 5. Local things to think about\n"
                 "- **Cloud and rain:** Turrialba gets less sun than Guanacaste, so ask for production estimates based on local data, not national averages.\n"
                 "- **Dust and ash:** when the Turrialba volcano is active, ash on the panels reduces output, so plan for occasional cleaning.\n"
                 "- **Shift your use:** once you have solar, running the washing machine, iron and water pump in the middle of the day gets more out of it.\n\n"
                 "*I can't see current prices or ICE tariffs, so confirm the figures with the installers and ICE.*"),
   ("user", "Okay, I'll get two more quotes: Solaris Tico from San José, and Randall's friend Don Jorge, who's an electrician in La Suiza. He says he can do it much cheaper."),
   ("assistant", "Good plan. Give all three the same brief so you can compare like with like. With Don Jorge in particular, ask directly whether he'll handle the **ICE interconnection request** and the professional sign-off; "
                 "a cheap price often means those steps are being left out. Ask all three for references, and if you can, go and look at one of their installations.")],
  {"summary": "The user, Yorleny, 38, is a coffee cupper (the quality analyst) at Beneficio Cerro Alto, a coffee mill outside Turrialba, Costa Rica; her husband Randall runs his own motorcycle repair workshop, Taller Mora, next to the house; "
              "children Valeria, 13, and Emiliano, 8; dog Chayote; ICE electricity bill about ₡68,000 a month (about 410 kWh); Energía Verde Cartago quoted ₡4,850,000 for a 3.3 kW grid-connected system (six 550 W panels, Huawei inverter, no batteries); "
              "zinc roof about 15 years old; the assistant estimated a payback of about 7.5 to 9 years, explained ICE interconnection approval and the bidirectional meter, suggested inspecting the roof and rafters first, "
              "getting three quotes with the same brief (panels, inverter, warranties, ICE paperwork, production estimate, payment schedule), and noted cloud, volcanic ash and shifting use to midday; "
              "she will get quotes from Solaris Tico and Don Jorge, an electrician friend of Randall's in La Suiza.",
   "procedures": [{"name": "Deciding on grid-connected solar panels", "steps": ["Estimate the payback from the current bill", "Have the roof and rafters inspected", "Get three quotes with the same brief",
                   "Compare panels, inverter and warranties", "Confirm who handles the ICE interconnection request", "Agree a modest deposit and the balance on completion"]}],
   "decisions": [{"decision": "Get two more solar quotes (Solaris Tico and Don Jorge)", "rationale": "Compare with Energía Verde Cartago's ₡4,850,000"}],
   "outcomes": ["Electricity bill about ₡68,000 a month", "First solar quote ₡4,850,000 for 3.3 kW"]}),
 ("2024-03-31", "Dog lethargic with a nosebleed: tick fever?", [
   ("user", "Help with the dog. Chayote has been flat for a week, hardly eating, and on Wednesday he had a nosebleed. We took him to Dra. Mariela Chacón at Veterinaria Los Ángeles on Thursday, "
            "the rapid test came back positive for ehrlichia and his platelets are low. She's put him on doxycycline for 28 days. The visit with the test, the blood count and the pills came to ₡62,000. "
            "He's about four, a zaguate we found as a puppy in the chayote patch behind the mill in 2020, which is how Valeria came up with his name. He goes in the river with Randall most afternoons. "
            "What should I expect, and how do we stop this happening again?"),
   ("assistant", "I'm sorry Chayote is unwell. Ehrlichiosis (often called tick fever) is very common in dogs in Central America, and when it's caught at this stage most dogs respond well to treatment. "
                 "I'm not a vet, so Dra. Chacón's instructions come first, but here's what owners can usually expect.\n\n"
                 "## What ehrlichiosis is\n"
                 "It's a bacterial infection (*Ehrlichia canis*) passed on mainly by the **brown dog tick**. It affects the blood cells, which is why the platelets drop and why nosebleeds and bruising can happen.\n\n"
                 "## What to expect with treatment\n"
                 "1. **Many dogs perk up within a few days** of starting doxycycline: more energy, appetite coming back.\n"
                 "2. **Finish the full 28 days,** even when he seems better. Stopping early is a common cause of relapse.\n"
                 "3. **Give the tablet with food** to avoid an upset stomach, and follow the vet's advice about not giving it with milk or dairy.\n"
                 "4. **Recheck the blood** when the vet suggests; the platelets should climb back over a few weeks, and a retest after treatment shows whether it has cleared.\n\n"
                 "## Go back to the vet quickly if\n"
                 "- He has another nosebleed, blood in his urine or stools, or new bruising\n"
                 "- His gums look pale\n"
                 "- He stops eating or isn't improving after several days on the tablets\n\n"
                 "## Stopping it happening again\n"
                 "1. **Tick control on Chayote all year round.** The main options are:\n"
                 "   - **Collars** (for example Scalibor or Seresto), which last several months\n"
                 "   - **Monthly or three-monthly chewable tablets** (for example NexGard, Credelio or Bravecto)\n"
                 "   - **Spot-on treatments**\n"
                 "   Dogs that swim a lot can be a reason to prefer one type over another, so mention the river to the vet.\n"
                 "2. **Check him every day,** especially the ears, between the toes, the neck and the armpits. Remove ticks with a tick hook, close to the skin.\n"
                 "3. **Treat the environment:** the brown dog tick lives in and around houses, in cracks, kennels and bedding. Wash his bedding hot, and keep the yard tidy.\n"
                 "4. **Any other dogs** he spends time with need tick control too.\n\n"
                 "The good news: a dog that's treated promptly usually goes back to being completely normal."),
   ("user", "Dra. Chacón suggested a Scalibor collar, ₡32,000, so we're going with that. Emiliano has appointed himself official tick checker."),
   ("assistant", "A very important job! Make sure the collar is snug enough that you can fit two fingers underneath, and trim the extra length. Collars can take a week or two to reach full effect, "
                 "so Emiliano's daily checks matter even more at the start.")],
  {"summary": "The user's dog Chayote, about four, a zaguate (mutt) found as a puppy in a chayote patch behind the mill in 2020 and named by Valeria, was lethargic and had a nosebleed; "
              "Dra. Mariela Chacón at Veterinaria Los Ángeles diagnosed ehrlichiosis (tick fever) with a rapid test, low platelets; doxycycline for 28 days; the visit cost ₡62,000; "
              "the assistant (not a vet) explained ehrlichiosis and the brown dog tick, what to expect (finish the full course, give with food, recheck blood), warning signs, and prevention (year-round tick control, daily checks, treating bedding and the yard); "
              "on the vet's suggestion they chose a Scalibor collar for ₡32,000; Emiliano checks for ticks.",
   "procedures": [{"name": "Looking after a dog with ehrlichiosis", "steps": ["Give doxycycline with food for the full 28 days", "Recheck the blood and retest after treatment", "Back to the vet for bleeding, pale gums or no improvement"]},
                  {"name": "Preventing ticks", "steps": ["Tick control all year round (collar, chewable or spot-on)", "Check the dog every day", "Wash bedding hot and tidy the yard", "Treat other dogs too"]}],
   "decisions": [{"decision": "Scalibor collar for Chayote, ₡32,000", "rationale": "The vet's suggestion for tick prevention"}],
   "outcomes": ["Chayote diagnosed with ehrlichiosis", "Vet visit and treatment ₡62,000"]}),
 ("2024-04-21", "Dad's cataract: wait for the Caja or go private?", [
   ("user", "Family question. My dad, Don Abelardo, is 72 and lives with my mum, Doña Ligia, in Paraíso. He has a cataract in his right eye: he's stopped driving at night and can't read La Nación any more, which is killing him. "
            "The Caja has him on the waiting list at Hospital Max Peralta in Cartago, but they told him about 18 months. A private clinic in Cartago, Clínica Visión Irazú, quoted ₡1,350,000 for the right eye with Dr. Fabián Rojas, "
            "including a monofocal lens. My brother Greivin, who lives in New Jersey and works in construction, has offered to pay half. Should we go private?"),
   ("assistant", "That's a hard choice, and a very common one. I can't give medical advice, but here's a way to weigh it up.\n\n"
                 "## What waiting costs him\n"
                 "- **Safety:** poor vision raises the risk of falls, and driving at night with a cataract is risky.\n"
                 "- **Quality of life:** reading, independence and mood matter, especially at 72.\n"
                 "- **Progression:** cataracts usually get slowly worse. A cataract isn't normally an emergency, but 18 months is a long time to live with poor vision.\n\n"
                 "## The options\n"
                 "1. **Wait for the Caja** for both eyes: no cost, but a long wait.\n"
                 "2. **Go private for the worse eye and stay on the Caja list for the other.** Many families do this: it restores useful vision quickly and keeps the free option open.\n"
                 "3. **Go private for both:** fastest, but roughly double the cost.\n\n"
                 "## Questions to ask Dr. Rojas\n"
                 "1. **What exactly is included** in the ₡1,350,000: pre-operative tests, the lens, the operation, the drops, and how many follow-up visits?\n"
                 "2. **Which lens,** and what it means for his glasses afterwards. A standard monofocal lens is usually set for distance, so he may still need reading glasses for La Nación.\n"
                 "3. **Does he need a health check first?** Blood pressure, diabetes and blood thinners can affect the date.\n"
                 "4. **What happens if there's a complication,** and is follow-up care included?\n"
                 "5. **How soon** could the second eye be done if the Caja's date is still far off?\n\n"
                 "## Sharing the cost with Greivin\n"
                 "Agree in writing (a message is enough) how you'll split it, including any extras like a medical consultation before the operation, so there are no awkward conversations later.\n\n"
                 "## My suggestion\n"
                 "On what you describe, **option 2 looks like a sensible middle path**: private surgery for the right eye, while he keeps his place on the Caja list for the left."),
   ("user", "That's what we've decided: private for the right eye, Greivin and I split it, and Dad stays on the Caja list for the left. It's booked for Friday 14 June."),
   ("assistant", "Good decision. Before the 14th, make a list of all his medicines for the pre-operative appointment, and arrange who will take him and bring him home: he won't be able to drive on the day.")],
  {"summary": "The user's father, Don Abelardo, 72, lives with her mother Doña Ligia in Paraíso; cataract in his right eye; Caja (CCSS) waiting list at Hospital Max Peralta in Cartago about 18 months; "
              "Clínica Visión Irazú in Cartago quoted ₡1,350,000 for the right eye with Dr. Fabián Rojas, monofocal lens included; her brother Greivin offered to pay half; "
              "the assistant (no medical advice) weighed safety and quality of life, set out three options, suggested questions for the surgeon (what's included, lens, health check, complications, second eye) and a written cost split, "
              "and suggested private surgery for the worse eye while staying on the Caja list; decided: private for the right eye, split with Greivin, Caja list for the left; operation booked for 14 June 2024.",
   "procedures": [{"name": "Deciding on cataract surgery", "steps": ["Weigh safety and quality of life against the wait", "Compare waiting, private for one eye, or private for both",
                   "Ask the surgeon what's included, which lens and whether a health check is needed", "Agree the cost split in writing"]}],
   "decisions": [{"decision": "Private operation for Dad's right eye at Clínica Visión Irazú, split with Greivin", "rationale": "About 18 months' wait on the Caja list; he can't read or drive at night"},
                 {"decision": "Stay on the Caja list for the left eye", "rationale": "Keep the free option open"}],
   "outcomes": ["Right-eye operation booked for 14 June 2024", "Quote ₡1,350,000"]}),
 ("2024-05-12", "Comparing three solar quotes", [
   ("user", "Solar update. I have three quotes now:\n"
            "- Energía Verde Cartago: ₡4,850,000, 3.3 kW, six 550 W panels, Huawei inverter, 10-year workmanship warranty.\n"
            "- Solaris Tico: ₡4,200,000, 3.85 kW, seven 550 W panels, Growatt inverter, 25-year panel performance warranty, 5-year workmanship warranty, and they do all the ICE paperwork.\n"
            "- Don Jorge: ₡3,300,000 for seven panels too, but he says forget ICE, just connect it, nobody checks.\n"
            "Money-wise, I have ₡5,200,000 in a CDP at Banco Nacional that matures on 15 July. Which one, and how do I pay?"),
   ("assistant", "Thanks, this is a useful comparison. Here's how they stack up.\n\n"
                 "## Don Jorge: ₡3,300,000\n"
                 "The price is tempting, but **connecting without ICE's approval** is a serious problem:\n"
                 "1. **It isn't legal,** and ICE can disconnect the system or penalise you if they find it.\n"
                 "2. **You may not get credit for surplus energy,** and an old meter may even count what you export against you.\n"
                 "3. **Safety:** an unapproved system may not be checked for the protections that stop it feeding the line during a power cut, which endangers line workers.\n"
                 "4. **Your home insurance** may not cover damage caused by an unapproved installation.\n\n"
                 "## Energía Verde Cartago: ₡4,850,000\n"
                 "- The smallest system (3.3 kW) at the highest price: about **₡1,470 per watt**.\n"
                 "- The longest workmanship warranty (10 years), which is worth something.\n\n"
                 "## Solaris Tico: ₡4,200,000\n"
                 "- The **biggest system (3.85 kW) at the lowest price** of the two proper quotes: about **₡1,090 per watt**.\n"
                 "- **They handle the ICE interconnection,** which saves you time and risk.\n"
                 "- A shorter workmanship warranty (5 years). Ask whether they'll extend it, and check that Growatt has local service for the inverter.\n\n"
                 "## My suggestion\n"
                 "On what you've described, **Solaris Tico looks like the best value**, provided that:\n"
                 "1. You speak to two or three of their past customers, ideally in the Turrialba area.\n"
                 "2. The contract lists the panels, inverter, structure, the ICE paperwork and the production estimate.\n"
                 "3. They inspect the roof structure before installing and tell you about any extra costs in advance.\n\n"
                 "## How to pay\n"
                 "1. **Don't break the CDP early:** you'd usually lose part of the interest. It matures on 15 July, close to the likely installation date anyway.\n"
                 "2. **Pay a modest deposit** from your savings account now.\n"
                 "3. **Pay the balance on completion,** ideally once the system is installed and the ICE approval is in hand, from the matured CDP.\n"
                 "4. **Keep an emergency fund** aside; don't put every colón into the panels."),
   ("user", "We're going with Solaris Tico: the biggest system for the least money, and they handle ICE. I paid a 30% deposit, ₡1,260,000, from our savings account, and the balance is due on installation, "
            "which they've pencilled in for Monday 8 July once ICE approves. Randall is sulking about Don Jorge."),
   ("assistant", "Sensible choice. Check that the contract says the balance is due once the system is installed and approved, not before. And Randall needn't fall out with Don Jorge: "
                 "he can still be your electrician for everything else in the house and the workshop.")],
  {"summary": "Three solar quotes: Energía Verde Cartago ₡4,850,000 (3.3 kW, six 550 W panels, Huawei inverter, 10-year workmanship warranty), Solaris Tico ₡4,200,000 (3.85 kW, seven 550 W panels, Growatt inverter, "
              "25-year panel performance warranty, 5-year workmanship warranty, handles the ICE paperwork), Don Jorge ₡3,300,000 (seven panels, no ICE approval); the user has ₡5,200,000 in a Banco Nacional CDP maturing 15 July 2024; "
              "the assistant warned against connecting without ICE approval (illegal, no credit for surplus, safety, insurance), compared the price per watt and recommended Solaris Tico with references, a detailed contract and a roof inspection; "
              "advised not breaking the CDP early, a modest deposit and the balance on completion; the user chose Solaris Tico, paid a 30% deposit of ₡1,260,000 from savings; installation pencilled in for 8 July 2024 once ICE approves.",
   "procedures": [{"name": "Paying for a solar installation", "steps": ["Don't break the CDP early", "Pay a modest deposit from savings", "Pay the balance on completion and ICE approval", "Keep an emergency fund"]}],
   "decisions": [{"decision": "Solaris Tico to install a 3.85 kW system for ₡4,200,000", "rationale": "The biggest system for the least money, and they handle the ICE paperwork"},
                 {"decision": "Not hiring Don Jorge", "rationale": "He would connect without ICE approval"}],
   "outcomes": ["Deposit ₡1,260,000 paid", "Installation pencilled in for 8 July 2024"]}),
 ("2024-06-09", "Getting into birdwatching: a course and binoculars", [
   ("user", "Something for me this time! I've signed up for a beginners' birding course at CATIE with Olman Fallas: six Saturday mornings from 22 June, 7 to 11, ₡85,000, with outings to Guayabo National Monument and Lake Angostura. "
            "It started because a flock of Montezuma oropendolas nests in the bamboo behind our house and I got curious. Cupping has trained my nose and palate, maybe it helps with bird songs too? "
            "I need binoculars: the shop in Cartago has Celestron Nature DX 8x42 for ₡98,000, or a cheaper 10x25 compact for ₡45,000. Which one, and what else do I need?\n\n"
            "Also, Dad's operation has moved from 14 June to Friday 28 June: his blood pressure was 170/100 at the pre-op check, and Dr. Rojas wants a cardiologist to clear him first."),
   ("assistant", "What a lovely hobby to pick up, and Costa Rica is one of the best places in the world to do it. I'm sure a trained palate is good practice for paying close attention, which is most of birding by ear.\n\n"
                 "## Binoculars: go for the 8x42\n"
                 "- **The first number** is the magnification, **the second** the width of the front lenses in millimetres.\n"
                 "- **8x42** gives a wide, bright, steady view: easier to find a bird in the forest and much better in the dim light under the canopy and on cloudy Turrialba mornings.\n"
                 "- **10x25 compacts** are small but darker and shakier; beginners often find them frustrating.\n"
                 "- The Celestron Nature DX 8x42 is a popular, waterproof entry-level model, which matters in a wet climate.\n\n"
                 "## What else you need\n"
                 "1. **The Merlin Bird ID app** (free): it helps identify birds from a photo or a description, and its Sound ID suggests birds from their songs.\n"
                 "2. **eBird** (free): log what you see, keep your life list and find where others have seen a species recently.\n"
                 "3. **A field guide:** *The Birds of Costa Rica* by Richard Garrigues and Robert Dean is the standard one.\n"
                 "4. **A small notebook** for sketches and notes: size, colours, behaviour, habitat.\n"
                 "5. **Clothes:** muted colours, a light rain jacket, closed shoes and insect repellent.\n\n"
                 "## Tips for a beginner\n"
                 "1. **Go early:** birds are most active in the first hours after dawn.\n"
                 "2. **Learn your backyard birds first:** the oropendolas, tanagers, thrushes and flycatchers you see every day.\n"
                 "3. **Practise with the binoculars:** keep your eyes on the bird and bring the binoculars up to your eyes, rather than searching through them.\n"
                 "4. **Listen:** in the forest you'll hear far more birds than you see.\n"
                 "5. **Be a good guest:** keep your distance from nests and don't play recordings to call birds in.\n\n"
                 "## Your dad\n"
                 "Getting his blood pressure under control before surgery is a common and sensible precaution. Two more weeks is frustrating, but it's in his interest. Make sure he takes any new medication exactly as prescribed."),
   ("user", "Bought the Celestron. Emiliano wants to come along to everything. Valeria says birds are boring and she'd rather sleep until noon."),
   ("assistant", "Two out of four isn't bad! A cheap pair of children's binoculars and a checklist of ten common birds can keep Emiliano busy for hours. As for Valeria, no pressure; sometimes teenagers come round on their own, especially if there's a toucan involved.")],
  {"summary": "The user signed up for a beginners' birding course at CATIE with Olman Fallas: six Saturday mornings from 22 June 2024, 7 to 11, ₡85,000, with outings to Guayabo National Monument and Lake Angostura; "
              "Montezuma oropendolas nest in the bamboo behind her house; the assistant recommended 8x42 binoculars over a 10x25 compact, the Merlin and eBird apps, the Garrigues and Dean field guide, a notebook, muted clothes and rain gear, "
              "and tips (go early, learn backyard birds, practise, listen, keep distance from nests); she bought the Celestron Nature DX 8x42 for ₡98,000; "
              "her father's operation moved from 14 June to 28 June 2024 because his blood pressure was 170/100 at the pre-op check and Dr. Rojas wants a cardiologist's clearance; "
              "Emiliano wants to come birding; Valeria finds birds boring.",
   "procedures": [{"name": "Starting birdwatching", "steps": ["Buy 8x42 binoculars", "Install Merlin and eBird", "Get the Garrigues and Dean field guide", "Go early in the morning", "Learn the backyard birds first", "Listen", "Keep distance from nests"]}],
   "decisions": [{"decision": "Bought Celestron Nature DX 8x42 binoculars, ₡98,000", "rationale": "Brighter and steadier than a 10x25 compact; waterproof"},
                 {"decision": "Dad's operation moved to 28 June 2024", "rationale": "High blood pressure at the pre-op check; cardiologist clearance needed"}],
   "outcomes": ["Birding course at CATIE from 22 June 2024, ₡85,000"]}),
 ("2024-07-07", "Dad's eye drops after cataract surgery", [
   ("user", "Dad had the operation on Friday 28 June and he says colours look like a new TV! The cardiologist's visit added ₡60,000, so the total was ₡1,410,000, and Greivin and I paid ₡705,000 each. "
            "Now the drops: he has an antibiotic drop and a steroid drop, four times a day each, and he keeps mixing them up. He also wants to go straight back to his vegetable garden and his chickens. Any tips?\n\n"
            "Solar: ICE still hasn't approved the interconnection, so Solaris Tico has pushed the installation back from 8 July to early August.\n\n"
            "And two Saturdays into the course, I saw a keel-billed toucan at CATIE!"),
   ("assistant", "Wonderful news about your dad, and a keel-billed toucan in your second week is a great start! Here's some help with the drops, with the usual caveat that Dr. Rojas's instructions come first.\n\n"
                 "## Making the drops easier\n"
                 "1. **A chart on the fridge:** one row per day, columns for each time and each drop, and a tick when it's done.\n"
                 "2. **Mark the bottles clearly:** a coloured sticker or a rubber band on one of them so he can tell them apart without his glasses.\n"
                 "3. **Wait about five minutes between the two drops,** so the second doesn't wash the first out.\n"
                 "4. **Wash hands first,** and don't let the bottle tip touch the eye or eyelashes.\n"
                 "5. **Phone alarms** at the four times, or ask your mum to help.\n"
                 "6. **Taper exactly as prescribed:** steroid drops are often reduced gradually over a few weeks; don't stop early.\n\n"
                 "## After the operation\n"
                 "- **Wear the eye shield at night** for as long as he's told, so he doesn't rub the eye in his sleep.\n"
                 "- **Don't rub or press the eye.**\n"
                 "- **Avoid dust, soil and dirty water** in the first weeks: that means the garden and the chicken run, where infection is a real risk.\n"
                 "- **Avoid bending down low and heavy lifting** for the period the surgeon recommends.\n"
                 "- **New glasses** are usually prescribed a few weeks later, once the eye has settled.\n\n"
                 "## Call the clinic straight away if\n"
                 "- The pain gets worse rather than better\n"
                 "- His vision suddenly gets worse\n"
                 "- The eye becomes very red, or he sees flashes or a curtain across his vision\n\n"
                 "## The solar delay\n"
                 "Waiting for ICE approval is common. Ask Solaris Tico for the application number so you can follow it up, and make sure you don't pay the balance until the system is installed."),
   ("user", "He can do without the chickens for a couple of weeks; Mum will feed them. I'll make him a chart."),
   ("assistant", "Perfect. With your mum on chicken duty and a chart on the fridge, he's in very good hands.")],
  {"summary": "The user's father had his right-eye cataract operation on 28 June 2024 and sees colours brightly; the cardiologist's visit added ₡60,000, total ₡1,410,000, split with Greivin at ₡705,000 each; "
              "antibiotic and steroid drops four times a day; the assistant suggested a chart, marked bottles, five minutes between drops, hygiene, alarms and tapering as prescribed, the eye shield at night, no rubbing, avoiding dust and soil (the garden and chickens), "
              "bending and lifting, and warning signs; Solaris Tico pushed the installation from 8 July to early August 2024 because ICE hasn't approved the interconnection; "
              "the user saw a keel-billed toucan at CATIE in the second week of the birding course.",
   "procedures": [{"name": "Managing eye drops after cataract surgery", "steps": ["Make a chart", "Mark the bottles", "Wait five minutes between drops", "Wash hands; don't touch the tip to the eye", "Set alarms", "Taper as prescribed"]},
                  {"name": "After cataract surgery", "steps": ["Eye shield at night", "Don't rub the eye", "Avoid dust, soil and dirty water", "No bending or heavy lifting", "Call the clinic for pain, worse vision, redness or flashes"]}],
   "decisions": [{"decision": "Mum feeds the chickens for a couple of weeks", "rationale": "Avoid dust and infection after the operation"}],
   "outcomes": ["Right-eye operation 28 June 2024, total ₡1,410,000", "Solar installation delayed to early August 2024", "Saw a keel-billed toucan at CATIE"]}),
 ("2024-08-18", "Solar panels are up: volcanic ash and the app", [
   ("user", "The panels are up! Solaris Tico installed them on Tuesday 6 August, all seven. When they got onto the roof they found two rafters too weak, so reinforcing them was ₡180,000 extra, which makes ₡4,380,000 in total. "
            "ICE came and swapped the meter for a bidirectional one on Wednesday 14 August. Problem: the volcano has been puffing ash again and the panels already have a grey film on them. How do I clean them? And how do I read the Growatt app?\n\n"
            "Also, the birding course finished on 27 July. We did the outings to Guayabo and to Lake Angostura, where I saw a sunbittern on the rocks. I'm at 64 species on eBird."),
   ("assistant", "Congratulations on the panels, and on the sunbittern, a bird a lot of people go years without seeing! Here's how to deal with the ash and the app.\n\n"
                 "## Cleaning volcanic ash off the panels\n"
                 "### Safety first\n"
                 "- **Don't walk on the panels,** and be very careful on a zinc roof: it's slippery, especially when wet. Work from a ladder or from the ground with an extendable pole where you can.\n"
                 "- Don't work on the roof alone.\n\n"
                 "### How to clean\n"
                 "1. **Rinse first with plain water** (rainwater is ideal) to float the ash off. Volcanic ash is abrasive, like fine sandpaper, so **never wipe or scrape it dry**.\n"
                 "2. **Use a soft brush or sponge on a pole** for what's left, gently.\n"
                 "3. **Clean early in the morning or late in the afternoon,** when the panels are cool; cold water on hot glass can stress it, and water dries into streaks in the midday sun.\n"
                 "4. **No pressure washer, no detergents, no abrasive pads:** they can damage the glass coating and the seals, and may void the warranty.\n"
                 "5. **Check the warranty conditions** and ask Solaris Tico what they recommend; some installers offer a cleaning service.\n\n"
                 "### How often\n"
                 "Rain does a lot of the work in Turrialba. Let the app tell you: if production on a sunny day drops by more than about 10 to 15% compared with a similar day after cleaning, it's time.\n\n"
                 "## Reading the Growatt app\n"
                 "- **Current power (W or kW):** what the panels are producing right now.\n"
                 "- **Today's energy (kWh):** the total for the day. This is the number to compare between similar days.\n"
                 "- **Monthly and yearly totals:** compare them with Solaris Tico's production estimate.\n"
                 "- **Alerts:** any inverter error codes; note them and call the installer.\n\n"
                 "## Getting the most from it\n"
                 "Run the washing machine, the iron and the water pump **between about 10 a.m. and 2 p.m.** when production is highest, and compare your ICE bills with last year's month by month."),
   ("user", "Randall rinsed them this morning from the ladder with the hose and a soft brush on a broom handle. Output went from 9 kWh to 14 kWh on a similar sunny day."),
   ("assistant", "That's a big difference, and a good reason to check the app after every ashfall. Well done, Randall, from the ladder and not the roof!")],
  {"summary": "Solaris Tico installed the seven panels on 6 August 2024; two weak rafters were reinforced for ₡180,000 extra, total ₡4,380,000; ICE installed a bidirectional meter on 14 August 2024; ash from the Turrialba volcano on the panels; "
              "the assistant explained cleaning safely (don't walk on the panels or the zinc roof, rinse with plain water first, never wipe ash dry, a soft brush or sponge on a pole, early morning or late afternoon, no pressure washer, detergent or abrasives, check the warranty), "
              "how often (let the app show a 10-15% drop), how to read the Growatt app, and running appliances between 10 a.m. and 2 p.m.; "
              "Randall rinsed the panels with a hose and soft brush and output rose from 9 to 14 kWh; the birding course finished on 27 July 2024 with outings to Guayabo and Lake Angostura, where the user saw a sunbittern; 64 species on eBird.",
   "procedures": [{"name": "Cleaning volcanic ash off solar panels", "steps": ["Don't walk on the panels; work from a ladder or the ground", "Rinse with plain water first; never wipe ash dry",
                   "Soft brush or sponge on a pole", "Clean early morning or late afternoon", "No pressure washer, detergent or abrasive pads", "Check the warranty conditions"]}],
   "decisions": [{"decision": "Rafters reinforced for ₡180,000", "rationale": "Two rafters too weak for the panels"}],
   "outcomes": ["Panels installed 6 August 2024", "Total solar cost ₡4,380,000", "Bidirectional meter 14 August 2024", "Birding course finished 27 July 2024", "64 species"]}),
 ("2024-09-08", "Where to put the rest of my savings", [
   ("user", "Money question. My CDP at Banco Nacional matured on 15 July with ₡5,200,000 and I used ₡3,120,000 of it to pay the balance for the solar. The other ₡2,080,000 is sitting in my Banco Nacional savings account earning almost nothing. "
            "Banco Nacional offers 4.15% for a 12-month CDP. Coopenubes, the savings cooperative most people at the mill belong to, offers 5.75% for a 12-month certificate, but I'd have to join and put in ₡25,000 of share capital. What would you do?"),
   ("assistant", "Good question to be asking; money sitting in a savings account at close to 0% is losing value to inflation. I can't give personalised financial advice, but here's how to think it through.\n\n"
                 "## 1. First, an emergency fund\n"
                 "Before locking anything away for 12 months, keep **enough for about three months of essential expenses** somewhere you can get at it the same day. "
                 "With a house, two children, a dog and a husband with his own business, unexpected costs are a certainty.\n\n"
                 "## 2. Compare the rates properly\n"
                 "- On ₡1,000,000 for a year, 5.75% is about **₡57,500** and 4.15% about **₡41,500** before tax: roughly ₡16,000 a year of difference per million.\n"
                 "- **Check the tax withheld on the interest** with each; it isn't always the same for banks and cooperatives.\n"
                 "- **Early withdrawal:** ask what happens if you need the money before 12 months.\n\n"
                 "## 3. Check the cooperative\n"
                 "1. **Is it supervised by SUGEF?** Ask, or check SUGEF's list of supervised entities.\n"
                 "2. **Is it covered by the deposit guarantee scheme,** and up to what amount?\n"
                 "3. **The share capital:** it's usually only returned when you leave the cooperative, but it may earn a yearly surplus (excedentes). Membership can also give access to loans at good rates.\n\n"
                 "## 4. Don't put everything in one place\n"
                 "Splitting between a state bank and a well-supervised cooperative is a reasonable way to balance safety and return.\n\n"
                 "## A possible split\n"
                 "- **Emergency fund:** in the Banco Nacional savings account, or a short CDP you can roll over.\n"
                 "- **The rest:** in the higher-rate 12-month certificate, if Coopenubes checks out."),
   ("user", "I'll keep ₡1,000,000 in the Banco Nacional savings account as an emergency fund and put ₡1,000,000 in a 12-month certificate at Coopenubes. The ₡25,000 share capital comes out of the rest."),
   ("assistant", "That's a balanced plan. Put the certificate's maturity date in your calendar, and think about topping up the emergency fund a little each month.")],
  {"summary": "The user's Banco Nacional CDP matured on 15 July 2024 with ₡5,200,000; ₡3,120,000 paid the solar balance; ₡2,080,000 left in her Banco Nacional savings account; Banco Nacional offers 4.15% for a 12-month CDP, "
              "Coopenubes (the savings cooperative most people at the mill belong to) 5.75% for a 12-month certificate with ₡25,000 share capital; "
              "the assistant (no personalised advice) suggested an emergency fund of about three months first, comparing rates after tax and early withdrawal terms, checking that the cooperative is SUGEF-supervised and covered by the deposit guarantee, and splitting; "
              "decided: ₡1,000,000 emergency fund in Banco Nacional savings, ₡1,000,000 in a 12-month certificate at Coopenubes.",
   "procedures": [{"name": "Choosing where to put savings", "steps": ["Keep an emergency fund of about three months first", "Compare rates after tax", "Check early withdrawal terms",
                   "Check the cooperative is SUGEF-supervised and covered by the deposit guarantee", "Split between institutions"]}],
   "decisions": [{"decision": "₡1,000,000 emergency fund in Banco Nacional savings", "rationale": "Accessible for unexpected costs"},
                 {"decision": "₡1,000,000 in a 12-month certificate at Coopenubes at 5.75%", "rationale": "Higher rate than Banco Nacional's 4.15%"}],
   "outcomes": ["Solar balance ₡3,120,000 paid from the CDP", "Joined Coopenubes (₡25,000 share capital)"]}),
 ("2024-10-13", "Offered head of quality: yes or no?", [
   ("user", "Work dilemma. Don Evelio Valverde, the manager at Cerro Alto, offered me the head of quality job from 1 November: ₡1,100,000 gross a month instead of my ₡820,000. "
            "But it's mostly export paperwork, certifications and visits with buyers, and I'd hardly cup any more, which is the part of the job I love. I told him on Friday I'd rather say no for now. Was that silly?\n\n"
            "Also, Chayote: at his check-up Dra. Chacón found ticks on him even with the Scalibor collar, probably because he's in the river every day with Randall. The good news is his ehrlichia retest was negative. "
            "She's switched him to Credelio, a monthly tablet, ₡14,500 a month."),
   ("assistant", "Not silly at all. Turning down a promotion because you know what you love about your work is a perfectly good reason. But it doesn't have to be a final no. Here's a way to think about it.\n\n"
                 "## What the promotion really changes\n"
                 "- **Money:** ₡280,000 more a month gross, which is a lot over a year, plus it raises your aguinaldo and future pension contributions.\n"
                 "- **Your days:** more desk, email and travel; less time at the cupping table.\n"
                 "- **Your career:** a head of quality title is a step that's hard to get back to later if you pass it up.\n\n"
                 "## Could the job be shaped differently?\n"
                 "Many roles are more flexible than the first offer suggests. Things you could ask Don Evelio:\n"
                 "1. **Keep leading the cupping lab:** you'd still cup the most important lots and make the final quality calls.\n"
                 "2. **Hire and train an assistant cupper** to do the routine cupping you'd no longer have time for.\n"
                 "3. **Share out the paperwork:** could someone in administration handle the certification files?\n"
                 "4. **A trial period** of three to six months, with the option to go back.\n\n"
                 "## Timing\n"
                 "It's harvest season, so everyone is busy. It's perfectly fine to go back after the peak and say: \"I've thought about it more; I'd be interested if the role included...\"\n\n"
                 "## Chayote\n"
                 "Great news about the negative retest. Daily swimming can make collars less effective, so a monthly tablet makes sense for a river dog. "
                 "Set a monthly reminder so the dose is never late, and keep up the tick checks."),
   ("user", "Maybe I'll talk to Don Evelio again after the harvest peak. Reminder set for the 13th of every month for Chayote's tablet."),
   ("assistant", "Sounds like a plan. Go in with a clear picture of the job you'd want; the worst he can say is no.")],
  {"summary": "Don Evelio Valverde, the manager at Beneficio Cerro Alto, offered the user the head of quality job from 1 November 2024 at ₡1,100,000 gross a month instead of her ₡820,000; "
              "she told him she'd rather say no for now because it is mostly export paperwork, certifications and buyer visits, with little cupping, the part she loves; "
              "the assistant said it wasn't silly, set out what changes (money, her days, career) and suggested reshaping the role (keep leading the cupping lab, hire and train an assistant cupper, share the paperwork, a trial period) and going back after the harvest peak; "
              "Dra. Chacón found ticks on Chayote despite the Scalibor collar (he swims in the river daily); his ehrlichia retest was negative; switched to Credelio, a monthly tablet, ₡14,500 a month.",
   "decisions": [{"decision": "Turned down the head of quality job for now", "rationale": "Mostly paperwork and buyer visits, little cupping"},
                 {"decision": "Chayote switched from the Scalibor collar to Credelio monthly tablets", "rationale": "Ticks found despite the collar; he swims in the river every day"}],
   "outcomes": ["Chayote's ehrlichia retest negative", "Credelio ₡14,500 a month, reminder on the 13th"]}),
 ("2024-11-24", "I finally saw a quetzal!", [
   ("user", "I saw a quetzal!!! We went to San Gerardo de Dota last weekend, Randall, Emiliano and me, and stayed two nights at Cabinas El Trogón. On the Saturday I was up at 4:45, and at 6:10 our guide, Don Eliécer, "
            "found a male in a wild avocado tree, tail and all. I cried a bit. I'm now on 112 species. Valeria refused to come (birds are boring), so she stayed with my parents in Paraíso.\n\n"
            "Work news too: I went back to Don Evelio. He's agreed I keep running the cupping lab and they'll hire an assistant cupper for me to train, so I said yes! I start as head of quality on 2 January, ₡1,100,000 a month.\n\n"
            "Next I want to photograph birds. Can I do it with my phone through the binoculars?"),
   ("assistant", "¡Qué maravilla! A male resplendent quetzal at dawn is one of the great sights in birding, and you earned it with that 4:45 alarm. And congratulations on the job: you got the role shaped around what you love.\n\n"
                 "## Photographing birds with your phone (digiscoping)\n"
                 "Yes, you can. It's called digiscoping, and it works best with a simple adapter.\n\n"
                 "### What you need\n"
                 "1. **A universal phone adapter** that clamps your phone to the binocular eyepiece. Holding the phone by hand works, but it's fiddly and shaky.\n"
                 "2. **Optional: a tripod adapter** for the binoculars and a light tripod, which makes a huge difference.\n"
                 "3. Later, if you get hooked: a **spotting scope** gives much better results than binoculars for digiscoping.\n\n"
                 "### How to do it\n"
                 "1. **Find and focus the bird with the binoculars first.**\n"
                 "2. **Line the phone camera up with one eyepiece** until you see a full circle, then zoom in a little on the phone to remove the dark edges.\n"
                 "3. **Tap the screen on the bird** to focus and adjust exposure.\n"
                 "4. **Use burst mode** and take lots of shots; most will be blurry, a few will be keepers.\n"
                 "5. **Steady yourself** against a railing or a tree.\n"
                 "6. **Good light helps most:** early morning sun behind you.\n\n"
                 "### Good practice\n"
                 "Keep your distance, especially from nests, and never use flash or playback to get a picture.\n\n"
                 "## Starting as head of quality\n"
                 "1. **Ask for the agreed role in writing,** including the cupping lab and the assistant cupper.\n"
                 "2. **Plan the assistant's training:** calibration sessions with you, then gradually more of the routine cupping.\n"
                 "3. **Block time for cupping** in your diary every week, so the paperwork doesn't swallow it."),
   ("user", "Adapter ordered. Emiliano says he wants to be the assistant cupper. He's eight."),
   ("assistant", "Start him on the training now: smelling coffee, chocolate and fruit with his eyes closed is a great game. By the time he's eighteen he'll be ready for the job.")],
  {"summary": "The user, Randall and Emiliano went to San Gerardo de Dota the previous weekend and stayed two nights at Cabinas El Trogón; on the Saturday, up at 4:45, at 6:10 their guide Don Eliécer found a male resplendent quetzal in a wild avocado tree; "
              "she is now on 112 species; Valeria refused to come and stayed with her grandparents in Paraíso; "
              "Don Evelio agreed she keeps running the cupping lab and an assistant cupper will be hired for her to train, so she accepted the head of quality job, starting 2 January 2025 at ₡1,100,000 a month; "
              "the assistant explained digiscoping with a phone through binoculars (a universal adapter, a tripod, find the bird first, line up the eyepiece, tap to focus, burst mode, steady yourself, good light, no flash or playback) "
              "and starting the new role (role in writing, train the assistant, block time for cupping); she ordered a phone adapter.",
   "procedures": [{"name": "Digiscoping with a phone", "steps": ["Find and focus the bird with the binoculars", "Line the phone up with one eyepiece and zoom a little", "Tap to focus", "Use burst mode", "Steady yourself", "Good light behind you"]}],
   "decisions": [{"decision": "Accepted the head of quality job, starting 2 January 2025", "rationale": "Keeps running the cupping lab; an assistant cupper will be hired"},
                 {"decision": "Ordered a phone adapter for the binoculars", "rationale": "To photograph birds"}],
   "outcomes": ["First resplendent quetzal in San Gerardo de Dota", "112 species", "Salary from January ₡1,100,000 a month"]}),
 ("2024-12-15", "What to do with my aguinaldo", [
   ("user", "Aguinaldo came in: ₡870,000 (the harvest overtime helped). I owe ₡640,000 on my Davivienda credit card, which charges about 38% a year; I've only been paying the minimum since the solar deposit. "
            "I also want to cover Christmas (tamales with my mum, and gifts: Emiliano wants a bike, Valeria wants AirPods) and the kids' school supplies and uniforms for February. "
            "Oh, and the ICE bill for November was ₡21,300, down from about ₡68,000 before the panels!"),
   ("assistant", "That ICE bill is a great result! Now the aguinaldo. Here's a simple order of priorities.\n\n"
                 "## 1. Pay off the credit card first, in full\n"
                 "At about 38% a year, the Davivienda balance is by far your most expensive money. **Paying off the ₡640,000 straight away** is like getting a guaranteed 38% return: no savings account or certificate comes close. "
                 "Paying only the minimum means most of each payment goes on interest.\n\n"
                 "## 2. Set aside the school costs\n"
                 "February comes round fast. Make a list (uniforms, shoes, books, supplies) and put that amount in a separate envelope or account now, so it doesn't get spent at Christmas.\n\n"
                 "## 3. Christmas from what's left\n"
                 "- ₡870,000 minus ₡640,000 leaves **₡230,000** for school and Christmas together.\n"
                 "- That means being creative with the gifts: a good second-hand bike, or a cheaper alternative to AirPods, can be just as exciting.\n"
                 "- Tamales with your mum are priceless and not expensive.\n\n"
                 "## 4. Don't slide back onto the card\n"
                 "1. From January, **pay the card in full every month,** or put it away.\n"
                 "2. Take the amount you were paying as a minimum and **move it to savings** automatically each month instead.\n\n"
                 "## Your solar payback, updated\n"
                 "Going from about ₡68,000 to ₡21,300 saves about ₡46,700 a month, roughly **₡560,000 a year**. On ₡4,380,000 that's a payback of under eight years, in line with the first estimate, "
                 "and the saving grows if ICE tariffs go up."),
   ("user", "Card paid off today. ₡150,000 put aside for school, ₡80,000 for Christmas. Emiliano is getting a second-hand bike that Randall is fixing up in the workshop, and Valeria is getting cheaper earbuds."),
   ("assistant", "A debt-free January is the best present of all. And a bike rebuilt by his dad will probably mean more to Emiliano than a new one. ¡Feliz Navidad!")],
  {"summary": "The user's aguinaldo was ₡870,000 (harvest overtime); she owed ₡640,000 on her Davivienda credit card at about 38% a year, paying only the minimum; she wants to cover Christmas and school supplies for February; "
              "the ICE bill for November 2024 was ₡21,300, down from about ₡68,000 before the panels; "
              "the assistant recommended paying off the credit card in full first, then setting aside school costs, Christmas from what's left (₡230,000), paying the card in full every month afterwards and moving the former minimum payment to savings; "
              "solar saving about ₡46,700 a month, payback under eight years; she paid off the card, put ₡150,000 aside for school and ₡80,000 for Christmas; Randall is fixing up a second-hand bike for Emiliano; Valeria gets cheaper earbuds.",
   "procedures": [{"name": "Using the aguinaldo", "steps": ["Pay off the credit card in full", "Set aside school costs", "Christmas from what's left", "Pay the card in full every month", "Move the old minimum payment to savings"]}],
   "decisions": [{"decision": "Paid off the ₡640,000 Davivienda credit card balance", "rationale": "About 38% interest a year"},
                 {"decision": "₡150,000 for school, ₡80,000 for Christmas", "rationale": "What was left of the aguinaldo"}],
   "outcomes": ["Aguinaldo ₡870,000", "ICE bill November 2024 ₡21,300", "Credit card paid off"]}),
 ("2025-01-19", "The Caja called for Dad's other eye", [
   ("user", "Surprise: the Caja called! Dad's left eye is scheduled at Hospital Max Peralta on Wednesday 5 February, at no cost. The pre-op appointment is Monday 27 January. "
            "He's nervous because it isn't Dr. Rojas and a big public hospital feels different. What should he expect, and what should we bring?\n\n"
            "And I started as head of quality on 2 January. The new assistant cupper, Keylor, starts tomorrow."),
   ("assistant", "That's great news: much sooner than 18 months, and free. It's normal for him to be nervous, but cataract surgery is one of the most common operations in any hospital, and he's already been through it once. "
                 "Here's what usually happens; the hospital's own instructions come first.\n\n"
                 "## The pre-op appointment (27 January)\n"
                 "1. **Bring his cédula** and any appointment papers from the Caja.\n"
                 "2. **Bring a written list of all his medicines and doses,** including the blood pressure tablets from the cardiologist.\n"
                 "3. **Bring the reports from the first operation** at Clínica Visión Irazú, if he has them; they're useful to the new team.\n"
                 "4. **Ask:** whether he should take his blood pressure tablet on the morning of surgery, whether he needs to fast, what time to arrive, and which drops he'll use afterwards.\n\n"
                 "## The day of the operation\n"
                 "- It's usually **day surgery:** he'll go home the same day.\n"
                 "- **Arrive early,** as public hospitals run lists with many patients; bring water, a snack for afterwards and something to pass the time.\n"
                 "- **A companion is essential:** he can't drive or go home alone.\n"
                 "- **Comfortable clothes,** no make-up or face cream.\n\n"
                 "## Afterwards\n"
                 "- The same routine as last time: the drop chart, marked bottles, the shield at night, no garden or chickens for a while.\n"
                 "- **Make sure you leave with the follow-up appointment** and the drops, and know who to call if there's pain or his vision gets worse.\n\n"
                 "## Reassure him\n"
                 "The surgeons at a hospital like Max Peralta do these operations every week. And this time he knows exactly what it feels like.\n\n"
                 "And congratulations on the new job! Enjoy training Keylor."),
   ("user", "Mum's going with him and I'll drive. His blood pressure is under control now with the cardiologist's pills."),
   ("assistant", "Then he's in good shape for it. Good luck to him on the 5th, and to you and Keylor tomorrow.")],
  {"summary": "The Caja scheduled the user's father's left-eye cataract operation at Hospital Max Peralta on Wednesday 5 February 2025, at no cost; pre-op appointment 27 January 2025; he is nervous about a public hospital; "
              "the assistant listed what to bring to the pre-op (cédula, Caja papers, a medicines list, reports from the first operation) and questions to ask, what the day involves (day surgery, arrive early, a companion, comfortable clothes) and aftercare; "
              "her mother will go with him and the user will drive; his blood pressure is under control; the user started as head of quality on 2 January 2025; the new assistant cupper, Keylor, starts on 20 January.",
   "procedures": [{"name": "Preparing for cataract surgery at a public hospital", "steps": ["Bring the cédula and Caja papers", "Bring a list of medicines", "Bring reports from the first operation",
                   "Ask about medication, fasting and arrival time", "Arrive early with a companion", "Leave with the follow-up appointment and drops"]}],
   "decisions": [{"decision": "Mum accompanies Dad; the user drives", "rationale": "He can't drive or go home alone after surgery"}],
   "outcomes": ["Left-eye operation at Hospital Max Peralta on 5 February 2025", "Started as head of quality on 2 January 2025", "Assistant cupper Keylor hired"]}),
 ("2025-02-16", "Six months of solar, and birding in Tortuguero at Easter", [
   ("user", "Updates! Dad's left eye was done on 5 February as planned. He's watching football without squinting and reads La Nación with cheap reading glasses. "
            "Solar: six months in, our ICE bills average about ₡19,000 a month, and we've rinsed the ash off twice. I'm at 131 species now.\n\n"
            "For Semana Santa we're going to Tortuguero, 16 to 19 April, all four of us; Chayote stays with Randall's sister Xinia. Valeria agreed only because of the beach and the lodge pool, "
            "and she has announced she won't get up early for any bird. I'd love to see a great green macaw and a green ibis. How should I plan the birding?"),
   ("assistant", "What a set of updates: both of your dad's eyes done, a bill down by more than two thirds, and 131 species! Here's how to make the most of Tortuguero.\n\n"
                 "## Getting there\n"
                 "There's no road into Tortuguero village: most people drive to the dock at **La Pavona** (via Cariari) and take a boat through the canals, about an hour. "
                 "Semana Santa is the busiest week of the year, so **book the lodge and the boat now.**\n\n"
                 "## Birding the canals\n"
                 "1. **Take an early canoe or kayak tour** with a certified local guide. A quiet paddle gets you much closer to birds than a motorboat, and the first two hours after dawn are the best.\n"
                 "2. **Tell the guide your targets** so they can plan the route.\n\n"
                 "## Your target birds\n"
                 "- **Great green macaw:** a large, endangered macaw that feeds on almendro trees in the Caribbean lowlands. You're more likely to hear its loud calls first; ask locally where they've been seen recently.\n"
                 "- **Green ibis:** look along muddy canal banks early and late in the day; it's often shy and calls at dusk.\n"
                 "- Others worth watching for: sungrebe, several kingfishers, herons and, if you're very lucky, an agami heron.\n\n"
                 "## Gear\n"
                 "- A **dry bag** for the binoculars and phone in the canoe.\n"
                 "- Rain jacket, insect repellent and a hat; it rains in Tortuguero even in the drier months.\n"
                 "- Your phone adapter for digiscoping from the canoe on a calm morning.\n\n"
                 "## A plan for the whole family\n"
                 "- Early mornings for you (and Emiliano); beach and pool time for Valeria.\n"
                 "- A night walk or a visit to the village together in the afternoon.\n"
                 "- Respect the national park rules: stay with guides on the trails and canals where required."),
   ("user", "Booked: a lodge near the village and an early canoe tour with a guide on the 17th. Valeria has been excused from the canoe."),
   ("assistant", "Sounds perfect. Bring a waterproof notebook for the species list; I hope the macaws turn up!")],
  {"summary": "The user's father's left eye was operated on 5 February 2025 as planned; he sees well at a distance and reads with reading glasses; six months after installation the ICE bills average about ₡19,000 a month; the panels were rinsed of ash twice; "
              "the user is at 131 bird species; the family is going to Tortuguero for Semana Santa, 16 to 19 April 2025; Chayote stays with Randall's sister Xinia; Valeria is coming only for the beach and the pool and won't get up early for birds; "
              "targets: great green macaw and green ibis; the assistant explained getting there via La Pavona, booking early, an early canoe tour with a certified local guide, where to look for the targets, gear (dry bag, rain jacket, repellent) and a plan for the family; "
              "she booked a lodge near the village and an early canoe tour with a guide on 17 April 2025.",
   "procedures": [{"name": "Planning birding in Tortuguero", "steps": ["Book the lodge and the boat from La Pavona early", "Early canoe or kayak tour with a certified guide", "Tell the guide your target birds",
                   "Bring a dry bag, rain jacket and repellent", "Plan mornings for birding and afternoons for the family"]}],
   "decisions": [{"decision": "Tortuguero for Semana Santa, 16 to 19 April 2025", "rationale": "Family trip; birding for great green macaw and green ibis"},
                 {"decision": "Chayote stays with Xinia", "rationale": "While the family is in Tortuguero"}],
   "outcomes": ["Left-eye operation done 5 February 2025", "ICE bills average ₡19,000 a month", "131 species", "Canoe tour booked for 17 April 2025"]}),
]

QUESTIONS_94 = [
 # single facts the user said about herself, her family and her things
 ("How old am I?", "38"),
 ("What do I do for work?", "coffee cupper (quality analyst) at Beneficio Cerro Alto near Turrialba; head of quality there since January 2025"),
 ("What's my dog called?", "Chayote (a rescued mutt)"),
 ("What does Randall do for work?", "he runs his own motorcycle repair workshop, Taller Mora"),
 ("How old is Emiliano?", "8"),
 ("Where does my brother Greivin live?", "New Jersey (in the US)"),
 ("What binoculars did I buy?", "Celestron Nature DX 8x42"),
 ("Who's Chayote's vet?", "Dra. Mariela Chacón at Veterinaria Los Ángeles"),
 ("What was Chayote diagnosed with?", "ehrlichiosis (tick fever)"),
 ("Who taught my birding course?", "Olman Fallas (at CATIE)"),
 ("Who found the quetzal for me?", "Don Eliécer, our guide in San Gerardo de Dota"),
 # when
 ("When did Dad have his first cataract operation?", "Friday 28 June 2024 (right eye; moved from 14 June)"),
 ("When were our solar panels installed?", "Tuesday 6 August 2024"),
 ("When did my birding course start?", "Saturday 22 June 2024"),
 ("When did I see my first quetzal?", "Saturday 16 November 2024 (about 6:10 a.m., San Gerardo de Dota)"),
 ("When was Dad's left eye operated on?", "Wednesday 5 February 2025 (Hospital Max Peralta)"),
 # how much / how many
 ("How much did Chayote's tick fever treatment cost?", "₡62,000"),
 ("How many solar panels do we have?", "7 (550 W each, 3.85 kW)"),
 # lists across chats
 ("Which companies quoted for our solar panels?", "Energía Verde Cartago (₡4,850,000), Solaris Tico (₡4,200,000) and Don Jorge, Randall's electrician friend (₡3,300,000)"),
 ("What has Chayote been given for ticks and tick fever?", "doxycycline (28 days), a Scalibor collar, then Credelio monthly tablets"),
 ("Which birds have I told you I've seen?", "Montezuma oropendolas, a keel-billed toucan, a sunbittern and a resplendent quetzal"),
 ("Where have I been birding?", "my backyard, CATIE, Guayabo National Monument, Lake Angostura and San Gerardo de Dota (Tortuguero planned for Easter 2025)"),
 ("Which banks or cooperatives do I use?", "Banco Nacional (CDP and savings account), Coopenubes (12-month certificate) and Davivienda (credit card)"),
 ("What eye operations has Dad had, and where?", "right eye privately at Clínica Visión Irazú in Cartago (28 June 2024), left eye through the Caja at Hospital Max Peralta (5 February 2025)"),
 # latest value of something that changed
 ("How much did the solar panels cost in the end?", "₡4,380,000 (₡4,200,000 plus ₡180,000 to reinforce two rafters)"),
 ("What's my job now?", "head of quality at Beneficio Cerro Alto (since 2 January 2025)"),
 ("How many bird species have I seen?", "131"),
 ("What is Chayote on for ticks now?", "Credelio, a monthly tablet"),
 # yes/no
 ("Did we hire Don Jorge for the solar panels?", "No"),
 ("Did I take the head of quality job?", "Yes (after first turning it down)"),
 ("Has Chayote's ehrlichiosis come back?", "No (his retest in October 2024 was negative)"),
 # why
 ("Why was Dad's first operation postponed?", "his blood pressure was high (170/100) at the pre-op check and he needed a cardiologist's clearance"),
 ("Why did we go with Solaris Tico?", "the biggest system for the least money, and they handle the ICE paperwork"),
 ("Why did I turn down the promotion at first?", "it was mostly export paperwork, certifications and buyer visits, and I'd hardly cup any more"),
 # what the assistant recommended
 ("What did you tell me to clean the volcanic ash off the panels with?", "plain water first, then a soft brush or sponge on a pole, early or late in the day; no pressure washer, detergent or dry wiping"),
 ("What did you tell me to do first with my aguinaldo?", "pay off the Davivienda credit card balance (₡640,000) in full"),
 # inference
 ("Would I get up before dawn to go birding?", "Likely yes"),
 ("Would Valeria want to come on an early birding walk?", "Likely no"),
 # not in the archive
 ("What car do we drive?", "Not mentioned in my chats"),
 ("What's the name of Valeria's school?", "Not mentioned in my chats"),
]


def assistant_chats_39_at(folder):
    """The archive of CHATS_94 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a39c", CHATS_94, "chatgpt")


@pytest.fixture(scope="module")
def assistant_chats_39(tmp_path_factory):
    return assistant_chats_39_at(tmp_path_factory.mktemp("assistant39"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_94, "assistant 39")


def test_the_archive_finds_the_dog(assistant_chats_39):
    assert assistant_chats_39.search("Chayote").results
