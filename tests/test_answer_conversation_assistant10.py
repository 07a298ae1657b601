"""A further written archive of a user's chats with an AI assistant, in the user's own condensed
format, written blind with its questions and gold answers before any run on it: it is held
out (measured, never read question by question); measured once before any tuning on it, at
F1 0.345. A retired civil engineer in Douglas, Cork, in
his sixties, with a wife, Noreen, a daughter, Aoife, in Limerick, a son, Cian, in Melbourne, a
sister, Maura, in Boston, a springer spaniel, Bran, and an 88-year-old mother, Kathleen, living
alone in Ballincollig, chatting with Claude from March 2024 to March 2025: Irish classes, a
Gaeltacht week and the TEG exam, the mother's fall, her memory clinic, diagnosis, day centre and
respite, an NCT failure, sea swimming at Myrtleville through the winter, the wife's 60th, a
first grandchild, insulating the house, Christmas with the family home, the Men's Shed and the
dog swallowing a sock, with facts the user updates later (a brake price, an insulation quote, a
sister's flight, day-centre days, an exam level, a vet's bill).
bench/answer_conversations.py asks every question ("assistant 10")."""

import pytest

from test_answer_conversation import assert_golds_and_benched, chats_archive

# (date, title, raw turns, condensed file)
CHATS_23 = [
 ("2024-03-05", "Learning Irish at 64", [
   ("user", "I retired last October after 36 years as a civil engineer with Cork County Council, mostly roads and bridges in West Cork, and I've finally decided to learn Irish properly. "
            "I had it in school in the seventies but it's nearly all gone. I've signed up for a beginners' class with Conradh na Gaeilge in the city: Tuesday nights, ten weeks for €140, "
            "starting on Tuesday 12 March. The teacher is a Connemara man, Máirtín Ó Flaithearta, and there are 14 of us. What can I do between classes to keep it going?"),
   ("assistant", "Good for you: adult learners who practise a little every day make the fastest progress. Some ideas:\n"
                 "1. Listen to Raidió na Gaeltachta for 15 minutes a day, even if you only catch the odd word at first.\n"
                 "2. Look up new words on teanglann.ie, where you can hear them spoken in the Munster, Connacht and Ulster dialects.\n"
                 "3. Watch TG4 with English subtitles, and switch to Irish subtitles as you improve.\n"
                 "4. Find a ciorcal comhrá, an informal conversation circle; there are several around Cork in cafés and libraries.\n"
                 "5. Plan a week's adult course in a Gaeltacht over the summer.\n"
                 "6. Keep a notebook of phrases you'd actually say about your own day: the weather, the dog, the news."),
   ("user", "Máirtín says that living in Cork I should aim for Munster Irish, even if he can't help his own Connemara accent, so I'll listen out for the Kerry speakers on the radio. "
            "I've found a ciorcal comhrá in the City Library on Grand Parade on Saturday mornings."),
   ("assistant", "That's a great find. Turning up to the ciorcal comhrá even when you feel you've nothing to say is the best habit you can build: most of the people there were beginners once too. Ádh mór!")],
  {"summary": "The user, a retired civil engineer, started a beginners' Irish class and asked how to practise between classes; the assistant suggested daily listening, a dictionary with pronunciations, TG4, a conversation circle, a Gaeltacht course and a phrase notebook.",
   "decisions": [{"decision": "Aim for Munster Irish", "rationale": "The user lives in Cork, on the teacher's advice"},
                 {"decision": "Join the Saturday conversation circle at the city library", "rationale": "Regular speaking practice between classes"}],
   "outcomes": ["The assistant suggested Raidió na Gaeltachta, teanglann.ie, TG4, a ciorcal comhrá, a Gaeltacht course and a phrase notebook"]}),
 ("2024-03-27", "Mam fell at home", [
   ("user", "My mother Kathleen is 88 and still lives on her own in Ballincollig, in the house I grew up in. She fell in the kitchen on Sunday evening and broke her left wrist. "
            "She was in CUH overnight and she's in a cast for six weeks. She's fiercely independent and won't hear of moving in with my wife Noreen and me, even though we're only "
            "20 minutes away in Douglas. How can we make her house safer?"),
   ("assistant", "I'm sorry to hear about her fall. I can't give medical advice, but here are practical steps many families take after a fall:\n"
                 "1. Ask the hospital or the public health nurse to arrange an occupational therapy home assessment.\n"
                 "2. Fit grab rails by the toilet, the bath and the back step, and a second banister on the stairs.\n"
                 "3. Take up loose rugs and tidy away trailing cables.\n"
                 "4. Put plug-in night lights along the way from her bedroom to the bathroom.\n"
                 "5. Get her a personal alarm pendant; the Seniors Alert Scheme provides them free to people over 65 who live alone.\n"
                 "6. Ask her GP for a falls review, including her medications and her eyesight.\n"
                 "7. Apply to the HSE for home support hours.\n"
                 "If she's set on staying at home, involving her in each change makes her much more likely to accept it."),
   ("user", "Update: the OT came out and the grab rails are in. Ballincollig Community Care sorted a pendant for her within a fortnight, and the HSE approved home support: "
            "a carer called Agnes comes every morning for an hour to help her wash and dress. Mam still says she'll only leave that house in a box."),
   ("assistant", "That's a lot done in a short time. An hour each morning is a good start; ask the HSE for a review if her needs change once the cast is off.")],
  {"summary": "The user's 88-year-old mother broke her wrist in a fall at home and refuses to move out; the assistant suggested ways to make her house safer, and home support and an alarm were put in place.",
   "outcomes": ["The assistant suggested an OT assessment, grab rails, removing rugs, night lights, an alarm pendant, a falls review and home support",
                "A carer comes every morning for an hour", "The mother will not move in with the user"]}),
 ("2024-04-18", "The Corolla failed its NCT", [
   ("user", "My 2017 Toyota Corolla hybrid failed its NCT at Little Island this morning: worn front brake discs and pads, and a number-plate light out. I have to get it retested within 21 days. "
            "Johnson & Perrott, the main dealer, want €520 for the discs and pads; Barry's Motors, a small garage in Douglas, quoted €380. Is the dealer worth the extra?"),
   ("assistant", "For a seven-year-old car that's out of the manufacturer's warranty, a good independent garage is usually fine for brakes. A few things to check:\n"
                 "1. Ask which brand of discs and pads they'll fit; OEM-equivalent brands like Brembo, TRW or Bosch are fine.\n"
                 "2. Confirm whether the quote includes fitting, VAT and disposal of the old parts.\n"
                 "3. Hybrids brake regeneratively, so the discs can rust and score from light use; ask them to check the rear brakes and calipers while it's in.\n"
                 "4. Replace the number-plate bulb yourself: it's usually a couple of screws and a few euro.\n"
                 "5. Book the retest as soon as the work is done so you stay inside the retest window."),
   ("user", "Barry did the job for €350 in the end since I paid cash, and he changed the bulb for nothing. It passed the retest on Thursday 2 May."),
   ("assistant", "Good result, and a good garage to hang on to.")],
  {"summary": "The user's car failed its NCT on its front brakes; the work was done at a local garage rather than the main dealer, and the car passed its retest.",
   "decisions": [{"decision": "Have the brakes done at Barry's Motors", "rationale": "Much cheaper than the main dealer for an out-of-warranty car"}],
   "outcomes": ["The garage lowered its price", "The car passed its retest"]}),
 ("2024-05-20", "Sea swimming at Myrtleville", [
   ("user", "Noreen's friend Deirdre has talked me into joining her sea-swimming group, the Myrtleville Dippers. They swim at 8am most mornings at Myrtleville, all year round. "
            "I haven't swum in the sea since I was a teenager, and I'm on amlodipine for my blood pressure. Any safety advice for a beginner of 64?"),
   ("assistant", "I can't give medical advice, and with blood pressure medication it's worth a word with your GP before you start, but here's some general cold-water safety:\n"
                 "1. Never swim alone, and make sure someone on shore knows you're in.\n"
                 "2. Get in slowly and focus on your breathing for the first minute, to ride out the cold-water shock response.\n"
                 "3. Stay in for short spells: start with a few minutes and build up gradually over the weeks.\n"
                 "4. Wear a bright swim hat and tow a swim buoy so you can be seen.\n"
                 "5. Warm up gradually afterwards with dry layers and a hot drink, rather than a hot shower straight away.\n"
                 "6. Check the tides, the wind and the Met Éireann forecast before you go."),
   ("user", "The GP says fine as long as I build up slowly. I've bought a changing robe, neoprene gloves and an orange tow float, and my first proper swim with the Dippers is on Saturday 25 May."),
   ("assistant", "Enjoy it! Stay close to the shore and to the group for the first few swims.")],
  {"summary": "The user joined a year-round sea-swimming group; the assistant gave cold-water safety advice, and the user's GP approved a gradual start.",
   "outcomes": ["The assistant advised swimming with others, a slow entry, short spells, being visible, warming up gradually and checking conditions",
                "The user bought swimming gear"]}),
 ("2024-06-10", "Noreen's 60th", [
   ("user", "My wife Noreen turns 60 on Thursday 27 June. She's a practice nurse at a GP surgery in Douglas and is cutting back to three days a week after the summer. "
            "She loves walking, gardens and a good seafood dinner. Our daughter Aoife is expecting her first baby in September, so we don't want to go far. Any ideas?"),
   ("assistant", "Happy birthday to Noreen! Some ideas close to home:\n"
                 "1. A weekend in Kenmare, walking a stretch of the Kerry Way and having dinner in the town.\n"
                 "2. A trip to Garinish Island, Ilnacullin, off Glengarriff, for its Italian garden.\n"
                 "3. A seafood cookery class at a cookery school such as Ballymaloe.\n"
                 "4. A framed map or print of a walk that means something to you both.\n"
                 "5. A surprise family lunch, with the family abroad joining by video."),
   ("user", "Booked two nights at the Brook Lane Hotel in Kenmare from Friday 28 June, with the Garinish ferry on the Saturday. Deirdre is minding Bran, our springer spaniel, for the weekend."),
   ("assistant", "That sounds a lovely weekend. Book the ferry ahead if you can, as summer Saturdays get busy.")],
  {"summary": "The user planned his wife's 60th birthday close to home, as their daughter is expecting a baby, and booked a weekend in Kenmare with a trip to Garinish Island.",
   "decisions": [{"decision": "Two nights in Kenmare and the Garinish ferry", "rationale": "Walking, gardens and seafood, without going far"}],
   "outcomes": ["The assistant suggested Kenmare, Garinish Island, a seafood cookery class, a framed map and a family lunch", "A friend minds the dog"]}),
 ("2024-07-08", "A week in the Gaeltacht", [
   ("user", "Máirtín has talked me into a week's adult course at Oidhreacht Chorca Dhuibhne in Baile an Fheirtéaraigh, out at the far end of the Dingle peninsula, from Monday 12 to Friday 16 August. "
            "The course is €395 and I'll stay with a bean an tí nearby. Noreen isn't coming, so our neighbour Jim Doyle will take Bran for the week. How do I get the most out of it?"),
   ("assistant", "A week in Corca Dhuibhne will do more for your Irish than a term of evening classes. To make the most of it:\n"
                 "1. Speak Irish only from the moment you arrive, even if it's slow.\n"
                 "2. Talk to your bean an tí in the evenings; that's where a lot of the learning happens.\n"
                 "3. Go to the evening events, the céilí, the talks and the sessions in the pub.\n"
                 "4. Write down five new phrases every day and use them the next day.\n"
                 "5. Listen for the local dialect, which differs from what you hear in Cork city.\n"
                 "6. Don't worry about mistakes: everyone there is learning."),
   ("user", "Thanks. The beginners' class finished in May and we've started the next level, Meánrang, on Tuesday nights again.")],
  {"summary": "The user booked a week's adult Irish course in the Kerry Gaeltacht, staying with a host family, and asked how to get the most from it.",
   "outcomes": ["The assistant suggested speaking only Irish, talking to the bean an tí, evening events, five phrases a day, the local dialect and not fearing mistakes",
                "A neighbour minds the dog for the week"]}),
 ("2024-08-26", "Worried about Mam's memory", [
   ("user", "Back from Corca Dhuibhne: five days with barely a word of English, and by the end I could follow most of the news on the radio. Máirtín thinks I should sit the TEG exam next May, at A2. "
            "But the reason I'm writing: Agnes, Mam's carer, tells me Mam has been leaving the gas on and asking the same questions over and over. Last week she thought my late father was due home from work. "
            "Her GP, Dr Hennessy, has referred her to the memory clinic at St Finbarr's Hospital, and the appointment is on Wednesday 30 October. What should we do in the meantime?"),
   ("assistant", "I'm sorry, that's worrying. I can't diagnose anything, but here are things that help while you wait:\n"
                 "1. Keep a short diary of the changes you and Agnes notice, with dates, to bring to the clinic.\n"
                 "2. Deal with the gas: a gas safety valve or an automatic cut-off on the cooker removes the biggest risk.\n"
                 "3. Make a list of all her medications, and check she's taking them as prescribed; a blister pack from the pharmacy helps.\n"
                 "4. Go with her to the appointment, as she may not remember everything she's told.\n"
                 "5. Keep her routines steady, and keep up the visits and the company.\n"
                 "6. Look after yourself and Noreen too."),
   ("user", "I've had a gas safety valve fitted and I'm keeping the diary. Noreen and I are taking turns to call in every evening.")],
  {"summary": "After a Gaeltacht week, the user raised worries about his mother's memory; she was referred to a memory clinic, and the assistant suggested steps for the wait.",
   "outcomes": ["The assistant suggested a diary of changes, a gas safety valve, a medication list, going to the appointment, routines and self-care",
                "The teacher suggested sitting the TEG exam"]}),
 ("2024-09-09", "A granddaughter!", [
   ("user", "Our daughter Aoife had a baby girl, Saoirse, on Tuesday 3 September at University Maternity Hospital Limerick, 7lb 2oz. Aoife and her husband Colm are over the moon, "
            "and Noreen has been up to Limerick twice already. The christening is on Sunday 20 October. I'd like to give Saoirse something meaningful from her grandad. "
            "Any ideas? And how do I say 'welcome to the world' in Irish for the card?"),
   ("assistant", "Comhghairdeas! Some ideas for a first grandchild:\n"
                 "1. A few children's books in Irish, to start her library.\n"
                 "2. An engraved silver spoon or bracelet with her name and date of birth.\n"
                 "3. A savings account you add to on each birthday.\n"
                 "4. A tree planted the year she was born, that she can watch grow.\n"
                 "5. Something you make yourself, like a wooden toy box.\n"
                 "For the card, 'Fáilte romhat ar an saol' means 'welcome to the world'."),
   ("user", "I'm going with the tree: an oak in our back garden, with a little plaque. I'll write the card in Irish.")],
  {"summary": "The user's daughter had a baby girl; the assistant suggested grandparent gifts and an Irish greeting for the card, and the user chose to plant a tree.",
   "decisions": [{"decision": "Plant an oak for the granddaughter", "rationale": "Something meaningful that grows with her"}]}),
 ("2024-10-07", "Insulating the house", [
   ("user", "We live in a 1978 semi-d in Douglas with a BER of D2, and I want the attic and the cavity walls done before the winter. I've applied to SEAI for the insulation grants, "
            "€1,500 for the attic and €1,300 for the cavity walls on a semi-d. The two quotes, after the grants, are Warmfill Insulation at €2,900 and HomeWarm at €3,300. "
            "I know the theory from work, but what should I watch for?"),
   ("assistant", "You'll know most of the building physics, so here are the practical points:\n"
                 "1. Make sure the contractor is SEAI-registered, and don't let any work start before the grant is approved, or you'll lose it.\n"
                 "2. Ask them to check the cavity with a borescope first for width, debris and any existing insulation.\n"
                 "3. Keep the wall vents and the eaves ventilation clear, to avoid condensation.\n"
                 "4. Lay the attic insulation across the joists, and raise any storage area on legs rather than squashing it.\n"
                 "5. Lag the water tank and pipes in the attic, as the attic will be colder.\n"
                 "6. You'll need a post-works BER to claim the grant, so book the assessor early."),
   ("user", "SEAI approved the grant last week. Warmfill came down to €2,600 when I mentioned the other quote, and they're doing it on 4 and 5 November.")],
  {"summary": "The user is insulating his attic and cavity walls with SEAI grants; the assistant listed practical points, and the cheaper contractor lowered its price further.",
   "decisions": [{"decision": "Warmfill Insulation for the attic and cavity walls", "rationale": "The cheaper quote, reduced again after negotiation"}],
   "outcomes": ["The grant was approved before work began"]}),
 ("2024-11-06", "Mam's diagnosis", [
   ("user", "The memory clinic was on 30 October. The consultant, Dr Lynch, diagnosed early-stage Alzheimer's disease, and Mam's started on donepezil. She took it better than I did. "
            "She's going to a day centre in Ballincollig two days a week, Tuesdays and Thursdays, and I've applied for the Carer's Support Grant, €1,850 a year. What should we be thinking about now?"),
   ("assistant", "I'm sorry: that's a lot to take in, even when you half expected it. I can't give medical or legal advice, but families in your position often:\n"
                 "1. Ring the Alzheimer Society of Ireland's helpline and ask about a dementia adviser in Cork.\n"
                 "2. Set up an enduring power of attorney while she can still understand and make that decision.\n"
                 "3. Check that her will is up to date.\n"
                 "4. Ask for a review of her home support hours now there's a diagnosis.\n"
                 "5. Look into respite care, so that you and Noreen get proper breaks.\n"
                 "6. Join a carers' group; Family Carers Ireland runs them around the country."),
   ("user", "A solicitor is coming out to the house on 20 November about the power of attorney. Mam says she'd rather talk about the hurling.")],
  {"summary": "The user's mother was diagnosed with early-stage Alzheimer's disease and started at a day centre; the assistant listed what families often arrange after a diagnosis.",
   "outcomes": ["The assistant suggested the Alzheimer Society helpline, an enduring power of attorney, a will, a home support review, respite and a carers' group",
                "The user applied for a carer's grant"]}),
 ("2024-12-02", "Christmas with Mam", [
   ("user", "Christmas plans: my sister Maura is flying home from Boston on Wednesday 18 December, and our son Cian is coming from Melbourne for the first time in three years, landing on the 22nd. "
            "We'll have Mam to us in Douglas for the dinner. How do we make the day easier for her, with the dementia?"),
   ("assistant", "A busy day can be hard for someone with dementia, but a few things help:\n"
                 "1. Keep her usual routine as much as you can, including meal and rest times.\n"
                 "2. Have a quiet room she can go to away from the noise.\n"
                 "3. Introduce people by name as they come in, without quizzing her.\n"
                 "4. Keep the gathering small, or stagger the visitors.\n"
                 "5. Look through old photos together: long-ago memories often last best.\n"
                 "6. Bring her home before she's overtired."),
   ("user", "Good advice. Cian says he'll do the driving so I can have a drink.")],
  {"summary": "The user's sister and son are coming home for Christmas, and the assistant suggested how to make the day easier for his mother with dementia.",
   "outcomes": ["The assistant suggested routine, a quiet room, introductions by name, a small gathering, old photos and an early return home"]}),
 ("2025-01-08", "Swimming through the winter", [
   ("user", "Christmas went well. Maura's flight was changed, so she only got in on Saturday 21 December, but she stayed till the 5th. Mam was great on Christmas Day, though very confused on Stephen's Day. "
            "The Dippers did the Christmas Day swim at Myrtleville. The sea's down to 10 degrees now and my feet go numb after two minutes, so I've bought neoprene socks. How do I keep going through January and February?"),
   ("assistant", "I can't give medical advice, but winter swimmers usually:\n"
                 "1. Cut their time in the water right down: a few minutes is plenty at 10 degrees.\n"
                 "2. Wear a woolly hat or two swim hats, as a lot of heat is lost through the head.\n"
                 "3. Lay out their clothes in order before getting in, as fingers stop working.\n"
                 "4. Expect the afterdrop: you can feel colder 10 to 20 minutes after getting out, so keep moving and warming up.\n"
                 "5. Skip the swim on days with big swell or when they're unwell."),
   ("user", "Thanks. I'll keep it to four or five minutes and bring a flask.")],
  {"summary": "The user's Christmas with the family went well; he keeps swimming in the winter sea and asked how to manage the cold.",
   "outcomes": ["The assistant suggested shorter swims, a hat, laying out clothes, the afterdrop and skipping rough days", "The user bought neoprene socks"]}),
 ("2025-01-27", "Joining the Men's Shed", [
   ("user", "Noreen says I need something for the days Mam's at the day centre, so I've joined the Douglas Men's Shed. We meet on Thursday mornings in an old scout hall. "
            "My first project was a pair of bird boxes for Mam's garden, so she can watch the blue tits from the kitchen window. What other projects would be useful?"),
   ("assistant", "The Men's Shed is a great idea. Some projects that would be useful:\n"
                 "1. A ramp for your mother's back step, to go with the grab rails.\n"
                 "2. A raised bed she can garden from a chair.\n"
                 "3. A memory box or a framed shelf for old photos and keepsakes.\n"
                 "4. A toy box for your granddaughter.\n"
                 "5. Benches or planters for a local school or community garden."),
   ("user", "Good idea on the ramp: the lads say they'll help me with it.")],
  {"summary": "The user joined a Men's Shed and made bird boxes for his mother's garden; the assistant suggested further projects.",
   "outcomes": ["The assistant suggested a ramp, a raised bed, a memory box, a toy box and community benches"]}),
 ("2025-02-10", "Bran swallowed a sock", [
   ("user", "Bran, our springer spaniel, swallowed one of my neoprene swimming socks on Saturday. He was vomiting and off his food, and the X-ray at Douglas Veterinary Hospital showed a blockage, "
            "so he had surgery that night. The vet estimated €1,200. He was never insured, more fool me. What do I need to do while he recovers?"),
   ("assistant", "I'm glad he got seen quickly. Follow your vet's instructions first, but recovery after this kind of surgery usually means:\n"
                 "1. Keep the cone on so he can't lick or chew the wound.\n"
                 "2. Lead walks only, short ones, for 10 to 14 days: no running or jumping.\n"
                 "3. Small, bland meals at first, as the vet advises.\n"
                 "4. Check the wound twice a day for redness, swelling or discharge.\n"
                 "5. Book the stitch check, usually at around 10 days.\n"
                 "6. Keep socks, gloves and anything else he can swallow out of reach.\n"
                 "If you insure him now, the policy won't cover this blockage as it'll count as a pre-existing condition."),
   ("user", "He's wearing the cone and he hates it. The socks are now on a high shelf.")],
  {"summary": "The user's dog swallowed a sock and needed surgery; the assistant outlined post-operative care.",
   "outcomes": ["The assistant covered the cone, lead walks, bland meals, wound checks, stitches and keeping things out of reach", "The dog was not insured"]}),
 ("2025-02-24", "More help for Mam", [
   ("user", "Bran's back to himself and his stitches are out, though the final bill came to €1,450 with the extra night. Now Mam: the Carer's Support Grant came through, and the day centre had room on Fridays too, "
            "so she's going three days a week now: Tuesdays, Thursdays and Fridays. The lads at the Shed built the ramp for her back step last Thursday. "
            "The public health nurse suggested a week's respite at Oaklands nursing home so Noreen and I can have a break; it's booked for 17 to 23 March. Mam isn't happy about it. How do I prepare her?"),
   ("assistant", "It's very common for people to resist respite at first. Some things that help:\n"
                 "1. Visit Oaklands with her beforehand, ideally for a cup of tea, so it's not a strange place.\n"
                 "2. Talk about it as a short holiday or a rest, and keep the explanation simple.\n"
                 "3. Pack familiar things: her own cardigan, photos, her radio.\n"
                 "4. Give the staff a one-page 'about me' with her routines, likes and the names she uses.\n"
                 "5. Arrange for a familiar face to call in during the week.\n"
                 "6. Don't feel guilty: the break helps you keep caring for her."),
   ("user", "We'll go for tea there next week. Aoife will call in midweek while Noreen and I are away in Lisbon.")],
  {"summary": "The user's mother now attends a day centre three days a week and is booked into respite care; the assistant suggested how to prepare her, and the dog has recovered.",
   "outcomes": ["The assistant suggested a visit beforehand, a simple explanation, familiar things, an 'about me' page, a familiar visitor and no guilt",
                "The carer's grant was approved", "The Men's Shed built a ramp"]}),
 ("2025-03-18", "Getting ready for the TEG", [
   ("user", "I've entered for the TEG exam on Saturday 10 May at UCC. Máirtín thinks I'm well past A2 after the Gaeltacht and the ciorcal, so I'm going for B1 instead. "
            "The oral is a big part of the marks. Mam went into Oaklands yesterday and settled better than we expected. How should I prepare for the exam over the next seven weeks?"),
   ("assistant", "B1 is a good step up. A seven-week plan:\n"
                 "1. Work through the TEG past papers and sample orals on the TEG website.\n"
                 "2. Prepare to talk for a few minutes about yourself, your family, your work and your hobbies.\n"
                 "3. Record yourself speaking and listen back for the sounds you're getting wrong.\n"
                 "4. Practise listening with Raidió na Gaeltachta news, which is close to the exam's aural pieces.\n"
                 "5. Write a short piece each week and ask Máirtín to correct it.\n"
                 "6. Keep going to the ciorcal comhrá right up to the exam."),
   ("user", "Grand. I'll start on the past papers tonight, once I've packed for Lisbon.")],
  {"summary": "The user entered a higher level of the TEG Irish exam than first planned and asked for a preparation plan; his mother settled into respite.",
   "procedures": [{"name": "TEG preparation", "steps": ["Past papers and sample orals", "Prepare to talk about yourself", "Record yourself",
                   "Listen to radio news", "A weekly written piece corrected", "Keep going to the conversation circle"]}]}),
]

