"""A twenty-ninth written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind with its questions and gold answers before any run of
`kbsearch answer` on it, and without reading the answer rules. It is held out:
bench/answer_conversations.py measures it, and its questions are never read one by one by the
developers. An optometrist in Pécs, Hungary, Réka, 41, who works at Látókör Optika on Király utca
and lives in a 1974 cube house (kockaház) in the Meszes district with her husband Bence, a sound
technician at the National Theatre of Pécs, their children Lili and Máté, and Morzsa, a vizsla.
She chats with Gemini from March to October 2025: insulating the house (the attic first, three
quotes for the façade, a material price rise, a start date that slips, extra window sills and a
final bill above the quote, then the first weeks of heating and a lower gas instalment), her
father Gyula's hip replacement (an operation that moves, rehab in Harkány, a stay with the family
and a return home to Komló), training for a trail race in the Mecsek (a tune-up race, a calf
strain and a switch to the shorter distance), a grass awn in the dog's paw, and money decisions
(paying for the insulation from savings, government bonds, a voluntary pension fund, switching
car insurer), with facts the user updates later (the insulation cost, the operation date, the
race distance, the car insurer, the gas instalment).
bench/answer_conversations.py asks every question ("assistant 29")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_74 = [
 ("2025-03-02", "Insulating a 1970s cube house in Pécs", [
   ("user", "Hi Gemini. I'm Réka, I'm 41 and I'm an optometrist at Látókör Optika on Király utca in Pécs (Tuesday to Saturday). My husband Bence is a sound technician at the National Theatre of Pécs. "
            "In 2016 we bought a 1974 kockaház, one of those square cube houses, in the Meszes district, and we live there with our kids Lili (12) and Máté (8) and Morzsa, our vizsla. "
            "The house has never been insulated: 30 cm brick walls, about 165 m² of wall surface, and 11 PVC windows that the previous owner put in in 2008. "
            "Last year we used 2,900 m³ of gas, well over the 1,729 m³ a year we get at the capped price, so a good chunk was billed at the market price, and our monthly instalment with MVM Next is now 38,000 Ft. "
            "A company called Kovács Homlokzat Kft. has quoted 4,850,000 Ft for 12 cm of white EPS on the walls with render. Is that the right thing to do, and is 12 cm enough?"),
   ("assistant", "Insulating an uninsulated 1970s cube house is one of the most effective things you can do for both comfort and your gas bill, and with your usage well above the capped allowance, every cubic metre you save "
                 "is saved at the market price. Here's how I'd think about it.\n\n"
                 "## Start with the attic\n"
                 "Before you spend millions on the walls, **insulate the attic first.** Heat rises, and in a kockaház the ceiling of the top floor is often the single biggest source of heat loss.\n"
                 "- It's the **cheapest insulation per forint saved**: the material for an attic floor usually costs a fraction of a façade job.\n"
                 "- It's **DIY-friendly** if the attic is accessible: mineral wool rolls laid between and across the joists, **20 to 25 cm** in total.\n"
                 "- Check what's there now. Old slag wool or a few centimetres of anything is worth topping up, not removing.\n\n"
                 "## Is 12 cm enough on the walls?\n"
                 "12 cm is a reasonable minimum, but most energy advisers today would suggest **15 cm**, and ideally **graphite (grey) EPS** rather than white:\n"
                 "1. **Graphite EPS insulates about 20% better** than white EPS of the same thickness.\n"
                 "2. **The extra thickness costs little.** Scaffolding, labour, adhesive, mesh and render are most of the price and are the same whether the boards are 12 or 15 cm thick.\n"
                 "3. **You only do this once.** A façade is a 30-year job; thin insulation is hard to upgrade later.\n"
                 "4. **Graphite boards must be protected from sun** during installation (they can warp), so ask the contractor how they handle that.\n\n"
                 "## What about the windows?\n"
                 "PVC double glazing from 2008 is usually still decent. You probably **don't need to replace them**, but:\n"
                 "- Ask for the **window reveals (káva) to be insulated** with a thinner board, or they become cold bridges.\n"
                 "- With 15 cm of extra wall thickness, your **existing sills will be too short**. Plan for new, wider sills and ask every contractor for a price.\n\n"
                 "## Getting comparable quotes\n"
                 "1. **Get at least three quotes** with the same specification (for example 15 cm graphite EPS).\n"
                 "2. **Ask for them itemised:** scaffolding, EPS type and thickness, dowels, mesh, render type (silicone is more dirt-resistant than acrylic), XPS on the plinth, reveals, sills, and rubbish removal.\n"
                 "3. **Use one certified system** (adhesive, mesh and render from the same manufacturer) so the guarantee holds.\n"
                 "4. **Get the guarantee in writing** and pay in stages, not mostly up front.\n\n"
                 "## Timing\n"
                 "Render needs temperatures above about 5 °C and dry weather, so façade crews are booked up for late spring and summer. If you want it done this year, start asking now.\n\n"
                 "## Grants\n"
                 "Hungary has run energy-efficiency home renovation schemes at different times. I can't see which are open today, so check the current government and bank offers before you sign anything.\n\n"
                 "*This is general guidance; a local energy adviser or a reputable contractor can look at your specific house.*"),
   ("user", "Our attic has maybe 5 cm of old slag wool. Bence says he'll lay 20 cm of mineral wool up there himself in April. And I'll ask for two more quotes with 15 cm graphite."),
   ("assistant", "That's the right order. A few tips for Bence:\n\n"
                 "1. **Protect yourself:** mask, gloves, long sleeves and goggles; mineral wool itches.\n"
                 "2. **Lay crawl boards** across the joists so nobody puts a foot through the ceiling.\n"
                 "3. **Keep clearances** around the chimney or flue and around any recessed light fittings.\n"
                 "4. **Leave the old slag wool in place** and lay the new rolls on top, the second layer across the joists.\n"
                 "5. **Insulate and draught-proof the attic hatch** too; it's easy to forget.\n\n"
                 "Good luck with the quotes!")],
  {"summary": "The user, Réka, 41, is an optometrist at Látókör Optika on Király utca in Pécs, Hungary, working Tuesday to Saturday; her husband Bence is a sound technician at the National Theatre of Pécs; "
              "in 2016 they bought a 1974 kockaház (cube house) in the Meszes district of Pécs, where they live with their children Lili, 12, and Máté, 8, and Morzsa, their vizsla; "
              "the house is uninsulated: 30 cm brick walls (about 165 m²), 11 PVC windows from 2008; they used 2,900 m³ of gas last year, over the 1,729 m³ capped allowance; monthly gas instalment 38,000 Ft with MVM Next; "
              "Kovács Homlokzat Kft. quoted 4,850,000 Ft for 12 cm of white EPS; "
              "the assistant said to insulate the attic first (cheapest per forint saved), that 15 cm graphite EPS is better value than 12 cm white, to keep the 2008 windows but insulate the reveals and plan wider sills, "
              "to get three itemised quotes with the same spec, use one certified system, get the guarantee in writing, pay in stages and check current grant schemes; "
              "Bence will lay 20 cm of mineral wool in the attic in April; she will get two more quotes for 15 cm graphite EPS.",
   "procedures": [{"name": "Planning façade insulation", "steps": ["Insulate the attic first", "Choose 15 cm graphite EPS rather than 12 cm white", "Keep the windows, insulate the reveals, plan wider sills",
                   "Get three itemised quotes with the same specification", "One certified system, guarantee in writing, staged payments", "Book a crew early for dry, warm weather"]},
                  {"name": "Insulating an attic floor", "steps": ["Mask, gloves, long sleeves and goggles", "Crawl boards across the joists", "Keep clearances around the flue and light fittings",
                   "Leave the old insulation, lay the new rolls on top and across the joists", "Insulate the attic hatch"]}],
   "decisions": [{"decision": "Bence to lay 20 cm of mineral wool in the attic in April", "rationale": "Attic first: the cheapest and biggest gain"},
                 {"decision": "Ask for two more quotes with 15 cm graphite EPS", "rationale": "Better insulation for little extra cost"}],
   "outcomes": ["Gas use 2,900 m³ in 2024", "Kovács Homlokzat Kft. quote 4,850,000 Ft"]}),
 ("2025-03-16", "Getting ready for Dad's hip replacement", [
   ("user", "A family question this time. My dad, Gyula, is 72, a retired miner, and lives with my mum Erzsi in a third-floor flat in Komló with no lift. His right hip is worn out and he's finally having a hip replacement "
            "at the orthopaedic clinic of the university hospital in Pécs on Tuesday 8 April. He's stubborn, hates any fuss, and his main worry is getting back to his allotment. "
            "What should we do to get ready, and what is the recovery like?"),
   ("assistant", "It's good news that he's finally getting it done; most people say they wish they hadn't waited so long. I'm not a doctor, and his surgical team's instructions always come first, but here is what typically helps.\n\n"
                 "## Before the operation\n"
                 "1. **Prehab exercises:** ask the clinic or his GP for a few simple exercises (thigh and buttock squeezes, ankle pumps, gentle leg raises). Stronger muscles before surgery mean a faster recovery.\n"
                 "2. **A dental check:** many surgeons want any tooth infection treated first, because of the infection risk to the new joint.\n"
                 "3. **A medication list** to take with him, including anything he takes for blood pressure or blood thinning.\n"
                 "4. **Practise with crutches** before the operation if he can borrow a pair.\n"
                 "5. **Pack a bag:** loose clothes, slip-on shoes with a closed back, a long shoehorn, his glasses, phone charger and something to read.\n\n"
                 "## Getting the home ready\n"
                 "A third-floor flat with no lift is the biggest challenge. Physiotherapists teach stairs with crutches before discharge, but the first weeks are much easier on one level. Inside the flat:\n"
                 "- **A raised toilet seat** and, if possible, a **grab rail** by the toilet and the shower.\n"
                 "- **Remove loose rugs** and trailing cables; they are the classic cause of falls.\n"
                 "- **A firm chair with arms**, high enough that his hips stay above his knees.\n"
                 "- **A reacher (grabber), a sock aid and a long shoehorn**, so he doesn't have to bend.\n"
                 "- **A night light** between the bedroom and the bathroom.\n"
                 "- Move everyday things to between waist and shoulder height.\n\n"
                 "## What recovery usually looks like\n"
                 "- **Hospital:** usually a few days; most people stand with a walker on the first or second day.\n"
                 "- **Walker, then crutches, then a stick** over the first six weeks or so.\n"
                 "- **Hip precautions** for about six weeks, depending on the surgeon: no bending past 90 degrees, no crossing the legs, no twisting on the operated leg.\n"
                 "- **Blood-thinning injections or tablets** for a few weeks to prevent clots.\n"
                 "- **Driving:** usually not for about six weeks.\n"
                 "- **Gardening:** light pottering after six weeks or so; heavy digging and kneeling later. Most people feel fully recovered in **three to six months**.\n\n"
                 "## Rehabilitation\n"
                 "Inpatient rehabilitation at a spa or rehabilitation hospital is common in Hungary after a hip replacement. Ask the clinic whether they can refer him.\n\n"
                 "## A stubborn dad\n"
                 "Frame the exercises as the road back to the allotment, not as fuss. People who do their exercises faithfully get back to their gardens sooner.\n\n"
                 "## Warning signs\n"
                 "Call a doctor straight away for a swollen, painful calf, sudden breathlessness or chest pain, a fever, or a wound that is red, hot or leaking."),
   ("user", "The clinic has already referred him to the spa hospital in Harkány for three weeks of rehab straight after the hospital stay. Then the plan is that he goes home to Komló and Mum looks after him. "
            "I'll order a raised toilet seat and a grabber for the flat."),
   ("assistant", "Harkány is ideal: close to home, and three weeks of daily physiotherapy makes a big difference. Ask the physiotherapists there to practise **stairs** with him before he leaves, since he'll have three flights every day in Komló. "
                 "And make sure your mum has help with the shopping for the first weeks; carrying bags up three floors while looking after him is a lot.")],
  {"summary": "The user's father Gyula, 72, a retired miner, lives with her mother Erzsi in a third-floor flat with no lift in Komló; he is having a right hip replacement at the orthopaedic clinic of the university hospital in Pécs on 8 April 2025 "
              "and wants to get back to his allotment; the assistant (not a doctor) suggested prehab exercises, a dental check, a medication list and practising with crutches; "
              "home preparation: a raised toilet seat, grab rails, no loose rugs, a firm chair with arms, a reacher, sock aid and long shoehorn, a night light; "
              "typical recovery: walker, crutches then a stick, hip precautions about six weeks, blood thinners, no driving about six weeks, full recovery in three to six months; inpatient rehab; warning signs; "
              "the clinic referred him to the spa hospital in Harkány for three weeks of rehab after the hospital stay, then home to Komló with Erzsi looking after him; she will order a raised toilet seat and a grabber.",
   "procedures": [{"name": "Preparing a home for hip replacement recovery", "steps": ["Raised toilet seat and grab rails", "Remove loose rugs and cables", "Firm chair with arms",
                   "Reacher, sock aid and long shoehorn", "Night light", "Everyday things at waist to shoulder height"]}],
   "decisions": [{"decision": "Rehab at the spa hospital in Harkány for three weeks after the operation", "rationale": "Referral from the clinic"},
                 {"decision": "Dad to go home to Komló after rehab, with Erzsi looking after him", "rationale": "Original plan"}],
   "outcomes": ["Hip replacement booked for 8 April 2025"]}),
 ("2025-03-30", "Savings, a pension fund and paying for the insulation", [
   ("user", "Money time. We have about 9.2 million Ft in an OTP savings account that earns almost nothing. Our household spending is around 620,000 Ft a month. The insulation will probably be 5 to 5.5 million. "
            "Bence thinks we should take a personal loan for it and keep the savings; I'd rather pay cash. Also, a colleague told me about the voluntary pension funds and the 20% tax refund. Neither of us has one. What would you do?"),
   ("assistant", "Good questions, and you're in a strong position. I can't give personalised financial advice, but here's how people usually reason about this.\n\n"
                 "## Loan or savings?\n"
                 "- A personal loan in Hungary typically costs far more in interest (often around 9 to 15% APR) than a savings account pays.\n"
                 "- Borrowing at 12% to keep money earning 1% is a guaranteed loss.\n"
                 "- So **paying from savings almost always wins, as long as you keep an emergency fund.**\n\n"
                 "## Keep an emergency fund\n"
                 "The usual rule is **three to six months of spending**. At 620,000 Ft a month that's about **1.9 to 3.7 million Ft**, in an instant-access account.\n\n"
                 "## A possible split of 9.2 million\n"
                 "1. **Insulation:** 5.5 million, plus a little contingency (façade jobs often find extras such as sills).\n"
                 "2. **Emergency fund:** about 2.2 million, instant access.\n"
                 "3. **Longer-term money:** the remaining 1.5 million.\n\n"
                 "## The longer-term money\n"
                 "Hungarian retail government securities are a common choice. The **Prémium Magyar Állampapír (PMÁP)** pays interest linked to inflation. Check the current terms, maturity and early redemption rules on the "
                 "Hungarian State Treasury's website, and consider a **Treasury securities account**, which is usually free to hold.\n\n"
                 "## A voluntary pension fund\n"
                 "- **20% of what you pay in comes back as a tax credit**, up to **150,000 Ft per person per year**; to get the maximum you'd pay in 750,000 Ft a year.\n"
                 "- The credit goes **into your pension account**, not into your pocket, and you claim it in your annual tax return by naming the fund.\n"
                 "- The money is meant to stay in until retirement; withdrawing early (before ten years) means paying the credit back.\n"
                 "- Compare funds on **fees, past returns and portfolio choices**.\n"
                 "- Example: **25,000 Ft a month** = 300,000 Ft a year, which brings a **60,000 Ft** credit each year.\n\n"
                 "*Please check current rates and rules, or talk to an independent adviser, before deciding.*"),
   ("user", "Bence agreed: no loan, we'll pay for the insulation from savings and keep about 2.2 million as an emergency fund. I've put 1.5 million into PMÁP through the Treasury's online account, "
            "and I've joined the OTP voluntary pension fund at 25,000 Ft a month from April. Bence will think about joining one too."),
   ("assistant", "That's a tidy plan. At 25,000 Ft a month you'll pay in 300,000 Ft a year, and the 20% credit adds **60,000 Ft a year** to your pension account once you claim it in your tax return. "
                 "Try to leave the PMÁP alone for at least a year; early redemption usually costs a fee. And if Bence joins too, you each get your own credit.")],
  {"summary": "The user and Bence have about 9.2 million Ft in an OTP savings account; household spending about 620,000 Ft a month; the insulation will be 5 to 5.5 million Ft; Bence suggested a personal loan, she preferred to pay cash; "
              "the assistant said loans cost far more than savings earn, so pay from savings and keep an emergency fund of three to six months' spending (1.9 to 3.7 million Ft), "
              "suggested a split (insulation 5.5 million, emergency fund 2.2 million, 1.5 million longer term), PMÁP government bonds via a Treasury account, "
              "and explained voluntary pension funds: a 20% tax credit up to 150,000 Ft a year, paid into the pension account; "
              "they decided on no loan, paying for the insulation from savings with about 2.2 million kept as an emergency fund; she put 1.5 million Ft into PMÁP and joined the OTP voluntary pension fund at 25,000 Ft a month from April 2025 "
              "(300,000 Ft a year, a 60,000 Ft credit).",
   "decisions": [{"decision": "No loan: pay for the insulation from savings", "rationale": "A loan costs far more than the savings earn; keep an emergency fund"},
                 {"decision": "Keep about 2.2 million Ft as an emergency fund", "rationale": "Three to six months of spending"},
                 {"decision": "1.5 million Ft into PMÁP government bonds", "rationale": "Longer-term money, inflation-linked"},
                 {"decision": "Joined the OTP voluntary pension fund at 25,000 Ft a month", "rationale": "20% tax credit, 60,000 Ft a year"}],
   "outcomes": ["Savings 9.2 million Ft", "Pension fund contributions from April 2025"]}),
 ("2025-04-06", "Training for my first trail race", [
   ("user", "Something just for me. I started running two years ago and do three runs a week, 6 to 8 km, mostly flat, often with Morzsa on the weekday ones: she's a vizsla, she would run all day. "
            "I've just entered the 28 km distance of the Zengő Trail in the Mecsek on Saturday 11 October: about 1,100 m of climbing, entry 14,900 Ft. There's also a 16 km distance. I've never run further than 15 km. "
            "I've joined a running group, Tettye Futók, for their Saturday long runs, and I bought Salomon Speedcross 6 trail shoes for 54,990 Ft. Can you give me a plan?"),
   ("assistant", "A first trail race in your own hills is a wonderful goal, and six months is a sensible amount of time to get from 15 km on the flat to 28 km with 1,100 m of climbing. Here's a framework.\n\n"
                 "## The phases\n"
                 "1. **Base (April to May):** build to four runs a week, mostly easy. Long run from 12 to 16 km.\n"
                 "2. **Build (June to July):** add hills. Long runs up to 20 to 22 km on trails, with climbing.\n"
                 "3. **Specific (August to September):** long runs of 24 to 26 km on terrain like the race, practising food, drink and kit.\n"
                 "4. **Taper (last two weeks):** cut the volume by 30 to 50%, keep a little intensity.\n\n"
                 "## A typical week\n"
                 "- **Tuesday:** easy 6 to 8 km (a good one for Morzsa).\n"
                 "- **Thursday:** hill session, for example 6 to 10 repeats of a 1 to 2 minute climb, walking down.\n"
                 "- **Saturday:** the long run with Tettye Futók.\n"
                 "- **One other day:** easy run or cross-training.\n"
                 "- **Twice a week:** 15 minutes of strength work.\n\n"
                 "## Rules that keep runners healthy\n"
                 "1. **Increase the long run by no more than about 10% a week**, and make every fourth week lighter.\n"
                 "2. **Think in time on feet,** not kilometres; trail kilometres are slower.\n"
                 "3. **Walk the steep climbs.** Almost everyone does in trail races, and it's efficient.\n"
                 "4. **Practise descents** on easy runs; quick, light steps.\n"
                 "5. **Strength for calves and glutes:** calf raises (slow, on a step), squats, lunges, glute bridges. Hill running loads the calves and Achilles heavily; this is your injury insurance.\n\n"
                 "## Kit\n"
                 "- Your Speedcross shoes are a good grippy choice for muddy Mecsek trails; break them in on shorter runs first.\n"
                 "- For runs over about 90 minutes you'll want a **running vest** with soft flasks.\n"
                 "- Check the race's **mandatory kit list** (often a phone, a foil blanket and a cup).\n\n"
                 "## A tune-up race\n"
                 "A shorter trail race in June or July will teach you a lot about pacing and nerves.\n\n"
                 "## Running with Morzsa\n"
                 "Vizslas make superb running partners. Use a proper canicross harness and a bungee line, carry water for her, avoid running her in the midday heat, and check her paws after trail runs. "
                 "Most trail races don't allow dogs, but there are dedicated **canicross races** if she gets the taste for it.\n\n"
                 "Enjoy it: the first time you run further than ever before is a great feeling."),
   ("user", "I'll do the calf raises, I promise. Morzsa is delighted to be my official training partner: she did 8 km with me this morning and wanted more."),
   ("assistant", "She sounds like the perfect training partner: always keen and never complains about the weather. Just keep her runs easy and cool as the summer comes in.")],
  {"summary": "The user started running two years ago, three runs a week of 6 to 8 km, often with Morzsa on weekday runs; she entered the 28 km distance of the Zengő Trail in the Mecsek on Saturday 11 October 2025 "
              "(about 1,100 m of climbing, entry 14,900 Ft; there is also a 16 km); her longest run so far is 15 km; she joined the Tettye Futók running group for Saturday long runs and bought Salomon Speedcross 6 trail shoes for 54,990 Ft; "
              "the assistant gave phases (base, build, specific, taper), a typical week (easy run, hill session, Saturday long run, strength twice a week), rules (10% a week, time on feet, walk steep climbs, practise descents, calf and glute strength), "
              "kit (a running vest for long runs, mandatory kit), a tune-up race and tips for running with Morzsa (canicross harness, water, heat, paws; canicross races exist).",
   "procedures": [{"name": "Training for a 28 km trail race", "steps": ["Base: four easy runs a week", "Build: add hills, long runs to 20-22 km", "Specific: long runs of 24-26 km on race-like terrain",
                   "Taper the last two weeks", "Long run up no more than 10% a week, every fourth week lighter", "Walk steep climbs, practise descents", "Calf and glute strength twice a week"]}],
   "decisions": [{"decision": "Entered the 28 km Zengő Trail on 11 October 2025", "rationale": "A first trail race"},
                 {"decision": "Saturday long runs with Tettye Futók", "rationale": "Training for the race"}],
   "outcomes": ["Salomon Speedcross 6 bought for 54,990 Ft", "Race entry 14,900 Ft"]}),
 ("2025-04-13", "Three quotes for the façade insulation", [
   ("user", "House update. The attic is done: Bence laid 20 cm of mineral wool last weekend, 212,000 Ft of material. And Dad's operation has been moved from 8 April to Tuesday 6 May because the surgeon was off sick, so we're waiting again.\n\n"
            "Now the quotes for the walls:\n"
            "- Kovács Homlokzat Kft.: 4,850,000 Ft, 12 cm white EPS, acrylic render, start mid-June, 2-year guarantee. They won't do 15 cm graphite.\n"
            "- Mecsek-Szig Bt. (Tamás Orsós): 5,400,000 Ft, 15 cm graphite EPS, 5 cm XPS on the plinth, insulated reveals, silicone render, 5-year guarantee, start Monday 12 May, about five weeks' work.\n"
            "- A man from a Pécs Facebook group: 3,200,000 Ft, 10 cm EPS, cash only, no invoice.\n"
            "Which one would you choose?"),
   ("assistant", "Well done to Bence on the attic, you should notice it already on cold nights. I'm sorry about the delay for your dad; waiting is hard, but a surgeon who isn't well shouldn't operate.\n\n"
                 "## The three quotes\n\n"
                 "### Mecsek-Szig Bt.: 5,400,000 Ft\n"
                 "- The specification you wanted: **15 cm graphite EPS**, XPS on the plinth, insulated reveals.\n"
                 "- **Silicone render** stays clean longer than acrylic.\n"
                 "- The **longest guarantee** (5 years) and the earliest start.\n\n"
                 "### Kovács Homlokzat Kft.: 4,850,000 Ft\n"
                 "- 550,000 Ft cheaper, but **thinner, white EPS** and acrylic render: you'd be buying a noticeably worse wall for 30 years to save about 10% now.\n"
                 "- Only a 2-year guarantee.\n\n"
                 "### The Facebook quote: 3,200,000 Ft\n"
                 "Red flags:\n"
                 "1. **No invoice** means no enforceable guarantee and no proof of work if you ever sell the house.\n"
                 "2. **10 cm** is below what the other two offer.\n"
                 "3. Nothing about reveals, plinth, mesh or render system.\n\n"
                 "## My suggestion\n"
                 "**Mecsek-Szig looks like the best value.** Before signing, ask Tamás:\n"
                 "1. **Are new window sills included?** With 15 cm of extra wall, the old ones won't reach. If not, get a price now.\n"
                 "2. **Is the scaffolding included,** and for how long?\n"
                 "3. **Which system** (adhesive, mesh, render) and does the guarantee cover it?\n"
                 "4. **What happens if material prices change** before the start? Many contracts allow it; you want it limited and documented.\n"
                 "5. **A written start date and a payment schedule:** a modest deposit, a stage payment and the last part after you've checked the finished work.\n\n"
                 "*I'm not a builder, so ask each contractor to explain anything that's unclear.*"),
   ("user", "Tamás says sills aren't included: new aluminium sills would be extra and he'll price them once the EPS is on. We've signed with Mecsek-Szig and paid a 30% deposit, 1,620,000 Ft. "
            "And we're keeping the windows, they're fine."),
   ("assistant", "Sounds good. Ask Tamás for at least a rough price per sill before he orders, so the extra doesn't surprise you, and keep every receipt and the contract together for the guarantee. "
                 "With the walls booked for 12 May, you should be warm by next winter.")],
  {"summary": "Bence laid 20 cm of mineral wool in the attic (212,000 Ft of material); the user's father's operation moved from 8 April to 6 May 2025 because the surgeon was off sick; "
              "three quotes for the walls: Kovács Homlokzat Kft. 4,850,000 Ft (12 cm white EPS, acrylic render, mid-June, 2-year guarantee), "
              "Mecsek-Szig Bt. (Tamás Orsós) 5,400,000 Ft (15 cm graphite EPS, 5 cm XPS plinth, insulated reveals, silicone render, 5-year guarantee, start 12 May, about five weeks), "
              "a man from a Pécs Facebook group 3,200,000 Ft (10 cm EPS, cash, no invoice); "
              "the assistant flagged the Facebook quote and suggested Mecsek-Szig, asking about sills, scaffolding, the system, material price changes, a start date and a payment schedule; "
              "sills are not included (aluminium sills extra, priced later); they signed with Mecsek-Szig and paid a 30% deposit of 1,620,000 Ft; they are keeping the windows.",
   "decisions": [{"decision": "Mecsek-Szig Bt. to insulate the walls for 5,400,000 Ft, start 12 May 2025", "rationale": "15 cm graphite EPS, silicone render, 5-year guarantee, earliest start"},
                 {"decision": "Keep the 2008 PVC windows", "rationale": "They're fine"}],
   "outcomes": ["Attic insulated with 20 cm of mineral wool", "Deposit 1,620,000 Ft", "Dad's operation moved to 6 May 2025"]}),
 ("2025-05-11", "Dad's new hip, a price rise and a later start", [
   ("user", "Dad had his operation on Tuesday and it went well! He was up with a walker the next day and complaining about the food, which Mum says is a good sign. He goes to Harkány on Wednesday 14 May for three weeks. "
            "Change of plan for afterwards though: the physios said three flights of stairs in Komló will be hard at first, so he'll come and stay with us after Harkány (we have a bedroom and a shower room on the ground floor) "
            "until he can manage the stairs. He's not thrilled.\n\n"
            "Bad news on the house: Tamás rang. The scaffolding crew is stuck on another job that overran, so the start has moved from 12 May to Monday 2 June. And the graphite EPS has gone up, "
            "so the new total is 5,724,000 Ft, 6% more. Is that legit? Our contract has a clause that allows material price changes with documentation."),
   ("assistant", "Wonderful news about your dad! Complaining about hospital food on day one is a very good sign.\n\n"
                 "## Having your dad to stay\n"
                 "1. **Bed height:** his hips should be above his knees when he sits on the edge; raise the bed with blocks if needed.\n"
                 "2. **A clear path** from the bed to the shower room, no rugs, a night light.\n"
                 "3. **Shower room:** a non-slip mat, a shower stool and a grab rail; a raised toilet seat.\n"
                 "4. **Routine:** exercises at fixed times, walks that get a little longer every day.\n"
                 "5. **Give him jobs.** A proud, independent man copes better with being useful: peeling vegetables, fixing things at the table, supervising the kids' homework.\n"
                 "6. **Agree the goal together:** he goes home when he can manage the stairs safely, which makes the stay temporary and gives him something to aim for.\n\n"
                 "## The price rise\n"
                 "Material prices do rise, and your contract allows it with documentation, so it may well be legitimate. But check the arithmetic:\n"
                 "1. **Ask for the documentation** the clause requires: the supplier's old and new price lists or invoices.\n"
                 "2. **Materials are only part of the job.** If labour and scaffolding are, say, half the price, a 6% rise on the total implies a 12% rise in materials. Ask him to show that.\n"
                 "3. **Ask whether labour is held** at the original price.\n"
                 "4. **Get the new total in writing** as an addendum to the contract.\n\n"
                 "## The later start\n"
                 "From 2 June, the work will overlap with your dad's stay. Scaffolding, noise and dust aren't ideal for someone recovering, so:\n"
                 "- Keep his room's windows closed while they sand and render, and ventilate on the other side of the house.\n"
                 "- Keep paths clear of tools and boards; a fall is the biggest risk for a new hip.\n"
                 "- Ask Tamás which walls they'll do first, and plan around it."),
   ("user", "Tamás showed me the new supplier price list (EPS, adhesive and render all went up, materials about 12% overall) and he's holding the labour price, so the 5,724,000 Ft stands. I accepted and we signed an addendum. "
            "So Dad arrives on 4 June and the scaffolding goes up on 2 June. Perfect timing!"),
   ("assistant", "It's annoying, but documented and fair. As for the timing, your dad may secretly enjoy it: a retired miner with a front-row seat on a building site. Buy some earplugs for everyone and let him supervise.")],
  {"summary": "The user's father had his hip replacement on 6 May 2025 and was up with a walker the next day; he goes to Harkány for three weeks of rehab on 14 May; "
              "change of plan: because of the three flights of stairs in Komló, he'll stay with the family after Harkány (ground-floor bedroom and shower room) until he can manage stairs; "
              "Mecsek-Szig's start moved from 12 May to 2 June 2025 because the scaffolding crew's previous job overran; the graphite EPS price rose, the new total is 5,724,000 Ft (6% more); "
              "the assistant gave tips for his stay (bed height, clear path, shower room, routine, jobs, an agreed goal) and for the price rise (ask for the documentation, check materials versus labour, labour held, an addendum) "
              "and for the overlap of works and recovery; Tamás showed the supplier price list (materials about 12% up), held labour, and she accepted 5,724,000 Ft in an addendum; Dad arrives on 4 June.",
   "procedures": [{"name": "Checking a contractor's material price rise", "steps": ["Ask for the old and new supplier price lists", "Check materials versus labour in the total",
                   "Ask whether labour is held", "Get the new total in writing as an addendum"]}],
   "decisions": [{"decision": "Dad to stay with the family after Harkány instead of going straight home", "rationale": "Three flights of stairs in Komló would be hard at first"},
                 {"decision": "Accepted the new insulation price of 5,724,000 Ft", "rationale": "Documented material price rise; labour held"}],
   "outcomes": ["Hip replacement done on 6 May 2025", "Insulation start moved to 2 June 2025", "Insulation price now 5,724,000 Ft"]}),
 ("2025-06-01", "A grass awn in Morzsa's paw, and fuelling long runs", [
   ("user", "Morzsa had a drama. After a run in the Mecsek last Sunday she started limping and licking between her toes, and her paw swelled up. Our vet, Dr. Anikó Bíró, found a grass awn deep between her toes "
            "and removed it under sedation: 42,000 Ft with the antibiotics. She's fine now and bouncing off the walls. How do I stop it happening again?\n\n"
            "Training news: yesterday I ran 18 km with Tettye Futók, my longest ever! I bought a 5-litre hydration vest for 24,990 Ft for it. And I've entered the Jakab-hegy Kupa, a 12 km trail race on Sunday 15 June, as a tune-up. "
            "How should I eat and drink on long runs?"),
   ("assistant", "Poor Morzsa! Grass awns are a real summer hazard for active dogs, and vizslas, with their short coats and love of long grass, are classic victims. Glad it was caught.\n\n"
                 "## Preventing grass awns\n"
                 "Grass awns are the barbed seed heads of wild grasses. They work their way forward into skin and can't work their way back out.\n"
                 "1. **Check her after every walk and run from late May to August:** between the toes and pads first, then the ears, armpits, groin and around the eyes.\n"
                 "2. **Keep the fur between her pads and around her feet trimmed short,** so awns have less to catch on.\n"
                 "3. **Avoid long, dry grass** where you can, especially at the edges of paths and in meadows.\n"
                 "4. **Know the signs:** sudden limping or licking a paw, violent head shaking (ear), sneezing fits (nose), or a small swelling that comes back.\n"
                 "5. **Go to the vet the same day.** An awn removed early is often a quick job; left alone it can travel under the skin.\n\n"
                 "## Fuelling long runs\n"
                 "1. **Before:** a carbohydrate-based meal 2 to 3 hours before (porridge, bread and honey), and a drink.\n"
                 "2. **During, for runs over 60 to 75 minutes:** about **30 to 60 g of carbohydrate an hour**: gels, chews, dates, or whatever sits well. Start early, at about 45 minutes, and little and often.\n"
                 "3. **Drink to thirst**, and add electrolytes on hot days; your 5-litre vest has room for two soft flasks.\n"
                 "4. **Practise on training runs.** Never try anything new on race day.\n"
                 "5. **After:** carbohydrate and some protein within an hour or so.\n\n"
                 "## The Jakab-hegy Kupa\n"
                 "Treat it as a **hard training run**, not an all-out effort: practise starting steady, walking the steep bits and eating on the move. It's a perfect rehearsal.\n\n"
                 "Congratulations on the 18 km, by the way. That's further than you've ever gone, and still four months to go."),
   ("user", "Dr. Bíró said the same about the fur, so I'll trim it every fortnight. I'll try gels on next Saturday's long run."),
   ("assistant", "A fortnightly trim and a paw check after every outing should keep her out of the vet's this summer. And good luck with the gels: try a couple of brands, as some are much easier on the stomach than others.")],
  {"summary": "Morzsa, the user's vizsla, had a grass awn between her toes after a run in the Mecsek; vet Dr. Anikó Bíró removed it under sedation, 42,000 Ft with antibiotics; "
              "the user ran 18 km with Tettye Futók, her longest ever, bought a 5-litre hydration vest for 24,990 Ft and entered the Jakab-hegy Kupa, a 12 km trail race on 15 June 2025, as a tune-up; "
              "the assistant said to check Morzsa's paws, ears, armpits and groin after every walk and run from late May to August, keep the fur between her pads trimmed, avoid long dry grass, know the signs and go to the vet the same day; "
              "fuelling: a meal 2-3 hours before, 30-60 g of carbohydrate an hour from about 45 minutes, drink to thirst with electrolytes, practise in training; treat the tune-up as a hard training run; "
              "she will trim Morzsa's paw fur every fortnight and try gels.",
   "procedures": [{"name": "Preventing grass awns in a dog", "steps": ["Check paws, ears, armpits and groin after every walk", "Keep the fur between the pads trimmed", "Avoid long dry grass",
                   "Know the signs", "Go to the vet the same day"]},
                  {"name": "Fuelling long runs", "steps": ["Carbohydrate meal 2-3 hours before", "30-60 g of carbohydrate an hour from about 45 minutes", "Drink to thirst, electrolytes when hot",
                   "Practise in training", "Carbohydrate and protein after"]}],
   "decisions": [{"decision": "Trim Morzsa's paw fur every fortnight", "rationale": "Prevent grass awns"},
                 {"decision": "Jakab-hegy Kupa 12 km on 15 June 2025 as a tune-up", "rationale": "Practise pacing and fuelling"}],
   "outcomes": ["Grass awn removed, 42,000 Ft", "Longest run 18 km", "Hydration vest 24,990 Ft"]}),
 ("2025-06-22", "Scaffolding, a house guest and my first trail race", [
   ("user", "Greetings from a building site. Mecsek-Szig started on Monday 2 June as promised: scaffolding, then the EPS boards, and now the mesh. We've chosen the render colour: a pale sage green, Lili's choice; Bence wanted grey and lost. "
            "Dad arrived from Harkány on 4 June and is living in our ground-floor room. He walks with two crutches, does his exercises and has appointed himself site inspector; he and Tamás talk about mining for hours. "
            "But he wants to go home: he says he's fine on stairs now and misses his allotment and his card games with the old miners. He wants to go back to Komló on Sunday 29 June. Is that too early?\n\n"
            "Also I ran the Jakab-hegy Kupa last Sunday: 12 km in 1:18:30, and I loved every minute."),
   ("assistant", "Congratulations on your first trail race! And it sounds as if your dad has found his role on the site.\n\n"
                 "## Is 29 June too early for your dad?\n"
                 "By 29 June he'll be about seven and a half weeks after the operation. Many people go home well before that, so it's not unreasonable if:\n"
                 "1. **A physiotherapist or his GP agrees** he can manage stairs safely: up with the good leg, down with the operated one, always holding the rail.\n"
                 "2. **Someone helps with shopping and heavy things** for the first few weeks, so your mum isn't carrying everything up three floors.\n"
                 "3. **The flat is ready:** the raised toilet seat, no loose rugs, the grabber.\n"
                 "4. **He keeps doing his exercises** at home.\n"
                 "5. **He goes to his follow-up appointment** at the clinic (often around six weeks and again at three months).\n\n"
                 "### The allotment\n"
                 "Light jobs are fine and good for him: watering, picking, pottering with a stool to sit on. **No heavy digging, lifting or low kneeling** until the surgeon says so, usually around three months.\n\n"
                 "## Living with the works\n"
                 "- Keep windows closed on the side they're working on.\n"
                 "- **Scaffolding is a security risk:** lock upstairs windows at night.\n"
                 "- Keep Lili, Máté and Morzsa off the scaffolding and away from the skip.\n"
                 "- Keep your dad's route to the garden clear of boards and tools.\n\n"
                 "## The race\n"
                 "Well done! Take an easy week, then go back to the plan. Write down what worked (food, pacing, shoes) while you remember."),
   ("user", "The Harkány physio already had him doing stairs, and his GP in Komló agrees, so we'll drive him home on the 29th. Mum is relieved and terrified in equal measure."),
   ("assistant", "That sounds like the right decision, made the right way. Maybe plan a Sunday visit in the first couple of weeks so your mum has backup, and let your dad show you the allotment.")],
  {"summary": "Mecsek-Szig started the insulation on 2 June 2025: scaffolding, EPS boards, then the mesh; the user's father arrived from Harkány on 4 June and is staying in their ground-floor room, walking with two crutches; "
              "he wants to go home to Komló on 29 June because he is fine on stairs and misses his allotment and card games with old miners; the user ran the Jakab-hegy Kupa 12 km trail race on 15 June; "
              "the assistant said 29 June (about seven and a half weeks after surgery) is reasonable if a physio or GP agrees about stairs, someone helps with shopping, the flat is ready, he keeps exercising and attends follow-ups; "
              "light allotment jobs only, no heavy digging or kneeling for about three months; tips for living with the works (scaffolding security, keep the kids and dog off); "
              "the Harkány physio practised stairs with him and his GP agrees; they will drive him home on 29 June.",
   "procedures": [{"name": "Going home after a hip replacement", "steps": ["Physio or GP agrees stairs are safe", "Help with shopping and heavy things", "Flat ready (raised toilet seat, no rugs, grabber)",
                   "Keep doing the exercises", "Go to the follow-up appointments", "Light allotment jobs only, no digging or kneeling"]}],
   "decisions": [{"decision": "Dad goes home to Komló on 29 June 2025", "rationale": "Manages stairs, GP agrees; misses his allotment and card games"}],
   "outcomes": ["Insulation started 2 June 2025", "Dad stayed with the family from 4 June", "Ran the Jakab-hegy Kupa 12 km"]}),
 ("2025-07-13", "The insulation is finished: checking the work", [
   ("user", "The façade is finished! They took the scaffolding down on Wednesday 9 July. The final bill is 5,910,000 Ft: the 5,724,000 plus 186,000 Ft for new aluminium sills on all 11 windows, "
            "because the old concrete ones were far too short for the thicker walls. We've paid everything from savings except the last 1,000,000 Ft, which I'm holding until we've checked the work. What should I check?\n\n"
            "Unrelated: I tested Lili's eyes at work last week. She's short-sighted like me, -1.25 in both eyes, and she's chosen round tortoiseshell frames. She's thrilled; Máté is jealous."),
   ("assistant", "Congratulations, that's a big job done! Holding back the last payment until you've checked is exactly right.\n\n"
                 "## Snagging checklist for external insulation\n\n"
                 "### The render\n"
                 "1. **Even colour and texture**, no patches or lap marks, best seen in low, raking light in the early morning or evening.\n"
                 "2. **No cracks**, especially at the corners of windows and doors, where stress concentrates.\n"
                 "3. **Straight, sharp corners** with corner beads; no board joints showing through.\n\n"
                 "### Windows and sills\n"
                 "4. **Sills slope outwards** with a drip edge that sticks out past the render, and **end caps** fitted and sealed at both ends.\n"
                 "5. **Reveals** insulated and neatly finished; window frames not covered so much they can't open.\n\n"
                 "### The plinth and details\n"
                 "6. The XPS plinth is finished neatly and the render stops above the ground.\n"
                 "7. **Downpipes, lights, the gas meter box, the house number** and anything else taken off is refitted firmly.\n"
                 "8. Rubbish, offcuts and polystyrene beads cleared from the garden; they're a nuisance for years otherwise.\n\n"
                 "### Paperwork\n"
                 "9. **The invoice, the guarantee** with its start date, and the name of the system used.\n"
                 "10. **Photos** of every wall, and a few from during the work (useful for any future claim or sale).\n\n"
                 "## Living with an insulated façade\n"
                 "- **Don't drill straight into the wall** to hang things; use special fixings for insulated façades.\n"
                 "- Clean the render with a soft brush and water, never a pressure washer at close range.\n"
                 "- Watch your **gas use** this winter against last year's; that's the real test.\n\n"
                 "## Lili\n"
                 "Round tortoiseshell is a great choice! You know this field far better than I do, but since she's starting young: more time outdoors is associated with slower progression, and you'll know whether "
                 "myopia-control lenses are worth considering for her."),
   ("user", "Checked with your list: a hairline crack under the kitchen window and a missing end cap on one sill. Tamás is coming on Tuesday to fix both, and I'll pay the last million after that."),
   ("assistant", "Perfect: two small snags is a good result on a job this size. Take a photo of the repairs, then pay, and file the guarantee with the contract.")],
  {"summary": "The façade insulation was finished and the scaffolding removed on 9 July 2025; final bill 5,910,000 Ft: 5,724,000 Ft plus 186,000 Ft for new aluminium sills on all 11 windows (the old concrete sills were too short for the thicker walls); "
              "paid from savings except the last 1,000,000 Ft, held until the work is checked; the assistant gave a snagging checklist (render colour and cracks, corners, sills sloping out with end caps, reveals, plinth, refitted fittings, rubbish, invoice, guarantee, photos) "
              "and care tips (special fixings, soft brush, watch the gas use); the user tested her daughter Lili's eyes at work (short-sighted); "
              "snags: a hairline crack under the kitchen window and a missing sill end cap, which Tamás will fix before the last payment.",
   "procedures": [{"name": "Snagging external wall insulation", "steps": ["Check the render colour and cracks in raking light", "Straight corners with corner beads", "Sills slope outwards with drip edges and end caps",
                   "Reveals finished", "Plinth finished above the ground", "Fittings refitted", "Rubbish cleared", "Invoice, guarantee and photos"]}],
   "decisions": [{"decision": "Hold the last 1,000,000 Ft until the snags are fixed", "rationale": "Check the work before the final payment"}],
   "outcomes": ["Insulation finished 9 July 2025", "Final insulation bill 5,910,000 Ft", "New aluminium sills 186,000 Ft"]}),
 ("2025-08-03", "A calf strain ten weeks before the race", [
   ("user", "Disaster. On Thursday, 31 July, I was doing hill repeats up to Tettye and felt a sharp pull in my left calf on the sixth one. I stopped and walked home. It's sore now when I walk upstairs. "
            "I saw a sports physio yesterday: a grade 1 calf strain, three to four weeks with no running. The race is on 11 October. Can I still do the 28 km? The organisers allow a switch to the 16 km until 30 September for 2,000 Ft.\n\n"
            "House news at least: Tamás fixed the crack and the sill end cap, and we've paid him in full."),
   ("assistant", "I'm sorry, that's frustrating, especially when training was going so well. The good news is that a grade 1 strain usually heals well if you're patient. Here's how I'd think it through, but your physio's advice comes first.\n\n"
                 "## The timeline\n"
                 "- Three to four weeks off puts your return at the **end of August**.\n"
                 "- That leaves about **six weeks** until 11 October, and the first two of those should be gentle, on the flat.\n"
                 "- So you'd have roughly **four weeks of real training** before the taper.\n\n"
                 "## 28 km or 16 km?\n"
                 "- **28 km with 1,100 m of climbing** needs long runs of 20 km and more, plus hill work. Hills are exactly what loads a healing calf. Cramming that into four weeks is how a grade 1 strain becomes a grade 2.\n"
                 "- **16 km** is realistic: you've already run 18 km, and you'd be able to race it rather than survive it.\n"
                 "- You can switch until 30 September, but deciding now takes the pressure off and lets you train for what you'll actually run.\n\n"
                 "## Rehab, in general terms\n"
                 "1. **The first few days:** relative rest, gentle movement within comfort; some people find compression helps.\n"
                 "2. **Progressive loading:** isometric calf holds, then double-leg calf raises, then single-leg, then slow lowering (eccentrics), as the physio prescribes.\n"
                 "3. **Cross-training** to keep your fitness: cycling and swimming usually don't bother a mild calf strain.\n"
                 "4. **Return-to-run test:** many physios want about 20 pain-free single-leg calf raises and pain-free hopping first.\n"
                 "5. **Walk-run at first,** on the flat, and **no hill repeats for the first two weeks** back.\n\n"
                 "## Next year\n"
                 "The 28 km isn't going anywhere. A strong 16 km this year and the 28 km next year is a very good plan.\n\n"
                 "And congratulations on the finished façade!"),
   ("user", "You're right. I've switched to the 16 km already and paid the 2,000 Ft. Less pressure. Next year the 28."),
   ("assistant", "A wise call. You'll still get the Mecsek climbs, the atmosphere and the finish line, with a calf that's had time to heal. Do the physio's exercises religiously, they're the best protection for next year too.")],
  {"summary": "On 31 July 2025, during hill repeats up to Tettye, the user strained her left calf; a sports physio diagnosed a grade 1 calf strain with three to four weeks of no running; "
              "the race is on 11 October and the organisers allow a switch to the 16 km until 30 September for 2,000 Ft; Tamás fixed the crack and the sill end cap and has been paid in full; "
              "the assistant said a return at the end of August leaves about four weeks of real training, that 28 km with 1,100 m of climbing would risk re-injury and 16 km is realistic, "
              "and described rehab (relative rest, progressive calf loading, cross-training, a return-to-run test, walk-run, no hills for two weeks); "
              "she switched to the 16 km distance and paid 2,000 Ft; she plans the 28 km next year.",
   "procedures": [{"name": "Coming back from a grade 1 calf strain", "steps": ["Relative rest and gentle movement", "Progressive calf loading: isometrics, double-leg, single-leg, eccentrics",
                   "Cross-train: cycling, swimming", "Return-to-run test: 20 single-leg calf raises and hopping pain-free", "Walk-run on the flat", "No hill repeats for two weeks"]}],
   "decisions": [{"decision": "Switched from the 28 km to the 16 km at the Zengő Trail", "rationale": "Grade 1 calf strain on 31 July, three to four weeks without running; the 28 km would risk re-injury"}],
   "outcomes": ["Calf strain 31 July 2025", "Insulation paid in full", "Distance change fee 2,000 Ft"]}),
 ("2025-08-17", "Car insurance renewal: should I switch?", [
   ("user", "Generali have sent the renewal for the compulsory car insurance (KGFB) on our 2015 Opel Astra Sports Tourer: 118,400 Ft for the year from 1 October, up from 96,200 Ft. "
            "On netrisk.hu, K&H offers 84,600 Ft for the same cover with our bonus class (B10). How does switching work, and is it worth it? I also wondered about casco; the car's worth maybe 3.5 million Ft."),
   ("assistant", "A 22% increase is a very good reason to look around, and with a B10 bonus class you're an attractive customer. Here's how it works.\n\n"
                 "## Switching compulsory motor insurance (KGFB)\n"
                 "1. **You can switch at the insurance anniversary**, here 1 October.\n"
                 "2. **The cancellation must reach Generali at least 30 days before the anniversary**, so by **31 August** at the latest. Don't leave it to the last day.\n"
                 "3. **Comparison sites like netrisk.hu** can send the cancellation for you when you take out the new policy; keep the confirmation.\n"
                 "4. **Your bonus class moves with you** through the central claims database, so you keep B10.\n"
                 "5. **Check the details:** payment frequency (annual payment or direct debit can be cheaper), and what's included (some policies add assistance).\n\n"
                 "## Is it worth it?\n"
                 "K&H at 84,600 Ft against Generali's 118,400 Ft is **33,800 Ft a year**. For twenty minutes' work, yes.\n\n"
                 "## Casco for a 10-year-old car?\n"
                 "Casco covers your own car (theft, damage you cause, hail, vandalism). Ask yourself:\n"
                 "- **Could you replace the car from savings** if it were written off? With an emergency fund of about 2.2 million, you'd cover most of it.\n"
                 "- **What would it cost?** For a car worth around 3.5 million, casco with a deductible might run to 80,000 to 150,000 Ft a year.\n"
                 "- **A middle way:** some insurers sell glass cover or assistance on their own, much cheaper than full casco.\n\n"
                 "Many people drop casco once a car is about ten years old and self-insure; it's a reasonable choice if a loss wouldn't be a disaster."),
   ("user", "Done: netrisk sent the notice to Generali, and from 1 October we're with K&H, 84,600 Ft a year by direct debit. No casco: we'll self-insure from the emergency fund."),
   ("assistant", "Nicely done, 33,800 Ft a year saved. Put a reminder in your calendar for the middle of next August to compare again before the next anniversary.")],
  {"summary": "Generali's renewal for the compulsory car insurance (KGFB) on the family's 2015 Opel Astra Sports Tourer was 118,400 Ft from 1 October, up from 96,200 Ft; K&H offered 84,600 Ft on netrisk.hu with bonus class B10; "
              "the assistant explained switching at the anniversary (notice at least 30 days before, by 31 August), that the bonus class moves with you, a saving of 33,800 Ft a year, and casco considerations for a car worth about 3.5 million Ft; "
              "netrisk sent the notice; the user switched to K&H from 1 October 2025, 84,600 Ft a year by direct debit; no casco, self-insuring from the emergency fund.",
   "procedures": [{"name": "Switching compulsory car insurance (KGFB)", "steps": ["Compare at the anniversary", "Cancellation at least 30 days before the anniversary",
                   "Let the comparison site send the notice", "Bonus class moves with you", "Check payment frequency and what's included"]}],
   "decisions": [{"decision": "Switched the car insurance from Generali to K&H from 1 October 2025", "rationale": "84,600 Ft against a 118,400 Ft renewal, 33,800 Ft a year cheaper"},
                 {"decision": "No casco", "rationale": "Self-insure from the emergency fund for a 10-year-old car"}],
   "outcomes": ["K&H car insurance 84,600 Ft a year from 1 October 2025"]}),
 ("2025-09-14", "Four weeks to the Zengő Trail", [
   ("user", "I've been back running since Monday 25 August with no pain! I did the walk-run plan, then two hill sessions, and yesterday 13 km with Tettye Futók including the climb up to Misina. "
            "I've been wearing compression calf sleeves that I bought for 12,990 Ft; the physio says they're fine if they feel good. The race is on 11 October and I'm doing the 16 km. What should the next four weeks look like?\n\n"
            "Dad update: since we drove him home on 29 June he's been getting stronger. He's walking with one stick, he's back on his allotment, and he told me he's never staying in a city again. "
            "And my first OTP pension fund statement shows 125,000 Ft in."),
   ("assistant", "Great to hear you're back and pain-free, and your dad sounds like himself again! Here's a four-week plan for a 16 km trail race.\n\n"
                 "## Week 1 (15 to 21 September)\n"
                 "- Easy runs, one hill session (short climbs, controlled), strength work.\n"
                 "- **Long run: 15 km** on trails with some climbing.\n\n"
                 "## Week 2 (22 to 28 September)\n"
                 "- One session of **race-pace sections** on rolling terrain.\n"
                 "- **Long run: 16 to 17 km**, ideally on part of the race course, practising gels and your vest.\n\n"
                 "## Week 3 (29 September to 5 October)\n"
                 "- Cut back: **long run about 12 km**, easy, plus one short session with a few strides.\n\n"
                 "## Race week (6 to 11 October)\n"
                 "1. Two or three **short, easy runs**; rest or walk on Thursday and Friday.\n"
                 "2. **Sleep** well all week; the night before matters less than you think.\n"
                 "3. **Lay out your kit** on Friday: shoes, vest, gels, the mandatory kit list, your bib.\n"
                 "4. Eat normally, a little more carbohydrate the last two days.\n\n"
                 "## On the day\n"
                 "- **Start slower than feels right**, especially up the first climb.\n"
                 "- **Walk the steep climbs** and run the flats and gentle descents.\n"
                 "- **A gel at about 45 minutes** and again around 90 minutes if you need it.\n"
                 "- On steep descents, short quick steps; your calf will thank you.\n\n"
                 "## Your calf\n"
                 "Keep the calf raises going twice a week until race day and beyond. They're what got you back.\n\n"
                 "And congratulations on the pension statement: don't forget to claim the 20% credit in next spring's tax return."),
   ("user", "I'll recce the last 6 km of the course next Saturday with the group."),
   ("assistant", "A great idea: knowing the final descent and where the finish is will help your pacing enormously on the day.")],
  {"summary": "The user has been back running since 25 August 2025 without pain: walk-run, two hill sessions, and a 13 km long run with Tettye Futók including the climb to Misina; she bought compression calf sleeves for 12,990 Ft; "
              "she is running the 16 km at the Zengő Trail on 11 October; her father, home in Komló since 29 June, walks with one stick and is back on his allotment; her first OTP pension fund statement shows 125,000 Ft; "
              "the assistant gave a four-week plan (15 km, then 16-17 km on the course, a cut-back week, race week with short runs and rest), race-day advice (start slowly, walk steep climbs, a gel at about 45 minutes, short steps downhill) "
              "and to keep doing calf raises; she will recce the last 6 km of the course with the group.",
   "procedures": [{"name": "The last four weeks before a 16 km trail race", "steps": ["Week 1: long run 15 km, one hill session", "Week 2: long run 16-17 km on the course, race-pace sections",
                   "Week 3: cut back, long run about 12 km", "Race week: short easy runs, rest Thursday and Friday, kit laid out", "Race day: start slowly, walk steep climbs, gel at 45 minutes"]}],
   "outcomes": ["Back running since 25 August 2025", "Compression calf sleeves 12,990 Ft", "Pension fund 125,000 Ft paid in", "Dad walking with one stick"]}),
 ("2025-10-12", "I finished the Zengő Trail!", [
   ("user", "I did it! Yesterday I finished the 16 km at the Zengő Trail in 1:52:07, 14th of 61 in the women's 40-49 category. The calf was fine, the last descent hurt. "
            "Bence, the kids and Morzsa were at the finish, and Morzsa slipped her lead and tried to run the last 200 m with me, to a big cheer. "
            "Now I want to do the 28 km next year. How should I recover this week, and how do I plan next year so I don't get injured again?"),
   ("assistant", "Congratulations, Réka! Fourteenth in your category in your first proper trail race, after a calf strain in the summer, is a brilliant result. And Morzsa's sprint finish sounds like the highlight.\n\n"
                 "## Recovering this week\n"
                 "1. **Days 1 to 3:** walking, gentle mobility, plenty of sleep, and carbohydrate and protein at every meal. Sore thighs after a long descent are normal and peak on day two or three.\n"
                 "2. **Days 4 to 7:** a couple of short, easy runs if your legs feel good; no hills or speed.\n"
                 "3. **Week 2:** back to normal easy running.\n\n"
                 "## Planning for the 28 km next year\n"
                 "### Winter (November to January)\n"
                 "- **Strength season:** calf raises, single-leg work, squats and glute exercises twice a week.\n"
                 "- Keep three or four easy runs a week, with one gentle hill run.\n\n"
                 "### Spring (February to May)\n"
                 "- Build the long run gradually, **no more than about 10% a week,** with a lighter week every fourth week.\n"
                 "- **Hill sessions built up slowly:** fewer repeats first, then more. Your strain came during hill repeats, so that's where to be patient.\n\n"
                 "### Summer (June to September)\n"
                 "- Long runs of 20 to 26 km on the course, and a **20 to 24 km tune-up race** in the summer.\n\n"
                 "### Always\n"
                 "- Listen to small niggles: a couple of days off early saves weeks later.\n"
                 "- Keep the calf exercises all year, not just when something hurts.\n\n"
                 "## And Morzsa?\n"
                 "If she's that keen, look at **canicross**: races where you run harnessed to your dog. There are canicross events and clubs in Hungary, usually in the cooler months, and a vizsla is built for it."),
   ("user", "Canicross with Morzsa is a brilliant idea, she'd love it. I'll look for an event in the spring."),
   ("assistant", "She'd probably pull you to a personal best. Start with short, easy runs in the harness so she learns to run in front and ignore the other dogs, and keep her paws checked.")],
  {"summary": "The user finished the 16 km Zengő Trail on 11 October 2025 in 1:52:07, 14th of 61 in the women's 40-49 category; her calf was fine; Bence, the kids and Morzsa were at the finish and Morzsa ran the last 200 m with her; "
              "she wants to do the 28 km next year; the assistant gave a recovery week (walking, sleep, food, short easy runs from day 4) and a plan for next year (winter strength, gradual spring build, careful hill sessions, "
              "summer long runs and a 20-24 km tune-up, listening to niggles, calf exercises all year) and suggested canicross with Morzsa; she will look for a canicross event in the spring.",
   "procedures": [{"name": "Recovering after a trail race", "steps": ["Days 1-3: walking, mobility, sleep, carbohydrate and protein", "Days 4-7: short easy runs, no hills", "Week 2: normal easy running"]},
                  {"name": "Planning a 28 km trail race next year", "steps": ["Winter strength", "Spring: gradual long-run build, careful hill sessions", "Summer: long runs on the course and a tune-up race",
                   "Listen to niggles", "Calf exercises all year"]}],
   "decisions": [{"decision": "Aim for the 28 km Zengő Trail next year", "rationale": "Finished the 16 km well"},
                 {"decision": "Look for a canicross event with Morzsa in the spring", "rationale": "Morzsa loves running"}],
   "outcomes": ["Finished the 16 km in 1:52:07", "14th of 61 in women's 40-49"]}),
 ("2025-10-26", "First weeks of heating after the insulation", [
   ("user", "First heating season in the insulated house! We turned the heating on on 6 October. I compared meter readings: from 1 to 25 October we used 58 m³ of gas, against 121 m³ in the same period last year, "
            "and the house feels warmer at 21 °C than it used to at 22 °C. I rang MVM Next and they've lowered our monthly instalment from 38,000 Ft to 26,500 Ft from November.\n\n"
            "A colleague lent me a thermal camera: the walls look nice and even now, but the ceiling of the room above the garage is cold along one side. Anything else I should do to keep the savings going?"),
   ("assistant", "Those numbers are very encouraging: roughly half the gas for the same weeks. Weather varies year to year, so compare over the whole winter before drawing conclusions, but it's a great start.\n\n"
                 "## The cold spot above the garage\n"
                 "A room above an unheated garage loses heat downwards through its floor. The usual fix is to **insulate the garage ceiling** from below: mineral wool between the joists, or rigid boards fixed to the ceiling, "
                 "with a fire-resistant board if the garage is attached to the house. It's a similar job to the attic and could be a weekend project.\n\n"
                 "## Keeping the savings going\n"
                 "1. **Programme the thermostat:** lower at night (around 18 °C) and when nobody's home.\n"
                 "2. **Bleed and balance the radiators** so the whole house heats evenly.\n"
                 "3. **Check the window seals.** The 2008 windows' gaskets may be worn; new seals are cheap and quick to fit.\n"
                 "4. **Service the boiler** if it hasn't been done this year, and consider lowering the flow temperature: an insulated house often stays comfortable with cooler radiators.\n"
                 "5. **Ventilate properly.** A better-sealed house holds more moisture: open windows wide for five to ten minutes two or three times a day rather than leaving them tilted, and watch for condensation or mould in corners.\n"
                 "6. **Track your meter readings monthly.** If you stay under the 1,729 m³ a year allowance, all your gas is at the capped price.\n\n"
                 "## Your new instalment\n"
                 "26,500 Ft from November is a good sign. Keep an eye on the annual statement: if you use less than expected, you'll get a refund or a lower instalment again."),
   ("user", "Bence is already measuring the garage ceiling. If we stay under 1,729 m³ this year we'll be over the moon."),
   ("assistant", "With 58 m³ in the first three and a half weeks of October, you're well on track. Enjoy a warm winter!")],
  {"summary": "The heating went on on 6 October 2025; from 1 to 25 October the user's household used 58 m³ of gas against 121 m³ in the same period of 2024; the house feels warmer at 21 °C than before at 22 °C; "
              "MVM Next lowered the monthly gas instalment from 38,000 Ft to 26,500 Ft from November 2025; a borrowed thermal camera shows even walls but a cold ceiling in the room above the garage; "
              "the assistant suggested insulating the garage ceiling, programming the thermostat, bleeding and balancing radiators, new window seals, a boiler service and a lower flow temperature, ventilating properly, "
              "and tracking monthly readings to stay under the 1,729 m³ capped allowance; Bence is measuring the garage ceiling.",
   "procedures": [{"name": "Keeping gas use down after insulating", "steps": ["Insulate the garage ceiling", "Programme the thermostat", "Bleed and balance the radiators", "New window seals",
                   "Service the boiler, lower the flow temperature", "Ventilate in short bursts", "Track meter readings monthly"]}],
   "decisions": [{"decision": "Insulate the ceiling above the garage", "rationale": "Thermal camera shows a cold ceiling over the garage"}],
   "outcomes": ["Gas 58 m³ from 1 to 25 October 2025 against 121 m³ a year earlier", "Monthly gas instalment 26,500 Ft from November 2025"]}),
]

QUESTIONS_74 = [
 # single facts the user said about herself, her family and her things
 ("How old am I?", "41"),
 ("What do I do for work?", "optometrist (at Látókör Optika on Király utca in Pécs)"),
 ("What's our dog called?", "Morzsa (a vizsla)"),
 ("What does Bence do for work?", "sound technician at the National Theatre of Pécs"),
 ("What kind of house do we live in?", "a 1974 kockaház (cube house) in the Meszes district of Pécs"),
 ("Where do my parents live?", "Komló (a third-floor flat with no lift)"),
 ("Who did our façade insulation?", "Mecsek-Szig Bt. (Tamás Orsós)"),
 ("Who do I do my Saturday long runs with?", "the Tettye Futók running group"),
 ("What's Lili's glasses prescription?", "-1.25 in both eyes"),
 ("What colour is our new render?", "pale sage green"),
 ("What car do we have?", "a 2015 Opel Astra Sports Tourer"),
 # when
 ("When did Dad have his hip replacement?", "6 May 2025 (moved from 8 April)"),
 ("When did the insulation work start?", "Monday 2 June 2025"),
 ("When did I strain my calf?", "31 July 2025"),
 ("When was the Zengő Trail?", "Saturday 11 October 2025"),
 ("When did Dad go home to Komló?", "29 June 2025"),
 # lists across chats
 ("Which companies quoted for the façade insulation?", "Kovács Homlokzat Kft. (4,850,000 Ft), Mecsek-Szig Bt. (5,400,000 Ft), a man from a Facebook group (3,200,000 Ft)"),
 ("What have I done with our money this year?", "paid for the insulation from savings, put 1.5 million Ft into PMÁP government bonds, joined the OTP voluntary pension fund (25,000 Ft a month), switched the car insurance to K&H"),
 ("What energy-saving work have we done on the house this year?", "20 cm of mineral wool in the attic, 15 cm graphite EPS on the walls, new aluminium window sills"),
 ("Where did Dad stay after his operation?", "the spa hospital in Harkány for rehab, our house, then home to Komló"),
 ("What running gear have I bought this year?", "Salomon Speedcross 6 trail shoes, a 5-litre hydration vest, compression calf sleeves"),
 ("Which races have I run this year?", "the Jakab-hegy Kupa 12 km (15 June) and the Zengő Trail 16 km (11 October)"),
 # latest value of something that changed
 ("How much did the façade insulation cost in the end?", "5,910,000 Ft"),
 ("Which distance did I run at the Zengő Trail?", "16 km (switched from the 28 km)"),
 ("Who's our car insurer now?", "K&H (from 1 October 2025)"),
 ("What's our monthly gas instalment now?", "26,500 Ft (from November 2025)"),
 # yes/no
 ("Did we replace the windows?", "No"),
 ("Did we take out a loan for the insulation?", "No"),
 ("Did I finish the Zengő Trail?", "Yes"),
 # why
 ("Why was Dad's operation postponed?", "the surgeon was off sick"),
 ("Why did I switch to the 16 km at the Zengő Trail?", "a grade 1 calf strain on 31 July, three to four weeks with no running"),
 ("Why did the insulation cost more than the quote?", "the material prices went up (new total 5,724,000 Ft) and new aluminium sills cost 186,000 Ft extra"),
 # what the assistant recommended
 ("What did you tell me to do before insulating the walls?", "insulate the attic first"),
 ("What did you tell me to do about Morzsa's paws?", "check between her toes for grass awns after every walk and run in summer and keep the fur between her pads trimmed"),
 # how much / how many
 ("How many windows got new sills?", "11"),
 ("How much did the vet charge for Morzsa's paw?", "42,000 Ft"),
 # inference
 ("Would Morzsa enjoy a canicross race with me?", "Likely yes"),
 ("Would Dad want to move into a flat in Pécs near us?", "Likely no"),
 # not in the archive
 ("What school does Lili go to?", "Not mentioned in my chats"),
 ("What did my mum do for work before she retired?", "Not mentioned in my chats"),
]


def assistant_chats_29_at(folder):
    """The archive of CHATS_74 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a29c", CHATS_74, "gemini")


@pytest.fixture(scope="module")
def assistant_chats_29(tmp_path_factory):
    return assistant_chats_29_at(tmp_path_factory.mktemp("assistant29"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_74, "assistant 29")


def test_the_archive_finds_the_vizsla(assistant_chats_29):
    assert assistant_chats_29.search("Morzsa").results
