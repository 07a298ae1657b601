"""A sixty-first written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind with its questions and gold answers before any run of
`kbsearch answer` on it, and without reading the answer rules. It is held out: measured, never
read question by question.

A glacier guide in Franz Josef, on the West Coast of New Zealand, Niko Haldane, 34, who takes
heli-hike groups onto the Franz Josef Glacier for Waiho Glacier Guides and keeps beehives on his
parents' lifestyle block at Kokatahi near Hokitika, and lives with his partner Mereana Wihongi, a
DOC ranger on the rowi kiwi programme at Ōkārito, and Wēta, a Jack Russell cross. He chats with
Claude from August 2025 to July 2026: spring varroa and swarms, his father's whitebait stand on
the Arahura that he will not take over and that is sold, a client who dislocates her shoulder on
the ice and the incident report, American foulbrood in one hive that is burned, the dog's kiwi
aversion training, an alpine guide assessment that is postponed and passed, a rent rise and a
move to a farm cottage in Whataroa whose date slips, the first big rātā honey harvest (a tutin
test, a stall at the Hokitika Wild Foods Festival, a shop that stocks it), the dog stung in the
mouth, his own allergic reaction to a bee sting and venom immunotherapy, the story of Hine
Hukatere in his briefings, a 1080 drop whose date moves, a promotion to safety and training
manager whose start date moves, winter hives and a whale-swim trip to Tonga, with facts the user
updates later (his job and pay, the honey price, the number of hives, where they live, Mereana's
contract). bench/answer_conversations.py asks every question ("assistant 61")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_138 = [
 ("2025-08-17", "Spring varroa check and swarm season at the Kokatahi hives", [
   ("user", "Kia ora Claude. I'm Niko Haldane, 34, a senior glacier guide at Waiho Glacier Guides in Franz Josef: mostly heli-hikes onto the Franz Josef Glacier, on $31.50 an hour. "
            "On my days off I'm a part-time beekeeper: I've got 8 hives on Mum and Dad's lifestyle block at Kokatahi, about 20 minutes inland from Hokitika and two hours up the road from me. "
            "My partner Mereana and I rent a two-bedroom unit on Cron Street in Franz Josef with our dog Wēta, a four-year-old Jack Russell cross.\n\n"
            "Yesterday, Saturday 16 August, Dad and I did the first spring check. All 8 queens are laying, 6 hives have good stores and 2 are a bit light. "
            "I did alcohol washes of 300 bees: most hives had 1 to 3 mites, but hive 3 had 9. I've got Bayvarol strips in the shed, and I used Apivar last autumn. "
            "The rātā usually flowers round here about Christmas. What should I do about the mites, and how do I stop them swarming in October like last year, when I lost two swarms into the bush?"),
   ("assistant", "Nice work getting a proper mite count this early: most swarm and varroa problems come from finding out too late. Let's take the mites first, then the swarming.\n\n"
                 "## 1. Read your mite counts\n"
                 "An alcohol wash of about 300 bees gives you a rough percentage infestation:\n"
                 "- **1 to 3 mites (under 1%)**: low, fine for early spring.\n"
                 "- **9 mites (3%)** in hive 3: that's **high for August**. Mite numbers roughly double every few weeks once brood rearing takes off, so by October that hive could be in real trouble, and it will share mites with the others through drifting and robbing.\n\n"
                 "## 2. Treat the whole apiary at once\n"
                 "1. **Treat all 8 hives together**, not just hive 3. Treating one hive while its neighbours keep breeding mites just reinfests it.\n"
                 "2. **Rotate chemistry.** You used Apivar (amitraz) in autumn, so Bayvarol (flumethrin) now is the right swap. Using the same active ingredient season after season is how resistant mites get selected.\n"
                 "3. **Follow the label exactly**: the usual dose is **4 Bayvarol strips per brood box**, hung in the brood nest between frames where the bees walk over them, left in for **6 to 8 weeks**. Under-dosing or leaving strips in for months also breeds resistance.\n"
                 "4. **No honey supers on during treatment.** Get the strips in now and out well before the rātā flow, so nothing ends up in the honey.\n"
                 "5. **Write the date on the lid** with a marker, and note it in your records.\n"
                 "6. **Re-check with an alcohol wash** a week or two after the strips come out to make sure the treatment worked.\n\n"
                 "## 3. Feed the light hives\n"
                 "Early spring is when colonies starve: the queen ramps up laying and stores vanish fast. For the two light hives, **1:1 sugar syrup** (equal weights sugar and water) in a frame or top feeder, topped up until they're bringing in nectar themselves.\n\n"
                 "## 4. Stopping the October swarms\n"
                 "Swarming is the colony's way of reproducing, so you can't switch it off, but you can manage it:\n"
                 "- **Give space early.** Add a second brood box or a super before they feel crowded. Congestion in the brood nest is the main trigger.\n"
                 "- **Inspect every 7 to 9 days** from late September. A capped queen cell means the swarm is about to go, so the interval matters: a queen cell goes from egg to capped in about 8 days.\n"
                 "- **Look for queen cups with eggs or larvae** along the bottom bars of the frames.\n"
                 "- **Make splits** from colonies that start queen cells: move the old queen with a few frames of brood and stores into a new box, and let the parent hive raise a new queen from one good cell. You get an extra colony instead of a swarm in the bush.\n"
                 "- **Clip the queen** (trim one wing) if you're comfortable doing it: a clipped queen can't fly off with the swarm, which buys you time.\n"
                 "- **A bait hive** with old comb and a few drops of lemongrass oil can catch swarms you miss.\n\n"
                 "## A rough calendar\n"
                 "| When | What |\n"
                 "|---|---|\n"
                 "| Late August | Bayvarol in, feed the light hives |\n"
                 "| Late September | Start 7 to 9 day swarm checks, add space |\n"
                 "| Early to mid October | Bayvarol out (6 to 8 weeks), mite wash |\n"
                 "| October to December | Swarm checks, splits, supers on |\n"
                 "| Around Christmas | Rātā flow |\n\n"
                 "One caveat: product labels and recommendations change, so always go by the label on the packet and the current advice from your local beekeeping club."),
   ("user", "Strips go in on Saturday 23 August, in all 8 hives, since I used Apivar in autumn. Dad's going to feed the two light ones syrup during the week. "
            "And if they start building queen cells in spring, I'll make splits instead of losing swarms."),
   ("assistant", "That's a solid plan. With the strips in on 23 August, six to eight weeks takes you to somewhere between **4 and 18 October**, which leaves plenty of time before you put supers on for the rātā. "
                 "Write the removal date on each lid now, because it's easy to lose track once the guiding season gets busy. And thank your dad for the syrup duty: feeding is the job people forget.")],
  {"summary": "The user, Niko Haldane, 34, is a senior glacier guide at Waiho Glacier Guides in Franz Josef on the West Coast of New Zealand, mostly guiding heli-hikes onto the Franz Josef Glacier, on $31.50 an hour; "
              "he is a part-time beekeeper with 8 hives on his parents' lifestyle block at Kokatahi, near Hokitika; he rents a two-bedroom unit on Cron Street in Franz Josef with his partner Mereana and their dog Wēta, a four-year-old Jack Russell cross; "
              "at the first spring check on 16 August 2025 with his father all 8 queens were laying, 2 hives were light, and alcohol washes of 300 bees found 1 to 3 mites in most hives but 9 in hive 3; he used Apivar in autumn 2025; "
              "the assistant said 9 mites (3%) is high for August, advised treating all hives at once, rotating to Bayvarol (4 strips per brood box for 6 to 8 weeks, no supers on), feeding 1:1 syrup, "
              "and preventing swarms by giving space, inspecting every 7 to 9 days from late September, making splits, clipping the queen and using a bait hive; "
              "he will put Bayvarol strips in all 8 hives on 23 August 2025, his father will feed the two light hives, and he will make splits if they build queen cells.",
   "procedures": [{"name": "Spring varroa treatment", "steps": ["Alcohol wash of 300 bees per hive", "Treat every hive in the apiary at once", "Rotate chemistry (Bayvarol after Apivar)",
                   "4 strips per brood box for 6 to 8 weeks", "No honey supers on during treatment", "Write the date on the lid", "Re-check with a mite wash after removal"]},
                  {"name": "Swarm prevention", "steps": ["Give space early", "Inspect every 7 to 9 days from late September", "Look for queen cups with eggs", "Make splits from hives with queen cells", "Clip the queen", "Set a bait hive"]}],
   "decisions": [{"decision": "Bayvarol strips in all 8 hives on 23 August 2025", "rationale": "Hive 3 had 9 mites per 300 bees; Apivar was used in autumn, so rotate chemistry"},
                 {"decision": "Make splits instead of losing swarms", "rationale": "Two swarms were lost into the bush the previous October"}],
   "outcomes": ["8 queens laying at the 16 August 2025 check", "Hive 3: 9 mites per 300 bees"]}),
 ("2025-09-07", "Dad wants to hand me his whitebait stand", [
   ("user", "Family one. My dad, Trevor, is 67. He drove haul trucks at the Stockton coal mine for 31 years, and since he retired his whole life is his whitebait stand on the Arahura River, which he's had since 1998. "
            "The season runs from 1 September to 30 October. His back is getting worse (he spent two weeks flat on the couch in July) and he's asked me to take the stand over. "
            "Mum, Raewyn, thinks he should sell it while it's worth something: our neighbour on the river, Barry 'Bazza' Kerr, has been hinting for years, and stands on the Arahura go for serious money. "
            "My sister Kirsty, who's a helicopter pilot in Wānaka, says 'sell it, Dad, and buy a boat'.\n\n"
            "I love that stand; I learned to scoop bait there when I was six. But September and October are my busiest months: the heli-hike season is ramping up and it's swarm season with the bees, "
            "and whitebaiting means being at the river for the tides, two hours from where I live. How do I talk to Dad about this without breaking his heart?"),
   ("assistant", "This is a hard one, because the stand obviously isn't just a stand: it's 27 seasons of your dad's life, and part of yours. It helps to separate the practical question from the emotional one.\n\n"
                 "## The practical options\n"
                 "1. **You take it over.** Realistically that means being at the Arahura for the good tides through September and October, exactly when your work and the bees are busiest, with a four-hour round trip. "
                 "If you took it on half-heartedly, the stand would sit idle on the best runs, and your dad would notice.\n"
                 "2. **A shared arrangement.** Your dad keeps the stand, and family or a friend does the heavy work (setting up the screens, the ladders, the box) while he does the fishing he can manage. "
                 "Check with DOC first: stands on West Coast rivers are authorised by DOC, and there are rules about who may use a stand and how.\n"
                 "3. **Sell it.** Stand transfers on the West Coast generally need DOC's approval, so whoever buys it has to go through that process. "
                 "Selling to someone he knows, like Bazza, often matters to people more than the price: the stand stays 'in the neighbourhood'.\n"
                 "4. **Wait a season.** He fishes this season with help, and decides in November, when the season is over and emotions are cooler.\n\n"
                 "## The emotional part\n"
                 "Your dad isn't only asking 'who will fish the stand'. He may be asking:\n"
                 "- *Will the thing I built matter to someone after me?*\n"
                 "- *Is my body letting me down?* Two weeks on the couch is frightening for a man who drove haul trucks for three decades.\n\n"
                 "So when you say no, say no to the **stand**, not to **him**.\n\n"
                 "## How to say it\n"
                 "- **Start with what it means to you**: 'That stand is where I learned to scoop bait. I don't want it to sit empty because I can't be there.'\n"
                 "- **Be honest about the timing**: September and October are the two months you physically can't give it.\n"
                 "- **Offer something real**: a few tides with him this season, or helping him set up and pull down the stand.\n"
                 "- **Let him decide what happens next.** Don't push the sale, even if you and your mum agree it's the sensible option. People accept decisions they make themselves.\n\n"
                 "## If he does sell\n"
                 "- Get a feel for the going price from other stand holders, not just from the buyer.\n"
                 "- Ask DOC early how the transfer works and how long it takes.\n"
                 "- Consider asking for something that isn't money too: an open invitation for him to fish a tide now and then.\n\n"
                 "It's worth calling rather than texting for this one."),
   ("user", "I rang him last night and told him I can't take it on: September and October are my busiest months on the glacier and with the bees, and I can't be at the river for the tides. "
            "He went quiet for a bit, then said he'd rather Bazza had it than a stranger. He'll fish this season with Mum helping, and talk to Bazza in November."),
   ("assistant", "That sounds like it went as well as it could. 'I'd rather Bazza had it than a stranger' is your dad already starting to make his peace with it. "
                 "If you can, spend at least one good tide with him at the stand this season, even if it means driving up on a day off. Take some photos of him on it; one day you'll be glad you did. "
                 "And get his whitebait fritter recipe written down while you're at it.")],
  {"summary": "The user's father, Trevor Haldane, 67, who drove haul trucks at the Stockton coal mine for 31 years, has had a whitebait stand on the Arahura River since 1998 (season 1 September to 30 October); his back is getting worse and he asked the user to take it over; "
              "the user's mother, Raewyn, wants him to sell; neighbour Barry 'Bazza' Kerr has been hinting he'd buy; the user's sister Kirsty, a helicopter pilot in Wānaka, says sell it and buy a boat; "
              "the user declined because September and October are his busiest months on the glacier and with the bees and he can't be at the river for the tides; "
              "the assistant laid out the options (take it over, a shared arrangement, sell with DOC approval of the transfer, wait a season) and suggested saying no to the stand, not to him, and letting him decide; "
              "his father will fish the 2025 season with his mother's help and talk to Bazza Kerr in November; he'd rather Bazza had it than a stranger.",
   "decisions": [{"decision": "Niko won't take over his father's whitebait stand", "rationale": "September and October are his busiest months on the glacier and with the bees, and he can't be at the river for the tides"},
                 {"decision": "Trevor fishes the 2025 season with Raewyn's help and talks to Bazza Kerr in November", "rationale": "He'd rather Bazza had the stand than a stranger"}]}),
 ("2025-10-12", "Writing the incident report after a client dislocated her shoulder on the ice", [
   ("user", "Work one. On Thursday 9 October, on the 11:15 heli-hike, one of my clients, Anouk de Vries, a 52-year-old Dutch tourist from Utrecht, slipped on a steep section of blue ice about 200 metres from the landing site "
            "and dislocated her left shoulder. She was wearing crampons. I'd cut the steps on that section at 8:30 that morning, but it had rained overnight and then frozen, and the surface was glassy. "
            "I put her arm in a sling made from a triangular bandage, kept her warm in the group shelter, radioed base, and the helicopter flew her and me down at 12:05. An ambulance took her to Te Nikau Hospital in Greymouth, "
            "where they put the shoulder back under sedation and kept her overnight. The rest of the group finished the walk with the other guide.\n\n"
            "Our operations manager, Sheryl Doyle, wants my incident report by Tuesday. I've never written a serious one. How should I structure it, and does it have to go to WorkSafe?"),
   ("assistant", "I'm sorry, that's a stressful day, and from what you describe you did the important things right: you protected the injury, kept her warm and got her off the ice quickly. Let's take WorkSafe first, then the report.\n\n"
                 "## Does it have to go to WorkSafe?\n"
                 "Under New Zealand's Health and Safety at Work Act, certain events are **notifiable**. A 'notifiable injury' includes, among other things, any injury or illness that requires the person to be **admitted to hospital for immediate treatment as an inpatient**. "
                 "Since Anouk was kept in overnight, this very likely counts.\n"
                 "- The duty to notify sits with the **business (the PCBU)**, so in practice Sheryl or the company does it, not you personally.\n"
                 "- Notification should happen **as soon as possible** after the business becomes aware.\n"
                 "- Normally the site must be left undisturbed until WorkSafe says otherwise. On a glacier that's not realistic, which is exactly why your **photos, times and notes** matter.\n"
                 "Adventure activity operators also have their own safety management systems and audits, so check what your company's system requires on top of the law. I'm not a lawyer; Sheryl will know the company's process.\n\n"
                 "## How to structure the report\n"
                 "1. **Basic details:** date, trip (11:15 heli-hike), location (as precisely as you can: the section, distance from the landing site), guides, group size.\n"
                 "2. **Timeline, in time order, with times:** 8:30 steps cut; conditions that morning; the group's arrival at the section; the slip; first aid; the radio call; the flight at 12:05; the handover to the ambulance.\n"
                 "3. **What happened, factually.** Describe what you saw, not what you guess. 'She slipped while descending the cut steps and fell onto her left side' rather than 'she wasn't paying attention'.\n"
                 "4. **Conditions:** overnight rain and refreeze, the glassy surface, temperature, visibility, her footwear and crampons.\n"
                 "5. **Immediate response:** the sling, shelter, warmth, pain level if you asked, communications, evacuation.\n"
                 "6. **Contributing factors.** Not blame: what made the slip more likely? The refreeze after the steps were cut is the obvious one.\n"
                 "7. **Corrective actions you'd suggest.** Concrete and checkable: who does what, when.\n"
                 "8. **Witnesses:** the other guide and clients who saw it, with contact details if you have them.\n"
                 "9. **Attachments:** photos, radio log, the map.\n\n"
                 "## Tips\n"
                 "- **Facts, not opinions or speculation**, and no blame, including of yourself. An incident report is for learning, not a confession.\n"
                 "- Write it **soon**, while the details are fresh, and keep your original notes.\n"
                 "- Avoid words that sound like a legal conclusion ('negligent', 'should have'). Describe, don't judge.\n"
                 "- Don't discuss liability with Anouk directly; pass any questions to Sheryl.\n\n"
                 "## And you\n"
                 "Ask for a proper debrief with Sheryl and the other guide. Guides who handle an evacuation often replay it for days. That's normal, and talking it through helps."),
   ("user", "Sheryl notified WorkSafe on Friday 10 October, as soon as we knew Anouk had been admitted overnight. My report says the steps were cut at 8:30 and there'd been rain overnight, "
            "and it proposes re-cutting the steps before every group and a fixed hand line on that section. Anouk emailed from Greymouth to thank us, and she's sending a tin of stroopwafels to the base."),
   ("assistant", "Those are exactly the kind of corrective actions that make a report useful: specific, practical, and aimed at the cause rather than the person. "
                 "You might also add a line to the morning hazard check for 'overnight rain followed by a freeze', so whoever is guiding that day knows to re-cut steps before the first group. "
                 "And a thank-you email plus stroopwafels is about the best review a guide can get.")],
  {"summary": "On 9 October 2025 on the 11:15 heli-hike, the user's client Anouk de Vries, 52, a Dutch tourist from Utrecht, slipped on steep blue ice about 200 metres from the landing site and dislocated her left shoulder; "
              "she wore crampons; the user had cut the steps at 8:30 but overnight rain had refrozen and made the surface glassy; he put her arm in a triangular-bandage sling, kept her warm in the group shelter, radioed base, and they were flown down at 12:05; "
              "an ambulance took her to Te Nikau Hospital in Greymouth, where the shoulder was put back under sedation and she was kept overnight; operations manager Sheryl Doyle asked for his incident report; "
              "the assistant explained that an injury needing inpatient admission is likely notifiable to WorkSafe by the business, and suggested a factual report in time order (details, timeline, conditions, response, contributing factors, corrective actions, witnesses, attachments) without blame or speculation, plus a debrief; "
              "Sheryl Doyle notified WorkSafe on 10 October 2025; his report proposes re-cutting the steps before every group and a fixed hand line on that section; Anouk emailed thanks and is sending stroopwafels.",
   "procedures": [{"name": "Writing a serious incident report", "steps": ["Basic details", "Timeline with times", "Facts, not guesses", "Conditions", "Immediate response", "Contributing factors without blame", "Corrective actions", "Witnesses", "Photos and radio log attached"]}],
   "decisions": [{"decision": "Propose re-cutting steps before every group and a fixed hand line on the section", "rationale": "Overnight rain had refrozen the steps cut at 8:30"}],
   "outcomes": ["Anouk de Vries admitted overnight at Te Nikau Hospital", "WorkSafe notified on 10 October 2025"]}),
 ("2025-11-18", "American foulbrood in hive 5: what now?", [
   ("user", "Bad news from the bees. On Saturday 15 November Dad and I did a full brood inspection before putting the honey supers on, and hive 5 had patchy brood and sunken, greasy-looking cappings with little holes in them. "
            "I pushed a matchstick into one of the cells and pulled it out, and the brown goo stretched into a rope about 2 cm long. I'm pretty sure that's American foulbrood. "
            "We closed it up, and on Sunday 16 November at dusk, once all the foragers were home, we killed the bees with petrol and burned the whole hive, boxes, frames and all, in a pit at the back of Mum and Dad's block, then buried the ashes. "
            "So I'm down to 7 hives. What else do I have to do? I'm terrified it's in the others. (The Bayvarol strips came out of all the hives on 11 October, and the mite washes afterwards were all under 1.)\n\n"
            "Other news: Wēta passed her kiwi aversion training on Sunday 2 November with a DOC-certified trainer at Harihari. Mereana insisted, since she works with rowi every day. "
            "And my NZMGA Alpine Guide assessment at Aoraki/Mount Cook, which was set for Monday 24 November, has been postponed to Monday 12 January because the lead assessor broke his wrist."),
   ("assistant", "I'm sorry. Burning a hive you've raised is a rotten job, but you read the signs correctly: patchy brood, sunken perforated cappings and a **ropy** string of 2 cm or more on the matchstick test are the classic field signs of American foulbrood (AFB). "
                 "And you did the hardest part properly and fast. Here's what comes next.\n\n"
                 "## 1. Report it\n"
                 "In New Zealand AFB is managed under the National American Foulbrood Pest Management Plan, and beekeepers must **report a case to the AFB Management Agency within 7 days** of finding it. "
                 "It's done online through the Agency's website, with your beekeeper and apiary registration numbers. The colony also has to be destroyed within 7 days, which you've done. "
                 "Check the Agency's site for the current rules, because the details do get updated.\n\n"
                 "## 2. Clean up anything that touched the hive\n"
                 "AFB spores are extremely tough and can survive for decades, so:\n"
                 "- **Hive tool:** scorch it in a flame (a gas burner or the smoker fire) until it's too hot to touch.\n"
                 "- **Gloves:** leather gloves are very hard to clean, so burn them; nitrile gloves, bin them.\n"
                 "- **Bee suit and veil:** wash in hot water with detergent.\n"
                 "- **Anything else** that was in or on hive 5 (a feeder, an excluder, a hive mat): burn it or ask the Agency about approved sterilisation.\n\n"
                 "## 3. Inspect all the other hives\n"
                 "1. **Check every brood frame** in the remaining 7 hives now, shaking the bees off so you can see the cells.\n"
                 "2. **Check them again in about 4 to 6 weeks**, and keep a closer eye on them through the next season: AFB can take time to show.\n"
                 "3. **Don't swap frames, boxes or equipment** between hives for now. Moving frames is the most common way beekeepers spread AFB themselves.\n\n"
                 "## 4. Stop the spread\n"
                 "- **Never feed honey** from any source to your bees; use sugar syrup only. Honey is the classic carrier of spores.\n"
                 "- **Don't leave honey or wet supers exposed** where bees can rob them.\n"
                 "- **Think about the source.** Colonies often pick AFB up by robbing a weak, infected hive nearby, or from secondhand gear. If another beekeeper is close by, letting them know is good practice.\n\n"
                 "## 5. Records\n"
                 "Write down the date found, the signs, the date burned and which hives you inspected. You'll need it for your **Annual Disease Return**, and it helps you spot patterns.\n\n"
                 "Congratulations to Wēta, by the way: kiwi aversion training is a big deal in rowi country, and Mereana will rest easier. And I'm sorry about the assessment; a January date at least gives you more days on the ice to prepare."),
   ("user", "Reported to the Management Agency online on Monday night. Dad's hive tool went through the fire too, and I'll do a full brood check of the other 7 on 29 November."),
   ("assistant", "Good: reported, cleaned up, and a date in the diary. When you do the 29 November check, take your time with each frame and use a torch if the light is flat. "
                 "If anything looks even slightly odd, do the matchstick test and take a photo. Catching a second case early is far better than finding it at the honey harvest.")],
  {"summary": "On 15 November 2025 the user and his father found American foulbrood (AFB) in hive 5 at Kokatahi: patchy brood, sunken greasy perforated cappings, and a 2 cm rope on the matchstick test; "
              "on 16 November 2025 at dusk they killed the bees with petrol, burned the whole hive in a pit on his parents' block and buried the ashes, leaving 7 hives; the Bayvarol strips had come out on 11 October 2025 with mite washes under 1; "
              "the assistant said to report AFB to the AFB Management Agency within 7 days, scorch the hive tool, burn leather gloves, wash the suit, inspect every brood frame of the other hives now and in 4 to 6 weeks, not swap frames or equipment, never feed honey, think about the source and keep records for the Annual Disease Return; "
              "he reported it online on 17 November 2025 and will check the other 7 hives on 29 November; his dog Wēta passed kiwi aversion training on 2 November 2025 with a DOC-certified trainer at Harihari because Mereana works with rowi; "
              "his NZMGA Alpine Guide assessment at Aoraki/Mount Cook was postponed from 24 November 2025 to 12 January 2026 because the lead assessor broke his wrist.",
   "procedures": [{"name": "After finding American foulbrood", "steps": ["Destroy the colony within 7 days (burn)", "Report to the AFB Management Agency within 7 days", "Scorch the hive tool, burn leather gloves, wash the suit",
                   "Inspect every brood frame of all other hives, again in 4 to 6 weeks", "Don't swap frames or equipment", "Never feed honey", "Keep records for the Annual Disease Return"]}],
   "decisions": [{"decision": "Burn hive 5 on 16 November 2025", "rationale": "Field signs of American foulbrood (ropy test 2 cm)"},
                 {"decision": "Full brood check of the other 7 hives on 29 November 2025", "rationale": "AFB spreads between hives"}],
   "outcomes": ["Down to 7 hives", "AFB reported to the Management Agency", "Wēta passed kiwi aversion training on 2 November 2025", "Alpine Guide assessment moved to 12 January 2026"]}),
 ("2025-12-14", "Rent going up: stay in Franz Josef or move to a farm cottage in Whataroa?", [
   ("user", "Our landlord, Glenys Moffat, has given us 60 days' written notice that the rent on the Cron Street unit goes up from $390 to $440 a week from Saturday 7 February. "
            "Meanwhile a dairy farmer in Whataroa, Ross McKenzie, who buys my honey, has offered us the old farm cottage on his place: three bedrooms, $360 a week, a fenced yard for Wēta, and a corner of a paddock where I could keep a couple of hives. "
            "It'll be free from 1 February when his farm worker moves out. Whataroa is about 30 minutes north of Franz Josef on SH6. Mereana's drive to the rowi work at Ōkārito would actually be shorter; she's on a fixed-term DOC contract until 30 June. "
            "I'd be driving 30 minutes each way, and SH6 sometimes closes when the Waiho is in flood.\n\n"
            "Bee news: all 7 hives were clean on 29 November. I made two splits on Saturday 6 December from hives 1 and 7, which had queen cells, so I'm back up to 9. "
            "And Dad has agreed to sell his whitebait stand to Bazza Kerr for $38,000. He says he'll 'come and annoy Bazza on the good tides'.\n\n"
            "What would you do about the house?"),
   ("assistant", "Clean hives and two splits instead of two swarms: that's a good month for the bees. And your dad's line about annoying Bazza suggests he's made his peace with it.\n\n"
                 "Now the house. Let's put numbers on it, then the things numbers miss.\n\n"
                 "## The money\n"
                 "- **Rent:** $440 at Cron Street vs $360 at Whataroa is **$80 a week, about $4,160 a year**.\n"
                 "- **Your commute:** 60 km a day. In a diesel ute using roughly 10 litres per 100 km, that's about 6 litres a day; at around $2 a litre and about 5 working days a week, roughly **$60 a week**, plus wear and tyres. "
                 "So the move saves money, but less than the rent difference suggests, maybe $1,000 to $1,500 a year net, depending on your roster.\n"
                 "- **Mereana's drive** gets shorter, which offsets some of that.\n\n"
                 "## What the numbers miss\n"
                 "**For Whataroa:**\n"
                 "- A **fenced yard** for Wēta and space for **hives at home**, which means checking the bees without a two-hour drive to Kokatahi.\n"
                 "- Three bedrooms instead of two.\n"
                 "- A landlord who already knows and likes you.\n\n"
                 "**Against, or to check:**\n"
                 "- **SH6 closures:** when the Waiho floods, you could be stuck on the wrong side of the bridge. Talk to Sheryl or Dave now about what happens on those days (stay in staff accommodation? swap shifts?).\n"
                 "- **An old farm cottage in a wet climate:** check the heating, insulation, ventilation and any mould. Rentals in New Zealand have to meet the **Healthy Homes standards**; it's fair to ask Ross how the cottage meets them.\n"
                 "- **A proper tenancy:** get a **written tenancy agreement**, and make sure the **bond is lodged with Tenancy Services**, even with a friendly landlord. It protects both of you.\n"
                 "- **Farm life:** farm dogs and Wēta, effluent spreading, tanker traffic at 4 am, water supply (tank or bore?).\n"
                 "- **Internet and phone coverage**, especially if Mereana does DOC reports from home.\n"
                 "- **Bees near the dairy shed:** pick a hive spot away from the shed, yards and the house path, so Ross's staff and the cows aren't in the flight line.\n\n"
                 "## The timing\n"
                 "- Your rent rises on **7 February** and the cottage is free from **1 February**, so ideally you'd move in the first week of February.\n"
                 "- On a periodic tenancy, tenants generally have to give **21 days' written notice** (check your own agreement and Tenancy Services for the current rules).\n"
                 "- Don't give notice on Cron Street until Ross has confirmed the date in writing: farm workers' moves can slip.\n\n"
                 "## My take\n"
                 "If the cottage is warm and dry and Ross is happy to sign a proper tenancy, Whataroa looks like the better home for you three, mostly for the yard, the hives and Mereana's commute rather than for the money."),
   ("user", "We've said yes. Ross's worker can't leave until the 20th, so we'll move on Saturday 21 February. Glenys agreed we can stay on until then, at the new $440 from 7 February. "
            "The cottage has a heat pump and a new wood burner, and Ross is lodging the bond properly. I'll bring 2 hives down from Kokatahi once we're in."),
   ("assistant", "Sounds good, and a heat pump plus a wood burner in Whataroa is a real win. For moving the two hives:\n\n"
                 "- **Move them at night**, when all the foragers are home; close the entrances with mesh or a strip of foam.\n"
                 "- **Strap each hive** together with a ratchet strap so boxes can't slide apart on the road.\n"
                 "- **Ventilation:** in warm weather, a mesh screen on top stops them overheating on the drive.\n"
                 "- **Set them down facing away from paths**, open the entrances in the morning, and put a branch or some grass over the entrance so the bees reorient.\n"
                 "- **Register the new apiary site** with the AFB Management Agency; there's a time limit for telling them about new apiary locations, so do it soon after the move.")],
  {"summary": "Landlord Glenys Moffat gave 60 days' written notice that the rent on the user's Cron Street unit in Franz Josef rises from $390 to $440 a week from 7 February 2026; "
              "dairy farmer Ross McKenzie, who buys the user's honey, offered his three-bedroom farm cottage in Whataroa (30 minutes north on SH6) for $360 a week, with a fenced yard for Wēta and room for hives, free from 1 February 2026; "
              "Mereana's drive to the rowi work at Ōkārito would be shorter; she is on a fixed-term DOC contract until 30 June 2026; SH6 sometimes closes when the Waiho floods; "
              "all 7 hives were clean on 29 November 2025; he made two splits from hives 1 and 7 on 6 December 2025, so he has 9 hives; his father agreed to sell his whitebait stand to Bazza Kerr for $38,000; "
              "the assistant compared the rent saving ($80 a week) with commuting costs, and listed checks (SH6 closures, Healthy Homes standards, a written tenancy and bond lodged with Tenancy Services, farm life, internet, hive placement) and the 21 days' notice for tenants; "
              "they said yes and will move on 21 February 2026 because Ross's worker can't leave until 20 February; Glenys lets them stay until then at $440 from 7 February; the cottage has a heat pump and a new wood burner; he'll bring 2 hives down from Kokatahi.",
   "decisions": [{"decision": "Move to Ross McKenzie's farm cottage in Whataroa at $360 a week on 21 February 2026", "rationale": "Rent rising from $390 to $440; fenced yard for Wēta, room for hives, shorter drive for Mereana to Ōkārito"},
                 {"decision": "Bring 2 hives from Kokatahi to Whataroa after the move", "rationale": "Room for hives at the cottage"}],
   "procedures": [{"name": "Moving beehives", "steps": ["Move at night with entrances closed", "Ratchet strap each hive", "Mesh screen for ventilation", "Face entrances away from paths", "Branch over the entrance to reorient", "Register the new apiary site"]}],
   "outcomes": ["7 hives clean on 29 November 2025", "Two splits on 6 December 2025: 9 hives", "Trevor's whitebait stand sold to Bazza Kerr for $38,000"]}),
 ("2026-01-25", "Pricing my first big rātā honey harvest", [
   ("user", "The rātā was amazing this year: the hillsides behind Kokatahi were red for three weeks. On Tuesday 20 and Wednesday 21 January Dad and I extracted in Mum's shed with a four-frame extractor borrowed from the Westland Beekeepers Club: "
            "104 kg from the 7 big hives (the two splits didn't make any surplus). I want to sell most of it in 500 g jars under the name Kokatahi Rātā; that was Mum's idea. "
            "The guides at work have already bought 20 jars before it's even in jars! I've booked a stall at the Hokitika Wild Foods Festival on Saturday 14 March; the stall fee is $260. "
            "Jars and lids cost me $1.35 each and labels 22 cents. What should I charge, and what rules do I have to follow to sell honey in New Zealand?"),
   ("assistant", "Congratulations: 104 kg from 7 hives, after an AFB scare, is a very good season. Let's do price first, then the rules.\n\n"
                 "## What it costs you\n"
                 "104 kg is about **208 jars of 500 g**. Per jar, your direct costs are roughly:\n"
                 "- Jar and lid: $1.35\n"
                 "- Label: $0.22\n"
                 "- Share of the stall fee: $260 spread over, say, 120 jars sold at the festival, about $2\n"
                 "- Not counted yet: varroa strips, syrup, the hive you burned, fuel to Kokatahi, your time, a tutin test (see below).\n\n"
                 "So the packaging is small; what you're really pricing is the honey and your year of work.\n\n"
                 "## What people pay\n"
                 "Single-origin New Zealand honeys at markets and in tourist shops commonly sell somewhere around **$15 to $20 for 500 g**, depending on the honey and the place; rātā honey is less common than clover or mānuka and has a following. "
                 "At a festival full of visitors, a clear story (local rātā, from one family block, extracted by you and your dad) is worth a lot.\n\n"
                 "**Suggestion:** start around **$16 to $18** a jar. If you sell out in the first hours at the festival, that's a sign the price is low.\n"
                 "- Offer **cut comb** as a premium product if you kept some frames.\n"
                 "- A **tasting jar** with wooden sticks sells more honey than any sign.\n"
                 "- Take **EFTPOS or a card reader**: festival crowds carry less cash than they used to.\n\n"
                 "## The rules (check these with MPI)\n"
                 "I can give you the outline, but food rules change, so confirm the details with MPI and the council.\n"
                 "1. **Food Act registration.** Selling food you've made to the public usually falls under the Food Act 2014, and honey businesses normally have to **register**, often under a National Programme, through the council or MPI. "
                 "MPI's online 'where do I fit' tool tells you which applies. Some very small sellers are exempt, but don't assume it.\n"
                 "2. **Tutin.** New Zealand has a maximum level for **tutin**, a toxin that can get into honey when bees collect honeydew from passion vine hoppers feeding on tutu. "
                 "Depending on where and when the honey was harvested, it may have to be **tested** before sale, and honey harvested in summer in areas with tutu often falls in that group. Check MPI's tutin requirements and, if in doubt, test.\n"
                 "3. **Labelling:** the name of the food, net weight, your name and address (or the business's), a lot or batch identification, and a date mark (honey usually has a best-before date). "
                 "Be careful with **claims**: don't call it mānuka, and don't make health claims.\n"
                 "4. **Extraction and storage:** clean food-grade buckets, honey stored sealed and dry, and a note of which hives and dates went into each batch.\n"
                 "5. **The festival** will have its own requirements for food stalls; read the stallholder pack.\n\n"
                 "Congratulations to your mum on the name, too: Kokatahi Rātā says where it's from and what it is in two words."),
   ("user", "Sample's gone to a lab in Christchurch for the tutin test: $95. I'll sell at $16 a jar for now and see how the festival goes. I'm also cutting 24 pieces of comb for the stall at $14 each."),
   ("assistant", "Sensible: $16 gives you room to go up, which is easier than going down. Keep a copy of the tutin test certificate with the batch records and give each bucket a lot number, "
                 "so every jar can be traced back to its extraction date. Good luck with the jarring; warm the honey gently (not above about 40°C) if it's started to thicken.")],
  {"summary": "The rātā flowered strongly in January 2026; on 20 and 21 January 2026 the user and his father extracted 104 kg of honey from the 7 big hives in his mother's shed at Kokatahi with a four-frame extractor borrowed from the Westland Beekeepers Club (the two splits made no surplus); "
              "he will sell it in 500 g jars under the name Kokatahi Rātā (his mother's idea); the guides at work already bought 20 jars; he booked a stall at the Hokitika Wild Foods Festival on 14 March 2026 for $260; jars and lids cost $1.35, labels 22 cents; "
              "the assistant estimated about 208 jars, suggested $16 to $18 a jar with cut comb, a tasting jar and EFTPOS, and outlined rules to check with MPI: Food Act registration, the tutin standard and testing, labelling (name, weight, address, lot, best-before, no mānuka or health claims), hygiene and the festival's requirements; "
              "he sent a sample to a lab in Christchurch for a tutin test ($95), will sell at $16 a jar, and cut 24 pieces of comb at $14 each.",
   "procedures": [{"name": "Selling honey in New Zealand", "steps": ["Check Food Act registration with MPI", "Test for tutin if required", "Label: name, net weight, address, lot, best-before", "No mānuka or health claims", "Food-grade storage and batch records", "Read the festival's stallholder pack"]}],
   "decisions": [{"decision": "Sell Kokatahi Rātā at $16 a 500 g jar and cut comb at $14", "rationale": "Room to go up after the festival"},
                 {"decision": "Tutin test at a lab in Christchurch ($95)", "rationale": "Summer honey from an area with tutu may need testing"}],
   "outcomes": ["104 kg extracted on 20 and 21 January 2026", "Wild Foods Festival stall booked for 14 March 2026 ($260)"]}),
 ("2026-02-03", "Wēta got stung in the mouth at the hives", [
   ("user", "On Saturday 31 January Wēta came with me to the hives at Kokatahi, like she often does, and while I was taking the last supers off she started snapping at the bees around the entrance of hive 2. "
            "Within a few minutes her lips and muzzle were swelling, she was pawing at her face and drooling: she'd been stung inside her mouth and on the nose. Mum held her while I scraped out two stings. "
            "I drove her straight to Westland Vet Services in Hokitika, where Dr. Aroha Bell gave her an antihistamine injection and a steroid, watched her for an hour and sent her home. Bill: $212. She was back to normal by Sunday. "
            "How do I stop this happening again, and what should I watch for?\n\n"
            "Good news too: the tutin test came back well under the limit, so the honey's cleared to sell. And I passed my NZMGA Alpine Guide assessment at Aoraki/Mount Cook on Thursday 15 January! "
            "Dave Pringle, who owns Waiho Glacier Guides, has offered me the lead guide role from Sunday 1 March at $36 an hour."),
   ("assistant", "Congratulations on the assessment, that's years of work, and on the lead guide offer. And I'm glad Wēta's all right; stings in the mouth are exactly the kind vets take seriously.\n\n"
                 "I'm not a vet, so Dr. Bell's advice comes first, but here's the general picture.\n\n"
                 "## Why mouth stings are worse\n"
                 "Terriers snap at things that buzz, so they tend to get stung **in the mouth, tongue or throat** rather than on a paw. Swelling there can, in rare cases, affect breathing. "
                 "And a dog that has reacted once may react as much or more next time, although that's not certain.\n\n"
                 "## Emergency signs: go straight to the vet\n"
                 "- **Difficulty breathing**, noisy breathing, or a swollen throat\n"
                 "- **Vomiting or diarrhoea** soon after a sting\n"
                 "- **Pale gums**, weakness, wobbliness or **collapse**\n"
                 "- Swelling spreading beyond the face, or hives over the body\n"
                 "- Many stings at once\n\n"
                 "Those can be signs of anaphylaxis, which in dogs often shows up as vomiting and collapse rather than just a puffy face.\n\n"
                 "## Mild reactions\n"
                 "- **Scrape the sting out** sideways with a fingernail or card, as you did.\n"
                 "- A cold compress on the swelling.\n"
                 "- **Ask Dr. Bell now** whether she wants you to keep an **oral antihistamine** at home for Wēta, and at what dose. Don't guess a dose from the internet, and never give human medicines without asking, as some are toxic to dogs.\n\n"
                 "## Prevention\n"
                 "The simplest fix is also the most effective:\n"
                 "1. **Keep her away from the apiary** when you're working the hives: open hives mean alarmed bees.\n"
                 "2. If she has to come, keep her **on a lead well back** from the hives, or shut in somewhere shaded and cool, never in a hot vehicle.\n"
                 "3. At the Whataroa cottage, put the hives **where her yard doesn't overlap the flight path**, ideally behind a fence or hedge so the bees fly up and over.\n"
                 "4. Watch clover in lawns in summer: bees foraging at ground level are another common source of stings for dogs."),
   ("user", "Decided: Wēta doesn't come to the hives any more. When I'm at Kokatahi she stays inside at Mum's with the door shut, which she considers a promotion because Mum feeds her cheese. "
            "Aroha gave us antihistamine tablets with the dose written on the box for next time. And I've said yes to Dave."),
   ("assistant", "That's the best outcome all round: Wēta gets cheese, the bees get peace, and you have the right dose written down by her own vet. Keep the tablets somewhere you'll remember, like the glovebox or the bee box. "
                 "And congratulations again on the lead guide job: 1 March will come round fast.")],
  {"summary": "On 31 January 2026 the user's dog Wēta snapped at bees at hive 2 at Kokatahi and was stung inside the mouth and on the nose; her lips and muzzle swelled; his mother held her while he scraped out two stings; "
              "at Westland Vet Services in Hokitika Dr. Aroha Bell gave an antihistamine injection and a steroid and watched her for an hour; bill $212; she was normal by 1 February; "
              "the tutin test came back well under the limit, so the honey is cleared to sell; he passed his NZMGA Alpine Guide assessment at Aoraki/Mount Cook on 15 January 2026; Dave Pringle, owner of Waiho Glacier Guides, offered him the lead guide role from 1 March 2026 at $36 an hour; "
              "the assistant (not a vet) explained why mouth stings are worse, listed emergency signs (breathing difficulty, vomiting, pale gums, collapse, spreading swelling), advised asking the vet about an oral antihistamine dose, and keeping her away from the apiary; "
              "Wēta no longer comes to the hives and stays inside at his mother's; Dr. Bell gave antihistamine tablets with the dose on the box; he accepted the lead guide role.",
   "procedures": [{"name": "Dog stung by bees", "steps": ["Scrape out the stings", "Cold compress", "Watch for breathing difficulty, vomiting, pale gums, collapse", "Go straight to the vet for emergency signs", "Antihistamine only at the vet's dose", "Keep the dog away from the apiary"]}],
   "decisions": [{"decision": "Wēta no longer comes to the hives; she stays inside at Raewyn's", "rationale": "She was stung in the mouth on 31 January 2026"},
                 {"decision": "Accept the lead guide role from 1 March 2026 at $36 an hour", "rationale": "Passed the NZMGA Alpine Guide assessment"}],
   "outcomes": ["Vet bill $212", "Tutin test passed", "Passed NZMGA Alpine Guide assessment on 15 January 2026"]}),
 ("2026-03-01", "A bee sting on the neck and hives all over: do I have to give up my bees?", [
   ("user", "We moved to Ross's cottage at Whataroa on Saturday 21 February, and I brought 2 hives down from Kokatahi that night, so it's 7 at Kokatahi and 2 here. "
            "On Thursday 26 February, late afternoon, a bee got inside my veil while I was checking the Whataroa hives and stung me on the neck. Within ten minutes I had itchy red welts all over my chest and arms, my lips were tingling, and I felt dizzy and sick. "
            "I've been stung maybe a hundred times and never had more than a swollen hand. Mereana drove me to the Franz Josef Health Centre, 30 minutes; the rural nurse, Fiona Grady, gave me an adrenaline injection and the doctor watched me for four hours. "
            "They've given me a prescription for two EpiPens and referred me to the immunology clinic at Christchurch Hospital for venom testing and maybe 'desensitisation'. "
            "Everyone at work says I should give up the bees. Do I have to?"),
   ("assistant", "That must have been frightening, and I'm glad Mereana got you there quickly. I can't give you medical advice or tell you whether it's safe for you to keep bees: that's a conversation for the immunologist, who can test you and look at your history. "
                 "But I can explain the general picture so you go into that appointment with good questions.\n\n"
                 "## What happened\n"
                 "Welts spreading over your body, tingling lips, dizziness and nausea after a sting are signs of a **systemic allergic reaction**, not just a big local one. "
                 "Beekeepers can develop venom allergy after years of stings without trouble; repeated exposure is actually one of the risk factors. "
                 "After a systemic reaction, future stings carry a real risk of another reaction, which may or may not be more severe.\n\n"
                 "## Venom immunotherapy ('desensitisation')\n"
                 "- After testing confirms the allergy, **venom immunotherapy (VIT)** gives you gradually increasing doses of venom, then regular maintenance injections, usually for **three to five years**.\n"
                 "- It's one of the more effective treatments in allergy medicine: for many people it greatly reduces the risk of a systemic reaction, although protection for **honeybee** venom tends to be a little lower than for wasp venom.\n"
                 "- Beekeepers do keep beekeeping on VIT, but the immunologist decides what's sensible for you.\n\n"
                 "## Until you see the immunologist\n"
                 "Whatever you decide about the bees, these are generally recommended after a systemic reaction:\n"
                 "1. **Carry two adrenaline autoinjectors** (EpiPens) whenever you might be stung, and check the expiry dates.\n"
                 "2. **Know when to use one**: breathing difficulty, throat tightness, faintness, or a reaction spreading beyond the sting site. Use it, then **call 111**, even if you feel better: a second wave can come.\n"
                 "3. **Never work the hives alone.** Someone with you has to know where the EpiPens are and how to use them.\n"
                 "4. **Protect yourself properly**: a full suit with a zipped veil, gloves, and no gaps at the neck, wrists and ankles.\n"
                 "5. **Antihistamines are not a substitute** for adrenaline in a serious reaction.\n"
                 "6. **Tell people**: your dad, Mereana, and your workmates. On the glacier it won't matter much, but at Kokatahi and at home it will.\n"
                 "7. Consider having your dad or a club member do the heavy work (like taking off supers) until you've been assessed.\n\n"
                 "## Questions for the immunology clinic\n"
                 "- Am I a candidate for venom immunotherapy, and what would the schedule be?\n"
                 "- Can I keep beekeeping during treatment, and with what precautions?\n"
                 "- Do any of my medicines matter?\n"
                 "- How long should I wait after a sting before driving?\n\n"
                 "Giving up the bees isn't the only option; but keeping them safely means treating this as a serious allergy from now on."),
   ("user", "Here's the plan until the appointment. I keep the bees, but never alone: Dad at Kokatahi, Mereana here. She's practised with the trainer pen and says she'd 'happily stab me'. "
            "Two EpiPens live in the bee box, and I've bought a full ventilated bee suit instead of my jacket and veil, $389 from Ecrotek. The immunology appointment is on Wednesday 6 May."),
   ("assistant", "That's a careful plan, and Mereana's enthusiasm is reassuring in its own way. Two more small things: keep the EpiPens **out of the sun** (a hot ute or a hive lid in summer can damage them), "
                 "and write down what happened on 26 February (time, symptoms, treatment, how long it lasted) to take to the appointment on 6 May. The immunologist will want exactly that.")],
  {"summary": "The user moved to Ross McKenzie's farm cottage at Whataroa on 21 February 2026 and brought 2 hives from Kokatahi that night (7 at Kokatahi, 2 at Whataroa); "
              "on 26 February 2026 a bee got inside his veil and stung him on the neck; within ten minutes he had welts over his chest and arms, tingling lips, dizziness and nausea; Mereana drove him to the Franz Josef Health Centre, where rural nurse Fiona Grady gave adrenaline and the doctor watched him four hours; "
              "he was prescribed two EpiPens and referred to the immunology clinic at Christchurch Hospital; his workmates say he should give up the bees; "
              "the assistant, which can't give medical advice, explained a systemic allergic reaction and venom immunotherapy (three to five years), and recommended carrying two EpiPens, using one and calling 111 for serious symptoms, never working the hives alone, a full suit, telling people, and questions for the clinic; "
              "he keeps the bees but never alone (his father at Kokatahi, Mereana at Whataroa, who practised with a trainer pen), keeps two EpiPens in the bee box, and bought a full ventilated bee suit from Ecrotek for $389; the immunology appointment is on 6 May 2026.",
   "procedures": [{"name": "Beekeeping after a systemic sting reaction", "steps": ["Carry two EpiPens and check expiry", "Use the EpiPen and call 111 for serious symptoms", "Never work the hives alone", "Full suit with zipped veil", "Tell family and workmates", "See an immunologist about venom immunotherapy"]}],
   "decisions": [{"decision": "Keep the bees but never work them alone", "rationale": "Systemic allergic reaction to a sting on 26 February 2026"},
                 {"decision": "Full ventilated bee suit ($389, Ecrotek) and two EpiPens in the bee box", "rationale": "The bee got inside his veil"}],
   "outcomes": ["Moved to Whataroa on 21 February 2026", "Immunology appointment on 6 May 2026"]}),
 ("2026-03-22", "Wild Foods Festival done: time to raise my honey price?", [
   ("user", "The Wild Foods Festival on Saturday 14 March was brilliant. I sold 138 jars and all 24 pieces of comb by 3 pm, $2,544 taken. Mereana and Dad did the stall with me, and I stayed well away from the tasting bees. "
            "Now the Glacier Country Store in Franz Josef wants to stock it: they've offered $11 a jar wholesale and would sell it at $19.90. "
            "My costs have gone up: the new jars are $1.60 each. I've got about 50 jars' worth left in buckets. I sold out at $16 in a day, so I'm thinking of putting the price up to $18. Should I, and is $11 wholesale fair?\n\n"
            "Also, I started as lead guide on 1 March: $36 an hour, and I run the guide roster and the morning hazard checks."),
   ("assistant", "Congratulations on both. Selling out a festival stall by 3 pm is a strong signal, and so is a shop asking to stock you.\n\n"
                 "## Should you go up to $18?\n"
                 "Yes, I think so:\n"
                 "- **You sold out at $16 in a day.** When a product sells out fast, the price is usually below what people would pay.\n"
                 "- **Your costs went up**: jars from $1.35 to $1.60.\n"
                 "- **The shop will sell at $19.90**, so $18 direct is still a fair deal for your regular buyers, and you don't undercut your own stockist by a big margin.\n"
                 "- Rātā honey is less common than the supermarket honeys, and you have a story.\n\n"
                 "Announce it simply ('$18 from 1 April') and don't apologise for it.\n\n"
                 "## Is $11 wholesale fair?\n"
                 "Shops usually need a margin of roughly 30 to 40% of the retail price to cover rent, staff and card fees. At $19.90 retail:\n"
                 "| Wholesale | Shop's margin |\n"
                 "|---|---|\n"
                 "| $11.00 | about 45% |\n"
                 "| $12.50 | about 37% |\n"
                 "| $13.00 | about 35% |\n\n"
                 "So $11 is on the low side for you. **$12.50** is a reasonable counter: it still leaves the shop a normal margin.\n\n"
                 "## Other terms to agree\n"
                 "- **Outright purchase or consignment?** Outright (they pay for the jars up front) is better for you; consignment means you carry the risk.\n"
                 "- **Payment terms**: on delivery, or within 7 or 20 days.\n"
                 "- **Minimum order** and how often they'll reorder.\n"
                 "- **Shelf placement** and whether they'll use your Kokatahi Rātā story on a shelf card.\n\n"
                 "## Your remaining 50 jars\n"
                 "With a limited stock, decide where it goes before you agree a big order: the shop, your regulars and the guides at work. "
                 "It's fine to tell the shop 'this season I can do 40 jars'; scarcity doesn't hurt a local product.\n\n"
                 "And congratulations on the lead guide role. Running the morning hazard checks is exactly where your refreeze lesson from October pays off."),
   ("user", "Done: $18 a jar from Wednesday 1 April, and the Glacier Country Store takes 40 jars at $12.50, paid upfront. That leaves about 10 jars for Mum's friends and the guides at work. "
            "The price went up because the jars and lids went up and I sold out at $16 in a day."),
   ("assistant", "A good result: a stockist paying upfront at a fair price, and a retail price that reflects demand. Give the shop a copy of your tutin test certificate and make sure every jar they get carries a lot number. "
                 "And start thinking about next season: if demand holds, more hives (or more supers on the ones you have) might be worth it.")],
  {"summary": "At the Hokitika Wild Foods Festival on 14 March 2026 the user sold 138 jars of Kokatahi Rātā and all 24 pieces of comb by 3 pm, taking $2,544; Mereana and his father ran the stall with him; "
              "the Glacier Country Store in Franz Josef offered $11 a jar wholesale to sell at $19.90; new jars cost $1.60; about 50 jars' worth is left; he started as lead guide at Waiho Glacier Guides on 1 March 2026 at $36 an hour, running the guide roster and morning hazard checks; "
              "the assistant said selling out at $16 means the price was low and supported $18, said $11 wholesale leaves the shop about 45% and suggested countering with $12.50, outright purchase, payment terms and a minimum order; "
              "the price is $18 a jar from 1 April 2026 because the jars and lids went up and he sold out at $16 in a day; the Glacier Country Store takes 40 jars at $12.50, paid upfront; about 10 jars are left for his mother's friends and the guides at work.",
   "decisions": [{"decision": "Raise the price to $18 a jar from 1 April 2026", "rationale": "Jars and lids went up and he sold out at $16 in a day"},
                 {"decision": "Sell 40 jars to the Glacier Country Store at $12.50 wholesale, paid upfront", "rationale": "A fair margin for the shop, which sells at $19.90"}],
   "outcomes": ["138 jars and 24 pieces of comb sold at the Wild Foods Festival, $2,544", "Lead guide since 1 March 2026 at $36 an hour"]}),
 ("2026-04-19", "Telling the story of Hine Hukatere in my heli-hike briefings", [
   ("user", "As lead guide I'm rewriting our pre-flight briefing. Most of the guides open with the glacier's retreat numbers and the story of it being named after the Austrian emperor. "
            "I'd like to start with the Māori name, Kā Roimata o Hine Hukatere, and the story behind it, and do the opening lines in te reo. "
            "I'm doing Te Ara Reo Māori level 2, online on Tuesday nights through Te Wānanga o Aotearoa, but I'm no expert. Mereana's aunty, Rangi Tainui, lives at Bruce Bay and is involved with Te Rūnanga o Makaawhio. "
            "How do I do this properly, without getting it wrong or taking something that isn't mine to tell?\n\n"
            "Hive news: hive 4 at Kokatahi went queenless in March, so I combined it with hive 6 on 11 April using the newspaper method. I'm down to 8: 6 at Kokatahi and 2 here at Whataroa."),
   ("assistant", "It's a good instinct, and the fact that you're asking how to do it properly is most of the answer. Here's how I'd approach it.\n\n"
                 "## 1. The story belongs to mana whenua\n"
                 "Pūrākau like the story of Hine Hukatere are held by the hapū and iwi of the place; in South Westland that means the people of Te Rūnanga o Makaawhio, within Ngāi Tahu. "
                 "There are different versions of many pūrākau, and which version is told, how, and by whom is theirs to decide. "
                 "Using it in a **commercial** tour makes this more important, not less.\n\n"
                 "## 2. Ask, don't tell\n"
                 "- Go to **Aunty Rangi through Mereana**, and ask whether it's appropriate for the company's guides to share the story, and if so, **which version** and in what words.\n"
                 "- **Bring a koha** and expect to listen more than talk. Don't turn up with a finished script for her to approve.\n"
                 "- Be open to the answer being 'not like that' or 'talk to the rūnanga first'.\n\n"
                 "## 3. Make it a company relationship, not just yours\n"
                 "- Talk to **Dave** about approaching the rūnanga formally, so it doesn't rely on your personal connection.\n"
                 "- Offer to **pay for their time** to review the whole briefing, not just the story.\n"
                 "- Ask whether they'd want to be **credited** in the briefing.\n\n"
                 "## 4. The te reo\n"
                 "- Keep the opening **short**: a greeting and the glacier's name, said well, beats a long passage said badly.\n"
                 "- Get your **pronunciation checked** by your tutor or Aunty Rangi, and practise the vowels: Kā, Hine, Hukatere.\n"
                 "- Every guide who uses it should learn it properly, not read it off a card.\n\n"
                 "## 5. Telling it\n"
                 "- **Don't embellish** or dramatise beyond the version you're given.\n"
                 "- Say where the story comes from: *'This is the story as the people of Makaawhio tell it.'*\n"
                 "- It can sit alongside the retreat numbers: the glacier's name and its shrinking are both part of what people are looking at.\n\n"
                 "## 6. Training\n"
                 "Consider cultural capability training for all your guides, so the briefing is something the whole team understands rather than a script.\n\n"
                 "(And sorry about hive 4: combining a queenless colony with a strong one is the right call. Eight hives on two sites is a good number to manage.)"),
   ("user", "Aunty Rangi said yes to going over it with me at her place on Sunday 3 May. Mereana says bring a koha and a cake, not a script. "
            "Dave is keen to have the rūnanga review the whole briefing and to pay them for their time."),
   ("assistant", "That's a lovely way for this to start, and Mereana's advice is better than mine: a koha and a cake, not a script. "
                 "Listen first, take notes afterwards rather than during if that feels more respectful, and ask Aunty Rangi how she'd like you to check back with her once the new briefing is drafted. "
                 "Dave's support for a paid review by the rūnanga makes this something that will last beyond you.")],
  {"summary": "As lead guide the user is rewriting the pre-flight briefing to open with the glacier's Māori name, Kā Roimata o Hine Hukatere, its story and opening lines in te reo; he studies Te Ara Reo Māori level 2 online on Tuesday nights through Te Wānanga o Aotearoa; "
              "Mereana's aunty, Rangi Tainui, lives at Bruce Bay and is involved with Te Rūnanga o Makaawhio; hive 4 at Kokatahi went queenless in March 2026 and was combined with hive 6 on 11 April 2026 with the newspaper method, leaving 8 hives: 6 at Kokatahi and 2 at Whataroa; "
              "the assistant said the story belongs to mana whenua (Te Rūnanga o Makaawhio), advised asking Aunty Rangi through Mereana which version may be told, bringing a koha, making it a company relationship with a paid review and credit, keeping the te reo short with checked pronunciation, not embellishing, and cultural capability training; "
              "Aunty Rangi will go over it with him at her place on 3 May 2026; Mereana says bring a koha and a cake, not a script; Dave Pringle wants the rūnanga to review the whole briefing and will pay them for their time.",
   "procedures": [{"name": "Sharing a pūrākau in a commercial tour", "steps": ["Ask mana whenua, don't tell", "Bring a koha; listen first", "Use the version they give", "Make it a company relationship with a paid review", "Credit the source", "Keep the te reo short and checked", "Cultural capability training for guides"]}],
   "decisions": [{"decision": "Open the briefing with Kā Roimata o Hine Hukatere, reviewed by Te Rūnanga o Makaawhio", "rationale": "The story belongs to mana whenua"},
                 {"decision": "Combine queenless hive 4 with hive 6 on 11 April 2026", "rationale": "Hive 4 went queenless in March"}],
   "outcomes": ["8 hives: 6 at Kokatahi, 2 at Whataroa", "Meeting with Aunty Rangi on 3 May 2026"]}),
 ("2026-05-10", "A 1080 drop behind Whataroa: keeping Wēta safe", [
   ("user", "DOC has put up notices: an aerial 1080 drop over the hills behind Whataroa, including the bush at the back of Ross's farm, planned for Monday 18 May, weather permitting. "
            "Mereana says these drops are what protect the rowi and the forest from rats, stoats and possums, but she's worried about Wēta, who eats anything. What do we need to do?\n\n"
            "Also: the immunology appointment in Christchurch was on Wednesday 6 May. Dr. Prakash Menon did skin tests: strongly positive to honeybee venom. "
            "I'm starting venom immunotherapy on Wednesday 20 May with a two-day build-up in Christchurch, then a maintenance injection every four weeks at Te Nikau in Greymouth, for at least three to five years. "
            "He said I can keep beekeeping as long as I carry two EpiPens and never work alone."),
   ("assistant", "Good news from Christchurch: a clear diagnosis, a treatment plan, and a green light to keep your bees with the precautions you're already taking.\n\n"
                 "Now Wēta. Mereana's right about both halves: 1080 drops do protect kiwi, and dogs are **extremely** sensitive to 1080. Here's what's generally advised; your vet and the DOC notice have the local specifics.\n\n"
                 "## Why dogs are at risk\n"
                 "- Dogs are among the animals most sensitive to 1080; a very small amount can kill.\n"
                 "- There is **no antidote**. Treatment is about getting it out fast and supportive care.\n"
                 "- The risk isn't only the baits: dogs can be poisoned by **eating carcasses** of poisoned possums, rats or deer, which stay toxic for a long time, often **months**, especially in cold or dry weather.\n\n"
                 "## What to do\n"
                 "1. **Read the DOC notice** for the exact area and dates, and watch for the **warning signs** at access points. The caution period lasts until DOC takes the signs down, which can be months after the drop.\n"
                 "2. **Keep Wēta on a lead** anywhere near the treated area, and on walks generally, for the whole caution period.\n"
                 "3. **Use a basket muzzle** (one she can pant and drink in) on walks. For a dog that eats anything, the muzzle is your real protection; a lead alone won't stop a quick mouthful.\n"
                 "4. **Check your own yard and paddocks** after the drop, especially near the bush edge: baits can land outside the boundary, and birds or animals can carry carcasses.\n"
                 "5. **Talk to Ross** about his farm dogs and his plan; farmers near drops usually know the drill.\n"
                 "6. **Call Westland Vet Services before the drop** and ask what they'd want you to do if you thought she'd eaten something, and how fast you can get there. Don't try to make her vomit unless the vet tells you to.\n\n"
                 "## Signs of 1080 poisoning in dogs\n"
                 "Usually within **30 minutes to a few hours**: vomiting, agitation, **running or howling** as if in a panic, shaking, then seizures. "
                 "If you see any of these, or even suspect she's eaten a bait or a carcass, **go to the vet immediately**; minutes matter.\n\n"
                 "## And you\n"
                 "On venom immunotherapy, the usual advice is to be observed for a while after each injection and to keep carrying your EpiPens, since you're not protected yet during the build-up."),
   ("user", "The drop was moved to Wednesday 27 May because of the weather. We've bought Wēta a Baskerville muzzle ($45), and she's on the lead and muzzled for every walk until DOC takes the signs down. "
            "Aroha has put her on file so we can come straight in if we need to."),
   ("assistant", "That's the right setup. A tip for the muzzle: let her get used to it with treats for a few days (she can take small pieces through a Baskerville), so it becomes 'walk time' rather than a punishment. "
                 "And note the 27 May date somewhere visible, because the caution period runs from the drop, not from the original date. Good luck with the first injections on the 20th.")],
  {"summary": "DOC planned an aerial 1080 drop over the hills behind Whataroa, including the bush behind Ross McKenzie's farm, for 18 May 2026; Mereana says the drops protect rowi and forest from rats, stoats and possums but worries about Wēta, who eats anything; "
              "at the immunology appointment in Christchurch on 6 May 2026 Dr. Prakash Menon's skin tests were strongly positive to honeybee venom; the user starts venom immunotherapy on 20 May 2026 with a two-day build-up in Christchurch, then maintenance injections every four weeks at Te Nikau in Greymouth for three to five years; he may keep beekeeping with two EpiPens and never alone; "
              "the assistant explained that dogs are extremely sensitive to 1080 with no antidote and that carcasses stay toxic for months, and advised reading the DOC notice, a lead and a basket muzzle for the whole caution period, checking the yard, talking to Ross, calling the vet beforehand and knowing the signs (vomiting, agitation, running, shaking, seizures); "
              "the drop was moved to 27 May 2026 because of the weather; they bought Wēta a Baskerville muzzle ($45) and she is on the lead and muzzled on every walk until DOC takes the signs down; Dr. Aroha Bell put her on file.",
   "procedures": [{"name": "Keeping a dog safe during a 1080 drop", "steps": ["Read the DOC notice and watch the signs", "Lead near the treated area", "Basket muzzle on walks for the whole caution period", "Check the yard and paddocks", "Talk to the farmer", "Call the vet beforehand", "Go to the vet immediately if poisoning is suspected"]}],
   "decisions": [{"decision": "Wēta on the lead and muzzled (Baskerville, $45) on every walk until DOC takes the signs down", "rationale": "Dogs are extremely sensitive to 1080 and carcasses stay toxic for months"},
                 {"decision": "Start venom immunotherapy on 20 May 2026", "rationale": "Strongly positive skin test to honeybee venom; lets him keep beekeeping"}],
   "outcomes": ["1080 drop moved from 18 May to 27 May 2026", "Skin tests positive to honeybee venom on 6 May 2026"]}),
 ("2026-06-07", "Job offer: safety and training manager, or stay on the ice?", [
   ("user", "Sheryl Doyle, our operations manager, is leaving at the start of July to move to Queenstown, and Dave Pringle has offered me a new role: safety and training manager, $74,000 a year, starting Wednesday 1 July. "
            "I'd run the safety management system, the adventure activities safety audit, guide training and incident reviews, and I'd only be on the ice about two days a week in summer. "
            "As a guide and then lead guide on $36 an hour, I made about $68,000 in the last year with overtime. "
            "I love guiding, but my knees are 34 going on 60, and after the sting it feels sensible to have a steadier job. What should I think about, and should I negotiate?"),
   ("assistant", "Congratulations: being asked to run safety and training at 34 says a lot about how the company sees you, and the incident report you wrote in October probably didn't hurt.\n\n"
                 "## Compare like with like\n"
                 "- **$74,000 salary vs about $68,000 hourly with overtime.** On paper it's $6,000 more. But salaried roles usually don't pay overtime, and a safety manager in a busy summer can easily work 50-hour weeks. "
                 "Work out what your hourly rate would be at the hours you expect to work in January, not in June.\n"
                 "- **Stability:** a salary doesn't drop when the weather cancels flights for a week; hourly pay does.\n"
                 "- **Your body:** fewer days on the ice means less wear on the knees, which matters over a career.\n\n"
                 "## What you'd lose\n"
                 "- Most of your days on the glacier, which is why you do this job.\n"
                 "- **Currency as a guide.** Your NZMGA qualification and your judgement on the ice depend on regular time out there.\n\n"
                 "## Negotiate, and not only on money\n"
                 "Dave needs someone he trusts in this role quickly, with Sheryl leaving; that gives you some leverage. Reasonable things to ask for:\n"
                 "1. **Salary: around $80,000.** A specialist role with audit responsibility, filled internally, so no recruitment cost for him.\n"
                 "2. **Two days a week on the ice, written into the job description**, so it doesn't quietly disappear in the first busy week.\n"
                 "3. **A training budget for you**, for example a set amount a year for courses (advanced first aid, avalanche, NZMGA professional development).\n"
                 "4. **A review after six months**, with the salary looked at again once you've run a summer season.\n"
                 "5. **A proper handover from Sheryl** before she leaves, especially on the audit.\n\n"
                 "## Questions to ask yourself\n"
                 "- In five years, do you want to be the best guide on the glacier, or the person who makes all the guides safer?\n"
                 "- How will the job fit with your bees, the VIT injections every four weeks in Greymouth, and a 30-minute commute?\n\n"
                 "If the answers point to the new role, ask for it in a short email, with one line of reasoning per request."),
   ("user", "I asked Dave for $80,000, two days a week on the ice written into the job description, and $2,000 a year for my own training. He came back with $78,000 and agreed to the rest. I've said yes."),
   ("assistant", "That's a strong outcome: most of the money and everything that protects what you love about the job. Ask for the final offer in writing, with the two ice days and the $2,000 training budget spelled out, "
                 "and try to shadow Sheryl on as much of the audit preparation as possible before she goes.")],
  {"summary": "Sheryl Doyle, operations manager at Waiho Glacier Guides, is leaving at the start of July 2026 to move to Queenstown; owner Dave Pringle offered the user the new role of safety and training manager at $74,000 a year from 1 July 2026, "
              "running the safety management system, the adventure activities safety audit, guide training and incident reviews, with about two days a week on the ice in summer; he made about $68,000 in the last year as guide and lead guide ($36 an hour) with overtime; his knees are sore and he wants a steadier job after the sting; "
              "the assistant compared salary with hourly pay and overtime, noted stability, his knees and guiding currency, and suggested negotiating about $80,000, two ice days a week in the job description, a training budget, a six-month review and a handover from Sheryl; "
              "he asked for $80,000, two days a week on the ice written into the job description and $2,000 a year for training; Dave offered $78,000 and agreed to the rest; he accepted.",
   "decisions": [{"decision": "Accept the safety and training manager role at $78,000 with two ice days a week and $2,000 a year for training", "rationale": "A steadier salaried job, easier on his knees, while keeping time on the ice"}],
   "outcomes": ["Offer negotiated from $74,000 to $78,000"]}),
 ("2026-06-28", "Annual Disease Return and getting the hives through a West Coast winter", [
   ("user", "Admin and winter. I did my Annual Disease Return for the AFB Management Agency on Thursday 28 May: 8 hives on two apiaries, one case of AFB declared (hive 5, burned on 16 November). "
            "Winter at Whataroa is wet rather than cold, and the two hives here sit on a slope near the bush edge. What should I be doing with the hives between now and September?\n\n"
            "Work: my start as safety and training manager has moved from 1 July to Monday 13 July, because Sheryl is staying until 10 July to finish the adventure activities safety audit. "
            "And I've had my first maintenance injection at Te Nikau on 17 June, with no reaction."),
   ("assistant", "Good to hear the injections are going smoothly, and a later start with Sheryl finishing the audit is actually a gift: you get to watch the whole thing before it's yours.\n\n"
                 "## Winter hive care on the West Coast\n"
                 "In a wet, mild climate, **damp kills more colonies than cold**. The bees can cope with cool temperatures; they struggle with condensation dripping onto the cluster.\n\n"
                 "### 1. Keep them dry\n"
                 "- **Tilt each hive slightly forward** so rain runs out of the entrance rather than pooling on the floor.\n"
                 "- **Raise them off the ground** on stands or pallets.\n"
                 "- **Ventilation:** a small gap or a vented mat at the top lets moist air out; don't seal them up tight.\n"
                 "- Check that lids are **weighted or strapped**: West Coast storms move lids.\n\n"
                 "### 2. Stores\n"
                 "- **Heft the hives** (lift the back gently) every few weeks to judge the weight. A colony going into winter on the West Coast needs plenty of stores, because there are long runs of days when they can't fly.\n"
                 "- If one feels light, feed **fondant** or a block of sugar candy on the top bars; syrup is less suitable in cold, wet weather.\n\n"
                 "### 3. Varroa\n"
                 "- Make sure your **autumn treatment** came out on schedule, and do a **mite wash** on a mild day in late winter. Winter bees carrying heavy mite loads are a common cause of colonies dying in spring.\n\n"
                 "### 4. Pests\n"
                 "- **Entrance reducers or mouse guards**: mice like warm, quiet hives in winter.\n"
                 "- Wasps are mostly a late-summer problem, but keep entrances small while colonies are weak.\n\n"
                 "### 5. The bush edge\n"
                 "Near bush, hives get less sun and more damp. If you can, move them to a sunnier spot a few metres away (a short move is fine if done gradually), or at least clear any branches shading them in the afternoon.\n\n"
                 "### 6. Off-season jobs\n"
                 "- Clean and scrape boxes; **never reuse gear from an unknown source**, given your AFB history.\n"
                 "- Order spring varroa treatment now (Bayvarol again, since Apivar was the autumn one).\n"
                 "- Plan the spring check for late August, with your dad or Mereana, EpiPens in the box."),
   ("user", "The autumn Apivar strips came out on 30 May. I'll heft them every three weeks, and Dad's making fondant. Both Whataroa hives are tilted forward now."),
   ("assistant", "That covers the big risks. If you get a fine day in August, a quick look without pulling frames apart (just under the lid) will tell you whether the cluster is still up near its stores. "
                 "Then you're set for the spring check, and you'll be doing it with a full year of records behind you.")],
  {"summary": "The user filed his Annual Disease Return with the AFB Management Agency on 28 May 2026: 8 hives on two apiaries, one AFB case declared (hive 5, burned 16 November 2025); the two Whataroa hives sit on a slope near the bush edge; "
              "his start as safety and training manager moved from 1 July to 13 July 2026 because Sheryl Doyle is staying until 10 July to finish the adventure activities safety audit; he had his first maintenance venom injection at Te Nikau on 17 June 2026 with no reaction; "
              "the assistant said damp kills more colonies than cold on the West Coast and advised tilting hives forward, raising them, top ventilation, strapped lids, hefting for stores and feeding fondant, a late-winter mite wash, mouse guards, more sun near the bush edge, cleaning gear and ordering Bayvarol for spring; "
              "the autumn Apivar strips came out on 30 May 2026; he will heft the hives every three weeks, his father is making fondant, and both Whataroa hives are tilted forward.",
   "procedures": [{"name": "Wintering hives in a wet climate", "steps": ["Tilt hives forward", "Raise them off the ground", "Top ventilation", "Strap or weight lids", "Heft for stores; feed fondant", "Late-winter mite wash", "Mouse guards", "Clean gear; order spring treatment"]}],
   "decisions": [{"decision": "Heft the hives every three weeks and feed fondant if light", "rationale": "Long wet spells when bees can't fly"}],
   "outcomes": ["Annual Disease Return filed on 28 May 2026", "Safety and training manager start moved to 13 July 2026", "First maintenance injection on 17 June 2026, no reaction"]}),
 ("2026-07-19", "Swimming with humpback whales in Tonga: what to know and pack", [
   ("user", "Something fun for once. Mereana's fixed-term contract became permanent on 1 July: she's now a permanent DOC ranger on the rowi programme at Ōkārito. "
            "To celebrate, and for our five years together, we've booked Vava'u in Tonga for 8 to 15 September to swim with humpback whales: flights from Christchurch via Auckland, $2,980 for the two of us, and a guesthouse in Neiafu. "
            "Wēta will stay with Mum and Dad at Kokatahi. My first week as safety and training manager went well, though I miss the ice already.\n\n"
            "What should we know about the whale swims (is it ethical?), what should we pack, and will my venom injections be a problem?"),
   ("assistant", "Congratulations to Mereana on the permanent job, and happy five years. Vava'u in September is peak humpback season, so your timing is good.\n\n"
                 "## Is it ethical?\n"
                 "Tonga is one of the few places where swimming with humpbacks is allowed, and it's **regulated**:\n"
                 "- Go only with a **licensed operator**. Ask how many swimmers they put in the water at once (small groups with a guide are the norm) and how they handle a mother and calf that are resting.\n"
                 "- **No touching, no chasing, no blocking the whales' path.** The whales decide how close they come.\n"
                 "- A good operator will **end an encounter** if the whales seem disturbed, and some days you won't get in the water at all. That's the operator doing it right.\n"
                 "- Read recent reviews with an eye for how crews talk about the whales, not just the photos.\n\n"
                 "## Fitness and the water\n"
                 "- You'll be snorkelling in open ocean, sometimes in chop. Both of you should be **comfortable swimming without touching anything**; practise with fins before you go if you haven't in a while.\n"
                 "- The water is around the low to mid twenties in September; a **3 mm wetsuit** or shortie is comfortable for several swims a day.\n"
                 "- **Seasickness** is common on whale boats; bring tablets and take them before you board.\n\n"
                 "## Packing list\n"
                 "- Mask, snorkel and fins that fit you (operators provide them, but your own fit better)\n"
                 "- Reef-safe sunscreen, a hat, a rash shirt\n"
                 "- Seasickness tablets, a dry bag, a waterproof phone pouch\n"
                 "- Some cash in pa'anga: small places often don't take cards\n"
                 "- Light clothes, a warm layer for the boat, and modest clothes for church on Sunday (Tonga takes Sunday seriously: most businesses close)\n\n"
                 "## Your allergy and the injections\n"
                 "- **Talk to Dr. Menon** about timing. Maintenance injections are usually given at regular intervals, and a trip in the middle of the interval is normally easy to work around.\n"
                 "- **Take both EpiPens in your carry-on**, with a **doctor's letter** for airport security, and keep them out of hot cars and direct sun in Tonga.\n"
                 "- **Travel insurance:** declare the venom allergy. Undeclared pre-existing conditions are a classic reason for claims being refused.\n"
                 "- Remember Tonga has bees too, and medical care on Vava'u is limited; treat the EpiPens as part of your daily kit.\n\n"
                 "## Wēta\n"
                 "Leave your mum a short list: food amounts, the antihistamine tablets and dose from Dr. Bell, the vet's number, and a reminder that she stays away from the hives."),
   ("user", "Good call on the insurance: declaring the bee allergy added $38. Dr. Menon moved my September injection to 3 September, so the trip sits in the middle of the four weeks. "
            "And Mum's already bought cheese for Wēta."),
   ("assistant", "Then you're sorted: the injection timed, the insurance honest, and Wēta's cheese supply secured. Enjoy Vava'u. "
                 "If a calf comes up to look at you, stay still and let it do the approaching; those are the moments people remember for the rest of their lives.")],
  {"summary": "Mereana Wihongi's fixed-term DOC contract became permanent on 1 July 2026: she is a permanent DOC ranger on the rowi programme at Ōkārito; for that and their five years together they booked a trip to Vava'u, Tonga, from 8 to 15 September 2026 to swim with humpback whales: "
              "flights from Christchurch via Auckland ($2,980 for two) and a guesthouse in Neiafu; Wēta will stay with the user's parents at Kokatahi; his first week as safety and training manager went well; "
              "the assistant advised a licensed operator, no touching or chasing, fitness for open-ocean snorkelling, a 3 mm wetsuit, seasickness tablets, a packing list, cash in pa'anga, Sunday closures, talking to Dr. Menon about injection timing, EpiPens in carry-on with a doctor's letter, declaring the allergy for travel insurance and a care list for Wēta; "
              "declaring the bee allergy added $38 to the insurance; Dr. Prakash Menon moved his September injection to 3 September 2026; his mother bought cheese for Wēta.",
   "decisions": [{"decision": "Trip to Vava'u, Tonga, 8 to 15 September 2026 to swim with humpback whales", "rationale": "Celebrating Mereana's permanent job and five years together"},
                 {"decision": "Declare the bee venom allergy on the travel insurance (+$38)", "rationale": "Undeclared pre-existing conditions can void claims"}],
   "outcomes": ["Mereana permanent DOC ranger from 1 July 2026", "September injection moved to 3 September 2026"]}),
]

QUESTIONS_138 = [
 # single facts the user said about himself, his family, his dog and things owned
 ("What's my dog called?", "Wēta, a Jack Russell cross"),
 ("Where does Mereana work?", "DOC, as a ranger on the rowi kiwi programme at Ōkārito (permanent since 1 July 2026)"),
 ("What did Dad do for work before he retired?", "he drove haul trucks at the Stockton coal mine for 31 years"),
 ("Who owns Waiho Glacier Guides?", "Dave Pringle"),
 ("Which vet treated Wēta after she got stung?", "Dr. Aroha Bell at Westland Vet Services in Hokitika"),
 ("What's my honey called?", "Kokatahi Rātā"),
 ("Who bought Dad's whitebait stand?", "Barry 'Bazza' Kerr, his neighbour on the Arahura"),
 ("What does my sister Kirsty do?", "she's a helicopter pilot in Wānaka"),
 ("Who was the client who dislocated her shoulder on the ice?", "Anouk de Vries, a 52-year-old Dutch tourist from Utrecht"),
 # when
 ("When did Dad and I burn the hive with AFB?", "Sunday 16 November 2025, at dusk"),
 ("When did I pass my NZMGA Alpine Guide assessment?", "Thursday 15 January 2026, at Aoraki/Mount Cook (postponed from 24 November)"),
 ("When did we move to Whataroa?", "Saturday 21 February 2026"),
 ("When did I have the allergic reaction to the bee sting?", "Thursday 26 February 2026"),
 ("When did Wēta do her kiwi aversion training?", "Sunday 2 November 2025, at Harihari"),
 # counts and amounts
 ("How much honey did I extract in January?", "104 kg (from 7 hives, 20 and 21 January 2026)"),
 ("How much was Wēta's vet bill for the bee stings?", "$212"),
 ("How many jars did I sell at the Wild Foods Festival?", "138 jars (plus 24 pieces of comb; $2,544 taken)"),
 # lists across chats
 ("What am I doing to stay safe around the bees since my reaction?", "two EpiPens in the bee box, never working the hives alone (Dad at Kokatahi, Mereana at Whataroa), a full ventilated bee suit, and venom immunotherapy since 20 May 2026"),
 ("Where have I sold my honey?", "to the guides at work, at my stall at the Hokitika Wild Foods Festival, and wholesale to the Glacier Country Store in Franz Josef"),
 ("What have we done to keep Wēta safe this year?", "kiwi aversion training (November 2025), keeping her away from the hives (she stays inside at Mum's), and a lead and Baskerville muzzle on every walk for the 1080 drop"),
 ("What jobs have I had at Waiho Glacier Guides this year?", "senior glacier guide ($31.50 an hour), lead guide from 1 March 2026 ($36 an hour), then safety and training manager from 13 July 2026 ($78,000)"),
 ("What problems have I had with my hives this year?", "high varroa in hive 3 (9 mites per 300 bees) in August, American foulbrood in hive 5 (burned in November), and hive 4 going queenless (combined with hive 6 in April)"),
 # latest value of something that changed
 ("How much is a jar of my honey now?", "$18 for 500 g (since 1 April 2026; it was $16)"),
 ("What's my job now?", "safety and training manager at Waiho Glacier Guides, since 13 July 2026, on $78,000 a year"),
 ("How many hives do I have now?", "8 (6 at Kokatahi and 2 at Whataroa)"),
 ("Where do we live now?", "in Ross McKenzie's farm cottage at Whataroa ($360 a week), since 21 February 2026"),
 # yes/no
 ("Did Dad keep his whitebait stand?", "No (he sold it to Bazza Kerr for $38,000)"),
 ("Did my rātā honey pass the tutin test?", "Yes"),
 ("Am I still keeping bees?", "Yes"),
 ("Did WorkSafe have to be notified about Anouk's accident?", "Yes (Sheryl notified them on 10 October 2025, as she was admitted overnight)"),
 # why
 ("Why didn't I take over Dad's whitebait stand?", "September and October are my busiest months on the glacier and with the bees, and I couldn't be at the river (two hours away) for the tides"),
 ("Why did we leave the Cron Street unit?", "Glenys put the rent up from $390 to $440 a week; Ross's cottage at Whataroa is $360 with a fenced yard for Wēta, room for hives, and a shorter drive for Mereana to Ōkārito"),
 ("Why did my start as safety and training manager move to 13 July?", "Sheryl Doyle stayed on until 10 July to finish the adventure activities safety audit"),
 ("Why did I put my honey price up?", "the jars and lids went up (to $1.60) and I sold out at $16 in a day"),
 # what the assistant recommended
 ("What did you tell me to do after finding AFB?", "report it to the AFB Management Agency within 7 days, scorch the hive tool, burn leather gloves and wash the suit, inspect every brood frame of the other hives (again in 4 to 6 weeks), don't swap frames or gear, never feed honey, and keep records"),
 ("How did you suggest I write up Anouk's accident?", "a factual report in time order with times (conditions, what happened, first aid, evacuation), contributing factors without blame or speculation, corrective actions, witnesses and photos; and the company should notify WorkSafe since she was admitted as an inpatient"),
 ("What did you suggest I ask for when I was offered the safety manager job?", "around $80,000, two days a week on the ice written into the job description, a training budget, a six-month review and a proper handover from Sheryl"),
 # inference
 ("Would Wēta be good company when I'm working the hives?", "Likely no"),
 ("Is Dad likely to be fishing his own whitebait stand next spring?", "Likely no"),
 # not in the archive
 ("What's Mereana's mother called?", "Not mentioned in my chats"),
 ("What car does Mereana drive?", "Not mentioned in my chats"),
]


def assistant_chats_61_at(folder):
    """The archive of CHATS_138 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a61c", CHATS_138, "claude")


@pytest.fixture(scope="module")
def assistant_chats_61(tmp_path_factory):
    return assistant_chats_61_at(tmp_path_factory.mktemp("assistant61"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_138, "assistant 61")


def test_the_archive_finds_the_foulbrood_hive(assistant_chats_61):
    assert assistant_chats_61.search("foulbrood").results
