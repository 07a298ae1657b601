"""A thirty-sixth written archive of a user's chats with an AI assistant, in the user's own
condensed format, written blind with its questions and gold answers before any run of
`kbsearch answer` on it, and without reading the answer rules. Its questions are read by the
developers after its first measure. A hearing aid acoustician in Steyr, Upper Austria, Theresa
Hinterberger, 38, who lives in Sierning with her husband Florian, a maintenance electrician at the
BMW engine plant, their children Elias and Leni, and Gustl, an old ginger tomcat. She chats with
Claude from January to October 2025: solar panels with a battery for their 1964 house (three
quotes, a start date that slips, a final bill above the quote, a feed-in price that is cut and an
energy community joined instead), her mother Hermine's fall and diagnosis of Alzheimer's (a lasting
power of attorney, mobile care that grows, a Pflegegeld level that is raised, a day centre, and an
80th birthday lunch that moves from a Gasthof to her own table), learning the Steirische harmonika,
an ETF savings plan and Bausparverträge for the children, and the cat's overactive thyroid, with
facts the user updates later (the solar cost, who buys the surplus, the care level, the monthly
saving, the party).
bench/answer_conversations.py asks every question ("assistant 36")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_88 = [
 ("2025-01-12", "Are solar panels worth it on our 1964 house?", [
   ("user", "Hi Claude. I'm Theresa, I'm a hearing aid acoustician at Hörstudio Reithofer on the Stadtplatz in Steyr (Tuesday to Saturday, so Mondays are my day for life admin). "
            "My husband Florian is a maintenance electrician at the BMW engine plant in Steyr and works rotating shifts. We live in Sierning in a house built in 1964 that we bought in 2019, "
            "with our kids Elias (9) and Leni (5) and Gustl, our 12-year-old ginger tom.\n\n"
            "We're thinking about solar panels. The main roof faces south-west, about 55 m² of usable area, and the tiles were replaced in 2019 when we bought the house. "
            "We use about 5,400 kWh of electricity a year and pay Energie AG €118 a month. A local electrician, Elektro Kaltenbrunner here in Sierning, has quoted €15,800 for 9.9 kWp without a battery. "
            "Is it worth it, and do we need a battery?"),
   ("assistant", "Solar on a south-west roof in Upper Austria is usually a sound investment, and the fact that your roof was re-tiled in 2019 removes one of the biggest worries. "
                 "I can't see your roof or today's prices, but here's how to think it through.\n\n"
                 "## 1. Is the roof ready?\n"
                 "- **Age of the covering:** panels stay on for 25 years or more, so you don't want to take them off to re-roof. Tiles from 2019 are fine.\n"
                 "- **The structure:** a 1964 roof was not designed with panels in mind. Ask each installer to check the rafters and the battens and to say in writing that the load is fine.\n"
                 "- **Shading:** chimneys, dormers, trees or a neighbour's house can cut the yield of a whole string of panels. A good installer will model this.\n\n"
                 "## 2. How big?\n"
                 "About 10 kWp on a south-west roof in your area typically produces in the region of 10,000 kWh a year, nearly twice what you use. That's normal: you'll use some of it yourself and sell the rest. "
                 "Your own use is what saves the most money, because every kWh you don't buy saves you the full price, while surplus sells for much less.\n\n"
                 "## 3. Do you need a battery?\n"
                 "It depends on **when** you use electricity:\n"
                 "- **Without a battery,** households where everyone is out during the day often use only 25 to 35% of what they produce.\n"
                 "- **With a battery** of around 8 to 10 kWh, that often rises to 55 to 70%, because the evening cooking, washing and lights run on the day's sun.\n"
                 "- **The catch:** a battery adds several thousand euros and has a shorter life than the panels (often 10 to 15 years).\n\n"
                 "With you at work Tuesday to Saturday and Florian on shifts, a battery is worth pricing properly. Ask every installer for **two prices: with and without a battery**, "
                 "and whether a battery can be added later without replacing the inverter.\n\n"
                 "## 4. Get three quotes\n"
                 "Ask each for the same things so you can compare:\n"
                 "1. Panel make, number and kWp; inverter make; battery make and capacity\n"
                 "2. A yield estimate for your roof\n"
                 "3. What's included: scaffolding, the grid registration with Netz OÖ, any work on the meter cabinet, the monitoring app\n"
                 "4. Warranties: product warranty on panels, inverter and battery, and the installer's own workmanship warranty\n"
                 "5. The start date and the payment schedule\n\n"
                 "## 5. Money in and money out\n"
                 "- **Subsidies:** check the current federal support for PV and storage and whether your Gemeinde gives anything; the rules change often.\n"
                 "- **Selling the surplus:** you can sell to your supplier, to OeMAG, or to a local energy community. Prices vary a lot, so compare them once the system is running.\n\n"
                 "## 6. Rough payback\n"
                 "Many households see the system pay for itself in 8 to 12 years, after which the power is close to free. The more you use yourself, the quicker it pays back.\n\n"
                 "Would you like a checklist of questions to send the installers?"),
   ("user", "That's perfect, thanks. Florian is asking two more companies to quote. Gustl will be furious about the scaffolding."),
   ("assistant", "Gustl will survive a few days of scaffolding, although he may not forgive you quickly. When the other quotes come in, send them over and we'll put them side by side.")],
  {"summary": "The user, Theresa Hinterberger, 38, is a hearing aid acoustician at Hörstudio Reithofer on the Stadtplatz in Steyr, Upper Austria, working Tuesday to Saturday; her husband Florian, 41, is a maintenance electrician on rotating shifts at the BMW engine plant in Steyr; "
              "they live in Sierning in a 1964 house bought in 2019 with their children Elias, 9, and Leni, 5, and Gustl, a 12-year-old ginger tomcat; "
              "they are considering solar panels on the south-west roof (about 55 m², re-tiled in 2019); usage about 5,400 kWh a year with Energie AG at €118 a month; Elektro Kaltenbrunner in Sierning quoted €15,800 for 9.9 kWp without a battery; "
              "the assistant explained checking the roof structure and shading, sizing around 10 kWp, that a battery raises self-consumption from roughly 30% to 60% or more, getting three comparable quotes with and without a battery, subsidies, selling the surplus and a payback of 8 to 12 years; "
              "Florian is getting two more quotes.",
   "procedures": [{"name": "Getting solar panels quoted", "steps": ["Check the roof covering, structure and shading", "Size the system around 10 kWp", "Ask for prices with and without a battery",
                   "Get three quotes with the same details (panels, inverter, battery, yield, inclusions, warranties, dates, payments)", "Check federal and municipal subsidies", "Compare ways of selling the surplus"]}],
   "decisions": [{"decision": "Get two more solar quotes", "rationale": "Compare with Elektro Kaltenbrunner's €15,800"}],
   "outcomes": ["Electricity use about 5,400 kWh a year, €118 a month with Energie AG"]}),
 ("2025-02-02", "My mum's fall and her memory", [
   ("user", "Something harder this time. My mum Hermine is 79 and lives on her own in a second-floor flat in Garsten, no lift. My dad died in 2021. "
            "On Friday 24 January she slipped on the ice outside the Billa and broke her left wrist, so she's in a cast for six weeks. At the hospital in Steyr the doctor said she seemed confused, "
            "and honestly it's been building for a while: she left a pan on the stove twice before Christmas, she asks me the same question three times in one phone call, and she's stopped doing her crossword. "
            "My brother Markus lives in Vienna, so day to day it's me. Where do I even start?"),
   ("assistant", "I'm sorry, Theresa. That's a lot at once: an injury, a worry about her memory and the feeling that it all lands on you. I'm not a doctor, but here's how families in Austria usually approach this, step by step.\n\n"
                 "## 1. Get her memory properly assessed\n"
                 "1. **Start with her GP.** Describe specific examples (the pan, the repeated questions, the crossword). Confusion after a fall can also have other causes, such as an infection, dehydration, medication or pain, which the GP can check.\n"
                 "2. **Ask for a referral to a memory clinic** (Gedächtnisambulanz). They do proper testing and can tell you whether it's dementia, what kind, and what treatment helps.\n"
                 "3. **Go with her,** and bring a written list of examples with dates. People often perform well on the day and play things down.\n\n"
                 "## 2. Make her flat safer now\n"
                 "- **A stove guard** (Herdabschaltung) switches the cooker off automatically if it's left on.\n"
                 "- **An emergency call button** (Rufhilfe), worn on the wrist or round the neck, from the Red Cross, Volkshilfe or Hilfswerk. Given the fall and the stairs, I'd do this first.\n"
                 "- **Trip hazards:** loose rugs, cables, poor lighting. Night lights in the hall and bathroom help a lot.\n"
                 "- **A spare key** with you or a trusted neighbour.\n\n"
                 "## 3. Practical help at home\n"
                 "- **Mobile care** (Volkshilfe, Caritas, Hilfswerk, the Red Cross) can help with washing, dressing, medication and the cast for now.\n"
                 "- **Meals on wheels** (Essen auf Rädern) if cooking is becoming unsafe.\n"
                 "- **Pflegegeld:** if she needs help for more than 65 hours a month, she can apply to the PVA for care allowance. It helps pay for the above.\n\n"
                 "## 4. Sort out the legal side while she can still decide\n"
                 "A **Vorsorgevollmacht** (lasting power of attorney) lets her choose now who may act for her later in money, health and housing matters. "
                 "It has to be made while she still has capacity, at a notary, a lawyer or an adult protection association, and it's registered centrally. "
                 "Without one, a court may later have to appoint a representative. Of all the steps, this is the one that can't wait.\n\n"
                 "## 5. Share the load with Markus\n"
                 "Even from Vienna he can do things: regular weekend visits, the paperwork, calls with the PVA, or researching care options. Agree it explicitly rather than hoping.\n\n"
                 "## 6. Look after yourself\n"
                 "Carers burn out quietly. The Sozialministerium's Pflegetelefon and local carer counselling (Angehörigenberatung) are free and exist exactly for this.\n\n"
                 "Would you like a list of things to note down before the GP appointment?"),
   ("user", "Her GP, Dr. Haider, has already referred her to the memory clinic at the Pyhrn-Eisenwurzen Klinikum in Steyr: appointment on 3 March. I've ordered the Red Cross emergency button, it's €27 a month. "
            "Markus says he'll come down one weekend a month."),
   ("assistant", "That's a great deal done in a short time. Before 3 March, keep a simple notebook of anything you notice, with dates, and take it to the appointment along with a list of her medications. "
                 "A weekend a month from Markus is a good start; you might also ask him to take on a piece of the paperwork, so it isn't all on you.")],
  {"summary": "The user's mother Hermine, 79, a widow since 2021, lives alone in a second-floor flat without a lift in Garsten; on 24 January 2025 she slipped on ice and broke her left wrist (cast for six weeks); "
              "a hospital doctor noted confusion, and she has been forgetting things (a pan left on the stove, repeated questions, no more crosswords); the user's brother Markus lives in Vienna; "
              "the assistant (not a doctor) suggested a GP visit and a memory clinic referral, safety measures (stove guard, emergency call button, trip hazards, night lights, spare key), mobile care, meals on wheels, Pflegegeld from the PVA, "
              "a Vorsorgevollmacht (lasting power of attorney) while she still has capacity, sharing the load with Markus and support for carers; "
              "GP Dr. Haider referred her to the memory clinic at the Pyhrn-Eisenwurzen Klinikum Steyr for 3 March 2025; the user ordered a Red Cross emergency call button (€27 a month); Markus will visit one weekend a month.",
   "procedures": [{"name": "When a parent shows memory problems", "steps": ["See the GP with specific examples", "Get a memory clinic referral and go along", "Make the home safer (stove guard, emergency button, trip hazards)",
                   "Arrange mobile care and meals if needed", "Apply for Pflegegeld", "Make a Vorsorgevollmacht while she has capacity", "Share tasks with siblings", "Use carer support"]}],
   "decisions": [{"decision": "Red Cross emergency call button for Hermine", "rationale": "The fall and the stairs; €27 a month"},
                 {"decision": "Markus visits one weekend a month", "rationale": "Sharing the care from Vienna"}],
   "outcomes": ["Memory clinic appointment 3 March 2025", "Hermine broke her left wrist on 24 January 2025"]}),
 ("2025-02-16", "Three solar quotes: which one?", [
   ("user", "The quotes are in:\n"
            "- Elektro Kaltenbrunner (Sierning): 9.9 kWp with a Fronius inverter, €15,800 without a battery or €22,400 with a 10.2 kWh battery. 10-year workmanship warranty. Can start in May.\n"
            "- Solar Ennstal GmbH: 10.2 kWp with a Huawei inverter and a 10 kWh battery, €19,900 including scaffolding and the Netz OÖ registration. 10-year workmanship warranty. Can start on 24 March.\n"
            "- Dachstrom24 (online, based in Vienna): 10 kWp with a 10 kWh battery for €17,300, installed by a subcontractor, about 12 weeks' lead time, 50% payable when we sign.\n"
            "We want the battery. We'd pay €16,000 from our savings and the rest from Florian's BMW profit share, which is paid in April. Which one would you pick?"),
   ("assistant", "Thanks, those are easy to compare because you've got the same key details for each. Here's how I see them.\n\n"
                 "## Side by side (with a battery)\n\n"
                 "| | Kaltenbrunner | Solar Ennstal | Dachstrom24 |\n"
                 "|---|---|---|---|\n"
                 "| Price | €22,400 | €19,900 | €17,300 |\n"
                 "| Size | 9.9 kWp + 10.2 kWh | 10.2 kWp + 10 kWh | 10 kWp + 10 kWh |\n"
                 "| Workmanship warranty | 10 years | 10 years | not stated |\n"
                 "| Start | May | 24 March | about 12 weeks |\n"
                 "| Payment | ask | ask | 50% up front |\n\n"
                 "### Solar Ennstal: €19,900\n"
                 "- €2,500 less than Kaltenbrunner for a comparable system, and the earliest start.\n"
                 "- Scaffolding and the grid registration are included, which are common hidden extras.\n"
                 "- Check: does it include any work on the meter cabinet if Netz OÖ requires it? Older houses often need a new one.\n\n"
                 "### Elektro Kaltenbrunner: €22,400\n"
                 "- The most expensive, but local: if something goes wrong, he's down the road. A Fronius inverter is well regarded and made in Upper Austria.\n"
                 "- It may be worth telling him you have a lower quote; local firms sometimes move on price.\n\n"
                 "### Dachstrom24: €17,300\n"
                 "The cheapest, but I'd be cautious:\n"
                 "1. **50% when you sign** means you carry the risk if the company runs into trouble before installing.\n"
                 "2. **A subcontractor** you haven't met does the work, and warranty claims go through a company in Vienna.\n"
                 "3. **No workmanship warranty stated.**\n\n"
                 "## My suggestion\n"
                 "On what you've described, **Solar Ennstal looks like the best balance of price, warranty and timing**, provided that:\n"
                 "1. The quote lists the panel, inverter and battery models and their product warranties.\n"
                 "2. You ask in writing what happens if the meter cabinet must be replaced, and at what price.\n"
                 "3. The deposit is modest (10 to 20%) and most is paid after the system is running.\n"
                 "4. You see two or three systems they've installed locally, or speak to their customers.\n\n"
                 "## Paying for it\n"
                 "Using savings plus the profit share is sensible, as long as you **keep an emergency fund** of three to six months' essential spending. "
                 "With your mum's situation, this isn't the year to run your savings down to zero."),
   ("user", "We've gone with Solar Ennstal: €19,900, starting 24 March, deposit €4,000. They say a new meter cabinet, if Netz OÖ wants one, would be €750. We'll still have about €9,500 in savings afterwards."),
   ("assistant", "That sounds like a good decision, with the one likely extra priced up front. €9,500 left as a cushion is sensible. Make sure the scaffolding date works with your shifts, and move anything fragile away from the eaves before they arrive.")],
  {"summary": "Three solar quotes: Elektro Kaltenbrunner in Sierning (9.9 kWp, Fronius inverter, €15,800 without or €22,400 with a 10.2 kWh battery, 10-year workmanship warranty, May start), "
              "Solar Ennstal GmbH (10.2 kWp, Huawei inverter, 10 kWh battery, €19,900 with scaffolding and the Netz OÖ registration, 10-year workmanship warranty, start 24 March), "
              "Dachstrom24 from Vienna (10 kWp with 10 kWh battery, €17,300, subcontractor, about 12 weeks, 50% on signing); the family wants a battery; "
              "the assistant judged Solar Ennstal the best balance of price, warranty and timing, flagged Dachstrom24's 50% up front and subcontractor, and advised keeping an emergency fund; "
              "the user chose Solar Ennstal, €19,900, start 24 March 2025, €4,000 deposit, a new meter cabinet €750 if Netz OÖ requires it; funded with €16,000 of savings and the rest from Florian's BMW profit share due in April; about €9,500 savings left.",
   "decisions": [{"decision": "Solar Ennstal to install 10.2 kWp with a 10 kWh battery for €19,900, start 24 March 2025", "rationale": "Best balance of price, warranty and timing; cheaper than Kaltenbrunner with a battery"},
                 {"decision": "Not Dachstrom24", "rationale": "50% payable on signing, a subcontractor, no workmanship warranty stated"},
                 {"decision": "Pay with €16,000 of savings and Florian's BMW profit share", "rationale": "Keep about €9,500 as an emergency fund"}],
   "outcomes": ["Deposit €4,000", "Meter cabinet €750 extra if required"]}),
 ("2025-03-09", "Learning the Steirische harmonika at 38", [
   ("user", "Now something just for me. I've always wanted to play the Steirische harmonika like my grandfather did. Last week I bought a used four-row Novak in G-C-F-B from a seller in Bad Hall for €2,600, "
            "and I've started adult lessons at the Landesmusikschule Steyr with Toni Pichler, Thursday evenings, 45 minutes, since 27 February. "
            "My goal is to play the Erzherzog-Johann-Jodler at my mum's 80th birthday on 14 September. It's her favourite song. I can't read music at all. Is that realistic?"),
   ("assistant", "What a lovely goal, and yes, it's realistic. Six months of steady practice is enough for many adult beginners to play a well-known song like that with confidence. "
                 "I haven't played one myself, but here's what adult learners of the Steirische usually find helps.\n\n"
                 "## You don't need to read standard notation\n"
                 "The Steirische is usually taught from **Griffschrift**, a tablature that shows which button to press and whether you push or pull the bellows. "
                 "Most learners find it far quicker than sheet music, and the Erzherzog-Johann-Jodler is widely available in it.\n\n"
                 "## A practice plan\n"
                 "1. **Little and often:** 20 minutes every day beats two hours on Sunday. Your hands and your brain learn in between sessions.\n"
                 "2. **Bellows first:** smooth, even push and pull with the bellows is what makes it sound musical. Practise long, steady notes.\n"
                 "3. **Right hand, then the bass:** learn the melody alone, then add the basses slowly. Slow and correct beats fast and messy.\n"
                 "4. **Record yourself** on your phone once a week. You'll hear progress you don't notice day to day.\n"
                 "5. **Break the song into phrases** and learn one a week.\n\n"
                 "## Milestones to 14 September\n"
                 "- **March to April:** bellows control, the first simple pieces Toni gives you, the basses.\n"
                 "- **May to June:** start the jodler, phrase by phrase; if the music school has a pupils' concert, play something there.\n"
                 "- **July to August:** play it through daily; play it for family as a rehearsal.\n"
                 "- **September:** polish, and play it once or twice in the room you'll play in.\n\n"
                 "## Looking after the instrument\n"
                 "- Keep it in its case, away from radiators and direct sun, and always close the bellows straps.\n"
                 "- Never store it in a cold car or a damp cellar: the reeds and the wax that holds them don't like it.\n"
                 "- A used instrument benefits from a check and tuning by a harmonika maker in the first year.\n\n"
                 "## One for a hearing specialist\n"
                 "You'll know better than me that a harmonika played close to the ears is loud. Musicians' earplugs with a flat filter might be worth it for long sessions.\n\n"
                 "Your mum is going to love this."),
   ("user", "Twenty minutes a day I can do, and yes, I've already got filter plugs from work. Gustl, though, disappears under the sofa the moment I open the bellows."),
   ("assistant", "Cats hear higher frequencies than we do and a harmonika is full of them, so Gustl isn't being dramatic. Practise in a room he can leave, with the door open, and he'll choose his own distance.")],
  {"summary": "The user bought a used four-row Novak Steirische harmonika in G-C-F-B for €2,600 and has taken adult lessons at the Landesmusikschule Steyr with Toni Pichler since 27 February 2025, Thursday evenings, 45 minutes; "
              "she cannot read music; her goal is to play the Erzherzog-Johann-Jodler, her mother's favourite song, at her mother's 80th birthday on 14 September 2025; "
              "the assistant (never played) said it is realistic, explained Griffschrift tablature, a practice plan (20 minutes daily, bellows first, melody then basses, recording, phrases), milestones to September, instrument care and musicians' earplugs; "
              "the user already has filter earplugs from work; the cat Gustl hides from the sound.",
   "procedures": [{"name": "Learning the Steirische harmonika as an adult", "steps": ["Learn from Griffschrift", "Practise 20 minutes a day", "Work on the bellows first", "Melody first, then the basses",
                   "Record yourself weekly", "Learn the song phrase by phrase", "Keep the instrument in its case away from heat and damp"]}],
   "decisions": [{"decision": "Adult lessons at the Landesmusikschule Steyr with Toni Pichler", "rationale": "Wanted to play like her grandfather did"},
                 {"decision": "Learn the Erzherzog-Johann-Jodler for her mother's 80th", "rationale": "Her mother's favourite song"}],
   "outcomes": ["Harmonika cost €2,600", "Practice 20 minutes a day"]}),
 ("2025-03-23", "Mum's diagnosis, and the solar start moves", [
   ("user", "The memory clinic saw Mum on 3 March and we got the results this week: early-stage Alzheimer's. She's started on donepezil. I'm sad but also strangely relieved to have a name for it.\n\n"
            "We did what you said: on 18 March she signed a Vorsorgevollmacht at a notary in Steyr (€420), naming Markus and me. Her cast is off. "
            "Florian fitted a stove guard, we've taken up the rugs in her hall and put night lights in, and she wears the Red Cross button (mostly). "
            "Volkshilfe will come on Monday, Wednesday and Friday mornings from 1 April to help with her tablets and showering. I sent the Pflegegeld application to the PVA on Friday, 21 March. What happens next, and how do I prepare?\n\n"
            "Also, Solar Ennstal has pushed our start from 24 March to 14 April because Netz OÖ still hasn't approved the grid connection."),
   ("assistant", "I'm sorry about the diagnosis. That relief you describe is very common: uncertainty is exhausting, and a diagnosis opens the door to treatment and support. You've done a huge amount in three weeks.\n\n"
                 "## What happens with the Pflegegeld application\n"
                 "1. **An assessment visit.** The PVA sends a doctor or a qualified nurse to her home to assess how many hours of care and help she needs a month. You'll usually get the date by letter.\n"
                 "2. **The level.** Pflegegeld has seven levels based on those hours. Dementia is taken into account with an extra allowance for the supervision it needs.\n"
                 "3. **The decision** (Bescheid) comes by post. If granted, it's paid from the first of the month after the application, so from 1 April in her case.\n"
                 "4. **If you disagree,** you can take it to the labour and social court (Arbeits- und Sozialgericht) within three months of the decision. It costs nothing.\n\n"
                 "## How to prepare for the assessment\n"
                 "1. **Keep a care diary for two weeks before the visit.** Write down everything you, Volkshilfe and Markus do for her, and how long it takes: reminders, tablets, shopping, cooking, washing, finding things, calming her when she's anxious, night calls. "
                 "This is the single most useful thing you can do.\n"
                 "2. **Be there for the visit.** People with dementia often say they manage everything. Your job is to describe the reality, kindly, and if possible not in front of her.\n"
                 "3. **Have the documents ready:** the memory clinic report, the medication list, the hospital letter from January.\n"
                 "4. **Describe a bad day,** not a good one.\n\n"
                 "## Looking after the next months\n"
                 "- **Routine helps:** the same Volkshilfe times, a weekly plan on the fridge, a calendar by the phone.\n"
                 "- **Keep her doing what she can:** shopping with her rather than for her, simple tasks, her friends.\n"
                 "- **Look into carer support** for yourself now, before you need it.\n\n"
                 "## The solar delay\n"
                 "A few weeks' wait for the grid approval is common, especially in spring when everyone's installing. Nothing to worry about, and 14 April still gives you most of the sunny season."),
   ("user", "Thanks. I'll start the care diary today."),
   ("assistant", "Good. Keep it simple: a notebook in her kitchen, where you and Volkshilfe both write a line each time. Two weeks of that will speak louder than anything you say on the day.")],
  {"summary": "The memory clinic saw the user's mother Hermine on 3 March 2025; diagnosis: early-stage Alzheimer's; she started on donepezil; "
              "on 18 March 2025 she signed a Vorsorgevollmacht at a notary in Steyr (€420) naming the user and Markus; the cast is off; Florian fitted a stove guard, the hall rugs are gone, night lights are in and she wears the Red Cross button; "
              "Volkshilfe mobile care on Monday, Wednesday and Friday mornings from 1 April 2025 (tablets and showering); Pflegegeld application sent to the PVA on 21 March 2025; "
              "the assistant explained the assessment visit, the seven levels, payment from the month after the application and the right to go to the labour and social court within three months, "
              "and advised keeping a care diary for two weeks before the visit, being present, having documents ready and describing a bad day; "
              "Solar Ennstal moved the start from 24 March to 14 April 2025 because Netz OÖ had not yet approved the grid connection.",
   "procedures": [{"name": "Preparing for a Pflegegeld assessment", "steps": ["Keep a care diary for two weeks before the visit", "Be present at the visit", "Have the medical reports and medication list ready",
                   "Describe a bad day, not a good one"]}],
   "decisions": [{"decision": "Vorsorgevollmacht naming Theresa and Markus", "rationale": "Signed while Hermine still has capacity"},
                 {"decision": "Volkshilfe mobile care three mornings a week from 1 April 2025", "rationale": "Help with tablets and showering"}],
   "outcomes": ["Diagnosis: early-stage Alzheimer's", "Pflegegeld applied for on 21 March 2025", "Solar start moved to 14 April 2025"]}),
 ("2025-04-27", "The solar panels are on: using our own power", [
   ("user", "We're live! Solar Ennstal installed everything from 14 to 16 April and Netz OÖ swapped the meter on 23 April. The final bill was €20,650: the €19,900 plus €750 because our old meter cabinet had to be replaced after all. "
            "The Gemeinde Sierning gives €300 towards PV and I've applied for it. We're selling our surplus to Energie AG at 6.8 cents per kWh.\n\n"
            "How do we use as much of our own power as possible? And Florian now wants a wallbox 'for when we get an electric car'. Should we put one in now while the electrician's around?"),
   ("assistant", "Congratulations! Here's how to make the most of it.\n\n"
                 "## Using more of your own power\n"
                 "Every kWh you use yourself saves the full price you'd pay Energie AG, while every kWh you sell earns only 6.8 cents, so shifting use into the day pays.\n\n"
                 "1. **Run the big appliances in the middle of the day.** Set the dishwasher, washing machine and dryer on their delay timers to start around 11 am to 2 pm.\n"
                 "2. **Let the battery cover the evening.** Leave it in self-consumption mode so it fills from the surplus and empties in the evening and overnight.\n"
                 "3. **Watch the app for a couple of weeks.** You'll see your base load (the fridge, the router, standby) and when the battery runs out. Cutting the base load by 100 W saves nearly 900 kWh a year.\n"
                 "4. **Hot water:** if your hot water comes from an electric boiler or could take a heating rod, a PV diverter can heat it with surplus that would otherwise sell for very little.\n"
                 "5. **Shift-worker advantage:** on Florian's day-off or night-shift weeks, someone is home in the day. That's the time for ironing, baking and charging everything.\n"
                 "6. **Don't chase 100%.** In summer you'll always have a surplus; that's normal.\n\n"
                 "## The wallbox\n"
                 "I'd **wait until you actually have an electric car.** Reasons:\n"
                 "- The right wallbox depends on the car and on whether you want PV-surplus charging, which needs a compatible box and energy manager.\n"
                 "- Technology and prices are moving; a box bought now may not be the one you want in two years.\n"
                 "- What's worth doing now, cheaply: ask the electrician whether a cable route to the garage or driveway is easy, and whether the meter cabinet has space for the extra protection. "
                 "Then installing it later is straightforward.\n\n"
                 "## Paperwork to keep\n"
                 "The final invoice, the Netz OÖ confirmation, the warranties and the commissioning report, all in one folder, plus a copy for the Gemeinde subsidy."),
   ("user", "Fair. No wallbox until we actually have an electric car. Florian is sulking, he's already been sending me links to used ID.3s."),
   ("assistant", "Tell Florian the roof will still be there when the car arrives, and by then he'll know exactly which wallbox he wants. In the meantime he can enjoy watching the app, which in my experience of how people describe it is most of the fun.")],
  {"summary": "Solar Ennstal installed the system from 14 to 16 April 2025 and Netz OÖ swapped the meter on 23 April 2025; final bill €20,650 (€19,900 plus €750 for a new meter cabinet); "
              "the user applied for Sierning's €300 municipal PV subsidy; surplus is sold to Energie AG at 6.8 cents per kWh; "
              "the assistant advised running big appliances at midday on timers, leaving the battery in self-consumption mode, watching the app and cutting the base load, a PV diverter for hot water, using Florian's days at home, and not chasing 100%; "
              "it advised waiting on a wallbox until they have an electric car, but checking the cable route and meter cabinet space now; the user agreed; Florian is sulking and sending links to used ID.3s.",
   "procedures": [{"name": "Using more of your own solar power", "steps": ["Run appliances at midday on timers", "Battery in self-consumption mode", "Watch the app and cut the base load",
                   "Heat water with surplus", "Use days when someone is home", "Don't chase 100%"]}],
   "decisions": [{"decision": "No wallbox until they have an electric car", "rationale": "The right box depends on the car; check the cable route and cabinet space now instead"}],
   "outcomes": ["Solar system live from 23 April 2025", "Final solar bill €20,650", "Surplus sold to Energie AG at 6.8 cents per kWh"]}),
 ("2025-05-11", "Mum's assessment and planning her 80th", [
   ("user", "The PVA doctor came to Mum's flat on Tuesday 6 May. I was there with my two-week care diary and it made a real difference: Mum told her she 'manages everything herself', and I could show, gently, that she doesn't. "
            "Now her 80th: her birthday is Sunday 14 September. I'm thinking of lunch at Gasthof Mayrhofer in Garsten for about 35 people (family, her friends from the parish choir, a few neighbours), "
            "they do a set menu for €38 a head. Markus will put together a photo slideshow and I'll play her song. How do I plan it so it works for her, with the Alzheimer's?"),
   ("assistant", "It sounds like the assessment went as well as it could, and the diary did exactly what it was meant to. Now, a party that she can enjoy.\n\n"
                 "## Making a party dementia-friendly\n"
                 "1. **Familiar over fancy.** A place she knows, with people she knows, reduces anxiety. The Gasthof in her own village is a good start.\n"
                 "2. **Midday, not evening.** Many people with Alzheimer's are at their best in the late morning and early afternoon and tire or become confused later in the day.\n"
                 "3. **Keep it short:** two to three hours, with a clear end.\n"
                 "4. **A quiet corner.** Ask for a side room or a table away from the kitchen door and background music, somewhere she can retreat to.\n"
                 "5. **A companion for the day:** one person (not you, if you're playing and hosting) whose only job is to stay with her.\n"
                 "6. **Help with names:** name cards on the tables, or guests saying who they are when they greet her, spare her the embarrassment of forgetting.\n"
                 "7. **Involve her in the planning,** in small ways: choosing the cake, looking at the old photos for the slideshow.\n"
                 "8. **Have a plan B.** Her condition can change over four months. Ask the Gasthof about their cancellation terms and keep the option of something smaller.\n\n"
                 "## Budget\n"
                 "- Menu: 35 x €38 = €1,330\n"
                 "- Cake: €80 to €150\n"
                 "- Drinks: agree a limit with the Gasthof or pay per bottle\n"
                 "- Flowers and table cards: about €100\n\n"
                 "## The music\n"
                 "Music memory is often preserved long after other memories fade, so a song she loves may reach her in a way conversation doesn't. Playing it near the start, while she's fresh, might be best."),
   ("user", "Booked Gasthof Mayrhofer for lunch on Sunday 14 September, €200 deposit, fully refundable until four weeks before. Markus is on the slideshow."),
   ("assistant", "Good: the refundable deposit keeps plan B open. Put the four-week deadline (17 August) in your calendar so you can make the call with the latest picture of how she's doing.")],
  {"summary": "The PVA doctor assessed Hermine at her flat on 6 May 2025; the user was present with her two-week care diary, which showed that Hermine does not manage everything herself as she claimed; "
              "Hermine's 80th birthday is Sunday 14 September 2025; plan: lunch at Gasthof Mayrhofer in Garsten for about 35 people (family, parish choir friends, neighbours), set menu €38 a head; Markus will make a photo slideshow and the user will play her song; "
              "the assistant suggested a familiar place, midday, a short party, a quiet corner, a companion for the day, name cards, involving her, a plan B; budget 35 x €38 = €1,330; music memory is often preserved; "
              "Gasthof Mayrhofer booked with a €200 deposit, refundable until four weeks before.",
   "procedures": [{"name": "Planning a dementia-friendly party", "steps": ["Familiar place and people", "Midday", "Two to three hours", "A quiet corner", "A companion for the day", "Name cards",
                   "Involve her in small choices", "Keep a plan B"]}],
   "decisions": [{"decision": "80th birthday lunch at Gasthof Mayrhofer, Garsten, Sunday 14 September 2025", "rationale": "A familiar place in her own village"}],
   "outcomes": ["PVA assessment on 6 May 2025", "Deposit €200, refundable until four weeks before", "About 35 guests planned"]}),
 ("2025-06-08", "An ETF savings plan and Bausparverträge for the kids", [
   ("user", "Money question. The solar is all paid: Florian's BMW profit share came in April, €4,100 after tax, and covered the rest. We have about €9,500 left in our Sparkasse savings account as our emergency fund. "
            "Now we'd like to save regularly. I'm thinking €150 a month into an ETF, and something for Elias and Leni. A colleague swears by Bausparverträge. What do you think?"),
   ("assistant", "Good timing: with the big purchase done and an emergency fund in place, regular saving is the natural next step. I can't give personal financial advice, but here's how people commonly think about it.\n\n"
                 "## 1. The emergency fund first\n"
                 "A common rule is three to six months of essential spending. If your fixed costs are around €2,500 a month, €9,500 is close to four months. That's reasonable, so investing alongside it makes sense.\n\n"
                 "## 2. An ETF savings plan for the long term\n"
                 "- **Broad and cheap:** a world index ETF (for example on the MSCI World or FTSE All-World) spreads your money over thousands of companies. Look for ongoing costs (TER) of about 0.2% or less.\n"
                 "- **Monthly is fine:** a fixed amount each month smooths out the ups and downs.\n"
                 "- **Austrian tax:** choose a fund with Austrian reporting status (a Meldefonds) and hold it at an Austrian bank, which then deducts the 27.5% KESt for you. "
                 "With a foreign broker or a non-reporting fund, the tax return gets complicated.\n"
                 "- **Costs of the plan:** check the fee per execution at your bank. On €150, a €1.50 fee is already 1%.\n"
                 "- **Only money you won't need for 10 years or more:** in a bad year it can fall 30% or more.\n\n"
                 "## 3. Bausparverträge for the children\n"
                 "- **Safe and simple:** a fixed term of six years, a modest interest rate and a small state premium (Bausparprämie) each year.\n"
                 "- **Good for a defined goal** like a first car, a driving licence or a deposit on a flat when they're older, because the money is guaranteed.\n"
                 "- **Returns are low,** so over 15 years an ETF will probably grow more. Some families do both: a Bausparvertrag for the safe part and a small ETF plan for the long term.\n\n"
                 "## 4. A possible plan\n"
                 "1. €150 a month into a world ETF savings plan for you and Florian.\n"
                 "2. A Bausparvertrag for each child, at whatever amount you'd comfortably pay for six years.\n"
                 "3. Review once a year, for example when Florian's pay changes."),
   ("user", "Done: €150 a month into an MSCI World ETF savings plan at the Sparkasse from 1 July, and a Bausparvertrag each for Elias and Leni at €20 a month."),
   ("assistant", "A solid setup. Set the ETF to buy automatically and try not to look at it too often; a yearly check is plenty.")],
  {"summary": "The solar system is fully paid, the rest covered by Florian's BMW profit share (€4,100 after tax, April 2025); about €9,500 remains as an emergency fund in a Sparkasse savings account; "
              "the assistant (not personal financial advice) said three to six months of essential spending is a common emergency fund, explained world ETF savings plans (low TER, Austrian reporting fund so the bank deducts 27.5% KESt, plan fees, 10-year horizon) "
              "and Bausparverträge (six years, modest interest, state premium, safe for a defined goal); "
              "the user started a €150 a month MSCI World ETF savings plan at the Sparkasse from 1 July 2025 and a Bausparvertrag for each of Elias and Leni at €20 a month.",
   "procedures": [{"name": "Setting up regular saving", "steps": ["Keep an emergency fund of three to six months", "Choose a broad, low-cost world ETF with Austrian reporting status",
                   "Check the savings plan fees", "Bausparvertrag for each child", "Review once a year"]}],
   "decisions": [{"decision": "€150 a month MSCI World ETF savings plan at the Sparkasse from 1 July 2025", "rationale": "Long-term saving with the emergency fund in place"},
                 {"decision": "A Bausparvertrag for Elias and for Leni, €20 a month each", "rationale": "Safe, guaranteed saving for the children"}],
   "outcomes": ["Emergency fund about €9,500", "Florian's profit share €4,100 after tax"]}),
 ("2025-06-29", "Pflegegeld came back as level 2: should I appeal?", [
   ("user", "The PVA decision came: Pflegegeld level 2, backdated to 1 April. I honestly thought it would be level 3. Should I take it to court?\n\n"
            "Other things: we've booked a mobile home at a campsite in Caorle from 9 to 17 August. Markus is taking his holidays then and will stay with Mum in Garsten, and Frau Aigner next door will feed Gustl.\n\n"
            "And I played in public for the first time! The Landesmusikschule end-of-year concert on Friday 27 June: a Boarischer, with Toni on guitar. My hands shook but I got through it."),
   ("assistant", "Congratulations on the concert! Getting through it with shaking hands is exactly how everyone's first performance goes, and it gets easier each time. Now the Pflegegeld.\n\n"
                 "## Your options\n\n"
                 "### 1. Accept level 2 for now\n"
                 "If her needs are growing, you can **apply for a higher level at any time** (an Erhöhungsantrag), which triggers a new assessment. With a progressive condition, many families do this when things change.\n\n"
                 "### 2. Go to court\n"
                 "- You have **three months from the date of the decision** to file a claim at the labour and social court (Arbeits- und Sozialgericht).\n"
                 "- It's **free**, and you don't need a lawyer, though advice from a carers' organisation or the Arbeiterkammer helps.\n"
                 "- The court appoints its own medical expert, who assesses her again. Generally the level already granted isn't taken away in the process.\n"
                 "- **The downside:** another assessment, a hearing, and several months. For someone with Alzheimer's, that can be stressful.\n\n"
                 "### How to decide\n"
                 "1. **Compare the hours.** Ask the PVA for the assessment report and compare it with your care diary. If there's a big gap (activities missed, the dementia allowance not counted), a claim has a good chance.\n"
                 "2. **Ask whether her needs have changed since May.** If they have, a fresh application may be simpler than court.\n\n"
                 "## The holiday\n"
                 "A week away will do you good. For Markus:\n"
                 "- A one-page routine: Volkshilfe times, tablets, meals, the emergency button, the GP's number.\n"
                 "- Tell Volkshilfe he's there, so they know who to call.\n"
                 "- Expect her to be more unsettled than usual with a change in routine; that's normal.\n"
                 "- Ask him to keep a few notes for you. They'll also help with any future Pflegegeld application."),
   ("user", "We'll leave it at level 2 for now and ask for an increase if she gets worse. I don't want to put her through a court assessment."),
   ("assistant", "That's a reasonable, kind decision. Keep the care diary going, even loosely, so you have the evidence ready when the time comes.")],
  {"summary": "The PVA granted Hermine Pflegegeld level 2, backdated to 1 April 2025; the user expected level 3; "
              "the assistant explained applying for a higher level at any time, or a claim at the labour and social court within three months (free, a court expert, the granted level is generally not taken away, but stressful), and comparing the assessment report with the care diary; "
              "the user decided not to go to court and to ask for an increase if Hermine gets worse; "
              "the family booked a mobile home at a campsite in Caorle for 9-17 August 2025; Markus will stay with Hermine in Garsten; "
              "the user played a Boarischer at the Landesmusikschule end-of-year concert on 27 June 2025, her first public performance.",
   "procedures": [{"name": "Deciding whether to challenge a Pflegegeld decision", "steps": ["Get the assessment report", "Compare it with the care diary", "Check whether needs have changed",
                   "Claim at the labour and social court within three months, or apply for an increase later"]}],
   "decisions": [{"decision": "Not going to court over Pflegegeld level 2", "rationale": "Did not want to put Hermine through a court assessment; will ask for an increase if she gets worse"},
                 {"decision": "Holiday in a mobile home in Caorle, 9-17 August 2025", "rationale": "Markus covers Hermine's care that week"}],
   "outcomes": ["Pflegegeld level 2 from 1 April 2025", "First public performance on 27 June 2025"]}),
 ("2025-07-20", "Energie AG is cutting what it pays for our surplus", [
   ("user", "Energie AG has written: from 1 August they're cutting the price they pay for our surplus from 6.8 to 4.5 cents per kWh. Since April we've produced about 4,300 kWh and fed in about 2,100, "
            "and our electricity bill has gone from €118 to €46 a month. The Gemeinde's €300 came through too.\n\n"
            "A neighbour told me about an energy community, EEG Sonnenland Steyrtal, which pays members 10 cents per kWh for their surplus and sells it to other members at 14 cents. Is joining worth it?"),
   ("assistant", "A drop from €118 to €46 a month is a great result for the first summer. And yes, an energy community is well worth a look, especially now.\n\n"
                 "## What an energy community is\n"
                 "An Erneuerbare-Energie-Gemeinschaft (EEG) lets neighbours share locally produced power through the public grid. Producers sell surplus to the community and members buy it, at prices the community sets. "
                 "Because the power stays local, members also pay **reduced grid charges** on what they buy from it.\n\n"
                 "## What it means for you\n"
                 "- **Your surplus:** at 10 cents instead of 4.5, your roughly 2,000 to 3,000 kWh of summer surplus earns noticeably more.\n"
                 "- **Your supplier stays:** you keep Energie AG (or anyone else) for the power you buy; the EEG only takes part of your surplus. Whatever the community can't use at a given moment still goes to your supplier's feed-in contract.\n"
                 "- **Your smart meter** must be registered with the community by Netz OÖ, which can take a few weeks.\n\n"
                 "## Questions to ask before joining\n"
                 "1. Is there a membership fee, one-off or yearly?\n"
                 "2. How are the prices set, and how often can they change?\n"
                 "3. What's the notice period if you want to leave?\n"
                 "4. Is it run by volunteers or a company, and how do they bill?\n"
                 "5. Does Energie AG's feed-in contract allow you to join an EEG at the same time (most do)?\n\n"
                 "## A rough sum\n"
                 "On 2,500 kWh of surplus a year, 10 cents instead of 4.5 is about €135 a year more, before any fee. Not huge, but you also keep the money local, which many people like."),
   ("user", "Joined! €25 one-off membership, no yearly fee, one month's notice. It starts on 1 October because Netz OÖ needs time to register the meter. Energie AG stays our supplier for what we buy."),
   ("assistant", "Nicely done. Check the first EEG statement in November to make sure the meter registration and the prices are right, and keep the Energie AG feed-in contract in place for the remainder.")],
  {"summary": "Energie AG is cutting its price for the user's solar surplus from 6.8 to 4.5 cents per kWh from 1 August 2025; since April the system produced about 4,300 kWh and fed in about 2,100; the electricity bill fell from €118 to €46 a month; "
              "Sierning's €300 PV subsidy has been paid; "
              "the assistant explained energy communities (local sharing, reduced grid charges, supplier stays for purchases, meter registration by Netz OÖ) and questions to ask; "
              "the user joined the energy community EEG Sonnenland Steyrtal, which pays 10 cents per kWh for surplus (€25 one-off, one month's notice), starting 1 October 2025; Energie AG stays the supplier for purchased power.",
   "procedures": [{"name": "Joining an energy community", "steps": ["Ask about fees", "Ask how prices are set", "Check the notice period", "Check who runs it", "Check the existing feed-in contract",
                   "Netz OÖ registers the meter"]}],
   "decisions": [{"decision": "Joined EEG Sonnenland Steyrtal from 1 October 2025", "rationale": "Energie AG cut its feed-in price to 4.5 cents; the community pays 10 cents per kWh"},
                 {"decision": "Energie AG stays the supplier for purchased power", "rationale": "The energy community only takes the surplus"}],
   "outcomes": ["Electricity bill €46 a month, down from €118", "Sierning subsidy €300 received", "About 4,300 kWh produced since April"]}),
 ("2025-08-24", "Mum got lost while we were away", [
   ("user", "Caorle was lovely, Leni learned to swim without armbands and Elias ate his body weight in gelato. But on 13 August Mum went out to the Billa and couldn't find her way home. "
            "A neighbour found her down by the Enns, an hour later, and brought her back. Markus was very shaken. She's also stopped eating properly when she's on her own.\n\n"
            "I'm wondering whether it's time for a 24-hour carer, or even a care home, or just more help. And honestly, I now think a lunch for 35 people at the Gasthof would be too much for her. What are the options?"),
   ("assistant", "I'm sorry, that must have been frightening for everyone, and for her too. Getting lost is often the moment families realise the needs have changed. Here are the options, roughly from least to most change.\n\n"
                 "## 1. More help at home\n"
                 "- **More mobile care:** Volkshilfe could come every weekday morning instead of three, and check she's had breakfast and her tablets.\n"
                 "- **Meals:** Essen auf Rädern delivers a hot lunch daily, and the delivery itself is a daily check that she's all right.\n"
                 "- **A day centre** (Tageszentrum): one to three days a week with company, meals, activities and transport. Many people with dementia do better with this structure than alone at home.\n\n"
                 "## 2. Staying safe outside\n"
                 "- **A GPS watch or pendant** lets you see where she is and often has an SOS button.\n"
                 "- **Her name and your number** in her coat and bag.\n"
                 "- **Tell the Billa staff and the neighbours,** so people know to help.\n\n"
                 "## 3. 24-hour care\n"
                 "- Two carers, usually from Slovakia or Romania, take turns living with her, two to four weeks at a time, through an agency.\n"
                 "- It needs a spare room and costs considerably more than mobile care; there's a state subsidy of up to €800 a month under conditions (usually from Pflegegeld level 3, with exceptions for dementia). Check the current rules with the Sozialministeriumservice.\n"
                 "- Her second-floor flat without a lift is a drawback in the long run.\n\n"
                 "## 4. A care home\n"
                 "The safest for advanced dementia, but a big change. Waiting lists are common, so some families put her name down early without committing.\n\n"
                 "## 5. Ask for a higher Pflegegeld level now\n"
                 "Getting lost and not eating are exactly the kind of changes that justify an increase. Send the application with a short description and Markus's notes.\n\n"
                 "## The birthday\n"
                 "Your instinct sounds right. A crowd in a noisy restaurant can be overwhelming after an episode like this. A small lunch with close family in a familiar home, with the song, may give her a better day than a big party. "
                 "And your deadline with the Gasthof was 17 August, so check whether they'll still refund."),
   ("user", "Decided: Volkshilfe goes up to five mornings a week, and she starts at the Tageszentrum in Steyr on Tuesdays and Thursdays from September. We've got her a GPS watch. I sent the PVA the request for a higher level yesterday (23 August). "
            "And the party: Gasthof Mayrhofer kindly refunded the deposit anyway, and we'll do lunch at our house in Sierning on the 14th, just family, 12 of us."),
   ("assistant", "That's a thoughtful plan, and a kind Gasthof. Let her visit your house once or twice before the 14th so it feels familiar on the day, and keep a quiet room ready in case she needs a break.")],
  {"summary": "The family's holiday in Caorle went well; on 13 August 2025, while Markus was staying with her, Hermine got lost walking to the Billa and a neighbour found her by the Enns an hour later; she has stopped eating properly alone; "
              "the assistant set out options: more mobile care, meals on wheels, a day centre, a GPS watch, 24-hour care (subsidy up to €800 a month under conditions), a care home waiting list, and asking for a higher Pflegegeld level; "
              "it agreed a crowded restaurant party may now be too much; "
              "decisions: Volkshilfe up to five mornings a week, the Tageszentrum (day centre) in Steyr on Tuesdays and Thursdays from September, a GPS watch; request for a higher Pflegegeld level sent on 23 August 2025; "
              "the 80th moved from Gasthof Mayrhofer (deposit refunded) to a family lunch at the user's house in Sierning on 14 September 2025 for 12 people.",
   "decisions": [{"decision": "Volkshilfe five mornings a week and the Tageszentrum in Steyr on Tuesdays and Thursdays from September 2025", "rationale": "Hermine got lost and stopped eating properly alone"},
                 {"decision": "GPS watch for Hermine", "rationale": "She got lost on 13 August"},
                 {"decision": "Hermine's 80th moved to a family lunch for 12 at home in Sierning", "rationale": "A crowd in a restaurant would be too much for her after getting lost"},
                 {"decision": "Applied for a higher Pflegegeld level", "rationale": "Her needs increased"}],
   "outcomes": ["Hermine lost on 13 August 2025, found by a neighbour", "Gasthof deposit refunded", "Pflegegeld increase requested on 23 August 2025"]}),
 ("2025-09-21", "Mum's 80th, and Gustl's thyroid", [
   ("user", "First, Mum's 80th on Sunday 14 September was perfect. Twelve of us round our table in Sierning, Markus's slideshow, and I played the Erzherzog-Johann-Jodler. Mum sang every word, which she hasn't done with anything for months. I cried.\n\n"
            "Now Gustl. He's drinking loads, he's ravenous but has gone from 5.8 to 4.9 kg, and he yowls at night. Dr. Reisinger in Sierning did bloods: his T4 is high, hyperthyroidism. "
            "The options she gave us: tablets for life, a special iodine-restricted food, or radioiodine treatment at the Vetmeduni in Vienna for about €1,900. We don't have pet insurance. What would you do?"),
   ("assistant", "What a wonderful day for your mum, and for you: months of twenty-minute practices, and she sang every word. That's the power of music memory.\n\n"
                 "Now Gustl. Hyperthyroidism is very common in older cats and usually very treatable. I'm not a vet, but here's how the three options compare.\n\n"
                 "## 1. Tablets (methimazole or similar)\n"
                 "- **Pros:** cheap to start, reversible, works within weeks. It also lets the vet see how his **kidneys** cope once the thyroid is controlled, which matters because an overactive thyroid can mask kidney disease.\n"
                 "- **Cons:** usually twice a day for life, regular blood tests, and some cats get side effects (vomiting, itching).\n"
                 "- **Cost:** typically a few tens of euros a month plus blood tests.\n\n"
                 "## 2. Iodine-restricted food\n"
                 "- **Pros:** no tablets.\n"
                 "- **Cons:** it only works if he eats **nothing else at all**: no treats, no hunting, no neighbours' food. With an outdoor cat, that's hard.\n\n"
                 "## 3. Radioiodine\n"
                 "- **Pros:** often a cure with one treatment, no lifelong tablets.\n"
                 "- **Cons:** the up-front cost (your €1,900), a hospital stay of several days to a couple of weeks in isolation, and travel to Vienna. Usually done once the kidneys have been checked on tablets.\n\n"
                 "## What many owners do\n"
                 "Start with **tablets** to stabilise him and check his kidneys, then decide calmly whether radioiodine is worth it for a 12-year-old cat, depending on how he copes with the pills. "
                 "Without insurance, spreading the cost this way also helps.\n\n"
                 "## Tips for pilling a cat\n"
                 "- Hide the tablet in a small piece of ham or a pill pocket treat.\n"
                 "- Same times every day, e.g. breakfast and dinner.\n"
                 "- Ask if there's a liquid or a transdermal gel version if he refuses."),
   ("user", "Tablets it is, twice a day in a bit of ham. Recheck in three weeks."),
   ("assistant", "Good plan. Weigh him weekly on the bathroom scales (you holding him, minus you) so you can see the weight coming back, and note his drinking. Both tell you a lot before the blood test does.")],
  {"summary": "Hermine's 80th birthday lunch on 14 September 2025 at the user's house in Sierning was a success: 12 people, Markus's slideshow, the user played the Erzherzog-Johann-Jodler and Hermine sang every word; "
              "the cat Gustl, 12, is drinking a lot, eating a lot, lost weight from 5.8 to 4.9 kg and yowls at night; vet Dr. Reisinger in Sierning found a high T4: hyperthyroidism; options: lifelong tablets, an iodine-restricted diet, or radioiodine at the Vetmeduni Vienna for about €1,900; no pet insurance; "
              "the assistant (not a vet) compared the options and suggested starting with tablets to stabilise him and check his kidneys; the user chose tablets twice a day, recheck in three weeks.",
   "procedures": [{"name": "Starting a cat on thyroid tablets", "steps": ["Tablets twice a day at the same times", "Hide them in ham or a pill treat", "Weigh him weekly and note his drinking",
                   "Blood test recheck after three weeks", "Check the kidneys once the thyroid is controlled"]}],
   "decisions": [{"decision": "Treat Gustl's hyperthyroidism with tablets", "rationale": "Cheap and reversible; lets the kidneys be checked; no pet insurance for radioiodine at €1,900"}],
   "outcomes": ["Hermine's 80th with 12 people on 14 September 2025", "Played the Erzherzog-Johann-Jodler", "Gustl diagnosed with hyperthyroidism"]}),
 ("2025-10-12", "Level 3, the energy community and a bigger ETF", [
   ("user", "Lots of updates. The PVA raised Mum to Pflegegeld level 3, from 1 September, after a second visit on 30 September. She loves the Tageszentrum: they sing there every Thursday. "
            "The energy community started on 1 October. Gustl's recheck: T4 back to normal and he's gained 300 g; his tablets cost €32 a month.\n\n"
            "And money: Florian gets the metalworkers' pay rise in November, so we'd like to raise the ETF savings plan from €150 to €250 a month. Sensible? "
            "And is there anything I should do differently now Mum's getting more Pflegegeld?"),
   ("assistant", "That's a lot of good news in one message. Taking them in turn:\n\n"
                 "## Raising the ETF plan to €250\n"
                 "Sensible, if three things hold:\n"
                 "1. **The emergency fund stays intact** (your €9,500 or so).\n"
                 "2. **Your monthly budget still balances** after the extra €100, including Gustl's tablets and any extra driving for your mum.\n"
                 "3. **You're still thinking 10 years or more** for this money.\n"
                 "Raising the plan when pay rises is a painless way to save more, because you never get used to spending the extra.\n\n"
                 "## Your mum's Pflegegeld\n"
                 "- **It's her money,** intended for her care: Volkshilfe, the Tageszentrum, the emergency button, the GPS watch, help with shopping.\n"
                 "- **Keep records.** As one of her attorneys under the Vorsorgevollmacht, keep receipts and a simple list of what's paid from her account. It protects you and Markus and avoids family disagreements later.\n"
                 "- **Check what she's paying for care.** Volkshilfe and the Tageszentrum charge according to income; with a higher Pflegegeld, check the new contributions.\n"
                 "- **Keep the diary going** in a light form, in case a higher level is needed again later.\n\n"
                 "## Gustl\n"
                 "Normal T4 and weight coming back after three weeks is an excellent response. Ask Dr. Reisinger when the next kidney check is due."),
   ("user", "Raised it to €250 from November. And yes, I'll start a proper spreadsheet for Mum's account."),
   ("assistant", "Perfect. A shared spreadsheet that Markus can see too is even better: transparency is the best protection for both of you.")],
  {"summary": "The PVA raised Hermine to Pflegegeld level 3 from 1 September 2025 after a second visit on 30 September; she enjoys the Tageszentrum, where they sing on Thursdays; "
              "the energy community started on 1 October 2025; Gustl's recheck showed a normal T4 and a 300 g weight gain; his tablets cost €32 a month; "
              "Florian gets the metalworkers' pay rise in November; the assistant said raising the ETF plan is sensible if the emergency fund and budget hold, "
              "and that Pflegegeld is Hermine's money for her care, to keep records as her attorney, check care contributions and keep the diary; "
              "the user raised the ETF savings plan from €150 to €250 a month from November 2025 and will keep a spreadsheet of her mother's account.",
   "decisions": [{"decision": "ETF savings plan raised from €150 to €250 a month from November 2025", "rationale": "Florian's metalworkers' pay rise in November"},
                 {"decision": "Keep a spreadsheet of Hermine's account", "rationale": "Records as her attorney under the Vorsorgevollmacht"}],
   "outcomes": ["Pflegegeld level 3 from 1 September 2025", "Energy community from 1 October 2025", "Gustl's tablets €32 a month"]}),
 ("2025-10-26", "Winter settings for the battery, and an Advent gig", [
   ("user", "Since April the panels have produced about 7,900 kWh. Now the days are getting short: how should we set the battery up for the winter?\n\n"
            "Also, Toni has asked me to play with his Tanzlmusi trio at the Advent market on the Stadtplatz in Steyr on Saturday 6 December. I said yes before I could panic! "
            "And Florian has started sending me links to used ID.3s again."),
   ("assistant", "7,900 kWh in just over six months is a strong first season. Here's how to get through the winter, plus a word on the other two.\n\n"
                 "## The battery in winter\n"
                 "1. **Expect less:** in December and January a 10 kWp system may produce only a few kWh on a grey day. The battery will often not fill, and that's normal.\n"
                 "2. **Keep a reserve if your system offers backup power.** Some systems let you keep, say, 10 to 20% in reserve for a power cut. It's worth setting if you have that function.\n"
                 "3. **Check the minimum charge setting.** Lithium batteries don't like sitting completely empty for weeks; most systems manage this automatically, but check it's not set to 0%.\n"
                 "4. **Don't charge from the grid at night** unless you're on a dynamic tariff that makes it worthwhile; with a fixed price it only adds losses.\n"
                 "5. **Update the firmware** through the app, and check the battery isn't in an unheated space that goes below freezing.\n"
                 "6. **Snow:** it usually slides off a tiled roof on its own. Don't climb up to clear it.\n\n"
                 "## The Advent market\n"
                 "Playing with a trio is a great next step: you can lean on the others. Ask Toni for the set list now, practise with gloves off in a cold room once or twice, "
                 "and keep the harmonika in its case until just before you play so the bellows and reeds aren't shocked by the cold.\n\n"
                 "## The ID.3 links\n"
                 "If you want to look seriously, spring is a good time: you'll have a full year of solar figures, and the used EV market moves quickly. "
                 "Check the battery health certificate for any used EV, and then the wallbox question answers itself."),
   ("user", "We'll look at an electric car again in the spring. And I've got six weeks to learn Toni's set."),
   ("assistant", "Six weeks is plenty with your twenty minutes a day. Good luck on the 6th, and warm gloves between sets.")],
  {"summary": "The solar panels produced about 7,900 kWh from April to late October 2025; "
              "the assistant gave winter battery advice: expect less, keep a backup reserve if available, check the minimum charge, don't charge from the grid on a fixed tariff, update the firmware, keep the battery above freezing, leave snow alone; "
              "Toni Pichler asked the user to play with his Tanzlmusi trio at the Advent market on the Stadtplatz in Steyr on Saturday 6 December 2025 and she agreed; "
              "Florian is sending links to used ID.3s again; they will look at an electric car in the spring of 2026.",
   "procedures": [{"name": "Setting up a home battery for winter", "steps": ["Expect less production", "Keep a backup reserve if available", "Check the minimum charge setting",
                   "No grid charging on a fixed tariff", "Update the firmware", "Keep the battery above freezing", "Leave snow to slide off"]}],
   "decisions": [{"decision": "Play with Toni's Tanzlmusi trio at the Steyr Advent market on 6 December 2025", "rationale": "Toni asked her"},
                 {"decision": "Look at an electric car again in spring 2026", "rationale": "A full year of solar figures first"}],
   "outcomes": ["About 7,900 kWh produced since April 2025"]}),
]

QUESTIONS_88 = [
 # single facts the user said about herself, her family and her things
 ("How old am I?", "38"),
 ("What do I do for work?", "hearing aid acoustician (at Hörstudio Reithofer on the Stadtplatz in Steyr)"),
 ("What's our cat called?", "Gustl (a 12-year-old ginger tom)"),
 ("What does Florian do for work?", "maintenance electrician at the BMW engine plant in Steyr (rotating shifts)"),
 ("Where does my mum live?", "on her own in a second-floor flat in Garsten, with no lift"),
 ("What was Mum diagnosed with?", "early-stage Alzheimer's"),
 ("Who teaches me the harmonika?", "Toni Pichler at the Landesmusikschule Steyr"),
 ("Where did I buy my harmonika?", "from a seller in Bad Hall (a used four-row Novak)"),
 ("Who installed our solar panels?", "Solar Ennstal"),
 ("Who feeds Gustl when we're away?", "Frau Aigner next door"),
 ("What's wrong with Gustl?", "hyperthyroidism (an overactive thyroid)"),
 # when
 ("When did Mum fall and break her wrist?", "Friday 24 January 2025"),
 ("When were our solar panels installed?", "14 to 16 April 2025 (live after Netz OÖ swapped the meter on 23 April)"),
 ("When is Mum's birthday?", "14 September (she turned 80 in 2025)"),
 ("When did I first play the harmonika in public?", "Friday 27 June 2025, at the Landesmusikschule end-of-year concert"),
 ("When did we start selling our surplus to the energy community?", "1 October 2025"),
 # lists across chats
 ("Which companies quoted for our solar panels?", "Elektro Kaltenbrunner, Solar Ennstal and Dachstrom24"),
 ("What have we done to make Mum safer?", "a stove guard, a Red Cross emergency call button, took up the hall rugs, night lights, and a GPS watch after she got lost"),
 ("What care services does Mum get?", "Volkshilfe mobile care (three mornings a week from April, five from September) and the Tageszentrum day centre in Steyr on Tuesdays and Thursdays"),
 ("What has my brother Markus done to help with Mum?", "visits one weekend a month, is co-attorney in her Vorsorgevollmacht, stayed with her while we were in Caorle, and made the slideshow for her 80th"),
 ("What regular savings have we set up?", "an MSCI World ETF savings plan at the Sparkasse (now €250 a month) and a Bausparvertrag each for Elias and Leni at €20 a month"),
 ("What have I played on the harmonika in front of people?", "a Boarischer at the Landesmusikschule end-of-year concert and the Erzherzog-Johann-Jodler at Mum's 80th (the Advent market on 6 December is still to come)"),
 # latest value of something that changed
 ("What did our solar system cost in the end?", "€20,650 (€19,900 plus €750 for a new meter cabinet), less the €300 Sierning subsidy"),
 ("What Pflegegeld level is Mum on now?", "level 3 (from 1 September 2025)"),
 ("Who buys our surplus solar power now?", "the energy community EEG Sonnenland Steyrtal, at 10 cents per kWh (since 1 October 2025)"),
 ("How much goes into our ETF savings plan each month now?", "€250 (from November 2025)"),
 # yes/no
 ("Did we get a battery with our solar panels?", "Yes (10 kWh)"),
 ("Do we have pet insurance for Gustl?", "No"),
 ("Did I take Mum's Pflegegeld decision to court?", "No"),
 # why
 ("Why was our solar installation delayed?", "Netz OÖ hadn't approved the grid connection yet"),
 ("Why did we move Mum's 80th from the Gasthof to our house?", "after she got lost in August, a lunch for 35 in a restaurant would have been too much for her"),
 ("Why did we join the energy community?", "Energie AG cut its feed-in price from 6.8 to 4.5 cents per kWh; the community pays 10 cents"),
 # what the assistant told or recommended
 ("What did you tell me to sort out while Mum could still decide for herself?", "a Vorsorgevollmacht (lasting power of attorney)"),
 ("What did you tell me to do before Mum's Pflegegeld assessment?", "keep a care diary for two weeks beforehand and be there for the visit"),
 # how much / how many
 ("How much did my harmonika cost?", "€2,600"),
 ("How many people came to Mum's 80th?", "12"),
 # inference
 ("Would Gustl enjoy sitting next to me while I practise the harmonika?", "Likely no"),
 ("Is Florian keen to get an electric car?", "Likely yes"),
 # not in the archive
 ("What car do we drive?", "Not mentioned in my chats"),
 ("What does my brother Markus do for work?", "Not mentioned in my chats"),
]


def assistant_chats_36_at(folder):
    """The archive of CHATS_88 under `folder`; the Searcher over it."""
    return chats_archive(folder, "a36c", CHATS_88, "claude")


@pytest.fixture(scope="module")
def assistant_chats_36(tmp_path_factory):
    return assistant_chats_36_at(tmp_path_factory.mktemp("assistant36"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_88, "assistant 36")


def test_the_archive_finds_the_cat(assistant_chats_36):
    assert assistant_chats_36.search("Gustl").results