# (question, gold short answer), written before any run
QUESTIONS_23 = [
 ("Who did I work for before I retired?", "Cork County Council"),
 ("What's my Irish teacher called?", "Máirtín Ó Flaithearta"),
 ("Where does my mother live?", "Ballincollig"),
 ("What did Mam break when she fell?", "her left wrist"),
 ("Who is Mam's carer?", "Agnes"),
 ("What car do I drive?", "2017 Toyota Corolla hybrid"),
 ("What's my sea-swimming group called?", "the Myrtleville Dippers"),
 ("What breed is Bran?", "springer spaniel"),
 ("What's my granddaughter called?", "Saoirse"),
 ("Where does my sister live?", "Boston"),
 ("When did my Irish classes start?", "12 March 2024"),
 ("When did Mam have her fall?", "24 March 2024"),
 ("When did my car pass its NCT retest?", "2 May 2024"),
 ("When was my first proper swim with the group?", "25 May 2024"),
 ("When was my granddaughter born?", "3 September 2024"),
 ("When was Mam diagnosed at the memory clinic?", "30 October 2024"),
 ("When is my TEG exam?", "10 May 2025"),
 ("How much did I pay for the car's brakes in the end?", "€350"),
 ("What did the insulation cost us in the end?", "€2,600"),
 ("How many days a week does Mam go to the day centre now?", "3"),
 ("Which level of the TEG am I sitting?", "B1"),
 ("When did my sister get home for Christmas?", "21 December 2024"),
 ("What have I bought for sea swimming?", "changing robe, neoprene gloves, tow float, neoprene socks"),
 ("Who has minded Bran for us?", "Deirdre, Jim Doyle"),
 ("Which grants have I applied for?", "SEAI insulation grants, Carer's Support Grant"),
 ("What are my children called?", "Aoife, Cian"),
 ("What have I made at the Men's Shed?", "bird boxes, a ramp"),
 ("What was the first thing you suggested I do between Irish classes?", "listen to Raidió na Gaeltachta"),
 ("What was the first thing you suggested to make Mam's house safer?", "an occupational therapy home assessment"),
 ("What was the third cold-water safety tip you gave me?", "stay in for short spells"),
 ("What was the second thing you suggested after Mam's diagnosis?", "an enduring power of attorney"),
 ("How much was the Gaeltacht course?", "€395"),
 ("How much did Bran's operation cost?", "€1,450"),
 ("Did Mam agree to move in with us?", "No"),
 ("Was Bran insured?", "No"),
]


def assistant_chats_10_at(folder):
    """The archive of CHATS_23 under `folder`; the Searcher over it."""
    return chats_archive(folder, "fbfb", CHATS_23, "claude")


@pytest.fixture(scope="module")
def assistant_chats_10(tmp_path_factory):
    return assistant_chats_10_at(tmp_path_factory.mktemp("assistant10"))


def test_every_question_has_a_gold_and_the_bench_asks_them():
    assert_golds_and_benched(QUESTIONS_23, "assistant 10")
