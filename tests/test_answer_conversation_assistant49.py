"""A forty-ninth written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind: its questions and gold answers were fixed before any run of
`kbsearch answer` on it, and without reading the answer rules. It is HELD OUT: the developers never
read its questions or golds, only its score. Andrés Quizhpi, 34, a hat blocker at a toquilla straw
(Panama) hat factory in Cuenca, Ecuador, who lives with his wife Carolina, an agronomist who advises
dairy farmers for the provincial government, their son Tomás, Canelo the dog and, later, guinea pigs.
He chats with ChatGPT from July 2025 to June 2026: training for the Cuenca 15K and then a trail race in
the Cajas, a heel injury, a side business reblocking old hats sold on Instagram, a whale-watching trip
to the coast, his mother's diabetes in Gualaceo, a house purchase that falls through and a rented house
instead, a promotion to finishing supervisor, his father's visit from Connecticut (moved to January),
the birth of a daughter, a second guinea pig and a first export order to Italy, with facts the user
updates later (his job and pay, the price of a reblocked hat, the rent, his mother's HbA1c, the race
distance, the moving date). bench/answer_conversations.py asks every question ("assistant 49")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_114 = [
 ("2025-07-06", "Training plan for my first 15K at altitude", [
   ("user", "Hola! I'm Andrés, 34, from Cuenca in Ecuador. I want to run the 15K of Cuenca, the race for the city's independence day on Monday 3 November. "
            "My only race so far was a 10K in April, which I did in 58:10. I'd like to finish the 15K in under 1 hour 20. "
            "Some context: I work on my feet all day. I'm a hat blocker (hormador) at Sombreros Tomebamba, a toquilla straw hat factory in the San Sebastián neighbourhood: I take the woven hat bodies, "
            "steam them and pull them over wooden blocks to give them their shape. Eleven years there now. I can run Tuesday and Thursday after work and Sunday morning, along the Tomebamba river paths. "
            "My sister Valeria will laugh at my plan, she's an emergency nurse who runs 50K trail races in the Cajas for fun."),
   ("assistant", "¡Hola Andrés! A 15K is a great next step after a 10K, and four months is a comfortable amount of time to prepare. Your 58:10 for 10K suggests that under 1:20 for 15K is a realistic goal "
                 "(that's about 5:20 per kilometre). Here's a plan built around your three days.\n\n"
                 "## A note on altitude\n"
                 "Cuenca sits at roughly 2,500 metres, so you're already acclimatised, which is an advantage: the race is run at the altitude you train at. "
                 "Still, hills and heat in the middle of the day feel harder up there, so keep your easy runs genuinely easy.\n\n"
                 "## The weekly structure\n"
                 "1. **Tuesday: quality session.** Alternate weeks between intervals (for example 6 × 800 m at a little faster than goal pace, 2 minutes' jog between) and a tempo run (20 to 30 minutes at a comfortably hard effort).\n"
                 "2. **Thursday: easy run,** 40 to 50 minutes at a pace where you could hold a conversation.\n"
                 "3. **Sunday: long run.** Start at 10 km and add about 1 km every week or two, up to 16 or 17 km by early October.\n\n"
                 "## The phases\n"
                 "- **July to August: base.** Build the long run, mostly easy running.\n"
                 "- **September to mid-October: specific.** Tempo runs at goal pace, one or two 12 to 13 km runs with the last 3 km at race pace.\n"
                 "- **Last two weeks: taper.** Cut the volume by about 40%, keep a little speed.\n\n"
                 "## Standing all day\n"
                 "Because you're on your feet at the factory, your legs are already tired on weekday evenings. That's fine, but:\n"
                 "- Stretch your calves and do a few minutes of strength work (squats, calf raises, lunges) twice a week.\n"
                 "- Wear good shoes at work, not just for running.\n"
                 "- Keep track of your running shoes' mileage and replace them around 700 to 800 km.\n\n"
                 "## Don't race your sister\n"
                 "Valeria's 50K trail races are a different sport. Run your own plan, and let her be impressed on 3 November.\n\n"
                 "Would you like a printable week-by-week table?"),
   ("user", "Yes, a table would be great. And don't worry, I'm not racing Valeria, she's in another league. My wife Carolina says she'll bring our son Tomás and our dog Canelo to the finish line."),
   ("assistant", "Here it is, week by week from 7 July to race day:\n\n"
                 "| Weeks | Tuesday | Thursday | Sunday long run |\n"
                 "|---|---|---|---|\n"
                 "| 7 Jul to 3 Aug | 5 × 800 m or 20 min tempo | 40 min easy | 10 to 11 km |\n"
                 "| 4 Aug to 31 Aug | 6 × 800 m or 25 min tempo | 45 min easy | 11 to 13 km |\n"
                 "| 1 Sep to 5 Oct | 4 × 1.5 km at goal pace or 30 min tempo | 50 min easy | 13 to 16 km |\n"
                 "| 6 Oct to 19 Oct | 5 × 1 km fast | 50 min easy | 16 to 17 km, last 3 km at goal pace |\n"
                 "| 20 Oct to 2 Nov | 3 × 1 km fast | 35 min easy | 10 km easy, then 6 km |\n\n"
                 "A cheering squad with a dog at the finish line is the best motivation there is. ¡Suerte!")],
  {"summary": "The user, Andrés Quizhpi, 34, from Cuenca, Ecuador, is a hat blocker (hormador) at Sombreros Tomebamba, a toquilla straw hat factory in the San Sebastián neighbourhood, where he has worked for eleven years; "
              "he wants to run the 15K of Cuenca on Monday 3 November 2025 in under 1:20; his only race was a 10K in April 2025 in 58:10; he can run Tuesday and Thursday evenings and Sunday mornings along the Tomebamba river; "
              "his sister Valeria is an emergency nurse who runs 50K trail races in the Cajas; his wife Carolina will bring their son Tomás and their dog Canelo to the finish; "
              "the assistant gave a three-day plan (Tuesday intervals or tempo, Thursday easy, Sunday long run up to 16 or 17 km), phases to a taper, strength work and calf stretching, and a week-by-week table.",
   "procedures": [{"name": "15K training plan, three days a week", "steps": ["Tuesday intervals or tempo", "Thursday easy run", "Sunday long run building to 16-17 km", "Specific phase with goal pace work", "Two-week taper", "Calf stretches and strength work twice a week"]}],
   "decisions": [{"decision": "Run the 15K of Cuenca on 3 November 2025 aiming for under 1:20", "rationale": "Next step after a 10K in 58:10"}],
   "outcomes": ["Goal pace about 5:20 per km"]}),
 ("2025-07-20", "Family trip to Puerto López to see the whales", [
   ("user", "We want to take Tomás to see the humpback whales in Puerto López during the school holidays, from Saturday 9 to Wednesday 13 August. We don't have a car, so it's the bus: Cuenca to Guayaquil, then on to Puerto López. "
            "Tomás gets carsick on the Cajas road. Budget about $600 for the whole thing. Is August a good time, and what should we book?"),
   ("assistant", "August is right in the middle of the humpback season on the Ecuadorian coast, which runs roughly from late June to early October, so your chances of seeing whales are very good.\n\n"
                 "## Getting there\n"
                 "1. **Cuenca to Guayaquil** takes about 3.5 to 4 hours through the Cajas. Take a morning bus; the road is at its clearest early.\n"
                 "2. **Guayaquil to Puerto López** is about 4 hours along the coast. You can break the trip with a night in Guayaquil if it's too much for Tomás in one day.\n\n"
                 "## Carsickness\n"
                 "- Sit near the front, where the bus sways least, and let him look out at the horizon rather than at a screen.\n"
                 "- A light, dry breakfast (bread, banana) is better than an empty stomach or a heavy one.\n"
                 "- Ask a pharmacist about a children's motion sickness remedy suitable for his age, and give it before you leave.\n\n"
                 "## The whale tour\n"
                 "- Book with an operator registered with the Machalilla National Park, with life jackets in children's sizes.\n"
                 "- Morning tours usually have calmer seas.\n"
                 "- A tour to Isla de la Plata is a long day (about an hour each way by boat) and may be too much for a small boy who gets seasick; a two-to-three-hour whale tour from Puerto López is a gentler option.\n\n"
                 "## Rough budget for three\n"
                 "- Buses: around $60 to $80 return for the family\n"
                 "- Four nights in a family room: $160 to $240\n"
                 "- Whale tour: $20 to $30 per adult, less for children\n"
                 "- Food and extras: $150 to $200\n\n"
                 "That fits within $600 with a little margin. Don't forget sunscreen: the coastal sun is stronger than it feels."),
   ("user", "Booked: Hostal Los Frailes, family room at $45 a night, and the whale tour with Ballena Azul Tours on Monday 11 August, $25 for each adult and $15 for Tomás. Canelo is going to stay with my mum in Gualaceo."),
   ("assistant", "Sounds perfect. Pack a windbreaker for the boat, even on the coast the mornings at sea can be cool, and keep the motion sickness remedy handy for the boat as well as the bus. Enjoy the whales!")],
  {"summary": "The user plans a family trip to Puerto López from 9 to 13 August 2025 to see humpback whales with his son Tomás; they have no car and go by bus via Guayaquil; Tomás gets carsick on the Cajas road; budget about $600; "
              "the assistant said August is peak humpback season (late June to early October), gave bus advice, carsickness tips, advice on choosing a registered operator and a shorter whale tour rather than Isla de la Plata, and a rough budget; "
              "booked Hostal Los Frailes family room at $45 a night and a whale tour with Ballena Azul Tours on 11 August 2025 ($25 per adult, $15 for Tomás); the dog Canelo stays with his mother in Gualaceo.",
   "decisions": [{"decision": "Whale tour from Puerto López rather than Isla de la Plata", "rationale": "Shorter boat trip for a child who gets seasick"},
                 {"decision": "Canelo stays with the user's mother in Gualaceo during the trip", "rationale": "The family travels by bus"}],
   "outcomes": ["Hostal Los Frailes $45 a night", "Whale tour 11 August 2025 with Ballena Azul Tours"]}),
 ("2025-08-24", "How to price reblocked Panama hats I sell on Instagram", [
   ("user", "Back from the coast: we saw four humpbacks on the 11th, one jumped right out of the water, and Tomás now wants to be a marine biologist. He wasn't even seasick. "
            "Now a business question. On Saturdays I go to the Feria Libre market and buy old, dirty, misshapen toquilla hats for $3 to $8. At home I clean them, bleach them if needed, reblock them, put a new leather sweatband and ribbon on, and sell them on Instagram. "
            "The account is called Horma Vieja. I started in July and I've sold 6 so far at $45 each, one of them to a man in Texas. Each hat takes me about 3 hours, and the band and ribbon cost about $7. Am I charging too little?"),
   ("assistant", "Congratulations on the whales, and on a first buyer abroad! Let's work out what a hat really costs you.\n\n"
                 "## What one hat costs you\n"
                 "- The hat: $3 to $8, say **$6** on average\n"
                 "- Sweatband and ribbon: **$7**\n"
                 "- Cleaning products, steam, packaging: about **$3**\n"
                 "- **Your time: 3 hours.** If you value your time at what you earn at the factory plus a bit for skill, say $5 an hour, that's **$15**\n\n"
                 "**Total: about $31 per hat** before Instagram ads, shipping materials or any hat that goes wrong.\n\n"
                 "## How to set the price\n"
                 "1. **Cost plus margin:** at $45 your margin is about $14 per hat, which is thin for a handmade, restored item.\n"
                 "2. **Look at the market:** new Cuenca-made fine hats sell for much more abroad, and restored vintage hats have their own appeal. Check what similar reblocked hats sell for online.\n"
                 "3. **Tell the story:** each hat has a history, and you are a professional blocker. Photos of the before and after justify a higher price.\n"
                 "4. **Raise gradually:** try **$55 to $60** for the next batch and see whether they still sell. If they sell out fast, you're still too cheap.\n"
                 "5. **Charge shipping separately** for international orders; don't absorb it.\n\n"
                 "## One important check\n"
                 "Read your employment contract or ask Sombreros Tomebamba whether side work in the same trade is allowed. Restoring second-hand hats isn't the same as selling new ones, but it's much better that your employer hears it from you.\n\n"
                 "## Tax\n"
                 "If this becomes regular income, look into registering with the SRI (for example under the RIMPE regime for small businesses). An accountant can tell you when it becomes necessary."),
   ("user", "I'll try $55 later in the year, once I have more stock. And I'll talk to Doña Mercedes Arízaga, the owner, before she hears about it from someone else."),
   ("assistant", "Sensible on both counts. A short, open conversation with Doña Mercedes now avoids any misunderstanding later.")],
  {"summary": "On the trip the family saw four humpback whales on 11 August 2025 and Tomás now wants to be a marine biologist; "
              "the user runs a side business, the Instagram account Horma Vieja, started in July 2025: he buys old toquilla hats at the Feria Libre for $3 to $8, cleans, bleaches and reblocks them, adds a leather sweatband and ribbon (about $7) and sells them at $45; six sold so far, one to a buyer in Texas; each takes about 3 hours; "
              "the assistant costed a hat at about $31 including his time, suggested pricing on cost plus margin, checking the market, telling the story, raising to $55-60 gradually, charging shipping separately, checking his employment contract and registering with the SRI (RIMPE) if it becomes regular; "
              "he'll try $55 later in the year and will talk to the factory owner, Doña Mercedes Arízaga.",
   "decisions": [{"decision": "Raise the reblocked hat price to $55 later in 2025", "rationale": "At $45 the margin is only about $14 per hat"},
                 {"decision": "Tell Doña Mercedes Arízaga about the side business", "rationale": "Better she hears it from him"}],
   "discoveries": ["A reblocked hat costs about $31 including three hours of his time"],
   "outcomes": ["Six hats sold at $45, one to Texas", "Saw four humpback whales on 11 August 2025"]}),
 ("2025-09-14", "My mother has type 2 diabetes: what should she eat?", [
   ("user", "My mother Rosa, 63, lives in Gualaceo. She's a toquilla straw weaver, she taught me everything about hats before I ever worked in a factory. Last week the Centro de Salud in Gualaceo told her she has type 2 diabetes: her HbA1c was 8.1%. "
            "The doctor gave her metformin 850 mg once a day with dinner and told her to change her diet. The problem: she drinks coffee with three spoons of sugar, eats white bread at breakfast and in the afternoon, and loves mote pillo and sweet colada morada. "
            "She walks a lot, up and down to the market. What can she realistically change?"),
   ("assistant", "As an AI, I can't give medical advice for your mother in particular, so please follow her doctor and ask for a referral to a nutritionist if the Centro de Salud has one. "
                 "But I can explain what usually helps, in a way that respects how she eats.\n\n"
                 "## Small changes that add up\n"
                 "1. **Sugar in coffee:** go down one spoon a week rather than all at once. Taste buds adapt within a few weeks. A non-caloric sweetener is an option if she can't get used to it.\n"
                 "2. **White bread:** one roll instead of two, or swap for whole-grain bread, or have eggs or cheese with it so it isn't carbohydrate on its own.\n"
                 "3. **Mote and potatoes:** she doesn't have to give them up. The key is **portion size**: a quarter of the plate for mote, rice or potatoes, half for vegetables, a quarter for protein (egg, cheese, chicken, beans).\n"
                 "4. **Colada morada and sweet drinks:** keep them for special days (like the Day of the Dead) rather than every week.\n"
                 "5. **Fruit:** whole fruit rather than juices, which raise blood sugar quickly.\n\n"
                 "## Keep walking\n"
                 "Her walks up and down to the market are excellent: a 10 to 15 minute walk after meals helps bring blood sugar down.\n\n"
                 "## Metformin\n"
                 "Stomach upset in the first weeks is common and often settles; taking it with food helps. She shouldn't stop it without talking to the doctor.\n\n"
                 "## Follow-up\n"
                 "HbA1c is usually rechecked after about three months. A common target for many adults is below 7%, but her doctor will set hers.\n\n"
                 "## Warning signs\n"
                 "Very high thirst, passing a lot of urine, blurred vision, or sores on her feet that don't heal need a doctor soon."),
   ("user", "She's agreed to cut to one spoon of sugar and one roll of bread a day. The mote pillo is non-negotiable, she says, but she'll have a smaller plate. "
            "Other family news: Carolina is 12 weeks pregnant! Due date 29 March 2026. And Tomás started third grade at Escuela Los Capulíes on 1 September."),
   ("assistant", "¡Felicidades to you and Carolina! What wonderful news. And your mum's changes are realistic ones, which is what makes them last. "
                 "Keeping mote pillo with a smaller plate is a very reasonable deal. Best wishes to Tomás for third grade.")],
  {"summary": "The user's mother Rosa, 63, a toquilla straw weaver in Gualaceo who taught him hats, was diagnosed with type 2 diabetes at the Centro de Salud Gualaceo in September 2025 with an HbA1c of 8.1%; "
              "she was prescribed metformin 850 mg once a day with dinner; she took three spoons of sugar in coffee, white bread twice a day and likes mote pillo and colada morada; "
              "the assistant (as an AI, not giving medical advice) suggested cutting sugar gradually, less white bread, portion sizes on the plate, sweet drinks for special days, whole fruit, walking after meals, and rechecking HbA1c after three months; "
              "Rosa agreed to one spoon of sugar and one roll of bread a day and a smaller plate of mote pillo; Carolina is 12 weeks pregnant, due 29 March 2026; Tomás started third grade at Escuela Los Capulíes on 1 September 2025.",
   "decisions": [{"decision": "Rosa cuts to one spoon of sugar and one roll of bread a day, smaller mote pillo", "rationale": "Type 2 diabetes, HbA1c 8.1%"}],
   "outcomes": ["Rosa on metformin 850 mg", "Carolina pregnant, due 29 March 2026"]}),
 ("2025-10-05", "Buying a house in Baños with a BIESS mortgage", [
   ("user", "With the baby coming we want to stop renting. We pay $380 a month for a two-bedroom flat on Calle La Condamine, near El Vado. We've found a house in Baños, just outside Cuenca: three bedrooms, a small yard, 200 m² of land, asking $78,000. "
            "I've paid into IESS for eleven years. I earn $620 a month, Carolina earns $1,100 (she's an agronomist with the provincial government, the Prefectura del Azuay, advising dairy farmers in Nabón and Sígsig). "
            "We have $9,000 saved. How does a BIESS mortgage work and can we afford this?"),
   ("assistant", "Buying a first home with BIESS (the IESS bank) is a common route in Ecuador, and with two formal salaries and long contribution records you're in a good position. "
                 "I'm not a financial adviser and BIESS conditions change, so check the current ones on the BIESS site or at an agency.\n\n"
                 "## How a BIESS mortgage generally works\n"
                 "1. **Eligibility:** a minimum number of continuous contributions to IESS (you both easily meet the usual requirement).\n"
                 "2. **Joint application:** you and Carolina can apply together, which increases the amount you can borrow.\n"
                 "3. **Appraisal:** BIESS sends an approved appraiser (perito) to value the house; they lend against the appraised value, not the asking price.\n"
                 "4. **Legal check:** the title deed (escritura) and the property registry certificate must be clean: no liens, no disputes between heirs.\n"
                 "5. **Term and rate:** long terms (up to 25 years) with interest rates typically lower than private banks.\n\n"
                 "## Can you afford it?\n"
                 "- Household income: **$1,720 a month**.\n"
                 "- If you borrow about $70,000 over 25 years at a rate around 8 to 9%, the payment would be in the region of **$550 to $600 a month**.\n"
                 "- BIESS usually caps the payment at a share of household income, often around 40%, so about $690 for you: it can work, but it's tight with a baby and a newborn's costs.\n\n"
                 "## Before you make an offer\n"
                 "1. **Have a civil engineer look at the house,** especially in Baños, where some slopes have ground stability issues.\n"
                 "2. **Check the municipality's risk maps** for the lot.\n"
                 "3. **Ask for the property registry certificate** (certificado de gravámenes) to see who owns it and whether there are any liens.\n"
                 "4. **Offer below asking.** $78,000 is a starting point; something like $72,000 is a reasonable opening.\n"
                 "5. **Keep a reserve:** notary, registry and appraisal fees add a few percent of the price."),
   ("user", "Carolina's cousin Patricio Vele is a civil engineer, he'll look at it on the 18th. We'll offer $72,000 if he says it's OK. Training's going well too: I did a 12K long run this morning at 5:25 per kilometre."),
   ("assistant", "Having an engineer in the family is a real advantage. Ask Patricio to look at the foundations, any cracks, the drainage and the slope behind the house. And 12K at 5:25 a month before the race is right on track for under 1:20.")],
  {"summary": "The user and Carolina want to buy a home before the baby; they rent a two-bedroom flat on Calle La Condamine near El Vado for $380 a month; they found a three-bedroom house in Baños with 200 m² of land asking $78,000; "
              "he earns $620 a month, Carolina $1,100 as an agronomist with the Prefectura del Azuay advising dairy farmers in Nabón and Sígsig; savings $9,000; "
              "the assistant (not a financial adviser) explained BIESS mortgages (joint application, appraisal, clean escritura, long terms), estimated a payment of $550 to $600 a month on $70,000, and advised an engineer's check, the municipal risk maps, the registry certificate, offering about $72,000 and keeping a reserve for fees; "
              "Carolina's cousin Patricio Vele, a civil engineer, will inspect the house on 18 October 2025; they'll offer $72,000 if he approves; the user ran 12 km at 5:25 per km.",
   "procedures": [{"name": "Before offering on a house with a BIESS mortgage", "steps": ["Engineer's inspection", "Municipal risk maps", "Property registry certificate", "Offer below asking", "Reserve for notary and registry fees"]}],
   "decisions": [{"decision": "Offer $72,000 on the Baños house if Patricio Vele approves it", "rationale": "Asking $78,000; offer below asking"}],
   "outcomes": ["Rent $380 a month", "Savings $9,000"]}),
 ("2025-10-26", "The Baños house fell through: what now?", [
   ("user", "Bad news on the house. Patricio went on the 18th and found diagonal cracks in the back wall, and the lot is inside a zone the municipality marks as at risk of landslides. "
            "On top of that, the registry certificate shows the house still belongs to four siblings who inherited it, and one of them lives in Spain and hasn't signed anything. So we've pulled out. Carolina cried a bit, she'd already imagined the baby's room. "
            "Should we keep looking to buy now, or wait? Good news at least: Tomás turned 8 on the 14th, and my mum gave him a guinea pig. He called her Pelusa and she lives in a box in his room. Carolina is not thrilled."),
   ("assistant", "I'm sorry, that's a real disappointment after imagining the baby's room. But Patricio's visit did exactly what it was meant to do: cracks on a slope in a landslide-risk zone, plus a title that four heirs haven't agreed on, is a combination that could have cost you your savings. Walking away was the right call.\n\n"
                 "## Buy now or wait?\n"
                 "Some things to weigh:\n"
                 "- **Time pressure:** the baby is due at the end of March. House hunting, the BIESS process and a move in the last months of a pregnancy are a lot at once.\n"
                 "- **Money:** waiting a year lets you add to the $9,000, which means a smaller loan and a lower payment.\n"
                 "- **Space:** your current flat has two bedrooms. A baby can sleep in your room for the first months, so space isn't urgent until later.\n\n"
                 "## A middle path\n"
                 "1. **Rent something slightly bigger** if you need more room, ideally with a bit of outdoor space for Canelo.\n"
                 "2. **Keep saving** towards a larger deposit, with a standing monthly amount.\n"
                 "3. **Restart the search in 2026 or 2027,** once the baby has arrived and you know what you need.\n\n"
                 "## For next time, check first\n"
                 "Ask for the registry certificate and look at the risk map **before** you fall in love with a house. It takes a day and saves a lot of heartache.\n\n"
                 "## Pelusa\n"
                 "Happy birthday to Tomás! Guinea pigs are sociable animals and do better with a companion of their own kind; they also need more space than a box, ideally a cage or pen of at least 0.7 m², with hay available all the time and fresh vegetables rich in vitamin C."),
   ("user", "You're right. We'll stay renting and look again after the baby, probably next year. I'll look for a proper cage for Pelusa. Eight days to the race, I'm nervous!")],
  {"summary": "Patricio Vele inspected the Baños house on 18 October 2025 and found diagonal cracks in the back wall; the lot is in a municipal landslide-risk zone, and the registry certificate shows it belongs to four sibling heirs, one in Spain who hasn't signed; the user and Carolina pulled out; "
              "the assistant said walking away was right and suggested renting something bigger with outdoor space, saving towards a larger deposit and restarting the search after the baby, checking the registry and risk map first next time; "
              "Tomás turned 8 on 14 October 2025 and the user's mother gave him a guinea pig, Pelusa; the assistant noted guinea pigs need company, a cage of at least 0.7 m², hay and vitamin C; they'll keep renting and look again in 2026-2027; the 15K is on 3 November 2025.",
   "decisions": [{"decision": "Pulled out of buying the Baños house", "rationale": "Cracks in the back wall, a landslide-risk zone, and a title held by four heirs who haven't all signed"},
                 {"decision": "Keep renting and look to buy again after the baby", "rationale": "Less pressure and a bigger deposit"}],
   "outcomes": ["Tomás turned 8 on 14 October 2025", "Guinea pig Pelusa"]}),
 ("2025-11-09", "After the 15K: what next?", [
   ("user", "I did it! Last Monday I ran the 15K in 1:17:42, well under my goal. Valeria ran it too, of course, in 1:09:15, and then said it was a 'recovery run'. Carolina, Tomás and Canelo were at the finish with a sign. "
            "Also, I've raised the price of my hats to $55 from 1 November and I sold two that week anyway, one to a woman in Madrid. And the factory had a stand at the crafts festival at CIDAP that weekend, I demonstrated blocking for tourists. "
            "Now I want a new goal. Valeria wants me to do the Cajas Trail on Sunday 17 May 2026: there's a 12K, a 21K and her 42K. I'm thinking the 21K. It's at 3,900 to 4,200 metres. Is that crazy?"),
   ("assistant", "¡Felicidades! 1:17:42 is an excellent first 15K, more than two minutes under your goal. And two hats sold at the new price in the first week is a very good sign that $55 wasn't too much.\n\n"
                 "## Is the Cajas 21K crazy?\n"
                 "Not crazy, but it's a very different challenge from a road 15K:\n"
                 "- **Altitude:** 3,900 to 4,200 metres is 1,500 metres higher than Cuenca. Everyone is slower up there, and your pace will be far slower than on the road.\n"
                 "- **Terrain:** páramo trails are often boggy, rocky and steep, so time on feet matters more than pace.\n"
                 "- **Weather:** the Cajas can go from sun to hail and fog in an hour; hypothermia is a real risk.\n\n"
                 "## A plan for six months\n"
                 "1. **November to December: recovery and base.** Two weeks easy, then back to three runs a week.\n"
                 "2. **January to March: trail.** Make your Sunday long run a trail run, ideally in the Cajas itself once or twice a month, building to 2.5 to 3 hours on your feet.\n"
                 "3. **Hills:** a weekly hill session (Turi's steps are perfect) for climbing strength.\n"
                 "4. **April to early May:** a race rehearsal on the course with the kit you'll use.\n"
                 "5. **Shoes:** trail shoes with a good grip, and replace your road shoes if they're past 700 to 800 km.\n\n"
                 "## Kit\n"
                 "Check the race's compulsory kit; it usually includes a waterproof jacket, a thermal layer, a hat and gloves, a whistle, a survival blanket and water.\n\n"
                 "## A word about the baby\n"
                 "The baby is due at the end of March. The first weeks with a newborn will cut your training and your sleep. Keep the option of the 12K open until April and decide then; the registration usually allows a change of distance."),
   ("user", "Good point about the baby. I'll sign up for the 21K now ($45) and switch if I have to. My road shoes are old Adidas with maybe 800 km on them, but they're fine for now.")],
  {"summary": "The user ran the 15K of Cuenca on Monday 3 November 2025 in 1:17:42, under his 1:20 goal; his sister Valeria ran it in 1:09:15; Carolina, Tomás and Canelo were at the finish; "
              "he raised his Horma Vieja hat price to $55 from 1 November 2025 and sold two that week, one to a buyer in Madrid; the factory had a stand at the CIDAP crafts festival where he demonstrated blocking; "
              "next goal: the Cajas Trail on 17 May 2026 (12K, 21K or 42K, at 3,900 to 4,200 m); the assistant explained altitude, terrain and weather, gave a six-month trail plan (base, trail long runs in the Cajas, hills at Turi, a rehearsal), compulsory kit, and said to keep the 12K open because of the baby; "
              "he signed up for the 21K ($45) and may switch; his road shoes are old Adidas with about 800 km.",
   "decisions": [{"decision": "Sign up for the Cajas Trail 21K on 17 May 2026 ($45)", "rationale": "A new goal after the 15K; can switch distance if the baby disrupts training"},
                 {"decision": "Hat price raised to $55 from 1 November 2025", "rationale": "Demand at $45"}],
   "outcomes": ["15K in 1:17:42", "Valeria 15K in 1:09:15", "Hat sold to Madrid"]}),
 ("2025-11-30", "I've been offered the finishing supervisor job", [
   ("user", "Big news at work. Don Efraín Guillén, our finishing supervisor, is retiring at the end of December after 38 years at the factory. Doña Mercedes has offered me his job from Monday 5 January: $850 a month instead of $620. "
            "I'd be in charge of the finishing section, 9 people: 5 blockers, 2 ironers and 2 trimmers who put on the bands. I'd block a lot less myself, and I love blocking. "
            "She knows about Horma Vieja and says it's fine as long as I only restore old hats and never sell new ones. Carolina says take it: with the baby and the house plan we need a steady salary and my IESS contributions, and she doesn't want me 'gambling on the hat thing'. Should I negotiate?"),
   ("assistant", "Congratulations, that's a real vote of confidence: being chosen to replace someone with 38 years of experience says a lot about how Doña Mercedes sees you.\n\n"
                 "## The case for accepting\n"
                 "- **A 37% raise** ($230 a month), which makes a big difference to a future BIESS application.\n"
                 "- **Stability** with a baby on the way.\n"
                 "- **A new skill:** managing people and production is something you can carry to any future job or business.\n\n"
                 "## What you'd lose\n"
                 "- Less time blocking, which you love. Ask whether you can keep blocking the special orders or the finest hats.\n"
                 "- Managing people you've worked next to for years can be awkward at first.\n\n"
                 "## Negotiating\n"
                 "It's normal and respectful to ask. Some options:\n"
                 "1. **Ask for a bit more:** for example $900, explaining that you'll be responsible for the quality of everything that leaves the finishing section.\n"
                 "2. **Ask for a review** after six months.\n"
                 "3. **Ask for training:** a short course in production planning or supervision.\n"
                 "4. **Ask for time with Don Efraín** in December to learn how he plans the work.\n\n"
                 "## Getting it in writing\n"
                 "Make sure the new role and salary are in an addendum to your contract, registered with the Ministry of Labour, so your IESS contributions reflect the new salary."),
   ("user", "I asked for $900 and a review in six months. We settled on $880, and I'll shadow Don Efraín for the last two weeks of December. I start as supervisor on 5 January. I said yes!"),
   ("assistant", "¡Excelente! $880 with a review and a proper handover is a very good result. Spending those two weeks with Don Efraín will be worth a lot. Enjoy your last weeks as a full-time blocker.")],
  {"summary": "Don Efraín Guillén, the finishing supervisor at Sombreros Tomebamba, retires at the end of December 2025 after 38 years; the owner Doña Mercedes Arízaga offered the user the job from Monday 5 January 2026 at $850 a month instead of $620, running the finishing section of 9 people (5 blockers, 2 ironers, 2 trimmers); "
              "she is fine with Horma Vieja as long as he restores old hats and never sells new ones; Carolina wants him to take it for a steady salary and IESS contributions and doesn't want him gambling on the hat business; "
              "the assistant listed pros and cons and suggested asking for $900, a six-month review, training and a handover, and a written contract addendum; "
              "he negotiated $880 a month with a six-month review, will shadow Don Efraín in the last two weeks of December, and starts as finishing supervisor on 5 January 2026.",
   "decisions": [{"decision": "Accept the finishing supervisor job from 5 January 2026 at $880 a month", "rationale": "Don Efraín is retiring; a steady higher salary with a baby coming and a house to buy"},
                 {"decision": "Shadow Don Efraín in the last two weeks of December 2025", "rationale": "Learn how he plans the work"}],
   "outcomes": ["Salary $880 a month with a review after six months", "Team of 9"]}),
 ("2025-12-21", "Dad's visit moved to January: planning the family time", [
   ("user", "My dad Segundo, 61, has lived in Danbury, Connecticut since 2001. He installs drywall for a construction company there. He was supposed to land in Guayaquil on Thursday 18 December for Christmas, the first time in four years, "
            "but his boss asked him to stay and finish a job at a school gym until the 31st, and the flights are cheaper in January anyway. So now he arrives on 6 January and stays until 3 February. Tomás is disappointed, he'd planned to show him the Pase del Niño. "
            "Mum and Dad are separated but they get on. How can we make the most of four weeks, with me just starting the new job and Carolina six months pregnant?"),
   ("assistant", "It's a shame about Christmas, but four weeks is a generous visit, and January has its own advantages: quieter roads, and you'll all have time once the holiday rush is over.\n\n"
                 "## Before he arrives\n"
                 "- **Pick him up together:** if you can, make the Guayaquil airport trip a family outing on the 6th, or arrange a trusted driver.\n"
                 "- **A welcome plan for Tomás:** let him make a list of what he wants to show his grandfather. It turns the disappointment into anticipation.\n\n"
                 "## Fitting it around the new job\n"
                 "Your first weeks as supervisor matter, so don't plan weekday outings. Keep the weekends for him:\n"
                 "1. **A day trip:** Ingapirca, the Cañari and Inca site, is about two hours away and a good outing for all ages.\n"
                 "2. **Gualaceo and Chordeleg:** a Sunday visit to your mum, the market and the jewellers.\n"
                 "3. **Cuenca itself:** he may not have seen the tram or the renovated riverbanks.\n"
                 "4. **Quiet time:** for someone who has been away four years, ordinary family dinners may matter most.\n\n"
                 "## With Carolina six months pregnant\n"
                 "Keep the trips short and flexible; long bus journeys and altitude walks can be tiring in the third trimester.\n\n"
                 "## Christmas in the meantime\n"
                 "A video call on the 24th during the Pase del Niño can let Tomás show him his costume live."),
   ("user", "Good idea, Tomás is going as a little shepherd and he'll show him on video. Ingapirca it is, the first Saturday. Also, our landlord Sr. Ordóñez is putting the rent up to $420 from January. Not happy about it.")],
  {"summary": "The user's father Segundo Quizhpi, 61, has lived in Danbury, Connecticut since 2001 and installs drywall for a construction company; he was due to land in Guayaquil on 18 December 2025 for Christmas, his first visit in four years, "
              "but his boss asked him to finish a job at a school gym until 31 December and January flights are cheaper, so he arrives on 6 January 2026 and stays until 3 February 2026; Tomás is disappointed; the user's parents are separated but get on; "
              "the assistant suggested a welcome list for Tomás, weekend outings (Ingapirca, Gualaceo and Chordeleg, Cuenca), short trips because Carolina is six months pregnant, and a video call during the Pase del Niño; "
              "Tomás goes as a shepherd in the Pase del Niño on 24 December; they'll go to Ingapirca on the first Saturday; landlord Sr. Ordóñez raises the rent to $420 from January 2026.",
   "decisions": [{"decision": "Day trip to Ingapirca with Segundo on the first Saturday of his visit", "rationale": "Weekend outings fit around the new job"}],
   "outcomes": ["Segundo's visit moved to 6 January to 3 February 2026", "Rent $420 from January 2026"]}),
 ("2026-01-18", "Sharp pain in my heel in the morning", [
   ("user", "Two weeks in as supervisor, and I'm on my feet even more, walking between the blocking tables. For about a week I've had a sharp pain under my left heel, worst with the first steps in the morning and after sitting. "
            "It eases when I run but comes back worse afterwards. I've been running in my old Adidas, they must have 900 km now. My dad landed on the 6th, he brought me a Carhartt work jacket and a Lego fire station for Tomás, who hasn't left it alone since. "
            "We went to Ingapirca on Saturday the 10th, Dad loved it. But the heel: what is it and should I stop running?"),
   ("assistant", "As an AI I can't diagnose you, and a doctor or physiotherapist should examine your foot. But what you describe, sharp pain under the heel that's worst with the first steps in the morning and after rest, "
                 "is the classic pattern of **plantar fasciitis**, an irritation of the thick band of tissue under the foot. It's very common in runners and in people who stand all day, and you're both.\n\n"
                 "## What usually helps\n"
                 "1. **Reduce running, don't push through.** Running on it while it hurts afterwards tends to make it last months. Swap to cycling or swimming for two or three weeks if you can.\n"
                 "2. **Calf stretches** two or three times a day: against a wall, knee straight and then bent, 30 seconds each.\n"
                 "3. **Roll the sole of your foot** over a frozen water bottle for 5 to 10 minutes in the evening.\n"
                 "4. **Stretch before your first steps** in the morning: pull your toes back towards you for a minute while still in bed.\n"
                 "5. **Replace your shoes:** 900 km is well past the usual life of running shoes. Get a cushioned pair, and wear supportive shoes at work too; no flat soles or going barefoot at home.\n"
                 "6. **Physiotherapy:** if it's not clearly better in two or three weeks, a physio can work on the calf and the fascia and give you a strengthening programme.\n\n"
                 "## When to see a doctor sooner\n"
                 "Swelling, numbness or tingling, pain at night, or pain after a fall or a sudden snap need a doctor.\n\n"
                 "## The Cajas race\n"
                 "It's four months away. Plantar fasciitis caught early often settles in six to eight weeks, but it's another reason to keep the 12K option open."),
   ("user", "OK. No running for two weeks, stretches, the frozen bottle, and I'll buy new shoes. If it's not better by February I'll see a physio.")],
  {"summary": "Two weeks into the supervisor job, the user has had about a week of sharp pain under his left heel, worst with the first morning steps and after sitting; he runs in old Adidas with about 900 km; "
              "his father Segundo arrived on 6 January 2026 and brought him a Carhartt work jacket and Tomás a Lego fire station; they visited Ingapirca on Saturday 10 January 2026; "
              "the assistant (as an AI, not diagnosing) said it sounds like plantar fasciitis and recommended reducing running and cross-training, calf stretches, rolling the foot on a frozen bottle, stretching before the first steps, new shoes and supportive work shoes, and physiotherapy if not better in two or three weeks; "
              "he'll stop running for two weeks, stretch, use the frozen bottle, buy new shoes and see a physio if not better by February.",
   "procedures": [{"name": "Self-care for plantar fasciitis", "steps": ["Reduce running, cross-train", "Calf stretches two or three times a day", "Roll the foot on a frozen bottle", "Stretch before the first morning steps", "New cushioned shoes and supportive work shoes", "Physio if not better in two or three weeks"]}],
   "decisions": [{"decision": "No running for two weeks and new shoes", "rationale": "Probable plantar fasciitis; shoes at 900 km"}],
   "discoveries": ["The heel pain pattern matches plantar fasciitis"],
   "outcomes": ["Segundo arrived 6 January 2026", "Ingapirca visited 10 January 2026"]}),
 ("2026-02-15", "Physio for my heel and getting back to running", [
   ("user", "Update. The heel wasn't better by the end of January, so I went to a physiotherapist, Gabriela Pesántez, at a clinic on Avenida Solano. Six sessions at $25 each, the last one is on Thursday. It's much better now. "
            "I bought Brooks Ghost at a running shop in Mall del Río for $140, and she gave me insoles to wear at work. She says I can start running again: 20 minutes every other day. "
            "Dad flew back on the 3rd. Before he left he gave my mum a glucose meter, and her new HbA1c is 7.0%, down from 8.1%. She's given up her Sunday Coca-Cola too. "
            "And last weekend Carolina and I went to Vilcabamba for two nights for our 10th wedding anniversary (we married on 7 February 2016), while Tomás stayed with Valeria. How do I build back up without the heel flaring up?"),
   ("assistant", "That's a lot of good news in one message: a recovering heel, your mum's HbA1c down by more than a point, and ten years of marriage. ¡Felicidades!\n\n"
                 "## A return-to-running plan\n"
                 "Follow Gabriela's advice first; this is a general outline that fits with it.\n\n"
                 "| Week | Sessions | What |\n"
                 "|---|---|---|\n"
                 "| 1 | 3 | 20 min easy, flat ground |\n"
                 "| 2 | 3 | 25 to 30 min easy |\n"
                 "| 3 | 3 | 30 to 35 min, one with gentle hills |\n"
                 "| 4 | 3 to 4 | 40 min, and a first 8 km long run |\n"
                 "| 5 to 6 | 4 | long run up to 10 to 12 km, short trail sections |\n\n"
                 "## Rules of thumb\n"
                 "- **The 24-hour rule:** if the heel is worse the next morning, go back a step.\n"
                 "- **Pain up to 2 or 3 out of 10** during a run that settles quickly is usually acceptable; anything more, stop.\n"
                 "- **Keep the stretches and the strengthening** Gabriela gave you for at least two more months, even when it feels fine.\n"
                 "- **Increase one thing at a time:** distance, or hills, or speed, never all three in the same week.\n\n"
                 "## The Cajas\n"
                 "By mid-May you'd have about twelve weeks of running behind you, with a newborn in the middle. The 21K at altitude would be a stretch; the 12K looks much more realistic. You don't need to decide yet."),
   ("user", "Thanks. Honestly I think it'll be the 12K. The baby is due in six weeks and Carolina wants me home in the evenings.")],
  {"summary": "The user's heel wasn't better by the end of January 2026, so he saw physiotherapist Gabriela Pesántez at a clinic on Avenida Solano: six sessions at $25 each, the last on 19 February 2026; it's much better; "
              "he bought Brooks Ghost running shoes at a shop in Mall del Río for $140 and wears insoles at work; he may run 20 minutes every other day; his father flew back to Connecticut on 3 February 2026 after giving his mother a glucose meter; "
              "his mother Rosa's HbA1c is now 7.0%, down from 8.1%, and she has given up her Sunday Coca-Cola; he and Carolina spent two nights in Vilcabamba on the weekend of 7 February 2026 for their 10th wedding anniversary (married 7 February 2016) while Tomás stayed with Valeria; "
              "the assistant gave a six-week return-to-running table, the 24-hour rule and pain limits, and said the 12K in the Cajas looks more realistic than the 21K; he thinks it will be the 12K because the baby is due and Carolina wants him home in the evenings.",
   "procedures": [{"name": "Return to running after plantar fasciitis", "steps": ["Start with 20 minutes easy on flat ground", "Add time gradually over six weeks", "24-hour rule", "Pain no more than 2-3 out of 10", "Keep stretches and strengthening", "Increase one thing at a time"]}],
   "outcomes": ["Six physio sessions at $25", "Brooks Ghost bought for $140", "Rosa's HbA1c 7.0%", "Vilcabamba anniversary trip in February 2026"]}),
 ("2026-03-22", "Our daughter is here: newborn sleep, Canelo and a jealous 8-year-old", [
   ("user", "Inés was born last Monday at 6:40 in the morning, at the IESS hospital, José Carrasco Arteaga! Two weeks before the due date. 3.1 kg, 49 cm. We named her after Carolina's grandmother Inés, who raised her. "
            "Everyone is well. I got 10 days of paternity leave. My dad had left us a car seat he bought in Danbury, so she came home in style, in a taxi. "
            "Carolina's aunt keeps saying we need a car now, but that's another story. Three questions: she wakes every two hours and we're exhausted; Canelo keeps sniffing her and whining; and Tomás has started acting like a baby himself. Help!"),
   ("assistant", "¡Bienvenida, Inés! Congratulations to all four of you, and to Canelo. Here's some help on each front.\n\n"
                 "## 1. Sleep\n"
                 "Waking every two to three hours is normal for a newborn: her stomach is tiny, and frequent feeds are how she grows. It won't last forever, but a few things make it easier:\n"
                 "- **Take shifts:** if Carolina is breastfeeding, you can do the nappy changes and settling at night, so she only has to feed.\n"
                 "- **Sleep when the baby sleeps,** at least once a day each.\n"
                 "- **Safe sleep:** always on her back, in her own cot or bassinet in your room, on a firm flat mattress with nothing loose around her.\n"
                 "- **Day and night:** light and normal noise during the day, dim and quiet at night, helps her body clock develop over the coming weeks.\n\n"
                 "## 2. Canelo\n"
                 "Sniffing and whining are usually curiosity, not aggression, but never leave them alone together.\n"
                 "1. Let him sniff something she has worn, calmly, and reward him for calm behaviour.\n"
                 "2. Keep his routine: walks and meals at the usual times, so the baby doesn't mean he loses out.\n"
                 "3. Give him attention when the baby is present, so he links her with good things.\n\n"
                 "## 3. Tomás\n"
                 "Regression at 8 is very common when a sibling arrives. He's checking that he still has a place.\n"
                 "- **Special time:** 15 minutes a day alone with you or Carolina, his choice of activity (the Lego fire station, perhaps).\n"
                 "- **A big brother role:** fetching a nappy, choosing her outfit, singing to her.\n"
                 "- **Name the feelings:** it's fine to feel jealous; it's not fine to hurt.\n\n"
                 "## A car?\n"
                 "If you're thinking of buying a car now, it can wait a few weeks; taxis with your car seat work well for now."),
   ("user", "We did talk about a car, but we've decided no: taxis and the tram are enough, and the money is for the deposit on a house. The shifts idea is good, I'll take the 11 pm to 3 am shift.")],
  {"summary": "The user's daughter Inés was born on Monday 16 March 2026 at 6:40 am at the IESS hospital José Carrasco Arteaga, two weeks before the 29 March due date, 3.1 kg and 49 cm; she is named after Carolina's grandmother Inés, who raised her; "
              "he got 10 days of paternity leave; his father left a car seat bought in Danbury; the baby wakes every two hours, Canelo sniffs and whines, and Tomás is regressing; "
              "the assistant explained normal newborn waking, night shifts, safe sleep and day-night cues, introducing Canelo calmly and keeping his routine, and special time and a big brother role for Tomás; "
              "they decided not to buy a car (taxis and the tram are enough, the money is for a house deposit); the user takes the 11 pm to 3 am night shift.",
   "decisions": [{"decision": "No car for now", "rationale": "Taxis and the tram are enough; the money is for a house deposit"},
                 {"decision": "The user takes the 11 pm to 3 am night shift with the baby", "rationale": "Carolina only has to feed"}],
   "outcomes": ["Inés born 16 March 2026, 3.1 kg", "Car seat from Segundo"]}),
 ("2026-04-12", "A second guinea pig, and our move date changes", [
   ("user", "Two things. First, Tomás has been a great big brother lately, so for a reward we're getting Pelusa a companion. A neighbour's guinea pig had babies and we can have a female in two weeks; Tomás wants to call her Chispa. How do we introduce them? "
            "Second, the move. We found a rented house in Misicata with three bedrooms and a little garden for Canelo: $450 a month. We were supposed to move on Friday 1 May, but the landlady, Sra. Cordero, is redoing the bathroom and replacing the water heater, so now it's Saturday 23 May. "
            "Our lease on the flat ends on 30 April and Sr. Ordóñez has agreed to let us stay until the 23rd at the same $420 a month. "
            "Hats: I've gone up to $60 as of this month and a man in Montreal just bought two. I've sold about 40 since I started."),
   ("assistant", "A companion for Pelusa is a kind decision, and good timing for Tomás.\n\n"
                 "## Introducing Chispa to Pelusa\n"
                 "1. **Wait until she's old enough:** baby guinea pigs should stay with their mother for about three weeks, and males must be separated from females by then.\n"
                 "2. **Check she really is a female:** sexing young guinea pigs is easy to get wrong, and a male would mean more babies very quickly. A vet can confirm it.\n"
                 "3. **Neutral ground:** introduce them in a space neither has claimed, with two piles of hay and two hides.\n"
                 "4. **Expect some rumbling and chasing:** that's normal dominance behaviour. Separate them only if there's real fighting or blood.\n"
                 "5. **A bigger cage:** two guinea pigs need at least about 0.7 to 1 m², with two of everything (hides, bowls) at first.\n\n"
                 "## The move\n"
                 "- **Put the new date in writing** with Sra. Cordero, and the agreement to stay until the 23rd with Sr. Ordóñez, to avoid any gap.\n"
                 "- **Check the deposit:** agree on the state of the flat before you leave so your deposit comes back.\n"
                 "- **With a two-month-old:** pack gradually from now, and keep a box with the baby's essentials for the first nights.\n"
                 "- **Canelo:** keep him with your mum or Valeria on moving day; new houses and open doors are when dogs run off.\n\n"
                 "## Horma Vieja\n"
                 "Selling two at $60 straight away, with 40 sold in total, suggests the price is right. Canada, Spain and the US: you have an international brand in the making."),
   ("user", "Noted. Chispa comes home on the 26th and I'll take her to the vet first. Canelo will spend moving day at Mum's in Gualaceo.")],
  {"summary": "Tomás will get a second guinea pig, a female he wants to call Chispa, from a neighbour's litter, as a companion for Pelusa; "
              "the family found a rented three-bedroom house in Misicata with a small garden for Canelo at $450 a month; the move, planned for Friday 1 May 2026, was moved to Saturday 23 May 2026 because the landlady Sra. Cordero is redoing the bathroom and replacing the water heater; "
              "the lease on the flat ends 30 April and Sr. Ordóñez lets them stay until 23 May at $420; the Horma Vieja price is $60 from April 2026; a buyer in Montreal bought two; about 40 hats sold in total; "
              "the assistant explained introducing guinea pigs (age, checking the sex with a vet, neutral ground, normal dominance, a bigger cage) and moving tips (dates in writing, the deposit, packing with a baby, keeping Canelo away on moving day); "
              "Chispa comes home on 26 April 2026 after a vet check; Canelo spends moving day with the user's mother in Gualaceo.",
   "decisions": [{"decision": "Get Chispa as a companion for Pelusa", "rationale": "A reward for Tomás being a good big brother; guinea pigs need company"},
                 {"decision": "Move to the Misicata house on 23 May 2026 instead of 1 May", "rationale": "The landlady is redoing the bathroom and replacing the water heater"}],
   "outcomes": ["Rent at Misicata $450 a month", "Hat price $60 from April 2026", "About 40 hats sold"]}),
 ("2026-05-10", "Changing to the 12K: race week in the Cajas", [
   ("user", "It's official: I've switched from the 21K to the 12K for the Cajas Trail next Sunday. Between the heel and Inés my longest run since February is 10 km, and I don't want to be carried off the páramo. "
            "Valeria is doing the 42K, she's been training up at Laguna Toreadora every weekend. What should I carry and how should I pace 12 km at nearly 4,000 metres? Start is 7 am at the Toreadora visitor centre."),
   ("assistant", "A wise switch. A 12K in the Cajas is a proper mountain race, and finishing it strong is worth more than suffering through a 21K.\n\n"
                 "## Pacing at altitude\n"
                 "1. **Forget your road pace.** At nearly 4,000 metres, expect to be 30 to 50% slower per kilometre than in Cuenca.\n"
                 "2. **Run by effort:** if you can't speak in short sentences, slow down. Walk the steep climbs from the start; almost everyone does.\n"
                 "3. **The first 2 km are the trap:** everyone goes out too fast with the adrenaline. Stay at the back of your comfortable group.\n"
                 "4. **Descents:** short steps, eyes a few metres ahead; wet rock and peat are slippery, and your heel will thank you for not pounding.\n\n"
                 "## What to carry\n"
                 "Follow the race's compulsory kit list, which will likely include:\n"
                 "- A waterproof jacket with a hood\n"
                 "- A thermal long-sleeve layer\n"
                 "- A hat or buff and gloves\n"
                 "- A survival blanket and a whistle\n"
                 "- At least 500 ml of water and a snack or gel\n"
                 "- Your phone, charged, in a waterproof bag\n\n"
                 "## Race week\n"
                 "- Two short easy runs, one with a few strides, and rest on Saturday.\n"
                 "- Sleep matters more than anything: maybe ask Carolina for one night without the 11 pm shift before the race.\n"
                 "- Check the weather the night before; dress for cold at the start even if the sun is out.\n"
                 "- A light breakfast at least two hours before the start.\n\n"
                 "## Your heel\n"
                 "Do Gabriela's stretches before the start, and stop if the pain goes above what she told you is acceptable."),
   ("user", "Thanks. Carolina already said I can sleep through Saturday night, Valeria's partner is driving us up at 5 am.")],
  {"summary": "The user switched from the 21K to the 12K at the Cajas Trail on Sunday 17 May 2026 because between the heel injury and the baby his longest run since February is 10 km; his sister Valeria is running the 42K and trains at Laguna Toreadora; the start is at 7 am at the Toreadora visitor centre; "
              "the assistant advised running by effort, walking climbs, not starting too fast, careful descents, the compulsory kit (waterproof, thermal layer, hat and gloves, survival blanket, whistle, water, phone), an easy race week, sleep and a light breakfast, and Gabriela's heel stretches; "
              "Carolina lets him sleep through the night before the race; Valeria's partner drives them up at 5 am.",
   "decisions": [{"decision": "Switch from the 21K to the 12K at the Cajas Trail", "rationale": "Heel injury and the baby; longest run since February only 10 km"}],
   "outcomes": ["Cajas Trail 12K on 17 May 2026"]}),
 ("2026-05-24", "Settling into the new house with a baby, a dog and two guinea pigs", [
   ("user", "What a week. Last Sunday I finished the 12K in 1:38:20, in sleet for the last 3 km, and no heel pain! Valeria came third woman in the 42K in 6:12. "
            "Then yesterday we moved into the Misicata house, with my cousins and a borrowed truck. Inés slept through most of it, Canelo was at Mum's and came back today, he's already dug a hole in the garden. Pelusa and Chispa get on fine now. "
            "My mum's latest HbA1c came back at 6.6%, and her doctor is happy. I asked her, now that we have a third bedroom, if she'd like to come and live with us. She laughed: she'd never leave Gualaceo, her weaving association, her garden and her church. "
            "How do I stop Canelo destroying the garden, and how do we help everyone settle?"),
   ("assistant", "Congratulations on a finish in sleet at nearly 4,000 metres, with no heel pain, and on your mum's 6.6%! And a move with a two-month-old: you've had a huge week.\n\n"
                 "## Canelo and the garden\n"
                 "Dogs dig out of boredom, to cool down, or because a new place smells interesting. It usually eases as the novelty wears off, but you can help:\n"
                 "1. **Give him a digging spot:** a corner with loose soil or sand where you bury a toy or a treat. Praise him when he digs there.\n"
                 "2. **Protect the rest:** chicken wire just under the surface of beds you care about, or large stones over his favourite holes.\n"
                 "3. **More exercise and attention:** a tired dog digs less; a longer walk before you leave for work helps.\n"
                 "4. **Don't punish after the fact:** he won't link it to the hole he dug an hour ago.\n\n"
                 "## Helping everyone settle\n"
                 "- **Keep routines:** bedtimes, meals and Inés's night shifts the same as in the old flat.\n"
                 "- **Tomás's room first:** unpacking his things early gives him a sense of home.\n"
                 "- **The guinea pigs:** keep their cage away from direct sun and draughts; Misicata nights can be cold.\n"
                 "- **Meet the neighbours,** especially if Canelo barks.\n\n"
                 "## Your mum\n"
                 "Her answer sounds like someone whose life is full where she is, which is good news. Sunday visits to Gualaceo may be the best arrangement for everyone."),
   ("user", "Ha, yes. We'll go to Gualaceo every other Sunday. I'll make Canelo a digging corner behind the clothesline.")],
  {"summary": "The user finished the Cajas Trail 12K on Sunday 17 May 2026 in 1:38:20, in sleet for the last 3 km, with no heel pain; Valeria was third woman in the 42K in 6:12; "
              "the family moved into the rented house in Misicata on Saturday 23 May 2026 with his cousins and a borrowed truck; Canelo stayed at his mother's and came back on 24 May and is digging in the garden; Pelusa and Chispa get on; "
              "his mother Rosa's latest HbA1c is 6.6%; she refused to come and live with them because she'd never leave Gualaceo, her weaving association, her garden and her church; "
              "the assistant suggested a digging spot for Canelo, protecting beds, more exercise and no punishment after the fact, keeping routines, unpacking Tomás's room first, keeping the guinea pigs warm, and regular visits to Gualaceo; "
              "they'll visit Gualaceo every other Sunday.",
   "decisions": [{"decision": "Visit Gualaceo every other Sunday", "rationale": "Rosa won't move to Cuenca"},
                 {"decision": "A digging corner for Canelo behind the clothesline", "rationale": "He digs holes in the new garden"}],
   "outcomes": ["Cajas 12K in 1:38:20", "Moved to Misicata on 23 May 2026", "Rosa's HbA1c 6.6%"]}),
 ("2026-06-14", "Planning a 1,200-hat export order for Italy", [
   ("user", "Work question. We've got the biggest order in the factory's history: 1,200 hats for Cappelleria Fontana, a hat shop in Florence, 800 fedoras and 400 optimos, all in natural colour with black bands, shipping by 31 July. "
            "My finishing section has to block, iron, trim and band all of them. A good blocker does about 12 fedoras a day, fewer optimos because of the crease, maybe 8. We work Monday to Friday, plus Saturday mornings if needed. "
            "One of my ironers, Marlene, starts her maternity leave on 1 July. Because of this order and Inés, I've paused Horma Vieja: no new sales until September. How do I plan this?"),
   ("assistant", "Congratulations to the factory, and to you: a first export order of this size is a big test of a new supervisor. Let's turn it into numbers.\n\n"
                 "## 1. The time available\n"
                 "From Monday 15 June to a shipping date of 31 July there are **7 weeks, about 34 working days**. Keep the last 3 or 4 days for final inspection and packing, so plan on **30 production days**.\n\n"
                 "## 2. Blocking capacity\n"
                 "- Fedoras: 800 ÷ 12 per day = **about 67 blocker-days**\n"
                 "- Optimos: 400 ÷ 8 per day = **50 blocker-days**\n"
                 "- **Total: about 117 blocker-days.** With 5 blockers over 30 days you have 150 blocker-days, so there's a margin of roughly 20% for absences, rejects and the unexpected. Tight, but feasible.\n\n"
                 "## 3. Ironing, trimming and banding\n"
                 "Check the daily capacity of your ironers and trimmers the same way. Ironing is likely your bottleneck in July with Marlene on leave: one ironer for 1,200 hats is a risk. Options:\n"
                 "- Ask Doña Mercedes for a temporary ironer from 1 July.\n"
                 "- Train one blocker to iron in June, while Marlene is still there to teach.\n"
                 "- Iron ahead: get as many hats ironed as possible in June.\n\n"
                 "## 4. A weekly schedule\n"
                 "| Week | Target blocked | Target finished |\n"
                 "|---|---|---|\n"
                 "| 15 to 19 Jun | 180 | 100 |\n"
                 "| 22 to 26 Jun | 200 | 180 |\n"
                 "| 29 Jun to 3 Jul | 200 | 200 |\n"
                 "| 6 to 10 Jul | 200 | 200 |\n"
                 "| 13 to 17 Jul | 200 | 200 |\n"
                 "| 20 to 24 Jul | 220 | 220 |\n"
                 "| 27 to 31 Jul | checks and packing | 100 |\n\n"
                 "## 5. Quality\n"
                 "- Agree the reference hats with the client: photos and measurements of an approved fedora and optimo.\n"
                 "- Check sizes: a size run for Italy (European sizes) must be labelled correctly.\n"
                 "- Inspect a sample from every day's batch, not only at the end.\n\n"
                 "## 6. Your own hours\n"
                 "Pausing Horma Vieja until September is sensible. With a three-month-old at home, don't plan on Saturday mornings every week; keep them as a reserve."),
   ("user", "Doña Mercedes agreed to a temporary ironer from 1 July, and Marlene will train one of my blockers, Wilson, in the next two weeks. I'll put your table on the wall.")],
  {"summary": "Sombreros Tomebamba has its biggest ever order: 1,200 hats (800 fedoras, 400 optimos, natural with black bands) for Cappelleria Fontana in Florence, shipping by 31 July 2026; the user's finishing section must block, iron, trim and band them; a blocker does about 12 fedoras or 8 optimos a day; "
              "ironer Marlene starts maternity leave on 1 July 2026; the user has paused Horma Vieja with no new sales until September 2026 because of the order and the baby; "
              "the assistant calculated about 30 production days and 117 blocker-days against 150 available with 5 blockers, flagged ironing as the bottleneck, suggested a temporary ironer, training a blocker and ironing ahead, gave a weekly schedule, quality checks with reference hats and European sizes, and keeping Saturdays as a reserve; "
              "Doña Mercedes agreed to a temporary ironer from 1 July 2026 and Marlene will train the blocker Wilson.",
   "decisions": [{"decision": "Pause Horma Vieja until September 2026", "rationale": "The Italian order and the baby leave no time"},
                 {"decision": "A temporary ironer from 1 July 2026 and Wilson trained to iron", "rationale": "Marlene's maternity leave makes ironing the bottleneck"}],
   "discoveries": ["About 117 blocker-days are needed against 150 available"],
   "outcomes": ["Order of 1,200 hats for Cappelleria Fontana, Florence, shipping by 31 July 2026"]}),
]

QUESTIONS_114 = [
 # single facts the user said about himself, his family, pets and work
 ("How old am I?", "34"),
 ("What does Carolina do for a living?", "she's an agronomist with the Prefectura del Azuay, advising dairy farmers (in Nabón and Sígsig)"),
 ("What's my sister's job?", "an emergency nurse (Valeria)"),
 ("What does my dad do in the States?", "he installs drywall for a construction company in Danbury, Connecticut"),
 ("What's my Instagram hat shop called?", "Horma Vieja"),
 ("Who owns the factory I work at?", "Doña Mercedes Arízaga (Sombreros Tomebamba)"),
 ("Who treated my heel?", "Gabriela Pesántez, a physiotherapist (clinic on Avenida Solano)"),
 ("Who checked the house in Baños for us?", "Patricio Vele, Carolina's cousin, a civil engineer"),
 # when
 ("When did I run the Cuenca 15K?", "Monday 3 November 2025"),
 ("When was Inés born?", "Monday 16 March 2026"),
 ("When did I start as finishing supervisor?", "Monday 5 January 2026"),
 ("When did we move into the Misicata house?", "Saturday 23 May 2026"),
 ("When's Tomás's birthday?", "14 October (he turned 8 in 2025)"),
 # counts and amounts
 ("How much did the physio cost me in total?", "$150 (six sessions at $25)"),
 ("How many hats did the Italian shop order?", "1,200 (800 fedoras and 400 optimos)"),
 # lists across chats
 ("What pets do we have?", "Canelo (a dog) and two guinea pigs, Pelusa and Chispa"),
 ("What races have I run?", "a 10K in April 2025 (58:10), the 15K of Cuenca (3 November 2025, 1:17:42) and the Cajas Trail 12K (17 May 2026, 1:38:20)"),
 ("What did Dad bring us from the States?", "a Carhartt work jacket for me, a Lego fire station for Tomás, a glucose meter for Mum and a car seat for Inés"),
 ("What have I done to fix my heel?", "stopped running for two weeks, calf stretches, rolling on a frozen bottle, new Brooks Ghost shoes, insoles at work and six physio sessions with Gabriela Pesántez"),
 ("Where have we been on trips and outings since last summer?", "Puerto López (whales, August 2025), Ingapirca (with Dad, January 2026) and Vilcabamba (anniversary, February 2026)"),
 ("Which countries have I sent hats to?", "the USA (Texas), Spain (Madrid) and Canada (Montreal)"),
 # latest value of something that changed
 ("What's my job now?", "finishing supervisor at Sombreros Tomebamba (since 5 January 2026; before that a hat blocker)"),
 ("How much do I earn now?", "$880 a month (it was $620)"),
 ("What do I charge for a reblocked hat now?", "$60 (since April 2026; it was $45, then $55; sales paused until September)"),
 ("How much rent do we pay now?", "$450 a month (the Misicata house)"),
 ("What was Mum's latest HbA1c?", "6.6% (May 2026; down from 8.1% and then 7.0%)"),
 # yes/no
 ("Do we have a car?", "No"),
 ("Did we end up buying the house in Baños?", "No"),
 ("Did Dad make it for Christmas?", "No (he arrived on 6 January 2026)"),
 ("Did I beat my goal time in the 15K?", "Yes (1:17:42 against a 1:20 goal)"),
 # why
 ("Why did we pull out of the Baños house?", "cracks in the back wall, the lot is in a landslide-risk zone, and the title belongs to four heirs, one in Spain who hadn't signed"),
 ("Why was Dad's trip pushed back?", "his boss needed him to finish a job at a school gym until 31 December, and January flights were cheaper"),
 ("Why did I switch to the 12K in the Cajas?", "the heel injury and the baby cut my training: my longest run since February was 10 km"),
 ("Why did the supervisor job come up?", "Don Efraín Guillén retired at the end of December 2025 after 38 years"),
 # what the assistant recommended
 ("What did you suggest about pricing my reblocked hats?", "cost out each hat (about $31 with my time), raise gradually to $55-60, tell the story with before and after photos, charge shipping separately, and check my contract with the factory"),
 ("What did you tell me to do about my heel pain?", "cut back running and cross-train, calf stretches, roll the foot on a frozen bottle, stretch before the first steps, replace the 900 km shoes, and see a physio if not better in two or three weeks"),
 # inference
 ("Would my mum move to Cuenca to live with us?", "Likely no"),
 ("Would Carolina be happy if I quit the factory to sell hats full time?", "Likely no"),
 # not in the archive
 ("What's my sister's partner called?", "Not mentioned in my chats"),
 ("What's the name of Tomás's teacher?", "Not mentioned in my chats"),
]


def assistant_chats_49_at(folder):
    """The archive of CHATS_114 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a49c", CHATS_114, "chatgpt")


@pytest.fixture(scope="module")
def assistant_chats_49(tmp_path_factory):
    return assistant_chats_49_at(tmp_path_factory.mktemp("assistant49"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_114, "assistant 49")


def test_the_archive_finds_the_hat_factory(assistant_chats_49):
    assert assistant_chats_49.search("Tomebamba").results
