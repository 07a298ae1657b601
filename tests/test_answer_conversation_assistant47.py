"""A forty-seventh written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind with its questions and gold answers before any run of
`kbsearch answer` on it, and without reading the answer rules. It is held out: measured, never
read question by question. A winter test driver in Rovaniemi, Finland, Riikka Heikkilä, 34,
who drives prototype cars on the ice tracks of a proving ground on a frozen lake at Vikajärvi and
guides canoe trips in summer, and lives with her partner Tuomas, a radiographer, and Kide, a Finnish
Lapphund. She chats with ChatGPT from May 2025 to April 2026: her first ultra trail race, buying a 1952
veterans' house (an inspection, an offer and a counter-offer, a move date that slips), a permanent
job as ice track coordinator, replacing the oil boiler with a heat pump (a date and a price that
change), measuring lake ice, her father's hearing aids (a queue, a refusal of private ones, a
cancellation slot, the slow getting used to them), Korean lessons and a trip to Korea that is moved
from spring to autumn, an electricity contract, a cracked sauna stove and the dog's paw and weight,
with facts the user updates later (the house price, the move date, her job and pay, the heat pump's
cost, the trip's dates and places, the dog's weight). bench/answer_conversations.py asks every
question ("assistant 47")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_110 = [
 ("2025-05-06", "Training plan for my first ultra trail race", [
   ("user", "Hi! I'm Riikka, 34, and I live in Rovaniemi. My job is a bit unusual: I'm a winter test driver at Arctic Traction Oy, a proving ground on the frozen lake at Vikajärvi, about 30 km east of town. "
            "Car makers from Germany and Korea send us camouflaged prototypes and we drive them on ice and snow tracks all winter to tune the brakes, ABS and stability control. It's a seasonal contract, November to April, "
            "and this year the ice went soft early so the season ended on 11 April. In summer I guide canoe trips on the Ounasjoki for a small tourism company, Ounas Outdoors, and last weekend I did a 16-hour wilderness first aid course for that.\n\n"
            "Now the real question: I signed up for my first ultra, the Ylläs–Pallas trail, 55 km, on Saturday 19 July. Right now I run about 45 km a week, my longest run so far is 24 km, mostly on the Ounasvaara hills. "
            "Our dog Kide (a Finnish Lapphund, five years old) comes on the shorter runs. My big sister Hanna in Oulu is running the Oulu half marathon later this month and keeps sending me her training splits, which doesn't help my nerves. "
            "Can you give me a plan for the next ten weeks?"),
   ("assistant", "Congratulations on signing up! Going from a 24 km long run to 55 km on fells in ten weeks is ambitious but realistic, because you already have a decent base and a job that keeps you active. "
                 "I can't assess your health or injury history, so listen to your body and adjust if something hurts in a way that doesn't settle.\n\n"
                 "## The principles\n"
                 "- **Time on feet matters more than pace.** A 55 km fell race will take most first-timers 7 to 10 hours, so the long runs are about getting used to being out for hours.\n"
                 "- **Practise the terrain.** Ylläs–Pallas has long climbs and rocky descents. The Ounasvaara hills are perfect: repeat the climbs and, just as important, practise running down.\n"
                 "- **Practise eating.** Aim for roughly 60 g of carbohydrate an hour in the race and train your stomach on every long run.\n"
                 "- **Build gradually.** Increase the weekly volume by about 10% at a time, with an easier week every third or fourth week.\n\n"
                 "## A ten-week outline\n"
                 "| Week | Weekly km | Long run | Notes |\n"
                 "|---|---|---|---|\n"
                 "| 1 (12 May) | 45 | 26 km | Hills once a week |\n"
                 "| 2 | 50 | 28 km | Add poles on the climbs |\n"
                 "| 3 | 55 | 30 km | Back-to-back: 30 km Sat, 12 km Sun |\n"
                 "| 4 | 42 | 20 km | Easier week |\n"
                 "| 5 | 58 | 32 km | Practise race food |\n"
                 "| 6 | 62 | 35 km | Back-to-back: 35 + 15 km |\n"
                 "| 7 | 65 | 38 km | Longest run, with 1,000 m+ of climbing if you can |\n"
                 "| 8 | 50 | 25 km | Start easing off |\n"
                 "| 9 | 38 | 18 km | Taper |\n"
                 "| 10 (race week) | 20 + race | — | Short, easy runs only |\n\n"
                 "## Each week\n"
                 "1. **One long run** on trails, at an easy, conversational pace, walking the steep climbs.\n"
                 "2. **One hill session:** for example 8 to 10 climbs of 2 to 3 minutes on Ounasvaara, jogging down carefully.\n"
                 "3. **Two or three easy runs** of 8 to 12 km.\n"
                 "4. **Two short strength sessions** (squats, lunges, step-ups, calf raises, planks). Strong quads make the descents survivable.\n\n"
                 "## Gear to test in training, not on race day\n"
                 "- Trail shoes with good grip on wet rock.\n"
                 "- A running vest with at least 1.5 litres of capacity.\n"
                 "- Poles, if you plan to use them.\n"
                 "- Mosquito repellent: in July on the fells you'll want it.\n\n"
                 "## Warning signs\n"
                 "Pain that gets worse during a run, a limp, or pain in one spot on a bone are reasons to stop and rest, not to push through.\n\n"
                 "And Hanna's splits: her half marathon and your ultra are completely different events. Yours is about patience, not speed."),
   ("user", "Thanks! The race has a mandatory kit list (jacket, emergency blanket, phone, whistle, cup), so I'll practise with the full vest. I'll count the canoe days as cross-training, they're hard on the shoulders, not the legs. "
            "Kide can't do more than 15 km, so she'll only come on the easy runs."),
   ("assistant", "That's a sensible plan. Running long runs with the full mandatory kit is exactly right, since the vest feels different at 4 kg than empty. Canoeing is good upper-body and core work that won't eat into your leg recovery, "
                 "and 15 km is a reasonable limit for a Lapphund in summer: they're built for cold, so keep her runs to the cooler mornings and evenings and give her plenty of water.")],
  {"summary": "The user, Riikka, 34, lives in Rovaniemi; she is a winter test driver at Arctic Traction Oy, a proving ground on the frozen lake at Vikajärvi, about 30 km east of Rovaniemi, where car makers from Germany and Korea test camouflaged prototypes on ice and snow (brakes, ABS, stability control); "
              "her contract is seasonal, November to April, and the 2024–25 season ended on 11 April 2025; in summer she guides canoe trips on the Ounasjoki for Ounas Outdoors and she did a 16-hour wilderness first aid course in early May 2025; "
              "she has signed up for her first ultra, the 55 km Ylläs–Pallas trail on 19 July 2025; she runs about 45 km a week, longest run 24 km; her dog Kide is a five-year-old Finnish Lapphund; her sister Hanna lives in Oulu; "
              "the assistant gave a ten-week plan (time on feet, hill repeats on Ounasvaara, 60 g of carbohydrate an hour, 10% increases, back-to-back long runs, a 38 km longest run in week 7, strength work, a taper) and advice on gear and warning signs.",
   "procedures": [{"name": "Ten weeks to a first 55 km trail race", "steps": ["One long run a week, walking steep climbs", "One hill session on Ounasvaara", "Two or three easy runs",
                   "Two strength sessions", "Back-to-back long runs in weeks 3 and 6", "Longest run 38 km in week 7", "Taper in weeks 8 to 10", "Train with the full mandatory kit"]}],
   "decisions": [{"decision": "Run the 55 km Ylläs–Pallas trail on 19 July 2025", "rationale": "Her first ultra"},
                 {"decision": "Kide only comes on easy runs", "rationale": "She can't do more than 15 km"}],
   "outcomes": ["Wilderness first aid course done, May 2025"]}),
 ("2025-05-25", "Is it time to stop renting and buy a house?", [
   ("user", "Different topic. My partner Tuomas and I rent a three-room flat in Korkalovaara for €920 a month. He's a radiographer at Lapland Central Hospital, so his income is steady; mine is the seasonal test-driving pay, €3,350 a month gross from November to April, plus whatever the canoe trips bring in over the summer. "
            "Together we have €38,000 saved, €14,000 of it in my ASP account. On Thursday we viewed a 1952 veterans' house (a rintamamiestalo) in Saarenkylä: 118 m² on one and a half floors plus a basement with a wood-fired sauna, "
            "oil heating with water radiators, its own 1,100 m² plot, roof redone in 2004. Asking price €189,000. Kide would finally have a yard. I'm scared my seasonal income makes this a bad idea. Is it?"),
   ("assistant", "It isn't automatically a bad idea, but your seasonal income is exactly the right thing to think hard about. Here's how I'd approach it. I'm not a financial adviser, so use this to prepare for your bank meeting, not instead of it.\n\n"
                 "## 1. Can you afford it?\n"
                 "- **Loan size:** with €189,000 and around €24,000 of your own money, you'd borrow roughly €150,000–165,000.\n"
                 "- **The bank's stress test:** Finnish banks check that you could still pay at a much higher interest rate (often 6%) over 25 years. At 6%, €160,000 is about €1,030 a month; at today's rates it's closer to €720.\n"
                 "- **Your seasonal pay:** banks look at your whole-year income. Bring payslips from two seasons and what the canoe work earned. A steady income from Tuomas helps a lot.\n\n"
                 "## 2. The ASP account\n"
                 "Your ASP savings give you a **state guarantee** on part of the loan and an **interest subsidy** if rates rise above a threshold, and the bank usually offers better terms. You must be buying your first home and be under 40, which you are.\n\n"
                 "## 3. The costs on top of the price\n"
                 "- **Transfer tax:** for a house with its own plot (a kiinteistö), it's **3%** of the price, paid by the buyer. On €189,000 that's €5,670.\n"
                 "- **Title registration and mortgage deed fees** at the National Land Survey: a few hundred euros.\n"
                 "- **Running costs** a flat doesn't have: heating oil, property tax, home insurance, water, waste, chimney sweeping, and maintenance. A rule of thumb is to set aside **1–2% of the house value a year** for repairs in an older house.\n\n"
                 "## 4. Oil heating in a 1952 house\n"
                 "Many people replace oil with a heat pump within a few years, because oil is expensive and the tanks get old. Budget for that in your plans, even if not right away.\n\n"
                 "## 5. Before you make any offer: a condition inspection\n"
                 "This is the most important step. **Commission an independent, certified condition inspector (kuntotarkastaja) to inspect the house before you make an offer,** or make your offer conditional on the inspection. "
                 "For a 1950s house, pay attention to:\n"
                 "- the basement walls and drainage (moisture is the classic problem),\n"
                 "- the oil tank's age and condition,\n"
                 "- the chimney and the sauna,\n"
                 "- the wet rooms and the electrics.\n\n"
                 "## 6. Next steps\n"
                 "1. Ask your bank for a **loan pre-approval**.\n"
                 "2. Ask the estate agent for the **seller's disclosure form** and any earlier inspections.\n"
                 "3. Book the condition inspection.\n"
                 "4. Only then decide on an offer."),
   ("user", "We've booked a pre-approval meeting at OP on Tuesday 3 June, and the sellers agreed we can bring in our own inspector. Tuomas's brother Ville knows a good one. We've already started calling the house 'Veteraani', which is probably a bad sign for my negotiating."),
   ("assistant", "Naming the house before the inspection is a very common, very human mistake! Just keep a firm maximum price in mind before you see the report, and let the inspection, not the name, set your offer. Good luck with OP on the 3rd.")],
  {"summary": "The user and her partner Tuomas, a radiographer at Lapland Central Hospital, rent a three-room flat in Korkalovaara, Rovaniemi, for €920 a month; her seasonal pay is €3,350 a month gross from November to April plus summer canoe work; they have €38,000 saved, €14,000 in her ASP account; "
              "on 22 May 2025 they viewed a 1952 veterans' house (rintamamiestalo) in Saarenkylä: 118 m², one and a half floors plus a basement with a wood-fired sauna, oil heating with water radiators, its own 1,100 m² plot, roof redone in 2004, asking price €189,000; "
              "the assistant (not a financial adviser) explained the bank stress test, the ASP guarantee and interest subsidy, the 3% transfer tax on a house with its own plot, running costs and a repair reserve of 1–2% a year, replacing oil heating, "
              "and above all recommended an independent certified condition inspection before making any offer; pre-approval meeting at OP on 3 June 2025; they call the house 'Veteraani'.",
   "procedures": [{"name": "Before making an offer on an old house", "steps": ["Bank loan pre-approval", "Seller's disclosure form and earlier inspections", "Independent certified condition inspection", "Only then decide on the offer"]}],
   "decisions": [{"decision": "Commission their own condition inspection before making an offer", "rationale": "A 1950s house with a basement and an old oil tank"}],
   "outcomes": ["OP pre-approval meeting on 3 June 2025"]}),
 ("2025-06-15", "The inspection report on Veteraani, and how much to offer", [
   ("user", "The inspection was last Tuesday. The inspector, Jari Mäkelä, charged €690 and found: raised moisture readings in the north wall of the basement (the drainage has never been renewed since 1952), "
            "the oil tank in the basement is from 1978 and should be inspected or removed, the sauna chimney liner has cracks, and the porch steps are rotten. Good news: roof fine, windows from 1996 fine, no signs of damp upstairs. "
            "OP pre-approved us for €160,000. Asking price is still €189,000. We were thinking of offering €172,000. Too cheeky?"),
   ("assistant", "Not cheeky at all: you have a written report with concrete faults, and that's exactly what justifies an offer below the asking price. Here's how to frame it.\n\n"
                 "## Put a rough price on the findings\n"
                 "These are very approximate, so ask local firms if you can before the offer:\n"
                 "- **Renewing the basement drainage and waterproofing the north wall:** often €10,000–20,000 for a house this size, depending on how much needs digging.\n"
                 "- **The 1978 oil tank:** an inspection is around €200–400; removing and cleaning a tank €800–1,500. If you plan to switch to a heat pump anyway, removal is the likely route.\n"
                 "- **The chimney liner:** a steel flue liner for the sauna chimney is commonly €1,000–2,000 installed.\n"
                 "- **Porch steps:** a few hundred euros in materials if you build them yourselves.\n\n"
                 "That's easily €15,000+ of known work, which makes €172,000 a reasoned offer rather than a lowball.\n\n"
                 "## How to make the offer\n"
                 "1. **In writing, through the agent,** referring to the inspection report and listing the findings.\n"
                 "2. **A validity period:** for example two or three days, so it doesn't hang open.\n"
                 "3. **Conditions:** subject to final loan approval.\n"
                 "4. **A deposit (käsiraha):** usually 2–4% of the price, paid when the offer is accepted, and lost if you back out without a valid reason.\n"
                 "5. **The deed signing date** and who pays for what in the meantime.\n\n"
                 "## Expect a counter-offer\n"
                 "Sellers usually counter. Decide now what your **walk-away price** is (for example €180,000) so you don't decide it in the heat of the moment.\n\n"
                 "## Remember the cash you need on top\n"
                 "The 3% transfer tax, the registration fees and a buffer for the first repairs all come out of your savings after the down payment."),
   ("user", "Update, same chat: we offered €172,000 on Wednesday with a two-day validity. The sellers, a retired couple moving to a new flat in Oulu, came back with €182,000. This morning we agreed on €178,000 and paid a €5,000 deposit. "
            "Deed signing and keys on Monday 1 September at OP. The loan is €150,000 over 25 years at the 12-month Euribor plus a 0.55% margin, as an ASP loan. We've given notice on the flat for the end of August."),
   ("assistant", "Congratulations, Veteraani is yours! €178,000 is €11,000 under the asking price, and the inspection findings did their job. A few things for the summer:\n"
                 "- **Transfer tax:** 3% of €178,000 is **€5,340**, due before you apply for title registration (within six months of the deed).\n"
                 "- **Home insurance** should start on the day of the deed signing.\n"
                 "- **Electricity and water** contracts in your name from 1 September.\n"
                 "- Ask the sellers to leave **the oil tank's records** and any manuals for the boiler and sauna stove.")],
  {"summary": "The condition inspection of Veteraani, the 1952 house in Saarenkylä, was done on 10 June 2025 by inspector Jari Mäkelä for €690: raised moisture in the north basement wall (drainage never renewed since 1952), the 1978 oil tank should be inspected or removed, cracks in the sauna chimney liner, rotten porch steps; roof, 1996 windows and upstairs fine; "
              "OP pre-approved €160,000; the assistant estimated the repairs (drainage €10,000–20,000, oil tank removal €800–1,500, flue liner €1,000–2,000) and advised a written offer with a validity period, loan condition, deposit, and a walk-away price; "
              "they offered €172,000 on 11 June, the sellers (a retired couple moving to a new flat in Oulu) countered at €182,000, and they agreed on €178,000 on 15 June 2025 with a €5,000 deposit; deed signing and keys planned for 1 September 2025 at OP; "
              "loan €150,000 over 25 years, 12-month Euribor plus 0.55%, an ASP loan; transfer tax €5,340; notice given on the rented flat for the end of August.",
   "decisions": [{"decision": "Offer €172,000 for Veteraani", "rationale": "The inspection found about €15,000+ of known work"},
                 {"decision": "Agreed on €178,000 after the sellers' counter-offer of €182,000", "rationale": "Under their walk-away price"}],
   "outcomes": ["House bought for €178,000 (asking €189,000)", "Mortgage €150,000 over 25 years, 12-month Euribor + 0.55%", "Deed signing planned for 1 September 2025"]}),
 ("2025-07-06", "Kide cut her paw two weeks before my race", [
   ("user", "Two things. On Wednesday Kide sliced her front left paw pad on a sharp rock on Ounasvaara. Dr. Laura Nieminen at the Revontuli animal clinic put in three stitches and she's in a cone, no running for ten days. It cost €240. She's sulking under the table. "
            "How do I keep the paw clean and stop her chewing the bandage?\n\n"
            "And the race is in 13 days. Last weekend I did my longest run, 38 km with about 1,100 m of climbing, and felt OK apart from my quads at the end. How should I taper?"),
   ("assistant", "Poor Kide, paw pads bleed a lot and heal slowly because she walks on them. I'm not a vet, so follow Dr. Nieminen's instructions first, but here is what usually helps.\n\n"
                 "## Caring for the paw\n"
                 "1. **Keep the bandage dry.** A plastic bag or a dog boot over it for toilet trips, taken off as soon as you're inside.\n"
                 "2. **Keep the cone on,** especially at night and when you're out. Lapphunds are clever about reaching bandages.\n"
                 "3. **Check it daily:** swelling above the bandage, a bad smell, discharge or her refusing to put weight on it are reasons to call the clinic.\n"
                 "4. **Short lead walks only** until the stitches are out, usually after 10 to 14 days.\n"
                 "5. **Keep her busy at home:** snuffle mats, frozen food toys and short training games so she doesn't get bored.\n\n"
                 "## Your taper\n"
                 "The hard work is done; 38 km with 1,100 m of climbing is a great final long run. Now the goal is to arrive fresh.\n"
                 "- **This week:** about 35 km in total, one 18 km easy trail run, and one short session of 4 × 3 minutes uphill at a steady effort to keep the legs sharp.\n"
                 "- **Race week:** three or four easy runs of 5 to 8 km, with a few 20-second strides. Nothing long after Tuesday.\n"
                 "- **Sleep** is the best performance enhancer. Aim for eight hours, which I know is hard with the midnight sun: blackout curtains help.\n"
                 "- **Carbohydrate** a bit more in the last two days.\n\n"
                 "## Race day\n"
                 "- **Start slowly.** The first 10 km should feel too easy.\n"
                 "- **Walk the climbs** with poles, run the flats and gentle downhills.\n"
                 "- **Eat from the first hour,** about 60 g of carbohydrate an hour, and drink to thirst.\n"
                 "- Your quads hurting at 38 km tells you the descents will be the hard part, so take the downhills controlled in the first half."),
   ("user", "Thanks. The stitches come out on Monday 14 July. Tuomas will drive me to the start at Ylläs and pick me up at Pallas. Hanna ran the Oulu half in May in 1:52 and now says she'll do an ultra next year too, so the family is getting competitive."),
   ("assistant", "A support driver at both ends is a real luxury, enjoy it. And 1:52 is a strong half marathon; maybe next year you'll be the one giving Hanna the taper advice. Good luck on the 19th, and a quick recovery to Kide.")],
  {"summary": "On 2 July 2025 Kide cut her front left paw pad on a rock on Ounasvaara; Dr. Laura Nieminen at the Revontuli animal clinic put in three stitches, €240, a cone and no running for ten days; stitches out on 14 July 2025; "
              "the user's longest training run was 38 km with about 1,100 m of climbing; the assistant (not a vet) advised keeping the bandage dry, the cone on, daily checks and short lead walks, and gave a 13-day taper (35 km this week, short easy runs in race week, sleep, carbohydrate) and race-day advice (start slowly, walk climbs, 60 g of carbohydrate an hour, careful descents); "
              "Tuomas will drive her to the start at Ylläs and pick her up at Pallas.",
   "procedures": [{"name": "Caring for a dog's stitched paw pad", "steps": ["Keep the bandage dry", "Keep the cone on", "Check daily for swelling or smell", "Short lead walks until the stitches are out", "Keep her busy at home"]},
                  {"name": "Two-week taper for a trail ultra", "steps": ["About 35 km in the first week with one 18 km run", "Short easy runs with strides in race week", "Sleep eight hours", "More carbohydrate in the last two days"]}],
   "outcomes": ["Kide's paw: three stitches, €240", "Longest training run 38 km"]}),
 ("2025-07-27", "Recovering after my first ultra", [
   ("user", "I did it! Ylläs–Pallas, 55 km, the Saturday before last, in 8 h 47 min. I cried at the finish. Janne, a test driver I work with, finished in 7 h 58 min, but it was his fifth ultra, so I'm not jealous (much). "
            "Damage report: a black toenail on my left big toe, and my quads were destroyed by the long descent into Pallas; they're still heavy now, eight days later. Kide's paw has healed, the stitches came out on the 14th. "
            "I'm back to guiding on the Ounasjoki, eleven canoe trips so far this summer. When can I run properly again, and what should my next goal be?"),
   ("assistant", "Congratulations, that's a huge achievement, and 8 h 47 min is a very respectable first ultra on that course. Here's how to recover well. I'm not a doctor, so see one if anything below sounds like you.\n\n"
                 "## The first two to three weeks\n"
                 "- **Week 1 after the race:** walking, swimming, easy cycling. Paddling is fine if the shoulders feel good.\n"
                 "- **Week 2:** two or three very easy runs of 20 to 40 minutes on soft ground, only if walking down stairs no longer hurts.\n"
                 "- **Week 3:** back towards normal volume if everything feels good, but no hard sessions yet.\n"
                 "- A common rule of thumb is **one easy day per 10 km raced**, so around five to six weeks before racing again or doing hard training.\n\n"
                 "## The toenail\n"
                 "- Keep it clean and protected; it will probably come off by itself in a few weeks as a new nail grows underneath.\n"
                 "- **Don't pull it off.** If there's pressure and throbbing pain, or redness and warmth around it, see a doctor or nurse.\n"
                 "- For the next race, consider half a size bigger shoes and lacing that stops your foot sliding forward on descents.\n\n"
                 "## Warning signs\n"
                 "- **Very dark urine**, severe muscle pain and weakness after a long race can be signs of rhabdomyolysis and need a doctor.\n"
                 "- **Pain in one spot on a bone** that gets worse with running could be a stress reaction.\n\n"
                 "## Next goals\n"
                 "You live in the right place for a winter goal that isn't running at all: a **cross-country ski race** in March would keep your fitness through the season without the impact. "
                 "Next summer, a second ultra with a focus on descending: eccentric strength work (slow step-downs, downhill repeats) would help your quads a lot."),
   ("user", "I'll start easy runs with Kide next week and look for a ski race in March. The quads lesson is noted: more downhill practice next year."),
   ("assistant", "A good plan. Kide will be delighted to have her running partner back, and a March ski race gives the winter a goal. Enjoy the rest of the canoe season.")],
  {"summary": "The user finished the 55 km Ylläs–Pallas trail race on 19 July 2025 in 8 h 47 min, her first ultra; her colleague Janne, a test driver, finished in 7 h 58 min (his fifth ultra); she has a black toenail on her left big toe and sore quads from the descent into Pallas; "
              "Kide's paw healed and her stitches came out on 14 July 2025; she has guided eleven canoe trips on the Ounasjoki so far this summer; "
              "the assistant (not a doctor) advised two to three weeks of gradual recovery (one easy day per 10 km raced), not pulling off the toenail, warning signs (dark urine, bone pain), and suggested a cross-country ski race in March and downhill strength work for next summer.",
   "procedures": [{"name": "Recovering from a trail ultra", "steps": ["Week 1: walking, swimming, cycling", "Week 2: very easy short runs if stairs don't hurt", "Week 3: normal volume, no hard sessions", "About one easy day per 10 km raced"]}],
   "decisions": [{"decision": "Look for a cross-country ski race in March 2026", "rationale": "A winter goal without the impact of running"}],
   "outcomes": ["Ylläs–Pallas 55 km finished in 8 h 47 min on 19 July 2025"]}),
 ("2025-08-17", "Dad's hearing: wait for the public hearing centre or buy private hearing aids?", [
   ("user", "My dad Kalevi turned 70 on Saturday the 9th, and we had a party at my parents' house in Kemi. He missed half the speeches and kept saying 'what?'. My mum Pirjo (she's a retired school cook) says the TV is on volume 40 every evening. "
            "Dad worked 38 years as a maintenance electrician at the Veitsiluoto paper mill, retired in 2017, and I'm sure the mill noise did this. "
            "The GP at the Kemi health centre has referred him to the hearing centre at Länsi-Pohja hospital, but the queue is about seven months, so March. A private audiologist in Kemi quoted €3,900 for a pair of hearing aids. "
            "Hanna and I offered to split that, but Dad flatly refused: he says that money is for the grandchildren (Hanna's kids, Eetu, 9, and Minea, 6). What would you do?"),
   ("assistant", "That's a very common situation, and your dad's pride is understandable. Here's how the two routes compare and what you can do in the meantime. I'm not an audiologist, so take this as background for the conversation with him.\n\n"
                 "## The public route\n"
                 "- In Finland, hearing aids prescribed through the public hearing rehabilitation service are **provided on loan free of charge**, including follow-up visits and adjustments. Only small items like batteries or domes may cost something.\n"
                 "- The devices are good modern hearing aids, often from the same manufacturers the private shops sell.\n"
                 "- The downside is **the wait**, which varies by region.\n\n"
                 "## The private route\n"
                 "- Faster, and sometimes more choice of models and features.\n"
                 "- **€3,900 for a pair is a typical price**, and you pay for later adjustments or replacements yourself.\n\n"
                 "## What you can do now\n"
                 "1. **Ask to be put on the cancellation list** at the hearing centre. People do cancel, and a phone call from a family member often helps.\n"
                 "2. **A private hearing test** is often cheap or free at hearing aid shops, and doesn't commit him to buying anything. It gives the numbers, and sometimes persuades a reluctant person it's real.\n"
                 "3. **TV headphones or a TV speaker:** a wireless TV headset lets him turn up his own volume while your mum keeps hers normal. This is often the thing that brings the most peace at home.\n"
                 "4. **Communication tips for the family:** face him when you speak, reduce background noise, don't shout (it distorts the sound), rephrase rather than repeat.\n\n"
                 "## About his refusal\n"
                 "Since the public aids are free, the sensible route for him is to wait and use the time to get used to the idea. His reason is generous, and you don't need to win the argument: the public route gets him there without him spending anything.\n\n"
                 "## See a doctor sooner if\n"
                 "Sudden hearing loss in one ear, pain, discharge, or dizziness should be checked promptly, not left for the queue."),
   ("user", "Hanna called the hearing centre and he's on the cancellation list. Meanwhile we bought Dad wireless TV headphones for €119. Mum says it's the first quiet evening in years."),
   ("assistant", "That's a lovely result for €119. The headphones solve the daily friction, and the cancellation list might well bring the appointment forward. Well done to Hanna for making the call.")],
  {"summary": "The user's father Kalevi turned 70 on 9 August 2025 with a party at her parents' house in Kemi; he struggles to hear; her mother Pirjo is a retired school cook; Kalevi was a maintenance electrician at the Veitsiluoto paper mill for 38 years and retired in 2017; "
              "the Kemi health centre GP referred him to the hearing centre at Länsi-Pohja hospital with a queue of about seven months (March 2026); a private audiologist in Kemi quoted €3,900 for a pair; Kalevi refused Riikka and Hanna's offer to pay, saying the money is for the grandchildren (Hanna's children Eetu, 9, and Minea, 6); "
              "the assistant (not an audiologist) explained public hearing aids are lent free of charge with follow-up, private ones are faster but paid for, and suggested the cancellation list, a free private hearing test, TV headphones and communication tips; "
              "Hanna got him onto the cancellation list and they bought him wireless TV headphones for €119.",
   "decisions": [{"decision": "Kalevi waits for public hearing aids", "rationale": "He refused private ones at €3,900 because the money is for the grandchildren; public hearing aids are free"},
                 {"decision": "Wireless TV headphones for Kalevi", "rationale": "The TV was on volume 40"}],
   "outcomes": ["Kalevi on the cancellation list at Länsi-Pohja hospital's hearing centre", "TV headphones €119"]}),
 ("2025-09-07", "Our move date got pushed back two weeks", [
   ("user", "Annoying news. The sellers' new flat in Oulu isn't finished (the builder is late), so they asked to move the deed signing from Monday 1 September to Monday 15 September, and the agent says that's allowed by the contract if both agree. We agreed. "
            "But our lease ended on 31 August. Our landlord let us stay until the 15th for €460. Now the move itself: a moving company quoted €1,150. "
            "Or we rent a van for €180 for the day and ask friends: Elina (a reindeer herder from Sodankylä, built like a wardrobe), Janne from work, and Tuomas's brother Ville. What do we need to remember for the day?"),
   ("assistant", "A two-week slip is irritating but manageable, and it's good the landlord was flexible. With three strong helpers and a van, moving yourselves is very doable. Here's a checklist.\n\n"
                 "## Before the day\n"
                 "1. **Home insurance** for Veteraani from 15 September, and keep the flat's contents insured until you're out.\n"
                 "2. **Electricity:** a contract for the house starting 15 September. With oil heating you'll still need electricity for the burner and pumps.\n"
                 "3. **Change of address** with Posti and the Digital and Population Data Services Agency (DVV); the DVV notice goes to many authorities at once.\n"
                 "4. **Internet:** order it now, installations can take two weeks.\n"
                 "5. **Pack by room and label** the boxes with the room in the new house, not the old one.\n"
                 "6. **Kide:** moving day is chaotic for dogs. If someone can have her for the day, that's one less worry.\n\n"
                 "## At the deed signing\n"
                 "- Check that the **transfer of ownership and payment** happen together at the bank.\n"
                 "- **Read the oil tank level** with the sellers and agree how the remaining oil is paid for.\n"
                 "- Note the **electricity and water meter readings.**\n"
                 "- Collect **all keys,** manuals and any service records.\n\n"
                 "## On the day\n"
                 "- **Heavy items first** into the van, against the front wall; boxes after.\n"
                 "- Give each helper a job: one in the van, two carrying, one directing in the new house.\n"
                 "- **Food and coffee** for the helpers; people help gladly when they're fed.\n"
                 "- Keep a **'first night' box** with bedding, towels, kettle, coffee, phone chargers, dog food and toilet paper.\n\n"
                 "## The costs\n"
                 "Van €180 plus fuel and food versus €1,150 for the movers: you save around €800, which is useful with a house to fix up."),
   ("user", "We're doing it ourselves with the van on the 15th, right after the deed signing at 10:00. Mum will keep Kide in Kemi for the weekend. Elina is bringing smoked reindeer sausage for the helpers. My last canoe trip of the season is Sunday 21 September."),
   ("assistant", "That sounds like a well-organised move, and smoked reindeer sausage is a far better incentive than pizza. Enjoy your first sauna at Veteraani, and your last trip on the river.")],
  {"summary": "The sellers' new flat in Oulu was delayed, so the deed signing and handover of Veteraani moved from 1 September to 15 September 2025; the landlord let them stay in the Korkalovaara flat until 15 September for €460; "
              "a moving company quoted €1,150; the assistant gave a moving checklist (insurance, electricity, change of address with Posti and DVV, internet, labelling, the dog; at the signing: payment and ownership together, oil tank level, meter readings, keys; on the day: heavy items first, jobs for helpers, food, a first-night box); "
              "they decided to move themselves with a rented van (€180) and friends Elina (a reindeer herder from Sodankylä), Janne from work and Tuomas's brother Ville, right after the deed signing at 10:00 on 15 September; her mother keeps Kide in Kemi; her last canoe trip is 21 September 2025.",
   "procedures": [{"name": "Moving day checklist", "steps": ["Insurance and electricity from the handover date", "Change of address with Posti and DVV", "Order internet early", "Label boxes by the new room",
                   "Read the oil level and meters at the signing", "Heavy items first", "Jobs and food for helpers", "A first-night box"]}],
   "decisions": [{"decision": "Move themselves with a rented van and friends", "rationale": "€180 against €1,150 for movers"},
                 {"decision": "Accept moving the deed signing to 15 September 2025", "rationale": "The sellers' new flat in Oulu was not finished"}],
   "outcomes": ["Landlord extension to 15 September for €460"]}),
 ("2025-09-28", "A permanent job offer: ice track coordinator", [
   ("user", "We're in! Moved on the 15th, the sauna works (just about) and Kide has claimed the whole yard. Now a work question. My boss Markku Aalto, the site manager at Arctic Traction, has offered me a permanent, year-round job as ice track coordinator, starting Monday 13 October, at €3,900 a month. "
            "The job: monitoring ice thickness on Vikajärvi, planning and building the tracks (ploughing, flooding and polishing the ice), safety, scheduling the car makers' teams, and training new drivers. In summer it's maintenance of the tyre test area and planning for the next season. "
            "The catch: no more summers on the river (I did 19 canoe trips this year, the last one was last Sunday), and I'd drive a lot less. But a year-round salary with a mortgage is tempting. Thoughts?"),
   ("assistant", "It sounds like a real step up, and the fact that Markku picked you says a lot. Here's a way to weigh it.\n\n"
                 "## In favour\n"
                 "- **Year-round, predictable income:** €3,900 × 12 is about €46,800 a year, against roughly €20,100 for six months of seasonal pay plus whatever the summer brings. With a new mortgage, that stability is worth a lot.\n"
                 "- **A permanent contract** means holiday pay, sick pay and pension all year, and it will help with any future bank loan.\n"
                 "- **Responsibility and skills:** ice safety and track building are specialised knowledge that few people have.\n\n"
                 "## Against\n"
                 "- **Losing the river.** If guiding is what keeps you happy through the summer, that's a real cost, not a trivial one.\n"
                 "- **Less driving,** which may be the part of the job you love most.\n"
                 "- **Responsibility for safety on the ice,** which can be stressful.\n\n"
                 "## What to ask or negotiate before you sign\n"
                 "1. **Some driving time in the season,** for example one day a week, so you keep your skills and the fun part.\n"
                 "2. **Training:** an ice rescue or ice safety course paid by the company, since you'll be responsible for people on the ice.\n"
                 "3. **Summer holidays:** when can you take them? If it's flexible, you might still guide a few trips as a hobby.\n"
                 "4. **The collective agreement,** overtime and any on-call duties in the season.\n"
                 "5. **Trial period:** in Finland it can be up to six months; check what's in the contract.\n\n"
                 "If they agree to the driving day and the training, I'd be inclined to take it."),
   ("user", "Accepted! Markku agreed I keep one driving day a week in the season, and the company pays for an ice rescue course in November. I told Ounas Outdoors I won't be back next summer, which was sad. "
            "And a fun one: I've started a Korean beginners' course at the adult education centre, Tuesday evenings, €95 for the autumn. The Korean car maker's engineers come every winter from December to March, and their team lead, Park Ji-hoon, has been teaching me words over lunch. I'd like to surprise him this winter."),
   ("assistant", "Congratulations on the new job, and on negotiating the driving day. Korean is a lovely choice: start with **hangul**, the alphabet, which most people can read within a couple of weeks. "
                 "Greeting Park Ji-hoon in Korean when his team arrives in December will make a great impression.")],
  {"summary": "The user moved into Veteraani on 15 September 2025; her boss Markku Aalto, site manager at Arctic Traction, offered her a permanent year-round job as ice track coordinator from 13 October 2025 at €3,900 a month "
              "(ice thickness monitoring on Vikajärvi, building tracks, safety, scheduling car makers' teams, training drivers; summer maintenance of the tyre test area); she guided 19 canoe trips in summer 2025; "
              "the assistant weighed year-round income and a permanent contract against losing the river and less driving, and suggested negotiating a driving day, ice rescue training, summer holidays, the collective agreement and the trial period; "
              "she accepted, keeping one driving day a week in the season, with an ice rescue course paid by the company in November; she won't guide for Ounas Outdoors next summer; "
              "she started a Korean beginners' course at the adult education centre on Tuesday evenings (€95) because the Korean car maker's engineers, led by Park Ji-hoon, come every winter from December to March.",
   "decisions": [{"decision": "Accept the permanent job as ice track coordinator from 13 October 2025 at €3,900 a month", "rationale": "Year-round income with a new mortgage"},
                 {"decision": "Stop guiding canoe trips for Ounas Outdoors", "rationale": "The new job is year-round"},
                 {"decision": "Learn Korean at the adult education centre", "rationale": "The Korean car maker's engineers come every winter"}],
   "outcomes": ["19 canoe trips guided in summer 2025", "One driving day a week kept in the season", "Ice rescue course paid by the company"]}),
 ("2025-10-19", "Replacing the oil boiler: air-to-water or ground-source heat pump?", [
   ("user", "Heating time. According to the sellers the house burned about 2,400 litres of heating oil last year, and oil is around €1.35 a litre here. The tank is the 1978 one from the inspection. We've had three quotes:\n"
            "1. Lapin Lämpöpalvelu, a firm here in Rovaniemi: air-to-water heat pump, €13,800 installed, including taking out the old boiler. Removing and cleaning the tank is €1,100 extra.\n"
            "2. A firm from Oulu: a different air-to-water pump for €12,200 including the boiler, but their service technicians are 220 km away.\n"
            "3. Lapin Lämpöpalvelu again: ground-source heat with a 190 m borehole, €24,500.\n"
            "We have about €9,000 left in savings after the purchase. (Other news: Tuomas rebuilt the rotten porch steps last weekend, so at least one item from the inspection list is done.) What would you pick?"),
   ("assistant", "Good that you're doing this before the real cold. Here's how the three compare. I'm not an energy adviser, and exact savings depend on the house, so treat the numbers as rough.\n\n"
                 "## What you spend now\n"
                 "2,400 litres × €1.35 ≈ **€3,240 a year** on oil, plus the electricity for the burner and the risk of a 47-year-old tank.\n\n"
                 "## Air-to-water\n"
                 "- Uses outdoor air to heat the radiator water and hot water.\n"
                 "- **In Lapland's coldest weeks** (−25 to −35 °C) its efficiency drops a lot and an electric resistor takes over part of the load, so your electricity bill peaks exactly in the coldest, darkest weeks.\n"
                 "- Typical running cost for a house like yours: perhaps **€1,300–1,800 a year** in electricity, depending on prices.\n"
                 "- Saving against oil: roughly **€1,500–1,900 a year**, so a payback of about 7 to 9 years.\n\n"
                 "## Ground-source\n"
                 "- The borehole gives a steady heat source all winter, so it stays efficient at −30 °C.\n"
                 "- Running cost perhaps **€900–1,200 a year**, and the pump lasts about 20 years, the borehole much longer.\n"
                 "- But **€10,700 more up front**, and you'd need a much bigger loan right after buying the house.\n\n"
                 "## The Oulu quote\n"
                 "€1,600 cheaper, but a heat pump that stops in January at −30 °C needs a technician the same day. **Local service is worth a lot in Lapland.** Ask both firms about response times and who does the annual maintenance.\n\n"
                 "## The household tax deduction (kotitalousvähennys)\n"
                 "The labour part of the installation qualifies. For 2025 it's **35% of the labour cost**, up to **€1,600 per person** after a €150 deductible, and you and Tuomas can each claim for the work you pay. "
                 "Ask the installer to show the labour separately on the invoice. Check the current figures on vero.fi.\n\n"
                 "## The tank\n"
                 "Once the boiler is gone, **empty, clean and remove the tank** (or have it cleaned and made safe). An old tank in the basement is a risk and can matter for insurance and any later sale.\n\n"
                 "## My suggestion\n"
                 "Given your budget right after the purchase, **the local air-to-water quote (€13,800) plus the tank removal** is the pragmatic choice: much cheaper than ground-source and serviced from Rovaniemi."),
   ("user", "Decided: Lapin Lämpöpalvelu's air-to-water pump for €13,800, because they're local and ground-source is just too much money right now. Installation on Monday 10 November, and they take out the tank the same week for €1,100. "
            "We'll pay €7,800 from savings and take a €6,000 loan from OP over three years."),
   ("assistant", "A sensible decision. Before installation day, clear the path to the basement and the spot for the outdoor unit, and ask them to explain the settings for the coldest weeks. Keep the invoice with the labour shown separately for your tax returns.")],
  {"summary": "Veteraani burned about 2,400 litres of heating oil a year at about €1.35 a litre; three quotes: Lapin Lämpöpalvelu of Rovaniemi, an air-to-water heat pump for €13,800 including boiler removal (tank removal €1,100 extra); a firm from Oulu, air-to-water for €12,200, with technicians 220 km away; "
              "Lapin Lämpöpalvelu, ground-source with a 190 m borehole for €24,500; they had about €9,000 of savings left; Tuomas rebuilt the rotten porch steps in October 2025; "
              "the assistant (not an energy adviser) estimated oil at €3,240 a year, compared efficiency in −25 to −35 °C, running costs and payback, stressed local service, explained the household tax deduction for 2025 (35% of labour, up to €1,600 per person after €150) and removing the tank, and suggested the local air-to-water pump; "
              "they chose Lapin Lämpöpalvelu's air-to-water pump for €13,800, installation planned for 10 November 2025, tank removal €1,100, paid with €7,800 from savings and a €6,000 OP loan over three years.",
   "decisions": [{"decision": "Air-to-water heat pump from Lapin Lämpöpalvelu for €13,800", "rationale": "A local firm for service in the cold; ground-source at €24,500 was too expensive right after the purchase"},
                 {"decision": "Remove the 1978 oil tank for €1,100", "rationale": "An old tank in the basement is a risk"},
                 {"decision": "Pay €7,800 from savings and a €6,000 OP loan over three years", "rationale": "About €9,000 left in savings after the house"}],
   "outcomes": ["Porch steps rebuilt by Tuomas", "Installation planned for 10 November 2025"]}),
 ("2025-11-09", "Planning two weeks in South Korea next spring", [
   ("user", "Five weeks into my Korean course and I can read hangul, slowly! So Tuomas and I want to go to Korea when the ice season is over: Saturday 25 April to Sunday 10 May 2026, two weeks, budget about €5,500 for the two of us. "
            "Park Ji-hoon from the car maker says we must go to Jeonju for the bibimbap and the hanok village, and to Gyeongju for the old tombs and temples. Tuomas wants to add Jeju for the beaches; I'm not convinced, it means extra flights. "
            "Oh, and a heat pump update: the outdoor unit is back-ordered, so the installation has moved to Monday 24 November, and they said our radiator system needs a buffer tank, another €500, so the total is now €14,300. Grr."),
   ("assistant", "Sorry about the delay and the extra €500; buffer tanks are common with old radiator systems, so it's probably a real need. Now the fun part. Here's a two-week plan around Park's suggestions.\n\n"
                 "## A possible itinerary (15 nights)\n"
                 "1. **Seoul, 5 nights:** the palaces (Gyeongbokgung, Changdeokgung), Bukchon, a hike on Bukhansan, markets, and day trips if you like.\n"
                 "2. **Gyeongju, 3 nights** (about 2 h 15 min by KTX from Seoul): the royal tombs, Bulguksa temple, Seokguram grotto and the Woljeong bridge at night. Renting bikes is a great way to get around.\n"
                 "3. **Jeonju, 3 nights:** the hanok village, bibimbap, the Nambu market at night, a night in a traditional hanok guesthouse.\n"
                 "4. **Back to Seoul, 4 nights**, with some slack for whatever you liked best.\n\n"
                 "## About Jeju\n"
                 "- It's beautiful (Hallasan, the coast, lava tubes), but **it needs at least three nights** to be worth the two extra flights, and early May is before real beach weather.\n"
                 "- With two weeks, most people enjoy the trip more with fewer bases. Jeju could be a trip of its own another time.\n\n"
                 "## Timing\n"
                 "- Late April to early May is usually **mild and pleasant**, with fresh green hills after the cherry blossom season.\n"
                 "- **5 May is Children's Day,** a public holiday, and the days around it are busy with domestic travel: book trains and guesthouses early.\n\n"
                 "## Practicalities\n"
                 "- **Entry:** check whether Finnish citizens need a K-ETA for your dates; the rules have changed more than once.\n"
                 "- **Getting around:** KTX trains between cities and a **T-money card** for the metro and buses.\n"
                 "- **Apps:** Naver Map or KakaoMap work much better than Google Maps in Korea.\n\n"
                 "## Budget for two (rough)\n"
                 "- Flights from Helsinki: €1,200–1,800\n"
                 "- Accommodation, 15 nights: €1,500–2,000\n"
                 "- Food: €900–1,200\n"
                 "- Trains, transport and entry fees: €500\n"
                 "That fits within €5,500 with a bit to spare."),
   ("user", "Decided: Seoul, Gyeongju and Jeonju, no Jeju this time. Tuomas agreed once he saw we'd lose two days to flights. We'll book the flights in January."),
   ("assistant", "A good balance of city, history and food. By April your hangul will be fast enough to read the menus in Jeonju, which is a great reason to keep going with the course.")],
  {"summary": "After five weeks of her Korean course the user can read hangul; she and Tuomas plan two weeks in South Korea from 25 April to 10 May 2026 with a budget of about €5,500 for two; Park Ji-hoon recommended Jeonju (bibimbap, hanok village) and Gyeongju; Tuomas wanted to add Jeju; "
              "the heat pump installation moved to 24 November 2025 because the outdoor unit is back-ordered, and a €500 buffer tank brings the total to €14,300; "
              "the assistant suggested Seoul 5 nights, Gyeongju 3 (KTX), Jeonju 3 and Seoul 4, advised against Jeju for a two-week trip, noted Children's Day on 5 May, K-ETA, T-money, Naver Map or KakaoMap, and a rough budget; "
              "they decided on Seoul, Gyeongju and Jeonju without Jeju, and will book flights in January 2026.",
   "decisions": [{"decision": "Korea trip 25 April to 10 May 2026: Seoul, Gyeongju, Jeonju", "rationale": "Park Ji-hoon's recommendations"},
                 {"decision": "No Jeju this time", "rationale": "Two days lost to extra flights"}],
   "outcomes": ["Heat pump installation moved to 24 November 2025", "Heat pump total €14,300 with a buffer tank"]}),
 ("2025-11-30", "How to measure lake ice safely at work", [
   ("user", "First weeks as ice track coordinator! The ice on Vikajärvi reached 22 cm of clear ice on Thursday, and the car makers' teams arrive on Monday 8 December. Markku wants a written measuring procedure from me. "
            "I did the ice rescue course on 18 November (a drysuit, a hole in the ice and a lot of swearing), so I know the rescue side. Can you help me write the measuring part, and give me thickness guidelines? "
            "At home at least it's warm: the heat pump went in last Monday and the house was 21 °C this morning at −24 °C outside."),
   ("assistant", "Congratulations on the new role, and on a warm house at −24 °C. Here's a draft you can adapt. An important caveat: **as an AI I can't take responsibility for ice safety decisions**; your procedure must follow your company's rules, the equipment manufacturers' limits and official guidance, and be approved by Markku.\n\n"
                 "## Thickness guidelines (clear, solid ice)\n"
                 "Commonly published guidance for **clear blue ice** is roughly:\n"
                 "| Load | Minimum clear ice |\n"
                 "|---|---|\n"
                 "| One person on foot | 5 cm |\n"
                 "| A group, or a snowmobile | 10–15 cm |\n"
                 "| A passenger car | 20–30 cm |\n"
                 "| A light truck or van | 30–40 cm |\n"
                 "| Heavy vehicles | 45 cm or more, with engineering advice |\n\n"
                 "- **White (snow) ice** is roughly **half as strong** as clear ice, so count it at half its thickness.\n"
                 "- **Slush layers, cracks and thaw periods** reduce the strength; a parked vehicle loads the ice more than a moving one.\n\n"
                 "## Measuring procedure (draft)\n"
                 "1. **Before anyone goes out:** two people, a drysuit or floatation suit for the person drilling, ice picks, a throw rope, and a charged phone.\n"
                 "2. **Drill test holes** with an auger along each planned track, for example **every 100 m**, plus extra holes near inlets, outlets, reeds, rocks and pressure ridges, where the ice is weaker.\n"
                 "3. **Measure** with an ice measuring tape that hooks under the ice: record **clear ice and white ice separately**, and the snow depth on top.\n"
                 "4. **Log every hole:** date, time, air temperature, GPS position, clear ice, white ice, snow, slush, cracks.\n"
                 "5. **Frequency:** twice a week in stable cold, **daily during thaws or after heavy snow**, and after any unusual event (a crack, water on the surface).\n"
                 "6. **Decide the permitted loads** per track from the thinnest reading, not the average.\n"
                 "7. **Mark the tracks** and close any area where readings are below the limit.\n\n"
                 "## Making the ice grow faster\n"
                 "- **Ploughing the snow off** the tracks speeds up freezing a lot, because snow insulates the ice.\n"
                 "- **Flooding** (pumping lake water onto the surface in thin layers) builds ice, but each layer must freeze fully before the next, and it creates white-ish ice, so measure again.\n\n"
                 "## Before 8 December\n"
                 "At 22 cm of clear ice you're in the passenger car range but not yet at the thickness for vans and service vehicles. Keep ploughing and measuring, and have the heavier vehicles wait on land until the readings allow it."),
   ("user", "Markku approved it: holes every 100 m along each track twice a week, daily in thaws, and we plough the tracks right after every snowfall. The service vans stay on the shore until we have 40 cm."),
   ("assistant", "That's a clear, conservative procedure, which is exactly what you want when people's safety depends on it. Keep the log carefully: after a season or two it becomes a valuable record of how Vikajärvi freezes.")],
  {"summary": "The user is now ice track coordinator; the ice on Vikajärvi reached 22 cm of clear ice on 27 November 2025; the car makers' teams arrive on 8 December 2025; she did the ice rescue course on 18 November 2025; the heat pump was installed on 24 November 2025 and the house was 21 °C at −24 °C outside; "
              "the assistant (as an AI, not responsible for ice safety decisions) gave thickness guidelines for clear ice (5 cm for a person, 10–15 cm for a group or snowmobile, 20–30 cm for a car, 30–40 cm for a light truck, 45 cm+ for heavy vehicles; white ice counts half) "
              "and a draft measuring procedure (two people with safety gear, auger holes every 100 m plus weak spots, measure clear and white ice separately, log every hole, twice a week or daily in thaws, limits from the thinnest reading, mark and close tracks), plus ploughing and flooding to grow the ice; "
              "Markku approved: holes every 100 m twice a week, daily in thaws, ploughing after every snowfall, service vans on the shore until 40 cm.",
   "procedures": [{"name": "Measuring lake ice for the test tracks", "steps": ["Two people with a drysuit, ice picks, throw rope and phone", "Auger holes every 100 m along each track plus weak spots",
                   "Measure clear and white ice separately with a hook tape", "Log date, temperature, position and layers", "Twice a week, daily in thaws", "Limits from the thinnest reading", "Mark and close tracks"]}],
   "discoveries": ["White ice is about half as strong as clear ice", "Ploughing the snow off speeds up freezing because snow insulates"],
   "decisions": [{"decision": "Service vans stay on the shore until the ice is 40 cm", "rationale": "22 cm is only enough for passenger cars"}],
   "outcomes": ["Ice rescue course done on 18 November 2025", "Heat pump installed on 24 November 2025", "22 cm of clear ice on 27 November 2025"]}),
 ("2025-12-21", "Fixed price or spot electricity now that we have a heat pump?", [
   ("user", "Our fixed electricity contract at 8.9 c/kWh ends on 31 January. The offers: a new fixed price of 9.4 c/kWh for 12 months, or spot price plus a 0.39 c/kWh margin. "
            "Now that the heat pump does all the heating, we're looking at roughly 2,300 kWh for December. Which is smarter for us?\n\n"
            "Also, a scare: on Saturday the 13th Kide shot off after a reindeer across the road by our house. She came back, but there was a car coming. She's on the lead near the road from now on. "
            "And good news for Christmas: the hearing centre called Dad with a cancellation, his appointment is Wednesday 14 January instead of March!"),
   ("assistant", "What a relief about Kide, and great news for your dad. On the electricity, here's how to think about it.\n\n"
                 "## How spot pricing works\n"
                 "You pay the hourly (now quarter-hourly) market price plus the margin. Over a whole year spot has often been cheaper on average than fixed contracts, but **the price varies hugely**: very cheap on windy nights, and sometimes extremely expensive during cold, still weeks.\n\n"
                 "## Why that matters for you\n"
                 "- **Your consumption peaks exactly when spot prices tend to peak.** The coldest weeks in January and February, when the heat pump's efficiency drops and the resistor kicks in, are also when demand is highest across the country.\n"
                 "- You can shift some use (laundry, the dishwasher, the car heater) to cheap hours, but **you can't shift heating much** in a house with radiators and no large heat store.\n"
                 "- A rough example: if January averaged 15 c/kWh on spot with 2,800 kWh, that's €420 against €263 on the fixed price.\n\n"
                 "## What the fixed price buys you\n"
                 "- **Predictability**, in your first winter with a new mortgage and an energy loan.\n"
                 "- **A year of data:** after 12 months you'll know exactly how many kWh the house uses in each month, and can judge spot much better next winter.\n\n"
                 "## My suggestion\n"
                 "For this first winter, take the **fixed 9.4 c/kWh for 12 months**. Next autumn, with a year of consumption data, compare again.\n\n"
                 "## About Kide and the reindeer\n"
                 "Reindeer on the roads are a classic Lapland hazard for dogs. Besides the lead near the road, practising a **very reliable recall** with high-value treats, and a long line in the yard if it isn't fenced, can help."),
   ("user", "Fixed 9.4 c it is. Mum and Dad are coming on Christmas Eve. I got Tuomas a kicksled so he can take Kide out on the lake ice, and Mum is knitting wool socks for everyone as usual."),
   ("assistant", "A kicksled for a house near the water in Rovaniemi is a perfect present, and Kide will love it. Merry Christmas to all of you at Veteraani!")],
  {"summary": "The user's fixed electricity contract at 8.9 c/kWh ends on 31 January 2026; offers: fixed 9.4 c/kWh for 12 months or spot plus 0.39 c/kWh; about 2,300 kWh in December with the heat pump; "
              "on 13 December 2025 Kide chased a reindeer across the road by the house; she is kept on the lead near the road; the hearing centre called Kalevi with a cancellation: his appointment is 14 January 2026 instead of March; "
              "the assistant explained spot pricing and that their use peaks when prices peak in the coldest weeks, and suggested the fixed price for the first winter, reviewing next autumn with a year of data, plus recall training and a long line for Kide; "
              "they took the fixed 9.4 c/kWh for 12 months; her parents come on Christmas Eve; she gave Tuomas a kicksled; her mother knits wool socks for everyone.",
   "decisions": [{"decision": "Fixed electricity price of 9.4 c/kWh for 12 months", "rationale": "Their heating use peaks when spot prices peak; predictability in the first winter"},
                 {"decision": "Kide on the lead near the road", "rationale": "She chased a reindeer across the road"}],
   "outcomes": ["Kalevi's hearing appointment brought forward to 14 January 2026", "A kicksled for Tuomas for Christmas"]}),
 ("2026-01-18", "Dad finally has hearing aids but won't wear them", [
   ("user", "Dad got his hearing aids on Wednesday at the hearing centre at Länsi-Pohja hospital: behind-the-ear ones, on loan from the public service, so they didn't cost him a cent. But now he complains that everything sounds tinny, his own voice booms, and the fridge hums like a tractor. "
            "He only puts them in for the TV and takes them out when he goes for coffee with his old mill friends, which is exactly when he needs them. Mum is losing patience. The follow-up appointment is in March. How do we get him to actually use them?\n\n"
            "(My side: Korean level 1 finished before Christmas, and I've started level 2, now on Thursday evenings. Park Ji-hoon's team arrived and laughed at my pronunciation, in a nice way.)"),
   ("assistant", "What your dad describes is completely normal. After years of hearing loss, the brain has forgotten everyday sounds like the fridge, rustling paper and his own voice, and it takes time to relearn them. I'm not an audiologist, but here's what usually helps.\n\n"
                 "## Why it sounds wrong at first\n"
                 "- **Sounds he hasn't heard for years** (high-pitched ones especially) come back all at once and seem loud or tinny.\n"
                 "- **His own voice** sounds boomy partly because of the ear moulds or domes; this is often adjustable.\n"
                 "- The brain adapts over **weeks, not days**, but only if the aids are worn.\n\n"
                 "## A plan for the next weeks\n"
                 "1. **Wear them every day, from the morning,** rather than only for the TV. Start with a few hours in quiet settings at home, then add an hour or two each day.\n"
                 "2. **Quiet before noisy:** conversations with one person at home first, then the radio, then the shop, and café coffee with several friends last, because noisy groups are the hardest situation.\n"
                 "3. **Don't wait until March:** call the hearing centre now and ask for an adjustment of the volume, the high frequencies and the fit of the domes. Adjustments in the first weeks are routine.\n"
                 "4. **Clean them daily** and check the domes are the right size; a bad fit causes whistling and the boomy voice.\n"
                 "5. **Keep a short diary:** where he wore them, for how long, what was hard. It makes the adjustment visit much more useful.\n\n"
                 "## For your mum\n"
                 "- Praise the progress rather than commenting when he takes them out.\n"
                 "- Keep speaking face to face and clearly; the aids help but don't replace good communication.\n\n"
                 "## If he still resists\n"
                 "Sometimes hearing the difference from someone he respects helps: maybe one of the mill friends also wears hearing aids, which is common after decades of industrial noise."),
   ("user", "Hanna rang the hearing centre and got him an adjustment appointment on Tuesday 3 February. Dad agreed to wear them from breakfast to lunch every day for two weeks, and Mum is keeping the diary. It turns out his friend Erkki has had hearing aids for years."),
   ("assistant", "That's real progress: a daily routine, a diary and an early adjustment. And Erkki may turn out to be your best ally. Good luck to your dad on the 3rd.")],
  {"summary": "The user's father Kalevi got behind-the-ear hearing aids on 14 January 2026 at the hearing centre at Länsi-Pohja hospital, on loan from the public service at no cost; he finds sounds tinny, his own voice boomy and the fridge loud, and only wears them for the TV; follow-up planned for March; "
              "the user finished Korean level 1 before Christmas and started level 2 on Thursday evenings; Park Ji-hoon's team has arrived at the proving ground; "
              "the assistant (not an audiologist) explained that the brain has to relearn sounds over weeks, and advised wearing them every day from the morning, starting with a few hours in quiet places at home and building up, quiet situations before noisy groups, calling for an adjustment rather than waiting until March, daily cleaning and the right domes, a diary, and praise from his wife; "
              "Hanna got him an adjustment appointment on 3 February 2026; he will wear them from breakfast to lunch every day for two weeks while Pirjo keeps a diary; his friend Erkki has had hearing aids for years.",
   "procedures": [{"name": "Getting used to new hearing aids", "steps": ["Wear them every day from the morning", "A few hours in quiet places first, then longer", "Quiet situations before noisy groups",
                   "Ask for an adjustment early", "Clean daily and check the domes", "Keep a diary"]}],
   "decisions": [{"decision": "Kalevi wears his hearing aids from breakfast to lunch every day for two weeks", "rationale": "To get used to them gradually"},
                 {"decision": "An adjustment appointment on 3 February 2026 instead of waiting until March", "rationale": "Early adjustments are routine"}],
   "outcomes": ["Kalevi's hearing aids fitted on 14 January 2026, free of charge", "Korean level 2 started on Thursdays"]}),
 ("2026-02-15", "Our sauna stove cracked: replacement and the tax deduction", [
   ("user", "Sauna emergency. The old steel wood stove in our basement sauna (from the 1980s, I think) cracked on Saturday the 7th: you can see the flames through a split seam at the back. We haven't used it since. "
            "The chimney sweep came on Wednesday and said the cracked flue liner from the inspection report really does need a steel liner now. Quotes: a Harvia Legend 240 wood stove for €780, installation by a local fitter €450, and the steel flue liner €1,300 of which €600 is labour. "
            "The sauna is about 8 m³ with one glass wall. Is that stove right, and can we get the household deduction again after claiming it for the heat pump?"),
   ("assistant", "You did the right thing stopping immediately: a cracked stove can let out sparks and carbon monoxide. Here's the rest. I'm not a tax adviser or a fire inspector, so double-check the details.\n\n"
                 "## Is the stove the right size?\n"
                 "- Manufacturers give a range of **sauna volumes** for each stove. A glass wall (like brick or bare stone) counts extra: a common rule is to **add about 1.2 m³ for each m² of glass**.\n"
                 "- With 8 m³ plus a glass wall of perhaps 2 m², you'd size for roughly 10–11 m³. Check that this is inside the range in the Legend 240's manual, and ask the fitter to confirm.\n\n"
                 "## Installation and safety\n"
                 "- **Safety distances** to wooden walls and the ceiling are given in the manual; the fitter should follow them exactly, with heat shields where needed.\n"
                 "- The **new flue liner must be in place before the first fire**, and ask the sweep to check the connection afterwards.\n"
                 "- Keep the **smoke and CO alarms** working, and never leave the stove burning unattended when you go to bed.\n\n"
                 "## The household deduction\n"
                 "- The deduction is **per person per year**, so the heat pump in 2025 doesn't use up your 2026 allowance. The sauna work in 2026 starts a fresh year.\n"
                 "- Only the **labour** counts: here €450 + €600 = €1,050, not the stove itself.\n"
                 "- If **both of you pay a share**, each can claim for what they paid; with €1,050 of labour, it may be simpler for one of you to pay and claim.\n"
                 "- The percentage and the cap were changed for 2025; check the 2026 rules on vero.fi, and keep the invoices showing the labour and the firm's business ID.\n"
                 "- You claim it on your pre-completed tax return, or earlier by updating your tax card.\n\n"
                 "## While you wait\n"
                 "The sauna at the swimming hall, or a friend's, will have to do for a couple of weeks!"),
   ("user", "Ordered the Harvia Legend 240; the fitter comes on Friday 27 February and the sweep will do the liner the day before. Tuomas will claim the deduction since he's paying for the labour. Two weeks without our own sauna in February in Lapland is a human rights issue."),
   ("assistant", "It truly is. By early March you'll have a new stove and a safe chimney, which is a much better outcome than the old stove failing in the middle of a löyly. Enjoy the first fire!")],
  {"summary": "The old 1980s steel wood stove in the basement sauna at Veteraani cracked on 7 February 2026; the chimney sweep said the cracked flue liner noted in the inspection needs a steel liner; quotes: a Harvia Legend 240 wood stove €780, installation €450, steel flue liner €1,300 (€600 labour); the sauna is about 8 m³ with one glass wall; "
              "the assistant (not a tax adviser or fire inspector) explained sizing with about 1.2 m³ extra per m² of glass, safety distances, liner before the first fire, alarms, and that the household deduction is per person per year, only for labour (€1,050 here), claimed on the tax return or via the tax card, and to check the 2026 rules on vero.fi; "
              "they ordered the Harvia Legend 240, the sweep fits the liner on 26 February and the fitter installs the stove on 27 February 2026; Tuomas claims the deduction because he pays the labour.",
   "decisions": [{"decision": "Replace the sauna stove with a Harvia Legend 240 and fit a steel flue liner", "rationale": "The old stove cracked and the liner was already cracked"},
                 {"decision": "Tuomas claims the household deduction", "rationale": "He pays for the labour"}],
   "outcomes": ["Old sauna stove cracked on 7 February 2026", "New stove installed on 27 February 2026"]}),
 ("2026-03-15", "The Korea trip moves to autumn: redo the itinerary", [
   ("user", "Change of plans. Tuomas's leave for May has been refused: two radiographers at Lapland Central Hospital are on long sick leave and there's nobody to cover. So Korea is moving to the autumn, Saturday 3 October to Sunday 18 October 2026, and this time both our leaves are already approved. "
            "Park Ji-hoon says October is actually the best month, with the autumn colours, and that we should add Seoraksan and Sokcho on the east coast. Jeju stays out. Can you rework the plan?\n\n"
            "Two other bits: I skied the Ounasvaara Classic 32 km on Saturday the 7th in 2 h 58 min, my first ski race. And Kide had her annual vaccination on Tuesday: she weighs 21.4 kg and the vet wants her at 19.5. Too many treats from Tuomas."),
   ("assistant", "Sorry about the spring trip, but Park is right: October is one of the best times to visit Korea. And congratulations on your first ski race! Here's a reworked plan.\n\n"
                 "## Why October works well\n"
                 "- **Autumn colours** start in the mountains: Seoraksan usually peaks around **mid-October**, so your dates are well placed.\n"
                 "- **Public holidays:** 3 October (National Foundation Day) and 9 October (Hangul Day) are public holidays, so trains and popular sights are busier on those days. "
                 "Chuseok in 2026 falls in late September, so you'll miss the biggest travel rush.\n"
                 "- Mild, dry weather, good for walking.\n\n"
                 "## Reworked itinerary (15 nights)\n"
                 "1. **Seoul, 4 nights** on arrival (3–7 Oct).\n"
                 "2. **Sokcho, 3 nights** (7–10 Oct), by express bus from Seoul in about 2.5 hours: Seoraksan National Park, the cable car to Gwongeumseong, the Ulsanbawi trail, the fish market.\n"
                 "3. **Gyeongju, 3 nights** (10–13 Oct): the tombs, Bulguksa, Seokguram.\n"
                 "4. **Jeonju, 2 nights** (13–15 Oct): the hanok village and the food.\n"
                 "5. **Seoul, 3 nights** (15–18 Oct) before flying home.\n\n"
                 "Sokcho to Gyeongju is the longest leg (around 4–5 hours by bus or a train via Seoul), so it's a travel day.\n\n"
                 "## Bookings\n"
                 "- **Flights:** book soon; October is high season for Korea.\n"
                 "- **Seoraksan weekends** during peak colours are crowded: hike the popular trails on weekdays if you can.\n\n"
                 "## Kide's weight\n"
                 "I'm not a vet, but a slow loss of about 1–2% of body weight a week is usually safe. Weigh her food, count treats as part of her daily ration, and swap some for carrot or cucumber pieces. Tuomas may need the strictest diet of all."),
   ("user", "Perfect: Seoul, Sokcho for Seoraksan, Gyeongju, Jeonju, and back to Seoul. I'll book flights after the ice season ends. Kide's food is now weighed and Tuomas has been banned from the treat jar."),
   ("assistant", "A great route, and October colours in Seoraksan will be something to remember. Good luck with the treat jar ban; it's usually the humans who find it hardest.")],
  {"summary": "Tuomas's leave for May 2026 was refused because two radiographers at Lapland Central Hospital are on long sick leave, so the Korea trip moved from 25 April–10 May to 3–18 October 2026, with both leaves approved; Park Ji-hoon recommended October for the autumn colours and adding Seoraksan and Sokcho; Jeju stays out; "
              "the user skied the Ounasvaara Classic 32 km on 7 March 2026 in 2 h 58 min, her first ski race; at Kide's annual vaccination on 10 March 2026 she weighed 21.4 kg and the vet wants her at 19.5 kg; "
              "the assistant noted Seoraksan's colours around mid-October and the public holidays on 3 and 9 October, and proposed Seoul 4 nights, Sokcho 3, Gyeongju 3, Jeonju 2, Seoul 3; and slow weight loss for Kide with weighed food and treats counted; "
              "the route is Seoul, Sokcho (Seoraksan), Gyeongju, Jeonju and Seoul; flights to be booked after the ice season; Kide's food is weighed and Tuomas is banned from the treat jar.",
   "decisions": [{"decision": "Move the Korea trip to 3–18 October 2026", "rationale": "Tuomas's May leave was refused because of staff shortages"},
                 {"decision": "Add Sokcho and Seoraksan; Jeju stays out", "rationale": "Park Ji-hoon's advice for the autumn colours"},
                 {"decision": "Kide on a diet, target 19.5 kg", "rationale": "She weighed 21.4 kg at her annual vaccination"}],
   "outcomes": ["Ounasvaara Classic 32 km skied in 2 h 58 min on 7 March 2026"]}),
 ("2026-04-12", "Season over, a raise, and my summer race plan", [
   ("user", "The ice season ended on Thursday, the tracks went grey and soft. My first season as coordinator: no incidents, and the measuring log has 412 holes in it. At my annual review with Markku I got a raise to €4,050 a month from 1 May, and next winter I'll train two new drivers. "
            "Booked Korea: Finnair, Helsinki to Seoul on 3 October, back on the 18th, €1,480 for the two of us, and we'll take the night train from Rovaniemi to Helsinki. "
            "Kide is down to 19.8 kg. Dad now wears his hearing aids all day since the adjustments, and plays cards with Erkki again. "
            "My next goal: I've entered the Pyhä–Luosto 50 km trail on Saturday 11 July. This time no canoe days for cross-training, since I have a desk-and-ice job all year. How should I plan the next 13 weeks, and how do I fix my quads on the descents?"),
   ("assistant", "What a season: a clean safety record, a raise and the trip booked! Here's a plan for July.\n\n"
                 "## What's different from last year\n"
                 "- **You have a base:** an ultra last July and a ski winter mean a good aerobic engine; the ski race helped more than you might think.\n"
                 "- **You've lost the canoe days,** so add deliberate upper-body and core work and some cycling for easy volume.\n"
                 "- **Your weakness is known:** quads on long descents.\n\n"
                 "## 13 weeks in three blocks\n"
                 "1. **Weeks 1–4 (base, until early May):** 40–50 km a week, easy, with snow and slush still on the trails. Two strength sessions a week.\n"
                 "2. **Weeks 5–10 (build):** 50–65 km, long runs up to 35–38 km, one hill session a week, back-to-back long runs on two weekends.\n"
                 "3. **Weeks 11–13 (taper):** as last year.\n\n"
                 "## Fixing the descents\n"
                 "- **Eccentric strength:** slow step-downs from a box, slow lowering in squats and lunges, twice a week.\n"
                 "- **Downhill repeats:** 6–8 controlled descents on Ounasvaara once a week from week 5, with short, quick steps.\n"
                 "- **Practise descending tired:** put the downhill sections at the end of the long runs.\n"
                 "- Shoes with good grip and a secure heel for long descents.\n\n"
                 "## The rest\n"
                 "- **Fuel** as in your last race, about 60 g of carbohydrate an hour, which worked.\n"
                 "- **Kide** can join the easy runs, now that she's lighter and before the summer heat.\n\n"
                 "With everything you learned at Ylläs–Pallas, a faster and more comfortable race is very realistic."),
   ("user", "Great. Tuomas wants to build a firewood shed in May, so my strength training might include carrying logs."),
   ("assistant", "Carrying logs is surprisingly good strength training, just lift with your legs. Between the shed, the trail and Korea in October, it sounds like a full and happy year at Veteraani.")],
  {"summary": "The ice season at Vikajärvi ended on 9 April 2026; in the user's first season as ice track coordinator there were no incidents and the measuring log has 412 holes; at her annual review Markku gave her a raise to €4,050 a month from 1 May 2026, and next winter she'll train two new drivers; "
              "Korea flights booked with Finnair, Helsinki–Seoul on 3 October 2026 and back on 18 October, €1,480 for two, with the night train from Rovaniemi to Helsinki; Kide is down to 19.8 kg; Kalevi now wears his hearing aids all day since the adjustments and plays cards with Erkki again; "
              "she entered the Pyhä–Luosto 50 km trail on 11 July 2026; the assistant gave a 13-week plan (base, build, taper), eccentric strength and downhill repeats for her quads, and suggested upper-body work to replace canoeing; Tuomas plans to build a firewood shed in May 2026.",
   "procedures": [{"name": "13 weeks to a 50 km trail race", "steps": ["Weeks 1–4 base, 40–50 km, two strength sessions", "Weeks 5–10 build to 50–65 km with long runs of 35–38 km and hills", "Weeks 11–13 taper",
                   "Eccentric strength and downhill repeats for the quads", "About 60 g of carbohydrate an hour"]}],
   "decisions": [{"decision": "Run the Pyhä–Luosto 50 km trail on 11 July 2026", "rationale": "Her next ultra after Ylläs–Pallas"}],
   "outcomes": ["Raise to €4,050 a month from 1 May 2026", "Korea flights booked, €1,480 for two", "Kide 19.8 kg", "No incidents in her first season as coordinator"]}),
]

QUESTIONS_110 = [
 # single facts the user said about herself, her family, pets and things owned
 ("How old am I?", "34"),
 ("What does Tuomas do for a living?", "he's a radiographer at Lapland Central Hospital"),
 ("What breed is Kide?", "a Finnish Lapphund"),
 ("Who's my boss at Arctic Traction?", "Markku Aalto, the site manager"),
 ("What's Veteraani?", "our house: a 1952 veterans' house (rintamamiestalo) in Saarenkylä, Rovaniemi"),
 ("What did Dad do before he retired?", "maintenance electrician at the Veitsiluoto paper mill in Kemi (38 years, retired 2017)"),
 ("What was my finishing time at Ylläs–Pallas?", "8 h 47 min"),
 ("Which stove did we put in the sauna?", "a Harvia Legend 240 wood stove"),
 # when
 ("When did I run my first ultra?", "Saturday 19 July 2025 (Ylläs–Pallas, 55 km)"),
 ("When did we move into the house?", "Monday 15 September 2025"),
 ("When was the heat pump installed?", "Monday 24 November 2025"),
 ("When did Dad get his hearing aids?", "Wednesday 14 January 2026"),
 ("When did Kide cut her paw?", "Wednesday 2 July 2025"),
 # counts and amounts
 ("How much did we pay for the house in Saarenkylä?", "€178,000 (asking price €189,000)"),
 ("How many canoe trips did I guide in summer 2025?", "19"),
 # lists across chats
 ("What courses have I done this past year?", "a wilderness first aid course (May 2025), Korean level 1 (autumn 2025), an ice rescue course (18 November 2025) and Korean level 2 (from January 2026)"),
 ("Which races have I done or entered?", "the Ylläs–Pallas 55 km trail (July 2025), the Ounasvaara Classic 32 km ski race (March 2026), and the Pyhä–Luosto 50 km trail (entered for 11 July 2026)"),
 ("What work has been done on Veteraani since we bought it?", "Tuomas rebuilt the porch steps, the oil boiler was replaced by an air-to-water heat pump and the oil tank removed, and the sauna got a new stove and a steel flue liner"),
 ("Which places are on our Korea itinerary?", "Seoul, Sokcho (Seoraksan), Gyeongju and Jeonju"),
 ("What has Kide been to the vet for?", "three stitches in a cut paw pad in July 2025 (and to have them out), and her annual vaccination in March 2026, where she was found overweight"),
 # latest value of something that changed
 ("What's my job now?", "ice track coordinator at Arctic Traction (permanent, since 13 October 2025)"),
 ("What will my monthly salary be after the review?", "€4,050 a month from 1 May 2026 (was €3,900)"),
 ("How much did the heat pump end up costing?", "€14,300 (€13,800 plus a €500 buffer tank; tank removal €1,100 extra)"),
 ("When are we going to Korea?", "3 to 18 October 2026 (moved from 25 April to 10 May)"),
 ("What does Kide weigh now?", "19.8 kg (target 19.5 kg)"),
 # yes/no
 ("Did the sellers accept our first offer on the house?", "No (we offered €172,000, they countered at €182,000, we agreed €178,000)"),
 ("Did we pay a moving company?", "No (we moved ourselves with a rented van and friends)"),
 ("Did we go for ground-source heat?", "No (an air-to-water heat pump)"),
 ("Does Dad wear his hearing aids now?", "Yes, all day since the adjustments"),
 # why
 ("Why did our move get pushed back?", "the sellers' new flat in Oulu wasn't finished"),
 ("Why did I start learning Korean?", "the Korean car maker's engineers come to the proving ground every winter (and Park Ji-hoon was teaching me words)"),
 ("Why did we choose the Rovaniemi firm's air-to-water pump?", "local service in the cold, and ground-source was too expensive right after buying the house"),
 ("Why was the Korea trip moved to the autumn?", "Tuomas's May leave was refused because two radiographers were on long sick leave"),
 # what the assistant recommended
 ("What did you tell me to do before making an offer on the house?", "have an independent certified condition inspector inspect it first (or make the offer conditional on it)"),
 ("What did you suggest to help Dad get used to his hearing aids?", "wear them every day from the morning, starting with a few hours in quiet places at home and building up, quiet before noisy groups, ask for an adjustment early instead of waiting until March, and keep a diary"),
 # inference
 ("Could I easily take a week's holiday in February?", "Likely no (it's the middle of the testing season on the ice)"),
 ("Would Dad have paid for private hearing aids if we hadn't got the public ones?", "Likely no"),
 ("Am I likely to be guiding canoe trips on the Ounasjoki this summer?", "Likely no (I took a year-round job and told Ounas Outdoors I won't be back)"),
 # not in the archive
 ("What's Hanna's husband called?", "Not mentioned in my chats"),
 ("What does Tuomas's brother Ville do for work?", "Not mentioned in my chats"),
]


def assistant_chats_47_at(folder):
    """The archive of CHATS_110 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a47c", CHATS_110, "chatgpt")


@pytest.fixture(scope="module")
def assistant_chats_47(tmp_path_factory):
    return assistant_chats_47_at(tmp_path_factory.mktemp("assistant47"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_110, "assistant 47")


def test_the_archive_finds_the_ice_tracks(assistant_chats_47):
    assert assistant_chats_47.search("Vikajärvi").results
