"""A fifty-third written archive of a user's chats with an AI assistant, in the user's own condensed
format, written blind: its questions and gold answers were fixed before any run of `kbsearch answer`
on it, by a writer who did not read the answer code. It is HELD OUT: the developers never read its
questions or golds, only its score. Ishbel MacLellan, 36 then 37, of Halifax, Nova Scotia, a
bagpipe maker who turns drones and chanters at Beaton Bagpipes, a small workshop in the North End,
lives with her partner Jonah Ferreira, a paramedic, and their cat Pibroch ("Pibs"). She chats with
ChatGPT from September 2025 to August 2026: the price of African blackwood and a pipe band's big
order (which grows), a rent increase above the provincial cap, a Celtic Colours weekend with her
parents in Mabou, the cat's urinary blockage, a hearing test, the owner's retirement and her
purchase of the business (a valuation, a price that comes down, a loan, an apprentice, new prices),
training for a first half marathon (a sister who runs too), her father's diabetes, Jonah's change of
job, buying a house in Dartmouth (a closing date that moves), a trip to Glasgow that is called off
and a dog that does not stay, with facts the user updates later (her job, the band's order, the
price of a set of pipes, her best half marathon time, where they live).
bench/answer_conversations.py asks every question ("assistant 53")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_122 = [
 ("2025-09-06", "Blackwood prices and cheaper materials for bagpipe drones", [
   ("user", "Hi! A slightly unusual work question. I'm Ishbel MacLellan, I'm 36, and I make bagpipes for a living: for nine years I've been the pipe maker at Beaton Bagpipes, a small workshop on Agricola Street in Halifax's North End. "
            "The owner, Angus Beaton, started it in 1984. There's just him, me, and Trudy Oickle, who works part-time on the bags, reeds and sales. I turn the drones and chanters on our two lathes, bore them with the reamers and fit the mounts. "
            "Our headache is African blackwood. We buy the billets from a dealer in England, and the billets for one full bagpipe have gone from about CAD $380 to $520 since the spring; the last shipment also came seven weeks late. "
            "Angus wants me to look at alternatives for the cheaper end of our range: polypenco, mopane, maybe cocuswood. "
            "At the same time we've just landed our biggest order in years: the Chebucto Pipe Band wants 8 matching sets of Highland pipes for their competition season, delivered by the end of April, at a band price of $3,000 a set. What should I be weighing up?"),
   ("assistant", "What a great trade to be in, and a band order of that size is a real vote of confidence in the workshop. Here's how I'd think about the materials question and the order together.\n\n"
                 "## 1. Protect the band order first\n"
                 "Eight matching sets is a large commitment, and **matching** is the key word: a band wants drones that look and sound alike.\n"
                 "- **Buy the blackwood for all eight sets now**, in one lot, at today's price. With prices rising and a seven-week delay last time, waiting is the bigger risk.\n"
                 "- Ask the dealer for billets from **the same batch** where possible, so colour and density are consistent.\n"
                 "- Allow for **rejects**: blackwood billets can hide checks (small cracks) that only show once you start boring. Many makers order 10 to 15% extra.\n"
                 "- Build in **seasoning time** if the billets arrive less dry than you'd like.\n\n"
                 "## 2. The alternatives for the cheaper range\n\n"
                 "### Polypenco (acetal)\n"
                 "- **Very stable**: it doesn't crack with changes of humidity, which matters in a Halifax winter with the heating on.\n"
                 "- Consistent, easy to machine, and already widely accepted for **practice chanters** and **student or pipe band sets**; many bands use polypenco chanters.\n"
                 "- Some pipers find the tone slightly less warm, and some customers simply want wood.\n\n"
                 "### Mopane\n"
                 "- A dense African hardwood, often used for **smallpipes and border pipes**, and by some makers for Highland pipes.\n"
                 "- A lovely warm brown colour and a good tone, but it can be **prone to checking** if not well seasoned, and supply is also not guaranteed.\n\n"
                 "### Cocuswood\n"
                 "- Traditional and beautiful, but **hard to source** in good quality today and often no cheaper than blackwood.\n\n"
                 "## 3. What to weigh\n"
                 "1. **Your cost per set** in each material, including rejects and your time.\n"
                 "2. **What your customers expect**: beginners and bands care about price and stability; soloists often want blackwood.\n"
                 "3. **Tone testing**: make one test set before you commit to a new line.\n"
                 "4. **Paperwork**: African blackwood is a CITES-listed species. Finished instruments have been largely exempted since 2019, but raw billets crossing borders may still need export permits. "
                 "Check that your dealer's paperwork is in order so a shipment isn't held at customs.\n"
                 "5. **Your prices**: if billets have gone up by about 37% in six months, your price for a blackwood set may need reviewing too, though not for an order you've already agreed.\n\n"
                 "## 4. A possible plan\n"
                 "- Blackwood for the band and for soloists' sets.\n"
                 "- Polypenco for practice chanters and an entry-level set.\n"
                 "- One trial set in mopane to see how it turns and sounds.\n\n"
                 "I'm not an instrument maker, so trust your own ears and Angus's forty years over any general advice; but this split is common among pipe makers facing the same squeeze."),
   ("user", "That's pretty much where I landed. We'll order the blackwood for all eight band sets now, at $520 a set plus a few spare billets, so the price is locked in, and I'll make our practice chanters and a new student set in polypenco. "
            "I'll turn one set in mopane for fun. Side note: the pipes are wrecking my ears; I also play in the Bedford Basin Pipe Band, Grade 3, practice on Tuesday nights. "
            "And one day I want to go to Piping Live! in Glasgow. Next August would be the dream."),
   ("assistant", "A sensible plan: the band order is safe, the cheaper range gets a stable material, and the mopane set gives you real data instead of guesses. "
                 "Do take the ringing ears seriously, though: between a lathe all day and a Grade 3 band once a week, it's worth a hearing test and proper musician's earplugs sooner rather than later. "
                 "And Piping Live! in August is a wonderful goal; flights to Glasgow are usually cheapest if you book in the winter.")],
  {"summary": "The user, Ishbel MacLellan, 36, has been the pipe maker at Beaton Bagpipes, a small workshop on Agricola Street in Halifax's North End, for nine years; the owner Angus Beaton started it in 1984; Trudy Oickle works part-time on bags, reeds and sales; "
              "she turns drones and chanters on the two lathes, bores them and fits the mounts; African blackwood billets for one bagpipe went from about CAD $380 to $520 since spring 2025 and the last shipment was seven weeks late; "
              "the Chebucto Pipe Band ordered 8 matching sets of Highland pipes at $3,000 a set, for the end of April 2026; "
              "the assistant advised buying all the band's blackwood now from one batch with spare billets, compared polypenco (stable, good for practice chanters and student sets), mopane (warm, can check) and cocuswood (hard to source), "
              "mentioned CITES paperwork for raw billets and reviewing prices; she also plays in the Bedford Basin Pipe Band (Grade 3, Tuesday practices) and dreams of Piping Live! in Glasgow in August 2026.",
   "decisions": [{"decision": "Order the blackwood for all eight band sets now at $520 a set, with spare billets", "rationale": "Lock in the price; prices rising and deliveries late"},
                 {"decision": "Practice chanters and a new student set in polypenco; one trial set in mopane", "rationale": "Cheaper and stable; test mopane before committing"}],
   "outcomes": ["Chebucto Pipe Band order: 8 sets at $3,000, due end of April 2026", "Blackwood billets $520 a set"]}),
 ("2025-09-21", "Is my landlord's rent increase even allowed?", [
   ("user", "My partner Jonah and I rent a two-bedroom flat on Macara Street in the North End for $1,850 a month, on a year-to-year lease that started on 1 February 2022. "
            "Yesterday a letter came from the property manager, Derek at Harbourview Property Management, raising the rent to $2,050 from 1 December. That's over 10%! "
            "We're trying to save for a house (we both opened First Home Savings Accounts this year), and Jonah, who's a paramedic with EHS doing 12-hour shifts, is furious. What are our rights in Nova Scotia?"),
   ("assistant", "That's a big jump, and there are good reasons to think it isn't valid as written. I'm not a lawyer, and the rules have changed several times in recent years, so please confirm with **Residential Tenancies** (Access Nova Scotia) before you rely on this.\n\n"
                 "## 1. The rent cap\n"
                 "Nova Scotia has had a **temporary cap on rent increases** for existing tenants since 2020. It has been **5% a year** for most residential tenancies and was extended to the end of 2027. "
                 "On $1,850, 5% is **$92.50**, so the most your rent could go up to is **$1,942.50**, not $2,050.\n\n"
                 "## 2. The notice and the date\n"
                 "- For a **year-to-year lease**, a landlord must give **at least four months' written notice** of an increase, and rent can normally only go up **once every 12 months**.\n"
                 "- Increases usually take effect on the **anniversary date** of the lease. Yours started on 1 February, so the earliest an increase could start is **1 February 2026**, not 1 December.\n"
                 "- A notice given on 20 September for 1 December is also less than four months.\n\n"
                 "## 3. What to do\n"
                 "1. **Reply in writing** (email is fine, keep a copy), politely pointing out the cap and the notice rules, and ask Derek to issue a corrected notice.\n"
                 "2. **Keep paying your current rent** on time. Don't withhold anything; it gives the landlord grounds against you.\n"
                 "3. If he insists, you can **apply to Residential Tenancies** for a decision. The application fee is small.\n"
                 "4. Keep every letter and email in one folder.\n\n"
                 "## 4. About the house fund\n"
                 "Good move on the **FHSAs**: up to $8,000 a year each (a $40,000 lifetime limit each), tax-deductible going in and tax-free coming out for a first home. "
                 "If you can each put in the full $8,000 for 2025 before 31 December, you'll have $16,000 between you by the new year.\n\n"
                 "Would you like a short draft of the letter to Derek?"),
   ("user", "Yes please, short and polite. I'll send it tonight and copy it to the owner's address on the lease."),
   ("assistant", "Here's a draft:\n\n"
                 "> Dear Derek,\n>\n> Thank you for your letter of 20 September about our rent at Macara Street. Under Nova Scotia's current rent cap, increases for existing tenants are limited to 5% a year, "
                 "and for our year-to-year lease a notice of increase must be given at least four months before it takes effect, on our anniversary date of 1 February. "
                 "We would therefore expect our rent to rise to no more than $1,942.50, from 1 February 2026. Could you please send us a corrected notice?\n>\n> Kind regards,\n> Ishbel MacLellan and Jonah Ferreira\n\n"
                 "Keep it factual and friendly; most property managers correct this kind of notice quickly once it's pointed out.")],
  {"summary": "The user and her partner Jonah Ferreira (a paramedic with EHS on 12-hour shifts) rent a two-bedroom flat on Macara Street in Halifax's North End for $1,850 a month on a year-to-year lease from 1 February 2022; "
              "Derek of Harbourview Property Management sent a notice raising it to $2,050 from 1 December 2025; they each opened an FHSA in 2025 to save for a house; "
              "the assistant (not a lawyer) explained Nova Scotia's temporary 5% rent cap (maximum $1,942.50), four months' written notice and the anniversary date (1 February 2026), "
              "advised replying in writing, keeping paying the current rent and applying to Residential Tenancies if needed, and drafted the letter; she sent it, copied to the owner.",
   "procedures": [{"name": "Challenging a rent increase in Nova Scotia", "steps": ["Check the 5% cap", "Check four months' notice and the anniversary date", "Reply in writing and keep copies",
                   "Keep paying the current rent", "Apply to Residential Tenancies if the landlord insists"]}],
   "decisions": [{"decision": "Write to Derek asking for a corrected notice", "rationale": "The increase is above the 5% cap and the notice is too short"}],
   "outcomes": ["Rent increase notice: $1,850 to $2,050 from 1 December 2025"]}),
 ("2025-10-05", "A Thanksgiving weekend at Celtic Colours in Cape Breton", [
   ("user", "Good news first: Derek wrote back and the increase is now $1,942 a month from 1 February, exactly as you said. Thank you!\n\n"
            "Now the fun part. Jonah and I are going home to Mabou for the Thanksgiving long weekend during Celtic Colours, Friday 10 to Monday 13 October. We'll stay with my parents: "
            "Mum, Catriona, is 68, a retired school music teacher who still plays fiddle at the Wednesday ceilidhs, and Dad, Hector, is 72, a retired lobster fisherman who still goes out on his friend Alcide's boat in season. My brother Neil is flying home from Calgary for the weekend too, so it'll be a full house. "
            "We've got tickets for a concert at Strathspey Place on Saturday night ($48 each), and I'd love to catch the piping concert at the Gaelic College in St. Ann's on Sunday afternoon. "
            "Jonah has never driven the Cabot Trail. We'll take our 2014 Honda Fit, about three hours from Halifax. Hannah from downstairs is feeding Pibs, our orange tabby (his full name is Pibroch, don't laugh), at $20 a visit. Can you help us plan it?"),
   ("assistant", "Congratulations on the rent, and what a weekend to go home: Celtic Colours with the leaves turning is Cape Breton at its best. Here's a plan that fits your fixed points.\n\n"
                 "## Friday 10 October: the drive up\n"
                 "- Leave Halifax **by early afternoon** if you can, to cross the Canso Causeway in daylight; Friday traffic on Highway 102 and 104 builds after 3 pm on a long weekend.\n"
                 "- Fill up in **Antigonish or Port Hawkesbury**; fuel gets sparser once you're on the island's west coast.\n"
                 "- Supper in Mabou with your parents.\n\n"
                 "## Saturday 11 October: Mabou and the concert\n"
                 "- A slow morning: a walk up **Mabou Mountain** or along the coast trails for the colours.\n"
                 "- Your concert at **Strathspey Place** in the evening. Festival concerts often run long, so plan a late night.\n\n"
                 "## Sunday 12 October: the Cabot Trail and St. Ann's\n"
                 "The full Trail is about 300 km and needs **five to seven hours** with stops, so combining it with an afternoon concert needs care.\n"
                 "1. **Leave Mabou by 7:30 am** and drive north up the west coast to **Chéticamp**, entering **Cape Breton Highlands National Park** (you'll need a Parks Canada day pass or a Discovery Pass).\n"
                 "2. Stop at the **Skyline Trail** only if you're there before 10 am; it's a 7 km loop and the car park fills fast in October.\n"
                 "3. Cross the highlands to **Ingonish** and come down the east side to **St. Ann's** for the afternoon concert.\n"
                 "4. Back to Mabou by the **Trans-Canada via Whycocomagh**, about an hour and a quarter.\n\n"
                 "Driving clockwise (west coast first, as above) puts you on the **outside lane** along the cliffs; some drivers find that nerve-racking, others love it. Counter-clockwise keeps you on the inside.\n\n"
                 "## Monday 13 October: Thanksgiving and home\n"
                 "- Thanksgiving dinner with your parents, then the drive home; leave time for the **holiday traffic** heading back to Halifax.\n\n"
                 "## A few practical points\n"
                 "- **Book restaurants** ahead during the festival; small places fill up.\n"
                 "- **Mobile coverage** is patchy in the highlands; download offline maps.\n"
                 "- Check the Fit's **tyres and brakes** before the long descents on the Trail.\n"
                 "- Leave Hannah a note of **Pibs's feeding amounts** and the vet's number.\n\n"
                 "Have a wonderful time, and enjoy the fiddles!"),
   ("user", "We'll do the Trail counter-clockwise on Sunday so we hit St. Ann's for the concert at 2 and finish along the west coast at sunset. Mum is doing the turkey on Monday."),
   ("assistant", "Counter-clockwise with the west coast at sunset is a lovely way round: the light over the Gulf of St. Lawrence from the lookoffs north of Chéticamp is spectacular. "
                 "Just keep an eye on the time in the highlands so you're not doing the descent to Pleasant Bay in the dark. Happy Thanksgiving to you all!")],
  {"summary": "Derek of Harbourview Property Management corrected the rent increase to $1,942 a month from 1 February 2026; "
              "the user and Jonah are spending the Thanksgiving weekend, Friday 10 to Monday 13 October 2025, with her parents in Mabou, Cape Breton, during the Celtic Colours festival: "
              "her mother Catriona, 68, a retired school music teacher who plays fiddle, and her father Hector, 72, a retired lobster fisherman who goes out on his friend Alcide's boat; her brother Neil flies in from Calgary; "
              "tickets for a concert at Strathspey Place on Saturday ($48 each) and a piping concert at the Gaelic College in St. Ann's on Sunday; they drive their 2014 Honda Fit; "
              "Hannah from downstairs feeds their orange tabby Pibroch ('Pibs') at $20 a visit; the assistant planned the weekend (leave early Friday, Parks Canada pass, five to seven hours for the Cabot Trail, book restaurants, offline maps); "
              "they'll drive the Cabot Trail counter-clockwise on Sunday to reach St. Ann's for the 2 pm concert.",
   "decisions": [{"decision": "Cabot Trail counter-clockwise on Sunday 12 October 2025", "rationale": "Reach St. Ann's for the 2 pm piping concert and finish on the west coast at sunset"}],
   "outcomes": ["Rent from 1 February 2026: $1,942 a month", "Celtic Colours weekend in Mabou, 10 to 13 October 2025"]}),
 ("2025-11-09", "Pibs had a urinary blockage: how do we stop it happening again?", [
   ("user", "Scary week. Last Tuesday evening Pibs kept going in and out of the litter box, straining and crying, and nothing was coming out. Jonah recognised it at once as a blockage. "
            "We drove him to Metro Animal Emergency in Dartmouth at 11 pm. He was blocked: they sedated him, put in a urinary catheter and kept him for two nights on fluids. No surgery, thank goodness. "
            "The bill was $2,340 and we don't have pet insurance. Our regular vet, Dr. Amara Nwosu at North End Vet Clinic, saw him on Friday and put him on a prescription urinary food. "
            "He's six, neutered, indoor-only, a bit chunky at 6.4 kg, and he's always eaten mostly dry kibble. How do we stop this happening again?"),
   ("assistant", "I'm so glad you got him there quickly: a blocked male cat is a genuine emergency, and Jonah spotting it straight away may well have saved his life. "
                 "I'm not a vet, so Dr. Nwosu's plan comes first, but here's what usually helps prevent a repeat.\n\n"
                 "## Why it happens\n"
                 "Urethral blockages are part of **feline lower urinary tract disease (FLUTD)**. In male cats the urethra is narrow, and it can be plugged by crystals, a mucus plug or spasm. "
                 "Risk factors that fit Pibs: **male, neutered, indoor, overweight, a mostly dry diet and middle age**. Stress is another well-known trigger.\n\n"
                 "## The most important changes\n"
                 "1. **Water, water, water.** Dilute urine is the single biggest protection.\n"
                 "   - Switch mostly or entirely to **wet food**; the prescription diet usually comes in a wet version.\n"
                 "   - Add a **water fountain**: many cats drink more from moving water.\n"
                 "   - Put water bowls in several places, away from the food and the litter box.\n"
                 "2. **Stick strictly to the prescription diet.** Mixing in other food or treats can undo its effect on the urine.\n"
                 "3. **Weight:** aim for a slow, vet-guided loss; 6.4 kg is likely on the heavy side for him.\n"
                 "4. **Litter boxes:** one per cat plus one, cleaned daily, in quiet places.\n"
                 "5. **Reduce stress:** routine, hiding places, play sessions, and some owners use a **pheromone diffuser**.\n\n"
                 "## Know the warning signs\n"
                 "Straining, frequent trips with little or no urine, crying in the box, licking his genitals, or hiding: **go to the emergency vet the same day**. A full blockage can be fatal within a day or two.\n\n"
                 "## If it keeps happening\n"
                 "Some cats re-block, often within the first weeks. For repeated blockages, vets sometimes recommend a surgery called a **perineal urethrostomy**, which widens the opening. It's not usually the first step.\n\n"
                 "## Money\n"
                 "Most pet insurers will now treat his bladder as a **pre-existing condition** and exclude it. If you do insure him, read the exclusions carefully; "
                 "some owners instead set aside a monthly amount in a savings account for the next emergency."),
   ("user", "We've bought a water fountain ($65), he's on the wet version of the prescription food, and we're putting $50 a month into a 'Pibs fund' instead of insurance, since they'd exclude his bladder anyway. He already seems to hate the fountain less than he hates me right now."),
   ("assistant", "That's a very good set of changes, and the monthly fund is a sensible way to handle it. Give him a week or two with the fountain; many cats warm to it once the novelty wears off. "
                 "And if he's grumpy with you, that's normal after a hospital stay and a catheter: he'll forgive you faster if the treats come from Jonah.")],
  {"summary": "The user's cat Pibs (six, neutered, indoor, 6.4 kg, mostly dry food) had a urethral blockage on Tuesday 4 November 2025; Metro Animal Emergency in Dartmouth sedated and catheterised him and kept him two nights on fluids; no surgery; bill $2,340; no pet insurance; "
              "their regular vet Dr. Amara Nwosu at North End Vet Clinic put him on a prescription urinary diet; "
              "the assistant (not a vet) explained FLUTD and its risk factors, advised wet food, a water fountain, strict prescription diet, weight loss, litter boxes, less stress, the warning signs, perineal urethrostomy for repeated blockages, and that insurers would exclude it; "
              "they bought a water fountain ($65), switched to the wet prescription food and put $50 a month into a 'Pibs fund' instead of insurance.",
   "procedures": [{"name": "Preventing another urinary blockage in a male cat", "steps": ["Mostly wet food", "A water fountain and bowls in several places", "Strict prescription diet",
                   "Slow weight loss", "Clean litter boxes", "Reduce stress", "Emergency vet the same day for straining with no urine"]}],
   "decisions": [{"decision": "A $50 monthly 'Pibs fund' instead of pet insurance", "rationale": "Insurers would exclude his bladder as pre-existing"}],
   "outcomes": ["Emergency vet bill $2,340", "Pibs on the wet prescription urinary diet", "Water fountain bought for $65"]}),
 ("2025-12-01", "Hearing test results: a dip at 4 kHz", [
   ("user", "I finally had my hearing tested, after months of ringing ears on Tuesday nights after band practice. The audiologist, Leanne Fougere at Nova Audiology on Quinpool Road, saw me on Thursday. "
            "Result: a mild dip at 4 kHz in both ears, worse in the left. She called it a classic noise notch. Between the lathe all day and the pipes (she said a Highland bagpipe can reach 110 to 120 dB at the piper's ear), it's not a mystery. "
            "She recommended custom musician's earplugs with ER-15 filters, $260 for the pair. Is that enough? What else should I do?"),
   ("assistant", "It's good you went now: a mild notch at 4 kHz is an early warning, and what you do from here decides whether it stays mild. I'm not an audiologist, so Leanne's advice comes first, but here's the wider picture.\n\n"
                 "## Why this matters\n"
                 "Noise-induced hearing loss is **permanent**, and it's cumulative: every loud hour adds to the total. The usual workplace guideline is **85 dB for 8 hours**, "
                 "and for every 3 dB above that the safe time halves. At **115 dB**, that works out to well **under a minute** unprotected. A two-hour band practice is far beyond that.\n\n"
                 "## At band practice\n"
                 "- **Custom musician's earplugs** are the right tool: the filters cut the volume evenly across frequencies, so the pipes still sound like pipes, just quieter.\n"
                 "- **ER-15** cuts about 15 dB. For a Grade 3 band indoors, many pipers find **ER-25** filters more appropriate; ask Leanne whether you could have both and swap filters.\n"
                 "- Practise in the **largest room** available, and ask whether the band could tune in smaller groups rather than all at once.\n\n"
                 "## At the lathe\n"
                 "- A lathe and reamers can easily be above 85 dB, and you're there all day. Wear **ear defenders or earplugs** with a good rating whenever machines are running.\n"
                 "- In Nova Scotia, occupational health and safety rules expect employers to control workplace noise and provide hearing protection, so it's reasonable to ask Angus for proper protection.\n\n"
                 "## At home\n"
                 "- Do most of your practice on the **practice chanter**, which is far quieter, and keep the full pipes for when you really need them.\n"
                 "- Give your ears **quiet time** after loud sessions: no earbuds on the walk home.\n\n"
                 "## Tinnitus\n"
                 "Ringing after exposure is a sign you've had too much. If it becomes constant or starts to bother your sleep, mention it to Leanne; there are good management options.\n\n"
                 "## Follow-up\n"
                 "A **retest in 12 months** will show whether your protection is working."),
   ("user", "I've ordered the ER-15s ($260), and I asked about the ER-25 filters for indoor practice, she'll add them. From now on I wear proper ear defenders at the lathe; Angus bought two pairs the same day, he felt terrible. "
            "At home I'll stick to the practice chanter instead of the full pipes. Retest next November."),
   ("assistant", "That covers all three places where your ears take the noise: the band, the workshop and home. Angus buying protection the same day says a lot about him. "
                 "Keep the retest in your calendar, and enjoy hearing the band properly for the first time in a while: many pipers say their playing improves once they can hear the chanter clearly under filters.")],
  {"summary": "After months of ringing ears after band practice, the user had a hearing test on Thursday 27 November 2025 with audiologist Leanne Fougere at Nova Audiology on Quinpool Road: a mild noise notch at 4 kHz in both ears, worse in the left; "
              "Highland pipes can reach 110 to 120 dB at the piper's ear; Leanne recommended custom musician's earplugs with ER-15 filters ($260); "
              "the assistant (not an audiologist) explained that noise-induced loss is permanent and cumulative (85 dB for 8 hours, halving every 3 dB), suggested ER-25 filters for indoor band practice, ear defenders at the lathe (employer's duty under Nova Scotia OHS rules), "
              "the practice chanter at home, quiet time and a retest in 12 months; she ordered the ER-15s with ER-25 filters to add.",
   "decisions": [{"decision": "Custom ER-15 earplugs, with ER-25 filters for indoor practice", "rationale": "A noise notch at 4 kHz from the pipes and the lathe"},
                 {"decision": "Practice chanter at home instead of the full pipes", "rationale": "Far quieter"}],
   "outcomes": ["Mild noise-induced hearing loss at 4 kHz, worse left", "Hearing retest in November 2026"]}),
 ("2025-12-14", "Angus wants to retire and sell me the business", [
   ("user", "Big one. On Friday Angus sat me down and told me he's retiring in the spring. He's 71 and he's been diagnosed with essential tremor: his hands shake too much now for the fine reaming, and he said he won't put his name on a chanter he can't make properly. "
            "He'd rather sell the business to me than close it. His asking price is $140,000 for everything: the Beaton Bagpipes name and website, the two lathes and the reamers, the stock of seasoned blackwood (he values it at about $30,000), "
            "the moulds and jigs, and the customer list, which goes back forty years and includes pipers in Scotland, the US and Australia. The workshop is leased, $2,400 a month, with four years left. "
            "Last year the business took in about $310,000 and Angus says he paid himself about $85,000. I earn $58,000. I've never run a business. Where do I even start?"),
   ("assistant", "What a moment: it's a huge compliment that Angus wants you, specifically, to carry on what he built. It's also a big financial decision, so let's slow it down into steps. "
                 "I'm not an accountant or a lawyer, and you'll need both, but here's the map.\n\n"
                 "## 1. Don't agree a price yet\n"
                 "A price should come **after** you've seen the numbers. It's perfectly normal, and not rude, to tell Angus you're very interested but need your accountant to review the books first.\n\n"
                 "## 2. Due diligence: what to ask for\n"
                 "1. **Three years of financial statements** and tax returns for the business.\n"
                 "2. **Monthly sales**, to see how seasonal the business is.\n"
                 "3. **The order book**: what's already sold but not delivered (such as the Chebucto Pipe Band's sets) and any deposits taken.\n"
                 "4. **An inventory** of the blackwood and other stock, with its real condition and market value.\n"
                 "5. **The lease**: can it be assigned to you, does the landlord need to consent, and are there renewal options?\n"
                 "6. **Any debts, liens or warranties** attached to the business.\n\n"
                 "## 3. How small businesses are usually valued\n"
                 "- **Earnings multiple:** the owner's earnings (what Angus takes out, here about $85,000) times a multiple, often **1.5 to 3** for a small owner-run trade business.\n"
                 "- **Asset value:** equipment and stock at what they'd fetch.\n"
                 "- **Goodwill:** the name and the customer list. Goodwill that depends on Angus personally is worth less if he leaves; a **transition period** where he introduces you helps protect it.\n\n"
                 "## 4. Structure\n"
                 "- **Asset purchase vs share purchase:** buying the assets (name, tools, stock, list) is usually simpler and safer for a buyer than buying the company with its history; your lawyer will advise.\n"
                 "- **Incorporation:** many buyers set up their own corporation to make the purchase.\n\n"
                 "## 5. Financing options in Canada\n"
                 "- **BDC** (Business Development Bank of Canada) lends for business acquisitions.\n"
                 "- **Futurpreneur** supports owners aged 18 to 39 with loans and a mentor, often alongside BDC.\n"
                 "- **Vendor take-back:** Angus could let you pay part of the price to him over time, which also shows he believes in the business.\n"
                 "- Your own savings; but remember that **FHSA money can only be used for a first home**, not a business.\n\n"
                 "## 6. A transition plan\n"
                 "Ask whether Angus would stay on part-time for a few months: introducing you to long-standing customers and suppliers, and helping with the reaming skills only he has.\n\n"
                 "## 7. Your own side\n"
                 "- Could you live on a lower income for a year or two while the loan is paid down?\n"
                 "- How does this fit with your house plans?\n\n"
                 "**Next step:** find an accountant who works with small business acquisitions, and a lawyer, before you talk price."),
   ("user", "OK, that helps. A friend recommended an accountant, Wendy Chiasson, a CPA who works with small businesses; I'm meeting her in January. I told Angus I'm very interested but need to see the books first, and he was completely fine with it. He even said he'd expected me to ask."),
   ("assistant", "That's exactly the right order, and Angus's reaction is a good sign: a seller who's happy to open the books usually has nothing to hide. "
                 "Before meeting Wendy, ask Angus for the statements and the lease so she can read them beforehand, and write down your own questions. Enjoy the holidays, and congratulations on being asked.")],
  {"summary": "On Friday 12 December 2025 Angus Beaton, 71, told the user he is retiring in spring 2026 because of essential tremor in his hands, and offered to sell her Beaton Bagpipes for $140,000: the name and website, two lathes and reamers, "
              "seasoned blackwood stock he values at about $30,000, moulds and jigs, and a forty-year customer list; the workshop lease is $2,400 a month with four years left; revenue about $310,000 a year, Angus paid himself about $85,000; she earns $58,000; "
              "the assistant (not an accountant or lawyer) advised not agreeing a price before an accountant reviews three years of statements, the order book, the stock and the lease, explained valuation (earnings multiple, assets, goodwill), asset vs share purchase, "
              "financing (BDC, Futurpreneur for ages 18 to 39, vendor take-back, savings but not the FHSA) and a transition period with Angus; she will meet accountant Wendy Chiasson, CPA, in January 2026 and told Angus she needs to see the books first.",
   "procedures": [{"name": "Before making an offer for a small business", "steps": ["Three years of statements and tax returns", "Monthly sales and the order book", "Inventory of stock", "Check the lease can be assigned",
                   "Debts, liens and warranties", "Value on earnings, assets and goodwill", "Accountant and lawyer before talking price"]}],
   "decisions": [{"decision": "See the books with an accountant before agreeing a price", "rationale": "Price should follow the numbers"}],
   "outcomes": ["Angus's asking price $140,000", "Meeting accountant Wendy Chiasson in January 2026"]}),
 ("2026-01-11", "A training plan for my first half marathon", [
   ("user", "New year, new goal: I've signed up for the Bluenose half marathon on Sunday 17 May. I've never run a half. My only race so far was the Natal Day 10K last August, which I ran in 58:40. "
            "At the moment I run about 25 km a week over three runs, and I'd love to finish under 2:05. I'm also thinking of doing the Hypothermic Half on 8 February as practice. "
            "My little sister Kirsty (she's 33, an ICU nurse at St. Martha's in Antigonish) ran the full Bluenose marathon last year in 4:12, the show-off, and she's only doing the 10K this year because she's on nights. "
            "Can you give me a plan? Bear in mind I'll be busy: I may be buying the business I work for."),
   ("assistant", "A first half marathon is a great goal, and you have a solid base and a realistic target. I'm not a coach or a doctor, so adjust to how your body responds, but here's an 18-week structure.\n\n"
                 "## Is 2:05 realistic?\n"
                 "Race-time calculators based on your 10K (58:40) predict a half marathon of roughly **2:09 to 2:10** *today*. With 18 weeks of consistent training, **2:05 (about 5:55 per km)** is an ambitious but realistic goal.\n\n"
                 "## The structure\n"
                 "### Weeks 1 to 6 (January to mid-February): base\n"
                 "- **Three or four runs a week**, almost all at an **easy, conversational pace** (around 6:40 to 7:00 per km).\n"
                 "- Build the **long run** from 10 km to 15 km.\n"
                 "- Increase weekly distance by **no more than about 10%** a week.\n\n"
                 "### Weeks 7 to 13 (mid-February to early April): build\n"
                 "- One **quality session** a week: tempo runs (e.g. 3 x 10 minutes at about 5:45 per km) or intervals.\n"
                 "- Long run up to **18 or 19 km**.\n"
                 "- Weekly distance up to about **35 to 40 km**.\n\n"
                 "### Weeks 14 to 16 (April to early May): race-specific\n"
                 "- Some long runs with the **last 5 km at goal pace**.\n"
                 "- Practise your **race-day fuelling**: gels or chews every 40 to 45 minutes.\n\n"
                 "### Weeks 17 and 18: taper\n"
                 "- Cut volume by about a third, keep a little pace, rest well.\n\n"
                 "## The Hypothermic Half on 8 February\n"
                 "It can be a great experience, but at week 5 you won't be ready to race 21 km hard. Treat it as a **supported long run at easy pace**, and expect ice: February on the waterfront can be treacherous.\n\n"
                 "## Winter in Halifax\n"
                 "- **Traction aids** (slip-on spikes) for icy mornings.\n"
                 "- A **treadmill** for the worst days is fine; set a 1% incline.\n"
                 "- Layers, a buff and gloves; you should feel a little cold when you start.\n\n"
                 "## Busy weeks\n"
                 "When the business takes over, protect the **long run** and one easy run; the rest can flex. Consistency beats heroics.\n\n"
                 "And enjoy having a sister to race; just don't try to match her marathon pace!"),
   ("user", "Perfect. Tuesday is band practice, so my runs will be Monday, Thursday and a long run on Saturday, plus a spin class on Wednesdays. Kirsty has promised to wait for me at the finish."),
   ("assistant", "That's a well-balanced week: three runs, one cross-training day, band practice as a rest day for the legs and Sunday completely off. "
                 "Put the quality session on Thursday once the build phase starts, and keep Monday easy after the long run. See you at the finish line, metaphorically!")],
  {"summary": "The user signed up for the Bluenose half marathon on Sunday 17 May 2026, her first half; she runs about 25 km a week over three runs and wants to finish under 2:05; she may run the Hypothermic Half on 8 February 2026 as practice; "
              "her sister Kirsty, 33, an ICU nurse at St. Martha's in Antigonish, ran the full Bluenose marathon in 2025 in 4:12 and is doing the 10K in 2026 because she's on nights; "
              "the assistant (not a coach) said her 10K time predicts about 2:09 to 2:10 today and 2:05 (5:55 per km) is ambitious but realistic, gave an 18-week plan (base, build, race-specific, taper, 10% rule, fuelling), "
              "advised treating the Hypothermic Half as an easy long run and using traction aids and a treadmill in winter; her week: runs Monday, Thursday and a Saturday long run, spin on Wednesday, band practice Tuesday.",
   "procedures": [{"name": "18-week half marathon plan", "steps": ["Weeks 1 to 6: easy base, long run to 15 km", "Weeks 7 to 13: one tempo or interval session, long run to 18 or 19 km",
                   "Weeks 14 to 16: goal-pace finishes and fuelling practice", "Weeks 17 and 18: taper"]}],
   "decisions": [{"decision": "Run Monday, Thursday and a Saturday long run, spin on Wednesday", "rationale": "Tuesday is band practice"}],
   "outcomes": ["Goal: Bluenose half marathon under 2:05"]}),
 ("2026-02-01", "How do I pay for Beaton Bagpipes?", [
   ("user", "Update on the business. Wendy went through three years of Angus's statements. The numbers hold up, but she thinks $140,000 is high: she valued the business at $110,000 to $125,000, and the blackwood stock at closer to $24,000 than $30,000. "
            "I offered $112,000, Angus came back at $120,000, and on Thursday we shook hands on $118,000, stock included, with the handover on 1 April. "
            "Now, how do I pay for it? I have $31,000 in my TFSA and $8,000 in my FHSA. BDC has offered a business acquisition loan of $75,000 at 8.45% over seven years. "
            "Angus offered to let me pay $18,000 of the price to him over three years, interest-free, a vendor take-back. Jonah says go for it even if the house has to wait a bit. "
            "Also, Jonah is changing jobs: from Monday 16 March he'll be a community paramedic based in Dartmouth, Monday to Friday, 8 to 4. His back has never been right since the herniated disc in 2024, and lifting stretchers on 12-hour nights was wrecking it. He'll earn a bit less but he's relieved."),
   ("assistant", "Congratulations, you've negotiated $22,000 off the asking price with a proper valuation behind you. Here's how the financing could fit together. As before, I'm not a financial adviser; run the final plan past Wendy.\n\n"
                 "## A possible structure for $118,000\n"
                 "| Source | Amount | Cost |\n"
                 "|---|---|---|\n"
                 "| Your TFSA | $25,000 | Lost tax-free growth |\n"
                 "| BDC loan, 8.45%, 7 years | $75,000 | About **$1,186 a month**; roughly $24,600 of interest over the term |\n"
                 "| Angus, vendor take-back, 3 years | $18,000 | **$500 a month**, interest-free |\n\n"
                 "That leaves **$6,000 in your TFSA** as a personal cushion.\n\n"
                 "## Things to check\n"
                 "1. **Working capital:** the price buys the business, but you also need cash to run it: wages, rent, materials before customers pay. Ask BDC whether the loan can include a **working capital** portion, or keep a line of credit.\n"
                 "2. **Monthly load:** $1,186 + $500 = **$1,686 a month** of debt payments for the first three years. Check with Wendy that the business's profit covers that *and* a salary for you.\n"
                 "3. **Personal guarantee:** BDC will probably ask you to guarantee the loan personally; understand what that means for your own assets.\n"
                 "4. **Prepayment:** can you repay the BDC loan early without penalty?\n"
                 "5. **Vendor take-back terms:** put them in the purchase agreement, including what happens if a payment is late.\n"
                 "6. **Your FHSA:** leave it alone; it can only be used for a first home, and it keeps growing tax-free for when you buy.\n\n"
                 "## The house\n"
                 "Lenders look at **two years of self-employment income** for a mortgage application. As an owner of a newly bought business, your income may be harder to prove for a while; "
                 "Jonah's salaried income will carry more weight. Talk to a mortgage adviser early about timing.\n\n"
                 "## Jonah\n"
                 "Regular weekday hours and less lifting sound like a very good trade for a slightly lower salary, and for a household about to take on a business, predictable hours on one side are valuable too."),
   ("user", "Done: $25,000 from my TFSA, the BDC loan (no prepayment penalty, I checked, and yes, a personal guarantee), and Angus's $18,000 at $500 a month. The lawyer is drafting the purchase agreement now."),
   ("assistant", "That's a solid, well-spread structure, and the no-penalty prepayment gives you room to clear the 8.45% debt faster in a good year. "
                 "Next on the list: the lease assignment, insurance for the workshop and stock from 1 April, and a business bank account. Exciting times!")],
  {"summary": "Accountant Wendy Chiasson reviewed three years of statements and valued Beaton Bagpipes at $110,000 to $125,000 (blackwood stock about $24,000, not $30,000); the user offered $112,000, Angus countered $120,000, and on Thursday 29 January 2026 they agreed $118,000, stock included, handover 1 April 2026; "
              "she has $31,000 in her TFSA and $8,000 in her FHSA; financing: $25,000 from her TFSA, a BDC business acquisition loan of $75,000 at 8.45% over seven years (about $1,186 a month, no prepayment penalty, personal guarantee), and an $18,000 interest-free vendor take-back from Angus over three years ($500 a month); "
              "Jonah becomes a community paramedic based in Dartmouth, Monday to Friday 8 to 4, from Monday 16 March 2026, because of his back (a herniated disc in 2024) and the 12-hour shifts; "
              "the assistant (not a financial adviser) checked working capital, the monthly load ($1,686), the personal guarantee, prepayment, the vendor take-back terms, leaving the FHSA for the house and mortgage timing for the self-employed.",
   "decisions": [{"decision": "Buy Beaton Bagpipes for $118,000, handover 1 April 2026", "rationale": "Wendy's valuation of $110,000 to $125,000; asking price was $140,000"},
                 {"decision": "Finance with $25,000 from her TFSA, a $75,000 BDC loan and an $18,000 vendor take-back from Angus", "rationale": "Keeps $6,000 in the TFSA and leaves the FHSA for the house"},
                 {"decision": "Jonah moves to a community paramedic role from 16 March 2026", "rationale": "His back since a herniated disc in 2024; regular weekday hours"}],
   "outcomes": ["Purchase price $118,000", "BDC loan $75,000 at 8.45% over 7 years", "Vendor take-back $18,000 at $500 a month"]}),
 ("2026-02-15", "My calf cramped at the Hypothermic Half", [
   ("user", "I ran the Hypothermic Half last Sunday after all: 2:09:30, on sheets of ice along the waterfront, and my left calf cramped at 16 km. Not pretty but I finished. "
            "Jonah gave me a pair of Nordic running spikes for my birthday yesterday (37, help). What went wrong with my calf, and how do I fix it before May?"),
   ("assistant", "Happy birthday, and congratulations: finishing your first half marathon on ice, with a cramp, is tougher than most races you'll ever run. Interestingly, 2:09:30 is almost exactly what your 10K predicted, so your fitness is right where it should be at this stage.\n\n"
                 "## Why calves cramp in races like this\n"
                 "Exercise-associated cramps are now thought to be mostly about **muscle fatigue**, rather than salt or water alone. Likely contributors on the day:\n"
                 "- **Ice:** you shorten your stride and push off more from the calves to stay upright, which overloads them.\n"
                 "- **Distance:** 21 km was further than your longest training run so far.\n"
                 "- **Pacing:** starting faster than you can sustain tires the muscles early.\n"
                 "- **Cold:** cold muscles tighten, especially if you stood around before the start.\n\n"
                 "## Fixing it before May\n"
                 "1. **Calf strength:** three sets of 15 single-leg calf raises, straight and bent knee, three times a week. This is the biggest lever.\n"
                 "2. **Build the long run gradually** to 18 or 19 km, so race distance isn't a shock.\n"
                 "3. **Pace the first 5 km** at or slightly slower than goal pace.\n"
                 "4. **Fuel:** a gel around 45 minutes and again around 1:30.\n"
                 "5. **Warm up** properly and keep warm until the gun on cold days.\n\n"
                 "If you get calf pain that lingers for days, or that's sharp rather than cramping, see a physiotherapist: that can be a strain rather than a cramp."),
   ("user", "I definitely started too fast, about 5:50s for the first 5 km, trying to keep up with a guy in a Santa hat. Lesson learned. Calf raises start tomorrow."),
   ("assistant", "Chasing a Santa hat is a very human mistake! Next time, let him go: he'll probably be walking by 15 km. Start at 6:00 to 6:05 per km in May and you'll have legs left for the last 5 km.")],
  {"summary": "The user ran the Hypothermic Half on Sunday 8 February 2026 in 2:09:30 on icy roads along the Halifax waterfront, with a left calf cramp at 16 km; she turned 37 on 14 February 2026 and Jonah gave her Nordic running spikes; "
              "the assistant said the time matches her 10K prediction, explained fatigue-related cramps (ice, distance, fast start, cold) and advised calf raises three times a week, building the long run, pacing the first 5 km, gels and a warm-up; "
              "she had started too fast (about 5:50 per km for the first 5 km).",
   "decisions": [{"decision": "Calf raises three times a week and a slower start in May", "rationale": "Calf cramp at 16 km after starting too fast"}],
   "outcomes": ["Hypothermic Half 8 February 2026: 2:09:30", "Turned 37 on 14 February 2026"]}),
 ("2026-03-08", "Three weeks to the handover: registering, staff and an apprentice", [
   ("user", "Three weeks until I own a bagpipe workshop, gulp. My lawyer says to incorporate, so I'm setting up MacLellan Pipes Ltd. to buy the assets, but we'll keep trading as Beaton Bagpipes: that name is what pipers around the world know, and Angus is happy for us to keep it. "
            "Trudy is staying on, three days a week at $22 an hour, doing the bags, reeds and sales. I want to hire an apprentice: Owen Dempsey, 20, who's just finished the cabinetmaking program at NSCC and has been coming in on Saturdays to sweep up and watch. "
            "I'd pay him $18 an hour to start, from Monday 13 April. Angus will come in on Thursdays for the first few months to help with the reaming and the old customers. "
            "And the Chebucto band has changed their order: two new pipers joined, so it's now 10 sets instead of 8, still $3,000 a set, and delivery moved to Saturday 30 May. "
            "What do I need to set up as a new employer in Nova Scotia?"),
   ("assistant", "You're in good shape: a clear structure, a known team, and an apprentice who's already shown up for free on Saturdays, which says a lot. Here's a checklist for becoming an employer. "
                 "Rules change, so confirm the details with Wendy and the official sites.\n\n"
                 "## The company\n"
                 "1. **Incorporate** MacLellan Pipes Ltd. (federally or with the Nova Scotia **Registry of Joint Stock Companies**).\n"
                 "2. **Register the trade name** \"Beaton Bagpipes\" as an operating name of your company, so contracts and the bank account can use it.\n"
                 "3. **Business number** from the CRA, with the program accounts you need.\n\n"
                 "## Tax accounts\n"
                 "- **HST:** with sales well above $30,000 a year, you must register and charge HST (15% in Nova Scotia). Check how export sales to Scotland, the US and Australia are treated; exports are often zero-rated.\n"
                 "- **Payroll account** for source deductions: **CPP, EI and income tax**, remitted to the CRA, usually monthly.\n\n"
                 "## As an employer in Nova Scotia\n"
                 "- **Labour Standards:** minimum wage, overtime, **vacation pay (4% for the first years)**, statutory holidays and written pay statements.\n"
                 "- **WCB Nova Scotia:** register for workers' compensation coverage; a workshop with lathes will be assessed accordingly.\n"
                 "- **Occupational health and safety:** with machines and noise, you'll need safety procedures, guarding, and hearing protection. (You know about that one.)\n"
                 "- **Written employment agreements** for Trudy and Owen: hours, pay, duties, probation.\n"
                 "- **Records of Employment** when anyone leaves.\n\n"
                 "## The apprentice\n"
                 "Bagpipe making isn't a designated trade in Nova Scotia, so there's no formal apprenticeship program, but you can write your own **training plan**: what Owen will learn in each three-month block, and when his pay goes up. "
                 "Look at youth **wage subsidy** programs; some federal and provincial programs help small employers hire young workers, though rules and funding change every year.\n\n"
                 "## Insurance\n"
                 "- **Commercial property** cover for tools and stock, including the blackwood.\n"
                 "- **General liability**, and **business interruption** if you can afford it.\n\n"
                 "## The band order\n"
                 "Ten sets by 30 May is more work with a new owner, a new apprentice and Angus on one day a week. Make sure you've got the blackwood for the **two extra sets**; the earlier billets were ordered for eight. "
                 "Draw up a week-by-week schedule and agree a **deposit** for the extra sets."),
   ("user", "Good catch on the billets: I've ordered blackwood for the two extra sets, it's now $560 a set. Wendy's firm will run the payroll for $90 a month. And Owen's training plan is going to be three-month blocks, with a raise to $19.50 after the first six months if it's going well."),
   ("assistant", "All good decisions. Outsourcing payroll for $90 a month removes the part of being an employer that causes the most headaches, and a written plan with a raise built in will keep Owen motivated. "
                 "Good luck with the last weeks before the handover, and enjoy the Thursdays with Angus while they last.")],
  {"summary": "The user is incorporating MacLellan Pipes Ltd. to buy the assets of Beaton Bagpipes and will keep trading under the Beaton Bagpipes name, which pipers around the world know; "
              "Trudy Oickle stays three days a week at $22 an hour (bags, reeds, sales); she is hiring an apprentice, Owen Dempsey, 20, from NSCC's cabinetmaking program, at $18 an hour from Monday 13 April 2026, with three-month training blocks and a raise to $19.50 after six months; "
              "Angus will come in on Thursdays for the first months; the Chebucto Pipe Band increased its order to 10 sets at $3,000 each, delivery moved to Saturday 30 May 2026, because two new pipers joined; "
              "the assistant listed registration (Registry of Joint Stock Companies, trade name, CRA business number), HST at 15%, payroll deductions, Labour Standards (4% vacation pay), WCB Nova Scotia, OHS, employment agreements, insurance and youth wage subsidies; "
              "she ordered blackwood for the two extra sets at $560 a set; Wendy's firm will run payroll for $90 a month.",
   "procedures": [{"name": "Becoming an employer in Nova Scotia", "steps": ["Incorporate and register the trade name", "CRA business number", "Register for HST", "Payroll account for CPP, EI and income tax",
                   "Labour Standards and vacation pay", "Register with WCB Nova Scotia", "Safety procedures", "Written employment agreements", "Insurance"]}],
   "decisions": [{"decision": "Keep trading as Beaton Bagpipes", "rationale": "The name is what pipers around the world know"},
                 {"decision": "Hire Owen Dempsey as an apprentice at $18 an hour from 13 April 2026", "rationale": "He has been coming in on Saturdays; NSCC cabinetmaking graduate"},
                 {"decision": "Payroll outsourced to Wendy's firm for $90 a month", "rationale": "Avoid the administrative load"}],
   "outcomes": ["Chebucto Pipe Band order now 10 sets, delivery 30 May 2026", "Blackwood billets now $560 a set"]}),
 ("2026-03-22", "Dad's just been diagnosed with type 2 diabetes", [
   ("user", "Mum called last night. Dad saw his doctor in Inverness on Thursday because he's been thirsty all the time and getting up three times a night. His A1C came back at 7.8% and he's been diagnosed with type 2 diabetes. "
            "He's on metformin, 500 mg twice a day with meals, and he's been referred to the diabetes education program. He's 72, he still eats oatcakes with molasses every afternoon and takes three sugars in his tea. "
            "Mum's worried he won't take it seriously. How can I help from Halifax?"),
   ("assistant", "I'm sorry, that's a lot for your parents to take in. The good news is that type 2 diabetes caught at an A1C of 7.8% is very manageable, and many people bring it well under control with medication and fairly modest changes. "
                 "I'm not a doctor, so his care team comes first; here's some background that may help you support him.\n\n"
                 "## What the numbers mean\n"
                 "- **A1C** reflects average blood sugar over about three months. Diabetes is diagnosed at **6.5% or above**, and for most people the target is **7% or below**.\n"
                 "- At 7.8% he's not far from target, which is encouraging.\n\n"
                 "## Metformin\n"
                 "- It's the usual first medicine, with a long safety record.\n"
                 "- The common side effects are **stomach upset and diarrhoea**, usually in the first weeks; taking it **with meals**, as prescribed, helps. If it persists, his doctor may switch to an extended-release form.\n\n"
                 "## Food, without banning everything\n"
                 "- **Sugary drinks and added sugar** raise blood sugar fastest: going from three sugars to one, or to a sweetener, makes a real difference over a year of cups of tea.\n"
                 "- **Portions and timing** matter more than forbidden foods. An oatcake with a *little* molasses after a walk is not the same as three with a thick layer.\n"
                 "- The **diabetes education program** will teach him about carbohydrates in a practical way; it really helps if **your mum goes too**, since she likely does much of the cooking.\n\n"
                 "## Activity\n"
                 "- Regular movement lowers blood sugar. A daily walk, and his days on Alcide's boat in season, all count.\n\n"
                 "## The other checks\n"
                 "- **Eyes:** a diabetic eye exam, then regularly.\n"
                 "- **Feet:** check them, good footwear, especially around boats and wet decks.\n"
                 "- **Kidneys, blood pressure and cholesterol:** his doctor will monitor these.\n\n"
                 "## How you can help from Halifax\n"
                 "1. **Ask, don't lecture.** Men of his generation often dig in when pushed; curiosity works better than rules.\n"
                 "2. **Support your mum**, who may carry most of the worry.\n"
                 "3. **Diabetes Canada** has clear, practical information you could print for him.\n"
                 "4. **Celebrate small wins**, like his next A1C."),
   ("user", "He's agreed to go down to one sugar and try sweetener, but he says the oatcakes are non-negotiable, ha. Mum is going to the first education session with him on 2 April. Kirsty is driving over from Antigonish next weekend to check in on them."),
   ("assistant", "That sounds like a good start, honestly: one sugar instead of three is a real change, and negotiating the oatcakes down to a smaller afternoon portion is a battle for another day. "
                 "With your mum at the education session and Kirsty visiting, he's well surrounded.")],
  {"summary": "The user's father Hector, 72, saw his doctor in Inverness on Thursday 19 March 2026 for constant thirst and getting up at night; his A1C was 7.8% and he was diagnosed with type 2 diabetes; he takes metformin 500 mg twice a day with meals and was referred to the diabetes education program; "
              "he eats oatcakes with molasses every afternoon and took three sugars in his tea; "
              "the assistant (not a doctor) explained A1C (diagnosis at 6.5%, target 7% or below), metformin and its stomach side effects, cutting added sugar and portions rather than banning foods, activity, eye, foot, kidney checks, and supporting him by asking rather than lecturing; "
              "he agreed to one sugar and sweetener but the oatcakes stay; her mother Catriona goes with him to the first education session on 2 April 2026; her sister Kirsty will visit from Antigonish.",
   "outcomes": ["Hector diagnosed with type 2 diabetes, A1C 7.8%", "Metformin 500 mg twice a day", "Diabetes education session 2 April 2026"]}),
 ("2026-04-05", "First week as the owner, and raising our prices", [
   ("user", "I did it: since Wednesday I'm the owner of Beaton Bagpipes. Angus and his wife came by on the Wednesday morning, he handed me the keys and a bottle of Glen Breton, and we all cried a bit. "
            "Now the first real decision. Blackwood is $560 a set now, and our basic full set of Highland pipes (blackwood, nickel mounts) has been $3,200 for three years. "
            "I want to go to $3,450 for new orders from tomorrow. Existing orders, including the band's 10 sets at $3,000, stay at the agreed price. How do I announce it without losing customers?"),
   ("assistant", "Congratulations! Week one, and you're already doing what many new owners put off for a year: checking that your prices cover your costs. Here's how to make the change smoothly.\n\n"
                 "## 1. Check the numbers\n"
                 "- Blackwood alone has gone from about $380 to $560 a set, **+$180**, and you now have loan payments, wages and insurance to cover.\n"
                 "- $3,450 is a **7.8% increase**, after three years at the same price. Over that period general inflation alone was well over 10%, so the increase is modest in real terms.\n"
                 "- Check prices of **comparable makers**: if you're still in the same range as other respected workshops, customers rarely leave over it.\n\n"
                 "## 2. Honour what you've already promised\n"
                 "- Keep **existing orders** at the agreed price, as you plan.\n"
                 "- Honour **written quotes** already given for a set period, e.g. 60 days.\n\n"
                 "## 3. Announce it simply\n"
                 "A short, honest message on the website and to your mailing list, for example:\n\n"
                 "> From 6 April, the price of our standard blackwood Highland set will be $3,450. The cost of African blackwood has risen by almost half in the past year, and this is our first price change in three years. "
                 "Quotes already given will be honoured for 60 days. Beaton Bagpipes is now in the hands of Ishbel MacLellan, who has made our drones and chanters for the past nine years, with Angus Beaton still in the workshop on Thursdays.\n\n"
                 "- **Don't over-apologise.** Explain once and move on.\n"
                 "- Mentioning the handover **reassures** long-standing customers that quality stays the same.\n\n"
                 "## 4. Look at the rest of the range\n"
                 "Check the prices of **chanters, practice chanters, bags and repairs** too; small items are often the most underpriced.\n\n"
                 "## 5. Deposits\n"
                 "With blackwood this expensive, take a **deposit** on new orders (many makers ask 30 to 50%) so you're not financing customers' materials."),
   ("user", "Posted the new price list on the website yesterday evening, $3,450 from 6 April, and emailed the mailing list. Quotes given before 6 April are honoured for 60 days, and new orders now need a 40% deposit. Two replies already, both congratulating me on taking over, neither mentioning the price!"),
   ("assistant", "That's usually how it goes: loyal customers care far more about who is making their pipes than about a fair, explained price rise. "
                 "And a 40% deposit covers the blackwood and then some. Enjoy your first month as the boss.")],
  {"summary": "The user became the owner of Beaton Bagpipes on Wednesday 1 April 2026; Angus gave her the keys and a bottle of Glen Breton; blackwood billets now $560 a set; "
              "she raised the price of the standard full set of Highland pipes (blackwood, nickel mounts) from $3,200, unchanged for three years, to $3,450 for new orders from 6 April 2026; existing orders, including the band's 10 sets at $3,000, keep the agreed price; "
              "the assistant suggested checking costs and competitors, honouring existing orders and quotes, a short honest announcement mentioning the handover, reviewing smaller items and taking deposits; "
              "she posted the new price list, emailed the mailing list, honours quotes given before 6 April for 60 days, and new orders need a 40% deposit.",
   "decisions": [{"decision": "Standard Highland set from $3,200 to $3,450 for new orders from 6 April 2026", "rationale": "Blackwood costs up from about $380 to $560 a set; no change in three years"},
                 {"decision": "40% deposit on new orders", "rationale": "Don't finance customers' blackwood"}],
   "outcomes": ["Owner of Beaton Bagpipes since 1 April 2026", "Standard set now $3,450"]}),
 ("2026-04-26", "Making an offer on a house in Dartmouth", [
   ("user", "With the shop settled (and Owen started on the 13th, he's brilliant with a gouge already), we're house hunting, sooner than we planned: the rent only goes one way and Jonah's new base is in Dartmouth. "
            "Harbour Credit Union has pre-approved us for up to $520,000, five-year fixed at 4.19%, mostly on Jonah's salary since my income as an owner is new. For the down payment we have $16,000 each in our FHSAs (the full $8,000 for 2025 and for 2026) plus $8,000 of Jonah's savings: $40,000. "
            "We've seen three places:\n"
            "- a 1958 semi-detached on Pleasant Street in Woodside, three bedrooms, a small fenced yard, $479,000, ten minutes' walk from the Woodside ferry, so I could take the ferry across and be at the shop in about 35 minutes;\n"
            "- a bungalow in Cole Harbour, $455,000, but it needs a new roof and I'd have to drive to work;\n"
            "- a townhouse in Portland Hills, $505,000, with condo fees of $280 a month.\n"
            "We love the Woodside one. How should we make an offer?"),
   ("assistant", "The Woodside semi sounds like a great fit for both your commutes, and a fenced yard is a bonus. I'm not a real estate agent or a lawyer, so lean on yours, but here's what to think about.\n\n"
                 "## 1. Know your real budget\n"
                 "With **$40,000 down** on a house around $485,000, you'd put down about **8%**. Under 20%, the mortgage must be **insured** (CMHC or another insurer), and the premium, about **3.1%** of the loan at that down payment, is added to the mortgage. "
                 "On roughly $447,000 borrowed, that's about **$13,900**, for a total mortgage of around **$461,000**: about **$2,470 a month** at 4.19% over 25 years.\n\n"
                 "## 2. Closing costs: have cash for them separately\n"
                 "- **Deed transfer tax:** in the Halifax Regional Municipality it's **1.5%** of the price, about **$7,300** on $485,000. Ask your lawyer whether any first-time buyer rebate applies to you.\n"
                 "- **Legal fees and title insurance:** often $1,200 to $2,000.\n"
                 "- **Home inspection:** $450 to $600.\n"
                 "- **Moving, utilities, and adjustments** for property tax already paid by the seller.\n"
                 "Your down payment can't also pay for these, so check what you'll have left.\n\n"
                 "## 3. The offer\n"
                 "1. Ask your agent for **recent sales** of similar semis in Woodside. That tells you more than the list price.\n"
                 "2. Include **conditions**: a satisfactory **home inspection** and **financing**. In a calm market there's no need to waive them.\n"
                 "3. With a 1958 house, have the inspector look closely at: **oil tank** (insurers in Nova Scotia are strict about old tanks), **electrical** (knob and tube or old panels), **the roof**, **the foundation and basement damp**, and the **shared wall**.\n"
                 "4. Choose a **closing date** that overlaps your lease end, so you're not paying double for long or left without a home.\n\n"
                 "## 4. The FHSA withdrawals\n"
                 "Fill in the **qualifying withdrawal** form with your FHSA provider before closing, and leave enough time for the money to arrive at your lawyer's.\n\n"
                 "## 5. The other two\n"
                 "- Cole Harbour is cheapest, but a new roof can cost **$12,000 to $20,000**, and two cars' worth of commuting adds up.\n"
                 "- Portland Hills' **$280 condo fees** are equivalent to about $55,000 more of mortgage."),
   ("user", "We offered $485,000, conditional on inspection and financing; they countered at $490,000 and we met at $487,500. Closing is Tuesday 30 June, which is the day our lease ends. Inspection is on Tuesday. The oil tank was replaced in 2019, which the agent said helps."),
   ("assistant", "Congratulations, that's a fair price for both sides. A 2019 oil tank is good news for insurance. For the inspection, go along and ask questions: it's the best two hours of education about a house you'll ever get. "
                 "And with closing on the day your lease ends, ask your lawyer what happens if closing slips, just in case.")],
  {"summary": "Owen Dempsey started at the shop on 13 April 2026; the user and Jonah are buying a house because rents keep rising and Jonah's base is in Dartmouth; Harbour Credit Union pre-approved them for up to $520,000, five-year fixed at 4.19%, mostly on Jonah's salary; "
              "down payment $40,000: $16,000 in each of their FHSAs plus $8,000 of Jonah's savings; they saw a 1958 three-bedroom semi-detached on Pleasant Street in Woodside with a fenced yard ($479,000, ten minutes' walk from the Woodside ferry, about 35 minutes to the shop), "
              "a bungalow in Cole Harbour ($455,000, needs a new roof, she'd have to drive) and a townhouse in Portland Hills ($505,000, $280 a month condo fees); "
              "the assistant (not an agent or lawyer) explained mortgage insurance at about 3.1% (a mortgage of about $461,000, about $2,470 a month), closing costs (1.5% HRM deed transfer tax, legal fees, inspection), conditions, what to inspect in a 1958 house (oil tank, electrical, roof, basement, shared wall) and FHSA withdrawals; "
              "they offered $485,000, the sellers countered $490,000 and they agreed $487,500, conditional on inspection and financing, closing Tuesday 30 June 2026 (the day their lease ends); the oil tank was replaced in 2019.",
   "decisions": [{"decision": "Buy the semi-detached on Pleasant Street, Woodside, for $487,500", "rationale": "Jonah's base is in Dartmouth and she can take the Woodside ferry to the shop; fenced yard"}],
   "outcomes": ["Pre-approval up to $520,000 at 4.19%", "Down payment $40,000", "Closing set for 30 June 2026"]}),
 ("2026-05-24", "Bluenose done! Now my heel hurts", [
   ("user", "I DID IT. Last Sunday I ran the Bluenose half in 2:01:48, three minutes under my goal and almost eight minutes faster than February. I started at 6:02 per km like you said and passed the Santa-hat type at 17 km. "
            "Kirsty ran the 10K in 52:10 and was waiting at the finish with a sign. But since Wednesday my right heel hurts badly for the first few steps in the morning, then eases off after a bit. "
            "I stand at the lathe all day on a concrete floor. Is this plantar fasciitis? The band's ten sets are nearly done too; Owen has been a star and we're on track for Saturday."),
   ("assistant", "Congratulations! 2:01:48 for a first road half, with a negative-split feel and a sister with a sign at the finish: that's a race to remember. "
                 "Now the heel. I can't diagnose you, and if it doesn't settle, a physiotherapist or your doctor should look at it, but what you describe is very typical of **plantar fasciitis** (now often called plantar heel pain).\n\n"
                 "## Why now\n"
                 "- A **big effort** like a race, after a training peak.\n"
                 "- **Long hours standing** on concrete at work.\n"
                 "- Possibly **tight calves**, which you've been working on.\n\n"
                 "## What usually helps\n"
                 "1. **Reduce the load for a while:** a week or two off running, or swap to cycling or swimming.\n"
                 "2. **Stretch and load the tissue:**\n"
                 "   - Calf stretches against a wall, straight and bent knee.\n"
                 "   - A plantar fascia stretch before your first steps in the morning: pull your toes back towards your shin for 30 seconds.\n"
                 "   - Once it's calmer, **slow heel raises** with a towel under your toes, which is one of the best-supported exercises.\n"
                 "3. **At work:** an **anti-fatigue mat** at the lathe and supportive shoes with some heel cushioning. Avoid standing barefoot on hard floors at home.\n"
                 "4. **Roll** the arch over a frozen water bottle for a few minutes in the evening.\n"
                 "5. **Be patient:** it commonly takes **weeks to a few months** to settle, but most cases get better without anything invasive.\n\n"
                 "## See someone sooner if\n"
                 "- The pain is severe, sudden, or you felt a pop.\n"
                 "- There's swelling, numbness or tingling.\n"
                 "- It's not improving after two or three weeks of sensible changes."),
   ("user", "Ordered an anti-fatigue mat for the lathe ($140) and I'm taking two weeks off running; spin class only. Kirsty is already trying to talk me into the full marathon next year. Not a chance, at least not yet."),
   ("assistant", "Good decisions: the mat will help your feet and back, and two weeks of spin keeps the fitness you've built. As for the marathon, there's no rush: plenty of runners do two or three years of halves before stepping up. "
                 "Good luck with the delivery on Saturday!")],
  {"summary": "The user ran the Bluenose half marathon on Sunday 17 May 2026 in 2:01:48, under her 2:05 goal and almost eight minutes faster than in February; she started at 6:02 per km; her sister Kirsty ran the 10K in 52:10; "
              "since Wednesday 20 May her right heel hurts for the first steps in the morning; she stands at the lathe all day on concrete; the band's ten sets are nearly finished for Saturday 30 May, with Owen doing well; "
              "the assistant (not a doctor) said it sounds like plantar fasciitis and advised reducing running, calf and plantar fascia stretches, heel raises, an anti-fatigue mat and supportive shoes, rolling the arch, patience, and seeing someone if it doesn't improve in two or three weeks; "
              "she ordered an anti-fatigue mat for the lathe ($140) and is taking two weeks off running; Kirsty is pushing her towards the full marathon.",
   "decisions": [{"decision": "Two weeks off running, spin only; an anti-fatigue mat at the lathe", "rationale": "Heel pain likely plantar fasciitis"}],
   "outcomes": ["Bluenose half marathon 17 May 2026: 2:01:48", "Kirsty's Bluenose 10K: 52:10"]}),
 ("2026-06-14", "Our closing date moved: what now?", [
   ("user", "Curveball. Our lawyer called on Tuesday: the sellers of the Woodside house are moving into a new condo in Bedford, and the condo's occupancy permit has been delayed, so they've asked to push the closing from 30 June to Wednesday 15 July. "
            "We agreed, since the alternative was messier, but our lease ends on 30 June. Derek says we can stay until 15 July for half a month's rent, $971. The movers, Harbour Hustle Movers, shifted our booking to the 15th; their quote is $1,650. "
            "And we've made a sad decision: no Piping Live! in Glasgow this August. Between the shop loan, the house and the move, spending about $4,000 on flights and a week away from the shop in its busiest month isn't sensible. Maybe in 2027. "
            "Good news: the band's ten sets went out on Thursday 28 May, two days early, and they paid the balance. Can you give me a moving checklist?"),
   ("assistant", "Congratulations on the delivery: ten matching sets, two days early, in your first two months as owner, is a real achievement. And I'm sorry about Glasgow; it sounds like the right call, and Piping Live! will still be there in 2027.\n\n"
                 "## First, about the delay\n"
                 "- Make sure the new closing date is in a **signed amendment** to the purchase agreement.\n"
                 "- Ask your lawyer whether your **mortgage rate hold** and approval still cover 15 July; most do, but check.\n"
                 "- Get Derek's extension **in writing**, with the $971 and the exact end date.\n\n"
                 "## Moving checklist\n\n"
                 "### Now to four weeks before\n"
                 "1. Confirm Harbour Hustle's booking and what's included (packing, boxes, insurance).\n"
                 "2. Start packing rooms you use least; label boxes by room.\n"
                 "3. Book **home insurance** for the house from closing day; your lender will ask for proof.\n"
                 "4. Request the **FHSA withdrawals** if not done, so the funds reach your lawyer in time.\n\n"
                 "### Two weeks before\n"
                 "5. Set up **Nova Scotia Power**, **Halifax Water** and internet at the new address from 15 July.\n"
                 "6. Arrange **Canada Post mail forwarding**, and change your address with the CRA, your banks, your driver's licence and health card, and the shop's suppliers.\n"
                 "7. Plan for the **oil**: ask whether the sellers leave the tank full, and how the adjustment works.\n\n"
                 "### The week before\n"
                 "8. Clean as you go at Macara Street, and book the **move-out inspection** with Derek so you get your **security deposit** back.\n"
                 "9. Pack a **first-night box**: kettle, bedding, towels, toilet paper, chargers, Pibs's food and litter.\n\n"
                 "### Moving day\n"
                 "10. **Pibs first:** shut him in the bathroom with his litter box, water and bed before the movers arrive, and move him last, in his carrier, to a quiet room that's already set up. "
                 "Given his bladder history, keep his routine and food exactly the same, and watch his litter box closely for the first week.\n"
                 "11. Do a **final walk-through** of the house before the keys are released, if your lawyer can arrange it.\n"
                 "12. Take **meter readings** at both places."),
   ("user", "Very useful, especially the Pibs plan; I'd have forgotten to shut him in before the movers came. Derek's extension is in writing and the insurance is booked."),
   ("assistant", "Sounds like you're well organised. One last thought: take a photo of every room at Macara Street when it's empty and clean, in case there's any dispute about the deposit. Good luck with the move!")],
  {"summary": "The closing on the Woodside house moved from 30 June to Wednesday 15 July 2026 because the sellers' new condo in Bedford had its occupancy permit delayed; their lease ends 30 June, and Derek agreed they can stay to 15 July for half a month's rent ($971); "
              "Harbour Hustle Movers moved the booking to 15 July, quote $1,650; they called off going to Piping Live! in Glasgow in August 2026 because of the shop loan, the house and the move (about $4,000 of flights and a week away in the shop's busiest month), maybe 2027; "
              "the band's ten sets were delivered on Thursday 28 May 2026, two days early, and paid; the assistant advised a signed amendment, checking the mortgage rate hold, the extension in writing, and gave a moving checklist (insurance, FHSA withdrawals, utilities, mail forwarding, move-out inspection, a first-night box, "
              "shutting Pibs in the bathroom and keeping his routine given his bladder history, a final walk-through, meter readings).",
   "procedures": [{"name": "Moving checklist", "steps": ["Confirm the movers", "Home insurance from closing day", "FHSA withdrawals", "Utilities and internet", "Mail forwarding and change of address",
                   "Move-out inspection for the deposit", "First-night box", "Shut the cat in the bathroom, move him last", "Final walk-through", "Meter readings"]}],
   "decisions": [{"decision": "Accept the new closing date of 15 July 2026", "rationale": "The sellers' condo in Bedford was delayed; the alternative was messier"},
                 {"decision": "No Piping Live! in Glasgow in August 2026", "rationale": "The shop loan, the house and the move; the shop's busiest month"}],
   "outcomes": ["Closing 15 July 2026", "Lease extended to 15 July for $971", "Band's ten sets delivered 28 May 2026"]}),
 ("2026-07-19", "Are we ready for a dog?", [
   ("user", "We're in! We moved on Wednesday; Harbour Hustle were done in five hours. Pibs spent the first day hiding in the basement but now he sleeps on the living-room windowsill watching the street, and he's peeing normally, I checked obsessively. "
            "Now Jonah's long-held dream: a dog. We have a fenced yard at last. At the SPCA in Dartmouth we met Juniper, a three-year-old greyhound mix, very calm and gentle, and they say she lived with a cat in her foster home. "
            "Pibs has never met a dog. The SPCA has offered a foster-to-adopt weekend, 1 and 2 August. Jonah works weekdays 8 to 4 now, and I'm at the shop, though I could bring a calm dog in. What do you think?"),
   ("assistant", "Congratulations on the move, and well done on watching Pibs so carefully. A dog is a big decision with a cat in the house, especially a cat with a stress-sensitive bladder, so here's how to give it the best chance, and how to know if it isn't working.\n\n"
                 "## Greyhounds and cats\n"
                 "Many greyhounds and greyhound mixes live happily with cats, but some have a strong **chase instinct**. \"Lived with a cat\" is a good sign; ask the SPCA **how** she behaved with that cat: relaxed, curious, or fixated.\n\n"
                 "## Preparing before the weekend\n"
                 "1. **Pibs's safe zone:** a room the dog can't enter, with his litter box, food, water and fountain, and high places to perch.\n"
                 "2. **Baby gates** so they can see each other without contact.\n"
                 "3. **Scent swapping:** ask the SPCA for a blanket Juniper has slept on, and let Pibs investigate it before she arrives.\n\n"
                 "## During the weekend\n"
                 "- Keep Juniper **on a lead** indoors at first, and let Pibs choose whether to approach.\n"
                 "- **Short, calm sessions** through the gate, rewarding Juniper for looking away from the cat.\n"
                 "- Never force Pibs out of hiding.\n\n"
                 "## Warning signs to stop\n"
                 "- Juniper **staring fixedly**, stalking, whining or lunging at Pibs.\n"
                 "- Pibs **hiding for long periods, not eating**, over-grooming, or peeing outside the box.\n"
                 "- Given his history, **any straining in the litter box is an emergency**, as before.\n\n"
                 "## Honest expectations\n"
                 "A weekend is short; many successful cat and dog households take weeks to settle. But if the signs above are strong in the first 48 hours, that's useful information, not a failure.\n\n"
                 "## Practicalities\n"
                 "- Budget for food, insurance, vet visits and a walker: often **$150 to $250 a month** for a medium dog.\n"
                 "- A dog alone from 7:30 to 4:30 would need a **midday walk**, or coming to the shop with you; check the shop's lathes and dust are safe for her."),
   ("user", "OK, the foster weekend is booked for 1 and 2 August. We've bought two baby gates, and the spare room is now Pibs HQ. Jonah is like a kid at Christmas."),
   ("assistant", "That sounds well prepared. Go slowly, watch both of them, and keep in mind that whatever happens, you'll have learned what Pibs can live with. I hope it works out for Jonah!")],
  {"summary": "The user and Jonah moved into the Woodside house in Dartmouth on Wednesday 15 July 2026 (Harbour Hustle took five hours); Pibs hid in the basement the first day but is settling and peeing normally; "
              "Jonah has long wanted a dog and they now have a fenced yard; at the SPCA in Dartmouth they met Juniper, a calm three-year-old greyhound mix said to have lived with a cat in foster; Pibs has never met a dog; "
              "the assistant explained the chase instinct in greyhounds, a safe zone for Pibs, baby gates, scent swapping, leads and short sessions, warning signs to stop (staring, stalking; the cat hiding, not eating, straining), and the cost ($150 to $250 a month) and a midday walk; "
              "a foster-to-adopt weekend is booked for 1 and 2 August 2026, with two baby gates and the spare room for Pibs.",
   "procedures": [{"name": "Introducing a dog to a cat", "steps": ["A dog-free safe room for the cat", "Baby gates", "Scent swapping", "Dog on a lead indoors at first", "Short calm sessions, reward looking away",
                   "Stop if the dog fixates or the cat hides and stops eating"]}],
   "decisions": [{"decision": "Foster-to-adopt weekend with Juniper on 1 and 2 August 2026", "rationale": "Test whether Pibs can live with a dog before adopting"}],
   "outcomes": ["Moved into the Woodside house on 15 July 2026"]}),
 ("2026-08-16", "The dog didn't work out, and should I add smallpipes?", [
   ("user", "The foster weekend didn't work. Juniper was lovely with us, but from the first hour she would not stop staring at Pibs through the gate, and twice she lunged and chased him down the hall when the gate was open. "
            "Pibs hid under our bed and didn't eat for most of Saturday, which terrified me given his bladder. We took Juniper back on Sunday evening. The SPCA told us she was adopted by a couple with no pets a week later, which helped. "
            "We've decided: no dog for now. Jonah is going to volunteer as a dog walker at the SPCA on Saturday mornings instead. Pibs was back to normal by Tuesday.\n\n"
            "Work question. It's been the busiest summer the shop has ever had, with cruise ship visitors coming in to watch Owen and me at the lathe. The mopane test set I made last autumn sold in July, and two people have asked whether we make Scottish smallpipes. "
            "I'm thinking of adding smallpipes in mopane to our range. Is that wise in my first year?"),
   ("assistant", "I'm sorry about Juniper; it's hard, especially for Jonah. But you did exactly what a trial is for, and you stopped for the right reasons: a dog fixating on the cat and a cat who stopped eating are clear signs, and she's found a home without pets, which sounds right for her. "
                 "Volunteering is a lovely way for Jonah to have dogs in his life.\n\n"
                 "## Smallpipes in your first year\n"
                 "Adding a product can be smart, but timing and capacity matter. Some questions to answer honestly:\n\n"
                 "### Demand\n"
                 "- Two enquiries and one mopane set sold is **encouraging but small**. Ask around: pipers in your band, teachers, and the online piping forums, about what they'd pay.\n"
                 "- Smallpipes appeal to **indoor players and session musicians**, a different customer from your band and competition clients, which is good for spreading risk.\n\n"
                 "### Capacity\n"
                 "- Each set of smallpipes is a new design: new **bores, reeds and jigs**, and weeks of development time before the first one sells.\n"
                 "- Your core business, Highland sets, pays the loans. Don't let development eat into it during the busy months.\n\n"
                 "### Money\n"
                 "- Development costs (mopane, reamers, reed experiments) come out of cash flow while you're paying BDC and Angus.\n\n"
                 "## A low-risk way to try\n"
                 "1. **Make two sets over the winter**, when the shop is quieter.\n"
                 "2. Have **a couple of trusted players** test them and give honest feedback.\n"
                 "3. Show them at a piping event or on your website **as a limited run**, and see what orders come in.\n"
                 "4. Decide next summer whether to make them a permanent line.\n\n"
                 "That way you keep year one focused on what you know, and year two starts with real data."),
   ("user", "That's my plan then: two sets over the winter, one in A and one in D, tested by the pipe major of my band, Duncan Rafuse, before anything goes on the website. No commitments until next summer."),
   ("assistant", "A well-judged plan. And having Duncan test them is ideal: a pipe major will be honest about the tone and the reeds. Enjoy the rest of the summer in the new house, and give Pibs a treat from me for surviving the dog weekend.")],
  {"summary": "The foster weekend with Juniper on 1 and 2 August 2026 failed: she stared at Pibs, twice lunged and chased him, and Pibs hid under the bed and didn't eat for most of Saturday; they took her back on Sunday 2 August and she was later adopted by a couple without pets; "
              "they decided not to get a dog for now; Jonah will volunteer as a dog walker at the SPCA on Saturday mornings; Pibs was back to normal by Tuesday; "
              "summer 2026 was the shop's busiest ever, with cruise ship visitors; the mopane test set sold in July and two people asked about Scottish smallpipes; "
              "the assistant advised checking demand, capacity and cash flow and suggested a low-risk trial: two sets over the winter, tested by trusted players, shown as a limited run, decision next summer; "
              "she will make two sets of smallpipes in mopane (one in A, one in D) over the winter, tested by her band's pipe major Duncan Rafuse.",
   "decisions": [{"decision": "No dog for now; Jonah volunteers as a dog walker at the SPCA on Saturday mornings", "rationale": "Juniper fixated on and chased Pibs, who hid and stopped eating"},
                 {"decision": "Two trial sets of smallpipes in mopane over the winter, tested by Duncan Rafuse", "rationale": "Some demand, but keep year one focused on the Highland sets that pay the loans"}],
   "outcomes": ["Juniper returned to the SPCA on 2 August 2026", "Mopane test set sold in July 2026"]}),
]

QUESTIONS_122 = [
 # single facts the user said about herself, her family, her work and her cat
 ("What's my cat's name?", "Pibroch, \"Pibs\" (an orange tabby)"),
 ("Which pipe band do I play in?", "the Bedford Basin Pipe Band (Grade 3)"),
 ("Which band ordered the matching sets of pipes from the shop?", "the Chebucto Pipe Band"),
 ("Who's the accountant who went through Angus's books for me?", "Wendy Chiasson (a CPA)"),
 ("What did my dad do for a living?", "lobster fisherman (now retired, in Mabou)"),
 ("What does my sister Kirsty do?", "ICU nurse at St. Martha's in Antigonish"),
 ("What was Dad put on for his diabetes?", "metformin, 500 mg twice a day with meals"),
 # when
 ("When did I officially become the owner of the shop?", "Wednesday 1 April 2026"),
 ("When did Pibs get blocked and end up at the emergency vet?", "Tuesday 4 November 2025"),
 ("When's my birthday?", "14 February (turned 37 in 2026)"),
 ("When did we move into the house in Dartmouth?", "Wednesday 15 July 2026"),
 ("When did Jonah start as a community paramedic?", "Monday 16 March 2026"),
 ("When was my hearing test?", "Thursday 27 November 2025"),
 # counts and amounts
 ("How much was the emergency vet bill for Pibs?", "$2,340"),
 ("What price did Angus and I settle on for the business?", "$118,000 (he had asked $140,000)"),
 ("How much did we pay for the Woodside house?", "$487,500"),
 # lists across chats
 ("What races have I run?", "the Natal Day 10K (August 2025, 58:40), the Hypothermic Half (8 February 2026, 2:09:30) and the Bluenose half marathon (17 May 2026, 2:01:48)"),
 ("Which houses did we look at before buying?", "a semi-detached on Pleasant Street in Woodside, a bungalow in Cole Harbour and a townhouse in Portland Hills"),
 ("How am I paying for the business?", "$25,000 from my TFSA, a $75,000 BDC loan and an $18,000 interest-free vendor take-back from Angus ($500 a month)"),
 ("Who works at the shop with me now?", "Trudy Oickle (part-time: bags, reeds and sales), Owen Dempsey (apprentice) and Angus on Thursdays"),
 ("What am I doing to protect my hearing?", "custom musician's earplugs (ER-15, with ER-25 filters for indoor practice), ear defenders at the lathe, and the practice chanter at home instead of the full pipes"),
 # latest value of something that changed
 ("What's my job now?", "owner of Beaton Bagpipes (since 1 April 2026; before that its pipe maker)"),
 ("How many sets of pipes did the Chebucto band end up ordering?", "10 (the first order was 8)"),
 ("What do we charge for a standard set of Highland pipes now?", "$3,450 (from 6 April 2026; it was $3,200)"),
 ("What's my best half marathon time?", "2:01:48 (Bluenose, 17 May 2026)"),
 # yes/no
 ("Did Pibs need surgery for his blockage?", "No (a catheter and two nights in hospital)"),
 ("Have I ever run a full marathon?", "No (Kirsty has; I've run half marathons)"),
 ("Did we make it to Piping Live! in Glasgow this summer?", "No (called off)"),
 ("Are we still trading under the Beaton Bagpipes name?", "Yes"),
 ("Did the landlord get the rent increase he first asked for?", "No (cut to $1,942 from 1 February 2026, within the 5% cap)"),
 # why
 ("Why is Angus retiring?", "essential tremor: his hands shake too much for the fine reaming (he's 71)"),
 ("Why was our closing date pushed back?", "the sellers' new condo in Bedford had its occupancy permit delayed"),
 ("Why did Jonah give up the ambulance shifts?", "his back (a herniated disc in 2024) and lifting stretchers on 12-hour shifts; he wanted regular weekday hours"),
 ("Why didn't we adopt Juniper?", "she fixated on Pibs and chased him, and Pibs hid under the bed and stopped eating"),
 # what the assistant recommended
 ("What did you tell me about the landlord's rent increase?", "that it was over Nova Scotia's 5% cap (at most $1,942.50) and broke the four months' notice rule (earliest 1 February 2026): reply in writing, keep paying the current rent, and go to Residential Tenancies if he insisted"),
 ("What did you recommend before I agreed a price with Angus?", "not to agree a price until an accountant had gone through three years of the books, the order book, the stock and the lease, and to get a lawyer too"),
 # inference
 ("Would Pibs be happy sharing the house with a dog?", "Likely no"),
 ("Am I likely to go to Piping Live! some other year?", "Likely yes (maybe 2027)"),
 # not in the archive
 ("What does my brother Neil do for work?", "Not mentioned in my chats"),
 ("What's Angus's wife called?", "Not mentioned in my chats"),
]


def assistant_chats_53_at(folder):
    """The archive of CHATS_122 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a53c", CHATS_122, "chatgpt")


@pytest.fixture(scope="module")
def assistant_chats_53(tmp_path_factory):
    return assistant_chats_53_at(tmp_path_factory.mktemp("assistant53"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_122, "assistant 53")


def test_the_archive_finds_the_pipe_workshop(assistant_chats_53):
    assert assistant_chats_53.search("Beaton").results
