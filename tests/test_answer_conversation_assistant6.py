"""A seventh written archive of a user's chats with an AI assistant, in the user's own condensed
format, written blind with its questions and gold answers before any run on it (main at
a6d9967): it is held out, and its first measure is the held-out figure of the rules at that
commit. A self-employed bike mechanic in Edinburgh in their sixties over 2024: a tax return,
blood pressure, a bakery's servicing contract, a neighbour's hedge, a knee replacement, soup
for the bowling club, a smart TV, the VAT threshold, a caravan trip with the grandchildren, a
40th anniversary at Lake Garda, the garden, a phone for their wife and selling the shop, with
facts the user updates later. bench/answer_conversations.py asks every question
("assistant 6"). First measured at fc035e2: 0.086 lexical, 0.158 with --rerank —
questions that say it in other words than the chats ("operated on", "called", "minded")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_15 = [
 ("2024-01-09", "Self-assessment for the bike shop", [
   ("user", "I'm 63 and I've run Leith Wheelworks, a bike repair shop on Leith Walk, as a sole trader since 2009. I still haven't done my tax return for 2022-23. "
            "Turnover was £58,400 and expenses about £21,300. What can I claim and when's the deadline?"),
   ("assistant", "The online deadline for the 2022-23 return is 31 January 2024, and any tax you owe is due the same day. Common allowable expenses for a repair shop:\n"
                 "1. Rent and business rates on the shop.\n"
                 "2. Parts and stock you fit or sell.\n"
                 "3. Tools and workshop equipment.\n"
                 "4. Business insurance.\n"
                 "5. Wages for staff, including an apprentice.\n"
                 "6. Accountancy fees, and the business share of your phone and broadband.\n"
                 "Keep the receipts for at least five years after the deadline."),
   ("user", "Filed it tonight. The bill came to £7,140, including the first payment on account for this year.")],
  {"summary": "The user, a sole trader who has run a bike repair shop on Leith Walk since 2009, got help with the 2022-23 self-assessment and filed it.",
   "outcomes": ["Deadline 31 January 2024", "The assistant listed allowable expenses: rent and rates, parts, tools, insurance, wages, accountancy and phone",
                "The return is filed and the bill includes the first payment on account"]}),
 ("2024-02-06", "High blood pressure at the GP", [
   ("user", "Went to Dr Shona Reid at the Leith surgery for a routine check and my blood pressure was 158/96. She's started me on amlodipine 5 mg once a day and wants a week of home readings. "
            "Morag's reading is always perfect, 118/75, which is annoying. How do I take home readings properly?"),
   ("assistant", "I'm not a medical professional, but the standard advice for home readings is:\n"
                 "1. Sit quietly for five minutes first, back supported and feet flat on the floor.\n"
                 "2. Rest your arm on a table with the cuff at heart level, on bare skin.\n"
                 "3. Take two readings a minute apart, morning and evening, for seven days.\n"
                 "4. Avoid caffeine, exercise and smoking for 30 minutes beforehand.\n"
                 "5. Write every reading down and take the list to your GP.\n"
                 "Cutting down on salt and alcohol helps too."),
   ("user", "Bought an Omron M3 from Boots for £42. First reading this morning was 151/93.")],
  {"summary": "The user's GP found high blood pressure and started a daily tablet; the user will take home readings for a week.",
   "outcomes": ["Home readings twice a day for seven days after resting five minutes", "The user bought a home blood pressure monitor"]}),
 ("2024-02-22", "Servicing contract for a bakery's cargo bikes", [
   ("user", "Hannah Gow, who owns Gow's Bakery in Portobello, wants me to service her three delivery cargo bikes every month. I'm thinking £180 a month for all three, labour included but not parts. "
            "Can you help me with an invoice template and terms?"),
   ("assistant", "Here's what each invoice should include:\n"
                 "1. Your business name, address and contact details.\n"
                 "2. A unique invoice number and the date.\n"
                 "3. Hannah's business name and address.\n"
                 "4. The monthly service fee, with parts listed separately at cost plus your markup.\n"
                 "5. Payment terms, for example 14 days, with your bank details.\n"
                 "Put the service level in a short written agreement too: what a service covers, how quickly you'll fix a breakdown, and a month's notice for either side to end it."),
   ("user", "Hannah pushed back on the price, so we settled on £165 a month. Payment within 14 days.")],
  {"summary": "The user agreed a monthly servicing contract for a Portobello bakery's cargo bikes and set up an invoice template.",
   "decisions": [{"decision": "Monthly fee for servicing the bakery's three cargo bikes, parts extra", "rationale": "The owner negotiated the price down"}],
   "outcomes": ["Invoices carry a number, the customer's details, the fee, parts separately and 14-day payment terms"]}),
 ("2024-03-11", "Neighbour's leylandii hedge", [
   ("user", "My neighbour Derek Paterson at number 14 has a row of leylandii along our back boundary that's now about 4.5 metres high. It blocks the afternoon sun from my greenhouse. "
            "He's not unreasonable, but he's ignored it for two years. What are my options?"),
   ("assistant", "In Scotland there's a clear process. I'd go in this order:\n"
                 "1. Talk to Derek face to face and explain the effect on your greenhouse.\n"
                 "2. Follow up with a friendly letter suggesting a height, and keep a copy.\n"
                 "3. Try free community mediation.\n"
                 "4. As a last resort, apply to the City of Edinburgh Council for a high hedge notice under the High Hedges (Scotland) Act 2013. "
                 "There is a fee, and you must show you tried to resolve it first."),
   ("user", "I'll have a word with him at the weekend. The council fee is £450, so I really hope it doesn't come to that.")],
  {"summary": "The user's neighbour at number 14 has a tall leylandii hedge shading the user's greenhouse; the assistant set out the steps up to a council high hedge notice.",
   "procedures": [{"name": "Resolving a high hedge", "steps": ["Talk to the neighbour", "Friendly letter with a suggested height", "Community mediation",
                   "High hedge notice application to the council"]}]}),
 ("2024-03-27", "Getting ready for a knee replacement", [
   ("user", "I'm having my left knee replaced at the Royal Infirmary on 14 May. The surgeon is Mr Iain Fraser. The shop will have to manage without me for about six weeks, "
            "so Craig, my apprentice, will run it, with my old pal Tam helping on Saturdays. What can I do before the operation to make recovery easier?"),
   ("assistant", "Getting stronger beforehand ('prehab') really helps. Here's a plan:\n"
                 "1. Quad sets: tighten the thigh muscle with the leg straight, hold for 5 seconds, 10 times, three times a day.\n"
                 "2. Straight leg raises, 10 on each side.\n"
                 "3. Heel slides to keep the knee bending.\n"
                 "4. Gentle pedalling on a static bike, 10 to 15 minutes a day.\n"
                 "5. Get the house ready: a raised toilet seat, a perching stool in the kitchen and nothing loose on the floor to trip over.\n"
                 "Check each exercise with the pre-op physio first."),
   ("user", "The static bike is easy, there are plenty in the shop. Morag will drive me in and out.")],
  {"summary": "The user is preparing for a left knee replacement in May with prehab exercises; the apprentice will run the shop while they recover.",
   "procedures": [{"name": "Knee prehab", "steps": ["Quad sets", "Straight leg raises", "Heel slides", "Static bike every day",
                   "Raised toilet seat, perching stool, clear floors"]}]}),
 ("2024-04-13", "Scotch broth for the bowling club opening", [
   ("user", "Portobello Bowling Club's opening day is on 27 April and Jean, the club secretary, has roped me into making the soup. "
            "My Scotch broth serves 6: 150 g broth mix, 750 g neck of lamb, 2 carrots, 1 leek, half a turnip and 1.5 litres of stock. I need it for 30."),
   ("assistant", "Thirty servings is five times your recipe:\n"
                 "1. 750 g broth mix.\n"
                 "2. 3.75 kg neck of lamb.\n"
                 "3. 10 carrots.\n"
                 "4. 5 leeks.\n"
                 "5. Two and a half turnips.\n"
                 "6. 7.5 litres of stock.\n"
                 "Split it between two large pots so it cooks evenly, and soak the broth mix overnight first. It reheats well, so you can make it the day before."),
   ("user", "Jean says the club has a 10-litre pot, so I'll use that and my own big pan.")],
  {"summary": "The user scaled a six-serving Scotch broth up fivefold for thirty people at the bowling club's opening day.",
   "outcomes": ["Cook it in two pots and soak the broth mix overnight", "It can be made the day before"]}),
 ("2024-04-29", "iPlayer gone from the Samsung TV", [
   ("user", "Our Samsung TV from 2016 says BBC iPlayer is no longer supported on it. Morag watches everything on iPlayer. The TV otherwise works fine. What can we do without buying a new telly?"),
   ("assistant", "The BBC has been withdrawing iPlayer from older smart TVs. Options, cheapest first:\n"
                 "1. Check for a firmware update under Settings > Support > Software Update, in case the app comes back.\n"
                 "2. Plug in a streaming stick such as a Roku Express or an Amazon Fire TV Stick, both under £40.\n"
                 "3. Use a Google Chromecast and cast from a phone or tablet.\n"
                 "4. If you have a games console or a Freeview box with apps, use iPlayer on that."),
   ("user", "No update available. Got a Roku Express from Argos for £24.99 and our grandson Jamie set it up in about ten minutes.")],
  {"summary": "The user's 2016 Samsung TV lost BBC iPlayer; they solved it with a cheap streaming stick that their grandson set up.",
   "outcomes": ["No firmware update was available", "A Roku Express now provides iPlayer"]}),
 ("2024-05-07", "Blood pressure and the knee operation", [
   ("user", "Bad news. At the pre-op assessment my blood pressure was 162/98, so they've postponed the knee operation to 4 June. "
            "Dr Reid has doubled my amlodipine to 10 mg, and now my ankles are a bit puffy. Is that normal?"),
   ("assistant", "I'm not a medical professional, but ankle swelling is one of the most common side effects of amlodipine, and it tends to be worse at higher doses. Things that can help:\n"
                 "1. Raise your feet when you sit.\n"
                 "2. Keep moving during the day.\n"
                 "3. Tell Dr Reid, especially if it gets worse, as she may switch you to a different tablet.\n"
                 "Get urgent help if you have chest pain, breathlessness or swelling in only one leg."),
   ("user", "I'll mention the ankles at my review on 21 May.")],
  {"summary": "The user's knee operation was postponed because of high blood pressure at the pre-op check; the GP increased the tablet dose and the user has puffy ankles.",
   "outcomes": ["Ankle swelling is a common side effect of amlodipine", "Review with the GP on 21 May"]}),
 ("2024-06-17", "Knee replacement recovery", [
   ("user", "Had the new knee put in on 4 June and got home after three days. The physio, Kirsty, wants 90 degrees of bend by my six-week check; I'm at 75 now. "
            "I'm on two crutches. Isla made me a get-well card with a bike on it. Any tips to get the bend up?"),
   ("assistant", "Two weeks in, 75 degrees is a reasonable start. To build on it:\n"
                 "1. Do Kirsty's exercises little and often, three or four times a day, rather than one long session.\n"
                 "2. Take your painkillers about 30 minutes before the exercises.\n"
                 "3. Ice the knee for 15 to 20 minutes afterwards, with a cloth between the ice and your skin.\n"
                 "4. Sit in a chair with your foot on the floor and slide it back under the chair to work the bend.\n"
                 "5. Walk short distances every hour or two."),
   ("user", "Kirsty says I can go down to one crutch next week if the wound keeps healing well.")],
  {"summary": "The user is recovering at home from a knee replacement with the physio's exercises, aiming for a better bend by the six-week check.",
   "outcomes": ["Exercises little and often, painkillers beforehand, ice afterwards", "Walking short distances regularly"]}),
 ("2024-07-04", "Hannah's fourth bike and the VAT threshold", [
   ("user", "Hannah's bought a fourth cargo bike, so we've agreed £215 a month for all four now. With that, the shop's turnover this tax year could reach about £74,000. When do I need to register for VAT?"),
   ("assistant", "Since 1 April 2024 the VAT registration threshold is £90,000 of taxable turnover. The test is a rolling one:\n"
                 "1. At the end of every month, add up your turnover for the previous 12 months.\n"
                 "2. If it goes over £90,000, you must register within 30 days of the end of that month.\n"
                 "3. You must also register if you expect to go over £90,000 in the next 30 days alone.\n"
                 "At around £74,000 you're comfortably under, but check that rolling total every month."),
   ("user", "Good, I'll add a rolling total column to my spreadsheet.")],
  {"summary": "The bakery customer added another cargo bike and the monthly fee went up; the user checked the VAT registration threshold against the projected turnover.",
   "outcomes": ["The VAT threshold is tested on a rolling 12-month total", "The user is under it and will track a rolling total"]}),
 ("2024-07-23", "Caravan trip to Oban with the grandchildren", [
   ("user", "We're taking Fiona's two, Isla (9) and Jamie (12), to Oban in the caravan from 12 to 16 August. It's a 2011 Swift Challenger and it's been in storage at Dalkeith since last September. "
            "Morag will do the towing because of my knee. What should we check before we go?"),
   ("assistant", "After a long spell in storage, check:\n"
                 "1. Tyre pressures and the tyres' age: caravan tyres should be replaced at five years old, whatever the tread looks like.\n"
                 "2. The breakaway cable and the hitch.\n"
                 "3. All the road lights with the car hitched up.\n"
                 "4. The gas bottle, and the regulator hose for cracks.\n"
                 "5. The leisure battery: charge it fully.\n"
                 "6. The noseweight, which should be within the car's limit."),
   ("user", "The tyres are from 2017, so they're being replaced at Dalkeith on Friday: £190 for the pair.")],
  {"summary": "The user and their wife are taking two grandchildren to Oban in the caravan; the assistant listed checks after storage and the tyres are being replaced.",
   "procedures": [{"name": "Caravan checks after storage", "steps": ["Tyre pressures and age", "Breakaway cable and hitch", "Road lights",
                   "Gas bottle and hose", "Leisure battery", "Noseweight"]}]}),
 ("2024-08-27", "Hedge finally cut", [
   ("user", "Good news on the hedge. After my letter Derek agreed to have the leylandii cut down to 2 metres and kept at that height. "
            "His tree surgeon, Forth Tree Care, quoted £640 and we're splitting it, so I paid £320. The greenhouse gets the afternoon sun again."),
   ("assistant", "That's a great outcome, and far cheaper than the council route. Two suggestions:\n"
                 "1. Write down what you agreed, the height and who trims it each year, in a short note you both sign.\n"
                 "2. Agree a time of year for the trim, for example late summer after birds have finished nesting."),
   ("user", "Derek says he'll trim it every September.")],
  {"summary": "The neighbour agreed to cut the hedge down and keep it lower, sharing the tree surgeon's cost with the user; no council application was needed.",
   "decisions": [{"decision": "Split the tree surgeon's bill with the neighbour", "rationale": "Cheaper and friendlier than a high hedge notice"}]}),
 ("2024-09-05", "40th anniversary at Lake Garda", [
   ("user", "Morag and I have our 40th wedding anniversary on 20 September. We've booked Lake Garda: Jet2 from Edinburgh to Verona on 18 September, 7 nights at the Hotel Villa Rosa in Sirmione. "
            "My knee manages about 3 miles on the flat now. What should we do?"),
   ("assistant", "Here's what I'd suggest for a week at Garda:\n"
                 "1. Sirmione's Scaliger castle and the Grottoes of Catullus, both close to your hotel.\n"
                 "2. The cable car up Monte Baldo from Malcesine, which needs very little walking.\n"
                 "3. An evening at the Arena di Verona if there's an opera on.\n"
                 "4. A wine tasting in Bardolino.\n"
                 "5. An anniversary dinner booked on a terrace by the lake."),
   ("user", "Change of plan: Craig's got his college exams that week, so we've cut it to 5 nights and now fly home on the 23rd."),
   ("assistant", "Five nights is still plenty. I'd keep the Monte Baldo day and Verona, and drop the wine tasting if you're short of time.")],
  {"summary": "The user and Morag are going to Lake Garda for their 40th anniversary, staying in Sirmione; the trip was shortened because of the apprentice's exams.",
   "outcomes": ["The assistant suggested the castle and grottoes, the Monte Baldo cable car, the Arena di Verona, a Bardolino wine tasting and an anniversary dinner",
                "The user now flies home earlier"]}),
 ("2024-10-14", "Autumn garden jobs", [
   ("user", "Now the greenhouse gets light again I want to get the garden sorted for winter. I've got four raised beds, a rhubarb patch that's getting congested, and the greenhouse. What should I do this month?"),
   ("assistant", "October jobs, in order:\n"
                 "1. Plant garlic cloves, pointed end up, about 15 cm apart.\n"
                 "2. Lift and divide the rhubarb crowns once the leaves die back, replanting the healthiest pieces with a bud each.\n"
                 "3. Clean the greenhouse glass and staging to let in the winter light.\n"
                 "4. Mulch the empty raised beds with compost or well-rotted manure.\n"
                 "5. Sow broad beans such as Aquadulce Claudia for an early crop."),
   ("user", "Morag wants sweet peas next year, so I'll keep one bed free for them.")],
  {"summary": "The user planned October garden jobs for the raised beds, a rhubarb patch and the greenhouse.",
   "procedures": [{"name": "October garden jobs", "steps": ["Plant garlic", "Divide rhubarb crowns", "Clean the greenhouse", "Mulch empty beds", "Sow broad beans"]}],
   "outcomes": ["One bed is kept for sweet peas"]}),
 ("2024-11-12", "New phone for Morag", [
   ("user", "Morag's iPhone 8 doesn't get updates any more and her banking app has stopped working. She wants to stay with iPhone and the budget is £400. What do you suggest?"),
   ("assistant", "Within £400 I'd look at:\n"
                 "1. A new iPhone SE (3rd generation), the cheapest current iPhone.\n"
                 "2. A refurbished iPhone 13 from a reputable seller with a 12-month warranty.\n"
                 "3. A refurbished iPhone 14 if you can find one near the top of the budget.\n"
                 "The iPhone 13 has a bigger screen and a better battery than the SE, which she may prefer."),
   ("user", "We went for a refurbished iPhone 13 from Back Market for £349. How does she move everything across?"),
   ("assistant", "The simplest way is Quick Start:\n"
                 "1. Charge both phones and connect them to Wi-Fi.\n"
                 "2. Back up the old iPhone to iCloud first, just in case.\n"
                 "3. Switch the new phone on and hold it next to the old one.\n"
                 "4. Follow the prompts to transfer the data directly.\n"
                 "5. Log back into her banking app, which usually needs re-verifying on a new phone.")],
  {"summary": "The user's wife needed a new phone because her old iPhone stopped getting updates; they bought a refurbished iPhone and moved her data across with Quick Start.",
   "outcomes": ["The assistant suggested an iPhone SE, a refurbished iPhone 13 or a refurbished iPhone 14", "Back up to iCloud, then transfer with Quick Start"]}),
 ("2024-12-04", "Selling the shop to Craig", [
   ("user", "I turn 65 in February and I'm thinking of handing Leith Wheelworks over to Craig. He finishes his apprenticeship in March. "
            "He's offered £35,000 for the business: the stock, the tools and the goodwill. The lease has four years left. Is that fair, and what should I think about?"),
   ("assistant", "I can't value the business for you, but here's what to work through:\n"
                 "1. Get an independent valuation from an accountant or a business broker.\n"
                 "2. Ask your landlord about assigning the lease to Craig.\n"
                 "3. Look into Business Asset Disposal Relief, which can reduce the Capital Gains Tax when you sell a business you've owned for more than two years.\n"
                 "4. Agree a handover period where you stay on part-time.\n"
                 "5. Put it all in a written sale agreement drawn up by a solicitor."),
   ("user", "The accountant valued it at about £42,000. Craig and I have agreed £40,000, paid in two halves, and the handover is on 1 April 2025. I'll stay on two days a week until the summer.")],
  {"summary": "The user is selling the bike shop to their apprentice; after a valuation they agreed a price and a handover date in spring 2025, with the user staying on part-time.",
   "decisions": [{"decision": "Sell the business to Craig", "rationale": "The user turns 65 and Craig is finishing his apprenticeship"}]}),
]

# (question, gold short answer), written before any run
QUESTIONS_15 = [
 ("What's my shop called?", "Leith Wheelworks"),
 ("What year did I set up the business?", "2009"),
 ("How much did the self-assessment bill come to?", "£7,140"),
 ("What was my blood pressure reading at the doctor's in February?", "158/96"),
 ("What tablet am I taking for my blood pressure?", "amlodipine"),
 ("What's my amlodipine dose now?", "10 mg"),
 ("How much did Hannah and I first agree per month for the servicing?", "£165"),
 ("How much does the bakery pay me each month now?", "£215"),
 ("How many cargo bikes is Hannah's bakery running now?", "four"),
 ("What was the last thing you said an invoice should have?", "payment terms"),
 ("Who owns the leylandii hedge?", "Derek Paterson"),
 ("How much was my share of the tree surgeon's bill?", "£320"),
 ("How high will the hedge be kept?", "2 metres"),
 ("Did I need to go to the council over the hedge in the end?", "No"),
 ("Which knee was operated on?", "left knee"),
 ("Who's the surgeon doing my knee?", "Mr Iain Fraser"),
 ("What date was the knee surgery in the end?", "4 June 2024"),
 ("Why did the knee surgery get put back?", "high blood pressure"),
 ("Who minded the shop while I recovered?", "Craig"),
 ("What's my physiotherapist called?", "Kirsty"),
 ("How long should the ice go on my knee?", "15 to 20 minutes"),
 ("How much neck of lamb do I need for thirty?", "3.75 kg"),
 ("What did we buy to get iPlayer working again?", "Roku Express"),
 ("Who set the streaming stick up?", "Jamie"),
 ("At what turnover do I have to register for VAT?", "£90,000"),
 ("Who's doing the towing on the Oban trip?", "Morag"),
 ("How old is Jamie?", "12"),
 ("What did the replacement caravan tyres cost?", "£190"),
 ("How many nights will we have at Garda now?", "5 nights"),
 ("What date do we fly back from Verona?", "23 September 2024"),
 ("What was the second thing you recommended doing at Lake Garda?", "the Monte Baldo cable car"),
 ("How far apart do the garlic cloves go?", "15 cm"),
 ("What did Morag's replacement iPhone cost?", "£349"),
 ("What's the final price Craig is paying for the business?", "£40,000"),
 ("When does Craig take over the shop?", "1 April 2025"),
]


def assistant_chats_6_at(folder):
    """The archive of CHATS_15 under `folder`; the Searcher over it."""
    return chats_archive(folder, "efef", CHATS_15, "chatgpt")


@pytest.fixture(scope="module")
def assistant_chats_6(tmp_path_factory):
    return assistant_chats_6_at(tmp_path_factory.mktemp("assistant6"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_15, "assistant 6")
